//! Breaking ties by promoting display cards. The tied players (every player, for a tie on the election
//! track) decide one after the other in player order: promote one fitting card from the display, or not.
//! The highest value wins; every promoted card is discarded whether or not it settled the tie.
//!
//! Battles and provincial ties get one round. Ties on the election track and for a VP award are repeated
//! among those still level while anybody promotes, as the seed says.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::model::{CardId, Faction};
use crate::state::{Contest, ContestKind, Settled, State};

/// Whether `card` may be promoted by `seat` in this contest.
pub fn fits(s: &State, kind: &ContestKind, seat: Seat, card: CardId) -> bool {
    let c = card.card();
    if !c.is_political() || !s.public.displays[seat.index()].contains(&card) {
        return false;
    }
    match kind {
        ContestKind::Battle => c.general,
        ContestKind::Province { province } => {
            s.public.stack_of(*province, seat).is_some_and(|st| Some(st.faction) == c.faction)
        }
        ContestKind::Government { factions } => c.faction.is_some_and(|f| factions.contains(&f)),
        ContestKind::Award { faction } => c.faction == Some(*faction),
    }
}

fn can_promote(s: &State, kind: &ContestKind, seat: Seat) -> bool {
    s.public.displays[seat.index()].iter().any(|&c| fits(s, kind, seat, c))
}

/// Opens a contest among `seats` (in player order). Returns the result at once when nobody can promote;
/// otherwise the contest waits for the first seat that can.
pub fn open(s: &mut State, kind: ContestKind, seats: Vec<Seat>, ev: &mut Vec<Event>) -> Option<Settled> {
    s.public.contest = Some(Contest { kind, seats, next: 0, promoted: Vec::new() });
    skip_unable(s, ev)
}

/// Moves past seats without a fitting card; closes the round when none is left.
fn skip_unable(s: &mut State, ev: &mut Vec<Event>) -> Option<Settled> {
    loop {
        let c = s.public.contest.as_ref()?;
        if c.next >= c.seats.len() {
            return close_round(s, ev);
        }
        if can_promote(s, &c.kind, c.seats[c.next]) {
            return None;
        }
        s.public.contest.as_mut()?.next += 1;
    }
}

fn close_round(s: &mut State, ev: &mut Vec<Event>) -> Option<Settled> {
    let c = s.public.contest.take()?;
    let value = |card: CardId| card.card().value;
    let best = c.promoted.iter().map(|(_, card)| value(*card)).max();
    let at_best: Vec<(Seat, CardId)> =
        c.promoted.iter().copied().filter(|(_, card)| Some(value(*card)) == best).collect();
    let settled = match &c.kind {
        ContestKind::Battle | ContestKind::Province { .. } => match at_best.as_slice() {
            [(seat, _)] => Settled::Seat { seat: *seat },
            _ => Settled::Unbroken,
        },
        ContestKind::Government { .. } => {
            let mut factions: Vec<Faction> = at_best.iter().filter_map(|(_, card)| card.card().faction).collect();
            factions.sort();
            factions.dedup();
            match factions.as_slice() {
                [] => Settled::Unbroken,
                [f] => Settled::Faction { faction: *f },
                _ => return open(s, ContestKind::Government { factions }, c.seats, ev),
            }
        }
        ContestKind::Award { .. } => match at_best.as_slice() {
            [] => Settled::Unbroken,
            [(seat, _)] => Settled::Seat { seat: *seat },
            _ => {
                let seats = at_best.iter().map(|(seat, _)| *seat).collect();
                return open(s, c.kind.clone(), seats, ev);
            }
        },
    };
    ev.push(Event::TieSettled { settled: settled.clone() });
    s.public.settled = Some(settled.clone());
    Some(settled)
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let Some(c) = &s.public.contest else { return };
    for &card in &s.public.displays[seat.index()] {
        if fits(s, &c.kind, seat, card) {
            out.push(Action::Promote { card });
        }
    }
    out.push(Action::Decline);
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    if let Action::Promote { card } = *action {
        let p = &mut s.public;
        let shown = &mut p.displays[seat.index()];
        if let Some(at) = shown.iter().position(|c| *c == card) {
            shown.remove(at);
        }
        p.discard.push(card);
        if let Some(c) = p.contest.as_mut() {
            c.promoted.push((seat, card));
        }
        ev.push(Event::Promoted { seat, card });
    } else {
        ev.push(Event::Declined { seat });
    }
    if let Some(c) = s.public.contest.as_mut() {
        c.next += 1;
    }
    skip_unable(s, ev);
}
