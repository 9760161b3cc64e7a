//! The rules, one module per part of the seed's procedure. This module dispatches on the phase: who acts,
//! which actions are legal, which handler applies an action.

pub mod cards;
pub mod epoch_end;
pub mod expansion;
pub mod flow;
pub mod resources;
pub mod scoring;
pub mod undo;
pub mod war;

use statecraft_engine::{Outcome, Seat, ToAct};

use crate::action::{Action, Event};
use crate::state::{Phase, State};

pub fn to_act(s: &State) -> ToAct {
    let p = &s.public;
    match &p.phase {
        Phase::Draft => ToAct::one(p.draft_queue.first().copied().unwrap_or(Seat(0))),
        Phase::MoveCapital { seat, .. } | Phase::Discard { seat } => ToAct::one(*seat),
        Phase::Over => ToAct::Over { outcome: outcome(s) },
        _ => ToAct::one(p.active.as_ref().map_or(Seat(0), |a| a.seat)),
    }
}

pub fn outcome(s: &State) -> Outcome {
    let vp = &s.public.vp;
    let best = vp.iter().copied().max().unwrap_or(0);
    Outcome { scores: vp.clone(), winners: Seat::all(s.public.players).filter(|p| vp[p.index()] == best).collect() }
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    if !to_act(s).includes(seat) {
        return;
    }
    match &s.public.phase {
        Phase::Draft => flow::legal_draft(s, out),
        Phase::Enter => expansion::legal_enter(&s.public, out),
        Phase::Expand => expansion::legal_expand(s, out),
        Phase::CapitalLoss { victim, .. } => war::legal_capital_loss(&s.public, *victim, out),
        Phase::MoveCapital { power, seat } => war::legal_move_capital(&s.public, *power, *seat, out),
        Phase::Disaster => cards::legal_disaster(&s.public, out),
        Phase::Plague => cards::legal_plague(out),
        Phase::Kingdom => flow::legal_kingdom(s, seat, out),
        Phase::Discard { seat } => cards::legal_discard(s, *seat, out),
        Phase::Over => {}
    }
}

/// Applies an action already checked against [`legal`], then takes the steps that decide nothing: a start
/// space when there is only one, and the end of an expansion when nothing else is left to do.
pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    apply_one(s, seat, action, ev);
    let mut buf = Vec::new();
    while let Some(a) = s.public.active.as_ref() {
        let next = a.seat;
        match s.public.phase {
            Phase::Enter => {
                let entries = expansion::entries(&s.public, a);
                let [space] = entries.as_slice() else { break };
                let only = Action::Enter { space: *space };
                apply_one(s, next, &only, ev);
            }
            // With pieces left a soldier can always be placed; without, End may be the only choice.
            Phase::Expand if a.pool == 0 => {
                buf.clear();
                legal(s, next, &mut buf);
                if buf != [Action::End] {
                    break;
                }
                apply_one(s, next, &Action::End, ev);
            }
            _ => break,
        }
    }
}

fn apply_one(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match action {
        Action::Keep { .. } | Action::DrawThird | Action::PlayKingdom { .. } | Action::NoKingdom => {
            flow::apply(s, seat, action, ev)
        }
        Action::Enter { .. }
        | Action::Soldier { .. }
        | Action::Merchant { .. }
        | Action::Expel { .. }
        | Action::Navy { .. }
        | Action::AttackNomads
        | Action::Relocate { .. }
        | Action::End => expansion::apply(s, action, ev),
        Action::City { .. } | Action::Great { .. } => resources::apply(s, action, ev),
        Action::Plunder { .. } | Action::RemovePiece { .. } | Action::MoveCapital { .. } => war::apply(s, action, ev),
        Action::PlayEvent { .. } | Action::Disaster { .. } | Action::Plague { .. } | Action::Discard { .. } => {
            cards::apply(s, seat, action, ev)
        }
    }
}
