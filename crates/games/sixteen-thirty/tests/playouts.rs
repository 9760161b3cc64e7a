//! Random playouts through the engine's test kit, for every player count.

use statecraft_engine::testkit::{CheckConfig, checked_playouts};
use statecraft_sixteen_thirty::{Options, SixteenThirty};

fn run(players: usize) {
    let mut cfg = CheckConfig::<SixteenThirty>::new(Options::default(), players, 100);
    cfg.seed = 1000 * players as u64;
    cfg.max_actions = 20_000;
    cfg.deep_every = 41;
    let report = checked_playouts::<SixteenThirty>(&cfg).unwrap_or_else(|v| panic!("{v}"));
    assert_eq!(report.games, 100);
    assert_eq!(report.finished, 100, "every random game reaches its end: {report:?}");
}

#[test]
fn three_players() {
    run(3);
}

#[test]
fn four_players() {
    run(4);
}

#[test]
fn five_players() {
    run(5);
}

#[test]
fn six_players() {
    run(6);
}
