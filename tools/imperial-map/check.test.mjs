// Data test for the committed board drawing web/games/imperial/map.json. Plain `node --test`, no packages:
//   node --test tools/imperial-map/check.test.mjs
// The ids below are copied from /work/shared/reference/imperial/board.md section 2 on purpose (not imported
// from the generator's tables), so that a slip in either place shows up here.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePath, pointInRings, segmentsOf, sharedBoundary } from './geom.mjs';
import { referenceEdges } from './reference.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FILE = process.env.IMPERIAL_MAP_JSON ?? path.join(HERE, '..', '..', 'web', 'games', 'imperial', 'map.json');
const text = fs.readFileSync(FILE, 'utf8');
const map = JSON.parse(text);

const HOME = {
  AH: ['trieste', 'vienna', 'budapest', 'prague', 'lemberg'],
  IT: ['genoa', 'venice', 'florence', 'rome', 'naples'],
  FR: ['paris', 'dijon', 'marseille', 'bordeaux', 'brest'],
  GB: ['dublin', 'edinburgh', 'liverpool', 'sheffield', 'london'],
  GE: ['danzig', 'berlin', 'munich', 'cologne', 'hamburg'],
  RU: ['moscow', 'warsaw', 'st_petersburg', 'kiev', 'odessa'],
};
const NEUTRAL = ['turkey', 'bulgaria', 'romania', 'west_balkan', 'greece', 'tunis', 'algeria', 'morocco', 'spain',
  'portugal', 'belgium', 'holland', 'denmark', 'norway', 'sweden'];
const SEAS = ['bay_of_biscay', 'black_sea', 'western_mediterranean_sea', 'ionian_sea', 'eastern_mediterranean_sea',
  'north_sea', 'north_atlantic', 'baltic_sea', 'english_channel'];
/** Shipyard provinces and the sea their harbour opens to (board.md table 2.1). */
const PORTS = {
  trieste: 'ionian_sea', genoa: 'western_mediterranean_sea', venice: 'ionian_sea',
  naples: 'western_mediterranean_sea', marseille: 'western_mediterranean_sea', bordeaux: 'bay_of_biscay',
  brest: 'english_channel', dublin: 'north_atlantic', edinburgh: 'north_sea', liverpool: 'north_atlantic',
  london: 'english_channel', danzig: 'baltic_sea', hamburg: 'north_sea', st_petersburg: 'baltic_sea',
  odessa: 'black_sea',
};
const ANCHORS = {
  home: ['label', 'army', 'factory'],
  neutral: ['label', 'army', 'flag'],
  sea: ['label', 'fleet', 'flag'],
};

const [VX, VY, VW, VH] = map.viewBox;
const rings = Object.fromEntries(Object.entries(map.regions).map(([id, r]) => [id, parsePath(r.path)]));
const isPoint = (p) => Array.isArray(p) && p.length === 2 && p.every(Number.isFinite);
const inView = ([x, y]) => x >= VX && x <= VX + VW && y >= VY && y <= VY + VH;

test('exactly the 54 regions of the reference, with the right kind and nation', () => {
  const expected = [...Object.values(HOME).flat(), ...NEUTRAL, ...SEAS].sort();
  assert.equal(expected.length, 54);
  assert.deepEqual(Object.keys(map.regions).sort(), expected);
  for (const [nation, ids] of Object.entries(HOME)) {
    for (const id of ids) {
      assert.equal(map.regions[id].kind, 'home', id);
      assert.equal(map.regions[id].nation, nation, id);
    }
  }
  for (const id of NEUTRAL) assert.equal(map.regions[id].kind, 'neutral', id);
  for (const id of SEAS) assert.equal(map.regions[id].kind, 'sea', id);
  for (const r of Object.values(map.regions)) assert.ok(typeof r.name === 'string' && r.name.length > 0);
});

test('every region has a closed, non-empty path inside the viewBox', () => {
  assert.deepEqual(map.viewBox, [0, 0, 1000, 800]);
  for (const [id, r] of Object.entries(map.regions)) {
    assert.ok(r.path.startsWith('M') && r.path.endsWith('z'), `${id}: path form`);
    assert.ok(rings[id].length > 0 && rings[id][0].length >= 3, `${id}: empty path`);
    for (const ring of rings[id]) {
      for (const [x, y] of ring) {
        assert.ok(inView([Math.round(x * 10) / 10, Math.round(y * 10) / 10]), `${id}: ${x},${y} outside`);
      }
    }
  }
});

test('each region has the anchors its kind needs, inside its own shape', () => {
  for (const [id, r] of Object.entries(map.regions)) {
    for (const key of ANCHORS[r.kind]) {
      assert.ok(isPoint(r[key]), `${id}: missing ${key}`);
      assert.ok(inView(r[key]), `${id}: ${key} outside the viewBox`);
      assert.ok(pointInRings(r[key], rings[id]), `${id}: ${key} ${r[key]} not inside the region`);
    }
    assert.equal(r.army !== undefined, r.kind !== 'sea', `${id}: army anchor only on land`);
    assert.equal(r.fleet !== undefined, r.kind === 'sea', `${id}: fleet anchor only at sea`);
    assert.equal(r.factory !== undefined, r.kind === 'home', `${id}: factory only in home provinces`);
    assert.equal(r.flag !== undefined, r.kind !== 'home', `${id}: flags never go in home provinces`);
  }
});

test('the points of one region are far enough apart for pieces not to cover each other', () => {
  for (const [id, r] of Object.entries(map.regions)) {
    const keys = ['label', 'army', 'fleet', 'flag', 'factory', 'port'].filter((k) => r[k]);
    for (let i = 0; i < keys.length; i += 1) {
      for (let j = i + 1; j < keys.length; j += 1) {
        const [a, b] = [r[keys[i]], r[keys[j]]];
        const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
        assert.ok(d >= 6, `${id}: ${keys[i]} and ${keys[j]} only ${d.toFixed(1)} apart`);
      }
    }
  }
});

test('shipyard provinces have a harbour point in the sea their port opens to', () => {
  for (const [id, r] of Object.entries(map.regions)) {
    if (!(id in PORTS)) {
      assert.equal(r.port, undefined, `${id} has no port`);
      continue;
    }
    assert.equal(r.portSea, PORTS[id], id);
    assert.ok(isPoint(r.port), `${id}: port point`);
    assert.ok(pointInRings(r.port, rings[PORTS[id]]), `${id}: harbour ${r.port} not in ${PORTS[id]}`);
  }
});

test('the rondel rectangle is inside the board and covers no anchor', () => {
  const { x, y, width, height } = map.rondel;
  assert.ok(width > 100 && height > 100, 'room for the rondel');
  assert.ok(x >= VX && y >= VY && x + width <= VX + VW && y + height <= VY + VH);
  for (const [id, r] of Object.entries(map.regions)) {
    for (const key of ['label', 'army', 'fleet', 'flag', 'factory', 'port']) {
      if (!r[key]) continue;
      const [px, py] = r[key];
      assert.ok(!(px >= x && px <= x + width && py >= y && py <= y + height), `${id}.${key} under the rondel`);
    }
  }
});

test('Switzerland is drawn as scenery, not as a region', () => {
  assert.equal(map.regions.switzerland, undefined);
  const swiss = map.decorations.find((d) => d.id === 'switzerland');
  assert.ok(swiss && swiss.kind === 'switzerland' && swiss.path.length > 0);
});

test('the drawing shows every land border of the reference', () => {
  const segs = Object.fromEntries(Object.entries(rings).map(([id, rs]) => [id, segmentsOf([rs])]));
  const shared = (a, b) => Math.max(sharedBoundary(segs[a], segs[b], 0.6), sharedBoundary(segs[b], segs[a], 0.6));
  const touching = (a, b) => shared(a, b) >= 3;
  const missing = referenceEdges()
    .filter(({ a, b, sure }) => sure && map.regions[a].kind !== 'sea' && map.regions[b].kind !== 'sea')
    .filter(({ a, b }) => !touching(a, b))
    .map(({ a, b }) => `${a}-${b}`);
  assert.deepEqual(missing, []);
});

test('the file stays small', () => {
  assert.ok(text.length < 300 * 1024, `${text.length} bytes`);
});
