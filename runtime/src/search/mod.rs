//! Game-playing agents behind one trait: uniform random, flat Monte Carlo and UCT MCTS, and
//! for games with hidden information ISMCTS and PIMC, which see only what their player sees.
//!
//! Every agent is generic over [`Game`], so it plays generated games (static dispatch) and
//! dynamic ones (`DynHandle`: interpreter, JIT) alike. Agents own their random generator,
//! seeded when built, so a match replays exactly when its seed is the same (time budgets aside).
//!
//! An agent is described by a short text, [`AgentSpec`], so the command line and the match
//! runner can build fresh agents for every game: `random`, `flat:N`, `mcts:N` (N iterations),
//! `mcts:2s` / `mcts:500ms` (a time budget), with extra `:`-separated settings for MCTS
//! (`c=0.7`, `threads=2`, `tree` for threads sharing one tree, `noreuse`); `ismcts:N` /
//! `ismcts:2s` (with `c=..` and `mo` for one tree per player) and `pimc:N` (N determinizations)
//! for games with hidden information. `mcts` and `flat` search the true state, so they refuse
//! a game with hidden information ([`AgentSpec::check`]) rather than play it by peeking.

pub mod ismcts;
mod mcts;
pub mod move_names;
pub mod pimc;

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::game::{seat_outcome, seat_to_move, Game, Status};
use crate::playout::random_playout_with_limits;
use crate::rng::Rng;

pub use ismcts::{Ismcts, IsmctsConfig};
pub use mcts::{Budget, Mcts, MctsConfig};
pub use pimc::{Pimc, PimcConfig};

/// Something that picks moves.
pub trait Agent<G: Game> {
    /// How it describes itself (its spec, e.g. `mcts:1000`).
    fn name(&self) -> String;
    /// A legal move for the player to move in `state`, which must be ongoing.
    fn choose(&mut self, game: &G, state: &G::State) -> G::Move;
    /// Told every move played in the game, by anyone, after `choose`; a search uses it to keep
    /// the part of its tree that is still relevant.
    fn observe(&mut self, _game: &G, _mv: G::Move) {}
}

/// Plays a uniformly random legal move.
pub struct RandomAgent<G: Game> {
    rng: Rng,
    moves: Vec<G::Move>,
}

impl<G: Game> RandomAgent<G> {
    pub fn new(seed: u64) -> Self {
        RandomAgent { rng: Rng::seed_from(seed), moves: Vec::new() }
    }
}

impl<G: Game> Agent<G> for RandomAgent<G> {
    fn name(&self) -> String {
        "random".into()
    }
    fn choose(&mut self, game: &G, state: &G::State) -> G::Move {
        game.legal_moves(state, &mut self.moves);
        *self.rng.choose(&self.moves).expect("an ongoing game offers a move")
    }
}

/// Flat Monte Carlo: spreads `playouts` random playouts evenly over the legal moves and plays
/// the move with the best average utility for the mover.
pub struct FlatMonteCarlo<G: Game> {
    playouts: u32,
    rng: Rng,
    moves: Vec<G::Move>,
    scratch: Vec<G::Move>,
}

impl<G: Game> FlatMonteCarlo<G> {
    pub fn new(playouts: u32, seed: u64) -> Self {
        FlatMonteCarlo {
            playouts,
            rng: Rng::seed_from(seed),
            moves: Vec::new(),
            scratch: Vec::new(),
        }
    }
}

impl<G: Game> Agent<G> for FlatMonteCarlo<G> {
    fn name(&self) -> String {
        format!("flat:{}", self.playouts)
    }
    fn choose(&mut self, game: &G, state: &G::State) -> G::Move {
        game.legal_moves(state, &mut self.moves);
        assert!(!self.moves.is_empty(), "an ongoing game offers a move");
        if self.moves.len() == 1 {
            return self.moves[0];
        }
        let mover = seat_to_move(game, state);
        let limits = game.limits();
        let mut sum = vec![0.0f64; self.moves.len()];
        let mut count = vec![0u32; self.moves.len()];
        let mut child = state.clone();
        for i in 0..self.playouts.max(self.moves.len() as u32) as usize {
            let m = i % self.moves.len();
            child.clone_from(state);
            game.apply(&mut child, self.moves[m]);
            sum[m] +=
                terminal_utility(game, &mut child, &mut self.scratch, &mut self.rng, limits, mover);
            count[m] += 1;
        }
        let best = (0..self.moves.len())
            .max_by(|&a, &b| (sum[a] / count[a] as f64).total_cmp(&(sum[b] / count[b] as f64)))
            .expect("at least one move");
        self.moves[best]
    }
}

/// Seat `player`'s utility at the end of a random playout from `state` (0 when the game is
/// broken and stops without an outcome).
pub(crate) fn terminal_utility<G: Game>(
    game: &G,
    state: &mut G::State,
    moves: &mut Vec<G::Move>,
    rng: &mut Rng,
    limits: crate::game::Limits,
    player: usize,
) -> f64 {
    if let Status::Over(o) = game.status(state) {
        return seat_outcome(game, state, o).utility(player);
    }
    // The playout samples its own future dice: the agent must not see the game's.
    game.seed_chance(state, rng);
    let r = random_playout_with_limits(game, state, moves, rng, limits);
    r.outcome.map_or(0.0, |o| seat_outcome(game, state, o).utility(player))
}

/// An agent as text: what the command line takes and the match runner builds from.
#[derive(Clone, Debug, PartialEq)]
pub enum AgentSpec {
    Random,
    Flat { playouts: u32 },
    Mcts(MctsConfig),
    Ismcts(IsmctsConfig),
    Pimc(PimcConfig),
}

impl AgentSpec {
    /// Whether this agent may play `game`: `mcts` and `flat` search the true state, so for a
    /// game with hidden information they would play knowing what their player cannot see;
    /// they refuse it, naming the agents that do not peek.
    pub fn check<G: Game>(&self, game: &G) -> Result<(), String> {
        let peeks = matches!(self, AgentSpec::Mcts(_) | AgentSpec::Flat { .. });
        if peeks && game.has_hidden_information() {
            let budget = match self {
                AgentSpec::Mcts(c) => c.budget,
                AgentSpec::Flat { playouts } => Budget::Iterations((*playouts).max(1)),
                _ => unreachable!("only mcts and flat peek"),
            };
            let with = |kind: &str| format!("{kind}:{}", BudgetText(budget));
            return Err(format!(
                "{} has hidden information, and agent `{self}` searches the true state, so it \
                 would see what its player cannot; use `{}` (information set MCTS) or `{}` \
                 (determinized Monte Carlo) instead",
                game.name(),
                with("ismcts"),
                with("pimc")
            ));
        }
        Ok(())
    }

    /// The agent that plays like this one without peeking: `mcts` becomes `ismcts` (same
    /// budget and exploration), `flat:N` becomes `pimc:N`; the others are themselves. For
    /// measurements that need *a* search agent on any game (metrics' skill).
    pub fn without_peeking(&self) -> AgentSpec {
        match self {
            AgentSpec::Mcts(c) => AgentSpec::Ismcts(IsmctsConfig {
                budget: c.budget,
                exploration: c.exploration,
                multiple_observer: false,
            }),
            AgentSpec::Flat { playouts } => {
                AgentSpec::Pimc(PimcConfig { budget: Budget::Iterations((*playouts).max(1)) })
            }
            other => other.clone(),
        }
    }

    /// A fresh agent seeded with `seed`, to play `game` ([`AgentSpec::check`]'s error if
    /// it may not).
    pub fn build<G>(&self, game: &G, seed: u64) -> Result<Box<dyn Agent<G>>, String>
    where
        G: Game + Sync + 'static,
    {
        self.check(game)?;
        Ok(match self {
            AgentSpec::Random => Box::new(RandomAgent::<G>::new(seed)),
            AgentSpec::Flat { playouts } => Box::new(FlatMonteCarlo::<G>::new(*playouts, seed)),
            AgentSpec::Mcts(config) => Box::new(Mcts::<G>::new(config.clone(), seed)),
            AgentSpec::Ismcts(config) => Box::new(Ismcts::<G>::new(config.clone(), seed)),
            AgentSpec::Pimc(config) => Box::new(Pimc::<G>::new(config.clone(), seed)),
        })
    }
}

/// A budget as specs write it: `1000`, `2s`, `500ms`.
struct BudgetText(Budget);

impl fmt::Display for BudgetText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_budget(f, self.0)
    }
}

pub(crate) fn write_budget(f: &mut fmt::Formatter<'_>, budget: Budget) -> fmt::Result {
    match budget {
        Budget::Iterations(n) => write!(f, "{n}"),
        Budget::Time(d) if d.subsec_millis() == 0 => write!(f, "{}s", d.as_secs()),
        Budget::Time(d) => write!(f, "{}ms", d.as_millis()),
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Flat { playouts } => write!(f, "flat:{playouts}"),
            AgentSpec::Mcts(c) => f.write_str(&c.to_string()),
            AgentSpec::Ismcts(c) => f.write_str(&c.to_string()),
            AgentSpec::Pimc(c) => f.write_str(&c.to_string()),
        }
    }
}

const SPEC_HELP: &str =
    "expected `random`, `flat:N` (N playouts per move), `mcts:N` (N iterations) \
     or `mcts:2s` / `mcts:500ms` (time per move), MCTS settings after more colons: `c=1.4`, \
     `threads=2` (one tree each), `tree` (the threads share one tree), `noreuse` \
     (e.g. `mcts:1000:c=0.7:threads=2:tree`); for hidden information `ismcts:N` or \
     `ismcts:2s` with `c=1.4` and `mo` (one tree per player, e.g. `ismcts:1000:mo`), \
     or `pimc:N` (N determinizations) / `pimc:2s`";

impl FromStr for AgentSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<AgentSpec, String> {
        let mut parts = text.trim().split(':');
        let kind = parts.next().unwrap_or_default();
        let bad = |why: String| format!("agent `{text}`: {why}; {SPEC_HELP}");
        match kind {
            "random" => match parts.next() {
                None => Ok(AgentSpec::Random),
                Some(p) => Err(bad(format!("`random` takes no setting, got `{p}`"))),
            },
            "flat" => {
                let n = parts.next().ok_or_else(|| bad("missing the number of playouts".into()))?;
                let playouts =
                    n.parse().map_err(|_| bad(format!("`{n}` is not a number of playouts")))?;
                if let Some(p) = parts.next() {
                    return Err(bad(format!("`flat` takes one setting, got `{p}` too")));
                }
                Ok(AgentSpec::Flat { playouts })
            }
            "mcts" => {
                let mut config = MctsConfig::default();
                if let Some(budget) = parts.next() {
                    config.budget = parse_budget(budget).ok_or_else(|| {
                        bad(format!(
                            "`{budget}` is neither a number of iterations nor a time like `2s` \
                             (at most {MAX_BUDGET_SECONDS} s)"
                        ))
                    })?;
                }
                for setting in parts {
                    match setting.split_once('=') {
                        Some(("c", v)) => {
                            config.exploration = parse_exploration(v).ok_or_else(|| {
                                bad(format!("`{v}` is not an exploration constant"))
                            })?
                        }
                        Some(("threads", v)) => {
                            config.threads = v
                                .parse()
                                .ok()
                                .filter(|t: &usize| (1..=MAX_SEARCH_THREADS).contains(t))
                                .ok_or_else(|| {
                                    bad(format!(
                                        "`{v}` is not a thread count (1 to \
                                             {MAX_SEARCH_THREADS})"
                                    ))
                                })?
                        }
                        None if setting == "noreuse" => config.reuse_tree = false,
                        None if setting == "tree" => config.shared_tree = true,
                        _ => return Err(bad(format!("unknown MCTS setting `{setting}`"))),
                    }
                }
                Ok(AgentSpec::Mcts(config))
            }
            "ismcts" => {
                let mut config = IsmctsConfig::default();
                if let Some(budget) = parts.next() {
                    config.budget = parse_budget(budget).ok_or_else(|| {
                        bad(format!(
                            "`{budget}` is neither a number of iterations nor a time like `2s` \
                             (at most {MAX_BUDGET_SECONDS} s)"
                        ))
                    })?;
                }
                for setting in parts {
                    match setting.split_once('=') {
                        Some(("c", v)) => {
                            config.exploration = parse_exploration(v).ok_or_else(|| {
                                bad(format!("`{v}` is not an exploration constant"))
                            })?
                        }
                        None if setting == "mo" => config.multiple_observer = true,
                        _ => return Err(bad(format!("unknown ISMCTS setting `{setting}`"))),
                    }
                }
                Ok(AgentSpec::Ismcts(config))
            }
            "pimc" => {
                let mut config = PimcConfig::default();
                if let Some(budget) = parts.next() {
                    config.budget = parse_budget(budget).ok_or_else(|| {
                        bad(format!(
                            "`{budget}` is neither a number of determinizations nor a time like \
                             `2s` (at most {MAX_BUDGET_SECONDS} s)"
                        ))
                    })?;
                }
                if let Some(p) = parts.next() {
                    return Err(bad(format!("`pimc` takes one setting, got `{p}` too")));
                }
                Ok(AgentSpec::Pimc(config))
            }
            _ => Err(bad(format!("unknown agent `{kind}`"))),
        }
    }
}

fn parse_exploration(text: &str) -> Option<f64> {
    text.parse().ok().filter(|c: &f64| c.is_finite() && *c >= 0.0)
}

/// The longest time budget per move an agent spec may ask for: a day. Longer is surely a typo,
/// and beyond about 1.8e19 s a `Duration` cannot even hold it (`mcts:1e20s` panicked).
pub const MAX_BUDGET_SECONDS: f64 = 86_400.0;

/// The most threads one MCTS agent may search with: each is an OS thread and a tree.
pub const MAX_SEARCH_THREADS: usize = 256;

fn parse_budget(text: &str) -> Option<Budget> {
    let time = |digits: &str, unit: f64| {
        digits
            .parse::<f64>()
            .ok()
            .map(|x| x * unit)
            .filter(|x| x.is_finite() && *x > 0.0 && *x <= MAX_BUDGET_SECONDS)
            .map(|x| Budget::Time(Duration::from_secs_f64(x)))
    };
    if let Some(ms) = text.strip_suffix("ms") {
        time(ms, 1e-3)
    } else if let Some(s) = text.strip_suffix('s') {
        time(s, 1.0)
    } else {
        text.parse().ok().filter(|&n: &u32| n > 0).map(Budget::Iterations)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::TicTacToe;

    #[test]
    fn specs_parse_and_print() {
        assert_eq!("random".parse(), Ok(AgentSpec::Random));
        assert_eq!("flat:50".parse(), Ok(AgentSpec::Flat { playouts: 50 }));
        let AgentSpec::Mcts(c) = "mcts:1000".parse().unwrap() else { panic!() };
        assert_eq!((c.budget, c.threads, c.reuse_tree), (Budget::Iterations(1000), 1, true));
        let AgentSpec::Mcts(c) = "mcts:250ms:c=0.5:threads=2:noreuse".parse().unwrap() else {
            panic!()
        };
        assert_eq!(c.budget, Budget::Time(Duration::from_millis(250)));
        assert_eq!((c.exploration, c.threads, c.reuse_tree, c.shared_tree), (0.5, 2, false, false));
        assert_eq!(AgentSpec::Mcts(c).to_string(), "mcts:250ms:c=0.5:threads=2:noreuse");
        let AgentSpec::Mcts(c) = "mcts:100:threads=2:tree".parse().unwrap() else { panic!() };
        assert!(c.shared_tree);
        assert_eq!(AgentSpec::Mcts(c).to_string(), "mcts:100:threads=2:tree");
        let AgentSpec::Ismcts(c) = "ismcts:500".parse().unwrap() else { panic!() };
        assert_eq!((c.budget, c.multiple_observer), (Budget::Iterations(500), false));
        assert_eq!(c.exploration, std::f64::consts::SQRT_2);
        let spec: AgentSpec = "ismcts:2s:c=0.7:mo".parse().unwrap();
        let AgentSpec::Ismcts(c) = &spec else { panic!() };
        assert_eq!(c.budget, Budget::Time(Duration::from_secs(2)));
        assert_eq!((c.exploration, c.multiple_observer), (0.7, true));
        assert_eq!(spec.to_string(), "ismcts:2s:c=0.7:mo");
        assert_eq!("ismcts".parse::<AgentSpec>().unwrap().to_string(), "ismcts:1000");
        let spec: AgentSpec = "pimc:30".parse().unwrap();
        assert_eq!(spec, AgentSpec::Pimc(PimcConfig { budget: Budget::Iterations(30) }));
        assert_eq!(spec.to_string(), "pimc:30");
        assert_eq!("pimc:250ms".parse::<AgentSpec>().unwrap().to_string(), "pimc:250ms");
        let fair = |s: &str| s.parse::<AgentSpec>().unwrap().without_peeking().to_string();
        assert_eq!(fair("mcts:300:c=0.5:threads=2"), "ismcts:300:c=0.5");
        assert_eq!(fair("mcts:2s"), "ismcts:2s");
        assert_eq!(fair("flat:40"), "pimc:40");
        assert_eq!(fair("random"), "random");
        assert_eq!(fair("ismcts:10:mo"), "ismcts:10:mo");
        for bad in [
            "",
            "alphabeta",
            "ismcts:0",
            "ismcts:10:threads=2",
            "ismcts:10:c=-1",
            "pimc:x",
            "pimc:10:mo",
            "mcts:x",
            "mcts:0",
            "flat",
            "flat:a",
            "mcts:10:k=1",
            "random:3",
            "mcts:10:threads=0",
            "mcts:10:threads=100000",
            // Budgets a Duration cannot hold, or that would never end, are refused (they
            // panicked in Duration::from_secs_f64).
            "mcts:1e300s",
            "mcts:1e20s",
            "mcts:infs",
            "mcts:NaNs",
            "mcts:86401s",
            "mcts:1e300ms",
            "ismcts:1e20s",
            "pimc:1e20s",
        ] {
            let e = bad.parse::<AgentSpec>().unwrap_err();
            assert!(e.contains("expected `random`"), "{bad}: {e}");
        }
    }

    #[test]
    fn flat_monte_carlo_takes_an_immediate_win() {
        // X on 0 and 1, O on 3 and 4, X to move: site 2 wins at once.
        let game = TicTacToe;
        let mut s = game.initial_state();
        for m in [0u8, 3, 1, 4] {
            game.apply(&mut s, m);
        }
        let mut agent = FlatMonteCarlo::<TicTacToe>::new(200, 1);
        assert_eq!(agent.choose(&game, &s), 2);
    }
}
