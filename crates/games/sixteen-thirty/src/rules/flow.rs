//! Set-up and the order of play: player turns (remove a weak card, draw, trade, specials, forced vote, hand
//! limit) and the end of a game turn (scoring, first-player marker, clean-up, the early-end roll).

use rand::Rng;
use rand::seq::SliceRandom;
use statecraft_engine::{GameRng, Seat, SetupError, Text};

use crate::action::{Action, Event};
use crate::data::{self, data};
use crate::memory;
use crate::model::{Card, Kind, Nation, NationState, distinct, remove_one};
use crate::rules::chance::{draw, roll_die};
use crate::rules::scoring::{counter_worth, turn_points};
use crate::rules::{Handoff, lay, vote};
use crate::state::{After, Phase, Public, Scoring, State, Trade};

pub fn setup(players: usize, seed: u64) -> Result<State, SetupError> {
    if !(3..=6).contains(&players) {
        return Err(SetupError(Text::new(
            "Sixteen Thirty Something needs 3 to 6 players.",
            "1630年のどこか...は3〜6人で遊びます。",
        )));
    }
    let d = data();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut deck = data::full_deck();
    deck.shuffle(&mut rng);
    let mut cup = data::all_counters();
    cup.shuffle(&mut rng);
    let mut counters = Vec::new();
    let mut hands = Vec::new();
    for _ in 0..players {
        let mut mine: Vec<Nation> = cup.split_off(cup.len() - data::counters_per_player(players));
        mine.sort();
        counters.push(mine);
        let mut hand = deck.split_off(deck.len() - d.deal);
        hand.sort();
        hands.push(hand);
    }
    cup.sort();
    let (first, first_rolls) = roll_for_first(players, &mut rng);
    let nations = Nation::ALL
        .iter()
        .map(|n| {
            let nd = data::nation_data(*n);
            NationState { status: nd.status, army: nd.army, ability: nd.ability, side: None, leaders: 0, unrest: false }
        })
        .collect();
    Ok(State {
        public: Public {
            players,
            turn: 1,
            first,
            first_rolls,
            active: first,
            turns_done: 0,
            nations,
            piles: vec![Vec::new(); players],
            discard: Vec::new(),
            vp: vec![0; players],
            specials_played: 0,
            phase: Phase::InitialLay { done: vec![false; players] },
            trade: None,
            vote: None,
            losses: Vec::new(),
            after: After::Specials,
            last_vote: None,
            last_war: None,
            revealed: None,
            scorings: Vec::new(),
        },
        hands,
        counters,
        cup,
        deck,
        pending: vec![Vec::new(); players],
        ballots: vec![None; players],
        offered: Vec::new(),
        delivered: Vec::new(),
        known: vec![vec![Vec::new(); players]; players],
        rng,
    })
}

/// Every player rolls a die; the highest roll takes the first-player marker, tied players roll again.
fn roll_for_first(players: usize, rng: &mut GameRng) -> (Seat, Vec<Vec<u8>>) {
    let mut rolling: Vec<Seat> = Seat::all(players).collect();
    let mut rounds = Vec::new();
    loop {
        let mut row = vec![0u8; players];
        for s in &rolling {
            row[s.index()] = rng.random_range(1..=6);
        }
        let best = rolling.iter().map(|s| row[s.index()]).max().unwrap_or(0);
        rolling.retain(|s| row[s.index()] == best);
        rounds.push(row);
        if rolling.len() == 1 {
            return (rolling[0], rounds);
        }
    }
}

/// Starts the active seat's player turn.
fn start_player_turn(s: &mut State, ev: &mut Vec<Event>) {
    s.public.specials_played = 0;
    let active = s.public.active;
    if s.public.piles[active.index()].iter().any(|p| !p.strong) {
        s.public.phase = Phase::RemoveWeak;
    } else {
        draw_then_trade(s, ev);
    }
}

/// Cards that may be removed from a weak pile at the start of a turn: never the last named card while an
/// Open card would be left behind.
pub fn removable_weak(public: &Public, seat: Seat) -> Vec<(Nation, Card)> {
    let mut out = Vec::new();
    for pile in public.piles[seat.index()].iter().filter(|p| !p.strong) {
        let named = pile.named_count();
        let opens = pile.cards.len() - named;
        for card in distinct(&pile.cards) {
            if matches!(card.kind, Kind::Open) || named >= 2 || opens == 0 {
                out.push((pile.nation, card));
            }
        }
    }
    out
}

pub fn legal_remove_weak(s: &State, out: &mut Vec<Action>) {
    out.extend(
        removable_weak(&s.public, s.public.active)
            .into_iter()
            .map(|(nation, card)| Action::RemoveWeak { nation, card }),
    );
}

pub fn legal_discard(s: &State, out: &mut Vec<Action>) {
    out.extend(distinct(&s.hands[s.public.active.index()]).map(|card| Action::Discard { card }));
}

pub fn apply(s: &mut State, action: &Action, ev: &mut Vec<Event>) {
    let seat = s.public.active;
    match *action {
        Action::RemoveWeak { nation, card } => {
            lay::remove_from_pile(&mut s.public, seat, nation, card);
            ev.push(Event::RemovedWeak { seat, nation, card });
            draw_then_trade(s, ev);
        }
        Action::Discard { card } => {
            remove_one(&mut s.hands[seat.index()], card);
            memory::left_openly(s, seat, card);
            s.public.discard.push(card);
            ev.push(Event::Discarded { seat, card });
            if s.hands[seat.index()].len() <= data().hand_limit {
                next_player(s, ev);
            }
        }
        _ => {}
    }
}

fn draw_then_trade(s: &mut State, ev: &mut Vec<Event>) {
    let seat = s.public.active;
    let cards = draw(s, seat, data().draw, ev);
    ev.push(Event::Drew { seat, count: cards.len(), cards });
    s.public.trade = Some(Trade { talks: 0, offer: None, delivered_count: 0, withdrawn_from: Vec::new() });
    s.public.phase = Phase::TradeChoose;
}

/// After the trade step: the special cards.
fn enter_specials(s: &mut State) {
    s.public.trade = None;
    s.public.phase = Phase::Specials;
}

/// A special card (or the vote it called) is resolved.
fn after_special(s: &mut State, ev: &mut Vec<Event>) {
    if s.public.specials_played >= 2 {
        enter_forced_vote(s, ev);
    } else {
        s.public.phase = Phase::Specials;
    }
}

/// The vote every player must call, in a nation where it has or lays influence.
fn enter_forced_vote(s: &mut State, ev: &mut Vec<Event>) {
    let seat = s.public.active;
    s.public.after = After::EndPlayerTurn;
    if vote::can_call(s, seat) {
        s.public.phase = Phase::VoteNation;
    } else {
        ev.push(Event::NoVotePossible { seat });
        end_player_turn(s, ev);
    }
}

/// Moves the game on after a section has handed back (see [`Handoff`]).
pub fn advance(s: &mut State, handoff: Handoff, ev: &mut Vec<Event>) {
    match handoff {
        Handoff::Continue => {}
        Handoff::OpeningLaid => start_player_turn(s, ev),
        Handoff::TradeOver => enter_specials(s),
        Handoff::SpecialsOver => enter_forced_vote(s, ev),
        Handoff::Resolved => resume(s, ev),
    }
}

/// Continues wherever the finished vote or special card leads.
fn resume(s: &mut State, ev: &mut Vec<Event>) {
    match s.public.after {
        After::Specials => after_special(s, ev),
        After::EndPlayerTurn => end_player_turn(s, ev),
    }
}

fn end_player_turn(s: &mut State, ev: &mut Vec<Event>) {
    if s.hands[s.public.active.index()].len() > data().hand_limit {
        s.public.phase = Phase::Discard;
    } else {
        next_player(s, ev);
    }
}

fn next_player(s: &mut State, ev: &mut Vec<Event>) {
    s.public.turns_done += 1;
    if s.public.turns_done as usize >= s.public.players {
        end_of_turn(s, ev);
    } else {
        s.public.active = s.public.next_seat(s.public.active);
        start_player_turn(s, ev);
    }
}

fn end_of_turn(s: &mut State, ev: &mut Vec<Event>) {
    let turn = s.public.turn;
    let points: Vec<i64> =
        Seat::all(s.public.players).map(|p| turn_points(&s.public, &s.counters[p.index()], p)).collect();
    for (vp, pts) in s.public.vp.iter_mut().zip(&points) {
        *vp += pts;
    }
    let worth =
        Seat::all(s.public.players).map(|p| Nation::ALL.map(|n| counter_worth(&s.public, p, n)).to_vec()).collect();
    s.public.scorings.push(Scoring { turn, worth, points: points.clone() });
    ev.push(Event::Scored { turn, points, totals: s.public.vp.clone() });
    s.public.first = s.public.next_seat(s.public.first);
    for n in &mut s.public.nations {
        n.leaders = 0;
        n.unrest = false;
    }
    let mut over = turn >= data().max_turns;
    if let (false, Some(at_most)) = (over, data::early_end(turn)) {
        let roll = roll_die(&mut s.rng);
        over = roll <= at_most;
        ev.push(Event::EarlyEndRoll { turn, roll, at_most, ends: over });
    }
    if over {
        game_over(s, ev);
        return;
    }
    s.public.turn += 1;
    s.public.turns_done = 0;
    s.public.active = s.public.first;
    ev.push(Event::NewTurn { turn: s.public.turn, first: s.public.first });
    start_player_turn(s, ev);
}

fn game_over(s: &mut State, ev: &mut Vec<Event>) {
    s.public.phase = Phase::Over;
    s.public.revealed = Some(s.counters.clone());
    let outcome = crate::rules::outcome(s);
    ev.push(Event::GameOver { counters: s.counters.clone(), scores: outcome.scores, winners: outcome.winners });
}
