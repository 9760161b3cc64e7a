//! The trade step: one exchange of up to three cards each way with one other player.
//!
//! The active seat approaches a partner and drafts an offer card by card: the cards it gives (their kinds are
//! shown, their values stay secret) and the kinds it asks for. The partner accepts, declines or counters
//! with an offer of its own, and so on. Kinds cannot be misdeclared because the engine shows them. A delivery
//! cannot fail either: offered cards are chosen from the hand when drafted, and accepting is allowed only to a
//! seat holding a card of every asked kind, which then picks which ones it delivers. Approaches and counters
//! together are capped (`trade_talks_max`), so a negotiation always ends, and a player who abandons a draft to
//! a partner does not approach that partner again in the same step (it may still try the others), so the log
//! never fills with the same draft opened and withdrawn again and again.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::data::data;
use crate::memory;
use crate::model::{Card, Kind, insert_sorted, remove_one};
use crate::rules::Handoff;
use crate::state::{Offer, Phase, State, Trade};

const MAX_CARDS: usize = 3;

fn count<T: PartialEq>(items: &[T], item: &T) -> usize {
    items.iter().filter(|x| *x == item).count()
}

/// Whether `hand` holds a distinct card for every asked kind.
pub fn can_deliver(hand: &[Card], ask: &[Kind]) -> bool {
    let mut kinds: Vec<Kind> = ask.to_vec();
    kinds.sort();
    kinds.dedup();
    kinds.iter().all(|k| hand.iter().filter(|c| c.kind == *k).count() >= count(ask, k))
}

fn trade(s: &State) -> Option<(&Trade, Option<&Offer>)> {
    s.public.trade.as_ref().map(|t| (t, t.offer.as_ref()))
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let Some((t, offer)) = trade(s) else { return };
    let hand = &s.hands[seat.index()];
    match (&s.public.phase, offer) {
        (Phase::TradeChoose, _) => {
            let active = s.public.active;
            out.extend(
                Seat::all(s.public.players)
                    .filter(|p| *p != active && !t.withdrawn_from.contains(p))
                    .map(|seat| Action::TradeWith { seat }),
            );
            out.push(Action::NoTrade);
        }
        (Phase::TradeDraft, Some(o)) => {
            if o.give.len() < MAX_CARDS {
                // The hand is sorted, so equal cards form runs.
                for run in hand.chunk_by(|a, b| a == b) {
                    if run.len() > count(&s.offered, &run[0]) {
                        out.push(Action::Give { card: run[0] });
                    }
                }
            }
            if o.ask.len() < MAX_CARDS {
                out.extend(Kind::all().map(|kind| Action::Ask { kind }));
            }
            if !o.give.is_empty() && !o.ask.is_empty() {
                out.push(Action::Propose);
            }
            out.push(Action::Withdraw);
        }
        (Phase::TradeAnswer, Some(o)) => {
            if can_deliver(hand, &o.ask) {
                out.push(Action::Accept);
            }
            out.push(Action::Decline);
            if t.talks < data().trade_talks_max {
                out.push(Action::Counter);
            }
        }
        (Phase::TradeDeliver, Some(o)) => {
            let Some(kind) = o.ask.get(t.delivered_count) else { return };
            for run in hand.chunk_by(|a, b| a == b).filter(|run| run[0].kind == *kind) {
                if run.len() > count(&s.delivered, &run[0]) {
                    out.push(Action::Deliver { card: run[0] });
                }
            }
        }
        _ => {}
    }
}

pub fn apply(s: &mut State, action: &Action, ev: &mut Vec<Event>) -> Handoff {
    let active = s.public.active;
    let Some(t) = s.public.trade.as_mut() else { return Handoff::Continue };
    match *action {
        Action::TradeWith { seat } => {
            t.talks += 1;
            t.offer = Some(Offer { from: active, to: seat, give: Vec::new(), ask: Vec::new() });
            s.offered.clear();
            s.public.phase = Phase::TradeDraft;
            ev.push(Event::TradeOpened { from: active, to: seat });
        }
        Action::NoTrade => {
            ev.push(Event::NoTrade { seat: active });
            return Handoff::TradeOver;
        }
        Action::Give { card } => {
            if let Some(o) = t.offer.as_mut() {
                o.give.push(card.kind);
                s.offered.push(card);
            }
        }
        Action::Ask { kind } => {
            if let Some(o) = t.offer.as_mut() {
                o.ask.push(kind);
            }
        }
        Action::Propose => {
            if let Some(o) = &t.offer {
                ev.push(Event::Offered { from: o.from, to: o.to, give: o.give.clone(), ask: o.ask.clone() });
            }
            s.public.phase = Phase::TradeAnswer;
        }
        Action::Withdraw | Action::Decline => {
            if let Some(o) = t.offer.take() {
                if *action == Action::Withdraw && o.from == active {
                    t.withdrawn_from.push(o.to);
                }
                let seat = if *action == Action::Withdraw { o.from } else { o.to };
                ev.push(if *action == Action::Withdraw { Event::Withdrew { seat } } else { Event::Declined { seat } });
            }
            s.offered.clear();
            if t.talks >= data().trade_talks_max {
                return Handoff::TradeOver;
            }
            s.public.phase = Phase::TradeChoose;
        }
        Action::Accept => {
            if let Some(o) = &t.offer {
                ev.push(Event::Accepted { seat: o.to });
            }
            t.delivered_count = 0;
            s.delivered.clear();
            s.public.phase = Phase::TradeDeliver;
        }
        Action::Counter => {
            t.talks += 1;
            if let Some(o) = t.offer.take() {
                t.offer = Some(Offer { from: o.to, to: o.from, give: Vec::new(), ask: Vec::new() });
            }
            s.offered.clear();
            s.public.phase = Phase::TradeDraft;
        }
        Action::Deliver { card } => {
            s.delivered.push(card);
            t.delivered_count += 1;
            let done = t.offer.as_ref().is_some_and(|o| t.delivered_count >= o.ask.len());
            if done {
                if let Some(o) = t.offer.take() {
                    execute(s, &o, ev);
                }
                return Handoff::TradeOver;
            }
        }
        _ => {}
    }
    Handoff::Continue
}

/// Swaps the offered and the delivered cards.
fn execute(s: &mut State, o: &Offer, ev: &mut Vec<Event>) {
    let given = std::mem::take(&mut s.offered);
    let delivered = std::mem::take(&mut s.delivered);
    for &card in &given {
        remove_one(&mut s.hands[o.from.index()], card);
        insert_sorted(&mut s.hands[o.to.index()], card);
    }
    for &card in &delivered {
        remove_one(&mut s.hands[o.to.index()], card);
        insert_sorted(&mut s.hands[o.from.index()], card);
    }
    memory::traded(s, o.from, o.to, &given, &delivered);
    ev.push(Event::Traded {
        from: o.from,
        to: o.to,
        from_gave: given.iter().map(|c| c.kind).collect(),
        to_gave: delivered.iter().map(|c| c.kind).collect(),
        from_values: Some(given.iter().map(|c| c.value).collect()),
        to_values: Some(delivered.iter().map(|c| c.value).collect()),
    });
}
