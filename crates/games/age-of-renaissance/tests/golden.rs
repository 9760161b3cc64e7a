//! Recorded games replay to their final hash under the current rules (a change that alters one must bump
//! `RULES_VERSION` and re-record with `STATECRAFT_BLESS=1`).

use statecraft_age_of_renaissance::{AgeOfRenaissance, Length, Options};
use statecraft_engine::testkit::golden::{GoldenGame, check};

#[test]
fn golden_games_replay_to_their_final_hash() {
    let length = |length| Options { length };
    check::<AgeOfRenaissance>(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"),
        &[
            GoldenGame::new("basic-3p", 3, length(Length::Basic), 1),
            GoldenGame::new("basic-4p", 4, length(Length::Basic), 2),
            GoldenGame::new("basic-6p", 6, length(Length::Basic), 3),
            GoldenGame::new("intermediate-5p", 5, length(Length::Intermediate), 4),
            GoldenGame::new("campaign-4p", 4, length(Length::Campaign), 5),
        ],
    );
}
