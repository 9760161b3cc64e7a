//! Which steps a player may take back (`Game::undoable`): only those that showed nobody anything hidden and
//! left chance alone. A step is judged by what it produced: a step whose events are all in the list below is
//! undoable; anything else (a card drawn, played, discarded or traded, a die rolled, sealed bids revealed, a
//! player's hand going to the replay pile, the final score) stands. The list is of what is safe, so a new kind
//! of event is not undoable until someone decides it is.

use statecraft_engine::Seat;

use crate::action::{Action, Event};

/// Whether `seat` may take back a step that produced these `events`.
pub fn undoable(seat: Seat, events: &[Event]) -> bool {
    events.iter().all(|event| reveals_nothing(event, seat))
}

fn reveals_nothing(event: &Event, actor: Seat) -> bool {
    match event {
        // A public decision, unless it showed a card from the hand.
        Event::Did { seat, action } => *seat == actor && !shows_a_card(action),
        // A bid sealed before the last: the others learn only that it is in.
        Event::BidSealed { seat } => *seat == actor,
        // Consequences that follow from public facts alone: misery moved, money paid or earned, income.
        Event::Misery { .. } | Event::Cash { .. } | Event::Income { .. } => true,
        // A competition Cathedral won without dice.
        Event::Competition(c) => c.dice.is_none(),
        _ => false,
    }
}

/// Playing, discarding or trading a card shows it to the table (or to the other trader).
fn shows_a_card(action: &Action) -> bool {
    matches!(
        action,
        Action::PlayCommodity { .. }
            | Action::PlayEvent { .. }
            | Action::PlayLeader { .. }
            | Action::Discard { .. }
            | Action::Trade { .. }
    )
}
