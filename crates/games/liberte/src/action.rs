//! Actions (one decision of one seat) and events (what happened, for the log).
//!
//! A player's action in the action rounds is split into steps so every legal list stays short: play a card
//! (saying whether it goes to the battle box and whether it is kept in the display), then place its blocks one
//! by one, then possibly a second value-1 card or a special card, then end the action.

use serde::{Deserialize, Serialize};
use statecraft_engine::Seat;

use crate::model::{CardId, Faction, Province};
use crate::state::{End, Settled};

/// Where a card is taken from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "from", rename_all = "snake_case")]
pub enum Source {
    FaceUp { card: CardId },
    Deck,
}

/// What a special card hits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "target", rename_all = "snake_case")]
pub enum Target {
    /// One block of the stack `owner` controls in `province`.
    Block { province: Province, owner: Seat },
    /// The whole stack `owner` controls in `province`.
    Stack { province: Province, owner: Seat },
    /// A card in `seat`'s display.
    Card { seat: Seat, card: CardId },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Discard a card from the hand (refresh, or the two owed before taking a card at nine or more).
    Discard {
        card: CardId,
    },
    /// Refresh: stop discarding and fill the hand.
    DoneDiscarding,
    /// Take a card (refresh or the take-a-card action).
    Take {
        source: Source,
    },
    /// Play a club or personality card: blocks on the board, or (`battle`) a token in the battle box;
    /// `keep` puts it in the display instead of the discard pile.
    Play {
        card: CardId,
        battle: bool,
        keep: bool,
    },
    /// Place the next block of the card being played.
    Block {
        province: Province,
    },
    /// Play a special card on a target.
    Special {
        card: CardId,
        target: Target,
    },
    /// End this action (after playing or taking cards).
    EndAction,
    Pass,
    /// Break a tie with a display card.
    Promote {
        card: CardId,
    },
    /// Do not promote.
    Decline,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    TurnBegins {
        turn: u8,
        order: Vec<Seat>,
    },
    ReserveReturned,
    Discarded {
        seat: Seat,
        card: CardId,
    },
    /// `card` is `None` for every other seat when it came from the deck.
    Took {
        seat: Seat,
        source: Source,
        card: Option<CardId>,
    },
    Reshuffled {
        cards: usize,
    },
    Played {
        seat: Seat,
        card: CardId,
        battle: bool,
        keep: bool,
    },
    Placed {
        seat: Seat,
        province: Province,
        faction: Faction,
    },
    SpecialPlayed {
        seat: Seat,
        card: CardId,
        target: Target,
    },
    Passed {
        seat: Seat,
    },
    ActionPhaseEnds,
    Promoted {
        seat: Seat,
        card: CardId,
    },
    Declined {
        seat: Seat,
    },
    TieSettled {
        settled: Settled,
    },
    BattleWon {
        seat: Seat,
        vp: i64,
    },
    BattleLost,
    ProvinceVote {
        province: Province,
        seat: Option<Seat>,
        faction: Option<Faction>,
        votes: u8,
        tie: bool,
    },
    ProvinceVp {
        province: Province,
        seat: Seat,
        vp: i64,
    },
    NewGovernment {
        government: Faction,
        opposition: Option<Faction>,
    },
    Scored {
        seat: Seat,
        vp: i64,
    },
    Presence {
        seats: Vec<Seat>,
    },
    GameOver {
        end: End,
        scores: Vec<i64>,
        winners: Vec<Seat>,
    },
}

impl Event {
    /// The event as `viewer` may see it: a card drawn from the deck is known only to its taker.
    pub fn redacted_for(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::Took { seat, source: Source::Deck, .. } if viewer != Some(*seat) => {
                Event::Took { seat: *seat, source: Source::Deck, card: None }
            }
            other => other.clone(),
        }
    }
}
