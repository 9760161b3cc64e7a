// Every string the table shell and the lobby show, in English and Japanese, in one place; a title's board
// module keeps its own strings in web/games/<id>/i18n.js (see `withStrings`), and the names of a title's regions,
// nations and cards come from the server with the game (its words).
// Texts that come from the server (prompts, action labels, log lines, errors) arrive as {en, ja} and are picked
// with `pick`, which also puts the players' names in; everything the client writes itself is a key here and
// goes through `t`.

import { fillNames } from './names.js';

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
  notStarted: { en: 'The game has not started: take a seat, add a bot for each empty seat (choose its strength), then press Start.', ja: 'ゲームは未開始です。席に着き、空席ごとにボットを加えて（強さを選べます）、「開始」を押してください。' },
  gameOver: { en: 'The game is over.', ja: 'ゲーム終了です。' },
  winners: { en: 'Winner: {who}', ja: '勝者：{who}' },
  confirm: { en: 'Confirm', ja: '確定' },
  cancel: { en: 'Cancel', ja: 'キャンセル' },
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
  noBoard: { en: 'This game has no board drawing yet; its choices are listed below.', ja: 'このゲームの盤面表示はまだありません。選択肢を下に表示します。' },
  viewJson: { en: 'Game state (raw)', ja: 'ゲーム状態（データ）' },
  seconds: { en: '{n}s', ja: '{n}秒' },
  minutes: { en: '{m}m {s}s', ja: '{m}分{s}秒' },
  hours: { en: '{h}h {m}m', ja: '{h}時間{m}分' },
  errorPrefix: { en: 'Error: ', ja: 'エラー：' },
  networkError: { en: 'The server could not be reached.', ja: 'サーバーに接続できません。' },
  pace_live: { en: 'live', ja: 'リアルタイム' },
  pace_long: { en: 'long', ja: '長期戦' },
  botName: { en: 'Bot ({level})', ja: 'ボット（{level}）' },
  botNameNumbered: { en: 'Bot {n} ({level})', ja: 'ボット{n}（{level}）' },
  level_random: { en: 'random', ja: 'ランダム' },
  level_easy: { en: 'easy', ja: '弱' },
  level_normal: { en: 'normal', ja: '中' },
  level_hard: { en: 'hard', ja: '強' },
  vacated: { en: 'left the game; the seat is free', ja: '退席しました。席は空いています' },
  leaveTakeover: { en: 'Leave this game? A bot takes over your seat; you may come back and take it again.', ja: 'このゲームから離席しますか？ボットが代わりにプレイし、あとで席に戻ることもできます。' },
  leaveStall: { en: 'Leave this game? Nobody plays your seat until someone sits down in it: the game waits.', ja: 'このゲームから離席しますか？誰かがその席に着くまで、あなたの席は誰もプレイせず、ゲームは止まります。' },
  botLevel: { en: 'Bot strength', ja: 'ボットの強さ' },
  botTakeoverShort: { en: 'bots take over', ja: 'ボット代行あり' },
  noOptions: { en: 'This game has no options.', ja: 'このゲームにオプションはありません。' },
  optionsOwnerOnly: { en: 'The table owner changes these before the start.', ja: '開始前にテーブルのオーナーが変更できます。' },
  place: { en: 'Place', ja: '順位' },
  player: { en: 'Player', ja: 'プレイヤー' },
  score: { en: 'Score', ja: '得点' },
  askBeforeCostly: { en: 'Ask before costly or irreversible moves', ja: '費用のかかる手・取り消せない手の前に確認する' },
  boardBeforeStart: { en: 'The board as the game begins. Sit down, add bots, then Start.', ja: '開始時の盤面です。着席してボットを加え、「開始」を押してください。' },
  rules: { en: 'Rules', ja: 'ルール' },
  rulesOf: { en: 'How to play {game}', ja: '{game}の遊び方' },
  noRules: { en: 'This game has no rules page yet.', ja: 'このゲームのルールページはまだありません。' },
  turnSummary: { en: 'Turn summary', ja: 'ターン早見表' },
  summaryOf: { en: '{game}: turn summary', ja: '{game}：ターン早見表' },
  fullRules: { en: 'Full rules', ja: 'ルール全文' },
  noSummary: { en: 'This game has no turn summary yet.', ja: 'このゲームのターン早見表はまだありません。' },
  close: { en: 'Close', ja: '閉じる' },
  yourTurnHere: { en: 'Your turn', ja: 'あなたの番' },
  autoRefresh: { en: 'updates by itself', ja: '自動更新' },
  seatMe: { en: 'Sit me at the table', ja: '自分も着席する' },
  // the player's site (clock.js)
  clocks: { en: 'Clocks', ja: '持ち時間' },
  clockIncrement: { en: '+{time} a turn', ja: '1手番ごとに+{time}' },
  outStandIn: { en: 'Out of time: a bot plays on', ja: '時間切れ: ボットが代行' },
  outLose: { en: 'Out of time: the player loses', ja: '時間切れ: 負け' },
  undo: { en: 'Undo my last step', ja: '直前の手を戻す' },
  days: { en: '{d}d {h}h', ja: '{d}日{h}時間' },
  // the player's site (player.js)
  playerPage: { en: 'Player {name}', ja: 'プレイヤー {name}' },
  myPage: { en: 'My page', ja: 'マイページ' },
  ratings: { en: 'Ratings', ja: 'レーティング' },
  noRatings: { en: 'No rated games yet.', ja: 'まだレーティング対象の対局はありません。' },
  rating: { en: 'Rating', ja: 'レーティング' },
  gamesPlayed: { en: 'Games', ja: '対局数' },
  inProgress: { en: 'Games in progress', ja: '進行中の対局' },
  noneInProgress: { en: 'No games in progress.', ja: '進行中の対局はありません。' },
  finishedGames: { en: 'Finished games', ja: '終了した対局' },
  noneFinished: { en: 'No finished games yet.', ja: '終了した対局はまだありません。' },
  yourTurnMark: { en: 'your turn', ja: 'あなたの番' },
  turnOf: { en: 'turn: {who}', ja: '手番: {who}' },
  placeNumber: { en: '#{place}', ja: '{place}位' },
  leaderboard: { en: 'Leaderboard', ja: 'ランキング' },
  leaderboardOf: { en: 'Leaderboard: {game}', ja: 'ランキング: {game}' },
  replay: { en: 'Replay', ja: 'リプレイ' },
  notifications: { en: 'Notifications', ja: '通知' },
  email: { en: 'Email', ja: 'メール' },
  webhook: { en: 'Webhook URL (chat servers)', ja: 'Webhook URL（チャットサーバー）' },
  notifyTurn: { en: 'Your turn (long games)', ja: 'あなたの番（長期戦）' },
  notifyEnded: { en: 'A game you are in ended', ja: '参加中の対局が終了' },
  notifyInvited: { en: 'You were invited', ja: '招待された' },
  save: { en: 'Save', ja: '保存' },
  saved: { en: 'Saved.', ja: '保存しました。' },
  joining: { en: 'Taking your seat…', ja: '着席しています…' },
  // the player's site (replay.js)
  replayTitle: { en: 'Replay: {game}', ja: 'リプレイ: {game}' },
  loadRecord: { en: 'Load a record file', ja: '棋譜ファイルを読み込む' },
  loadHint: { en: 'A record downloaded from a finished game (JSON).', ja: '終了したゲームからダウンロードした棋譜（JSON）。' },
  download: { en: 'Download the record', ja: '棋譜をダウンロード' },
  play: { en: 'Play', ja: '再生' },
  pause: { en: 'Pause', ja: '一時停止' },
  speed: { en: 'Speed', ja: '速度' },
  perStep: { en: '{s} s a step', ja: '1手{s}秒' },
  asSeen: { en: 'Seen by', ja: '視点' },
  spectator: { en: 'a spectator', ja: '観戦者' },
  shareLink: { en: 'Link to this step', ja: 'この手へのリンク' },
  fork: { en: 'Fork from here', ja: 'ここから分岐' },
  forkHint: { en: 'A new table starting at this step; each seat sees only its own hand.', ja: 'この手から始まる新しいテーブル。各席は自分の手札だけを見ます。' },
  stepOf: { en: 'Step {step} of {steps}', ja: '{steps}手中{step}手目' },
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
  return lookup(STRINGS, key, vars);
}

/**
 * A `t` for a title's board module: its own strings (`web/games/<id>/i18n.js`) first, then the shell's, so a
 * board can say both its own `t('abc_map')` and the shell's `t('confirm')`.
 */
export function withStrings(own) {
  return (key, vars = {}) => (key in own ? lookup(own, key, vars) : lookup(STRINGS, key, vars));
}

function lookup(strings, key, vars) {
  const entry = strings[key];
  const text = entry ? entry[lang] ?? entry.en : key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in vars ? String(vars[k]) : `{${k}}`));
}

/**
 * The names of the open table's seats, which fill the `{seat:N}` placeholders of every server text `pick`
 * shows (see names.js). The table shell sets them; outside a table there are none.
 */
let names = [];

export function setSeatNames(list) {
  names = list;
}

/** A server text ({en, ja}) in the current language, with the players' names filled in; plain strings too. */
export function pick(text) {
  if (text == null) return '';
  const chosen = typeof text === 'string' ? text : text[lang] ?? text.en ?? '';
  return fillNames(chosen, names, lang);
}

/** The whole catalog, for its test (every key used exists, every entry has both languages). */
export function catalog() {
  return { strings: STRINGS };
}
