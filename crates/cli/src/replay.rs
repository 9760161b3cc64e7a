//! `statecraft replay`: check a record against the rules and print the resulting state, or (`--log`) the game
//! log as the players saw it, names filled in, for everyone or as one seat saw it (`--seat`).

use serde_json::json;
use statecraft_engine::Seat;

use crate::outln;
use crate::record_file::{Lang, Loaded, RecordArgs, pick};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    record: RecordArgs,
    /// Print the game log, one line per entry, instead of the final state.
    #[arg(long)]
    log: bool,
    /// The language of the log.
    #[arg(long, value_enum, default_value_t, requires = "log")]
    lang: Lang,
    /// The log as this seat (counted from 1) saw it, its secrets included and the others' hidden; without it,
    /// the log a spectator saw.
    #[arg(long, requires = "log")]
    seat: Option<usize>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = crate::catalog();
    let loaded = Loaded::read(&args.record.record, &catalog)?;
    let replayed = loaded.replay(args.record.step)?;
    if args.log {
        let viewer = args.seat.map(|s| loaded.seat(s)).transpose()?;
        return print_log(&loaded, args.record.step, viewer, args.lang);
    }
    outln!(
        "{}",
        json!({
            "game": loaded.record.game,
            "step": args.record.step.unwrap_or(loaded.record.actions.len()),
            "state_hash": replayed.state_hash(),
            "to_act": replayed.to_act(),
            "scores": replayed.scores(),
            "state": replayed.snapshot(),
        })
    )?;
    Ok(())
}

/// Plays the record again from the start (already checked by `Loaded::replay`) and prints what `viewer` was
/// shown after each action, numbered by the action as the table's log numbers it.
fn print_log(loaded: &Loaded, step: Option<usize>, viewer: Option<Seat>, lang: Lang) -> anyhow::Result<()> {
    let record = &loaded.record;
    let mut game = loaded.game.start(&record.options, record.seats.len(), record.seed)?;
    for (index, recorded) in record.actions.iter().take(step.unwrap_or(usize::MAX)).enumerate() {
        let applied = game
            .apply(recorded.seat, &recorded.action)
            .map_err(|e| anyhow::anyhow!("action {index} ({}) was refused: {e}", loaded.name(recorded.seat)))?;
        for entry in applied.for_viewer(viewer) {
            outln!("{}. {}", index + 1, pick(&loaded.named(&entry.text), lang))?;
        }
    }
    Ok(())
}
