//! War (seed: "戦争"): soldiers of two colours never share a space. The military strength gives the dice —
//! 0: a flat 1; 1–3: that many dice; 4, 5, 6: three dice and +1, +2, +3 — and the highest die plus the bonus is
//! the result. The higher result wins and the loser removes a soldier; equal results cost both sides one and
//! a city there. Taking a capital lets the taker remove three of that empire's pieces, and the capital moves
//! to one of the empire's cities.

use rand::Rng;
use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::model::{Card, Effect, Power, PowerKind, Resource, Space, data};
use crate::rules::expansion::{holds, holds_resource, largest, side, take};
use crate::state::{Active, Age, Battle, Phase, Public, State};

/// Dice and bonus for a military strength.
pub fn dice_for(strength: i32) -> (u8, i32) {
    if strength <= 0 { (0, 1) } else { (strength.min(3) as u8, (strength - 3).max(0)) }
}

/// Rolls for a military strength: the dice, and the highest die plus the bonus (a flat 1 with no dice).
pub fn roll(strength: i32, rng: &mut impl Rng) -> (Vec<u8>, i32) {
    let (n, bonus) = dice_for(strength);
    let dice: Vec<u8> = (0..n).map(|_| rng.random_range(1..=6u8)).collect();
    let best = dice.iter().copied().max().map_or(0, i32::from);
    (dice, best + bonus)
}

/// Result of a roll whose dice are given (for the seed's examples and the war dialog).
pub fn result(strength: i32, dice: &[u8]) -> i32 {
    let (_, bonus) = dice_for(strength);
    dice.iter().copied().max().map_or(0, i32::from) + bonus
}

/// A power's military strength when it is not the one playing: printed value, +1 holding iron, +1 holding horses.
pub fn standing_strength(p: &Public, seat: Option<Seat>, power: Power) -> i32 {
    if power.kind() == PowerKind::Nomad {
        return nomad_strength(p, power);
    }
    let mut m = power.info().military;
    if holds_resource(p, seat, power, Resource::Iron) {
        m += 1;
    }
    if holds_resource(p, seat, power, Resource::Horse) {
        m += 1;
    }
    m
}

/// A nomad people's strength: printed value, +1 in the Age of Peace.
pub fn nomad_strength(p: &Public, nomad: Power) -> i32 {
    nomad.info().military + i32::from(p.age == Some(Age::Peace))
}

/// The playing power's strength: as standing, plus its event card, minus 1 in its first three battles of an
/// Age of Storms.
pub fn strength(p: &Public, a: &Active) -> i32 {
    if a.kind == PowerKind::Nomad {
        return nomad_strength(p, a.power);
    }
    let mut m = standing_strength(p, Some(a.seat), a.power);
    match a.event.map(Card::effect) {
        Some(Effect::Phalanx) => m += 1,
        Some(Effect::HorsePeoples) if holds_resource(p, Some(a.seat), a.power, Resource::Horse) => m += 1,
        _ => {}
    }
    if p.age == Some(Age::Storms) && a.battles < data().rules.storm_battles {
        m -= 1;
    }
    m
}

/// The active power attacks the soldiers in `space` with one piece.
pub fn battle(s: &mut State, space: Space, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("active");
    let me = side(&a);
    let ss = s.public.space(space);
    let Some(d) = largest(&ss.soldiers, |x| x.seat != me) else { return };
    let (defender, defender_seat) = (ss.soldiers[d].power, ss.soldiers[d].seat);
    let attacker_strength = strength(&s.public, &a);
    let defender_strength = standing_strength(&s.public, defender_seat, defender);
    let effect = a.event.map(Card::effect);
    let (automatic, attacker_dice, defender_dice, at, de) = if a.sure_win {
        (true, Vec::new(), Vec::new(), 0, 0)
    } else {
        let (ad, at) = roll(attacker_strength, &mut s.rng);
        let (dd, de) = roll(defender_strength, &mut s.rng);
        (false, ad, dd, at, de)
    };
    let mut attacker_won = if automatic || at > de {
        Some(true)
    } else if at < de {
        Some(false)
    } else {
        None
    };
    if attacker_won.is_none() && effect == Some(Effect::Siegecraft) {
        attacker_won = Some(true);
    }
    let act = s.public.active.as_mut().expect("active");
    act.battles += 1;
    if automatic {
        act.sure_win = false;
    }
    let mut city_lost = false;
    match attacker_won {
        Some(true) => take(&mut s.public.space_mut(space).soldiers, d),
        Some(false) => act.pool -= 1,
        None => {
            act.pool -= 1;
            let ss = s.public.space_mut(space);
            take(&mut ss.soldiers, d);
            if ss.cities > 0 {
                ss.cities -= 1;
                city_lost = true;
            }
        }
    }
    let b = Battle {
        space,
        attacker: a.power,
        attacker_seat: me,
        defender,
        defender_seat,
        attacker_strength,
        defender_strength,
        attacker_dice,
        defender_dice,
        attacker_total: at,
        defender_total: de,
        attacker_won,
        automatic,
        city_lost,
    };
    ev.push(Event::Battle { battle: b.clone() });
    s.public.last_battle = Some(b);
}

/// A soldier of the active side now stands in `space`: if another side's capital is there, it falls.
pub fn check_capture(s: &mut State, space: Space, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("active");
    let me = side(&a);
    let Some(cap) = s.public.capital_at(space).cloned() else { return };
    if Some(cap.seat) == me {
        return;
    }
    ev.push(Event::CapitalTaken { seat: a.seat, power: a.power, space, victim: cap.power, victim_seat: cap.seat });
    let pieces: u32 = Space::land().map(|x| u32::from(s.public.space(x).pieces_of_power(cap.power))).sum();
    let left = (data().rules.capital_capture_removals as u32).min(pieces) as u8;
    if left > 0 {
        s.public.phase = Phase::CapitalLoss { victim: cap.power, left };
    } else {
        move_capital(s, cap.power, ev);
    }
}

pub fn legal_capital_loss(p: &Public, victim: Power, out: &mut Vec<Action>) {
    for space in Space::land().filter(|x| p.space(*x).pieces_of_power(victim) > 0) {
        out.push(Action::RemovePiece { space });
    }
}

fn capital_sites(p: &Public, power: Power) -> Vec<Space> {
    let Some(cap) = p.capital_of(power) else { return Vec::new() };
    Space::land()
        .filter(|x| *x != cap.space && p.space(*x).cities > 0 && holds(p.space(*x), Some(cap.seat), power))
        .collect()
}

pub fn legal_move_capital(p: &Public, power: Power, _seat: Seat, out: &mut Vec<Action>) {
    out.extend(capital_sites(p, power).into_iter().map(|space| Action::MoveCapital { space }));
}

/// The fallen capital moves to a city of its empire (chosen by its owner when there are several), or is lost.
fn move_capital(s: &mut State, power: Power, ev: &mut Vec<Event>) {
    let sites = capital_sites(&s.public, power);
    match sites.as_slice() {
        [] => {
            s.public.capitals.retain(|c| c.power != power);
            ev.push(Event::CapitalLost { power });
            s.public.phase = Phase::Expand;
        }
        [one] => {
            let one = *one;
            set_capital(s, power, one, ev);
        }
        _ => {
            let seat = s.public.capital_of(power).map(|c| c.seat).expect("capital");
            s.public.phase = Phase::MoveCapital { power, seat };
        }
    }
}

fn set_capital(s: &mut State, power: Power, space: Space, ev: &mut Vec<Event>) {
    if let Some(c) = s.public.capitals.iter_mut().find(|c| c.power == power) {
        c.space = space;
    }
    ev.push(Event::CapitalMoved { power, space });
    s.public.phase = Phase::Expand;
}

pub fn apply(s: &mut State, action: &Action, ev: &mut Vec<Event>) {
    match (*action, s.public.phase.clone()) {
        (Action::RemovePiece { space }, Phase::CapitalLoss { victim, left }) => {
            let ss = s.public.space_mut(space);
            if let Some(i) = ss.soldiers.iter().position(|x| x.power == victim) {
                take(&mut ss.soldiers, i);
            } else if let Some(i) = ss.merchants.iter().position(|x| x.power == victim) {
                take(&mut ss.merchants, i);
            }
            ev.push(Event::PieceRemoved { power: victim, space });
            let remaining: u32 = Space::land().map(|x| u32::from(s.public.space(x).pieces_of_power(victim))).sum();
            if left > 1 && remaining > 0 {
                s.public.phase = Phase::CapitalLoss { victim, left: left - 1 };
            } else {
                move_capital(s, victim, ev);
            }
        }
        (Action::MoveCapital { space }, Phase::MoveCapital { power, .. }) => set_capital(s, power, space, ev),
        (Action::Plunder { space }, _) => {
            let a = s.public.active.clone().expect("active");
            s.public.space_mut(space).cities -= 1;
            let points = data().rules.plunder_points;
            s.public.vp[a.seat.index()] += points;
            if let Some(act) = s.public.active.as_mut() {
                act.pool -= 1;
            }
            ev.push(Event::Plundered { seat: a.seat, power: a.power, space, points });
        }
        _ => {}
    }
}
