//! The IR's text form (`ludemic ir FILE`): declarations one per line, rules as indented
//! S-expressions in the IR's own vocabulary (not Ludii's), with every name resolved (pieces as
//! `#what:Name`, regions as site lists). Snapshot tests compare it, so it is deterministic.

use std::fmt::Write;

use super::board::Dir;
use super::*;

/// The IR as readable text.
pub fn to_text(game: &Game) -> String {
    let mut p = Printer { game, out: String::new() };
    p.game();
    p.out
}

struct Printer<'g> {
    game: &'g Game,
    out: String,
}

impl Printer<'_> {
    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A deduction puzzle: its values, variables, start and constraints (one line per group).
    fn puzzle(&mut self, p: &puzzle::Puzzle) {
        self.line(0, &format!("puzzle on {:?} sites, values {}..={}", p.site_type, p.min, p.max));
        self.line(1, &format!("variables {}", sites(&p.vars)));
        self.line(1, &format!("constrained {}", sites(&p.constrained)));
        let given: Vec<String> = p.given.iter().map(|(s, v)| format!("{s}={v}")).collect();
        self.line(1, &format!("given {{{}}}", given.join(" ")));
        for c in &p.constraints {
            match c {
                puzzle::Constraint::AllDifferent { groups, except, gated } => {
                    let gate = if *gated { " (when the first site shows a value)" } else { "" };
                    self.line(1, &format!("all different except {except:?}{gate}"));
                    for g in groups {
                        self.line(2, &sites(g));
                    }
                }
                puzzle::Constraint::Sum { groups } => {
                    self.line(1, "sum");
                    for (g, t) in groups {
                        self.line(2, &format!("{} = {t}", sites(g)));
                    }
                }
                puzzle::Constraint::Blank { sites: v } => {
                    self.line(1, &format!("blank {}", sites(v)));
                }
                puzzle::Constraint::Count { value, groups } => {
                    self.line(1, &format!("count of {value}"));
                    for (g, t) in groups {
                        self.line(2, &format!("{} = {t}", sites(g)));
                    }
                }
            }
        }
    }

    fn game(&mut self) {
        let g = self.game;
        self.line(0, &format!("game {:?}", g.name));
        for (i, p) in g.players.iter().enumerate() {
            let facing = p.facing.map_or(String::new(), |d| format!(" facing {d:?}"));
            self.line(0, &format!("player {}{facing}", i + 1));
        }
        let b = &g.board;
        self.line(
            0,
            &format!(
                "board {:?} sites {} (cells {}, vertices {}, edges {}) directions {}",
                b.site_type,
                b.num_sites(),
                b.num_cells,
                b.num_vertices,
                b.num_edges,
                dirs(b.supported_dirs())
            ),
        );
        for c in &g.containers {
            let kind = match c.kind {
                ContainerKind::Board => "board".to_string(),
                ContainerKind::Hand { owner } => format!("hand of player {owner}"),
                ContainerKind::Dice => "dice".to_string(),
            };
            self.line(
                0,
                &format!(
                    "container {:?} {kind} sites {}..{}",
                    c.name,
                    c.first_site,
                    c.first_site + c.num_sites
                ),
            );
        }
        if g.stacking {
            self.line(0, &format!("stacking up to {} levels", g.max_levels));
        }
        if g.on_track_indices {
            self.line(0, "counts the pieces on each track element");
        }
        if let Some(d) = &g.dice {
            // The sequential faces of Ludii's `from:` print as a range.
            let same = d.pips.iter().all(|p| *p == d.pips[0]);
            let faces = match d.sequential_from(0) {
                Some(from) if same => format!("faces {} worth {from}..", d.faces(0)),
                _ if same => format!("faces worth {:?}", d.pips[0]),
                _ => format!("faces by die worth {:?}", d.pips),
            };
            self.line(0, &format!("dice {} on sites {}.. {faces}", d.num, d.first_site));
        }
        if let Some(rules) = &g.state_rules {
            rules.to_text(&mut self.out);
        }
        if let Some(p) = &g.puzzle {
            self.puzzle(p);
        }
        for (i, c) in g.components.iter().enumerate() {
            let mut s = format!("piece #{} {:?} owner {}", i + 1, c.name, c.owner);
            if let Some(f) = c.facing {
                let _ = write!(s, " facing {f:?}");
            }
            if let Some((a, b)) = c.flips {
                let _ = write!(s, " flips {a} {b}");
            }
            self.line(0, &s);
            if let Some(m) = &c.moves {
                self.moves(1, m);
            }
        }
        for r in &g.regions {
            let parts: Vec<String> = r.parts.iter().map(|p| sites(p)).collect();
            self.line(
                0,
                &format!(
                    "region {} owner {} {}",
                    r.name.as_deref().map_or("-".into(), |n| format!("{n:?}")),
                    r.owner,
                    parts.join(" ")
                ),
            );
        }
        for t in &g.tracks {
            let mut s = format!(
                "track {:?} owner {} {}",
                t.name,
                t.owner,
                t.sites.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
            );
            if t.looped {
                s.push_str(" looped");
            }
            if t.directed {
                s.push_str(" directed");
            }
            let bumped: Vec<String> =
                (0..t.sites.len()).filter(|&i| t.bump(i) > 0).map(|i| i.to_string()).collect();
            if !bumped.is_empty() {
                let _ = write!(s, " bumps at {}", bumped.join(","));
            }
            self.line(0, &s);
        }
        if g.swap_rule {
            self.line(0, "meta swap");
        }
        if g.no_repeat {
            self.line(0, "meta no repeat");
        }
        if let Some(m) = g.sequence_capture {
            let name = &g.memories[m].name;
            self.line(0, &format!("meta sequence capture: the pieces on (remembered {name:?}) removed as the turn ends"));
        }
        if let Some(m) = g.visited {
            let name = &g.memories[m].name;
            self.line(
                0,
                &format!("meta visited: the sites of the turn's moves in (remembered {name:?})"),
            );
        }
        for (i, e) in g.events.iter().enumerate() {
            self.line(0, &format!("event {i} {e:?}"));
        }
        for s in &g.start {
            let mut t = format!("start place {} {}", self.piece_name(s.component), sites(&s.sites));
            if s.count != 1 {
                let _ = write!(t, " count {}", s.count);
            }
            if s.state != 0 {
                let _ = write!(t, " state {}", s.state);
            }
            if s.value != 0 {
                let _ = write!(t, " value {}", s.value);
            }
            if let Some(who) = s.who {
                let _ = write!(t, " owned by {who}");
            }
            self.line(0, &t);
        }
        if g.hidden_flags {
            self.line(0, "meta hidden flags: per player, site and level; move histories kept");
        }
        for h in &g.start_hidden {
            let t = format!("start {}", self.set_hidden(h));
            self.line(0, &t);
        }
        for (i, ph) in g.phases.iter().enumerate() {
            match ph.owner {
                Some(o) => self.line(0, &format!("phase {i} {:?} of P{o}", ph.name)),
                None => self.line(0, &format!("phase {i} {:?}", ph.name)),
            }
            match &ph.roll {
                Some(BoolExpr::Const(true)) => self.line(1, "roll the dice, then"),
                Some(c) => {
                    let c = self.cond(c);
                    self.line(1, &format!("roll the dice if {c}, then"))
                }
                None => {}
            }
            if let Some(then) = &ph.roll_then {
                self.line(1, "after the roll:");
                self.moves(2, then);
            }
            self.moves(1, &ph.play);
            if ph.forced_pass.is_some() {
                self.line(1, "the forced pass has the consequences too");
            }
            for np in &ph.next {
                let c = self.cond(&np.cond);
                let who = match np.who {
                    PlayerRef::All => String::new(),
                    w => format!(" for {}", player(w)),
                };
                self.line(1, &format!("next phase {}{who} when {c}", np.phase));
            }
            if !ph.ends {
                self.line(1, "no end rules checked: passing never ends the game");
            }
        }
        for e in &g.end {
            let result = match e.result {
                EndResult::Result { who, outcome } => format!("{} {outcome:?}", player(who)),
                EndResult::ByScore => "by score".to_string(),
                EndResult::TeamWin(t) => format!("{} Win", team(t)),
            };
            let c = self.cond(&e.condition);
            self.line(0, &format!("end {result} when {c}"));
            for (who, v) in &e.final_scores {
                let t = format!("final score of {} is {}", player(*who), self.int(v));
                self.line(1, &t);
            }
        }
    }

    fn set_hidden(&self, h: &crate::game_ir::hidden::SetHidden) -> String {
        let mut t = format!(
            "set hidden {} of {} to {} for {}",
            aspects(h.aspects),
            self.region(&h.sites),
            self.cond(&h.value),
            player(h.to)
        );
        if let Some(l) = &h.level {
            let _ = write!(t, " at level {}", self.int(l));
        }
        t
    }

    fn piece_name(&self, component: usize) -> String {
        format!("#{}:{}", component + 1, self.game.components[component].name)
    }

    fn piece(&self, p: &PieceExpr) -> String {
        match p {
            PieceExpr::Component(c) => self.piece_name(*c),
            PieceExpr::Named { base, owner } => format!("({base:?} of {})", player(*owner)),
            PieceExpr::What(e) => self.int(e),
        }
    }

    fn target(&self, t: &Target, s: &mut String) {
        if let Some(c) = &t.cond {
            let _ = write!(s, " if {}", self.cond(c));
        }
    }

    /// Moves print as a head line, then their nested parts indented.
    fn moves(&mut self, d: usize, m: &Moves) {
        match m {
            Moves::Add { piece, to, target, stack, state } => {
                let mut s = format!(
                    "add {} to {}",
                    piece.as_ref().map_or("mover's piece".into(), |p| self.piece(p)),
                    self.region(to)
                );
                if *stack {
                    s.push_str(" stacked");
                }
                if let Some(st) = state {
                    let _ = write!(s, " state {}", self.int(st));
                }
                self.target(target, &mut s);
                self.line(d, &s);
                self.effect(d, target);
            }
            Moves::FromTo { from, to, target, count, copy, level } => {
                let mut s = format!("move from {} to {}", self.region(from), self.region(to));
                if let Some(n) = count {
                    s.push_str(&format!(" count {}", self.int(n)));
                }
                if *copy {
                    s.push_str(" copy");
                }
                if let Some(l) = level {
                    s.push_str(&format!(" from level {}", self.int(l)));
                }
                self.target(target, &mut s);
                self.line(d, &s);
                self.effect(d, target);
            }
            Moves::Step { from, dirs, target } => {
                let mut s = format!("step from {} {}", self.site(from), self.dirs(dirs));
                self.target(target, &mut s);
                self.line(d, &s);
                self.effect(d, target);
            }
            Moves::Slide { from, dirs, between, target, min_steps, max_steps } => {
                let mut s = format!("slide from {} {}", self.site(from), self.dirs(dirs));
                if (*min_steps, *max_steps) != (1, usize::MAX) {
                    let _ = write!(s, " {min_steps}..={max_steps} steps");
                }
                if let Some(b) = between {
                    let _ = write!(s, " through {}", self.cond(b));
                }
                self.target(target, &mut s);
                self.line(d, &s);
                self.effect(d, target);
            }
            Moves::SlideTrack { from, tracks, after_bump, between, target, to_rule } => {
                let names: Vec<&str> =
                    tracks.iter().map(|&t| self.game.tracks[t].name.as_str()).collect();
                let mut s =
                    format!("slide from {} along tracks [{}]", self.site(from), names.join(", "));
                if *after_bump {
                    s.push_str(" after a loop");
                }
                if let Some(b) = between {
                    let _ = write!(s, " through {}", self.cond(b));
                }
                self.target(target, &mut s);
                if let Some(r) = to_rule {
                    let _ = write!(s, " else moves where {}", self.cond(r));
                }
                self.line(d, &s);
                self.effect(d, target);
            }
            Moves::HopFar { from, dirs, between, between_effect, target, stop, before, after } => {
                let mut s = format!(
                    "hop from {} {} from up to {} sites before to up to {} after",
                    self.site(from),
                    self.dirs(dirs),
                    self.int(before),
                    self.int(after)
                );
                if let Some(b) = between {
                    let _ = write!(s, " over {}", self.cond(b));
                }
                self.target(target, &mut s);
                if let Some(r) = stop {
                    let _ = write!(s, " stopping with a move where {}", self.cond(r));
                }
                self.line(d, &s);
                if let Some(e) = between_effect {
                    self.line(d + 1, "on the hopped site:");
                    self.moves(d + 2, e);
                }
                self.effect(d, target);
            }
            Moves::Hop { from, dirs, between, between_effect, target, range } => {
                let mut s = format!("hop from {} {}", self.site(from), self.dirs(dirs));
                if let Some(r) = range {
                    let _ = write!(s, " {}..={} sites", self.int(&r.0), self.int(&r.1));
                }
                if let Some(b) = between {
                    let _ = write!(s, " over {}", self.cond(b));
                }
                self.target(target, &mut s);
                self.line(d, &s);
                if let Some(e) = between_effect {
                    self.line(d + 1, "on the hopped site:");
                    self.moves(d + 2, e);
                }
                self.effect(d, target);
            }
            Moves::Leap { from, walks, forward_only, target } => {
                let w: Vec<String> = walks.iter().map(|w| format!("{w:?}")).collect();
                let mut s = format!("leap from {} walks {}", self.site(from), w.join(" "));
                if *forward_only {
                    s.push_str(" forward only");
                }
                self.target(target, &mut s);
                self.line(d, &s);
                self.effect(d, target);
            }
            Moves::Shoot { piece, dirs } => {
                let s = format!("shoot {} {} from (last to)", self.piece(piece), self.dirs(dirs));
                self.line(d, &s)
            }
            Moves::ForEachPiece { components, moves, owner, in_hand, levels } => {
                let which = components
                    .as_ref()
                    .map_or("each piece".into(), |c| format!("each piece named {c:?}"));
                let mut whose = if *owner == PlayerRef::Mover {
                    "the mover".to_string()
                } else {
                    player(*owner)
                };
                if *in_hand {
                    whose.push_str(" in hand");
                }
                if *levels {
                    whose.push_str(" at every level");
                }
                match moves {
                    Some(m) => {
                        self.line(d, &format!("for {which} of {whose}:"));
                        self.moves(d + 1, m);
                    }
                    None => self.line(d, &format!("for {which} of {whose}: its own moves")),
                }
            }
            Moves::ForEachSite { region, moves } => {
                let r = self.region(region);
                self.line(d, &format!("for each site of {r}:"));
                self.moves(d + 1, moves);
            }
            Moves::ForEachLevel { site, from_top, moves } => {
                let order = if *from_top { "top first" } else { "bottom first" };
                self.line(d, &format!("for each level of {}, {order}:", self.site(site)));
                self.moves(d + 1, moves);
            }
            Moves::ForEachDirection { from, dirs, of, min, max, between, cond, moves } => {
                let mut s = format!(
                    "for each direction {dirs:?} (of {of:?}) from {}, sites {min}..={max} away",
                    self.site(from)
                );
                if let Some(b) = between {
                    let _ = write!(s, " through {}", self.cond(b));
                }
                if let Some(c) = cond {
                    let _ = write!(s, " while {}", self.cond(c));
                }
                self.line(d, &format!("{s}:"));
                self.moves(d + 1, moves);
            }
            Moves::Intervene { from, dirs, to, effect } => {
                let s = format!(
                    "intervene from {} {dirs:?} between two of {}",
                    self.site(from),
                    self.cond(to)
                );
                self.line(d, &s);
                self.line(d + 1, "on each side:");
                self.moves(d + 2, effect);
            }
            Moves::Surround { from, dirs, between, effect, to, except } => {
                let s = format!(
                    "surround from {} {dirs:?} each of {} enclosed by {} (at most {except} open)",
                    self.site(from),
                    self.cond(between),
                    self.cond(to)
                );
                self.line(d, &s);
                self.line(d + 1, "on each surrounded site:");
                self.moves(d + 2, effect);
            }
            Moves::Enclose { from, dirs, between, effect } => {
                let s = format!(
                    "enclose from {} {dirs:?} groups of {} without liberties",
                    self.site(from),
                    self.cond(between)
                );
                self.line(d, &s);
                self.line(d + 1, "on each enclosed site:");
                self.moves(d + 2, effect);
            }
            Moves::Custodial { from, dirs, between, effect, to, max } => {
                let mut s = format!(
                    "custodial from {} {dirs:?} flanking {} closed by {}",
                    self.site(from),
                    self.cond(between),
                    self.cond(to)
                );
                if let Some(m) = max {
                    let _ = write!(s, " (at most {m})");
                }
                self.line(d, &s);
                self.line(d + 1, "on each flanked site:");
                self.moves(d + 2, effect);
            }
            Moves::Or(list) => self.list(d, "any of", list),
            Moves::And(list) => self.list(d, "all together", list),
            Moves::Priority(list) => self.list(d, "the first non-empty of", list),
            Moves::AllCombinations(a, b) => {
                self.list(d, "each pair of", &[(**a).clone(), (**b).clone()])
            }
            Moves::MaxMoves(inner) => {
                self.line(d, "those whose turn goes on longest of:");
                self.moves(d + 1, inner);
            }
            Moves::Append(inner) => {
                self.line(d, "merged into one move:");
                self.moves(d + 1, inner);
            }
            Moves::If { cond, then, otherwise } => {
                let c = self.cond(cond);
                self.line(d, &format!("if {c}:"));
                self.moves(d + 1, then);
                if let Some(o) = otherwise {
                    self.line(d, "else:");
                    self.moves(d + 1, o);
                }
            }
            Moves::Do { prior, after } => {
                let c = self.cond(after);
                self.line(d, &format!("those after which {c}:"));
                self.moves(d + 1, prior);
            }
            Moves::DoNext { prior, next } => {
                self.line(d, "once these are played:");
                self.moves(d + 1, prior);
                self.line(d, "the moves of:");
                self.moves(d + 1, next);
            }
            Moves::Then { moves, then } => {
                self.moves(d, moves);
                self.line(d, "then:");
                self.moves(d + 1, then);
            }
            Moves::Pass => self.line(d, "pass"),
            Moves::Propose(v) => self.line(d, &format!("propose vote string {v}")),
            Moves::Vote(v) => self.line(d, &format!("vote vote string {v}")),
            Moves::SetState { site: s, level, value } => {
                let at = match level {
                    Some(l) => format!(" at level {}", self.int(l)),
                    None => String::new(),
                };
                let t = format!("set state of {}{at} to {}", self.site(s), self.int(value));
                self.line(d, &t)
            }
            Moves::SetHidden(h) => {
                let t = self.set_hidden(h);
                self.line(d, &t)
            }
            Moves::Note => self.line(d, "note"),
            Moves::SetValue { site: s, value } => {
                let t = format!("set value of {} to {}", self.site(s), self.int(value));
                self.line(d, &t)
            }
            Moves::Select { from, cond, to, to_cond } => {
                let mut t = format!("select from {}", self.region(from));
                if let Some(c) = cond {
                    let _ = write!(t, " if {}", self.cond(c));
                }
                if let Some(r) = to {
                    let _ = write!(t, " to {}", self.region(r));
                }
                if let Some(c) = to_cond {
                    let _ = write!(t, " if {}", self.cond(c));
                }
                self.line(d, &t)
            }
            Moves::Directional { from, toward, cond, effect } => {
                let s = format!(
                    "directional from {} along the directions from {} to {} while {}",
                    self.site(from),
                    self.site(&toward.0),
                    self.site(&toward.1),
                    self.cond(cond)
                );
                self.line(d, &s);
                self.line(d + 1, "on each site:");
                self.moves(d + 2, effect);
            }
            Moves::Sow(sow) => {
                let mut t = format!("sow from {} along track {}", self.site(&sow.start), sow.track);
                if let Some(c) = &sow.count {
                    let _ = write!(t, " count {}", self.int(c));
                }
                if sow.per_hole != 1 {
                    let _ = write!(t, " {} per hole", sow.per_hole);
                }
                if !sow.include_self {
                    t.push_str(" skipping the origin");
                }
                if !matches!(sow.origin, BoolExpr::Const(false)) {
                    let _ = write!(t, " first into the origin if {}", self.cond(&sow.origin));
                }
                if let Some(c) = &sow.skip_if {
                    let _ = write!(t, " skip if {}", self.cond(c));
                }
                self.line(d, &t);
                if let Some(c) = &sow.capture {
                    let t = format!("capture while {}", self.cond(c));
                    self.line(d + 1, &t);
                }
                if let Some(c) = &sow.backtracking {
                    let t = format!("backtracking while {}", self.cond(c));
                    self.line(d + 1, &t);
                }
                if let Some(e) = &sow.apply {
                    self.line(d + 1, "on each capture:");
                    self.moves(d + 2, e);
                }
            }
            Moves::MoveCount { from, to, count } => {
                let t = format!(
                    "move {} pieces from {} to {}",
                    self.int(count),
                    self.site(from),
                    self.site(to)
                );
                self.line(d, &t)
            }
            Moves::Remove(s) => self.line(d, &format!("remove {}", self.site(s))),
            Moves::RemoveLevel { site, level } => {
                self.line(d, &format!("remove {} at level {}", self.site(site), self.int(level)))
            }
            Moves::MoveAgain => self.line(d, "move again"),
            Moves::SetNextPlayer(p) => self.line(d, &format!("next player {}", self.int(p))),
            Moves::Promote { site: s, piece } => {
                let t = format!("promote {} to {}", self.site(s), self.piece(piece));
                self.line(d, &t)
            }
            Moves::Flip(s) => self.line(d, &format!("flip {}", self.site(s))),
            Moves::Trigger { event, who } => {
                self.line(d, &format!("trigger event {event} for {}", player(*who)))
            }
            Moves::SetScore { who, value, add } => {
                let t = match add {
                    false => format!("set score of {} to {}", player(*who), self.int(value)),
                    true => format!("add {} to score of {}", self.int(value), player(*who)),
                };
                self.line(d, &t)
            }
            Moves::Remember { memory, value, unique } => {
                let t = format!(
                    "remember {} in {:?}{}",
                    self.int(value),
                    self.game.memories[*memory].name,
                    if *unique { " once" } else { "" }
                );
                self.line(d, &t)
            }
            Moves::ForDie { die, replay_double, temp, moves } => {
                let double = if *replay_double {
                    format!(", doubles replayed through var {:?}", self.game.vars[*temp])
                } else {
                    String::new()
                };
                self.line(d, &format!("using die {die}{double}:"));
                self.moves(d + 1, moves);
            }
            Moves::Forget { memory, value } => {
                let what = value.as_ref().map_or("all".to_string(), |v| self.int(v));
                let t = format!(
                    "forget {what} in {}",
                    memory.map_or("every memory".to_string(), |m| format!(
                        "{:?}",
                        self.game.memories[m].name
                    ))
                );
                self.line(d, &t)
            }
            Moves::SetVar { var, value } => {
                let t = format!("set var {:?} to {}", self.game.vars[*var], self.int(value));
                self.line(d, &t)
            }
            Moves::SetPlayerVar { first, who, value } => {
                let t = format!(
                    "set var {:?} of {} to {}",
                    self.game.vars[*first],
                    player(*who),
                    self.int(value)
                );
                self.line(d, &t)
            }
            Moves::SetPending(v) => {
                let t = format!("set pending {}", v.as_ref().map_or("1".into(), |v| self.int(v)));
                self.line(d, &t)
            }
            Moves::AddAt { piece, to, state } => {
                let mut t = format!("add {} at {}", self.piece(piece), self.site(to));
                if let Some(st) = state {
                    let _ = write!(t, " state {}", self.int(st));
                }
                self.line(d, &t)
            }
        }
    }

    fn effect(&mut self, d: usize, t: &Target) {
        if let Some(e) = &t.effect {
            self.line(d + 1, "on arrival:");
            self.moves(d + 2, e);
        }
    }

    fn list(&mut self, d: usize, head: &str, list: &[Moves]) {
        self.line(d, &format!("{head}:"));
        for m in list {
            self.moves(d + 1, m);
        }
    }

    /// A [`StepWalk`]: ` along step <dirs> [if <cond>]`.
    fn walk(&self, w: &StepWalk) -> String {
        let cond = w.cond.as_ref().map_or(String::new(), |c| format!(" if {}", self.cond(c)));
        format!(" along step {}{cond}", self.dirs(&w.dirs))
    }

    fn dirs(&self, d: &Dirs) -> String {
        match d {
            Dirs::Set(s) => format!("{s:?}"),
            Dirs::Absolute(v) => dirs(v),
            Dirs::Relative(v, DirSet::Adjacent) => format!("{v:?}"),
            Dirs::Relative(v, of) => format!("{v:?} of {of:?}"),
            Dirs::Difference(a, b) => format!("(difference {} {})", self.dirs(a), self.dirs(b)),
        }
    }

    fn cond(&self, c: &BoolExpr) -> String {
        let two =
            |op: &str, a: &IntExpr, b: &IntExpr| format!("({op} {} {})", self.int(a), self.int(b));
        match c {
            BoolExpr::Const(b) => b.to_string(),
            BoolExpr::Not(x) => format!("(not {})", self.cond(x)),
            BoolExpr::And(xs) => {
                format!("(and {})", xs.iter().map(|x| self.cond(x)).collect::<Vec<_>>().join(" "))
            }
            BoolExpr::Or(xs) => {
                format!("(or {})", xs.iter().map(|x| self.cond(x)).collect::<Vec<_>>().join(" "))
            }
            BoolExpr::Eq(a, b) => two("=", a, b),
            BoolExpr::Ne(a, b) => two("!=", a, b),
            BoolExpr::Lt(a, b) => two("<", a, b),
            BoolExpr::Le(a, b) => two("<=", a, b),
            BoolExpr::Gt(a, b) => two(">", a, b),
            BoolExpr::Ge(a, b) => two(">=", a, b),
            BoolExpr::IsEmpty(s) => format!("(empty {})", self.site(s)),
            BoolExpr::IsOccupied(s) => format!("(occupied {})", self.site(s)),
            BoolExpr::IsEnemy(p) => format!("(enemy {})", self.int(p)),
            BoolExpr::IsFriend(p) => format!("(friend {})", self.int(p)),
            BoolExpr::IsActive(p) => format!("(active {})", self.int(p)),
            BoolExpr::IsIn(s, r) => format!("(in {} {})", self.site(s), self.region(r)),
            BoolExpr::IsEven(e) => format!("(even {})", self.int(e)),
            BoolExpr::IsOdd(e) => format!("(odd {})", self.int(e)),
            BoolExpr::IsPrevMover => "(previous move by mover)".into(),
            BoolExpr::IsLine(q) => {
                let mut s = match q.axis {
                    Some(d) => format!("(line {} along {d:?}", self.int(&q.length)),
                    None => format!("(line {} {:?}", self.int(&q.length), q.dirs),
                };
                if q.exact {
                    s.push_str(" exact");
                }
                if q.by_level {
                    s.push_str(" across levels");
                }
                if let Some(t) = &q.through {
                    s.push_str(&format!(" through {}", self.site(t)));
                }
                if !q.whats.is_empty() {
                    let whats: Vec<String> = q.whats.iter().map(|w| self.int(w)).collect();
                    s.push_str(&format!(" of {{{}}}", whats.join(" ")));
                }
                s.push(')');
                s
            }
            BoolExpr::IsConnected { joins: Connects::Owned(who), dirs } => {
                format!("(connected {} {dirs:?})", player(*who))
            }
            BoolExpr::IsConnected { joins: Connects::Fixed { name, number, .. }, dirs } => {
                format!("(connected {number} of {name} {dirs:?})")
            }
            BoolExpr::IsLoop => "(loop)".into(),
            BoolExpr::IsTriggered { event, who } => {
                format!("(triggered event {event} for {})", player(*who))
            }
            BoolExpr::NoMoves(p) => format!("(no moves for {})", player(*p)),
            BoolExpr::CanMove(m) => {
                let mut sub = Printer { game: self.game, out: String::new() };
                sub.moves(0, m);
                format!("(can move {})", sub.out.trim_end().replace('\n', " / "))
            }
            BoolExpr::AllPassed => "(all passed)".into(),
            BoolExpr::WasPass => "(was pass)".into(),
            BoolExpr::AllSites(r, c) => {
                format!("(all sites of {} satisfy {})", self.region(r), self.cond(c))
            }
            BoolExpr::IsPending => "(pending)".into(),
            BoolExpr::IsProposed(v) => format!("(proposed vote string {v})"),
            BoolExpr::IsDecided(v) => format!("(decided vote string {v})"),
            BoolExpr::IsCycle => "(cycle)".into(),
            BoolExpr::PositionRepeated => "(position repeated)".into(),
            BoolExpr::IsHidden { aspect, site, level, to } => {
                let level =
                    level.as_ref().map_or(String::new(), |l| format!(" level {}", self.int(l)));
                format!(
                    "(is hidden {} at {}{level} to {})",
                    aspects(*aspect),
                    self.site(site),
                    player(*to)
                )
            }
            BoolExpr::IsFull => "(board full)".into(),
            BoolExpr::SameSites(a, b) => {
                format!("(same sites {} {})", self.region(a), self.region(b))
            }
            BoolExpr::AllDiceUsed => "(all dice used)".into(),
            BoolExpr::AllDiceEqual => "(all dice equal)".into(),
            BoolExpr::IsThreatened { what, at, moves } => {
                let mut out = format!("(threatened {}", self.int(what));
                if let Some(s) = at {
                    out += &format!(" at {}", self.site(s));
                }
                if let Some(m) = moves {
                    let mut sub = Printer { game: self.game, out: String::new() };
                    sub.moves(0, m);
                    out += &format!(" by {}", sub.out.trim_end().replace('\n', " / "));
                }
                out + ")"
            }
        }
    }

    fn site(&self, s: &SiteExpr) -> String {
        match s {
            SiteExpr::Site => "(site)".into(),
            SiteExpr::From => "(from)".into(),
            SiteExpr::To => "(to)".into(),
            SiteExpr::Between => "(between)".into(),
            SiteExpr::LastFrom => "(last from)".into(),
            SiteExpr::LastTo => "(last to)".into(),
            SiteExpr::LastToAfterConsequences => "(last to after consequences)".into(),
            SiteExpr::Const(c) => c.to_string(),
            SiteExpr::HandSite(p) => format!("(hand site of {})", player(*p)),
            SiteExpr::Pips => "(pips)".into(),
            SiteExpr::Int(v) => format!("(site {})", self.int(v)),
            SiteExpr::TrackFirst { track, from, cond } => {
                let from = from.as_ref().map_or("its start".to_string(), |f| self.site(f));
                format!("(first site of track {track} from {from} where {})", self.cond(cond))
            }
            SiteExpr::TrackMove { track, player, from, steps } => format!(
                "(site {} steps after {} on track {track} of player {player})",
                self.int(steps),
                self.site(from)
            ),
            SiteExpr::If(c, a, b) => {
                format!("(if {} {} {})", self.cond(c), self.site(a), self.site(b))
            }
            SiteExpr::Where(what) => format!("(first board site of piece {})", self.int(what)),
            SiteExpr::RegionSite { region, index } => {
                format!("(site {} of {})", self.int(index), self.region(region))
            }
            SiteExpr::Ahead { site: x, dirs, steps } => {
                format!("(ahead {} {dirs:?} {steps})", self.site(x))
            }
            SiteExpr::MapEntry { entries, key } => {
                let key = match key {
                    MapKey::Player(p) => player(*p),
                    MapKey::Site(x) => self.site(x),
                };
                let e: Vec<String> = entries.iter().map(|(k, v)| format!("{k}:{v}")).collect();
                format!("(map {{{}}} of {key})", e.join(" "))
            }
        }
    }

    fn int(&self, e: &IntExpr) -> String {
        match e {
            IntExpr::Const(c) => c.to_string(),
            IntExpr::Site(s) => self.site(s),
            IntExpr::Player(p) => player(*p),
            IntExpr::PieceId { base, owner } => format!("(id {base:?} of {})", player(*owner)),
            IntExpr::What(s) => format!("(what {})", self.site(s)),
            IntExpr::Who(s) => format!("(who {})", self.site(s)),
            IntExpr::State(s) => format!("(state {})", self.site(s)),
            IntExpr::PieceValue(s) => format!("(value {})", self.site(s)),
            IntExpr::AtLevel { site, level, field } => {
                let field = match field {
                    PieceField::What => "what",
                    PieceField::Who => "who",
                    PieceField::State => "state",
                };
                format!("({field} {} level {})", self.site(site), self.int(level))
            }
            IntExpr::CountAt(s) => format!("(count {})", self.site(s)),
            IntExpr::StackSize(s) => format!("(height {})", self.site(s)),
            IntExpr::Level => "(level)".into(),
            IntExpr::CountSites(r) => format!("(size {})", self.region(r)),
            IntExpr::CountSteps { from, to, step } => {
                let along = step.as_ref().map_or(String::new(), |w| self.walk(w));
                format!("(steps{along} from {} to {})", self.site(from), self.region(to))
            }
            IntExpr::Row(s) => format!("(row {})", self.site(s)),
            IntExpr::Column(s) => format!("(column {})", self.site(s)),
            IntExpr::CountLiberties { at, dirs } => {
                format!("(liberties of {} {dirs:?})", self.site(at))
            }
            IntExpr::SizeGroup { at, dirs } => {
                format!("(group size of {} {dirs:?})", self.site(at))
            }
            IntExpr::Score(who) => format!("(score {who:?})"),
            IntExpr::Team(p) => format!("(team {})", self.int(p)),
            IntExpr::SizeTerritory { who, dirs } => format!("(territory of {who:?} {dirs:?})"),
            IntExpr::CountGroups { dirs, cond, min } => {
                format!("(groups {dirs:?} where {} of at least {})", self.cond(cond), self.int(min))
            }
            IntExpr::CountPieces { of, within } => {
                let of = self.region(&RegionExpr::Occupied(of.clone()));
                match within {
                    Some(w) => format!("(pieces {of} in {})", self.region(w)),
                    None => format!("(pieces {of})"),
                }
            }
            IntExpr::CountMoves => "(moves played)".into(),
            IntExpr::CountTurns => "(turn number)".into(),
            IntExpr::MovesThisTurn => "(moves this turn)".into(),
            IntExpr::Phase(p) => format!("(phase of {})", player(*p)),
            IntExpr::Add(a, b) => format!("(+ {} {})", self.int(a), self.int(b)),
            IntExpr::Sub(a, b) => format!("(- {} {})", self.int(a), self.int(b)),
            IntExpr::Mul(a, b) => format!("(* {} {})", self.int(a), self.int(b)),
            IntExpr::Div(a, b) => format!("(/ {} {})", self.int(a), self.int(b)),
            IntExpr::Mod(a, b) => format!("(% {} {})", self.int(a), self.int(b)),
            IntExpr::If(c, a, b) => {
                format!("(if {} {} {})", self.cond(c), self.int(a), self.int(b))
            }
            IntExpr::PendingValue => "(pending value)".into(),
            IntExpr::OwnedPiece { component, owner } => {
                format!("(id {:?} {owner:?})", self.game.components[*component].name)
            }
            IntExpr::Pips => "(pips)".into(),
            IntExpr::DieValue(i) => format!("(die {i})"),
            IntExpr::CurrentDie => "(pips)".to_string(),
            IntExpr::Fold(op, r) => format!("({op:?} {})", self.results(r)),
            IntExpr::DieFace(i) => format!("(face of die {i})"),
            IntExpr::Var(i) => format!("(var {:?})", self.game.vars[*i]),
            IntExpr::PlayerVar { first, who } => {
                format!("(var {:?} of {})", self.game.vars[*first], player(*who))
            }
        }
    }

    fn results(&self, r: &Results) -> String {
        format!(
            "(results from {} to {} of {})",
            self.region(&r.from),
            self.region(&r.to),
            self.int(&r.value)
        )
    }

    fn region(&self, r: &RegionExpr) -> String {
        match r {
            RegionExpr::Const(v) => sites(v),
            RegionExpr::Empty => "(empty sites)".into(),
            RegionExpr::Board => "(board sites)".into(),
            RegionExpr::Owned(p, None) => format!("(regions of {})", player(*p)),
            RegionExpr::Owned(p, Some(name)) => format!("(regions {name:?} of {})", player(*p)),
            RegionExpr::Hand(p) => format!("(hand of {})", player(*p)),
            RegionExpr::State(v) => format!("(sites with state {})", self.int(v)),
            RegionExpr::Named(i) => {
                format!("(region {:?})", self.game.regions[*i].name.as_deref().unwrap_or("-"))
            }
            RegionExpr::Difference(a, b) => {
                format!("(difference {} {})", self.region(a), self.region(b))
            }
            RegionExpr::Intersection(a, b) => {
                format!("(intersection {} {})", self.region(a), self.region(b))
            }
            RegionExpr::Union(v) => format!(
                "(union {})",
                v.iter().map(|x| self.region(x)).collect::<Vec<_>>().join(" ")
            ),
            RegionExpr::Filter(r, c) => {
                format!("(sites of {} where {})", self.region(r), self.cond(c))
            }
            RegionExpr::Remembered(m) => format!("(remembered {:?})", self.game.memories[*m].name),
            RegionExpr::If(c, a, b) => {
                format!("(if {} {} {})", self.cond(c), self.region(a), self.region(b))
            }
            RegionExpr::Distance { from, min, max, step } => format!(
                "(sites at distance {}..={}{} from {})",
                self.int(min),
                self.int(max),
                step.as_ref().map_or(String::new(), |w| self.walk(w)),
                self.site(from)
            ),
            RegionExpr::TrackSpan { track, from, to } => {
                let end = |e: &Option<Box<SiteExpr>>| {
                    e.as_ref().map_or("start".to_string(), |e| self.site(e))
                };
                format!(
                    "(track {:?} from {} to {})",
                    self.game.tracks[*track].name,
                    end(from),
                    end(to)
                )
            }
            RegionExpr::Single(s) => self.site(s),
            RegionExpr::Hidden { aspect, to } => {
                format!("(sites hidden {} to {})", aspects(*aspect), player(*to))
            }
            RegionExpr::Results(r) => format!("(sites {})", self.results(r)),
            RegionExpr::Direction { from, dirs, included, stop, stop_included } => {
                let with = if *included { " with the origin" } else { "" };
                let until =
                    stop.as_ref().map_or(String::new(), |c| format!(" until {}", self.cond(c)));
                let until = if *stop_included { format!("{until} included") } else { until };
                format!("(sites along {dirs:?} from {}{with}{until})", self.site(from))
            }
            RegionExpr::Around { centre, dirs, distance, cond, include_self } => {
                let mut s = format!("(sites {distance} away from {} {dirs:?}", self.region(centre));
                if let Some(c) = cond {
                    s.push_str(&format!(" where {}", self.cond(c)));
                }
                if *include_self {
                    s.push_str(" with the centre");
                }
                s.push(')');
                s
            }
            RegionExpr::Start(what) => format!("(start sites of piece {})", self.int(what)),
            RegionExpr::Occupied(o) => {
                let mut s = format!("(sites occupied by {}", owners(o.owners));
                if let Some(cs) = &o.components {
                    let names: Vec<&str> =
                        cs.iter().map(|&c| self.game.components[c].name.as_str()).collect();
                    s.push_str(&format!(" with {}", names.join(" ")));
                }
                if o.board_only {
                    s.push_str(" on the board");
                }
                if o.any_level {
                    s.push_str(" at any level");
                }
                s.push(')');
                s
            }
        }
    }
}

/// Hidden aspects by name (`ludemic_runtime::hidden`'s bits), `invisible` for the location.
fn aspects(mask: u8) -> String {
    use ludemic_runtime::hidden as h;
    let names = [
        (h::WHAT, "what"),
        (h::WHO, "who"),
        (h::COUNT, "count"),
        (h::STATE, "state"),
        (h::VALUE, "value"),
        (h::ROTATION, "rotation"),
        (h::INVISIBLE, "invisible"),
    ];
    let v: Vec<&str> = names.iter().filter(|(b, _)| mask & b != 0).map(|(_, n)| *n).collect();
    v.join("+")
}

fn player(p: PlayerRef) -> String {
    match p {
        PlayerRef::Mover => "mover".into(),
        PlayerRef::Next => "next".into(),
        PlayerRef::Prev => "prev".into(),
        PlayerRef::Id(0) => "neutral".into(),
        PlayerRef::Id(i) => format!("P{i}"),
        PlayerRef::All => "all".into(),
    }
}

fn owners(o: Owners) -> String {
    match o {
        Owners::Player(p) => player(p),
        Owners::Enemy => "enemies".into(),
        Owners::Team(t) => team(t),
        Owners::Any => "anyone".into(),
    }
}

fn team(t: TeamRef) -> String {
    match t {
        TeamRef::Id(k) => format!("team {k}"),
        TeamRef::Of(p) => format!("the team of {}", player(p)),
    }
}

fn sites(v: &[usize]) -> String {
    let parts: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    format!("{{{}}}", parts.join(" "))
}

fn dirs(v: &[Dir]) -> String {
    let parts: Vec<String> = v.iter().map(|d| format!("{d:?}")).collect();
    format!("{{{}}}", parts.join(" "))
}
