//! Balance report: plays games with a greedy one-step player (each seat takes the action that most raises its
//! score now, counting each piece still to place as half a point) and prints, per empire, how often it was
//! played and the average points its player scored at the end of its turn, next to its epoch's average, and the
//! average gain of that turn (the scoring sheet at its end less the sheet before its first action), which does not
//! carry what the player's earlier empires left on the board.
//!
//! `cargo run --release -p statecraft-world-empires --example balance -- [games] [players] [five]`

use std::collections::BTreeMap;

use rand::Rng;
use statecraft_engine::{Game, GameRng, Seat, legal_actions};
use statecraft_world_empires::action::{Action, Event};
use statecraft_world_empires::model::PowerKind;
use statecraft_world_empires::rules::scoring;
use statecraft_world_empires::{Options, State, WorldEmpires};

fn value(s: &State, seat: Seat) -> f64 {
    let pool = s.public.active.as_ref().filter(|a| a.seat == seat).map_or(0, |a| a.pool);
    (s.public.vp[seat.index()] + scoring::sheet(&s.public, seat).total) as f64 + 0.5 * f64::from(pool)
}

fn choose(s: &State, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
    if let Some(keep) = legal
        .iter()
        .filter_map(|a| match a {
            Action::Keep { power } => Some((power.info().vitality, *a)),
            _ => None,
        })
        .max_by_key(|x| x.0)
    {
        return keep.1;
    }
    let mut best = (f64::MIN, legal[0]);
    for a in legal {
        let mut t = s.clone();
        let mut ev = Vec::new();
        WorldEmpires::apply_legal(&mut t, seat, a, &mut ev);
        let v = value(&t, seat) + rng.random::<f64>() * 0.01;
        if v > best.0 {
            best = (v, *a);
        }
    }
    best.1
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|x| x.parse().ok()).unwrap_or(20);
    let players: usize = args.get(2).and_then(|x| x.parse().ok()).unwrap_or(4);
    let five = args.get(3).is_some_and(|x| x == "five");
    let options = Options { five_epochs: five, minor_empires: false };
    // Per empire: turns scored, points at the end of them, points gained during them.
    let mut per: BTreeMap<(u8, u8, String), (u32, i64, i64)> = BTreeMap::new();
    let mut finals = Vec::new();
    for g in 0..games {
        let mut s = WorldEmpires::setup(&options, players, g).expect("setup");
        let mut rng = GameRng::seed_from_u64(g ^ 77);
        let mut ev = Vec::new();
        // The power whose turn runs, and its player's sheet before the turn's first action.
        let mut turn: Option<(Seat, _, i64)> = None;
        while !WorldEmpires::to_act(&s).is_over() {
            let seat = WorldEmpires::to_act(&s).seats()[0];
            let legal = legal_actions::<WorldEmpires>(&s, seat);
            let a = choose(&s, seat, &legal, &mut rng);
            let playing = s.public.active.clone();
            if let Some(p) = &playing
                && turn.is_none_or(|(seat, power, _)| (seat, power) != (p.seat, p.power))
            {
                turn = Some((p.seat, p.power, scoring::sheet(&s.public, p.seat).total));
            }
            ev.clear();
            WorldEmpires::apply_legal(&mut s, seat, &a, &mut ev);
            for e in &ev {
                if let (Event::Scored { sheet, .. }, Some(p)) = (e, &playing)
                    && p.kind != PowerKind::Nomad
                {
                    let main = s.public.history[p.seat.index()]
                        .iter()
                        .rev()
                        .find(|x| x.kind() == PowerKind::Empire)
                        .copied()
                        .unwrap_or(p.power);
                    let i = main.info();
                    let entry = per.entry((i.epoch, i.order, i.id.clone())).or_default();
                    entry.0 += 1;
                    entry.1 += sheet.total;
                    entry.2 += sheet.total - turn.map_or(0, |t| t.2);
                }
            }
        }
        finals.push(s.public.vp.clone());
    }
    let mut epoch_avg: BTreeMap<u8, (u32, i64, i64)> = BTreeMap::new();
    for ((e, _, _), (n, pts, gain)) in &per {
        let x = epoch_avg.entry(*e).or_default();
        x.0 += n;
        x.1 += pts;
        x.2 += gain;
    }
    println!("{games} games, {players} players, {} epochs", if five { 5 } else { 3 });
    println!("| Epoch | Empire | Played | Average turn score | Epoch average | Average turn gain | Epoch average |");
    println!("|---|---|---|---|---|---|---|");
    for ((e, _, id), (n, pts, gain)) in &per {
        let (en, ep, eg) = epoch_avg[e];
        let avg = |x: i64, n: u32| x as f64 / f64::from(n);
        println!(
            "| {e} | {id} | {n} | {:.1} | {:.1} | {:.1} | {:.1} |",
            avg(*pts, *n),
            avg(ep, en),
            avg(*gain, *n),
            avg(eg, en)
        );
    }
    let mean: f64 = finals.iter().flatten().sum::<i64>() as f64 / (finals.len() * players) as f64;
    let best: f64 = finals.iter().map(|v| *v.iter().max().unwrap_or(&0)).sum::<i64>() as f64 / finals.len() as f64;
    println!("final score: mean {mean:.1}, winner's mean {best:.1}");
}
