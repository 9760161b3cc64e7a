//! The rules, one module per part of a player turn. This module dispatches on the phase: who is to act,
//! which actions are legal, and which handler applies an action.
//!
//! A section never decides what comes after it: when its part is over it returns a [`Handoff`], and
//! [`flow::advance`] moves the game on. So the path of a move runs one way, dispatch → section → flow.

pub mod chance;
pub mod flow;
pub mod lay;
pub mod scoring;
pub mod special;
pub mod trade;
pub mod undo;
pub mod vote;
pub mod war;

use statecraft_engine::{Outcome, Seat, ToAct};

use crate::action::{Action, Event};
use crate::state::{Phase, State};

pub fn to_act(s: &State) -> ToAct {
    let p = &s.public;
    let waiting = |done: &[bool]| Seat::all(p.players).filter(|s| !done[s.index()]).collect();
    match &p.phase {
        Phase::InitialLay { done } | Phase::OthersLay { done } => ToAct::Simultaneous { seats: waiting(done) },
        Phase::TradeDraft => ToAct::one(p.trade.as_ref().and_then(|t| t.offer.as_ref()).map_or(p.active, |o| o.from)),
        Phase::TradeAnswer | Phase::TradeDeliver => {
            ToAct::one(p.trade.as_ref().and_then(|t| t.offer.as_ref()).map_or(p.active, |o| o.to))
        }
        Phase::Voting => {
            let vote = p.vote.as_ref();
            let seats =
                vote.map_or_else(Vec::new, |v| v.voters.iter().copied().filter(|s| !v.voted.contains(s)).collect());
            ToAct::Simultaneous { seats }
        }
        Phase::Losses => ToAct::one(p.losses.first().map_or(p.active, |l| l.0)),
        Phase::Over => ToAct::Over { outcome: outcome(s) },
        _ => ToAct::one(p.active),
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
        Phase::InitialLay { .. } => lay::legal_initial(s, seat, out),
        Phase::RemoveWeak => flow::legal_remove_weak(s, out),
        Phase::TradeChoose | Phase::TradeDraft | Phase::TradeAnswer | Phase::TradeDeliver => trade::legal(s, seat, out),
        Phase::Specials | Phase::AssassinCard { .. } => special::legal(s, out),
        Phase::VoteNation | Phase::CallerLay | Phase::OthersLay { .. } | Phase::Voting | Phase::Losses => {
            vote::legal(s, seat, out)
        }
        Phase::Discard => flow::legal_discard(s, out),
        Phase::Over => {}
    }
}

/// What a section hands back to the flow after applying an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handoff {
    /// The section's part goes on; it has set the next phase itself.
    Continue,
    /// Every player has laid the opening influence: the first player turn starts.
    OpeningLaid,
    /// The trade step is over: the special cards follow.
    TradeOver,
    /// The active player plays no more special cards: the forced vote follows.
    SpecialsOver,
    /// A special card, a vote or the losses they caused are resolved: play resumes where it was
    /// ([`crate::state::After`]).
    Resolved,
}

/// Applies an action already checked against [`legal`].
pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    let handoff = match &s.public.phase {
        Phase::InitialLay { .. } => lay::apply_initial(s, seat, action, ev),
        Phase::RemoveWeak | Phase::Discard => {
            flow::apply(s, action, ev);
            Handoff::Continue
        }
        Phase::TradeChoose | Phase::TradeDraft | Phase::TradeAnswer | Phase::TradeDeliver => {
            trade::apply(s, action, ev)
        }
        Phase::Specials | Phase::AssassinCard { .. } => special::apply(s, action, ev),
        Phase::VoteNation | Phase::CallerLay | Phase::OthersLay { .. } | Phase::Voting | Phase::Losses => {
            vote::apply(s, seat, action, ev)
        }
        Phase::Over => Handoff::Continue,
    };
    flow::advance(s, handoff, ev);
}
