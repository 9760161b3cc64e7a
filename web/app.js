// The page: a header (account, language), and either the lobby or one table, chosen by the URL hash
// (`#/` the lobby, `#/t/<id>` a table) so that a reload or a shared link lands in the same place.

import { api, ApiError } from './api.js';
import { h, put } from './dom.js';
import { getLang, onLangChange, pick, setLang, t } from './i18n.js';
import { seatNames } from './names.js';
import { openTable } from './table.js';
import { routePlayerSite } from './player.js';
import { openSummary } from './summary.js';

const state = { me: null, games: [], current: null, lobbyTimer: null };
/** Seconds between the lobby's own refreshes. */
const LOBBY_REFRESH_S = 10;
const root = document.getElementById('app');

function errorText(error) {
  return error instanceof ApiError && error.text ? pick(error.text) : t('networkError');
}

function header() {
  const langSelect = h('select', { id: 'lang', 'aria-label': t('language'), onChange: (e) => setLang(e.target.value) },
    h('option', { value: 'en', selected: getLang() === 'en' }, 'English'),
    h('option', { value: 'ja', selected: getLang() === 'ja' }, '日本語'));
  const account = state.me
    ? h('span', { class: 'account' },
      h('span', { id: 'me' }, t('signedInAs', { name: state.me.name }), state.me.guest ? ` ${t('guestMark')}` : ''),
      ' ', h('a', { id: 'my-page', href: `#/p/${encodeURIComponent(state.me.name)}` }, t('myPage')),
      h('button', { id: 'sign-out', class: 'link', onClick: signOut }, t('signOut')))
    : null;
  return h('header', { class: 'top' },
    h('a', { href: '#/', class: 'brand' }, t('appName')),
    h('span', { class: 'spacer' }),
    account,
    h('label', { class: 'lang' }, `${t('language')} `, langSelect));
}

async function signOut() {
  await api.signOut().catch(() => {});
  state.me = null;
  route();
}

function authForm() {
  const name = h('input', { id: 'auth-name', name: 'name', autocomplete: 'username', required: true, maxlength: 24 });
  const password = h('input', { id: 'auth-password', name: 'password', type: 'password', autocomplete: 'current-password' });
  const message = h('p', { class: 'error', role: 'alert' });
  const run = (fn) => async (event) => {
    event.preventDefault();
    message.textContent = '';
    try {
      state.me = await fn();
      route();
    } catch (error) {
      message.textContent = errorText(error);
    }
  };
  return h('section', { class: 'card auth' },
    h('h2', {}, t('welcomeTitle')),
    h('p', {}, t('welcomeText')),
    h('form', { onSubmit: run(() => api.signIn(name.value, password.value)) },
      h('label', {}, t('name'), name),
      h('label', {}, t('password'), password, h('small', {}, t('passwordHint'))),
      h('div', { class: 'row' },
        h('button', { id: 'sign-in', type: 'submit' }, t('signIn')),
        h('button', { id: 'sign-up', type: 'button', onClick: run(() => api.signUp(name.value, password.value)) }, t('signUp')),
        h('button', { id: 'guest', type: 'button', onClick: run(() => api.guest(name.value)) }, t('guest')))),
    message);
}

function createForm() {
  const gameSelect = h('select', { id: 'new-game', name: 'game' },
    state.games.map((g) => h('option', { value: g.id }, pick(g.name))));
  const players = h('input', { id: 'new-players', type: 'number', name: 'players' });
  const seatMe = h('input', { id: 'new-seat-me', type: 'checkbox', checked: true });
  const extra = h('div', { class: 'game-options' });
  const isPublic = h('input', { id: 'new-public', type: 'checkbox', checked: true });
  const pace = h('select', { id: 'new-pace' },
    h('option', { value: 'live' }, t('paceLive')), h('option', { value: 'long' }, t('paceLong')));
  const takeover = h('input', { id: 'new-takeover', type: 'checkbox' });
  const message = h('p', { class: 'error', role: 'alert' });

  // Each game's own options (ruleset, profistart, …) come from /api/games; JSON options stay for /option.
  const showOptions = () => {
    const game = state.games.find((g) => g.id === gameSelect.value);
    if (!game) return;
    players.min = game.min_players;
    players.max = game.max_players;
    // Four players, the usual table of these games, unless the game takes fewer or more.
    players.value = Math.min(Math.max(Number(players.value) || 4, game.min_players), game.max_players);
    put(extra, game.options.filter((o) => o.kind.kind !== 'json').map((o) => {
      const label = o.name === 'ruleset' ? t('ruleset') : o.name;
      if (o.kind.kind === 'flag') {
        return h('label', { class: 'check', title: pick(o.help) },
          h('input', { type: 'checkbox', 'data-option': o.name, checked: o.default === true }), ` ${label} — ${pick(o.help)}`);
      }
      return h('label', { title: pick(o.help) }, label,
        h('select', { 'data-option': o.name, id: `new-opt-${o.name}` },
          o.kind.values.map((v) => h('option', { value: v, selected: v === o.default }, v))),
        h('small', {}, pick(o.help)));
    }));
  };
  gameSelect.addEventListener('change', showOptions);
  showOptions();

  const submit = async (event) => {
    event.preventDefault();
    message.textContent = '';
    const options = {};
    for (const input of extra.querySelectorAll('[data-option]')) {
      options[input.dataset.option] = input.type === 'checkbox' ? input.checked : input.value;
    }
    try {
      const info = await api.createTable({
        game: gameSelect.value,
        players: Number(players.value),
        options,
        public: isPublic.checked,
        pace: pace.value,
        bot_takeover: takeover.checked,
      });
      // The creator sits down at once (as at any game site); the table page says why when that fails.
      if (seatMe.checked) await api.command(info.id, 'join').catch(() => {});
      location.hash = `#/t/${info.id}`;
    } catch (error) {
      message.textContent = errorText(error);
    }
  };
  return h('section', { class: 'card create' },
    h('h2', {}, t('createTable')),
    h('form', { id: 'create-form', onSubmit: submit },
      h('label', {}, t('game'), gameSelect),
      h('label', {}, t('players'), players),
      extra,
      h('label', { class: 'check' }, isPublic, ` ${t('publicTable')}`),
      h('label', {}, t('pace'), pace),
      h('label', { class: 'check' }, takeover, ` ${t('botTakeover')}`),
      h('label', { class: 'check' }, seatMe, ` ${t('seatMe')}`),
      h('button', { id: 'create', type: 'submit' }, t('create'))),
    message);
}

function tableRow(info) {
  const seated = info.seats.length;
  const mine = state.me && info.seats.some((s) => s.account === state.me.id);
  const myTurn = Boolean(state.me) && (info.to_act ?? []).some((i) => info.seats[i]?.account === state.me.id && !info.seats[i]?.bot);
  const names = seatNames(info, t).filter(Boolean).join(', ');
  const go = () => { location.hash = `#/t/${info.id}`; };
  const action = info.status === 'open' && state.me && !mine
    ? h('button', { class: 'join-table', onClick: async () => {
      try {
        await api.command(info.id, 'join');
      } catch { /* the table page shows the reason */ }
      go();
    } }, t('join'))
    : info.status === 'finished'
      ? h('a', { class: 'replay-table', href: `#/r/${info.id}` }, t('replay'))
      : h('button', { class: 'watch-table', onClick: go }, mine ? t('open') : t('watch'));
  return h('li', { class: `table-row${myTurn ? ' my-turn' : ''}`, dataset: { table: info.id, status: info.status, myTurn: myTurn ? 'yes' : 'no' } },
    myTurn ? h('span', { class: 'badge turn-badge' }, t('yourTurnHere')) : null,
    h('strong', {}, pick(info.game_name)),
    h('span', { class: 'muted' }, ` #${info.id.slice(0, 6)} · ${t(`status_${info.status}`)} · `,
      t('seatsTaken', { n: seated, max: info.settings.players }),
      info.settings.public ? '' : ` · ${t('private')}`, ` · ${t(`pace_${info.settings.pace}`)}`),
    h('span', { class: 'names' }, names),
    action);
}

async function lobby() {
  const lists = h('div', { class: 'lists' });
  const load = async () => {
    try {
      const tables = await api.tables();
      put(lists, ['open', 'running', 'finished'].map((status) => {
        const key = { open: 'openTables', running: 'runningTables', finished: 'finishedTables' }[status];
        // Tables where it is our turn come first.
        const rows = [...(tables[status] ?? [])].sort((a, b) => turnOf(b) - turnOf(a));
        return h('section', { class: 'card', id: `tables-${status}` }, h('h2', {}, t(key)),
          rows.length ? h('ul', { class: 'tables' }, rows.map(tableRow)) : h('p', { class: 'muted' }, t('noTables')));
      }));
    } catch (error) {
      put(lists, h('p', { class: 'error' }, errorText(error)));
    }
  };
  const rulesLinks = state.games.filter((g) => g.rules).map((g) =>
    h('li', {}, h('strong', {}, pick(g.name)), ' ',
      h('a', { href: `#/rules/${g.id}`, dataset: { rules: g.id }, title: t('rulesOf', { game: pick(g.name) }) }, t('rules')), ' · ',
      h('button', { type: 'button', class: 'link summary-open', dataset: { summary: g.id }, onClick: () => openSummary(g) }, t('turnSummary'))));
  put(root, header(), h('main', { class: 'lobby' },
    h('div', {}, state.me ? createForm() : authForm(),
      rulesLinks.length ? h('section', { class: 'card rules-links' }, h('h2', {}, t('rules')), h('ul', {}, rulesLinks)) : null),
    h('div', {}, h('div', { class: 'row' }, h('h1', {}, t('lobby')),
      h('button', { id: 'refresh', onClick: load }, t('refresh')), h('small', { class: 'muted' }, t('autoRefresh'))), lists)));
  await load();
  // The lobby refreshes itself while it is shown (route() stops it).
  state.lobbyTimer = setInterval(load, LOBBY_REFRESH_S * 1000);
}

/** 1 when it is the signed-in player's turn at the table `info`, else 0 (for sorting). */
function turnOf(info) {
  return state.me && (info.to_act ?? []).some((i) => info.seats[i]?.account === state.me.id && !info.seats[i]?.bot) ? 1 : 0;
}

/** A title's rules page (`web/games/<id>/rules.js`, found through /api/games), in the current language. */
async function rulesPage(id) {
  const game = state.games.find((g) => g.id === id);
  const body = h('article', { class: 'card rules-page', id: 'rules-page' });
  put(root, header(), h('main', { class: 'rules-main' },
    h('p', {}, h('a', { href: '#/', class: 'back' }, t('backToLobby'))), body));
  if (!game?.rules) {
    put(body, h('p', {}, t('noRules')));
    return;
  }
  try {
    const module = await import(game.rules);
    put(body, h('h1', {}, t('rulesOf', { game: pick(game.name) })),
      module.summary ? h('p', {}, h('button', { type: 'button', id: 'rules-summary', class: 'summary-open',
        onClick: () => openSummary(game, { rulesLink: false }) }, t('turnSummary'))) : null,
      module.rules(getLang(), { game }));
  } catch (error) {
    console.error('rules page failed to load', error);
    put(body, h('p', { class: 'error' }, t('noRules')));
  }
}

async function route() {
  state.current?.close();
  state.current = null;
  clearInterval(state.lobbyTimer);
  state.lobbyTimer = null;
  const match = location.hash.match(/^#\/t\/([\w-]+)/);
  const rules = location.hash.match(/^#\/rules\/([\w-]+)/);
  const sitePage = routePlayerSite(location.hash);
  if (rules) {
    await rulesPage(rules[1]);
  } else if (sitePage) {
    const shell = h('div', { class: 'site-page' });
    put(root, header(), shell);
    state.current = sitePage(shell, state.me, state.games);
  } else if (match) {
    const shell = h('div', { class: 'table-page' });
    put(root, header(), shell);
    state.current = openTable(shell, match[1], state.me, state.games);
  } else {
    await lobby();
  }
  document.body.dataset.ready = 'yes';
}

async function main() {
  document.documentElement.lang = getLang();
  try {
    [state.me, state.games] = await Promise.all([api.me(), api.games()]);
  } catch (error) {
    put(root, h('p', { class: 'error' }, errorText(error)));
    return;
  }
  window.addEventListener('hashchange', route);
  // A language switch redraws the page in place; a table keeps its connection and only re-renders.
  onLangChange(() => {
    if (state.current) {
      root.querySelector('header.top')?.replaceWith(header());
      state.current.rerender();
    } else {
      route();
    }
  });
  await route();
}

main();
