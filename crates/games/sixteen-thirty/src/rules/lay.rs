//! Influence piles: which card may be laid where, laying in secret and revealing together, and taking cards
//! off piles.
//!
//! One pile per nation per player, all strong or all weak. Named cards start or grow a strong pile of their
//! nation; Open cards only join a strong pile that already holds a named card, and count for its nation.
//! A weak pile takes no cards, and a new pile of that nation can start only once the weak one is gone.

use statecraft_engine::Seat;

use crate::action::{Action, Event};
use crate::data::data;
use crate::model::{Card, Kind, Nation, Pile, distinct, insert_sorted, remove_one};
use crate::rules::Handoff;
use crate::state::{Phase, Public, State};

/// Whether `seat` may lay `card` on its `nation` pile, counting the cards it has laid in secret (`pending`).
pub fn can_lay(public: &Public, pending: &[(Card, Nation)], seat: Seat, card: Card, nation: Nation) -> bool {
    let pile = public.pile(seat, nation);
    if pile.is_some_and(|p| !p.strong) {
        return false;
    }
    match card.kind {
        Kind::Named(m) => m == nation,
        Kind::Open => {
            pile.is_some_and(|p| p.named_count() > 0)
                || pending.iter().any(|(c, n)| *n == nation && matches!(c.kind, Kind::Named(_)))
        }
        Kind::Special(_) => false,
    }
}

/// Every legal `Lay` of `seat` from its hand, limited to `only` when a vote's nation is fixed.
pub fn lay_options(s: &State, seat: Seat, only: Option<Nation>, out: &mut Vec<Action>) {
    let pending = &s.pending[seat.index()];
    for card in distinct(&s.hands[seat.index()]) {
        let nations: &[Nation] = match (card.kind, only) {
            (Kind::Named(m), _) => &[m],
            (Kind::Open, Some(n)) => &[n][..],
            (Kind::Open, None) => &Nation::ALL,
            (Kind::Special(_), _) => &[],
        };
        for &nation in nations {
            if only.is_none_or(|n| n == nation) && can_lay(&s.public, pending, seat, card, nation) {
                out.push(Action::Lay { card, nation });
            }
        }
    }
}

pub fn add_to_pile(public: &mut Public, seat: Seat, nation: Nation, card: Card) {
    match public.pile_mut(seat, nation) {
        Some(pile) => insert_sorted(&mut pile.cards, card),
        None => {
            let piles = &mut public.piles[seat.index()];
            let at = piles.partition_point(|p| p.nation < nation);
            piles.insert(at, Pile { nation, strong: true, cards: vec![card] });
        }
    }
}

/// Takes one card off a pile into the discards; an emptied pile disappears.
pub fn remove_from_pile(public: &mut Public, seat: Seat, nation: Nation, card: Card) {
    let piles = &mut public.piles[seat.index()];
    if let Some(i) = piles.iter().position(|p| p.nation == nation) {
        if remove_one(&mut piles[i].cards, card) {
            public.discard.push(card);
        }
        if piles[i].cards.is_empty() {
            piles.remove(i);
        }
    }
}

/// Moves a card from the hand to the secret pending list.
pub fn lay_secretly(s: &mut State, seat: Seat, card: Card, nation: Nation) {
    remove_one(&mut s.hands[seat.index()], card);
    s.pending[seat.index()].push((card, nation));
}

/// Turns every seat's secret cards face up on its piles.
pub fn reveal_pending(s: &mut State, ev: &mut Vec<Event>) {
    for seat in Seat::all(s.public.players) {
        let cards = std::mem::take(&mut s.pending[seat.index()]);
        if cards.is_empty() {
            continue;
        }
        // Named cards first, so that an Open card always finds its named card on the pile.
        let mut ordered = cards.clone();
        ordered.sort_by_key(|(c, _)| matches!(c.kind, Kind::Open));
        for (card, nation) in ordered {
            add_to_pile(&mut s.public, seat, nation, card);
        }
        ev.push(Event::Laid { seat, cards });
    }
}

/// Set-up: each seat must lay three influence cards, or as many as it can.
pub fn legal_initial(s: &State, seat: Seat, out: &mut Vec<Action>) {
    let before = out.len();
    lay_options(s, seat, None, out);
    if out.len() == before {
        out.push(Action::LayDone);
    }
}

pub fn apply_initial(s: &mut State, seat: Seat, action: &Action, ev: &mut Vec<Event>) -> Handoff {
    let Phase::InitialLay { done } = &s.public.phase else { return Handoff::Continue };
    let mut done = done.clone();
    if let Action::Lay { card, nation } = *action {
        lay_secretly(s, seat, card, nation);
    }
    let quota_met = s.pending[seat.index()].len() >= data().initial_lay;
    if quota_met || *action == Action::LayDone {
        done[seat.index()] = true;
        ev.push(Event::LayingDone { seat });
    }
    if done.iter().all(|d| *d) {
        reveal_pending(s, ev);
        Handoff::OpeningLaid
    } else {
        s.public.phase = Phase::InitialLay { done };
        Handoff::Continue
    }
}
