//! Every title behind one object-safe interface, with JSON at the boundary.
//!
//! The server and the command line never name a game type: they look a title up by id in a [`Catalog`] and
//! drive it through [`DynGame`] and [`DynMatch`]. Adding a title is one line in [`Catalog::standard`]; no
//! server change. Inside, each call goes straight to the monomorphic engine code, so nothing is slower for
//! being erased.

use rand::Rng;
use serde::Serialize;
use serde_json::Value;
use serde_json::value::RawValue;
use statecraft_bots::arena::{ArenaReport, GameResult, Schedule};
use statecraft_bots::{Budget, Decision, Level, RootArm};
use statecraft_engine::testkit::{PlayoutReport, fast_playouts};
use statecraft_engine::{
    ActError, Game, GameRng, OptionKind, OptionSpec, Record, ReplayError, Seat, SetupError, Text, ToAct, Words, apply,
    can_take_back, legal_actions, replay, seat_view, state_hash,
};

/// A title, type-erased.
pub trait DynGame: Send + Sync {
    fn id(&self) -> &'static str;
    fn name(&self) -> Text;
    fn min_players(&self) -> usize;
    fn max_players(&self) -> usize;
    /// The title's rules version (see [`Game::RULES_VERSION`]).
    fn rules_version(&self) -> u32;
    /// The title's vocabulary for the client (see [`Game::words`]).
    fn words(&self) -> Words;
    fn option_specs(&self) -> Vec<OptionSpec>;
    /// The standard options as JSON.
    fn default_options(&self) -> Value;
    /// Checks options JSON and returns it in its complete, normalised form.
    fn normalize_options(&self, options: &Value) -> Result<Value, OptionsError>;
    /// Starts a new game.
    fn start(&self, options: &Value, players: usize, seed: u64) -> Result<Box<dyn DynMatch>, SetupError>;
    /// Replays a record (up to `steps` actions), checking every action against the rules.
    fn replay(&self, record: &Record, steps: Option<usize>) -> Result<Box<dyn DynMatch>, ReplayError>;
    /// Restores a game from a snapshot written by [`DynMatch::snapshot`].
    fn restore(&self, snapshot: &Value) -> Result<Box<dyn DynMatch>, String>;
    /// Plays unchecked random games, as fast as the engine goes (for `simulate` and `bench`).
    fn random_playouts(
        &self,
        options: &Value,
        players: usize,
        games: u64,
        seed: u64,
        max_actions: u64,
    ) -> Result<PlayoutReport, String>;
    /// Plays bots against each other, one per seat, rotating seats across games (for `arena` and tests).
    fn arena(
        &self,
        options: &Value,
        levels: &[Level],
        schedule: &Schedule,
        on_game: &(dyn Fn(&GameResult) + Sync),
    ) -> Result<ArenaReport, String>;
}

/// Why table options were refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OptionsError(pub String);

/// Why a submitted action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ActionError {
    #[error("that is not an action of this game: {message}")]
    Malformed { message: String },
    #[error("{0}")]
    Refused(#[from] ActError),
}

impl ActionError {
    /// A stable machine-readable code (`malformed`, `not_your_turn`, `illegal`, …).
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::Malformed { .. } => "malformed",
            ActionError::Refused(ActError::GameOver) => "game_over",
            ActionError::Refused(ActError::NotYourTurn { .. }) => "not_your_turn",
            ActionError::Refused(ActError::NoSuchSeat { .. }) => "no_such_seat",
            ActionError::Refused(ActError::Illegal { .. }) => "illegal",
        }
    }
    /// The message in both languages.
    pub fn text(&self) -> Text {
        match self {
            ActionError::Malformed { message } => Text::new(
                format!("That is not an action of this game ({message})."),
                format!("このゲームの行動として解釈できません（{message}）。"),
            ),
            ActionError::Refused(ActError::GameOver) => Text::new("The game is over.", "ゲームは終了しています。"),
            ActionError::Refused(ActError::NotYourTurn { seat }) => {
                Text::new(format!("It is not {seat}'s turn."), format!("{seat}の手番ではありません。"))
            }
            ActionError::Refused(ActError::NoSuchSeat { seat }) => Text::new(
                format!("There is no seat {} at this table.", seat.0 + 1),
                format!("席{}はこのテーブルにありません。", seat.0 + 1),
            ),
            ActionError::Refused(ActError::Illegal { reason }) => reason.clone(),
        }
    }
}

/// One log line as a given viewer may see it: the game's event JSON and its text.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LogEntry {
    pub event: Value,
    pub text: Text,
}

/// What an applied action produced, already redacted for each viewer. Most entries read the same to everyone,
/// and a live table keeps its recent moves' entries in memory, so a seat's list is kept only where it differs
/// from the spectators'.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Applied {
    /// What a spectator may see.
    pub public: Vec<LogEntry>,
    /// What each seat may see, by seat index, where that differs from `public`.
    seats: Vec<Option<Vec<LogEntry>>>,
}

impl Applied {
    /// The entries `public` for spectators and `seats[i]` for seat `i`.
    pub fn new(public: Vec<LogEntry>, seats: Vec<Vec<LogEntry>>) -> Applied {
        let seats = seats.into_iter().map(|mine| (mine != public).then_some(mine)).collect();
        Applied { public, seats }
    }

    /// What `viewer` may see (nothing for a seat the game does not have).
    pub fn for_viewer(&self, viewer: Option<Seat>) -> &[LogEntry] {
        match viewer {
            Some(seat) => match self.seats.get(seat.index()) {
                Some(Some(mine)) => mine,
                Some(None) => &self.public,
                None => &[],
            },
            None => &self.public,
        }
    }
}

/// A game in progress, type-erased.
pub trait DynMatch: Send + Sync {
    fn game_id(&self) -> &'static str;
    fn players(&self) -> usize;
    fn to_act(&self) -> ToAct;
    /// Checks and applies an action given as JSON. On error nothing changed.
    fn apply(&mut self, seat: Seat, action: &Value) -> Result<Applied, ActionError>;
    /// The complete view of one seat (or a spectator): the engine's `SeatView` as JSON text, written straight
    /// from the typed view (a server sends it on every move, so it never goes through a `Value` tree).
    fn view(&self, seat: Option<Seat>) -> Box<RawValue>;
    /// Only the legal actions of `seat`, as JSON text: much cheaper than a whole view when that is all a caller
    /// needs (equal texts mean equal choices, since a game's actions always serialise the same way).
    fn legal(&self, seat: Seat) -> String;
    /// A bot's choice for `seat`, made from that seat's view only; `None` if the seat has nothing to do.
    fn bot_action(&self, seat: Seat, level: Level, seed: u64) -> Option<Value>;
    /// The search bot's choice for `seat` under an explicit budget, with what the search cost and how it rated
    /// each action (for `bench`, `judge` and tests that must not depend on the clock).
    fn bot_search(&self, seat: Seat, budget: &Budget, seed: u64) -> Option<Decision<Value>>;
    /// Another full state that `seat` cannot tell from this one: everything hidden from it redrawn at random
    /// (for tests that a seat's view, and a bot's choice, ignore the other seats' secrets).
    fn redraw_hidden(&self, seat: Seat, seed: u64) -> Box<dyn DynMatch>;
    /// Each seat's score by the rules' count now.
    fn scores(&self) -> Vec<i64>;
    /// The full state, secrets included: for the server's durable snapshots only, never for a client.
    fn snapshot(&self) -> Value;
    fn state_hash(&self) -> String;
    fn clone_box(&self) -> Box<dyn DynMatch>;
    /// Whether `seat` could take `action` back if it took it now (the title's rule, [`Game::undoable`]).
    fn undoable(&self, seat: Seat, action: &Value) -> Result<bool, ActionError>;
}

struct Title<G: Game>(std::marker::PhantomData<fn() -> G>);

struct Match<G: Game> {
    state: G::State,
}

impl<G: Game> Title<G> {
    fn options(options: &Value) -> Result<G::Options, OptionsError> {
        if options.is_null() {
            return Ok(G::Options::default());
        }
        serde_json::from_value(options.clone()).map_err(|e| OptionsError(e.to_string()))
    }

    fn boxed(state: G::State) -> Box<dyn DynMatch> {
        Box::new(Match::<G> { state })
    }
}

impl<G: Game> DynGame for Title<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn name(&self) -> Text {
        G::name()
    }
    fn min_players(&self) -> usize {
        G::MIN_PLAYERS
    }
    fn max_players(&self) -> usize {
        G::MAX_PLAYERS
    }
    fn rules_version(&self) -> u32 {
        G::RULES_VERSION
    }
    fn words(&self) -> Words {
        G::words()
    }
    fn option_specs(&self) -> Vec<OptionSpec> {
        G::option_specs()
    }
    fn default_options(&self) -> Value {
        serde_json::to_value(G::Options::default()).expect("options serialise")
    }
    fn normalize_options(&self, options: &Value) -> Result<Value, OptionsError> {
        let parsed = Self::options(options)?;
        Ok(serde_json::to_value(parsed).expect("options serialise"))
    }
    fn start(&self, options: &Value, players: usize, seed: u64) -> Result<Box<dyn DynMatch>, SetupError> {
        let options = Self::options(options).map_err(|e| {
            SetupError(Text::new(format!("Invalid options: {e}"), format!("オプションが不正です: {e}")))
        })?;
        Ok(Self::boxed(G::setup(&options, players, seed)?))
    }
    fn replay(&self, record: &Record, steps: Option<usize>) -> Result<Box<dyn DynMatch>, ReplayError> {
        Ok(Self::boxed(replay::<G>(record, steps)?))
    }
    fn restore(&self, snapshot: &Value) -> Result<Box<dyn DynMatch>, String> {
        let state = serde_json::from_value(snapshot.clone()).map_err(|e| e.to_string())?;
        Ok(Self::boxed(state))
    }
    fn random_playouts(
        &self,
        options: &Value,
        players: usize,
        games: u64,
        seed: u64,
        max_actions: u64,
    ) -> Result<PlayoutReport, String> {
        let options = Self::options(options).map_err(|e| e.to_string())?;
        fast_playouts::<G>(&options, players, games, seed, max_actions).map_err(|e| e.to_string())
    }
    fn arena(
        &self,
        options: &Value,
        levels: &[Level],
        schedule: &Schedule,
        on_game: &(dyn Fn(&GameResult) + Sync),
    ) -> Result<ArenaReport, String> {
        let options = Self::options(options).map_err(|e| e.to_string())?;
        statecraft_bots::arena::run::<G>(&options, levels, schedule, on_game)
    }
}

fn log_entries<G: Game>(events: &[G::Event], viewer: Option<Seat>) -> Vec<LogEntry> {
    events
        .iter()
        .filter_map(|e| G::redact_event(e, viewer))
        .map(|e| LogEntry { text: G::event_text(&e), event: serde_json::to_value(&e).expect("events serialise") })
        .collect()
}

impl<G: Game> DynMatch for Match<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn players(&self) -> usize {
        G::players(&self.state)
    }
    fn to_act(&self) -> ToAct {
        G::to_act(&self.state)
    }
    fn apply(&mut self, seat: Seat, action: &Value) -> Result<Applied, ActionError> {
        let action: G::Action =
            serde_json::from_value(action.clone()).map_err(|e| ActionError::Malformed { message: e.to_string() })?;
        let events = apply::<G>(&mut self.state, seat, &action)?;
        Ok(Applied::new(
            log_entries::<G>(&events, None),
            Seat::all(self.players()).map(|s| log_entries::<G>(&events, Some(s))).collect(),
        ))
    }
    fn view(&self, seat: Option<Seat>) -> Box<RawValue> {
        serde_json::value::to_raw_value(&seat_view::<G>(&self.state, seat)).expect("views serialise")
    }
    fn undoable(&self, seat: Seat, action: &Value) -> Result<bool, ActionError> {
        let action: G::Action =
            serde_json::from_value(action.clone()).map_err(|e| ActionError::Malformed { message: e.to_string() })?;
        Ok(can_take_back::<G>(&self.state, seat, &action)?)
    }
    fn legal(&self, seat: Seat) -> String {
        serde_json::to_string(&legal_actions::<G>(&self.state, seat)).expect("actions serialise")
    }
    fn bot_action(&self, seat: Seat, level: Level, seed: u64) -> Option<Value> {
        let view = seat_view::<G>(&self.state, Some(seat));
        let mut rng = GameRng::seed_from_u64(seed);
        statecraft_bots::decide::<G>(&view, level, &mut rng).map(|a| serde_json::to_value(a).expect("serialises"))
    }
    fn bot_search(&self, seat: Seat, budget: &Budget, seed: u64) -> Option<Decision<Value>> {
        let view = seat_view::<G>(&self.state, Some(seat));
        let mut rng = GameRng::seed_from_u64(seed);
        let decision = statecraft_bots::search::search::<G>(&view, budget, &mut rng)?;
        let value = |action: G::Action| serde_json::to_value(action).expect("actions serialise");
        Some(Decision {
            action: value(decision.action),
            stats: decision.stats,
            root: decision
                .root
                .into_iter()
                .map(|arm| RootArm { action: value(arm.action), visits: arm.visits, mean: arm.mean })
                .collect(),
        })
    }
    fn redraw_hidden(&self, seat: Seat, seed: u64) -> Box<dyn DynMatch> {
        let view = G::view(&self.state, Some(seat));
        Title::<G>::boxed(G::determinize(&view, seat, &mut GameRng::seed_from_u64(seed)))
    }
    fn scores(&self) -> Vec<i64> {
        G::scores(&self.state)
    }
    fn snapshot(&self) -> Value {
        serde_json::to_value(&self.state).expect("states serialise")
    }
    fn state_hash(&self) -> String {
        state_hash::<G>(&self.state)
    }
    fn clone_box(&self) -> Box<dyn DynMatch> {
        Box::new(Match::<G> { state: self.state.clone() })
    }
}

/// The titles a server or command offers.
pub struct Catalog {
    games: Vec<Box<dyn DynGame>>,
}

impl Catalog {
    /// Every title Statecraft offers to players.
    pub fn standard() -> Self {
        Catalog::empty()
            .with::<statecraft_imperial::Imperial>()
            .with::<statecraft_sixteen_thirty::SixteenThirty>()
            .with::<statecraft_liberte::Liberte>()
            .with::<statecraft_age_of_renaissance::AgeOfRenaissance>()
            .with::<statecraft_world_empires::WorldEmpires>()
    }

    pub fn empty() -> Self {
        Catalog { games: Vec::new() }
    }

    /// Adds a title (tests add the engine's High card fixture this way).
    pub fn with<G: Game>(mut self) -> Self {
        self.games.push(Box::new(Title::<G>(std::marker::PhantomData)));
        self
    }

    pub fn get(&self, id: &str) -> Option<&dyn DynGame> {
        self.games.iter().find(|g| g.id() == id).map(|g| g.as_ref())
    }

    /// Like [`Catalog::get`], with an error that lists the titles there are.
    pub fn find(&self, id: &str) -> Result<&dyn DynGame, String> {
        self.get(id).ok_or_else(|| format!("unknown game `{id}` (games: {})", self.ids().join(", ")))
    }

    pub fn ids(&self) -> Vec<&'static str> {
        self.games.iter().map(|g| g.id()).collect()
    }

    pub fn iter(&self) -> impl Iterator<Item = &dyn DynGame> {
        self.games.iter().map(|g| g.as_ref())
    }
}

/// Sets one option in an options object the way `/option NAME [VALUE]` does: a flag with no value turns on,
/// `off`/`false`/`no` turns it off; a choice must be one of its values; JSON options take JSON.
pub fn set_option(game: &dyn DynGame, options: &Value, name: &str, value: Option<&str>) -> Result<Value, OptionsError> {
    let specs = game.option_specs();
    let Some(spec) = specs.iter().find(|s| s.name == name) else {
        let names: Vec<_> = specs.iter().map(|s| s.name.as_str()).collect();
        return Err(OptionsError(format!("unknown option `{name}` (options: {})", names.join(", "))));
    };
    let new_value = match (&spec.kind, value) {
        (OptionKind::Flag, None) => Value::Bool(true),
        (OptionKind::Flag, Some(v)) => match v {
            "on" | "true" | "yes" | "1" => Value::Bool(true),
            "off" | "false" | "no" | "0" => Value::Bool(false),
            _ => return Err(OptionsError(format!("`{name}` is a switch: use on or off"))),
        },
        (OptionKind::Choice { values }, Some(v)) if values.iter().any(|x| x == v) => Value::String(v.to_string()),
        (OptionKind::Choice { values }, _) => {
            return Err(OptionsError(format!("`{name}` must be one of: {}", values.join(", "))));
        }
        (OptionKind::Json, Some(v)) => {
            serde_json::from_str(v).map_err(|e| OptionsError(format!("`{name}` takes JSON: {e}")))?
        }
        (OptionKind::Json, None) => Value::Null,
    };
    let mut merged = game.normalize_options(options)?;
    merged[name] = new_value;
    game.normalize_options(&merged)
}

/// A random seed for a new table.
pub fn fresh_seed() -> u64 {
    rand::rng().random()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(text: &str) -> LogEntry {
        LogEntry { event: Value::String(text.into()), text: Text::new(text, text) }
    }

    #[test]
    fn each_seat_reads_its_own_entries_and_a_copy_is_kept_only_where_they_differ() {
        let public = vec![entry("Ann drew a card.")];
        let secret = vec![entry("Ann drew the Queen of Spies.")];
        let applied = Applied::new(public.clone(), vec![secret.clone(), public.clone(), public.clone()]);
        assert_eq!(applied.for_viewer(Some(Seat(0))), &secret[..]);
        assert_eq!(applied.for_viewer(Some(Seat(1))), &public[..]);
        assert_eq!(applied.for_viewer(None), &public[..]);
        assert_eq!(applied.for_viewer(Some(Seat(3))), &[] as &[LogEntry], "a seat the game does not have");
        assert_eq!(applied.seats.iter().filter(|s| s.is_some()).count(), 1, "one list besides the public one");
    }
}
