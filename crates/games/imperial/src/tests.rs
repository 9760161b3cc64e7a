//! Rule tests: the map data, every rondel action, the seed's and the rulebook's worked examples, set-ups,
//! scoring and hidden information.

use statecraft_engine::{ActError, Game, GameRng, Seat, ToAct, apply, legal_actions};

use crate::board::*;
use crate::map::{Kind, MAP, Region, Site, bits};
use crate::types::*;
use crate::{Imperial, setup};

fn r(id: &str) -> Region {
    Region::by_id(id).unwrap_or_else(|| panic!("no region {id}"))
}

fn classic2() -> State {
    let options = Options { deal: Some(Deal::Hands { hands: vec![0, 1] }), ..Options::default() };
    Imperial::setup(&options, 2, 7).unwrap()
}

fn y2010(players: usize, cards: Vec<Nation>) -> State {
    let options = Options { ruleset: Ruleset::Y2010, profistart: false, deal: Some(Deal::Cards { cards }) };
    Imperial::setup(&options, players, 7).unwrap()
}

fn act(s: &mut State, a: Action) -> Vec<Event> {
    let seat = match Imperial::to_act(s) {
        ToAct::One { seat } => seat,
        other => panic!("nobody to act: {other:?}"),
    };
    apply::<Imperial>(s, seat, &a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

fn refused(s: &State, a: Action) -> String {
    let seat = match Imperial::to_act(s) {
        ToAct::One { seat } => seat,
        other => panic!("nobody to act: {other:?}"),
    };
    let mut copy = s.clone();
    match apply::<Imperial>(&mut copy, seat, &a) {
        Err(ActError::Illegal { reason }) => reason.en,
        other => panic!("{a:?} was not refused: {other:?}"),
    }
}

fn legal(s: &State) -> Vec<Action> {
    match Imperial::to_act(s) {
        ToAct::One { seat } => legal_actions::<Imperial>(s, seat),
        _ => Vec::new(),
    }
}

/// Puts nation `n` in `phase` on its turn.
fn turn(s: &mut State, n: Nation, phase: Phase) {
    s.board.active = n.idx() as u8;
    s.board.phase = phase;
    s.board.maneuver = Maneuver::default();
}

// ---------------------------------------------------------------- map

#[test]
fn map_counts_and_sites() {
    let count = |k: Kind| MAP.regions.iter().filter(|r| r.kind == k).count();
    assert_eq!((count(Kind::Home), count(Kind::Neutral), count(Kind::Sea)), (30, 15, 9));
    for n in 0..6 {
        assert_eq!(MAP.home[n].count_ones(), 5, "nation {n}");
    }
    let sites = |s: Site| MAP.regions.iter().filter(|r| r.site == Some(s)).count();
    assert_eq!((sites(Site::Armaments), sites(Site::Shipyard)), (15, 15));
    assert_eq!(MAP.regions.iter().filter(|r| r.start_factory).count(), 12);
    for n in 0..6 {
        let start = MAP.regions.iter().filter(|r| r.start_factory && r.nation.map(|x| x.idx()) == Some(n)).count();
        assert_eq!(start, 2);
    }
    // Every shipyard has a port opening to a sea, and only shipyards do.
    for r in &MAP.regions {
        assert_eq!(r.port.is_some(), r.site == Some(Site::Shipyard), "{}", r.id);
        if let Some(p) = r.port {
            assert!(p.is_sea());
            assert!(r.adj & p.bit() != 0, "{} port sea must be adjacent", r.id);
        }
        assert_eq!(Region::by_id(&r.id).map(|x| x.info().id.clone()), Some(r.id.clone()));
    }
}

#[test]
fn adjacency_is_symmetric_and_as_decided() {
    let mut edges = 0;
    for (i, info) in MAP.regions.iter().enumerate() {
        assert_eq!(info.adj & (1 << i), 0, "{} touches itself", info.id);
        for j in bits(info.adj) {
            assert!(j.info().adj & (1 << i) != 0, "{} → {} is one-way", info.id, j.info().id);
            edges += 1;
        }
    }
    assert_eq!(edges / 2, 137, "the edges both sources list");
    let adjacent = |a: &str, b: &str| r(a).info().adj & r(b).bit() != 0;
    for (a, b) in [
        ("kiev", "st_petersburg"),
        ("edinburgh", "london"),
        ("lemberg", "vienna"),
        ("turkey", "ionian_sea"),
        ("turkey", "west_balkan"),
    ] {
        assert!(!adjacent(a, b), "conflict edge {a}-{b} is left out");
    }
    assert_eq!(r("dublin").info().adj, r("north_atlantic").bit(), "Dublin touches only the North Atlantic");
    assert!(adjacent("bulgaria", "turkey") && !adjacent("sweden", "denmark") && !adjacent("spain", "morocco"));
    // Seas never touch each other through Switzerland: there is no Switzerland.
    assert!(Region::by_id("switzerland").is_none());
}

// ---------------------------------------------------------------- set-up

#[test]
fn classic_two_player_start_is_the_seeds() {
    let s = classic2();
    let b = &s.board;
    let held = |seat: u8| -> Vec<(Nation, u8)> {
        let mut v = Vec::new();
        for n in Nation::ALL {
            for k in 1..=8u8 {
                if b.bonds[n.idx()][k as usize - 1] == seat {
                    v.push((n, k));
                }
            }
        }
        v
    };
    use Nation::*;
    assert_eq!(held(0), vec![(AH, 2), (AH, 3), (IT, 2), (FR, 3), (GE, 2), (GE, 3)]);
    assert_eq!(held(1), vec![(IT, 3), (FR, 2), (GB, 2), (GB, 3), (RU, 2), (RU, 3)]);
    assert_eq!(b.government, [0, 1, 0, 1, 0, 1], "P1 governs AH, GE, FR; P2 IT, GB, RU");
    assert_eq!(b.treasury, [10; 6]);
    assert_eq!(s.cash[..2], [2, 2]);
    assert_eq!(b.investor_card, 1, "the seat after Austria-Hungary's government");
    assert_eq!(b.active, 0, "Austria-Hungary starts");
    assert_eq!(b.factories.count_ones(), 12);
}

#[test]
fn classic_three_player_start_is_the_seeds() {
    let options = Options { deal: Some(Deal::Hands { hands: vec![2, 0, 1] }), ..Options::default() };
    let s = Imperial::setup(&options, 3, 1).unwrap();
    let b = &s.board;
    use Nation::*;
    // Seat 1 holds the seed's hand of player 1, seat 2 player 2's, seat 0 player 3's.
    let hand =
        |seat: u8, n: Nation| -> Vec<u8> { (1..=8u8).filter(|&k| b.bonds[n.idx()][k as usize - 1] == seat).collect() };
    assert_eq!((hand(1, AH), hand(1, GB), hand(1, GE), hand(1, RU)), (vec![3], vec![3], vec![2], vec![2]));
    assert_eq!((hand(2, IT), hand(2, GE), hand(2, GB)), (vec![2, 3], vec![3], vec![2]));
    assert_eq!((hand(0, FR), hand(0, RU), hand(0, AH)), (vec![2, 3], vec![3], vec![2]));
    assert_eq!(b.government, [1, 2, 0, 1, 2, 0]);
    assert_eq!(b.investor_card, 2);
}

#[test]
fn classic_four_to_six_deal_bond_three_then_bond_two() {
    for players in 4..=6 {
        for seed in 0..20 {
            let s = Imperial::setup(&Options::default(), players, seed).unwrap();
            let b = &s.board;
            for seat in 0..players as u8 {
                let threes: Vec<usize> = (0..6).filter(|&n| b.bonds[n][2] == seat).collect();
                let twos: Vec<usize> = (0..6).filter(|&n| b.bonds[n][1] == seat).collect();
                assert_eq!((threes.len(), twos.len()), (1, 1));
                assert_ne!(threes[0], twos[0], "bond #2 of another nation");
                assert_eq!(b.government[threes[0]], seat, "bond #3 governs");
                assert_eq!(s.cash[seat as usize], 2);
            }
            let out: u16 = b.treasury.iter().sum();
            assert_eq!(out, 10 * players as u16);
            for n in 0..6 {
                assert_eq!(b.government[n] == NONE, b.treasury[n] == 0, "no bonds, no government");
            }
        }
    }
}

#[test]
fn first_investor_card_follows_italy_when_austria_has_no_government() {
    use Nation::*;
    let deal = Deal::Bonds { third: vec![IT, FR, GB, GE], second: vec![FR, GB, GE, IT] };
    let s = Imperial::setup(&Options { deal: Some(deal), ..Options::default() }, 4, 1).unwrap();
    assert_eq!(s.board.government[0], NONE);
    assert_eq!(s.board.investor_card, 1, "seat after Italy's government (seat 0)");
    assert_eq!(s.board.active, 1, "Italy acts first; Austria-Hungary is skipped");
}

#[test]
fn edition_2010_standard_start() {
    use Nation::*;
    let s = y2010(3, vec![IT, FR, AH]);
    let b = &s.board;
    // Seat 2 holds AH's card and so also GB's; seat 0 IT and RU; seat 1 FR and GE.
    assert_eq!(b.government, [2, 0, 1, 2, 1, 0]);
    assert_eq!(b.bonds[AH.idx()][3], 2);
    assert_eq!(b.bonds[GE.idx()][0], 2, "the AH card comes with GE's 2M bond");
    assert_eq!(b.treasury[AH.idx()], 11, "9M from the card holder + 2M from the FR card");
    assert_eq!(s.cash[..3], [2, 2, 2]);
    // Four players: the two undealt nations are governed by their 2M bondholder.
    let s = y2010(4, vec![AH, IT, FR, GB]);
    assert_eq!(s.board.government[GE.idx()], 0, "AH's card brings GE's 2M bond");
    assert_eq!(s.board.government[RU.idx()], 3, "GB's card brings RU's 2M bond");
    assert_eq!(s.board.treasury[GE.idx()], 2);
}

#[test]
fn bad_setups_are_refused() {
    assert!(Imperial::setup(&Options::default(), 7, 1).is_err());
    assert!(Imperial::setup(&Options::default(), 1, 1).is_err());
    let bad = Options { deal: Some(Deal::Hands { hands: vec![0, 0] }), ..Options::default() };
    assert!(Imperial::setup(&bad, 2, 1).is_err());
    let same = Options {
        deal: Some(Deal::Bonds { third: vec![Nation::AH; 4], second: vec![Nation::IT; 4] }),
        ..Options::default()
    };
    assert!(Imperial::setup(&same, 4, 1).is_err());
    let wrong_kind = Options { deal: Some(Deal::FirstChooser { seat: 0 }), ..Options::default() };
    assert!(Imperial::setup(&wrong_kind, 4, 1).is_err());
    assert!(serde_json::from_str::<Options>(r#"{"ruleset":"1999"}"#).is_err());
    assert_eq!(serde_json::from_str::<Options>(r#"{"ruleset":"2010"}"#).unwrap().ruleset, Ruleset::Y2010);
}

#[test]
fn profistart_draft() {
    let options = Options { profistart: true, deal: Some(Deal::FirstChooser { seat: 1 }), ..Options::default() };
    let mut s = Imperial::setup(&options, 3, 1).unwrap();
    assert_eq!(s.cash[..3], [28, 28, 28]);
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(1)));
    // Only Austria-Hungary's bonds are on offer, and each player chooses once.
    assert!(legal(&s).iter().all(|a| matches!(a, Action::Buy { nation: Nation::AH, .. } | Action::Pass)));
    act(&mut s, Action::Buy { nation: Nation::AH, bond: 3 });
    act(&mut s, Action::Buy { nation: Nation::AH, bond: 3 + 1 });
    act(&mut s, Action::Pass);
    assert_eq!(s.board.government[0], 2, "9M beats 6M");
    assert_eq!(s.board.treasury[0], 15);
    // Italy: the first chooser moves one seat on.
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(2)));
    for _ in 0..15 {
        act(&mut s, Action::Pass);
    }
    assert_eq!(s.board.phase, Phase::Rondel);
    assert_eq!(s.board.investor_card, 0, "the seat after Austria-Hungary's government");
    assert_eq!(s.cash[..3], [28, 22, 19]);
}

// ---------------------------------------------------------------- rondel

#[test]
fn rondel_cost_is_two_per_slot_beyond_three() {
    assert_eq!((1..=6).map(rondel_cost).collect::<Vec<_>>(), vec![0, 0, 0, 2, 4, 6]);
    // Seed: six slots cost 6M, from the nation's treasury (classic).
    let mut s = classic2();
    s.board.rondel[0] = FACTORY;
    act(&mut s, Action::Rondel { slot: MANEUVER_2 });
    assert_eq!(s.board.treasury[0], 4);
    assert_eq!(s.cash[0], 2);
    // 2010: the government pays from its own cash.
    let mut s = y2010(2, vec![Nation::AH, Nation::IT]);
    s.board.rondel[0] = FACTORY;
    s.cash[0] = 10;
    act(&mut s, Action::Rondel { slot: MANEUVER_2 });
    assert_eq!((s.board.treasury[0], s.cash[0]), (11, 4));
}

#[test]
fn first_placement_is_free_and_anywhere() {
    let s = classic2();
    let slots: Vec<Action> = legal(&s).into_iter().filter(|a| matches!(a, Action::Rondel { .. })).collect();
    assert_eq!(slots.len(), 8);
    let mut s2 = s.clone();
    act(&mut s2, Action::Rondel { slot: TAXATION });
    assert_eq!(s2.board.treasury[0], s.board.treasury[0] + 4, "2 factories, no units");
}

#[test]
fn rondel_refuses_what_the_treasury_cannot_pay() {
    let mut s = classic2();
    s.board.rondel[0] = FACTORY;
    s.board.treasury[0] = 3;
    let slots: Vec<u8> =
        legal(&s).iter().filter_map(|a| if let Action::Rondel { slot } = a { Some(*slot) } else { None }).collect();
    assert_eq!(slots, vec![PRODUCTION_1, MANEUVER_1, INVESTOR, IMPORT]);
    assert!(refused(&s, Action::Rondel { slot: PRODUCTION_2 }).contains("Cannot afford"));
    assert!(refused(&s, Action::Rondel { slot: FACTORY }).contains("1 to 6"));
    assert!(refused(&s, Action::Build { region: r("prague") }).contains("Wrong phase"));
}

#[test]
fn donation_goes_to_the_treasury() {
    let mut s = classic2();
    s.cash[0] = 3;
    act(&mut s, Action::Donate);
    assert_eq!((s.cash[0], s.board.treasury[0]), (2, 11));
    s.cash[0] = 0;
    assert!(!legal(&s).contains(&Action::Donate));
}

// ---------------------------------------------------------------- factory, production, import

#[test]
fn factory_costs_five_and_needs_a_free_unblocked_site() {
    let mut s = classic2();
    turn(&mut s, Nation::AH, Phase::Factory);
    s.board.cells[r("prague").idx()].armies[Nation::GE.idx()] = 1;
    s.board.cells[r("prague").idx()].hostile = 1 << Nation::GE.idx();
    let builds: Vec<Action> = legal(&s).into_iter().filter(|a| matches!(a, Action::Build { .. })).collect();
    assert_eq!(builds, vec![Action::Build { region: r("trieste") }, Action::Build { region: r("lemberg") }]);
    assert!(refused(&s, Action::Build { region: r("prague") }).contains("hostile army"));
    assert!(refused(&s, Action::Build { region: r("vienna") }).contains("already has a factory"));
    act(&mut s, Action::Build { region: r("trieste") });
    assert_eq!(s.board.treasury[0], 5);
    assert!(s.board.factories & r("trieste").bit() != 0);
    // Too poor: only declining is left.
    let mut s = classic2();
    turn(&mut s, Nation::AH, Phase::Factory);
    s.board.treasury[0] = 4;
    assert_eq!(legal(&s), vec![Action::DeclineFactory]);
    assert!(refused(&s, Action::Build { region: r("trieste") }).contains("Cannot afford"));
}

#[test]
fn production_skips_switched_off_and_blocked_factories() {
    let mut s = classic2();
    turn(&mut s, Nation::IT, Phase::Production { skipped: 0 });
    // Rome (armaments) and Naples (shipyard); block Rome with a hostile French army.
    s.board.cells[r("rome").idx()].armies[Nation::FR.idx()] = 1;
    s.board.cells[r("rome").idx()].hostile = 1 << Nation::FR.idx();
    assert_eq!(legal(&s), vec![Action::SkipFactory { region: r("naples") }, Action::Produce]);
    act(&mut s, Action::Produce);
    assert_eq!(s.board.cells[r("naples").idx()].fleets[Nation::IT.idx()], 1, "a fleet in port");
    assert_eq!(s.board.cells[r("rome").idx()].armies[Nation::IT.idx()], 0);
    // Switched off: nothing.
    let mut s = classic2();
    turn(&mut s, Nation::AH, Phase::Production { skipped: 0 });
    act(&mut s, Action::SkipFactory { region: r("vienna") });
    act(&mut s, Action::Produce);
    assert_eq!(s.board.cells[r("vienna").idx()].armies[0], 0);
    assert_eq!(s.board.cells[r("budapest").idx()].armies[0], 1);
}

#[test]
fn production_respects_the_unit_supply() {
    let mut s = classic2();
    turn(&mut s, Nation::GB, Phase::Production { skipped: 0 });
    s.board.cells[r("north_sea").idx()].fleets[Nation::GB.idx()] = 9;
    act(&mut s, Action::Produce);
    assert_eq!(s.board.on_board(Nation::GB.idx(), UnitKind::Fleet), 10, "only one of two shipyards could build");
    assert_eq!(Nation::AH.supply(UnitKind::Army), 10);
    assert_eq!(Nation::GB.supply(UnitKind::Army), 6);
    assert_eq!(Nation::RU.supply(UnitKind::Fleet), 8);
}

#[test]
fn import_up_to_three_units() {
    let mut s = classic2();
    turn(&mut s, Nation::AH, Phase::Import { placed: 0 });
    s.board.cells[r("lemberg").idx()].armies[Nation::RU.idx()] = 1;
    s.board.cells[r("lemberg").idx()].hostile = 1 << Nation::RU.idx();
    let list = legal(&s);
    assert!(list.contains(&Action::Import { region: r("trieste"), kind: UnitKind::Fleet }));
    assert!(!list.contains(&Action::Import { region: r("vienna"), kind: UnitKind::Fleet }));
    assert!(!list.contains(&Action::Import { region: r("lemberg"), kind: UnitKind::Army }));
    assert!(refused(&s, Action::Import { region: r("vienna"), kind: UnitKind::Fleet }).contains("no port"));
    assert!(refused(&s, Action::Import { region: r("lemberg"), kind: UnitKind::Army }).contains("hostile army"));
    for _ in 0..3 {
        act(&mut s, Action::Import { region: r("vienna"), kind: UnitKind::Army });
    }
    assert_eq!(s.board.cells[r("vienna").idx()].armies[0], 3, "several in one place");
    assert_eq!(s.board.treasury[0], 7);
    assert_eq!(s.board.phase, Phase::Rondel, "the third unit ends the import");
    assert_eq!(s.board.active, 1);
}

// ---------------------------------------------------------------- maneuver

fn reach(s: &State, from: &str) -> Vec<String> {
    bits(crate::maneuver::army_reach(&s.board, r(from)).dest).map(|x| x.info().id.clone()).collect()
}

#[test]
fn railroad_runs_free_through_own_unoccupied_provinces() {
    let mut s = classic2();
    turn(&mut s, Nation::GE, Phase::Armies);
    s.board.cells[r("berlin").idx()].armies[Nation::GE.idx()] = 1;
    let d = reach(&s, "berlin");
    // Rail to every German province, then one step: Belgium, Holland, Denmark, Dijon, Prague, Vienna, Warsaw, St Petersburg.
    for id in
        ["cologne", "munich", "hamburg", "danzig", "belgium", "holland", "denmark", "dijon", "vienna", "st_petersburg"]
    {
        assert!(d.contains(&id.to_string()), "{id} in {d:?}");
    }
    assert!(!d.contains(&"paris".to_string()), "two steps abroad");
    // A hostile army in Cologne stops the railroad there: Belgium and Holland are still one step from
    // Munich and Hamburg, but nothing beyond Cologne opens up.
    s.board.cells[r("cologne").idx()].armies[Nation::FR.idx()] = 1;
    s.board.cells[r("cologne").idx()].hostile = 1 << Nation::FR.idx();
    s.board.cells[r("hamburg").idx()].armies[Nation::FR.idx()] = 1;
    s.board.cells[r("hamburg").idx()].hostile = 1 << Nation::FR.idx();
    let d = reach(&s, "berlin");
    assert!(d.contains(&"cologne".to_string()) && d.contains(&"hamburg".to_string()), "one step into them");
    assert!(!d.contains(&"denmark".to_string()), "Denmark only through Hamburg");
    assert!(d.contains(&"belgium".to_string()), "via Munich");
}

#[test]
fn convoys_carry_one_army_per_fleet() {
    let mut s = classic2();
    turn(&mut s, Nation::GB, Phase::Armies);
    let gb = Nation::GB.idx();
    s.board.cells[r("london").idx()].armies[gb] = 2;
    s.board.cells[r("english_channel").idx()].fleets[gb] = 1;
    s.board.cells[r("bay_of_biscay").idx()].fleets[gb] = 1;
    let d = reach(&s, "london");
    for id in ["belgium", "holland", "paris", "brest", "spain", "portugal", "morocco", "bordeaux"] {
        assert!(d.contains(&id.to_string()), "{id} in {d:?}");
    }
    assert!(!d.contains(&"dublin".to_string()), "no fleet in the North Atlantic");
    act(&mut s, Action::SelectArmy { from: r("london") });
    act(&mut s, Action::MoveArmy { from: r("london"), to: r("portugal") });
    assert_eq!(s.board.maneuver.convoyed[r("english_channel").idx()], 1);
    assert_eq!(s.board.maneuver.convoyed[r("bay_of_biscay").idx()], 1);
    // Both fleets have carried an army: the second army can only walk.
    let d = reach(&s, "london");
    assert!(!d.contains(&"belgium".to_string()));
    assert_eq!(d, vec!["edinburgh", "liverpool", "sheffield"]);
    // Rail + convoy: an army in Sheffield rails to Liverpool and crosses the North Atlantic to Dublin.
    s.board.cells[r("north_atlantic").idx()].fleets[gb] = 1;
    s.board.cells[r("sheffield").idx()].armies[gb] = 1;
    assert!(reach(&s, "sheffield").contains(&"dublin".to_string()));
}

#[test]
fn fleets_leave_port_only_into_their_sea() {
    let mut s = classic2();
    turn(&mut s, Nation::FR, Phase::Fleets);
    let fr = Nation::FR.idx();
    s.board.cells[r("bordeaux").idx()].fleets[fr] = 1;
    s.board.cells[r("western_mediterranean_sea").idx()].fleets[fr] = 1;
    let list = legal(&s);
    assert!(list.contains(&Action::MoveFleet { from: r("bordeaux"), to: r("bay_of_biscay") }));
    assert_eq!(
        list.iter().filter(|a| matches!(a, Action::MoveFleet { from, .. } if *from == r("bordeaux"))).count(),
        1
    );
    assert!(!list.iter().any(|a| matches!(a, Action::MoveFleet { to, .. } if !to.is_sea())), "never back to port");
    assert!(refused(&s, Action::MoveFleet { from: r("bordeaux"), to: r("english_channel") }).contains("own sea"));
    act(&mut s, Action::MoveFleet { from: r("western_mediterranean_sea"), to: r("ionian_sea") });
    assert!(
        !legal(&s).iter().any(|a| matches!(a, Action::MoveFleet { from, .. } if *from == r("ionian_sea"))),
        "moved once"
    );
    act(&mut s, Action::EndFleets);
    assert_eq!(s.board.phase, Phase::Armies);
}

#[test]
fn battle_choices_go_to_the_defending_government() {
    let mut s = classic2();
    // France (seat 0) enters Genoa, an Italian (seat 1) province with an Italian army.
    turn(&mut s, Nation::FR, Phase::Armies);
    let (fr, it) = (Nation::FR.idx(), Nation::IT.idx());
    s.board.cells[r("marseille").idx()].armies[fr] = 2;
    s.board.cells[r("genoa").idx()].armies[it] = 1;
    act(&mut s, Action::SelectArmy { from: r("marseille") });
    act(&mut s, Action::MoveArmy { from: r("marseille"), to: r("genoa") });
    assert_eq!(
        legal(&s),
        vec![Action::Friendly, Action::Hostile, Action::Fight { nation: Nation::IT, kind: UnitKind::Army }]
    );
    act(&mut s, Action::Hostile);
    assert!(s.board.blocked(r("genoa")));
    // Italy's government, another seat, may now demand a battle.
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(1)));
    assert_eq!(legal(&s), vec![Action::Tolerate, Action::Resist { kind: UnitKind::Army }]);
    act(&mut s, Action::Resist { kind: UnitKind::Army });
    assert_eq!(s.board.cells[r("genoa").idx()].armies, [0; 6]);
    assert!(!s.board.blocked(r("genoa")), "hostility ends with the army");
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(0)));
    // The second army enters the now empty province friendly: nothing is blocked, no one is asked.
    act(&mut s, Action::SelectArmy { from: r("marseille") });
    act(&mut s, Action::MoveArmy { from: r("marseille"), to: r("genoa") });
    assert_eq!(legal(&s), vec![Action::Friendly, Action::Hostile]);
    act(&mut s, Action::Friendly);
    assert_eq!(s.board.phase, Phase::Armies);
    assert!(!s.board.blocked(r("genoa")));
    assert!(!legal(&s).contains(&Action::SwitchStatus { region: r("genoa") }), "set this maneuver already");
}

#[test]
fn entering_side_may_battle_a_fleet_in_port() {
    let mut s = classic2();
    turn(&mut s, Nation::FR, Phase::Armies);
    let (fr, it) = (Nation::FR.idx(), Nation::IT.idx());
    s.board.cells[r("marseille").idx()].armies[fr] = 1;
    s.board.cells[r("genoa").idx()].fleets[it] = 1;
    act(&mut s, Action::SelectArmy { from: r("marseille") });
    act(&mut s, Action::MoveArmy { from: r("marseille"), to: r("genoa") });
    act(&mut s, Action::Fight { nation: Nation::IT, kind: UnitKind::Fleet });
    assert_eq!((s.board.cells[r("genoa").idx()].fleets[it], s.board.cells[r("genoa").idx()].armies[fr]), (0, 0));
}

#[test]
fn fleets_coexist_or_fight_at_sea() {
    let mut s = classic2();
    turn(&mut s, Nation::GB, Phase::Fleets);
    let (gb, fr) = (Nation::GB.idx(), Nation::FR.idx());
    s.board.cells[r("north_atlantic").idx()].fleets[gb] = 1;
    s.board.cells[r("english_channel").idx()].fleets[fr] = 2;
    act(&mut s, Action::MoveFleet { from: r("north_atlantic"), to: r("english_channel") });
    assert_eq!(legal(&s), vec![Action::Coexist, Action::Fight { nation: Nation::FR, kind: UnitKind::Fleet }]);
    act(&mut s, Action::Coexist);
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(0)), "France's government decides");
    act(&mut s, Action::Tolerate);
    assert_eq!(s.board.phase, Phase::Fleets);
    assert_eq!(s.board.cells[r("english_channel").idx()].fleets[gb], 1);
}

#[test]
fn hostile_entry_forbidden_on_a_last_working_factory() {
    let mut s = classic2();
    turn(&mut s, Nation::FR, Phase::Armies);
    let fr = Nation::FR.idx();
    // Italy's Naples factory is gone: Rome is its last one.
    s.board.factories &= !r("naples").bit();
    s.board.cells[r("florence").idx()].armies[fr] = 1;
    s.board.cells[r("florence").idx()].hostile = 1 << fr;
    act(&mut s, Action::SelectArmy { from: r("florence") });
    act(&mut s, Action::MoveArmy { from: r("florence"), to: r("rome") });
    assert_eq!(legal(&s), vec![Action::Friendly]);
    assert!(refused(&s, Action::Hostile).contains("last working factory"));
}

#[test]
fn status_can_be_switched_in_a_later_maneuver() {
    let mut s = classic2();
    turn(&mut s, Nation::FR, Phase::Armies);
    let fr = Nation::FR.idx();
    s.board.cells[r("munich").idx()].armies[fr] = 1;
    assert!(!s.board.blocked(r("munich")));
    act(&mut s, Action::SwitchStatus { region: r("munich") });
    assert!(s.board.blocked(r("munich")));
    assert!(!legal(&s).contains(&Action::SwitchStatus { region: r("munich") }));
}

#[test]
fn turning_hostile_lets_the_owner_demand_a_battle() {
    let mut s = classic2();
    turn(&mut s, Nation::FR, Phase::Armies);
    let (fr, ge) = (Nation::FR.idx(), Nation::GE.idx());
    s.board.cells[r("munich").idx()].armies[fr] = 1;
    s.board.cells[r("munich").idx()].armies[ge] = 1;
    act(&mut s, Action::SwitchStatus { region: r("munich") });
    // Germany is governed by seat 0 as well: the same seat answers, now for Germany.
    assert_eq!(s.board.phase, Phase::Defence { region: r("munich"), kind: UnitKind::Army, nation: ge as u8 });
    act(&mut s, Action::Resist { kind: UnitKind::Army });
    assert_eq!(s.board.cells[r("munich").idx()].armies, [0; 6]);
    assert_eq!(s.board.phase, Phase::Armies);
}

#[test]
fn three_armies_destroy_a_factory_but_never_the_last() {
    let mut s = classic2();
    turn(&mut s, Nation::FR, Phase::Armies);
    let fr = Nation::FR.idx();
    s.board.cells[r("berlin").idx()].armies[fr] = 3;
    assert!(legal(&s).contains(&Action::DestroyFactory { region: r("berlin") }));
    s.board.cells[r("berlin").idx()].fleets[Nation::GE.idx()] = 0;
    s.board.cells[r("berlin").idx()].armies[Nation::GE.idx()] = 1;
    assert!(refused(&s, Action::DestroyFactory { region: r("berlin") }).contains("Other nations"));
    s.board.cells[r("berlin").idx()].armies[Nation::GE.idx()] = 0;
    act(&mut s, Action::DestroyFactory { region: r("berlin") });
    assert_eq!(s.board.factories_of(Nation::GE.idx()), r("hamburg").bit());
    assert_eq!(s.board.cells[r("berlin").idx()].armies[fr], 0, "the three armies are spent");
    s.board.cells[r("hamburg").idx()].armies[fr] = 3;
    assert!(refused(&s, Action::DestroyFactory { region: r("hamburg") }).contains("last factory"));
}

#[test]
fn flags_mark_regions_held_alone_and_replace_others() {
    let mut s = classic2();
    turn(&mut s, Nation::AH, Phase::Armies);
    let (ah, it) = (Nation::AH.idx(), Nation::IT.idx());
    s.board.cells[r("romania").idx()].armies[ah] = 1;
    s.board.cells[r("romania").idx()].flag = it as u8;
    s.board.cells[r("greece").idx()].armies[ah] = 1;
    s.board.cells[r("greece").idx()].armies[it] = 1;
    s.board.cells[r("prague").idx()].armies[ah] = 1;
    act(&mut s, Action::EndManeuver);
    assert_eq!(s.board.cells[r("romania").idx()].flag, ah as u8, "replaces Italy's flag");
    assert_eq!(s.board.cells[r("greece").idx()].flag, NONE, "shared: no flag");
    assert_eq!(s.board.cells[r("prague").idx()].flag, NONE, "never in home provinces");
}

#[test]
fn flags_are_limited_by_the_ruleset() {
    let mut s = classic2();
    turn(&mut s, Nation::AH, Phase::Armies);
    for (i, reg) in bits(MAP.flaggable).enumerate() {
        s.board.cells[reg.idx()].armies[0] = 1;
        if i >= 12 {
            break;
        }
    }
    act(&mut s, Action::EndManeuver);
    assert_eq!(s.board.flags_on_board(0), 10);
    assert_eq!(Ruleset::Y2010.flags(), 15);
}

// ---------------------------------------------------------------- investor

#[test]
fn investor_pays_interest_then_the_card_holder_invests() {
    let mut s = classic2();
    s.board.rondel[0] = FACTORY;
    // AH: seat 0 holds bonds 2 and 3 (interest 5), treasury 10.
    act(&mut s, Action::Rondel { slot: INVESTOR });
    assert_eq!(s.board.treasury[0], 5);
    assert_eq!(s.cash[0], 7);
    assert_eq!(s.cash[1], 4, "seat 1 holds the card: +2M");
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(1)));
    act(&mut s, Action::Buy { nation: Nation::AH, bond: 1 });
    assert_eq!(s.board.treasury[0], 7);
    assert_eq!(s.board.investor_card, 0, "the card moves on");
    assert_eq!(s.board.active, 1);
}

#[test]
fn interest_shortfall_is_made_up_by_the_government() {
    let mut s = classic2();
    // Italy: seat 1 holds IT 3 (interest 3, governs), seat 0 holds IT 2 (interest 2).
    turn(&mut s, Nation::IT, Phase::Rondel);
    s.board.rondel[1] = FACTORY;
    s.board.treasury[1] = 1;
    s.cash[1] = 5;
    let ev = act(&mut s, Action::Rondel { slot: INVESTOR });
    assert_eq!(s.board.treasury[1], 0);
    assert_eq!(s.cash[0], 4, "seat 0 gets its full 2M");
    assert!(ev.contains(&Event::GovernmentPaid { nation: Nation::IT, seat: 1, amount: 1 }));
    assert_eq!(s.cash[1], 4 + 2, "paid 1M, no own interest, then the investor card's 2M");
    // Classic: if the government cannot make it up either, the slot may not be chosen.
    let mut s = classic2();
    turn(&mut s, Nation::IT, Phase::Rondel);
    s.board.rondel[1] = FACTORY;
    s.board.treasury[1] = 0;
    s.cash[1] = 1;
    assert!(!legal(&s).contains(&Action::Rondel { slot: INVESTOR }));
    assert!(refused(&s, Action::Rondel { slot: INVESTOR }).contains("cannot pay the interest"));
    // Treasury short of the total but enough for the others: the government takes what is left.
    let mut s = classic2();
    turn(&mut s, Nation::IT, Phase::Rondel);
    s.board.rondel[1] = FACTORY;
    s.board.treasury[1] = 4;
    s.cash[1] = 0;
    act(&mut s, Action::Rondel { slot: INVESTOR });
    assert_eq!((s.cash[0], s.cash[1]), (4, 2 + 2), "seat 0 +2; government 2 of its 3, then the card's 2M");
}

#[test]
fn edition_2010_government_pays_what_it_can() {
    let mut s = y2010(2, vec![Nation::AH, Nation::IT]);
    // Seat 0 holds AH 4 and AH 1 (FR's card); give seat 1 AH 3 (interest 3) and empty the treasury.
    s.board.bonds[0][2] = 1;
    s.board.treasury[0] = 0;
    s.cash[0] = 1;
    s.board.rondel[0] = FACTORY;
    assert!(legal(&s).contains(&Action::Rondel { slot: INVESTOR }), "2010 has no such restriction");
    act(&mut s, Action::Rondel { slot: INVESTOR });
    assert_eq!(s.cash[0], 0);
    assert_eq!(s.cash[1], 2 + 1 + 2, "1M of 3M interest, then the card's 2M");
}

#[test]
fn passing_investor_triggers_the_purchase_but_no_interest() {
    let mut s = classic2();
    s.board.rondel[0] = MANEUVER_1;
    act(&mut s, Action::Rondel { slot: PRODUCTION_2 });
    assert_eq!(s.board.treasury[0], 10, "no interest");
    act(&mut s, Action::Produce);
    assert!(matches!(s.board.phase, Phase::Invest { .. }), "purchase after the production");
    assert_eq!(s.cash[1], 4, "card holder's 2M");
    act(&mut s, Action::Pass);
    assert_eq!(s.board.active, 1);
}

#[test]
fn takeover_payment_then_the_player_without_a_nation_invests_too() {
    use Nation::*;
    // Seat 0: AH 3 + IT 2; seat 1: IT 3 + FR 2; seat 2: FR 3 + GB 2; seat 3: GB 3 + AH 2.
    let deal = Deal::Bonds { third: vec![AH, IT, FR, GB], second: vec![IT, FR, GB, AH] };
    let mut s = Imperial::setup(&Options { deal: Some(deal), ..Options::default() }, 4, 1).unwrap();
    s.cash[0] = 30;
    s.board.investor_card = 0;
    s.board.rondel[0] = FACTORY;
    act(&mut s, Action::Rondel { slot: INVESTOR });
    assert_eq!((s.cash[0], s.cash[3]), (30 + 3 + 2, 2 + 2), "interest, and the card's 2M");
    let ev = act(&mut s, Action::Buy { nation: IT, bond: 5 });
    assert!(ev.contains(&Event::GovernmentChanged { nation: IT, from: Some(1), to: 0 }));
    // Seat 1 is left with no nation while Italy has 0 power points: the new government pays it 1M.
    assert!(ev.contains(&Event::TakeoverPayment { from: 0, to: 1 }));
    assert_eq!((s.cash[0], s.cash[1]), (35 - 12 - 1, 3));
    assert!(!s.board.governs_any(1));
    // Italy's investor turn: the card holder (seat 2) gets 2M and invests, then seat 1, which governs
    // nothing, invests without the 2M.
    s.board.investor_card = 2;
    turn(&mut s, IT, Phase::Rondel);
    s.board.rondel[1] = FACTORY;
    act(&mut s, Action::Rondel { slot: INVESTOR });
    assert_eq!(s.cash[2], 2 + 2);
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(2)));
    act(&mut s, Action::Pass);
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(1)));
    assert_eq!(s.cash[1], 3 + 3, "only its interest, no bonus");
    act(&mut s, Action::Pass);
    assert_eq!(s.board.investor_card, 3);
}

#[test]
fn control_changes_only_on_strictly_more() {
    use Nation::*;
    // Italy: seat 1 holds bond 3 (6M) and governs; seat 0 holds bond 2 (4M).
    let mut s = classic2();
    turn(&mut s, IT, Phase::Invest { order: [0, NONE, NONE, NONE, NONE, NONE], len: 1, pos: 0 });
    s.cash[0] = 20;
    let mut equal = s.clone();
    act(&mut equal, Action::Buy { nation: IT, bond: 1 });
    assert_eq!(equal.board.invested(0, 1), 6);
    assert_eq!(equal.board.government[1], 1, "a tie keeps the government");
    let ev = act(&mut s, Action::TradeUp { nation: IT, from: 2, to: 4 });
    assert_eq!(s.cash[0], 20 - 5);
    assert_eq!(s.board.government[1], 0);
    assert!(!ev.iter().any(|e| matches!(e, Event::TakeoverPayment { .. })), "seat 1 still governs GB and RU");
    assert_eq!(s.board.bonds[1][1], NONE, "the traded bond is available again");
}

#[test]
fn swiss_bank_can_force_a_stop_at_investor() {
    use Nation::*;
    let mut s = y2010(4, vec![AH, IT, FR, GB]);
    // Make seat 2 a Swiss bank (govern nothing); its place in seating order is asked second after AH's government.
    s.board.government[FR.idx()] = 0;
    assert!(!s.board.governs_any(2));
    s.board.rondel[0] = MANEUVER_1;
    act(&mut s, Action::Rondel { slot: PRODUCTION_2 });
    assert_eq!(s.board.phase, Phase::Veto { slot: PRODUCTION_2, seat: 2, asked: 2 });
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(2)));
    act(&mut s, Action::ForceInvestor);
    assert_eq!(s.board.rondel[0], INVESTOR);
    assert!(matches!(s.board.phase, Phase::Invest { .. }));
    // Not when the treasury cannot pay all interest.
    let mut s = y2010(4, vec![AH, IT, FR, GB]);
    s.board.government[FR.idx()] = 0;
    s.board.treasury[0] = 1;
    s.board.rondel[0] = MANEUVER_1;
    act(&mut s, Action::Rondel { slot: PRODUCTION_2 });
    assert_eq!(s.board.phase, Phase::Production { skipped: 0 });
}

// ---------------------------------------------------------------- taxation and the end

#[test]
fn rulebook_taxation_example() {
    let mut s = classic2();
    let ge = Nation::GE.idx();
    s.board.chart[ge] = 6;
    s.board.power[ge] = 1;
    for id in ["holland", "denmark", "baltic_sea"] {
        s.board.cells[r(id).idx()].flag = ge as u8;
    }
    s.board.cells[r("holland").idx()].armies[ge] = 1;
    s.board.cells[r("denmark").idx()].armies[ge] = 1;
    s.board.cells[r("baltic_sea").idx()].fleets[ge] = 1;
    let (treasury, cash) = (s.board.treasury[ge], s.cash[0]);
    turn(&mut s, Nation::GE, Phase::Rondel);
    s.board.rondel[ge] = MANEUVER_2;
    let ev = act(&mut s, Action::Rondel { slot: TAXATION });
    assert!(ev.contains(&Event::Taxed {
        nation: Nation::GE,
        income: 7,
        chart_from: 6,
        chart_to: 7,
        bonus: 1,
        power: 2,
        treasury: 4
    }));
    assert_eq!(s.board.power[ge], 3);
    assert_eq!(s.board.treasury[ge], treasury + 4);
    assert_eq!(s.cash[0], cash + 1);
}

#[test]
fn reference_implementation_taxation_example() {
    let mut s = classic2();
    let ge = Nation::GE.idx();
    s.board.factories |= r("munich").bit();
    for reg in bits(MAP.flaggable).take(6) {
        s.board.cells[reg.idx()].flag = ge as u8;
    }
    s.board.chart[ge] = 11;
    turn(&mut s, Nation::GE, Phase::Rondel);
    s.board.rondel[ge] = MANEUVER_2;
    let cash = s.cash[0];
    act(&mut s, Action::Rondel { slot: TAXATION });
    assert_eq!(s.board.power[ge], 7);
    assert_eq!(s.cash[0], cash + 1);
    assert_eq!(s.board.chart[ge], 12);
}

#[test]
fn tax_chart_power_and_soldiers_pay() {
    assert_eq!([3, 5, 6, 10, 14, 15, 20].map(chart_position), [5, 5, 6, 10, 14, 15, 15]);
    let mut s = classic2();
    // Austria: 2 factories = 4M, 6 armies: treasury gets nothing (never pays), marker stays at 5, no bonus.
    s.board.cells[r("vienna").idx()].armies[0] = 6;
    s.board.rondel[0] = MANEUVER_2;
    let (treasury, cash) = (s.board.treasury[0], s.cash[0]);
    act(&mut s, Action::Rondel { slot: TAXATION });
    assert_eq!((s.board.treasury[0], s.cash[0], s.board.power[0]), (treasury, cash, 0));
    // A hostile army blocks a factory's taxes.
    let mut s = classic2();
    s.board.cells[r("vienna").idx()].armies[Nation::IT.idx()] = 1;
    s.board.cells[r("vienna").idx()].hostile = 1 << Nation::IT.idx();
    assert_eq!(s.board.income(0), 2);
    s.board.cells[r("vienna").idx()].hostile = 0;
    assert_eq!(s.board.income(0), 4, "a friendly army does not");
}

#[test]
fn power_factor_bands() {
    let bands: Vec<u8> = (0..=25).map(power_factor).collect();
    assert_eq!(&bands[0..5], &[0; 5]);
    assert_eq!(&bands[5..10], &[1; 5]);
    assert_eq!(&bands[10..15], &[2; 5]);
    assert_eq!(&bands[15..20], &[3; 5]);
    assert_eq!(&bands[20..25], &[4; 5]);
    assert_eq!(bands[25], 5);
}

#[test]
fn game_ends_at_25_power_and_scores() {
    let mut s = classic2();
    let ge = Nation::GE.idx();
    s.board.power[ge] = 22;
    s.board.power[Nation::RU.idx()] = 12;
    s.board.rondel[0] = MANEUVER_1;
    s.board.rondel[ge] = MANEUVER_2;
    for reg in bits(MAP.flaggable).take(4) {
        s.board.cells[reg.idx()].flag = ge as u8;
    }
    turn(&mut s, Nation::GE, Phase::Rondel);
    act(&mut s, Action::Rondel { slot: TAXATION });
    assert_eq!(s.board.power[ge], 25, "capped at 25");
    let ToAct::Over { outcome } = Imperial::to_act(&s) else { panic!("not over") };
    // Seat 0: GE 2+3 at x5 = 25, cash 2 + 3 bonus; seat 1: RU 2+3 at x2 = 10, cash 2.
    assert_eq!(outcome.scores, vec![25 + 5, 10 + 2]);
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert!(legal(&s).is_empty());
}

#[test]
fn tie_break_by_the_most_powerful_nation() {
    let mut s = classic2();
    s.board.phase = Phase::Over;
    s.board.power = [10, 0, 0, 0, 0, 5];
    // Scores: seat 0 AH 2+3 x2 = 10 + 2; seat 1 RU 2+3 x1 = 5 + 2; make them equal.
    s.cash = [2, 7, 0, 0, 0, 0];
    let outcome = crate::rules::outcome(&s);
    assert_eq!(outcome.scores, vec![12, 12]);
    assert_eq!(outcome.winners, vec![Seat(0)], "holds the higher AH bond");
    // Classic compares the highest bond: give seat 1 AH bond 4 (still tied on score).
    s.board.bonds[0][3] = 1;
    s.cash = [10, 7, 0, 0, 0, 0];
    let outcome = crate::rules::outcome(&s);
    assert_eq!(outcome.scores, vec![20, 20]);
    assert_eq!(outcome.winners, vec![Seat(1)], "bond 4 beats bond 3");
    // 2010 compares the sum invested: 4M + 6M = 10M against 9M.
    s.board.ruleset = Ruleset::Y2010;
    let outcome = crate::rules::outcome(&s);
    assert_eq!(outcome.winners, vec![Seat(0)]);
}

// ---------------------------------------------------------------- hidden information and texts

#[test]
fn a_view_never_shows_another_players_cash() {
    let mut s = Imperial::setup(&Options::default(), 4, 3).unwrap();
    s.cash = [40001, 40002, 40003, 40004, 0, 0];
    for viewer in 0..4u8 {
        let view = Imperial::view(&s, Some(Seat(viewer)));
        let json = serde_json::to_string(&view).unwrap();
        for other in 0..4u8 {
            let shown = json.contains(&format!("{}", 40001 + other as u32));
            assert_eq!(shown, other == viewer, "viewer {viewer}, cash of {other}");
        }
        assert_eq!(view.cash.iter().filter(|c| c.is_some()).count(), 1);
        let back = Imperial::determinize(&view, Seat(viewer), &mut GameRng::seed_from_u64(1));
        assert_eq!(Imperial::view(&back, Some(Seat(viewer))), view);
    }
    let spectator = serde_json::to_string(&Imperial::view(&s, None)).unwrap();
    assert!(!spectator.contains("4000"));
    assert!(!Imperial::view(&s, None).hidden.is_empty());
}

#[test]
fn every_action_and_event_has_text_in_both_languages() {
    let mut s = classic2();
    let mut rng = GameRng::seed_from_u64(5);
    let mut events = Vec::new();
    for _ in 0..3000 {
        let ToAct::One { seat } = Imperial::to_act(&s) else { break };
        let list = legal_actions::<Imperial>(&s, seat);
        for a in &list {
            let d = Imperial::describe(&s, a);
            assert!(!d.en.is_empty() && !d.ja.is_empty());
        }
        let p = Imperial::prompt(&s, Some(seat));
        assert!(!p.en.is_empty() && !p.ja.is_empty());
        let a = &list[rand::Rng::random_range(&mut rng, 0..list.len())];
        events.extend(apply::<Imperial>(&mut s, seat, a).unwrap());
    }
    assert!(events.len() > 100);
    for e in &events {
        let t = Imperial::event_text(e);
        assert!(!t.en.is_empty() && !t.ja.is_empty());
        assert!(!serde_json::to_string(e).unwrap().contains("cash"), "events carry no cash balance");
    }
}

#[test]
fn actions_name_regions_by_id() {
    let a = Action::MoveArmy { from: r("berlin"), to: r("st_petersburg") };
    let json = serde_json::to_string(&a).unwrap();
    assert_eq!(json, r#"{"type":"move_army","from":"berlin","to":"st_petersburg"}"#);
    assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
    assert!(serde_json::from_str::<Action>(r#"{"type":"move_army","from":"atlantis","to":"berlin"}"#).is_err());
}

#[test]
fn setup_module_constants_match_the_seed() {
    assert_eq!([2, 3, 4, 5, 6].map(setup::profistart_cash), [40, 28, 22, 18, 15]);
    assert_eq!(Ruleset::Classic.bond_prices(), &[2, 4, 6, 9, 12, 16, 20, 25]);
    assert_eq!(Ruleset::Y2010.bond_prices().last(), Some(&30));
}

#[test]
fn a_fixed_deal_replays_the_same_start_whatever_the_seed() {
    use Nation::*;
    let deal = Deal::Bonds { third: vec![RU, GE, GB, FR, IT], second: vec![AH, RU, GE, GB, FR] };
    let options = Options { deal: Some(deal), ..Options::default() };
    let a = Imperial::setup(&options, 5, 1).unwrap();
    let b = Imperial::setup(&options, 5, 999).unwrap();
    assert_eq!(a.board, b.board);
    assert_eq!(a.board.government, [0, 4, 3, 2, 1, 0]);
    // Without a deal the seed decides.
    let c = Imperial::setup(&Options::default(), 5, 1).unwrap();
    assert_eq!(c.board, Imperial::setup(&Options::default(), 5, 1).unwrap().board);
    assert!((2..40).any(|seed| Imperial::setup(&Options::default(), 5, seed).unwrap().board != c.board));
}

#[test]
fn a_taxation_that_ends_the_game_skips_the_passed_investor_turn() {
    let mut s = classic2();
    let ge = Nation::GE.idx();
    s.board.power[ge] = 24;
    for reg in bits(MAP.flaggable).take(2) {
        s.board.cells[reg.idx()].flag = ge as u8;
    }
    turn(&mut s, Nation::GE, Phase::Rondel);
    s.board.rondel[ge] = MANEUVER_1;
    s.board.treasury[ge] = 10;
    let ev = act(&mut s, Action::Rondel { slot: TAXATION });
    assert_eq!(s.board.phase, Phase::Over);
    assert!(!ev.iter().any(|e| matches!(e, Event::InvestorBonus { .. })));
    assert_eq!(ev.last(), Some(&Event::GameOver));
}

#[test]
fn out_of_range_input_is_refused_without_panicking() {
    let s = classic2();
    for a in [
        Action::Rondel { slot: 9 },
        Action::Rondel { slot: 255 },
        Action::Buy { nation: Nation::AH, bond: 0 },
        Action::Buy { nation: Nation::AH, bond: 200 },
        Action::TradeUp { nation: Nation::AH, from: 0, to: 200 },
    ] {
        let _ = Imperial::describe(&s, &a);
        assert!(!refused(&s, a).is_empty());
    }
    let mut inv = classic2();
    turn(&mut inv, Nation::AH, Phase::Invest { order: [1, NONE, NONE, NONE, NONE, NONE], len: 1, pos: 0 });
    assert!(refused(&inv, Action::Buy { nation: Nation::AH, bond: 0 }).contains("no bond 0"));
    assert!(refused(&inv, Action::Buy { nation: Nation::AH, bond: 3 }).contains("already taken"));
    assert!(refused(&inv, Action::TradeUp { nation: Nation::AH, from: 3, to: 5 }).contains("trade up"));
    assert!(refused(&inv, Action::Buy { nation: Nation::GB, bond: 8 }).contains("Cannot afford"));
}

#[test]
fn options_json_shape() {
    let json = r#"{"ruleset":"classic","profistart":false,"deal":{"kind":"bonds","third":["AH","IT","FR","GB"],"second":["IT","FR","GB","AH"]}}"#;
    let options: Options = serde_json::from_str(json).unwrap();
    assert_eq!(serde_json::to_string(&options).unwrap(), json);
    let defaults: Options = serde_json::from_str("{}").unwrap();
    assert_eq!(defaults, Options::default());
    assert!(serde_json::from_str::<Options>(r#"{"rulset":"2010"}"#).is_err(), "typos are refused");
    let cards: Options =
        serde_json::from_str(r#"{"ruleset":"2010","deal":{"kind":"cards","cards":["IT","AH"]}}"#).unwrap();
    let s = Imperial::setup(&cards, 2, 1).unwrap();
    assert_eq!(s.board.government[Nation::IT.idx()], 0);
}

/// Random play reaches every kind of decision, so the playout tests exercise all of the rules.
#[test]
fn random_play_reaches_every_kind_of_action() {
    let mut seen = std::collections::BTreeSet::new();
    for (ruleset, players) in [(Ruleset::Classic, 4), (Ruleset::Y2010, 5), (Ruleset::Classic, 3)] {
        for seed in 0..40 {
            let options = Options { ruleset, profistart: seed % 4 == 0, deal: None };
            let mut s = Imperial::setup(&options, players, seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed);
            let mut list = Vec::new();
            while let ToAct::One { seat } = Imperial::to_act(&s) {
                list.clear();
                Imperial::legal_actions(&s, seat, &mut list);
                let a = list[rand::Rng::random_range(&mut rng, 0..list.len())].clone();
                let name = serde_json::to_value(&a).unwrap()["type"].as_str().unwrap().to_string();
                seen.insert(name);
                Imperial::apply_legal(&mut s, seat, &a, &mut Vec::new());
            }
        }
    }
    let all = [
        "rondel",
        "donate",
        "force_investor",
        "allow_pass",
        "build",
        "decline_factory",
        "skip_factory",
        "produce",
        "import",
        "end_import",
        "move_fleet",
        "end_fleets",
        "select_army",
        "move_army",
        "hold_army",
        "switch_status",
        "destroy_factory",
        "end_maneuver",
        "friendly",
        "hostile",
        "coexist",
        "fight",
        "tolerate",
        "resist",
        "buy",
        "trade_up",
        "pass",
    ];
    let missing: Vec<_> = all.iter().filter(|a| !seen.contains(**a)).collect();
    assert!(missing.is_empty(), "never chosen: {missing:?}");
}
