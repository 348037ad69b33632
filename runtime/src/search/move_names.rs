//! How searches over determinizations name a move: the same move must be recognised in every
//! determinization of an information set, where the game's own move values may differ (a
//! dynamic game's `RawMove` carries back-end data, such as its index in the generation order,
//! that changes with the hidden contents).
//!
//! A move is named by its Ludii key ([`Game::move_key`]) and, as several moves may share a
//! key (a promotion's choice of piece), by its rank among the moves with that key in the
//! order the game generates them. The key is what the mover sees of its own move
//! (docs/hidden-information.md); the rank assumes the game generates moves sharing a key in
//! an order that does not depend on what the mover cannot see.

use crate::game::{Game, MoveKey};

/// A move as its mover sees it (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveName {
    pub key: MoveKey,
    /// How many moves before it in the generation order have the same key.
    pub rank: u32,
}

/// Clears `out` and fills it with the names of `moves`, legal in `state`, in their order.
/// Quadratic in the number of moves sharing a key only.
pub fn name_moves<G: Game>(game: &G, state: &G::State, moves: &[G::Move], out: &mut Vec<MoveName>) {
    out.clear();
    for &mv in moves {
        let key = game.move_key(state, mv);
        let rank = out.iter().filter(|n| n.key == key).count() as u32;
        out.push(MoveName { key, rank });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MoveKind;
    use crate::testing::{HcState, HiddenCards, HC_DRAW, HC_TABLE};

    #[test]
    fn moves_are_named_by_key_and_rank() {
        let g = HiddenCards;
        let s = HcState::deal([&[2, 5], &[1, 6]], &[3, 4], 0, 1);
        let mut moves = Vec::new();
        g.legal_moves(&s, &mut moves);
        let mut names = Vec::new();
        name_moves(&g, &s, &moves, &mut names);
        assert_eq!(names.len(), 3);
        assert_eq!(names[0], MoveName { key: MoveKey::sites(0, HC_TABLE as u32), rank: 0 });
        assert_eq!(names[2].key, g.move_key(&s, HC_DRAW));
        // Two moves with one key are told apart by their order.
        let pass = MoveKey::special(MoveKind::Pass);
        struct TwoPasses;
        impl Game for TwoPasses {
            type State = ();
            type Move = u8;
            fn name(&self) -> &str {
                "two passes"
            }
            fn num_players(&self) -> usize {
                1
            }
            fn initial_state(&self) {}
            fn mover(&self, _: &()) -> usize {
                1
            }
            fn legal_moves(&self, _: &(), moves: &mut Vec<u8>) {
                moves.clear();
                moves.extend([7, 3]);
            }
            fn apply(&self, _: &mut (), _: u8) {}
            fn status(&self, _: &()) -> crate::Status {
                crate::Status::Ongoing
            }
            fn move_key(&self, _: &(), _: u8) -> MoveKey {
                MoveKey::special(MoveKind::Pass)
            }
            fn state_string(&self, _: &()) -> String {
                String::new()
            }
        }
        name_moves(&TwoPasses, &(), &[7, 3], &mut names);
        assert_eq!(names, [MoveName { key: pass, rank: 0 }, MoveName { key: pass, rank: 1 }]);
    }
}
