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

/**
 * Samples a map of `width` × `height` on a 4-unit grid (offset by an irrational-looking amount, so that samples
 * stay off the shapes' rounded borders). Returns the points covered by more than one land shape or more than one
 * sea (`overlaps`), how many samples fell in land shapes that `onShore(id)` says lie on the coast's land
 * (`landSamples`), and how many of those were at sea after all (`atSea`). `visit(point, ids)` sees each sample's
 * land shapes, for a map's own checks.
 */
export function sampleCover({ width, height, land, seas, coast, onShore = () => true, visit = () => {} }) {
  const onLand = locator(land);
  const onSea = locator(seas);
  const overlaps = [];
  let landSamples = 0;
  let atSea = 0;
  for (let y = 0.37; y < height; y += 4) {
    for (let x = 0.53; x < width; x += 4) {
      const here = onLand([x, y]);
      if (here.length > 1) overlaps.push([x, y, here]);
      if (here.length === 1 && onShore(here[0])) {
        landSamples += 1;
        if (!inside([x, y], coast)) atSea += 1;
      }
      visit([x, y], here);
      const water = onSea([x, y]);
      if (water.length > 1) overlaps.push([x, y, water]);
    }
  }
  return { overlaps, landSamples, atSea };
}
