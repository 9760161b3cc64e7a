//! Hidden information never leaves the server: spectators and other seats see no hand and no pending
//! choice of a seat, in live messages, on reconnecting, or in the history of a running game.

mod common;

use common::*;
use serde_json::{Value, json};
use statecraft_server::client::Socket;

/// Everything a socket has received so far (waiting briefly for stragglers).
async fn drain(socket: &mut Socket, into: &mut Vec<Value>) {
    while let Ok(m) = socket.recv(std::time::Duration::from_millis(150)).await {
        into.push(m);
    }
}

fn cards(v: &Value) -> Vec<u64> {
    v.as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).collect()
}

/// Checks one viewer's messages: every view is this viewer's own (`seat`), shows only its own cards, and
/// never another seat's hand or choice.
fn check_views(messages: &[Value], seat: Option<u64>, own: &[u64]) {
    let mut views = 0;
    for m in messages {
        let view = &m["view"];
        if view.is_null() {
            continue;
        }
        views += 1;
        assert_eq!(view["seat"].as_u64(), seat, "{m}");
        let game = &view["game"];
        for c in cards(&game["my_hand"]) {
            assert!(own.contains(&c), "card {c} is not this viewer's: {m}");
        }
        if let Some(c) = game["my_choice"].as_u64() {
            assert!(own.contains(&c), "choice {c} is not this viewer's: {m}");
        }
        assert_eq!(game["leaked"], json!([]), "{m}");
        if seat.is_none() {
            assert_eq!(view["legal"], json!([]), "a spectator has no actions: {m}");
        }
    }
    assert!(views > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_and_other_seats_never_see_a_seats_secrets() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut players = vec![server.guest("alice").await, server.guest("bob").await];
    let table = started_table(&mut players).await;
    let watcher = server.guest("dave").await;
    let mut alice = players[0].connect(&table, None).await.unwrap();
    let mut bob = players[1].connect(&table, None).await.unwrap();
    let mut dave = watcher.connect(&table, None).await.unwrap();
    let alice_hand = cards(&view_at(&mut alice, 0).await["view"]["game"]["my_hand"]);
    let mut bob_seen = Vec::new();
    let mut dave_seen = Vec::new();
    let first = view_at(&mut bob, 0).await;
    let bob_hand = cards(&first["view"]["game"]["my_hand"]);
    bob_seen.push(first);
    assert!(alice_hand.iter().all(|c| !bob_hand.contains(c)));

    // Alice chooses; while bob has not, her choice is nowhere in what bob or dave get.
    assert_eq!(act(&mut alice, 0, json!(alice_hand[0])).await["type"], "accepted");
    drain(&mut bob, &mut bob_seen).await;
    drain(&mut dave, &mut dave_seen).await;
    let update = bob_seen.iter().find(|m| m["type"] == "update" && m["version"] == 1).expect("bob hears of a move");
    assert_eq!(update["log"], json!([]), "no log line reveals a pending choice");
    assert_eq!(update["view"]["game"]["has_chosen"], json!([true, false]));

    // History of the running game: bob sees his own seat, dave a spectator's view; the record is hidden.
    let mut bob_client = players[1].clone();
    let step = bob_client.get(&format!("/api/tables/{table}/history/1")).await.unwrap();
    assert_eq!(step["seat"], 1);
    check_views(std::slice::from_ref(&step), Some(1), &bob_hand);
    let mut dave_client = watcher.clone();
    let step = dave_client.get(&format!("/api/tables/{table}/history/1")).await.unwrap();
    check_views(std::slice::from_ref(&step), None, &[]);
    assert!(step.get("seats").is_none());
    assert_eq!(code(dave_client.get(&format!("/api/tables/{table}/record")).await.unwrap_err()), "record_hidden");
    assert_eq!(code(bob_client.get(&format!("/api/tables/{table}/record")).await.unwrap_err()), "record_hidden");

    // A reconnecting spectator gets the same redacted log.
    let mut again = watcher.connect(&table, Some(0)).await.unwrap();
    let welcome = again.recv_type("welcome", WAIT).await.unwrap();
    assert_eq!(welcome["log"], json!([{"version": 1, "entries": []}]));
    dave_seen.push(welcome);

    // Play on to the end.
    let mut version = 1;
    for round in 0..3 {
        if round > 0 {
            version = act(&mut alice, version, json!(alice_hand[round])).await["version"].as_u64().unwrap();
        }
        version = act(&mut bob, version, json!(bob_hand[round])).await["version"].as_u64().unwrap();
    }
    assert_eq!(version, 6);
    drain(&mut bob, &mut bob_seen).await;
    drain(&mut dave, &mut dave_seen).await;
    check_views(&bob_seen, Some(1), &bob_hand);
    check_views(&dave_seen, None, &[]);
    // Once over, history shows every seat, and the record is open.
    let step = dave_client.get(&format!("/api/tables/{table}/history/1")).await.unwrap();
    assert_eq!(cards(&step["seats"][0]["game"]["my_hand"]), alice_hand[1..].to_vec());
    assert_eq!(
        dave_client.get(&format!("/api/tables/{table}/record")).await.unwrap()["actions"][0]["action"],
        json!(alice_hand[0])
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reconnecting_player_gets_the_view_and_the_moves_it_missed() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut players = vec![server.guest("alice").await, server.guest("bob").await, server.guest("carol").await];
    let table = started_table(&mut players).await;
    let mut sockets = Vec::new();
    for p in &players {
        sockets.push(p.connect(&table, None).await.unwrap());
    }
    let mut hands = Vec::new();
    for s in sockets.iter_mut() {
        hands.push(cards(&view_at(s, 0).await["view"]["game"]["my_hand"]));
    }
    // Alice plays and drops her connection; bob and carol finish the round.
    assert_eq!(act(&mut sockets[0], 0, json!(hands[0][0])).await["version"], 1);
    sockets.remove(0).close().await;
    assert_eq!(act(&mut sockets[0], 1, json!(hands[1][0])).await["version"], 2);
    assert_eq!(act(&mut sockets[1], 2, json!(hands[2][0])).await["version"], 3);

    let mut back = players[0].connect(&table, Some(1)).await.unwrap();
    let welcome = back.recv_type("welcome", WAIT).await.unwrap();
    assert_eq!(welcome["version"], 3);
    assert_eq!(welcome["seat"], 0);
    let versions: Vec<u64> =
        welcome["log"].as_array().unwrap().iter().map(|e| e["version"].as_u64().unwrap()).collect();
    assert_eq!(versions, vec![2, 3]);
    // The round's result is in the last entry; her view is the new round's.
    assert_eq!(welcome["log"][1]["entries"].as_array().unwrap().len(), 1, "{welcome}");
    assert_eq!(welcome["view"]["game"]["round"], 1);
    assert_eq!(cards(&welcome["view"]["game"]["my_hand"]), hands[0][1..].to_vec());
    assert_eq!(act(&mut back, 3, json!(hands[0][1])).await["version"], 4);
}
