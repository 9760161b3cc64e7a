//! World Empires (a game in development in 2017, after History of the World) for Statecraft.
//!
//! Over three (or five) epochs each player plays one empire per epoch: it enters its start region, expands by
//! soldiers and merchants, makes war, gathers resources into cities and great buildings, and scores everything
//! of the player's colour on the board, earlier empires included. At each epoch's end nomad peoples invade,
//! played by the players furthest behind.
//!
//! The rules follow the seed (`shared/seeds/004_*.txt`, see `docs/rules/world-empires.md`); the map, epochs IV–V,
//! the missing numbers and the event deck are ours and live in `data/world-empires.json` (see
//! `docs/data-gaps.md`).

pub mod action;
pub mod model;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;

use serde::{Deserialize, Serialize};
use statecraft_engine::{Game, GameRng, OptionKind, OptionSpec, Seat, SetupError, Text, ToAct, Words};

pub use action::{Action, Event};
pub use state::{Phase, Public, State};
pub use view::View;

/// The rules engine.
pub struct WorldEmpires;

/// Table options. The default is the 3-epoch game without minor empires.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Play five epochs (to 1900) instead of three.
    pub five_epochs: bool,
    /// Deal kingdom cards: minor empires a player may play after its empire.
    pub minor_empires: bool,
}

impl Game for WorldEmpires {
    const ID: &'static str = "world-empires";
    const MIN_PLAYERS: usize = 3;
    const MAX_PLAYERS: usize = 6;
    const RULES_VERSION: u32 = 2;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn name() -> Text {
        Text::new("World Empires", "ワールド・エンパイア")
    }
    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "five_epochs".into(),
                kind: OptionKind::Flag,
                default: serde_json::Value::Bool(false),
                help: Text::new(
                    "Play all five epochs (to 1900) instead of three.",
                    "3エポックではなく5エポック（1900年まで）遊びます。",
                ),
            },
            OptionSpec {
                name: "minor_empires".into(),
                kind: OptionKind::Flag,
                default: serde_json::Value::Bool(false),
                help: Text::new(
                    "Minor-empire expansion: kingdom cards dealt at the start, played after your empire.",
                    "小帝国の拡張：開始時に王国カードを配り、自分の帝国の後にプレイできます。",
                ),
            },
        ]
    }
    fn words() -> Words {
        text::words()
    }
    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
        rules::flow::setup(options, players, seed)
    }
    fn players(s: &State) -> usize {
        s.public.players
    }
    fn to_act(s: &State) -> ToAct {
        rules::to_act(s)
    }
    fn legal_actions(s: &State, seat: Seat, out: &mut Vec<Action>) {
        rules::legal(s, seat, out)
    }
    fn apply_legal(s: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        rules::apply(s, seat, action, events)
    }
    fn undoable(before: &State, seat: Seat, action: &Action, events: &[Event]) -> bool {
        rules::undo::undoable(before, seat, action, events)
    }
    fn why_illegal(s: &State, seat: Seat, action: &Action) -> Text {
        text::why_illegal(s, seat, action)
    }
    fn view(s: &State, seat: Option<Seat>) -> View {
        view::view(s, seat)
    }
    fn prompt(s: &State, seat: Option<Seat>) -> Text {
        text::prompt(s, seat)
    }
    fn describe(s: &State, action: &Action) -> Text {
        text::describe(s, action)
    }
    fn cost(s: &State, action: &Action) -> Option<i64> {
        match action {
            Action::DrawThird => Some(model::data().rules.third_draw_cost),
            _ => {
                let _ = s;
                None
            }
        }
    }
    fn event_text(event: &Event) -> Text {
        text::event(event)
    }
    fn redact_event(event: &Event, viewer: Option<Seat>) -> Option<Event> {
        Some(event.redacted_for(viewer))
    }
    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        view::determinize(view, seat, rng)
    }
    fn scores(s: &State) -> Vec<i64> {
        s.public.vp.clone()
    }
}
