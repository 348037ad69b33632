//! `ludemic coverage`: how much of a corpus goes through the pipeline and replays Ludii's traces,
//! and which missing ludemes block the most games.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Duration;

use rayon::prelude::*;
use serde::Serialize;

use super::input::{compile_text, read_source, walk, Backend, Exit, SourceArgs};
use super::print_json;
use crate::driver::Stage;
use crate::front::ludii::expand::DefineLibrary;
use crate::oracle::{replay_with, ReplayLimits, TraceFile};

pub struct Config {
    pub dir: PathBuf,
    pub traces: Option<PathBuf>,
    pub json: bool,
    pub threads: usize,
    pub replay_seconds: f64,
    pub top: usize,
    pub source: SourceArgs,
}

/// One game's row.
#[derive(Clone, Debug, Default, Serialize)]
pub struct GameRow {
    /// Relative to the searched folder, `/`-separated.
    pub path: String,
    pub parsed: bool,
    pub expanded: bool,
    pub lowered: bool,
    /// Replays every trace on the interpreter (null: no trace file, or no `--traces`).
    pub traces_ok: Option<bool>,
    /// Replays every trace on the JIT too (null: not tried — no trace file, no `--traces`, the
    /// game does not lower, or this ludemic has no `jit` feature). A game is supported when it
    /// replays on both (tests/oracle.rs's SUPPORTED).
    pub jit_ok: Option<bool>,
    /// Why the JIT did not replay it: the kernel lowering's diagnostic or the divergence.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jit_error: Option<String>,
    /// Why it stopped: the first diagnostic, the divergence, or "internal error: ...".
    pub error: Option<String>,
    /// Ludemes that blocked it.
    pub unsupported: Vec<String>,
    /// The other diagnostics that blocked it (an argument or form of a supported ludeme, a piece
    /// or site the front end cannot resolve...), as [`error_kind`]s, so that games blocked by
    /// the same unsupported form are counted together.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub other_errors: Vec<String>,
    /// Trace steps that matched before the first divergence (when traces were replayed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps_checked: Option<usize>,
}

impl GameRow {
    /// Replays every trace on the interpreter and the JIT.
    pub fn replays(&self) -> bool {
        self.traces_ok == Some(true) && self.jit_ok == Some(true)
    }
}

#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Counts {
    pub games: usize,
    pub parsed: usize,
    pub expanded: usize,
    pub lowered: usize,
    /// Games with a trace file.
    pub with_traces: usize,
    /// Games replaying every trace on the interpreter.
    pub traces_ok: usize,
    /// Games replaying every trace on the interpreter and the JIT: the supported ones.
    pub replaying: usize,
}

impl Counts {
    fn add(&mut self, g: &GameRow) {
        self.games += 1;
        self.parsed += g.parsed as usize;
        self.expanded += g.expanded as usize;
        self.lowered += g.lowered as usize;
        self.with_traces += g.traces_ok.is_some() as usize;
        self.traces_ok += (g.traces_ok == Some(true)) as usize;
        self.replaying += g.replays() as usize;
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub total: Counts,
    /// Per category folder (the first two folder levels, e.g. `board/war`).
    pub categories: BTreeMap<String, Counts>,
}

/// A ludeme ludemic lacks, or another error, and the games it blocks.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Missing {
    /// The ludeme's name, or for `kind: "error"` the error's kind.
    pub ludeme: String,
    /// "ludeme" (an unsupported ludeme) or "error" (any other diagnostic, see [`error_kind`]).
    pub kind: &'static str,
    /// Games it blocks (a game blocked by several ludemes counts for each).
    pub blocks: usize,
    /// Games it alone blocks (no other ludeme or error): supporting it would unlock them.
    pub would_unlock: usize,
    /// A few of the blocked games.
    pub examples: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CoverageReport {
    pub games: Vec<GameRow>,
    pub summary: Summary,
    pub top_missing: Vec<Missing>,
}

/// The category of a relative path: its first two folders.
fn category(rel: &str) -> String {
    let folders: Vec<&str> = rel.split('/').collect();
    let folders = &folders[..folders.len() - 1];
    if folders.is_empty() {
        ".".to_string()
    } else {
        folders[..folders.len().min(2)].join("/")
    }
}

pub fn summarise(games: Vec<GameRow>, top: usize) -> CoverageReport {
    let mut total = Counts::default();
    let mut categories: BTreeMap<String, Counts> = BTreeMap::new();
    let mut missing: BTreeMap<String, Missing> = BTreeMap::new();
    for g in &games {
        total.add(g);
        categories.entry(category(&g.path)).or_default().add(g);
        let blockers: BTreeSet<(&'static str, &String)> = g
            .unsupported
            .iter()
            .map(|u| ("ludeme", u))
            .chain(g.other_errors.iter().map(|e| ("error", e)))
            .collect();
        for &(kind, b) in &blockers {
            let m = missing.entry(b.clone()).or_insert_with(|| Missing {
                ludeme: b.clone(),
                kind,
                blocks: 0,
                would_unlock: 0,
                examples: Vec::new(),
            });
            m.blocks += 1;
            m.would_unlock += (blockers.len() == 1) as usize;
            if m.examples.len() < 3 {
                m.examples.push(g.path.clone());
            }
        }
    }
    let mut top_missing: Vec<Missing> = missing.into_values().collect();
    top_missing.sort_by(|a, b| {
        b.blocks
            .cmp(&a.blocks)
            .then(b.would_unlock.cmp(&a.would_unlock))
            .then(a.ludeme.cmp(&b.ludeme))
    });
    top_missing.truncate(top);
    CoverageReport { games, summary: Summary { total, categories }, top_missing }
}

thread_local! {
    /// The last panic message of this thread, recorded by the coverage panic hook.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn check_game(dir: &Path, path: &Path, library: &DefineLibrary, cfg: &Config) -> GameRow {
    let rel = path.strip_prefix(dir).unwrap_or(path).to_string_lossy().replace('\\', "/");
    let mut row = GameRow { path: rel.clone(), ..GameRow::default() };
    let trace_path =
        cfg.traces.as_ref().map(|t| t.join(&rel).with_extension("json.gz")).filter(|p| p.is_file());
    let text = match read_source(path) {
        Ok(t) => t,
        Err(e) => {
            row.error = Some(e.message.lines().next().unwrap_or("cannot read").to_string());
            return row;
        }
    };
    let compiled = compile_text(path, &text, library, &cfg.source);
    let compiled = match compiled {
        Ok(c) => {
            (row.parsed, row.expanded, row.lowered) = (true, true, true);
            c
        }
        Err((stage, failure)) => {
            row.parsed = stage >= Stage::Parsed;
            row.expanded = stage >= Stage::Expanded;
            row.lowered = stage >= Stage::Lowered;
            row.error = Some(failure.headline());
            row.other_errors = other_errors(&failure);
            row.unsupported = failure.unsupported;
            row.traces_ok = trace_path.map(|_| false);
            return row;
        }
    };
    let Some(trace_path) = trace_path else { return row };
    let trace_file = match TraceFile::load(&trace_path) {
        Ok(t) => t,
        Err(e) => {
            row.error = Some(format!("cannot read `{}`: {e}", trace_path.display()));
            return row;
        }
    };
    let game = match Backend::Interp.instantiate(&compiled) {
        Ok(ready) => ready.game,
        Err(e) => {
            row.error = Some(e.message);
            return row;
        }
    };
    let limits = ReplayLimits {
        max_steps: None,
        time: Some(Duration::from_secs_f64(cfg.replay_seconds.max(0.0))),
    };
    let report = replay_with(&game, &trace_file, &rel, &limits);
    row.traces_ok = Some(report.ok);
    row.steps_checked = Some(report.steps_checked);
    if let Some(d) = &report.first_divergence {
        row.error = Some(first_line(&d.to_string()));
    }
    if cfg!(feature = "jit") {
        // The same recordings through the Kernel IR and the JIT, whatever the interpreter did:
        // a game that replays on one back end only is the back ends' bug to find.
        match Backend::Jit.instantiate(&compiled) {
            Ok(ready) => {
                let report = replay_with(&ready.game, &trace_file, &rel, &limits);
                row.jit_ok = Some(report.ok);
                row.jit_error = report.first_divergence.map(|d| first_line(&d.to_string()));
            }
            Err(e) => {
                row.jit_ok = Some(false);
                row.jit_error = Some(first_line(&e.message));
            }
        }
    }
    row
}

/// The kinds of a failure's diagnostics that do not name an unsupported ludeme (those are in
/// `Failure::unsupported`).
fn other_errors(failure: &crate::diag::Failure) -> Vec<String> {
    let mut kinds: Vec<String> = failure
        .diagnostics
        .iter()
        .filter(|d| !d.message.starts_with("unsupported ludeme"))
        .map(|d| error_kind(&d.message))
        .collect();
    kinds.sort();
    kinds.dedup();
    kinds
}

/// A diagnostic's message with what varies between games taken out, so that one missing form
/// blocking many games is counted once: numbers become `N`, long quoted code becomes `..`.
pub fn error_kind(message: &str) -> String {
    let mut out = String::new();
    for (i, part) in first_line(message).split('`').enumerate() {
        if i % 2 == 1 {
            out.push('`');
            out.push_str(if part.chars().count() > 40 { ".." } else { part });
            out.push('`');
        } else {
            out.push_str(part);
        }
    }
    let mut kind = String::with_capacity(out.len());
    let mut in_number = false;
    for c in out.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                kind.push('N');
            }
            in_number = true;
        } else {
            in_number = false;
            kind.push(c);
        }
    }
    kind
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().to_string()
}

/// Runs one game, turning a panic into an "internal error" row.
fn guarded(dir: &Path, path: &Path, library: &DefineLibrary, cfg: &Config) -> GameRow {
    match panic::catch_unwind(AssertUnwindSafe(|| check_game(dir, path, library, cfg))) {
        Ok(row) => row,
        Err(payload) => {
            let message = LAST_PANIC.with(|p| p.borrow_mut().take()).unwrap_or_else(|| {
                payload
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "panic".to_string())
            });
            GameRow {
                path: path.strip_prefix(dir).unwrap_or(path).to_string_lossy().replace('\\', "/"),
                error: Some(format!("internal error: {message}")),
                ..GameRow::default()
            }
        }
    }
}

/// Checks every game of `cfg.dir` (in parallel, each guarded against panics).
pub fn run(cfg: &Config) -> Result<CoverageReport, Exit> {
    let mut paths = Vec::new();
    walk(&cfg.dir, "lud", &mut paths)
        .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", cfg.dir.display())))?;
    if let Some(t) = &cfg.traces {
        if !t.is_dir() {
            return Err(Exit::usage(format!("cannot read `{}`: not a folder", t.display())));
        }
    }
    let library = cfg.source.library_for(&cfg.dir)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads)
        .build()
        .map_err(|e| Exit::usage(format!("cannot start {} threads: {e}", cfg.threads)))?;

    // Panics become rows; keep their messages off the terminal while the run lasts.
    let previous = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        let text = info.to_string().replace('\n', " ");
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(text));
    }));
    let games: Vec<GameRow> =
        pool.install(|| paths.par_iter().map(|p| guarded(&cfg.dir, p, &library, cfg)).collect());
    panic::set_hook(previous);
    Ok(summarise(games, cfg.top))
}

pub fn coverage(cfg: &Config) -> Result<(), Exit> {
    if cfg!(panic = "abort") {
        eprintln!("warning: this ludemic was built with panic = \"abort\": a game that panics ends the run (build with the dev or test profile to survive it)");
    }
    let report = run(cfg)?;
    if cfg.json {
        print_json(&report);
    } else {
        super::emit(&render(&report, &cfg.dir, cfg.traces.is_some()));
    }
    Ok(())
}

fn pct(n: usize, of: usize) -> String {
    if of == 0 {
        "-".to_string()
    } else {
        format!("{:.1}%", 100.0 * n as f64 / of as f64)
    }
}

/// The text report: one row per category, a total, the top missing ludemes.
pub fn render(report: &CoverageReport, dir: &Path, with_traces: bool) -> String {
    let mut out = String::new();
    let t = &report.summary.total;
    let _ = writeln!(out, "coverage of {}: {} games", dir.display(), t.games);
    let _ = write!(
        out,
        "{:<28} {:>6} {:>14} {:>14} {:>14}",
        "category", "games", "parsed", "expanded", "lowered"
    );
    if with_traces {
        let _ = write!(out, " {:>7} {:>14} {:>14}", "traces", "interp-ok", "interp+jit-ok");
    }
    out.push('\n');
    let mut line = |name: &str, c: &Counts| {
        let cell = |n: usize| format!("{n} {:>7}", pct(n, c.games));
        let _ = write!(
            out,
            "{name:<28} {:>6} {:>14} {:>14} {:>14}",
            c.games,
            cell(c.parsed),
            cell(c.expanded),
            cell(c.lowered)
        );
        if with_traces {
            let _ = write!(
                out,
                " {:>7} {:>14} {:>14}",
                c.with_traces,
                cell(c.traces_ok),
                cell(c.replaying)
            );
        }
        out.push('\n');
    };
    for (name, c) in &report.summary.categories {
        line(name, c);
    }
    line("total", t);
    if !report.top_missing.is_empty() {
        let _ = writeln!(
            out,
            "\ntop missing ludemes and other errors (games blocked; games it alone blocks):"
        );
        for m in &report.top_missing {
            let what = match m.kind {
                "ludeme" => m.ludeme.clone(),
                _ => format!("error: {}", m.ludeme),
            };
            let _ = writeln!(
                out,
                "{:>6} {:>6}  {what}  (e.g. {})",
                m.blocks,
                m.would_unlock,
                m.examples.join(", ")
            );
        }
    }
    let internal: Vec<&GameRow> = report
        .games
        .iter()
        .filter(|g| g.error.as_deref().is_some_and(|e| e.starts_with("internal error")))
        .collect();
    if !internal.is_empty() {
        let _ = writeln!(out, "\ninternal errors ({}):", internal.len());
        for g in internal {
            let _ = writeln!(out, "  {}: {}", g.path, g.error.as_deref().unwrap_or_default());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(path: &str, stage: u8, unsupported: &[&str], traces_ok: Option<bool>) -> GameRow {
        GameRow {
            path: path.to_string(),
            parsed: stage >= 1,
            expanded: stage >= 2,
            lowered: stage >= 3,
            traces_ok,
            jit_ok: traces_ok,
            unsupported: unsupported.iter().map(|s| s.to_string()).collect(),
            ..GameRow::default()
        }
    }

    #[test]
    fn ranks_missing_ludemes_and_counts_categories() {
        let r = summarise(
            vec![
                row("board/war/a/A.lud", 2, &["sites Pending", "promotion"], Some(false)),
                row("board/war/B.lud", 2, &["sites Pending", "sites Pending"], None),
                row("board/space/line/C.lud", 3, &[], Some(true)),
                GameRow {
                    jit_ok: Some(false),
                    ..row("board/space/line/F.lud", 3, &[], Some(true))
                },
                row("puzzle/D.lud", 2, &["promotion"], None),
                row("E.lud", 0, &[], None),
            ],
            10,
        );
        assert_eq!(
            r.summary.total,
            Counts {
                games: 6,
                parsed: 5,
                expanded: 5,
                lowered: 2,
                with_traces: 3,
                traces_ok: 2,
                replaying: 1
            }
        );
        let cats: Vec<&str> = r.summary.categories.keys().map(String::as_str).collect();
        assert_eq!(cats, [".", "board/space", "board/war", "puzzle"]);
        assert_eq!(r.summary.categories["board/war"].games, 2);
        let m: Vec<(&str, usize, usize)> =
            r.top_missing.iter().map(|m| (m.ludeme.as_str(), m.blocks, m.would_unlock)).collect();
        assert_eq!(m, [("promotion", 2, 1), ("sites Pending", 2, 1)]);

        let text = render(&r, Path::new("lud"), true);
        assert!(text.contains("board/war"), "{text}");
        assert!(text.contains("total"), "{text}");
        assert!(text.contains("sites Pending"), "{text}");
        assert!(text.contains("interp+jit-ok"), "{text}");
        let total = text.lines().find(|l| l.starts_with("total")).unwrap();
        assert!(total.contains("2   33.3%") && total.contains("1   16.7%"), "{total}");
        // Other errors rank with the ludemes, and a game blocked by both unlocks with neither.
        let r2 = summarise(
            vec![
                GameRow {
                    other_errors: vec!["`(handSite ...)` needs a player".into()],
                    ..row("A.lud", 2, &[], None)
                },
                GameRow {
                    other_errors: vec!["`(handSite ...)` needs a player".into()],
                    ..row("B.lud", 2, &["tile"], None)
                },
                row("C.lud", 2, &["tile"], None),
            ],
            10,
        );
        let m: Vec<(&str, &str, usize, usize)> = r2
            .top_missing
            .iter()
            .map(|m| (m.kind, m.ludeme.as_str(), m.blocks, m.would_unlock))
            .collect();
        assert_eq!(
            m,
            [("error", "`(handSite ...)` needs a player", 2, 1), ("ludeme", "tile", 2, 1)]
        );
        assert!(
            render(&r2, Path::new("lud"), false).contains("error: `(handSite ...)` needs a player")
        );
    }

    #[test]
    fn error_kinds_drop_what_varies_between_games() {
        assert_eq!(
            error_kind("unexpected argument `12` in `(handSite ...)`"),
            "unexpected argument `N` in `(handSite ...)`"
        );
        assert_eq!(
            error_kind("unexpected argument `(difference Orthogonal (directions Forward of:All relative:True))` in `(move Hop ...)`\nmore"),
            "unexpected argument `..` in `(move Hop ...)`"
        );
        assert_eq!(error_kind("unknown site `Hand12`"), "unknown site `HandN`");
    }

    #[test]
    fn a_panicking_game_is_an_internal_error() {
        let row = panic::catch_unwind(|| -> GameRow { panic!("boom") });
        assert!(row.is_err());
        let dir = std::env::temp_dir();
        let cfg = Config {
            dir: dir.clone(),
            traces: None,
            json: false,
            threads: 1,
            replay_seconds: 1.0,
            top: 5,
            source: SourceArgs::default(),
        };
        // A missing file is an error row, not a panic.
        let r = guarded(&dir, &dir.join("no-such-game.lud"), &DefineLibrary::default(), &cfg);
        assert!(r.error.unwrap().contains("cannot read"));
    }
}
