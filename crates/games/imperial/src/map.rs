//! The map of Europe as data: `data/map.json` is parsed once into index-based tables.
//!
//! Regions are numbered by their position in the file (home provinces nation by nation, then the neutral lands,
//! then the seas), so rules code works with `u8` indices and `u64` bit sets and never touches a string. The ids
//! appear only at the serde boundary (actions and events name regions by id) and in texts.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::LazyLock;

use crate::Nation;

/// Number of regions: 30 home provinces, 15 neutral lands, 9 seas.
pub const REGIONS: usize = 54;

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
struct RawMap {
    regions: Vec<RawRegion>,
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
    /// Neighbours as a bit set over region indices.
    pub adj: u64,
}

pub struct Map {
    pub regions: Vec<RegionInfo>,
    /// Home provinces of each nation, as a bit set.
    pub home: [u64; 6],
    /// All land regions (home and neutral).
    pub land: u64,
    pub seas: u64,
    /// Neutral lands and seas: the regions that take flags.
    pub flaggable: u64,
    /// Shipyard provinces (ports).
    pub ports: u64,
}

fn load() -> Result<Map, String> {
    let raw: RawMap = serde_json::from_str(include_str!("../data/map.json")).map_err(|e| e.to_string())?;
    let index = |id: &str| {
        raw.regions.iter().position(|r| r.id == id).map(|i| Region(i as u8)).ok_or(format!("unknown region {id}"))
    };
    let mut map = Map { regions: Vec::new(), home: [0; 6], land: 0, seas: 0, flaggable: 0, ports: 0 };
    for (i, r) in raw.regions.iter().enumerate() {
        let bit = 1u64 << i;
        let mut adj = 0u64;
        for n in &r.adj {
            adj |= 1u64 << index(n)?.0;
        }
        match r.kind {
            Kind::Home => {
                let nation = r.nation.ok_or(format!("{} has no nation", r.id))?;
                map.home[nation as usize] |= bit;
                map.land |= bit;
            }
            Kind::Neutral => {
                map.land |= bit;
                map.flaggable |= bit;
            }
            Kind::Sea => {
                map.seas |= bit;
                map.flaggable |= bit;
            }
        }
        let port = r.port.as_deref().map(index).transpose()?;
        if port.is_some() {
            map.ports |= bit;
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
    if map.regions.len() != REGIONS {
        return Err(format!("expected {REGIONS} regions, found {}", map.regions.len()));
    }
    Ok(map)
}

/// The map, parsed on first use. The data file is part of the crate and checked by tests, so a failure here is
/// a build defect, not bad input.
pub static MAP: LazyLock<Map> = LazyLock::new(|| load().expect("data/map.json is valid"));

/// A region, by index into the map. Serialised as its id (`"vienna"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Region(pub u8);

impl Region {
    pub fn info(self) -> &'static RegionInfo {
        &MAP.regions[self.0 as usize]
    }
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }
    pub fn idx(self) -> usize {
        self.0 as usize
    }
    pub fn by_id(id: &str) -> Option<Region> {
        MAP.regions.iter().position(|r| r.id == id).map(|i| Region(i as u8))
    }
    pub fn is_sea(self) -> bool {
        MAP.seas & self.bit() != 0
    }
}

impl std::fmt::Display for Region {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.info().name)
    }
}

impl Serialize for Region {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.info().id)
    }
}

impl<'de> Deserialize<'de> for Region {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        Region::by_id(&id).ok_or_else(|| D::Error::custom(format!("unknown region `{id}`")))
    }
}

/// The regions of a bit set, in index order.
pub fn bits(mut set: u64) -> impl Iterator<Item = Region> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros();
        set &= set - 1;
        Some(Region(i as u8))
    })
}
