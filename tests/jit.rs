//! The Cranelift JIT agrees with the kernel evaluator (byte for byte: states, legal move lists in
//! order, statuses) and with the interpreter (move keys, state strings) on every bundled game,
//! over seeded random games; and reports each game's JIT compile time.

use std::sync::Arc;

use ludemic_compiler::back::jit;
use ludemic_compiler::interp;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_compiler::kernel_ir::Kernel;
use ludemic_compiler::lower::lower;
use ludemic_runtime::{DynGame, DynHandle, Rng};
use ludemic_suite::{bundled_games, compile_bundled, random_walks};

/// Random games on both, comparing everything at every step; returns the moves played.
fn exact_walks(k: &Kernel, jit: &dyn DynGame, steps: usize, seed: u64) -> Result<usize, String> {
    let eval = KernelEval::new(Arc::new(k.clone()));
    let n = k.state.size;
    let (mut a, mut b) = (vec![0u8; n], vec![0u8; n]);
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    let mut rng = Rng::seed_from(seed);
    let mut done = 0;
    let limits = eval.limits();
    while done < steps {
        jit.init_state(&mut a);
        eval.init_state(&mut b);
        for ply in 0..limits.max_moves {
            if a != b {
                return Err(format!(
                    "ply {ply}: states differ\n  jit:  {}\n  eval: {}",
                    jit.state_string(&a),
                    eval.state_string(&b)
                ));
            }
            if jit.status(&a) != eval.status(&b) || jit.mover(&a) != eval.mover(&b) {
                return Err(format!(
                    "ply {ply}: status or mover differ at {}",
                    eval.state_string(&b)
                ));
            }
            if jit.status(&a).is_over() {
                break;
            }
            jit.legal_moves(&a, &mut ma);
            eval.legal_moves(&b, &mut mb);
            if ma != mb {
                return Err(format!(
                    "ply {ply}: legal moves differ at {}\n  jit:  {ma:?}\n  eval: {mb:?}",
                    eval.state_string(&b)
                ));
            }
            if ma.is_empty() {
                break;
            }
            let mv = ma[rng.below(ma.len())];
            jit.apply(&mut a, &mv);
            eval.apply(&mut b, &mv);
            done += 1;
        }
    }
    Ok(done)
}

#[test]
fn jit_follows_the_kernel_evaluator_and_the_interpreter() {
    let mut failures = Vec::new();
    for name in bundled_games() {
        let c = compile_bundled(&name);
        let kernel = lower(&c.game).unwrap_or_else(|e| panic!("{name}: {e}"));
        // Baseline code against the evaluator, optimised code against the interpreter.
        let tier = |tier| jit::JitOptions { verify: true, tier, ..Default::default() };
        let game = match jit::compile_with(&kernel, &tier(jit::Tier::Baseline)) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        eprintln!(
            "{name}: JIT compile {:.2} ms ({} functions, {} state bytes)",
            game.compile_time().as_secs_f64() * 1e3,
            kernel.functions.len(),
            kernel.state.size
        );
        if let Err(e) = exact_walks(&kernel, &game, 3_000, 11) {
            failures.push(format!("{name}: JIT vs kernel evaluator: {e}"));
            continue;
        }
        let interp = interp::for_game(c.game);
        let game = match jit::compile_with(&kernel, &tier(jit::Tier::Optimised)) {
            Ok(g) => DynHandle(Arc::new(g)),
            Err(e) => {
                failures.push(format!("{name} (optimised): {e}"));
                continue;
            }
        };
        match random_walks(&interp, &game, 3_000, 13) {
            Ok(games) => eprintln!("{name}: {games} games agree with the interpreter"),
            Err(e) => failures.push(format!("{name}: JIT vs interpreter: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
