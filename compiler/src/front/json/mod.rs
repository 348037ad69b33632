//! The JSON state-driven front end (docs/json-spec.md): JSON text → values with positions
//! (`value`), expression strings → syntax (`expr`), both → the Game IR's state-driven rules
//! (`lower`, checking calls against the one table of built-ins in `functions`).

pub mod expr;
pub mod functions;
pub mod lower;
pub mod value;

use crate::diag::{Diagnostic, FileId, SourceMap};
use crate::game_ir::Game;

/// Compiles a spec held in `sources` (file `spec`); `position`, if given, is a second document
/// whose `setup` and `state` replace the spec's initial position.
pub fn compile(
    sources: &SourceMap,
    spec: FileId,
    position: Option<FileId>,
) -> Result<Game, Diagnostic> {
    let root = value::parse(spec, sources.text(spec))?;
    let pos = position.map(|p| value::parse(p, sources.text(p))).transpose()?;
    lower::lower(&root, pos.as_ref())
}

#[cfg(test)]
mod tests;
