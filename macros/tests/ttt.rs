//! `game!` on a file of games/ and inline: the types play like the interpreter's game.

use ludemic_runtime::{random_playout, Game, Rng};

ludemic_macros::game!(pub TicTacToe = "../games/tic-tac-toe.lud");
ludemic_macros::game!(SmallHex = "../games/hex.lud", option = "Board Size/9x9");

#[test]
fn plays_tic_tac_toe() {
    let g = TicTacToe;
    assert_eq!(g.num_players(), 2);
    let s = g.initial_state();
    let mut moves = Vec::new();
    g.legal_moves(&s, &mut moves);
    assert_eq!(moves.len(), 9);
    assert_eq!(ludemic_runtime::perft(&g, &s, 9), 127_872);
    let mut rng = Rng::seed_from(1);
    let (mut state, mut moves) = (g.initial_state(), Vec::new());
    let r = random_playout(&g, &mut state, &mut moves, &mut rng);
    assert!(r.outcome.is_some() && (5..=9).contains(&r.moves), "{r:?}");
}

#[test]
fn options_select_the_board() {
    let g = SmallHex;
    let mut moves = Vec::new();
    g.legal_moves(&g.initial_state(), &mut moves);
    assert_eq!(moves.len(), 81);
}

#[test]
fn descriptions_that_do_not_compile_are_compile_errors() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
