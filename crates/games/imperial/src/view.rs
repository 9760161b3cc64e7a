//! What one seat (or a spectator) may know: the whole public board, its own cash only, and every number the
//! screen shows, computed here so that the browser only draws: units left in supply, flags left, power factors,
//! tax revenue, rondel costs, bond prices and interest, what each player holds and would score now.

use rand::Rng;
use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::action::Action;
use crate::model::{Bond, Nation, PowerBand, RULES, Ruleset, Space, TaxStep, UnitKind};
use crate::rules::{bonds, rondel, scoring};
use crate::state::{Board, PerNation, Phase, State};

/// The numbers of one nation the screen shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NationFacts {
    pub power_factor: u8,
    pub flags_left: u8,
    pub armies_left: u8,
    pub fleets_left: u8,
    /// What a taxation would bring now (2M per working factory, 1M per flag).
    pub income: u8,
}

/// One rondel space the active nation may move to, and what it costs (from the treasury in the classic game,
/// from the government's cash in 2010's: the prompt says which). Only what the dial shows, since every
/// choice of a space resends the list to every viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reachable {
    pub space: Space,
    pub cost: u16,
}

/// The rondel as the screen draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RondelFacts {
    /// The spaces, clockwise.
    pub spaces: Vec<Space>,
    pub free_steps: u8,
    pub cost_per_extra_step: u16,
    /// While the active nation chooses its space: where it may go and at what cost.
    pub reach: Vec<Reachable>,
}

/// One player's holdings, as everyone may see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerFacts {
    pub seat: Seat,
    /// M invested in each nation (the sum of the bonds held).
    pub invested: PerNation<u16>,
    /// Interest each nation owes this player at its investor space.
    pub interest: PerNation<u16>,
    /// Points the bonds would score now.
    pub bond_points: i64,
    /// The whole score now (bonds plus cash), where the viewer may know the cash.
    pub score: Option<i64>,
    pub investor_card: bool,
    /// 2010: governs no nation, so may invest in every investor turn and stop a nation passing Investor.
    pub swiss_bank: bool,
}

/// What one seat (or a spectator) may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub board: Board,
    /// Cash per seat; `None` where it is hidden from the viewer.
    pub cash: Vec<Option<u16>>,
    /// Which values this view leaves out.
    pub hidden: Vec<String>,
    pub nations: PerNation<NationFacts>,
    pub players: Vec<PlayerFacts>,
    pub rondel: RondelFacts,
    /// The bonds of each nation in this ruleset: value and interest.
    pub bonds: Vec<Bond>,
    pub power_bands: Vec<PowerBand>,
    /// Power points that end the game.
    pub power_end: u8,
    pub tax_chart: Vec<TaxStep>,
    pub factory_cost: u16,
    pub import_cost: u16,
}

fn nation_facts(b: &Board, n: Nation) -> NationFacts {
    NationFacts {
        power_factor: RULES.power_factor(b.nations[n].power),
        flags_left: b.flags_left(n),
        armies_left: b.supply_left(n, UnitKind::Army),
        fleets_left: b.supply_left(n, UnitKind::Fleet),
        income: b.income(n),
    }
}

fn player_facts(s: &State, seat: Seat, viewer: Option<Seat>) -> PlayerFacts {
    let b = &s.board;
    let mut invested = PerNation([0; 6]);
    let mut interest = PerNation([0; 6]);
    for n in Nation::ALL {
        invested[n] = b.invested(seat, n);
        interest[n] = b.nations[n].bonds.held_by(seat).map(|k| b.bond_interest(k)).sum();
    }
    let bond_points = scoring::bond_points(b, seat);
    PlayerFacts {
        seat,
        invested,
        interest,
        bond_points,
        score: (viewer == Some(seat) || b.phase == Phase::Over).then(|| bond_points + s.cash[seat.index()] as i64),
        investor_card: b.investor_card == seat,
        swiss_bank: b.ruleset == Ruleset::Y2010 && !b.governs_any(seat),
    }
}

fn rondel_facts(b: &Board) -> RondelFacts {
    let reach = if b.phase == Phase::Rondel && b.donating.is_none() {
        rondel::reachable(b).map(|space| Reachable { space, cost: rondel::cost(b, space) }).collect()
    } else {
        Vec::new()
    };
    RondelFacts {
        spaces: Space::ALL.to_vec(),
        free_steps: RULES.rondel.free_steps,
        cost_per_extra_step: RULES.rondel.cost_per_extra_step,
        reach,
    }
}

pub fn view(s: &State, seat: Option<Seat>) -> View {
    let b = &s.board;
    let players = b.players as usize;
    View {
        seat,
        board: b.clone(),
        // At the end the cash is counted in the open: the final scores are bonds plus cash.
        cash: (0..players)
            .map(|p| (seat.map(Seat::index) == Some(p) || b.phase == Phase::Over).then_some(s.cash[p]))
            .collect(),
        hidden: if b.phase == Phase::Over { Vec::new() } else { vec!["cash of the other players".into()] },
        nations: PerNation(Nation::ALL.map(|n| nation_facts(b, n))),
        players: Seat::all(players).map(|p| player_facts(s, p, seat)).collect(),
        rondel: rondel_facts(b),
        bonds: b.ruleset.bonds().to_vec(),
        power_bands: RULES.power.bands.clone(),
        power_end: RULES.power.end,
        tax_chart: RULES.tax_chart.clone(),
        factory_cost: RULES.costs.factory,
        import_cost: RULES.costs.import_unit,
    }
}

/// What an action costs in M: a rondel move beyond the free spaces, a factory, an imported unit (from the
/// treasury), a bond, a trade-up or a donation (from the player's cash).
pub fn cost(b: &Board, action: &Action) -> Option<u16> {
    let cost = match *action {
        Action::Rondel { space } => rondel::cost(b, space),
        Action::Build { .. } => RULES.costs.factory,
        Action::Import { .. } => RULES.costs.import_unit,
        Action::Donate { amount } => amount,
        Action::Buy { .. } | Action::TradeUp { .. } => bonds::price(action)?,
        _ => 0,
    };
    (cost > 0).then_some(cost)
}

/// A full state consistent with `view`: the other players' cash is drawn at random (what a player typically
/// holds between investor turns).
pub fn determinize(view: &View, _seat: Seat, rng: &mut GameRng) -> State {
    let mut cash = [0u16; 6];
    for (p, c) in view.cash.iter().enumerate() {
        cash[p] = c.unwrap_or_else(|| rng.random_range(2..=20));
    }
    State { board: view.board.clone(), cash, rng: GameRng::seed_from_u64(rng.random()) }
}
