//! `statecraft arena`: bots against bots, with win rates and their 95 % intervals, to measure bot strength.

use anyhow::{Context, bail};
use serde::Serialize;
use statecraft_bots::Level;
use statecraft_bots::arena::{BotTally, GameResult, Schedule};
use std::path::PathBuf;
use std::time::Instant;

use crate::game_args::GameArgs;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    table: GameArgs,
    /// One bot level per seat, comma-separated (random, easy, normal, hard); seats rotate between games.
    #[arg(long, value_delimiter = ',', required = true)]
    bots: Vec<Level>,
    #[arg(long, default_value_t = 100)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A game still running after this many actions ends there and is judged by the scores at that moment.
    #[arg(long, default_value_t = 20_000)]
    max_actions: u64,
    /// Games played at once, one thread each (default: one per core).
    #[arg(long)]
    jobs: Option<usize>,
    /// Also print one JSON line per game to standard error as it ends (seating, shares, scores, actions, seconds).
    #[arg(long)]
    progress: bool,
    /// Let every search run its whole iteration budget, ignoring the levels' time caps, so that the result
    /// depends only on the seeds and not on how busy the machine is (slower on a loaded machine).
    #[arg(long)]
    uncapped: bool,
    /// Write each game's record into this directory as `seed-<seed>.json` (with `--duplicate`,
    /// `seed-<seed>-game-<game>.json`), for `statecraft replay` (its `--log` tells the game move by move).
    #[arg(long)]
    records: Option<PathBuf>,
    /// Deal every game once per seat rotation (games 0 to n-1 from --seed, the next n from --seed + 1, ...), so
    /// that every bot plays every seat of every deal and the luck of the deal cancels out; --games must be a
    /// multiple of the number of players.
    #[arg(long)]
    duplicate: bool,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = crate::catalog();
    let (game, options) = args.table.resolve(&catalog)?;
    if args.bots.len() != args.table.players {
        bail!("--bots names {} bots for {} players: give one level per seat", args.bots.len(), args.table.players);
    }
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    if args.duplicate && !args.games.is_multiple_of(args.table.players as u64) {
        bail!(
            "--duplicate plays every deal once per seat rotation: --games must be a multiple of {} (the players)",
            args.table.players
        );
    }
    let jobs = args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let schedule = Schedule {
        games: args.games,
        seed: args.seed,
        max_actions: args.max_actions,
        jobs,
        uncapped: args.uncapped,
        duplicate: args.duplicate,
    };
    if let Some(dir) = &args.records {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let progress = |game: &GameResult| {
        if let Some(dir) = &args.records {
            let name = if args.duplicate {
                format!("seed-{}-game-{}.json", game.seed, game.game)
            } else {
                format!("seed-{}.json", game.seed)
            };
            let path = dir.join(name);
            let written = serde_json::to_vec_pretty(&game.played.record).map_err(anyhow::Error::from);
            if let Err(error) = written.and_then(|text| Ok(std::fs::write(&path, text)?)) {
                eprintln!("cannot write {}: {error}", path.display());
            }
        }
        if args.progress {
            // A game that cannot be written as JSON is still counted in the final line.
            if let Ok(line) = serde_json::to_string(game) {
                eprintln!("{line}");
            }
        }
    };
    let started = Instant::now();
    let report = game.arena(&options, &args.bots, &schedule, &progress).map_err(anyhow::Error::msg)?;
    let line = Line {
        game: &args.table.game,
        players: args.table.players,
        seed: args.seed,
        jobs,
        uncapped: args.uncapped,
        duplicate: args.duplicate,
        games: report.games,
        cut: report.cut,
        actions: report.actions,
        seconds: started.elapsed().as_secs_f64(),
        bots: &report.bots,
    };
    crate::outln!("{}", serde_json::to_string(&line)?)?;
    Ok(())
}

/// The printed line (a struct, so the fields keep this order).
#[derive(Serialize)]
struct Line<'a> {
    game: &'a str,
    players: usize,
    seed: u64,
    jobs: usize,
    /// Whether searches ran their whole budget (`--uncapped`).
    uncapped: bool,
    /// Whether every deal was played once per seat rotation (`--duplicate`).
    duplicate: bool,
    games: u64,
    /// Games cut at `--max-actions` and judged by the scores then.
    cut: u64,
    actions: u64,
    seconds: f64,
    bots: &'a [BotTally],
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(players: usize, bots: &[Level], games: u64) -> Args {
        Args {
            table: GameArgs { game: "goofspiel".into(), players, ruleset: None, options: None },
            bots: bots.to_vec(),
            games,
            seed: 1,
            max_actions: 1_000,
            jobs: Some(2),
            progress: false,
            uncapped: false,
            records: None,
            duplicate: false,
        }
    }

    #[test]
    fn refuses_a_line_up_that_does_not_fill_the_table() {
        let error = run(args(3, &[Level::Hard, Level::Random], 10)).unwrap_err().to_string();
        assert!(error.contains("2 bots for 3 players"), "{error}");
        let error = run(args(2, &[Level::Hard, Level::Random], 0)).unwrap_err().to_string();
        assert!(error.contains("--games"), "{error}");
        let error = run(args(5, &[Level::Random; 5], 1)).unwrap_err().to_string();
        assert!(error.contains("2 to 4 players"), "{error}");
        let error = run(Args { duplicate: true, ..args(2, &[Level::Hard, Level::Random], 3) }).unwrap_err().to_string();
        assert!(error.contains("multiple of 2"), "{error}");
    }

    #[test]
    fn plays_a_valid_line_up() {
        run(args(2, &[Level::Easy, Level::Random], 2)).unwrap();
    }

    #[test]
    fn each_game_is_written_as_a_record_that_replays_to_its_end() {
        let dir = tempfile::tempdir().unwrap();
        let mut args = args(2, &[Level::Easy, Level::Random], 2);
        args.seed = 7;
        args.records = Some(dir.path().join("records"));
        run(args).unwrap();
        let catalog = crate::catalog();
        for seed in [7, 8] {
            let text = std::fs::read_to_string(dir.path().join(format!("records/seed-{seed}.json"))).unwrap();
            let record: statecraft_engine::Record = serde_json::from_str(&text).unwrap();
            assert_eq!(record.seed, seed);
            assert!(!record.actions.is_empty() && record.final_hash.is_some());
            // The replay checks every action and the final state's hash.
            let game = catalog.get("goofspiel").unwrap().replay(&record, None).unwrap();
            assert!(game.to_act().is_over(), "seed {seed}: the record holds the whole game");
        }
    }

    #[test]
    fn a_duplicate_run_writes_every_game_of_a_deal_under_its_own_name() {
        let dir = tempfile::tempdir().unwrap();
        let mut args = args(2, &[Level::Easy, Level::Random], 4);
        (args.seed, args.duplicate, args.records) = (7, true, Some(dir.path().join("records")));
        run(args).unwrap();
        let catalog = crate::catalog();
        for (seed, game) in [(7, 0), (7, 1), (8, 2), (8, 3)] {
            let path = dir.path().join(format!("records/seed-{seed}-game-{game}.json"));
            let record: statecraft_engine::Record =
                serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
            assert_eq!(record.seed, seed);
            // The two games of a deal seat the bots the other way round.
            let easy_seat = record.seats.iter().position(|name| name.starts_with("easy")).unwrap();
            assert_eq!(easy_seat, game as usize % 2, "game {game}");
            assert!(catalog.get("goofspiel").unwrap().replay(&record, None).unwrap().to_act().is_over());
        }
    }
}
