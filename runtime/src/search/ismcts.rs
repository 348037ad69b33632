//! Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012), for games with
//! hidden information: the search sees only what its player sees.
//!
//! Each iteration draws a *determinization*, a full state consistent with what the searching
//! player observes ([`Game::determinize`]: the cards it cannot see dealt again), and runs one
//! UCT iteration on it: selection and expansion follow the moves legal in that
//! determinization, a random playout finishes the game, and every player's utility is added
//! along the path. A node therefore stands for an information set (or a group of them) rather
//! than a state, and its children for moves named as their mover sees them ([`MoveName`]),
//! which may be legal in some determinizations and not in others. UCB1 accounts for that with
//! *availability* counts: a child's exploration term uses how many times it was legal when its
//! parent was visited, instead of the parent's visits, so a move that is rarely possible is
//! not starved nor over-explored ([`ucb`]).
//!
//! Two variants:
//!
//! - **single observer** (SO-ISMCTS, the default): one tree, in which every move, the
//!   opponents' included, is named by its key. Opponents' moves are treated as if the
//!   searching player saw them, which is exact where moves are public (playing a card face up,
//!   as in Ludii card games where the key names the hand slot played from) and an
//!   approximation where they are not;
//! - **multiple observer** (MO-ISMCTS, `:mo`): one tree per player. The mover's tree descends
//!   by the move as the mover names it; every other player's tree descends by what that player
//!   *saw* of the move. The paper projects a move onto what an observer sees of it; the `Game`
//!   trait has no such projection, so the observer's view of a move is the change it makes to
//!   the observer's observation ([`Game::observation`]): two moves are one to an observer when
//!   they change what it sees in the same way, from the same position. That is sound (a tree
//!   never branches on what its player cannot see) but coarser than a true projection where
//!   a game tells players things that do not show in their observation (docs/hidden-information.md).
//!
//! Utilities are per seat ([`seat_outcome`], `Outcome::utility` in [-1, 1]), so any number of
//! players is handled as in [`super::Mcts`]: each node keeps every seat's sum and the player
//! to move picks by its own. The move played is the root's most visited move, among the moves
//! legal in the true state (ties to the first generated).
//!
//! Unlike [`super::Mcts`], there is no solver (a move that wins in one determinization may not
//! in another), no tree reuse and one thread. The true state is read for its legal moves
//! only (and their keys), which the mover knows in the games we have; everything else it
//! learns comes from determinizations, so two states it cannot tell apart give the same search
//! from the same seed (the no-peeking test below), as `determinize` depends only on what the
//! player sees.

use std::fmt;
use std::time::Instant;

use super::mcts::{utilities, Budget, Utilities};
use super::move_names::{name_moves, MoveName};
use super::Agent;
use crate::game::{seat_to_move, Game, Limits, Status, MAX_PLAYERS};
use crate::rng::Rng;

#[derive(Clone, Debug, PartialEq)]
pub struct IsmctsConfig {
    pub budget: Budget,
    /// UCB1's exploration constant; √2 suits utilities in [-1, 1], as for MCTS.
    pub exploration: f64,
    /// One tree per player (MO-ISMCTS) instead of one tree (SO-ISMCTS).
    pub multiple_observer: bool,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            budget: Budget::Iterations(1000),
            exploration: std::f64::consts::SQRT_2,
            multiple_observer: false,
        }
    }
}

impl fmt::Display for IsmctsConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ismcts:")?;
        super::write_budget(f, self.budget)?;
        if self.exploration != std::f64::consts::SQRT_2 {
            write!(f, ":c={}", self.exploration)?;
        }
        if self.multiple_observer {
            f.write_str(":mo")?;
        }
        Ok(())
    }
}

/// What an edge of a tree stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edge {
    /// A move as its mover names it (the tree's own player's moves; every move in SO-ISMCTS).
    Move(MoveName),
    /// Another player's move as the tree's player saw it: a hash of the change of its
    /// observation and of who moved (MO-ISMCTS).
    Seen(u64),
}

struct Node {
    /// The edge from the parent (`None` at the root).
    edge: Option<Edge>,
    children: Vec<u32>,
    visits: u32,
    /// Visits of the parent in which this node's move was legal (availability).
    avail: u32,
    /// Sum of each seat's utility over the iterations through this node.
    score: Utilities,
}

impl Node {
    fn new(edge: Option<Edge>) -> Self {
        Node { edge, children: Vec::new(), visits: 0, avail: 0, score: [0.0; MAX_PLAYERS] }
    }
}

/// One tree: SO-ISMCTS's only one, or one player's in MO-ISMCTS.
struct Tree {
    nodes: Vec<Node>,
    /// The nodes the current iteration went through, root first.
    path: Vec<u32>,
}

impl Tree {
    fn new() -> Self {
        Tree { nodes: vec![Node::new(None)], path: Vec::new() }
    }

    fn cursor(&self) -> u32 {
        *self.path.last().expect("an iteration starts at the root")
    }

    /// Moves to the child of the current node along `edge`, made if new.
    fn follow(&mut self, edge: Edge) -> u32 {
        let at = self.cursor() as usize;
        let nodes = &self.nodes;
        let found =
            nodes[at].children.iter().copied().find(|&c| nodes[c as usize].edge == Some(edge));
        let child = found.unwrap_or_else(|| {
            let c = self.nodes.len() as u32;
            self.nodes.push(Node::new(Some(edge)));
            self.nodes[at].children.push(c);
            c
        });
        self.path.push(child);
        child
    }

    /// Adds an iteration's result to the nodes it went through.
    fn backup(&mut self, u: &Utilities) {
        for &i in &self.path {
            let n = &mut self.nodes[i as usize];
            n.visits += 1;
            for (s, x) in n.score.iter_mut().zip(u) {
                *s += x;
            }
        }
    }
}

/// UCB1 with availability: `score / visits + c √(ln avail / visits)`, where `avail` counts
/// the parent's visits in which this child could be chosen (the paper's n'), not all of
/// them: a move legal in few determinizations is explored as often as its chances allow.
pub(crate) fn ucb(score: f32, visits: u32, avail: u32, c: f64) -> f64 {
    let n = visits.max(1) as f64;
    score as f64 / n + c * ((avail.max(1) as f64).ln() / n).sqrt()
}

/// The index, in `candidates` (children legal in this determinization), of the child with
/// the best [`ucb`] for seat index `seat`; ties go to the first.
fn select(nodes: &[Node], candidates: &[u32], seat: usize, c: f64) -> usize {
    let mut best = (0, f64::NEG_INFINITY);
    for (i, &k) in candidates.iter().enumerate() {
        let n = &nodes[k as usize];
        let value = ucb(n.score[seat], n.visits, n.avail, c);
        if value > best.1 {
            best = (i, value);
        }
    }
    best.0
}

/// A hash of how `before` became `after` (two observations of one player) when role `mover`
/// moved: what the observer saw of the move.
fn seen_change(mover: usize, before: &[i32], after: &[i32]) -> u64 {
    use crate::hidden::mix;
    let mut h = mix(0x15c7_5eed ^ mover as u64);
    for i in 0..before.len().max(after.len()) {
        let (a, b) = (before.get(i).copied(), after.get(i).copied());
        if a != b {
            let pack = |x: Option<i32>| x.map_or(u64::MAX, |x| x as u32 as u64);
            h = mix(h ^ mix(i as u64 ^ pack(a) << 32) ^ pack(b));
        }
    }
    h
}

/// The ISMCTS agent (see the module's documentation).
pub struct Ismcts<G: Game> {
    config: IsmctsConfig,
    rng: Rng,
    /// SO: one tree; MO: one per role (index `role - 1`).
    trees: Vec<Tree>,
    state: Option<G::State>,
    moves: Vec<G::Move>,
    names: Vec<MoveName>,
    /// Per move of the current node: its child in the mover's tree, or `NONE` (untried).
    matched: Vec<u32>,
    candidates: Vec<u32>,
    untried: Vec<usize>,
    /// MO: each role's observation before and after the move being followed.
    seen: Vec<Vec<i32>>,
    seen_after: Vec<i32>,
    legal: Vec<G::Move>,
    iterations: u64,
    /// The tree of the player searching (0 in SO).
    searcher_tree: usize,
}

const NONE: u32 = u32::MAX;

impl<G: Game> Ismcts<G> {
    pub fn new(config: IsmctsConfig, seed: u64) -> Self {
        Ismcts {
            config,
            rng: Rng::seed_from(seed),
            trees: Vec::new(),
            state: None,
            moves: Vec::new(),
            names: Vec::new(),
            matched: Vec::new(),
            candidates: Vec::new(),
            untried: Vec::new(),
            seen: Vec::new(),
            seen_after: Vec::new(),
            legal: Vec::new(),
            iterations: 0,
            searcher_tree: 0,
        }
    }

    /// Iterations of the last search (each drew one determinization).
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The searching player's root moves after the last search: name, visits, availability.
    pub fn root_stats(&self) -> Vec<(MoveName, u32, u32)> {
        let Some(t) = self.trees.get(self.searcher_tree) else { return Vec::new() };
        t.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &t.nodes[c as usize];
                match n.edge {
                    Some(Edge::Move(name)) => Some((name, n.visits, n.avail)),
                    _ => None,
                }
            })
            .collect()
    }

    /// One iteration from `root`, searched for role `searcher`.
    fn iterate(&mut self, game: &G, root: &G::State, searcher: usize, limits: Limits) {
        let c = self.config.exploration;
        let mo = self.config.multiple_observer;
        let state = match &mut self.state {
            Some(s) => {
                s.clone_from(root);
                s
            }
            None => self.state.insert(root.clone()),
        };
        // The one determinization of this iteration, then its own future dice.
        game.determinize(state, searcher, &mut self.rng);
        game.seed_chance(state, &mut self.rng);
        for t in &mut self.trees {
            t.path.clear();
            t.path.push(0);
        }
        if mo {
            for (p, obs) in self.seen.iter_mut().enumerate() {
                game.observation(state, p + 1, obs);
            }
        }
        let u = loop {
            if let Status::Over(o) = game.status(state) {
                break utilities(&crate::game::seat_outcome(game, state, o));
            }
            let role = game.mover(state);
            let seat = seat_to_move(game, state) - 1;
            game.legal_moves(state, &mut self.moves);
            if self.moves.is_empty() {
                // An ongoing state without moves breaks the Game contract; score it a draw.
                break [0.0; MAX_PLAYERS];
            }
            name_moves(game, state, &self.moves, &mut self.names);
            let tree = &mut self.trees[if mo { role - 1 } else { 0 }];
            let at = tree.cursor() as usize;
            // Which children are legal here, and which moves have no child yet.
            self.matched.clear();
            self.untried.clear();
            self.candidates.clear();
            for (i, name) in self.names.iter().enumerate() {
                let edge = Some(Edge::Move(*name));
                let child = tree.nodes[at]
                    .children
                    .iter()
                    .copied()
                    .find(|&k| tree.nodes[k as usize].edge == edge);
                self.matched.push(child.unwrap_or(NONE));
                match child {
                    Some(k) => self.candidates.push(k),
                    None => self.untried.push(i),
                }
            }
            let expanding = !self.untried.is_empty();
            let i = if expanding {
                self.untried[self.rng.below(self.untried.len())]
            } else {
                let k = self.candidates[select(&tree.nodes, &self.candidates, seat, c)];
                self.matched.iter().position(|&m| m == k).expect("a candidate is matched")
            };
            let child = tree.follow(Edge::Move(self.names[i]));
            // Availability: every child legal in this determinization counts the visit, a
            // child made now included (after selection, as the paper's backpropagation does).
            for &k in &self.candidates {
                tree.nodes[k as usize].avail += 1;
            }
            if expanding {
                tree.nodes[child as usize].avail += 1;
            }
            game.apply(state, self.moves[i]);
            if mo {
                // Each other player's tree follows what that player saw of the move.
                for p in 1..=self.seen.len() {
                    if p == role {
                        continue;
                    }
                    game.observation(state, p, &mut self.seen_after);
                    let h = seen_change(role, &self.seen[p - 1], &self.seen_after);
                    std::mem::swap(&mut self.seen[p - 1], &mut self.seen_after);
                    let t = &mut self.trees[p - 1];
                    let k = t.follow(Edge::Seen(h));
                    t.nodes[k as usize].avail += 1;
                }
                game.observation(state, role, &mut self.seen[role - 1]);
            }
            if expanding {
                break self.playout(game, limits);
            }
        };
        for t in &mut self.trees {
            t.backup(&u);
        }
        self.iterations += 1;
    }

    /// Every seat's utility at the end of a random playout from the iteration's state.
    fn playout(&mut self, game: &G, limits: Limits) -> Utilities {
        let state = self.state.as_mut().expect("the iteration's state");
        let r = crate::playout::random_playout_with_limits(
            game,
            state,
            &mut self.moves,
            &mut self.rng,
            limits,
        );
        r.outcome
            .map_or([0.0; MAX_PLAYERS], |o| utilities(&crate::game::seat_outcome(game, state, o)))
    }
}

impl<G: Game> Agent<G> for Ismcts<G> {
    fn name(&self) -> String {
        self.config.to_string()
    }

    fn choose(&mut self, game: &G, state: &G::State) -> G::Move {
        game.legal_moves(state, &mut self.legal);
        assert!(!self.legal.is_empty(), "an ongoing game offers a move");
        self.iterations = 0;
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        let trees = if self.config.multiple_observer { game.num_players() } else { 1 };
        self.trees = (0..trees).map(|_| Tree::new()).collect();
        self.seen =
            if self.config.multiple_observer { vec![Vec::new(); trees] } else { Vec::new() };
        let searcher = game.mover(state);
        self.searcher_tree = if self.config.multiple_observer { searcher - 1 } else { 0 };
        let limits = game.limits();
        match self.config.budget {
            Budget::Iterations(n) => {
                for _ in 0..n {
                    self.iterate(game, state, searcher, limits);
                }
            }
            Budget::Time(d) => {
                let start = Instant::now();
                // Check the clock every few iterations; always do at least one.
                loop {
                    for _ in 0..16 {
                        self.iterate(game, state, searcher, limits);
                    }
                    if start.elapsed() >= d {
                        break;
                    }
                }
            }
        }
        // The most visited root move legal in the true state, ties to the first generated.
        let root = &self.trees[self.searcher_tree];
        let mut names = std::mem::take(&mut self.names);
        name_moves(game, state, &self.legal, &mut names);
        let visits = |name: &MoveName| {
            root.nodes[0]
                .children
                .iter()
                .map(|&k| &root.nodes[k as usize])
                .find(|n| n.edge == Some(Edge::Move(*name)))
                .map_or(0, |n| n.visits)
        };
        let mut best = (0, 0);
        for (i, name) in names.iter().enumerate() {
            let v = visits(name);
            if v > best.1 {
                best = (i, v);
            }
        }
        self.names = names;
        self.legal[best.0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matches::{run_match, MatchConfig};
    use crate::search::{AgentSpec, Mcts, Pimc};
    use crate::testing::{HcState, HiddenCards, HC_DRAW};
    use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

    fn ismcts(spec: &str, seed: u64) -> Ismcts<HiddenCards> {
        let AgentSpec::Ismcts(c) = spec.parse().unwrap() else { panic!("{spec}") };
        Ismcts::new(c, seed)
    }

    #[test]
    fn ucb_explores_by_availability_not_parent_visits() {
        let node = |visits, score, avail| Node {
            visits,
            score: [score; MAX_PLAYERS],
            avail,
            ..Node::new(None)
        };
        // Same mean and visits: the child that was legal more often has the larger bonus.
        let nodes = [node(0, 0.0, 0), node(10, 5.0, 100), node(10, 5.0, 20)];
        assert!(ucb(5.0, 10, 100, 1.0) > ucb(5.0, 10, 20, 1.0));
        assert_eq!(select(&nodes, &[1, 2], 0, 1.0), 0, "child 1: legal 100 times");
        assert_eq!(select(&nodes, &[2, 1], 0, 1.0), 1);
        // A child legal only when it was tried (avail = visits = 1) gets ln 1 = 0: no bonus,
        // where the parent's visits (here 100) would have given it a large one.
        assert_eq!(ucb(0.5, 1, 1, 2.0), 0.5);
        let nodes = [node(0, 0.0, 0), node(1, 0.5, 1), node(50, 30.0, 100)];
        // With the parent's visits (100) child 1 would get 0.5 + √(ln 100) = 2.6 and be chosen;
        // with its availability, 0.5 against child 2's 0.6 + √(ln 100 / 50) = 0.9.
        assert_eq!(select(&nodes, &[1, 2], 0, 1.0), 1, "0.5 against 0.6 + 0.30");
        let mut v = ucb(30.0, 50, 100, 1.0);
        v -= 0.6;
        assert!((v - (100f64.ln() / 50.0).sqrt()).abs() < 1e-12);
        assert_eq!(select(&nodes, &[1, 2], 0, 0.0), 1, "without exploration: the best mean");
        // Only the candidates given (those legal in this determinization) are chosen from.
        assert_eq!(select(&nodes, &[2], 0, 0.0), 0);
    }

    #[test]
    fn availability_counts_the_parent_visits_where_the_move_was_legal() {
        let g = HiddenCards;
        let s = HcState::deal([&[2, 5], &[1, 6]], &[3, 4], 0, 1);
        let mut a = ismcts("ismcts:500", 3);
        a.choose(&g, &s);
        let t = &a.trees[0];
        let mut fewer = 0;
        for n in &t.nodes {
            let mut visits = 0;
            for &k in &n.children {
                let c = &t.nodes[k as usize];
                assert!(
                    c.visits <= c.avail && c.avail <= n.visits,
                    "{} {} {}",
                    c.visits,
                    c.avail,
                    n.visits
                );
                fewer += usize::from(c.avail < n.visits && c.visits > 0);
                visits += c.visits;
            }
            assert!(visits <= n.visits);
        }
        // Player 2's cards differ between determinizations: some of its moves are not always
        // legal where it moves.
        assert!(fewer > 0);
        // Player 1's own moves are legal in every determinization of the root: each is
        // available from its creation on, so about all 500 times.
        let root = a.root_stats();
        assert_eq!(root.len(), 3);
        assert!(root.iter().all(|r| r.2 >= 495), "{root:?}");
        assert_eq!(root.iter().map(|r| r.1).sum::<u32>(), 500);
    }

    /// [`HiddenCards`] counting its determinizations.
    struct Counting(AtomicU64);

    impl Game for Counting {
        type State = HcState;
        type Move = u8;
        fn name(&self) -> &str {
            "counting"
        }
        fn num_players(&self) -> usize {
            2
        }
        fn initial_state(&self) -> HcState {
            HiddenCards.initial_state()
        }
        fn mover(&self, s: &HcState) -> usize {
            HiddenCards.mover(s)
        }
        fn legal_moves(&self, s: &HcState, moves: &mut Vec<u8>) {
            HiddenCards.legal_moves(s, moves)
        }
        fn apply(&self, s: &mut HcState, mv: u8) {
            HiddenCards.apply(s, mv)
        }
        fn status(&self, s: &HcState) -> Status {
            HiddenCards.status(s)
        }
        fn move_key(&self, s: &HcState, mv: u8) -> crate::MoveKey {
            HiddenCards.move_key(s, mv)
        }
        fn state_string(&self, s: &HcState) -> String {
            HiddenCards.state_string(s)
        }
        fn has_hidden_information(&self) -> bool {
            true
        }
        fn observation(&self, s: &HcState, player: usize, out: &mut Vec<i32>) {
            HiddenCards.observation(s, player, out)
        }
        fn information_set_key(&self, s: &HcState, player: usize) -> u64 {
            HiddenCards.information_set_key(s, player)
        }
        fn determinize(&self, s: &mut HcState, player: usize, rng: &mut Rng) {
            self.0.fetch_add(1, Relaxed);
            HiddenCards.determinize(s, player, rng)
        }
    }

    #[test]
    fn one_determinization_per_iteration() {
        let g = Counting(AtomicU64::new(0));
        let s = HcState::deal([&[2, 5], &[1, 6]], &[3, 4], 0, 1);
        for spec in ["ismcts:300", "ismcts:300:mo", "pimc:300"] {
            g.0.store(0, Relaxed);
            let mut a = spec.parse::<AgentSpec>().unwrap().build(&g, 1).unwrap();
            a.choose(&g, &s);
            assert_eq!(g.0.load(Relaxed), 300, "{spec}");
        }
        let mut a = Ismcts::<Counting>::new(IsmctsConfig::default(), 1);
        g.0.store(0, Relaxed);
        a.choose(&g, &s);
        assert_eq!((g.0.load(Relaxed), a.iterations()), (1000, 1000));
        g.0.store(0, Relaxed);
        let mut a = ismcts("ismcts:20ms", 1);
        a.choose(&HiddenCards, &s);
        assert!(a.iterations() >= 16);
        let mut p = Pimc::<Counting>::new(crate::search::PimcConfig::default(), 1);
        p.choose(&g, &s);
        assert_eq!((g.0.load(Relaxed), p.determinizations()), (100, 100));
    }

    #[test]
    fn no_agent_peeks() {
        let g = HiddenCards;
        // Player 1 sees its own 2 and 5 and the table; player 2's cards and the deck's are
        // dealt differently in each state, the same to player 1.
        let pairs = [
            (
                HcState::deal([&[2, 5], &[1, 6]], &[3, 4], 0, 1),
                HcState::deal([&[2, 5], &[3, 4]], &[6, 1], 0, 1),
            ),
            (
                HcState::deal([&[1, 4, 6], &[5]], &[2, 3], 3, 1),
                HcState::deal([&[1, 4, 6], &[2]], &[5, 3], 3, 1),
            ),
        ];
        let mut peeking_differs = false;
        for (a, b) in pairs {
            assert_ne!(a, b);
            assert_eq!(g.information_set_key(&a, 1), g.information_set_key(&b, 1));
            let (mut oa, mut ob) = (Vec::new(), Vec::new());
            g.observation(&a, 1, &mut oa);
            g.observation(&b, 1, &mut ob);
            assert_eq!(oa, ob);
            for seed in 0..4 {
                for spec in ["ismcts:300", "ismcts:300:mo"] {
                    let (mut x, mut y) = (ismcts(spec, seed), ismcts(spec, seed));
                    assert_eq!(x.choose(&g, &a), y.choose(&g, &b), "{spec} seed {seed}");
                    // The whole search is the same, not only its result.
                    assert_eq!(x.root_stats(), y.root_stats(), "{spec} seed {seed}");
                }
                let AgentSpec::Pimc(c) = "pimc:40".parse().unwrap() else { panic!() };
                let (mut x, mut y) = (Pimc::new(c.clone(), seed), Pimc::new(c, seed));
                assert_eq!(x.choose(&g, &a), y.choose(&g, &b), "pimc seed {seed}");
                // The check can fail: MCTS, which searches the true state, searches the two
                // differently.
                let (mut x, mut y) = (
                    Mcts::<HiddenCards>::new(Default::default(), seed),
                    Mcts::<HiddenCards>::new(Default::default(), seed),
                );
                x.choose(&g, &a);
                y.choose(&g, &b);
                let (mut vx, mut vy) = (x.root_visits(), y.root_visits());
                vx.sort();
                vy.sort();
                peeking_differs |= vx != vy;
            }
        }
        assert!(peeking_differs);
    }

    #[test]
    fn multiple_observer_trees_branch_on_what_their_player_sees() {
        let g = HiddenCards;
        // Player 1 holds 2 and 5; player 2 two of 1, 3, 4, 6, which player 1 cannot see.
        let s = HcState::deal([&[2, 5], &[1, 6]], &[3, 4], 0, 1);
        let edges = |t: &Tree, node: u32| -> Vec<Edge> {
            t.nodes[node as usize]
                .children
                .iter()
                .filter_map(|&k| t.nodes[k as usize].edge)
                .collect()
        };
        let after_playing_the_2 = |t: &Tree| {
            let name = MoveName { key: g.move_key(&s, 0), rank: 0 };
            t.nodes[0]
                .children
                .iter()
                .copied()
                .find(|&k| t.nodes[k as usize].edge == Some(Edge::Move(name)))
                .unwrap()
        };
        // SO: player 2's replies are named as moves: from hand slot 0 or 1, or a draw.
        let mut so = ismcts("ismcts:2000", 1);
        so.choose(&g, &s);
        let replies = edges(&so.trees[0], after_playing_the_2(&so.trees[0]));
        assert_eq!(replies.len(), 3, "{replies:?}");
        assert!(replies.iter().all(|e| matches!(e, Edge::Move(_))));
        // MO: player 1's tree tells the replies apart by what it sees (which card lands on the
        // table, from which slot, or a draw): more than three; player 2's tree starts with
        // player 1's three moves as player 2 saw them.
        let mut mo = ismcts("ismcts:2000:mo", 1);
        mo.choose(&g, &s);
        let replies = edges(&mo.trees[0], after_playing_the_2(&mo.trees[0]));
        assert!(replies.len() > 3 && replies.len() <= 7, "{replies:?}");
        assert!(replies.iter().all(|e| matches!(e, Edge::Seen(_))));
        let seen_by_2 = edges(&mo.trees[1], 0);
        assert_eq!(seen_by_2.len(), 3, "{seen_by_2:?}");
        assert!(seen_by_2.iter().all(|e| matches!(e, Edge::Seen(_))));
        // Player 2's own replies are moves in its tree.
        let k = mo.trees[1].nodes[0].children[0];
        assert!(edges(&mo.trees[1], k).iter().all(|e| matches!(e, Edge::Move(_))));
    }

    #[test]
    fn on_perfect_information_it_is_uct() {
        // Determinizing changes nothing: ISMCTS takes wins and blocks like MCTS.
        use crate::testing::TicTacToe;
        let g = TicTacToe;
        let after = |moves: &[u8]| {
            let mut s = g.initial_state();
            for &m in moves {
                g.apply(&mut s, m);
            }
            s
        };
        let config = |spec: &str| {
            let AgentSpec::Ismcts(c) = spec.parse().unwrap() else { panic!() };
            c
        };
        for spec in ["ismcts:1000", "ismcts:1000:mo"] {
            let mut a = Ismcts::<TicTacToe>::new(config(spec), 3);
            assert_eq!(a.choose(&g, &after(&[0, 3, 1, 4])), 2, "{spec}: X wins on 2");
            let mut a = Ismcts::<TicTacToe>::new(config(spec), 5);
            assert_eq!(a.choose(&g, &after(&[0, 4, 1])), 2, "{spec}: O blocks on 2");
        }
    }

    #[test]
    fn takes_the_winning_card() {
        let g = HiddenCards;
        // Player 1's last card, 6, beats the 3 and wins; drawing would not.
        let s = HcState::deal([&[6], &[1, 2]], &[4, 5], 3, 1);
        for spec in ["ismcts:200", "ismcts:200:mo", "ismcts:200:c=0.5"] {
            assert_eq!(ismcts(spec, 1).choose(&g, &s), 0, "{spec}");
        }
        let mut legal = Vec::new();
        g.legal_moves(&s, &mut legal);
        assert_eq!(legal, [0, HC_DRAW]);
    }

    #[test]
    fn ismcts_beats_random_and_mcts_refuses_hidden_information() {
        // The deal decides much of this game: over 400 games ISMCTS and PIMC win about 70% of
        // their games against random, random about 46% against itself. 150 games and a bar at
        // 62% leave some 2.4 standard deviations below the searches and 2.9 above random.
        let config = MatchConfig { games: 150, seed: 7, threads: 2 };
        let bar = 93;
        let specs = |text: &str| -> Vec<AgentSpec> {
            text.split(',').map(|s| s.parse().unwrap()).collect()
        };
        for agent in ["ismcts:100", "ismcts:100:mo", "pimc:20", "random"] {
            let r = run_match(&HiddenCards, &specs(&format!("{agent},random")), &config).unwrap();
            let wins = r.totals[0].wins;
            assert_eq!(wins >= bar, agent != "random", "{agent}: {:?}", r.totals);
        }
        for agent in ["mcts:100", "flat:100"] {
            let e =
                run_match(&HiddenCards, &specs(&format!("{agent},random")), &config).unwrap_err();
            assert!(e.contains("Hidden Cards has hidden information"), "{e}");
            assert!(e.contains("`ismcts:100`") && e.contains("`pimc:100`"), "{e}");
            let spec: AgentSpec = agent.parse().unwrap();
            assert!(spec.build(&HiddenCards, 1).is_err());
            assert!(spec.build(&crate::testing::TicTacToe, 1).is_ok(), "perfect information");
        }
    }
}
