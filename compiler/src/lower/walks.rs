//! Test support: random walks on the interpreter and a lowered kernel, side by side.

use std::sync::Arc;

use ludemic_runtime::{DynHandle, Game, RawMove, Rng, Status};

use crate::driver::{compile_ludii, LudiiOptions};
use crate::front::ludii::expand::DefineLibrary;
use crate::interp::Interpreter;
use crate::kernel_ir::eval::KernelEval;

/// Random walks on the interpreter and the lowered kernel of `text`, whose printed kernel must
/// contain `expected` (a name showing the lowering rule under test was used): the same legal
/// moves (as sets: their order carries no meaning), states and results at every step. Returns
/// the moves played and the games won.
pub fn agree(text: &str, walks: u64, expected: &str) -> (usize, usize) {
    let c = compile_ludii("walks.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let kernel = crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
    assert!(kernel.to_string().contains(expected), "the kernel does not use {expected}:\n{kernel}");
    let interp = DynHandle::new(Interpreter::new(Arc::clone(&c.game)));
    let eval = DynHandle::new(KernelEval::new(Arc::new(kernel)));
    let (mut steps, mut won) = (0, 0);
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    for walk in 0..walks {
        let mut rng = Rng::stream(7, walk);
        let (mut a, mut b) = (interp.initial_state(), eval.initial_state());
        loop {
            assert_eq!(interp.state_string(&a), eval.state_string(&b));
            assert_eq!(interp.status(&a), eval.status(&b), "at {}", eval.state_string(&b));
            if let Status::Over(o) = eval.status(&b) {
                won += !o.is_draw() as usize;
                break;
            }
            interp.legal_moves(&a, &mut ma);
            eval.legal_moves(&b, &mut mb);
            let ka = keys(&interp, &a, &ma);
            assert_eq!(ka, keys(&eval, &b, &mb), "at {}", eval.state_string(&b));
            let key = &ka[rng.below(ka.len())];
            let (x, y) = (find(&interp, &a, &ma, key), find(&eval, &b, &mb, key));
            interp.apply(&mut a, x);
            eval.apply(&mut b, y);
            steps += 1;
        }
    }
    (steps, won)
}

/// Plays the placements on `sites` (in order, the movers alternating) on the interpreter and
/// the lowered kernel of `text`, checking at every step that both have the same legal moves;
/// returns the sites the kernel's legal placements go to afterwards.
pub fn agree_on(text: &str, sites: &[u32]) -> Vec<u32> {
    let c = compile_ludii("line.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let kernel = crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
    let interp = DynHandle::new(Interpreter::new(Arc::clone(&c.game)));
    let eval = DynHandle::new(KernelEval::new(Arc::new(kernel)));
    let (mut a, mut b) = (interp.initial_state(), eval.initial_state());
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    for &site in sites {
        interp.legal_moves(&a, &mut ma);
        eval.legal_moves(&b, &mut mb);
        assert_eq!(keys(&interp, &a, &ma), keys(&eval, &b, &mb), "at {}", eval.state_string(&b));
        let x = *ma.iter().find(|m| m.to == site).expect("a legal placement on the site");
        let y = *mb.iter().find(|m| m.to == site).expect("a legal placement on the site");
        interp.apply(&mut a, x);
        eval.apply(&mut b, y);
        assert_eq!(interp.state_string(&a), eval.state_string(&b));
    }
    interp.legal_moves(&a, &mut ma);
    eval.legal_moves(&b, &mut mb);
    assert_eq!(keys(&interp, &a, &ma), keys(&eval, &b, &mb), "at {}", eval.state_string(&b));
    mb.iter().filter(|m| m.kind == 0).map(|m| m.to).collect()
}

/// The keys of the legal moves, sorted.
fn keys(g: &DynHandle, s: &Box<[u8]>, moves: &[RawMove]) -> Vec<String> {
    let mut k: Vec<String> = moves.iter().map(|&x| g.move_key(s, x).to_string()).collect();
    k.sort();
    k
}

/// The move with a key.
fn find(g: &DynHandle, s: &Box<[u8]>, moves: &[RawMove], key: &str) -> RawMove {
    moves.iter().copied().find(|&x| g.move_key(s, x).to_string() == key).expect("a listed move")
}

/// A Go on a `size`×`size` board with `meta` rules and `play` (besides a pass), ending when
/// both pass, scored by captures and territory: the Go family's tests vary the trial.
pub fn go_text(size: u32, meta: &str, play: &str) -> String {
    format!(
        r#"(game "TestGo" (players 2)
        (equipment {{ (board (square {size}) use:Vertex) (piece "Marker" Each) }})
        (rules {meta} (play (or {play} (move Pass)))
          (end (if (all Passed) (byScore {{ (score P1 (+ (score P1) (size Territory P1))) (score P2 (+ (score P2) (size Territory P2))) }})))))"#
    )
}

/// Go's captures: the enemy groups next to the stone left without liberties.
pub const GO_CAPTURES: &str = "(enclose (from (last To)) Orthogonal (between if:(is Enemy (who at:(between))) (apply (and (addScore Mover 1) (remove (between))))))";

/// Go with positional superko: captures, the liberty test (no suicide) and the repeat test in
/// one trial.
pub fn go_with_superko(size: u32) -> String {
    let play = format!(
        "(do (move Add (to (sites Empty)) (then {GO_CAPTURES})) ifAfterwards:(> (count Liberties Orthogonal) 0))"
    );
    go_text(size, "(meta (no Repeat))", &play)
}

/// [`go_with_superko`] with its liberty test written as `(< 0 ..)`, a shape the placement
/// verdict (`quiet`) does not read: every candidate is tried on the state.
pub fn go_tried(size: u32) -> String {
    let play = format!(
        "(do (move Add (to (sites Empty)) (then {GO_CAPTURES})) ifAfterwards:(< 0 (count Liberties Orthogonal)))"
    );
    go_text(size, "(meta (no Repeat))", &play)
}
