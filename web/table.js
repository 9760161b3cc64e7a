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

/** Chat lines a table page keeps and shows. */
const CHAT_MAX = 200;

/** Opens table `tableId` in `container` for `me` (null when signed out); `games` is `/api/games`. */
export function openTable(container, tableId, me, games = []) {
  /** The language the chat list was last drawn in (null: it must be drawn whole). */
  let chatDrawn = null;
  const st = {
    info: null, seat: null, version: 0, view: null, log: [], chat: [], status: 'reconnecting',
    turnSince: Date.now(), hist: null, confirm: null, error: null, sent: [], boardModule: null, board: null,
    names: [],
  };

  // Persistent layout: the board on the left, the panels on the right (stacked on a phone).
  const title = h('h1', { class: 'table-title' });
  const conn = h('span', { class: 'conn', id: 'conn' });
  const boardEl = h('div', { class: 'board', id: 'board' });
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
    h('div', { class: 'table-head' }, h('a', { href: '#/', class: 'back', id: 'back' }), title, conn),
    h('div', { class: 'table-body' },
      h('div', { class: 'board-col' }, boardEl),
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
        for (const block of msg.log ?? []) addLog(block.version, block.entries);
        st.turnSince = Date.now();
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
        st.turnSince = Date.now();
        addLog(msg.version, msg.log);
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

  async function ensureBoard() {
    if (st.board || !st.info || !st.view) return;
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
    const question = st.board?.confirm?.(action, view, view.costs?.[index] ?? null) ?? null;
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
  }

  function whoActs(view) {
    const to = view?.to_act;
    if (!to || to.kind === 'over') return [];
    return to.kind === 'one' ? [to.seat] : to.seats;
  }

  function renderSeats() {
    if (!st.info) return;
    const acting = new Set(whoActs(currentView()));
    const rows = [];
    for (let i = 0; i < st.info.settings.players; i += 1) {
      const holder = st.info.seats[i];
      const mine = holder && me && holder.account === me.id && !holder.bot;
      const tags = [];
      if (mine) tags.push(t('you'));
      if (holder?.stand_in) tags.push(t('standIn'));
      rows.push(h('li', { class: `seat${acting.has(i) ? ' acting' : ''}${mine ? ' mine' : ''}`, dataset: { seat: i } },
        h('span', { class: 'seat-no' }, t('seat', { n: i + 1 })), ' ',
        acting.has(i) ? '▶ ' : '',
        holder ? st.names[i] : h('em', {}, t('emptySeat')),
        tags.length ? h('span', { class: 'muted' }, ` (${tags.join(', ')})`) : ''));
    }
    const seated = me && st.info.seats.some((s) => s.account === me.id && !s.bot);
    const open = st.info.status === 'open';
    const cmd = (text, id, label, show = true) => show && h('button', { id, onClick: () => say(text) }, label);
    const playing = Boolean(me) && st.info.status !== 'finished';
    const set = st.info.settings;
    const gameOptions = Object.entries(set.options ?? {}).filter(([, v]) => v !== null && v !== false)
      .map(([k, v]) => (v === true ? k : `${k}=${typeof v === 'object' ? JSON.stringify(v) : v}`));
    const summary = [t(`pace_${set.pace}`), set.public ? null : t('private'), ...gameOptions].filter(Boolean).join(' · ');
    put(seatsEl, h('h2', {}, t('seats')), h('ul', { class: 'seat-list' }, rows),
      h('p', { class: 'muted options-summary', id: 'options-summary' }, `${t('options')}: ${summary}`),
      st.seat == null ? h('p', { class: 'muted', id: 'spectating' }, t('spectating')) : null,
      h('div', { class: 'row buttons' },
        cmd('/join', 'btn-join', t('btnJoin'), playing && !seated),
        cmd('/leave', 'btn-leave', t('btnLeave'), playing && seated),
        cmd('/bot', 'btn-bot', t('btnBot'), playing),
        cmd('/start', 'btn-start', t('btnStart'), open && seated),
        cmd('/options', 'btn-options', t('btnOptions'), Boolean(me)),
        cmd('/help', 'btn-help', t('btnHelp'), Boolean(me))),
      me ? null : h('p', { class: 'muted' }, h('a', { href: '#/' }, t('needSignIn'))));
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
      const outcome = view.to_act.outcome;
      parts.push(h('p', { class: 'prompt', id: 'game-over' }, t('gameOver')),
        h('p', {}, t('winners', { who: outcome.winners.map((i) => ctx.seatName(i)).join(', ') })),
        h('ol', { class: 'scores' }, outcome.scores.map((score, i) => h('li', {}, `${ctx.seatName(i)}: ${score}`))));
      put(guidance, parts);
      return;
    }
    const mine = whoActs(view).includes(st.seat);
    parts.push(h('p', { class: `prompt${mine ? ' mine' : ''}`, id: 'prompt' }, mine ? h('strong', {}, `${t('yourTurn')}: `) : '', pick(view.prompt)));
    parts.push(h('p', { class: 'clock', id: 'clock' }, clockText()));
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
    const button = (i) => h('button', {
      class: 'action', dataset: { index: i, action: legal[i].type ?? '', cost: view.costs?.[i] ?? '' },
      onClick: () => requestAction(i),
    }, pick(view.labels[i]));
    const primary = legal.map((a, i) => i).filter((i) => !clickable(legal[i]));
    if (primary.length) parts.push(h('div', { class: 'actions', id: 'actions' }, primary.map(button)));
    if (primary.length < legal.length) {
      parts.push(h('details', { class: 'all-actions', id: 'all-actions' },
        h('summary', {}, t('moreActions', { n: legal.length })),
        h('div', { class: 'actions' }, legal.map((a, i) => button(i)))));
    }
    put(guidance, parts);
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

  function renderLog() {
    logHead.textContent = t('log');
    put(logList, st.log.flatMap((block) => block.entries.map((entry) =>
      h('li', { dataset: { version: block.version, event: entry.event?.type ?? '' } },
        h('span', { class: 'muted' }, `${block.version}. `), pick(entry.text)))));
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
    if (st.board && view) st.board.render(view, { history: Boolean(st.hist), info: st.info });
    else if (!view) put(boardEl, h('p', { class: 'muted board-empty' }, t('notStarted')));
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
      st.board?.relabel?.();
      renderAll();
    },
  };
}
