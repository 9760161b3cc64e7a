// Age of Renaissance's rules page in the app: how to play, in our own words, in English and Japanese, with
// pictures of this site's board (retaken by e2e/pictures.js), and its turn summary (the player aid). The table
// shell shows the page at #/rules/age-of-renaissance (found through /api/games) and the summary from the table,
// the lobby and the page.

import { rulesPage, turnSummary } from '../../dom.js';

const SECTIONS = [
  {
    id: 'idea',
    en: ['The idea', [
      'Europe and the Mediterranean from about 750 to 1750. Each player runs one of the great merchant houses — Venice, Genoa, Barcelona, Paris, London or Hamburg — and spreads its markets over the map. A space filled up to its market number by one house becomes that house\'s domination marker: it counts for income, and it pays whenever a commodity card of the space\'s goods is played.',
      'Money buys advances — 26 of them in six categories — which are worth their price at the end and each give an ability. Misery rises with events, wars and neglect, and is subtracted from the score. The game ends when the deck of the chosen epoch runs out (or someone holds all 26 advances); the score is advances plus cash minus misery.',
    ]],
    ja: ['ゲームの目的', [
      '750年ごろから1750年ごろまでのヨーロッパと地中海。各プレイヤーは大商家（ヴェネツィア、ジェノヴァ、バルセロナ、パリ、ロンドン、ハンブルク）のひとつを担当し、市場を地図上に広げます。1つの商家が領土を商業数まで埋めると、その商家の支配駒になります。支配駒は収入になり、その領土の特産品カードが使われるたびにお金を生みます。',
      'お金で6種類26の進歩を買います。進歩はそれぞれ特典を持ち、終了時には価格がそのまま得点になります。悲劇数はイベントや戦争や放置で増え、得点から引かれます。選んだ時代の山が尽きるか、誰かが26の進歩をすべて得るとゲームは終わり、進歩＋現金−悲劇数で勝者を決めます。',
    ]],
    img: 'table-turn-3.jpg',
    cap: {
      en: 'The table: the turn, the order of play and this turn\'s shortages and surpluses above the map; the map with every space\'s market number, its commodities and each house\'s tokens and markers; the houses\' mats, your hand and the advance chart below; what to do on the right.',
      ja: 'テーブル：地図の上にターン、プレイ順、今ターンの不足と過剰。地図には各領土の商業数、特産品、各商家の駒。下に各商家のマット、手札、進歩表。右に行動ガイダンス。',
    },
  },
  {
    id: 'map',
    en: ['The map', 'The land is divided into spaces, each with a name, a market number and the commodities it produces. Thick lines group the spaces into eight areas, I to VIII; with fewer than six players some areas are out of play (ships may cross them, but no piece goes there).', [
      ['Market number:', 'how many tokens a space holds before it becomes a domination marker; it is also the space\'s strength when it is attacked.'],
      ['Satellites', '(a market number of 1 in a square) hold a single token and never a domination marker. A satellite\'s old token supports one neighbouring space of the same house, shown by an arrow: +1 to its defence.'],
      ['Capitals', 'are the six houses\' home spaces. A house\'s capital is always a base for its expansion, even when another house holds it, and its domination marker defends there at double strength.'],
      ['Commodities:', 'stone, wool, timber, grain, cloth, wine, metal, fur, silk, spice, gold and ivory, from cheapest to dearest.'],
      ['Seas and oceans:', 'crossing water needs a ship (below). Seas can be crossed by galleys only with The Heavens; oceans only with Ocean Navigation.'],
      ['Off the map:', 'the Far East (China, India, the East Indies) needs Ocean Navigation and the New World (North and South America) New World. West Africa and Iceland are reached only by sea. Area V needs Overland East.'],
    ]],
    ja: ['地図', '陸地は領土に分かれ、それぞれに名前、商業数、産出する特産品があります。太い線が領土をI〜VIIIの8つの地域にまとめ、6人未満では使わない地域があります（船で通過はできますが、駒は置けません）。', [
      ['商業数：', '支配駒になるまでに置ける市場駒の数で、攻撃されたときのその領土の強さでもあります。'],
      ['衛星都市', '（四角で囲まれた商業数1）には市場駒1個しか置けず、支配駒は置けません。衛星都市の■は、矢印で示された隣の同じ商家の領土1つを支援し、その防御力を+1します。'],
      ['首都', 'は6つの商家の本拠地です。自分の首都は、他の商家に取られていても常に拡張の起点になり、そこでは本来の持ち主の支配駒は2倍の防御力を持ちます。'],
      ['特産品：', '安いものから、石材、羊毛、木材、穀物、織物、ワイン、金属、毛皮、絹、香辛料、金、象牙。'],
      ['海と大洋：', '水域を越えるには船が必要です（後述）。ガレー船が海を越えるには天文学が、大洋を越えるには大洋航海が必要です。'],
      ['地図の外：', '極東（中国・インド・東インド）には大洋航海が、新世界（北アメリカ・南アメリカ）には新世界の進歩が必要です。西アフリカとアイスランドへは海からしか行けません。地域Vには東方陸路が必要です。'],
    ]],
    img: 'map-turn-3.jpg',
    cap: {
      en: 'The map: each space\'s marker shows its market number (squares are satellites, rings are capitals), coloured dots for its commodities and each house\'s tokens in its colour; a space tinted with a house\'s colour holds its domination marker. Dashed lines are links the shapes do not show.',
      ja: '地図：各領土の印に商業数（四角は衛星都市、太い輪は首都）、特産品の色の点、各商家の色の市場駒。商家の色に塗られた領土にはその支配駒があります。破線は形に表れないつながりです。',
    },
  },
  {
    id: 'setup',
    en: ['Set-up', 'Capitals and areas by the number of players: three players play Venice, Genoa and Barcelona in areas IV to VIII; the fourth adds Paris and area III, the fifth London and area II, the sixth Hamburg and area I. Everyone gets $40 and one card of the epoch I deck. Everyone writes a secret capital bid; the highest bidder chooses a capital first (equal bids by dice), everyone pays their bid, and each house puts a domination marker on its capital. Then everyone splits the rest of their money in secret into tokens and cash for the first turn, as in the order of play below.'],
    ja: ['セットアップ', '人数による首都と地域：3人はヴェネツィア・ジェノヴァ・バルセロナで地域IV〜VIII、4人目はパリと地域III、5人目はロンドンと地域II、6人目はハンブルクと地域Iを加えます。全員に$40と時代1の山のカード1枚を配ります。全員が首都の賭け金を秘密に決め、高い順に首都を選び（同額はダイスで）、賭け金を支払い、首都に支配駒を置きます。その後、残りのお金を最初のターンのトークンと現金に秘密裏に分けます（後述のプレイ順と同じ）。'],
    img: 'table-start.jpg',
    cap: {
      en: 'The table as the game begins: the capital bid. The form under the map seals your bid; who has bid is shown, not how much.',
      ja: 'ゲーム開始時のテーブル：首都の賭け金。地図の下の欄で賭け金を封印します。誰が賭けたかは見えますが、額は見えません。',
    },
  },
  {
    id: 'turn',
    ordered: true,
    en: ['A turn, step by step', 'The first five phases are played one player at a time in the order of play; the last two by everyone at once.', [
      ['Draw:', 'the first player may pay a commodity\'s base value to remove its shortage or surplus marker; then everyone draws a card.'],
      ['Buy cards:', 'with Urban Ascendancy a player may pay $10 for one more card; with Master Art a player may then discard one card for good.'],
      ['Play cards:', 'in order, each player plays one card or passes, round after round, until everyone has passed.'],
      ['Purchases,', 'each in this order and each optional: upgrade the ship, buy advances, pay for stabilization, buy misery relief.'],
      ['Expansion:', 'each player in order places their tokens on the map, competing where others are; a card may be bought for tokens; the player with most new domination markers draws a card.'],
      ['Income:', 'new pieces become old, everyone collects income, and the dice set next turn\'s shortages and surpluses.'],
      ['Order of play:', 'everyone splits their money in secret into tokens and cash; fewest tokens play first next turn.'],
    ]],
    ja: ['ターンの流れ', '最初の5フェイズはプレイ順に1人ずつ、最後の2フェイズは全員が同時に行います。', [
      ['カード引き：', '先頭のプレイヤーは特産品の基本価値を払ってその不足・過剰マーカーを取り除けます。その後、全員が1枚ずつ引きます。'],
      ['カード購入：', '都市の興隆を持つプレイヤーは$10でもう1枚引けます。芸術を持つプレイヤーはその後1枚を捨てられます。'],
      ['カード実行：', '順番に1人1枚プレイするかパスし、全員がパスするまでラウンドを繰り返します。'],
      ['購入：', 'この順に、どれも任意で：船の更新、進歩の購入、安定化の支払い、悲劇救済。'],
      ['拡張：', '順番に各プレイヤーが市場駒を地図に置き、他の商家がいれば競合します。トークンでカードを買うこともでき、新しい支配駒を最も多く置いたプレイヤーがカードを1枚引きます。'],
      ['収入：', '新しい駒が旧い駒になり、全員が収入を得て、ダイスで次のターンの不足と過剰が決まります。'],
      ['プレイ順：', '全員が秘密裏にお金をトークンと現金に分けます。トークンの少ないプレイヤーから次のターンの順番を取ります。'],
    ]],
  },
  {
    id: 'cards',
    en: ['The cards', 'The history deck is split into three epochs (about 750–1250, 1250–1500, 1500–1750). Played commodity cards and events with a circled epoch go to the replay pile and come back with the next epoch\'s deck; leaders and events with a squared epoch leave the game. A card that cannot be played stays in your hand, where it only makes stabilization dearer.', [
      ['Commodity cards', 'pay every player at once: the commodity\'s value × n², where n is the number of that commodity\'s spaces the player dominates (an off-map box counts for each of its goods). A shortage raises n by one, a surplus lowers it by one (only for the first card of that commodity in the turn); Industry raises it by one for a holder who has at least one such space. A card naming two commodities pays the one its player chooses.'],
      ['Leaders', 'give a credit (a discount) this turn toward the advances they name. A leader played after another one this turn may be protected: its owner names a sum and pays it to the bank, and each Patronage holder may pay that sum to the owner to use the same credit (free when nothing was paid). With Printed Word, a leader at once pays back its credit for each advance it names that you already hold; a leader used that way cannot be patronized.'],
      ['Weapons', '— Stirrups, Armor, Long Bow, Gunpowder — give their player a weapon level (1 to 4) for the turn; the better weapon gives +1 in competitions and wars. Stirrups and Armor are dead once Long Bow or Gunpowder has been played.'],
      ['Alchemist\'s Gold:', 'a player without Laws of Matter loses half of their recorded cash (rounded up).'],
      ['Black Death:', 'in one area every expansion token goes home and every domination marker is reduced to one token.'],
      ['Civil War:', 'a player takes a misery step, their capital\'s marker is reduced to a token, they lose half of their recorded cash and they expand last this turn.'],
      ['The Crusades:', 'put one of your markers on any space of area VI, removing what was there; you take a misery step. Dead once Mongol Armies has been played.'],
      ['Enlightened Ruler:', 'for the rest of the turn you ignore Mysticism Abounds, Religious Strife, Civil War, Revolutionary Uprisings, Rebellion and Alchemist\'s Gold.'],
      ['Famine:', 'every player takes 4 misery steps, one fewer for each grain space they dominate and one fewer with Improved Agriculture.'],
      ['Mysticism Abounds:', 'every player takes 4 misery steps, one fewer for each Science advance they hold.'],
      ['Papal Decree:', 'no one may buy advances of one category (Science, Religion or Exploration) this turn; Religious Strife lifts the ban.'],
      ['Pirates / Vikings:', 'reduce domination markers on coastal spaces to tokens: one in epoch I, two in epoch II, three in epoch III.'],
      ['Rebellion:', 'reduce one domination marker to a token (not in the New World, not on another player\'s capital).'],
      ['Religious Strife', 'and Revolutionary Uprisings: every player takes a misery step for each of their Religion (or Commerce) advances.'],
      ['Mongol Armies:', 'you collect $10; Marco Polo\'s credit rises and The Crusades becomes a dead card.'],
      ['War!', '(below).'],
    ]],
    ja: ['カード', '歴史デッキは3つの時代（およそ750〜1250年、1250〜1500年、1500〜1750年）に分かれます。使われた特産品カードと、時代数が丸で囲まれたイベントはリプレイ山に置かれ、次の時代の山に加わります。リーダーと、時代数が四角で囲まれたイベントはゲームから除かれます。使えないカードは手札に残り、安定化の費用を上げるだけです。', [
      ['特産品カード', 'は全員に同時に支払われます：その特産品の価値 × n²（nはその特産品の領土をいくつ支配しているか。地図外のボックスはそのすべての特産品に数えます）。不足ならnが1増え、過剰なら1減ります（そのターンのその特産品の最初のカードだけ）。工業を持ち、その領土を1つ以上持つプレイヤーはnが1増えます。2つの特産品が書かれたカードは、使ったプレイヤーがどちらかを選びます。'],
      ['リーダー', 'はこのターン、名前の挙がった進歩のクレジット（割引）になります。そのターン2人目以降のリーダーは保護できます。持ち主が額を決めて銀行に払い、後援を持つプレイヤーはその額を持ち主に払えば同じクレジットを使えます（払われていなければ無料）。印刷を持っていれば、リーダーが挙げる進歩のうちすでに持っているものについて、そのクレジットがすぐに払い戻されます。払い戻しに使ったリーダーには後援の申し入れはできません。'],
      ['武器', '（鐙・甲冑・長弓・火薬）はそのターン武器レベル（1〜4）を与え、武器が上回る側は競合と戦争で+1です。長弓か火薬が使われた後は、鐙と甲冑は使えないカードになります。'],
      ['錬金術師の金：', '物質の法則を持たないプレイヤー1人が、記録した現金の半分（切り上げ）を失います。'],
      ['黒死病：', 'ある地域のすべての市場駒が持ち主に戻り、支配駒はすべて市場駒1個に置き換わります。'],
      ['内戦：', '対象のプレイヤーは悲劇が1段進み、首都の支配駒が市場駒1個になり、記録した現金の半分を失い、このターンの拡張は最後になります。'],
      ['十字軍：', '地域VIの任意の領土に自分の支配駒を置き（そこにあった駒は除かれます）、悲劇が1段進みます。モンゴル軍が使われた後は使えないカードになります。'],
      ['啓蒙君主：', 'このターンの残り、神秘主義の蔓延・宗教紛争・内戦・革命暴動・反乱・錬金術師の金の影響を受けません。'],
      ['飢饉：', '全員の悲劇が4段進みます。支配する穀物の領土1つにつき1段、農業改良があればさらに1段少なくなります。'],
      ['神秘主義の蔓延：', '全員の悲劇が4段進みます。持っている科学の進歩1つにつき1段少なくなります。'],
      ['教皇勅令：', 'このターン、1つのカテゴリ（科学・宗教・探検）の進歩を誰も買えません。宗教紛争で解除されます。'],
      ['海賊/ヴァイキング：', '沿海領の支配駒を市場駒1個に置き換えます：時代1は1つ、時代2は2つ、時代3は3つ。'],
      ['反乱：', '支配駒1つを市場駒1個に置き換えます（新世界と他のプレイヤーの首都を除く）。'],
      ['宗教紛争', 'と革命暴動：全員が、持っている宗教（革命暴動なら商業）の進歩1つにつき悲劇が1段進みます。'],
      ['モンゴル軍：', '$10を得ます。Marco Poloのクレジットが上がり、十字軍は使えないカードになります。'],
      ['戦争!', '（後述）。'],
    ]],
  },
  {
    id: 'purchases',
    en: ['Purchases', 'In the order of play, each player makes the purchases they want, in this order.', [
      ['Ship.', 'A house starts without a ship and cannot send tokens across water. Each upgrade costs $10 and moves one size up, at most one a turn: Galley 2, 4, 6, 8 — a galley follows the coasts (with The Heavens it may cross one sea) and lands tokens in at most as many spaces as its size, at most that many in each. Buying Seaworthy Vessels turns the ship into a Seaworthy Vessel 10 (then 12, 14, 16): any coast of the map, that many tokens in each space. Buying Ocean Navigation makes it Ocean Navigation 1 (up to 4): any coast with any number of tokens, and that many off-map boxes a turn. The ship is upgraded before the advances are bought, so a new stage can be upgraded from the next turn on.'],
      ['Advances,', 'as many as you can pay for, each at its price minus your credits: every advance you held before this turn gives its credit toward later advances of its category, leaders played this turn give theirs (a leader\'s credit must be used), Written Record adds $10 to each leader credit and Institutional Research takes $10 off advances outside Civics and Religion. An advance\'s prerequisites must be bought first, in the same turn if you like. Its ability works at once; its credit only from the next turn.'],
      ['Stabilization', 'costs 1 + 2 + … + n dollars for n cards in hand ($1 for one card, $3 for two, $6 for three …; half, rounded up, with Middle Class). A player who does not pay it all takes as many misery steps as it takes for those steps to cover the cost; a partial payment does not help.'],
      ['Misery relief:', 'buy back one misery step for the difference between the two steps (half with Enlightenment), using first the relief points of an advance bought this turn. At most as many steps a turn as your tier: the number of complete rows of advances across all six categories.'],
    ]],
    ja: ['購入', 'プレイ順に、各プレイヤーは望む購入を次の順に行います。', [
      ['船の更新：', '商家は船なしで始まり、水域を越えて駒を送れません。更新は1回$10で1規模上がり、1ターンに1回までです。ガレー船2・4・6・8：沿岸をたどり（天文学があれば海を1つ越えられます）、規模の数までの領土に、それぞれ規模の数まで駒を上陸させます。外洋船を買うと船は外洋船10（さらに12・14・16）になり、地図上のすべての沿岸の領土にそれぞれその数まで置けます。大洋航海を買うと大洋航海1（4まで）になり、すべての沿岸に何個でも、さらに1ターンにその数まで地図外のボックスに置けます。船の更新は進歩の購入より先なので、新しい段階の更新は次のターンからです。'],
      ['進歩：', '払えるだけいくつでも、価格からクレジットを引いた額で買えます。このターンより前から持っている進歩はそれぞれ同じカテゴリの後の進歩のクレジットになり、このターン使ったリーダーのクレジット（使ったリーダーのクレジットは必ず使います）、記録があればリーダーのクレジットに$10ずつ加算、研究機関があれば社会と宗教以外の進歩が$10引きです。前提条件の進歩を先に買う必要があります（同じターンでも構いません）。特典はすぐに使えますが、クレジットは次のターンからです。'],
      ['安定化：', '手札n枚で1＋2＋…＋nドル（1枚$1、2枚$3、3枚$6…、中産階級があれば半額・切り上げ）。全額を払わない場合は、悲劇マーカーの段差が費用をまかなうまで段数だけ進みます。一部だけ払っても軽くはなりません。'],
      ['悲劇救済：', '現在の段と1つ上の段の差額を払えば、マーカーを1段戻せます（啓蒙があれば半額）。このターンに買った進歩の救済ポイントが先に使われます。1ターンに戻せるのは段階（6つのカテゴリすべてにそろった進歩の列の数）までです。'],
    ]],
  },
  {
    id: 'expansion',
    en: ['Expansion', 'At the start of the phase, each Holy Indulgence holder gains 2 tokens for each player without it, and each player without it gives up 2 tokens for each holder (short of tokens, $1 each, or a misery step). Renaissance holders may then swap places with a neighbour in the order of play who lacks it, once a turn. Then each player in order places their tokens one at a time.', [
      ['Where:', 'on a base — a space with your old token or marker, and your capital always — or a space next to one; by ship further (above); with Caravan one space further over land, through a neighbouring space no one else controls (control: an old marker, or as many old tokens as the market number; new pieces do not count). Pieces placed this turn are not bases yet. Caravan and ships do not combine.'],
      ['Domination:', 'a space filled to its market number by one house alone turns its tokens into that house\'s new domination marker. You may add tokens to your own space up to its market number. You may also exchange one of your markers for as many tokens as its market number, if you have them.'],
      ['Competition:', 'to place tokens beyond the market number where another house stands, you must bring the defence plus the market number in tokens (and at least the market number). The defence is the defender\'s pieces there (an old token 1, a marker its market number, double on its owner\'s capital), +1 for each satellite supporting it, +1 with Nationalism in the defender\'s home area, +1 with Cosmopolitan for each of the defender\'s old tokens in one neighbouring space, and +1 for the better weapon. The attacker needs one token fewer with the better weapon, and one fewer with Nationalism in their own home area. Then three dice: the attacker wins if the coloured die is higher than the attacker\'s order-of-play space (equal is enough with Proselytism) or the black die is higher than the white (equal is enough with the better weapon); otherwise the defender wins. The loser\'s pieces go back to stock. Cathedral wins once a turn without dice against each player who lacks it. You may attack again while you have tokens.'],
      ['Wind/Watermill:', 'after taking a space from another player, once a turn, pay tokens equal to its market number and roll: at most the market number, you swap a card of yours for a random card of theirs.'],
      ['A card for tokens:', 'the first player to buy one this phase pays 3 tokens, the second 6, and so on.'],
      ['Bonus:', 'the player with most new domination markers this phase draws a card (the earlier in the order on a tie). Unused tokens go back to stock.'],
    ]],
    ja: ['拡張', 'フェイズの始めに、免罪符を持つプレイヤーは持たないプレイヤー1人につき2トークンを得て、持たないプレイヤーは持つプレイヤー1人につき2トークンをストックに戻します（足りなければ1トークンにつき$1か悲劇1段）。ルネサンスを持つプレイヤーは、それを持たない前後のプレイヤーと1ターンに1回プレイ順を入れ替えられます。その後、順番に各プレイヤーがトークンを1個ずつ置きます。', [
      ['置ける場所：', '起点（自分の■●のある領土、自分の首都は常に起点）かその隣。船でさらに遠くへ（前述）。隊商があれば、他の商家が支配していない隣の領土を通ってさらにもう1つ先の陸地へ（支配とは●1個、または商業数と同じ数の■。□○は数えません）。このターンに置いた駒はまだ起点になりません。隊商と船は併用できません。'],
      ['支配：', '1つの商家だけで領土を商業数まで埋めると、その駒は新しい支配駒○になります。自分の領土には商業数まで駒を足せます。また、駒が足りる範囲で●を商業数と同じ数の■に置き換えられます。'],
      ['競合：', '他の商家のいる領土に商業数を超えて置くには、「防御力＋商業数」のトークンが必要です（最低でも商業数）。防御力は防御側の駒（■は1、支配駒は商業数、本来の首都では2倍）、支援する衛星都市1つにつき+1、防御側の首都の地域でナショナリズムなら+1、コスモポリタンがあれば隣の領土1つにある防御側の■1個につき+1、武器が上回れば+1です。攻撃側は、武器が上回れば1個、自分の首都の地域でナショナリズムがあればさらに1個少なくて済みます。そのうえでダイスを3個振り、色サイの目が攻撃側のプレイ順を上回る（布教があれば同じでもよい）か、黒サイが白サイを上回る（武器が上回れば同じでもよい）と攻撃側の勝ち、それ以外は防御側の勝ちです。負けた駒はストックに戻ります。大聖堂は、持たないプレイヤー1人につき1ターンに1回、ダイスなしで勝てます。トークンがある限り何度でも攻撃できます。'],
      ['風車・水車：', '他のプレイヤーから領土を奪った後、1ターンに1回、その商業数と同じトークンを払ってダイスを振れます。商業数以下なら、自分のカード1枚を相手の手札からランダムに引いた1枚と交換します。'],
      ['トークンでカード：', 'このフェイズで最初に買うプレイヤーは3トークン、2人目は6トークン…を払います。'],
      ['ボーナス：', 'このフェイズで新しい支配駒を最も多く置いたプレイヤーがカードを1枚引きます（同数ならプレイ順の早い方）。使わなかったトークンはストックに戻ります。'],
    ]],
  },
  {
    id: 'income',
    en: ['Income and the order of play', [
      'Income: every new piece turns old; each player collects $15 plus the number of players times their domination markers (counting at most 25), +$10 with Middle Class. Interest & Profit doubles your cash up to the amount of your income; New World takes one misery step back. Then the dice are rolled twice: black plus white names a commodity (12: gold and ivory), and the coloured die makes it a shortage (1–3) or a surplus (4–6) next turn. On a shortage the commodity\'s majority holder draws a card; on a surplus they pay $1 for each such space.',
      'Order of play: everyone splits all their money in secret into tokens for next turn ($1 each; you may buy more than your stock holds) and cash. The fewest tokens play first. A negative bid — paying that many dollars and buying no tokens at all — plays even earlier; a negative number beside a name in the order of play is such a bid. Equal bids go to the player who chose their capital later.',
    ]],
    ja: ['収入とプレイ順', [
      '収入：新しい駒はすべて旧い駒になり、各プレイヤーは「$15＋人数×支配駒の数（25まで）」を得ます。中産階級があれば+$10。利子と利益があれば、収入額を上限に所持金が倍になります。新世界があれば悲劇マーカーが1段戻ります。その後ダイスを2回振ります。黒サイと白サイの合計が特産品を決め（12は金と象牙）、色サイが1〜3なら次のターンその特産品は不足、4〜6なら過剰です。不足ならその特産品の多数派プレイヤーがカードを1枚引き、過剰なら領土1つにつき$1を払います。',
      'プレイ順：全員が所持金すべてを、次のターンのトークン（1個$1。ストックより多く買っても構いません）と現金に秘密裏に分けます。トークンの少ないプレイヤーから先に行動します。マイナスの賭け（その額を払い、トークンを1つも買わない）はさらに先で、プレイ順の名前の横のマイナスの数はこの賭けです。同額なら首都を後で選んだプレイヤーが有利です。',
    ]],
  },
  {
    id: 'advances',
    en: ['The advances', 'Price in dollars; in brackets the advances that must be bought first.', [
      ['Science:', 'The Heavens 30 (galleys may cross one sea), Human Body 60 (one misery step back when bought), Laws of Matter 90 (immune to Alchemist\'s Gold), Enlightenment 120 (misery relief at half price).'],
      ['Religion:', 'Patronage 30 (use others\' protected leaders), Holy Indulgence 60 (2 tokens from each player without it every expansion), Proselytism 90 (the coloured die wins when equal), Cathedral 120 [Holy Indulgence] (win once a turn against each player without it).'],
      ['Commerce:', 'Caravan 20 (expand one space further by land), Wind/Watermill 40 [Caravan] (the card trade after a conquest), Improved Agriculture 50 [Wind/Watermill] (one misery step back when bought; eases Famine), Interest & Profit 80 [Improved Agriculture] (doubles cash up to your income), Industry 110 [Interest & Profit] (commodity payouts one box higher).'],
      ['Communication:', 'Written Record 30 (+$10 on each leader credit), Printed Word 60 [Written Record] (leader rebates), Master Art 90 [Printed Word] (discard a card), Renaissance 120 [Master Art] (swap places in the order of play).'],
      ['Exploration:', 'Overland East 40 (area V), Seaworthy Vessels 80 (the seaworthy ship), Ocean Navigation 120 [The Heavens, Seaworthy Vessels] (oceans and the Far East), New World 160 [Ocean Navigation, Urban Ascendancy] (the Americas; one misery step back every income).'],
      ['Civics:', 'Urban Ascendancy 20 (buy a card for $10), Nationalism 60 (+1 in your home area and in war), Institutional Research 100 ($10 off advances outside Civics and Religion), Cosmopolitan 150 [Overland East] (defence from a neighbouring space), Middle Class 170 [Improved Agriculture] (+$10 income, stabilization at half price).'],
    ]],
    ja: ['進歩', '価格はドル。［］内は先に買う必要のある進歩です。', [
      ['科学：', '天文学（The Heavens）30（ガレー船が海を1つ越えられる）、人体学（Human Body）60（購入時に悲劇1段戻る）、物質の法則（Laws of Matter）90（錬金術師の金を受けない）、啓蒙（Enlightenment）120（悲劇救済が半額）。'],
      ['宗教：', '後援（Patronage）30（他のプレイヤーの保護されたリーダーを使える）、免罪符（Holy Indulgence）60（拡張のたびに持たないプレイヤー1人につき2トークン）、布教（Proselytism）90（色サイが同じ目でも勝ち）、大聖堂（Cathedral）120［免罪符］（持たないプレイヤーに1ターン1回ダイスなしで勝つ）。'],
      ['商業：', '隊商（Caravan）20（陸路でさらに1つ先へ拡張）、風車・水車（Wind/Watermill）40［隊商］（領土を奪った後のカード交易）、農業改良（Improved Agriculture）50［風車・水車］（購入時に悲劇1段戻る、飢饉を軽減）、利子と利益（Interest & Profit）80［農業改良］（収入額まで所持金が倍）、工業（Industry）110［利子と利益］（特産品の支払いが1ボックス上）。'],
      ['通信：', '記録（Written Record）30（リーダーのクレジットに+$10）、印刷（Printed Word）60［記録］（リーダーの払い戻し）、芸術（Master Art）90［印刷］（カードを捨てられる）、ルネサンス（Renaissance）120［芸術］（プレイ順の入れ替え）。'],
      ['探検：', '東方陸路（Overland East）40（地域V）、外洋船（Seaworthy Vessels）80（外洋船）、大洋航海（Ocean Navigation）120［天文学、外洋船］（大洋と極東）、新世界（New World）160［大洋航海、都市の興隆］（南北アメリカ、収入のたびに悲劇1段戻る）。'],
      ['社会：', '都市の興隆（Urban Ascendancy）20（$10でカードを買える）、ナショナリズム（Nationalism）60（本拠地の地域と戦争で+1）、研究機関（Institutional Research）100（社会と宗教以外の進歩が$10引き）、コスモポリタン（Cosmopolitan）150［東方陸路］（隣の領土からの防御）、中産階級（Middle Class）170［農業改良］（収入+$10、安定化が半額）。'],
    ]],
    img: 'advances-turn-3.png',
    cap: {
      en: 'The advance chart: the 26 advances by category with your price after credits; the ones you can buy now are buttons.',
      ja: '進歩表：カテゴリごとの26の進歩と、クレジットを引いたあなたの価格。今買えるものはボタンです。',
    },
  },
  {
    id: 'misery',
    en: ['Misery, war and leaving', [
      'Misery: the track runs 0, 10, 20 … 100, then 125 … 200, 250 … 500, 600 … 1000. A player pushed beyond 1000 falls into Chaos and leaves the game: their cards go, their pieces stay on the map and only defend. A player may also leave for good instead of writing their order-of-play bid; they are then treated as fallen into Chaos (their misery counts the whole track). The button stands apart from the bid and asks before it acts.',
      'War!: the player declares war on another; both roll a die, +1 with Nationalism, +1 for the better weapon. The winner takes one misery step, the loser two, and the loser hands over as many domination markers as the difference (markers the winner may hold), or takes a misery step for each one short. A tie costs both a step and is fought again, at most as many times as there are rounds left in the card play; in the final card play each new round is fought against the next player, and weapon cards may be added to it.',
    ]],
    ja: ['悲劇、戦争、脱落', [
      '悲劇数：トラックは0、10、20…100、その後125…200、250…500、600…1000と進みます。1000を超えたプレイヤーは混乱（Chaos）に陥ってゲームから抜けます。カードはなくなり、盤上の駒は残って防御だけを行います。プレイ順の賭けを書く代わりに、ゲームから抜けることもできます。その場合は混乱に陥ったものとして扱います（悲劇数はトラックの最後まで数えます）。このボタンは賭けから離れて置かれ、実行の前に確認します。',
      '戦争!：他のプレイヤー1人に宣戦し、双方がダイスを1個振ります。ナショナリズムで+1、武器が上回れば+1。勝者は悲劇1段、敗者は2段進み、敗者は差の数だけ支配駒を勝者に譲ります（勝者が保持できるもの）。譲れなかった数だけ悲劇が進みます。引き分けなら双方1段進み、カード実行の残りラウンド数を上限に再び戦います。最終カードプレイでは新しいラウンドごとに次のプレイヤーと戦い、武器のカードを加えられます。',
    ]],
  },
  {
    id: 'end',
    en: ['The end and the score', 'The table chooses the length: Basic ends when the epoch I deck is used up and a card must be drawn, Intermediate with epoch II, Campaign with epoch III. Everyone is told when the deck is empty; the turn is played to its income. Someone holding all 26 advances also makes the turn the last. Then comes the final card play: every player, in order, must play each card they can (commodity cards pay everyone as usual, leaders only give Printed Word rebates, no shortage dice are rolled, and weapon cards count only beside a War!). Score: the price of your advances plus your cash minus your misery. The highest score wins; equal scores share. A player in Chaos cannot win while anyone else is left.'],
    ja: ['終了と得点', 'テーブルで長さを選びます：ベーシックは時代1の山が尽きてカードを引く必要が生じたとき、インターメディエイトは時代2、キャンペーンは時代3で終了します。山が尽きると全員に知らされ、そのターンは収入フェイズまで行います。誰かが26の進歩をすべて持った場合も、そのターンが最後です。その後、最終カードプレイとして、全員が順番に使えるカードをすべて使います（特産品カードは通常どおり全員に支払われ、リーダーは印刷の払い戻しだけ、不足・過剰のダイスは振らず、武器のカードは戦争!に加えるときだけ使えます）。得点は持っている進歩の価格＋現金−悲劇数。最も高いプレイヤーの勝ちで、同点は勝利を分かち合います。混乱に陥ったプレイヤーは、他に残っているプレイヤーがいる限り勝てません。'],
  },
  {
    id: 'table',
    en: ['Playing here', 'What to do is always in the guidance panel (on a phone, the sheet at the bottom of the screen). Spaces you may place on or target are outlined on the map; within your reach they are ringed with ⚔n, the tokens an attack there needs. Your cards and the advances you can buy are buttons; sealed bids have their own form. The houses\' mats show everyone\'s cash, tokens, stock, misery, ship, number of cards, markers, income, stabilization cost, tier, advances and score; under them the last commodity payout, competition or war with its dice, and a plot of every house\'s score by turn.'],
    ja: ['このサイトでの遊び方', 'やるべきことは常に行動ガイダンス（スマートフォンでは画面下のシート）に表示されます。駒を置ける領土や対象になる領土は地図上で枠が付き、届く範囲の領土には攻撃に必要なトークン数が⚔nで示されます。手札と買える進歩はボタンで、封印する賭けには専用の欄があります。各商家のマットには全員の現金、トークン、ストック、悲劇数、船、手札の枚数、支配駒、収入、安定化の費用、段階、進歩、得点が並び、その下に直前の特産品の支払い・競合・戦争のダイスと、ターンごとの得点のグラフがあります。'],
    img: 'mats-turn-3.png',
    cap: {
      en: 'The houses\' mats: what every house has, in the order of play.',
      ja: '各商家のマット：各商家の持ち物をプレイ順に。',
    },
  },
  {
    id: 'decisions',
    en: ['Decisions of this table', 'Where the rules we follow leave something open, this table plays as follows.', [
      'Areas with three players: IV to VIII. The set-up table we follow reads "IV–VII" for three players, yet the fourth, fifth and sixth players add only III, II and I, so area VIII would never be in play; we read it as IV to VIII.',
      'The mat\'s income table is not available to us: income is $15 plus the number of players times your markers (at most 25), which gives the rules\' one example (five players, 17 markers: $100).',
      'Order-of-play spaces: three players 1, 3, 5; four players 1, 3, 5, 6; five and six players every space.',
      'A War! tie is fought again at once instead of in the next round of the card play.',
      'Renaissance\'s swap is offered once, at the start of the expansion, to holders in order.',
      'Negotiation is the table\'s chat; nothing said there binds anyone.',
    ]],
    ja: ['このテーブルでの取り決め', '従っているルールに定めのない点は、次のように遊びます。', [
      '3人での地域はIV〜VIIIです。セットアップの表は3人を「IV〜VII」としていますが、4・5・6人目が加えるのはIII・II・Iだけなので、それでは地域VIIIが一度も使われません。そこでIV〜VIIIと読んでいます。',
      'マットの収入表は手元にないため、収入は「$15＋人数×支配駒の数（25まで）」です。ルール中の唯一の例（5人、支配駒17で$100）と一致します。',
      'プレイ順のスペース：3人は1・3・5、4人は1・3・5・6、5人と6人はすべて。',
      '戦争!の引き分けは、次のラウンドを待たずにすぐ戦い直します。',
      'ルネサンスによる入れ替えは、拡張フェイズの始めに持っているプレイヤーへ順番に1回だけ尋ねます。',
      '交渉はテーブルのチャットで行います。そこでの約束に拘束力はありません。',
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
      ['Draw', 'The first player may pay a commodity\'s value to remove its marker; everyone draws a card.'],
      ['Buy cards', 'Urban Ascendancy: a card for $10. Master Art: discard a card.'],
      ['Play cards', 'One card a round until all pass. Commodity: value × n² for n spaces (shortage n+1, surplus n−1). Leaders: credits this turn. Events on their targets.'],
      ['Purchases, in order', 'Ship $10 a size (Galley 2/4/6/8, Seaworthy 10–16, Ocean 1–4). Advances: price − credits, prerequisites first.', 'Stabilization 1+2+…+n for n cards, or misery steps. Relief: the step\'s difference, at most your tier.'],
      ['Expansion', 'Tokens one by one from your bases; market number filled alone → a marker.', 'Competition: defence + market number in tokens; coloured die > your order space, or black > white.', 'A card for 3, 6, 9 … tokens. Most new markers draw a card.'],
      ['Income', '$15 + players × markers (max 25), +$10 Middle Class. Dice: next turn\'s shortage (1–3) / surplus (4–6).'],
      ['Order of play', 'Secret split of all money into tokens ($1) and cash; fewest tokens first; a negative bid earlier still.'],
    ],
    notes: [
      ['Misery', 'Over 1000: Chaos, out of the game.'],
      ['End', 'The chosen epoch\'s deck runs out, or 26 advances: the turn ends at income, then the final card play.'],
      ['Score', 'Advances\' prices + cash − misery.'],
    ],
  },
  ja: {
    phases: [
      ['カード引き', '先頭は特産品の価値を払ってマーカーを除去可。全員1枚引く。'],
      ['カード購入', '都市の興隆：$10で1枚。芸術：1枚捨てる。'],
      ['カード実行', '全員パスまで1ラウンド1枚。特産品：価値×n²（n＝領土数、不足n+1、過剰n−1）。リーダー：このターンのクレジット。イベントは対象に。'],
      ['購入（この順）', '船：1規模$10（ガレー船2/4/6/8、外洋船10〜16、大洋航海1〜4）。進歩：価格−クレジット、前提条件が先。', '安定化：n枚で1+2+…+n、払えなければ悲劇。救済：段の差額、段階まで。'],
      ['拡張', '起点から1個ずつ。単独で商業数まで埋めると支配駒。', '競合：防御力＋商業数のトークン。色サイ＞自分のプレイ順、または黒＞白で勝ち。', 'カードは3・6・9…トークン。新しい支配駒最多が1枚引く。'],
      ['収入', '$15＋人数×支配駒（25まで）、中産階級+$10。ダイスで次ターンの不足（1〜3）／過剰（4〜6）。'],
      ['プレイ順', '所持金をトークン（$1）と現金に秘密に分ける。トークンの少ない順、マイナスの賭けはさらに先。'],
    ],
    notes: [
      ['悲劇', '1000を超えると混乱、ゲームから抜けます。'],
      ['終了', '選んだ時代の山が尽きるか26進歩：収入で終わり、最終カードプレイ。'],
      ['得点', '進歩の価格＋現金−悲劇数。'],
    ],
  },
};

/** The turn summary in `lang`. */
export function summary(lang) {
  return turnSummary(SUMMARY, lang);
}
