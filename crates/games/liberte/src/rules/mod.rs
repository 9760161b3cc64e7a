//! The rules, one module per section of the rulebook; this module dispatches: who acts, what is legal, what an
//! action does. [`flow`] moves the turn on between sections; the sections never call back into it.

pub mod actions;
pub mod battle;
pub mod cards;
pub mod contest;
pub mod election;
pub mod ends;
pub mod flow;
pub mod special;
pub mod undo;

use statecraft_engine::{Outcome, Seat, ToAct};

use crate::action::{Action, Event};
use crate::state::{Stage, State};

pub fn to_act(s: &State) -> ToAct {
    let p = &s.public;
    if p.stage == Stage::Over {
        return ToAct::Over { outcome: Outcome { scores: p.final_scores.clone(), winners: p.winners.clone() } };
    }
    match &p.contest {
        Some(c) => ToAct::one(c.seats[c.next]),
        None => ToAct::one(p.current()),
    }
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    if !to_act(s).includes(seat) {
        return;
    }
    if s.public.contest.is_some() {
        return contest::legal(s, seat, out);
    }
    match s.public.stage {
        Stage::Refresh { drawing } => cards::legal_refresh(s, seat, drawing, out),
        Stage::Actions => actions::legal(s, seat, out),
        _ => {}
    }
}

/// Steps a player never has to be asked about: the only thing left to do is to end the action, stop
/// discarding an empty hand or decline without a card to promote.
fn only_formality(s: &State, seat: Seat) -> Option<Action> {
    let p = &s.public;
    let d = &p.doing;
    // Cheap answers first: a fresh action always has Pass, a placement always has its provinces.
    let open = match p.stage {
        Stage::Actions => p.contest.is_none() && d.started() && d.placing.is_none(),
        Stage::Refresh { drawing: false } => s.hands[seat.index()].is_empty(),
        _ => false,
    };
    if !open {
        return None;
    }
    let mut buf = Vec::new();
    legal(s, seat, &mut buf);
    match buf.as_slice() {
        [only @ (Action::EndAction | Action::DoneDiscarding)] => Some(only.clone()),
        _ => None,
    }
}

/// Applies an action already checked against [`legal`], then moves the game on.
pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    apply_one(s, seat, action, ev);
    flow::advance(s, ev);
    while let ToAct::One { seat } = to_act(s) {
        let Some(next) = only_formality(s, seat) else { break };
        apply_one(s, seat, &next, ev);
        flow::advance(s, ev);
    }
}

fn apply_one(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    if s.public.contest.is_some() {
        return contest::apply(s, seat, action, ev);
    }
    match s.public.stage {
        Stage::Refresh { .. } => cards::apply_refresh(s, seat, action, ev),
        Stage::Actions => actions::apply(s, seat, action, ev),
        _ => {}
    }
}
