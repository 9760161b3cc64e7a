//! Hidden information: event hands, kingdom cards, drawn empire cards and deck order never reach another seat,
//! in views or in the log.

use statecraft_engine::testkit::random_playout;
use statecraft_engine::{Game, GameRng, Seat, legal_actions};
use statecraft_world_empires::{Event, Options, State, WorldEmpires};

fn check_views(s: &State) {
    for viewer in Seat::all(s.public.players) {
        let v = WorldEmpires::view(s, Some(viewer));
        assert_eq!(v.hand, s.hands[viewer.index()]);
        assert_eq!(v.kingdoms, s.kingdoms[viewer.index()]);
        let drafting = s.public.draft_queue.first() == Some(&viewer)
            && matches!(s.public.phase, statecraft_world_empires::Phase::Draft);
        assert_eq!(v.drawn.is_empty(), !drafting || s.drawn.is_empty(), "only the drafter sees its cards");
        let text = serde_json::to_string(&v).unwrap();
        assert!(!text.contains("event_deck\":["), "no deck in a view");
        assert_eq!(v.hand_sizes, s.hands.iter().map(Vec::len).collect::<Vec<_>>());
    }
    let spectator = WorldEmpires::view(s, None);
    assert!(spectator.hand.is_empty() && spectator.kingdoms.is_empty() && spectator.drawn.is_empty());
}

fn check_event(e: &Event, viewer: Option<Seat>) {
    let r = WorldEmpires::redact_event(e, viewer).unwrap();
    match (&r, e) {
        (Event::DrewEmpires { seat, cards, .. }, _) if Some(*seat) != viewer => assert!(cards.is_empty()),
        (Event::DrewEvent { seat, card, .. }, _) if Some(*seat) != viewer => assert!(card.is_none()),
        _ => assert_eq!(&r, e, "public events pass unchanged"),
    }
}

#[test]
fn views_and_logs_hide_every_other_seats_secrets() {
    let options = Options { five_epochs: false, minor_empires: true };
    for seed in 0..6 {
        let mut s = WorldEmpires::setup(&options, 4, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        let mut events = Vec::new();
        let mut buf = Vec::new();
        let mut steps = 0;
        while !WorldEmpires::to_act(&s).is_over() && steps < 3000 {
            check_views(&s);
            let seat = WorldEmpires::to_act(&s).seats()[0];
            let legal = legal_actions::<WorldEmpires>(&s, seat);
            let action = legal[(steps * 7 + seed as usize) % legal.len()];
            events.clear();
            WorldEmpires::apply_legal(&mut s, seat, &action, &mut events);
            for e in &events {
                for viewer in Seat::all(4).map(Some).chain([None]) {
                    check_event(e, viewer);
                }
            }
            steps += 1;
        }
        let _ = random_playout::<WorldEmpires>(&mut s, &mut rng, 10, &mut buf, &mut events);
    }
}

#[test]
fn a_view_does_not_change_when_only_other_seats_secrets_change() {
    let options = Options { five_epochs: false, minor_empires: true };
    let mut s = WorldEmpires::setup(&options, 5, 11).unwrap();
    let mut rng = GameRng::seed_from_u64(3);
    let mut buf = Vec::new();
    let mut events = Vec::new();
    random_playout::<WorldEmpires>(&mut s, &mut rng, 40, &mut buf, &mut events);
    let me = Seat(0);
    let v = WorldEmpires::view(&s, Some(me));
    let mut other = s.clone();
    // Swap the secrets of two other seats and reshuffle the event deck.
    other.hands.swap(1, 2);
    other.kingdoms.swap(3, 4);
    other.event_deck.reverse();
    if other.hands[1].len() == other.hands[2].len() && other.kingdoms[3].len() == other.kingdoms[4].len() {
        assert_eq!(WorldEmpires::view(&other, Some(me)), v);
    }
    let d = WorldEmpires::determinize(&v, me, &mut rng);
    assert_eq!(WorldEmpires::view(&d, Some(me)), v);
}
