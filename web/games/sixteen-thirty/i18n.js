// Sixteen Thirty Something's own words for its board (panel titles, hints, nations, special cards), in English
// and Japanese. The shell's strings stay in web/i18n.js; `t` here looks in both.

import { withStrings } from '../../i18n.js';

export { pick } from '../../i18n.js';

const STRINGS = {
  st_map: { en: 'Map of Europe around 1630', ja: '1630年頃のヨーロッパ地図' },
  st_red: { en: 'red', ja: '赤' },
  st_blue: { en: 'blue', ja: '青' },
  st_neutral: { en: 'neutral', ja: '中立' },
  st_nations: { en: 'Nations', ja: '各国' },
  st_side: { en: 'Side', ja: '陣営' },
  st_status: { en: 'Status', ja: '国威' },
  st_army: { en: 'Army size', ja: '軍事規模' },
  st_ability: { en: 'Military ability', ja: '軍事能力' },
  st_leader: { en: 'Leader', ja: '指揮官' },
  st_unrest: { en: 'Unrest', ja: '不穏' },
  st_neighbours: { en: 'Neighbours', ja: '隣接国' },
  st_influence: { en: 'Influence piles', ja: '影響力の山' },
  st_strong: { en: 'strong', ja: '強' },
  st_weak: { en: 'weak', ja: '弱' },
  st_noPiles: { en: 'no influence yet', ja: '影響力なし' },
  st_firstPlayer: { en: 'first player', ja: 'スタートプレイヤー' },
  st_handSize: { en: '{n} cards in hand', ja: '手札{n}枚' },
  st_vpShort: { en: '{n} VP', ja: '{n}点' },
  st_pendingCount: { en: '{n} laid face down', ja: '伏せて配置{n}枚' },
  st_hand: { en: 'Your hand ({n})', ja: 'あなたの手札（{n}枚）' },
  st_clickCard: { en: 'Click a highlighted card.', ja: '強調表示されたカードをクリックしてください。' },
  st_pending: { en: 'Laid face down (revealed together):', ja: '伏せて配置済み（一斉に公開）：' },
  st_counters: { en: 'Your victory counters', ja: 'あなたの勝利得点カウンター' },
  st_countersSecret: { en: 'Only you see these.', ja: 'あなただけに見えています。' },
  st_projected: { en: 'If the turn ended now you would score {n}.', ja: '今ターンが終われば{n}点です。' },
  st_tracks: { en: 'Tracks', ja: 'トラック' },
  st_turnOf: { en: 'Turn {turn} of at most {max}', ja: '第{turn}ターン（最大{max}ターン）' },
  st_earlyEnd: { en: 'After this turn the game ends on a roll of 1 to {n}', ja: 'このターン終了時、ダイスが1～{n}ならゲーム終了' },
  st_earlyEndHelp: { en: '⚀ marks the die rolls that end the game early after that turn.', ja: '⚀はそのターン終了時にゲームが早期終了するダイスの目です。' },
  st_vp: { en: 'Victory points', ja: '勝利得点' },
  st_finalTitle: { en: 'Final scores and victory counters', ja: '最終得点と勝利得点カウンター' },
  st_revealedCounters: { en: 'Victory counters', ja: '勝利得点カウンター' },
  st_trade: { en: 'Trade', ja: '取引' },
  st_offerFromTo: { en: '{from} offers {to}', ja: '{from}から{to}への提案' },
  st_gives: { en: 'Gives:', ja: '渡す：' },
  st_asks: { en: 'Asks for:', ja: '求める：' },
  st_drafting: { en: 'The offer is being drafted.', ja: '提案を作成中です。' },
  st_awaitAnswer: { en: 'Waiting for the answer: accept, decline or counter.', ja: '回答待ち：受諾・拒否・逆提案。' },
  st_delivering: { en: 'Accepted: the cards to deliver are being picked.', ja: '受諾されました：渡すカードを選んでいます。' },
  st_delivered: { en: 'You deliver:', ja: '渡すカード：' },
  st_giveHint: { en: 'Click cards in your hand to offer them (up to three).', ja: '手札のカードをクリックして提案に加えます（3枚まで）。' },
  st_deliverHint: { en: 'Click the card in your hand you deliver for the next asked kind.', ja: '求められた種類に渡すカードを手札からクリックしてください。' },
  st_askFor: { en: 'Ask for a card of this kind:', ja: '求めるカードの種類：' },
  st_vote: { en: 'Vote', ja: '投票' },
  st_voteIn: { en: 'Vote in {nation}, called by {who}', ja: '{nation}での投票（{who}が召集）' },
  st_hasVoted: { en: 'has voted', ja: '投票済み' },
  st_notVoted: { en: 'not yet', ja: '未投票' },
  st_myBallot: { en: 'Your secret ballot:', ja: 'あなたの秘密投票：' },
  st_ballotHint: { en: 'Vote in secret; all ballots are revealed together.', ja: '秘密に投票します。全員の票は一斉に公開されます。' },
  st_ballotYesNo: { en: 'Vote in secret: red is yes, blue is no.', ja: '秘密に投票します：赤が賛成、青が反対です。' },
  st_yes: { en: 'yes', ja: '賛成' },
  st_no: { en: 'no', ja: '反対' },
  st_lastVote: { en: 'Last vote: {nation}', ja: '直前の投票：{nation}' },
  st_wins: { en: '{side} wins', ja: '{side}の勝ち' },
  st_tie: { en: 'tie', ja: '同数' },
  st_noVote: { en: 'No vote yet this game.', ja: 'まだ投票はありません。' },
  st_subjJoin: { en: 'join red or blue', ja: '赤か青の陣営に加盟' },
  st_subjWar: { en: 'war on {target}', ja: '{target}への宣戦' },
  st_subjRearm: { en: 'rearm', ja: '再軍備' },
  st_subjChange: { en: 'change side', ja: '陣営の変更' },
  st_war: { en: 'Last war', ja: '直前の戦争' },
  st_diceDifference: { en: 'Dice → difference', ja: 'ダイス → 差' },
  st_modifier: { en: 'Modifier', ja: '修正' },
  st_total: { en: 'Total', ja: '合計' },
  st_warWinner: { en: '{nation} wins the war.', ja: '{nation}の勝利。' },
  st_warTie: { en: 'A draw: both lose.', ja: '引き分け：両国とも損害。' },
};

export const t = withStrings(STRINGS);

/** The board's whole catalog, for its test. */
export function catalog() {
  return { strings: STRINGS };
}
