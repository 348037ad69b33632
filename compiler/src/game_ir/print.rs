//! The IR's text form.

use super::Game;

/// The IR as readable text (`ludemic ir FILE`).
pub fn to_text(game: &Game) -> String {
    format!("game {:?}\n", game.name)
}
