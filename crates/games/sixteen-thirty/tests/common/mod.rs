//! Building exact positions for rule tests: start from a real set-up, empty the hands, and move chosen cards
//! from the deck into hands and piles, so the card count always stays that of the real deck.
#![allow(dead_code)]

use statecraft_engine::{ActError, Game, Seat, apply, legal_actions};
use statecraft_sixteen_thirty::model::{Card, Nation, Pile, Special};
use statecraft_sixteen_thirty::state::{Phase, State, Trade};
use statecraft_sixteen_thirty::{Action, Event, Options, SixteenThirty};

/// A game of `players` after set-up with empty hands, no piles and the first player's turn at `phase`.
pub fn position(players: usize, active: Seat, phase: Phase) -> State {
    let mut s = SixteenThirty::setup(&Options::default(), players, 42).unwrap();
    for hand in s.hands.iter_mut() {
        s.deck.append(hand);
    }
    s.deck.sort();
    s.public.first = active;
    s.public.active = active;
    s.public.phase = phase;
    s
}

fn take_from_deck(s: &mut State, card: Card) {
    let i = s.deck.iter().position(|c| *c == card).unwrap_or_else(|| panic!("{card:?} is not in the deck"));
    s.deck.remove(i);
}

pub fn give(s: &mut State, seat: Seat, cards: &[Card]) {
    for &card in cards {
        take_from_deck(s, card);
        s.hands[seat.index()].push(card);
    }
    s.hands[seat.index()].sort();
}

pub fn pile(s: &mut State, seat: Seat, nation: Nation, strong: bool, cards: &[Card]) {
    for &card in cards {
        take_from_deck(s, card);
    }
    let mut cards = cards.to_vec();
    cards.sort();
    let piles = &mut s.public.piles[seat.index()];
    piles.retain(|p| p.nation != nation);
    piles.push(Pile { nation, strong, cards });
    piles.sort_by_key(|p| p.nation);
}

pub fn trade_table() -> Option<Trade> {
    Some(Trade { talks: 0, offer: None, delivered_count: 0, withdrawn_from: Vec::new() })
}

/// Applies an action through the engine's checked entry point, panicking with the reason if refused.
pub fn act(s: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    apply::<SixteenThirty>(s, seat, &action).unwrap_or_else(|e| panic!("{action:?} by {seat} refused: {e}"))
}

/// Applies an action that must be refused, and checks the state did not change.
pub fn refused(s: &mut State, seat: Seat, action: Action) -> ActError {
    let before = serde_json::to_string(&*s).unwrap();
    let err = apply::<SixteenThirty>(s, seat, &action).expect_err("the action should be refused");
    assert_eq!(serde_json::to_string(&*s).unwrap(), before, "a refused action changed the state");
    err
}

/// Playing a special card on a nation (every special card but the Assassin, which strikes a pile).
pub fn play(special: Special, nation: Nation) -> Action {
    Action::Play { special, nation, owner: None }
}

pub fn legal(s: &State, seat: Seat) -> Vec<Action> {
    legal_actions::<SixteenThirty>(s, seat)
}

pub fn influence(s: &State, seat: Seat, nation: Nation) -> u32 {
    s.public.influence(seat, nation)
}
