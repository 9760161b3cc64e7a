//! High card: a tiny game with hidden hands and simultaneous secret choices.
//!
//! It exists to test the machinery around real games: the engine's own test kit (which must pass the honest
//! version and catch the `LEAKY` one) and the server's integration tests, which need a game that finishes in a
//! handful of moves. It is not offered to players.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::{Game, GameRng, OptionSpec, Outcome, Seat, SetupError, Text, ToAct};

/// Each round every player secretly plays one card of their hand; the highest card scores a point (ties
/// score nothing). Three rounds. `LEAKY` makes the view show other players' pending choices.
pub struct HighCard<const LEAKY: bool>;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub hands: Vec<Vec<u8>>,
    pub chosen: Vec<Option<u8>>,
    pub points: Vec<i64>,
    pub round: u8,
    pub rng: GameRng,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub my_hand: Vec<u8>,
    pub my_choice: Option<u8>,
    pub hand_sizes: Vec<usize>,
    pub has_chosen: Vec<bool>,
    pub leaked: Vec<Option<u8>>,
    pub points: Vec<i64>,
    pub round: u8,
}

impl<const LEAKY: bool> Game for HighCard<LEAKY> {
    const ID: &'static str = "high-card";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 4;
    const RULES_VERSION: u32 = 1;
    type Options = ();
    type State = State;
    type Action = u8;
    type View = View;
    type Event = String;

    fn name() -> Text {
        Text::new("High card", "ハイカード")
    }
    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }
    fn setup(_: &(), players: usize, seed: u64) -> Result<State, SetupError> {
        if !(2..=4).contains(&players) {
            return Err(SetupError(Text::new("2 to 4 players", "2〜4人")));
        }
        let mut rng = GameRng::seed_from_u64(seed);
        let mut deck: Vec<u8> = (1..=20).collect();
        deck.shuffle(&mut rng);
        let hands = (0..players).map(|p| deck[p * 3..p * 3 + 3].to_vec()).collect();
        Ok(State { hands, chosen: vec![None; players], points: vec![0; players], round: 0, rng })
    }
    fn players(s: &State) -> usize {
        s.hands.len()
    }
    fn to_act(s: &State) -> ToAct {
        if s.round == 3 {
            let best = *s.points.iter().max().unwrap();
            let winners = Seat::all(s.hands.len()).filter(|p| s.points[p.index()] == best).collect();
            return ToAct::Over { outcome: Outcome { scores: s.points.clone(), winners } };
        }
        let seats = Seat::all(s.hands.len()).filter(|p| s.chosen[p.index()].is_none()).collect();
        ToAct::Simultaneous { seats }
    }
    fn legal_actions(s: &State, seat: Seat, out: &mut Vec<u8>) {
        if s.round < 3 && s.chosen[seat.index()].is_none() {
            out.extend(s.hands[seat.index()].iter().copied());
        }
    }
    fn apply_legal(s: &mut State, seat: Seat, card: &u8, events: &mut Vec<String>) {
        let hand = &mut s.hands[seat.index()];
        hand.retain(|c| c != card);
        s.chosen[seat.index()] = Some(*card);
        if s.chosen.iter().all(Option::is_some) {
            let cards: Vec<u8> = s.chosen.iter().map(|c| c.unwrap()).collect();
            let best = *cards.iter().max().unwrap();
            if cards.iter().filter(|c| **c == best).count() == 1 {
                let winner = cards.iter().position(|c| *c == best).unwrap();
                s.points[winner] += 1;
                events.push(format!("{} wins with {best}", Seat(winner as u8).mention()));
            }
            s.chosen.iter_mut().for_each(|c| *c = None);
            s.round += 1;
            let _ = s.rng.random_range(0..2u8); // chance is drawn from the state's generator
        }
    }
    /// A card chosen in secret may be taken back until the round's last choice reveals them all.
    fn undoable(before: &State, _seat: Seat, _card: &u8, _events: &[String]) -> bool {
        before.chosen.iter().filter(|c| c.is_none()).count() > 1
    }
    fn view(s: &State, seat: Option<Seat>) -> View {
        View {
            my_hand: seat.map(|p| s.hands[p.index()].clone()).unwrap_or_default(),
            my_choice: seat.and_then(|p| s.chosen[p.index()]),
            hand_sizes: s.hands.iter().map(Vec::len).collect(),
            has_chosen: s.chosen.iter().map(Option::is_some).collect(),
            leaked: if LEAKY { s.chosen.clone() } else { Vec::new() },
            points: s.points.clone(),
            round: s.round,
        }
    }
    fn prompt(_: &State, _: Option<Seat>) -> Text {
        Text::new("Choose a card.", "カードを選んでください。")
    }
    fn describe(_: &State, card: &u8) -> Text {
        Text::new(format!("Play {card}"), format!("{card}を出す"))
    }
    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        // Cards not in my hand and not yet played could be anywhere among the others.
        let players = view.hand_sizes.len();
        let mut unknown: Vec<u8> =
            (1..=20).filter(|c| !view.my_hand.contains(c) && view.my_choice != Some(*c)).collect();
        unknown.shuffle(rng);
        let mut hands = vec![Vec::new(); players];
        let mut chosen = vec![None; players];
        for p in 0..players {
            if p == seat.index() {
                hands[p] = view.my_hand.clone();
                chosen[p] = view.my_choice;
                continue;
            }
            for _ in 0..view.hand_sizes[p] {
                hands[p].push(unknown.pop().unwrap());
            }
            if view.has_chosen[p] {
                chosen[p] = Some(unknown.pop().unwrap());
            }
        }
        State {
            hands,
            chosen,
            points: view.points.clone(),
            round: view.round,
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
