//! `statecraft replay`: check a record against the rules and print the resulting state.

use anyhow::Context;
use serde_json::json;
use statecraft_engine::Record;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// A game record (JSON, see docs/records.md).
    record: PathBuf,
    /// Stop after this many actions instead of replaying them all.
    #[arg(long)]
    step: Option<usize>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let text =
        std::fs::read_to_string(&args.record).with_context(|| format!("cannot read {}", args.record.display()))?;
    let record: Record = serde_json::from_str(&text).context("the file is not a valid game record")?;
    let catalog = crate::catalog();
    let game = catalog.find(&record.game).map_err(anyhow::Error::msg)?;
    let replayed = game.replay(&record, args.step)?;
    println!(
        "{}",
        json!({
            "game": record.game,
            "step": args.step.unwrap_or(record.actions.len()),
            "state_hash": replayed.state_hash(),
            "to_act": replayed.to_act(),
            "scores": replayed.scores(),
            "state": replayed.snapshot(),
        })
    );
    Ok(())
}
