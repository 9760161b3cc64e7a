//! The election: provincial votes in number order, the new government and opposition, and their victory
//! points.
//!
//! A province votes for the faction of its highest single stack; the stack's owner holds one block as a vote
//! (Paris: as many votes as the stack has blocks). Equal highest stacks are a tie: promotions decide, and
//! every block in the province goes back to the supply whether or not the tie was broken.

use statecraft_engine::Seat;

use crate::action::Event;
use crate::model::{Faction, Province, data};
use crate::rules::contest;
use crate::state::{ContestKind, ProvinceResult, ScoreStep, Settled, Stage, State};

pub fn begin(s: &mut State) {
    let p = &mut s.public;
    p.presence.iter_mut().for_each(|x| *x = false);
    p.votes = [0; 3];
    p.held.iter_mut().for_each(|h| *h = [0; 3]);
    p.results.clear();
    p.government = None;
    p.opposition = None;
    p.stage = Stage::Election { next: Province(1) };
}

/// The votes the winning stack gives: one, or in Paris every block of the stack.
pub fn votes_of(province: Province, blocks: u8) -> u8 {
    if province.info().paris { blocks } else { 1 }
}

/// Resolves one province; `false` while a tie waits for promotions.
pub fn resolve_province(s: &mut State, province: Province, ev: &mut Vec<Event>) -> bool {
    let (winner, tie) = match s.public.settled.take() {
        Some(Settled::Seat { seat }) => (Some(seat), true),
        Some(_) => (None, true),
        None => {
            let stacks = s.public.stacks(province);
            let Some(most) = stacks.iter().map(|st| st.blocks).max() else { return true };
            let top: Vec<Seat> = s
                .public
                .order
                .iter()
                .copied()
                .filter(|x| stacks.iter().any(|st| st.owner == *x && st.blocks == most))
                .collect();
            if let [one] = top.as_slice() {
                (Some(*one), false)
            } else {
                return match contest::open(s, ContestKind::Province { province }, top, ev) {
                    Some(_) => resolve_province(s, province, ev),
                    None => false,
                };
            }
        }
    };
    let p = &mut s.public;
    let mut result = ProvinceResult { province, winner, faction: None, votes: 0, tie };
    if let Some(seat) = winner {
        let stacks = &mut p.provinces[province.index()];
        if let Some(at) = stacks.iter().position(|st| st.owner == seat) {
            let faction = stacks[at].faction;
            let votes = votes_of(province, stacks[at].blocks);
            stacks[at].blocks -= votes;
            if stacks[at].blocks == 0 {
                stacks.remove(at);
            }
            p.held[seat.index()][faction.index()] += votes;
            p.votes[faction.index()] += votes;
            result.faction = Some(faction);
            result.votes = votes;
            let vp = province.info().vp;
            if vp > 0 && p.turn >= data().province_vp_from_turn {
                p.vp[seat.index()] += vp;
                ev.push(Event::ProvinceVp { province, seat, vp });
            }
        }
    }
    if tie {
        for st in p.provinces[province.index()].drain(..) {
            p.supply[st.faction.index()] += st.blocks;
        }
    }
    ev.push(Event::ProvinceVote { province, seat: winner, faction: result.faction, votes: result.votes, tie });
    p.results.push(result);
    true
}

/// The factions with the most votes among `among`.
fn leaders(votes: &[u8; 3], among: &[Faction]) -> Vec<Faction> {
    let most = among.iter().map(|f| votes[f.index()]).max().unwrap_or(0);
    among.iter().copied().filter(|f| votes[f.index()] == most).collect()
}

/// The faction an unbroken tie on the track gives: radicals over moderates over royalists.
fn by_default(tied: &[Faction]) -> Faction {
    tied.iter().copied().max_by_key(|f| f.tie_rank()).unwrap_or(Faction::Blue)
}

/// Forms the government, then the opposition; `false` while a tie waits for promotions.
pub fn government(s: &mut State, ev: &mut Vec<Event>) -> bool {
    loop {
        let settled = s.public.settled.take();
        let deciding_government = s.public.government.is_none();
        let among: Vec<Faction> = if deciding_government {
            Faction::ALL.to_vec()
        } else {
            Faction::ALL.iter().copied().filter(|f| Some(*f) != s.public.government).collect()
        };
        let tied = leaders(&s.public.votes, &among);
        let chosen = match settled {
            Some(Settled::Faction { faction }) => faction,
            Some(_) => by_default(&tied),
            None if tied.len() == 1 => tied[0],
            None if !deciding_government && s.public.votes[tied[0].index()] == 0 => {
                break;
            }
            None => {
                let seats = s.public.order.clone();
                match contest::open(s, ContestKind::Government { factions: tied }, seats, ev) {
                    Some(_) => continue,
                    None => return false,
                }
            }
        };
        let p = &mut s.public;
        for f in tied.iter().filter(|f| **f != chosen) {
            p.votes[f.index()] = p.votes[f.index()].saturating_sub(1);
        }
        if deciding_government {
            p.government = Some(chosen);
        } else {
            p.opposition = Some(chosen);
            break;
        }
    }
    let p = &s.public;
    if let Some(government) = p.government {
        ev.push(Event::NewGovernment { government, opposition: p.opposition });
    }
    true
}

/// Seats holding votes of `faction`, grouped by equal counts, most first (each group in player order).
fn groups(s: &State, faction: Faction) -> Vec<Vec<Seat>> {
    let p = &s.public;
    let held = |x: &Seat| p.held[x.index()][faction.index()];
    let mut counts: Vec<u8> = p.order.iter().map(held).filter(|n| *n > 0).collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    counts.dedup();
    counts.into_iter().map(|n| p.order.iter().copied().filter(|x| held(x) == n).collect()).collect()
}

fn award(s: &mut State, seat: Seat, vp: i64, ev: &mut Vec<Event>) {
    s.public.vp[seat.index()] += vp;
    ev.push(Event::Scored { seat, vp });
}

/// Victory points for the government (5 / 2) and the opposition (3), with the tie rules (3 / 1 / 2 each
/// when a tie stands). `false` while a tie waits for promotions.
pub fn score(s: &mut State, ev: &mut Vec<Event>) -> bool {
    loop {
        let Stage::Scoring { step } = s.public.stage.clone() else { return true };
        let settled = s.public.settled.take();
        let (faction, group, vp, vp_tied) = match &step {
            ScoreStep::GovernmentFirst => {
                let Some(g) = s.public.government else { return true };
                let gs = groups(s, g);
                (g, gs.first().cloned().unwrap_or_default(), 5, 3)
            }
            ScoreStep::GovernmentSecond { group } => {
                let Some(g) = s.public.government else { return true };
                (g, group.clone(), 2, 1)
            }
            ScoreStep::Opposition => {
                let Some(o) = s.public.opposition else { return true };
                (o, groups(s, o).first().cloned().unwrap_or_default(), 3, 2)
            }
        };
        let winner = match (settled, group.as_slice()) {
            (Some(Settled::Seat { seat }), _) => Some(seat),
            (Some(_), _) => None,
            (None, []) => None,
            (None, [one]) => Some(*one),
            (None, _) => match contest::open(s, ContestKind::Award { faction }, group.clone(), ev) {
                Some(_) => continue,
                None => return false,
            },
        };
        match winner {
            Some(seat) => award(s, seat, vp, ev),
            None => {
                for &seat in &group {
                    award(s, seat, vp_tied, ev);
                }
            }
        }
        s.public.stage = match step {
            ScoreStep::GovernmentFirst => {
                let next = match winner {
                    Some(w) if group.len() > 1 => group.iter().copied().filter(|x| *x != w).collect(),
                    _ => groups(s, faction).get(1).cloned().unwrap_or_default(),
                };
                Stage::Scoring { step: ScoreStep::GovernmentSecond { group: next } }
            }
            ScoreStep::GovernmentSecond { .. } => Stage::Scoring { step: ScoreStep::Opposition },
            ScoreStep::Opposition => return true,
        };
    }
}

/// After the points: presence in the government, held votes back to the supply, owed defeat blocks placed.
pub fn close(s: &mut State, ev: &mut Vec<Event>) {
    let gov = s.public.government;
    let mut present = Vec::new();
    for seat in s.public.order.clone() {
        let holds = gov.is_some_and(|g| s.public.held[seat.index()][g.index()] > 0);
        if holds && s.public.free_tokens(seat) > 0 {
            s.public.presence[seat.index()] = true;
            present.push(seat);
        }
    }
    ev.push(Event::Presence { seats: present });
    let p = &mut s.public;
    for h in p.held.iter_mut() {
        for f in Faction::ALL {
            p.supply[f.index()] += h[f.index()];
        }
        *h = [0; 3];
    }
    let white = Faction::White.index();
    let placed = p.defeat_blocks_owed.min(p.supply[white]);
    p.supply[white] -= placed;
    p.defeat_blocks_owed -= placed;
}
