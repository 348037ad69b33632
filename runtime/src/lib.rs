//! ludemic's runtime: the [`Game`] interface and everything generic over it.
//!
//! This crate depends on no other crate of ours, so a compiled game binary links only this.
//! Generated games implement [`Game`] with `Copy` fixed-size states; the interpreter and the
//! JIT implement [`DynGame`] over raw state bytes, and [`DynHandle`] adapts those to [`Game`],
//! so every algorithm here is written once.

pub mod cli;
pub mod dynamic;
pub mod evolution;
pub mod fault;
pub mod fdg;
pub mod game;
pub mod hidden;
pub mod kernel;
pub mod matches;
pub mod metrics;
pub mod move_buf;
pub mod perft;
pub mod playout;
pub mod rng;
pub mod sample;
pub mod search;
pub mod stats;
pub mod testing;

pub use dynamic::{DynGame, DynHandle, RawMove};
pub use fault::{FaultKind, GameFault};
pub use game::{Game, Limits, MoveKey, MoveKind, Outcome, StartingFrom, Status, MAX_PLAYERS};
pub use move_buf::MoveBuf;
pub use perft::{perft, perft_divide, DivideEntry};
pub use playout::{par_playouts, random_playout, run_playouts, PlayoutResult};
pub use rng::Rng;
pub use search::{Agent, AgentSpec};
pub use stats::PlayoutStats;
