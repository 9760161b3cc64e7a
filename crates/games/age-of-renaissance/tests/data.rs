//! The data files are whole: 108 land spaces with symmetric adjacency, satellites that support their
//! neighbours, 64 history cards by epoch, 26 advances worth $2100, the commodity values of the Commodity Log.

use statecraft_age_of_renaissance::model::{CardKind, SpaceKind, data};
use statecraft_age_of_renaissance::{Adv, CardId, Commodity, Prov};

#[test]
fn the_map_has_108_spaces_with_symmetric_adjacency() {
    let spaces: Vec<Prov> = Prov::all().collect();
    assert_eq!(spaces.len(), 108);
    let count = |k: SpaceKind| spaces.iter().filter(|p| p.data().kind == k).count();
    assert_eq!((count(SpaceKind::Capital), count(SpaceKind::Province), count(SpaceKind::Satellite)), (6, 68, 34));
    for p in &spaces {
        assert!(!p.data().ja.is_empty() && p.data().ja != p.data().name, "{} has a Japanese name", p.id());
        for q in &p.data().adjacent {
            assert!(q.data().adjacent.contains(p), "{} - {}", p.id(), q.id());
        }
        if p.data().kind == SpaceKind::Satellite {
            assert_eq!(p.data().market, 1);
            assert!(p.data().commodities.is_empty());
        } else {
            assert!(!p.data().commodities.is_empty(), "{} produces something", p.id());
        }
        for q in &p.data().supports {
            assert_eq!(p.data().kind, SpaceKind::Satellite, "only satellites support");
            assert_ne!(q.data().kind, SpaceKind::Satellite);
        }
    }
}

#[test]
fn the_deck_has_64_cards_by_epoch() {
    let epoch = |e: u8| CardId::all().filter(|c| c.data().epoch == e).count();
    assert_eq!((epoch(1), epoch(2), epoch(3)), (30, 21, 13));
    let kinds = |f: fn(&CardKind) -> bool| CardId::all().filter(|c| f(&c.data().kind)).count();
    assert_eq!(kinds(|k| matches!(k, CardKind::Commodity(_))), 27);
    assert_eq!(kinds(|k| matches!(k, CardKind::Event(_))), 18);
    assert_eq!(kinds(|k| matches!(k, CardKind::Leader(_))), 19);
    assert_eq!(CardId::all().filter(|c| c.data().withheld).count(), 5);
    for c in CardId::all() {
        if let CardKind::Leader(l) = &c.data().kind {
            assert_eq!(l.advances.len(), c.data().leader_advances.len());
            assert!(!c.data().recycles, "leaders leave the game");
        }
    }
}

#[test]
fn the_advances_are_worth_2100() {
    assert_eq!(Adv::all().count(), 26);
    assert_eq!(Adv::all().map(|a| a.data().cost).sum::<i64>(), 2100);
    for a in Adv::all() {
        for r in &a.data().requires {
            assert!(r.data().cost <= a.data().cost || r.data().category != a.data().category, "{}", a.id());
        }
    }
    assert_eq!(data().rules.misery_steps.len(), 26);
}

#[test]
fn commodity_values_and_dice() {
    let values: Vec<i64> = Commodity::ALL.iter().map(|c| c.value()).collect();
    assert_eq!(values, vec![1, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10, 10]);
    assert_eq!(Commodity::Wine.dice(), 7);
    assert_eq!(Commodity::Gold.dice(), 12);
    assert_eq!(Commodity::Ivory.dice(), 12);
}

/// The space sets the rules' hot loops use say the same as the lists they were built from.
#[test]
fn space_sets_match_the_lists() {
    use statecraft_age_of_renaissance::model::{Area, Provs};
    let d = data();
    for p in Prov::all() {
        let s = p.data();
        assert_eq!(s.adjacent_set, s.adjacent.iter().copied().collect::<Provs>());
        assert_eq!(s.adjacent_set.len() as usize, s.adjacent.len());
        for h in 0..2 {
            assert_eq!(s.galley_set[h].iter().collect::<Vec<_>>(), s.galley[h]);
        }
        assert_eq!(d.coasts.contains(p), s.coastal && !s.area.is_box(), "{}", p.id());
        assert!(d.area_sets[s.area as usize].contains(p));
        for c in Commodity::ALL {
            assert_eq!(d.commodity_sets[c.index()].contains(p), s.commodities.contains(&c), "{} {c:?}", p.id());
        }
    }
    let in_play = |n: usize| Prov::all().filter(move |p| d.areas_in_play[n] & 1 << p.data().area as u16 != 0);
    for n in 3..=6 {
        assert_eq!(d.in_play[n], in_play(n).collect::<Provs>());
    }
    assert_eq!(d.in_play[3].len() + d.area_sets[Area::III as usize].len(), d.in_play[4].len());
}
