//! Every worked example (例) of seed 002, with the seed's numbers.

mod common;

use common::*;
use statecraft_age_of_renaissance::rules::{cards, expansion, income, order_space, purchase};
use statecraft_age_of_renaissance::state::LeaderPlay;
use statecraft_age_of_renaissance::{Action, CardId, Commodity, Phase, PurchaseStep, Ship, State};
use statecraft_engine::Seat;

// Seats of a five-player game set up by `started`: capitals in the seed's order.
const VENICE: Seat = Seat(0);
const GENOA: Seat = Seat(1);
const BARCELONA: Seat = Seat(2);
const PARIS: Seat = Seat(3);
const LONDON: Seat = Seat(4);

fn five() -> State {
    started(5, 7)
}

fn give(s: &mut State, seat: Seat, advance: &str) {
    s.public.seat_mut(seat).advances |= adv(advance).bit();
}

fn card(code: &str) -> CardId {
    CardId::parse(code).unwrap()
}

/// 9.33 Patronage: Venice plays Columbus as the second leader and protects him with $10; Barcelona and
/// London, with Patronage, each pay Venice $10 and use his credit; Barcelona's Written Record adds $10 to
/// each advance. Columbus credits Ocean Navigation and New World, $30 each: $60 in all.
#[test]
fn columbus_as_second_leader_protected_with_ten_dollars() {
    let mut s = five();
    let benedict = card("L14");
    let columbus = card("L21");
    s.hands[VENICE.index()] = vec![columbus];
    s.public.leaders = vec![LeaderPlay { card: benedict, seat: GENOA, protection: 0, patrons: vec![] }];
    s.public.order = vec![VENICE, GENOA, BARCELONA, PARIS, LONDON];
    s.public.phase = Phase::PlayCards { at: 0, passed: vec![false; 5], final_play: false };
    assert!(legal(&s, VENICE).contains(&Action::PlayLeader { card: columbus, protection: 10 }));
    let cash = s.public.seat(VENICE).cash;
    act(&mut s, VENICE, Action::PlayLeader { card: columbus, protection: 10 });
    assert_eq!(s.public.seat(VENICE).cash, cash - 10, "the $10 goes to the bank");

    for x in [BARCELONA, LONDON] {
        give(&mut s, x, "patronage");
        give(&mut s, x, "the-heavens");
        give(&mut s, x, "seaworthy-vessels");
        give(&mut s, x, "urban-ascendancy");
        s.public.seat_mut(x).cash = 500;
    }
    give(&mut s, BARCELONA, "written-record");
    s.public.phase = Phase::Purchase { at: 2, step: PurchaseStep::Buy };
    let ocean = adv("ocean-navigation");
    let new_world = adv("new-world");
    let before = purchase::price(&s.public, BARCELONA, ocean);
    assert!(legal(&s, BARCELONA).contains(&Action::Patron { card: columbus }));
    assert!(!legal(&s, BARCELONA).contains(&Action::Patron { card: benedict }), "the first leader has no patrons");
    let venice_cash = s.public.seat(VENICE).cash;
    act(&mut s, BARCELONA, Action::Patron { card: columbus });
    assert_eq!(s.public.seat(BARCELONA).cash, 490);
    assert_eq!(s.public.seat(VENICE).cash, venice_cash + 10);
    assert_eq!(before - purchase::price(&s.public, BARCELONA, ocean), 40, "$30 credit + $10 Written Record");

    // London pays as well: all three hold Columbus's credit, $30 on each of two advances, $60 in all.
    s.public.leaders[1].patrons.push(LONDON);
    let full = |a| a_cost(a);
    let london_credit = full(ocean) - purchase::price(&s.public, LONDON, ocean) - 20;
    assert_eq!(london_credit, 30);
    give(&mut s, LONDON, "ocean-navigation");
    let nw = full(new_world) - purchase::price(&s.public, LONDON, new_world) - 40;
    assert_eq!(london_credit + nw, 60);
}

fn a_cost(a: statecraft_age_of_renaissance::Adv) -> i64 {
    a.data().cost
}

/// Without protection, Patronage holders use the leader for nothing.
#[test]
fn an_unprotected_leader_is_patronized_for_free() {
    let mut s = five();
    s.public.leaders = vec![
        LeaderPlay { card: card("L14"), seat: GENOA, protection: 0, patrons: vec![] },
        LeaderPlay { card: card("L21"), seat: VENICE, protection: 0, patrons: vec![] },
    ];
    give(&mut s, LONDON, "patronage");
    s.public.order = vec![VENICE, GENOA, BARCELONA, PARIS, LONDON];
    s.public.phase = Phase::Purchase { at: 4, step: PurchaseStep::Buy };
    let cash = s.public.seat(LONDON).cash;
    act(&mut s, LONDON, Action::Patron { card: card("L21") });
    assert_eq!(s.public.seat(LONDON).cash, cash);
}

/// 9.41 The Heavens: Stockholm's galley reaches Stettin along the coast; with The Heavens it crosses the
/// Baltic to Danzig and Riga.
#[test]
fn galley_reach_and_the_heavens() {
    let stockholm = sp("stockholm").data();
    let [plain, heavens] = &stockholm.galley;
    assert!(plain.contains(&sp("stettin")));
    assert!(!plain.contains(&sp("danzig")) && !plain.contains(&sp("riga")));
    assert!(heavens.contains(&sp("danzig")) && heavens.contains(&sp("riga")));
}

/// 9.41 Galley 2: at most two spaces away from one's own, at most two tokens each.
#[test]
fn galley_two_lands_two_tokens_in_two_spaces() {
    let mut s = five();
    s.public.seat_mut(LONDON).ship = Ship::Galley(2);
    s.public.seat_mut(LONDON).landed = vec![(sp("oran"), 2), (sp("fez"), 1)];
    s.public.seat_mut(LONDON).tokens = 10;
    s.public.order = vec![VENICE, GENOA, LONDON, PARIS, BARCELONA];
    s.public.space_mut(sp("granada")).old[LONDON.index()] = 1;
    s.public.phase = Phase::Expansion { at: 2 };
    let l = legal(&s, LONDON);
    assert!(l.contains(&Action::Token { space: sp("fez") }), "a second token in Fez");
    assert!(!l.contains(&Action::Token { space: sp("algiers") }), "a third landing is too many");
}

/// 9.43 Stabilization: Paris at 90 with 5 cards cannot pay $15 and moves two steps (90→100 is only $10);
/// Genoa at 100 with 6 cards ($21) moves one step (100→125 is $25).
#[test]
fn stabilization_paid_in_misery_steps() {
    let s = five();
    assert_eq!(purchase::stabilization_cost(&s.public, PARIS, 5), 15);
    assert_eq!(purchase::stabilization_cost(&s.public, GENOA, 6), 21);
    assert_eq!(purchase::stabilization_cost(&s.public, GENOA, 1), 1);
    assert_eq!(purchase::stabilization_cost(&s.public, GENOA, 2), 3);
    assert_eq!(purchase::stabilization_cost(&s.public, GENOA, 3), 6);
    assert_eq!(purchase::neglect_steps(9, 15), 2);
    assert_eq!(purchase::neglect_steps(10, 21), 1);
}

/// 9.44 Misery relief: even with Renaissance's 100 relief points, a player of tier 1 relieves one step only.
#[test]
fn relief_is_capped_by_the_tier() {
    let mut s = five();
    for a in ["the-heavens", "patronage", "caravan", "written-record", "overland-east", "urban-ascendancy"] {
        give(&mut s, PARIS, a);
    }
    let st = s.public.seat_mut(PARIS);
    st.misery = 12;
    st.cash = 0;
    st.relief_points = 100;
    assert_eq!(purchase::tier(&s.public, PARIS), 1);
    s.public.order = vec![PARIS, VENICE, GENOA, BARCELONA, LONDON];
    s.public.phase = Phase::Purchase { at: 0, step: PurchaseStep::Relief };
    act(&mut s, PARIS, Action::Relieve);
    assert_eq!(s.public.seat(PARIS).misery, 11, "150 → 125, paid with 25 of the points");
    assert_eq!(s.public.seat(PARIS).relief_points, 75);
    assert!(!purchase::can_relieve(&s.public, PARIS));
}

/// 9.52 Leon is Lisbon's satellite: Lisbon held by a domination marker defends with 3, with 4 when the same
/// player has a token in Leon.
#[test]
fn leon_supports_lisbon() {
    let mut s = five();
    s.public.space_mut(sp("lisbon")).dom = Some(BARCELONA);
    let need = |s: &State| expansion::attack_need(&s.public, LONDON, sp("lisbon")).unwrap().0;
    assert_eq!(need(&s), 3 + 3);
    s.public.space_mut(sp("leon")).old[BARCELONA.index()] = 1;
    assert_eq!(need(&s), 4 + 3);
}

/// 9.53 Belgrade: Venice's domination marker (2) with Stirrups and Nationalism defends with 4, so London
/// needs 6 tokens. A single token instead: 5 tokens (1+1+1+2); Genoa, with Nationalism too, needs 4.
#[test]
fn competition_for_belgrade() {
    let mut s = five();
    give(&mut s, VENICE, "nationalism");
    s.public.seat_mut(VENICE).weapon = 1;
    let belgrade = sp("belgrade");
    s.public.space_mut(belgrade).dom = Some(VENICE);
    assert_eq!(expansion::attack_need(&s.public, LONDON, belgrade).unwrap().0, 6);
    s.public.space_mut(belgrade).dom = None;
    s.public.space_mut(belgrade).old[VENICE.index()] = 1;
    assert_eq!(expansion::attack_need(&s.public, LONDON, belgrade).unwrap().0, 5);
    give(&mut s, GENOA, "nationalism");
    assert_eq!(expansion::attack_need(&s.public, GENOA, belgrade).unwrap().0, 4);
}

/// 9.53 Bari: Venice's token with Nationalism defends with 2: London needs 3, 2 with Gunpowder; Genoa with
/// Nationalism and Gunpowder needs 1.
#[test]
fn competition_for_bari() {
    let mut s = five();
    give(&mut s, VENICE, "nationalism");
    let bari = sp("bari");
    s.public.space_mut(bari).old[VENICE.index()] = 1;
    assert_eq!(expansion::attack_need(&s.public, LONDON, bari).unwrap().0, 3);
    s.public.seat_mut(LONDON).weapon = 4;
    assert_eq!(expansion::attack_need(&s.public, LONDON, bari).unwrap().0, 2);
    give(&mut s, GENOA, "nationalism");
    s.public.seat_mut(GENOA).weapon = 4;
    assert_eq!(expansion::attack_need(&s.public, GENOA, bari).unwrap().0, 1);
}

fn london_at_oran(ship: Ship) -> State {
    let mut s = five();
    s.public.order = vec![VENICE, GENOA, LONDON, PARIS, BARCELONA];
    s.public.space_mut(sp("granada")).old[LONDON.index()] = 1;
    s.public.space_mut(sp("oran")).old[PARIS.index()] = 1;
    s.public.seat_mut(LONDON).ship = ship;
    s.public.seat_mut(LONDON).tokens = 12;
    s.public.phase = Phase::Expansion { at: 2 };
    s
}

/// 9.53 Oran: Paris's token; London (third in the order of play) lands 2 tokens with Galley 2 and wins on a
/// coloured 4. With a +1 card London would need 1 token; Paris's +1 card would make it 3, more than a
/// Galley 2 carries.
#[test]
fn competition_for_oran() {
    let oran = sp("oran");
    let mut s = london_at_oran(Ship::Galley(2));
    assert_eq!(order_space(&s.public, LONDON), 3);
    assert_eq!(expansion::attack_need(&s.public, LONDON, oran).unwrap().0, 2);
    assert!(legal(&s, LONDON).contains(&Action::Attack { space: oran, cathedral: false }));
    assert!(expansion::attacker_wins((4, 1, 5), 3, false, false));
    assert!(!expansion::attacker_wins((3, 1, 5), 3, false, false));
    assert!(expansion::attacker_wins((3, 1, 5), 3, true, false), "Proselytism wins on an equal die");
    assert!(expansion::attacker_wins((1, 5, 4), 3, false, false), "black beats white");
    assert!(expansion::attacker_wins((1, 4, 4), 3, false, true), "a better weapon wins a tie");
    s.public.seat_mut(LONDON).weapon = 1;
    assert_eq!(expansion::attack_need(&s.public, LONDON, oran).unwrap().0, 1);
    s.public.seat_mut(LONDON).weapon = 0;
    s.public.seat_mut(PARIS).weapon = 1;
    assert_eq!(expansion::attack_need(&s.public, LONDON, oran).unwrap().0, 3);
    assert!(!legal(&s, LONDON).contains(&Action::Attack { space: oran, cathedral: false }));
}

/// 9.53 After losing at Oran with 2 tokens a Galley 2 cannot carry more; a Galley 4 attacks again.
#[test]
fn a_lost_attack_may_be_repeated_within_the_ship_capacity() {
    let oran = sp("oran");
    let mut s = london_at_oran(Ship::Galley(2));
    s.public.seat_mut(LONDON).landed = vec![(oran, 2)];
    assert!(!legal(&s, LONDON).contains(&Action::Attack { space: oran, cathedral: false }));
    let mut s = london_at_oran(Ship::Galley(4));
    s.public.seat_mut(LONDON).landed = vec![(oran, 2)];
    assert!(legal(&s, LONDON).contains(&Action::Attack { space: oran, cathedral: false }));
}

/// 9.53 Fez: Paris's domination marker needs 4 tokens, more than Galley 2 lands; Seaworthy Vessels 10 can,
/// and a Paris token in Oran (Fez's satellite) makes it 5.
#[test]
fn competition_for_fez() {
    let fez = sp("fez");
    let mut s = london_at_oran(Ship::Galley(2));
    s.public.space_mut(sp("oran")).old[PARIS.index()] = 0;
    s.public.space_mut(fez).dom = Some(PARIS);
    assert_eq!(expansion::attack_need(&s.public, LONDON, fez).unwrap().0, 4);
    assert!(!legal(&s, LONDON).contains(&Action::Attack { space: fez, cathedral: false }));
    s.public.seat_mut(LONDON).ship = Ship::Seaworthy(1);
    assert!(legal(&s, LONDON).contains(&Action::Attack { space: fez, cathedral: false }));
    s.public.space_mut(sp("oran")).old[PARIS.index()] = 1;
    assert_eq!(expansion::attack_need(&s.public, LONDON, fez).unwrap().0, 5);
}

/// 9.6 London with 17 domination markers in a 5-player game earns $100; with Interest & Profit and $108 on
/// hand it earns $100 more.
#[test]
fn london_income_with_interest_and_profit() {
    assert_eq!(income::income(5, 17, false), 100);
    assert_eq!(income::interest(108, 100), 100);
    assert_eq!(income::interest(40, 100), 40);
    assert_eq!(income::income(5, 17, true), 110, "Middle Class adds $10");
}

fn wine_table() -> State {
    let mut s = five();
    for x in ["barcelona", "lisbon", "marseilles"] {
        s.public.space_mut(sp(x)).dom = Some(BARCELONA);
    }
    s.public.space_mut(sp("loire")).dom = Some(PARIS);
    s.public.space_mut(sp("paris")).dom = Some(PARIS);
    s
}

/// 9.61 Wine in surplus: Barcelona (3 wine spaces) pays $3; a Wine card pays Barcelona $20 and Paris
/// nothing. In shortage Barcelona draws a card and a Wine card pays $80 and $20; a second Wine card is
/// unaffected. With the marker removed for $5: $45 and $5.
#[test]
fn wine_shortage_and_surplus() {
    let mut s = wine_table();
    assert_eq!(income::majority(&s.public, Commodity::Wine), Some(BARCELONA));
    assert_eq!(cards::held(&s.public, BARCELONA, Commodity::Wine), 3);
    let paid = |s: &mut State| {
        let out = cards::pay(&mut s.public, Commodity::Wine, true);
        (out.paid[BARCELONA.index()], out.paid[PARIS.index()])
    };
    s.public.markers[Commodity::Wine.index()] = -1;
    assert_eq!(paid(&mut s), (20, 0));
    s.public.markers[Commodity::Wine.index()] = 1;
    assert_eq!(paid(&mut s), (80, 20));
    assert_eq!(paid(&mut s), (45, 5), "the second card is not affected");

    // Next turn Barcelona, first, pays $5 to remove the marker.
    let mut s = wine_table();
    s.public.markers[Commodity::Wine.index()] = -1;
    s.public.order = vec![BARCELONA, VENICE, GENOA, PARIS, LONDON];
    s.public.phase = Phase::Draw;
    let cash = s.public.seat(BARCELONA).cash;
    act(&mut s, BARCELONA, Action::CancelMarker { commodity: Commodity::Wine });
    assert_eq!(s.public.seat(BARCELONA).cash, cash - 5);
    assert_eq!(paid(&mut s), (45, 5));
}

/// 9.7 Renaissance: order Paris, Barcelona, London with Paris and London holding Renaissance. Paris swaps
/// with Barcelona first; London can then no longer move up to second.
#[test]
fn renaissance_swap_of_paris_barcelona_london() {
    let mut s = five();
    give(&mut s, PARIS, "renaissance");
    give(&mut s, LONDON, "renaissance");
    s.public.order = vec![PARIS, BARCELONA, LONDON, VENICE, GENOA];
    assert_eq!(expansion::swap_partners(&s.public, LONDON), vec![BARCELONA, VENICE]);
    s.public.phase = Phase::Renaissance { at: 0 };
    act(&mut s, PARIS, Action::Swap { with: BARCELONA });
    assert_eq!(&s.public.order[..3], &[BARCELONA, PARIS, LONDON]);
    assert_eq!(expansion::swap_partners(&s.public, LONDON), vec![VENICE], "second place now holds Renaissance");
    assert!(expansion::swap_partners(&s.public, PARIS).is_empty(), "once a turn");
}

/// 11.2 In a 6-player final card play the fourth player's War! may run to 3 wars.
#[test]
fn six_player_war_limit_in_the_final_card_play() {
    let s = started(6, 3);
    let fourth = s.public.order[3];
    assert_eq!(cards::war_limit(&s.public, fourth), 3);
    assert_eq!(cards::war_limit(&s.public, s.public.order[0]), 6);
}

/// 2.2 note: with three players the order-of-play markers stand on spaces 1, 3 and 5.
#[test]
fn three_players_use_order_spaces_one_three_five() {
    let s = started(3, 1);
    let spaces: Vec<u8> = s.public.order.iter().map(|x| order_space(&s.public, *x)).collect();
    assert_eq!(spaces, vec![1, 3, 5]);
}
