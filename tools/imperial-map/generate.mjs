// One-off generator: Natural Earth countries (npm `world-atlas`) -> web/games/imperial/map.json.
// Run by hand (see README.md); the server and the browser never run this.
//
// Method: simplify the country topology (shared borders stay shared), re-assign modern countries to 1870-1914
// owners (geography.mjs), project, split each great power into provinces with Voronoi cells around seed
// points, split the water into the nine seas the same way, then compute anchor points for pieces.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as topojson from 'topojson-client';
import {
  presimplify, simplify, filter, filterWeight, sphericalRingArea, sphericalTriangleArea,
} from 'topojson-simplify';
import { geoConicConformal } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import pc from 'polygon-clipping';
import polylabel from 'polylabel';
import { HOME, NEUTRAL, SEAS } from './reference.mjs';
import {
  COUNTRY_OWNER, TRANSFERS, DECORATION, PROVINCE_SEEDS, SEA_SEEDS, FRAME_POINTS, DIRECT_CITIES,
} from './geography.mjs';
import {
  ringArea, polygonArea, multiArea, pointInMulti, segmentsOf, distToSegments, bboxOf,
} from './geom.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '..', '..');
const OUT = path.join(REPO, 'web', 'games', 'imperial', 'map.json');

const W = 1000;
const H = 800;
/** Triangles smaller than this (steradians, about 0.3 px² on the board) are simplified away. */
const SIMPLIFY_SR = 1.5e-7;
/** Islands smaller than this (steradians, about 5 px²) are dropped before anything else. */
const MIN_ISLAND_SR = 2.5e-6;
/** Pieces (and holes) smaller than this many px² left over by clipping are dropped. */
const MIN_PIECE_PX = 4;
/** Longitude/latitude box that holds everything that can appear on the board. */
const GEO_BOX = [-35, 15, 70, 80];

// ---------- source data ----------

const world = JSON.parse(
  fs.readFileSync(path.join(HERE, 'node_modules', 'world-atlas', 'countries-50m.json'), 'utf8'),
);
const pre = presimplify(world, sphericalTriangleArea);
const kept = filter(pre, filterWeight(pre, MIN_ISLAND_SR, sphericalRingArea));
const simple = simplify(kept, SIMPLIFY_SR);
const countries = topojson.feature(simple, simple.objects.countries).features;

const geoBoxPoly = [[[GEO_BOX[0], GEO_BOX[1]], [GEO_BOX[2], GEO_BOX[1]], [GEO_BOX[2], GEO_BOX[3]],
  [GEO_BOX[0], GEO_BOX[3]], [GEO_BOX[0], GEO_BOX[1]]]];

/** Polygons of a GeoJSON geometry; rings that cross the antimeridian (Chukotka) are unwrapped past 180°. */
function asMulti(geometry) {
  if (!geometry) return [];
  const mp = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return mp.map((poly) => poly.map((ring) => {
    const crosses = ring.some(([x]) => x < -150) && ring.some(([x]) => x > 150);
    return crosses ? ring.map(([x, y]) => [x < 0 ? x + 360 : x, y]) : ring;
  }));
}

function closeRing(ring) {
  const [a, b] = [ring[0], ring[ring.length - 1]];
  return a[0] === b[0] && a[1] === b[1] ? ring : [...ring, a];
}

// Owner -> list of lon/lat MultiPolygons, plus the list of countries that went to each owner.
const byCountry = new Map();
for (const f of countries) {
  const name = f.properties.name;
  const mp = asMulti(f.geometry).filter((poly) => {
    const [x0, y0, x1, y1] = bboxOf([poly]);
    return x1 > GEO_BOX[0] && x0 < GEO_BOX[2] && y1 > GEO_BOX[1] && y0 < GEO_BOX[3];
  });
  if (mp.length === 0) continue;
  byCountry.set(name, pc.intersection(mp, geoBoxPoly));
}

const ownerPieces = new Map();
function give(owner, mp) {
  if (mp.length === 0) return;
  if (!ownerPieces.has(owner)) ownerPieces.set(owner, []);
  ownerPieces.get(owner).push(mp);
}

const remaining = new Map(byCountry);
for (const t of TRANSFERS) {
  const ring = [closeRing(t.ring)];
  for (const from of t.from) {
    const mp = remaining.get(from);
    if (!mp) throw new Error(`transfer "${t.note}": unknown country ${from}`);
    const part = pc.intersection(mp, ring);
    if (part.length === 0) throw new Error(`transfer "${t.note}" moved nothing`);
    remaining.set(from, pc.difference(mp, ring));
    give(t.to, part);
  }
}
const knownNames = new Set(world.objects.countries.geometries.map((g) => g.properties.name));
for (const name of Object.keys(COUNTRY_OWNER)) {
  if (!knownNames.has(name)) throw new Error(`COUNTRY_OWNER names ${name}, which is not in the data`);
}
for (const [name, mp] of remaining) give(COUNTRY_OWNER[name] ?? 'deco:land', mp);

// ---------- projection ----------

const projection = geoConicConformal()
  .parallels([35, 65])
  .rotate([-15, 0])
  .fitExtent([[0, 0], [W, H]], { type: 'MultiPoint', coordinates: FRAME_POINTS });

/** Project a lon/lat ring, adding points on long edges so that straight lon/lat edges curve correctly. */
function projectRing(ring) {
  const out = [];
  for (let i = 0; i < ring.length; i += 1) {
    const [x0, y0] = ring[i];
    out.push(projection([x0, y0]));
    if (i + 1 < ring.length) {
      const [x1, y1] = ring[i + 1];
      const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) / 0.5);
      for (let k = 1; k < steps; k += 1) {
        out.push(projection([x0 + ((x1 - x0) * k) / steps, y0 + ((y1 - y0) * k) / steps]));
      }
    }
  }
  return out;
}

const frame = [[[0, 0], [W, 0], [W, H], [0, H], [0, 0]]];

function projectMulti(mp) {
  if (mp.length === 0) return [];
  return pc.intersection(mp.map((poly) => poly.map(projectRing)), frame);
}

/** Drop slivers and tiny islands or holes that clipping leaves behind. */
function clean(mp) {
  return mp
    .map((poly) => [poly[0], ...poly.slice(1).filter((hole) => ringArea(hole) >= MIN_PIECE_PX)])
    .filter((poly) => polygonArea(poly) >= MIN_PIECE_PX);
}

const owners = new Map();
for (const [owner, list] of ownerPieces) owners.set(owner, clean(projectMulti(pc.union(...list))));

// ---------- regions ----------

const VORONOI_BOUNDS = [-5 * W, -5 * H, 6 * W, 6 * H];

/** Split `shape` between the ids of `seeds` ({id: [[lon, lat], ...]}) by Voronoi cells. */
function splitBySeeds(shape, seeds) {
  const ids = [];
  const points = [];
  for (const [id, list] of Object.entries(seeds)) {
    for (const p of list) {
      ids.push(id);
      points.push(projection(p));
    }
  }
  const voronoi = Delaunay.from(points).voronoi(VORONOI_BOUNDS);
  const cells = new Map();
  points.forEach((_, i) => {
    if (!cells.has(ids[i])) cells.set(ids[i], []);
    cells.get(ids[i]).push([voronoi.cellPolygon(i)]);
  });
  const parts = new Map();
  for (const [id, list] of cells) parts.set(id, clean(pc.intersection(shape, pc.union(...list))));
  return parts;
}

const regionShapes = new Map();
for (const [nation, seeds] of Object.entries(PROVINCE_SEEDS)) {
  const shape = owners.get(nation);
  if (!shape) throw new Error(`no land for ${nation}`);
  for (const [id, mp] of splitBySeeds(shape, seeds)) {
    regionShapes.set(id, mp);
  }
}
for (const [owner, mp] of owners) {
  if (!(owner in PROVINCE_SEEDS) && !owner.startsWith('deco:')) {
    regionShapes.set(owner, regionShapes.has(owner) ? pc.union(regionShapes.get(owner), mp) : mp);
  }
}

const decorations = [];
for (const [owner, mp] of owners) {
  if (owner.startsWith('deco:')) decorations.push({ id: owner.slice(5), shape: mp });
}

const allLand = pc.union(...regionShapes.values(), ...decorations.map((d) => d.shape));
const water = pc.difference(frame, allLand);
for (const [id, mp] of splitBySeeds(water, SEA_SEEDS)) {
  if (!id.startsWith('_')) regionShapes.set(id, mp);
}

// ---------- rondel: the largest empty square in the top-left corner ----------

function rectPoly(x, y, w, h) {
  return [[[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]]];
}

function largestEmptySquare() {
  let lo = 0;
  let hi = Math.min(W, H);
  const margin = 4;
  while (hi - lo > 1) {
    const mid = (lo + hi) / 2;
    const clash = pc.intersection(allLand, rectPoly(0, 0, mid + margin, mid + margin));
    if (multiArea(clash) > 0) hi = mid;
    else lo = mid;
  }
  return Math.floor(lo);
}
const rondelSize = largestEmptySquare();
const rondel = { x: 0, y: 0, width: rondelSize, height: rondelSize };

// ---------- anchors ----------

/** Label font sizes (viewBox units); map.js draws with the same numbers, read from map.json. */
const FONTS = { home: 8.5, neutral: 8.5, sea: 11, scenery: 7 };

function round1(v) {
  return Math.round(v * 10) / 10;
}

function pt([x, y]) {
  return [round1(x), round1(y)];
}

function inRondel([x, y], pad = 0) {
  return x < rondel.x + rondel.width + pad && y < rondel.y + rondel.height + pad;
}

/** Interior sample points of a region with their distance to its boundary. */
function candidates(mp, step = 2.5) {
  const segs = segmentsOf(mp);
  const [x0, y0, x1, y1] = bboxOf(mp);
  const out = [];
  for (let x = x0 + step / 2; x < x1; x += step) {
    for (let y = y0 + step / 2; y < y1; y += step) {
      const p = [x, y];
      if (!pointInMulti(p, mp)) continue;
      if (inRondel(p, 6)) continue;
      out.push({ p, d: distToSegments(p, segs) });
    }
  }
  return out;
}

const box = (x0, y0, x1, y1) => ({ x0, y0, x1, y1 });
const pointBox = ([x, y]) => box(x, y, x, y);

function boxDist([x, y], b) {
  return Math.hypot(Math.max(b.x0 - x, 0, x - b.x1), Math.max(b.y0 - y, 0, y - b.y1));
}

const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The candidate ({p}) nearest to `target`. */
function nearest(cands, target) {
  return cands.reduce((a, c) => (dist(c.p, target) < dist(a.p, target) ? c : a));
}

function overlap(a, b) {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The same line breaking as map.js: names of three or more words go on two lines. */
function labelLines(text) {
  const words = text.split(' ');
  if (words.length <= 2) return [text];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

/** Estimated box of a centred label (average glyph width about 0.58 em). */
function textBox([x, y], text, size) {
  const lines = labelLines(text);
  const w = Math.max(...lines.map((l) => l.length)) * size * 0.58;
  const h = lines.length * size * 1.15;
  return box(x - w / 2, y - h / 2, x + w / 2, y + h / 2);
}

/**
 * A point for a piece: among the candidates that keep `sep` px from every box in `avoid` and lie deep
 * enough inside the region (`depth` px, or 70% of the deepest available), the one nearest to `near`.
 * The separation is relaxed step by step for small regions.
 */
function pick(cands, avoid, sep, depth, near) {
  for (let s = sep; s >= 0; s -= 2) {
    const free = cands.filter((c) => avoid.every((b) => boxDist(c.p, b) >= s));
    if (free.length === 0) continue;
    const deepest = Math.max(...free.map((c) => c.d));
    const need = Math.min(depth, 0.7 * deepest);
    const ok = free.filter((c) => c.d >= need);
    return nearest(ok, near).p;
  }
  throw new Error('no candidate point');
}

function largestPolygon(mp) {
  return mp.reduce((a, b) => (polygonArea(b) > polygonArea(a) ? b : a));
}

/** A point in the port sea next to the province's coast, as close to the city as possible. */
function portPoint(province, sea, city) {
  const provSegs = segmentsOf(province);
  const seaSegs = segmentsOf(sea);
  let coast = null;
  let coastDist = Infinity;
  for (const poly of sea) {
    for (const ring of poly) {
      for (const v of ring) {
        if (distToSegments(v, provSegs) > 0.3) continue;
        const d = Math.hypot(v[0] - city[0], v[1] - city[1]);
        if (d < coastDist) {
          coastDist = d;
          coast = v;
        }
      }
    }
  }
  if (!coast) throw new Error('province does not touch its port sea');
  let best = null;
  let bestScore = -Infinity;
  for (let r = 4; r <= 14; r += 1) {
    for (let a = 0; a < 360; a += 10) {
      const p = [coast[0] + r * Math.cos((a * Math.PI) / 180), coast[1] + r * Math.sin((a * Math.PI) / 180)];
      if (!pointInMulti(p, sea)) continue;
      const d = distToSegments(p, seaSegs);
      const score = Math.min(d, 5) - 0.15 * r;
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
  }
  if (!best) throw new Error('no room for a port');
  return best;
}

const problems = [];
const info = new Map(); // id -> { name, kind, nation?, site?, portSea?, shape, fixed: {factory?, port?} }
for (const [id, name, nation, site, portSea] of HOME) {
  const base = { name, kind: 'home', nation, site, ...(portSea ? { portSea } : {}) };
  info.set(id, { base, shape: regionShapes.get(id) });
}
for (const [id, name] of NEUTRAL) info.set(id, { base: { name, kind: 'neutral' }, shape: regionShapes.get(id) });
for (const [id, name] of SEAS) info.set(id, { base: { name, kind: 'sea' }, shape: regionShapes.get(id) });
for (const [id, r] of info) {
  if (!r.shape || r.shape.length === 0) throw new Error(`region ${id} has no shape`);
  r.cands = candidates(r.shape);
}

// 1. Cities and harbours are fixed by geography.
const markers = [];
for (const [id, , nation, , portSea] of HOME) {
  const r = info.get(id);
  const city = projection(PROVINCE_SEEDS[nation][id]?.[0] ?? DIRECT_CITIES[id]);
  let factory = city;
  if (!pointInMulti(city, r.shape) || distToSegments(city, segmentsOf(r.shape)) < 3) {
    // Coastal cities can fall on or outside the simplified coast: use the nearest point 3+ px inland.
    const inland = r.cands.filter((c) => c.d >= 3);
    factory = nearest(inland, city).p;
    problems.push(`${id}: city marker moved ${dist(factory, city).toFixed(1)} px inland`);
  }
  r.anchors = { factory };
  markers.push(box(factory[0] - 3, factory[1] - 3, factory[0] + 3, factory[1] + 3));
  if (portSea) {
    const port = portPoint(r.shape, regionShapes.get(portSea), city);
    r.anchors.port = port;
    markers.push(box(port[0] - 2, port[1] - 2, port[0] + 2, port[1] + 2));
  }
}

// 2. Scenery names at their shapes' centres.
const placed = [...markers];
const decorationLabels = new Map();
for (const d of decorations) {
  if (DECORATION[d.id]?.kind === 'land') continue;
  const p = polylabel(largestPolygon(d.shape), 0.5);
  decorationLabels.set(d.id, p);
  placed.push(textBox(p, DECORATION[d.id].name, FONTS.scenery));
}

// 3. Region names, smallest regions first: inside their region, clear of other names and of city markers.
const order = [...info.keys()].sort((a, b) => multiArea(info.get(a).shape) - multiArea(info.get(b).shape));
for (const id of order) {
  const r = info.get(id);
  const size = FONTS[r.base.kind];
  const centre = polylabel(largestPolygon(r.shape), 0.5);
  const step = Math.max(1, Math.floor(Math.sqrt(r.cands.length) / 60));
  let best = null;
  let bestScore = -Infinity;
  for (let i = 0; i < r.cands.length; i += step) {
    const c = r.cands[i];
    const b = textBox(c.p, r.base.name, size);
    let inside = 0;
    for (let u = 0; u <= 4; u += 1) {
      for (let v = 0; v <= 2; v += 1) {
        const q = [b.x0 + ((b.x1 - b.x0) * u) / 4, b.y0 + ((b.y1 - b.y0) * v) / 2];
        if (pointInMulti(q, r.shape)) inside += 1;
      }
    }
    const area = (b.x1 - b.x0) * (b.y1 - b.y0);
    const clash = placed.reduce((sum, o) => sum + overlap(b, o) / area + (overlap(b, o) > 0 ? 0.3 : 0), 0);
    const score = (inside / 15) * 10 + Math.min(c.d, 8) * 0.4 - clash * 25
      - 0.01 * dist(c.p, centre);
    if (score > bestScore) {
      bestScore = score;
      best = c.p;
    }
  }
  r.label = best;
  r.labelBox = textBox(best, r.base.name, size);
  placed.push(r.labelBox);
}

// 4. Piece anchors: deep inside, clear of every name and marker.
const regions = {};
for (const [id, r] of info) {
  const near = placed.filter((b) => b.x1 > r.labelBox.x0 - 200 && b.x0 < r.labelBox.x1 + 200);
  const a = r.anchors ?? {};
  if (r.base.kind === 'sea') {
    a.fleet = pick(r.cands, near, 10, 14, r.label);
    a.flag = pick(r.cands, [...near, pointBox(a.fleet)], 14, 10, r.label);
  } else {
    a.army = pick(r.cands, near, 7, 6, r.label);
    if (r.base.kind === 'neutral') a.flag = pick(r.cands, [...near, pointBox(a.army)], 11, 5, r.label);
  }
  regions[id] = {
    ...r.base,
    path: toPath(r.shape),
    label: pt(r.label),
    ...Object.fromEntries(Object.entries(a).map(([k, v]) => [k, pt(v)])),
  };
}

/** Outline of each great power (its provinces merged), drawn as a heavier border. */
const nationOutlines = {};
for (const nation of Object.keys(PROVINCE_SEEDS)) {
  const provinces = HOME.filter(([, , n]) => n === nation).map(([id]) => regionShapes.get(id));
  nationOutlines[nation] = toPath(clean(pc.union(...provinces)));
}

// ---------- output ----------

/** Compact SVG path: absolute move, relative lines, one decimal. */
function toPath(mp) {
  const fmt = (v) => {
    const s = (Math.round(v * 10) / 10).toString();
    return s.replace(/^(-?)0\./, '$1.');
  };
  const join = (a, b) => {
    const sb = fmt(b);
    return sb.startsWith('-') ? `${fmt(a)}${sb}` : `${fmt(a)} ${sb}`;
  };
  let d = '';
  for (const poly of mp) {
    for (const ring of poly) {
      const pts = ring.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)]);
      const dedup = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1][0] || p[1] !== pts[i - 1][1]);
      if (dedup.length > 1 && dedup[0][0] === dedup.at(-1)[0] && dedup[0][1] === dedup.at(-1)[1]) dedup.pop();
      if (dedup.length < 3) continue;
      d += `M${join(dedup[0][0] / 10, dedup[0][1] / 10)}l`;
      let parts = '';
      for (let i = 1; i < dedup.length; i += 1) {
        const dx = (dedup[i][0] - dedup[i - 1][0]) / 10;
        const dy = (dedup[i][1] - dedup[i - 1][1]) / 10;
        const piece = join(dx, dy);
        parts += parts === '' || piece.startsWith('-') ? piece : ` ${piece}`;
      }
      d += `${parts}z`;
    }
  }
  return d;
}

const decorationOut = decorations
  .sort((a, b) => a.id.localeCompare(b.id))
  .map(({ id, shape }) => {
    const meta = DECORATION[id];
    if (!meta) throw new Error(`decoration ${id} has no entry in DECORATION`);
    const out = { id, name: meta.name, kind: meta.kind, path: toPath(shape) };
    if (meta.tint) out.tint = meta.tint;
    if (decorationLabels.has(id)) out.label = pt(decorationLabels.get(id));
    return out;
  });

const map = {
  about:
    'Imperial board drawing for Statecraft, derived by tools/imperial-map/generate.mjs from Natural Earth 1:50m ' +
    'Admin 0 countries (public domain) via the npm package world-atlas 2.0.2. See docs/data-gaps.md.',
  viewBox: [0, 0, W, H],
  projection: {
    type: 'conicConformal',
    parallels: [35, 65],
    rotate: [-15, 0],
    scale: round1(projection.scale()),
    translate: projection.translate().map(round1),
  },
  rondel,
  fonts: FONTS,
  regions,
  nations: nationOutlines,
  decorations: decorationOut,
};

fs.mkdirSync(path.dirname(OUT), { recursive: true });
const text = `${JSON.stringify(map)}\n`;
fs.writeFileSync(OUT, text);
const counts = `${Object.keys(regions).length} regions, ${decorationOut.length} decorations`;
console.log(`wrote ${path.relative(REPO, OUT)}: ${(text.length / 1024).toFixed(1)} KiB, ${counts}`);
console.log(`rondel square: ${rondelSize}px at the top-left`);
for (const p of problems) console.log(`note: ${p}`);
