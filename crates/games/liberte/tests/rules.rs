//! One test per rule of the seed (and of the placement rules from the reviews), positive and negative: the
//! refusal says which rule refused.

mod common;

use common::*;
use statecraft_engine::{Game, Seat, ToAct};
use statecraft_liberte::model::{CardId, CardKind, Special, data};
use statecraft_liberte::state::{ScoreStep, Stage};
use statecraft_liberte::{Action, End, Event, Faction, Liberte, Options, Province, Region, Source, Target};

// ---- Data ----

#[test]
fn data_is_whole() {
    let d = data();
    assert_eq!(d.provinces.len(), 27);
    for (i, p) in d.provinces.iter().enumerate() {
        assert_eq!(p.number, Province(i as u8 + 1), "provinces numbered in election order");
    }
    assert_eq!(d.provinces[0].id, "normandie");
    assert!(d.provinces[7].paris && d.provinces[7].id == "ile-de-france");
    assert_eq!(d.provinces.iter().filter(|p| p.paris).count(), 1);
    for r in Region::ALL {
        let n = d.provinces.iter().filter(|p| p.region == r).count();
        assert!((4..=5).contains(&n), "{r:?} has {n} provinces");
    }
    assert!(d.provinces.iter().filter(|p| p.fleur_de_lis).count() >= 7, "a counter-revolution must be possible");
    assert_eq!(d.blocks, [28, 24, 30]);
    assert_eq!(d.cards.len(), 110);
    let count = |b: bool, f: &dyn Fn(&statecraft_liberte::model::Card) -> bool| {
        d.cards.iter().filter(|c| c.set_b == b && f(c)).count()
    };
    let special = |k: Special| move |c: &statecraft_liberte::model::Card| c.special() == Some(k);
    assert_eq!(count(false, &special(Special::Bread)), 4);
    assert_eq!(count(false, &special(Special::Emigration)), 2);
    assert_eq!(count(false, &special(Special::Religion)), 2);
    assert_eq!(count(true, &special(Special::Guillotine)), 2);
    assert_eq!(count(true, &special(Special::Purge)), 4);
    assert_eq!(count(true, &special(Special::Terror)), 6);
    assert_eq!(d.cards.iter().filter(|c| c.special().is_none()).count(), 90);
    for c in &d.cards {
        match c.kind {
            CardKind::Special { .. } => assert!(c.faction.is_none() && c.value == 0),
            CardKind::Club => assert!(c.value == 1 && c.cannon && c.faction.is_some(), "clubs: one block, a cannon"),
            CardKind::Personality { .. } => assert!((1..=3).contains(&c.value) && c.faction.is_some()),
        }
    }
    // Set A favours moderates and royalists, set B the radicals.
    let blocks = |b: bool, f: Faction| -> u32 {
        d.cards.iter().filter(|c| c.set_b == b && c.faction == Some(f)).map(|c| c.value as u32).sum()
    };
    assert!(blocks(false, Faction::Blue) + blocks(false, Faction::White) > 3 * blocks(false, Faction::Red));
    assert!(blocks(true, Faction::Red) > blocks(true, Faction::Blue) + blocks(true, Faction::White));
    assert_eq!(d.battle(2).map(|b| b.vp), Some(4), "Valmy gives 4 VP in the seed's example");
    assert!(d.battle(3).is_some() && d.battle(4).is_some() && d.battle(1).is_none());
    for region in Region::ALL {
        for f in Faction::ALL {
            assert!(
                d.cards.iter().any(|c| c.region() == Some(region) && c.faction == Some(f))
                    || f != Faction::Red
                    || region == Region::East,
                "{region:?} has no {f:?} personality"
            );
        }
    }
}

// ---- Set-up ----

#[test]
fn setup_deals_seven_a_cards_and_sets_blocks_aside() {
    for players in 3..=6 {
        let s = Liberte::setup(&Options::default(), players, 7).unwrap();
        let p = &s.public;
        for hand in &s.hands {
            assert_eq!(hand.len(), 7);
            assert!(hand.iter().all(|c| !c.card().set_b), "hands are A cards");
        }
        assert_eq!(p.face_up.len(), 3);
        assert_eq!(p.supply, [26, 22, 28]);
        assert_eq!(p.reserve, [2, 2, 2]);
        let mut order = p.order.clone();
        order.sort();
        assert_eq!(order, Seat::all(players).collect::<Vec<_>>());
        // The A cards left lie on top of the B set (the top is the end of the deck).
        let first_b = s.deck.iter().position(|c| !c.card().set_b).unwrap();
        assert!(s.deck[..first_b].iter().all(|c| c.card().set_b));
        assert!(s.deck[first_b..].iter().all(|c| !c.card().set_b));
        assert_eq!(s.deck.len() + 3 + 7 * players, 110);
    }
    assert!(Liberte::setup(&Options::default(), 2, 1).is_err());
    assert!(Liberte::setup(&Options::default(), 7, 1).is_err());
}

// ---- Placing blocks ----

#[test]
fn a_personality_places_its_value_in_blocks_in_its_region_only() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[37]); // Danton, north, red 3
    act(&mut s, 0, play(37, false, false));
    let reason = refused(&mut s, 0, block(1));
    assert!(reason.en.contains("region"), "{reason:?}");
    for p in [8, 8, 6] {
        act(&mut s, 0, block(p));
    }
    assert_eq!(s.public.stack_of(Province(8), Seat(0)).unwrap().blocks, 2);
    assert_eq!(s.public.stack_of(Province(6), Seat(0)).unwrap().blocks, 1);
    assert_eq!(s.public.supply[Faction::Red.index()], 28 - 3);
    assert_eq!(s.public.discard, vec![CardId(37)]);
}

#[test]
fn a_club_places_one_block_anywhere() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[41]); // Cordeliers, red club
    act(&mut s, 0, play(41, false, true));
    let provinces: Vec<Action> = legal(&s, 0);
    assert_eq!(provinces.len(), 27);
    act(&mut s, 0, block(25));
    assert_eq!(s.public.stack_of(Province(25), Seat(0)).unwrap().faction, Faction::Red);
    assert_eq!(s.public.displays[0], vec![CardId(41)], "kept in the display");
}

#[test]
fn stacks_hold_three_blocks_of_one_faction_and_provinces_three_stacks() {
    let mut s = position(4, 1);
    stack(&mut s, 8, 1, Faction::Blue, 1);
    stack(&mut s, 8, 2, Faction::White, 1);
    stack(&mut s, 8, 3, Faction::Red, 1);
    stack(&mut s, 6, 0, Faction::Blue, 1);
    stack(&mut s, 7, 0, Faction::Red, 3);
    give(&mut s, 0, &[37]);
    act(&mut s, 0, play(37, false, false));
    assert!(refused(&mut s, 0, block(8)).en.contains("3 stacks"));
    assert!(refused(&mut s, 0, block(6)).en.contains("another faction"));
    assert!(refused(&mut s, 0, block(7)).en.contains("3 blocks"));
    act(&mut s, 0, block(9));
}

#[test]
fn blocks_that_cannot_be_placed_are_lost_and_a_card_with_no_place_cannot_be_played() {
    let mut s = position(3, 1);
    s.public.supply[Faction::Red.index()] = 1;
    give(&mut s, 0, &[37, 56]);
    act(&mut s, 0, play(37, false, false));
    act(&mut s, 0, block(8));
    assert_eq!(s.public.supply[Faction::Red.index()], 0);
    assert!(s.public.exhausted, "a spent supply ends the action phase with the round");
    assert_eq!(s.public.active, 1, "the other two blocks are lost and the action ends");
    s.public.active = 0;
    assert!(refused(&mut s, 0, play(56, false, false)).en.contains("None of the card's blocks"));
}

// ---- Second value-1 card ----

#[test]
fn a_second_value_one_card_follows_in_the_first_blocks_region() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[41, 38, 16]); // Cordeliers (club), Santerre (north, 1), Le Chapelier (west, 1)
    act(&mut s, 0, play(41, false, false));
    act(&mut s, 0, block(7)); // Artois, north
    assert!(refused(&mut s, 0, play(16, false, false)).en.contains("region"));
    act(&mut s, 0, play(38, false, false));
    assert!(refused(&mut s, 0, block(1)).en.contains("region"));
    act(&mut s, 0, block(7));
    assert_eq!(s.public.stack_of(Province(7), Seat(0)).unwrap().blocks, 2);
}

#[test]
fn no_second_card_after_a_value_two_card_a_battle_token_or_under_first_edition_rules() {
    // A bread shortage in hand keeps each action open after the first card, so the refusal can be asked.
    let bread = |s: &mut statecraft_liberte::State| {
        stack(s, 20, 2, Faction::Blue, 1);
        give(s, 0, &[48]);
    };
    let mut s = position(3, 2);
    bread(&mut s);
    give(&mut s, 0, &[36, 38]); // Desmoulins (2), Santerre (1)
    act(&mut s, 0, play(36, false, false));
    act(&mut s, 0, block(6));
    act(&mut s, 0, block(6));
    assert!(refused(&mut s, 0, play(38, false, false)).en.contains("value-1 card that placed a block"));

    let mut s = position(3, 2);
    bread(&mut s);
    give(&mut s, 0, &[41, 38]);
    act(&mut s, 0, play(41, true, false));
    assert_eq!(s.public.battle_box[0], 1);
    assert!(refused(&mut s, 0, play(38, false, false)).en.contains("placed a block"));

    let mut s = position_with(3, 1, Options { first_edition: true });
    bread(&mut s);
    give(&mut s, 0, &[41, 38]);
    act(&mut s, 0, play(41, false, false));
    act(&mut s, 0, block(7));
    assert!(refused(&mut s, 0, play(38, false, false)).en.contains("first-edition"));
}

// ---- Battle box ----

#[test]
fn a_cannon_card_puts_one_token_in_the_battle_box_from_turn_two() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[41, 37]);
    assert!(refused(&mut s, 0, play(41, true, false)).en.contains("turn 1"));
    let mut s = position(3, 2);
    give(&mut s, 0, &[41, 37, 63]);
    assert!(refused(&mut s, 0, play(37, true, false)).en.contains("cannon"));
    act(&mut s, 0, play(63, true, false)); // Carnot: value 2, still one token
    assert_eq!(s.public.battle_box[0], 1);
    assert!(s.public.provinces.iter().all(|p| p.is_empty()));
}

// ---- Special cards ----

#[test]
fn a_special_card_may_come_before_or_after_and_only_one_per_action() {
    let mut s = position(3, 1);
    stack(&mut s, 1, 1, Faction::Blue, 2);
    give(&mut s, 0, &[48, 54, 41]);
    act(
        &mut s,
        0,
        Action::Special { card: CardId(48), target: Target::Block { province: Province(1), owner: Seat(1) } },
    );
    assert_eq!(s.public.stack_of(Province(1), Seat(1)).unwrap().blocks, 1);
    let again = Action::Special { card: CardId(54), target: Target::Block { province: Province(1), owner: Seat(1) } };
    assert!(refused(&mut s, 0, again).en.contains("one special"));
    act(&mut s, 0, play(41, false, false));
    act(&mut s, 0, block(2));
    assert_eq!(s.public.active, 1, "nothing left to do: the action ended by itself");
}

#[test]
fn bread_shortage_hits_the_government_colour_after_turn_one() {
    let mut s = position(3, 2);
    s.public.government = Some(Faction::Red);
    stack(&mut s, 1, 1, Faction::Blue, 2);
    stack(&mut s, 2, 1, Faction::Red, 1);
    give(&mut s, 0, &[48]);
    let blue = Action::Special { card: CardId(48), target: Target::Block { province: Province(1), owner: Seat(1) } };
    assert!(refused(&mut s, 0, blue).en.contains("target"));
    act(
        &mut s,
        0,
        Action::Special { card: CardId(48), target: Target::Block { province: Province(2), owner: Seat(1) } },
    );
    assert!(s.public.stacks(Province(2)).is_empty(), "an emptied stack is gone");
}

#[test]
fn religious_issue_spares_royalists_and_emigration_hits_only_royalist_personalities() {
    let mut s = position(3, 1);
    stack(&mut s, 1, 1, Faction::White, 2);
    show(&mut s, 2, &[23, 1]); // Louis XVI (white), La Fayette (blue)
    give(&mut s, 0, &[54, 52]);
    let white = Action::Special { card: CardId(54), target: Target::Block { province: Province(1), owner: Seat(1) } };
    assert!(refused(&mut s, 0, white).en.contains("target"));
    let blue = Action::Special { card: CardId(52), target: Target::Card { seat: Seat(2), card: CardId(1) } };
    assert!(refused(&mut s, 0, blue).en.contains("target"));
    act(&mut s, 0, Action::Special { card: CardId(52), target: Target::Card { seat: Seat(2), card: CardId(23) } });
    assert!(s.public.discard.contains(&CardId(23)), "an emigrant goes to the discard pile");
}

#[test]
fn guillotine_returns_a_personality_to_the_box_and_purge_needs_presence() {
    let mut s = position(3, 3);
    show(&mut s, 1, &[56, 96]); // Robespierre, Jacobins (club)
    give(&mut s, 0, &[99, 101]);
    let club = Action::Special { card: CardId(99), target: Target::Card { seat: Seat(1), card: CardId(96) } };
    assert!(refused(&mut s, 0, club).en.contains("target"), "the guillotine takes personalities only");
    let purge = Action::Special { card: CardId(101), target: Target::Card { seat: Seat(1), card: CardId(96) } };
    assert!(refused(&mut s, 0, purge.clone()).en.contains("presence"));
    s.public.presence[0] = true;
    act(&mut s, 0, purge);
    assert!(s.public.discard.contains(&CardId(96)));
    let mut s = position(3, 3);
    show(&mut s, 1, &[56]);
    give(&mut s, 0, &[99]);
    act(&mut s, 0, Action::Special { card: CardId(99), target: Target::Card { seat: Seat(1), card: CardId(56) } });
    assert_eq!(s.public.boxed, vec![CardId(56)], "Robespierre is guillotined: back to the box");
    assert!(!s.public.discard.contains(&CardId(56)));
}

#[test]
fn terror_needs_red_presence_and_a_red_stack_in_the_province() {
    let mut s = position(3, 3);
    stack(&mut s, 1, 1, Faction::White, 3);
    stack(&mut s, 2, 1, Faction::White, 3);
    stack(&mut s, 2, 2, Faction::Red, 1);
    give(&mut s, 0, &[105]);
    s.public.presence[0] = true;
    s.public.government = Some(Faction::Blue);
    let hit = Action::Special { card: CardId(105), target: Target::Stack { province: Province(2), owner: Seat(1) } };
    assert!(refused(&mut s, 0, hit.clone()).en.contains("radical government"));
    s.public.government = Some(Faction::Red);
    let no_red = Action::Special { card: CardId(105), target: Target::Stack { province: Province(1), owner: Seat(1) } };
    assert!(refused(&mut s, 0, no_red).en.contains("target"));
    let white = s.public.supply[Faction::White.index()];
    act(&mut s, 0, hit);
    assert!(s.public.stack_of(Province(2), Seat(1)).is_none());
    assert_eq!(s.public.supply[Faction::White.index()], white + 3);
}

#[test]
fn removing_blocks_does_not_reopen_an_ended_action_phase() {
    let mut s = position(3, 1);
    s.public.supply[Faction::Red.index()] = 1;
    give(&mut s, 0, &[41]);
    give(&mut s, 1, &[55]);
    act(&mut s, 0, play(41, false, false));
    act(&mut s, 0, block(3));
    assert!(s.public.exhausted);
    // Seat 1 has nothing else to play: its action ends by itself.
    act(
        &mut s,
        1,
        Action::Special { card: CardId(55), target: Target::Block { province: Province(3), owner: Seat(0) } },
    );
    assert_eq!(s.public.supply[Faction::Red.index()], 1, "the red block is back in the supply");
    let ev = act(&mut s, 2, Action::Pass);
    assert!(ev.contains(&Event::ActionPhaseEnds), "the phase still ends with the round");
}

// ---- Taking cards and passing ----

#[test]
fn at_nine_cards_two_are_discarded_before_taking() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    face_up(&mut s, &[41, 42, 10]);
    let l = legal(&s, 0);
    assert!(!l.iter().any(|a| matches!(a, Action::Take { .. })), "no take before two discards");
    act(&mut s, 0, Action::Discard { card: CardId(1) });
    assert!(refused(&mut s, 0, Action::Take { source: Source::Deck }).en.contains("cannot take"));
    act(&mut s, 0, Action::Discard { card: CardId(2) });
    act(&mut s, 0, Action::Take { source: Source::FaceUp { card: CardId(10) } });
    assert_eq!(s.hands[0].len(), 8);
    assert_eq!(s.public.face_up.len(), 3, "the face-up card is replaced at once");
    assert_eq!(s.public.active, 1, "a value-2 card: no second card");
}

#[test]
fn a_face_up_value_one_card_may_be_followed_by_a_second() {
    let mut s = position(3, 1);
    face_up(&mut s, &[41, 42, 10]);
    act(&mut s, 0, Action::Take { source: Source::FaceUp { card: CardId(41) } });
    assert!(!legal(&s, 0).contains(&Action::Take { source: Source::FaceUp { card: CardId(10) } }), "value 2");
    act(&mut s, 0, Action::Take { source: Source::FaceUp { card: CardId(42) } });
    assert_eq!(s.hands[0], vec![CardId(41), CardId(42)]);
    assert_eq!(s.public.active, 1);
    // From the deck: no second card.
    act(&mut s, 1, Action::Take { source: Source::Deck });
    assert_eq!(s.public.active, 2);
}

#[test]
fn a_player_who_passes_acts_again_and_a_whole_round_of_passes_ends_the_phase() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[41]);
    act(&mut s, 0, Action::Pass);
    assert_eq!(s.public.active, 1);
    act(&mut s, 1, Action::Pass);
    let ev = act(&mut s, 2, Action::Pass);
    assert!(ev.contains(&Event::ActionPhaseEnds));
    assert_eq!(s.public.turn, 2, "the election ran and turn 2 began");
}

#[test]
fn the_action_phase_ends_only_when_the_round_is_complete() {
    let mut s = position(3, 1);
    s.public.supply[Faction::Red.index()] = 1;
    give(&mut s, 0, &[41]);
    act(&mut s, 0, play(41, false, false));
    act(&mut s, 0, block(3));
    assert_eq!(s.public.stage, Stage::Actions);
    act(&mut s, 1, Action::Pass);
    assert_eq!(s.public.stage, Stage::Actions, "the last player still acts");
    let ev = act(&mut s, 2, Action::Pass);
    assert!(ev.contains(&Event::ActionPhaseEnds));
}

// ---- Battle ----

#[test]
fn a_battle_without_a_leader_is_a_defeat_marked_with_a_white_block() {
    let mut s = position(3, 2);
    s.public.battle_box = vec![2, 0, 0]; // no general anywhere
    s.public.stage = Stage::Battle;
    let white = s.public.supply[Faction::White.index()];
    let ev = advance(&mut s);
    assert!(ev.contains(&Event::BattleLost));
    assert_eq!(s.public.defeats, 1);
    assert_eq!(s.public.supply[Faction::White.index()], white - 1);
}

#[test]
fn a_battle_tie_is_broken_by_the_highest_general_and_promoted_generals_are_discarded() {
    let mut s = position(3, 3);
    show(&mut s, 0, &[22]); // Custine, general 1
    show(&mut s, 1, &[72]); // Bonaparte, general 3
    s.public.battle_box = vec![1, 1, 0];
    s.public.stage = Stage::Battle;
    advance(&mut s);
    act(&mut s, 0, Action::Promote { card: CardId(22) });
    let ev = act(&mut s, 1, Action::Promote { card: CardId(72) });
    assert!(ev.contains(&Event::BattleWon { seat: Seat(1), vp: 5 }), "Fleurus, turn 3: 5 VP");
    assert!(s.public.discard.contains(&CardId(22)) && s.public.discard.contains(&CardId(72)));
}

#[test]
fn an_unbroken_battle_tie_is_a_defeat() {
    let mut s = position(3, 2);
    show(&mut s, 0, &[22]);
    show(&mut s, 1, &[28]); // Bouillé, general 1
    s.public.battle_box = vec![1, 1, 0];
    s.public.stage = Stage::Battle;
    advance(&mut s);
    act(&mut s, 0, Action::Decline);
    let ev = act(&mut s, 1, Action::Decline);
    assert!(ev.contains(&Event::BattleLost));
}

// ---- Election ----

#[test]
fn an_unbroken_provincial_tie_gives_no_vote_and_returns_every_block() {
    let mut s = position(3, 2);
    stack(&mut s, 2, 0, Faction::Blue, 2);
    stack(&mut s, 2, 1, Faction::White, 2);
    stack(&mut s, 2, 2, Faction::Red, 1);
    statecraft_liberte::rules::election::begin(&mut s);
    let mut ev = Vec::new();
    assert!(statecraft_liberte::rules::election::resolve_province(&mut s, Province(2), &mut ev));
    assert!(ev.contains(&Event::ProvinceVote {
        province: Province(2),
        seat: None,
        faction: None,
        votes: 0,
        tie: true
    }));
    assert!(s.public.stacks(Province(2)).is_empty());
    assert_eq!(s.public.supply, [28, 24, 30]);
}

#[test]
fn paris_gives_as_many_votes_as_its_winning_stack_has_blocks() {
    let mut s = position(3, 2);
    stack(&mut s, 8, 0, Faction::Blue, 2);
    stack(&mut s, 8, 1, Faction::White, 1);
    statecraft_liberte::rules::election::begin(&mut s);
    let mut ev = Vec::new();
    statecraft_liberte::rules::election::resolve_province(&mut s, Province(8), &mut ev);
    assert_eq!(s.public.votes, [2, 0, 0]);
    assert_eq!(s.public.held[0], [2, 0, 0]);
    assert!(s.public.stack_of(Province(8), Seat(0)).is_none());
    assert_eq!(s.public.stack_of(Province(8), Seat(1)).unwrap().blocks, 1, "the losing stack stays");
}

#[test]
fn province_vp_go_to_the_winner_from_turn_three() {
    for (turn, vp) in [(2, 0), (3, 2)] {
        let mut s = position(3, turn);
        stack(&mut s, 25, 1, Faction::White, 1);
        statecraft_liberte::rules::election::begin(&mut s);
        let mut ev = Vec::new();
        statecraft_liberte::rules::election::resolve_province(&mut s, Province(25), &mut ev);
        assert_eq!(s.public.vp[1], vp, "Provence in turn {turn}");
    }
}

#[test]
fn an_unbroken_tie_on_the_track_goes_radicals_over_moderates_over_royalists() {
    let mut s = position(3, 2);
    statecraft_liberte::rules::election::begin(&mut s);
    s.public.votes = [5, 5, 3];
    s.public.held = vec![[5, 0, 0], [0, 5, 0], [0, 0, 3]];
    s.public.stage = Stage::Government;
    let ev = advance(&mut s);
    // Nobody has a display card: the tie stands, blue beats white and white moves back a space.
    assert!(ev.contains(&Event::NewGovernment { government: Faction::Blue, opposition: Some(Faction::White) }));
    assert_eq!(s.public.vp, vec![5, 3, 0]);
}

#[test]
fn a_track_tie_is_broken_by_any_players_promotion() {
    let mut s = position(3, 2);
    statecraft_liberte::rules::election::begin(&mut s);
    show(&mut s, 2, &[23]); // Louis XVI: white 3
    s.public.votes = [5, 5, 0];
    s.public.held = vec![[5, 0, 0], [0, 5, 0], [0, 0, 0]];
    s.public.stage = Stage::Government;
    advance(&mut s);
    let ev = act(&mut s, 2, Action::Promote { card: CardId(23) });
    assert!(ev.contains(&Event::NewGovernment { government: Faction::White, opposition: Some(Faction::Blue) }));
    assert_eq!(s.public.vp, vec![3, 5, 0]);
}

#[test]
fn unbroken_vp_ties_give_three_one_and_two_each() {
    let mut s = position(4, 2);
    statecraft_liberte::rules::election::begin(&mut s);
    s.public.votes = [4, 0, 8];
    s.public.held = vec![[2, 0, 3], [2, 0, 3], [0, 0, 1], [0, 0, 1]];
    s.public.stage = Stage::Government;
    advance(&mut s);
    // Red first place tied: 3 each; second place tied: 1 each; blue first place tied: 2 each.
    assert_eq!(s.public.vp, vec![3 + 2, 3 + 2, 1, 1]);
}

#[test]
fn the_loser_of_a_broken_first_place_tie_takes_second_place() {
    let mut s = position(3, 2);
    statecraft_liberte::rules::election::begin(&mut s);
    show(&mut s, 1, &[75]); // Babeuf, red 1
    s.public.votes = [0, 0, 7];
    s.public.held = vec![[0, 0, 3], [0, 0, 3], [0, 0, 1]];
    s.public.stage = Stage::Scoring { step: ScoreStep::GovernmentFirst };
    s.public.government = Some(Faction::Red);
    advance(&mut s);
    act(&mut s, 1, Action::Promote { card: CardId(75) });
    assert_eq!(s.public.vp, vec![2, 5, 0]);
}

// ---- Ends ----

#[test]
fn seventeen_red_votes_end_the_game_with_a_radical_landslide() {
    let mut s = position(3, 1);
    for p in 1..=17u8 {
        let owner = if p <= 8 { 0 } else { 1 };
        stack(&mut s, p, owner, Faction::Red, 1);
    }
    stack(&mut s, 18, 2, Faction::Red, 3);
    give(&mut s, 2, &[37]); // Danton: 3 red points in hand
    statecraft_liberte::rules::election::begin(&mut s);
    advance(&mut s);
    assert_eq!(s.public.end, Some(End::RadicalLandslide));
    // Seat 0: 8 votes; seat 1: 9 votes; seat 2: 1 vote + 2 blocks left in Limousin + 3 in hand.
    assert_eq!(s.public.final_scores, vec![8, 9, 6]);
    assert_eq!(s.public.winners, vec![Seat(1)]);
    assert!(Liberte::to_act(&s).is_over());
}

#[test]
fn seven_royalist_fleur_de_lis_provinces_end_the_game_from_turn_three() {
    let fleur: Vec<u8> = data().provinces.iter().filter(|p| p.fleur_de_lis).map(|p| p.number.0).take(7).collect();
    for turn in [2u8, 3] {
        let mut s = position(3, turn);
        for &p in &fleur[..6] {
            stack(&mut s, p, 1, Faction::White, 2);
        }
        give(&mut s, 0, &[45]); // Club monarchique, white club
        act(&mut s, 0, play(45, false, false));
        act(&mut s, 0, block(fleur[6]));
        if turn == 2 {
            assert_eq!(s.public.end, None, "no counter-revolution before turn 3");
        } else {
            assert_eq!(s.public.end, Some(End::CounterRevolution));
            assert_eq!(s.public.final_scores, vec![1, 12, 0], "white blocks controlled on the board");
            assert_eq!(s.public.winners, vec![Seat(1)]);
        }
    }
}

#[test]
fn defeats_count_as_royalist_provinces() {
    let fleur: Vec<u8> = data().provinces.iter().filter(|p| p.fleur_de_lis).map(|p| p.number.0).take(5).collect();
    let mut s = position(3, 3);
    for &p in &fleur {
        stack(&mut s, p, 1, Faction::White, 1);
    }
    s.public.defeats = 1;
    s.public.stage = Stage::Battle; // nobody can lead: a second defeat
    advance(&mut s);
    assert_eq!(s.public.end, Some(End::CounterRevolution));
}

#[test]
fn after_turn_four_most_vp_wins_and_a_tie_goes_to_the_display_value() {
    let mut s = position(3, 4);
    statecraft_liberte::rules::election::begin(&mut s);
    s.public.vp = vec![10, 10, 4];
    s.public.votes = [1, 0, 0];
    s.public.held[2] = [1, 0, 0];
    show(&mut s, 1, &[2]);
    show(&mut s, 0, &[8]);
    s.public.stage = Stage::Government;
    advance(&mut s);
    assert_eq!(s.public.end, Some(End::Turns));
    assert_eq!(s.public.winners, vec![Seat(1)]);
    assert!(matches!(Liberte::to_act(&s), ToAct::Over { .. }));
}

#[test]
fn bad_input_is_refused_without_change() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[41]);
    assert!(refused(&mut s, 0, play(56, false, false)).en.contains("not in your hand"));
    assert!(refused(&mut s, 0, block(3)).en.contains("No card"));
    let err = statecraft_engine::apply::<Liberte>(&mut s, Seat(1), &Action::Pass).unwrap_err();
    assert!(matches!(err, statecraft_engine::ActError::NotYourTurn { .. }));
}

#[test]
fn a_second_card_must_have_value_one() {
    let mut s = position(3, 1);
    give(&mut s, 0, &[41, 37, 48]); // Cordeliers, Danton (north, 3), a bread shortage keeping the action open
    stack(&mut s, 20, 2, Faction::Blue, 1);
    act(&mut s, 0, play(41, false, false));
    act(&mut s, 0, block(7));
    assert!(refused(&mut s, 0, play(37, false, false)).en.contains("value 1"));
}

#[test]
fn a_new_turn_orders_by_vp_returns_displays_and_refreshes_hands_to_seven() {
    let mut s = position(3, 1);
    statecraft_liberte::rules::election::begin(&mut s);
    s.public.vp = vec![1, 7, 3];
    show(&mut s, 2, &[23, 24]);
    give(&mut s, 1, &[1, 2, 3, 4, 5, 6, 7, 8]);
    face_up(&mut s, &[41, 42, 43]);
    s.public.votes = [1, 0, 0];
    s.public.held[0] = [1, 0, 0];
    s.public.supply[Faction::Blue.index()] -= 1; // the held vote came from the board
    s.public.stage = Stage::Government;
    let ev = advance(&mut s);
    assert!(ev.contains(&Event::ReserveReturned));
    assert_eq!(s.public.turn, 2);
    assert_eq!(s.public.order, vec![Seat(1), Seat(0), Seat(2)], "most VP first (seat 0 scored 5 this election)");
    assert_eq!(s.public.supply, [28, 24, 30], "the blocks under turn 2 and the held vote are back");
    assert!(s.hands[2].contains(&CardId(23)) && s.public.displays[2].is_empty(), "displays go back to hand");
    // Seat 1 holds 8 cards: it may discard, and need not draw.
    assert_eq!(Liberte::to_act(&s), ToAct::one(Seat(1)));
    act(&mut s, 1, Action::Discard { card: CardId(1) });
    act(&mut s, 1, Action::DoneDiscarding);
    // Seven cards left: nothing to draw, so seat 0 is next and fills its empty hand to seven.
    assert_eq!(Liberte::to_act(&s), ToAct::one(Seat(0)));
    assert_eq!(s.public.stage, Stage::Refresh { drawing: true }, "an empty hand has nothing to discard: not asked");
    act(&mut s, 0, Action::Take { source: Source::FaceUp { card: CardId(41) } });
    assert_eq!(s.public.face_up.len(), 3, "refilled at once");
    for _ in 0..6 {
        act(&mut s, 0, Action::Take { source: Source::Deck });
    }
    assert_eq!(s.hands[0].len(), 7);
    assert_eq!(Liberte::to_act(&s), ToAct::one(Seat(2)));
}
