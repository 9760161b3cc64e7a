// Draws the Imperial board (regions, scenery, cities, names) from map.json into an <svg>.
// Pure DOM, no dependencies: the game client adds pieces at the anchor points stored in map.json and attaches
// its own click handlers to the returned region elements.

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The six great powers. Colours follow the Okabe-Ito palette (safe for the common colour-vision deficiencies);
 * `tint` is the lighter province fill, `ink` the text colour on a full-colour piece, `letter` the code printed
 * on pieces so that colour is never the only cue.
 */
export const NATIONS = {
  AH: { name: 'Austria-Hungary', letter: 'A', colour: '#F0E442', tint: '#F7F0A6', ink: '#000000' },
  IT: { name: 'Italy', letter: 'I', colour: '#009E73', tint: '#93D2BE', ink: '#FFFFFF' },
  FR: { name: 'France', letter: 'F', colour: '#0072B2', tint: '#94BEDC', ink: '#FFFFFF' },
  GB: { name: 'Great Britain', letter: 'B', colour: '#D55E00', tint: '#ECAE86', ink: '#FFFFFF' },
  GE: { name: 'German Empire', letter: 'G', colour: '#3A3A3A', tint: '#B4B4B4', ink: '#FFFFFF' },
  RU: { name: 'Russia', letter: 'R', colour: '#CC79A7', tint: '#E6BDD4', ink: '#000000' },
};

export const COLOURS = {
  sea: '#BFDDF0',
  seaStroke: '#6F9FC0',
  water: '#D6E8F2',
  neutral: '#F2E6C9',
  switzerland: '#FFFFFF',
  scenery: '#E4E0D6',
  border: '#4A4238',
  label: '#231F1A',
  seaLabel: '#1F4F75',
  armaments: '#8B5A2B',
  shipyard: '#56B4E9',
};

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** Names of three or more words go on two lines (the generator sizes label boxes with the same rule). */
function labelLines(text) {
  const words = text.split(' ');
  if (words.length <= 2) return [text];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

/** Text centred on a point. */
function label(parent, [x, y], text, attrs) {
  const lines = labelLines(text);
  const size = Number(attrs['font-size']);
  const node = el('text', { x, y, 'text-anchor': 'middle', ...attrs }, parent);
  lines.forEach((line, i) => {
    const span = el('tspan', { x, dy: i === 0 ? size * (0.35 - (lines.length - 1) * 0.5) : size }, node);
    span.textContent = line;
  });
  return node;
}

function fillFor(region) {
  if (region.kind === 'sea') return COLOURS.sea;
  if (region.kind === 'home') return NATIONS[region.nation].tint;
  return COLOURS.neutral;
}

/**
 * Draw the board into `svg`.
 * options: `labels` (default true), `cities` (default true), `anchors` (default false: debug dots for every
 * anchor point), `idPrefix` for the ids of shared SVG definitions (default "imperial").
 * Returns `{regionId: SVGPathElement}`; every region path also carries `data-region` and `data-kind`.
 */
export function drawMap(svg, mapData, options = {}) {
  const opts = { labels: true, cities: true, anchors: false, idPrefix: 'imperial', ...options };
  const [x0, y0, w, h] = mapData.viewBox;
  svg.setAttribute('viewBox', `${x0} ${y0} ${w} ${h}`);
  const root = el('g', { class: 'imperial-map' }, svg);

  const defs = el('defs', {}, root);
  const hatch = el('pattern', {
    id: `${opts.idPrefix}-swiss`, width: 4, height: 4, patternUnits: 'userSpaceOnUse',
    patternTransform: 'rotate(45)',
  }, defs);
  el('rect', { width: 4, height: 4, fill: COLOURS.switzerland }, hatch);
  el('line', { x1: 0, y1: 0, x2: 0, y2: 4, stroke: '#C9C2B4', 'stroke-width': 1.2 }, hatch);

  el('rect', { x: x0, y: y0, width: w, height: h, fill: COLOURS.water }, root);

  const regions = {};
  const seaLayer = el('g', { class: 'seas' }, root);
  const sceneryLayer = el('g', { class: 'scenery', 'pointer-events': 'none' }, root);
  const landLayer = el('g', { class: 'lands' }, root);

  for (const [id, region] of Object.entries(mapData.regions)) {
    const sea = region.kind === 'sea';
    const node = el('path', {
      d: region.path,
      fill: fillFor(region),
      stroke: sea ? COLOURS.seaStroke : COLOURS.border,
      'stroke-width': sea ? 0.8 : 0.6,
      'stroke-linejoin': 'round',
      'data-region': id,
      'data-kind': region.kind,
      class: `region region-${region.kind}${region.nation ? ` nation-${region.nation}` : ''}`,
    }, sea ? seaLayer : landLayer);
    if (sea) node.setAttribute('stroke-dasharray', '3 2');
    el('title', {}, node).textContent = region.name;
    regions[id] = node;
  }

  for (const deco of mapData.decorations) {
    const fill = deco.kind === 'switzerland' ? `url(#${opts.idPrefix}-swiss)`
      : deco.tint ? NATIONS[deco.tint].tint : COLOURS.scenery;
    el('path', {
      d: deco.path, fill, stroke: COLOURS.border, 'stroke-width': 0.4, 'fill-opacity': deco.tint ? 0.55 : 1,
      'data-decoration': deco.id,
    }, sceneryLayer);
  }

  const outlines = el('g', { class: 'nation-borders', 'pointer-events': 'none', fill: 'none' }, root);
  for (const outline of Object.values(mapData.nations)) {
    el('path', { d: outline, stroke: COLOURS.border, 'stroke-width': 1.3, 'stroke-linejoin': 'round' }, outlines);
  }

  if (opts.cities) {
    const cities = el('g', { class: 'cities', 'pointer-events': 'none' }, root);
    for (const region of Object.values(mapData.regions)) {
      if (region.kind !== 'home') continue;
      const [x, y] = region.factory;
      const colour = region.site === 'shipyard' ? COLOURS.shipyard : COLOURS.armaments;
      el('rect', { x: x - 2.5, y: y - 2.5, width: 5, height: 5, fill: colour, stroke: '#000', 'stroke-width': 0.6 },
        cities);
      if (region.port) {
        const [px, py] = region.port;
        el('line', { x1: x, y1: y, x2: px, y2: py, stroke: COLOURS.seaStroke, 'stroke-width': 0.8 }, cities);
        el('circle', { cx: px, cy: py, r: 1.8, fill: '#fff', stroke: COLOURS.seaStroke, 'stroke-width': 0.8 }, cities);
      }
    }
  }

  if (opts.labels) {
    const names = el('g', {
      class: 'labels', 'pointer-events': 'none', 'font-family': 'system-ui, sans-serif',
      'paint-order': 'stroke', 'stroke-linejoin': 'round',
    }, root);
    for (const region of Object.values(mapData.regions)) {
      const sea = region.kind === 'sea';
      label(names, region.label, region.name, {
        'font-size': mapData.fonts[region.kind],
        'font-style': sea ? 'italic' : 'normal',
        'font-weight': region.kind === 'home' ? 600 : 400,
        fill: sea ? COLOURS.seaLabel : COLOURS.label,
        stroke: sea ? COLOURS.sea : 'rgba(255,255,255,0.7)',
        'stroke-width': 2,
      });
    }
    for (const deco of mapData.decorations) {
      if (!deco.label) continue;
      label(names, deco.label, deco.name, {
        'font-size': mapData.fonts.scenery, 'font-style': 'italic', fill: '#5E574C',
        stroke: 'rgba(255,255,255,0.75)', 'stroke-width': 1.6,
      });
    }
  }

  if (opts.anchors) {
    const dots = el('g', { class: 'anchors', 'pointer-events': 'none' }, root);
    const colours = { army: '#000', fleet: '#00f', factory: '#8B5A2B', port: '#0aa', flag: '#d00' };
    for (const region of Object.values(mapData.regions)) {
      for (const [key, colour] of Object.entries(colours)) {
        if (!region[key]) continue;
        el('circle', { cx: region[key][0], cy: region[key][1], r: 2.2, fill: colour, 'fill-opacity': 0.8 }, dots);
      }
    }
    const r = mapData.rondel;
    el('rect', { x: r.x, y: r.y, width: r.width, height: r.height, fill: 'none', stroke: '#d00',
      'stroke-dasharray': '6 3' }, dots);
  }

  return regions;
}
