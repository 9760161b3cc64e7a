//! Random legal games through the engine's checked test kit, for every player count and both rulesets.

use statecraft_engine::testkit::{CheckConfig, PlayoutReport, checked_playouts};
use statecraft_imperial::{Imperial, Options, Ruleset};

fn run(options: Options, players: usize, games: u64) -> PlayoutReport {
    let mut cfg = CheckConfig::<Imperial>::new(options.clone(), players, games);
    cfg.seed = 1000 * players as u64;
    cfg.max_actions = 6_000;
    cfg.deep_every = 97;
    let report = checked_playouts::<Imperial>(&cfg).unwrap_or_else(|v| panic!("{options:?} {players}p: {v}"));
    assert_eq!(report.games, games);
    assert_eq!(report.finished + report.unfinished, games);
    eprintln!(
        "{options:?} {players}p: {} finished, {} unfinished, {} actions",
        report.finished, report.unfinished, report.actions
    );
    // Random play usually still drives some nation to 25 power points.
    assert!(report.finished * 10 >= games * 8, "{options:?} {players}p: only {} of {games} finished", report.finished);
    report
}

const GAMES: u64 = 200;

#[test]
fn classic_all_player_counts() {
    for players in 2..=6 {
        run(Options::default(), players, GAMES);
    }
}

#[test]
fn edition_2010_all_player_counts() {
    for players in 2..=6 {
        run(Options { ruleset: Ruleset::Y2010, ..Options::default() }, players, GAMES);
    }
}

#[test]
fn profistart_both_rulesets() {
    for ruleset in [Ruleset::Classic, Ruleset::Y2010] {
        for players in [2, 4, 6] {
            run(Options { ruleset, profistart: true, deal: None }, players, GAMES);
        }
    }
}
