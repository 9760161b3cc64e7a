//! What one seat may know, and a full state rebuilt from it for search bots.
//!
//! Everything on the table is public: pieces, cash, tokens, misery, advances, ships, played cards (the replay
//! pile included, since every play is seen) and revealed bids. A seat sees its own hand and its own sealed bid;
//! of the others only hand sizes and whether their bid is in. The view also carries every number the board
//! shows (scores, stock, income, stabilization cost, this seat's prices after credits and its reach), so the
//! client never computes a rule.

use rand::Rng;
use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::model::{Adv, CardId, Prov};
use crate::rules::{expansion, income, purchase, scores, shuffle};
use crate::state::{Public, State};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub public: Public,
    pub hand: Vec<CardId>,
    /// This seat's sealed bid, until the bids are revealed.
    pub bid: Option<i64>,
    pub bids_in: Vec<bool>,
    pub hand_sizes: Vec<usize>,
    pub deck_size: usize,
    pub scores: Vec<i64>,
    pub stock: Vec<u32>,
    pub dominations: Vec<u32>,
    /// Income each seat would receive now.
    pub income: Vec<i64>,
    /// What stabilization would cost each seat now.
    pub stabilization: Vec<i64>,
    pub tiers: Vec<u8>,
    /// This seat's price for each advance after credits (`None` when held).
    pub prices: Vec<Option<i64>>,
    /// Spaces this seat can reach in the expansion, and the tokens an attack on each would need.
    pub reach: Vec<(Prov, Option<u32>)>,
}

pub fn view(s: &State, seat: Option<Seat>) -> View {
    let p = &s.public;
    let all = || Seat::all(p.players);
    View {
        seat,
        public: p.clone(),
        hand: seat.map(|x| s.hands[x.index()].clone()).unwrap_or_default(),
        bid: seat.and_then(|x| s.bids[x.index()]),
        bids_in: s.bids.iter().map(Option::is_some).collect(),
        hand_sizes: s.hands.iter().map(Vec::len).collect(),
        deck_size: s.deck.len(),
        scores: scores(p),
        stock: all().map(|x| p.stock(x)).collect(),
        dominations: all().map(|x| p.dominations(x)).collect(),
        income: all()
            .map(|x| income::income(p.players, p.dominations(x), p.seat(x).has(crate::model::adv::MIDDLE_CLASS)))
            .collect(),
        stabilization: all().map(|x| purchase::stabilization_cost(p, x, s.hands[x.index()].len())).collect(),
        tiers: all().map(|x| purchase::tier(p, x)).collect(),
        prices: match seat {
            Some(x) => Adv::all().map(|a| (!p.seat(x).has(a)).then(|| purchase::price(p, x, a))).collect(),
            None => Vec::new(),
        },
        reach: match seat {
            Some(x) if p.capital_bids.is_some() && p.seat(x).capital.is_some() => {
                expansion::reach(p, x).iter().map(|(y, _)| (y, expansion::attack_need(p, x, y).map(|n| n.0))).collect()
            }
            _ => Vec::new(),
        },
    }
}

/// Cards whose place `seat` cannot see: every card of the epochs in play, less those set aside, in the replay
/// pile, out of the game or in its own hand. They are in the other hands and the deck.
fn hidden_cards(p: &Public, hand: &[CardId]) -> Vec<CardId> {
    let mut pool: Vec<CardId> = CardId::all().filter(|c| c.data().epoch <= p.epoch).collect();
    for c in p.withheld.iter().chain(&p.replay).chain(&p.gone).chain(hand) {
        if let Some(i) = pool.iter().position(|x| x == c) {
            pool.swap_remove(i);
        }
    }
    pool.sort();
    pool
}

/// A state consistent with `view`: the hidden cards dealt at random to the other hands and the deck, others'
/// sealed bids drawn from their legal range, and a fresh generator for the dice to come.
pub fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let p = &view.public;
    let mut pool = hidden_cards(p, &view.hand);
    shuffle(&mut pool, rng);
    let mut hands = vec![Vec::new(); p.players];
    for x in Seat::all(p.players) {
        if x == seat {
            hands[x.index()] = view.hand.clone();
            continue;
        }
        let n = view.hand_sizes[x.index()].min(pool.len());
        let mut h = pool.split_off(pool.len() - n);
        h.sort();
        hands[x.index()] = h;
    }
    let mut deck = pool;
    deck.truncate(view.deck_size);
    let bids = Seat::all(p.players)
        .map(|x| {
            if x == seat {
                view.bid
            } else if view.bids_in[x.index()] {
                let range = if p.capital_bids.is_none() {
                    0..=crate::model::data().rules.start_cash
                } else {
                    crate::rules::setup::order_bid_range(p, x)
                };
                Some(rng.random_range(range))
            } else {
                None
            }
        })
        .collect();
    State { public: p.clone(), hands, deck, bids, rng: GameRng::seed_from_u64(rng.random()) }
}
