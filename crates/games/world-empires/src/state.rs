//! The full state. Everything on the board is public ([`Public`]); the secrets are the players' hands of event
//! and kingdom cards, the empire cards a player has drawn but not yet chosen, and the order of the decks.

use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::Options;
use crate::model::{Card, Power, PowerKind, Space, SpaceSet};

/// Everything, secrets included. Never sent to a client: the server sends [`crate::View`]s.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub public: Public,
    /// Each seat's event cards.
    pub hands: Vec<Vec<Card>>,
    /// Each seat's kingdom cards (minor-empire option).
    pub kingdoms: Vec<Vec<Power>>,
    /// Empire cards the drafting seat has drawn and not yet chosen from.
    pub drawn: Vec<Power>,
    /// The current epoch's empire cards nobody has taken, top at the end.
    pub empire_deck: Vec<Power>,
    /// The event deck, top at the end.
    pub event_deck: Vec<Card>,
    pub rng: GameRng,
}

/// Pieces of one power in one space. `seat` is the colour; `None` for a nomad people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    pub seat: Option<Seat>,
    pub power: Power,
    pub count: u8,
}

/// A land space.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceState {
    pub soldiers: Vec<Stack>,
    pub merchants: Vec<Stack>,
    pub cities: u8,
    pub great_buildings: u8,
    /// The forest chit (2 → 1 → 0) on a forest space.
    pub forest: u8,
}

impl SpaceState {
    pub fn is_empty(&self) -> bool {
        self.soldiers.is_empty() && self.merchants.is_empty()
    }
    /// The colour whose soldiers stand here (soldiers of two colours never share a space).
    pub fn military(&self) -> Option<Option<Seat>> {
        self.soldiers.first().map(|s| s.seat)
    }
    pub fn merchants_of(&self, seat: Seat) -> u8 {
        self.merchants.iter().filter(|m| m.seat == Some(seat)).map(|m| m.count).sum()
    }
    /// The colour with strictly the most merchants here.
    pub fn commercial(&self) -> Option<Seat> {
        let mut best: Option<(Seat, u8)> = None;
        let mut tie = false;
        let mut seats: Vec<Seat> = self.merchants.iter().filter_map(|m| m.seat).collect();
        seats.sort();
        seats.dedup();
        for s in seats {
            let n = self.merchants_of(s);
            match best {
                Some((_, b)) if n == b => tie = true,
                Some((_, b)) if n < b => {}
                _ => {
                    best = Some((s, n));
                    tie = false;
                }
            }
        }
        if tie { None } else { best.map(|b| b.0) }
    }
    /// Whether `seat` controls this space: one soldier, or the most merchants.
    pub fn controlled_by(&self, seat: Seat) -> bool {
        self.military() == Some(Some(seat)) || self.commercial() == Some(seat)
    }
    pub fn pieces_of_power(&self, power: Power) -> u8 {
        self.soldiers.iter().chain(&self.merchants).filter(|s| s.power == power).map(|s| s.count).sum()
    }
    pub fn soldiers_of_power(&self, power: Power) -> u8 {
        self.soldiers.iter().filter(|s| s.power == power).map(|s| s.count).sum()
    }
}

/// A navy: one piece holds one sea or two neighbouring seas; two pieces hold an ocean.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Navy {
    pub seat: Seat,
    pub power: Power,
    pub waters: Vec<Space>,
    pub pieces: u8,
}

/// The age the epoch die chose for this epoch.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Age {
    /// 1–2: three nomads invade; empires fight at −1 in their first three battles; one empty space fewer.
    Storms,
    /// 3–4: two nomads invade.
    NomadEmpires,
    /// 5–6: one nomad invades, with military +1.
    Peace,
}

impl Age {
    pub fn from_roll(roll: u8) -> Age {
        match roll {
            1 | 2 => Age::Storms,
            3 | 4 => Age::NomadEmpires,
            _ => Age::Peace,
        }
    }
    pub fn invaders(self) -> usize {
        match self {
            Age::Storms => 3,
            Age::NomadEmpires => 2,
            Age::Peace => 1,
        }
    }
}

/// The power being played now and what it has done this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Active {
    pub seat: Seat,
    pub power: Power,
    pub kind: PowerKind,
    /// Pieces left to place.
    pub pool: u8,
    /// Where it entered (its capital, for an empire or kingdom).
    pub start: Option<Space>,
    /// Resources gained this turn and not yet spent on cities or great buildings, by [`crate::model::Resource`]
    /// index (forests are used from their chits instead).
    pub gained: [u8; 6],
    /// Spaces whose resources it has already taken this turn.
    pub acquired: SpaceSet,
    pub battles: u8,
    /// The event card played this turn, if any.
    pub event: Option<Card>,
    /// The Great Soldier's automatic victory is still unused.
    pub sure_win: bool,
    /// The Shipbuilding card's free forest is still unused.
    pub free_navy: bool,
    /// Merchant moves left from a Relocation card.
    pub relocations: u8,
    /// Whether the seat played a kingdom card this turn.
    pub kingdom_played: bool,
}

/// A nomad people invading at the end of an epoch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invasion {
    pub power: Power,
    pub vitality: u8,
    /// The player who plays it.
    pub seat: Seat,
}

/// The last battle fought, for the war dialog.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub space: Space,
    pub attacker: Power,
    pub attacker_seat: Option<Seat>,
    pub defender: Power,
    pub defender_seat: Option<Seat>,
    pub attacker_strength: i32,
    pub defender_strength: i32,
    pub attacker_dice: Vec<u8>,
    pub defender_dice: Vec<u8>,
    pub attacker_total: i32,
    pub defender_total: i32,
    /// `Some(true)` the attacker won, `Some(false)` the defender, `None` a tie.
    pub attacker_won: Option<bool>,
    /// The Great Soldier decided it without dice.
    pub automatic: bool,
    pub city_lost: bool,
}

/// A capital on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capital {
    pub power: Power,
    pub seat: Seat,
    pub space: Space,
}

/// What each seat scored at its last scoring, item by item.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub spaces: i64,
    pub control: i64,
    pub complete_control: i64,
    pub cities: i64,
    pub great_buildings: i64,
    pub trade_route: i64,
    pub total: i64,
}

/// What everybody may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    pub players: usize,
    pub options: Options,
    /// 1 to 3 (or 5).
    pub epoch: u8,
    pub age: Option<Age>,
    pub age_roll: Option<u8>,
    /// Land spaces, by [`Space`] index.
    pub spaces: Vec<SpaceState>,
    pub navies: Vec<Navy>,
    pub capitals: Vec<Capital>,
    pub vp: Vec<i64>,
    /// Each seat's powers, in the order played (empires by epoch, kingdoms after the empire of their turn).
    pub history: Vec<Vec<Power>>,
    /// The empire each seat chose for the current epoch.
    pub chosen: Vec<Option<Power>>,
    /// This epoch's empires in play order with their players.
    pub order: Vec<(Power, Seat)>,
    /// Index into `order` of the empire whose turn it is (or `order.len()` once all have played).
    pub turn: usize,
    pub active: Option<Active>,
    /// Successful attacks on each of this epoch's nomad peoples.
    pub nomad_damage: Vec<(Power, u8)>,
    /// The nomads invading at this epoch's end, and how many have played.
    pub invasions: Vec<Invasion>,
    pub invasions_done: usize,
    /// Seats still to draft, in order (the first is drafting).
    pub draft_queue: Vec<Seat>,
    /// Cards the drafting seat holds (the cards themselves are secret).
    pub drawn_count: usize,
    pub discard: Vec<Card>,
    /// Event cards set aside because their epochs are over.
    pub boxed: Vec<Card>,
    /// Kingdom cards dealt at the start (the minor-empire option); which player holds which is secret.
    pub kingdom_pool: Vec<Power>,
    pub last_battle: Option<Battle>,
    pub sheets: Vec<ScoreSheet>,
    pub phase: Phase,
}

/// Who decides what now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Phase {
    /// The first seat of `draft_queue` keeps one of its drawn empire cards (or pays for a third).
    Draft,
    /// The active power picks its start space.
    Enter,
    /// The active power places pieces, builds and plays cards.
    Expand,
    /// The active seat removes pieces of the power whose capital it took.
    CapitalLoss {
        victim: Power,
        left: u8,
    },
    /// The owner of a fallen capital moves it to a city of its empire.
    MoveCapital {
        power: Power,
        seat: Seat,
    },
    /// The Natural Disaster card's space.
    Disaster,
    /// The Plague card's region.
    Plague,
    /// After its empire, the seat may play a kingdom card.
    Kingdom,
    /// The seat discards down to the hand limit.
    Discard {
        seat: Seat,
    },
    Over,
}

impl Public {
    pub fn space(&self, s: Space) -> &SpaceState {
        &self.spaces[s.idx()]
    }
    pub fn space_mut(&mut self, s: Space) -> &mut SpaceState {
        &mut self.spaces[s.idx()]
    }
    pub fn last_epoch(&self) -> u8 {
        if self.options.five_epochs { 5 } else { 3 }
    }
    pub fn capital_of(&self, power: Power) -> Option<&Capital> {
        self.capitals.iter().find(|c| c.power == power)
    }
    pub fn capital_at(&self, space: Space) -> Option<&Capital> {
        self.capitals.iter().find(|c| c.space == space)
    }
    /// Waters held by the navies of `seat`.
    pub fn held_waters(&self, seat: Seat) -> SpaceSet {
        let mut set = SpaceSet::EMPTY;
        for n in self.navies.iter().filter(|n| n.seat == seat) {
            for w in &n.waters {
                set.insert(*w);
            }
        }
        set
    }
}
