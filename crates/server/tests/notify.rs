//! Notifications by email and webhook, received by an SMTP server and a webhook receiver this test starts on
//! the loopback interface: exactly the expected messages arrive, one per table per turn, each with its link.

mod common;

use axum::Router;
use axum::extract::State;
use axum::routing::post;
use common::*;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// One email as the SMTP server received it.
#[derive(Clone, Debug)]
struct Mail {
    to: String,
    data: String,
}

/// A minimal SMTP server (no TLS, no authentication): enough of RFC 5321 for one client sending mail.
async fn smtp_server() -> (u16, Arc<Mutex<Vec<Mail>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let mails = Arc::new(Mutex::new(Vec::new()));
    let inbox = mails.clone();
    tokio::spawn(async move {
        loop {
            let Ok((socket, _)) = listener.accept().await else { return };
            let inbox = inbox.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 test SMTP ready\r\n").await.unwrap();
                let mut to = String::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    let upper = line.to_uppercase();
                    let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                        b"250 test\r\n"
                    } else if upper.starts_with("MAIL FROM") {
                        b"250 OK\r\n"
                    } else if upper.starts_with("RCPT TO") {
                        to = line[8..].trim().trim_matches(|c| c == '<' || c == '>').to_string();
                        b"250 OK\r\n"
                    } else if upper == "DATA" {
                        write.write_all(b"354 go on\r\n").await.unwrap();
                        let mut data = String::new();
                        while let Ok(Some(line)) = lines.next_line().await {
                            if line == "." {
                                break;
                            }
                            data.push_str(&line);
                            data.push('\n');
                        }
                        inbox.lock().unwrap().push(Mail { to: to.clone(), data });
                        b"250 queued\r\n"
                    } else if upper == "QUIT" {
                        write.write_all(b"221 bye\r\n").await.unwrap();
                        return;
                    } else {
                        b"250 OK\r\n"
                    };
                    write.write_all(reply).await.unwrap();
                }
            });
        }
    });
    (port, mails)
}

/// The bodies a webhook receiver was posted, with the `who` of their URL.
type Posts = Arc<Mutex<Vec<(String, Value)>>>;

/// A webhook receiver: every JSON body posted to `/hook/{who}` is kept with `who`.
async fn webhook_receiver() -> (String, Posts) {
    let received: Posts = Arc::default();
    let app = Router::new()
        .route(
            "/hook/{who}",
            post(
                |State(received): State<Posts>,
                 axum::extract::Path(who): axum::extract::Path<String>,
                 axum::Json(body): axum::Json<Value>| async move {
                    received.lock().unwrap().push((who, body));
                    "ok"
                },
            ),
        )
        .with_state(received.clone());
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (base, received)
}

/// Waits until `count()` reaches `n`, then a little longer to see that no more come; returns the count.
async fn settle(count: impl Fn() -> usize, n: usize) -> usize {
    let deadline = tokio::time::Instant::now() + WAIT;
    while count() < n && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turns_endings_and_invitations_arrive_by_email_and_webhook_once_each() {
    let (smtp_port, mails) = smtp_server().await;
    let (hooks, posts) = webhook_receiver().await;
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.smtp_url = Some(format!("smtp://127.0.0.1:{smtp_port}"));
        c.mail_from = Some("Statecraft <play@example.org>".into());
        c.public_url = Some("https://play.example.org".into());
        // The receiver is on the loopback interface, which webhooks may reach only with the operator's leave.
        c.allow_private_webhooks = true;
    });
    let names = ["gil", "hal", "ivy"];
    let mut players = Vec::new();
    for name in names {
        let mut client = server.client();
        client.signup(name, "correct horse").await.unwrap();
        players.push(client);
    }
    // Gil and Hal want everything by email and webhook; Ivy only by webhook, and not "your turn".
    for (i, p) in players.iter_mut().enumerate() {
        let prefs = if i < 2 {
            json!({"email": format!("{}@example.org", names[i]), "webhook": format!("{hooks}/hook/{}", names[i])})
        } else {
            json!({"webhook": format!("{hooks}/hook/ivy"), "your_turn": false})
        };
        p.put("/api/me/notifications", prefs).await.unwrap();
    }
    assert_eq!(players[2].get("/api/me/notifications").await.unwrap()["your_turn"], false);
    let bad = players[0].put("/api/me/notifications", json!({"webhook": "ftp://x"})).await.unwrap_err();
    assert_eq!(code(bad), "bad_notifications");
    let mut guest = server.guest("guest").await;
    assert_eq!(code(guest.put("/api/me/notifications", json!({})).await.unwrap_err()), "guest");

    // A long table of Gil and Hal; Gil invites Ivy.
    let table = players[0].create_table(json!({"game": "high-card", "players": 2, "pace": "long"})).await.unwrap();
    players[0].button(&table, "join", json!({})).await.unwrap();
    players[1].button(&table, "join", json!({})).await.unwrap();
    players[0].button(&table, "invite", json!({"name": "ivy"})).await.unwrap();
    let invited = |posts: &Vec<(String, Value)>| posts.iter().filter(|(_, b)| b["event"] == "invited").count();
    assert_eq!(settle(|| invited(&posts.lock().unwrap()), 1).await, 1);
    {
        let posts = posts.lock().unwrap();
        let (who, body) = posts.iter().find(|(_, b)| b["event"] == "invited").unwrap();
        assert_eq!(who, "ivy");
        assert_eq!(body["url"], format!("https://play.example.org/#/t/{table}/join"));
        assert_eq!(body["text"], body["content"]);
    }

    // The start asks both to choose: one "your turn" each. Gil's choice starts no new turn; Hal's ends the
    // round and asks Gil again: one more for Gil (Hal, who has just moved and is asked on, is not told).
    players[0].button(&table, "start", json!({})).await.unwrap();
    let turns = |who: &str| posts.lock().unwrap().iter().filter(|(w, b)| w == who && b["event"] == "your_turn").count();
    assert_eq!(settle(|| turns("gil") + turns("hal"), 2).await, 2);
    let mut sockets =
        [players[0].connect(&table, None).await.unwrap(), players[1].connect(&table, None).await.unwrap()];
    let mut hands = Vec::new();
    for s in sockets.iter_mut() {
        let m = view_at(s, 0).await;
        hands.push(m["view"]["game"]["my_hand"].as_array().unwrap().clone());
    }
    assert_eq!(act(&mut sockets[0], 0, hands[0][0].clone()).await["type"], "accepted");
    assert_eq!(settle(|| turns("gil") + turns("hal"), 2).await, 2, "Gil's choice began no turn");
    assert_eq!(act(&mut sockets[1], 1, hands[1][0].clone()).await["type"], "accepted");
    assert_eq!(settle(|| turns("gil") + turns("hal"), 3).await, 3);
    for (round, (mine, theirs)) in hands[0].iter().zip(&hands[1]).enumerate().skip(1) {
        let base = 2 * round as u64;
        assert_eq!(act(&mut sockets[0], base, mine.clone()).await["type"], "accepted");
        assert_eq!(act(&mut sockets[1], base + 1, theirs.clone()).await["type"], "accepted");
    }
    // Each round began a turn for Gil; the end is told once to each player.
    let ended =
        |who: &str| posts.lock().unwrap().iter().filter(|(w, b)| w == who && b["event"] == "game_ended").count();
    assert_eq!(settle(|| ended("gil") + ended("hal"), 2).await, 2);
    assert_eq!((turns("gil"), turns("hal"), turns("ivy")), (3, 1, 0));
    assert_eq!(ended("ivy"), 0, "Ivy did not play");

    // The same messages by email, to Gil and Hal only (Ivy gave no address).
    let mails = mails.lock().unwrap().clone();
    for (name, turns) in [("gil", 3), ("hal", 1)] {
        let theirs: Vec<&Mail> = mails.iter().filter(|m| m.to == format!("{name}@example.org")).collect();
        assert_eq!(theirs.len(), turns + 1, "{name}: {theirs:?}");
        assert_eq!(theirs.iter().filter(|m| m.data.contains("Subject: Statecraft: your turn")).count(), turns);
        assert!(theirs.iter().all(|m| m.data.contains(&format!("https://play.example.org/#/t/{table}"))));
        assert!(theirs.iter().all(|m| m.data.contains("From: Statecraft <play@example.org>")));
    }
    assert_eq!(mails.len(), 6, "{mails:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhooks_to_the_servers_own_network_are_refused_when_set_and_when_sent() {
    let (smtp_port, mails) = smtp_server().await;
    let (hooks, posts) = webhook_receiver().await;
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| c.smtp_url = Some(format!("smtp://127.0.0.1:{smtp_port}")));
    let mut gil = server.client();
    gil.signup("gil", "correct horse").await.unwrap();
    let mut ivy = server.client();
    let ivy_id = ivy.signup("ivy", "correct horse").await.unwrap()["id"].as_str().unwrap().to_string();

    // Setting one is refused with the reason, for every kind of address that is not public.
    for (hook, why) in [
        (format!("{hooks}/hook/ivy"), "is 127.0.0.1, a loopback address"),
        ("http://localhost/hook".into(), "a loopback address"),
        ("http://[::1]:8080/hook".into(), "is ::1, a loopback address"),
        ("http://169.254.169.254/latest/meta-data".into(), "a link-local address"),
        ("http://10.0.0.7/hook".into(), "a private network address"),
        ("http://[::ffff:192.168.0.1]/hook".into(), "a private network address"),
    ] {
        let refused = ivy.put("/api/me/notifications", json!({"webhook": hook})).await.unwrap_err();
        let text = refused.to_string();
        assert!(text.contains("bad_notifications") && text.contains(why), "{hook}: {text}");
    }
    assert_eq!(ivy.get("/api/me/notifications").await.unwrap()["webhook"], Value::Null, "nothing was kept");
    // A public address is accepted (nothing is sent to it here).
    let public = ivy.put("/api/me/notifications", json!({"webhook": "http://93.184.215.14/hook"})).await.unwrap();
    assert_eq!(public["webhook"], "http://93.184.215.14/hook");

    // A URL stored while its host was public and resolving to the loopback now (DNS rebinding): the address
    // is checked again when a message is sent, and nothing goes to it. The email of the same message does.
    let prefs =
        json!({"email": "ivy@example.org", "webhook": format!("{}/hook/ivy", hooks.replace("127.0.0.1", "localhost"))});
    let store = statecraft_server::store::Store::open(&db.url).await.unwrap();
    store.set_notify_prefs_text(&ivy_id, &prefs.to_string()).await.unwrap();
    let table = gil.create_table(json!({"game": "high-card", "players": 2, "pace": "long"})).await.unwrap();
    gil.button(&table, "invite", json!({"name": "ivy"})).await.unwrap();
    assert_eq!(settle(|| mails.lock().unwrap().len(), 1).await, 1, "the invitation's email arrives");
    assert!(posts.lock().unwrap().is_empty(), "a webhook reached the loopback: {:?}", posts.lock().unwrap());
}
