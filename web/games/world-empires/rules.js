// World Empires' rules page in the app: how to play, in our own words, in English and Japanese, with pictures of
// this site's board (retaken by e2e/pictures.js), and its turn summary (the player aid). The table shell shows
// the page at #/rules/world-empires (found through /api/games) and the summary from the table, the lobby and the
// page.

import { rulesPage, turnSummary } from '../../dom.js';

const SECTIONS = [
  {
    id: 'idea',
    en: ['The idea', [
      'World history from the first cities to about 1200 AD (or, in the long game, to 1900), in three or five epochs. In every epoch each player takes up one empire of that age: it appears in its start region, spreads by soldiers and merchants, goes to war, gathers resources into cities and great buildings — and then its player scores everything of their colour on the map, the earlier empires\' pieces included.',
      'At the end of every epoch nomad peoples sweep in, played by the players who are furthest behind. The player with most victory points (VP) after the last epoch wins.',
    ]],
    ja: ['ゲームの目的', [
      '最初の都市から紀元後1200年ごろまで（長いゲームでは1900年まで）の世界史を、3つ（または5つ）のエポックで遊びます。各エポックで、プレイヤーはそれぞれその時代の帝国を1つ担当します。帝国は開始地域に現れ、兵士と商人で広がり、戦争をし、資源を集めて都市や偉大な建造物を築きます。そしてプレイヤーは、以前の帝国のコマも含め、地図上の自分の色のものすべてで得点します。',
      '各エポックの終わりには遊牧帝国が押し寄せ、得点の低いプレイヤーがそれを担当します。最後のエポックの後、勝利点（VP）が最も多いプレイヤーの勝ちです。',
    ]],
    img: 'table-epoch-2.jpg',
    cap: {
      en: 'The table: the world map with every piece; the players\' VP and empires under it; the empire in play, the chosen space, your cards, the last war and the nomads in the middle; what to do on the right.',
      ja: 'テーブル：コマの置かれた世界地図、その下にプレイヤーのVPと帝国。中央にプレイ中の帝国、選んだ地区、手札、直前の戦争、遊牧帝国。右に行動ガイダンス。',
    },
  },
  {
    id: 'board',
    en: ['The map', 'The world is divided into 12 regions (the Middle East, North Africa, India, China, Southern and Northern Europe, East Eurasia, Central, South and North America, Sub-Saharan Africa and South-East Asia) of 6 to 9 land spaces each, with 12 seas and 3 oceans between them.', [
      ['Points:', 'each space is worth 0 to 3 VP to whoever controls it; the great river valleys and capital heartlands are worth 3.'],
      ['Resources:', 'grain, horses, forest, gold, iron and trade routes, printed on the spaces that produce them. A forest carries a forest chit worth 2 uses.'],
      ['Barren land', '(deserts, the high mountains, Siberia, Amazonia) scores nothing, and every piece there is removed at the end of the epoch.'],
      ['Water:', 'a navy holding a sea or an ocean lets your pieces reach the coasts around it as if they were neighbours.'],
    ]],
    ja: ['地図', '世界は12の地域（中東、北アフリカ、インド、中国、南ヨーロッパ、北ヨーロッパ、東ユーラシア、中央アメリカ、南アメリカ、北アメリカ、サハラ以南アフリカ、東南アジア）に分かれ、各地域は6〜9の陸の地区からなり、その間に12の海と3つの大洋があります。', [
      ['点数：', '各地区は支配するプレイヤーに0〜3VPをもたらします。大河の流域や都の中心地は3点です。'],
      ['資源：', '麦・馬・森・金・鉄・交易路で、産出する地区に印刷されています。森には2回使える森チットが置かれます。'],
      ['不毛の地', '（砂漠、高山、シベリア、アマゾニア）は点にならず、エポックの終わりにそこのコマはすべて取り除かれます。'],
      ['水域：', '海や大洋を海軍で押さえていれば、その周りの沿岸の地区は隣接しているのと同じようにコマを置けます。'],
    ]],
    img: 'map-epoch-2.jpg',
    cap: {
      en: 'The map: regions tinted, each space\'s marker with its soldiers (a disc in their side\'s colour with the count), merchants, cities, great buildings, the capital, the printed points and resources; seas show their navies.',
      ja: '地図：地域ごとに色分けされ、各地区の印に兵士（陣営の色の円と数）、商人、都市、偉大な建造物、首都、印刷された点数と資源。海には海軍が表示されます。',
    },
  },
  {
    id: 'setup',
    en: ['Set-up', 'Each player\'s colour is their seat\'s: red, blue, green, black, yellow, white. A forest chit goes on every forest, and the event cards are shuffled. With the minor-empire option, the kingdom cards of the epochs played are shuffled and dealt out in equal numbers, at most three each; the spare ones are set aside unseen. To choose the first empires, everyone rolls a die; from the highest roll down, each player draws two empire cards of epoch I, keeps one and returns the other, and the deck is shuffled again for the next player.'],
    ja: ['セットアップ', '各プレイヤーの色は席の色です：赤・青・緑・黒・黄・白。森の場所すべてに森チットを置き、イベントカードをシャッフルします。小帝国の拡張のオプションでは、使うエポックの王国カードをシャッフルして全員に同数（1人3枚まで）配り、余ったカードは誰にも見せずに除外します。最初の帝国は、全員がダイスを1個振り、高い目のプレイヤーから順に第1エポックの帝国カードを2枚引いて1枚を取り、もう1枚を戻し、次のプレイヤーのために山札をシャッフルし直して決めます。'],
    img: 'table-start.jpg',
    cap: {
      en: 'The table as the game begins: the two empire cards you drew for epoch I are under Cards; click the one you keep.',
      ja: 'ゲーム開始時のテーブル：第1エポックに引いた2枚の帝国カードが「カード」欄にあります。残す方をクリックします。',
    },
  },
  {
    id: 'epoch',
    ordered: true,
    en: ['An epoch, step by step', null, [
      ['The top of the epoch:', 'the epoch die decides the age — 1–2 the Age of Storms, 3–4 the Age of Nomad Empires, 5–6 the Age of Peace — and event cards may be played.'],
      ['The empires play', 'one after another in the order printed on their cards (epoch I: Sumer, Egypt, Dravida, Assyria, Babylonia, Zhou, Greece, Olmec), each in its player\'s turn (below).'],
      ['The end of the epoch:', 'merchant competition, losses, the nomads, and the choice of next epoch\'s empires.'],
    ]],
    ja: ['エポックの流れ', null, [
      ['ターントップ：', 'エポックのダイスで時代が決まります（1〜2 嵐の時代、3〜4 遊牧帝国の時代、5〜6 平和の時代）。イベントカードをプレイできます。'],
      ['帝国のプレイ：', 'カードに印刷された順番（第1エポック：シュメール→エジプト→ドラヴィダ→アッシリア→バビロニア→周→ギリシア→オルメカ）に、それぞれの担当プレイヤーの手番で行います（後述）。'],
      ['エポックの終わり：', '商業の競争、勢力の損失、遊牧帝国、次のエポックの帝国の選択。'],
    ]],
  },
  {
    id: 'turn',
    ordered: true,
    en: ['An empire\'s turn', 'Each empire card gives three numbers: vitality (how many pieces it gets), military and commerce.', [
      ['Draw an event card.', 'A card whose last epoch is past is put away and another drawn.'],
      ['Enter:', 'the empire receives its vitality in pieces and places one soldier on a space of its start region that holds no city and no capital, removing any soldiers there. That space becomes its capital. An empire with no such space does not play.'],
      ['Expand,', 'one action at a time (below), until you end the expansion or nothing is left to do. Pieces not placed are lost.'],
      ['A kingdom', '(with the minor-empire option): you may then play one of your kingdom cards, of this epoch or an earlier one. The kingdom enters and expands the same way.'],
      ['Discard and score:', 'keep at most three event cards, then score (below).'],
    ]],
    ja: ['帝国の手番', '帝国カードには国力（受け取るコマの数）、軍事力、商業力の3つの数があります。', [
      ['イベントカードを1枚引く。', '使える最後のエポックが過ぎたカードは除外し、もう1枚引きます。'],
      ['登場：', '国力の数の勢力ゴマを受け取り、開始地域のうち都市も首都もない地区に兵士を1つ置き、そこにいた兵士コマを取り除きます。その地区が首都になります。置ける地区がなければ、その帝国はプレイしません。'],
      ['拡張：', '拡張を終えるか、できることがなくなるまで、1回に1アクションずつ行います（後述）。置かなかったコマは失われます。'],
      ['王国', '（小帝国の拡張のオプション）：その後、このエポックかそれより前のエポックの王国カードを1枚プレイできます。王国も同じように登場し、拡張します。'],
      ['捨て札と採点：', 'イベントカードを3枚まで残して、採点します（後述）。'],
    ]],
  },
  {
    id: 'expansion',
    en: ['Expansion actions', 'A piece goes on a space where the empire already stands or next to one: neighbours over land, and the coasts of a sea or ocean your navy holds.', [
      ['Soldier:', 'place a soldier. If another colour\'s soldiers are there, it means war (below). Soldiers of one colour never fight each other, so a new empire may stand beside your earlier ones.'],
      ['Merchant:', 'place a merchant (the coin side of a piece) on a space where some soldier, anyone\'s, stands; the empire needs commerce 1 or more. Merchants never fight when they are placed.'],
      ['Expel:', 'on a space where the empire has soldiers, spend a piece to remove two merchants of other colours.'],
      ['Navy:', 'use a forest chit to turn a piece into a navy. One navy holds one sea or two neighbouring seas; two navies hold an ocean.'],
      ['City:', 'spend three resources of any kind (forest chits count, if you choose) for a city on the start space or on a space you hold that has a city. Great building: five different kinds, on a city you hold.'],
      ['Attack the nomads:', 'spend a piece; one of this epoch\'s nomad peoples whose region holds one of the empire\'s spaces is drawn at random and both sides roll. If the attack is higher, those nomads lose one space\'s worth of vitality.'],
      ['Play an event card', '(one a turn, within the epochs printed on it).'],
    ]],
    ja: ['拡張のアクション', 'コマは、帝国のコマがすでにある地区かその隣接地区に置きます。陸で隣り合う地区と、自分の海軍が押さえる海や大洋の沿岸の地区です。', [
      ['兵士：', '兵士を置きます。他の色の兵士がいれば戦争です（後述）。同じ色の兵士同士は戦わないので、新しい帝国は自分の以前の帝国と並んでいられます。'],
      ['商人：', '誰かの兵士がいる地区に商人（コマの金貨の面）を置きます。帝国の商業力が1以上必要です。商人は置いたときには戦いません。'],
      ['商人の排除：', '帝国の兵士がいる地区で、コマを1つ使って他の色の商人を2つ取り除きます。'],
      ['海軍：', '森チットを使ってコマ1つを海軍にします。海軍1つで海1つか隣り合う2つの海を、海軍2つで大洋を押さえます。'],
      ['都市：', '種類を問わず資源を3つ使い（森チットを使うかは選べます）、開始地点か、自分が支配する都市のある地区に都市を置きます。偉大な建造物：異なる5種類の資源で、自分が支配する都市に置きます。'],
      ['遊牧帝国への攻撃：', 'コマを1つ使います。帝国の地区がある地域に現れるこのエポックの遊牧帝国から1つをランダムに選び、双方がダイスを振ります。攻撃が上回れば、その遊牧帝国は1マス分の活力を失います。'],
      ['イベントカードのプレイ', '（1手番1枚、カードに書かれたエポックの間）。'],
    ]],
  },
  {
    id: 'resources',
    en: ['Control and resources', [
      'A space is controlled by the colour with soldiers there, and by the colour with strictly the most merchants there; both may hold it at once, and both score it.',
      'When the empire comes to hold a space, it gains the space\'s resources (once a turn per space); every resource counts toward cities. The first grain space of the turn also gives 2 pieces at once (3 with Population Explosion). Holding gold gives commerce +1, holding iron military +1, holding horses military +1. A forest chit goes from 2 to 1 to 0 as it is used; at 0 the forest is gone. Resources not spent by the end of the turn are lost.',
    ]],
    ja: ['支配と資源', [
      '地区は、兵士のいる色と、商人が単独で最も多い色が支配します。両方が同時に支配でき、どちらも得点します。',
      '帝国が地区を支配すると、その地区の資源を得ます（1手番に1地区1回）。資源はどれも都市の材料になります。その手番で最初の麦の地区は、さらにすぐにコマを2つ（人口爆発なら3つ）もたらします。金を支配していれば商業力+1、鉄なら軍事力+1、馬なら軍事力+1です。森チットは使うたびに2→1→0と減り、0になると森はなくなります。手番の終わりまでに使わなかった資源は失われます。',
    ]],
  },
  {
    id: 'war',
    en: ['War', [
      'Military strength — the printed military, plus iron, horses and the event card, minus 1 in each of the first three battles of an empire in an Age of Storms — decides the dice: 0 counts a flat 1; 1, 2 or 3 roll that many dice; 4, 5 or 6 roll three dice and add 1, 2 or 3. The result is the highest die plus the bonus.',
      'The higher result wins and the loser removes one soldier: a losing attacker loses the piece it attacked with, a winning attacker keeps its piece and moves in once the space is free of enemies. On equal results both lose a soldier, and a city there is destroyed. A soldier that takes another colour\'s capital lets its player remove three pieces of that empire anywhere, and the owner moves the capital to another city the empire holds (or it is lost).',
    ]],
    ja: ['戦争', [
      '戦力（印刷された軍事力に、鉄・馬・イベントカードを加え、嵐の時代には各帝国の最初の3回の戦闘で−1）でダイスが決まります。0は固定値1、1・2・3はその数のダイス、4・5・6はダイス3個に+1・+2・+3です。結果は最も高い出目1つにボーナスを足した値です。',
      '大きい方が勝ち、負けた側は兵士を1つ取り除きます。攻撃側が負ければ攻撃に使ったコマを失い、勝てばコマを手元に残し、敵がいなくなった地区に入ります。同じ値なら両軍が1コマずつ失い、その地区に都市があれば1つ失われます。他の色の首都を支配した兵士のプレイヤーは、その帝国のコマを地図上から自由に3つ取り除き、持ち主は首都をその帝国が支配する別の都市に移します（なければ首都は失われます）。',
    ]],
  },
  {
    id: 'scoring',
    en: ['Scoring', 'After each empire\'s turn its player scores everything of their colour on the map, from all their empires:', [
      ['Spaces:', 'the printed points of every space the colour controls.'],
      ['Control', '+5 for each region where the colour controls every space with points; complete control +5 more when no other colour has a piece in that region.'],
      ['Buildings:', '2 per city and 10 per great building in spaces the colour holds.'],
      ['Trade routes:', 'the best route of one single empire: trade spaces held in 3 regions 5 VP (grass road), in 4 regions 10 (silk road), in 5 regions 20 (sea road), in 7 regions 40 (the seven seas).'],
    ]],
    ja: ['採点', '各帝国の手番の後、そのプレイヤーはすべての帝国を通じて地図上の自分の色のものすべてで得点します。', [
      ['地区：', '自分の色が支配する地区の印刷された点数。'],
      ['支配', '：点数のある地区をすべて支配している地域1つにつき+5。その地域に他の勢力のコマがなければ完全支配でさらに+5。'],
      ['建造物：', '支配する地区の都市1つにつき2点、偉大な建造物1つにつき10点。'],
      ['交易路：', 'ひとつの帝国が交易地点のある地区を持つ地域の数で、最もよいもの1つ：3地域で5点（草の道）、4地域で10点（絹の道）、5地域で20点（海の道）、7地域で40点（七つの海）。'],
    ]],
  },
  {
    id: 'epoch-end',
    ordered: true,
    en: ['The end of an epoch', null, [
      ['Merchant competition:', 'where merchants of several colours share a space, each colour adds up, for each of its merchants there, its empire\'s commerce plus a die; the lowest total loses a merchant (every colour tied lowest loses one).'],
      ['Losses:', 'every piece on barren land is removed, and each colour with navies removes one of them.'],
      ['Nomads:', 'the age decides how many of the epoch\'s four nomad peoples invade — 3 in the Age of Storms, 2 in the Age of Nomad Empires, 1 in the Age of Peace — drawn at random. Each one\'s vitality is the number of empty spaces in its region times the epoch\'s multiplier (×1, ×2, ×3, and ×3, ×2 in epochs IV and V; in an Age of Storms one space fewer is counted), plus its modifier, minus the attacks it suffered. The lowest-scoring player plays the first, the next lowest the second, and so on. A nomad people enters an empty space of its region, then only makes war (in the Age of Peace with military +1) and may plunder: spend a piece to destroy a city it stands on, 2 VP. When it is done, its player scores 1 VP for each city its soldiers hold, and all its pieces leave the map.'],
      ['Next epoch\'s empires:', 'lowest score first, each player draws two empire cards of the next epoch and keeps one — or first pays 10 VP to draw a third and keeps one of the three.'],
    ]],
    ja: ['エポックの終わり', null, [
      ['商業の競争：', '複数の色の商人がいる地区では、各色がそこにいる自分の商人すべてについて「その帝国の商業力＋ダイス」を合計し、合計が最も低い色が商人を1つ失います（最も低い色が同点ならそれぞれ1つ）。'],
      ['勢力の損失：', '不毛の地のコマはすべて取り除かれ、海軍を持つ色はそれぞれ海軍を1つ取り除きます。'],
      ['遊牧帝国：', '時代によって、そのエポックの4つの遊牧帝国のうち侵入する数が決まり（嵐の時代3、遊牧帝国の時代2、平和の時代1）、ランダムに選ばれます。活力は「その地域の空いた地区の数×エポックの倍率（×1、×2、×3、第4・5エポックは×3、×2。嵐の時代は1地区少なく数える）＋修正値−受けた攻撃」です。最も得点の低いプレイヤーが1つ目を、次に低いプレイヤーが2つ目を担当します。遊牧帝国はその地域の空いた地区に登場し、戦争だけを行い（平和の時代は軍事力+1）、略奪できます：コマを1つ使って、いる地区の都市を1つ破壊し2点。終わったら、担当プレイヤーは兵士のいる都市1つにつき1点を得て、遊牧帝国のコマはすべて地図から取り除かれます。'],
      ['次のエポックの帝国：', '得点の低いプレイヤーから、次のエポックの帝国カードを2枚引いて1枚を取ります。先にVPを10点払えば、3枚目を引いて3枚から1枚を選べます。'],
    ]],
  },
  {
    id: 'cards',
    en: ['Event cards', 'You draw one at the start of each of your turns and keep at most three. You may play one at the top of an epoch (its effect lasts until the top of the epoch is over) or in your own turn (until your turn ends).', [
      ['Population Explosion', '(epochs II–V): the first grain space gives 3 pieces instead of 2.'],
      ['Close-order Infantry', '(I–II): military +1.'],
      ['Help of the Horse Peoples:', 'military +1 if the empire holds horses.'],
      ['Great Soldier:', 'the next battle is won without dice.'],
      ['Siegecraft', '(II–V): your battles that end equal count as wins.'],
      ['Trade Winds', '(II–V): commerce +1.'],
      ['Shipbuilding', '(II–V): one navy without a forest chit.'],
      ['Engineering', '(III–V): a city for two resources instead of three.'],
      ['Relocation:', 'move each of your merchants up to two spaces over land, onto a space where a soldier stands.'],
      ['Natural Disaster:', 'on one space, remove a city, a great building and a merchant.'],
      ['Plague', '(III–V): in one region, every space with two or more pieces loses one.'],
    ]],
    ja: ['イベントカード', '自分の手番の始めに1枚引き、3枚まで持てます。ターントップ（効果はターントップの終わりまで）か自分の手番（効果は手番の終わりまで）に1枚プレイできます。', [
      ['人口爆発', '（第2〜5エポック）：最初の麦の地区でコマが2つではなく3つ。'],
      ['密集歩兵', '（第1〜2エポック）：軍事力+1。'],
      ['騎馬民族の助け：', '帝国が馬を支配していれば軍事力+1。'],
      ['偉大なる兵士：', '次の戦闘にダイスなしで勝利。'],
      ['攻城術', '（第2〜5エポック）：引き分けた戦闘を勝ちとして扱う。'],
      ['貿易風', '（第2〜5エポック）：商業力+1。'],
      ['造船', '（第2〜5エポック）：森チットなしで海軍を1つ。'],
      ['土木技術', '（第3〜5エポック）：資源3つではなく2つで都市。'],
      ['移住：', '自分の商人それぞれを、陸路で2地区まで、兵士のいる地区へ移動。'],
      ['天災：', '1つの地区で、都市・偉大な建造物・商人を1つずつ取り除く。'],
      ['疫病', '（第3〜5エポック）：1つの地域で、コマが2つ以上ある地区はそれぞれ1つ失う。'],
    ]],
  },
  {
    id: 'end',
    en: ['The end', 'The game ends after epoch III, or after epoch V with the five-epoch option. The player with most VP wins; equal scores share the win.'],
    ja: ['ゲームの終了', '第3エポックの後（5エポックのオプションでは第5エポックの後）に終了します。VPの最も多いプレイヤーの勝ちで、同点は勝利を分かち合います。'],
  },
  {
    id: 'table',
    en: ['Playing here', 'What to do is always in the guidance panel (on a phone, the sheet at the bottom of the screen). Click a space or a sea on the map: the space panel shows it with a button for each legal action there (a single one is taken at once). The buttons above the map switch between the whole world and Europe and the Mediterranean enlarged. The side panels show the empire in play (vitality, military, commerce, strength with its dice, pieces left, resources gained, the event played), your cards, the last war with both sides\' dice, the nomads, the epoch track with the age, and every player\'s VP and empires. Only you see your event and kingdom cards and the empire cards you draw.'],
    ja: ['このサイトでの遊び方', 'やるべきことは常に行動ガイダンス（スマートフォンでは画面下のシート）に表示されます。地図の地区か海をクリックすると、地区の欄にその場所と、そこで選べるアクションのボタンが表示されます（1つだけならすぐに実行）。地図の上のボタンで世界全体と、ヨーロッパと地中海の拡大を切り替えます。横の欄には、プレイ中の帝国（国力・軍事力・商業力・ダイスでの戦力・残りコマ・獲得資源・使ったイベント）、手札、直前の戦争の双方のダイス、遊牧帝国、時代の付いたエポックのトラック、全員のVPと帝国が表示されます。イベントカード、王国カード、引いた帝国カードはあなただけに見えます。'],
    img: 'players-epoch-2.png',
    cap: {
      en: 'The players\' panel: VP, the score each player would make now, their empires by epoch and their number of cards.',
      ja: 'プレイヤー欄：VP、今採点したときの得点、エポックごとの帝国、手札の枚数。',
    },
  },
  {
    id: 'decisions',
    en: ['Decisions of this table', 'World Empires was published as a design in progress, so much of it is ours.', [
      'The map, epochs IV and V, the missing empire and nomad numbers, the event deck beyond its first six cards and the kingdom cards are this site\'s own design, balanced by simulation.',
      'A city costs three resources of any kind, as the design page\'s own example shows (earlier notes said two, or four different kinds).',
      'Horses are a resource and give military +1.',
      'Grain gives its extra pieces once a turn, for the first grain space.',
      'An empire\'s start space is its capital. Merchants need commerce 1 or more. Expelling removes two merchants of other colours, the colour with most first.',
      'The Phoenicians are part of Carthage, as the designer\'s note says.',
    ]],
    ja: ['このテーブルでの取り決め', 'World Empiresは開発中のデザインとして公開されたため、多くの部分がこのサイト独自のものです。', [
      '地図、第4・5エポック、欠けている帝国と遊牧帝国の数値、最初の6種類以外のイベントカード、王国カードはこのサイト独自のデザインで、シミュレーションで調整しています。',
      '都市は種類を問わず資源3つです。デザインページ自身の例に合わせています（以前のメモでは2つ、または異なる4種類）。',
      '馬は資源で、軍事力+1をもたらします。',
      '麦の追加のコマは、1手番に最初の麦の地区の1回だけです。',
      '帝国の開始地区が首都です。商人には商業力1以上が必要です。排除では他の色の商人を2つ、最も多い色から取り除きます。',
      'フェニキア人はデザイナーズノートのとおりカルタゴに統合されています。',
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
      ['Top of the epoch', 'Epoch die: 1–2 Age of Storms, 3–4 Age of Nomad Empires, 5–6 Age of Peace. Event cards may be played.'],
      ['Each empire, in card order', 'Draw an event card. Take vitality in pieces; enter on a start-region space with no city or capital (your capital).', 'Expand next to your pieces (and coasts of your navy\'s waters): soldier (war where enemies stand), merchant (where a soldier stands, commerce 1+), expel 2 merchants (1 piece), navy (1 forest chit), city (3 resources), great building (5 kinds), attack nomads (1 piece), one event card.', 'Kingdom card (option). Keep 3 event cards. Score.'],
      ['Merchant competition', 'Shared spaces: merchants\' commerce + dice added up; the lowest loses one.'],
      ['Losses', 'Pieces on barren land go; one navy of each colour goes.'],
      ['Nomads', '3 / 2 / 1 invade by age; vitality = empty spaces × 1, 2, 3 (+ modifier). Lowest scores play them: war only, plunder a city 2 VP, 1 VP a city held.'],
      ['Next empires', 'Lowest score first: draw 2, keep 1 (pay 10 VP to draw a third).'],
    ],
    notes: [
      ['War', 'Military 0: a flat 1; 1–3: that many dice; 4–6: 3 dice +1…+3. Highest die + bonus; the loser removes a soldier; equal: both, and a city there.'],
      ['Score', 'Space points; +5 a region\'s point spaces all held, +5 alone there; city 2, great building 10; trade routes in 3/4/5/7 regions 5/10/20/40.'],
      ['End', 'After epoch III (or V): most VP.'],
    ],
  },
  ja: {
    phases: [
      ['ターントップ', 'エポックのダイス：1〜2 嵐の時代、3〜4 遊牧帝国の時代、5〜6 平和の時代。イベントカードをプレイ可。'],
      ['帝国ごと（カードの順）', 'イベントカードを1枚引く。国力分のコマを受け取り、開始地域の都市も首都もない地区に登場（首都）。', '自分のコマの隣（海軍の水域の沿岸も）に拡張：兵士（敵がいれば戦争）、商人（兵士のいる地区、商業力1以上）、商人2つの排除（1コマ）、海軍（森チット1）、都市（資源3）、偉大な建造物（5種類）、遊牧帝国への攻撃（1コマ）、イベント1枚。', '王国カード（オプション）。イベントは3枚まで。採点。'],
      ['商業の競争', '共有する地区：商人ごとの商業力＋ダイスの合計が最も低い色が1つ失う。'],
      ['勢力の損失', '不毛の地のコマを除去、各色の海軍を1つ除去。'],
      ['遊牧帝国', '時代により3・2・1つが侵入。活力＝空いた地区×1・2・3（＋修正値）。得点の低いプレイヤーが担当：戦争のみ、都市の略奪2点、支配する都市1つにつき1点。'],
      ['次の帝国', '得点の低い順に2枚引いて1枚（VP10点で3枚目）。'],
    ],
    notes: [
      ['戦争', '軍事力0は固定値1、1〜3はその数のダイス、4〜6はダイス3個+1〜+3。最高の出目＋ボーナス。負けは兵士1つ失う。同じなら両方と、その地区の都市1つ。'],
      ['採点', '地区の点数。地域の点のある地区をすべて支配+5、単独なら+5。都市2、偉大な建造物10。交易路3・4・5・7地域で5・10・20・40。'],
      ['終了', '第3（または第5）エポックの後：VP最多。'],
    ],
  },
};

/** The turn summary in `lang`. */
export function summary(lang) {
  return turnSummary(SUMMARY, lang);
}
