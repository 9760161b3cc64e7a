//! The battle of turns 2–4. Only players with a general in their display and a token in the battle box may
//! lead the army; the most tokens leads, a tie is broken by promoting generals; without a leader the battle
//! is a defeat, marked with a white block (from the supply, or after the election if the supply is empty).

use statecraft_engine::Seat;

use crate::action::Event;
use crate::model::{Faction, data};
use crate::rules::contest;
use crate::state::{ContestKind, Settled, State};

/// Players who may lead: a token in the battle box and a general in the display, in player order.
pub fn eligible(s: &State) -> Vec<Seat> {
    let p = &s.public;
    p.order
        .iter()
        .copied()
        .filter(|x| p.battle_box[x.index()] > 0 && p.displays[x.index()].iter().any(|c| c.card().general))
        .collect()
}

/// Resolves the battle; `false` while a tie waits for promotions.
pub fn resolve(s: &mut State, ev: &mut Vec<Event>) -> bool {
    let leader = match s.public.settled.take() {
        Some(Settled::Seat { seat }) => Some(seat),
        Some(_) => None,
        None => {
            let can = eligible(s);
            let most = can.iter().map(|x| s.public.battle_box[x.index()]).max().unwrap_or(0);
            let top: Vec<Seat> = can.into_iter().filter(|x| s.public.battle_box[x.index()] == most).collect();
            match top.as_slice() {
                [] => None,
                [one] => Some(*one),
                _ => {
                    return match contest::open(s, ContestKind::Battle, top, ev) {
                        Some(_) => resolve(s, ev),
                        None => false,
                    };
                }
            }
        }
    };
    let p = &mut s.public;
    match leader {
        Some(seat) => {
            let vp = data().battle(p.turn).map_or(0, |b| b.vp);
            p.vp[seat.index()] += vp;
            ev.push(Event::BattleWon { seat, vp });
        }
        None => {
            p.defeats += 1;
            let white = Faction::White.index();
            if p.supply[white] > 0 {
                p.supply[white] -= 1;
            } else {
                p.defeat_blocks_owed += 1;
            }
            ev.push(Event::BattleLost);
        }
    }
    p.battle_box.iter_mut().for_each(|t| *t = 0);
    true
}
