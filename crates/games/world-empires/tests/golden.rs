//! Recorded games: the golden records replay to their final hash under the current rules (a change that alters
//! one must bump `RULES_VERSION` and re-record with `STATECRAFT_BLESS=1`).

use statecraft_engine::testkit::golden::{GoldenGame, check};
use statecraft_world_empires::{Options, WorldEmpires};

#[test]
fn golden_games_replay_to_their_final_hash() {
    let options = |five_epochs, minor_empires| Options { five_epochs, minor_empires };
    check::<WorldEmpires>(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"),
        &[
            GoldenGame::new("3p-three-epochs", 3, options(false, false), 1),
            GoldenGame::new("4p-five-epochs", 4, options(true, false), 2),
            GoldenGame::new("5p-minor-empires", 5, options(false, true), 3),
            GoldenGame::new("6p-five-epochs-minor", 6, options(true, true), 4),
        ],
    );
}
