// One-off generator: Natural Earth countries (npm `world-atlas`) -> web/games/sixteen-thirty/map.json.
// Run by hand (see README.md); the server and the browser never run this.
//
// The same approach as tools/imperial-map (and its geometry helpers): simplify the country topology so shared
// borders stay shared, give each modern country to a power of about 1630, move a few hand-placed lon/lat
// rings of land between owners, project, clip to the frame. Nations are single shapes (the game has no
// provinces); the adjacency is copied from the game's own data file so the drawing and the rules agree.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as topojson from 'topojson-client';
import {
  presimplify, simplify, filter, filterWeight, sphericalRingArea, sphericalTriangleArea,
} from 'topojson-simplify';
import { geoConicConformal } from 'd3-geo';
import pc from 'polygon-clipping';
import polylabel from 'polylabel';
import { ringArea, polygonArea } from '../imperial-map/geom.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '..', '..');
const OUT = path.join(REPO, 'web', 'games', 'sixteen-thirty', 'map.json');
const DATA = path.join(REPO, 'crates', 'games', 'sixteen-thirty', 'data', 'sixteen-thirty.json');

const W = 900;
const H = 760;
/** Simplification threshold in steradians (coarser than Imperial: nations are large, the board is small). */
const SIMPLIFY_SR = 6e-7;
/** Islands smaller than this (steradians) are dropped. */
const MIN_ISLAND_SR = 8e-6;
const MIN_PIECE_PX = 6;
/** Longitude/latitude box of the drawing (Iberia to the Dnieper, Sicily to central Scandinavia). */
const GEO_BOX = [-11.5, 35.5, 34, 66];

/** Power of about 1630 for each modern country; unlisted countries are scenery. */
const COUNTRY_OWNER = {
  Spain: 'spain', Portugal: 'spain', Andorra: 'spain', Belgium: 'spain', Luxembourg: 'spain',
  'United Kingdom': 'england', Ireland: 'england', 'Isle of Man': 'england',
  France: 'france', Monaco: 'france',
  Denmark: 'denmark', Norway: 'denmark',
  Netherlands: 'netherlands',
  Sweden: 'sweden', Finland: 'sweden', 'Åland': 'sweden', Estonia: 'sweden', Latvia: 'sweden',
  Germany: 'german_princes',
  Austria: 'habsburg_empire', Czechia: 'habsburg_empire', Slovenia: 'habsburg_empire',
  Slovakia: 'habsburg_empire', Hungary: 'habsburg_empire', Croatia: 'habsburg_empire',
  Poland: 'poland', Lithuania: 'poland', Belarus: 'poland', Ukraine: 'poland',
};

/** Land moved between owners, in order: the part of each `from` country inside `ring` goes to `to`. */
const TRANSFERS = [
  { note: 'Scania, Halland and Blekinge were Danish until 1658', from: ['Sweden'], to: 'denmark',
    ring: [[11.0, 55.0], [15.0, 55.0], [15.0, 56.0], [16.5, 56.1], [16.5, 56.4], [14.0, 56.6], [13.2, 57.2], [12.0, 57.6], [11.0, 57.6]] },
  { note: 'Silesia belonged to the Bohemian crown', from: ['Poland'], to: 'habsburg_empire',
    ring: [[14.8, 51.5], [16.2, 51.9], [17.8, 51.4], [18.6, 50.6], [19.1, 49.9], [16.0, 49.9], [14.8, 50.6]] },
  { note: 'Pomerania and the Neumark were German principalities', from: ['Poland'], to: 'german_princes',
    ring: [[14.0, 55.0], [17.6, 55.0], [17.4, 54.0], [16.2, 53.3], [15.4, 52.5], [14.0, 52.4]] },
  { note: 'Ducal Prussia was a Polish fief', from: ['Russia'], to: 'poland',
    ring: [[19.0, 54.2], [23.0, 54.2], [23.0, 55.4], [19.0, 55.4]] },
  { note: 'Most of Hungary was Ottoman; Royal Hungary was a strip in the north and west', from: ['Hungary'],
    to: 'scenery', ring: [[18.0, 45.5], [23.5, 45.5], [23.5, 47.6], [20.5, 47.9], [19.2, 47.4], [18.0, 46.6]] },
  { note: 'Slavonia was Ottoman', from: ['Croatia'], to: 'scenery',
    ring: [[16.6, 44.5], [19.8, 44.5], [19.8, 46.2], [17.2, 46.0], [16.6, 45.3]] },
  { note: 'Eastern Ukraine lay beyond the Commonwealth', from: ['Ukraine'], to: 'scenery',
    ring: [[32.0, 43.0], [41.0, 43.0], [41.0, 53.5], [33.5, 53.5], [32.0, 48.0], [30.0, 46.6], [31.2, 46.0], [32.0, 45.5]] },
];

// ---------- source data ----------

const game = JSON.parse(fs.readFileSync(DATA, 'utf8'));
const NATION_IDS = game.nations.map((n) => n.id);

const world = JSON.parse(fs.readFileSync(path.join(HERE, 'node_modules', 'world-atlas', 'countries-50m.json'), 'utf8'));
const pre = presimplify(world, sphericalTriangleArea);
const kept = filter(pre, filterWeight(pre, MIN_ISLAND_SR, sphericalRingArea));
const simple = simplify(kept, SIMPLIFY_SR);
const countries = topojson.feature(simple, simple.objects.countries).features;

const box = [[[GEO_BOX[0], GEO_BOX[1]], [GEO_BOX[2], GEO_BOX[1]], [GEO_BOX[2], GEO_BOX[3]], [GEO_BOX[0], GEO_BOX[3]],
  [GEO_BOX[0], GEO_BOX[1]]]];
const margin = [[[-40, 20], [70, 20], [70, 82], [-40, 82], [-40, 20]]];

const asMulti = (g) => (!g ? [] : g.type === 'Polygon' ? [g.coordinates] : g.coordinates);
const closeRing = (ring) => [...ring, ring[0]];

const byCountry = new Map();
for (const f of countries) {
  const mp = asMulti(f.geometry);
  if (mp.length === 0) continue;
  const part = pc.intersection(mp, margin);
  if (part.length) byCountry.set(f.properties.name, part);
}
const knownNames = new Set(world.objects.countries.geometries.map((g) => g.properties.name));
for (const name of Object.keys(COUNTRY_OWNER)) {
  if (!knownNames.has(name)) throw new Error(`COUNTRY_OWNER names ${name}, which is not in the data`);
}

const pieces = new Map();
const give = (owner, mp) => {
  if (!mp.length) return;
  if (!pieces.has(owner)) pieces.set(owner, []);
  pieces.get(owner).push(mp);
};
for (const t of TRANSFERS) {
  for (const from of t.from) {
    const mp = byCountry.get(from);
    const ring = [closeRing(t.ring)];
    const part = pc.intersection(mp, ring);
    if (!part.length) throw new Error(`transfer "${t.note}" moved nothing`);
    byCountry.set(from, pc.difference(mp, ring));
    give(t.to, part);
  }
}
for (const [name, mp] of byCountry) give(COUNTRY_OWNER[name] ?? 'scenery', mp);

// ---------- projection ----------

const projection = geoConicConformal().parallels([40, 62]).rotate([-12, 0])
  .fitExtent([[0, 0], [W, H]], { type: 'MultiPoint', coordinates: [...box[0], [GEO_BOX[0], 66], [11, GEO_BOX[3] + 1.5], [34, 66]] });
const frame = [[[0, 0], [W, 0], [W, H], [0, H], [0, 0]]];

function projectRing(ring) {
  const out = [];
  for (let i = 0; i < ring.length; i += 1) {
    const [x0, y0] = ring[i];
    out.push(projection([x0, y0]));
    if (i + 1 < ring.length) {
      const [x1, y1] = ring[i + 1];
      const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) / 0.5);
      for (let k = 1; k < steps; k += 1) out.push(projection([x0 + ((x1 - x0) * k) / steps, y0 + ((y1 - y0) * k) / steps]));
    }
  }
  return out;
}

const clean = (mp) => mp
  .map((poly) => [poly[0], ...poly.slice(1).filter((hole) => ringArea(hole) >= MIN_PIECE_PX)])
  .filter((poly) => polygonArea(poly) >= MIN_PIECE_PX);

const shapes = new Map();
for (const [owner, list] of pieces) {
  const merged = pc.union(...list);
  shapes.set(owner, clean(pc.intersection(merged.map((poly) => poly.map(projectRing)), frame)));
}

// ---------- output ----------

const num = (v) => Math.round(v * 10) / 10;
function pathOf(mp) {
  return mp.map((poly) => poly.map((ring) => {
    const pts = ring.slice(0, -1).map(([x, y]) => [num(x), num(y)]);
    let d = `M${pts[0][0]} ${pts[0][1]}`;
    for (let i = 1; i < pts.length; i += 1) d += `l${num(pts[i][0] - pts[i - 1][0])} ${num(pts[i][1] - pts[i - 1][1])}`;
    return `${d}z`;
  }).join('')).join('');
}

/** Where the name goes (lon/lat) when the largest piece is not the heartland (Norway, Finland) or the label
 * box would cover a neighbour's (the crowded North Sea coast). */
const LABEL_AT = {
  denmark: [10.2, 57.0], sweden: [15.2, 61.8], netherlands: [3.4, 54.4], german_princes: [10.6, 50.9],
  england: [-3.4, 52.3],
};

/** The label point: the pole of inaccessibility of the largest piece (the mainland). */
function labelPoint(id, mp) {
  if (LABEL_AT[id]) return projection(LABEL_AT[id]).map(num);
  const largest = mp.reduce((a, b) => (polygonArea(b) > polygonArea(a) ? b : a));
  const [x, y] = polylabel(largest, 0.5);
  return [num(x), num(y)];
}

const nations = {};
for (const id of NATION_IDS) {
  const mp = shapes.get(id);
  if (!mp?.length) throw new Error(`no land drawn for ${id}`);
  nations[id] = { path: pathOf(mp), label: labelPoint(id, mp) };
}
const out = {
  source: 'Natural Earth 1:50m Admin 0 countries via world-atlas 2.0.2; owners of about 1630 by tools/map-1630',
  viewBox: [0, 0, W, H],
  nations,
  scenery: pathOf(shapes.get('scenery') ?? []),
  adjacency: game.adjacency,
};
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify(out)}\n`);
console.log(`wrote ${path.relative(REPO, OUT)} (${fs.statSync(OUT).size} bytes)`);
