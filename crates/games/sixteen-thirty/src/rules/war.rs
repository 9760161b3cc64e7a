//! War: each nation rolls two dice and takes their difference, plus its combat modifier; the higher total
//! wins.

use crate::data::data;
use crate::model::Nation;
use crate::state::{Public, WarResult};

/// Military ability, +2 for each leader (each counter gives "+2 to any combat"), −1 at army size 0, −1 in unrest, and +1 for England or Sweden defending
/// at status 1 or less (the sea protects them).
pub fn modifier(p: &Public, n: Nation, defending: bool) -> i32 {
    let ns = p.nation(n);
    let mut m = ns.ability as i32 + 2 * ns.leaders as i32;
    if ns.army == 0 {
        m -= 1;
    }
    if ns.unrest {
        m -= 1;
    }
    if defending && matches!(n, Nation::England | Nation::Sweden) && ns.status <= 1 {
        m += 1;
    }
    m
}

/// Fights a war with the given dice (attacker's two, then the defender's) and applies the result.
pub fn fight(p: &mut Public, attacker: Nation, defender: Nation, dice: [u8; 4]) -> WarResult {
    let attacker_modifier = modifier(p, attacker, false);
    let defender_modifier = modifier(p, defender, true);
    let attacker_total = dice[0].abs_diff(dice[1]) as i32 + attacker_modifier;
    let defender_total = dice[2].abs_diff(dice[3]) as i32 + defender_modifier;
    let winner = match attacker_total.cmp(&defender_total) {
        std::cmp::Ordering::Greater => Some(attacker),
        std::cmp::Ordering::Less => Some(defender),
        std::cmp::Ordering::Equal => None,
    };
    match winner {
        Some(w) => {
            let loser = if w == attacker { defender } else { attacker };
            if p.nation(loser).status > 0 {
                p.nation_mut(loser).status -= 1;
                let ws = p.nation_mut(w);
                ws.status = (ws.status + 1).min(data().status_max);
            }
            lose_army(p, loser);
        }
        None => {
            lose_army(p, attacker);
            lose_army(p, defender);
        }
    }
    WarResult { attacker, defender, dice, attacker_modifier, defender_modifier, attacker_total, defender_total, winner }
}

/// One army size lost, or one point of military ability when the army is already 0.
fn lose_army(p: &mut Public, n: Nation) {
    let ns = p.nation_mut(n);
    if ns.army > 0 {
        ns.army -= 1;
    } else {
        ns.ability = ns.ability.saturating_sub(1);
    }
}
