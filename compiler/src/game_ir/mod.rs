//! The Game IR. (Being written.)

pub mod board;
pub mod print;

/// A whole game. (Being written.)
#[derive(Clone, Debug, Default)]
pub struct Game {
    pub name: String,
}
