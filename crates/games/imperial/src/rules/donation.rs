//! Donations: a player may give any amount of own cash to any nation's treasury (seed: the bond window's
//! donation; 2010 rulebook p. 6: "at any time"). Only the seat that is to decide can act in this engine, so a
//! player donates at any decision of theirs where money can matter (choosing the rondel space, building,
//! importing, investing). It takes two steps, the nation and then the amount, so the legal lists stay short.

use statecraft_engine::Seat;

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::Nation;
use crate::state::{Phase, State};

/// Whether a donation may be started in the current step.
fn open_here(phase: Phase) -> bool {
    matches!(phase, Phase::Rondel | Phase::Factory | Phase::Import { .. } | Phase::Invest { .. })
}

pub fn check_open(s: &State, seat: Seat) -> Result<(), Refusal> {
    if !open_here(s.board.phase) {
        return Err(Refusal::NoDonationHere);
    }
    if s.cash[seat.index()] == 0 {
        return Err(Refusal::NoCashToGive);
    }
    Ok(())
}

pub fn check_amount(s: &State, seat: Seat, amount: u16) -> Result<(), Refusal> {
    let cash = s.cash[seat.index()];
    if amount == 0 || amount > cash {
        return Err(Refusal::DonationAmount { cash });
    }
    Ok(())
}

/// One `DonateTo` per nation, when a donation may be started.
pub fn legal_open(s: &State, seat: Seat, out: &mut Vec<Action>) {
    if check_open(s, seat).is_ok() {
        out.extend(Nation::ALL.map(|nation| Action::DonateTo { nation }));
    }
}

/// Every amount from 1M to all of the seat's cash, then giving nothing.
pub fn legal_amounts(s: &State, seat: Seat, out: &mut Vec<Action>) {
    out.extend((1..=s.cash[seat.index()]).map(|amount| Action::Donate { amount }));
    out.push(Action::KeepCash);
}

pub fn give(s: &mut State, seat: Seat, nation: Nation, amount: u16, ev: &mut Vec<Event>) {
    s.cash[seat.index()] -= amount;
    s.board.nations[nation].treasury += amount;
    ev.push(Event::Donated { seat, nation, amount });
}
