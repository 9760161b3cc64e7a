//! Every worked example of the seed (000, the Japanese rules summary), with its numbers.

mod common;

use common::*;
use statecraft_engine::{Game, Seat};
use statecraft_sixteen_thirty::model::{Card, Nation, Side, Subject};
use statecraft_sixteen_thirty::rules::{scoring, war};
use statecraft_sixteen_thirty::state::{After, Phase};
use statecraft_sixteen_thirty::{Action, Event, SixteenThirty};

const TIM: Seat = Seat(0);
const MARTIN: Seat = Seat(1);
const SIMON: Seat = Seat(2);

/// Five players; Tim, Martin and Simon have English influence 4+2 (Tim, who holds England 1 to lay),
/// 3+2 and 1+2+3; Simon also has French and Swedish piles. England is red, France blue.
fn tims_vote(simon_strong: bool) -> statecraft_sixteen_thirty::State {
    let mut s = position(5, TIM, Phase::VoteNation);
    s.public.after = After::EndPlayerTurn;
    pile(&mut s, TIM, Nation::England, true, &[Card::named(Nation::England, 4), Card::named(Nation::England, 2)]);
    give(&mut s, TIM, &[Card::named(Nation::England, 1)]);
    pile(&mut s, MARTIN, Nation::England, true, &[Card::named(Nation::England, 3), Card::named(Nation::England, 2)]);
    pile(
        &mut s,
        SIMON,
        Nation::England,
        simon_strong,
        &[Card::named(Nation::England, 1), Card::named(Nation::England, 2), Card::named(Nation::England, 3)],
    );
    pile(&mut s, SIMON, Nation::France, true, &[Card::named(Nation::France, 2)]);
    pile(&mut s, SIMON, Nation::Sweden, true, &[Card::named(Nation::Sweden, 1)]);
    s.public.nation_mut(Nation::England).side = Some(Side::Red);
    s.public.nation_mut(Nation::France).side = Some(Side::Blue);
    s
}

/// Tim lays his England card (7 votes in three cards), calls war on France, nobody else lays, and the three
/// English backers vote.
fn play_tims_vote(s: &mut statecraft_sixteen_thirty::State) -> Vec<Event> {
    act(s, TIM, Action::VoteIn { nation: Nation::England });
    act(s, TIM, Action::Lay { card: Card::named(Nation::England, 1), nation: Nation::England });
    assert_eq!(influence(s, TIM, Nation::England), 7);
    assert_eq!(s.public.pile(TIM, Nation::England).unwrap().cards.len(), 3);
    assert!(legal(s, TIM).contains(&Action::Call { subject: Subject::War { target: Nation::France } }));
    act(s, TIM, Action::Call { subject: Subject::War { target: Nation::France } });
    for seat in [MARTIN, SIMON, Seat(3), Seat(4)] {
        act(s, seat, Action::LayDone);
    }
    // Only the three players with English influence take part.
    assert_eq!(s.public.vote.as_ref().unwrap().voters, vec![TIM, MARTIN, SIMON]);
    act(s, TIM, Action::Ballot { side: Side::Red });
    act(s, SIMON, Action::Ballot { side: Side::Blue });
    act(s, MARTIN, Action::Ballot { side: Side::Red })
}

#[test]
fn tims_english_vote_is_12_to_6_and_simons_pile_turns_weak() {
    let mut s = tims_vote(true);
    let events = play_tims_vote(&mut s);
    let result = s.public.last_vote.clone().unwrap();
    assert_eq!((result.red, result.blue), (12, 6));
    assert_eq!(result.winner, Some(Side::Red));
    assert!(!s.public.pile(SIMON, Nation::England).unwrap().strong, "Simon lost the vote");
    assert_eq!(influence(&s, SIMON, Nation::England), 6, "a weak pile still gives its votes");
    assert!(s.public.pile(TIM, Nation::England).unwrap().strong);
    assert!(s.public.pile(MARTIN, Nation::England).unwrap().strong);
    assert!(events.contains(&Event::PileWeakened { seat: SIMON, nation: Nation::England }));
    // The war passed and was fought at once.
    let war = s.public.last_war.clone().expect("England went to war");
    assert_eq!((war.attacker, war.defender), (Nation::England, Nation::France));
}

#[test]
fn simons_already_weak_pile_loses_england_1_and_he_removes_another_next_turn() {
    let mut s = tims_vote(false);
    play_tims_vote(&mut s);
    assert_eq!(s.public.phase, Phase::Losses);
    assert_eq!(s.public.losses, vec![(SIMON, Nation::England)]);
    act(&mut s, SIMON, Action::Lose { card: Card::named(Nation::England, 1) });
    assert_eq!(influence(&s, SIMON, Nation::England), 5);

    // Simon's next turn begins: England is his only weak pile, so he loses one more English card.
    let mut s = position(5, SIMON, Phase::Discard);
    pile(&mut s, SIMON, Nation::England, false, &[Card::named(Nation::England, 2), Card::named(Nation::England, 3)]);
    pile(&mut s, SIMON, Nation::France, true, &[Card::named(Nation::France, 2)]);
    s.public.active = MARTIN;
    let mut hand = Vec::new();
    for n in [Nation::Spain, Nation::Poland] {
        for v in [1, 1, 1, 2, 2, 2, 3] {
            hand.push(Card::named(n, v));
        }
    }
    give(&mut s, MARTIN, &hand); // 14 cards: Martin discards one and passes the turn to Simon.
    act(&mut s, MARTIN, Action::Discard { card: Card::named(Nation::Spain, 1) });
    assert_eq!(s.public.active, SIMON);
    assert_eq!(s.public.phase, Phase::RemoveWeak);
    assert_eq!(
        legal(&s, SIMON),
        vec![
            Action::RemoveWeak { nation: Nation::England, card: Card::named(Nation::England, 2) },
            Action::RemoveWeak { nation: Nation::England, card: Card::named(Nation::England, 3) },
        ]
    );
}

#[test]
fn war_england_4_against_france_5() {
    let mut s = position(5, TIM, Phase::Specials);
    let p = &mut s.public;
    // England: ability raised to 1 by a Military Improvement, army size 1, a Military Leader.
    p.nation_mut(Nation::England).ability = 1;
    p.nation_mut(Nation::England).leaders = 1;
    let (england_status, france_status) = (p.nation(Nation::England).status, p.nation(Nation::France).status);
    assert_eq!((p.nation(Nation::France).ability, p.nation(Nation::France).army), (1, 2));
    // Tim rolls 3 and 2 for England (difference 1); Simon rolls 2 and 6 for France (difference 4).
    let r = war::fight(p, Nation::England, Nation::France, [3, 2, 2, 6]);
    assert_eq!((r.attacker_modifier, r.defender_modifier), (3, 1));
    assert_eq!((r.attacker_total, r.defender_total), (4, 5));
    assert_eq!(r.winner, Some(Nation::France));
    assert_eq!(p.nation(Nation::England).status, england_status - 1);
    assert_eq!(p.nation(Nation::France).status, france_status + 1);
    assert_eq!(p.nation(Nation::England).army, 0, "England's army counter leaves the map");
    assert_eq!(p.nation(Nation::France).army, 2);
}

#[test]
fn martin_scores_6_points() {
    // Martin holds the England, Sweden and Spain counters; statuses 1, 3 and 5; influence 5, 4 and 2.
    let mut s = position(3, MARTIN, Phase::Discard);
    s.counters[MARTIN.index()] = vec![Nation::Spain, Nation::England, Nation::Sweden];
    s.public.nation_mut(Nation::England).status = 1;
    s.public.nation_mut(Nation::Sweden).status = 3;
    s.public.nation_mut(Nation::Spain).status = 5;
    pile(&mut s, MARTIN, Nation::England, true, &[Card::named(Nation::England, 3), Card::named(Nation::England, 2)]);
    pile(&mut s, MARTIN, Nation::Sweden, false, &[Card::named(Nation::Sweden, 4)]);
    pile(&mut s, MARTIN, Nation::Spain, true, &[Card::named(Nation::Spain, 2)]);
    assert_eq!(scoring::turn_points(&s.public, &s.counters[MARTIN.index()], MARTIN), 6);

    // The same through the end of a game turn: Martin is the last to finish.
    s.public.turns_done = 2;
    s.counters[TIM.index()] = vec![Nation::Poland];
    s.counters[SIMON.index()] = vec![Nation::Denmark];
    let mut hand = Vec::new();
    for v in [1, 1, 1, 2, 2, 2, 3, 3, 4] {
        hand.push(Card::named(Nation::Poland, v));
    }
    for v in [1, 1, 1, 2, 2] {
        hand.push(Card::named(Nation::Denmark, v));
    }
    give(&mut s, MARTIN, &hand);
    s.public.nation_mut(Nation::France).leaders = 1;
    s.public.nation_mut(Nation::Poland).unrest = true;
    let events = act(&mut s, MARTIN, Action::Discard { card: Card::named(Nation::Poland, 4) });
    let scored = events.iter().find_map(|e| match e {
        Event::Scored { points, .. } => Some(points.clone()),
        _ => None,
    });
    assert_eq!(scored, Some(vec![0, 6, 0]));
    assert_eq!(s.public.vp, vec![0, 6, 0]);
    assert_eq!(s.public.turn, 2);
    assert_eq!(s.public.first, SIMON, "the first-player marker moves on clockwise");
    assert!(s.public.nation(Nation::France).leaders == 0 && !s.public.nation(Nation::Poland).unrest);
}

#[test]
fn simons_open_card_joins_his_english_pile() {
    let mut s = position(5, SIMON, Phase::VoteNation);
    pile(&mut s, SIMON, Nation::England, true, &[Card::named(Nation::England, 2), Card::named(Nation::England, 3)]);
    give(&mut s, SIMON, &[Card::open(2)]);
    act(&mut s, SIMON, Action::VoteIn { nation: Nation::England });
    let lays: Vec<Action> = legal(&s, SIMON).into_iter().filter(|a| matches!(a, Action::Lay { .. })).collect();
    assert_eq!(lays, vec![Action::Lay { card: Card::open(2), nation: Nation::England }]);
    act(&mut s, SIMON, Action::Lay { card: Card::open(2), nation: Nation::England });
    let pile = s.public.pile(SIMON, Nation::England).unwrap();
    assert!(pile.cards.contains(&Card::open(2)));
    assert_eq!(influence(&s, SIMON, Nation::England), 7, "the Open card now counts for England");
    // It stays an English card in a later vote.
    let view = SixteenThirty::view(&s, Some(TIM));
    assert!(view.public.pile(SIMON, Nation::England).unwrap().cards.contains(&Card::open(2)));
}

#[test]
fn the_view_carries_the_numbers_the_table_shows() {
    // The war of England against France above, seen by Martin: the dice differences 1 and 4 come in the view.
    let mut s = position(5, TIM, Phase::Specials);
    s.public.nation_mut(Nation::England).ability = 1;
    s.public.nation_mut(Nation::England).leaders = 1;
    let result = war::fight(&mut s.public, Nation::England, Nation::France, [3, 2, 2, 6]);
    s.public.last_war = Some(result);
    pile(&mut s, MARTIN, Nation::England, true, &[Card::named(Nation::England, 3), Card::named(Nation::England, 2)]);
    pile(&mut s, MARTIN, Nation::Sweden, false, &[Card::named(Nation::Sweden, 4)]);
    let v = SixteenThirty::view(&s, Some(MARTIN));
    assert_eq!(v.war_differences, Some([1, 4]));
    // Influence is the sum of the values on each pile, weak piles included: 3 + 2 in England, 4 in Sweden.
    let martin = &v.influence[MARTIN.index()];
    assert_eq!((martin.get(&Nation::England), martin.get(&Nation::Sweden)), (Some(&5), Some(&4)));
    assert!(v.influence[TIM.index()].is_empty());
    // The turn track: ten turns (the seed); after turns 7, 8 and 9 the game ends on a roll of at most 1, 2 and 3
    // (our numbers, docs/data-gaps.md "Early end").
    let ends: Vec<(u8, Option<u8>)> = v.turn_track.iter().map(|b| (b.turn, b.ends_on_at_most)).collect();
    assert_eq!(ends.len(), 10);
    assert_eq!(&ends[6..], &[(7, Some(1)), (8, Some(2)), (9, Some(3)), (10, None)]);
    assert!(ends[..6].iter().all(|(_, at)| at.is_none()));
}
