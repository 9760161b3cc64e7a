//! `statecraft bench`: random-playout speed of each rules engine, legal-move generation included.

use serde_json::json;
use statecraft_catalog::Catalog;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// Only this game (all games when omitted).
    #[arg(long)]
    game: Option<String>,
    /// Player count (the game's maximum when omitted).
    #[arg(long)]
    players: Option<usize>,
    /// Seconds to spend per game.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = Catalog::standard();
    let games: Vec<_> = match &args.game {
        Some(id) => vec![catalog.find(id).map_err(anyhow::Error::msg)?],
        None => catalog.iter().collect(),
    };
    for game in games {
        let players = args.players.unwrap_or(game.max_players());
        let options = game.default_options();
        let budget = Duration::from_secs_f64(args.seconds);
        let started = Instant::now();
        let (mut games_played, mut actions, mut finished, mut seed) = (0u64, 0u64, 0u64, 1u64);
        while started.elapsed() < budget {
            let report = game.random_playouts(&options, players, 10, seed, 20_000).map_err(anyhow::Error::msg)?;
            games_played += report.games;
            actions += report.actions;
            finished += report.finished;
            seed += 10;
        }
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{}",
            json!({
                "game": game.id(),
                "players": players,
                "games": games_played,
                "finished": finished,
                "actions": actions,
                "seconds": seconds,
                "actions_per_s": (actions as f64 / seconds).round(),
                "games_per_s": games_played as f64 / seconds,
                "mean_actions_per_game": actions as f64 / games_played.max(1) as f64,
            })
        );
    }
    Ok(())
}
