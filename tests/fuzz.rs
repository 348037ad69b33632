//! Fuzzing: mutated descriptions through `check`'s pipeline (read, expand, lower, validate) and,
//! for those that compile, a few moves of the interpreter and of the JIT. No input may panic,
//! abort (stack overflow, failed allocation) or take longer than its budget; every error must
//! carry a location when the input has one.
//!
//! The mutator is structure-aware: it reads a description into forms (brackets, strings, words)
//! and deletes, duplicates, swaps and splices whole forms, replaces numbers by boundary values,
//! words by other words of the corpus, nests forms deeply, adds defines that call each other,
//! and sometimes breaks the text (a bracket dropped or added, the text cut short). The seeds
//! are `games/*.lud` and, when present, a sample of Ludii's corpus (`../shared/ludii/lud`, or
//! `$LUDEMIC_SHARED/ludii/lud`).
//!
//! CI runs `LUDEMIC_FUZZ_INPUTS` inputs (default 1,500) in about a minute; set it higher for a
//! long run, e.g. `LUDEMIC_FUZZ_INPUTS=100000 cargo test --release --test fuzz -- --nocapture`
//! (`LUDEMIC_FUZZ_SEED` picks another sequence, `LUDEMIC_FUZZ_CORPUS` how many corpus files
//! are sampled, `LUDEMIC_FUZZ_SECONDS` stops it after that long). An input that aborts the process is left in `target/fuzz-current.lud`.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ludemic_compiler::back::jit;
use ludemic_compiler::diag::Severity;
use ludemic_compiler::driver::{compile_ludii, Compiled, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_compiler::interp;
use ludemic_compiler::lower::lower;
use ludemic_runtime::{DynGame, Rng};
use ludemic_suite::{files_ending_with, root};

/// Wall-clock budget of one input (reading, expanding, lowering, a few moves on two back ends)
/// in the test profile on a loaded 2-core machine: generous, as it only has to catch hangs and
/// quadratic blow-ups (the slowest corpus game compiles in well under a second).
const BUDGET: Duration = Duration::from_secs(20);
/// Random moves played on each back end of a game that compiles.
const MOVES: usize = 30;
/// The whole default run stops generating inputs after this long, whatever the count.
const CI_WALL: Duration = Duration::from_secs(60);

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
// Running one input.

/// Plays up to `MOVES` random moves; the back ends report faults by panicking, which the
/// caller's `catch_unwind` turns into a finding.
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

fn run_one(text: &str, seed: u64) -> Outcome {
    let result =
        compile_ludii("fuzz.lud", text, &DefineLibrary::default(), &LudiiOptions::default());
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
    let interp = interp::for_game(game.clone());
    walk(&*interp.0, seed);
    if let Ok(kernel) = lower(&game) {
        if let Ok(jit_game) = jit::compile(&kernel) {
            walk(&jit_game, seed);
        }
    }
    Outcome::Compiled
}

/// Runs one input on a thread of its own (the main thread's 8 MB stack, as the CLI has), so a
/// hang is caught by its budget and a panic by `catch_unwind`.
fn run_guarded(text: String, seed: u64) -> Result<bool, String> {
    let (tx, rx) = mpsc::channel();
    let start = Instant::now();
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let r = catch_unwind(AssertUnwindSafe(|| run_one(&text, seed)));
            let _ = tx.send(r);
        })
        .expect("a fuzzing thread");
    match rx.recv_timeout(BUDGET) {
        Ok(Ok(Outcome::Compiled)) => Ok(true),
        Ok(Ok(Outcome::Refused)) => Ok(false),
        Ok(Ok(Outcome::Finding(f))) => Err(f),
        Ok(Err(panic)) => {
            let at = PANIC_AT.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_default();
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic".into());
            Err(format!("panic at {at}: {msg}"))
        }
        // The thread is left running: it cannot be stopped, and the test fails anyway.
        Err(_) => Err(format!("over the {BUDGET:?} budget ({:?} so far)", start.elapsed())),
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

#[test]
fn mutated_descriptions_never_crash_hang_or_go_unlocated() {
    let inputs = env_usize("LUDEMIC_FUZZ_INPUTS", 1_500);
    // CI stops after a minute whatever the count; a long run after LUDEMIC_FUZZ_SECONDS if set.
    let wall = match std::env::var("LUDEMIC_FUZZ_SECONDS").ok().and_then(|v| v.parse().ok()) {
        Some(s) => Duration::from_secs(s),
        None if std::env::var_os("LUDEMIC_FUZZ_INPUTS").is_some() => Duration::MAX,
        None => CI_WALL,
    };
    let seed = env_usize("LUDEMIC_FUZZ_SEED", 1) as u64;
    if let Some(path) = std::env::var_os("LUDEMIC_FUZZ_REPLAY") {
        // Runs one saved input (a finding) instead, to debug it.
        // The default panic hook stays, to print the panic's backtrace (RUST_BACKTRACE=1).
        let text = std::fs::read_to_string(&path).unwrap();
        let r = run_guarded(text, seed);
        assert!(r.is_ok(), "{}", r.unwrap_err());
        return;
    }
    let seeds = seeds();
    let bundled = files_ending_with(&root().join("games"), ".lud").len();
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
    let current = root().join("target/fuzz-current.lud");
    let _ = std::fs::create_dir_all(current.parent().unwrap());
    // The back ends' panics are findings, reported below with where they happened; the default
    // hook would print each.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|info| {
        if let Some(l) = info.location() {
            *PANIC_AT.lock().unwrap_or_else(|e| e.into_inner()) =
                Some(format!("{}:{}", l.file(), l.line()));
        }
    }));
    let start = Instant::now();
    let (mut ran, mut compiled) = (0, 0);
    let mut findings: Vec<String> = Vec::new();
    for i in 0..inputs {
        if start.elapsed() > wall {
            break;
        }
        // Half the inputs from the bundled games, which all compile: their mutants reach the
        // interpreter and the JIT more often than the corpus's, many of which are unsupported.
        let pick =
            if m.rng.below(2) == 0 { m.rng.below(bundled) } else { m.rng.below(seeds.len()) };
        let (name, text) = &seeds[pick];
        let mutated = m.mutate(text);
        // Left behind if the input aborts the process (a stack overflow cannot be caught).
        let _ = std::fs::write(&current, &mutated);
        ran += 1;
        match run_guarded(mutated.clone(), seed ^ i as u64) {
            Ok(c) => compiled += usize::from(c),
            Err(f) => {
                let saved = root().join(format!("target/fuzz-finding-{}.lud", findings.len()));
                let _ = std::fs::write(&saved, &mutated);
                findings
                    .push(format!("input {i} (from {name}, saved as {}): {f}", saved.display()));
                if f.starts_with("over the") || findings.len() >= 20 {
                    break;
                }
            }
        }
    }
    std::panic::set_hook(hook);
    let _ = std::fs::remove_file(&current);
    eprintln!(
        "fuzz: {ran} inputs from {} seeds in {:.1} s, {compiled} compiled and ran {MOVES} moves on \
         the interpreter and the JIT, {} findings",
        seeds.len(),
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
