//! Scoring at the end of a game turn: each victory counter is worth the smaller of its nation's status and
//! the owner's influence there. Also the estimate of the final scores that bots judge a cut look-ahead by.

use statecraft_engine::Seat;

use crate::data::{self, data};
use crate::model::{Kind, Nation};
use crate::state::{Public, State};

/// Points a seat scores now: per victory counter, the smaller of the nation's status and its influence there.
pub fn turn_points(public: &Public, counters: &[Nation], seat: Seat) -> i64 {
    counters.iter().map(|&n| i64::from(counter_worth(public, seat, n))).sum()
}

/// What one victory counter of `nation` scores for `seat` now: the smaller of status and influence.
pub fn counter_worth(public: &Public, seat: Seat, nation: Nation) -> u32 {
    u32::from(public.nation(nation).status).min(public.influence(seat, nation))
}

/// Each seat's expected final score, in sixtieths of a point: its points so far, this turn's scoring at the
/// piles as they are, and each later scoring (the early-end rolls may cancel some) at the influence the seat
/// can reach with the cards it holds ([`reachable_points`]). Points are counted only at the end of a turn, so
/// the totals alone say little in mid-turn.
///
/// The later scorings count the cards in hand because a random look-ahead of a few hundred actions rarely
/// lays them: judged by the piles alone, a bot saw no worth in asking for, keeping or drawing the cards of its
/// own counters' nations, traded them away and laid elsewhere, and lost to random players (issue 20). Cards
/// in hand still count for one scoring less than laid ones, so laying them now keeps its worth.
pub fn forecast(s: &State) -> Vec<i64> {
    let later = expected_scorings(s.public.turn) - 1.0;
    Seat::all(s.public.players)
        .map(|p| {
            let now = turn_points(&s.public, &s.counters[p.index()], p) as f64;
            let reach = reachable_points(s, p) as f64;
            (60.0 * (s.public.vp[p.index()] as f64 + now + later * reach)).round() as i64
        })
        .collect()
}

/// Points `seat`'s counters would score if it laid every card it holds where it may: the cards it laid in
/// secret on their piles, each named card on its nation's pile unless that pile is weak, and each Open card,
/// largest first, where it adds most — on a pile that may grow and has or will get a named card.
pub fn reachable_points(s: &State, seat: Seat) -> i64 {
    let p = &s.public;
    let counters = &s.counters[seat.index()];
    let may_grow = |n: Nation| p.pile(seat, n).is_none_or(|pile| pile.strong);
    let mut influence = Nation::ALL.map(|n| p.influence(seat, n));
    let mut named = Nation::ALL.map(|n| p.pile(seat, n).is_some_and(|pile| pile.named_count() > 0));
    let mut opens = Vec::new();
    let pending = s.pending[seat.index()].iter().map(|&(card, n)| (card, Some(n)));
    for (card, laid_on) in s.hands[seat.index()].iter().map(|&card| (card, None)).chain(pending) {
        match (card.kind, laid_on) {
            (kind, Some(n)) => {
                influence[n.index()] += u32::from(card.value);
                named[n.index()] |= matches!(kind, Kind::Named(_));
            }
            (Kind::Named(n), None) if may_grow(n) => {
                influence[n.index()] += u32::from(card.value);
                named[n.index()] = true;
            }
            (Kind::Open, None) => opens.push(u32::from(card.value)),
            _ => {}
        }
    }
    let worth = |n: Nation, influence: u32| {
        let held = counters.iter().filter(|&&c| c == n).count() as i64;
        held * i64::from(u32::from(p.nation(n).status).min(influence))
    };
    opens.sort_unstable_by(|a, b| b.cmp(a));
    for value in opens {
        let gain = |n: Nation| worth(n, influence[n.index()] + value) - worth(n, influence[n.index()]);
        let best = Nation::ALL.into_iter().filter(|&n| may_grow(n) && named[n.index()]).max_by_key(|&n| gain(n));
        if let Some(n) = best.filter(|&n| gain(n) > 0) {
            influence[n.index()] += value;
        }
    }
    let mut distinct = counters.clone();
    distinct.dedup();
    distinct.iter().map(|&n| worth(n, influence[n.index()])).sum()
}

/// Scorings still to come from the start of `turn` (its own included), with the early-end die (1..6) rolled
/// after each turn that carries a number.
fn expected_scorings(turn: u8) -> f64 {
    let last = data().max_turns;
    (turn..last).rev().fold(1.0, |after, t| {
        let ends = f64::from(data::early_end(t).unwrap_or(0)) / 6.0;
        1.0 + (1.0 - ends) * after
    })
}
