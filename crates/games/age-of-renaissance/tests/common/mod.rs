//! Helpers shared by the tests: a game set up to its first turn, and names for spaces and advances.
#![allow(dead_code)]

use statecraft_age_of_renaissance::rules::flow::settle;
use statecraft_age_of_renaissance::{Action, Adv, AgeOfRenaissance, Prov, State};
use statecraft_engine::{Game, Seat, ToAct, apply};

pub fn sp(id: &str) -> Prov {
    Prov::parse(id).unwrap_or_else(|| panic!("no space {id}"))
}

pub fn adv(id: &str) -> Adv {
    Adv::parse(id).unwrap_or_else(|| panic!("no advance {id}"))
}

/// Applies an action, panicking with the refusal if it is not legal.
pub fn act(s: &mut State, seat: Seat, a: Action) {
    apply::<AgeOfRenaissance>(s, seat, &a).unwrap_or_else(|e| panic!("{a:?} by {seat}: {e}"));
}

/// A game whose capitals went in seat order (seat 0 takes the first capital of the player count), everyone
/// bid nothing for the order of play, so turn 1 is about to be drawn.
pub fn started(players: usize, seed: u64) -> State {
    let mut s = AgeOfRenaissance::setup(&Default::default(), players, seed).unwrap();
    for x in Seat::all(players) {
        act(&mut s, x, Action::CapitalBid { amount: 10 - x.0 as i64 });
    }
    let caps = statecraft_age_of_renaissance::rules::setup::capitals(players);
    for (i, x) in Seat::all(players).enumerate() {
        act(&mut s, x, Action::Capital { city: caps[i] });
    }
    for x in Seat::all(players) {
        act(&mut s, x, Action::OrderBid { tokens: 0 });
    }
    s
}

/// The seat to act now (one seat).
pub fn actor(s: &State) -> Seat {
    match AgeOfRenaissance::to_act(s) {
        ToAct::One { seat } => seat,
        other => panic!("not one seat to act: {other:?}"),
    }
}

pub fn legal(s: &State, seat: Seat) -> Vec<Action> {
    statecraft_engine::legal_actions::<AgeOfRenaissance>(s, seat)
}

/// Runs the flow after a test changed the state by hand.
pub fn resettle(s: &mut State) {
    let mut ev = Vec::new();
    settle(s, &mut ev);
}
