//! The game's static data and vocabulary: nations, unit kinds, rondel spaces, the map and the rule constants,
//! loaded once from `data/map.json` and `data/rules.json`.
//!
//! Regions are numbered by their position in the map file (home provinces nation by nation, then the neutral
//! lands, then the seas), so the rules work with small indices and `u64` sets; ids appear only at the serde
//! boundary (`"vienna"`). Bonds are numbered 1–9 inside the rules and named by their value (`6` for the 6M
//! bond) everywhere a person or a record sees them.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::sync::LazyLock;

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
    pub fn id(self) -> &'static str {
        ["AH", "IT", "FR", "GB", "GE", "RU"][self.idx()]
    }
    /// The nation's name in English and Japanese.
    pub fn name(self) -> (&'static str, &'static str) {
        let n = &RULES.nations[self.idx()];
        (&n.en, &n.ja)
    }
    /// How many units of `kind` the nation has in all.
    pub fn supply(self, kind: UnitKind) -> u8 {
        let n = &RULES.nations[self.idx()];
        match kind {
            UnitKind::Army => n.armies,
            UnitKind::Fleet => n.fleets,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    Army,
    Fleet,
}

impl UnitKind {
    pub const ALL: [UnitKind; 2] = [UnitKind::Army, UnitKind::Fleet];
    pub fn id(self) -> &'static str {
        match self {
            UnitKind::Army => "army",
            UnitKind::Fleet => "fleet",
        }
    }
    pub fn name(self) -> (&'static str, &'static str) {
        let u = &RULES.units[self as usize];
        (&u.en, &u.ja)
    }
}

/// What an army in another great power's home province intends: a hostile army blocks the province.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stance {
    Friendly,
    Hostile,
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
    fn data(self) -> &'static RulesetData {
        match self {
            Ruleset::Classic => &RULES.classic,
            Ruleset::Y2010 => &RULES.y2010,
        }
    }
    /// The bonds of each nation: value and interest, by bond number − 1.
    pub fn bonds(self) -> &'static [Bond] {
        &self.data().bonds
    }
    /// Flags (tax markers) per nation.
    pub fn flags(self) -> u8 {
        self.data().flags
    }
}

/// One of a nation's bonds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bond {
    /// Price in M; also the bond's name.
    pub value: u16,
    /// Interest paid at the investor space, in M.
    pub interest: u16,
}

/// The eight spaces of the rondel, clockwise.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Space {
    Factory,
    #[serde(rename = "production_1")]
    Production1,
    #[serde(rename = "maneuver_1")]
    Maneuver1,
    Investor,
    Import,
    #[serde(rename = "production_2")]
    Production2,
    #[serde(rename = "maneuver_2")]
    Maneuver2,
    Taxation,
}

impl Space {
    pub const ALL: [Space; 8] = [
        Space::Factory,
        Space::Production1,
        Space::Maneuver1,
        Space::Investor,
        Space::Import,
        Space::Production2,
        Space::Maneuver2,
        Space::Taxation,
    ];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn id(self) -> &'static str {
        &RULES.rondel.spaces[self.idx()].id
    }
    pub fn name(self) -> (&'static str, &'static str) {
        let s = &RULES.rondel.spaces[self.idx()];
        (&s.en, &s.ja)
    }
    /// Spaces moved clockwise from `self` to `to` (0 when they are the same space).
    pub fn steps_to(self, to: Space) -> u8 {
        ((to.idx() + 8 - self.idx()) % 8) as u8
    }
    /// The space `steps` clockwise from this one.
    pub fn plus(self, steps: u8) -> Space {
        Space::ALL[(self.idx() + steps as usize) % 8]
    }
}

// ---------------------------------------------------------------- rule constants

#[derive(Deserialize)]
struct Named {
    id: String,
    en: String,
    ja: String,
}

#[derive(Deserialize)]
struct NationData {
    id: String,
    en: String,
    ja: String,
    armies: u8,
    fleets: u8,
}

#[derive(Deserialize)]
pub struct RondelData {
    spaces: Vec<Named>,
    /// Steps that cost nothing.
    pub free_steps: u8,
    /// Price of each step beyond the free ones, in M.
    pub cost_per_extra_step: u16,
    pub max_steps: u8,
}

/// A band of the power chart: from `from` power points on, bonds score `factor` times their interest.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerBand {
    pub from: u8,
    pub factor: u8,
}

#[derive(Deserialize)]
pub struct PowerData {
    /// Power points that end the game.
    pub end: u8,
    pub bands: Vec<PowerBand>,
}

/// A space of the tax chart: the income it stands for and the power points it gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaxStep {
    pub income: u8,
    pub power: u8,
}

/// Prices and amounts in M.
#[derive(Deserialize)]
pub struct Costs {
    pub factory: u16,
    pub import_unit: u16,
    pub import_max: u8,
    pub investor_bonus: u16,
    pub soldier_pay: u8,
    pub factory_income: u8,
    pub flag_income: u8,
    pub takeover_payment: u16,
    pub armies_to_destroy_a_factory: u8,
    pub success_bonus_per_step: u16,
}

#[derive(Deserialize)]
pub struct Cards2010 {
    /// The bond (value) that comes with a nation's flag card.
    pub card_bond: u16,
    /// The bond (value) of the companion nation printed on the card's back.
    pub companion_bond: u16,
    pub companions: BTreeMap<Nation, Nation>,
    /// Cards dealt at random with 2 and 3 players (all six with more).
    pub dealt: BTreeMap<String, Vec<Nation>>,
    /// Cards that follow each dealt card with 2 and 3 players.
    pub extra: BTreeMap<String, BTreeMap<Nation, Vec<Nation>>>,
}

#[derive(Deserialize)]
pub struct ClassicDeal {
    /// The bond (value) dealt first to every player, then the second one.
    pub first: u16,
    pub second: u16,
}

#[derive(Deserialize)]
pub struct SetupData {
    pub cash_after_deal: u16,
    pub profistart_cash: BTreeMap<String, u16>,
    pub classic_deal: ClassicDeal,
    /// The seed's fixed hands for 2 and 3 players: (nation, bond value) per hand.
    pub classic_hands: BTreeMap<String, Vec<Vec<(Nation, u16)>>>,
    pub cards_2010: Cards2010,
}

impl SetupData {
    pub fn profistart_cash(&self, players: usize) -> u16 {
        self.profistart_cash.get(&players.to_string()).copied().unwrap_or(0)
    }
}

#[derive(Deserialize)]
struct RawRules {
    nations: Vec<NationData>,
    units: Vec<Named>,
    rondel: RondelData,
    bonds: BTreeMap<String, Vec<(u16, u16)>>,
    flags: BTreeMap<String, u8>,
    power: PowerData,
    tax_chart: Vec<TaxStep>,
    costs: Costs,
    setup: SetupData,
}

struct RulesetData {
    bonds: Vec<Bond>,
    flags: u8,
}

/// Every rule constant of the game.
pub struct Rules {
    nations: Vec<NationData>,
    units: Vec<Named>,
    pub rondel: RondelData,
    classic: RulesetData,
    y2010: RulesetData,
    pub power: PowerData,
    pub tax_chart: Vec<TaxStep>,
    pub costs: Costs,
    pub setup: SetupData,
}

impl Rules {
    /// Power factor of the final scoring for a nation with `power` points.
    pub fn power_factor(&self, power: u8) -> u8 {
        self.power.bands.iter().rev().find(|b| power >= b.from).map_or(0, |b| b.factor)
    }
    /// The tax-chart space a revenue reaches (the lowest space for less, the highest for more).
    pub fn tax_step(&self, income: u8) -> TaxStep {
        let chart = &self.tax_chart;
        chart.iter().rev().find(|s| income >= s.income).copied().unwrap_or(chart[0])
    }
    /// The lowest space of the tax chart, where every nation starts.
    pub fn tax_start(&self) -> u8 {
        self.tax_chart[0].income
    }
    /// Rondel cost of moving `steps` spaces.
    pub fn rondel_cost(&self, steps: u8) -> u16 {
        steps.saturating_sub(self.rondel.free_steps) as u16 * self.rondel.cost_per_extra_step
    }
}

fn load_rules() -> Result<Rules, String> {
    let raw: RawRules = serde_json::from_str(include_str!("../data/rules.json")).map_err(|e| e.to_string())?;
    let ids: Vec<&str> = raw.nations.iter().map(|n| n.id.as_str()).collect();
    if ids != ["AH", "IT", "FR", "GB", "GE", "RU"] {
        return Err(format!("nations must be listed in turn order, found {ids:?}"));
    }
    let units: Vec<&str> = raw.units.iter().map(|u| u.id.as_str()).collect();
    if units != ["army", "fleet"] {
        return Err(format!("unit kinds must be army and fleet, found {units:?}"));
    }
    let spaces: Vec<String> = raw.rondel.spaces.iter().map(|s| s.id.clone()).collect();
    let expected: Vec<String> =
        Space::ALL.iter().filter_map(|s| serde_json::to_value(s).ok()?.as_str().map(String::from)).collect();
    if spaces != expected {
        return Err(format!("rondel spaces must be {expected:?}, found {spaces:?}"));
    }
    let ruleset = |name: &str| -> Result<RulesetData, String> {
        let bonds = raw.bonds.get(name).ok_or(format!("no bonds for {name}"))?;
        if bonds.len() > 9 {
            return Err(format!("{name} has more than nine bonds"));
        }
        Ok(RulesetData {
            bonds: bonds.iter().map(|&(value, interest)| Bond { value, interest }).collect(),
            flags: *raw.flags.get(name).ok_or(format!("no flag count for {name}"))?,
        })
    };
    Ok(Rules {
        classic: ruleset("classic")?,
        y2010: ruleset("2010")?,
        nations: raw.nations,
        units: raw.units,
        rondel: raw.rondel,
        power: raw.power,
        tax_chart: raw.tax_chart,
        costs: raw.costs,
        setup: raw.setup,
    })
}

/// The rule constants, parsed on first use. The data file is part of the crate and checked by tests, so a
/// failure here is a build defect, not bad input.
pub static RULES: LazyLock<Rules> = LazyLock::new(|| load_rules().expect("data/rules.json is valid"));

/// The value of bond number `number` (1–9), whatever the ruleset (the 2010 list extends the classic one).
pub fn bond_value(number: u8) -> u16 {
    Ruleset::Y2010.bonds().get(number as usize - 1).map_or(0, |b| b.value)
}

/// The number (1–9) of the bond worth `value`, if there is such a bond in `ruleset`.
pub fn bond_number(ruleset: Ruleset, value: u16) -> Option<u8> {
    ruleset.bonds().iter().position(|b| b.value == value).map(|i| i as u8 + 1)
}

// ---------------------------------------------------------------- the map

#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Home,
    Neutral,
    Sea,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Site {
    /// Builds armies.
    Armaments,
    /// Builds fleets; the province is a port.
    Shipyard,
}

#[derive(Deserialize)]
struct RawRegion {
    id: String,
    name: String,
    ja: String,
    kind: Kind,
    nation: Option<Nation>,
    site: Option<Site>,
    port: Option<String>,
    #[serde(default)]
    start_factory: bool,
    adj: Vec<String>,
}

#[derive(Deserialize)]
struct RawLabel {
    id: String,
    name: String,
    ja: String,
}

#[derive(Deserialize)]
struct RawMap {
    regions: Vec<RawRegion>,
    labels: Vec<RawLabel>,
}

/// One region, resolved.
#[derive(Debug)]
pub struct RegionInfo {
    pub id: String,
    pub name: String,
    pub ja: String,
    pub kind: Kind,
    pub nation: Option<Nation>,
    pub site: Option<Site>,
    /// For shipyard provinces, the sea their harbour opens to.
    pub port: Option<Region>,
    pub start_factory: bool,
    /// Neighbours.
    pub adj: RegionSet,
}

/// A name drawn on the board that is not a region (Switzerland, the islands).
#[derive(Debug)]
pub struct MapLabel {
    pub id: String,
    pub name: String,
    pub ja: String,
}

pub struct Map {
    pub regions: Vec<RegionInfo>,
    pub labels: Vec<MapLabel>,
    /// Home provinces of each nation.
    pub home: [RegionSet; 6],
    /// All land regions (home and neutral).
    pub land: RegionSet,
    pub seas: RegionSet,
    /// Neutral lands and seas: the regions that take flags.
    pub flaggable: RegionSet,
    /// Shipyard provinces (ports).
    pub ports: RegionSet,
}

/// Number of regions: 30 home provinces, 15 neutral lands, 9 seas.
pub const REGIONS: usize = 54;

fn load_map() -> Result<Map, String> {
    let raw: RawMap = serde_json::from_str(include_str!("../data/map.json")).map_err(|e| e.to_string())?;
    if raw.regions.len() != REGIONS {
        return Err(format!("expected {REGIONS} regions, found {}", raw.regions.len()));
    }
    let index = |id: &str| {
        raw.regions.iter().position(|r| r.id == id).map(|i| Region(i as u8)).ok_or(format!("unknown region {id}"))
    };
    let none = RegionSet::EMPTY;
    let mut map = Map {
        regions: Vec::new(),
        labels: raw
            .labels
            .iter()
            .map(|l| MapLabel { id: l.id.clone(), name: l.name.clone(), ja: l.ja.clone() })
            .collect(),
        home: [none; 6],
        land: none,
        seas: none,
        flaggable: none,
        ports: none,
    };
    for (i, r) in raw.regions.iter().enumerate() {
        let region = Region(i as u8);
        let mut adj = RegionSet::EMPTY;
        for n in &r.adj {
            adj.insert(index(n)?);
        }
        match r.kind {
            Kind::Home => {
                let nation = r.nation.ok_or(format!("{} has no nation", r.id))?;
                map.home[nation.idx()].insert(region);
                map.land.insert(region);
            }
            Kind::Neutral => {
                map.land.insert(region);
                map.flaggable.insert(region);
            }
            Kind::Sea => {
                map.seas.insert(region);
                map.flaggable.insert(region);
            }
        }
        let port = r.port.as_deref().map(index).transpose()?;
        if port.is_some() {
            map.ports.insert(region);
        }
        map.regions.push(RegionInfo {
            id: r.id.clone(),
            name: r.name.clone(),
            ja: r.ja.clone(),
            kind: r.kind,
            nation: r.nation,
            site: r.site,
            port,
            start_factory: r.start_factory,
            adj,
        });
    }
    Ok(map)
}

/// The map, parsed on first use (a build defect, not bad input, if it fails).
pub static MAP: LazyLock<Map> = LazyLock::new(|| load_map().expect("data/map.json is valid"));

/// A region, by index into the map. Serialised as its id (`"vienna"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Region(pub u8);

impl Region {
    pub fn info(self) -> &'static RegionInfo {
        &MAP.regions[self.0 as usize]
    }
    pub fn idx(self) -> usize {
        self.0 as usize
    }
    pub fn id(self) -> &'static str {
        &self.info().id
    }
    pub fn by_id(id: &str) -> Option<Region> {
        MAP.regions.iter().position(|r| r.id == id).map(|i| Region(i as u8))
    }
    pub fn is_sea(self) -> bool {
        MAP.seas.contains(self)
    }
    /// The great power this region is a home province of.
    pub fn owner(self) -> Option<Nation> {
        self.info().nation
    }
    /// Whether this is a home province of a great power other than `nation`.
    pub fn is_foreign_home(self, nation: Nation) -> bool {
        self.owner().is_some_and(|o| o != nation)
    }
    pub fn all() -> impl Iterator<Item = Region> {
        (0..REGIONS as u8).map(Region)
    }
}

impl std::fmt::Display for Region {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.info().name)
    }
}

impl Serialize for Region {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Region {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        Region::by_id(&id).ok_or_else(|| D::Error::custom(format!("unknown region `{id}`")))
    }
}

/// A set of regions; serialised as the list of their ids.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegionSet(pub u64);

impl RegionSet {
    pub const EMPTY: RegionSet = RegionSet(0);
    pub fn one(r: Region) -> Self {
        RegionSet(1 << r.0)
    }
    pub fn contains(self, r: Region) -> bool {
        self.0 & (1 << r.0) != 0
    }
    pub fn insert(&mut self, r: Region) {
        self.0 |= 1 << r.0;
    }
    pub fn remove(&mut self, r: Region) {
        self.0 &= !(1 << r.0);
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn union(self, o: RegionSet) -> Self {
        RegionSet(self.0 | o.0)
    }
    pub fn inter(self, o: RegionSet) -> Self {
        RegionSet(self.0 & o.0)
    }
    pub fn minus(self, o: RegionSet) -> Self {
        RegionSet(self.0 & !o.0)
    }
    /// The regions, in map order.
    pub fn iter(self) -> impl Iterator<Item = Region> {
        let mut set = self.0;
        std::iter::from_fn(move || {
            if set == 0 {
                return None;
            }
            let i = set.trailing_zeros();
            set &= set - 1;
            Some(Region(i as u8))
        })
    }
    /// The regions of `self` for which `keep` holds.
    pub fn filter(self, keep: impl Fn(Region) -> bool) -> Self {
        RegionSet(self.iter().filter(|r| keep(*r)).fold(0, |m, r| m | 1 << r.0))
    }
}

impl Serialize for RegionSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for RegionSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<Region>::deserialize(d)?.into_iter().fold(RegionSet::EMPTY, |mut set, r| {
            set.insert(r);
            set
        }))
    }
}
