//! Our own descriptions in games/ play exactly as Ludii plays its versions of those games:
//! they replay Ludii's recorded games move for move, and their move counts to depth 1..3
//! (perft) equal Ludii's. Needs `../shared/ludii`; skips, saying so, without it.

use std::path::{Path, PathBuf};

use ludemic_compiler::driver::{compile_ludii, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_compiler::interp;
use ludemic_compiler::oracle::{replay, TraceFile};
use ludemic_runtime::{perft, random_playout, DynHandle, Game, Rng, Status};

/// Each of our descriptions and the Ludii game whose recordings it must replay.
const GAMES: &[(&str, &str)] = &[
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

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn traces_dir() -> Option<PathBuf> {
    let dir = root().join("../shared/ludii/traces");
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!("skipped: {} is absent (Ludii's recordings)", dir.display());
        None
    }
}

fn game(name: &str) -> DynHandle {
    let path = root().join("games").join(format!("{name}.lud"));
    let text = std::fs::read_to_string(&path).unwrap();
    match compile_ludii(
        &path.display().to_string(),
        &text,
        &DefineLibrary::default(),
        &LudiiOptions::default(),
    ) {
        Ok(c) => interp::for_game(c.game),
        Err((_, f)) => panic!("{name} does not compile:\n{}", f.render(false)),
    }
}

#[test]
fn our_descriptions_replay_ludii_recordings() {
    let Some(traces) = traces_dir() else { return };
    let mut failures = Vec::new();
    for (name, ludii) in GAMES {
        let file = TraceFile::load(&traces.join(format!("{ludii}.json.gz"))).unwrap();
        let report = replay(&game(name), &file, name);
        eprintln!("{name}: {} traces, {} steps", report.traces, report.steps_checked);
        if !report.ok || report.steps_checked == 0 {
            failures.push(report.to_string());
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn our_descriptions_count_moves_like_ludii() {
    let Some(traces) = traces_dir() else { return };
    for (name, ludii) in GAMES {
        let file = TraceFile::load(&traces.join(format!("{ludii}.json.gz"))).unwrap();
        let expected = &file.perft;
        let g = game(name);
        let start = g.initial_state();
        for (depth, &count) in expected.iter().enumerate() {
            // The interpreter is the reference, not the fast path: keep the test quick.
            if count > 200_000 {
                continue;
            }
            assert_eq!(perft(&g, &start, depth as u32 + 1), count, "{name}: perft({})", depth + 1);
        }
    }
}

/// Long random games end properly: a result or Ludii's limits, never a stuck state (an
/// ongoing state with no legal move) or a panic.
#[test]
fn random_games_finish() {
    for (name, _) in GAMES {
        let g = game(name);
        let mut rng = Rng::seed_from(11);
        let mut moves = Vec::new();
        for _ in 0..20 {
            let mut state = g.initial_state();
            let r = random_playout(&g, &mut state, &mut moves, &mut rng);
            assert!(r.outcome.is_some(), "{name}: playout stuck after {} moves", r.moves);
            if !r.truncated {
                assert!(matches!(g.status(&state), Status::Over(_)), "{name}: not over");
            }
        }
    }
}
