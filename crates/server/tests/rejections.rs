//! Every way a submission can be refused: each gets its code and a bilingual message, and changes nothing.

mod common;

use common::*;
use serde_json::{Value, json};

fn hand(message: &Value) -> Vec<u64> {
    message["view"]["game"]["my_hand"].as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).collect()
}

async fn refused(socket: &mut statecraft_server::client::Socket, message: Value, expected: &str) {
    socket.send(message.clone()).await.unwrap();
    let answer = socket.recv_type("error", WAIT).await.unwrap();
    assert_eq!(answer["code"], expected, "{message} -> {answer}");
    assert!(
        !answer["message"]["en"].as_str().unwrap().is_empty() && !answer["message"]["ja"].as_str().unwrap().is_empty()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_submissions_are_refused_and_change_nothing() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| c.max_message_bytes = 1024);
    let mut players = vec![server.guest("alice").await, server.guest("bob").await, server.guest("carol").await];
    let table = started_table(&mut players).await;
    let watcher = server.guest("dave").await;
    let anonymous = server.client();

    let mut alice = players[0].connect(&table, None).await.unwrap();
    let mut bob = players[1].connect(&table, None).await.unwrap();
    let mut dave = watcher.connect(&table, None).await.unwrap();
    let mut nobody = anonymous.connect(&table, None).await.unwrap();
    let alice_hand = hand(&view_at(&mut alice, 0).await);
    let bob_hand = hand(&view_at(&mut bob, 0).await);
    view_at(&mut dave, 0).await;
    view_at(&mut nobody, 0).await;
    let not_mine = (1..=20).find(|c| !alice_hand.contains(c)).unwrap();

    refused(&mut alice, json!("not an object"), "malformed").await;
    alice.send_text("{not json".into()).await.unwrap();
    assert_eq!(alice.recv_type("error", WAIT).await.unwrap()["code"], "malformed");
    refused(&mut alice, json!({"type": "action", "version": 0, "action": "seven"}), "malformed").await;
    refused(&mut alice, json!({"type": "action", "version": 0}), "malformed").await;
    refused(&mut alice, json!({"type": "action", "version": 0, "action": not_mine}), "illegal").await;
    refused(&mut alice, json!({"type": "action", "version": 0, "action": bob_hand[0], "seat": 1}), "wrong_seat").await;
    refused(&mut dave, json!({"type": "action", "version": 0, "action": bob_hand[0]}), "wrong_seat").await;
    refused(&mut nobody, json!({"type": "action", "version": 0, "action": bob_hand[0]}), "sign_in").await;
    refused(&mut alice, json!({"type": "action", "version": 5, "action": alice_hand[0]}), "stale").await;
    let padding = "x".repeat(1100);
    refused(&mut alice, json!({"type": "action", "version": 0, "action": alice_hand[0], "pad": padding}), "too_large")
        .await;

    // Nothing changed: a new connection still sees version 0 and alice's full hand.
    let mut fresh = players[0].connect(&table, None).await.unwrap();
    let welcome = fresh.recv_type("welcome", WAIT).await.unwrap();
    assert_eq!(welcome["version"], 0);
    assert_eq!(hand(&welcome), alice_hand);

    // Alice plays; sending it again is a duplicate, and another card is out of turn (she has chosen).
    assert_eq!(act(&mut alice, 0, json!(alice_hand[0])).await["version"], 1);
    refused(&mut alice, json!({"type": "action", "version": 0, "action": alice_hand[0]}), "duplicate").await;
    refused(&mut alice, json!({"type": "action", "version": 1, "action": alice_hand[1]}), "not_your_turn").await;
    // Bob decided from version 0: alice's secret choice did not change his options, so it is not stale.
    assert_eq!(act(&mut bob, 0, json!(bob_hand[0])).await["version"], 2);
    let mut carol = players[2].connect(&table, None).await.unwrap();
    let carol_hand = hand(&view_at(&mut carol, 2).await);
    assert_eq!(act(&mut carol, 2, json!(carol_hand[0])).await["version"], 3);
    // A new round began at version 3: a choice made from version 1 is stale.
    refused(&mut alice, json!({"type": "action", "version": 1, "action": alice_hand[1]}), "stale").await;
    let welcome = players[0].connect(&table, None).await.unwrap().recv_type("welcome", WAIT).await.unwrap();
    assert_eq!(welcome["version"], 3);
    assert_eq!(hand(&welcome), alice_hand[1..].to_vec());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flooding_a_connection_is_rate_limited() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.rate_per_second = 1;
        c.rate_burst = 3;
    });
    let mut players = vec![server.guest("alice").await, server.guest("bob").await];
    let table = started_table(&mut players).await;
    let mut alice = players[0].connect(&table, None).await.unwrap();
    view_at(&mut alice, 0).await;
    for _ in 0..6 {
        alice.send(json!({"type": "chat", "text": "hello"})).await.unwrap();
    }
    let limited = alice.recv_type("error", WAIT).await.unwrap();
    assert_eq!(limited["code"], "rate_limited");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn account_table_limit_and_body_limit() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.max_tables_per_account = 1;
        c.max_body_bytes = 2048;
    });
    let mut alice = server.guest("alice").await;
    alice.create_table(json!({"game": "high-card"})).await.unwrap();
    let error = alice.create_table(json!({"game": "high-card"})).await.unwrap_err();
    assert_eq!(code(error), "too_many_tables");
    let error = alice.post("/api/tables", json!({"game": "high-card", "pad": "x".repeat(4096)})).await.unwrap_err();
    assert!(matches!(error, statecraft_server::client::ClientError::Status { status: 413, .. }), "{error}");
    assert_eq!(code(alice.create_table(json!({"game": "chess"})).await.unwrap_err()), "unknown_game");
    assert_eq!(code(alice.create_table(json!({"game": "high-card", "players": 9})).await.unwrap_err()), "bad_players");
}
