//! `statecraft legal` and `statecraft replay --log` on a recorded Imperial game and a recorded Sixteen Thirty
//! Something game: what they print is what the engine says each seat could do and saw, with the players' names
//! filled in, seats counted from 1, in English and Japanese; and a reader that goes away is no error.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::{Value, json};
use statecraft_engine::testkit::golden::GoldenGame;
use statecraft_engine::{Game, Record, Seat, Text, apply, replay, seat_view};
use statecraft_imperial::Imperial;
use statecraft_sixteen_thirty::SixteenThirty;

const NAMES: [&str; 6] = ["Anna", "Bruno", "Chiara", "Dmitri", "Elif", "Farid"];

fn statecraft(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_statecraft")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "failed: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).expect("UTF-8 output")
}

/// A complete game of `G` played with seeded random choices, seated with real names, written to a file.
fn recorded<G: Game>(players: usize, seed: u64, dir: &Path) -> (Record, String) {
    let mut record = GoldenGame::<G>::new("cli", players, G::Options::default(), seed).generate().unwrap();
    record.seats = NAMES[..players].iter().map(|n| n.to_string()).collect();
    let path = dir.join(format!("{}-{players}p.json", G::ID));
    std::fs::write(&path, serde_json::to_string(&record).unwrap()).unwrap();
    (record, path.to_str().unwrap().to_string())
}

fn named(text: &Text, record: &Record) -> Value {
    json!(text.with_names(&record.seats))
}

/// Every seat to act at a few steps: `legal --json` lists exactly the engine's legal actions with their
/// labels and costs, and the text form one numbered line per action under the player's name.
fn legal_matches_the_engine<G: Game>(players: usize, seed: u64) {
    let dir = tempfile::tempdir().unwrap();
    let (record, path) = recorded::<G>(players, seed, dir.path());
    let len = record.actions.len();
    let mut seen_choices = 0;
    for step in [0, 5, len / 3, len / 2, len] {
        let state = replay::<G>(&record, Some(step)).unwrap();
        let printed: Value =
            serde_json::from_str(&stdout(&statecraft(&["legal", &path, "--step", &step.to_string(), "--json"])))
                .unwrap();
        assert_eq!(printed["game"], G::ID);
        assert_eq!((printed["step"].as_u64(), printed["steps"].as_u64()), (Some(step as u64), Some(len as u64)));
        let to_act = G::to_act(&state);
        assert_eq!(printed["over"].is_null(), !to_act.is_over(), "step {step}");
        let seats = printed["seats"].as_array().unwrap();
        assert_eq!(seats.len(), to_act.seats().len(), "step {step}");
        for (shown, seat) in seats.iter().zip(to_act.seats()) {
            let view = seat_view::<G>(&state, Some(seat));
            assert_eq!(shown["seat"], seat.0 + 1, "seats are counted from 1");
            assert_eq!(shown["name"], NAMES[seat.index()]);
            assert_eq!(shown["prompt"], named(&view.prompt, &record));
            let expected: Vec<Value> = (0..view.legal.len())
                .map(|i| {
                    json!({"action": view.legal[i], "label": named(&view.labels[i], &record), "cost": view.costs[i]})
                })
                .collect();
            assert_eq!(shown["actions"], json!(expected), "step {step}, {seat}");
            assert!(!shown.to_string().contains("{seat:"), "a placeholder left: {shown}");
            seen_choices += expected.len();

            // The same as text, in both languages, for this seat alone (`--seat` counts from 1).
            let one = (seat.0 + 1).to_string();
            for lang in ["en", "ja"] {
                let text =
                    stdout(&statecraft(&["legal", &path, "--step", &step.to_string(), "--seat", &one, "--lang", lang]));
                let lines: Vec<&str> = text.lines().collect();
                assert!(lines[1].starts_with(&format!("{} (seat {one}): ", NAMES[seat.index()])), "{text}");
                assert_eq!(lines.len(), 2 + view.legal.len(), "{text}");
                for (i, label) in view.labels.iter().enumerate() {
                    let label = label.with_names(&record.seats);
                    let label = if lang == "ja" { label.ja } else { label.en };
                    assert!(lines[2 + i].trim_start().starts_with(&format!("{}. {label}", i + 1)), "{}", lines[2 + i]);
                }
            }
        }
    }
    assert!(seen_choices > 10, "the steps checked offered only {seen_choices} choices");
}

#[test]
fn legal_lists_imperial_choices_with_labels_and_costs() {
    legal_matches_the_engine::<Imperial>(4, 3);
}

#[test]
fn legal_lists_sixteen_thirty_choices_with_labels_and_costs() {
    legal_matches_the_engine::<SixteenThirty>(4, 5);
}

/// The log the engine gives `viewer` over the whole record, one `N. text` line per entry.
fn expected_log<G: Game>(record: &Record, viewer: Option<Seat>, ja: bool) -> Vec<String> {
    let mut state = G::setup(&G::Options::default(), record.seats.len(), record.seed).unwrap();
    let mut lines = Vec::new();
    for (i, recorded) in record.actions.iter().enumerate() {
        let action: G::Action = serde_json::from_value(recorded.action.clone()).unwrap();
        for event in apply::<G>(&mut state, recorded.seat, &action).unwrap() {
            if let Some(seen) = G::redact_event(&event, viewer) {
                let text = G::event_text(&seen).with_names(&record.seats);
                lines.push(format!("{}. {}", i + 1, if ja { text.ja } else { text.en }));
            }
        }
    }
    lines
}

fn log_lines(path: &str, extra: &[&str]) -> Vec<String> {
    let args: Vec<&str> = ["replay", path, "--log"].iter().chain(extra).copied().collect();
    stdout(&statecraft(&args)).lines().map(String::from).collect()
}

/// `replay --log` prints the log each reader saw, names in place of placeholders.
fn log_matches_the_engine<G: Game>(players: usize, seed: u64) -> (Vec<String>, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let (record, path) = recorded::<G>(players, seed, dir.path());
    let public = log_lines(&path, &[]);
    assert_eq!(public, expected_log::<G>(&record, None, false));
    assert_eq!(log_lines(&path, &["--lang", "ja"]), expected_log::<G>(&record, None, true));
    let second = log_lines(&path, &["--seat", "2"]);
    assert_eq!(second, expected_log::<G>(&record, Some(Seat(1)), false));
    assert!(public.len() > record.actions.len() / 2, "only {} log lines", public.len());
    let all = public.join("\n");
    assert!(!all.contains("{seat:"), "a placeholder was left in the log");
    assert!(NAMES[..players].iter().all(|n| all.contains(n)), "the log names every player");

    // Up to a step: the first lines of the whole log.
    let upto = log_lines(&path, &["--step", "10"]);
    assert!(upto.iter().all(|l| l.split('.').next().unwrap().parse::<usize>().unwrap() <= 10));
    assert_eq!(upto[..], public[..upto.len()]);
    (public, second)
}

#[test]
fn replay_log_of_an_imperial_game() {
    log_matches_the_engine::<Imperial>(3, 7);
}

#[test]
fn replay_log_of_a_sixteen_thirty_game_hides_the_others_secrets() {
    let (public, second) = log_matches_the_engine::<SixteenThirty>(4, 2);
    // Bruno (seat 2) sees the cards he drew; a spectator sees only how many.
    let drew = |log: &[String]| log.iter().filter(|l| l.contains("Bruno draws")).cloned().collect::<Vec<_>>();
    assert!(!drew(&public).is_empty());
    assert!(drew(&public).iter().all(|l| l.ends_with(" cards.")), "{:?}", drew(&public));
    assert_ne!(drew(&second), drew(&public));
}

#[test]
fn seats_count_from_one_and_bad_flags_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (_, path) = recorded::<SixteenThirty>(3, 1, dir.path());
    for (args, expected) in [
        (vec!["legal", &path, "--seat", "0"], "--seat counts from 1: this game has seats 1 to 3, not 0"),
        (vec!["legal", &path, "--seat", "4"], "not 4"),
        (vec!["replay", &path, "--log", "--seat", "9"], "not 9"),
        (vec!["legal", &path, "--step", "99999"], "has only"),
        (vec!["replay", &path, "--seat", "1"], "--log"),
        (vec!["replay", &path, "--log", "--lang", "fr"], "fr"),
    ] {
        let o = statecraft(&args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert!(err.contains(expected), "{args:?}: expected `{expected}` in {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let (_, path) = recorded::<SixteenThirty>(3, 4, dir.path());
    for args in [vec!["replay", &path, "--log"], vec!["replay", &path], vec!["legal", &path, "--step", "3"]] {
        // Standard output is a pipe whose reader has already gone (as after `| head -1`): the first write fails.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let o = Command::new(env!("CARGO_BIN_EXE_statecraft")).args(&args).stdout(writer).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{args:?}: exit {:?}: {err}", o.status);
        assert_eq!(err, "", "{args:?}: nothing is said about the closed pipe");
    }
}
