//! Which steps a player may take back (`Game::undoable`): only those that showed nobody anything they did not
//! know and left chance alone. A step is judged by what it produced: a step whose events are all in the list
//! below is undoable; anything else stands: a war or an attack on nomads (dice), an empire card drawn or kept
//! (the others are shuffled back), an event or kingdom card played or discarded from the hand, a card drawn
//! at the start of the next turn, an epoch's die, its end and its scoring, the end of the game. The list is
//! of what is safe, so a new kind of event is not undoable until someone decides it is.

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
        // The active power's own moves on the open board: entering, placing, expelling, navies, buildings,
        // moving a merchant, plundering a city, marching into an undefended capital, ending the expansion (when nothing is drawn after it).
        Event::Entered { seat, .. }
        | Event::Placed { seat, .. }
        | Event::Expelled { seat, .. }
        | Event::NavyBuilt { seat, .. }
        | Event::CityBuilt { seat, .. }
        | Event::GreatBuilt { seat, .. }
        | Event::Relocated { seat, .. }
        | Event::Plundered { seat, .. }
        | Event::CapitalTaken { seat, .. }
        | Event::TurnEnds { seat, .. } => *seat == actor,
        // What those moves bring by the printed rules: the space's resources, a forest chit used, a capital
        // taken without a war, a piece of its power removed, the capital moved or lost, a played event
        // card's disaster or plague striking where the player chose.
        Event::Gained { .. }
        | Event::ForestUsed { .. }
        | Event::PieceRemoved { .. }
        | Event::CapitalMoved { .. }
        | Event::CapitalLost { .. }
        | Event::DisasterStruck { .. }
        | Event::PlagueStruck { .. } => true,
        _ => false,
    }
}
