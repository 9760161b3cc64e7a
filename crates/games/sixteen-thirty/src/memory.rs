//! What each seat has seen of the others' hands: the cards it handed them in its own trades and has not seen
//! leave since.
//!
//! A player remembers what it gave away, and so must its view: a search bot rebuilds the hidden hands from the
//! view alone ([`crate::view::determinize`]), and a bot that forgot would play as if its partner might not hold
//! the card it was just given. The memory is kept sound, never complete: a card leaves it when the holder is
//! seen to part with it (laid face up, revealed, played, discarded, handed back to the observer), and when
//! the holder trades a card of the same kind to a third seat (the observer sees only the kind, so every
//! remembered card of that kind becomes uncertain and is forgotten). A remembered card is therefore always in
//! its holder's hand or among the cards it has laid in secret.

use statecraft_engine::Seat;

use crate::model::{Card, Kind, insert_sorted, remove_one};
use crate::state::State;

/// Everybody saw `holder` part with `card` (laid face up or revealed, played, discarded).
pub fn left_openly(s: &mut State, holder: Seat, card: Card) {
    for seen in s.known.iter_mut() {
        remove_one(&mut seen[holder.index()], card);
    }
}

/// A completed trade: `from` gave `given` to `to` and received `delivered`. The two traders see every value;
/// the others see only the kinds.
pub fn traded(s: &mut State, from: Seat, to: Seat, given: &[Card], delivered: &[Card]) {
    let moves = [(from, to, given, delivered), (to, from, delivered, given)];
    for (giver, taker, gave, got) in moves {
        let mine = &mut s.known[giver.index()][taker.index()];
        for &card in got {
            remove_one(mine, card);
        }
        for &card in gave {
            insert_sorted(mine, card);
        }
        let kinds: Vec<Kind> = gave.iter().map(|c| c.kind).collect();
        for (observer, seen) in s.known.iter_mut().enumerate() {
            if observer != giver.index() && observer != taker.index() {
                seen[giver.index()].retain(|c| !kinds.contains(&c.kind));
            }
        }
    }
}
