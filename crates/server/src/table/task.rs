//! The task of one live table: it owns the table's seating and running game, and handles one message at a
//! time, so a table needs no lock. An action is checked, applied to a copy of the game, appended to the store
//! (log row and version bump in one transaction), and only after that commit is the copy kept and the change
//! broadcast: a failed write changes nothing.

use serde_json::Value;
use statecraft_catalog::{Applied, Catalog, DynGame, DynMatch};
use statecraft_engine::{ENGINE_VERSION, Record, RecordedAction, Seat, Text, ToAct};
use std::collections::VecDeque;
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};
use tokio::time::Instant;

use super::broadcast::{ChatLine, Moved, PerViewer, Subscription, Update};
use super::errors::TableError;
use super::seating::{Seating, Status};
use super::{CommandReply, Msg, RecordOf, TableInfo};
use crate::Config;
use crate::auth::Account;
use crate::commands::{self, Command};
use crate::error::ApiError;
use crate::store::{AppendMeta, Store, StoreError, TableRow};

/// The state owned by one table's task.
pub(super) struct TableTask {
    pub(super) id: String,
    pub(super) game_id: &'static str,
    pub(super) catalog: Arc<Catalog>,
    pub(super) store: Store,
    pub(super) config: Arc<Config>,
    pub(super) seating: Seating,
    pub(super) seed: u64,
    pub(super) outcome: Option<Value>,
    pub(super) game: Option<Arc<dyn DynMatch>>,
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
    pub(super) updates: broadcast::Sender<Update>,
    pub(super) bot_due: Option<Instant>,
    pub(super) turn_deadline: Option<Instant>,
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

impl TableTask {
    pub(super) async fn load(
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
            seating: Seating { owner: info.owner, settings: info.settings, seats: info.seats, status: info.status },
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

    pub(super) fn dyn_game(&self) -> &dyn DynGame {
        self.catalog.get(self.game_id).expect("the table's game is in the catalog")
    }

    pub(super) fn version(&self) -> u64 {
        self.actions.len() as u64
    }

    pub(super) fn info(&self) -> TableInfo {
        TableInfo {
            id: self.id.clone(),
            game: self.game_id.to_string(),
            game_name: self.dyn_game().name(),
            owner: self.seating.owner.clone(),
            status: self.seating.status,
            version: self.version(),
            settings: self.seating.settings.clone(),
            seats: self.seating.seats.clone(),
            outcome: self.outcome.clone(),
        }
    }

    fn row(&self) -> TableRow {
        TableRow {
            id: self.id.clone(),
            game: self.game_id.to_string(),
            owner_id: self.seating.owner.clone(),
            settings: serde_json::to_string(&self.seating.settings).expect("settings serialise"),
            seats: serde_json::to_string(&self.seating.seats).expect("seats serialise"),
            status: self.seating.status.as_str().to_string(),
            seed: self.seed,
            version: self.version(),
            outcome: self.outcome.as_ref().map(Value::to_string),
        }
    }

    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<Msg>) {
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
                    options: self.seating.settings.options.clone(),
                    seats: self.seating.seats.iter().map(|h| h.name.clone()).collect(),
                    seed: self.seed,
                    actions: self
                        .actions
                        .iter()
                        .map(|(seat, action)| RecordedAction { seat: *seat, action: action.clone() })
                        .collect(),
                    final_hash: (self.seating.status == Status::Finished)
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
        let options = &self.seating.settings.options;
        let Ok(mut game) = self.dyn_game().start(options, self.seating.seats.len(), self.seed) else { return };
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

    pub(super) fn announce(&mut self, text: Text) {
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

    pub(super) fn publish_table(&self) {
        let _ = self.updates.send(Update::Table { info: Arc::new(self.info()), game: self.game.clone() });
    }

    pub(super) async fn save(&self) -> Result<(), ApiError> {
        self.store.update_table(&self.row()).await?;
        Ok(())
    }

    /// Runs a table command; the table is saved before the change is announced. On error nothing changed.
    async fn command(&mut self, account: &Account, command: Command) -> Result<Option<Text>, ApiError> {
        let before = (self.seating.clone(), self.seed, self.game.clone());
        let result = self.command_inner(account, command).await;
        if result.is_err() {
            (self.seating, self.seed, self.game) = before;
        }
        result
    }

    async fn command_inner(&mut self, account: &Account, command: Command) -> Result<Option<Text>, ApiError> {
        let changed: Text = match command {
            Command::Say(text) => {
                self.say(ChatLine { from: Some(account.name.clone()), text: Text::new(text.clone(), text) });
                return Ok(None);
            }
            Command::Help => return Ok(Some(commands::help())),
            Command::Options => return Ok(Some(self.seating.options_text(self.dyn_game()))),
            Command::Join => self.seating.join(account)?,
            Command::Leave => self.seating.leave(account)?,
            Command::Start => self.start(account)?,
            Command::Bot { level } => self.seating.add_bot(account, level.as_deref())?,
            Command::SetOption { name, value } => {
                let game = self.catalog.get(self.game_id).expect("the table's game is in the catalog");
                self.seating.set_option(account, game, &name, value.as_deref())?
            }
        };
        self.save().await?;
        self.announce(changed);
        self.refresh_seat_versions();
        self.publish_table();
        self.schedule();
        Ok(None)
    }

    fn start(&mut self, account: &Account) -> Result<Text, TableError> {
        let game = self.catalog.get(self.game_id).expect("the table's game is in the catalog");
        let players = self.seating.check_start(account, game)?;
        let seed = statecraft_catalog::fresh_seed();
        let started =
            game.start(&self.seating.settings.options, players, seed).map_err(|e| TableError::SetupFailed(e.0))?;
        self.seating.started();
        self.seed = seed;
        self.game = Some(Arc::from(started));
        Ok(Text::new("The game begins!", "ゲーム開始！"))
    }

    /// An action from a player's connection: the seat must be theirs and the version one they may act from.
    async fn submit(&mut self, account: &str, seat: Option<u8>, version: u64, action: Value) -> Result<u64, ApiError> {
        let mine = self.seating.seats_of(account);
        let seat = match seat {
            Some(s) if mine.contains(&Seat(s)) => Seat(s),
            None if !mine.is_empty() => mine[0],
            _ => return Err(TableError::WrongSeat.into()),
        };
        match self.seating.status {
            Status::Open => return Err(TableError::NotStarted.into()),
            Status::Finished => return Err(TableError::GameOver.into()),
            Status::Running => {}
        }
        let current = self.version();
        if version < current && self.actions[version as usize..].iter().any(|(s, a)| *s == seat && *a == action) {
            return Err(TableError::Duplicate.into());
        }
        if version > current || version < self.seat_since[seat.index()] {
            return Err(TableError::Stale { current, sent: version }.into());
        }
        self.apply(seat, action).await
    }

    /// Applies an action to a copy of the game, makes it durable, and only then keeps and broadcasts it.
    pub(super) async fn apply(&mut self, seat: Seat, action: Value) -> Result<u64, ApiError> {
        let Some(game) = &self.game else { return Err(TableError::NotStarted.into()) };
        let mut next = game.clone_box();
        let applied = next.apply(seat, &action).map_err(TableError::from)?;
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
            self.seating.status = status;
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
}
