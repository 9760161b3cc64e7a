//! `statecraft loadtest` runs its bot clients against an in-process server and reports one JSON line.

use std::process::Command;

#[test]
fn loadtest_plays_games_and_reports_json() {
    let output = Command::new(env!("CARGO_BIN_EXE_statecraft"))
        .args(["loadtest", "--tables", "2", "--duration", "2", "--game", "high-card"])
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let report: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one JSON line");
    assert_eq!(report["tables"], 2);
    assert_eq!(report["errors"], 0, "{report}");
    assert!(report["moves"].as_u64().unwrap() > 0, "{report}");
    for key in ["moves_per_s", "p50_ms", "p99_ms"] {
        assert!(report[key].is_number(), "{key} missing: {report}");
    }
}
