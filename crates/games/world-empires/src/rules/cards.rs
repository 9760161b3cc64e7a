//! Event cards (seed: "カードの説明"): a player draws one at the start of each of its turns, keeps at most three,
//! and plays at most one during its turn; the effect lasts until the turn ends. A card whose epochs are over is
//! boxed when drawn and another is drawn instead.

use rand::seq::SliceRandom;
use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::model::{Card, Effect, Region, Space, data};
use crate::rules::expansion::{largest, take};
use crate::rules::flow;
use crate::state::{Active, Phase, Public, State};

/// Draws one event card for `seat`, reshuffling the discards into the deck when it runs out.
pub fn draw(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    loop {
        if s.event_deck.is_empty() {
            if s.public.discard.is_empty() {
                return;
            }
            s.event_deck = std::mem::take(&mut s.public.discard);
            s.event_deck.shuffle(&mut s.rng);
            ev.push(Event::Reshuffled { cards: s.event_deck.len() });
        }
        let Some(card) = s.event_deck.pop() else { return };
        if card.info().to < s.public.epoch {
            s.public.boxed.push(card);
            ev.push(Event::Boxed { card });
            continue;
        }
        let hand = &mut s.hands[seat.index()];
        hand.push(card);
        hand.sort();
        ev.push(Event::DrewEvent { seat, card: Some(card) });
        return;
    }
}

/// Whether the card has something to act on now.
fn has_target(p: &Public, a: &Active, card: Card) -> bool {
    match card.effect() {
        Effect::NaturalDisaster => !disaster_targets(p).is_empty(),
        Effect::Relocation => Space::land().any(|s| p.space(s).merchants_of(a.seat) > 0),
        _ => true,
    }
}

pub fn legal_play(s: &State, a: &Active, out: &mut Vec<Action>) {
    if a.event.is_some() {
        return;
    }
    let mut last = None;
    for &card in &s.hands[a.seat.index()] {
        if last != Some(card) && card.playable_in(s.public.epoch) && has_target(&s.public, a, card) {
            out.push(Action::PlayEvent { card });
        }
        last = Some(card);
    }
}

fn disaster_targets(p: &Public) -> Vec<Space> {
    Space::land()
        .filter(|s| {
            let ss = p.space(*s);
            ss.cities > 0 || ss.great_buildings > 0 || !ss.merchants.is_empty()
        })
        .collect()
}

pub fn legal_disaster(p: &Public, out: &mut Vec<Action>) {
    out.extend(disaster_targets(p).into_iter().map(|space| Action::Disaster { space }));
}

pub fn legal_plague(out: &mut Vec<Action>) {
    out.extend(Region::all().map(|region| Action::Plague { region }));
}

pub fn legal_discard(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let mut last = None;
    for &card in &s.hands[seat.index()] {
        if last != Some(card) {
            out.push(Action::Discard { card });
        }
        last = Some(card);
    }
}

fn remove_from_hand(s: &mut State, seat: Seat, card: Card) {
    let hand = &mut s.hands[seat.index()];
    if let Some(i) = hand.iter().position(|c| *c == card) {
        hand.remove(i);
    }
    s.public.discard.push(card);
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match *action {
        Action::PlayEvent { card } => {
            remove_from_hand(s, seat, card);
            ev.push(Event::EventPlayed { seat, card });
            let merchants: u32 = Space::land().map(|x| u32::from(s.public.space(x).merchants_of(seat))).sum();
            let a = s.public.active.as_mut().expect("active");
            a.event = Some(card);
            match card.effect() {
                Effect::GreatSoldier => a.sure_win = true,
                Effect::Shipbuilding => a.free_navy = true,
                Effect::Relocation => a.relocations = merchants.min(255) as u8,
                Effect::NaturalDisaster => s.public.phase = Phase::Disaster,
                Effect::Plague => s.public.phase = Phase::Plague,
                _ => {}
            }
        }
        Action::Disaster { space } => {
            let ss = s.public.space_mut(space);
            let cities = u8::from(ss.cities > 0);
            let great_buildings = u8::from(ss.great_buildings > 0);
            ss.cities -= cities;
            ss.great_buildings -= great_buildings;
            let merchants = match largest(&ss.merchants, |_| true) {
                Some(i) => {
                    take(&mut ss.merchants, i);
                    1
                }
                None => 0,
            };
            ev.push(Event::DisasterStruck { space, cities, great_buildings, merchants });
            s.public.phase = Phase::Expand;
        }
        Action::Plague { region } => {
            let mut pieces = 0;
            for space in region.info().spaces.iter() {
                let ss = s.public.space_mut(space);
                let total: u32 = ss.soldiers.iter().chain(&ss.merchants).map(|x| u32::from(x.count)).sum();
                if total < 2 {
                    continue;
                }
                if let Some(i) = largest(&ss.soldiers, |_| true) {
                    take(&mut ss.soldiers, i);
                } else if let Some(i) = largest(&ss.merchants, |_| true) {
                    take(&mut ss.merchants, i);
                }
                pieces += 1;
            }
            ev.push(Event::PlagueStruck { region, pieces });
            s.public.phase = Phase::Expand;
        }
        Action::Discard { card } => {
            let hand = &mut s.hands[seat.index()];
            if let Some(i) = hand.iter().position(|c| *c == card) {
                hand.remove(i);
            }
            s.public.discard.push(card);
            ev.push(Event::Discarded { seat, card });
            if s.hands[seat.index()].len() <= data().rules.hand_limit {
                flow::score_and_next(s, ev);
            }
        }
        _ => {}
    }
}
