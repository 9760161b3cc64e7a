//! The table's chat commands and their buttons, bots, and bots taking over seats.

mod common;

use common::*;
use serde_json::{Value, json};
use statecraft_server::client::Socket;
use std::time::Duration;

async fn say(socket: &mut Socket, text: &str) {
    socket.send(json!({"type": "chat", "text": text})).await.unwrap();
}

/// The next `reply` or `error` to a command.
async fn answer(socket: &mut Socket) -> Value {
    loop {
        let m = socket.recv(WAIT).await.unwrap();
        if m["type"] == "reply" || m["type"] == "error" {
            return m;
        }
    }
}

/// Runs a command that must succeed.
async fn ok(socket: &mut Socket, text: &str) {
    say(socket, text).await;
    let m = answer(socket).await;
    assert_eq!(m["type"], "reply", "{text}: {m}");
}

async fn table_where(socket: &mut Socket, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let m = socket.recv_type("table", WAIT).await.unwrap();
        if done(&m["table"]) {
            return m;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_answer_in_the_chat_in_both_languages() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut alice = server.guest("alice").await;
    let bob = server.guest("bob").await;
    let carol = server.guest("carol").await;
    let table = alice.create_table(json!({"game": "high-card", "players": 2})).await.unwrap();
    let mut a = alice.connect(&table, None).await.unwrap();
    let mut b = bob.connect(&table, None).await.unwrap();
    let mut c = carol.connect(&table, None).await.unwrap();

    say(&mut b, "/start").await;
    let error = answer(&mut b).await;
    assert_eq!(error["code"], "not_owner");
    assert_eq!(error["message"]["en"], "Only the table's owner can start the game.");
    assert_eq!(error["message"]["ja"], "ゲームを開始できるのはテーブルのオーナーだけです。");
    ok(&mut a, "/join").await;
    ok(&mut b, "/join").await;
    table_where(&mut c, |t| t["seats"].as_array().unwrap().len() == 2).await;
    say(&mut c, "/join").await;
    let full = answer(&mut c).await;
    assert_eq!(full["code"], "table_full");
    assert_eq!(full["message"]["en"], "The table is full.");
    assert_eq!(full["message"]["ja"], "テーブルは満席です。");
    say(&mut a, "/join").await;
    assert_eq!(answer(&mut a).await["code"], "already_seated");
    say(&mut a, "/dance").await;
    assert_eq!(answer(&mut a).await["code"], "unknown_command");
    say(&mut a, "/help").await;
    assert!(answer(&mut a).await["text"]["en"].as_str().unwrap().contains("/option NAME [VALUE]"));
    say(&mut a, "/option players 5").await;
    assert_eq!(answer(&mut a).await["code"], "bad_players");
    ok(&mut a, "/option pace long").await;
    say(&mut a, "/option nosuch 1").await;
    assert_eq!(answer(&mut a).await["code"], "bad_option");
    say(&mut a, "/options").await;
    let options = answer(&mut a).await;
    assert!(options["text"]["en"].as_str().unwrap().contains("pace = long"), "{options}");
    assert!(options["text"]["ja"].as_str().unwrap().contains("players = 2"), "{options}");
    say(&mut a, "/bot").await;
    assert_eq!(answer(&mut a).await["code"], "table_full");
    ok(&mut a, "good luck").await;
    let line = loop {
        let line = c.recv_type("chat", WAIT).await.unwrap();
        if !line["from"].is_null() {
            break line;
        }
    };
    assert!(line["from"].as_str().unwrap().starts_with("alice"), "{line}");
    assert_eq!(line["text"]["en"], "good luck");

    // The buttons do the same as the commands.
    let mut carol = carol;
    assert_eq!(code(carol.button(&table, "join", json!({})).await.unwrap_err()), "table_full");
    let mut bob = bob;
    bob.button(&table, "leave", json!({})).await.unwrap();
    carol.button(&table, "join", json!({})).await.unwrap();
    assert_eq!(code(bob.button(&table, "start", json!({})).await.unwrap_err()), "not_owner");
    assert_eq!(code(carol.button(&table, "start", json!({})).await.unwrap_err()), "not_owner");
    alice.button(&table, "start", json!({})).await.unwrap();
    assert_eq!(code(alice.button(&table, "start", json!({})).await.unwrap_err()), "already_started");
    assert_eq!(
        code(alice.button(&table, "option", json!({"name": "pace", "value": "live"})).await.unwrap_err()),
        "already_started"
    );
    let info = carol.get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(info["status"], "running");
    assert!(info["seats"][1]["name"].as_str().unwrap().starts_with("carol"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_fill_seats_and_play_to_the_end() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut alice = server.guest("alice").await;
    let table = alice.create_table(json!({"game": "high-card", "players": 3})).await.unwrap();
    alice.button(&table, "join", json!({})).await.unwrap();
    let mut a = alice.connect(&table, None).await.unwrap();
    ok(&mut a, "/bot random").await;
    say(&mut a, "/bot genius").await;
    let error = answer(&mut a).await;
    assert_eq!(error["code"], "bad_level");
    alice.button(&table, "bot", json!({})).await.unwrap();
    alice.button(&table, "start", json!({})).await.unwrap();
    // Alice plays the first card she may whenever her view offers one; the bots move on their own.
    loop {
        let m = a.recv(WAIT).await.unwrap();
        if m["view"].is_null() {
            continue;
        }
        if m["view"]["to_act"]["kind"] == "over" {
            break;
        }
        if let Some(card) = m["view"]["legal"].as_array().unwrap().first() {
            a.send(json!({"type": "action", "version": m["version"], "action": card})).await.unwrap();
        }
    }
    let info = alice.get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(info["status"], "finished");
    assert_eq!(info["version"], 9);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_takes_over_a_seat_that_times_out_or_leaves() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| c.live_turn_timeout = Duration::from_millis(300));
    let mut players = [server.guest("alice").await, server.guest("bob").await, server.guest("carol").await];
    let table =
        players[0].create_table(json!({"game": "high-card", "players": 3, "bot_takeover": true})).await.unwrap();
    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    players[0].button(&table, "start", json!({})).await.unwrap();
    let mut a = players[0].connect(&table, None).await.unwrap();
    let hand = view_at(&mut a, 0).await["view"]["game"]["my_hand"].clone();
    assert_eq!(act(&mut a, 0, hand[0].clone()).await["type"], "accepted");
    // Carol leaves: a bot (a searching one, not random) stands in at once. Bob never moves: his time runs out and a bot stands in.
    players[2].button(&table, "leave", json!({})).await.unwrap();
    let m = table_where(&mut a, |t| t["seats"][1]["bot"] == "normal" && t["seats"][2]["bot"] == "normal").await;
    assert_eq!(m["table"]["seats"][1]["stand_in"], true);
    view_at(&mut a, 3).await;
    // Bob may take his seat back with /join.
    players[1].button(&table, "join", json!({})).await.unwrap();
    let info = players[1].get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(info["seats"][1]["bot"], Value::Null);
    assert!(info["seats"][1]["name"].as_str().unwrap().starts_with("bob"));
}
