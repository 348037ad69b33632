//! `ludemic check` and `ludemic ir`.

use std::path::Path;

use super::input::{compile_file, Backend, Exit, SourceArgs};
use crate::game_ir;

/// Parses, expands and lowers; prints the diagnostics (exit 1) or one line saying what it got.
pub fn check(file: &Path, source: &SourceArgs) -> Result<(), Exit> {
    let compiled = compile_file(file, source)?;
    let game = Backend::Interp.instantiate(&compiled)?.game;
    println!(
        "{}: OK: \"{}\", {} players, parsed, expanded and lowered",
        file.display(),
        compiled.game.name,
        game.0.num_players()
    );
    Ok(())
}

/// Prints the Game IR's text form.
pub fn ir(file: &Path, source: &SourceArgs) -> Result<(), Exit> {
    let compiled = compile_file(file, source)?;
    super::emit(&game_ir::print::to_text(&compiled.game));
    Ok(())
}
