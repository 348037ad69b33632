//! Move generation: Ludii's `Moves` ludemes evaluated into candidate moves, each a list of
//! actions plus the consequences (`then`) to run once it is applied.

use std::cell::Cell;

use ludemic_runtime::MoveKind;

use super::eval::{Ctx, NONE};
use super::state::{Read, View, ViewMut, G};
use super::Interpreter;
use crate::game_ir::board::{Dir, DirSet, RelDir};
use crate::game_ir::{Dirs, IntExpr, Moves, SiteExpr, Sow, Target};

/// Consecutive sites `sow` may skip before it sows regardless (Ludii's
/// `Constants.MAX_NUM_ITERATION`, as Sow.java bounds its skips).
pub(crate) const MAX_SKIPS: usize = 10_000;

/// One change to a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Add {
        site: usize,
        what: u8,
        state: u8,
        stack: bool,
    },
    Move {
        from: usize,
        to: usize,
    },
    Remove {
        site: usize,
    },
    /// Ludii's `ActionMoveLevelFrom`: the piece at `level` of `from` onto the top of `to`.
    MoveLevel {
        from: usize,
        level: usize,
        to: usize,
    },
    /// Ludii's `ActionRemoveLevel`: the piece at `level` of `site`.
    RemoveLevel {
        site: usize,
        level: usize,
    },
    Flip {
        site: usize,
    },
    Promote {
        site: usize,
        what: u8,
    },
    SetScore {
        player: u8,
        value: i32,
        add: bool,
    },
    MoveAgain,
    /// Ludii's `ActionSetNextPlayer`.
    SetNext {
        player: u8,
    },
    Trigger {
        event: usize,
        player: u8,
    },
    SetPending {
        value: i32,
    },
    /// Ludii's `ActionMoveN`: `n` pieces of the stack of identical pieces on `from` onto `to`
    /// (onto an empty site as the piece's owner's; onto the same piece as more of it; onto another
    /// piece not at all). Sowing moves its seeds one at a time with it.
    MoveN {
        from: usize,
        to: usize,
        n: u32,
    },
    SetVar {
        var: usize,
        value: i32,
    },
    /// The state of the top piece, or of the piece at `level` (see `Moves::SetState`).
    SetState {
        site: usize,
        level: Option<usize>,
        state: u8,
    },
    /// The value of a site (see `Moves::SetValue`).
    SetValue {
        site: usize,
        value: i32,
    },
    /// One more occurrence of a site in a memory (a value that is no site is not kept).
    Remember {
        memory: usize,
        value: i32,
    },
    /// One occurrence fewer, or every value (`value` none).
    Forget {
        memory: usize,
        value: Option<i32>,
    },
    /// Ludii's `ActionUseDie`: die `die`'s value becomes 0.
    UseDie {
        die: usize,
    },
    /// Ludii's `ActionUpdateDice`: die `die` shows `face` (its piece state, and its value).
    SetDie {
        die: usize,
        face: u8,
    },
    /// Ludii's `ActionPropose` and `ActionVote` (see `Moves::Propose`, `Moves::Vote`).
    Propose {
        string: usize,
    },
    Vote {
        string: usize,
    },
    /// Ludii's `ActionSetHidden*`: `player`'s flag of `aspect` at `site` (see
    /// `game_ir::hidden::SetHidden`).
    SetHidden {
        site: usize,
        player: u8,
        aspect: u8,
        value: bool,
    },
}


thread_local! {
    /// This thread is counting the moves of turns for `(max Moves ..)` (see there).
    static IN_TURN_SEARCH: Cell<bool> = const { Cell::new(false) };
}

impl Action {
    /// The site Ludii's action reports as its `to()` (`Move.toAfterSubsequents` looks for the
    /// last one); none for actions on no site (scores, turn order, variables...).
    pub fn site(&self) -> Option<usize> {
        match *self {
            Action::Add { site, .. }
            | Action::Remove { site }
            | Action::RemoveLevel { site, .. }
            | Action::Flip { site }
            | Action::Promote { site, .. }
            | Action::SetState { site, .. }
            | Action::SetValue { site, .. }
            | Action::SetHidden { site, .. } => Some(site),
            Action::Move { to, .. } | Action::MoveN { to, .. } | Action::MoveLevel { to, .. } => {
                Some(to)
            }
            Action::SetScore { .. }
            | Action::MoveAgain
            | Action::SetNext { .. }
            | Action::Trigger { .. }
            | Action::SetPending { .. }
            | Action::SetVar { .. }
            | Action::Remember { .. }
            | Action::Forget { .. }
            | Action::UseDie { .. }
            | Action::SetDie { .. }
            | Action::Propose { .. }
            | Action::Vote { .. } => None,
        }
    }
}

/// What a move from one site to another takes along.
#[derive(Clone, Copy)]
enum Moved<'a> {
    /// The top piece.
    Top,
    /// That many pieces of the count or stack (FromTo.java's `ActionMoveN`).
    Count(&'a IntExpr),
    /// The piece at that level of the stack (`ActionMoveLevelFrom`).
    Level(usize),
    /// A copy of the piece, `from` keeping its own (`copy:True`, `ActionCopy`).
    Copy,
}

/// A generated move.
#[derive(Clone, Debug)]
pub struct Cand<'g> {
    pub from: i32,
    pub to: i32,
    pub level_from: u16,
    pub level_to: u16,
    pub kind: MoveKind,
    pub actions: Vec<Action>,
    /// Consequences, run in order after the actions.
    pub then: Vec<&'g Moves>,
}

impl<'g> Cand<'g> {
    fn new(from: i32, to: i32, actions: Vec<Action>) -> Cand<'g> {
        Cand {
            from,
            to,
            level_from: 0,
            level_to: 0,
            kind: MoveKind::Sites,
            actions,
            then: Vec::new(),
        }
    }
}

impl Interpreter {
    /// All candidate moves of `m` for `ctx.mover`, appended to `out`.
    pub(crate) fn generate<'g>(
        &'g self,
        s: &View<'_>,
        ctx: &Ctx,
        m: &'g Moves,
        out: &mut Vec<Cand<'g>>,
    ) {
        match m {
            Moves::Add { piece, to, target, stack, state } => {
                let what = match piece {
                    Some(p) => self.piece(s, ctx, p),
                    None => self.default_piece(ctx.mover),
                };
                if what == 0 {
                    return;
                }
                let st = state.as_ref().map_or(0, |e| self.int(s, ctx, e) as u8);
                for site in self.region(s, ctx, to) {
                    if !*stack && s.height(site) > 0 {
                        continue;
                    }
                    let c = Ctx { to: site as i32, ..*ctx };
                    if !self.holds(s, &c, target) {
                        continue;
                    }
                    let mut actions = self.effect_actions(s, &c, target);
                    actions.push(Action::Add { site, what, state: st, stack: *stack });
                    let mut cand = Cand::new(site as i32, site as i32, actions);
                    if self.game.stacking {
                        let level = if *stack { s.height(site) as u16 } else { 0 };
                        cand.level_from = level;
                        cand.level_to = level;
                    }
                    out.push(cand);
                }
            }
            Moves::FromTo { from, to, target, count, copy, level } => {
                for f in self.region(s, ctx, from) {
                    if s.height(f) == 0 {
                        continue;
                    }
                    // FromTo.java evaluates the `to` region with `(from)` bound.
                    let at_from = Ctx { from: f as i32, ..*ctx };
                    // A level of the stack on `from` (read with `(from)` bound); outside stacks
                    // Ludii's ActionMoveLevelFrom moves the site's piece as any move does.
                    let level = match level {
                        Some(e) if self.game.stacking => {
                            match usize::try_from(self.int(s, &at_from, e)) {
                                Ok(l) if l < s.height(f) => Some(l),
                                _ => continue,
                            }
                        }
                        _ => None,
                    };
                    for t in self.region(s, &at_from, to) {
                        let how = match level {
                            _ if *copy => Moved::Copy,
                            Some(l) => Moved::Level(l),
                            None => count.as_ref().map_or(Moved::Top, Moved::Count),
                        };
                        self.push_move_n(s, ctx, f, t, how, target, out);
                    }
                }
            }
            Moves::Step { from, dirs, target } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let first = out.len();
                for d in self.directions(s, f, dirs) {
                    if let Some(t) = self.game.board.step(f, d) {
                        self.push_move(s, ctx, f, t, target, out);
                    }
                }
                // Step.java: in a stacking game the move leaves from the stack's top level
                // (Slide and Hop leave it undefined, which Ludii's key shows as 0).
                if self.game.stacking {
                    let top = s.height(f).saturating_sub(1) as u16;
                    out[first..].iter_mut().for_each(|c| c.level_from = top);
                }
            }
            Moves::Slide { from, dirs, between, target, min_steps, max_steps } => {
                // As Ludii's Slide.java: a site far enough that meets the `to` condition takes a
                // move there and ends the ray; otherwise the slide goes on while `between` holds,
                // with a move to each site far enough (without the `to` effect: only a stop's move
                // captures).
                let Some(f) = self.site_of(s, ctx, from) else { return };
                for d in self.directions(s, f, dirs) {
                    for (k, &t) in self.game.board.ray(f, d).iter().enumerate().take(*max_steps) {
                        let t = t as usize;
                        let far_enough = k + 1 >= *min_steps;
                        let c = Ctx { from: f as i32, to: t as i32, between: t as i32, ..*ctx };
                        if far_enough
                            && target.cond.as_ref().is_some_and(|stop| self.cond(s, &c, stop))
                        {
                            let mut actions = self.effect_actions(s, &c, target);
                            actions.push(Action::Move { from: f, to: t });
                            out.push(Cand::new(f as i32, t as i32, actions));
                            break;
                        }
                        let go = match between {
                            Some(b) => self.cond(s, &c, b),
                            None => s.height(t) == 0,
                        };
                        if !go {
                            break;
                        }
                        if far_enough {
                            out.push(Cand::new(
                                f as i32,
                                t as i32,
                                vec![Action::Move { from: f, to: t }],
                            ));
                        }
                    }
                }
            }
            Moves::SlideTrack { from, tracks, after_bump, between, target, to_rule } => {
                // Slide.java's slideByTrack, from every element of every track on `from`.
                let Some(f) = self.site_of(s, ctx, from) else { return };
                for &t in tracks {
                    let track = &self.game.tracks[t];
                    let len = track.sites.len();
                    for start in (0..len).filter(|&i| track.sites[i] == f) {
                        let (mut i, mut bumps, mut steps) = (start, track.bump(start) as usize, 1);
                        while let Some(next) = track.next_index(i).filter(|_| steps < len) {
                            let to = track.sites[next];
                            let c =
                                Ctx { from: f as i32, to: to as i32, between: to as i32, ..*ctx };
                            if bumps > 0 || !*after_bump {
                                if target.cond.as_ref().is_some_and(|stop| self.cond(s, &c, stop)) {
                                    let mut actions = self.effect_actions(s, &c, target);
                                    actions.push(Action::Move { from: f, to });
                                    out.push(Cand::new(f as i32, to as i32, actions));
                                    break;
                                }
                                if to_rule.as_ref().is_none_or(|r| self.cond(s, &c, r)) {
                                    out.push(Cand::new(
                                        f as i32,
                                        to as i32,
                                        vec![Action::Move { from: f, to }],
                                    ));
                                }
                            }
                            steps += 1;
                            let go = match between {
                                Some(b) => self.cond(s, &c, b),
                                None => s.height(to) == 0,
                            };
                            if !go {
                                break;
                            }
                            i = next;
                            bumps += track.bump(i) as usize;
                        }
                    }
                }
            }
            Moves::Hop { from, dirs, between, between_effect, target, range: Some(range) } => {
                // Hop.java with a hurdle range (and `before`/`after` 0): the run of sites from
                // the first one where `between` holds, at most `max` long; a hop over `k` of
                // them, `min <= k <= run`, lands on the site after them when `to` allows it.
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let at = Ctx { from: f as i32, ..*ctx };
                let (min, max) = (self.int(s, &at, &range.0), self.int(s, &at, &range.1));
                for d in self.directions(s, f, dirs) {
                    let ray = self.game.board.ray(f, d);
                    let over = |k: usize| {
                        between
                            .as_ref()
                            .is_none_or(|b| self.cond(s, &Ctx { between: ray[k] as i32, ..at }, b))
                    };
                    let mut run = 0;
                    while (run as i64) < max && run < ray.len() && over(run) {
                        run += 1;
                    }
                    for k in min.max(0) as usize..=run {
                        let Some(&t) = ray.get(k) else { break };
                        let Some(e) = between_effect else {
                            self.push_move(s, &at, f, t as usize, target, out);
                            continue;
                        };
                        let c = Ctx { to: t as i32, ..at };
                        if !self.holds(s, &c, target) {
                            continue;
                        }
                        // Hop.java prepends each hopped site's effect to the move: the last
                        // hopped site's comes first.
                        let mut actions = Vec::new();
                        for &b in ray[..k].iter().rev() {
                            actions.extend(self.effect_of(s, &Ctx { between: b as i32, ..c }, e));
                        }
                        actions.push(Action::Move { from: f, to: t as usize });
                        out.push(Cand::new(f as i32, t as i32, actions));
                    }
                }
            }
            Moves::Hop { from, dirs, between, between_effect, target, range: None } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                for d in self.directions(s, f, dirs) {
                    let ray = self.game.board.ray(f, d);
                    if ray.len() < 2 {
                        continue;
                    }
                    let (b, t) = (ray[0] as usize, ray[1] as usize);
                    let c = Ctx { from: f as i32, to: t as i32, between: b as i32, ..*ctx };
                    if let Some(bc) = between {
                        if !self.cond(s, &c, bc) {
                            continue;
                        }
                    }
                    if !self.holds(s, &c, target) {
                        continue;
                    }
                    let mut actions = Vec::new();
                    if let Some(e) = between_effect {
                        actions.extend(self.effect_of(s, &c, e));
                    }
                    actions.extend(self.effect_actions(s, &c, target));
                    actions.push(Action::Move { from: f, to: t });
                    out.push(Cand::new(f as i32, t as i32, actions));
                }
            }
            Moves::HopFar { from, dirs, between, between_effect, target, stop, before, after } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let at = Ctx { from: f as i32, ..*ctx };
                let (before, after) = (self.int(s, &at, before), self.int(s, &at, after));
                let go = |t: u32| self.holds(s, &Ctx { to: t as i32, ..at }, target);
                for d in self.directions(s, f, dirs) {
                    let ray = self.game.board.ray(f, d);
                    // The hurdle: the first site where `between` holds, past sites `go` admits.
                    let mut hurdle = None;
                    for (i, &b) in ray.iter().enumerate() {
                        if between
                            .as_ref()
                            .is_none_or(|c| self.cond(s, &Ctx { between: b as i32, ..at }, c))
                        {
                            hurdle = Some(i);
                            break;
                        }
                        if i as i64 + 1 > before || !go(b) {
                            break;
                        }
                    }
                    let Some(h) = hurdle else { continue };
                    for (j, &t) in ray.iter().enumerate().skip(h + 1) {
                        let c = Ctx { to: t as i32, between: ray[h] as i32, ..at };
                        let pass = go(t);
                        let take = if pass {
                            stop.is_none()
                        } else {
                            stop.as_ref().is_some_and(|r| self.cond(s, &c, r))
                        };
                        if take {
                            let mut actions = match between_effect {
                                Some(e) if stop.is_none() => self.effect_of(s, &c, e),
                                _ => Vec::new(),
                            };
                            actions.extend(self.effect_actions(s, &c, target));
                            actions.push(Action::Move { from: f, to: t as usize });
                            out.push(Cand::new(f as i32, t as i32, actions));
                        }
                        if !pass || (j - h) as i64 > after {
                            break;
                        }
                    }
                }
            }
            Moves::Leap { from, walks, forward_only, target } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let board = &self.game.board;
                let facing = if *forward_only { self.facing_of(s.what(f)) } else { None };
                // Ludii: a piece without a facing direction leaps in every direction.
                for start in board.dirs_in(f, DirSet::Orthogonal) {
                    for walk in walks {
                        let Some(t) = board.walk(f, start, walk) else { continue };
                        if facing.is_some_and(|face| !board.is_forward(f, t, face)) {
                            continue;
                        }
                        self.push_move(s, ctx, f, t, target, out);
                    }
                }
            }
            Moves::Shoot { piece, dirs } => {
                let f = s.get(G::LastTo);
                if f < 0 {
                    return;
                }
                let f = f as usize;
                let what = self.piece(s, ctx, piece);
                for d in self.directions(s, f, dirs) {
                    for &t in self.game.board.ray(f, d) {
                        let t = t as usize;
                        if s.height(t) > 0 {
                            break;
                        }
                        out.push(Cand::new(
                            t as i32,
                            t as i32,
                            vec![Action::Add { site: t, what, state: 0, stack: false }],
                        ));
                    }
                }
            }
            Moves::ForEachPiece { components, moves, owner, in_hand, levels } => {
                let mover = self.player(s, ctx, *owner);
                let sites = match in_hand {
                    true => self.hand_of(mover).map_or(0..0, |c| {
                        let c = &self.game.containers[c];
                        c.first_site..c.first_site + c.num_sites
                    }),
                    false => 0..self.game.board.num_sites(),
                };
                for site in sites {
                    let Some(top) = s.top(site) else { continue };
                    // Each level holding one of the mover's pieces, or the top one.
                    let bottom = if *levels && self.game.stacking { 0 } else { top };
                    for level in bottom..=top {
                        if s.who_at(site, level) != mover {
                            continue;
                        }
                        let comp = &self.game.components[s.what_at(site, level) as usize - 1];
                        if let Some(names) = components {
                            if !names.iter().any(|n| *n == comp.base) {
                                continue;
                            }
                        }
                        let body = match moves {
                            Some(m) => &**m,
                            None => match &comp.moves {
                                Some(m) => m,
                                None => continue,
                            },
                        };
                        let (site, level) = (site as i32, level as i32);
                        let c = Ctx { mover, site, from: site, level, ..*ctx };
                        self.generate(s, &c, body, out);
                    }
                }
            }
            Moves::ForEachLevel { site, from_top, moves } => {
                let Some(i) = self.site_of(s, ctx, site) else { return };
                let h = s.height(i);
                for k in 0..h {
                    let level = if *from_top { h - 1 - k } else { k };
                    self.generate(s, &Ctx { level: level as i32, ..*ctx }, moves, out);
                }
            }
            Moves::ForEachSite { region, moves } => {
                // ForEachSite.java binds each site as `(to)` too: an inner `(fromTo .. (to (if
                // (is In (to) ..) ..)))` reads the site (Pallankuli's captures go by its row).
                for site in self.region(s, ctx, region) {
                    let c = Ctx { site: site as i32, to: site as i32, ..*ctx };
                    self.generate(s, &c, moves, out);
                }
            }
            Moves::ForEachDirection { from, dirs, of, min, max, between, cond, moves } => {
                let board = &self.game.board;
                let Some(f) = self.site_of(s, ctx, from).filter(|&f| f < board.num_sites()) else {
                    return;
                };
                // The piece whose moves these are, on the context's `(from)`.
                let Some(piece) = usize::try_from(ctx.from).ok().filter(|&p| s.height(p) > 0)
                else {
                    return;
                };
                let dirs = match dirs {
                    Dirs::Relative(rels, _) => {
                        let facing = self
                            .turned_facing(piece, ctx.to)
                            .or_else(|| self.facing_of(s.what(piece)))
                            .unwrap_or(Dir::N);
                        board.resolve_all(facing, rels, *of)
                    }
                    other => self.directions(s, f, other),
                };
                for d in dirs {
                    for (k, &t) in board.ray(f, d).iter().enumerate().take(*max) {
                        let distance = k + 1;
                        if distance < *min && *min > 1 {
                            if let Some(b) = between {
                                if !self.cond(s, &Ctx { between: t as i32, ..*ctx }, b) {
                                    break;
                                }
                            }
                        }
                        let at = Ctx { to: t as i32, ..*ctx };
                        if cond.as_ref().is_some_and(|c| !self.cond(s, &at, c)) {
                            break;
                        }
                        if distance >= *min {
                            self.generate(s, &at, moves, out);
                        }
                    }
                }
            }
            Moves::Custodial { from, dirs, between, effect, to, max } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let limit = max.unwrap_or(usize::MAX);
                for d in self.game.board.dirs_in(f, *dirs) {
                    let ray = self.game.board.ray(f, d);
                    if limit == 1 && ray.len() < 2 {
                        continue;
                    }
                    let mut n = 0;
                    while n < ray.len()
                        && n < limit
                        && self.cond(s, &Ctx { between: ray[n] as i32, ..*ctx }, between)
                    {
                        n += 1;
                    }
                    if n == 0 {
                        continue;
                    }
                    let end = ray.get(n).map_or(NONE, |&x| x as i32);
                    if !self.cond(s, &Ctx { to: end, ..*ctx }, to) {
                        continue;
                    }
                    for &b in &ray[..n] {
                        self.generate(s, &Ctx { between: b as i32, to: end, ..*ctx }, effect, out);
                    }
                }
            }
            Moves::Enclose { from, dirs, between, effect } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                if s.height(f) == 0 {
                    return;
                }
                let board = &self.game.board;
                let neighbours = |x: usize| {
                    board
                        .dirs_in(x, *dirs)
                        .into_iter()
                        .filter_map(move |d| board.ray(x, d).first().map(|&u| u as usize))
                };
                let target = |x: usize| self.cond(s, &Ctx { between: x as i32, ..*ctx }, between);
                let mut taken = vec![false; board.num_sites()];
                for t in neighbours(f) {
                    if taken[t] || !target(t) {
                        continue;
                    }
                    // The group of `t`, unless it has a liberty.
                    let mut group = vec![t];
                    let mut seen = vec![false; board.num_sites()];
                    seen[t] = true;
                    let mut i = 0;
                    let mut free = false;
                    while i < group.len() && !free {
                        for u in neighbours(group[i]) {
                            if seen[u] {
                                continue;
                            }
                            if target(u) {
                                seen[u] = true;
                                group.push(u);
                            } else if s.height(u) == 0 {
                                free = true;
                            }
                        }
                        i += 1;
                    }
                    if free {
                        continue;
                    }
                    for &b in &group {
                        taken[b] = true;
                        self.generate(s, &Ctx { between: b as i32, ..*ctx }, effect, out);
                    }
                }
            }
            Moves::Intervene { from, dirs, to, effect } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let board = &self.game.board;
                let target = |d: Dir| {
                    let t = board.ray(f, d).first().map_or(NONE, |&t| t as i32);
                    (t != NONE && self.cond(s, &Ctx { to: t, ..*ctx }, to)).then_some(t)
                };
                for d in board.dirs_in(f, *dirs) {
                    let (Some(t), Some(o)) = (target(d), target(d.opposite())) else { continue };
                    for x in [o, t] {
                        self.generate(s, &Ctx { to: x, ..*ctx }, effect, out);
                    }
                }
            }
            Moves::Directional { from, toward, cond, effect } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let (Some(a), Some(b)) =
                    (self.site_of(s, ctx, &toward.0), self.site_of(s, ctx, &toward.1))
                else {
                    return;
                };
                let board = &self.game.board;
                let n = board.num_sites();
                if f >= n || a >= n || b >= n {
                    return;
                }
                // Directional.java binds `(from)` to Off while it looks at each site.
                for d in board.dirs_toward(a, b) {
                    for &t in board.ray(f, d) {
                        let at = Ctx { from: NONE, to: t as i32, ..*ctx };
                        if !self.cond(s, &at, cond) {
                            break;
                        }
                        self.generate(s, &at, effect, out);
                    }
                }
            }
            Moves::Surround { from, dirs, between, effect, to, except } => {
                let Some(f) = self.site_of(s, ctx, from) else { return };
                let board = &self.game.board;
                for d in board.dirs_in(f, *dirs) {
                    let Some(&t) = board.ray(f, d).first() else { continue };
                    if !self.cond(s, &Ctx { between: t as i32, ..*ctx }, between) {
                        continue;
                    }
                    let t = t as usize;
                    let open = board
                        .dirs_in(t, *dirs)
                        .into_iter()
                        .filter_map(|d2| board.ray(t, d2).first().map(|&u| u as usize))
                        .filter(|&u| u != f && !self.cond(s, &Ctx { to: u as i32, ..*ctx }, to))
                        .count();
                    if open <= *except {
                        self.generate(s, &Ctx { between: t as i32, ..*ctx }, effect, out);
                    }
                }
            }
            Moves::Or(list) => {
                for m in list {
                    self.generate(s, ctx, m, out);
                }
            }
            Moves::AllCombinations(a, b) => {
                let (mut xs, mut ys) = (Vec::new(), Vec::new());
                self.generate(s, ctx, a, &mut xs);
                self.generate(s, ctx, b, &mut ys);
                for x in &xs {
                    for y in &ys {
                        let mut m = x.clone();
                        m.actions.extend_from_slice(&y.actions);
                        m.then.extend_from_slice(&y.then);
                        out.push(m);
                    }
                }
            }
            Moves::Append(inner) => {
                let mut xs = Vec::new();
                self.generate(s, ctx, inner, &mut xs);
                if let Some(merged) = merge(xs) {
                    out.push(merged);
                }
            }
            Moves::And(list) => {
                let mut xs = Vec::new();
                for m in list {
                    self.generate(s, ctx, m, &mut xs);
                }
                if let Some(merged) = merge(xs) {
                    out.push(merged);
                }
            }
            // Inside the search of a turn's length, the moves that go on are every move, not
            // only the longest ones: the longest continuation is among both, so the count is the
            // same, and the search does not start again at every level of the turn (which made
            // an endless turn recurse without end). The kernel's `max_frame` does the same.
            Moves::MaxMoves(inner) if IN_TURN_SEARCH.with(Cell::get) => {
                self.generate(s, ctx, inner, out)
            }
            Moves::MaxMoves(inner) => {
                let mut xs = Vec::new();
                self.generate(s, ctx, inner, &mut xs);
                IN_TURN_SEARCH.with(|f| f.set(true));
                let counts: Vec<usize> = xs
                    .iter()
                    .map(|c| {
                        let mut after = s.bytes.to_vec();
                        self.play(&mut after, c);
                        self.replay_count(&after, 1)
                    })
                    .collect();
                IN_TURN_SEARCH.with(|f| f.set(false));
                let most = counts.iter().copied().max().unwrap_or(0);
                out.extend(xs.into_iter().zip(counts).filter(|&(_, n)| n == most).map(|(c, _)| c));
            }
            Moves::Priority(list) => {
                for m in list {
                    let before = out.len();
                    self.generate(s, ctx, m, out);
                    if out.len() > before {
                        return;
                    }
                }
            }
            Moves::If { cond, then, otherwise } => {
                if self.cond(s, ctx, cond) {
                    self.generate(s, ctx, then, out);
                } else if let Some(o) = otherwise {
                    self.generate(s, ctx, o, out);
                }
            }
            Moves::Do { prior, after } => {
                let mut xs = Vec::new();
                self.generate(s, ctx, prior, &mut xs);
                out.extend(
                    xs.into_iter().filter(|c| self.holds_afterwards(s, c, ctx.mover, after)),
                );
            }
            Moves::DoNext { prior, next } => {
                // Do.generateAndApplyPreMoves: every prior move is generated on the state,
                // then all are played, in order, on one copy where `next` is generated.
                let mut pre = Vec::new();
                self.generate(s, ctx, prior, &mut pre);
                let mut bytes = s.bytes.to_vec();
                let mut w = ViewMut { bytes: &mut bytes, layout: &self.layout };
                let mut played = Vec::new();
                for c in &pre {
                    self.play_unrecorded(&mut w, c, ctx.mover, &mut played);
                }
                let first = out.len();
                self.generate(&w.as_view(), ctx, next, out);
                for c in &mut out[first..] {
                    c.actions.splice(0..0, played.iter().copied());
                }
                // Do.prependPreMoves: with dice, no next move is a pass that still plays them.
                if out.len() == first && self.game.dice.is_some() {
                    let mut c = Cand::new(NONE, NONE, played);
                    c.kind = MoveKind::Pass;
                    out.push(c);
                }
            }
            Moves::Then { moves, then } => {
                let before = out.len();
                self.generate(s, ctx, moves, out);
                for c in &mut out[before..] {
                    c.then.push(then);
                }
            }
            Moves::Pass => {
                let mut c = Cand::new(NONE, NONE, Vec::new());
                c.kind = MoveKind::Pass;
                out.push(c);
            }
            Moves::Propose(string) => {
                let mut c = Cand::new(NONE, NONE, vec![Action::Propose { string: *string }]);
                c.kind = MoveKind::Propose;
                out.push(c);
            }
            Moves::Vote(string) => {
                let mut c = Cand::new(NONE, NONE, vec![Action::Vote { string: *string }]);
                c.kind = MoveKind::Vote;
                out.push(c);
            }
            Moves::Remove(site) => {
                // Remove.java yields no move at an empty site.
                if let Some(i) = self.site_of(s, ctx, site).filter(|&i| s.height(i) > 0) {
                    out.push(Cand::new(i as i32, i as i32, vec![Action::Remove { site: i }]));
                }
            }
            Moves::RemoveLevel { site, level } => {
                let Some(i) = self.site_of(s, ctx, site).filter(|&i| s.height(i) > 0) else {
                    return;
                };
                if !self.game.stacking {
                    out.push(Cand::new(i as i32, i as i32, vec![Action::Remove { site: i }]));
                    return;
                }
                // Remove.java: a negative level is 0, and the top one is no level (a removal
                // of the top piece, its key's levels 0); no move for a level the stack does
                // not reach.
                let l = self.int(s, ctx, level).max(0) as usize;
                if l + 1 < s.height(i) {
                    let mut c = Cand::new(
                        i as i32,
                        i as i32,
                        vec![Action::RemoveLevel { site: i, level: l }],
                    );
                    (c.level_from, c.level_to) = (l as u16, l as u16);
                    out.push(c);
                } else if l + 1 == s.height(i) {
                    out.push(Cand::new(i as i32, i as i32, vec![Action::Remove { site: i }]));
                }
            }
            Moves::MoveAgain => out.push(Cand::new(NONE, NONE, vec![Action::MoveAgain])),
            Moves::SetNextPlayer(p) => {
                let p = self.int(s, ctx, p);
                if (1..=self.game.num_players() as i64).contains(&p) {
                    out.push(Cand::new(NONE, NONE, vec![Action::SetNext { player: p as u8 }]));
                }
            }
            Moves::Promote { site, piece } => {
                if let Some(i) = self.site_of(s, ctx, site) {
                    let what = self.piece(s, ctx, piece);
                    out.push(Cand::new(
                        i as i32,
                        i as i32,
                        vec![Action::Promote { site: i, what }],
                    ));
                }
            }
            Moves::Flip(site) => {
                if let Some(i) = self.site_of(s, ctx, site) {
                    out.push(Cand::new(i as i32, i as i32, vec![Action::Flip { site: i }]));
                }
            }
            Moves::Trigger { event, who } => {
                let player = self.player(s, ctx, *who);
                out.push(Cand::new(NONE, NONE, vec![Action::Trigger { event: *event, player }]));
            }
            Moves::SetScore { who, value, add } => {
                let player = self.player(s, ctx, *who);
                let value = self.int(s, ctx, value) as i32;
                out.push(Cand::new(
                    NONE,
                    NONE,
                    vec![Action::SetScore { player, value, add: *add }],
                ));
            }
            Moves::SetState { site, level, value } => {
                // SetState.java yields no move for a negative state or site, or a level below
                // -1 (Ludii's undefined level, which means the top).
                let value = self.int(s, ctx, value);
                let level = level.as_ref().map_or(-1, |l| self.int(s, ctx, l));
                if let (Some(i), true) = (self.site_of(s, ctx, site), value >= 0 && level >= -1) {
                    let level = usize::try_from(level).ok();
                    out.push(Cand::new(
                        i as i32,
                        i as i32,
                        vec![Action::SetState { site: i, level, state: value as u8 }],
                    ));
                }
            }
            Moves::SetValue { site, value } => {
                // SetValue.java yields no move for a negative value.
                let value = self.int(s, ctx, value);
                if let (Some(i), true) = (self.site_of(s, ctx, site), value >= 0) {
                    out.push(Cand::new(
                        i as i32,
                        i as i32,
                        vec![Action::SetValue { site: i, value: value as i32 }],
                    ));
                }
            }
            Moves::Remember { memory, value, unique } => {
                let value = self.int(s, ctx, value) as i32;
                let held = usize::try_from(value)
                    .ok()
                    .filter(|&v| v < self.layout.sites)
                    .is_some_and(|v| s.remembered(*memory, v) > 0);
                // RememberValue.java: with `unique`, no move when the value is held already.
                if !(*unique && held) {
                    out.push(Cand::new(
                        NONE,
                        NONE,
                        vec![Action::Remember { memory: *memory, value }],
                    ));
                }
            }
            Moves::Forget { memory, value } => {
                let value = value.as_ref().map(|v| self.int(s, ctx, v) as i32);
                let memories = match memory {
                    Some(m) => *m..*m + 1,
                    None => 0..self.game.memories.len(),
                };
                out.push(Cand::new(
                    NONE,
                    NONE,
                    memories.map(|memory| Action::Forget { memory, value }).collect(),
                ));
            }
            Moves::ForDie { die, replay_double, temp, moves } => {
                let first = out.len();
                self.generate(s, &Ctx { die: *die as i32, ..*ctx }, moves, out);
                let used = self.die_actions(s, *die, *replay_double, *temp);
                for c in &mut out[first..] {
                    c.actions.extend_from_slice(&used);
                }
            }
            Moves::SetHidden(h) => {
                out.push(Cand::new(NONE, NONE, self.set_hidden_actions(s, ctx, h)));
            }
            Moves::Note => out.push(Cand::new(NONE, NONE, Vec::new())),
            Moves::SetVar { var, value } => {
                let value = self.int(s, ctx, value) as i32;
                out.push(Cand::new(NONE, NONE, vec![Action::SetVar { var: *var, value }]));
            }
            Moves::SetPlayerVar { first, who, value } => {
                let value = self.int(s, ctx, value) as i32;
                // SetValuePlayer.java yields no move for a player index out of range; player 0
                // (a move that changes nothing ludemic keeps) does not occur in the corpus.
                if let Some(var) = self.player_var(ctx, s, *first, *who) {
                    out.push(Cand::new(NONE, NONE, vec![Action::SetVar { var, value }]));
                }
            }
            Moves::SetPending(v) => {
                let value = v.as_ref().map_or(1, |v| self.int(s, ctx, v) as i32);
                out.push(Cand::new(NONE, NONE, vec![Action::SetPending { value }]));
            }
            Moves::Select { from, cond, to, to_cond } => {
                for site in self.region(s, ctx, from) {
                    let c = Ctx { from: site as i32, to: site as i32, ..*ctx };
                    if !cond.as_ref().is_none_or(|b| self.cond(s, &c, b)) {
                        continue;
                    }
                    // Select.java: in a stacking game, the top level's (0 on no piece).
                    let top = |site: usize| match self.game.stacking {
                        true => s.height(site).saturating_sub(1) as u16,
                        false => 0,
                    };
                    let Some(to) = to else {
                        let mut cand = Cand::new(site as i32, site as i32, Vec::new());
                        (cand.level_from, cand.level_to) = (top(site), top(site));
                        out.push(cand);
                        continue;
                    };
                    for t in self.region(s, &c, to) {
                        let ct = Ctx { to: t as i32, ..c };
                        if to_cond.as_ref().is_none_or(|b| self.cond(s, &ct, b)) {
                            let mut cand = Cand::new(site as i32, t as i32, Vec::new());
                            (cand.level_from, cand.level_to) = (top(site), top(t));
                            out.push(cand);
                        }
                    }
                }
            }
            Moves::Sow(sow) => {
                if let Some(actions) = self.sow_actions(s, ctx, sow) {
                    out.push(Cand::new(NONE, NONE, actions));
                }
            }
            Moves::MoveCount { from, to, count } => {
                // FromTo.java binds `(from)` to its site while it reads `to` and `count`.
                let f = self.site_of(s, ctx, from);
                let at = Ctx { from: f.map_or(NONE, |f| f as i32), ..*ctx };
                if let (Some(f), Some(t)) = (f, self.site_of(s, &at, to)) {
                    let n = self.int(s, &at, count).max(0) as u32;
                    out.push(Cand::new(
                        f as i32,
                        t as i32,
                        vec![Action::MoveN { from: f, to: t, n }],
                    ));
                }
            }
            Moves::AddAt { piece, to, state } => {
                if let Some(i) = self.site_of(s, ctx, to) {
                    let what = self.piece(s, ctx, piece);
                    let st = state.as_ref().map_or(0, |e| self.int(s, ctx, e) as u8);
                    if what > 0 {
                        out.push(Cand::new(
                            i as i32,
                            i as i32,
                            vec![Action::Add { site: i, what, state: st, stack: false }],
                        ));
                    }
                }
            }
        }
    }

    /// The actions of Ludii's `Sow.eval`: one seed at a time from `start` along the track, then
    /// the captures. `None` when Ludii yields no move (the start is not on the track).
    fn sow_actions(&self, s: &View<'_>, ctx: &Ctx, sow: &Sow) -> Option<Vec<Action>> {
        let track = &self.game.tracks[sow.track];
        let start = self.site_of(s, ctx, &sow.start)?;
        let count = match &sow.count {
            Some(e) => self.int(s, ctx, e),
            None => s.count(start) as i64,
        };
        let mut actions = Vec::new();
        let mut sown = 0;
        let mut last = ctx.to;
        // `numPerHole` seeds into a site, fewer when the seeds run out (Sow.java counts the
        // seeds it would drop past the last one as sown).
        let per_hole = sow.per_hole as i64;
        let drop = |sown: i64| per_hole.min(count - sown) as u32;
        if self.cond(s, &Ctx { from: start as i32, ..*ctx }, &sow.origin) {
            if sown < count {
                actions.push(Action::MoveN { from: start, to: start, n: drop(sown) });
            }
            sown += per_hole;
            last = start as i32;
        }
        // Sow.java reads every condition in the state before the sowing.
        let mut i = track.sites.iter().position(|&t| t == start);
        if sown < count {
            let mut skipped = 0;
            let mut index = 0;
            while index < count {
                let cur = i?;
                let Some(mut next) = track.next_index(cur) else { break };
                let mut to = track.sites[next];
                let at = Ctx { to: to as i32, ..*ctx };
                if skipped < MAX_SKIPS && sow.skip_if.as_ref().is_some_and(|c| self.cond(s, &at, c))
                {
                    skipped += 1;
                    i = Some(next);
                    continue;
                }
                skipped = 0;
                // Sow.java sets `(to)` before skipping the origin: when the last seed skips it,
                // the captures are tested at the origin, not where that seed went.
                last = to as i32;
                if !sow.include_self && to == start {
                    let Some(after) = track.next_index(next) else { break };
                    next = after;
                    to = track.sites[next];
                }
                actions.push(Action::MoveN { from: start, to, n: drop(sown) });
                sown += per_hole;
                i = Some(next);
                if sown >= count {
                    break;
                }
                index += 1;
            }
        }
        let (Some(effect), Some(mut i)) = (&sow.apply, i) else { return Some(actions) };
        // Captures are decided on a copy of the state with the sowing done (Sow.java's
        // TempContext); the captures' own actions are not applied to it.
        let mut bytes = s.bytes.to_vec();
        let mut w = super::state::ViewMut { bytes: &mut bytes, layout: s.layout };
        self.apply_actions(&mut w, &actions, ctx.mover);
        let after = w.as_view();
        let mut to = last;
        let mut captures = 0;
        loop {
            let at = Ctx { from: start as i32, to, ..*ctx };
            if !sow.capture.as_ref().is_none_or(|c| self.cond(&after, &at, c)) {
                break;
            }
            actions.extend(self.effect_of(&after, &at, effect));
            let Some(back) = &sow.backtracking else { break };
            if !self.cond(&after, &at, back) {
                break;
            }
            let Some(prev) = track.prev_index(i) else { break };
            i = prev;
            to = track.sites[i] as i32;
            if !self.cond(&after, &Ctx { to, ..at }, back) || to == start as i32 {
                break;
            }
            captures += 1;
            if captures >= track.sites.len() {
                break;
            }
        }
        Some(actions)
    }

    /// The moves of `m` going to `site` (Ludii's `canMoveTo`), as `generate` then a filter
    /// would find them, but keeping only those before a `do` tests its condition on each: the
    /// test plays the move, the costly part of a chess-like `is Threatened`.
    pub(crate) fn generate_to<'g>(
        &'g self,
        s: &View<'_>,
        ctx: &Ctx,
        m: &'g Moves,
        site: i32,
        out: &mut Vec<Cand<'g>>,
    ) {
        match m {
            Moves::Do { prior, after } => {
                let mut xs = Vec::new();
                self.generate_to(s, ctx, prior, site, &mut xs);
                out.extend(
                    xs.into_iter().filter(|c| self.holds_afterwards(s, c, ctx.mover, after)),
                );
            }
            Moves::Or(list) => list.iter().for_each(|m| self.generate_to(s, ctx, m, site, out)),
            Moves::If { cond, then, otherwise } => {
                if self.cond(s, ctx, cond) {
                    self.generate_to(s, ctx, then, site, out);
                } else if let Some(o) = otherwise {
                    self.generate_to(s, ctx, o, site, out);
                }
            }
            Moves::Then { moves, then } => {
                let before = out.len();
                self.generate_to(s, ctx, moves, site, out);
                for c in &mut out[before..] {
                    c.then.push(then);
                }
            }
            _ => {
                let mut xs = Vec::new();
                self.generate(s, ctx, m, &mut xs);
                out.extend(xs.into_iter().filter(|c| c.to == site));
            }
        }
    }

    /// True when `m` yields at least one move.
    pub(crate) fn can_generate(&self, s: &View<'_>, ctx: &Ctx, m: &Moves) -> bool {
        let mut out = Vec::new();
        self.generate(s, ctx, m, &mut out);
        !out.is_empty()
    }

    fn site_of(&self, s: &View<'_>, ctx: &Ctx, e: &SiteExpr) -> Option<usize> {
        let i = self.site(s, ctx, e);
        (i >= 0).then_some(i as usize)
    }

    /// A move of the piece on `f` to `t`, if the target's condition holds there: the target's
    /// effect (a capture...) first, then the move, as Ludii orders them.
    fn push_move<'g>(
        &'g self,
        s: &View<'_>,
        ctx: &Ctx,
        f: usize,
        t: usize,
        target: &'g Target,
        out: &mut Vec<Cand<'g>>,
    ) {
        self.push_move_n(s, ctx, f, t, Moved::Top, target, out);
    }

    /// A move from `f` to `t` of what `how` says.
    #[allow(clippy::too_many_arguments)]
    fn push_move_n<'g>(
        &'g self,
        s: &View<'_>,
        ctx: &Ctx,
        f: usize,
        t: usize,
        how: Moved<'_>,
        target: &'g Target,
        out: &mut Vec<Cand<'g>>,
    ) {
        let c = Ctx { from: f as i32, to: t as i32, ..*ctx };
        if !self.holds(s, &c, target) {
            return;
        }
        let mut actions = self.effect_actions(s, &c, target);
        actions.push(match how {
            Moved::Top => Action::Move { from: f, to: t },
            Moved::Count(n) => {
                Action::MoveN { from: f, to: t, n: self.int(s, &c, n).max(0) as u32 }
            }
            Moved::Level(level) => Action::MoveLevel { from: f, level, to: t },
            // ActionCopy.java: the piece moves, then `from` gets it back, count and all; what
            // `to` receives is what an add of the piece there (with its state) puts.
            Moved::Copy => Action::Add {
                site: t,
                what: s.what(f),
                state: s.piece_state(f),
                stack: self.game.stacking,
            },
        });
        let mut cand = Cand::new(f as i32, t as i32, actions);
        if let Moved::Level(level) = how {
            // Ludii's key shows the level the piece leaves (and 0 for `to`).
            cand.level_from = level as u16;
        }
        out.push(cand);
    }

    fn holds(&self, s: &View<'_>, ctx: &Ctx, target: &Target) -> bool {
        target.cond.as_ref().is_none_or(|c| self.cond(s, ctx, c))
    }

    fn effect_actions(&self, s: &View<'_>, ctx: &Ctx, target: &Target) -> Vec<Action> {
        match &target.effect {
            Some(e) => self.effect_of(s, ctx, e),
            None => Vec::new(),
        }
    }

    /// The actions of every move an effect yields, in order, each followed by its consequences'
    /// (`(remove (to) (then (set Counter)))`). Ludii chains an effect's move into the move it is
    /// part of (`MoveUtilities.chainRuleWithAction`), and `Move.apply` runs that inner move's
    /// consequences as soon as its actions are done: they are generated here on a copy of the
    /// state with the actions so far applied.
    fn effect_of(&self, s: &View<'_>, ctx: &Ctx, e: &Moves) -> Vec<Action> {
        let mut out = Vec::new();
        self.generate(s, ctx, e, &mut out);
        let mut actions = Vec::new();
        for c in out {
            actions.extend(c.actions);
            if !c.then.is_empty() {
                let mut bytes = s.bytes.to_vec();
                let mut w = super::state::ViewMut { bytes: &mut bytes, layout: s.layout };
                self.apply_actions(&mut w, &actions, ctx.mover);
                let after = w.as_view();
                let mut consequences = Vec::new();
                for t in c.then {
                    consequences.extend(self.effect_of(&after, &Ctx::new(ctx.mover), t));
                }
                actions.extend(consequences);
            }
        }
        actions
    }

    /// The piece `(move Add ...)` places when none is named: the mover's first component.
    fn default_piece(&self, mover: u8) -> u8 {
        self.game.components.iter().position(|c| c.owner == mover).map_or(0, |i| i as u8 + 1)
    }

    /// Facing of a piece: its own, else its owner's.
    pub(crate) fn facing_of(&self, what: u8) -> Option<Dir> {
        self.game.facing((what as usize).checked_sub(1)?)
    }

    /// ForEachDirection.java's facing for relative directions while `(to)` is bound: the
    /// direction (the last, in the board's order) whose single step from `from` reaches `to`.
    pub(crate) fn turned_facing(&self, from: usize, to: i32) -> Option<Dir> {
        let board = &self.game.board;
        board
            .supported_dirs()
            .iter()
            .copied()
            .filter(|&d| board.ray(from, d).first().is_some_and(|&x| x as i32 == to))
            .last()
    }

    pub(crate) fn directions(&self, s: &View<'_>, site: usize, dirs: &Dirs) -> Vec<Dir> {
        let board = &self.game.board;
        match dirs {
            Dirs::Set(set) => board.dirs_in(site, *set),
            Dirs::Absolute(v) => v.clone(),
            Dirs::Relative(rels, of) => {
                let facing = self.facing_of(s.what(site)).unwrap_or(Dir::N);
                let mut out: Vec<Dir> = Vec::new();
                for &r in rels {
                    let resolved = match r {
                        RelDir::SameDirection | RelDir::OppositeDirection => {
                            self.last_move_dir(s, r).into_iter().collect()
                        }
                        _ => board.resolve_of(facing, r, *of),
                    };
                    for d in resolved {
                        if !out.contains(&d) {
                            out.push(d);
                        }
                    }
                }
                out
            }
            Dirs::Difference(kept, removed) => {
                let removed = self.directions(s, site, removed);
                let mut out = self.directions(s, site, kept);
                out.retain(|d| !removed.contains(d));
                out
            }
        }
    }

    /// Directions.java's SameDirection (the direction from the last move's `from` toward its
    /// `to`) or OppositeDirection (from its `to` back toward its `from`): the first supported
    /// Adjacent direction whose ray reaches the other site; none off the board.
    fn last_move_dir(&self, s: &View<'_>, rel: RelDir) -> Option<Dir> {
        let n = self.game.board.num_sites() as i32;
        let (from, to) = (s.get(G::LastFrom), s.get(G::LastTo));
        if !(0..n).contains(&from) || !(0..n).contains(&to) {
            return None;
        }
        let (a, b) = if rel == RelDir::SameDirection { (from, to) } else { (to, from) };
        self.game.board.dirs_between(a as usize, b as usize).first().copied()
    }
}

/// Several moves merged into one (Ludii's `append` / `and`): all actions, the first move's sites.
fn merge(xs: Vec<Cand<'_>>) -> Option<Cand<'_>> {
    let mut it = xs.into_iter();
    let mut first = it.next()?;
    for x in it {
        first.actions.extend(x.actions);
        first.then.extend(x.then);
    }
    Some(first)
}

impl Interpreter {
    /// What a move of `(forEach Die ..)` at die `die` does to the dice once its own actions are
    /// done, decided on the state before it (see `Moves::ForDie`, ForEachDie.java).
    fn die_actions(
        &self,
        s: &View<'_>,
        die: usize,
        replay_double: bool,
        temp: usize,
    ) -> Vec<Action> {
        let d = self.game.dice.as_ref().expect("forEach Die needs dice");
        let values: Vec<i32> = (0..d.num).map(|i| s.die_value(i)).collect();
        let double = replay_double && values.iter().all(|&v| v == values[0]);
        let t = s.var(temp);
        let mut out = vec![Action::UseDie { die }];
        if double {
            out.push(Action::SetVar {
                var: temp,
                value: if t == NONE { values[die] } else { NONE },
            });
        } else if t != NONE && t >= 1 && t - 1 < d.faces(0) as i32 {
            // ForEachDie.java checks the dice's number of faces (their first die's); a die
            // with fewer faces, where Ludii would fail, is left alone.
            out.extend(
                (0..d.num)
                    .filter(|&die| t - 1 < d.faces(die) as i32)
                    .map(|die| Action::SetDie { die, face: (t - 1) as u8 }),
            );
        }
        out
    }
}
