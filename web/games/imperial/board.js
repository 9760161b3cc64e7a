// Imperial's board, laid out like the Brettspielwelt table of seed 003: the map with every piece, the game
// dial (rondel), the nation panel in turn order, the player panel, the power-point chart, zoom and pan, and
// the bond window.
//
// It only draws: every number on it (units and flags left, power factors, tax revenue, rondel costs, bond
// values and interest, what each player holds and would score) comes in the view, and every click becomes one
// of the view's legal actions. The map highlights exactly the regions that some legal action names, a
// maneuver is "pick a unit, then a highlighted destination", and choices that are not places (battle or
// coexist, end the maneuver, produce, …) stay buttons in the guidance panel.

import { fetchJsonOnce, h, put, s } from '../../dom.js';
import { pick } from '../../i18n.js';
import { t } from './i18n.js';
import { drawMap, NATIONS } from './map.js';
import { centreSpot, labelSpot, MARKER_RADIUS, markerSpots, RING, wedgeMiddle } from './rondel-layout.js';

const CODES = Object.keys(NATIONS);
const SPACE_COLOURS = {
  factory: '#B8B8B8', production_1: '#E8D38A', maneuver_1: '#A8C98F', investor: '#9ED3EE',
  import: '#C49A6C', production_2: '#E8D38A', maneuver_2: '#A8C98F', taxation: '#F0A04B',
};
/** Actions the board turns into clicks; every other legal action is a button in the guidance panel. */
/** Log lines that change who holds what: a nation's government changing hands, a factory destroyed. */
const MARKED_EVENTS = new Set(['government_changed', 'factory_destroyed']);
const CLICKED = new Set(['rondel', 'build', 'import', 'skip_factory', 'select_army', 'move_fleet', 'move_army', 'buy',
  'trade_up', 'destroy_factory', 'donate_to', 'donate']);

const loadMap = () => fetchJsonOnce(new URL('./map.json', import.meta.url));

/** Power history kept from the log: each nation's power at the end of every round (a round ends when the
 * turn order wraps around). The power after each taxation comes in its event. */
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
      state.power[CODES.indexOf(event.nation)] = event.total;
      state.rounds[state.rounds.length - 1] = state.power.slice();
    }
  }
}

export function createBoard(container, ctx) {
  const ui = {
    map: null, regionIds: [], regionNodes: {}, zoom: null,
    view: null, history: false, selected: null, importAt: null,
    bondOpen: false, bondAuto: false, bondTab: 'AH', bondFrom: null, bondTo: null, bondDismissedAt: -1,
    panelRight: false, payout: false, lastLegalKey: '', amount: 1,
  };

  // Names of nations, regions, units and rondel spaces come from the crate's words (sent with the game).
  const nationName = (code) => ctx.word('nations', code);
  const placeName = (id) => ctx.word('regions', id);
  const unitName = (kind) => ctx.word('units', kind);
  const spaceName = (space) => ctx.word('rondel', space);

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
  // The power chart goes under the nations table, where it is wide enough to read.
  put(container, h('div', { class: 'imp' }, h('div', { class: 'imp-main' }, mapWrap, nationsEl, powerEl),
    h('div', { class: 'imp-side' }, rondelEl, legendEl), bondEl));

  // ---- the map: drawn once per language, pieces redrawn on every view
  function drawBase() {
    const localized = { ...ui.map, regions: {} };
    for (const [id, r] of Object.entries(ui.map.regions)) localized.regions[id] = { ...r, name: placeName(id) };
    localized.decorations = ui.map.decorations.map((d) => ({ ...d, name: d.label ? ctx.word('map_labels', d.id) : d.name }));
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
    // On a phone the whole map is too small to read: it opens on the middle of Europe, 1.6 times larger
    // (the zoom buttons and a drag show the rest).
    if (window.matchMedia('(max-width: 700px)').matches) {
      const [, , w, hgt] = map.viewBox;
      setZoom([w * 0.15, hgt * 0.2, w / 1.6, hgt / 1.6]);
    }
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
  // A drag that starts on a unit that may move now carries it to where it is dropped (the same as clicking
  // the unit, then its destination); any other drag pans the map.
  let drag = null;
  mapSvg.addEventListener('pointerdown', (event) => {
    const unit = event.target.closest?.('.piece[data-piece="army"], .piece[data-piece="fleet"], .piece[data-piece="port"]');
    const from = unit?.dataset.region;
    const movable = from && (ofType('move_fleet').some((l) => l.action.from === from)
      || ofType('select_army').some((l) => l.action.from === from));
    drag = { x: event.clientX, y: event.clientY, box: [...(ui.zoom ?? [])], moved: false, unit: movable ? from : null };
    if (movable) mapSvg.setPointerCapture?.(event.pointerId);
  });
  mapSvg.addEventListener('pointermove', (event) => {
    if (!drag || !ui.map) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 5) return;
    drag.moved = true;
    if (drag.unit) {
      mapSvg.classList.add('dragging-unit');
      return;
    }
    const [, , scale] = svgPoint(event);
    setZoom([drag.box[0] - dx * scale, drag.box[1] - dy * scale, drag.box[2], drag.box[3]]);
  });
  // A drag may end outside the map; the click that follows a drag still sees `drag.moved`.
  const endDrag = (event) => {
    if (drag?.unit && drag.moved) dropUnit(drag.unit, event);
    mapSvg.classList.remove('dragging-unit');
    setTimeout(() => { drag = null; }, 0);
  };
  window.addEventListener('pointerup', endDrag);

  /** A unit of region `from` dropped at the pointer: a fleet moves at once; an army is picked, and its move
   * follows when the server offers the destination. */
  function dropUnit(from, event) {
    mapSvg.releasePointerCapture?.(event.pointerId);
    const to = document.elementsFromPoint(event.clientX, event.clientY)
      .map((el) => el.closest?.('path[data-region]')?.dataset.region).find(Boolean);
    if (!to || to === from) return;
    const fleet = ofType('move_fleet').find((l) => l.action.from === from && l.action.to === to);
    if (fleet) return ctx.act(fleet.index);
    const picks = ofType('select_army').filter((l) => l.action.from === from);
    if (picks.length) {
      ui.dropTo = to;
      ctx.act(picks[0].index);
    }
  }
  mapSvg.addEventListener('keydown', (event) => {
    const region = event.target.dataset?.region;
    if (region && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      regionClick(region);
    }
  });
  mapSvg.addEventListener('click', (event) => {
    if (drag?.moved) return;
    const bomb = event.target.closest?.('[data-bomb]');
    if (bomb) {
      const l = ofType('destroy_factory').find((x) => x.action.region === bomb.dataset.bomb);
      if (l) ctx.act(l.index);
      return;
    }
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
    // Where both hostile and friendly armies could be picked, the guidance panel asks which.
    const picks = ofType('select_army').filter((l) => l.action.from === id);
    if (picks.length === 1) return ctx.act(picks[0].index);
    if (picks.length > 1) {
      ui.importAt = null;
      ui.pickAt = id;
      return refresh();
    }
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
    const g = s('g', { class: `piece piece-${kind}`, dataset: { piece: kind, nation: code, region, count, stance: extra.stance ?? '' } });
    const r = kind === 'port' ? 4 : 6;
    if (kind === 'army') {
      g.append(s('circle', { cx: x, cy: y, r, fill: n.colour, stroke: '#000', 'stroke-width': 0.8 }));
    } else {
      g.append(s('path', { d: `M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`, fill: n.colour, stroke: '#000', 'stroke-width': 0.8 }));
    }
    if (extra.stance === 'hostile') g.append(s('circle', { cx: x, cy: y, r: r + 2.2, fill: 'none', stroke: '#D00000', 'stroke-width': 1.6, class: 'hostile-ring' }));
    if (extra.stance === 'friendly') g.append(s('circle', { cx: x + r, cy: y - r, r: 2.2, fill: '#fff', stroke: '#000', 'stroke-width': 0.6, class: 'friendly-mark' }));
    g.append(s('text', { x, y: y + 2.6, 'text-anchor': 'middle', 'font-size': kind === 'port' ? 5.5 : 7, 'font-weight': 700, fill: n.ink, 'pointer-events': 'none' }, n.letter));
    if (count > 1) {
      g.append(s('text', { x: x + r + 1, y: y + r + 2, 'font-size': 7, 'font-weight': 700, fill: '#000', stroke: '#fff', 'stroke-width': 2, 'paint-order': 'stroke', 'pointer-events': 'none' }, `×${count}`));
    }
    // During a maneuver: how many of these units have moved, and (fleets) how many carried an army.
    if (extra.moved || extra.convoyed) {
      const text = extra.convoyed ? `(${extra.moved},${extra.convoyed})` : `(${extra.moved})`;
      g.append(s('text', { x: x - r - 1, y: y - r - 1, 'text-anchor': 'end', 'font-size': 6.5, 'font-weight': 700, fill: '#7A1F00', stroke: '#fff', 'stroke-width': 2, 'paint-order': 'stroke', 'pointer-events': 'none', class: 'moved-count', dataset: { moved: extra.moved, convoyed: extra.convoyed ?? 0 } }, text));
    }
    const status = extra.stance ? ` (${extra.stance === 'hostile' ? t('imp_hostile') : t('imp_friendly')})` : '';
    const moved = extra.moved ? ` — ${t('imp_moved', { moved: extra.moved })}` : '';
    const carried = extra.convoyed ? `, ${t('imp_convoyed', { convoyed: extra.convoyed })}` : '';
    g.append(s('title', {}, `${nationName(code)}: ${unitName(kind === 'port' ? 'fleet' : kind)} ×${count}${status}${moved}${carried}`));
    return g;
  }

  function drawPieces(board) {
    pieces.replaceChildren();
    const skipped = new Set(board.phase.phase === 'production' ? board.phase.skipped : []);
    const factories = new Set(board.factories);
    const bombs = new Set(ofType('destroy_factory').map((l) => l.action.region));
    const m = board.maneuver ?? {};
    const maneuvering = ['fleets', 'armies', 'army_dest', 'entry', 'choose_defender', 'defence'].includes(board.phase.phase);
    for (const id of ui.regionIds) {
      const region = ui.map.regions[id];
      const cell = board.cells[id] ?? {};
      if (region.factory && factories.has(id)) {
        const [x, y] = region.factory;
        const off = skipped.has(id);
        // A shipyard is a hull (flat deck, sloping sides) and an armaments factory a square with a roof, so
        // neither reads as an army's disc.
        const shipyard = region.site === 'shipyard';
        const shape = shipyard
          ? s('path', { d: `M${x - 7} ${y - 4}H${x + 7}L${x + 4} ${y + 5}H${x - 4}Z`, fill: '#56B4E9', stroke: '#000', 'stroke-width': 1 })
          : s('path', { d: `M${x - 6} ${y + 6}V${y - 3}L${x} ${y - 7}L${x + 6} ${y - 3}V${y + 6}Z`, fill: '#8B5A2B', stroke: '#000', 'stroke-width': 1 });
        const g = s('g', { class: 'piece piece-factory', dataset: { piece: 'factory', region: id, nation: region.nation, site: region.site, off: off ? 'yes' : 'no' } },
          shape,
          s('text', { x, y: y + (shipyard ? 2.5 : 4), 'text-anchor': 'middle', 'font-size': 7, 'font-weight': 700, fill: '#fff', 'pointer-events': 'none' }, NATIONS[region.nation].letter),
          s('title', {}, `${t('imp_factory')} (${region.site === 'shipyard' ? t('imp_shipyard') : t('imp_armaments')})`));
        if (off) g.append(s('path', { d: `M${x - 6} ${y - 6}L${x + 6} ${y + 6}M${x + 6} ${y - 6}L${x - 6} ${y + 6}`, stroke: '#D00000', 'stroke-width': 2 }));
        pieces.append(g);
        if (bombs.has(id)) pieces.append(bomb(id, [x + 9, y - 9]));
      }
      if (cell.flag && region.flag) {
        const code = cell.flag;
        const [x, y] = region.flag;
        pieces.append(s('g', { class: 'piece piece-flag', dataset: { piece: 'flag', region: id, nation: code } },
          s('path', { d: `M${x} ${y + 7}V${y - 7}L${x + 10} ${y - 3.5}L${x} ${y}`, fill: NATIONS[code].colour, stroke: '#000', 'stroke-width': 0.8 }),
          s('text', { x: x + 3.6, y: y - 2, 'font-size': 5, 'font-weight': 700, fill: NATIONS[code].ink, 'pointer-events': 'none' }, NATIONS[code].letter),
          s('title', {}, `${nationName(code)} ⚑`)));
      }
      let slot = 0;
      const place = (anchor) => {
        const at = [anchor[0] + (slot % 3) * 13 - (slot >= 3 ? 6 : 0), anchor[1] + Math.floor(slot / 3) * 13];
        slot += 1;
        return at;
      };
      for (const code of CODES) {
        const active = maneuvering && code === board.active;
        const armies = cell.armies?.[code] ?? 0;
        const fleets = cell.fleets?.[code] ?? 0;
        if (armies > 0 && region.army) {
          const foreignHome = region.kind === 'home' && region.nation !== code;
          const hostile = foreignHome ? cell.hostile?.[code] ?? 0 : 0;
          const moved = active ? m.moved_armies?.[id] ?? 0 : 0;
          if (hostile > 0) pieces.append(piece('army', code, hostile, place(region.army), id, { stance: 'hostile', moved: active ? m.moved_hostile?.[id] ?? 0 : 0 }));
          if (armies - hostile > 0) {
            const movedFriendly = moved - (active ? m.moved_hostile?.[id] ?? 0 : 0);
            pieces.append(piece('army', code, armies - hostile, place(region.army), id, { stance: foreignHome ? 'friendly' : null, moved: movedFriendly }));
          }
        }
        if (fleets > 0) {
          const extra = { moved: active ? m.moved_fleets?.[id] ?? 0 : 0, convoyed: active ? m.convoyed?.[id] ?? 0 : 0 };
          if (region.kind === 'sea' && region.fleet) pieces.append(piece('fleet', code, fleets, place(region.fleet), id, extra));
          else if (region.port) pieces.append(piece('port', code, fleets, region.port, id, extra));
        }
      }
    }
  }

  /** The bomb on a factory that three armies may destroy now (seed: "工場に爆弾のアイコンが表示されます"). */
  function bomb(id, [x, y]) {
    return s('g', { class: 'bomb', dataset: { bomb: id }, tabindex: 0, role: 'button' },
      s('circle', { cx: x, cy: y + 1, r: 5, fill: '#111', stroke: '#fff', 'stroke-width': 0.8 }),
      s('path', { d: `M${x + 3} ${y - 3}q3 -3 5 -1`, fill: 'none', stroke: '#111', 'stroke-width': 1.2 }),
      s('circle', { cx: x + 8, cy: y - 4, r: 1.6, fill: '#E69F00' }),
      s('title', {}, t('imp_destroy')));
  }

  /** Grey marks where something may be placed now, as on the Brettspielwelt board: a factory where one may be
   * built, an army or a fleet where one may be imported (clicking the mark imports that kind); and a green tick
   * on each factory that will produce. */
  function drawGhosts() {
    const ghost = (id, kind, [x, y]) => s('g', { class: 'ghost', dataset: { region: id, ghost: kind }, opacity: 0.75 },
      kind === 'factory' ? s('rect', { x: x - 5, y: y - 5, width: 10, height: 10, fill: '#9a9a9a', stroke: '#333', 'stroke-dasharray': '2 1' })
        : kind === 'army' ? s('circle', { cx: x, cy: y, r: 6, fill: '#9a9a9a', stroke: '#333', 'stroke-dasharray': '2 1' })
          : s('path', { d: `M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z`, fill: '#9a9a9a', stroke: '#333', 'stroke-dasharray': '2 1' }),
      s('title', {}, kind === 'factory' ? t('imp_factory') : unitName(kind)));
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
        s('circle', { cx: x + 8, cy: y - 8, r: 5.5, fill: '#009E73', stroke: '#fff', 'stroke-width': 1 }),
        s('path', { d: `M${x + 5.2} ${y - 8}l2.1 2.2l3.9 -4.4`, fill: 'none', stroke: '#fff', 'stroke-width': 1.6 })));
    }
  }

  function highlight() {
    const set = targets();
    const phase = ui.view?.game.board.phase ?? {};
    const source = ui.selected ?? ui.pickAt ?? phase.from ?? null;
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

  // ---- the rondel (game dial): in each space its name and, when reachable, its cost one under the other near
  // the rim; the nations standing there further in, at the spots of rondel-layout.js (no two markers, names or
  // costs share a spot however the nations stand); unplaced markers in the centre.
  function drawRondel(game) {
    const board = game.board;
    const svg = s('svg', { viewBox: '-110 -110 220 220', class: 'rondel', role: 'group', 'aria-label': t('imp_rondel') });
    const choices = new Map(ofType('rondel').map((l) => [l.action.space, l]));
    const reach = new Map(game.rondel.reach.map((r) => [r.space, r]));
    const spaces = game.rondel.spaces;
    const p = (r, a) => `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
    spaces.forEach((space, k) => {
      const mid = wedgeMiddle(k);
      const [a0, a1] = [mid - Math.PI / 8, mid + Math.PI / 8];
      const { inner: r0, outer: r1 } = RING;
      const label = labelSpot(k);
      const choice = choices.get(space);
      const wedge = s('g', { class: `slot${choice ? ' reachable' : ''}`, dataset: { space, slot: k }, tabindex: choice ? 0 : null, role: choice ? 'button' : null },
        s('path', { d: `M${p(r0, a0)}L${p(r1, a0)}A${r1} ${r1} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${r0} ${r0} 0 0 0 ${p(r0, a0)}Z`, fill: SPACE_COLOURS[space] ?? '#ddd', stroke: '#333', 'stroke-width': 1 }),
        s('text', { x: label.x, y: label.nameY, 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 600, class: 'name' }, spaceName(space, k)));
      const cost = reach.get(space);
      if (choice && cost) {
        wedge.append(s('text', { x: label.x, y: label.costY, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 700, class: 'cost', dataset: { cost: cost.cost } }, cost.cost ? t('imp_cost', { cost: cost.cost }) : t('imp_free')));
        const go = () => ctx.act(choice.index);
        wedge.addEventListener('click', go);
        wedge.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') go(); });
      }
      svg.append(wedge);
      const spots = markerSpots(k);
      CODES.filter((code) => board.nations[code].rondel === space)
        .forEach((code, j) => svg.append(marker(code, spots[j].x, spots[j].y, board.active === code, space)));
    });
    CODES.filter((code) => board.nations[code].rondel == null).forEach((code, j) => {
      const { x, y } = centreSpot(j);
      svg.append(marker(code, x, y, board.active === code, ''));
    });
    put(rondelEl, h('h3', {}, t('imp_rondel')), svg);
  }
  function marker(code, x, y, active, space) {
    const c = NATIONS[code];
    return s('g', { class: 'rondel-marker', dataset: { nation: code, space }, 'pointer-events': 'none' },
      s('circle', { cx: x, cy: y, r: MARKER_RADIUS, fill: c.colour, stroke: active ? '#D00000' : '#000', 'stroke-width': active ? 2 : 0.8 }),
      s('text', { x, y: y + 2.2, 'text-anchor': 'middle', 'font-size': 6, 'font-weight': 700, fill: c.ink, 'pointer-events': 'none' }, c.letter));
  }

  // ---- nation panel (turn order)
  function drawNations(game) {
    const board = game.board;
    const rows = CODES.map((code) => {
      const nation = board.nations[code];
      const facts = game.nations[code];
      const gov = nation.government;
      const active = board.active === code && !['draft', 'over'].includes(board.phase.phase);
      const govName = gov == null ? t('imp_noGovernor') : ctx.seatName(gov);
      const govBonds = gov == null ? [] : Object.entries(nation.bonds).filter(([, owner]) => owner === gov).map(([value]) => value);
      return h('tr', { class: `nation${active ? ' active' : ''}`, dataset: { nation: code }, tabindex: 0,
        onClick: () => openBonds(code), onKeydown: (e) => { if (e.key === 'Enter') openBonds(code); } },
        h('td', {}, h('span', { class: 'chip', style: `background:${NATIONS[code].colour};color:${NATIONS[code].ink}` }, NATIONS[code].letter), ' ', nationName(code)),
        h('td', { class: 'gov' }, active ? `>>${govName}<<` : govName),
        h('td', {}, govBonds.map((v) => t('imp_bondValue', { value: v })).join(' ')),
        h('td', { class: 'num' }, nation.tax_chart),
        h('td', { class: 'num', dataset: { income: facts.income } }, `${facts.income}M`),
        h('td', { class: 'num', dataset: { flagsLeft: facts.flags_left } }, facts.flags_left),
        h('td', { class: 'num', dataset: { armiesLeft: facts.armies_left } }, facts.armies_left),
        h('td', { class: 'num', dataset: { fleetsLeft: facts.fleets_left } }, facts.fleets_left),
        h('td', { class: 'num treasury' }, `${nation.treasury}M`),
        h('td', { class: 'num' }, nation.power),
        h('td', { class: 'num', dataset: { factor: facts.power_factor } }, `×${facts.power_factor}`));
    });
    const heads = [['', ''], ['imp_governor'], ['imp_bondsOfGov'], ['imp_chart'], [null, t('imp_income')], ['imp_flagsLeft'],
      ['imp_armiesLeft'], ['imp_fleetsLeft'], ['imp_treasury'], ['imp_powerShort'], [null, t('imp_factor')]];
    put(nationsEl, h('h3', {}, t('imp_nations')),
      h('div', { class: 'scroll' }, h('table', {},
        h('thead', {}, h('tr', {}, heads.map(([k, text]) => h('th', {}, k ? t(k) : text ?? '')))),
        h('tbody', {}, rows))));
  }

  // ---- player panel
  function drawPlayers(view) {
    const game = view.game;
    const acting = view.to_act.kind === 'one' ? [view.to_act.seat] : view.to_act.seats ?? [];
    const rows = game.players.map((player) => {
      const p = player.seat;
      const cells = CODES.map((code) => {
        const value = ui.payout ? player.interest[code] : player.invested[code];
        return h('td', { class: 'num' }, value || '');
      });
      const cash = game.cash[p];
      const points = player.score ?? player.bond_points;
      return h('tr', { class: `player${player.investor_card ? ' investor' : ''}${p === view.seat ? ' mine' : ''}`, dataset: { seat: p } },
        h('td', { class: 'pname' }, acting.includes(p) ? '*' : '', ctx.seatName(p),
          player.investor_card ? h('span', { class: 'card-mark', title: t('imp_investorCard') }, ' ✉') : '',
          player.swiss_bank ? h('span', { class: 'swiss-mark', title: t('imp_swiss') }, ' ✚') : ''),
        cells,
        h('td', { class: 'num cash', dataset: { cash: cash == null ? 'hidden' : 'shown' } }, cash == null ? t('imp_hidden') : `${cash}M`),
        h('td', { class: 'num points', title: t('imp_pointsTitle'), dataset: { points } }, points));
    });
    playerPanel.classList.toggle('right', ui.panelRight);
    put(playerPanel,
      h('div', { class: 'row' }, h('strong', {}, t('imp_players')), h('small', { class: 'muted' }, ui.payout ? t('imp_interestTitle') : t('imp_investTitle')),
        h('button', { class: 'small', id: 'imp-panel-side', title: t('imp_movePanel'), onClick: () => { ui.panelRight = !ui.panelRight; refresh(); } }, '⇆')),
      h('table', { title: t('imp_hoverPayout') },
        h('thead', {}, h('tr', {}, h('th', {}), CODES.map((c) => h('th', {}, h('span', { class: 'chip', style: `background:${NATIONS[c].colour};color:${NATIONS[c].ink}` }, NATIONS[c].letter))), h('th', {}, t('imp_cash')), h('th', {}, t('imp_points')))),
        h('tbody', {}, rows)));
  }
  // A click on the panel (not on its button) moves it to the other corner, as on the Brettspielwelt table.
  playerPanel.addEventListener('click', (event) => {
    if (event.target.closest('button')) return;
    ui.panelRight = !ui.panelRight;
    if (ui.view) drawPlayers(ui.view);
  });
  playerPanel.addEventListener('mouseenter', () => { ui.payout = true; if (ui.view) drawPlayers(ui.view); });
  playerPanel.addEventListener('mouseleave', () => { ui.payout = false; if (ui.view) drawPlayers(ui.view); });

  /** The scoring at the end: each player's bond points (bonds × the nation's power factor), cash and total,
   * best first, as the view gives them. */
  function finalDetails(view) {
    const game = view.game;
    const rows = [...game.players].sort((a, b) => (b.score ?? b.bond_points) - (a.score ?? a.bond_points));
    return h('div', { class: 'imp-final', id: 'final-details' },
      h('h3', {}, t('imp_scoring')),
      h('table', { class: 'ranking' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', { class: 'num' }, t('imp_bondPoints')), h('th', { class: 'num' }, t('imp_cash')), h('th', { class: 'num' }, t('imp_points')))),
        h('tbody', {}, rows.map((p) => h('tr', { dataset: { seat: p.seat } },
          h('td', {}, ctx.seatName(p.seat)), h('td', { class: 'num' }, p.bond_points),
          h('td', { class: 'num' }, game.cash[p.seat] == null ? t('imp_hidden') : `${game.cash[p.seat]}M`),
          h('td', { class: 'num' }, h('strong', {}, p.score ?? p.bond_points)))))),
      h('p', { class: 'muted small' }, t('imp_scoringHow')));
  }

  // ---- power-point chart (nations on the same space stand in one column, one above the other) and the
  // history plot
  function drawPower(game) {
    const board = game.board;
    const end = game.power_end;
    const W = 320;
    const step = (W - 36) / end;
    const x = (p) => 18 + p * step;
    const svg = s('svg', { viewBox: `0 0 ${W} 210`, class: 'power-chart' });
    const bands = game.power_bands;
    bands.forEach((band, i) => {
      const hi = i + 1 < bands.length ? bands[i + 1].from - 1 : end;
      const left = x(band.from) - step / 2;
      const width = x(hi) - x(band.from) + step;
      svg.append(s('rect', { x: left, y: 4, width, height: 82, fill: band.factor % 2 ? '#EEE6D2' : '#DCD2BA', stroke: '#888', 'stroke-width': 0.5 }),
        s('text', { x: left + width / 2, y: 15, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700, class: 'band-label' }, `×${band.factor}`));
    });
    for (const band of bands) svg.append(s('text', { x: x(band.from), y: 97, 'text-anchor': 'middle', 'font-size': 8.5 }, band.from));
    // The markers stand side by side in one row, each as close to its value as its neighbours allow (nations
    // of equal power next to each other), with a line down to the exact value.
    const R = 6.2;
    const placed = CODES.map((code) => ({ code, p: board.nations[code].power }))
      .sort((a, b) => a.p - b.p || CODES.indexOf(a.code) - CODES.indexOf(b.code));
    placed.forEach((m, i) => {
      const want = x(m.p);
      m.cx = i === 0 ? Math.max(R + 1, want) : Math.max(want, placed[i - 1].cx + 2 * R + 1);
    });
    for (let i = placed.length - 1; i >= 0; i -= 1) {
      const limit = i === placed.length - 1 ? W - R - 1 : placed[i + 1].cx - 2 * R - 1;
      placed[i].cx = Math.min(placed[i].cx, limit);
    }
    for (const { code, p, cx } of placed) {
      const c = NATIONS[code];
      const cy = 42;
      svg.append(s('g', { class: 'power-marker', dataset: { nation: code, power: p } },
        s('line', { x1: cx, y1: cy + R, x2: x(p), y2: 86, stroke: c.colour, 'stroke-width': 1.4 }),
        s('circle', { cx, cy, r: R, fill: c.colour, stroke: '#000', 'stroke-width': 0.8 }),
        s('text', { x: cx, y: cy + 2.6, 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 700, fill: c.ink }, c.letter),
        s('text', { x: cx, y: cy - R - 2, 'text-anchor': 'middle', 'font-size': 7, 'font-weight': 700, class: 'power-value' }, p),
        s('title', {}, `${nationName(code)}: ${p}`)));
    }
    // history plot: power per round from the log
    const rounds = ctx.logState?.()?.rounds ?? [];
    const top = 108;
    const bottom = 196;
    const y = (p) => bottom - (p / end) * (bottom - top);
    const rx = (i) => 22 + (i / Math.max(1, rounds.length - 1)) * (W - 32);
    svg.append(s('line', { x1: 22, y1: bottom, x2: W - 10, y2: bottom, stroke: '#666', 'stroke-width': 0.5 }),
      s('line', { x1: 22, y1: top, x2: 22, y2: bottom, stroke: '#666', 'stroke-width': 0.5 }),
      s('text', { x: 4, y: top + 4, 'font-size': 7 }, end), s('text', { x: 10, y: bottom, 'font-size': 7 }, '0'),
      s('text', { x: W - 10, y: bottom + 10, 'font-size': 7, 'text-anchor': 'end' }, `${t('imp_round')} ${rounds.length}`));
    for (const band of bands.slice(1, -1)) svg.append(s('line', { x1: 22, y1: y(band.from), x2: W - 10, y2: y(band.from), stroke: '#ccc', 'stroke-width': 0.4, 'stroke-dasharray': '2 2' }));
    CODES.forEach((code, n) => {
      if (rounds.length < 2) return;
      const pts = rounds.map((r, i) => `${rx(i).toFixed(1)},${y(r[n]).toFixed(1)}`).join(' ');
      svg.append(s('polyline', { points: pts, fill: 'none', stroke: NATIONS[code].colour, 'stroke-width': 1.8, 'stroke-dasharray': ['', '5 2', '2 2', '6 2 2 2', '1 1', '8 3'][n], class: 'power-line', dataset: { nation: code } }));
    });
    put(powerEl, h('h3', {}, t('imp_power')), svg, h('small', { class: 'muted' }, t('imp_powerHistory'), ' · ', t('imp_powerEnd', { end })));
  }

  // ---- bond window
  function openBonds(code) {
    ui.bondOpen = true;
    ui.bondAuto = false;
    ui.bondTab = code;
    ui.bondFrom = null;
    ui.bondTo = null;
    drawBonds();
  }

  /** The amount chooser of a donation under way: the amounts are the legal `donate` actions. */
  function donationChooser() {
    const amounts = ofType('donate');
    const keep = ofType('keep_cash')[0];
    if (!amounts.length && !keep) return null;
    const max = amounts.reduce((m, l) => Math.max(m, l.action.amount), 0);
    ui.amount = Math.min(Math.max(1, ui.amount), Math.max(1, max));
    const give = () => {
      const l = amounts.find((x) => x.action.amount === ui.amount);
      if (l) ctx.act(l.index);
    };
    const giveButton = h('button', { id: 'donate-give', class: 'primary', disabled: !max, onClick: give }, t('imp_donateGive', { amount: ui.amount }));
    const input = h('input', { type: 'number', id: 'donate-amount', min: 1, max, value: ui.amount, disabled: !max,
      onInput: (e) => {
        ui.amount = Math.min(max, Math.max(1, Number(e.target.value) || 1));
        giveButton.textContent = t('imp_donateGive', { amount: ui.amount });
      } });
    const nation = ui.view.game.board.donating;
    return h('div', { class: 'row buttons donation', dataset: { nation } },
      h('label', {}, t('imp_donateTo', { nation: nationName(nation) }), ' ', input, ' M'),
      giveButton,
      keep ? h('button', { id: 'donate-keep', onClick: () => ctx.act(keep.index) }, t('imp_keepCash')) : null);
  }

  function drawBonds() {
    bondEl.hidden = !ui.bondOpen || !ui.view;
    if (bondEl.hidden) return;
    const view = ui.view;
    const game = view.game;
    const board = game.board;
    const code = ui.bondTab;
    const owners = board.nations[code].bonds;
    const buys = ofType('buy').filter((l) => l.action.nation === code);
    const trades = ofType('trade_up').filter((l) => l.action.nation === code);
    const pass = ofType('pass')[0];
    const donate = ofType('donate_to').find((l) => l.action.nation === code);
    const buy = buys.find((l) => l.action.value === ui.bondTo);
    const trade = trades.find((l) => l.action.give === ui.bondFrom && l.action.take === ui.bondTo);
    const tiles = game.bonds.map(({ value, interest }) => {
      const owner = owners[value];
      const mine = owner != null && owner === view.seat;
      const canTarget = buys.some((l) => l.action.value === value) || trades.some((l) => l.action.take === value);
      const canFrom = trades.some((l) => l.action.give === value);
      const selected = ui.bondTo === value || ui.bondFrom === value;
      return h('button', {
        class: `bond${owner == null ? ' free' : ' owned'}${mine ? ' mine' : ''}${selected ? ' selected' : ''}`,
        dataset: { bond: value, nation: code, buy: buys.some((l) => l.action.value === value) ? 'yes' : 'no' },
        disabled: !(canTarget || canFrom),
        onClick: () => {
          if (canFrom && !canTarget) ui.bondFrom = ui.bondFrom === value ? null : value;
          else ui.bondTo = ui.bondTo === value ? null : value;
          drawBonds();
        },
      }, h('span', { class: 'owner' }, owner == null ? t('imp_available') : ctx.seatName(owner)),
      h('strong', {}, t('imp_bondValue', { value })), h('small', {}, t('imp_interest', { n: interest })));
    });
    const tradeCost = trade ? costOf(trade.index) : null;
    put(bondEl, h('div', { class: 'bond-box' },
      h('div', { class: 'tabs', role: 'tablist' }, CODES.map((c) => h('button', {
        role: 'tab', class: `tab${c === code ? ' selected' : ''}`, dataset: { tab: c }, 'aria-selected': c === code ? 'true' : 'false',
        style: `background:${NATIONS[c].colour};color:${NATIONS[c].ink}`, title: nationName(c),
        onClick: () => { ui.bondTab = c; ui.bondFrom = null; ui.bondTo = null; drawBonds(); },
      }, NATIONS[c].letter))),
      h('h3', {}, t('imp_bondWindow', { nation: nationName(code) }), ' — ', t('imp_treasury'), ` ${board.nations[code].treasury}M`),
      buys.length || trades.length ? h('p', { class: 'muted' }, t('imp_pickBond')) : null,
      h('div', { class: 'bond-grid' }, tiles),
      trade ? h('p', {}, t('imp_tradeCost', { give: trade.action.give, take: trade.action.take, cost: tradeCost ?? '?' })) : null,
      board.donating === code ? donationChooser() : null,
      h('div', { class: 'row buttons' },
        buys.length ? h('button', { id: 'bond-buy', class: 'primary', disabled: !buy, onClick: () => buy && ctx.act(buy.index) }, t('imp_buy')) : null,
        trades.length ? h('button', { id: 'bond-trade', disabled: !trade, onClick: () => trade && ctx.act(trade.index) }, t('imp_tradeUp')) : null,
        pass ? h('button', { id: 'bond-pass', onClick: () => ctx.act(pass.index) }, t('imp_pass')) : null,
        donate ? h('button', { id: 'bond-donate', onClick: () => ctx.act(donate.index) }, t('imp_donateOpen')) : null,
        h('button', { id: 'bond-close', onClick: () => { ui.bondOpen = false; ui.bondAuto = false; ui.bondDismissedAt = ui.lastLegalKey; drawBonds(); refreshSlot(); } }, t('imp_close')))));
  }

  /** What the action at `index` costs, as the server says (the view's `costs`). */
  const costOf = (index) => ui.view?.costs?.[index] ?? null;

  // ---- the board's part of the guidance panel
  function refreshSlot() {
    const slot = ctx.guidanceSlot;
    const parts = [];
    if (!ui.history && ui.view) {
      if (ui.view.game.board.donating) {
        // The amount is chosen in the bond window when it is open, else here.
        if (!ui.bondOpen) parts.push(donationChooser());
      } else if (ui.importAt) {
        const choices = ofType('import').filter((l) => l.action.region === ui.importAt);
        parts.push(h('p', {}, t('imp_pickKind')), h('div', { class: 'row buttons' }, choices.map((l) => h('button', {
          class: 'primary', dataset: { kind: l.action.kind }, onClick: () => { ui.importAt = null; ctx.act(l.index); },
        }, `${unitName(l.action.kind)} → ${placeName(ui.importAt)}`))));
      } else if (ui.pickAt) {
        const choices = ofType('select_army').filter((l) => l.action.from === ui.pickAt);
        parts.push(h('div', { class: 'row buttons' }, choices.map((l) => h('button', {
          class: 'primary', dataset: { stance: l.action.stance ?? '' }, onClick: () => { ui.pickAt = null; ctx.act(l.index); },
        }, pick(l.label)))));
      } else if (ui.selected) {
        parts.push(h('p', { class: 'hint' }, t('imp_pickDestination')));
      } else if (targets().size) {
        parts.push(h('p', { class: 'hint' }, t('imp_pickUnit')));
      }
      for (const l of ofType('destroy_factory')) {
        parts.push(h('button', { class: 'primary', dataset: { action: 'destroy_factory', region: l.action.region }, onClick: () => ctx.act(l.index) }, pick(l.label)));
      }
      const invest = ofType('buy').length || ofType('trade_up').length;
      if (invest || ofType('donate_to').length) {
        parts.push(h('button', { id: 'open-bonds', class: invest ? 'primary' : '', onClick: () => openBonds(firstBondNation()) }, invest ? t('imp_bonds') : t('imp_donateOpen')));
      }
    }
    put(slot, parts);
  }
  function firstBondNation() {
    const board = ui.view.game.board;
    const l = ofType('buy')[0] ?? ofType('trade_up')[0];
    if (l) return l.action.nation;
    return board.phase.phase === 'draft' ? board.phase.nation : board.active;
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
    const game = view.game;
    const board = game.board;
    const key = `${ui.history}|${JSON.stringify(view.legal)}`;
    if (key !== ui.lastLegalKey) {
      // A new decision: forget half-made choices; open the bond window when it is time to invest or donate.
      ui.lastLegalKey = key;
      ui.selected = null;
      ui.importAt = null;
      ui.pickAt = null;
      ui.bondFrom = null;
      ui.bondTo = null;
      const investing = !history && (ofType('buy').length || ofType('trade_up').length);
      if (!history && board.donating) {
        ui.bondOpen = true;
        ui.bondAuto = true;
        ui.bondTab = board.donating;
      } else if (investing && ui.bondDismissedAt !== key) {
        ui.bondOpen = true;
        ui.bondAuto = true;
        ui.bondTab = firstBondNation();
      } else if (!investing && ui.bondAuto) {
        ui.bondOpen = false;
        ui.bondAuto = false;
      }
    }
    mapSvg.dataset.phase = board.donating ? 'donation' : board.phase.phase;
    if (ui.dropTo && !history) {
      // The second half of a dragged army: its destination, when it is offered now.
      const move = ofType('move_army').find((l) => l.action.to === ui.dropTo);
      ui.dropTo = null;
      if (move) queueMicrotask(() => ctx.act(move.index));
    }
    drawPieces(board);
    drawGhosts();
    drawRondel(game);
    drawNations(game);
    drawPower(game);
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
    // Confirmed once: a paid rondel move (money, and no way back) and destroying a factory (three armies lost).
    // An import (1M of the nation's treasury per unit) is an ordinary step of the turn.
    confirm: (action, view, cost) => {
      if (action.type === 'rondel' && cost > 0) return t('confirmCost', { cost });
      if (action.type === 'destroy_factory') return t('imp_confirmDestroy');
      return null;
    },
    costText: (cost) => t('imp_cost', { cost }),
    logMark: (entry) => (MARKED_EVENTS.has(entry.event?.type) ? `imp-${entry.event.type}` : null),
    finalDetails: (view) => finalDetails(view),
    focusElement() {
      if (ui.history || !ui.view) return null;
      if (!bondEl.hidden) return bondEl.querySelector('.bond-box');
      if (ofType('rondel').length) return rondelEl;
      if (targets().size || ofType('destroy_factory').length) return mapWrap;
      return null;
    },
    actionSent() {
      ui.selected = null;
      ui.importAt = null;
      ui.pickAt = null;
    },
    relabel() {
      if (ui.map) drawBase();
    },
    destroy() {
      window.removeEventListener('pointerup', endDrag);
    },
  };
}
