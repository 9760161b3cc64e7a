//! The static data of the game, read once from `data/map.json` (the map's topology, built by
//! `tools/aor-data/make_data.py` from the reference tables) and `data/rules.json` (tracks, advances, the
//! history deck). Spaces, advances and cards are small indices inside the engine and their ids (`"venice"`,
//! `"the-heavens"`, `"C11"`) in JSON, so records and views stay readable.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::{BTreeMap, VecDeque};
use std::sync::OnceLock;

/// Declares an index newtype that is written as its data id in JSON.
macro_rules! id_type {
    ($name:ident, $doc:literal, $ids:expr) => {
        #[doc = $doc]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u8);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
            pub fn id(self) -> &'static str {
                let ids: &'static [String] = $ids;
                &ids[self.index()]
            }
            /// The value with this id, if there is one.
            pub fn parse(id: &str) -> Option<Self> {
                let ids: &'static [String] = $ids;
                ids.iter().position(|x| x == id).map(|i| $name(i as u8))
            }
            /// Every value, in data order.
            pub fn all() -> impl Iterator<Item = Self> {
                let ids: &'static [String] = $ids;
                (0..ids.len()).map(|i| $name(i as u8))
            }
        }
        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.id())
            }
        }
        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = String::deserialize(d)?;
                Self::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("unknown id {text:?}")))
            }
        }
    };
}

id_type!(Prov, "A land space of the map (province, satellite, capital or off-map box).", &data().prov_ids);
id_type!(Adv, "One of the 26 advances.", &data().adv_ids);
id_type!(CardId, "One of the 64 history cards, by its code (`C11`, `E28`, `L21`).", &data().card_ids);

/// A set of land spaces, one bit per [`Prov`] (the map has 108, fewer than 128): the rules' hot loops (reach,
/// bases, payouts) work on these instead of lists, without allocating. Iteration is in [`Prov`] order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Provs(pub u128);

impl Provs {
    pub fn contains(self, p: Prov) -> bool {
        self.0 >> p.0 & 1 != 0
    }
    pub fn insert(&mut self, p: Prov) {
        self.0 |= 1 << p.0;
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn iter(self) -> impl Iterator<Item = Prov> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Prov(i)
            })
        })
    }
}

impl std::ops::BitOr for Provs {
    type Output = Provs;
    fn bitor(self, o: Provs) -> Provs {
        Provs(self.0 | o.0)
    }
}

impl std::ops::BitAnd for Provs {
    type Output = Provs;
    fn bitand(self, o: Provs) -> Provs {
        Provs(self.0 & o.0)
    }
}

impl std::ops::Not for Provs {
    type Output = Provs;
    fn not(self) -> Provs {
        Provs(!self.0)
    }
}

impl FromIterator<Prov> for Provs {
    fn from_iter<I: IntoIterator<Item = Prov>>(it: I) -> Provs {
        let mut set = Provs::default();
        it.into_iter().for_each(|p| set.insert(p));
        set
    }
}

/// The twelve commodities, in the order of the Commodity Log (cheapest first).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Commodity {
    Stone,
    Wool,
    Timber,
    Grain,
    Cloth,
    Wine,
    Metal,
    Fur,
    Silk,
    Spice,
    Gold,
    Ivory,
}

impl Commodity {
    pub const ALL: [Commodity; 12] = [
        Commodity::Stone,
        Commodity::Wool,
        Commodity::Timber,
        Commodity::Grain,
        Commodity::Cloth,
        Commodity::Wine,
        Commodity::Metal,
        Commodity::Fur,
        Commodity::Silk,
        Commodity::Spice,
        Commodity::Gold,
        Commodity::Ivory,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    /// Base value: dollars per unit of the payout formula, and the price of cancelling its marker.
    pub fn value(self) -> i64 {
        data().rules.commodities[self.index()].value
    }
    /// The black + white dice sum that names this commodity in the shortage/surplus roll.
    pub fn dice(self) -> u8 {
        data().rules.commodities[self.index()].dice
    }
    pub fn id(self) -> &'static str {
        &data().rules.commodities[self.index()].id
    }
}

/// The six categories of advances.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Science,
    Religion,
    Commerce,
    Communication,
    Exploration,
    Civics,
}

impl Category {
    pub const ALL: [Category; 6] = [
        Category::Science,
        Category::Religion,
        Category::Commerce,
        Category::Communication,
        Category::Exploration,
        Category::Civics,
    ];
}

/// The eight map areas and the two groups of off-map boxes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Area {
    I,
    II,
    III,
    IV,
    V,
    VI,
    VII,
    VIII,
    #[serde(rename = "far-east")]
    FarEast,
    #[serde(rename = "new-world")]
    NewWorld,
}

impl Area {
    pub const MAP: [Area; 8] = [Area::I, Area::II, Area::III, Area::IV, Area::V, Area::VI, Area::VII, Area::VIII];
    pub fn is_box(self) -> bool {
        matches!(self, Area::FarEast | Area::NewWorld)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpaceKind {
    Capital,
    Province,
    Satellite,
}

/// The eighteen events (the kind of an event card).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    AlchemistsGold,
    Armor,
    BlackDeath,
    CivilWar,
    Crusades,
    EnlightenedRuler,
    Famine,
    Gunpowder,
    LongBow,
    MongolArmies,
    Mysticism,
    PapalDecree,
    Pirates,
    Rebellion,
    ReligiousStrife,
    Uprisings,
    Stirrups,
    War,
}

impl EventKind {
    /// Weapon level of the four weapon events (Stirrups 1 … Gunpowder 4).
    pub fn weapon(self) -> Option<u8> {
        match self {
            EventKind::Stirrups => Some(1),
            EventKind::Armor => Some(2),
            EventKind::LongBow => Some(3),
            EventKind::Gunpowder => Some(4),
            _ => None,
        }
    }
}

/// What a history card does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardKind {
    /// Pays for one of these commodities (the player picks when there are two).
    Commodity(Vec<Commodity>),
    Event(EventKind),
    Leader(Leader),
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Leader {
    pub credit: i64,
    pub advances: Vec<String>,
    #[serde(default)]
    pub boosted_by: Option<EventKind>,
    #[serde(default)]
    pub boosted_credit: i64,
}

#[derive(Debug)]
pub struct Card {
    pub code: String,
    pub name: String,
    pub epoch: u8,
    pub kind: CardKind,
    /// Goes to the replay pile after play (epoch number printed in a circle); otherwise leaves the game.
    pub recycles: bool,
    /// Set aside at the start and shuffled in after the opening deal.
    pub withheld: bool,
    pub leader_advances: Vec<Adv>,
}

#[derive(Debug)]
pub struct Advance {
    pub id: String,
    pub letter: String,
    pub category: Category,
    pub cost: i64,
    pub credit: i64,
    pub relief: i64,
    pub requires: Vec<Adv>,
}

#[derive(Debug)]
pub struct Space {
    pub id: String,
    pub name: String,
    pub ja: String,
    pub area: Area,
    pub kind: SpaceKind,
    pub market: u8,
    pub commodities: Vec<Commodity>,
    pub supports: Vec<Prov>,
    pub adjacent: Vec<Prov>,
    /// Has a coast (can be reached by ship).
    pub coastal: bool,
    /// Coastal spaces a galley from here reaches, without and with The Heavens.
    pub galley: [Vec<Prov>; 2],
    /// `adjacent` and `galley` as sets.
    pub adjacent_set: Provs,
    pub galley_set: [Provs; 2],
    /// Satellites whose arrows point here.
    pub supported_by: Vec<Prov>,
}

#[derive(Debug, Deserialize)]
pub struct CommodityRow {
    pub id: String,
    pub value: i64,
    pub dice: u8,
}

#[derive(Debug, Deserialize)]
pub struct Rules {
    pub start_cash: i64,
    pub tokens: u32,
    pub domination_markers: u32,
    pub misery_steps: Vec<i64>,
    pub capitals_by_players: BTreeMap<String, Vec<String>>,
    pub areas_by_players: BTreeMap<String, Vec<Area>>,
    pub order_spaces: BTreeMap<String, Vec<u8>>,
    pub income_base: i64,
    pub ship_upgrade_cost: i64,
    pub galley_range: u8,
    pub seaworthy_capacity: Vec<u32>,
    pub commodities: Vec<CommodityRow>,
}

pub struct Data {
    pub rules: Rules,
    pub spaces: Vec<Space>,
    pub advances: Vec<Advance>,
    pub cards: Vec<Card>,
    pub prov_ids: Vec<String>,
    pub adv_ids: Vec<String>,
    pub card_ids: Vec<String>,
    /// Areas in play by player count, one bit per [`Area`] (index = players).
    pub areas_in_play: [u16; 7],
    /// The advances of each category, one bit per advance.
    pub category_masks: [u32; 6],
    /// Order-of-play spaces by player count.
    pub order_spaces: [Vec<u8>; 7],
    /// Water spaces of the map (sea id, English and Japanese names), for the board.
    pub seas: Vec<(String, String, String)>,
    /// Spaces with a coast, outside the off-map boxes.
    pub coasts: Provs,
    /// The spaces of each area, indexed by [`Area`].
    pub area_sets: [Provs; 10],
    /// The spaces of the areas in play, by player count.
    pub in_play: [Provs; 7],
    /// The spaces producing each commodity (an off-map box counts for each of its goods).
    pub commodity_sets: [Provs; 12],
}

#[derive(Deserialize)]
struct RawSpace {
    id: String,
    name: String,
    ja: String,
    area: Area,
    kind: SpaceKind,
    market: u8,
    commodities: Vec<Commodity>,
    supports: Vec<String>,
    adjacent: Vec<String>,
}

#[derive(Deserialize)]
struct RawWater {
    id: String,
    #[serde(default)]
    province: Option<String>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    ja: Option<String>,
    links: Vec<String>,
}

#[derive(Deserialize)]
struct RawMap {
    provinces: Vec<RawSpace>,
    coasts: Vec<RawWater>,
    seas: Vec<RawWater>,
}

#[derive(Deserialize)]
struct RawAdvance {
    id: String,
    letter: String,
    category: Category,
    cost: i64,
    credit: i64,
    relief: i64,
    requires: Vec<String>,
}

#[derive(Deserialize)]
struct RawCard {
    code: String,
    name: String,
    epoch: u8,
    #[serde(default)]
    commodities: Vec<Commodity>,
    #[serde(default)]
    event: Option<EventKind>,
    #[serde(default)]
    leader: Option<Leader>,
    #[serde(default)]
    withheld: bool,
    #[serde(default)]
    removed: bool,
}

#[derive(Deserialize)]
struct RawRules {
    #[serde(flatten)]
    rules: Rules,
    advances: Vec<RawAdvance>,
    cards: Vec<RawCard>,
}

const MAP: &str = include_str!("../data/map.json");
const RULES: &str = include_str!("../data/rules.json");

/// The parsed data. The files are part of the crate and checked by its tests, so a parse failure is a build
/// defect, not bad input.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(load)
}

fn load() -> Data {
    let map: RawMap = serde_json::from_str(MAP).expect("data/map.json is valid");
    let raw: RawRules = serde_json::from_str(RULES).expect("data/rules.json is valid");
    let prov_ids: Vec<String> = map.provinces.iter().map(|p| p.id.clone()).collect();
    let prov = |id: &str| Prov(prov_ids.iter().position(|x| x == id).unwrap_or_else(|| panic!("space {id}")) as u8);
    let adv_ids: Vec<String> = raw.advances.iter().map(|a| a.id.clone()).collect();
    let adv = |id: &str| Adv(adv_ids.iter().position(|x| x == id).unwrap_or_else(|| panic!("advance {id}")) as u8);

    // The water graph: coasts belong to a land space, seas to none. Galleys move along it.
    let mut nodes: Vec<(&str, Option<Prov>)> = Vec::new();
    for w in map.coasts.iter().chain(map.seas.iter()) {
        nodes.push((&w.id, w.province.as_deref().map(prov)));
    }
    let node = |id: &str| nodes.iter().position(|n| n.0 == id).unwrap_or_else(|| panic!("water {id}"));
    let links: Vec<Vec<usize>> =
        map.coasts.iter().chain(map.seas.iter()).map(|w| w.links.iter().map(|l| node(l)).collect()).collect();
    let range = raw.rules.galley_range as usize;
    let galley = |from: Prov, heavens: bool| -> Vec<Prov> {
        // Breadth-first over (node, seas crossed); a galley may cross one sea only with The Heavens.
        let mut seen = vec![[false; 2]; nodes.len()];
        let mut queue = VecDeque::new();
        for (i, n) in nodes.iter().enumerate() {
            if n.1 == Some(from) {
                seen[i][0] = true;
                queue.push_back((i, 0usize, 0usize));
            }
        }
        let mut out = Vec::new();
        while let Some((i, dist, seas)) = queue.pop_front() {
            if let Some(p) = nodes[i].1
                && p != from
                && !out.contains(&p)
            {
                out.push(p);
            }
            if dist == range {
                continue;
            }
            for &j in &links[i] {
                let sea = nodes[j].1.is_none();
                let used = seas + sea as usize;
                if used > heavens as usize || seen[j][used] {
                    continue;
                }
                seen[j][used] = true;
                queue.push_back((j, dist + 1, used));
            }
        }
        out.sort();
        out
    };
    assert!(prov_ids.len() <= 128, "a space set holds at most 128 spaces");
    let coastal: Vec<bool> = (0..prov_ids.len()).map(|i| nodes.iter().any(|n| n.1 == Some(Prov(i as u8)))).collect();
    let spaces: Vec<Space> = map
        .provinces
        .iter()
        .enumerate()
        .map(|(i, p)| Space {
            id: p.id.clone(),
            name: p.name.clone(),
            ja: p.ja.clone(),
            area: p.area,
            kind: p.kind,
            market: p.market,
            commodities: p.commodities.clone(),
            supports: p.supports.iter().map(|s| prov(s)).collect(),
            adjacent: p.adjacent.iter().map(|s| prov(s)).collect(),
            adjacent_set: p.adjacent.iter().map(|s| prov(s)).collect(),
            coastal: coastal[i],
            galley: [galley(Prov(i as u8), false), galley(Prov(i as u8), true)],
            galley_set: [
                galley(Prov(i as u8), false).into_iter().collect(),
                galley(Prov(i as u8), true).into_iter().collect(),
            ],
            supported_by: map
                .provinces
                .iter()
                .enumerate()
                .filter(|(_, q)| q.supports.contains(&p.id))
                .map(|(j, _)| Prov(j as u8))
                .collect(),
        })
        .collect();
    let advances = raw
        .advances
        .iter()
        .map(|a| Advance {
            id: a.id.clone(),
            letter: a.letter.clone(),
            category: a.category,
            cost: a.cost,
            credit: a.credit,
            relief: a.relief,
            requires: a.requires.iter().map(|r| adv(r)).collect(),
        })
        .collect();
    let cards = raw
        .cards
        .iter()
        .map(|c| {
            let kind = match (&c.event, &c.leader) {
                (Some(e), _) => CardKind::Event(*e),
                (None, Some(l)) => CardKind::Leader(l.clone()),
                (None, None) => CardKind::Commodity(c.commodities.clone()),
            };
            let leader_advances =
                c.leader.as_ref().map_or_else(Vec::new, |l| l.advances.iter().map(|a| adv(a)).collect());
            let recycles = matches!(kind, CardKind::Commodity(_) | CardKind::Event(_)) && !c.removed;
            Card {
                code: c.code.clone(),
                name: c.name.clone(),
                epoch: c.epoch,
                kind,
                recycles,
                withheld: c.withheld,
                leader_advances,
            }
        })
        .collect();
    let seas = map
        .seas
        .iter()
        .map(|s| (s.id.clone(), s.name.clone().unwrap_or_default(), s.ja.clone().unwrap_or_default()))
        .collect();
    let mut areas_in_play = [0u16; 7];
    let mut order_spaces: [Vec<u8>; 7] = Default::default();
    for n in 3..=6 {
        let key = n.to_string();
        areas_in_play[n] = raw.rules.areas_by_players[&key].iter().fold(0, |m, a| m | 1 << *a as u16);
        order_spaces[n] = raw.rules.order_spaces[&key].clone();
    }
    let set = |f: &dyn Fn(&Space) -> bool| -> Provs {
        spaces.iter().enumerate().filter(|(_, x)| f(x)).map(|(i, _)| Prov(i as u8)).collect()
    };
    let coasts = set(&|x| x.coastal && !x.area.is_box());
    let area_sets: [Provs; 10] = std::array::from_fn(|a| set(&|x| x.area as usize == a));
    let in_play: [Provs; 7] = std::array::from_fn(|n| {
        area_sets
            .iter()
            .enumerate()
            .filter(|(a, _)| areas_in_play[n] & 1 << a != 0)
            .fold(Provs::default(), |m, x| m | *x.1)
    });
    let commodity_sets: [Provs; 12] = std::array::from_fn(|c| set(&|x| x.commodities.contains(&Commodity::ALL[c])));
    let mut category_masks = [0u32; 6];
    for (i, a) in raw.advances.iter().enumerate() {
        category_masks[a.category as usize] |= 1 << i;
    }
    Data {
        category_masks,
        areas_in_play,
        order_spaces,
        rules: raw.rules,
        spaces,
        advances,
        card_ids: raw.cards.iter().map(|c| c.code.clone()).collect(),
        cards,
        prov_ids,
        adv_ids,
        seas,
        coasts,
        area_sets,
        in_play,
        commodity_sets,
    }
}

impl Prov {
    pub fn data(self) -> &'static Space {
        &data().spaces[self.index()]
    }
}

impl Adv {
    pub fn data(self) -> &'static Advance {
        &data().advances[self.index()]
    }
    pub fn bit(self) -> u32 {
        1 << self.0
    }
}

impl CardId {
    pub fn data(self) -> &'static Card {
        &data().cards[self.index()]
    }
}

/// Advances by id, for rules that name one.
pub mod adv {
    use super::Adv;
    pub const HEAVENS: Adv = Adv(0);
    pub const HUMAN_BODY: Adv = Adv(1);
    pub const LAWS_OF_MATTER: Adv = Adv(2);
    pub const ENLIGHTENMENT: Adv = Adv(3);
    pub const PATRONAGE: Adv = Adv(4);
    pub const HOLY_INDULGENCE: Adv = Adv(5);
    pub const PROSELYTISM: Adv = Adv(6);
    pub const CATHEDRAL: Adv = Adv(7);
    pub const CARAVAN: Adv = Adv(8);
    pub const WIND_WATERMILL: Adv = Adv(9);
    pub const IMPROVED_AGRICULTURE: Adv = Adv(10);
    pub const INTEREST_PROFIT: Adv = Adv(11);
    pub const INDUSTRY: Adv = Adv(12);
    pub const WRITTEN_RECORD: Adv = Adv(13);
    pub const PRINTED_WORD: Adv = Adv(14);
    pub const MASTER_ART: Adv = Adv(15);
    pub const RENAISSANCE: Adv = Adv(16);
    pub const OVERLAND_EAST: Adv = Adv(17);
    pub const SEAWORTHY: Adv = Adv(18);
    pub const OCEAN_NAVIGATION: Adv = Adv(19);
    pub const NEW_WORLD: Adv = Adv(20);
    pub const URBAN_ASCENDANCY: Adv = Adv(21);
    pub const NATIONALISM: Adv = Adv(22);
    pub const INSTITUTIONAL_RESEARCH: Adv = Adv(23);
    pub const COSMOPOLITAN: Adv = Adv(24);
    pub const MIDDLE_CLASS: Adv = Adv(25);
}

/// Misery value of a step of the track (step 26 and beyond is Chaos).
pub fn misery_value(step: u8) -> i64 {
    data().rules.misery_steps.get(step as usize).copied().unwrap_or(i64::MAX)
}

/// The first step beyond the track: a player reaching it falls into Chaos and leaves the game.
pub fn chaos_step() -> u8 {
    data().rules.misery_steps.len() as u8
}
