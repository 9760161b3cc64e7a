//! No seat's view or log ever holds another seat's hand or the order of the deck.

use rand::Rng;
use statecraft_engine::{Game, GameRng, Seat, ToAct, legal_actions};
use statecraft_liberte::model::CardId;
use statecraft_liberte::state::State;
use statecraft_liberte::{Event, Liberte, Options, Source, View};

/// Cards this viewer must not know the place of: other hands and the deck.
fn secret_cards(s: &State, viewer: Option<Seat>) -> Vec<CardId> {
    let mut out: Vec<CardId> = s.deck.clone();
    for (i, hand) in s.hands.iter().enumerate() {
        if viewer != Some(Seat(i as u8)) {
            out.extend(hand.iter().copied());
        }
    }
    out
}

fn check_view(s: &State, viewer: Option<Seat>) {
    let v: View = Liberte::view(s, viewer);
    assert_eq!(v.hand, viewer.map(|x| s.hands[x.index()].clone()).unwrap_or_default());
    assert_eq!(v.hand_sizes, s.hands.iter().map(Vec::len).collect::<Vec<_>>());
    assert_eq!(v.deck_size, s.deck.len());
    for card in secret_cards(s, viewer) {
        assert!(!v.cards.contains_key(&card), "{viewer:?} sees the face of hidden card #{}", card.0);
        assert!(!v.hand.contains(&card));
    }
    // The public part is the state's own public part: no secret is kept there.
    assert_eq!(v.public, s.public);
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("\"deck\""), "the deck order is never sent");
}

fn check_event(e: &Event, viewer: Option<Seat>) {
    let seen = Liberte::redact_event(e, viewer).expect("every event is shown, redacted");
    if let Event::Took { seat, source: Source::Deck, card } = &seen {
        assert_eq!(card.is_some(), viewer == Some(*seat), "{viewer:?} sees {seat}'s drawn card");
    }
}

#[test]
fn views_and_logs_hide_other_hands_and_the_deck() {
    let mut drawn_seen = 0;
    for players in 3..=6 {
        for game in 0..3u64 {
            let seed = 900 + 10 * players as u64 + game;
            let mut s = Liberte::setup(&Options::default(), players, seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed);
            let viewers: Vec<Option<Seat>> = std::iter::once(None).chain(Seat::all(players).map(Some)).collect();
            let mut step = 0;
            while let ToAct::One { seat } = Liberte::to_act(&s) {
                if step % 5 == 0 {
                    for &v in &viewers {
                        check_view(&s, v);
                    }
                }
                let legal = legal_actions::<Liberte>(&s, seat);
                let action = legal[rng.random_range(0..legal.len())].clone();
                let mut events = Vec::new();
                Liberte::apply_legal(&mut s, seat, &action, &mut events);
                for e in &events {
                    if matches!(e, Event::Took { source: Source::Deck, .. }) {
                        drawn_seen += 1;
                    }
                    for &v in &viewers {
                        check_event(e, v);
                    }
                }
                step += 1;
            }
        }
    }
    assert!(drawn_seen > 0, "the games drew cards from the deck");
}
