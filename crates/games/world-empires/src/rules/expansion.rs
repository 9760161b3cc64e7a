//! An empire's expansion (seed: "帝国の拡張"): entering the start region, placing soldiers and merchants in
//! reach (neighbouring spaces, and coasts joined by your navies), expelling merchants, building navies,
//! attacking nomad peoples and gaining the resources of newly held spaces.

use rand::Rng;
use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::model::{Card, Effect, Power, PowerKind, Resource, Space, SpaceSet, data};
use crate::rules::{cards, flow, resources, war};
use crate::state::{Active, Navy, Phase, Public, SpaceState, Stack, State};

/// Whether `power` (of colour `seat`, `None` for nomads) holds the space: it has soldiers there, or merchants
/// there while its colour has the most merchants.
pub fn holds(ss: &SpaceState, seat: Option<Seat>, power: Power) -> bool {
    ss.soldiers_of_power(power) > 0
        || (seat.is_some() && ss.commercial() == seat && ss.merchants.iter().any(|m| m.power == power))
}

/// Spaces where `power` has any piece.
pub fn power_spaces(p: &Public, power: Power) -> SpaceSet {
    let mut set = SpaceSet::EMPTY;
    for s in Space::land() {
        if p.space(s).pieces_of_power(power) > 0 {
            set.insert(s);
        }
    }
    set
}

/// Spaces `power` holds.
pub fn held_spaces(p: &Public, seat: Option<Seat>, power: Power) -> SpaceSet {
    let mut set = SpaceSet::EMPTY;
    for s in Space::land() {
        if holds(p.space(s), seat, power) {
            set.insert(s);
        }
    }
    set
}

pub fn holds_resource(p: &Public, seat: Option<Seat>, power: Power, r: Resource) -> bool {
    Space::land().any(|s| s.info().has(r) && holds(p.space(s), seat, power))
}

/// Forest chits on spaces the power holds.
pub fn forest_available(p: &Public, a: &Active) -> u8 {
    held_spaces(p, Some(a.seat), a.power).iter().map(|s| p.space(s).forest).sum()
}

/// The side a power's soldiers fight for: its colour, or `None` for nomads.
pub fn side(a: &Active) -> Option<Seat> {
    if a.kind == PowerKind::Nomad { None } else { Some(a.seat) }
}

/// Where the active power may place a piece: where it stands, the neighbours of those spaces, and the coasts
/// of the waters its colour's navies hold next to them.
pub fn reach(p: &Public, a: &Active) -> SpaceSet {
    let own = power_spaces(p, a.power);
    let held = if a.kind == PowerKind::Nomad { SpaceSet::EMPTY } else { p.held_waters(a.seat) };
    let mut r = own;
    for s in own.iter() {
        let info = s.info();
        r = r.union(info.adj);
        for w in info.waters.iter().filter(|w| held.contains(*w)) {
            r = r.union(w.info().adj);
        }
    }
    r
}

/// Start spaces: spaces of the power's region without a city or a capital. Nomads enter an empty space if
/// there is one.
pub fn entries(p: &Public, a: &Active) -> Vec<Space> {
    let region = a.power.info().region.info();
    let free: Vec<Space> =
        region.spaces.iter().filter(|s| p.space(*s).cities == 0 && p.capital_at(*s).is_none()).collect();
    if a.kind == PowerKind::Nomad {
        let empty: Vec<Space> = free.iter().copied().filter(|s| p.space(*s).is_empty()).collect();
        if !empty.is_empty() {
            return empty;
        }
    }
    free
}

pub fn legal_enter(p: &Public, out: &mut Vec<Action>) {
    if let Some(a) = &p.active {
        out.extend(entries(p, a).into_iter().map(|space| Action::Enter { space }));
    }
}

/// The power's commerce now: printed value, +1 holding gold, +1 with Trade Winds.
pub fn commerce(p: &Public, seat: Seat, power: Power, event: Option<Card>) -> i32 {
    let mut c = power.info().commerce;
    if holds_resource(p, Some(seat), power, Resource::Gold) {
        c += 1;
    }
    if event.map(Card::effect) == Some(Effect::TradeWinds) {
        c += 1;
    }
    c
}

pub fn legal_expand(s: &State, out: &mut Vec<Action>) {
    let p = &s.public;
    let Some(a) = &p.active else { return };
    let nomad = a.kind == PowerKind::Nomad;
    if a.pool > 0 {
        let reach = reach(p, a);
        let merchants = !nomad && commerce(p, a.seat, a.power, a.event) >= 1;
        for space in reach.iter().filter(|s| s.is_land()) {
            out.push(Action::Soldier { space });
            if merchants && !p.space(space).soldiers.is_empty() {
                out.push(Action::Merchant { space });
            }
        }
        if nomad {
            for space in Space::land() {
                let ss = p.space(space);
                if ss.cities > 0 && ss.soldiers_of_power(a.power) > 0 {
                    out.push(Action::Plunder { space });
                }
            }
        } else {
            for space in Space::land() {
                let ss = p.space(space);
                if ss.soldiers_of_power(a.power) > 0 && ss.merchants.iter().any(|m| m.seat != Some(a.seat)) {
                    out.push(Action::Expel { space });
                }
            }
        }
    }
    if !nomad {
        legal_navies(p, a, out);
        resources::legal(p, a, out);
        if a.pool > 0 && !attackable_nomads(p, a).is_empty() {
            out.push(Action::AttackNomads);
        }
        cards::legal_play(s, a, out);
        legal_relocations(p, a, out);
    }
    out.push(Action::End);
}

fn legal_navies(p: &Public, a: &Active, out: &mut Vec<Action>) {
    let forests = forest_available(p, a) + u8::from(a.free_navy);
    let held = held_spaces(p, Some(a.seat), a.power);
    let mut coast_waters = SpaceSet::EMPTY;
    for s in held.iter() {
        coast_waters = coast_waters.union(s.info().waters);
    }
    let mine = p.held_waters(a.seat);
    for st in &data().stations {
        if st.navies > a.pool || st.navies > forests {
            continue;
        }
        let touches = coast_waters.contains(st.sea) || st.with.is_some_and(|w| coast_waters.contains(w));
        let new = !mine.contains(st.sea) || st.with.is_some_and(|w| !mine.contains(w));
        if touches && new {
            out.push(Action::Navy { sea: st.sea, with: st.with });
        }
    }
}

/// This epoch's nomad peoples the power may attack: those of regions where it holds a space.
pub fn attackable_nomads(p: &Public, a: &Active) -> Vec<Power> {
    let held = held_spaces(p, Some(a.seat), a.power);
    p.nomad_damage.iter().map(|(n, _)| *n).filter(|n| n.info().region.info().spaces.0 & held.0 != 0).collect()
}

/// Spaces within two land steps of `from`.
fn within_two(from: Space) -> SpaceSet {
    let mut r = from.info().adj;
    for s in from.info().adj.iter() {
        r = r.union(s.info().adj);
    }
    r
}

fn legal_relocations(p: &Public, a: &Active, out: &mut Vec<Action>) {
    if a.relocations == 0 {
        return;
    }
    for from in Space::land().filter(|s| p.space(*s).merchants_of(a.seat) > 0) {
        for to in within_two(from).iter().filter(|t| *t != from && !p.space(*t).soldiers.is_empty()) {
            out.push(Action::Relocate { from, to });
        }
    }
}

/// Adds one piece of `power` to a stack list.
pub fn add(stacks: &mut Vec<Stack>, seat: Option<Seat>, power: Power, n: u8) {
    match stacks.iter_mut().find(|s| s.power == power) {
        Some(st) => st.count += n,
        None => stacks.push(Stack { seat, power, count: n }),
    }
}

/// Removes one piece from the stack at `i`.
pub fn take(stacks: &mut Vec<Stack>, i: usize) {
    stacks[i].count -= 1;
    if stacks[i].count == 0 {
        stacks.remove(i);
    }
}

/// Index of the largest stack (the first of equals) for which `pick` holds.
pub fn largest(stacks: &[Stack], pick: impl Fn(&Stack) -> bool) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, s) in stacks.iter().enumerate().filter(|(_, s)| pick(s)) {
        if best.is_none_or(|b| s.count > stacks[b].count) {
            best = Some(i);
        }
    }
    best
}

/// Takes the resources of a newly held space: each resource but forest counts towards cities and great
/// buildings; grain also brings pieces (2, or 3 with Population Explosion).
pub fn gain(s: &mut State, space: Space, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    let Some(a) = p.active.as_ref() else { return };
    if a.kind == PowerKind::Nomad || a.acquired.contains(space) || !holds(p.space(space), Some(a.seat), a.power) {
        return;
    }
    let info = space.info();
    let explosion = a.event.map(Card::effect) == Some(Effect::PopulationExplosion);
    let rules = &data().rules;
    let a = p.active.as_mut().expect("active");
    a.acquired.insert(space);
    let mut pieces = 0;
    let mut got = Vec::new();
    for r in info.resources.iter().filter(|r| **r != Resource::Forest) {
        a.gained[r.idx()] += 1;
        got.push(*r);
        if *r == Resource::Grain {
            pieces = if explosion { rules.grain_pieces_explosion } else { rules.grain_pieces };
        }
    }
    a.pool = a.pool.saturating_add(pieces);
    if !got.is_empty() {
        ev.push(Event::Gained { power: a.power, space, resources: got, pieces });
    }
}

/// Places one piece of the active power; a soldier that arrives where another side's capital stands takes it.
fn place(s: &mut State, space: Space, merchant: bool, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("active");
    let side = side(&a);
    let ss = s.public.space_mut(space);
    if merchant {
        add(&mut ss.merchants, side, a.power, 1);
    } else {
        add(&mut ss.soldiers, side, a.power, 1);
    }
    if let Some(act) = s.public.active.as_mut() {
        act.pool -= 1;
    }
    ev.push(Event::Placed { seat: a.seat, power: a.power, space, merchant });
    gain(s, space, ev);
    if !merchant {
        war::check_capture(s, space, ev);
    }
}

pub fn apply(s: &mut State, action: &Action, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("an active power");
    match *action {
        Action::Enter { space } => {
            let ss = s.public.space_mut(space);
            let removed: u8 = ss.soldiers.iter().map(|x| x.count).sum();
            ss.soldiers.clear();
            add(&mut ss.soldiers, side(&a), a.power, 1);
            if let Some(act) = s.public.active.as_mut() {
                act.pool -= 1;
                act.start = Some(space);
            }
            if a.kind != PowerKind::Nomad {
                s.public.capitals.push(crate::state::Capital { power: a.power, seat: a.seat, space });
            }
            ev.push(Event::Entered { seat: a.seat, power: a.power, space, removed });
            gain(s, space, ev);
            s.public.phase = Phase::Expand;
        }
        Action::Soldier { space } => {
            let enemy = s.public.space(space).soldiers.iter().any(|x| x.seat != side(&a));
            if enemy {
                war::battle(s, space, ev);
                if s.public.space(space).soldiers.is_empty() && s.public.active.as_ref().is_some_and(|x| x.pool > 0) {
                    // The defenders are gone: the attacking piece moves in (a tie leaves the space empty).
                    let won = s.public.last_battle.as_ref().is_some_and(|b| b.attacker_won == Some(true));
                    if won {
                        place(s, space, false, ev);
                    }
                }
            } else {
                place(s, space, false, ev);
            }
        }
        Action::Merchant { space } => place(s, space, true, ev),
        Action::Expel { space } => {
            let ss = s.public.space_mut(space);
            let mut removed = 0;
            while removed < data().rules.expel_merchants {
                let Some(i) = largest(&ss.merchants, |m| m.seat != Some(a.seat)) else { break };
                take(&mut ss.merchants, i);
                removed += 1;
            }
            if let Some(act) = s.public.active.as_mut() {
                act.pool -= 1;
            }
            ev.push(Event::Expelled { seat: a.seat, space, merchants: removed });
            // Losing merchants may hand the space's commercial control to the active power.
            gain(s, space, ev);
        }
        Action::Navy { sea, with } => {
            let st = data().stations.iter().find(|st| st.sea == sea && st.with == with).copied();
            let navies = st.map_or(1, |st| st.navies);
            let mut forests = navies;
            if a.free_navy {
                forests -= 1;
                if let Some(act) = s.public.active.as_mut() {
                    act.free_navy = false;
                }
            }
            resources::use_forests(s, forests, ev);
            if let Some(act) = s.public.active.as_mut() {
                act.pool -= navies;
            }
            let waters: Vec<Space> = std::iter::once(sea).chain(with).collect();
            ev.push(Event::NavyBuilt { seat: a.seat, power: a.power, waters: waters.clone(), pieces: navies });
            s.public.navies.push(Navy { seat: a.seat, power: a.power, waters, pieces: navies });
        }
        Action::AttackNomads => {
            let targets = attackable_nomads(&s.public, &a);
            let nomad = targets[s.rng.random_range(0..targets.len())];
            let attack = war::strength(&s.public, &a);
            let defence = war::nomad_strength(&s.public, nomad);
            let (_, at) = war::roll(attack, &mut s.rng);
            let (_, de) = war::roll(defence, &mut s.rng);
            let success = at > de;
            if success && let Some(d) = s.public.nomad_damage.iter_mut().find(|(n, _)| *n == nomad) {
                d.1 += 1;
            }
            if let Some(act) = s.public.active.as_mut() {
                act.pool -= 1;
            }
            ev.push(Event::NomadAttack { seat: a.seat, power: a.power, nomad, attack: at, defence: de, success });
        }
        Action::Relocate { from, to } => {
            let seat = a.seat;
            let fs = s.public.space_mut(from);
            let i = largest(&fs.merchants, |m| m.seat == Some(seat)).expect("a merchant to move");
            let power = fs.merchants[i].power;
            take(&mut fs.merchants, i);
            add(&mut s.public.space_mut(to).merchants, Some(seat), power, 1);
            if let Some(act) = s.public.active.as_mut() {
                act.relocations -= 1;
            }
            ev.push(Event::Relocated { seat, from, to });
        }
        Action::End => flow::finish_power(s, ev),
        _ => {}
    }
}
