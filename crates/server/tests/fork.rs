//! "Fork from here" and the replay of a finished game: a new table starts from a step of a finished 1630 game,
//! and each seat of the new table sees only its own hand.

mod common;

use common::*;
use serde_json::{Value, json};
use statecraft_catalog::{Catalog, DynMatch};
use statecraft_engine::{Seat, ToAct};
use statecraft_server::store::{AppendMeta, Store, TableRow, now_ms};

const STEPS: usize = 40;
const FORK_AT: u64 = 25;

/// A 1630 game of four accounts played `STEPS` steps by a fixed rule and then ended (as by a time-out),
/// written to the store as the server would have; returns the table id and the game at `FORK_AT`.
async fn finished_game(db: &Db, accounts: &[(String, String)]) -> (String, Box<dyn DynMatch>) {
    let catalog = Catalog::standard();
    let title = catalog.find("sixteen-thirty").unwrap();
    let seed = 1630;
    let mut game = title.start(&json!({}), 4, seed).unwrap();
    let mut at_fork = None;
    let mut actions = Vec::new();
    for step in 0..STEPS {
        if step as u64 == FORK_AT {
            at_fork = Some(game.clone_box());
        }
        let seats = match game.to_act() {
            ToAct::Over { .. } => break,
            to_act => to_act.seats(),
        };
        let seat = seats[step % seats.len()];
        let legal: Vec<Value> = serde_json::from_str(&game.legal(seat)).unwrap();
        let action = legal[(step * 7) % legal.len()].clone();
        game.apply(seat, &action).unwrap();
        actions.push((seat, action));
    }
    assert_eq!(actions.len(), STEPS);
    let store = Store::open(&db.url).await.unwrap();
    let seats: Vec<Value> = accounts
        .iter()
        .map(|(id, name)| json!({"name": name, "account": id, "bot": null, "since": 0, "held_by": [id]}))
        .collect();
    let settings = json!({"options": {}, "players": 4, "public": true, "pace": "live", "bot_takeover": false});
    let row = TableRow {
        id: statecraft_server::auth::random_id(),
        game: "sixteen-thirty".into(),
        owner_id: accounts[0].0.clone(),
        settings: settings.to_string(),
        seats: json!(seats).to_string(),
        status: "running".into(),
        seed,
        version: 0,
        outcome: None,
        rules_version: Some(title.rules_version()),
        created_ms: now_ms(),
        updated_ms: now_ms(),
    };
    store.insert_table(&row).await.unwrap();
    let outcome = json!({"scores": game.scores(), "winners": [0], "lost_on_time": [3]}).to_string();
    for (seq, (seat, action)) in actions.iter().enumerate() {
        let last = seq + 1 == actions.len();
        let meta = AppendMeta {
            status: if last { "finished" } else { "running" },
            outcome: last.then_some(outcome.as_str()),
            snapshot: None,
            spent_ms: None,
            clock: None,
            lease: None,
        };
        store.append(&row.id, seq as u64, seat.0, &action.to_string(), meta).await.unwrap();
    }
    (row.id, at_fork.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fork_from_a_step_of_a_1630_game_keeps_the_other_seats_hands_hidden() {
    let db = Db::sqlite();
    let server = TestServer::start_with(&db, Catalog::standard(), |_| {});
    let mut players = Vec::new();
    let mut accounts = Vec::new();
    for name in ["kim", "lou", "max", "ned"] {
        let mut client = server.client();
        let me = client.signup(name, "correct horse").await.unwrap();
        accounts.push((me["id"].as_str().unwrap().to_string(), name.to_string()));
        players.push(client);
    }
    let (source, at_fork) = finished_game(&db, &accounts).await;

    // The replay of the finished game has every step's log, for spectators and for each seat.
    let replay = players[1].get(&format!("/api/tables/{source}/replay")).await.unwrap();
    assert_eq!(replay["steps"], STEPS);
    assert_eq!(replay["log"].as_array().unwrap().len(), STEPS);
    assert_eq!(replay["log"][0]["seats"].as_array().unwrap().len(), 4);
    // A downloaded record loads into the replay page, and a changed one is refused.
    let mut record = replay["record"].clone();
    let loaded = players[1].post("/api/replay", json!({"record": record})).await.unwrap();
    assert_eq!(loaded["log"], replay["log"]);
    let step = players[1].post("/api/replay/step", json!({"record": record, "step": FORK_AT})).await.unwrap();
    assert_eq!(step["seats"][2], serde_json::to_value(at_fork.view(Some(Seat(2)))).unwrap());
    record["seed"] = json!(7);
    assert_eq!(code(players[1].post("/api/replay", json!({"record": record})).await.unwrap_err()), "bad_record");

    // Forks: not past the end, not of a game still open.
    let too_far = players[0].post(&format!("/api/tables/{source}/fork"), json!({"step": 41})).await.unwrap_err();
    assert_eq!(code(too_far), "no_such_step");
    let fork = players[0].post(&format!("/api/tables/{source}/fork"), json!({"step": FORK_AT})).await.unwrap();
    let table = fork["id"].as_str().unwrap().to_string();
    assert_eq!(fork["settings"]["fork"], json!({"from": source, "step": FORK_AT}));
    let again = players[0].post(&format!("/api/tables/{table}/fork"), json!({"step": 0})).await.unwrap_err();
    assert_eq!(code(again), "not_finished");

    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    let mut sockets = Vec::new();
    for p in &players {
        sockets.push(p.connect(&table, None).await.unwrap());
    }
    players[0].button(&table, "start", json!({})).await.unwrap();
    // Each seat sees exactly its own view of the position at the step: its own hand, the others' sizes.
    let mut hands = Vec::new();
    for (i, s) in sockets.iter_mut().enumerate() {
        let m = view_at(s, FORK_AT).await;
        assert_eq!(m["seat"], i);
        let expected = serde_json::to_value(at_fork.view(Some(Seat(i as u8)))).unwrap();
        assert_eq!(m["view"], expected, "seat {i}");
        hands.push(m["view"]["game"]["hand"].clone());
    }
    assert!(hands.iter().all(|h| !h.as_array().unwrap().is_empty()));
    for i in 0..4 {
        for j in 0..4 {
            if i != j {
                assert_ne!(hands[i], hands[j], "seats {i} and {j} see the same hand");
            }
        }
    }
    let spectator = server.client().get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(spectator["version"], FORK_AT);
    let watcher = server.guest("oz").await;
    let mut watching = watcher.connect(&table, None).await.unwrap();
    let welcome = watching.recv_type("welcome", WAIT).await.unwrap();
    assert_eq!(welcome["view"]["game"]["hand"], json!([]), "a spectator sees no hand");
    // The new table's own record starts with the forked steps and replays.
    let history = players[0].get(&format!("/api/tables/{table}/history/{FORK_AT}")).await.unwrap();
    assert_eq!(history["view"], serde_json::to_value(at_fork.view(Some(Seat(0)))).unwrap());
}
