//! Factory: the nation builds one factory (5M from its treasury) on a free site of its own home provinces
//! without hostile armies; the site decides whether it is an armaments factory or a shipyard.

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::{MAP, RULES, Region, RegionSet};
use crate::state::{Board, State};

/// Own home provinces without a factory and without hostile armies.
pub fn sites(b: &Board) -> RegionSet {
    MAP.home[b.active.idx()].minus(b.factories).filter(|r| !b.blocked(r))
}

pub fn check_build(b: &Board, region: Region) -> Result<(), Refusal> {
    let treasury = b.nations[b.active].treasury;
    if !MAP.home[b.active.idx()].contains(region) {
        Err(Refusal::NotOwnHome { region })
    } else if b.factories.contains(region) {
        Err(Refusal::HasFactory { region })
    } else if b.blocked(region) {
        Err(Refusal::HostileArmyIn { region })
    } else if treasury < RULES.costs.factory {
        Err(Refusal::FactoryCost { treasury })
    } else {
        Ok(())
    }
}

pub fn legal(b: &Board, out: &mut Vec<Action>) {
    out.extend(sites(b).iter().filter(|r| check_build(b, *r).is_ok()).map(|region| Action::Build { region }));
    out.push(Action::DeclineFactory);
}

pub fn build(s: &mut State, region: Region, ev: &mut Vec<Event>) {
    let b = &mut s.board;
    b.nations[b.active].treasury -= RULES.costs.factory;
    b.factories.insert(region);
    ev.push(Event::FactoryBuilt { nation: b.active, region });
}
