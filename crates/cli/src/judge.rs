//! `statecraft judge`: each bot level's choices against a much deeper search's, on the same positions.
//!
//! A change to a bot worth a few points of win rate takes hundreds of arena games to show through the games'
//! own chance; its choices show it sooner. At each position a deep search (hard's, with `--depth` times its
//! iterations) rates every legal action of the seat to act; a level's regret there is how much lower the deep
//! search rates the level's choice than its own choice (0 when they agree; a little below 0 now and then,
//! since the deep search's ratings are estimates too). The deep search judges positions as hard does, so it
//! compares variants of hard's search best, and says less about a bot that plays by other ideas.

use anyhow::bail;
use serde::Serialize;
use statecraft_bots::{Budget, Level};
use statecraft_catalog::DynMatch;

use crate::game_args::GameArgs;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    table: GameArgs,
    /// Positions to take: one every 23 actions of games played by `--play` bots, from seed 1 on (positions
    /// where the seat to act has a single action are left out).
    #[arg(long, default_value_t = 50)]
    positions: usize,
    /// The level whose games the positions come from.
    #[arg(long, default_value = "easy")]
    play: Level,
    /// The deep search runs this many times hard's iterations.
    #[arg(long, default_value_t = 8)]
    depth: u32,
    /// The levels judged, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "random,easy,normal,hard")]
    levels: Vec<Level>,
}

/// What a judging found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Judgement {
    /// Positions judged (those where the seat to act had a single action are not).
    pub positions: usize,
    /// Look-aheads the deep search ran at a position, on average (the title's shorter look-ahead, if it
    /// asks for one, multiplies the budget's iterations).
    pub deep_playouts: u64,
    pub levels: Vec<Verdict>,
}

/// How one level's choices compare with the deep search's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    pub level: Level,
    /// The share of positions where it chose what the deep search chose.
    pub agreed: f64,
    /// Its mean regret (on the search's 0..1 reward scale) and the standard error of that mean.
    pub regret: f64,
    pub regret_se: f64,
}

/// The deep search's seeds are apart from the levels' (position `i` is searched by a level with seed `i`).
const DEEP_SEED: u64 = 1 << 32;

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = crate::catalog();
    let (game, options) = args.table.resolve(&catalog)?;
    if args.depth == 0 {
        bail!("--depth must be at least 1");
    }
    let players = args.table.players;
    let positions = crate::bench::positions(game, &options, players, args.positions, args.play)?;
    let hard = Level::Hard.budget().expect("hard is a search level");
    let deep = Budget { iterations: hard.iterations.saturating_mul(args.depth), time_cap: None, ..hard };
    let judgement = judge(&positions, &deep, &args.levels);
    let line = serde_json::json!({
        "game": game.id(),
        "players": players,
        "play": args.play,
        "depth": args.depth,
        "positions": judgement.positions,
        "deep_playouts": judgement.deep_playouts,
        "levels": judgement.levels,
    });
    crate::outln!("{line}")?;
    Ok(())
}

/// Judges `levels` against the search `deep` at each of `positions` (the first seat to act in each),
/// searching without time caps so that the result depends only on the positions.
pub fn judge(positions: &[Box<dyn DynMatch>], deep: &Budget, levels: &[Level]) -> Judgement {
    let mut regrets = vec![Vec::new(); levels.len()];
    let mut agreed = vec![0u32; levels.len()];
    let mut deep_playouts = 0;
    for (i, m) in positions.iter().enumerate() {
        let seat = m.to_act().seats()[0];
        let Some(best) = m.bot_search(seat, deep, DEEP_SEED + i as u64).filter(|d| !d.root.is_empty()) else {
            continue;
        };
        deep_playouts += best.stats.iterations;
        // Every legal action is tried once at the root before any is tried twice, so each has a rating.
        let rating = |action: &serde_json::Value| {
            best.root.iter().find(|arm| arm.action == *action).expect("the deep search rated every action").mean
        };
        for (l, level) in levels.iter().enumerate() {
            let choice = match level.budget() {
                Some(budget) => m.bot_search(seat, &Budget { time_cap: None, ..budget }, i as u64).map(|d| d.action),
                None => m.bot_action(seat, *level, i as u64),
            };
            let choice = choice.expect("the seat is to act");
            agreed[l] += u32::from(choice == best.action);
            regrets[l].push(rating(&best.action) - rating(&choice));
        }
    }
    let judged = regrets.first().map_or(0, Vec::len);
    let levels = levels
        .iter()
        .zip(agreed)
        .zip(regrets)
        .map(|((&level, agreed), regrets)| {
            let n = regrets.len().max(1) as f64;
            let mean = regrets.iter().sum::<f64>() / n;
            let variance = regrets.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
            Verdict { level, agreed: f64::from(agreed) / n, regret: mean, regret_se: (variance / n).sqrt() }
        })
        .collect();
    Judgement { positions: judged, deep_playouts: deep_playouts / judged.max(1) as u64, levels }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Goofspiel (two players): a search that sees further chooses better than a random player, by the deep
    /// search's own ratings, and agrees with it more often.
    #[test]
    fn a_search_level_regrets_less_than_a_random_player() {
        let catalog = crate::catalog();
        let game = catalog.get("goofspiel").unwrap();
        let positions = crate::bench::positions(game, &game.default_options(), 2, 30, Level::Random).unwrap();
        let hard = Level::Hard.budget().unwrap();
        let deep = Budget { iterations: hard.iterations * 2, time_cap: None, ..hard };
        let judgement = judge(&positions, &deep, &[Level::Random, Level::Hard]);
        assert!(judgement.positions >= 20, "{judgement:?}");
        assert_eq!(judgement.deep_playouts, u64::from(deep.iterations), "Goofspiel keeps the budget's look-ahead");
        let (random, hard) = (&judgement.levels[0], &judgement.levels[1]);
        assert!(hard.regret < random.regret, "{judgement:?}");
        assert!(hard.agreed > random.agreed, "{judgement:?}");
        assert!(random.regret > 0.0 && random.regret_se > 0.0, "{judgement:?}");
    }
}
