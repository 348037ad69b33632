//! The Kernel IR lowering agrees with the interpreter: every bundled game lowers, and the kernel
//! (run by the kernel evaluator) replays Ludii's recordings and follows the interpreter move for
//! move along seeded random games.

use std::sync::Arc;

use ludemic_compiler::interp;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_compiler::lower::lower;
use ludemic_compiler::oracle::{replay, TraceFile};
use ludemic_runtime::DynHandle;
use ludemic_suite::{bundled_games, compile_bundled, random_walks, root};

fn engines(name: &str) -> (DynHandle, DynHandle) {
    let c = compile_bundled(name);
    let kernel = lower(&c.game).unwrap_or_else(|e| panic!("{name}: {e}"));
    (interp::for_game(c.game), DynHandle::new(KernelEval::new(Arc::new(kernel))))
}

#[test]
fn kernels_follow_the_interpreter() {
    let mut failures = Vec::new();
    for name in bundled_games() {
        let (interp, kernel) = engines(&name);
        match random_walks(&interp, &kernel, 3_000, 7) {
            Ok(games) => eprintln!("{name}: {games} games agree"),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn kernels_replay_ludii_recordings() {
    let dir = root().join("../shared/ludii/traces");
    if !dir.is_dir() {
        eprintln!("skipped: {} is absent", dir.display());
        return;
    }
    let pairs = [
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
    let mut failures = Vec::new();
    for (name, ludii) in pairs {
        let (_, kernel) = engines(name);
        let file = TraceFile::load(&dir.join(format!("{ludii}.json.gz"))).unwrap();
        let report = replay(&kernel, &file, name);
        if !report.ok {
            failures.push(report.to_string());
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
