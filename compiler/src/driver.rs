//! The pipeline as one call per source language: text in, a validated Game IR (or diagnostics) out.
//! No I/O here: callers pass the texts (the CLI reads files, the macro reads its argument).

use std::sync::Arc;

use crate::diag::{Diagnostic, Failure, SourceMap};
use crate::front::ludii::ast::Node;
use crate::front::ludii::expand::{self, DefineLibrary, ExpandOptions};
use crate::front::ludii::{lower, reader};
use crate::game_ir;
use crate::valid;

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
    /// Non-fatal findings (e.g. a define given more arguments than it uses).
    pub warnings: Vec<Diagnostic>,
}

/// Reads and expands a `.lud` description (defines, options, rulesets). On failure the stage
/// says whether it could at least be read; on success, the expansion's warnings come along.
pub fn expand_ludii(
    file_name: &str,
    text: &str,
    library: &DefineLibrary,
    opts: &LudiiOptions,
) -> Result<(Node, SourceMap, Vec<Diagnostic>), (Stage, Failure)> {
    let mut sources = SourceMap::new();
    let file = sources.add(file_name, text);
    let eo = ExpandOptions { options: opts.options.clone(), ruleset: opts.ruleset.clone() };
    match expand::expand(&mut sources, file, library, &eo) {
        Ok(e) => Ok((e.game, sources, e.warnings)),
        Err(diagnostics) => {
            // Ludii reads only what expansion leaves, so a file with reading errors may still
            // expand; when it does not, say how far it got.
            let (_, read_errors) = reader::read(&sources, file);
            let stage = if read_errors.is_empty() { Stage::Parsed } else { Stage::Unread };
            Err((stage, Failure { diagnostics, sources, unsupported: Vec::new() }))
        }
    }
}

/// Compiles a `.lud` description. On failure, `Failure::unsupported` names the ludemes that
/// blocked it, and the returned stage says how far it got.
pub fn compile_ludii(
    file_name: &str,
    text: &str,
    library: &DefineLibrary,
    opts: &LudiiOptions,
) -> Result<Compiled, (Stage, Failure)> {
    let (tree, sources, warnings) = expand_ludii(file_name, text, library, opts)?;
    match lower::lower_game(&tree) {
        Ok(game) => {
            let diagnostics = valid::validate(&game);
            if !diagnostics.is_empty() {
                return Err((
                    Stage::Expanded,
                    Failure { diagnostics, sources, unsupported: Vec::new() },
                ));
            }
            Ok(Compiled { game: Arc::new(game), sources, warnings })
        }
        Err(lw) => Err((
            Stage::Expanded,
            Failure { diagnostics: lw.diagnostics, sources, unsupported: lw.unsupported },
        )),
    }
}

/// Compiles a JSON state-driven spec (`docs/json-spec.md`). `position` is an optional
/// (file name, text) of a document with `setup` and `state` that replaces the initial position.
pub fn compile_json(
    file_name: &str,
    text: &str,
    position: Option<(&str, &str)>,
) -> Result<Compiled, (Stage, Failure)> {
    let mut sources = SourceMap::new();
    let file = sources.add(file_name, text);
    let pos = position.map(|(name, text)| sources.add(name, text));
    match crate::front::json::compile(&sources, file, pos) {
        Ok(game) => {
            let diagnostics = valid::validate(&game);
            if !diagnostics.is_empty() {
                return Err((
                    Stage::Expanded,
                    Failure { diagnostics, sources, unsupported: Vec::new() },
                ));
            }
            Ok(Compiled { game: Arc::new(game), sources, warnings: Vec::new() })
        }
        Err(d) => {
            Err((Stage::Parsed, Failure { diagnostics: vec![d], sources, unsupported: Vec::new() }))
        }
    }
}
