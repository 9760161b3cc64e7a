//! Tests of the engine core and its test kit, on the High card fixture game.

use statecraft_engine::testkit::high_card::HighCard;
use statecraft_engine::testkit::{CheckConfig, checked_playouts};
use statecraft_engine::*;

#[test]
fn honest_game_passes_every_check() {
    for players in 2..=4 {
        let report = checked_playouts::<HighCard<false>>(&CheckConfig::new((), players, 50)).unwrap();
        assert_eq!(report.games, 50);
        assert_eq!(report.finished, 50);
        assert_eq!(report.actions, 50 * 3 * players as u64);
    }
}

#[test]
fn leaking_view_is_caught() {
    let err = checked_playouts::<HighCard<true>>(&CheckConfig::new((), 3, 20)).unwrap_err();
    assert!(err.message.contains("depends on something hidden"), "{}", err.message);
}

#[test]
fn refusals_change_nothing_and_say_why() {
    let mut s = HighCard::<false>::setup(&(), 2, 7).unwrap();
    let before = serde_json::to_string(&s).unwrap();
    let not_mine = (1..=20u8).find(|c| !s.hands[0].contains(c)).unwrap();
    let err = apply::<HighCard<false>>(&mut s, Seat(0), &not_mine).unwrap_err();
    assert!(matches!(err, ActError::Illegal { .. }));
    assert_eq!(apply::<HighCard<false>>(&mut s, Seat(5), &1).unwrap_err(), ActError::NoSuchSeat { seat: Seat(5) });
    let card = s.hands[0][0];
    apply::<HighCard<false>>(&mut s, Seat(0), &card).unwrap();
    let after_one = serde_json::to_string(&s).unwrap();
    assert_ne!(before, after_one);
    // Seat 0 has chosen; it may not choose again until the round resolves.
    let again = s.hands[0][0];
    assert_eq!(apply::<HighCard<false>>(&mut s, Seat(0), &again).unwrap_err(), ActError::NotYourTurn { seat: Seat(0) });
    assert_eq!(serde_json::to_string(&s).unwrap(), after_one);
}

#[test]
fn replay_reproduces_hash_and_reports_bad_actions() {
    let mut s = HighCard::<false>::setup(&(), 2, 11).unwrap();
    let mut record = Record::new::<HighCard<false>>(&(), vec!["A".into(), "B".into()], 11);
    while !HighCard::<false>::to_act(&s).is_over() {
        let seat = HighCard::<false>::to_act(&s).seats()[0];
        let a = legal_actions::<HighCard<false>>(&s, seat)[0];
        apply::<HighCard<false>>(&mut s, seat, &a).unwrap();
        record.push::<HighCard<false>>(seat, &a);
    }
    record.final_hash = Some(state_hash::<HighCard<false>>(&s));
    let replayed = replay::<HighCard<false>>(&record, None).unwrap();
    assert_eq!(state_hash::<HighCard<false>>(&replayed), state_hash::<HighCard<false>>(&s));

    let mut broken = record.clone();
    broken.actions[2].action = serde_json::json!(99);
    match replay::<HighCard<false>>(&broken, None).unwrap_err() {
        ReplayError::Refused { index, .. } => assert_eq!(index, 2),
        other => panic!("unexpected {other:?}"),
    }
    broken.actions[2].action = serde_json::json!("a string");
    assert!(matches!(replay::<HighCard<false>>(&broken, None), Err(ReplayError::Malformed { index: 2, .. })));
    assert!(matches!(replay::<HighCard<false>>(&record, Some(99)), Err(ReplayError::NoSuchStep { .. })));
}

#[test]
fn a_seat_view_gives_each_legal_action_its_label_and_cost() {
    use statecraft_engine::testkit::goofspiel::Goofspiel;
    let s = Goofspiel::setup(&(), 2, 3).unwrap();
    let view = seat_view::<Goofspiel>(&s, Some(Seat(1)));
    assert_eq!(view.legal.len(), 8);
    assert_eq!(view.labels.len(), view.legal.len());
    for ((card, label), cost) in view.legal.iter().zip(&view.labels).zip(&view.costs) {
        assert_eq!(label.en, format!("Bid {card}"));
        assert_eq!(*cost, Some(i64::from(*card)));
    }
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["costs"][0], serde_json::json!(view.legal[0]));

    // A game whose actions cost nothing sends `null` for each; a spectator has no actions and no costs.
    let s = HighCard::<false>::setup(&(), 2, 3).unwrap();
    let view = seat_view::<HighCard<false>>(&s, Some(Seat(0)));
    assert_eq!(view.costs, vec![None; view.legal.len()]);
    assert!(seat_view::<HighCard<false>>(&s, None).costs.is_empty());
}
