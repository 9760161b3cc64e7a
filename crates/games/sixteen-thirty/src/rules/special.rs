//! Special cards: up to two per player turn, each fully resolved (a Vote card's whole vote included) before
//! the next is played. A card is played together with its target (the nation it acts on, the nation of its
//! vote, the pile its Assassin strikes), so a card never counts as played before the player has committed to
//! a target; until then the board lets the player change its mind without telling anyone.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::data::data;
use crate::memory;
use crate::model::{Card, Kind, Nation, Special, distinct, remove_one};
use crate::rules::{Handoff, lay, vote};
use crate::state::{After, Phase, Public, State};

/// Whether a special card acting on one nation may choose `n`. Counters are capped; an army of 0 grows only
/// through a rearm vote ("国は、この手段のよってのみ、軍事規模が0から1に上昇できる"). Military Leader and Unrest
/// have no limit: a second leader adds another +2, a second Unrest strikes the top backers again.
pub fn can_target(p: &Public, special: Special, n: Nation) -> bool {
    let d = data();
    let ns = p.nation(n);
    match special {
        Special::MilitaryImprovement => ns.ability < d.ability_max,
        Special::IncreaseArmySize => ns.army > 0 && ns.army < d.army_max,
        Special::IncreaseStatus => ns.status < d.status_max,
        Special::MilitaryLeader | Special::Unrest => true,
        Special::Vote | Special::Assassin => false,
    }
}

/// Every way to play `special` now, each with its target.
fn plays(s: &State, seat: Seat, special: Special, out: &mut Vec<Action>) {
    let p = &s.public;
    match special {
        Special::Vote => out.extend(vote::callable_nations(s, seat).into_iter().map(|nation| Action::Play {
            special,
            nation,
            owner: None,
        })),
        Special::Assassin => {
            for owner in Seat::all(p.players) {
                out.extend(p.piles[owner.index()].iter().map(|pile| Action::Play {
                    special,
                    nation: pile.nation,
                    owner: Some(owner),
                }));
            }
        }
        _ => out.extend(Nation::ALL.into_iter().filter(|n| can_target(p, special, *n)).map(|nation| Action::Play {
            special,
            nation,
            owner: None,
        })),
    }
}

pub fn legal(s: &State, out: &mut Vec<Action>) {
    let p = &s.public;
    let seat = p.active;
    match &p.phase {
        Phase::Specials => {
            for card in distinct(&s.hands[seat.index()]) {
                if let Kind::Special(special) = card.kind {
                    plays(s, seat, special, out);
                }
            }
            out.push(Action::EndSpecials);
        }
        Phase::AssassinCard { seat, nation } => {
            if let Some(pile) = p.pile(*seat, *nation) {
                out.extend(distinct(&pile.cards).map(|card| Action::Assassinate { card }));
            }
        }
        _ => {}
    }
}

pub fn apply(s: &mut State, action: &Action, ev: &mut Vec<Event>) -> Handoff {
    let seat = s.public.active;
    match (&s.public.phase, *action) {
        (Phase::Specials, Action::Play { special, nation, owner }) => {
            remove_one(&mut s.hands[seat.index()], Card::special(special));
            memory::left_openly(s, seat, Card::special(special));
            s.public.discard.push(Card::special(special));
            s.public.specials_played += 1;
            s.public.after = After::Specials;
            ev.push(Event::SpecialPlayed { seat, special });
            match (special, owner) {
                (Special::Vote, _) => {
                    vote::open(s, seat, nation);
                    Handoff::Continue
                }
                (Special::Assassin, Some(owner)) => {
                    s.public.phase = Phase::AssassinCard { seat: owner, nation };
                    Handoff::Continue
                }
                _ => improve(s, special, nation, ev),
            }
        }
        (Phase::Specials, Action::EndSpecials) => Handoff::SpecialsOver,
        (&Phase::AssassinCard { seat: owner, nation }, Action::Assassinate { card }) => {
            lay::remove_from_pile(&mut s.public, owner, nation, card);
            ev.push(Event::Assassinated { by: seat, seat: owner, nation, card });
            Handoff::Resolved
        }
        _ => Handoff::Continue,
    }
}

/// A special card acting on one nation takes effect there.
fn improve(s: &mut State, special: Special, nation: Nation, ev: &mut Vec<Event>) -> Handoff {
    let ns = s.public.nation_mut(nation);
    match special {
        Special::MilitaryImprovement => ns.ability += 1,
        Special::IncreaseArmySize => ns.army += 1,
        Special::IncreaseStatus => ns.status += 1,
        Special::MilitaryLeader => ns.leaders += 1,
        Special::Unrest => ns.unrest = true,
        Special::Vote | Special::Assassin => {}
    }
    ev.push(Event::NationImproved { special, nation });
    if special == Special::Unrest {
        strike_unrest(s, nation, ev);
    }
    if s.public.losses.is_empty() {
        Handoff::Resolved
    } else {
        s.public.phase = Phase::Losses;
        Handoff::Continue
    }
}

/// Unrest hits the player(s) with the most influence in the nation: a strong pile turns weak, a weak one
/// owes a card (chosen by its owner).
pub fn strike_unrest(s: &mut State, nation: Nation, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    let best = Seat::all(p.players).map(|seat| p.influence(seat, nation)).max().unwrap_or(0);
    if best == 0 {
        ev.push(Event::UnrestStruck { nation, hit: Vec::new() });
        return;
    }
    let hit: Vec<Seat> = Seat::all(p.players).filter(|seat| p.influence(*seat, nation) == best).collect();
    ev.push(Event::UnrestStruck { nation, hit: hit.clone() });
    for seat in hit {
        vote::weaken(p, seat, nation, ev);
    }
}
