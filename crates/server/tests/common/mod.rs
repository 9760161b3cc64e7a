//! Shared set-up of the server's integration tests: a real server on port 0 in its own runtime (so that
//! stopping it ends every task, like a crashed process), clients, and the stores to run against.
#![allow(dead_code)] // each test file uses a different part of this module

use serde_json::{Value, json};
use statecraft_catalog::Catalog;
use statecraft_engine::testkit::high_card::HighCard;
use statecraft_server::client::{Client, ClientError, Socket};
use statecraft_server::{Config, app, serve};
use std::time::Duration;

pub const WAIT: Duration = Duration::from_secs(10);

pub fn catalog() -> Catalog {
    Catalog::empty().with::<HighCard<false>>()
}

/// A running three-player High card table `id` at version 0, owned by account `acc`, as the store keeps it.
pub fn running_table_row(id: &str) -> statecraft_server::store::TableRow {
    let now = statecraft_server::store::now_ms();
    statecraft_server::store::TableRow {
        id: id.into(),
        game: "high-card".into(),
        owner_id: "acc".into(),
        settings: json!({"options": {}, "players": 3}).to_string(),
        seats: "[]".into(),
        status: "running".into(),
        seed: 1,
        version: 0,
        outcome: None,
        rules_version: Some(1),
        created_ms: now,
        updated_ms: now,
    }
}

/// Where a test's data lives: a temporary SQLite file, or a fresh schema in the PostgreSQL of
/// `STATECRAFT_TEST_POSTGRES`.
pub struct Db {
    pub url: String,
    _dir: Option<tempfile::TempDir>,
}

impl Db {
    pub fn sqlite() -> Db {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = Config::sqlite_in(dir.path()).expect("data dir").database_url;
        Db { url, _dir: Some(dir) }
    }

    /// A new, empty schema in the test PostgreSQL, or `None` when none is configured (an error under CI).
    pub async fn postgres() -> Option<Db> {
        let Ok(base) = std::env::var("STATECRAFT_TEST_POSTGRES") else {
            if std::env::var("CI").as_deref() == Ok("true") {
                panic!("CI=true but STATECRAFT_TEST_POSTGRES is not set: the PostgreSQL store must be tested in CI");
            }
            eprintln!("STATECRAFT_TEST_POSTGRES is not set; skipping the PostgreSQL run");
            return None;
        };
        let schema = format!("t{}", statecraft_server::auth::random_id());
        sqlx::any::install_default_drivers();
        let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&base).await.expect("connect to PostgreSQL");
        sqlx::Executor::execute(&mut conn, format!("CREATE SCHEMA {schema}").as_str()).await.expect("create schema");
        let sep = if base.contains('?') { '&' } else { '?' };
        Some(Db { url: format!("{base}{sep}options=-c%20search_path%3D{schema}"), _dir: None })
    }

    /// The stores to test: SQLite always, PostgreSQL when configured.
    pub async fn all() -> Vec<Db> {
        let mut dbs = vec![Db::sqlite()];
        dbs.extend(Db::postgres().await);
        dbs
    }
}

/// A running server. Dropping or [`TestServer::stop`]ping it shuts its runtime down, ending every task.
pub struct TestServer {
    pub base: String,
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl TestServer {
    pub fn start(db: &Db, tune: impl FnOnce(&mut Config)) -> TestServer {
        TestServer::start_with(db, catalog(), tune)
    }

    /// A server offering the titles of `catalog`.
    pub fn start_with(db: &Db, catalog: Catalog, tune: impl FnOnce(&mut Config)) -> TestServer {
        let mut config = Config::new(db.url.clone());
        config.bot_delay = Duration::from_millis(5);
        tune(&mut config);
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
            runtime.block_on(async {
                let router = app(catalog, config).await.expect("app starts");
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                ready_tx.send(listener.local_addr().unwrap()).unwrap();
                tokio::spawn(serve(listener, router));
                tokio::task::spawn_blocking(move || stop_rx.recv()).await.ok();
            });
            runtime.shutdown_background();
        });
        let addr = ready_rx.recv_timeout(WAIT).expect("server starts");
        TestServer { base: format!("http://{addr}"), stop: Some(stop_tx), thread: Some(thread) }
    }

    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }

    pub fn client(&self) -> Client {
        Client::new(&self.base)
    }

    /// A new guest client named `name` plus a random suffix (names are unique per server).
    pub async fn guest(&self, name: &str) -> Client {
        let mut client = self.client();
        let unique = format!("{name}-{}", &statecraft_server::auth::random_id()[..6]);
        client.guest(&unique).await.expect("guest account");
        client
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// A High card table with the given players seated (via the buttons) and started. Returns its id.
pub async fn started_table(players: &mut [Client]) -> String {
    let table = players[0].create_table(json!({"game": "high-card", "players": players.len()})).await.unwrap();
    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    players[0].button(&table, "start", json!({})).await.unwrap();
    table
}

/// Reads messages until a view with this version arrives; returns the message (welcome, table or update).
pub async fn view_at(socket: &mut Socket, version: u64) -> Value {
    loop {
        let m = socket.recv(WAIT).await.expect("a message");
        if matches!(m["type"].as_str(), Some("welcome" | "table" | "update"))
            && m["version"] == version
            && !m["view"].is_null()
        {
            return m;
        }
    }
}

/// Sends an action and waits for the answer (`accepted` or `error`).
pub async fn act(socket: &mut Socket, version: u64, action: Value) -> Value {
    socket.send(json!({"type": "action", "version": version, "action": action})).await.unwrap();
    loop {
        let m = socket.recv(WAIT).await.expect("an answer");
        if m["type"] == "accepted" || m["type"] == "error" {
            return m;
        }
    }
}

pub fn code(error: ClientError) -> String {
    error.code().unwrap_or("?").to_string()
}
