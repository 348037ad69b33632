//! The Rust back end against the kernel evaluator: the hand-written kernels of
//! `back_rust/kernels.rs`, emitted to `back_rust/*.rs` (committed; `back_rust_fresh` checks
//! them), compiled into this test, and played side by side with `KernelEval` along seeded
//! random playouts.

use std::sync::Arc;

use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_compiler::kernel_ir::Kernel;
use ludemic_runtime::{DynHandle, Game, Rng};

#[path = "back_rust/kernels.rs"]
mod kernels;
#[path = "back_rust/ops.rs"]
mod ops;
#[path = "back_rust/ttt.rs"]
mod ttt;

use kernels::{ops_kernel, ttt_kernel};

/// Plays `native` and the evaluator of `kernel` side by side with the same random choices.
fn same_as_eval<G: Game<Move = ludemic_runtime::RawMove>>(
    native: &G,
    kernel: Kernel,
    playouts: u64,
) {
    let eval = DynHandle::new(KernelEval::new(Arc::new(kernel)));
    assert_eq!(native.name(), eval.name());
    assert_eq!(native.num_players(), eval.num_players());
    let mut steps = 0;
    for seed in 0..playouts {
        let mut rng = Rng::seed_from(seed);
        let (mut a, mut b) = (native.initial_state(), eval.initial_state());
        let (mut ma, mut mb) = (Vec::new(), Vec::new());
        for step in 0..200 {
            let at = format!("seed {seed} step {step}");
            assert_eq!(native.state_string(&a), eval.state_string(&b), "{at}");
            assert_eq!(native.mover(&a), eval.mover(&b), "{at}");
            assert_eq!(native.status(&a), eval.status(&b), "{at}");
            native.legal_moves(&a, &mut ma);
            eval.legal_moves(&b, &mut mb);
            assert_eq!(ma, mb, "{at}");
            if ma.is_empty() {
                break;
            }
            let mv = ma[rng.below(ma.len())];
            assert_eq!(native.move_key(&a, mv), eval.move_key(&b, mv), "{at}");
            native.apply(&mut a, mv);
            eval.apply(&mut b, mv);
            steps += 1;
        }
    }
    assert!(steps > playouts, "the playouts went nowhere");
}

#[test]
fn tic_tac_toe_matches_the_evaluator() {
    same_as_eval(&ttt::TicTacToe, ttt_kernel(), 200);
    assert_eq!(
        ludemic_runtime::perft(&ttt::TicTacToe, &ttt::TicTacToe.initial_state(), 9),
        127_872
    );
}

#[test]
fn every_operator_matches_the_evaluator() {
    same_as_eval(&ops::Ops, ops_kernel(), 100);
}
