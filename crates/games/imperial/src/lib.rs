//! Imperial (Mac Gerdts, 2006) for Statecraft: six great powers of 1914 Europe, governed by whoever holds the
//! most of their bonds.
//!
//! Two rulesets: `classic` is the first edition as played on Brettspielwelt (the seed text), `2010` the third
//! edition (Swiss banks, the 30M bond, 15 flags). `docs/rules/imperial.md` summarises both and lists every
//! decision taken where the sources are silent.
//!
//! Layout: [`model`] (the map and the rule constants from `data/`), [`state`], [`action`], [`view`],
//! [`rules`] (one module per section of the rules, and [`rules::flow`] that runs the turn), [`text`] (every
//! word a player reads) and [`legacy`] (records written before the names-not-numbers shape).

pub mod action;
pub mod legacy;
pub mod model;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;

use serde::{Deserialize, Serialize};
use statecraft_engine::{
    Game, GameRng, OptionKind, OptionSpec, Record, ReplayError, Seat, SetupError, Text, ToAct, Words,
};

pub use action::{Action, Event};
pub use model::{MAP, Nation, RULES, Region, Ruleset, Space, Stance, UnitKind};
pub use state::{Board, Phase, State};
pub use view::View;

/// A fixed outcome of the random set-up, so that a rulebook game replays exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Deal {
    /// Classic, 4–6 players: per seat, the nation of its 6M bond (#3) and the nation of its 4M bond (#2).
    Bonds { third: Vec<Nation>, second: Vec<Nation> },
    /// Classic, 2–3 players: per seat, which of the seed's listed hands it gets (0 = the seed's player 1).
    Hands { hands: Vec<u8> },
    /// 2010 standard start: per seat, the flag card dealt to it (2 players: AH and IT; 3: AH, IT and FR; the
    /// other cards follow the rulebook).
    Cards { cards: Vec<Nation> },
    /// Profistart: the seat that chooses first in the Austria-Hungary draft.
    FirstChooser { seat: u8 },
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub ruleset: Ruleset,
    pub profistart: bool,
    pub deal: Option<Deal>,
}

pub struct Imperial;

impl Game for Imperial {
    const ID: &'static str = "imperial";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 6;
    /// 2: bonds by value, rondel spaces by name, two-step donations of any amount, per-army stances, the
    /// engine taking steps that decide nothing, and the fidelity fixes of issue 12.
    const RULES_VERSION: u32 = 2;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn name() -> Text {
        Text::new("Imperial", "インペリアル")
    }

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "ruleset".into(),
                kind: OptionKind::Choice { values: vec!["classic".into(), "2010".into()] },
                default: "classic".into(),
                help: Text::new(
                    "classic: first edition as on Brettspielwelt; 2010: third edition with Swiss banks.",
                    "classic：BSWの初版ルール、2010：スイス銀行のある第3版。",
                ),
            },
            OptionSpec {
                name: "profistart".into(),
                kind: OptionKind::Flag,
                default: false.into(),
                help: Text::new("Start with a bond draft instead of the fixed deal.", "初期債券ドラフトで開始します。"),
            },
            OptionSpec {
                name: "deal".into(),
                kind: OptionKind::Json,
                default: serde_json::Value::Null,
                help: Text::new(
                    "Fix the random set-up (bonds, hands, flag cards or first chooser) to replay a known game.",
                    "初期配布（債券・手札・国旗カード・最初の選択者）を固定します。",
                ),
            },
        ]
    }

    fn words() -> Words {
        text::words()
    }

    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
        rules::setup::setup(options, players, seed)
    }

    fn players(state: &State) -> usize {
        state.board.players as usize
    }

    fn to_act(state: &State) -> ToAct {
        rules::to_act(state)
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        rules::legal(state, seat, out)
    }

    fn apply_legal(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        rules::flow::apply(state, seat, action, events)
    }

    /// A step may be taken back (until another player acts, which the server checks) unless it ends the game.
    fn undoable(_before: &State, _seat: Seat, _action: &Action, events: &[Event]) -> bool {
        // After the deal nothing is left to chance and the one secret, each player's cash, is shown by no step
        // but the last: the step that ends the game reveals everyone's cash and final score, so it stands.
        !events.iter().any(|e| matches!(e, Event::GameOver))
    }

    fn why_illegal(state: &State, seat: Seat, action: &Action) -> Text {
        match rules::check(state, seat, action) {
            Err(refusal) => text::refusal(state, seat, &refusal),
            Ok(()) => Text::new("That is not allowed now.", "今その行動はできません。"),
        }
    }

    fn view(state: &State, seat: Option<Seat>) -> View {
        view::view(state, seat)
    }

    fn prompt(state: &State, seat: Option<Seat>) -> Text {
        text::prompt(state, seat)
    }

    fn describe(state: &State, action: &Action) -> Text {
        text::describe(state, action)
    }

    fn cost(state: &State, action: &Action) -> Option<i64> {
        view::cost(&state.board, action).map(i64::from)
    }

    fn event_text(event: &Event) -> Text {
        text::event_text(event)
    }

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        view::determinize(view, seat, rng)
    }

    fn scores(state: &State) -> Vec<i64> {
        rules::scoring::scores(state)
    }
    fn upgrade_record(record: &Record) -> Result<Record, ReplayError> {
        legacy::upgrade(record)
    }
}
