//! Perfect Information Monte Carlo (determinized flat Monte Carlo; Long, Sturtevant, Buro &
//! Furtak 2010 discuss why it plays card games well despite its flaws): for each of N
//! iterations, draw a determinization of the state for the player to move
//! ([`Game::determinize`]), play every legal move in it and finish each game with a random
//! playout; play the move with the best average utility.
//!
//! It averages over the hidden arrangements the player cannot tell apart, so it does not peek;
//! it assumes that everybody will then play as if they saw everything (strategy fusion), and
//! spends N × moves playouts per decision. Moves are matched between the true state and each
//! determinization by name ([`MoveName`]); a move not legal in a determinization is not scored
//! in it.

use std::fmt;
use std::time::Instant;

use super::mcts::Budget;
use super::move_names::{name_moves, MoveName};
use super::{terminal_utility, Agent};
use crate::game::{seat_to_move, Game};
use crate::rng::Rng;

#[derive(Clone, Debug, PartialEq)]
pub struct PimcConfig {
    /// Determinizations per move (each gives a playout after every legal move), or a time.
    pub budget: Budget,
}

impl Default for PimcConfig {
    fn default() -> Self {
        PimcConfig { budget: Budget::Iterations(100) }
    }
}

impl fmt::Display for PimcConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("pimc:")?;
        super::write_budget(f, self.budget)
    }
}

/// The PIMC agent (see the module's documentation).
pub struct Pimc<G: Game> {
    config: PimcConfig,
    rng: Rng,
    legal: Vec<G::Move>,
    legal_names: Vec<MoveName>,
    moves: Vec<G::Move>,
    names: Vec<MoveName>,
    scratch: Vec<G::Move>,
    determinizations: u64,
}

impl<G: Game> Pimc<G> {
    pub fn new(config: PimcConfig, seed: u64) -> Self {
        Pimc {
            config,
            rng: Rng::seed_from(seed),
            legal: Vec::new(),
            legal_names: Vec::new(),
            moves: Vec::new(),
            names: Vec::new(),
            scratch: Vec::new(),
            determinizations: 0,
        }
    }

    /// Determinizations drawn by the last decision.
    pub fn determinizations(&self) -> u64 {
        self.determinizations
    }

    /// One determinization: a playout after each legal move of the true state (found by
    /// name in the determinization), added to `sum` and `count`.
    fn sample(&mut self, game: &G, state: &G::State, sum: &mut [f64], count: &mut [u32]) {
        let searcher = game.mover(state);
        let seat = seat_to_move(game, state);
        let limits = game.limits();
        let mut d = state.clone();
        game.determinize(&mut d, searcher, &mut self.rng);
        self.determinizations += 1;
        game.legal_moves(&d, &mut self.moves);
        name_moves(game, &d, &self.moves, &mut self.names);
        let mut child = d.clone();
        for (i, name) in self.legal_names.iter().enumerate() {
            let Some(j) = self.names.iter().position(|n| n == name) else { continue };
            child.clone_from(&d);
            game.apply(&mut child, self.moves[j]);
            sum[i] +=
                terminal_utility(game, &mut child, &mut self.scratch, &mut self.rng, limits, seat);
            count[i] += 1;
        }
    }
}

impl<G: Game> Agent<G> for Pimc<G> {
    fn name(&self) -> String {
        self.config.to_string()
    }

    fn choose(&mut self, game: &G, state: &G::State) -> G::Move {
        game.legal_moves(state, &mut self.legal);
        assert!(!self.legal.is_empty(), "an ongoing game offers a move");
        self.determinizations = 0;
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        name_moves(game, state, &self.legal, &mut self.legal_names);
        let mut sum = vec![0.0f64; self.legal.len()];
        let mut count = vec![0u32; self.legal.len()];
        match self.config.budget {
            Budget::Iterations(n) => {
                for _ in 0..n.max(1) {
                    self.sample(game, state, &mut sum, &mut count);
                }
            }
            Budget::Time(d) => {
                let start = Instant::now();
                loop {
                    self.sample(game, state, &mut sum, &mut count);
                    if start.elapsed() >= d {
                        break;
                    }
                }
            }
        }
        // The best average; moves never legal in a determinization come last; ties go to the
        // first generated.
        let mean = |i: usize| {
            if count[i] == 0 {
                f64::NEG_INFINITY
            } else {
                sum[i] / count[i] as f64
            }
        };
        let mut best = 0;
        for i in 1..self.legal.len() {
            if mean(i) > mean(best) {
                best = i;
            }
        }
        self.legal[best]
    }
}
