//! The validator: checks a Game IR for what the lowering cannot rule out by construction, so
//! back ends may rely on it (indices in range, sizes within the state layout's limits).

use crate::diag::Diagnostic;
use crate::game_ir::puzzle::Constraint;
use crate::game_ir::{ContainerKind, Game, Moves, Target};

/// Most sites and levels the state layouts support.
pub const MAX_SITES: usize = 65_535;
pub const MAX_COMPONENTS: usize = 255;
/// Most sites a deduction puzzle may have.
pub const MAX_PUZZLE_SITES: usize = 1024;

/// The part of a description a problem is about, for a front end to point at it (the IR keeps
/// no spans).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The number of players: `(players ..)`.
    Players,
    /// The board's size: `(board ..)`.
    Board,
    /// The pieces: `(equipment ..)`.
    Pieces,
    /// Anything else: the game as a whole.
    Game,
}

/// Problems that make a game unplayable; empty when it is valid.
pub fn validate(game: &Game) -> Vec<Diagnostic> {
    validate_subjects(game).into_iter().map(|(d, _)| d).collect()
}

/// [`validate`], each problem with the part of the description it is about.
pub fn validate_subjects(game: &Game) -> Vec<(Diagnostic, Subject)> {
    let mut located = Vec::new();
    let n = game.num_players();
    if n == 0 || n > ludemic_runtime::MAX_PLAYERS {
        let m =
            format!("a game needs 1 to {} players, this one has {n}", ludemic_runtime::MAX_PLAYERS);
        located.push((Diagnostic::error(m, None), Subject::Players));
    }
    if game.num_sites() > MAX_SITES {
        let m = format!("{} sites is more than the {MAX_SITES} ludemic supports", game.num_sites());
        located.push((Diagnostic::error(m, None), Subject::Board));
    }
    if game.components.len() > MAX_COMPONENTS {
        let m = format!(
            "{} piece kinds is more than the {MAX_COMPONENTS} ludemic supports",
            game.components.len()
        );
        located.push((Diagnostic::error(m, None), Subject::Pieces));
    }
    let mut out = Vec::new();
    let mut err = |m: String| out.push(Diagnostic::error(m, None));
    if game.events.len() > 31 {
        err(format!("{} trigger events is more than the 31 ludemic supports", game.events.len()));
    }
    if game.phases.is_empty() && game.state_rules.is_none() && game.puzzle.is_none() {
        err("the game has no play rules".to_string());
    }
    let mut next_site = 0;
    for c in &game.containers {
        // Sites may be left unused between containers (Ludii's hands after a vertex board with
        // more cells than vertices), never shared.
        if c.first_site < next_site {
            err(format!("container {} starts at site {}, inside the previous container (which ends at {next_site})", c.name, c.first_site));
        }
        next_site = c.first_site + c.num_sites;
        // A shared hand (`(hand Shared)`) belongs to player n + 1, as shared pieces do.
        if let ContainerKind::Hand { owner } = c.kind {
            if owner as usize > n + 1 {
                err(format!(
                    "hand {} belongs to player {owner}, but the game has {n} players",
                    c.name
                ));
            }
        }
    }
    for c in &game.components {
        if c.owner as usize > n + 1 {
            err(format!(
                "piece {} belongs to player {}, but the game has {n} players",
                c.name, c.owner
            ));
        }
    }
    for c in &game.components {
        if c.moves.as_ref().is_some_and(defers_to_pieces) {
            err(format!(
                "the moves of piece {} use `(forEach Piece)` without moves of their own: a piece's moves \
                 cannot be the pieces' moves (they would be defined by themselves)",
                c.name
            ));
        }
    }
    for r in &game.start {
        if r.component >= game.components.len() {
            err("a start rule places an unknown piece".to_string());
        }
        if let Some(&s) = r.sites.iter().find(|&&s| s >= game.num_sites()) {
            err(format!(
                "a start rule places a piece on site {s}, outside the game's {} sites",
                game.num_sites()
            ));
        }
    }
    // Hidden flags are kept per site (and level), per player (`game_ir::hidden::SetHidden`).
    if !game.start_hidden.is_empty() && !game.hidden_flags {
        err("the game sets hidden flags at the start but keeps none".to_string());
    }
    if game.hidden_flags && game.stacking {
        err("hidden flags in a stacking game (ludemic keeps them per site, not per stack level)"
            .to_string());
    }
    for h in &game.start_hidden {
        if let crate::game_ir::PlayerRef::Id(p) = h.to {
            if p as usize > n {
                err(format!(
                    "a start rule hides sites from player {p}, but the game has {n} players"
                ));
            }
        }
    }
    if let Some(p) = &game.puzzle {
        // Each legal-move query checks every value of every variable against every constraint:
        // a (square 63) magic square spent minutes on its first moves. The corpus's largest
        // puzzle has 81 sites.
        if p.sites > MAX_PUZZLE_SITES {
            err(format!(
                "a puzzle of {} sites is more than the {MAX_PUZZLE_SITES} ludemic supports",
                p.sites
            ));
        }
        // The interpreter keeps a site's candidate values as bits of a u32 and indexes its
        // state by site: both panicked on mutated puzzles (found by tests/fuzz.rs).
        if p.max > 31 || p.min > p.max {
            err(format!(
                "a puzzle's values go from {} to {}: ludemic supports values from 0 to 31",
                p.min, p.max
            ));
        }
        let groups = p.constraints.iter().flat_map(|c| -> Vec<&[usize]> {
            match c {
                Constraint::AllDifferent { groups, .. } => {
                    groups.iter().map(Vec::as_slice).collect()
                }
                Constraint::Sum { groups } | Constraint::Count { groups, .. } => {
                    groups.iter().map(|(g, _)| g.as_slice()).collect()
                }
                Constraint::Blank { sites } => vec![sites.as_slice()],
            }
        });
        let mut sites = p.vars.iter().chain(&p.constrained).chain(p.given.iter().map(|(s, _)| s));
        if let Some(s) =
            sites.find(|&&s| s >= p.sites).or_else(|| groups.flatten().find(|&&s| s >= p.sites))
        {
            err(format!("the puzzle names site {s}, but its board has {} sites", p.sites));
        }
        if let Some((s, v)) = p.given.iter().find(|(_, v)| *v > 31) {
            err(format!("the puzzle starts site {s} at {v}: ludemic supports values from 0 to 31"));
        }
    }
    for p in &game.phases {
        for np in &p.next {
            if np.phase >= game.phases.len() {
                err(format!("phase {} moves on to a phase that does not exist", p.name));
            }
        }
    }
    located.extend(out.into_iter().map(|d| (d, Subject::Game)));
    located
}

/// Whether `m` contains a `(forEach Piece)` that runs the pieces' own moves.
fn defers_to_pieces(m: &Moves) -> bool {
    let target = |t: &Target| t.effect.as_deref().is_some_and(defers_to_pieces);
    match m {
        Moves::ForEachPiece { moves: None, .. } => true,
        Moves::ForEachPiece { moves: Some(m), .. }
        | Moves::ForEachSite { moves: m, .. }
        | Moves::ForEachLevel { moves: m, .. }
        | Moves::ForEachDirection { moves: m, .. }
        | Moves::Append(m)
        | Moves::MaxMoves(m)
        | Moves::Do { prior: m, .. }
        | Moves::Custodial { effect: m, .. }
        | Moves::Surround { effect: m, .. }
        | Moves::Intervene { effect: m, .. }
        | Moves::Directional { effect: m, .. }
        | Moves::Enclose { effect: m, .. } => defers_to_pieces(m),
        Moves::Or(v) | Moves::Priority(v) | Moves::And(v) => v.iter().any(defers_to_pieces),
        Moves::AllCombinations(a, b)
        | Moves::Then { moves: a, then: b }
        | Moves::DoNext { prior: a, next: b } => defers_to_pieces(a) || defers_to_pieces(b),
        Moves::If { then, otherwise, .. } => {
            defers_to_pieces(then) || otherwise.as_deref().is_some_and(defers_to_pieces)
        }
        Moves::Add { target: t, .. }
        | Moves::FromTo { target: t, .. }
        | Moves::Step { target: t, .. }
        | Moves::Slide { target: t, .. }
        | Moves::SlideTrack { target: t, .. }
        | Moves::Leap { target: t, .. } => target(t),
        Moves::Hop { target: t, between_effect, .. }
        | Moves::HopFar { target: t, between_effect, .. } => {
            target(t) || between_effect.as_deref().is_some_and(defers_to_pieces)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    // The validator is exercised on every lowered game by the driver's tests and the oracle
    // tests; a game that passes lowering but breaks an invariant is built by hand in tests/.
}
