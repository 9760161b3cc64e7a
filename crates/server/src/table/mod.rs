//! Tables: one tokio task per live table owns its seats, options and running game.
//!
//! - [`seating`]: the rules of seats and options as plain data (unit-tested without tokio);
//! - [`task`]: the table's task, which applies actions and commands one at a time and commits before it tells;
//! - [`bots`]: bots and turn timers;
//! - [`broadcast`]: what the task sends to its sessions;
//! - [`lobby`]: the lobby, served from memory;
//! - [`errors`]: every refusal, and the one place where it becomes an HTTP or WebSocket error.
//!
//! This file holds the registry of live tables ([`Tables`]): it loads a table from the store when first asked
//! for (nothing is loaded at start-up but the lobby's index) and hands each request to the table's task
//! through its channel. History older than what a task keeps in memory is rebuilt here from the store.

mod bots;
pub mod broadcast;
mod clocks;
pub mod errors;
pub mod lobby;
pub mod seating;
mod task;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use statecraft_catalog::{Applied, Catalog};
use statecraft_engine::{ENGINE_VERSION, Record, RecordedAction, Seat, Text};
use std::collections::HashMap;
use std::net::IpAddr;
use std::ops::Range;
use std::sync::{Arc, Mutex};
use tokio::sync::{Semaphore, mpsc, oneshot};

pub use broadcast::{ChatLine, Moved, PerViewer, Subscription, Update};
pub use errors::TableError;
pub use seating::{Fork, Pace, SeatHolder, Settings, Status};

use crate::Config;
use crate::auth::{Account, name_key, random_id};
use crate::clock::{ClockView, OutOfTime, TimeControl};
use crate::commands::Command;
use crate::error::ApiError;
use crate::limits::Limiters;
use crate::notify::Notifier;
use crate::store::{Store, StoreError, TableRow, now_ms};
use lobby::{Listed, Lobby, Page};
use seating::check_players;
use task::{Shared, TableTask};

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
    /// The seats (0-based) whose decision the running game waits for; empty before the start and at the end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to_act: Vec<usize>,
    /// When the present decision began (ms since the epoch, the server's clock), so that a page's turn clock
    /// does not restart when it is reloaded; unknown for a table not in memory.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_since_ms: Option<i64>,
    /// Why the stored game cannot go on (a damaged record, or rules that changed), when it cannot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problem: Option<Text>,
    /// The players' clocks when this was written (tables with a time control, once started).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockView>,
}

impl TableInfo {
    /// The seats `account` plays in person, in seating order.
    pub fn seats_of(&self, account: &str) -> Vec<Seat> {
        seating::seats_of(&self.seats, account)
    }
    pub fn visible_to(&self, account: Option<&str>) -> bool {
        seating::visible_to(&self.settings, &self.owner, &self.seats, account)
    }
    /// Whether `account` has played in this game (now or before).
    pub fn played_by(&self, account: &str) -> bool {
        self.seats.iter().any(|h| h.account.as_deref() == Some(account) || h.held_by.iter().any(|a| a == account))
    }
    /// The version from which `seat`'s present holder may see the seat's log (see [`SeatHolder::since`]).
    pub fn seat_since(&self, seat: Option<Seat>) -> u64 {
        seat.and_then(|s| self.seats.get(s.index())).map_or(0, |h| h.since)
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
            to_act: Vec::new(),
            turn_since_ms: None,
            problem: None,
            clock: None,
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

/// What the task knows of its record besides the actions (which are read from the store).
pub(crate) struct RecordMeta {
    info: Arc<TableInfo>,
    rules_version: u32,
    seed: u64,
    final_hash: Option<String>,
}

pub(crate) enum Msg {
    Command {
        account: Account,
        command: Command,
        /// For `/invite`: the account the name belongs to.
        invitee: Option<Account>,
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
        account: Option<String>,
        reply: oneshot::Sender<Result<Subscription, TableError>>,
    },
    Record {
        reply: oneshot::Sender<RecordMeta>,
    },
    /// A bot's decision, made at `version`.
    BotMove {
        version: u64,
        seat: Seat,
        action: Option<Value>,
    },
    /// The log before the snapshot the table was restored from does not replay to it.
    Damaged {
        why: String,
    },
    /// A clock of this table is due: the task applies a time-out (the table is loaded for it if needed).
    Wake,
    /// Another node took the table's lease: leave it.
    Lost,
    /// Close the table if it has not started and has not changed since `before_ms`.
    Expire {
        before_ms: i64,
        reply: oneshot::Sender<bool>,
    },
}

/// The table parameters of `POST /api/tables`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
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
    #[serde(default)]
    pub spectator_chat: Option<bool>,
    /// A custom time control (bank and increment); without it the pace's own ([`TimeControl::LIVE`] or
    /// [`TimeControl::LONG`]).
    #[serde(default)]
    pub clock: Option<TimeControl>,
    /// What happens when a player's time runs out (overrides the clock's `on_timeout`).
    #[serde(default)]
    pub out_of_time: Option<OutOfTime>,
}

/// The channel of each table whose task is running.
type Live = Arc<Mutex<HashMap<String, mpsc::Sender<Msg>>>>;

/// All live tables of this server, by id. A table not in memory is loaded from the store when first asked for;
/// an idle one unloads itself (see [`Config::idle_unload`]).
pub struct Tables {
    live: Live,
    shared: Shared,
}

fn gone() -> ApiError {
    ApiError::internal()
}

impl Tables {
    pub fn new(store: Store, catalog: Arc<Catalog>, config: Arc<Config>, limiters: Arc<Limiters>) -> Tables {
        let notifier = Arc::new(Notifier::new(store.clone(), &config));
        let shared = Shared {
            notifier,
            store,
            catalog,
            lobby: Arc::new(Lobby::new(config.lobby_page * 4)),
            limiters,
            bot_threads: Arc::new(Semaphore::new(config.bot_threads.max(1))),
            node_id: config.cluster.as_ref().map(|_| random_id()),
            config,
        };
        Tables { live: Live::default(), shared }
    }

    pub fn live_count(&self) -> usize {
        self.live.lock().expect("tables lock").len()
    }

    /// Reads the lobby's index from the store (at start-up); no table is loaded until someone asks for it.
    pub async fn index(&self) -> Result<usize, StoreError> {
        let finished = (self.shared.config.lobby_page * 4) as i64;
        for row in self.shared.store.lobby_rows(finished).await? {
            match TableInfo::from_row(&row, &self.shared.catalog) {
                Ok(info) => self.shared.lobby.put(Listed {
                    info: Arc::new(info),
                    created_ms: row.created_ms,
                    updated_ms: row.updated_ms,
                }),
                // One damaged table must not keep every other game from continuing.
                Err(error) => tracing::error!(%error, "table not listed"),
            }
        }
        Ok(self.shared.lobby.len())
    }

    fn spawn(&self, task: TableTask) -> mpsc::Sender<Msg> {
        let mut live = self.live.lock().expect("tables lock");
        if let Some(tx) = live.get(&task.id).filter(|tx| !tx.is_closed()) {
            return tx.clone();
        }
        let (tx, rx) = mpsc::channel(256);
        live.insert(task.id.clone(), tx.clone());
        let (id, live, me) = (task.id.clone(), self.live.clone(), tx.downgrade());
        let (lease, store) = (task.lease.clone(), self.shared.store.clone());
        tokio::spawn(async move {
            task.run(rx, me).await;
            {
                let mut live = live.lock().expect("tables lock");
                // A newer task of the same table may have taken the entry already.
                if live.get(&id).is_some_and(mpsc::Sender::is_closed) {
                    live.remove(&id);
                }
            }
            // Given back only if it is still this task's (a newer task's lease has a token of its own).
            if let Some(token) = lease
                && let Err(error) = store.release_lease(&id, &token).await
            {
                tracing::warn!(table = %id, %error, "could not give the lease back; it runs out by itself");
            }
        });
        tx
    }

    async fn sender(&self, id: &str) -> Result<mpsc::Sender<Msg>, ApiError> {
        if let Some(tx) = self.live.lock().expect("tables lock").get(id).filter(|tx| !tx.is_closed()) {
            return Ok(tx.clone());
        }
        let row = self.shared.store.table(id).await?.ok_or_else(ApiError::not_found)?;
        let lease = self.take_lease(id).await?;
        match TableTask::load(row, &self.shared, lease.clone()).await {
            Ok(task) => Ok(self.spawn(task)),
            Err(error) => {
                if let Some(token) = lease {
                    self.shared.store.release_lease(id, &token).await?;
                }
                Err(error.into())
            }
        }
    }

    /// With several nodes: takes the table's lease for this node (a new token), or refuses with
    /// `table_moved` while another node holds it. Without, there is nothing to take.
    async fn take_lease(&self, id: &str) -> Result<Option<String>, ApiError> {
        let (Some(node), Some(cluster)) = (&self.shared.node_id, &self.shared.config.cluster) else {
            return Ok(None);
        };
        let token = random_id();
        let expires = now_ms() + cluster.lease.as_millis() as i64;
        if self.shared.store.take_lease(id, node, &token, expires).await? {
            Ok(Some(token))
        } else {
            Err(ApiError::table_moved())
        }
    }

    /// With several nodes: the address of the node that owns the table now, when that is another node.
    pub async fn owner_elsewhere(&self, id: &str) -> Result<Option<String>, StoreError> {
        let Some(node) = &self.shared.node_id else { return Ok(None) };
        if self.live.lock().expect("tables lock").get(id).is_some_and(|tx| !tx.is_closed()) {
            return Ok(None);
        }
        let holder = self.shared.store.lease_holder(id).await?;
        Ok(holder.filter(|h| &h.node_id != node).map(|h| h.url))
    }

    /// With several nodes, every third of a lease: renews this node's row and its tables' leases, tells a
    /// table whose lease another node took (after this node could not renew in time) to leave, and refreshes
    /// the lobby from the store, since other nodes change tables too.
    pub async fn heartbeat(&self, last_renewed: &mut Option<tokio::time::Instant>) {
        let (Some(node), Some(cluster)) = (&self.shared.node_id, &self.shared.config.cluster) else { return };
        let store = &self.shared.store;
        // Only tables live before the renewal are judged by it: a table loaded meanwhile took its lease after.
        let live: Vec<(String, mpsc::Sender<Msg>)> =
            self.live.lock().expect("tables lock").iter().map(|(id, tx)| (id.clone(), tx.clone())).collect();
        let started = tokio::time::Instant::now();
        let expires = now_ms() + cluster.lease.as_millis() as i64;
        let renewed = async {
            store.register_node(node, &cluster.node_url, expires).await?;
            store.renew_leases(node, expires).await
        };
        let lost: Vec<&mpsc::Sender<Msg>> = match renewed.await {
            Ok(held) => {
                *last_renewed = Some(started);
                live.iter().filter(|(id, _)| !held.contains(id)).map(|(_, tx)| tx).collect()
            }
            Err(error) => {
                tracing::error!(%error, "could not renew this node's leases");
                // Past the lease, another node may have the tables: writing would fail anyway.
                let expired = last_renewed.is_none_or(|at| at.elapsed() > cluster.lease);
                if expired { live.iter().map(|(_, tx)| tx).collect() } else { Vec::new() }
            }
        };
        for tx in lost {
            let _ = tx.send(Msg::Lost).await;
        }
        if let Err(error) = self.refresh_lobby().await {
            tracing::warn!(%error, "could not refresh the lobby from the store");
        }
    }

    /// Reads the lobby's index again, leaving the tables this node has live (their tasks keep them current)
    /// and dropping the listed ones the store no longer lists.
    async fn refresh_lobby(&self) -> Result<(), StoreError> {
        let finished = (self.shared.config.lobby_page * 4) as i64;
        let rows = self.shared.store.lobby_rows(finished).await?;
        let live: std::collections::HashSet<String> = self.live.lock().expect("tables lock").keys().cloned().collect();
        let listed: std::collections::HashSet<&str> = rows.iter().map(|r| r.id.as_str()).collect();
        for id in self.shared.lobby.ids() {
            if !listed.contains(id.as_str()) && !live.contains(&id) {
                self.shared.lobby.remove(&id);
            }
        }
        for row in rows.iter().filter(|r| !live.contains(&r.id)) {
            if let Ok(info) = TableInfo::from_row(row, &self.shared.catalog) {
                let listed = Listed { info: Arc::new(info), created_ms: row.created_ms, updated_ms: row.updated_ms };
                self.shared.lobby.put(listed);
            }
        }
        Ok(())
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

    pub async fn create(&self, owner: &Account, ip: IpAddr, new: NewTable) -> Result<Arc<TableInfo>, ApiError> {
        self.create_with(owner, ip, new, None).await
    }

    /// A new table whose game starts where the finished game `id` stood after `step` moves, with its options,
    /// player count and pace (see [`Fork`]).
    pub async fn fork(&self, id: &str, owner: &Account, ip: IpAddr, step: u64) -> Result<Arc<TableInfo>, ApiError> {
        let source = self.show(id, Some(&owner.id)).await?;
        if source.status != Status::Finished {
            return Err(ApiError::conflict(
                "not_finished",
                "Only a finished game can be forked.",
                "分岐できるのは終了したゲームだけです。",
            ));
        }
        if step > source.version {
            return Err(ApiError::bad_request(
                "no_such_step",
                format!("This game has {} steps.", source.version),
                format!("このゲームは{}手です。", source.version),
            ));
        }
        let settings = &source.settings;
        let new = NewTable {
            game: source.game.clone(),
            players: Some(source.seats.len()),
            options: Some(settings.options.clone()),
            public: Some(settings.public),
            pace: Some(settings.pace),
            bot_takeover: Some(settings.bot_takeover),
            spectator_chat: Some(settings.spectator_chat),
            clock: settings.clock,
            ..NewTable::default()
        };
        self.create_with(owner, ip, new, Some(Fork { from: id.to_string(), step })).await
    }

    async fn create_with(
        &self,
        owner: &Account,
        ip: IpAddr,
        new: NewTable,
        fork: Option<Fork>,
    ) -> Result<Arc<TableInfo>, ApiError> {
        let catalog = &self.shared.catalog;
        let game = catalog
            .get(&new.game)
            .ok_or_else(|| TableError::UnknownGame { game: new.game.clone(), known: catalog.ids().join(", ") })?;
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
        let owned = self.shared.lobby.active_tables_of(&owner.id);
        let limit = self.shared.config.max_tables_per_account;
        if owned >= limit as u64 {
            return Err(TableError::TooManyTables { owned, limit }.into());
        }
        self.shared.limiters.tables_per_account.check(&owner.id)?;
        self.shared.limiters.tables_per_ip.check(&ip)?;
        let pace = new.pace.unwrap_or(Pace::Live);
        let mut clock = new.clock.unwrap_or(match pace {
            Pace::Live => TimeControl::LIVE,
            Pace::Long => TimeControl::LONG,
        });
        clock.on_timeout = new.out_of_time.unwrap_or(clock.on_timeout);
        clock.check().map_err(TableError::BadOption)?;
        let settings = Settings {
            clock: Some(clock),
            fork,
            options,
            players,
            public: new.public.unwrap_or(true),
            pace,
            bot_takeover: new.bot_takeover.unwrap_or(false),
            spectator_chat: new.spectator_chat.unwrap_or(true),
            invited: Vec::new(),
            kicked: Vec::new(),
        };
        let now = now_ms();
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
            rules_version: Some(game.rules_version()),
            created_ms: now,
            updated_ms: now,
        };
        self.shared.store.insert_table(&row).await?;
        let lease = self.take_lease(&row.id).await?;
        let task = TableTask::load(row, &self.shared, lease).await?;
        let info = Arc::new(task.info());
        task.publish_table();
        self.spawn(task);
        Ok(info)
    }

    /// One page of the lobby: tables with this status that `account` may see, newest first.
    pub fn list(&self, status: Status, account: Option<&str>, page: usize) -> Page {
        self.shared.lobby.page(status, account, page, self.shared.config.lobby_page.max(1))
    }

    /// A table's info, for `account` (from the lobby when listed there).
    pub async fn show(&self, id: &str, account: Option<&str>) -> Result<Arc<TableInfo>, ApiError> {
        let info = match self.shared.lobby.get(id) {
            // The lobby's copy has no clocks (they change with every move): a running clock is asked for.
            Some(listed) if listed.info.status != Status::Running || listed.info.settings.clock.is_none() => {
                listed.info
            }
            _ => self.ask(id, |reply| Msg::Record { reply }).await?.info,
        };
        if !info.visible_to(account) {
            return Err(TableError::PrivateTable.into());
        }
        Ok(info)
    }

    pub async fn command(&self, id: &str, account: Account, command: Command) -> Result<CommandReply, ApiError> {
        let limiters = &self.shared.limiters;
        if !matches!(command, Command::Say(_)) {
            limiters.commands_per_account.check(&account.id)?;
        }
        let invitee = match &command {
            Command::Invite { name } => {
                let row = self.shared.store.account_by_key(&name_key(name)).await?;
                let row = row.ok_or_else(|| TableError::NoSuchPlayer(name.clone()))?;
                Some(Account { guest: row.password_hash.is_none(), id: row.id, name: row.name })
            }
            _ => None,
        };
        self.ask(id, |reply| Msg::Command {
            account: account.clone(),
            command: command.clone(),
            invitee: invitee.clone(),
            reply,
        })
        .await?
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

    /// Follows a table as `account`: its state now, the log after `since` (older entries than the task keeps
    /// are rebuilt from the store), and everything that follows.
    pub async fn subscribe(
        &self,
        id: &str,
        since: Option<u64>,
        account: Option<&str>,
    ) -> Result<Subscription, ApiError> {
        let account = account.map(str::to_string);
        let mut sub = self.ask(id, |reply| Msg::Subscribe { since, account: account.clone(), reply }).await??;
        if let Some(older) = sub.older.take() {
            let mut rebuilt = self.rebuild_log(&sub.info, older).await?;
            rebuilt.append(&mut sub.missed);
            sub.missed = rebuilt;
        }
        Ok(sub)
    }

    /// The log entries of the actions taking the table from version `range.start` to `range.end`, replayed
    /// from the store (they are committed, so they cannot change).
    async fn rebuild_log(&self, info: &TableInfo, range: Range<u64>) -> Result<Vec<(u64, Arc<Applied>)>, ApiError> {
        let meta = self.ask(&info.id, |reply| Msg::Record { reply }).await?;
        let record = self.record_of(meta, range.end).await?;
        let table = info.id.clone();
        let catalog = self.shared.catalog.clone();
        let result = tokio::task::spawn_blocking(move || {
            let game = catalog.find(&record.game)?;
            let mut replayed =
                game.replay(&Record { actions: Vec::new(), ..record.clone() }, None).map_err(|e| e.to_string())?;
            let mut out = Vec::new();
            for (index, recorded) in record.actions.iter().enumerate() {
                let applied = replayed.apply(recorded.seat, &recorded.action).map_err(|e| e.to_string())?;
                let version = index as u64 + 1;
                if version > range.start {
                    out.push((version, Arc::new(applied)));
                }
            }
            Ok::<_, String>(out)
        })
        .await
        .map_err(|_| ApiError::internal())?;
        result.map_err(|error| {
            tracing::error!(%table, %error, "the log does not replay; history left out");
            ApiError::internal()
        })
    }

    /// The record of a game, the actions read from the store: once the game is over for anyone who may see the
    /// table; before, only for the players of a game that cannot continue (`problem`).
    pub async fn record(&self, id: &str, account: Option<&str>) -> Result<RecordOf, ApiError> {
        let meta = self.ask(id, |reply| Msg::Record { reply }).await?;
        let info = meta.info.clone();
        if !info.visible_to(account) {
            return Err(TableError::PrivateTable.into());
        }
        let version = info.version;
        let record = self.record_of(meta, version).await?;
        Ok(RecordOf { record, info })
    }

    async fn record_of(&self, meta: RecordMeta, actions: u64) -> Result<Record, ApiError> {
        let info = &meta.info;
        let rows = self.shared.store.actions(&info.id, 0).await?;
        let mut recorded = Vec::with_capacity(actions as usize);
        for row in rows.into_iter().take(actions as usize) {
            let action = serde_json::from_str(&row.action).map_err(|e| StoreError::Corrupt(e.to_string()))?;
            recorded.push(RecordedAction { seat: Seat(row.seat), action });
        }
        Ok(Record {
            engine_version: ENGINE_VERSION.to_string(),
            game: info.game.clone(),
            rules_version: meta.rules_version,
            options: info.settings.options.clone(),
            seats: info.seats.iter().map(|h| h.name.clone()).collect(),
            seed: meta.seed,
            actions: recorded,
            final_hash: meta.final_hash,
        })
    }

    /// Wakes the tables whose clock has run out (a table that left memory holds no timer of its own).
    pub async fn wake_due_clocks(&self) {
        let due = match self.shared.store.clocks_due(now_ms()).await {
            Ok(due) => due,
            Err(error) => return tracing::error!(%error, "reading the due clocks failed"),
        };
        for id in due {
            let sender = match self.sender(&id).await {
                Ok(sender) => sender,
                Err(error) => {
                    tracing::warn!(table = %id, code = error.code, "a table with a due clock could not be loaded");
                    continue;
                }
            };
            let _ = sender.send(Msg::Wake).await;
        }
    }

    /// Closes the tables that have not started and not changed for `open_table_ttl`.
    pub async fn expire_open(&self) {
        let before = now_ms() - self.shared.config.open_table_ttl.as_millis() as i64;
        for id in self.shared.lobby.open_since(before) {
            match self.ask(&id, |reply| Msg::Expire { before_ms: before, reply }).await {
                Ok(true) => tracing::info!(table = %id, "unstarted table closed"),
                Ok(false) => {}
                Err(error) => tracing::warn!(table = %id, code = error.code, "could not close an unstarted table"),
            }
        }
    }
}
