// World Empires' own words for its board (panel titles, hints, labels), in English and Japanese. Names of
// spaces, regions, empires, cards and resources come from the crate's words (`ctx.word`).

import { withStrings } from '../../i18n.js';

export { pick } from '../../i18n.js';

const STRINGS = {
  we_map: { en: 'World map', ja: '世界地図' },
  we_view: { en: 'Map view', ja: '地図の表示' },
  we_view_world: { en: 'Whole world', ja: '世界全体' },
  we_view_europe: { en: 'Europe & Mediterranean (enlarged)', ja: 'ヨーロッパと地中海（拡大）' },
  we_outside: { en: '{n} space(s) to click outside this view', ja: 'この表示の外にクリックできる地域が{n}か所' },
  we_inPlay: { en: 'Empire in play', ja: 'プレイ中の帝国' },
  we_noneInPlay: { en: 'No empire is expanding.', ja: '拡張中の帝国はありません。' },
  we_vitality: { en: 'Vitality', ja: '国力' },
  we_military: { en: 'Military', ja: '軍事力' },
  we_commerce: { en: 'Commerce', ja: '商業力' },
  we_strength: { en: 'Strength now', ja: '現在の戦力' },
  we_dice: { en: '{dice} dice +{bonus}', ja: 'ダイス{dice}個+{bonus}' },
  we_flat: { en: 'a flat 1', ja: '固定値1' },
  we_piecesLeft: { en: 'Pieces left', ja: '残りコマ' },
  we_gained: { en: 'Resources gained', ja: '獲得資源' },
  we_eventPlayed: { en: 'Event this turn', ja: '今手番のイベント' },
  we_players: { en: 'Players', ja: 'プレイヤー' },
  we_vp: { en: 'VP', ja: 'VP' },
  we_scoreNow: { en: 'Scores now', ja: '今の得点' },
  we_empires: { en: 'Empires by epoch', ja: 'エポックごとの帝国' },
  we_hand: { en: 'Cards', ja: 'カード' },
  we_handCount: { en: '{n} event cards', ja: 'イベント{n}枚' },
  we_kingdomCount: { en: '{n} kingdoms', ja: '王国{n}枚' },
  we_events: { en: 'Your event cards', ja: 'あなたのイベントカード' },
  we_kingdoms: { en: 'Your kingdom cards', ja: 'あなたの王国カード' },
  we_drawn: { en: 'Empire cards drawn', ja: '引いた帝国カード' },
  we_space: { en: 'Space', ja: '地区' },
  we_clickSpace: { en: 'Click a space or a sea on the map.', ja: '地図の地区か海をクリックしてください。' },
  we_points: { en: '{n} points', ja: '{n}点' },
  we_barren: { en: 'barren', ja: '不毛の地' },
  we_soldiers: { en: 'Soldiers', ja: '兵士' },
  we_merchants: { en: 'Merchants', ja: '商人' },
  we_cities: { en: 'Cities', ja: '都市' },
  we_great: { en: 'Great buildings', ja: '偉大な建造物' },
  we_forest: { en: 'Forest chit', ja: '森チット' },
  we_capital: { en: 'Capital of {name}', ja: '{name}の首都' },
  we_navies: { en: 'Navies', ja: '海軍' },
  we_war: { en: 'War', ja: '戦争' },
  we_noWar: { en: 'No battle yet.', ja: 'まだ戦争はありません。' },
  we_attacker: { en: 'Attacker', ja: '攻撃側' },
  we_defender: { en: 'Defender', ja: '防御側' },
  we_result: { en: 'Result', ja: '結果' },
  we_wins: { en: '{name} wins', ja: '{name}の勝利' },
  we_tie: { en: 'Tie: both lose a soldier', ja: '引き分け：両軍1コマ失う' },
  we_cityLost: { en: 'a city was destroyed', ja: '都市が1つ失われました' },
  we_auto: { en: 'Great Soldier: won without dice', ja: '偉大なる兵士：ダイスなしで勝利' },
  we_nomads: { en: 'Nomads', ja: '遊牧帝国' },
  we_nomadNow: { en: '{name}: vitality {v} now (attacked {d}×)', ja: '{name}：現在の活力{v}（被攻撃{d}回）' },
  we_invasion: { en: '{name} ({v}) played by {who}', ja: '{name}（{v}）担当：{who}' },
  we_done: { en: 'done', ja: '済' },
  we_epochs: { en: 'Epochs', ja: 'エポック' },
  we_epoch: { en: 'Epoch {n}', ja: '第{n}エポック' },
  we_die: { en: 'die {n}', ja: 'ダイス{n}' },
  we_deck: { en: 'Event deck {n} · discards {d}', ja: 'イベント山札{n}・捨て札{d}' },
  we_you: { en: 'you', ja: 'あなた' },
  we_colour_0: { en: 'red', ja: '赤' },
  we_colour_1: { en: 'blue', ja: '青' },
  we_colour_2: { en: 'green', ja: '緑' },
  we_colour_3: { en: 'black', ja: '黒' },
  we_colour_4: { en: 'yellow', ja: '黄' },
  we_colour_5: { en: 'white', ja: '白' },
  we_nomadPieces: { en: 'nomads', ja: '遊牧民' },
};

export const t = withStrings(STRINGS);

/** The board's whole catalog, for its test. */
export function catalog() {
  return { strings: STRINGS };
}
