//! The vocabulary of the game: nations, options, the state, actions, events and views.
//!
//! The state is split into the public [`Board`] and the players' cash, which only its owner may see; the view is
//! the board plus the cash the viewer may know, so redaction and determinization are one field each.

use serde::{Deserialize, Serialize};
use statecraft_engine::GameRng;

use crate::map::{REGIONS, Region};

/// "Nobody" in the `u8` seat and nation fields.
pub const NONE: u8 = u8::MAX;

/// The six great powers, in turn order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Nation {
    AH,
    IT,
    FR,
    GB,
    GE,
    RU,
}

impl Nation {
    pub const ALL: [Nation; 6] = [Nation::AH, Nation::IT, Nation::FR, Nation::GB, Nation::GE, Nation::RU];
    pub fn from_index(i: usize) -> Nation {
        Nation::ALL[i]
    }
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn name(self) -> (&'static str, &'static str) {
        match self {
            Nation::AH => ("Austria-Hungary", "オーストリア＝ハンガリー"),
            Nation::IT => ("Italy", "イタリア"),
            Nation::FR => ("France", "フランス"),
            Nation::GB => ("Great Britain", "英国"),
            Nation::GE => ("Germany", "ドイツ"),
            Nation::RU => ("Russia", "ロシア"),
        }
    }
    /// Supply of armies and fleets.
    pub fn supply(self, kind: UnitKind) -> u8 {
        match (self, kind) {
            (Nation::AH, UnitKind::Army) | (Nation::GB, UnitKind::Fleet) => 10,
            (Nation::AH, UnitKind::Fleet) | (Nation::GB, UnitKind::Army) => 6,
            _ => 8,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    Army,
    Fleet,
}

/// Which edition's rules.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ruleset {
    /// The first edition as played on Brettspielwelt (the seed).
    #[default]
    #[serde(rename = "classic")]
    Classic,
    /// The third edition of 2010.
    #[serde(rename = "2010")]
    Y2010,
}

impl Ruleset {
    /// Bond prices in M; the bond number is the index + 1 and also its interest.
    pub fn bond_prices(self) -> &'static [u8] {
        match self {
            Ruleset::Classic => &[2, 4, 6, 9, 12, 16, 20, 25],
            Ruleset::Y2010 => &[2, 4, 6, 9, 12, 16, 20, 25, 30],
        }
    }
    /// Flags (tax markers) per nation.
    pub fn flags(self) -> u8 {
        match self {
            Ruleset::Classic => 10,
            Ruleset::Y2010 => 15,
        }
    }
}

/// A fixed outcome of the random set-up, so that a rulebook game replays exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Deal {
    /// Classic, 4–6 players: per seat, the nation of its bond #3 and the nation of its bond #2.
    Bonds { third: Vec<Nation>, second: Vec<Nation> },
    /// Classic, 2–3 players: per seat, which of the seed's listed hands it gets (0 = the seed's player 1).
    Hands { hands: Vec<u8> },
    /// 2010 standard start: per seat, the flag card dealt to it (2 players: AH and IT; 3: AH, IT and FR; the
    /// other cards follow the rulebook).
    Cards { cards: Vec<Nation> },
    /// Profistart: the seat that chooses first in the Austria-Hungary draft.
    FirstChooser { seat: u8 },
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub ruleset: Ruleset,
    pub profistart: bool,
    pub deal: Option<Deal>,
}

/// One decision. Regions are named by id in JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Move the nation's marker to this rondel slot (0 = factory … 7 = taxation).
    Rondel {
        slot: u8,
    },
    /// Give 1M of own cash to the active nation's treasury (before choosing a rondel slot).
    Donate,
    /// The Swiss bank owner makes the passing nation stop at the investor slot (2010).
    ForceInvestor,
    /// The Swiss bank owner lets the nation pass the investor slot (2010).
    AllowPass,
    Build {
        region: Region,
    },
    DeclineFactory,
    /// Switch this factory off for this production.
    SkipFactory {
        region: Region,
    },
    /// Produce at every factory still switched on.
    Produce,
    Import {
        region: Region,
        kind: UnitKind,
    },
    EndImport,
    MoveFleet {
        from: Region,
        to: Region,
    },
    EndFleets,
    /// Pick up an army that has not moved yet.
    SelectArmy {
        from: Region,
    },
    /// Move the selected army; the route (railroad, convoy) is found by the rules.
    MoveArmy {
        from: Region,
        to: Region,
    },
    /// The selected army stays where it is.
    HoldArmy {
        from: Region,
    },
    /// Turn the nation's armies in this foreign home province friendly ↔ hostile.
    SwitchStatus {
        region: Region,
    },
    DestroyFactory {
        region: Region,
    },
    EndManeuver,
    /// Entering a foreign home province: no hostility.
    Friendly,
    /// Entering a foreign home province: hostile (blocks its factory and railroad).
    Hostile,
    /// Entering a neutral land, sea or own province with foreign units: stay side by side.
    Coexist,
    /// The entering unit battles one unit of this nation and kind.
    Fight {
        nation: Nation,
        kind: UnitKind,
    },
    /// A defending government lets the entering unit be.
    Tolerate,
    /// A defending government battles the entering unit with one of its units of this kind.
    Resist {
        kind: UnitKind,
    },
    /// Buy an available bond (draft or investor).
    Buy {
        nation: Nation,
        bond: u8,
    },
    /// Return bond `from` and take the available bond `to` of the same nation, paying the difference.
    TradeUp {
        nation: Nation,
        from: u8,
        to: u8,
    },
    Pass,
}

/// Something that happened. No event carries a player's cash balance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    DraftPassed { seat: u8, nation: Nation },
    DraftRestarted,
    Donated { seat: u8, nation: Nation, amount: u8 },
    RondelMoved { nation: Nation, slot: u8, cost: u8 },
    Forced { seat: u8, nation: Nation },
    FactoryBuilt { nation: Nation, region: Region },
    FactoryDeclined { nation: Nation },
    Produced { nation: Nation, region: Region, kind: UnitKind },
    Imported { nation: Nation, region: Region, kind: UnitKind },
    Moved { nation: Nation, kind: UnitKind, from: Region, to: Region },
    Stance { nation: Nation, region: Region, hostile: bool },
    Battle { region: Region, nation: Nation, kind: UnitKind, against: Nation, against_kind: UnitKind },
    Tolerated { nation: Nation, region: Region },
    FactoryDestroyed { nation: Nation, region: Region, by: Nation },
    FlagPlaced { nation: Nation, region: Region, replaced: Option<Nation> },
    Interest { nation: Nation, seat: u8, amount: u8 },
    GovernmentPaid { nation: Nation, seat: u8, amount: u8 },
    InvestorBonus { seat: u8, amount: u8 },
    BondBought { seat: u8, nation: Nation, bond: u8, returned: Option<u8> },
    InvestPassed { seat: u8 },
    GovernmentChanged { nation: Nation, from: Option<u8>, to: u8 },
    TakeoverPayment { from: u8, to: u8 },
    Taxed { nation: Nation, income: u8, chart_from: u8, chart_to: u8, bonus: u8, power: u8, treasury: u8 },
    InvestorCardPassed { seat: u8 },
    GameOver,
}

/// Where in the turn the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Profistart: `seat` may buy one bond of `nation` or pass; `left` seats still to choose after it.
    Draft {
        nation: u8,
        seat: u8,
        left: u8,
        first: u8,
    },
    /// The active nation's government chooses a rondel slot.
    Rondel,
    /// 2010: Swiss bank owners, from `seat` on, may stop the nation at the investor slot.
    Veto {
        slot: u8,
        seat: u8,
        asked: u8,
    },
    Factory,
    Production {
        skipped: u64,
    },
    Import {
        placed: u8,
    },
    Fleets,
    Armies,
    /// An army in `from` is selected; choose where it goes.
    ArmyDest {
        from: Region,
    },
    /// The active nation's unit of `kind` has entered `region`: choose a stance or a battle.
    Entry {
        region: Region,
        kind: UnitKind,
    },
    /// Nation `nation`'s government may battle the active nation's unit of `kind` in `region`.
    Defence {
        region: Region,
        kind: UnitKind,
        nation: u8,
    },
    /// Investor turn: the seats in `order[pos..len]` still invest; `order[0]` is the investor-card holder.
    Invest {
        order: [u8; 6],
        len: u8,
        pos: u8,
    },
    Over,
}

/// Units and markers in one region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub armies: [u8; 6],
    pub fleets: [u8; 6],
    /// Nations whose armies here are hostile (bit per nation; only in foreign home provinces).
    pub hostile: u8,
    /// The nation whose flag is here, or [`NONE`].
    pub flag: u8,
}

/// Per-maneuver bookkeeping of the active nation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Maneuver {
    /// Units of the active nation in each region that have already moved.
    #[serde(with = "big_array")]
    pub moved_armies: [u8; REGIONS],
    #[serde(with = "big_array")]
    pub moved_fleets: [u8; REGIONS],
    /// Fleets in each sea that have carried an army.
    #[serde(with = "big_array")]
    pub convoyed: [u8; REGIONS],
    /// Provinces where the status was set or switched this maneuver.
    pub stance_set: u64,
}

impl Default for Maneuver {
    fn default() -> Self {
        Maneuver { moved_armies: [0; REGIONS], moved_fleets: [0; REGIONS], convoyed: [0; REGIONS], stance_set: 0 }
    }
}

/// Everything public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub ruleset: Ruleset,
    pub players: u8,
    /// Owner seat of each bond (index = bond number − 1), or [`NONE`].
    pub bonds: [[u8; 9]; 6],
    pub government: [u8; 6],
    pub treasury: [u16; 6],
    pub power: [u8; 6],
    /// Tax-chart position (5 = the "2–5" space … 15).
    pub chart: [u8; 6],
    /// Rondel slot, or [`NONE`] while the marker is still in the centre.
    pub rondel: [u8; 6],
    #[serde(with = "big_array")]
    pub cells: [Cell; REGIONS],
    /// Regions with a factory (always of the province's own nation).
    pub factories: u64,
    pub investor_card: u8,
    /// The nation whose turn it is.
    pub active: u8,
    pub phase: Phase,
    /// The nation passed the investor slot: its purchase round follows this action.
    pub pending_investor: bool,
    pub maneuver: Maneuver,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub board: Board,
    /// Each player's cash in M (secret).
    pub cash: [u16; 6],
    pub rng: GameRng,
}

/// What one seat (or a spectator) may know: the whole board and only its own cash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<u8>,
    pub board: Board,
    /// Cash per seat; `None` where it is hidden from the viewer.
    pub cash: Vec<Option<u16>>,
    /// Which values this view leaves out.
    pub hidden: Vec<String>,
}

/// Serde for arrays longer than 32.
mod big_array {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer, T: Serialize, const N: usize>(a: &[T; N], s: S) -> Result<S::Ok, S::Error> {
        a.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D, T, const N: usize>(d: D) -> Result<[T; N], D::Error>
    where
        D: Deserializer<'de>,
        T: Deserialize<'de>,
    {
        let v = Vec::<T>::deserialize(d)?;
        let len = v.len();
        v.try_into().map_err(|_| D::Error::invalid_length(len, &"an array of one entry per region"))
    }
}
