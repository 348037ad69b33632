//! `ludemic perft` and `ludemic playout`: the two measurements of a compiled game.

use std::path::Path;
use std::time::Instant;

use ludemic_runtime::{par_playouts, perft_divide, run_playouts, Game, PlayoutStats, RawMove};
use serde::Serialize;

use super::input::{compile_file, Backend, Exit, SourceArgs, WithGame};
use super::print_json;

#[derive(Serialize)]
struct PerftDepth {
    depth: u32,
    nodes: u64,
    seconds: f64,
}

#[derive(Serialize)]
struct DivideRow {
    key: String,
    nodes: u64,
}

#[derive(Serialize)]
struct PerftReport {
    game: String,
    backend: &'static str,
    /// Milliseconds from Kernel IR to machine code (`--backend jit`).
    #[serde(skip_serializing_if = "Option::is_none")]
    compile_ms: Option<f64>,
    depth: u32,
    nodes: u64,
    seconds: f64,
    per_depth: Vec<PerftDepth>,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<DivideRow>>,
}

pub fn perft(
    file: &Path,
    depth: u32,
    divide: bool,
    json: bool,
    backend: Backend,
    source: &SourceArgs,
) -> Result<(), Exit> {
    let compiled = compile_file(file, source)?;
    struct Perft {
        depth: u32,
        divide: bool,
        json: bool,
        backend: Backend,
    }
    impl WithGame for Perft {
        type Output = Result<(), Exit>;
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
            self,
            game: &G,
            compile_ms: Option<f64>,
        ) -> Result<(), Exit> {
            perft_on(game, self.depth, self.divide, self.json, self.backend, compile_ms)
        }
    }
    backend.run(file, &compiled, source, Perft { depth, divide, json, backend })?
}

fn perft_on<G: Game>(
    game: &G,
    depth: u32,
    divide: bool,
    json: bool,
    backend: Backend,
    compile_ms: Option<f64>,
) -> Result<(), Exit> {
    if let (Some(ms), false) = (compile_ms, json) {
        println!("JIT compile: {ms:.2} ms");
    }
    let root = game.initial_state();
    let mut per_depth = Vec::new();
    for d in 1..=depth {
        let t = Instant::now();
        let nodes = ludemic_runtime::perft(game, &root, d);
        per_depth.push(PerftDepth { depth: d, nodes, seconds: t.elapsed().as_secs_f64() });
        if !json {
            let p = per_depth.last().expect("just pushed");
            println!(
                "depth {d:>2}: {nodes:>14} nodes  {:>9.3} s  {:>12.0} nodes/s",
                p.seconds,
                nodes as f64 / p.seconds.max(1e-9)
            );
        }
    }
    let divide = divide.then(|| {
        let mut rows: Vec<DivideRow> = perft_divide(game, &root, depth)
            .into_iter()
            .map(|e| DivideRow { key: e.key.to_string(), nodes: e.count })
            .collect();
        rows.sort_by(|a, b| a.key.cmp(&b.key));
        rows
    });
    let (nodes, seconds) = per_depth.last().map_or((1, 0.0), |p| (p.nodes, p.seconds));
    let report = PerftReport {
        game: game.name().to_string(),
        backend: backend.name(),
        compile_ms: compile_ms,
        depth,
        nodes,
        seconds,
        per_depth,
        divide,
    };
    if json {
        print_json(&report);
    } else {
        if let Some(rows) = &report.divide {
            for r in rows {
                println!("{}: {}", r.key, r.nodes);
            }
        }
        println!("{} ({}): perft({depth}) = {nodes}", report.game, report.backend);
    }
    Ok(())
}

#[derive(Serialize)]
struct PlayoutReport {
    game: String,
    backend: &'static str,
    /// Milliseconds from Kernel IR to machine code (`--backend jit`).
    #[serde(skip_serializing_if = "Option::is_none")]
    compile_ms: Option<f64>,
    playouts: u64,
    threads: usize,
    seed: u64,
    cpu_seconds: f64,
    wall_seconds: f64,
    playouts_per_cpu_second: f64,
    playouts_per_wall_second: f64,
    avg_moves: f64,
    min_moves: u32,
    max_moves: u32,
    avg_turns: f64,
    /// Outright wins per player (index 0 is player 1).
    wins: Vec<u64>,
    draws: u64,
    truncated: u64,
    stuck: u64,
    /// Ludii 1.3.13's own speed on this game (shared/ludii/index.tsv), when the file is in its corpus.
    #[serde(skip_serializing_if = "Option::is_none")]
    ludii_playouts_per_cpu_second: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    speedup_vs_ludii: Option<f64>,
}

#[allow(clippy::too_many_arguments)]
pub fn playout(
    file: &Path,
    n: u64,
    seed: u64,
    threads: usize,
    json: bool,
    backend: Backend,
    source: &SourceArgs,
) -> Result<(), Exit> {
    let compiled = compile_file(file, source)?;
    struct Playout<'a> {
        file: &'a Path,
        n: u64,
        seed: u64,
        threads: usize,
        json: bool,
        backend: Backend,
    }
    impl WithGame for Playout<'_> {
        type Output = Result<(), Exit>;
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
            self,
            game: &G,
            compile_ms: Option<f64>,
        ) -> Result<(), Exit> {
            playout_on(
                game,
                self.file,
                self.n,
                self.seed,
                self.threads,
                self.json,
                self.backend,
                compile_ms,
            )
        }
    }
    backend.run(file, &compiled, source, Playout { file, n, seed, threads, json, backend })?
}

#[allow(clippy::too_many_arguments)]
fn playout_on<G: Game + Sync>(
    game: &G,
    file: &Path,
    n: u64,
    seed: u64,
    threads: usize,
    json: bool,
    backend: Backend,
    compile_ms: Option<f64>,
) -> Result<(), Exit> {
    let stats = if threads == 1 {
        run_playouts(game, n, seed)
    } else {
        par_playouts(game, n, seed, threads)
    };
    let threads = if threads == 0 { rayon::current_num_threads() } else { threads };
    let ludii = ludii_speed(file);
    let mut report = report(game, backend, &stats, threads, seed, ludii);
    report.compile_ms = compile_ms;
    if json {
        print_json(&report);
        return Ok(());
    }
    println!(
        "{} ({}): {} playouts in {:.3} s CPU ({:.3} s wall, {} thread{})",
        report.game,
        report.backend,
        report.playouts,
        report.cpu_seconds,
        report.wall_seconds,
        threads,
        if threads == 1 { "" } else { "s" }
    );
    println!("  {:.0} playouts per CPU-second", report.playouts_per_cpu_second);
    if let Some(ms) = report.compile_ms {
        println!("  JIT compile: {ms:.2} ms");
    }
    if let (Some(l), Some(s)) = (report.ludii_playouts_per_cpu_second, report.speedup_vs_ludii) {
        println!("  Ludii 1.3.13: {l:.0} playouts per CPU-second (speed-up {s:.2}x)");
    }
    println!(
        "  moves per playout: avg {:.1}, min {}, max {}",
        report.avg_moves, report.min_moves, report.max_moves
    );
    let wins: Vec<String> = report
        .wins
        .iter()
        .enumerate()
        .map(|(p, &w)| {
            format!("P{} {:.1}%", p + 1, 100.0 * w as f64 / report.playouts.max(1) as f64)
        })
        .collect();
    println!(
        "  wins: {}; draws {:.1}%; truncated by limits {}",
        wins.join(", "),
        100.0 * report.draws as f64 / report.playouts.max(1) as f64,
        report.truncated
    );
    if report.stuck > 0 {
        println!(
            "  warning: {} playouts stopped in an ongoing state with no legal move (a broken game)",
            report.stuck
        );
    }
    Ok(())
}

fn report<G: Game>(
    game: &G,
    backend: Backend,
    stats: &PlayoutStats,
    threads: usize,
    seed: u64,
    ludii: Option<f64>,
) -> PlayoutReport {
    let pps = stats.playouts_per_cpu_second();
    PlayoutReport {
        game: game.name().to_string(),
        backend: backend.name(),
        compile_ms: None,
        playouts: stats.playouts,
        threads,
        seed,
        cpu_seconds: stats.cpu_seconds,
        wall_seconds: stats.wall_seconds,
        playouts_per_cpu_second: pps,
        playouts_per_wall_second: stats.playouts_per_wall_second(),
        avg_moves: stats.avg_moves(),
        min_moves: if stats.playouts == 0 { 0 } else { stats.min_moves },
        max_moves: stats.max_moves,
        avg_turns: stats.avg_turns(),
        wins: stats.wins().to_vec(),
        draws: stats.draws,
        truncated: stats.truncated,
        stuck: stats.stuck,
        ludii_playouts_per_cpu_second: ludii,
        speedup_vs_ludii: ludii.filter(|&l| l > 0.0).map(|l| pps / l),
    }
}

/// Ludii's playouts per CPU-second for a file of its corpus, from `<corpus>/index.tsv`.
fn ludii_speed(file: &Path) -> Option<f64> {
    let (root, rel) = super::corpus_speed::corpus_path(file)?;
    super::corpus_speed::ludii_index(&root).get(&rel).map(|r| r.playouts_per_cpu_s)
}
