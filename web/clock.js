// The players' clocks on a table page: each seat's time left, counting down every second for the seats the
// server says are running (several at once during secret simultaneous decisions), and the undo button.
// The server sends the clocks with every change as `{left_ms, running, increment_ms, on_timeout, at_ms}`, and
// inside a move's message only the clocks the move started, stopped or set (`[[seat, ms left, running], …]`);
// the page counts down from the moment it received them, so a client's own clock never matters.

import { h, put } from './dom.js';
import { t } from './i18n.js';


/** A time left, as people read a clock: days and hours, h:mm:ss, or m:ss. */
export function clockFace(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [d, hr, min, sec] = [Math.floor(total / 86400), Math.floor((total % 86400) / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n) => String(n).padStart(2, '0');
  if (d) return t('days', { d, h: hr });
  if (hr) return `${hr}:${two(min)}:${two(sec)}`;
  return `${min}:${two(sec)}`;
}

/**
 * The clocks after a move: `change` holds `[seat, ms left, running]` for each clock the move started, stopped
 * or set; the others go on from what they show `elapsedMs` after `clock` was received.
 */
export function clockAfterMove(clock, change, elapsedMs) {
  const left_ms = clock.left_ms.map((ms, i) => (clock.running[i] ? ms - elapsedMs : ms));
  const running = clock.running.slice();
  for (const [seat, ms, runs] of change) {
    left_ms[seat] = ms;
    running[seat] = runs;
  }
  return { ...clock, left_ms, running };
}

/**
 * The clocks panel in `container`. `seatName(i)` names a seat, `mySeat()` is the viewer's seat (or null),
 * `canUndo()` says whether to offer the undo button, which calls `undo()`.
 */
export function mountClocks(container, { seatName, mySeat, canUndo, undo }) {
  let clock = null;
  let received = 0;

  function left(i) {
    const base = clock.left_ms[i];
    return clock.running[i] ? base - (Date.now() - received) : base;
  }

  function render() {
    container.hidden = !clock;
    if (!clock) return put(container);
    const rows = clock.left_ms.map((_, i) => {
      const ms = left(i);
      const cls = `clock-seat${clock.running[i] ? ' running' : ''}${ms <= 60_000 ? ' low' : ''}${i === mySeat() ? ' mine' : ''}`;
      return h('li', { class: cls, dataset: { seat: i, running: clock.running[i] ? 'yes' : 'no' } },
        h('span', { class: 'clock-name' }, seatName(i)), ' ',
        h('span', { class: 'clock-time', dataset: { ms: Math.max(0, Math.round(ms)) } }, clockFace(ms)));
    });
    const rule = clock.on_timeout === 'lose' ? t('outLose') : t('outStandIn');
    put(container, h('h2', {}, t('clocks')), h('ul', { class: 'clock-list', id: 'clock-list' }, rows),
      h('p', { class: 'muted' }, clock.increment_ms ? `${t('clockIncrement', { time: clockFace(clock.increment_ms) })} · ` : '', rule),
      canUndo() ? h('button', { id: 'btn-undo', onClick: undo }, t('undo')) : null);
  }

  const ticker = setInterval(() => {
    if (!clock) return;
    for (const li of container.querySelectorAll('li.clock-seat')) {
      const i = Number(li.dataset.seat);
      const ms = left(i);
      const face = li.querySelector('.clock-time');
      face.textContent = clockFace(ms);
      face.dataset.ms = Math.max(0, Math.round(ms));
      li.classList.toggle('low', ms <= 60_000);
    }
  }, 1000);

  return {
    update(view) {
      clock = view ?? null;
      received = Date.now();
      render();
    },
    /** A move's change to the clocks (see `clockAfterMove`). */
    moved(change) {
      if (clock) this.update(clockAfterMove(clock, change, Date.now() - received));
    },
    render,
    close() {
      clearInterval(ticker);
    },
  };
}
