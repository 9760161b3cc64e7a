//! The end: each player scores the interest of every bond held times its nation's power factor, plus 1 per
//! 1M of cash. Ties are broken nation by nation from the most powerful: classic compares the highest bond
//! held in that nation (seed), 2010 the sum invested in it (rulebook).

use statecraft_engine::{Outcome, Seat};

use crate::model::{Nation, RULES, Ruleset};
use crate::state::{Board, State};

/// Points from `seat`'s bonds alone (public).
pub fn bond_points(b: &Board, seat: Seat) -> i64 {
    Nation::ALL
        .iter()
        .map(|&n| {
            let factor = RULES.power_factor(b.nations[n].power) as i64;
            b.nations[n].bonds.held_by(seat).map(|k| b.bond_interest(k) as i64 * factor).sum::<i64>()
        })
        .sum()
}

/// Each seat's score now: bond points plus cash.
pub fn scores(s: &State) -> Vec<i64> {
    let b = &s.board;
    Seat::all(b.players as usize).map(|seat| bond_points(b, seat) + s.cash[seat.index()] as i64).collect()
}

pub fn outcome(s: &State) -> Outcome {
    let b = &s.board;
    let scores = scores(s);
    let best = *scores.iter().max().unwrap_or(&0);
    let mut tied: Vec<Seat> = Seat::all(b.players as usize).filter(|p| scores[p.index()] == best).collect();
    let mut nations = Nation::ALL;
    nations.sort_by_key(|&n| std::cmp::Reverse(b.nations[n].power));
    for n in nations {
        if tied.len() < 2 {
            break;
        }
        let metric = |p: Seat| -> u16 {
            match b.ruleset {
                Ruleset::Classic => b.nations[n].bonds.held_by(p).max().map_or(0, |k| b.bond_price(k)),
                Ruleset::Y2010 => b.invested(p, n),
            }
        };
        let top = tied.iter().map(|&p| metric(p)).max().unwrap_or(0);
        tied.retain(|&p| metric(p) == top);
    }
    Outcome { scores, winners: tied }
}
