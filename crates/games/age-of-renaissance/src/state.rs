//! The full state: a public part every view shows as it is, and the secrets (hands, deck order, sealed bids)
//! that only their owners see.

use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::model::{Adv, Area, CardId, Category, Commodity, Prov};

/// How long the game runs: until the epoch I, II or III deck is exhausted (seed 11.1).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Length {
    #[default]
    Basic,
    Intermediate,
    Campaign,
}

impl Length {
    pub fn last_epoch(self) -> u8 {
        match self {
            Length::Basic => 1,
            Length::Intermediate => 2,
            Length::Campaign => 3,
        }
    }
}

/// Everything, secrets included. Never sent to a client: the server sends [`crate::View`]s.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub public: Public,
    /// Each seat's hand, sorted.
    pub hands: Vec<Vec<CardId>>,
    /// The draw pile, top at the end.
    pub deck: Vec<CardId>,
    /// Sealed bids (capital bid or tokens bought for the order of play) not yet revealed.
    pub bids: Vec<Option<i64>>,
    pub rng: GameRng,
}

/// What everybody may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    pub players: usize,
    pub length: Length,
    /// Game turn, from 1.
    pub turn: u32,
    /// The epoch of the deck in use.
    pub epoch: u8,
    pub phase: Phase,
    /// Order of play this turn (the first plays first).
    pub order: Vec<Seat>,
    /// Seats in the order they chose their capitals (a later chooser wins ties of the order bid).
    pub choosers: Vec<Seat>,
    pub seats: Vec<PlayerState>,
    /// Pieces on every land space, indexed by [`Prov`].
    pub spaces: Vec<SpaceState>,
    /// Shortage (+) or surplus (−) boxes per commodity for this turn, at most two either way.
    pub markers: Vec<i8>,
    /// The pending shortage/surplus rolled this turn for the next one.
    pub next_markers: Vec<i8>,
    /// Leaders played this turn, in order.
    pub leaders: Vec<LeaderPlay>,
    /// Cards set aside at the start, shuffled in after the opening deal.
    pub withheld: Vec<CardId>,
    /// The replay pile: played cards that come back with the next epoch (public: every play is seen).
    pub replay: Vec<CardId>,
    /// Cards out of the game.
    pub gone: Vec<CardId>,
    /// Papal Decree's banned category this turn.
    pub banned: Option<Category>,
    /// Religious Strife was played in epoch III: Papal Decree is a dead card from then on.
    #[serde(default)]
    pub strife_in_epoch_three: bool,
    /// Events played so far in the game (for the cards they cancel or boost), and this turn.
    pub events_played: Vec<crate::model::EventKind>,
    pub events_this_turn: Vec<crate::model::EventKind>,
    /// Domination markers Pirates still removes for the player who played it.
    pub reductions_left: u8,
    /// Wind/Watermill: the space just taken from this player, whose market number the trade attempt costs.
    pub trade_chance: Option<(Seat, Prov)>,
    /// Cards bought with tokens in this expansion phase (the next costs 3 × (this + 1) tokens).
    pub expansion_cards: u8,
    /// The deck of the last epoch is exhausted: this is the final turn.
    pub final_turn: bool,
    pub last: Option<Last>,
    /// Each seat's score at the end of every turn, for the score plot.
    pub history: Vec<Vec<i64>>,
    pub capital_bids: Option<Vec<i64>>,
    pub order_bids: Option<Vec<i64>>,
}

/// The result last shown to the table: a payout, a competition or a war.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Last {
    Payout(Payout),
    Competition(Competition),
    War(War),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payout {
    pub commodity: Commodity,
    /// Provinces of the commodity each seat dominates.
    pub held: Vec<u32>,
    /// The box each seat was paid from after shortage, surplus and Industry.
    pub boxes: Vec<u32>,
    pub paid: Vec<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Competition {
    pub attacker: Seat,
    pub defender: Option<Seat>,
    pub space: Prov,
    pub tokens: u32,
    /// (coloured, black, white), or none when Cathedral won without dice.
    pub dice: Option<(u8, u8, u8)>,
    /// The coloured die must beat (or, with Proselytism, reach) this order-of-play space.
    pub order_space: u8,
    pub won: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct War {
    pub attacker: Seat,
    /// One line per round of rolling: (defender, attacker's die, modifier, defender's die, modifier).
    pub rounds: Vec<(Seat, u8, i32, u8, i32)>,
    pub winner: Option<Seat>,
    pub markers_given: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderPlay {
    pub card: CardId,
    pub seat: Seat,
    /// What the owner paid the bank to protect the leader; a Patronage holder pays as much to the owner.
    pub protection: i64,
    /// Patronage holders who have paid for this leader's credit.
    pub patrons: Vec<Seat>,
}

/// The ship marker: a stage and a level 1–4 (level 0: no ship yet).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ship {
    None,
    Galley(u8),
    Seaworthy(u8),
    Ocean(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub capital: Option<Prov>,
    pub cash: i64,
    /// Tokens bought for this turn's expansion (the mat's Expansion box).
    pub tokens: u32,
    /// Step on the misery track (0 = 0, 25 = 1000).
    pub misery: u8,
    pub ship: Ship,
    /// Advances held (bit per advance) and those bought this turn.
    pub advances: u32,
    pub new_advances: u32,
    pub eliminated: bool,
    /// Done this turn: ship upgrade, Urban Ascendancy card, Master Art discard, Renaissance swap, relief steps.
    pub upgraded: bool,
    pub bought_card: bool,
    pub discarded: bool,
    pub swapped: bool,
    pub relief_steps: u8,
    /// Misery-relief points of the advance bought this turn with the most of them, still unspent.
    pub relief_points: i64,
    /// Opponents this seat has beaten with Cathedral this turn.
    pub cathedral_used: Vec<Seat>,
    /// Spaces reached by ship this expansion and the tokens landed in each.
    pub landed: Vec<(Prov, u32)>,
    /// Weapon level of the weapon event played this turn (0: none).
    pub weapon: u8,
    pub enlightened: bool,
    /// Hit by Civil War this turn: plays last in the expansion.
    pub civil_war: bool,
    /// Domination markers placed this expansion (for the expansion bonus).
    pub new_dominations: u32,
    /// Bought a card with expansion tokens this turn.
    pub expansion_card: bool,
    /// Tried Wind/Watermill's trade this turn.
    pub traded: bool,
}

impl PlayerState {
    pub fn has(&self, a: Adv) -> bool {
        self.advances & a.bit() != 0
    }
    pub fn count(&self) -> u32 {
        self.advances.count_ones()
    }
}

/// Pieces on one land space: a domination marker and each seat's tokens (old ■ and placed this turn □).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceState {
    pub dom: Option<Seat>,
    /// The domination marker was placed this turn (○, not yet a base for expansion).
    pub dom_new: bool,
    pub old: Vec<u8>,
    pub new: Vec<u8>,
}

impl SpaceState {
    pub fn tokens(&self, seat: Seat) -> u32 {
        (self.old[seat.index()] + self.new[seat.index()]) as u32
    }
    pub fn all_tokens(&self) -> u32 {
        self.old.iter().chain(self.new.iter()).map(|&x| x as u32).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.dom.is_none() && self.all_tokens() == 0
    }
}

/// The step of play, which says who decides what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Everyone writes a secret capital bid (seed 8.3).
    CapitalBid,
    /// `choosers.len()` seats have chosen; the next in bid order chooses.
    ChooseCapital {
        order: Vec<Seat>,
    },
    /// Everyone splits his money into tokens and cash in secret (seed 9.7 and 8.5).
    OrderBid,
    /// The first player may pay to remove shortage/surplus markers before the draw (seed 9.1).
    Draw,
    /// Buy or discard cards, in order (seed 9.2); `at` indexes the order.
    BuyCards {
        at: usize,
    },
    /// Play cards, in order, one card a round, until everyone has passed (seed 9.3); in the final card play
    /// (seed 11.2) every card must be played.
    PlayCards {
        at: usize,
        passed: Vec<bool>,
        final_play: bool,
    },
    /// Purchases in order (seed 9.4).
    Purchase {
        at: usize,
        step: PurchaseStep,
    },
    /// Renaissance holders, in order, may swap places with an adjacent player before the expansion (seed 9.7).
    Renaissance {
        at: usize,
    },
    /// Expansion in order (seed 9.5).
    Expansion {
        at: usize,
    },
    Over,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PurchaseStep {
    /// Ship upgrade, advances and Patronage payments.
    Buy,
    /// Pay for stabilization or take the misery.
    Stabilize,
    /// Buy misery relief, one step at a time.
    Relief,
}

impl Public {
    /// The seat to act in a sequential step (none while bids are sealed or when the game is over).
    pub fn phase_actor(&self) -> Option<Seat> {
        crate::rules::flow::actor(self)
    }
    pub fn seat(&self, s: Seat) -> &PlayerState {
        &self.seats[s.index()]
    }
    pub fn seat_mut(&mut self, s: Seat) -> &mut PlayerState {
        &mut self.seats[s.index()]
    }
    pub fn space(&self, p: Prov) -> &SpaceState {
        &self.spaces[p.index()]
    }
    pub fn space_mut(&mut self, p: Prov) -> &mut SpaceState {
        &mut self.spaces[p.index()]
    }
    /// The areas in play with this many players (seed 8.2).
    pub fn area_in_play(&self, a: Area) -> bool {
        crate::model::data().areas_in_play[self.players] & (1 << a as u16) != 0
    }
    /// The seat's position in this turn's order, from 0.
    pub fn position(&self, s: Seat) -> usize {
        self.order.iter().position(|x| *x == s).unwrap_or(0)
    }
    /// Tokens of a seat on the board (■ and □).
    pub fn board_tokens(&self, s: Seat) -> u32 {
        self.spaces.iter().map(|sp| sp.tokens(s)).sum()
    }
    /// Tokens left in the seat's stock: 36 less those on the board and in the Expansion box.
    pub fn stock(&self, s: Seat) -> u32 {
        crate::model::data().rules.tokens.saturating_sub(self.board_tokens(s) + self.seat(s).tokens)
    }
    /// Domination markers of a seat on the board (● and ○).
    pub fn dominations(&self, s: Seat) -> u32 {
        self.spaces.iter().filter(|sp| sp.dom == Some(s)).count() as u32
    }
    pub fn live(&self) -> impl Iterator<Item = Seat> + '_ {
        self.order.iter().copied().filter(|s| !self.seats[s.index()].eliminated)
    }
}
