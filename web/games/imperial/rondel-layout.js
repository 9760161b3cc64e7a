// Where things sit on the rondel (game dial), apart from drawing: eight wedges of 45° between radius 32 and
// 106, each with its name and cost near the rim and the nations standing there further in. Up to six nations
// can stand on one space, and neighbouring spaces can be just as full, so the marker spots are cells of one
// square lattice shared by the whole dial: each cell belongs to the wedge that holds its marker whole, away
// from the wedge's name and cost. Cells of one lattice cannot overlap, so no arrangement of nations does.

/** Inner and outer radius of the ring of wedges. */
export const RING = { inner: 32, outer: 106 };
/** Radius of a marker's circle and the half side of the box it takes with an active nation's thicker ring. */
export const MARKER_RADIUS = 5;
const MARKER_HALF = 6;
/** Lattice pitch: a marker's box, so markers in neighbouring cells touch at most (their circles keep a gap). */
const PITCH = 12;
/** The name and cost block: centred at this radius, at most this wide (the longest name, "Production"). */
const LABEL_RADIUS = 84;
const LABEL_WIDTH = 46;
/** Where the markers of a space gather: the spots nearest this radius on the wedge's middle come first. */
const GATHER_RADIUS = 52;

/** The middle angle of wedge `k` (0 at the top, clockwise). */
export const wedgeMiddle = (k) => (k / 8) * 2 * Math.PI - Math.PI / 2;

/** The centre of the name and cost block of wedge `k`, and the baselines of its two lines. */
export function labelSpot(k) {
  const mid = wedgeMiddle(k);
  const x = LABEL_RADIUS * Math.cos(mid);
  const y = LABEL_RADIUS * Math.sin(mid);
  return { x, nameY: y - 2.5, costY: y + 7.5 };
}

/** The box the name (font 7.5) and the cost under it (font 8) can take in wedge `k`, with a unit of margin. */
export function labelBox(k) {
  const { x, nameY, costY } = labelSpot(k);
  return { left: x - LABEL_WIDTH / 2 - 1, right: x + LABEL_WIDTH / 2 + 1, top: nameY - 7 - 1, bottom: costY + 2 + 1 };
}

/** The box a marker centred at (x, y) takes. */
export const markerBox = (x, y) => ({ left: x - MARKER_HALF, right: x + MARKER_HALF, top: y - MARKER_HALF, bottom: y + MARKER_HALF });

const disjoint = (a, b) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

function fitsWedge(k, x, y) {
  const mid = wedgeMiddle(k);
  const off = Math.atan2(y, x) - mid;
  const away = Math.abs(Math.atan2(Math.sin(off), Math.cos(off)));
  if (away > Math.PI / 8) return false;
  // The circle stays clear of both edges of the wedge, and the box of the ring.
  const r = Math.hypot(x, y);
  if (r * Math.sin(Math.PI / 8 - away) < MARKER_RADIUS + 0.5) return false;
  const corners = [[-1, -1], [-1, 1], [1, -1], [1, 1]].map(([sx, sy]) => Math.hypot(x + sx * MARKER_HALF, y + sy * MARKER_HALF));
  if (Math.min(...corners) < RING.inner + 1 || Math.max(...corners) > RING.outer - 2) return false;
  return disjoint(markerBox(x, y), labelBox(k));
}

function computeSpots(k) {
  const mid = wedgeMiddle(k);
  const gx = GATHER_RADIUS * Math.cos(mid);
  const gy = GATHER_RADIUS * Math.sin(mid);
  const spots = [];
  const reach = Math.ceil(RING.outer / PITCH);
  for (let i = -reach; i <= reach; i += 1) {
    for (let j = -reach; j <= reach; j += 1) {
      const x = (i + 0.5) * PITCH;
      const y = (j + 0.5) * PITCH;
      if (fitsWedge(k, x, y)) spots.push({ x, y });
    }
  }
  const far = ({ x, y }) => Math.hypot(x - gx, y - gy);
  return spots.sort((a, b) => far(a) - far(b) || a.x - b.x || a.y - b.y);
}

const SPOTS = Array.from({ length: 8 }, (_, k) => computeSpots(k));

/** The marker spots of wedge `k`, the first for the first nation standing there, and so on. */
export const markerSpots = (k) => SPOTS[k];

/** The spot of the `j`-th of the nations that have not moved yet, in the hole in the middle (three a row). */
export const centreSpot = (j) => ({ x: (j % 3) * 12 - 12, y: Math.floor(j / 3) * 12 - 6 });
