//! Age of Renaissance (Don Greenwood and Jared Scarborough, Avalon Hill 1996) for Statecraft.
//!
//! Three to six merchant houses of the Middle Ages spread markets over Europe and the Mediterranean, play
//! history cards (commodities that pay those who hold their markets, events, leaders), buy the 26 advances
//! of civilization and fight their people's misery. Each turn ends with a sealed split of money into tokens
//! and cash that sets the next order of play.
//!
//! The rules follow the Japanese translation in seed 002 (see `docs/rules/age-of-renaissance.md`); numbers
//! the seed leaves out come from `/work/shared/reference/age-of-renaissance/` and live in `data/` (choices
//! in `docs/data-gaps.md`).

pub mod action;
pub mod model;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;

use serde::{Deserialize, Serialize};
use statecraft_engine::{
    Game, GameRng, OptionKind, OptionSpec, Record, ReplayError, Seat, SetupError, Text, ToAct, Words,
};

pub use action::{Action, Event, Target};
pub use model::{Adv, Area, CardId, Category, Commodity, EventKind, Prov};
pub use state::{Length, Phase, Public, PurchaseStep, Ship, State};
pub use view::View;

/// The rules engine.
pub struct AgeOfRenaissance;

/// Table options: the length of the game (Basic, Intermediate or Campaign: the epoch whose exhausted deck ends
/// it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub length: Length,
}

impl Game for AgeOfRenaissance {
    const ID: &'static str = "age-of-renaissance";
    const MIN_PLAYERS: usize = 3;
    const MAX_PLAYERS: usize = 6;
    /// 2: Human Body and Improved Agriculture take a misery step off when bought, Papal Decree dies with a
    /// Religious Strife of epoch III, a player may leave at the order bid.
    const RULES_VERSION: u32 = 2;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn name() -> Text {
        Text::new("Age of Renaissance", "エイジ・オブ・ルネサンス")
    }
    fn option_specs() -> Vec<OptionSpec> {
        vec![OptionSpec {
            name: "length".into(),
            kind: OptionKind::Choice { values: vec!["basic".into(), "intermediate".into(), "campaign".into()] },
            default: serde_json::json!("basic"),
            help: Text::new(
                "Basic ends with the epoch I deck, Intermediate with epoch II, Campaign with epoch III.",
                "ベーシックは時代1、インターメディエイトは時代2、キャンペーンは時代3の山が尽きると終了。",
            ),
        }]
    }
    fn words() -> Words {
        text::words()
    }
    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
        rules::setup::setup(options.length, players, seed)
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
    fn undoable(_before: &State, seat: Seat, _action: &Action, events: &[Event]) -> bool {
        rules::undo::undoable(seat, events)
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
        text::cost(s, action)
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
        rules::scores(&s.public)
    }
    /// Actions kept their shape since version 1, so an older record replays as it is under the current rules;
    /// its final hash, taken under the old rules, cannot be compared and is dropped. A record whose game the new
    /// rules make go otherwise stops at the first action they refuse, with the reason.
    fn upgrade_record(record: &Record) -> Result<Record, ReplayError> {
        Ok(Record { rules_version: Self::RULES_VERSION, final_hash: None, ..record.clone() })
    }
}
