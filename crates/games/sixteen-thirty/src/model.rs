//! The vocabulary of the game: nations, cards, sides, vote subjects and influence piles.
//!
//! A card is fully described by its kind and value, so hands and piles are sorted multisets of small values
//! and two cards that look the same are the same for every rule.

use serde::{Deserialize, Serialize};

/// The nine powers on the map, in the order of the seed's set-up table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Nation {
    Spain,
    England,
    France,
    Denmark,
    Netherlands,
    Sweden,
    GermanPrinces,
    HabsburgEmpire,
    Poland,
}

impl Nation {
    pub const ALL: [Nation; 9] = [
        Nation::Spain,
        Nation::England,
        Nation::France,
        Nation::Denmark,
        Nation::Netherlands,
        Nation::Sweden,
        Nation::GermanPrinces,
        Nation::HabsburgEmpire,
        Nation::Poland,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The id used in the data file and in JSON (`german_princes`).
    pub fn id(self) -> &'static str {
        match self {
            Nation::Spain => "spain",
            Nation::England => "england",
            Nation::France => "france",
            Nation::Denmark => "denmark",
            Nation::Netherlands => "netherlands",
            Nation::Sweden => "sweden",
            Nation::GermanPrinces => "german_princes",
            Nation::HabsburgEmpire => "habsburg_empire",
            Nation::Poland => "poland",
        }
    }
}

/// The seven special cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    Vote,
    MilitaryImprovement,
    IncreaseArmySize,
    IncreaseStatus,
    MilitaryLeader,
    Assassin,
    Unrest,
}

impl Special {
    pub const ALL: [Special; 7] = [
        Special::Vote,
        Special::MilitaryImprovement,
        Special::IncreaseArmySize,
        Special::IncreaseStatus,
        Special::MilitaryLeader,
        Special::Assassin,
        Special::Unrest,
    ];
}

/// What a card is, without its value. Kinds are public in a trade; values may stay hidden.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Influence in the named nation.
    Named(Nation),
    /// Influence that takes the nation of the pile it joins.
    Open,
    Special(Special),
}

impl Kind {
    /// Every kind, in a stable order (named nations, Open, the specials).
    pub fn all() -> impl Iterator<Item = Kind> {
        Nation::ALL
            .into_iter()
            .map(Kind::Named)
            .chain(std::iter::once(Kind::Open))
            .chain(Special::ALL.into_iter().map(Kind::Special))
    }
}

/// One player card. Influence cards carry their number of votes; special cards have value 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card {
    pub kind: Kind,
    pub value: u8,
}

impl Card {
    pub fn named(nation: Nation, value: u8) -> Card {
        Card { kind: Kind::Named(nation), value }
    }
    pub fn open(value: u8) -> Card {
        Card { kind: Kind::Open, value }
    }
    pub fn special(special: Special) -> Card {
        Card { kind: Kind::Special(special), value: 0 }
    }
}

/// The two alliances. Red and blue are also the two faces of a vote counter.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Red,
    Blue,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }
}

/// What a vote decides. For war and rearmament red means yes and blue means no.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "subject", rename_all = "snake_case")]
pub enum Subject {
    /// A neutral nation joins red or blue (a tie leaves it neutral).
    Join,
    /// The nation goes to war with a nation of the other side.
    War { target: Nation },
    /// A nation with army size 0 rearms to 1.
    Rearm,
    /// An aligned nation keeps its side or changes it (a tie keeps it).
    ChangeSide,
}

/// One player's influence in one nation: strong piles may grow, weak ones only shrink.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    pub nation: Nation,
    pub strong: bool,
    /// Sorted; Open cards keep their kind and count for the pile's nation.
    pub cards: Vec<Card>,
}

impl Pile {
    pub fn influence(&self) -> u32 {
        self.cards.iter().map(|c| c.value as u32).sum()
    }
    pub fn named_count(&self) -> usize {
        self.cards.iter().filter(|c| matches!(c.kind, Kind::Named(_))).count()
    }
}

/// A nation on the map: the status track, its counters and its alliance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NationState {
    pub status: u8,
    pub army: u8,
    pub ability: u8,
    pub side: Option<Side>,
    /// Military Leader counters on the nation this turn (+2 in combat each).
    pub leaders: u8,
    /// Whether an Unrest counter is on the nation this turn (more than one changes nothing further).
    pub unrest: bool,
}

/// Sorted insertion into a sorted multiset.
pub(crate) fn insert_sorted(cards: &mut Vec<Card>, card: Card) {
    let at = cards.partition_point(|c| *c <= card);
    cards.insert(at, card);
}

/// Removes one copy of `item`; false if there is none.
pub(crate) fn remove_one<T: PartialEq>(items: &mut Vec<T>, item: T) -> bool {
    match items.iter().position(|c| *c == item) {
        Some(i) => {
            items.remove(i);
            true
        }
        None => false,
    }
}

/// The distinct cards of a sorted multiset, in order.
pub(crate) fn distinct(cards: &[Card]) -> impl Iterator<Item = Card> + '_ {
    cards.iter().enumerate().filter(|(i, c)| *i == 0 || cards[i - 1] != **c).map(|(_, c)| *c)
}
