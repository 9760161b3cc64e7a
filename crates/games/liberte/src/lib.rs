//! Liberté (Martin Wallace, Warfrog 2001) for Statecraft.
//!
//! Three to six players back the factions of the French Revolution — moderates (blue), royalists (white) and
//! radicals (red) — by playing personality and club cards that place faction blocks in the 27 provinces of
//! France. Each of the four turns ends with a battle (from turn 2) and an election whose government and
//! opposition give victory points; a radical landslide or a royalist counter-revolution can end the game at
//! once.
//!
//! The rules follow the Japanese translation in seed 001 (see `docs/rules/liberte.md`); the map, the cards
//! and the battle VP the seed leaves out are in `data/liberte.json` (see `docs/data-gaps.md`).

pub mod action;
pub mod model;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;

use serde::{Deserialize, Serialize};
use statecraft_engine::{Game, GameRng, OptionKind, OptionSpec, Seat, SetupError, Text, ToAct, Words};

pub use action::{Action, Event, Source, Target};
pub use model::{CardId, Faction, Province, Region, Special};
pub use state::{End, Public, Stage, State};
pub use view::View;

/// The rules engine.
pub struct Liberte;

/// Table options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// First-edition rules: one club or personality card per action and one card per take (no second value-1
    /// card).
    pub first_edition: bool,
}

impl Game for Liberte {
    const ID: &'static str = "liberte";
    const MIN_PLAYERS: usize = 3;
    const MAX_PLAYERS: usize = 6;
    const RULES_VERSION: u32 = 1;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn name() -> Text {
        Text::new("Liberté", "リベルテ")
    }
    fn option_specs() -> Vec<OptionSpec> {
        vec![OptionSpec {
            name: "first_edition".into(),
            kind: OptionKind::Flag,
            default: serde_json::Value::Bool(false),
            help: Text::new(
                "First-edition rules: no second value-1 card when playing or taking cards.",
                "初版ルール：カードのプレイ・受け取りで2枚目のバリュー1カードなし。",
            ),
        }]
    }
    fn words() -> Words {
        text::words()
    }
    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
        rules::flow::setup(players, options.first_edition, seed)
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
        if s.public.stage == Stage::Over { s.public.final_scores.clone() } else { s.public.vp.clone() }
    }
}
