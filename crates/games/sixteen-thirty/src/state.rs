//! The full state: a public part that every view shows as it is, and the secrets (hands, victory counters,
//! the deck, cards laid in secret, ballots, the values of traded cards) that only their owners see.

use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::model::{Card, Kind, Nation, NationState, Pile, Side, Subject};

/// Everything, secrets included. Never sent to a client: the server sends [`crate::View`]s.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub public: Public,
    /// Each seat's hand, sorted.
    pub hands: Vec<Vec<Card>>,
    /// Each seat's victory counters, sorted.
    pub counters: Vec<Vec<Nation>>,
    /// Counters nobody drew (with 3, 4 or 5 players: 18 counters, 4 or 3 each).
    pub cup: Vec<Nation>,
    /// Draw pile, top at the end.
    pub deck: Vec<Card>,
    /// Influence laid in secret while several seats lay at once; revealed together.
    pub pending: Vec<Vec<(Card, Nation)>>,
    /// Ballots of the vote in progress, revealed together.
    pub ballots: Vec<Option<Side>>,
    /// The actual cards of the trade offer being drafted or on the table (owned by its `from` seat).
    pub offered: Vec<Card>,
    /// The cards the accepting seat has picked so far to deliver.
    pub delivered: Vec<Card>,
    /// `known[o][h]`: cards seat `o` handed to seat `h` in a trade and has not seen leave it (see [`crate::memory`]).
    pub known: Vec<Vec<Vec<Card>>>,
    pub rng: GameRng,
}

/// What everybody may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    pub players: usize,
    /// Game turn, 1 to 10.
    pub turn: u8,
    /// Holder of the first-player marker this turn.
    pub first: Seat,
    /// The dice rolled for the first-player marker, one round per line (ties roll again).
    pub first_rolls: Vec<Vec<u8>>,
    /// The seat whose player turn it is.
    pub active: Seat,
    /// Player turns completed in this game turn.
    pub turns_done: u8,
    pub nations: Vec<NationState>,
    /// Each seat's influence piles (public), sorted by nation.
    pub piles: Vec<Vec<Pile>>,
    /// Face-up discard pile.
    pub discard: Vec<Card>,
    /// Victory points so far (public totals).
    pub vp: Vec<i64>,
    pub specials_played: u8,
    pub phase: Phase,
    pub trade: Option<Trade>,
    pub vote: Option<Vote>,
    /// Card losses still owed (a weak pile that lost a vote or was hit by unrest), resolved in order.
    pub losses: Vec<(Seat, Nation)>,
    /// Where play goes once the current vote or special card is fully resolved.
    pub after: After,
    pub last_vote: Option<VoteResult>,
    pub last_war: Option<WarResult>,
    /// Everyone's victory counters, shown once the game is over.
    pub revealed: Option<Vec<Vec<Nation>>>,
    /// The scorings at the ends of the game turns played so far, as the table saw them.
    #[serde(default)]
    pub scorings: Vec<Scoring>,
}

/// A scoring at the end of a game turn: what a victory counter of each nation was worth to each seat, and
/// the points each seat scored with its secret counters. Together they narrow down which counters a seat
/// may hold (see [`crate::deduction`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    pub turn: u8,
    /// `worth[seat][nation]`: the smaller of the nation's status and the seat's influence there, nations in
    /// [`Nation::ALL`] order.
    pub worth: Vec<Vec<u32>>,
    pub points: Vec<i64>,
}

/// The step of play, which says who decides what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Every seat lays its first influence cards in secret; `done[s]` once seat s has finished.
    InitialLay {
        done: Vec<bool>,
    },
    /// The active seat removes one card from one of its weak piles.
    RemoveWeak,
    /// The active seat picks a trading partner or trades with nobody.
    TradeChoose,
    /// `trade.offer.from` is drafting an offer.
    TradeDraft,
    /// `trade.offer.to` answers the offer on the table.
    TradeAnswer,
    /// `trade.offer.to` accepted and picks the cards it delivers, one per asked kind.
    TradeDeliver,
    /// The active seat may play a special card or go on to the forced vote.
    Specials,
    /// The active seat picks the card its Assassin removes from that pile.
    AssassinCard {
        seat: Seat,
        nation: Nation,
    },
    /// The caller picks the nation of a vote.
    VoteNation,
    /// The caller may lay influence in the vote's nation, then calls the vote with a subject.
    CallerLay,
    /// The other seats may lay influence in the vote's nation, in secret; `done[s]` once seat s has finished.
    OthersLay {
        done: Vec<bool>,
    },
    /// The voters cast their ballots in secret.
    Voting,
    /// The seat of `losses[0]` picks the card it loses from that pile.
    Losses,
    /// The active seat discards down to the hand limit.
    Discard,
    Over,
}

/// Where play resumes after a vote or a special card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum After {
    /// Back to the special-card step (or on to the forced vote after the second card).
    Specials,
    /// The forced vote is over: the player turn ends.
    EndPlayerTurn,
}

/// The trade negotiation of the active seat's turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trade {
    /// Partners approached plus counter-offers made; capped so that a negotiation always ends.
    pub talks: u8,
    pub offer: Option<Offer>,
    /// How many asked cards the accepting seat has picked so far.
    pub delivered_count: usize,
    /// Partners the active seat abandoned a draft to this step: it does not approach them again, so a
    /// negotiation cannot go round in opened-and-withdrawn drafts to the same player.
    #[serde(default)]
    pub withdrawn_from: Vec<Seat>,
}

/// An offer: `from` gives cards of the `give` kinds (values secret until the trade is done) and wants cards of
/// the `ask` kinds from `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub from: Seat,
    pub to: Seat,
    pub give: Vec<Kind>,
    pub ask: Vec<Kind>,
}

/// The vote being called or taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vote {
    pub caller: Seat,
    pub nation: Nation,
    pub subject: Option<Subject>,
    /// Seats with influence in the nation once the laying is revealed.
    pub voters: Vec<Seat>,
    /// Who has cast a ballot (not what).
    pub voted: Vec<Seat>,
}

/// A revealed vote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteResult {
    pub nation: Nation,
    pub subject: Subject,
    /// (seat, ballot, votes) of every voter.
    pub ballots: Vec<(Seat, Side, u32)>,
    pub red: u32,
    pub blue: u32,
    /// The side that won, `None` on a tie.
    pub winner: Option<Side>,
}

/// A resolved war.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarResult {
    pub attacker: Nation,
    pub defender: Nation,
    /// Attacker's two dice, then the defender's.
    pub dice: [u8; 4],
    pub attacker_modifier: i32,
    pub defender_modifier: i32,
    pub attacker_total: i32,
    pub defender_total: i32,
    /// `None` on a tie.
    pub winner: Option<Nation>,
}

impl Public {
    pub fn nation(&self, n: Nation) -> &NationState {
        &self.nations[n.index()]
    }
    pub fn nation_mut(&mut self, n: Nation) -> &mut NationState {
        &mut self.nations[n.index()]
    }
    pub fn pile(&self, seat: Seat, n: Nation) -> Option<&Pile> {
        self.piles[seat.index()].iter().find(|p| p.nation == n)
    }
    pub fn pile_mut(&mut self, seat: Seat, n: Nation) -> Option<&mut Pile> {
        self.piles[seat.index()].iter_mut().find(|p| p.nation == n)
    }
    /// Votes (and scoring influence) of a seat in a nation: the sum of its pile, strong or weak.
    pub fn influence(&self, seat: Seat, n: Nation) -> u32 {
        self.pile(seat, n).map_or(0, Pile::influence)
    }
    pub fn next_seat(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + 1) % self.players) as u8)
    }
}
