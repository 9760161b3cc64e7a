//! Complete recorded games that must keep replaying to their final hash (see `statecraft_engine::testkit::golden`).

use statecraft_engine::testkit::golden::{GoldenGame, check};
use statecraft_liberte::{Liberte, Options};

#[test]
fn golden_games_replay_to_their_hashes() {
    check::<Liberte>(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"),
        &[
            GoldenGame::new("3p-standard", 3, Options::default(), 1),
            GoldenGame::new("4p-standard", 4, Options::default(), 2),
            GoldenGame::new("5p-first-edition", 5, Options { first_edition: true }, 3),
            GoldenGame::new("6p-standard", 6, Options::default(), 4),
        ],
    );
}
