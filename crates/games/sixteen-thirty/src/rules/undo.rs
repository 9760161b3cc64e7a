//! Which steps a player may take back (`Game::undoable`): only those that showed nobody anything they did not
//! know and left chance alone. A step is judged by what it produced: a step whose events are all in the list
//! below is undoable; anything else (a card drawn or shown, a special card played, a vote revealed, a war
//! fought, a die rolled, a trade's values shown, a turn scored) stands. The list is of what is safe, so a new
//! kind of event is not undoable until someone decides it is.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::state::State;

/// Whether `seat` may take back `action` taken in `before` with these `events`.
pub fn undoable(before: &State, seat: Seat, action: &Action, events: &[Event]) -> bool {
    let _ = (before, action);
    events.iter().all(|event| reveals_nothing(event, seat))
}

fn reveals_nothing(event: &Event, actor: Seat) -> bool {
    match event {
        // A card laid in secret, a ballot cast in secret: others learn only that the seat is done.
        Event::LayingDone { seat } | Event::BallotCast { seat, .. } => *seat == actor,
        // Taking a card off a face-up weak pile, choosing whom to trade with (or nobody), abandoning a
        // draft, choosing where to vote and on what: public choices that show nothing hidden.
        Event::RemovedWeak { seat, .. } | Event::NoTrade { seat } | Event::Withdrew { seat } => *seat == actor,
        Event::TradeOpened { from, .. } => *from == actor,
        Event::VoteCalled { caller, .. } => *caller == actor,
        Event::NoVotePossible { seat } => *seat == actor,
        _ => false,
    }
}
