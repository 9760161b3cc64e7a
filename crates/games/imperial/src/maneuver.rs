//! The maneuver action: fleets, then armies (railroad and convoys), stances, battles, factory destruction and
//! flags.
//!
//! Army destinations are computed by the rules, so a move is one action whatever route it takes. When several
//! routes reach a place, the one that uses the fewest fleets is taken (a route over land uses none); this keeps
//! as many fleets as possible free to carry other armies.

use crate::map::{MAP, REGIONS, Region, bits};
use crate::rules::end_action;
use crate::types::{Action, Board, Event, Maneuver, NONE, Nation, Phase, State, UnitKind};

/// Where one army may go, with the cheapest convoy route to each place.
pub struct Reach {
    pub dest: u64,
    /// Seas crossed to reach each region (0 = over land).
    cost: [u8; REGIONS],
    /// The last sea before landing, for regions reached by convoy.
    via: [u8; REGIONS],
    /// For seas, the previous sea of the route (or [`NONE`]).
    pred: [u8; REGIONS],
}

impl Reach {
    /// The seas whose fleets carry the army to `to`.
    pub fn route(&self, to: Region) -> impl Iterator<Item = Region> + '_ {
        let mut sea = if self.cost[to.idx()] == 0 { NONE } else { self.via[to.idx()] };
        std::iter::from_fn(move || {
            if sea == NONE {
                return None;
            }
            let r = Region(sea);
            sea = self.pred[sea as usize];
            Some(r)
        })
    }
}

/// Own home provinces the railroad runs through (no hostile armies).
fn rail_ok(b: &Board, n: usize) -> u64 {
    bits(MAP.home[n]).filter(|r| !b.blocked(*r)).fold(0, |m, r| m | r.bit())
}

fn rail(seed: u64, ok: u64) -> u64 {
    let mut set = seed;
    loop {
        let next = bits(set & ok).fold(set, |m, r| m | (r.info().adj & ok));
        if next == set {
            return set;
        }
        set = next;
    }
}

/// Every region the active nation's army in `from` may move to.
pub fn army_reach(b: &Board, from: Region) -> Reach {
    let n = b.active as usize;
    let ok = rail_ok(b, n);
    let mut reach = Reach { dest: 0, cost: [0; REGIONS], via: [NONE; REGIONS], pred: [NONE; REGIONS] };
    let start = if ok & from.bit() != 0 { rail(from.bit(), ok) } else { from.bit() };
    let step = bits(start).fold(0, |m, r| m | (r.info().adj & MAP.land));
    let by_land = start | rail(step, ok);
    reach.dest = by_land;

    // Convoys: a breadth-first search over seas holding an own fleet that has not carried an army yet.
    let free = |s: Region| b.cells[s.idx()].fleets[n] > b.maneuver.convoyed[s.idx()];
    let mut frontier = bits(start).fold(0, |m, r| m | r.info().adj) & MAP.seas;
    frontier = bits(frontier).filter(|s| free(*s)).fold(0, |m, s| m | s.bit());
    let mut seen = frontier;
    let mut depth = 1u8;
    while frontier != 0 {
        let mut landed_now = 0u64;
        for s in bits(frontier) {
            for l in bits(s.info().adj & MAP.land & !reach.dest & !landed_now) {
                reach.cost[l.idx()] = depth;
                reach.via[l.idx()] = s.0;
                landed_now |= l.bit();
            }
        }
        for l in bits(rail(landed_now & ok, ok) & !landed_now & !reach.dest) {
            let entry = bits(landed_now & ok).find(|e| rail(e.bit(), ok) & l.bit() != 0).expect("reached by rail");
            reach.cost[l.idx()] = depth;
            reach.via[l.idx()] = reach.via[entry.idx()];
            landed_now |= l.bit();
        }
        reach.dest |= landed_now;
        let mut next = 0u64;
        for s in bits(frontier) {
            for t in bits(s.info().adj & MAP.seas & !seen) {
                if free(t) {
                    reach.pred[t.idx()] = s.0;
                    next |= t.bit();
                    seen |= t.bit();
                }
            }
        }
        frontier = next;
        depth += 1;
    }
    reach.dest &= !from.bit();
    reach
}

/// Legal actions in the maneuver phases.
pub fn legal(s: &State, out: &mut Vec<Action>) {
    let b = &s.board;
    let n = b.active as usize;
    match b.phase {
        Phase::Fleets => {
            for r in bits(MAP.land | MAP.seas) {
                if b.cells[r.idx()].fleets[n] <= b.maneuver.moved_fleets[r.idx()] {
                    continue;
                }
                let targets = match r.info().port {
                    Some(sea) if !r.is_sea() => sea.bit(),
                    _ => r.info().adj & MAP.seas,
                };
                out.extend(bits(targets).map(|to| Action::MoveFleet { from: r, to }));
            }
            out.push(Action::EndFleets);
        }
        Phase::Armies => {
            for r in bits(MAP.land) {
                if b.cells[r.idx()].armies[n] > b.maneuver.moved_armies[r.idx()] {
                    out.push(Action::SelectArmy { from: r });
                }
            }
            for r in bits(MAP.land & !MAP.home[n]) {
                if can_switch(b, r) {
                    out.push(Action::SwitchStatus { region: r });
                }
            }
            for r in bits(b.factories & !MAP.home[n]) {
                if can_destroy(b, r) {
                    out.push(Action::DestroyFactory { region: r });
                }
            }
            out.push(Action::EndManeuver);
        }
        Phase::ArmyDest { from } => {
            let reach = army_reach(b, from);
            out.extend(bits(reach.dest).map(|to| Action::MoveArmy { from, to }));
            out.push(Action::HoldArmy { from });
        }
        Phase::Entry { region, kind } => {
            if entering_foreign_home(b, region, kind) {
                out.push(Action::Friendly);
                if !b.hostile_forbidden(region) {
                    out.push(Action::Hostile);
                }
            } else {
                out.push(Action::Coexist);
            }
            for m in 0..6 {
                if m == n {
                    continue;
                }
                for k in opponents(b, region, kind, m) {
                    out.push(Action::Fight { nation: Nation::from_index(m), kind: k });
                }
            }
        }
        Phase::Defence { region, kind, nation } => {
            out.push(Action::Tolerate);
            for k in opponents(b, region, kind, nation as usize) {
                out.push(Action::Resist { kind: k });
            }
        }
        _ => {}
    }
}

/// The kinds of `m`'s units in `region` that can battle a unit of `kind` there: fleets at sea meet fleets;
/// an army meets armies and fleets still in port.
fn opponents(b: &Board, region: Region, kind: UnitKind, m: usize) -> impl Iterator<Item = UnitKind> {
    let c = &b.cells[region.idx()];
    let army = kind == UnitKind::Army && c.armies[m] > 0;
    let fleet = c.fleets[m] > 0;
    [(army, UnitKind::Army), (fleet, UnitKind::Fleet)].into_iter().filter(|(ok, _)| *ok).map(|(_, k)| k)
}

fn entering_foreign_home(b: &Board, region: Region, kind: UnitKind) -> bool {
    kind == UnitKind::Army && region.info().nation.is_some_and(|o| o.idx() != b.active as usize)
}

pub fn can_switch(b: &Board, r: Region) -> bool {
    let n = b.active as usize;
    let c = &b.cells[r.idx()];
    if r.info().nation.is_none_or(|o| o.idx() == n) || c.armies[n] == 0 || b.maneuver.stance_set & r.bit() != 0 {
        return false;
    }
    let hostile = c.hostile & (1 << n) != 0;
    hostile || !b.hostile_forbidden(r)
}

pub fn can_destroy(b: &Board, r: Region) -> bool {
    let n = b.active as usize;
    let Some(owner) = r.info().nation else { return false };
    owner.idx() != n
        && b.factories & r.bit() != 0
        && b.cells[r.idx()].armies[n] >= 3
        && !b.foreign_units(r, n)
        && b.factories_of(owner.idx()).count_ones() > 1
}

/// Applies a maneuver action.
pub fn apply(s: &mut State, a: &Action, ev: &mut Vec<Event>) {
    let n = s.board.active as usize;
    let nation = Nation::from_index(n);
    match *a {
        Action::MoveFleet { from, to } => {
            let b = &mut s.board;
            b.cells[from.idx()].fleets[n] -= 1;
            b.cells[to.idx()].fleets[n] += 1;
            b.maneuver.moved_fleets[to.idx()] += 1;
            ev.push(Event::Moved { nation, kind: UnitKind::Fleet, from, to });
            arrive(b, to, UnitKind::Fleet);
        }
        Action::EndFleets => s.board.phase = Phase::Armies,
        Action::SelectArmy { from } => s.board.phase = Phase::ArmyDest { from },
        Action::HoldArmy { from } => {
            s.board.maneuver.moved_armies[from.idx()] += 1;
            s.board.phase = Phase::Armies;
        }
        Action::MoveArmy { from, to } => {
            let b = &mut s.board;
            let reach = army_reach(b, from);
            for sea in reach.route(to) {
                b.maneuver.convoyed[sea.idx()] += 1;
            }
            remove_unit(b, from, n, UnitKind::Army);
            b.cells[to.idx()].armies[n] += 1;
            b.maneuver.moved_armies[to.idx()] += 1;
            ev.push(Event::Moved { nation, kind: UnitKind::Army, from, to });
            b.phase = Phase::Armies;
            arrive(b, to, UnitKind::Army);
        }
        Action::SwitchStatus { region } => {
            let b = &mut s.board;
            b.cells[region.idx()].hostile ^= 1 << n;
            b.maneuver.stance_set |= region.bit();
            let hostile = b.cells[region.idx()].hostile & (1 << n) != 0;
            ev.push(Event::Stance { nation, region, hostile });
            if hostile {
                ask_defenders(b, region, UnitKind::Army, 0);
            }
        }
        Action::DestroyFactory { region } => {
            let b = &mut s.board;
            b.factories &= !region.bit();
            for _ in 0..3 {
                remove_unit(b, region, n, UnitKind::Army);
            }
            let owner = region.info().nation.expect("home province");
            ev.push(Event::FactoryDestroyed { nation: owner, region, by: nation });
        }
        Action::EndManeuver => {
            place_flags(&mut s.board, ev);
            s.board.maneuver = Maneuver::default();
            end_action(s, ev);
        }
        Action::Friendly | Action::Hostile | Action::Coexist => {
            let b = &mut s.board;
            let Phase::Entry { region, kind } = b.phase else { return };
            if entering_foreign_home(b, region, kind) {
                let hostile = *a == Action::Hostile;
                let c = &mut b.cells[region.idx()];
                if hostile {
                    c.hostile |= 1 << n;
                } else {
                    c.hostile &= !(1 << n);
                }
                b.maneuver.stance_set |= region.bit();
                ev.push(Event::Stance { nation, region, hostile });
            }
            ask_defenders(b, region, kind, 0);
        }
        Action::Fight { nation: m, kind: their } => {
            let b = &mut s.board;
            let Phase::Entry { region, kind } = b.phase else { return };
            battle(b, region, kind, m.idx(), their, ev);
        }
        Action::Tolerate => {
            let b = &mut s.board;
            let Phase::Defence { region, kind, nation: m } = b.phase else { return };
            ev.push(Event::Tolerated { nation: Nation::from_index(m as usize), region });
            ask_defenders(b, region, kind, m + 1);
        }
        Action::Resist { kind: their } => {
            let b = &mut s.board;
            let Phase::Defence { region, kind, nation: m } = b.phase else { return };
            battle(b, region, kind, m as usize, their, ev);
        }
        _ => {}
    }
}

/// The phase to go back to after a unit of `kind` has been dealt with.
fn resume(b: &mut Board, kind: UnitKind) {
    b.phase = match kind {
        UnitKind::Fleet => Phase::Fleets,
        UnitKind::Army => Phase::Armies,
    };
}

/// A unit of `kind` of the active nation has arrived in `to`: ask for a stance or a battle where needed.
fn arrive(b: &mut Board, to: Region, kind: UnitKind) {
    let n = b.active as usize;
    let contested = (0..6).any(|m| m != n && opponents(b, to, kind, m).next().is_some());
    if contested || entering_foreign_home(b, to, kind) {
        b.phase = Phase::Entry { region: to, kind };
    } else {
        resume(b, kind);
    }
}

/// Asks the next government (nations from `from_nation` on) whose units could battle the active unit.
fn ask_defenders(b: &mut Board, region: Region, kind: UnitKind, from_nation: u8) {
    let n = b.active as usize;
    let next = (from_nation as usize..6)
        .find(|&m| m != n && b.gov(m).is_some() && opponents(b, region, kind, m).next().is_some());
    match next {
        Some(m) => b.phase = Phase::Defence { region, kind, nation: m as u8 },
        None => resume(b, kind),
    }
}

/// One unit of the active nation and one of nation `m` destroy each other.
fn battle(b: &mut Board, region: Region, kind: UnitKind, m: usize, their: UnitKind, ev: &mut Vec<Event>) {
    let n = b.active as usize;
    remove_unit(b, region, n, kind);
    remove_unit(b, region, m, their);
    ev.push(Event::Battle {
        region,
        nation: Nation::from_index(n),
        kind,
        against: Nation::from_index(m),
        against_kind: their,
    });
    resume(b, kind);
}

/// Removes one unit, keeping the moved counts and the hostile status consistent.
fn remove_unit(b: &mut Board, r: Region, nation: usize, kind: UnitKind) {
    let left = {
        let u = b.units_mut(r, nation, kind);
        *u -= 1;
        *u
    };
    if nation == b.active as usize {
        let moved = match kind {
            UnitKind::Army => &mut b.maneuver.moved_armies[r.idx()],
            UnitKind::Fleet => &mut b.maneuver.moved_fleets[r.idx()],
        };
        *moved = (*moved).min(left);
    }
    if kind == UnitKind::Army && left == 0 {
        b.cells[r.idx()].hostile &= !(1 << nation);
    }
}

/// End of the maneuver: a flag in every neutral land and sea where the active nation alone has units.
fn place_flags(b: &mut Board, ev: &mut Vec<Event>) {
    let n = b.active as usize;
    let limit = b.ruleset.flags();
    for r in bits(MAP.flaggable) {
        let c = &b.cells[r.idx()];
        let mine = c.armies[n] > 0 || c.fleets[n] > 0;
        if !mine || c.flag == n as u8 || b.foreign_units(r, n) || b.flags_on_board(n) >= limit {
            continue;
        }
        let replaced = (c.flag != NONE).then(|| Nation::from_index(c.flag as usize));
        b.cells[r.idx()].flag = n as u8;
        ev.push(Event::FlagPlaced { nation: Nation::from_index(n), region: r, replaced });
    }
}
