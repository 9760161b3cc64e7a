//! Moves reach the clients as patches between two of a viewer's views, cut to the reader's language
//! (`statecraft_server::patch`): over a game of Imperial played through the built server, each client's view,
//! patched move by move, is after every move exactly the whole view the server sends when asked.

mod common;

use serde_json::{Value, json};
use statecraft_server::client::{Client, Socket};
use statecraft_server::lang::Lang;
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

/// Reads messages until the view of `version` (a patched `update` or a whole one).
async fn view_at(socket: &mut Socket, version: u64) -> Value {
    loop {
        let m = socket.recv(WAIT).await.expect("a message");
        if m["version"] == version && !m["view"].is_null() {
            return m["view"].clone();
        }
    }
}
/// A reader of English, a reader of Japanese and a reader of both play, an anonymous spectator reading
/// English watches, and after every move each of them asks for the whole view (`sync`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_readers_patched_view_is_the_view_it_would_be_sent_whole() {
    const MOVES: u64 = 120;
    let data = tempfile::tempdir().unwrap();
    // A sync after every move is more than a player sends; the limit on messages a second is lifted.
    let (_server, base) = common::serve(data.path(), &["--rate-per-second", "1000"]);
    let mut players = Vec::new();
    for name in ["ann", "ben", "cat"] {
        let mut client = Client::new(&base);
        client.guest(name).await.unwrap();
        players.push(client);
    }
    let table = common::started_table(&mut players, "imperial").await;
    let mut sockets = Vec::new();
    for (player, lang) in players.iter().zip([Lang::En, Lang::Ja, Lang::Both]) {
        sockets.push(player.connect_reading(&table, None, lang).await.unwrap());
    }
    sockets.push(Client::new(&base).connect_reading(&table, None, Lang::En).await.unwrap());
    let mut views: Vec<Value> = Vec::new();
    for socket in sockets.iter_mut() {
        views.push(view_at(socket, 0).await);
    }
    for version in 0..MOVES {
        // The first seat with a choice takes one of them, varied from move to move.
        let seat = (0..3)
            .find(|&s| views[s]["legal"].as_array().is_some_and(|l| !l.is_empty()))
            .unwrap_or_else(|| panic!("nobody is to act after move {version}"));
        let legal = views[seat]["legal"].as_array().unwrap();
        let action = legal[version as usize * 7 % legal.len()].clone();
        sockets[seat].send(json!({"type": "action", "version": version, "action": action})).await.unwrap();
        for (i, socket) in sockets.iter_mut().enumerate() {
            let patched = view_at(socket, version + 1).await;
            socket.send(json!({"type": "sync"})).await.unwrap();
            let whole = socket.recv_type("view", WAIT).await.unwrap();
            assert_eq!(patched, whole["view"], "viewer {i} after move {}", version + 1);
            views[i] = patched;
        }
    }
    // The readers of one language got no text in the other.
    let texts = |view: &Value| view.to_string();
    assert!(!texts(&views[0]).contains(r#""ja":"#) && !texts(&views[1]).contains(r#""en":"#));
    assert!(texts(&views[2]).contains(r#""ja":"#));
}
