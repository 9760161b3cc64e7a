//! Random playouts through the engine's test kit, for every player count and both game lengths, with and
//! without the minor empires.

use statecraft_engine::testkit::{CheckConfig, checked_playouts};
use statecraft_world_empires::{Options, WorldEmpires};

fn run(players: usize, options: Options, games: u64) {
    let mut cfg = CheckConfig::<WorldEmpires>::new(options, players, games);
    cfg.seed = 1000 * players as u64 + 7;
    cfg.max_actions = 20_000;
    cfg.deep_every = 23;
    let report = checked_playouts::<WorldEmpires>(&cfg).unwrap_or_else(|v| panic!("{v}"));
    assert_eq!(report.games, games);
    assert_eq!(report.finished, games, "every random game reaches its end: {report:?}");
}

fn three() -> Options {
    Options::default()
}

fn five() -> Options {
    Options { five_epochs: true, minor_empires: false }
}

fn minor(five_epochs: bool) -> Options {
    Options { five_epochs, minor_empires: true }
}

#[test]
fn three_players() {
    run(3, three(), 30);
    run(3, five(), 15);
    run(3, minor(false), 15);
}

#[test]
fn four_players() {
    run(4, three(), 30);
    run(4, five(), 15);
    run(4, minor(true), 15);
}

#[test]
fn five_players() {
    run(5, three(), 30);
    run(5, five(), 15);
    run(5, minor(false), 15);
}

#[test]
fn six_players() {
    run(6, three(), 30);
    run(6, five(), 15);
    run(6, minor(true), 15);
}
