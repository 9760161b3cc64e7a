//! The task of one live table: it owns the table's seating and running game, and handles one message at a
//! time, so a table needs no lock. An action is checked, applied to a copy of the game, appended to the store
//! (log row and version bump in one transaction), and only after that commit is the copy kept and the change
//! broadcast: a failed write changes nothing.
//!
//! Memory stays bounded however long a game runs: the task keeps only the last `memory_window` actions with
//! their log entries (for duplicate checks and for sessions catching up); the store has the rest, and older
//! history is rebuilt from it for whoever asks (see `Tables::subscribe`). A finished table leaves memory
//! after `finished_unload`, an idle one after `idle_unload`.
//!
//! Loading checks the record: every logged action must be JSON for a seat of the table, in order, and the
//! actions before a snapshot are replayed in the background to check that they lead to that snapshot (the
//! table plays on from the snapshot meanwhile, and stops with a clear message if they do not). A damaged
//! snapshot is not fatal (the log is replayed from the start instead), and a game whose title's rules changed
//! since it was recorded is replayed under the new rules. If the log does not replay, the table stays
//! listed with a clear message (`problem`), refuses moves, and its players can still download the record.

use serde_json::Value;
use statecraft_catalog::{Applied, Catalog, DynGame, DynMatch};
use statecraft_engine::{Seat, Text, ToAct};
use std::collections::VecDeque;
use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
use std::sync::Arc;
use tokio::sync::{Semaphore, broadcast, mpsc};
use tokio::time::{Duration, Instant};

use super::broadcast::{ChatLine, Moved, PerViewer, Subscription, Update, Views};
use super::errors::TableError;
use super::lobby::{Listed, Lobby};
use super::seating::{Seating, Status};
use super::{CommandReply, Msg, RecordMeta, TableInfo};
use crate::Config;
use crate::auth::Account;
use crate::clock::Clocks;
use crate::commands::{self, Command};
use crate::error::ApiError;
use crate::limits::Limiters;
use crate::notify::Notifier;
use crate::store::{AppendMeta, Store, StoreError, TableRow, now_ms};

/// What a table task shares with every other: the store, the catalog, the lobby, the limits, the bots'
/// threads.
#[derive(Clone)]
pub(super) struct Shared {
    pub store: Store,
    pub catalog: Arc<Catalog>,
    pub config: Arc<Config>,
    pub lobby: Arc<Lobby>,
    pub limiters: Arc<Limiters>,
    pub bot_threads: Arc<Semaphore>,
    pub notifier: Arc<Notifier>,
    /// With several nodes (`Config::cluster`): this node's id in the store's `nodes` and `table_leases`.
    pub node_id: Option<String>,
}

/// One of the recent actions kept in memory.
struct Recent {
    seat: Seat,
    action: Value,
    applied: Arc<Applied>,
}

/// The check that the log before a snapshot replays to it.
struct PrefixCheck {
    actions: Vec<(Seat, Value)>,
    options: Value,
    players: usize,
    seed: u64,
    hash: String,
}

/// The state owned by one table's task.
pub(super) struct TableTask {
    pub(super) id: String,
    pub(super) game_id: &'static str,
    pub(super) shared: Shared,
    pub(super) seating: Seating,
    pub(super) seed: u64,
    pub(super) outcome: Option<Value>,
    pub(super) game: Option<Arc<dyn DynMatch>>,
    /// The views of the last move's position, with that position, and those of the position before it
    /// (`super::broadcast::Views`).
    views: Option<(Arc<dyn DynMatch>, Arc<Views>)>,
    views_before: Option<Arc<Views>>,
    /// Why the stored game cannot go on, if it cannot.
    pub(super) problem: Option<Text>,
    /// The rules version the game is recorded under.
    rules_version: Option<u32>,
    /// Actions applied so far (the table's version).
    version: u64,
    /// The last `memory_window` actions (`recent[i]` took the table to version `version - len + i + 1`).
    recent: VecDeque<Recent>,
    /// Per seat: the version since which its legal actions have not changed; a submission made from any
    /// version at or after it was made with the same choices and is not stale.
    seat_since: Vec<u64>,
    /// Per seat: a hash of its legal actions' JSON text at `seat_since` (only compared, and the text of a
    /// long list would cost a live table kilobytes a seat).
    seat_legal: Vec<u64>,
    chat: VecDeque<Arc<ChatLine>>,
    pub(super) updates: broadcast::Sender<Update>,
    pub(super) bot_due: Option<Instant>,
    pub(super) bot_thinking: bool,
    pub(super) bot_failures: u32,
    pub(super) turn_deadline: Option<Instant>,
    /// When people who have not moved give their seats to stand-ins (tables with `takeover`).
    pub(super) takeover_due: Option<Instant>,
    /// The players' clocks, on tables with a time control.
    pub(super) clocks: Option<Clocks>,
    /// The task's own channel, for answers of work it hands off (a bot's decision).
    pub(super) me: Option<mpsc::WeakSender<Msg>>,
    created_ms: i64,
    changed_ms: i64,
    /// When the present decision began: the last move, the start, or the table's load.
    turn_since_ms: i64,
    closed: bool,
    check: Option<PrefixCheck>,
    /// With several nodes: the token of this node's lease on the table; every write is refused once another
    /// node has taken the lease.
    pub(super) lease: Option<String>,
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

fn damaged(why: &str) -> Text {
    Text::new(
        format!(
            "This game's stored record is damaged ({why}); it cannot continue. Its players can download the record."
        ),
        format!(
            "このゲームの保存記録が破損しているため（{why}）続行できません。プレイヤーは棋譜をダウンロードできます。"
        ),
    )
}

fn rules_changed(why: &str) -> Text {
    Text::new(
        format!(
            "The rules of this game changed since it was played, and its record does not replay under the new rules \
             ({why}); it cannot continue. Its players can download the record."
        ),
        format!(
            "このゲームの記録後にルールが変更され、新しいルールでは再現できません（{why}）。続行できません。\
             プレイヤーは棋譜をダウンロードできます。"
        ),
    )
}

/// Applies `actions` (the first being action `first`) to `game`, keeping the last `window` with what they
/// produced in `recent`; the first action that does not apply is the error.
fn replay_into(
    game: &mut dyn DynMatch,
    actions: &[(Seat, Value)],
    first: usize,
    window: usize,
    recent: &mut VecDeque<Recent>,
) -> Result<(), String> {
    for (i, (seat, action)) in actions.iter().enumerate() {
        let applied = game.apply(*seat, action).map_err(|error| format!("action {}: {error}", first + i))?;
        if recent.len() == window {
            recent.pop_front();
        }
        recent.push_back(Recent { seat: *seat, action: action.clone(), applied: Arc::new(applied) });
    }
    Ok(())
}

impl TableTask {
    pub(super) async fn load(row: TableRow, shared: &Shared, lease: Option<String>) -> Result<TableTask, StoreError> {
        let info = TableInfo::from_row(&row, &shared.catalog)?;
        let dyn_game = shared.catalog.find(&row.game).map_err(StoreError::Corrupt)?;
        let corrupt = |what: String| StoreError::Corrupt(format!("table {}: {what}", row.id));
        let logged = shared.store.actions(&row.id, 0).await?;
        if logged.len() as u64 != row.version {
            return Err(corrupt(format!("version {} but {} actions logged", row.version, logged.len())));
        }
        let seats = info.seats.len();
        let mut actions = Vec::with_capacity(logged.len());
        for a in &logged {
            if usize::from(a.seat) >= seats.max(1) {
                return Err(corrupt(format!("action {} is for seat {} of {seats}", a.seq, a.seat)));
            }
            let value: Value =
                serde_json::from_str(&a.action).map_err(|e| corrupt(format!("action {}: {e}", a.seq)))?;
            actions.push((Seat(a.seat), value));
        }
        drop(logged);
        let current_rules = dyn_game.rules_version();
        let same_rules = row.rules_version == Some(current_rules);
        let window = shared.config.memory_window.max(1);
        let mut recent = VecDeque::new();
        let mut problem = None;
        let mut rules_version = row.rules_version;
        let mut check = None;
        let game = if info.status == Status::Open {
            rules_version = Some(current_rules);
            None
        } else {
            let restored = match shared.store.snapshot(&row.id).await? {
                Some((seq, state)) if same_rules && seq as usize <= actions.len() => {
                    match serde_json::from_str(&state).map_err(|e| e.to_string()).and_then(|v| dyn_game.restore(&v)) {
                        Ok(game) => Some((game, seq as usize)),
                        Err(error) => {
                            tracing::warn!(table = %row.id, %error, "damaged snapshot; replaying the whole log");
                            None
                        }
                    }
                }
                _ => None,
            };
            if let Some((game, seq)) = &restored {
                check = Some(PrefixCheck {
                    actions: actions[..*seq].to_vec(),
                    options: info.settings.options.clone(),
                    players: seats,
                    seed: row.seed,
                    hash: game.state_hash(),
                });
            }
            let start = match restored {
                Some(restored) => Ok(restored),
                None => dyn_game.start(&info.settings.options, seats, row.seed).map(|g| (g, 0)).map_err(|e| e.0.en),
            };
            match start {
                Err(why) => {
                    problem = Some(damaged(&format!("setup: {why}")));
                    None
                }
                Ok((mut game, from)) => {
                    let failed = replay_into(game.as_mut(), &actions[from..], from, window, &mut recent).err();
                    match failed {
                        Some(why) if same_rules => {
                            problem = Some(damaged(&why));
                            None
                        }
                        Some(why) => {
                            problem = Some(rules_changed(&why));
                            None
                        }
                        None => {
                            if !same_rules {
                                // Replayed under the new rules: the old snapshot is of the old rules.
                                shared.store.delete_snapshot(&row.id).await?;
                                rules_version = Some(current_rules);
                            }
                            Some(Arc::<dyn DynMatch>::from(game))
                        }
                    }
                }
            }
        };
        if let Some(problem) = &problem {
            tracing::error!(table = %row.id, problem = %problem.en, "table cannot continue");
        }
        // Only the window is kept; the older actions were needed for the replay alone.
        let version = actions.len() as u64;
        let clocks = match info.settings.clock {
            Some(control) if info.status != Status::Open => {
                let stored = shared.store.clock(&row.id).await?.and_then(|text| serde_json::from_str(&text).ok());
                Some(stored.unwrap_or_else(|| Clocks::new(control, seats)))
            }
            _ => None,
        };
        let (updates, _) = broadcast::channel(shared.config.broadcast_capacity.max(1));
        let mut task = TableTask {
            id: row.id,
            game_id: dyn_game.id(),
            shared: shared.clone(),
            seating: Seating { owner: info.owner, settings: info.settings, seats: info.seats, status: info.status },
            seed: row.seed,
            outcome: info.outcome,
            game,
            views: None,
            views_before: None,
            problem,
            rules_version,
            version,
            recent,
            seat_since: Vec::new(),
            seat_legal: Vec::new(),
            chat: VecDeque::new(),
            updates,
            bot_due: None,
            bot_thinking: false,
            bot_failures: 0,
            turn_deadline: None,
            takeover_due: None,
            clocks,
            me: None,
            created_ms: row.created_ms,
            changed_ms: row.updated_ms,
            turn_since_ms: now_ms(),
            closed: false,
            check,
            lease,
        };
        if task.rules_version != row.rules_version && task.problem.is_none() && task.seating.status != Status::Open {
            task.store().update_table(&task.row(), task.lease.as_deref()).await?;
        }
        task.refresh_seat_versions();
        task.sync_clocks();
        if task.problem.is_some() {
            task.publish_table(); // the lobby shows why the table cannot go on
        }
        Ok(task)
    }

    fn store(&self) -> &Store {
        &self.shared.store
    }

    pub(super) fn config(&self) -> &Config {
        &self.shared.config
    }

    pub(super) fn dyn_game(&self) -> &dyn DynGame {
        self.shared.catalog.get(self.game_id).expect("the table's game is in the catalog")
    }

    pub(super) fn version(&self) -> u64 {
        self.version
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
            to_act: self
                .game
                .as_ref()
                .map(|g| g.to_act().seats().iter().map(|s| s.index()).collect())
                .unwrap_or_default(),
            turn_since_ms: (self.seating.status == Status::Running).then_some(self.turn_since_ms),
            problem: self.problem.clone(),
            clock: self.clocks.as_ref().map(|c| c.view(now_ms())),
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
            rules_version: self.rules_version,
            created_ms: self.created_ms,
            updated_ms: self.changed_ms,
        }
    }

    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<Msg>, me: mpsc::WeakSender<Msg>) {
        self.me = Some(me);
        self.check_prefix();
        self.schedule();
        let mut last_message = Instant::now();
        while !self.closed {
            let (bot_due, deadline) = (self.bot_due, self.turn_deadline);
            let idle = match self.seating.status {
                Status::Finished => self.config().finished_unload,
                _ => self.config().idle_unload,
            };
            let idle_due = Some(last_message + idle);
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
                    self.think();
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
            Msg::Command { account, command, invitee, reply } => {
                let result = self.command(&account, command, invitee).await;
                let _ = reply.send(result.map(|reply| CommandReply { reply, table: Arc::new(self.info()) }));
            }
            Msg::Action { account, seat, version, action, reply } => {
                let _ = reply.send(self.submit(&account, seat, version, action).await);
            }
            Msg::Subscribe { since, account, reply } => {
                let _ = reply.send(self.subscribe(since, account.as_deref()));
                // Bots of a table nobody was watching wait for an audience.
                if self.bot_due.is_none() && !self.bot_thinking {
                    self.schedule();
                }
            }
            Msg::Record { reply } => {
                let _ = reply.send(self.record_meta());
            }
            Msg::BotMove { version, seat, action } => self.bot_moved(version, seat, action).await,
            Msg::Damaged { why } => {
                tracing::error!(table = %self.id, problem = %why, "the log before the snapshot does not replay");
                self.problem = Some(damaged(&why));
                self.game = None;
                self.schedule();
                self.publish_table();
            }
            Msg::Wake => self.schedule(),
            Msg::Lost => {
                tracing::warn!(table = %self.id, "the table's lease went to another node; leaving it");
                self.closed = true;
            }
            Msg::Expire { before_ms, reply } => {
                let expired = self.seating.status == Status::Open && self.changed_ms < before_ms;
                if expired {
                    match self.store().delete_open_table(&self.id).await {
                        Ok(()) => {
                            self.shared.lobby.remove(&self.id);
                            self.announce(Text::new(
                                "The table was closed: it did not start in time.",
                                "開始されないまま時間が過ぎたため、テーブルは閉じられました。",
                            ));
                            self.closed = true;
                        }
                        Err(error) => tracing::error!(table = %self.id, %error, "closing an unstarted table failed"),
                    }
                }
                let _ = reply.send(expired);
            }
        }
    }

    /// Replays the log before the snapshot the table was restored from, off the table's task, and reports a
    /// mismatch as [`Msg::Damaged`].
    fn check_prefix(&mut self) {
        let (Some(check), Some(me)) = (self.check.take(), self.me.clone()) else { return };
        let game = self.dyn_game().id();
        let catalog = self.shared.catalog.clone();
        tokio::spawn(async move {
            let verdict = tokio::task::spawn_blocking(move || {
                let title = catalog.find(game)?;
                let mut replayed =
                    title.start(&check.options, check.players, check.seed).map_err(|e| format!("setup: {}", e.0.en))?;
                for (seq, (seat, action)) in check.actions.iter().enumerate() {
                    replayed.apply(*seat, action).map_err(|e| format!("action {seq}: {e}"))?;
                }
                if replayed.state_hash() != check.hash {
                    return Err("the log does not lead to the stored snapshot".to_string());
                }
                Ok(())
            })
            .await;
            if let Ok(Err(why)) = verdict
                && let Some(table) = me.upgrade()
            {
                let _ = table.send(Msg::Damaged { why }).await;
            }
        });
    }

    fn subscribe(&mut self, since: Option<u64>, account: Option<&str>) -> Result<Subscription, TableError> {
        if !self.seating.visible_to(account) {
            return Err(TableError::PrivateTable);
        }
        let version = self.version();
        let window_from = version - self.recent.len() as u64;
        // Versions after `since` that the client missed; `None` or a future version: nothing.
        let since = since.filter(|&s| s < version);
        let (missed, older) = match since {
            None => (Vec::new(), None),
            Some(since) => {
                let from = since.max(window_from);
                let missed = self
                    .recent
                    .iter()
                    .enumerate()
                    .skip((from - window_from) as usize)
                    .map(|(i, r)| (window_from + i as u64 + 1, r.applied.clone()))
                    .collect();
                (missed, (since < window_from).then_some(since..window_from))
            }
        };
        Ok(Subscription {
            info: Arc::new(self.info()),
            game: self.game.clone(),
            missed,
            older,
            chat: self.chat.iter().cloned().collect(),
            updates: self.updates.subscribe(),
        })
    }

    fn record_meta(&self) -> RecordMeta {
        RecordMeta {
            info: Arc::new(self.info()),
            rules_version: self.rules_version.unwrap_or_else(|| self.dyn_game().rules_version()),
            seed: self.seed,
            final_hash: (self.seating.status == Status::Finished)
                .then(|| self.game.as_ref().map(|g| g.state_hash()))
                .flatten(),
        }
    }

    /// Whether the table may leave memory: no session follows it, no bot is thinking and no takeover timer is
    /// set (everything else it holds is in the store; a clock's time-out wakes the table from the store).
    fn may_unload(&self) -> bool {
        self.updates.receiver_count() == 0
            && self.bot_due.is_none()
            && !self.bot_thinking
            && self.takeover_due.is_none()
    }

    pub(super) fn announce(&mut self, text: Text) {
        self.say(ChatLine { from: None, text });
    }

    fn say(&mut self, line: ChatLine) {
        let line = Arc::new(line);
        if self.chat.len() >= self.config().chat_history {
            self.chat.pop_front();
        }
        self.chat.push_back(line.clone());
        let _ = self.updates.send(Update::Chat(line));
    }

    /// Tells the sessions and the lobby that seats, settings or status changed.
    pub(super) fn publish_table(&self) {
        let info = Arc::new(self.info());
        let listed = Listed { info: info.clone(), created_ms: self.created_ms, updated_ms: self.changed_ms };
        self.shared.lobby.put(listed);
        let _ = self.updates.send(Update::Table { info, game: self.game.clone() });
    }

    /// Saves seats, settings and status, and the clocks as they now run.
    pub(super) async fn save(&mut self) -> Result<(), ApiError> {
        self.changed_ms = now_ms();
        let saved = self.store().update_table(&self.row(), self.lease.as_deref()).await;
        self.lost_if_taken(saved)?;
        let before = self.running_clocks();
        self.sync_clocks();
        self.save_clocks().await?;
        self.turn_begins(&before);
        Ok(())
    }

    /// Runs a table command; the table is saved before the change is announced. On error nothing changed.
    async fn command(
        &mut self,
        account: &Account,
        command: Command,
        invitee: Option<Account>,
    ) -> Result<Option<Text>, ApiError> {
        let before = (self.seating.clone(), self.seed, self.game.clone(), self.rules_version);
        let result = self.command_inner(account, command, invitee).await;
        if result.is_err() {
            (self.seating, self.seed, self.game, self.rules_version) = before;
        }
        result
    }

    async fn command_inner(
        &mut self,
        account: &Account,
        command: Command,
        invitee: Option<Account>,
    ) -> Result<Option<Text>, ApiError> {
        if !self.seating.visible_to(Some(&account.id)) {
            return Err(TableError::PrivateTable.into());
        }
        let changed: Text = match command {
            Command::Say(text) => {
                let limiters = &self.shared.limiters;
                if self.seating.seats_of(&account.id).is_empty() {
                    if !self.seating.settings.spectator_chat {
                        return Err(TableError::SpectatorChatOff.into());
                    }
                    limiters.spectator_chat_per_account.check(&account.id)?;
                } else {
                    limiters.chat_per_account.check(&account.id)?;
                }
                self.say(ChatLine { from: Some(account.name.clone()), text: Text::new(text.clone(), text) });
                return Ok(None);
            }
            Command::Help => return Ok(Some(commands::help())),
            Command::Options => return Ok(Some(self.seating.options_text(self.dyn_game()))),
            Command::Join => self.seating.join(account, self.version)?,
            Command::Undo => self.take_back(account).await?,
            Command::Leave => self.seating.leave(account)?,
            Command::Start if self.seating.settings.fork.is_some() => self.start_fork(account).await?,
            Command::Start => self.start(account)?,
            Command::Bot { level } => self.seating.add_bot(account, level.as_deref())?,
            Command::Kick { name } => self.seating.kick(account, &name)?,
            Command::Invite { .. } => {
                let invitee = invitee.expect("the registry resolves the invitee's name");
                let text = self.seating.invite(account, &invitee)?;
                let (notifier, table) = (self.shared.notifier.clone(), self.id.clone());
                tokio::spawn(async move { notifier.invited(&table, &invitee.id).await });
                text
            }
            Command::SetOption { name, value } => {
                let game = self.shared.catalog.get(self.game_id).expect("the table's game is in the catalog");
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
        let game = self.shared.catalog.get(self.game_id).expect("the table's game is in the catalog");
        let players = self.seating.check_start(account, game)?;
        let limit = self.config().max_bot_tables_per_account;
        if !self.seating.has_person() && self.shared.lobby.bot_only_tables_of(&self.seating.owner) >= limit {
            return Err(TableError::TooManyBotTables { limit });
        }
        let seed = statecraft_catalog::fresh_seed();
        let started =
            game.start(&self.seating.settings.options, players, seed).map_err(|e| TableError::SetupFailed(e.0))?;
        self.seating.started();
        self.clocks = self.seating.settings.clock.map(|control| Clocks::new(control, players));
        self.seed = seed;
        self.rules_version = Some(game.rules_version());
        self.game = Some(Arc::from(started));
        self.turn_since_ms = now_ms();
        Ok(Text::new("The game begins!", "ゲーム開始！"))
    }

    /// Starts a forked table: its game is the source game's after the fork's step, and those steps are the
    /// start of this table's own record (so it replays like any other).
    async fn start_fork(&mut self, account: &Account) -> Result<Text, ApiError> {
        let fork = self.seating.settings.fork.clone().expect("a forked table");
        let game = self.shared.catalog.get(self.game_id).expect("the table's game is in the catalog");
        let players = self.seating.check_start(account, game)?;
        let rules_version = game.rules_version();
        let source = self.store().table(&fork.from).await?.ok_or_else(ApiError::not_found)?;
        let mut actions = Vec::with_capacity(fork.step as usize);
        for row in self.store().actions(&fork.from, 0).await?.into_iter().take(fork.step as usize) {
            let action: Value = serde_json::from_str(&row.action).map_err(|e| StoreError::Corrupt(e.to_string()))?;
            actions.push((Seat(row.seat), action));
        }
        let (options, seed) = (self.seating.settings.options.clone(), source.seed);
        let catalog = self.shared.catalog.clone();
        let game_id = self.game_id;
        let window = self.config().memory_window.max(1);
        let replayed = tokio::task::spawn_blocking(move || {
            let mut game = catalog.find(game_id)?.start(&options, players, seed).map_err(|e| e.0.en)?;
            let mut recent = VecDeque::new();
            replay_into(game.as_mut(), &actions, 0, window, &mut recent)?;
            Ok::<_, String>((game, recent, actions))
        })
        .await
        .map_err(|_| ApiError::internal())?;
        let (game, recent, actions) = replayed.map_err(|why| TableError::SetupFailed(Text::new(why.clone(), why)))?;
        for (seq, (seat, action)) in actions.iter().enumerate() {
            let meta = AppendMeta {
                status: "running",
                outcome: None,
                snapshot: None,
                spent_ms: None,
                clock: None,
                lease: self.lease.as_deref(),
            };
            self.store().append(&self.id, seq as u64, seat.0, &action.to_string(), meta).await?;
        }
        self.seating.started();
        self.clocks = self.seating.settings.clock.map(|control| Clocks::new(control, players));
        self.seed = seed;
        self.rules_version = Some(rules_version);
        self.version = actions.len() as u64;
        self.recent = recent;
        self.game = Some(Arc::from(game));
        Ok(Text::new(
            format!("The game begins from step {} of a finished game.", fork.step),
            format!("終了したゲームの{}手目から開始します。", fork.step),
        ))
    }

    /// An action from a player's connection: the seat must be theirs and the version one they may act from.
    async fn submit(&mut self, account: &str, seat: Option<u8>, version: u64, action: Value) -> Result<u64, ApiError> {
        let mine = self.seating.seats_of(account);
        let seat = match seat {
            Some(s) if mine.contains(&Seat(s)) => Seat(s),
            None if !mine.is_empty() => mine[0],
            _ => return Err(TableError::WrongSeat.into()),
        };
        if let Some(problem) = &self.problem {
            return Err(TableError::Damaged(problem.clone()).into());
        }
        match self.seating.status {
            Status::Open => return Err(TableError::NotStarted.into()),
            Status::Finished => return Err(TableError::GameOver.into()),
            Status::Running => {}
        }
        let current = self.version();
        let window_from = current - self.recent.len() as u64;
        if version < current && version >= window_from {
            let skip = (version - window_from) as usize;
            if self.recent.iter().skip(skip).any(|r| r.seat == seat && r.action == action) {
                return Err(TableError::Duplicate.into());
            }
        }
        // Older than the window: it cannot be told from a duplicate, so it is stale.
        let since = self.seat_since[seat.index()].max(window_from.min(current));
        if version > current || version < since {
            return Err(TableError::Stale { current, sent: version }.into());
        }
        self.apply(seat, action).await
    }

    /// Applies an action to a copy of the game, makes it durable, and only then keeps and broadcasts it.
    pub(super) async fn apply(&mut self, seat: Seat, action: Value) -> Result<u64, ApiError> {
        let Some(before) = self.game.clone() else { return Err(TableError::NotStarted.into()) };
        let mut next = before.clone_box();
        let applied = next.apply(seat, &action).map_err(TableError::from)?;
        let seq = self.version();
        let outcome = match next.to_act() {
            ToAct::Over { outcome } => Some(serde_json::to_value(outcome).expect("outcomes serialise")),
            _ => None,
        };
        let status = if outcome.is_some() { Status::Finished } else { Status::Running };
        let snapshot = (outcome.is_none() && (seq + 1).is_multiple_of(self.config().snapshot_every.max(1)))
            .then(|| next.snapshot().to_string());
        let outcome_text = outcome.as_ref().map(Value::to_string);
        let (spent_ms, clocks) = self.clocks_after(next.as_ref(), seat);
        let clock_text = clocks.as_ref().map(|c| serde_json::to_string(c).expect("clocks serialise"));
        let meta = AppendMeta {
            status: status.as_str(),
            outcome: outcome_text.as_deref(),
            snapshot: snapshot.as_deref(),
            spent_ms,
            clock: clock_text.as_deref(),
            lease: self.lease.as_deref(),
        };
        let appended = self.store().append(&self.id, seq, seat.0, &action.to_string(), meta).await;
        self.lost_if_taken(appended)?;
        let game: Arc<dyn DynMatch> = Arc::from(next);
        let applied = Arc::new(applied);
        if self.recent.len() >= self.config().memory_window.max(1) {
            self.recent.pop_front();
        }
        self.recent.push_back(Recent { seat, action, applied: applied.clone() });
        self.version += 1;
        self.game = Some(game.clone());
        let asked_before = self.running_clocks();
        let previous_clocks = std::mem::replace(&mut self.clocks, clocks);
        let version = self.version();
        self.refresh_seat_versions();
        let (patches, frames) = (PerViewer::new(game.players()), PerViewer::new(game.players()));
        let (views_before, views) = self.next_views(&before, &game);
        self.turn_since_ms = now_ms();
        let at_ms = self.turn_since_ms;
        let clock = match (&self.clocks, &previous_clocks) {
            (Some(now), Some(before)) => Some(now.changed(before, at_ms)),
            _ => None,
        };
        let moved = Moved { version, at_ms, applied, game, before, views_before, views, clock, patches, frames };
        let _ = self.updates.send(Update::Moved(Arc::new(moved)));
        if outcome.is_none() {
            // The lobby shows whose turn it is at each table.
            let info = Arc::new(self.info());
            self.shared.lobby.put(Listed { info, created_ms: self.created_ms, updated_ms: self.changed_ms });
        }
        if outcome.is_some() {
            self.seating.status = status;
            self.outcome = outcome;
            self.changed_ms = now_ms();
            self.announce(Text::new("The game is over.", "ゲーム終了です。"));
            self.publish_table();
            self.game_finished();
        } else {
            self.turn_begins(&asked_before);
        }
        self.schedule();
        Ok(version)
    }

    /// The views of the position a move was made from (`before`) and of the one it led to (`after`). The
    /// first are the ones kept since the last move if that move led to `before`; the views of the position
    /// before that are dropped, since only a session two moves behind could still want them.
    fn next_views(&mut self, before: &Arc<dyn DynMatch>, after: &Arc<dyn DynMatch>) -> (Arc<Views>, Arc<Views>) {
        let views_before = match self.views.take() {
            Some((game, views)) if Arc::ptr_eq(&game, before) => views,
            _ => Arc::new(Views::new(before.players())),
        };
        if let Some(older) = self.views_before.replace(views_before.clone()) {
            older.clear();
        }
        let views = Arc::new(Views::new(after.players()));
        self.views = Some((after.clone(), views.clone()));
        (views_before, views)
    }

    /// The time `mover`'s clock ran for this move, and the clocks after it (on tables with a clock), for the
    /// game `next` the move led to.
    fn clocks_after(&self, next: &dyn DynMatch, mover: Seat) -> (Option<i64>, Option<Clocks>) {
        let Some(mut clocks) = self.clocks.clone() else { return (None, None) };
        let seats = &self.seating.seats;
        let asked: Vec<Seat> = match next.to_act() {
            ToAct::Over { .. } => Vec::new(),
            to_act => {
                to_act.seats().into_iter().filter(|s| seats.get(s.index()).is_some_and(|h| h.is_human())).collect()
            }
        };
        let spent = clocks.update(&asked, Some(mover), now_ms());
        (Some(spent), Some(clocks))
    }

    /// The last step of the game, when it is still in memory.
    pub(super) fn last_step(&self) -> Option<(Seat, Value)> {
        self.recent.back().map(|r| (r.seat, r.action.clone()))
    }

    /// The last step was taken back (the game is already the one before it): the version goes back, every
    /// seat's choices count from now, and everyone is sent the table again.
    pub(super) fn stepped_back(&mut self) {
        self.recent.pop_back();
        self.version -= 1;
        self.changed_ms = now_ms();
        self.seat_legal.fill(0);
        self.refresh_seat_versions();
        self.publish_table();
        self.schedule();
    }

    /// A write refused because another writer got there first (the version check, or another node took the
    /// lease): this task's copy of the table is no longer the table, so it ends, and its sessions reconnect to
    /// wherever the table is now.
    pub(super) fn lost_if_taken(&mut self, written: Result<(), StoreError>) -> Result<(), StoreError> {
        if let Err(StoreError::Conflict(_)) = &written {
            tracing::warn!(table = %self.id, "another writer has the table; leaving it");
            self.closed = true;
        }
        written
    }

    fn refresh_seat_versions(&mut self) {
        let Some(game) = &self.game else { return };
        let version = self.version;
        self.seat_since.resize(game.players(), version);
        self.seat_legal.resize(game.players(), 0);
        for seat in Seat::all(game.players()) {
            let legal = BuildHasherDefault::<DefaultHasher>::default().hash_one(game.legal(seat));
            if legal != self.seat_legal[seat.index()] {
                self.seat_legal[seat.index()] = legal;
                self.seat_since[seat.index()] = version;
            }
        }
    }

    /// How long the next bot waits: the bot delay, doubling after each failed write (up to a minute).
    pub(super) fn bot_wait(&self) -> Duration {
        let doubled = self.config().bot_delay.saturating_mul(1 << self.bot_failures.min(10));
        doubled.min(Duration::from_secs(60).max(self.config().bot_delay))
    }
}
