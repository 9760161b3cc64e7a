//! Static data: the map (regions, land spaces, seas and oceans), the power cards (empires, nomads, kingdoms), the
//! event cards and the rule constants, all loaded from `data/world-empires.json`. Ids are small indices that
//! serialise as their names (`"nile_delta"`, `"rome"`), so records and views stay readable.

use std::sync::LazyLock;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Number of land spaces plus waters is below 128, so a `u128` holds any set of them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpaceSet(pub u128);

impl SpaceSet {
    pub const EMPTY: SpaceSet = SpaceSet(0);
    pub fn contains(self, s: Space) -> bool {
        self.0 & (1u128 << s.0) != 0
    }
    pub fn insert(&mut self, s: Space) {
        self.0 |= 1u128 << s.0;
    }
    pub fn union(self, o: SpaceSet) -> SpaceSet {
        SpaceSet(self.0 | o.0)
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// The spaces in map order.
    pub fn iter(self) -> impl Iterator<Item = Space> {
        let mut set = self.0;
        std::iter::from_fn(move || {
            if set == 0 {
                return None;
            }
            let i = set.trailing_zeros();
            set &= set - 1;
            Some(Space(i as u8))
        })
    }
}

impl Serialize for SpaceSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SpaceSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut set = SpaceSet::EMPTY;
        for s in Vec::<Space>::deserialize(d)? {
            set.insert(s);
        }
        Ok(set)
    }
}

/// Declares an index type that serialises as the id of the entry it points at.
macro_rules! named_index {
    ($name:ident, $list:ident, $what:literal) => {
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u8);

        impl $name {
            pub fn idx(self) -> usize {
                self.0 as usize
            }
            pub fn id(self) -> &'static str {
                &DATA.$list[self.idx()].id
            }
            pub fn by_id(id: &str) -> Option<$name> {
                DATA.$list.iter().position(|x| x.id == id).map(|i| $name(i as u8))
            }
            pub fn all() -> impl Iterator<Item = $name> {
                (0..DATA.$list.len() as u8).map($name)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.id())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let id = String::deserialize(d)?;
                $name::by_id(&id).ok_or_else(|| D::Error::custom(format!(concat!("unknown ", $what, " `{}`"), id)))
            }
        }
    };
}

named_index!(Region, regions, "region");
named_index!(Space, spaces, "space");
named_index!(Power, powers, "power");
named_index!(Card, events, "event card");

/// A resource printed on a land space.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Grain,
    Horse,
    Forest,
    Gold,
    Iron,
    Trade,
}

impl Resource {
    pub const ALL: [Resource; 6] =
        [Resource::Grain, Resource::Horse, Resource::Forest, Resource::Gold, Resource::Iron, Resource::Trade];
    pub fn idx(self) -> usize {
        self as usize
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PowerKind {
    /// A world empire: one per player per epoch, drafted.
    Empire,
    /// A nomad people, played by a low-scoring player at the end of an epoch.
    Nomad,
    /// A minor empire of the kingdom-card option.
    Kingdom,
}

#[derive(Clone, Debug)]
pub struct RegionInfo {
    pub id: String,
    pub en: String,
    pub ja: String,
    /// Its land spaces.
    pub spaces: SpaceSet,
    /// Its spaces with points printed (the "+5 control" bonus needs all of them).
    pub scoring: SpaceSet,
}

#[derive(Clone, Debug)]
pub struct SpaceInfo {
    pub id: String,
    pub en: String,
    pub ja: String,
    /// `None` for a sea or ocean.
    pub region: Option<Region>,
    pub points: i64,
    pub resources: Vec<Resource>,
    pub barren: bool,
    pub ocean: bool,
    pub xy: [i32; 2],
    /// Land: neighbouring land spaces. Water: its coasts.
    pub adj: SpaceSet,
    /// Land: the waters it touches. Water: the neighbouring waters.
    pub waters: SpaceSet,
}

impl SpaceInfo {
    pub fn is_water(&self) -> bool {
        self.region.is_none()
    }
    pub fn has(&self, r: Resource) -> bool {
        self.resources.contains(&r)
    }
}

#[derive(Clone, Debug, Deserialize)]
pub struct PowerInfo {
    pub id: String,
    pub en: String,
    pub ja: String,
    pub kind: PowerKind,
    pub epoch: u8,
    /// Play order inside its epoch (printed on the card back); 0 for nomads and kingdoms.
    #[serde(default)]
    pub order: u8,
    #[serde(deserialize_with = "region_by_id")]
    pub region: Region,
    /// Pieces received (for nomads: the modifier added to the vitality table).
    pub vitality: i32,
    pub military: i32,
    #[serde(default)]
    pub commerce: i32,
    /// True when the numbers are ours (see docs/data-gaps.md).
    #[serde(default)]
    pub designed: bool,
}

fn region_by_id<'de, D: Deserializer<'de>>(d: D) -> Result<Region, D::Error> {
    let id = String::deserialize(d)?;
    RAW_REGIONS
        .iter()
        .position(|r| r.id == id)
        .map(|i| Region(i as u8))
        .ok_or_else(|| D::Error::custom(format!("unknown region `{id}`")))
}

#[derive(Clone, Debug, Deserialize)]
pub struct EventInfo {
    pub id: String,
    pub en: String,
    pub ja: String,
    pub copies: u8,
    /// First and last epoch in which the card may be played.
    pub from: u8,
    pub to: u8,
    #[serde(default)]
    pub designed: bool,
}

/// Rule constants.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Nomad vitality per empty space, by epoch (the seed's table: ×1, ×2, ×3; epochs IV–V ours).
    pub nomad_multiplier: Vec<i32>,
    pub city_cost: u8,
    pub great_building_kinds: u8,
    pub forest_chit: u8,
    pub grain_pieces: u8,
    pub grain_pieces_explosion: u8,
    pub control_bonus: i64,
    pub complete_control_bonus: i64,
    pub city_points: i64,
    pub great_building_points: i64,
    /// (regions, points): a trade route across at least that many regions.
    pub trade_routes: Vec<(u32, i64)>,
    pub capital_capture_removals: u8,
    pub expel_merchants: u8,
    pub third_draw_cost: i64,
    pub hand_limit: usize,
    pub kingdom_hand: usize,
    pub nomad_city_points: i64,
    pub plunder_points: i64,
    pub storm_battles: u8,
}

/// Where one navy (or two, on an ocean) can be stationed: one sea, two neighbouring seas, or an ocean.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Station {
    pub sea: Space,
    pub with: Option<Space>,
    pub navies: u8,
}

pub struct Data {
    pub regions: Vec<RegionInfo>,
    pub spaces: Vec<SpaceInfo>,
    pub powers: Vec<PowerInfo>,
    pub events: Vec<EventInfo>,
    pub rules: Rules,
    pub stations: Vec<Station>,
    pub land: usize,
}

#[derive(Deserialize)]
struct RawRegion {
    id: String,
    en: String,
    ja: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpace {
    id: String,
    en: String,
    ja: String,
    region: String,
    points: i64,
    res: Vec<Resource>,
    #[serde(default)]
    barren: bool,
    xy: [i32; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWater {
    id: String,
    en: String,
    ja: String,
    #[serde(default)]
    ocean: bool,
    xy: [i32; 2],
    coasts: Vec<String>,
    seas: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    regions: Vec<RawRegion>,
    spaces: Vec<RawSpace>,
    land_edges: Vec<(String, String)>,
    waters: Vec<RawWater>,
    powers: Vec<PowerInfo>,
    events: Vec<EventInfo>,
    rules: Rules,
}

const SOURCE: &str = include_str!("../data/world-empires.json");

static RAW_REGIONS: LazyLock<Vec<RawRegion>> = LazyLock::new(|| {
    #[derive(Deserialize)]
    struct Only {
        regions: Vec<RawRegion>,
    }
    serde_json::from_str::<Only>(SOURCE).expect("data/world-empires.json has regions").regions
});

/// Parses and cross-checks the data file; an error names the broken entry.
pub fn load() -> Result<Data, String> {
    let raw: Raw = serde_json::from_str(SOURCE).map_err(|e| e.to_string())?;
    let mut names: Vec<&str> = raw.spaces.iter().map(|s| s.id.as_str()).collect();
    names.extend(raw.waters.iter().map(|w| w.id.as_str()));
    if names.len() > 128 {
        return Err("more than 128 spaces".into());
    }
    let index =
        |id: &str| names.iter().position(|n| *n == id).map(|i| Space(i as u8)).ok_or(format!("unknown space `{id}`"));
    let region = |id: &str| {
        raw.regions.iter().position(|r| r.id == id).map(|i| Region(i as u8)).ok_or(format!("unknown region `{id}`"))
    };
    let mut spaces = Vec::new();
    for s in &raw.spaces {
        spaces.push(SpaceInfo {
            id: s.id.clone(),
            en: s.en.clone(),
            ja: s.ja.clone(),
            region: Some(region(&s.region)?),
            points: s.points,
            resources: s.res.clone(),
            barren: s.barren,
            ocean: false,
            xy: s.xy,
            adj: SpaceSet::EMPTY,
            waters: SpaceSet::EMPTY,
        });
    }
    for w in &raw.waters {
        spaces.push(SpaceInfo {
            id: w.id.clone(),
            en: w.en.clone(),
            ja: w.ja.clone(),
            region: None,
            points: 0,
            resources: Vec::new(),
            barren: false,
            ocean: w.ocean,
            xy: w.xy,
            adj: SpaceSet::EMPTY,
            waters: SpaceSet::EMPTY,
        });
    }
    let land = raw.spaces.len();
    for (a, b) in &raw.land_edges {
        let (a, b) = (index(a)?, index(b)?);
        if a.idx() >= land || b.idx() >= land || a == b {
            return Err(format!("bad land edge {a:?}-{b:?}"));
        }
        spaces[a.idx()].adj.insert(b);
        spaces[b.idx()].adj.insert(a);
    }
    for w in &raw.waters {
        let wi = index(&w.id)?;
        for c in &w.coasts {
            let c = index(c)?;
            if c.idx() >= land {
                return Err(format!("{}: coast `{}` is not land", w.id, c.0));
            }
            spaces[wi.idx()].adj.insert(c);
            spaces[c.idx()].waters.insert(wi);
        }
        for s in &w.seas {
            let s = index(s)?;
            spaces[wi.idx()].waters.insert(s);
            spaces[s.idx()].waters.insert(wi);
        }
    }
    let mut regions: Vec<RegionInfo> = raw
        .regions
        .iter()
        .map(|r| RegionInfo {
            id: r.id.clone(),
            en: r.en.clone(),
            ja: r.ja.clone(),
            spaces: SpaceSet::EMPTY,
            scoring: SpaceSet::EMPTY,
        })
        .collect();
    for (i, s) in spaces.iter().enumerate() {
        if let Some(r) = s.region {
            regions[r.idx()].spaces.insert(Space(i as u8));
            if s.points > 0 {
                regions[r.idx()].scoring.insert(Space(i as u8));
            }
        }
    }
    let mut stations = Vec::new();
    for (i, s) in spaces.iter().enumerate().skip(land) {
        let sea = Space(i as u8);
        if s.ocean {
            stations.push(Station { sea, with: None, navies: 2 });
            continue;
        }
        stations.push(Station { sea, with: None, navies: 1 });
        for other in s.waters.iter().filter(|o| o.0 > sea.0 && !spaces[o.idx()].ocean) {
            stations.push(Station { sea, with: Some(other), navies: 1 });
        }
    }
    Ok(Data { regions, spaces, powers: raw.powers, events: raw.events, rules: raw.rules, stations, land })
}

/// The data, parsed on first use (a build defect, not bad input, if it fails).
pub static DATA: LazyLock<Data> = LazyLock::new(|| load().expect("data/world-empires.json is valid"));

pub fn data() -> &'static Data {
    &DATA
}

impl Space {
    pub fn info(self) -> &'static SpaceInfo {
        &DATA.spaces[self.idx()]
    }
    pub fn is_land(self) -> bool {
        self.idx() < DATA.land
    }
    pub fn land() -> impl Iterator<Item = Space> {
        (0..DATA.land as u8).map(Space)
    }
}

impl Region {
    pub fn info(self) -> &'static RegionInfo {
        &DATA.regions[self.idx()]
    }
}

impl Power {
    pub fn info(self) -> &'static PowerInfo {
        &DATA.powers[self.idx()]
    }
    pub fn kind(self) -> PowerKind {
        self.info().kind
    }
    /// The cards of one kind and epoch, in data order.
    pub fn of(kind: PowerKind, epoch: u8) -> Vec<Power> {
        Power::all().filter(|p| p.info().kind == kind && p.info().epoch == epoch).collect()
    }
}

impl Card {
    pub fn info(self) -> &'static EventInfo {
        &DATA.events[self.idx()]
    }
    pub fn playable_in(self, epoch: u8) -> bool {
        (self.info().from..=self.info().to).contains(&epoch)
    }
    /// What the card does (every card of the data has an effect: `data_is_whole` checks it).
    pub fn effect(self) -> Effect {
        Effect::of(self.id()).expect("every event card has an effect")
    }
}

/// The effect of an event card; a test checks every card of the data has one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    PopulationExplosion,
    Phalanx,
    Relocation,
    NaturalDisaster,
    HorsePeoples,
    GreatSoldier,
    TradeWinds,
    Shipbuilding,
    Siegecraft,
    Plague,
    Engineering,
}

impl Effect {
    pub fn of(id: &str) -> Option<Effect> {
        Some(match id {
            "population_explosion" => Effect::PopulationExplosion,
            "phalanx" => Effect::Phalanx,
            "relocation" => Effect::Relocation,
            "natural_disaster" => Effect::NaturalDisaster,
            "horse_peoples" => Effect::HorsePeoples,
            "great_soldier" => Effect::GreatSoldier,
            "trade_winds" => Effect::TradeWinds,
            "shipbuilding" => Effect::Shipbuilding,
            "siegecraft" => Effect::Siegecraft,
            "plague" => Effect::Plague,
            "engineering" => Effect::Engineering,
            _ => return None,
        })
    }
}

/// The full event deck, one entry per copy.
pub fn event_deck() -> Vec<Card> {
    Card::all().flat_map(|c| std::iter::repeat_n(c, c.info().copies as usize)).collect()
}
