//! Actions (one decision of one seat) and events (what the game log shows, redacted per viewer).

use serde::{Deserialize, Serialize};
use statecraft_engine::Seat;

use crate::model::{Card, Kind, Nation, Side, Special, Subject};
use crate::state::{VoteResult, WarResult};

/// One decision. Large choices are split into steps so that every legal list stays short.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Lay an influence card on your pile of `nation` (at the start, before calling a vote, or after one is
    /// called).
    Lay {
        card: Card,
        nation: Nation,
    },
    /// Stop laying influence cards.
    LayDone,
    /// Start of turn: remove this card from your weak pile of `nation`.
    RemoveWeak {
        nation: Nation,
        card: Card,
    },
    /// Open a trade negotiation with `seat`.
    TradeWith {
        seat: Seat,
    },
    /// Trade with nobody this turn.
    NoTrade,
    /// Add a card of your hand to the offer you are drafting.
    Give {
        card: Card,
    },
    /// Ask for a card of this kind in your draft.
    Ask {
        kind: Kind,
    },
    /// Put the drafted offer on the table.
    Propose,
    /// Abandon the draft.
    Withdraw,
    /// Accept the offer on the table (you then pick the cards you deliver).
    Accept,
    Decline,
    /// Answer with an offer of your own.
    Counter,
    /// Deliver this card for the next asked kind.
    Deliver {
        card: Card,
    },
    /// Play a special card from your hand on its target, chosen in the same step so that a card is never
    /// played without one: the nation it acts on (for a Vote card, the nation of the vote) or, for an
    /// Assassin, the pile it strikes, `owner`'s pile of `nation`.
    Play {
        special: Special,
        nation: Nation,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        owner: Option<Seat>,
    },
    /// Play no (more) special cards: go on to the forced vote.
    EndSpecials,
    /// The card your Assassin removes.
    Assassinate {
        card: Card,
    },
    /// Hold a vote in this nation.
    VoteIn {
        nation: Nation,
    },
    /// Call the vote with this subject.
    Call {
        subject: Subject,
    },
    /// Your secret ballot.
    Ballot {
        side: Side,
    },
    /// The card you lose from a pile that was already weak.
    Lose {
        card: Card,
    },
    /// End of turn: discard this card to get down to the hand limit.
    Discard {
        card: Card,
    },
}

/// Something that happened. Secret parts are removed by [`Event::redacted_for`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Influence cards appeared face up (laid openly by a caller, or revealed after secret laying).
    Laid {
        seat: Seat,
        cards: Vec<(Card, Nation)>,
    },
    /// A seat finished laying in secret.
    LayingDone {
        seat: Seat,
    },
    RemovedWeak {
        seat: Seat,
        nation: Nation,
        card: Card,
    },
    /// `cards` is empty for everyone but the drawing seat.
    Drew {
        seat: Seat,
        count: usize,
        cards: Vec<Card>,
    },
    Reshuffled {
        cards: usize,
    },
    TradeOpened {
        from: Seat,
        to: Seat,
    },
    Offered {
        from: Seat,
        to: Seat,
        give: Vec<Kind>,
        ask: Vec<Kind>,
    },
    Withdrew {
        seat: Seat,
    },
    Declined {
        seat: Seat,
    },
    Accepted {
        seat: Seat,
    },
    /// A completed trade. The values are shown only to the two traders.
    Traded {
        from: Seat,
        to: Seat,
        from_gave: Vec<Kind>,
        to_gave: Vec<Kind>,
        from_values: Option<Vec<u8>>,
        to_values: Option<Vec<u8>>,
    },
    NoTrade {
        seat: Seat,
    },
    SpecialPlayed {
        seat: Seat,
        special: Special,
    },
    /// A special card changed a nation (status, army size, ability, leader or unrest).
    NationImproved {
        special: Special,
        nation: Nation,
    },
    UnrestStruck {
        nation: Nation,
        hit: Vec<Seat>,
    },
    Assassinated {
        by: Seat,
        seat: Seat,
        nation: Nation,
        card: Card,
    },
    NoVotePossible {
        seat: Seat,
    },
    VoteCalled {
        caller: Seat,
        nation: Nation,
        subject: Subject,
    },
    /// `side` is shown only to the voter until the reveal.
    BallotCast {
        seat: Seat,
        side: Option<Side>,
    },
    VoteRevealed {
        result: VoteResult,
    },
    SideChanged {
        nation: Nation,
        side: Option<Side>,
    },
    Rearmed {
        nation: Nation,
    },
    PileWeakened {
        seat: Seat,
        nation: Nation,
    },
    CardLost {
        seat: Seat,
        nation: Nation,
        card: Card,
    },
    War {
        result: WarResult,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    Scored {
        turn: u8,
        points: Vec<i64>,
        totals: Vec<i64>,
    },
    EarlyEndRoll {
        turn: u8,
        roll: u8,
        at_most: u8,
        ends: bool,
    },
    NewTurn {
        turn: u8,
        first: Seat,
    },
    GameOver {
        counters: Vec<Vec<Nation>>,
        scores: Vec<i64>,
        winners: Vec<Seat>,
    },
}

impl Event {
    /// The event as `viewer` may see it (a spectator is `None`).
    pub fn redacted_for(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::Drew { seat, count, .. } if viewer != Some(*seat) => {
                Event::Drew { seat: *seat, count: *count, cards: Vec::new() }
            }
            Event::BallotCast { seat, .. } if viewer != Some(*seat) => Event::BallotCast { seat: *seat, side: None },
            Event::Traded { from, to, from_gave, to_gave, .. } if viewer != Some(*from) && viewer != Some(*to) => {
                Event::Traded {
                    from: *from,
                    to: *to,
                    from_gave: from_gave.clone(),
                    to_gave: to_gave.clone(),
                    from_values: None,
                    to_values: None,
                }
            }
            other => other.clone(),
        }
    }
}
