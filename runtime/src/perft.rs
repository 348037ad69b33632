//! Perft: count the move sequences of a given length, the standard check that move generation
//! and move application are right (and a benchmark of them).
//!
//! Convention (chess's): `perft(depth)` counts the sequences of exactly `depth` legal moves.
//! A finished game has no legal move, so a game that ends earlier than `depth` contributes
//! nothing: descending stops there and counts 0. (Counting it as a leaf instead would give
//! 56,160 rather than the standard 54,720 at depth 6 of tic-tac-toe.) At depth 1 the moves are
//! counted without being applied ("bulk counting").

use crate::game::{Game, MoveKey};

/// The scratch space of one ply: its move list and the child state being explored.
struct Ply<G: Game> {
    moves: Vec<G::Move>,
    child: G::State,
}

/// Allocates the per-ply buffers once; the search then only clones states into them.
fn plies<G: Game>(state: &G::State, depth: u32) -> Vec<Ply<G>> {
    (0..depth).map(|_| Ply { moves: Vec::new(), child: state.clone() }).collect()
}

fn count<G: Game>(game: &G, state: &G::State, depth: u32, plies: &mut [Ply<G>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.status(state).is_over() {
        return 0;
    }
    let (ply, deeper) = plies.split_first_mut().expect("one ply buffer per depth");
    game.legal_moves(state, &mut ply.moves);
    if depth == 1 {
        return ply.moves.len() as u64;
    }
    let mut total = 0;
    for &mv in &ply.moves {
        ply.child.clone_from(state);
        game.apply(&mut ply.child, mv);
        total += count(game, &ply.child, depth - 1, deeper);
    }
    total
}

/// Number of legal move sequences of exactly `depth` moves from `state`.
pub fn perft<G: Game>(game: &G, state: &G::State, depth: u32) -> u64 {
    let mut plies = plies::<G>(state, depth);
    count(game, state, depth, &mut plies)
}

/// One root move of [`perft_divide`] and the number of sequences that start with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivideEntry<M> {
    pub mv: M,
    /// Ludii's key of the move (e.g. `4-4`), to compare with other engines' divide output.
    pub key: MoveKey,
    pub count: u64,
}

/// Perft split by root move, in move-generation order: the entries' counts add up to
/// `perft(game, state, depth)`. Empty for `depth == 0` or a finished game.
pub fn perft_divide<G: Game>(game: &G, state: &G::State, depth: u32) -> Vec<DivideEntry<G::Move>> {
    if depth == 0 || game.status(state).is_over() {
        return Vec::new();
    }
    let mut root = Vec::new();
    game.legal_moves(state, &mut root);
    let mut plies = plies::<G>(state, depth - 1);
    let mut child = state.clone();
    root.iter()
        .map(|&mv| {
            child.clone_from(state);
            game.apply(&mut child, mv);
            DivideEntry {
                mv,
                key: game.move_key(state, mv),
                count: count(game, &child, depth - 1, &mut plies),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{DynTicTacToe, TicTacToe};
    use crate::DynHandle;

    /// Sequences of exactly d moves in tic-tac-toe, games ending early excluded (OEIS-style
    /// counts; their sum over 5..=9 of finished games is the well-known 255,168 games).
    const TTT: [u64; 10] = [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];

    #[test]
    fn tictactoe_perft() {
        let g = TicTacToe;
        let s = g.initial_state();
        for (d, &want) in TTT.iter().enumerate() {
            assert_eq!(perft(&g, &s, d as u32), want, "depth {d}");
        }
        assert_eq!(perft(&g, &s, 10), 0, "no game lasts 10 moves");
    }

    #[test]
    fn dynamic_tictactoe_perft() {
        let g = DynHandle::new(DynTicTacToe);
        let s = g.initial_state();
        for (d, &want) in TTT.iter().enumerate() {
            assert_eq!(perft(&g, &s, d as u32), want, "depth {d}");
        }
    }

    #[test]
    fn divide_adds_up() {
        let g = TicTacToe;
        let s = g.initial_state();
        let div = perft_divide(&g, &s, 4);
        assert_eq!(div.len(), 9);
        assert_eq!(div.iter().map(|e| e.count).sum::<u64>(), 3024);
        assert!(div.iter().all(|e| e.count == 336));
        assert_eq!(div[4].key, MoveKey::sites(4, 4));
        assert_eq!(div[4].key.to_string(), "4-4");
        assert!(perft_divide(&g, &s, 0).is_empty());
        let full = perft_divide(&g, &s, 9);
        assert_eq!(full.iter().map(|e| e.count).sum::<u64>(), 127872);
    }

    #[test]
    fn finished_games_count_each_game_once() {
        // The well-known total of 255,168 tic-tac-toe games checks the test game's end
        // detection independently of perft's convention.
        fn games<G: Game>(g: &G, s: &G::State) -> u64 {
            if g.status(s).is_over() {
                return 1;
            }
            let mut moves = Vec::new();
            g.legal_moves(s, &mut moves);
            moves
                .iter()
                .map(|&m| {
                    let mut c = s.clone();
                    g.apply(&mut c, m);
                    games(g, &c)
                })
                .sum()
        }
        assert_eq!(games(&TicTacToe, &TicTacToe.initial_state()), 255_168);
    }
}
