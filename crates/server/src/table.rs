//! Tables: one tokio task per live table owns its seats, options and running game.
//!
//! Every change reaches the task through its channel, so a table never needs a lock: commands (`/join`,
//! `/start`, …), actions from players and bots, subscriptions of WebSocket sessions. An action is checked,
//! applied to a copy of the game, appended to the store (log row and version bump in one transaction) and only
//! after that commit is the copy kept and the change broadcast. A failed write therefore changes nothing.
//!
//! Sessions receive [`Update`]s on a broadcast channel. A move carries the new game (shared, read-only), the
//! log entries of the move already redacted per viewer, and a frame slot per viewer: the first session of a
//! seat (or of the spectators) writes that viewer's message and the others send the same text, so nothing but
//! views and redacted entries ever leaves the server, and each is written once.

use axum::extract::ws::Utf8Bytes;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use statecraft_bots::Level;
use statecraft_catalog::{Applied, Catalog, DynGame, DynMatch, set_option};
use statecraft_engine::{ENGINE_VERSION, Record, RecordedAction, Seat, Text, ToAct};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::{broadcast, mpsc, oneshot};
use tokio::time::Instant;

/// The level of a bot that stands in for a player who left or ran out of time: a real search, so that the game
/// stays worth finishing for the others, yet quick enough (tens of milliseconds a decision) for live play.
const STAND_IN_LEVEL: Level = Level::Normal;

use crate::Config;
use crate::auth::{Account, random_id};
use crate::commands::{self, Command};
use crate::error::ApiError;
use crate::store::{AppendMeta, Store, StoreError, TableRow};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Open,
    Running,
    Finished,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Running => "running",
            Status::Finished => "finished",
        }
    }
    pub fn parse(s: &str) -> Option<Status> {
        [Status::Open, Status::Running, Status::Finished].into_iter().find(|x| x.as_str() == s)
    }
}

/// How fast a table plays: a live table expects a move within minutes, a long one within days.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    Live,
    Long,
}

/// A table's own settings (the game's options are one of them).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Settings {
    /// The game's options, normalised by the game.
    pub options: Value,
    /// How many seats the table has (the player count once the game starts with a full table).
    pub players: usize,
    pub public: bool,
    pub pace: Pace,
    /// Whether a bot takes over the seat of a player who leaves or runs out of time.
    pub bot_takeover: bool,
}

/// Who sits in a seat. A human's seat has `account`; a bot's has `bot`. A bot standing in for a player who
/// left or timed out has `stand_in`, and anyone may take that seat back with `/join`; a seat with neither is
/// vacant.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatHolder {
    pub name: String,
    pub account: Option<String>,
    pub bot: Option<Level>,
    #[serde(default)]
    pub stand_in: bool,
}

impl SeatHolder {
    fn human_of(&self, account: &str) -> bool {
        self.bot.is_none() && self.account.as_deref() == Some(account)
    }
    fn is_human(&self) -> bool {
        self.bot.is_none() && self.account.is_some()
    }
    fn is_free(&self) -> bool {
        self.account.is_none() && (self.bot.is_none() || self.stand_in)
    }
}

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
        self.seats.iter().enumerate().filter(|(_, h)| h.human_of(account)).map(|(i, _)| Seat(i as u8)).collect()
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

/// A line of table chat; `from` is `None` for the table's own announcements.
#[derive(Clone, Debug, Serialize)]
pub struct ChatLine {
    pub from: Option<String>,
    pub text: Text,
}

/// What a table broadcasts to its sessions.
#[derive(Clone)]
pub enum Update {
    /// Seats, settings or status changed; `game` is the current game once started.
    Table {
        info: Arc<TableInfo>,
        game: Option<Arc<dyn DynMatch>>,
    },
    Chat(Arc<ChatLine>),
    /// An action was committed, taking the table to `version`.
    Moved(Arc<Moved>),
}

/// One committed action as every session receives it.
pub struct Moved {
    pub version: u64,
    pub applied: Arc<Applied>,
    pub game: Arc<dyn DynMatch>,
    /// The message each viewer gets about this move, written by the first of its sessions to need it and then
    /// shared, so a crowd of spectators costs one view, not one each.
    pub frames: PerViewer<Utf8Bytes>,
}

/// A value per viewer (each seat, and spectators), each computed at most once.
pub struct PerViewer<T> {
    seats: Vec<OnceLock<T>>,
    public: OnceLock<T>,
}

impl<T> PerViewer<T> {
    pub fn new(players: usize) -> Self {
        PerViewer { seats: (0..players).map(|_| OnceLock::new()).collect(), public: OnceLock::new() }
    }

    /// The value for `viewer`, computing it with `make` if nobody has yet. A seat the game does not have is
    /// never cached (its value must not reach anyone else).
    pub fn get_or_init(&self, viewer: Option<Seat>, make: impl FnOnce() -> T) -> T
    where
        T: Clone,
    {
        let cell = match viewer {
            Some(seat) => self.seats.get(seat.index()),
            None => Some(&self.public),
        };
        match cell {
            Some(cell) => cell.get_or_init(make).clone(),
            None => make(),
        }
    }
}

/// Everything a session needs to start: the current table and game, the moves after `since`, and the
/// receiver of everything that follows (taken at the same moment, so nothing falls in between).
pub struct Subscription {
    pub info: Arc<TableInfo>,
    pub game: Option<Arc<dyn DynMatch>>,
    pub missed: Vec<(u64, Arc<Applied>)>,
    pub chat: Vec<Arc<ChatLine>>,
    pub updates: broadcast::Receiver<Update>,
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

enum Msg {
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
        let game = self.catalog.get(&new.game).ok_or_else(|| {
            ApiError::bad_request(
                "unknown_game",
                format!("Unknown game `{}` (games: {}).", new.game, self.catalog.ids().join(", ")),
                format!("`{}` というゲームはありません（{}）。", new.game, self.catalog.ids().join(", ")),
            )
        })?;
        let players = new.players.unwrap_or(game.max_players());
        check_players(game, players, 0)?;
        let mut options = new.options.unwrap_or(Value::Null);
        if let Some(ruleset) = new.ruleset {
            if options.is_null() {
                options = json!({});
            }
            if !options.is_object() {
                return Err(bad_option("options must be a JSON object".into()));
            }
            options["ruleset"] = json!(ruleset);
        }
        let options = game.normalize_options(&options).map_err(|e| bad_option(e.0))?;
        let owned = self.store.active_tables_owned(&owner.id).await?;
        if owned >= self.config.max_tables_per_account as u64 {
            return Err(ApiError::forbidden(
                "too_many_tables",
                format!(
                    "You already have {owned} open or running tables (the limit is {}).",
                    self.config.max_tables_per_account
                ),
                format!(
                    "開催中・進行中のテーブルがすでに{owned}卓あります（上限は{}卓）。",
                    self.config.max_tables_per_account
                ),
            ));
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

fn bad_option(message: String) -> ApiError {
    ApiError::bad_request(
        "bad_option",
        format!("Invalid option: {message}"),
        format!("オプションが不正です: {message}"),
    )
}

fn check_players(game: &dyn DynGame, players: usize, seated: usize) -> Result<(), ApiError> {
    let (min, max) = (game.min_players(), game.max_players());
    if !(min..=max).contains(&players) {
        return Err(ApiError::bad_request(
            "bad_players",
            format!("{} takes {min} to {max} players.", game.name().en),
            format!("{}は{min}〜{max}人用です。", game.name().ja),
        ));
    }
    if players < seated {
        return Err(ApiError::bad_request(
            "bad_players",
            format!("{seated} players are already seated."),
            format!("すでに{seated}人が着席しています。"),
        ));
    }
    Ok(())
}

fn refuse(code: &'static str, en: impl Into<String>, ja: impl Into<String>) -> ApiError {
    ApiError::conflict(code, en, ja)
}

fn on_off(v: bool) -> &'static str {
    if v { "on" } else { "off" }
}

fn parse_switch(name: &str, value: Option<&str>) -> Result<bool, ApiError> {
    match value {
        None | Some("on" | "true" | "yes" | "1") => Ok(true),
        Some("off" | "false" | "no" | "0") => Ok(false),
        Some(_) => Err(bad_option(format!("`{name}` is a switch: use on or off"))),
    }
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// The state owned by one table's task.
struct TableTask {
    id: String,
    game_id: &'static str,
    catalog: Arc<Catalog>,
    store: Store,
    config: Arc<Config>,
    owner: String,
    settings: Settings,
    seats: Vec<SeatHolder>,
    status: Status,
    seed: u64,
    outcome: Option<Value>,
    game: Option<Arc<dyn DynMatch>>,
    /// The whole action log (`actions[seq]` took the table from version `seq` to `seq + 1`).
    actions: Vec<(Seat, Value)>,
    /// What each action produced, for actions `history_from..`; older entries are rebuilt on demand.
    history: VecDeque<Arc<Applied>>,
    history_from: usize,
    /// Per seat: the version since which its legal actions have not changed; a submission made from any
    /// version at or after it was made with the same choices and is not stale.
    seat_since: Vec<u64>,
    /// Per seat: its legal actions as JSON text at `seat_since`.
    seat_legal: Vec<String>,
    chat: VecDeque<Arc<ChatLine>>,
    updates: broadcast::Sender<Update>,
    bot_due: Option<Instant>,
    turn_deadline: Option<Instant>,
}

impl TableTask {
    async fn load(
        row: TableRow,
        store: &Store,
        catalog: &Arc<Catalog>,
        config: &Arc<Config>,
    ) -> Result<TableTask, StoreError> {
        let info = TableInfo::from_row(&row, catalog)?;
        let dyn_game = catalog.find(&row.game).map_err(StoreError::Corrupt)?;
        let corrupt = |what: String| StoreError::Corrupt(format!("table {}: {what}", row.id));
        let mut actions = Vec::new();
        for a in store.actions(&row.id).await? {
            let value = serde_json::from_str(&a.action).map_err(|e| corrupt(format!("action {}: {e}", a.seq)))?;
            actions.push((Seat(a.seat), value));
        }
        let mut history = VecDeque::new();
        let mut history_from = 0;
        let game = if info.status == Status::Open {
            None
        } else {
            // Restore the latest snapshot and replay only the log after it.
            let (mut game, from) = match store.snapshot(&row.id).await? {
                Some((seq, state)) if seq as usize <= actions.len() => {
                    let value = serde_json::from_str(&state).map_err(|e| corrupt(format!("snapshot: {e}")))?;
                    (dyn_game.restore(&value).map_err(|e| corrupt(format!("snapshot: {e}")))?, seq as usize)
                }
                _ => (
                    dyn_game
                        .start(&info.settings.options, info.seats.len(), row.seed)
                        .map_err(|e| corrupt(format!("setup: {e}")))?,
                    0,
                ),
            };
            history_from = from;
            for (seq, (seat, action)) in actions.iter().enumerate().skip(from) {
                let applied = game.apply(*seat, action).map_err(|e| corrupt(format!("action {seq}: {e}")))?;
                history.push_back(Arc::new(applied));
            }
            Some(Arc::<dyn DynMatch>::from(game))
        };
        if actions.len() as u64 != row.version {
            return Err(corrupt(format!("version {} but {} actions logged", row.version, actions.len())));
        }
        let (updates, _) = broadcast::channel(config.broadcast_capacity);
        let mut task = TableTask {
            id: row.id,
            game_id: dyn_game.id(),
            catalog: catalog.clone(),
            store: store.clone(),
            config: config.clone(),
            owner: info.owner,
            settings: info.settings,
            seats: info.seats,
            status: info.status,
            seed: row.seed,
            outcome: info.outcome,
            game,
            actions,
            history,
            history_from,
            seat_since: Vec::new(),
            seat_legal: Vec::new(),
            chat: VecDeque::new(),
            updates,
            bot_due: None,
            turn_deadline: None,
        };
        task.refresh_seat_versions();
        Ok(task)
    }

    fn dyn_game(&self) -> &dyn DynGame {
        self.catalog.get(self.game_id).expect("the table's game is in the catalog")
    }

    fn version(&self) -> u64 {
        self.actions.len() as u64
    }

    fn info(&self) -> TableInfo {
        TableInfo {
            id: self.id.clone(),
            game: self.game_id.to_string(),
            game_name: self.dyn_game().name(),
            owner: self.owner.clone(),
            status: self.status,
            version: self.version(),
            settings: self.settings.clone(),
            seats: self.seats.clone(),
            outcome: self.outcome.clone(),
        }
    }

    fn row(&self) -> TableRow {
        TableRow {
            id: self.id.clone(),
            game: self.game_id.to_string(),
            owner_id: self.owner.clone(),
            settings: serde_json::to_string(&self.settings).expect("settings serialise"),
            seats: serde_json::to_string(&self.seats).expect("seats serialise"),
            status: self.status.as_str().to_string(),
            seed: self.seed,
            version: self.version(),
            outcome: self.outcome.as_ref().map(Value::to_string),
        }
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Msg>) {
        self.schedule();
        let mut last_message = Instant::now();
        loop {
            let (bot_due, deadline) = (self.bot_due, self.turn_deadline);
            let idle_due = Some(last_message + self.config.idle_unload);
            tokio::select! {
                msg = rx.recv() => match msg {
                    Some(msg) => {
                        last_message = Instant::now();
                        self.handle(msg).await;
                    }
                    None => break,
                },
                _ = sleep_until(idle_due) => {
                    // Checked only now, since sessions come and go without a message to the table.
                    if self.may_unload() {
                        rx.close();
                        break;
                    }
                    last_message = Instant::now();
                }
                _ = sleep_until(bot_due) => {
                    self.bot_due = None;
                    self.play_bot().await;
                }
                _ = sleep_until(deadline) => {
                    self.turn_deadline = None;
                    self.time_out().await;
                }
            }
        }
    }

    async fn handle(&mut self, msg: Msg) {
        match msg {
            Msg::Command { account, command, reply } => {
                let result = self.command(&account, command).await;
                let _ = reply.send(result.map(|reply| CommandReply { reply, table: Arc::new(self.info()) }));
            }
            Msg::Action { account, seat, version, action, reply } => {
                let _ = reply.send(self.submit(&account, seat, version, action).await);
            }
            Msg::Subscribe { since, reply } => {
                let missed = match since {
                    Some(since) if since < self.version() => {
                        self.rebuild_history(since as usize);
                        let skip = since as usize - self.history_from;
                        self.history
                            .iter()
                            .enumerate()
                            .skip(skip)
                            .map(|(i, a)| ((self.history_from + i + 1) as u64, a.clone()))
                            .collect()
                    }
                    _ => Vec::new(),
                };
                let _ = reply.send(Subscription {
                    info: Arc::new(self.info()),
                    game: self.game.clone(),
                    missed,
                    chat: self.chat.iter().cloned().collect(),
                    updates: self.updates.subscribe(),
                });
            }
            Msg::Record { reply } => {
                let record = Record {
                    engine_version: ENGINE_VERSION.to_string(),
                    game: self.game_id.to_string(),
                    rules_version: self.dyn_game().rules_version(),
                    options: self.settings.options.clone(),
                    seats: self.seats.iter().map(|h| h.name.clone()).collect(),
                    seed: self.seed,
                    actions: self
                        .actions
                        .iter()
                        .map(|(seat, action)| RecordedAction { seat: *seat, action: action.clone() })
                        .collect(),
                    final_hash: (self.status == Status::Finished)
                        .then(|| self.game.as_ref().map(|g| g.state_hash()))
                        .flatten(),
                };
                let _ = reply.send(RecordOf { record, info: Arc::new(self.info()) });
            }
        }
    }

    /// Whether the table may leave memory: no session follows it and no timer of its own is set (everything
    /// else it holds is in the store).
    fn may_unload(&self) -> bool {
        self.updates.receiver_count() == 0 && self.bot_due.is_none() && self.turn_deadline.is_none()
    }

    /// Makes `history` cover actions from `from` on, replaying the log from the start when a snapshot
    /// restore left older entries out.
    fn rebuild_history(&mut self, from: usize) {
        if from >= self.history_from {
            return;
        }
        let Ok(mut game) = self.dyn_game().start(&self.settings.options, self.seats.len(), self.seed) else { return };
        let mut older = Vec::new();
        for (seat, action) in &self.actions[..self.history_from] {
            match game.apply(*seat, action) {
                Ok(applied) => older.push(Arc::new(applied)),
                Err(error) => {
                    tracing::error!(table = %self.id, %error, "the log does not replay; history stays partial");
                    return;
                }
            }
        }
        for applied in older.into_iter().rev() {
            self.history.push_front(applied);
        }
        self.history_from = 0;
    }

    fn announce(&mut self, text: Text) {
        self.say(ChatLine { from: None, text });
    }

    fn say(&mut self, line: ChatLine) {
        let line = Arc::new(line);
        if self.chat.len() >= self.config.chat_history {
            self.chat.pop_front();
        }
        self.chat.push_back(line.clone());
        let _ = self.updates.send(Update::Chat(line));
    }

    fn publish_table(&self) {
        let _ = self.updates.send(Update::Table { info: Arc::new(self.info()), game: self.game.clone() });
    }

    async fn save(&self) -> Result<(), ApiError> {
        self.store.update_table(&self.row()).await?;
        Ok(())
    }

    /// Runs a table command; the table is saved before the change is announced. On error nothing changed.
    async fn command(&mut self, account: &Account, command: Command) -> Result<Option<Text>, ApiError> {
        let before = (self.settings.clone(), self.seats.clone(), self.status, self.seed, self.game.clone());
        let result = self.command_inner(account, command).await;
        if result.is_err() {
            (self.settings, self.seats, self.status, self.seed, self.game) = before;
        }
        result
    }

    async fn command_inner(&mut self, account: &Account, command: Command) -> Result<Option<Text>, ApiError> {
        let seated = self.seats.iter().any(|h| h.human_of(&account.id));
        let changed: Text = match command {
            Command::Say(text) => {
                self.say(ChatLine { from: Some(account.name.clone()), text: Text::new(text.clone(), text) });
                return Ok(None);
            }
            Command::Help => return Ok(Some(commands::help())),
            Command::Options => return Ok(Some(self.options_text())),
            Command::Join => self.join(account, seated)?,
            Command::Leave => self.leave(account, seated)?,
            Command::Start => self.start(seated)?,
            Command::Bot { level } => self.add_bot(account, seated, level.as_deref())?,
            Command::SetOption { name, value } => self.set_option(account, seated, &name, value.as_deref())?,
        };
        self.save().await?;
        self.announce(changed);
        self.refresh_seat_versions();
        self.publish_table();
        self.schedule();
        Ok(None)
    }

    fn join(&mut self, account: &Account, seated: bool) -> Result<Text, ApiError> {
        if seated {
            return Err(refuse(
                "already_seated",
                "You are already seated at this table.",
                "すでにこのテーブルに着席しています。",
            ));
        }
        let index = match self.status {
            Status::Finished => return Err(game_over()),
            Status::Open => {
                if self.seats.len() >= self.settings.players {
                    return Err(refuse("table_full", "The table is full.", "テーブルは満席です。"));
                }
                self.seats.push(SeatHolder {
                    name: account.name.clone(),
                    account: Some(account.id.clone()),
                    bot: None,
                    stand_in: false,
                });
                self.seats.len() - 1
            }
            Status::Running => {
                let index = self.seats.iter().position(SeatHolder::is_free).ok_or_else(|| {
                    refuse(
                        "table_full",
                        "The table is full: no seat is free.",
                        "テーブルは満席です（空席がありません）。",
                    )
                })?;
                self.seats[index] = SeatHolder {
                    name: account.name.clone(),
                    account: Some(account.id.clone()),
                    bot: None,
                    stand_in: false,
                };
                index
            }
        };
        Ok(Text::new(
            format!("{} takes seat {}.", account.name, index + 1),
            format!("{}さんが席{}に着きました。", account.name, index + 1),
        ))
    }

    fn leave(&mut self, account: &Account, seated: bool) -> Result<Text, ApiError> {
        if !seated {
            return Err(refuse("not_seated", "You are not seated at this table.", "このテーブルに着席していません。"));
        }
        match self.status {
            Status::Finished => return Err(game_over()),
            Status::Open => self.seats.retain(|h| !h.human_of(&account.id)),
            Status::Running => {
                let takeover = self.settings.bot_takeover;
                for holder in self.seats.iter_mut().filter(|h| h.human_of(&account.id)) {
                    holder.account = None;
                    holder.bot = takeover.then_some(STAND_IN_LEVEL);
                    holder.stand_in = takeover;
                }
                if takeover {
                    return Ok(Text::new(
                        format!("{} leaves; a bot takes over the seat.", account.name),
                        format!("{}さんが退席しました。ボットが代わりにプレイします。", account.name),
                    ));
                }
            }
        }
        Ok(Text::new(format!("{} leaves the table.", account.name), format!("{}さんが退席しました。", account.name)))
    }

    fn start(&mut self, seated: bool) -> Result<Text, ApiError> {
        match self.status {
            Status::Open => {}
            Status::Running => {
                return Err(refuse(
                    "already_started",
                    "The game has already started.",
                    "ゲームはすでに始まっています。",
                ));
            }
            Status::Finished => return Err(game_over()),
        }
        if !seated {
            return Err(refuse(
                "not_seated",
                "Only seated players can start the game.",
                "ゲームを開始できるのは着席しているプレイヤーだけです。",
            ));
        }
        let game = self.dyn_game();
        let (min, n) = (game.min_players(), self.seats.len());
        if n < min {
            return Err(refuse(
                "not_enough_players",
                format!("{} needs at least {min} players; {n} seated.", game.name().en),
                format!("{}には{min}人以上必要です（着席{n}人）。", game.name().ja),
            ));
        }
        let seed = statecraft_catalog::fresh_seed();
        let started = game.start(&self.settings.options, n, seed).map_err(|e| {
            ApiError::bad_request(
                "setup_failed",
                format!("The game cannot start: {}", e.0.en),
                format!("ゲームを開始できません: {}", e.0.ja),
            )
        })?;
        self.settings.players = n;
        self.seed = seed;
        self.game = Some(Arc::from(started));
        self.status = Status::Running;
        Ok(Text::new("The game begins!", "ゲーム開始！"))
    }

    fn add_bot(&mut self, account: &Account, seated: bool, level: Option<&str>) -> Result<Text, ApiError> {
        if !seated && account.id != self.owner {
            return Err(refuse(
                "not_seated",
                "Only seated players or the table's owner can seat a bot.",
                "ボットを着席させられるのは着席者かテーブルの作成者だけです。",
            ));
        }
        let level: Level = match level {
            Some(name) => name.parse().map_err(|e: String| {
                ApiError::bad_request("bad_level", e.clone(), format!("ボットの強さが不正です: {e}"))
            })?,
            None => Level::Random,
        };
        let name = format!("Bot ({})", level.name());
        let bot = SeatHolder { name: name.clone(), account: None, bot: Some(level), stand_in: false };
        let index = match self.status {
            Status::Finished => return Err(game_over()),
            Status::Open if self.seats.len() >= self.settings.players => {
                return Err(refuse("table_full", "The table is full.", "テーブルは満席です。"));
            }
            Status::Open => {
                self.seats.push(bot);
                self.seats.len() - 1
            }
            Status::Running => {
                let index = self
                    .seats
                    .iter()
                    .position(|h| h.account.is_none() && h.bot.is_none())
                    .ok_or_else(|| refuse("table_full", "No seat is vacant.", "空席がありません。"))?;
                self.seats[index] = bot;
                index
            }
        };
        Ok(Text::new(format!("{name} takes seat {}.", index + 1), format!("{name}が席{}に着きました。", index + 1)))
    }

    fn set_option(
        &mut self,
        account: &Account,
        seated: bool,
        name: &str,
        value: Option<&str>,
    ) -> Result<Text, ApiError> {
        if self.status != Status::Open {
            return Err(refuse(
                "already_started",
                "Options can only be changed before the start.",
                "オプションは開始前にのみ変更できます。",
            ));
        }
        if !seated && account.id != self.owner {
            return Err(refuse(
                "not_seated",
                "Only seated players or the table's owner can change options.",
                "オプションを変更できるのは着席者かテーブルの作成者だけです。",
            ));
        }
        match name {
            "players" => {
                let n =
                    value.and_then(|v| v.parse().ok()).ok_or_else(|| bad_option("`players` takes a number".into()))?;
                check_players(self.dyn_game(), n, self.seats.len())?;
                self.settings.players = n;
            }
            "public" => self.settings.public = parse_switch(name, value)?,
            "takeover" => self.settings.bot_takeover = parse_switch(name, value)?,
            "pace" => {
                self.settings.pace = match value {
                    Some("live") => Pace::Live,
                    Some("long") => Pace::Long,
                    _ => return Err(bad_option("`pace` must be one of: live, long".into())),
                }
            }
            _ => {
                self.settings.options =
                    set_option(self.dyn_game(), &self.settings.options, name, value).map_err(|e| bad_option(e.0))?
            }
        }
        let shown = self.option_value(name);
        Ok(Text::new(
            format!("{} sets {name} = {shown}.", account.name),
            format!("{}さんが {name} を {shown} に設定しました。", account.name),
        ))
    }

    fn option_value(&self, name: &str) -> String {
        match name {
            "players" => self.settings.players.to_string(),
            "public" => on_off(self.settings.public).into(),
            "takeover" => on_off(self.settings.bot_takeover).into(),
            "pace" => if self.settings.pace == Pace::Live { "live" } else { "long" }.into(),
            _ => match &self.settings.options[name] {
                Value::Bool(b) => on_off(*b).into(),
                Value::String(s) => s.clone(),
                other => other.to_string(),
            },
        }
    }

    fn options_text(&self) -> Text {
        let game = self.dyn_game();
        let mut en = vec![
            format!("players = {} ({}–{})", self.settings.players, game.min_players(), game.max_players()),
            format!("public = {}", self.option_value("public")),
            format!("pace = {} (live, long)", self.option_value("pace")),
            format!("takeover = {} (a bot replaces a player who leaves or times out)", self.option_value("takeover")),
        ];
        let mut ja = vec![
            format!("players = {}（{}〜{}人）", self.settings.players, game.min_players(), game.max_players()),
            format!("public = {}（公開テーブル）", self.option_value("public")),
            format!("pace = {}（live: リアルタイム, long: 長期戦）", self.option_value("pace")),
            format!("takeover = {}（退席・時間切れのプレイヤーをボットが代行）", self.option_value("takeover")),
        ];
        for spec in game.option_specs() {
            let value = self.option_value(&spec.name);
            en.push(format!("{} = {value} — {}", spec.name, spec.help.en));
            ja.push(format!("{} = {value} — {}", spec.name, spec.help.ja));
        }
        Text::new(en.join("; "), ja.join("; "))
    }

    /// An action from a player's connection: the seat must be theirs and the version one they may act from.
    async fn submit(&mut self, account: &str, seat: Option<u8>, version: u64, action: Value) -> Result<u64, ApiError> {
        let mine: Vec<Seat> =
            self.seats.iter().enumerate().filter(|(_, h)| h.human_of(account)).map(|(i, _)| Seat(i as u8)).collect();
        let seat = match seat {
            Some(s) if mine.contains(&Seat(s)) => Seat(s),
            None if !mine.is_empty() => mine[0],
            _ => {
                return Err(ApiError::forbidden(
                    "wrong_seat",
                    "You do not play that seat.",
                    "その席はあなたの席ではありません。",
                ));
            }
        };
        match self.status {
            Status::Open => {
                return Err(refuse("not_started", "The game has not started yet.", "ゲームはまだ始まっていません。"));
            }
            Status::Finished => return Err(game_over()),
            Status::Running => {}
        }
        let current = self.version();
        if version < current && self.actions[version as usize..].iter().any(|(s, a)| *s == seat && *a == action) {
            return Err(refuse("duplicate", "That action was already applied.", "その行動はすでに適用されています。"));
        }
        if version > current || version < self.seat_since[seat.index()] {
            return Err(refuse(
                "stale",
                format!("The table has moved on (version {current}, you sent {version}); look at the new view."),
                format!("盤面が更新されています（現在 {current}、送信 {version}）。新しい画面を確認してください。"),
            ));
        }
        self.apply(seat, action).await
    }

    /// Applies an action to a copy of the game, makes it durable, and only then keeps and broadcasts it.
    async fn apply(&mut self, seat: Seat, action: Value) -> Result<u64, ApiError> {
        let Some(game) = &self.game else {
            return Err(refuse("not_started", "The game has not started yet.", "ゲームはまだ始まっていません。"));
        };
        let mut next = game.clone_box();
        let applied = next.apply(seat, &action).map_err(|e| ApiError {
            status: axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            code: e.code(),
            message: e.text(),
        })?;
        let seq = self.version();
        let outcome = match next.to_act() {
            ToAct::Over { outcome } => Some(serde_json::to_value(outcome).expect("outcomes serialise")),
            _ => None,
        };
        let status = if outcome.is_some() { Status::Finished } else { Status::Running };
        let snapshot = (outcome.is_none() && (seq + 1).is_multiple_of(self.config.snapshot_every.max(1)))
            .then(|| next.snapshot().to_string());
        let outcome_text = outcome.as_ref().map(Value::to_string);
        self.store
            .append(
                &self.id,
                seq,
                seat.0,
                &action.to_string(),
                AppendMeta { status: status.as_str(), outcome: outcome_text.as_deref(), snapshot: snapshot.as_deref() },
            )
            .await?;
        let game: Arc<dyn DynMatch> = Arc::from(next);
        let applied = Arc::new(applied);
        self.actions.push((seat, action));
        self.history.push_back(applied.clone());
        self.game = Some(game.clone());
        let version = self.version();
        self.refresh_seat_versions();
        let frames = PerViewer::new(game.players());
        let _ = self.updates.send(Update::Moved(Arc::new(Moved { version, applied, game, frames })));
        if outcome.is_some() {
            self.status = status;
            self.outcome = outcome;
            self.announce(Text::new("The game is over.", "ゲーム終了です。"));
            self.publish_table();
        }
        self.schedule();
        Ok(version)
    }

    fn refresh_seat_versions(&mut self) {
        let Some(game) = &self.game else { return };
        let version = self.actions.len() as u64;
        self.seat_since.resize(game.players(), version);
        self.seat_legal.resize(game.players(), String::new());
        for seat in Seat::all(game.players()) {
            let legal = game.legal(seat);
            if legal != self.seat_legal[seat.index()] {
                self.seat_legal[seat.index()] = legal;
                self.seat_since[seat.index()] = version;
            }
        }
    }

    /// Sets the timers: a bot to act soon, a deadline for people to act (when bots may take over).
    fn schedule(&mut self) {
        self.bot_due = None;
        self.turn_deadline = None;
        let Some(game) = &self.game else { return };
        if self.status != Status::Running {
            return;
        }
        let to_act = game.to_act().seats();
        let now = Instant::now();
        if to_act.iter().any(|s| self.seats[s.index()].bot.is_some()) {
            self.bot_due = Some(now + self.config.bot_delay);
        }
        if self.settings.bot_takeover && to_act.iter().any(|s| self.seats[s.index()].is_human()) {
            let timeout = match self.settings.pace {
                Pace::Live => self.config.live_turn_timeout,
                Pace::Long => self.config.long_turn_timeout,
            };
            self.turn_deadline = Some(now + timeout);
        }
    }

    async fn play_bot(&mut self) {
        let Some(game) = self.game.clone() else { return };
        let Some((seat, level)) =
            game.to_act().seats().into_iter().find_map(|s| self.seats[s.index()].bot.map(|level| (s, level)))
        else {
            return;
        };
        let seed = self.seed ^ (self.version() + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let choice = tokio::task::spawn_blocking(move || game.bot_action(seat, level, seed)).await;
        match choice {
            Ok(Some(action)) => {
                if let Err(error) = self.apply(seat, action).await {
                    tracing::error!(table = %self.id, %seat, code = error.code, "a bot's action failed");
                    self.schedule();
                }
            }
            _ => tracing::error!(table = %self.id, %seat, "the bot found nothing to do"),
        }
    }

    /// People who did not act in time give their seats to bots.
    async fn time_out(&mut self) {
        let Some(game) = &self.game else { return };
        let late: Vec<Seat> = game.to_act().seats().into_iter().filter(|s| self.seats[s.index()].is_human()).collect();
        if late.is_empty() {
            return;
        }
        for seat in &late {
            let holder = &mut self.seats[seat.index()];
            holder.account = None;
            holder.bot = Some(STAND_IN_LEVEL);
            holder.stand_in = true;
        }
        if let Err(error) = self.save().await {
            tracing::error!(table = %self.id, code = error.code, "saving a takeover failed");
        }
        let seats: Vec<String> = late.iter().map(|s| (s.0 + 1).to_string()).collect();
        self.announce(Text::new(
            format!("Time is up for seat {}; a bot takes over (/join to take it back).", seats.join(", ")),
            format!("席{}が時間切れです。ボットが代わりにプレイします（/join で戻れます）。", seats.join(", ")),
        ));
        self.publish_table();
        self.schedule();
    }
}

fn game_over() -> ApiError {
    refuse("game_over", "The game is over.", "ゲームは終了しています。")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn each_viewer_has_its_own_value_made_once() {
        let cache = PerViewer::<String>::new(2);
        let made = Cell::new(0);
        let make = |name: &str| {
            made.set(made.get() + 1);
            name.to_string()
        };
        assert_eq!(cache.get_or_init(Some(Seat(0)), || make("seat 1")), "seat 1");
        assert_eq!(cache.get_or_init(Some(Seat(0)), || make("again")), "seat 1");
        assert_eq!(cache.get_or_init(None, || make("public")), "public");
        assert_eq!(cache.get_or_init(Some(Seat(1)), || make("seat 2")), "seat 2");
        assert_eq!(made.get(), 3);
        // A seat beyond the table is computed every time and never stored where a spectator would find it.
        assert_eq!(cache.get_or_init(Some(Seat(5)), || make("stray")), "stray");
        assert_eq!(cache.get_or_init(Some(Seat(5)), || make("stray")), "stray");
        assert_eq!(cache.get_or_init(None, || make("public again")), "public");
        assert_eq!(made.get(), 5);
    }
}
