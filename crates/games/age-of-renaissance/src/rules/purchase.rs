//! Purchases (seed 9.4), each player in order: A. ship upgrade, B. advances (credits, leaders, Patronage,
//! prerequisites), C. stabilization, D. misery relief.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::model::{Adv, CardId, Category, adv, data, misery_value};
use crate::rules::{cards::leader_credit, half_up, misery};
use crate::state::{Phase, Public, PurchaseStep, Ship, State};

/// The next ship level for $10 (one level a turn, seed 9.41); Seaworthy Vessels and Ocean Navigation move the
/// marker when the advance is bought, never by an upgrade.
pub fn next_ship(ship: Ship) -> Option<Ship> {
    match ship {
        Ship::None => Some(Ship::Galley(1)),
        Ship::Galley(n) if n < 4 => Some(Ship::Galley(n + 1)),
        Ship::Seaworthy(n) if n < 4 => Some(Ship::Seaworthy(n + 1)),
        Ship::Ocean(n) if n < 4 => Some(Ship::Ocean(n + 1)),
        _ => None,
    }
}

fn can_upgrade(p: &Public, seat: Seat) -> bool {
    let st = p.seat(seat);
    !st.upgraded && st.cash >= data().rules.ship_upgrade_cost && next_ship(st.ship).is_some()
}

/// Leaders whose credit this seat may use now: its own played this turn and those it paid for as a patron.
fn leaders_for(p: &Public, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
    p.leaders.iter().filter(move |l| l.seat == seat || l.patrons.contains(&seat)).map(|l| l.card)
}

/// The price of an advance for a seat now: its cost less the credits of the seat's advances of the same
/// category held before this turn, the credits of its leaders (+$10 each with Written Record) and $10 with
/// Institutional Research outside Civics and Religion; never below 0 (seed 9.42).
pub fn price(p: &Public, seat: Seat, a: Adv) -> i64 {
    let st = p.seat(seat);
    let d = a.data();
    let mut mask = st.advances & !st.new_advances & data().category_masks[d.category as usize];
    let mut held = 0;
    while mask != 0 {
        held += Adv(mask.trailing_zeros() as u8).data().credit;
        mask &= mask - 1;
    }
    let bonus = if st.has(adv::WRITTEN_RECORD) { 10 } else { 0 };
    let leaders: i64 = leaders_for(p, seat)
        .filter(|c| c.data().leader_advances.contains(&a))
        .map(|c| leader_credit(p, c) + bonus)
        .sum();
    let research =
        if st.has(adv::INSTITUTIONAL_RESEARCH) && !matches!(d.category, Category::Civics | Category::Religion) {
            10
        } else {
            0
        };
    (d.cost - held - leaders - research).max(0)
}

/// Why an advance cannot be bought, or `None` if it can.
pub fn advance_refusal(p: &Public, seat: Seat, a: Adv) -> Option<&'static str> {
    let st = p.seat(seat);
    if st.has(a) {
        Some("owned")
    } else if !a.data().requires.iter().all(|r| st.has(*r)) {
        Some("prerequisite")
    } else if p.banned == Some(a.data().category) {
        Some("papal_decree")
    } else if price(p, seat, a) > st.cash {
        Some("cash")
    } else {
        None
    }
}

fn patron_options(p: &Public, seat: Seat) -> Vec<CardId> {
    let st = p.seat(seat);
    if !st.has(adv::PATRONAGE) {
        return Vec::new();
    }
    p.leaders
        .iter()
        .skip(1)
        .filter(|l| l.seat != seat && !l.patrons.contains(&seat) && l.protection <= st.cash)
        .map(|l| l.card)
        .collect()
}

pub fn buy_decision(s: &State, seat: Seat) -> bool {
    let p = &s.public;
    can_upgrade(p, seat)
        || Adv::all().any(|a| advance_refusal(p, seat, a).is_none())
        || !patron_options(p, seat).is_empty()
}

/// Stabilization costs 1 + 2 + … + n for n cards in hand, half (rounded up) with Middle Class (seed 9.43).
pub fn stabilization_cost(p: &Public, seat: Seat, cards: usize) -> i64 {
    let n = cards as i64;
    let cost = n * (n + 1) / 2;
    if p.seat(seat).has(adv::MIDDLE_CLASS) { half_up(cost) } else { cost }
}

/// Misery steps taken instead of paying: as many as it takes for the steps crossed to cover the cost.
pub fn neglect_steps(from: u8, cost: i64) -> i32 {
    let mut covered = 0;
    let mut steps = 0;
    while covered < cost {
        let a = misery_value(from + steps);
        let b = misery_value(from + steps + 1);
        if b == i64::MAX {
            return steps as i32 + 1;
        }
        covered += b - a;
        steps += 1;
    }
    steps as i32
}

/// The tier: complete rows of advances across the six categories (caps relief steps a turn, seed 9.44).
pub fn tier(p: &Public, seat: Seat) -> u8 {
    let held = p.seat(seat).advances;
    data().category_masks.iter().map(|m| (held & m).count_ones()).min().unwrap_or(0) as u8
}

/// The price of the next step of relief: the difference to the step below, halved (rounded up) with
/// Enlightenment.
pub fn relief_price(p: &Public, seat: Seat) -> i64 {
    let st = p.seat(seat);
    if st.misery == 0 {
        return 0;
    }
    let diff = misery_value(st.misery) - misery_value(st.misery - 1);
    if st.has(adv::ENLIGHTENMENT) { half_up(diff) } else { diff }
}

pub fn can_relieve(p: &Public, seat: Seat) -> bool {
    let st = p.seat(seat);
    st.misery > 0 && st.relief_steps < tier(p, seat) && relief_price(p, seat) <= st.cash + st.relief_points
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &s.public;
    let Phase::Purchase { step, .. } = p.phase else { return };
    match step {
        PurchaseStep::Buy => {
            if can_upgrade(p, seat) {
                out.push(Action::UpgradeShip);
            }
            out.extend(
                Adv::all()
                    .filter(|a| advance_refusal(p, seat, *a).is_none())
                    .map(|advance| Action::BuyAdvance { advance }),
            );
            out.extend(patron_options(p, seat).into_iter().map(|card| Action::Patron { card }));
            out.push(Action::Done);
        }
        PurchaseStep::Stabilize => {
            if stabilization_cost(p, seat, s.hands[seat.index()].len()) <= p.seat(seat).cash {
                out.push(Action::Stabilize);
            }
            out.push(Action::Neglect);
        }
        PurchaseStep::Relief => {
            if can_relieve(p, seat) {
                out.push(Action::Relieve);
            }
            out.push(Action::Done);
        }
    }
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    let Phase::Purchase { at, step } = s.public.phase else { return };
    ev.push(Event::Did { seat, action: action.clone() });
    let cards = s.hands[seat.index()].len();
    let p = &mut s.public;
    match action {
        Action::UpgradeShip => {
            let st = p.seat_mut(seat);
            st.cash -= data().rules.ship_upgrade_cost;
            st.upgraded = true;
            st.ship = next_ship(st.ship).unwrap_or(st.ship);
        }
        Action::BuyAdvance { advance } => {
            buy_advance(p, seat, *advance);
            if RELIEVE_ON_PURCHASE.contains(advance) {
                misery(s, seat, -1, ev);
            }
        }
        Action::Patron { card } => {
            if let Some(l) = p.leaders.iter_mut().find(|l| l.card == *card) {
                l.patrons.push(seat);
                let (owner, paid) = (l.seat, l.protection);
                p.seat_mut(seat).cash -= paid;
                p.seat_mut(owner).cash += paid;
            }
        }
        Action::Done if step == PurchaseStep::Buy => p.phase = Phase::Purchase { at, step: PurchaseStep::Stabilize },
        Action::Stabilize => {
            p.seat_mut(seat).cash -= stabilization_cost(p, seat, cards);
            p.phase = Phase::Purchase { at, step: PurchaseStep::Relief };
        }
        Action::Neglect => {
            let steps = neglect_steps(p.seat(seat).misery, stabilization_cost(p, seat, cards));
            p.phase = Phase::Purchase { at, step: PurchaseStep::Relief };
            misery(s, seat, steps, ev);
        }
        Action::Relieve => {
            let price = relief_price(p, seat);
            let st = p.seat_mut(seat);
            let from_points = price.min(st.relief_points);
            st.relief_points -= from_points;
            st.cash -= price - from_points;
            st.relief_steps += 1;
            misery(s, seat, -1, ev);
        }
        Action::Done => p.phase = Phase::Purchase { at: at + 1, step: PurchaseStep::Buy },
        _ => {}
    }
}

/// Human Body and Improved Agriculture move their buyer's misery marker one step down when bought ("reduces
/// Misery one space" on the advance chart as ts and cs transcribe it; the seed is silent, docs/data-gaps.md).
/// The step is the advance's effect, not bought relief, so the tier does not cap it.
pub const RELIEVE_ON_PURCHASE: [Adv; 2] = [adv::HUMAN_BODY, adv::IMPROVED_AGRICULTURE];

/// Buys an advance: pays its price, takes its misery-relief points for this turn, moves the ship marker for
/// Seaworthy Vessels (Seaworthy 10) and Ocean Navigation (Ocean Navigation 1). The 26th advance ends the game
/// with this turn (seed 11.1).
pub fn buy_advance(p: &mut Public, seat: Seat, a: Adv) {
    let cost = price(p, seat, a);
    let st = p.seat_mut(seat);
    st.cash -= cost;
    st.advances |= a.bit();
    st.new_advances |= a.bit();
    st.relief_points = st.relief_points.max(a.data().relief);
    if a == adv::SEAWORTHY && matches!(st.ship, Ship::None | Ship::Galley(_)) {
        st.ship = Ship::Seaworthy(1);
    }
    if a == adv::OCEAN_NAVIGATION {
        st.ship = Ship::Ocean(1);
    }
    if st.count() as usize == data().advances.len() {
        p.final_turn = true;
    }
}

/// After everyone's purchases the leaders leave the table.
pub fn end_phase(s: &mut State) {
    s.public.leaders.clear();
}
