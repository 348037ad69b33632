//! `game!` (being written).
