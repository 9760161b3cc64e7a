//! Which steps a player may take back: the active power's moves on the open board (entering, placing,
//! building, expelling, ending the expansion when nothing is drawn after it); never a war or an attack on
//! nomads (dice), a card drawn, kept, played or discarded, or an epoch's die.

use rand::Rng;
use statecraft_engine::{Game, GameRng, Seat, ToAct, apply, can_take_back, legal_actions};
use statecraft_world_empires::{Action, Event, Options, Phase, State, WorldEmpires};

fn may_undo(s: &State, seat: Seat, action: &Action) -> bool {
    can_take_back::<WorldEmpires>(s, seat, action).expect("the action is legal")
}

/// Plays seeded random games, calling `step` with every position, seat, chosen action and its events.
fn random_steps(games: u64, mut step: impl FnMut(&State, Seat, &Action, &State, &[Event])) {
    for seed in 0..games {
        let options = Options { five_epochs: false, minor_empires: seed % 2 == 1 };
        let mut s = WorldEmpires::setup(&options, 3 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed + 700);
        for _ in 0..3000 {
            let seat = match WorldEmpires::to_act(&s) {
                ToAct::Over { .. } => break,
                other => other.seats()[0],
            };
            let legal = legal_actions::<WorldEmpires>(&s, seat);
            let action = legal[rng.random_range(0..legal.len())];
            let mut after = s.clone();
            let events = apply::<WorldEmpires>(&mut after, seat, &action).unwrap();
            step(&s, seat, &action, &after, &events);
            s = after;
        }
    }
}

#[test]
fn moves_on_the_board_may_be_taken_back_but_wars_draws_and_cards_may_not() {
    let (mut board, mut wars, mut cards, mut drafts) = (0, 0, 0, 0);
    random_steps(12, |s, seat, action, _, events| {
        let may = may_undo(s, seat, action);
        let battle = events.iter().any(|e| matches!(e, Event::Battle { .. } | Event::NomadAttack { .. }));
        // A move that used the last piece ends the turn, and the next turn draws a card: it stands.
        let ended = events.iter().any(|e| matches!(e, Event::TurnEnds { .. }));
        match action {
            _ if ended => {}
            Action::Enter { .. } | Action::Merchant { .. } | Action::City { .. } | Action::Great { .. } => {
                assert!(may, "{action:?} shows nothing: {events:?}");
                board += 1;
            }
            Action::Soldier { .. } if !battle => {
                assert!(may, "a soldier placed in peace shows nothing: {events:?}");
                board += 1;
            }
            Action::Soldier { .. } | Action::AttackNomads => {
                assert!(!may, "{action:?} rolled dice");
                wars += 1;
            }
            Action::PlayEvent { .. } | Action::PlayKingdom { .. } | Action::Discard { .. } => {
                assert!(!may, "{action:?} showed a card from the hand");
                cards += 1;
            }
            Action::Keep { .. } | Action::DrawThird => {
                assert!(!may, "{action:?} drew or shuffled empire cards");
                drafts += 1;
            }
            _ => {}
        }
    });
    assert!(board > 100 && wars > 20 && cards > 5 && drafts > 10, "{board} {wars} {cards} {drafts}");
}

#[test]
fn no_undoable_step_draws_rolls_or_shows_a_card() {
    let (mut undoable, mut standing) = (0, 0);
    random_steps(12, |s, seat, action, after, events| {
        if !may_undo(s, seat, action) {
            standing += 1;
            return;
        }
        undoable += 1;
        assert_eq!(after.rng, s.rng, "{action:?} by {seat} drew on chance: {events:?}");
        assert_eq!(after.event_deck, s.event_deck, "{action:?} drew an event card: {events:?}");
        assert_eq!(after.empire_deck, s.empire_deck, "{action:?} drew an empire card: {events:?}");
        assert_eq!(after.drawn, s.drawn, "{action:?} drew an empire card: {events:?}");
        assert_eq!(after.hands, s.hands, "{action:?} moved a card of a hand");
        assert_eq!(after.kingdoms, s.kingdoms, "{action:?} played a kingdom card");
        assert_eq!(after.public.epoch, s.public.epoch, "{action:?} began an epoch");
        assert!(!matches!(WorldEmpires::to_act(after), ToAct::Over { .. }), "{action:?} ended the game");
    });
    assert!(undoable > 100 && standing > 100, "{undoable} {standing}");
}

#[test]
fn ending_the_expansion_stands_once_the_next_turn_draws_a_card() {
    let (mut drew, mut own_choice) = (0, 0);
    random_steps(12, |s, seat, action, after, events| {
        if *action != Action::End {
            return;
        }
        let may = may_undo(s, seat, action);
        if events.iter().any(|e| matches!(e, Event::DrewEvent { .. })) {
            assert!(!may, "the next turn drew a card: {events:?}");
            drew += 1;
        }
        // The same player chooses a kingdom card or what to discard next: nothing was shown yet.
        if matches!(after.public.phase, Phase::Kingdom) || after.public.phase == (Phase::Discard { seat }) {
            assert!(may, "{events:?}");
            own_choice += 1;
        }
    });
    assert!(drew > 10 && own_choice > 2, "{drew} {own_choice}");
}
