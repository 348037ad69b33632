//! The card-game language (`front::cards`, docs/cards-spec.md) as a grammar language of the FDG
//! paper's evolutionary system (`fdg_gp`): genomes are derivation trees of `cards.pest`, the
//! population is seeded with the bundled hold 'em, blackjack and UNO, and a candidate is compiled
//! to the JIT with the paper's axioms.

use ludemic_runtime::DynHandle;

use super::language::{Axioms, GrammarLanguage};
use crate::diag::{SourceMap, Span};
use crate::front::cards;

/// The seeds: the grammar paper's three games, as written in games/.
pub const SEEDS: &[(&str, &str)] = &[
    ("texas-holdem", include_str!("../../../games/texas-holdem.cards")),
    ("blackjack", include_str!("../../../games/blackjack.cards")),
    ("uno", include_str!("../../../games/uno.cards")),
];

pub fn language() -> GrammarLanguage {
    GrammarLanguage {
        name: "cards",
        extension: "cards",
        grammar: cards::GRAMMAR,
        start: "game",
        stage_rule: Some("stage"),
        seeds: SEEDS.to_vec(),
        compile: Box::new(compile),
    }
}

/// A candidate's game: `P` players unless its text says otherwise (`Players: n`, which the
/// seeds write), and at most `T` table locations (the paper's axioms: a game naming T2 when
/// T = 2 is not of this set-up and is refused).
fn compile(text: &str, axioms: &Axioms) -> Result<DynHandle, String> {
    let mut sources = SourceMap::new();
    let file = sources.add("candidate.cards", text);
    let mut ast = cards::parse::parse(file, text).map_err(|d| d.message)?;
    if ast.players.is_none() {
        ast.players = Some((axioms.players as u32, Span::new(file, 0, 0)));
    }
    let game = cards::lower::lower(&ast, Span::new(file, 0, text.len())).map_err(|d| d.message)?;
    let rules = game.state_rules.as_ref().ok_or("a card game has state-driven rules")?;
    let tables = rules.zones.iter().filter(|z| z.name.starts_with('T')).count();
    if tables > axioms.tables {
        return Err(format!("names {tables} tables; the set-up has {}", axioms.tables));
    }
    let kernel = crate::lower::lower(&game).map_err(|e| format!("no kernel: {e}"))?;
    let jit = crate::back::jit::compile(&kernel).map_err(|e| format!("the JIT refused it: {e}"))?;
    Ok(DynHandle::new(jit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludemic_runtime::Game;

    #[test]
    fn the_seeds_compile_with_the_papers_axioms() {
        let lang = language();
        for (name, text) in &lang.seeds {
            let g =
                (lang.compile)(text, &Axioms::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(g.has_hidden_information(), "{name}: hands are hidden");
        }
    }

    /// GP reads the seeds into derivation trees and prints them back: the printed texts are
    /// the same games (a title reads to the end of its line, so a newline must follow it).
    #[test]
    fn seeds_printed_from_their_derivation_trees_compile() {
        let lang = language();
        let grammar = crate::evolve::pest_gp::PestGrammar::new(lang.grammar, lang.start).unwrap();
        for (name, text) in &lang.seeds {
            let tree = grammar.parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            let printed = grammar.text(&tree);
            (lang.compile)(&printed, &Axioms::default())
                .unwrap_or_else(|e| panic!("{name} printed back: {e}\n{printed}"));
        }
    }

    #[test]
    fn a_game_beyond_the_tables_of_the_setup_is_refused() {
        let text = include_str!("../../../games/ant-and-grasshopper.cards");
        let one_table = Axioms { players: 3, tables: 1 };
        let wide = (language().compile)(text, &one_table).err().expect("T1 is beyond one table");
        assert!(wide.contains("tables"), "{wide}");
        assert!((language().compile)(text, &Axioms::default()).is_ok());
    }
}
