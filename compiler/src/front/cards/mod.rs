//! The card-game front end (docs/cards-spec.md): G_cardgame, the language of Font, Mahlmann,
//! Manrique and Togelius (2013), as a pest grammar (`cards.pest`, also what evolution derives
//! games from) → syntax with spans (`ast`, `parse`) → the Game IR's state-driven rules
//! (`lower`), the model the JSON front end uses, so every back end runs card games unchanged.

pub mod ast;
pub mod lower;
pub mod parse;

use crate::diag::{Diagnostic, FileId, SourceMap, Span};
use crate::game_ir::Game;

/// The grammar's text, for tools that derive games from it (evolution, through pest_meta).
pub const GRAMMAR: &str = include_str!("cards.pest");

/// Compiles the card game held in `sources` as `file`.
pub fn compile(sources: &SourceMap, file: FileId) -> Result<Game, Diagnostic> {
    let text = sources.text(file);
    let game = parse::parse(file, text)?;
    lower::lower(&game, Span::new(file, 0, text.len()))
}
