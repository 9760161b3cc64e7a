//! Bots for every title, written against the [`Game`] trait only.
//!
//! A bot decides from what its seat may know (its [`SeatView`]) and its own randomness, never from the full
//! state, so it cannot cheat and its choice cannot depend on another seat's secrets.

use rand::seq::IndexedRandom;
use serde::{Deserialize, Serialize};
use statecraft_engine::{Game, GameRng, SeatView};

/// How strong a bot plays. Stronger levels spend more search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniformly random legal actions.
    Random,
}

impl Level {
    pub const ALL: [Level; 1] = [Level::Random];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
        }
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Level::ALL.into_iter().find(|l| l.name() == s).ok_or_else(|| {
            let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
            format!("unknown bot level `{s}` (use one of: {})", names.join(", "))
        })
    }
}

/// Chooses an action for the seat whose view this is. Returns `None` when the seat has nothing to do.
pub fn decide<G: Game>(view: &SeatView<G>, level: Level, rng: &mut GameRng) -> Option<G::Action> {
    match level {
        Level::Random => view.legal.choose(rng).cloned(),
    }
}
