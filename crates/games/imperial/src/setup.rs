//! The start of a game: factories, the bond deal of each ruleset and player count, or the profistart draft.

use rand::seq::SliceRandom;
use statecraft_engine::{GameRng, SetupError, Text};

use crate::map::{MAP, REGIONS};
use crate::types::{Board, Cell, Deal, Maneuver, NONE, Nation, Options, Phase, Ruleset, State};

use Nation::*;

/// The seed's fixed hands for three players: (nation, bond number) per hand; hand 0 is the seed's player 1.
pub const CLASSIC_HANDS_3: [&[(Nation, u8)]; 3] = [
    &[(AH, 3), (GB, 3), (GE, 2), (RU, 2)],
    &[(IT, 2), (IT, 3), (GE, 3), (GB, 2)],
    &[(FR, 2), (FR, 3), (RU, 3), (AH, 2)],
];

/// The seed's fixed hands for two players.
pub const CLASSIC_HANDS_2: [&[(Nation, u8)]; 2] =
    [&[(AH, 2), (AH, 3), (GE, 2), (GE, 3), (FR, 3), (IT, 2)], &[(GB, 2), (GB, 3), (RU, 2), (RU, 3), (IT, 3), (FR, 2)]];

/// Cash left to each player after the standard deal pays for its bonds (both rulesets).
pub const CASH_AFTER_DEAL: u16 = 2;

/// 2010: the 2M bond that comes with each flag card (printed on its back).
pub fn card_companion(card: Nation) -> Nation {
    match card {
        AH => GE,
        IT => GB,
        FR => AH,
        GB => RU,
        GE => IT,
        RU => FR,
    }
}

/// Profistart cash per player by player count (seed).
pub fn profistart_cash(players: usize) -> u16 {
    match players {
        2 => 40,
        3 => 28,
        4 => 22,
        5 => 18,
        _ => 15,
    }
}

fn err(en: impl Into<String>, ja: impl Into<String>) -> SetupError {
    SetupError(Text::new(en, ja))
}

pub fn setup(options: &Options, players: usize, seed: u64) -> Result<State, SetupError> {
    if !(2..=6).contains(&players) {
        return Err(err(
            format!("Imperial is for 2 to 6 players, not {players}."),
            format!("インペリアルは2〜6人用です（{players}人では遊べません）。"),
        ));
    }
    let mut rng = GameRng::seed_from_u64(seed);
    let mut cells = [Cell { flag: NONE, ..Cell::default() }; REGIONS];
    cells.iter_mut().for_each(|c| c.flag = NONE);
    let factories = MAP.regions.iter().enumerate().filter(|(_, r)| r.start_factory).fold(0u64, |m, (i, _)| m | 1 << i);
    let mut board = Board {
        ruleset: options.ruleset,
        players: players as u8,
        bonds: [[NONE; 9]; 6],
        government: [NONE; 6],
        treasury: [0; 6],
        power: [0; 6],
        chart: [5; 6],
        rondel: [NONE; 6],
        cells,
        factories,
        investor_card: NONE,
        active: 0,
        phase: Phase::Rondel,
        pending_investor: false,
        maneuver: Maneuver::default(),
    };
    let mut cash = [0u16; 6];

    if options.profistart {
        let first = match &options.deal {
            None => rand::Rng::random_range(&mut rng, 0..players as u8),
            Some(Deal::FirstChooser { seat }) if (*seat as usize) < players => *seat,
            Some(_) => {
                return Err(err(
                    "With profistart the deal can only fix the first chooser (`first_chooser`).",
                    "profistart では deal で最初の選択者（first_chooser）だけを指定できます。",
                ));
            }
        };
        cash[..players].fill(profistart_cash(players));
        board.phase = Phase::Draft { nation: 0, seat: first, left: players as u8 - 1, first };
        return Ok(State { board, cash, rng });
    }

    let holdings = match options.ruleset {
        Ruleset::Classic => classic_holdings(options.deal.as_ref(), players, &mut rng)?,
        Ruleset::Y2010 => holdings_2010(options.deal.as_ref(), players, &mut rng)?,
    };
    for (seat, hand) in holdings.iter().enumerate() {
        for &(nation, bond) in hand {
            board.bonds[nation.idx()][bond as usize - 1] = seat as u8;
            board.treasury[nation.idx()] += board.bond_price(bond);
        }
        cash[seat] = CASH_AFTER_DEAL;
    }
    // The largest investor governs; the deals never produce a tie.
    for n in 0..6 {
        let best = (0..players as u8).max_by_key(|&s| (board.invested(s, n), std::cmp::Reverse(s))).unwrap_or(0);
        if board.invested(best, n) > 0 {
            board.government[n] = best;
        }
    }
    begin_play(&mut board);
    Ok(State { board, cash, rng })
}

/// Hands a flag card's holdings to `seat`: the 9M bond of the nation and the companion 2M bond.
fn card_bonds(card: Nation) -> [(Nation, u8); 2] {
    [(card, 4), (card_companion(card), 1)]
}

fn holdings_2010(deal: Option<&Deal>, players: usize, rng: &mut GameRng) -> Result<Vec<Vec<(Nation, u8)>>, SetupError> {
    let dealt: Vec<Nation> = match players {
        2 => vec![AH, IT],
        3 => vec![AH, IT, FR],
        _ => Nation::ALL.to_vec(),
    };
    let cards: Vec<Nation> = match deal {
        None => {
            let mut d = dealt.clone();
            d.shuffle(rng);
            d.truncate(players);
            d
        }
        Some(Deal::Cards { cards }) => {
            let valid = cards.len() == players
                && cards.iter().all(|c| dealt.contains(c))
                && (0..cards.len()).all(|i| !cards[..i].contains(&cards[i]));
            if !valid {
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
    // Cards that follow the first ones with 2 and 3 players.
    let extra = |card: Nation| -> &'static [Nation] {
        match (players, card) {
            (3, AH) => &[GB],
            (3, IT) => &[RU],
            (3, FR) => &[GE],
            (2, AH) => &[FR, GE],
            (2, IT) => &[RU, GB],
            _ => &[],
        }
    };
    Ok(cards
        .iter()
        .map(|&c| std::iter::once(c).chain(extra(c).iter().copied()).flat_map(card_bonds).collect())
        .collect())
}

fn classic_holdings(
    deal: Option<&Deal>,
    players: usize,
    rng: &mut GameRng,
) -> Result<Vec<Vec<(Nation, u8)>>, SetupError> {
    if players <= 3 {
        let fixed: &[&[(Nation, u8)]] = if players == 2 { &CLASSIC_HANDS_2 } else { &CLASSIC_HANDS_3 };
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
        return Ok(order.iter().map(|&h| fixed[h as usize].to_vec()).collect());
    }
    let (third, second) = match deal {
        None => {
            let mut third = Nation::ALL.to_vec();
            third.shuffle(rng);
            third.truncate(players);
            let mut second = Nation::ALL.to_vec();
            loop {
                second.shuffle(rng);
                if (0..players).all(|s| second[s] != third[s]) {
                    break;
                }
            }
            second.truncate(players);
            (third, second)
        }
        Some(Deal::Bonds { third, second }) => {
            let distinct = |v: &[Nation]| (0..v.len()).all(|i| !v[..i].contains(&v[i]));
            let valid = third.len() == players
                && second.len() == players
                && distinct(third)
                && distinct(second)
                && (0..players).all(|s| third[s] != second[s]);
            if !valid {
                return Err(err(
                    "The deal must give each seat bond #3 of one nation and bond #2 of another, each nation's bond at most once.",
                    "deal では各席にある国の債券3と別の国の債券2を指定し、同じ国の同じ債券を重複させないでください。",
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
    Ok((0..players).map(|s| vec![(third[s], 3), (second[s], 2)]).collect())
}

/// After the deal or draft: hand out the investor card and give the first governed nation its turn.
pub fn begin_play(board: &mut Board) {
    // The seat after Austria-Hungary's government, else after Italy's, and so on down the turn order.
    let holder = (0..6).find_map(|n| board.gov(n)).map(|g| (g + 1) % board.players);
    board.investor_card = holder.unwrap_or(0);
    board.active = board.next_governed(5).unwrap_or(0) as u8;
    board.phase = Phase::Rondel;
}
