//! The reference interpreter: runs the Game IR directly. (Being written.)

use std::sync::Arc;

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
