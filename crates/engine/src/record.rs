//! Game records and replay.
//!
//! A record is `(engine version, game, options, seats, seed, [(seat, action)])` as JSON (see
//! `docs/records.md`). Because a game's only chance is the seeded generator in its state, replaying the
//! actions from the same seed reproduces the same state, which [`state_hash`] checks.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{ActError, Game, Seat, SetupError, apply};

/// The version written into every record; bumped when a rules change would make old records replay
/// differently.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedAction {
    pub seat: Seat,
    pub action: serde_json::Value,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub engine_version: String,
    pub game: String,
    /// The title's [`Game::RULES_VERSION`] when the record was written (0 in records from before versions).
    #[serde(default)]
    pub rules_version: u32,
    #[serde(default)]
    pub options: serde_json::Value,
    /// One display name per seat, in seating order; its length is the player count.
    pub seats: Vec<String>,
    pub seed: u64,
    #[serde(default)]
    pub actions: Vec<RecordedAction>,
    /// Hash of the final state when the record was written; checked on replay when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_hash: Option<String>,
}

impl Record {
    pub fn new<G: Game>(options: &G::Options, seats: Vec<String>, seed: u64) -> Self {
        Record {
            engine_version: ENGINE_VERSION.to_string(),
            game: G::ID.to_string(),
            rules_version: G::RULES_VERSION,
            options: serde_json::to_value(options).expect("options serialise"),
            seats,
            seed,
            actions: Vec::new(),
            final_hash: None,
        }
    }

    pub fn push<G: Game>(&mut self, seat: Seat, action: &G::Action) {
        let action = serde_json::to_value(action).expect("actions serialise");
        self.actions.push(RecordedAction { seat, action });
    }
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError {
    #[error("this record is for the game `{found}`, not `{expected}`")]
    WrongGame { expected: String, found: String },
    #[error("the record's options are not valid: {0}")]
    Options(String),
    #[error("the game cannot be set up: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} is not a valid action of this game: {message}")]
    Malformed { index: usize, message: String },
    #[error("action {index} ({seat}) was refused: {error}")]
    Refused { index: usize, seat: Seat, error: ActError },
    #[error("the record asks for step {step} but has only {len} actions")]
    NoSuchStep { step: usize, len: usize },
    #[error("the replayed state's hash {found} differs from the recorded {expected}")]
    HashMismatch { expected: String, found: String },
}

/// Replays `record` up to `steps` actions (all of them when `None`), checking each against the rules.
///
/// A record of an older `RULES_VERSION` is first passed through [`Game::upgrade_record`], so records keep
/// replaying after a title changes the shape of its actions.
pub fn replay<G: Game>(record: &Record, steps: Option<usize>) -> Result<G::State, ReplayError> {
    if record.game != G::ID {
        return Err(ReplayError::WrongGame { expected: G::ID.into(), found: record.game.clone() });
    }
    if record.rules_version < G::RULES_VERSION {
        return replay_current::<G>(&G::upgrade_record(record)?, steps);
    }
    replay_current::<G>(record, steps)
}

/// Replays a record whose actions have the title's current shape.
fn replay_current<G: Game>(record: &Record, steps: Option<usize>) -> Result<G::State, ReplayError> {
    let options: G::Options = if record.options.is_null() {
        G::Options::default()
    } else {
        serde_json::from_value(record.options.clone()).map_err(|e| ReplayError::Options(e.to_string()))?
    };
    let len = record.actions.len();
    let upto = steps.unwrap_or(len);
    if upto > len {
        return Err(ReplayError::NoSuchStep { step: upto, len });
    }
    let mut state = G::setup(&options, record.seats.len(), record.seed)?;
    for (index, recorded) in record.actions[..upto].iter().enumerate() {
        let action: G::Action = serde_json::from_value(recorded.action.clone())
            .map_err(|e| ReplayError::Malformed { index, message: e.to_string() })?;
        apply::<G>(&mut state, recorded.seat, &action).map_err(|error| ReplayError::Refused {
            index,
            seat: recorded.seat,
            error,
        })?;
    }
    if let (None, Some(expected)) = (steps, &record.final_hash) {
        let found = state_hash::<G>(&state);
        if &found != expected {
            return Err(ReplayError::HashMismatch { expected: expected.clone(), found });
        }
    }
    Ok(state)
}

/// A stable hash of the whole state (its JSON form, which has no map-order dependence), as 32 hex digits.
pub fn state_hash<G: Game>(state: &G::State) -> String {
    let bytes = serde_json::to_vec(state).expect("states serialise");
    let digest = Sha256::digest(&bytes);
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}
