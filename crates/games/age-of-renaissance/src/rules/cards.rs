//! The history deck in play (seed 9.1–9.3 and 11.2): removing shortage/surplus markers and the draw; buying
//! and discarding cards; playing commodities (the payout formula), events and leaders.

use statecraft_engine::Seat;

use crate::action::{Action, Event, Target};
use crate::model::{Area, CardId, CardKind, Category, Commodity, EventKind, Prov, SpaceKind, adv, data};
use crate::rules::{die, discard, draw, flow, half_up, misery, take_from_hand};
use crate::state::{Last, LeaderPlay, Payout, Phase, Public, State, War};

// ----- 9.1 the draw -----

/// The first player may pay a marked commodity's base value to remove its marker.
pub fn draw_decision(s: &State, first: Seat) -> bool {
    let p = &s.public;
    let cash = p.seat(first).cash;
    Commodity::ALL.iter().any(|c| p.markers[c.index()] != 0 && c.value() <= cash)
}

pub fn draw_all(s: &mut State, ev: &mut Vec<Event>) {
    let order: Vec<Seat> = s.public.live().collect();
    for seat in order {
        draw(s, seat, ev);
    }
}

// ----- 9.2 buying and discarding -----

fn can_buy_card(p: &Public, seat: Seat) -> bool {
    let st = p.seat(seat);
    st.has(adv::URBAN_ASCENDANCY) && !st.bought_card && !st.discarded && st.cash >= 10
}

fn can_discard(s: &State, seat: Seat) -> bool {
    let st = s.public.seat(seat);
    st.has(adv::MASTER_ART) && !st.discarded && !s.hands[seat.index()].is_empty()
}

pub fn buy_decision(s: &State, seat: Seat) -> bool {
    can_buy_card(&s.public, seat) || can_discard(s, seat)
}

// ----- 9.3 playing -----

/// Why a card cannot be played now (a dead card stays in the hand and only adds to stabilization), or the
/// list of its plays.
pub fn plays(s: &State, seat: Seat, card: CardId, final_play: bool, out: &mut Vec<Action>) {
    let p = &s.public;
    match &card.data().kind {
        CardKind::Commodity(list) => {
            out.extend(list.iter().map(|&commodity| Action::PlayCommodity { card, commodity }));
        }
        CardKind::Leader(_) => {
            out.push(Action::PlayLeader { card, protection: 0 });
            if !final_play && !p.leaders.is_empty() {
                let cash = p.seat(seat).cash;
                out.extend(
                    [10, 20]
                        .into_iter()
                        .filter(|x| *x <= cash)
                        .map(|protection| Action::PlayLeader { card, protection }),
                );
            }
        }
        CardKind::Event(kind) => {
            for target in event_targets(p, seat, *kind, final_play) {
                out.push(Action::PlayEvent { card, target });
            }
        }
    }
}

fn others(p: &Public, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
    p.live().filter(move |x| *x != seat)
}

/// Every target an event may be played on now; empty when it cannot be played.
pub fn event_targets(p: &Public, seat: Seat, kind: EventKind, final_play: bool) -> Vec<Target> {
    let played = |k: EventKind| p.events_played.contains(&k);
    match kind {
        EventKind::AlchemistsGold => others(p, seat)
            .filter(|x| !p.seat(*x).has(adv::LAWS_OF_MATTER) && !p.seat(*x).enlightened)
            .map(Target::Seat)
            .collect(),
        EventKind::Stirrups | EventKind::Armor
            if final_play || played(EventKind::LongBow) || played(EventKind::Gunpowder) =>
        {
            Vec::new()
        }
        EventKind::Stirrups | EventKind::Armor | EventKind::LongBow | EventKind::Gunpowder if final_play => Vec::new(),
        EventKind::Stirrups | EventKind::Armor | EventKind::LongBow | EventKind::Gunpowder => vec![Target::None],
        EventKind::BlackDeath => Area::MAP.iter().filter(|a| p.area_in_play(**a)).map(|a| Target::Area(*a)).collect(),
        EventKind::CivilWar => others(p, seat).filter(|x| !p.seat(*x).enlightened).map(Target::Seat).collect(),
        EventKind::Crusades if played(EventKind::MongolArmies) => Vec::new(),
        EventKind::Crusades => Prov::all()
            .filter(|x| x.data().area == Area::VI && x.data().kind != SpaceKind::Satellite)
            .filter(|x| p.space(*x).dom != Some(seat))
            .map(Target::Space)
            .collect(),
        EventKind::Mysticism
            if p.live().all(|x| {
                [adv::HEAVENS, adv::HUMAN_BODY, adv::LAWS_OF_MATTER, adv::ENLIGHTENMENT]
                    .iter()
                    .all(|a| p.seat(x).has(*a))
            }) =>
        {
            Vec::new()
        }
        EventKind::PapalDecree if p.strife_in_epoch_three => Vec::new(),
        EventKind::PapalDecree => {
            [Category::Science, Category::Religion, Category::Exploration].into_iter().map(Target::Category).collect()
        }
        EventKind::Rebellion => Prov::all()
            .filter(|x| {
                let sp = p.space(*x);
                sp.dom.is_some()
                    && x.data().area != Area::NewWorld
                    && !sp.dom.is_some_and(|d| d != seat && p.seat(d).capital == Some(*x))
            })
            .map(Target::Space)
            .collect(),
        EventKind::War => others(p, seat).map(Target::Seat).collect(),
        EventKind::EnlightenedRuler
        | EventKind::Famine
        | EventKind::Mysticism
        | EventKind::Pirates
        | EventKind::ReligiousStrife
        | EventKind::Uprisings
        | EventKind::MongolArmies => vec![Target::None],
    }
}

/// Coastal spaces whose domination marker Pirates / Vikings may reduce.
fn pirate_targets(p: &Public) -> Vec<Prov> {
    Prov::all().filter(|x| x.data().coastal && p.space(*x).dom.is_some()).collect()
}

/// A seat with cards in hand is asked (it may pass); what it holds stays its secret until it plays.
pub fn play_decision(s: &State, seat: Seat) -> bool {
    s.public.reductions_left > 0 || !s.hands[seat.index()].is_empty()
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &s.public;
    match &p.phase {
        Phase::Draw => {
            let cash = p.seat(seat).cash;
            for c in Commodity::ALL {
                if p.markers[c.index()] != 0 && c.value() <= cash {
                    out.push(Action::CancelMarker { commodity: c });
                }
            }
            out.push(Action::Done);
        }
        Phase::BuyCards { .. } => {
            if can_buy_card(p, seat) {
                out.push(Action::BuyCard);
            }
            if can_discard(s, seat) {
                let mut hand = s.hands[seat.index()].clone();
                hand.dedup();
                out.extend(hand.into_iter().map(|card| Action::Discard { card }));
            }
            out.push(Action::Done);
        }
        Phase::PlayCards { final_play, .. } => {
            if p.reductions_left > 0 {
                out.extend(pirate_targets(p).into_iter().map(|space| Action::Reduce { space }));
                out.push(Action::Done);
                return;
            }
            let mut hand = s.hands[seat.index()].clone();
            hand.dedup();
            let before = out.len();
            for card in hand {
                plays(s, seat, card, *final_play, out);
            }
            // In the final card play every card that can be played must be (seed 11.2).
            if !*final_play || out.len() == before {
                out.push(Action::Done);
            }
        }
        _ => {}
    }
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    if !matches!(action, Action::Discard { .. }) {
        ev.push(Event::Did { seat, action: action.clone() });
    }
    match (s.public.phase.clone(), action) {
        (Phase::Draw, Action::CancelMarker { commodity }) => {
            s.public.seat_mut(seat).cash -= commodity.value();
            s.public.markers[commodity.index()] = 0;
        }
        (Phase::Draw, _) => {
            draw_all(s, ev);
            s.public.phase = Phase::BuyCards { at: 0 };
        }
        (Phase::BuyCards { .. }, Action::BuyCard) => {
            let st = s.public.seat_mut(seat);
            st.cash -= 10;
            st.bought_card = true;
            draw(s, seat, ev);
        }
        (Phase::BuyCards { .. }, Action::Discard { card }) => {
            s.public.seat_mut(seat).discarded = true;
            take_from_hand(s, seat, *card);
            discard(&mut s.public, *card);
            ev.push(Event::Did { seat, action: action.clone() });
        }
        (Phase::BuyCards { at }, _) => s.public.phase = Phase::BuyCards { at: at + 1 },
        (Phase::PlayCards { at, mut passed, final_play }, action) => {
            let pirates = s.public.reductions_left > 0;
            match action {
                Action::Reduce { space } => {
                    reduce(&mut s.public, *space);
                    s.public.reductions_left -= 1;
                    if s.public.reductions_left > 0 && !pirate_targets(&s.public).is_empty() {
                        return;
                    }
                    s.public.reductions_left = 0;
                }
                Action::Done if pirates => s.public.reductions_left = 0,
                Action::Done => passed[at] = true,
                Action::PlayCommodity { card, commodity } => {
                    take_from_hand(s, seat, *card);
                    discard(&mut s.public, *card);
                    let payout = pay(&mut s.public, *commodity, true);
                    ev.push(Event::Payout(payout.clone()));
                    s.public.last = Some(Last::Payout(payout));
                }
                Action::PlayLeader { card, protection } => {
                    take_from_hand(s, seat, *card);
                    s.public.gone.push(*card);
                    play_leader(&mut s.public, seat, *card, *protection, final_play, ev);
                }
                Action::PlayEvent { card, target } => {
                    take_from_hand(s, seat, *card);
                    discard(&mut s.public, *card);
                    let CardKind::Event(kind) = card.data().kind else { return };
                    s.public.events_played.push(kind);
                    s.public.events_this_turn.push(kind);
                    event(s, seat, kind, *target, final_play, ev);
                    if s.public.reductions_left > 0 && !s.public.seat(seat).eliminated {
                        if pirate_targets(&s.public).is_empty() {
                            s.public.reductions_left = 0;
                        } else {
                            return;
                        }
                    }
                    s.public.reductions_left = 0;
                }
                _ => {}
            }
            let next = flow::next_unpassed(&passed, at);
            s.public.phase = Phase::PlayCards { at: next, passed, final_play };
        }
        _ => {}
    }
}

/// A domination marker becomes a single token of its owner.
pub fn reduce(p: &mut Public, space: Prov) {
    let sp = p.space_mut(space);
    if let Some(owner) = sp.dom.take() {
        sp.dom_new = false;
        sp.old[owner.index()] += 1;
    }
}

// ----- 9.31 commodity payouts -----

/// Spaces a seat dominates that produce `c` (an off-map box counts for each of its commodities).
pub fn held(p: &Public, seat: Seat, c: Commodity) -> u32 {
    data().commodity_sets[c.index()].iter().filter(|x| p.space(*x).dom == Some(seat)).count() as u32
}

/// The payout of a commodity card: value × box², where the box is the number of spaces held, one higher with
/// a shortage (or Industry, for a holder), one lower with a surplus. Markers act on the first card only.
pub fn pay(p: &mut Public, c: Commodity, use_marker: bool) -> Payout {
    let shift = if use_marker { p.markers[c.index()] as i64 } else { 0 };
    if use_marker {
        p.markers[c.index()] = 0;
    }
    let mut out = Payout { commodity: c, held: Vec::new(), boxes: Vec::new(), paid: Vec::new() };
    for seat in Seat::all(p.players) {
        let n = held(p, seat, c) as i64;
        let industry = (n > 0 && p.seat(seat).has(adv::INDUSTRY)) as i64;
        let boxed = if n == 0 || p.seat(seat).eliminated { 0 } else { (n + shift + industry).max(0) };
        let paid = c.value() * boxed * boxed;
        p.seat_mut(seat).cash += paid;
        out.held.push(n as u32);
        out.boxes.push(boxed as u32);
        out.paid.push(paid);
    }
    out
}

// ----- 9.33 leaders -----

/// A leader's credit toward each advance it names (boosted by The Crusades this turn or Mongol Armies
/// earlier, per card).
pub fn leader_credit(p: &Public, card: CardId) -> i64 {
    match &card.data().kind {
        CardKind::Leader(l) => match l.boosted_by {
            Some(EventKind::Crusades) if p.events_this_turn.contains(&EventKind::Crusades) => l.boosted_credit,
            Some(EventKind::MongolArmies) if p.events_played.contains(&EventKind::MongolArmies) => l.boosted_credit,
            _ => l.credit,
        },
        _ => 0,
    }
}

fn play_leader(p: &mut Public, seat: Seat, card: CardId, protection: i64, final_play: bool, ev: &mut Vec<Event>) {
    p.seat_mut(seat).cash -= protection;
    // Printed Word: advances the leader credits that are already held are paid back at once.
    if p.seat(seat).has(adv::PRINTED_WORD) {
        let owned = card.data().leader_advances.iter().filter(|a| p.seat(seat).has(**a)).count() as i64;
        let rebate = owned * leader_credit(p, card);
        if rebate > 0 {
            p.seat_mut(seat).cash += rebate;
            ev.push(Event::Cash { seat, amount: rebate });
        }
    }
    if !final_play {
        p.leaders.push(LeaderPlay { card, seat, protection, patrons: Vec::new() });
    }
}

// ----- 9.32 events -----

fn event(s: &mut State, seat: Seat, kind: EventKind, target: Target, final_play: bool, ev: &mut Vec<Event>) {
    let live: Vec<Seat> = s.public.live().collect();
    // Enlightened Ruler shields its player from the events that strike everyone.
    let exposed: Vec<Seat> = live.iter().copied().filter(|x| !s.public.seat(*x).enlightened).collect();
    match (kind, target) {
        (EventKind::AlchemistsGold, Target::Seat(t)) => lose_half_cash(&mut s.public, t, ev),
        (EventKind::BlackDeath, Target::Area(a)) => {
            for x in Prov::all().filter(|x| x.data().area == a) {
                let sp = s.public.space_mut(x);
                sp.old.iter_mut().for_each(|t| *t = 0);
                sp.new.iter_mut().for_each(|t| *t = 0);
                reduce(&mut s.public, x);
            }
        }
        (EventKind::CivilWar, Target::Seat(t)) => {
            misery(s, t, 1, ev);
            if let Some(cap) = s.public.seat(t).capital
                && s.public.space(cap).dom == Some(t)
            {
                reduce(&mut s.public, cap);
            }
            lose_half_cash(&mut s.public, t, ev);
            s.public.seat_mut(t).civil_war = true;
        }
        (EventKind::Crusades, Target::Space(x)) => {
            let sp = s.public.space_mut(x);
            sp.old.iter_mut().for_each(|t| *t = 0);
            sp.new.iter_mut().for_each(|t| *t = 0);
            sp.dom = Some(seat);
            sp.dom_new = false;
            misery(s, seat, 1, ev);
        }
        (EventKind::EnlightenedRuler, _) => s.public.seat_mut(seat).enlightened = true,
        (EventKind::Famine, _) => {
            for x in live {
                let grain = held(&s.public, x, Commodity::Grain) as i32;
                let agri = s.public.seat(x).has(adv::IMPROVED_AGRICULTURE) as i32;
                misery(s, x, (4 - grain - agri).max(0), ev);
            }
        }
        (EventKind::Mysticism, _) => {
            for x in exposed {
                let science = crate::model::Adv::all()
                    .filter(|a| a.data().category == Category::Science && s.public.seat(x).has(*a))
                    .count() as i32;
                misery(s, x, (4 - science).max(0), ev);
            }
        }
        (EventKind::PapalDecree, Target::Category(c))
            if !s.public.events_this_turn.contains(&EventKind::ReligiousStrife) =>
        {
            s.public.banned = Some(c);
        }
        (EventKind::Pirates, _) => s.public.reductions_left = s.public.epoch,
        (EventKind::Rebellion, Target::Space(x)) => reduce(&mut s.public, x),
        (EventKind::ReligiousStrife, _) => {
            s.public.banned = None;
            s.public.strife_in_epoch_three |= s.public.epoch == 3;
            for x in exposed {
                let n = count_in(&s.public, x, Category::Religion);
                misery(s, x, n, ev);
            }
        }
        (EventKind::Uprisings, _) => {
            for x in exposed {
                let n = count_in(&s.public, x, Category::Commerce);
                misery(s, x, n, ev);
            }
        }
        (EventKind::MongolArmies, _) => {
            s.public.seat_mut(seat).cash += 10;
            ev.push(Event::Cash { seat, amount: 10 });
        }
        (EventKind::War, Target::Seat(t)) => war(s, seat, t, final_play, ev),
        (k, _) if k.weapon().is_some() => {
            let st = s.public.seat_mut(seat);
            st.weapon = st.weapon.max(k.weapon().unwrap_or(0));
        }
        _ => {}
    }
}

fn count_in(p: &Public, seat: Seat, c: Category) -> i32 {
    crate::model::Adv::all().filter(|a| a.data().category == c && p.seat(seat).has(*a)).count() as i32
}

fn lose_half_cash(p: &mut Public, seat: Seat, ev: &mut Vec<Event>) {
    let loss = half_up(p.seat(seat).cash.max(0));
    p.seat_mut(seat).cash -= loss;
    ev.push(Event::Cash { seat, amount: -loss });
}

/// Whether a seat may hold a domination marker in a space (seed 11.5: area V needs Overland East, the Far
/// East Ocean Navigation, the New World New World).
pub fn may_hold(p: &Public, seat: Seat, x: Prov) -> bool {
    let st = p.seat(seat);
    match x.data().area {
        Area::V => st.has(adv::OVERLAND_EAST),
        Area::FarEast => st.has(adv::OCEAN_NAVIGATION),
        Area::NewWorld => st.has(adv::NEW_WORLD),
        _ => true,
    }
}

/// The number of wars a declaration may run to: the rounds left in this turn's card play (seed 11.2).
pub fn war_limit(p: &Public, attacker: Seat) -> usize {
    p.live().count() - p.live().position(|x| x == attacker).unwrap_or(0)
}

/// War! (seed 11.2 and the card): both roll a die, +1 with Nationalism, +1 for the better weapon. A tie costs
/// both a misery step and is fought again (in the final card play against the next player), up to the
/// rounds left in the turn. The winner gains a step, the loser two, and the loser hands over domination
/// markers the winner can hold, as many as the difference, or takes a misery step for each one short.
pub fn war(s: &mut State, attacker: Seat, first: Seat, final_play: bool, ev: &mut Vec<Event>) {
    let limit = war_limit(&s.public, attacker);
    let mut result = War { attacker, rounds: Vec::new(), winner: None, markers_given: 0 };
    let mut defender = first;
    for round in 0..limit {
        if round > 0 && final_play {
            let others: Vec<Seat> = s.public.live().filter(|x| *x != attacker).collect();
            let i = others.iter().position(|x| *x == defender).unwrap_or(0);
            defender = others[(i + 1) % others.len()];
        }
        let p = &s.public;
        let modifier = |me: Seat, them: Seat| -> i32 {
            p.seat(me).has(adv::NATIONALISM) as i32 + (p.seat(me).weapon > p.seat(them).weapon) as i32
        };
        let (ma, md) = (modifier(attacker, defender), modifier(defender, attacker));
        let (da, dd) = (die(&mut s.rng), die(&mut s.rng));
        result.rounds.push((defender, da, ma, dd, md));
        let (ta, td) = (da as i32 + ma, dd as i32 + md);
        if ta == td {
            misery(s, attacker, 1, ev);
            misery(s, defender, 1, ev);
            if s.public.seat(attacker).eliminated || s.public.seat(defender).eliminated {
                break;
            }
            continue;
        }
        let (winner, loser) = if ta > td { (attacker, defender) } else { (defender, attacker) };
        misery(s, winner, 1, ev);
        misery(s, loser, 2, ev);
        let owed = (ta - td).unsigned_abs();
        let given = hand_over(&mut s.public, loser, winner, owed);
        misery(s, loser, (owed - given) as i32, ev);
        result.winner = Some(winner);
        result.markers_given = given;
        break;
    }
    ev.push(Event::War(result.clone()));
    s.public.last = Some(Last::War(result));
}

/// The loser gives his least valuable domination markers that the winner can hold (never his capital).
fn hand_over(p: &mut Public, loser: Seat, winner: Seat, owed: u32) -> u32 {
    let mut spaces: Vec<Prov> = Prov::all()
        .filter(|x| p.space(*x).dom == Some(loser) && p.seat(loser).capital != Some(*x) && may_hold(p, winner, *x))
        .collect();
    spaces.sort_by_key(|x| (x.data().market, *x));
    let mut given = 0;
    for x in spaces.into_iter().take(owed as usize) {
        let sp = p.space_mut(x);
        sp.dom = Some(winner);
        sp.old.iter_mut().for_each(|t| *t = 0);
        given += 1;
    }
    given
}

/// Ids of what a history card pays for (for the view).
pub fn card_commodities(card: CardId) -> Vec<Commodity> {
    match &card.data().kind {
        CardKind::Commodity(c) => c.clone(),
        _ => Vec::new(),
    }
}

/// The deck's size in cards of each epoch (for the completeness test).
pub fn epoch_count(epoch: u8) -> usize {
    data().cards.iter().filter(|c| c.epoch == epoch).count()
}
