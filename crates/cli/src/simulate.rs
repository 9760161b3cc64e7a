//! `statecraft simulate`: random legal games, for smoke-testing a rules engine at scale.

use anyhow::bail;
use serde_json::json;
use statecraft_engine::testkit::PlayoutReport;
use std::panic::AssertUnwindSafe;
use std::time::Instant;

use crate::game_args::GameArgs;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    table: GameArgs,
    #[arg(long, default_value_t = 1)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A game still running after this many actions is cut and counted as unfinished.
    #[arg(long, default_value_t = 20_000)]
    max_actions: u64,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = crate::catalog();
    let (game, options) = args.table.resolve(&catalog)?;
    let started = Instant::now();
    let mut totals = PlayoutReport::default();
    let mut errors = 0u64;
    for i in 0..args.games {
        // One game at a time, so that an engine panic is counted as an error of that game and the run goes on.
        let seed = args.seed.wrapping_add(i);
        let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
            game.random_playouts(&options, args.table.players, 1, seed, args.max_actions)
        }));
        match outcome {
            Ok(Ok(report)) => {
                totals.games += report.games;
                totals.finished += report.finished;
                totals.unfinished += report.unfinished;
                totals.actions += report.actions;
            }
            Ok(Err(message)) => bail!("{message}"),
            Err(_) => {
                eprintln!("game with seed {seed} failed");
                totals.games += 1;
                errors += 1;
            }
        }
    }
    let report = totals;
    let seconds = started.elapsed().as_secs_f64();
    crate::outln!(
        "{}",
        json!({
            "game": args.table.game,
            "players": args.table.players,
            "options": options,
            "games": report.games,
            "finished": report.finished,
            "unfinished": report.unfinished,
            "errors": errors,
            "actions": report.actions,
            "seconds": seconds,
        })
    )?;
    Ok(())
}
