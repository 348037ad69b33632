//! UCT Monte Carlo tree search (Kocsis & Szepesvári; Browne et al.'s survey, algorithm 2).
//!
//! Each iteration walks from the root, choosing children by UCB1 for the player to move at
//! each node, expands one untried move, finishes the game with a uniformly random playout, and
//! adds every player's utility (in [-1, 1], `Outcome::utility`) to the nodes on the path, so
//! any number of players is handled: a node keeps one score per player and each player picks
//! by their own. The move played is the root's most visited child ("robust child").
//!
//! Nodes do not store states: an iteration copies the root state and replays the path's moves,
//! so a tree costs a few words per node whatever the game's state size.
//!
//! Root parallelism: with `threads = T`, T independent trees (each with its own random stream)
//! search on a rayon pool and their root visit counts are summed; the result does not depend on
//! scheduling, so a seeded agent with an iteration budget is reproducible at any thread count.
//! Tree reuse: after each move of the game (`observe`), the subtree under that move becomes the
//! new tree; a tree whose root does not match the state it is asked about is dropped.

use std::fmt;
use std::time::{Duration, Instant};

use rayon::prelude::*;

use super::Agent;
use crate::game::{Game, Limits, Status, MAX_PLAYERS};
use crate::rng::Rng;

/// How much searching one move gets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Iterations per move, summed over threads (reproducible).
    Iterations(u32),
    /// Wall-clock time per move.
    Time(Duration),
}

#[derive(Clone, Debug, PartialEq)]
pub struct MctsConfig {
    pub budget: Budget,
    /// UCB1's exploration constant; √2 suits utilities in [-1, 1] (Ludii's default).
    pub exploration: f64,
    /// Independent trees searched in parallel (root parallelism).
    pub threads: usize,
    /// Keep the subtree of the move played between moves.
    pub reuse_tree: bool,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            budget: Budget::Iterations(1000),
            exploration: std::f64::consts::SQRT_2,
            threads: 1,
            reuse_tree: true,
        }
    }
}

impl fmt::Display for MctsConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.budget {
            Budget::Iterations(n) => write!(f, "mcts:{n}")?,
            Budget::Time(d) if d.subsec_millis() == 0 => write!(f, "mcts:{}s", d.as_secs())?,
            Budget::Time(d) => write!(f, "mcts:{}ms", d.as_millis())?,
        }
        if self.exploration != std::f64::consts::SQRT_2 {
            write!(f, ":c={}", self.exploration)?;
        }
        if self.threads != 1 {
            write!(f, ":threads={}", self.threads)?;
        }
        if !self.reuse_tree {
            f.write_str(":noreuse")?;
        }
        Ok(())
    }
}

const NONE: u32 = u32::MAX;

struct Node<M> {
    /// The move from the parent (`None` at the root).
    mv: Option<M>,
    children: Vec<u32>,
    /// Legal moves not expanded yet; filled on the first visit.
    untried: Vec<M>,
    expanded: bool,
    visits: u32,
    /// Sum of each player's utility over the iterations through this node.
    score: [f32; MAX_PLAYERS],
}

impl<M> Node<M> {
    fn new(mv: Option<M>) -> Self {
        Node { mv, children: Vec::new(), untried: Vec::new(), expanded: false, visits: 0, score: [0.0; MAX_PLAYERS] }
    }
}

/// One search tree with its own random stream and scratch buffers.
struct Tree<G: Game> {
    nodes: Vec<Node<G::Move>>,
    rng: Rng,
    state: Option<G::State>,
    moves: Vec<G::Move>,
    path: Vec<u32>,
}

impl<G: Game> Tree<G> {
    fn new(rng: Rng) -> Self {
        Tree { nodes: vec![Node::new(None)], rng, state: None, moves: Vec::new(), path: Vec::new() }
    }

    /// True when the root's moves are exactly `legal` (so the tree describes this state).
    fn root_matches(&self, legal: &[G::Move]) -> bool {
        let root = &self.nodes[0];
        if !root.expanded {
            return true;
        }
        let known = root.children.len() + root.untried.len();
        known == legal.len()
            && root.untried.iter().all(|m| legal.contains(m))
            && root.children.iter().all(|&c| self.nodes[c as usize].mv.is_some_and(|m| legal.contains(&m)))
    }

    fn iterate(&mut self, game: &G, root: &G::State, c: f64, limits: Limits) {
        let state = match &mut self.state {
            Some(s) => {
                s.clone_from(root);
                s
            }
            None => self.state.insert(root.clone()),
        };
        self.path.clear();
        let mut node = 0u32;
        self.path.push(node);
        let utilities: [f64; MAX_PLAYERS] = loop {
            if let Status::Over(o) = game.status(state) {
                break std::array::from_fn(|p| if p < o.num_players() { o.utility(p + 1) } else { 0.0 });
            }
            let n = &mut self.nodes[node as usize];
            if !n.expanded {
                game.legal_moves(state, &mut n.untried);
                n.expanded = true;
            }
            if !n.untried.is_empty() {
                // Expansion: one random untried move becomes a child; then a random playout.
                let i = self.rng.below(n.untried.len());
                let mv = n.untried.swap_remove(i);
                let child = self.nodes.len() as u32;
                self.nodes[node as usize].children.push(child);
                self.nodes.push(Node::new(Some(mv)));
                self.path.push(child);
                game.apply(state, mv);
                let mut u = [0.0; MAX_PLAYERS];
                let players = game.num_players();
                if let Status::Over(o) = game.status(state) {
                    for (p, x) in u.iter_mut().enumerate().take(players) {
                        *x = o.utility(p + 1);
                    }
                } else {
                    let r = crate::playout::random_playout_with_limits(game, state, &mut self.moves, &mut self.rng, limits);
                    if let Some(o) = r.outcome {
                        for (p, x) in u.iter_mut().enumerate().take(players) {
                            *x = o.utility(p + 1);
                        }
                    }
                }
                break u;
            }
            if n.children.is_empty() {
                // An ongoing state without moves breaks the Game contract; score it a draw.
                break [0.0; MAX_PLAYERS];
            }
            let mover = game.mover(state) - 1;
            node = select(&self.nodes, node, mover, c);
            self.path.push(node);
            game.apply(state, self.nodes[node as usize].mv.expect("children have moves"));
        };
        for &i in &self.path {
            let n = &mut self.nodes[i as usize];
            n.visits += 1;
            for (s, u) in n.score.iter_mut().zip(utilities) {
                *s += u as f32;
            }
        }
    }


    /// Keeps only the subtree under the root's child with move `mv` (or a fresh root).
    fn advance(&mut self, mv: G::Move) {
        let child = self.nodes[0].children.iter().copied().find(|&c| self.nodes[c as usize].mv == Some(mv));
        let mut kept = Vec::new();
        if let Some(child) = child {
            // Copy the subtree breadth-first, renumbering children.
            let mut queue = std::collections::VecDeque::from([child]);
            let mut old = std::mem::take(&mut self.nodes);
            while let Some(i) = queue.pop_front() {
                let mut n = std::mem::replace(&mut old[i as usize], Node::new(None));
                // Children are numbered in the order they will leave the queue.
                let first = kept.len() as u32 + 1 + queue.len() as u32;
                let old_children = std::mem::take(&mut n.children);
                for (k, &c) in old_children.iter().enumerate() {
                    queue.push_back(c);
                    n.children.push(first + k as u32);
                }
                kept.push(n);
            }
            kept[0].mv = None;
        } else {
            kept.push(Node::new(None));
        }
        self.nodes = kept;
    }
}

/// UCB1 over the children of `node` for player index `mover`.
fn select<M>(nodes: &[Node<M>], node: u32, mover: usize, c: f64) -> u32 {
    let parent = &nodes[node as usize];
    let log_n = (parent.visits.max(1) as f64).ln();
    let mut best = NONE;
    let mut best_value = f64::NEG_INFINITY;
    for &ch in &parent.children {
        let n = &nodes[ch as usize];
        let visits = n.visits.max(1) as f64;
        let value = n.score[mover] as f64 / visits + c * (log_n / visits).sqrt();
        if value > best_value {
            best_value = value;
            best = ch;
        }
    }
    best
}

/// The UCT agent.
pub struct Mcts<G: Game> {
    config: MctsConfig,
    trees: Vec<Tree<G>>,
    legal: Vec<G::Move>,
}

impl<G: Game> Mcts<G> {
    pub fn new(config: MctsConfig, seed: u64) -> Self {
        let trees = (0..config.threads.max(1) as u64).map(|i| Tree::new(Rng::stream(seed, i))).collect();
        Mcts { config, trees, legal: Vec::new() }
    }

    /// Root visit counts of the last search, summed over trees, by move.
    pub fn root_visits(&self) -> Vec<(G::Move, u32)> {
        let mut out: Vec<(G::Move, u32)> = Vec::new();
        for t in &self.trees {
            for &c in &t.nodes[0].children {
                let n = &t.nodes[c as usize];
                let mv = n.mv.expect("children have moves");
                match out.iter_mut().find(|(m, _)| *m == mv) {
                    Some(e) => e.1 += n.visits,
                    None => out.push((mv, n.visits)),
                }
            }
        }
        out
    }

    /// Nodes held by the trees (for tests of tree reuse).
    pub fn tree_size(&self) -> usize {
        self.trees.iter().map(|t| t.nodes.len()).sum()
    }
}

fn search<G: Game>(tree: &mut Tree<G>, game: &G, root: &G::State, config: &MctsConfig, share: u32) {
    let limits = game.limits();
    match config.budget {
        Budget::Iterations(_) => {
            for _ in 0..share {
                tree.iterate(game, root, config.exploration, limits);
            }
        }
        Budget::Time(d) => {
            let start = Instant::now();
            // Check the clock every few iterations; always do at least one.
            loop {
                for _ in 0..16 {
                    tree.iterate(game, root, config.exploration, limits);
                }
                if start.elapsed() >= d {
                    break;
                }
            }
        }
    }
}

impl<G> Agent<G> for Mcts<G>
where
    G: Game + Sync,
{
    fn name(&self) -> String {
        self.config.to_string()
    }

    fn choose(&mut self, game: &G, state: &G::State) -> G::Move {
        game.legal_moves(state, &mut self.legal);
        assert!(!self.legal.is_empty(), "an ongoing game offers a move");
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        for t in &mut self.trees {
            if !self.config.reuse_tree || !t.root_matches(&self.legal) {
                t.nodes = vec![Node::new(None)];
            }
        }
        let threads = self.trees.len() as u32;
        let config = &self.config;
        let share = |i: u32| match config.budget {
            // Iterations split over trees, the first ones taking the remainder.
            Budget::Iterations(n) => n / threads + u32::from(i < n % threads),
            Budget::Time(_) => 0,
        };
        if threads == 1 {
            search(&mut self.trees[0], game, state, config, share(0));
        } else {
            self.trees
                .par_iter_mut()
                .enumerate()
                .for_each(|(i, t)| search(t, game, state, config, share(i as u32)));
        }
        let visits = self.root_visits();
        // Most visited; ties go to the move generated first, so results do not depend on
        // the order children were expanded in.
        let mut best = self.legal[0];
        let mut best_visits = 0;
        for &m in &self.legal {
            let v = visits.iter().find(|(x, _)| *x == m).map_or(0, |e| e.1);
            if v > best_visits {
                best = m;
                best_visits = v;
            }
        }
        best
    }

    fn observe(&mut self, _game: &G, mv: G::Move) {
        for t in &mut self.trees {
            if self.config.reuse_tree {
                t.advance(mv);
            } else {
                t.nodes = vec![Node::new(None)];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::AgentSpec;
    use crate::testing::{DynTicTacToe, TicTacToe};
    use crate::DynHandle;

    fn after(game: &TicTacToe, moves: &[u8]) -> <TicTacToe as Game>::State {
        let mut s = game.initial_state();
        for &m in moves {
            game.apply(&mut s, m);
        }
        s
    }

    fn mcts(spec: &str, seed: u64) -> Mcts<TicTacToe> {
        let AgentSpec::Mcts(c) = spec.parse().unwrap() else { panic!() };
        Mcts::new(c, seed)
    }

    #[test]
    fn wins_at_once_and_blocks() {
        let game = TicTacToe;
        // X: 0, 1; O: 3, 4; X to move wins on 2.
        assert_eq!(mcts("mcts:500", 3).choose(&game, &after(&game, &[0, 3, 1, 4])), 2);
        // X: 0, 8; O: 4, 1 (threatens 1-4-7); X must block on 7.
        assert_eq!(mcts("mcts:2000", 3).choose(&game, &after(&game, &[0, 4, 8, 1])), 7);
        // Same for O (player 2): X on 0, 1 threatens 2; O must block.
        assert_eq!(mcts("mcts:2000", 5).choose(&game, &after(&game, &[0, 4, 1])), 2);
    }

    #[test]
    fn seeded_search_is_reproducible_whatever_the_threads() {
        let game = TicTacToe;
        let s = after(&game, &[4]);
        let visits = |spec: &str, seed| {
            let mut a = mcts(spec, seed);
            let m = a.choose(&game, &s);
            let mut v = a.root_visits();
            v.sort();
            (m, v)
        };
        assert_eq!(visits("mcts:800", 9), visits("mcts:800", 9));
        assert_eq!(visits("mcts:800:threads=3", 9), visits("mcts:800:threads=3", 9));
        let (_, v) = visits("mcts:800:threads=3", 9);
        assert_eq!(v.iter().map(|e| e.1).sum::<u32>(), 800, "every iteration passes one root child");
        // The dynamic twin searches the same way.
        let dynamic = DynHandle::new(DynTicTacToe);
        let AgentSpec::Mcts(c) = "mcts:800".parse().unwrap() else { panic!() };
        let mut a = Mcts::<DynHandle>::new(c, 9);
        let mut ds = dynamic.initial_state();
        let mut legal = Vec::new();
        dynamic.legal_moves(&ds, &mut legal);
        dynamic.apply(&mut ds, legal[4]);
        let mv = a.choose(&dynamic, &ds);
        assert_eq!(mv.to as u8, visits("mcts:800", 9).0);
    }

    #[test]
    fn tree_reuse_keeps_the_subtree_and_drops_a_stale_one() {
        let game = TicTacToe;
        let mut a = mcts("mcts:1000", 1);
        let s = game.initial_state();
        let m = a.choose(&game, &s);
        let before = a.tree_size();
        a.observe(&game, m);
        let kept = a.tree_size();
        assert!(kept > 1 && kept < before, "{kept} of {before}");
        let s = after(&game, &[m]);
        // The kept root's visits carry over into the next search.
        let root_visits = a.trees[0].nodes[0].visits;
        let reply = a.choose(&game, &s);
        assert!(a.trees[0].nodes[0].visits >= root_visits + 1000 - 1);
        assert_ne!(reply, m);
        // Asked about a position the tree does not describe, it starts afresh (and is legal).
        let other = after(&game, &[0, 1, 2]);
        let mv = a.choose(&game, &other);
        assert!(![0, 1, 2].contains(&mv));
        let mut noreuse = mcts("mcts:100:noreuse", 1);
        let m = noreuse.choose(&game, &game.initial_state());
        noreuse.observe(&game, m);
        assert_eq!(noreuse.tree_size(), 1);
    }

    #[test]
    fn time_budget_searches() {
        let game = TicTacToe;
        let mut a = mcts("mcts:20ms", 1);
        let mv = a.choose(&game, &after(&game, &[0, 3, 1, 4]));
        assert_eq!(mv, 2);
        assert!(a.trees[0].nodes[0].visits >= 16);
    }
}
