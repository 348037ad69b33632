//! Judging a candidate game: compile it (front end, Kernel IR, JIT), play `E` random playouts,
//! and apply the cascading fitness of the card-game GGGP work:
//! discard games that never finish, that draw in more than `max_draws` of the playouts, or that
//! have more than `max_rules` ludemes; score the rest by
//! `|wingap − W| + |avg turns − A| + |avg useless turns − U| + (1 − MCTS win rate) · R`
//! (lower is better; any number of players: wingap is the best seat's win rate minus the worst
//! seat's, a useless turn one on which every legal move was a pass, see `ludemic_runtime::fdg`).
//!
//! Failures are values, never crashes: a description that does not compile, a kernel the JIT
//! refuses or that faults (JIT faults panic in the wrapper; they are caught here), a state or
//! move list over the memory bounds, a playout longer than the time limit or with more legal
//! moves than `max_branching`.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use ludemic_runtime::fdg::{random_measures, seat_one_win_rate_guarded, Guard};
use ludemic_runtime::{AgentSpec, DynHandle};

use crate::driver::{compile_ludii, LudiiOptions};
use crate::front::ludii::ast::Node;
use crate::front::ludii::expand::DefineLibrary;

use super::features::Features;
use super::genome;

/// The cascading fitness's parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct FitnessParams {
    /// Target gap between the best and the worst seat's win rates (W), as a share.
    pub wingap: f64,
    /// Target average length in turns (A).
    pub turns: f64,
    /// Target average number of useless turns (U).
    pub useless: f64,
    /// Weight of (1 − MCTS win rate against random) (R); 0 skips the MCTS games.
    pub skill_weight: f64,
    /// Most draws (incl. limit stops), as a fraction of the playouts.
    pub max_draws: f64,
    /// Most ludeme applications in the description.
    pub max_rules: usize,
}

impl Default for FitnessParams {
    fn default() -> Self {
        FitnessParams {
            wingap: 0.0,
            turns: 30.0,
            useless: 0.0,
            skill_weight: 0.0,
            max_draws: 0.2,
            max_rules: 80,
        }
    }
}

#[derive(Clone, Debug)]
pub struct EvalConfig {
    /// Random playouts per candidate (E).
    pub playouts: u32,
    /// Moves after which a playout stops (a draw), below the game's own limit.
    pub max_moves: u32,
    /// Wall-clock time for compiling and playing one candidate.
    pub time_limit: Duration,
    /// Largest state (bytes) and move list the candidate may have.
    pub max_state_bytes: usize,
    pub max_branching: usize,
    pub fitness: FitnessParams,
    /// MCTS games against random for the skill term (with `skill_weight` > 0).
    pub skill_games: u64,
    pub skill_agent: AgentSpec,
}

impl Default for EvalConfig {
    fn default() -> Self {
        EvalConfig {
            playouts: 100,
            max_moves: 1000,
            time_limit: Duration::from_secs(2),
            max_state_bytes: 1 << 16,
            max_branching: 4096,
            fitness: FitnessParams::default(),
            skill_games: 4,
            skill_agent: "mcts:100".parse().expect("a valid spec"),
        }
    }
}

/// A candidate that was judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// The cascading fitness (lower is better).
    pub fitness: f64,
    /// `1 / (1 + fitness)`, in (0, 1]: MAP-Elites' objective.
    pub quality: f64,
    /// Behaviour descriptors read from the candidate's Game IR.
    pub features: Features,
    pub players: usize,
    /// Each seat's share of the playouts won (index 0 is seat 1).
    pub win_rates: Vec<f64>,
    /// Best seat's win rate − worst seat's.
    pub wingap: f64,
    pub avg_turns: f64,
    pub avg_useless: f64,
    pub draws: f64,
    pub skill: Option<f64>,
    pub compile_ms: f64,
}

/// Judges a game tree (printed to text and compiled as a user's file would be).
pub fn evaluate(game: &Node, config: &EvalConfig, seed: u64) -> Result<Evaluation, String> {
    let text = crate::front::ludii::ast::to_text(game);
    let rules = genome::size(game);
    if rules > config.fitness.max_rules {
        return Err(format!("too many rules: {rules} ludemes (most {})", config.fitness.max_rules));
    }
    match catch_unwind(AssertUnwindSafe(|| judge(&text, config, seed))) {
        Ok(result) => result,
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("a panic");
            Err(format!("crashed while evaluating: {msg}"))
        }
    }
}

/// A kernel function that can reach itself through calls, if any.
fn recursive_function(k: &crate::kernel_ir::Kernel) -> Option<&str> {
    let calls: Vec<Vec<u32>> =
        k.functions.iter().map(|f| crate::back::jit::callees(&f.body)).collect();
    (0..calls.len()).find_map(|start| {
        let (mut seen, mut todo) = (vec![false; calls.len()], calls[start].clone());
        while let Some(f) = todo.pop() {
            let f = f as usize;
            if f == start {
                return Some(k.functions[start].name.as_str());
            }
            if f < calls.len() && !std::mem::replace(&mut seen[f], true) {
                todo.extend(&calls[f]);
            }
        }
        None
    })
}

fn judge(text: &str, config: &EvalConfig, seed: u64) -> Result<Evaluation, String> {
    let start = Instant::now();
    let compiled =
        compile_ludii("candidate.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
            .map_err(|(_, f)| {
            let first =
                f.diagnostics.first().map_or("no diagnostic".to_string(), |d| d.message.clone());
            format!("does not compile: {first}")
        })?;
    let kernel = crate::lower::lower(&compiled.game).map_err(|e| format!("no kernel: {e}"))?;
    if let Some(f) = recursive_function(&kernel) {
        // A rule that depends on itself, e.g. `(no Moves Mover)` inside the play rules: the
        // generated code would recurse until the stack overflows.
        return Err(format!("recursive rules: kernel function `{f}` calls itself"));
    }
    if kernel.state.size > config.max_state_bytes {
        return Err(format!("state too large: {} bytes", kernel.state.size));
    }
    let jit = crate::back::jit::compile(&kernel).map_err(|e| format!("the JIT refused it: {e}"))?;
    let compile_ms = start.elapsed().as_secs_f64() * 1e3;
    let game = DynHandle::new(jit);
    // Any number of players: the runtime's FDG measures (wins per seat, turns, useless turns:
    // turns on which every legal move was a pass) over the playouts, guarded against candidates
    // that loop or explode.
    let guard = Guard {
        max_moves: config.max_moves,
        max_branching: config.max_branching,
        deadline: Some(start + config.time_limit),
    };
    let m = random_measures(&game, config.playouts, seed, &guard).map_err(|e| {
        if e.contains("time limit") {
            format!("exceeds the time limit ({:?})", config.time_limit)
        } else {
            e
        }
    })?;
    if m.unfinished == m.playouts {
        return Err("never finishes".into());
    }
    let draw_rate = m.draw_share();
    if draw_rate > config.fitness.max_draws {
        return Err(format!("too drawish: {:.0}% draws", 100.0 * draw_rate));
    }
    let p = &config.fitness;
    let (wingap, avg_turns, avg_useless) = (m.wingap, m.avg_turns, m.avg_useless);
    let skill = if p.skill_weight > 0.0 && config.skill_games > 0 {
        // The skill agent in seat 1, random players in every other seat.
        let (rate, _) = seat_one_win_rate_guarded(
            &game,
            &config.skill_agent,
            config.skill_games as u32,
            seed,
            &guard,
        )?;
        Some(rate)
    } else {
        None
    };
    let fitness = (wingap - p.wingap).abs()
        + (avg_turns - p.turns).abs()
        + (avg_useless - p.useless).abs()
        + (1.0 - skill.unwrap_or(1.0)) * p.skill_weight;
    Ok(Evaluation {
        fitness,
        quality: 1.0 / (1.0 + fitness),
        players: m.wins.len(),
        win_rates: m.wins.iter().map(|&w| w as f64 / m.playouts.max(1) as f64).collect(),
        features: Features::of(&compiled.game),
        wingap,
        avg_turns,
        avg_useless,
        draws: draw_rate,
        skill,
        compile_ms,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_player_games_are_judged_seat_by_seat() {
        let text = r#"(game "Three in a Row for Three" (players 3)
            (equipment {(board (square 4)) (piece "Disc" Each)})
            (rules (play (move Add (to (sites Empty))))
                (end (if (is Line 3) (result Mover Win)))))"#;
        let (game, _, _) = crate::driver::expand_ludii(
            "three.lud",
            text,
            &DefineLibrary::default(),
            &LudiiOptions::default(),
        )
        .map_err(|_| "does not expand")
        .unwrap();
        let config = EvalConfig {
            playouts: 60,
            fitness: FitnessParams { max_draws: 1.0, skill_weight: 1.0, ..Default::default() },
            skill_games: 2,
            skill_agent: "mcts:20".parse().unwrap(),
            time_limit: Duration::from_secs(60),
            ..EvalConfig::default()
        };
        let e = evaluate(&game, &config, 1).unwrap();
        assert_eq!((e.players, e.win_rates.len()), (3, 3), "{e:?}");
        let best = e.win_rates.iter().copied().fold(0.0, f64::max);
        let worst = e.win_rates.iter().copied().fold(1.0, f64::min);
        assert!((e.wingap - (best - worst)).abs() < 1e-9, "{e:?}");
        assert!(e.win_rates.iter().sum::<f64>() + e.draws <= 1.0 + 1e-9, "{e:?}");
        assert!(e.win_rates.iter().all(|&w| w > 0.0), "every seat wins sometimes: {e:?}");
        assert!(e.skill.is_some_and(|s| (0.0..=1.0).contains(&s)));
    }
}
