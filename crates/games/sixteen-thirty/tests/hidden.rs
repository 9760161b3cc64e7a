//! No seat's view or log ever holds another seat's hand, victory counters, secretly laid cards, traded
//! values or unrevealed ballot.

use rand::Rng;
use rand::seq::IndexedRandom;
use statecraft_engine::{Game, GameRng, Seat, legal_actions};
use statecraft_sixteen_thirty::state::{Phase, State};
use statecraft_sixteen_thirty::{Card, Event, Options, SixteenThirty, View};

fn check_view(s: &State, viewer: Option<Seat>) {
    let v: View = SixteenThirty::view(s, viewer);
    let offer = s.public.trade.as_ref().and_then(|t| t.offer.as_ref());
    match viewer {
        Some(me) => {
            assert_eq!(v.hand, s.hands[me.index()]);
            assert_eq!(v.counters, s.counters[me.index()]);
            assert_eq!(v.pending, s.pending[me.index()]);
            assert_eq!(v.ballot, s.ballots[me.index()]);
            assert_eq!(v.known, s.known[me.index()], "{me} sees what it remembers, and nobody else's memory");
            if offer.is_none_or(|o| o.from != me) {
                assert!(v.offered.is_empty(), "{me} sees another seat's offered values");
            }
            if offer.is_none_or(|o| o.to != me) {
                assert!(v.delivered.is_empty(), "{me} sees another seat's delivered values");
            }
        }
        None => {
            assert!(v.hand.is_empty() && v.counters.is_empty() && v.pending.is_empty());
            assert!(v.ballot.is_none() && v.offered.is_empty() && v.delivered.is_empty() && v.known.is_empty());
        }
    }
    assert_eq!(v.public.revealed.is_some(), s.public.phase == Phase::Over, "counters shown only at the end");
    // The public part holds no secret field at all: it is the same struct the state keeps apart from secrets.
    assert_eq!(v.public, s.public);
}

fn check_event(e: &Event, viewer: Option<Seat>, after: &State) {
    let seen = SixteenThirty::redact_event(e, viewer).expect("every event is shown, redacted");
    match &seen {
        Event::Drew { seat, cards, count } => {
            if viewer == Some(*seat) {
                assert_eq!(cards.len(), *count);
            } else {
                assert!(cards.is_empty(), "{viewer:?} sees {seat}'s drawn cards");
            }
        }
        Event::BallotCast { seat, side } => {
            assert_eq!(side.is_some(), viewer == Some(*seat), "{viewer:?} sees {seat}'s ballot before the reveal");
        }
        Event::Traded { from, to, from_values, to_values, .. } => {
            let party = viewer == Some(*from) || viewer == Some(*to);
            assert_eq!(from_values.is_some(), party);
            assert_eq!(to_values.is_some(), party);
        }
        Event::Laid { seat, cards } => {
            // Only cards already face up on the table (or since discarded by a loss in the same action).
            for (card, nation) in cards {
                let on_table = after.public.pile(*seat, *nation).is_some_and(|p| p.cards.contains(card));
                assert!(on_table || after.public.discard.contains(card), "{card:?} shown but not on the table");
            }
        }
        Event::GameOver { .. } => assert_eq!(after.public.phase, Phase::Over),
        _ => {}
    }
    let text = serde_json::to_string(&seen).unwrap();
    assert!(!text.contains("counters") || matches!(seen, Event::GameOver { .. }), "counters leak in {text}");
}

/// What a seat remembers of another's hand is really there: in that hand or among the cards it laid in secret.
fn check_memory(s: &State) {
    for (observer, seen) in s.known.iter().enumerate() {
        for (holder, cards) in seen.iter().enumerate() {
            let mut holds: Vec<Card> = s.hands[holder].clone();
            holds.extend(s.pending[holder].iter().map(|(c, _)| *c));
            for card in cards {
                let at = holds.iter().position(|c| c == card);
                let at = at.unwrap_or_else(|| panic!("seat {observer} remembers {card:?} in seat {holder}'s hand"));
                holds.swap_remove(at);
            }
        }
    }
}

#[test]
fn views_and_logs_hide_every_other_seats_secrets() {
    let mut checked = 0u64;
    let mut remembered = 0usize;
    for players in 3..=6 {
        for game in 0..6u64 {
            let seed = 500 + 10 * players as u64 + game;
            let mut s = SixteenThirty::setup(&Options::default(), players, seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed);
            let viewers: Vec<Option<Seat>> = std::iter::once(None).chain(Seat::all(players).map(Some)).collect();
            loop {
                for &v in &viewers {
                    check_view(&s, v);
                }
                check_memory(&s);
                remembered += s.known.iter().flatten().map(Vec::len).sum::<usize>();
                let to_act = SixteenThirty::to_act(&s);
                if to_act.is_over() {
                    break;
                }
                let seats = to_act.seats();
                let seat = seats[rng.random_range(0..seats.len())];
                let legal = legal_actions::<SixteenThirty>(&s, seat);
                let action = *legal.choose(&mut rng).unwrap();
                let events = statecraft_engine::apply::<SixteenThirty>(&mut s, seat, &action).unwrap();
                for e in &events {
                    for &v in &viewers {
                        check_event(e, v, &s);
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "enough steps were checked: {checked}");
    assert!(remembered > 1_000, "the games traded enough for memory to matter: {remembered}");
}

#[test]
fn a_view_does_not_change_when_only_other_seats_secrets_change() {
    // Re-deal everything hidden from a seat (through determinize) and compare its view and legal actions.
    let mut s = SixteenThirty::setup(&Options::default(), 5, 77).unwrap();
    let mut rng = GameRng::seed_from_u64(77);
    for _ in 0..3000 {
        let to_act = SixteenThirty::to_act(&s);
        if to_act.is_over() {
            break;
        }
        for viewer in Seat::all(5) {
            let view = SixteenThirty::view(&s, Some(viewer));
            let other = SixteenThirty::determinize(&view, viewer, &mut rng);
            assert_eq!(SixteenThirty::view(&other, Some(viewer)), view);
            assert_eq!(legal_actions::<SixteenThirty>(&other, viewer), legal_actions::<SixteenThirty>(&s, viewer));
            // The re-dealt state is a real position: same card count, others' hands re-dealt.
            let cards = |x: &State| {
                x.hands.iter().map(Vec::len).sum::<usize>()
                    + x.deck.len()
                    + x.pending.iter().map(Vec::len).sum::<usize>()
                    + x.public.discard.len()
                    + x.public.piles.iter().flatten().map(|p| p.cards.len()).sum::<usize>()
            };
            assert_eq!(cards(&other), 120);
            assert_eq!(cards(&s), 120);
        }
        let seats = to_act.seats();
        let seat = seats[rng.random_range(0..seats.len())];
        let legal = legal_actions::<SixteenThirty>(&s, seat);
        let action = *legal.choose(&mut rng).unwrap();
        statecraft_engine::apply::<SixteenThirty>(&mut s, seat, &action).unwrap();
    }
}
