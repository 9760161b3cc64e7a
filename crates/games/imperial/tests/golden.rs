//! Recorded games: the golden records replay to their final hash under the current rules (a change that
//! alters one must bump `RULES_VERSION` and re-record with `STATECRAFT_BLESS=1`), and records from before rules
//! version 2 are upgraded to the current shape when replayed and still reach their recorded end.

use statecraft_engine::testkit::golden::{GoldenGame, check};
use statecraft_engine::{Game, Record, replay, state_hash};
use statecraft_imperial::{Imperial, Options, Ruleset, legacy};

#[test]
fn golden_games_replay_to_their_final_hash() {
    let options = |ruleset, profistart| Options { ruleset, profistart, deal: None };
    check::<Imperial>(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"),
        &[
            GoldenGame::new("classic-2p", 2, options(Ruleset::Classic, false), 1),
            GoldenGame::new("classic-3p", 3, options(Ruleset::Classic, false), 2),
            GoldenGame::new("classic-5p", 5, options(Ruleset::Classic, false), 3),
            GoldenGame::new("classic-6p-profistart", 6, options(Ruleset::Classic, true), 4),
            GoldenGame::new("y2010-3p", 3, options(Ruleset::Y2010, false), 5),
            GoldenGame::new("y2010-4p-profistart", 4, options(Ruleset::Y2010, true), 6),
            GoldenGame::new("y2010-6p", 6, options(Ruleset::Y2010, false), 7),
        ],
    );
}

fn legacy_records() -> Vec<(String, serde_json::Value)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/legacy");
    let mut out: Vec<_> = std::fs::read_dir(path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| (p.display().to_string(), serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap()))
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Games recorded by the engine before rules version 2 (`statecraft` at 5df83ac), each with the final power,
/// treasuries and scores that version reached: replayed (which upgrades them), they reach the same end.
#[test]
fn records_from_before_version_2_are_upgraded_and_replay() {
    let legacy = legacy_records();
    assert!(legacy.len() >= 3);
    for (name, file) in legacy {
        let old: Record = serde_json::from_value(file["record"].clone()).unwrap();
        assert_eq!(old.rules_version, 1, "{name}");
        let new = legacy::upgrade(&old).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(new.rules_version, Imperial::RULES_VERSION);
        assert_ne!(new.actions, old.actions, "{name}: the actions change shape");
        let state = replay::<Imperial>(&old, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(Imperial::to_act(&state).is_over(), "{name}: the game still ends");
        let end = &file["final"];
        assert_eq!(serde_json::to_value(Imperial::scores(&state)).unwrap(), end["scores"], "{name}: scores");
        let power: Vec<u8> = state.board.nations.0.iter().map(|n| n.power).collect();
        let treasury: Vec<u16> = state.board.nations.0.iter().map(|n| n.treasury).collect();
        assert_eq!(serde_json::to_value(power).unwrap(), end["power"], "{name}: power");
        assert_eq!(serde_json::to_value(treasury).unwrap(), end["treasury"], "{name}: treasuries");
        assert_eq!(new.final_hash, Some(state_hash::<Imperial>(&state)));
    }
}
