//! Resources, cities and great buildings (seed: "資源", "都市の発展", "偉大な建造物"). Three resources of any
//! kind make a city, placed on the empire's start space or added to a city it holds; five different kinds make a
//! great building, placed on a city it holds. Forests are used from their chits (2 → 1 → 0), which the player
//! chooses to spend or keep.

use crate::action::{Action, Event};
use crate::model::{Card, Effect, Resource, Space, data};
use crate::rules::expansion::{forest_available, held_spaces};
use crate::state::{Active, Public, State};

/// Resources a city costs this turn: three, two with Engineering.
pub fn city_cost(a: &Active) -> u8 {
    let base = data().rules.city_cost;
    if a.event.map(Card::effect) == Some(Effect::Engineering) { base - 1 } else { base }
}

fn gained_total(a: &Active) -> u8 {
    a.gained.iter().sum()
}

fn kinds_gained(a: &Active) -> u8 {
    a.gained.iter().filter(|n| **n > 0).count() as u8
}

/// Where the active power may build a city: its start space while it holds it, and the cities it holds.
pub fn city_sites(p: &Public, a: &Active) -> Vec<Space> {
    held_spaces(p, Some(a.seat), a.power).iter().filter(|s| Some(*s) == a.start || p.space(*s).cities > 0).collect()
}

pub fn legal(p: &Public, a: &Active, out: &mut Vec<Action>) {
    let forests = forest_available(p, a);
    let cost = city_cost(a);
    let have = gained_total(a);
    if have + forests >= cost {
        let sites = city_sites(p, a);
        for f in 0..=forests.min(cost) {
            if have + f >= cost {
                for &space in &sites {
                    out.push(Action::City { space, forests: f });
                }
            }
        }
    }
    let kinds = kinds_gained(a);
    let need = data().rules.great_building_kinds;
    let options: Vec<bool> = [(kinds >= need, false), (kinds + 1 >= need && forests > 0, true)]
        .iter()
        .filter(|o| o.0)
        .map(|o| o.1)
        .collect();
    if !options.is_empty() {
        for space in held_spaces(p, Some(a.seat), a.power).iter().filter(|s| p.space(*s).cities > 0) {
            for &forest in &options {
                out.push(Action::Great { space, forest });
            }
        }
    }
}

/// Uses `n` forest chits of spaces the active power holds, the lowest chits first (so a fresh forest lasts).
pub fn use_forests(s: &mut State, n: u8, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("active");
    for _ in 0..n {
        let held = held_spaces(&s.public, Some(a.seat), a.power);
        let Some(space) =
            held.iter().filter(|x| s.public.space(*x).forest > 0).min_by_key(|x| s.public.space(*x).forest)
        else {
            return;
        };
        let ss = s.public.space_mut(space);
        ss.forest -= 1;
        ev.push(Event::ForestUsed { space, left: ss.forest });
    }
}

/// Spends `n` gained resources, taking from the most plentiful kind first so that variety is kept for great
/// buildings.
fn spend_any(a: &mut Active, mut n: u8) {
    while n > 0 {
        let Some(i) = (0..6).filter(|i| a.gained[*i] > 0).max_by_key(|i| (a.gained[*i], 6 - i)) else { return };
        a.gained[i] -= 1;
        n -= 1;
    }
}

/// Spends one of each of `n` different gained kinds.
fn spend_kinds(a: &mut Active, n: u8) {
    let mut left = n;
    for r in Resource::ALL {
        if left > 0 && a.gained[r.idx()] > 0 {
            a.gained[r.idx()] -= 1;
            left -= 1;
        }
    }
}

pub fn apply(s: &mut State, action: &Action, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("active");
    match *action {
        Action::City { space, forests } => {
            use_forests(s, forests, ev);
            let cost = city_cost(&a);
            if let Some(act) = s.public.active.as_mut() {
                spend_any(act, cost - forests);
            }
            s.public.space_mut(space).cities += 1;
            ev.push(Event::CityBuilt { seat: a.seat, power: a.power, space });
        }
        Action::Great { space, forest } => {
            let need = data().rules.great_building_kinds;
            if forest {
                use_forests(s, 1, ev);
            }
            if let Some(act) = s.public.active.as_mut() {
                spend_kinds(act, need - u8::from(forest));
            }
            s.public.space_mut(space).great_buildings += 1;
            ev.push(Event::GreatBuilt { seat: a.seat, power: a.power, space });
        }
        _ => {}
    }
}
