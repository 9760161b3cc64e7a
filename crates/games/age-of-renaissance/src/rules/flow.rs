//! What comes next. Each section's module applies the decisions of its own step; this module finds the next
//! seat with a real decision, takes the steps nobody has to decide (a seat with nothing to buy, the draws,
//! income) and moves from phase to phase in the order of the turn (seed 9.0): draw, buy cards, play cards,
//! purchases, expansion, income, order of play.

use statecraft_engine::Seat;

use crate::action::Event;
use crate::rules::{cards, expansion, income, purchase};
use crate::state::{Phase, Public, PurchaseStep, State};

/// The one seat to act in a sequential step.
pub fn actor(p: &Public) -> Option<Seat> {
    match &p.phase {
        Phase::ChooseCapital { order } => order.get(p.choosers.len()).copied(),
        Phase::Draw => p.live().next(),
        Phase::BuyCards { at }
        | Phase::PlayCards { at, .. }
        | Phase::Purchase { at, .. }
        | Phase::Renaissance { at }
        | Phase::Expansion { at } => p.order.get(*at).copied(),
        Phase::CapitalBid | Phase::OrderBid | Phase::Over => None,
    }
}

/// Starts a new turn once the order of play is known.
pub fn start_turn(s: &mut State, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    p.turn += 1;
    p.markers = std::mem::replace(&mut p.next_markers, vec![0; 12]);
    p.banned = None;
    p.events_this_turn.clear();
    p.expansion_cards = 0;
    p.reductions_left = 0;
    for st in &mut p.seats {
        st.new_advances = 0;
        st.upgraded = false;
        st.bought_card = false;
        st.discarded = false;
        st.swapped = false;
        st.relief_steps = 0;
        st.relief_points = 0;
        st.cathedral_used.clear();
        st.landed.clear();
        st.weapon = 0;
        st.enlightened = false;
        st.civil_war = false;
        st.new_dominations = 0;
        st.expansion_card = false;
        st.traded = false;
    }
    // With five or six players the withheld cards join the deck at the start of turn 2 (docs/data-gaps.md).
    if p.turn == 2 && !p.withheld.is_empty() {
        let mut withheld = std::mem::take(&mut p.withheld);
        s.deck.append(&mut withheld);
        crate::rules::shuffle(&mut s.deck, &mut s.rng);
    }
    s.public.phase = Phase::Draw;
    let _ = ev;
}

/// Runs every step that needs no decision, until a seat must decide or the game is over.
pub fn settle(s: &mut State, ev: &mut Vec<Event>) {
    loop {
        if s.public.phase != Phase::Over && s.public.live().next().is_none() {
            game_over(s, ev);
        }
        let n = s.public.order.len();
        match s.public.phase.clone() {
            Phase::CapitalBid | Phase::ChooseCapital { .. } | Phase::OrderBid | Phase::Over => return,
            Phase::Draw => {
                let first = s.public.live().next().expect("checked above");
                if cards::draw_decision(s, first) {
                    return;
                }
                cards::draw_all(s, ev);
                s.public.phase = Phase::BuyCards { at: 0 };
            }
            Phase::BuyCards { at } => {
                if at >= n {
                    let passed = s.public.order.iter().map(|x| s.public.seat(*x).eliminated).collect();
                    s.public.phase = Phase::PlayCards { at: 0, passed, final_play: false };
                } else if !s.public.seat(s.public.order[at]).eliminated && cards::buy_decision(s, s.public.order[at]) {
                    return;
                } else {
                    s.public.phase = Phase::BuyCards { at: at + 1 };
                }
            }
            Phase::PlayCards { at, mut passed, final_play } => {
                if passed.iter().all(|x| *x) {
                    if final_play {
                        game_over(s, ev);
                        return;
                    }
                    s.public.phase = Phase::Purchase { at: 0, step: PurchaseStep::Buy };
                    continue;
                }
                let seat = s.public.order[at];
                if passed[at] || s.public.seat(seat).eliminated {
                    passed[at] = true;
                    let next = next_unpassed(&passed, at);
                    s.public.phase = Phase::PlayCards { at: next, passed, final_play };
                } else if cards::play_decision(s, seat) {
                    return;
                } else {
                    passed[at] = true;
                    let next = next_unpassed(&passed, at);
                    s.public.phase = Phase::PlayCards { at: next, passed, final_play };
                }
            }
            Phase::Purchase { at, step } => {
                if at >= n {
                    purchase::end_phase(s);
                    expansion::begin(s, ev);
                    s.public.phase = Phase::Renaissance { at: 0 };
                    continue;
                }
                let seat = s.public.order[at];
                if s.public.seat(seat).eliminated {
                    s.public.phase = Phase::Purchase { at: at + 1, step: PurchaseStep::Buy };
                    continue;
                }
                match step {
                    PurchaseStep::Buy if purchase::buy_decision(s, seat) => return,
                    PurchaseStep::Buy => s.public.phase = Phase::Purchase { at, step: PurchaseStep::Stabilize },
                    PurchaseStep::Stabilize
                        if purchase::stabilization_cost(&s.public, seat, s.hands[seat.index()].len()) > 0 =>
                    {
                        return;
                    }
                    PurchaseStep::Stabilize => s.public.phase = Phase::Purchase { at, step: PurchaseStep::Relief },
                    PurchaseStep::Relief if purchase::can_relieve(&s.public, seat) => return,
                    PurchaseStep::Relief => s.public.phase = Phase::Purchase { at: at + 1, step: PurchaseStep::Buy },
                }
            }
            Phase::Renaissance { at } => {
                if at >= n {
                    s.public.phase = Phase::Expansion { at: 0 };
                } else if expansion::swap_decision(&s.public, s.public.order[at]) {
                    return;
                } else {
                    s.public.phase = Phase::Renaissance { at: at + 1 };
                }
            }
            Phase::Expansion { at } => {
                if at >= n {
                    expansion::end(s, ev);
                    income::run(s, ev);
                    if s.public.phase == Phase::Over {
                        return;
                    }
                    if s.public.final_turn {
                        s.public.markers = vec![0; 12];
                        let passed = s.public.order.iter().map(|x| s.public.seat(*x).eliminated).collect();
                        s.public.phase = Phase::PlayCards { at: 0, passed, final_play: true };
                    } else {
                        s.bids = vec![None; s.public.players];
                        s.public.phase = Phase::OrderBid;
                        return;
                    }
                    continue;
                }
                let seat = s.public.order[at];
                if !s.public.seat(seat).eliminated && expansion::expand_decision(s, seat) {
                    return;
                }
                s.public.seat_mut(seat).tokens = 0;
                s.public.trade_chance = None;
                s.public.phase = Phase::Expansion { at: at + 1 };
            }
        }
    }
}

/// The next seat (after `at`, wrapping) that has not passed; `at` itself if it is the only one.
pub fn next_unpassed(passed: &[bool], at: usize) -> usize {
    let n = passed.len();
    (1..=n).map(|k| (at + k) % n).find(|i| !passed[*i]).unwrap_or(at)
}

fn game_over(s: &mut State, ev: &mut Vec<Event>) {
    let scores = crate::rules::scores(&s.public);
    s.public.history.push(scores.clone());
    s.public.phase = Phase::Over;
    ev.push(Event::GameOver { scores });
}
