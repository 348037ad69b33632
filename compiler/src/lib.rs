//! ludemic's compiler: game descriptions in, games out.
//!
//! The pipeline is visible in the module tree, one folder per stage:
//! `front/*` (source languages → Game IR) → `valid` → `interp` (reference semantics) and
//! `lower` (Game IR → Kernel IR) → `back/*` (Rust source, Cranelift JIT). Core stages do no I/O: text in, values and
//! diagnostics out. Only `cli` (and the macro crate) touch files.

pub mod back;
#[cfg(feature = "cli")]
pub mod cli;
pub mod diag;
pub mod driver;
#[cfg(feature = "jit")]
pub mod evolve;
pub mod front;
pub mod game_ir;
pub mod interp;
pub mod kernel_ir;
pub mod lower;
pub mod oracle;
pub mod valid;
pub mod work;
