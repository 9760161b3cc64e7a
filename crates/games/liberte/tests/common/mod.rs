//! Building exact positions for rule tests: start from a real set-up, put every card back in the deck, then
//! move chosen cards into hands and displays and chosen stacks onto the board, keeping every count real.
#![allow(dead_code)]

use statecraft_engine::{ActError, Seat, Text, apply};
use statecraft_liberte::model::CardId;
use statecraft_liberte::state::{Stack, State};
use statecraft_liberte::{Action, Event, Faction, Liberte, Options, Province, Stage};

/// `players` seats in seating order, empty hands, no face-up cards, turn `turn`, the action rounds.
pub fn position(players: usize, turn: u8) -> State {
    position_with(players, turn, Options::default())
}

pub fn position_with(players: usize, turn: u8, options: Options) -> State {
    let mut s = statecraft_liberte::rules::flow::setup(players, options.first_edition, 42).unwrap();
    for hand in s.hands.iter_mut() {
        s.deck.append(hand);
    }
    s.deck.append(&mut s.public.face_up);
    s.deck.sort();
    s.public.order = Seat::all(players).collect();
    s.public.turn = turn;
    s.public.active = 0;
    s.public.stage = Stage::Actions;
    if turn >= 2 {
        for f in 0..3 {
            s.public.supply[f] += s.public.reserve[f];
            s.public.reserve[f] = 0;
        }
    }
    s
}

fn take_from_deck(s: &mut State, card: u8) -> CardId {
    let card = CardId(card);
    let i = s.deck.iter().position(|c| *c == card).unwrap_or_else(|| panic!("#{} is not in the deck", card.0));
    s.deck.remove(i);
    card
}

pub fn give(s: &mut State, seat: u8, cards: &[u8]) {
    for &c in cards {
        let card = take_from_deck(s, c);
        s.hands[seat as usize].push(card);
    }
}

pub fn show(s: &mut State, seat: u8, cards: &[u8]) {
    for &c in cards {
        let card = take_from_deck(s, c);
        s.public.displays[seat as usize].push(card);
    }
}

pub fn face_up(s: &mut State, cards: &[u8]) {
    for &c in cards {
        let card = take_from_deck(s, c);
        s.public.face_up.push(card);
    }
}

/// A stack of `blocks` blocks taken from the supply.
pub fn stack(s: &mut State, province: u8, owner: u8, faction: Faction, blocks: u8) {
    s.public.supply[faction.index()] -= blocks;
    s.public.provinces[Province(province).index()].push(Stack { owner: Seat(owner), faction, blocks });
}

pub fn act(s: &mut State, seat: u8, action: Action) -> Vec<Event> {
    apply::<Liberte>(s, Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

/// The refusal's reason; the state must be unchanged.
pub fn refused(s: &mut State, seat: u8, action: Action) -> Text {
    let before = serde_json::to_string(&*s).unwrap();
    let err = apply::<Liberte>(s, Seat(seat), &action).expect_err("refused");
    assert_eq!(serde_json::to_string(&*s).unwrap(), before, "a refused action changed the state");
    match err {
        ActError::Illegal { reason } => reason,
        other => panic!("not an illegal-action refusal: {other:?}"),
    }
}

pub fn legal(s: &State, seat: u8) -> Vec<Action> {
    statecraft_engine::legal_actions::<Liberte>(s, Seat(seat))
}

/// Runs the flow (battle, election …) from the stage set by a test.
pub fn advance(s: &mut State) -> Vec<Event> {
    let mut ev = Vec::new();
    statecraft_liberte::rules::flow::advance(s, &mut ev);
    ev
}

pub fn play(card: u8, battle: bool, keep: bool) -> Action {
    Action::Play { card: CardId(card), battle, keep }
}

pub fn block(province: u8) -> Action {
    Action::Block { province: Province(province) }
}
