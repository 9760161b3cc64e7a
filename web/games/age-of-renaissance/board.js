// Age of Renaissance's table: the map (every land space drawn as its real area, with its market number,
// commodity, domination marker and tokens; satellites and their arrows; the seas; your reach and what an attack
// needs), every house's mat
// (cash, tokens, stock, misery, ship, cards in hand as a count, advances by category, score), your hand, the
// advance chart with your prices after credits, the turn-order track, the last payout / competition / war with
// its dice, the sealed bid form and a plot of the scores by turn.
//
// The page shows only what the server's view holds for this seat and every click is one of the view's legal
// actions: a space for tokens, competitions, pirates, events and capitals; a card of your hand to play it; an
// advance to buy it; the bid form sends the legal bid with that amount. Everything else stays a guidance-panel
// button.

import { fetchJsonOnce, h, put, s } from '../../dom.js';
import { pick, t } from './i18n.js';

/** Okabe–Ito colours for seats 0–5; each seat is also named in every panel, so colour is never the only cue. */
const COLOURS = ['#E69F00', '#56B4E9', '#009E73', '#D55E00', '#CC79A7', '#0072B2'];
const COMMODITY_COLOURS = {
  stone: '#9a9a9a', wool: '#f4f1e1', timber: '#8b5a2b', grain: '#e8d36b', cloth: '#7fa7d9', wine: '#8e2c48',
  metal: '#5f6b73', fur: '#6b4b35', silk: '#e7a6c8', spice: '#d98c1f', gold: '#f2c200', ivory: '#fffbea',
};
const CATEGORIES = ['science', 'religion', 'commerce', 'communication', 'exploration', 'civics'];
const MISERY = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000];
const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
/** Actions the board turns into clicks or its own buttons; the others stay in the guidance panel. */
const CLICKED = new Set(['token', 'attack', 'reduce', 'capital', 'play_commodity', 'play_event', 'play_leader',
  'buy_advance', 'capital_bid', 'order_bid', 'leave']);

/** The drawing (map.json, made by tools/maps/generate.py age-of-renaissance from geographic facts): each
 * space's shape or off-map box, label point and room, the seas, the game's links the shapes do not show, and
 * the printed data (kinds, markets, commodities, advances). Loaded once per page. */
const loadMap = () => fetchJsonOnce(new URL('./map.json', import.meta.url));

/** A marker's scale in a small space: shrunk with the room around its label point (map.json), never below
 * 0.55 so that its number stays readable. */
const markerScale = (room) => Math.max(0.55, Math.min(1, room / 18)).toFixed(2);

/** The space an action acts on, if any. */
function spaceOf(a) {
  if (a.space) return a.space;
  if (a.city) return a.city;
  if (a.target?.kind === 'space') return a.target.id;
  return null;
}

function shipText(ship) {
  if (ship === 'none') return '—';
  const [stage, level] = Object.entries(ship)[0];
  const name = { galley: 'Galley', seaworthy: 'Seaworthy', ocean: 'Ocean' }[stage];
  return stage === 'seaworthy' ? `${name} ${[10, 12, 14, 16][level - 1]}` : `${name} ${level}`;
}

export function createBoard(container, ctx) {
  // `bidDraft`: the amount typed into the bid form, kept while other seats' moves redraw the board.
  const ui = { map: null, view: null, history: false, bidDraft: null };
  const mapSvg = s('svg', { class: 'aor-map', id: 'aor-map', role: 'img', 'aria-label': t('aor_map') });
  const statusEl = h('section', { class: 'aor-status', id: 'aor-status' });
  const playersEl = h('section', { class: 'aor-players', id: 'aor-players' });
  const handEl = h('section', { class: 'aor-hand', id: 'aor-hand' });
  const bidEl = h('section', { class: 'aor-bid', id: 'aor-bid' });
  const advEl = h('section', { class: 'aor-advances', id: 'aor-advances' });
  const lastEl = h('section', { class: 'aor-last', id: 'aor-last' });
  const plotEl = h('section', { class: 'aor-plot', id: 'aor-plot' });
  put(container, h('div', { class: 'aor' },
    h('div', { class: 'aor-main' }, statusEl, h('div', { class: 'aor-mapwrap' }, mapSvg), playersEl, advEl),
    h('div', { class: 'aor-side' }, bidEl, handEl, lastEl, plotEl)));

  loadMap().then((map) => {
    ui.map = map;
    if (ui.view) render(ui.view, { history: ui.history });
  }).catch((error) => put(mapSvg.parentNode, h('p', { class: 'error' }, String(error))));

  const legal = () => (ui.history || !ui.view ? [] : (ui.view.legal ?? []).map((action, index) => ({ action, index })));
  const label = (index) => pick(ui.view.labels[index]);
  const word = (cat, id) => ctx.word(cat, id);
  const button = (l, text, cls = 'action') => h('button', {
    class: cls, dataset: { index: l.index, action: l.action.type }, title: label(l.index), onClick: () => ctx.act(l.index),
  }, text ?? label(l.index));

  // ---- the map
  // Layers, bottom to top: the seas (each its own shape), the land, each space's shape tinted with its
  // dominating house's colour (an off-map box as a box), lakes, the game's links the shapes do not show
  // (dashed), satellites' support arrows, the seas' names, then one marker per space at its label point.
  function drawMap(game) {
    const map = ui.map;
    const pub = game.public;
    const sp = map.spaces;
    const pos = (id) => sp[id]?.label ?? map.waters[id]?.label;
    const acts = new Map();
    for (const l of legal()) {
      const id = spaceOf(l.action);
      if (id && !acts.has(id)) acts.set(id, l);
    }
    const reach = new Map((game.reach ?? []).map(([id, need]) => [id, need]));
    const seas = Object.entries(map.waters).map(([id, w]) => s('path', { d: w.path, class: 'aor-water', dataset: { sea: id } },
      s('title', {}, word('seas', id))));
    const lands = map.order.map((id, i) => {
      const owner = pub.spaces[i].dom;
      const l = acts.get(id);
      const attrs = {
        class: `aor-land${sp[id].box ? ' box' : ''}${l ? ' target' : ''}`, dataset: { space: id },
        style: owner != null ? `fill:${COLOURS[owner]};fill-opacity:0.45` : null,
        onClick: l ? () => ctx.act(l.index) : null,
      };
      if (sp[id].box) {
        const [x, y, width, height] = sp[id].box;
        return s('rect', { ...attrs, x, y, width, height, rx: 6 });
      }
      return s('path', { ...attrs, d: sp[id].path });
    });
    const nodes = [s('rect', { class: 'aor-ocean', width: map.viewBox[2], height: map.viewBox[3] }),
      s('g', { class: 'aor-seas' }, seas), s('path', { class: 'aor-landmass', d: map.land }),
      s('g', { class: 'aor-lands' }, lands), s('path', { class: 'aor-lake', d: map.lakes })];
    for (const [a, b] of map.unshown) {
      const [x1, y1] = pos(a);
      const [x2, y2] = pos(b);
      nodes.push(s('line', { class: 'aor-link', x1, y1, x2, y2, dataset: { a, b } }));
    }
    for (const [sat, target] of map.arrows) {
      const [x1, y1] = pos(sat);
      const [x2, y2] = pos(target);
      nodes.push(s('line', { class: 'aor-arrow', x1, y1, x2, y2, 'marker-end': 'url(#aor-head)' }));
    }
    for (const [id, w] of Object.entries(map.waters)) {
      nodes.push(s('text', { class: 'aor-sea', x: w.label[0], y: w.label[1] + 4 }, word('seas', id)));
    }
    const markers = [];
    map.order.forEach((id, i) => {
      const st = pub.spaces[i];
      const [x, y] = sp[id].label;
      const market = map.markets[id];
      const satellite = map.kinds[id] === 'satellite';
      const r = satellite ? 6 : 7 + 1.5 * market;
      const owner = st.dom;
      const l = acts.get(id);
      const fill = owner != null ? COLOURS[owner] : '#f7f1de';
      const shape = satellite
        ? s('rect', { x: -r, y: -r, width: 2 * r, height: 2 * r, fill, class: 'aor-shape' })
        : s('circle', { r, fill, class: `aor-shape${map.kinds[id] === 'capital' ? ' capital' : ''}${owner != null && st.dom_new ? ' new' : ''}` });
      const parts = [shape];
      if (reach.has(id)) parts.push(s('circle', { r: r + 4, class: 'aor-reach' }));
      (map.commodities[id] ?? []).forEach((c, k) => parts.push(s('circle', {
        cx: r - 2 - 6 * k, cy: -r + 2, r: 3.5, fill: COMMODITY_COLOURS[c], class: 'aor-commodity',
      }, s('title', {}, word('commodities', c)))));
      parts.push(s('text', { class: 'aor-market', y: 4 }, satellite ? '1' : String(market)));
      parts.push(s('text', { class: 'aor-name', y: r + 10 }, word('spaces', id)));
      const tokens = st.old.map((o, seat) => ({ seat, n: o + st.new[seat] })).filter((x2) => x2.n > 0);
      tokens.forEach(({ seat, n }, k) => parts.push(s('text', {
        class: 'aor-tokens', x: 12 * (k - (tokens.length - 1) / 2), y: -r - 3, fill: COLOURS[seat],
      }, `■${n}`)));
      if (reach.get(id) != null) parts.push(s('text', { class: 'aor-need', x: r + 2, y: 4 }, `⚔${reach.get(id)}`));
      const title = `${word('spaces', id)} (${market})${owner != null ? ` — ${ctx.seatName(owner)}` : ''}`;
      markers.push(s('g', {
        class: `aor-space${l ? ' target' : ''}`, dataset: { space: id, index: l?.index ?? '' }, tabindex: l ? 0 : null,
        transform: `translate(${x} ${y}) scale(${markerScale(sp[id].room)})`,
        role: l ? 'button' : null, 'aria-label': l ? label(l.index) : title,
        onClick: l ? () => ctx.act(l.index) : null,
        onKeydown: l ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); ctx.act(l.index); } } : null,
      }, s('title', {}, l ? label(l.index) : title), parts));
    });
    // Markers overlap where spaces are small (Italy, the Low Countries): the clickable ones are drawn last, on top.
    nodes.push(...markers.filter((g) => !g.classList.contains('target')), ...markers.filter((g) => g.classList.contains('target')));
    mapSvg.setAttribute('viewBox', map.viewBox.join(' '));
    mapSvg.dataset.phase = pub.phase.phase;
    mapSvg.dataset.turn = pub.turn;
    put(mapSvg, s('defs', {}, s('marker', { id: 'aor-head', markerWidth: 6, markerHeight: 6, refX: 5, refY: 3, orient: 'auto' },
      s('path', { d: 'M0,0 L6,3 L0,6 z', class: 'aor-arrowhead' }))), nodes);
  }

  // ---- turn, order of play, markers
  function drawStatus(game) {
    const pub = game.public;
    const spaces = { 3: [1, 3, 5], 4: [1, 3, 5, 6], 5: [1, 2, 3, 4, 5], 6: [1, 2, 3, 4, 5, 6] }[pub.players];
    const markers = pub.markers.map((m, i) => ({ m, i })).filter((x) => x.m !== 0);
    const COMS = Object.keys(COMMODITY_COLOURS);
    put(statusEl,
      h('p', { id: 'aor-turn' }, t('aor_turn', { turn: pub.turn, epoch: pub.epoch, deck: game.deck_size }),
        pub.final_turn ? h('strong', {}, ` — ${t('aor_final')}`) : null),
      h('div', { class: 'aor-order', id: 'aor-order' }, h('strong', {}, `${t('aor_order')}: `),
        pub.order.map((seat, k) => h('span', { class: 'aor-chip', style: `border-color:${COLOURS[seat]}`, dataset: { seat } },
          `${t('aor_space', { n: spaces[k] })} ${ctx.seatName(seat)}`))),
      h('p', { id: 'aor-markers' }, `${t('aor_markersTitle')}: `, markers.length
        ? markers.map((x) => `${word('commodities', COMS[x.i])} ${x.m > 0 ? '+' : ''}${x.m}`).join(', ') : t('aor_none')),
      h('p', { class: 'muted' }, t('aor_reach')));
  }

  // ---- every house's mat
  function drawPlayers(game) {
    const pub = game.public;
    const map = ui.map;
    const rows = pub.seats.map((st, seat) => {
      const held = (cat) => (map?.advances ?? []).filter((a, i) => a.category === cat && (st.advances & (1 << i)));
      return h('tr', { dataset: { seat }, class: `${st.eliminated ? 'out' : ''}${seat === game.seat ? ' mine' : ''}` },
        h('th', { style: `border-left:6px solid ${COLOURS[seat]}` }, ctx.seatName(seat), st.capital ? ` (${word('spaces', st.capital)})` : '',
          st.eliminated ? ` — ${t('aor_out')}` : ''),
        h('td', {}, `$${st.cash}`), h('td', {}, st.tokens), h('td', {}, game.stock[seat]),
        h('td', {}, MISERY[Math.min(st.misery, 25)]), h('td', {}, shipText(st.ship)), h('td', {}, game.hand_sizes[seat]),
        h('td', {}, game.dominations[seat]), h('td', {}, `$${game.income[seat]}`), h('td', {}, `$${game.stabilization[seat]}`),
        h('td', {}, game.tiers[seat]),
        h('td', { class: 'aor-adv-cell' }, CATEGORIES.map((cat) => h('span', { class: `aor-cat aor-cat-${cat}`, title: t(`aor_cat_${cat}`) },
          held(cat).map((a) => a.letter).join('') || '·'))),
        h('td', {}, game.scores[seat]));
    });
    put(playersEl, h('h3', {}, t('aor_players')), h('table', { class: 'aor-mats', id: 'aor-mats' },
      h('thead', {}, h('tr', {}, ['', 'aor_cash', 'aor_tokens', 'aor_stock', 'aor_misery', 'aor_ship', 'aor_cards', 'aor_markers',
        'aor_income', 'aor_stab', 'aor_tier', 'aor_advances', 'aor_score'].map((k) => h('th', {}, k ? t(k).split(' (')[0] : '')))),
      h('tbody', {}, rows)));
  }

  // ---- the advance chart with this seat's prices
  function drawAdvances(game) {
    const map = ui.map;
    if (!map || game.seat == null) { put(advEl); return; }
    const buy = new Map(legal().filter((l) => l.action.type === 'buy_advance').map((l) => [l.action.advance, l]));
    put(advEl, h('h3', {}, t('aor_advances')), h('div', { class: 'aor-chart', id: 'aor-chart' }, CATEGORIES.map((cat) =>
      h('div', { class: `aor-col aor-cat-${cat}` }, h('h4', {}, t(`aor_cat_${cat}`)),
        map.advances.map((a, i) => ({ a, i })).filter((x) => x.a.category === cat).map(({ a, i }) => {
          const price = game.prices[i];
          const l = buy.get(a.id);
          const text = `${a.letter} ${word('advances', a.id)} ${price == null ? `(${t('aor_owned')})` : `$${price}/${a.cost}`}`;
          return l ? button(l, text, 'aor-adv buy') : h('div', { class: `aor-adv${price == null ? ' owned' : ''}`, dataset: { advance: a.id } }, text);
        })))));
  }

  // ---- your hand
  function drawHand(game) {
    if (game.seat == null) { put(handEl); return; }
    const plays = legal().filter((l) => l.action.card && l.action.type.startsWith('play'));
    put(handEl, h('h3', {}, t('aor_hand')), game.hand.length ? h('ul', { id: 'aor-handlist' }, game.hand.map((card) => {
      const mine = plays.filter((l) => l.action.card === card);
      return h('li', { class: 'aor-card', dataset: { card } }, h('span', {}, word('cards', card)), ' ',
        mine.length <= 3 ? mine.map((l) => button(l)) : null);
    })) : h('p', { class: 'muted' }, t('aor_noHand')));
  }

  // ---- the sealed bid
  function drawBid(game) {
    const bids = legal().filter((l) => l.action.type === 'capital_bid' || l.action.type === 'order_bid');
    const pub = game.public;
    const phase = pub.phase.phase;
    if (phase !== 'capital_bid' && phase !== 'order_bid') { put(bidEl); return; }
    const inList = game.bids_in.map((x, i) => (x ? ctx.seatName(i) : null)).filter(Boolean).join(', ') || t('aor_none');
    const parts = [h('h3', {}, t('aor_bid')), h('p', { id: 'aor-bids-in' }, t('aor_bidIn', { list: inList }))];
    if (game.bid != null) parts.push(h('p', { id: 'aor-my-bid' }, t('aor_bidMine', { n: game.bid })));
    if (bids.length) {
      const capital = bids[0].action.type === 'capital_bid';
      const amount = (l) => (capital ? l.action.amount : l.action.tokens);
      const min = Math.min(...bids.map(amount));
      const max = Math.max(...bids.map(amount));
      const draft = ui.bidDraft?.phase === phase && ui.bidDraft.turn === pub.turn ? ui.bidDraft.value : null;
      const input = h('input', { type: 'number', id: 'aor-bid-amount', min, max, value: draft ?? Math.max(min, Math.min(0, max)),
        onInput: () => { ui.bidDraft = { phase, turn: pub.turn, value: input.value }; } });
      const send = () => {
        const want = Number(input.value);
        const l = bids.find((x) => amount(x) === want);
        if (l) {
          ui.bidDraft = null;
          ctx.act(l.index);
        }
      };
      parts.push(h('label', {}, capital ? t('aor_bidCapital') : t('aor_bidOrder'), ' ', input),
        h('button', { class: 'primary', id: 'aor-bid-send', onClick: send }, t('aor_bidSend')));
    }
    // Leaving the game (seed 11.4) is offered instead of a bid, apart from it and confirmed first.
    const leave = legal().find((l) => l.action.type === 'leave');
    if (leave) parts.push(h('p', { class: 'aor-leave' }, button(leave)));
    put(bidEl, parts);
  }

  // ---- the last payout, competition or war
  function drawLast(game) {
    const last = game.public.last;
    if (!last) { put(lastEl); return; }
    const parts = [h('h3', {}, t('aor_last'))];
    if (last.kind === 'payout') {
      parts.push(h('p', {}, t('aor_payout', { c: word('commodities', last.commodity) })),
        h('ul', { id: 'aor-payout' }, last.paid.map((paid, seat) => h('li', { dataset: { seat } },
          `${ctx.seatName(seat)}: ${last.held[seat]} / ${last.boxes[seat]} / $${paid}`))));
    } else if (last.kind === 'competition') {
      parts.push(h('p', { id: 'aor-competition' }, t('aor_comp', { who: ctx.seatName(last.attacker), space: word('spaces', last.space), n: last.tokens }), ': ',
        last.dice ? `${DIE[last.dice[0] - 1]}${DIE[last.dice[1] - 1]}${DIE[last.dice[2] - 1]} ${t('aor_dice', { c: last.dice[0], s: last.order_space, b: last.dice[1], w: last.dice[2] })}` : t('aor_cathedral'),
        ' — ', h('strong', {}, last.won ? t('aor_won') : t('aor_lost'))));
    } else if (last.kind === 'war') {
      parts.push(h('p', {}, t('aor_war', { who: ctx.seatName(last.attacker) })),
        h('ul', { id: 'aor-war' }, last.rounds.map(([def, da, ma, dd, md]) => h('li', {},
          `${ctx.seatName(last.attacker)} ${DIE[da - 1]}+${ma} — ${ctx.seatName(def)} ${DIE[dd - 1]}+${md}`))),
        last.winner != null ? h('p', {}, `${ctx.seatName(last.winner)}: ${t('aor_won')} (${last.markers_given})`) : null);
    }
    put(lastEl, parts);
  }

  // ---- the score plot
  function drawPlot(game) {
    const hist = game.public.history ?? [];
    if (hist.length === 0) { put(plotEl); return; }
    const W = 300;
    const H = 140;
    const all = hist.flat();
    const lo = Math.min(0, ...all);
    const hi = Math.max(1, ...all);
    const x = (i) => 20 + (hist.length === 1 ? 0 : (i * (W - 30)) / (hist.length - 1));
    const y = (v) => H - 15 - ((v - lo) * (H - 30)) / (hi - lo);
    const lines = hist[0].map((_, seat) => s('polyline', {
      class: 'aor-line', stroke: COLOURS[seat], dataset: { seat },
      points: hist.map((row, i) => `${x(i)},${y(row[seat])}`).join(' '),
    }, s('title', {}, ctx.seatName(seat))));
    put(plotEl, h('h3', {}, t('aor_plot')), s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'aor-plotsvg', id: 'aor-plotsvg' },
      s('line', { x1: 20, y1: y(0), x2: W - 10, y2: y(0), class: 'aor-axis' }), lines,
      s('text', { x: 2, y: 12, class: 'aor-axislabel' }, String(hi)), s('text', { x: 2, y: H - 4, class: 'aor-axislabel' }, String(lo))));
  }

  function render(view, { history }) {
    ui.view = view;
    ui.history = history;
    const game = view.game;
    if (!game?.public) return;
    if (ui.map) {
      drawMap(game);
      drawPlayers(game);
      drawAdvances(game);
    }
    drawStatus(game);
    drawBid(game);
    drawHand(game);
    drawLast(game);
    drawPlot(game);
  }

  return {
    render,
    clickable: (action) => CLICKED.has(action.type) && !(action.type === 'attack' && action.cathedral),
    confirm: (action, view, cost) => {
      if (action.type === 'leave') {
        return {
          en: 'You leave the game for good: your cards go, your pieces stay and only defend.',
          ja: 'ゲームから完全に抜けます。手札は捨てられ、盤上の駒は防御のみ行います。',
        };
      }
      return cost && cost > 0 ? { en: `This costs $${cost}.`, ja: `$${cost}かかります。` } : null;
    },
    relabel() {
      mapSvg.setAttribute('aria-label', t('aor_map'));
    },
  };
}
