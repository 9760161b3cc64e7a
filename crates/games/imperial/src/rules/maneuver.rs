//! Maneuver: fleets move first, then armies (one step over land, the railroad through own unblocked
//! provinces, convoys over own fleets); units that meet foreign units coexist or battle one for one; armies in
//! another great power's home province are friendly or hostile, each army for itself; three armies may
//! destroy a foreign factory. Each unit moves (or turns its stance) once per maneuver.
//!
//! Army destinations are computed here, so a move is one action whatever its route. Where several routes
//! reach a place, the one that uses the fewest fleets is taken (over land uses none), which keeps as many
//! fleets as possible free to carry other armies.
//!
//! These functions change the board and say what happened; [`super::flow`] decides what is asked next.

use serde::{Deserialize, Serialize};

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::{MAP, Nation, REGIONS, RULES, Region, RegionSet, Ruleset, Stance, UnitKind};
use crate::state::{Board, NationSet};

// ---------------------------------------------------------------- movement

/// Where one army may go, with the route that uses the fewest fleets to each place.
pub struct Reach {
    pub dest: RegionSet,
    /// Seas crossed to reach each region (0 = over land).
    cost: [u8; REGIONS],
    /// The last sea before landing, for regions reached by convoy.
    via: [Option<Region>; REGIONS],
    /// For seas, the previous sea of the route.
    pred: [Option<Region>; REGIONS],
}

impl Reach {
    /// The seas whose fleets carry the army to `to`.
    pub fn route(&self, to: Region) -> impl Iterator<Item = Region> + '_ {
        let mut sea = if self.cost[to.idx()] == 0 { None } else { self.via[to.idx()] };
        std::iter::from_fn(move || {
            let r = sea?;
            sea = self.pred[r.idx()];
            Some(r)
        })
    }
}

/// Own home provinces the railroad runs through (no hostile armies).
fn rail_ok(b: &Board) -> RegionSet {
    MAP.home[b.active.idx()].filter(|r| !b.blocked(r))
}

/// Everything reachable by rail from `seed` within `ok`.
fn rail(seed: RegionSet, ok: RegionSet) -> RegionSet {
    let mut set = seed;
    loop {
        let next = set.inter(ok).iter().fold(set, |m, r| m.union(r.info().adj.inter(ok)));
        if next == set {
            return set;
        }
        set = next;
    }
}

/// Every region the active nation's army in `from` may move to.
pub fn army_reach(b: &Board, from: Region) -> Reach {
    let n = b.active;
    let ok = rail_ok(b);
    let mut reach = Reach { dest: RegionSet::EMPTY, cost: [0; REGIONS], via: [None; REGIONS], pred: [None; REGIONS] };
    let start = if ok.contains(from) { rail(RegionSet::one(from), ok) } else { RegionSet::one(from) };
    let step = start.iter().fold(RegionSet::EMPTY, |m, r| m.union(r.info().adj.inter(MAP.land)));
    reach.dest = start.union(rail(step, ok));

    // Convoys: a breadth-first search over seas holding an own fleet that has not carried an army yet.
    let free = |s: Region| b.cells[s].fleets[n] > b.maneuver.convoyed[s];
    let mut frontier = start.iter().fold(RegionSet::EMPTY, |m, r| m.union(r.info().adj)).inter(MAP.seas).filter(free);
    let mut seen = frontier;
    let mut depth = 1u8;
    while !frontier.is_empty() {
        let mut landed = RegionSet::EMPTY;
        for s in frontier.iter() {
            for l in s.info().adj.inter(MAP.land).minus(reach.dest).minus(landed).iter() {
                reach.cost[l.idx()] = depth;
                reach.via[l.idx()] = Some(s);
                landed.insert(l);
            }
        }
        for l in rail(landed.inter(ok), ok).minus(landed).minus(reach.dest).iter() {
            let entry = landed.inter(ok).iter().find(|e| rail(RegionSet::one(*e), ok).contains(l));
            reach.cost[l.idx()] = depth;
            reach.via[l.idx()] = entry.and_then(|e| reach.via[e.idx()]);
            landed.insert(l);
        }
        reach.dest = reach.dest.union(landed);
        let mut next = RegionSet::EMPTY;
        for s in frontier.iter() {
            for t in s.info().adj.inter(MAP.seas).minus(seen).iter() {
                if free(t) {
                    reach.pred[t.idx()] = Some(s);
                    next.insert(t);
                    seen.insert(t);
                }
            }
        }
        frontier = next;
        depth += 1;
    }
    reach.dest.remove(from);
    reach
}

/// The seas a fleet in `from` may sail to: from a port only its own sea, from a sea any adjacent sea.
fn fleet_targets(from: Region) -> RegionSet {
    match from.info().port {
        Some(sea) if !from.is_sea() => RegionSet::one(sea),
        _ => from.info().adj.inter(MAP.seas),
    }
}

pub fn check_move_fleet(b: &Board, from: Region, to: Region) -> Result<(), Refusal> {
    if b.unmoved_fleets(from) == 0 {
        Err(Refusal::NoUnmovedFleet { region: from })
    } else if !fleet_targets(from).contains(to) {
        if from.is_sea() {
            Err(Refusal::NotAdjacentSea { from, to })
        } else {
            Err(Refusal::PortOnlyToItsSea { region: from })
        }
    } else {
        Ok(())
    }
}

/// The stances an army picked up in `r` can be named by: both where the nation has unmoved hostile and
/// friendly armies in that province, none (one kind of army only) elsewhere.
fn stances_to_name(b: &Board, r: Region) -> bool {
    r.is_foreign_home(b.active)
        && b.unmoved_armies(r, Some(Stance::Hostile)) > 0
        && b.unmoved_armies(r, Some(Stance::Friendly)) > 0
}

pub fn check_select(b: &Board, from: Region, stance: Option<Stance>) -> Result<(), Refusal> {
    if !MAP.land.contains(from) || b.unmoved_armies(from, stance) == 0 {
        return Err(Refusal::NoUnmovedArmy { region: from, stance });
    }
    if stance.is_none() && stances_to_name(b, from) {
        return Err(Refusal::StanceNeeded { region: from });
    }
    if stance.is_some() && !stances_to_name(b, from) {
        return Err(Refusal::OneKindOfArmy { region: from });
    }
    Ok(())
}

/// The stance of the army picked in `from` (named, or the only kind there).
pub fn picked_stance(b: &Board, from: Region, named: Option<Stance>) -> Option<Stance> {
    if !from.is_foreign_home(b.active) {
        return None;
    }
    named.or(Some(if b.unmoved_armies(from, Some(Stance::Hostile)) > 0 { Stance::Hostile } else { Stance::Friendly }))
}

pub fn check_move_army(b: &Board, from: Region, to: Region) -> Result<(), Refusal> {
    if army_reach(b, from).dest.contains(to) { Ok(()) } else { Err(Refusal::Unreachable { from, to }) }
}

pub fn legal_fleets(b: &Board, out: &mut Vec<Action>) {
    let n = b.active;
    for from in MAP.land.union(MAP.seas).iter() {
        if b.cells[from].fleets[n] > b.maneuver.moved_fleets[from] {
            out.extend(fleet_targets(from).iter().map(|to| Action::MoveFleet { from, to }));
        }
    }
    legal_attacks(b, UnitKind::Fleet, out);
    out.push(Action::EndFleets);
}

/// Land regions where the active nation has armies.
fn with_armies(b: &Board) -> RegionSet {
    let n = b.active;
    MAP.land.filter(|r| b.cells[r].armies[n] > 0)
}

pub fn legal_armies(b: &Board, out: &mut Vec<Action>) {
    let n = b.active;
    let armies = with_armies(b);
    for from in armies.iter() {
        if b.unmoved_armies(from, None) == 0 {
            continue;
        }
        if stances_to_name(b, from) {
            out.extend([Stance::Hostile, Stance::Friendly].map(|s| Action::SelectArmy { from, stance: Some(s) }));
        } else {
            out.push(Action::SelectArmy { from, stance: None });
        }
    }
    for region in armies.minus(MAP.home[n.idx()]).iter() {
        for to in [Stance::Hostile, Stance::Friendly] {
            if check_change_stance(b, region, to).is_ok() {
                out.push(Action::ChangeStance { region, to });
            }
        }
    }
    for region in b.factories.inter(armies).minus(MAP.home[n.idx()]).iter() {
        if check_destroy(b, region).is_ok() {
            out.push(Action::DestroyFactory { region });
        }
    }
    legal_attacks(b, UnitKind::Army, out);
    out.push(Action::EndManeuver);
}

/// Whether the active nation has anything left to do in its fleet step (a fleet that has not moved can
/// always sail, or attack in 2010).
pub fn fleets_can_act(b: &Board) -> bool {
    Region::all().any(|r| b.unmoved_fleets(r) > 0)
}

/// Whether the active nation has anything left to do in its army step: an army that has not moved (to move,
/// stay or attack), armies whose stance may turn, or a factory to destroy.
pub fn armies_can_act(b: &Board) -> bool {
    let armies = with_armies(b);
    let abroad = armies.minus(MAP.home[b.active.idx()]);
    armies.iter().any(|r| b.unmoved_armies(r, None) > 0)
        || abroad
            .iter()
            .any(|r| [Stance::Hostile, Stance::Friendly].iter().any(|&to| check_change_stance(b, r, to).is_ok()))
        || b.factories.inter(abroad).iter().any(|r| check_destroy(b, r).is_ok())
}

pub fn legal_destinations(b: &Board, from: Region, out: &mut Vec<Action>) {
    out.extend(army_reach(b, from).dest.iter().map(|to| Action::MoveArmy { from, to }));
    out.push(Action::HoldArmy { from });
}

/// Moves one of the active nation's fleets.
pub fn move_fleet(b: &mut Board, from: Region, to: Region, ev: &mut Vec<Event>) {
    let n = b.active;
    b.cells[from].fleets[n] -= 1;
    b.cells[to].fleets[n] += 1;
    b.maneuver.moved_fleets[to] += 1;
    ev.push(Event::Moved { nation: n, kind: UnitKind::Fleet, from, to });
}

/// Moves the army picked in `from` (of stance `stance` there) to `to`, using fleets for a convoy. Its stance
/// in `to` is decided on entry.
pub fn move_army(b: &mut Board, from: Region, stance: Option<Stance>, to: Region, ev: &mut Vec<Event>) {
    let n = b.active;
    let reach = army_reach(b, from);
    for sea in reach.route(to) {
        b.maneuver.convoyed[sea] += 1;
    }
    b.cells[from].armies[n] -= 1;
    if stance == Some(Stance::Hostile) {
        b.cells[from].hostile[n] -= 1;
    }
    b.cells[to].armies[n] += 1;
    b.maneuver.moved_armies[to] += 1;
    ev.push(Event::Moved { nation: n, kind: UnitKind::Army, from, to });
}

/// The picked army stays (and has had its move).
pub fn hold_army(b: &mut Board, from: Region, stance: Option<Stance>) {
    b.maneuver.moved_armies[from] += 1;
    if stance == Some(Stance::Hostile) {
        b.maneuver.moved_hostile[from] += 1;
    }
}

// ---------------------------------------------------------------- meeting other units

/// The kinds of `m`'s units in `region` that can battle an active unit of `kind` there: fleets at sea meet
/// fleets; an army meets armies and fleets still in port; a fleet in port meets armies.
pub fn opponents(b: &Board, region: Region, kind: UnitKind, m: Nation) -> impl Iterator<Item = UnitKind> {
    let c = &b.cells[region];
    let sea = region.is_sea();
    let army = c.armies[m] > 0 && (kind == UnitKind::Army || !sea);
    let fleet = c.fleets[m] > 0 && (kind == UnitKind::Army || sea);
    [(army, UnitKind::Army), (fleet, UnitKind::Fleet)].into_iter().filter(|(ok, _)| *ok).map(|(_, k)| k)
}

fn has_opponents(b: &Board, region: Region, kind: UnitKind, m: Nation) -> bool {
    opponents(b, region, kind, m).next().is_some()
}

/// Whether an active unit of `kind` arriving in `to` must declare itself: a stance in another great power's
/// home province, coexistence or a battle where foreign units stand.
pub fn entry_needed(b: &Board, to: Region, kind: UnitKind) -> bool {
    let n = b.active;
    entering_foreign_home(b, to, kind) || Nation::ALL.iter().any(|&m| m != n && has_opponents(b, to, kind, m))
}

fn entering_foreign_home(b: &Board, region: Region, kind: UnitKind) -> bool {
    kind == UnitKind::Army && region.is_foreign_home(b.active)
}

pub fn check_stance(b: &Board, region: Region, kind: UnitKind, action: &Action) -> Result<(), Refusal> {
    let foreign = entering_foreign_home(b, region, kind);
    match action {
        Action::Friendly if !foreign => Err(Refusal::FriendlyOnlyInForeignHome),
        Action::Hostile if !foreign => Err(Refusal::FriendlyOnlyInForeignHome),
        Action::Hostile if b.hostile_forbidden(region) => Err(Refusal::HostileForbidden { region }),
        Action::Coexist if foreign => Err(Refusal::StanceNeededInForeignHome),
        _ => Ok(()),
    }
}

/// Whether the active unit of `kind` in `region` can battle one of `m`'s units of kind `theirs`.
pub fn check_opponent(b: &Board, region: Region, kind: UnitKind, m: Nation, theirs: UnitKind) -> Result<(), Refusal> {
    if m != b.active && opponents(b, region, kind, m).any(|k| k == theirs) { Ok(()) } else { Err(Refusal::NoOpponent) }
}

pub fn legal_entry(b: &Board, region: Region, kind: UnitKind, out: &mut Vec<Action>) {
    for a in [Action::Friendly, Action::Hostile] {
        if check_stance(b, region, kind, &a).is_ok() {
            out.push(a);
        }
    }
    let contested = Nation::ALL.iter().any(|&m| m != b.active && has_opponents(b, region, kind, m));
    if contested && !entering_foreign_home(b, region, kind) {
        out.push(Action::Coexist);
    }
    for m in Nation::ALL {
        if m != b.active {
            out.extend(opponents(b, region, kind, m).map(|k| Action::Fight { nation: m, kind: k }));
        }
    }
}

/// The entering army states its intent: a hostile one is counted (and counted as moved) as hostile.
pub fn declare(b: &mut Board, region: Region, stance: Stance, ev: &mut Vec<Event>) {
    let n = b.active;
    b.maneuver.stance_set.insert(region);
    if stance == Stance::Hostile {
        b.cells[region].hostile[n] += 1;
        b.maneuver.moved_hostile[region] += 1;
    }
    ev.push(Event::Stance { nation: n, region, stance });
}

/// Governments that may still be asked whether they battle the active unit of `kind` in `region`.
pub fn defenders(b: &Board, region: Region, kind: UnitKind, asked: NationSet) -> impl Iterator<Item = Nation> + '_ {
    Nation::ALL.into_iter().filter(move |&m| {
        m != b.active && !asked.contains(m) && b.gov(m).is_some() && has_opponents(b, region, kind, m)
    })
}

pub fn check_ask(b: &Board, region: Region, kind: UnitKind, asked: NationSet, nation: Nation) -> Result<(), Refusal> {
    if defenders(b, region, kind, asked).any(|m| m == nation) { Ok(()) } else { Err(Refusal::NotADefender { nation }) }
}

pub fn legal_ask(b: &Board, region: Region, kind: UnitKind, asked: NationSet, out: &mut Vec<Action>) {
    out.extend(defenders(b, region, kind, asked).map(|nation| Action::AskDefender { nation }));
}

pub fn legal_defence(b: &Board, region: Region, kind: UnitKind, m: Nation, out: &mut Vec<Action>) {
    out.push(Action::Tolerate);
    out.extend(opponents(b, region, kind, m).map(|kind| Action::Resist { kind }));
}

// ---------------------------------------------------------------- battles

/// Which of the active nation's units in a region a battle takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "unit", rename_all = "snake_case")]
pub enum Fighter {
    /// The unit that has just moved in, with the stance it declared.
    Mover { stance: Option<Stance> },
    /// A unit that has not moved this maneuver (2010); a hostile army before a friendly one.
    Unmoved,
    /// One of the armies that have just turned hostile where they stand; one that has not moved first.
    Turned,
}

/// Removes one of the active nation's units of `kind` from `region`, keeping the maneuver's counts: a unit
/// that dies is the one that fought, so every other unit keeps its move.
fn remove_own(b: &mut Board, region: Region, kind: UnitKind, who: Fighter) {
    let n = b.active;
    let (c, m) = (&mut b.cells[region], &mut b.maneuver);
    match kind {
        UnitKind::Fleet => {
            c.fleets[n] -= 1;
            if matches!(who, Fighter::Mover { .. }) {
                m.moved_fleets[region] -= 1;
            }
        }
        UnitKind::Army => {
            c.armies[n] -= 1;
            let unmoved_hostile = c.hostile[n] > m.moved_hostile[region];
            match who {
                Fighter::Mover { stance } => {
                    m.moved_armies[region] -= 1;
                    if stance == Some(Stance::Hostile) {
                        m.moved_hostile[region] -= 1;
                        c.hostile[n] -= 1;
                    }
                }
                Fighter::Unmoved => {
                    if unmoved_hostile {
                        c.hostile[n] -= 1;
                    }
                }
                Fighter::Turned => {
                    c.hostile[n] -= 1;
                    if !unmoved_hostile {
                        m.moved_armies[region] -= 1;
                        m.moved_hostile[region] -= 1;
                    }
                }
            }
        }
    }
}

/// Removes one of nation `m`'s units of `kind` from `region` (a hostile army before a friendly one).
fn remove_other(b: &mut Board, region: Region, m: Nation, kind: UnitKind) {
    let c = &mut b.cells[region];
    match kind {
        UnitKind::Fleet => c.fleets[m] -= 1,
        UnitKind::Army => {
            c.armies[m] -= 1;
            c.hostile[m] = c.hostile[m].saturating_sub(1);
        }
    }
}

/// One unit of the active nation and one of nation `m` destroy each other.
pub fn battle(
    b: &mut Board,
    region: Region,
    kind: UnitKind,
    who: Fighter,
    m: Nation,
    theirs: UnitKind,
    ev: &mut Vec<Event>,
) {
    remove_own(b, region, kind, who);
    remove_other(b, region, m, theirs);
    ev.push(Event::Battle { region, nation: b.active, kind, against: m, against_kind: theirs });
}

/// 2010: units that have not moved may battle foreign units in their region at any time of the maneuver.
pub fn check_attack(b: &Board, region: Region, kind: UnitKind, m: Nation, against: UnitKind) -> Result<(), Refusal> {
    if b.ruleset != Ruleset::Y2010 {
        return Err(Refusal::Only2010);
    }
    let unmoved = match kind {
        UnitKind::Army => b.unmoved_armies(region, None),
        UnitKind::Fleet => b.unmoved_fleets(region),
    };
    if unmoved == 0 {
        return Err(match kind {
            UnitKind::Army => Refusal::NoUnmovedArmy { region, stance: None },
            UnitKind::Fleet => Refusal::NoUnmovedFleet { region },
        });
    }
    check_opponent(b, region, kind, m, against)
}

fn legal_attacks(b: &Board, kind: UnitKind, out: &mut Vec<Action>) {
    if b.ruleset != Ruleset::Y2010 {
        return;
    }
    let n = b.active;
    let regions = match kind {
        UnitKind::Army => with_armies(b),
        UnitKind::Fleet => RegionSet(u64::MAX >> (64 - REGIONS)),
    };
    for region in regions.iter() {
        let unmoved = match kind {
            UnitKind::Army => b.unmoved_armies(region, None),
            UnitKind::Fleet => b.unmoved_fleets(region),
        };
        if unmoved == 0 {
            continue;
        }
        for m in Nation::ALL {
            if m != n {
                out.extend(opponents(b, region, kind, m).map(|against| Action::Attack {
                    region,
                    kind,
                    nation: m,
                    against,
                }));
            }
        }
    }
}

// ---------------------------------------------------------------- stances in place
//
// A nation's armies in a foreign home province may all turn friendly or hostile where they stand, once per
// province and maneuver and not where an army has just declared itself; turning hostile lets the others
// there call for a battle.

pub fn check_change_stance(b: &Board, region: Region, to: Stance) -> Result<(), Refusal> {
    let n = b.active;
    if !region.is_foreign_home(n) {
        return Err(Refusal::NotForeignHome { region });
    }
    let c = &b.cells[region];
    let other = match to {
        Stance::Hostile => c.armies[n] - c.hostile[n],
        Stance::Friendly => c.hostile[n],
    };
    if other == 0 {
        return Err(Refusal::NoArmyToTurn { region, to });
    }
    if b.maneuver.stance_set.contains(region) {
        return Err(Refusal::StanceAlreadySet { region });
    }
    if to == Stance::Hostile && b.hostile_forbidden(region) {
        return Err(Refusal::HostileForbidden { region });
    }
    Ok(())
}

/// All the active nation's armies in `region` turn to `to` where they stand (they keep their moves).
pub fn change_stance(b: &mut Board, region: Region, to: Stance, ev: &mut Vec<Event>) {
    let n = b.active;
    let (c, m) = (&mut b.cells[region], &mut b.maneuver);
    let hostile = to == Stance::Hostile;
    c.hostile[n] = if hostile { c.armies[n] } else { 0 };
    m.moved_hostile[region] = if hostile { m.moved_armies[region] } else { 0 };
    m.stance_set.insert(region);
    ev.push(Event::Stance { nation: n, region, stance: to });
}

// ---------------------------------------------------------------- destroying a factory

/// Three armies may destroy a foreign factory. Classic (seed): no other nation's units in the province and
/// never the nation's last factory. 2010 (rulebook p. 10): no units of the defender in the province, and never
/// the nation's only factory that hostile armies do not occupy.
pub fn check_destroy(b: &Board, region: Region) -> Result<(), Refusal> {
    let n = b.active;
    let Some(owner) = region.owner().filter(|&o| o != n && b.factories.contains(region)) else {
        return Err(Refusal::NoForeignFactory { region });
    };
    let needed = RULES.costs.armies_to_destroy_a_factory;
    if b.cells[region].armies[n] < needed {
        return Err(Refusal::DestroyNeedsArmies { region, needed });
    }
    match b.ruleset {
        Ruleset::Classic => {
            if b.foreign_units(region, n) {
                return Err(Refusal::DestroyDefended { region });
            }
            if b.factories_of(owner).len() <= 1 {
                return Err(Refusal::LastFactory { region });
            }
        }
        Ruleset::Y2010 => {
            if b.cells[region].present(owner) {
                return Err(Refusal::DestroyDefended { region });
            }
            let working = b.working_factories(owner);
            if working.len() == 1 && working.contains(region) {
                return Err(Refusal::OnlyWorkingFactory { region });
            }
        }
    }
    Ok(())
}

/// The factory and three of the active nation's armies there are removed: first those that moved in (hostile
/// before friendly), then others.
pub fn destroy(b: &mut Board, region: Region, ev: &mut Vec<Event>) {
    let n = b.active;
    for _ in 0..RULES.costs.armies_to_destroy_a_factory {
        let m = &b.maneuver;
        let who = if m.moved_hostile[region] > 0 {
            Fighter::Mover { stance: Some(Stance::Hostile) }
        } else if m.moved_armies[region] > 0 {
            Fighter::Mover { stance: None }
        } else {
            Fighter::Unmoved
        };
        remove_own(b, region, UnitKind::Army, who);
    }
    b.factories.remove(region);
    let owner = region.owner().expect("a factory stands in a home province");
    ev.push(Event::FactoryDestroyed { nation: owner, region, by: n });
}
