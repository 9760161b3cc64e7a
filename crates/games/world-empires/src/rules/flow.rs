//! Set-up and the order of play: drafting empires (draw two, keep one; 10 VP for a third), the epoch die, the
//! empires' turns in the order printed on their cards, kingdom cards, scoring after each turn, the end of the
//! epoch and the end of the game after epoch III (or V).

use rand::Rng;
use rand::seq::SliceRandom;
use statecraft_engine::{GameRng, Seat, SetupError, Text};

use crate::Options;
use crate::action::{Action, Event};
use crate::model::{Power, PowerKind, Resource, Space, data, event_deck};
use crate::rules::{cards, epoch_end, expansion, scoring};
use crate::state::{Active, Age, Phase, Public, ScoreSheet, SpaceState, State};

pub fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
    if !(3..=6).contains(&players) {
        return Err(SetupError(Text::new("World Empires needs 3 to 6 players.", "World Empiresは3〜6人で遊びます。")));
    }
    let d = data();
    let mut rng = GameRng::seed_from_u64(seed);
    let spaces = Space::land()
        .map(|s| SpaceState {
            forest: if s.info().has(Resource::Forest) { d.rules.forest_chit } else { 0 },
            ..SpaceState::default()
        })
        .collect();
    let mut deck = event_deck();
    deck.shuffle(&mut rng);
    // Kingdom cards of the epochs played, dealt in equal numbers (at most three each); the rest are unused.
    let mut kingdoms = vec![Vec::new(); players];
    let mut kingdom_pool = Vec::new();
    if options.minor_empires {
        let last = if options.five_epochs { 5 } else { 3 };
        let mut all: Vec<Power> = (1..=last).flat_map(|e| Power::of(PowerKind::Kingdom, e)).collect();
        all.shuffle(&mut rng);
        let each = (all.len() / players).min(d.rules.kingdom_hand);
        for hand in kingdoms.iter_mut() {
            let mut mine = all.split_off(all.len() - each);
            mine.sort();
            kingdom_pool.extend(mine.iter().copied());
            *hand = mine;
        }
        kingdom_pool.sort();
    }
    let mut s = State {
        public: Public {
            players,
            options: options.clone(),
            epoch: 0,
            age: None,
            age_roll: None,
            spaces,
            navies: Vec::new(),
            capitals: Vec::new(),
            vp: vec![0; players],
            history: vec![Vec::new(); players],
            chosen: vec![None; players],
            order: Vec::new(),
            turn: 0,
            active: None,
            nomad_damage: Vec::new(),
            invasions: Vec::new(),
            invasions_done: 0,
            draft_queue: Vec::new(),
            drawn_count: 0,
            discard: Vec::new(),
            boxed: Vec::new(),
            kingdom_pool,
            last_battle: None,
            sheets: vec![ScoreSheet::default(); players],
            phase: Phase::Draft,
        },
        hands: vec![Vec::new(); players],
        kingdoms,
        drawn: Vec::new(),
        empire_deck: Vec::new(),
        event_deck: deck,
        rng,
    };
    // The first draft goes by dice, highest first (equal rolls keep seating order).
    let rolls: Vec<u8> = (0..players).map(|_| s.rng.random_range(1..=6u8)).collect();
    let mut order: Vec<Seat> = Seat::all(players).collect();
    order.sort_by_key(|x| (std::cmp::Reverse(rolls[x.index()]), x.0));
    let mut ev = Vec::new();
    ev.push(Event::DraftOrder { rolls, order: order.clone() });
    begin_draft(&mut s, order, &mut ev);
    Ok(s)
}

/// Starts the draft of the next epoch's empires in the given order.
fn begin_draft(s: &mut State, order: Vec<Seat>, ev: &mut Vec<Event>) {
    let mut deck = Power::of(PowerKind::Empire, s.public.epoch + 1);
    deck.shuffle(&mut s.rng);
    s.empire_deck = deck;
    s.public.chosen = vec![None; s.public.players];
    s.public.draft_queue = order;
    s.public.phase = Phase::Draft;
    draw_empires(s, 2, ev);
}

fn draw_empires(s: &mut State, n: usize, ev: &mut Vec<Event>) {
    let seat = s.public.draft_queue[0];
    let mut cards = Vec::new();
    for _ in 0..n {
        if let Some(c) = s.empire_deck.pop() {
            s.drawn.push(c);
            cards.push(c);
        }
    }
    s.drawn.sort();
    s.public.drawn_count = s.drawn.len();
    ev.push(Event::DrewEmpires { seat, count: cards.len(), cards });
}

pub fn legal_draft(s: &State, out: &mut Vec<Action>) {
    out.extend(s.drawn.iter().map(|&power| Action::Keep { power }));
    let seat = s.public.draft_queue[0];
    if s.drawn.len() == 2 && !s.empire_deck.is_empty() && s.public.vp[seat.index()] >= data().rules.third_draw_cost {
        out.push(Action::DrawThird);
    }
}

pub fn legal_kingdom(s: &State, seat: Seat, out: &mut Vec<Action>) {
    out.extend(playable_kingdoms(s, seat).into_iter().map(|power| Action::PlayKingdom { power }));
    out.push(Action::NoKingdom);
}

fn playable_kingdoms(s: &State, seat: Seat) -> Vec<Power> {
    let p = &s.public;
    s.kingdoms[seat.index()]
        .iter()
        .copied()
        .filter(|k| k.info().epoch <= p.epoch && !expansion::entries(p, &new_active(seat, *k)).is_empty())
        .collect()
}

pub fn new_active(seat: Seat, power: Power) -> Active {
    Active {
        seat,
        power,
        kind: power.kind(),
        pool: power.info().vitality.clamp(0, 255) as u8,
        start: None,
        gained: [0; 6],
        acquired: Default::default(),
        battles: 0,
        event: None,
        sure_win: false,
        free_navy: false,
        relocations: 0,
        kingdom_played: false,
    }
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match *action {
        Action::Keep { power } => {
            s.public.chosen[seat.index()] = Some(power);
            ev.push(Event::Kept { seat, power });
            s.drawn.retain(|c| *c != power);
            s.empire_deck.append(&mut s.drawn);
            s.empire_deck.shuffle(&mut s.rng);
            s.public.drawn_count = 0;
            s.public.draft_queue.remove(0);
            if s.public.draft_queue.is_empty() {
                s.empire_deck.clear();
                begin_epoch(s, ev);
            } else {
                draw_empires(s, 2, ev);
            }
        }
        Action::DrawThird => {
            let cost = data().rules.third_draw_cost;
            s.public.vp[seat.index()] -= cost;
            ev.push(Event::PaidForThird { seat, cost });
            draw_empires(s, 1, ev);
        }
        Action::PlayKingdom { power } => {
            s.kingdoms[seat.index()].retain(|k| *k != power);
            s.public.history[seat.index()].push(power);
            let event = s.public.active.as_ref().and_then(|a| a.event);
            let mut a = new_active(seat, power);
            a.kingdom_played = true;
            // One event card per player turn: a card already played still binds the kingdom's expansion.
            a.event = event;
            ev.push(Event::KingdomPlayed { seat, power });
            ev.push(Event::TurnBegins { seat, power, pieces: a.pool });
            s.public.active = Some(a);
            s.public.phase = Phase::Enter;
        }
        Action::NoKingdom => close_turn(s, ev),
        _ => {}
    }
}

/// A new epoch: the epoch die, then the empires in their printed order.
fn begin_epoch(s: &mut State, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    p.epoch += 1;
    let roll = s.rng.random_range(1..=6u8);
    let age = Age::from_roll(roll);
    p.age = Some(age);
    p.age_roll = Some(roll);
    ev.push(Event::EpochBegins { epoch: p.epoch, roll, age });
    let mut order: Vec<(Power, Seat)> =
        Seat::all(p.players).filter_map(|seat| p.chosen[seat.index()].map(|pw| (pw, seat))).collect();
    order.sort_by_key(|(pw, _)| pw.info().order);
    for &(pw, seat) in &order {
        p.history[seat.index()].push(pw);
    }
    p.order = order;
    p.turn = 0;
    p.nomad_damage = Power::of(PowerKind::Nomad, p.epoch).into_iter().map(|n| (n, 0)).collect();
    start_turn(s, ev);
}

/// The next empire in the order plays, or the epoch ends.
fn start_turn(s: &mut State, ev: &mut Vec<Event>) {
    let Some(&(power, seat)) = s.public.order.get(s.public.turn) else {
        epoch_end::begin(s, ev);
        return;
    };
    cards::draw(s, seat, ev);
    let a = new_active(seat, power);
    ev.push(Event::TurnBegins { seat, power, pieces: a.pool });
    let no_entry = expansion::entries(&s.public, &a).is_empty();
    s.public.active = Some(a);
    s.public.phase = Phase::Enter;
    if no_entry {
        ev.push(Event::NoEntry { seat, power });
        finish_power(s, ev);
    }
}

/// The active power's expansion is over (its End, or no way in).
pub fn finish_power(s: &mut State, ev: &mut Vec<Event>) {
    let a = s.public.active.clone().expect("active");
    ev.push(Event::TurnEnds { seat: a.seat, power: a.power, unplaced: a.pool });
    if let Some(act) = s.public.active.as_mut() {
        act.pool = 0;
    }
    match a.kind {
        PowerKind::Nomad => epoch_end::nomad_done(s, ev),
        PowerKind::Empire if s.public.options.minor_empires && !playable_kingdoms(s, a.seat).is_empty() => {
            s.public.phase = Phase::Kingdom;
        }
        _ => close_turn(s, ev),
    }
}

/// Discard down to the hand limit, then score.
fn close_turn(s: &mut State, ev: &mut Vec<Event>) {
    let seat = s.public.active.as_ref().map_or(Seat(0), |a| a.seat);
    if s.hands[seat.index()].len() > data().rules.hand_limit {
        s.public.phase = Phase::Discard { seat };
    } else {
        score_and_next(s, ev);
    }
}

/// The seat of the turn scores; the next empire plays.
pub fn score_and_next(s: &mut State, ev: &mut Vec<Event>) {
    let seat = s.public.active.as_ref().map_or(Seat(0), |a| a.seat);
    let sheet = scoring::sheet(&s.public, seat);
    s.public.vp[seat.index()] += sheet.total;
    ev.push(Event::Scored { seat, sheet: sheet.clone(), vp: s.public.vp[seat.index()] });
    s.public.sheets[seat.index()] = sheet;
    s.public.active = None;
    s.public.turn += 1;
    start_turn(s, ev);
}

/// After the nomads: the game ends, or the next epoch's empires are drafted (lowest score first).
pub fn after_nomads(s: &mut State, ev: &mut Vec<Event>) {
    if s.public.epoch >= s.public.last_epoch() {
        s.public.phase = Phase::Over;
        let outcome = crate::rules::outcome(s);
        ev.push(Event::GameOver { scores: outcome.scores, winners: outcome.winners });
        return;
    }
    let order = epoch_end::lowest_first(&s.public);
    begin_draft(s, order, ev);
}
