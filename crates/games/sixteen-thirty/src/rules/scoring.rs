//! Scoring at the end of a game turn: each victory counter is worth the smaller of its nation's status and
//! the owner's influence there. Also the estimate of the final scores that bots judge a cut look-ahead by.

use statecraft_engine::Seat;

use crate::data::{self, data};
use crate::model::Nation;
use crate::state::{Public, State};

/// Points a seat scores now: per victory counter, the smaller of the nation's status and its influence there.
pub fn turn_points(public: &Public, counters: &[Nation], seat: Seat) -> i64 {
    counters.iter().map(|&n| (public.nation(n).status as u32).min(public.influence(seat, n)) as i64).sum()
}

/// Each seat's expected final score, in sixtieths of a point: its points so far plus what its counters score
/// now, times the number of scorings still expected (this turn's, then each later one the early-end rolls may
/// cancel). Points are counted only at the end of a turn, so the totals alone say little in mid-turn.
pub fn forecast(s: &State) -> Vec<i64> {
    let scorings = expected_scorings(s.public.turn);
    Seat::all(s.public.players)
        .map(|p| {
            let now = turn_points(&s.public, &s.counters[p.index()], p) as f64;
            (60.0 * (s.public.vp[p.index()] as f64 + scorings * now)).round() as i64
        })
        .collect()
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
