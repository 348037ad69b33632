//! Back ends: translations of the Kernel IR. None of them knows what a ludeme is.
//!
//! - [`rust`]: Rust source (via `quote`, formatted with `prettyplease`), for `ludemic compile`,
//!   `ludemic emit-rust`, the `game!` macro and the committed `generated/` crate.

pub mod rust;

pub use rust::{emit, emit_file};
