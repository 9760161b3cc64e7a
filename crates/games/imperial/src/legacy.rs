//! Records written before rules version 2 named rondel spaces by number (`"slot": 3`), bonds by number
//! (`"bond": 3` for the 6M bond), donated 1M at a time to the active nation, switched all of a nation's
//! armies in a province at once, asked for steps that decided nothing, and dealt the classic 4–6 player
//! start so that nobody held two bonds of one nation. [`upgrade`] replays such a record under the current
//! rules, translating each old action (and leaving out the steps the engine now takes by itself), with that
//! old deal written into the options, and returns the same game as a current record.

use rand::seq::SliceRandom;
use serde::Deserialize;
use statecraft_engine::{Game, GameRng, Record, RecordedAction, ReplayError, Seat, apply, legal_actions, state_hash};

use crate::action::Action;
use crate::model::{Nation, Region, Ruleset, Space, Stance, UnitKind, bond_value};
use crate::state::State;
use crate::{Deal, Imperial, Options};

/// An action as records before version 2 wrote it.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Old {
    Rondel { slot: u8 },
    Donate,
    ForceInvestor,
    AllowPass,
    Build { region: Region },
    DeclineFactory,
    SkipFactory { region: Region },
    Produce,
    Import { region: Region, kind: UnitKind },
    EndImport,
    MoveFleet { from: Region, to: Region },
    EndFleets,
    SelectArmy { from: Region },
    MoveArmy { from: Region, to: Region },
    HoldArmy { from: Region },
    SwitchStatus { region: Region },
    DestroyFactory { region: Region },
    EndManeuver,
    Friendly,
    Hostile,
    Coexist,
    Fight { nation: Nation, kind: UnitKind },
    Tolerate,
    Resist { kind: UnitKind },
    Buy { nation: Nation, bond: u8 },
    TradeUp { nation: Nation, from: u8, to: u8 },
    Pass,
}

/// The current actions an old one stands for in `state`.
fn translate(state: &State, seat: Seat, old: Old) -> Vec<Action> {
    let b = &state.board;
    let legal = legal_actions::<Imperial>(state, seat);
    // A step the engine now takes by itself is not in the list any more: it is left out.
    let unless_taken = |a: Action| if legal.contains(&a) { vec![a] } else { Vec::new() };
    match old {
        Old::Rondel { slot } => vec![Action::Rondel { space: Space::ALL[slot as usize % 8] }],
        Old::Donate => vec![Action::DonateTo { nation: b.active }, Action::Donate { amount: 1 }],
        Old::ForceInvestor => vec![Action::ForceInvestor],
        Old::AllowPass => vec![Action::AllowPass],
        Old::Build { region } => vec![Action::Build { region }],
        Old::DeclineFactory => unless_taken(Action::DeclineFactory),
        Old::SkipFactory { region } => vec![Action::SkipFactory { region }],
        Old::Produce => unless_taken(Action::Produce),
        Old::Import { region, kind } => vec![Action::Import { region, kind }],
        Old::EndImport => unless_taken(Action::EndImport),
        Old::MoveFleet { from, to } => vec![Action::MoveFleet { from, to }],
        Old::EndFleets => unless_taken(Action::EndFleets),
        Old::SelectArmy { from } => {
            let pick = legal.iter().find(|a| matches!(a, Action::SelectArmy { from: f, .. } if *f == from));
            vec![pick.cloned().unwrap_or(Action::SelectArmy { from, stance: None })]
        }
        Old::MoveArmy { from, to } => vec![Action::MoveArmy { from, to }],
        Old::HoldArmy { from } => vec![Action::HoldArmy { from }],
        Old::SwitchStatus { region } => {
            let hostile = b.cells[region].hostile[b.active] > 0;
            vec![Action::ChangeStance { region, to: if hostile { Stance::Friendly } else { Stance::Hostile } }]
        }
        Old::DestroyFactory { region } => vec![Action::DestroyFactory { region }],
        Old::EndManeuver => unless_taken(Action::EndManeuver),
        Old::Friendly => unless_taken(Action::Friendly),
        Old::Hostile => vec![Action::Hostile],
        Old::Coexist => vec![Action::Coexist],
        Old::Fight { nation, kind } => vec![Action::Fight { nation, kind }],
        Old::Tolerate => vec![Action::Tolerate],
        Old::Resist { kind } => vec![Action::Resist { kind }],
        Old::Buy { nation, bond } => vec![Action::Buy { nation, value: bond_value(bond.clamp(1, 9)) }],
        Old::TradeUp { nation, from, to } => {
            vec![Action::TradeUp { nation, give: bond_value(from.clamp(1, 9)), take: bond_value(to.clamp(1, 9)) }]
        }
        Old::Pass => vec![Action::Pass],
    }
}

/// The classic 4–6 player deal as versions before 2 drew it from the seed: the 6M bonds shuffled, then the
/// 4M bonds shuffled again until no player held both of one nation.
fn old_classic_deal(players: usize, seed: u64) -> Deal {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut third = Nation::ALL.to_vec();
    third.shuffle(&mut rng);
    third.truncate(players);
    let mut second = Nation::ALL.to_vec();
    loop {
        second.shuffle(&mut rng);
        if (0..players).all(|s| second[s] != third[s]) {
            break;
        }
    }
    second.truncate(players);
    Deal::Bonds { third, second }
}

/// The record in the current shape: unchanged if it already is, else replayed and translated action by
/// action. Fails where the old game does not replay under the current rules (their changes are listed with
/// `RULES_VERSION`).
pub fn upgrade(record: &Record) -> Result<Record, ReplayError> {
    if record.game != Imperial::ID {
        return Err(ReplayError::WrongGame { expected: Imperial::ID.into(), found: record.game.clone() });
    }
    if record.rules_version >= 2 {
        return Ok(record.clone());
    }
    let mut options: Options = if record.options.is_null() {
        Options::default()
    } else {
        serde_json::from_value(record.options.clone()).map_err(|e| ReplayError::Options(e.to_string()))?
    };
    let players = record.seats.len();
    if options.ruleset == Ruleset::Classic && !options.profistart && options.deal.is_none() && players >= 4 {
        options.deal = Some(old_classic_deal(players, record.seed));
    }
    let mut state = Imperial::setup(&options, players, record.seed)?;
    let mut out = Record::new::<Imperial>(&options, record.seats.clone(), record.seed);
    for (index, recorded) in record.actions.iter().enumerate() {
        let old: Old = serde_json::from_value(recorded.action.clone())
            .map_err(|e| ReplayError::Malformed { index, message: e.to_string() })?;
        for action in translate(&state, recorded.seat, old) {
            apply::<Imperial>(&mut state, recorded.seat, &action).map_err(|error| ReplayError::Refused {
                index,
                seat: recorded.seat,
                error,
            })?;
            out.actions.push(RecordedAction {
                seat: recorded.seat,
                action: serde_json::to_value(&action).expect("actions serialise"),
            });
        }
    }
    out.final_hash = record.final_hash.as_ref().map(|_| state_hash::<Imperial>(&state));
    Ok(out)
}
