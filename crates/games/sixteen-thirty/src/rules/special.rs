//! Special cards: up to two per player turn, each fully resolved (a Vote card's whole vote included) before
//! the next is played.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::data::data;
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

fn playable(s: &State, seat: Seat, special: Special) -> bool {
    match special {
        Special::Vote => vote::can_call(s, seat),
        Special::Assassin => s.public.piles.iter().any(|p| !p.is_empty()),
        _ => Nation::ALL.into_iter().any(|n| can_target(&s.public, special, n)),
    }
}

pub fn legal(s: &State, out: &mut Vec<Action>) {
    let p = &s.public;
    let seat = p.active;
    match &p.phase {
        Phase::Specials => {
            for card in distinct(&s.hands[seat.index()]) {
                if let Kind::Special(special) = card.kind
                    && playable(s, seat, special)
                {
                    out.push(Action::Play { special });
                }
            }
            out.push(Action::EndSpecials);
        }
        Phase::Target { special } => {
            out.extend(
                Nation::ALL.into_iter().filter(|n| can_target(p, *special, *n)).map(|nation| Action::Target { nation }),
            );
        }
        Phase::AssassinPile => {
            for owner in Seat::all(p.players) {
                out.extend(
                    p.piles[owner.index()].iter().map(|pile| Action::TargetPile { seat: owner, nation: pile.nation }),
                );
            }
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
        (Phase::Specials, Action::Play { special }) => {
            remove_one(&mut s.hands[seat.index()], Card::special(special));
            s.public.discard.push(Card::special(special));
            s.public.specials_played += 1;
            s.public.after = After::Specials;
            ev.push(Event::SpecialPlayed { seat, special });
            s.public.phase = match special {
                Special::Vote => Phase::VoteNation,
                Special::Assassin => Phase::AssassinPile,
                _ => Phase::Target { special },
            };
            Handoff::Continue
        }
        (Phase::Specials, Action::EndSpecials) => Handoff::SpecialsOver,
        (&Phase::Target { special }, Action::Target { nation }) => {
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
        (Phase::AssassinPile, Action::TargetPile { seat, nation }) => {
            s.public.phase = Phase::AssassinCard { seat, nation };
            Handoff::Continue
        }
        (&Phase::AssassinCard { seat: owner, nation }, Action::Assassinate { card }) => {
            lay::remove_from_pile(&mut s.public, owner, nation, card);
            ev.push(Event::Assassinated { by: seat, seat: owner, nation, card });
            Handoff::Resolved
        }
        _ => Handoff::Continue,
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
