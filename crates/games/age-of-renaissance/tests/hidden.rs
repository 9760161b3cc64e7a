//! No seat's view or log ever holds another seat's hand or an unrevealed sealed bid.

use rand::seq::IndexedRandom;
use statecraft_age_of_renaissance::{AgeOfRenaissance, Event, Options, Phase, State, View};
use statecraft_engine::{Game, GameRng, Seat, ToAct, legal_actions};

fn check_view(s: &State, viewer: Option<Seat>) {
    let v: View = AgeOfRenaissance::view(s, viewer);
    match viewer {
        Some(me) => {
            assert_eq!(v.hand, s.hands[me.index()]);
            assert_eq!(v.bid, s.bids[me.index()]);
        }
        None => assert!(v.hand.is_empty() && v.bid.is_none()),
    }
    assert_eq!(v.hand_sizes, s.hands.iter().map(Vec::len).collect::<Vec<_>>());
    // The view's other fields are public numbers; the public part is the state's own public part.
    assert_eq!(v.public, s.public, "the public part holds no secret");
}

fn check_event(e: &Event, viewer: Option<Seat>) {
    let seen = AgeOfRenaissance::redact_event(e, viewer).expect("every event is shown, redacted");
    if let Event::Drew { seat, card } = &seen {
        assert_eq!(card.is_some(), viewer == Some(*seat), "{viewer:?} sees {seat}'s drawn card");
    }
    if let Event::Trade { seat, with, given, taken, .. } = &seen {
        let party = viewer == Some(*seat) || viewer == Some(*with);
        if !party {
            assert!(given.is_none() && taken.is_none(), "{viewer:?} sees the traded cards");
        }
    }
    if let Event::BidSealed { .. } = &seen {
        assert!(!serde_json::to_string(&seen).unwrap().contains("amount"));
    }
}

#[test]
fn views_and_logs_hide_hands_and_sealed_bids() {
    let mut checked = 0;
    for players in 3..=6 {
        for game in 0..3u64 {
            let seed = 900 + 10 * players as u64 + game;
            let mut s = AgeOfRenaissance::setup(&Options::default(), players, seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed);
            let viewers: Vec<Option<Seat>> = std::iter::once(None).chain(Seat::all(players).map(Some)).collect();
            loop {
                for &v in &viewers {
                    check_view(&s, v);
                }
                let seat = match AgeOfRenaissance::to_act(&s) {
                    ToAct::One { seat } => seat,
                    ToAct::Simultaneous { seats } => seats[0],
                    ToAct::Over { .. } => break,
                };
                let legal = legal_actions::<AgeOfRenaissance>(&s, seat);
                let action = legal.choose(&mut rng).unwrap().clone();
                let mut events = Vec::new();
                AgeOfRenaissance::apply_legal(&mut s, seat, &action, &mut events);
                for e in &events {
                    for &v in &viewers {
                        check_event(e, v);
                    }
                }
                checked += 1;
            }
            assert_eq!(s.public.phase, Phase::Over);
        }
    }
    assert!(checked > 1000);
}

/// While bids are sealed, another seat's view shows only that a bid is in, never its amount.
#[test]
fn a_sealed_capital_bid_is_seen_only_by_its_owner() {
    let mut s = AgeOfRenaissance::setup(&Options::default(), 4, 5).unwrap();
    let mut ev = Vec::new();
    AgeOfRenaissance::apply_legal(
        &mut s,
        Seat(0),
        &statecraft_age_of_renaissance::Action::CapitalBid { amount: 17 },
        &mut ev,
    );
    let mine = AgeOfRenaissance::view(&s, Some(Seat(0)));
    let theirs = AgeOfRenaissance::view(&s, Some(Seat(1)));
    assert_eq!(mine.bid, Some(17));
    assert_eq!(theirs.bid, None);
    assert_eq!(theirs.bids_in, vec![true, false, false, false]);
    assert!(AgeOfRenaissance::event_text(&ev[0]).en.contains("sealed"));
    assert!(!serde_json::to_string(&theirs).unwrap().contains("17,"), "the amount is nowhere in another view");
}
