//! The Statecraft game server.
//!
//! It knows titles only through [`statecraft_catalog::Catalog`], so a new game needs no server change.
//! [`app`] builds the whole HTTP + WebSocket application for a catalog and a [`Config`]; the `statecraft
//! serve` command and the integration tests both run it. Module map:
//! - [`store`]: the durable action log, snapshots, accounts and tables (SQLite or PostgreSQL);
//! - [`table`]: one task per live table (seats, options, the running game, bots, broadcasts);
//! - [`commands`]: the chat commands `/join`, `/start`, `/option`, …;
//! - [`auth`], [`http`], [`ws`], [`web`]: accounts, the JSON API, play over WebSocket, the static client;
//! - [`client`]: a small client of this API, for tests and `statecraft loadtest`.

pub mod auth;
pub mod client;
pub mod commands;
pub mod error;
pub mod http;
pub mod store;
pub mod table;
pub mod web;
pub mod ws;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use statecraft_catalog::Catalog;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crate::store::{Store, StoreError};
use crate::table::Tables;

/// Everything configurable about a server. [`Config::new`] gives the defaults.
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
}

impl Config {
    pub fn new(database_url: impl Into<String>) -> Config {
        Config {
            database_url: database_url.into(),
            snapshot_every: 50,
            bot_delay: Duration::from_millis(300),
            max_message_bytes: 16 * 1024,
            max_body_bytes: 64 * 1024,
            rate_per_second: 20,
            rate_burst: 40,
            max_tables_per_account: 5,
            live_turn_timeout: Duration::from_secs(300),
            long_turn_timeout: Duration::from_secs(3 * 24 * 3600),
            chat_history: 100,
            broadcast_capacity: 256,
            idle_unload: Duration::from_secs(600),
        }
    }

    /// The embedded store: `statecraft.db` (SQLite) inside `dir`, created if needed.
    pub fn sqlite_in(dir: &Path) -> std::io::Result<Config> {
        std::fs::create_dir_all(dir)?;
        Ok(Config::new(format!("sqlite://{}?mode=rwc", dir.join("statecraft.db").display())))
    }
}

/// What every handler shares.
#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub catalog: Arc<Catalog>,
    pub tables: Arc<Tables>,
    pub config: Arc<Config>,
}

/// Opens the store, loads every open and running table (their games continue where the log ends) and
/// returns the application.
pub async fn app(catalog: Catalog, config: Config) -> Result<Router, StoreError> {
    let store = Store::open(&config.database_url).await?;
    let catalog = Arc::new(catalog);
    let config = Arc::new(config);
    let tables = Arc::new(Tables::new(store.clone(), catalog.clone(), config.clone()));
    let loaded = tables.load_active().await?;
    tracing::info!(loaded, store = store.backend().name(), "tables loaded");
    let body_limit = config.max_body_bytes;
    let state = AppState { store, catalog, tables, config };
    Ok(Router::new()
        .route("/", get(web::index))
        .route("/static/{*path}", get(web::asset))
        .route("/healthz", get(http::healthz))
        .route("/api/signup", post(auth::signup))
        .route("/api/signin", post(auth::signin))
        .route("/api/guest", post(auth::guest))
        .route("/api/signout", post(auth::signout))
        .route("/api/me", get(auth::me))
        .route("/api/games", get(http::games))
        .route("/api/tables", get(http::list).post(http::create))
        .route("/api/tables/{id}", get(http::show))
        .route("/api/tables/{id}/record", get(http::record))
        .route("/api/tables/{id}/history/{step}", get(http::history))
        .route("/api/tables/{id}/{command}", post(http::button))
        .route("/ws/tables/{id}", get(ws::upgrade))
        .layer(DefaultBodyLimit::max(body_limit))
        .with_state(state))
}

/// Serves `router` on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, router: Router) -> std::io::Result<()> {
    // Moves are small messages that must go out at once: without TCP_NODELAY, Nagle's algorithm holds a
    // reply back until the peer's delayed acknowledgement (tens of milliseconds).
    let listener = listener.tap_io(|stream| {
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!(%error, "TCP_NODELAY not set");
        }
    });
    axum::serve(listener, router).await
}
