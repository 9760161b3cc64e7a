//! The game-engine core shared by every Statecraft title.
//!
//! A game is a pure, deterministic state machine described by the [`Game`] trait: no I/O, no clocks, no
//! iteration over hash maps. Chance comes only from the seeded [`GameRng`] kept inside the state, so a
//! [`Record`] (options, seats, seed and the list of actions) replays to the very same state hash.
//!
//! Hidden information is redacted in exactly one place, [`Game::view`]; everything that leaves the engine for
//! a player is a view (or an event passed through [`Game::redact_event`]), never the state itself.
//!
//! The [`testkit`] module holds the random-playout checks and the golden-record check every game runs in its own
//! tests.

mod game;
mod record;
mod rng;
pub mod testkit;
mod text;

pub use game::{
    ActError, Game, OptionKind, OptionSpec, Outcome, Seat, SeatView, SetupError, ToAct, apply, can_take_back,
    legal_actions, seat_view,
};
pub use record::{ENGINE_VERSION, Record, RecordedAction, ReplayError, replay, state_hash};
pub use rng::GameRng;
pub use text::{Text, Words};
