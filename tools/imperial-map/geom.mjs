// Small planar geometry helpers shared by the generator and the adjacency report.
// Polygons use the polygon-clipping layout: MultiPolygon = [Polygon], Polygon = [outer ring, ...holes],
// ring = [[x, y], ...] (closed or open; closing points are tolerated).

export function ringArea(ring) {
  let a = 0;
  for (let i = 0, n = ring.length, j = n - 1; i < n; j = i++) {
    a += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  }
  return Math.abs(a) / 2;
}

export function polygonArea(poly) {
  return poly.reduce((sum, ring, k) => sum + (k === 0 ? 1 : -1) * ringArea(ring), 0);
}

export function multiArea(mp) {
  return mp.reduce((sum, poly) => sum + polygonArea(poly), 0);
}

export function pointInRing([x, y], ring) {
  let inside = false;
  for (let i = 0, n = ring.length, j = n - 1; i < n; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(p, poly) {
  return pointInRing(p, poly[0]) && !poly.slice(1).some((hole) => pointInRing(p, hole));
}

export function pointInMulti(p, mp) {
  return mp.some((poly) => pointInPolygon(p, poly));
}

/** All boundary segments of a MultiPolygon as [x1, y1, x2, y2]. */
export function segmentsOf(mp) {
  const segs = [];
  for (const poly of mp) {
    for (const ring of poly) {
      for (let i = 0, n = ring.length, j = n - 1; i < n; j = i++) {
        if (ring[i][0] !== ring[j][0] || ring[i][1] !== ring[j][1]) {
          segs.push([ring[j][0], ring[j][1], ring[i][0], ring[i][1]]);
        }
      }
    }
  }
  return segs;
}

export function distToSegment(x, y, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((x - x1) * dx + (y - y1) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

export function distToSegments([x, y], segs) {
  let best = Infinity;
  for (const s of segs) {
    const d = distToSegment(x, y, s);
    if (d < best) best = d;
  }
  return best;
}

export function bboxOf(mp) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const poly of mp) {
    for (const [x, y] of poly[0]) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  return [minX, minY, maxX, maxY];
}

/**
 * Length of boundary that two shapes share (within `tol`), measured along A's segments by sampling.
 * Zero means the shapes do not touch.
 */
export function sharedBoundary(segsA, segsB, tol) {
  const boxB = segsB.reduce(
    (b, [x1, y1, x2, y2]) => [
      Math.min(b[0], x1, x2), Math.min(b[1], y1, y2), Math.max(b[2], x1, x2), Math.max(b[3], y1, y2),
    ],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
  let shared = 0;
  for (const s of segsA) {
    const [x1, y1, x2, y2] = s;
    if (Math.max(x1, x2) < boxB[0] - tol || Math.min(x1, x2) > boxB[2] + tol) continue;
    if (Math.max(y1, y2) < boxB[1] - tol || Math.min(y1, y2) > boxB[3] + tol) continue;
    const len = Math.hypot(x2 - x1, y2 - y1);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    if (distToSegments([mx, my], segsB) <= tol) shared += len;
  }
  return shared;
}

/** Parse the compact path format written by the generator (M, l, z only) into a list of rings. */
export function parsePath(d) {
  const rings = [];
  let ring = null;
  let x = 0;
  let y = 0;
  const tokens = d.match(/[MlLmz]|-?\d*\.?\d+/g) ?? [];
  let cmd = null;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    if (/[MlLmz]/.test(t)) {
      cmd = t;
      i += 1;
      if (cmd === 'z') {
        if (ring) rings.push(ring);
        ring = null;
      }
      continue;
    }
    const a = Number(tokens[i]);
    const b = Number(tokens[i + 1]);
    i += 2;
    if (cmd === 'M' || cmd === 'L') {
      x = a;
      y = b;
    } else {
      x += a;
      y += b;
    }
    if (cmd === 'M' || cmd === 'm') {
      ring = [];
      cmd = cmd === 'M' ? 'L' : 'l';
    }
    ring.push([x, y]);
  }
  if (ring) rings.push(ring);
  return rings;
}

/** Even-odd containment over all rings of a path (outer rings and holes alike). */
export function pointInRings(p, rings) {
  return rings.filter((r) => pointInRing(p, r)).length % 2 === 1;
}
