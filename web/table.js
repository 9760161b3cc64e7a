// The table shell every game shares: seats, chat with the slash commands, the game log, the action guidance
// panel (prompt, legal actions as buttons, a confirm step for costly ones), whose turn and for how long, a
// history stepper, and the game's own board module, or the generic list of actions for a title without one.
// It names no title: `/api/games` says where a title's board module and style sheet are.
//
// The server is the only judge of rules: the page only shows the view it is sent and submits actions taken
// from that view's legal list, with the version it was looking at. Players are named, never numbered: the
// `{seat:N}` placeholders in the server's texts become the table's names (see names.js).

import { api, ApiError, TableSocket } from './api.js';
import { h, put } from './dom.js';
import { getLang, pick, setSeatNames, t } from './i18n.js';
import { seatNames } from './names.js';
import * as generic from './games/generic.js';
import { mountClocks } from './clock.js';
import { openSummary } from './summary.js';

/** The board module of a title (`description` from `/api/games`), with its style sheet; the generic board
 * when the title has none or it fails to load. */
export async function loadBoardModule(description) {
  if (!description?.board) return generic;
  try {
    const module = await import(description.board);
    if (description.board_style && !document.querySelector(`link[href="${description.board_style}"]`)) {
      document.head.append(h('link', { rel: 'stylesheet', href: description.board_style }));
    }
    return module;
  } catch (error) {
    console.error('board module failed to load; using the generic board', error);
    return generic;
  }
}

function duration(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [hr, min, sec] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  if (hr) return t('hours', { h: hr, m: min });
  if (min) return t('minutes', { m: min, s: sec });
  return t('seconds', { n: sec });
}

const storage = globalThis.localStorage;

/** Whether costly or irreversible steps are confirmed first (a player may turn this off; on by default). */
function askBeforeCostly() {
  return storage?.getItem('askBeforeCostly') !== 'no';
}

/** Chat lines a table page keeps and shows. */
const CHAT_MAX = 200;

/** Opens table `tableId` in `container` for `me` (null when signed out); `games` is `/api/games`. */
export function openTable(container, tableId, me, games = []) {
  /** The language the chat list was last drawn in (null: it must be drawn whole). */
  let chatDrawn = null;
  const st = {
    info: null, seat: null, version: 0, view: null, log: [], chat: [], status: 'reconnecting',
    turnSince: Date.now(), hist: null, confirm: null, error: null, sent: [], boardModule: null, board: null,
    names: [], leaving: false, optionsOpen: false, botLevel: 'normal', lastDecision: '',
    // The log was written in another language: the next welcome's log replaces it.
    relog: false,
  };

  // Persistent layout: the board on the left, the panels on the right (stacked on a phone).
  const title = h('h1', { class: 'table-title' });
  const conn = h('span', { class: 'conn', id: 'conn' });
  const rulesLink = h('a', { class: 'rules-link', id: 'rules-link', target: '_blank', hidden: true });
  const summaryBtn = h('button', { class: 'summary-open', id: 'summary-btn', type: 'button', hidden: true,
    onClick: () => openSummary(description()) });
  const boardEl = h('div', { class: 'board', id: 'board' });
  const boardNote = h('p', { class: 'muted board-note', id: 'board-note', hidden: true });
  const guidance = h('section', { class: 'panel guidance', id: 'guidance', 'aria-live': 'polite' });
  const boardSlot = h('div', { class: 'board-guidance' });
  const seatsEl = h('section', { class: 'panel seats', id: 'seats' });
  const clocksEl = h('section', { class: 'panel clocks', id: 'clocks', hidden: true });
  const histEl = h('section', { class: 'panel history', id: 'history' });
  const logList = h('ol', { class: 'log', id: 'log' });
  const chatList = h('ul', { class: 'chat', id: 'chat' });
  const chatInput = h('input', { id: 'chat-input', autocomplete: 'off', maxlength: 500 });
  const logHead = h('h2');
  const chatHead = h('h2');
  const sendBtn = h('button', { id: 'chat-send', type: 'submit' });
  const chatForm = h('form', { class: 'chat-form', onSubmit: (e) => { e.preventDefault(); say(chatInput.value); } },
    chatInput, sendBtn);
  const logSection = h('section', { class: 'panel logbox' }, logHead, logList);
  const chatSection = h('section', { class: 'panel chatbox' }, chatHead, chatList, chatForm);
  put(container,
    h('div', { class: 'table-head' }, h('a', { href: '#/', class: 'back', id: 'back' }), title, rulesLink, summaryBtn, conn),
    h('div', { class: 'table-body' },
      h('div', { class: 'board-col' }, boardNote, boardEl),
      guidance,
      h('div', { class: 'side-col' }, clocksEl, seatsEl, histEl, logSection, chatSection)));

  // What a board module gets: the way to act, names, the title's words and a slot in the guidance panel.
  const description = () => games.find((g) => g.id === st.info?.game) ?? null;
  const ctx = {
    act: (index) => requestAction(index),
    seatName: (i) => st.names[i] ?? t('seat', { n: i + 1 }),
    /** A word of the title (category `regions`, `nations`, `cards` …) in the current language, or `id`. */
    word: (category, id) => {
      const text = description()?.words?.[category]?.[id];
      return text ? pick(text) : id;
    },
    game: description,
    guidanceSlot: boardSlot,
  };


  const clocks = mountClocks(clocksEl, {
    seatName: (i) => ctx.seatName(i),
    mySeat: () => st.seat,
    canUndo: () => st.seat != null && st.info?.status === 'running' && !st.hist,
    undo: () => say('/undo'),
  });

  const socket = new TableSocket(tableId, {
    onStatus: (status) => { st.status = status; renderHead(); },
    onMessage: (msg) => onMessage(msg),
    lang: getLang(),
  });

  // ---- messages from the server
  function onMessage(msg) {
    switch (msg.type) {
      case 'welcome':
        st.info = msg.table;
        st.seat = msg.seat;
        st.version = msg.version;
        st.view = msg.view;
        st.chat = (msg.chat ?? []).slice(-CHAT_MAX).map((c) => ({ from: c.from, text: c.text }));
        chatDrawn = null;
        if (st.relog) {
          st.relog = false;
          st.log = [];
          st.boardState = st.boardModule?.newLogState?.() ?? null;
        }
        for (const block of msg.log ?? []) addLog(block.version, block.entries);
        // The present decision began when the server says, not when this page loaded.
        st.turnSince = Math.min(Date.now(), msg.table?.turn_since_ms ?? Date.now());
        clocks.update(msg.table.clock);
        ensureBoard().then(renderAll);
        return;
      case 'table':
        clocks.update(msg.table.clock);
        // A step taken back (`/undo`) sends the table again at an earlier version: its log entries go.
        st.log = st.log.filter((block) => block.version <= msg.version);
        st.info = msg.table;
        st.seat = msg.seat;
        st.version = msg.version;
        st.view = msg.view;
        ensureBoard().then(renderAll);
        return;
      case 'update':
        st.version = msg.version;
        st.view = msg.view;
        st.info = st.info && { ...st.info, version: msg.version };
        st.confirm = null;
        st.error = null;
        st.turnSince = Math.min(Date.now(), msg.turn_since_ms ?? Date.now());
        addLog(msg.version, msg.log);
        if (msg.clock) clocks.moved(msg.clock);
        // Turning points of this move (the board marks them) are also shown above the instruction.
        st.news = (msg.log ?? []).filter((entry) => st.board?.logMark?.(entry)).map((entry) => entry.text);
        renderAll();
        return;
      case 'chat':
        addChat({ from: msg.from, text: msg.text });
        return;
      case 'clock':
        clocks.update(msg.clock);
        return;
      case 'reply': {
        st.sent.shift();
        if (msg.text) addChat({ from: null, text: msg.text, reply: true });
        return;
      }
      case 'accepted':
        st.sent.shift();
        return;
      case 'error': {
        const kind = st.sent.shift() ?? 'chat';
        if (kind === 'action') {
          st.error = msg.message;
          renderGuidance();
        } else {
          addChat({ from: null, text: msg.message, error: true });
        }
        return;
      }
      default:
    }
  }

  function addLog(version, entries) {
    if (!entries?.length || st.log.some((b) => b.version === version)) return;
    st.log.push({ version, entries });
    st.boardModule?.observeLog?.(st.boardState, version, entries);
  }

  // The board is drawn as soon as the table is known, so that an open table shows the title's board.
  async function ensureBoard() {
    if (st.board || !st.info) return;
    const module = await loadBoardModule(description());
    if (st.board) return;
    st.boardModule = module;
    st.boardState = st.boardModule.newLogState?.() ?? null;
    for (const block of st.log) st.boardModule.observeLog?.(st.boardState, block.version, block.entries);
    st.board = st.boardModule.createBoard(boardEl, { ...ctx, logState: () => st.boardState });
  }

  // ---- sending
  function say(text) {
    if (!text.trim()) return;
    if (!me) {
      addChat({ from: null, text: t('needSignIn'), error: true });
      return;
    }
    if (socket.send({ type: 'chat', text })) {
      st.sent.push('chat');
      chatInput.value = '';
    }
  }

  function currentView() {
    return st.hist ? st.hist.view : st.view;
  }

  function requestAction(index) {
    const view = st.view;
    if (st.hist || !view || !view.legal[index]) return;
    const action = view.legal[index];
    const question = askBeforeCostly() ? st.board?.confirm?.(action, view, view.costs?.[index] ?? null) ?? null : null;
    if (question) {
      st.confirm = { index, action, text: question, label: view.labels[index] };
      renderGuidance();
      return;
    }
    send(index);
  }

  function send(index) {
    const action = st.view.legal[index];
    st.confirm = null;
    st.error = null;
    if (socket.send({ type: 'action', version: st.version, action, seat: st.seat })) {
      st.sent.push('action');
      st.board?.actionSent?.();
    }
    renderGuidance();
  }

  // ---- history
  async function showStep(step) {
    const steps = st.info?.version ?? 0;
    if (step == null || step >= steps) {
      st.hist = null;
      renderAll();
      return;
    }
    step = Math.max(0, step);
    try {
      const data = await api.history(tableId, step);
      let view = data.view;
      if (!view) view = st.seat != null && data.seats ? data.seats[st.seat] : data.public;
      st.hist = { step: data.step, steps: data.steps, view };
    } catch (error) {
      st.error = error instanceof ApiError && error.text ? error.text : t('networkError');
    }
    renderAll();
  }

  // ---- rendering
  function renderHead() {
    title.textContent = st.info ? `${pick(st.info.game_name)} #${tableId.slice(0, 6)}` : `#${tableId.slice(0, 6)}`;
    conn.textContent = t(st.status);
    conn.dataset.status = st.status;
    container.querySelector('#back').textContent = t('backToLobby');
    const rules = description()?.rules;
    rulesLink.hidden = !rules;
    summaryBtn.hidden = !rules;
    if (rules) {
      rulesLink.href = `#/rules/${st.info.game}`;
      rulesLink.textContent = t('rules');
      summaryBtn.textContent = t('turnSummary');
    }
  }

  function whoActs(view) {
    const to = view?.to_act;
    if (!to || to.kind === 'over') return [];
    return to.kind === 'one' ? [to.seat] : to.seats;
  }

  function renderSeats() {
    if (!st.info) return;
    const acting = new Set(whoActs(currentView()));
    const running = st.info.status === 'running';
    const rows = [];
    for (let i = 0; i < st.info.settings.players; i += 1) {
      const holder = st.info.seats[i];
      const mine = holder && me && holder.account === me.id && !holder.bot;
      // A person who left a running game without a bot to stand in: the seat waits for someone to take it.
      const vacated = holder && !holder.account && !holder.bot;
      const tags = [];
      if (mine) tags.push(t('you'));
      if (holder?.stand_in) tags.push(t('standIn'));
      if (vacated) tags.push(t('vacated'));
      rows.push(h('li', { class: `seat${acting.has(i) ? ' acting' : ''}${mine ? ' mine' : ''}${vacated ? ' vacated' : ''}`, dataset: { seat: i } },
        acting.has(i) ? '▶ ' : '',
        holder ? h('span', { class: 'name' }, st.names[i]) : h('em', {}, t('emptySeat')),
        tags.length ? h('span', { class: 'muted' }, ` (${tags.join(', ')})`) : ''));
    }
    const seated = me && st.info.seats.some((s) => s.account === me.id && !s.bot);
    const open = st.info.status === 'open';
    const owner = me && st.info.owner === me.id;
    const cmd = (text, id, label, show = true, extra = {}) => show && h('button', { id, onClick: () => say(text), ...extra }, label);
    const playing = Boolean(me) && st.info.status !== 'finished';
    const seatFree = st.info.seats.length < st.info.settings.players || st.info.seats.some((x) => !x.account && !x.bot);
    // Leaving a running game is confirmed once, saying what happens to the seat.
    const leave = () => {
      if (!running) return say('/leave');
      st.leaving = true;
      renderSeats();
    };
    const leaveConfirm = st.leaving && running && seated ? h('div', { class: 'confirm', id: 'leave-confirm' },
      h('p', {}, st.info.settings.bot_takeover ? t('leaveTakeover') : t('leaveStall')),
      h('button', { id: 'leave-yes', class: 'primary', onClick: () => { st.leaving = false; say('/leave'); } }, t('btnLeave')),
      h('button', { id: 'leave-no', onClick: () => { st.leaving = false; renderSeats(); } }, t('cancel'))) : null;
    const levels = ['easy', 'normal', 'hard', 'random'];
    const botLevel = h('select', { id: 'bot-level', 'aria-label': t('botLevel'), onChange: (e) => { st.botLevel = e.target.value; } },
      levels.map((l) => h('option', { value: l, selected: l === st.botLevel }, t(`level_${l}`))));
    const addBot = playing && owner && seatFree ? h('span', { class: 'add-bot' }, botLevel,
      h('button', { id: 'btn-bot', onClick: () => say(`/bot ${st.botLevel}`) }, t('btnBot'))) : null;
    put(seatsEl, h('h2', {}, t('seats')), h('ul', { class: 'seat-list' }, rows),
      st.seat == null && !seated ? h('p', { class: 'muted', id: 'spectating' }, t('spectating')) : null,
      h('div', { class: 'row buttons' },
        cmd('/join', 'btn-join', t('btnJoin'), playing && !seated && seatFree),
        cmd('/leave', 'btn-leave', t('btnLeave'), playing && seated && !st.leaving, { onClick: leave }),
        addBot,
        cmd('/start', 'btn-start', t('btnStart'), open && seated, { class: 'primary' }),
        h('button', { id: 'btn-options', 'aria-expanded': st.optionsOpen ? 'true' : 'false',
          onClick: () => { st.optionsOpen = !st.optionsOpen; renderSeats(); } }, t('btnOptions')),
        cmd('/help', 'btn-help', t('btnHelp'), Boolean(me))),
      leaveConfirm,
      optionsForm(open && owner),
      me ? null : h('p', { class: 'muted' }, h('a', { href: '#/' }, t('needSignIn'))));
  }

  /** The table's settings and the title's options as a form: the owner changes them before the start (each
   * change is the `/option` command), everyone else reads them. */
  function optionsForm(editable) {
    const set = st.info.settings;
    const specs = (description()?.options ?? []).filter((o) => o.kind.kind !== 'json');
    const current = set.options ?? {};
    const summary = h('p', { class: 'muted options-summary', id: 'options-summary' }, `${t('pace')}: `,
      [t(`pace_${set.pace}`), set.public ? null : t('private'), set.bot_takeover ? t('botTakeoverShort') : null].filter(Boolean).join(' · '));
    if (!st.optionsOpen) return summary;
    const rows = specs.map((o) => {
      const value = current[o.name] ?? o.default;
      const name = o.name === 'ruleset' ? t('ruleset') : o.name;
      const send = (v) => say(`/option ${o.name} ${v}`);
      const input = o.kind.kind === 'flag'
        ? h('input', { type: 'checkbox', checked: value === true, disabled: !editable, dataset: { option: o.name },
          onChange: (e) => send(e.target.checked ? 'true' : 'false') })
        : h('select', { disabled: !editable, dataset: { option: o.name }, onChange: (e) => send(e.target.value) },
          (o.kind.values ?? []).map((v) => h('option', { value: v, selected: v === value }, v)));
      return h('label', { class: 'option-row' }, h('strong', {}, name), ' ', input, h('small', { class: 'muted' }, ' ', pick(o.help)));
    });
    return h('form', { class: 'options-form', id: 'options-form', onSubmit: (e) => e.preventDefault() },
      summary, rows.length ? rows : h('p', { class: 'muted' }, t('noOptions')),
      editable ? null : h('p', { class: 'muted small' }, t('optionsOwnerOnly')));
  }

  function clockText() {
    const view = currentView();
    const acting = whoActs(view);
    if (!acting.length) return '';
    const who = acting.map((i) => (i === st.seat ? t('you') : ctx.seatName(i))).join(', ');
    return t('turnFor', { who, time: duration(Date.now() - st.turnSince) });
  }

  function renderGuidance() {
    const view = st.view;
    const parts = [h('h2', {}, t('guidance'))];
    if (!st.info) {
      put(guidance, parts);
      return;
    }
    if (st.info.status === 'open' || !view) {
      parts.push(h('p', { class: 'prompt' }, t('notStarted')));
      put(guidance, parts);
      return;
    }
    if (st.hist) {
      parts.push(h('p', { class: 'prompt history-note' }, t('viewingHistory')));
      put(guidance, parts);
      return;
    }
    if (view.to_act.kind === 'over') {
      parts.push(h('p', { class: 'prompt', id: 'game-over' }, t('gameOver')), ranking(view.to_act.outcome),
        st.board?.finalDetails?.(view) ?? null);
      put(guidance, parts);
      return;
    }
    const mine = whoActs(view).includes(st.seat);
    for (const text of st.news ?? []) parts.push(h('p', { class: 'news', role: 'status' }, pick(text)));
    parts.push(h('p', { class: `prompt${mine ? ' mine' : ''}`, id: 'prompt' }, mine ? h('strong', {}, `${t('yourTurn')}: `) : '', pick(view.prompt)));
    parts.push(h('p', { class: 'clock', id: 'clock', dataset: { since: st.turnSince } }, clockText()));
    if (st.error) parts.push(h('p', { class: 'error', id: 'action-error', role: 'alert' }, t('errorPrefix'), pick(st.error)));
    if (st.confirm) {
      parts.push(h('div', { class: 'confirm', id: 'confirm' },
        h('p', {}, h('strong', {}, pick(st.confirm.label)), ' — ', pick(st.confirm.text)),
        h('button', { id: 'confirm-yes', class: 'primary', onClick: () => send(st.confirm.index) }, t('confirm')),
        h('button', { id: 'confirm-no', onClick: () => { st.confirm = null; renderGuidance(); } }, t('cancel'))));
    }
    parts.push(boardSlot);
    const legal = view.legal ?? [];
    const clickable = (a) => st.board?.clickable?.(a, view) ?? false;
    const costText = (i) => {
      const cost = view.costs?.[i];
      if (!cost) return '';
      return ` (${st.board?.costText?.(cost) ?? cost})`;
    };
    const button = (i, withCost = false) => h('button', {
      class: 'action', dataset: { index: i, action: legal[i].type ?? '', cost: view.costs?.[i] ?? '' },
      onClick: () => requestAction(i),
    }, pick(view.labels[i]), withCost ? costText(i) : '');
    const primary = legal.map((a, i) => i).filter((i) => !clickable(legal[i]));
    if (primary.length) parts.push(h('div', { class: 'actions', id: 'actions' }, primary.map(button)));
    if (primary.length < legal.length) {
      parts.push(h('details', { class: 'all-actions', id: 'all-actions' },
        h('summary', {}, t('moreActions', { n: legal.length })),
        h('div', { class: 'actions' }, legal.map((a, i) => button(i, true)))));
    }
    if (st.board?.confirm && legal.length) {
      parts.push(h('label', { class: 'check ask-costly' }, h('input', { type: 'checkbox', id: 'ask-costly', checked: askBeforeCostly(),
        onChange: (e) => { storage?.setItem('askBeforeCostly', e.target.checked ? 'yes' : 'no'); } }), ` ${t('askBeforeCostly')}`));
    }
    put(guidance, parts);
  }

  /** The final ranking: places by score (equal scores share a place), winners marked, best first. */
  function ranking(outcome) {
    const order = outcome.scores.map((score, seat) => ({ seat, score }))
      .sort((a, b) => b.score - a.score || a.seat - b.seat);
    const winners = new Set(outcome.winners);
    return h('div', {}, h('p', { class: 'winners' }, t('winners', { who: outcome.winners.map((i) => ctx.seatName(i)).join(', ') })),
      h('table', { class: 'ranking', id: 'ranking' },
      h('thead', {}, h('tr', {}, h('th', {}, t('place')), h('th', {}, t('player')), h('th', { class: 'num' }, t('score')))),
      h('tbody', {}, order.map(({ seat, score }) => {
        const place = 1 + order.filter((o) => o.score > score).length;
        return h('tr', { class: winners.has(seat) ? 'winner' : '', dataset: { seat, place, score } },
          h('td', {}, winners.has(seat) ? `★ ${place}` : String(place)), h('td', {}, ctx.seatName(seat)),
          h('td', { class: 'num' }, score));
      }))));
  }

  function renderHistory() {
    if (!st.info || st.info.status === 'open') {
      put(histEl);
      histEl.hidden = true;
      return;
    }
    histEl.hidden = false;
    const steps = st.info.version;
    const step = st.hist ? st.hist.step : steps;
    put(histEl, h('h2', {}, t('history')),
      h('div', { class: 'row buttons' },
        h('button', { id: 'hist-first', title: t('first'), onClick: () => showStep(0), disabled: step === 0 }, '«'),
        h('button', { id: 'hist-back', title: t('back'), onClick: () => showStep(step - 1), disabled: step === 0 }, '‹'),
        h('span', { id: 'hist-step' }, t('step', { step, steps })),
        h('button', { id: 'hist-forward', title: t('forward'), onClick: () => showStep(step + 1), disabled: !st.hist }, '›'),
        h('button', { id: 'hist-live', onClick: () => showStep(null), disabled: !st.hist }, t('live'))));
  }

  // The log up to the step shown (all of it when live), its lines numbered 1, 2, 3 … (a step's number is in
  // the line's tooltip), and the lines the board marks as turning points (a nation changing hands …) stand out.
  function renderLog() {
    logHead.textContent = t('log');
    const upTo = st.hist ? st.hist.step : Infinity;
    let n = 0;
    put(logList, st.log.filter((block) => block.version <= upTo).flatMap((block) => block.entries.map((entry) => {
      n += 1;
      const mark = st.board?.logMark?.(entry) ?? null;
      return h('li', { class: mark ? `marked ${mark}` : null, title: t('step', { step: block.version, steps: st.info?.version ?? block.version }),
        dataset: { version: block.version, event: entry.event?.type ?? '' } },
      h('span', { class: 'muted' }, `${n}. `), pick(entry.text));
    })));
    logList.scrollTop = logList.scrollHeight;
  }

  // The chat keeps its last CHAT_MAX lines, and a new line is appended to the list rather than the whole list
  // drawn again: a flood of lines costs each browser one element per line, not the whole history per line.
  function chatItem(line) {
    return h('li', { class: line.error ? 'error' : line.from ? 'said' : 'system' },
      line.from ? h('strong', {}, `${line.from}: `) : '', pick(line.text));
  }

  function addChat(line) {
    st.chat.push(line);
    if (st.chat.length > CHAT_MAX) st.chat.splice(0, st.chat.length - CHAT_MAX);
    if (chatDrawn !== getLang()) return renderChat();
    chatList.append(chatItem(line));
    while (chatList.childElementCount > CHAT_MAX) chatList.firstElementChild.remove();
    chatList.scrollTop = chatList.scrollHeight;
  }

  function renderChat() {
    chatHead.textContent = t('chat');
    chatInput.placeholder = t('chatPlaceholder');
    sendBtn.textContent = t('send');
    // The whole list is drawn only when it is new or the language changed.
    if (chatDrawn === getLang()) return;
    put(chatList, st.chat.map(chatItem));
    chatDrawn = getLang();
    chatList.scrollTop = chatList.scrollHeight;
  }

  function renderBoard() {
    const view = currentView();
    boardNote.hidden = Boolean(view);
    boardNote.textContent = view ? '' : t('boardBeforeStart');
    if (st.board && view) st.board.render(view, { history: Boolean(st.hist), info: st.info });
    else if (st.board) st.board.preview?.();
  }

  /** On a phone, a new decision of ours brings what to act on (the board says what) into view above the
   * guidance sheet at the bottom of the screen. */
  function bringDecisionIntoView(tries = 0) {
    const view = st.view;
    const key = view && !st.hist ? `${st.version}|${whoActs(view).includes(st.seat)}` : '';
    if (key === st.lastDecision) return;
    if (!view || st.hist || !whoActs(view).includes(st.seat) || !window.matchMedia('(max-width: 700px)').matches) {
      st.lastDecision = key;
      return;
    }
    const target = st.board?.focusElement?.(view);
    if (!target || target.getBoundingClientRect().height === 0) {
      // The board may still be drawing (its map loads once): look again shortly.
      if (tries < 10) setTimeout(() => bringDecisionIntoView(tries + 1), 150);
      return;
    }
    st.lastDecision = key;
    const sheet = guidance.getBoundingClientRect();
    const box = target.getBoundingClientRect();
    const room = sheet.top > 0 ? sheet.top : window.innerHeight;
    if (box.top >= 0 && box.bottom <= room) return;
    // Centre the target in the room above the sheet (its top stays visible when it is taller than that room).
    const shift = box.top - Math.max(0, (room - box.height) / 2);
    window.scrollBy({ top: shift, behavior: 'instant' });
  }

  function renderAll() {
    // The version shown, for anyone (people, tests) who needs to know the page has caught up.
    container.dataset.version = st.hist ? `h${st.hist.step}` : String(st.version);
    container.dataset.status = st.info?.status ?? '';
    // The seats' names as people read them (bots by name and level, in the current language) fill every
    // `{seat:N}` of the server's texts until the next render.
    st.names = st.info ? seatNames(st.info, t) : [];
    setSeatNames(st.names);
    renderHead();
    renderBoard();
    renderGuidance();
    renderSeats();
    renderHistory();
    renderLog();
    renderChat();
    bringDecisionIntoView();
    clocks.render();
  }

  const ticker = setInterval(() => {
    const clock = guidance.querySelector('#clock');
    if (clock) clock.textContent = clockText();
  }, 1000);

  renderAll();
  return {
    close() {
      clearInterval(ticker);
      clocks.close();
      setSeatNames([]);
      socket.close();
      st.board?.destroy?.();
    },
    rerender() {
      // The server's texts came in the old language: the socket asks for everything again in the new one.
      if (socket.setLang(getLang())) st.relog = true;
      st.board?.relabel?.();
      renderAll();
    },
  };
}
