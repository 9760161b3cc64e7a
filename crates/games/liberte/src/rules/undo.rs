//! Which steps a player may take back (`Game::undoable`): only those that showed nobody anything they did not
//! know and left chance alone. A step is judged by what it produced: a step whose events are all in the list
//! below is undoable; anything else stands: a card played, discarded or taken (taking a face-up card turns
//! the deck's top card up in its place), a special card, a reshuffle, the end of the action rounds with its
//! battle and election, a settled tie, a new turn (its order breaks ties at random), the end of the game.
//! The list is of what is safe, so a new kind of event is not undoable until someone decides it is.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::state::State;

/// Whether `seat` may take back `action` taken in `before` with these `events`. Ending an action and
/// finishing the discards produce no event of their own and are undoable while nothing follows them.
pub fn undoable(before: &State, seat: Seat, action: &Action, events: &[Event]) -> bool {
    let _ = (before, action);
    events.iter().all(|event| reveals_nothing(event, seat))
}

fn reveals_nothing(event: &Event, actor: Seat) -> bool {
    match event {
        // A block placed for a card already played, a pass, a display card (face up) promoted to break a tie
        // or no promotion: public choices that show nothing hidden.
        Event::Placed { seat, .. }
        | Event::Passed { seat }
        | Event::Promoted { seat, .. }
        | Event::Declined { seat } => *seat == actor,
        _ => false,
    }
}
