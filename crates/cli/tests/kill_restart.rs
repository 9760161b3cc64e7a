//! The server process is killed with SIGKILL in the middle of a game and started again on the same data
//! directory: the game continues, and every action the server acknowledged is in the game's record.

mod common;

use serde_json::{Value, json};
use statecraft_server::client::{Client, Socket};
use std::path::Path;
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

fn serve(data: &Path) -> (common::Server, String) {
    common::serve(data, &["--test-games", "--snapshot-every", "4"])
}

async fn view_at(socket: &mut Socket, version: u64) -> Value {
    loop {
        let m = socket.recv(WAIT).await.unwrap();
        if !m["view"].is_null() && m["version"] == version {
            return m;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_game_loses_no_acknowledged_action() {
    let data = tempfile::tempdir().unwrap();
    let (mut server, base) = serve(data.path());
    let mut players = Vec::new();
    for name in ["ann", "ben", "cat"] {
        let mut client = Client::new(&base);
        client.guest(name).await.unwrap();
        players.push(client);
    }
    let table = common::started_table(&mut players, "high-card").await;
    let mut sockets = Vec::new();
    let mut hands = Vec::new();
    for p in &players {
        let mut socket = p.connect(&table, None).await.unwrap();
        let view = view_at(&mut socket, 0).await;
        hands.push(view["view"]["game"]["my_hand"].as_array().unwrap().clone());
        sockets.push(socket);
    }
    // Five acknowledged actions (a snapshot after four), then a sixth is sent and the server is killed
    // without waiting for its answer.
    let order = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2)];
    let mut acked = Vec::new();
    for (i, &(seat, round)) in order[..5].iter().enumerate() {
        let action = hands[seat][round].clone();
        sockets[seat].send(json!({"type": "action", "version": i, "action": action})).await.unwrap();
        let answer = loop {
            let m = sockets[seat].recv(WAIT).await.unwrap();
            if m["type"] == "accepted" || m["type"] == "error" {
                break m;
            }
        };
        assert_eq!(answer["type"], "accepted", "{answer}");
        acked.push((seat, action, answer["version"].as_u64().unwrap()));
    }
    let (seat, round) = order[5];
    sockets[seat].send(json!({"type": "action", "version": 5, "action": hands[seat][round]})).await.unwrap();
    server.kill(); // SIGKILL

    let (mut server, base) = serve(data.path());
    for p in players.iter_mut() {
        p.rebase(&base);
    }
    // The sixth action may or may not have been committed before the kill; the first five must be there.
    let mut socket = players[seat].connect(&table, None).await.unwrap();
    let welcome = socket.recv(WAIT).await.unwrap();
    assert_eq!(welcome["type"], "welcome");
    let version = welcome["version"].as_u64().unwrap();
    assert!(version == 5 || version == 6, "{welcome}");
    if version == 5 {
        socket.send(json!({"type": "action", "version": 5, "action": hands[seat][round]})).await.unwrap();
        view_at(&mut socket, 6).await;
    }
    for (i, &(seat, round)) in order.iter().enumerate().skip(6) {
        let mut socket = players[seat].connect(&table, None).await.unwrap();
        view_at(&mut socket, i as u64).await;
        socket.send(json!({"type": "action", "version": i, "action": hands[seat][round]})).await.unwrap();
        view_at(&mut socket, i as u64 + 1).await;
    }
    let record = players[0].get(&format!("/api/tables/{table}/record")).await.unwrap();
    let actions = record["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 9);
    for (seat, action, version) in acked {
        assert_eq!(actions[version as usize - 1], json!({"seat": seat, "action": action}));
    }
    server.kill();
}
