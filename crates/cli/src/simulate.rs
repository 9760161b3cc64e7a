//! `statecraft simulate`: random legal games, for smoke-testing a rules engine at scale.

use anyhow::{Context, bail};
use serde_json::json;
use statecraft_catalog::Catalog;
use statecraft_engine::testkit::PlayoutReport;
use std::panic::AssertUnwindSafe;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Game id (e.g. imperial).
    #[arg(long)]
    game: String,
    #[arg(long)]
    players: usize,
    #[arg(long, default_value_t = 1)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Ruleset, for games that have several (Imperial: classic or 2010).
    #[arg(long)]
    ruleset: Option<String>,
    /// Table options as a JSON object (merged under --ruleset).
    #[arg(long)]
    options: Option<String>,
    /// A game still running after this many actions is cut and counted as unfinished.
    #[arg(long, default_value_t = 20_000)]
    max_actions: u64,
}

/// Builds a game's options from `--options` JSON and `--ruleset`.
pub fn options_json(options: Option<&str>, ruleset: Option<&str>) -> anyhow::Result<serde_json::Value> {
    let mut value = match options {
        Some(text) => serde_json::from_str(text).context("--options must be a JSON object")?,
        None => json!({}),
    };
    if !value.is_object() {
        bail!("--options must be a JSON object");
    }
    if let Some(ruleset) = ruleset {
        value["ruleset"] = json!(ruleset);
    }
    Ok(value)
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = Catalog::standard();
    let game = catalog.find(&args.game).map_err(anyhow::Error::msg)?;
    if !(game.min_players()..=game.max_players()).contains(&args.players) {
        bail!("{} takes {} to {} players, not {}", args.game, game.min_players(), game.max_players(), args.players);
    }
    let options = game
        .normalize_options(&options_json(args.options.as_deref(), args.ruleset.as_deref())?)
        .map_err(|e| anyhow::anyhow!("invalid options: {e}"))?;
    let started = Instant::now();
    let mut totals = PlayoutReport::default();
    let mut errors = 0u64;
    for i in 0..args.games {
        // One game at a time, so that an engine panic is counted as an error of that game and the run goes on.
        let seed = args.seed.wrapping_add(i);
        let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
            game.random_playouts(&options, args.players, 1, seed, args.max_actions)
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
    println!(
        "{}",
        json!({
            "game": args.game,
            "players": args.players,
            "options": options,
            "games": report.games,
            "finished": report.finished,
            "unfinished": report.unfinished,
            "errors": errors,
            "actions": report.actions,
            "seconds": seconds,
        })
    );
    Ok(())
}
