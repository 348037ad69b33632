//! Hidden information end to end: what Ludii's `(set Hidden ..)` hides from whom, the
//! interpreter and the kernels (evaluator and JIT) agreeing on observations, information-set
//! keys and determinizations, and a determinized kernel state (its derived fields rebuilt by
//! `resync`) moving as the interpreter's.

use std::sync::Arc;

use ludemic_runtime::hidden::{INVISIBLE, UNSEEN, WHAT};
use ludemic_runtime::{DynHandle, Game, RawMove, Rng, Status};

use crate::driver::{compile_ludii, LudiiOptions};
use crate::front::ludii::expand::DefineLibrary;
use crate::interp::Interpreter;
use crate::kernel_ir::eval::KernelEval;

/// A small Sneakthrough (Breakthrough whose opponent's pieces are hidden, as Ludii's): every
/// site but a player's own pieces is invisible to it; a capture shows the capturing piece to
/// the opponent; a move forward onto a hidden enemy bumps back and reveals that site.
const HIDDEN_BREAKTHROUGH: &str = r#"
(game "HiddenBreakthrough" (players 2)
    (equipment {
        (board (square 5))
        (piece "Pawn" P1 N
            (or {
                (move Step Forward (to if:(is Empty (to))))
                (move Step Forward
                    (to if:(and (is Enemy (who at:(to))) (is Hidden at:(to) to:Mover)))
                    (then
                        (fromTo (from (last To)) (to (last From))
                            (then (and {
                                (add (piece (next)) (to (last To)))
                                (set Hidden at:(last To) False to:Next)
                                (set Hidden at:(last To) False to:Mover)
                            }))
                        )
                    )
                )
                (move Step (directions {FR FL})
                    (to if:(is Enemy (who at:(to))) (apply (remove (to))))
                    (then (set Hidden at:(last To) False to:Next))
                )
            })
        )
        (piece "Pawn" P2 S
            (or {
                (move Step Forward (to if:(is Empty (to))))
                (move Step (directions {FR FL})
                    (to if:(is Enemy (who at:(to))) (apply (remove (to))))
                    (then (set Hidden at:(last To) False to:Next))
                )
            })
        )
        (regions P1 (sites Top))
        (regions P2 (sites Bottom))
    })
    (rules
        (start {
            (place "Pawn1" (sites Bottom))
            (place "Pawn2" (sites Top))
            (set Hidden (difference (sites Board) (sites Occupied by:P1)) to:P1)
            (set Hidden (difference (sites Board) (sites Occupied by:P2)) to:P2)
        })
        (play (forEach Piece))
        (end (if (is In (last To) (sites Mover)) (result Mover Win)))
    )
)"#;

/// Pieces whose kind is hidden from the opponent (Ludii's `(set Hidden What ..)`, as Block
/// hides the opponent's dominoes): where they stand is seen, not what they are; a piece that
/// moves shows what it is to everybody.
const HIDDEN_KINDS: &str = r#"
(game "HiddenKinds" (players 2)
    (equipment {
        (board (square 4))
        (piece "Pawn" Each (move Step Forward (to if:(is Empty (to)))
            (then (set Hidden What at:(last To) False to:All))))
        (piece "Rook" Each (move Slide Orthogonal
            (then (set Hidden What at:(last To) False to:All))))
    })
    (rules
        (start {
            (place "Pawn1" {0 2}) (place "Rook1" {1 3})
            (place "Pawn2" {12 14}) (place "Rook2" {13 15})
            (set Hidden What (sites Occupied by:P1) to:P2)
            (set Hidden What (sites Occupied by:P2) to:P1)
        })
        (play (forEach Piece))
        (end (if (no Moves Next) (result Mover Win)))
    )
)"#;

fn compiled(text: &str) -> (DynHandle, DynHandle, Arc<crate::kernel_ir::Kernel>) {
    let c = compile_ludii("hidden.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    assert!(c.game.hidden_flags);
    let kernel = Arc::new(crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}")));
    assert!(kernel.meta.hidden.as_ref().is_some_and(|h| h.flags.is_some() && h.resync.is_some()));
    let interp = DynHandle::new(Interpreter::new(Arc::clone(&c.game)));
    (interp, DynHandle::new(KernelEval::new(kernel.clone())), kernel)
}

fn keys(g: &DynHandle, s: &Box<[u8]>) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    let mut k: Vec<String> = moves.iter().map(|&x| g.move_key(s, x).to_string()).collect();
    k.sort();
    k
}

fn find(g: &DynHandle, s: &Box<[u8]>, key: &str) -> RawMove {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    moves.into_iter().find(|&x| g.move_key(s, x).to_string() == key).expect("a listed move")
}

fn observation(g: &DynHandle, s: &Box<[u8]>, p: usize) -> Vec<i32> {
    let mut out = Vec::new();
    g.observation(s, p, &mut out);
    out
}

#[test]
fn at_the_start_a_player_sees_its_own_pieces_and_nothing_else() {
    let (interp, _, _) = compiled(HIDDEN_BREAKTHROUGH);
    assert!(interp.has_hidden_information());
    let s = interp.initial_state();
    let parts = 4; // what, who, count, state
    let obs = observation(&interp, &s, 1);
    for site in 0..25 {
        let what = obs[site * parts];
        if site < 5 {
            assert_eq!(what, 1, "P1 sees its pawn on {site}");
        } else {
            assert_eq!(what, UNSEEN, "site {site} is invisible to P1");
        }
    }
    let text = interp.observation_string(&s, 1);
    assert!(
        text.contains("0:what=1") && text.contains("20:? ") && text.contains("12:? "),
        "{text}"
    );
    let text2 = interp.observation_string(&s, 2);
    assert!(text2.contains("20:what=2") && text2.contains("0:? "), "{text2}");
}

#[test]
fn a_capture_shows_the_capturing_piece_and_set_hidden_false_reveals() {
    let (interp, _, _) = compiled(HIDDEN_BREAKTHROUGH);
    let mut s = interp.initial_state();
    let play = |s: &mut Box<[u8]>, key: &str| {
        let mv = find(&interp, s, key);
        interp.apply(s, mv);
    };
    // P1's pawn goes to 12, P2's to 17 in front of it and another to 16.
    for key in ["2-7", "22-17", "7-12", "21-16"] {
        play(&mut s, key);
    }
    let o1 = interp.observation_string(&s, 1);
    assert!(o1.contains("17:? ") && o1.contains("12:what=1"), "{o1}");
    // Forward onto the hidden pawn: a bump back to 12 that shows 17 to both.
    assert!(keys(&interp, &s).contains(&"12-17".to_string()));
    play(&mut s, "12-17");
    let o1 = interp.observation_string(&s, 1);
    assert!(o1.contains("17:what=2") && o1.contains("12:what=1"), "{o1}");
    let o2 = interp.observation_string(&s, 2);
    assert!(o2.contains("12:? ") && o2.contains("17:what=2"), "{o2}");
    // A diagonal capture shows the capturing pawn to the opponent (set Hidden .. False).
    play(&mut s, "20-15");
    play(&mut s, "12-16");
    let o2 = interp.observation_string(&s, 2);
    assert!(o2.contains("16:what=1"), "{o2}");
    assert!(o2.contains("0:? "), "the other pawns stay invisible: {o2}");
}

#[test]
fn what_hidden_shows_occupancy_and_a_move_reveals_the_piece() {
    let (interp, _, _) = compiled(HIDDEN_KINDS);
    let mut s = interp.initial_state();
    let obs = observation(&interp, &s, 1);
    let parts = 4;
    // P2's pieces: the kind unseen, the owner and the count seen.
    assert_eq!(obs[12 * parts], UNSEEN);
    assert_eq!(obs[12 * parts + 1], 2);
    assert_eq!(obs[12 * parts + 2], 1);
    assert_eq!(obs[0], 1, "its own pawn");
    // An empty site shows it is empty.
    assert_eq!(obs[5 * parts], 0);
    let mv = find(&interp, &s, "0-4");
    interp.apply(&mut s, mv);
    let text = interp.observation_string(&s, 2);
    assert!(text.contains("4:what=1:who=1"), "the moved pawn is shown: {text}");
    assert!(text.contains("2:what=?:who=1"), "the other pawn is not: {text}");
    let _ = WHAT;
}

#[test]
fn information_set_keys_ignore_hidden_contents_and_determinize_keeps_them() {
    let (interp, eval, _) = compiled(HIDDEN_BREAKTHROUGH);
    let s = interp.initial_state();
    let mut seen = std::collections::HashSet::new();
    for seed in 0..20 {
        let mut d = s.clone();
        interp.determinize(&mut d, 1, &mut Rng::seed_from(seed));
        assert_eq!(interp.information_set_key(&d, 1), interp.information_set_key(&s, 1));
        assert_eq!(observation(&interp, &d, 1), observation(&interp, &s, 1));
        seen.insert(interp.state_string(&d));
        // The kernel's state determinized with the same seed is the same state.
        let mut k = eval.initial_state();
        eval.determinize(&mut k, 1, &mut Rng::seed_from(seed));
        assert_eq!(eval.state_string(&k), interp.state_string(&d));
    }
    assert!(seen.len() > 1, "P2's pawns are dealt among the sites P1 cannot see");
    // P2 knows its own pieces: P1's view changes when they move, P2's key differs.
    let mut other = s.clone();
    let mv = find(&interp, &other, "0-5");
    interp.apply(&mut other, mv);
    assert_ne!(interp.information_set_key(&other, 1), interp.information_set_key(&s, 1));
}

/// Random walks of both games on the interpreter, the kernel evaluator and the JIT: the
/// observations and keys of both players agree at every step, and so do determinizations made
/// with the same seed, after which the kernels' legal moves are the interpreter's (the resync
/// rebuilt heights and bitboards).
#[test]
fn interpreter_and_kernels_agree_on_what_players_see() {
    for text in [HIDDEN_BREAKTHROUGH, HIDDEN_KINDS] {
        let (interp, eval, kernel) = compiled(text);
        #[cfg(feature = "jit")]
        let jit = DynHandle::new(crate::back::jit::compile(&kernel).expect("compiles"));
        #[cfg(not(feature = "jit"))]
        let jit = DynHandle::new(KernelEval::new(kernel.clone()));
        let games = [&interp, &eval, &jit];
        for walk in 0..6 {
            let mut rng = Rng::stream(11, walk);
            let mut states: Vec<Box<[u8]>> = games.iter().map(|g| g.initial_state()).collect();
            for step in 0..60 {
                for p in 1..=2 {
                    let o = observation(&interp, &states[0], p);
                    let k = interp.information_set_key(&states[0], p);
                    for (g, s) in games.iter().zip(&states).skip(1) {
                        assert_eq!(observation(g, s, p), o, "walk {walk} step {step} P{p}");
                        assert_eq!(g.information_set_key(s, p), k);
                        assert_eq!(
                            g.observation_string(s, p),
                            interp.observation_string(&states[0], p)
                        );
                    }
                    // Determinize all three the same way; the kernels move as the interpreter.
                    let seed = walk * 1000 + step as u64 * 10 + p as u64;
                    let dets: Vec<Box<[u8]>> = games
                        .iter()
                        .zip(&states)
                        .map(|(g, s)| {
                            let mut d = s.clone();
                            g.determinize(&mut d, p, &mut Rng::seed_from(seed));
                            d
                        })
                        .collect();
                    let want = keys(&interp, &dets[0]);
                    for (g, d) in games.iter().zip(&dets).skip(1) {
                        assert_eq!(g.state_string(d), interp.state_string(&dets[0]));
                        assert_eq!(keys(g, d), want, "legal moves after determinizing for P{p}");
                        assert_eq!(g.information_set_key(d, p), k);
                    }
                }
                if let Status::Over(_) = interp.status(&states[0]) {
                    break;
                }
                let all = keys(&interp, &states[0]);
                let key = all[rng.below(all.len())].clone();
                for (g, s) in games.iter().zip(states.iter_mut()) {
                    let mv = find(g, s, &key);
                    g.apply(s, mv);
                }
            }
        }
        let _ = INVISIBLE;
    }
}

/// Bad hidden-information input gets a diagnostic, never a panic.
#[test]
fn malformed_hidden_ludemes_are_diagnosed() {
    let with_play = |start: &str, play: &str| {
        format!(
            r#"(game "Bad" (players 2)
                (equipment {{ (board (square 3)) (piece "Disc" Each) }})
                (rules (start {{ {start} }}) (play {play}) (end (if (no Moves Next) (result Mover Win)))))"#
        )
    };
    let add = "(move Add (to (sites Empty)))";
    for (text, expected) in [
        (with_play("(set Hidden (sites Board))", add), "needs `to:`"),
        (
            with_play("", "(move Add (to (sites Empty) if:(is Hidden at:(to) to:All)))"),
            "several players",
        ),
        (with_play("(set Hidden Colour (sites Board) to:P1)", add), "expected a region"),
        (
            with_play("", "(forEach Value min:0 max:99 (move Add (to (sites Empty))))"),
            "beyond the board",
        ),
        (
            with_play("", "(move Add (to (sites Empty) if:(= (value) 1)))"),
            "outside `(forEach Value",
        ),
    ] {
        let err =
            compile_ludii("bad.lud", &text, &DefineLibrary::default(), &LudiiOptions::default())
                .err()
                .unwrap_or_else(|| panic!("{text} compiles"));
        let rendered = err.1.render(false);
        assert!(rendered.contains(expected), "{expected:?} not in:\n{rendered}");
    }
}

/// Pieces whose kind is hidden are dealt again among the opponent's sites, owners kept, and
/// the kernels (whose `Meta.who` shows the piece in such games) deal the same and move as the
/// interpreter afterwards.
#[test]
fn hidden_kinds_are_dealt_again_with_their_owners() {
    let (interp, eval, _) = compiled(HIDDEN_KINDS);
    let s = interp.initial_state();
    let mut seen = std::collections::HashSet::new();
    for seed in 0..30 {
        let mut d = s.clone();
        interp.determinize(&mut d, 1, &mut Rng::seed_from(seed));
        let mut k = eval.initial_state();
        eval.determinize(&mut k, 1, &mut Rng::seed_from(seed));
        assert_eq!(eval.state_string(&k), interp.state_string(&d));
        assert_eq!(observation(&eval, &k, 2), observation(&interp, &d, 2));
        assert_eq!(interp.information_set_key(&d, 1), interp.information_set_key(&s, 1));
        // P2 to move on the determinized state: its pieces' moves follow their new kinds.
        let mut d2 = d.clone();
        let mut k2 = k.clone();
        let mv = find(&interp, &d2, "0-4");
        interp.apply(&mut d2, mv);
        let mv = find(&eval, &k2, "0-4");
        eval.apply(&mut k2, mv);
        assert_eq!(keys(&eval, &k2), keys(&interp, &d2));
        seen.insert(interp.state_string(&d));
    }
    assert!(seen.len() > 1, "P2's pawns and rooks change places");
}
