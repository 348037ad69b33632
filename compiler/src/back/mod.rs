//! Back ends: translations of the Kernel IR into runnable code. None of them knows what a
//! ludeme is.
//!
//! - [`rust`]: Rust source (via `quote`, formatted with `prettyplease`), for `ludemic compile`,
//!   `ludemic emit-rust`, the `game!` macro and the committed `generated/` crate.
//! - [`jit`] (feature `jit`): Cranelift machine code, compiled in milliseconds at run time.

#[cfg(feature = "jit")]
pub mod jit;
pub mod rust;

pub use rust::{emit, emit_file, type_name_error};
