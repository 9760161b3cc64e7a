// Imperial's board, laid out like the Brettspielwelt table of seed 003: the map with every piece, the game
// dial (rondel), the nation panel in turn order, the player panel, the power-point chart, zoom and pan, and
// the bond window.
//
// Every click becomes one of the view's legal actions and nothing else: the map highlights exactly the regions
// that some legal action names, a maneuver is "pick a unit, then a highlighted destination", and choices that
// are not places (battle or coexist, end the maneuver, produce, …) stay buttons in the guidance panel.

import { h, put, s } from '../../dom.js';
import { regionName, t } from './i18n.js';
import { drawMap, NATIONS } from './map.js';

const CODES = ['AH', 'IT', 'FR', 'GB', 'GE', 'RU'];
const NONE = 255;
const SUPPLY = { AH: [10, 6], GB: [6, 10] }; // [armies, fleets]; the others have 8 and 8
const SLOT_COLOURS = ['#B8B8B8', '#E8D38A', '#A8C98F', '#9ED3EE', '#C49A6C', '#E8D38A', '#A8C98F', '#F0A04B'];
const BANDS = [[0, 4, 0], [5, 9, 1], [10, 14, 2], [15, 19, 3], [20, 24, 4], [25, 25, 5]];
/** Actions the board turns into clicks; every other legal action is a button in the guidance panel. */
const CLICKED = new Set(['rondel', 'build', 'import', 'skip_factory', 'select_army', 'move_fleet', 'move_army', 'buy', 'trade_up']);

let mapPromise = null;
function loadMap() {
  mapPromise ??= fetch(new URL('./map.json', import.meta.url)).then((r) => {
    if (!r.ok) throw new Error(`map.json: ${r.status}`);
    return r.json();
  });
  return mapPromise;
}

const nationName = (code) => t(`nation_${code}`);
const supply = (code, kind) => (SUPPLY[code] ?? [8, 8])[kind === 'army' ? 0 : 1];
const bondPrices = (board) => (board.ruleset === '2010' ? [2, 4, 6, 9, 12, 16, 20, 25, 30] : [2, 4, 6, 9, 12, 16, 20, 25]);
const flagsPerNation = (board) => (board.ruleset === '2010' ? 15 : 10);

/** Rondel cost of moving `nation` to `slot`: the first three spaces are free, each further one 2M. */
function rondelCost(board, nation, slot) {
  const from = board.rondel[nation];
  if (from === NONE) return 0;
  return Math.max(0, ((slot - from + 8) % 8) - 3) * 2;
}

/** Power history kept from the log: each nation's power at the end of every round (a round ends when the
 * turn order wraps around). */
export function newLogState() {
  return { power: [0, 0, 0, 0, 0, 0], rounds: [[0, 0, 0, 0, 0, 0]], last: -1 };
}

export function observeLog(state, _version, entries) {
  if (!state) return;
  for (const { event } of entries) {
    if (!event) continue;
    if (event.type === 'rondel_moved') {
      const n = CODES.indexOf(event.nation);
      if (n <= state.last) state.rounds.push(state.power.slice());
      state.last = n;
    } else if (event.type === 'taxed') {
      const n = CODES.indexOf(event.nation);
      state.power[n] = Math.min(25, state.power[n] + event.power);
      state.rounds[state.rounds.length - 1] = state.power.slice();
    }
  }
}

export function createBoard(container, ctx) {
  const ui = {
    map: null, regionIds: [], regionNodes: {}, viewBox: null, zoom: null,
    view: null, history: false, selected: null, importAt: null,
    bondOpen: false, bondAuto: false, bondTab: 0, bondFrom: null, bondTo: null, bondDismissedAt: -1,
    panelRight: false, payout: false, lastLegalKey: '',
  };

  const mapSvg = s('svg', { class: 'imp-map', id: 'imp-map', role: 'img', 'aria-label': t('imp_map') });
  const pieces = s('g', { class: 'imp-pieces' });
  const zoomBar = h('div', { class: 'imp-zoom' });
  const playerPanel = h('div', { class: 'imp-players', id: 'imp-players' });
  const mapWrap = h('div', { class: 'imp-mapwrap' }, mapSvg, zoomBar, playerPanel);
  const rondelEl = h('section', { class: 'imp-rondel', id: 'imp-rondel' });
  const nationsEl = h('section', { class: 'imp-nations', id: 'imp-nations' });
  const powerEl = h('section', { class: 'imp-power', id: 'imp-power' });
  const legendEl = h('details', { class: 'imp-legend' });
  const bondEl = h('div', { class: 'imp-bonds', id: 'imp-bonds', role: 'dialog', hidden: true });
  put(container, h('div', { class: 'imp' }, h('div', { class: 'imp-main' }, mapWrap, nationsEl),
    h('div', { class: 'imp-side' }, rondelEl, powerEl, legendEl), bondEl));

  // ---- the map: drawn once per language, pieces redrawn on every view
  function drawBase() {
    const localized = { ...ui.map, regions: {} };
    for (const [id, r] of Object.entries(ui.map.regions)) localized.regions[id] = { ...r, name: regionName(id, r.name) };
    localized.decorations = ui.map.decorations.map((d) => ({ ...d, name: regionName(d.id, d.name) }));
    mapSvg.replaceChildren();
    ui.regionNodes = drawMap(mapSvg, localized, { idPrefix: 'imp' });
    mapSvg.append(pieces);
    if (ui.zoom) mapSvg.setAttribute('viewBox', ui.zoom.join(' '));
    else ui.zoom = [...ui.map.viewBox];
  }

  loadMap().then((map) => {
    ui.map = map;
    ui.regionIds = Object.keys(map.regions);
    drawBase();
    if (ui.view) render(ui.view, { history: ui.history });
  }).catch((error) => {
    put(mapWrap, h('p', { class: 'error' }, String(error)));
  });

  // ---- zoom and pan (wheel, drag, buttons); a drag never counts as a click
  function setZoom(box) {
    const [, , fullW, fullH] = ui.map.viewBox;
    const w = Math.min(fullW, Math.max(fullW / 8, box[2]));
    const hgt = (w / fullW) * fullH;
    const x = Math.min(fullW - w, Math.max(0, box[0]));
    const y = Math.min(fullH - hgt, Math.max(0, box[1]));
    ui.zoom = [x, y, w, hgt];
    mapSvg.setAttribute('viewBox', ui.zoom.join(' '));
    mapSvg.dataset.zoom = (fullW / w).toFixed(2);
  }
  function zoomBy(f, cx, cy) {
    if (!ui.map) return;
    const [x, y, w, hgt] = ui.zoom;
    const px = cx ?? x + w / 2;
    const py = cy ?? y + hgt / 2;
    setZoom([px - (px - x) * f, py - (py - y) * f, w * f, hgt * f]);
  }
  function svgPoint(event) {
    const rect = mapSvg.getBoundingClientRect();
    const [x, y, w, hgt] = ui.zoom;
    const scale = Math.max(w / rect.width, hgt / rect.height);
    const offX = (rect.width * scale - w) / 2;
    const offY = (rect.height * scale - hgt) / 2;
    return [x + (event.clientX - rect.left) * scale - offX, y + (event.clientY - rect.top) * scale - offY, scale];
  }
  mapSvg.addEventListener('wheel', (event) => {
    event.preventDefault();
    const [px, py] = svgPoint(event);
    zoomBy(event.deltaY > 0 ? 1.2 : 1 / 1.2, px, py);
  }, { passive: false });
  let drag = null;
  mapSvg.addEventListener('pointerdown', (event) => {
    drag = { x: event.clientX, y: event.clientY, box: [...(ui.zoom ?? [])], moved: false };
  });
  mapSvg.addEventListener('pointermove', (event) => {
    if (!drag || !ui.map) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 5) return;
    drag.moved = true;
    const [, , scale] = svgPoint(event);
    setZoom([drag.box[0] - dx * scale, drag.box[1] - dy * scale, drag.box[2], drag.box[3]]);
  });
  // A drag may end outside the map; the click that follows a drag still sees `drag.moved`.
  const endDrag = () => setTimeout(() => { drag = null; }, 0);
  window.addEventListener('pointerup', endDrag);
  mapSvg.addEventListener('keydown', (event) => {
    const region = event.target.dataset?.region;
    if (region && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      regionClick(region);
    }
  });
  mapSvg.addEventListener('click', (event) => {
    if (drag?.moved) return;
    const node = event.target.closest?.('[data-region]');
    if (node) regionClick(node.dataset.region, node.dataset.ghost);
  });

  // ---- legal actions by kind
  function legal() {
    const view = ui.history ? null : ui.view;
    return (view?.legal ?? []).map((action, index) => ({ action, index, label: view.labels[index] }));
  }
  const ofType = (type) => legal().filter((l) => l.action.type === type);

  /** The regions a click may choose now, and the region a pending choice started from. */
  function targets() {
    const set = new Set();
    if (ui.selected) {
      for (const l of ofType('move_fleet')) if (l.action.from === ui.selected) set.add(l.action.to);
      return set;
    }
    for (const l of ofType('move_army')) set.add(l.action.to);
    for (const l of ofType('select_army')) set.add(l.action.from);
    for (const l of ofType('move_fleet')) set.add(l.action.from);
    for (const type of ['build', 'skip_factory', 'import']) for (const l of ofType(type)) set.add(l.action.region);
    return set;
  }

  /** A click on a region (or on a piece or grey mark in it); `ghost` is the kind of a grey import mark. */
  function regionClick(id, ghost) {
    if (ui.history || !ui.view) return;
    const exact = ghost && ofType('import').find((l) => l.action.region === id && l.action.kind === ghost);
    if (exact) return ctx.act(exact.index);
    if (ui.selected) {
      const move = ofType('move_fleet').find((l) => l.action.from === ui.selected && l.action.to === id);
      ui.selected = null;
      if (move) return ctx.act(move.index);
    }
    const dest = ofType('move_army').find((l) => l.action.to === id);
    if (dest) return ctx.act(dest.index);
    const pickArmy = ofType('select_army').find((l) => l.action.from === id);
    if (pickArmy) return ctx.act(pickArmy.index);
    if (ofType('move_fleet').some((l) => l.action.from === id)) {
      ui.selected = id;
      return refresh();
    }
    const build = ofType('build').find((l) => l.action.region === id);
    if (build) return ctx.act(build.index);
    const skip = ofType('skip_factory').find((l) => l.action.region === id);
    if (skip) return ctx.act(skip.index);
    const imports = ofType('import').filter((l) => l.action.region === id);
    if (imports.length === 1) return ctx.act(imports[0].index);
    if (imports.length > 1) {
      ui.importAt = id;
      return refresh();
    }
    return refresh();
  }

  // ---- pieces
  function piece(kind, code, count, [x, y], region, extra = {}) {
    const n = NATIONS[code];
    const g = s('g', { class: `piece piece-${kind}`, dataset: { piece: kind, nation: code, region, count } });
    const r = kind === 'port' ? 4 : 6;
    if (kind === 'army') {
      g.append(s('circle', { cx: x, cy: y, r, fill: n.colour, stroke: '#000', 'stroke-width': 0.8 }));
    } else {
      g.append(s('path', { d: `M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`, fill: n.colour, stroke: '#000', 'stroke-width': 0.8 }));
    }
    if (extra.hostile) g.append(s('circle', { cx: x, cy: y, r: r + 2.2, fill: 'none', stroke: '#D00000', 'stroke-width': 1.6, class: 'hostile-ring' }));
    if (extra.friendly) g.append(s('circle', { cx: x + r, cy: y - r, r: 2.2, fill: '#fff', stroke: '#000', 'stroke-width': 0.6, class: 'friendly-mark' }));
    g.append(s('text', { x, y: y + 2.6, 'text-anchor': 'middle', 'font-size': kind === 'port' ? 5.5 : 7, 'font-weight': 700, fill: n.ink, 'pointer-events': 'none' }, n.letter));
    if (count > 1) {
      g.append(s('text', { x: x + r + 1, y: y + r + 2, 'font-size': 7, 'font-weight': 700, fill: '#000', stroke: '#fff', 'stroke-width': 2, 'paint-order': 'stroke', 'pointer-events': 'none' }, `×${count}`));
    }
    const what = kind === 'army' ? t('imp_army') : t('imp_fleet');
    const status = extra.hostile ? ` (${t('imp_hostile')})` : extra.friendly ? ` (${t('imp_friendly')})` : '';
    g.append(s('title', {}, `${nationName(code)} ${what} ×${count}${status}`));
    return g;
  }

  function drawPieces(board) {
    pieces.replaceChildren();
    const skipped = board.phase.phase === 'production' ? board.phase.skipped : 0;
    ui.regionIds.forEach((id, i) => {
      const region = ui.map.regions[id];
      const cell = board.cells[i];
      if (region.factory && Math.floor(board.factories / 2 ** i) % 2 === 1) {
        const [x, y] = region.factory;
        const off = Math.floor(skipped / 2 ** i) % 2 === 1;
        const colour = region.site === 'shipyard' ? '#56B4E9' : '#8B5A2B';
        const g = s('g', { class: 'piece piece-factory', dataset: { piece: 'factory', region: id, nation: region.nation, site: region.site, off: off ? 'yes' : 'no' } },
          s('rect', { x: x - 5, y: y - 5, width: 10, height: 10, rx: region.site === 'shipyard' ? 5 : 0, fill: colour, stroke: '#000', 'stroke-width': 1 }),
          s('text', { x, y: y + 2.5, 'text-anchor': 'middle', 'font-size': 7, 'font-weight': 700, fill: '#fff', 'pointer-events': 'none' }, NATIONS[region.nation].letter),
          s('title', {}, `${t('imp_factory')} (${region.site === 'shipyard' ? t('imp_shipyard') : t('imp_armaments')})`));
        if (off) g.append(s('path', { d: `M${x - 6} ${y - 6}L${x + 6} ${y + 6}M${x + 6} ${y - 6}L${x - 6} ${y + 6}`, stroke: '#D00000', 'stroke-width': 2 }));
        pieces.append(g);
      }
      if (cell.flag !== NONE && region.flag) {
        const code = CODES[cell.flag];
        const [x, y] = region.flag;
        pieces.append(s('g', { class: 'piece piece-flag', dataset: { piece: 'flag', region: id, nation: code } },
          s('path', { d: `M${x} ${y + 7}V${y - 7}L${x + 10} ${y - 3.5}L${x} ${y}`, fill: NATIONS[code].colour, stroke: '#000', 'stroke-width': 0.8 }),
          s('text', { x: x + 3.6, y: y - 2, 'font-size': 5, 'font-weight': 700, fill: NATIONS[code].ink, 'pointer-events': 'none' }, NATIONS[code].letter),
          s('title', {}, `${nationName(code)} ⚑`)));
      }
      let slot = 0;
      const place = (anchor) => [anchor[0] + (slot % 3) * 13 - (slot >= 3 ? 6 : 0), anchor[1] + Math.floor(slot / 3) * 13];
      CODES.forEach((code, n) => {
        if (cell.armies[n] > 0 && region.army) {
          const foreignHome = region.kind === 'home' && region.nation !== code;
          const hostile = foreignHome && (cell.hostile & (1 << n)) !== 0;
          pieces.append(piece('army', code, cell.armies[n], place(region.army), id, { hostile, friendly: foreignHome && !hostile }));
          slot += 1;
        }
        if (cell.fleets[n] > 0) {
          if (region.kind === 'sea' && region.fleet) {
            pieces.append(piece('fleet', code, cell.fleets[n], place(region.fleet), id));
            slot += 1;
          } else if (region.port) {
            pieces.append(piece('port', code, cell.fleets[n], region.port, id));
          }
        }
      });
    });
  }

  /** Grey marks where something may be placed now, as on the Brettspielwelt board: a factory where one may be
   * built, an army or a fleet where one may be imported (clicking the mark imports that kind); and a green tick
   * on each factory that will produce. */
  function drawGhosts() {
    const ghost = (id, kind, [x, y]) => s('g', { class: 'ghost', dataset: { region: id, ghost: kind }, opacity: 0.75 },
      kind === 'factory' ? s('rect', { x: x - 5, y: y - 5, width: 10, height: 10, fill: '#9a9a9a', stroke: '#333', 'stroke-dasharray': '2 1' })
        : kind === 'army' ? s('circle', { cx: x, cy: y, r: 6, fill: '#9a9a9a', stroke: '#333', 'stroke-dasharray': '2 1' })
          : s('path', { d: `M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z`, fill: '#9a9a9a', stroke: '#333', 'stroke-dasharray': '2 1' }),
      s('title', {}, kind === 'factory' ? t('imp_factory') : kind === 'army' ? t('imp_army') : t('imp_fleet')));
    for (const l of ofType('build')) {
      const region = ui.map.regions[l.action.region];
      if (region?.factory) pieces.append(ghost(l.action.region, 'factory', region.factory));
    }
    for (const l of ofType('import')) {
      const region = ui.map.regions[l.action.region];
      const anchor = l.action.kind === 'army' ? region?.army : region?.port;
      if (anchor) pieces.append(ghost(l.action.region, l.action.kind, [anchor[0] - 12, anchor[1] - 10]));
    }
    for (const l of ofType('skip_factory')) {
      const region = ui.map.regions[l.action.region];
      if (!region?.factory) continue;
      const [x, y] = region.factory;
      pieces.append(s('g', { class: 'produce-mark', dataset: { region: l.action.region } },
        s('circle', { cx: x + 7, cy: y - 7, r: 4, fill: '#009E73', stroke: '#fff', 'stroke-width': 0.8 }),
        s('path', { d: `M${x + 5} ${y - 7}l1.5 1.6l2.8 -3.2`, fill: 'none', stroke: '#fff', 'stroke-width': 1.2 })));
    }
  }

  function highlight() {
    const set = targets();
    const phase = ui.view?.game.board.phase ?? {};
    const source = ui.selected ?? phase.from ?? null;
    const focus = phase.region ?? null;
    for (const [id, node] of Object.entries(ui.regionNodes)) {
      // Regions a click may choose are also reachable with the keyboard (Tab, then Enter).
      if (set.has(id)) node.setAttribute('tabindex', '0');
      else node.removeAttribute('tabindex');
      node.classList.toggle('target', set.has(id));
      node.classList.toggle('source', id === source);
      node.classList.toggle('focus', id === focus);
    }
  }

  // ---- the rondel (game dial)
  function drawRondel(board) {
    const svg = s('svg', { viewBox: '-110 -110 220 220', class: 'rondel', role: 'group', 'aria-label': t('imp_rondel') });
    const costs = new Map(ofType('rondel').map((l) => [l.action.slot, l]));
    for (let slot = 0; slot < 8; slot += 1) {
      const a0 = ((slot - 0.5) / 8) * 2 * Math.PI - Math.PI / 2;
      const a1 = ((slot + 0.5) / 8) * 2 * Math.PI - Math.PI / 2;
      const [r0, r1] = [38, 104];
      const p = (r, a) => `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
      const reachable = costs.get(slot);
      const wedge = s('g', { class: `slot${reachable ? ' reachable' : ''}`, dataset: { slot }, tabindex: reachable ? 0 : null, role: reachable ? 'button' : null },
        s('path', { d: `M${p(r0, a0)}L${p(r1, a0)}A${r1} ${r1} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${r0} ${r0} 0 0 0 ${p(r0, a0)}Z`, fill: SLOT_COLOURS[slot], stroke: '#333', 'stroke-width': 1 }));
      const mid = (a0 + a1) / 2;
      wedge.append(s('text', { x: 80 * Math.cos(mid), y: 80 * Math.sin(mid) + 3, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 600 }, t(`imp_slot${slot}`)));
      if (reachable) {
        const cost = rondelCost(board, board.active, slot);
        wedge.append(s('text', { x: 50 * Math.cos(mid), y: 50 * Math.sin(mid) + 3, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700, class: 'cost' }, cost ? t('imp_cost', { cost }) : t('imp_free')));
        const go = () => ctx.act(reachable.index);
        wedge.addEventListener('click', go);
        wedge.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') go(); });
      }
      svg.append(wedge);
      // the nations standing on this slot
      const here = CODES.map((c, n) => n).filter((n) => board.rondel[n] === slot);
      here.forEach((n, k) => {
        const r = 68;
        const a = mid + (k - (here.length - 1) / 2) * 0.16;
        svg.append(marker(n, r * Math.cos(a), r * Math.sin(a), board.active === n));
      });
    }
    const centre = CODES.map((c, n) => n).filter((n) => board.rondel[n] === NONE);
    centre.forEach((n, k) => svg.append(marker(n, (k % 3) * 15 - 15, Math.floor(k / 3) * 15 - 7, board.active === n)));
    put(rondelEl, h('h3', {}, t('imp_rondel')), svg);
  }
  function marker(n, x, y, active) {
    const c = NATIONS[CODES[n]];
    return s('g', { class: 'rondel-marker', dataset: { nation: CODES[n] }, 'pointer-events': 'none' },
      s('circle', { cx: x, cy: y, r: 7, fill: c.colour, stroke: active ? '#D00000' : '#000', 'stroke-width': active ? 2.5 : 1 }),
      s('text', { x, y: y + 3, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 700, fill: c.ink, 'pointer-events': 'none' }, c.letter));
  }

  // ---- nation panel (turn order)
  function drawNations(board) {
    const flagsUsed = [0, 0, 0, 0, 0, 0];
    const onBoard = CODES.map(() => [0, 0]);
    for (const cell of board.cells) {
      if (cell.flag !== NONE) flagsUsed[cell.flag] += 1;
      CODES.forEach((c, n) => { onBoard[n][0] += cell.armies[n]; onBoard[n][1] += cell.fleets[n]; });
    }
    const rows = CODES.map((code, n) => {
      const gov = board.government[n];
      const active = board.active === n && board.phase.phase !== 'draft' && board.phase.phase !== 'over';
      const govName = gov === NONE ? t('imp_noGovernor') : ctx.seatName(gov);
      const govBonds = gov === NONE ? [] : board.bonds[n].map((o, b) => (o === gov ? b + 1 : 0)).filter(Boolean);
      return h('tr', { class: `nation${active ? ' active' : ''}`, dataset: { nation: code }, tabindex: 0,
        onClick: () => openBonds(n), onKeydown: (e) => { if (e.key === 'Enter') openBonds(n); } },
        h('td', {}, h('span', { class: 'chip', style: `background:${NATIONS[code].colour};color:${NATIONS[code].ink}` }, NATIONS[code].letter), ' ', nationName(code)),
        h('td', { class: 'gov' }, active ? `>>${govName}<<` : govName),
        h('td', {}, govBonds.map((b) => `#${b}`).join(' ')),
        h('td', { class: 'num' }, board.chart[n]),
        h('td', { class: 'num' }, flagsPerNation(board) - flagsUsed[n]),
        h('td', { class: 'num' }, supply(code, 'army') - onBoard[n][0]),
        h('td', { class: 'num' }, supply(code, 'fleet') - onBoard[n][1]),
        h('td', { class: 'num treasury' }, `${board.treasury[n]}M`),
        h('td', { class: 'num' }, board.power[n]));
    });
    put(nationsEl, h('h3', {}, t('imp_nations')),
      h('div', { class: 'scroll' }, h('table', {},
        h('thead', {}, h('tr', {}, ['', 'imp_governor', 'imp_bondsOfGov', 'imp_chart', 'imp_flagsLeft', 'imp_armiesLeft', 'imp_fleetsLeft', 'imp_treasury', 'imp_powerShort']
          .map((k) => h('th', {}, k ? t(k) : '')))),
        h('tbody', {}, rows))));
  }

  // ---- player panel
  function drawPlayers(view) {
    const board = view.game.board;
    const prices = bondPrices(board);
    const acting = view.to_act.kind === 'one' ? [view.to_act.seat] : view.to_act.seats ?? [];
    const rows = [];
    for (let p = 0; p < board.players; p += 1) {
      const cells = CODES.map((c, n) => {
        let sum = 0;
        board.bonds[n].forEach((o, b) => { if (o === p) sum += ui.payout ? b + 1 : prices[b]; });
        return h('td', { class: 'num' }, sum || '');
      });
      const cash = view.game.cash[p];
      const holder = board.investor_card === p;
      rows.push(h('tr', { class: `player${holder ? ' investor' : ''}${p === view.seat ? ' mine' : ''}`, dataset: { seat: p } },
        h('td', { class: 'pname' }, acting.includes(p) ? '*' : '', ctx.seatName(p), holder ? h('span', { class: 'card-mark', title: t('imp_investorCard') }, ' ✉') : ''),
        cells,
        h('td', { class: 'num cash', dataset: { cash: cash == null ? 'hidden' : 'shown' } }, cash == null ? t('imp_hidden') : `${cash}M`)));
    }
    playerPanel.classList.toggle('right', ui.panelRight);
    put(playerPanel,
      h('div', { class: 'row' }, h('strong', {}, t('imp_players')), h('small', { class: 'muted' }, ui.payout ? t('imp_interestTitle') : t('imp_investTitle')),
        h('button', { class: 'small', id: 'imp-panel-side', title: t('imp_movePanel'), onClick: () => { ui.panelRight = !ui.panelRight; refresh(); } }, '⇆')),
      h('table', { title: t('imp_hoverPayout') },
        h('thead', {}, h('tr', {}, h('th', {}), CODES.map((c) => h('th', {}, h('span', { class: 'chip', style: `background:${NATIONS[c].colour};color:${NATIONS[c].ink}` }, NATIONS[c].letter))), h('th', {}, t('imp_cash')))),
        h('tbody', {}, rows)));
  }
  playerPanel.addEventListener('mouseenter', () => { ui.payout = true; if (ui.view) drawPlayers(ui.view); });
  playerPanel.addEventListener('mouseleave', () => { ui.payout = false; if (ui.view) drawPlayers(ui.view); });

  // ---- power-point chart and history plot
  function drawPower(board) {
    const W = 300;
    const x = (p) => 10 + (p / 25) * (W - 20);
    const svg = s('svg', { viewBox: `0 0 ${W} 150`, class: 'power-chart' });
    for (const [lo, hi, f] of BANDS) {
      svg.append(s('rect', { x: x(lo) - 5, y: 4, width: x(hi) - x(lo) + 10, height: 34, fill: f % 2 ? '#EEE6D2' : '#DCD2BA', stroke: '#888', 'stroke-width': 0.5 }),
        s('text', { x: (x(lo) + x(hi)) / 2, y: 14, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700 }, `×${f}`));
    }
    for (let p = 0; p <= 25; p += 5) svg.append(s('text', { x: x(p), y: 48, 'text-anchor': 'middle', 'font-size': 7 }, p));
    const seen = {};
    CODES.forEach((code, n) => {
      const p = board.power[n];
      const k = (seen[p] = (seen[p] ?? -1) + 1);
      const c = NATIONS[code];
      // Nations on the same space fan out in a small 3 × 2 block.
      const cx = x(p) + ((k % 3) - 1) * 4.5;
      const cy = 24 + Math.floor(k / 3) * 9 - 3;
      svg.append(s('g', { class: 'power-marker', dataset: { nation: code, power: p } },
        s('circle', { cx, cy, r: 4.5, fill: c.colour, stroke: '#000', 'stroke-width': 0.7 }),
        s('text', { x: cx, y: cy + 2, 'text-anchor': 'middle', 'font-size': 5.5, 'font-weight': 700, fill: c.ink }, c.letter)));
    });
    // history plot: power per round from the log
    const rounds = ctx.logState?.()?.rounds ?? [];
    const top = 58;
    const bottom = 140;
    const y = (p) => bottom - (p / 25) * (bottom - top);
    const rx = (i) => 20 + (i / Math.max(1, rounds.length - 1)) * (W - 30);
    svg.append(s('line', { x1: 20, y1: bottom, x2: W - 10, y2: bottom, stroke: '#666', 'stroke-width': 0.5 }),
      s('line', { x1: 20, y1: top, x2: 20, y2: bottom, stroke: '#666', 'stroke-width': 0.5 }),
      s('text', { x: 4, y: top + 4, 'font-size': 7 }, '25'), s('text', { x: 8, y: bottom, 'font-size': 7 }, '0'),
      s('text', { x: W - 10, y: bottom + 9, 'font-size': 7, 'text-anchor': 'end' }, `${t('imp_round')} ${rounds.length}`));
    for (const p of [5, 10, 15, 20]) svg.append(s('line', { x1: 20, y1: y(p), x2: W - 10, y2: y(p), stroke: '#ccc', 'stroke-width': 0.4, 'stroke-dasharray': '2 2' }));
    CODES.forEach((code, n) => {
      if (rounds.length < 2) return;
      const pts = rounds.map((r, i) => `${rx(i).toFixed(1)},${y(r[n]).toFixed(1)}`).join(' ');
      svg.append(s('polyline', { points: pts, fill: 'none', stroke: NATIONS[code].colour, 'stroke-width': 1.8, 'stroke-dasharray': ['', '5 2', '2 2', '6 2 2 2', '1 1', '8 3'][n], class: 'power-line', dataset: { nation: code } }));
    });
    put(powerEl, h('h3', {}, t('imp_power')), svg, h('small', { class: 'muted' }, t('imp_powerHistory')));
  }

  // ---- bond window
  function openBonds(n) {
    ui.bondOpen = true;
    ui.bondAuto = false;
    ui.bondTab = n;
    ui.bondFrom = null;
    ui.bondTo = null;
    drawBonds();
  }
  function drawBonds() {
    bondEl.hidden = !ui.bondOpen || !ui.view;
    if (bondEl.hidden) return;
    const view = ui.view;
    const board = view.game.board;
    const n = ui.bondTab;
    const code = CODES[n];
    const prices = bondPrices(board);
    const buys = ofType('buy').filter((l) => l.action.nation === code);
    const trades = ofType('trade_up').filter((l) => l.action.nation === code);
    const pass = ofType('pass')[0];
    const donate = ofType('donate')[0];
    const buy = buys.find((l) => l.action.bond === ui.bondTo);
    const trade = trades.find((l) => l.action.from === ui.bondFrom && l.action.to === ui.bondTo);
    const tiles = prices.map((price, b) => {
      const owner = board.bonds[n][b];
      const number = b + 1;
      const mine = owner !== NONE && owner === view.seat;
      const canTarget = buys.some((l) => l.action.bond === number) || trades.some((l) => l.action.to === number);
      const canFrom = trades.some((l) => l.action.from === number);
      const selected = ui.bondTo === number || ui.bondFrom === number;
      return h('button', {
        class: `bond${owner === NONE ? ' free' : ' owned'}${mine ? ' mine' : ''}${selected ? ' selected' : ''}`,
        dataset: { bond: number, nation: code, buy: buys.some((l) => l.action.bond === number) ? 'yes' : 'no' },
        disabled: !(canTarget || canFrom),
        onClick: () => {
          if (canFrom && !canTarget) ui.bondFrom = ui.bondFrom === number ? null : number;
          else ui.bondTo = ui.bondTo === number ? null : number;
          drawBonds();
        },
      }, h('span', { class: 'owner' }, owner === NONE ? t('imp_available') : ctx.seatName(owner)),
      h('strong', {}, `#${number}`), h('span', {}, t('imp_bondPrice', { price })), h('small', {}, t('imp_interest', { n: number })));
    });
    const tradeCost = trade ? prices[trade.action.to - 1] - prices[trade.action.from - 1] : 0;
    put(bondEl, h('div', { class: 'bond-box' },
      h('div', { class: 'tabs', role: 'tablist' }, CODES.map((c, k) => h('button', {
        role: 'tab', class: `tab${k === n ? ' selected' : ''}`, dataset: { tab: c }, 'aria-selected': k === n ? 'true' : 'false',
        style: `background:${NATIONS[c].colour};color:${NATIONS[c].ink}`, title: nationName(c),
        onClick: () => { ui.bondTab = k; ui.bondFrom = null; ui.bondTo = null; drawBonds(); },
      }, NATIONS[c].letter))),
      h('h3', {}, t('imp_bondWindow', { nation: nationName(code) }), ' — ', t('imp_treasury'), ` ${board.treasury[n]}M`),
      buys.length || trades.length ? h('p', { class: 'muted' }, t('imp_pickBond')) : null,
      h('div', { class: 'bond-grid' }, tiles),
      trade ? h('p', {}, t('imp_trade', { from: trade.action.from, to: trade.action.to, cost: tradeCost })) : null,
      h('div', { class: 'row buttons' },
        buys.length ? h('button', { id: 'bond-buy', class: 'primary', disabled: !buy, onClick: () => buy && ctx.act(buy.index) }, t('imp_buy')) : null,
        trades.length ? h('button', { id: 'bond-trade', disabled: !trade, onClick: () => trade && ctx.act(trade.index) }, t('imp_tradeUp')) : null,
        pass ? h('button', { id: 'bond-pass', onClick: () => ctx.act(pass.index) }, t('imp_pass')) : null,
        donate && board.active === n ? h('button', { id: 'bond-donate', onClick: () => ctx.act(donate.index) }, t('imp_donate')) : null,
        h('button', { id: 'bond-close', onClick: () => { ui.bondOpen = false; ui.bondDismissedAt = ui.lastLegalKey; drawBonds(); refreshSlot(); } }, t('imp_close')))));
  }

  // ---- the board's part of the guidance panel
  function refreshSlot() {
    const slot = ctx.guidanceSlot;
    const parts = [];
    if (!ui.history && ui.view) {
      if (ui.importAt) {
        const choices = ofType('import').filter((l) => l.action.region === ui.importAt);
        parts.push(h('p', {}, t('imp_pickKind')), h('div', { class: 'row buttons' }, choices.map((l) => h('button', {
          class: 'primary', dataset: { kind: l.action.kind }, onClick: () => { ui.importAt = null; ctx.act(l.index); },
        }, `${l.action.kind === 'army' ? t('imp_army') : t('imp_fleet')} → ${regionName(ui.importAt, ui.map?.regions[ui.importAt]?.name ?? ui.importAt)}`))));
      } else if (ui.selected) {
        parts.push(h('p', { class: 'hint' }, t('imp_pickDestination')));
      } else if (targets().size) {
        parts.push(h('p', { class: 'hint' }, t('imp_pickUnit')));
      }
      if (ofType('buy').length || ofType('trade_up').length) {
        parts.push(h('button', { id: 'open-bonds', class: 'primary', onClick: () => openBonds(firstBuyNation()) }, t('imp_bonds')));
      }
    }
    put(slot, parts);
  }
  function firstBuyNation() {
    const l = ofType('buy')[0] ?? ofType('trade_up')[0];
    return l ? CODES.indexOf(l.action.nation) : ui.bondTab;
  }

  function refresh() {
    if (!ui.view) return;
    highlight();
    drawPlayers(ui.view);
    refreshSlot();
    drawBonds();
  }

  function render(view, { history }) {
    ui.view = view;
    ui.history = history;
    if (!ui.map) return;
    const board = view.game.board;
    const key = `${ui.history}|${JSON.stringify(view.legal)}`;
    if (key !== ui.lastLegalKey) {
      // A new decision: forget half-made choices; open the bond window when it is time to invest.
      ui.lastLegalKey = key;
      ui.selected = null;
      ui.importAt = null;
      ui.bondFrom = null;
      ui.bondTo = null;
      const investing = !history && (ofType('buy').length || ofType('trade_up').length);
      if (investing && ui.bondDismissedAt !== key) {
        ui.bondOpen = true;
        ui.bondAuto = true;
        ui.bondTab = firstBuyNation();
      } else if (!investing && ui.bondAuto) {
        ui.bondOpen = false;
        ui.bondAuto = false;
      }
    }
    mapSvg.dataset.phase = board.phase.phase;
    drawPieces(board);
    drawGhosts();
    drawRondel(board);
    drawNations(board);
    drawPower(board);
    put(legendEl, h('summary', {}, t('imp_legend')), h('p', {}, t('imp_legendText')));
    put(zoomBar,
      h('button', { id: 'zoom-in', title: t('imp_zoomIn'), onClick: () => zoomBy(1 / 1.5) }, '+'),
      h('button', { id: 'zoom-out', title: t('imp_zoomOut'), onClick: () => zoomBy(1.5) }, '−'),
      h('button', { id: 'zoom-reset', title: t('imp_zoomReset'), onClick: () => ui.map && setZoom([...ui.map.viewBox]) }, '⤢'));
    refresh();
  }

  return {
    render,
    clickable: (action) => CLICKED.has(action.type),
    confirm(action, view) {
      const board = view.game.board;
      const prices = bondPrices(board);
      let cost = 0;
      switch (action.type) {
        case 'rondel': cost = rondelCost(board, board.active, action.slot); break;
        case 'build': return t('imp_confirmBuild');
        case 'import': case 'donate': cost = 1; break;
        case 'buy': cost = prices[action.bond - 1]; break;
        case 'trade_up': cost = prices[action.to - 1] - prices[action.from - 1]; break;
        default:
      }
      return cost > 0 ? t('confirmCost', { cost }) : null;
    },
    actionSent() {
      ui.selected = null;
      ui.importAt = null;
    },
    relabel() {
      if (ui.map) drawBase();
    },
    destroy() {
      window.removeEventListener('pointerup', endDrag);
    },
  };
}
