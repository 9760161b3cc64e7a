//! A test per rule of the seed, positive and negative.

mod common;

use common::*;
use statecraft_engine::{ActError, Game, Seat, state_hash};
use statecraft_world_empires::model::{Effect, Power, PowerKind, Region, Resource, Space, data};
use statecraft_world_empires::rules::{epoch_end, scoring, war};
use statecraft_world_empires::state::{Age, Capital, Phase};
use statecraft_world_empires::{Action, Event, WorldEmpires};

#[test]
fn data_is_whole() {
    let d = data();
    for s in Space::land() {
        let info = s.info();
        assert!(!info.adj.is_empty() || !info.waters.is_empty(), "{} has no neighbour", info.id);
        for n in info.adj.iter() {
            assert!(n.info().adj.contains(s), "{} - {} one way only", info.id, n.info().id);
        }
    }
    // Every land space can be reached from every other by land and sea.
    let mut seen = statecraft_world_empires::model::SpaceSet::EMPTY;
    let mut stack = vec![Space(0)];
    while let Some(s) = stack.pop() {
        if seen.contains(s) {
            continue;
        }
        seen.insert(s);
        stack.extend(s.info().adj.iter().chain(s.info().waters.iter()));
    }
    assert_eq!(seen.len() as usize, d.spaces.len(), "the map is connected");
    let na = Region::by_id("north_africa").unwrap();
    assert_eq!(na.info().spaces.len(), 9, "North Africa has 9 spaces (seed)");
    for epoch in 1..=5 {
        let empires = Power::of(PowerKind::Empire, epoch);
        assert_eq!(empires.len(), 8, "epoch {epoch} has 8 empires");
        let mut orders: Vec<u8> = empires.iter().map(|p| p.info().order).collect();
        orders.sort();
        assert_eq!(orders, (1..=8).collect::<Vec<u8>>());
        assert_eq!(Power::of(PowerKind::Nomad, epoch).len(), 4, "epoch {epoch} has 4 nomads");
        for p in empires {
            let i = p.info();
            assert!((0..=6).contains(&i.military) && (0..=6).contains(&i.commerce), "{}: strengths 0–6", i.id);
        }
    }
    for c in statecraft_world_empires::model::Card::all() {
        assert!(Effect::of(c.id()).is_some(), "{} has an effect", c.id());
    }
    for p in Power::all() {
        assert!(!p.info().region.info().spaces.is_empty());
    }
    assert_eq!(d.rules.nomad_multiplier.len(), 5);
}

#[test]
fn epoch_one_plays_in_the_order_printed_on_the_cards() {
    let mut order = Power::of(PowerKind::Empire, 1);
    order.sort_by_key(|p| p.info().order);
    let ids: Vec<&str> = order.iter().map(|p| p.id()).collect();
    assert_eq!(ids, ["sumer", "egypt", "dravida", "assyria_empire", "babylonia", "zhou", "greece_empire", "olmec"]);
}

#[test]
fn set_up_puts_a_forest_chit_on_every_forest_space_and_starts_with_a_draft() {
    let s = WorldEmpires::setup(&Default::default(), 4, 3).unwrap();
    for sp in Space::land() {
        let expected = if sp.info().has(Resource::Forest) { 2 } else { 0 };
        assert_eq!(s.public.space(sp).forest, expected, "{}", sp.id());
    }
    assert_eq!(s.public.phase, Phase::Draft);
    assert_eq!(s.drawn.len(), 2, "the first drafter draws two");
    assert!(WorldEmpires::setup(&Default::default(), 2, 3).is_err());
    assert!(WorldEmpires::setup(&Default::default(), 7, 3).is_err());
}

#[test]
fn drafting_keeps_one_and_a_third_card_costs_ten_points() {
    let mut s = WorldEmpires::setup(&Default::default(), 3, 5).unwrap();
    let seat = s.public.draft_queue[0];
    let l = legal(&s, seat.0);
    assert_eq!(l.len(), 2, "two cards, no third without 10 VP: {l:?}");
    let before = state_hash::<WorldEmpires>(&s);
    let err = statecraft_engine::apply::<WorldEmpires>(&mut s, seat, &Action::DrawThird).unwrap_err();
    assert!(matches!(err, ActError::Illegal { ref reason } if reason.en.contains("10 VP")), "{err:?}");
    assert_eq!(state_hash::<WorldEmpires>(&s), before, "a refused action changes nothing");
    s.public.vp[seat.index()] = 12;
    act(&mut s, seat.0, Action::DrawThird);
    assert_eq!(s.public.vp[seat.index()], 2);
    assert_eq!(s.drawn.len(), 3);
    let keep = s.drawn[1];
    act(&mut s, seat.0, Action::Keep { power: keep });
    assert_eq!(s.public.chosen[seat.index()], Some(keep));
    assert!(!s.empire_deck.contains(&keep));
    assert_eq!(s.empire_deck.len() + 2, 8 - 1, "the others went back into the deck");
}

#[test]
fn entering_removes_soldiers_and_never_lands_on_a_city() {
    let mut s = board(3, 1);
    playing(&mut s, 0, "sumer", 2);
    s.public.phase = Phase::Enter;
    soldiers(&mut s, "babylon", Some(1), "assyria_empire", 2);
    s.public.space_mut(space("assyria")).cities = 1;
    let l = legal(&s, 0);
    assert!(l.contains(&Action::Enter { space: space("babylon") }));
    assert!(!l.contains(&Action::Enter { space: space("assyria") }), "a city space is no start");
    act(&mut s, 0, Action::Enter { space: space("babylon") });
    let ss = s.public.space(space("babylon"));
    assert_eq!(ss.soldiers.len(), 1);
    assert_eq!(ss.soldiers[0].power, power("sumer"));
    assert_eq!(s.public.capital_of(power("sumer")).map(|c| c.space), Some(space("babylon")));
    // Babylon has grain: +2 pieces.
    assert_eq!(pool(&s), 1 + 2);
}

#[test]
fn pieces_go_next_to_the_empire_and_across_seas_only_with_a_navy() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "carthage_empire", 5);
    soldiers(&mut s, "carthage", Some(0), "carthage_empire", 1);
    let l = legal(&s, 0);
    assert!(l.contains(&Action::Soldier { space: space("numidia") }));
    assert!(!l.contains(&Action::Soldier { space: space("sicily") }), "Sicily is across the sea");
    let err = statecraft_engine::apply::<WorldEmpires>(&mut s, Seat(0), &Action::Soldier { space: space("sicily") })
        .unwrap_err();
    assert!(matches!(err, ActError::Illegal { .. }));
    s.public.navies.push(statecraft_world_empires::state::Navy {
        seat: Seat(0),
        power: power("carthage_empire"),
        waters: vec![space("west_med")],
        pieces: 1,
    });
    assert!(legal(&s, 0).contains(&Action::Soldier { space: space("sicily") }));
}

#[test]
fn merchants_need_a_soldier_there_and_the_majority_controls() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "carthage_empire", 5);
    soldiers(&mut s, "carthage", Some(0), "carthage_empire", 1);
    let l = legal(&s, 0);
    assert!(!l.contains(&Action::Merchant { space: space("numidia") }), "no soldier in Numidia");
    soldiers(&mut s, "numidia", Some(1), "maya", 1);
    assert!(legal(&s, 0).contains(&Action::Merchant { space: space("numidia") }));
    act(&mut s, 0, Action::Merchant { space: space("numidia") });
    let ss = s.public.space(space("numidia"));
    assert!(ss.controlled_by(Seat(0)), "most merchants: commercial control");
    assert!(ss.controlled_by(Seat(1)), "soldiers: military control, side by side");
    merchants(&mut s, "numidia", 2, "sogdia", 1);
    assert!(!s.public.space(space("numidia")).controlled_by(Seat(0)), "equal merchants: nobody controls by commerce");
}

#[test]
fn an_empire_without_commerce_places_no_merchants() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "macedonia", 5);
    soldiers(&mut s, "balkans", Some(0), "macedonia", 1);
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Merchant { .. })));
    // Holding gold gives commerce +1.
    soldiers(&mut s, "macedon", Some(0), "macedonia", 1);
    assert!(legal(&s, 0).contains(&Action::Merchant { space: space("balkans") }));
}

#[test]
fn a_tie_costs_both_sides_a_soldier_and_the_city() {
    // Military 0 against military 0: both results are a flat 1.
    let mut s = board(3, 1);
    playing(&mut s, 0, "sumer", 3);
    soldiers(&mut s, "babylon", Some(0), "sumer", 1);
    soldiers(&mut s, "assyria", Some(1), "dravida", 2);
    s.public.space_mut(space("assyria")).cities = 1;
    act(&mut s, 0, Action::Soldier { space: space("assyria") });
    let b = s.public.last_battle.clone().unwrap();
    assert_eq!((b.attacker_total, b.defender_total, b.attacker_won), (1, 1, None));
    let ss = s.public.space(space("assyria"));
    assert_eq!(ss.soldiers_of_power(power("dravida")), 1);
    assert_eq!(ss.cities, 0, "the city is removed");
    assert_eq!(pool(&s), 2, "the attacker lost its piece");
}

#[test]
fn battles_follow_their_dice() {
    for seed in 0..60u64 {
        let mut s = board(3, 2);
        s.rng = statecraft_engine::GameRng::seed_from_u64(seed);
        playing(&mut s, 0, "rome", 5);
        soldiers(&mut s, "latium", Some(0), "rome", 1);
        soldiers(&mut s, "sicily", Some(1), "carthage_empire", 2);
        act(&mut s, 0, Action::Soldier { space: space("sicily") });
        let b = s.public.last_battle.clone().unwrap();
        assert_eq!(b.attacker_strength, 3, "Rome: military 3");
        assert_eq!(b.defender_strength, 1, "Carthage: military 1");
        assert_eq!(b.attacker_dice.len(), 3);
        assert_eq!(b.defender_dice.len(), 1);
        assert_eq!(b.attacker_total, war::result(3, &b.attacker_dice));
        let left = s.public.space(space("sicily")).soldiers_of_power(power("carthage_empire"));
        match b.attacker_total.cmp(&b.defender_total) {
            std::cmp::Ordering::Greater => {
                assert_eq!((left, pool(&s)), (1, 5), "{seed}: the loser removes a soldier");
                assert_eq!(b.attacker_won, Some(true));
            }
            std::cmp::Ordering::Less => {
                assert_eq!((left, pool(&s)), (2, 4), "{seed}: the attacker loses its piece");
            }
            std::cmp::Ordering::Equal => assert_eq!((left, pool(&s)), (1, 4), "{seed}: both lose one"),
        }
    }
}

#[test]
fn iron_horse_and_the_cards_add_to_military() {
    let mut s = board(3, 1);
    playing(&mut s, 0, "egypt", 5);
    soldiers(&mut s, "nile_delta", Some(0), "egypt", 1);
    let a = s.public.active.clone().unwrap();
    assert_eq!(war::strength(&s.public, &a), 1);
    soldiers(&mut s, "numidia", Some(0), "egypt", 1); // horse
    soldiers(&mut s, "mauretania", Some(0), "egypt", 1); // iron
    assert_eq!(war::strength(&s.public, &a), 3);
    s.public.age = Some(Age::Storms);
    assert_eq!(war::strength(&s.public, &a), 2, "−1 in the first three battles of an Age of Storms");
    let mut a2 = a.clone();
    a2.battles = 3;
    assert_eq!(war::strength(&s.public, &a2), 3);
    a2.event = Some(card("phalanx"));
    assert_eq!(war::strength(&s.public, &a2), 4);
}

#[test]
fn taking_a_capital_removes_three_pieces_and_moves_it_to_a_city() {
    let mut s = board(3, 1);
    playing(&mut s, 0, "sumer", 3);
    s.public.active.as_mut().unwrap().sure_win = true;
    soldiers(&mut s, "babylon", Some(0), "sumer", 1);
    soldiers(&mut s, "assyria", Some(1), "babylonia", 1);
    soldiers(&mut s, "levant", Some(1), "babylonia", 2);
    merchants(&mut s, "hejaz", 1, "babylonia", 1);
    soldiers(&mut s, "persia", Some(1), "babylonia", 1);
    s.public.space_mut(space("persia")).cities = 1;
    s.public.capitals.push(Capital { power: power("babylonia"), seat: Seat(1), space: space("assyria") });
    act(&mut s, 0, Action::Soldier { space: space("assyria") });
    assert_eq!(s.public.phase, Phase::CapitalLoss { victim: power("babylonia"), left: 3 });
    assert!(!legal(&s, 0).contains(&Action::RemovePiece { space: space("babylon") }), "only the victim's pieces");
    act(&mut s, 0, Action::RemovePiece { space: space("levant") });
    act(&mut s, 0, Action::RemovePiece { space: space("levant") });
    act(&mut s, 0, Action::RemovePiece { space: space("hejaz") });
    assert_eq!(s.public.capital_of(power("babylonia")).map(|c| c.space), Some(space("persia")), "its only city");
    assert_eq!(s.public.phase, Phase::Expand);
    assert_eq!(s.public.space(space("persia")).soldiers_of_power(power("babylonia")), 1);
}

#[test]
fn the_owner_chooses_where_a_capital_goes_among_several_cities() {
    let mut s = board(3, 1);
    playing(&mut s, 0, "sumer", 3);
    s.public.active.as_mut().unwrap().sure_win = true;
    soldiers(&mut s, "babylon", Some(0), "sumer", 1);
    soldiers(&mut s, "assyria", Some(1), "babylonia", 1);
    for at in ["persia", "levant"] {
        soldiers(&mut s, at, Some(1), "babylonia", 2);
        s.public.space_mut(space(at)).cities = 1;
    }
    soldiers(&mut s, "armenia", Some(1), "babylonia", 2);
    s.public.capitals.push(Capital { power: power("babylonia"), seat: Seat(1), space: space("assyria") });
    act(&mut s, 0, Action::Soldier { space: space("assyria") });
    for at in ["armenia", "armenia", "persia"] {
        act(&mut s, 0, Action::RemovePiece { space: space(at) });
    }
    assert_eq!(s.public.phase, Phase::MoveCapital { power: power("babylonia"), seat: Seat(1) });
    assert!(legal(&s, 0).is_empty(), "the owner decides");
    act(&mut s, 1, Action::MoveCapital { space: space("levant") });
    assert_eq!(s.public.capital_of(power("babylonia")).map(|c| c.space), Some(space("levant")));
}

#[test]
fn one_piece_of_strength_expels_two_merchants() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "rome", 5);
    soldiers(&mut s, "latium", Some(0), "rome", 1);
    s.public.active.as_mut().unwrap().acquired.insert(space("latium"));
    merchants(&mut s, "latium", 1, "carthage_empire", 3);
    act(&mut s, 0, Action::Expel { space: space("latium") });
    assert_eq!(s.public.space(space("latium")).merchants_of(Seat(1)), 1);
    assert_eq!(pool(&s), 4);
    let mut t = board(3, 2);
    playing(&mut t, 0, "rome", 5);
    soldiers(&mut t, "po_valley", Some(0), "rome", 1);
    merchants(&mut t, "latium", 1, "carthage_empire", 3);
    assert!(!legal(&t, 0).contains(&Action::Expel { space: space("latium") }), "no Roman soldier in Latium");
}

#[test]
fn forests_deplete_two_one_zero() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "rome", 6);
    soldiers(&mut s, "balkans", Some(0), "rome", 1);
    let navy = Action::Navy { sea: space("black_sea"), with: None };
    assert!(legal(&s, 0).contains(&navy));
    act(&mut s, 0, navy);
    assert_eq!(s.public.space(space("balkans")).forest, 1);
    assert_eq!(pool(&s), 5, "a piece became the navy");
    act(&mut s, 0, Action::Navy { sea: space("east_med"), with: Some(space("black_sea")) });
    assert_eq!(s.public.space(space("balkans")).forest, 0, "used up: no longer a resource");
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Navy { .. })), "no forest left");
}

#[test]
fn an_ocean_needs_two_navies() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "rome", 6);
    soldiers(&mut s, "iberia", Some(0), "rome", 1);
    soldiers(&mut s, "gaul", Some(0), "rome", 1);
    act(&mut s, 0, Action::Navy { sea: space("atlantic"), with: None });
    assert_eq!(pool(&s), 4);
    assert_eq!(s.public.navies[0].pieces, 2);
    assert_eq!(s.public.space(space("gaul")).forest, 0, "two forest chits used");
}

#[test]
fn a_city_takes_three_resources_and_a_great_building_five_kinds() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "rome", 6);
    soldiers(&mut s, "latium", Some(0), "rome", 1);
    s.public.active.as_mut().unwrap().start = Some(space("latium"));
    s.public.active.as_mut().unwrap().gained = [1, 1, 0, 0, 0, 0];
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::City { .. })), "two resources are not enough");
    s.public.active.as_mut().unwrap().gained = [1, 1, 0, 1, 0, 0];
    act(&mut s, 0, Action::City { space: space("latium"), forests: 0 });
    assert_eq!(s.public.space(space("latium")).cities, 1);
    assert_eq!(s.public.active.as_ref().unwrap().gained, [0; 6]);
    s.public.active.as_mut().unwrap().gained = [1, 1, 0, 1, 1, 0];
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Great { .. })), "four kinds");
    soldiers(&mut s, "gaul", Some(0), "rome", 1); // a forest chit
    let l = legal(&s, 0);
    assert!(l.contains(&Action::Great { space: space("latium"), forest: true }));
    assert!(!l.contains(&Action::Great { space: space("latium"), forest: false }));
    act(&mut s, 0, Action::Great { space: space("latium"), forest: true });
    assert_eq!(s.public.space(space("latium")).great_buildings, 1);
    assert_eq!(s.public.space(space("gaul")).forest, 1);
}

#[test]
fn grain_brings_two_pieces_and_three_with_population_explosion() {
    let mut s = board(3, 2);
    playing(&mut s, 0, "rome", 5);
    soldiers(&mut s, "latium", Some(0), "rome", 1);
    act(&mut s, 0, Action::Soldier { space: space("po_valley") });
    assert_eq!(pool(&s), 4 + 2);
    s.hands[0] = vec![card("population_explosion")];
    act(&mut s, 0, Action::PlayEvent { card: card("population_explosion") });
    act(&mut s, 0, Action::Soldier { space: space("sicily") });
    assert_eq!(pool(&s), 5 + 3);
    act(&mut s, 0, Action::Soldier { space: space("sicily") });
    assert_eq!(pool(&s), 7, "a space's resources are taken once a turn");
}

#[test]
fn one_event_card_a_turn_and_only_in_its_epochs() {
    let mut s = board(3, 3);
    playing(&mut s, 0, "franks", 5);
    soldiers(&mut s, "gaul", Some(0), "franks", 1);
    s.hands[0] = vec![card("phalanx"), card("great_soldier"), card("trade_winds")];
    let l = legal(&s, 0);
    assert!(!l.contains(&Action::PlayEvent { card: card("phalanx") }), "Close-order Infantry is for epochs 1–2");
    act(&mut s, 0, Action::PlayEvent { card: card("great_soldier") });
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::PlayEvent { .. })));
}

#[test]
fn region_points_control_and_complete_control() {
    let mut s = board(3, 2);
    let se = Region::by_id("southern_europe").unwrap();
    for sp in se.info().scoring.iter() {
        soldiers(&mut s, sp.id(), Some(0), "rome", 1);
    }
    let sheet = scoring::sheet(&s.public, Seat(0));
    let points: i64 = se.info().scoring.iter().map(|x| x.info().points).sum();
    assert_eq!(sheet.spaces, points);
    assert_eq!((sheet.control, sheet.complete_control), (5, 5));
    merchants(&mut s, "greece", 1, "carthage_empire", 1);
    let sheet = scoring::sheet(&s.public, Seat(0));
    assert_eq!((sheet.control, sheet.complete_control), (5, 0), "another power in the region");
    s.public.space_mut(space("greece")).soldiers.clear();
    let sheet = scoring::sheet(&s.public, Seat(0));
    assert_eq!(sheet.control, 0, "Greece lost");
}

#[test]
fn cities_score_two_and_great_buildings_ten() {
    let mut s = board(3, 2);
    soldiers(&mut s, "latium", Some(0), "rome", 1);
    s.public.space_mut(space("latium")).cities = 2;
    s.public.space_mut(space("latium")).great_buildings = 1;
    let sheet = scoring::sheet(&s.public, Seat(0));
    assert_eq!((sheet.cities, sheet.great_buildings), (4, 10));
    assert_eq!(sheet.total, 3 + 4 + 10);
}

#[test]
fn trade_routes_count_the_regions_of_one_empire() {
    let mut s = board(3, 2);
    s.public.history[0] = vec![power("carthage_empire"), power("rome")];
    for at in ["carthage", "levant", "greece"] {
        soldiers(&mut s, at, Some(0), "carthage_empire", 1);
    }
    assert_eq!(scoring::sheet(&s.public, Seat(0)).trade_route, 5);
    soldiers(&mut s, "indus", Some(0), "rome", 1);
    assert_eq!(scoring::sheet(&s.public, Seat(0)).trade_route, 5, "another empire's route does not join");
    soldiers(&mut s, "indus", Some(0), "carthage_empire", 1);
    assert_eq!(scoring::sheet(&s.public, Seat(0)).trade_route, 10);
}

#[test]
fn older_empires_of_your_colour_still_score() {
    let mut s = board(3, 2);
    soldiers(&mut s, "nile_delta", Some(0), "egypt", 1);
    soldiers(&mut s, "latium", Some(0), "rome", 1);
    assert_eq!(scoring::sheet(&s.public, Seat(0)).spaces, 3 + 3);
}

#[test]
fn merchant_competition_barren_land_and_navies_at_the_epoch_end() {
    let mut s = board(3, 1);
    s.public.order.clear();
    s.public.turn = 0;
    s.public.nomad_damage.clear();
    merchants(&mut s, "levant", 0, "sumer", 2);
    merchants(&mut s, "levant", 1, "egypt", 2);
    soldiers(&mut s, "sahara", Some(2), "olmec", 3);
    s.public.navies.push(statecraft_world_empires::state::Navy {
        seat: Seat(1),
        power: power("egypt"),
        waters: vec![space("east_med")],
        pieces: 1,
    });
    let mut ev = Vec::new();
    epoch_end::begin(&mut s, &mut ev);
    let contest = ev.iter().find_map(|e| match e {
        Event::MerchantContest { rolls, losers, .. } => Some((rolls.clone(), losers.clone())),
        _ => None,
    });
    let (rolls, losers) = contest.expect("a merchant contest in the Levant");
    let low = rolls.iter().map(|r| r.1).min().unwrap();
    for (seat, roll) in &rolls {
        let left = s.public.space(space("levant")).merchants_of(*seat);
        assert_eq!(left == 1, *roll == low, "the lowest loses a merchant");
        assert_eq!(losers.contains(seat), *roll == low);
    }
    assert!(s.public.space(space("sahara")).is_empty(), "barren land");
    assert!(s.public.navies.is_empty(), "a navy is lost");
}

#[test]
fn nomads_plunder_for_two_score_cities_and_leave() {
    let mut s = board(3, 1);
    playing(&mut s, 2, "hittites", 4);
    s.public.active.as_mut().unwrap().kind = PowerKind::Nomad;
    s.public.invasions =
        vec![statecraft_world_empires::state::Invasion { power: power("hittites"), vitality: 4, seat: Seat(2) }];
    s.public.invasions_done = 0;
    soldiers(&mut s, "anatolia", None, "hittites", 2);
    s.public.space_mut(space("anatolia")).cities = 2;
    let l = legal(&s, 2);
    assert!(l.contains(&Action::Plunder { space: space("anatolia") }));
    assert!(!l.iter().any(|a| matches!(a, Action::Merchant { .. } | Action::Navy { .. })), "nomads only make war");
    act(&mut s, 2, Action::Plunder { space: space("anatolia") });
    assert_eq!(s.public.vp[2], 2);
    assert_eq!(s.public.space(space("anatolia")).cities, 1);
    act(&mut s, 2, Action::End);
    assert_eq!(s.public.vp[2], 2 + 1, "1 per city held");
    assert!(s.public.space(space("anatolia")).soldiers.is_empty(), "all nomad pieces leave");
}

#[test]
fn attacking_nomads_needs_a_space_in_their_region() {
    let mut s = board(3, 1);
    playing(&mut s, 0, "egypt", 3);
    s.public.nomad_damage = vec![(power("hittites"), 0)];
    soldiers(&mut s, "nile_delta", Some(0), "egypt", 1);
    assert!(!legal(&s, 0).contains(&Action::AttackNomads));
    soldiers(&mut s, "levant", Some(0), "egypt", 1);
    assert!(legal(&s, 0).contains(&Action::AttackNomads));
    act(&mut s, 0, Action::AttackNomads);
    assert_eq!(pool(&s), 2, "one piece spent");
}

#[test]
fn the_lowest_scorers_play_the_nomads() {
    let mut s = board(4, 1);
    s.public.vp = vec![10, 3, 7, 3];
    assert_eq!(epoch_end::lowest_first(&s.public), vec![Seat(1), Seat(3), Seat(2), Seat(0)]);
}

#[test]
fn the_epoch_die_chart() {
    assert_eq!((Age::from_roll(1), Age::from_roll(2)), (Age::Storms, Age::Storms));
    assert_eq!((Age::from_roll(3), Age::from_roll(4)), (Age::NomadEmpires, Age::NomadEmpires));
    assert_eq!((Age::from_roll(5), Age::from_roll(6)), (Age::Peace, Age::Peace));
    assert_eq!((Age::Storms.invaders(), Age::NomadEmpires.invaders(), Age::Peace.invaders()), (3, 2, 1));
    let mut s = board(3, 2);
    s.public.age = Some(Age::Peace);
    assert_eq!(war::nomad_strength(&s.public, power("huns")), 4, "Age of Peace: nomads +1");
}

#[test]
fn a_turn_ends_with_scoring_and_the_next_empire_plays() {
    let mut s = board(3, 2);
    let (rome, carthage) = (power("rome"), power("carthage_empire"));
    s.public.order = vec![(carthage, Seat(1)), (rome, Seat(0))];
    s.public.turn = 0;
    s.public.active = Some(statecraft_world_empires::rules::flow::new_active(Seat(1), carthage));
    s.public.history[1] = vec![carthage];
    s.public.history[0] = vec![rome];
    s.public.phase = Phase::Expand;
    soldiers(&mut s, "carthage", Some(1), "carthage_empire", 1);
    let ev = act(&mut s, 1, Action::End);
    assert!(ev.iter().any(|e| matches!(e, Event::Scored { seat: Seat(1), vp: 2, .. })), "{ev:?}");
    assert_eq!(s.public.active.as_ref().map(|a| a.power), Some(rome));
    assert_eq!(s.public.phase, Phase::Enter);
}

/// The board's drawing data (`web/games/world-empires/map.json`, written by `tools/world-empires-map/generate.py`)
/// names the same spaces, positions and borders as the rules' data.
#[test]
fn web_map_matches_the_data() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../web/games/world-empires/map.json");
    let map: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let spaces = map["spaces"].as_array().unwrap();
    assert_eq!(spaces.len(), Space::land().count());
    for (i, s) in spaces.iter().enumerate() {
        let sp = Space(i as u8);
        assert_eq!(s["id"], sp.id());
        assert_eq!(s["xy"], serde_json::json!(sp.info().xy));
        assert_eq!(s["points"], sp.info().points);
        assert_eq!(s["res"], serde_json::json!(sp.info().resources));
        assert_eq!(s["barren"], sp.info().barren);
    }
    let edges = map["edges"].as_array().unwrap();
    let count: u32 = Space::land().map(|s| s.info().adj.len()).sum();
    assert_eq!(edges.len() as u32 * 2, count);
    assert_eq!(map["waters"].as_array().unwrap().len(), data().spaces.len() - Space::land().count());
}

#[test]
fn an_expansion_with_nothing_left_to_do_ends_by_itself() {
    let mut s = board(3, 2);
    let (rome, carthage) = (power("rome"), power("carthage_empire"));
    s.public.order = vec![(rome, Seat(0)), (carthage, Seat(1))];
    s.public.turn = 0;
    let mut a = statecraft_world_empires::rules::flow::new_active(Seat(0), rome);
    a.pool = 1;
    a.acquired.insert(space("latium"));
    s.public.active = Some(a);
    s.public.history[0] = vec![rome];
    s.public.phase = Phase::Expand;
    soldiers(&mut s, "latium", Some(0), "rome", 1);
    let ev = act(&mut s, 0, Action::Soldier { space: space("latium") });
    assert!(ev.iter().any(|e| matches!(e, Event::TurnEnds { seat: Seat(0), unplaced: 0, .. })));
    assert_eq!(s.public.active.as_ref().map(|a| a.power), Some(carthage), "Carthage plays next");
}
