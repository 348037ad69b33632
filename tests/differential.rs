//! The back ends agree with the interpreter, the reference semantics: for every bundled game,
//! the generated Rust ("native") and the Cranelift JIT replay all of Ludii's recordings, and
//! follow the interpreter along seeded random games of 100,000 moves in all, with the same legal
//! move keys, states and results at every step.

use std::sync::Arc;

use ludemic_compiler::back::jit;
use ludemic_compiler::interp;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_compiler::lower::lower;
use ludemic_compiler::oracle::{replay, TraceFile};
use ludemic_runtime::{DynHandle, Game, RawMove};
use ludemic_suite::{
    bundled_games, compile_bundled, kept_lists_match, lockstep_walks, root, Walker,
};
use rayon::prelude::*;

const STEPS: usize = 100_000;

/// Each bundled game and the Ludii game whose recordings it replays.
const LUDII: &[(&str, &str)] = &[
    ("tic-tac-toe", "board/space/line/Tic-Tac-Toe"),
    ("connect-four", "board/space/line/Connect Four"),
    ("breakthrough", "board/race/reach/Breakthrough"),
    ("hex", "board/space/connection/Hex"),
    ("reversi", "board/space/territory/Reversi"),
    ("english-draughts", "board/war/leaping/diagonal/English Draughts"),
    ("amazons", "board/space/blocking/Amazons"),
    ("gomoku", "board/space/line/Gomoku"),
    ("yavalath", "board/space/line/Yavalath"),
    ("knightthrough", "board/race/reach/Knightthrough"),
    ("three-mens-morris", "board/space/line/Three Men's Morris"),
    ("tron", "board/space/blocking/Tron"),
    ("laquet", "board/race/escape/Laquet"),
    ("chess", "board/war/replacement/checkmate/chess/Chess"),
    ("nine-mens-morris", "board/space/line/Nine Men's Morris"),
    ("hnefatafl", "board/war/custodial/Hnefatafl"),
    ("fanorona", "board/war/direction/linear/Fanorona"),
    ("magic-square", "puzzle/deduction/Magic Square"),
];

/// Runs `check` on the native game of `name` (its generated type).
fn with_native<T>(name: &str, check: impl FnOnce(&dyn NativeCheck) -> T) -> T {
    struct V<F>(F);
    impl<T, F: FnOnce(&dyn NativeCheck) -> T> ludemic_generated::Visit for V<F> {
        type Output = T;
        fn visit<G: Game<Move = RawMove> + Sync + Send + 'static>(self, game: G) -> T
        where
            G::State: ludemic_runtime::kernel::KernelLayout,
        {
            (self.0)(&Native(game))
        }
    }
    ludemic_generated::visit(name, V(check))
        .unwrap_or_else(|| panic!("{name} is not in generated/"))
}

/// What the tests do with a native game, behind one object-safe interface.
trait NativeCheck {
    /// Walks the interpreter, this native game and the JIT in lockstep.
    fn walks_with(
        &self,
        reference: &DynHandle,
        jit: &DynHandle,
        steps: usize,
        seed: u64,
    ) -> Result<usize, String>;
    fn replay(&self, file: &TraceFile, label: &str) -> Result<usize, String>;
    fn kept_lists(&self, steps: usize) -> Result<(), String>;
}

struct Native<G>(G);

impl<G: Game<Move = RawMove>> NativeCheck for Native<G> {
    fn walks_with(
        &self,
        reference: &DynHandle,
        jit: &DynHandle,
        steps: usize,
        seed: u64,
    ) -> Result<usize, String> {
        let (mut interp, mut native, mut jit) = (
            Walker::new("interpreter", reference),
            Walker::new("native", &self.0),
            Walker::new("jit", jit),
        );
        lockstep_walks(&mut [&mut interp, &mut native, &mut jit], steps, seed)
    }
    fn kept_lists(&self, steps: usize) -> Result<(), String> {
        kept_lists_match(&self.0, steps, 5)
    }
    fn replay(&self, file: &TraceFile, label: &str) -> Result<usize, String> {
        let r = replay(&self.0, file, label);
        if r.ok {
            Ok(r.steps_checked)
        } else {
            Err(r.to_string())
        }
    }
}

/// The JIT's game, on baseline code for its first 64 applied moves and on the optimised tier
/// after them (`jit::Tier`), so that every walk checks both tiers and the move between them.
fn jit_game(name: &str) -> DynHandle {
    let c = compile_bundled(name);
    let kernel = lower(&c.game).unwrap_or_else(|e| panic!("{name}: {e}"));
    let opts = jit::JitOptions {
        tier_up_after: Some(std::time::Duration::ZERO),
        ..jit::JitOptions::default()
    };
    DynHandle::new(jit::compile_with(&kernel, &opts).unwrap_or_else(|e| panic!("{name}: {e}")))
}

fn interp(name: &str) -> DynHandle {
    interp::for_game(Arc::clone(&compile_bundled(name).game))
}

#[test]
fn every_bundled_game_is_checked() {
    let mut listed: Vec<&str> = LUDII.iter().map(|(g, _)| *g).collect();
    listed.sort();
    assert_eq!(listed, bundled_games(), "add the new game to LUDII");
}

#[test]
fn native_and_jit_follow_the_interpreter() {
    let failures: Vec<String> = bundled_games()
        .par_iter()
        .filter_map(|name| {
            let (reference, jit) = (interp(name), jit_game(name));
            match with_native(name, |n| n.walks_with(&reference, &jit, STEPS, 3)) {
                Ok(games) => {
                    eprintln!("{name}: native and jit agree with the interpreter over {STEPS} moves ({games} games)");
                    None
                }
                Err(e) => Some(format!("{name}: {e}")),
            }
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn native_and_jit_replay_ludii_recordings() {
    let dir = root().join("../shared/ludii/traces");
    if !dir.is_dir() {
        eprintln!("skipped: {} is absent", dir.display());
        return;
    }
    let mut failures = Vec::new();
    for (name, ludii) in LUDII {
        let file = TraceFile::load(&dir.join(format!("{ludii}.json.gz"))).unwrap();
        if let Err(e) = with_native(name, |n| n.replay(&file, name)) {
            failures.push(format!("native: {e}"));
        }
        let report = replay(&jit_game(name), &file, name);
        if !report.ok {
            failures.push(format!("jit: {report}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Playouts keep their move list up to date without regenerating it where the game allows
/// (placement games): the kept list always equals the regenerated one.
#[test]
fn kept_move_lists_equal_regenerated_ones() {
    let mut failures = Vec::new();
    for name in bundled_games() {
        if let Err(e) = with_native(&name, |n| n.kept_lists(20_000)) {
            failures.push(format!("{name} (native): {e}"));
        }
        if let Err(e) = kept_lists_match(&jit_game(&name), 20_000, 7) {
            failures.push(format!("{name} (jit): {e}"));
        }
        let kernel = lower(&compile_bundled(&name).game).unwrap();
        let eval = DynHandle::new(KernelEval::new(Arc::new(kernel)));
        if let Err(e) = kept_lists_match(&eval, 5_000, 6) {
            failures.push(format!("{name} (kernel evaluator): {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
