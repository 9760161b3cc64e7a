//! What one seat may know, and a full state rebuilt from it for search bots.
//!
//! The public part of the state is shown as it is. Of the secrets, a seat sees only its own: its hand, its
//! victory counters, the cards it laid in secret, its ballot and the values of the cards it offers or
//! delivers in a trade. Of the others it sees counts (hand sizes, cards laid in secret, deck size) and, in a
//! trade, the kinds of the cards on the table. It also remembers the cards it handed to each other seat in its
//! own trades (see [`crate::memory`]), and a state rebuilt from its view keeps them where it knows they are.

use std::collections::BTreeMap;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use statecraft_engine::{GameRng, Seat};

use crate::model::{Card, Kind, Nation, Side, remove_one};
use crate::state::{Phase, Public, State};
use crate::{data, deduction};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub public: Public,
    pub hand: Vec<Card>,
    pub counters: Vec<Nation>,
    /// Cards this seat has laid in secret, not yet revealed.
    pub pending: Vec<(Card, Nation)>,
    pub ballot: Option<Side>,
    /// The cards of this seat's own trade offer (the others see only their kinds).
    pub offered: Vec<Card>,
    /// The cards this seat has picked to deliver in a trade.
    pub delivered: Vec<Card>,
    /// Per seat, the cards this seat handed it in trades and has not seen leave it (empty for spectators).
    pub known: Vec<Vec<Card>>,
    pub hand_sizes: Vec<usize>,
    pub pending_counts: Vec<usize>,
    pub deck_size: usize,
    /// Points this seat would score if the turn ended now.
    pub projected_points: Option<i64>,
    /// Each seat's influence by nation (the values on its piles), as votes and scoring count it.
    pub influence: Vec<BTreeMap<Nation, u32>>,
    /// The game turns, each with the early-end roll that may stop the game after it.
    pub turn_track: Vec<TurnBox>,
    /// The last war's dice differences, attacker then defender (the dice are in `public.last_war`).
    pub war_differences: Option<[u8; 2]>,
}

/// A box of the turn track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnBox {
    pub turn: u8,
    /// The game ends after this turn on a die roll of at most this number (`None`: no roll).
    pub ends_on_at_most: Option<u8>,
}

fn turn_track() -> Vec<TurnBox> {
    (1..=data::data().max_turns).map(|turn| TurnBox { turn, ends_on_at_most: data::early_end(turn) }).collect()
}

fn offer_from(p: &Public) -> Option<Seat> {
    p.trade.as_ref().and_then(|t| t.offer.as_ref()).map(|o| o.from)
}

fn offer_to(p: &Public) -> Option<Seat> {
    p.trade.as_ref().and_then(|t| t.offer.as_ref()).map(|o| o.to)
}

pub fn view(s: &State, seat: Option<Seat>) -> View {
    let p = &s.public;
    View {
        seat,
        public: p.clone(),
        hand: seat.map(|x| s.hands[x.index()].clone()).unwrap_or_default(),
        counters: seat.map(|x| s.counters[x.index()].clone()).unwrap_or_default(),
        pending: seat.map(|x| s.pending[x.index()].clone()).unwrap_or_default(),
        ballot: seat.and_then(|x| s.ballots[x.index()]),
        offered: if seat.is_some() && seat == offer_from(p) { s.offered.clone() } else { Vec::new() },
        delivered: if seat.is_some() && seat == offer_to(p) { s.delivered.clone() } else { Vec::new() },
        known: seat.map(|x| s.known[x.index()].clone()).unwrap_or_default(),
        hand_sizes: s.hands.iter().map(Vec::len).collect(),
        pending_counts: s.pending.iter().map(Vec::len).collect(),
        deck_size: s.deck.len(),
        projected_points: seat.map(|x| crate::rules::scoring::turn_points(p, &s.counters[x.index()], x)),
        influence: Seat::all(p.players)
            .map(|x| p.piles[x.index()].iter().map(|pile| (pile.nation, pile.influence())).collect())
            .collect(),
        turn_track: turn_track(),
        war_differences: p.last_war.as_ref().map(|w| [w.dice[0].abs_diff(w.dice[1]), w.dice[2].abs_diff(w.dice[3])]),
    }
}

/// Takes a card of `kind` (any card if none has it, which a consistent view never needs) from `pool`.
fn take_kind(pool: &mut Vec<Card>, accept: impl Fn(&Card) -> bool) -> Option<Card> {
    let at = pool.iter().position(accept).or(if pool.is_empty() { None } else { Some(0) })?;
    Some(pool.swap_remove(at))
}

/// Takes a fitting card from what the seat remembers of a hand, else from `pool`.
fn take_remembered(remembered: &mut Vec<Card>, pool: &mut Vec<Card>, accept: impl Fn(&Card) -> bool) -> Option<Card> {
    match remembered.iter().position(&accept) {
        Some(at) => Some(remembered.swap_remove(at)),
        None => take_kind(pool, accept),
    }
}

/// A state consistent with `view`: the cards and counters the seat cannot see are dealt at random from
/// those unaccounted for, respecting what is public (hand sizes, kinds on the trade table, the nation of a
/// vote for cards laid in secret) and what the seat remembers (the cards it handed to others stay with them,
/// in the hand while it has room, else among the cards laid in secret).
pub fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let p = &view.public;
    let players = p.players;
    let me = seat.index();

    // Cards whose place the seat does not know: the whole deck minus everything it can see or remembers.
    let mut pool = data::full_deck();
    let seen = view
        .hand
        .iter()
        .chain(view.pending.iter().map(|(c, _)| c))
        .chain(p.piles.iter().flatten().flat_map(|pile| pile.cards.iter()))
        .chain(p.discard.iter())
        .chain(view.known.iter().flatten());
    for card in seen {
        remove_one(&mut pool, *card);
    }
    pool.shuffle(rng);
    let mut remembered = view.known.clone();
    remembered.resize(players, Vec::new());
    for cards in remembered.iter_mut() {
        cards.shuffle(rng);
    }

    let mut hands = vec![Vec::new(); players];
    let mut pending = vec![Vec::new(); players];
    let mut offered = view.offered.clone();
    let mut delivered = view.delivered.clone();
    hands[me] = view.hand.clone();
    pending[me] = view.pending.clone();

    // Cards of known kinds first: another seat's offer, another seat's partial delivery.
    let trade = p.trade.as_ref();
    let offer = trade.and_then(|t| t.offer.as_ref());
    if let Some(o) = offer {
        if o.from != seat {
            let from = o.from.index();
            offered = o
                .give
                .iter()
                .filter_map(|k| take_remembered(&mut remembered[from], &mut pool, |c| c.kind == *k))
                .collect();
            hands[from].extend(offered.iter().copied());
        }
        if o.to != seat && p.phase == Phase::TradeDeliver {
            let to = o.to.index();
            let picked = trade.map_or(0, |t| t.delivered_count);
            delivered = o.ask[..picked]
                .iter()
                .filter_map(|k| take_remembered(&mut remembered[to], &mut pool, |c| c.kind == *k))
                .collect();
            hands[to].extend(delivered.iter().copied());
        }
    }
    // Each other seat: remembered cards into its hand while there is room; cards laid in secret (influence,
    // of the vote's nation when a vote is being prepared), remembered ones first; then the rest of the hand.
    let vote_nation = p.vote.as_ref().map(|v| v.nation);
    let fits = |c: &Card| match (c.kind, vote_nation) {
        (Kind::Named(m), Some(n)) => m == n,
        (Kind::Named(_), None) => true,
        (Kind::Open, Some(_)) => true,
        _ => false,
    };
    for other in Seat::all(players).filter(|s| *s != seat) {
        let (x, size) = (other.index(), view.hand_sizes[other.index()]);
        // Cards that could not have been laid now go to the hand first (the sort is stable, so the rest stays
        // shuffled).
        remembered[x].sort_by_key(|c| fits(c));
        let room = size.saturating_sub(hands[x].len()).min(remembered[x].len());
        let into_hand: Vec<Card> = remembered[x].drain(..room).collect();
        hands[x].extend(into_hand);
        for _ in 0..view.pending_counts[x] {
            if let Some(card) = take_remembered(&mut remembered[x], &mut pool, fits) {
                let nation = match card.kind {
                    Kind::Named(m) => m,
                    _ => vote_nation.unwrap_or(Nation::Spain),
                };
                pending[x].push((card, nation));
            }
        }
        // Only an inconsistent view leaves remembered cards over; they go back among the unknown ones.
        pool.append(&mut remembered[x]);
        while hands[x].len() < size {
            match pool.pop() {
                Some(card) => hands[x].push(card),
                None => break,
            }
        }
        hands[x].sort();
    }
    let mut deck = pool;
    deck.truncate(view.deck_size);

    // Victory counters: all known once the game is over; else the seat's own, and the others' drawn from the
    // sets that fit their scorings so far, or before the first scoring dealt from the rest of the cup.
    let per = data::counters_per_player(players);
    let counters = match &p.revealed {
        Some(all) => all.clone(),
        None => match deduction::draw_counters(&p.scorings, seat, players, &view.counters, rng) {
            Some(drawn) => drawn,
            None => {
                let mut cup = data::all_counters();
                for n in &view.counters {
                    remove_one(&mut cup, *n);
                }
                cup.shuffle(rng);
                Seat::all(players)
                    .map(|other| {
                        let mut c = if other == seat { view.counters.clone() } else { cup.split_off(cup.len() - per) };
                        c.sort();
                        c
                    })
                    .collect()
            }
        },
    };
    let mut cup = data::all_counters();
    for n in counters.iter().flatten() {
        remove_one(&mut cup, *n);
    }
    cup.sort();

    // Ballots already cast by others: any side.
    let mut ballots = vec![None; players];
    ballots[me] = view.ballot;
    if let Some(v) = &p.vote {
        for voter in v.voted.iter().filter(|s| **s != seat) {
            ballots[voter.index()] = Some(if rng.random::<bool>() { Side::Red } else { Side::Blue });
        }
    }

    State {
        public: p.clone(),
        hands,
        counters,
        cup,
        deck,
        pending,
        ballots,
        offered,
        delivered,
        known: {
            let mut known = vec![vec![Vec::new(); players]; players];
            known[me] = view.known.clone();
            known
        },
        rng: GameRng::seed_from_u64(rng.random()),
    }
}
