//! Which steps a player may take back: placing blocks, passing, ending an action, promoting or declining in a
//! tie; never a step that played, discarded or took a card, drew on chance or moved the game past the
//! player's own choice.

use rand::Rng;
use statecraft_engine::{Game, GameRng, Seat, ToAct, apply, can_take_back, legal_actions};
use statecraft_liberte::{Action, Liberte, Options, Source, State};

fn may_undo(s: &State, seat: Seat, action: &Action) -> bool {
    can_take_back::<Liberte>(s, seat, action).expect("the action is legal")
}

/// Plays seeded random games, calling `step` with every position, seat and chosen action.
fn random_steps(games: u64, mut step: impl FnMut(&State, Seat, &Action)) {
    for seed in 0..games {
        let options = Options { first_edition: seed % 3 == 0 };
        let mut s = Liberte::setup(&options, 3 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed + 500);
        for _ in 0..3000 {
            let seat = match Liberte::to_act(&s) {
                ToAct::Over { .. } => break,
                other => other.seats()[0],
            };
            let legal = legal_actions::<Liberte>(&s, seat);
            let action = legal[rng.random_range(0..legal.len())].clone();
            step(&s, seat, &action);
            apply::<Liberte>(&mut s, seat, &action).unwrap();
        }
    }
}

#[test]
fn placing_blocks_and_passing_may_be_taken_back_but_playing_and_taking_cards_may_not() {
    let (mut placed, mut passed, mut played, mut took) = (0, 0, 0, 0);
    random_steps(12, |s, seat, action| {
        let may = may_undo(s, seat, action);
        let mut after = s.clone();
        apply::<Liberte>(&mut after, seat, action).unwrap();
        // The same seat (or the same contest) still decides: the step did not move the game on.
        let same_stage = after.public.stage == s.public.stage && after.public.turn == s.public.turn;
        match action {
            Action::Block { .. } if same_stage => {
                assert!(may, "placing a block shows nothing");
                placed += 1;
            }
            Action::Pass if same_stage && after.public.contest.is_none() => {
                assert!(may, "a pass that does not end the action rounds shows nothing");
                passed += 1;
            }
            Action::Play { .. } | Action::Special { .. } | Action::Discard { .. } => {
                assert!(!may, "{action:?} showed a card from the hand");
                played += 1;
            }
            Action::Take { source } => {
                assert!(!may, "{action:?} took a card");
                if matches!(source, Source::FaceUp { .. }) {
                    took += 1;
                }
            }
            _ => {}
        }
    });
    assert!(placed > 50 && passed > 5 && played > 50 && took > 5, "{placed} {passed} {played} {took}");
}

#[test]
fn no_undoable_step_draws_rolls_or_shows_a_card() {
    let (mut undoable, mut standing) = (0, 0);
    random_steps(12, |s, seat, action| {
        let mut after = s.clone();
        let events = apply::<Liberte>(&mut after, seat, action).unwrap();
        if !may_undo(s, seat, action) {
            standing += 1;
            return;
        }
        undoable += 1;
        assert_eq!(after.rng, s.rng, "{action:?} by {seat} drew on chance: {events:?}");
        assert_eq!(after.deck, s.deck, "{action:?} by {seat} drew from the deck: {events:?}");
        assert_eq!(after.public.face_up, s.public.face_up, "{action:?} turned a card up");
        assert_eq!(after.hands, s.hands, "{action:?} moved a card of a hand");
        assert_eq!(after.public.turn, s.public.turn, "{action:?} began a turn");
        assert!(!matches!(Liberte::to_act(&after), ToAct::Over { .. }), "{action:?} ended the game");
    });
    assert!(undoable > 100 && standing > 100, "{undoable} {standing}");
}

#[test]
fn the_step_that_ends_the_action_rounds_stands() {
    let mut ended = 0;
    random_steps(12, |s, seat, action| {
        let mut after = s.clone();
        apply::<Liberte>(&mut after, seat, action).unwrap();
        if s.public.stage == statecraft_liberte::Stage::Actions && after.public.stage != s.public.stage {
            assert!(!may_undo(s, seat, action), "{action:?} ended the action rounds (battle, election)");
            ended += 1;
        }
    });
    assert!(ended > 5, "{ended}");
}
