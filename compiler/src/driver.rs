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

/// The longest description read, in bytes: the corpus's longest is under 500 KB, and the
/// expander refuses to grow a text beyond a million characters anyway. Spans hold `u32` offsets.
pub const MAX_DESCRIPTION_BYTES: usize = 1_000_000;

/// A description longer than [`MAX_DESCRIPTION_BYTES`], refused before anything reads it.
fn too_long(sources: SourceMap, file: crate::diag::FileId) -> (Stage, Failure) {
    let len = sources.text(file).len();
    let d = Diagnostic::error(
        format!(
            "this description is {len} bytes long, more than the {MAX_DESCRIPTION_BYTES} ludemic reads"
        ),
        Some(crate::diag::Span::new(file, 0, 0)),
    )
    .with_label("the description starts here");
    (Stage::Unread, Failure { diagnostics: vec![d], sources, unsupported: Vec::new() })
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
    if text.len() > MAX_DESCRIPTION_BYTES {
        return Err(too_long(sources, file));
    }
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
            // The IR keeps no spans: point each problem at the construct it is about.
            let diagnostics: Vec<Diagnostic> = valid::validate_subjects(&game)
                .into_iter()
                .map(|(mut d, subject)| {
                    if d.span.is_none() {
                        d.span = locate(&tree, subject);
                    }
                    d
                })
                .collect();
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

/// Where in the expanded `(game ..)` a validation problem belongs: the first `(players ..)`,
/// `(board ..)` (or another board ludeme) or `(equipment ..)`, else the game's name.
fn locate(game: &Node, subject: valid::Subject) -> Option<crate::diag::Span> {
    let heads: &[&str] = match subject {
        valid::Subject::Players => &["players"],
        valid::Subject::Board => &["board", "mancalaBoard", "surakartaBoard", "boardless"],
        valid::Subject::Pieces => &["equipment"],
        valid::Subject::Game => &[],
    };
    // Breadth first, with a queue: the first such call is the game's own, not a nested one.
    let mut queue = std::collections::VecDeque::from([game]);
    while let Some(node) = queue.pop_front() {
        match node {
            Node::Call { head, args, span, .. } => {
                if heads.contains(&head.as_str()) {
                    return Some(*span);
                }
                queue.extend(args);
            }
            Node::List { items, .. } => queue.extend(items),
            Node::Named { value, .. } => queue.push_back(&**value),
            _ => {}
        }
    }
    match game {
        Node::Call { args, head_span, .. } => Some(args.first().map_or(*head_span, Node::span)),
        _ => Some(game.span()),
    }
}

/// [`locate`] for a JSON spec: the first key naming the part (`"players"`, `"topology"`,
/// `"entity_schemas"`), else the start of the text.
fn locate_json(
    text: &str,
    file: crate::diag::FileId,
    subject: valid::Subject,
) -> crate::diag::Span {
    let key = match subject {
        valid::Subject::Players => "\"players\"",
        valid::Subject::Board => "\"topology\"",
        valid::Subject::Pieces => "\"entity_schemas\"",
        valid::Subject::Game => "",
    };
    match text.find(key).filter(|_| !key.is_empty()) {
        Some(i) => crate::diag::Span::new(file, i, i + key.len()),
        None => crate::diag::Span::new(file, 0, 0),
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
    if let Some(long) = [Some(file), pos]
        .into_iter()
        .flatten()
        .find(|&f| sources.text(f).len() > MAX_DESCRIPTION_BYTES)
    {
        return Err(too_long(sources, long));
    }
    match crate::front::json::compile(&sources, file, pos) {
        Ok(game) => {
            let text = sources.text(file);
            let diagnostics: Vec<Diagnostic> = valid::validate_subjects(&game)
                .into_iter()
                .map(|(mut d, subject)| {
                    if d.span.is_none() {
                        d.span = Some(locate_json(text, file, subject));
                    }
                    d
                })
                .collect();
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

/// Compiles a card game in G_cardgame (`docs/cards-spec.md`).
pub fn compile_cards(file_name: &str, text: &str) -> Result<Compiled, (Stage, Failure)> {
    let mut sources = SourceMap::new();
    let file = sources.add(file_name, text);
    if text.len() > MAX_DESCRIPTION_BYTES {
        return Err(too_long(sources, file));
    }
    match crate::front::cards::compile(&sources, file) {
        Ok(game) => {
            let diagnostics: Vec<Diagnostic> = valid::validate_subjects(&game)
                .into_iter()
                .map(|(mut d, _)| {
                    if d.span.is_none() {
                        d.span = Some(crate::diag::Span::new(file, 0, 0));
                    }
                    d
                })
                .collect();
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
