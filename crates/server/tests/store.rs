//! The store, on SQLite and (when `STATECRAFT_TEST_POSTGRES` is set) PostgreSQL: a game survives the
//! server stopping mid-game, from snapshot plus log, with every acknowledged action in its record.

mod common;

use common::*;
use serde_json::{Value, json};

fn cards(v: &Value) -> Vec<u64> {
    v.as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_continues_after_a_restart_with_every_acknowledged_action() {
    for db in Db::all().await {
        eprintln!("store: {}", db.url.split(':').next().unwrap());
        let server = TestServer::start(&db, |c| c.snapshot_every = 2);
        let mut players = vec![server.guest("alice").await, server.guest("bob").await, server.guest("carol").await];
        let mut sign_in = server.client();
        sign_in.signup("erin", "password123").await.unwrap();
        let table = started_table(&mut players).await;
        let other = players[0].create_table(json!({"game": "high-card", "public": false})).await.unwrap();
        let mut acked: Vec<(usize, u64, u64)> = Vec::new(); // (seat, card, version)
        let mut hands = Vec::new();
        for p in &players {
            let mut s = p.connect(&table, None).await.unwrap();
            hands.push(cards(&view_at(&mut s, 0).await["view"]["game"]["my_hand"]));
        }
        // Four actions (a snapshot after two and after four), then the server stops.
        let mut version = 0;
        for (seat, round) in [(0, 0), (1, 0), (2, 0), (0, 1)] {
            let mut s = players[seat].connect(&table, None).await.unwrap();
            view_at(&mut s, version).await;
            let card = hands[seat][round];
            let answer = act(&mut s, version, json!(card)).await;
            version = answer["version"].as_u64().unwrap();
            acked.push((seat, card, version));
        }
        server.stop();

        let server = TestServer::start(&db, |c| c.snapshot_every = 2);
        for p in players.iter_mut() {
            p.rebase(&server.base);
        }
        let health = server.client().get("/healthz").await.unwrap();
        assert_eq!(health["status"], "ok");
        // Nothing is loaded at start-up; the lobby lists the tables, and a table loads when someone asks.
        assert_eq!(health["live_tables"], 0, "tables load lazily: {health}");
        let lobby = server.client().get("/api/tables?status=running").await.unwrap();
        assert!(lobby["running"].as_array().unwrap().iter().any(|t| t["id"] == table), "{lobby}");
        let mut again = server.client();
        again.post("/api/signin", json!({"name": "erin", "password": "password123"})).await.unwrap();
        // Sessions survive too: the players' cookies still work.
        let mut alice = players[0].connect(&table, Some(0)).await.unwrap();
        let welcome = alice.recv_type("welcome", WAIT).await.unwrap();
        assert_eq!(welcome["version"], 4);
        assert_eq!(welcome["seat"], 0);
        assert_eq!(welcome["log"].as_array().unwrap().len(), 4, "the whole log is rebuilt past the snapshot");
        assert_eq!(cards(&welcome["view"]["game"]["my_hand"]), hands[0][2..].to_vec());
        let lobby = players[0].get("/api/tables?status=open").await.unwrap();
        assert!(lobby["open"].as_array().unwrap().iter().any(|t| t["id"] == other), "the owner sees a private table");
        let lobby = players[1].get("/api/tables?status=open").await.unwrap();
        assert!(!lobby["open"].as_array().unwrap().iter().any(|t| t["id"] == other), "others do not");

        // Finish the game; the record holds every acknowledged action at its place.
        for (seat, round) in [(1, 1), (2, 1), (0, 2), (1, 2), (2, 2)] {
            let mut s = players[seat].connect(&table, None).await.unwrap();
            view_at(&mut s, version).await;
            let card = hands[seat][round];
            version = act(&mut s, version, json!(card)).await["version"].as_u64().unwrap();
            acked.push((seat, card, version));
        }
        let record = players[0].get(&format!("/api/tables/{table}/record")).await.unwrap();
        let actions = record["actions"].as_array().unwrap();
        assert_eq!(actions.len(), 9);
        for (seat, card, version) in acked {
            let logged = &actions[version as usize - 1];
            assert_eq!((logged["seat"].as_u64().unwrap() as usize, logged["action"].as_u64().unwrap()), (seat, card));
        }
        assert!(record["final_hash"].is_string());
        server.stop();
    }
}

/// Nodes of a cluster start together on an empty PostgreSQL database: each brings the schema up to date, and
/// none may fail because another is creating the same tables at the same moment.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nodes_starting_at_once_on_an_empty_database_migrate_it_once() {
    let Some(db) = Db::postgres().await else { return };
    let opening = (0..6).map(|_| statecraft_server::store::Store::open(&db.url));
    for opened in futures_util::future::join_all(opening).await {
        opened.expect("every node starts");
    }
}

/// Group commit: moves of many tables arriving together are written in one transaction; one of them made
/// from a stale version fails alone (with a conflict) and every other is committed, in order per table, with
/// the clocks each move left (tables with a clock), the snapshots taken, and the end of the games that end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_of_many_tables_committed_together_and_a_stale_one_fails_alone() {
    use statecraft_server::store::{AppendMeta, Store, StoreError};
    const TABLES: usize = 40;
    for db in Db::all().await {
        let store = Store::open(&db.url).await.unwrap();
        assert!(store.create_account("acc", "Ann", "ann", None).await.unwrap());
        for t in 0..TABLES {
            let row = running_table_row(&format!("t{t}"));
            store.insert_table(&row).await.unwrap();
        }
        let clocks: Vec<String> = (0..TABLES * 3).map(|i| format!(r#"{{"written":{i}}}"#)).collect();
        let snapshots: Vec<String> = (0..TABLES * 3).map(|i| format!(r#"{{"state":{i}}}"#)).collect();
        // Every fifth table's last move ends its game, in the same batch as the others' moves.
        let ends = |t: usize, round: u64| round == 2 && t % 5 == 4;
        let outcomes: Vec<String> = (0..TABLES).map(|t| format!(r#"{{"winners":[{}]}}"#, t % 3)).collect();
        let meta = |t: usize, round: u64| AppendMeta {
            status: if ends(t, round) { "finished" } else { "running" },
            outcome: ends(t, round).then(|| outcomes[t].as_str()),
            // Every third table takes a snapshot after each of its moves.
            snapshot: t.is_multiple_of(3).then(|| snapshots[t * 3 + round as usize].as_str()),
            spent_ms: None,
            // Every other table has a clock.
            clock: t.is_multiple_of(2).then(|| clocks[t * 3 + round as usize].as_str()),
            lease: None,
        };
        // Three rounds; in each, every table's move is sent at once. In the second round table 7's move is
        // made from a version the table is not at (as by a second writer).
        for round in 0..3u64 {
            let appends = (0..TABLES).map(|t| {
                let (store, id) = (&store, format!("t{t}"));
                let seq = match (t, round) {
                    (7, 1) => 5,
                    (7, 2) => 1,
                    _ => round,
                };
                let meta = meta(t, round);
                async move { (t, store.append(&id, seq, (t % 3) as u8, &format!("[{round}]"), meta).await) }
            });
            for (t, result) in futures_util::future::join_all(appends).await {
                match (round, t, result) {
                    (1, 7, Err(StoreError::Conflict(table))) => assert_eq!(table, "t7"),
                    (1, 7, other) => panic!("a stale move was not refused: {other:?}"),
                    (_, _, result) => result.unwrap(),
                }
            }
        }
        for t in 0..TABLES {
            let logged = store.actions(&format!("t{t}"), 0).await.unwrap();
            let actions: Vec<&str> = logged.iter().map(|a| a.action.as_str()).collect();
            let expected = if t == 7 { vec!["[0]", "[2]"] } else { vec!["[0]", "[1]", "[2]"] };
            assert_eq!(actions, expected, "table t{t}");
            let row = store.table(&format!("t{t}")).await.unwrap().unwrap();
            assert_eq!(row.version, expected.len() as u64, "table t{t}");
            let clock = store.clock(&format!("t{t}")).await.unwrap();
            assert_eq!(clock, t.is_multiple_of(2).then(|| clocks[t * 3 + 2].clone()), "table t{t}'s clock");
            let snapshot = store.snapshot(&format!("t{t}")).await.unwrap();
            let taken = t.is_multiple_of(3).then(|| (expected.len() as u64, snapshots[t * 3 + 2].clone()));
            assert_eq!(snapshot, taken, "table t{t}'s snapshot");
            let (status, outcome) = match ends(t, 2) {
                true => ("finished", Some(outcomes[t].clone())),
                false => ("running", None),
            };
            assert_eq!((row.status.as_str(), row.outcome), (status, outcome), "table t{t}'s end");
        }
        // The lobby finds the finished tables (through the index of finished tables) and the running ones.
        let lobby = store.lobby_rows(100).await.unwrap();
        let mut finished: Vec<String> = lobby.iter().filter(|r| r.status == "finished").map(|r| r.id.clone()).collect();
        let mut expected: Vec<String> = (0..TABLES).filter(|&t| ends(t, 2)).map(|t| format!("t{t}")).collect();
        finished.sort();
        expected.sort();
        assert_eq!(finished, expected);
        assert_eq!(lobby.len(), TABLES);
    }
}
