// Liberté's rules page in the app: how to play, in our own words, in English and Japanese, with pictures of this
// site's board (retaken by e2e/pictures.js), and its turn summary (the player aid). The table shell shows the page
// at #/rules/liberte (found through /api/games) and the summary from the table, the lobby and the page.

import { rulesPage, turnSummary } from '../../dom.js';

const SECTIONS = [
  {
    id: 'idea',
    en: ['The idea', [
      'France, 1789 to 1799. Three factions fight over the Revolution: the moderates (blue), the royalists (white) and the radicals (red). You are none of them. You back whichever you like, placing their faction blocks in the 27 provinces of France under your own control tokens, and you score when the factions you backed win the elections.',
      'The game lasts four turns, and each turn ends with an election. The faction with most votes forms the government and the one with the second most becomes the opposition; the players who brought in most votes of those two colours score victory points (VP). Two sudden deaths can end the game early, and then VP do not count at all: a radical landslide is won by the player with most red points, a royalist counter-revolution by the player with most white points. Otherwise, most VP after the fourth election win.',
    ]],
    ja: ['ゲームの目的', [
      '1789年から1799年のフランス。穏健派（青）・王党派（白）・急進派（赤）の3派閥が革命の行方を争います。プレイヤーはどの派閥でもありません。好きな派閥を支援し、その派閥ブロックを自分の支配トークンの下でフランスの27州に置き、支援した派閥が選挙に勝つと得点します。',
      'ゲームは4ターンで、各ターンの最後に選挙があります。最多の票を得た派閥が政府を、2番目の派閥が野党を担い、その2色の票を最も多く集めたプレイヤーが勝利ポイント（VP）を得ます。2つのサドンデスでゲームが早く終わることがあり、そのときVPは一切数えません。急進派の選挙地すべりでは赤ポイント、王党派の反革命では白ポイントが最も多いプレイヤーの勝ちです。そうでなければ、4回目の選挙の後にVPが最も多いプレイヤーの勝ちです。',
    ]],
    img: 'table-turn-2.jpg',
    cap: {
      en: 'The table in turn 2: the map of France with every stack; beside it the face-up cards and the deck, the supplies, the turn track with its battles, the battle box and the election track; your hand below; what to do on the right.',
      ja: '第2ターンのテーブル：スタックの置かれたフランス地図、その横に表向きのカードとデッキ、サプライ、戦闘の記されたターントラック、戦闘ボックス、選挙トラック。下に手札、右に行動ガイダンス。',
    },
  },
  {
    id: 'board',
    en: ['The board and the cards', 'The map has 27 provinces in 6 regions: West 1–5, North 6–9, East 10–13, Centre 14–18, South-West 19–22 and South-East 23–27. They are numbered in the order they vote, from 1 Normandie; 8 Île-de-France is Paris. Eleven provinces carry a fleur-de-lis ⚜, which matters for the counter-revolution, and four are worth VP from turn 3: Paris 3, Guyenne, Provence and Lyonnais 2 each.', [
      ['Faction blocks:', '28 blue, 24 white and 30 red, in three supplies beside the board. On the map a block always belongs to a stack under a player\'s control token.'],
      ['Personality cards', 'carry a faction colour, a value of 1 to 3 (drawn as blocks), a region (the background colour, also shown on the little map of France) and perhaps a symbol.'],
      ['Club cards', 'are wild cards: one block of their faction colour in any province, and every club has a cannon.'],
      ['Special cards', 'are events that remove blocks or cards (below). They have no value.'],
      ['Symbols:', 'a cannon lets the card put a control token in the battle box instead of placing blocks; a sans-culotte lets your display hold a fifth card while it shows this one; a general lets you lead the army in the battle.'],
      ['Your display', 'holds up to 4 cards (5 with a sans-culotte) that you keep face up after playing them. They come back to your hand at the start of the next turn, and in ties you promote them: a promoted card is discarded for its value, whether it wins or not.'],
      ['Two sets:', 'the 110 cards come in set A, which favours the moderates and the royalists, and set B, which favours the radicals. Set A is dealt first, so set B comes into play later. When the deck runs out, the discards are shuffled at once into a new deck, A and B mixed.'],
    ]],
    ja: ['ボードとカード', '地図は6地方27州です：西部1〜5、北部6〜9、東部10〜13、中部14〜18、南西部19〜22、南東部23〜27。州の番号は投票の順番で、1ノルマンディーから始まり、8イル＝ド＝フランスがパリです。11州にフルール・ド・リス⚜があり（王党派の反革命に関わります）、4州は第3ターンからVPになります：パリ3、ギュイエンヌ・プロヴァンス・リヨネ各2。', [
      ['派閥ブロック：', '青28・白24・赤30個。ボードの横のサプライに置きます。地図上のブロックは必ずスタックの一部で、プレイヤーの支配トークンの下にあります。'],
      ['人物カード', 'には派閥色、バリュー（1〜3、ブロックの数で表示）、地方（背景色。カード内の小さなフランス地図にも表示）と、場合によってシンボルがあります。'],
      ['クラブカード', 'はワイルドカードです。その派閥色のブロック1個をどの州にでも置け、すべてのクラブに火砲があります。'],
      ['特殊カード', 'はブロックやカードを取り除くイベントです（後述）。バリューはありません。'],
      ['シンボル：', '火砲があれば、ブロックを置く代わりに支配トークンを戦闘ボックスに置けます。サンキュロットが人物ディスプレイにある間は5枚目のカードを置けます。将軍がいれば戦闘で軍を率いられます。'],
      ['人物ディスプレイ', 'には、プレイしたカードを最大4枚（サンキュロットがあれば5枚）表向きで残せます。次のターンの始めに手札に戻り、膠着の際には促進に使います。促進したカードは勝敗にかかわらず捨札です。'],
      ['AセットとBセット：', '110枚のカードは、穏健派と王党派に有利なAセットと、急進派に有利なBセットに分かれます。Aセットが先に配られるので、Bセットは後から出てきます。デッキが尽きるとすぐに捨札をシャッフルして新しいデッキにします（AとBは混ざります）。'],
    ]],
    img: 'map-turn-2.jpg',
    cap: {
      en: 'The map: each province\'s number and name, ⚜ for a fleur-de-lis and its VP; every stack as its blocks in their faction\'s colour under its owner\'s token, the controlling stack outlined.',
      ja: '地図：各州の番号と名前、フルール・ド・リス（⚜）とVP。スタックは派閥色のブロックと持ち主のトークンで表示され、支配しているスタックは太枠です。',
    },
  },
  {
    id: 'setup',
    en: ['Set-up', 'A random player goes first and the others follow clockwise. Each player is dealt 7 cards of the shuffled set A; the rest of set A goes on top of the shuffled set B to form the deck, and its top three cards are turned face up beside it. Two blocks of each faction are set aside under turn 2 of the turn track; they go back to the supplies when turn 2 begins. The three election markers start at 0.'],
    ja: ['セットアップ', 'ランダムに決めたプレイヤーが最初で、以下時計回りです。シャッフルしたAセットから各プレイヤーに7枚ずつ配り、残りのAセットをシャッフルしたBセットの上に重ねてデッキにし、上から3枚を表向きにデッキの横に並べます。各派閥のブロックを2個ずつターントラックの第2ターンの下に置きます（第2ターン開始時にサプライへ戻ります）。3つの選挙マーカーは0から始まります。'],
    img: 'table-start.jpg',
    cap: {
      en: 'The table as the game begins: 7 cards in your hand, three face-up cards beside the deck, an empty map.',
      ja: 'ゲーム開始時のテーブル：手札7枚、デッキの横に表向きのカード3枚、まだ何もない地図。',
    },
  },
  {
    id: 'turn',
    ordered: true,
    en: ['A turn, step by step', 'Each phase is completed by everyone, in player order, before the next begins.', [
      ['Player order', '(turns 2–4): the player with most VP goes first, then the others by VP; players with equal VP are put in random order. Turn 1 keeps the set-up order.'],
      ['Refresh', '(turns 2–4): everyone takes the cards of their display back into their hand. In player order, each player discards as many cards as they like, then fills their hand up to 7 cards one at a time, from the face-up cards or the deck (a face-up card taken is replaced from the deck at once). A player who already holds 7 or more takes nothing.'],
      ['Action rounds:', 'in player order, each player takes one action — play cards, take cards or pass — round after round, until a faction\'s supply is empty; then the round is finished, so that everyone has taken the same number of actions.'],
      ['Battle', '(turns 2–4): the player with most control tokens in the battle box and a general in their display leads the army and scores the battle\'s VP.'],
      ['Election:', 'the 27 provinces vote in order, the government and the opposition are formed, VP are awarded, and the turn marker moves on.'],
    ]],
    ja: ['ターンの流れ', '各フェイズは全員がプレイヤーの順番で終えてから次に進みます。', [
      ['プレイヤーの順番決定', '（第2〜4ターン）：VPの最も多いプレイヤーが先頭で、以下VP順。VPが同じプレイヤーの間はランダムです。第1ターンはセットアップの順番のままです。'],
      ['手札のリフレッシュ', '（第2〜4ターン）：全員が人物ディスプレイのカードを手札に戻します。順番に、各プレイヤーは好きな枚数を捨ててから、表向きのカードかデッキから1枚ずつ取って手札を7枚まで補充します（表向きのカードを取ったらすぐにデッキから補充）。すでに7枚以上持っていれば取りません。'],
      ['アクションフェイズ：', '順番に1人1アクション（カードのプレイ、カードの取得、パスのいずれか）をラウンドごとに繰り返し、いずれかの派閥のサプライが尽きたら、全員のアクション数がそろうまでそのラウンドを続けて終了します。'],
      ['戦闘フェイズ', '（第2〜4ターン）：戦闘ボックスの支配トークンが最も多く、人物ディスプレイに将軍のいるプレイヤーが軍を率い、その戦闘のVPを得ます。'],
      ['選挙フェイズ：', '27州が順に投票し、政府と野党が決まり、VPが与えられ、ターンマーカーが進みます。'],
    ]],
  },
  {
    id: 'actions',
    en: ['Actions', 'On your action you do one of three things.', [
      ['Play cards.', 'Play one club or personality card from your hand and either place as many blocks as its value, in its faction colour — a personality\'s blocks go into provinces of its region, split over several of them if you like, a club\'s single block into any province — or, from turn 2 and only with a cannon on the card, put one control token in the battle box instead (one token, whatever the value). You then keep the card in your display, if there is room, or discard it.'],
      ['A second value-1 card:', 'if the first card was worth 1 and placed its block, you may play a second value-1 card in the same action, provided both cards have the same region or one of them is a club; its block goes into the same region as the first.'],
      ['One special card', 'may be played in the same action as well, before, between or after the other cards, or on its own.'],
      ['Take cards.', 'With 9 or more cards in hand you first discard two. Then take one of the three face-up cards (it is replaced from the deck at once) or draw the top card of the deck. If you took a face-up club or personality of value 1, you may take a second face-up value-1 card too, even one the replacement has just revealed, and even if you now hold 9 or more.'],
      ['Pass.', 'You do nothing now, and you may act again when your turn comes round.'],
      ['The first-edition option', 'of the table switches off both second value-1 cards: one club or personality card per action, one card taken per action.'],
      ['The end of the action phase:', 'once a faction\'s supply is spent, the round is played to its end. Blocks that special cards send back to the supply do not reopen the phase.'],
    ]],
    ja: ['アクション', '自分のアクションでは次の3つのうち1つを行います。', [
      ['カードのプレイ：', '手札からクラブカードか人物カードを1枚プレイし、バリューと同じ数のその派閥色のブロックを置きます。人物カードならその地方の州に（複数の州に分けても構いません）、クラブカードならどの州にでも1個です。または第2ターン以降、火砲のあるカードなら、ブロックの代わりに支配トークンを1個戦闘ボックスに置けます（バリューにかかわらず1個）。その後、空きがあればカードを人物ディスプレイに残すか、捨札にします。'],
      ['2枚目のバリュー1カード：', '1枚目がバリュー1でブロックを置いた場合、同じアクションでもう1枚バリュー1のカードをプレイできます。2枚が同じ地方か、どちらかがクラブカードであることが条件で、2個目のブロックは1個目と同じ地方に置きます。'],
      ['特殊カード1枚', 'も同じアクションでプレイできます。他のカードの前でも間でも後でも、特殊カードだけでも構いません。'],
      ['カードの取得：', '手札が9枚以上なら先に2枚捨てます。その後、表向きのカード3枚から1枚を取る（すぐにデッキから補充）か、デッキの一番上を引きます。表向きのバリュー1のクラブか人物カードを取った場合は、表向きのバリュー1のカードをもう1枚取れます。補充で表になったカードでもよく、手札が9枚以上になっていても構いません。'],
      ['パス：', '今は何もしません。順番が回ってくれば、また行動できます。'],
      ['初版ルールのオプション', 'を選んだテーブルでは、2枚目のバリュー1カードはプレイも取得もできません（1アクションにクラブ／人物カード1枚、取得1枚）。'],
      ['アクションフェイズの終了：', 'いずれかの派閥のサプライが尽きたら、そのラウンドの最後まで続けます。特殊カードでブロックがサプライに戻っても、フェイズは延長されません。'],
    ]],
    img: 'hand-turn-2.png',
    cap: {
      en: 'Your hand: each card\'s name and number, its faction and value (M2 = two blue blocks), its region, and its symbols.',
      ja: '手札：各カードの名前と番号、派閥とバリュー（M2＝青ブロック2個）、地方、シンボル。',
    },
  },
  {
    id: 'stacks',
    en: ['Stacks and control', 'The blocks you place go into your own stack in the province, under one of your control tokens. A province holds at most three stacks, at most one per player, and a stack holds 1 to 3 blocks of one faction; you may add to your stack only blocks of its faction, up to three. Opening a new stack needs a free control token. A province is controlled by the player whose stack is taller than every other stack there; equal tallest stacks control nothing, and in the election they make a tie. Blocks that cannot be placed (the supply is spent, or no province can take them) are lost.'],
    ja: ['スタックと支配', '置いたブロックは、その州の自分のスタック（自分の支配トークンの下）に入ります。1州にスタックは3つまで、1プレイヤー1つまでで、スタックは同じ派閥のブロック1〜3個です。自分のスタックには同じ派閥のブロックだけを、3個まで足せます。新しいスタックを作るには空いている支配トークンが必要です。州は、他のどのスタックよりも高いスタックを持つプレイヤーが支配します。最も高いスタックが同じ高さなら誰も支配せず、選挙では膠着になります。置けないブロック（サプライが尽きた、置ける州がない）は失われます。'],
  },
  {
    id: 'battle',
    en: ['The battle', 'From turn 2 every turn has a battle: Valmy (turn 2, 4 VP), Fleurus (turn 3, 5 VP) and Rivoli (turn 4, 6 VP). Only a player with at least one control token in the battle box and at least one general in their display may lead the army; of those, the one with most tokens leads and scores the battle\'s VP. With equal tokens, each tied player in player order may promote one general; the highest value leads. If nobody may lead, or the tie stays unbroken, the battle is a defeat: a white block from the supply goes on the battle, and every defeat counts as one royalist province toward the counter-revolution. Finally the tokens in the battle box go back to their owners.'],
    ja: ['戦闘', '第2ターンから毎ターン戦闘があります：ヴァルミー（第2ターン、4VP）、フルーリュス（第3ターン、5VP）、リヴォリ（第4ターン、6VP）。戦闘ボックスに支配トークンを1個以上置き、人物ディスプレイに将軍が1人以上いるプレイヤーだけが軍を率いる資格を持ち、その中でトークンの最も多いプレイヤーが軍を率いてVPを得ます。トークンが同数なら、該当するプレイヤーが順番に将軍を1人ずつ促進でき、バリューの最も高いプレイヤーが率います。資格のあるプレイヤーがいないか膠着が打破されなければ敗戦で、サプライの白ブロックを戦闘に置きます。敗戦は1つにつき王党派が支配する州1つと数えます。最後に、戦闘ボックスのトークンは持ち主に戻ります。'],
  },
  {
    id: 'election',
    en: ['The election', 'The presence tokens leave the government box and the election markers go back to 0. Then the provinces vote one at a time, from 1 Normandie to 27 Lyonnais.', [
      ['A province\'s vote:', 'the tallest single stack wins one vote for its faction (in Paris, one vote per block of that stack). The player who controls it takes that many blocks off the stack and holds them as votes until the election ends, and the faction\'s marker moves up the election track. The other blocks stay. A province without stacks gives no vote.'],
      ['A tie in a province:', 'the owners of the tallest stacks, in player order, may each promote one card from their display of the same faction colour as their own stack (its region does not matter). The highest value wins the vote as above. Broken or not, a tie sends every block of the province back to the supply once the election is over, including the blocks of players who were not in it.'],
      ['Province VP:', 'from turn 3, the winner of the vote in Paris, Guyenne, Provence or Lyonnais scores that province\'s VP.'],
      ['Radical landslide:', 'if red has 17 or more votes when the last province has voted, the game ends at once (see below).'],
      ['Government and opposition:', 'the faction with most votes forms the government, the second the opposition. On a tie on the track, each player in player order may promote one card of a tied faction; the faction of the highest card wins and every other faction at the same level or lower moves back one space. This repeats as long as somebody promotes. A tie nobody breaks goes to the radicals over the moderates, and to the moderates over the royalists.'],
      ['Victory points:', 'most votes of the government\'s colour 5 VP, second most 2 VP; most votes of the opposition\'s colour 3 VP. When players tie for one of these places, they promote cards of that colour in player order, again and again among those still tied, until the tie breaks or nobody promotes. The loser of a broken tie for first place takes the 2 VP of second place. An unbroken tie gives each tied player 3 VP for the government\'s first place (second place is still awarded), 1 VP for its second place, and 2 VP for the opposition\'s first place.'],
      ['Presence:', 'every player holding votes of the government\'s colour puts a control token in the government\'s presence box; Purge and Terror need it. The held votes then go back to the supplies (blocks still on the map stay) and the next turn begins.'],
      ['An example:', 'in Bretagne, Anne has a stack of three red blocks, Jean two blue blocks and you two blue blocks. Red wins the vote although blue has four blocks in all: Anne takes one red block as her vote, red moves up one space, and the other blocks stay.'],
    ]],
    ja: ['選挙', '政府内のプレゼンスボックスのトークンを取り除き、選挙マーカーを0に戻します。その後、1ノルマンディーから27リヨネまで1州ずつ投票します。', [
      ['地方区選挙：', 'その州で最も高い単一のスタックの派閥が1票を得ます（パリではそのスタックのブロック1個につき1票）。そのスタックを支配するプレイヤーは票の数だけブロックを取り、選挙の終わりまで票として手元に持ちます。その派閥の選挙マーカーが進み、残りのブロックは州に残ります。スタックのない州は投票しません。'],
      ['州の膠着：', '最も高いスタックの持ち主が、順番に、自分のスタックと同じ派閥色のカードを人物ディスプレイから1枚ずつ促進できます（地方は関係ありません）。バリューの最も高いプレイヤーが上と同じように票を得ます。打破されてもされなくても、膠着のあった州のブロックは、膠着に関係のないプレイヤーのものも含め、選挙の後にすべてサプライに戻ります。'],
      ['州のVP：', '第3ターンから、パリ・ギュイエンヌ・プロヴァンス・リヨネで票を得たプレイヤーはその州のVPを得ます。'],
      ['急進派の選挙地すべり：', '最後の州の投票が終わった時点で赤が17票以上なら、ゲームはすぐに終了します（後述）。'],
      ['政府と野党：', '最多の票を得た派閥が政府、2番目が野党です。選挙トラックで同点なら、順番に各プレイヤーが同点の派閥のカードを1枚ずつ促進でき、最も高いカードの派閥が勝ち、選挙トラック上で同じレベルまたはそれより低いレベルの他の派閥はすべて1スペース後退します。誰かが促進する限りこれを繰り返します。打破されなければ、急進派が穏健派に、穏健派が王党派に勝ちます。'],
      ['勝利ポイント：', '政府の派閥色の票を最も多く持つプレイヤーが5VP、2番目が2VP、野党の派閥色の票を最も多く持つプレイヤーが3VPです。同数のときは、該当するプレイヤーがその色のカードを順番に促進し、膠着が打破されるか誰も促進しなくなるまで、なお同数のプレイヤーの間で繰り返します。1位の膠着で負けたプレイヤーは2位の2VPを得ます。打破されなければ、政府の1位はそれぞれ3VP（2位も与えられます）、政府の2位はそれぞれ1VP、野党の1位はそれぞれ2VPです。'],
      ['プレゼンス：', '政府の派閥色の票を持つプレイヤーは全員、支配トークンを政府内のプレゼンスボックスに置きます。粛清と恐怖政治にはプレゼンスが必要です。その後、手元の票はサプライに戻り（地図上のブロックは残ります）、次のターンが始まります。'],
      ['例：', 'ブルターニュで、アンヌが赤ブロック3個、ジャンが青ブロック2個、あなたが青ブロック2個のスタックを持っています。青は合わせて4個ですが、選挙に勝つのは赤です。アンヌは赤ブロック1個を票として取り、赤が1スペース進み、他のブロックは残ります。'],
    ]],
    img: 'tracks-turn-2.png',
    cap: {
      en: 'The tracks: supplies, the turn track with each battle\'s VP, the battle box, defeats and the royalist provinces toward 7, the election track with the 17-vote line, government, opposition and presence.',
      ja: 'トラック：サプライ、戦闘のVP付きのターントラック、戦闘ボックス、敗戦と7州に向けた王党派の州の数、赤17票の線のある選挙トラック、政府・野党・プレゼンス。',
    },
  },
  {
    id: 'specials',
    en: ['Special cards', 'A special card may target any player, yourself included. Cards discarded come back with the next deck; cards sent to the box never return.', [
      ['Bread shortage', '(set A, 4 cards): remove one block of the government\'s colour from any province (in turn 1, a block of any colour). It goes back to the supply.'],
      ['Emigration', '(set A, 2): remove a royalist (white) personality from any display. It is discarded.'],
      ['Religious issue', '(set A, 2): remove one blue or red block from any province. It goes back to the supply.'],
      ['Guillotine', '(set B, 2): remove a personality from any display. It goes to the box.'],
      ['Purge', '(set B, 4): needs your presence in the government. Remove a club or personality from any display. It is discarded.'],
      ['Terror', '(set B, 6): needs your presence in a red government. Either remove a whole stack from a province that holds at least one red stack (the red stack itself may be the one removed; its blocks go back to the supply), or remove a club or personality from any display to the box.'],
    ]],
    ja: ['特殊カード', '特殊カードは、プレイした本人を含めどのプレイヤーでも対象にできます。捨札になったカードは次のデッキで戻ってきますが、ボックスに戻したカードは二度と使われません。', [
      ['パンの欠乏', '（Aセット4枚）：いずれかの州から、政府と同じ派閥色のブロックを1個取り除きます（第1ターンは任意の色）。サプライに戻ります。'],
      ['亡命（移民）', '（Aセット2枚）：いずれかの人物ディスプレイから王党派（白）の人物カードを1枚取り除きます。捨札になります。'],
      ['宗教問題', '（Aセット2枚）：いずれかの州から青か赤のブロックを1個取り除きます。サプライに戻ります。'],
      ['ギロチン', '（Bセット2枚）：いずれかの人物ディスプレイから人物カードを1枚取り除きます。ボックスに戻ります。'],
      ['粛清', '（Bセット4枚）：政府内のプレゼンスが必要。いずれかの人物ディスプレイからクラブか人物カードを1枚取り除きます。捨札になります。'],
      ['恐怖政治', '（Bセット6枚）：急進派（赤）政府内のプレゼンスが必要。赤スタックが1つ以上ある州からスタックを1つ丸ごと取り除く（その赤スタック自身でも構いません。ブロックはサプライへ）か、いずれかの人物ディスプレイからクラブか人物カードを1枚ボックスに戻します。'],
    ]],
  },
  {
    id: 'end',
    en: ['How the game ends', 'Victory points count only at the end of turn 4; neither sudden death looks at them.', [
      ['After turn 4:', 'the player with most VP wins. A tie goes to the highest total value of the cards in the tied players\' displays; if they are still equal, they share the win.'],
      ['Radical landslide', '(17 or more red votes when the provinces have voted, in any turn): the game ends at once. Each player counts red points: the red votes they hold, the red blocks in their own stacks on the map, and the red blocks shown on the cards in their hand and display. Most red points win; a tie goes to the red blocks on the cards in hand and display; if still equal, the tied players share the win.'],
      ['Royalist counter-revolution', '(turns 3 and 4, outside the election): as soon as white stacks control 7 or more fleur-de-lis provinces — each defeat in battle counting as one — the game ends at once. Each player counts white points: the white blocks in their own stacks on the map and the white blocks shown on the cards in their hand and display. Most white points win; ties as for the landslide.'],
    ]],
    ja: ['ゲームの終了', '勝利ポイントを数えるのは第4ターン終了時だけで、サドンデスではVPを見ません。', [
      ['第4ターン終了：', 'VPの最も多いプレイヤーの勝ち。同点なら、人物ディスプレイのカードのバリュー合計が最も高いプレイヤーの勝ち。それでも同じなら、勝利を分かち合います。'],
      ['急進派の選挙地すべり', '（どのターンでも、州の投票が終わった時点で赤17票以上）：ゲームはすぐに終了します。各プレイヤーは赤ポイントを数えます：手元の赤の票、地図上の自分のスタックの赤ブロック、手札と人物ディスプレイのカードに描かれた赤ブロック。赤ポイントの最も多いプレイヤーの勝ち。同点なら手札と人物ディスプレイのカードの赤ブロックが多い方、それでも同じなら勝利を分かち合います。'],
      ['王党派の反革命', '（第3・4ターン、選挙フェイズ以外）：白スタックがフルール・ド・リスのある州を7つ以上支配したら（敗戦1つを1州と数えます）、ゲームはすぐに終了します。各プレイヤーは白ポイントを数えます：地図上の自分のスタックの白ブロックと、手札と人物ディスプレイのカードに描かれた白ブロック。白ポイントの最も多いプレイヤーの勝ち。同点の扱いは地すべりと同じです。'],
    ]],
  },
  {
    id: 'table',
    en: ['Playing here', 'What to do is always in the guidance panel (on a phone, the sheet at the bottom of the screen). Provinces and cards you may choose are highlighted: click a province to place a block there, a face-up card or the deck to take a card, a card of your display to promote it in a tie. Other choices are buttons in the panel, and "All choices as a list" shows every legal move. The players\' panel lists everyone in player order with their VP, hand size, tokens in the battle box and presence; only you see your hand and your red and white points. The server spots both sudden deaths for everyone, so nobody has to claim a counter-revolution.'],
    ja: ['このサイトでの遊び方', 'やるべきことは常に行動ガイダンス（スマートフォンでは画面下のシート）に表示されます。選べる州やカードは強調表示されます。州をクリックするとブロックを置き、表向きのカードかデッキをクリックするとカードを取り、膠着では人物ディスプレイのカードをクリックして促進します。その他の選択はガイダンスのボタンで、「選択肢の一覧」にはすべての合法手が並びます。プレイヤー欄には全員がプレイヤーの順番で、VP・手札の枚数・戦闘ボックスのトークン・プレゼンスとともに表示されます。あなたの手札と赤・白ポイントはあなただけに見えます。サドンデスはサーバーが全員のために判定するので、反革命を自分で宣言する必要はありません。'],
  },
  {
    id: 'decisions',
    en: ['Decisions of this table', 'Where the rules we follow leave something open, this table plays as follows.', [
      'The map, the 110 cards and the battles\' VP are this site\'s own design: real provinces, people and battles of the Revolution.',
      'Placement: three stacks a province, one per player, one to three blocks of one faction each, as reviews of the game describe it.',
      'Province VP go to the winner of the province\'s vote, in turns 3 and 4.',
      'A tie in a battle or in a province gets one round of promotions; ties on the election track and for VP repeat as long as somebody promotes.',
      'A whole round in which every player passes ends the action phase, so that a table where nobody wants to act still reaches the election.',
      'If no faction other than the government has a vote, there is no opposition and no opposition award.',
      'The counter-revolution is checked by the server after every action and after the battle, so it is never missed.',
    ]],
    ja: ['このテーブルでの取り決め', '従っているルールに定めのない点は、次のように遊びます。', [
      '地図、110枚のカード、戦闘のVPはこのサイト独自のデザインです（革命期の実在の州・人物・戦闘）。',
      '配置：1州にスタック3つまで、1プレイヤー1つまで、スタックは同じ派閥のブロック1〜3個（ゲームのレビューによる）。',
      '州のVPは、第3・4ターンにその州で票を得たプレイヤーが得ます。',
      '戦闘と州の膠着の促進は1巡だけです。選挙トラックとVPの膠着は、誰かが促進する限り繰り返します。',
      '全員が続けてパスしたラウンドでもアクションフェイズは終わります。誰も行動したがらないテーブルでも選挙にたどり着くためです。',
      '政府以外のどの派閥にも票がなければ、野党はなく、野党の得点もありません。',
      '王党派の反革命はアクションのたびと戦闘の後にサーバーが判定するので、見落とされることはありません。',
    ]],
  },
];

/** The page's content in `lang`. */
export function rules(lang) {
  return rulesPage(SECTIONS, lang, import.meta.url);
}

const SUMMARY = {
  en: {
    phases: [
      ['Player order (turns 2–4)', 'Most VP first; equal VP in random order.'],
      ['Refresh (turns 2–4)', 'Display back to hand; discard any cards; fill up to 7 from the face-up cards or the deck.'],
      ['Action rounds: one action each, in order', 'Play: a personality places its value in blocks of its colour in its region; a club one block anywhere; or, with a cannon (turn 2+), one token in the battle box. Keep it in your display (4 cards, 5 with a sans-culotte) or discard it. Also: a second value-1 card, one special card.', 'Take: with 9+ cards discard 2 first; one face-up card or the deck (+ a second face-up value-1 card).', 'Pass. The phase ends with the round in which a supply runs out.'],
      ['Battle (turns 2–4)', 'A general in your display and a token in the box to lead; most tokens lead. Valmy 4, Fleurus 5, Rivoli 6 VP. Equal tokens: promote a general. Nobody leads: a defeat.'],
      ['Election', 'Provinces 1–27: the tallest stack gives its faction 1 vote (Paris 1 per block); its owner holds the block. Tie: promote a card of your stack\'s colour.', 'Most votes: government; second: opposition.', 'VP: government colour 5 most / 2 second; opposition colour 3 most. From turn 3 Paris 3, Guyenne, Provence, Lyonnais 2.', 'Presence: everyone holding government votes.'],
    ],
    notes: [
      ['Landslide', '17+ red votes: the game ends; most red points win (votes held, red blocks in your stacks, red on your cards).'],
      ['Counter-revolution', 'Turns 3–4, outside the election: white controls 7 fleur-de-lis provinces (defeats count). Most white points win.'],
      ['End', 'After turn 4: most VP (tie: display value).'],
    ],
  },
  ja: {
    phases: [
      ['プレイヤーの順番（第2〜4ターン）', 'VPの多い順。同点はランダム。'],
      ['手札のリフレッシュ（第2〜4ターン）', 'ディスプレイを手札に戻し、好きなだけ捨て、表向きのカードかデッキから7枚まで補充。'],
      ['アクションフェイズ：順番に1アクション', 'プレイ：人物カードはバリュー分のブロックをその地方へ、クラブは1個を任意の州へ。火砲があれば（第2ターン〜）戦闘ボックスにトークン1個。ディスプレイ（4枚、サンキュロットで5枚）に残すか捨札。2枚目のバリュー1カード、特殊カード1枚も可。', '取得：9枚以上なら先に2枚捨てる。表向き1枚かデッキ（表向きのバリュー1ならもう1枚）。', 'パス。サプライが尽きたラウンドで終了。'],
      ['戦闘（第2〜4ターン）', 'ディスプレイに将軍、ボックスにトークンが必要。トークン最多が率いる。ヴァルミー4、フルーリュス5、リヴォリ6VP。同数は将軍を促進。率いる者なし：敗戦。'],
      ['選挙', '州1〜27：最も高いスタックの派閥に1票（パリはブロック1個につき1票）、持ち主がブロックを保持。膠着はスタックと同じ色のカードで促進。', '最多票が政府、2番目が野党。', 'VP：政府の色の票 最多5・2番目2、野党の色の票 最多3。第3ターンからパリ3、ギュイエンヌ・プロヴァンス・リヨネ2。', 'プレゼンス：政府の色の票を持つ全員。'],
    ],
    notes: [
      ['地すべり', '赤17票以上で終了。赤ポイント（手元の票、自分のスタックの赤、カードの赤）最多の勝ち。'],
      ['反革命', '第3・4ターンの選挙以外：白がフルール・ド・リスの州を7つ支配（敗戦も数える）。白ポイント最多の勝ち。'],
      ['終了', '第4ターン後：VP最多（同点はディスプレイのバリュー）。'],
    ],
  },
};

/** The turn summary in `lang`. */
export function summary(lang) {
  return turnSummary(SUMMARY, lang);
}
