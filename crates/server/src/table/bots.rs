//! Bots and timers of a table: a bot to move soon when a bot seat is to act, and a deadline after which people
//! who have not acted give their seats to stand-in bots (on tables that allow it).

use statecraft_engine::Seat;
use tokio::time::Instant;

use super::seating::{Pace, Status};
use super::task::TableTask;

impl TableTask {
    /// Sets the timers: a bot to act soon, a deadline for people to act (when bots may take over).
    pub(super) fn schedule(&mut self) {
        self.bot_due = None;
        self.turn_deadline = None;
        let Some(game) = &self.game else { return };
        if self.seating.status != Status::Running {
            return;
        }
        let to_act = game.to_act().seats();
        let seats = &self.seating.seats;
        let now = Instant::now();
        if to_act.iter().any(|s| seats[s.index()].bot.is_some()) {
            self.bot_due = Some(now + self.config.bot_delay);
        }
        let settings = &self.seating.settings;
        if settings.bot_takeover && to_act.iter().any(|s| seats[s.index()].is_human()) {
            let timeout = match settings.pace {
                Pace::Live => self.config.live_turn_timeout,
                Pace::Long => self.config.long_turn_timeout,
            };
            self.turn_deadline = Some(now + timeout);
        }
    }

    pub(super) async fn play_bot(&mut self) {
        let Some(game) = self.game.clone() else { return };
        let seats = &self.seating.seats;
        let Some((seat, level)) =
            game.to_act().seats().into_iter().find_map(|s| seats[s.index()].bot.map(|level| (s, level)))
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
    pub(super) async fn time_out(&mut self) {
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
