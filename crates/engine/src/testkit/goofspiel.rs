//! Goofspiel: a small game of sealed bids where play is skilful even against a random opponent.
//!
//! It exists to measure bots. In High card a random opponent's cards meet yours in a uniformly random
//! pairing whatever order you play, so no strategy beats random there; here the prize on offer is public
//! before the bids, and bidding high for big prizes and low for small ones wins clearly. It has the
//! features search bots must cope with: a secret shuffled deck, simultaneous hidden choices, 2 to 4
//! players. It is not offered to players.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::{Game, GameRng, OptionSpec, Outcome, Seat, SetupError, Text, ToAct};

/// Cards per hand and prizes in the deck.
pub const CARDS: u8 = 8;

/// Every player holds bid cards 1..=8. Each round the top prize of a shuffled deck 1..=8 is turned up, every
/// player bids one card in secret, the bids are shown, and the single highest bid takes the prize's value in
/// points (a tie for highest takes nothing). Bid cards are spent. Most points after eight rounds wins.
pub struct Goofspiel;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    /// Cards not yet spent. A pending bid stays in its hand until the bids are shown.
    pub hands: Vec<Vec<u8>>,
    pub bids: Vec<Option<u8>>,
    /// The prize being bid for; `None` once the game is over.
    pub prize: Option<u8>,
    /// Prizes still face down; the next one is the last.
    pub deck: Vec<u8>,
    pub points: Vec<i64>,
    pub rng: GameRng,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// Everyone's unspent cards (public: spent cards were shown).
    pub hands: Vec<Vec<u8>>,
    pub my_bid: Option<u8>,
    pub has_bid: Vec<bool>,
    pub prize: Option<u8>,
    /// The prizes still face down, in increasing order (their order is secret).
    pub deck: Vec<u8>,
    pub points: Vec<i64>,
}

impl Goofspiel {
    fn turn_up(s: &mut State) {
        s.prize = s.deck.pop();
    }
}

impl Game for Goofspiel {
    const ID: &'static str = "goofspiel";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 4;
    const RULES_VERSION: u32 = 1;
    type Options = ();
    type State = State;
    type Action = u8;
    type View = View;
    type Event = String;

    fn name() -> Text {
        Text::new("Goofspiel", "ゴフスピール")
    }
    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }
    fn setup(_: &(), players: usize, seed: u64) -> Result<State, SetupError> {
        if !(2..=4).contains(&players) {
            return Err(SetupError(Text::new("2 to 4 players", "2〜4人")));
        }
        let mut rng = GameRng::seed_from_u64(seed);
        let mut deck: Vec<u8> = (1..=CARDS).collect();
        deck.shuffle(&mut rng);
        let mut state = State {
            hands: vec![(1..=CARDS).collect(); players],
            bids: vec![None; players],
            prize: None,
            deck,
            points: vec![0; players],
            rng,
        };
        Goofspiel::turn_up(&mut state);
        Ok(state)
    }
    fn players(s: &State) -> usize {
        s.hands.len()
    }
    fn to_act(s: &State) -> ToAct {
        if s.prize.is_none() {
            let best = *s.points.iter().max().unwrap();
            let winners = Seat::all(s.hands.len()).filter(|p| s.points[p.index()] == best).collect();
            return ToAct::Over { outcome: Outcome { scores: s.points.clone(), winners } };
        }
        ToAct::Simultaneous { seats: Seat::all(s.hands.len()).filter(|p| s.bids[p.index()].is_none()).collect() }
    }
    fn legal_actions(s: &State, seat: Seat, out: &mut Vec<u8>) {
        if s.prize.is_some() && s.bids[seat.index()].is_none() {
            out.extend(s.hands[seat.index()].iter().copied());
        }
    }
    fn apply_legal(s: &mut State, seat: Seat, card: &u8, events: &mut Vec<String>) {
        s.bids[seat.index()] = Some(*card);
        if s.bids.iter().any(Option::is_none) {
            return;
        }
        let bids: Vec<u8> = s.bids.iter().map(|b| b.expect("all bids are in")).collect();
        for (hand, bid) in s.hands.iter_mut().zip(&bids) {
            hand.retain(|c| c != bid);
        }
        let prize = s.prize.expect("bids are taken only while a prize is up");
        let best = *bids.iter().max().expect("at least two players");
        if bids.iter().filter(|b| **b == best).count() == 1 {
            let winner = bids.iter().position(|b| *b == best).expect("the best bid is there");
            s.points[winner] += i64::from(prize);
            events.push(format!("bids {bids:?}: {} takes {prize}", Seat(winner as u8).mention()));
        } else {
            events.push(format!("bids {bids:?}: tie, {prize} is lost"));
        }
        s.bids.iter_mut().for_each(|b| *b = None);
        Goofspiel::turn_up(s);
    }
    fn view(s: &State, seat: Option<Seat>) -> View {
        let mut deck = s.deck.clone();
        deck.sort_unstable();
        View {
            hands: s.hands.clone(),
            my_bid: seat.and_then(|p| s.bids[p.index()]),
            has_bid: s.bids.iter().map(Option::is_some).collect(),
            prize: s.prize,
            deck,
            points: s.points.clone(),
        }
    }
    fn prompt(s: &State, _: Option<Seat>) -> Text {
        match s.prize {
            Some(prize) => Text::new(format!("Bid for {prize}."), format!("{prize}に入札してください。")),
            None => Text::new("The game is over.", "ゲーム終了です。"),
        }
    }
    fn describe(_: &State, card: &u8) -> Text {
        Text::new(format!("Bid {card}"), format!("{card}で入札"))
    }
    /// A bid spends its card, so a card's value is what bidding it costs.
    fn cost(_: &State, card: &u8) -> Option<i64> {
        Some(i64::from(*card))
    }
    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        let bids = (0..view.hands.len())
            .map(|p| match (p == seat.index(), view.has_bid[p]) {
                (true, _) => view.my_bid,
                (false, true) => Some(view.hands[p][rng.random_range(0..view.hands[p].len())]),
                (false, false) => None,
            })
            .collect();
        let mut deck = view.deck.clone();
        deck.shuffle(rng);
        State {
            hands: view.hands.clone(),
            bids,
            prize: view.prize,
            deck,
            points: view.points.clone(),
            rng: GameRng::seed_from_u64(rng.random()),
        }
    }
    fn event_text(event: &String) -> Text {
        Text::new(event.clone(), event.clone())
    }
    fn scores(s: &State) -> Vec<i64> {
        s.points.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{CheckConfig, checked_playouts};
    use crate::{apply, legal_actions};

    #[test]
    fn passes_every_check_of_the_test_kit() {
        for players in 2..=4 {
            let report = checked_playouts::<Goofspiel>(&CheckConfig::new((), players, 30)).unwrap();
            assert_eq!(report.finished, 30);
            assert_eq!(report.actions, 30 * u64::from(CARDS) * players as u64);
        }
    }

    #[test]
    fn the_single_highest_bid_takes_the_prize_and_a_tie_takes_nothing() {
        let mut s = Goofspiel::setup(&(), 3, 1).unwrap();
        let prize = s.prize.unwrap();
        for (seat, bid) in [(0, 5), (1, 7), (2, 2)] {
            apply::<Goofspiel>(&mut s, Seat(seat), &bid).unwrap();
        }
        assert_eq!(s.points, vec![0, i64::from(prize), 0]);
        assert!(!s.hands[1].contains(&7) && s.hands[1].len() == 7);
        let second = s.prize.unwrap();
        assert_ne!(second, prize);
        for (seat, bid) in [(0, 8), (1, 8), (2, 1)] {
            apply::<Goofspiel>(&mut s, Seat(seat), &bid).unwrap();
        }
        assert_eq!(s.points, vec![0, i64::from(prize), 0]);
    }

    #[test]
    fn a_pending_bid_is_secret_and_cannot_be_changed() {
        let mut s = Goofspiel::setup(&(), 2, 2).unwrap();
        apply::<Goofspiel>(&mut s, Seat(0), &3).unwrap();
        assert!(legal_actions::<Goofspiel>(&s, Seat(0)).is_empty());
        let theirs = Goofspiel::view(&s, Some(Seat(1)));
        assert_eq!(theirs.my_bid, None);
        assert_eq!(theirs.has_bid, vec![true, false]);
        assert!(theirs.hands[0].contains(&3));
        assert_eq!(Goofspiel::view(&s, Some(Seat(0))).my_bid, Some(3));
    }
}
