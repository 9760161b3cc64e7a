//! The turn's flow: applies an action through its section and decides what comes next. Nations act in turn
//! order (a nation without a government is skipped): the government moves the rondel marker, the space's
//! action follows, then the investor turn of a passed investor space, then the next nation.
//!
//! A step in which the player would have nothing to decide (no factory left to switch off, nowhere to
//! build, no unit that can still move, a single possible stance) is taken here without asking. Such steps
//! depend only on the public board, never on anyone's cash, so skipping them reveals nothing.

use statecraft_engine::Seat;

use super::maneuver::Fighter;
use super::{
    acting_seat, bonds, donation, factory, flags, import, investor, maneuver, production, rondel, setup, taxation,
};
use crate::action::{Action, Event};
use crate::model::{Nation, RULES, Region, RegionSet, Ruleset, Space, Stance, UnitKind};
use crate::state::{Board, Maneuver, NationSet, Phase, State};

/// Applies an action known to be legal, then every step that decides nothing.
pub fn apply(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    step(s, seat, action, ev);
    while let Some(auto) = nothing_to_decide(&s.board) {
        let seat = acting_seat(&s.board).expect("a step to take has a seat to take it");
        step(s, seat, &auto, ev);
    }
}

fn step(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    use Action as A;
    if let Some(nation) = s.board.donating.take() {
        if let A::Donate { amount } = *action {
            donation::give(s, seat, nation, amount, ev);
        }
        return;
    }
    let b = &mut s.board;
    match (b.phase, action) {
        (_, &A::DonateTo { nation }) => b.donating = Some(nation),
        (Phase::Draft { .. }, _) => draft(s, seat, action, ev),
        (Phase::Invest { order, pos }, _) => {
            invest(s, seat, action, ev);
            if pos + 1 < order.len() {
                s.board.phase = Phase::Invest { order, pos: pos + 1 };
            } else {
                investor::pass_card(s, ev);
                next_turn(&mut s.board);
            }
        }
        (Phase::Rondel, &A::Rondel { space }) => match rondel::veto_possible(b, space) {
            Some((seat, asked)) => b.phase = Phase::Veto { space, seat, asked },
            None => go_to(s, space, ev),
        },
        (Phase::Veto { seat: bank, .. }, A::ForceInvestor) => {
            ev.push(Event::Forced { seat: bank, nation: b.active });
            go_to(s, Space::Investor, ev);
        }
        (Phase::Veto { space, asked, .. }, _) => match rondel::next_swiss_bank(b, asked + 1) {
            Some((seat, asked)) => b.phase = Phase::Veto { space, seat, asked },
            None => go_to(s, space, ev),
        },
        (Phase::Factory, &A::Build { region }) => {
            factory::build(s, region, ev);
            end_action(s, ev);
        }
        (Phase::Factory, _) => {
            ev.push(Event::FactoryDeclined { nation: b.active });
            end_action(s, ev);
        }
        (Phase::Production { mut skipped }, &A::SkipFactory { region }) => {
            skipped.insert(region);
            b.phase = Phase::Production { skipped };
        }
        (Phase::Production { skipped }, _) => {
            production::produce(s, skipped, ev);
            end_action(s, ev);
        }
        (Phase::Import { placed }, &A::Import { region, kind }) => {
            import::import(s, region, kind, ev);
            if placed + 1 >= RULES.costs.import_max {
                end_action(s, ev);
            } else {
                s.board.phase = Phase::Import { placed: placed + 1 };
            }
        }
        (Phase::Import { .. }, _) => end_action(s, ev),
        (Phase::Fleets, &A::MoveFleet { from, to }) => {
            maneuver::move_fleet(b, from, to, ev);
            arrive(b, to, UnitKind::Fleet);
        }
        (Phase::Fleets, A::EndFleets) => b.phase = Phase::Armies,
        (Phase::Fleets | Phase::Armies, &A::Attack { region, kind, nation, against }) => {
            maneuver::battle(b, region, kind, Fighter::Unmoved, nation, against, ev);
            flags::after_battle(b, region, ev);
        }
        (Phase::Armies, &A::SelectArmy { from, stance }) => {
            b.phase = Phase::ArmyDest { from, stance: maneuver::picked_stance(b, from, stance) };
        }
        (Phase::Armies, &A::ChangeStance { region, to }) => {
            maneuver::change_stance(b, region, to, ev);
            if to == Stance::Hostile {
                ask_defenders(b, region, UnitKind::Army, Fighter::Turned, NationSet::default());
            }
        }
        (Phase::Armies, &A::DestroyFactory { region }) => maneuver::destroy(b, region, ev),
        (Phase::Armies, _) => {
            flags::end_of_maneuver(b, ev);
            b.maneuver = Maneuver::default();
            end_action(s, ev);
        }
        (Phase::ArmyDest { from, stance }, &A::MoveArmy { to, .. }) => {
            maneuver::move_army(b, from, stance, to, ev);
            arrive(b, to, UnitKind::Army);
        }
        (Phase::ArmyDest { from, stance }, _) => {
            maneuver::hold_army(b, from, stance);
            b.phase = Phase::Armies;
        }
        (Phase::Entry { region, kind }, &A::Fight { nation, kind: theirs }) => {
            maneuver::battle(b, region, kind, Fighter::Mover { stance: None }, nation, theirs, ev);
            flags::after_battle(b, region, ev);
            resume(b, kind);
        }
        (Phase::Entry { region, kind }, _) => {
            let stance = match action {
                A::Friendly => Some(Stance::Friendly),
                A::Hostile => Some(Stance::Hostile),
                _ => None,
            };
            if let Some(stance) = stance {
                maneuver::declare(b, region, stance, ev);
            }
            ask_defenders(b, region, kind, Fighter::Mover { stance }, NationSet::default());
        }
        (Phase::ChooseDefender { region, kind, challenger, asked }, &A::AskDefender { nation }) => {
            b.phase = Phase::Defence { region, kind, challenger, nation, asked };
        }
        (Phase::Defence { region, kind, challenger, nation, .. }, &A::Resist { kind: theirs }) => {
            maneuver::battle(b, region, kind, challenger, nation, theirs, ev);
            flags::after_battle(b, region, ev);
            resume(b, kind);
        }
        (Phase::Defence { region, kind, challenger, nation, asked }, _) => {
            ev.push(Event::Tolerated { nation, region });
            ask_defenders(b, region, kind, challenger, asked.with(nation));
        }
        // Nothing else is ever legal.
        _ => {}
    }
}

/// The step to take for the player when there is nothing to decide in it.
fn nothing_to_decide(b: &Board) -> Option<Action> {
    if b.donating.is_some() {
        return None;
    }
    match b.phase {
        Phase::Production { skipped } if production::producing(b, skipped).is_empty() => Some(Action::Produce),
        Phase::Factory if factory::sites(b).is_empty() => Some(Action::DeclineFactory),
        Phase::Import { .. } if !import::possible(b) => Some(Action::EndImport),
        Phase::Fleets if !maneuver::fleets_can_act(b) => Some(Action::EndFleets),
        Phase::Armies if !maneuver::armies_can_act(b) => Some(Action::EndManeuver),
        Phase::Entry { region, kind } => {
            let mut options = Vec::new();
            maneuver::legal_entry(b, region, kind, &mut options);
            (options.len() == 1).then(|| options.remove(0))
        }
        _ => None,
    }
}

/// Moves the marker to `space` and starts its action.
fn go_to(s: &mut State, space: Space, ev: &mut Vec<Event>) {
    rondel::move_marker(s, space, ev);
    let b = &mut s.board;
    let n = b.active;
    match space {
        Space::Factory => b.phase = Phase::Factory,
        Space::Production1 | Space::Production2 => b.phase = Phase::Production { skipped: RegionSet::EMPTY },
        Space::Import => b.phase = Phase::Import { placed: 0 },
        Space::Maneuver1 | Space::Maneuver2 => {
            b.maneuver = Maneuver::default();
            b.phase = if b.on_board(n, UnitKind::Fleet) > 0 { Phase::Fleets } else { Phase::Armies };
        }
        Space::Investor => {
            investor::pay_interest(s, n, ev);
            start_investor_turn(s, ev);
        }
        Space::Taxation => {
            if taxation::tax(s, n, ev) {
                s.board.phase = Phase::Over;
                ev.push(Event::GameOver);
            } else {
                end_action(s, ev);
            }
        }
    }
}

fn start_investor_turn(s: &mut State, ev: &mut Vec<Event>) {
    let order = investor::begin(s, ev);
    s.board.phase = Phase::Invest { order, pos: 0 };
}

fn invest(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    match *action {
        Action::Buy { nation, value } => bonds::buy(s, seat, nation, value, None, ev),
        Action::TradeUp { nation, give, take } => bonds::buy(s, seat, nation, take, Some(give), ev),
        _ => ev.push(Event::InvestPassed { seat }),
    }
}

fn draft(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
    let Phase::Draft { nation, left, first, .. } = s.board.phase else { return };
    match *action {
        Action::Buy { nation, value } => bonds::buy(s, seat, nation, value, None, ev),
        _ => ev.push(Event::DraftPassed { seat, nation }),
    }
    let b = &mut s.board;
    let p = b.players;
    let next_first = Seat((first.0 + 1) % p);
    b.phase = if left > 0 {
        Phase::Draft { nation, seat: Seat((seat.0 + 1) % p), left: left - 1, first }
    } else if nation != Nation::RU {
        let nation = Nation::from_index(nation.idx() + 1);
        Phase::Draft { nation, seat: next_first, left: p - 1, first: next_first }
    } else if Nation::ALL.iter().all(|&n| b.gov(n).is_none()) {
        // Nobody bought anything: the draft starts over, the next player choosing first.
        ev.push(Event::DraftRestarted);
        Phase::Draft { nation: Nation::AH, seat: next_first, left: p - 1, first: next_first }
    } else {
        setup::begin_play(b);
        return;
    };
}

/// A unit of `kind` of the active nation has arrived in `to`: ask for its intent where needed.
fn arrive(b: &mut Board, to: Region, kind: UnitKind) {
    if maneuver::entry_needed(b, to, kind) {
        b.phase = Phase::Entry { region: to, kind };
    } else {
        resume(b, kind);
    }
}

/// Asks the next government that could battle the active unit: in the fixed order of nations (classic), or
/// in the order the active government chooses (2010, rulebook p. 8).
fn ask_defenders(b: &mut Board, region: Region, kind: UnitKind, challenger: Fighter, asked: NationSet) {
    let (first, second) = {
        let mut left = maneuver::defenders(b, region, kind, asked);
        (left.next(), left.next())
    };
    b.phase = match (first, second) {
        (None, _) => return resume(b, kind),
        (Some(_), Some(_)) if b.ruleset == Ruleset::Y2010 => Phase::ChooseDefender { region, kind, challenger, asked },
        (Some(nation), _) => Phase::Defence { region, kind, challenger, nation, asked },
    };
}

/// Back to moving units of `kind`.
fn resume(b: &mut Board, kind: UnitKind) {
    b.phase = match kind {
        UnitKind::Fleet => Phase::Fleets,
        UnitKind::Army => Phase::Armies,
    };
}

/// The space's action is done: the investor turn of a passed investor space follows, then the next nation.
fn end_action(s: &mut State, ev: &mut Vec<Event>) {
    if s.board.pending_investor {
        s.board.pending_investor = false;
        start_investor_turn(s, ev);
    } else {
        next_turn(&mut s.board);
    }
}

fn next_turn(b: &mut Board) {
    b.active = b.next_governed(b.active).unwrap_or(b.active);
    b.phase = Phase::Rondel;
}
