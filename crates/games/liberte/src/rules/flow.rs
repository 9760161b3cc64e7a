//! Set-up and the order of a turn: player order, refresh, action rounds, battle, election. [`advance`] runs
//! every step that needs no decision until a player must act or the game is over.

use rand::seq::SliceRandom;
use statecraft_engine::{GameRng, Seat, SetupError, Text};

use crate::action::Event;
use crate::model::{CardId, Province, data};
use crate::rules::{battle, cards, election, ends};
use crate::state::{Doing, End, Public, ScoreStep, Stage, State};

pub fn setup(players: usize, first_edition: bool, seed: u64) -> Result<State, SetupError> {
    if !(3..=6).contains(&players) {
        return Err(SetupError(Text::new("Liberté is for 3 to 6 players.", "リベルテは3〜6人用です。")));
    }
    let d = data();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut order: Vec<Seat> = Seat::all(players).collect();
    order.shuffle(&mut rng);
    let mut a: Vec<CardId> = CardId::all().filter(|c| !c.card().set_b).collect();
    let mut b: Vec<CardId> = CardId::all().filter(|c| c.card().set_b).collect();
    a.shuffle(&mut rng);
    b.shuffle(&mut rng);
    let hands: Vec<Vec<CardId>> = (0..players).map(|_| a.split_off(a.len() - d.hand_size)).collect();
    // The deck's top is its last card: the rest of A lies on B.
    b.extend(a);
    let reserve = [d.reserve_per_faction; 3];
    let mut supply = d.blocks;
    for (s, r) in supply.iter_mut().zip(reserve) {
        *s -= r;
    }
    let public = Public {
        players,
        first_edition,
        turn: 1,
        stage: Stage::Actions,
        order,
        active: 0,
        vp: vec![0; players],
        face_up: Vec::new(),
        discard: Vec::new(),
        boxed: Vec::new(),
        mixed: false,
        supply,
        reserve,
        provinces: vec![Vec::new(); d.provinces.len()],
        displays: vec![Vec::new(); players],
        battle_box: vec![0; players],
        defeats: 0,
        defeat_blocks_owed: 0,
        presence: vec![false; players],
        government: None,
        opposition: None,
        votes: [0; 3],
        held: vec![[0; 3]; players],
        results: Vec::new(),
        doing: Doing::default(),
        exhausted: false,
        passes: 0,
        contest: None,
        settled: None,
        end: None,
        final_scores: Vec::new(),
        winners: Vec::new(),
    };
    let mut s = State { public, hands, deck: b, rng };
    cards::refill_face_up(&mut s, &mut Vec::new());
    Ok(s)
}

/// Turns 2–4: blocks under turn 2 back to the supply, order by VP (ties at random), displays back to hand.
fn begin_turn(s: &mut State, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    p.turn += 1;
    if p.turn == 2 {
        for (sup, r) in p.supply.iter_mut().zip(p.reserve.iter_mut()) {
            *sup += *r;
            *r = 0;
        }
        ev.push(Event::ReserveReturned);
    }
    let mut order: Vec<Seat> = Seat::all(p.players).collect();
    order.shuffle(&mut s.rng);
    order.sort_by_key(|x| std::cmp::Reverse(p.vp[x.index()]));
    p.order = order.clone();
    for (hand, shown) in s.hands.iter_mut().zip(p.displays.iter_mut()) {
        hand.append(shown);
    }
    p.stage = Stage::Refresh { drawing: false };
    p.active = 0;
    ev.push(Event::TurnBegins { turn: p.turn, order });
}

fn begin_actions(s: &mut State) {
    let p = &mut s.public;
    p.stage = Stage::Actions;
    p.active = 0;
    p.doing = Doing::default();
    p.passes = 0;
    p.exhausted = p.supply.contains(&0);
}

/// Runs the game on until a player must decide.
pub fn advance(s: &mut State, ev: &mut Vec<Event>) {
    loop {
        if s.public.contest.is_some() {
            return;
        }
        if ends::counter_revolution(s) {
            return ends::finish(s, End::CounterRevolution, ev);
        }
        match s.public.stage.clone() {
            Stage::Refresh { drawing } => {
                if !(drawing && cards::refresh_done(s)) {
                    return;
                }
                s.public.active += 1;
                s.public.stage = Stage::Refresh { drawing: false };
                if s.public.active == s.public.players {
                    begin_actions(s);
                }
            }
            Stage::Actions | Stage::Over => return,
            Stage::Battle => {
                if s.public.turn >= 2 && !battle::resolve(s, ev) {
                    return;
                }
                if ends::counter_revolution(s) {
                    return ends::finish(s, End::CounterRevolution, ev);
                }
                election::begin(s);
            }
            Stage::Election { next } => {
                if !election::resolve_province(s, next, ev) {
                    return;
                }
                if next.index() + 1 < data().provinces.len() {
                    s.public.stage = Stage::Election { next: Province(next.0 + 1) };
                } else if ends::landslide(s) {
                    return ends::finish(s, End::RadicalLandslide, ev);
                } else {
                    s.public.stage = Stage::Government;
                }
            }
            Stage::Government => {
                if !election::government(s, ev) {
                    return;
                }
                s.public.stage = Stage::Scoring { step: ScoreStep::GovernmentFirst };
            }
            Stage::Scoring { .. } => {
                if !election::score(s, ev) {
                    return;
                }
                election::close(s, ev);
                if s.public.turn >= data().turns {
                    return ends::finish(s, End::Turns, ev);
                }
                begin_turn(s, ev);
            }
        }
    }
}
