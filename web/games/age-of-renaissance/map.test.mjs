// Age of Renaissance's shaped map (map.json, drawn by `python3 tools/maps/generate.py age-of-renaissance`): a
// shape for every land space of the game data (an off-map box for the New World and the Far East, as on the
// game's board) and for every sea, land spaces that never overlap and lie on land, boxes clear of the land,
// labels inside their shape (a sea's on water), and dashed lines only between spaces the game links.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { inside, rings, sampleCover } from '../../../tools/maps/shapes.mjs';

const map = JSON.parse(readFileSync(new URL('./map.json', import.meta.url), 'utf8'));
const data = JSON.parse(readFileSync(new URL('../../../crates/games/age-of-renaissance/data/map.json', import.meta.url), 'utf8'));

const BOX_AREAS = new Set(['far-east', 'new-world']);
const boxRing = ([x, y, w, h]) => [[[x, y], [x + w, y], [x + w, y + h], [x, y + h]]];
const land = Object.fromEntries(Object.entries(map.spaces).filter(([, sp]) => sp.path).map(([id, sp]) => [id, rings(sp.path)]));
const boxes = Object.fromEntries(Object.entries(map.spaces).filter(([, sp]) => sp.box).map(([id, sp]) => [id, boxRing(sp.box)]));
const seas = Object.fromEntries(Object.entries(map.waters).map(([id, w]) => [id, rings(w.path)]));
const coast = rings(map.land);

test('every land space of the game data has a shape (the off-map boxes a box), every sea a shape', () => {
  assert.deepEqual(Object.keys(map.spaces).sort(), data.provinces.map((p) => p.id).sort());
  assert.deepEqual(Object.keys(boxes).sort(), data.provinces.filter((p) => BOX_AREAS.has(p.area)).map((p) => p.id).sort());
  assert.equal(Object.keys(land).length, 103);
  assert.deepEqual(Object.keys(seas).sort(), data.seas.map((x) => x.id).sort());
  for (const [id, rs] of Object.entries({ ...land, ...seas })) {
    assert.ok(rs.length >= 1 && rs.every((r) => r.length >= 3 && r.flat().every(Number.isFinite)), id);
  }
  assert.deepEqual(map.order, data.provinces.map((p) => p.id), 'the engine\'s order of spaces');
});

test('land spaces and boxes do not overlap, land spaces lie on land; seas do not overlap', () => {
  const [, , width, height] = map.viewBox;
  const { overlaps, landSamples, atSea } = sampleCover({
    width, height, land: { ...land, ...boxes }, seas, coast,
    onShore: (id) => Boolean(land[id]),
    visit: ([x, y], here) => {
      if (here.length === 1 && boxes[here[0]]) assert.ok(!inside([x, y], coast), `box ${here[0]} covers land at ${x}, ${y}`);
    },
  });
  assert.ok(landSamples > 20000, `${landSamples} samples on land`);
  // Paths are rounded to 0.1 unit, so a sample right on a coast may fall on either side.
  assert.ok(atSea / landSamples < 0.002, `${atSea} of ${landSamples} samples in land spaces are at sea`);
  assert.deepEqual(overlaps, []);
});

test('labels lie inside their shape or box; a sea\'s label is on water', () => {
  for (const [id, rs] of Object.entries({ ...land, ...boxes })) {
    assert.ok(inside(map.spaces[id].label, rs), `label of ${id}`);
    assert.ok(map.spaces[id].room > 0, `room of ${id}`);
  }
  for (const [id, w] of Object.entries(map.waters)) {
    assert.ok(inside(w.label, seas[id]), `label of ${id}`);
    assert.ok(!inside(w.label, coast), `label of ${id} is on land`);
  }
});

test('the dashed lines join spaces the game links, and every satellite arrow points at a space it supports', () => {
  const coastOf = Object.fromEntries(data.coasts.map((c) => [c.id, c.province]));
  const links = new Set([
    ...data.provinces.flatMap((p) => p.adjacent.map((q) => [p.id, q].sort().join('|'))),
    ...data.seas.flatMap((x) => x.links.map((l) => [x.id, coastOf[l] ?? l].sort().join('|'))),
  ]);
  assert.ok(map.unshown.length > 0 && map.unshown.length < 40, `${map.unshown.length} links not shown by the shapes`);
  for (const pair of map.unshown) assert.ok(links.has([...pair].sort().join('|')), pair.join(' – '));
  const supports = new Set(data.provinces.flatMap((p) => p.supports.map((q) => `${p.id}|${q}`)));
  assert.equal(map.arrows.length, supports.size);
  for (const [a, b] of map.arrows) assert.ok(supports.has(`${a}|${b}`), `${a} → ${b}`);
});

test('game borders the shapes show are shared edges: neighbours in the game that are not dashed touch', () => {
  // A border is shown when a point just beside the middle of some edge of one shape lies in the other.
  const unshown = new Set(map.unshown.map((p) => [...p].sort().join('|')));
  const touches = (a, b) => land[a].some((r) => r.some((p, i) => {
    const q = r[(i + 1) % r.length];
    const [mx, my] = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
    const n = Math.hypot(dx, dy) || 1;
    return [1, -1].some((side) => inside([mx + (side * dy) / n, my - (side * dx) / n], land[b]));
  }));
  const missing = [];
  for (const p of data.provinces) {
    for (const q of p.adjacent) {
      if (p.id < q && land[p.id] && land[q] && !unshown.has([p.id, q].join('|')) && !touches(p.id, q)) missing.push(`${p.id}–${q}`);
    }
  }
  assert.deepEqual(missing, []);
});
