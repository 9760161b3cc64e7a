//! A whole game over real WebSockets, and the table commands around it.

mod common;

use common::*;
use serde_json::{Value, json};

/// Three people sign up, sit down with chat commands and buttons, play High card to the end; the record and
/// the replay steps are then available.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_up_to_finished_game_with_three_players() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut players = Vec::new();
    for name in ["alice", "bob", "carol"] {
        let mut client = server.client();
        let me = client.signup(name, "correct horse").await.unwrap();
        assert_eq!(me["name"], name);
        assert_eq!(me["guest"], false);
        players.push(client);
    }
    // Signing in again works with the password and not without it.
    let mut again = server.client();
    assert_eq!(
        code(again.post("/api/signin", json!({"name": "alice", "password": "wrong one"})).await.unwrap_err()),
        "wrong_password"
    );
    again.post("/api/signin", json!({"name": "alice", "password": "correct horse"})).await.unwrap();
    assert_eq!(again.get("/api/me").await.unwrap()["name"], "alice");
    // What a page asks on load: the account, or null (not a 401) for a visitor.
    assert_eq!(again.get("/api/session").await.unwrap()["name"], "alice");
    assert_eq!(server.client().get("/api/session").await.unwrap(), Value::Null);

    // The static client and the health check are there.
    let page = again.get("/").await.unwrap();
    assert!(page.as_str().unwrap().contains("<title>Statecraft</title>"));
    assert_eq!(again.get("/static/index.html").await.unwrap(), page);
    let missing = again.get("/static/nothing.js").await.unwrap_err();
    assert!(matches!(missing, statecraft_server::client::ClientError::Status { status: 404, .. }), "{missing}");
    assert_eq!(again.get("/healthz").await.unwrap()["status"], "ok");
    assert!(again.get("/favicon.ico").await.unwrap().as_str().unwrap().contains("<svg"));

    let table = players[0].create_table(json!({"game": "high-card", "players": 4})).await.unwrap();
    let lobby = players[1].get("/api/tables?status=open").await.unwrap();
    assert!(lobby["open"].as_array().unwrap().iter().any(|t| t["id"] == table));

    // Alice sits down through the chat, the others through the buttons; alice sets the seat count to 3.
    let mut sockets = Vec::new();
    for p in &players {
        sockets.push(p.connect(&table, None).await.unwrap());
    }
    for s in sockets.iter_mut() {
        assert_eq!(s.recv_type("welcome", WAIT).await.unwrap()["seat"], Value::Null);
    }
    sockets[0].send(json!({"type": "chat", "text": "/join"})).await.unwrap();
    let line = sockets[1].recv_type("chat", WAIT).await.unwrap();
    assert!(line["text"]["en"].as_str().unwrap().contains("alice takes seat 1"), "{line}");
    assert!(!line["text"]["ja"].as_str().unwrap().is_empty());
    players[1].button(&table, "join", json!({})).await.unwrap();
    players[2].button(&table, "join", json!({})).await.unwrap();
    sockets[0].send(json!({"type": "chat", "text": "/option players 3"})).await.unwrap();
    sockets[0].send(json!({"type": "chat", "text": "/start"})).await.unwrap();

    // Everyone gets their own view at version 0 and plays their lowest card until the game ends.
    let mut version = 0;
    let mut hands: Vec<Vec<u64>> = Vec::new();
    for (i, s) in sockets.iter_mut().enumerate() {
        let m = view_at(s, 0).await;
        assert_eq!(m["seat"], i);
        hands.push(m["view"]["game"]["my_hand"].as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).collect());
    }
    // The lobby says whose turn it is and since when (the turn clock of a reloaded page).
    let running = players[1].get("/api/tables?status=running").await.unwrap();
    let listed = running["running"].as_array().unwrap().iter().find(|t| t["id"] == table).unwrap().clone();
    assert!(!listed["to_act"].as_array().unwrap().is_empty(), "{listed}");
    assert!(listed["turn_since_ms"].as_i64().unwrap() > 0, "{listed}");
    for round in 0..3 {
        for (i, s) in sockets.iter_mut().enumerate() {
            let card = *hands[i].iter().min().unwrap();
            hands[i].retain(|c| *c != card);
            let answer = act(s, version, json!(card)).await;
            assert_eq!(answer["type"], "accepted", "round {round} seat {i}: {answer}");
            version = answer["version"].as_u64().unwrap();
        }
    }
    assert_eq!(version, 9);
    for s in sockets.iter_mut() {
        let m = view_at(s, 9).await;
        assert_eq!(m["view"]["to_act"]["kind"], "over", "{m}");
    }
    let info = players[0].get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(info["status"], "finished");
    assert_eq!(info["outcome"]["scores"].as_array().unwrap().len(), 3);

    // The finished game's record replays, and every step shows every seat.
    let record = players[2].get(&format!("/api/tables/{table}/record")).await.unwrap();
    assert_eq!(record["actions"].as_array().unwrap().len(), 9);
    assert_eq!(record["seats"], json!(["alice", "bob", "carol"]));
    let step = players[2].get(&format!("/api/tables/{table}/history/3")).await.unwrap();
    assert_eq!(step["seats"].as_array().unwrap().len(), 3);
    assert_eq!(step["public"]["game"]["round"], 1);
    let finished = players[0].get("/api/tables?status=finished").await.unwrap();
    assert!(finished["finished"].as_array().unwrap().iter().any(|t| t["id"] == table));
}

/// A table nobody follows leaves memory after the idle time and comes back from the store, game and all,
/// when next used; a table someone follows stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_tables_leave_memory_and_come_back() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| c.idle_unload = std::time::Duration::from_millis(200));
    let mut players = vec![server.guest("ann").await, server.guest("ben").await];
    let table = started_table(&mut players).await;
    let mut observer = server.client();
    let pause = || tokio::time::sleep(std::time::Duration::from_millis(700));

    let mut socket = players[0].connect(&table, None).await.unwrap();
    let first = view_at(&mut socket, 0).await;
    pause().await;
    assert_eq!(observer.get("/healthz").await.unwrap()["live_tables"], 1, "a followed table stays");

    socket.close().await;
    pause().await;
    assert_eq!(observer.get("/healthz").await.unwrap()["live_tables"], 0, "an idle table leaves memory");

    // Back from the store: the same hand, and a move is accepted at the same version.
    let mut socket = players[0].connect(&table, None).await.unwrap();
    let again = view_at(&mut socket, 0).await;
    assert_eq!(again["view"], first["view"]);
    let card = again["view"]["game"]["my_hand"][0].clone();
    let answer = act(&mut socket, 0, card).await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert_eq!(observer.get("/healthz").await.unwrap()["live_tables"], 1);
}
