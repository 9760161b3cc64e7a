//! Bonds: buying one available bond of a nation, or trading one held up to a dearer one of the same nation
//! for the difference, paid into the treasury; whoever then holds strictly the most in a nation governs it.
//! Classic: a takeover that leaves the old government with no nation, while the nation has no power points
//! yet, costs the new government 1M paid to the old one (if it has any cash).

use statecraft_engine::Seat;

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::{Bond, Nation, RULES, Ruleset, bond_number};
use crate::state::{Board, State};

/// Whether `seat`, with `cash`, may buy `nation`'s bond number `k` of the ruleset's `bonds`.
fn buy_ok(b: &Board, bonds: &[Bond], cash: u16, nation: Nation, k: u8) -> Result<(), Refusal> {
    let value = bonds[k as usize - 1].value;
    if b.nations[nation].bonds.of(k).is_some() {
        Err(Refusal::BondTaken { nation, value })
    } else if value > cash {
        Err(Refusal::CannotAfford { price: value, cash })
    } else {
        Ok(())
    }
}

/// Whether `seat`, with `cash`, may trade its bond number `give` of `nation` up to bond number `take`.
fn trade_ok(
    b: &Board,
    bonds: &[Bond],
    seat: Seat,
    cash: u16,
    nation: Nation,
    give: u8,
    take: u8,
) -> Result<(), Refusal> {
    if b.nations[nation].bonds.of(give) != Some(seat) || give >= take {
        return Err(Refusal::TradeUpOnly { nation });
    }
    let (from, to) = (bonds[give as usize - 1].value, bonds[take as usize - 1].value);
    if b.nations[nation].bonds.of(take).is_some() {
        return Err(Refusal::BondTaken { nation, value: to });
    }
    let price = to - from;
    if price > cash {
        return Err(Refusal::CannotAfford { price, cash });
    }
    Ok(())
}

pub fn check_buy(s: &State, seat: Seat, nation: Nation, value: u16) -> Result<(), Refusal> {
    let b = &s.board;
    let k = bond_number(b.ruleset, value).ok_or(Refusal::NoSuchBond { value })?;
    buy_ok(b, b.ruleset.bonds(), s.cash[seat.index()], nation, k)
}

pub fn check_trade(s: &State, seat: Seat, nation: Nation, give: u16, take: u16) -> Result<(), Refusal> {
    let b = &s.board;
    let to = bond_number(b.ruleset, take).ok_or(Refusal::NoSuchBond { value: take })?;
    let from = bond_number(b.ruleset, give).ok_or(Refusal::TradeUpOnly { nation })?;
    trade_ok(b, b.ruleset.bonds(), seat, s.cash[seat.index()], nation, from, to)
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
    let cash = s.cash[seat.index()];
    let count = bonds.len() as u8;
    for nation in Nation::ALL {
        if only.is_some_and(|o| o != nation) {
            continue;
        }
        for k in 1..=count {
            if buy_ok(b, bonds, cash, nation, k).is_ok() {
                out.push(Action::Buy { nation, value: bonds[k as usize - 1].value });
            }
        }
        if only.is_some() {
            continue;
        }
        for give in b.nations[nation].bonds.held_by(seat) {
            for take in give + 1..=count {
                if trade_ok(b, bonds, seat, cash, nation, give, take).is_ok() {
                    let value = |k: u8| bonds[k as usize - 1].value;
                    out.push(Action::TradeUp { nation, give: value(give), take: value(take) });
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
