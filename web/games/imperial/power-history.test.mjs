// The Imperial board keeps each nation's power per round from the game log (the plot of the power-point
// chart); these checks feed it log entries shaped like the engine's events, which carry the power after each
// taxation.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newLogState, observeLog } from './board.js';

const moved = (nation) => ({ event: { type: 'rondel_moved', nation, space: 'taxation', cost: 0 } });
const taxed = (nation, power, total) => ({ event: { type: 'taxed', nation, income: 9, chart_from: 5, chart_to: 9, bonus: 4, power, total, treasury: 3 } });

test('each taxation sets the power its event reports and a new round starts when the turn order wraps', () => {
  const state = newLogState();
  observeLog(state, 1, [moved('AH'), taxed('AH', 4, 4)]);
  observeLog(state, 2, [moved('GE'), taxed('GE', 2, 2)]);
  assert.deepEqual(state.rounds, [[4, 0, 0, 0, 2, 0]]);
  observeLog(state, 3, [moved('IT')]); // Italy after Germany: the turn order wrapped
  observeLog(state, 4, [moved('GE'), taxed('GE', 3, 5)]);
  assert.deepEqual(state.rounds, [[4, 0, 0, 0, 2, 0], [4, 0, 0, 0, 5, 0]]);
});

test('the power comes from the event (the server caps it), and other events are ignored', () => {
  const state = newLogState();
  observeLog(state, 1, [moved('RU'), taxed('RU', 10, 20), { event: { type: 'game_over' } }, { text: 'no event' }]);
  observeLog(state, 2, [moved('AH')]);
  observeLog(state, 3, [moved('RU'), taxed('RU', 10, 25)]);
  assert.equal(state.power[5], 25);
  assert.equal(state.rounds.length, 2);
});
