//! The full state of a game. [`Public`] is everything every seat may see; the hands, the deck order and the
//! random generator are kept beside it in [`State`] and never leave the server except through `view`.

use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::model::{CardId, Faction, Province, Region, data};

/// 1–3 blocks of one faction under one player's control token.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    pub owner: Seat,
    pub faction: Faction,
    pub blocks: u8,
}

/// Where the turn is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// Turns 2–4: the active player discards any cards (`drawing` false), then fills the hand to seven.
    Refresh {
        drawing: bool,
    },
    /// Action rounds.
    Actions,
    /// Turns 2–4: who leads the army.
    Battle,
    /// Provincial elections; `next` is the province being resolved.
    Election {
        next: Province,
    },
    /// The new government and opposition.
    Government,
    /// Victory points for the government and the opposition.
    Scoring {
        step: ScoreStep,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "award", rename_all = "snake_case")]
pub enum ScoreStep {
    /// Most votes of the government's colour: 5 VP.
    GovernmentFirst,
    /// Second most votes of the government's colour: 2 VP.
    GovernmentSecond { group: Vec<Seat> },
    /// Most votes of the opposition's colour: 3 VP.
    Opposition,
}

/// What a tie is about: this decides which display cards may be promoted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "about", rename_all = "snake_case")]
pub enum ContestKind {
    /// Equal tokens in the battle box: generals.
    Battle,
    /// Equal highest stacks in a province: cards of each player's own stack colour.
    Province { province: Province },
    /// Factions level on the election track: cards of any of them, by every player.
    Government { factions: Vec<Faction> },
    /// Players level for a VP award: cards of the award's faction.
    Award { faction: Faction },
}

/// A tie being broken by promoting display cards, one seat after the other in player order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contest {
    pub kind: ContestKind,
    /// The seats that may promote, in player order.
    pub seats: Vec<Seat>,
    /// Index into `seats` of the seat to decide.
    pub next: usize,
    /// This round's promotions.
    pub promoted: Vec<(Seat, CardId)>,
}

/// How a tie came out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Settled {
    Seat { seat: Seat },
    Faction { faction: Faction },
    Unbroken,
}

/// The blocks still to be placed for the card being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    pub card: CardId,
    pub faction: Faction,
    /// The region the blocks go to; `None` for a club played first (any province).
    pub region: Option<Region>,
    pub left: u8,
}

/// What the active player has done so far in this action.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Doing {
    pub special_used: bool,
    /// Club and personality cards played (0–2).
    pub played: u8,
    /// The first card was of value 1 and placed blocks: the region of its first block (for a second card).
    pub value_one_region: Option<Region>,
    pub placing: Option<Placing>,
    /// Cards discarded before taking one (two are owed at nine cards or more).
    pub discarded: u8,
    pub taken: u8,
    /// The first card taken was a face-up card of value 1 (a second one may follow).
    pub took_value_one: bool,
}

impl Doing {
    pub fn started(&self) -> bool {
        self.special_used || self.played > 0 || self.discarded > 0 || self.taken > 0
    }
}

/// How the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// After turn 4: victory points.
    Turns,
    /// Red won 17+ votes: red points.
    RadicalLandslide,
    /// White controls 7+ fleur-de-lis provinces (defeats count): white points.
    CounterRevolution,
}

/// What a province's vote gave, for the election shown province by province.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvinceResult {
    pub province: Province,
    pub winner: Option<Seat>,
    pub faction: Option<Faction>,
    pub votes: u8,
    pub tie: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    pub players: usize,
    pub first_edition: bool,
    pub turn: u8,
    pub stage: Stage,
    /// Player order for this turn.
    pub order: Vec<Seat>,
    /// Index into `order` of the seat acting (refresh and action rounds).
    pub active: usize,
    pub vp: Vec<i64>,
    pub face_up: Vec<CardId>,
    pub discard: Vec<CardId>,
    /// Cards returned to the box (guillotined or dissolved).
    pub boxed: Vec<CardId>,
    /// Whether the deck is a reshuffled mix of A and B cards.
    pub mixed: bool,
    /// Blocks in each faction's supply (blue, white, red).
    pub supply: [u8; 3],
    /// Blocks set aside under turn 2 of the turn track.
    pub reserve: [u8; 3],
    /// Stacks per province, by province index.
    pub provinces: Vec<Vec<Stack>>,
    pub displays: Vec<Vec<CardId>>,
    /// Control tokens in the battle box per seat.
    pub battle_box: Vec<u8>,
    /// Battles lost (each counts as a province controlled by the royalists).
    pub defeats: u8,
    /// White blocks owed to the battle track (none were in supply at the defeat).
    pub defeat_blocks_owed: u8,
    pub presence: Vec<bool>,
    pub government: Option<Faction>,
    pub opposition: Option<Faction>,
    /// Election track (blue, white, red).
    pub votes: [u8; 3],
    /// Votes (blocks) each seat holds during the election, by faction.
    pub held: Vec<[u8; 3]>,
    /// This turn's provincial results, in order.
    pub results: Vec<ProvinceResult>,
    pub doing: Doing,
    /// A supply ran out this turn: the action phase ends with the round.
    pub exhausted: bool,
    /// Actions in a row that were passes (all seats passing a whole round ends the action phase).
    pub passes: usize,
    pub contest: Option<Contest>,
    pub settled: Option<Settled>,
    pub end: Option<End>,
    /// Final scores by the count of the end (VP, red points or white points) and the winners.
    pub final_scores: Vec<i64>,
    pub winners: Vec<Seat>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub public: Public,
    pub hands: Vec<Vec<CardId>>,
    /// The draw pile; the top card is the last one.
    pub deck: Vec<CardId>,
    pub rng: GameRng,
}

impl Public {
    pub fn stacks(&self, p: Province) -> &[Stack] {
        &self.provinces[p.index()]
    }
    pub fn stack_of(&self, p: Province, seat: Seat) -> Option<&Stack> {
        self.provinces[p.index()].iter().find(|s| s.owner == seat)
    }
    /// The seat acting in the refresh or action rounds.
    pub fn current(&self) -> Seat {
        self.order[self.active]
    }
    /// Control tokens not on the board, in the battle box or in the presence box (two stay on the tracks).
    pub fn free_tokens(&self, seat: Seat) -> u8 {
        let d = data();
        let stacks = self.provinces.iter().flatten().filter(|s| s.owner == seat).count() as u8;
        let used = d.tokens_on_tracks + stacks + self.battle_box[seat.index()] + u8::from(self.presence[seat.index()]);
        d.tokens_per_player.saturating_sub(used)
    }
    /// The stack higher than every other stack in the province, if any.
    pub fn controller(&self, p: Province) -> Option<&Stack> {
        let stacks = self.stacks(p);
        let top = stacks.iter().max_by_key(|s| s.blocks)?;
        (stacks.iter().filter(|s| s.blocks == top.blocks).count() == 1).then_some(top)
    }
    /// Fleur-de-lis provinces controlled by a white stack, plus defeats.
    pub fn royalist_count(&self) -> usize {
        let held = Province::all()
            .filter(|p| p.info().fleur_de_lis && self.controller(*p).is_some_and(|s| s.faction == Faction::White))
            .count();
        held + self.defeats as usize
    }
    /// Whether `seat`'s display has room for one more card (`extra`, which counts for the sans-culotte).
    pub fn display_room(&self, seat: Seat, extra: Option<CardId>) -> bool {
        let d = data();
        let shown = &self.displays[seat.index()];
        let sans = shown.iter().chain(extra.iter()).any(|c| c.card().sans_culotte);
        shown.len() < if sans { d.display_sans_culotte } else { d.display }
    }
}
