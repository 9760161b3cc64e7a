//! Actions (one decision of one seat) and events (what happened, for the log). Hidden information in events
//! (the empire cards a seat drew, the event card it drew) is removed by [`Event::redacted_for`].

use serde::{Deserialize, Serialize};
use statecraft_engine::Seat;

use crate::model::{Card, Power, Region, Resource, Space};
use crate::state::{Age, Battle, ScoreSheet};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Keep this drawn empire card (the others go back into the deck).
    Keep { power: Power },
    /// Pay 10 VP to draw a third empire card.
    DrawThird,
    /// Enter the start region here.
    Enter { space: Space },
    /// Place a soldier (war if another colour's soldiers stand there).
    Soldier { space: Space },
    /// Place a merchant (only where some soldier stands).
    Merchant { space: Space },
    /// Spend a piece to remove two other colours' merchants from a space you hold by soldiers.
    Expel { space: Space },
    /// Use forests to turn pieces into a navy on a sea (and a neighbouring sea) or an ocean.
    Navy { sea: Space, with: Option<Space> },
    /// Build a city with three resources, `forests` of them forest chits.
    City { space: Space, forests: u8 },
    /// Build a great building with five different resources, one of them a forest chit if `forest`.
    Great { space: Space, forest: bool },
    /// Spend a piece to attack one of this epoch's nomad peoples.
    AttackNomads,
    /// Play an event card from your hand.
    PlayEvent { card: Card },
    /// The Natural Disaster strikes here.
    Disaster { space: Space },
    /// The Plague strikes this region.
    Plague { region: Region },
    /// Move one of your merchants (Relocation card).
    Relocate { from: Space, to: Space },
    /// A nomad spends a piece to destroy a city it holds.
    Plunder { space: Space },
    /// Remove a piece of the power whose capital you took.
    RemovePiece { space: Space },
    /// Move your fallen capital here.
    MoveCapital { space: Space },
    /// Play a kingdom card (minor-empire option).
    PlayKingdom { power: Power },
    /// Play no kingdom card this turn.
    NoKingdom,
    /// Discard an event card down to the hand limit.
    Discard { card: Card },
    /// End the expansion (pieces not placed are lost).
    End,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The order in which players draft their first empire (dice, highest first).
    DraftOrder {
        rolls: Vec<u8>,
        order: Vec<Seat>,
    },
    /// A seat drew empire cards (the cards only for that seat).
    DrewEmpires {
        seat: Seat,
        count: usize,
        cards: Vec<Power>,
    },
    PaidForThird {
        seat: Seat,
        cost: i64,
    },
    Kept {
        seat: Seat,
        power: Power,
    },
    EpochBegins {
        epoch: u8,
        roll: u8,
        age: Age,
    },
    /// A seat drew an event card (the card only for that seat).
    DrewEvent {
        seat: Seat,
        card: Option<Card>,
    },
    Boxed {
        card: Card,
    },
    Reshuffled {
        cards: usize,
    },
    TurnBegins {
        seat: Seat,
        power: Power,
        pieces: u8,
    },
    NoEntry {
        seat: Seat,
        power: Power,
    },
    Entered {
        seat: Seat,
        power: Power,
        space: Space,
        removed: u8,
    },
    Placed {
        seat: Seat,
        power: Power,
        space: Space,
        merchant: bool,
    },
    Battle {
        battle: Battle,
    },
    Gained {
        power: Power,
        space: Space,
        resources: Vec<Resource>,
        pieces: u8,
    },
    CapitalTaken {
        seat: Seat,
        power: Power,
        space: Space,
        victim: Power,
        victim_seat: Seat,
    },
    PieceRemoved {
        power: Power,
        space: Space,
    },
    CapitalMoved {
        power: Power,
        space: Space,
    },
    CapitalLost {
        power: Power,
    },
    Expelled {
        seat: Seat,
        space: Space,
        merchants: u8,
    },
    NavyBuilt {
        seat: Seat,
        power: Power,
        waters: Vec<Space>,
        pieces: u8,
    },
    ForestUsed {
        space: Space,
        left: u8,
    },
    CityBuilt {
        seat: Seat,
        power: Power,
        space: Space,
    },
    GreatBuilt {
        seat: Seat,
        power: Power,
        space: Space,
    },
    NomadAttack {
        seat: Seat,
        power: Power,
        nomad: Power,
        attack: i32,
        defence: i32,
        success: bool,
    },
    EventPlayed {
        seat: Seat,
        card: Card,
    },
    DisasterStruck {
        space: Space,
        cities: u8,
        great_buildings: u8,
        merchants: u8,
    },
    PlagueStruck {
        region: Region,
        pieces: u8,
    },
    Relocated {
        seat: Seat,
        from: Space,
        to: Space,
    },
    Plundered {
        seat: Seat,
        power: Power,
        space: Space,
        points: i64,
    },
    KingdomPlayed {
        seat: Seat,
        power: Power,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    TurnEnds {
        seat: Seat,
        power: Power,
        unplaced: u8,
    },
    Scored {
        seat: Seat,
        sheet: ScoreSheet,
        vp: i64,
    },
    MerchantContest {
        space: Space,
        rolls: Vec<(Seat, i32)>,
        losers: Vec<Seat>,
    },
    BarrenLoss {
        space: Space,
        pieces: u8,
    },
    NavyLost {
        seat: Seat,
        waters: Vec<Space>,
    },
    NomadsInvade {
        invasions: Vec<(Power, u8, Seat)>,
    },
    NomadScored {
        seat: Seat,
        power: Power,
        cities: i64,
        vp: i64,
    },
    NomadsLeave {
        power: Power,
        pieces: u8,
    },
    GameOver {
        scores: Vec<i64>,
        winners: Vec<Seat>,
    },
}

impl Event {
    /// The event as `viewer` may see it: another seat's drawn cards are left out.
    pub fn redacted_for(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::DrewEmpires { seat, count, .. } if viewer != Some(*seat) => {
                Event::DrewEmpires { seat: *seat, count: *count, cards: Vec::new() }
            }
            Event::DrewEvent { seat, .. } if viewer != Some(*seat) => Event::DrewEvent { seat: *seat, card: None },
            other => other.clone(),
        }
    }
}
