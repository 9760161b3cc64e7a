//! The worked examples of the seed, with their numbers: the battle of Valmy (Christie, Joshua, Max), election
//! examples 1 (Normandie) and 2 (Paris), and the government / opposition VP example (12 and 8 votes).
//! Christie is seat 0, Joshua seat 1, Max seat 2, in that player order.

mod common;

use common::*;
use statecraft_engine::Seat;
use statecraft_liberte::model::CardId;
use statecraft_liberte::state::{ProvinceResult, Stage};
use statecraft_liberte::{Action, Event, Faction, Province};

const CHRISTIE: u8 = 0;
const JOSHUA: u8 = 1;
const MAX: u8 = 2;

#[test]
fn valmy_joshua_leads_with_more_tokens_and_keeps_his_general() {
    let mut s = position(3, 2);
    // Christie: one token and a general (Kellermann); Joshua: two tokens and a general (Dumouriez);
    // Max: three tokens, no general (Louis XVI in his display).
    show(&mut s, CHRISTIE, &[18]);
    show(&mut s, JOSHUA, &[17]);
    show(&mut s, MAX, &[23]);
    s.public.battle_box = vec![1, 2, 3];
    s.public.stage = Stage::Battle;
    let ev = advance(&mut s);
    assert!(ev.contains(&Event::BattleWon { seat: Seat(JOSHUA), vp: 4 }), "{ev:?}");
    assert_eq!(s.public.vp, vec![0, 4, 0]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Promoted { .. })), "no tie, so no general is promoted");
    assert!(s.public.displays[JOSHUA as usize].contains(&CardId(17)) || s.hands[JOSHUA as usize].contains(&CardId(17)));
    assert!(!s.public.discard.contains(&CardId(17)), "Joshua keeps his general");
    assert_eq!(s.public.battle_box, vec![0, 0, 0], "tokens go back to their owners");
    assert_eq!(s.public.defeats, 0);
}

#[test]
fn election_example_1_normandie_red_stack_wins_over_more_blue_blocks() {
    let mut s = position(3, 1);
    stack(&mut s, 1, CHRISTIE, Faction::Red, 3);
    stack(&mut s, 1, JOSHUA, Faction::Blue, 2);
    stack(&mut s, 1, MAX, Faction::Blue, 2);
    let red_supply = s.public.supply[Faction::Red.index()];
    statecraft_liberte::rules::election::begin(&mut s);
    let mut ev = Vec::new();
    assert!(statecraft_liberte::rules::election::resolve_province(&mut s, Province(1), &mut ev));
    assert_eq!(
        s.public.results,
        vec![ProvinceResult {
            province: Province(1),
            winner: Some(Seat(CHRISTIE)),
            faction: Some(Faction::Red),
            votes: 1,
            tie: false
        }]
    );
    assert_eq!(s.public.held[CHRISTIE as usize], [0, 0, 1], "Christie holds one red block");
    assert_eq!(s.public.votes, [0, 0, 1], "the red marker moves one space");
    let left = s.public.stacks(Province(1));
    assert_eq!(left.len(), 3, "the other blocks stay in Normandie");
    assert_eq!(left.iter().find(|st| st.owner == Seat(CHRISTIE)).unwrap().blocks, 2);
    assert_eq!(s.public.supply[Faction::Red.index()], red_supply, "the vote is held, not returned yet");
}

#[test]
fn election_example_2_paris_tie_broken_by_marat() {
    // Turn 2, so that no reserve blocks come back when the next turn begins after the election.
    let mut s = position(3, 2);
    stack(&mut s, 8, CHRISTIE, Faction::Red, 3);
    stack(&mut s, 8, JOSHUA, Faction::Red, 3);
    stack(&mut s, 8, MAX, Faction::White, 1);
    show(&mut s, CHRISTIE, &[71]); // Jean-Paul Marat, red, value 3
    show(&mut s, JOSHUA, &[78]); // a red card Joshua chooses not to promote
    assert_eq!(CardId(71).card().name.en, "Jean-Paul Marat");
    assert_eq!((CardId(71).card().faction, CardId(71).card().value), (Some(Faction::Red), 3));
    let white_supply = s.public.supply[Faction::White.index()];
    statecraft_liberte::rules::election::begin(&mut s);
    advance(&mut s);
    assert_eq!(
        <statecraft_liberte::Liberte as statecraft_engine::Game>::to_act(&s),
        statecraft_engine::ToAct::one(Seat(CHRISTIE))
    );
    act(&mut s, CHRISTIE, Action::Promote { card: CardId(71) });
    // Joshua is next and declines; the election then runs to its end.
    let ev = act(&mut s, JOSHUA, Action::Decline);
    assert!(ev.contains(&Event::ProvinceVote {
        province: Province(8),
        seat: Some(Seat(CHRISTIE)),
        faction: Some(Faction::Red),
        votes: 3,
        tie: true
    }));
    assert!(s.public.stacks(Province(8)).is_empty(), "every block leaves a tied province");
    assert_eq!(s.public.supply[Faction::White.index()], white_supply + 1, "Max's white block goes back");
    assert!(s.public.discard.contains(&CardId(71)), "Christie discards Marat");
    assert!(ev.contains(&Event::NewGovernment { government: Faction::Red, opposition: None }));
    assert!(ev.contains(&Event::Scored { seat: Seat(CHRISTIE), vp: 5 }));
}

#[test]
fn government_and_opposition_points_12_red_8_blue() {
    let mut s = position(3, 1);
    statecraft_liberte::rules::election::begin(&mut s);
    s.public.votes = [8, 0, 12];
    // Christie holds the most red votes, Joshua the second most red and the most blue.
    s.public.held = vec![[0, 0, 6], [5, 0, 4], [3, 0, 2]];
    s.public.stage = Stage::Government;
    let ev = advance(&mut s);
    assert!(ev.contains(&Event::NewGovernment { government: Faction::Red, opposition: Some(Faction::Blue) }));
    assert_eq!(s.public.vp, vec![5, 2 + 3, 0]);
    assert_eq!(s.public.presence, vec![true, true, true], "everyone holding red votes has presence");
}
