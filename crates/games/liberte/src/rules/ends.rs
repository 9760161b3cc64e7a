//! The three ends: after turn 4 by victory points; the radical landslide (17+ red votes) by red points; the
//! royalist counter-revolution (white controls 7+ fleur-de-lis provinces, each defeat counting as one, from
//! turn 3 and outside the election) by white points. Accumulated VP do not count in the sudden deaths.

use statecraft_engine::Seat;

use crate::action::Event;
use crate::model::{Faction, data};
use crate::state::{End, Stage, State};

/// Blocks of `faction` shown on the cards in `seat`'s hand and display.
pub fn card_points(s: &State, seat: Seat, faction: Faction) -> i64 {
    s.hands[seat.index()].iter().chain(&s.public.displays[seat.index()]).map(|c| c.card().points(faction)).sum()
}

/// Held votes, controlled blocks on the board and card points of `faction` (the sudden-death count).
pub fn faction_points(s: &State, seat: Seat, faction: Faction) -> i64 {
    let p = &s.public;
    let board: i64 = p
        .provinces
        .iter()
        .flatten()
        .filter(|st| st.owner == seat && st.faction == faction)
        .map(|st| st.blocks as i64)
        .sum();
    p.held[seat.index()][faction.index()] as i64 + board + card_points(s, seat, faction)
}

/// The total value of the cards in a display (the tie-break after turn 4).
pub fn display_value(s: &State, seat: Seat) -> i64 {
    s.public.displays[seat.index()].iter().map(|c| c.card().value as i64).sum()
}

/// Whether the counter-revolution can happen now and has.
pub fn counter_revolution(s: &State) -> bool {
    let p = &s.public;
    let open = matches!(p.stage, Stage::Refresh { .. } | Stage::Actions | Stage::Battle);
    open && p.turn >= data().counter_revolution_from_turn && p.royalist_count() >= data().counter_revolution_provinces
}

pub fn landslide(s: &State) -> bool {
    s.public.votes[Faction::Red.index()] >= data().landslide_red_votes
}

/// Ends the game: scores by the end's count, winners with its tie-breaks, a shared win if still level.
pub fn finish(s: &mut State, end: End, ev: &mut Vec<Event>) {
    let seats: Vec<Seat> = Seat::all(s.public.players).collect();
    let (scores, tiebreak): (Vec<i64>, Vec<i64>) = match end {
        End::Turns => (s.public.vp.clone(), seats.iter().map(|x| display_value(s, *x)).collect()),
        End::RadicalLandslide => (
            seats.iter().map(|x| faction_points(s, *x, Faction::Red)).collect(),
            seats.iter().map(|x| card_points(s, *x, Faction::Red)).collect(),
        ),
        End::CounterRevolution => (
            seats.iter().map(|x| faction_points(s, *x, Faction::White)).collect(),
            seats.iter().map(|x| card_points(s, *x, Faction::White)).collect(),
        ),
    };
    let best = seats.iter().map(|x| (scores[x.index()], tiebreak[x.index()])).max().unwrap_or((0, 0));
    let winners: Vec<Seat> =
        seats.iter().copied().filter(|x| (scores[x.index()], tiebreak[x.index()]) == best).collect();
    let p = &mut s.public;
    p.stage = Stage::Over;
    p.end = Some(end);
    p.contest = None;
    p.final_scores = scores.clone();
    p.winners = winners.clone();
    ev.push(Event::GameOver { end, scores, winners });
}
