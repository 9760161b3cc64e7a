//! The action rounds: play a club or personality card (blocks in its region, or a token in the battle box),
//! a second value-1 card, a special card before or after; take a card (two discards first at nine cards or
//! more, a second face-up value-1 card); or pass.
//!
//! Placement: a province holds at most three stacks and at most one per player; a player adds blocks to their
//! own stack only of the same faction and up to three blocks (`docs/data-gaps.md`).

use statecraft_engine::Seat;

use crate::action::{Action, Event, Source};
use crate::model::{CardId, Faction, Province, Region, data};
use crate::rules::{cards, special};
use crate::state::{Doing, Placing, Public, Stack, Stage, State};

/// Why a block may not go to a province, or `None` if it may.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoPlace {
    WrongRegion,
    SupplyEmpty,
    OwnStackOtherFaction,
    OwnStackFull,
    ProvinceFull,
    NoToken,
}

/// The one check of the placement rules, used by the legal list and by the refusal.
pub fn placement(
    p: &Public,
    seat: Seat,
    province: Province,
    faction: Faction,
    region: Option<Region>,
) -> Option<NoPlace> {
    placement_with(p, seat, province, faction, region, p.free_tokens(seat))
}

/// [`placement`] with the seat's free tokens already counted (the legal list asks for many provinces).
fn placement_with(
    p: &Public,
    seat: Seat,
    province: Province,
    faction: Faction,
    region: Option<Region>,
    free_tokens: u8,
) -> Option<NoPlace> {
    if region.is_some_and(|r| province.info().region != r) {
        return Some(NoPlace::WrongRegion);
    }
    if p.supply[faction.index()] == 0 {
        return Some(NoPlace::SupplyEmpty);
    }
    match p.stack_of(province, seat) {
        Some(st) if st.faction != faction => Some(NoPlace::OwnStackOtherFaction),
        Some(st) if st.blocks >= 3 => Some(NoPlace::OwnStackFull),
        Some(_) => None,
        None if p.stacks(province).len() >= 3 => Some(NoPlace::ProvinceFull),
        None if free_tokens == 0 => Some(NoPlace::NoToken),
        None => None,
    }
}

fn can_place_any(p: &Public, seat: Seat, faction: Faction, region: Option<Region>) -> bool {
    let free = p.free_tokens(seat);
    Province::all().any(|pr| placement_with(p, seat, pr, faction, region, free).is_none())
}

/// Why a club or personality card may not be played now, or `None`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoPlay {
    NotInHand,
    NotPolitical,
    AlreadyPlayed,
    SecondNeedsValueOne,
    SecondWrongRegion,
    SecondNotAfterBlocks,
    FirstEdition,
    TakingCards,
    Placing,
    NoBattleBeforeTurnTwo,
    NoCannon,
    NoToken,
    NowhereToPlace,
    DisplayFull,
}

pub fn play_check(s: &State, seat: Seat, card: CardId, battle: bool, keep: bool) -> Option<NoPlay> {
    let p = &s.public;
    let d = &p.doing;
    let c = card.card();
    if !s.hands[seat.index()].contains(&card) {
        return Some(NoPlay::NotInHand);
    }
    if !c.is_political() {
        return Some(NoPlay::NotPolitical);
    }
    if d.placing.is_some() {
        return Some(NoPlay::Placing);
    }
    if d.discarded > 0 || d.taken > 0 {
        return Some(NoPlay::TakingCards);
    }
    let faction = c.faction?;
    let region = if d.played == 0 {
        if battle {
            if p.turn < 2 {
                return Some(NoPlay::NoBattleBeforeTurnTwo);
            }
            if !c.cannon {
                return Some(NoPlay::NoCannon);
            }
            if p.free_tokens(seat) == 0 {
                return Some(NoPlay::NoToken);
            }
        }
        c.region()
    } else {
        if d.played >= 2 {
            return Some(NoPlay::AlreadyPlayed);
        }
        if p.first_edition {
            return Some(NoPlay::FirstEdition);
        }
        let Some(first_region) = d.value_one_region else { return Some(NoPlay::SecondNotAfterBlocks) };
        if battle {
            return Some(NoPlay::SecondNotAfterBlocks);
        }
        if c.value != 1 {
            return Some(NoPlay::SecondNeedsValueOne);
        }
        if c.region().is_some_and(|r| r != first_region) {
            return Some(NoPlay::SecondWrongRegion);
        }
        Some(first_region)
    };
    if !battle && !can_place_any(p, seat, faction, region) {
        return Some(NoPlay::NowhereToPlace);
    }
    if keep && !p.display_room(seat, Some(card)) {
        return Some(NoPlay::DisplayFull);
    }
    None
}

pub fn legal(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &s.public;
    let d = &p.doing;
    let hand = &s.hands[seat.index()];
    if let Some(pl) = &d.placing {
        let free = p.free_tokens(seat);
        for province in Province::all() {
            if placement_with(p, seat, province, pl.faction, pl.region, free).is_none() {
                out.push(Action::Block { province });
            }
        }
        return;
    }
    if d.taken > 0 {
        if d.taken == 1 && d.took_value_one && !p.first_edition {
            for &card in &p.face_up {
                if second_take_fits(card) {
                    out.push(Action::Take { source: Source::FaceUp { card } });
                }
            }
        }
        out.push(Action::EndAction);
        return;
    }
    if d.discarded > 0 {
        if d.discarded < 2 {
            out.extend(hand.iter().map(|&card| Action::Discard { card }));
        } else {
            cards::sources(s, out);
        }
        return;
    }
    if d.played < 2 {
        for &card in hand {
            for battle in [false, true] {
                // Keeping differs from discarding only by the display's room: check the rules once.
                if play_check(s, seat, card, battle, false).is_none() {
                    out.push(Action::Play { card, battle, keep: false });
                    if p.display_room(seat, Some(card)) {
                        out.push(Action::Play { card, battle, keep: true });
                    }
                }
            }
        }
    }
    if !d.special_used {
        special::legal(s, seat, out);
    }
    if d.started() {
        out.push(Action::EndAction);
    } else {
        if hand.len() >= data().take_discard_at {
            out.extend(hand.iter().map(|&card| Action::Discard { card }));
        } else {
            cards::sources(s, out);
        }
        out.push(Action::Pass);
    }
}

/// A second card taken in the same action must be a face-up club or personality of value 1.
pub fn second_take_fits(card: CardId) -> bool {
    let c = card.card();
    c.is_political() && c.value == 1
}

pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match *action {
        Action::Play { card, battle, keep } => play(s, seat, card, battle, keep, ev),
        Action::Block { province } => place(s, seat, province, ev),
        Action::Special { card, target } => special::apply(s, seat, card, target, ev),
        Action::Discard { card } => {
            cards::discard_from_hand(s, seat, card, ev);
            s.public.doing.discarded += 1;
        }
        Action::Take { source } => {
            let first = s.public.doing.taken == 0;
            let taken = cards::take(s, seat, source, ev);
            let d = &mut s.public.doing;
            d.taken += 1;
            if first {
                d.took_value_one = matches!(source, Source::FaceUp { .. }) && taken.is_some_and(second_take_fits);
            }
        }
        Action::EndAction => end_action(s, false, ev),
        Action::Pass => {
            ev.push(Event::Passed { seat });
            end_action(s, true, ev);
        }
        _ => {}
    }
}

fn play(s: &mut State, seat: Seat, card: CardId, battle: bool, keep: bool, ev: &mut Vec<Event>) {
    let c = card.card();
    let hand = &mut s.hands[seat.index()];
    if let Some(at) = hand.iter().position(|x| *x == card) {
        hand.remove(at);
    }
    let p = &mut s.public;
    if keep {
        p.displays[seat.index()].push(card);
    } else {
        p.discard.push(card);
    }
    ev.push(Event::Played { seat, card, battle, keep });
    let second = p.doing.played > 0;
    p.doing.played += 1;
    if battle {
        p.battle_box[seat.index()] += 1;
        return;
    }
    let region = if second { p.doing.value_one_region } else { c.region() };
    let faction = c.faction.unwrap_or(Faction::Blue);
    p.doing.placing = Some(Placing { card, faction, region, left: c.value });
}

fn place(s: &mut State, seat: Seat, province: Province, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    let Some(mut pl) = p.doing.placing.take() else { return };
    let stacks = &mut p.provinces[province.index()];
    match stacks.iter_mut().find(|st| st.owner == seat) {
        Some(st) => st.blocks += 1,
        None => stacks.push(Stack { owner: seat, faction: pl.faction, blocks: 1 }),
    }
    p.supply[pl.faction.index()] -= 1;
    if p.supply[pl.faction.index()] == 0 {
        p.exhausted = true;
    }
    ev.push(Event::Placed { seat, province, faction: pl.faction });
    let first_block = p.doing.played == 1 && pl.left == pl.card.card().value;
    if first_block && pl.card.card().value == 1 {
        p.doing.value_one_region = Some(province.info().region);
    }
    pl.left -= 1;
    if pl.left > 0 && can_place_any(p, seat, pl.faction, pl.region) {
        p.doing.placing = Some(pl);
    }
}

/// Ends the active player's action; the action phase ends once a supply is exhausted (or every player passed
/// in a row) and the round is complete.
pub fn end_action(s: &mut State, passed: bool, ev: &mut Vec<Event>) {
    let p = &mut s.public;
    p.doing = Doing::default();
    p.passes = if passed { p.passes + 1 } else { 0 };
    let last = p.active + 1 == p.players;
    if last && (p.exhausted || p.passes >= p.players) {
        ev.push(Event::ActionPhaseEnds);
        p.stage = Stage::Battle;
        p.active = 0;
    } else {
        p.active = (p.active + 1) % p.players;
    }
}
