//! Recorded games: the golden records replay to their final hash under the current rules (a change that
//! alters one must bump `RULES_VERSION` and re-record with `STATECRAFT_BLESS=1`), and records of older rules
//! versions still replay once upgraded.

use statecraft_engine::testkit::golden::{GoldenGame, check};
use statecraft_engine::{Game, Record, replay};
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

/// A record of version 2 (kept in `tests/golden/legacy/`) played a special card and then chose its target
/// in a step of its own, and approached again partners it had withdrawn drafts from. Upgraded, each such pair
/// is one `play` naming the target, the abandoned negotiations are gone, and the game replays to its end. The hash of the older state form is dropped; the same actions claiming a current record's hash are
/// still held to it. Version 1 records have the same action shapes and take the same path.
#[test]
fn records_of_versions_1_and_2_replay_with_their_targets_folded_into_the_play() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/legacy/v2-4p.json");
    let mut record: Record = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(record.rules_version, 2);
    let targets = |r: &Record| {
        r.actions.iter().filter(|a| matches!(a.action["type"].as_str(), Some("target" | "target_pile"))).count()
    };
    assert!(targets(&record) > 0, "the fixture plays special cards on targets");
    for version in [1, 2] {
        record.rules_version = version;
        let upgraded = SixteenThirty::upgrade_record(&record).unwrap();
        assert_eq!((upgraded.rules_version, upgraded.final_hash.as_ref()), (SixteenThirty::RULES_VERSION, None));
        assert_eq!(targets(&upgraded), 0);
        assert!(upgraded.actions.len() < record.actions.len() - targets(&record) - votes_by_card(&record));
        let state = replay::<SixteenThirty>(&record, None).unwrap();
        assert!(SixteenThirty::to_act(&state).is_over());
    }
    record.rules_version = SixteenThirty::RULES_VERSION;
    assert!(replay::<SixteenThirty>(&record, None).is_err(), "old shapes are not read as current ones");
}

/// How many `vote_in` steps of a record chose the nation of a Vote card just played.
fn votes_by_card(r: &Record) -> usize {
    r.actions
        .windows(2)
        .filter(|w| {
            w[0].action["type"] == "play" && w[0].action["special"] == "vote" && w[1].action["type"] == "vote_in"
        })
        .count()
}

/// Version 4 only added the public record of each turn's scoring to the state (its hash changed, its play did
/// not): a version 3 record upgrades to the same actions and replays to its end, with the scorings kept.
#[test]
fn records_of_version_3_replay_unchanged_with_the_scorings_recorded() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/legacy/v3-4p.json");
    let record: Record = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(record.rules_version, 3);
    let upgraded = SixteenThirty::upgrade_record(&record).unwrap();
    assert_eq!(upgraded.actions, record.actions);
    let state = replay::<SixteenThirty>(&record, None).unwrap();
    assert!(SixteenThirty::to_act(&state).is_over());
    assert_eq!(state.public.scorings.len(), usize::from(state.public.turn));
    let totals: Vec<i64> = (0..4).map(|s| state.public.scorings.iter().map(|x| x.points[s]).sum()).collect();
    assert_eq!(totals, state.public.vp);
}
