//! The IR's text form (`ludemic ir FILE`): one line per declaration, rules as indented trees.
//! Snapshot tests compare it, so it is deterministic and stable.

use std::fmt::Write;

use super::*;

/// The IR as readable text.
pub fn to_text(game: &Game) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "game {:?}", game.name);
    for (i, p) in game.players.iter().enumerate() {
        let _ = writeln!(out, "player {} {}{}", i + 1, p.name, p.facing.map_or(String::new(), |d| format!(" facing {d:?}")));
    }
    let b = &game.board;
    let _ = writeln!(
        out,
        "board {:?} sites={} (cells={} vertices={} edges={}) dirs={:?}",
        b.site_type,
        b.num_sites(),
        b.num_cells,
        b.num_vertices,
        b.num_edges,
        b.supported_dirs()
    );
    for c in &game.containers {
        let _ = writeln!(out, "container {} {:?} sites {}..{}", c.name, c.kind, c.first_site, c.first_site + c.num_sites);
    }
    for (i, c) in game.components.iter().enumerate() {
        let _ = write!(out, "component {} {} owner={}", i + 1, c.name, c.owner);
        if let Some(f) = c.facing {
            let _ = write!(out, " facing={f:?}");
        }
        if let Some((a, b)) = c.flips {
            let _ = write!(out, " flips=({a},{b})");
        }
        out.push('\n');
        if let Some(m) = &c.moves {
            tree(&mut out, 1, &format!("{m:#?}"));
        }
    }
    for r in &game.regions {
        let _ = writeln!(out, "region {:?} owner={} parts={:?}", r.name.as_deref().unwrap_or("-"), r.owner, r.parts);
    }
    if game.stacking {
        let _ = writeln!(out, "stacking levels={}", game.max_levels);
    }
    if game.swap_rule {
        let _ = writeln!(out, "meta swap");
    }
    if !game.events.is_empty() {
        let _ = writeln!(out, "events {:?}", game.events);
    }
    for s in &game.start {
        let _ = writeln!(
            out,
            "start place {} at {:?} count={} state={}",
            game.components[s.component].name,
            s.sites,
            s.count,
            s.state
        );
    }
    for (i, p) in game.phases.iter().enumerate() {
        let _ = writeln!(out, "phase {i} {:?}", p.name);
        tree(&mut out, 1, &format!("play {:#?}", p.play));
        for (cond, next) in &p.next {
            tree(&mut out, 1, &format!("next phase {next} when {cond:#?}"));
        }
    }
    for e in &game.end {
        tree(&mut out, 0, &format!("end {:?} when {:#?}", e.result, e.condition));
    }
    out
}

/// Writes a multi-line block indented by `depth` levels.
fn tree(out: &mut String, depth: usize, text: &str) {
    for line in text.lines() {
        for _ in 0..depth {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
}
