// A move's message carries only the clocks it started, stopped or set; the page keeps the others counting.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clockAfterMove } from './clock.js';

test('a move sets the clocks it names and the others run on from what they showed', () => {
  const clock = { left_ms: [100_000, 50_000, 60_000], running: [true, true, false], increment_ms: 5000, on_timeout: 'lose', at_ms: 1 };
  // Seat 0 stops (with its increment), seat 2 starts, seat 1 ran on for the 3 s since the last message.
  const after = clockAfterMove(clock, [[0, 95_000, false], [2, 60_000, true]], 3000);
  assert.deepEqual(after.left_ms, [95_000, 47_000, 60_000]);
  assert.deepEqual(after.running, [false, true, true]);
  assert.equal(after.on_timeout, 'lose');
  assert.deepEqual(clock.left_ms, [100_000, 50_000, 60_000], 'the clocks received are left as they were');
});

test('a move that changes no clock leaves them counting', () => {
  const clock = { left_ms: [10_000, 20_000], running: [false, true] };
  assert.deepEqual(clockAfterMove(clock, [], 500), { left_ms: [10_000, 19_500], running: [false, true] });
});
