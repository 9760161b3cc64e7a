//! Information-set Monte Carlo tree search over the [`Game`] trait.
//!
//! The bot knows only its [`SeatView`]. Each iteration draws one full state consistent with that view
//! ([`Game::determinize`]), walks down a tree shared by all draws, adds one node, plays random actions from
//! there (up to a length cap) and credits every seat with its [`utility`] of where the playout ended.
//!
//! - A node is a sequence of actions from the bot's present position; what the draws disagree on (other
//!   seats' hands, dice inside an action) is averaged over, not branched on. Since a draw may allow actions
//!   another does not, an action is judged against how often it was available, not how often its node was
//!   visited.
//! - Every node keeps statistics per acting seat and each seat picks its own best action (UCT), so in a
//!   game of several players every seat plays for itself.
//! - Seats deciding at once ([`ToAct::Simultaneous`]) each pick from their own statistics without seeing
//!   the others' picks (decoupled UCT); the joint choice then leads to the child node.
//! - The iteration budget decides, so a search is reproducible from view and seed; the time cap only cuts
//!   a search that runs unusually slowly.
//! - A title may ask for a shorter look-ahead than the budget's ([`Game::LOOK_AHEAD`]); the search then runs
//!   proportionally more iterations, so that a level plays about as many actions per decision in every title.
//!   Fewer random actions per playout mean less noise in each reward, and more iterations average more of it.
//! - A budget may ask for a guided look-ahead ([`Budget::guided`], the hard level): it plays mostly the actions
//!   the title finds sensible ([`Game::sensible`]), so a playout says more about how a line of play would go
//!   between players who want to win.

use rand::Rng;
use serde::Serialize;
use statecraft_engine::testkit::{playout, random_playout};
use statecraft_engine::{Game, GameRng, Seat, SeatView, ToAct};
use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::utility;

/// How much a search may spend on one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Budget {
    /// Iterations (draw, descend, expand, play out, back up) per decision, at a look-ahead of `playout_cap`.
    pub iterations: u32,
    /// Stop early when this much time has passed (reproducibility is lost when it triggers).
    pub time_cap: Option<Duration>,
    /// A playout stops after this many actions and is judged by the title's forecast at that point (a title
    /// may ask for fewer, see [`Game::LOOK_AHEAD`]).
    pub playout_cap: u64,
    /// The UCT exploration constant (rewards are in 0..1).
    pub exploration: f64,
    /// Whether the look-ahead plays mostly the title's sensible actions ([`Game::sensible`]) instead of
    /// uniformly random ones.
    pub guided: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { iterations: 1_000, time_cap: None, playout_cap: 200, exploration: 0.7, guided: false }
    }
}

/// What a search did, for `bench` and tests.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SearchStats {
    /// Iterations run (each one a determinization and one playout).
    pub iterations: u64,
    /// Actions applied in playouts, below the tree.
    pub playout_actions: u64,
    /// Nodes in the tree at the end.
    pub nodes: u64,
    pub seconds: f64,
    /// Whether the time cap stopped the search before its iteration budget.
    pub timed_out: bool,
}

/// A search's choice, what it cost, and how it rated each of the seat's actions.
#[derive(Clone, Debug)]
pub struct Decision<A> {
    pub action: A,
    pub stats: SearchStats,
    /// Each legal action the search tried at the root, in the legal list's order (empty when the seat had a
    /// single action and nothing was searched).
    pub root: Vec<RootArm<A>>,
}

/// One of the searching seat's actions at the root, as the search saw it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RootArm<A> {
    pub action: A,
    pub visits: u32,
    /// The seat's mean reward over those visits (0..1).
    pub mean: f64,
}

/// One action's statistics for one seat at one node.
struct Arm<A> {
    action: A,
    visits: u32,
    /// Sum of the seat's rewards over the visits.
    reward: f64,
    /// Iterations in which the action was legal here.
    available: u32,
}

/// One acting seat's choices at a node.
struct Side<A> {
    seat: Seat,
    arms: Vec<Arm<A>>,
}

struct Node<A> {
    sides: Vec<Side<A>>,
    /// Children by the joint choice of the seats that acted at this node, as (side, arm) indices in the order
    /// they acted. (Only looked up, never iterated, so the map's order cannot leak into a choice.)
    children: HashMap<Vec<(usize, usize)>, usize>,
}

impl<A> Node<A> {
    fn new() -> Self {
        Node { sides: Vec::new(), children: HashMap::new() }
    }
}

/// Searches from `view` and returns the chosen action of its seat, or `None` when the seat has nothing to do.
/// All randomness comes from `rng`.
pub fn search<G: Game>(view: &SeatView<G>, budget: &Budget, rng: &mut GameRng) -> Option<Decision<G::Action>> {
    let me = view.seat?;
    if !view.to_act.includes(me) || view.legal.is_empty() {
        return None;
    }
    if view.legal.len() == 1 {
        return Some(Decision { action: view.legal[0].clone(), stats: SearchStats::default(), root: Vec::new() });
    }
    let started = Instant::now();
    let (look_ahead, iterations) = shape::<G>(budget);
    let mut tree = Tree::<G> {
        nodes: vec![Node::new()],
        budget,
        look_ahead,
        buf: Vec::new(),
        events: Vec::new(),
        sensible: Vec::new(),
    };
    let mut stats = SearchStats::default();
    while stats.iterations < iterations {
        if stats.iterations > 0 && budget.time_cap.is_some_and(|cap| started.elapsed() >= cap) {
            stats.timed_out = true;
            break;
        }
        let mut state = G::determinize(&view.game, me, rng);
        stats.playout_actions += tree.iterate(&mut state, rng);
        stats.iterations += 1;
    }
    stats.nodes = tree.nodes.len() as u64;
    stats.seconds = started.elapsed().as_secs_f64();
    let root = tree.root_arms(me, &view.legal);
    // The most visited action (ties: the better mean, then the earlier in the legal list).
    let best =
        root.iter().reduce(|best, arm| if (arm.visits, arm.mean) > (best.visits, best.mean) { arm } else { best });
    let action = best.map_or_else(|| view.legal[0].clone(), |arm| arm.action.clone());
    Some(Decision { action, stats, root })
}

/// The look-ahead and the number of iterations of a search in `G`: the budget's, or the title's shorter
/// look-ahead (its guided one for a guided search) with the iterations scaled up by as much.
fn shape<G: Game>(budget: &Budget) -> (u64, u64) {
    let iterations = u64::from(budget.iterations.max(1));
    let title = if budget.guided { G::GUIDED_LOOK_AHEAD.or(G::LOOK_AHEAD) } else { G::LOOK_AHEAD };
    match title {
        Some(look_ahead) if look_ahead > 0 && look_ahead < budget.playout_cap => {
            (look_ahead, iterations * budget.playout_cap / look_ahead)
        }
        _ => (budget.playout_cap, iterations),
    }
}

struct Tree<'a, G: Game> {
    nodes: Vec<Node<G::Action>>,
    budget: &'a Budget,
    /// Actions a playout may play below the tree.
    look_ahead: u64,
    buf: Vec<G::Action>,
    events: Vec<G::Event>,
    /// Scratch for the guided look-ahead: indices of the sensible actions of a step.
    sensible: Vec<usize>,
}

impl<G: Game> Tree<'_, G> {
    /// One iteration from a freshly drawn root state. Returns the number of playout actions.
    fn iterate(&mut self, state: &mut G::State, rng: &mut GameRng) -> u64 {
        // (node, side index, arm index) of every choice made in the tree.
        let mut path: Vec<(usize, usize, usize)> = Vec::new();
        let mut node = 0;
        loop {
            let seats = match G::to_act(state) {
                ToAct::Over { .. } => break,
                to_act => to_act.seats(),
            };
            let mut joint = Vec::with_capacity(seats.len());
            for seat in seats {
                // The seats of one simultaneous step act one after another here; each picked without
                // looking at the others' picks.
                if !G::to_act(state).includes(seat) {
                    continue;
                }
                self.buf.clear();
                G::legal_actions(state, seat, &mut self.buf);
                if self.buf.is_empty() {
                    continue;
                }
                let (side, arm) = self.select(node, seat, rng);
                let action = self.nodes[node].sides[side].arms[arm].action.clone();
                self.events.clear();
                G::apply_legal(state, seat, &action, &mut self.events);
                path.push((node, side, arm));
                joint.push((side, arm));
            }
            if joint.is_empty() {
                break;
            }
            let next = self.nodes.len();
            let child = *self.nodes[node].children.entry(joint).or_insert(next);
            if child == next {
                // A new node: its statistics start with the next visit; this one plays out from here.
                self.nodes.push(Node::new());
                break;
            }
            node = child;
        }
        let played = if self.budget.guided {
            let pick = guided_pick::<G>(&mut self.sensible);
            playout::<G>(state, rng, self.look_ahead, &mut self.buf, &mut self.events, pick)
        } else {
            random_playout::<G>(state, rng, self.look_ahead, &mut self.buf, &mut self.events)
        };
        let reward = utility::<G>(state);
        for (node, side, arm) in path {
            let side = &mut self.nodes[node].sides[side];
            let arm = &mut side.arms[arm];
            arm.visits += 1;
            arm.reward += reward.get(side.seat.index()).copied().unwrap_or(0.0);
        }
        played
    }

    /// Picks `seat`'s action at `node` among the legal actions in `self.buf`: an untried one at random if
    /// there is one, else the best by UCT. Returns (side index, arm index).
    fn select(&mut self, node: usize, seat: Seat, rng: &mut GameRng) -> (usize, usize) {
        let sides = &mut self.nodes[node].sides;
        let side_index = match sides.iter().position(|s| s.seat == seat) {
            Some(i) => i,
            None => {
                sides.push(Side { seat, arms: Vec::new() });
                sides.len() - 1
            }
        };
        let arms = &mut sides[side_index].arms;
        // Arm index of each legal action; arms keep the order actions were first seen, so the usual case
        // (the same list as before) matches position by position.
        let mut legal_arms = Vec::with_capacity(self.buf.len());
        for (i, action) in self.buf.iter().enumerate() {
            let index = if arms.get(i).is_some_and(|a| a.action == *action) {
                i
            } else if let Some(found) = arms.iter().position(|a| a.action == *action) {
                found
            } else {
                arms.push(Arm { action: action.clone(), visits: 0, reward: 0.0, available: 0 });
                arms.len() - 1
            };
            arms[index].available += 1;
            legal_arms.push(index);
        }
        let untried: Vec<usize> = legal_arms.iter().copied().filter(|&i| arms[i].visits == 0).collect();
        if !untried.is_empty() {
            return (side_index, untried[rng.random_range(0..untried.len())]);
        }
        let c = self.budget.exploration;
        let score = |arm: &Arm<G::Action>| {
            let n = f64::from(arm.visits);
            arm.reward / n + c * (f64::from(arm.available).ln() / n).sqrt()
        };
        // Ties are broken at random: seats choosing at once from equal statistics would otherwise fall into
        // lockstep (always meeting the same reply) and never see some combinations.
        let scores: Vec<f64> = legal_arms.iter().map(|&i| score(&arms[i])).collect();
        let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let tied: Vec<usize> = legal_arms.iter().zip(&scores).filter(|(_, s)| **s == top).map(|(&i, _)| i).collect();
        let best = tied[rng.random_range(0..tied.len())];
        (side_index, best)
    }

    /// `me`'s actions at the root that are really legal, with their statistics, in the legal list's order.
    fn root_arms(&self, me: Seat, legal: &[G::Action]) -> Vec<RootArm<G::Action>> {
        let Some(side) = self.nodes[0].sides.iter().find(|s| s.seat == me) else { return Vec::new() };
        legal
            .iter()
            .filter_map(|action| side.arms.iter().find(|a| a.action == *action))
            .map(|arm| RootArm {
                action: arm.action.clone(),
                visits: arm.visits,
                mean: arm.reward / f64::from(arm.visits.max(1)),
            })
            .collect()
    }
}

/// How often a guided look-ahead ignores the title's sense and picks among all legal actions, so that no line
/// of play is ruled out (one step in this many).
const UNGUIDED_ONE_IN: u32 = 4;

/// The pick of a guided look-ahead (for [`playout`]): among the acting seat's sensible actions
/// ([`Game::sensible`]) three times in four, else among all its legal actions. Where the title finds every
/// action sensible (or none), it is the uniform pick of [`random_playout`], with the same draw from the
/// generator. `sensible` is scratch space.
pub fn guided_pick<G: Game>(
    sensible: &mut Vec<usize>,
) -> impl FnMut(&G::State, Seat, &[G::Action], &mut GameRng) -> usize + '_ {
    move |state, seat, legal, rng| {
        sensible.clear();
        sensible.extend((0..legal.len()).filter(|&i| G::sensible(state, seat, &legal[i])));
        let guided = !sensible.is_empty() && sensible.len() < legal.len() && rng.random_range(0..UNGUIDED_ONE_IN) != 0;
        if guided { sensible[rng.random_range(0..sensible.len())] } else { rng.random_range(..legal.len()) }
    }
}
