//! Which steps a player may take back: public choices and sealed bids before the last, never a step that drew
//! or showed a card, rolled a die or revealed the bids.

mod common;

use common::*;
use rand::Rng;
use statecraft_age_of_renaissance::state::Phase;
use statecraft_age_of_renaissance::{Action, AgeOfRenaissance, CardId, Options, State};
use statecraft_engine::{Game, GameRng, Seat, ToAct, apply, can_take_back, legal_actions};

fn may_undo(s: &State, seat: Seat, action: &Action) -> bool {
    can_take_back::<AgeOfRenaissance>(s, seat, action).expect("the action is legal")
}

#[test]
fn sealed_bids_are_undoable_until_the_last_one_reveals_them() {
    let mut s = AgeOfRenaissance::setup(&Options::default(), 3, 5).unwrap();
    for seat in Seat::all(3) {
        let bid = Action::CapitalBid { amount: 5 };
        assert_eq!(may_undo(&s, seat, &bid), seat != Seat(2), "{seat}");
        act(&mut s, seat, bid);
    }
}

#[test]
fn buying_an_advance_or_passing_is_undoable_and_playing_a_card_is_not() {
    let mut s = started(3, 6);
    let card = CardId::parse("C12").unwrap();
    s.hands[0] = vec![card];
    s.public.order = vec![Seat(0), Seat(1), Seat(2)];
    s.public.phase = Phase::PlayCards { at: 0, passed: vec![false; 3], final_play: false };
    let play = Action::PlayCommodity { card, commodity: statecraft_age_of_renaissance::Commodity::Fur };
    assert!(!may_undo(&s, Seat(0), &play), "a played card was seen by everyone");
    assert!(may_undo(&s, Seat(0), &Action::Done), "passing shows nothing");
    s.public.phase = Phase::Purchase { at: 0, step: statecraft_age_of_renaissance::PurchaseStep::Buy };
    s.public.seat_mut(Seat(0)).cash = 100;
    assert!(may_undo(&s, Seat(0), &Action::BuyAdvance { advance: adv("the-heavens") }));
    assert!(may_undo(&s, Seat(0), &Action::UpgradeShip));
}

/// Plays seeded random games, calling `step` with every position, seat and chosen action.
fn random_steps(games: u64, mut step: impl FnMut(&State, Seat, &Action)) {
    for seed in 0..games {
        let mut s = AgeOfRenaissance::setup(&Options::default(), 3 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed + 1000);
        for _ in 0..5000 {
            let seats = match AgeOfRenaissance::to_act(&s) {
                ToAct::Over { .. } => break,
                other => other.seats(),
            };
            let seat = seats[rng.random_range(0..seats.len())];
            let legal = legal_actions::<AgeOfRenaissance>(&s, seat);
            let action = legal[rng.random_range(0..legal.len())].clone();
            step(&s, seat, &action);
            apply::<AgeOfRenaissance>(&mut s, seat, &action).unwrap();
        }
    }
}

#[test]
fn no_step_that_draws_rolls_or_shows_a_card_is_undoable() {
    let (mut undoable, mut refused, mut rolled, mut drew) = (0, 0, 0, 0);
    random_steps(16, |s, seat, action| {
        let mut after = s.clone();
        let events = apply::<AgeOfRenaissance>(&mut after, seat, action).unwrap();
        let may = may_undo(s, seat, action);
        let chance = after.rng != s.rng;
        let drawn = after.deck.len() != s.deck.len();
        // Cards face up: the replay pile and the cards out of the game (leaders played go there).
        let face_up = |x: &State| x.public.replay.len() + x.public.gone.len();
        let shown = face_up(&after) != face_up(s);
        let revealed =
            after.public.order_bids != s.public.order_bids || after.public.capital_bids != s.public.capital_bids;
        rolled += usize::from(chance);
        drew += usize::from(drawn);
        if may {
            undoable += 1;
            assert!(
                !chance && !drawn && !shown && !revealed,
                "{action:?} by {seat} is undoable but produced {events:?}"
            );
            for other in Seat::all(s.public.players) {
                assert_eq!(after.hands[other.index()], s.hands[other.index()], "no hand changed");
            }
        } else {
            refused += 1;
        }
    });
    assert!(undoable > 100 && refused > 100 && rolled > 10 && drew > 10, "{undoable} {refused} {rolled} {drew}");
}
