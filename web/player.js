// The player's pages: a player's ratings, games in progress (whose turn, clocks) and finished games; a
// title's leaderboard (bots included, so a new player sees how strong each level is); the account's
// notification settings; and the invitation link that seats the invited person (`#/t/<id>/join`).
// Routes: `#/p/<name>`, `#/lb/<game>`, `#/t/<id>/join`; the replay page is replay.js (`#/r/<id>`).

import { api, ApiError } from './api.js';
import { h, put } from './dom.js';
import { onLangChange, pick, t } from './i18n.js';
import { clockFace } from './clock.js';
import { openReplay } from './replay.js';


const errorText = (error) => (error instanceof ApiError && error.text ? pick(error.text) : t('networkError'));
const get = async (path) => {
  const response = await fetch(path, { credentials: 'same-origin' });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(data?.code ?? String(response.status), data?.message);
  return data;
};
const send = async (method, path, body) => {
  const response = await fetch(path, {
    method, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(data?.code ?? String(response.status), data?.message);
  return data;
};

function gameName(games, id) {
  const game = games.find((g) => g.id === id);
  return game ? pick(game.name) : id;
}

/** A page for the route in `hash`, or null when the hash is not one of the player's pages. */
export function routePlayerSite(hash) {
  let m = hash.match(/^#\/p\/(.+)$/);
  if (m) return (shell, me, games) => playerPage(shell, decodeURIComponent(m[1]), me, games);
  m = hash.match(/^#\/lb\/([\w-]+)$/);
  if (m) return (shell, me, games) => leaderboardPage(shell, m[1], games);
  m = hash.match(/^#\/t\/([\w-]+)\/join$/);
  if (m) return (shell, me) => joinByLink(shell, m[1], me);
  m = hash.match(/^#\/r(?:\/([\w-]+)(?:\/(\d+))?)?(?:\?(.*))?$/);
  if (m) return (shell, me, games) => openReplay(shell, { table: m[1] ?? null, step: m[2] == null ? null : Number(m[2]), query: new URLSearchParams(m[3] ?? '') }, me, games);
  return null;
}

/** Draws with `draw()` now and whenever the language changes; the page object the app keeps. */
function page(draw) {
  draw();
  const off = onLangChange(draw);
  return { close: off, rerender: draw };
}

function playerPage(shell, name, me, games) {
  let data = null;
  let error = null;
  const draw = () => {
    if (error) return put(shell, h('p', { class: 'error' }, errorText(error)));
    if (!data) return put(shell, h('p', { class: 'muted' }, '…'));
    const ratings = data.ratings.length
      ? h('table', { class: 'ratings', id: 'ratings' },
        h('tr', {}, h('th', {}, ''), h('th', {}, t('rating')), h('th', {}, t('gamesPlayed'))),
        data.ratings.map((r) => h('tr', { dataset: { game: r.game } },
          h('td', {}, h('a', { href: `#/lb/${r.game}` }, gameName(games, r.game))),
          h('td', { class: 'rating' }, String(r.rating)), h('td', {}, String(r.games)))))
      : h('p', { class: 'muted' }, t('noRatings'));
    const playing = data.playing.length
      ? h('ul', { class: 'tables', id: 'playing' }, data.playing.map((g) => h('li', { class: `table-row${g.your_turn ? ' your-turn' : ''}`, dataset: { table: g.table } },
        h('a', { href: `#/t/${g.table}` }, h('strong', {}, gameName(games, g.game)), ` #${g.table.slice(0, 6)}`), ' ',
        g.your_turn ? h('strong', { class: 'your-turn-mark' }, t('yourTurnMark')) : h('span', { class: 'muted' },
          t('turnOf', { who: g.to_act.map((s) => g.players[s]).join(', ') })),
        g.clock ? h('span', { class: 'muted' }, ` · ${g.to_act.map((s) => clockFace(g.clock.left_ms[s])).join(', ')}`) : '',
        h('span', { class: 'names' }, ` ${g.players.join(', ')}`))))
      : h('p', { class: 'muted' }, t('noneInProgress'));
    const finished = data.finished.length
      ? h('ul', { class: 'tables', id: 'finished' }, data.finished.map((g) => h('li', { class: 'table-row', dataset: { table: g.table } },
        h('strong', {}, gameName(games, g.game)), ' ',
        h('span', { class: 'place' }, t('placeNumber', { place: g.place })), ' ',
        h('span', { class: 'muted' }, g.players.map((p) => `${p.name} ${p.score}`).join(' · ')),
        g.rating_after != null ? h('span', { class: 'rating-change' }, ` ${g.rating_before} → ${g.rating_after}`) : '',
        ' ', h('a', { href: `#/r/${g.table}`, class: 'replay-link' }, t('replay')))))
      : h('p', { class: 'muted' }, t('noneFinished'));
    const mine = me && !me.guest && me.name === data.name;
    put(shell, h('main', { class: 'player-page' },
      h('h1', { id: 'player-name' }, t('playerPage', { name: data.name })),
      h('section', { class: 'card' }, h('h2', {}, t('ratings')), ratings),
      h('section', { class: 'card' }, h('h2', {}, t('inProgress')), playing),
      h('section', { class: 'card' }, h('h2', {}, t('finishedGames')), finished),
      mine ? notificationsCard() : null));
  };
  get(`/api/players/${encodeURIComponent(name)}`).then((d) => { data = d; draw(); }, (e) => { error = e; draw(); });
  return page(draw);
}

function notificationsCard() {
  const card = h('section', { class: 'card', id: 'notifications' }, h('h2', {}, t('notifications')));
  const message = h('p', { role: 'status' });
  get('/api/me/notifications').then((prefs) => {
    const email = h('input', { id: 'notify-email', type: 'email', value: prefs.email ?? '' });
    const webhook = h('input', { id: 'notify-webhook', type: 'url', value: prefs.webhook ?? '' });
    const box = (key, label) => h('label', { class: 'check' }, h('input', { type: 'checkbox', 'data-key': key, checked: prefs[key] }), ` ${label}`);
    const form = h('form', { onSubmit: async (e) => {
      e.preventDefault();
      const body = { email: email.value || null, webhook: webhook.value || null };
      for (const input of form.querySelectorAll('[data-key]')) body[input.dataset.key] = input.checked;
      try {
        await send('PUT', '/api/me/notifications', body);
        message.textContent = t('saved');
      } catch (error) {
        message.textContent = errorText(error);
      }
    } },
    h('label', {}, t('email'), email), h('label', {}, t('webhook'), webhook),
    box('your_turn', t('notifyTurn')), box('game_ended', t('notifyEnded')), box('invited', t('notifyInvited')),
    h('button', { type: 'submit', id: 'notify-save' }, t('save')));
    card.append(form, message);
  }, (error) => card.append(h('p', { class: 'error' }, errorText(error))));
  return card;
}

function leaderboardPage(shell, game, games) {
  let data = null;
  let error = null;
  const draw = () => {
    if (error) return put(shell, h('p', { class: 'error' }, errorText(error)));
    if (!data) return put(shell, h('p', { class: 'muted' }, '…'));
    put(shell, h('main', { class: 'leaderboard' },
      h('h1', {}, t('leaderboardOf', { game: gameName(games, game) })),
      h('table', { id: 'leaderboard' },
        h('tr', {}, h('th', {}, '#'), h('th', {}, ''), h('th', {}, t('rating')), h('th', {}, t('gamesPlayed'))),
        data.players.map((p) => h('tr', { class: p.bot ? 'bot' : '' },
          h('td', {}, String(p.rank)), h('td', {}, h('a', { href: `#/p/${encodeURIComponent(p.name)}` }, p.name)),
          h('td', {}, String(p.rating)), h('td', {}, String(p.games)))))));
  };
  get(`/api/leaderboard/${encodeURIComponent(game)}`).then((d) => { data = d; draw(); }, (e) => { error = e; draw(); });
  return page(draw);
}

function joinByLink(shell, table, me) {
  put(shell, h('p', { class: 'muted' }, t('joining')));
  const go = () => { location.hash = `#/t/${table}`; };
  if (!me) {
    go();
  } else {
    api.command(table, 'join').then(go, go); // the table page shows whatever stands in the way
  }
  return { close() {}, rerender() {} };
}
