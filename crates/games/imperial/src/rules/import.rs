//! Import: up to three units at 1M each from the treasury, armies into any own home province and fleets into
//! any own port, never where hostile armies stand; several may go to one place.

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::{MAP, RULES, Region, UnitKind};
use crate::state::{Board, State};

pub fn check(b: &Board, region: Region, kind: UnitKind) -> Result<(), Refusal> {
    check_with_supply(b, region, kind, b.supply_left(b.active, kind))
}

/// [`check`], with the units of `kind` left in supply already counted.
fn check_with_supply(b: &Board, region: Region, kind: UnitKind, supply: u8) -> Result<(), Refusal> {
    let n = b.active;
    if !MAP.home[n.idx()].contains(region) {
        Err(Refusal::NotOwnHome { region })
    } else if b.blocked(region) {
        Err(Refusal::HostileArmyIn { region })
    } else if kind == UnitKind::Fleet && !MAP.ports.contains(region) {
        Err(Refusal::NoPort { region })
    } else if supply == 0 {
        Err(Refusal::NoSupply { kind })
    } else if b.nations[n].treasury < RULES.costs.import_unit {
        Err(Refusal::TreasuryEmpty)
    } else {
        Ok(())
    }
}

/// Whether the nation could import anything at all, money aside (public: no cash involved).
pub fn possible(b: &Board) -> bool {
    let n = b.active;
    MAP.home[n.idx()].iter().any(|r| {
        !b.blocked(r)
            && (b.supply_left(n, UnitKind::Army) > 0
                || (MAP.ports.contains(r) && b.supply_left(n, UnitKind::Fleet) > 0))
    })
}

pub fn legal(b: &Board, out: &mut Vec<Action>) {
    let supply = UnitKind::ALL.map(|kind| b.supply_left(b.active, kind));
    for region in MAP.home[b.active.idx()].iter() {
        for (kind, left) in UnitKind::ALL.into_iter().zip(supply) {
            if check_with_supply(b, region, kind, left).is_ok() {
                out.push(Action::Import { region, kind });
            }
        }
    }
    out.push(Action::EndImport);
}

pub fn import(s: &mut State, region: Region, kind: UnitKind, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let n = b.active;
    b.nations[n].treasury -= RULES.costs.import_unit;
    let cell = &mut b.cells[region];
    match kind {
        UnitKind::Army => cell.armies[n] += 1,
        UnitKind::Fleet => cell.fleets[n] += 1,
    }
    ev.push(Event::Imported { nation: n, region, kind });
}
