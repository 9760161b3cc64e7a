//! What one seat may know, and a full state rebuilt from it for search bots.
//!
//! Everything on the table is public: the board, the supplies, the displays, the face-up cards, the discard
//! pile, the tracks. Secret are the hands (their sizes are public) and the order of the deck.

use std::collections::BTreeMap;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::model::{Battle, Card, CardId, Faction, Province, Region, data};
use crate::rules::ends;
use crate::state::{Public, State};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub public: Public,
    /// This seat's hand (empty for others and spectators).
    pub hand: Vec<CardId>,
    pub hand_sizes: Vec<usize>,
    pub deck_size: usize,
    /// The controlling seat of each province (a stack higher than every other), by province index.
    pub controllers: Vec<Option<Seat>>,
    /// Fleur-de-lis provinces under white control plus defeats (7 ends the game from turn 3).
    pub royalist_count: usize,
    /// This seat's red and white points now (the counts of the two sudden deaths).
    pub red_points: Option<i64>,
    pub white_points: Option<i64>,
    /// Every card this seat can see, with its printed faces.
    pub cards: BTreeMap<CardId, Card>,
    /// What is printed on the board: provinces (region, fleur-de-lis, VP) and the battles of the turn track.
    pub board: Board,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    pub provinces: Vec<BoardProvince>,
    pub battles: Vec<Battle>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardProvince {
    pub number: Province,
    pub region: Region,
    pub fleur_de_lis: bool,
    pub vp: i64,
    pub paris: bool,
}

fn board() -> Board {
    let d = data();
    Board {
        provinces: d
            .provinces
            .iter()
            .map(|p| BoardProvince {
                number: p.number,
                region: p.region,
                fleur_de_lis: p.fleur_de_lis,
                vp: p.vp,
                paris: p.paris,
            })
            .collect(),
        battles: d.battles.clone(),
    }
}

pub fn view(s: &State, seat: Option<Seat>) -> View {
    let p = &s.public;
    let hand = seat.map(|x| s.hands[x.index()].clone()).unwrap_or_default();
    let cards = hand
        .iter()
        .chain(&p.face_up)
        .chain(p.displays.iter().flatten())
        .chain(&p.discard)
        .map(|c| (*c, c.card().clone()))
        .collect();
    View {
        seat,
        public: p.clone(),
        hand,
        hand_sizes: s.hands.iter().map(Vec::len).collect(),
        deck_size: s.deck.len(),
        controllers: Province::all().map(|pr| p.controller(pr).map(|st| st.owner)).collect(),
        royalist_count: p.royalist_count(),
        red_points: seat.map(|x| ends::faction_points(s, x, Faction::Red)),
        white_points: seat.map(|x| ends::faction_points(s, x, Faction::White)),
        cards,
        board: board(),
    }
}

/// A state consistent with `view`: the cards the seat cannot see are dealt at random to the other hands and
/// the deck; while the deck is unmixed its A cards lie on its B cards, as at set-up.
pub fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let p = &view.public;
    let visible: Vec<CardId> = view
        .hand
        .iter()
        .chain(&p.face_up)
        .chain(p.displays.iter().flatten())
        .chain(&p.discard)
        .chain(&p.boxed)
        .copied()
        .collect();
    let mut pool: Vec<CardId> = CardId::all().filter(|c| !visible.contains(c)).collect();
    pool.shuffle(rng);
    let mut hands = vec![Vec::new(); p.players];
    for other in Seat::all(p.players) {
        if other == seat {
            hands[other.index()] = view.hand.clone();
        } else {
            let n = view.hand_sizes[other.index()].min(pool.len());
            hands[other.index()] = pool.split_off(pool.len() - n);
        }
    }
    let mut deck = pool;
    if !p.mixed {
        // B below, A on top (the top is the end).
        deck.sort_by_key(|c| !c.card().set_b);
    }
    State { public: p.clone(), hands, deck, rng: GameRng::seed_from_u64(rng.random()) }
}
