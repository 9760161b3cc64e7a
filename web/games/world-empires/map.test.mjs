// World Empires' shaped map (map.json, drawn by tools/world-empires-map/generate.py with tools/maps/world.py):
// a shape and a label point for every land space and sea of the game data, land spaces that never overlap, labels
// inside their shape (a sea's on water), and lines only between spaces the game links.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { inside, rings, sampleCover } from '../../../tools/maps/shapes.mjs';
import { inView, MAX_ZOOMED, MIN_ZOOMED, markerScale, zoomOf } from './zoom.js';

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
  const [, , width, height] = map.viewBox;
  const { overlaps, landSamples, atSea } = sampleCover({ width, height, land, seas, coast });
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

test('the enlarged view of Europe and the Mediterranean holds every space there, in the map\'s proportions', () => {
  const view = map.views.europe;
  const [, , w, h] = map.viewBox;
  const EUROPE = new Set(['northern_europe', 'southern_europe', 'north_africa', 'middle_east']);
  const there = map.spaces.filter((sp) => EUROPE.has(sp.region));
  assert.ok(there.length >= 25);
  for (const sp of there) assert.ok(inView(sp.label, view), `${sp.id} is in the enlarged view`);
  assert.ok(view[0] >= 0 && view[1] >= 0 && view[0] + view[2] <= w + 0.1 && view[1] + view[3] <= h + 0.1, 'inside the map');
  assert.ok(Math.abs(view[2] / view[3] - w / h) < 0.01, 'same proportions as the map');
  assert.ok(zoomOf(map.viewBox, view) >= 2, `enlarged ${zoomOf(map.viewBox, view)} times`);
});

test('markers grow on screen in the enlarged view and stay about as wide as their space', () => {
  const view = map.views.europe;
  const zoom = zoomOf(map.viewBox, view);
  for (const sp of map.spaces.filter((x) => inView(x.label, view))) {
    const world = markerScale(sp.room);
    const enlarged = markerScale(sp.room, zoom) * zoom;
    assert.ok(world >= 0.5 && world <= 1, sp.id);
    assert.ok(enlarged >= world, `${sp.id}: ${enlarged} on screen enlarged, ${world} in the world view`);
    assert.ok(enlarged >= MIN_ZOOMED && enlarged <= MAX_ZOOMED, sp.id);
    // A full-size marker is about 32 units wide: where the room allows, it fits twice the room.
    if (sp.room * zoom >= 16 * MIN_ZOOMED) assert.ok(enlarged * 16 <= sp.room * zoom + 1e-9, `${sp.id} fits its room`);
  }
  // Enlarged, markers of neighbouring crowded spaces do not overlap: a marker reaches about 22 units (its name)
  // below its label point at full size, 12 to the sides.
  const crowded = ['greece', 'macedon', 'latium', 'sicily', 'po_valley', 'alps', 'levant', 'nile_delta'];
  const at = Object.fromEntries(map.spaces.map((x) => [x.id, x]));
  for (const a of crowded) {
    for (const b of crowded) {
      if (a >= b) continue;
      const [ka, kb] = [markerScale(at[a].room, zoom), markerScale(at[b].room, zoom)];
      const dx = Math.abs(at[a].label[0] - at[b].label[0]);
      const dy = Math.abs(at[a].label[1] - at[b].label[1]);
      assert.ok(dx > 12 * (ka + kb) || dy > 22 * Math.max(ka, kb) + 12 * Math.min(ka, kb), `${a} and ${b} overlap enlarged`);
    }
  }
  // Greece, the smallest crowded space, is drawn larger than in the world view.
  const greece = map.spaces.find((x) => x.id === 'greece');
  assert.ok(markerScale(greece.room, zoom) * zoom > markerScale(greece.room));
});
