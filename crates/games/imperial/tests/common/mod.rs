//! Helpers shared by the rule tests: set-ups, acting as whoever is to act, and reading refusals.
#![allow(dead_code)]

use statecraft_engine::{ActError, Game, Seat, ToAct, apply, legal_actions};
use statecraft_imperial::state::{Maneuver, Seats};
use statecraft_imperial::{Action, Deal, Event, Imperial, Nation, Options, Phase, Region, Ruleset, State};

pub fn r(id: &str) -> Region {
    Region::by_id(id).unwrap_or_else(|| panic!("no region {id}"))
}

/// Classic, two players, the seed's hands in the seed's order.
pub fn classic2() -> State {
    let options = Options { deal: Some(Deal::Hands { hands: vec![0, 1] }), ..Options::default() };
    Imperial::setup(&options, 2, 7).unwrap()
}

pub fn y2010(players: usize, cards: Vec<Nation>) -> State {
    let options = Options { ruleset: Ruleset::Y2010, profistart: false, deal: Some(Deal::Cards { cards }) };
    Imperial::setup(&options, players, 7).unwrap()
}

pub fn actor(s: &State) -> Seat {
    match Imperial::to_act(s) {
        ToAct::One { seat } => seat,
        other => panic!("nobody to act: {other:?}"),
    }
}

pub fn act(s: &mut State, a: Action) -> Vec<Event> {
    let seat = actor(s);
    apply::<Imperial>(s, seat, &a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

/// The English reason `a` is refused (it must be).
pub fn refused(s: &State, a: Action) -> String {
    let seat = actor(s);
    let mut copy = s.clone();
    match apply::<Imperial>(&mut copy, seat, &a) {
        Err(ActError::Illegal { reason }) => reason.en,
        other => panic!("{a:?} was not refused: {other:?}"),
    }
}

pub fn legal(s: &State) -> Vec<Action> {
    match Imperial::to_act(s) {
        ToAct::One { seat } => legal_actions::<Imperial>(s, seat),
        _ => Vec::new(),
    }
}

/// The legal actions without the donations that open at most decisions.
pub fn choices(s: &State) -> Vec<Action> {
    legal(s).into_iter().filter(|a| !matches!(a, Action::DonateTo { .. })).collect()
}

/// Puts nation `n` in `phase` on its turn.
pub fn turn(s: &mut State, n: Nation, phase: Phase) {
    s.board.active = n;
    s.board.phase = phase;
    s.board.maneuver = Maneuver::default();
}

/// An investor turn of these seats, the first holding the card.
pub fn investors(seats: &[u8]) -> Phase {
    let mut order = Seats::default();
    seats.iter().for_each(|&s| order.push(Seat(s)));
    Phase::Invest { order, pos: 0 }
}

/// Puts `count` armies of `n` in `region`, `hostile` of them hostile.
pub fn armies(s: &mut State, region: &str, n: Nation, count: u8, hostile: u8) {
    let cell = &mut s.board.cells[r(region)];
    cell.armies[n] = count;
    cell.hostile[n] = hostile;
}

pub fn fleets(s: &mut State, region: &str, n: Nation, count: u8) {
    s.board.cells[r(region)].fleets[n] = count;
}
