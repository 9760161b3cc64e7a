//! Sixteen Thirty Something ("1630", Martin Wallace, Warfrog 1995) for Statecraft.
//!
//! Players are secret backers of the nine powers of the Thirty Years' War. They lay influence cards in
//! front of them, call secret red/blue votes that align nations, send them to war or rearm them, and score
//! each turn, for every secret victory counter, the smaller of the nation's status and their influence there.
//!
//! The rules follow the Japanese summary in seed 000 (see `docs/rules/sixteen-thirty.md`); the numbers the
//! seed leaves out are ours and live in `data/sixteen-thirty.json` (see `docs/data-gaps.md`).

pub mod action;
pub mod data;
pub mod deduction;
pub mod legacy;
pub mod memory;
pub mod model;
pub mod rules;
pub mod sense;
pub mod state;
pub mod text;
pub mod view;

use serde::{Deserialize, Serialize};
use statecraft_engine::{Game, GameRng, OptionSpec, Record, ReplayError, Seat, SetupError, Text, ToAct, Words};

pub use action::{Action, Event};
pub use model::{Card, Kind, Nation, Pile, Side, Special, Subject};
pub use state::{Phase, Public, State};
pub use view::View;

/// The rules engine.
pub struct SixteenThirty;

/// Table options. The game has no variants; the options object is empty (`{}`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

impl Game for SixteenThirty {
    const ID: &'static str = "sixteen-thirty";
    const MIN_PLAYERS: usize = 3;
    const MAX_PLAYERS: usize = 6;
    /// 2: Increase Army Size no longer lifts a nation from army size 0; a nation may hold several Military
    /// Leaders (+2 each) and receive a second Unrest; the state counts leaders instead of flagging one.
    /// 3: a special card is played together with its target (one `play` action naming the nation or pile)
    /// instead of a `play` followed by a `target`, `target_pile` or `vote_in` step; a player who withdraws its
    /// trade draft to a partner does not approach that partner again in the same trade step.
    const RULES_VERSION: u32 = 4;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn name() -> Text {
        Text::new("Sixteen Thirty Something", "1630年のどこか...")
    }
    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }
    fn setup(_: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
        rules::flow::setup(players, seed)
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
        s.public.vp.clone()
    }
    fn forecast(s: &State) -> Vec<i64> {
        rules::scoring::forecast(s)
    }
    fn sensible(s: &State, seat: Seat, action: &Action) -> bool {
        sense::sensible(s, seat, action)
    }
    /// About one player turn. A player turn of random actions makes piles weak and shifts statuses at random
    /// (votes, wars, Assassins), noise that hid from the search the few points most of its choices are worth:
    /// with the default 200 actions the hard bot lost about one game in four to three random bots. The
    /// forecast judges the position after one player turn, and the search spends the time saved on five times
    /// the iterations.
    const LOOK_AHEAD: Option<u64> = Some(40);
    /// Twice as many actions for the hard bots, whose look-ahead plays by the game's sense (`sense.rs`) and so
    /// adds less noise an action: against three normal bots it won 23 of 50 seeds where 40 actions won 16.5,
    /// and outscored them by 11.6 points a game where 40 did by 2.8 (issue 20, `docs/bots.md`). A sensible
    /// player turn is short (17 actions on average, a random one 32), so 80 actions are about four and a half
    /// player turns: at four players, about one round.
    const GUIDED_LOOK_AHEAD: Option<u64> = Some(80);
    fn words() -> Words {
        text::words()
    }

    /// Records of versions 1 and 2 wrote a special card's target as a step of its own; the upgrade folds it
    /// into the `play` (see [`legacy::fold_targets`]), drops the negotiations that version 3 no longer allows
    /// ([`legacy::drop_reopened_drafts`]) and drops the final hash, taken of an older state form.
    /// The actions then replay under the current rules; a record that played Increase Army Size on a nation
    /// at army size 0 (version 1) stops there with the rule's reason.
    fn upgrade_record(record: &Record) -> Result<Record, ReplayError> {
        Ok(Record {
            rules_version: Self::RULES_VERSION,
            final_hash: None,
            actions: legacy::drop_reopened_drafts(&legacy::fold_targets(&record.actions)),
            ..record.clone()
        })
    }
}
