// Liberté's table: a map of France (27 numbered provinces shaped and coloured by their 6 regions, fleur-de-lis
// and VP marked, Paris placed, every stack with its owner's token), the three supplies, the turn track with its
// battles, the battle box, the election track with government, opposition and presence, the face-up cards and the
// deck, every player's display and hand size, your own hand with each card's region, faction, value and symbols,
// and the election's results province by province as they are resolved.
//
// The page shows only what the server's view holds (other hands and the deck order are never in it) and every
// click is one of the view's legal actions: a province to place a block, a face-up card or the deck to take a
// card, a hand card to discard it, a display card to promote it. Playing cards and special cards stay
// guidance-panel buttons, labelled by the server.

import { fetchJsonOnce, h, put, s } from '../../dom.js';
import { pick, t } from './i18n.js';
import { markerLayout } from './layout.js';

/** Region colours (light, so black text and faction blocks stay readable); each region also has its name. */
const REGION_FILL = {
  west: '#CFE3C6', north: '#F3E2B3', east: '#D9D2EC', centre: '#F1D0C3', southwest: '#C9E4EA', southeast: '#EAD9B8',
};
const FACTION = {
  blue: { colour: '#0072B2', text: '#FFFFFF', letter: 'M' },
  white: { colour: '#FFFFFF', text: '#000000', letter: 'R' },
  red: { colour: '#D55E00', text: '#FFFFFF', letter: 'J' },
};
const FACTIONS = ['blue', 'white', 'red'];
/** Okabe–Ito based seat colours for control tokens; the seat number is written on the token too. */
const SEAT_COLOURS = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#CC79A7', '#444444'];
const CLICKED = new Set(['block', 'take', 'promote', 'discard']);

/** The drawing (map.json, made by tools/maps/generate.py from geographic facts): each province's outline as
 * an SVG path, its label point and the room around it, and Paris. Loaded once per page. */
const loadMap = () => fetchJsonOnce(new URL('./map.json', import.meta.url));

export function createBoard(container, ctx) {
  const ui = { map: null, view: null, history: false };
  const mapSvg = s('svg', { class: 'lb-map', id: 'lb-map', role: 'img', 'aria-label': t('lb_map') });
  const tracksEl = h('section', { class: 'lb-tracks', id: 'lb-tracks' });
  const electionEl = h('section', { class: 'lb-election', id: 'lb-election' });
  const cardsEl = h('section', { class: 'lb-cards', id: 'lb-cards' });
  const playersEl = h('section', { class: 'lb-players', id: 'lb-players' });
  const handEl = h('section', { class: 'lb-hand', id: 'lb-hand' });
  put(container, h('div', { class: 'lb' },
    h('div', { class: 'lb-main' }, h('div', { class: 'lb-mapwrap' }, mapSvg), handEl, playersEl),
    h('div', { class: 'lb-side' }, cardsEl, tracksEl, electionEl)));
  loadMap().then((map) => {
    ui.map = map;
    if (ui.view) render(ui.view, { history: ui.history });
  });

  const legal = () => (ui.history || !ui.view ? [] : (ui.view.legal ?? []).map((action, index) => ({ action, index })));
  const ofType = (type) => legal().filter((l) => l.action.type === type);
  const label = (index) => pick(ui.view.labels[index]);
  const word = (cat, id) => ctx.word(cat, String(id));
  const factionName = (f) => word('factions', f);
  const cardOf = (game, id) => game.cards[String(id)] ?? game.cards[id];

  function token(seat, x, y, r = 9) {
    return s('g', { class: 'token', dataset: { seat } },
      s('circle', { cx: x, cy: y, r, fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], stroke: '#000' }),
      s('text', { x, y: y + r * 0.45, 'text-anchor': 'middle', class: 'token-n', style: `font-size:${(r * 1.3).toFixed(1)}px` }, String(seat + 1)));
  }

  // ---- the map
  // Two layers: the provinces' shapes, then one marker per province at its label point (number, name, marks and
  // stacks on a light plate) so that no shape covers another province's marker. Both are clickable when the
  // province is a legal target; the marker is the `g.province` element.
  function drawMap(game, map) {
    const p = game.public;
    const blocks = new Map(ofType('block').map((l) => [l.action.province, l.index]));
    const voting = p.stage.stage === 'election' ? p.stage.next : null;
    const contested = p.contest?.kind?.about === 'province' ? p.contest.kind.province : null;
    const shapes = [];
    const markers = [];
    for (const { number: n } of game.board.provinces) {
      const shape = map.provinces[n];
      const region = provinceRegion(n);
      const index = blocks.get(n);
      const clickable = index != null;
      const state = `${clickable ? ' target' : ''}${voting === n || contested === n ? ' voting' : ''}`;
      const onClick = clickable ? () => ctx.act(index) : null;
      const name = `${n}-${word('provinces', n)}`;
      const tip = clickable ? label(index) : `${name} (${word('regions', region)})${FLEUR.has(n) ? ` ⚜ ${t('lb_fleur')}` : ''}${VP[n] ? ` · ${VP[n]} VP` : ''}`;
      shapes.push(s('path', { class: `tile${state}`, d: shape.path, fill: REGION_FILL[region] ?? '#EEE', dataset: { province: n }, onClick },
        s('title', {}, tip)));

      const [x, y] = shape.label;
      const stacks = p.provinces[n - 1] ?? [];
      const controller = game.controllers[n - 1];
      const marks = [FLEUR.has(n) ? '⚜' : null, VP[n] ? `${VP[n]}VP` : null].filter(Boolean).join(' ');
      // Sized and laid out by the room around the label point (layout.js), so that it stays in the province.
      const layout = markerLayout({ room: shape.room, title: `${n} ${shortName(word('provinces', n))}`, name: word('provinces', n), number: n, marks, stacks });
      const g = s('g', {
        class: `province${state}`, transform: `translate(${x} ${y}) scale(${layout.scale.toFixed(3)})`,
        dataset: { province: n, region, layout: layout.kind },
        tabindex: clickable ? 0 : null, role: clickable ? 'button' : null,
        'aria-label': clickable ? label(index) : name,
        onClick,
        onKeydown: clickable ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); ctx.act(index); } } : null,
      });
      const groups = stacks.map((st) => s('g', { class: `stack${controller === st.owner ? ' control' : ''}`, dataset: { owner: st.owner, faction: st.faction, blocks: st.blocks } },
        s('title', {}, `${ctx.seatName(st.owner)}: ${factionName(st.faction)} ×${st.blocks}`)));
      for (const part of layout.parts) {
        if (part.type === 'plate') g.append(s('rect', { class: 'plate', x: part.x, y: part.y, width: part.w, height: part.h, rx: 4 }));
        else if (part.type === 'text') g.append(s('text', { class: part.cls, x: part.x + part.w / 2, y: part.y + 10, 'text-anchor': 'middle' }, part.text));
        else if (part.type === 'token') groups[part.stack].append(token(part.owner, part.x + part.w / 2, part.y + part.h / 2, part.w / 2));
        else if (part.type === 'block') {
          groups[part.stack].append(s('rect', { x: part.x, y: part.y, width: part.w, height: part.h, fill: FACTION[part.faction].colour, stroke: '#000', class: 'block' }));
        } else if (part.type === 'badge') {
          const f = FACTION[part.faction];
          groups[part.stack].append(s('rect', { x: part.x, y: part.y, width: part.w, height: part.h, fill: f.colour, stroke: '#000', class: 'block' }),
            s('text', { x: part.x + part.w / 2, y: part.y + part.h - 2.5, 'text-anchor': 'middle', class: 'badge-n', fill: f.text }, part.text));
        }
      }
      g.append(...groups);
      g.append(s('title', {}, tip));
      markers.push(g);
    }
    const [px, py] = map.paris;
    const paris = s('g', { class: 'paris', transform: `translate(${px} ${py})` },
      s('circle', { r: 4.5 }), s('text', { x: 7, y: 4, class: 'paris-name' }, t('lb_paris')));
    const legend = Object.entries(REGION_FILL).map(([id, fill], i) => s('g', { transform: `translate(14 ${600 + i * 22})` },
      s('rect', { width: 16, height: 16, fill, stroke: '#555' }), s('text', { x: 22, y: 13, class: 'legend' }, word('regions', id))));
    mapSvg.dataset.stage = p.stage.stage;
    mapSvg.dataset.turn = p.turn;
    mapSvg.setAttribute('viewBox', map.viewBox.join(' '));
    mapSvg.replaceChildren(s('g', { class: 'shapes' }, shapes), s('path', { class: 'outline', d: map.outline }),
      ...legend, s('g', { class: 'markers' }, markers), paris);
  }

  // The printed board (each province's region, fleur-de-lis and VP; the battles' VP) comes in the view's
  // `board`, read at every render.
  let FLEUR = new Set();
  let VP = {};
  let REGION_OF = {};
  const provinceRegion = (n) => REGION_OF[n];
  const wide = (text) => /[^\u0000-\u00FF]/.test(text);
  /** A province name that fits its marker: about 14 Latin letters or 6 wide (Japanese) characters. */
  const shortName = (name) => {
    const max = wide(name) ? 6 : 14;
    return name.length > max ? `${name.slice(0, max - 1)}…` : name;
  };

  // ---- tracks, supplies, battle, election
  function drawTracks(game) {
    const p = game.public;
    const turns = [1, 2, 3, 4].map((turn) => {
      const battle = game.board.battles.find((b) => b.turn === turn);
      return h('li', { class: `turn${turn === p.turn ? ' current' : ''}`, dataset: { turn } },
        h('strong', {}, t('lb_turn', { n: turn })),
        battle ? h('span', { class: 'battle' }, ` ⚔ ${word('battles', turn)} · ${t('lb_battleVp', { vp: battle.vp })}`) : '',
        turn === 2 && p.reserve.some((n) => n > 0) ? h('span', { class: 'muted' }, ` · ${t('lb_reserve', { n: p.reserve.join('/') })}`) : '');
    });
    const supplies = FACTIONS.map((f, i) => h('li', { class: 'supply', dataset: { faction: f } },
      h('span', { class: `lb-block lb-${f}` }, FACTION[f].letter), ` ${factionName(f)}: `, h('strong', {}, p.supply[i])));
    const battleBox = p.battle_box.map((n, i) => (n ? h('li', { dataset: { seat: i } }, `${ctx.seatName(i)}: ${n}`) : null)).filter(Boolean);
    const max = Math.max(17, ...p.votes);
    const track = FACTIONS.map((f, i) => h('li', { class: 'vote-row', dataset: { faction: f, votes: p.votes[i] } },
      h('span', { class: `lb-block lb-${f}` }, FACTION[f].letter), ` ${factionName(f)} `,
      h('span', { class: 'vote-bar', style: `width:${(p.votes[i] / max) * 60}%` }), ` ${p.votes[i]}`));
    const presence = p.presence.map((x, i) => (x ? ctx.seatName(i) : null)).filter(Boolean);
    put(tracksEl,
      h('h2', {}, t('lb_supplies')), h('ul', { class: 'plain', id: 'lb-supplies' }, supplies),
      p.exhausted && p.stage.stage === 'actions' ? h('p', { class: 'hint' }, t('lb_exhausted')) : null,
      h('h2', {}, t('lb_turns')), h('ol', { class: 'plain turn-track', id: 'lb-turns' }, turns),
      h('h3', {}, t('lb_battleBox')), h('ul', { class: 'plain', id: 'lb-battle' }, battleBox.length ? battleBox : h('li', { class: 'muted' }, t('lb_none'))),
      h('p', { id: 'lb-defeats' }, t('lb_defeats', { n: p.defeats }), ' · ', t('lb_royalist', { n: game.royalist_count })),
      h('h2', {}, t('lb_election')), h('ul', { class: 'plain', id: 'lb-track' }, track),
      h('p', { class: 'muted small' }, t('lb_landslide')),
      h('p', { id: 'lb-government' }, `${t('lb_government')}: ${p.government ? factionName(p.government) : t('lb_none')} · ${t('lb_opposition')}: ${p.opposition ? factionName(p.opposition) : t('lb_none')}`),
      h('p', { id: 'lb-presence' }, `${t('lb_presence')}: ${presence.length ? presence.join(', ') : t('lb_none')}`));
  }

  function drawElection(game) {
    const p = game.public;
    const rows = p.results.map((r) => h('li', { dataset: { province: r.province, faction: r.faction ?? 'none', tie: r.tie } },
      h('strong', {}, `${r.province}-${word('provinces', r.province)}: `),
      r.winner != null
        ? [h('span', { class: `lb-block lb-${r.faction}` }, FACTION[r.faction].letter), ` ${ctx.seatName(r.winner)} +${r.votes}`]
        : t('lb_noVote'),
      r.tie ? ` (${t('lb_tie')})` : ''));
    const contest = p.contest;
    const promos = contest ? contest.promoted.map(([seat, card]) => h('li', {}, `${ctx.seatName(seat)}: ${cardLabel(game, card)}`)) : [];
    put(electionEl, h('h2', {}, t('lb_results')),
      rows.length ? h('ol', { class: 'plain results', id: 'lb-results' }, rows) : h('p', { class: 'muted' }, t('lb_noResults')),
      contest ? [h('h3', {}, t('lb_contest')), h('ul', { class: 'plain', id: 'lb-contest' }, promos.length ? promos : h('li', { class: 'muted' }, t('lb_none')))] : null);
  }

  // ---- cards
  function cardLabel(game, id) {
    const c = cardOf(game, id);
    return c ? `${pick(c.name)} #${id}` : `#${id}`;
  }

  /** A card with its region, faction, value and symbols; a button when `l` is a legal action for it. */
  function cardEl(game, id, l) {
    const c = cardOf(game, id);
    if (!c) return h('span', { class: 'lb-card' }, `#${id}`);
    const f = c.faction ? FACTION[c.faction] : null;
    const where = c.kind === 'personality' ? word('regions', c.region) : c.kind === 'club' ? t('lb_club') : t('lb_special');
    const symbols = [c.cannon ? `⊕ ${t('lb_cannon')}` : null, c.sans_culotte ? `♦ ${t('lb_sans')}` : null, c.general ? `★ ${t('lb_general')}` : null].filter(Boolean);
    const body = [
      h('span', { class: 'card-name' }, pick(c.name), h('span', { class: 'muted' }, ` #${id}`)),
      h('span', { class: 'card-line' },
        f ? h('span', { class: `lb-block lb-${c.faction}`, title: factionName(c.faction) }, `${f.letter}${c.value}`) : '',
        ` ${where}`),
      symbols.length ? h('span', { class: 'card-symbols' }, symbols.join(' · ')) : null,
      c.kind === 'special' ? h('span', { class: 'card-effect muted' }, t(`lb_fx_${c.special}`)) : null,
    ];
    const data = { card: id, kind: c.kind, faction: c.faction ?? '', value: c.value, region: c.region ?? '' };
    const style = c.kind === 'personality' ? `border-left: 8px solid ${REGION_FILL[c.region] ?? '#ccc'}` : '';
    return l
      ? h('button', { class: 'lb-card clickable', style, dataset: { ...data, action: l.action.type, index: l.index }, title: label(l.index), onClick: () => ctx.act(l.index) }, body)
      : h('span', { class: 'lb-card', style, dataset: data }, body);
  }

  function drawCards(game) {
    const p = game.public;
    const takes = ofType('take');
    const faceUp = p.face_up.map((id) => cardEl(game, id, takes.find((l) => l.action.source.from === 'face_up' && l.action.source.card === id)));
    const deck = takes.find((l) => l.action.source.from === 'deck');
    put(cardsEl, h('h2', {}, t('lb_cards')), h('div', { class: 'lb-row', id: 'lb-faceup' }, faceUp),
      h('p', {}, t('lb_deck', { n: game.deck_size }), ' ',
        deck ? h('button', { class: 'action', id: 'lb-draw', dataset: { index: deck.index, action: 'take' }, onClick: () => ctx.act(deck.index) }, t('lb_draw')) : ''),
      h('p', { class: 'muted small' }, t('lb_discardPile', { n: p.discard.length, m: p.boxed.length })),
      takes.length ? h('p', { class: 'hint' }, t('lb_clickCard')) : null);
  }

  function drawPlayers(game) {
    const p = game.public;
    const promotes = ofType('promote');
    const seats = p.order.map((i) => {
      const display = p.displays[i].map((id) => cardEl(game, id, i === game.seat ? promotes.find((l) => l.action.card === id) : null));
      return h('div', { class: `lb-player${i === game.seat ? ' mine' : ''}`, dataset: { seat: i } },
        h('div', { class: 'player-head' }, h('span', { class: 'lb-token', style: `background:${SEAT_COLOURS[i % SEAT_COLOURS.length]}` }, String(i + 1)),
          ' ', h('strong', {}, ctx.seatName(i)),
          h('span', { class: 'muted' }, ` · ${t('lb_vp', { n: p.vp[i] })} · ${t('lb_handSize', { n: game.hand_sizes[i] })}`,
            p.battle_box[i] ? ` · ${t('lb_tokensBattle', { n: p.battle_box[i] })}` : '', p.presence[i] ? ` · ${t('lb_presence')}` : '')),
        h('div', { class: 'lb-row display' }, display.length ? display : h('span', { class: 'muted' }, `${t('lb_display')}: ${t('lb_empty')}`)));
    });
    put(playersEl, h('h2', {}, `${t('lb_players')} (${t('lb_order')})`), seats, promotes.length ? h('p', { class: 'hint' }, t('lb_clickCard')) : null);
  }

  function drawHand(game) {
    if (game.seat == null) {
      put(handEl);
      handEl.hidden = true;
      return;
    }
    handEl.hidden = false;
    const discards = ofType('discard');
    const cards = game.hand.map((id) => cardEl(game, id, discards.find((l) => l.action.card === id)));
    put(handEl, h('h2', {}, t('lb_hand', { n: game.hand.length })), h('div', { class: 'lb-row', id: 'lb-hand-cards' }, cards),
      h('p', { class: 'muted small', id: 'lb-points' }, t('lb_points', { r: game.red_points ?? 0, w: game.white_points ?? 0 })),
      ofType('block').length ? h('p', { class: 'hint' }, t('lb_clickProvince')) : null,
      discards.length ? h('p', { class: 'hint' }, t('lb_clickCard')) : null);
  }

  function render(view, { history }) {
    ui.view = view;
    ui.history = history;
    const game = view.game;
    if (!game?.public) return;
    FLEUR = new Set(game.board.provinces.filter((x) => x.fleur_de_lis).map((x) => x.number));
    VP = Object.fromEntries(game.board.provinces.filter((x) => x.vp).map((x) => [x.number, x.vp]));
    REGION_OF = Object.fromEntries(game.board.provinces.map((x) => [x.number, x.region]));
    if (ui.map) drawMap(game, ui.map);
    drawCards(game);
    drawTracks(game);
    drawElection(game);
    drawPlayers(game);
    drawHand(game);
  }

  return {
    render,
    clickable: (action) => CLICKED.has(action.type),
    confirm: () => null,
    relabel() {
      mapSvg.setAttribute('aria-label', t('lb_map'));
    },
  };
}
