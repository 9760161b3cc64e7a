// Liberté's map of France (map.json, drawn by tools/maps/generate.py): one shape per province of the game data,
// shapes that tile France without overlapping, and label points inside their shape.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { inside, locator, rings } from '../../../tools/maps/shapes.mjs';

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
