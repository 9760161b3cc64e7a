//! What a table sends to its sessions: a broadcast channel of [`Update`]s. A move carries the new game (shared,
//! read-only), the log entries of the move already redacted per viewer, and a frame slot per viewer: the first
//! session of a seat (or of the spectators) writes that viewer's message and the others send the same text, so
//! nothing but views and redacted entries ever leaves the server, and each is written once. A session that
//! holds the viewer's previous view is sent only the difference (a JSON patch between the two redacted views).

use axum::extract::ws::Utf8Bytes;
use serde::Serialize;
use statecraft_catalog::{Applied, DynMatch};
use statecraft_engine::{Seat, Text};
use std::sync::{Arc, OnceLock};
use tokio::sync::broadcast;

use super::TableInfo;
use crate::clock::ClockView;

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
    /// The players' clocks changed (a move, a change of seats, a time-out).
    Clock(Arc<ClockView>),
}

/// One committed action as every session receives it.
pub struct Moved {
    pub version: u64,
    /// When it was committed (ms since the epoch): the start of the next decision, for the turn clock.
    pub at_ms: i64,
    pub applied: Arc<Applied>,
    pub game: Arc<dyn DynMatch>,
    /// The game before the action, for the difference between a viewer's view before and after it.
    pub before: Arc<dyn DynMatch>,
    /// The message each viewer gets about this move, written by the first of its sessions to need it and then
    /// shared, so a crowd of spectators costs one view, not one each: `patches` (the difference to the view of
    /// `version - 1`) for sessions that hold that view, `frames` (the whole view) for any other.
    pub patches: PerViewer<Utf8Bytes>,
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
    /// Versions after `since` older than what the task keeps in memory (the registry rebuilds them).
    pub older: Option<std::ops::Range<u64>>,
    pub chat: Vec<Arc<ChatLine>>,
    pub updates: broadcast::Receiver<Update>,
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
