//! Bots and timers of a table: a bot to move soon when a bot seat is to act, a deadline after which people
//! who have not acted give their seats to stand-in bots (on tables that allow it), and the first players'
//! clock to run out (see `clocks.rs`).
//!
//! Bots think on a pool of `bot_threads` threads (fewer than the cores, so people's moves always find a core):
//! the table hands the decision off and goes on answering its players; the decision comes back as a message
//! and is applied if the table is still where it was. Bots of a table where no person sits and nobody
//! watches do not play (a table of bots started and left alone would otherwise burn a core for nobody).

use serde_json::Value;
use statecraft_engine::Seat;
use tokio::time::Instant;

use super::Msg;
use super::seating::{Pace, Status};
use super::task::TableTask;
use crate::store::now_ms;

impl TableTask {
    /// Sets the timers: a bot to act soon, a deadline for people to act (when bots may take over).
    pub(super) fn schedule(&mut self) {
        self.bot_due = None;
        self.turn_deadline = None;
        self.takeover_due = None;
        let Some(game) = &self.game else { return };
        if self.seating.status != Status::Running || self.problem.is_some() {
            return;
        }
        let to_act = game.to_act().seats();
        let seats = &self.seating.seats;
        let now = Instant::now();
        let audience = self.seating.has_person() || self.updates.receiver_count() > 0;
        if audience && !self.bot_thinking && to_act.iter().any(|s| seats[s.index()].bot.is_some()) {
            self.bot_due = Some(now + self.bot_wait());
        }
        let settings = &self.seating.settings;
        if settings.bot_takeover && to_act.iter().any(|s| seats[s.index()].is_human()) {
            let timeout = match settings.pace {
                Pace::Live => self.config().live_turn_timeout,
                Pace::Long => self.config().long_turn_timeout,
            };
            self.takeover_due = Some(now + timeout);
        }
        // The first of the two: a clock running out, or no move at all for the pace's time (takeover).
        self.turn_deadline = [self.takeover_due, self.clock_deadline()].into_iter().flatten().min();
    }

    /// Hands the next bot's decision to the bots' threads; the answer comes back as [`Msg::BotMove`].
    pub(super) fn think(&mut self) {
        let Some(game) = self.game.clone() else { return };
        let seats = &self.seating.seats;
        let Some((seat, level)) =
            game.to_act().seats().into_iter().find_map(|s| seats[s.index()].bot.map(|level| (s, level)))
        else {
            return;
        };
        let Some(me) = self.me.clone() else { return };
        let version = self.version();
        let seed = self.seed ^ (version + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let threads = self.shared.bot_threads.clone();
        self.bot_thinking = true;
        tokio::spawn(async move {
            let Ok(_turn) = threads.acquire_owned().await else { return };
            let action = tokio::task::spawn_blocking(move || game.bot_action(seat, level, seed)).await.ok().flatten();
            if let Some(table) = me.upgrade() {
                let _ = table.send(Msg::BotMove { version, seat, action }).await;
            }
        });
    }

    /// A bot's decision, made at `version`: applied if the seat is still a bot's and nothing moved since.
    pub(super) async fn bot_moved(&mut self, version: u64, seat: Seat, action: Option<Value>) {
        self.bot_thinking = false;
        let still = version == self.version() && self.seating.seats.get(seat.index()).is_some_and(|h| h.bot.is_some());
        match action {
            Some(action) if still => match self.apply(seat, action).await {
                Ok(_) => self.bot_failures = 0,
                Err(error) => {
                    self.bot_failures += 1;
                    tracing::error!(table = %self.id, %seat, code = error.code, "a bot's action failed");
                    self.schedule();
                }
            },
            Some(_) => self.schedule(),
            None => tracing::error!(table = %self.id, %seat, "the bot found nothing to do"),
        }
    }

    /// People who did not act in time give their seats to bots.
    pub(super) async fn time_out(&mut self) {
        if self.clocks.as_ref().is_some_and(|c| !c.out_of_time(now_ms()).is_empty()) {
            return self.clock_ran_out().await;
        }
        if self.takeover_due.is_none_or(|due| due > Instant::now()) {
            return self.schedule();
        }
        let Some(game) = &self.game else { return };
        let seats = &self.seating.seats;
        let late: Vec<Seat> = game.to_act().seats().into_iter().filter(|s| seats[s.index()].is_human()).collect();
        if late.is_empty() {
            return;
        }
        let announcement = self.seating.time_out(&late);
        if let Err(error) = self.save().await {
            tracing::error!(table = %self.id, code = error.code, "saving a takeover failed");
        }
        self.announce(announcement);
        self.publish_table();
        self.schedule();
    }
}
