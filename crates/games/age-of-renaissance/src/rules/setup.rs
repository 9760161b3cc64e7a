//! Set-up (seed 8): the deal and $40 (8.1), the capitals and areas in play (8.2), the secret capital bid and
//! the choice of capitals (8.3), and the sealed split of money into tokens and cash that sets the order of
//! play (8.5 and 9.7), which every later turn repeats.

use rand::Rng;
use statecraft_engine::{GameRng, Seat, SetupError, Text};

use crate::action::{Action, Event};
use crate::model::{CardId, Prov, data};
use crate::rules::{draw, flow, leave, shuffle};
use crate::state::{Length, Phase, PlayerState, Public, Ship, SpaceState, State};

pub fn setup(length: Length, players: usize, seed: u64) -> Result<State, SetupError> {
    if !(3..=6).contains(&players) {
        return Err(SetupError(Text::new(
            "Age of Renaissance is played by 3 to 6 players.",
            "エイジ・オブ・ルネサンスは3〜6人で遊びます。",
        )));
    }
    let rules = &data().rules;
    let mut rng = GameRng::seed_from_u64(seed);
    let mut deck: Vec<CardId> = CardId::all().filter(|c| c.data().epoch == 1 && !c.data().withheld).collect();
    shuffle(&mut deck, &mut rng);
    let withheld: Vec<CardId> = CardId::all().filter(|c| c.data().epoch == 1 && c.data().withheld).collect();
    let seat = PlayerState {
        capital: None,
        cash: rules.start_cash,
        tokens: 0,
        misery: 0,
        ship: Ship::None,
        advances: 0,
        new_advances: 0,
        eliminated: false,
        upgraded: false,
        bought_card: false,
        discarded: false,
        swapped: false,
        relief_steps: 0,
        relief_points: 0,
        cathedral_used: Vec::new(),
        landed: Vec::new(),
        weapon: 0,
        enlightened: false,
        civil_war: false,
        new_dominations: 0,
        expansion_card: false,
        traded: false,
    };
    let space = SpaceState { dom: None, dom_new: false, old: vec![0; players], new: vec![0; players] };
    let public = Public {
        players,
        length,
        turn: 0,
        epoch: 1,
        phase: Phase::CapitalBid,
        order: Seat::all(players).collect(),
        choosers: Vec::new(),
        seats: vec![seat; players],
        spaces: vec![space; data().spaces.len()],
        markers: vec![0; 12],
        next_markers: vec![0; 12],
        leaders: Vec::new(),
        withheld,
        replay: Vec::new(),
        gone: Vec::new(),
        banned: None,
        strife_in_epoch_three: false,
        events_played: Vec::new(),
        events_this_turn: Vec::new(),
        reductions_left: 0,
        trade_chance: None,
        expansion_cards: 0,
        final_turn: false,
        last: None,
        history: Vec::new(),
        capital_bids: None,
        order_bids: None,
    };
    let mut s = State { public, hands: vec![Vec::new(); players], deck, bids: vec![None; players], rng };
    let mut ev = Vec::new();
    for seat in Seat::all(players) {
        draw(&mut s, seat, &mut ev);
    }
    // With three or four players the withheld cards join the deck right after the opening deal.
    if players <= 4 {
        let mut withheld = std::mem::take(&mut s.public.withheld);
        s.deck.append(&mut withheld);
        shuffle(&mut s.deck, &mut s.rng);
    }
    Ok(s)
}

/// The capitals in play with this many players.
pub fn capitals(players: usize) -> Vec<Prov> {
    data().rules.capitals_by_players[&players.to_string()].iter().filter_map(|c| Prov::parse(c)).collect()
}

/// The range of a sealed order-of-play bid: from paying all one's cash for first place to spending it all on
/// tokens.
pub fn order_bid_range(p: &Public, seat: Seat) -> std::ops::RangeInclusive<i64> {
    let cash = p.seat(seat).cash.max(0);
    -cash..=cash
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &s.public;
    match &p.phase {
        Phase::CapitalBid => out.extend((0..=data().rules.start_cash).map(|amount| Action::CapitalBid { amount })),
        Phase::ChooseCapital { .. } => {
            let taken: Vec<Prov> = p.seats.iter().filter_map(|st| st.capital).collect();
            out.extend(
                capitals(p.players).into_iter().filter(|c| !taken.contains(c)).map(|city| Action::Capital { city }),
            );
        }
        Phase::OrderBid => {
            out.extend(order_bid_range(p, seat).map(|tokens| Action::OrderBid { tokens }));
            out.push(Action::Leave);
        }
        _ => {}
    }
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match *action {
        Action::CapitalBid { amount } => {
            s.bids[seat.index()] = Some(amount);
            ev.push(Event::BidSealed { seat });
            if s.bids.iter().all(Option::is_some) {
                reveal_capital_bids(s, ev);
            }
        }
        Action::Capital { city } => {
            s.public.seat_mut(seat).capital = Some(city);
            s.public.space_mut(city).dom = Some(seat);
            s.public.choosers.push(seat);
            ev.push(Event::Did { seat, action: action.clone() });
            if s.public.choosers.len() == s.public.players {
                s.bids = vec![None; s.public.players];
                s.public.phase = Phase::OrderBid;
            }
        }
        Action::OrderBid { .. } | Action::Leave => {
            if let Action::OrderBid { tokens } = *action {
                s.bids[seat.index()] = Some(tokens);
                ev.push(Event::BidSealed { seat });
            } else {
                leave(s, seat, ev);
            }
            let p = &s.public;
            if Seat::all(p.players).all(|x| p.seat(x).eliminated || s.bids[x.index()].is_some()) {
                reveal_order_bids(s, ev);
                flow::start_turn(s, ev);
            }
        }
        _ => {}
    }
}

/// Highest bid chooses first; ties are settled by dice (seed 8.3). Each pays his bid out of the $40.
fn reveal_capital_bids(s: &mut State, ev: &mut Vec<Event>) {
    let bids: Vec<i64> = s.bids.iter().map(|b| b.unwrap_or(0)).collect();
    let rolls: Vec<u32> = bids.iter().map(|_| s.rng.random::<u32>()).collect();
    let mut order: Vec<Seat> = Seat::all(s.public.players).collect();
    order.sort_by_key(|x| (std::cmp::Reverse(bids[x.index()]), rolls[x.index()]));
    for x in Seat::all(s.public.players) {
        s.public.seat_mut(x).cash -= bids[x.index()];
    }
    s.bids = vec![None; s.public.players];
    s.public.capital_bids = Some(bids.clone());
    ev.push(Event::CapitalBids { bids, order: order.clone() });
    s.public.phase = Phase::ChooseCapital { order };
}

/// Fewest tokens bought plays first, a negative bid before zero; equal bids go to the player who chose his
/// capital later (seed 9.7). Each pays $1 a token (or his negative bid) and takes the tokens from stock.
pub fn reveal_order_bids(s: &mut State, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    let bids: Vec<i64> = s.bids.iter().map(|b| b.unwrap_or(0)).collect();
    for x in Seat::all(p.players) {
        if p.seat(x).eliminated {
            continue;
        }
        let bid = bids[x.index()];
        let stock = p.stock(x) as i64;
        let st = p.seat_mut(x);
        st.cash -= bid.abs();
        if bid > 0 {
            st.tokens += bid.min(stock) as u32;
        }
    }
    let chose = |x: Seat| p.choosers.iter().position(|c| *c == x).unwrap_or(0);
    let mut order: Vec<Seat> = Seat::all(p.players).collect();
    order.sort_by_key(|x| (p.seat(*x).eliminated, bids[x.index()], std::cmp::Reverse(chose(*x))));
    p.order = order.clone();
    p.order_bids = Some(bids.clone());
    s.bids = vec![None; p.players];
    ev.push(Event::OrderBids { bids, order });
}
