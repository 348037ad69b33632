//! The oracle: Ludii's recorded games as the reference for `.lud` semantics.
//!
//! A `.lud` game counts as supported only when ludemic replays Ludii's traces of it move for
//! move (shared/ludii/README.md describes them). [`trace`] reads the files, [`replay`] plays
//! them on any [`ludemic_runtime::Game`] and reports the first [`Divergence`] in a form a person
//! can act on; [`state`] compares state strings entry by entry.
//!
//! This is the one module besides `cli` that reads files ([`TraceFile::load`]); the replay
//! itself takes values.

pub mod replay;
pub mod state;
pub mod trace;

pub use replay::{
    replay, replay_with, state_after, Divergence, DivergenceKind, LegalDiff, ReplayLimits, ReplayReport,
};
pub use state::{EntryDiff, StateDiff};
pub use trace::{Chosen, End, LoadError, Step, Trace, TraceFile};
