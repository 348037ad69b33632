//! The reference interpreter: runs the Game IR directly. (Being written: the DynGame impl
//! below is a placeholder so the CLI can be built against the real signatures.)

use std::sync::Arc;

use ludemic_runtime::{DynGame, MoveKey, RawMove, Status};

use crate::game_ir::Game;

/// A game run by the interpreter; implements `ludemic_runtime::DynGame`.
pub struct Interpreter {
    pub game: Arc<Game>,
}

impl Interpreter {
    pub fn new(game: Arc<Game>) -> Interpreter {
        Interpreter { game }
    }
}

impl DynGame for Interpreter {
    fn name(&self) -> &str {
        &self.game.name
    }
    fn num_players(&self) -> usize {
        2
    }
    fn state_len(&self) -> usize {
        1
    }
    fn init_state(&self, _state: &mut [u8]) {}
    fn mover(&self, _state: &[u8]) -> usize {
        1
    }
    fn legal_moves(&self, _state: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear()
    }
    fn apply(&self, _state: &mut [u8], _mv: &RawMove) {}
    fn status(&self, _state: &[u8]) -> Status {
        Status::Ongoing
    }
    fn move_key(&self, _state: &[u8], mv: &RawMove) -> MoveKey {
        MoveKey::sites(mv.from, mv.to)
    }
    fn state_string(&self, _state: &[u8]) -> String {
        String::new()
    }
}
