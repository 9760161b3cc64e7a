//! Scoring after each player's expansion (seed: "採点"). Every piece of the player's colour counts, earlier
//! empires included: the points of the spaces it controls, +5 for a region whose point spaces it all controls,
//! +5 more when no other power stands in that region, 2 per city and 10 per great building in its spaces, and
//! the best trade route of one of its empires (trade spaces in 3/4/5/7 regions: 5/10/20/40).

use statecraft_engine::Seat;

use crate::model::{Region, Resource, Space, data};
use crate::rules::expansion::holds;
use crate::state::{Public, ScoreSheet};

/// Trade-route points for trade spaces held in `regions` regions.
pub fn trade_route_points(regions: u32) -> i64 {
    data().rules.trade_routes.iter().filter(|(n, _)| regions >= *n).map(|(_, pts)| *pts).max().unwrap_or(0)
}

/// Regions in which one of `seat`'s powers holds a trade space, for its best power.
pub fn best_trade_regions(p: &Public, seat: Seat) -> u32 {
    let mut best = 0;
    for &power in &p.history[seat.index()] {
        let mut mask = 0u32;
        for s in Space::land() {
            let info = s.info();
            if info.has(Resource::Trade) && holds(p.space(s), Some(seat), power) {
                mask |= 1 << info.region.map_or(0, |r| r.0);
            }
        }
        best = best.max(mask.count_ones());
    }
    best
}

/// What `seat` scores if scored now.
pub fn sheet(p: &Public, seat: Seat) -> ScoreSheet {
    let rules = &data().rules;
    let mut sh = ScoreSheet::default();
    for s in Space::land() {
        let ss = p.space(s);
        if ss.controlled_by(seat) {
            sh.spaces += s.info().points;
            sh.cities += rules.city_points * i64::from(ss.cities);
            sh.great_buildings += rules.great_building_points * i64::from(ss.great_buildings);
        }
    }
    for r in Region::all() {
        let info = r.info();
        if info.scoring.is_empty() || !info.scoring.iter().all(|s| p.space(s).controlled_by(seat)) {
            continue;
        }
        sh.control += rules.control_bonus;
        let alone = info.spaces.iter().all(|s| {
            let ss = p.space(s);
            ss.soldiers.iter().chain(&ss.merchants).all(|x| x.seat == Some(seat))
        });
        if alone {
            sh.complete_control += rules.complete_control_bonus;
        }
    }
    sh.trade_route = trade_route_points(best_trade_regions(p, seat));
    sh.total = sh.spaces + sh.control + sh.complete_control + sh.cities + sh.great_buildings + sh.trade_route;
    sh
}
