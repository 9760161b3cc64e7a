//! Tables: one tokio task per live table owns its seats, options and running game.
//!
//! - [`seating`]: the rules of seats and options as plain data (unit-tested without tokio);
//! - [`task`]: the table's task, which applies actions and commands one at a time and commits before it tells;
//! - [`bots`]: bots and turn timers;
//! - [`broadcast`]: what the task sends to its sessions;
//! - [`errors`]: every refusal, and the one place where it becomes an HTTP or WebSocket error.
//!
//! This file holds the registry of live tables ([`Tables`]): it loads a table from the store when first asked
//! for and hands each request to the table's task through its channel.

mod bots;
pub mod broadcast;
pub mod errors;
pub mod seating;
mod task;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use statecraft_catalog::Catalog;
use statecraft_engine::{Record, Seat, Text};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};

pub use broadcast::{ChatLine, Moved, PerViewer, Subscription, Update};
pub use errors::TableError;
pub use seating::{Pace, SeatHolder, Settings, Status};

use crate::Config;
use crate::auth::{Account, random_id};
use crate::commands::Command;
use crate::error::ApiError;
use crate::store::{Store, StoreError, TableRow};
use seating::check_players;
use task::TableTask;

/// What the lobby and every session see of a table.
#[derive(Clone, Debug, Serialize)]
pub struct TableInfo {
    pub id: String,
    pub game: String,
    pub game_name: Text,
    pub owner: String,
    pub status: Status,
    pub version: u64,
    pub settings: Settings,
    pub seats: Vec<SeatHolder>,
    pub outcome: Option<Value>,
}

impl TableInfo {
    /// The seats `account` plays in person, in seating order.
    pub fn seats_of(&self, account: &str) -> Vec<Seat> {
        seating::seats_of(&self.seats, account)
    }
    pub fn visible_to(&self, account: Option<&str>) -> bool {
        self.settings.public
            || account.is_some_and(|a| self.owner == a || self.seats.iter().any(|h| h.account.as_deref() == Some(a)))
    }
    fn from_row(row: &TableRow, catalog: &Catalog) -> Result<TableInfo, StoreError> {
        let corrupt = |what: &str, e: serde_json::Error| StoreError::Corrupt(format!("table {}: {what}: {e}", row.id));
        let game = catalog.find(&row.game).map_err(StoreError::Corrupt)?;
        Ok(TableInfo {
            id: row.id.clone(),
            game: row.game.clone(),
            game_name: game.name(),
            owner: row.owner_id.clone(),
            status: Status::parse(&row.status).ok_or_else(|| StoreError::Corrupt(format!("status {}", row.status)))?,
            version: row.version,
            settings: serde_json::from_str(&row.settings).map_err(|e| corrupt("settings", e))?,
            seats: serde_json::from_str(&row.seats).map_err(|e| corrupt("seats", e))?,
            outcome: row.outcome.as_deref().map(serde_json::from_str).transpose().map_err(|e| corrupt("outcome", e))?,
        })
    }
}

/// The reply to a command: text for the one who sent it (for `/options`, `/help`), and the table after it.
#[derive(Clone, Debug, Serialize)]
pub struct CommandReply {
    pub reply: Option<Text>,
    pub table: Arc<TableInfo>,
}

/// A game record with the table's status, for export and history.
pub struct RecordOf {
    pub record: Record,
    pub info: Arc<TableInfo>,
}

pub(crate) enum Msg {
    Command {
        account: Account,
        command: Command,
        reply: oneshot::Sender<Result<CommandReply, ApiError>>,
    },
    Action {
        account: String,
        seat: Option<u8>,
        version: u64,
        action: Value,
        reply: oneshot::Sender<Result<u64, ApiError>>,
    },
    Subscribe {
        since: Option<u64>,
        reply: oneshot::Sender<Subscription>,
    },
    Record {
        reply: oneshot::Sender<RecordOf>,
    },
}

/// The table parameters of `POST /api/tables`.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct NewTable {
    pub game: String,
    #[serde(default)]
    pub players: Option<usize>,
    #[serde(default)]
    pub ruleset: Option<String>,
    #[serde(default)]
    pub options: Option<Value>,
    #[serde(default)]
    pub public: Option<bool>,
    #[serde(default)]
    pub pace: Option<Pace>,
    #[serde(default)]
    pub bot_takeover: Option<bool>,
}

/// The channel of each table whose task is running.
type Live = Arc<Mutex<HashMap<String, mpsc::Sender<Msg>>>>;

/// All live tables of this server, by id. A table not in memory is loaded from the store when first asked for;
/// an idle one unloads itself (see [`Config::idle_unload`]).
pub struct Tables {
    live: Live,
    store: Store,
    catalog: Arc<Catalog>,
    config: Arc<Config>,
}

fn gone() -> ApiError {
    ApiError::internal()
}

impl Tables {
    pub fn new(store: Store, catalog: Arc<Catalog>, config: Arc<Config>) -> Tables {
        Tables { live: Live::default(), store, catalog, config }
    }

    pub fn live_count(&self) -> usize {
        self.live.lock().expect("tables lock").len()
    }

    /// Loads every open and running table (at start-up, so games continue without anyone asking).
    pub async fn load_active(&self) -> Result<usize, StoreError> {
        let mut count = 0;
        for status in [Status::Open, Status::Running] {
            for row in self.store.tables_with_status(status.as_str(), i64::MAX).await? {
                match TableTask::load(row, &self.store, &self.catalog, &self.config).await {
                    Ok(task) => {
                        self.spawn(task);
                        count += 1;
                    }
                    // One damaged table must not keep every other game from continuing.
                    Err(error @ StoreError::Corrupt(_)) => tracing::error!(%error, "table not loaded"),
                    Err(error) => return Err(error),
                }
            }
        }
        Ok(count)
    }

    fn spawn(&self, task: TableTask) -> mpsc::Sender<Msg> {
        let mut live = self.live.lock().expect("tables lock");
        if let Some(tx) = live.get(&task.id).filter(|tx| !tx.is_closed()) {
            return tx.clone();
        }
        let (tx, rx) = mpsc::channel(256);
        live.insert(task.id.clone(), tx.clone());
        let (id, live) = (task.id.clone(), self.live.clone());
        tokio::spawn(async move {
            task.run(rx).await;
            let mut live = live.lock().expect("tables lock");
            // A newer task of the same table may have taken the entry already.
            if live.get(&id).is_some_and(mpsc::Sender::is_closed) {
                live.remove(&id);
            }
        });
        tx
    }

    async fn sender(&self, id: &str) -> Result<mpsc::Sender<Msg>, ApiError> {
        if let Some(tx) = self.live.lock().expect("tables lock").get(id).filter(|tx| !tx.is_closed()) {
            return Ok(tx.clone());
        }
        let row = self.store.table(id).await?.ok_or_else(ApiError::not_found)?;
        Ok(self.spawn(TableTask::load(row, &self.store, &self.catalog, &self.config).await?))
    }

    async fn ask<T>(&self, id: &str, msg: impl Fn(oneshot::Sender<T>) -> Msg) -> Result<T, ApiError> {
        // A table that unloads itself just as a message arrives drops that message unanswered and unhandled;
        // the table is then loaded again and asked once more.
        for _ in 0..2 {
            let (reply, rx) = oneshot::channel();
            if self.sender(id).await?.send(msg(reply)).await.is_ok()
                && let Ok(answer) = rx.await
            {
                return Ok(answer);
            }
        }
        Err(gone())
    }

    pub async fn create(&self, owner: &Account, new: NewTable) -> Result<Arc<TableInfo>, ApiError> {
        let game = self
            .catalog
            .get(&new.game)
            .ok_or_else(|| TableError::UnknownGame { game: new.game.clone(), known: self.catalog.ids().join(", ") })?;
        let players = new.players.unwrap_or(game.max_players());
        check_players(game, players, 0)?;
        let mut options = new.options.unwrap_or(Value::Null);
        if let Some(ruleset) = new.ruleset {
            if options.is_null() {
                options = json!({});
            }
            if !options.is_object() {
                return Err(TableError::BadOption("options must be a JSON object".into()).into());
            }
            options["ruleset"] = json!(ruleset);
        }
        let options = game.normalize_options(&options).map_err(|e| TableError::BadOption(e.0))?;
        let owned = self.store.active_tables_owned(&owner.id).await?;
        let limit = self.config.max_tables_per_account;
        if owned >= limit as u64 {
            return Err(TableError::TooManyTables { owned, limit }.into());
        }
        let settings = Settings {
            options,
            players,
            public: new.public.unwrap_or(true),
            pace: new.pace.unwrap_or(Pace::Live),
            bot_takeover: new.bot_takeover.unwrap_or(false),
        };
        let row = TableRow {
            id: random_id(),
            game: game.id().to_string(),
            owner_id: owner.id.clone(),
            settings: serde_json::to_string(&settings).expect("settings serialise"),
            seats: "[]".into(),
            status: Status::Open.as_str().into(),
            seed: 0,
            version: 0,
            outcome: None,
        };
        self.store.insert_table(&row).await?;
        let task = TableTask::load(row, &self.store, &self.catalog, &self.config).await?;
        let info = Arc::new(task.info());
        self.spawn(task);
        Ok(info)
    }

    /// The lobby: tables with this status that `account` may see.
    pub async fn list(&self, status: Status, account: Option<&str>) -> Result<Vec<TableInfo>, ApiError> {
        let rows = self.store.tables_with_status(status.as_str(), 200).await?;
        let mut out = Vec::new();
        for row in rows {
            match TableInfo::from_row(&row, &self.catalog) {
                Ok(info) if info.visible_to(account) => out.push(info),
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "skipping a table in the lobby"),
            }
        }
        Ok(out)
    }

    pub async fn command(&self, id: &str, account: Account, command: Command) -> Result<CommandReply, ApiError> {
        self.ask(id, |reply| Msg::Command { account: account.clone(), command: command.clone(), reply }).await?
    }

    /// Submits an action; returns the table's new version once the action is durable.
    pub async fn act(
        &self,
        id: &str,
        account: &str,
        seat: Option<u8>,
        version: u64,
        action: Value,
    ) -> Result<u64, ApiError> {
        self.ask(id, |reply| Msg::Action { account: account.to_string(), seat, version, action: action.clone(), reply })
            .await?
    }

    pub async fn subscribe(&self, id: &str, since: Option<u64>) -> Result<Subscription, ApiError> {
        self.ask(id, |reply| Msg::Subscribe { since, reply }).await
    }

    pub async fn record(&self, id: &str) -> Result<RecordOf, ApiError> {
        self.ask(id, |reply| Msg::Record { reply }).await
    }

    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }
}
