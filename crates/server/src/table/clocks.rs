//! The table's side of the players' clocks (see [`crate::clock`]), of a finished game's results, and of
//! taking a step back.
//!
//! - Clocks run for the people who must act; they are updated with every move and stored in the same
//!   transaction as the move (with the time the move took), at the start, and whenever seats change. When a
//!   clock runs out, the table's choice applies: a stand-in bot takes the seat, or the game ends with that
//!   player last.
//! - When a game finishes (by its rules or on time), its results and ratings are recorded off the table's
//!   task, and the players of a long table are told (see [`crate::notify`]).
//! - `/undo` takes back the player's own last step when no one else has acted since and the title's rule
//!   (`Game::undoable`) says the step revealed nothing. The record keeps only what stands, the player's
//!   clock gets the step's time back, and everyone reads the take-back in the chat.

use serde_json::json;
use statecraft_engine::{Record, Seat, Text};
use std::sync::Arc;
use tokio::time::{Duration, Instant};

use super::broadcast::Update;
use super::seating::{Pace, Status};
use super::task::TableTask;
use crate::auth::Account;
use crate::clock::OutOfTime;
use crate::error::ApiError;
use crate::ratings::{self, FinalOutcome, Player};
use crate::store::now_ms;

impl TableTask {
    /// The seats whose clocks must run now: people asked to act in a running game.
    pub(super) fn clock_seats(&self) -> Vec<Seat> {
        let Some(game) = &self.game else { return Vec::new() };
        if self.seating.status != Status::Running || self.problem.is_some() {
            return Vec::new();
        }
        let seats = &self.seating.seats;
        game.to_act().seats().into_iter().filter(|s| seats.get(s.index()).is_some_and(|h| h.is_human())).collect()
    }

    /// Brings the clocks in line with who must act now (after a change of seats or status).
    pub(super) fn sync_clocks(&mut self) {
        let seats = self.clock_seats();
        if let Some(clocks) = &mut self.clocks {
            if self.seating.status == Status::Running {
                clocks.update(&seats, None, now_ms());
            } else {
                clocks.stop(now_ms());
            }
        }
    }

    /// The seats whose clocks run now.
    pub(super) fn running_clocks(&self) -> Vec<Seat> {
        let Some(clocks) = &self.clocks else { return Vec::new() };
        Seat::all(clocks.left_ms.len()).filter(|s| clocks.running(*s)).collect()
    }

    /// Tells the people whose turn began since `before` (the seats whose clocks ran then) that it is their
    /// turn: on long tables only, once per turn.
    pub(super) fn turn_begins(&self, before: &[Seat]) {
        if self.seating.settings.pace != Pace::Long {
            return;
        }
        let seats = &self.seating.seats;
        let people: Vec<String> = self
            .running_clocks()
            .into_iter()
            .filter(|s| !before.contains(s))
            .filter_map(|s| seats.get(s.index()).and_then(|h| h.account.clone()))
            .collect();
        if people.is_empty() {
            return;
        }
        let (notifier, table) = (self.shared.notifier.clone(), self.id.clone());
        tokio::spawn(async move { notifier.your_turn(&table, &people).await });
    }

    /// Stores the clocks and tells every session.
    pub(super) async fn save_clocks(&self) -> Result<(), ApiError> {
        let Some(clocks) = &self.clocks else { return Ok(()) };
        let state = serde_json::to_string(clocks).expect("clocks serialise");
        self.shared.store.save_clock_state(&self.id, &state).await?;
        self.send_clocks();
        Ok(())
    }

    pub(super) fn send_clocks(&self) {
        if let Some(clocks) = &self.clocks {
            let _ = self.updates.send(Update::Clock(Arc::new(clocks.view(now_ms()))));
        }
    }

    /// The deadline of the first clock to run out, if any runs.
    pub(super) fn clock_deadline(&self) -> Option<Instant> {
        let ms = self.clocks.as_ref()?.next_timeout_in(now_ms())?;
        Some(Instant::now() + Duration::from_millis(ms as u64))
    }

    /// A clock ran out: the table's choice applies to every seat whose time is up.
    pub(super) async fn clock_ran_out(&mut self) {
        let Some(clocks) = &mut self.clocks else { return };
        let now = now_ms();
        let out = clocks.out_of_time(now);
        if out.is_empty() {
            self.schedule();
            return;
        }
        clocks.expire(&out);
        let names: Vec<String> = out.iter().map(|s| s.mention()).collect();
        let names = names.join(", ");
        let text = match clocks.control.on_timeout {
            OutOfTime::StandIn => {
                self.seating.time_out(&out);
                Text::new(
                    format!("Time is up for {names}: a bot plays on (/join to take the seat back)."),
                    format!("{names}の持ち時間が切れました。ボットが代わりにプレイします（/join で戻れます）。"),
                )
            }
            OutOfTime::Lose => {
                let scores = self.game.as_ref().map(|g| g.scores()).unwrap_or_default();
                let rest: Vec<Seat> = Seat::all(scores.len()).filter(|s| !out.contains(s)).collect();
                let best = rest.iter().map(|s| scores[s.index()]).max();
                let winners: Vec<Seat> = rest.into_iter().filter(|s| Some(scores[s.index()]) == best).collect();
                self.outcome = Some(json!({ "scores": scores, "winners": winners, "lost_on_time": out }));
                self.seating.status = Status::Finished;
                Text::new(
                    format!("Time is up for {names}: they lose, and the game is over."),
                    format!("{names}の持ち時間が切れたため負けとなり、ゲーム終了です。"),
                )
            }
        };
        if let Err(error) = self.save().await {
            tracing::error!(table = %self.id, code = error.code, "saving a time-out failed");
        }
        self.announce(text);
        self.publish_table();
        self.schedule();
        if self.seating.status == Status::Finished {
            self.game_finished();
        }
    }

    /// Who played each seat, for the results: the person who sat there (also when a stand-in finished for
    /// them), else the bot's level.
    fn players(&self) -> Vec<(Option<String>, String)> {
        self.seating
            .seats
            .iter()
            .map(|h| {
                let person = h.account.clone().or_else(|| h.replaced.clone()).or_else(|| h.held_by.last().cloned());
                let bot = h.bot.map(|level| format!("bot:{}", level.name())).unwrap_or_else(|| "bot:none".into());
                (person, bot)
            })
            .collect()
    }

    /// The game is over: record results and ratings, and tell the players, off the table's task.
    pub(super) fn game_finished(&self) {
        let Some(outcome) = self.outcome.clone() else { return };
        let Ok(outcome) = serde_json::from_value::<FinalOutcome>(outcome) else { return };
        let (store, table, game, players) =
            (self.shared.store.clone(), self.id.clone(), self.game_id.to_string(), self.players());
        let notifier = self.shared.notifier.clone();
        let long = self.seating.settings.pace == Pace::Long;
        tokio::spawn(async move {
            let mut rated = Vec::with_capacity(players.len());
            for (person, bot) in &players {
                rated.push(match person {
                    Some(id) => match store.is_guest(id).await {
                        Ok(Some(false)) => Player::Account(id.clone()),
                        _ => Player::Guest(id.clone()),
                    },
                    None => Player::Bot(bot.clone()),
                });
            }
            if let Err(error) = ratings::record_game(&store, &table, &game, &rated, &outcome).await {
                tracing::error!(%table, %error, "recording a finished game's results failed");
            }
            if long {
                let people: Vec<String> = players.into_iter().filter_map(|(person, _)| person).collect();
                notifier.game_ended(&table, &people).await;
            }
        });
    }

    /// `/undo`: takes back `account`'s last step (see the module's notes).
    pub(super) async fn take_back(&mut self, account: &Account) -> Result<Text, ApiError> {
        let refuse = |code, en: &str, ja: &str| Err(ApiError::conflict(code, en, ja));
        let mine = self.seating.seats_of(&account.id);
        if mine.is_empty() {
            return refuse("not_seated", "Only a player can take a step back.", "手を戻せるのはプレイヤーだけです。");
        }
        if self.seating.status != Status::Running || self.problem.is_some() {
            return refuse("no_undo", "There is no running game here.", "進行中のゲームがありません。");
        }
        let version = self.version();
        let Some((seat, action)) = self.last_step() else {
            return refuse("no_undo", "There is no step to take back.", "戻せる手がありません。");
        };
        if self.bot_thinking {
            // A bot is deciding on the position after the step: its answer must not meet another position.
            return refuse(
                "no_undo",
                "A bot is already answering your step; it stands.",
                "ボットがすでにその手に応じているため、戻せません。",
            );
        }
        if !mine.contains(&seat) {
            return refuse(
                "no_undo",
                "Another player has acted since your last step; it stands.",
                "あなたの手の後に他のプレイヤーが行動したため、戻せません。",
            );
        }
        // The game before the step: replayed from the record, off the table's task.
        let before = self.replayed(version - 1).await?;
        if !before.undoable(seat, &action).unwrap_or(false) {
            return refuse(
                "no_undo",
                "That step revealed something (a die, a card or a secret); it stands.",
                "その手で情報が公開された（ダイス・カード・秘密）ため、戻せません。",
            );
        }
        let step_time = match self.clocks {
            Some(_) => self.shared.store.action_time(&self.id, version - 1).await?,
            None => None,
        };
        let game_after = self.game.replace(Arc::from(before));
        let clocks_after = self.clocks.clone();
        // The step's time goes back to its player; the clocks then run for the seats asked before it.
        let asked_before = self.clock_seats();
        if let (Some(clocks), Some((Some(spent), step_ms))) = (&mut self.clocks, step_time) {
            clocks.take_back(seat, spent, step_ms, &asked_before);
        }
        self.sync_clocks();
        let clock = self.clocks.as_ref().map(|c| serde_json::to_string(c).expect("clocks serialise"));
        let taken =
            self.shared.store.take_back(&self.id, version, version - 1, clock.as_deref(), self.lease.as_deref()).await;
        if let Err(error) = self.lost_if_taken(taken) {
            // Nothing was taken back: the table stays as it was (and leaves memory if another node has it).
            self.game = game_after;
            self.clocks = clocks_after;
            return Err(error.into());
        }
        self.stepped_back();
        self.send_clocks();
        Ok(Text::new(format!("{} took back a step.", seat.mention()), format!("{}が一手戻しました。", seat.mention())))
    }

    /// The game after the first `steps` logged actions, replayed from the store.
    async fn replayed(&self, steps: u64) -> Result<Box<dyn statecraft_catalog::DynMatch>, ApiError> {
        let rows = self.shared.store.actions(&self.id, 0).await?;
        let mut actions = Vec::with_capacity(steps as usize);
        for row in rows.into_iter().take(steps as usize) {
            let action = serde_json::from_str(&row.action).map_err(|_| ApiError::internal())?;
            actions.push(statecraft_engine::RecordedAction { seat: Seat(row.seat), action });
        }
        let record = Record {
            engine_version: statecraft_engine::ENGINE_VERSION.to_string(),
            game: self.game_id.to_string(),
            rules_version: self.dyn_game().rules_version(),
            options: self.seating.settings.options.clone(),
            seats: self.seating.seats.iter().map(|h| h.name.clone()).collect(),
            seed: self.seed,
            actions,
            final_hash: None,
        };
        let catalog = self.shared.catalog.clone();
        let replayed = tokio::task::spawn_blocking(move || {
            catalog.find(&record.game)?.replay(&record, None).map_err(|e| e.to_string())
        })
        .await
        .map_err(|_| ApiError::internal())?;
        replayed.map_err(|error| {
            tracing::error!(table = %self.id, %error, "the log does not replay; nothing taken back");
            ApiError::internal()
        })
    }
}
