//! Taxation: the nation's revenue (2M per working factory, 1M per flag) moves its tax-chart marker, each
//! space up pays its government a 1M success bonus; the revenue less 1M per unit on the board goes to the
//! treasury (never below nothing); the chart space gives power points, capped at 25, where the game ends.

use crate::action::Event;
use crate::model::{Nation, RULES, UnitKind};
use crate::state::State;

/// Taxes `n`; returns whether its power reached the end of the chart.
pub fn tax(s: &mut State, n: Nation, ev: &mut Vec<Event>) -> bool {
    let b = &mut s.board;
    let income = b.income(n);
    let step = RULES.tax_step(income);
    let from = b.nations[n].tax_chart;
    let bonus = step.income.saturating_sub(from) as u16 * RULES.costs.success_bonus_per_step;
    if let Some(gov) = b.gov(n) {
        s.cash[gov.index()] += bonus;
    }
    let pay = RULES.costs.soldier_pay * (b.on_board(n, UnitKind::Army) + b.on_board(n, UnitKind::Fleet));
    let treasury = income.saturating_sub(pay);
    let end = RULES.power.end;
    let state = &mut b.nations[n];
    state.tax_chart = step.income;
    state.treasury += treasury as u16;
    state.power = (state.power + step.power).min(end);
    ev.push(Event::Taxed {
        nation: n,
        income,
        chart_from: from,
        chart_to: step.income,
        bonus,
        power: step.power,
        total: state.power,
        treasury,
    });
    state.power >= end
}
