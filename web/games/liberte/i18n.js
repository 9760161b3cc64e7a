// Liberté's own words for its board (panel titles, hints, symbols), in English and Japanese. Names of provinces,
// regions, factions, cards and battles come from the server with the game (ctx.word); the shell's strings stay
// in web/i18n.js and `t` here looks in both.

import { withStrings } from '../../i18n.js';

export { pick } from '../../i18n.js';

const STRINGS = {
  lb_map: { en: 'Map of France: 27 provinces in 6 regions', ja: 'フランス地図：6地方27州' },
  lb_paris: { en: 'Paris', ja: 'パリ' },
  lb_supplies: { en: 'Supplies', ja: 'サプライ' },
  lb_reserve: { en: 'set aside under turn 2: {n}', ja: 'ターン2の下：{n}' },
  lb_exhausted: { en: 'A supply is spent: the action phase ends with this round.', ja: 'サプライが尽きました：このラウンドでアクションフェイズ終了。' },
  lb_turns: { en: 'Turn track', ja: 'ターントラック' },
  lb_turn: { en: 'Turn {n}', ja: '第{n}ターン' },
  lb_battleVp: { en: '{vp} VP', ja: '{vp}VP' },
  lb_battleBox: { en: 'Battle box', ja: '戦闘ボックス' },
  lb_defeats: { en: 'Defeats: {n}', ja: '敗戦：{n}' },
  lb_royalist: { en: 'Royalist provinces (fleur-de-lis + defeats): {n} / 7', ja: '王党派の州（フルール・ド・リス＋敗戦）：{n} / 7' },
  lb_election: { en: 'Election track', ja: '選挙トラック' },
  lb_landslide: { en: '17 red votes: radical landslide', ja: '赤17票：急進派の地すべり' },
  lb_government: { en: 'Government', ja: '政府' },
  lb_opposition: { en: 'Opposition', ja: '野党' },
  lb_presence: { en: 'Presence in government', ja: '政府内のプレゼンス' },
  lb_none: { en: 'none', ja: 'なし' },
  lb_results: { en: 'Election, province by province', ja: '地方区選挙（州ごと）' },
  lb_noResults: { en: 'No province has voted this turn yet.', ja: 'このターンはまだ投票がありません。' },
  lb_tie: { en: 'tie', ja: '膠着' },
  lb_noVote: { en: 'no vote', ja: '投票なし' },
  lb_cards: { en: 'Face-up cards', ja: '表向きのカード' },
  lb_deck: { en: 'Deck: {n}', ja: 'デッキ：{n}' },
  lb_draw: { en: 'Draw from the deck', ja: 'デッキから引く' },
  lb_discardPile: { en: 'Discards: {n} · in the box: {m}', ja: '捨札：{n}・ボックス：{m}' },
  lb_players: { en: 'Players', ja: 'プレイヤー' },
  lb_hand: { en: 'Your hand ({n})', ja: 'あなたの手札（{n}）' },
  lb_handSize: { en: '{n} cards in hand', ja: '手札{n}枚' },
  lb_vp: { en: '{n} VP', ja: '{n}VP' },
  lb_display: { en: 'Display', ja: '人物ディスプレイ' },
  lb_empty: { en: 'empty', ja: 'なし' },
  lb_tokensBattle: { en: 'battle box: {n}', ja: '戦闘ボックス：{n}' },
  lb_points: { en: 'Your red points {r} · white points {w}', ja: 'あなたの赤ポイント{r}・白ポイント{w}' },
  lb_club: { en: 'club (any province)', ja: 'クラブ（任意の州）' },
  lb_special: { en: 'special card', ja: '特殊カード' },
  lb_cannon: { en: 'cannon', ja: '火砲' },
  lb_sans: { en: 'sans-culotte', ja: 'サンキュロット' },
  lb_general: { en: 'general', ja: '将軍' },
  lb_fleur: { en: 'fleur-de-lis', ja: 'フルール・ド・リス' },
  lb_clickProvince: { en: 'Click a highlighted province to place the block.', ja: '強調された州をクリックしてブロックを置いてください。' },
  lb_clickCard: { en: 'Click a highlighted card.', ja: '強調されたカードをクリックしてください。' },
  lb_fx_bread: { en: 'Remove a block of the government\'s colour (any colour in turn 1).', ja: '政府と同じ派閥色のブロックを1つ取り除く（第1ターンは任意）。' },
  lb_fx_emigration: { en: 'Remove a royalist personality from a display (discard).', ja: '人物ディスプレイから王党派の人物カードを1枚取り除く（捨札）。' },
  lb_fx_religion: { en: 'Remove a blue or red block.', ja: '青か赤のブロックを1つ取り除く。' },
  lb_fx_guillotine: { en: 'Remove a personality from a display (to the box).', ja: '人物ディスプレイから人物カードを1枚取り除く（ボックスへ）。' },
  lb_fx_purge: { en: 'Needs presence: remove a club or personality from a display (discard).', ja: 'プレゼンスが必要：ディスプレイからクラブか人物カードを1枚取り除く（捨札）。' },
  lb_fx_terror: { en: 'Needs presence in a red government: remove a stack where red has one, or a card from a display (to the box).', ja: '急進派政府内のプレゼンスが必要：赤スタックのある州のスタック1つ、またはディスプレイのカード1枚を取り除く（ボックスへ）。' },
  lb_order: { en: 'Player order', ja: 'プレイヤーの順番' },
  lb_contest: { en: 'Tie: promotions this round', ja: '膠着：このラウンドの促進' },
};

export const t = withStrings(STRINGS);

/** The board's whole catalog, for its test. */
export function catalog() {
  return { strings: STRINGS };
}
