//! Memory per live table: a server process (`statecraft serve`) holds 120 started six-player tables of
//! Imperial, then of Sixteen Thirty Something, each with one person and five bots (the bots play until the
//! person is to act), and its resident size grows by at most 100 KB a table, the target (this build measured
//! about 46 KB for Imperial and 68 KB for 1630, see `docs/server.md`). The figures are printed
//! (`--nocapture`).

mod common;

use serde_json::json;
use statecraft_server::client::Client;
use std::time::Duration;

const TABLES: usize = 120;
const LIMIT_KB: u64 = 100;

/// Resident set size of a process, in KB.
fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap()
}

/// Opens and starts `count` tables of `game` with the client and five bots; returns their ids.
async fn tables(client: &mut Client, game: &str, count: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for _ in 0..count {
        let table = client.create_table(json!({"game": game, "players": 6})).await.unwrap();
        client.button(&table, "join", json!({})).await.unwrap();
        for _ in 0..5 {
            client.button(&table, "bot", json!({"level": "random"})).await.unwrap();
        }
        client.button(&table, "start", json!({})).await.unwrap();
        ids.push(table);
    }
    ids
}

/// Waits until the resident size stops growing (the bots have played up to the person's turn).
async fn settled(pid: u32) -> u64 {
    let mut last = rss_kb(pid);
    loop {
        tokio::time::sleep(Duration::from_secs(2)).await;
        let now = rss_kb(pid);
        if now <= last + 256 {
            return now;
        }
        last = now;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_six_player_table_takes_at_most_100_kb() {
    let data = tempfile::tempdir().unwrap();
    let (server, base) = common::serve(data.path(), &["--unlimited", "--bot-delay-ms", "1"]);
    let pid = server.id();
    let mut client = Client::new(&base);
    client.guest("holder").await.unwrap();
    for game in ["imperial", "sixteen-thirty"] {
        // A few tables first, so that what is measured is the tables and not the first use of each code path.
        tables(&mut client, game, 5).await;
        let before = settled(pid).await;
        let ids = tables(&mut client, game, TABLES).await;
        let after = settled(pid).await;
        let health = client.get("/healthz").await.unwrap();
        assert!(health["live_tables"].as_u64().unwrap() >= (TABLES + 5) as u64, "{health}");
        let per_table = after.saturating_sub(before) / TABLES as u64;
        println!("{game}: {TABLES} live tables of 6, RSS {before} KB -> {after} KB, {per_table} KB a table");
        assert!(per_table <= LIMIT_KB, "{game}: {per_table} KB a live table");
        assert_eq!(ids.len(), TABLES);
    }
}
