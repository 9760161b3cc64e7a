//! Recorded games: the golden records replay to their final hash under the current rules (a change that
//! alters one must bump `RULES_VERSION` and re-record with `STATECRAFT_BLESS=1`), and records of rules
//! version 1, whose actions have today's shape, still replay once upgraded.

use statecraft_engine::testkit::golden::{GoldenGame, check};
use statecraft_engine::{Game, ReplayError, replay};
use statecraft_sixteen_thirty::{Options, SixteenThirty};

fn golden_games() -> Vec<GoldenGame<SixteenThirty>> {
    vec![
        GoldenGame::new("3p", 3, Options::default(), 1),
        GoldenGame::new("4p", 4, Options::default(), 2),
        GoldenGame::new("6p", 6, Options::default(), 3),
    ]
}

#[test]
fn golden_games_replay_to_their_final_hash() {
    check::<SixteenThirty>(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"), &golden_games());
}

/// A version 1 record carries the hash of version 1's state form (a `leader` flag where version 2 counts
/// leaders), which no version 2 state can match: the upgrade drops it and the actions replay to the end. The
/// same record claiming the current version is still held to its hash.
#[test]
fn records_of_version_1_replay_without_their_old_hash() {
    let mut record = golden_games().remove(1).generate().unwrap();
    record.final_hash = Some("0".repeat(32));
    record.rules_version = 1;
    let state = replay::<SixteenThirty>(&record, None).unwrap();
    assert!(SixteenThirty::to_act(&state).is_over());
    let upgraded = SixteenThirty::upgrade_record(&record).unwrap();
    assert_eq!((upgraded.rules_version, upgraded.final_hash), (SixteenThirty::RULES_VERSION, None));
    assert_eq!(upgraded.actions, record.actions);
    record.rules_version = SixteenThirty::RULES_VERSION;
    assert!(matches!(replay::<SixteenThirty>(&record, None), Err(ReplayError::HashMismatch { .. })));
}
