// The replay page of a finished game (`#/r/<table>[/<step>][?seat=N]`), or of a record loaded from a file
// (`#/r`): step through every move with its log, jump to any step, play back at a chosen speed, see the game
// as any seat saw it (every seat's view is open once the game is over), share a link to a step, download the
// record, and "fork from here": a new table whose game starts at this step (each seat of the new table sees
// only its own view of it). The server replays the record; the page only draws the views it is sent.

import { ApiError } from './api.js';
import { h, put } from './dom.js';
import { pick, setSeatNames, t } from './i18n.js';
import { loadBoardModule } from './table.js';


const SPEEDS = [0.5, 1, 2, 4];

async function call(method, path, body) {
  const response = await fetch(path, {
    method, credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(data?.code ?? String(response.status), data?.message);
  return data;
}

const errorText = (error) => (error instanceof ApiError && error.text ? pick(error.text) : t('networkError'));

/** Opens the replay page in `shell`; `where` is `{table, step, query}` from the URL. */
export function openReplay(shell, where, me, games) {
  const st = {
    table: where.table, record: null, log: [], steps: 0, step: where.step ?? 0,
    seat: where.query.has('seat') ? Number(where.query.get('seat')) : null,
    views: new Map(), playing: null, speed: 1, error: null, board: null, module: null, forkError: null,
  };
  const boardEl = h('div', { class: 'board replay-board', id: 'board' });
  const controls = h('section', { class: 'panel replay-controls', id: 'replay-controls' });
  const logList = h('ol', { class: 'log', id: 'replay-log' });
  const head = h('h1', { class: 'table-title', id: 'replay-title' });
  const page = h('div', { class: 'replay-page', id: 'replay' }, h('div', { class: 'table-head' },
    h('a', { href: '#/', class: 'back' }, '←'), head),
  h('div', { class: 'table-body' }, h('div', { class: 'board-col' }, boardEl),
    h('div', { class: 'side-col' }, controls, h('section', { class: 'panel logbox' }, logList))));
  put(shell, page);

  const description = () => games.find((g) => g.id === st.record?.game) ?? null;
  const ctx = {
    act: () => {},
    seatName: (i) => st.record?.seats[i] ?? String(i + 1),
    word: (category, id) => {
      const text = description()?.words?.[category]?.[id];
      return text ? pick(text) : id;
    },
    game: description,
    guidanceSlot: h('div'),
    logState: () => st.logState,
  };

  async function viewsAt(step) {
    if (!st.views.has(step)) {
      const views = st.table
        ? await call('GET', `/api/tables/${encodeURIComponent(st.table)}/history/${step}`)
        : await call('POST', '/api/replay/step', { record: st.record, step });
      st.views.set(step, views);
    }
    return st.views.get(step);
  }

  function entriesAt(i) {
    const block = st.log[i];
    if (!block) return [];
    return st.seat == null ? block.public : block.seats[st.seat] ?? [];
  }

  function link() {
    const seat = st.seat == null ? '' : `?seat=${st.seat}`;
    return `${location.origin}${location.pathname}#/r/${st.table}/${st.step}${seat}`;
  }

  async function show(step) {
    st.step = Math.max(0, Math.min(st.steps, step));
    if (st.table) history.replaceState(null, '', link());
    page.dataset.step = String(st.step);
    renderControls();
    renderLog();
    try {
      const views = await viewsAt(st.step);
      if (views.step !== st.step) return; // a later step was asked for meanwhile
      const view = st.seat == null ? views.public : views.seats[st.seat];
      if (!st.board) {
        st.module = await loadBoardModule(description());
        st.board = st.module.createBoard(boardEl, ctx);
      }
      st.logState = st.module.newLogState?.() ?? null;
      for (let i = 0; i < st.step; i += 1) st.module.observeLog?.(st.logState, i + 1, entriesAt(i));
      const info = { game: st.record.game, status: 'finished', seats: st.record.seats.map((name) => ({ name })),
        settings: { players: st.record.seats.length, options: st.record.options } };
      st.board.render(view, { history: true, info });
      page.dataset.shown = String(st.step);
    } catch (error) {
      st.error = error;
      renderControls();
    }
  }

  function setPlaying(on) {
    clearInterval(st.playing);
    st.playing = on ? setInterval(() => {
      if (st.step >= st.steps) return setPlaying(false);
      show(st.step + 1);
    }, st.speed * 1000) : null;
    renderControls();
  }

  async function fork() {
    try {
      const info = await call('POST', `/api/tables/${encodeURIComponent(st.table)}/fork`, { step: st.step });
      location.hash = `#/t/${info.id}`;
    } catch (error) {
      st.forkError = error;
      renderControls();
    }
  }

  function download() {
    const blob = new Blob([JSON.stringify(st.record, null, 1)], { type: 'application/json' });
    const a = h('a', { href: URL.createObjectURL(blob), download: `${st.record.game}-${st.table ?? 'record'}.json` });
    a.click();
    URL.revokeObjectURL(a.href);
  }

  async function loadFile(file) {
    try {
      const record = JSON.parse(await file.text());
      await start(await call('POST', '/api/replay', { record }));
    } catch (error) {
      st.error = error instanceof SyntaxError ? new ApiError('bad_record', { en: error.message, ja: error.message }) : error;
      renderControls();
    }
  }

  function renderControls() {
    const fileInput = h('input', { type: 'file', id: 'record-file', accept: 'application/json,.json',
      onChange: (e) => e.target.files[0] && loadFile(e.target.files[0]) });
    const loader = h('label', { class: 'load-record' }, t('loadRecord'), fileInput, h('small', {}, t('loadHint')));
    if (!st.record) {
      put(controls, loader, st.error ? h('p', { class: 'error' }, errorText(st.error)) : null);
      return;
    }
    const seats = h('select', { id: 'replay-seat', onChange: (e) => { st.seat = e.target.value === '' ? null : Number(e.target.value); show(st.step); } },
      h('option', { value: '', selected: st.seat == null }, t('spectator')),
      st.record.seats.map((name, i) => h('option', { value: i, selected: st.seat === i }, name)));
    const speed = h('select', { id: 'replay-speed', onChange: (e) => { st.speed = Number(e.target.value); if (st.playing) setPlaying(true); } },
      SPEEDS.map((s) => h('option', { value: s, selected: s === st.speed }, t('perStep', { s }))));
    const range = h('input', { type: 'range', id: 'replay-range', min: 0, max: st.steps, value: st.step,
      onChange: (e) => show(Number(e.target.value)) });
    put(controls,
      h('div', { class: 'row buttons' },
        h('button', { id: 'replay-first', onClick: () => show(0), disabled: st.step === 0 }, '«'),
        h('button', { id: 'replay-back', onClick: () => show(st.step - 1), disabled: st.step === 0 }, '‹'),
        h('span', { id: 'replay-step' }, t('stepOf', { step: st.step, steps: st.steps })),
        h('button', { id: 'replay-forward', onClick: () => show(st.step + 1), disabled: st.step >= st.steps }, '›'),
        h('button', { id: 'replay-last', onClick: () => show(st.steps), disabled: st.step >= st.steps }, '»')),
      range,
      h('div', { class: 'row buttons' },
        h('button', { id: 'replay-play', onClick: () => setPlaying(!st.playing) }, st.playing ? t('pause') : t('play')),
        h('label', {}, `${t('speed')} `, speed)),
      h('label', {}, `${t('asSeen')} `, seats),
      st.table ? h('p', {}, h('a', { id: 'replay-link', href: link() }, t('shareLink'))) : null,
      h('div', { class: 'row buttons' },
        h('button', { id: 'replay-download', onClick: download }, t('download')),
        st.table && me ? h('button', { id: 'replay-fork', title: t('forkHint'), onClick: fork }, t('fork')) : null),
      st.forkError ? h('p', { class: 'error', id: 'fork-error' }, errorText(st.forkError)) : null,
      st.error ? h('p', { class: 'error' }, errorText(st.error)) : null,
      loader);
  }

  function renderLog() {
    const items = [];
    for (let i = 0; i < st.steps; i += 1) {
      for (const entry of entriesAt(i)) {
        items.push(h('li', { class: i + 1 === st.step ? 'current' : i + 1 > st.step ? 'future muted' : '', dataset: { step: i + 1 },
          onClick: () => show(i + 1) }, h('span', { class: 'muted' }, `${i + 1}. `), pick(entry.text)));
      }
    }
    put(logList, items);
    logList.querySelector('li.current')?.scrollIntoView?.({ block: 'nearest' });
  }

  async function start(data) {
    st.record = data.record;
    st.log = data.log;
    st.steps = data.steps;
    st.views.clear();
    st.board = null;
    setSeatNames(st.record.seats);
    const game = description();
    head.textContent = t('replayTitle', { game: game ? pick(game.name) : st.record.game });
    await show(where.step ?? (st.table ? st.steps : 0));
  }

  if (st.table) {
    call('GET', `/api/tables/${encodeURIComponent(st.table)}/replay`).then(start, (error) => { st.error = error; renderControls(); });
  } else {
    renderControls();
  }
  return {
    close() {
      clearInterval(st.playing);
      setSeatNames([]);
      st.board?.destroy?.();
    },
    rerender() {
      renderControls();
      renderLog();
      if (st.record) show(st.step);
    },
  };
}
