//! Hidden information: a player's cash is seen by that player only, in no view, event or log line.

mod common;

use common::*;
use statecraft_engine::{Game, GameRng, Seat, ToAct, apply, legal_actions};
use statecraft_imperial::{Imperial, Options};

#[test]
fn at_the_end_everyone_s_cash_and_score_are_shown() {
    let mut s = Imperial::setup(&Options::default(), 4, 3).unwrap();
    s.cash = [40001, 40002, 40003, 40004, 0, 0];
    s.board.phase = statecraft_imperial::Phase::Over;
    for viewer in [None, Some(Seat(0)), Some(Seat(2))] {
        let view = Imperial::view(&s, viewer);
        assert_eq!(view.cash[..4], [Some(40001), Some(40002), Some(40003), Some(40004)], "viewer {viewer:?}");
        for p in &view.players {
            assert_eq!(p.score, Some(p.bond_points + 40001 + p.seat.0 as i64), "viewer {viewer:?}");
        }
        assert!(view.hidden.is_empty());
    }
}

#[test]
fn a_view_never_shows_another_players_cash_while_the_game_is_on() {
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
        assert_eq!(view.players.iter().filter(|p| p.score.is_some()).count(), 1, "only the own score is whole");
        let back = Imperial::determinize(&view, Seat(viewer), &mut GameRng::seed_from_u64(1));
        assert_eq!(Imperial::view(&back, Some(Seat(viewer))), view);
    }
    let spectator = serde_json::to_string(&Imperial::view(&s, None)).unwrap();
    assert!(!spectator.contains("4000"));
    assert!(!Imperial::view(&s, None).hidden.is_empty());
}

#[test]
fn events_and_texts_carry_no_cash_and_no_seat_numbers() {
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
        for viewer in [None, Some(seat)] {
            let p = Imperial::prompt(&s, viewer);
            assert!(!p.en.is_empty() && !p.ja.is_empty());
            assert!(!p.en.contains("Seat ") && !p.ja.contains("席"), "{p:?}");
        }
        let a = &list[rand::Rng::random_range(&mut rng, 0..list.len())];
        events.extend(apply::<Imperial>(&mut s, seat, a).unwrap());
    }
    assert!(events.len() > 100);
    for e in &events {
        let t = Imperial::event_text(e);
        assert!(!t.en.is_empty() && !t.ja.is_empty());
        assert!(!t.en.contains("Seat ") && !t.ja.contains("席"), "{t:?}");
        assert!(!t.en.contains(" an fleet") && !t.en.contains(" a army"), "{t:?}");
        assert!(!serde_json::to_string(e).unwrap().contains("cash"), "events carry no cash balance");
    }
    let named = events.iter().map(Imperial::event_text).find(|t| t.en.contains("{seat:")).expect("a player is named");
    assert!(!named.with_names(&["Anna", "Bob"]).en.contains("{seat:"));
}

/// What the engine does by itself depends on the public board only: whoever is to act does not change when
/// the hidden cash is redrawn.
#[test]
fn steps_taken_by_the_engine_reveal_no_cash() {
    for seed in 0..20 {
        let mut s = Imperial::setup(&Options::default(), 3, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        for _ in 0..400 {
            let ToAct::One { seat } = Imperial::to_act(&s) else { break };
            let list = legal_actions::<Imperial>(&s, seat);
            let a = list[rand::Rng::random_range(&mut rng, 0..list.len())].clone();
            // The same action with everyone else's cash changed leads to the same public position.
            let mut other = s.clone();
            for p in 0..3 {
                if p != seat.index() {
                    other.cash[p] = other.cash[p].wrapping_add(17);
                }
            }
            apply::<Imperial>(&mut s, seat, &a).unwrap();
            apply::<Imperial>(&mut other, seat, &a).unwrap();
            assert_eq!(Imperial::to_act(&s), Imperial::to_act(&other));
            assert_eq!(s.board.phase, other.board.phase);
        }
    }
}
