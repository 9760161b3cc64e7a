// Every string the browser client shows, in English and Japanese, in one place.
// Texts that come from the server (prompts, action labels, log lines, errors) arrive as {en, ja} and are picked
// with `pick`; everything the client writes itself is a key here and goes through `t`.

const STRINGS = {
  // shell
  appName: { en: 'Statecraft', ja: 'ステートクラフト' },
  language: { en: 'Language', ja: '言語' },
  signIn: { en: 'Sign in', ja: 'サインイン' },
  signUp: { en: 'Sign up', ja: '新規登録' },
  signOut: { en: 'Sign out', ja: 'サインアウト' },
  guest: { en: 'Play as guest', ja: 'ゲストで参加' },
  name: { en: 'Name', ja: '名前' },
  password: { en: 'Password', ja: 'パスワード' },
  passwordHint: { en: '8 characters or more (not needed for a guest)', ja: '8文字以上（ゲストは不要）' },
  signedInAs: { en: 'Signed in as {name}', ja: '{name} としてサインイン中' },
  guestMark: { en: '(guest)', ja: '（ゲスト）' },
  welcomeTitle: { en: 'Welcome to the table', ja: 'テーブルへようこそ' },
  welcomeText: {
    en: 'Sign in, create an account, or just pick a name and play as a guest. You can watch any public table without signing in.',
    ja: 'サインインするか、アカウントを作るか、名前だけ決めてゲストとして遊べます。公開テーブルはサインインせずに観戦できます。',
  },
  // lobby
  lobby: { en: 'Lobby', ja: 'ロビー' },
  refresh: { en: 'Refresh', ja: '更新' },
  openTables: { en: 'Open tables', ja: '募集中のテーブル' },
  runningTables: { en: 'Running games', ja: '進行中のゲーム' },
  finishedTables: { en: 'Finished games', ja: '終了したゲーム' },
  noTables: { en: 'None.', ja: 'ありません。' },
  createTable: { en: 'Create a table', ja: 'テーブルを作る' },
  game: { en: 'Game', ja: 'ゲーム' },
  players: { en: 'Players', ja: '人数' },
  ruleset: { en: 'Ruleset', ja: 'ルール' },
  publicTable: { en: 'Public (listed in the lobby)', ja: '公開（ロビーに表示）' },
  pace: { en: 'Pace', ja: 'ペース' },
  paceLive: { en: 'Live (minutes per move)', ja: 'リアルタイム（1手数分）' },
  paceLong: { en: 'Long (days per move)', ja: '長期戦（1手数日）' },
  botTakeover: { en: 'A bot takes over a player who leaves or runs out of time', ja: '退席・時間切れのプレイヤーをボットが代行' },
  create: { en: 'Create', ja: '作成' },
  join: { en: 'Join', ja: '参加' },
  watch: { en: 'Watch', ja: '観戦' },
  open: { en: 'Open', ja: '開く' },
  seatsTaken: { en: '{n}/{max} seated', ja: '着席 {n}/{max}' },
  status_open: { en: 'open', ja: '募集中' },
  status_running: { en: 'running', ja: '進行中' },
  status_finished: { en: 'finished', ja: '終了' },
  private: { en: 'private', ja: '非公開' },
  needSignIn: { en: 'Sign in or play as a guest to create or join a table.', ja: 'テーブルの作成・参加にはサインインまたはゲスト参加が必要です。' },
  // table shell
  backToLobby: { en: '← Lobby', ja: '← ロビー' },
  seats: { en: 'Seats', ja: '席' },
  seat: { en: 'Seat {n}', ja: '席{n}' },
  emptySeat: { en: '(empty)', ja: '（空席）' },
  you: { en: 'you', ja: 'あなた' },
  bot: { en: 'bot', ja: 'ボット' },
  standIn: { en: 'bot standing in', ja: 'ボット代行中' },
  spectating: { en: 'You are watching.', ja: '観戦中です。' },
  chat: { en: 'Chat', ja: 'チャット' },
  chatPlaceholder: { en: 'Say something, or /help', ja: '発言、または /help' },
  send: { en: 'Send', ja: '送信' },
  table: { en: 'Table', ja: 'テーブル' },
  log: { en: 'Game log', ja: 'ゲームログ' },
  guidance: { en: 'What to do', ja: '行動ガイダンス' },
  turnFor: { en: '{who} to act — {time}', ja: '{who}の手番 — {time}' },
  yourTurn: { en: 'Your turn', ja: 'あなたの手番です' },
  notStarted: { en: 'The game has not started. Sit down with /join or the button, add bots, then /start.', ja: 'ゲームは未開始です。/join（またはボタン）で着席し、ボットを加えて /start で開始します。' },
  gameOver: { en: 'The game is over.', ja: 'ゲーム終了です。' },
  winners: { en: 'Winner: {who}', ja: '勝者：{who}' },
  scores: { en: 'Scores', ja: '得点' },
  confirm: { en: 'Confirm', ja: '確定' },
  cancel: { en: 'Cancel', ja: 'キャンセル' },
  confirmCost: { en: 'This costs {cost}M. Sure?', ja: '{cost}Mかかります。よろしいですか？' },
  moreActions: { en: 'All choices as a list ({n})', ja: '選択肢の一覧（{n}）' },
  history: { en: 'History', ja: '履歴' },
  step: { en: 'Step {step} of {steps}', ja: '{steps}手中 {step}手目' },
  live: { en: 'Live', ja: '現在' },
  viewingHistory: { en: 'Looking at the past; press Live to return.', ja: '過去の局面を表示中です。「現在」で戻ります。' },
  first: { en: 'First', ja: '最初' },
  back: { en: 'Back', ja: '戻る' },
  forward: { en: 'Forward', ja: '進む' },
  connected: { en: 'connected', ja: '接続中' },
  reconnecting: { en: 'reconnecting…', ja: '再接続中…' },
  btnJoin: { en: 'Sit down', ja: '着席' },
  btnLeave: { en: 'Leave seat', ja: '離席' },
  btnStart: { en: 'Start', ja: '開始' },
  btnBot: { en: 'Add bot', ja: 'ボット追加' },
  btnOptions: { en: 'Options', ja: 'オプション' },
  btnHelp: { en: 'Help', ja: 'ヘルプ' },
  options: { en: 'Options', ja: 'オプション' },
  noBoard: { en: 'This game has no board drawing yet; its choices are listed below.', ja: 'このゲームの盤面表示はまだありません。選択肢を下に表示します。' },
  viewJson: { en: 'Game state (raw)', ja: 'ゲーム状態（データ）' },
  seconds: { en: '{n}s', ja: '{n}秒' },
  minutes: { en: '{m}m {s}s', ja: '{m}分{s}秒' },
  hours: { en: '{h}h {m}m', ja: '{h}時間{m}分' },
  errorPrefix: { en: 'Error: ', ja: 'エラー：' },
  networkError: { en: 'The server could not be reached.', ja: 'サーバーに接続できません。' },
  pace_live: { en: 'live', ja: 'リアルタイム' },
  pace_long: { en: 'long', ja: '長期戦' },

  // Imperial
  imp_nations: { en: 'Nations', ja: '列強国情報' },
  imp_players: { en: 'Players', ja: 'プレイヤー情報' },
  imp_power: { en: 'Power points', ja: '列強国得点チャート' },
  imp_rondel: { en: 'Rondel', ja: 'ゲームダイヤル' },
  imp_map: { en: 'Map', ja: 'マップ' },
  imp_zoomIn: { en: 'Zoom in', ja: '拡大' },
  imp_zoomOut: { en: 'Zoom out', ja: '縮小' },
  imp_zoomReset: { en: 'Whole map', ja: '全体表示' },
  imp_treasury: { en: 'Treasury', ja: '国庫' },
  imp_governor: { en: 'Government', ja: '統治者' },
  imp_noGovernor: { en: 'nobody', ja: 'なし' },
  imp_bondsOfGov: { en: 'Gov. bonds', ja: '統治者の債券' },
  imp_chart: { en: 'Tax chart', ja: '課税チャート' },
  imp_flagsLeft: { en: 'Flags left', ja: '課税マーカー残り' },
  imp_armiesLeft: { en: 'Armies left', ja: '陸軍残り' },
  imp_fleetsLeft: { en: 'Fleets left', ja: '艦隊残り' },
  imp_powerShort: { en: 'Power', ja: '得点' },
  imp_cash: { en: 'Cash', ja: '現金' },
  imp_hidden: { en: '—', ja: '—' },
  imp_investorCard: { en: 'investor card', ja: '債券購入権' },
  imp_hoverPayout: { en: 'Hover: interest each player receives per nation', ja: 'マウスを合わせると各国の配当額を表示' },
  imp_interestTitle: { en: 'Interest per nation (M)', ja: '各国からの配当額（百万）' },
  imp_investTitle: { en: 'Invested per nation (M)', ja: '各国への投資額（百万）' },
  imp_movePanel: { en: 'Move panel', ja: '表示位置切替' },
  imp_bonds: { en: 'Bonds', ja: '債券' },
  imp_bondWindow: { en: 'Bonds of {nation}', ja: '{nation}の債券' },
  imp_interest: { en: 'interest {n}M', ja: '配当 {n}M' },
  imp_available: { en: 'available', ja: '購入可' },
  imp_buy: { en: 'Buy', ja: '購入' },
  imp_tradeUp: { en: 'Trade up', ja: '交換' },
  imp_pass: { en: 'Pass', ja: 'パス' },
  imp_close: { en: 'Close', ja: '閉じる' },
  imp_pickBond: { en: 'Pick a bond to buy, or one of yours and then a better one to trade up.', ja: '購入する債券を選ぶか、保有債券を選んでから交換先の債券を選んでください。' },
  imp_round: { en: 'round', ja: 'ラウンド' },
  imp_powerHistory: { en: 'Power over the rounds', ja: 'ラウンドごとの得点推移' },
  imp_pickDestination: { en: 'Now click where it goes (highlighted), or pick another unit.', ja: '移動先（強調表示）をクリックするか、別の部隊を選んでください。' },
  imp_pickUnit: { en: 'Click a highlighted unit or region on the map.', ja: 'マップ上の強調表示された部隊・地域をクリックしてください。' },
  imp_pickKind: { en: 'Army or fleet?', ja: '陸軍と艦隊のどちらにしますか？' },
  imp_army: { en: 'Army', ja: '陸軍' },
  imp_fleet: { en: 'Fleet', ja: '艦隊' },
  imp_factory: { en: 'Factory', ja: '工場' },
  imp_shipyard: { en: 'shipyard', ja: '造船所' },
  imp_armaments: { en: 'armaments factory', ja: '軍備工場' },
  imp_hostile: { en: 'hostile', ja: '敵対' },
  imp_friendly: { en: 'friendly', ja: '友好' },
  imp_legend: { en: 'Legend', ja: '凡例' },
  imp_legendText: {
    en: 'Circle = army, diamond = fleet (small diamond at a port = in harbour), brown square = armaments factory, blue round square = shipyard, pennant = flag. Letters: A Austria-Hungary, I Italy, F France, B Britain, G Germany, R Russia. Red ring = hostile army, white dot = friendly army.',
    ja: '丸＝陸軍、ひし形＝艦隊（港の小さいひし形＝停泊中）、茶の四角＝軍備工場、水色の角丸＝造船所、旗＝課税マーカー。文字：A オーストリア＝ハンガリー、I イタリア、F フランス、B 英国、G ドイツ、R ロシア。赤い輪＝敵対、白い点＝友好。',
  },
  imp_slot0: { en: 'Factory', ja: '工場建設' },
  imp_slot1: { en: 'Production', ja: '部隊生産' },
  imp_slot2: { en: 'Maneuver', ja: '部隊移動' },
  imp_slot3: { en: 'Investor', ja: '配当/投資' },
  imp_slot4: { en: 'Import', ja: '部隊輸入' },
  imp_slot5: { en: 'Production', ja: '部隊生産' },
  imp_slot6: { en: 'Maneuver', ja: '部隊移動' },
  imp_slot7: { en: 'Taxation', ja: '税収' },
  imp_free: { en: 'free', ja: '無料' },
  imp_cost: { en: '{cost}M', ja: '{cost}M' },
  nation_AH: { en: 'Austria-Hungary', ja: 'オーストリア＝ハンガリー' },
  nation_IT: { en: 'Italy', ja: 'イタリア' },
  nation_FR: { en: 'France', ja: 'フランス' },
  nation_GB: { en: 'Great Britain', ja: '英国' },
  nation_GE: { en: 'Germany', ja: 'ドイツ' },
  nation_RU: { en: 'Russia', ja: 'ロシア' },

  // Sixteen Thirty Something
  st_map: { en: 'Map of Europe around 1630', ja: '1630年頃のヨーロッパ地図' },
  st_n_spain: { en: 'Spain', ja: 'スペイン' },
  st_n_england: { en: 'England', ja: 'イングランド' },
  st_n_france: { en: 'France', ja: 'フランス' },
  st_n_denmark: { en: 'Denmark', ja: 'デンマーク' },
  st_n_netherlands: { en: 'Netherlands', ja: 'オランダ' },
  st_n_sweden: { en: 'Sweden', ja: 'スウェーデン' },
  st_n_german_princes: { en: 'German Princes', ja: 'ドイツ諸侯' },
  st_n_habsburg_empire: { en: 'Habsburg Empire', ja: 'ハプスブルク帝国' },
  st_n_poland: { en: 'Poland', ja: 'ポーランド' },
  st_sp_vote: { en: 'Vote', ja: '議決' },
  st_sp_military_improvement: { en: 'Military Improvement', ja: '軍事改革' },
  st_sp_increase_army_size: { en: 'Increase Army Size', ja: '軍事規模増強' },
  st_sp_increase_status: { en: 'Increase Status', ja: '国威上昇' },
  st_sp_military_leader: { en: 'Military Leader', ja: '軍事指揮官' },
  st_sp_assassin: { en: 'Assassin', ja: '暗殺者' },
  st_sp_unrest: { en: 'Unrest', ja: '不穏' },
  st_open: { en: 'Open', ja: 'オープン' },
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

// Region names of the Imperial map (the drawing itself carries only the English names).
const REGION_JA = {
  trieste: 'トリエステ', vienna: 'ウィーン', budapest: 'ブダペスト', prague: 'プラハ', lemberg: 'レンベルク',
  genoa: 'ジェノヴァ', venice: 'ヴェネツィア', florence: 'フィレンツェ', rome: 'ローマ', naples: 'ナポリ',
  paris: 'パリ', dijon: 'ディジョン', marseille: 'マルセイユ', bordeaux: 'ボルドー', brest: 'ブレスト',
  dublin: 'ダブリン', edinburgh: 'エディンバラ', liverpool: 'リヴァプール', sheffield: 'シェフィールド',
  london: 'ロンドン', danzig: 'ダンツィヒ', berlin: 'ベルリン', munich: 'ミュンヘン', cologne: 'ケルン',
  hamburg: 'ハンブルク', moscow: 'モスクワ', warsaw: 'ワルシャワ', st_petersburg: 'サンクトペテルブルク',
  kiev: 'キエフ', odessa: 'オデッサ', turkey: 'トルコ', bulgaria: 'ブルガリア', romania: 'ルーマニア',
  west_balkan: '西バルカン', greece: 'ギリシャ', tunis: 'チュニス', algeria: 'アルジェリア', morocco: 'モロッコ',
  spain: 'スペイン', portugal: 'ポルトガル', belgium: 'ベルギー', holland: 'オランダ', denmark: 'デンマーク',
  norway: 'ノルウェー', sweden: 'スウェーデン', bay_of_biscay: 'ビスケー湾', black_sea: '黒海',
  western_mediterranean_sea: '西地中海', ionian_sea: 'イオニア海', eastern_mediterranean_sea: '東地中海',
  north_sea: '北海', north_atlantic: '北大西洋', baltic_sea: 'バルト海', english_channel: 'イギリス海峡',
  corsica: 'コルシカ', crete: 'クレタ', sardinia: 'サルデーニャ', sicily: 'シチリア', switzerland: 'スイス',
};

const listeners = new Set();
// Outside a browser (the catalog's own test under Node) there is no storage and English is used.
const storage = globalThis.localStorage;
let lang = storage?.getItem('lang') || ((globalThis.navigator?.language ?? 'en').startsWith('ja') ? 'ja' : 'en');

export function getLang() {
  return lang;
}

export function setLang(next) {
  lang = next === 'ja' ? 'ja' : 'en';
  storage?.setItem('lang', lang);
  document.documentElement.lang = lang;
  for (const fn of listeners) fn(lang);
}

/** Calls `fn` whenever the language changes. */
export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A client string by key, with `{name}` placeholders filled from `vars`. */
export function t(key, vars = {}) {
  const entry = STRINGS[key];
  const text = entry ? entry[lang] ?? entry.en : key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in vars ? String(vars[k]) : `{${k}}`));
}

/** A server text ({en, ja}) in the current language; plain strings pass through. */
export function pick(text) {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en ?? '';
}

/** A region's name in the current language (English from the map drawing otherwise). */
export function regionName(id, english) {
  return lang === 'ja' && REGION_JA[id] ? REGION_JA[id] : english;
}

/** The whole catalog, for its test (every key used exists, every entry has both languages). */
export function catalog() {
  return { strings: STRINGS, regions: REGION_JA };
}
