// World Empires' shaped map (map.json, drawn by tools/world-empires-map/generate.py with tools/maps/world.py):
// a shape and a label point for every land space and sea of the game data, land spaces that never overlap, labels
// inside their shape (a sea's on water), and lines only between spaces the game links.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { inside, locator, rings } from '../../../tools/maps/shapes.mjs';

const map = JSON.parse(readFileSync(new URL('./map.json', import.meta.url), 'utf8'));
const data = JSON.parse(readFileSync(new URL('../../../crates/games/world-empires/data/world-empires.json', import.meta.url), 'utf8'));

const land = Object.fromEntries(map.spaces.map((sp) => [sp.id, rings(sp.path)]));
const seas = Object.fromEntries(map.waters.map((wtr) => [wtr.id, rings(wtr.path)]));
const coast = rings(map.land);

test('every land space and sea of the game data has a shape', () => {
  assert.deepEqual(Object.keys(land).sort(), data.spaces.map((sp) => sp.id).sort());
  assert.deepEqual(Object.keys(seas).sort(), data.waters.map((wtr) => wtr.id).sort());
  assert.equal(Object.keys(land).length, 85);
  assert.equal(Object.keys(seas).length, 15);
  for (const [id, rs] of Object.entries({ ...land, ...seas })) {
    assert.ok(rs.length >= 1 && rs.every((r) => r.length >= 3 && r.flat().every(Number.isFinite)), id);
  }
});

test('land spaces do not overlap and lie on land; seas do not overlap', () => {
  const onLand = locator(land);
  const onSea = locator(seas);
  const [, , w, h] = map.viewBox;
  const overlaps = [];
  let landSamples = 0;
  let atSea = 0;
  for (let y = 0.37; y < h; y += 4) {
    for (let x = 0.53; x < w; x += 4) {
      const here = onLand([x, y]);
      if (here.length > 1) overlaps.push([x, y, here]);
      if (here.length) {
        landSamples += 1;
        if (!inside([x, y], coast)) atSea += 1;
      }
      const water = onSea([x, y]);
      if (water.length > 1) overlaps.push([x, y, water]);
    }
  }
  assert.ok(landSamples > 5000, `${landSamples} samples on land`);
  // Paths are rounded to 0.1 unit, so a sample right on a coast may fall on either side.
  assert.ok(atSea / landSamples < 0.002, `${atSea} of ${landSamples} samples in land spaces are at sea`);
  assert.deepEqual(overlaps, []);
});

test('labels lie inside their shape; a sea\'s label is on water', () => {
  for (const sp of map.spaces) assert.ok(inside(sp.label, land[sp.id]), `label of ${sp.id}`);
  for (const wtr of map.waters) {
    assert.ok(inside(wtr.label, seas[wtr.id]), `label of ${wtr.id}`);
    assert.ok(!inside(wtr.label, coast), `label of ${wtr.id} is on land`);
  }
});

test('the lines drawn join spaces the game links', () => {
  const links = new Set([
    ...data.land_edges.map((e) => [...e].sort().join('|')),
    ...data.waters.flatMap((wtr) => wtr.coasts.map((c) => [wtr.id, c].sort().join('|'))),
    ...data.waters.flatMap((wtr) => wtr.seas.map((x) => [wtr.id, x].sort().join('|'))),
  ]);
  for (const pair of map.unshown) assert.ok(links.has([...pair].sort().join('|')), pair.join(' – '));
});
