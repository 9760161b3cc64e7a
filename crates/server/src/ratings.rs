//! Ratings: one per player and title, updated when a game finishes.
//!
//! The maths is the `skillratings` crate's Weng-Lin model (the Bayesian approximation behind OpenSkill),
//! which rates any number of players from a final ranking, ties included, so one rule serves two-player
//! Imperial and six-player 1630 alike. Each player has a skill `mu` and an uncertainty `sigma`; the number
//! shown is the conservative `mu - 3 sigma`, scaled so that a new player shows 1000 and grows as their
//! results make the estimate surer. Accounts with a password are rated; guests play unrated (their seats
//! still count as opponents of fresh strength). Bots are rated per level (`bot:hard`), so a new player can
//! see how strong "hard" is.
//!
//! The ranking: the game's winners share first place, the others follow by score (equal scores share a
//! place), and a player who lost on time comes last whatever their score.

use serde::Deserialize;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use statecraft_engine::Seat;

use crate::store::player::{RatingRow, ResultRow};
use crate::store::{Store, StoreResult, now_ms};

/// The number people see for a rating.
pub fn shown(rating: &WengLinRating) -> i64 {
    (1000.0 + 40.0 * (rating.rating - 3.0 * rating.uncertainty)).round() as i64
}

/// A finished game's outcome as the table stores it: the engine's outcome, plus the seats that lost on time.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct FinalOutcome {
    pub scores: Vec<i64>,
    #[serde(default)]
    pub winners: Vec<Seat>,
    #[serde(default)]
    pub lost_on_time: Vec<Seat>,
}

/// Each seat's place (1 = first; equal places for ties), from the outcome.
pub fn places(outcome: &FinalOutcome) -> Vec<u32> {
    let seats = outcome.scores.len();
    // A sort key per seat: lost on time last, then winners, then by score.
    let key = |s: usize| {
        let seat = Seat(s as u8);
        (outcome.lost_on_time.contains(&seat), !outcome.winners.contains(&seat), -outcome.scores[s])
    };
    (0..seats).map(|s| 1 + (0..seats).filter(|&o| key(o) < key(s)).count() as u32).collect()
}

/// Who played a seat, for ratings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// A rated account (by id).
    Account(String),
    /// A guest account (plays unrated).
    Guest(String),
    /// The bots of a level (`bot:hard`).
    Bot(String),
}

impl Player {
    /// The key ratings and results are stored under.
    pub fn key(&self) -> &str {
        match self {
            Player::Account(id) | Player::Guest(id) | Player::Bot(id) => id,
        }
    }
    fn rated(&self) -> bool {
        !matches!(self, Player::Guest(_))
    }
}

/// The new ratings after a game: `before[i]` is seat `i`'s rating (fresh for new players and guests).
pub fn rate(before: &[WengLinRating], places: &[u32]) -> Vec<WengLinRating> {
    let teams: Vec<[WengLinRating; 1]> = before.iter().map(|r| [*r]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(places).map(|(team, place)| (&team[..], MultiTeamOutcome::new(*place as usize))).collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new()).into_iter().map(|team| team[0]).collect()
}

/// Records a finished game: every seat's result, and the new ratings of its rated players. Done once per
/// table (a second call changes nothing).
pub async fn record_game(
    store: &Store,
    table_id: &str,
    game: &str,
    players: &[Player],
    outcome: &FinalOutcome,
) -> StoreResult<()> {
    if players.len() != outcome.scores.len() {
        return Ok(());
    }
    let places = places(outcome);
    let mut before = Vec::with_capacity(players.len());
    let mut counts = Vec::with_capacity(players.len());
    for player in players {
        let stored = match player.rated() {
            true => store.rating(player.key(), game).await?,
            false => None,
        };
        let rating = stored.as_ref().and_then(|r| serde_json::from_str(&r.rating).ok()).unwrap_or_default();
        before.push(rating);
        counts.push(stored.map_or(0, |r| r.games));
    }
    let after = rate(&before, &places);
    let finished_ms = now_ms();
    let mut results = Vec::new();
    let mut ratings = Vec::new();
    for (i, player) in players.iter().enumerate() {
        let rated = player.rated();
        results.push(ResultRow {
            table_id: table_id.to_string(),
            seat: i as u8,
            player: player.key().to_string(),
            game: game.to_string(),
            place: places[i],
            score: outcome.scores[i],
            shown_before: rated.then(|| shown(&before[i])),
            shown_after: rated.then(|| shown(&after[i])),
            finished_ms,
        });
        // One account in two seats (or two seats of one bot level) is rated once, by its first seat.
        if rated && !ratings.iter().any(|r: &RatingRow| r.player == player.key()) {
            ratings.push(RatingRow {
                player: player.key().to_string(),
                game: game.to_string(),
                rating: serde_json::to_string(&after[i]).expect("ratings serialise"),
                shown: shown(&after[i]),
                games: counts[i] + 1,
            });
        }
    }
    store.save_results(&results, &ratings).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(scores: &[i64], winners: &[u8], lost: &[u8]) -> FinalOutcome {
        FinalOutcome {
            scores: scores.to_vec(),
            winners: winners.iter().map(|s| Seat(*s)).collect(),
            lost_on_time: lost.iter().map(|s| Seat(*s)).collect(),
        }
    }

    #[test]
    fn winners_first_then_by_score_ties_share_and_time_losses_last() {
        assert_eq!(places(&outcome(&[10, 30, 20, 20], &[1], &[])), vec![4, 1, 2, 2]);
        // A tie-break the rules decided: the winner is first though another has the same score.
        assert_eq!(places(&outcome(&[30, 30, 5], &[1], &[])), vec![2, 1, 3]);
        assert_eq!(places(&outcome(&[30, 10, 20], &[0], &[0])), vec![3, 2, 1]);
    }

    #[test]
    fn a_four_player_game_moves_ratings_by_place() {
        let fresh = vec![WengLinRating::new(); 4];
        let after = rate(&fresh, &[1, 2, 3, 4]);
        let mus: Vec<f64> = after.iter().map(|r| r.rating).collect();
        assert!(mus[0] > mus[1] && mus[1] > mus[2] && mus[2] > mus[3], "{mus:?}");
        assert!(mus[0] > 25.0 && mus[3] < 25.0);
        assert!(after.iter().all(|r| r.uncertainty < fresh[0].uncertainty));
        assert_eq!(shown(&fresh[0]), 1000);
        // Shared places move equally.
        let tied = rate(&fresh, &[1, 1, 3, 3]);
        assert!((tied[0].rating - tied[1].rating).abs() < 1e-9 && (tied[2].rating - tied[3].rating).abs() < 1e-9);
    }
}
