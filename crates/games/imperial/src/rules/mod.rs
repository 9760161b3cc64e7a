//! The rules, one module per section of the rulebook, and [`flow`], which decides what comes next and calls
//! them. This module answers the two questions every step asks: who decides ([`to_act`]), and which actions
//! are legal ([`legal`]) or why one is not ([`check`]). Both of the latter go through the same check
//! function of each section, so the legal list and the refusal texts cannot disagree.

pub mod bonds;
pub mod donation;
pub mod factory;
pub mod flags;
pub mod flow;
pub mod import;
pub mod investor;
pub mod maneuver;
pub mod production;
pub mod rondel;
pub mod scoring;
pub mod setup;
pub mod taxation;

use statecraft_engine::{Seat, ToAct};

use crate::action::Action;
use crate::model::{Nation, Region, Stance, UnitKind};
use crate::state::{Board, Phase, State};

/// Why an action is not allowed now; `text::refusal` puts it in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotYourDecision,
    /// The action belongs to another step of the turn.
    WrongStep,
    GameOver,
    RondelDistance,
    RondelCost {
        cost: u16,
        from_treasury: bool,
        have: u16,
    },
    InterestUnpaid {
        short: u16,
        cash: u16,
    },
    NoCashToGive,
    DonationAmount {
        cash: u16,
    },
    NoDonationHere,
    FactoryCost {
        treasury: u16,
    },
    NotOwnHome {
        region: Region,
    },
    HasFactory {
        region: Region,
    },
    HostileArmyIn {
        region: Region,
    },
    NoWorkingFactory {
        region: Region,
    },
    TreasuryEmpty,
    NoPort {
        region: Region,
    },
    NoSupply {
        kind: UnitKind,
    },
    NoUnmovedFleet {
        region: Region,
    },
    PortOnlyToItsSea {
        region: Region,
    },
    NotAdjacentSea {
        from: Region,
        to: Region,
    },
    NoUnmovedArmy {
        region: Region,
        stance: Option<Stance>,
    },
    /// The army must be named as hostile or friendly, since both stand there.
    StanceNeeded {
        region: Region,
    },
    /// All the nation's armies there have one stance: no stance is named.
    OneKindOfArmy {
        region: Region,
    },
    NotTheSelectedArmy {
        selected: Region,
    },
    Unreachable {
        from: Region,
        to: Region,
    },
    NotForeignHome {
        region: Region,
    },
    NoArmyToTurn {
        region: Region,
        to: Stance,
    },
    StanceAlreadySet {
        region: Region,
    },
    HostileForbidden {
        region: Region,
    },
    DestroyNeedsArmies {
        region: Region,
        needed: u8,
    },
    DestroyDefended {
        region: Region,
    },
    NoForeignFactory {
        region: Region,
    },
    LastFactory {
        region: Region,
    },
    OnlyWorkingFactory {
        region: Region,
    },
    FriendlyOnlyInForeignHome,
    StanceNeededInForeignHome,
    NoOpponent,
    Only2010,
    NotADefender {
        nation: Nation,
    },
    NoSuchBond {
        value: u16,
    },
    BondTaken {
        nation: Nation,
        value: u16,
    },
    DraftIsFor {
        nation: Nation,
    },
    TradeUpOnly {
        nation: Nation,
    },
    CannotAfford {
        price: u16,
        cash: u16,
    },
}

/// The seat that decides now, if the game is not over.
pub fn acting_seat(b: &Board) -> Option<Seat> {
    match b.phase {
        Phase::Draft { seat, .. } | Phase::Veto { seat, .. } => Some(seat),
        Phase::Defence { nation, .. } => b.gov(nation),
        Phase::Invest { order, pos } => order.get(pos),
        Phase::Over => None,
        _ => b.gov(b.active),
    }
}

pub fn to_act(s: &State) -> ToAct {
    match acting_seat(&s.board) {
        Some(seat) => ToAct::one(seat),
        None => ToAct::Over { outcome: scoring::outcome(s) },
    }
}

/// Every legal action of `seat`, in a stable order.
pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let b = &s.board;
    if acting_seat(b) != Some(seat) {
        return;
    }
    if b.donating.is_some() {
        return donation::legal_amounts(s, seat, out);
    }
    match b.phase {
        Phase::Draft { nation, .. } => bonds::legal(s, seat, Some(nation), out),
        Phase::Invest { .. } => bonds::legal(s, seat, None, out),
        Phase::Rondel => rondel::legal(s, out),
        Phase::Veto { .. } => out.extend([Action::AllowPass, Action::ForceInvestor]),
        Phase::Factory => factory::legal(b, out),
        Phase::Production { skipped } => production::legal(b, skipped, out),
        Phase::Import { .. } => import::legal(b, out),
        Phase::Fleets => maneuver::legal_fleets(b, out),
        Phase::Armies => maneuver::legal_armies(b, out),
        Phase::ArmyDest { from, .. } => maneuver::legal_destinations(b, from, out),
        Phase::Entry { region, kind } => maneuver::legal_entry(b, region, kind, out),
        Phase::ChooseDefender { region, kind, asked, .. } => maneuver::legal_ask(b, region, kind, asked, out),
        Phase::Defence { region, kind, nation, .. } => maneuver::legal_defence(b, region, kind, nation, out),
        Phase::Over => {}
    }
    donation::legal_open(s, seat, out);
}

/// Whether `seat` may take `action` now, and if not, why.
pub fn check(s: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
    let b = &s.board;
    if b.phase == Phase::Over {
        return Err(Refusal::GameOver);
    }
    if acting_seat(b) != Some(seat) {
        return Err(Refusal::NotYourDecision);
    }
    use Action as A;
    if b.donating.is_some() {
        return match *action {
            A::Donate { amount } => donation::check_amount(s, seat, amount),
            A::KeepCash => Ok(()),
            _ => Err(Refusal::WrongStep),
        };
    }
    if let A::DonateTo { .. } = action {
        return donation::check_open(s, seat);
    }
    match (b.phase, action) {
        (Phase::Draft { nation, .. }, A::Buy { nation: n, value }) => {
            if *n != nation {
                return Err(Refusal::DraftIsFor { nation });
            }
            bonds::check_buy(s, seat, *n, *value)
        }
        (Phase::Draft { .. } | Phase::Invest { .. }, A::Pass) => Ok(()),
        (Phase::Invest { .. }, A::Buy { nation, value }) => bonds::check_buy(s, seat, *nation, *value),
        (Phase::Invest { .. }, A::TradeUp { nation, give, take }) => bonds::check_trade(s, seat, *nation, *give, *take),
        (Phase::Rondel, A::Rondel { space }) => rondel::check(s, *space),
        (Phase::Veto { .. }, A::AllowPass | A::ForceInvestor) => Ok(()),
        (Phase::Factory, A::Build { region }) => factory::check_build(b, *region),
        (Phase::Factory, A::DeclineFactory) => Ok(()),
        (Phase::Production { skipped }, A::SkipFactory { region }) => production::check_skip(b, skipped, *region),
        (Phase::Production { .. }, A::Produce) => Ok(()),
        (Phase::Import { .. }, A::Import { region, kind }) => import::check(b, *region, *kind),
        (Phase::Import { .. }, A::EndImport) => Ok(()),
        (Phase::Fleets, A::MoveFleet { from, to }) => maneuver::check_move_fleet(b, *from, *to),
        (Phase::Fleets, A::EndFleets) | (Phase::Armies, A::EndManeuver) => Ok(()),
        (Phase::Fleets, A::Attack { region, kind: UnitKind::Fleet, nation, against })
        | (Phase::Armies, A::Attack { region, kind: UnitKind::Army, nation, against }) => {
            let kind = if b.phase == Phase::Fleets { UnitKind::Fleet } else { UnitKind::Army };
            maneuver::check_attack(b, *region, kind, *nation, *against)
        }
        (Phase::Armies, A::SelectArmy { from, stance }) => maneuver::check_select(b, *from, *stance),
        (Phase::Armies, A::ChangeStance { region, to }) => maneuver::check_change_stance(b, *region, *to),
        (Phase::Armies, A::DestroyFactory { region }) => maneuver::check_destroy(b, *region),
        (Phase::ArmyDest { from: selected, .. }, A::MoveArmy { from, to }) => {
            if *from != selected {
                return Err(Refusal::NotTheSelectedArmy { selected });
            }
            maneuver::check_move_army(b, *from, *to)
        }
        (Phase::ArmyDest { from: selected, .. }, A::HoldArmy { from }) => {
            if *from != selected {
                return Err(Refusal::NotTheSelectedArmy { selected });
            }
            Ok(())
        }
        (Phase::Entry { region, kind }, A::Friendly | A::Hostile | A::Coexist) => {
            maneuver::check_stance(b, region, kind, action)
        }
        (Phase::Entry { region, kind }, A::Fight { nation, kind: theirs }) => {
            maneuver::check_opponent(b, region, kind, *nation, *theirs)
        }
        (Phase::ChooseDefender { region, kind, asked, .. }, A::AskDefender { nation }) => {
            maneuver::check_ask(b, region, kind, asked, *nation)
        }
        (Phase::Defence { .. }, A::Tolerate) => Ok(()),
        (Phase::Defence { region, kind, nation, .. }, A::Resist { kind: theirs }) => {
            maneuver::check_opponent(b, region, kind, nation, *theirs)
        }
        _ => Err(Refusal::WrongStep),
    }
}
