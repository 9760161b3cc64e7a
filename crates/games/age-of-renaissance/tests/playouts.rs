//! Random playouts through the engine's test kit, for every player count and game length: every game ends,
//! and the Game contract holds at every step.

use statecraft_age_of_renaissance::{AgeOfRenaissance, Length, Options};
use statecraft_engine::testkit::{CheckConfig, checked_playouts};

fn run(players: usize, length: Length, games: u64) {
    let mut cfg = CheckConfig::<AgeOfRenaissance>::new(Options { length }, players, games);
    cfg.seed = 1000 * players as u64 + length.last_epoch() as u64 * 100;
    cfg.max_actions = 20_000;
    cfg.deep_every = 97;
    let report = checked_playouts::<AgeOfRenaissance>(&cfg).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{players}p {length:?}: {report:?}");
    assert_eq!(report.games, games);
    assert_eq!(report.finished, games, "every random game reaches its end: {report:?}");
}

#[test]
fn three_players() {
    run(3, Length::Basic, 40);
}

#[test]
fn four_players() {
    run(4, Length::Basic, 40);
}

#[test]
fn five_players() {
    run(5, Length::Basic, 30);
}

#[test]
fn six_players() {
    run(6, Length::Basic, 30);
}

#[test]
fn intermediate_and_campaign() {
    for players in 3..=6 {
        run(players, Length::Intermediate, 4);
        run(players, Length::Campaign, 3);
    }
}
