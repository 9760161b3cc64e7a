//! Bonds: buying one available bond of a nation, or trading one held up to a dearer one of the same nation
//! for the difference, paid into the treasury; whoever then holds strictly the most in a nation governs it.
//! Classic: a takeover that leaves the old government with no nation, while the nation has no power points
//! yet, costs the new government 1M paid to the old one (if it has any cash).

use statecraft_engine::Seat;

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::{Nation, RULES, Ruleset, bond_number};
use crate::state::State;

/// The number of `nation`'s bond worth `value`, if it is available.
fn available(s: &State, nation: Nation, value: u16) -> Result<u8, Refusal> {
    let b = &s.board;
    let k = bond_number(b.ruleset, value).ok_or(Refusal::NoSuchBond { value })?;
    if b.nations[nation].bonds.of(k).is_some() {
        return Err(Refusal::BondTaken { nation, value });
    }
    Ok(k)
}

pub fn check_buy(s: &State, seat: Seat, nation: Nation, value: u16) -> Result<(), Refusal> {
    available(s, nation, value)?;
    let cash = s.cash[seat.index()];
    if value > cash {
        return Err(Refusal::CannotAfford { price: value, cash });
    }
    Ok(())
}

pub fn check_trade(s: &State, seat: Seat, nation: Nation, give: u16, take: u16) -> Result<(), Refusal> {
    available(s, nation, take)?;
    let held = bond_number(s.board.ruleset, give).and_then(|k| s.board.nations[nation].bonds.of(k));
    if held != Some(seat) || give >= take {
        return Err(Refusal::TradeUpOnly { nation });
    }
    let (price, cash) = (take - give, s.cash[seat.index()]);
    if price > cash {
        return Err(Refusal::CannotAfford { price, cash });
    }
    Ok(())
}

/// What a purchase or trade costs the buyer.
pub fn price(action: &Action) -> Option<u16> {
    match *action {
        Action::Buy { value, .. } => Some(value),
        Action::TradeUp { give, take, .. } => Some(take.saturating_sub(give)),
        _ => None,
    }
}

/// Buys and trade-ups `seat` may make (of `only` in a draft, where trading up is not allowed), then passing.
pub fn legal(s: &State, seat: Seat, only: Option<Nation>, out: &mut Vec<Action>) {
    let b = &s.board;
    let bonds = b.ruleset.bonds();
    for nation in Nation::ALL {
        if only.is_some_and(|o| o != nation) {
            continue;
        }
        for bond in bonds {
            if check_buy(s, seat, nation, bond.value).is_ok() {
                out.push(Action::Buy { nation, value: bond.value });
            }
        }
        if only.is_some() {
            continue;
        }
        for give in b.nations[nation].bonds.held_by(seat).map(|k| b.bond_price(k)) {
            for take in bonds.iter().map(|b| b.value).filter(|&t| t > give) {
                if check_trade(s, seat, nation, give, take).is_ok() {
                    out.push(Action::TradeUp { nation, give, take });
                }
            }
        }
    }
    out.push(Action::Pass);
}

/// Applies a purchase or trade-up (`returned`: the value given back), then checks who governs the nation.
pub fn buy(s: &mut State, seat: Seat, nation: Nation, value: u16, returned: Option<u16>, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let ruleset = b.ruleset;
    let number = |v: u16| bond_number(ruleset, v).expect("checked bond");
    let price = value - returned.unwrap_or(0);
    s.cash[seat.index()] -= price;
    let state = &mut b.nations[nation];
    state.treasury += price;
    if let Some(r) = returned {
        state.bonds.set(number(r), None);
    }
    state.bonds.set(number(value), Some(seat));
    ev.push(Event::BondBought { seat, nation, value, returned });
    let old = b.gov(nation);
    if old.is_some_and(|g| g == seat || b.invested(seat, nation) <= b.invested(g, nation)) {
        return;
    }
    b.nations[nation].government = Some(seat);
    ev.push(Event::GovernmentChanged { nation, from: old, to: seat });
    let payment = RULES.costs.takeover_payment;
    if let Some(old) = old
        && matches!(b.phase, crate::state::Phase::Invest { .. })
        && ruleset == Ruleset::Classic
        && !b.governs_any(old)
        && b.nations[nation].power == 0
        && s.cash[seat.index()] >= payment
    {
        s.cash[seat.index()] -= payment;
        s.cash[old.index()] += payment;
        ev.push(Event::TakeoverPayment { from: seat, to: old, amount: payment });
    }
}
