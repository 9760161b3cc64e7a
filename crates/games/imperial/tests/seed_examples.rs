//! The worked examples of seed 003 and of the 2010 rulebook, each checking the numbers the text states.

mod common;

use Nation::*;
use common::*;
use statecraft_engine::{Game, Seat};
use statecraft_imperial::{Action, Event, Imperial, MAP, Nation, Phase, Space, UnitKind};

/// Seed: "6マス移動するには、6,000,000の支払いが発生します" — six spaces cost 6M from the treasury.
#[test]
fn seed_six_spaces_cost_six_million() {
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    act(&mut s, Action::Rondel { space: Space::Maneuver2 });
    assert_eq!(s.board.nations[AH].treasury, 10 - 6);
}

/// Rulebook p. 11 (taxation example): Germany with two factories, three flags (Holland, Denmark, the Baltic
/// Sea) and three units taxes 7M: the marker moves from 6 to 7 (1M bonus), it gains 2 power points and its
/// treasury 4M (7M less 3M for the units).
#[test]
fn rulebook_taxation_example() {
    let mut s = classic2();
    s.board.nations[GE].tax_chart = 6;
    s.board.nations[GE].power = 1;
    for id in ["holland", "denmark", "baltic_sea"] {
        s.board.cells[r(id)].flag = Some(GE);
    }
    armies(&mut s, "holland", GE, 1, 0);
    armies(&mut s, "denmark", GE, 1, 0);
    fleets(&mut s, "baltic_sea", GE, 1);
    let (treasury, cash) = (s.board.nations[GE].treasury, s.cash[0]);
    turn(&mut s, GE, Phase::Rondel);
    s.board.nations[GE].rondel = Some(Space::Maneuver2);
    let ev = act(&mut s, Action::Rondel { space: Space::Taxation });
    assert!(ev.contains(&Event::Taxed {
        nation: GE,
        income: 7,
        chart_from: 6,
        chart_to: 7,
        bonus: 1,
        power: 2,
        total: 3,
        treasury: 4
    }));
    assert_eq!(s.board.nations[GE].power, 3);
    assert_eq!(s.board.nations[GE].treasury, treasury + 4);
    assert_eq!(s.cash[0], cash + 1);
}

/// The reference implementation's example: three factories and six flags tax 12M, moving the marker from
/// 11 to 12 (1M bonus) and giving 7 power points.
#[test]
fn reference_implementation_taxation_example() {
    let mut s = classic2();
    s.board.factories.insert(r("munich"));
    for reg in MAP.flaggable.iter().take(6) {
        s.board.cells[reg].flag = Some(GE);
    }
    s.board.nations[GE].tax_chart = 11;
    turn(&mut s, GE, Phase::Rondel);
    s.board.nations[GE].rondel = Some(Space::Maneuver2);
    let cash = s.cash[0];
    act(&mut s, Action::Rondel { space: Space::Taxation });
    assert_eq!(s.board.nations[GE].power, 7);
    assert_eq!(s.cash[0], cash + 1);
    assert_eq!(s.board.nations[GE].tax_chart, 12);
}

/// Rulebook p. 8 (sea transport): two Austrian armies in Trieste, two fleets in the Ionian and one in the
/// Western Mediterranean Sea. One army lands in Algeria over an Ionian fleet and the Western Mediterranean
/// fleet; the second can no longer cross the Western Mediterranean, but can still land in Tunis from the
/// Ionian Sea with the other fleet there.
#[test]
fn rulebook_sea_transport_example() {
    let mut s = classic2();
    turn(&mut s, AH, Phase::Armies);
    armies(&mut s, "trieste", AH, 2, 0);
    fleets(&mut s, "ionian_sea", AH, 2);
    fleets(&mut s, "western_mediterranean_sea", AH, 1);
    act(&mut s, Action::SelectArmy { from: r("trieste"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("trieste"), to: r("algeria") });
    assert_eq!(s.board.maneuver.convoyed[r("ionian_sea")], 1);
    assert_eq!(s.board.maneuver.convoyed[r("western_mediterranean_sea")], 1);
    assert_eq!(s.board.phase, Phase::Armies);
    act(&mut s, Action::SelectArmy { from: r("trieste"), stance: None });
    let list = legal(&s);
    assert!(!list.contains(&Action::MoveArmy { from: r("trieste"), to: r("algeria") }));
    assert!(list.contains(&Action::MoveArmy { from: r("trieste"), to: r("tunis") }));
}

/// Rulebook p. 10 (destruction of a factory): an Austrian army from Vienna enters Venice and battles the
/// Italian fleet in its harbour; the armies from Budapest go by rail to Vienna and on to Venice; the three
/// armies destroy the shipyard and are removed with it.
#[test]
fn rulebook_factory_destruction_example() {
    let mut s = classic2();
    s.board.factories.insert(r("venice"));
    fleets(&mut s, "venice", IT, 1);
    turn(&mut s, AH, Phase::Armies);
    armies(&mut s, "vienna", AH, 2, 0);
    armies(&mut s, "budapest", AH, 2, 0);
    act(&mut s, Action::SelectArmy { from: r("vienna"), stance: None });
    act(&mut s, Action::MoveArmy { from: r("vienna"), to: r("venice") });
    act(&mut s, Action::Fight { nation: IT, kind: UnitKind::Fleet });
    for from in ["vienna", "budapest", "budapest"] {
        act(&mut s, Action::SelectArmy { from: r(from), stance: None });
        act(&mut s, Action::MoveArmy { from: r(from), to: r("venice") });
        act(&mut s, Action::Friendly);
    }
    assert_eq!(s.board.cells[r("venice")].armies[AH], 3);
    let ev = act(&mut s, Action::DestroyFactory { region: r("venice") });
    assert!(ev.contains(&Event::FactoryDestroyed { nation: IT, region: r("venice"), by: AH }));
    assert_eq!(s.board.cells[r("venice")].armies[AH], 0);
    assert!(!s.board.factories.contains(r("venice")));
}

/// Seed: a player holding the investor card gets 2M and buys one bond; the others' investing follows in
/// seating order (players governing nothing).
#[test]
fn seed_investor_card_pays_two_million() {
    let mut s = classic2();
    s.board.nations[AH].rondel = Some(Space::Factory);
    act(&mut s, Action::Rondel { space: Space::Investor });
    assert_eq!(Imperial::to_act(&s), statecraft_engine::ToAct::one(Seat(1)));
    assert_eq!(s.cash[1], 2 + 2);
}
