// The Imperial board's own strings: every key the board asks `tr` for exists, and every entry has both
// languages with the same placeholders.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { strings } from './strings.js';

const table = strings();
const board = readFileSync(new URL('./board.js', import.meta.url), 'utf8');

test('every key the board uses is in the table, and every entry is used', () => {
  const used = new Set([...board.matchAll(/\btr\('(\w+)'/g)].map((m) => m[1]));
  assert.deepEqual([...used].filter((k) => !(k in table)), []);
  assert.deepEqual(Object.keys(table).filter((k) => !used.has(k)), []);
});

test('every entry has both languages with the same placeholders', () => {
  const holes = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const [key, entry] of Object.entries(table)) {
    assert.ok(entry.en && entry.ja, `${key} needs en and ja`);
    assert.deepEqual(holes(entry.ja), holes(entry.en), `${key}: placeholders differ`);
  }
});
