//! Actions (one decision of one seat) and events (what the game log shows). Both speak the board's names:
//! nations by id, regions by id, rondel spaces by name, bonds by their value in M.

use serde::{Deserialize, Serialize};
use statecraft_engine::Seat;

use crate::model::{Nation, Region, Space, Stance, UnitKind};

/// One decision. A maneuver is split into steps (pick an army, then its destination; an entry's stance; each
/// government's answer), so every legal list stays short.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Move the nation's marker to this rondel space.
    Rondel {
        space: Space,
    },
    /// Start a donation of own cash to this nation's treasury (the amount is the next step).
    DonateTo {
        nation: Nation,
    },
    /// Give this many M of own cash to the treasury chosen with [`Action::DonateTo`].
    Donate {
        amount: u16,
    },
    /// Give nothing after all.
    KeepCash,
    /// The Swiss bank owner makes the passing nation stop at the investor space (2010).
    ForceInvestor,
    /// The Swiss bank owner lets the nation pass the investor space (2010).
    AllowPass,
    Build {
        region: Region,
    },
    DeclineFactory,
    /// Switch this factory off for this production.
    SkipFactory {
        region: Region,
    },
    /// Produce at every factory still switched on.
    Produce,
    Import {
        region: Region,
        kind: UnitKind,
    },
    EndImport,
    MoveFleet {
        from: Region,
        to: Region,
    },
    EndFleets,
    /// Pick up an army that has not moved yet; `stance` says which one where the nation has both hostile and
    /// friendly armies in that province.
    SelectArmy {
        from: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stance: Option<Stance>,
    },
    /// Move the picked army; the route (railroad, convoy) is found by the rules.
    MoveArmy {
        from: Region,
        to: Region,
    },
    /// The picked army stays where it is.
    HoldArmy {
        from: Region,
    },
    /// The nation's armies in this foreign home province turn to `to` where they stand.
    ChangeStance {
        region: Region,
        to: Stance,
    },
    /// Three armies destroy the foreign factory here and are removed with it.
    DestroyFactory {
        region: Region,
    },
    EndManeuver,
    /// Entering a foreign home province: no hostility.
    Friendly,
    /// Entering a foreign home province: hostile (blocks its factory and railroad).
    Hostile,
    /// Entering a neutral land, a sea or an own province with foreign units: stay side by side.
    Coexist,
    /// The entering unit battles one unit of this nation and kind.
    Fight {
        nation: Nation,
        kind: UnitKind,
    },
    /// 2010: a unit of `kind` that has not moved battles one of `nation`'s units of kind `against` in
    /// `region`.
    Attack {
        region: Region,
        kind: UnitKind,
        nation: Nation,
        against: UnitKind,
    },
    /// 2010: ask this nation's government next whether it battles the active unit.
    AskDefender {
        nation: Nation,
    },
    /// A defending government lets the active unit be.
    Tolerate,
    /// A defending government battles the active unit with one of its units of this kind.
    Resist {
        kind: UnitKind,
    },
    /// Buy an available bond (draft or investor), named by its value.
    Buy {
        nation: Nation,
        value: u16,
    },
    /// Return the bond worth `give` and take the available bond worth `take` of the same nation, paying the
    /// difference.
    TradeUp {
        nation: Nation,
        give: u16,
        take: u16,
    },
    Pass,
}

/// Something that happened. No event carries a player's cash balance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    DraftPassed {
        seat: Seat,
        nation: Nation,
    },
    DraftRestarted,
    Donated {
        seat: Seat,
        nation: Nation,
        amount: u16,
    },
    RondelMoved {
        nation: Nation,
        space: Space,
        cost: u16,
    },
    Forced {
        seat: Seat,
        nation: Nation,
    },
    FactoryBuilt {
        nation: Nation,
        region: Region,
    },
    FactoryDeclined {
        nation: Nation,
    },
    Produced {
        nation: Nation,
        region: Region,
        kind: UnitKind,
    },
    Imported {
        nation: Nation,
        region: Region,
        kind: UnitKind,
    },
    Moved {
        nation: Nation,
        kind: UnitKind,
        from: Region,
        to: Region,
    },
    Stance {
        nation: Nation,
        region: Region,
        stance: Stance,
    },
    Battle {
        region: Region,
        nation: Nation,
        kind: UnitKind,
        against: Nation,
        against_kind: UnitKind,
    },
    Tolerated {
        nation: Nation,
        region: Region,
    },
    FactoryDestroyed {
        nation: Nation,
        region: Region,
        by: Nation,
    },
    FlagPlaced {
        nation: Nation,
        region: Region,
        replaced: Option<Nation>,
    },
    Interest {
        nation: Nation,
        seat: Seat,
        amount: u16,
    },
    GovernmentPaid {
        nation: Nation,
        seat: Seat,
        amount: u16,
    },
    InvestorBonus {
        seat: Seat,
        amount: u16,
    },
    BondBought {
        seat: Seat,
        nation: Nation,
        value: u16,
        returned: Option<u16>,
    },
    InvestPassed {
        seat: Seat,
    },
    GovernmentChanged {
        nation: Nation,
        from: Option<Seat>,
        to: Seat,
    },
    TakeoverPayment {
        from: Seat,
        to: Seat,
        amount: u16,
    },
    /// `power` points gained, `total` the nation's power points after them.
    Taxed {
        nation: Nation,
        income: u8,
        chart_from: u8,
        chart_to: u8,
        bonus: u16,
        power: u8,
        total: u8,
        treasury: u8,
    },
    InvestorCardPassed {
        seat: Seat,
    },
    GameOver,
}
