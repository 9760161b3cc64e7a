//! A short arena of the search bots on Age of Renaissance (Basic), the same `statecraft_bots::arena::run` the
//! `statecraft arena` command uses, without building the server: `cargo run --release -p
//! statecraft-age-of-renaissance --example arena -- GAMES LINE-UP SEED` (line-up like `hard,random,random,random`).

use statecraft_age_of_renaissance::{AgeOfRenaissance, Options};
use statecraft_bots::Level;
use statecraft_bots::arena::{Schedule, run};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|x| x.parse().ok()).unwrap_or(8);
    let line_up = args.get(2).map_or("hard,random,random,random", |s| s.as_str());
    let levels: Vec<Level> = line_up.split(',').map(|x| x.parse().unwrap_or_else(|e| panic!("{e}"))).collect();
    let seed: u64 = args.get(3).and_then(|x| x.parse().ok()).unwrap_or(1);
    let schedule = Schedule { games, seed, max_actions: 20_000, jobs: 2, uncapped: false, duplicate: false };
    let report = run::<AgeOfRenaissance>(&Options::default(), &levels, &schedule, &|g| {
        eprintln!(
            "game {} seed {} {:?} shares {:?} actions {} {:.0}s",
            g.game, g.seed, g.seating, g.played.shares, g.played.actions, g.seconds
        )
    })
    .unwrap_or_else(|e| panic!("{e}"));
    println!("{}", serde_json::to_string(&report).unwrap_or_default());
}
