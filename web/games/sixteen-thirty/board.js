// Sixteen Thirty Something's table: the map of Europe around 1630 with every nation's counters, the nation
// table (with neighbours), the victory-point and turn tracks, every player's influence piles, your hand, your
// secret victory counters, the trade dialog, the vote with its reveal and the last war's dice.
//
// The page only shows what the server's view holds for this seat (other seats' hands and counters are never
// in it) and every click is one of the view's legal actions: a nation on the map for votes and special cards,
// a card in hand for specials, offers, deliveries and discards, a card of your own weak pile to remove it,
// and the trade and vote choices as buttons in their panels. Everything else stays a guidance-panel button.

import { fetchJsonOnce, h, put, s } from '../../dom.js';
import { pick, t } from './i18n.js';

const NATIONS = ['spain', 'england', 'france', 'denmark', 'netherlands', 'sweden', 'german_princes', 'habsburg_empire', 'poland'];
/** Okabe–Ito colours; each side also has a letter and a fill pattern, so colour is never the only cue. */
const SIDE = {
  red: { letter: 'R', colour: '#D55E00', tint: '#F2C1A0', pattern: 'st-hatch', key: 'st_red' },
  blue: { letter: 'B', colour: '#0072B2', tint: '#A9CFE8', pattern: 'st-dots', key: 'st_blue' },
};
/** A neutral nation's own pale fill, so that neighbours are told apart before they join a side (a side's
 * fill is its pattern); every nation also has a dark border. */
const NEUTRAL_FILL = {
  spain: '#F3E3B5', england: '#E4D3EC', france: '#D7E8C6', denmark: '#F6D2C4', netherlands: '#FBE7A8',
  sweden: '#CFE3EE', german_princes: '#E9DCC2', habsburg_empire: '#F2CFDA', poland: '#DCE7D0',
};
/** The marker boxes on the map (SVG units), laid out so that no two overlap. */
const BOX = { w: 124, h: 54 };

/** Marker positions: each nation's label point, pushed apart (vertically, then horizontally) until no two
 * boxes of `BOX` size overlap; the same points always give the same layout. */
export function layoutMarkers(points) {
  const at = Object.fromEntries(Object.entries(points).map(([id, p]) => [id, [...p]]));
  const ids = Object.keys(at);
  const gap = 4;
  for (let round = 0; round < 50; round += 1) {
    let moved = false;
    for (let i = 0; i < ids.length; i += 1) {
      for (let j = i + 1; j < ids.length; j += 1) {
        const [a, b] = [at[ids[i]], at[ids[j]]];
        const ox = BOX.w + gap - Math.abs(a[0] - b[0]);
        const oy = BOX.h + gap - Math.abs(a[1] - b[1]);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        // Separate along the axis that needs less movement, half each.
        if (oy <= ox) {
          const d = (oy / 2) * (a[1] <= b[1] ? -1 : 1);
          a[1] += d;
          b[1] -= d;
        } else {
          const d = (ox / 2) * (a[0] <= b[0] ? -1 : 1);
          a[0] += d;
          b[0] -= d;
        }
      }
    }
    if (!moved) break;
  }
  return at;
}
const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
/** Log events that change the shape of the game: a nation changing camp, a war, a turn's scores. */
const MARKED_EVENTS = new Set(['side_changed', 'war', 'scored']);
/** Actions the board turns into clicks or its own panel buttons; all others stay in the guidance panel. */
const CLICKED = new Set(['vote_in', 'play', 'give', 'discard', 'deliver', 'remove_weak', 'assassinate', 'trade_with', 'no_trade', 'ask', 'propose', 'withdraw', 'accept', 'decline', 'counter', 'ballot',
  'call']);

const loadMap = () => fetchJsonOnce(new URL('./map.json', import.meta.url));

/** The title's words (`Game::words`, served by /api/games); bound to the table's `ctx.word` by createBoard. */
let word = (category, id) => id;
const nationName = (id) => word('nations', id);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A card's kind in words: a nation, Open, or a special card. */
function kindName(kind) {
  if (kind === 'open') return word('cards', 'open');
  if (kind.named) return nationName(kind.named);
  return word('specials', kind.special);
}
function kindClass(kind) {
  if (kind === 'open') return 'open';
  return kind.named ? 'named' : 'special';
}
const cardText = (card) => (card.kind.special ? kindName(card.kind) : `${kindName(card.kind)} ${card.value}`);

function sideBadge(side) {
  const info = SIDE[side];
  return h('span', { class: `st-side st-side-${side ?? 'neutral'}`, title: info ? t(info.key) : t('st_neutral') },
    info ? info.letter : 'N');
}

export function createBoard(container, ctx) {
  word = ctx.word;
  // `playing`: the special card picked in the hand whose target is being chosen. The pick stays in the page
  // (nobody else learns of it); the card is played, with its target, by one action.
  const ui = { map: null, view: null, history: false, playing: null };

  const mapSvg = s('svg', { class: 'st-map', id: 'st-map', role: 'img', 'aria-label': t('st_map') });
  const nationsEl = h('section', { class: 'st-nations', id: 'st-nations' });
  const tracksEl = h('section', { class: 'st-tracks', id: 'st-tracks' });
  const playersEl = h('section', { class: 'st-players', id: 'st-players' });
  const handEl = h('section', { class: 'st-hand', id: 'st-hand' });
  const countersEl = h('section', { class: 'st-counters', id: 'st-counters' });
  const tradeEl = h('section', { class: 'st-trade', id: 'st-trade' });
  const voteEl = h('section', { class: 'st-vote', id: 'st-vote' });
  const warEl = h('section', { class: 'st-war', id: 'st-war' });
  put(container, h('div', { class: 'st' },
    h('div', { class: 'st-main' }, h('div', { class: 'st-mapwrap' }, mapSvg), playersEl, nationsEl),
    h('div', { class: 'st-side' }, handEl, countersEl, tradeEl, voteEl, warEl, tracksEl)));

  loadMap().then((map) => {
    ui.map = map;
    if (ui.view) render(ui.view, { history: ui.history });
    else if (ui.preview) preview();
  }).catch((error) => put(mapSvg.parentNode, h('p', { class: 'error' }, String(error))));

  // ---- legal actions
  const legal = () => (ui.history || !ui.view ? [] : (ui.view.legal ?? []).map((action, index) => ({ action, index })));
  const ofType = (type) => legal().filter((l) => l.action.type === type);
  const label = (index) => ui.view.labels[index];
  /** The ways to play the picked special card: on a nation (`owner` null) or on a pile (the Assassin). */
  const plays = () => (ui.playing ? ofType('play').filter((l) => l.action.special === ui.playing) : []);
  const choose = (special) => { ui.playing = special; render(ui.view, { history: ui.history }); };
  /** A panel button for legal action `l`, labelled by the server. */
  const actButton = (l, extra = {}) => h('button', {
    class: `action${extra.primary ? ' primary' : ''}`, dataset: { index: l.index, action: l.action.type, ...(extra.data ?? {}) },
    onClick: () => ctx.act(l.index),
  }, extra.text ?? pick(label(l.index)));

  // ---- the map
  function defs() {
    return s('defs', {},
      s('pattern', { id: 'st-hatch', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        s('rect', { width: 8, height: 8, fill: SIDE.red.tint }),
        s('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: SIDE.red.colour, 'stroke-width': 2.2 })),
      s('pattern', { id: 'st-dots', width: 8, height: 8, patternUnits: 'userSpaceOnUse' },
        s('rect', { width: 8, height: 8, fill: SIDE.blue.tint }),
        s('circle', { cx: 4, cy: 4, r: 1.6, fill: SIDE.blue.colour })));
  }

  function drawMap(game) {
    const map = ui.map;
    const p = game.public;
    const targets = new Map();
    for (const l of [...plays(), ...ofType('vote_in')]) if (l.action.owner == null) targets.set(l.action.nation, l.index);
    const voteNation = p.vote?.nation;
    mapSvg.setAttribute('viewBox', map.viewBox.join(' '));
    mapSvg.dataset.phase = p.phase.phase;
    const at = (id) => map.nations[id].label;
    ui.boxes ??= layoutMarkers(Object.fromEntries(NATIONS.map((id) => [id, map.nations[id].label])));
    const shapes = NATIONS.map((id, i) => {
      const n = p.nations[i];
      const fill = n.side ? `url(#${SIDE[n.side].pattern})` : NEUTRAL_FILL[id];
      const index = targets.get(id);
      const clickable = index != null;
      const path = s('path', {
        d: map.nations[id].path, fill, class: `nation${clickable ? ' target' : ''}${voteNation === id ? ' voting' : ''}`,
        dataset: { nation: id, side: n.side ?? 'neutral' },
        tabindex: clickable ? 0 : null, role: clickable ? 'button' : null,
        'aria-label': clickable ? pick(label(index)) : nationName(id),
        onClick: clickable ? () => ctx.act(index) : null,
        onKeydown: clickable ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); ctx.act(index); } } : null,
      });
      path.append(s('title', {}, clickable ? pick(label(index)) : nationName(id)));
      return path;
    });
    const links = map.adjacency.map(([a, b]) => s('line', {
      class: 'adjacency', x1: at(a)[0], y1: at(a)[1], x2: at(b)[0], y2: at(b)[1], dataset: { a, b },
    }));
    const markers = NATIONS.map((id, i) => {
      const n = p.nations[i];
      const [x, y] = ui.boxes[id];
      const index = targets.get(id);
      const g = s('g', {
        class: `marker${index != null ? ' target' : ''}`, transform: `translate(${x} ${y})`, dataset: { nation: id },
        onClick: index != null ? () => ctx.act(index) : null,
      });
      const w = BOX.w;
      g.append(
        s('rect', { x: -w / 2, y: -BOX.h / 2, width: w, height: BOX.h, rx: 5, class: 'marker-box' }),
        s('text', { y: -12, class: 'marker-name', 'text-anchor': 'middle' }, nationName(id)),
        s('text', { y: 5, class: 'marker-stats', 'text-anchor': 'middle' }, `★${n.status} ⚔${n.army} ◆${n.ability}`),
        s('g', { transform: `translate(${-w / 2 + 3} 9)` },
          s('rect', { width: 18, height: 15, rx: 2, fill: n.side ? SIDE[n.side].colour : '#FFFFFF', stroke: '#333' }),
          s('text', { x: 9, y: 12, 'text-anchor': 'middle', class: 'side-letter', fill: n.side ? '#FFFFFF' : '#000000' },
            n.side ? SIDE[n.side].letter : 'N')),
        n.leaders ? s('text', { x: 8, y: 22, class: 'leader', 'text-anchor': 'middle' },
          n.leaders > 1 ? `⚑${n.leaders}` : '⚑L') : null,
        n.unrest ? s('text', { x: 40, y: 22, class: 'unrest', 'text-anchor': 'middle' }, '⚡U') : null);
      g.append(s('title', {}, nationSummary(id, n)));
      return g;
    });
    mapSvg.replaceChildren(defs(), s('rect', { width: map.viewBox[2], height: map.viewBox[3], class: 'sea' }),
      s('path', { d: map.scenery, class: 'scenery' }), ...shapes, s('g', { class: 'links' }, links), ...markers);
  }

  function nationSummary(id, n) {
    const parts = [nationName(id), `${t('st_status')} ${n.status}`, `${t('st_army')} ${n.army}`,
      `${t('st_ability')} ${n.ability}`, n.side ? t(SIDE[n.side].key) : t('st_neutral')];
    if (n.leaders) parts.push(n.leaders > 1 ? `${t('st_leader')} ×${n.leaders}` : t('st_leader'));
    if (n.unrest) parts.push(t('st_unrest'));
    return parts.join(' · ');
  }

  function neighbours(id) {
    return (ui.map?.adjacency ?? []).filter((pair) => pair.includes(id)).map(([a, b]) => (a === id ? b : a));
  }

  function drawNations(game) {
    const p = game.public;
    const rows = NATIONS.map((id, i) => {
      const n = p.nations[i];
      return h('tr', { class: 'nation', dataset: { nation: id, side: n.side ?? 'neutral' } },
        h('th', {}, nationName(id)), h('td', {}, sideBadge(n.side)),
        h('td', { class: 'status' }, n.status), h('td', { class: 'army' }, n.army), h('td', { class: 'ability' }, n.ability),
        h('td', { class: 'leader' }, '⚑'.repeat(n.leaders)), h('td', { class: 'unrest' }, n.unrest ? '⚡' : ''),
        h('td', { class: 'neighbours muted' }, neighbours(id).map(nationName).join(', ')));
    });
    put(nationsEl, h('h2', {}, t('st_nations')), h('table', {},
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, t('st_side')), h('th', {}, t('st_status')),
        h('th', {}, t('st_army')), h('th', {}, t('st_ability')), h('th', {}, t('st_leader')), h('th', {}, t('st_unrest')),
        h('th', {}, t('st_neighbours')))),
      h('tbody', {}, rows)));
  }

  // ---- players, piles, hand, counters
  function drawPlayers(game) {
    const p = game.public;
    const me = game.seat;
    const removable = ofType('remove_weak');
    const pileTargets = plays().filter((l) => l.action.owner != null);
    const assassinate = ofType('assassinate');
    const assassinPile = p.phase.phase === 'assassin_card' ? p.phase : null;
    const seats = [];
    for (let i = 0; i < p.players; i += 1) {
      const piles = p.piles[i].map((pile) => {
        const pileAct = pileTargets.find((l) => l.action.owner === i && l.action.nation === pile.nation);
        const cards = pile.cards.map((card) => {
          let l = null;
          if (i === me) l = removable.find((r) => r.action.nation === pile.nation && same(r.action.card, card));
          if (!l && assassinPile && assassinPile.seat === i && assassinPile.nation === pile.nation) {
            l = assassinate.find((r) => same(r.action.card, card));
          }
          const cls = `card ${kindClass(card.kind)}${l ? ' clickable' : ''}`;
          return l
            ? h('button', { class: cls, dataset: { action: l.action.type, index: l.index }, onClick: () => ctx.act(l.index) }, cardText(card))
            : h('span', { class: cls }, cardText(card));
        });
        return h('div', {
          class: `pile ${pile.strong ? 'strong' : 'weak'}${pileAct ? ' clickable' : ''}`, dataset: { nation: pile.nation, strong: pile.strong },
          onClick: pileAct ? () => ctx.act(pileAct.index) : null, role: pileAct ? 'button' : null, tabindex: pileAct ? 0 : null,
        },
        h('span', { class: 'pile-head' }, nationName(pile.nation), ' ',
          h('span', { class: 'pile-kind' }, pile.strong ? t('st_strong') : t('st_weak')), ' ',
          h('strong', { class: 'pile-sum' }, game.influence[i][pile.nation] ?? 0)),
        h('span', { class: 'pile-cards' }, cards));
      });
      seats.push(h('div', {
        class: `player${i === me ? ' mine' : ''}${i === p.active ? ' active' : ''}`, dataset: { seat: i },
      },
      h('div', { class: 'player-head' }, i === p.first ? h('span', { class: 'first', title: t('st_firstPlayer') }, '① ') : '',
        h('strong', {}, ctx.seatName(i)), i === me ? ` (${t('you')})` : '',
        h('span', { class: 'muted' }, ` · ${t('st_handSize', { n: game.hand_sizes[i] })} · ${t('st_vpShort', { n: p.vp[i] })}`),
        game.pending_counts[i] ? h('span', { class: 'muted' }, ` · ${t('st_pendingCount', { n: game.pending_counts[i] })}`) : ''),
      h('div', { class: 'piles' }, piles.length ? piles : h('span', { class: 'muted' }, t('st_noPiles')))));
    }
    put(playersEl, h('h2', {}, t('st_influence')), seats);
  }

  function drawHand(game) {
    if (game.seat == null) {
      put(handEl);
      handEl.hidden = true;
      return;
    }
    handEl.hidden = false;
    const usable = [...ofType('play'), ...ofType('give'), ...ofType('discard'), ...ofType('deliver')];
    const actFor = (card) => usable.find((l) => (l.action.type === 'play'
      ? card.kind.special === l.action.special : same(l.action.card, card)));
    let picked = false;
    const cards = game.hand.map((card) => {
      const l = actFor(card);
      // A special card is picked first (again to put it back); its targets then light up on the map or the piles.
      const special = l?.action.type === 'play' ? card.kind.special : null;
      const chosen = special != null && special === ui.playing && !picked;
      if (chosen) picked = true;
      const cls = `card ${kindClass(card.kind)}${l ? ' clickable' : ''}${chosen ? ' picked' : ''}`;
      const data = { kind: JSON.stringify(card.kind), value: card.value };
      if (!l) return h('span', { class: cls, dataset: data }, cardText(card));
      if (special) {
        return h('button', {
          class: cls, dataset: { ...data, action: 'pick' }, 'aria-pressed': String(chosen),
          onClick: () => choose(chosen ? null : special),
        }, cardText(card));
      }
      return h('button', { class: cls, dataset: { ...data, action: l.action.type, index: l.index }, title: pick(label(l.index)), onClick: () => ctx.act(l.index) }, cardText(card));
    });
    const target = ui.playing && h('p', { class: 'hint', id: 'st-playing' },
      t(ui.playing === 'assassin' ? 'st_choosePile' : 'st_chooseNation', { card: word('specials', ui.playing) }), ' ',
      h('button', { id: 'st-cancel-play', onClick: () => choose(null) }, t('st_cancelPlay')));
    const hint = target || (usable.length ? h('p', { class: 'hint' }, t('st_clickCard')) : null);
    const pending = game.pending.length
      ? h('p', { class: 'muted', id: 'st-pending' }, t('st_pending'), ' ', game.pending.map(([c, n]) => `${cardText(c)} → ${nationName(n)}`).join(', '))
      : null;
    put(handEl, h('h2', {}, t('st_hand', { n: game.hand.length })), h('div', { class: 'cards' }, cards), hint, pending);
  }

  function drawCounters(game) {
    // At the end the counters are shown for everyone in the final ranking instead.
    if (game.seat == null || game.public.phase.phase === 'over') {
      put(countersEl);
      countersEl.hidden = true;
      return;
    }
    countersEl.hidden = false;
    const revealed = game.public.revealed;
    put(countersEl, h('h2', {}, t('st_counters')),
      h('p', { class: 'muted' }, t('st_countersSecret')),
      h('div', { class: 'counters' }, game.counters.map((n) => h('span', { class: 'counter', dataset: { nation: n } }, nationName(n)))),
      game.projected_points != null ? h('p', {}, t('st_projected', { n: game.projected_points })) : null,
      revealed ? h('ul', { id: 'st-revealed' }, revealed.map((list, i) => h('li', {}, `${ctx.seatName(i)}: ${list.map(nationName).join(', ')}`))) : null);
  }

  // ---- tracks
  function drawTracks(game) {
    const p = game.public;
    const turns = game.turn_track.map(({ turn, ends_on_at_most: at }) =>
      h('li', { class: `turn${turn === p.turn ? ' current' : ''}`, dataset: { turn } },
        h('span', { class: 'turn-no' }, turn),
        at ? h('span', { class: 'early', title: t('st_earlyEnd', { n: at }) }, at === 1 ? '⚀1' : `⚀1–${at}`) : ''));
    const order = [...Array(p.players).keys()].sort((a, b) => p.vp[b] - p.vp[a]);
    put(tracksEl, h('h2', {}, t('st_tracks')),
      h('p', { class: 'muted' }, t('st_turnOf', { turn: p.turn, max: game.turn_track.length })),
      h('ol', { class: 'turn-track', id: 'st-turns' }, turns),
      h('p', { class: 'muted small' }, t('st_earlyEndHelp')),
      h('h3', {}, t('st_vp')),
      h('ol', { class: 'vp-track', id: 'st-vp' }, order.map((i) => h('li', { dataset: { seat: i } },
        h('span', { class: 'vp-bar', style: `width:${Math.min(100, p.vp[i] * 2)}%` }),
        h('span', {}, `${ctx.seatName(i)}: ${p.vp[i]}`)))),
      // What each scoring gave each player: public, and what tells the others' secret counters apart.
      p.scorings?.length ? h('table', { class: 'scorings', id: 'st-scorings' },
        h('caption', {}, t('st_scorings')),
        h('thead', {}, h('tr', {}, h('th', {}, t('st_turn')), p.scorings.map((x) => h('th', { class: 'num' }, x.turn)))),
        h('tbody', {}, order.map((i) => h('tr', { dataset: { seat: i } },
          h('th', {}, ctx.seatName(i)), p.scorings.map((x) => h('td', { class: 'num' }, x.points[i])))))) : null);
  }

  // ---- trade, vote, war
  function drawTrade(game) {
    const p = game.public;
    const phase = p.phase.phase;
    const offer = p.trade?.offer;
    const buttons = ['trade_with', 'no_trade', 'ask', 'propose', 'withdraw', 'accept', 'decline', 'counter'].flatMap(ofType);
    const inTrade = phase.startsWith('trade_');
    if (!inTrade && !buttons.length) {
      put(tradeEl);
      tradeEl.hidden = true;
      return;
    }
    tradeEl.hidden = false;
    const parts = [h('h2', {}, t('st_trade'))];
    if (offer) {
      const mineGiving = game.seat === offer.from;
      const gives = mineGiving && game.offered.length ? game.offered.map(cardText) : offer.give.map(kindName);
      parts.push(h('p', { id: 'st-offer-parties' }, t('st_offerFromTo', { from: ctx.seatName(offer.from), to: ctx.seatName(offer.to) })),
        h('p', { class: 'offer-give', id: 'st-offer-give' }, h('strong', {}, t('st_gives')), ' ', gives.length ? gives.join(', ') : '—'),
        h('p', { class: 'offer-ask', id: 'st-offer-ask' }, h('strong', {}, t('st_asks')), ' ', offer.ask.length ? offer.ask.map(kindName).join(', ') : '—'),
        h('p', { class: 'muted' }, phase === 'trade_draft' ? t('st_drafting') : phase === 'trade_answer' ? t('st_awaitAnswer') : phase === 'trade_deliver' ? t('st_delivering') : ''));
      if (game.delivered.length) parts.push(h('p', {}, t('st_delivered'), ' ', game.delivered.map(cardText).join(', ')));
    }
    if (ofType('give').length) parts.push(h('p', { class: 'hint' }, t('st_giveHint')));
    if (ofType('deliver').length) parts.push(h('p', { class: 'hint' }, t('st_deliverHint')));
    const asks = ofType('ask');
    const others = buttons.filter((l) => l.action.type !== 'ask');
    if (others.length) parts.push(h('div', { class: 'row buttons', id: 'st-trade-buttons' }, others.map((l) => actButton(l, { primary: ['propose', 'accept'].includes(l.action.type) }))));
    if (asks.length) {
      parts.push(h('p', {}, t('st_askFor')), h('div', { class: 'row buttons asks', id: 'st-asks' },
        asks.map((l) => actButton(l, { text: kindName(l.action.kind), data: { kind: JSON.stringify(l.action.kind) } }))));
    }
    put(tradeEl, parts);
  }

  function drawVote(game) {
    const p = game.public;
    const vote = p.vote;
    const last = p.last_vote;
    const ballots = ofType('ballot');
    const calls = ofType('call');
    const parts = [h('h2', {}, t('st_vote'))];
    if (vote) {
      parts.push(h('p', { id: 'st-vote-now', dataset: { nation: vote.nation, caller: vote.caller } }, t('st_voteIn', { nation: nationName(vote.nation), who: ctx.seatName(vote.caller) }),
        vote.subject ? ` — ${subjectText(vote.subject)}` : ''));
      if (vote.voters.length) {
        parts.push(h('ul', { class: 'voters', id: 'st-voters' }, vote.voters.map((seat) => h('li', { dataset: { seat, voted: vote.voted.includes(seat) } },
          `${ctx.seatName(seat)}: ${vote.voted.includes(seat) ? t('st_hasVoted') : t('st_notVoted')}`))));
      }
      if (game.ballot) parts.push(h('p', { id: 'st-my-ballot' }, t('st_myBallot'), ' ', sideBadge(game.ballot), ' ', t(SIDE[game.ballot].key)));
    }
    if (calls.length) parts.push(h('div', { class: 'row buttons', id: 'st-calls' }, calls.map((l) => actButton(l, { data: { subject: l.action.subject.subject } }))));
    if (ballots.length) {
      const yesNo = vote?.subject && (vote.subject.subject === 'war' || vote.subject.subject === 'rearm');
      parts.push(h('p', { class: 'hint' }, yesNo ? t('st_ballotYesNo') : t('st_ballotHint')),
        h('div', { class: 'row buttons', id: 'st-ballot' }, ballots.map((l) => actButton(l, {
          primary: true, data: { side: l.action.side },
          text: `${SIDE[l.action.side].letter} · ${t(SIDE[l.action.side].key)}${yesNo ? ` (${l.action.side === 'red' ? t('st_yes') : t('st_no')})` : ''}`,
        }))));
    }
    if (last) {
      parts.push(h('div', { class: 'reveal', id: 'st-reveal', dataset: { nation: last.nation, winner: last.winner ?? 'tie' } },
        h('h3', {}, t('st_lastVote', { nation: nationName(last.nation) }), ` — ${subjectText(last.subject)}`),
        h('ul', {}, last.ballots.map(([seat, side, votes]) => h('li', { dataset: { seat, side } }, sideBadge(side), ` ${ctx.seatName(seat)}: ${votes}`))),
        h('p', { class: 'totals' }, sideBadge('red'), ` ${last.red} : ${last.blue} `, sideBadge('blue'), ' — ',
          last.winner ? t('st_wins', { side: t(SIDE[last.winner].key) }) : t('st_tie'))));
    }
    if (parts.length === 1) parts.push(h('p', { class: 'muted' }, t('st_noVote')));
    put(voteEl, parts);
  }

  function subjectText(subject) {
    switch (subject.subject) {
      case 'join': return t('st_subjJoin');
      case 'war': return t('st_subjWar', { target: nationName(subject.target) });
      case 'rearm': return t('st_subjRearm');
      default: return t('st_subjChange');
    }
  }

  function drawWar(game) {
    const war = game.public.last_war;
    if (!war) {
      put(warEl);
      warEl.hidden = true;
      return;
    }
    warEl.hidden = false;
    const die = (d) => `${DIE_FACES[d - 1] ?? ''}${d}`;
    const row = (nation, dice, difference, mod, total) => h('tr', { dataset: { nation } }, h('th', {}, nationName(nation)),
      h('td', { class: 'dice' }, `${die(dice[0])} ${die(dice[1])} → ${difference}`),
      h('td', {}, mod >= 0 ? `+${mod}` : `${mod}`), h('td', { class: 'total' }, h('strong', {}, total)));
    put(warEl, h('h2', {}, t('st_war')),
      h('table', { id: 'st-war-table' }, h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, t('st_diceDifference')),
        h('th', {}, t('st_modifier')), h('th', {}, t('st_total')))),
      h('tbody', {}, row(war.attacker, war.dice.slice(0, 2), game.war_differences[0], war.attacker_modifier, war.attacker_total),
        row(war.defender, war.dice.slice(2), game.war_differences[1], war.defender_modifier, war.defender_total))),
      h('p', {}, war.winner ? t('st_warWinner', { nation: nationName(war.winner) }) : t('st_warTie')));
  }

  function render(view, { history }) {
    ui.view = view;
    ui.history = history;
    if (!plays().length) ui.playing = null;
    const game = view.game;
    if (!game?.public) return;
    if (ui.map) drawMap(game);
    drawNations(game);
    drawPlayers(game);
    drawHand(game);
    drawCounters(game);
    drawTrade(game);
    drawVote(game);
    drawWar(game);
    drawTracks(game);
  }

  /** Before the start: the map with every nation neutral and named. */
  function preview() {
    ui.preview = true;
    const map = ui.map;
    if (!map || ui.view) return;
    ui.boxes ??= layoutMarkers(Object.fromEntries(NATIONS.map((id) => [id, map.nations[id].label])));
    mapSvg.setAttribute('viewBox', map.viewBox.join(' '));
    mapSvg.replaceChildren(s('rect', { width: map.viewBox[2], height: map.viewBox[3], class: 'sea' }),
      s('path', { d: map.scenery, class: 'scenery' }),
      ...NATIONS.map((id) => s('path', { d: map.nations[id].path, fill: NEUTRAL_FILL[id], class: 'nation', dataset: { nation: id } },
        s('title', {}, nationName(id)))),
      ...NATIONS.map((id) => {
        const [x, y] = ui.boxes[id];
        return s('g', { class: 'marker', transform: `translate(${x} ${y})`, dataset: { nation: id } },
          s('rect', { x: -BOX.w / 2, y: -14, width: BOX.w, height: 24, rx: 5, class: 'marker-box' }),
          s('text', { y: 4, class: 'marker-name', 'text-anchor': 'middle' }, nationName(id)));
      }));
  }

  /** The end: each player's victory points (the score) and the secret counters now revealed, best first. */
  function finalDetails(view) {
    const p = view.game?.public;
    if (!p) return null;
    const order = [...Array(p.players).keys()].sort((a, b) => p.vp[b] - p.vp[a] || a - b);
    return h('div', { class: 'st-final', id: 'final-details' },
      h('h3', {}, t('st_finalTitle')),
      h('table', { class: 'ranking' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', { class: 'num' }, t('st_vp')), h('th', {}, t('st_revealedCounters')))),
        h('tbody', {}, order.map((i) => h('tr', { dataset: { seat: i } }, h('td', {}, ctx.seatName(i)),
          h('td', { class: 'num' }, p.vp[i]),
          h('td', { class: 'revealed-counters' }, (p.revealed?.[i] ?? []).map(nationName).join(', ') || '—'))))));
  }

  /** What to act on now (for the phone layout): the panel holding this decision's clicks. */
  function focusElement() {
    if (ui.history || !ui.view) return null;
    const has = (...types) => types.some((type) => ofType(type).length);
    if (ui.playing) return ui.playing === 'assassin' ? playersEl : mapSvg;
    if (has('vote_in')) return mapSvg;
    if (has('play', 'give', 'discard', 'deliver')) return handEl;
    if (has('remove_weak', 'assassinate')) return playersEl;
    if (has('trade_with', 'no_trade', 'ask', 'propose', 'withdraw', 'accept', 'decline', 'counter')) return tradeEl;
    if (has('ballot', 'call')) return voteEl;
    return null;
  }

  return {
    render,
    clickable: (action) => CLICKED.has(action.type),
    confirm: () => null,
    finalDetails,
    focusElement,
    preview,
    // A nation changing camp, a war and a turn's scoring stand out in the log and above the instruction.
    logMark: (entry) => (MARKED_EVENTS.has(entry.event?.type) ? `st-${entry.event.type}` : null),
    relabel() {
      mapSvg.setAttribute('aria-label', t('st_map'));
    },
  };
}
