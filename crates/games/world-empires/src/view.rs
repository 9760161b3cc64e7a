//! What one seat may know, and a full state rebuilt from it for search bots.
//!
//! The board is public and shown as it is, with what the screen needs computed here: each seat's score if
//! scored now, the strengths of the power in play and of this epoch's empires, the pieces left. Of the secrets
//! a seat sees only its own event cards, kingdom cards and drawn empire cards; of the others, counts.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::model::{Card, Power, PowerKind, Region, event_deck};
use crate::rules::{epoch_end, expansion, scoring, war};
use crate::state::{Phase, Public, ScoreSheet, State};

/// A power card with its printed numbers and its strengths now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerCard {
    pub power: Power,
    pub seat: Option<Seat>,
    pub kind: PowerKind,
    pub epoch: u8,
    pub order: u8,
    pub region: Region,
    pub vitality: i32,
    pub military: i32,
    pub commerce: i32,
    /// Military with its resources (and, for the power in play, its card and the age).
    pub strength: i32,
    /// Dice and bonus that strength rolls.
    pub dice: u8,
    pub bonus: i32,
    pub commerce_now: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub public: Public,
    pub hand: Vec<Card>,
    pub kingdoms: Vec<Power>,
    /// Empire cards this seat has drawn and not yet chosen from.
    pub drawn: Vec<Power>,
    pub hand_sizes: Vec<usize>,
    pub kingdom_counts: Vec<usize>,
    pub event_deck_size: usize,
    pub empire_deck_size: usize,
    /// What each seat would score if scored now.
    pub scores_now: Vec<ScoreSheet>,
    /// The power in play.
    pub active_card: Option<PowerCard>,
    /// This epoch's empires, in play order.
    pub empires: Vec<PowerCard>,
    /// Vitality each of this epoch's nomad peoples would have now.
    pub nomad_vitality: Vec<(Power, u8)>,
}

fn card(p: &Public, power: Power, seat: Option<Seat>) -> PowerCard {
    let info = power.info();
    let active = p.active.as_ref().filter(|a| a.power == power);
    let strength = match active {
        Some(a) => war::strength(p, a),
        None => war::standing_strength(p, seat, power),
    };
    let (dice, bonus) = war::dice_for(strength);
    let commerce_now = match seat {
        Some(s) if info.kind != PowerKind::Nomad => expansion::commerce(p, s, power, active.and_then(|a| a.event)),
        _ => 0,
    };
    PowerCard {
        power,
        seat,
        kind: info.kind,
        epoch: info.epoch,
        order: info.order,
        region: info.region,
        vitality: info.vitality,
        military: info.military,
        commerce: info.commerce,
        strength,
        dice,
        bonus,
        commerce_now,
    }
}

pub fn view(s: &State, seat: Option<Seat>) -> View {
    let p = &s.public;
    let drafting = matches!(p.phase, Phase::Draft) && p.draft_queue.first().copied() == seat && seat.is_some();
    View {
        seat,
        public: p.clone(),
        hand: seat.map(|x| s.hands[x.index()].clone()).unwrap_or_default(),
        kingdoms: seat.map(|x| s.kingdoms[x.index()].clone()).unwrap_or_default(),
        drawn: if drafting { s.drawn.clone() } else { Vec::new() },
        hand_sizes: s.hands.iter().map(Vec::len).collect(),
        kingdom_counts: s.kingdoms.iter().map(Vec::len).collect(),
        event_deck_size: s.event_deck.len(),
        empire_deck_size: s.empire_deck.len(),
        scores_now: Seat::all(p.players).map(|x| scoring::sheet(p, x)).collect(),
        active_card: p
            .active
            .as_ref()
            .map(|a| card(p, a.power, if a.kind == PowerKind::Nomad { None } else { Some(a.seat) })),
        empires: p.order.iter().map(|(pw, st)| card(p, *pw, Some(*st))).collect(),
        nomad_vitality: p.nomad_damage.iter().map(|(n, _)| (*n, epoch_end::nomad_vitality(p, *n))).collect(),
    }
}

/// Removes one copy of each of `known` from `pool`.
fn remove_each<T: PartialEq + Copy>(pool: &mut Vec<T>, known: impl IntoIterator<Item = T>) {
    for k in known {
        if let Some(i) = pool.iter().position(|x| *x == k) {
            pool.swap_remove(i);
        }
    }
}

/// A state consistent with `view`: other seats' hands, kingdom cards and drawn empire cards, and the order of
/// the decks, dealt at random from what the seat cannot see.
pub fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let p = &view.public;
    let players = p.players;

    let mut events = event_deck();
    remove_each(&mut events, view.hand.iter().copied());
    remove_each(&mut events, p.discard.iter().copied());
    remove_each(&mut events, p.boxed.iter().copied());
    events.sort();
    events.shuffle(rng);
    let mut hands = vec![Vec::new(); players];
    for other in Seat::all(players) {
        let hand = if other == seat {
            view.hand.clone()
        } else {
            let n = view.hand_sizes[other.index()].min(events.len());
            let mut h = events.split_off(events.len() - n);
            h.sort();
            h
        };
        hands[other.index()] = hand;
    }
    events.truncate(view.event_deck_size);

    let mut unknown_kingdoms = p.kingdom_pool.clone();
    remove_each(&mut unknown_kingdoms, view.kingdoms.iter().copied());
    remove_each(&mut unknown_kingdoms, p.history.iter().flatten().copied().filter(|k| k.kind() == PowerKind::Kingdom));
    unknown_kingdoms.shuffle(rng);
    let mut kingdoms = vec![Vec::new(); players];
    for other in Seat::all(players) {
        kingdoms[other.index()] = if other == seat {
            view.kingdoms.clone()
        } else {
            let n = view.kingdom_counts[other.index()].min(unknown_kingdoms.len());
            let mut k = unknown_kingdoms.split_off(unknown_kingdoms.len() - n);
            k.sort();
            k
        };
    }

    let (mut drawn, mut empire_deck) = (Vec::new(), Vec::new());
    if matches!(p.phase, Phase::Draft) {
        let mut unknown = Power::of(PowerKind::Empire, p.epoch + 1);
        remove_each(&mut unknown, p.chosen.iter().flatten().copied());
        remove_each(&mut unknown, view.drawn.iter().copied());
        unknown.shuffle(rng);
        if p.draft_queue.first() == Some(&seat) {
            drawn = view.drawn.clone();
        } else {
            drawn = unknown.split_off(unknown.len() - p.drawn_count.min(unknown.len()));
            drawn.sort();
        }
        unknown.truncate(view.empire_deck_size);
        empire_deck = unknown;
    }
    State {
        public: p.clone(),
        hands,
        kingdoms,
        drawn,
        empire_deck,
        event_deck: events,
        rng: GameRng::seed_from_u64(rng.random()),
    }
}
