//! What a position is worth to each seat, on a 0..1 scale, for search rewards and arena tallies.
//!
//! A finished game is judged by its outcome (the rules' winners, which may break score ties); a game cut
//! short by a length cap is judged by scores at that moment, the top score winning and ties sharing: the rules'
//! own count ([`Game::scores`]) for arena tallies, the title's estimate of the end ([`Game::forecast`]) for search
//! rewards.

use statecraft_engine::{Game, Seat, ToAct};

/// Each seat's share of the win: `1/k` for each of `k` winners, 0 for the others. Shares sum to 1. A game cut
/// short is judged by the rules' own count ([`Game::scores`]).
pub fn win_shares<G: Game>(state: &G::State) -> Vec<f64> {
    let (scores, winners) = standing::<G>(state, G::scores);
    shares(scores.len(), &winners)
}

/// The search reward of each seat: the mean of its win share and its rank share. The rank share is the
/// fraction of the other seats it beats on score (a tie counts half), so that a seat that cannot win still
/// prefers second place to last. With two players this is exactly 1 for a win, ½ for a tie, 0 for a loss.
/// A playout cut short is judged by the title's estimate of the final scores ([`Game::forecast`]).
pub fn utility<G: Game>(state: &G::State) -> Vec<f64> {
    let (scores, winners) = standing::<G>(state, G::forecast);
    let wins = shares(scores.len(), &winners);
    let others = (scores.len().max(2) - 1) as f64;
    scores
        .iter()
        .zip(wins)
        .map(|(mine, win)| {
            let beaten: f64 = scores
                .iter()
                .map(|theirs| {
                    if theirs < mine {
                        1.0
                    } else if theirs == mine {
                        0.5
                    } else {
                        0.0
                    }
                })
                .sum();
            // The seat ties with itself once; take that half back out.
            let rank = (beaten - 0.5) / others;
            (win + rank) / 2.0
        })
        .collect()
}

fn shares(seats: usize, winners: &[Seat]) -> Vec<f64> {
    let share = 1.0 / winners.len().max(1) as f64;
    let mut shares = vec![0.0; seats];
    for w in winners {
        if let Some(s) = shares.get_mut(w.index()) {
            *s = share;
        }
    }
    shares
}

/// Scores and winners: the outcome of a finished game, else `judge`'s scores with the top ones winning.
fn standing<G: Game>(state: &G::State, judge: fn(&G::State) -> Vec<i64>) -> (Vec<i64>, Vec<Seat>) {
    if let ToAct::Over { outcome } = G::to_act(state) {
        return (outcome.scores, outcome.winners);
    }
    let scores = judge(state);
    let top = scores.iter().copied().max();
    let winners = Seat::all(scores.len()).filter(|s| Some(scores[s.index()]) == top).collect();
    (scores, winners)
}

#[cfg(test)]
mod tests {
    use super::*;
    use statecraft_engine::testkit::high_card::{HighCard, State};
    use statecraft_engine::{Game, GameRng};

    type H = HighCard<false>;

    fn with_points(points: Vec<i64>, round: u8) -> State {
        let mut state = H::setup(&(), points.len(), 3).unwrap();
        state.points = points;
        state.round = round;
        state.rng = GameRng::seed_from_u64(0);
        state
    }

    #[test]
    fn finished_game_shares_the_win_among_tied_winners() {
        let state = with_points(vec![1, 1, 0, 1], 3);
        let third = 1.0 / 3.0;
        assert_eq!(win_shares::<H>(&state), vec![third, third, 0.0, third]);
        let u = utility::<H>(&state);
        // Winners beat one seat and tie two: rank (1 + 1) / 3.
        assert!((u[0] - (third + 2.0 / 3.0) / 2.0).abs() < 1e-12, "{u:?}");
        assert_eq!(u[2], 0.0);
    }

    #[test]
    fn unfinished_game_is_judged_by_current_scores() {
        let state = with_points(vec![0, 2, 1], 2);
        assert!(!H::to_act(&state).is_over());
        assert_eq!(win_shares::<H>(&state), vec![0.0, 1.0, 0.0]);
        assert_eq!(utility::<H>(&state), vec![0.0, 1.0, 0.25]);
    }

    #[test]
    fn two_player_utility_is_win_tie_loss() {
        assert_eq!(utility::<H>(&with_points(vec![2, 1], 3)), vec![1.0, 0.0]);
        assert_eq!(utility::<H>(&with_points(vec![1, 1], 3)), vec![0.5, 0.5]);
    }
}
