//! The golden records of the engine's fixture games, and the golden-record kit itself: a declared game that no
//! longer replays to its hash, or that was recorded under another rules version, fails with a message that
//! says to bump `RULES_VERSION` and how to regenerate; `STATECRAFT_BLESS=1` writes missing and outdated files
//! but never overwrites a game of the current rules version that plays differently.

use std::path::{Path, PathBuf};

use statecraft_engine::testkit::golden::{GoldenGame, check, record_text, verify};
use statecraft_engine::testkit::goofspiel::Goofspiel;
use statecraft_engine::testkit::high_card::HighCard;
use statecraft_engine::{Game, Record, replay, state_hash};

fn golden_dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(game)
}

#[test]
fn fixture_golden_games_replay_to_their_hashes() {
    check::<HighCard<false>>(
        golden_dir("high-card"),
        &[GoldenGame::new("2p", 2, (), 1), GoldenGame::new("3p", 3, (), 2), GoldenGame::new("4p", 4, (), 3)],
    );
    check::<Goofspiel>(
        golden_dir("goofspiel"),
        &[GoldenGame::new("2p", 2, (), 11), GoldenGame::new("3p", 3, (), 12), GoldenGame::new("4p", 4, (), 13)],
    );
}

#[test]
fn a_golden_game_is_played_to_the_end_the_same_way_every_time() {
    let game = GoldenGame::<Goofspiel>::new("3p", 3, (), 9);
    let record = game.generate().unwrap();
    assert_eq!(record, game.generate().unwrap());
    assert_ne!(record.actions, GoldenGame::<Goofspiel>::new("3p", 3, (), 10).generate().unwrap().actions);
    assert_eq!(record.actions.len(), 3 * 8);
    assert_eq!(record.rules_version, Goofspiel::RULES_VERSION);
    let end = replay::<Goofspiel>(&record, None).unwrap();
    assert!(Goofspiel::to_act(&end).is_over());
    assert_eq!(record.final_hash, Some(state_hash::<Goofspiel>(&end)));

    // The file form reads back as the same record, one action per line.
    let text = record_text(&record);
    assert_eq!(serde_json::from_str::<Record>(&text).unwrap(), record);
    assert_eq!(text.lines().filter(|l| l.trim_start().starts_with("{\"seat\"")).count(), record.actions.len());
}

/// A fresh directory holding `record` as the golden file `name.json`.
fn dir_with(name: &str, record: &Record) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(format!("{name}.json"));
    std::fs::write(&path, record_text(record)).unwrap();
    (dir, path)
}

#[test]
fn a_golden_game_that_plays_differently_asks_for_a_rules_version_bump_and_is_never_overwritten() {
    let games = [GoldenGame::<HighCard<false>>::new("2p", 2, (), 5)];
    let good = games[0].generate().unwrap();
    let (dir, path) = dir_with("2p", &good);
    assert_eq!(verify::<HighCard<false>>(dir.path(), &games, false), Ok(1));

    // Another end state, as if a rule had changed what an action does.
    let mut other_end = good.clone();
    other_end.final_hash = Some("0".repeat(32));
    std::fs::write(&path, record_text(&other_end)).unwrap();
    for bless in [false, true] {
        let message = verify::<HighCard<false>>(dir.path(), &games, bless).unwrap_err();
        assert!(message.contains("no longer replays to its hash"), "{message}");
        assert!(message.contains("bump `RULES_VERSION`"), "{message}");
        assert!(message.contains("STATECRAFT_BLESS=1 cargo test -p statecraft-engine --test golden"), "{message}");
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), record_text(&other_end), "bless must not overwrite it");

    // An action the rules now refuse.
    let mut refused = good.clone();
    refused.actions[0].action = serde_json::json!(99);
    std::fs::write(&path, record_text(&refused)).unwrap();
    let message = verify::<HighCard<false>>(dir.path(), &games, false).unwrap_err();
    assert!(message.contains("no longer replays: action 0"), "{message}");
    assert!(message.contains("bump `RULES_VERSION`"), "{message}");
}

#[test]
fn a_golden_record_of_another_rules_version_fails_and_bless_regenerates_it() {
    let games = [GoldenGame::<Goofspiel>::new("2p", 2, (), 1)];
    let mut old = games[0].generate().unwrap();
    old.rules_version = 0;
    let (dir, path) = dir_with("2p", &old);
    let message = verify::<Goofspiel>(dir.path(), &games, false).unwrap_err();
    assert!(message.contains("recorded under rules version 0 of `goofspiel`, which is now at version 1"), "{message}");
    assert!(message.contains("STATECRAFT_BLESS=1"), "{message}");

    assert_eq!(verify::<Goofspiel>(dir.path(), &games, true), Ok(1));
    let written: Record = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(written, games[0].generate().unwrap());
    assert_eq!(verify::<Goofspiel>(dir.path(), &games, false), Ok(1));
}

#[test]
fn golden_files_that_are_missing_undeclared_or_of_another_game_fail() {
    let games = [GoldenGame::<Goofspiel>::new("2p", 2, (), 1)];
    let empty = tempfile::tempdir().unwrap();
    let message = verify::<Goofspiel>(empty.path(), &games, false).unwrap_err();
    assert!(message.contains("2p.json: cannot read it"), "{message}");
    assert_eq!(verify::<Goofspiel>(empty.path(), &games, true), Ok(1), "bless writes a missing file");

    // A file nobody declared.
    let (dir, _) = dir_with("stray", &games[0].generate().unwrap());
    std::fs::write(dir.path().join("2p.json"), record_text(&games[0].generate().unwrap())).unwrap();
    let message = verify::<Goofspiel>(dir.path(), &games, false).unwrap_err();
    assert!(message.contains("stray.json: this file is not a declared golden game"), "{message}");

    // The declared name holds another game (another seed).
    let (dir, _) = dir_with("2p", &GoldenGame::<Goofspiel>::new("2p", 2, (), 2).generate().unwrap());
    let message = verify::<Goofspiel>(dir.path(), &games, false).unwrap_err();
    assert!(message.contains("not the declared game"), "{message}");
}
