//! The state: the public [`Board`] and the players' cash, which only its owner may see.
//!
//! Inside, the board is fixed-size arrays indexed by nation, region and bond number, so the rules never
//! allocate; in JSON (records, views, the state hash) every map is keyed by a name: nations by id (`"AH"`),
//! regions by id (`"vienna"`), bonds by value (`"6"`), with `null` where nobody is meant.

use serde::de::Error as _;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use statecraft_engine::{GameRng, Seat};
use std::collections::BTreeMap;
use std::ops::{Index, IndexMut};

use crate::model::{
    MAP, Nation, REGIONS, RULES, Region, RegionSet, Ruleset, Space, Stance, UnitKind, bond_number, bond_value,
};
use crate::rules::maneuver::Fighter;

/// One value per nation; serialised as a map from nation id.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PerNation<T>(pub [T; 6]);

impl<T> Index<Nation> for PerNation<T> {
    type Output = T;
    fn index(&self, n: Nation) -> &T {
        &self.0[n.idx()]
    }
}

impl<T> IndexMut<Nation> for PerNation<T> {
    fn index_mut(&mut self, n: Nation) -> &mut T {
        &mut self.0[n.idx()]
    }
}

impl<T: Serialize> Serialize for PerNation<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(Nation::ALL.iter().map(|n| (n, &self.0[n.idx()])))
    }
}

impl<'de, T: Deserialize<'de> + Default + Copy> Deserialize<'de> for PerNation<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<Nation, T>::deserialize(d)?;
        let mut out = PerNation([T::default(); 6]);
        for (n, v) in map {
            out.0[n.idx()] = v;
        }
        Ok(out)
    }
}

/// A small count per nation; serialised as a map of the nations with a count above zero.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts(pub [u8; 6]);

impl Index<Nation> for Counts {
    type Output = u8;
    fn index(&self, n: Nation) -> &u8 {
        &self.0[n.idx()]
    }
}

impl IndexMut<Nation> for Counts {
    fn index_mut(&mut self, n: Nation) -> &mut u8 {
        &mut self.0[n.idx()]
    }
}

impl Counts {
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 6]
    }
}

impl Serialize for Counts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(Nation::ALL.iter().filter(|n| self.0[n.idx()] > 0).map(|n| (n, self.0[n.idx()])))
    }
}

impl<'de> Deserialize<'de> for Counts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut out = Counts::default();
        for (n, v) in BTreeMap::<Nation, u8>::deserialize(d)? {
            out.0[n.idx()] = v;
        }
        Ok(out)
    }
}

/// A set of nations; serialised as the list of their ids.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct NationSet(pub u8);

impl NationSet {
    pub fn contains(self, n: Nation) -> bool {
        self.0 & (1 << n.idx()) != 0
    }
    pub fn with(self, n: Nation) -> Self {
        NationSet(self.0 | 1 << n.idx())
    }
}

impl Serialize for NationSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(Nation::ALL.iter().filter(|n| self.contains(**n)))
    }
}

impl<'de> Deserialize<'de> for NationSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<Nation>::deserialize(d)?.into_iter().fold(NationSet::default(), |set, n| set.with(n)))
    }
}

/// Up to six seats in order (the investors of one investor turn); serialised as a list.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    seats: [u8; 6],
    len: u8,
}

impl Seats {
    pub fn push(&mut self, seat: Seat) {
        self.seats[self.len as usize] = seat.0;
        self.len += 1;
    }
    pub fn get(&self, i: u8) -> Option<Seat> {
        (i < self.len).then(|| Seat(self.seats[i as usize]))
    }
    pub fn len(&self) -> u8 {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Serialize for Seats {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.seats[..self.len as usize].iter())
    }
}

impl<'de> Deserialize<'de> for Seats {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<u8>::deserialize(d)?;
        if list.len() > 6 {
            return Err(D::Error::custom("at most six seats"));
        }
        let mut out = Seats::default();
        list.into_iter().for_each(|s| out.push(Seat(s)));
        Ok(out)
    }
}

/// Who holds each bond of one nation, by bond number − 1; serialised as a map from bond value to seat, of
/// the bonds someone holds.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Holders(pub [Option<Seat>; 9]);

impl Holders {
    /// The holder of bond number `number` (1–9).
    pub fn of(&self, number: u8) -> Option<Seat> {
        self.0[number as usize - 1]
    }
    pub fn set(&mut self, number: u8, seat: Option<Seat>) {
        self.0[number as usize - 1] = seat;
    }
    /// Bond numbers held by `seat`.
    pub fn held_by(&self, seat: Seat) -> impl Iterator<Item = u8> + '_ {
        (1..=9u8).filter(move |&k| self.0[k as usize - 1] == Some(seat))
    }
}

impl Serialize for Holders {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        for (i, owner) in self.0.iter().enumerate() {
            if let Some(seat) = owner {
                map.serialize_entry(&bond_value(i as u8 + 1).to_string(), seat)?;
            }
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Holders {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut out = Holders::default();
        for (value, seat) in BTreeMap::<String, Seat>::deserialize(d)? {
            let number = value
                .parse()
                .ok()
                .and_then(|v| bond_number(Ruleset::Y2010, v))
                .ok_or_else(|| D::Error::custom(format!("there is no {value}M bond")))?;
            out.set(number, Some(seat));
        }
        Ok(out)
    }
}

/// A small count per region; serialised as a map of the regions with a count above zero.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RegionCounts(pub [u8; REGIONS]);

impl Default for RegionCounts {
    fn default() -> Self {
        RegionCounts([0; REGIONS])
    }
}

impl Index<Region> for RegionCounts {
    type Output = u8;
    fn index(&self, r: Region) -> &u8 {
        &self.0[r.idx()]
    }
}

impl IndexMut<Region> for RegionCounts {
    fn index_mut(&mut self, r: Region) -> &mut u8 {
        &mut self.0[r.idx()]
    }
}

impl Serialize for RegionCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(Region::all().filter(|r| self[*r] > 0).map(|r| (r, self[r])))
    }
}

impl<'de> Deserialize<'de> for RegionCounts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut out = RegionCounts::default();
        for (r, v) in BTreeMap::<Region, u8>::deserialize(d)? {
            out[r] = v;
        }
        Ok(out)
    }
}

/// Units and markers in one region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Cell {
    #[serde(skip_serializing_if = "Counts::is_empty")]
    pub armies: Counts,
    /// How many of each nation's armies here are hostile (only in another great power's home province).
    #[serde(skip_serializing_if = "Counts::is_empty")]
    pub hostile: Counts,
    #[serde(skip_serializing_if = "Counts::is_empty")]
    pub fleets: Counts,
    /// The nation whose flag is here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flag: Option<Nation>,
}

impl Cell {
    fn is_empty(&self) -> bool {
        *self == Cell::default()
    }
    pub fn units(&self, nation: Nation, kind: UnitKind) -> u8 {
        match kind {
            UnitKind::Army => self.armies[nation],
            UnitKind::Fleet => self.fleets[nation],
        }
    }
    /// Whether `nation` has any unit here.
    pub fn present(&self, nation: Nation) -> bool {
        self.armies[nation] > 0 || self.fleets[nation] > 0
    }
}

/// Every region's cell; serialised as a map of the regions that hold something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cells(pub [Cell; REGIONS]);

impl Default for Cells {
    fn default() -> Self {
        Cells([Cell::default(); REGIONS])
    }
}

impl Index<Region> for Cells {
    type Output = Cell;
    fn index(&self, r: Region) -> &Cell {
        &self.0[r.idx()]
    }
}

impl IndexMut<Region> for Cells {
    fn index_mut(&mut self, r: Region) -> &mut Cell {
        &mut self.0[r.idx()]
    }
}

impl Serialize for Cells {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(Region::all().filter(|r| !self[*r].is_empty()).map(|r| (r, &self[r])))
    }
}

impl<'de> Deserialize<'de> for Cells {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut out = Cells::default();
        for (r, c) in BTreeMap::<Region, Cell>::deserialize(d)? {
            out[r] = c;
        }
        Ok(out)
    }
}

/// One great power's public standing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NationState {
    /// The seat that governs it (holds the most in its bonds), if anyone does.
    pub government: Option<Seat>,
    pub treasury: u16,
    pub power: u8,
    /// Position on the tax chart (the income of its last taxation, within the chart's range).
    pub tax_chart: u8,
    /// Its marker on the rondel, or `None` while still in the centre.
    pub rondel: Option<Space>,
    pub bonds: Holders,
}

/// Per-maneuver bookkeeping of the active nation: what has moved (or changed its stance) and which fleets
/// have carried an army. Each unit moves once per maneuver.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Maneuver {
    /// Armies in each region that have moved (or turned their stance) this maneuver.
    pub moved_armies: RegionCounts,
    /// How many of those are hostile.
    pub moved_hostile: RegionCounts,
    pub moved_fleets: RegionCounts,
    /// Fleets in each sea that have carried an army.
    pub convoyed: RegionCounts,
    /// Provinces where the nation's armies declared or turned their stance.
    pub stance_set: RegionSet,
}

/// Where in the turn the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Profistart: `seat` may buy one bond of `nation` or pass; `left` seats still choose after it.
    Draft {
        nation: Nation,
        seat: Seat,
        left: u8,
        first: Seat,
    },
    /// The active nation's government chooses a rondel space.
    Rondel,
    /// 2010: Swiss bank owners, from `seat` on (`asked` seats after the government), may stop the nation at
    /// the investor space instead of letting it pass to `space`.
    Veto {
        space: Space,
        seat: Seat,
        asked: u8,
    },
    Factory,
    /// The factories in `skipped` were switched off for this production.
    Production {
        skipped: RegionSet,
    },
    Import {
        placed: u8,
    },
    Fleets,
    Armies,
    /// An army in `from` is picked (a hostile or a friendly one, where that matters); choose where it goes.
    ArmyDest {
        from: Region,
        stance: Option<Stance>,
    },
    /// The active nation's unit of `kind` has entered `region`: choose a stance or a battle.
    Entry {
        region: Region,
        kind: UnitKind,
    },
    /// 2010: the active government chooses which government is asked next whether it battles the active
    /// unit of `kind` in `region` (`challenger` says which unit); `asked` have answered.
    ChooseDefender {
        region: Region,
        kind: UnitKind,
        challenger: Fighter,
        asked: NationSet,
    },
    /// `nation`'s government may battle the active nation's unit of `kind` in `region`.
    Defence {
        region: Region,
        kind: UnitKind,
        challenger: Fighter,
        nation: Nation,
        asked: NationSet,
    },
    /// Investor turn: `order[pos]` invests now; `order[0]` holds the investor card.
    Invest {
        order: Seats,
        pos: u8,
    },
    Over,
}

/// Everything public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub ruleset: Ruleset,
    pub players: u8,
    pub nations: PerNation<NationState>,
    pub cells: Cells,
    /// Regions with a factory (always of the province's own nation).
    pub factories: RegionSet,
    pub investor_card: Seat,
    /// The nation whose turn it is.
    pub active: Nation,
    pub phase: Phase,
    /// The nation passed the investor space: its investor turn follows this action.
    pub pending_investor: bool,
    pub maneuver: Maneuver,
    /// The acting player is choosing how much to give to this nation's treasury.
    pub donating: Option<Nation>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub board: Board,
    /// Each player's cash in M (secret).
    pub cash: [u16; 6],
    pub rng: GameRng,
}

/// Questions about the board that several rules ask.
impl Board {
    pub fn nation(&self, n: Nation) -> &NationState {
        &self.nations[n]
    }

    /// The bonds of this ruleset: value and interest by number − 1.
    pub fn bond_count(&self) -> u8 {
        self.ruleset.bonds().len() as u8
    }

    /// Price of bond number `number`.
    pub fn bond_price(&self, number: u8) -> u16 {
        self.ruleset.bonds()[number as usize - 1].value
    }

    pub fn bond_interest(&self, number: u8) -> u16 {
        self.ruleset.bonds()[number as usize - 1].interest
    }

    pub fn gov(&self, n: Nation) -> Option<Seat> {
        self.nations[n].government
    }

    /// Sum of the prices of `seat`'s bonds of `n`.
    pub fn invested(&self, seat: Seat, n: Nation) -> u16 {
        self.nations[n].bonds.held_by(seat).map(|k| self.bond_price(k)).sum()
    }

    pub fn governs_any(&self, seat: Seat) -> bool {
        Nation::ALL.iter().any(|&n| self.gov(n) == Some(seat))
    }

    /// Units of `n` of `kind` on the board.
    pub fn on_board(&self, n: Nation, kind: UnitKind) -> u8 {
        self.cells.0.iter().map(|c| c.units(n, kind)).sum()
    }

    /// Units of this kind still in the nation's supply.
    pub fn supply_left(&self, n: Nation, kind: UnitKind) -> u8 {
        n.supply(kind) - self.on_board(n, kind)
    }

    /// Whether any nation other than `n` has units in `r` (armies, or fleets at sea or in port).
    pub fn foreign_units(&self, r: Region, n: Nation) -> bool {
        let c = &self.cells[r];
        Nation::ALL.iter().any(|&m| m != n && c.present(m))
    }

    /// A home province is blocked when another nation has a hostile army there: its factory does not work,
    /// nothing may be imported or built there and the railroad does not run through it.
    pub fn blocked(&self, r: Region) -> bool {
        let Some(owner) = r.owner() else { return false };
        let c = &self.cells[r];
        Nation::ALL.iter().any(|&m| m != owner && c.hostile[m] > 0)
    }

    pub fn factories_of(&self, n: Nation) -> RegionSet {
        self.factories.inter(MAP.home[n.idx()])
    }

    /// Factories of `n` that are not blocked.
    pub fn working_factories(&self, n: Nation) -> RegionSet {
        self.factories_of(n).filter(|r| !self.blocked(r))
    }

    /// A hostile army may not enter (or turn hostile in) the province of a nation's last working factory.
    pub fn hostile_forbidden(&self, r: Region) -> bool {
        let Some(owner) = r.owner() else { return false };
        let working = self.working_factories(owner);
        working.contains(r) && working.len() == 1
    }

    pub fn flags_on_board(&self, n: Nation) -> u8 {
        self.cells.0.iter().filter(|c| c.flag == Some(n)).count() as u8
    }

    pub fn flags_left(&self, n: Nation) -> u8 {
        self.ruleset.flags().saturating_sub(self.flags_on_board(n))
    }

    /// Tax revenue: 2M per working factory and 1M per flag.
    pub fn income(&self, n: Nation) -> u8 {
        let c = &RULES.costs;
        c.factory_income * self.working_factories(n).len() as u8 + c.flag_income * self.flags_on_board(n)
    }

    /// Interest on every bond of `n` held by a player, and the part its government holds.
    pub fn interest_due(&self, n: Nation) -> (u16, u16) {
        let nation = &self.nations[n];
        let (mut total, mut own) = (0, 0);
        for k in 1..=self.bond_count() {
            if let Some(owner) = nation.bonds.of(k) {
                total += self.bond_interest(k);
                if Some(owner) == nation.government {
                    own += self.bond_interest(k);
                }
            }
        }
        (total, own)
    }

    /// The next nation in turn order after `from` that has a government.
    pub fn next_governed(&self, from: Nation) -> Option<Nation> {
        (1..=6).map(|k| Nation::from_index((from.idx() + k) % 6)).find(|&n| self.gov(n).is_some())
    }

    /// Unmoved armies of the active nation in `r` with the given stance (`None`: any).
    pub fn unmoved_armies(&self, r: Region, stance: Option<Stance>) -> u8 {
        let n = self.active;
        let c = &self.cells[r];
        let m = &self.maneuver;
        let hostile = c.hostile[n] - m.moved_hostile[r];
        let all = c.armies[n] - m.moved_armies[r];
        match stance {
            None => all,
            Some(Stance::Hostile) => hostile,
            Some(Stance::Friendly) => all - hostile,
        }
    }

    pub fn unmoved_fleets(&self, r: Region) -> u8 {
        self.cells[r].fleets[self.active] - self.maneuver.moved_fleets[r]
    }
}
