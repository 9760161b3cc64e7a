// Liberté's map of France (map.json, drawn by tools/maps/generate.py): one shape per province of the game data,
// shapes that tile France without overlapping, and label points inside their shape.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { inside, locator, rings } from '../../../tools/maps/shapes.mjs';
import { corners, markerLayout } from './layout.js';

const map = JSON.parse(readFileSync(new URL('./map.json', import.meta.url), 'utf8'));
const data = JSON.parse(readFileSync(new URL('../../../crates/games/liberte/data/liberte.json', import.meta.url), 'utf8'));

const shapes = Object.fromEntries(Object.entries(map.provinces).map(([n, p]) => [n, rings(p.path)]));
const outline = rings(map.outline);
const owners = locator(shapes);

test('every province of the game data has exactly one shape, in one piece, and no other shape exists', () => {
  const numbers = data.provinces.map((p) => String(p[0])).sort();
  assert.equal(numbers.length, 27);
  assert.deepEqual(Object.keys(map.provinces).sort(), numbers);
  for (const [n, rs] of Object.entries(shapes)) {
    assert.equal(rs.length, 1, `province ${n} is in ${rs.length} pieces`);
    assert.ok(rs[0].length >= 3 && rs[0].every(([x, y]) => Number.isFinite(x) && Number.isFinite(y)), `province ${n}`);
  }
});

test('the shapes cover France once: sampled points inside the outline lie in exactly one province', () => {
  const [, , w, h] = map.viewBox;
  let inFrance = 0;
  let once = 0;
  const overlaps = [];
  // An irrational-looking offset keeps the samples off the shapes' rounded borders.
  for (let y = 0.37; y < h; y += 6) {
    for (let x = 0.53; x < w; x += 6) {
      const at = owners([x, y]);
      if (at.length > 1) overlaps.push([x, y, at]);
      if (inside([x, y], outline)) {
        inFrance += 1;
        if (at.length === 1) once += 1;
      } else {
        assert.equal(at.length, 0, `(${x}, ${y}) is outside France but in ${at}`);
      }
    }
  }
  assert.ok(inFrance > 10000, `${inFrance} samples`);
  assert.deepEqual(overlaps, [], 'no point lies in two provinces');
  assert.ok(once / inFrance > 0.995, `${once} of ${inFrance} samples in France are in one province`);
});

test('labels lie inside their province, with room for the stacks, and Paris lies in Île-de-France', () => {
  for (const [n, p] of Object.entries(map.provinces)) {
    assert.ok(inside(p.label, shapes[n]), `label of ${n}`);
    assert.ok(p.room >= 20, `province ${n} has room ${p.room}`);
  }
  const paris = data.provinces.find((p) => p[7]);
  assert.ok(inside(map.paris, shapes[paris[0]]), 'Paris');
});

test('borders are mutual', () => {
  for (const [n, p] of Object.entries(map.provinces)) {
    for (const m of p.neighbours) assert.ok(map.provinces[m].neighbours.includes(Number(n)), `${n}–${m}`);
  }
});

test('the worst marker (three stacks of three blocks, name, fleur-de-lis and VP) stays inside every province', () => {
  const stacks = [0, 1, 2].map((owner) => ({ owner, faction: ['blue', 'white', 'red'][owner], blocks: 3 }));
  const kinds = new Set();
  for (const p of data.provinces) {
    const [n, , en, ja] = p;
    const shape = map.provinces[n];
    for (const name of [en, ja]) {
      const layout = markerLayout({ room: shape.room, title: `${n} ${name.slice(0, 14)}`, name, number: n, marks: '⚜ 2VP', stacks });
      kinds.add(layout.kind);
      assert.ok(layout.scale >= 0.55, `province ${n}: marker scaled to ${layout.scale}`);
      for (const corner of corners(layout, shape.label)) {
        assert.ok(inside(corner, shapes[n]), `province ${n} (${layout.kind}): corner ${corner} outside`);
      }
      // Every stack is drawn: a token, and its blocks or their count.
      for (let i = 0; i < 3; i += 1) {
        const parts = layout.parts.filter((x) => x.stack === i);
        assert.ok(parts.some((x) => x.type === 'token'), `province ${n}: token of stack ${i}`);
        assert.ok(parts.filter((x) => x.type === 'block').length === 3 || parts.some((x) => x.type === 'badge' && x.text === '3'),
          `province ${n}: blocks of stack ${i}`);
      }
    }
  }
  assert.ok(kinds.size >= 2, `layouts used: ${[...kinds]}`);
});

test('an empty province keeps its full marker (name and marks) at full size where there is room', () => {
  const big = Object.entries(map.provinces).filter(([, p]) => p.room >= 50);
  assert.ok(big.length > 5);
  for (const [n, p] of big) {
    const layout = markerLayout({ room: p.room, title: `${n} Name`, number: Number(n), marks: '⚜', stacks: [] });
    assert.equal(layout.kind, 'full', `province ${n}`);
    assert.equal(layout.scale, 1, `province ${n}`);
  }
});
