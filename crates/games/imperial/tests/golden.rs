//! Recorded games: the golden records replay to their final hash under the current rules (a change that
//! alters one must bump `RULES_VERSION` and re-record), and records from before rules version 2 are upgraded
//! to the current shape and still reach their recorded end.

use rand::Rng;
use statecraft_engine::{Game, GameRng, Record, ToAct, apply, legal_actions, replay, state_hash};
use statecraft_imperial::{Imperial, Options, Ruleset, legacy};

fn records(dir: &str) -> Vec<(String, serde_json::Value)> {
    let path = format!("{}/tests/golden/{dir}", env!("CARGO_MANIFEST_DIR"));
    let mut out: Vec<_> = std::fs::read_dir(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "json"))
        .map(|p| (p.display().to_string(), serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap()))
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Complete games under the current rules replay to their recorded final hash. A failure means the rules
/// changed: bump `RULES_VERSION` and re-record (`record_golden_games`).
#[test]
fn golden_games_replay_to_their_final_hash() {
    let golden = records(".");
    assert!(golden.len() >= 5);
    for (name, file) in golden {
        let record: Record = serde_json::from_value(file).unwrap();
        assert_eq!(record.rules_version, Imperial::RULES_VERSION, "{name}: re-record after a rules change");
        let expected = record.final_hash.clone().expect("a golden record has its final hash");
        let state = replay::<Imperial>(&record, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(Imperial::to_act(&state).is_over(), "{name}: a complete game");
        assert_eq!(state_hash::<Imperial>(&state), expected, "{name}");
    }
}

/// Writes the golden games: random legal play from fixed seeds, each to its end. Run it with `--ignored`
/// after a change of the rules (and a `RULES_VERSION` bump), then commit the files.
#[test]
#[ignore]
fn record_golden_games() {
    let games = [
        ("classic-2p", Ruleset::Classic, 2, false),
        ("classic-3p", Ruleset::Classic, 3, false),
        ("classic-5p", Ruleset::Classic, 5, false),
        ("classic-6p-profistart", Ruleset::Classic, 6, true),
        ("y2010-3p", Ruleset::Y2010, 3, false),
        ("y2010-4p-profistart", Ruleset::Y2010, 4, true),
        ("y2010-6p", Ruleset::Y2010, 6, false),
    ];
    for (name, ruleset, players, profistart) in games {
        let options = Options { ruleset, profistart, deal: None };
        let record = (1..)
            .map(|seed| random_game(&options, players, seed))
            .find_map(|(record, over)| over.then_some(record))
            .expect("some game ends");
        let path = format!("{}/tests/golden/{name}.json", env!("CARGO_MANIFEST_DIR"));
        std::fs::write(path, serde_json::to_string(&record).unwrap()).unwrap();
    }
}

fn random_game(options: &Options, players: usize, seed: u64) -> (Record, bool) {
    let names = (1..=players).map(|i| format!("Player {i}")).collect();
    let mut record = Record::new::<Imperial>(options, names, seed);
    let mut state = Imperial::setup(options, players, seed).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    while let ToAct::One { seat } = Imperial::to_act(&state) {
        if record.actions.len() > 3000 {
            return (record, false);
        }
        let list = legal_actions::<Imperial>(&state, seat);
        let action = list[rng.random_range(0..list.len())].clone();
        apply::<Imperial>(&mut state, seat, &action).unwrap();
        record.push::<Imperial>(seat, &action);
    }
    record.final_hash = Some(state_hash::<Imperial>(&state));
    (record, true)
}

/// Games recorded by the engine before rules version 2 (`statecraft` at 5df83ac), each with the final power,
/// treasuries and scores that version reached: upgraded, they replay to the same end.
#[test]
fn records_from_before_version_2_are_upgraded_and_replay() {
    let legacy = records("legacy");
    assert!(legacy.len() >= 3);
    for (name, file) in legacy {
        let old: Record = serde_json::from_value(file["record"].clone()).unwrap();
        assert_eq!(old.rules_version, 1, "{name}");
        assert!(replay::<Imperial>(&old, None).is_err(), "{name}: the old shape is not read as the new one");
        let new = legacy::upgrade(&old).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(new.rules_version, Imperial::RULES_VERSION);
        let state = replay::<Imperial>(&new, None).unwrap_or_else(|e| panic!("{name}: {e}"));
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
