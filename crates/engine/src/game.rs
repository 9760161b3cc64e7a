//! The `Game` trait and the vocabulary around it: seats, who acts, outcomes, options, errors and views.
//!
//! The shape was chosen to fit all five titles, not only Imperial:
//! - one seat acts ([`ToAct::One`]), or several decide at once in secret ([`ToAct::Simultaneous`]: 1630's
//!   votes, Age of Renaissance's sealed bids); a game collects the hidden choices in its state and reveals them
//!   together when the last one arrives;
//! - trades between players are ordinary actions (offer, accept, decline) of the seats involved;
//! - large decisions (a maneuver of many units, an import of three units) are split into steps, so that
//!   [`Game::legal_actions`] is always a short, complete list in a stable order;
//! - everything a seat may know is in [`Game::view`]; [`Game::determinize`] turns a view back into a full
//!   state consistent with it, for search bots.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

use crate::{GameRng, Record, ReplayError, Text, Words};

/// A seat at the table, numbered from 0 in seating (clockwise) order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// All seats of a game with `players` players, in seating order.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (0..players as u8).map(Seat)
    }
    /// The placeholder that stands for this seat's player in any player-facing [`Text`]: `{seat:N}`, with
    /// `N` the 0-based index. Games never write "seat 2" or "Player 2"; the server and the client fill the
    /// placeholder with the table's names (see [`Text::with_names`]).
    pub fn mention(self) -> String {
        format!("{{seat:{}}}", self.0)
    }
}

/// A seat shown to a person is its placeholder, which the reader's side fills with the player's name.
impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.mention())
    }
}

/// Who must decide next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToAct {
    /// Exactly one seat acts.
    One { seat: Seat },
    /// These seats still owe a secret decision; the others' choices are kept hidden until all are in.
    Simultaneous { seats: Vec<Seat> },
    /// The game is over.
    Over { outcome: Outcome },
}

impl ToAct {
    pub fn one(seat: Seat) -> Self {
        ToAct::One { seat }
    }
    /// Whether `seat` may submit an action now.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            ToAct::One { seat: s } => *s == seat,
            ToAct::Simultaneous { seats } => seats.contains(&seat),
            ToAct::Over { .. } => false,
        }
    }
    /// The seats that may act now, in seating order.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            ToAct::One { seat } => vec![*seat],
            ToAct::Simultaneous { seats } => seats.clone(),
            ToAct::Over { .. } => Vec::new(),
        }
    }
    pub fn is_over(&self) -> bool {
        matches!(self, ToAct::Over { .. })
    }
}

/// The result of a finished game: each seat's score by the rules' own count, and the winners (several when
/// the rules let a tie stand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub winners: Vec<Seat>,
}

/// How a table option is set with `/option NAME [VALUE]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionKind {
    /// A switch: `/option profistart` turns it on, `/option profistart off` turns it off.
    Flag,
    /// One of a fixed list of values.
    Choice { values: Vec<String> },
    /// Free JSON (for example a fixed deal that makes a rulebook game replay exactly).
    Json,
}

/// One option a game accepts; the key is also the field name in the game's `Options` JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionSpec {
    pub name: String,
    pub kind: OptionKind,
    pub default: serde_json::Value,
    pub help: Text,
}

/// A game could not be set up with these options and player count.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{0}")]
pub struct SetupError(pub Text);

/// Why an action was refused. The state is unchanged whenever one of these is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ActError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not {seat}'s turn")]
    NotYourTurn { seat: Seat },
    #[error("there is no seat {} at this table", seat.0 + 1)]
    NoSuchSeat { seat: Seat },
    #[error("{reason}")]
    Illegal { reason: Text },
}

/// A complete, deterministic rules engine for one title.
pub trait Game: 'static {
    /// Stable identifier used in records, URLs and the command line (`imperial`, `sixteen-thirty`, …).
    const ID: &'static str;
    const MIN_PLAYERS: usize;
    const MAX_PLAYERS: usize;
    /// The version of this title's rules. Bump it whenever a change makes a recorded game replay differently
    /// (a golden record's final hash changes); it is stored with every table and record.
    const RULES_VERSION: u32;

    /// Table options (ruleset, variants, fixed set-up choices). `Default` is the standard game.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// The full, secret-holding state. Never sent to a client.
    type State: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// One decision of one seat.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one seat (or a spectator) may know.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Something that happened, for the game log.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    fn name() -> Text;
    fn option_specs() -> Vec<OptionSpec>;

    /// The title's vocabulary for the client, by category and id (`"regions" → "vienna" → Vienna/ウィーン`):
    /// names of regions, nations, cards, pieces and board labels. Sent once with the game's description, so
    /// the server's log text and the client's labels come from one source.
    fn words() -> Words {
        Words::default()
    }

    /// Sets up a new game. The seed feeds the state's [`GameRng`]; options may fix every random set-up choice.
    fn setup(options: &Self::Options, players: usize, seed: u64) -> Result<Self::State, SetupError>;

    fn players(state: &Self::State) -> usize;

    fn to_act(state: &Self::State) -> ToAct;

    /// Every legal action of `seat` now, in a stable order, appended to `out` (nothing if the seat may not act).
    fn legal_actions(state: &Self::State, seat: Seat, out: &mut Vec<Self::Action>);

    /// Applies an action already known to be legal (it is in `legal_actions`). Use [`apply`] for input from
    /// outside; this is the fast path for playouts.
    fn apply_legal(state: &mut Self::State, seat: Seat, action: &Self::Action, events: &mut Vec<Self::Event>);

    /// Says, in words a player understands, why `action` is not allowed for `seat` now. Called only for
    /// actions that are not in the legal list.
    fn why_illegal(state: &Self::State, seat: Seat, action: &Self::Action) -> Text {
        let _ = (state, seat, action);
        Text::new("That move is not allowed now.", "今その行動はできません。")
    }

    /// What `seat` (or a spectator, `None`) may know. The only place hidden information is redacted.
    fn view(state: &Self::State, seat: Option<Seat>) -> Self::View;

    /// What to do now, for the guidance panel, addressed to `seat` (or to a spectator).
    fn prompt(state: &Self::State, seat: Option<Seat>) -> Text;

    /// A short label for an action, for buttons and the game log.
    fn describe(state: &Self::State, action: &Self::Action) -> Text;

    /// What taking `action` costs the acting player, in the game's money (millions in Imperial, florins in
    /// Age of Renaissance), when it costs anything; the client shows it and asks to confirm costly steps.
    fn cost(state: &Self::State, action: &Self::Action) -> Option<i64> {
        let _ = (state, action);
        None
    }

    /// The event as a line of the game log.
    fn event_text(event: &Self::Event) -> Text;

    /// The event as `viewer` may see it, or `None` if it must not see it at all.
    fn redact_event(event: &Self::Event, viewer: Option<Seat>) -> Option<Self::Event> {
        let _ = viewer;
        Some(event.clone())
    }

    /// Whether `seat` may take back `action`, which it took in `before` and which produced `events`: a rule of
    /// each title, as on Board Game Arena. A step may be taken back only when it revealed nothing (no die
    /// rolled, no card drawn, no secret shown to anyone); the server also requires that no other seat has
    /// acted since. The default takes nothing back.
    fn undoable(before: &Self::State, seat: Seat, action: &Self::Action, events: &[Self::Event]) -> bool {
        let _ = (before, seat, action, events);
        false
    }

    /// A full state consistent with `view` as seen by `seat`, with everything hidden from it drawn at random
    /// from `rng`. `view(determinize(v, s), Some(s)) == v` must hold.
    fn determinize(view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self::State;

    /// Each seat's score by the rules' own count at this moment (the final score once the game is over).
    fn scores(state: &Self::State) -> Vec<i64>;

    /// Each seat's expected final score, for judging a game that a bot's look-ahead cut short. Only the order
    /// between seats matters, so a title may scale it. The default is [`scores`](Game::scores); a title whose
    /// scores lag far behind the position (points counted only at the end of a turn) gives its own estimate.
    fn forecast(state: &Self::State) -> Vec<i64> {
        Self::scores(state)
    }

    /// Whether a player who wants to do well would consider `action` for `seat` here: a title's rough sense
    /// of the game, for the look-ahead of the strongest bots, which plays mostly such actions instead of
    /// uniformly random ones. It judges the full state (a bot's look-ahead runs on one of its draws, so it
    /// never sees more than the bot may know). The default considers every action, which leaves the
    /// look-ahead uniformly random.
    fn sensible(state: &Self::State, seat: Seat, action: &Self::Action) -> bool {
        let _ = (state, seat, action);
        true
    }

    /// How many actions a bot's look-ahead plays past its search tree before [`forecast`](Game::forecast)
    /// judges the position, or `None` for the search's own length. A title whose forecast judges a position
    /// well may ask for less: random actions are noise the search must average away, and a shorter look-ahead
    /// leaves it time for more iterations.
    const LOOK_AHEAD: Option<u64> = None;

    /// The same for a look-ahead guided by the title's sense ([`sensible`](Game::sensible), the hard bots),
    /// or `None` for [`LOOK_AHEAD`](Game::LOOK_AHEAD): sensible play is less noise than random play, so it may
    /// pay to look further.
    const GUIDED_LOOK_AHEAD: Option<u64> = None;

    /// A record written under an older `RULES_VERSION`, brought to the current shape of actions and options
    /// where the title changed them (it then replays under the current rules). [`replay`](crate::replay)
    /// calls this for every older record; a title that never changed its shapes keeps the default.
    fn upgrade_record(record: &Record) -> Result<Record, ReplayError> {
        Ok(record.clone())
    }
}

/// Legal actions of `seat`, as a new vector.
pub fn legal_actions<G: Game>(state: &G::State, seat: Seat) -> Vec<G::Action> {
    let mut out = Vec::new();
    G::legal_actions(state, seat, &mut out);
    out
}

/// Checks an action from outside (a player, a record) and applies it. On error the state is untouched.
pub fn apply<G: Game>(state: &mut G::State, seat: Seat, action: &G::Action) -> Result<Vec<G::Event>, ActError> {
    if seat.index() >= G::players(state) {
        return Err(ActError::NoSuchSeat { seat });
    }
    let to_act = G::to_act(state);
    if to_act.is_over() {
        return Err(ActError::GameOver);
    }
    if !to_act.includes(seat) {
        return Err(ActError::NotYourTurn { seat });
    }
    if !legal_actions::<G>(state, seat).contains(action) {
        return Err(ActError::Illegal { reason: G::why_illegal(state, seat, action) });
    }
    let mut events = Vec::new();
    G::apply_legal(state, seat, action, &mut events);
    Ok(events)
}

/// Whether `seat` could take `action` back if it took it now in `state` ([`Game::undoable`], judged on a copy);
/// an action that is not allowed now is the error it would get.
pub fn can_take_back<G: Game>(state: &G::State, seat: Seat, action: &G::Action) -> Result<bool, ActError> {
    let mut after = state.clone();
    let events = apply::<G>(&mut after, seat, action)?;
    Ok(G::undoable(state, seat, action, &events))
}

/// Everything one seat (or a spectator) is sent: the game's own view plus whose turn it is, this seat's legal
/// actions with their labels and costs, and the guidance prompt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SeatView<G: Game> {
    pub seat: Option<Seat>,
    pub to_act: ToAct,
    pub prompt: Text,
    pub legal: Vec<G::Action>,
    /// `labels[i]` names `legal[i]` ([`Game::describe`]).
    pub labels: Vec<Text>,
    /// `costs[i]` is what `legal[i]` costs the actor ([`Game::cost`]), `None` when it costs nothing.
    pub costs: Vec<Option<i64>>,
    pub game: G::View,
}

/// Builds the complete view for `seat`.
pub fn seat_view<G: Game>(state: &G::State, seat: Option<Seat>) -> SeatView<G> {
    let legal = seat.map(|s| legal_actions::<G>(state, s)).unwrap_or_default();
    let labels = legal.iter().map(|a| G::describe(state, a)).collect();
    let costs = legal.iter().map(|a| G::cost(state, a)).collect();
    SeatView {
        seat,
        to_act: G::to_act(state),
        prompt: G::prompt(state, seat),
        legal,
        labels,
        costs,
        game: G::view(state, seat),
    }
}
