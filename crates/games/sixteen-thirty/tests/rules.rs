//! One test (or more) per rule of the seed, on exact positions.

mod common;

use common::*;
use rand::{Rng, seq::IndexedRandom};
use statecraft_engine::{ActError, Game, Seat, ToAct};
use statecraft_sixteen_thirty::memory;
use statecraft_sixteen_thirty::model::{Card, Kind, Nation, Side, Special, Subject};
use statecraft_sixteen_thirty::rules::scoring::reachable_points;
use statecraft_sixteen_thirty::rules::{chance, vote, war};
use statecraft_sixteen_thirty::state::{After, Phase, Scoring, Vote};
use statecraft_sixteen_thirty::{Action, Event, Options, SixteenThirty};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);

fn en(v: u8) -> Card {
    Card::named(Nation::England, v)
}

// ---- Set-up ----

#[test]
fn setup_follows_the_table_and_deals_counters_and_cards() {
    for players in 3..=6 {
        let s = SixteenThirty::setup(&Options::default(), players, 9).unwrap();
        let per = if players <= 4 { 4 } else { 3 };
        assert!(s.counters.iter().all(|c| c.len() == per));
        assert_eq!(s.counters.iter().map(Vec::len).sum::<usize>() + s.cup.len(), 18);
        assert!(s.hands.iter().all(|h| h.len() == 13));
        assert_eq!(s.deck.len(), 120 - 13 * players);
        assert!(s.public.nations.iter().all(|n| n.side.is_none() && n.leaders == 0 && !n.unrest));
        let spain = s.public.nation(Nation::Spain);
        assert_eq!((spain.status, spain.army, spain.ability), (5, 2, 1));
        let habsburg = s.public.nation(Nation::HabsburgEmpire);
        assert_eq!((habsburg.status, habsburg.army, habsburg.ability), (5, 3, 1));
        // The first player rolled the highest die in the last round, alone.
        let last = s.public.first_rolls.last().unwrap();
        let best = *last.iter().max().unwrap();
        assert_eq!(last[s.public.first.index()], best);
        assert_eq!(last.iter().filter(|r| **r == best).count(), 1);
        assert!(matches!(SixteenThirty::to_act(&s), ToAct::Simultaneous { seats } if seats.len() == players));
    }
    assert!(SixteenThirty::setup(&Options::default(), 2, 1).is_err());
    assert!(SixteenThirty::setup(&Options::default(), 7, 1).is_err());
}

#[test]
fn initial_cards_are_laid_in_secret_three_each_then_revealed() {
    let mut s = position(3, A, Phase::InitialLay { done: vec![false; 3] });
    give(&mut s, A, &[en(1), en(2), Card::open(1), Card::named(Nation::Spain, 3), Card::special(Special::Vote)]);
    give(&mut s, B, &[Card::open(2), Card::special(Special::Assassin)]); // no named card: lays nothing
    give(&mut s, C, &[Card::named(Nation::Poland, 1)]); // only one card to lay
    // An Open card needs a named card of its nation first.
    assert!(!legal(&s, A).iter().any(|a| matches!(a, Action::Lay { card, .. } if card.kind == Kind::Open)));
    assert_eq!(legal(&s, B), vec![Action::LayDone]);
    act(&mut s, A, Action::Lay { card: en(2), nation: Nation::England });
    assert!(legal(&s, A).contains(&Action::Lay { card: Card::open(1), nation: Nation::England }));
    assert!(!legal(&s, A).contains(&Action::LayDone), "A can still lay, so it must");
    act(&mut s, A, Action::Lay { card: Card::open(1), nation: Nation::England });
    // Others see how many cards A laid, not which.
    let b_view = SixteenThirty::view(&s, Some(B));
    assert_eq!(b_view.pending_counts[A.index()], 2);
    assert!(b_view.pending.is_empty() && b_view.public.piles[A.index()].is_empty());
    act(&mut s, A, Action::Lay { card: Card::named(Nation::Spain, 3), nation: Nation::Spain });
    assert!(!SixteenThirty::to_act(&s).includes(A), "three cards laid: A is done");
    act(&mut s, B, Action::LayDone);
    act(&mut s, C, Action::Lay { card: Card::named(Nation::Poland, 1), nation: Nation::Poland });
    assert_eq!(legal(&s, C), vec![Action::LayDone]);
    let events = act(&mut s, C, Action::LayDone);
    assert!(events.iter().any(|e| matches!(e, Event::Laid { seat, .. } if *seat == A)));
    assert_eq!(influence(&s, A, Nation::England), 3);
    assert_eq!(influence(&s, A, Nation::Spain), 3);
    assert_eq!(influence(&s, C, Nation::Poland), 1);
    assert!(s.public.piles[B.index()].is_empty());
    assert_eq!(SixteenThirty::to_act(&s), ToAct::one(A), "the first player begins");
}

// ---- Piles ----

#[test]
fn weak_piles_take_no_cards_and_a_new_pile_starts_only_when_the_weak_one_is_gone() {
    let mut s = position(3, A, Phase::VoteNation);
    pile(&mut s, A, Nation::England, false, &[en(3)]);
    give(&mut s, A, &[en(1), Card::open(2)]);
    act(&mut s, A, Action::VoteIn { nation: Nation::England });
    assert!(!legal(&s, A).iter().any(|a| matches!(a, Action::Lay { .. })));
    let err = refused(&mut s, A, Action::Lay { card: en(1), nation: Nation::England });
    assert!(matches!(err, ActError::Illegal { reason } if reason.en.contains("weak")));

    let mut s = position(3, A, Phase::RemoveWeak);
    pile(&mut s, A, Nation::England, false, &[en(3)]);
    give(&mut s, A, &[en(1)]);
    act(&mut s, A, Action::RemoveWeak { nation: Nation::England, card: en(3) });
    assert!(s.public.pile(A, Nation::England).is_none(), "the emptied pile is gone");
    assert!(s.public.discard.contains(&en(3)));
    act(&mut s, A, Action::NoTrade);
    act(&mut s, A, Action::EndSpecials);
    act(&mut s, A, Action::VoteIn { nation: Nation::England });
    act(&mut s, A, Action::Lay { card: en(1), nation: Nation::England });
    assert!(s.public.pile(A, Nation::England).unwrap().strong, "a new pile is strong");
}

#[test]
fn the_last_named_card_may_not_leave_an_open_card_alone() {
    let mut s = position(3, A, Phase::RemoveWeak);
    pile(&mut s, A, Nation::England, false, &[en(2), Card::open(1)]);
    assert_eq!(legal(&s, A), vec![Action::RemoveWeak { nation: Nation::England, card: Card::open(1) }]);
    let err = refused(&mut s, A, Action::RemoveWeak { nation: Nation::England, card: en(2) });
    assert!(matches!(err, ActError::Illegal { reason } if reason.en.contains("Open")));
    pile(&mut s, A, Nation::England, false, &[en(2), en(3), Card::open(1)]);
    assert_eq!(legal(&s, A).len(), 3, "with two named cards any card may go");
}

#[test]
fn no_weak_pile_means_no_removal_and_four_cards_are_drawn() {
    let mut s = position(3, C, Phase::Discard);
    s.public.active = B;
    s.public.first = B;
    let deck_before = s.deck.len();
    give(&mut s, B, &[en(1)]);
    s.public.phase = Phase::Discard;
    s.hands[B.index()].extend(std::iter::repeat_n(Card::special(Special::Vote), 13));
    s.hands[B.index()].sort();
    act(&mut s, B, Action::Discard { card: en(1) });
    assert_eq!(s.public.active, C);
    assert_eq!(s.public.phase, Phase::TradeChoose);
    assert_eq!(s.hands[C.index()].len(), 4);
    assert_eq!(s.deck.len(), deck_before - 1 - 4);
}

#[test]
fn an_empty_deck_is_rebuilt_from_the_discards() {
    let mut s = position(3, A, Phase::TradeChoose);
    s.public.discard = std::mem::take(&mut s.deck);
    s.deck = s.public.discard.split_off(s.public.discard.len() - 2);
    let mut events = Vec::new();
    let drawn = chance::draw(&mut s, A, 4, &mut events);
    assert_eq!(drawn.len(), 4);
    assert!(s.public.discard.is_empty());
    assert!(events.iter().any(|e| matches!(e, Event::Reshuffled { .. })));
    assert_eq!(s.deck.len() + 4, 120);
}

// ---- Trade ----

fn trade_position() -> statecraft_sixteen_thirty::State {
    let mut s = position(3, A, Phase::TradeChoose);
    s.public.trade = trade_table();
    give(&mut s, A, &[en(4), Card::special(Special::Vote)]);
    give(&mut s, B, &[Card::named(Nation::Spain, 3), Card::named(Nation::Spain, 1), Card::special(Special::Unrest)]);
    s
}

#[test]
fn a_trade_offer_shows_kinds_hides_values_and_swaps_on_delivery() {
    let mut s = trade_position();
    act(&mut s, A, Action::TradeWith { seat: B });
    act(&mut s, A, Action::Give { card: en(4) });
    act(&mut s, A, Action::Ask { kind: Kind::Named(Nation::Spain) });
    act(&mut s, A, Action::Propose);
    for viewer in [B, C] {
        let v = SixteenThirty::view(&s, Some(viewer));
        let offer = v.public.trade.as_ref().unwrap().offer.as_ref().unwrap();
        assert_eq!(offer.give, vec![Kind::Named(Nation::England)], "the kind is shown truthfully");
        assert!(v.offered.is_empty(), "the value stays hidden from {viewer}");
    }
    assert_eq!(SixteenThirty::view(&s, Some(A)).offered, vec![en(4)]);
    act(&mut s, B, Action::Accept);
    assert_eq!(
        legal(&s, B),
        vec![
            Action::Deliver { card: Card::named(Nation::Spain, 1) },
            Action::Deliver { card: Card::named(Nation::Spain, 3) }
        ]
    );
    let events = act(&mut s, B, Action::Deliver { card: Card::named(Nation::Spain, 1) });
    assert!(s.hands[A.index()].contains(&Card::named(Nation::Spain, 1)));
    assert!(s.hands[B.index()].contains(&en(4)));
    assert!(!s.hands[A.index()].contains(&en(4)));
    assert_eq!(s.public.phase, Phase::Specials, "one trade per turn");
    let traded = events.iter().find(|e| matches!(e, Event::Traded { .. })).unwrap();
    let for_c = SixteenThirty::redact_event(traded, Some(C)).unwrap();
    assert!(matches!(for_c, Event::Traded { from_values: None, to_values: None, .. }));
    let for_b = SixteenThirty::redact_event(traded, Some(B)).unwrap();
    assert!(matches!(for_b, Event::Traded { from_values: Some(v), .. } if v == vec![4]));
}

/// A player remembers what it handed over: the two traders' views keep the cards each gave the other, a third
/// seat (which saw only the kinds) keeps nothing, and a state rebuilt from a trader's view for a search bot
/// leaves the given card with its partner. Cards seen leaving a hand, or a kind traded on to a third seat, are
/// forgotten.
#[test]
fn traders_remember_what_they_handed_over_and_rebuilt_states_keep_it() {
    let mut s = trade_position();
    act(&mut s, A, Action::TradeWith { seat: B });
    act(&mut s, A, Action::Give { card: en(4) });
    act(&mut s, A, Action::Ask { kind: Kind::Named(Nation::Spain) });
    act(&mut s, A, Action::Propose);
    act(&mut s, B, Action::Accept);
    act(&mut s, B, Action::Deliver { card: Card::named(Nation::Spain, 1) });
    let known = |s: &statecraft_sixteen_thirty::State, viewer: Seat| SixteenThirty::view(s, Some(viewer)).known;
    assert_eq!(known(&s, A), vec![vec![], vec![en(4)], vec![]]);
    assert_eq!(known(&s, B), vec![vec![Card::named(Nation::Spain, 1)], vec![], vec![]]);
    assert_eq!(known(&s, C), vec![vec![]; 3]);
    let view = SixteenThirty::view(&s, Some(A));
    let mut rng = statecraft_engine::GameRng::seed_from_u64(5);
    for _ in 0..40 {
        let rebuilt = SixteenThirty::determinize(&view, A, &mut rng);
        assert!(rebuilt.hands[B.index()].contains(&en(4)), "A knows B holds its England 4");
        assert_eq!(SixteenThirty::view(&rebuilt, Some(A)), view);
    }
    // B trades an England card on to C: A, seeing only the kind, no longer knows which one B kept.
    memory::traded(&mut s, B, C, &[en(4)], &[Card::named(Nation::Spain, 1)]);
    assert_eq!(known(&s, A)[B.index()], vec![]);
    assert_eq!(known(&s, B)[C.index()], vec![en(4)]);
    // C plays it face up (lays it): everyone forgets it.
    memory::left_openly(&mut s, C, en(4));
    assert_eq!(known(&s, B)[C.index()], vec![]);
}

/// When a seat's remembered cards outnumber its partner's hand, the partner laid some of them in secret; a
/// rebuilt state lays only cards that fit the vote and keeps the others in the hand.
#[test]
fn rebuilt_states_keep_remembered_cards_that_cannot_be_laid_in_the_hand() {
    let mut s = position(3, C, Phase::OthersLay { done: vec![false, false, true] });
    let spain = Card::named(Nation::Spain, 1);
    s.public.vote = Some(Vote { caller: C, nation: Nation::England, subject: None, voters: vec![], voted: vec![] });
    give(&mut s, B, &[spain, en(1)]);
    s.known[A.index()][B.index()] = vec![spain, en(1)];
    act(&mut s, B, Action::Lay { card: en(1), nation: Nation::England });
    let view = SixteenThirty::view(&s, Some(A));
    let mut rng = statecraft_engine::GameRng::seed_from_u64(8);
    for _ in 0..40 {
        let rebuilt = SixteenThirty::determinize(&view, A, &mut rng);
        assert_eq!(rebuilt.hands[B.index()], vec![spain]);
        assert_eq!(rebuilt.pending[B.index()], vec![(en(1), Nation::England)]);
    }
}

#[test]
fn counter_offers_and_declines_and_an_unkeepable_promise_cannot_be_accepted() {
    let mut s = trade_position();
    act(&mut s, A, Action::TradeWith { seat: B });
    act(&mut s, A, Action::Give { card: Card::special(Special::Vote) });
    act(&mut s, A, Action::Ask { kind: Kind::Special(Special::Assassin) });
    act(&mut s, A, Action::Propose);
    // B holds no Assassin: it cannot promise one.
    assert!(!legal(&s, B).contains(&Action::Accept));
    refused(&mut s, B, Action::Accept);
    act(&mut s, B, Action::Counter);
    assert_eq!(SixteenThirty::to_act(&s), ToAct::one(B));
    act(&mut s, B, Action::Give { card: Card::special(Special::Unrest) });
    act(&mut s, B, Action::Give { card: Card::named(Nation::Spain, 3) });
    act(&mut s, B, Action::Ask { kind: Kind::Named(Nation::England) });
    act(&mut s, B, Action::Propose);
    let offer = s.public.trade.as_ref().unwrap().offer.clone().unwrap();
    assert_eq!((offer.from, offer.to), (B, A));
    act(&mut s, A, Action::Decline);
    assert_eq!(s.public.phase, Phase::TradeChoose, "after a decline A may try again");
    act(&mut s, A, Action::NoTrade);
    assert_eq!(s.public.phase, Phase::Specials);
}

#[test]
fn an_offer_holds_at_most_three_cards_each_way_and_negotiations_are_capped() {
    let mut s = trade_position();
    give(&mut s, A, &[en(1), en(2)]);
    act(&mut s, A, Action::TradeWith { seat: C });
    for card in [en(1), en(2), en(4)] {
        act(&mut s, A, Action::Give { card });
    }
    assert!(!legal(&s, A).iter().any(|a| matches!(a, Action::Give { .. })));
    for _ in 0..3 {
        act(&mut s, A, Action::Ask { kind: Kind::Open });
    }
    assert!(!legal(&s, A).iter().any(|a| matches!(a, Action::Ask { .. })));
    act(&mut s, A, Action::Withdraw);
    // A abandoned its draft to C: this step it may approach B, not C again (issue 17: bots opened and withdrew
    // the same draft over and over).
    assert_eq!(legal(&s, A), vec![Action::TradeWith { seat: B }, Action::NoTrade]);
    let ActError::Illegal { reason } = refused(&mut s, A, Action::TradeWith { seat: C }) else {
        panic!("refused for another reason")
    };
    assert!(reason.en.contains("withdrew your draft"), "{}", reason.en);
    // Approaches and counter-offers together reach the cap of six talks; then the trade step ends by itself.
    for _ in 0..2 {
        act(&mut s, A, Action::TradeWith { seat: B });
        act(&mut s, A, Action::Give { card: en(1) });
        act(&mut s, A, Action::Ask { kind: Kind::Open });
        act(&mut s, A, Action::Propose);
        act(&mut s, B, Action::Counter);
        act(&mut s, B, Action::Withdraw);
    }
    assert_eq!(s.public.trade.as_ref().map(|t| t.talks), Some(5), "C, then B and a counter twice");
    act(&mut s, A, Action::TradeWith { seat: B });
    act(&mut s, A, Action::Withdraw);
    assert_eq!(s.public.phase, Phase::Specials);
}

// ---- Special cards ----

#[test]
fn at_most_two_special_cards_then_the_forced_vote() {
    let mut s = position(3, A, Phase::Specials);
    give(
        &mut s,
        A,
        &[
            Card::special(Special::IncreaseStatus),
            Card::special(Special::MilitaryImprovement),
            Card::special(Special::IncreaseArmySize),
        ],
    );
    pile(&mut s, A, Nation::Poland, true, &[Card::named(Nation::Poland, 2)]);
    act(&mut s, A, play(Special::IncreaseStatus, Nation::Poland));
    assert_eq!(s.public.nation(Nation::Poland).status, 3);
    act(&mut s, A, play(Special::MilitaryImprovement, Nation::Poland));
    assert_eq!(s.public.nation(Nation::Poland).ability, 1);
    assert_eq!(s.public.phase, Phase::VoteNation, "two cards played: the forced vote follows");
    assert_eq!(s.public.after, After::EndPlayerTurn);
    assert_eq!(legal(&s, A), vec![Action::VoteIn { nation: Nation::Poland }]);
}

/// A special card and its target are one decision: every way to play a card names its target, and the card is
/// spent only together with the target's effect, so a player who has not chosen a target has spent nothing
/// (the board lets it pick the card, then the target, or change its mind, without telling the table).
#[test]
fn a_special_card_is_played_together_with_its_target() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::IncreaseStatus), Card::special(Special::Vote)]);
    pile(&mut s, A, Nation::Spain, true, &[Card::named(Nation::Spain, 2)]);
    s.public.nation_mut(Nation::Sweden).status = 7;
    let choices = legal(&s, A);
    let status_targets: Vec<Nation> = choices
        .iter()
        .filter_map(|a| match *a {
            Action::Play { special: Special::IncreaseStatus, nation, owner: None } => Some(nation),
            _ => None,
        })
        .collect();
    let open: Vec<Nation> = Nation::ALL.into_iter().filter(|n| *n != Nation::Sweden).collect();
    assert_eq!(status_targets, open, "one choice per nation below the cap");
    assert!(choices.contains(&play(Special::Vote, Nation::Spain)), "a Vote card names the nation of its vote");
    assert!(choices.contains(&Action::EndSpecials));
    let events = act(&mut s, A, play(Special::IncreaseStatus, Nation::England));
    assert_eq!(
        events,
        vec![
            Event::SpecialPlayed { seat: A, special: Special::IncreaseStatus },
            Event::NationImproved { special: Special::IncreaseStatus, nation: Nation::England }
        ]
    );
    assert_eq!(s.public.phase, Phase::Specials, "resolved in the same step");
    act(&mut s, A, play(Special::Vote, Nation::Spain));
    assert_eq!(s.public.phase, Phase::CallerLay);
    assert_eq!(s.public.vote.as_ref().map(|v| v.nation), Some(Nation::Spain));
    // The action names its target in the record; an Assassin's also names the pile's owner.
    let json = serde_json::to_value(play(Special::Unrest, Nation::France)).unwrap();
    assert_eq!(json, serde_json::json!({"type": "play", "special": "unrest", "nation": "france"}));
}

#[test]
fn status_is_capped_at_seven() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::IncreaseStatus)]);
    s.public.nation_mut(Nation::Spain).status = 7;
    assert!(!legal(&s, A).contains(&play(Special::IncreaseStatus, Nation::Spain)));
    act(&mut s, A, play(Special::IncreaseStatus, Nation::England));
    assert_eq!(s.public.nation(Nation::England).status, 2);
}

/// Seed: "プレイヤーは 選んだ1か国の軍事指揮官を一人配置する。このカウンターはいかなる戦闘にも+2のダイス修正をつける。"
/// No limit per nation is stated, so a nation may receive a second leader, and each counter adds +2.
#[test]
fn a_nation_may_take_a_second_military_leader_worth_another_two() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::MilitaryLeader), Card::special(Special::MilitaryLeader)]);
    act(&mut s, A, play(Special::MilitaryLeader, Nation::France));
    assert_eq!(war::modifier(&s.public, Nation::France, false), 3, "ability 1, one leader +2");
    assert!(legal(&s, A).contains(&play(Special::MilitaryLeader, Nation::France)), "France already has a leader");
    act(&mut s, A, play(Special::MilitaryLeader, Nation::France));
    assert_eq!(s.public.nation(Nation::France).leaders, 2);
    assert_eq!(war::modifier(&s.public, Nation::France, false), 5, "ability 1, two leaders +4");
}

/// Seed: "国は、この手段のよってのみ、軍事規模が0から1に上昇できる" (a rearm vote is the only way from army size 0 to 1).
#[test]
fn increase_army_size_cannot_lift_a_nation_from_zero() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::IncreaseArmySize)]);
    s.public.nation_mut(Nation::Denmark).army = 0;
    assert!(!legal(&s, A).contains(&play(Special::IncreaseArmySize, Nation::Denmark)));
    let ActError::Illegal { reason } = refused(&mut s, A, play(Special::IncreaseArmySize, Nation::Denmark)) else {
        panic!("refused for another reason")
    };
    assert!(reason.en.contains("rearm vote"), "{}", reason.en);
    assert_eq!(s.public.nation(Nation::Denmark).army, 0);
    // With every other nation at 0 or at the cap, the card has no target and cannot be played.
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::IncreaseArmySize)]);
    for (i, n) in Nation::ALL.into_iter().enumerate() {
        s.public.nation_mut(n).army = if i % 2 == 0 { 0 } else { 5 };
    }
    assert!(!legal(&s, A).iter().any(|a| matches!(a, Action::Play { special: Special::IncreaseArmySize, .. })));
}

#[test]
fn the_assassin_removes_any_card_of_any_pile() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::Assassin)]);
    pile(&mut s, B, Nation::France, false, &[Card::named(Nation::France, 4), Card::open(1)]);
    pile(&mut s, A, Nation::Spain, true, &[Card::named(Nation::Spain, 1)]);
    let strike = |owner, nation| Action::Play { special: Special::Assassin, nation, owner: Some(owner) };
    assert_eq!(legal(&s, A), vec![strike(A, Nation::Spain), strike(B, Nation::France), Action::EndSpecials]);
    act(&mut s, A, strike(B, Nation::France));
    act(&mut s, A, Action::Assassinate { card: Card::named(Nation::France, 4) });
    assert_eq!(s.public.pile(B, Nation::France).unwrap().cards, vec![Card::open(1)]);
    assert!(s.public.discard.contains(&Card::named(Nation::France, 4)));
}

#[test]
fn unrest_strikes_every_top_backer_and_stops_wars() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::Unrest)]);
    pile(&mut s, A, Nation::France, true, &[Card::named(Nation::France, 1)]);
    pile(&mut s, B, Nation::France, true, &[Card::named(Nation::France, 2), Card::named(Nation::France, 1)]);
    pile(&mut s, C, Nation::France, false, &[Card::named(Nation::France, 3)]);
    let events = act(&mut s, A, play(Special::Unrest, Nation::France));
    assert!(events.contains(&Event::UnrestStruck { nation: Nation::France, hit: vec![B, C] }));
    assert!(!s.public.pile(B, Nation::France).unwrap().strong, "B's strong pile turns weak");
    assert!(s.public.pile(A, Nation::France).unwrap().strong, "A was not the top backer");
    assert_eq!(s.public.phase, Phase::Losses, "C's pile was already weak: it loses a card");
    act(&mut s, C, Action::Lose { card: Card::named(Nation::France, 3) });
    assert!(s.public.pile(C, Nation::France).is_none());
    assert_eq!(s.public.phase, Phase::Specials);
    // A nation in unrest declares no war and fights at −1.
    let p = &mut s.public;
    p.nation_mut(Nation::France).side = Some(Side::Red);
    p.nation_mut(Nation::Spain).side = Some(Side::Blue);
    assert!(vote::war_targets(p, Nation::France, Side::Red).is_empty());
    assert_eq!(war::modifier(p, Nation::France, true), 0, "ability 1, unrest −1");
}

/// Seed (Unrest): "その国の最も高い影響力を持つプレイヤーは、略奪の影響を受け、自分の影響力カードパイルを劣勢に回転させる。
/// もし、パイルがすでに劣勢だった場合、そのプレイヤーは、そのパイルから1枚捨てなければならない。" No limit per nation is
/// stated: a second Unrest on a nation already in unrest strikes its top backers again.
#[test]
fn a_second_unrest_strikes_the_top_backers_again() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::Unrest), Card::special(Special::Unrest)]);
    pile(&mut s, B, Nation::France, true, &[Card::named(Nation::France, 2), Card::named(Nation::France, 1)]);
    act(&mut s, A, play(Special::Unrest, Nation::France));
    assert!(!s.public.pile(B, Nation::France).unwrap().strong);
    assert!(legal(&s, A).contains(&play(Special::Unrest, Nation::France)), "France is already in unrest");
    let events = act(&mut s, A, play(Special::Unrest, Nation::France));
    assert!(events.contains(&Event::UnrestStruck { nation: Nation::France, hit: vec![B] }));
    assert_eq!(s.public.phase, Phase::Losses, "B's pile is weak now: it loses a card");
    act(&mut s, B, Action::Lose { card: Card::named(Nation::France, 1) });
    assert_eq!(s.public.pile(B, Nation::France).unwrap().cards, vec![Card::named(Nation::France, 2)]);
    assert_eq!(war::modifier(&s.public, Nation::France, true), 0, "still −1 for unrest, not −2");
}

// ---- Votes ----

#[test]
fn subjects_depend_on_the_nations_state() {
    let mut s = position(3, A, Phase::Specials);
    let p = &mut s.public;
    assert_eq!(vote::subjects(p, Nation::Sweden), vec![Subject::Join], "a neutral nation can only join a side");
    p.nation_mut(Nation::Sweden).side = Some(Side::Red);
    p.nation_mut(Nation::Spain).side = Some(Side::Blue); // status 5: reachable from anywhere
    p.nation_mut(Nation::Poland).side = Some(Side::Blue); // status 2, adjacent to Sweden
    p.nation_mut(Nation::England).side = Some(Side::Blue); // status 1, not adjacent to Sweden
    p.nation_mut(Nation::Denmark).side = Some(Side::Red); // same side
    assert_eq!(
        vote::subjects(p, Nation::Sweden),
        vec![Subject::War { target: Nation::Spain }, Subject::War { target: Nation::Poland }, Subject::ChangeSide]
    );
    p.nation_mut(Nation::Sweden).army = 0;
    assert_eq!(vote::subjects(p, Nation::Sweden), vec![Subject::Rearm, Subject::ChangeSide], "no army, no war");
}

/// A 3-player vote in England with A 4, B 4 and (when `with_c`) C 1 votes in a weak pile.
fn vote_position(side: Option<Side>, with_c: bool) -> statecraft_sixteen_thirty::State {
    let mut s = position(3, A, Phase::VoteNation);
    s.public.after = After::EndPlayerTurn;
    pile(&mut s, A, Nation::England, true, &[en(4)]);
    pile(&mut s, B, Nation::England, true, &[en(3), en(1)]);
    if with_c {
        pile(&mut s, C, Nation::England, false, &[en(1)]);
    }
    s.public.nation_mut(Nation::England).side = side;
    s
}

fn vote(s: &mut statecraft_sixteen_thirty::State, subject: Subject, ballots: [Side; 3]) {
    act(s, A, Action::VoteIn { nation: Nation::England });
    act(s, A, Action::Call { subject });
    act(s, B, Action::LayDone);
    act(s, C, Action::LayDone);
    for (seat, side) in [A, B, C].into_iter().zip(ballots) {
        act(s, seat, Action::Ballot { side });
    }
}

#[test]
fn ballots_are_secret_until_all_are_in() {
    let mut s = vote_position(None, true);
    act(&mut s, A, Action::VoteIn { nation: Nation::England });
    act(&mut s, A, Action::Call { subject: Subject::Join });
    act(&mut s, B, Action::LayDone);
    act(&mut s, C, Action::LayDone);
    assert_eq!(SixteenThirty::to_act(&s), ToAct::Simultaneous { seats: vec![A, B, C] });
    let events = act(&mut s, B, Action::Ballot { side: Side::Blue });
    let cast = &events[0];
    assert_eq!(SixteenThirty::redact_event(cast, Some(A)), Some(Event::BallotCast { seat: B, side: None }));
    assert_eq!(SixteenThirty::redact_event(cast, None), Some(Event::BallotCast { seat: B, side: None }));
    assert_eq!(SixteenThirty::redact_event(cast, Some(B)), Some(Event::BallotCast { seat: B, side: Some(Side::Blue) }));
    let a_view = SixteenThirty::view(&s, Some(A));
    assert_eq!(a_view.public.vote.as_ref().unwrap().voted, vec![B], "who has voted is public");
    assert_eq!(a_view.ballot, None);
    assert_eq!(SixteenThirty::view(&s, Some(B)).ballot, Some(Side::Blue));
    assert!(s.public.last_vote.is_none(), "no totals before everyone has voted");
}

#[test]
fn a_neutral_nation_joins_the_winning_side_and_stays_neutral_on_a_tie() {
    let mut s = vote_position(None, true);
    vote(&mut s, Subject::Join, [Side::Red, Side::Blue, Side::Blue]);
    assert_eq!(s.public.nation(Nation::England).side, Some(Side::Blue), "blue 5 beats red 4");
    assert!(!s.public.pile(A, Nation::England).unwrap().strong);

    let mut s = vote_position(None, false);
    act(&mut s, A, Action::VoteIn { nation: Nation::England });
    act(&mut s, A, Action::Call { subject: Subject::Join });
    act(&mut s, B, Action::LayDone);
    act(&mut s, C, Action::LayDone);
    act(&mut s, A, Action::Ballot { side: Side::Red });
    act(&mut s, B, Action::Ballot { side: Side::Blue });
    assert_eq!(s.public.last_vote.as_ref().unwrap().winner, None, "4 to 4");
    assert_eq!(s.public.nation(Nation::England).side, None);
    assert!(s.public.piles.iter().flatten().all(|p| p.strong), "nobody loses on a tie");
}

#[test]
fn a_side_change_needs_a_majority() {
    let mut s = vote_position(Some(Side::Red), true);
    vote(&mut s, Subject::ChangeSide, [Side::Blue, Side::Blue, Side::Red]);
    assert_eq!(s.public.nation(Nation::England).side, Some(Side::Blue));
    let mut s = vote_position(Some(Side::Red), false);
    act(&mut s, A, Action::VoteIn { nation: Nation::England });
    act(&mut s, A, Action::Call { subject: Subject::ChangeSide });
    act(&mut s, B, Action::LayDone);
    act(&mut s, C, Action::LayDone);
    act(&mut s, A, Action::Ballot { side: Side::Blue });
    act(&mut s, B, Action::Ballot { side: Side::Red });
    assert_eq!(s.public.nation(Nation::England).side, Some(Side::Red), "a tie keeps the side");
}

#[test]
fn rearming_lifts_army_size_from_zero_to_one_and_a_tie_stays_disarmed() {
    let mut s = vote_position(Some(Side::Red), true);
    s.public.nation_mut(Nation::England).army = 0;
    vote(&mut s, Subject::Rearm, [Side::Red, Side::Blue, Side::Red]);
    assert_eq!(s.public.nation(Nation::England).army, 1, "red 5 beats blue 4");
    assert_eq!(s.public.losses, vec![], "B's strong pile only turned weak");
    assert!(!s.public.pile(B, Nation::England).unwrap().strong);
}

#[test]
fn other_players_lay_in_secret_after_the_call_and_then_vote() {
    let mut s = vote_position(Some(Side::Red), true);
    give(&mut s, B, &[en(2)]);
    give(&mut s, C, &[Card::open(3)]); // C's English pile is weak: no Open card may join it
    act(&mut s, A, Action::VoteIn { nation: Nation::England });
    act(&mut s, A, Action::Call { subject: Subject::ChangeSide });
    assert_eq!(SixteenThirty::to_act(&s), ToAct::Simultaneous { seats: vec![B, C] });
    assert_eq!(legal(&s, C), vec![Action::LayDone]);
    act(&mut s, B, Action::Lay { card: en(2), nation: Nation::England });
    assert_eq!(influence(&s, B, Nation::England), 4, "not on the table before the reveal");
    act(&mut s, B, Action::LayDone);
    act(&mut s, C, Action::LayDone);
    assert_eq!(influence(&s, B, Nation::England), 6);
    assert_eq!(s.public.phase, Phase::Voting);
}

#[test]
fn a_vote_card_adds_a_vote_before_the_forced_one() {
    let mut s = position(3, A, Phase::Specials);
    give(&mut s, A, &[Card::special(Special::Vote)]);
    pile(&mut s, A, Nation::Spain, true, &[Card::named(Nation::Spain, 2)]);
    act(&mut s, A, play(Special::Vote, Nation::Spain));
    act(&mut s, A, Action::Call { subject: Subject::Join });
    act(&mut s, B, Action::LayDone);
    act(&mut s, C, Action::LayDone);
    act(&mut s, A, Action::Ballot { side: Side::Red });
    assert_eq!(s.public.nation(Nation::Spain).side, Some(Side::Red));
    assert_eq!(s.public.phase, Phase::Specials, "back to the special cards, the forced vote still to come");
    act(&mut s, A, Action::EndSpecials);
    assert_eq!(s.public.phase, Phase::VoteNation);
}

#[test]
fn a_player_with_no_influence_anywhere_skips_the_forced_vote() {
    let mut s = position(3, A, Phase::Specials);
    let events = act(&mut s, A, Action::EndSpecials);
    assert!(events.contains(&Event::NoVotePossible { seat: A }));
    assert_eq!(s.public.active, B);
}

// ---- War ----

#[test]
fn war_ties_cost_both_an_army_and_an_army_at_zero_costs_ability() {
    let mut s = position(3, A, Phase::Specials);
    let p = &mut s.public;
    p.nation_mut(Nation::Poland).army = 0;
    // Spain ability 1 + diff 0 = 1; Poland ability 0, army 0 (−1) + diff 2 = 1.
    let r = war::fight(p, Nation::Spain, Nation::Poland, [4, 4, 1, 3]);
    assert_eq!((r.attacker_total, r.defender_total, r.winner), (1, 1, None));
    assert_eq!(p.nation(Nation::Spain).army, 1);
    assert_eq!(p.nation(Nation::Poland).ability, 0, "already 0, stays 0");
    p.nation_mut(Nation::Poland).ability = 2;
    let r = war::fight(p, Nation::Spain, Nation::Poland, [6, 1, 1, 1]);
    assert_eq!(r.winner, Some(Nation::Spain));
    assert_eq!(p.nation(Nation::Poland).ability, 1, "the loser had no army left: it loses ability");
    assert_eq!(p.nation(Nation::Poland).status, 1);
    assert_eq!(p.nation(Nation::Spain).status, 6);
}

#[test]
fn status_seven_is_the_top_and_a_loser_at_zero_gives_nothing() {
    let mut s = position(3, A, Phase::Specials);
    let p = &mut s.public;
    p.nation_mut(Nation::Spain).status = 7;
    war::fight(p, Nation::Spain, Nation::France, [6, 1, 1, 1]);
    assert_eq!((p.nation(Nation::Spain).status, p.nation(Nation::France).status), (7, 2));
    p.nation_mut(Nation::France).status = 0;
    p.nation_mut(Nation::Spain).status = 4;
    war::fight(p, Nation::Spain, Nation::France, [6, 1, 1, 1]);
    assert_eq!((p.nation(Nation::Spain).status, p.nation(Nation::France).status), (4, 0));
}

#[test]
fn england_and_sweden_defend_at_plus_one_when_weak() {
    let s = position(3, A, Phase::Specials);
    let p = &s.public;
    assert_eq!(war::modifier(p, Nation::England, true), 1, "status 1, ability 0");
    assert_eq!(war::modifier(p, Nation::England, false), 0, "only when defending");
    assert_eq!(war::modifier(p, Nation::Sweden, true), 1, "status 2: ability 1 only");
    assert_eq!(war::modifier(p, Nation::Denmark, true), 0, "Denmark has no sea bonus");
}

// ---- End of turn and game ----

#[test]
fn hand_limit_is_thirteen_at_the_end_of_the_turn() {
    let mut s = position(3, A, Phase::Specials);
    s.hands[A.index()] = std::iter::repeat_n(Card::special(Special::Assassin), 4).collect();
    s.deck.retain(|c| *c != Card::special(Special::Assassin));
    let mut extra = Vec::new();
    for v in [1, 1, 1, 2, 2, 2, 3, 3, 4] {
        extra.push(Card::named(Nation::Denmark, v));
    }
    extra.push(Card::open(1));
    extra.push(Card::open(2));
    give(&mut s, A, &extra); // 15 cards
    act(&mut s, A, Action::EndSpecials);
    act(&mut s, A, Action::VoteIn { nation: Nation::Denmark });
    act(&mut s, A, Action::Lay { card: Card::named(Nation::Denmark, 1), nation: Nation::Denmark });
    act(&mut s, A, Action::Call { subject: Subject::Join });
    act(&mut s, B, Action::LayDone);
    act(&mut s, C, Action::LayDone);
    act(&mut s, A, Action::Ballot { side: Side::Red });
    assert_eq!(s.public.phase, Phase::Discard, "14 cards: one must go");
    act(&mut s, A, Action::Discard { card: Card::special(Special::Assassin) });
    assert_eq!(s.hands[A.index()].len(), 13);
    assert_eq!(s.public.active, B);
}

fn finish_turn(s: &mut statecraft_sixteen_thirty::State) -> Vec<Event> {
    s.public.turns_done = s.public.players as u8 - 1;
    s.public.phase = Phase::Specials;
    act(s, s.public.active, Action::EndSpecials)
}

#[test]
fn the_game_ends_after_turn_ten_with_counters_revealed_and_ties_standing() {
    let mut s = position(3, A, Phase::Specials);
    s.public.turn = 10;
    s.public.vp = vec![20, 20, 7];
    let events = finish_turn(&mut s);
    assert_eq!(s.public.phase, Phase::Over);
    let ToAct::Over { outcome } = SixteenThirty::to_act(&s) else { panic!("not over") };
    assert_eq!(outcome.winners, vec![A, B], "no tie-break");
    assert_eq!(s.public.revealed.as_ref(), Some(&s.counters));
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert!(SixteenThirty::view(&s, Some(C)).public.revealed.is_some());
}

#[test]
fn early_end_rolls_happen_on_the_marked_turns_only() {
    for turn in 1..=9u8 {
        let mut s = position(3, A, Phase::Specials);
        s.public.turn = turn;
        let events = finish_turn(&mut s);
        let roll = events.iter().find_map(|e| match e {
            Event::EarlyEndRoll { roll, at_most, ends, .. } => Some((*roll, *at_most, *ends)),
            _ => None,
        });
        match (turn, roll) {
            (7..=9, Some((roll, at_most, ends))) => {
                assert_eq!(at_most, turn - 6);
                assert_eq!(ends, roll <= at_most);
                assert_eq!(s.public.phase == Phase::Over, ends);
            }
            (1..=6, None) => assert_eq!(s.public.turn, turn + 1),
            other => panic!("turn {turn}: unexpected {other:?}"),
        }
    }
}

#[test]
fn early_end_rolls_sometimes_end_the_game() {
    let ends: usize = (0..40u64)
        .filter(|seed| {
            let mut s = position(3, A, Phase::Specials);
            s.rng = statecraft_engine::GameRng::seed_from_u64(*seed);
            s.public.turn = 9;
            finish_turn(&mut s);
            s.public.phase == Phase::Over
        })
        .count();
    assert!(ends > 0 && ends < 40, "a roll of 3 or less ends the game after turn 9: {ends}/40");
}

#[test]
fn bad_input_is_refused_with_a_reason_and_changes_nothing() {
    let mut s = trade_position();
    assert!(matches!(refused(&mut s, B, Action::NoTrade), ActError::NotYourTurn { .. }));
    let err = refused(&mut s, A, Action::Give { card: en(4) });
    assert!(matches!(err, ActError::Illegal { .. }));
    let err = refused(&mut s, A, play(Special::Unrest, Nation::France));
    assert!(matches!(err, ActError::Illegal { reason } if reason.en.contains("do not hold")));
}

#[test]
fn bots_judge_a_cut_look_ahead_by_points_so_far_plus_expected_scorings() {
    // A has 10 points and scores 1 a turn; B has 8 and scores 3 (England status 3, B's influence 4). From turn
    // 8 two scorings are expected (turn 8's, then turn 9's or 10's unless the die ends it): 1 + 4/6 × (1 + 1/2).
    let mut s = position(3, A, Phase::Specials);
    s.public.turn = 8;
    s.public.vp = vec![10, 8, 0];
    s.counters = vec![vec![Nation::Poland], vec![Nation::England], vec![]];
    s.public.nation_mut(Nation::England).status = 3;
    s.public.nation_mut(Nation::Poland).status = 2;
    pile(&mut s, A, Nation::Poland, true, &[Card::named(Nation::Poland, 1)]);
    pile(&mut s, B, Nation::England, true, &[en(3), en(1)]);
    assert_eq!(SixteenThirty::scores(&s), vec![10, 8, 0], "the rules' count is the points so far");
    assert_eq!(SixteenThirty::forecast(&s), vec![60 * (10 + 2), 60 * (8 + 2 * 3), 0]);
    // In the last turn only its own scoring is left: 10 + 1 against 8 + 3, a tie.
    s.public.turn = 10;
    assert_eq!(SixteenThirty::forecast(&s), vec![60 * 11, 60 * 11, 0]);
    // Turn 9: one more scoring half the time (the die ends the game on 1–3).
    s.public.turn = 9;
    assert_eq!(SixteenThirty::forecast(&s), vec![60 * 10 + 90, 60 * 8 + 270, 0]);
}

/// Issue 20: judged by the piles alone, a bot saw no worth in the cards of its counters' nations in its hand.
/// The later scorings count what the seat can still lay: named cards of a nation whose pile may grow, and
/// Open cards where they add most.
#[test]
fn the_forecast_counts_cards_in_hand_the_seat_can_still_lay_for_its_counters() {
    let mut s = position(3, A, Phase::Specials);
    s.public.turn = 10;
    s.counters = vec![vec![Nation::Spain, Nation::Spain, Nation::England], vec![Nation::France], vec![]];
    s.public.nation_mut(Nation::Spain).status = 4;
    s.public.nation_mut(Nation::England).status = 3;
    pile(&mut s, A, Nation::England, true, &[en(1)]);
    let spain = |v| Card::named(Nation::Spain, v);
    give(&mut s, A, &[spain(2), en(2), Card::open(3), Card::named(Nation::France, 4)]);
    // England 1 + 2 + Open 3 would reach 6, but status 3 caps it: the Open card is worth more on Spain, held
    // twice (2 + 3 = 5, capped at 4). So 2 × 4 + 3 = 11 points; France is not A's nation.
    assert_eq!(reachable_points(&s, A), 11);
    // In the last turn only the piles as they are count (England 1).
    assert_eq!(SixteenThirty::forecast(&s)[A.index()], 60);
    // Earlier, each later scoring counts the reachable points: turn 9 has 1/2 of one more scoring.
    s.public.turn = 9;
    assert_eq!(SixteenThirty::forecast(&s)[A.index()], 60 + 30 * 11);
    // A weak pile takes no cards: the England card in hand no longer counts, nor an Open card on it.
    pile(&mut s, A, Nation::England, false, &[en(1)]);
    assert_eq!(reachable_points(&s, A), 2 * 4 + 1);
    // The cards of another seat's hand are no part of A's reach.
    assert_eq!(reachable_points(&s, B), 0);
}

/// A search rebuilds the hidden state from its seat's view: the seat's own hand and victory counters are
/// never re-drawn, so its forecast judges its real counters.
#[test]
fn rebuilt_states_keep_the_seats_own_hand_and_counters() {
    let s = SixteenThirty::setup(&Options::default(), 4, 3).unwrap();
    let view = SixteenThirty::view(&s, Some(B));
    let mut rng = statecraft_engine::GameRng::seed_from_u64(2);
    for _ in 0..20 {
        let rebuilt = SixteenThirty::determinize(&view, B, &mut rng);
        assert_eq!(rebuilt.hands[B.index()], s.hands[B.index()]);
        assert_eq!(rebuilt.counters[B.index()], s.counters[B.index()]);
        assert_eq!(reachable_points(&rebuilt, B), reachable_points(&s, B));
    }
}

/// Issue 20: the scorings are public, so a rebuilt state gives every other seat only counters that would have
/// scored what that seat scored, turn after turn; a search no longer weighs interests the table ruled out.
#[test]
fn rebuilt_states_give_the_others_counters_that_fit_their_scorings() {
    let mut s = SixteenThirty::setup(&Options::default(), 4, 11).unwrap();
    let mut rng = statecraft_engine::GameRng::seed_from_u64(11);
    let scored = |counters: &[Nation], seat: Seat, scoring: &Scoring| -> i64 {
        counters.iter().map(|n| i64::from(scoring.worth[seat.index()][n.index()])).sum()
    };
    // After one scoring many sets fit each seat (drawn seat by seat), after three only a few (listed jointly).
    for scorings in [1, 3] {
        while s.public.scorings.len() < scorings {
            let seats = SixteenThirty::to_act(&s).seats();
            let seat = seats[rng.random_range(0..seats.len())];
            let action = *legal(&s, seat).choose(&mut rng).unwrap();
            act(&mut s, seat, action);
        }
        for (scoring, turn) in s.public.scorings.iter().zip(1..) {
            assert_eq!(scoring.turn, turn);
            for seat in Seat::all(4) {
                assert_eq!(scored(&s.counters[seat.index()], seat, scoring), scoring.points[seat.index()]);
            }
        }
        let view = SixteenThirty::view(&s, Some(A));
        let (mut fitting, mut true_sets_drawn) = (0, 0);
        for _ in 0..200 {
            let rebuilt = SixteenThirty::determinize(&view, A, &mut rng);
            assert_eq!(rebuilt.counters[A.index()], s.counters[A.index()]);
            for n in Nation::ALL {
                let held = rebuilt.counters.iter().flatten().chain(&rebuilt.cup).filter(|c| **c == n).count();
                assert_eq!(held, 2, "{n:?}: the cup holds two counters of each nation");
            }
            for other in [B, C, Seat(3)] {
                let counters = &rebuilt.counters[other.index()];
                let fits = s.public.scorings.iter().all(|x| scored(counters, other, x) == x.points[other.index()]);
                fitting += usize::from(fits);
                true_sets_drawn += usize::from(*counters == s.counters[other.index()]);
            }
        }
        assert_eq!(fitting, 600, "after {scorings} scorings every drawn set fits every scoring");
        assert!(true_sets_drawn > 0, "after {scorings} scorings the true sets are among those drawn");
    }
}

// ---- The table's words ----

#[test]
fn words_name_every_nation_and_card_in_both_languages() {
    let words = SixteenThirty::words();
    let nations = &words["nations"];
    assert_eq!(nations.len(), Nation::ALL.len());
    assert_eq!(
        (nations["german_princes"].en.as_str(), nations["german_princes"].ja.as_str()),
        ("German Princes", "ドイツ諸侯")
    );
    let specials = &words["specials"];
    assert_eq!(specials.len(), Special::ALL.len());
    assert_eq!(specials["increase_army_size"].en, "Increase Army Size");
    assert_eq!(words["cards"]["open"].ja, "オープン");
    assert!(words.values().flat_map(|c| c.values()).all(|t| !t.en.is_empty() && !t.ja.is_empty()));
}
