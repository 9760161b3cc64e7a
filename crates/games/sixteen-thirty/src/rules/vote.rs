//! Votes: the caller picks a nation where it has or lays influence, lays cards there, and calls the vote
//! with a subject; the other players may then lay cards there in secret; every player with influence in
//! the nation casts a secret red/blue ballot; the totals decide, and the losers' piles turn weak or lose a
//! card.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::data::adjacent;
use crate::memory;
use crate::model::{Kind, Nation, Side, Subject, distinct, remove_one};
use crate::rules::{Handoff, chance, lay, war};
use crate::state::{Phase, Public, State, Vote, VoteResult};

/// Nations where `seat` could hold a vote: it has a pile there, or holds a named card it may lay there.
pub fn callable_nations(s: &State, seat: Seat) -> Vec<Nation> {
    let p = &s.public;
    Nation::ALL
        .into_iter()
        .filter(|&n| {
            p.pile(seat, n).is_some()
                || s.hands[seat.index()].iter().any(|c| c.kind == Kind::Named(n) && lay::can_lay(p, &[], seat, *c, n))
        })
        .collect()
}

pub fn can_call(s: &State, seat: Seat) -> bool {
    !callable_nations(s, seat).is_empty()
}

/// The subjects a vote in `nation` may have now.
pub fn subjects(p: &Public, nation: Nation) -> Vec<Subject> {
    let ns = p.nation(nation);
    let Some(side) = ns.side else { return vec![Subject::Join] };
    let mut out: Vec<Subject> =
        war_targets(p, nation, side).into_iter().map(|target| Subject::War { target }).collect();
    if ns.army == 0 {
        out.push(Subject::Rearm);
    }
    out.push(Subject::ChangeSide);
    out
}

/// Nations `attacker` may declare war on: of the other side; the attacker has an army and no unrest; a
/// defender at status 2 or less can be reached only from a neighbour.
pub fn war_targets(p: &Public, attacker: Nation, side: Side) -> Vec<Nation> {
    let a = p.nation(attacker);
    if a.army == 0 || a.unrest {
        return Vec::new();
    }
    Nation::ALL
        .into_iter()
        .filter(|&t| {
            let d = p.nation(t);
            d.side == Some(side.other()) && (d.status > 2 || adjacent(attacker, t))
        })
        .collect()
}

/// `caller` opens a vote in `nation` (the forced vote, or a Vote card's): it may lay there, then calls it.
pub fn open(s: &mut State, caller: Seat, nation: Nation) {
    s.public.vote = Some(Vote { caller, nation, subject: None, voters: Vec::new(), voted: Vec::new() });
    s.public.phase = Phase::CallerLay;
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &s.public;
    let vote = p.vote.as_ref();
    match (&p.phase, vote) {
        (Phase::VoteNation, _) => {
            out.extend(callable_nations(s, seat).into_iter().map(|nation| Action::VoteIn { nation }));
        }
        (Phase::CallerLay, Some(v)) => {
            lay::lay_options(s, seat, Some(v.nation), out);
            if p.pile(seat, v.nation).is_some() {
                out.extend(subjects(p, v.nation).into_iter().map(|subject| Action::Call { subject }));
            }
        }
        (Phase::OthersLay { .. }, Some(v)) => {
            lay::lay_options(s, seat, Some(v.nation), out);
            out.push(Action::LayDone);
        }
        (Phase::Voting, Some(_)) => {
            out.push(Action::Ballot { side: Side::Red });
            out.push(Action::Ballot { side: Side::Blue });
        }
        (Phase::Losses, _) => {
            if let Some(pile) = p.losses.first().and_then(|&(owner, n)| p.pile(owner, n)) {
                out.extend(distinct(&pile.cards).map(|card| Action::Lose { card }));
            }
        }
        _ => {}
    }
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) -> Handoff {
    match (s.public.phase.clone(), *action) {
        (Phase::VoteNation, Action::VoteIn { nation }) => open(s, seat, nation),
        (Phase::CallerLay, Action::Lay { card, nation }) => {
            remove_one(&mut s.hands[seat.index()], card);
            memory::left_openly(s, seat, card);
            lay::add_to_pile(&mut s.public, seat, nation, card);
            ev.push(Event::Laid { seat, cards: vec![(card, nation)] });
        }
        (Phase::CallerLay, Action::Call { subject }) => {
            let Some(v) = s.public.vote.as_mut() else { return Handoff::Continue };
            v.subject = Some(subject);
            ev.push(Event::VoteCalled { caller: seat, nation: v.nation, subject });
            let done = Seat::all(s.public.players).map(|p| p == seat).collect();
            s.public.phase = Phase::OthersLay { done };
        }
        (Phase::OthersLay { .. }, Action::Lay { card, nation }) => lay::lay_secretly(s, seat, card, nation),
        (Phase::OthersLay { mut done }, Action::LayDone) => {
            done[seat.index()] = true;
            ev.push(Event::LayingDone { seat });
            if done.iter().all(|d| *d) {
                lay::reveal_pending(s, ev);
                open_ballot(s);
            } else {
                s.public.phase = Phase::OthersLay { done };
            }
        }
        (Phase::Voting, Action::Ballot { side }) => {
            s.ballots[seat.index()] = Some(side);
            ev.push(Event::BallotCast { seat, side: Some(side) });
            let Some(v) = s.public.vote.as_mut() else { return Handoff::Continue };
            v.voted.push(seat);
            if v.voted.len() == v.voters.len() {
                return count(s, ev);
            }
        }
        (Phase::Losses, Action::Lose { card }) => {
            if s.public.losses.is_empty() {
                return Handoff::Continue;
            }
            let (owner, nation) = s.public.losses.remove(0);
            lay::remove_from_pile(&mut s.public, owner, nation, card);
            ev.push(Event::CardLost { seat: owner, nation, card });
            if s.public.losses.is_empty() {
                return Handoff::Resolved;
            }
        }
        _ => {}
    }
    Handoff::Continue
}

/// Every seat with influence in the nation must vote.
fn open_ballot(s: &mut State) {
    let p = &mut s.public;
    if let Some(v) = p.vote.as_mut() {
        v.voters =
            Seat::all(p.players).filter(|&seat| p.piles[seat.index()].iter().any(|x| x.nation == v.nation)).collect();
    }
    p.phase = Phase::Voting;
}

/// The vote's effect on a losing (or unrest-struck) pile: strong turns weak, weak owes a card.
pub fn weaken(p: &mut Public, seat: Seat, nation: Nation, ev: &mut Vec<Event>) {
    let Some(pile) = p.pile_mut(seat, nation) else { return };
    if pile.strong {
        pile.strong = false;
        ev.push(Event::PileWeakened { seat, nation });
    } else {
        p.losses.push((seat, nation));
    }
}

/// Reveals and counts the ballots, then applies the result.
fn count(s: &mut State, ev: &mut Vec<Event>) -> Handoff {
    let Some(v) = s.public.vote.take() else { return Handoff::Continue };
    let Some(subject) = v.subject else { return Handoff::Continue };
    let ballots: Vec<(Seat, Side, u32)> = v
        .voters
        .iter()
        .map(|&seat| (seat, s.ballots[seat.index()].unwrap_or(Side::Blue), s.public.influence(seat, v.nation)))
        .collect();
    s.ballots.iter_mut().for_each(|b| *b = None);
    let total = |side: Side| ballots.iter().filter(|b| b.1 == side).map(|b| b.2).sum::<u32>();
    let (red, blue) = (total(Side::Red), total(Side::Blue));
    let winner = match red.cmp(&blue) {
        std::cmp::Ordering::Greater => Some(Side::Red),
        std::cmp::Ordering::Less => Some(Side::Blue),
        std::cmp::Ordering::Equal => None,
    };
    let result = VoteResult { nation: v.nation, subject, ballots: ballots.clone(), red, blue, winner };
    ev.push(Event::VoteRevealed { result: result.clone() });
    s.public.last_vote = Some(result);
    if let Some(winner) = winner {
        for &(seat, side, _) in &ballots {
            if side != winner {
                weaken(&mut s.public, seat, v.nation, ev);
            }
        }
    }
    enact(s, v.nation, subject, winner, ev);
    if s.public.losses.is_empty() {
        Handoff::Resolved
    } else {
        s.public.phase = Phase::Losses;
        Handoff::Continue
    }
}

/// What the winning side decided. Ties leave everything as it was (a neutral nation stays neutral).
fn enact(s: &mut State, nation: Nation, subject: Subject, winner: Option<Side>, ev: &mut Vec<Event>) {
    let Some(winner) = winner else { return };
    match subject {
        Subject::Join | Subject::ChangeSide => {
            let ns = s.public.nation_mut(nation);
            if ns.side != Some(winner) {
                ns.side = Some(winner);
                ev.push(Event::SideChanged { nation, side: Some(winner) });
            }
        }
        Subject::Rearm if winner == Side::Red => {
            s.public.nation_mut(nation).army = 1;
            ev.push(Event::Rearmed { nation });
        }
        Subject::War { target } if winner == Side::Red => {
            let dice = [0; 4].map(|_| chance::roll_die(&mut s.rng));
            let result = war::fight(&mut s.public, nation, target, dice);
            ev.push(Event::War { result: result.clone() });
            s.public.last_war = Some(result);
        }
        Subject::Rearm | Subject::War { .. } => {}
    }
}
