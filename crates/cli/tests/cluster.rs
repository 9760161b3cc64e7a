//! Several `statecraft serve` nodes on one PostgreSQL database (`STATECRAFT_TEST_POSTGRES`; skipped without
//! it, except under CI where it must be set). Clients spread over the nodes play the same tables; one node is
//! killed with SIGKILL mid-game, its tables are taken over by the others once their leases run out, every
//! acknowledged move is in the records, and no table ends up with two owners. Two more tests make two nodes
//! hold one table at once and show that only one of them can write: a move, or an undo's delete.

mod common;

use serde_json::{Value, json};
use statecraft_server::client::{Client, ClientError, Socket};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(20);

/// A fresh schema in the test database, as a URL; `None` when no database is configured.
async fn database() -> Option<String> {
    let Ok(base) = std::env::var("STATECRAFT_TEST_POSTGRES") else {
        assert_ne!(std::env::var("CI").as_deref(), Ok("true"), "CI=true but STATECRAFT_TEST_POSTGRES is not set");
        eprintln!("STATECRAFT_TEST_POSTGRES is not set; skipping the cluster test");
        return None;
    };
    let schema = format!("t{}", statecraft_server::auth::random_id());
    sqlx::any::install_default_drivers();
    let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&base).await.expect("connect to PostgreSQL");
    sqlx::Executor::execute(&mut conn, format!("CREATE SCHEMA {schema}").as_str()).await.expect("create schema");
    let sep = if base.contains('?') { '&' } else { '?' };
    Some(format!("{base}{sep}options=-c%20search_path%3D{schema}"))
}

async fn query(url: &str, sql: &str) -> Vec<sqlx::any::AnyRow> {
    let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(url).await.expect("connect");
    sqlx::query(sql).fetch_all(&mut conn).await.expect("query")
}

/// A node of the cluster: `statecraft serve` on PostgreSQL with leases of `lease_s` seconds.
fn node(url: &str, lease_s: &str) -> (common::Server, String) {
    let data = std::env::temp_dir();
    let mut child = Command::new(env!("CARGO_BIN_EXE_statecraft"))
        .args(["serve", "--port", "0", "--test-games", "--unlimited", "--rate-per-second", "100000", "--data"])
        .arg(&data)
        .args(["--database", url, "--lease-s", lease_s])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut line = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.take().unwrap()), &mut line).unwrap();
    let base = line.trim().strip_prefix("listening on ").unwrap_or_else(|| panic!("unexpected: {line}")).to_string();
    (common::Server(child), base)
}

/// What happened to one submitted move.
enum Outcome {
    /// Acknowledged: the table's new version.
    Accepted(u64),
    /// The table is already past this version (the move committed before its answer was lost, or another's).
    Past(u64),
}

/// Sends `action` for the client's seat at `version` over a fresh connection, retrying while the table moves
/// between nodes (its node died, and its lease has not run out yet) or the connection drops.
async fn submit(client: &Client, table: &str, version: u64, action: &Value) -> Outcome {
    let deadline = Instant::now() + WAIT;
    loop {
        assert!(Instant::now() < deadline, "table {table}: no answer for version {version}");
        let attempt = async {
            let mut socket = client.connect(table, None).await?;
            loop {
                let m = socket.recv(WAIT).await?;
                if m["view"].is_null() {
                    continue;
                }
                let now = m["version"].as_u64().unwrap();
                if now > version {
                    return Ok(Outcome::Past(now));
                }
                if now == version {
                    break;
                }
            }
            socket.send(json!({"type": "action", "version": version, "action": action})).await?;
            loop {
                let m = socket.recv(WAIT).await?;
                match m["type"].as_str() {
                    Some("accepted") => return Ok(Outcome::Accepted(m["version"].as_u64().unwrap())),
                    Some("error") => return Err(ClientError::Transport(m.to_string())),
                    _ => {}
                }
            }
        };
        match attempt.await {
            Ok(outcome) => return outcome,
            Err(error) => {
                eprintln!("table {table} v{version}: {error}; trying again");
                tokio::time::sleep(Duration::from_millis(300)).await;
            }
        }
    }
}

struct Table {
    id: String,
    /// The player of each seat (each on its own node).
    players: Vec<Client>,
    hands: Vec<Vec<Value>>,
    version: u64,
    /// (seat, card, version) of every acknowledged move.
    acked: Vec<(usize, Value, u64)>,
}

/// High card, 3 seats: round `r` is played by seats 0, 1, 2 in turn (versions `3r`, `3r+1`, `3r+2`).
async fn play_until(table: &mut Table, until: u64) {
    while table.version < until {
        let (seat, round) = ((table.version % 3) as usize, (table.version / 3) as usize);
        let card = table.hands[seat][round].clone();
        match submit(&table.players[seat], &table.id, table.version, &card).await {
            Outcome::Accepted(version) => {
                table.acked.push((seat, card, version));
                table.version = version;
            }
            Outcome::Past(version) => table.version = version,
        }
    }
}

async fn new_table(nodes: &[String], index: usize) -> Table {
    let mut players = Vec::new();
    for p in 0..3 {
        let mut client = Client::new(&nodes[(index + p) % nodes.len()]);
        client.guest(&format!("p{index}-{p}")).await.unwrap();
        players.push(client);
    }
    let id = common::started_table(&mut players, "high-card").await;
    let mut hands = Vec::new();
    for p in &players {
        let mut socket = p.connect(&id, None).await.unwrap();
        let welcome = socket.recv_type("welcome", WAIT).await.unwrap();
        hands.push(welcome["view"]["game"]["my_hand"].as_array().unwrap().clone());
    }
    Table { id, players, hands, version: 0, acked: Vec::new() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_lose_nothing_when_one_is_killed() {
    let Some(url) = database().await else { return };
    let mut servers = Vec::new();
    let mut nodes = Vec::new();
    for _ in 0..3 {
        let (server, base) = node(&url, "2");
        servers.push(server);
        nodes.push(base);
    }
    let mut tables = Vec::new();
    for index in 0..6 {
        tables.push(new_table(&nodes, index).await);
    }
    // The lobby of every node lists every table (each node reads the others' changes from the store).
    tokio::time::sleep(Duration::from_secs(1)).await;
    for base in &nodes {
        let lobby = Client::new(base).get("/api/tables?status=running").await.unwrap();
        let listed = lobby["running"].as_array().unwrap();
        assert!(tables.iter().all(|t| listed.iter().any(|l| l["id"] == t.id.as_str())), "{base}: {lobby}");
    }
    for table in tables.iter_mut() {
        play_until(table, 4).await;
    }
    // Node 2 dies; its players move to the node after it, its tables wait for their leases to run out.
    let dead = nodes[1].clone();
    servers[1].kill();
    for table in tables.iter_mut() {
        for player in table.players.iter_mut() {
            if player.base() == dead {
                player.rebase(&nodes[2]);
            }
        }
    }
    let mut games = Vec::new();
    for mut table in tables {
        games.push(tokio::spawn(async move {
            play_until(&mut table, 9).await;
            table
        }));
    }
    for game in games {
        let table = game.await.unwrap();
        let record = table.players[0].clone().get(&format!("/api/tables/{}/record", table.id)).await.unwrap();
        let actions = record["actions"].as_array().unwrap();
        assert_eq!(actions.len(), 9, "{record}");
        assert!(record["final_hash"].is_string());
        for (seat, card, version) in &table.acked {
            assert_eq!(actions[*version as usize - 1], json!({"seat": seat, "action": card}), "table {}", table.id);
        }
    }
    // No lease is left with the dead node, and none is held twice.
    let held =
        query(&url, "SELECT n.url, COUNT(*) AS n FROM table_leases l JOIN nodes n ON n.id = l.node_id GROUP BY n.url")
            .await;
    for row in &held {
        let owner: String = sqlx::Row::get(row, "url");
        assert_ne!(owner, dead, "a dead node still holds a lease");
    }
    let twice = query(&url, "SELECT table_id FROM table_leases GROUP BY table_id HAVING COUNT(*) > 1").await;
    assert!(twice.is_empty());
}

/// Two nodes with long leases (A does not notice in a test's time that its lease was taken) and a table played
/// to version 2 on A. A keeps the table live (seat 2 stays connected, `on_a`) while its lease is made to run out,
/// as after a long pause of A; B then takes the table on the next request there (`_on_b`): both hold it.
struct Split {
    _nodes: [common::Server; 2],
    node_b: String,
    table: Table,
    on_a: Socket,
    _on_b: Socket,
}

async fn split(url: &str) -> Split {
    let (a, node_a) = node(url, "60");
    let (b, node_b) = node(url, "60");
    let mut table = new_table(std::slice::from_ref(&node_a), 0).await;
    play_until(&mut table, 2).await;
    let mut on_a = table.players[2].connect(&table.id, None).await.unwrap();
    on_a.recv_type("welcome", WAIT).await.unwrap();
    query(url, &format!("UPDATE table_leases SET expires_ms = 0 WHERE table_id = '{}'", table.id)).await;
    let mut via_b = table.players[0].clone();
    via_b.rebase(&node_b);
    let mut on_b = via_b.connect(&table.id, None).await.unwrap();
    assert_eq!(on_b.recv_type("welcome", WAIT).await.unwrap()["version"], 2);
    Split { _nodes: [a, b], node_b, table, on_a, _on_b: on_b }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_holding_one_table_cannot_both_write() {
    let Some(url) = database().await else { return };
    let Split { _nodes, node_b, mut table, mut on_a, _on_b } = split(&url).await;

    // Both nodes now hold the table in memory. A's seat-2 move is refused; B's is the one taken.
    let card = table.hands[2][0].clone();
    on_a.send(json!({"type": "action", "version": 2, "action": card})).await.unwrap();
    let answer = on_a.recv_type("error", WAIT).await.unwrap();
    assert_eq!(answer["code"], "table_moved", "{answer}");
    let mut seat_2_via_b = table.players[2].clone();
    seat_2_via_b.rebase(&node_b);
    match submit(&seat_2_via_b, &table.id, 2, &card).await {
        Outcome::Accepted(version) => assert_eq!(version, 3),
        Outcome::Past(version) => panic!("the refused move was written (version {version})"),
    }
    // A's players reach the table through A, which now forwards to B.
    table.version = 3;
    play_until(&mut table, 9).await;
    let record = table.players[1].get(&format!("/api/tables/{}/record", table.id)).await.unwrap();
    assert_eq!(record["actions"].as_array().unwrap().len(), 9);
    assert!(record["final_hash"].is_string(), "the record replays: {record}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_that_lost_a_tables_lease_cannot_take_a_step_back_there() {
    let Some(url) = database().await else { return };
    let Split { _nodes, mut table, on_a: _on_a, _on_b, .. } = split(&url).await;

    // Seat 1 moved last; its undo through A is refused by the lease (the version alone would let it pass).
    let refused = table.players[1].button(&table.id, "undo", json!({})).await.unwrap_err();
    assert_eq!(refused.code(), Some("table_moved"), "{refused}");
    let actions = query(&url, &format!("SELECT seq FROM actions WHERE table_id = '{}'", table.id)).await;
    assert_eq!(actions.len(), 2, "A deleted a move of the table B holds");
    // A has let the table go; the same request now reaches B, which takes the step back.
    let deadline = Instant::now() + WAIT;
    while let Err(error) = table.players[1].button(&table.id, "undo", json!({})).await {
        assert!(error.code() == Some("table_moved") && Instant::now() < deadline, "{error}");
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let actions = query(&url, &format!("SELECT seq FROM actions WHERE table_id = '{}'", table.id)).await;
    assert_eq!(actions.len(), 1);
}
