//! Expansion (seed 9.5): Holy Indulgence at the start, Renaissance's swap of places, then each player in
//! order places tokens within reach (land, Caravan, ships), dominates spaces, competes for occupied ones with
//! dice, buys cards with tokens; the player who placed the most new domination markers draws a card.

use std::ops::ControlFlow;

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::model::{Area, Prov, Provs, SpaceKind, adv, data};
use rand::Rng;

use crate::model::CardId;
use crate::rules::{die, draw, misery, order_space, take_from_hand};
use crate::state::{Competition, Last, Phase, Public, Ship, State};

/// The start of the phase: Holy Indulgence tokens change hands (seed 9.5) and a victim of Civil War moves to
/// the end of the order of play.
pub fn begin(s: &mut State, ev: &mut Vec<Event>) {
    let live: Vec<Seat> = s.public.live().collect();
    let holders: Vec<Seat> = live.iter().copied().filter(|x| s.public.seat(*x).has(adv::HOLY_INDULGENCE)).collect();
    let others = live.len() - holders.len();
    for &h in &holders {
        let due = 2 * others as u32;
        let stock = s.public.stock(h);
        let st = s.public.seat_mut(h);
        st.tokens += due.min(stock);
        st.cash += due.saturating_sub(stock) as i64;
    }
    for &x in live.iter().filter(|x| !holders.contains(x)) {
        let due = 2 * holders.len() as u32;
        let st = s.public.seat_mut(x);
        let short = due.saturating_sub(st.tokens) as i64;
        st.tokens = st.tokens.saturating_sub(due);
        if short > 0 {
            if st.cash >= short {
                st.cash -= short;
            } else {
                misery(s, x, 1, ev);
            }
        }
    }
    let victims: Vec<Seat> = s.public.order.iter().copied().filter(|x| s.public.seat(*x).civil_war).collect();
    s.public.order.retain(|x| !victims.contains(x));
    s.public.order.extend(victims);
}

/// Adjacent players a Renaissance holder may swap places with (once a turn, with a player lacking it).
pub fn swap_partners(p: &Public, seat: Seat) -> Vec<Seat> {
    let st = p.seat(seat);
    if !st.has(adv::RENAISSANCE) || st.swapped || st.eliminated {
        return Vec::new();
    }
    let i = p.position(seat);
    [i.checked_sub(1), Some(i + 1)]
        .into_iter()
        .flatten()
        .filter_map(|j| p.order.get(j).copied())
        .filter(|x| !p.seat(*x).has(adv::RENAISSANCE) && !p.seat(*x).eliminated)
        .collect()
}

pub fn swap_decision(p: &Public, seat: Seat) -> bool {
    !swap_partners(p, seat).is_empty()
}

// ----- reach -----

/// Spaces from which a seat expands: its old tokens and domination markers, and its capital always.
pub fn bases(p: &Public, seat: Seat) -> Provs {
    let i = seat.index();
    let mut set: Provs = p
        .spaces
        .iter()
        .enumerate()
        .filter(|(_, sp)| (sp.dom == Some(seat) && !sp.dom_new) || sp.old[i] > 0)
        .map(|(x, _)| Prov(x as u8))
        .collect();
    if let Some(c) = p.seat(seat).capital {
        set.insert(c);
    }
    set
}

/// Another seat controls the space: its domination marker, or as many of its tokens as the market number.
fn controlled_by_other(p: &Public, seat: Seat, x: Prov) -> bool {
    let sp = p.space(x);
    sp.dom.is_some_and(|d| d != seat)
        || Seat::all(p.players).any(|o| o != seat && sp.tokens(o) >= x.data().market as u32)
}

/// How a space is reached.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    Land,
    Sea,
}

/// The spaces a seat can reach this expansion: by land, and by sea only (those not also reached by land).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Reachable {
    pub land: Provs,
    pub sea: Provs,
}

impl Reachable {
    pub fn how(self, x: Prov) -> Option<Reach> {
        if self.land.contains(x) {
            Some(Reach::Land)
        } else if self.sea.contains(x) {
            Some(Reach::Sea)
        } else {
            None
        }
    }
    /// Every reachable space with how it is reached, in [`Prov`] order.
    pub fn iter(self) -> impl Iterator<Item = (Prov, Reach)> {
        (self.land | self.sea).iter().map(move |x| (x, if self.land.contains(x) { Reach::Land } else { Reach::Sea }))
    }
}

/// Every space a seat can reach this expansion, by land (a base, its neighbours, and with Caravan one space
/// further through a space no other player controls) or by ship, within the areas open to it (in play, area V
/// only with Overland East).
pub fn reach(p: &Public, seat: Seat) -> Reachable {
    let d = data();
    let st = p.seat(seat);
    let bases = bases(p, seat);
    let caravan = st.has(adv::CARAVAN);
    let mut land = bases;
    for b in bases.iter() {
        let next = b.data().adjacent_set;
        land = land | next;
        if caravan {
            for a in next.iter().filter(|a| !controlled_by_other(p, seat, *a)) {
                land = land | a.data().adjacent_set;
            }
        }
    }
    let coastal_bases: Provs = bases.iter().filter(|b| b.data().coastal).collect();
    let sea = match st.ship {
        Ship::None => Provs::default(),
        Ship::Galley(_) => {
            let heavens = st.has(adv::HEAVENS) as usize;
            coastal_bases.iter().fold(Provs::default(), |m, b| m | b.data().galley_set[heavens])
        }
        Ship::Seaworthy(_) | Ship::Ocean(_) if !coastal_bases.is_empty() => {
            let ocean = matches!(st.ship, Ship::Ocean(_));
            let mut sea = d.coasts;
            if ocean {
                sea = sea | d.area_sets[Area::FarEast as usize];
                if st.has(adv::NEW_WORLD) {
                    sea = sea | d.area_sets[Area::NewWorld as usize];
                }
            }
            sea
        }
        Ship::Seaworthy(_) | Ship::Ocean(_) => Provs::default(),
    };
    let mut open = d.in_play[p.players];
    if !st.has(adv::OVERLAND_EAST) {
        open = open & !d.area_sets[Area::V as usize];
    }
    Reachable { land: land & open, sea: sea & !land & open }
}

/// How many more tokens a ship can land in a space this turn (`None`: no limit).
fn ship_room(p: &Public, seat: Seat, x: Prov) -> Option<u32> {
    let st = p.seat(seat);
    let landed_here = st.landed.iter().find(|(y, _)| *y == x).map_or(0, |l| l.1);
    let new_landing = landed_here == 0;
    match st.ship {
        Ship::None => Some(0),
        Ship::Galley(n) => {
            let n = n as u32;
            if new_landing && st.landed.len() as u32 >= n { Some(0) } else { Some(n.saturating_sub(landed_here)) }
        }
        Ship::Seaworthy(n) => {
            let cap = data().rules.seaworthy_capacity[(n - 1) as usize];
            Some(cap.saturating_sub(landed_here))
        }
        Ship::Ocean(n) => {
            let boxes = st.landed.iter().filter(|(y, _)| y.data().area.is_box()).count() as u32;
            if x.data().area.is_box() && new_landing && boxes >= n as u32 { Some(0) } else { None }
        }
    }
}

fn room(p: &Public, seat: Seat, x: Prov, how: Reach) -> u32 {
    let tokens = p.seat(seat).tokens;
    match how {
        Reach::Land => tokens,
        Reach::Sea => ship_room(p, seat, x).map_or(tokens, |r| r.min(tokens)),
    }
}

/// Strength of the pieces of other players in a space: a domination marker counts its market number (twice
/// for a capital held by its own player), tokens one each.
fn pieces(p: &Public, seat: Seat, x: Prov) -> (u32, Option<Seat>) {
    let sp = p.space(x);
    let market = x.data().market as u32;
    let mut total = 0;
    let mut defender = None;
    if let Some(d) = sp.dom.filter(|d| *d != seat) {
        let capital = p.seat(d).capital == Some(x);
        total += if capital { 2 * market } else { market };
        defender = Some(d);
    }
    let mut best = 0;
    for o in Seat::all(p.players).filter(|o| *o != seat) {
        let t = sp.tokens(o);
        total += t;
        if defender.is_none() && t > best {
            best = t;
            defender = Some(o);
        }
    }
    (total, defender)
}

/// Tokens an attack needs: the defence (pieces, satellite support, Nationalism, weapons) plus the market
/// number, less the attacker's own bonuses, and never fewer than the market number (seed 9.53).
pub fn attack_need(p: &Public, seat: Seat, x: Prov) -> Option<(u32, Option<Seat>)> {
    let (strength, defender) = pieces(p, seat, x);
    if strength == 0 {
        return None;
    }
    let market = x.data().market as i32;
    let mut need = strength as i32 + market;
    let home = |s: Seat| p.seat(s).capital.map(|c| c.data().area) == Some(x.data().area);
    if let Some(d) = defender {
        let ds = p.seat(d);
        // Satellites with the defender's old token support the spaces their arrows point to.
        if p.space(x).dom == Some(d) {
            need += x.data().supported_by.iter().filter(|sat| p.space(**sat).old[d.index()] > 0).count() as i32;
        }
        if ds.has(adv::NATIONALISM) && home(d) {
            need += 1;
        }
        let me = p.seat(seat);
        if me.has(adv::NATIONALISM) && home(seat) {
            need -= 1;
        }
        if ds.weapon > me.weapon {
            need += 1;
        } else if me.weapon > ds.weapon {
            need -= 1;
        }
    }
    if p.seat(seat).has(adv::COSMOPOLITAN) {
        need -= x.data().supported_by.iter().filter(|sat| p.space(**sat).old[seat.index()] > 0).count() as i32;
    }
    Some((need.max(market).max(1) as u32, defender))
}

/// Whether one more token fits in a space without competition.
fn fits(p: &Public, x: Prov) -> bool {
    let sp = p.space(x);
    let market = x.data().market as u32;
    if sp.dom.is_some() {
        return false;
    }
    sp.all_tokens() < market
}

pub fn expand_decision(s: &State, seat: Seat) -> bool {
    if trade_offer(s, seat).is_some() {
        return true;
    }
    // Without tokens there is nothing to place and no card to buy.
    if s.public.seat(seat).tokens == 0 {
        return false;
    }
    expansion_moves(&s.public, seat, |_| ControlFlow::Break(())).is_break()
}

/// Wind/Watermill's trade attempt, offered right after taking a space from another player (seed 9.53): once
/// a turn, when both hold cards and the attacker still has as many tokens as the market number.
fn trade_offer(s: &State, seat: Seat) -> Option<(Seat, Prov)> {
    let p = &s.public;
    let (with, x) = p.trade_chance?;
    let st = p.seat(seat);
    (st.has(adv::WIND_WATERMILL)
        && !st.traded
        && st.tokens >= x.data().market as u32
        && !s.hands[seat.index()].is_empty()
        && !s.hands[with.index()].is_empty())
    .then_some((with, x))
}

fn legal_expand(p: &Public, seat: Seat, out: &mut Vec<Action>) {
    let _ = expansion_moves(p, seat, |a| {
        out.push(a);
        ControlFlow::Continue(())
    });
    out.push(Action::Done);
}

/// Hands every expansion step but `Done` to `each`, in the order of the legal list, until it breaks.
fn expansion_moves(p: &Public, seat: Seat, mut each: impl FnMut(Action) -> ControlFlow<()>) -> ControlFlow<()> {
    let st = p.seat(seat);
    for (x, how) in reach(p, seat).iter() {
        let room = room(p, seat, x, how);
        if room == 0 {
            continue;
        }
        if fits(p, x) {
            each(Action::Token { space: x })?;
        } else if let Some((need, defender)) = attack_need(p, seat, x)
            && need <= room
        {
            each(Action::Attack { space: x, cathedral: false })?;
            if let Some(d) = defender
                && st.has(adv::CATHEDRAL)
                && !p.seat(d).has(adv::CATHEDRAL)
                && !st.cathedral_used.contains(&d)
            {
                each(Action::Attack { space: x, cathedral: true })?;
            }
        }
    }
    if !st.expansion_card && st.tokens >= expansion_card_cost(p) {
        each(Action::ExpansionCard)?;
    }
    ControlFlow::Continue(())
}

/// Tokens the next card bought in this expansion costs: 3 for the first buyer, 6 for the second … (9.51).
pub fn expansion_card_cost(p: &Public) -> u32 {
    3 * (p.expansion_cards as u32 + 1)
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &s.public;
    match p.phase {
        Phase::Renaissance { .. } => {
            out.extend(swap_partners(p, seat).into_iter().map(|with| Action::Swap { with }));
            out.push(Action::Done);
        }
        Phase::Expansion { .. } if trade_offer(s, seat).is_some() => {
            let mut hand = s.hands[seat.index()].clone();
            hand.dedup();
            out.extend(hand.into_iter().map(|card| Action::Trade { card }));
            out.push(Action::Done);
        }
        Phase::Expansion { .. } => legal_expand(p, seat, out),
        _ => {}
    }
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    if !matches!(action, Action::Attack { .. } | Action::Trade { .. }) {
        ev.push(Event::Did { seat, action: action.clone() });
    }
    // An open Wind/Watermill offer is answered by a trade or declined by `Done`; any other step lets it lapse.
    if s.public.trade_chance.is_some() {
        let offer = trade_offer(s, seat);
        s.public.trade_chance = None;
        match (offer, action) {
            (Some((with, x)), Action::Trade { card }) => return trade(s, seat, with, x, *card, ev),
            (Some(_), Action::Done) => return,
            _ => {}
        }
    }
    match (s.public.phase.clone(), action) {
        (Phase::Renaissance { at }, Action::Swap { with }) => {
            let p = &mut s.public;
            let (i, j) = (p.position(seat), p.position(*with));
            p.order.swap(i, j);
            p.seat_mut(seat).swapped = true;
            p.phase = Phase::Renaissance { at: at + 1 };
        }
        (Phase::Renaissance { at }, _) => s.public.phase = Phase::Renaissance { at: at + 1 },
        (Phase::Expansion { .. }, Action::Token { space }) => {
            let how = reach_of(&s.public, seat, *space);
            place(&mut s.public, seat, *space, 1, how);
        }
        (Phase::Expansion { .. }, Action::Attack { space, cathedral }) => attack(s, seat, *space, *cathedral, ev),
        (Phase::Expansion { .. }, Action::ExpansionCard) => {
            let cost = expansion_card_cost(&s.public);
            s.public.expansion_cards += 1;
            let st = s.public.seat_mut(seat);
            st.tokens -= cost;
            st.expansion_card = true;
            draw(s, seat, ev);
        }
        (Phase::Expansion { at }, _) => {
            s.public.seat_mut(seat).tokens = 0;
            s.public.phase = Phase::Expansion { at: at + 1 };
        }
        _ => {}
    }
}

/// Wind/Watermill: the attacker pays the market number in tokens and rolls; at most the market number, he
/// gives the chosen card and takes one drawn at random from the other player's hand.
fn trade(s: &mut State, seat: Seat, with: Seat, x: Prov, card: CardId, ev: &mut Vec<Event>) {
    let market = x.data().market;
    let st = s.public.seat_mut(seat);
    st.tokens -= market as u32;
    st.traded = true;
    let roll = die(&mut s.rng);
    let (mut given, mut taken) = (None, None);
    if roll <= market {
        let theirs = &mut s.hands[with.index()];
        let got = theirs.remove(s.rng.random_range(0..theirs.len()));
        theirs.push(card);
        theirs.sort();
        take_from_hand(s, seat, card);
        let mine = &mut s.hands[seat.index()];
        mine.push(got);
        mine.sort();
        (given, taken) = (Some(card), Some(got));
    }
    ev.push(Event::Trade { seat, with, roll, market, given, taken });
}

fn reach_of(p: &Public, seat: Seat, x: Prov) -> Reach {
    reach(p, seat).how(x).unwrap_or(Reach::Land)
}

/// Puts `n` new tokens of a seat in a space (counting a ship landing); a full space with nobody else's pieces
/// becomes the seat's domination marker (a satellite never does).
fn place(p: &mut Public, seat: Seat, x: Prov, n: u32, how: Reach) {
    p.seat_mut(seat).tokens -= n;
    if how == Reach::Sea {
        let landed = &mut p.seat_mut(seat).landed;
        match landed.iter_mut().find(|(y, _)| *y == x) {
            Some(l) => l.1 += n,
            None => landed.push((x, n)),
        }
    }
    let market = x.data().market as u32;
    let sp = p.space_mut(x);
    sp.new[seat.index()] += n as u8;
    let mine = sp.tokens(seat);
    let alone = sp.all_tokens() == mine && sp.dom.is_none();
    if x.data().kind != SpaceKind::Satellite && alone && mine >= market {
        sp.old[seat.index()] = 0;
        sp.new[seat.index()] = 0;
        sp.dom = Some(seat);
        sp.dom_new = true;
        p.seat_mut(seat).new_dominations += 1;
    } else if mine > market {
        // Tokens beyond the market number go back to stock.
        let extra = (mine - market) as u8;
        sp.new[seat.index()] -= extra.min(sp.new[seat.index()]);
    }
}

/// Competition (seed 9.53): the attacker places the tokens needed and rolls three dice; the coloured die
/// beating his order-of-play space (reaching it with Proselytism), or black beating white (or equalling it
/// with the better weapon), wins. Cathedral wins without dice. The loser's pieces go back to stock.
fn attack(s: &mut State, seat: Seat, x: Prov, cathedral: bool, ev: &mut Vec<Event>) {
    let Some((need, defender)) = attack_need(&s.public, seat, x) else { return };
    let how = reach_of(&s.public, seat, x);
    let space = order_space(&s.public, seat);
    let (won, dice) = if cathedral {
        if let Some(d) = defender {
            s.public.seat_mut(seat).cathedral_used.push(d);
        }
        (true, None)
    } else {
        let dice = (die(&mut s.rng), die(&mut s.rng), die(&mut s.rng));
        let me = s.public.seat(seat);
        let better = defender.is_some_and(|d| me.weapon > s.public.seat(d).weapon);
        (attacker_wins(dice, space, me.has(adv::PROSELYTISM), better), Some(dice))
    };
    let result = Competition { attacker: seat, defender, space: x, tokens: need, dice, order_space: space, won };
    ev.push(Event::Competition(result.clone()));
    s.public.last = Some(Last::Competition(result));
    if won {
        s.public.trade_chance = defender.map(|d| (d, x));
        let sp = s.public.space_mut(x);
        sp.dom = None;
        sp.dom_new = false;
        for o in Seat::all(s.public.players).filter(|o| *o != seat) {
            let sp = s.public.space_mut(x);
            sp.old[o.index()] = 0;
            sp.new[o.index()] = 0;
        }
        place(&mut s.public, seat, x, need, how);
    } else {
        let st = s.public.seat_mut(seat);
        st.tokens -= need;
        if how == Reach::Sea {
            match st.landed.iter_mut().find(|(y, _)| *y == x) {
                Some(l) => l.1 += need,
                None => st.landed.push((x, need)),
            }
        }
    }
}

/// The dice of a competition, (coloured, black, white): the coloured die beating the attacker's order-of-play
/// space (reaching it with Proselytism), or black beating white (or equalling it for the better weapon).
pub fn attacker_wins(dice: (u8, u8, u8), order_space: u8, proselytism: bool, better_weapon: bool) -> bool {
    let (c, b, w) = dice;
    let colour = if proselytism { c >= order_space } else { c > order_space };
    colour || b > w || (b == w && better_weapon)
}

/// The end of the phase: the player with the most new domination markers (the earliest in the order on a
/// tie) draws a card (seed 9.54).
pub fn end(s: &mut State, ev: &mut Vec<Event>) {
    let p = &s.public;
    let best = p.live().map(|x| p.seat(x).new_dominations).max().unwrap_or(0);
    let winner = p.live().find(|x| p.seat(*x).new_dominations == best);
    if let Some(winner) = winner.filter(|_| best > 0) {
        draw(s, winner, ev);
    }
}
