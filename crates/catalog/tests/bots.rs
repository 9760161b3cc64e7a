//! Bots on every title of the catalog (and the engine's fixture games), through the type-erased interface the
//! server uses: a bot answers exactly when its seat is to act, with an action the rules accept, and its
//! choice does not change when only what is hidden from its seat changes.
//!
//! Search levels run at a few positions of each game only, so the tests stay fast on long games.

use serde_json::Value;
use statecraft_bots::arena::Schedule;
use statecraft_bots::{Budget, Level};
use statecraft_catalog::{Catalog, DynGame, DynMatch};
use statecraft_engine::Seat;
use statecraft_engine::testkit::goofspiel::Goofspiel;
use statecraft_engine::testkit::high_card::HighCard;

fn catalog() -> Catalog {
    Catalog::standard().with::<HighCard<false>>().with::<Goofspiel>()
}

/// A random game of `game` with `players`, cut after `max_actions`; `check` runs before every action.
fn walk(game: &dyn DynGame, players: usize, seed: u64, max_actions: u64, mut check: impl FnMut(&dyn DynMatch, u64)) {
    let mut m = game.start(&game.default_options(), players, seed).unwrap();
    for step in 0..max_actions {
        let to_act = m.to_act();
        let Some(&seat) = to_act.seats().first() else { break };
        check(m.as_ref(), step);
        let action = m.bot_action(seat, Level::Random, seed ^ step).unwrap();
        m.apply(seat, &action).unwrap();
    }
}

/// Every seat's answer at this position: `Some` exactly for the seats to act, and accepted by the rules.
fn answers_in_turn(game: &dyn DynGame, m: &dyn DynMatch, level: Level, seed: u64) {
    let to_act = m.to_act();
    for seat in Seat::all(m.players()) {
        let choice = m.bot_action(seat, level, seed);
        assert_eq!(
            choice.is_some(),
            to_act.includes(seat),
            "{} {} bot, {seat}: answered out of turn",
            game.id(),
            level.name()
        );
        if let Some(action) = choice {
            let mut copy = m.clone_box();
            if let Err(e) = copy.apply(seat, &action) {
                panic!("{} {} bot, {seat}: {action} refused: {e}", game.id(), level.name());
            }
        }
    }
}

#[test]
fn the_random_bot_acts_only_in_turn_and_legally() {
    for game in catalog().iter() {
        for players in [game.min_players(), game.max_players()] {
            for seed in 0..2 {
                walk(game, players, seed, 600, |m, step| answers_in_turn(game, m, Level::Random, seed + step));
            }
        }
    }
}

#[test]
fn search_bots_act_only_in_turn_and_legally() {
    for game in catalog().iter() {
        let players = game.max_players();
        walk(game, players, 11, 400, |m, step| {
            if step < 2 || step % 150 == 0 {
                for level in [Level::Easy, Level::Normal, Level::Hard] {
                    answers_in_turn(game, m, level, step);
                }
            }
        });
    }
}

#[test]
fn a_choice_ignores_the_secrets_of_other_seats() {
    // A budget without a clock, so the same view and seed must give the same choice.
    let budget = Budget { iterations: 100, playout_cap: 60, ..Budget::default() };
    let view = |m: &dyn DynMatch, seat| m.view(Some(seat)).get().to_string();
    for game in catalog().iter() {
        for players in [game.min_players(), game.max_players()] {
            walk(game, players, 5, 300, |m, step| {
                if step % 29 != 0 {
                    return;
                }
                for seat in m.to_act().seats() {
                    let other = m.redraw_hidden(seat, step + 1);
                    assert_eq!(view(other.as_ref(), seat), view(m, seat), "{} {seat}: view changed", game.id());
                    let here = m.bot_search(seat, &budget, step).map(|d| d.action);
                    let there = other.bot_search(seat, &budget, step).map(|d| d.action);
                    assert!(here.is_some());
                    assert_eq!(here, there, "{} {seat}: the search looked past its view", game.id());
                    assert_eq!(m.bot_action(seat, Level::Random, step), other.bot_action(seat, Level::Random, step));
                }
            });
        }
    }
}

#[test]
fn the_arena_counts_every_game() {
    let catalog = catalog();
    let game = catalog.find("goofspiel").unwrap();
    let schedule = Schedule { games: 20, seed: 3, max_actions: 1_000, jobs: 2, uncapped: false, duplicate: false };
    let report = game.arena(&Value::Null, &[Level::Easy, Level::Random], &schedule, &|_| {}).unwrap();
    assert_eq!(report.games, 20);
    let total: f64 = report.bots.iter().map(|b| b.wins).sum();
    assert!((total - 20.0).abs() < 1e-9);
    assert!(report.bots[0].wins > report.bots[1].wins, "{report:?}");
}
