// Adjacency report: does the drawing agree with the reference graph (board.md section 3)?
// For every reference edge it prints whether the two shapes in map.json touch (share boundary), and it lists
// land pairs that touch on the drawing but are not neighbours in the reference.
// Usage: node adjacency.mjs [path/to/map.json]   (exit code 1 if a sure land-land edge is missing)

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceEdges } from './reference.mjs';
import { parsePath, segmentsOf, sharedBoundary } from './geom.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? path.join(HERE, '..', '..', 'web', 'games', 'imperial', 'map.json');
const map = JSON.parse(fs.readFileSync(file, 'utf8'));

/** Shapes closer than this (px) count as touching; rounding to 0.1 px leaves tiny gaps. */
const TOL = 0.6;
/** Shared boundary shorter than this (px) is reported as a point contact. */
const MIN_SHARED = 3;

const segs = {};
for (const [id, r] of Object.entries(map.regions)) segs[id] = segmentsOf([parsePath(r.path)]);

function shared(a, b) {
  return Math.max(sharedBoundary(segs[a], segs[b], TOL), sharedBoundary(segs[b], segs[a], TOL));
}

const kindOf = (id) => map.regions[id].kind;
let missingSure = 0;
const lines = [];
for (const { a, b, sure } of referenceEdges()) {
  const land = kindOf(a) !== 'sea' && kindOf(b) !== 'sea';
  const len = shared(a, b);
  let status = len >= MIN_SHARED ? 'touch' : len > 0 ? 'point contact' : 'NO CONTACT';
  if (len === 0 && (a === 'dublin' || b === 'dublin')) status = 'no contact (Dublin is an island: expected)';
  if (len === 0 && land && sure && !status.includes('expected')) missingSure += 1;
  const kind = land ? 'land-land' : kindOf(a) === 'sea' && kindOf(b) === 'sea' ? 'sea-sea' : 'land-sea';
  lines.push({ kind, a, b, sure, len, status });
}

for (const kind of ['land-land', 'land-sea', 'sea-sea']) {
  const group = lines.filter((l) => l.kind === kind);
  const ok = group.filter((l) => l.len >= MIN_SHARED).length;
  console.log(`\n${kind} reference edges: ${group.length}, touching on the drawing: ${ok}`);
  for (const l of group) {
    const mark = l.len >= MIN_SHARED ? '  ok ' : '  !! ';
    const source = l.sure ? '' : ' (single-source)';
    const shared = l.len > 0 ? ` (${l.len.toFixed(1)} px shared)` : '';
    console.log(`${mark}${l.a} - ${l.b}${source}: ${l.status}${shared}`);
  }
}

const ref = new Set(referenceEdges().map((e) => `${e.a}|${e.b}`));
const ids = Object.keys(map.regions).sort();
const extra = [];
for (let i = 0; i < ids.length; i += 1) {
  for (let j = i + 1; j < ids.length; j += 1) {
    const [a, b] = [ids[i], ids[j]];
    if (ref.has(`${a}|${b}`)) continue;
    const len = shared(a, b);
    if (len >= MIN_SHARED) extra.push(`${a} - ${b} (${len.toFixed(1)} px)`);
  }
}
console.log(`\ntouching on the drawing but not neighbours in the reference: ${extra.length}`);
for (const e of extra) console.log(`  ${e}`);
console.log(`\nsure land-land edges without contact: ${missingSure}`);
process.exitCode = missingSure > 0 ? 1 : 0;
