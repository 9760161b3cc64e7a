// Sixteen Thirty Something's rules page in the app: how to play, in our own words, in English and Japanese,
// with pictures of this site's board, and its turn summary (the player aid). The table shell shows the page at
// #/rules/sixteen-thirty (via /api/games) and the summary from the table, the lobby and the page.

import { rulesPage, turnSummary } from '../../dom.js';

const SECTIONS = [
  {
    id: 'idea',
    en: ['The idea', 'Nine powers of the Thirty Years\' War — Spain, England, France, Denmark, the Netherlands, Sweden, the German Princes, the Habsburg Empire and Poland — start neutral. Nobody owns a nation. You hold secret victory counters for some nations and lay influence cards in front of you to steer them: call votes that bring nations into the red or the blue camp, send them to war, raise their status. At the end of every turn you score for your counters; after at most ten turns the most points win.'],
    ja: ['ゲームの目的', '三十年戦争の9か国（スペイン、イングランド、フランス、デンマーク、ネーデルラント、スウェーデン、ドイツ諸侯、ハプスブルク帝国、ポーランド）は中立から始まります。国を所有するプレイヤーはいません。いくつかの国の秘密の勝利得点カウンターを持ち、自分の前に影響力カードを置いて各国を動かします。投票で国を赤陣営・青陣営に加え、戦争させ、地位を高めます。毎ターンの終わりにカウンターの得点を得て、最大10ターンの後、最も得点の多いプレイヤーの勝ちです。'],
    img: 'board.jpg',
    cap: { en: 'The table: the map (each neutral nation has its own pale colour; red camp hatched, blue camp dotted), every player\'s influence piles just below it, then the nations table; your hand, your secret counters, trade and vote on the right.', ja: 'テーブル：マップ（中立国はそれぞれ淡い色、赤陣営は斜線、青陣営は点）、その下に全プレイヤーの影響力の山、列強表。右に手札・秘密のカウンター・取引・投票。' },
  },
  {
    id: 'piles',
    en: ['Influence piles', 'You have at most one pile per nation. A named card goes to its nation\'s pile; an Open card joins a strong pile that already holds a named card. A pile is strong or weak: a weak pile takes no cards. A pile\'s influence is the sum of its cards: it gives that many votes, and at scoring a counter of that nation scores the smaller of the nation\'s status and your influence there.'],
    ja: ['影響力の山', '国ごとに山は1つまで。国名カードはその国の山へ、オープンカードは国名カードのある強い山に加わります。山は強いか弱いかのどちらかで、弱い山にはカードを置けません。山の影響力はカードの合計値で、その数だけ投票でき、得点計算ではその国のカウンター1枚につき「その国の地位」と「あなたの影響力」の小さい方を得ます。'],
  },
  {
    id: 'turn',
    en: ['Your turn', '1. Remove one card from a weak pile, if you have one. 2. Draw four cards. 3. Trade once with another player, if you like (up to three cards each way; the others see only the kinds). 4. Play up to two special cards. 5. Hold the forced vote in one nation where you have influence. 6. Discard down to 13 cards. After everyone\'s turn the table scores, and from turn 7 a die may end the game early.'],
    ja: ['手番', '1. 弱い山があれば1枚取り除く。2. カードを4枚引く。3. 希望すれば他のプレイヤーと1回取引（双方3枚まで。他のプレイヤーには種類だけが見えます）。4. 特殊カードを2枚まで使う。5. 影響力のある国で強制投票を1回行う。6. 手札を13枚まで捨てる。全員の手番の後に得点計算を行い、第7ターン以降はダイスでゲームが早く終わることがあります。'],
  },
  {
    id: 'votes',
    en: ['Votes and war', 'The caller picks a nation (it may lay cards there first) and a subject: a neutral nation joins a camp; an aligned one may go to war against a nation of the other camp, change side, or rearm. The others may then lay cards there in secret; then everyone with a pile there votes red or blue at once. Whoever voted for the losing side has their pile there turned weak (or loses a card). In a war each side rolls two dice, takes the difference and adds its modifiers; the loser loses status and army size.'],
    ja: ['投票と戦争', '投票を行うプレイヤーは国を選び（先にカードを置いてもよい）、議題を決めます。中立国は陣営への参加、陣営に属する国は相手陣営の国への宣戦、陣営の変更、再軍備です。他のプレイヤーはその国に秘密裏にカードを置け、その後その国に山を持つ全員が同時に赤か青に投票します。負けた側に投票したプレイヤーは、その国の山が弱くなります（弱い山ならカードを1枚失います）。戦争では双方がダイス2個の差に修正を加え、負けた国は地位と軍の規模を失います。'],
  },
  {
    id: 'specials',
    en: ['Special cards', 'Vote (an extra vote), Military Improvement, Increase Army Size, Increase Status, Military Leader (+2 in war this turn), Assassin (remove any one card from any pile) and Unrest. Click a special card in your hand, then its target on the map or on a pile; the card is played only with its target, so until then you can put it back.'],
    ja: ['特殊カード', '投票（追加の投票）、軍事改良、軍拡、地位向上、軍事指導者（このターン戦争で+2）、暗殺者（いずれかの山のカード1枚を除去）、動乱。手札の特殊カードをクリックし、マップまたは山で対象を選びます。カードは対象と一緒にプレイされるので、対象を選ぶまでは戻せます。'],
  },
  {
    id: 'table',
    en: ['Reading the table', 'What to do is always in the guidance panel (on a phone, the sheet at the bottom of the screen). Targets you may click are outlined in black. The log names every player. At the end the ranking shows each player\'s points and the victory counters they held.'],
    ja: ['画面の見方', 'やるべきことは常に行動ガイダンス（スマートフォンでは画面下のシート）に表示されます。クリックできる対象は黒枠で示されます。ログはプレイヤーを名前で示します。終了時には各プレイヤーの得点と保有していた勝利得点カウンターが順位表に表示されます。'],
  },
];

/** The page's content in `lang`. */
export function rules(lang) {
  return rulesPage(SECTIONS, lang, import.meta.url);
}

const SUMMARY = {
  en: {
    phases: [
      ['Weak pile', 'If you have one, remove one card from a weak pile.'],
      ['Draw', 'Draw 4 cards.'],
      ['Trade (optional)', 'Once, with one player: up to 3 cards each way. The others see only the kinds.'],
      ['Special cards', 'Up to 2, each with its target: Vote, Military Improvement, Increase Army Size, Increase Status, Military Leader (+2 in war), Assassin, Unrest.'],
      ['Forced vote', 'In one nation where you have influence. Neutral: join red or blue. Aligned: war, change side, or rearm (army size 0).', 'The others may lay cards there in secret; then everyone with a pile votes at once, one vote per point of influence.', 'Backers of the losing side: pile turns weak (a weak pile loses a card).'],
      ['Hand limit', 'Discard down to 13 cards.'],
      ['End of the turn (after every player)', 'Each counter scores the smaller of its nation\'s status and your influence there. The first player moves on; leaders and unrest go.', 'Early end on a die of 1 after turn 7, 1–2 after turn 8, 1–3 after turn 9.'],
    ],
    notes: [
      ['War', 'Each side: difference of two dice + military ability, +2 per leader, −1 at army size 0 or in unrest. The loser loses status and army size.'],
      ['End', 'After turn 10 at the latest; most points win.'],
    ],
  },
  ja: {
    phases: [
      ['弱い山', '弱い山があれば、そのカードを1枚取り除きます。'],
      ['カードを引く', '4枚引きます。'],
      ['取引（任意）', '1人と1回、双方3枚まで。他のプレイヤーには種類だけが見えます。'],
      ['特殊カード', '対象を選んで2枚まで：投票、軍事改良、軍拡、地位向上、軍事指導者（戦争で+2）、暗殺者、動乱。'],
      ['強制投票', '影響力のある国で1回。中立国：赤か青に参加。陣営国：宣戦、陣営変更、再軍備（軍の規模0のとき）。', '他のプレイヤーは秘密裏にカードを置け、その後その国に山を持つ全員が同時に投票（影響力1につき1票）。', '負けた側に投票した山は弱くなります（弱い山はカードを1枚失います）。'],
      ['手札の上限', '13枚まで捨てます。'],
      ['ターンの終わり（全員の手番の後）', 'カウンター1枚につき「その国の地位」と「あなたの影響力」の小さい方を得点。先手番が移り、軍事指導者と動乱は取り除かれます。', '第7ターン後はダイス1、第8ターン後は1〜2、第9ターン後は1〜3でゲームが早く終わります。'],
    ],
    notes: [
      ['戦争', '双方「ダイス2個の差＋軍事能力」、指導者1人につき+2、軍の規模0や動乱中は−1。負けた国は地位と軍の規模を失います。'],
      ['終了', '遅くとも第10ターン後。得点の最も多いプレイヤーの勝ち。'],
    ],
  },
};

/** The turn summary in `lang`. */
export function summary(lang) {
  return turnSummary(SUMMARY, lang);
}
