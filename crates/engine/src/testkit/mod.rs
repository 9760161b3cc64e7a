//! Random playouts: the fast one used by `simulate`, `bench` and bots, and the checked one every game's tests
//! run.
//!
//! [`checked_playouts`] plays random legal games and checks, at every step, the contract of [`Game`]: the game
//! is never stuck, every legal action applies, an action not in the list (or from a seat not to act) is refused
//! and leaves the state unchanged, states, views and records survive a serde round trip, a replay reproduces
//! the state hash, and a seat's view and legal actions do not change when only what is hidden from that seat
//! changes (checked through [`Game::determinize`]). Random play may never finish a game, so games are cut at
//! `max_actions` and counted as unfinished, not as errors.
//!
//! [`golden`] keeps a few complete recorded games per title replaying to their final hash.

pub mod golden;
pub mod goofspiel;
pub mod high_card;

use rand::Rng;
use rand::seq::IndexedRandom;
use serde::Serialize;

use crate::{ActError, Game, GameRng, Record, Seat, ToAct, apply, legal_actions, replay, seat_view, state_hash};

/// Plays random legal actions from `state` until the game ends or `max_actions` have been applied.
/// Returns the number of actions applied. `buf` and `events` are scratch space reused between calls.
pub fn random_playout<G: Game>(
    state: &mut G::State,
    rng: &mut GameRng,
    max_actions: u64,
    buf: &mut Vec<G::Action>,
    events: &mut Vec<G::Event>,
) -> u64 {
    playout::<G>(state, rng, max_actions, buf, events, |_, _, legal, rng| rng.random_range(..legal.len()))
}

/// Plays from `state` until the game ends or `max_actions` have been applied, each step the action of the
/// legal list (never empty) at the index `pick` returns; at a simultaneous step a seat to act is drawn at
/// random. Returns the number of actions applied. `buf` and `events` are scratch space reused between calls.
pub fn playout<G: Game>(
    state: &mut G::State,
    rng: &mut GameRng,
    max_actions: u64,
    buf: &mut Vec<G::Action>,
    events: &mut Vec<G::Event>,
    mut pick: impl FnMut(&G::State, Seat, &[G::Action], &mut GameRng) -> usize,
) -> u64 {
    let mut applied = 0;
    while applied < max_actions {
        let seat = match G::to_act(state) {
            ToAct::One { seat } => seat,
            ToAct::Simultaneous { seats } => seats[rng.random_range(0..seats.len())],
            ToAct::Over { .. } => break,
        };
        buf.clear();
        G::legal_actions(state, seat, buf);
        if buf.is_empty() {
            break;
        }
        let index = pick(state, seat, buf, rng);
        events.clear();
        G::apply_legal(state, seat, &buf[index], events);
        applied += 1;
    }
    applied
}

/// Totals of a batch of random games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PlayoutReport {
    pub games: u64,
    pub finished: u64,
    pub unfinished: u64,
    pub actions: u64,
}

/// Plays `games` unchecked random games (the `simulate` and `bench` workload). Set-up failures are errors.
pub fn fast_playouts<G: Game>(
    options: &G::Options,
    players: usize,
    games: u64,
    seed: u64,
    max_actions: u64,
) -> Result<PlayoutReport, crate::SetupError> {
    let mut report = PlayoutReport::default();
    let mut buf = Vec::new();
    let mut events = Vec::new();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let mut state = G::setup(options, players, game_seed)?;
        let mut rng = GameRng::seed_from_u64(game_seed ^ 0x5eed_5eed);
        report.actions += random_playout::<G>(&mut state, &mut rng, max_actions, &mut buf, &mut events);
        report.games += 1;
        if G::to_act(&state).is_over() {
            report.finished += 1;
        } else {
            report.unfinished += 1;
        }
    }
    Ok(report)
}

/// Settings of a checked batch.
#[derive(Clone, Debug)]
pub struct CheckConfig<G: Game> {
    pub options: G::Options,
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub max_actions: u64,
    /// The expensive checks (round trips, determinize, refusals) run on every `deep_every`-th step.
    pub deep_every: u64,
}

impl<G: Game> CheckConfig<G> {
    pub fn new(options: G::Options, players: usize, games: u64) -> Self {
        CheckConfig { options, players, games, seed: 1, max_actions: 5_000, deep_every: 1 }
    }
}

/// A broken contract, with the record of the game that broke it (write it out and `statecraft replay` it).
#[derive(Debug)]
pub struct Violation {
    pub game: u64,
    pub step: usize,
    pub message: String,
    pub record: Record,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "game {} step {}: {}\nrecord: {}",
            self.game,
            self.step,
            self.message,
            serde_json::to_string(&self.record).unwrap_or_default()
        )
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serialises")
}

/// Plays random games and checks the [`Game`] contract at every step (see the module docs).
pub fn checked_playouts<G: Game>(cfg: &CheckConfig<G>) -> Result<PlayoutReport, Box<Violation>> {
    let mut report = PlayoutReport::default();
    for game in 0..cfg.games {
        let seed = cfg.seed.wrapping_add(game);
        let names = (1..=cfg.players).map(|i| format!("P{i}")).collect();
        let mut record = Record::new::<G>(&cfg.options, names, seed);
        let fail = |record: &Record, step: usize, message: String| {
            Box::new(Violation { game, step, message, record: record.clone() })
        };
        let mut state = G::setup(&cfg.options, cfg.players, seed).map_err(|e| fail(&record, 0, e.to_string()))?;
        let mut rng = GameRng::seed_from_u64(seed ^ 0xC0FFEE);
        let mut seen: Vec<G::Action> = Vec::new();
        let mut step = 0usize;
        loop {
            let to_act = G::to_act(&state);
            if to_act.is_over() {
                report.finished += 1;
                break;
            }
            if step as u64 >= cfg.max_actions {
                report.unfinished += 1;
                break;
            }
            let seats = to_act.seats();
            if seats.is_empty() {
                return Err(fail(&record, step, "no seat is to act but the game is not over".into()));
            }
            for &s in &seats {
                if legal_actions::<G>(&state, s).is_empty() {
                    return Err(fail(&record, step, format!("{s} is to act but has no legal action (stuck)")));
                }
            }
            let seat = seats[rng.random_range(0..seats.len())];
            let legal = legal_actions::<G>(&state, seat);
            if (step as u64).is_multiple_of(cfg.deep_every.max(1)) {
                deep_checks::<G>(&state, &legal, seat, &seen, &mut rng).map_err(|m| fail(&record, step, m))?;
            }
            for a in &legal {
                if seen.len() < 512 && !seen.contains(a) {
                    seen.push(a.clone());
                }
            }
            let action = legal.choose(&mut rng).expect("checked non-empty").clone();
            if let Err(e) = apply::<G>(&mut state, seat, &action) {
                return Err(fail(&record, step, format!("legal action {action:?} of {seat} was refused: {e}")));
            }
            record.push::<G>(seat, &action);
            step += 1;
        }
        report.games += 1;
        report.actions += step as u64;

        let text = json(&record);
        let back: Record = serde_json::from_str(&text).map_err(|e| fail(&record, step, e.to_string()))?;
        let replayed = replay::<G>(&back, None).map_err(|e| fail(&record, step, format!("replay failed: {e}")))?;
        if state_hash::<G>(&replayed) != state_hash::<G>(&state) {
            return Err(fail(&record, step, "replay reproduced a different state hash".into()));
        }
    }
    Ok(report)
}

fn deep_checks<G: Game>(
    state: &G::State,
    legal: &[G::Action],
    seat: Seat,
    seen: &[G::Action],
    rng: &mut GameRng,
) -> Result<(), String> {
    // The state survives a serde round trip.
    let text = json(state);
    let back: G::State = serde_json::from_str(&text).map_err(|e| format!("state does not deserialise: {e}"))?;
    if json(&back) != text {
        return Err("state changes in a serde round trip".into());
    }

    // Every legal action applies (on a copy).
    for action in legal.iter().take(24) {
        let mut copy = state.clone();
        apply::<G>(&mut copy, seat, action).map_err(|e| format!("legal action {action:?} refused: {e}"))?;
    }

    // Actions not in the list are refused and change nothing.
    for action in seen.iter().filter(|a| !legal.contains(a)).take(4) {
        let mut copy = state.clone();
        match apply::<G>(&mut copy, seat, action) {
            Err(ActError::Illegal { .. }) => {}
            other => return Err(format!("illegal action {action:?} was not refused as illegal: {other:?}")),
        }
        if json(&copy) != text {
            return Err(format!("refused action {action:?} changed the state"));
        }
    }

    // A seat that is not to act is refused.
    let players = G::players(state);
    let to_act = G::to_act(state);
    if let Some(idle) = Seat::all(players).find(|s| !to_act.includes(*s)) {
        let mut copy = state.clone();
        match apply::<G>(&mut copy, idle, &legal[0]) {
            Err(ActError::NotYourTurn { .. }) => {}
            other => return Err(format!("{idle} acted out of turn: {other:?}")),
        }
        if json(&copy) != text {
            return Err("an out-of-turn action changed the state".into());
        }
    }

    // Views round-trip, and do not depend on anything hidden from their seat.
    json(&seat_view::<G>(state, None));
    let spectator = G::view(state, None);
    let back: G::View = serde_json::from_str(&json(&spectator)).map_err(|e| format!("view: {e}"))?;
    if back != spectator {
        return Err("spectator view changes in a serde round trip".into());
    }
    for viewer in Seat::all(players) {
        let view = G::view(state, Some(viewer));
        let back: G::View = serde_json::from_str(&json(&view)).map_err(|e| format!("view: {e}"))?;
        if back != view {
            return Err(format!("{viewer}'s view changes in a serde round trip"));
        }
        // The whole message a client gets (prompt and action labels included) builds and serialises.
        json(&seat_view::<G>(state, Some(viewer)));
        let sampled = G::determinize(&view, viewer, rng);
        let again = G::view(&sampled, Some(viewer));
        if again != view {
            return Err(format!(
                "{viewer}'s view differs after determinizing it (it depends on something hidden from it)\n\
                 before: {}\nafter:  {}",
                json(&view),
                json(&again)
            ));
        }
        if G::view(&sampled, None) != spectator {
            return Err(format!("the public view differs after determinizing for {viewer}"));
        }
        let mine = legal_actions::<G>(state, viewer);
        if legal_actions::<G>(&sampled, viewer) != mine {
            return Err(format!("{viewer}'s legal actions depend on something hidden from it"));
        }
        if G::to_act(&sampled) != to_act {
            return Err(format!("who is to act depends on something hidden from {viewer}"));
        }
    }
    Ok(())
}
