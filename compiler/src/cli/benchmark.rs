//! `ludemic bench`: the speed of every back end on the bundled games, side by side with the
//! anchors of `../shared/anchors.md` (Ludii, RBG); and, with `--corpus`, the JIT's compile time
//! over a whole folder of descriptions.

use std::path::{Path, PathBuf};

use ludemic_runtime::{run_playouts, Game, PlayoutStats, RawMove};
use serde::Serialize;

use super::anchors::{self, Anchor};
use super::input::{compile_file, walk, Backend, Exit, SourceArgs, WithGame};
use super::print_json;

/// What `ludemic bench` was asked to do.
pub struct Config {
    /// Stems of `games/*.lud` (or paths of .lud files); empty: every bundled game.
    pub games: Vec<String>,
    /// CPU seconds of playouts per game and back end.
    pub seconds: f64,
    pub json: bool,
    pub backends: Vec<Backend>,
    /// The anchors file; default `../shared/anchors.md` next to the repository.
    pub anchors: Option<PathBuf>,
    pub seed: u64,
    /// `--corpus DIR`: JIT compile times over every .lud under DIR instead.
    pub corpus: Option<PathBuf>,
    /// With `--corpus`: Ludii's recordings; the JIT's playout speed on each game that replays
    /// them, against Ludii's (corpus_speed.rs), instead of compile times.
    pub traces: Option<PathBuf>,
    pub source: SourceArgs,
}

pub fn bench(config: &Config) -> Result<(), Exit> {
    match (&config.corpus, &config.traces) {
        (Some(dir), Some(traces)) => {
            return super::corpus_speed::corpus_speed(
                dir,
                traces,
                config.seconds,
                config.seed,
                config.json,
                &config.source,
            )
        }
        (Some(dir), None) => return corpus(dir, config.json, &config.source),
        (None, Some(_)) => return Err(Exit::usage("--traces goes with --corpus DIR")),
        (None, None) => {}
    }
    if !(config.seconds > 0.0 && config.seconds.is_finite()) {
        return Err(Exit::usage(format!("--seconds must be positive, not {}", config.seconds)));
    }
    let files = game_files(&config.games)?;
    let (anchors, anchors_path) = load_anchors(config.anchors.as_deref())?;
    let mut rows = Vec::new();
    for file in &files {
        if !config.json {
            eprintln!("bench: {} ...", file.display());
        }
        rows.push(bench_game(file, config, &anchors)?);
    }
    let report = BenchReport {
        seconds_per_backend: config.seconds,
        anchors: anchors_path.as_ref().map(|p| p.display().to_string()),
        games: rows,
    };
    if config.json {
        print_json(&report);
    } else {
        print_table(&report);
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Games and anchors

/// The repository this ludemic was built from (its `games/` and the `../shared/` next to it).
fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The bundled games folder: `./games` when run from a checkout, else the one ludemic was built from.
fn games_dir() -> PathBuf {
    let here = PathBuf::from("games");
    if here.join("tic-tac-toe.lud").is_file() {
        here
    } else {
        repo_root().join("games")
    }
}

/// The files to measure: each name is a stem of `games/*.lud` (else `games/*.json`) or a path
/// to a .lud or .json file. By default, every .lud of games/ and the JSON specs at its top.
fn game_files(names: &[String]) -> Result<Vec<PathBuf>, Exit> {
    let dir = games_dir();
    if names.is_empty() {
        let mut files = Vec::new();
        walk(&dir, "lud", &mut files)
            .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", dir.display())))?;
        let mut specs = Vec::new();
        walk(&dir, "json", &mut specs)
            .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", dir.display())))?;
        files.extend(specs.into_iter().filter(|p| p.parent() == Some(dir.as_path())));
        if files.is_empty() {
            return Err(Exit::usage(format!("no .lud files in `{}`", dir.display())));
        }
        return Ok(files);
    }
    names
        .iter()
        .map(|name| {
            let path = PathBuf::from(name);
            if (name.ends_with(".lud") || name.ends_with(".json") || name.ends_with(".cards"))
                && path.is_file() {
                return Ok(path);
            }
            let bundled = dir.join(format!("{name}.lud"));
            let spec = dir.join(format!("{name}.json"));
            // The names the error below lists: `chess.json` is the spec, `chess` the `.lud`.
            let named = dir.join(name);
            if (name.ends_with(".lud") || name.ends_with(".json") || name.ends_with(".cards"))
                && named.is_file() {
                Ok(named)
            } else if bundled.is_file() {
                Ok(bundled)
            } else if spec.is_file() {
                Ok(spec)
            } else {
                Err(Exit::usage(format!(
                    "no bundled game `{name}` (no file {}); the games are: {}",
                    bundled.display(),
                    ludemic_generated::GAMES.join(", ")
                )))
            }
        })
        .collect()
}

/// The anchors and the file they came from; none (not an error) when the default file is absent.
fn load_anchors(flag: Option<&Path>) -> Result<(Vec<Anchor>, Option<PathBuf>), Exit> {
    let path = match flag {
        Some(p) => p.to_path_buf(),
        None => {
            let candidates =
                [PathBuf::from("../shared/anchors.md"), repo_root().join("../shared/anchors.md")];
            match candidates.into_iter().find(|p| p.is_file()) {
                Some(p) => p,
                None => return Ok((Vec::new(), None)),
            }
        }
    };
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", path.display())))?;
    Ok((anchors::parse(&text), Some(path)))
}

// ---------------------------------------------------------------------------------------------
// Measuring one game

#[derive(Serialize)]
struct BenchReport {
    seconds_per_backend: f64,
    /// The anchors file read, if any.
    anchors: Option<String>,
    games: Vec<GameRow>,
}

#[derive(Serialize, Default)]
struct BackendResults {
    #[serde(skip_serializing_if = "Option::is_none")]
    interp: Option<BackendResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    native: Option<BackendResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    jit: Option<BackendResult>,
}

impl BackendResults {
    fn slot(&mut self, backend: Backend) -> &mut Option<BackendResult> {
        match backend {
            Backend::Interp => &mut self.interp,
            Backend::Native => &mut self.native,
            Backend::Jit => &mut self.jit,
        }
    }

    fn get(&self, backend: Backend) -> Option<&BackendResult> {
        match backend {
            Backend::Interp => self.interp.as_ref(),
            Backend::Native => self.native.as_ref(),
            Backend::Jit => self.jit.as_ref(),
        }
    }

    fn speed(&self, backend: Backend) -> Option<f64> {
        self.get(backend).and_then(|r| r.playouts_per_cpu_second)
    }
}

/// One back end on one game: its speed, or why it could not run.
#[derive(Serialize, Default)]
struct BackendResult {
    #[serde(skip_serializing_if = "Option::is_none")]
    playouts_per_cpu_second: Option<f64>,
    playouts: u64,
    cpu_seconds: f64,
    avg_moves: f64,
    /// Playouts cut by the turn or move limits.
    truncated: u64,
    /// Milliseconds from Kernel IR to machine code (the JIT).
    #[serde(skip_serializing_if = "Option::is_none")]
    compile_ms: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

#[derive(Serialize)]
struct GameRow {
    game: String,
    file: String,
    backend_results: BackendResults,
    /// Moves per playout, over the back end that ran the most playouts.
    avg_moves: Option<f64>,
    jit_compile_ms: Option<f64>,
    /// Anchors: playouts per CPU-second of Ludii 1.3.13 and of RBG's compiled C++.
    ludii: Option<f64>,
    rbg: Option<f64>,
    native_vs_ludii: Option<f64>,
    native_vs_rbg: Option<f64>,
    jit_vs_native: Option<f64>,
}

fn bench_game(file: &Path, config: &Config, anchors: &[Anchor]) -> Result<GameRow, Exit> {
    let compiled = compile_file(file, &config.source)?;
    let mut results = BackendResults::default();
    for &backend in &config.backends {
        struct Measure {
            seconds: f64,
            seed: u64,
        }
        impl WithGame for Measure {
            type Output = BackendResult;
            fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
                self,
                game: &G,
                compile_ms: Option<f64>,
            ) -> BackendResult {
                let stats = playouts_for(game, self.seconds, self.seed);
                BackendResult {
                    playouts_per_cpu_second: Some(stats.playouts_per_cpu_second()),
                    playouts: stats.playouts,
                    cpu_seconds: stats.cpu_seconds,
                    avg_moves: stats.avg_moves(),
                    truncated: stats.truncated,
                    compile_ms,
                    error: None,
                }
            }
        }
        let measure = Measure { seconds: config.seconds, seed: config.seed };
        let result = backend.run(file, &compiled, &config.source, measure).unwrap_or_else(|e| {
            BackendResult { error: Some(first_line(&e.message)), ..BackendResult::default() }
        });
        *results.slot(backend) = Some(result);
    }
    let anchor = anchors::find(anchors, &compiled.game.name);
    let (ludii, rbg) = (anchor.and_then(|a| a.ludii), anchor.and_then(|a| a.rbg));
    let native = results.speed(Backend::Native);
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => Some(a / b),
        _ => None,
    };
    let avg_moves = [Backend::Interp, Backend::Native, Backend::Jit]
        .iter()
        .filter_map(|&b| results.get(b).filter(|r| r.playouts > 0))
        .max_by_key(|r| r.playouts)
        .map(|r| r.avg_moves);
    Ok(GameRow {
        game: compiled.game.name.clone(),
        file: file.display().to_string(),
        avg_moves,
        jit_compile_ms: results.jit.as_ref().and_then(|r| r.compile_ms),
        ludii,
        rbg,
        native_vs_ludii: ratio(native, ludii),
        native_vs_rbg: ratio(native, rbg),
        jit_vs_native: ratio(results.speed(Backend::Jit), native),
        backend_results: results,
    })
}

/// Random playouts on this thread until `seconds` of CPU time are spent, in growing chunks
/// (each chunk its own seed, so no two chunks replay the same games).
pub(super) fn playouts_for<G: Game>(game: &G, seconds: f64, seed: u64) -> PlayoutStats {
    let mut total = PlayoutStats::new(game.num_players());
    let mut chunk = 1u64;
    let mut round = 0u64;
    while total.cpu_seconds < seconds {
        let stats = run_playouts(game, chunk, seed.wrapping_add(round));
        total.merge(&stats);
        round += 1;
        // Aim the next chunk at a quarter of the remaining budget (at most double the last).
        let per_playout = total.cpu_seconds / total.playouts.max(1) as f64;
        let remaining = seconds - total.cpu_seconds;
        let fits =
            if per_playout > 0.0 { (remaining / 4.0 / per_playout) as u64 } else { chunk * 2 };
        chunk = fits.clamp(1, chunk.saturating_mul(2));
    }
    total
}

fn first_line(message: &str) -> String {
    let line = message.lines().find(|l| !l.trim().is_empty()).unwrap_or("failed");
    line.trim().trim_start_matches("error: ").to_string()
}

// ---------------------------------------------------------------------------------------------
// The table

fn print_table(report: &BenchReport) {
    let with_anchors = report.anchors.is_some();
    let mut header = vec!["game", "interp", "native", "jit", "jit compile ms", "avg moves"];
    if with_anchors {
        header.extend(["Ludii", "RBG", "native/Ludii", "native/RBG"]);
    }
    header.push("jit/native");
    let speed = |v: Option<f64>| v.map_or("–".to_string(), group_thousands);
    let times = |v: Option<f64>| v.map_or("–".to_string(), |x| format!("{x:.2}x"));
    let mut rows: Vec<Vec<String>> = Vec::new();
    for g in &report.games {
        let r = &g.backend_results;
        let mut row = vec![
            g.game.clone(),
            speed(r.speed(Backend::Interp)),
            speed(r.speed(Backend::Native)),
            speed(r.speed(Backend::Jit)),
            g.jit_compile_ms.map_or("–".to_string(), |ms| format!("{ms:.1}")),
            g.avg_moves.map_or("–".to_string(), |m| format!("{m:.1}")),
        ];
        if with_anchors {
            row.extend([
                speed(g.ludii),
                speed(g.rbg),
                times(g.native_vs_ludii),
                times(g.native_vs_rbg),
            ]);
        }
        row.push(times(g.jit_vs_native));
        rows.push(row);
    }
    println!(
        "Random playouts per CPU-second (one thread, about {} s per back end)",
        report.seconds_per_backend
    );
    println!();
    println!("| {} |", header.join(" | "));
    let align: Vec<&str> =
        header.iter().enumerate().map(|(i, _)| if i == 0 { "---" } else { "---:" }).collect();
    println!("|{}|", align.join("|"));
    for row in &rows {
        println!("| {} |", row.join(" | "));
    }
    for g in &report.games {
        let r = &g.backend_results;
        for b in [Backend::Interp, Backend::Native, Backend::Jit] {
            if let Some(e) = r.get(b).and_then(|r| r.error.as_ref()) {
                println!("{} ({b}): {e}", g.game);
            }
        }
    }
    match &report.anchors {
        Some(p) => println!(
            "\nLudii and RBG: {p} (measured on a machine like this one; compare like with like)"
        ),
        None => println!(
            "\nNo anchors file (../shared/anchors.md next to the repository, or --anchors FILE): \
             the Ludii and RBG columns are left out."
        ),
    }
}

/// 168000.4 → "168,000".
fn group_thousands(x: f64) -> String {
    let digits = format!("{:.0}", x.max(0.0));
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

// ---------------------------------------------------------------------------------------------
// `--corpus`: JIT compile times

#[cfg(feature = "jit")]
#[derive(Serialize)]
struct CorpusReport {
    dir: String,
    /// Games JIT-compiled.
    count: usize,
    /// Files skipped, by the stage that stopped them.
    skipped_compile: usize,
    skipped_lower: usize,
    skipped_jit: usize,
    /// Kernel IR to callable code: the JIT's first (baseline) tier, what a game costs before it
    /// can be played.
    median_ms: Option<f64>,
    p95_ms: Option<f64>,
    max_ms: Option<f64>,
    /// The optimised tier's code generation, which a game pays once it has been played long
    /// enough (`jit::Tier`), forced here on every game.
    optimise_median_ms: Option<f64>,
    optimise_p95_ms: Option<f64>,
    optimise_max_ms: Option<f64>,
    games: Vec<CorpusGame>,
}

#[cfg(feature = "jit")]
#[derive(Serialize)]
struct CorpusGame {
    path: String,
    compile_ms: f64,
    optimise_ms: f64,
}

#[cfg(not(feature = "jit"))]
fn corpus(_dir: &Path, _json: bool, _source: &SourceArgs) -> Result<(), Exit> {
    Err(Exit::usage("this ludemic was built without the `jit` feature"))
}

#[cfg(feature = "jit")]
fn corpus(dir: &Path, json: bool, source: &SourceArgs) -> Result<(), Exit> {
    use super::input::{compile_text, read_source};
    let mut files = Vec::new();
    walk(dir, "lud", &mut files)
        .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", dir.display())))?;
    let library = source.library_for(dir)?;
    let mut report = CorpusReport {
        dir: dir.display().to_string(),
        count: 0,
        skipped_compile: 0,
        skipped_lower: 0,
        skipped_jit: 0,
        median_ms: None,
        p95_ms: None,
        max_ms: None,
        optimise_median_ms: None,
        optimise_p95_ms: None,
        optimise_max_ms: None,
        games: Vec::new(),
    };
    for file in &files {
        let rel = file.strip_prefix(dir).unwrap_or(file).display().to_string();
        let Ok(text) = read_source(file) else {
            report.skipped_compile += 1;
            continue;
        };
        let Ok(compiled) = compile_text(file, &text, &library, source) else {
            report.skipped_compile += 1;
            continue;
        };
        let Ok(kernel) = crate::lower::lower(&compiled.game) else {
            report.skipped_lower += 1;
            continue;
        };
        match crate::back::jit::compile(&kernel) {
            Ok(game) => {
                let Some(optimise) = game.optimise() else {
                    report.skipped_jit += 1;
                    continue;
                };
                report.games.push(CorpusGame {
                    path: rel,
                    compile_ms: game.compile_time().as_secs_f64() * 1e3,
                    optimise_ms: optimise.as_secs_f64() * 1e3,
                })
            }
            Err(e) => {
                report.skipped_jit += 1;
                if !json {
                    eprintln!("{rel}: JIT failed: {e}");
                }
            }
        }
    }
    let mut ms: Vec<f64> = report.games.iter().map(|g| g.compile_ms).collect();
    ms.sort_by(f64::total_cmp);
    report.count = ms.len();
    report.median_ms = percentile(&ms, 0.5);
    report.p95_ms = percentile(&ms, 0.95);
    report.max_ms = ms.last().copied();
    let mut ms: Vec<f64> = report.games.iter().map(|g| g.optimise_ms).collect();
    ms.sort_by(f64::total_cmp);
    report.optimise_median_ms = percentile(&ms, 0.5);
    report.optimise_p95_ms = percentile(&ms, 0.95);
    report.optimise_max_ms = ms.last().copied();
    if json {
        print_json(&report);
        return Ok(());
    }
    let f = |v: Option<f64>| v.map_or("–".to_string(), |x| format!("{x:.2} ms"));
    println!("JIT compile time (Kernel IR → callable code) over {}:", report.dir);
    println!("  games compiled: {} of {} .lud files", report.count, files.len());
    println!(
        "  skipped: {} do not compile to the Game IR, {} do not lower to the Kernel IR, {} failed in the JIT",
        report.skipped_compile, report.skipped_lower, report.skipped_jit
    );
    println!(
        "  to callable code (baseline tier): median {}, 95th percentile {}, max {}",
        f(report.median_ms),
        f(report.p95_ms),
        f(report.max_ms)
    );
    println!(
        "  optimised tier, once a game has been played enough: median {}, 95th percentile {}, max {}",
        f(report.optimise_median_ms),
        f(report.optimise_p95_ms),
        f(report.optimise_max_ms)
    );
    if let Some(slowest) = report.games.iter().max_by(|a, b| a.compile_ms.total_cmp(&b.compile_ms))
    {
        println!("  slowest: {} ({:.2} ms)", slowest.path, slowest.compile_ms);
    }
    Ok(())
}

/// The `q` quantile of sorted values (nearest rank).
#[cfg(feature = "jit")]
fn percentile(sorted: &[f64], q: f64) -> Option<f64> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands() {
        assert_eq!(group_thousands(168000.4), "168,000");
        assert_eq!(group_thousands(987.0), "987");
        assert_eq!(group_thousands(1234567.0), "1,234,567");
    }

    #[test]
    fn a_bundled_spec_is_found_by_its_file_name() {
        let files = game_files(&["chess.json".into(), "chess".into()]).unwrap_or_else(|_| panic!());
        assert!(files[0].ends_with("games/chess.json"), "{files:?}");
        assert!(files[1].ends_with("games/chess.lud"), "{files:?}");
    }

    #[cfg(feature = "jit")]
    #[test]
    fn percentiles() {
        let v: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&v, 0.5), Some(50.0));
        assert_eq!(percentile(&v, 0.95), Some(95.0));
        assert_eq!(percentile(&[3.0], 0.95), Some(3.0));
        assert_eq!(percentile(&[], 0.5), None);
    }
}
