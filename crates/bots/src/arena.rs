//! Bots against bots: the `statecraft arena` workload and the strength tests.
//!
//! Entry `e` of the line-up sits at seat `(e + g) mod n` in game `g`, so over a multiple of `n` games every
//! entry plays every seat equally often. Every bot action goes through the checked [`apply`], so a bot that
//! acts out of turn or illegally stops the arena with an error. A game still running at the action cap is
//! judged by the scores at that moment. Win shares (ties split) are counted per entry with a 95 % Wilson
//! score interval.

use serde::Serialize;
use statecraft_engine::{Game, GameRng, Seat, apply, seat_view};

use crate::{Level, decide, win_shares};

/// Totals of an arena run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    pub games: u64,
    /// Games cut at the action cap and judged by the scores then.
    pub cut: u64,
    pub actions: u64,
    /// One entry per bot of the line-up, in the order given.
    pub bots: Vec<BotTally>,
}

/// One entry of the line-up.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotTally {
    pub name: String,
    /// Games won; a win shared by `k` seats counts `1/k`.
    pub wins: f64,
    pub win_rate: f64,
    /// 95 % Wilson score interval of the win rate.
    pub ci95: [f64; 2],
}

/// Plays `games` games of the line-up `levels` (one bot per seat) and counts wins.
pub fn run<G: Game>(
    options: &G::Options,
    levels: &[Level],
    games: u64,
    seed: u64,
    max_actions: u64,
) -> Result<ArenaReport, String> {
    let n = levels.len();
    let mut wins = vec![0.0; n];
    let (mut cut, mut actions) = (0, 0);
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        // The entry sitting in each seat this game.
        let entries: Vec<usize> = (0..n).map(|s| (s + n - g as usize % n) % n).collect();
        let seating: Vec<Level> = entries.iter().map(|&e| levels[e]).collect();
        let played = play::<G>(options, &seating, game_seed, max_actions)?;
        actions += played.actions;
        cut += u64::from(played.cut);
        for (&entry, share) in entries.iter().zip(&played.shares) {
            wins[entry] += share;
        }
    }
    let bots = levels
        .iter()
        .zip(wins)
        .map(|(level, wins)| BotTally {
            name: level.name().to_string(),
            wins,
            win_rate: wins / games.max(1) as f64,
            ci95: wilson(wins, games),
        })
        .collect();
    Ok(ArenaReport { games, cut, actions, bots })
}

/// One finished (or cut) game.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// Each seat's share of the win.
    pub shares: Vec<f64>,
    pub actions: u64,
    pub cut: bool,
}

/// Plays one game with the bot `seating[s]` in seat `s`.
pub fn play<G: Game>(options: &G::Options, seating: &[Level], seed: u64, max_actions: u64) -> Result<Played, String> {
    let mut state = G::setup(options, seating.len(), seed).map_err(|e| e.to_string())?;
    let mut actions = 0;
    loop {
        let to_act = G::to_act(&state);
        if to_act.is_over() || actions >= max_actions {
            return Ok(Played { shares: win_shares::<G>(&state), actions, cut: !to_act.is_over() });
        }
        for seat in to_act.seats() {
            // After one seat of a simultaneous step has chosen, the others are still owed.
            if !G::to_act(&state).includes(seat) {
                continue;
            }
            let level = seating[seat.index()];
            let view = seat_view::<G>(&state, Some(seat));
            let mut rng = GameRng::seed_from_u64(mix(seed, actions, seat));
            let action = decide::<G>(&view, level, &mut rng)
                .ok_or_else(|| format!("the {} bot in {seat} had no action when it was to act", level.name()))?;
            apply::<G>(&mut state, seat, &action)
                .map_err(|e| format!("the {} bot in {seat} chose {action:?}, refused: {e}", level.name()))?;
            actions += 1;
        }
    }
}

/// A bot's seed for one decision, from the game's seed, the move number and the seat.
fn mix(seed: u64, step: u64, seat: Seat) -> u64 {
    let mut x = seed ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (u64::from(seat.0) << 56);
    x ^= x >> 33;
    x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    x ^ (x >> 33)
}

/// The 95 % Wilson score interval of `wins` successes in `n` trials.
pub fn wilson(wins: f64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = wins / n;
    let z2n = z * z / n;
    let centre = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use statecraft_engine::testkit::high_card::HighCard;

    type H = HighCard<false>;

    #[test]
    fn wilson_matches_the_textbook_figures() {
        // 8 of 10: the standard example gives 0.490 to 0.943.
        let [lo, hi] = wilson(8.0, 10);
        assert!((lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3, "{lo} {hi}");
        assert_eq!(wilson(0.0, 0), [0.0, 1.0]);
        let [lo, hi] = wilson(0.0, 20);
        assert_eq!(lo, 0.0);
        assert!(hi > 0.1 && hi < 0.2, "{hi}");
    }

    #[test]
    fn random_bots_split_the_wins_and_every_game_is_counted() {
        let report = run::<H>(&(), &[Level::Random; 3], 300, 7, 1_000).unwrap();
        assert_eq!(report.games, 300);
        assert_eq!(report.cut, 0);
        // Three rounds, every seat plays a card in each.
        assert_eq!(report.actions, 300 * 9);
        let total: f64 = report.bots.iter().map(|b| b.wins).sum();
        assert!((total - 300.0).abs() < 1e-9, "{total}");
        for bot in &report.bots {
            assert!(bot.ci95[0] < 1.0 / 3.0 && 1.0 / 3.0 < bot.ci95[1], "{report:?}");
        }
    }

    #[test]
    fn a_cut_game_is_judged_by_the_scores_then() {
        // Cut after the first round of two players: the round's winner has the only point.
        let played = play::<H>(&(), &[Level::Random, Level::Random], 5, 2).unwrap();
        assert!(played.cut);
        assert_eq!(played.actions, 2);
        let mut shares = played.shares.clone();
        shares.sort_by(f64::total_cmp);
        // The cards are all different, so the round had one winner.
        assert_eq!(shares, [0.0, 1.0]);
    }

    #[test]
    fn seats_rotate_across_games() {
        // Entry e sits in seat (e + g) mod 3 in game g: replay the same seeds with those seatings by hand.
        let levels = [Level::Easy, Level::Random, Level::Hard];
        let report = run::<H>(&(), &levels, 6, 11, 1_000).unwrap();
        let mut wins = [0.0; 3];
        for g in 0..6usize {
            let mut seating = [Level::Random; 3];
            for (e, level) in levels.iter().enumerate() {
                seating[(e + g) % 3] = *level;
            }
            let played = play::<H>(&(), &seating, 11 + g as u64, 1_000).unwrap();
            for (e, wins) in wins.iter_mut().enumerate() {
                *wins += played.shares[(e + g) % 3];
            }
        }
        let reported: Vec<f64> = report.bots.iter().map(|b| b.wins).collect();
        assert_eq!(reported, wins);
    }
}
