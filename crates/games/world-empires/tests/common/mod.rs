//! Building positions for the rule tests: a set-up game moved to the middle of an expansion, with pieces put
//! where a test needs them.
#![allow(dead_code)]

use statecraft_engine::{Game, Seat};
use statecraft_world_empires::model::{Card, Power, Space};
use statecraft_world_empires::rules::expansion::add;
use statecraft_world_empires::rules::flow::new_active;
use statecraft_world_empires::state::{Age, Phase, State};
use statecraft_world_empires::{Action, Event, Options, WorldEmpires};

pub fn space(id: &str) -> Space {
    Space::by_id(id).unwrap_or_else(|| panic!("no space {id}"))
}

pub fn power(id: &str) -> Power {
    Power::by_id(id).unwrap_or_else(|| panic!("no power {id}"))
}

pub fn card(id: &str) -> Card {
    Card::by_id(id).unwrap_or_else(|| panic!("no card {id}"))
}

/// A game in epoch `epoch` (Age of Nomad Empires), nobody's pieces on the board, hands empty.
pub fn board(players: usize, epoch: u8) -> State {
    let mut s = WorldEmpires::setup(&Options::default(), players, 1).expect("setup");
    s.drawn.clear();
    s.hands.iter_mut().for_each(Vec::clear);
    let p = &mut s.public;
    p.epoch = epoch;
    p.age = Some(Age::NomadEmpires);
    p.draft_queue.clear();
    p.drawn_count = 0;
    s
}

/// `seat` plays `power` (already entered) with `pool` pieces.
pub fn playing(s: &mut State, seat: u8, power_id: &str, pool: u8) {
    let pw = power(power_id);
    let mut a = new_active(Seat(seat), pw);
    a.pool = pool;
    s.public.active = Some(a);
    s.public.order = vec![(pw, Seat(seat))];
    s.public.turn = 0;
    for h in &mut s.public.history {
        h.clear();
    }
    s.public.history[seat as usize].push(pw);
    s.public.phase = Phase::Expand;
}

pub fn soldiers(s: &mut State, at: &str, seat: Option<u8>, power_id: &str, n: u8) {
    add(&mut s.public.space_mut(space(at)).soldiers, seat.map(Seat), power(power_id), n);
}

pub fn merchants(s: &mut State, at: &str, seat: u8, power_id: &str, n: u8) {
    add(&mut s.public.space_mut(space(at)).merchants, Some(Seat(seat)), power(power_id), n);
}

pub fn act(s: &mut State, seat: u8, action: Action) -> Vec<Event> {
    statecraft_engine::apply::<WorldEmpires>(s, Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

pub fn legal(s: &State, seat: u8) -> Vec<Action> {
    statecraft_engine::legal_actions::<WorldEmpires>(s, Seat(seat))
}

pub fn pool(s: &State) -> u8 {
    s.public.active.as_ref().map_or(0, |a| a.pool)
}
