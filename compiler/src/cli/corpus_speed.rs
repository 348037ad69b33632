//! `ludemic bench --corpus DIR --traces TRACES`: the JIT's playout speed on every game of a Ludii
//! corpus folder that replays its recordings, next to Ludii's own speed on it (the corpus's
//! `index.tsv`). The benchmark games of ../shared/anchors.md are a handful; this is the same
//! comparison over the whole supported corpus, to find where ludemic is slow.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;

use super::benchmark::playouts_for;
use super::input::{compile_text, corpus_root, read_source, walk, Backend, Exit, SourceArgs};
use super::print_json;
use crate::oracle::{replay_with, ReplayLimits, TraceFile};

/// Ludii 1.3.13's measurements of one corpus game (a row of `index.tsv`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LudiiRecord {
    pub playouts_per_cpu_s: f64,
    pub avg_playout_moves: Option<f64>,
}

/// The corpus root of a file in Ludii's layout and the file's path under its `lud/` folder, the
/// key of its row in `index.tsv`.
pub fn corpus_path(file: &Path) -> Option<(PathBuf, String)> {
    let root = corpus_root(file)?;
    let rel = std::path::absolute(file)
        .ok()?
        .strip_prefix(root.join("lud"))
        .ok()?
        .to_string_lossy()
        .replace('\\', "/");
    Some((root, rel))
}

/// `index.tsv` of a Ludii corpus root, by path under `lud/`; rows without a speed are left out.
pub fn ludii_index(corpus_root: &Path) -> HashMap<String, LudiiRecord> {
    let Ok(text) = std::fs::read_to_string(corpus_root.join("index.tsv")) else {
        return HashMap::new();
    };
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    let column = |name: &str| header.iter().position(|&h| h == name);
    let (Some(speed), moves) = (column("playouts_per_cpu_s"), column("avg_playout_moves")) else {
        return HashMap::new();
    };
    lines
        .filter_map(|line| {
            let row: Vec<&str> = line.split('\t').collect();
            let number = |c: usize| row.get(c).and_then(|v| v.parse::<f64>().ok());
            let record = LudiiRecord {
                playouts_per_cpu_s: number(speed).filter(|&s| s > 0.0)?,
                avg_playout_moves: moves.and_then(number),
            };
            Some((row.first()?.to_string(), record))
        })
        .collect()
}

#[derive(Serialize)]
struct SpeedRow {
    path: String,
    compile_ms: f64,
    playouts_per_cpu_second: f64,
    avg_moves: f64,
    ludii_playouts_per_cpu_second: Option<f64>,
    ludii_avg_moves: Option<f64>,
    speedup_vs_ludii: Option<f64>,
}

#[derive(Serialize)]
struct SpeedReport {
    dir: String,
    seconds_per_game: f64,
    /// .lud files under the folder, and those that replay every recording on the JIT (timed).
    files: usize,
    replaying: usize,
    /// Of the timed games, those Ludii's index has a speed for, and the speedups over them.
    compared: usize,
    geometric_mean_speedup: Option<f64>,
    median_speedup: Option<f64>,
    slower_than_ludii: usize,
    at_least_20x: usize,
    games: Vec<SpeedRow>,
}

/// The JIT-compiled game of `file` if it replays all its recordings in `traces`, with its
/// compile time in milliseconds.
fn replaying_jit_game(
    file: &Path,
    rel: &str,
    traces: &Path,
    library: &crate::front::ludii::expand::DefineLibrary,
    source: &SourceArgs,
) -> Option<(ludemic_runtime::DynHandle, f64)> {
    let trace_path = traces.join(rel).with_extension("json.gz");
    let trace_file = TraceFile::load(&trace_path).ok()?;
    let compiled = compile_text(file, &read_source(file).ok()?, library, source).ok()?;
    let ready = Backend::Jit.instantiate(&compiled).ok()?;
    let limits = ReplayLimits { max_steps: None, time: Some(Duration::from_secs(60)) };
    replay_with(&ready.game, &trace_file, rel, &limits)
        .ok
        .then(|| (ready.game, ready.compile_ms.unwrap_or(0.0)))
}

pub fn corpus_speed(
    dir: &Path,
    traces: &Path,
    seconds: f64,
    seed: u64,
    json: bool,
    source: &SourceArgs,
) -> Result<(), Exit> {
    if cfg!(not(feature = "jit")) {
        return Err(Exit::usage("this ludemic was built without the `jit` feature"));
    }
    if !(seconds > 0.0 && seconds.is_finite()) {
        return Err(Exit::usage(format!("--seconds must be positive, not {seconds}")));
    }
    if !traces.is_dir() {
        return Err(Exit::usage(format!("cannot read `{}`: not a folder", traces.display())));
    }
    let mut files = Vec::new();
    walk(dir, "lud", &mut files)
        .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", dir.display())))?;
    let library = source.library_for(dir)?;
    let index = corpus_root(dir).map(|root| ludii_index(&root)).unwrap_or_default();
    let mut games = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(dir).unwrap_or(file).to_string_lossy().replace('\\', "/");
        let Some((game, compile_ms)) = replaying_jit_game(file, &rel, traces, &library, source)
        else {
            continue;
        };
        let stats = playouts_for(&game, seconds, seed);
        let pps = stats.playouts as f64 / stats.cpu_seconds.max(1e-9);
        // Ludii's index is keyed by the path under its `lud/` folder, which may be above `dir`.
        let ludii = corpus_path(file).and_then(|(_, key)| index.get(&key));
        if !json {
            eprintln!("{rel}: {pps:.0} playouts per CPU-second");
        }
        games.push(SpeedRow {
            path: rel,
            compile_ms,
            playouts_per_cpu_second: pps,
            avg_moves: stats.total_moves as f64 / stats.playouts.max(1) as f64,
            ludii_playouts_per_cpu_second: ludii.map(|l| l.playouts_per_cpu_s),
            ludii_avg_moves: ludii.and_then(|l| l.avg_playout_moves),
            speedup_vs_ludii: ludii.map(|l| pps / l.playouts_per_cpu_s),
        });
    }
    let report = summarise(dir, seconds, files.len(), games);
    if json {
        print_json(&report);
    } else {
        print_summary(&report);
    }
    Ok(())
}

fn summarise(dir: &Path, seconds: f64, files: usize, games: Vec<SpeedRow>) -> SpeedReport {
    let mut speedups: Vec<f64> = games.iter().filter_map(|g| g.speedup_vs_ludii).collect();
    speedups.sort_by(f64::total_cmp);
    let geometric_mean = (!speedups.is_empty())
        .then(|| (speedups.iter().map(|s| s.ln()).sum::<f64>() / speedups.len() as f64).exp());
    SpeedReport {
        dir: dir.display().to_string(),
        seconds_per_game: seconds,
        files,
        replaying: games.len(),
        compared: speedups.len(),
        geometric_mean_speedup: geometric_mean,
        median_speedup: speedups.get(speedups.len() / 2).copied(),
        slower_than_ludii: speedups.iter().filter(|&&s| s < 1.0).count(),
        at_least_20x: speedups.iter().filter(|&&s| s >= 20.0).count(),
        games,
    }
}

fn print_summary(report: &SpeedReport) {
    let x = |v: Option<f64>| v.map_or("–".to_string(), |s| format!("{s:.1}×"));
    println!(
        "JIT playout speed over {} ({} s of CPU per game):",
        report.dir, report.seconds_per_game
    );
    println!(
        "  {} of {} .lud files replay their recordings on the JIT and were timed",
        report.replaying, report.files
    );
    println!(
        "  against Ludii's index ({} games): geometric mean {}, median {}; {} slower than Ludii, {} at least 20× Ludii",
        report.compared,
        x(report.geometric_mean_speedup),
        x(report.median_speedup),
        report.slower_than_ludii,
        report.at_least_20x
    );
    let mut slowest: Vec<&SpeedRow> =
        report.games.iter().filter(|g| g.speedup_vs_ludii.is_some()).collect();
    slowest.sort_by(|a, b| {
        a.speedup_vs_ludii.partial_cmp(&b.speedup_vs_ludii).unwrap_or(std::cmp::Ordering::Equal)
    });
    if !slowest.is_empty() {
        println!("  lowest speedups (playouts per CPU-second, ludemic JIT / Ludii; average moves, ludemic / Ludii):");
    }
    for g in slowest.iter().take(15) {
        let moves = g.ludii_avg_moves.map_or("–".to_string(), |m| format!("{m:.0}"));
        println!(
            "    {:>7}  {:>10.0} / {:<10.0} {:>6.0} / {:<6} {}",
            x(g.speedup_vs_ludii),
            g.playouts_per_cpu_second,
            g.ludii_playouts_per_cpu_second.unwrap_or(0.0),
            g.avg_moves,
            moves,
            g.path
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ludii_s_index_by_column_name() {
        let dir = std::env::temp_dir().join(format!("ludemic-index-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("index.tsv"),
            "path\tstatus\tavg_playout_moves\tplayouts_per_cpu_s\n\
             board/a/A.lud\tok\t12.5\t300.0\n\
             board/b/B.lud\tfailed\t\t\n",
        )
        .unwrap();
        let index = ludii_index(&dir);
        assert_eq!(
            index.get("board/a/A.lud"),
            Some(&LudiiRecord { playouts_per_cpu_s: 300.0, avg_playout_moves: Some(12.5) })
        );
        assert!(!index.contains_key("board/b/B.lud"), "a row without a speed is not a record");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn summary_counts_speedups() {
        let row = |path: &str, speedup: Option<f64>| SpeedRow {
            path: path.into(),
            compile_ms: 1.0,
            playouts_per_cpu_second: 100.0,
            avg_moves: 10.0,
            ludii_playouts_per_cpu_second: speedup.map(|s| 100.0 / s),
            ludii_avg_moves: None,
            speedup_vs_ludii: speedup,
        };
        let r = summarise(
            Path::new("lud"),
            0.5,
            5,
            vec![row("A", Some(0.5)), row("B", Some(2.0)), row("C", Some(40.0)), row("D", None)],
        );
        assert_eq!((r.files, r.replaying, r.compared), (5, 4, 3));
        assert_eq!((r.slower_than_ludii, r.at_least_20x), (1, 1));
        assert_eq!(r.median_speedup, Some(2.0));
        assert!((r.geometric_mean_speedup.unwrap() - 40f64.cbrt()).abs() < 1e-9);
    }
}
