//! The end of an epoch (seed: "ターンエンド"): merchant competition, losses on barren land and for navies, the
//! nomads' vitality from the table (empty spaces of their region × the epoch's multiplier, plus the people's
//! modifier), their invasion played by the lowest-scoring players, and their scoring.

use rand::Rng;
use rand::seq::SliceRandom;
use statecraft_engine::Seat;

use crate::action::Event;
use crate::model::{Power, PowerKind, Region, Space, data};
use crate::rules::expansion::{commerce, largest, take};
use crate::rules::flow;
use crate::state::{Active, Age, Invasion, Phase, Public, State};

/// The seed's nomad vitality table: empty spaces × the multiplier of the epoch (×1, ×2, ×3 for epochs I–III).
pub fn vitality_table(empty: u32, epoch: u8) -> i32 {
    let mult = data().rules.nomad_multiplier[usize::from(epoch.clamp(1, 5) - 1)];
    empty as i32 * mult
}

/// Empty land spaces of a region (no soldier and no merchant).
pub fn empty_spaces(p: &Public, region: Region) -> u32 {
    region.info().spaces.iter().filter(|s| p.space(*s).is_empty()).count() as u32
}

/// A nomad people's vitality now: the table for its region's empty spaces (one fewer in an Age of Storms), plus
/// its modifier, minus one space's worth for every successful attack on it this epoch.
pub fn nomad_vitality(p: &Public, nomad: Power) -> u8 {
    let info = nomad.info();
    let mut empty = empty_spaces(p, info.region);
    if p.age == Some(Age::Storms) {
        empty = empty.saturating_sub(1);
    }
    let damage = p.nomad_damage.iter().find(|(n, _)| *n == nomad).map_or(0, |d| d.1);
    let v = vitality_table(empty, p.epoch) + info.vitality - vitality_table(u32::from(damage), p.epoch);
    v.clamp(0, 255) as u8
}

/// Where merchants of several colours share a space, each colour rolls its commerce plus a die; the lowest
/// (every colour tied for lowest) loses one merchant.
fn merchant_competition(s: &mut State, ev: &mut Vec<Event>) {
    for space in Space::land() {
        let mut seats: Vec<Seat> = s.public.space(space).merchants.iter().filter_map(|m| m.seat).collect();
        seats.sort();
        seats.dedup();
        if seats.len() < 2 {
            continue;
        }
        let mut rolls = Vec::new();
        for &seat in &seats {
            let ss = s.public.space(space);
            let best = ss
                .merchants
                .iter()
                .filter(|m| m.seat == Some(seat))
                .map(|m| commerce(&s.public, seat, m.power, None))
                .max()
                .unwrap_or(0);
            let die: i32 = s.rng.random_range(1..=6);
            rolls.push((seat, best + die));
        }
        let low = rolls.iter().map(|r| r.1).min().unwrap_or(0);
        let losers: Vec<Seat> = rolls.iter().filter(|r| r.1 == low).map(|r| r.0).collect();
        let ss = s.public.space_mut(space);
        for &l in &losers {
            if let Some(i) = largest(&ss.merchants, |m| m.seat == Some(l)) {
                take(&mut ss.merchants, i);
            }
        }
        ev.push(Event::MerchantContest { space, rolls, losers });
    }
}

/// Pieces on barren land are removed; every colour with navies loses one of them.
fn losses(s: &mut State, ev: &mut Vec<Event>) {
    for space in Space::land().filter(|x| x.info().barren) {
        let ss = s.public.space_mut(space);
        let pieces: u32 = ss.soldiers.iter().chain(&ss.merchants).map(|x| u32::from(x.count)).sum();
        if pieces > 0 {
            ss.soldiers.clear();
            ss.merchants.clear();
            ev.push(Event::BarrenLoss { space, pieces: pieces.min(255) as u8 });
        }
    }
    for seat in Seat::all(s.public.players) {
        if let Some(i) = s.public.navies.iter().rposition(|n| n.seat == seat) {
            let navy = s.public.navies.remove(i);
            ev.push(Event::NavyLost { seat, waters: navy.waters });
        }
    }
}

/// Seats from the lowest score up (ties: seating order).
pub fn lowest_first(p: &Public) -> Vec<Seat> {
    let mut seats: Vec<Seat> = Seat::all(p.players).collect();
    seats.sort_by_key(|s| (p.vp[s.index()], s.0));
    seats
}

/// Starts the end of the epoch.
pub fn begin(s: &mut State, ev: &mut Vec<Event>) {
    s.public.active = None;
    merchant_competition(s, ev);
    losses(s, ev);
    let age = s.public.age.unwrap_or(Age::NomadEmpires);
    let mut nomads: Vec<Power> = s.public.nomad_damage.iter().map(|(n, _)| *n).collect();
    nomads.shuffle(&mut s.rng);
    nomads.truncate(age.invaders());
    let order = lowest_first(&s.public);
    let invasions: Vec<Invasion> = nomads
        .iter()
        .enumerate()
        .map(|(i, &power)| Invasion { power, vitality: nomad_vitality(&s.public, power), seat: order[i % order.len()] })
        .collect();
    ev.push(Event::NomadsInvade { invasions: invasions.iter().map(|i| (i.power, i.vitality, i.seat)).collect() });
    s.public.invasions = invasions;
    s.public.invasions_done = 0;
    next_invasion(s, ev);
}

fn next_invasion(s: &mut State, ev: &mut Vec<Event>) {
    while let Some(inv) = s.public.invasions.get(s.public.invasions_done).cloned() {
        if inv.vitality == 0 {
            s.public.invasions_done += 1;
            continue;
        }
        s.public.active = Some(Active {
            seat: inv.seat,
            power: inv.power,
            kind: PowerKind::Nomad,
            pool: inv.vitality,
            start: None,
            gained: [0; 6],
            acquired: Default::default(),
            battles: 0,
            event: None,
            sure_win: false,
            free_navy: false,
            relocations: 0,
            kingdom_played: false,
        });
        if crate::rules::expansion::entries(&s.public, s.public.active.as_ref().expect("set")).is_empty() {
            ev.push(Event::NoEntry { seat: inv.seat, power: inv.power });
            s.public.invasions_done += 1;
            continue;
        }
        ev.push(Event::TurnBegins { seat: inv.seat, power: inv.power, pieces: inv.vitality });
        s.public.phase = Phase::Enter;
        return;
    }
    s.public.active = None;
    flow::after_nomads(s, ev);
}

/// The nomad's expansion is over: it scores 1 per city it holds, and all its pieces leave the board.
pub fn nomad_done(s: &mut State, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("active nomad");
    let mut cities = 0;
    let mut pieces = 0u32;
    for space in Space::land() {
        let ss = s.public.space_mut(space);
        let here = ss.soldiers_of_power(a.power);
        if here > 0 {
            cities += i64::from(ss.cities);
            pieces += u32::from(here);
            ss.soldiers.retain(|x| x.power != a.power);
        }
    }
    let vp = cities * data().rules.nomad_city_points;
    s.public.vp[a.seat.index()] += vp;
    ev.push(Event::NomadScored { seat: a.seat, power: a.power, cities, vp });
    ev.push(Event::NomadsLeave { power: a.power, pieces: pieces.min(255) as u8 });
    s.public.invasions_done += 1;
    next_invasion(s, ev);
}
