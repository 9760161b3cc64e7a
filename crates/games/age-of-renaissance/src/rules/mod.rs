//! The rules, one module per section of the rulebook (setup 8, cards 9.1–9.3, purchases 9.4, expansion 9.5,
//! income 9.6), plus `flow` which moves from one step to the next and `undo` which says which steps may be
//! taken back. This module dispatches on the phase and holds the few helpers every section uses: misery,
//! drawing and discarding cards, the score.

pub mod cards;
pub mod expansion;
pub mod flow;
pub mod income;
pub mod purchase;
pub mod setup;
pub mod undo;

use rand::Rng;
use statecraft_engine::{Outcome, Seat, ToAct};

use crate::action::{Action, Event};
use crate::model::{CardId, chaos_step, data, misery_value};
use crate::state::{Phase, Public, State};

pub fn to_act(s: &State) -> ToAct {
    let p = &s.public;
    match &p.phase {
        Phase::CapitalBid | Phase::OrderBid => ToAct::Simultaneous {
            seats: Seat::all(p.players).filter(|x| s.bids[x.index()].is_none() && !p.seat(*x).eliminated).collect(),
        },
        Phase::Over => ToAct::Over { outcome: outcome(p) },
        _ => match flow::actor(p) {
            Some(seat) => ToAct::one(seat),
            None => ToAct::Over { outcome: outcome(p) },
        },
    }
}

/// Value of advances plus cash minus misery (seed 11.3).
pub fn score(p: &Public, seat: Seat) -> i64 {
    let st = p.seat(seat);
    let advances: i64 = crate::model::Adv::all().filter(|a| st.has(*a)).map(|a| a.data().cost).sum();
    let misery = if st.misery >= chaos_step() { misery_value(chaos_step() - 1) } else { misery_value(st.misery) };
    advances + st.cash - misery
}

pub fn scores(p: &Public) -> Vec<i64> {
    Seat::all(p.players).map(|s| score(p, s)).collect()
}

/// Highest score wins; a tie is shared. Players who fell into Chaos cannot win while anyone is left.
pub fn outcome(p: &Public) -> Outcome {
    let scores = scores(p);
    let alive: Vec<Seat> = Seat::all(p.players).filter(|s| !p.seat(*s).eliminated).collect();
    let pool = if alive.is_empty() { Seat::all(p.players).collect() } else { alive };
    let best = pool.iter().map(|s| scores[s.index()]).max().unwrap_or(0);
    Outcome { winners: pool.into_iter().filter(|s| scores[s.index()] == best).collect(), scores }
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    if !to_act(s).includes(seat) {
        return;
    }
    match &s.public.phase {
        Phase::CapitalBid | Phase::ChooseCapital { .. } | Phase::OrderBid => setup::legal(s, seat, out),
        Phase::Draw | Phase::BuyCards { .. } | Phase::PlayCards { .. } => cards::legal(s, seat, out),
        Phase::Purchase { .. } => purchase::legal(s, seat, out),
        Phase::Renaissance { .. } | Phase::Expansion { .. } => expansion::legal(s, seat, out),
        Phase::Over => {}
    }
}

/// Applies an action already checked against [`legal`], then lets the flow run to the next decision.
pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match &s.public.phase {
        Phase::CapitalBid | Phase::ChooseCapital { .. } | Phase::OrderBid => setup::apply(s, seat, action, ev),
        Phase::Draw | Phase::BuyCards { .. } | Phase::PlayCards { .. } => cards::apply(s, seat, action, ev),
        Phase::Purchase { .. } => purchase::apply(s, seat, action, ev),
        Phase::Renaissance { .. } | Phase::Expansion { .. } => expansion::apply(s, seat, action, ev),
        Phase::Over => {}
    }
    flow::settle(s, ev);
}

/// Moves a seat's misery marker `steps` up the track (down when negative, never below 0). A seat that
/// reaches Chaos leaves the game (seed 9.32).
pub fn misery(s: &mut State, seat: Seat, steps: i32, ev: &mut Vec<Event>) {
    let st = s.public.seat_mut(seat);
    if st.eliminated || steps == 0 {
        return;
    }
    let from = st.misery;
    let to = (from as i32 + steps).clamp(0, chaos_step() as i32) as u8;
    st.misery = to;
    if from != to {
        ev.push(Event::Misery { seat, from, to });
    }
    if to >= chaos_step() {
        eliminate(s, seat, ev);
    }
}

/// A seat falls into Chaos and leaves the game (seed 9.32).
pub fn eliminate(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    out_of_play(s, seat);
    ev.push(Event::Eliminated { seat });
}

/// A player who leaves the table during the game is treated as one who fell into Chaos (seed 11.4): his
/// misery marker goes to Chaos, so his score counts the whole track, and he leaves as 9.32 says. (Leaving is
/// never a way to keep one's score out of the misery to come.)
pub fn leave(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    let st = s.public.seat_mut(seat);
    let from = st.misery;
    st.misery = chaos_step();
    if from != st.misery {
        ev.push(Event::Misery { seat, from, to: chaos_step() });
    }
    out_of_play(s, seat);
    ev.push(Event::Left { seat });
}

/// What leaving the game does: the seat's cards go to the replay pile or out of the game, its pieces stay on
/// the board and only defend, its misery and cash still count for the score (seed 9.32).
fn out_of_play(s: &mut State, seat: Seat) {
    let hand = std::mem::take(&mut s.hands[seat.index()]);
    for c in hand {
        discard(&mut s.public, c);
    }
    let st = s.public.seat_mut(seat);
    st.eliminated = true;
    st.tokens = 0;
}

/// A played or discarded card goes to the replay pile if its epoch is circled, otherwise out of the game.
pub fn discard(p: &mut Public, card: CardId) {
    if card.data().recycles {
        p.replay.push(card);
    } else {
        p.gone.push(card);
    }
}

/// Takes `card` out of the seat's hand.
pub fn take_from_hand(s: &mut State, seat: Seat, card: CardId) {
    let hand = &mut s.hands[seat.index()];
    if let Some(i) = hand.iter().position(|c| *c == card) {
        hand.remove(i);
    }
}

/// Draws a card for `seat`. An exhausted deck is replaced by the next epoch's cards and the replay pile; when
/// the last epoch of the game is exhausted, nothing is drawn and this turn becomes the final one (seed 11.1).
pub fn draw(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    if s.public.seat(seat).eliminated {
        return;
    }
    if s.deck.is_empty() {
        if s.public.epoch < s.public.length.last_epoch() {
            s.public.epoch += 1;
            let epoch = s.public.epoch;
            let mut deck: Vec<CardId> = CardId::all().filter(|c| c.data().epoch == epoch).collect();
            deck.append(&mut s.public.replay);
            shuffle(&mut deck, &mut s.rng);
            s.deck = deck;
            ev.push(Event::EpochBegins { epoch });
        } else {
            if !s.public.final_turn {
                s.public.final_turn = true;
                ev.push(Event::FinalTurn);
            }
            return;
        }
    }
    if let Some(card) = s.deck.pop() {
        let hand = &mut s.hands[seat.index()];
        hand.push(card);
        hand.sort();
        ev.push(Event::Drew { seat, card: Some(card) });
    }
}

/// Fisher–Yates with the game's generator (kept here so every shuffle draws the same way).
pub fn shuffle<T>(v: &mut [T], rng: &mut impl Rng) {
    for i in (1..v.len()).rev() {
        let j = rng.random_range(0..=i);
        v.swap(i, j);
    }
}

/// One die.
pub fn die(rng: &mut impl Rng) -> u8 {
    rng.random_range(1..=6)
}

/// Half, rounded up (seed 11.5).
pub fn half_up(x: i64) -> i64 {
    (x + 1) / 2
}

/// The order-of-play space of the seat's position (3 players use spaces 1, 3 and 5; seed 2.2 note).
pub fn order_space(p: &Public, seat: Seat) -> u8 {
    data().order_spaces[p.players][p.position(seat)]
}
