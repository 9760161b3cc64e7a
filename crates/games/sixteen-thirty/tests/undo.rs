//! Which steps a player may take back: secret steps and public choices that show nothing, never a step that
//! drew a card, rolled a die or revealed a secret.

use rand::Rng;
use statecraft_engine::{Game, GameRng, Seat, ToAct, apply, can_take_back, legal_actions};
use statecraft_sixteen_thirty::state::{Phase, State};
use statecraft_sixteen_thirty::{Action, Event, Options, SixteenThirty};

fn may_undo(s: &State, seat: Seat, action: &Action) -> bool {
    can_take_back::<SixteenThirty>(s, seat, action).expect("the action is legal")
}

/// The first legal action of `seat` that lays a card (secretly at set-up).
fn first_lay(s: &State, seat: Seat) -> Action {
    let legal = legal_actions::<SixteenThirty>(s, seat);
    *legal.iter().find(|a| matches!(a, Action::Lay { .. })).expect("a card to lay")
}

#[test]
fn secret_lays_at_set_up_are_undoable_until_the_last_one_reveals_them() {
    let mut s = SixteenThirty::setup(&Options::default(), 3, 5).unwrap();
    assert!(matches!(s.public.phase, Phase::InitialLay { .. }));
    for seat in Seat::all(3) {
        for n in 0..3 {
            let lay = first_lay(&s, seat);
            let last = seat == Seat(2) && n == 2;
            assert_eq!(may_undo(&s, seat, &lay), !last, "{seat} lay {n}");
            let events = apply::<SixteenThirty>(&mut s, seat, &lay).unwrap();
            // The last lay reveals every seat's cards: that is why it stands.
            assert_eq!(events.iter().any(|e| matches!(e, Event::Laid { .. })), last);
        }
    }
}

/// Plays seeded random games, calling `step` with every position, seat and chosen action.
fn random_steps(games: u64, mut step: impl FnMut(&State, Seat, &Action)) {
    for seed in 0..games {
        let mut s = SixteenThirty::setup(&Options::default(), 3 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed + 1000);
        for _ in 0..3000 {
            let seats = match SixteenThirty::to_act(&s) {
                ToAct::Over { .. } => break,
                other => other.seats(),
            };
            let seat = seats[rng.random_range(0..seats.len())];
            let legal = legal_actions::<SixteenThirty>(&s, seat);
            let action = legal[rng.random_range(0..legal.len())];
            step(&s, seat, &action);
            apply::<SixteenThirty>(&mut s, seat, &action).unwrap();
        }
    }
}

#[test]
fn a_ballot_can_be_taken_back_until_the_last_one_reveals_the_vote() {
    let (mut first_ballots, mut last_ballots) = (0, 0);
    random_steps(20, |s, seat, action| {
        if !matches!(action, Action::Ballot { .. }) {
            return;
        }
        let waiting = SixteenThirty::to_act(s).seats().len();
        if waiting > 1 {
            assert!(may_undo(s, seat, action), "a ballot before the last shows nothing");
            first_ballots += 1;
        } else {
            assert!(!may_undo(s, seat, action), "the last ballot reveals every ballot");
            last_ballots += 1;
        }
    });
    assert!(first_ballots > 0 && last_ballots > 0, "{first_ballots} {last_ballots}");
}

#[test]
fn no_step_that_draws_rolls_or_shows_a_card_is_undoable() {
    let (mut undoable, mut rolled, mut drew) = (0, 0, 0);
    random_steps(20, |s, seat, action| {
        let mut after = s.clone();
        let events = apply::<SixteenThirty>(&mut after, seat, action).unwrap();
        let may = may_undo(s, seat, action);
        let chance = after.rng != s.rng;
        let drawn = after.deck.len() != s.deck.len();
        // Cards face up on the table (piles and discards): a step that adds one showed a card.
        let face_up =
            |x: &State| x.public.discard.len() + x.public.piles.iter().flatten().map(|p| p.cards.len()).sum::<usize>();
        let shown = face_up(&after) > face_up(s);
        rolled += usize::from(chance);
        drew += usize::from(drawn);
        if may {
            undoable += 1;
            assert!(!chance && !drawn && !shown, "{action:?} by {seat} is undoable but produced {events:?}");
            // Nobody else's hand changed.
            for other in Seat::all(s.public.players).filter(|o| *o != seat) {
                assert_eq!(after.hands[other.index()], s.hands[other.index()]);
            }
        }
    });
    assert!(undoable > 100 && rolled > 10 && drew > 10, "{undoable} {rolled} {drew}");
}
