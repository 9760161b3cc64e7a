//! Bots for every title, written against the [`Game`] trait only.
//!
//! A bot decides from what its seat may know (its [`SeatView`]) and its own randomness, never from the full
//! state, so it cannot cheat and its choice cannot depend on another seat's secrets. The levels above
//! `random` run the information-set Monte Carlo tree search of [`search`]; [`arena`] plays bots against each
//! other and counts wins.

pub mod arena;
mod outcome;
pub mod search;

use rand::seq::IndexedRandom;
use serde::{Deserialize, Serialize};
use statecraft_engine::{Game, GameRng, SeatView};
use std::time::Duration;

pub use outcome::{utility, win_shares};
pub use search::{Budget, Decision, RootArm, SearchStats};

/// How strong a bot plays. Stronger levels spend more search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniformly random legal actions.
    Random,
    /// A short search: sees the obvious, misses a lot.
    Easy,
    /// A search of moderate size.
    Normal,
    /// The largest search that still answers within two seconds on a small machine.
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The search budget of this level, or `None` for the random bot, which does not search.
    ///
    /// The iteration count decides, so a decision is reproducible from its view and seed; the time cap is
    /// only a safety net for positions where playouts are unusually slow.
    pub fn budget(self) -> Option<Budget> {
        let (iterations, millis) = match self {
            Level::Random => return None,
            Level::Easy => (150, 300),
            Level::Normal => (800, 800),
            Level::Hard => (3_000, 1_600),
        };
        // Only the strongest level looks ahead by the title's sense of the game.
        let guided = self == Level::Hard;
        Some(Budget { iterations, time_cap: Some(Duration::from_millis(millis)), guided, ..Budget::default() })
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
    decide_within(view, level.budget(), rng)
}

/// As [`decide`], with the search budget given (`None`: the random bot).
pub fn decide_within<G: Game>(view: &SeatView<G>, budget: Option<Budget>, rng: &mut GameRng) -> Option<G::Action> {
    match budget {
        None => view.legal.choose(rng).cloned(),
        Some(budget) => search::search(view, &budget, rng).map(|d| d.action),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_names_parse_back() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{}\"", level.name()));
        }
        let error = "expert".parse::<Level>().unwrap_err();
        assert!(error.contains("random, easy, normal, hard"), "{error}");
    }

    #[test]
    fn stronger_levels_search_more() {
        assert_eq!(Level::Random.budget(), None);
        let iterations: Vec<u32> =
            [Level::Easy, Level::Normal, Level::Hard].iter().map(|l| l.budget().unwrap().iterations).collect();
        assert!(iterations.windows(2).all(|w| w[0] < w[1]), "{iterations:?}");
        let hard = Level::Hard.budget().unwrap();
        assert!(hard.time_cap.unwrap() < Duration::from_secs(2));
    }
}
