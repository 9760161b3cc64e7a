//! Random playouts through the engine's test kit, for every player count and both rulesets: no errors, and
//! every game reaches one of the three ends.

use statecraft_engine::testkit::{CheckConfig, checked_playouts};
use statecraft_liberte::{Liberte, Options};

fn run(players: usize, first_edition: bool, games: u64) {
    let mut cfg = CheckConfig::<Liberte>::new(Options { first_edition }, players, games);
    cfg.seed = 1000 * players as u64 + u64::from(first_edition) * 77;
    cfg.max_actions = 20_000;
    cfg.deep_every = 37;
    let report = checked_playouts::<Liberte>(&cfg).unwrap_or_else(|v| panic!("{v}"));
    assert_eq!(report.games, games);
    assert_eq!(report.finished, games, "every random game reaches an end: {report:?}");
}

#[test]
fn three_players() {
    run(3, false, 200);
    run(3, true, 50);
}

#[test]
fn four_players() {
    run(4, false, 200);
    run(4, true, 50);
}

#[test]
fn five_players() {
    run(5, false, 200);
    run(5, true, 50);
}

#[test]
fn six_players() {
    run(6, false, 200);
    run(6, true, 50);
}

/// How often each end occurs in random games (`LIBERTE_GAMES` per player count; 10,000 for the figures in
/// `docs/rules/liberte.md`): `cargo test --release -p statecraft-liberte --test playouts -- --ignored --nocapture`.
#[test]
#[ignore]
fn end_statistics() {
    use rand::Rng;
    use statecraft_engine::{Game, GameRng, Seat, ToAct, legal_actions};
    use statecraft_liberte::End;
    let games: u64 = std::env::var("LIBERTE_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(1000);
    for players in 3..=6 {
        let (mut turns, mut landslide, mut counter, mut actions) = (0u64, 0u64, 0u64, 0u64);
        for seed in 0..games {
            let mut s = Liberte::setup(&Options::default(), players, seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed ^ 0xABCD);
            let mut events = Vec::new();
            while let ToAct::One { seat } = Liberte::to_act(&s) {
                let legal = legal_actions::<Liberte>(&s, Seat(seat.0));
                let a = &legal[rng.random_range(0..legal.len())];
                Liberte::apply_legal(&mut s, seat, a, &mut events);
                actions += 1;
            }
            match s.public.end {
                Some(End::Turns) => turns += 1,
                Some(End::RadicalLandslide) => landslide += 1,
                Some(End::CounterRevolution) => counter += 1,
                None => panic!("game {seed} did not end"),
            }
        }
        println!(
            "{players} players, {games} games: after turn 4 {turns}, radical landslide {landslide}, counter-revolution {counter}; {:.0} actions a game",
            actions as f64 / games as f64
        );
    }
}
