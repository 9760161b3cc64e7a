//! Imperial's rule for taking steps back: every step may be taken back, because after the set-up deal
//! nothing is left to chance and no step shows another player's cash, except the step that ends the game,
//! which reveals everyone's cash and final score.

use rand::Rng;
use statecraft_engine::{Game, GameRng, Seat, ToAct, apply, can_take_back, legal_actions};
use statecraft_imperial::{Imperial, Options, Ruleset};

#[test]
fn every_step_is_undoable_and_none_draws_on_chance_or_shows_cash() {
    let (mut steps, mut ended) = (0, 0);
    for (ruleset, seed) in [(Ruleset::Classic, 1), (Ruleset::Y2010, 2), (Ruleset::Classic, 3), (Ruleset::Y2010, 4)] {
        let options = Options { ruleset, ..Options::default() };
        let players = 2 + seed as usize;
        let mut s = Imperial::setup(&options, players, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        for _ in 0..1500 {
            let seat = match Imperial::to_act(&s) {
                ToAct::Over { .. } => break,
                other => other.seats()[0],
            };
            let legal = legal_actions::<Imperial>(&s, seat);
            let action = legal[rng.random_range(0..legal.len())].clone();
            let undoable = can_take_back::<Imperial>(&s, seat, &action).unwrap();
            let before = s.clone();
            apply::<Imperial>(&mut s, seat, &action).unwrap();
            assert_eq!(s.rng, before.rng, "{action:?} drew on chance");
            if matches!(Imperial::to_act(&s), ToAct::Over { .. }) {
                assert!(!undoable, "{action:?} ended the game and revealed the cash, yet may be taken back");
                ended += 1;
                break;
            }
            assert!(undoable, "{action:?}");
            for other in Seat::all(players).filter(|o| *o != seat) {
                assert_eq!(Imperial::view(&s, Some(other)).cash[seat.index()], None, "{action:?} showed cash");
            }
            steps += 1;
        }
    }
    assert!(steps > 1000, "{steps}");
    assert!(ended > 0, "no game reached its end, so the last step's rule went untested");
}

#[test]
fn an_illegal_step_is_an_error_not_a_verdict() {
    let s = Imperial::setup(&Options::default(), 3, 7).unwrap();
    let ToAct::One { seat } = Imperial::to_act(&s) else { panic!("one seat acts first") };
    let other = Seat((seat.0 + 1) % 3);
    let legal = legal_actions::<Imperial>(&s, seat);
    assert!(can_take_back::<Imperial>(&s, other, &legal[0]).is_err());
}
