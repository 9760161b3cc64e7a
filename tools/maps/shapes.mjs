// Reading the maps tools/maps draws, for the web tests: an SVG path of M/L/Z commands as rings, point in
// polygon, and which shapes cover sampled points.

/** The rings of an SVG path made of M, L and Z commands. */
export function rings(d) {
  return d.split('M').filter(Boolean).map((part) => part.replace(/Z$/, '').split('L')
    .map((xy) => xy.trim().split(/\s+/).map(Number)));
}

/** Even-odd point in polygon over every ring. */
export function inside([x, y], rs) {
  let hit = false;
  for (const r of rs) {
    for (let i = 0, j = r.length - 1; i < r.length; j = i, i += 1) {
      const [ax, ay] = r[i];
      const [bx, by] = r[j];
      if ((ay > y) !== (by > y) && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) hit = !hit;
    }
  }
  return hit;
}

/** For `shapes` ({id: rings}), a function giving the ids whose shape holds a point (bounding boxes first). */
export function locator(shapes) {
  const boxes = Object.entries(shapes).map(([id, rs]) => {
    const xs = rs.flat().map((q) => q[0]);
    const ys = rs.flat().map((q) => q[1]);
    return [id, rs, Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  });
  return ([x, y]) => boxes
    .filter(([, rs, x0, y0, x1, y1]) => x >= x0 && x <= x1 && y >= y0 && y <= y1 && inside([x, y], rs))
    .map(([id]) => id);
}
