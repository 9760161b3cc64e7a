//! The turn: who acts, the legal actions of each phase, and applying them — the rondel and every action except
//! the maneuver (see [`crate::maneuver`]), the investor turn, taxation, scoring and the profistart draft.

use statecraft_engine::{Outcome, Seat, ToAct};

use crate::board::*;
use crate::maneuver;
use crate::map::Site;
use crate::map::{MAP, bits};
use crate::setup::begin_play;
use crate::types::{Action, Board, Event, NONE, Nation, Phase, Ruleset, State, UnitKind};

/// The seat that decides now, if the game is not over.
pub fn acting_seat(b: &Board) -> Option<u8> {
    match b.phase {
        Phase::Draft { seat, .. } | Phase::Veto { seat, .. } => Some(seat),
        Phase::Defence { nation, .. } => b.gov(nation as usize),
        Phase::Invest { order, pos, .. } => Some(order[pos as usize]),
        Phase::Over => None,
        _ => b.gov(b.active as usize),
    }
}

pub fn to_act(s: &State) -> ToAct {
    match acting_seat(&s.board) {
        Some(seat) => ToAct::one(Seat(seat)),
        None => ToAct::Over { outcome: outcome(s) },
    }
}

/// Each seat's score: Σ bond number × power factor of its nation, plus cash.
pub fn scores(s: &State) -> Vec<i64> {
    let b = &s.board;
    (0..b.players)
        .map(|seat| {
            let bonds: i64 = (0..6)
                .flat_map(|n| (1..=b.bond_count()).map(move |k| (n, k)))
                .filter(|&(n, k)| b.bonds[n][k as usize - 1] == seat)
                .map(|(n, k)| k as i64 * power_factor(b.power[n]) as i64)
                .sum();
            bonds + s.cash[seat as usize] as i64
        })
        .collect()
}

/// Scores and winners. Ties are broken nation by nation from the most powerful: classic compares the highest
/// bond held in that nation (seed), 2010 the sum invested in it (rulebook).
pub fn outcome(s: &State) -> Outcome {
    let b = &s.board;
    let scores = scores(s);
    let best = *scores.iter().max().unwrap_or(&0);
    let mut tied: Vec<u8> = (0..b.players).filter(|&p| scores[p as usize] == best).collect();
    let mut nations: Vec<usize> = (0..6).collect();
    nations.sort_by_key(|&n| std::cmp::Reverse(b.power[n]));
    for n in nations {
        if tied.len() < 2 {
            break;
        }
        let metric = |p: u8| -> u16 {
            match b.ruleset {
                Ruleset::Classic => {
                    (1..=b.bond_count()).filter(|&k| b.bonds[n][k as usize - 1] == p).max().unwrap_or(0) as u16
                }
                Ruleset::Y2010 => b.invested(p, n),
            }
        };
        let top = tied.iter().map(|&p| metric(p)).max().unwrap_or(0);
        tied.retain(|&p| metric(p) == top);
    }
    Outcome { scores, winners: tied.into_iter().map(Seat).collect() }
}

/// Cash the government of `n` must add so that every other bondholder gets full interest, given the treasury.
fn interest_shortfall(b: &Board, n: usize, treasury: u16) -> u16 {
    let (total, own) = b.interest_due(n);
    if treasury >= total { 0 } else { (total - own).saturating_sub(treasury) }
}

/// Why the active nation may not move to `slot` now, if it may not (cost, or unpayable interest in classic).
pub fn rondel_refusal(s: &State, slot: u8) -> Option<RondelRefusal> {
    let b = &s.board;
    let n = b.active as usize;
    let gov = b.gov(n)?;
    if slot >= 8 {
        return Some(RondelRefusal::Distance);
    }
    let (distance, cost) = match b.rondel[n] {
        NONE => (0, 0),
        cur => {
            let d = (slot + 8 - cur) % 8;
            (d, rondel_cost(d))
        }
    };
    if b.rondel[n] != NONE && !(1..=6).contains(&distance) {
        return Some(RondelRefusal::Distance);
    }
    let cost = cost as u16;
    match b.ruleset {
        Ruleset::Classic if b.treasury[n] < cost => return Some(RondelRefusal::Cost { cost, treasury: true }),
        Ruleset::Y2010 if s.cash[gov as usize] < cost => return Some(RondelRefusal::Cost { cost, treasury: false }),
        _ => {}
    }
    if b.ruleset == Ruleset::Classic && slot == INVESTOR {
        let short = interest_shortfall(b, n, b.treasury[n] - cost);
        if short > s.cash[gov as usize] {
            return Some(RondelRefusal::Interest { short });
        }
    }
    None
}

pub enum RondelRefusal {
    Distance,
    Cost { cost: u16, treasury: bool },
    Interest { short: u16 },
}

fn push_investments(s: &State, seat: u8, nation_only: Option<usize>, out: &mut Vec<Action>) {
    let b = &s.board;
    let cash = s.cash[seat as usize];
    for n in 0..6 {
        if nation_only.is_some_and(|only| only != n) {
            continue;
        }
        let nation = Nation::from_index(n);
        for k in 1..=b.bond_count() {
            if b.bonds[n][k as usize - 1] == NONE && b.bond_price(k) <= cash {
                out.push(Action::Buy { nation, bond: k });
            }
        }
        if nation_only.is_some() {
            continue;
        }
        for from in 1..=b.bond_count() {
            if b.bonds[n][from as usize - 1] != seat {
                continue;
            }
            for to in from + 1..=b.bond_count() {
                if b.bonds[n][to as usize - 1] == NONE && b.bond_price(to) - b.bond_price(from) <= cash {
                    out.push(Action::TradeUp { nation, from, to });
                }
            }
        }
    }
    out.push(Action::Pass);
}

pub fn legal(s: &State, seat: u8, out: &mut Vec<Action>) {
    let b = &s.board;
    if acting_seat(b) != Some(seat) {
        return;
    }
    let n = b.active as usize;
    match b.phase {
        Phase::Draft { nation, .. } => push_investments(s, seat, Some(nation as usize), out),
        Phase::Invest { .. } => push_investments(s, seat, None, out),
        Phase::Rondel => {
            let slots: &mut dyn Iterator<Item = u8> = match b.rondel[n] {
                NONE => &mut (0..8),
                cur => &mut (1..=6).map(move |d| (cur + d) % 8),
            };
            for slot in slots {
                if rondel_refusal(s, slot).is_none() {
                    out.push(Action::Rondel { slot });
                }
            }
            if s.cash[seat as usize] > 0 {
                out.push(Action::Donate);
            }
        }
        Phase::Veto { .. } => out.extend([Action::AllowPass, Action::ForceInvestor]),
        Phase::Factory => {
            if b.treasury[n] >= 5 {
                out.extend(bits(buildable(b, n)).map(|region| Action::Build { region }));
            }
            out.push(Action::DeclineFactory);
        }
        Phase::Production { skipped } => {
            out.extend(bits(b.working_factories(n) & !skipped).map(|region| Action::SkipFactory { region }));
            out.push(Action::Produce);
        }
        Phase::Import { .. } => {
            if b.treasury[n] >= 1 {
                let armies = b.supply_left(n, UnitKind::Army) > 0;
                let fleets = b.supply_left(n, UnitKind::Fleet) > 0;
                for region in bits(MAP.home[n]).filter(|r| !b.blocked(*r)) {
                    if armies {
                        out.push(Action::Import { region, kind: UnitKind::Army });
                    }
                    if fleets && MAP.ports & region.bit() != 0 {
                        out.push(Action::Import { region, kind: UnitKind::Fleet });
                    }
                }
            }
            out.push(Action::EndImport);
        }
        Phase::Fleets | Phase::Armies | Phase::ArmyDest { .. } | Phase::Entry { .. } | Phase::Defence { .. } => {
            maneuver::legal(s, out)
        }
        Phase::Over => {}
    }
}

/// Own factory sites without a factory and without hostile armies.
pub fn buildable(b: &Board, n: usize) -> u64 {
    bits(MAP.home[n] & !b.factories).filter(|r| !b.blocked(*r)).fold(0, |m, r| m | r.bit())
}

pub fn apply(s: &mut State, seat: u8, a: &Action, ev: &mut Vec<Event>) {
    let n = s.board.active as usize;
    let nation = Nation::from_index(n);
    match (&s.board.phase, a) {
        (Phase::Draft { .. }, _) => draft(s, seat, a, ev),
        (Phase::Invest { .. }, _) => invest(s, seat, a, ev),
        (Phase::Rondel, Action::Donate) => {
            s.cash[seat as usize] -= 1;
            s.board.treasury[n] += 1;
            ev.push(Event::Donated { seat, nation, amount: 1 });
        }
        (Phase::Rondel, &Action::Rondel { slot }) => choose_slot(s, slot, ev),
        (Phase::Veto { slot, seat: asked_seat, asked }, _) => {
            let (slot, asked_seat, asked) = (*slot, *asked_seat, *asked);
            if *a == Action::ForceInvestor {
                ev.push(Event::Forced { seat: asked_seat, nation });
                move_marker(s, INVESTOR, ev);
            } else {
                match next_swiss(&s.board, asked + 1) {
                    Some((seat, asked)) => s.board.phase = Phase::Veto { slot, seat, asked },
                    None => move_marker(s, slot, ev),
                }
            }
        }
        (Phase::Factory, &Action::Build { region }) => {
            s.board.treasury[n] -= 5;
            s.board.factories |= region.bit();
            ev.push(Event::FactoryBuilt { nation, region });
            end_action(s, ev);
        }
        (Phase::Factory, _) => {
            ev.push(Event::FactoryDeclined { nation });
            end_action(s, ev);
        }
        (&Phase::Production { skipped }, &Action::SkipFactory { region }) => {
            s.board.phase = Phase::Production { skipped: skipped | region.bit() };
        }
        (&Phase::Production { skipped }, _) => {
            let b = &mut s.board;
            for region in bits(b.working_factories(n) & !skipped) {
                let kind = match region.info().site {
                    Some(Site::Shipyard) => UnitKind::Fleet,
                    _ => UnitKind::Army,
                };
                if b.supply_left(n, kind) > 0 {
                    *b.units_mut(region, n, kind) += 1;
                    ev.push(Event::Produced { nation, region, kind });
                }
            }
            end_action(s, ev);
        }
        (&Phase::Import { placed }, &Action::Import { region, kind }) => {
            let b = &mut s.board;
            b.treasury[n] -= 1;
            *b.units_mut(region, n, kind) += 1;
            ev.push(Event::Imported { nation, region, kind });
            if placed + 1 == 3 {
                end_action(s, ev);
            } else {
                b.phase = Phase::Import { placed: placed + 1 };
            }
        }
        (Phase::Import { .. }, _) => end_action(s, ev),
        _ => maneuver::apply(s, a, ev),
    }
}

/// 2010: the next Swiss bank owner (a player governing nothing) in seating order after the government,
/// starting at offset `from`, with its offset.
fn next_swiss(b: &Board, from: u8) -> Option<(u8, u8)> {
    let gov = b.gov(b.active as usize)?;
    (from..b.players).map(|k| ((gov + k) % b.players, k)).find(|&(seat, _)| !b.governs_any(seat))
}

fn passes_investor(cur: u8, slot: u8) -> bool {
    if cur == NONE {
        return false;
    }
    let d = (slot + 8 - cur) % 8;
    (1..d).any(|k| (cur + k) % 8 == INVESTOR)
}

fn choose_slot(s: &mut State, slot: u8, ev: &mut Vec<Event>) {
    let b = &s.board;
    let n = b.active as usize;
    if b.ruleset == Ruleset::Y2010 && passes_investor(b.rondel[n], slot) {
        let (total, _) = b.interest_due(n);
        if b.treasury[n] >= total
            && let Some((seat, asked)) = next_swiss(b, 1)
        {
            s.board.phase = Phase::Veto { slot, seat, asked };
            return;
        }
    }
    move_marker(s, slot, ev);
}

/// Moves the active nation's marker, pays for the distance and starts the slot's action.
fn move_marker(s: &mut State, slot: u8, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let n = b.active as usize;
    let cur = b.rondel[n];
    let cost = if cur == NONE { 0 } else { rondel_cost((slot + 8 - cur) % 8) };
    match b.ruleset {
        Ruleset::Classic => b.treasury[n] -= cost as u16,
        Ruleset::Y2010 => {
            let gov = b.gov(n).expect("active nation is governed");
            s.cash[gov as usize] -= cost as u16;
        }
    }
    b.pending_investor = passes_investor(cur, slot);
    b.rondel[n] = slot;
    ev.push(Event::RondelMoved { nation: Nation::from_index(n), slot, cost });
    match slot {
        FACTORY => b.phase = Phase::Factory,
        PRODUCTION_1 | PRODUCTION_2 => b.phase = Phase::Production { skipped: 0 },
        IMPORT => b.phase = Phase::Import { placed: 0 },
        MANEUVER_1 | MANEUVER_2 => {
            b.maneuver = Default::default();
            let fleets = b.on_board(n, UnitKind::Fleet) > 0;
            b.phase = if fleets { Phase::Fleets } else { Phase::Armies };
        }
        INVESTOR => {
            pay_interest(s, n, ev);
            start_investor_round(s, ev);
        }
        TAXATION => {
            taxation(s, n, ev);
            if s.board.phase != Phase::Over {
                end_action(s, ev);
            }
        }
        _ => unreachable!("rondel slots are 0-7"),
    }
}

/// The treasury pays interest on every bond; if it is short, the government forgoes its own interest and pays
/// the others from its cash (as far as it can: in classic the slot is not allowed otherwise).
pub fn pay_interest(s: &mut State, n: usize, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let nation = Nation::from_index(n);
    let gov = b.gov(n).expect("active nation is governed") as usize;
    let mut owed = [0u16; 6];
    for k in 1..=b.bond_count() {
        let owner = b.bonds[n][k as usize - 1];
        if owner != NONE {
            owed[owner as usize] += k as u16;
        }
    }
    let total: u16 = owed.iter().sum();
    let mut paid = owed;
    if b.treasury[n] >= total {
        b.treasury[n] -= total;
    } else {
        let others = total - owed[gov];
        let from_treasury = b.treasury[n].min(others);
        let from_gov = (others - from_treasury).min(s.cash[gov]);
        paid[gov] = b.treasury[n] - from_treasury;
        b.treasury[n] = 0;
        s.cash[gov] -= from_gov;
        if from_gov > 0 {
            ev.push(Event::GovernmentPaid { nation, seat: gov as u8, amount: from_gov as u8 });
        }
        // The others are paid in seating order from what the treasury and the government together had.
        let mut budget = from_treasury + from_gov;
        for p in (0..b.players as usize).filter(|&p| p != gov) {
            paid[p] = owed[p].min(budget);
            budget -= paid[p];
        }
    }
    for (p, &amount) in paid.iter().enumerate().filter(|(_, a)| **a > 0) {
        s.cash[p] += amount;
        ev.push(Event::Interest { nation, seat: p as u8, amount: amount as u8 });
    }
}

/// The investor-card holder gets 2M and invests; then every player governing no nation invests once.
fn start_investor_round(s: &mut State, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let holder = b.investor_card;
    s.cash[holder as usize] += 2;
    ev.push(Event::InvestorBonus { seat: holder, amount: 2 });
    let mut order = [NONE; 6];
    order[0] = holder;
    let mut len = 1u8;
    for k in 1..b.players {
        let p = (holder + k) % b.players;
        if !b.governs_any(p) {
            order[len as usize] = p;
            len += 1;
        }
    }
    b.phase = Phase::Invest { order, len, pos: 0 };
}

fn invest(s: &mut State, seat: u8, a: &Action, ev: &mut Vec<Event>) {
    buy_bond(s, seat, a, ev, true);
    let Phase::Invest { order, len, pos } = s.board.phase else { return };
    if pos + 1 < len {
        s.board.phase = Phase::Invest { order, len, pos: pos + 1 };
        return;
    }
    let b = &mut s.board;
    b.investor_card = (b.investor_card + 1) % b.players;
    ev.push(Event::InvestorCardPassed { seat: b.investor_card });
    next_turn(b);
}

/// Applies a buy, trade-up or pass, then checks who governs the nation.
fn buy_bond(s: &mut State, seat: u8, a: &Action, ev: &mut Vec<Event>, takeover_payment: bool) {
    let (nation, bond, returned) = match *a {
        Action::Buy { nation, bond } => (nation, bond, None),
        Action::TradeUp { nation, from, to } => (nation, to, Some(from)),
        _ => {
            ev.push(Event::InvestPassed { seat });
            return;
        }
    };
    let b = &mut s.board;
    let n = nation.idx();
    let price = b.bond_price(bond) - returned.map_or(0, |r| b.bond_price(r));
    s.cash[seat as usize] -= price;
    b.treasury[n] += price;
    if let Some(r) = returned {
        b.bonds[n][r as usize - 1] = NONE;
    }
    b.bonds[n][bond as usize - 1] = seat;
    ev.push(Event::BondBought { seat, nation, bond, returned });
    let old = b.gov(n);
    if old.is_none_or(|g| g != seat && b.invested(seat, n) > b.invested(g, n)) {
        b.government[n] = seat;
        ev.push(Event::GovernmentChanged { nation, from: old, to: seat });
        // Classic: a takeover that leaves the old government with nothing, of a nation still without power
        // points, costs the new government 1M paid to the old one (if it has any cash).
        if let Some(old) = old
            && takeover_payment
            && b.ruleset == Ruleset::Classic
            && !b.governs_any(old)
            && b.power[n] == 0
            && s.cash[seat as usize] > 0
        {
            s.cash[seat as usize] -= 1;
            s.cash[old as usize] += 1;
            ev.push(Event::TakeoverPayment { from: seat, to: old });
        }
    }
}

fn draft(s: &mut State, seat: u8, a: &Action, ev: &mut Vec<Event>) {
    let Phase::Draft { nation, left, first, .. } = s.board.phase else { return };
    if matches!(a, Action::Buy { .. }) {
        buy_bond(s, seat, a, ev, false);
    } else {
        ev.push(Event::DraftPassed { seat, nation: Nation::from_index(nation as usize) });
    }
    let b = &mut s.board;
    let p = b.players;
    b.phase = if left > 0 {
        Phase::Draft { nation, seat: (seat + 1) % p, left: left - 1, first }
    } else if nation < 5 {
        let first = (first + 1) % p;
        Phase::Draft { nation: nation + 1, seat: first, left: p - 1, first }
    } else if b.government.iter().all(|&g| g == NONE) {
        // Nobody bought anything: the draft starts over, the next player choosing first.
        ev.push(Event::DraftRestarted);
        let first = (first + 1) % p;
        Phase::Draft { nation: 0, seat: first, left: p - 1, first }
    } else {
        begin_play(b);
        return;
    };
}

/// Taxation: chart marker and success bonus, soldiers' pay and treasury, power points; 25 ends the game.
pub fn taxation(s: &mut State, n: usize, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let income = b.income(n);
    let pos = chart_position(income);
    let from = b.chart[n];
    let bonus = pos.saturating_sub(from);
    if let Some(gov) = b.gov(n) {
        s.cash[gov as usize] += bonus as u16;
    }
    b.chart[n] = pos;
    let pay = b.on_board(n, UnitKind::Army) + b.on_board(n, UnitKind::Fleet);
    let treasury = income.saturating_sub(pay);
    b.treasury[n] += treasury as u16;
    let gain = pos - 5;
    b.power[n] = (b.power[n] + gain).min(POWER_END);
    ev.push(Event::Taxed {
        nation: Nation::from_index(n),
        income,
        chart_from: from,
        chart_to: pos,
        bonus,
        power: gain,
        treasury,
    });
    if b.power[n] >= POWER_END {
        b.phase = Phase::Over;
        ev.push(Event::GameOver);
    }
}

/// The chosen slot's action is done: a passed investor slot's purchases follow, then the next nation.
pub fn end_action(s: &mut State, ev: &mut Vec<Event>) {
    if s.board.pending_investor {
        s.board.pending_investor = false;
        start_investor_round(s, ev);
    } else {
        next_turn(&mut s.board);
    }
}

fn next_turn(b: &mut Board) {
    b.active = b.next_governed(b.active as usize).unwrap_or(b.active as usize) as u8;
    b.phase = Phase::Rondel;
}
