//! Shared by the command-line tests: `statecraft serve` in its own process.
#![allow(dead_code)] // each test file uses a different part of this module

use serde_json::json;
use statecraft_server::client::Client;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// A server process, killed when dropped (so a failing test leaves none behind).
pub struct Server(pub Child);

impl Server {
    pub fn id(&self) -> u32 {
        self.0.id()
    }
    /// SIGKILL, and wait for the end.
    pub fn kill(&mut self) {
        self.0.kill().unwrap();
        self.0.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `statecraft serve` on a free port with the store in `data` and the extra `args`; returns the
/// process and its base URL.
pub fn serve(data: &Path, args: &[&str]) -> (Server, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_statecraft"))
        .args(["serve", "--port", "0", "--data"])
        .arg(data)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let base =
        line.trim().strip_prefix("listening on ").unwrap_or_else(|| panic!("unexpected output: {line}")).to_string();
    (Server(child), base)
}

/// A table of `game` for `players` (one seat each, by the buttons), started by the first; returns its id.
pub async fn started_table(players: &mut [Client], game: &str) -> String {
    let table = players[0].create_table(json!({"game": game, "players": players.len()})).await.unwrap();
    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    players[0].button(&table, "start", json!({})).await.unwrap();
    table
}
