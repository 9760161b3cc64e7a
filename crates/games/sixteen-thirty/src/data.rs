//! The game's numbers, read once from `data/sixteen-thirty.json` (compiled in).
//!
//! The set-up table comes from the seed; the adjacency, the deck, the counter caps and the early-end numbers
//! are our own design (see `docs/data-gaps.md`), kept here as data so they can be changed in one place.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

use crate::model::{Card, Nation, Special};

#[derive(Debug, Deserialize)]
pub struct NationData {
    pub id: String,
    pub en: String,
    pub ja: String,
    pub status: u8,
    pub army: u8,
    pub ability: u8,
}

#[derive(Debug, Deserialize)]
pub struct EarlyEnd {
    pub turn: u8,
    pub at_most: u8,
}

#[derive(Debug, Deserialize)]
pub struct Data {
    pub nations: Vec<NationData>,
    pub adjacency: Vec<[String; 2]>,
    pub named_values_per_nation: Vec<u8>,
    pub open_values: Vec<u8>,
    pub specials: BTreeMap<String, usize>,
    pub counters_per_nation: usize,
    pub early_end: Vec<EarlyEnd>,
    pub max_turns: u8,
    pub deal: usize,
    pub initial_lay: usize,
    pub draw: usize,
    pub hand_limit: usize,
    pub status_max: u8,
    pub army_max: u8,
    pub ability_max: u8,
    pub trade_talks_max: u8,
}

const RAW: &str = include_str!("../data/sixteen-thirty.json");

/// The parsed data. The file is part of the crate and checked by its tests, so a parse failure is a build
/// defect, not bad input.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| serde_json::from_str(RAW).expect("data/sixteen-thirty.json is valid"))
}

pub fn nation_data(n: Nation) -> &'static NationData {
    &data().nations[n.index()]
}

fn nation_by_id(id: &str) -> Option<Nation> {
    Nation::ALL.into_iter().find(|n| n.id() == id)
}

fn special_id(s: Special) -> &'static str {
    match s {
        Special::Vote => "vote",
        Special::MilitaryImprovement => "military_improvement",
        Special::IncreaseArmySize => "increase_army_size",
        Special::IncreaseStatus => "increase_status",
        Special::MilitaryLeader => "military_leader",
        Special::Assassin => "assassin",
        Special::Unrest => "unrest",
    }
}

/// Whether two nations border each other (used when the defender's status is 2 or less).
pub fn adjacent(a: Nation, b: Nation) -> bool {
    static TABLE: OnceLock<[[bool; 9]; 9]> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [[false; 9]; 9];
        for [x, y] in &data().adjacency {
            let (x, y) = (nation_by_id(x).expect("known nation"), nation_by_id(y).expect("known nation"));
            t[x.index()][y.index()] = true;
            t[y.index()][x.index()] = true;
        }
        t
    });
    table[a.index()][b.index()]
}

/// The whole player deck, sorted.
pub fn full_deck() -> Vec<Card> {
    let d = data();
    let mut deck = Vec::new();
    for n in Nation::ALL {
        deck.extend(d.named_values_per_nation.iter().map(|&v| Card::named(n, v)));
    }
    deck.extend(d.open_values.iter().map(|&v| Card::open(v)));
    for s in Special::ALL {
        let count = d.specials.get(special_id(s)).copied().unwrap_or(0);
        deck.extend(std::iter::repeat_n(Card::special(s), count));
    }
    deck.sort();
    deck
}

/// Every victory counter, sorted.
pub fn all_counters() -> Vec<Nation> {
    Nation::ALL.into_iter().flat_map(|n| std::iter::repeat_n(n, data().counters_per_nation)).collect()
}

/// Victory counters each player draws: 4 with 3–4 players, 3 with 5–6.
pub fn counters_per_player(players: usize) -> usize {
    if players <= 4 { 4 } else { 3 }
}

/// The early-end threshold printed on a turn box, if any.
pub fn early_end(turn: u8) -> Option<u8> {
    data().early_end.iter().find(|e| e.turn == turn).map(|e| e.at_most)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nations_match_the_enum_and_the_seed_table() {
        let d = data();
        assert_eq!(d.nations.len(), 9);
        for n in Nation::ALL {
            assert_eq!(nation_data(n).id, n.id());
        }
        let table: Vec<(u8, u8, u8)> = d.nations.iter().map(|n| (n.status, n.army, n.ability)).collect();
        assert_eq!(
            table,
            vec![(5, 2, 1), (1, 1, 0), (3, 2, 1), (1, 1, 0), (2, 1, 1), (2, 1, 1), (5, 1, 0), (5, 3, 1), (2, 1, 0)]
        );
    }

    #[test]
    fn adjacency_names_resolve_and_is_symmetric_and_connected() {
        for [a, b] in &data().adjacency {
            let (a, b) = (nation_by_id(a).unwrap(), nation_by_id(b).unwrap());
            assert_ne!(a, b);
            assert!(adjacent(a, b) && adjacent(b, a));
        }
        // Every nation has a neighbour and the map is one piece.
        let mut reached = vec![Nation::Spain];
        let mut i = 0;
        while i < reached.len() {
            for n in Nation::ALL {
                if adjacent(reached[i], n) && !reached.contains(&n) {
                    reached.push(n);
                }
            }
            i += 1;
        }
        assert_eq!(reached.len(), 9);
        assert!(!adjacent(Nation::England, Nation::Poland));
    }

    #[test]
    fn deck_holds_enough_cards_for_six_hands_and_draws() {
        let deck = full_deck();
        assert_eq!(deck.len(), 120);
        assert!(deck.len() >= 6 * data().deal + 6 * data().draw);
        for s in Special::ALL {
            assert!(deck.contains(&Card::special(s)), "{s:?} missing");
        }
        let specials: usize = data().specials.values().sum();
        assert_eq!(specials, 30);
        for id in data().specials.keys() {
            assert!(Special::ALL.iter().any(|s| special_id(*s) == id), "unknown special `{id}`");
        }
    }

    #[test]
    fn counters_are_eighteen_and_dealt_by_player_count() {
        assert_eq!(all_counters().len(), 18);
        assert_eq!(counters_per_player(3), 4);
        assert_eq!(counters_per_player(4), 4);
        assert_eq!(counters_per_player(5), 3);
        assert_eq!(counters_per_player(6), 3);
        assert!(6 * counters_per_player(6) <= 18 && 4 * counters_per_player(4) <= 18);
    }
}
