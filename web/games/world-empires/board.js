// World Empires' table: the world map with every space (soldiers and merchants by colour, cities, great
// buildings, resources, forest chits, capitals) and the navies on seas, the empire card in play with its
// vitality, strengths and pieces left, each player's score and empires by epoch, the war dialog with the last
// battle's dice, the nomad phase and the epoch track.
//
// Every number comes from the server's view (scores now, strengths, dice, nomad vitality); the map's printed
// data (shapes, label points, points, resources) comes from map.json, generated from the crate's data and
// geographic facts (tools/world-empires-map/generate.py). Links of the game that the shapes do not show are lines.
// Two buttons above the map show the whole world or Europe and the Mediterranean enlarged (zoom.js), where the
// spaces are small and crowded; in either view every space and sea is clickable: a click shows it in the space
// panel, with buttons for the legal actions on it (one legal action is taken at once). Cards in hand and drawn
// empire cards are clicked in the cards panel.

import { fetchJsonOnce, h, put, s } from '../../dom.js';
import { pick, t } from './i18n.js';
import { inView, markerScale, zoomOf } from './zoom.js';

const COLOURS = ['#D55E00', '#0072B2', '#009E73', '#222222', '#F0E442', '#FFFFFF'];
const TEXT_ON = ['#FFFFFF', '#FFFFFF', '#FFFFFF', '#FFFFFF', '#000000', '#000000'];
const NOMAD = '#8B5A2B';
const REGION_TINT = ['#F4E1B8', '#F1D9A0', '#E9D0E8', '#F6D2C4', '#D8E8C8', '#CFE3D6', '#E8E2C8', '#D9E4F2',
  '#CDE7E4', '#EBD8C6', '#E1E9C9', '#D6DEEF'];
const RES_ICON = { grain: '🌾', horse: '🐎', forest: '🌲', gold: '🪙', iron: '⛏', trade: '⚓' };
const BARREN = '#E6DCCB';
const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
/** Actions the board offers on the map or in its panels. */
const SPACE_ACTIONS = new Set(['enter', 'soldier', 'merchant', 'expel', 'city', 'great', 'disaster', 'plunder',
  'remove_piece', 'move_capital', 'relocate', 'navy']);
const CARD_ACTIONS = new Set(['keep', 'play_event', 'discard', 'play_kingdom']);

const loadMap = () => fetchJsonOnce(new URL('./map.json', import.meta.url));

/** The spaces (land or water) a legal action is about. */
function actionSpaces(a) {
  if (a.type === 'navy') return [a.sea, a.with].filter(Boolean);
  if (a.type === 'relocate') return [a.from];
  return a.space ? [a.space] : [];
}

export function createBoard(container, ctx) {
  // `zoom`: the map's view, 'world' or 'europe' (kept while the board is redrawn).
  const ui = { map: null, view: null, history: false, selected: null, zoom: 'world' };
  const w = (cat, id) => ctx.word(cat, id);

  const mapSvg = s('svg', { class: 'we-map', id: 'we-map', role: 'img', 'aria-label': t('we_map') });
  const playersEl = h('section', { class: 'we-players', id: 'we-players' });
  const activeEl = h('section', { class: 'we-active', id: 'we-active' });
  const spaceEl = h('section', { class: 'we-space', id: 'we-space' });
  const cardsEl = h('section', { class: 'we-cards', id: 'we-cards' });
  const warEl = h('section', { class: 'we-war', id: 'we-war' });
  const nomadsEl = h('section', { class: 'we-nomads', id: 'we-nomads' });
  const epochsEl = h('section', { class: 'we-epochs', id: 'we-epochs' });
  const viewButtons = ['world', 'europe'].map((id) => h('button', {
    type: 'button', class: 'we-view', id: `we-view-${id}`, dataset: { view: id }, onClick: () => setZoom(id),
  }, t(`we_view_${id}`)));
  const outsideEl = h('span', { class: 'we-outside muted small', id: 'we-outside' });
  const viewBar = h('div', { class: 'we-viewbar', role: 'group', 'aria-label': t('we_view') }, viewButtons, outsideEl);
  put(container, h('div', { class: 'we' },
    h('div', { class: 'we-main' }, h('div', { class: 'we-mapwrap' }, viewBar, mapSvg), playersEl),
    h('div', { class: 'we-side' }, activeEl, spaceEl, cardsEl, warEl, nomadsEl, epochsEl)));

  loadMap().then((map) => {
    ui.map = map;
    if (ui.view) render(ui.view, { history: ui.history });
  }).catch((error) => put(mapSvg.parentNode, h('p', { class: 'error' }, String(error))));

  const legal = () => (ui.history || !ui.view ? [] : (ui.view.legal ?? []).map((action, index) => ({ action, index })));
  const label = (index) => pick(ui.view.labels[index]);
  const actButton = (l, primary = false) => h('button', {
    class: `action${primary ? ' primary' : ''}`, dataset: { index: l.index, action: l.action.type },
    onClick: () => ctx.act(l.index),
  }, label(l.index));

  function byTarget() {
    const map = new Map();
    for (const l of legal()) {
      if (!SPACE_ACTIONS.has(l.action.type)) continue;
      for (const id of actionSpaces(l.action)) {
        if (!map.has(id)) map.set(id, []);
        map.get(id).push(l);
      }
    }
    return map;
  }

  function select(id, targets) {
    const acts = targets.get(id) ?? [];
    if (acts.length === 1) {
      ctx.act(acts[0].index);
      return;
    }
    ui.selected = id;
    if (ui.view) render(ui.view, { history: ui.history });
  }

  function setZoom(id) {
    ui.zoom = id;
    if (ui.view && ui.map) render(ui.view, { history: ui.history });
  }

  const colourOf = (seat) => (seat == null ? NOMAD : COLOURS[seat]);
  const powerName = (id) => w('powers', id);

  // ---- the map
  function drawMap(game) {
    const map = ui.map;
    const p = game.public;
    const targets = byTarget();
    const pos = new Map([...map.spaces.map((x) => [x.id, x.label]), ...map.waters.map((x) => [x.id, x.label])]);
    const view = ui.zoom === 'europe' && map.views?.europe ? map.views.europe : map.viewBox;
    const zoom = zoomOf(map.viewBox, view);
    mapSvg.setAttribute('viewBox', view.join(' '));
    mapSvg.dataset.view = ui.zoom;
    mapSvg.dataset.step = p.phase.step;
    // Whose soldiers the acting power places, as the soldier markers name them (a nomad people's are nobody's).
    mapSvg.dataset.side = p.active ? (p.active.kind === 'nomad' ? 'nomad' : String(p.active.seat)) : '';
    for (const b of viewButtons) b.setAttribute('aria-pressed', String(b.dataset.view === ui.zoom));
    // Spaces to click that the enlarged view leaves out are counted beside the view buttons.
    const outside = [...targets.keys()].filter((id) => { const at = pos.get(id); return at && !inView(at, view); }).length;
    outsideEl.textContent = outside ? t('we_outside', { n: outside }) : '';
    const regionIndex = new Map(map.regions.map((r, i) => [r.id, i]));
    const tint = (sp) => (sp.barren ? BARREN : REGION_TINT[regionIndex.get(sp.region) % REGION_TINT.length]);
    const areaState = (id) => `${targets.has(id) ? ' target' : ''}${ui.selected === id ? ' selected' : ''}`;
    // The shapes: seas under the land, each land space filled with its region's tint; both clickable like
    // their markers.
    const seaAreas = map.waters.map((wtr) => s('path', {
      class: `sea-area${wtr.ocean ? ' ocean' : ''}${areaState(wtr.id)}`, d: wtr.path, dataset: { area: wtr.id },
      onClick: () => select(wtr.id, targets),
    }));
    const landAreas = map.spaces.map((sp) => s('path', {
      class: `land-area${areaState(sp.id)}`, d: sp.path, fill: tint(sp), dataset: { area: sp.id },
      onClick: () => select(sp.id, targets),
    }, s('title', {}, w('spaces', sp.id))));
    const regions = map.regions.map((r) => s('text', { x: r.label[0], y: r.label[1], class: 'region-name', 'text-anchor': 'middle', dataset: { region: r.id } }, w('regions', r.id)));
    // The game's links the shapes do not show (a strait, a short sea crossing) as lines between markers.
    const links = map.unshown.map(([a, b]) => s('line', { x1: pos.get(a)[0], y1: pos.get(a)[1], x2: pos.get(b)[0], y2: pos.get(b)[1], class: 'link' }));
    const held = new Map();
    for (const n of p.navies) for (const wtr of n.waters) held.set(wtr, [...(held.get(wtr) ?? []), n.seat]);
    const waters = map.waters.map((wtr) => {
      const acts = targets.get(wtr.id) ?? [];
      const [x, y] = wtr.label;
      const navies = held.get(wtr.id) ?? [];
      const g = s('g', {
        class: `water${wtr.ocean ? ' ocean' : ''}${acts.length ? ' target' : ''}${ui.selected === wtr.id ? ' selected' : ''}`,
        transform: `translate(${x} ${y}) scale(${markerScale(wtr.room, zoom).toFixed(3)})`, dataset: { space: wtr.id }, tabindex: 0, role: 'button',
        'aria-label': w('spaces', wtr.id), onClick: () => select(wtr.id, targets),
        onKeydown: (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select(wtr.id, targets); } },
      },
      s('ellipse', { rx: wtr.ocean ? 34 : 26, ry: 11, class: 'water-shape' }),
      s('text', { y: 4, class: 'water-name', 'text-anchor': 'middle' }, w('spaces', wtr.id)),
      navies.map((seat, i) => s('rect', { x: -10 + i * 9, y: -20, width: 8, height: 8, fill: colourOf(seat), class: 'navy', dataset: { seat } })));
      g.append(s('title', {}, w('spaces', wtr.id)));
      return g;
    });
    const nodes = map.spaces.map((sp, i) => {
      const st = p.spaces[i];
      const acts = targets.get(sp.id) ?? [];
      const [x, y] = sp.label;
      const mil = st.soldiers[0]?.seat;
      const soldiers = st.soldiers.reduce((a, x2) => a + x2.count, 0);
      const merchantSeats = new Map();
      for (const m of st.merchants) merchantSeats.set(m.seat, (merchantSeats.get(m.seat) ?? 0) + m.count);
      const capital = p.capitals.find((c) => c.space === sp.id);
      const g = s('g', {
        class: `space${acts.length ? ' target' : ''}${ui.selected === sp.id ? ' selected' : ''}${sp.barren ? ' barren' : ''}`,
        transform: `translate(${x} ${y}) scale(${markerScale(sp.room, zoom).toFixed(3)})`, dataset: { space: sp.id, region: sp.region }, tabindex: 0, role: 'button',
        'aria-label': acts.length ? `${w('spaces', sp.id)}: ${acts.map((l) => label(l.index)).join(', ')}` : w('spaces', sp.id),
        onClick: () => select(sp.id, targets),
        onKeydown: (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select(sp.id, targets); } },
      });
      g.append(
        s('circle', { r: 12, class: 'space-shape', fill: tint(sp) }),
        soldiers ? s('circle', { r: 9, fill: colourOf(mil), class: 'soldiers', dataset: { seat: mil ?? 'nomad' } }) : null,
        soldiers ? s('text', { y: 4, class: 'count', 'text-anchor': 'middle', fill: mil == null ? '#FFF' : TEXT_ON[mil] }, soldiers) : null,
        [...merchantSeats.entries()].map(([seat, n], k) => s('g', { transform: `translate(${12 + k * 11} -10)`, class: 'merchant', dataset: { seat } },
          s('rect', { x: -5, y: -5, width: 10, height: 10, rx: 5, fill: colourOf(seat) }),
          s('text', { y: 3.5, 'text-anchor': 'middle', class: 'mcount', fill: seat == null ? '#FFF' : TEXT_ON[seat] }, n))),
        st.cities ? s('text', { x: -14, y: -8, class: 'city', 'text-anchor': 'end' }, `▣${st.cities}`) : null,
        st.great_buildings ? s('text', { x: -14, y: 3, class: 'great', 'text-anchor': 'end' }, `★${st.great_buildings}`) : null,
        capital ? s('text', { x: 0, y: -15, class: 'capital', 'text-anchor': 'middle', fill: colourOf(capital.seat) }, '♛') : null,
        s('text', { y: 22, class: 'space-name', 'text-anchor': 'middle' },
          `${w('spaces', sp.id)}${sp.points ? ` ${sp.points}` : ''}`),
        s('text', { y: 31, class: 'res', 'text-anchor': 'middle' },
          sp.res.map((r) => (r === 'forest' ? `${RES_ICON[r]}${st.forest}` : RES_ICON[r])).join('')));
      g.append(s('title', {}, spaceSummary(sp, st)));
      return g;
    });
    mapSvg.replaceChildren(s('rect', { width: map.viewBox[2], height: map.viewBox[3], class: 'ocean-bg' }),
      s('g', { class: 'seas' }, seaAreas), s('path', { class: 'land', d: map.land }), s('g', { class: 'lands' }, landAreas),
      s('path', { class: 'coast', d: map.land }), s('path', { class: 'lake', d: map.lakes }), s('g', { class: 'regions' }, regions),
      s('g', { class: 'links' }, links), ...waters,
      // Markers overlap in crowded parts of the map (Europe): the clickable ones are drawn last, on top.
      ...nodes.filter((g) => !g.classList.contains('target')), ...nodes.filter((g) => g.classList.contains('target')));
  }

  function spaceSummary(sp, st) {
    const parts = [w('spaces', sp.id), w('regions', sp.region), t('we_points', { n: sp.points })];
    if (sp.barren) parts.push(t('we_barren'));
    if (sp.res.length) parts.push(sp.res.map((r) => w('resources', r)).join(', '));
    if (st.cities) parts.push(`${t('we_cities')} ${st.cities}`);
    if (st.great_buildings) parts.push(`${t('we_great')} ${st.great_buildings}`);
    return parts.join(' · ');
  }

  const stackText = (x) => `${x.seat == null ? t('we_nomadPieces') : ctx.seatName(x.seat)} · ${powerName(x.power)} ×${x.count}`;

  function drawSpace(game) {
    const targets = byTarget();
    const id = ui.selected;
    spaceEl.dataset.space = id ?? '';
    if (!id || !ui.map) {
      const any = targets.size > 0;
      put(spaceEl, h('h2', {}, t('we_space')), h('p', { class: 'muted' }, any ? t('we_clickSpace') : ''));
      return;
    }
    const acts = targets.get(id) ?? [];
    const i = ui.map.spaces.findIndex((x) => x.id === id);
    const parts = [h('h2', {}, w('spaces', id))];
    if (i >= 0) {
      const sp = ui.map.spaces[i];
      const st = game.public.spaces[i];
      const cap = game.public.capitals.find((c) => c.space === id);
      parts.push(h('p', { class: 'muted' }, spaceSummary(sp, st)),
        sp.res.includes('forest') ? h('p', {}, `${t('we_forest')}: ${st.forest}`) : null,
        cap ? h('p', {}, t('we_capital', { name: powerName(cap.power) })) : null,
        st.soldiers.length ? h('p', { class: 'stacks', id: 'we-soldiers' }, h('strong', {}, `${t('we_soldiers')}: `), st.soldiers.map(stackText).join('; ')) : null,
        st.merchants.length ? h('p', { class: 'stacks', id: 'we-merchants' }, h('strong', {}, `${t('we_merchants')}: `), st.merchants.map(stackText).join('; ')) : null);
    } else {
      const navies = game.public.navies.filter((n) => n.waters.includes(id));
      if (navies.length) parts.push(h('p', {}, h('strong', {}, `${t('we_navies')}: `), navies.map((n) => `${ctx.seatName(n.seat)} (${powerName(n.power)})`).join('; ')));
    }
    if (acts.length) parts.push(h('div', { class: 'row buttons', id: 'we-space-actions' }, acts.map((l) => actButton(l))));
    put(spaceEl, parts);
  }

  // ---- the empire in play
  function drawActive(game) {
    const c = game.active_card;
    const a = game.public.active;
    if (!c || !a) {
      put(activeEl, h('h2', {}, t('we_inPlay')), h('p', { class: 'muted' }, t('we_noneInPlay')));
      return;
    }
    const dice = c.dice ? t('we_dice', { dice: c.dice, bonus: c.bonus }) : t('we_flat');
    const gained = Object.keys(RES_ICON).map((r, i) => (a.gained[i] ? `${RES_ICON[r]}×${a.gained[i]}` : '')).filter(Boolean).join(' ');
    put(activeEl, h('h2', {}, t('we_inPlay')),
      h('p', { class: 'power-name', id: 'we-active-name', style: `border-left: 6px solid ${colourOf(c.seat)}` },
        h('strong', {}, powerName(c.power)), ` · ${w('regions', c.region)} · ${ctx.seatName(a.seat)}`),
      h('table', { id: 'we-active-stats' }, h('tbody', {},
        h('tr', {}, h('th', {}, t('we_vitality')), h('td', {}, c.vitality)),
        h('tr', {}, h('th', {}, t('we_military')), h('td', {}, c.military)),
        h('tr', {}, h('th', {}, t('we_commerce')), h('td', {}, `${c.commerce} → ${c.commerce_now}`)),
        h('tr', {}, h('th', {}, t('we_strength')), h('td', {}, `${c.strength} (${dice})`)),
        h('tr', { class: 'pool' }, h('th', {}, t('we_piecesLeft')), h('td', { id: 'we-pool' }, h('strong', {}, a.pool))),
        gained ? h('tr', {}, h('th', {}, t('we_gained')), h('td', {}, gained)) : null,
        a.event ? h('tr', {}, h('th', {}, t('we_eventPlayed')), h('td', {}, w('cards', a.event))) : null)));
  }

  // ---- players
  function drawPlayers(game) {
    const p = game.public;
    const rows = [];
    for (let i = 0; i < p.players; i += 1) {
      const now = game.scores_now[i];
      rows.push(h('tr', { class: `${i === game.seat ? 'mine' : ''}${p.active?.seat === i ? ' active' : ''}`, dataset: { seat: i } },
        h('td', {}, h('span', { class: 'swatch', style: `background:${COLOURS[i]}`, title: t(`we_colour_${i}`) }), ' ',
          h('strong', {}, ctx.seatName(i)), i === game.seat ? ` (${t('we_you')})` : ''),
        h('td', { class: 'vp' }, p.vp[i]),
        h('td', { class: 'now', title: `${now.spaces} + ${now.control} + ${now.complete_control} + ${now.cities} + ${now.great_buildings} + ${now.trade_route}` }, now.total),
        h('td', { class: 'history' }, p.history[i].map((pw) => powerName(pw)).join(' → ')),
        h('td', { class: 'muted' }, `${t('we_handCount', { n: game.hand_sizes[i] })}${p.options.minor_empires ? ` · ${t('we_kingdomCount', { n: game.kingdom_counts[i] })}` : ''}`)));
    }
    put(playersEl, h('h2', {}, t('we_players')), h('table', { id: 'we-players-table' },
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, t('we_vp')), h('th', {}, t('we_scoreNow')), h('th', {}, t('we_empires')), h('th', {}, ''))),
      h('tbody', {}, rows)));
  }

  // ---- cards
  function drawCards(game) {
    if (game.seat == null) {
      put(cardsEl);
      cardsEl.hidden = true;
      return;
    }
    cardsEl.hidden = false;
    const acts = legal().filter((l) => CARD_ACTIONS.has(l.action.type));
    const cardButton = (cat, id, matches) => {
      const l = acts.find(matches);
      return l
        ? h('button', { class: 'card clickable', dataset: { action: l.action.type, index: l.index, card: id }, title: label(l.index), onClick: () => ctx.act(l.index) }, w(cat, id))
        : h('span', { class: 'card', dataset: { card: id } }, w(cat, id));
    };
    const parts = [h('h2', {}, t('we_hand'))];
    if (game.drawn.length) {
      parts.push(h('h3', {}, t('we_drawn')), h('div', { class: 'cards', id: 'we-drawn' },
        game.drawn.map((id) => cardButton('powers', id, (l) => l.action.type === 'keep' && l.action.power === id))));
    }
    parts.push(h('h3', {}, t('we_events')), h('div', { class: 'cards', id: 'we-hand' },
      game.hand.map((id) => cardButton('cards', id, (l) => (l.action.type === 'play_event' || l.action.type === 'discard') && l.action.card === id))));
    if (game.public.options.minor_empires) {
      parts.push(h('h3', {}, t('we_kingdoms')), h('div', { class: 'cards', id: 'we-kingdoms' },
        game.kingdoms.map((id) => cardButton('powers', id, (l) => l.action.type === 'play_kingdom' && l.action.power === id))));
    }
    parts.push(h('p', { class: 'muted small' }, t('we_deck', { n: game.event_deck_size, d: game.public.discard.length })));
    put(cardsEl, parts);
  }

  // ---- war
  function drawWar(game) {
    const b = game.public.last_battle;
    if (!b) {
      put(warEl, h('h2', {}, t('we_war')), h('p', { class: 'muted' }, t('we_noWar')));
      return;
    }
    const die = (d) => `${DIE_FACES[d - 1] ?? ''}${d}`;
    const row = (role, power, seat, strength, dice, total) => h('tr', {},
      h('th', {}, t(role)), h('td', {}, h('span', { class: 'swatch', style: `background:${colourOf(seat)}` }), ' ', powerName(power)),
      h('td', {}, strength), h('td', { class: 'dice' }, dice.length ? dice.map(die).join(' ') : '—'), h('td', { class: 'total' }, h('strong', {}, total)));
    const winner = b.attacker_won == null ? t('we_tie') : t('we_wins', { name: powerName(b.attacker_won ? b.attacker : b.defender) });
    put(warEl, h('h2', {}, `${t('we_war')}: ${w('spaces', b.space)}`),
      b.automatic ? h('p', {}, t('we_auto')) : h('table', { id: 'we-war-table' }, h('tbody', {},
        row('we_attacker', b.attacker, b.attacker_seat, b.attacker_strength, b.attacker_dice, b.attacker_total),
        row('we_defender', b.defender, b.defender_seat, b.defender_strength, b.defender_dice, b.defender_total))),
      h('p', { id: 'we-war-result', dataset: { space: b.space } }, h('strong', {}, `${t('we_result')}: `), winner, b.city_lost ? ` · ${t('we_cityLost')}` : ''));
  }

  // ---- nomads
  function drawNomads(game) {
    const p = game.public;
    const parts = [h('h2', {}, t('we_nomads'))];
    const damage = new Map(p.nomad_damage.map(([n, d]) => [n, d]));
    parts.push(h('ul', { id: 'we-nomad-list' }, game.nomad_vitality.map(([n, v]) => h('li', { dataset: { power: n } },
      t('we_nomadNow', { name: powerName(n), v, d: damage.get(n) ?? 0 })))));
    if (p.invasions.length) {
      parts.push(h('ol', { id: 'we-invasions' }, p.invasions.map((inv, i) => h('li', { class: i < p.invasions_done ? 'done' : '' },
        t('we_invasion', { name: powerName(inv.power), v: inv.vitality, who: ctx.seatName(inv.seat) }), i < p.invasions_done ? ` (${t('we_done')})` : ''))));
    }
    put(nomadsEl, parts);
  }

  // ---- epochs
  function drawEpochs(game) {
    const p = game.public;
    const last = p.options.five_epochs ? 5 : 3;
    const items = [];
    for (let e = 1; e <= last; e += 1) {
      const current = e === p.epoch;
      items.push(h('li', { class: `epoch${current ? ' current' : ''}${e < p.epoch ? ' past' : ''}`, dataset: { epoch: e } },
        t('we_epoch', { n: e }),
        current && p.age ? ` · ${w('ages', p.age)} (${t('we_die', { n: p.age_roll })})` : ''));
    }
    put(epochsEl, h('h2', {}, t('we_epochs')), h('ol', { class: 'epoch-track', id: 'we-epoch-track' }, items));
  }

  function render(view, { history }) {
    ui.view = view;
    ui.history = history;
    const game = view.game;
    if (!game?.public) return;
    if (ui.map) drawMap(game);
    drawActive(game);
    drawSpace(game);
    drawCards(game);
    drawPlayers(game);
    drawWar(game);
    drawNomads(game);
    drawEpochs(game);
  }

  return {
    render,
    clickable: (action) => SPACE_ACTIONS.has(action.type) || CARD_ACTIONS.has(action.type),
    confirm: () => null,
    actionSent() {
      ui.selected = null;
    },
    relabel() {
      mapSvg.setAttribute('aria-label', t('we_map'));
      viewBar.setAttribute('aria-label', t('we_view'));
      for (const b of viewButtons) b.textContent = t(`we_view_${b.dataset.view}`);
    },
  };
}
