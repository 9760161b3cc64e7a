//! The deck, the three face-up cards and the refresh of hands (turns 2–4).
//!
//! Once the deck is empty the discard pile is shuffled into a new one; from then on A and B cards are mixed.
//! A face-up card that is taken is replaced at once from the top of the deck.

use rand::seq::SliceRandom;
use statecraft_engine::Seat;

use crate::action::{Action, Event, Source};
use crate::model::{CardId, data};
use crate::state::{Stage, State};

fn reshuffle(s: &mut State, ev: &mut Vec<Event>) {
    if s.public.discard.is_empty() {
        return;
    }
    s.deck.append(&mut s.public.discard);
    s.deck.shuffle(&mut s.rng);
    s.public.mixed = true;
    ev.push(Event::Reshuffled { cards: s.deck.len() });
}

/// The top card of the deck, reshuffling the discards first if the deck is empty.
pub fn draw(s: &mut State, ev: &mut Vec<Event>) -> Option<CardId> {
    if s.deck.is_empty() {
        reshuffle(s, ev);
    }
    s.deck.pop()
}

pub fn refill_face_up(s: &mut State, ev: &mut Vec<Event>) {
    while s.public.face_up.len() < data().face_up {
        match draw(s, ev) {
            Some(c) => s.public.face_up.push(c),
            None => break,
        }
    }
}

/// Whether a card can be drawn from the deck (directly or after reshuffling the discards).
pub fn deck_available(s: &State) -> bool {
    !s.deck.is_empty() || !s.public.discard.is_empty()
}

/// Every place a card may be taken from now.
pub fn sources(s: &State, out: &mut Vec<Action>) {
    for &card in &s.public.face_up {
        out.push(Action::Take { source: Source::FaceUp { card } });
    }
    if deck_available(s) {
        out.push(Action::Take { source: Source::Deck });
    }
}

/// Moves a card from `source` into `seat`'s hand. Returns the card taken.
pub fn take(s: &mut State, seat: Seat, source: Source, ev: &mut Vec<Event>) -> Option<CardId> {
    let card = match source {
        Source::FaceUp { card } => {
            let at = s.public.face_up.iter().position(|c| *c == card)?;
            s.public.face_up.remove(at);
            Some(card)
        }
        Source::Deck => draw(s, ev),
    }?;
    s.hands[seat.index()].push(card);
    ev.push(Event::Took { seat, source, card: Some(card) });
    refill_face_up(s, ev);
    Some(card)
}

pub fn discard_from_hand(s: &mut State, seat: Seat, card: CardId, ev: &mut Vec<Event>) {
    let hand = &mut s.hands[seat.index()];
    if let Some(at) = hand.iter().position(|c| *c == card) {
        hand.remove(at);
        s.public.discard.push(card);
        ev.push(Event::Discarded { seat, card });
    }
}

pub fn legal_refresh(s: &State, seat: Seat, drawing: bool, out: &mut Vec<Action>) {
    if drawing {
        sources(s, out);
    } else {
        out.extend(s.hands[seat.index()].iter().map(|&card| Action::Discard { card }));
        out.push(Action::DoneDiscarding);
    }
}

pub fn apply_refresh(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match action {
        Action::Discard { card } => discard_from_hand(s, seat, *card, ev),
        Action::DoneDiscarding => s.public.stage = Stage::Refresh { drawing: true },
        Action::Take { source } => {
            take(s, seat, *source, ev);
        }
        _ => {}
    }
}

/// Whether the active player of the refresh has nothing more to draw.
pub fn refresh_done(s: &State) -> bool {
    let seat = s.public.current();
    s.hands[seat.index()].len() >= data().hand_size || (s.public.face_up.is_empty() && !deck_available(s))
}
