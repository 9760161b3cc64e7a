// The 1630 map's nation boxes: laid out from the drawing's label points so that no two overlap (England's and
// the Netherlands' label points are close enough that boxes centred on them would).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { layoutMarkers } from './board.js';

const map = JSON.parse(readFileSync(new URL('./map.json', import.meta.url), 'utf8'));
const points = Object.fromEntries(Object.entries(map.nations).map(([id, n]) => [id, n.label]));
const BOX = { w: 124, h: 54 };
const overlap = (a, b) => Math.abs(a[0] - b[0]) < BOX.w && Math.abs(a[1] - b[1]) < BOX.h;

test('boxes on the raw label points would overlap (England and the Netherlands)', () => {
  assert.ok(overlap(points.england, points.netherlands));
});

test('after the layout no two boxes overlap, and each stays near its nation', () => {
  const at = layoutMarkers(points);
  const ids = Object.keys(at);
  for (let i = 0; i < ids.length; i += 1) {
    for (let j = i + 1; j < ids.length; j += 1) {
      assert.ok(!overlap(at[ids[i]], at[ids[j]]), `${ids[i]} / ${ids[j]}`);
    }
    const [x, y] = at[ids[i]];
    const [x0, y0] = points[ids[i]];
    assert.ok(Math.hypot(x - x0, y - y0) < 80, `${ids[i]} moved ${Math.hypot(x - x0, y - y0).toFixed(1)}`);
  }
  assert.deepEqual(layoutMarkers(points), at, 'the same points give the same layout');
});
