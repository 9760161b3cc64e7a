//! What the public scorings tell about the others' victory counters.
//!
//! A seat's counters stay secret until the game ends, but every scoring shows the points each seat made and
//! what a counter of each nation was worth to it then ([`Scoring`]). Only some sets of counters add up to a
//! seat's points turn after turn, and after two or three scorings often only a handful are left. A search bot
//! that drew the others' counters from every set the cup allows would weigh interests the table has already
//! ruled out and miss the ones it has shown (issue 20), so [`crate::view::determinize`] draws them from the
//! sets that fit.
//!
//! A search draws thousands of states from one view, so the fitting sets are worked out once per view and
//! kept, in a one-entry cache per thread, for the next draws from the same facts.

use std::cell::RefCell;

use rand::Rng;
use statecraft_engine::{GameRng, Seat};

use crate::data;
use crate::model::Nation;
use crate::state::Scoring;

const NATIONS: usize = Nation::ALL.len();

/// How many counters of each nation a set holds, in [`Nation::ALL`] order.
pub type Counts = [u8; NATIONS];

/// The counter sets of `size` counters, at most `available[n]` of nation `n`, that would have scored for
/// `seat` exactly the points it scored in each of `scorings`.
pub fn fitting_sets(scorings: &[Scoring], seat: Seat, size: usize, available: &Counts) -> Vec<Counts> {
    struct Search<'a> {
        scorings: &'a [Scoring],
        seat: usize,
        available: &'a Counts,
        set: Counts,
        sums: Vec<i64>,
        found: Vec<Counts>,
    }
    impl Search<'_> {
        fn extend(&mut self, nation: usize, left: usize) {
            if nation == NATIONS {
                if left == 0 && self.scorings.iter().zip(&self.sums).all(|(s, sum)| s.points[self.seat] == *sum) {
                    self.found.push(self.set);
                }
                return;
            }
            for count in 0..=usize::from(self.available[nation]).min(left) {
                let seat = self.seat;
                let add = |s: &Scoring| count as i64 * i64::from(s.worth[seat][nation]);
                for (sum, s) in self.sums.iter_mut().zip(self.scorings) {
                    *sum += add(s);
                }
                // Worths are never negative, so a set already over a seat's points cannot fit.
                if self.scorings.iter().zip(&self.sums).all(|(s, sum)| *sum <= s.points[self.seat]) {
                    self.set[nation] = count as u8;
                    self.extend(nation + 1, left - count);
                }
                for (sum, s) in self.sums.iter_mut().zip(self.scorings) {
                    *sum -= add(s);
                }
            }
            self.set[nation] = 0;
        }
    }
    let mut search = Search {
        scorings,
        seat: seat.index(),
        available,
        set: [0; NATIONS],
        sums: vec![0; scorings.len()],
        found: Vec::new(),
    };
    search.extend(0, size);
    search.found
}

/// The counters of every seat but `seat`, drawn from the sets that fit their scorings so far, together never
/// more of a nation than the cup holds, each joint deal as likely as the cup makes it. `None` before the first
/// scoring (nothing to go by) or if no deal fits, which a true record never gives; the caller then deals from
/// the cup at random.
pub fn draw_counters(
    scorings: &[Scoring],
    seat: Seat,
    players: usize,
    mine: &[Nation],
    rng: &mut GameRng,
) -> Option<Vec<Vec<Nation>>> {
    if scorings.is_empty() {
        return None;
    }
    let mine = counts(mine);
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let known = cache
            .as_ref()
            .is_some_and(|(k, _)| k.seat == seat && k.players == players && k.mine == mine && k.scorings == scorings);
        if !known {
            let key = Key { seat, players, mine, scorings: scorings.to_vec() };
            let belief = Belief::new(&key);
            *cache = Some((key, belief));
        }
        let (_, belief) = cache.as_ref()?;
        let drawn = belief.draw(rng)?;
        Some(drawn.iter().map(nations).collect())
    })
}

thread_local! {
    static CACHE: RefCell<Option<(Key, Belief)>> = const { RefCell::new(None) };
}

/// The facts a belief is worked out from.
struct Key {
    seat: Seat,
    players: usize,
    mine: Counts,
    scorings: Vec<Scoring>,
}

/// Joint deals listed in full up to this many combinations of the seats' fitting sets (a listing takes under a
/// megabyte, kept by each thread that searches until its next view); beyond, deals are drawn seat by seat and
/// kept when the cup allows them together.
const LISTED_DEALS: usize = 20_000;

/// Draws tried seat by seat before searching for any deal that fits.
const TRIES: usize = 64;

/// What the observer can tell about the others' counters.
enum Belief {
    /// Every joint deal the cup allows (each seat's counts, the observer's own included) and their cumulative
    /// weights: how many ways the cup could have dealt each.
    /// Deal `i` is `deals[i * players..(i + 1) * players]`.
    Listed { players: usize, deals: Vec<Counts>, cumulative: Vec<u64> },
    /// Too many deals to list: per seat (empty for the observer) its fitting sets and their cumulative weights,
    /// and what the cup holds besides the observer's counters.
    PerSeat { mine: Counts, available: Counts, observer: usize, sets: Vec<Vec<Counts>>, cumulative: Vec<Vec<u64>> },
}

impl Belief {
    fn new(key: &Key) -> Belief {
        let limit = data::data().counters_per_nation as u8;
        let available: Counts = std::array::from_fn(|n| limit.saturating_sub(key.mine[n]));
        let size = data::counters_per_player(key.players);
        let observer = key.seat.index();
        let sets: Vec<Vec<Counts>> = Seat::all(key.players)
            .map(|s| if s == key.seat { Vec::new() } else { fitting_sets(&key.scorings, s, size, &available) })
            .collect();
        let combinations = (0..key.players).filter(|&s| s != observer).map(|s| sets[s].len()).product::<usize>();
        if combinations <= LISTED_DEALS {
            let mut listing = Listing {
                observer,
                sets: &sets,
                deal: vec![key.mine; key.players],
                deals: Vec::new(),
                weights: Vec::new(),
            };
            listing.extend(0, available, 1);
            let cumulative = running_total(listing.weights);
            return Belief::Listed { players: key.players, deals: listing.deals, cumulative };
        }
        let cumulative = sets.iter().map(|of| running_total(of.iter().map(|set| ways(&available, set)))).collect();
        Belief::PerSeat { mine: key.mine, available, observer, sets, cumulative }
    }

    fn draw(&self, rng: &mut GameRng) -> Option<Vec<Counts>> {
        match self {
            Belief::Listed { players, deals, cumulative } => {
                let at = pick(cumulative, rng)? * players;
                Some(deals[at..at + players].to_vec())
            }
            Belief::PerSeat { mine, available, observer, sets, cumulative } => {
                let limit = data::data().counters_per_nation as u8;
                let fits = |deal: &[Counts]| (0..NATIONS).all(|n| deal.iter().map(|c| c[n]).sum::<u8>() <= limit);
                for _ in 0..TRIES {
                    let deal =
                        (0..sets.len())
                            .map(|s| {
                                if s == *observer { Some(*mine) } else { pick(&cumulative[s], rng).map(|i| sets[s][i]) }
                            })
                            .collect::<Option<Vec<Counts>>>()?;
                    if fits(&deal) {
                        return Some(deal);
                    }
                }
                // Rarely: any deal that fits, found seat by seat from random starting points.
                let starts: Vec<usize> = sets.iter().map(|of| rng.random_range(0..of.len().max(1))).collect();
                let mut deal = vec![*mine; sets.len()];
                first_fitting(*observer, sets, &starts, 0, *available, &mut deal).then_some(deal)
            }
        }
    }
}

/// Lists every joint deal of the seats' fitting sets that the cup allows, with its weight.
struct Listing<'a> {
    observer: usize,
    sets: &'a [Vec<Counts>],
    deal: Vec<Counts>,
    /// The deals one after the other, and the weight of each.
    deals: Vec<Counts>,
    weights: Vec<u64>,
}

impl Listing<'_> {
    fn extend(&mut self, seat: usize, left: Counts, weight: u64) {
        if seat == self.sets.len() {
            self.deals.extend_from_slice(&self.deal);
            self.weights.push(weight);
            return;
        }
        if seat == self.observer {
            return self.extend(seat + 1, left, weight);
        }
        for set in &self.sets[seat] {
            if let Some(rest) = take(&left, set) {
                self.deal[seat] = *set;
                self.extend(seat + 1, rest, weight * ways(&left, set));
            }
        }
    }
}

/// Depth first from each seat's random starting set; true once `deal` holds a deal the cup allows.
fn first_fitting(
    observer: usize,
    sets: &[Vec<Counts>],
    starts: &[usize],
    seat: usize,
    left: Counts,
    deal: &mut [Counts],
) -> bool {
    if seat == sets.len() {
        return true;
    }
    if seat == observer {
        return first_fitting(observer, sets, starts, seat + 1, left, deal);
    }
    let of = &sets[seat];
    (0..of.len()).map(|i| of[(starts[seat] + i) % of.len()]).any(|set| match take(&left, &set) {
        Some(rest) => {
            deal[seat] = set;
            first_fitting(observer, sets, starts, seat + 1, rest, deal)
        }
        None => false,
    })
}

/// What is left of `left` once `set` is taken from it, if it holds that much.
fn take(left: &Counts, set: &Counts) -> Option<Counts> {
    (0..NATIONS).all(|n| set[n] <= left[n]).then(|| std::array::from_fn(|n| left[n] - set[n]))
}

fn running_total(weights: impl IntoIterator<Item = u64>) -> Vec<u64> {
    weights
        .into_iter()
        .scan(0, |total, w| {
            *total += w;
            Some(*total)
        })
        .collect()
}

/// An index at random, each as likely as its weight (given as running totals).
fn pick(cumulative: &[u64], rng: &mut GameRng) -> Option<usize> {
    let total = *cumulative.last()?;
    let roll = rng.random_range(0..total);
    Some(cumulative.partition_point(|&c| c <= roll))
}

/// How many ways a cup holding `available` of each nation deals `set`: the product of binomials.
fn ways(available: &Counts, set: &Counts) -> u64 {
    let choose = |n: u8, k: u8| (0..k).fold(1u64, |acc, i| acc * u64::from(n - i) / u64::from(i + 1));
    (0..NATIONS).map(|n| choose(available[n], set[n])).product()
}

fn counts(nations: &[Nation]) -> Counts {
    let mut c = [0; NATIONS];
    for n in nations {
        c[n.index()] += 1;
    }
    c
}

fn nations(counts: &Counts) -> Vec<Nation> {
    Nation::ALL.into_iter().flat_map(|n| std::iter::repeat_n(n, usize::from(counts[n.index()]))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scoring(worth: Vec<Vec<u32>>, points: Vec<i64>) -> Scoring {
        Scoring { turn: 1, worth, points }
    }

    #[test]
    fn only_sets_adding_up_to_the_points_fit() {
        // Seat 1 could score 3 in nation 0, 1 in nation 1, nothing elsewhere; it scored 4.
        let mut worth = vec![vec![0; NATIONS]; 2];
        worth[1][0] = 3;
        worth[1][1] = 1;
        let s = [scoring(worth, vec![0, 4])];
        let available = [2; NATIONS];
        let sets = fitting_sets(&s, Seat(1), 4, &available);
        assert!(!sets.is_empty());
        for set in &sets {
            assert_eq!(set.iter().map(|&c| usize::from(c)).sum::<usize>(), 4);
            assert_eq!(3 * i64::from(set[0]) + i64::from(set[1]), 4, "{set:?}");
        }
        // Exactly one of nation 0 and one of nation 1, two of the seven worthless nations.
        let worthless_pairs = 7 + 7 * 6 / 2;
        assert_eq!(sets.len(), worthless_pairs);
    }

    #[test]
    fn a_second_scoring_narrows_further_and_the_cup_caps_each_nation() {
        let mut first = vec![vec![0; NATIONS]; 2];
        first[1][0] = 2;
        let mut second = vec![vec![0; NATIONS]; 2];
        second[1][2] = 5;
        // 4 points from nation 0 alone: two counters of it. 5 from nation 2: one counter of it.
        let s = [scoring(first.clone(), vec![0, 4]), scoring(second, vec![0, 5])];
        let sets = fitting_sets(&s, Seat(1), 4, &[2; NATIONS]);
        assert!(sets.iter().all(|set| set[0] == 2 && set[2] == 1));
        assert_eq!(sets.len(), 7, "the fourth counter is one of the seven other nations");
        // With only one counter of nation 0 left in the cup, nothing fits.
        let mut available = [2; NATIONS];
        available[0] = 1;
        assert!(fitting_sets(&s[..1], Seat(1), 4, &available).is_empty());
    }

    #[test]
    fn ways_count_the_deals_of_a_cup() {
        let available = [2; NATIONS];
        let mut set = [0; NATIONS];
        set[0] = 1;
        set[1] = 2;
        assert_eq!(ways(&available, &set), 2);
        set[2] = 1;
        assert_eq!(ways(&available, &set), 4);
    }
}
