//! `(coord row:.. column:..)` computed in play, on a `(repeat ..)` board: the interpreter and
//! the kernels (evaluator and JIT) list the same moves and reach the same states.

use std::sync::Arc;

use ludemic_runtime::{DynHandle, Game, Rng};

use crate::driver::{compile_ludii, LudiiOptions};
use crate::front::ludii::expand::DefineLibrary;
use crate::interp::Interpreter;
use crate::kernel_ir::eval::KernelEval;

/// Each turn a disc goes to the cell at row `moves % 3`, column `moves % 5` when that cell is
/// empty and exists (column 4 does not: the coord is then no site); else the mover passes.
/// A second move places at the row `turns % 4` of the known column 1.
const DYNAMIC_COORD: &str = r#"
(game "DynamicCoord" (players 2)
    (equipment {
        (board (repeat 3 4 step:{{1 0} {0 1}} (poly {{0 0} {0 1} {1 1} {1 0}})))
        (piece "Disc" Each)
    })
    (rules
        (play
            (or {
                (move Add (to (coord row:(% (count Moves) 3) column:(% (count Moves) 5))
                    if:(is Empty (to))))
                (move Add (to (coord row:(% (count Turns) 4) column:1) if:(is Empty (to))))
                (move Pass)
            })
        )
        (end (if (= 0 (count Sites in:(sites Empty))) (result Mover Win)))
    )
)"#;

fn keys(g: &DynHandle, s: &Box<[u8]>) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    let mut k: Vec<String> = moves.iter().map(|&x| g.move_key(s, x).to_string()).collect();
    k.sort();
    k
}

#[test]
fn interpreter_and_kernels_agree_on_a_coord_computed_in_play() {
    let c = compile_ludii(
        "coord.lud",
        DYNAMIC_COORD,
        &DefineLibrary::default(),
        &LudiiOptions::default(),
    )
    .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let kernel = Arc::new(crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}")));
    let interp = DynHandle::new(Interpreter::new(Arc::clone(&c.game)));
    let eval = DynHandle::new(KernelEval::new(kernel.clone()));
    #[cfg(feature = "jit")]
    let jit = DynHandle::new(crate::back::jit::compile(&kernel).expect("compiles"));
    #[cfg(not(feature = "jit"))]
    let jit = DynHandle::new(KernelEval::new(kernel.clone()));
    let games = [&interp, &eval, &jit];
    let mut placed_somewhere = false;
    for walk in 0..8 {
        let mut rng = Rng::stream(5, walk);
        let mut states: Vec<Box<[u8]>> = games.iter().map(|g| g.initial_state()).collect();
        for step in 0..40 {
            let want = keys(&interp, &states[0]);
            for (g, s) in games.iter().zip(&states).skip(1) {
                assert_eq!(keys(g, s), want, "walk {walk} step {step}");
                assert_eq!(g.state_string(s), interp.state_string(&states[0]));
            }
            if want.len() > 1 {
                placed_somewhere = true;
            }
            if interp.status(&states[0]).is_over() {
                break;
            }
            let key = want[rng.below(want.len())].clone();
            for (g, s) in games.iter().zip(states.iter_mut()) {
                let mut moves = Vec::new();
                g.legal_moves(s, &mut moves);
                let mv = moves.into_iter().find(|&x| g.move_key(s, x).to_string() == key).unwrap();
                g.apply(s, mv);
            }
        }
    }
    assert!(placed_somewhere, "the coord names a cell on some turns");
}
