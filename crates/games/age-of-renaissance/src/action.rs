//! Actions (one decision of one seat) and events (what happened, for the log).

use serde::{Deserialize, Serialize};
use statecraft_engine::Seat;

use crate::model::{Adv, Area, CardId, Category, Commodity, Prov};
use crate::state::{Competition, Payout, War};

/// What an event card acts on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum Target {
    /// The event acts on everyone, or on its player.
    None,
    Seat(Seat),
    Space(Prov),
    Area(Area),
    Category(Category),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Secret capital bid, in dollars of the $40 start money.
    CapitalBid {
        amount: i64,
    },
    Capital {
        city: Prov,
    },
    /// Secret order-of-play bid: tokens bought at $1 each, or a negative number of dollars paid for first place.
    OrderBid {
        tokens: i64,
    },
    /// The first player pays the commodity's value to remove its shortage or surplus marker.
    CancelMarker {
        commodity: Commodity,
    },
    /// Urban Ascendancy: draw a card for $10.
    BuyCard,
    /// Master Art: discard a card without effect.
    Discard {
        card: CardId,
    },
    PlayCommodity {
        card: CardId,
        commodity: Commodity,
    },
    PlayEvent {
        card: CardId,
        target: Target,
    },
    /// Play a leader; `protection` is paid to the bank so that Patronage holders must pay as much to its owner.
    PlayLeader {
        card: CardId,
        protection: i64,
    },
    /// Pirates / Vikings: reduce this domination marker to a token.
    Reduce {
        space: Prov,
    },
    UpgradeShip,
    BuyAdvance {
        advance: Adv,
    },
    /// Patronage: pay the leader's owner its protection and use its credit.
    Patron {
        card: CardId,
    },
    Stabilize,
    /// Do not pay for stabilization: the misery marker moves instead.
    Neglect,
    /// Buy one step of misery relief.
    Relieve,
    /// Place one expansion token.
    Token {
        space: Prov,
    },
    /// Place as many tokens as competition requires and roll (or win outright with Cathedral).
    Attack {
        space: Prov,
        cathedral: bool,
    },
    /// Buy a card with expansion tokens.
    ExpansionCard,
    /// Wind/Watermill: pay the market number in tokens and try to trade this card for a random card of the
    /// player whose space was just taken.
    Trade {
        card: CardId,
    },
    /// Renaissance: swap places in the order of play with an adjacent player.
    Swap {
        with: Seat,
    },
    /// Leave the game instead of writing the order bid: treated as falling into Chaos (seed 11.4).
    Leave,
    /// Pass / end this step.
    Done,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seat's public decision, as taken.
    Did {
        seat: Seat,
        action: Action,
    },
    /// A sealed bid went in (its amount stays hidden until all are in).
    BidSealed {
        seat: Seat,
    },
    CapitalBids {
        bids: Vec<i64>,
        order: Vec<Seat>,
    },
    OrderBids {
        bids: Vec<i64>,
        order: Vec<Seat>,
    },
    /// A seat drew a card (shown only to it).
    Drew {
        seat: Seat,
        card: Option<CardId>,
    },
    Payout(Payout),
    Competition(Competition),
    War(War),
    Misery {
        seat: Seat,
        from: u8,
        to: u8,
    },
    Cash {
        seat: Seat,
        amount: i64,
    },
    Income {
        seat: Seat,
        amount: i64,
    },
    Markers {
        rolls: Vec<(u8, u8, u8)>,
        markers: Vec<i8>,
    },
    Eliminated {
        seat: Seat,
    },
    /// A player left the game of his own will (seed 11.4).
    Left {
        seat: Seat,
    },
    /// A Wind/Watermill trade attempt: the die (success at most the market number) and, for the two players
    /// only, the cards that changed hands.
    Trade {
        seat: Seat,
        with: Seat,
        roll: u8,
        market: u8,
        given: Option<CardId>,
        taken: Option<CardId>,
    },
    EpochBegins {
        epoch: u8,
    },
    /// The last deck is exhausted: the game ends with this turn.
    FinalTurn,
    GameOver {
        scores: Vec<i64>,
    },
}

impl Event {
    /// The event as `viewer` may see it: other seats' drawn cards are hidden.
    pub fn redacted_for(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::Drew { seat, .. } if viewer != Some(*seat) => Event::Drew { seat: *seat, card: None },
            Event::Trade { seat, with, roll, market, .. } if viewer != Some(*seat) && viewer != Some(*with) => {
                Event::Trade { seat: *seat, with: *with, roll: *roll, market: *market, given: None, taken: None }
            }
            other => other.clone(),
        }
    }
}
