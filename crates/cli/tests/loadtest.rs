//! `statecraft loadtest` runs its bot clients against an in-process server and reports one JSON line.

mod common;

use std::process::Command;

/// The moves of the first `--warmup` seconds are played but not timed; a warm-up as long as the run is refused.
#[test]
fn loadtest_plays_games_and_reports_json() {
    let run = |warmup: &str| {
        Command::new(env!("CARGO_BIN_EXE_statecraft"))
            .args(["loadtest", "--tables", "2", "--duration", "2", "--warmup", warmup, "--game", "high-card"])
            .output()
            .expect("the binary runs")
    };
    let refused = run("2");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--warmup must be"), "{refused:?}");
    let output = run("1");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let report: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one JSON line");
    assert_eq!(report["tables"], 2);
    assert_eq!(report["errors"], 0, "{report}");
    let (moves, timed) = (report["moves"].as_u64().unwrap(), report["timed_moves"].as_u64().unwrap());
    assert!(0 < timed && timed < moves, "{report}");
    for key in ["moves_per_s", "p50_ms", "p99_ms"] {
        assert!(report[key].is_number(), "{key} missing: {report}");
    }
}

/// With `--rate` the clients offer moves at that pace (open loop) instead of as fast as the server answers
/// (unpaced, the same run makes thousands): 2 tables at 20 moves a second in all for 3 s, a move of each table
/// due every 0.1 s from a random point of its first interval, make at most 31 moves each. A rate that is not a
/// positive number is refused.
#[test]
fn loadtest_offers_moves_at_the_given_rate() {
    let run = |rate: &str| {
        Command::new(env!("CARGO_BIN_EXE_statecraft"))
            .args(["loadtest", "--tables", "2", "--duration", "3", "--game", "high-card", &format!("--rate={rate}")])
            .output()
            .expect("the binary runs")
    };
    let output = run("20");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("one JSON line");
    assert_eq!(report["errors"], 0, "{report}");
    assert_eq!(report["offered_moves_per_s"], 20.0, "{report}");
    let moves = report["moves"].as_u64().unwrap();
    assert!((1..=62).contains(&moves), "{report}");
    for bad in ["0", "-5"] {
        let output = run(bad);
        assert!(!output.status.success());
        assert!(String::from_utf8_lossy(&output.stderr).contains("--rate must be a positive number"), "{bad}");
    }
}

/// Against a server with a low per-connection message rate, the load clients are refused as `rate_limited`
/// and send the same move again after a wait, so no table stalls and nothing counts as an error.
#[test]
fn loadtest_backs_off_and_resends_moves_refused_as_rate_limited() {
    let data = tempfile::tempdir().unwrap();
    let (mut server, url) = common::serve(data.path(), &["--test-games", "--unlimited", "--rate-per-second", "1"]);
    let output = Command::new(env!("CARGO_BIN_EXE_statecraft"))
        .args(["loadtest", "--url", &url, "--tables", "2", "--duration", "4", "--game", "high-card"])
        .output()
        .expect("the loadtest runs");
    server.kill();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let report: serde_json::Value = serde_json::from_str(String::from_utf8(output.stdout).unwrap().trim()).unwrap();
    assert_eq!(report["errors"], 0, "{report}");
    assert!(report["resent_after_rate_limit"].as_u64().unwrap() > 0, "the limit was never met: {report}");
    assert!(report["games_finished"].as_u64().unwrap() > 0, "{report}");
}
