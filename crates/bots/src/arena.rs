//! Bots against bots: the `statecraft arena` workload and the strength tests.
//!
//! Entry `e` of the line-up sits at seat `(e + g) mod n` in game `g`, so over a multiple of `n` games every
//! entry plays every seat equally often. A duplicate run ([`Schedule::duplicate`]) deals each game `n` times,
//! once per rotation, so that every entry also plays every seat of the same deal: in a game where the deal
//! (secret goals, hands, seat order) decides much, that takes the luck of the deal out of a comparison of bots.
//!
//! Every bot action goes through the checked [`apply`], so a bot that acts out of turn or illegally stops the
//! arena with an error. A game still running at the action cap is judged by the scores at that moment. Win
//! shares (ties split) are counted per entry with a 95 % Wilson score interval.

use serde::Serialize;
use statecraft_engine::{Game, GameRng, Record, Seat, apply, seat_view, state_hash};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

use crate::{Budget, Level, decide_within, win_shares};

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

/// Which games an arena run plays and how.
#[derive(Clone, Debug, PartialEq)]
pub struct Schedule {
    pub games: u64,
    /// Game `g` is dealt from seed `seed + g` (duplicate: `seed + g / n`, `n` the number of seats).
    pub seed: u64,
    /// A game still running after this many actions is cut and judged by the scores then.
    pub max_actions: u64,
    /// Games played at once, each on its own thread. The totals do not depend on it (only the time caps of
    /// the search levels could, on a machine too busy to meet their iteration budgets).
    pub jobs: usize,
    /// Searches run their whole iteration budget however long it takes, instead of stopping at their level's
    /// time cap: the totals then depend only on the seeds, not on how busy the machine is.
    pub uncapped: bool,
    /// Every deal is played once per seat rotation: games `k n .. k n + n - 1` share the deal `seed + k` and
    /// seat the line-up in each of its `n` rotations.
    pub duplicate: bool,
}

impl Schedule {
    /// The seed game `g` is dealt from, at a table of `seats`.
    pub fn deal(&self, g: u64, seats: usize) -> u64 {
        let deal = if self.duplicate { g / seats.max(1) as u64 } else { g };
        self.seed.wrapping_add(deal)
    }
}

/// One game of an arena run, as reported to the caller's `on_game` as soon as it ends.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameResult {
    /// The game's number in the run (0-based).
    pub game: u64,
    pub seed: u64,
    /// The level in each seat.
    pub seating: Vec<Level>,
    #[serde(flatten)]
    pub played: Played,
    pub seconds: f64,
}

/// Plays the scheduled games of the line-up `levels` (one bot per seat) and counts wins. `on_game` hears of
/// each game as it ends (in the order they end), so a long run can be followed and its partial results kept.
pub fn run<G: Game>(
    options: &G::Options,
    levels: &[Level],
    schedule: &Schedule,
    on_game: &(dyn Fn(&GameResult) + Sync),
) -> Result<ArenaReport, String> {
    let n = levels.len();
    let games = schedule.games;
    // The entry sitting in each seat of game g.
    let entries_of = |g: u64| -> Vec<usize> { (0..n).map(|s| (s + n - g as usize % n) % n).collect() };
    let play_one = |g: u64| -> Result<GameResult, String> {
        let started = Instant::now();
        let seed = schedule.deal(g, n);
        let seating: Vec<Level> = entries_of(g).iter().map(|&e| levels[e]).collect();
        let played = play::<G>(options, &seating, seed, schedule.max_actions, schedule.uncapped)?;
        Ok(GameResult { game: g, seed, seating, played, seconds: started.elapsed().as_secs_f64() })
    };
    let next = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let results: Mutex<Vec<Option<Result<GameResult, String>>>> = Mutex::new(vec![None; games as usize]);
    std::thread::scope(|scope| {
        for _ in 0..schedule.jobs.clamp(1, games.max(1) as usize) {
            scope.spawn(|| {
                while !failed.load(Ordering::Relaxed) {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let result = play_one(g);
                    match &result {
                        Ok(game) => on_game(game),
                        Err(_) => failed.store(true, Ordering::Relaxed),
                    }
                    results.lock().unwrap_or_else(PoisonError::into_inner)[g as usize] = Some(result);
                }
            });
        }
    });
    let mut wins = vec![0.0; n];
    let (mut cut, mut actions) = (0, 0);
    // Totals are summed in game order, so they do not depend on which thread finished first.
    for (g, result) in results.into_inner().unwrap_or_else(PoisonError::into_inner).into_iter().enumerate() {
        let Some(result) = result else { continue };
        let game = result?;
        actions += game.played.actions;
        cut += u64::from(game.played.cut);
        for (&entry, share) in entries_of(g as u64).iter().zip(&game.played.shares) {
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
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Played {
    /// Each seat's share of the win.
    pub shares: Vec<f64>,
    /// Each seat's score by the rules' count where the game ended (or was cut).
    pub scores: Vec<i64>,
    pub actions: u64,
    pub cut: bool,
    /// The game as played (seats named by their levels and places), for `statecraft replay` and the game's log.
    #[serde(skip)]
    pub record: Record,
}

/// Plays one game with the bot `seating[s]` in seat `s`.
/// With `uncapped`, searches ignore their time cap (see [`Schedule::uncapped`]).
pub fn play<G: Game>(
    options: &G::Options,
    seating: &[Level],
    seed: u64,
    max_actions: u64,
    uncapped: bool,
) -> Result<Played, String> {
    let mut state = G::setup(options, seating.len(), seed).map_err(|e| e.to_string())?;
    // Seats are named by their level and place ("normal 3"), so that a game's log tells them apart.
    let names = seating.iter().enumerate().map(|(i, level)| format!("{} {}", level.name(), i + 1)).collect();
    let mut record = Record::new::<G>(options, names, seed);
    let mut actions = 0;
    loop {
        let to_act = G::to_act(&state);
        if to_act.is_over() || actions >= max_actions {
            let (shares, scores) = (win_shares::<G>(&state), G::scores(&state));
            record.final_hash = Some(state_hash::<G>(&state));
            return Ok(Played { shares, scores, actions, cut: !to_act.is_over(), record });
        }
        for seat in to_act.seats() {
            // After one seat of a simultaneous step has chosen, the others are still owed.
            if !G::to_act(&state).includes(seat) {
                continue;
            }
            let level = seating[seat.index()];
            let view = seat_view::<G>(&state, Some(seat));
            let mut rng = GameRng::seed_from_u64(mix(seed, actions, seat));
            let budget = level.budget().map(|b| if uncapped { Budget { time_cap: None, ..b } } else { b });
            let action = decide_within::<G>(&view, budget, &mut rng)
                .ok_or_else(|| format!("the {} bot in {seat} had no action when it was to act", level.name()))?;
            apply::<G>(&mut state, seat, &action)
                .map_err(|e| format!("the {} bot in {seat} chose {action:?}, refused: {e}", level.name()))?;
            record.push::<G>(seat, &action);
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
    // At the extremes the interval ends exactly at 0 or 1 (the formula gets there only up to rounding).
    let lo = if p <= 0.0 { 0.0 } else { (centre - half).max(0.0) };
    let hi = if p >= 1.0 { 1.0 } else { (centre + half).min(1.0) };
    [lo, hi]
}

#[cfg(test)]
mod tests {
    use super::*;
    use statecraft_engine::testkit::high_card::HighCard;

    type H = HighCard<false>;

    fn schedule(games: u64, seed: u64, jobs: usize) -> Schedule {
        Schedule { games, seed, max_actions: 1_000, jobs, uncapped: false, duplicate: false }
    }

    #[test]
    fn parallel_games_give_the_same_totals_and_each_game_is_heard_once() {
        let levels = [Level::Easy, Level::Random, Level::Random];
        let alone = run::<H>(&(), &levels, &schedule(30, 5, 1), &|_| {}).unwrap();
        let heard = Mutex::new(Vec::new());
        let together =
            run::<H>(&(), &levels, &schedule(30, 5, 3), &|game| heard.lock().unwrap().push(game.clone())).unwrap();
        assert_eq!(alone, together);
        let mut heard = heard.into_inner().unwrap();
        heard.sort_by_key(|game| game.game);
        assert_eq!(heard.iter().map(|game| game.game).collect::<Vec<_>>(), (0..30).collect::<Vec<_>>());
        // Game 1 seats entry 0 (easy) in seat 1 and is dealt from seed 5 + 1.
        assert_eq!(heard[1].seating, [Level::Random, Level::Easy, Level::Random]);
        assert_eq!(heard[1].seed, 6);
        assert_eq!(heard[1].played, play::<H>(&(), &heard[1].seating, 6, 1_000, false).unwrap());
    }

    #[test]
    fn an_uncapped_run_plays_the_same_games_as_a_capped_one_on_an_idle_machine() {
        // High card's searches end far inside their time caps, so lifting the caps changes no decision.
        let levels = [Level::Hard, Level::Normal, Level::Random];
        let capped = run::<H>(&(), &levels, &schedule(12, 9, 2), &|_| {}).unwrap();
        let uncapped = run::<H>(&(), &levels, &Schedule { uncapped: true, ..schedule(12, 9, 1) }, &|_| {}).unwrap();
        assert_eq!(capped, uncapped);
    }

    #[test]
    fn wilson_matches_the_textbook_figures() {
        // 8 of 10: the standard example gives 0.490 to 0.943.
        let [lo, hi] = wilson(8.0, 10);
        assert!((lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3, "{lo} {hi}");
        assert_eq!(wilson(0.0, 0), [0.0, 1.0]);
        let [lo, hi] = wilson(0.0, 20);
        assert_eq!(lo, 0.0);
        assert!(hi > 0.1 && hi < 0.2, "{hi}");
        // 100 of 100: 0.963 to exactly 1; none of 100: exactly 0 to 0.037.
        let [lo, hi] = wilson(100.0, 100);
        assert!((lo - 0.9630).abs() < 1e-3 && hi == 1.0, "{lo} {hi}");
        assert_eq!(wilson(0.0, 100)[0], 0.0);
    }

    #[test]
    fn random_bots_split_the_wins_and_every_game_is_counted() {
        let report = run::<H>(&(), &[Level::Random; 3], &schedule(300, 7, 1), &|_| {}).unwrap();
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
        let played = play::<H>(&(), &[Level::Random, Level::Random], 5, 2, false).unwrap();
        assert!(played.cut);
        assert_eq!(played.actions, 2);
        let mut shares = played.shares.clone();
        shares.sort_by(f64::total_cmp);
        // The cards are all different, so the round had one winner, the one with the point.
        assert_eq!(shares, [0.0, 1.0]);
        let winner = played.shares.iter().position(|&s| s == 1.0).unwrap();
        assert_eq!(played.scores[winner], 1);
        assert_eq!(played.scores.iter().sum::<i64>(), 1);
    }

    #[test]
    fn a_duplicate_run_plays_each_deal_once_in_every_rotation() {
        let levels = [Level::Easy, Level::Random, Level::Hard];
        let heard = Mutex::new(Vec::new());
        let schedule = Schedule { duplicate: true, ..schedule(6, 11, 2) };
        let report = run::<H>(&(), &levels, &schedule, &|game| heard.lock().unwrap().push(game.clone())).unwrap();
        let mut heard = heard.into_inner().unwrap();
        heard.sort_by_key(|game| game.game);
        // Games 0-2 are dealt from seed 11, games 3-5 from seed 12, each deal with every entry in every seat.
        let seeds: Vec<u64> = heard.iter().map(|game| game.seed).collect();
        assert_eq!(seeds, [11, 11, 11, 12, 12, 12]);
        for deal in heard.chunks(3) {
            for (e, level) in levels.iter().enumerate() {
                let mut seats: Vec<usize> =
                    deal.iter().map(|game| game.seating.iter().position(|l| l == level).unwrap()).collect();
                seats.sort_unstable();
                assert_eq!(seats, [0, 1, 2], "entry {e} plays every seat of the deal");
            }
        }
        let mut wins = [0.0; 3];
        for game in &heard {
            assert_eq!(game.played, play::<H>(&(), &game.seating, game.seed, 1_000, false).unwrap());
            for (e, wins) in wins.iter_mut().enumerate() {
                *wins += game.played.shares[(e + game.game as usize) % 3];
            }
        }
        assert_eq!(report.bots.iter().map(|b| b.wins).collect::<Vec<_>>(), wins);
    }

    #[test]
    fn seats_rotate_across_games() {
        // Entry e sits in seat (e + g) mod 3 in game g: replay the same seeds with those seatings by hand.
        let levels = [Level::Easy, Level::Random, Level::Hard];
        let report = run::<H>(&(), &levels, &schedule(6, 11, 1), &|_| {}).unwrap();
        let mut wins = [0.0; 3];
        for g in 0..6usize {
            let mut seating = [Level::Random; 3];
            for (e, level) in levels.iter().enumerate() {
                seating[(e + g) % 3] = *level;
            }
            let played = play::<H>(&(), &seating, 11 + g as u64, 1_000, false).unwrap();
            for (e, wins) in wins.iter_mut().enumerate() {
                *wins += played.shares[(e + g) % 3];
            }
        }
        let reported: Vec<f64> = report.bots.iter().map(|b| b.wins).collect();
        assert_eq!(reported, wins);
    }
}
