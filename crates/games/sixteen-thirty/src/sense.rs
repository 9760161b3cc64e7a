//! A rough sense of what a player who wants to score would consider: the look-ahead policy of the hard bots
//! ([`statecraft_engine::Game::sensible`]).
//!
//! A look-ahead of uniformly random actions spends most of a player turn drafting trades card by card, plays
//! special cards on whatever nation comes first and lays cards where they score nothing, so what it reports
//! about a choice is mostly noise. A player backs its own counters' nations: it lays and asks for their
//! cards, raises their status and armies, calls votes and sends them to war there, strikes other nations,
//! and does not bargain for long. That is all this module knows; everything else stays sensible, and the
//! search explores the rest (the look-ahead also ignores this sense one step in four).

use statecraft_engine::Seat;

use crate::action::Action;
use crate::model::{Kind, Nation, Side, Special, Subject};
use crate::state::State;

/// Whether `seat` would consider `action` in `s`, judged by the seat's own victory counters.
pub fn sensible(s: &State, seat: Seat, action: &Action) -> bool {
    let backs = |n: Nation| s.counters[seat.index()].contains(&n);
    let card_backs = |kind: Kind| match kind {
        Kind::Named(n) => backs(n),
        Kind::Open => true,
        Kind::Special(_) => false,
    };
    match action {
        Action::Lay { nation, .. } => backs(*nation),
        Action::TradeWith { .. } | Action::Withdraw | Action::Counter => false,
        Action::Give { card } | Action::Deliver { card } | Action::Discard { card } => !card_backs(card.kind),
        Action::Ask { kind } => card_backs(*kind),
        Action::Play { special, nation, owner } => match special {
            Special::Assassin => owner.is_some_and(|o| o != seat) && !backs(*nation),
            Special::Unrest => !backs(*nation),
            Special::Vote
            | Special::MilitaryImprovement
            | Special::IncreaseArmySize
            | Special::IncreaseStatus
            | Special::MilitaryLeader => backs(*nation),
        },
        Action::VoteIn { nation } => backs(*nation),
        Action::Call { subject } => match (subject, &s.public.vote) {
            (Subject::War { target }, Some(vote)) => backs(vote.nation) && !backs(*target),
            (Subject::Rearm, Some(vote)) => backs(vote.nation),
            _ => true,
        },
        Action::Ballot { side } => match &s.public.vote {
            Some(vote) => match vote.subject {
                // Red is yes: for a war its own nation starts, against one it backs.
                Some(Subject::War { target }) => match (backs(vote.nation), backs(target)) {
                    (true, false) => *side == Side::Red,
                    (false, true) => *side == Side::Blue,
                    _ => true,
                },
                Some(Subject::Rearm) if backs(vote.nation) => *side == Side::Red,
                _ => true,
            },
            None => true,
        },
        Action::LayDone
        | Action::RemoveWeak { .. }
        | Action::NoTrade
        | Action::Propose
        | Action::Accept
        | Action::Decline
        | Action::EndSpecials
        | Action::Assassinate { .. }
        | Action::Lose { .. } => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Card;
    use statecraft_engine::Game;

    const SEAT: Seat = Seat(0);

    /// A new game of four, a nation the first seat holds a counter of and one it does not.
    fn game() -> (State, Nation, Nation) {
        let s = crate::SixteenThirty::setup(&crate::Options {}, 4, 7).unwrap();
        let mine = s.counters[0][0];
        let other = Nation::ALL.into_iter().find(|n| !s.counters[0].contains(n)).unwrap();
        (s, mine, other)
    }

    #[test]
    fn a_seat_lays_and_asks_for_the_nations_it_backs_and_gives_away_the_others() {
        let (s, mine, other) = game();
        assert!(sensible(&s, SEAT, &Action::Lay { card: Card::named(mine, 2), nation: mine }));
        assert!(!sensible(&s, SEAT, &Action::Lay { card: Card::named(other, 2), nation: other }));
        assert!(sensible(&s, SEAT, &Action::Ask { kind: Kind::Named(mine) }));
        assert!(!sensible(&s, SEAT, &Action::Ask { kind: Kind::Named(other) }));
        assert!(sensible(&s, SEAT, &Action::Give { card: Card::named(other, 3) }));
        assert!(!sensible(&s, SEAT, &Action::Give { card: Card::named(mine, 3) }));
        assert!(sensible(&s, SEAT, &Action::NoTrade));
        assert!(!sensible(&s, SEAT, &Action::TradeWith { seat: Seat(1) }));
    }

    #[test]
    fn special_cards_help_the_backed_nations_and_strike_the_others() {
        let (s, mine, other) = game();
        let play = |special, nation, owner| Action::Play { special, nation, owner };
        assert!(sensible(&s, SEAT, &play(Special::IncreaseStatus, mine, None)));
        assert!(!sensible(&s, SEAT, &play(Special::IncreaseStatus, other, None)));
        assert!(sensible(&s, SEAT, &play(Special::Unrest, other, None)));
        assert!(!sensible(&s, SEAT, &play(Special::Unrest, mine, None)));
        assert!(sensible(&s, SEAT, &play(Special::Assassin, other, Some(Seat(2)))));
        assert!(!sensible(&s, SEAT, &play(Special::Assassin, other, Some(SEAT))));
        assert!(sensible(&s, SEAT, &Action::EndSpecials));
    }

    #[test]
    fn a_seat_sends_its_nations_to_war_on_others_and_votes_so() {
        let (mut s, mine, other) = game();
        let vote =
            |nation, subject| crate::state::Vote { caller: SEAT, nation, subject, voters: vec![], voted: vec![] };
        s.public.vote = Some(vote(mine, None));
        assert!(sensible(&s, SEAT, &Action::Call { subject: Subject::War { target: other } }));
        assert!(!sensible(&s, SEAT, &Action::Call { subject: Subject::War { target: mine } }));
        s.public.vote = Some(vote(mine, Some(Subject::War { target: other })));
        assert!(sensible(&s, SEAT, &Action::Ballot { side: Side::Red }));
        assert!(!sensible(&s, SEAT, &Action::Ballot { side: Side::Blue }));
        s.public.vote = Some(vote(other, Some(Subject::War { target: mine })));
        assert!(!sensible(&s, SEAT, &Action::Ballot { side: Side::Red }));
        assert!(sensible(&s, SEAT, &Action::Ballot { side: Side::Blue }));
        s.public.vote = Some(vote(other, Some(Subject::Join)));
        assert!(sensible(&s, SEAT, &Action::Ballot { side: Side::Red }));
        assert!(sensible(&s, SEAT, &Action::Ballot { side: Side::Blue }));
    }
}
