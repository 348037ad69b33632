//! Front ends: each source language lowers into the one Game IR (`crate::game_ir`).

pub mod cards;
pub mod json;
pub mod ludii;
