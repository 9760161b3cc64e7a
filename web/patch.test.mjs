// node --test web/patch.test.mjs: the client's JSON patches (RFC 6902) as the server sends them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPatch } from './patch.js';

test('add, remove and replace in objects and arrays, leaving the old view as it was', () => {
  const before = { legal: [{ a: 1 }, { a: 2 }, { a: 3 }], game: { 'a/b': 1, 'c~d': 2, round: 1 } };
  const after = applyPatch(before, [
    { op: 'replace', path: '/legal/0/a', value: 9 },
    { op: 'remove', path: '/legal/2' },
    { op: 'add', path: '/legal/2', value: { a: 4 } },
    { op: 'add', path: '/legal/-', value: { a: 5 } },
    { op: 'remove', path: '/game/a~1b' },
    { op: 'replace', path: '/game/c~0d', value: 3 },
    { op: 'add', path: '/game/new', value: null },
  ]);
  assert.deepEqual(after, { legal: [{ a: 9 }, { a: 2 }, { a: 4 }, { a: 5 }], game: { 'c~d': 3, round: 1, new: null } });
  assert.deepEqual(before.legal[0], { a: 1 }, 'the previous view is untouched');
});

test('move, copy, test and the whole document', () => {
  const doc = { a: [1, 2], b: {} };
  assert.deepEqual(applyPatch(doc, [{ op: 'move', from: '/a/0', path: '/b/x' }]), { a: [2], b: { x: 1 } });
  assert.deepEqual(applyPatch(doc, [{ op: 'copy', from: '/a', path: '/b/y' }]), { a: [1, 2], b: { y: [1, 2] } });
  assert.deepEqual(applyPatch(doc, [{ op: 'replace', path: '', value: 7 }]), 7);
  assert.throws(() => applyPatch(doc, [{ op: 'test', path: '/a/0', value: 2 }]));
});

test('a patch that does not fit the view throws, so the client asks for the whole view', () => {
  const doc = { a: [1] };
  assert.throws(() => applyPatch(doc, [{ op: 'remove', path: '/missing' }]));
  assert.throws(() => applyPatch(doc, [{ op: 'replace', path: '/a/1', value: 2 }]));
  assert.throws(() => applyPatch(doc, [{ op: 'add', path: '/a/5', value: 2 }]));
  assert.throws(() => applyPatch(doc, [{ op: 'add', path: '/x/y', value: 2 }]));
  assert.throws(() => applyPatch(doc, [{ op: 'frobnicate', path: '/a' }]));
});
