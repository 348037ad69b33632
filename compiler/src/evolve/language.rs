//! A description language as grammar-guided GP needs it: the pest grammar its texts are
//! derived from, the rule a whole text starts at, the known games that seed a population, the
//! rule whose applications count as stages (the FDG cascade removes games with more than ten),
//! and a compiler from text to a playable game.
//!
//! This is the plug-in point of a front end written in pest (the card language): it fills a
//! [`GrammarLanguage`] and adds one arm to [`by_name`]; `ludemic evolve --algo gp --language
//! NAME` then evolves its texts with the FDG set-up ([`super::fdg_gp`]).

use ludemic_runtime::DynHandle;

/// What a language's games share and its texts do not say (the card language's axioms: the
/// number of players P and of face-up table locations T). The FDG paper ran P = 3, T = 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Axioms {
    pub players: usize,
    pub tables: usize,
}

impl Default for Axioms {
    fn default() -> Self {
        Axioms { players: 3, tables: 2 }
    }
}

/// Compiles one text into a game, or says why not (the first diagnostic is enough: a failed
/// candidate is counted by reason, not shown).
pub type CompileFn = dyn Fn(&str, &Axioms) -> Result<DynHandle, String> + Send + Sync;

pub struct GrammarLanguage {
    /// As `--language` names it.
    pub name: &'static str,
    /// File extension of its texts (`cards`), for seeds read from files and the winner written.
    pub extension: &'static str,
    /// The pest grammar, as text (the front end's own `.pest` file, `include_str!`d).
    pub grammar: &'static str,
    /// The rule a whole description starts at.
    pub start: &'static str,
    /// The rule whose applications count as stages for the cascade (`None`: every game has 0).
    pub stage_rule: Option<&'static str>,
    /// Known games that seed the population: (name, text).
    pub seeds: Vec<(&'static str, &'static str)>,
    pub compile: Box<CompileFn>,
}

/// The grammar languages `ludemic evolve --algo gp --language NAME` knows: the card language
/// (`super::cards`) and `race`, a toy one that tests the loop.
pub fn by_name(name: &str) -> Option<GrammarLanguage> {
    match name {
        "race" => Some(super::race::language()),
        "cards" => Some(super::cards::language()),
        _ => None,
    }
}

/// Names `by_name` accepts, for messages.
pub const NAMES: &[&str] = &["cards", "race"];
