//! Scoring at the end of a game turn: each victory counter is worth the smaller of its nation's status and
//! the owner's influence there.

use statecraft_engine::Seat;

use crate::model::Nation;
use crate::state::Public;

/// Points a seat scores now: per victory counter, the smaller of the nation's status and its influence there.
pub fn turn_points(public: &Public, counters: &[Nation], seat: Seat) -> i64 {
    counters.iter().map(|&n| (public.nation(n).status as u32).min(public.influence(seat, n)) as i64).sum()
}
