// Age of Renaissance's own words for its board (panel titles, hints), in English and Japanese. Names of spaces,
// advances, cards and commodities come from the title's words (ctx.word); the shell's strings stay in
// web/i18n.js; `t` here looks in both.

import { withStrings } from '../../i18n.js';

export { pick } from '../../i18n.js';

const STRINGS = {
  aor_map: { en: 'Map of Europe and the Mediterranean', ja: 'ヨーロッパと地中海の地図' },
  aor_players: { en: 'Merchant houses', ja: '商家' },
  aor_cash: { en: 'Cash', ja: '現金' },
  aor_tokens: { en: 'Tokens', ja: 'トークン' },
  aor_stock: { en: 'Stock', ja: 'ストック' },
  aor_misery: { en: 'Misery', ja: '悲劇数' },
  aor_ship: { en: 'Ship', ja: '船' },
  aor_cards: { en: 'Cards', ja: 'カード' },
  aor_markers: { en: 'Markers', ja: '支配駒' },
  aor_income: { en: 'Income', ja: '収入' },
  aor_score: { en: 'Score', ja: '得点' },
  aor_stab: { en: 'Stabilization', ja: '安定化' },
  aor_tier: { en: 'Tier', ja: '段階' },
  aor_out: { en: 'out of the game', ja: '脱落' },
  aor_hand: { en: 'Your hand', ja: 'あなたの手札' },
  aor_noHand: { en: 'No cards.', ja: 'カードはありません。' },
  aor_advances: { en: 'Advances (price for you after credits)', ja: '進歩（クレジット後のあなたの価格）' },
  aor_owned: { en: 'held', ja: '取得済' },
  aor_order: { en: 'Order of play', ja: 'プレイ順' },
  aor_space: { en: 'space {n}', ja: '{n}番' },
  aor_turn: { en: 'Turn {turn}, epoch {epoch}, deck {deck}', ja: 'ターン{turn}・時代{epoch}・山{deck}枚' },
  aor_final: { en: 'Final turn', ja: '最終ターン' },
  aor_markersTitle: { en: 'Shortage (+) / surplus (−) this turn', ja: '今ターンの不足（+）/過剰（−）' },
  aor_none: { en: 'none', ja: 'なし' },
  aor_last: { en: 'Last result', ja: '直前の結果' },
  aor_payout: { en: '{c}: held / box / paid', ja: '{c}：支配数 / ボックス / 支払' },
  aor_comp: { en: '{who} competes for {space} with {n} tokens', ja: '{who}が{space}でトークン{n}個の競合' },
  aor_dice: { en: 'coloured {c} (needs > {s}), black {b}, white {w}', ja: '色{c}（{s}超で勝ち）・黒{b}・白{w}' },
  aor_cathedral: { en: 'won with Cathedral', ja: '大聖堂で勝利' },
  aor_won: { en: 'won', ja: '勝利' },
  aor_lost: { en: 'lost', ja: '敗北' },
  aor_war: { en: 'War declared by {who}', ja: '{who}の宣戦' },
  aor_bid: { en: 'Sealed bid', ja: '秘密の入札' },
  aor_bidCapital: { en: 'Capital bid ($0–40)', ja: '首都の賭け金（$0〜40）' },
  aor_bidOrder: { en: 'Tokens to buy ($1 each; negative: pay for first place)', ja: '買うトークン数（1個$1、負の数で先手を買う）' },
  aor_bidSend: { en: 'Seal the bid', ja: '入札する' },
  aor_bidIn: { en: 'Bids in: {list}', ja: '入札済：{list}' },
  aor_bidMine: { en: 'Your sealed bid: {n}', ja: 'あなたの入札：{n}' },
  aor_plot: { en: 'Scores by turn', ja: 'ターンごとの得点' },
  aor_reach: { en: 'Ringed spaces are within your reach (number: tokens an attack needs).', ja: '輪の付いた領土に届きます（数字は競合に必要なトークン数）。' },
  aor_cat_science: { en: 'Science', ja: '科学' },
  aor_cat_religion: { en: 'Religion', ja: '宗教' },
  aor_cat_commerce: { en: 'Commerce', ja: '商業' },
  aor_cat_communication: { en: 'Communication', ja: '通信' },
  aor_cat_exploration: { en: 'Exploration', ja: '探検' },
  aor_cat_civics: { en: 'Civics', ja: '社会' },
};

export const t = withStrings(STRINGS);

/** The board's whole catalog, for its test. */
export function catalog() {
  return { strings: STRINGS };
}
