// People, not seat numbers: the server's texts (log lines, prompts, action labels, errors, chat replies) name a
// player by the placeholder `{seat:N}` (0-based), and the page fills it with the table's names. This mirrors
// the engine's `Text::with_names` (crates/engine/src/text.rs): a seat without a name reads "Player N+1".

const FALLBACK = { en: (n) => `Player ${n}`, ja: (n) => `プレイヤー${n}` };

/** `text` with each `{seat:N}` replaced by `names[N]` (or "Player N+1" / "プレイヤーN+1" in `lang`). */
export function fillNames(text, names, lang = 'en') {
  const fallback = FALLBACK[lang] ?? FALLBACK.en;
  return text.replace(/\{seat:(\d+)\}/g, (_, digits) => {
    const index = Number(digits);
    return names[index] ?? fallback(index + 1);
  });
}

/**
 * The name of each seat of a table as a person reads it, in the current language: a person by their name, a
 * bot by "Bot (level)" (numbered by its seat when two bots would read the same), an empty seat `null`.
 * `info` is the table description the server sends (`seats[i] = {name, account, bot, stand_in}`); `t` is the
 * shell's translator.
 */
export function seatNames(info, t) {
  const seats = Array.from({ length: info?.settings?.players ?? info?.seats?.length ?? 0 }, (_, i) => info.seats[i]);
  const botLevel = (holder) => (holder?.bot && !holder.stand_in ? holder.bot : null);
  const count = {};
  for (const holder of seats) {
    const level = botLevel(holder);
    if (level) count[level] = (count[level] ?? 0) + 1;
  }
  return seats.map((holder, i) => {
    const level = botLevel(holder);
    if (!holder) return null;
    if (!level) return holder.name;
    const levelName = t(`level_${level}`);
    return count[level] > 1 ? t('botNameNumbered', { n: i + 1, level: levelName }) : t('botName', { level: levelName });
  });
}
