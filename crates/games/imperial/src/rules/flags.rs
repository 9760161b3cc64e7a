//! Flags: at the end of a maneuver the nation puts its flag in every neutral land and sea where it alone has
//! units (replacing another nation's flag), as long as it has flags left. A flag stays until another nation
//! alone occupies the region. 2010 (rulebook p. 10): a nation left alone in a region by a battle takes the flag
//! at once, even when it is not the one maneuvering.

use crate::action::Event;
use crate::model::{MAP, Nation, Region, Ruleset};
use crate::state::Board;

/// Puts `nation`'s flag in `region` if it may hold one there now (it has `left` flags in supply); returns
/// whether it did.
fn claim(b: &mut Board, region: Region, nation: Nation, left: u8, ev: &mut Vec<Event>) -> bool {
    let cell = &b.cells[region];
    if left == 0
        || !MAP.flaggable.contains(region)
        || !cell.present(nation)
        || cell.flag == Some(nation)
        || b.foreign_units(region, nation)
    {
        return false;
    }
    let replaced = cell.flag;
    b.cells[region].flag = Some(nation);
    ev.push(Event::FlagPlaced { nation, region, replaced });
    true
}

/// End of the maneuver: the active nation's flags.
pub fn end_of_maneuver(b: &mut Board, ev: &mut Vec<Event>) {
    let n = b.active;
    let mut left = b.flags_left(n);
    for region in MAP.flaggable.iter() {
        if claim(b, region, n, left, ev) {
            left -= 1;
        }
    }
}

/// After a battle in `region`: in 2010 another nation left alone there takes the flag at once.
pub fn after_battle(b: &mut Board, region: Region, ev: &mut Vec<Event>) {
    if b.ruleset != Ruleset::Y2010 {
        return;
    }
    let mut present = Nation::ALL.into_iter().filter(|&m| b.cells[region].present(m));
    if let (Some(alone), None) = (present.next(), present.next())
        && alone != b.active
    {
        let left = b.flags_left(alone);
        claim(b, region, alone, left, ev);
    }
}
