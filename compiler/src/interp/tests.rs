//! Unit tests of the interpreter's semantics on small descriptions written for each rule.

use std::sync::Arc;

use ludemic_runtime::{DynHandle, Game, MoveKind, Status};

use super::Interpreter;
use crate::driver::{compile_ludii, LudiiOptions};
use crate::front::ludii::expand::DefineLibrary;

fn game(text: &str) -> DynHandle {
    match compile_ludii("test.lud", text, &DefineLibrary::default(), &LudiiOptions::default()) {
        Ok(c) => DynHandle::new(Interpreter::new(Arc::clone(&c.game))),
        Err((_, f)) => panic!("{}", f.render(false)),
    }
}

/// Plays the move with this key.
fn play(g: &DynHandle, s: &mut Box<[u8]>, key: &str) {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    let m = moves.iter().find(|m| g.move_key(s, **m).to_string() == key);
    let m = *m.unwrap_or_else(|| panic!("no move {key} in {:?}", keys(g, s)));
    g.apply(s, m);
}

fn keys(g: &DynHandle, s: &Box<[u8]>) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    moves.iter().map(|m| g.move_key(s, *m).to_string()).collect()
}

#[test]
fn nobody_can_move_so_both_pass_and_it_is_a_draw() {
    let g = game(
        r#"(game "Stuck" (players 2) (equipment { (board (square 2)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty) if:(= 1 0))))))"#,
    );
    let mut s = g.initial_state();
    assert_eq!(keys(&g, &s), [":pass"]);
    play(&g, &mut s, ":pass");
    assert_eq!(g.status(&s), Status::Ongoing);
    assert_eq!(g.mover(&s), 2);
    play(&g, &mut s, ":pass");
    match g.status(&s) {
        Status::Over(o) => assert!(o.is_draw()),
        s => panic!("expected a draw, got {s:?}"),
    }
    // As in Ludii, the mover does not change once the game is over.
    assert_eq!(g.state_string(&s), "|mover=2");
    assert!(keys(&g, &s).is_empty());
}

#[test]
fn move_again_keeps_the_mover() {
    let g = game(
        r#"(game "Twice" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty)) (then (if (is Odd (count Moves)) (moveAgain)))))))"#,
    );
    let mut s = g.initial_state();
    let mut movers = Vec::new();
    for site in 0..6 {
        movers.push(g.mover(&s));
        play(&g, &mut s, &format!("{site}-{site}"));
    }
    assert_eq!(movers, [1, 1, 2, 2, 1, 1]);
}

#[test]
fn hands_hold_counts_and_stacks_have_levels() {
    let g = game(
        r#"(game "Hands" (players 2)
             (equipment { (board (rectangle 1 2)) (hand Each) (piece "Disc" Each) })
             (rules (start (place "Disc" "Hand" count:2))
                    (play (move (from (handSite Mover)) (to (sites Board))))))"#,
    );
    let mut s = g.initial_state();
    assert_eq!(g.state_string(&s), "2:1:1:2 3:2:2:2 |mover=1");
    assert_eq!(keys(&g, &s), ["2-0", "2-1"]);
    play(&g, &mut s, "2-1");
    assert_eq!(g.state_string(&s), "1:1:1:1 2:1:1:1 3:2:2:2 |mover=2");

    let g = game(
        r#"(game "Stacks" (players 2) (equipment { (board (rectangle 1 2)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Board)) stack:True))))"#,
    );
    let mut s = g.initial_state();
    play(&g, &mut s, "0-0/0,0");
    assert_eq!(keys(&g, &s), ["0-0/1,1", "1-1/0,0"]);
    play(&g, &mut s, "0-0/1,1");
    assert_eq!(g.state_string(&s), "0/0:1:1:1 0/1:2:2:1 |mover=1");
}

#[test]
fn piece_state_flips_and_scores_count() {
    let g = game(
        r#"(game "Flip" (players 2) (equipment { (board (rectangle 1 3)) (piece "Disc" Neutral (flips 1 2)) })
           (rules (start (place "Disc0" (sites { 0 1 }) state:1))
                  (play (move Add (piece "Disc0" state:(mover)) (to (sites Empty))
                     (then (and (flip 0) (set Score Mover (count Sites in:(sites State 2)))))))
                  (end (if (no Moves Next) (byScore)))))"#,
    );
    let mut s = g.initial_state();
    assert_eq!(g.state_string(&s), "0:1:0:1:1 1:1:0:1:1 |mover=1 |scores=0,0");
    play(&g, &mut s, "2-2");
    // Site 2 got state 1 (the mover) and site 0 flipped to 2. As in Ludii, the effects of one
    // `(and ...)` are all evaluated in the same state, so the score was counted before the flip.
    assert_eq!(g.state_string(&s), "0:1:0:1:2 1:1:0:1:1 2:1:0:1:1 |mover=1 |scores=0,0");
    match g.status(&s) {
        Status::Over(o) => assert!(o.is_draw(), "equal scores: {o:?}"),
        s => panic!("expected the game to end on score, got {s:?}"),
    }
}

#[test]
fn the_swap_rule_offers_a_swap_on_the_second_move_only() {
    let g = game(
        r#"(game "Swap" (players 2) (equipment { (board (square 2)) (piece "Disc" Each) })
           (rules (meta (swap)) (play (move Add (to (sites Empty))))))"#,
    );
    let mut s = g.initial_state();
    assert!(!keys(&g, &s).contains(&":swap".to_string()));
    play(&g, &mut s, "0-0");
    let mut moves = Vec::new();
    g.legal_moves(&s, &mut moves);
    assert!(moves.iter().any(|m| g.move_key(&s, *m).kind == MoveKind::Swap));
    play(&g, &mut s, "1-1");
    assert!(!keys(&g, &s).contains(&":swap".to_string()));
}
