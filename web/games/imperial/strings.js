// Imperial's board words that the shared catalog does not have yet (the names of regions, nations and
// rondel spaces come from the crate's words, sent with the game's description).

import { getLang } from '../../i18n.js';

const STRINGS = {
  imp_donateOpen: { en: 'Donate…', ja: '寄付…' },
  imp_donateTo: { en: 'Donate to {nation}’s treasury', ja: '{nation}の国庫に寄付' },
  imp_donateGive: { en: 'Donate {amount}M', ja: '{amount}M寄付' },
  imp_keepCash: { en: 'Keep my cash', ja: '寄付しない' },
  imp_destroy: { en: 'Destroy this factory (3 armies)', ja: 'この工場を破壊（陸軍3）' },
  imp_moved: { en: '{moved} moved', ja: '移動済み{moved}' },
  imp_convoyed: { en: '{convoyed} carried an army', ja: '輸送済み{convoyed}' },
  imp_income: { en: 'Tax now', ja: '現在の税収' },
  imp_factor: { en: 'Factor', ja: '倍率' },
  imp_points: { en: 'Points', ja: '得点' },
  imp_pointsTitle: { en: 'Points now: bonds × power factor (plus cash where you may see it)', ja: '現在の得点：債券×倍率（見える場合は現金込み）' },
  imp_tradeCost: { en: '{give}M → {take}M (pay {cost}M)', ja: '{give}M → {take}M（差額{cost}M）' },
  imp_bondValue: { en: '{value}M', ja: '{value}M' },
  imp_powerEnd: { en: 'The game ends when a nation reaches {end}.', ja: 'いずれかの国が{end}点に達するとゲーム終了。' },
  imp_swiss: { en: 'Swiss bank', ja: 'スイス銀行' },
};

/** A board string by key in the current language, with `{name}` placeholders filled from `vars`. */
export function tr(key, vars = {}) {
  const entry = STRINGS[key];
  const text = entry ? entry[getLang()] ?? entry.en : key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in vars ? String(vars[k]) : `{${k}}`));
}

/** The whole table, for its test (every entry has both languages with the same placeholders). */
export function strings() {
  return STRINGS;
}
