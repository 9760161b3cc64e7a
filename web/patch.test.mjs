// node --test web/patch.test.mjs: the client's patches (RFC 6902's add, replace and remove, written short) as
// the server sends them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPatch } from './patch.js';

test('add, remove and replace in objects and arrays, leaving the old view as it was', () => {
  const before = { legal: [{ a: 1 }, { a: 2 }, { a: 3 }], game: { 'a/b': 1, 'c~d': 2, round: 1 } };
  const after = applyPatch(before, [
    ['=', '/legal/0/a', 9],
    ['-', '/legal/2'],
    ['+', '/legal/2', { a: 4 }],
    ['+', '/legal/-', { a: 5 }],
    ['-', '/game/a~1b'],
    ['=', '/game/c~0d', 3],
    ['+', '/game/new', null],
  ]);
  assert.deepEqual(after, { legal: [{ a: 9 }, { a: 2 }, { a: 4 }, { a: 5 }], game: { 'c~d': 3, round: 1, new: null } });
  assert.deepEqual(before.legal[0], { a: 1 }, 'the previous view is untouched');
});

test('a path may keep the leading tokens of the one before', () => {
  const before = { game: { reach: [{ space: 'a' }, { space: 'b' }], board: { RU: { cash: 1, at: 'x' } } } };
  const after = applyPatch(before, [
    ['=', '/game/board/RU/at', 'y'],
    ['=', '3/cash', 2],
    ['=', '1/reach/0/space', 'b'],
    ['=', '2/1/space', 'c'],
  ]);
  assert.deepEqual(after, { game: { reach: [{ space: 'b' }, { space: 'c' }], board: { RU: { cash: 2, at: 'y' } } } });
  assert.throws(() => applyPatch(before, [['=', '/game', 1], ['=', '2/x', 1]]), 'more tokens than the path before');
  assert.throws(() => applyPatch(before, [['=', '/game/board', 1], ['=', '1board', 1]]));
});

test('a string keeps its beginning and end around a new middle, counted in code points', () => {
  const before = { prompt: 'Waiting for {seat:1}. Austria-Hungary: choose.', names: ['ロシア𠀋'] };
  const after = applyPatch(before, [['~', '/prompt', 18, 10, '2}. Ital'], ['~', '/names/0', 0, 2, 'イタリ']]);
  assert.deepEqual(after, { prompt: 'Waiting for {seat:2}. Italy: choose.', names: ['イタリア𠀋'] });
  assert.throws(() => applyPatch(before, [['~', '/names/0', 3, 2, '']]), 'more kept than the string has');
  assert.throws(() => applyPatch({ n: 1 }, [['~', '/n', 0, 0, '']]), 'not a string');
});

test('the whole document is replaced by the empty pointer', () => {
  assert.deepEqual(applyPatch({ a: [1, 2] }, [['=', '', 7]]), 7);
});

test('a patch that does not fit the view throws, so the client asks for the whole view', () => {
  const doc = { a: [1] };
  assert.throws(() => applyPatch(doc, [['-', '/missing']]));
  assert.throws(() => applyPatch(doc, [['=', '/missing', 1]]));
  assert.throws(() => applyPatch(doc, [['=', '/a/1', 2]]));
  assert.throws(() => applyPatch(doc, [['+', '/a/5', 2]]));
  assert.throws(() => applyPatch(doc, [['+', '/x/y', 2]]));
  assert.throws(() => applyPatch(doc, [['-', '']]));
  assert.throws(() => applyPatch(doc, [['-', '/a', 1]]));
  assert.throws(() => applyPatch(doc, [{ op: 'remove', path: '/a' }]));
  assert.throws(() => applyPatch(doc, [['move', '/a', '/b']]));
});
