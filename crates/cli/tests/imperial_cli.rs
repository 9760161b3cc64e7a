//! The built `statecraft` binary on Imperial: simulate, bench, replay of good and bad records, and bad input.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;
use statecraft_engine::{Game, Record, Seat, ToAct, apply, legal_actions};
use statecraft_imperial::{Imperial, Options};

fn statecraft(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_statecraft")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn last_json(o: &Output) -> Value {
    let out = stdout(o);
    let line = out.lines().last().unwrap_or_else(|| panic!("no output; stderr: {}", stderr(o)));
    serde_json::from_str(line).expect("the last line is JSON")
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("statecraft-imperial-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, contents).expect("temp file");
    path
}

/// A record of the first `steps` actions of a game, always choosing the first legal action.
fn record(steps: usize) -> Record {
    let options = Options::default();
    let mut state = Imperial::setup(&options, 3, 42).unwrap();
    let mut rec = Record::new::<Imperial>(&options, vec!["a".into(), "b".into(), "c".into()], 42);
    for _ in 0..steps {
        let ToAct::One { seat } = Imperial::to_act(&state) else { break };
        let action = legal_actions::<Imperial>(&state, seat)[0].clone();
        apply::<Imperial>(&mut state, seat, &action).unwrap();
        rec.push::<Imperial>(seat, &action);
    }
    rec
}

#[test]
fn simulate_reports_totals_without_errors() {
    for ruleset in ["classic", "2010"] {
        let o = statecraft(&[
            "simulate",
            "--game",
            "imperial",
            "--players",
            "4",
            "--games",
            "50",
            "--seed",
            "1",
            "--ruleset",
            ruleset,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let v = last_json(&o);
        for key in ["games", "finished", "unfinished", "errors", "actions", "seconds"] {
            assert!(v.get(key).is_some(), "{key} missing in {v}");
        }
        assert_eq!(v["games"], 50);
        assert_eq!(v["errors"], 0);
        assert_eq!(v["finished"].as_u64().unwrap() + v["unfinished"].as_u64().unwrap(), 50);
        assert!(v["actions"].as_u64().unwrap() > 1000);
        assert_eq!(v["options"]["ruleset"], ruleset);
    }
}

#[test]
fn bench_times_each_seats_view_and_patch() {
    let args = ["bench", "--game", "imperial", "--players", "3", "--seconds", "0.05", "--decisions", "0"];
    let o = statecraft(&[&args[..], &["--patches", "40"]].concat());
    assert!(o.status.success(), "{}", stderr(&o));
    let patches = &last_json(&o)["patches"];
    // Three seats' views after each of 40 moves of a game that does not end within them.
    assert_eq!(patches["views"], 120, "{patches}");
    for key in ["view_us", "view_bytes", "patch_us", "patch_bytes"] {
        assert!(patches[key].as_f64().is_some_and(|v| v > 0.0), "{key} in {patches}");
    }
    assert!(patches["patch_bytes"].as_u64() < patches["view_bytes"].as_u64(), "{patches}");
    let skipped = statecraft(&[&args[..], &["--patches", "0"]].concat());
    assert_eq!(last_json(&skipped)["patches"], Value::Null);
}

#[test]
fn simulate_takes_options_json() {
    let o = statecraft(&[
        "simulate",
        "--game",
        "imperial",
        "--players",
        "3",
        "--games",
        "5",
        "--options",
        r#"{"profistart":true}"#,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = last_json(&o);
    assert_eq!(v["options"]["profistart"], true);
    assert_eq!(v["errors"], 0);
    assert_eq!(v["games"], 5);
}

#[test]
fn replay_accepts_a_good_record_and_names_the_bad_action() {
    let rec = record(60);
    assert_eq!(rec.actions.len(), 60);
    let good = temp_file("good.json", &serde_json::to_string(&rec).unwrap());
    let o = statecraft(&["replay", good.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = last_json(&o);
    assert_eq!(v["game"], "imperial");
    assert_eq!(v["step"], 60);

    // Action 10 replaced by something that is no action: a rondel space that does not exist.
    let mut bad = rec.clone();
    bad.actions[10].action = serde_json::json!({"type": "rondel", "space": "atlantis"});
    let path = temp_file("illegal.json", &serde_json::to_string(&bad).unwrap());
    let o = statecraft(&["replay", path.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("action 10"), "{err}");
    assert!(!err.contains("panicked"), "{err}");

    // The right action from the wrong seat.
    let mut wrong_seat = rec.clone();
    wrong_seat.actions[5].seat = Seat((wrong_seat.actions[5].seat.0 + 1) % 3);
    let path = temp_file("seat.json", &serde_json::to_string(&wrong_seat).unwrap());
    let o = statecraft(&["replay", path.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("action 5"), "{}", stderr(&o));
    for p in [good, path] {
        let _ = std::fs::remove_file(p);
    }
}

#[test]
fn bad_input_fails_cleanly() {
    let cases: Vec<(Vec<String>, &str)> = {
        let malformed = temp_file("malformed.json", "{ this is not json");
        let mut rec = record(3);
        rec.actions[1].action = serde_json::json!({"type": "teleport"});
        let unknown_action = temp_file("unknown-action.json", &serde_json::to_string(&rec).unwrap());
        let mut rec = record(0);
        rec.game = "chess".into();
        let unknown_game_record = temp_file("unknown-game.json", &serde_json::to_string(&rec).unwrap());
        let mut rec = record(0);
        rec.seats = vec!["solo".into()];
        let one_seat = temp_file("one-seat.json", &serde_json::to_string(&rec).unwrap());
        let s = |p: PathBuf| p.to_str().unwrap().to_string();
        vec![
            (vec!["replay".into(), s(malformed)], "not a valid game record"),
            (vec!["replay".into(), s(unknown_action)], "action 1"),
            (vec!["replay".into(), s(unknown_game_record)], "unknown game"),
            (vec!["replay".into(), s(one_seat)], "2 to 6 players"),
            (vec!["replay".into(), "/nonexistent/record.json".into()], "cannot read"),
            (["simulate", "--game", "nosuchgame", "--players", "4"].map(String::from).to_vec(), "unknown game"),
            (["simulate", "--game", "imperial", "--players", "7"].map(String::from).to_vec(), "2 to 6 players"),
            (
                ["simulate", "--game", "imperial", "--players", "4", "--ruleset", "1999"].map(String::from).to_vec(),
                "invalid options",
            ),
        ]
    };
    for (args, expected) in cases {
        let o = statecraft(&args.iter().map(String::as_str).collect::<Vec<_>>());
        let err = stderr(&o);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert!(err.contains(expected), "{args:?}: expected `{expected}` in: {err}");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
        if expected == "unknown game" {
            // The titles people play are offered; the engine's test fixtures are not.
            assert!(err.contains("imperial") && err.contains("sixteen-thirty"), "{err}");
            assert!(!err.contains("high-card") && !err.contains("goofspiel"), "{err}");
        }
    }
}
