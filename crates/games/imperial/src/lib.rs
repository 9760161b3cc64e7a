//! Imperial (Mac Gerdts, 2006) for Statecraft: six great powers of 1914 Europe, governed by whoever holds the
//! most of their bonds.
//!
//! Two rulesets: `classic` is the first edition as played on Brettspielwelt (the seed text), `2010` the third
//! edition (Swiss banks, the 30M bond, 15 flags). `docs/rules/imperial.md` summarises both and lists every
//! decision taken where the sources are silent.
//!
//! Layout: [`map`] (the board as data), [`types`] (state, actions, views), [`setup`], [`rules`] (the turn and
//! every rondel action but the maneuver), [`maneuver`], [`text`] (prompts and log lines).

mod board;
pub mod maneuver;
pub mod map;
pub mod rules;
pub mod setup;
mod text;
pub mod types;

#[cfg(test)]
mod tests;

use rand::Rng;
use statecraft_engine::{Game, GameRng, OptionKind, OptionSpec, Seat, SetupError, Text, ToAct};

pub use board::{chart_position, power_factor, rondel_cost};
pub use map::{MAP, Region};
pub use types::{Action, Board, Deal, Event, Nation, Options, Phase, Ruleset, State, UnitKind, View};

pub struct Imperial;

impl Game for Imperial {
    const ID: &'static str = "imperial";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 6;
    const RULES_VERSION: u32 = 1;
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

    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
        setup::setup(options, players, seed)
    }

    fn players(state: &State) -> usize {
        state.board.players as usize
    }

    fn to_act(state: &State) -> ToAct {
        rules::to_act(state)
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        rules::legal(state, seat.0, out)
    }

    fn apply_legal(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        rules::apply(state, seat.0, action, events)
    }

    fn why_illegal(state: &State, seat: Seat, action: &Action) -> Text {
        text::why_illegal(state, seat.0, action)
    }

    fn view(state: &State, seat: Option<Seat>) -> View {
        let players = state.board.players as usize;
        View {
            seat: seat.map(|s| s.0),
            board: state.board.clone(),
            cash: (0..players).map(|p| (seat.map(|s| s.index()) == Some(p)).then_some(state.cash[p])).collect(),
            hidden: vec!["cash of the other players".into()],
        }
    }

    fn prompt(state: &State, seat: Option<Seat>) -> Text {
        text::prompt(state, seat.map(|s| s.0))
    }

    fn describe(state: &State, action: &Action) -> Text {
        text::describe(state, action)
    }

    fn event_text(event: &Event) -> Text {
        text::event_text(event)
    }

    fn determinize(view: &View, _seat: Seat, rng: &mut GameRng) -> State {
        // Hidden cash: a plausible amount (what a player typically holds between investor turns).
        let mut cash = [0u16; 6];
        for (p, c) in view.cash.iter().enumerate() {
            cash[p] = c.unwrap_or_else(|| rng.random_range(2..=20));
        }
        State { board: view.board.clone(), cash, rng: GameRng::seed_from_u64(rng.random()) }
    }

    fn scores(state: &State) -> Vec<i64> {
        rules::scores(state)
    }
}
