//! The numbers the seed (and the design pages it names) state, each checked.

mod common;

use common::*;
use statecraft_engine::Seat;
use statecraft_world_empires::Action;
use statecraft_world_empires::model::{Region, data};
use statecraft_world_empires::rules::{epoch_end, scoring, war};
use statecraft_world_empires::state::{Age, Phase};

/// "軍事力の値はダイス一つの目(1〜6)+「+1〜3」の合計値": the highest die plus a bonus of +1 to +3, with the
/// design page's dice chart (0: a flat 1; 1, 2, 3 dice; 4, 5: three dice +1, +2).
#[test]
fn military_is_the_highest_die_plus_one_to_three() {
    assert_eq!(war::dice_for(0), (0, 1));
    assert_eq!(war::dice_for(1), (1, 0));
    assert_eq!(war::dice_for(2), (2, 0));
    assert_eq!(war::dice_for(3), (3, 0));
    assert_eq!(war::dice_for(4), (3, 1));
    assert_eq!(war::dice_for(5), (3, 2));
    assert_eq!(war::dice_for(6), (3, 3));
    assert_eq!(war::result(5, &[2, 6, 4]), 8, "highest die 6 + 2");
    assert_eq!(war::result(0, &[]), 1);
    let mut rng = statecraft_engine::GameRng::seed_from_u64(9);
    for _ in 0..200 {
        let (dice, total) = war::roll(6, &mut rng);
        assert_eq!(dice.len(), 3);
        assert!((4..=9).contains(&total), "1–6 plus 3");
    }
}

/// The nomad vitality table, every row (the published "2 / 4 / 8" row is read as 2 / 4 / 6).
#[test]
fn nomad_vitality_table() {
    for empty in 1..=9u32 {
        let row: Vec<i32> = (1..=3).map(|e| epoch_end::vitality_table(empty, e)).collect();
        let e = empty as i32;
        assert_eq!(row, vec![e, 2 * e, 3 * e], "row {empty}");
    }
    assert_eq!(epoch_end::vitality_table(4, 3), 12);
    assert_eq!(epoch_end::vitality_table(8, 2), 16);
    assert_eq!(epoch_end::vitality_table(9, 3), 27);
}

/// "North Africa has 9 areas, so an empty North Africa gives 9 / 18 / 27."
#[test]
fn an_empty_north_africa_gives_nine_eighteen_twenty_seven() {
    let na = Region::by_id("north_africa").unwrap();
    for (epoch, expected) in [(1u8, 9u8), (2, 18), (3, 27)] {
        let mut s = board(3, epoch);
        assert_eq!(epoch_end::empty_spaces(&s.public, na), 9);
        // The Sea Peoples (modifier +1 in our reading) are North Africa's epoch-I nomads; use a neutral check.
        let table = epoch_end::vitality_table(9, epoch);
        assert_eq!(table, i32::from(expected));
        s.public.nomad_damage = vec![(power("sea_peoples"), 0)];
        assert_eq!(epoch_end::nomad_vitality(&s.public, power("sea_peoples")), expected + 1);
        s.public.age = Some(Age::Storms);
        assert_eq!(
            epoch_end::nomad_vitality(&s.public, power("sea_peoples")),
            (epoch_end::vitality_table(8, epoch) + 1) as u8,
            "Age of Storms: one area fewer"
        );
    }
}

/// A successful attack costs the nomads one space's worth of vitality.
#[test]
fn an_attack_on_nomads_costs_them_one_space() {
    let mut s = board(3, 2);
    s.public.nomad_damage = vec![(power("huns"), 1)];
    let ee = power("huns").info().region;
    let empty = epoch_end::empty_spaces(&s.public, ee) as i32;
    assert_eq!(i32::from(epoch_end::nomad_vitality(&s.public, power("huns"))), (empty - 1) * 2 + 1);
}

/// Trade routes: 3 regions "grass road" 5, 4 "silk road" 10, 5 "sea road" 20, 7 "seven seas" 40.
#[test]
fn trade_route_table() {
    let pts: Vec<i64> = (0..=8).map(scoring::trade_route_points).collect();
    assert_eq!(pts, vec![0, 0, 0, 5, 10, 20, 20, 40, 40]);
}

/// Region bonuses +5 / +5, city 2, great building 10.
#[test]
fn scoring_constants() {
    let r = &data().rules;
    assert_eq!((r.control_bonus, r.complete_control_bonus, r.city_points, r.great_building_points), (5, 5, 2, 10));
    assert_eq!((r.nomad_city_points, r.plunder_points, r.third_draw_cost), (1, 2, 10));
}

/// "森が3つでも良いですし、森と馬と麦でもかまいません": three forests, or forest, horse and grain, make a city.
#[test]
fn a_city_from_three_forests_or_forest_horse_and_grain() {
    let mut s = board(3, 3);
    playing(&mut s, 0, "franks", 5);
    soldiers(&mut s, "gaul", Some(0), "franks", 1);
    soldiers(&mut s, "germania", Some(0), "franks", 1);
    s.public.active.as_mut().unwrap().start = Some(space("gaul"));
    // Gaul 2 + Germania 2 forest chits: three of them build a city.
    act(&mut s, 0, Action::City { space: space("gaul"), forests: 3 });
    let left = s.public.space(space("gaul")).forest + s.public.space(space("germania")).forest;
    assert_eq!(left, 1);
    // Forest, horse and grain.
    let mut t = board(3, 3);
    playing(&mut t, 0, "franks", 5);
    soldiers(&mut t, "gaul", Some(0), "franks", 1);
    t.public.active.as_mut().unwrap().start = Some(space("gaul"));
    t.public.active.as_mut().unwrap().gained = [1, 1, 0, 0, 0, 0];
    assert!(
        statecraft_engine::legal_actions::<statecraft_world_empires::WorldEmpires>(&t, Seat(0))
            .contains(&Action::City { space: space("gaul"), forests: 1 })
    );
    act(&mut t, 0, Action::City { space: space("gaul"), forests: 1 });
    assert_eq!(t.public.space(space("gaul")).cities, 1);
    assert_eq!(t.public.space(space("gaul")).forest, 1);
}

/// "森(2)は林(1)に、林(1)はただの平地": a forest chit goes 2 → 1 → 0.
#[test]
fn forest_two_one_zero() {
    let mut s = board(3, 3);
    playing(&mut s, 0, "franks", 5);
    soldiers(&mut s, "scandinavia", Some(0), "franks", 1);
    s.public.active.as_mut().unwrap().start = Some(space("scandinavia"));
    s.public.active.as_mut().unwrap().gained = [0, 0, 0, 0, 1, 0];
    assert_eq!(s.public.space(space("scandinavia")).forest, 2);
    act(&mut s, 0, Action::City { space: space("scandinavia"), forests: 2 });
    assert_eq!(s.public.space(space("scandinavia")).forest, 0);
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Navy { .. })), "no forest: no navy");
    assert_eq!(s.public.phase, Phase::Expand);
}
