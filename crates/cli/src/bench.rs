//! `statecraft bench`: random-playout speed of each rules engine, legal-move generation included, the
//! search bot's speed at each level (playouts per second, time per decision) on positions of a random game,
//! and what a move costs the server besides the rules: writing each seat's view and its patch.

use serde_json::{Value, json};
use statecraft_bots::{Decision, Level};
use statecraft_catalog::{Catalog, DynGame, DynMatch};
use statecraft_engine::Seat;
use statecraft_server::lang::Lang;
use statecraft_server::patch;
use statecraft_server::tape::Tape;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// Only this game (every title people play when omitted).
    #[arg(long)]
    game: Option<String>,
    /// Player count (the game's maximum when omitted).
    #[arg(long)]
    players: Option<usize>,
    /// Seconds to spend per game on random playouts.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Bot decisions to time per level (0 skips the bots).
    #[arg(long, default_value_t = 3)]
    decisions: usize,
    /// Moves of a random game on which to time each seat's view and patch (0 skips them).
    #[arg(long, default_value_t = 300)]
    patches: usize,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = crate::catalog();
    let games: Vec<_> = match &args.game {
        Some(id) => vec![crate::game_args::find(&catalog, id)?],
        // Every title people play; the test fixtures only when named.
        None => catalog.iter().filter(|g| Catalog::standard().get(g.id()).is_some()).collect(),
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
        let bots =
            if args.decisions == 0 { Value::Null } else { bot_figures(game, &options, players, args.decisions)? };
        let patches =
            if args.patches == 0 { Value::Null } else { patch_figures(game, &options, players, args.patches)? };
        crate::outln!(
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
                "bots": bots,
                "patches": patches,
            })
        )?;
    }
    Ok(())
}

/// Up to `count` positions (one every 23 actions) of games played by `play` bots, from seed 1 on.
pub fn positions(
    game: &dyn DynGame,
    options: &Value,
    players: usize,
    count: usize,
    play: Level,
) -> anyhow::Result<Vec<Box<dyn DynMatch>>> {
    const STRIDE: u64 = 23;
    let mut found = Vec::new();
    for seed in 1..=20u64 {
        let mut m = game.start(options, players, seed).map_err(|e| anyhow::anyhow!("{e}"))?;
        for step in 0..2_000u64 {
            let Some(&seat) = m.to_act().seats().first() else { break };
            if step % STRIDE == 0 {
                found.push(m.clone_box());
                if found.len() == count {
                    return Ok(found);
                }
            }
            let action = m.bot_action(seat, play, seed * 10_000 + step).expect("the seat is to act");
            m.apply(seat, &action).map_err(|e| anyhow::anyhow!("{e}"))?;
        }
    }
    Ok(found)
}

/// What the server does for each seat after a move, timed over `moves` moves of random games: the seat's
/// view written out (microseconds, bytes) and the patch from its view before the move to the one after, as
/// an English reader gets it (microseconds, bytes).
fn patch_figures(game: &dyn DynGame, options: &Value, players: usize, moves: usize) -> anyhow::Result<Value> {
    let (mut view_s, mut patch_s, mut view_bytes, mut patch_bytes, mut timed) = (0.0, 0.0, 0, 0, 0u64);
    let mut seed = 1;
    let mut m = game.start(options, players, seed).map_err(|e| anyhow::anyhow!("{e}"))?;
    // Each viewer's last view, with its tape (read when the patch from it was made), as a table keeps them.
    let read_view = |m: &dyn DynMatch, seat| {
        let view = m.view(Some(seat));
        let tape = Tape::new(view.get());
        (view, tape)
    };
    let mut views: Vec<_> = Seat::all(players).map(|seat| read_view(&*m, seat)).collect();
    for step in 0..moves as u64 {
        let Some(&seat) = m.to_act().seats().first() else {
            seed += 1;
            m = game.start(options, players, seed).map_err(|e| anyhow::anyhow!("{e}"))?;
            views = Seat::all(players).map(|seat| read_view(&*m, seat)).collect();
            continue;
        };
        let action = m.bot_action(seat, Level::Random, seed * 100_000 + step).expect("the seat is to act");
        m.apply(seat, &action).map_err(|e| anyhow::anyhow!("{e}"))?;
        for (viewer, before) in Seat::all(players).zip(&mut views) {
            let started = Instant::now();
            let after = m.view(Some(viewer));
            let written = Instant::now();
            let tape = Tape::new(after.get());
            let patch = patch::diff_read(before.1.root(before.0.get()), tape.root(after.get()), Lang::En);
            patch_s += written.elapsed().as_secs_f64();
            view_s += (written - started).as_secs_f64();
            view_bytes += after.get().len();
            patch_bytes += serde_json::to_string(&patch)?.len();
            timed += 1;
            *before = (after, tape);
        }
    }
    let per = |total: f64| 1e6 * total / timed.max(1) as f64;
    Ok(json!({
        "views": timed,
        "view_us": per(view_s),
        "view_bytes": view_bytes / timed.max(1) as usize,
        "patch_us": per(patch_s),
        "patch_bytes": patch_bytes / timed.max(1) as usize,
    }))
}

/// Per search level: decisions timed, milliseconds per decision, playouts per second, actions per playout.
fn bot_figures(game: &dyn DynGame, options: &Value, players: usize, decisions: usize) -> anyhow::Result<Value> {
    let positions = positions(game, options, players, decisions, Level::Random)?;
    let mut figures = serde_json::Map::new();
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let budget = level.budget().expect("search levels have a budget");
        let (mut timed, mut seconds, mut playouts, mut playout_actions, mut timed_out) = (0u64, 0.0, 0, 0, 0);
        for (i, m) in positions.iter().enumerate() {
            let seat = m.to_act().seats()[0];
            let started = Instant::now();
            let Some(Decision { stats, .. }) = m.bot_search(seat, &budget, i as u64) else { continue };
            if stats.iterations == 0 {
                continue; // a forced move: nothing to search
            }
            seconds += started.elapsed().as_secs_f64();
            timed += 1;
            playouts += stats.iterations;
            playout_actions += stats.playout_actions;
            timed_out += u64::from(stats.timed_out);
        }
        figures.insert(
            level.name().to_string(),
            json!({
                "decisions": timed,
                "ms_per_decision": 1000.0 * seconds / timed.max(1) as f64,
                "playouts_per_s": (playouts as f64 / seconds.max(1e-9)).round(),
                "actions_per_playout": playout_actions as f64 / playouts.max(1) as f64,
                "timed_out": timed_out,
            }),
        );
    }
    Ok(Value::Object(figures))
}
