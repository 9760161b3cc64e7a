//! Recorded games: the golden records replay to their final hash under the current rules (a change that
//! alters one must bump `RULES_VERSION` and re-record with `STATECRAFT_BLESS=1`), and records of rules
//! version 1, whose actions have today's shape, still replay once upgraded.

use statecraft_age_of_renaissance::{AgeOfRenaissance, Length, Options};
use statecraft_engine::testkit::golden::{GoldenGame, check};
use statecraft_engine::{Game, Record, ReplayError, replay};

#[test]
fn golden_games_replay_to_their_final_hash() {
    let length = |length| Options { length };
    check::<AgeOfRenaissance>(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"),
        &[
            GoldenGame::new("basic-3p", 3, length(Length::Basic), 1),
            GoldenGame::new("basic-4p", 4, length(Length::Basic), 2),
            GoldenGame::new("basic-6p", 6, length(Length::Basic), 3),
            GoldenGame::new("intermediate-5p", 5, length(Length::Intermediate), 4),
            GoldenGame::new("campaign-4p", 4, length(Length::Campaign), 5),
        ],
    );
}

fn legacy(name: &str) -> Record {
    let path = format!("{}/tests/legacy/{name}-v1.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// Two golden records of version 1 (kept in `tests/legacy/`) carry hashes of version 1's states, which no
/// version 2 state matches: the upgrade drops them and the actions replay under the current rules.
#[test]
fn records_of_version_1_replay_without_their_old_hash() {
    for name in ["basic-3p", "campaign-4p"] {
        let record = legacy(name);
        assert_eq!(record.rules_version, 1);
        let upgraded = AgeOfRenaissance::upgrade_record(&record).unwrap();
        assert_eq!((upgraded.rules_version, upgraded.final_hash.clone()), (AgeOfRenaissance::RULES_VERSION, None));
        assert_eq!(upgraded.actions, record.actions);
        let state = replay::<AgeOfRenaissance>(&record, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(AgeOfRenaissance::to_act(&state).is_over(), "{name} replays to its end");
        let mut claimed = record.clone();
        claimed.rules_version = AgeOfRenaissance::RULES_VERSION;
        assert!(
            matches!(replay::<AgeOfRenaissance>(&claimed, None), Err(ReplayError::HashMismatch { .. })),
            "{name}: claiming the current version, it is held to its old hash"
        );
    }
}
