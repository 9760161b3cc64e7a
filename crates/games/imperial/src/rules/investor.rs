//! Investor: the nation pays interest on every bond from its treasury (when short, its government forgoes
//! its own and makes up the rest from its cash as far as it can); then the holder of the investor card gets
//! 2M and invests, and after it every player who governs no nation invests once (2010: the Swiss banks).
//! Passing over the space without stopping brings the investing but no interest.

use statecraft_engine::Seat;

use crate::action::Event;
use crate::model::{Nation, RULES};
use crate::state::{Seats, State};

/// Pays the interest of `n`'s bonds.
pub fn pay_interest(s: &mut State, n: Nation, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let gov = b.gov(n).expect("the active nation is governed").index();
    let mut owed = [0u16; 6];
    for k in 1..=b.bond_count() {
        if let Some(owner) = b.nations[n].bonds.of(k) {
            owed[owner.index()] += b.bond_interest(k);
        }
    }
    let total: u16 = owed.iter().sum();
    let mut paid = owed;
    let treasury = &mut b.nations[n].treasury;
    if *treasury >= total {
        *treasury -= total;
    } else {
        let others = total - owed[gov];
        let from_treasury = (*treasury).min(others);
        let from_gov = (others - from_treasury).min(s.cash[gov]);
        paid[gov] = *treasury - from_treasury;
        *treasury = 0;
        s.cash[gov] -= from_gov;
        if from_gov > 0 {
            ev.push(Event::GovernmentPaid { nation: n, seat: Seat(gov as u8), amount: from_gov });
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
        ev.push(Event::Interest { nation: n, seat: Seat(p as u8), amount });
    }
}

/// The investors of one investor turn, in order: the card holder (who gets the bonus), then every player
/// governing no nation, in seating order.
pub fn begin(s: &mut State, ev: &mut Vec<Event>) -> Seats {
    let b = &s.board;
    let holder = b.investor_card;
    let bonus = RULES.costs.investor_bonus;
    s.cash[holder.index()] += bonus;
    ev.push(Event::InvestorBonus { seat: holder, amount: bonus });
    let mut order = Seats::default();
    order.push(holder);
    for k in 1..b.players {
        let p = Seat((holder.0 + k) % b.players);
        if !b.governs_any(p) {
            order.push(p);
        }
    }
    order
}

/// The investor card passes to the next player.
pub fn pass_card(s: &mut State, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    b.investor_card = Seat((b.investor_card.0 + 1) % b.players);
    ev.push(Event::InvestorCardPassed { seat: b.investor_card });
}
