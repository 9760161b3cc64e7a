// Imperial's rules page in the app: how to play, in our own words, in English and Japanese, with pictures of
// this site's board, and its turn summary (the player aid). The table shell shows the page at #/rules/imperial
// (found through /api/games) and the summary from the table, the lobby and the page.

import { rulesPage, turnSummary } from '../../dom.js';

const SECTIONS = [
  {
    id: 'idea',
    en: ['The idea', 'Six great powers of 1914 — Austria-Hungary, Italy, France, Britain, Germany and Russia — act in a fixed order. Nobody owns a nation: you are an investor. You buy bonds of nations, and whoever holds the most bond value in a nation governs it and decides what it does on its turn. When a nation reaches 25 power points the game ends; each bond then scores its interest times its nation\'s power factor, and each 1M of cash scores 1. Most points win.'],
    ja: ['ゲームの目的', '1914年の6列強（オーストリア＝ハンガリー、イタリア、フランス、英国、ドイツ、ロシア）が決まった順番で手番を行います。国を所有するプレイヤーはいません。あなたは投資家です。各国の債券を買い、ある国の債券を最も多く（額面の合計で）持つプレイヤーがその国の統治者となり、その国の手番で行動を決めます。いずれかの国が25点に達するとゲーム終了。債券ごとに「配当×その国の倍率」、現金1Mにつき1点を得て、最も多いプレイヤーの勝ちです。'],
    img: 'board.jpg',
    cap: { en: 'The table: the map with every unit, factory and flag; the rondel to its right; the nations table and the power chart below the map; the player panel in a corner of the map (click it to move it to the other corner); what to do on the far right.', ja: 'テーブル：マップ（部隊・工場・課税マーカー）、その右にゲームダイヤル、マップの下に列強国情報と得点チャート、マップの隅にプレイヤー情報（クリックで反対側へ移動）、右端に行動ガイダンス。' },
  },
  {
    id: 'rondel',
    en: ['A nation\'s turn: the rondel', 'The government moves the nation\'s marker clockwise around the rondel (the game dial) and carries out the space it stops on. The first placement is free. Afterwards up to three spaces are free; each further space costs 2M (the page shows the cost on each space you can reach and asks once before you pay). Spaces: Factory, Production (twice), Maneuver (twice), Investor, Import, Taxation.'],
    ja: ['列強国の手番：ゲームダイヤル', '統治者はその国のマーカーをゲームダイヤル上で時計回りに進め、止まったマスの行動を行います。最初の配置は無料。その後は3マスまで無料で、それを超える1マスごとに2Mかかります（到達できるマスに費用が表示され、支払う前に一度だけ確認します）。マスは工場、生産（2か所）、機動（2か所）、投資家、輸入、課税です。'],
    img: 'rondel.png',
    cap: { en: 'The rondel: the reachable spaces are outlined in red with their cost ("free", "2M" …); the letters are the nations\' markers.', ja: 'ゲームダイヤル：到達できるマスは赤枠で費用（「無料」「2M」など）を表示。文字は各国のマーカーです。' },
  },
  {
    id: 'production',
    en: ['Factory, production and import', 'Factory: build one factory (5M from the treasury) on an empty site of your home provinces — a brown house is an armaments factory (armies), a blue hull a shipyard (fleets). Production: every factory not blocked by a hostile army makes one unit. Import: up to three units at 1M each from the treasury, placed in your home provinces (armies) or ports (fleets). On the map, grey marks show where you may build or import: click one.'],
    ja: ['工場・生産・輸入', '工場：自国の空いた工場用地に工場を1つ建設（国庫から5M）。茶色の家形が軍備工場（陸軍）、水色の船体形が造船所（艦隊）です。生産：敵対陸軍にふさがれていない工場がそれぞれ1部隊を生産。輸入：国庫から1部隊1Mで3部隊まで、陸軍は本国の州、艦隊は港に置きます。マップ上の灰色の印が建設・輸入できる場所です。クリックしてください。'],
  },
  {
    id: 'maneuver',
    en: ['Maneuver', 'Fleets move first, then armies, each unit once: a fleet to an adjacent sea, an army to an adjacent land or across seas held by your fleets (one army per fleet), and freely by rail through your own home provinces. Click a highlighted unit, then its destination — or drag it there. The number in brackets next to a stack is how many of it have moved. Entering a region with foreign units you choose: battle (one unit of each side is removed), coexist, or in a foreign home province friendly or hostile. Three armies in a foreign factory province may destroy the factory (the bomb mark). When you end the maneuver, your flags go on every neutral region you alone occupy.'],
    ja: ['機動', '艦隊が先、次に陸軍が、それぞれ1回ずつ移動します。艦隊は隣接する海域へ、陸軍は隣接する陸地へ、または自国艦隊のいる海を渡って（艦隊1つにつき陸軍1つ）移動し、自国本土の州は鉄道で自由に通れます。強調表示された部隊をクリックして移動先をクリック（ドラッグでも可）。部隊の横の（数字）はそのうち移動済みの数です。他国の部隊がいる地域に入るときは、戦闘（双方1部隊ずつ除去）、共存、他国本土なら友好か敵対を選びます。他国の工場がある州に陸軍3つがいれば工場を破壊できます（爆弾の印）。機動の終わりに、単独で占領している中立地域に課税マーカーを置きます。'],
  },
  {
    id: 'investor',
    en: ['Investor and taxation', 'Investor: every nation pays interest on its bonds to their holders, then the player with the investor card may buy one bond (or trade one of theirs up) in any nation, and the card passes on. Taxation: 2M per working factory plus 1M per flag; the nation\'s power points rise with the revenue above 5M, the government gets a bonus, and the treasury keeps the rest minus 1M per unit. Open a nation\'s bond window by clicking its row in the nations table; you may also donate money to a nation there.'],
    ja: ['投資家と課税', '投資家：各国が債券の保有者に配当を支払い、その後、債券購入権を持つプレイヤーが好きな国の債券を1枚購入（または保有債券を交換）し、購入権は次のプレイヤーへ移ります。課税：稼働中の工場1つにつき2M、課税マーカー1つにつき1M。5Mを超えた分だけ得点が上がり、統治者はボーナスを受け取り、残りから1部隊につき1Mを引いた額が国庫に入ります。列強国情報の行をクリックするとその国の債券ウィンドウが開き、寄付もできます。'],
  },
  {
    id: 'table',
    en: ['Reading the table', 'What to do is always in the guidance panel (on a phone, the sheet at the bottom of the screen): the instruction, and buttons for choices that are not places. "All choices as a list" lists every legal move with its cost. The power chart shows each nation\'s points and factor band (×1 … ×5) and its history by round. The log names every player; a change of government is highlighted. Use the history buttons to step back through the game.'],
    ja: ['画面の見方', 'やるべきことは常に行動ガイダンス（スマートフォンでは画面下のシート）に表示されます：指示と、場所ではない選択肢のボタンです。「選択肢の一覧」には合法手が費用付きで並びます。得点チャートは各国の得点と倍率帯（×1〜×5）、ラウンドごとの推移を示します。ログはプレイヤーを名前で示し、統治者の交代は強調表示されます。履歴ボタンで過去の局面をたどれます。'],
  },
];

/** The page's content in `lang`. */
export function rules(lang) {
  return rulesPage(SECTIONS, lang, import.meta.url);
}

const SUMMARY = {
  en: {
    phases: [
      ['A nation\'s turn', 'Nations act in the order AH, IT, FR, GB, GE, RU; the nation\'s government (its biggest bondholder) decides.'],
      ['Move on the rondel', 'Clockwise, 1–3 spaces free; a 4th, 5th, 6th space costs 2M, 4M, 6M (classic: from the treasury; 2010: the government\'s own cash). The first placement is free.'],
      ['Factory', 'One factory on an empty home site: 5M from the treasury.'],
      ['Production', 'Every factory not blocked by a hostile army makes one army (armaments) or fleet (shipyard).'],
      ['Import', 'Up to 3 units at 1M each from the treasury, in home provinces or ports.'],
      ['Maneuver', 'Fleets, then armies, one move each; convoys (one army per fleet) and rail through home provinces.', 'Meeting foreign units: battle (one for one), coexist, or friendly / hostile. Three armies may destroy a factory.', 'Then a flag on every neutral region held alone.'],
      ['Investor', 'Interest to every bondholder (stopping here only). The card holder gets 2M and buys or trades up one bond; players without a nation (2010: Swiss banks) may invest too.', 'Passing this space also starts the investor turn.'],
      ['Taxation', '2M per working factory + 1M per flag. Power points rise by revenue − 5 (at most 10); the government gets 1M per tax-chart step up; the treasury keeps revenue − 1M per unit.'],
    ],
    notes: [
      ['Government', 'The most bond value in a nation; a challenger needs strictly more.'],
      ['End', 'A nation reaches 25 power points.'],
      ['Score', 'Each bond: interest × its nation\'s factor (power ÷ 5, rounded down); + 1 per 1M of cash.'],
    ],
  },
  ja: {
    phases: [
      ['列強国の手番', 'AH、IT、FR、GB、GE、RUの順。その国の統治者（債券の額面が最も多いプレイヤー）が決めます。'],
      ['ゲームダイヤルで移動', '時計回りに3マスまで無料、4・5・6マス目は2M・4M・6M（classic：国庫から、2010：統治者の現金から）。最初の配置は無料。'],
      ['工場', '自国の空いた工場用地に工場を1つ：国庫から5M。'],
      ['生産', '敵対陸軍にふさがれていない工場がそれぞれ陸軍（軍備工場）か艦隊（造船所）を1つ生産。'],
      ['輸入', '国庫から1部隊1Mで3部隊まで、本国の州か港に置きます。'],
      ['機動', '艦隊、次に陸軍が1回ずつ移動。輸送（艦隊1つにつき陸軍1つ）と本国内の鉄道。', '他国の部隊と出会ったら：戦闘（1対1で除去）、共存、友好／敵対。陸軍3つで工場を破壊できます。', '最後に、単独で占める中立地域に課税マーカー。'],
      ['投資家', '止まったときだけ債券の配当を支払い。購入権の持ち主は2Mを得て債券を1枚購入または交換。国を持たないプレイヤー（2010：スイス銀行）も投資できます。', '通過しても投資家の手番が起きます。'],
      ['課税', '稼働中の工場1つにつき2M＋課税マーカー1つにつき1M。得点は「税収−5」だけ上がり（最大10）、統治者は課税チャートの上昇1段につき1M、国庫は税収から1部隊につき1Mを引いた額。'],
    ],
    notes: [
      ['統治者', 'その国の債券の額面合計が最も多いプレイヤー。交代には真に多い額が必要。'],
      ['終了', 'いずれかの国が25点に達したとき。'],
      ['得点', '債券ごとに配当×その国の倍率（得点÷5、切り捨て）＋現金1Mにつき1点。'],
    ],
  },
};

/** The turn summary in `lang`. */
export function summary(lang) {
  return turnSummary(SUMMARY, lang);
}
