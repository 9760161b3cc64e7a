// The Imperial board keeps each nation's power per round from the game log (the plot of the power-point
// chart); these checks feed it log entries shaped like the engine's events.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newLogState, observeLog } from '../../web/games/imperial/board.js';

const moved = (nation) => ({ event: { type: 'rondel_moved', nation, slot: 7, cost: 0 } });
const taxed = (nation, power) => ({ event: { type: 'taxed', nation, income: 9, chart_from: 5, chart_to: 9, bonus: 4, power, treasury: 3 } });

test('power accumulates per nation and a new round starts when the turn order wraps', () => {
  const state = newLogState();
  observeLog(state, 1, [moved('AH'), taxed('AH', 4)]);
  observeLog(state, 2, [moved('GE'), taxed('GE', 2)]);
  assert.deepEqual(state.rounds, [[4, 0, 0, 0, 2, 0]]);
  observeLog(state, 3, [moved('IT')]); // Italy after Germany: the turn order wrapped
  observeLog(state, 4, [moved('GE'), taxed('GE', 3)]);
  assert.deepEqual(state.rounds, [[4, 0, 0, 0, 2, 0], [4, 0, 0, 0, 5, 0]]);
});

test('power stops at 25 and other events are ignored', () => {
  const state = newLogState();
  observeLog(state, 1, [moved('RU'), taxed('RU', 10), { event: { type: 'game_over' } }, { text: 'no event' }]);
  observeLog(state, 2, [moved('AH')]);
  observeLog(state, 3, [moved('RU'), taxed('RU', 10)]);
  observeLog(state, 4, [moved('AH')]);
  observeLog(state, 5, [moved('RU'), taxed('RU', 10)]);
  assert.equal(state.power[5], 25);
  assert.equal(state.rounds.length, 3);
});
