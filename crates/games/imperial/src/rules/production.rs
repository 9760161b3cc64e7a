//! Production: every working factory of the nation (none with hostile armies in its province) produces one
//! unit for free, an army at an armaments factory, a fleet in the port of a shipyard, while the supply lasts.
//! The government may switch factories off first.

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::{Region, RegionSet, Site, UnitKind};
use crate::state::{Board, State};

/// Working factories not switched off.
pub fn producing(b: &Board, skipped: RegionSet) -> RegionSet {
    b.working_factories(b.active).minus(skipped)
}

pub fn check_skip(b: &Board, skipped: RegionSet, region: Region) -> Result<(), Refusal> {
    if producing(b, skipped).contains(region) { Ok(()) } else { Err(Refusal::NoWorkingFactory { region }) }
}

pub fn legal(b: &Board, skipped: RegionSet, out: &mut Vec<Action>) {
    out.extend(producing(b, skipped).iter().map(|region| Action::SkipFactory { region }));
    out.push(Action::Produce);
}

pub fn produce(s: &mut State, skipped: RegionSet, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    let n = b.active;
    for region in producing(b, skipped).iter() {
        let kind = match region.info().site {
            Some(Site::Shipyard) => UnitKind::Fleet,
            _ => UnitKind::Army,
        };
        if b.supply_left(n, kind) > 0 {
            let cell = &mut b.cells[region];
            match kind {
                UnitKind::Army => cell.armies[n] += 1,
                UnitKind::Fleet => cell.fleets[n] += 1,
            }
            ev.push(Event::Produced { nation: n, region, kind });
        }
    }
}
