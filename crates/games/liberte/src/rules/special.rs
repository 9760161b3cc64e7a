//! Special cards: one per action, before or after the club or personality card, on any player's blocks or
//! display (the player's own included). Removing blocks never reopens an action phase that a spent supply
//! has already ended: the phase's end is decided by `exhausted`, which only placement sets.

use statecraft_engine::Seat;

use crate::action::{Action, Event, Target};
use crate::model::{CardId, Faction, Province, Special};
use crate::state::State;

/// Why a special card may not be played on a target, or `None`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoSpecial {
    NotInHand,
    NotSpecial,
    AlreadyUsed,
    Busy,
    NeedsPresence,
    NeedsRedPresence,
    BadTarget,
}

/// Whether a special card's effect fits the target.
pub fn target_fits(s: &State, special: Special, target: Target) -> bool {
    let p = &s.public;
    match target {
        Target::Block { province, owner } | Target::Stack { province, owner } => {
            let Some(st) = p.stack_of(province, owner) else { return false };
            match (special, target) {
                (Special::Bread, Target::Block { .. }) => p.government.is_none_or(|g| g == st.faction),
                (Special::Religion, Target::Block { .. }) => st.faction != Faction::White,
                (Special::Terror, Target::Stack { .. }) => p.stacks(province).iter().any(|x| x.faction == Faction::Red),
                _ => false,
            }
        }
        Target::Card { seat, card } => {
            if seat.index() >= p.players || !p.displays[seat.index()].contains(&card) {
                return false;
            }
            let c = card.card();
            match special {
                Special::Emigration => c.region().is_some() && c.faction == Some(Faction::White),
                Special::Guillotine => c.region().is_some(),
                Special::Purge | Special::Terror => c.is_political(),
                _ => false,
            }
        }
    }
}

pub fn check(s: &State, seat: Seat, card: CardId, target: Target) -> Option<NoSpecial> {
    let p = &s.public;
    if !s.hands[seat.index()].contains(&card) {
        return Some(NoSpecial::NotInHand);
    }
    let Some(special) = card.card().special() else { return Some(NoSpecial::NotSpecial) };
    if p.doing.special_used {
        return Some(NoSpecial::AlreadyUsed);
    }
    if p.doing.placing.is_some() || p.doing.discarded > 0 || p.doing.taken > 0 {
        return Some(NoSpecial::Busy);
    }
    match special {
        Special::Purge if !p.presence[seat.index()] => return Some(NoSpecial::NeedsPresence),
        Special::Terror if !(p.presence[seat.index()] && p.government == Some(Faction::Red)) => {
            return Some(NoSpecial::NeedsRedPresence);
        }
        _ => {}
    }
    (!target_fits(s, special, target)).then_some(NoSpecial::BadTarget)
}

/// Every target of every kind of special card in hand (one card of each kind: copies do the same).
pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &s.public;
    let mut seen: Vec<Special> = Vec::new();
    for &card in &s.hands[seat.index()] {
        let Some(special) = card.card().special() else { continue };
        if seen.contains(&special) {
            continue;
        }
        seen.push(special);
        let mut push = |target: Target| {
            if check(s, seat, card, target).is_none() {
                out.push(Action::Special { card, target });
            }
        };
        match special {
            Special::Bread | Special::Religion | Special::Terror => {
                for province in Province::all() {
                    for st in p.stacks(province) {
                        push(Target::Block { province, owner: st.owner });
                        if special == Special::Terror {
                            push(Target::Stack { province, owner: st.owner });
                        }
                    }
                }
            }
            _ => {}
        }
        if matches!(special, Special::Emigration | Special::Guillotine | Special::Purge | Special::Terror) {
            for (i, shown) in p.displays.iter().enumerate() {
                for &c in shown {
                    push(Target::Card { seat: Seat(i as u8), card: c });
                }
            }
        }
    }
}

pub fn apply(s: &mut State, seat: Seat, card: CardId, target: Target, ev: &mut Vec<Event>) {
    let Some(special) = card.card().special() else { return };
    let hand = &mut s.hands[seat.index()];
    if let Some(at) = hand.iter().position(|c| *c == card) {
        hand.remove(at);
    }
    let p = &mut s.public;
    p.discard.push(card);
    p.doing.special_used = true;
    ev.push(Event::SpecialPlayed { seat, card, target });
    match target {
        Target::Block { province, owner } | Target::Stack { province, owner } => {
            let stacks = &mut p.provinces[province.index()];
            let Some(at) = stacks.iter().position(|st| st.owner == owner) else { return };
            let removed = if matches!(target, Target::Stack { .. }) { stacks[at].blocks } else { 1 };
            let faction = stacks[at].faction;
            stacks[at].blocks -= removed;
            if stacks[at].blocks == 0 {
                stacks.remove(at);
            }
            p.supply[faction.index()] += removed;
        }
        Target::Card { seat: victim, card: hit } => {
            let shown = &mut p.displays[victim.index()];
            if let Some(at) = shown.iter().position(|c| *c == hit) {
                shown.remove(at);
            }
            match special {
                Special::Guillotine | Special::Terror => p.boxed.push(hit),
                _ => p.discard.push(hit),
            }
        }
    }
}
