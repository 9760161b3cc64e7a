//! The Statecraft game server.
//!
//! It knows titles only through [`statecraft_catalog::Catalog`], so a new game needs no server change.
//! [`app`] builds the whole HTTP + WebSocket application for a catalog and a [`Config`], and [`serve`] runs it
//! on a listener; the `statecraft serve` command and the integration tests both run it. Module map:
//! - [`store`]: the durable action log, snapshots, accounts and tables (SQLite or PostgreSQL);
//! - [`table`]: one task per live table (seats, options, the running game, bots, broadcasts), and the lobby;
//! - [`commands`]: the chat commands `/join`, `/start`, `/option`, …;
//! - [`auth`], [`http`], [`ws`], [`web`]: accounts, the JSON API, play over WebSocket, the static client;
//! - [`net`], [`guard`], [`limits`]: connections, the origin check, and the limits against floods;
//! - [`cluster`]: several nodes on one PostgreSQL database: forwarding a table's requests to its owner;
//! - [`client`]: a small client of this API, for tests and `statecraft loadtest`.

pub mod auth;
pub mod client;
pub mod clock;
pub mod cluster;
pub mod commands;
pub mod error;
pub mod guard;
pub mod http;
pub mod lang;
pub mod limits;
pub mod net;
pub mod notify;
pub mod patch;
pub mod player;
pub mod ratings;
pub mod store;
pub mod table;
pub mod tape;
pub mod web;
pub mod ws;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use statecraft_catalog::Catalog;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crate::auth::{Backoff, PasswordGate};
use crate::limits::{Counter, Limiters, Limits};
use crate::net::Listening;
use crate::store::{Store, StoreError};
use crate::table::Tables;

/// Everything configurable about a server. [`Config::new`] gives the defaults (`docs/server.md`, "Limits").
#[derive(Clone, Debug)]
pub struct Config {
    /// `sqlite://…` or `postgres://…`.
    pub database_url: String,
    /// A full snapshot of a running game is stored after every this many actions.
    pub snapshot_every: u64,
    /// How long a bot waits before it moves.
    pub bot_delay: Duration,
    /// The largest WebSocket message a client may send, in bytes.
    pub max_message_bytes: usize,
    /// The largest HTTP request body, in bytes.
    pub max_body_bytes: usize,
    /// Messages a connection may send per second on average, and in one burst.
    pub rate_per_second: u32,
    pub rate_burst: u32,
    /// Open or running tables one account may own.
    pub max_tables_per_account: usize,
    /// Running tables without a person in any seat that one account may own.
    pub max_bot_tables_per_account: usize,
    /// After this long without a move, a player's seat goes to a bot (on tables that allow it).
    pub live_turn_timeout: Duration,
    pub long_turn_timeout: Duration,
    /// Chat lines a table keeps for newcomers.
    pub chat_history: usize,
    /// Updates a slow session may fall behind before it is re-synchronised.
    pub broadcast_capacity: usize,
    /// A table that nobody follows and no timer needs is dropped from memory after this long without a
    /// message; the next request loads it again from the store.
    pub idle_unload: Duration,
    /// The same for a finished table.
    pub finished_unload: Duration,
    /// A table that has not started is closed after this long without a change.
    pub open_table_ttl: Duration,
    /// The recent actions (and their log entries) a live table keeps in memory; older ones are read from the
    /// store when someone asks for them.
    pub memory_window: usize,
    /// The most tables one page of the lobby lists.
    pub lobby_page: usize,
    /// Rates per account and per address (see [`Limits`]).
    pub limits: Limits,
    /// Passwords hashed at once (each takes 19 MiB for a moment), and how long a request waits for its turn
    /// before it is answered "busy, retry".
    pub password_hashers: usize,
    pub password_wait: Duration,
    /// Threads that bots think on (fewer than the cores, so people's moves always find one free).
    pub bot_threads: usize,
    /// Open connections (HTTP and WebSocket) from one address.
    pub max_connections_per_ip: usize,
    /// Table connections (WebSockets) of one account.
    pub max_sockets_per_account: usize,
    /// A request's headers must arrive within this; an idle keep-alive connection is closed after it.
    pub header_read_timeout: Duration,
    /// A WebSocket is pinged this often and closed when nothing came back for twice as long.
    pub ws_ping_interval: Duration,
    /// How long a session stays signed in.
    pub session_ttl: Duration,
    /// The address people use (`https://play.example`): the origin requests must come from, and with
    /// `https` the session cookie is `Secure`.
    pub public_url: Option<String>,
    /// Behind a reverse proxy: take the client address from `X-Forwarded-For` and the scheme from
    /// `X-Forwarded-Proto`.
    pub trust_proxy: bool,
    /// The SMTP relay notifications are mailed through (`smtp://user:password@host:587`, `smtps://…`;
    /// `smtp://host:port` without TLS for a relay on this machine), and the sender's address.
    pub smtp_url: Option<String>,
    pub mail_from: Option<String>,
    /// Webhooks may reach loopback, private and link-local addresses (a server on a private network whose
    /// accounts are trusted); off, such webhook URLs are refused (see [`notify`]).
    pub allow_private_webhooks: bool,
    /// Several nodes sharing one PostgreSQL database: table leases and forwarding (`None`: this process is
    /// the only server of its store).
    pub cluster: Option<Cluster>,
}

/// This node's part in a cluster of nodes on one database (see `docs/server.md`, "Several nodes").
#[derive(Clone, Debug)]
pub struct Cluster {
    /// The address other nodes reach this one at (`http://10.0.0.2:8080`), to forward a table's requests.
    pub node_url: String,
    /// How long a table's lease lasts unrenewed: a dead node's tables are taken over after this. Leases are
    /// renewed every third of it.
    pub lease: Duration,
}

impl Config {
    pub fn new(database_url: impl Into<String>) -> Config {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Config {
            database_url: database_url.into(),
            snapshot_every: 50,
            bot_delay: Duration::from_millis(300),
            max_message_bytes: 16 * 1024,
            max_body_bytes: 64 * 1024,
            rate_per_second: 20,
            rate_burst: 40,
            max_tables_per_account: 5,
            max_bot_tables_per_account: 1,
            live_turn_timeout: Duration::from_secs(300),
            long_turn_timeout: Duration::from_secs(3 * 24 * 3600),
            chat_history: 100,
            broadcast_capacity: 64,
            idle_unload: Duration::from_secs(600),
            finished_unload: Duration::from_secs(5),
            open_table_ttl: Duration::from_secs(3600),
            memory_window: 64,
            lobby_page: 50,
            limits: Limits::default(),
            password_hashers: cores,
            password_wait: Duration::from_secs(2),
            bot_threads: cores.saturating_sub(1).max(1),
            max_connections_per_ip: 128,
            max_sockets_per_account: 8,
            header_read_timeout: Duration::from_secs(10),
            ws_ping_interval: Duration::from_secs(20),
            session_ttl: Duration::from_secs(30 * 24 * 3600),
            public_url: None,
            trust_proxy: false,
            smtp_url: None,
            mail_from: None,
            allow_private_webhooks: false,
            cluster: None,
        }
    }

    /// The embedded store: `statecraft.db` (SQLite) inside `dir`, created if needed.
    pub fn sqlite_in(dir: &Path) -> std::io::Result<Config> {
        std::fs::create_dir_all(dir)?;
        Ok(Config::new(format!("sqlite://{}?mode=rwc", dir.join("statecraft.db").display())))
    }
}

/// The largest game record the replay page may load (a long game's record is a few hundred KiB).
const RECORD_BYTES: usize = 4 * 1024 * 1024;

/// What every handler shares.
#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub catalog: Arc<Catalog>,
    pub tables: Arc<Tables>,
    pub config: Arc<Config>,
    pub limiters: Arc<Limiters>,
    pub passwords: Arc<PasswordGate>,
    /// Waits after wrong passwords, per account name.
    pub backoff: Arc<Backoff>,
    /// Table connections per account.
    pub sockets: Arc<Counter<String>>,
    /// The latest check that the store commits (`/healthz`).
    pub health: Arc<http::HealthProbe>,
}

/// The application and how its listener treats connections.
pub struct App {
    pub router: Router,
    pub listening: Listening,
}

/// Opens the store, indexes the open and running tables for the lobby (each is loaded into memory only
/// when someone asks for it) and returns the application.
pub async fn app(catalog: Catalog, config: Config) -> Result<App, StoreError> {
    let store = Store::open(&config.database_url).await?;
    let catalog = Arc::new(catalog);
    let config = Arc::new(config);
    let limiters = Arc::new(Limiters::new(&config.limits));
    let tables = Arc::new(Tables::new(store.clone(), catalog.clone(), config.clone(), limiters.clone()));
    let listed = tables.index().await?;
    tracing::info!(listed, store = store.backend().name(), "tables indexed");
    let passwords = Arc::new(PasswordGate::new(config.password_hashers, config.password_wait));
    let sockets = Arc::new(Counter::new(config.max_sockets_per_account));
    let backoff = Arc::new(Backoff::default());
    let state = AppState {
        store,
        catalog,
        tables: tables.clone(),
        config: config.clone(),
        limiters,
        passwords,
        backoff,
        sockets,
        health: Arc::default(),
    };
    spawn_housekeeping(&state);
    let api = Router::new()
        .route("/signup", post(auth::signup))
        .route("/signin", post(auth::signin))
        .route("/guest", post(auth::guest))
        .route("/signout", post(auth::signout))
        .route("/me", get(auth::me))
        .route("/session", get(auth::session))
        .route("/games", get(http::games))
        .route("/tables", get(http::list).post(http::create))
        .route("/tables/{id}", get(http::show))
        .route("/tables/{id}/record", get(http::record))
        .route("/tables/{id}/history/{step}", get(http::history))
        .route("/tables/{id}/{command}", post(http::button))
        .route("/tables/{id}/fork", post(player::fork))
        .route("/tables/{id}/replay", get(player::replay))
        .route("/replay", post(player::replay_record).layer(DefaultBodyLimit::max(RECORD_BYTES)))
        .route("/replay/step", post(player::replay_step).layer(DefaultBodyLimit::max(RECORD_BYTES)))
        .route("/players/{name}", get(player::page))
        .route("/leaderboard/{game}", get(player::leaderboard))
        .route("/me/notifications", get(player::notifications).put(player::set_notifications))
        .fallback(error::no_route)
        .method_not_allowed_fallback(error::no_method);
    let router = Router::new()
        .route("/", get(web::index))
        .route("/static/{*path}", get(web::asset))
        .route("/favicon.ico", get(web::favicon))
        .route("/healthz", get(http::healthz))
        .nest("/api", api)
        .route("/ws/tables/{id}", get(ws::upgrade))
        .method_not_allowed_fallback(error::no_method)
        .layer(axum::middleware::from_fn_with_state(state.clone(), cluster::forward))
        .layer(axum::middleware::from_fn_with_state(state.clone(), guard::guard))
        .layer(DefaultBodyLimit::max(config.max_body_bytes))
        .with_state(state);
    let listening = Listening {
        max_connections_per_ip: config.max_connections_per_ip,
        header_read_timeout: config.header_read_timeout,
    };
    Ok(App { router, listening })
}

/// Work on a clock: forgetting rate-limit state of quiet clients, closing tables that never started.
fn spawn_housekeeping(state: &AppState) {
    if let Some(cluster) = &state.config.cluster {
        let (tables, every) = (state.tables.clone(), cluster.lease / 3);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut renewed = None;
            loop {
                tick.tick().await;
                tables.heartbeat(&mut renewed).await;
            }
        });
    }
    let (limiters, backoff, tables) = (state.limiters.clone(), state.backoff.clone(), state.tables.clone());
    let every = state.config.open_table_ttl.clamp(Duration::from_millis(100), Duration::from_secs(60)) / 2;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            limiters.forget_idle();
            backoff.forget_idle();
            tables.expire_open().await;
            tables.wake_due_clocks().await;
        }
    });
}

/// Serves `app` on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, app: App) -> std::io::Result<()> {
    net::serve(listener, app.router, app.listening).await
}
