//! The game's only chance: drawing cards (the discards reshuffled into a new deck when it runs out) and
//! rolling a die, both from the state's own random generator.

use rand::Rng;
use rand::seq::SliceRandom;
use statecraft_engine::{GameRng, Seat};

use crate::action::Event;
use crate::model::{Card, insert_sorted};
use crate::state::State;

pub fn roll_die(rng: &mut GameRng) -> u8 {
    rng.random_range(1..=6)
}

/// Draws up to `count` cards into `seat`'s hand, reshuffling the discards when the deck runs out.
pub fn draw(s: &mut State, seat: Seat, count: usize, ev: &mut Vec<Event>) -> Vec<Card> {
    let mut drawn = Vec::new();
    for _ in 0..count {
        if s.deck.is_empty() {
            if s.public.discard.is_empty() {
                break;
            }
            s.deck = std::mem::take(&mut s.public.discard);
            s.deck.shuffle(&mut s.rng);
            ev.push(Event::Reshuffled { cards: s.deck.len() });
        }
        if let Some(card) = s.deck.pop() {
            insert_sorted(&mut s.hands[seat.index()], card);
            drawn.push(card);
        }
    }
    drawn.sort();
    drawn
}
