// Where a province's marker (its number and name, fleur-de-lis and VP, and up to three stacks of a token over
// its blocks) is drawn, so that it stays inside the province however many stacks it holds.
//
// map.json gives each province a label point and its `room`, the distance from that point to the nearest border:
// every point within `room` of the label point is inside the province. The marker is laid out around the label
// point in one of three ways, from the fullest to the most compact, and scaled so that its farthest corner stays
// within the room. The first way readable at that scale is taken:
//   full:    "n Name", the marks, and each stack as a token over its blocks;
//   compact: "n", the name as far as the room allows and the marks on one line, each stack as a small token
//            over small blocks;
//   badge:   "n" and the marks, each stack as a token with its block count beside it.
// Every part is a box (x, y, w, h, centred layout units); the board draws them and the web test checks that
// every corner of every box lies in its province.

/** Below this scale a layout's text is too small to read and the next, more compact layout is tried. */
export const READABLE = 0.8;
/** Map units kept between the marker and the border (paths are rounded to a tenth of a unit). */
const MARGIN = 1;

const wide = (text) => /[^\u0000-\u00FF]/.test(text);
/** Roughly how wide a marker's text is drawn (11px bold: about 7 units a Latin letter, 12 a wide one). */
export const textWidth = (text) => [...text].reduce((w, c) => w + (wide(c) ? 12 : 7), 0);

const SIZES = {
  full: { stackW: 20, token: 7, blockW: 16, blockH: 6, gap: 7 },
  compact: { stackW: 14, token: 5, blockW: 10, blockH: 4, gap: 5 },
};

/** `name` cut (with …) to at most `width` units of text; '' when not even three letters fit. */
function cut(name, width) {
  if (textWidth(name) <= width) return name;
  const chars = [...name];
  while (chars.length > 3 && textWidth(`${chars.join('')}…`) > width) chars.pop();
  return chars.length > 3 ? `${chars.join('')}…` : '';
}

/** The parts of one layout, centred on (0, 0), and the half-diagonal of its plate. */
function build(kind, { room, title, name, number, marks, stacks }) {
  const parts = [];
  const textH = 13;
  let lines = kind === 'full' ? [title, marks].filter(Boolean) : [[String(number), marks].filter(Boolean).join(' ')];
  let rowH = 0;
  let rowW = 0;
  if (stacks.length) {
    if (kind === 'badge') {
      rowH = 14;
      rowW = stacks.length * 26;
    } else {
      const z = SIZES[kind];
      rowH = 2 * z.token + 2 + Math.max(...stacks.map((st) => st.blocks), 1) * z.gap;
      rowW = stacks.length * z.stackW;
    }
  }
  const height = lines.length * textH + rowH + 6;
  if (kind === 'compact' && name) {
    // The name, cut to the width the room leaves at the smallest readable scale (or the stacks' row, if wider).
    const fits = 2 * Math.sqrt(Math.max(0, ((room - MARGIN) / READABLE) ** 2 - (height / 2) ** 2)) - 8;
    const room4name = Math.max(rowW, fits) - textWidth(`${lines[0]} `);
    const short = cut(name, room4name);
    if (short) lines = [`${lines[0].replace(/^\d+/, (d) => `${d} ${short}`)}`];
  }
  const width = Math.max(rowW, ...lines.map(textWidth)) + 8;
  const top = -height / 2;
  parts.push({ type: 'plate', x: -width / 2, y: top, w: width, h: height });
  lines.forEach((text, i) => {
    const w = textWidth(text);
    parts.push({ type: 'text', text, cls: i === 0 ? 'pname' : 'pmarks', x: -w / 2, y: top + 3 + i * textH, w, h: textH });
  });
  const rowTop = top + 3 + lines.length * textH;
  stacks.forEach((st, i) => {
    if (kind === 'badge') {
      const cx = (i - (stacks.length - 1) / 2) * 26;
      parts.push({ type: 'token', stack: i, owner: st.owner, x: cx - 12, y: rowTop, w: 13, h: 13 });
      parts.push({ type: 'badge', stack: i, faction: st.faction, text: String(st.blocks), x: cx + 1, y: rowTop + 1, w: 11, h: 11 });
      return;
    }
    const z = SIZES[kind];
    const cx = (i - (stacks.length - 1) / 2) * z.stackW;
    parts.push({ type: 'token', stack: i, owner: st.owner, x: cx - z.token, y: rowTop, w: 2 * z.token, h: 2 * z.token });
    for (let b = 0; b < st.blocks; b += 1) {
      parts.push({ type: 'block', stack: i, faction: st.faction, x: cx - z.blockW / 2, y: rowTop + 2 * z.token + 2 + b * z.gap, w: z.blockW, h: z.blockH });
    }
  });
  return { kind, parts, reach: Math.hypot(width / 2, height / 2) };
}

/**
 * The marker of a province: { kind, scale, parts }. `room` is the province's room in map.json; `title` the full
 * "n Name", `name` the name alone (cut to fit in the compact layout); `stacks` its stacks ({ owner, faction,
 * blocks }).
 */
export function markerLayout({ room, title, name = '', number, marks = '', stacks = [] }) {
  let best = null;
  for (const kind of ['full', 'compact', 'badge']) {
    const layout = build(kind, { room, title, name, number, marks, stacks });
    const scale = Math.min(1, (room - MARGIN) / layout.reach);
    if (scale >= READABLE) return { ...layout, scale };
    if (!best || scale > best.scale) best = { ...layout, scale };
  }
  return best;
}

/** The corners of every part of `layout` drawn at `at` (map units). */
export function corners(layout, [ax, ay]) {
  return layout.parts.flatMap((p) => [[p.x, p.y], [p.x + p.w, p.y], [p.x, p.y + p.h], [p.x + p.w, p.y + p.h]]
    .map(([x, y]) => [ax + x * layout.scale, ay + y * layout.scale]));
}
