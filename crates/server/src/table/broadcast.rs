//! What a table sends to its sessions: a broadcast channel of [`Update`]s. A move carries the new game (shared,
//! read-only), the log entries of the move already redacted per viewer, and a frame slot per viewer: the first
//! session of a seat (or of the spectators) writes that viewer's message and the others send the same text, so
//! nothing but views and redacted entries ever leaves the server, and each is written once (for each language
//! its readers read, see `crate::lang`). A session that holds the viewer's previous view is sent only the
//! difference (a patch between the two redacted views), with the clocks as the move left them. The views of
//! a position are written once too, and those after one move are the views before the next.

use axum::extract::ws::Utf8Bytes;
use serde::Serialize;
use serde_json::value::RawValue;
use statecraft_catalog::{Applied, DynMatch};
use statecraft_engine::{Seat, Text};
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::broadcast;

use super::TableInfo;
use crate::clock::{ClockView, SeatClock};
use crate::lang::Lang;
use crate::tape::{At, Tape};

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
    /// The players' clocks changed other than by a move (a change of seats, a time-out, an undo).
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
    /// The views of `before` and of `game`, each written by the first session to need it.
    pub views_before: Arc<Views>,
    pub views: Arc<Views>,
    /// The clocks the move changed, as they read at `at_ms` (tables with a clock).
    pub clock: Option<Vec<SeatClock>>,
    /// The message each viewer gets about this move, written by the first of its sessions to need it and then
    /// shared, so a crowd of spectators costs one view, not one each: `patches` (the difference to the view of
    /// `version - 1`) for sessions that hold that view, `frames` (the whole view) for any other.
    pub patches: PerViewer<Utf8Bytes>,
    pub frames: PerViewer<Utf8Bytes>,
}

/// A value per viewer (each seat, and spectators) and language, each computed at most once. Only the ones
/// asked for take room: a move's message stays in the broadcast ring for the next 64 moves.
pub struct PerViewer<T> {
    players: usize,
    cells: Mutex<Vec<Cell<T>>>,
}

/// A viewer, the language read, and the value (once made).
type Cell<T> = (Option<Seat>, Lang, Arc<OnceLock<T>>);

impl<T> PerViewer<T> {
    pub fn new(players: usize) -> Self {
        PerViewer { players, cells: Mutex::default() }
    }

    /// The value for `viewer` reading `lang`, computing it with `make` if nobody has yet. A seat the game
    /// does not have is never cached (its value must not reach anyone else).
    pub fn get_or_init(&self, viewer: Option<Seat>, lang: Lang, make: impl FnOnce() -> T) -> T
    where
        T: Clone,
    {
        if viewer.is_some_and(|seat| seat.index() >= self.players) {
            return make();
        }
        let cell = {
            let mut cells = self.cells.lock().expect("the cache's lock is never poisoned");
            match cells.iter().find(|(v, l, _)| *v == viewer && *l == lang) {
                Some((_, _, cell)) => cell.clone(),
                None => {
                    let cell = Arc::new(OnceLock::new());
                    cells.push((viewer, lang, cell.clone()));
                    cell
                }
            }
        };
        // Made outside the list's lock, so that viewers' values are made at the same time.
        cell.get_or_init(make).clone()
    }

    /// Forgets every value (they are made again when asked for).
    pub fn clear(&self) {
        self.cells.lock().expect("the cache's lock is never poisoned").clear();
    }
}

/// The views of one position, each viewer's written once and shared. The table keeps a position's views
/// only while the next move has not been followed by another ([`PerViewer::clear`]): a session that falls
/// further behind writes the view again.
pub type Views = PerViewer<Arc<WrittenView>>;

impl Views {
    /// `viewer`'s view of `game`, the position these views are of.
    pub fn of(&self, game: &dyn DynMatch, viewer: Option<Seat>) -> Arc<WrittenView> {
        // A view holds texts in both languages; each reader's cut is made from it.
        self.get_or_init(viewer, Lang::Both, || {
            Arc::new(WrittenView { text: game.view(viewer), tape: OnceLock::new() })
        })
    }
}

/// A viewer's view of a position as written, with its tape once a patch has read it: the patches to this
/// position and from it (after the next move) read the same tape.
pub struct WrittenView {
    pub text: Box<RawValue>,
    tape: OnceLock<Tape>,
}

impl WrittenView {
    /// The view read for its tape (see `crate::tape`).
    pub fn read(&self) -> At<'_> {
        self.tape.get_or_init(|| Tape::new(self.text.get())).root(self.text.get())
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
    fn each_viewer_and_language_has_its_own_value_made_once() {
        let cache = PerViewer::<String>::new(2);
        let made = Cell::new(0);
        let make = |name: &str| {
            made.set(made.get() + 1);
            name.to_string()
        };
        let en = Lang::En;
        assert_eq!(cache.get_or_init(Some(Seat(0)), en, || make("seat 1")), "seat 1");
        assert_eq!(cache.get_or_init(Some(Seat(0)), en, || make("again")), "seat 1");
        assert_eq!(cache.get_or_init(Some(Seat(0)), Lang::Ja, || make("seat 1 ja")), "seat 1 ja");
        assert_eq!(cache.get_or_init(None, en, || make("public")), "public");
        assert_eq!(cache.get_or_init(Some(Seat(1)), en, || make("seat 2")), "seat 2");
        assert_eq!(made.get(), 4);
        // A seat beyond the table is computed every time and never stored where a spectator would find it.
        assert_eq!(cache.get_or_init(Some(Seat(5)), en, || make("stray")), "stray");
        assert_eq!(cache.get_or_init(Some(Seat(5)), en, || make("stray")), "stray");
        assert_eq!(cache.get_or_init(None, en, || make("public again")), "public");
        assert_eq!(made.get(), 6);
        cache.clear();
        assert_eq!(cache.get_or_init(None, en, || make("public, made again")), "public, made again");
        assert_eq!(made.get(), 7);
    }
}
