//! Fuzzing: mutated descriptions through `check`'s pipeline (read, expand, lower, validate) and,
//! for those that compile, a few moves of the interpreter and of the JIT. No input may panic,
//! abort (stack overflow, failed allocation) or do more work than its budget; every error must
//! carry a location when the input has one. A game that faults in play (a limit of its language
//! exceeded, `ludemic_runtime::GameFault` of kind `Limit`) is an error reported to the user, not
//! a finding; a bounds fault of the JIT on a game the interpreter plays is one.
//!
//! The budget is a count of work (`ludemic_compiler::work`: lines of a board built, candidate
//! moves tried), not a time, so that the test does the same on a slow or loaded machine: an
//! input over it unwinds out of the stage that charged the work, and is a finding. A wall-clock
//! watchdog of several minutes remains only for a loop that charges no work at all.
//!
//! The mutator is structure-aware: it reads a description into forms (brackets, strings, words)
//! and deletes, duplicates, swaps and splices whole forms, replaces numbers by boundary values,
//! words by other words of the corpus, nests forms deeply, adds defines that call each other,
//! and sometimes breaks the text (a bracket dropped or added, the text cut short). The seeds
//! are `games/*.lud` and `games/*.json` (whose expression strings and numbers it mutates the
//! same way) and, when present, a sample of Ludii's corpus (`../shared/ludii/lud`, or
//! `$LUDEMIC_SHARED/ludii/lud`). Inputs that once failed are kept in `tests/fuzz-regressions/`
//! and run first.
//!
//! CI runs `LUDEMIC_FUZZ_INPUTS` inputs (default 1,000); set it higher for a long run, e.g.
//! `LUDEMIC_FUZZ_INPUTS=100000 cargo test --test fuzz -- --nocapture` (`LUDEMIC_FUZZ_SEED` picks
//! another sequence, `LUDEMIC_FUZZ_CORPUS` how many corpus files are sampled,
//! `LUDEMIC_FUZZ_SECONDS` stops a long run after that long). An input that aborts the process is
//! left in `target/fuzz-current.lud` (or `.json`).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ludemic_compiler::back::jit;
use ludemic_compiler::diag::Severity;
use ludemic_compiler::driver::{compile_json, compile_ludii, Compiled, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_compiler::interp;
use ludemic_compiler::lower::lower;
use ludemic_compiler::work;
use ludemic_runtime::fault::{self, FaultKind};
use ludemic_runtime::{DynGame, Rng};
use ludemic_suite::{files_ending_with, root};

/// Work one input may do (`ludemic_compiler::work` units: about one per site of a board's lines
/// built, per candidate move tried): the largest board allowed, `(square 180)`, costs about 10
/// million; a bundled game and its 60 moves well under one million.
const WORK_BUDGET: u64 = 40_000_000;
/// Last resort for a loop that charges no work: no input comes near it (they take well under a
/// second), so it cannot make the test flaky; a machine slow enough to reach it is broken.
const WATCHDOG: Duration = Duration::from_secs(600);
/// Random moves played on each back end of a game that compiles.
const MOVES: usize = 30;

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn ludii_lud_dir() -> Option<PathBuf> {
    let dir = ludemic_suite::shared_dir().join("ludii/lud");
    dir.is_dir().then_some(dir)
}

// ---------------------------------------------------------------------------------------------
// Forms: a description as a tree of bracketed forms over its tokens, for the mutator.

#[derive(Clone, Debug)]
enum Tok {
    Open(char),
    Close(char),
    Str(String),
    Word(String),
}

fn tokens(text: &str) -> Vec<Tok> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'(' || c == b'{' {
            out.push(Tok::Open(c as char));
            i += 1;
        } else if c == b')' || c == b'}' {
            out.push(Tok::Close(c as char));
            i += 1;
        } else if c == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += 1;
            }
            out.push(Tok::Str(text[i..(j + 1).min(b.len())].to_string()));
            i = j + 1;
        } else {
            let mut j = i;
            while j < b.len() && !b[j].is_ascii_whitespace() && !b"(){}\"".contains(&b[j]) {
                j += 1;
            }
            // Keep whole UTF-8 characters together.
            while j < b.len() && !text.is_char_boundary(j) {
                j += 1;
            }
            out.push(Tok::Word(text[i..j].to_string()));
            i = j;
        }
    }
    out
}

fn render(toks: &[Tok]) -> String {
    let mut s = String::new();
    for t in toks {
        match t {
            Tok::Open(c) => {
                s.push(' ');
                s.push(*c);
            }
            Tok::Close(c) => s.push(*c),
            Tok::Str(w) | Tok::Word(w) => {
                if !s.ends_with(['(', '{']) {
                    s.push(' ');
                }
                s.push_str(w);
            }
        }
    }
    s
}

/// The token ranges of every balanced form (a bracketed group or a single token).
fn forms(toks: &[Tok]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut stack = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t {
            Tok::Open(_) => stack.push(i),
            Tok::Close(_) => {
                if let Some(a) = stack.pop() {
                    out.push((a, i + 1));
                }
            }
            _ => out.push((i, i + 1)),
        }
    }
    out
}

const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "2",
    "3",
    "16",
    "17",
    "63",
    "64",
    "255",
    "256",
    "4096",
    "65535",
    "65536",
    "100000",
    "99999999999",
    "9223372036854775807",
    "-9223372036854775808",
    "1.5",
    "-0.0",
    "1e300",
];

struct Mutator {
    rng: Rng,
    /// Words and strings of all seeds, to replace words with.
    vocabulary: Vec<Tok>,
    /// Forms of all seeds, to splice in.
    donors: Vec<Vec<Tok>>,
}

impl Mutator {
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.rng.below(v.len())]
    }

    fn mutate(&mut self, seed: &str) -> String {
        let mut toks = tokens(seed);
        let rounds = 1 + self.rng.below(2);
        let mut text_edit = None;
        for _ in 0..rounds {
            if toks.is_empty() {
                break;
            }
            let fs = forms(&toks);
            let (a, b) = *self.pick(&fs);
            match self.rng.below(20) {
                // A number replaced by a small one or a boundary value.
                0..=5 => {
                    let nums: Vec<usize> = (0..toks.len())
                        .filter(|&i| matches!(&toks[i], Tok::Word(w) if w.parse::<f64>().is_ok()))
                        .collect();
                    if !nums.is_empty() {
                        let i = *self.pick(&nums);
                        toks[i] = Tok::Word(if self.rng.below(2) == 0 {
                            self.rng.below(21).to_string()
                        } else {
                            self.pick(NUMBERS).to_string()
                        });
                    }
                }
                // A form deleted.
                6 | 7 => {
                    toks.drain(a..b);
                }
                // A form duplicated.
                8 | 9 => {
                    let copy: Vec<Tok> = toks[a..b].to_vec();
                    toks.splice(b..b, copy);
                }
                // A form replaced by one of another seed (or of this one).
                10 | 11 => {
                    let donor = self.rng.below(self.donors.len());
                    let dt = self.donors[donor].clone();
                    let dfs = forms(&dt);
                    let (c, d) = *self.pick(&dfs);
                    toks.splice(a..b, dt[c..d].iter().cloned());
                }
                // A word replaced by another of the corpus.
                12..=14 => {
                    let words: Vec<usize> = (0..toks.len())
                        .filter(|&i| matches!(toks[i], Tok::Word(_) | Tok::Str(_)))
                        .collect();
                    if !words.is_empty() && !self.vocabulary.is_empty() {
                        let i = *self.pick(&words);
                        toks[i] = self.pick(&self.vocabulary.clone()).clone();
                    }
                }
                // Two forms swapped.
                15 => {
                    let (c, d) = *self.pick(&fs);
                    if b <= c || d <= a {
                        let (first, second) =
                            if b <= c { ((a, b), (c, d)) } else { ((c, d), (a, b)) };
                        let x: Vec<Tok> = toks[first.0..first.1].to_vec();
                        let y: Vec<Tok> = toks[second.0..second.1].to_vec();
                        toks.splice(second.0..second.1, x);
                        toks.splice(first.0..first.1, y);
                    }
                }
                // A form nested deeply.
                16 => {
                    let depth = *self.pick(&[3, 30, 300, 3000, 20000]);
                    let mut wrapped = Vec::with_capacity(toks.len() + 2 * depth);
                    wrapped.extend_from_slice(&toks[..a]);
                    for _ in 0..depth {
                        wrapped.push(Tok::Open(if self.rng.below(2) == 0 { '(' } else { '{' }));
                    }
                    let inner: Vec<Tok> = toks[a..b].to_vec();
                    let opens: Vec<char> = wrapped[wrapped.len() - depth..]
                        .iter()
                        .map(|t| if let Tok::Open(c) = t { *c } else { '(' })
                        .collect();
                    wrapped.extend(inner);
                    for c in opens.into_iter().rev() {
                        wrapped.push(Tok::Close(if c == '(' { ')' } else { '}' }));
                    }
                    wrapped.extend_from_slice(&toks[b..]);
                    toks = wrapped;
                }
                // Defines that call each other (or themselves), used in place of a form.
                17 => {
                    let cycle = self.rng.below(3) + 1;
                    let mut defs = String::new();
                    for k in 0..cycle {
                        defs.push_str(&format!(
                            "(define \"Fz{k}\" (\"Fz{}\" #1)) ",
                            (k + 1) % cycle
                        ));
                    }
                    let mut new = tokens(&defs);
                    new.extend(toks[..a].iter().cloned());
                    new.extend(tokens("(\"Fz0\" 1)"));
                    new.extend(toks[b..].iter().cloned());
                    toks = new;
                }
                // A bracket dropped or added.
                18 => {
                    let i = self.rng.below(toks.len());
                    if self.rng.below(2) == 0 {
                        toks.remove(i);
                    } else {
                        let t = *self.pick(&['(', '{', ')', '}']);
                        toks.insert(
                            i,
                            if t == '(' || t == '{' { Tok::Open(t) } else { Tok::Close(t) },
                        );
                    }
                }
                // The text cut short, or a run of unclosed brackets.
                _ => text_edit = Some(self.rng.below(2)),
            }
        }
        let mut text = render(&toks);
        match text_edit {
            Some(0) => {
                let mut cut = self.rng.below(text.len() + 1);
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                text.truncate(cut);
            }
            Some(_) => {
                let n = *self.pick(&[10, 1000, 50_000]);
                text.push_str(&"(".repeat(n));
            }
            None => {}
        }
        text
    }
}

// ---------------------------------------------------------------------------------------------
// JSON specs: their expression strings and numbers mutated like a description's words.

/// Mutates a JSON spec: a leaf (string, number, boolean, null) replaced by a boundary number, by
/// a leaf of another spec or by null, nested in arrays, or removed from its parent; an
/// expression string mutated by tokens or nested deeply.
fn mutate_json(m: &mut Mutator, seed: &str, donors: &[serde_json::Value]) -> String {
    let Ok(mut v) = serde_json::from_str::<serde_json::Value>(seed) else { return seed.into() };
    for _ in 0..1 + m.rng.below(2) {
        let mut leaves = Vec::new();
        paths(&v, &mut Vec::new(), &mut leaves);
        if leaves.is_empty() {
            break;
        }
        let path = m.pick(&leaves).clone();
        let donor_leaf = {
            let d = &donors[m.rng.below(donors.len())];
            let mut dl = Vec::new();
            paths(d, &mut Vec::new(), &mut dl);
            (!dl.is_empty()).then(|| at(d, &dl[m.rng.below(dl.len())]).clone())
        };
        let choice = m.rng.below(10);
        let Some(target) = at_mut(&mut v, &path) else { continue };
        match choice {
            // An expression string mutated by tokens, or wrapped in searches.
            0..=3 => {
                if let serde_json::Value::String(e) = target {
                    *e = mutate_expr(m, e);
                }
            }
            4 => *target = serde_json::json!(m.pick(NUMBERS).parse::<f64>().unwrap_or(0.0)),
            5 => {
                if let Some(d) = donor_leaf {
                    *target = d;
                }
            }
            6 => *target = serde_json::Value::Null,
            7 => {
                let depth = *m.pick(&[3, 30, 300, 3000]);
                let mut nested = target.clone();
                for _ in 0..depth {
                    nested = serde_json::json!([nested]);
                }
                *target = nested;
            }
            8 => {
                if let serde_json::Value::String(e) = target {
                    let depth = *m.pick(&[3, 30, 70, 300, 3000]);
                    *e = format!("{}{e}{}", "not(".repeat(depth), ")".repeat(depth));
                }
            }
            _ => {
                // A member or element removed from its parent.
                let (last, parent) = path.split_last().unwrap();
                match at_mut(&mut v, parent) {
                    Some(serde_json::Value::Object(o)) => {
                        o.remove(last);
                    }
                    Some(serde_json::Value::Array(a)) => {
                        if let Ok(i) = last.parse::<usize>() {
                            if i < a.len() {
                                a.remove(i);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    serde_json::to_string_pretty(&v).unwrap_or_default()
}

/// An expression string mutated: a token (name, number, bracket, comma) replaced, deleted or
/// duplicated, or the whole wrapped in the searches that nest (`no_legal_actions`, `can_target`).
fn mutate_expr(m: &mut Mutator, e: &str) -> String {
    let mut toks = Vec::new();
    let b = e.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'(' | b')' | b',' | b'[' | b']' | b'.' => {
                toks.push((b[i] as char).to_string());
                i += 1;
            }
            c if c.is_ascii_whitespace() => i += 1,
            _ => {
                let j = (i..b.len())
                    .find(|&j| b"(),[]. \t".contains(&b[j]) || !e.is_char_boundary(j))
                    .unwrap_or(b.len())
                    .max(i + 1);
                let j = (j..=b.len()).find(|&j| e.is_char_boundary(j)).unwrap_or(b.len());
                toks.push(e[i..j].to_string());
                i = j;
            }
        }
    }
    match m.rng.below(4) {
        // A token replaced by a number, a name or a token of the expression.
        0 | 1 if !toks.is_empty() => {
            let k = m.rng.below(toks.len());
            toks[k] = match m.rng.below(3) {
                0 => m.pick(NUMBERS).to_string(),
                1 => {
                    let names: Vec<String> = ["state", "target", "start", "entity", "null", "true"]
                        .iter()
                        .map(|s| s.to_string())
                        .collect();
                    m.pick(&names).clone()
                }
                _ => toks[m.rng.below(toks.len())].clone(),
            };
        }
        // A token deleted or duplicated.
        2 if !toks.is_empty() => {
            let k = m.rng.below(toks.len());
            if m.rng.below(2) == 0 {
                toks.remove(k);
            } else {
                let t = toks[k].clone();
                toks.insert(k, t);
            }
        }
        // Wrapped in calls that reach the searches and the limits.
        _ => {
            let wrap = ["no_legal_actions()", "can_target(state.current_player, target)"];
            let w = m.pick(&wrap).to_string();
            return format!("and({e}, not({w}))");
        }
    }
    toks.concat()
}

/// The paths (member names and indices) of every leaf of `v`.
fn paths(v: &serde_json::Value, here: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                here.push(k.clone());
                paths(x, here, out);
                here.pop();
            }
        }
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                here.push(i.to_string());
                paths(x, here, out);
                here.pop();
            }
        }
        _ => out.push(here.clone()),
    }
}

fn at<'a>(v: &'a serde_json::Value, path: &[String]) -> &'a serde_json::Value {
    path.iter().fold(v, |v, k| match v {
        serde_json::Value::Object(o) => &o[k],
        serde_json::Value::Array(a) => &a[k.parse::<usize>().unwrap()],
        _ => v,
    })
}

fn at_mut<'a>(v: &'a mut serde_json::Value, path: &[String]) -> Option<&'a mut serde_json::Value> {
    let mut v = v;
    for k in path {
        v = match v {
            serde_json::Value::Object(o) => o.get_mut(k)?,
            serde_json::Value::Array(a) => a.get_mut(k.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(v)
}

// ---------------------------------------------------------------------------------------------
// Running one input.

/// Plays up to `MOVES` random moves.
fn walk(game: &dyn DynGame, seed: u64) {
    let mut state = vec![0u8; game.state_len()];
    game.init_state(&mut state);
    let mut rng = Rng::seed_from(seed);
    game.seed_chance(&mut state, &mut rng);
    let mut moves = Vec::new();
    for _ in 0..MOVES {
        if game.status(&state).is_over() {
            break;
        }
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.apply(&mut state, &mv);
    }
}

/// Where the last panic happened (set by the test's panic hook).
static PANIC_AT: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

/// What one input did, or the finding it is.
enum Outcome {
    Refused,
    Compiled,
    Finding(String),
}

fn run_one(name: &str, text: &str, seed: u64) -> Outcome {
    let result = if name.ends_with(".json") {
        compile_json(name, text, None)
    } else {
        compile_ludii(name, text, &DefineLibrary::default(), &LudiiOptions::default())
    };
    let Compiled { game, .. } = match result {
        Ok(c) => c,
        Err((_, failure)) => {
            // Every error must say where, when the input has a place for it.
            if !text.trim().is_empty() {
                let errors: Vec<_> =
                    failure.diagnostics.iter().filter(|d| d.severity == Severity::Error).collect();
                if errors.is_empty() {
                    return Outcome::Finding("refused without an error".into());
                }
                if let Some(d) = errors.iter().find(|d| d.span.is_none()) {
                    return Outcome::Finding(format!("error without a location: {}", d.message));
                }
            }
            return Outcome::Refused;
        }
    };
    // A fault the interpreter raises is the description's (a limit of the language): reported
    // to the user, not a finding. The JIT must then fault too, or play; where the interpreter
    // plays, a bounds fault of the JIT is a state the lowering does not represent: a finding.
    let interp = interp::for_game(game.clone());
    let interp_fault = fault::catch(|| walk(&*interp.0, seed)).err();
    if let Ok(kernel) = lower(&game) {
        if let Ok(jit_game) = jit::compile(&kernel) {
            match fault::catch(|| walk(&jit_game, seed)) {
                Err(f) if f.kind == FaultKind::Bounds && interp_fault.is_none() => {
                    return Outcome::Finding(format!("the interpreter plays, the JIT faults: {f}"))
                }
                _ => {}
            }
        }
    }
    Outcome::Compiled
}

/// Runs one input on a thread of its own (the main thread's 8 MB stack, as the CLI has), with
/// the work budget; a panic is caught by `catch_unwind`, a loop that charges no work by the
/// watchdog.
fn run_guarded(name: String, text: String, seed: u64) -> Result<bool, String> {
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            work::budget(Some(WORK_BUDGET));
            let r = catch_unwind(AssertUnwindSafe(|| run_one(&name, &text, seed)));
            let spent = work::spent();
            work::budget(None);
            let _ = tx.send((r, spent));
        })
        .expect("a fuzzing thread");
    match rx.recv_timeout(WATCHDOG) {
        Ok((Ok(Outcome::Compiled), _)) => Ok(true),
        Ok((Ok(Outcome::Refused), _)) => Ok(false),
        Ok((Ok(Outcome::Finding(f)), _)) => Err(f),
        Ok((Err(panic), spent)) => {
            if let Some(o) = panic.downcast_ref::<work::OverBudget>() {
                return Err(format!("over the work budget ({} units of {})", o.spent, o.limit));
            }
            if let Some(f) = fault::of_payload(&*panic) {
                return Err(format!("a fault escaped: {f}"));
            }
            let at = PANIC_AT.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_default();
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic".into());
            Err(format!("panic at {at} after {spent} units of work: {msg}"))
        }
        // The thread is left running: it cannot be stopped, and the test fails anyway.
        Err(_) => {
            Err(format!("no answer within the {WATCHDOG:?} watchdog: a loop charging no work"))
        }
    }
}

fn seeds() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for p in files_ending_with(&root().join("games"), ".lud") {
        out.push((p.display().to_string(), std::fs::read_to_string(&p).unwrap()));
    }
    if let Some(dir) = ludii_lud_dir() {
        let mut all = files_ending_with(&dir, ".lud");
        let want = env_usize("LUDEMIC_FUZZ_CORPUS", 60).min(all.len());
        let mut rng = Rng::seed_from(env_usize("LUDEMIC_FUZZ_SEED", 1) as u64 ^ 0x5eed);
        for _ in 0..want {
            let p = all.swap_remove(rng.below(all.len()));
            if let Ok(text) = std::fs::read_to_string(&p) {
                out.push((p.display().to_string(), text));
            }
        }
    }
    out
}

/// Inputs that once were findings, run before the mutants (`tests/fuzz-regressions/`).
#[test]
fn past_findings_stay_fixed() {
    let _hook = QuietPanics::install();
    let dir = root().join("tests/fuzz-regressions");
    let mut files = files_ending_with(&dir, ".lud");
    files.extend(files_ending_with(&dir, ".json"));
    assert!(!files.is_empty());
    for p in files {
        let text = std::fs::read_to_string(&p).unwrap();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if let Err(f) = run_guarded(name, text, 1) {
            panic!("{}: {f}", p.display());
        }
    }
}

/// The test's panic hook while it runs: panics are findings, reported with where they
/// happened (the default hook would print each).
struct QuietPanics(Option<Box<dyn Fn(&std::panic::PanicHookInfo<'_>) + Sync + Send>>);

impl QuietPanics {
    fn install() -> QuietPanics {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(|info| {
            if let Some(l) = info.location() {
                *PANIC_AT.lock().unwrap_or_else(|e| e.into_inner()) =
                    Some(format!("{}:{}", l.file(), l.line()));
            }
        }));
        QuietPanics(Some(previous))
    }
}

impl Drop for QuietPanics {
    fn drop(&mut self) {
        if let Some(h) = self.0.take() {
            std::panic::set_hook(h);
        }
    }
}

#[test]
fn mutated_descriptions_never_crash_hang_or_go_unlocated() {
    let inputs = env_usize("LUDEMIC_FUZZ_INPUTS", 1_000);
    // A long run may stop after LUDEMIC_FUZZ_SECONDS; CI always runs all its inputs.
    let wall = std::env::var("LUDEMIC_FUZZ_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(Duration::MAX, Duration::from_secs);
    let seed = env_usize("LUDEMIC_FUZZ_SEED", 1) as u64;
    if let Some(path) = std::env::var_os("LUDEMIC_FUZZ_REPLAY") {
        // Runs one saved input (a finding) instead, to debug it.
        // The default panic hook stays, to print the panic's backtrace (RUST_BACKTRACE=1).
        let text = std::fs::read_to_string(&path).unwrap();
        let name = PathBuf::from(&path).file_name().unwrap().to_string_lossy().into_owned();
        let r = run_guarded(name, text, seed);
        assert!(r.is_ok(), "{}", r.unwrap_err());
        return;
    }
    let seeds = seeds();
    let bundled = files_ending_with(&root().join("games"), ".lud").len();
    let specs: Vec<(String, String)> = files_ending_with(&root().join("games"), ".json")
        .into_iter()
        .map(|p| (p.display().to_string(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    let spec_values: Vec<serde_json::Value> =
        specs.iter().filter_map(|(_, t)| serde_json::from_str(t).ok()).collect();
    let donors: Vec<Vec<Tok>> = seeds.iter().map(|(_, t)| tokens(t)).collect();
    let mut vocabulary: Vec<Tok> = donors
        .iter()
        .flatten()
        .filter(|t| matches!(t, Tok::Word(_) | Tok::Str(_)))
        .cloned()
        .collect();
    vocabulary.sort_by_key(|t| format!("{t:?}"));
    vocabulary.dedup_by_key(|t| format!("{t:?}"));
    let mut m = Mutator { rng: Rng::seed_from(seed), vocabulary, donors };
    let current = root().join("target/fuzz-current");
    let _ = std::fs::create_dir_all(current.parent().unwrap());
    let hook = QuietPanics::install();
    let start = Instant::now();
    let (mut ran, mut compiled, mut json) = (0, 0, 0);
    let mut findings: Vec<String> = Vec::new();
    for i in 0..inputs {
        if start.elapsed() > wall {
            break;
        }
        // A fifth of the inputs are JSON specs; of the rest, half from the bundled games, which
        // all compile: their mutants reach the interpreter and the JIT more often than the
        // corpus's, many of which are unsupported.
        let (name, mutated, ext) = if !specs.is_empty() && m.rng.below(5) == 0 {
            let (name, text) = &specs[m.rng.below(specs.len())];
            json += 1;
            (name.clone(), mutate_json(&mut m, text, &spec_values), "json")
        } else {
            let pick =
                if m.rng.below(2) == 0 { m.rng.below(bundled) } else { m.rng.below(seeds.len()) };
            let (name, text) = &seeds[pick];
            (name.clone(), m.mutate(text), "lud")
        };
        // Left behind if the input aborts the process (a stack overflow cannot be caught).
        let _ = std::fs::write(current.with_extension(ext), &mutated);
        ran += 1;
        match run_guarded(format!("fuzz.{ext}"), mutated.clone(), seed ^ i as u64) {
            Ok(c) => compiled += usize::from(c),
            Err(f) => {
                let saved = root().join(format!("target/fuzz-finding-{}.{ext}", findings.len()));
                let _ = std::fs::write(&saved, &mutated);
                findings
                    .push(format!("input {i} (from {name}, saved as {}): {f}", saved.display()));
                if f.starts_with("no answer") || findings.len() >= 20 {
                    break;
                }
            }
        }
    }
    drop(hook);
    let _ = std::fs::remove_file(current.with_extension("lud"));
    let _ = std::fs::remove_file(current.with_extension("json"));
    eprintln!(
        "fuzz: {ran} inputs ({json} JSON specs) from {} seeds in {:.1} s, {compiled} compiled and \
         ran {MOVES} moves on the interpreter and the JIT, {} findings",
        seeds.len() + specs.len(),
        start.elapsed().as_secs_f64(),
        findings.len()
    );
    assert!(findings.is_empty(), "{}", findings.join("\n"));
}

/// The mutator's rendering keeps a description's meaning: every bundled game, read into tokens
/// and written back, still compiles (else most mutants would fail for the mutator's sake).
#[test]
fn unmutated_seeds_still_compile() {
    for p in files_ending_with(&root().join("games"), ".lud") {
        let text = render(&tokens(&std::fs::read_to_string(&p).unwrap()));
        let r =
            compile_ludii("seed.lud", &text, &DefineLibrary::default(), &LudiiOptions::default());
        assert!(r.is_ok(), "{}: {}", p.display(), r.err().unwrap().1.render(false));
    }
}

#[test]
fn the_mutator_keeps_forms_whole() {
    let toks = tokens("(game \"X\" (players 2) { 1 2 } // comment\n)");
    assert_eq!(render(&toks).trim(), "(game \"X\" (players 2) {1 2})");
    let fs = forms(&toks);
    // Every word, string and bracketed group is a form; the whole game is the last.
    assert_eq!(fs.last(), Some(&(0, toks.len())));
    assert!(fs.contains(&(3, 7)), "{fs:?}");
}
