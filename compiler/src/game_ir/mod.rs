//! The Game IR. (Being written.)

pub mod board;
