//! Rule tests: the data, set-ups, every rondel action, the maneuver, the investor turn, taxation and scoring,
//! and the consistency of legal lists with refusals.

mod common;

use Nation::*;
use common::*;
use statecraft_engine::{Game, GameRng, Seat, ToAct, legal_actions};
use statecraft_imperial::model::{Kind, RULES, RegionSet, Site, bond_number, bond_value};
use statecraft_imperial::rules::{self, scoring};
use statecraft_imperial::{
    Action, Deal, Event, Imperial, MAP, Nation, Options, Phase, Region, Ruleset, Space, Stance, UnitKind,
};

// ---------------------------------------------------------------- data

#[test]
fn map_counts_and_sites() {
    let count = |k: Kind| MAP.regions.iter().filter(|r| r.kind == k).count();
    assert_eq!((count(Kind::Home), count(Kind::Neutral), count(Kind::Sea)), (30, 15, 9));
    for n in Nation::ALL {
        assert_eq!(MAP.home[n.idx()].len(), 5, "{n:?}");
    }
    let sites = |s: Site| MAP.regions.iter().filter(|r| r.site == Some(s)).count();
    assert_eq!((sites(Site::Armaments), sites(Site::Shipyard)), (15, 15));
    assert_eq!(MAP.regions.iter().filter(|r| r.start_factory).count(), 12);
    for n in Nation::ALL {
        assert_eq!(MAP.regions.iter().filter(|r| r.start_factory && r.nation == Some(n)).count(), 2);
    }
    // Every shipyard has a port opening to a sea, and only shipyards do.
    for r in &MAP.regions {
        assert_eq!(r.port.is_some(), r.site == Some(Site::Shipyard), "{}", r.id);
        if let Some(p) = r.port {
            assert!(p.is_sea());
            assert!(r.adj.contains(p), "{} port sea must be adjacent", r.id);
        }
        assert_eq!(Region::by_id(&r.id).map(|x| x.id()), Some(r.id.as_str()));
        assert!(!r.ja.is_empty(), "{} has a Japanese name", r.id);
    }
    assert_eq!(MAP.labels.len(), 5, "Switzerland and four islands are named on the board");
}

#[test]
fn adjacency_is_symmetric_and_as_decided() {
    let mut edges = 0;
    for (i, info) in MAP.regions.iter().enumerate() {
        let here = Region(i as u8);
        assert!(!info.adj.contains(here), "{} touches itself", info.id);
        for j in info.adj.iter() {
            assert!(j.info().adj.contains(here), "{} → {} is one-way", info.id, j.id());
            edges += 1;
        }
    }
    assert_eq!(edges / 2, 137, "the edges both sources list");
    let adjacent = |a: &str, b: &str| r(a).info().adj.contains(r(b));
    for (a, b) in [
        ("kiev", "st_petersburg"),
        ("edinburgh", "london"),
        ("lemberg", "vienna"),
        ("turkey", "ionian_sea"),
        ("turkey", "west_balkan"),
    ] {
        assert!(!adjacent(a, b), "conflict edge {a}-{b} is left out");
    }
    assert_eq!(r("dublin").info().adj, RegionSet::one(r("north_atlantic")), "Dublin touches only the North Atlantic");
    assert!(adjacent("bulgaria", "turkey") && !adjacent("sweden", "denmark") && !adjacent("spain", "morocco"));
    assert!(Region::by_id("switzerland").is_none(), "Switzerland is no region");
}

#[test]
fn rule_constants_are_the_seeds_and_the_rulebooks() {
    let values = |r: Ruleset| r.bonds().iter().map(|b| (b.value, b.interest)).collect::<Vec<_>>();
    assert_eq!(values(Ruleset::Classic), vec![(2, 1), (4, 2), (6, 3), (9, 4), (12, 5), (16, 6), (20, 7), (25, 8)]);
    assert_eq!(values(Ruleset::Y2010).last(), Some(&(30, 9)));
    assert_eq!((Ruleset::Classic.flags(), Ruleset::Y2010.flags()), (10, 15));
    assert_eq!([2, 3, 4, 5, 6].map(|p| RULES.setup.profistart_cash(p)), [40, 28, 22, 18, 15]);
    assert_eq!((AH.supply(UnitKind::Army), AH.supply(UnitKind::Fleet)), (10, 6));
    assert_eq!((GB.supply(UnitKind::Army), GB.supply(UnitKind::Fleet)), (6, 10));
    assert_eq!((RU.supply(UnitKind::Army), RU.supply(UnitKind::Fleet)), (8, 8));
    assert_eq!((bond_value(3), bond_number(Ruleset::Classic, 30), bond_number(Ruleset::Y2010, 30)), (6, None, Some(9)));
}

#[test]
fn power_factor_bands() {
    let bands: Vec<u8> = (0..=25).map(|p| RULES.power_factor(p)).collect();
    assert_eq!(&bands[0..5], &[0; 5]);
    assert_eq!(&bands[5..10], &[1; 5]);
    assert_eq!(&bands[10..15], &[2; 5]);
    assert_eq!(&bands[15..20], &[3; 5]);
    assert_eq!(&bands[20..25], &[4; 5]);
    assert_eq!(bands[25], 5);
}

#[test]
fn tax_chart_positions() {
    let pos = [3, 5, 6, 10, 14, 15, 20].map(|i| RULES.tax_step(i).income);
    assert_eq!(pos, [5, 5, 6, 10, 14, 15, 15]);
    assert_eq!([5, 6, 15].map(|i| RULES.tax_step(i).power), [0, 1, 10]);
    assert_eq!((1..=6).map(|d| RULES.rondel_cost(d)).collect::<Vec<_>>(), vec![0, 0, 0, 2, 4, 6]);
}

// ---------------------------------------------------------------- set-up

fn held(s: &statecraft_imperial::State, seat: u8) -> Vec<(Nation, u16)> {
    let b = &s.board;
    let mut v = Vec::new();
    for n in Nation::ALL {
        for k in b.nations[n].bonds.held_by(Seat(seat)) {
            v.push((n, b.bond_price(k)));
        }
    }
    v
}

fn governments(s: &statecraft_imperial::State) -> [Option<u8>; 6] {
    Nation::ALL.map(|n| s.board.nations[n].government.map(|g| g.0))
}

#[test]
fn classic_two_player_start_is_the_seeds() {
    let s = classic2();
    let b = &s.board;
    assert_eq!(held(&s, 0), vec![(AH, 4), (AH, 6), (IT, 4), (FR, 6), (GE, 4), (GE, 6)]);
    assert_eq!(held(&s, 1), vec![(IT, 6), (FR, 4), (GB, 4), (GB, 6), (RU, 4), (RU, 6)]);
    assert_eq!(governments(&s), [0, 1, 0, 1, 0, 1].map(Some), "P1 governs AH, GE, FR; P2 IT, GB, RU");
    assert!(Nation::ALL.iter().all(|&n| b.nations[n].treasury == 10));
    assert_eq!(s.cash[..2], [2, 2]);
    assert_eq!(b.investor_card, Seat(1), "the seat after Austria-Hungary's government");
    assert_eq!(b.active, AH, "Austria-Hungary starts");
    assert_eq!(b.factories.len(), 12);
}

#[test]
fn classic_three_player_start_is_the_seeds() {
    let options = Options { deal: Some(Deal::Hands { hands: vec![2, 0, 1] }), ..Options::default() };
    let s = Imperial::setup(&options, 3, 1).unwrap();
    // Seat 1 holds the seed's hand of player 1, seat 2 player 2's, seat 0 player 3's.
    assert_eq!(held(&s, 1), vec![(AH, 6), (GB, 6), (GE, 4), (RU, 4)]);
    assert_eq!(held(&s, 2), vec![(IT, 4), (IT, 6), (GB, 4), (GE, 6)]);
    assert_eq!(held(&s, 0), vec![(AH, 4), (FR, 4), (FR, 6), (RU, 6)]);
    assert_eq!(governments(&s), [1, 2, 0, 1, 2, 0].map(Some));
    assert_eq!(s.board.investor_card, Seat(2));
}

#[test]
fn first_investor_card_follows_italy_when_austria_has_no_government() {
    let deal = Deal::Bonds { third: vec![IT, FR, GB, GE], second: vec![FR, GB, GE, IT] };
    let s = Imperial::setup(&Options { deal: Some(deal), ..Options::default() }, 4, 1).unwrap();
    assert_eq!(s.board.nations[AH].government, None);
    assert_eq!(s.board.investor_card, Seat(1), "seat after Italy's government (seat 0)");
    assert_eq!(s.board.active, IT, "Italy acts first; Austria-Hungary is skipped");
}

#[test]
fn edition_2010_standard_start() {
    let s = y2010(3, vec![IT, FR, AH]);
    let b = &s.board;
    // Seat 2 holds AH's card and so also GB's; seat 0 IT and RU; seat 1 FR and GE.
    assert_eq!(governments(&s), [2, 0, 1, 2, 1, 0].map(Some));
    assert_eq!(b.nations[AH].bonds.of(4), Some(Seat(2)));
    assert_eq!(b.nations[GE].bonds.of(1), Some(Seat(2)), "the AH card comes with GE's 2M bond");
    assert_eq!(b.nations[AH].treasury, 11, "9M from the card holder + 2M from the FR card");
    assert_eq!(s.cash[..3], [2, 2, 2]);
    // Four players: the two undealt nations are governed by their 2M bondholder.
    let s = y2010(4, vec![AH, IT, FR, GB]);
    assert_eq!(s.board.nations[GE].government, Some(Seat(0)), "AH's card brings GE's 2M bond");
    assert_eq!(s.board.nations[RU].government, Some(Seat(3)), "GB's card brings RU's 2M bond");
    assert_eq!(s.board.nations[GE].treasury, 2);
}

#[test]
fn bad_setups_are_refused() {
    assert!(Imperial::setup(&Options::default(), 7, 1).is_err());
    assert!(Imperial::setup(&Options::default(), 1, 1).is_err());
    let bad = Options { deal: Some(Deal::Hands { hands: vec![0, 0] }), ..Options::default() };
    assert!(Imperial::setup(&bad, 2, 1).is_err());
    let same = Options { deal: Some(Deal::Bonds { third: vec![AH; 4], second: vec![IT; 4] }), ..Options::default() };
    assert!(Imperial::setup(&same, 4, 1).is_err(), "a nation's bond is dealt once");
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
    assert!(legal(&s).iter().all(|a| matches!(a, Action::Buy { nation: AH, .. } | Action::Pass)));
    act(&mut s, Action::Buy { nation: AH, value: 6 });
    act(&mut s, Action::Buy { nation: AH, value: 9 });
    act(&mut s, Action::Pass);
    assert_eq!(s.board.nations[AH].government, Some(Seat(2)), "9M beats 6M");
    assert_eq!(s.board.nations[AH].treasury, 15);
    // Italy: the first chooser moves one seat on.
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(2)));
    for _ in 0..15 {
        act(&mut s, Action::Pass);
    }
    assert_eq!(s.board.phase, Phase::Rondel);
    assert_eq!(s.board.investor_card, Seat(0), "the seat after Austria-Hungary's government");
    assert_eq!(s.cash[..3], [28, 22, 19]);
}

#[test]
fn a_fixed_deal_replays_the_same_start_whatever_the_seed() {
    let deal = Deal::Bonds { third: vec![RU, GE, GB, FR, IT], second: vec![AH, RU, GE, GB, FR] };
    let options = Options { deal: Some(deal), ..Options::default() };
    let a = Imperial::setup(&options, 5, 1).unwrap();
    let b = Imperial::setup(&options, 5, 999).unwrap();
    assert_eq!(a.board, b.board);
    assert_eq!(governments(&a), [Some(0), Some(4), Some(3), Some(2), Some(1), Some(0)]);
    let c = Imperial::setup(&Options::default(), 5, 1).unwrap();
    assert_eq!(c.board, Imperial::setup(&Options::default(), 5, 1).unwrap().board);
    assert!((2..40).any(|seed| Imperial::setup(&Options::default(), 5, seed).unwrap().board != c.board));
}

// ---------------------------------------------------------------- rondel

#[test]
fn rondel_cost_is_two_per_space_beyond_three() {
    // Seed: six spaces cost 6M, from the nation's treasury (classic).
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    act(&mut s, Action::Rondel { space: Space::Maneuver2 });
    assert_eq!(s.board.nations[AH].treasury, 4);
    assert_eq!(s.cash[0], 2);
    // 2010: the government pays from its own cash.
    let mut s = y2010(2, vec![AH, IT]);
    s.board.nations[AH].rondel = Some(Space::Factory);
    s.cash[0] = 10;
    act(&mut s, Action::Rondel { space: Space::Maneuver2 });
    assert_eq!((s.board.nations[AH].treasury, s.cash[0]), (11, 4));
}

#[test]
fn the_dial_shows_each_reachable_space_with_its_cost_and_the_prompt_says_who_pays() {
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    let reach = |s: &statecraft_imperial::State| -> Vec<(Space, u16)> {
        statecraft_imperial::view::view(s, None).rondel.reach.iter().map(|r| (r.space, r.cost)).collect()
    };
    use Space::*;
    let costs = vec![(Production1, 0), (Maneuver1, 0), (Investor, 0), (Import, 2), (Production2, 4), (Maneuver2, 6)];
    assert_eq!(reach(&s), costs);
    let prompt = statecraft_imperial::text::prompt(&s, Some(Seat(0)));
    assert!(prompt.en.contains("1–3 spaces free, each further space 2M from its treasury"), "{}", prompt.en);
    // 2010: the same costs, paid by the government.
    let mut s = y2010(2, vec![AH, IT]);
    s.board.nations[AH].rondel = Some(Space::Factory);
    s.cash[0] = 10;
    assert_eq!(reach(&s), costs);
    assert!(statecraft_imperial::text::prompt(&s, Some(Seat(0))).en.contains("2M paid by its government"));
    // Once the space is chosen, the dial offers nothing while the nation carries it out.
    act(&mut s, Action::Rondel { space: Production1 });
    assert_eq!(s.board.phase, Phase::Production { skipped: Default::default() });
    assert!(statecraft_imperial::view::view(&s, None).rondel.reach.is_empty());
}

#[test]
fn first_placement_is_free_and_anywhere() {
    let s = classic2();
    let spaces: Vec<Action> = legal(&s).into_iter().filter(|a| matches!(a, Action::Rondel { .. })).collect();
    assert_eq!(spaces.len(), 8);
    let mut s2 = s.clone();
    act(&mut s2, Action::Rondel { space: Space::Taxation });
    assert_eq!(s2.board.nations[AH].treasury, s.board.nations[AH].treasury + 4, "2 factories, no units");
}

#[test]
fn rondel_refuses_what_the_treasury_cannot_pay() {
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    s.board.nations[AH].treasury = 3;
    let spaces: Vec<Space> =
        legal(&s).iter().filter_map(|a| if let Action::Rondel { space } = a { Some(*space) } else { None }).collect();
    assert_eq!(spaces, vec![Space::Production1, Space::Maneuver1, Space::Investor, Space::Import]);
    assert!(refused(&s, Action::Rondel { space: Space::Production2 }).contains("Cannot afford"));
    assert!(refused(&s, Action::Rondel { space: Space::Factory }).contains("1 to 6"));
    assert!(refused(&s, Action::Build { region: r("prague") }).contains("Wrong step"));
}

#[test]
fn swiss_bank_can_force_a_stop_at_investor() {
    let mut s = y2010(4, vec![AH, IT, FR, GB]);
    // Make seat 2 a Swiss bank (govern nothing); it is asked second after AH's government.
    s.board.nations[FR].government = Some(Seat(0));
    assert!(!s.board.governs_any(Seat(2)));
    s.board.nations[AH].rondel = Some(Space::Maneuver1);
    act(&mut s, Action::Rondel { space: Space::Production2 });
    assert_eq!(s.board.phase, Phase::Veto { space: Space::Production2, seat: Seat(2), asked: 2 });
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(2)));
    act(&mut s, Action::ForceInvestor);
    assert_eq!(s.board.nations[AH].rondel, Some(Space::Investor));
    assert!(matches!(s.board.phase, Phase::Invest { .. }));
    // Not when the treasury cannot pay all interest.
    let mut s = y2010(4, vec![AH, IT, FR, GB]);
    s.board.nations[FR].government = Some(Seat(0));
    s.board.nations[AH].treasury = 1;
    s.board.nations[AH].rondel = Some(Space::Maneuver1);
    act(&mut s, Action::Rondel { space: Space::Production2 });
    assert_eq!(s.board.phase, Phase::Production { skipped: RegionSet::EMPTY });
}

// ---------------------------------------------------------------- factory, production, import

#[test]
fn factory_costs_five_and_needs_a_free_unblocked_site() {
    let mut s = classic2();
    turn(&mut s, AH, Phase::Factory);
    armies(&mut s, "prague", GE, 1, 1);
    let builds: Vec<Action> = legal(&s).into_iter().filter(|a| matches!(a, Action::Build { .. })).collect();
    assert_eq!(builds, vec![Action::Build { region: r("trieste") }, Action::Build { region: r("lemberg") }]);
    assert!(refused(&s, Action::Build { region: r("prague") }).contains("hostile army"));
    assert!(refused(&s, Action::Build { region: r("vienna") }).contains("already has a factory"));
    act(&mut s, Action::Build { region: r("trieste") });
    assert_eq!(s.board.nations[AH].treasury, 5);
    assert!(s.board.factories.contains(r("trieste")));
    // Too poor: only declining (or donating) is left.
    let mut s = classic2();
    turn(&mut s, AH, Phase::Factory);
    s.board.nations[AH].treasury = 4;
    assert_eq!(choices(&s), vec![Action::DeclineFactory]);
    assert!(refused(&s, Action::Build { region: r("trieste") }).contains("Cannot afford"));
}

#[test]
fn production_skips_switched_off_and_blocked_factories() {
    let mut s = classic2();
    turn(&mut s, IT, Phase::Production { skipped: RegionSet::EMPTY });
    // Rome (armaments) and Naples (shipyard); block Rome with a hostile French army.
    armies(&mut s, "rome", FR, 1, 1);
    assert_eq!(legal(&s), vec![Action::SkipFactory { region: r("naples") }, Action::Produce]);
    act(&mut s, Action::Produce);
    assert_eq!(s.board.cells[r("naples")].fleets[IT], 1, "a fleet in port");
    assert_eq!(s.board.cells[r("rome")].armies[IT], 0);
    // Switched off: nothing.
    let mut s = classic2();
    turn(&mut s, AH, Phase::Production { skipped: RegionSet::EMPTY });
    act(&mut s, Action::SkipFactory { region: r("vienna") });
    act(&mut s, Action::Produce);
    assert_eq!(s.board.cells[r("vienna")].armies[AH], 0);
    assert_eq!(s.board.cells[r("budapest")].armies[AH], 1);
}

#[test]
fn production_with_nothing_to_decide_is_taken_by_the_engine() {
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    // Both Austrian factories switched off leaves only "produce": the engine takes it.
    act(&mut s, Action::Rondel { space: Space::Production1 });
    act(&mut s, Action::SkipFactory { region: r("vienna") });
    let ev = act(&mut s, Action::SkipFactory { region: r("budapest") });
    assert_eq!(s.board.active, IT, "production done, Italy's turn");
    assert!(ev.is_empty() || !ev.iter().any(|e| matches!(e, Event::Produced { .. })));
    // A nation with no working factory never sees the step.
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    armies(&mut s, "vienna", IT, 1, 1);
    armies(&mut s, "budapest", IT, 1, 1);
    act(&mut s, Action::Rondel { space: Space::Production1 });
    assert_eq!((s.board.active, s.board.phase), (IT, Phase::Rondel));
}

#[test]
fn production_respects_the_unit_supply() {
    let mut s = classic2();
    turn(&mut s, GB, Phase::Production { skipped: RegionSet::EMPTY });
    fleets(&mut s, "north_sea", GB, 9);
    act(&mut s, Action::Produce);
    assert_eq!(s.board.on_board(GB, UnitKind::Fleet), 10, "only one of two shipyards could build");
}

#[test]
fn import_up_to_three_units() {
    let mut s = classic2();
    turn(&mut s, AH, Phase::Import { placed: 0 });
    armies(&mut s, "lemberg", RU, 1, 1);
    let list = legal(&s);
    assert!(list.contains(&Action::Import { region: r("trieste"), kind: UnitKind::Fleet }));
    assert!(!list.contains(&Action::Import { region: r("vienna"), kind: UnitKind::Fleet }));
    assert!(!list.contains(&Action::Import { region: r("lemberg"), kind: UnitKind::Army }));
    assert!(refused(&s, Action::Import { region: r("vienna"), kind: UnitKind::Fleet }).contains("no port"));
    assert!(refused(&s, Action::Import { region: r("lemberg"), kind: UnitKind::Army }).contains("hostile army"));
    for _ in 0..3 {
        act(&mut s, Action::Import { region: r("vienna"), kind: UnitKind::Army });
    }
    assert_eq!(s.board.cells[r("vienna")].armies[AH], 3, "several in one place");
    assert_eq!(s.board.nations[AH].treasury, 7);
    assert_eq!(s.board.phase, Phase::Rondel, "the third unit ends the import");
    assert_eq!(s.board.active, IT);
}

// ---------------------------------------------------------------- maneuver

fn reach(s: &statecraft_imperial::State, from: &str) -> Vec<String> {
    rules::maneuver::army_reach(&s.board, r(from)).dest.iter().map(|x| x.id().to_string()).collect()
}

#[test]
fn railroad_runs_free_through_own_unoccupied_provinces() {
    let mut s = classic2();
    turn(&mut s, GE, Phase::Armies);
    armies(&mut s, "berlin", GE, 1, 0);
    let d = reach(&s, "berlin");
    for id in
        ["cologne", "munich", "hamburg", "danzig", "belgium", "holland", "denmark", "dijon", "vienna", "st_petersburg"]
    {
        assert!(d.contains(&id.to_string()), "{id} in {d:?}");
    }
    assert!(!d.contains(&"paris".to_string()), "two steps abroad");
    // Hostile armies in Cologne and Hamburg stop the railroad there.
    armies(&mut s, "cologne", FR, 1, 1);
    armies(&mut s, "hamburg", FR, 1, 1);
    let d = reach(&s, "berlin");
    assert!(d.contains(&"cologne".to_string()) && d.contains(&"hamburg".to_string()), "one step into them");
    assert!(!d.contains(&"denmark".to_string()), "Denmark only through Hamburg");
    assert!(d.contains(&"belgium".to_string()), "via Munich");
}

#[test]
fn convoys_carry_one_army_per_fleet() {
    let mut s = classic2();
    turn(&mut s, GB, Phase::Armies);
    armies(&mut s, "london", GB, 2, 0);
    fleets(&mut s, "english_channel", GB, 1);
    fleets(&mut s, "bay_of_biscay", GB, 1);
    let d = reach(&s, "london");
    for id in ["belgium", "holland", "paris", "brest", "spain", "portugal", "morocco", "bordeaux"] {
        assert!(d.contains(&id.to_string()), "{id} in {d:?}");
    }
    assert!(!d.contains(&"dublin".to_string()), "no fleet in the North Atlantic");
    act(&mut s, Action::SelectArmy { from: r("london"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("london"), to: r("portugal") });
    assert_eq!(s.board.maneuver.convoyed[r("english_channel")], 1);
    assert_eq!(s.board.maneuver.convoyed[r("bay_of_biscay")], 1);
    // Both fleets have carried an army: the second army can only walk.
    let d = reach(&s, "london");
    assert_eq!(d, vec!["edinburgh", "liverpool", "sheffield"]);
    // Rail + convoy: an army in Sheffield rails to Liverpool and crosses the North Atlantic to Dublin.
    fleets(&mut s, "north_atlantic", GB, 1);
    armies(&mut s, "sheffield", GB, 1, 0);
    assert!(reach(&s, "sheffield").contains(&"dublin".to_string()));
}

#[test]
fn fleets_leave_port_only_into_their_sea() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Fleets);
    fleets(&mut s, "bordeaux", FR, 1);
    fleets(&mut s, "western_mediterranean_sea", FR, 1);
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
    assert_eq!(s.board.maneuver.moved_fleets[r("ionian_sea")], 1, "the count the map shows as (1)");
    act(&mut s, Action::EndFleets);
    assert_eq!(s.board.phase, Phase::Rondel, "no army to move: the maneuver ends by itself");
}

#[test]
fn battle_choices_go_to_the_defending_government() {
    let mut s = classic2();
    // France (seat 0) enters Genoa, an Italian (seat 1) province with an Italian army.
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "marseille", FR, 2, 0);
    armies(&mut s, "genoa", IT, 1, 0);
    act(&mut s, Action::SelectArmy { from: r("marseille"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("marseille"), to: r("genoa") });
    assert_eq!(legal(&s), vec![Action::Friendly, Action::Hostile, Action::Fight { nation: IT, kind: UnitKind::Army }]);
    act(&mut s, Action::Hostile);
    assert!(s.board.blocked(r("genoa")));
    // Italy's government, another seat, may now demand a battle.
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(1)));
    assert_eq!(legal(&s), vec![Action::Tolerate, Action::Resist { kind: UnitKind::Army }]);
    act(&mut s, Action::Resist { kind: UnitKind::Army });
    assert!(s.board.cells[r("genoa")].armies.is_empty());
    assert!(!s.board.blocked(r("genoa")), "hostility ends with the army");
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(0)));
    // The second army enters the now empty province friendly: nothing is blocked, no one is asked.
    act(&mut s, Action::SelectArmy { from: r("marseille"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("marseille"), to: r("genoa") });
    assert_eq!(legal(&s), vec![Action::Friendly, Action::Hostile]);
    act(&mut s, Action::Friendly);
    assert!(!s.board.blocked(r("genoa")));
    assert_eq!(s.board.phase, Phase::Rondel, "no army left to move: the maneuver ends by itself");
}

#[test]
fn entering_side_may_battle_a_fleet_in_port() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "marseille", FR, 1, 0);
    fleets(&mut s, "genoa", IT, 1);
    act(&mut s, Action::SelectArmy { from: r("marseille"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("marseille"), to: r("genoa") });
    act(&mut s, Action::Fight { nation: IT, kind: UnitKind::Fleet });
    assert_eq!((s.board.cells[r("genoa")].fleets[IT], s.board.cells[r("genoa")].armies[FR]), (0, 0));
}

#[test]
fn fleets_coexist_or_fight_at_sea() {
    let mut s = classic2();
    turn(&mut s, GB, Phase::Fleets);
    fleets(&mut s, "north_atlantic", GB, 1);
    fleets(&mut s, "english_channel", FR, 2);
    act(&mut s, Action::MoveFleet { from: r("north_atlantic"), to: r("english_channel") });
    assert_eq!(legal(&s), vec![Action::Coexist, Action::Fight { nation: FR, kind: UnitKind::Fleet }]);
    act(&mut s, Action::Coexist);
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(0)), "France's government decides");
    act(&mut s, Action::Tolerate);
    assert_eq!(s.board.cells[r("english_channel")].fleets[GB], 1);
    assert_eq!(s.board.phase, Phase::Rondel, "nothing left to move: the maneuver ends by itself");
}

#[test]
fn hostile_entry_forbidden_on_a_last_working_factory() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    // Italy's Naples factory is gone: Rome is its last one. An Italian army stands there.
    s.board.factories.remove(r("naples"));
    armies(&mut s, "florence", FR, 1, 1);
    armies(&mut s, "rome", IT, 1, 0);
    act(&mut s, Action::SelectArmy { from: r("florence"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("florence"), to: r("rome") });
    assert_eq!(legal(&s), vec![Action::Friendly, Action::Fight { nation: IT, kind: UnitKind::Army }]);
    assert!(refused(&s, Action::Hostile).contains("last working factory"));
}

#[test]
fn a_lone_friendly_entry_is_taken_by_the_engine() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    s.board.factories.remove(r("naples"));
    armies(&mut s, "florence", FR, 1, 1);
    act(&mut s, Action::SelectArmy { from: r("florence"), stance: None });
    let ev = act(&mut s, Action::MoveArmy { from: r("florence"), to: r("rome") });
    assert!(ev.contains(&Event::Stance { nation: FR, region: r("rome"), stance: Stance::Friendly }));
    assert!(!s.board.blocked(r("rome")));
}

#[test]
fn status_can_be_changed_in_a_later_maneuver() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "munich", FR, 1, 0);
    assert!(!s.board.blocked(r("munich")));
    act(&mut s, Action::ChangeStance { region: r("munich"), to: Stance::Hostile });
    assert!(s.board.blocked(r("munich")));
    let list = legal(&s);
    assert!(list.contains(&Action::SelectArmy { from: r("munich"), stance: None }), "the army keeps its move");
    assert!(!list.contains(&Action::ChangeStance { region: r("munich"), to: Stance::Friendly }), "once per maneuver");
    assert!(refused(&s, Action::ChangeStance { region: r("munich"), to: Stance::Friendly }).contains("already set"));
}

#[test]
fn turning_hostile_lets_the_owner_demand_a_battle() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "munich", FR, 1, 0);
    armies(&mut s, "munich", GE, 1, 0);
    s.board.cells[r("munich")].armies[FR] = 1;
    act(&mut s, Action::ChangeStance { region: r("munich"), to: Stance::Hostile });
    // Germany is governed by seat 0 as well: the same seat answers, now for Germany.
    assert!(matches!(s.board.phase, Phase::Defence { nation: GE, .. }));
    act(&mut s, Action::Resist { kind: UnitKind::Army });
    assert!(s.board.cells[r("munich")].armies.is_empty());
    assert!(!s.board.blocked(r("munich")));
}

#[test]
fn three_armies_destroy_a_factory_but_never_the_last() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "berlin", FR, 3, 0);
    assert!(legal(&s).contains(&Action::DestroyFactory { region: r("berlin") }));
    armies(&mut s, "berlin", GE, 1, 0);
    assert!(refused(&s, Action::DestroyFactory { region: r("berlin") }).contains("Defending units"));
    armies(&mut s, "berlin", GE, 0, 0);
    act(&mut s, Action::DestroyFactory { region: r("berlin") });
    assert_eq!(s.board.factories_of(GE), RegionSet::one(r("hamburg")));
    assert_eq!(s.board.cells[r("berlin")].armies[FR], 0, "the three armies are spent");
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "hamburg", FR, 3, 0);
    assert!(refused(&s, Action::DestroyFactory { region: r("hamburg") }).contains("last factory"));
}

#[test]
fn flags_mark_regions_held_alone_and_replace_others() {
    let mut s = classic2();
    turn(&mut s, AH, Phase::Armies);
    armies(&mut s, "romania", AH, 1, 0);
    s.board.cells[r("romania")].flag = Some(IT);
    armies(&mut s, "greece", AH, 1, 0);
    armies(&mut s, "greece", IT, 1, 0);
    armies(&mut s, "prague", AH, 1, 0);
    act(&mut s, Action::EndManeuver);
    assert_eq!(s.board.cells[r("romania")].flag, Some(AH), "replaces Italy's flag");
    assert_eq!(s.board.cells[r("greece")].flag, None, "shared: no flag");
    assert_eq!(s.board.cells[r("prague")].flag, None, "never in home provinces");
}

#[test]
fn flags_are_limited_by_the_ruleset() {
    let mut s = classic2();
    turn(&mut s, AH, Phase::Armies);
    for reg in MAP.flaggable.iter().take(13) {
        s.board.cells[reg].armies[AH] = 1;
    }
    act(&mut s, Action::EndManeuver);
    assert_eq!(s.board.flags_on_board(AH), 10);
}

// ---------------------------------------------------------------- investor

#[test]
fn investor_pays_interest_then_the_card_holder_invests() {
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    // AH: seat 0 holds the 4M and 6M bonds (interest 5), treasury 10.
    act(&mut s, Action::Rondel { space: Space::Investor });
    assert_eq!(s.board.nations[AH].treasury, 5);
    assert_eq!(s.cash[0], 7);
    assert_eq!(s.cash[1], 4, "seat 1 holds the card: +2M");
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(1)));
    act(&mut s, Action::Buy { nation: AH, value: 2 });
    assert_eq!(s.board.nations[AH].treasury, 7);
    assert_eq!(s.board.investor_card, Seat(0), "the card moves on");
    assert_eq!(s.board.active, IT);
}

#[test]
fn interest_shortfall_is_made_up_by_the_government() {
    let mut s = classic2();
    // Italy: seat 1 holds the 6M bond (interest 3, governs), seat 0 the 4M bond (interest 2).
    turn(&mut s, IT, Phase::Rondel);
    s.board.nations[IT].rondel = Some(Space::Factory);
    s.board.nations[IT].treasury = 1;
    s.cash[1] = 5;
    let ev = act(&mut s, Action::Rondel { space: Space::Investor });
    assert_eq!(s.board.nations[IT].treasury, 0);
    assert_eq!(s.cash[0], 4, "seat 0 gets its full 2M");
    assert!(ev.contains(&Event::GovernmentPaid { nation: IT, seat: Seat(1), amount: 1 }));
    assert_eq!(s.cash[1], 4 + 2, "paid 1M, no own interest, then the investor card's 2M");
    // Classic: if the government cannot make it up either, the space may not be chosen.
    let mut s = classic2();
    turn(&mut s, IT, Phase::Rondel);
    s.board.nations[IT].rondel = Some(Space::Factory);
    s.board.nations[IT].treasury = 0;
    s.cash[1] = 1;
    assert!(!legal(&s).contains(&Action::Rondel { space: Space::Investor }));
    assert!(refused(&s, Action::Rondel { space: Space::Investor }).contains("cannot pay the interest"));
    // Treasury short of the total but enough for the others: the government takes what is left.
    let mut s = classic2();
    turn(&mut s, IT, Phase::Rondel);
    s.board.nations[IT].rondel = Some(Space::Factory);
    s.board.nations[IT].treasury = 4;
    s.cash[1] = 0;
    act(&mut s, Action::Rondel { space: Space::Investor });
    assert_eq!((s.cash[0], s.cash[1]), (4, 2 + 2), "seat 0 +2; government 2 of its 3, then the card's 2M");
}

#[test]
fn edition_2010_government_pays_what_it_can() {
    let mut s = y2010(2, vec![AH, IT]);
    // Seat 0 holds AH 9M and AH 2M (FR's card); give seat 1 AH 6M (interest 3) and empty the treasury.
    s.board.nations[AH].bonds.set(3, Some(Seat(1)));
    s.board.nations[AH].treasury = 0;
    s.cash[0] = 1;
    s.board.nations[AH].rondel = Some(Space::Factory);
    assert!(legal(&s).contains(&Action::Rondel { space: Space::Investor }), "2010 has no such restriction");
    act(&mut s, Action::Rondel { space: Space::Investor });
    assert_eq!(s.cash[0], 0);
    assert_eq!(s.cash[1], 2 + 1 + 2, "1M of 3M interest, then the card's 2M");
}

#[test]
fn passing_investor_triggers_the_purchase_but_no_interest() {
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Maneuver1);
    act(&mut s, Action::Rondel { space: Space::Production2 });
    assert_eq!(s.board.nations[AH].treasury, 10, "no interest");
    act(&mut s, Action::Produce);
    assert!(matches!(s.board.phase, Phase::Invest { .. }), "purchase after the production");
    assert_eq!(s.cash[1], 4, "card holder's 2M");
    act(&mut s, Action::Pass);
    assert_eq!(s.board.active, IT);
}

#[test]
fn takeover_payment_then_the_player_without_a_nation_invests_too() {
    // Seat 0: AH 6 + IT 4; seat 1: IT 6 + FR 4; seat 2: FR 6 + GB 4; seat 3: GB 6 + AH 4.
    let deal = Deal::Bonds { third: vec![AH, IT, FR, GB], second: vec![IT, FR, GB, AH] };
    let mut s = Imperial::setup(&Options { deal: Some(deal), ..Options::default() }, 4, 1).unwrap();
    s.cash[0] = 30;
    s.board.investor_card = Seat(0);
    s.board.nations[AH].rondel = Some(Space::Factory);
    act(&mut s, Action::Rondel { space: Space::Investor });
    assert_eq!((s.cash[0], s.cash[3]), (30 + 3 + 2, 2 + 2), "interest, and the card's 2M");
    let ev = act(&mut s, Action::Buy { nation: IT, value: 12 });
    assert!(ev.contains(&Event::GovernmentChanged { nation: IT, from: Some(Seat(1)), to: Seat(0) }));
    // Seat 1 is left with no nation while Italy has 0 power points: the new government pays it 1M.
    assert!(ev.contains(&Event::TakeoverPayment { from: Seat(0), to: Seat(1), amount: 1 }));
    assert_eq!((s.cash[0], s.cash[1]), (35 - 12 - 1, 3));
    assert!(!s.board.governs_any(Seat(1)));
    // Italy's investor turn: the card holder (seat 2) gets 2M and invests, then seat 1, which governs
    // nothing, invests without the 2M.
    s.board.investor_card = Seat(2);
    turn(&mut s, IT, Phase::Rondel);
    s.board.nations[IT].rondel = Some(Space::Factory);
    act(&mut s, Action::Rondel { space: Space::Investor });
    assert_eq!(s.cash[2], 2 + 2);
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(2)));
    act(&mut s, Action::Pass);
    assert_eq!(Imperial::to_act(&s), ToAct::one(Seat(1)));
    assert_eq!(s.cash[1], 3 + 3, "only its interest, no bonus");
    act(&mut s, Action::Pass);
    assert_eq!(s.board.investor_card, Seat(3));
}

#[test]
fn control_changes_only_on_strictly_more() {
    // Italy: seat 1 holds the 6M bond and governs; seat 0 holds the 4M bond.
    let mut s = classic2();
    turn(&mut s, IT, investors(&[0]));
    s.cash[0] = 20;
    let mut equal = s.clone();
    act(&mut equal, Action::Buy { nation: IT, value: 2 });
    assert_eq!(equal.board.invested(Seat(0), IT), 6);
    assert_eq!(equal.board.nations[IT].government, Some(Seat(1)), "a tie keeps the government");
    let ev = act(&mut s, Action::TradeUp { nation: IT, give: 4, take: 9 });
    assert_eq!(s.cash[0], 20 - 5);
    assert_eq!(s.board.nations[IT].government, Some(Seat(0)));
    assert!(!ev.iter().any(|e| matches!(e, Event::TakeoverPayment { .. })), "seat 1 still governs GB and RU");
    assert_eq!(s.board.nations[IT].bonds.of(2), None, "the traded bond is available again");
}

// ---------------------------------------------------------------- taxation and the end

#[test]
fn tax_chart_power_and_soldiers_pay() {
    let mut s = classic2();
    // Austria: 2 factories = 4M, 6 armies: treasury gets nothing (never pays), marker stays at 5, no bonus.
    armies(&mut s, "vienna", AH, 6, 0);
    s.board.nations[AH].rondel = Some(Space::Maneuver2);
    let (treasury, cash) = (s.board.nations[AH].treasury, s.cash[0]);
    act(&mut s, Action::Rondel { space: Space::Taxation });
    assert_eq!((s.board.nations[AH].treasury, s.cash[0], s.board.nations[AH].power), (treasury, cash, 0));
    // A hostile army blocks a factory's taxes.
    let mut s = classic2();
    armies(&mut s, "vienna", IT, 1, 1);
    assert_eq!(s.board.income(AH), 2);
    armies(&mut s, "vienna", IT, 1, 0);
    assert_eq!(s.board.income(AH), 4, "a friendly army does not");
}

#[test]
fn game_ends_at_25_power_and_scores() {
    let mut s = classic2();
    s.board.nations[GE].power = 22;
    s.board.nations[RU].power = 12;
    s.board.nations[AH].rondel = Some(Space::Maneuver1);
    s.board.nations[GE].rondel = Some(Space::Maneuver2);
    for reg in MAP.flaggable.iter().take(4) {
        s.board.cells[reg].flag = Some(GE);
    }
    turn(&mut s, GE, Phase::Rondel);
    act(&mut s, Action::Rondel { space: Space::Taxation });
    assert_eq!(s.board.nations[GE].power, 25, "capped at 25");
    let ToAct::Over { outcome } = Imperial::to_act(&s) else { panic!("not over") };
    // Seat 0: GE interest 2+3 at ×5 = 25, cash 2 + 3 bonus; seat 1: RU 2+3 at ×2 = 10, cash 2.
    assert_eq!(outcome.scores, vec![25 + 5, 10 + 2]);
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert!(legal(&s).is_empty());
}

#[test]
fn tie_break_by_the_most_powerful_nation() {
    let mut s = classic2();
    s.board.phase = Phase::Over;
    s.board.nations[AH].power = 10;
    s.board.nations[RU].power = 5;
    // Scores: seat 0 AH 2+3 ×2 = 10 + 2; seat 1 RU 2+3 ×1 = 5 + 7.
    s.cash = [2, 7, 0, 0, 0, 0];
    let outcome = scoring::outcome(&s);
    assert_eq!(outcome.scores, vec![12, 12]);
    assert_eq!(outcome.winners, vec![Seat(0)], "holds the higher AH bond");
    // Classic compares the highest bond: give seat 1 AH's 9M bond (still tied on score).
    s.board.nations[AH].bonds.set(4, Some(Seat(1)));
    s.cash = [10, 7, 0, 0, 0, 0];
    let outcome = scoring::outcome(&s);
    assert_eq!(outcome.scores, vec![20, 20]);
    assert_eq!(outcome.winners, vec![Seat(1)], "the 9M bond beats the 6M bond");
    // 2010 compares the sum invested: 4M + 6M = 10M against 9M.
    s.board.ruleset = Ruleset::Y2010;
    assert_eq!(scoring::outcome(&s).winners, vec![Seat(0)]);
}

#[test]
fn a_taxation_that_ends_the_game_skips_the_passed_investor_turn() {
    let mut s = classic2();
    s.board.nations[GE].power = 24;
    for reg in MAP.flaggable.iter().take(2) {
        s.board.cells[reg].flag = Some(GE);
    }
    turn(&mut s, GE, Phase::Rondel);
    s.board.nations[GE].rondel = Some(Space::Maneuver1);
    let ev = act(&mut s, Action::Rondel { space: Space::Taxation });
    assert_eq!(s.board.phase, Phase::Over);
    assert!(!ev.iter().any(|e| matches!(e, Event::InvestorBonus { .. })));
    assert_eq!(ev.last(), Some(&Event::GameOver));
}

// ---------------------------------------------------------------- input, shapes, consistency

#[test]
fn out_of_range_input_is_refused_without_panicking() {
    let s = classic2();
    for a in [
        Action::Buy { nation: AH, value: 0 },
        Action::Buy { nation: AH, value: 200 },
        Action::TradeUp { nation: AH, give: 0, take: 200 },
        Action::Donate { amount: 9999 },
        Action::MoveArmy { from: r("vienna"), to: r("paris") },
    ] {
        let _ = Imperial::describe(&s, &a);
        assert!(!refused(&s, a).is_empty());
    }
    let mut inv = classic2();
    turn(&mut inv, AH, investors(&[1]));
    assert!(refused(&inv, Action::Buy { nation: AH, value: 3 }).contains("no 3M bond"));
    assert!(refused(&inv, Action::Buy { nation: AH, value: 6 }).contains("already taken"));
    assert!(refused(&inv, Action::TradeUp { nation: AH, give: 6, take: 12 }).contains("trade"));
    assert!(refused(&inv, Action::Buy { nation: GB, value: 25 }).contains("Cannot afford"));
    assert!(serde_json::from_str::<Action>(r#"{"type":"rondel","space":"nowhere"}"#).is_err());
}

#[test]
fn actions_speak_names() {
    let json = |a: &Action| serde_json::to_string(a).unwrap();
    assert_eq!(
        json(&Action::MoveArmy { from: r("berlin"), to: r("st_petersburg") }),
        r#"{"type":"move_army","from":"berlin","to":"st_petersburg"}"#
    );
    assert_eq!(json(&Action::Rondel { space: Space::Maneuver2 }), r#"{"type":"rondel","space":"maneuver_2"}"#);
    assert_eq!(json(&Action::Buy { nation: AH, value: 6 }), r#"{"type":"buy","nation":"AH","value":6}"#);
    assert_eq!(
        json(&Action::SelectArmy { from: r("munich"), stance: None }),
        r#"{"type":"select_army","from":"munich"}"#
    );
    for a in [Action::MoveArmy { from: r("berlin"), to: r("st_petersburg") }, Action::Rondel { space: Space::Investor }]
    {
        assert_eq!(serde_json::from_str::<Action>(&json(&a)).unwrap(), a);
    }
    assert!(serde_json::from_str::<Action>(r#"{"type":"move_army","from":"atlantis","to":"berlin"}"#).is_err());
}

#[test]
fn the_state_speaks_names_and_null() {
    let mut s = classic2();
    armies(&mut s, "munich", FR, 2, 1);
    let json = serde_json::to_value(&s.board).unwrap();
    assert_eq!(json["nations"]["AH"]["government"], 0);
    assert_eq!(json["nations"]["AH"]["rondel"], serde_json::Value::Null);
    assert_eq!(json["nations"]["AH"]["bonds"]["6"], 0, "bonds keyed by value");
    assert_eq!(json["cells"]["munich"]["armies"]["FR"], 2);
    assert_eq!(json["cells"]["munich"]["hostile"]["FR"], 1);
    assert!(json["factories"].as_array().unwrap().contains(&"vienna".into()));
    assert!(json["cells"].get("paris").is_none(), "empty regions are left out");
    let back: statecraft_imperial::Board = serde_json::from_value(json).unwrap();
    assert_eq!(back, s.board);
}

#[test]
fn options_json_shape() {
    let json = r#"{"ruleset":"classic","profistart":false,"deal":{"kind":"bonds","third":["AH","IT","FR","GB"],"second":["IT","FR","GB","AH"]}}"#;
    let options: Options = serde_json::from_str(json).unwrap();
    assert_eq!(serde_json::to_string(&options).unwrap(), json);
    assert_eq!(serde_json::from_str::<Options>("{}").unwrap(), Options::default());
    assert!(serde_json::from_str::<Options>(r#"{"rulset":"2010"}"#).is_err(), "typos are refused");
    let cards: Options =
        serde_json::from_str(r#"{"ruleset":"2010","deal":{"kind":"cards","cards":["IT","AH"]}}"#).unwrap();
    let s = Imperial::setup(&cards, 2, 1).unwrap();
    assert_eq!(s.board.nations[IT].government, Some(Seat(0)));
}

/// Every refusal comes from the same check as the legal list: over random games, an action is legal exactly
/// when the rules' check lets it pass.
#[test]
fn legal_lists_and_checks_agree() {
    for (ruleset, players, seed) in [(Ruleset::Classic, 3, 1u64), (Ruleset::Y2010, 4, 2), (Ruleset::Classic, 5, 3)] {
        let options = Options { ruleset, ..Options::default() };
        let mut s = Imperial::setup(&options, players, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        let mut pool: Vec<Action> = Vec::new();
        for _ in 0..3000 {
            let ToAct::One { seat } = Imperial::to_act(&s) else { break };
            let list = legal_actions::<Imperial>(&s, seat);
            for a in &list {
                assert_eq!(rules::check(&s, seat, a), Ok(()), "{a:?} is listed but refused");
                if pool.len() < 400 && !pool.contains(a) {
                    pool.push(a.clone());
                }
            }
            for a in pool.iter().filter(|a| !list.contains(a)) {
                assert!(rules::check(&s, seat, a).is_err(), "{a:?} passes the check but is not listed");
            }
            let a = list[rand::Rng::random_range(&mut rng, 0..list.len())].clone();
            Imperial::apply_legal(&mut s, seat, &a, &mut Vec::new());
        }
    }
}

/// Issue 17: a prompt offered "coexist" to a player with no such button. On many random positions, for every
/// seat and a spectator: a choice the prompt names (coexist, friendly, hostile, in either language) is among
/// that viewer's own choices, and the prompt of a unit's entry names exactly the choices it has.
#[test]
fn a_prompt_names_only_choices_its_reader_has() {
    const CHOICES: [(&str, &str); 3] = [("coexist", "共存"), ("friendly", "友好"), ("hostile", "敵対")];
    let mut named = 0;
    for (ruleset, players) in [(Ruleset::Classic, 4), (Ruleset::Y2010, 6), (Ruleset::Classic, 3)] {
        for seed in 0..12 {
            let options = Options { ruleset, profistart: seed % 3 == 0, deal: None };
            let mut s = Imperial::setup(&options, players, seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed);
            while let ToAct::One { seat } = Imperial::to_act(&s) {
                for viewer in Seat::all(players).map(Some).chain([None]) {
                    let prompt = Imperial::prompt(&s, viewer);
                    let own = viewer.map(|v| legal_actions::<Imperial>(&s, v)).unwrap_or_default();
                    let labels: Vec<_> = own.iter().map(|a| Imperial::describe(&s, a)).collect();
                    for (en, ja) in CHOICES {
                        if prompt.en.to_lowercase().contains(en) || prompt.ja.contains(ja) {
                            named += 1;
                            assert!(
                                labels.iter().any(|l| l.en.to_lowercase().contains(en) && l.ja.contains(ja)),
                                "{viewer:?} is offered {en} without the choice: {} / {}",
                                prompt.en,
                                prompt.ja
                            );
                        }
                    }
                    if let (Phase::Entry { .. }, Some(v)) = (s.board.phase, viewer.filter(|v| *v == seat)) {
                        let offered: Vec<&str> = CHOICES
                            .iter()
                            .map(|c| c.0)
                            .chain(["battle"])
                            .filter(|w| labels.iter().any(|l| l.en.to_lowercase().contains(w)))
                            .collect();
                        let stated: Vec<&str> =
                            CHOICES.iter().map(|c| c.0).chain(["battle"]).filter(|w| prompt.en.contains(w)).collect();
                        assert_eq!(stated, offered, "{v}: {}", prompt.en);
                    }
                }
                let list = legal_actions::<Imperial>(&s, seat);
                let a = list[rand::Rng::random_range(&mut rng, 0..list.len())].clone();
                Imperial::apply_legal(&mut s, seat, &a, &mut Vec::new());
            }
        }
    }
    assert!(named > 100, "random play reached prompts naming these choices ({named})");
}

/// Random play reaches every kind of decision, so the playout tests exercise all of the rules.
#[test]
fn random_play_reaches_every_kind_of_action() {
    let mut seen = std::collections::BTreeSet::new();
    for (ruleset, players) in [(Ruleset::Classic, 4), (Ruleset::Y2010, 5), (Ruleset::Classic, 3), (Ruleset::Y2010, 6)] {
        for seed in 0..40 {
            let options = Options { ruleset, profistart: seed % 4 == 0, deal: None };
            let mut s = Imperial::setup(&options, players, seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed);
            let mut list = Vec::new();
            while let ToAct::One { seat } = Imperial::to_act(&s) {
                list.clear();
                Imperial::legal_actions(&s, seat, &mut list);
                let a = list[rand::Rng::random_range(&mut rng, 0..list.len())].clone();
                seen.insert(serde_json::to_value(&a).unwrap()["type"].as_str().unwrap().to_string());
                Imperial::apply_legal(&mut s, seat, &a, &mut Vec::new());
            }
        }
    }
    let all = [
        "rondel",
        "donate_to",
        "donate",
        "keep_cash",
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
        "change_stance",
        "destroy_factory",
        "end_maneuver",
        "friendly",
        "hostile",
        "coexist",
        "fight",
        "attack",
        "ask_defender",
        "tolerate",
        "resist",
        "buy",
        "trade_up",
        "pass",
    ];
    let missing: Vec<_> = all.iter().filter(|a| !seen.contains(**a)).collect();
    assert!(missing.is_empty(), "never chosen: {missing:?}");
}

// ---------------------------------------------------------------- issue 12: fidelity to seed and rulebook

/// Every unit moves once per maneuver, and a unit that dies in a battle is the one that fought: another army
/// of the nation in the province that has not moved keeps its move (after a battle on entry, after a
/// defender's resist, and after destroying a factory).
#[test]
fn a_unit_lost_in_battle_is_the_one_that_moved() {
    // Battle on entry: a French army enters Marseille, where an Italian army stands, and fights it.
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "marseille", FR, 1, 0);
    armies(&mut s, "paris", FR, 1, 0);
    armies(&mut s, "marseille", IT, 1, 0);
    act(&mut s, Action::SelectArmy { from: r("paris"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("paris"), to: r("marseille") });
    act(&mut s, Action::Fight { nation: IT, kind: UnitKind::Army });
    assert!(legal(&s).contains(&Action::SelectArmy { from: r("marseille"), stance: None }));
    // A defender's resist after the entry.
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "marseille", FR, 1, 0);
    armies(&mut s, "paris", FR, 1, 0);
    armies(&mut s, "marseille", IT, 1, 0);
    act(&mut s, Action::SelectArmy { from: r("paris"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("paris"), to: r("marseille") });
    act(&mut s, Action::Coexist);
    act(&mut s, Action::Resist { kind: UnitKind::Army });
    assert!(legal(&s).contains(&Action::SelectArmy { from: r("marseille"), stance: None }));
    // Destroying a factory spends the three armies that moved in, not the one that stood there.
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "berlin", FR, 1, 0);
    armies(&mut s, "cologne", FR, 3, 0);
    for _ in 0..3 {
        act(&mut s, Action::SelectArmy { from: r("cologne"), stance: None });
        act(&mut s, Action::MoveArmy { from: r("cologne"), to: r("berlin") });
        act(&mut s, Action::Friendly);
    }
    act(&mut s, Action::DestroyFactory { region: r("berlin") });
    assert_eq!(s.board.cells[r("berlin")].armies[FR], 1);
    assert!(legal(&s).contains(&Action::SelectArmy { from: r("berlin"), stance: None }));
}

/// Each army entering a foreign home province states its own intent: a hostile army and then a friendly one
/// into Munich leave Munich blocked by the hostile one.
#[test]
fn each_army_entering_states_its_own_intent() {
    let mut s = classic2();
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "dijon", FR, 2, 0);
    for stance in [Action::Hostile, Action::Friendly] {
        act(&mut s, Action::SelectArmy { from: r("dijon"), stance: None });
        act(&mut s, Action::MoveArmy { from: r("dijon"), to: r("munich") });
        act(&mut s, stance);
    }
    assert_eq!((s.board.cells[r("munich")].armies[FR], s.board.cells[r("munich")].hostile[FR]), (2, 1));
    assert!(s.board.blocked(r("munich")));
    // In a later maneuver either army can be picked by its stance.
    turn(&mut s, FR, Phase::Armies);
    let picks: Vec<Action> = legal(&s).into_iter().filter(|a| matches!(a, Action::SelectArmy { .. })).collect();
    assert_eq!(
        picks,
        vec![
            Action::SelectArmy { from: r("munich"), stance: Some(Stance::Hostile) },
            Action::SelectArmy { from: r("munich"), stance: Some(Stance::Friendly) },
        ]
    );
    act(&mut s, Action::SelectArmy { from: r("munich"), stance: Some(Stance::Hostile) });
    act(&mut s, Action::MoveArmy { from: r("munich"), to: r("dijon") });
    assert!(!s.board.blocked(r("munich")), "the hostile army has left; the friendly one stays");
}

/// Seed: any player may give any amount of own cash to any nation's treasury (the bond window's donation);
/// 2010 rulebook p. 6: "at any time".
#[test]
fn any_player_may_donate_any_amount_to_any_nation() {
    // Austria's government gives 3M to Italy before choosing its rondel space.
    let mut s = classic2();
    s.cash[0] = 5;
    assert!(legal(&s).contains(&Action::DonateTo { nation: IT }));
    act(&mut s, Action::DonateTo { nation: IT });
    assert_eq!(
        legal(&s),
        (1..=5).map(|amount| Action::Donate { amount }).chain([Action::KeepCash]).collect::<Vec<_>>()
    );
    let ev = act(&mut s, Action::Donate { amount: 3 });
    assert_eq!(ev, vec![Event::Donated { seat: Seat(0), nation: IT, amount: 3 }]);
    assert_eq!((s.cash[0], s.board.nations[IT].treasury), (2, 13));
    assert_eq!(s.board.phase, Phase::Rondel, "the choice of the rondel space is still to make");
    // A player governing nothing donates in its investor turn, to a nation that is not the active one.
    let mut s = classic2();
    turn(&mut s, AH, investors(&[1]));
    s.cash[1] = 7;
    act(&mut s, Action::DonateTo { nation: FR });
    act(&mut s, Action::Donate { amount: 7 });
    assert_eq!((s.cash[1], s.board.nations[FR].treasury), (0, 17));
    assert!(matches!(s.board.phase, Phase::Invest { .. }), "and still invests");
    assert!(refused(&s, Action::DonateTo { nation: FR }).contains("no cash"));
}

/// Seed: with 4–6 players the 6M bonds are shuffled and dealt, then the 4M bonds are shuffled and dealt
/// separately, so a player may get both bonds of one nation.
#[test]
fn classic_deal_deals_sixes_and_fours_separately() {
    let mut both = 0;
    for players in 4..=6 {
        for seed in 0..60 {
            let s = Imperial::setup(&Options::default(), players, seed).unwrap();
            let b = &s.board;
            for seat in Seat::all(players) {
                let sixes: Vec<Nation> =
                    Nation::ALL.into_iter().filter(|&n| b.nations[n].bonds.of(3) == Some(seat)).collect();
                let fours: Vec<Nation> =
                    Nation::ALL.into_iter().filter(|&n| b.nations[n].bonds.of(2) == Some(seat)).collect();
                assert_eq!((sixes.len(), fours.len()), (1, 1));
                assert_eq!(b.nations[sixes[0]].government, Some(seat), "the 6M bond governs");
                both += usize::from(sixes[0] == fours[0]);
            }
        }
    }
    assert!(both > 0, "a player sometimes holds both bonds of one nation");
    let deal = Deal::Bonds { third: vec![AH, IT, FR, GB], second: vec![AH, FR, IT, GE] };
    let s = Imperial::setup(&Options { deal: Some(deal), ..Options::default() }, 4, 1).unwrap();
    assert_eq!(s.board.invested(Seat(0), AH), 10, "a fixed deal may give both to one player");
}

/// 2010 rulebook p. 8 and FAQ p. 14: the maneuvering nation may battle at any time with units that have not
/// moved: fleets sharing a sea with foreign fleets, an army standing with a foreign fleet in port.
#[test]
fn edition_2010_units_in_place_may_attack() {
    let mut s = y2010(2, vec![AH, IT]);
    turn(&mut s, FR, Phase::Fleets);
    fleets(&mut s, "western_mediterranean_sea", FR, 1);
    fleets(&mut s, "western_mediterranean_sea", IT, 1);
    let attack = Action::Attack {
        region: r("western_mediterranean_sea"),
        kind: UnitKind::Fleet,
        nation: IT,
        against: UnitKind::Fleet,
    };
    assert!(legal(&s).contains(&attack));
    act(&mut s, attack);
    assert_eq!(s.board.cells[r("western_mediterranean_sea")].fleets, Default::default());
    // An army standing in its own port with an Italian fleet... in Marseille, a foreign fleet cannot lie;
    // an Austrian army in Venice can attack the Italian fleet in Venice's harbour.
    let mut s = y2010(2, vec![AH, IT]);
    turn(&mut s, AH, Phase::Armies);
    armies(&mut s, "venice", AH, 1, 0);
    fleets(&mut s, "venice", IT, 1);
    let attack = Action::Attack { region: r("venice"), kind: UnitKind::Army, nation: IT, against: UnitKind::Fleet };
    assert!(legal(&s).contains(&attack));
    // Classic has no such attack.
    let mut c = classic2();
    turn(&mut c, AH, Phase::Armies);
    armies(&mut c, "venice", AH, 1, 0);
    fleets(&mut c, "venice", IT, 1);
    assert!(refused(&c, attack).contains("2010"));
}

/// 2010 rulebook p. 10: only the defender's own units prevent the destruction of its factory, and a nation's
/// only factory not occupied by hostile armies cannot be destroyed (even when it has others).
#[test]
fn edition_2010_factory_destruction_conditions() {
    let mut s = y2010(2, vec![AH, IT]);
    turn(&mut s, FR, Phase::Armies);
    armies(&mut s, "berlin", FR, 3, 0);
    armies(&mut s, "berlin", RU, 1, 0);
    assert!(legal(&s).contains(&Action::DestroyFactory { region: r("berlin") }), "a Russian army does not defend it");
    armies(&mut s, "berlin", GE, 1, 0);
    assert!(refused(&s, Action::DestroyFactory { region: r("berlin") }).contains("Defending units"));
    armies(&mut s, "berlin", GE, 0, 0);
    // Hamburg is occupied by hostile Russians: Berlin is Germany's only working factory.
    armies(&mut s, "hamburg", RU, 1, 1);
    assert!(refused(&s, Action::DestroyFactory { region: r("berlin") }).contains("only factory free of hostile"));
    // Classic: any other nation's units defend, and only the last factory is protected.
    let mut c = classic2();
    turn(&mut c, FR, Phase::Armies);
    armies(&mut c, "berlin", FR, 3, 0);
    armies(&mut c, "hamburg", RU, 1, 1);
    assert!(legal(&c).contains(&Action::DestroyFactory { region: r("berlin") }));
    armies(&mut c, "berlin", RU, 1, 0);
    assert!(refused(&c, Action::DestroyFactory { region: r("berlin") }).contains("Defending units"));
}

/// 2010 rulebook p. 10: a nation left alone in a region by a battle of another nation takes the flag at once.
#[test]
fn edition_2010_flag_goes_to_the_nation_left_alone_by_a_battle() {
    for ruleset in [Ruleset::Y2010, Ruleset::Classic] {
        let mut s = if ruleset == Ruleset::Y2010 { y2010(2, vec![AH, IT]) } else { classic2() };
        turn(&mut s, IT, Phase::Fleets);
        fleets(&mut s, "ionian_sea", IT, 1);
        fleets(&mut s, "western_mediterranean_sea", FR, 1);
        fleets(&mut s, "western_mediterranean_sea", GB, 1);
        s.board.cells[r("western_mediterranean_sea")].flag = Some(FR);
        act(&mut s, Action::MoveFleet { from: r("ionian_sea"), to: r("western_mediterranean_sea") });
        let ev = act(&mut s, Action::Fight { nation: FR, kind: UnitKind::Fleet });
        let flag = s.board.cells[r("western_mediterranean_sea")].flag;
        if ruleset == Ruleset::Y2010 {
            assert_eq!(flag, Some(GB), "Britain is left alone there");
            assert!(ev.contains(&Event::FlagPlaced {
                nation: GB,
                region: r("western_mediterranean_sea"),
                replaced: Some(FR)
            }));
        } else {
            assert_eq!(flag, Some(FR), "classic: the flag changes only at the owner's own maneuver");
        }
    }
}

/// 2010 rulebook p. 8: the active government decides the order in which the other governments are asked
/// whether they battle.
#[test]
fn edition_2010_active_government_chooses_defenders_order() {
    let mut s = y2010(2, vec![AH, IT]);
    turn(&mut s, GB, Phase::Fleets);
    fleets(&mut s, "english_channel", GB, 1);
    fleets(&mut s, "north_sea", FR, 1);
    fleets(&mut s, "north_sea", GE, 1);
    act(&mut s, Action::MoveFleet { from: r("english_channel"), to: r("north_sea") });
    act(&mut s, Action::Coexist);
    assert_eq!(actor(&s), s.board.nations[GB].government.unwrap(), "Britain's government chooses");
    assert_eq!(legal(&s), vec![Action::AskDefender { nation: FR }, Action::AskDefender { nation: GE }]);
    act(&mut s, Action::AskDefender { nation: GE });
    assert!(matches!(s.board.phase, Phase::Defence { nation: GE, .. }));
    act(&mut s, Action::Tolerate);
    assert!(matches!(s.board.phase, Phase::Defence { nation: FR, .. }), "the last one is asked without a choice");
    // Classic asks in the fixed order of nations.
    let mut c = classic2();
    turn(&mut c, GB, Phase::Fleets);
    fleets(&mut c, "english_channel", GB, 1);
    fleets(&mut c, "north_sea", FR, 1);
    fleets(&mut c, "north_sea", GE, 1);
    act(&mut c, Action::MoveFleet { from: r("english_channel"), to: r("north_sea") });
    act(&mut c, Action::Coexist);
    assert!(matches!(c.board.phase, Phase::Defence { nation: FR, .. }));
}
