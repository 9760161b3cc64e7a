//! The attacks of issue 13, each made against a real server (`app()` on port 0, real HTTP and WebSocket
//! clients) and shown refused. One test per finding, named after what must hold.

mod common;

use common::*;
use serde_json::{Value, json};
use statecraft_server::client::{Client, ClientError};
use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

fn status(error: &ClientError) -> u16 {
    match error {
        ClientError::Status { status, .. } => *status,
        _ => 0,
    }
}

/// A plain reqwest client for requests a browser on another site would make.
fn raw() -> reqwest::Client {
    reqwest::Client::new()
}

fn cookie_of(client: &Client) -> String {
    client.cookie().expect("signed in").to_string()
}

/// Whether the server closes a raw TCP connection within `wait` (reads end with 0 bytes or an error).
async fn closed_within(stream: &mut tokio::net::TcpStream, wait: Duration) -> bool {
    let mut buf = [0u8; 1024];
    let deadline = Instant::now() + wait;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => continue,
            Err(_) => return false,
        }
    }
}

/// 1. Password hashing is bounded: a crowd of concurrent wrong sign-ins gets "busy, retry" (503 with
/// Retry-After) past a short wait, never an unbounded pile of hashes; and attempts per account back off.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_sign_ins_wait_for_a_bounded_number_of_hashers_and_back_off() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.password_hashers = 1;
        c.password_wait = Duration::from_millis(150);
        c.limits.signin_per_ip = "100000/s".parse().unwrap();
        c.limits.signin_per_account = "100000/s".parse().unwrap();
    });
    server.client().signup("victim", "right password").await.unwrap();
    let mut attempts = Vec::new();
    for _ in 0..40 {
        let mut client = server.client();
        attempts.push(tokio::spawn(async move {
            client.post("/api/signin", json!({"name": "victim", "password": "wrong password"})).await.unwrap_err()
        }));
    }
    let (mut busy, mut wrong) = (0, 0);
    for attempt in attempts {
        let error = attempt.await.unwrap();
        match error.code() {
            Some("busy") => {
                assert_eq!(status(&error), 503);
                assert!(error.retry_after().is_some(), "busy answers say when to retry");
                busy += 1;
            }
            Some("wrong_password") | Some("rate_limited") => wrong += 1,
            other => panic!("unexpected answer {other:?}: {error}"),
        }
    }
    assert!(busy > 0, "with one hasher, forty at once cannot all be served in 150 ms");
    assert!(wrong > 0);

    // Per account: after five wrong passwords, the account's sign-ins wait (even with the right one).
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    server.client().signup("victim", "right password").await.unwrap();
    let mut attacker = server.client();
    let mut codes = Vec::new();
    for _ in 0..7 {
        let error = attacker.post("/api/signin", json!({"name": "victim", "password": "guess123"})).await.unwrap_err();
        codes.push(error.code().unwrap().to_string());
    }
    assert_eq!(&codes[..5], ["wrong_password"; 5]);
    assert!(codes[5..].iter().all(|c| c == "rate_limited"), "{codes:?}");
    let error =
        attacker.post("/api/signin", json!({"name": "VICTIM", "password": "right password"})).await.unwrap_err();
    assert_eq!(error.code(), Some("rate_limited"));
    assert!(error.retry_after().is_some());
}

/// 2. A live table keeps a bounded window of actions; a session catching up from further back gets the
/// whole log, rebuilt from the store; a finished table leaves memory promptly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_keeps_only_a_window_in_memory_and_finished_tables_unload() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.memory_window = 2;
        c.finished_unload = Duration::from_millis(200);
    });
    let mut players = vec![server.guest("ann").await, server.guest("ben").await];
    let table = started_table(&mut players).await;
    let mut sockets = Vec::new();
    let mut hands = Vec::new();
    for p in &players {
        let mut s = p.connect(&table, None).await.unwrap();
        hands.push(view_at(&mut s, 0).await["view"]["game"]["my_hand"].as_array().unwrap().clone());
        sockets.push(s);
    }
    let mut version = 0;
    for round in 0..2 {
        for (socket, hand) in sockets.iter_mut().zip(&hands) {
            version = act(socket, version, hand[round].clone()).await["version"].as_u64().unwrap();
        }
    }
    // A duplicate from before the window cannot be checked against memory: it is refused as stale.
    let old = act(&mut sockets[0], 0, hands[0][0].clone()).await;
    assert_eq!(old["code"], "stale", "{old}");
    // Catching up from version 0 gives all four log versions, two of them rebuilt from the store.
    let mut back = players[0].connect(&table, Some(0)).await.unwrap();
    let welcome = back.recv_type("welcome", WAIT).await.unwrap();
    let versions: Vec<u64> =
        welcome["log"].as_array().unwrap().iter().map(|e| e["version"].as_u64().unwrap()).collect();
    assert_eq!(versions, vec![1, 2, 3, 4]);
    // A client-supplied position far beyond the table is nothing to catch up on (no arithmetic on it).
    let mut far = players[0].connect(&table, Some(u64::MAX)).await.unwrap();
    assert_eq!(far.recv_type("welcome", WAIT).await.unwrap()["log"], json!([]));
    far.close().await;
    back.close().await;
    // Finish the game; with every socket closed the table leaves memory after `finished_unload`.
    for seat in 0..2 {
        version = act(&mut sockets[seat], version, hands[seat][2].clone()).await["version"].as_u64().unwrap();
    }
    assert_eq!(version, 6);
    for s in sockets {
        s.close().await;
    }
    tokio::time::sleep(Duration::from_millis(900)).await;
    assert_eq!(server.client().get("/healthz").await.unwrap()["live_tables"], 0);
    let record = players[0].get(&format!("/api/tables/{table}/record")).await.unwrap();
    assert_eq!(record["actions"].as_array().unwrap().len(), 6, "the record is read from the store");
}

/// 4. The lobby is served from memory (it answers while the database is locked by someone else), paged,
/// and rate-limited per address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_comes_from_memory_in_pages_and_is_rate_limited() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.lobby_page = 3;
        c.limits.lobby_per_ip = "5/min".parse().unwrap();
    });
    let mut owners = Vec::new();
    for i in 0..7 {
        let mut owner = server.guest(&format!("host{i}")).await;
        owner.create_table(json!({"game": "high-card"})).await.unwrap();
        owners.push(owner);
    }
    let mut visitor = server.client();
    // The database is held by another process's exclusive lock: the lobby still answers at once.
    let lock = hold_exclusive_lock(&db).await;
    let started = Instant::now();
    let first = visitor.get("/api/tables?status=open").await.unwrap();
    assert!(started.elapsed() < Duration::from_secs(2), "the lobby waited for the database");
    drop(lock);
    assert_eq!(first["open"].as_array().unwrap().len(), 3);
    assert_eq!(first["more"]["open"], true);
    let last = visitor.get("/api/tables?status=open&page=2").await.unwrap();
    assert_eq!(last["open"].as_array().unwrap().len(), 1);
    assert_eq!(last["more"]["open"], false);
    let mut codes = Vec::new();
    for _ in 0..5 {
        codes.push(visitor.get("/api/tables").await.err().and_then(|e| e.code().map(str::to_string)));
    }
    assert!(codes.contains(&Some("rate_limited".into())), "{codes:?}");
}

/// An open transaction holding SQLite's exclusive lock on the test database until dropped.
async fn hold_exclusive_lock(db: &Db) -> sqlx::AnyConnection {
    sqlx::any::install_default_drivers();
    let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&db.url).await.unwrap();
    sqlx::Executor::execute(&mut conn, "BEGIN EXCLUSIVE").await.unwrap();
    conn
}

/// 5. Bot-only tables are limited per account, and their bots do not play while nobody sits or watches.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_only_tables_are_limited_and_wait_for_an_audience() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut owner = server.guest("owner").await;
    let mut tables = Vec::new();
    for _ in 0..2 {
        let table = owner.create_table(json!({"game": "high-card", "players": 2})).await.unwrap();
        owner.button(&table, "bot", json!({})).await.unwrap();
        owner.button(&table, "bot", json!({})).await.unwrap();
        tables.push(table);
    }
    owner.button(&tables[0], "start", json!({})).await.unwrap();
    let refused = owner.button(&tables[1], "start", json!({})).await.unwrap_err();
    assert_eq!(refused.code(), Some("too_many_bot_tables"));
    // Nobody sits or watches: the bots wait.
    tokio::time::sleep(Duration::from_millis(400)).await;
    let steps = owner.get(&format!("/api/tables/{}/history/0", tables[0])).await.unwrap()["steps"].clone();
    assert_eq!(steps, 0, "bots played for nobody");
    // Someone watches: they play to the end.
    let mut watch = server.client().connect(&tables[0], None).await.unwrap();
    view_at(&mut watch, 6).await;
}

/// 6. `/join` on a running game gives back only one's own seat; a freed seat goes to nobody else unless its
/// player or the owner invites them; a new holder sees the seat's past as a spectator did.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn join_gives_back_only_ones_own_seat_and_never_another_seats_past() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.bot_delay = Duration::from_secs(30); // stand-ins stay put while people come back
        c.live_turn_timeout = Duration::from_millis(300);
        c.limits.requests_per_ip = "10000/s".parse().unwrap();
    });
    for takeover in [true, false] {
        let mut players = vec![server.guest("ann").await, server.guest("ben").await, server.guest("cat").await];
        let table = players[0]
            .create_table(json!({"game": "high-card", "players": 3, "bot_takeover": takeover}))
            .await
            .unwrap();
        for p in players.iter_mut() {
            p.button(&table, "join", json!({})).await.unwrap();
        }
        players[0].button(&table, "start", json!({})).await.unwrap();
        let mut sockets = Vec::new();
        let mut hands = Vec::new();
        for p in &players {
            let mut s = p.connect(&table, None).await.unwrap();
            hands.push(view_at(&mut s, 0).await["view"]["game"]["my_hand"].clone());
            sockets.push(s);
        }
        // Ann leaves; Ben leaves and comes back: he gets his own seat and hand, not Ann's.
        players[0].button(&table, "leave", json!({})).await.unwrap();
        players[1].button(&table, "leave", json!({})).await.unwrap();
        let info = players[1].button(&table, "join", json!({})).await.unwrap()["table"].clone();
        assert!(info["seats"][1]["name"].as_str().unwrap().starts_with("ben"), "{info}");
        let mut ben = players[1].connect(&table, None).await.unwrap();
        let welcome = ben.recv_type("welcome", WAIT).await.unwrap();
        assert_eq!(welcome["seat"], 1);
        assert_eq!(welcome["view"]["game"]["my_hand"], hands[1]);
        // A fresh guest, a spectator and Cat (who plays another seat) cannot take Ann's seat.
        let mut eve = server.guest("eve").await;
        assert_eq!(eve.button(&table, "join", json!({})).await.unwrap_err().code(), Some("seat_reserved"));
        let cat = players[2].button(&table, "join", json!({})).await.unwrap_err();
        assert_eq!(cat.code(), Some("already_seated"));
        // Ann invites Dan; he takes her seat from this version on and sees its past only as a spectator.
        let mut dan = server.guest("dan").await;
        let dan_name = dan.get("/api/me").await.unwrap()["name"].as_str().unwrap().to_string();
        let version = act(&mut sockets[2], 0, hands[2][0].clone()).await["version"].as_u64().unwrap();
        players[0].button(&table, "invite", json!({"name": dan_name})).await.unwrap();
        dan.button(&table, "join", json!({})).await.unwrap();
        let mut dan_socket = dan.connect(&table, Some(0)).await.unwrap();
        let welcome = dan_socket.recv_type("welcome", WAIT).await.unwrap();
        assert_eq!(welcome["seat"], 0);
        let mut spectator = server.client().connect(&table, Some(0)).await.unwrap();
        let public = spectator.recv_type("welcome", WAIT).await.unwrap();
        assert_eq!(welcome["log"], public["log"], "log up to Dan's join is what a spectator saw");
        let past = dan.get(&format!("/api/tables/{table}/history/{}", version - 1)).await.unwrap();
        assert_eq!(past["seat"], Value::Null, "{past}");
        assert_eq!(past["view"]["game"]["my_hand"], json!([]), "no hand of the seat before Dan held it");
        let now = dan.get(&format!("/api/tables/{table}/history/{version}")).await.unwrap();
        assert_eq!(now["seat"], 0);
        // Dan leaves; nobody holds two seats' secrets: Ben may not take seat 1 even invited by the owner.
        dan.button(&table, "leave", json!({})).await.unwrap();
        let owner_id = players[1].get(&format!("/api/tables/{table}")).await.unwrap()["owner"].clone();
        assert_ne!(owner_id, Value::Null);
        for s in sockets {
            s.close().await;
        }
    }

    // Two players who time out together get their own seats back, whoever joins first.
    let mut players = [server.guest("ann").await, server.guest("ben").await, server.guest("cat").await];
    let table =
        players[0].create_table(json!({"game": "high-card", "players": 3, "bot_takeover": true})).await.unwrap();
    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    players[0].button(&table, "start", json!({})).await.unwrap();
    let mut cat = players[2].connect(&table, None).await.unwrap();
    let hand = view_at(&mut cat, 0).await["view"]["game"]["my_hand"][0].clone();
    assert_eq!(act(&mut cat, 0, hand).await["type"], "accepted");
    tokio::time::sleep(Duration::from_millis(800)).await;
    let info = players[2].get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(info["seats"][0]["stand_in"], true, "{info}");
    assert_eq!(info["seats"][1]["stand_in"], true, "{info}");
    players[1].button(&table, "join", json!({})).await.unwrap();
    players[0].button(&table, "join", json!({})).await.unwrap();
    let info = players[2].get(&format!("/api/tables/{table}")).await.unwrap();
    assert!(info["seats"][0]["name"].as_str().unwrap().starts_with("ann"), "{info}");
    assert!(info["seats"][1]["name"].as_str().unwrap().starts_with("ben"), "{info}");
}

/// 7. Chat and options are rate-limited per account over HTTP as over WebSocket; spectators are slower
/// and can be turned off; one account holds a capped number of table sockets; chat loses control and
/// bidi-override characters.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_option_and_socket_floods_are_limited_per_account() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| c.max_sockets_per_account = 2);
    let mut owner = server.guest("owner").await;
    let table = owner.create_table(json!({"game": "high-card"})).await.unwrap();
    owner.button(&table, "join", json!({})).await.unwrap();
    let mut guest = server.guest("flooder").await;
    let mut sent = 0;
    let refused = loop {
        match guest.button(&table, "chat", json!({"text": "spam"})).await {
            Ok(_) => sent += 1,
            Err(error) => break error,
        }
        assert!(sent < 50, "an unseated guest kept talking");
    };
    assert_eq!(refused.code(), Some("rate_limited"));
    assert_eq!(status(&refused), 429);
    assert!(sent <= 6, "a spectator says at most a few lines: {sent}");
    let mut options = 0;
    let refused = loop {
        match owner.button(&table, "option", json!({"name": "pace", "value": "long"})).await {
            Ok(_) => options += 1,
            Err(error) => break error,
        }
        assert!(options < 200, "options flowed without limit");
    };
    assert_eq!(refused.code(), Some("rate_limited"));
    // The owner turns spectators' chat off (after the option limit recovers).
    tokio::time::sleep(refused.retry_after().unwrap()).await;
    owner.button(&table, "option", json!({"name": "chat", "value": "off"})).await.unwrap();
    let mut quiet = server.guest("quiet").await;
    assert_eq!(
        quiet.button(&table, "chat", json!({"text": "hi"})).await.unwrap_err().code(),
        Some("spectator_chat_off")
    );
    // Players talk; control and bidi characters never reach anyone.
    let mut watcher = owner.connect(&table, None).await.unwrap();
    owner.button(&table, "chat", json!({"text": "gg\u{202E}\u{1b}[2Jwp\u{0}"})).await.unwrap();
    let line = loop {
        let m = watcher.recv_type("chat", WAIT).await.unwrap();
        if !m["from"].is_null() {
            break m;
        }
    };
    assert_eq!(line["text"]["en"], "gg[2Jwp");
    // A third socket of one account is refused.
    let _second = owner.connect(&table, None).await.unwrap();
    let third = owner.connect(&table, None).await;
    assert!(third.is_err(), "a third socket was accepted");
}

/// 8. Idle connections are cut (header-read timeout, WebSocket ping deadline) and one address holds a capped
/// number of connections, while others still get through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_cut_and_one_address_cannot_take_every_socket() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.header_read_timeout = Duration::from_millis(300);
        c.ws_ping_interval = Duration::from_millis(200);
        c.max_connections_per_ip = 5;
    });
    let addr = server.base.trim_start_matches("http://").to_string();
    // A connection that sends nothing is closed.
    let mut idle = tokio::net::TcpStream::connect(&addr).await.unwrap();
    assert!(closed_within(&mut idle, Duration::from_secs(3)).await, "an idle connection stayed open");
    // Half a request, never finished, is closed too.
    let mut slow = tokio::net::TcpStream::connect(&addr).await.unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    assert!(closed_within(&mut slow, Duration::from_secs(3)).await, "a slow header stayed open");
    // Five connections from 127.0.0.1 fill its share; the sixth is closed at once.
    let mut held = Vec::new();
    for _ in 0..5 {
        held.push(tokio::net::TcpStream::connect(&addr).await.unwrap());
    }
    let mut sixth = tokio::net::TcpStream::connect(&addr).await.unwrap();
    assert!(closed_within(&mut sixth, Duration::from_millis(250)).await, "the sixth connection stayed open");
    // Another address still gets an answer.
    let other = reqwest::Client::builder().local_address(IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2))).build().unwrap();
    let health = other.get(format!("{}/healthz", server.base)).send().await.unwrap();
    assert_eq!(health.status(), 200);
    drop(held);
    drop(sixth);
    tokio::time::sleep(Duration::from_millis(400)).await;
    // A WebSocket that never answers pings is closed after twice the interval.
    let mut players = vec![server.guest("ann").await, server.guest("ben").await];
    let table = started_table(&mut players).await;
    let mut silent = players[0].connect(&table, None).await.unwrap();
    tokio::time::sleep(Duration::from_millis(1200)).await; // not reading, so not answering pings
    let mut ended = false;
    for _ in 0..20 {
        match silent.recv_text(Duration::from_secs(2)).await {
            Ok(_) => continue,
            Err(_) => {
                ended = true;
                break;
            }
        }
    }
    assert!(ended, "a socket that answered no ping stayed open");
}

/// 9. Account and table creation are limited per address; private tables do not push public ones out of the
/// lobby; unstarted tables expire.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creation_is_limited_private_tables_do_not_hide_public_ones_and_open_tables_expire() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.limits.accounts_per_ip = "4/h".parse().unwrap();
        c.limits.tables_per_ip = "6/h".parse().unwrap();
        c.max_tables_per_account = 100;
        c.lobby_page = 3;
        c.open_table_ttl = Duration::from_millis(600);
    });
    let mut host = server.guest("host").await;
    let public = host.create_table(json!({"game": "high-card"})).await.unwrap();
    let mut griefer = server.guest("griefer").await;
    for _ in 0..5 {
        griefer.create_table(json!({"game": "high-card", "public": false})).await.unwrap();
    }
    let refused = griefer.create_table(json!({"game": "high-card", "public": false})).await.unwrap_err();
    assert_eq!(refused.code(), Some("rate_limited"), "{refused}");
    let mut visitor = server.guest("visitor").await;
    let lobby = visitor.get("/api/tables?status=open").await.unwrap();
    let ids: Vec<&str> = lobby["open"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap()).collect();
    assert_eq!(ids, vec![public.as_str()], "private tables are filtered before the page is cut");
    server.guest("fourth").await;
    let mut fifth = server.client();
    assert_eq!(fifth.guest("fifth").await.unwrap_err().code(), Some("rate_limited"));
    // Nobody starts the tables: they close.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let lobby = visitor.get("/api/tables?status=open").await.unwrap();
    assert_eq!(lobby["open"], json!([]), "{lobby}");
    assert_eq!(visitor.get(&format!("/api/tables/{public}")).await.unwrap_err().code(), Some("not_found"));
}

/// 10. Only the owner starts, sets options and seats bots; the owner can remove a griefer before the start;
/// an owner who leaves hands the table over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_owner_starts_and_changes_the_table_and_can_kick() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut owner = server.guest("owner").await;
    let table = owner.create_table(json!({"game": "high-card", "players": 3})).await.unwrap();
    owner.button(&table, "join", json!({})).await.unwrap();
    let mut griefer = server.guest("griefer").await;
    griefer.button(&table, "join", json!({})).await.unwrap();
    for (command, args) in [
        ("start", json!({})),
        ("bot", json!({})),
        ("option", json!({"name": "public", "value": "off"})),
        ("option", json!({"name": "players", "value": "2"})),
        ("kick", json!({"name": "owner"})),
    ] {
        let error = griefer.button(&table, command, args).await.unwrap_err();
        assert_eq!(error.code(), Some("not_owner"), "{command}");
    }
    let griefer_name = griefer.get("/api/me").await.unwrap()["name"].as_str().unwrap().to_string();
    owner.button(&table, "kick", json!({"name": griefer_name})).await.unwrap();
    assert_eq!(griefer.button(&table, "join", json!({})).await.unwrap_err().code(), Some("kicked"));
    let mut friend = server.guest("friend").await;
    friend.button(&table, "join", json!({})).await.unwrap();
    let info = owner.button(&table, "leave", json!({})).await.unwrap()["table"].clone();
    let friend_id = friend.get("/api/me").await.unwrap()["id"].clone();
    assert_eq!(info["owner"], friend_id, "the table passes to the next seated person");
    friend.button(&table, "bot", json!({})).await.unwrap();
    friend.button(&table, "start", json!({})).await.unwrap();
}

/// 11. A request from another site's page is refused on every state-changing route, body or no body.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_from_another_sites_pages_are_refused() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut owner = server.guest("owner").await;
    let table = owner.create_table(json!({"game": "high-card", "players": 2})).await.unwrap();
    let cookie = cookie_of(&owner);
    let http = raw();
    for path in ["join", "bot", "start", "leave"] {
        for (header, value) in [("origin", "http://evil.example"), ("sec-fetch-site", "cross-site")] {
            let response = http
                .post(format!("{}/api/tables/{table}/{path}", server.base))
                .header("cookie", &cookie)
                .header(header, value)
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), 403, "{path} with {header}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["code"], "bad_origin");
        }
    }
    let response = http
        .post(format!("{}/api/signout", server.base))
        .header("cookie", &cookie)
        .header("origin", "http://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 403);
    let info = owner.get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(info["status"], "open");
    assert_eq!(info["seats"], json!([]), "nothing changed");
    assert!(owner.get("/api/me").await.is_ok(), "still signed in");
    // The same request from the server's own page is fine.
    let host = server.base.trim_start_matches("http://");
    let response = http
        .post(format!("{}/api/tables/{table}/join", server.base))
        .header("cookie", &cookie)
        .header("origin", format!("http://{host}"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
}

/// 12. Sessions: Secure behind TLS, expiry, sign out everywhere; names compared as people read them;
/// password length in characters; a private table is closed to strangers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_names_passwords_and_private_tables() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| c.session_ttl = Duration::from_secs(2));
    let response = raw()
        .post(format!("{}/api/guest", server.base))
        .header("x-forwarded-proto", "https")
        .json(&json!({"name": "secure"}))
        .send()
        .await
        .unwrap();
    let cookie = response.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(cookie.contains("; Secure") && cookie.contains("HttpOnly"), "{cookie}");

    let mut emile = server.client();
    emile.signup("Émile", "long enough").await.unwrap();
    for lookalike in ["éMILE", "ÉMILE", "Éｍｉｌｅ"] {
        let error = server.client().signup(lookalike, "long enough").await.unwrap_err();
        assert_eq!(error.code(), Some("name_taken"), "{lookalike}");
    }
    server.client().guest("alice").await.unwrap();
    assert_eq!(server.client().guest("аlice").await.unwrap_err().code(), Some("name_taken"), "Cyrillic а");
    assert!(server.client().signup("wide", &"é".repeat(256)).await.is_ok(), "256 characters (512 bytes)");
    assert_eq!(server.client().signup("wider", &"é".repeat(257)).await.unwrap_err().code(), Some("bad_password"));

    // Sign out everywhere ends every session of the account.
    let mut phone = server.client();
    phone.post("/api/signin", json!({"name": "éMILE", "password": "long enough"})).await.unwrap();
    emile.post("/api/signout", json!({"everywhere": true})).await.unwrap();
    assert_eq!(phone.get("/api/me").await.unwrap_err().code(), Some("sign_in"));

    // A private table: strangers neither see nor join it; an invited account does.
    let mut owner = server.guest("owner").await;
    let table = owner.create_table(json!({"game": "high-card", "public": false})).await.unwrap();
    let mut stranger = server.guest("stranger").await;
    assert_eq!(stranger.get(&format!("/api/tables/{table}")).await.unwrap_err().code(), Some("private_table"));
    assert_eq!(stranger.button(&table, "join", json!({})).await.unwrap_err().code(), Some("private_table"));
    assert!(stranger.connect(&table, None).await.is_err(), "a stranger watched a private table");
    let name = stranger.get("/api/me").await.unwrap()["name"].as_str().unwrap().to_string();
    owner.button(&table, "invite", json!({"name": name})).await.unwrap();
    stranger.button(&table, "join", json!({})).await.unwrap();

    // Sessions expire.
    tokio::time::sleep(Duration::from_millis(2200)).await;
    assert_eq!(owner.get("/api/me").await.unwrap_err().code(), Some("sign_in"));
}

/// 13. A store that cannot commit fails the health check; a damaged snapshot falls back to the log; a
/// damaged log leaves a clear message and the record for the players; a rules change replays the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn damaged_and_locked_stores_are_reported_and_survived() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.snapshot_every = 2;
        c.idle_unload = Duration::from_millis(200);
    });
    let mut health = server.client();
    assert_eq!(health.get("/healthz").await.unwrap()["status"], "ok");
    tokio::time::sleep(Duration::from_millis(1100)).await; // past the last probe's freshness
    let lock = hold_exclusive_lock(&db).await;
    let refused = health.get("/healthz").await.unwrap_err();
    assert_eq!(status(&refused), 503, "{refused}");
    drop(lock);
    tokio::time::sleep(Duration::from_millis(1100)).await;
    assert_eq!(health.get("/healthz").await.unwrap()["status"], "ok");

    // Three tables, six moves each (snapshots after two, four and six).
    let mut tables = Vec::new();
    let mut players = vec![server.guest("ann").await, server.guest("ben").await, server.guest("cat").await];
    for _ in 0..4 {
        let table = started_table(&mut players).await;
        let mut version = 0;
        for _round in 0..2 {
            for p in players.iter() {
                let mut s = p.connect(&table, None).await.unwrap();
                let m = view_at(&mut s, version).await;
                let card = m["view"]["game"]["my_hand"][0].clone();
                version = act(&mut s, version, card).await["version"].as_u64().unwrap();
                s.close().await;
            }
        }
        tables.push(table);
    }
    tokio::time::sleep(Duration::from_millis(700)).await; // all three leave memory
    assert_eq!(health.get("/healthz").await.unwrap()["live_tables"], 0);
    sqlx::any::install_default_drivers();
    let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&db.url).await.unwrap();
    let exec = |sql: String| sql;
    // Table 0: a damaged snapshot; the log replays instead.
    sqlx::Executor::execute(
        &mut conn,
        exec(format!("UPDATE snapshots SET state = 'garbage' WHERE table_id = '{}'", tables[0])).as_str(),
    )
    .await
    .unwrap();
    // Table 1: a damaged action before the snapshot.
    sqlx::Executor::execute(
        &mut conn,
        exec(format!("UPDATE actions SET action = '{{\"no\": 1}}' WHERE table_id = '{}' AND seq = 0", tables[1]))
            .as_str(),
    )
    .await
    .unwrap();
    // Table 3: recorded under other rules, and its log does not replay under today's.
    sqlx::Executor::execute(
        &mut conn,
        exec(format!(
            "UPDATE game_tables SET rules_version = 0 WHERE id = '{0}'; \
             UPDATE actions SET action = '99' WHERE table_id = '{0}' AND seq = 5",
            tables[3]
        ))
        .as_str(),
    )
    .await
    .unwrap();
    // Table 2: recorded under other rules; it replays under today's.
    sqlx::Executor::execute(
        &mut conn,
        exec(format!("UPDATE game_tables SET rules_version = 0 WHERE id = '{}'", tables[2])).as_str(),
    )
    .await
    .unwrap();
    drop(conn);

    let mut s = players[2].connect(&tables[0], None).await.unwrap();
    assert_eq!(s.recv_type("welcome", WAIT).await.unwrap()["version"], 6, "restored from the log");
    let mut s = players[2].connect(&tables[2], None).await.unwrap();
    assert_eq!(s.recv_type("welcome", WAIT).await.unwrap()["version"], 6, "replayed under the new rules");
    // Table 1 starts from its snapshot; the check of the log before it finds the damage and stops the game.
    let mut s = players[2].connect(&tables[1], None).await.unwrap();
    let problem = loop {
        let m = s.recv(WAIT).await.unwrap();
        if !m["table"]["problem"].is_null() {
            break m["table"]["problem"].clone();
        }
    };
    assert!(problem["ja"].is_string());
    let info = players[2].get(&format!("/api/tables/{}", tables[1])).await.unwrap();
    assert!(info["problem"]["en"].as_str().unwrap().contains("damaged"), "the lobby says so too: {info}");
    let refused = act(&mut s, 6, json!(1)).await;
    assert_eq!(refused["code"], "table_damaged", "{refused}");
    let record = players[0].get(&format!("/api/tables/{}/record", tables[1])).await.unwrap();
    assert_eq!(record["actions"].as_array().unwrap().len(), 6, "its players still get the record");
    let mut s = players[2].connect(&tables[3], None).await.unwrap();
    let welcome = s.recv_type("welcome", WAIT).await.unwrap();
    assert!(welcome["table"]["problem"]["en"].as_str().unwrap().contains("rules"), "{welcome}");
    let record = players[0].get(&format!("/api/tables/{}/record", tables[3])).await.unwrap();
    assert_eq!(record["rules_version"], 0, "the record keeps the rules it was played under");
    let mut outsider = server.guest("outsider").await;
    assert_eq!(
        outsider.get(&format!("/api/tables/{}/record", tables[1])).await.unwrap_err().code(),
        Some("record_hidden")
    );
}

/// 13. A store file that cannot be one is refused at start-up with a message that says why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unusable_store_files_are_refused_with_a_clear_reason() {
    for (content, expected) in
        [(&b""[..], "0 bytes"), (&b"this is not a database at all"[..], "not an SQLite database")]
    {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("statecraft.db"), content).unwrap();
        let config = statecraft_server::Config::sqlite_in(dir.path()).unwrap();
        let started = Instant::now();
        let error = statecraft_server::app(catalog(), config).await.err().expect("refused").to_string();
        assert!(error.contains(expected), "{error}");
        assert!(started.elapsed() < Duration::from_secs(5), "refused at once, not after a pool time-out");
    }
    let dir = tempfile::tempdir().unwrap();
    let good = statecraft_server::Config::sqlite_in(dir.path()).unwrap();
    drop(statecraft_server::app(catalog(), good.clone()).await.unwrap());
    let read_only = statecraft_server::Config::new(good.database_url.replace("mode=rwc", "mode=ro"));
    let error = statecraft_server::app(catalog(), read_only).await.err().expect("refused").to_string();
    assert!(error.contains("cannot"), "{error}");
}

/// 14. Requests the server cannot read are answered with the documented `{code, message}`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unreadable_requests_are_answered_with_code_and_message() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| c.max_body_bytes = 1024);
    let owner = server.guest("owner").await;
    let cookie = cookie_of(&owner);
    let http = raw();
    let base = &server.base;
    let cases = [
        (http.post(format!("{base}/api/tables")).header("content-type", "text/plain").body("{}"), 415),
        (http.post(format!("{base}/api/tables")).json(&json!({"game": "high-card", "pad": "x".repeat(2000)})), 413),
        (http.post(format!("{base}/api/tables")).header("content-type", "application/json").body("{not json"), 400),
        (http.post(format!("{base}/api/tables")).json(&json!({"game": 7})), 422),
        (http.post(format!("{base}/api/tables")).json(&json!({"game": "high-card", "colour": "red"})), 422),
        (http.get(format!("{base}/api/tables/abc/history/minus-one")), 400),
        (http.get(format!("{base}/api/tables?page=-1")), 400),
        (http.get(format!("{base}/api/nowhere")), 404),
        (http.delete(format!("{base}/api/tables")), 405),
    ];
    for (request, expected) in cases {
        let response = request.header("cookie", &cookie).send().await.unwrap();
        assert_eq!(response.status().as_u16(), expected);
        let body: Value = response.json().await.expect("a JSON body");
        assert!(
            body["code"].is_string() && body["message"]["en"].is_string() && body["message"]["ja"].is_string(),
            "{body}"
        );
    }
}
