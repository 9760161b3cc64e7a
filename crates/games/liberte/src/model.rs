//! The static game data: factions, regions, the 27 provinces, the battles of turns 2–4 and the 110 cards.
//!
//! Everything the seed leaves out (the map, the card list, battle VP) is in `data/liberte.json` and explained in
//! `docs/data-gaps.md`; this module only loads and types it, once, for the whole process.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use statecraft_engine::Text;

/// The three factions, by the colour of their blocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// Moderates.
    Blue,
    /// Royalists.
    White,
    /// Radicals.
    Red,
}

impl Faction {
    pub const ALL: [Faction; 3] = [Faction::Blue, Faction::White, Faction::Red];
    pub fn index(self) -> usize {
        self as usize
    }
    /// The order that settles an unbroken tie on the election track: radicals beat moderates, moderates beat
    /// royalists (higher wins).
    pub fn tie_rank(self) -> u8 {
        match self {
            Faction::White => 0,
            Faction::Blue => 1,
            Faction::Red => 2,
        }
    }
}

/// The six regions of the map (the background colour of a personality card).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Region {
    West,
    North,
    East,
    Centre,
    Southwest,
    Southeast,
}

impl Region {
    pub const ALL: [Region; 6] =
        [Region::West, Region::North, Region::East, Region::Centre, Region::Southwest, Region::Southeast];
    pub fn id(self) -> &'static str {
        match self {
            Region::West => "west",
            Region::North => "north",
            Region::East => "east",
            Region::Centre => "centre",
            Region::Southwest => "southwest",
            Region::Southeast => "southeast",
        }
    }
}

/// A province by its number on the board (1-Normandie … 27), which is also the order of the election.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Province(pub u8);

impl Province {
    pub fn index(self) -> usize {
        self.0 as usize - 1
    }
    pub fn all() -> impl Iterator<Item = Province> {
        (1..=data().provinces.len() as u8).map(Province)
    }
    pub fn info(self) -> &'static ProvinceInfo {
        &data().provinces[self.index()]
    }
}

/// A card by its printed number (1–110). Marat is #71, as in the seed's example.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

impl CardId {
    pub fn card(self) -> &'static Card {
        &data().cards[self.0 as usize - 1]
    }
    pub fn all() -> impl Iterator<Item = CardId> {
        (1..=data().cards.len() as u8).map(CardId)
    }
}

/// The six special cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    Bread,
    Emigration,
    Religion,
    Guillotine,
    Purge,
    Terror,
}

impl Special {
    fn parse(s: &str) -> Option<Special> {
        Some(match s {
            "bread" => Special::Bread,
            "emigration" => Special::Emigration,
            "religion" => Special::Religion,
            "guillotine" => Special::Guillotine,
            "purge" => Special::Purge,
            "terror" => Special::Terror,
            _ => return None,
        })
    }
}

/// What a card is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CardKind {
    /// A personality: places its blocks in its region.
    Personality {
        region: Region,
    },
    /// A club: a wildcard that places one block anywhere.
    Club,
    Special {
        special: Special,
    },
}

/// One card as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub id: CardId,
    /// Set A (dealt first) or set B.
    pub set_b: bool,
    pub name: Text,
    #[serde(flatten)]
    pub kind: CardKind,
    /// The faction colour (none for special cards).
    pub faction: Option<Faction>,
    /// Number of blocks shown (0 for special cards).
    pub value: u8,
    pub cannon: bool,
    pub sans_culotte: bool,
    pub general: bool,
}

impl Card {
    pub fn special(&self) -> Option<Special> {
        match self.kind {
            CardKind::Special { special } => Some(special),
            _ => None,
        }
    }
    /// Club and personality cards: the cards that place blocks and may be kept in a display.
    pub fn is_political(&self) -> bool {
        self.special().is_none()
    }
    pub fn region(&self) -> Option<Region> {
        match self.kind {
            CardKind::Personality { region } => Some(region),
            _ => None,
        }
    }
    /// Blocks of `faction` shown on the card (its value if it is of that colour).
    pub fn points(&self, faction: Faction) -> i64 {
        if self.faction == Some(faction) { self.value as i64 } else { 0 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProvinceInfo {
    pub number: Province,
    pub id: String,
    pub name: Text,
    pub region: Region,
    pub fleur_de_lis: bool,
    /// Victory points the winner of the province's vote scores (from the turn in `province_vp_from_turn`).
    pub vp: i64,
    /// Paris: the vote counts as many votes as the winning stack has blocks.
    pub paris: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub turn: u8,
    pub id: String,
    pub en: String,
    pub ja: String,
    pub vp: i64,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RegionInfo {
    pub id: String,
    pub en: String,
    pub ja: String,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Blocks {
    pub blue: u8,
    pub white: u8,
    pub red: u8,
}

/// The whole of `data/liberte.json`.
#[derive(Clone, Debug)]
pub struct Data {
    pub blocks: [u8; 3],
    pub reserve_per_faction: u8,
    pub tokens_per_player: u8,
    pub tokens_on_tracks: u8,
    pub hand_size: usize,
    pub take_discard_at: usize,
    pub face_up: usize,
    pub display: usize,
    pub display_sans_culotte: usize,
    pub turns: u8,
    pub landslide_red_votes: u8,
    pub counter_revolution_provinces: usize,
    pub counter_revolution_from_turn: u8,
    pub province_vp_from_turn: u8,
    pub regions: Vec<RegionInfo>,
    pub provinces: Vec<ProvinceInfo>,
    pub battles: Vec<Battle>,
    pub cards: Vec<Card>,
}

type ProvinceRow = (u8, String, String, String, String, bool, i64, bool);
type CardRow = (u8, String, String, String, String, String, u8, String);

#[derive(Deserialize)]
struct RawData {
    blocks: Blocks,
    reserve_per_faction: u8,
    tokens_per_player: u8,
    tokens_on_tracks: u8,
    hand_size: usize,
    take_discard_at: usize,
    face_up: usize,
    display: usize,
    display_sans_culotte: usize,
    turns: u8,
    landslide_red_votes: u8,
    counter_revolution_provinces: usize,
    counter_revolution_from_turn: u8,
    province_vp_from_turn: u8,
    regions: Vec<RegionInfo>,
    provinces: Vec<ProvinceRow>,
    battles: Vec<Battle>,
    cards: Vec<CardRow>,
}

fn region(id: &str) -> Region {
    *Region::ALL.iter().find(|r| r.id() == id).unwrap_or_else(|| panic!("unknown region {id}"))
}

fn faction(id: &str) -> Option<Faction> {
    match id {
        "blue" => Some(Faction::Blue),
        "white" => Some(Faction::White),
        "red" => Some(Faction::Red),
        _ => None,
    }
}

/// The names of the special cards (their rows in the data carry only the kind).
pub fn special_name(special: Special) -> Text {
    match special {
        Special::Bread => Text::new("Bread shortage", "パンの欠乏"),
        Special::Emigration => Text::new("Emigration", "亡命"),
        Special::Religion => Text::new("Religious issue", "宗教問題"),
        Special::Guillotine => Text::new("Guillotine", "ギロチン"),
        Special::Purge => Text::new("Purge", "粛清"),
        Special::Terror => Text::new("Terror", "恐怖政治"),
    }
}

fn load() -> Data {
    let raw: RawData = serde_json::from_str(include_str!("../data/liberte.json")).expect("data/liberte.json parses");
    let provinces = raw
        .provinces
        .into_iter()
        .map(|(n, id, en, ja, r, fleur, vp, paris)| ProvinceInfo {
            number: Province(n),
            id,
            name: Text::new(en, ja),
            region: region(&r),
            fleur_de_lis: fleur,
            vp,
            paris,
        })
        .collect();
    let cards = raw
        .cards
        .into_iter()
        .map(|(n, set, en, ja, r, f, value, symbols)| {
            let kind = match r.as_str() {
                "club" => CardKind::Club,
                "special" => CardKind::Special {
                    special: Special::parse(&en).unwrap_or_else(|| panic!("card {n}: unknown special {en}")),
                },
                other => CardKind::Personality { region: region(other) },
            };
            let name = match kind {
                CardKind::Special { special } => special_name(special),
                _ => Text::new(en, ja),
            };
            Card {
                id: CardId(n),
                set_b: set == "B",
                name,
                kind,
                faction: faction(&f),
                value,
                cannon: symbols.contains('c'),
                sans_culotte: symbols.contains('s'),
                general: symbols.contains('g'),
            }
        })
        .collect();
    Data {
        blocks: [raw.blocks.blue, raw.blocks.white, raw.blocks.red],
        reserve_per_faction: raw.reserve_per_faction,
        tokens_per_player: raw.tokens_per_player,
        tokens_on_tracks: raw.tokens_on_tracks,
        hand_size: raw.hand_size,
        take_discard_at: raw.take_discard_at,
        face_up: raw.face_up,
        display: raw.display,
        display_sans_culotte: raw.display_sans_culotte,
        turns: raw.turns,
        landslide_red_votes: raw.landslide_red_votes,
        counter_revolution_provinces: raw.counter_revolution_provinces,
        counter_revolution_from_turn: raw.counter_revolution_from_turn,
        province_vp_from_turn: raw.province_vp_from_turn,
        regions: raw.regions,
        provinces,
        battles: raw.battles,
        cards,
    }
}

/// The game data, loaded on first use.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(load)
}

impl Data {
    pub fn battle(&self, turn: u8) -> Option<&Battle> {
        self.battles.iter().find(|b| b.turn == turn)
    }
    pub fn region_name(&self, r: Region) -> Text {
        let info = &self.regions[r as usize];
        Text::new(info.en.clone(), info.ja.clone())
    }
}
