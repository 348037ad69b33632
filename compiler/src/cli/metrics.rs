//! `ludemic metrics`: Ludii's evaluation metrics, drama, decisiveness, skill differentiation
//! and the playability check of a game, from seeded random trials.

use std::path::Path;

use ludemic_runtime::metrics::{measure, Metrics, MetricsConfig};
use ludemic_runtime::{Game, RawMove};
use serde::Serialize;

use super::input::{compile_file, Backend, Exit, SourceArgs, WithGame};
use super::print_json;

#[derive(Serialize)]
struct MetricsReport {
    game: String,
    backend: &'static str,
    seed: u64,
    trials: u64,
    balance: f64,
    completion: f64,
    drawishness: f64,
    timeouts: f64,
    duration_turns: f64,
    duration_moves: f64,
    branching_factor_avg: f64,
    branching_factor_max: f64,
    branching_factor_change: f64,
    decision_moves: f64,
    board_coverage: Option<f64>,
    piece_number_avg: Option<f64>,
    piece_number_change: Option<f64>,
    advantage_p1: f64,
    win_rates: Vec<f64>,
    drama: Option<f64>,
    decisiveness: Option<f64>,
    /// Win rate of the skill agent (MCTS) against random players.
    skill_differentiation: Option<f64>,
    skill_agent: String,
    /// The FDG card-game paper's measures (docs/metrics.md).
    wingap: f64,
    avg_turns_to_finish: Option<f64>,
    avg_useless_turns: Option<f64>,
    /// Win rate of the skill agent always in seat 1 against random players.
    mcts_seat_one_win: Option<f64>,
    playable: bool,
    playability_trials_counted: u32,
    seconds: f64,
}

pub fn metrics(
    file: &Path,
    config: MetricsConfig,
    json: bool,
    backend: Backend,
    source: &SourceArgs,
) -> Result<(), Exit> {
    let compiled = compile_file(file, source)?;
    let config = MetricsConfig { board_sites: Some(compiled.game.board.sites.len()), ..config };
    struct Measure {
        config: MetricsConfig,
        json: bool,
        backend: Backend,
    }
    impl WithGame for Measure {
        type Output = Result<(), Exit>;
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
            self,
            game: &G,
            _: Option<f64>,
        ) -> Self::Output {
            let m = measure(game, &self.config).map_err(Exit::usage)?;
            print_report(&report(game.name(), &self.config, self.backend, m), self.json);
            Ok(())
        }
    }
    backend.run(file, &compiled, source, Measure { config, json, backend })?
}

fn report(game: &str, c: &MetricsConfig, backend: Backend, m: Metrics) -> MetricsReport {
    MetricsReport {
        game: game.to_string(),
        backend: backend.name(),
        seed: c.seed,
        trials: m.trials,
        balance: m.balance,
        completion: m.completion,
        drawishness: m.drawishness,
        timeouts: m.timeouts,
        duration_turns: m.duration_turns,
        duration_moves: m.duration_moves,
        branching_factor_avg: m.branching_factor_avg,
        branching_factor_max: m.branching_factor_max,
        branching_factor_change: m.branching_factor_change,
        decision_moves: m.decision_moves,
        board_coverage: m.board_coverage,
        piece_number_avg: m.piece_number_avg,
        piece_number_change: m.piece_number_change,
        advantage_p1: m.advantage_p1,
        win_rates: m.win_rates,
        drama: m.drama,
        decisiveness: m.decisiveness,
        skill_differentiation: m.skill,
        skill_agent: m.skill_agent.clone().unwrap_or_else(|| c.skill_agent.to_string()),
        wingap: m.wingap,
        avg_turns_to_finish: m.avg_turns_to_finish,
        avg_useless_turns: m.avg_useless_turns,
        mcts_seat_one_win: m.mcts_seat_one_win,
        playable: m.playability.playable,
        playability_trials_counted: m.playability.counted,
        seconds: m.seconds,
    }
}

fn print_report(r: &MetricsReport, json: bool) {
    if json {
        print_json(r);
        return;
    }
    let opt = |x: Option<f64>| x.map_or("-".to_string(), |v| format!("{v:.3}"));
    println!(
        "{} ({}): {} random trials, seed {}, {:.2} s",
        r.game, r.backend, r.trials, r.seed, r.seconds
    );
    let rows: [(&str, String); 23] = [
        ("balance", format!("{:.3}", r.balance)),
        ("completion", format!("{:.3}", r.completion)),
        ("drawishness", format!("{:.3}", r.drawishness)),
        ("timeouts", format!("{:.3}", r.timeouts)),
        ("duration (turns)", format!("{:.1}", r.duration_turns)),
        ("duration (moves)", format!("{:.1}", r.duration_moves)),
        ("branching factor avg", format!("{:.2}", r.branching_factor_avg)),
        ("branching factor max", format!("{:.2}", r.branching_factor_max)),
        ("branching factor change", format!("{:.3}", r.branching_factor_change)),
        ("decision moves", format!("{:.3}", r.decision_moves)),
        ("board coverage", opt(r.board_coverage)),
        ("piece number avg", opt(r.piece_number_avg)),
        ("piece number change", opt(r.piece_number_change)),
        ("advantage P1", format!("{:.3}", r.advantage_p1)),
        ("drama", opt(r.drama)),
        ("decisiveness", opt(r.decisiveness)),
        (&"skill (vs random)", format!("{} ({})", opt(r.skill_differentiation), r.skill_agent)),
        ("FDG wingap", format!("{:.3}", r.wingap)),
        ("FDG turns to finish", opt(r.avg_turns_to_finish)),
        ("FDG useless turns", opt(r.avg_useless_turns)),
        ("FDG MCTS win (seat 1)", opt(r.mcts_seat_one_win)),
        (
            "playable",
            format!(
                "{} ({}/10 random trials end in 2×players..1800 moves)",
                if r.playable { "yes" } else { "no" },
                r.playability_trials_counted
            ),
        ),
        (
            "win rates",
            r.win_rates
                .iter()
                .enumerate()
                .map(|(p, w)| format!("P{} {:.3}", p + 1, w))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    ];
    for (name, value) in rows {
        println!("  {name:<24} {value}");
    }
}
