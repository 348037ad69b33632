//! The pipeline as one call per source language: text in, a validated Game IR (or diagnostics) out.
//! No I/O here: callers pass the texts (the CLI reads files, the macro reads its argument).

use std::sync::Arc;

use crate::diag::{Diagnostic, Failure, SourceMap};
use crate::front::ludii::expand::DefineLibrary;
use crate::game_ir;

/// Choices a user makes about a Ludii description.
#[derive(Clone, Debug, Default)]
pub struct LudiiOptions {
    /// Selected option items, `"Category/Item"` (e.g. `"Board Size/9x9"`).
    pub options: Vec<String>,
    /// A ruleset by name (`"Standard (Suggested)"`), applying its option items.
    pub ruleset: Option<String>,
}

/// How far a description got through the pipeline, for `check` and `coverage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    Unread,
    Parsed,
    Expanded,
    Lowered,
}

/// A successfully compiled game and the sources its IR spans point into.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub game: Arc<game_ir::Game>,
    pub sources: SourceMap,
}

/// Compiles a `.lud` description. On failure, `Failure::unsupported` names the ludemes that
/// blocked it, and the returned stage says how far it got.
pub fn compile_ludii(
    file_name: &str,
    text: &str,
    library: &DefineLibrary,
    opts: &LudiiOptions,
) -> Result<Compiled, (Stage, Failure)> {
    let _ = (text, library, opts);
    let mut sources = SourceMap::new();
    sources.add(file_name, text);
    Err((
        Stage::Unread,
        Failure {
            diagnostics: vec![Diagnostic::error("the Ludii pipeline is being written", None)],
            sources,
            unsupported: Vec::new(),
        },
    ))
}
