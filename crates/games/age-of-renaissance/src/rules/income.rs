//! Income (seed 9.6): new pieces become old, each player is paid from his mat by the domination markers he
//! has on the board, Interest & Profit doubles cash up to the income, New World relieves a step of misery;
//! then the first player rolls the shortages and surpluses of the next turn (9.61).

use statecraft_engine::Seat;

use crate::action::Event;
use crate::model::{Commodity, adv, data};
use crate::rules::cards::held;
use crate::rules::{die, draw, misery, scores};
use crate::state::State;

/// Income on the mat for this many domination markers (substitute table, docs/data-gaps.md): $15 plus the
/// number of players at the start for each marker, up to the 25 markers of the mat; Middle Class adds $10.
pub fn income(players: usize, markers: u32, middle_class: bool) -> i64 {
    let rules = &data().rules;
    rules.income_base
        + markers.min(rules.domination_markers) as i64 * players as i64
        + if middle_class { 10 } else { 0 }
}

/// Interest & Profit: cash on hand is doubled, but by no more than the income.
pub fn interest(cash: i64, income: i64) -> i64 {
    cash.max(0).min(income)
}

pub fn run(s: &mut State, ev: &mut Vec<Event>) {
    for sp in &mut s.public.spaces {
        for (o, n) in sp.old.iter_mut().zip(sp.new.iter_mut()) {
            *o += *n;
            *n = 0;
        }
        sp.dom_new = false;
    }
    let live: Vec<Seat> = s.public.live().collect();
    for &x in &live {
        let p = &s.public;
        let st = p.seat(x);
        let base = income(p.players, p.dominations(x), st.has(adv::MIDDLE_CLASS));
        let extra = if st.has(adv::INTEREST_PROFIT) { interest(st.cash, base) } else { 0 };
        s.public.seat_mut(x).cash += base + extra;
        ev.push(Event::Income { seat: x, amount: base + extra });
        if s.public.seat(x).has(adv::NEW_WORLD) {
            misery(s, x, -1, ev);
        }
    }
    if !s.public.final_turn {
        shortages(s, ev);
    }
    let now = scores(&s.public);
    s.public.history.push(now);
}

/// Two rolls of three dice: black + white names the commodity (12 both Gold and Ivory), the coloured die
/// 1–3 a shortage and 4–6 a surplus. The majority holder draws a card on a shortage and pays $1 a space on a
/// surplus. Boxes add up to two either way and opposite results cancel.
fn shortages(s: &mut State, ev: &mut Vec<Event>) {
    let mut rolls = Vec::new();
    for _ in 0..2 {
        let (c, b, w) = (die(&mut s.rng), die(&mut s.rng), die(&mut s.rng));
        rolls.push((c, b, w));
        let shortage = c <= 3;
        for com in Commodity::ALL.into_iter().filter(|x| x.dice() == b + w) {
            let m = &mut s.public.next_markers[com.index()];
            *m = (*m + if shortage { 1 } else { -1 }).clamp(-2, 2);
            let Some(major) = majority(&s.public, com) else { continue };
            if shortage {
                draw(s, major, ev);
            } else {
                let n = held(&s.public, major, com) as i64;
                let st = s.public.seat_mut(major);
                let pay = n.min(st.cash.max(0));
                st.cash -= pay;
                ev.push(Event::Cash { seat: major, amount: -pay });
            }
        }
    }
    ev.push(Event::Markers { rolls, markers: s.public.next_markers.clone() });
}

/// The one seat holding the most spaces of a commodity (none on a tie or when nobody holds any).
pub fn majority(p: &crate::state::Public, c: Commodity) -> Option<Seat> {
    let counts: Vec<(Seat, u32)> = p.live().map(|x| (x, held(p, x, c))).collect();
    let best = counts.iter().map(|c| c.1).max().unwrap_or(0);
    let top: Vec<Seat> = counts.iter().filter(|c| c.1 == best).map(|c| c.0).collect();
    (best > 0 && top.len() == 1).then(|| top[0])
}
