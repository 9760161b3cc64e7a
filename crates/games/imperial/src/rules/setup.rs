//! The start: two factories per nation, then the bonds. Classic with 4–6 players deals the 6M bonds and then,
//! separately, the 4M bonds at random (seed), so a player may hold both of one nation; with 2 or 3 players the
//! seed's fixed hands are dealt. 2010 deals flag cards, each bringing the nation's 9M bond and the 2M bond of
//! the nation printed on its back. Profistart deals cash instead, and the bonds are drafted nation by nation.

use rand::Rng;
use rand::seq::SliceRandom;
use statecraft_engine::{GameRng, Seat, SetupError, Text};

use crate::model::{Nation, RULES, Region, RegionSet, Ruleset, bond_number};
use crate::state::{Board, Cells, Maneuver, NationState, PerNation, Phase, State};
use crate::{Deal, Options};

fn err(en: impl Into<String>, ja: impl Into<String>) -> SetupError {
    SetupError(Text::new(en, ja))
}

fn distinct(v: &[Nation]) -> bool {
    (0..v.len()).all(|i| !v[..i].contains(&v[i]))
}

pub fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
    if !(2..=6).contains(&players) {
        return Err(err(
            format!("Imperial is for 2 to 6 players, not {players}."),
            format!("インペリアルは2〜6人用です（{players}人では遊べません）。"),
        ));
    }
    let mut rng = GameRng::seed_from_u64(seed);
    let factories = Region::all().filter(|r| r.info().start_factory).fold(RegionSet::EMPTY, |mut set, r| {
        set.insert(r);
        set
    });
    let start = NationState { tax_chart: RULES.tax_start(), ..NationState::default() };
    let mut board = Board {
        ruleset: options.ruleset,
        players: players as u8,
        nations: PerNation([start; 6]),
        cells: Cells::default(),
        factories,
        investor_card: Seat(0),
        active: Nation::AH,
        phase: Phase::Rondel,
        pending_investor: false,
        maneuver: Maneuver::default(),
        donating: None,
    };
    let mut cash = [0u16; 6];

    if options.profistart {
        let first = match &options.deal {
            None => Seat(rng.random_range(0..players as u8)),
            Some(Deal::FirstChooser { seat }) if (*seat as usize) < players => Seat(*seat),
            Some(_) => {
                return Err(err(
                    "With profistart the deal can only fix the first chooser (`first_chooser`).",
                    "profistart では deal で最初の選択者（first_chooser）だけを指定できます。",
                ));
            }
        };
        cash[..players].fill(RULES.setup.profistart_cash(players));
        board.phase = Phase::Draft { nation: Nation::AH, seat: first, left: players as u8 - 1, first };
        return Ok(State { board, cash, rng });
    }

    let holdings = match options.ruleset {
        Ruleset::Classic => classic_holdings(options.deal.as_ref(), players, &mut rng)?,
        Ruleset::Y2010 => holdings_2010(options.deal.as_ref(), players, &mut rng)?,
    };
    for (seat, hand) in holdings.iter().enumerate() {
        for &(nation, value) in hand {
            let number = bond_number(Ruleset::Y2010, value).expect("the data names existing bonds");
            board.nations[nation].bonds.set(number, Some(Seat(seat as u8)));
            board.nations[nation].treasury += value;
        }
        cash[seat] = RULES.setup.cash_after_deal;
    }
    // The largest investor governs; the deals never produce a tie.
    for n in Nation::ALL {
        let best = Seat::all(players)
            .max_by_key(|&s| (board.invested(s, n), std::cmp::Reverse(s)))
            .expect("at least two players");
        if board.invested(best, n) > 0 {
            board.nations[n].government = Some(best);
        }
    }
    begin_play(&mut board);
    Ok(State { board, cash, rng })
}

type Hands = Vec<Vec<(Nation, u16)>>;

fn holdings_2010(deal: Option<&Deal>, players: usize, rng: &mut GameRng) -> Result<Hands, SetupError> {
    let cards_data = &RULES.setup.cards_2010;
    let key = players.to_string();
    let dealt: Vec<Nation> = cards_data.dealt.get(&key).cloned().unwrap_or_else(|| Nation::ALL.to_vec());
    let cards: Vec<Nation> = match deal {
        None => {
            let mut d = dealt.clone();
            d.shuffle(rng);
            d.truncate(players);
            d
        }
        Some(Deal::Cards { cards }) => {
            if cards.len() != players || !cards.iter().all(|c| dealt.contains(c)) || !distinct(cards) {
                return Err(err(
                    format!("The 2010 deal needs one different flag card per seat from {dealt:?}."),
                    format!("2010年版の配布には、{dealt:?} から席ごとに異なる国旗カードを1枚ずつ指定してください。"),
                ));
            }
            cards.clone()
        }
        Some(_) => {
            return Err(err(
                "The 2010 standard start takes a `cards` deal.",
                "2010年版の標準開始には cards 形式の deal が必要です。",
            ));
        }
    };
    let extra = cards_data.extra.get(&key);
    let card_bonds =
        |card: Nation| [(card, cards_data.card_bond), (cards_data.companions[&card], cards_data.companion_bond)];
    Ok(cards
        .iter()
        .map(|&c| {
            let more = extra.and_then(|e| e.get(&c)).map_or(&[][..], |v| v.as_slice());
            std::iter::once(c).chain(more.iter().copied()).flat_map(card_bonds).collect()
        })
        .collect())
}

fn classic_holdings(deal: Option<&Deal>, players: usize, rng: &mut GameRng) -> Result<Hands, SetupError> {
    if let Some(fixed) = RULES.setup.classic_hands.get(&players.to_string()) {
        let order: Vec<u8> = match deal {
            None => {
                let mut o: Vec<u8> = (0..players as u8).collect();
                o.shuffle(rng);
                o
            }
            Some(Deal::Hands { hands }) => {
                let mut sorted = hands.clone();
                sorted.sort_unstable();
                if sorted != (0..players as u8).collect::<Vec<_>>() {
                    return Err(err(
                        format!("The deal must give each seat a different hand number 0..{}.", players - 1),
                        format!("deal では各席に異なる手札番号（0〜{}）を指定してください。", players - 1),
                    ));
                }
                hands.clone()
            }
            Some(_) => {
                return Err(err(
                    "The classic start with 2 or 3 players takes a `hands` deal.",
                    "2〜3人のクラシック開始には hands 形式の deal が必要です。",
                ));
            }
        };
        return Ok(order.iter().map(|&h| fixed[h as usize].clone()).collect());
    }
    // 4–6 players: the first bonds are shuffled and dealt one each, then the second bonds likewise.
    let (first, second) = match deal {
        None => {
            let mut first = Nation::ALL.to_vec();
            first.shuffle(rng);
            first.truncate(players);
            let mut second = Nation::ALL.to_vec();
            second.shuffle(rng);
            second.truncate(players);
            (first, second)
        }
        Some(Deal::Bonds { third, second }) => {
            if third.len() != players || second.len() != players || !distinct(third) || !distinct(second) {
                return Err(err(
                    "The deal must give each seat one nation's 6M bond and one nation's 4M bond, each bond at most once.",
                    "deal では各席にいずれかの国の6M債券と4M債券を1枚ずつ指定し、同じ債券を重複させないでください。",
                ));
            }
            (third.clone(), second.clone())
        }
        Some(_) => {
            return Err(err(
                "The classic start with 4 to 6 players takes a `bonds` deal.",
                "4〜6人のクラシック開始には bonds 形式の deal が必要です。",
            ));
        }
    };
    let d = &RULES.setup.classic_deal;
    Ok((0..players).map(|s| vec![(first[s], d.first), (second[s], d.second)]).collect())
}

/// After the deal or draft: the investor card goes to the player after Austria-Hungary's government (else
/// after Italy's, and so on), and the first governed nation has its turn.
pub fn begin_play(board: &mut Board) {
    let holder = Nation::ALL.iter().find_map(|&n| board.gov(n)).map(|g| Seat((g.0 + 1) % board.players));
    board.investor_card = holder.unwrap_or(Seat(0));
    board.active = board.next_governed(Nation::RU).unwrap_or(Nation::AH);
    board.phase = Phase::Rondel;
}
