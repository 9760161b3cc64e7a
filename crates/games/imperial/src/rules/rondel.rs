//! The rondel: a nation moves its marker one to six spaces clockwise (three free, each further one 2M; the
//! first placement is free and anywhere) and does what the space says. Classic pays from the treasury and
//! refuses the investor space when its interest cannot be paid; 2010 pays from the government's cash, and a
//! Swiss bank may stop a nation that passes the investor space.

use statecraft_engine::Seat;

use super::Refusal;
use crate::action::{Action, Event};
use crate::model::{Nation, RULES, Ruleset, Space};
use crate::state::{Board, State};

/// Steps from the active nation's marker to `to` (`None` while the marker is still in the centre).
pub fn steps(b: &Board, to: Space) -> Option<u8> {
    b.nations[b.active].rondel.map(|from| from.steps_to(to))
}

/// What moving the active nation to `to` costs (0 for the first placement).
pub fn cost(b: &Board, to: Space) -> u16 {
    steps(b, to).map_or(0, |d| RULES.rondel_cost(d))
}

/// The spaces the active nation may reach, in clockwise order from its marker (all eight from the centre).
pub fn reachable(b: &Board) -> impl Iterator<Item = Space> {
    let from = b.nations[b.active].rondel;
    let max = RULES.rondel.max_steps;
    (0..8u8).filter_map(move |k| match from {
        None => Some(Space::ALL[k as usize]),
        Some(f) => (1..=max).contains(&(k + 1)).then(|| f.plus(k + 1)),
    })
}

/// Interest the government must add from its cash so that every other bondholder is paid in full, given
/// what is left in the treasury.
fn interest_shortfall(b: &Board, n: Nation, treasury: u16) -> u16 {
    let (total, own) = b.interest_due(n);
    if treasury >= total { 0 } else { (total - own).saturating_sub(treasury) }
}

/// Whether the active nation may move to `to` now.
pub fn check(s: &State, to: Space) -> Result<(), Refusal> {
    let b = &s.board;
    let n = b.active;
    let Some(gov) = b.gov(n) else { return Err(Refusal::NotYourDecision) };
    if let Some(d) = steps(b, to)
        && !(1..=RULES.rondel.max_steps).contains(&d)
    {
        return Err(Refusal::RondelDistance);
    }
    let cost = cost(b, to);
    let cash = s.cash[gov.index()];
    match b.ruleset {
        Ruleset::Classic if b.nations[n].treasury < cost => {
            return Err(Refusal::RondelCost { cost, from_treasury: true, have: b.nations[n].treasury });
        }
        Ruleset::Y2010 if cash < cost => return Err(Refusal::RondelCost { cost, from_treasury: false, have: cash }),
        _ => {}
    }
    if b.ruleset == Ruleset::Classic && to == Space::Investor {
        let short = interest_shortfall(b, n, b.nations[n].treasury - cost);
        if short > cash {
            return Err(Refusal::InterestUnpaid { short, cash });
        }
    }
    Ok(())
}

pub fn legal(s: &State, out: &mut Vec<Action>) {
    out.extend(reachable(&s.board).filter(|&space| check(s, space).is_ok()).map(|space| Action::Rondel { space }));
}

/// Whether moving from `from` to `to` passes over the investor space without stopping there.
pub fn passes_investor(from: Option<Space>, to: Space) -> bool {
    let Some(from) = from else { return false };
    (1..from.steps_to(to)).any(|k| from.plus(k) == Space::Investor)
}

/// 2010: the next Swiss bank owner (a player governing nothing) in seating order after the active
/// government, from offset `from` on, with its offset.
pub fn next_swiss_bank(b: &Board, from: u8) -> Option<(Seat, u8)> {
    let gov = b.gov(b.active)?;
    (from..b.players).map(|k| (Seat((gov.0 + k) % b.players), k)).find(|&(seat, _)| !b.governs_any(seat))
}

/// 2010: whether moving to `to` lets Swiss banks stop the nation at the investor space (it passes it, and its
/// treasury could pay all interest), and the first bank to ask.
pub fn veto_possible(b: &Board, to: Space) -> Option<(Seat, u8)> {
    let n = b.active;
    if b.ruleset != Ruleset::Y2010 || !passes_investor(b.nations[n].rondel, to) {
        return None;
    }
    let (total, _) = b.interest_due(n);
    if b.nations[n].treasury < total {
        return None;
    }
    next_swiss_bank(b, 1)
}

/// Moves the active nation's marker to `to` and pays for the distance; notes a passed investor space.
pub fn move_marker(s: &mut State, to: Space, ev: &mut Vec<Event>) {
    let cost = cost(&s.board, to);
    let b = &mut s.board;
    let n = b.active;
    match b.ruleset {
        Ruleset::Classic => b.nations[n].treasury -= cost,
        Ruleset::Y2010 => {
            let gov = b.gov(n).expect("the active nation is governed");
            s.cash[gov.index()] -= cost;
        }
    }
    b.pending_investor = passes_investor(b.nations[n].rondel, to);
    b.nations[n].rondel = Some(to);
    ev.push(Event::RondelMoved { nation: n, space: to, cost });
}
