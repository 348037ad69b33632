//! Lowering of move generators (into `legal`, `can Move` queries and merged moves) and of
//! each generator's effects (into `apply`).

use crate::game_ir::board::DirSet;
use crate::game_ir::*;
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Leaf, Lowering, Mode, NO_SITE_AUX, PASS_WITH_CONSEQUENCES, R};

/// The mover's hand, where `(forEach Piece container:(mover))` looks.
static HAND_OF_MOVER: RegionExpr = RegionExpr::Hand(PlayerRef::Mover);

impl<'g> Lowering<'g> {
    /// The leaf id of a generator reached through `chain` (the same node under different
    /// consequences is a different leaf).
    pub(super) fn leaf(&mut self, node: &'g Moves, chain: &[&'g Moves]) -> R<u32> {
        // A piece's moves generated for each die are a leaf per die (`IntExpr::CurrentDie`).
        let key = (
            node as *const Moves as usize,
            chain
                .iter()
                .chain(&self.active_priors)
                .chain(self.active_dice.last())
                .map(|m| *m as *const Moves as usize)
                .collect(),
        );
        if let Some(&id) = self.leaf_ids.get(&key) {
            return Ok(id);
        }
        let id = self.leaves.len() as u32;
        if id > 0xff {
            return unsupported("more than 256 move generators");
        }
        self.leaves.push(Leaf {
            node,
            chain: chain.to_vec(),
            die: self.active_dice.last().copied(),
            priors: self.active_priors.clone(),
        });
        self.leaf_ids.insert(key, id);
        Ok(id)
    }

    /// What a generator does with one of its moves, by mode.
    /// `levels`: the move's `level_from` and `level_to` (its key's levels in stacking games).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn emit(
        &mut self,
        fb: &mut FnBuilder,
        node: &'g Moves,
        chain: &[&'g Moves],
        cx: &Cx,
        mode: Mode,
        from: Expr,
        to: Expr,
        operand: Expr,
        levels: (Expr, Expr),
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        match mode {
            Mode::Push => {
                let leaf = self.leaf(node, chain)?;
                let aux = self.aux(leaf, cx, operand);
                let push = Stmt::Push {
                    from: from.clone(),
                    to: to.clone(),
                    level_from: levels.0,
                    level_to: levels.1,
                    kind: int(0),
                    aux: aux.clone(),
                };
                out.extend(self.guarded(fb, leaf, chain.len(), from, to, aux, mode, vec![push])?);
            }
            Mode::Exists => {
                let mut key = Expr::bin(BinOp::Shl, from.clone().add(int(1)), int(20))
                    .add(to.clone().add(int(1)));
                // Asked only whether there is a move: bit 40 keeps the key of a move without
                // sites (a note, a `moveAgain`) nonzero (see `priority_effect`).
                if self.exists_siteless {
                    key = key.add(int(1 << 40));
                }
                let found = vec![Stmt::Return(Some(key))];
                if self.active_guards.is_empty() {
                    out.extend(found);
                } else {
                    let leaf = self.leaf(node, chain)?;
                    let aux = self.aux(leaf, cx, operand);
                    out.extend(self.guarded(fb, leaf, chain.len(), from, to, aux, mode, found)?);
                }
            }
            Mode::Reaches(target) => {
                let leaf = self.leaf(node, chain)?;
                let aux = self.aux(leaf, cx, operand);
                let found = self.guarded(
                    fb,
                    leaf,
                    chain.len(),
                    from,
                    to.clone(),
                    aux,
                    mode,
                    vec![Stmt::Return(Some(int(1)))],
                )?;
                out.push(when(to.eq(l(target)), found));
            }
            Mode::ApplyAll => {
                if !self.active_dice.is_empty() {
                    return unsupported("`forEach Die` inside a merged move");
                }
                let cx = Cx { from: Some(from), to: Some(to), ..cx.clone() };
                out.extend(self.leaf_actions_in(fb, node, &cx, operand)?);
                if !chain.is_empty() {
                    return unsupported("consequences inside a merged move");
                }
            }
        }
        Ok(())
    }

    /// `for var in region { if ok { body } }` over a generator's landing sites; asked whether
    /// a move reaches one site, only that site is tested, its membership first: the move's
    /// condition (Shogi's one pawn per column, a count over the board) is then evaluated for
    /// the target alone, not for every site of the region before `emit` compares it.
    #[allow(clippy::too_many_arguments)]
    fn to_sites(
        &mut self,
        fb: &mut FnBuilder,
        region: &'g RegionExpr,
        cx: &Cx,
        var: Local,
        mode: Mode,
        ok: Expr,
        body: Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        let Mode::Reaches(target) = mode else {
            return self.for_region(fb, region, cx, var, vec![when(ok, body)]);
        };
        let inside = self.contains(region, l(var), cx)?;
        Ok(vec![set(var, l(target)), when(inside, vec![when(ok, body)])])
    }

    /// A move's `aux`: its leaf, the `(site)` of the enclosing loop, the leaf's operand.
    fn aux(&self, leaf: u32, cx: &Cx, operand: Expr) -> Expr {
        let site = cx
            .site
            .clone()
            .map_or(int(NO_SITE_AUX), |s| Expr::select(s.clone().ge(int(0)), s, int(NO_SITE_AUX)));
        int(leaf as i64).add(Expr::bin(BinOp::Shl, site, int(8))).add(Expr::bin(
            BinOp::Shl,
            operand,
            int(20),
        ))
    }

    /// Lowers generator `m` with consequences `chain` in `mode`, appending to `out`.
    pub(super) fn gen(
        &mut self,
        fb: &mut FnBuilder,
        m: &'g Moves,
        cx: &Cx,
        chain: &[&'g Moves],
        mode: Mode,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let f = self.f.clone();
        match m {
            Moves::Add { piece, to, target, stack, .. } => {
                let site = fb.local("site");
                let inner = Cx { to: Some(l(site)), ..cx.clone() };
                let mut ok = if *stack { int(1) } else { Expr::load(f.height, l(site)).eq(int(0)) };
                if let Some(c) = &target.cond {
                    ok = ok.and(self.cond(c, &inner)?);
                }
                let what = match piece {
                    Some(p) => self.piece(p, cx)?,
                    None => self.default_piece(cx),
                };
                ok = what.gt(int(0)).and(ok);
                let levels =
                    if self.g.stacking && *stack { Expr::load(f.height, l(site)) } else { int(0) };
                let mut body = Vec::new();
                self.emit(
                    fb,
                    m,
                    chain,
                    &inner,
                    mode,
                    l(site),
                    l(site),
                    int(0),
                    (levels.clone(), levels),
                    &mut body,
                )?;
                out.extend(self.to_sites(fb, to, cx, site, mode, ok, body)?);
            }
            Moves::FromTo { from, to, target, level, .. } => {
                let a = fb.local("from");
                let b = fb.local("to");
                let inner = Cx { from: Some(l(a)), to: Some(l(b)), ..cx.clone() };
                let ok = self.cond_or_true(target.cond.as_ref(), &inner)?;
                // `(from .. level:<int>)` in a stacking game: the level, read with `(from)`
                // bound, is the move's `level_from`; no move for one the stack does not reach.
                let level = match level {
                    Some(e) if self.g.stacking => {
                        let lv = fb.local("level");
                        let value = self.int(e, &Cx { from: Some(l(a)), ..cx.clone() })?;
                        let reaches = l(lv).ge(int(0)).and(l(lv).lt(Expr::load(f.height, l(a))));
                        Some((lv, value, reaches))
                    }
                    _ => None,
                };
                let levels = level.as_ref().map_or_else(ground, |(lv, ..)| (l(*lv), int(0)));
                let mut body = Vec::new();
                self.emit(fb, m, chain, &inner, mode, l(a), l(b), int(0), levels, &mut body)?;
                // As FromTo.java: the `to` region sees `(from)` bound and the enclosing `(to)`
                // (`(to (apply ..))` without a site is the `(to)` of `forEach Direction`).
                let tos = self.to_sites(
                    fb,
                    to,
                    &Cx { from: Some(l(a)), ..cx.clone() },
                    b,
                    mode,
                    ok,
                    body,
                )?;
                let tos = match level {
                    Some((lv, value, reaches)) => vec![set(lv, value), when(reaches, tos)],
                    None => tos,
                };
                let froms = self.for_region(
                    fb,
                    from,
                    cx,
                    a,
                    vec![when(Expr::load(f.height, l(a)).gt(int(0)), tos)],
                )?;
                out.extend(froms);
            }
            Moves::Step { from, dirs, target } => {
                let a = fb.local("from");
                let t = fb.local("to");
                let site = self.site(from, cx)?;
                let inner = Cx { from: Some(l(a)), to: Some(l(t)), ..cx.clone() };
                let ok = self.cond_or_true(target.cond.as_ref(), &inner)?;
                // Step.java: in a stacking game the move leaves from the stack's top level.
                let level_from = if self.g.stacking {
                    let height = Expr::load(f.height, l(a));
                    Expr::select(height.clone().gt(int(0)), height.sub(int(1)), int(0))
                } else {
                    int(0)
                };
                let mut body = Vec::new();
                self.emit(
                    fb,
                    m,
                    chain,
                    &inner,
                    mode,
                    l(a),
                    l(t),
                    int(0),
                    (level_from, int(0)),
                    &mut body,
                )?;
                let geo = self.geo.clone();
                let geo = &geo;
                let steps = geo.step_table(self.g, &mut self.tables);
                let step = |d: Expr| -> Vec<Stmt> {
                    vec![
                        set(t, Expr::table(steps, geo.ray_index(d, l(a)))),
                        when(l(t).lt(int(0)), vec![Stmt::Continue]),
                        when(ok.clone(), body.clone()),
                    ]
                };
                let known = known_what(cx, &site);
                let loop_ = self.for_dirs(fb, dirs, l(a), known, step)?;
                out.push(set(a, site));
                out.push(when(l(a).ge(int(0)), loop_));
            }
            Moves::Slide { from, dirs, between, target, min_steps, max_steps } => {
                // The interpreter's order: a stop (capture) ends the ray, else `between` goes on.
                let a = fb.local("from");
                let t = fb.local("to");
                let site = self.site(from, cx)?;
                let inner =
                    Cx { from: Some(l(a)), to: Some(l(t)), between: Some(l(t)), ..cx.clone() };
                let through_empty = between.is_none()
                    && target.cond.is_none()
                    && *min_steps <= 1
                    && *max_steps == usize::MAX;
                if let Some(masks) = if through_empty { self.slide_masks(dirs, mode) } else { None }
                {
                    let mut body = Vec::new();
                    self.emit(fb, m, chain, &inner, mode, l(a), l(t), int(0), ground(), &mut body)?;
                    let targets = self.slide_targets(fb, l(a), &masks, t, body);
                    out.extend([set(a, site), when(l(a).ge(int(0)), targets)]);
                    return Ok(());
                }
                let i = fb.local("i");
                let off = fb.local("off");
                let n = fb.local("n");
                let go = match between {
                    Some(b) => self.cond(b, &inner)?,
                    None => Expr::load(f.height, l(t)).eq(int(0)),
                };
                // Sites `i` (0-based) from `min_steps - 1` on take moves.
                let far_enough = |mv: Vec<Stmt>| {
                    if *min_steps > 1 {
                        vec![when(l(i).ge(int(*min_steps as i64 - 1)), mv)]
                    } else {
                        mv
                    }
                };
                let mut body = vec![set(t, Expr::table(self.geo.ray_data, l(off).add(l(i))))];
                if let Some(stop) = &target.cond {
                    let mut c = self.cond(stop, &inner)?;
                    if *min_steps > 1 {
                        c = l(i).ge(int(*min_steps as i64 - 1)).and(c);
                    }
                    let mut capture = Vec::new();
                    self.emit(
                        fb,
                        m,
                        chain,
                        &inner,
                        mode,
                        l(a),
                        l(t),
                        int(1),
                        ground(),
                        &mut capture,
                    )?;
                    capture.push(Stmt::Break);
                    body.push(when(c, capture));
                }
                body.push(when(Expr::not(go), vec![Stmt::Break]));
                let mut plain = Vec::new();
                self.emit(fb, m, chain, &inner, mode, l(a), l(t), int(0), ground(), &mut plain)?;
                body.extend(far_enough(plain));
                let geo = self.geo.clone();
                let geo = &geo;
                let limit = |n: Expr| {
                    if *max_steps == usize::MAX {
                        n
                    } else {
                        Expr::select(
                            n.clone().lt(int(*max_steps as i64)),
                            n,
                            int(*max_steps as i64),
                        )
                    }
                };
                let per_dir = |d: Expr| -> Vec<Stmt> {
                    vec![
                        set(off, Expr::table(geo.ray_off, geo.ray_index(d.clone(), l(a)))),
                        set(n, limit(Expr::table(geo.ray_len, geo.ray_index(d, l(a))))),
                        range(i, 0, l(n), body.clone()),
                    ]
                };
                let known = known_what(cx, &site);
                let loop_ = self.for_dirs(fb, dirs, l(a), known, per_dir)?;
                out.push(set(a, site));
                out.push(when(l(a).ge(int(0)), loop_));
            }
            Moves::SlideTrack { from, tracks, after_bump, between, target, to_rule } => {
                // The interpreter's walk, on tables of the tracks' elements numbered across
                // all of them: each element's site, successor, bump and track length, and for
                // each site the elements on it.
                let [a, t, k, i, nx, bumps, len, steps] =
                    ["from", "to", "k", "elem", "next_elem", "bumps", "track_len", "steps"]
                        .map(|x| fb.local(x));
                let tables = self.track_slide_tables(tracks);
                let site = self.site(from, cx)?;
                let inner =
                    Cx { from: Some(l(a)), to: Some(l(t)), between: Some(l(t)), ..cx.clone() };
                let go = match between {
                    Some(b) => self.cond(b, &inner)?,
                    None => Expr::load(f.height, l(t)).eq(int(0)),
                };
                let mut moves = Vec::new();
                if let Some(stop) = &target.cond {
                    let c = self.cond(stop, &inner)?;
                    let mut capture = Vec::new();
                    self.emit(
                        fb,
                        m,
                        chain,
                        &inner,
                        mode,
                        l(a),
                        l(t),
                        int(1),
                        ground(),
                        &mut capture,
                    )?;
                    capture.push(Stmt::Break);
                    moves.push(when(c, capture));
                }
                let plain_ok = self.cond_or_true(to_rule.as_ref(), &inner)?;
                let mut plain = Vec::new();
                self.emit(fb, m, chain, &inner, mode, l(a), l(t), int(0), ground(), &mut plain)?;
                moves.push(when(plain_ok, plain));
                let mut walk = vec![
                    set(nx, Expr::table(tables.next, l(i))),
                    when(l(nx).lt(int(0)), vec![Stmt::Break]),
                    set(t, Expr::table(tables.site, l(nx))),
                ];
                walk.extend(if *after_bump {
                    vec![when(l(bumps).gt(int(0)), moves)]
                } else {
                    moves
                });
                walk.extend([
                    when(Expr::not(go), vec![Stmt::Break]),
                    set(i, l(nx)),
                    set(bumps, l(bumps).add(Expr::table(tables.bump, l(i)))),
                ]);
                let per_start = vec![
                    set(i, Expr::table(tables.starts, l(k))),
                    set(bumps, Expr::table(tables.bump, l(i))),
                    set(len, Expr::table(tables.len, l(i))),
                    range(steps, 1, l(len), walk),
                ];
                let first = Expr::table(tables.starts_off, l(a));
                let last = Expr::table(tables.starts_off, l(a).add(int(1)));
                out.extend([
                    set(a, site),
                    when(l(a).ge(int(0)), vec![range(k, first, last, per_start)]),
                ]);
            }
            Moves::Hop { from, dirs, between, between_effect, target, range: Some(hurdle) } => {
                // As the interpreter: the run of hurdle sites (at most `max`) from the first
                // site of the ray, then a landing after each `k` of them from `min` on.
                let [a, t, o, off, len, run, i, k, lo, hi, dir] =
                    ["from", "to", "over", "off", "len", "run", "i", "k", "lo", "hi", "dir"]
                        .map(|x| fb.local(x));
                let site = self.site(from, cx)?;
                let at_from = Cx { from: Some(l(a)), ..cx.clone() };
                let (lo_value, hi_value) =
                    (self.int(&hurdle.0, &at_from)?, self.int(&hurdle.1, &at_from)?);
                let over = self.cond_or_true(
                    between.as_ref(),
                    &Cx { between: Some(l(o)), ..at_from.clone() },
                )?;
                let inner = Cx { to: Some(l(t)), ..at_from.clone() };
                let ok = self.cond_or_true(target.cond.as_ref(), &inner)?;
                // operand: the direction hopped in, when the hopped sites have an effect.
                let operand = if between_effect.is_some() { l(dir) } else { int(0) };
                let mut body = Vec::new();
                self.emit(fb, m, chain, &inner, mode, l(a), l(t), operand, ground(), &mut body)?;
                let geo = self.geo.clone();
                let geo = &geo;
                let per_dir = |d: Expr| -> Vec<Stmt> {
                    vec![
                        set(dir, d.clone()),
                        set(off, Expr::table(geo.ray_off, geo.ray_index(d.clone(), l(a)))),
                        set(len, Expr::table(geo.ray_len, geo.ray_index(d, l(a)))),
                        set(run, int(0)),
                        range(
                            i,
                            0,
                            Expr::bin(BinOp::Min, l(len), l(hi)),
                            vec![
                                set(o, Expr::table(geo.ray_data, l(off).add(l(i)))),
                                when(Expr::not(over.clone()), vec![Stmt::Break]),
                                set(run, l(i).add(int(1))),
                            ],
                        ),
                        range(
                            k,
                            Expr::bin(BinOp::Max, l(lo), int(0)),
                            Expr::bin(BinOp::Min, l(run).add(int(1)), l(len)),
                            vec![
                                set(t, Expr::table(geo.ray_data, l(off).add(l(k)))),
                                when(ok.clone(), body.clone()),
                            ],
                        ),
                    ]
                };
                let known = known_what(cx, &site);
                let loop_ = self.for_dirs(fb, dirs, l(a), known, per_dir)?;
                out.extend([
                    set(a, site),
                    when(
                        l(a).ge(int(0)),
                        vec![set(lo, lo_value), set(hi, hi_value)]
                            .into_iter()
                            .chain(loop_)
                            .collect(),
                    ),
                ]);
            }
            Moves::HopFar { from, dirs, between, target, stop, before, after, .. } => {
                // As the interpreter: the hurdle (`h`, its site `over`) within `before` sites
                // the `to` condition admits, then the landings past it.
                let [a, t, o, off, len, i, j, h, most_before, most_after] =
                    ["from", "to", "over", "off", "len", "i", "j", "h", "before", "after"]
                        .map(|x| fb.local(x));
                let site = self.site(from, cx)?;
                let at_from = Cx { from: Some(l(a)), ..cx.clone() };
                let (before_value, after_value) =
                    (self.int(before, &at_from)?, self.int(after, &at_from)?);
                let is_hurdle = self.cond_or_true(
                    between.as_ref(),
                    &Cx { between: Some(l(o)), ..at_from.clone() },
                )?;
                let go_before = self.cond_or_true(
                    target.cond.as_ref(),
                    &Cx { to: Some(l(o)), ..at_from.clone() },
                )?;
                let inner = Cx { to: Some(l(t)), between: Some(l(o)), ..at_from.clone() };
                let go = self.cond_or_true(target.cond.as_ref(), &inner)?;
                let mut body = Vec::new();
                // operand: the hurdle, on which `between_effect` acts.
                self.emit(fb, m, chain, &inner, mode, l(a), l(t), l(o), ground(), &mut body)?;
                // A site `go` admits takes a move only without a stop rule; the first it refuses
                // ends the direction, with a move there when the stop rule holds.
                let landing = match stop {
                    None => if_else(go, body, vec![Stmt::Break]),
                    Some(r) => if_else(
                        go,
                        Vec::new(),
                        vec![when(self.cond(r, &inner)?, body), Stmt::Break],
                    ),
                };
                let geo = self.geo.clone();
                let geo = &geo;
                let per_dir = |d: Expr| -> Vec<Stmt> {
                    vec![
                        set(off, Expr::table(geo.ray_off, geo.ray_index(d.clone(), l(a)))),
                        set(len, Expr::table(geo.ray_len, geo.ray_index(d, l(a)))),
                        set(h, int(-1)),
                        range(
                            i,
                            0,
                            l(len),
                            vec![
                                set(o, Expr::table(geo.ray_data, l(off).add(l(i)))),
                                when(is_hurdle.clone(), vec![set(h, l(i)), Stmt::Break]),
                                when(
                                    l(i).add(int(1))
                                        .gt(l(most_before))
                                        .or(Expr::not(go_before.clone())),
                                    vec![Stmt::Break],
                                ),
                            ],
                        ),
                        when(
                            l(h).ge(int(0)),
                            vec![
                                set(o, Expr::table(geo.ray_data, l(off).add(l(h)))),
                                range(
                                    j,
                                    l(h).add(int(1)),
                                    l(len),
                                    vec![
                                        set(t, Expr::table(geo.ray_data, l(off).add(l(j)))),
                                        landing.clone(),
                                        when(l(j).sub(l(h)).gt(l(most_after)), vec![Stmt::Break]),
                                    ],
                                ),
                            ],
                        ),
                    ]
                };
                let known = known_what(cx, &site);
                let loop_ = self.for_dirs(fb, dirs, l(a), known, per_dir)?;
                let head = vec![set(most_before, before_value), set(most_after, after_value)];
                out.extend([
                    set(a, site),
                    when(l(a).ge(int(0)), head.into_iter().chain(loop_).collect()),
                ]);
            }
            Moves::Hop { from, dirs, between, target, range: None, .. } => {
                let a = fb.local("from");
                let b = fb.local("over");
                let t = fb.local("to");
                let off = fb.local("off");
                let dir = fb.local("dir");
                let site = self.site(from, cx)?;
                let inner =
                    Cx { from: Some(l(a)), to: Some(l(t)), between: Some(l(b)), ..cx.clone() };
                let mut ok = int(1);
                if let Some(c) = between {
                    ok = self.cond(c, &inner)?;
                }
                if let Some(c) = &target.cond {
                    ok = ok.and(self.cond(c, &inner)?);
                }
                let mut body = Vec::new();
                self.emit(fb, m, chain, &inner, mode, l(a), l(t), l(dir), ground(), &mut body)?;
                let geo = self.geo.clone();
                let geo = &geo;
                let per_dir = |d: Expr| -> Vec<Stmt> {
                    vec![
                        set(dir, d.clone()),
                        when(
                            Expr::table(geo.ray_len, geo.ray_index(d.clone(), l(a))).lt(int(2)),
                            vec![Stmt::Continue],
                        ),
                        set(off, Expr::table(geo.ray_off, geo.ray_index(d, l(a)))),
                        set(b, Expr::table(geo.ray_data, l(off))),
                        set(t, Expr::table(geo.ray_data, l(off).add(int(1)))),
                        when(ok.clone(), body.clone()),
                    ]
                };
                let known = known_what(cx, &site);
                let loop_ = self.for_dirs(fb, dirs, l(a), known, per_dir)?;
                out.push(set(a, site));
                out.push(when(l(a).ge(int(0)), loop_));
            }
            Moves::Leap { from, walks, forward_only, target } => {
                let a = fb.local("from");
                let t = fb.local("to");
                let j = fb.local("j");
                let what = fb.local("what");
                let site = self.site(from, cx)?;
                let (table, k) = self.leap_table(walks, *forward_only);
                let inner = Cx { from: Some(l(a)), to: Some(l(t)), ..cx.clone() };
                let ok = self.cond_or_true(target.cond.as_ref(), &inner)?;
                let mut body = Vec::new();
                self.emit(fb, m, chain, &inner, mode, l(a), l(t), int(0), ground(), &mut body)?;
                let b = self.g.board.num_sites() as i64;
                let index = l(what).mul(int(b)).add(l(a)).mul(int(k as i64)).add(l(j));
                let piece = known_what(cx, &site).map_or_else(|| self.top(f.what, l(a)), int);
                out.extend([
                    set(a, site),
                    when(
                        l(a).ge(int(0)),
                        vec![
                            set(what, piece),
                            range(
                                j,
                                0,
                                k as i64,
                                vec![
                                    set(t, Expr::table(table, index)),
                                    when(l(t).lt(int(0)), vec![Stmt::Break]),
                                    when(ok, body),
                                ],
                            ),
                        ],
                    ),
                ]);
            }
            Moves::Shoot { piece, dirs } => {
                let a = fb.local("from");
                let t = fb.local("to");
                let what = self.piece(piece, cx)?;
                let inner = Cx { from: Some(l(a)), to: Some(l(t)), ..cx.clone() };
                if let Some(masks) = self.slide_masks(dirs, mode) {
                    let mut shot = Vec::new();
                    self.emit(fb, m, chain, &inner, mode, l(t), l(t), int(0), ground(), &mut shot)?;
                    let targets = self.slide_targets(fb, l(a), &masks, t, shot);
                    out.extend([
                        set(a, Expr::scalar(f.last_to)),
                        when(l(a).ge(int(0)).and(what.gt(int(0))), targets),
                    ]);
                    return Ok(());
                }
                let i = fb.local("i");
                let off = fb.local("off");
                let n = fb.local("n");
                let mut body = vec![
                    set(t, Expr::table(self.geo.ray_data, l(off).add(l(i)))),
                    when(Expr::load(f.height, l(t)).gt(int(0)), vec![Stmt::Break]),
                ];
                self.emit(fb, m, chain, &inner, mode, l(t), l(t), int(0), ground(), &mut body)?;
                let geo = self.geo.clone();
                let geo = &geo;
                let per_dir = |d: Expr| -> Vec<Stmt> {
                    vec![
                        set(off, Expr::table(geo.ray_off, geo.ray_index(d.clone(), l(a)))),
                        set(n, Expr::table(geo.ray_len, geo.ray_index(d, l(a)))),
                        range(i, 0, l(n), body.clone()),
                    ]
                };
                let loop_ = self.for_dirs(fb, dirs, l(a), None, per_dir)?;
                out.push(set(a, Expr::scalar(f.last_to)));
                out.push(when(l(a).ge(int(0)).and(what.gt(int(0))), loop_));
            }
            Moves::ForEachPiece { components, moves, owner, in_hand, levels } => {
                // Every level of the stacks (see `Moves::ForEachPiece::levels`).
                let levels = *levels && self.g.stacking;
                if *owner == PlayerRef::Mover && !*in_hand && !levels {
                    if let Some(steps) = self.step_sets(fb, components, moves, cx, chain, mode)? {
                        out.extend(steps);
                        return Ok(());
                    }
                }
                let site = fb.local("piece");
                let what = fb.local("what");
                let level = levels.then(|| fb.local("level"));
                // Another player's pieces move as that player's (ForEachPiece.java).
                let mover = self.player(*owner, cx);
                let cx = &Cx { mover, ..cx.clone() };
                // The piece's level: the loop's, or the top one's (read where `(level)` is).
                let level_of_piece = match (level, f.levels) {
                    (Some(level), _) => l(level),
                    (None, 1) => int(0),
                    (None, _) => Expr::load(f.height, l(site)).sub(int(1)),
                };
                let inner = Cx {
                    site: Some(l(site)),
                    from: Some(l(site)),
                    level: Some(level_of_piece),
                    ..cx.clone()
                };
                let mut per_kind = Vec::new();
                for (c, comp) in self.g.components.iter().enumerate() {
                    if let Some(names) = components {
                        if !names.contains(&comp.base) {
                            continue;
                        }
                    }
                    let body_moves: &'g Moves = match moves {
                        Some(m) => m,
                        None => match &comp.moves {
                            Some(m) => m,
                            None => continue,
                        },
                    };
                    let mut body = Vec::new();
                    // Generating (not applying) leaves the state alone: the piece stays there
                    // (on top, unless the loop goes through the levels).
                    let known =
                        (mode != Mode::ApplyAll && !levels).then(|| (l(site), c as i64 + 1));
                    let inner = Cx { piece: known, ..inner.clone() };
                    self.gen(fb, body_moves, &inner, chain, mode, &mut body)?;
                    per_kind.push(when(l(what).eq(int(c as i64 + 1)), body));
                }
                // Asked whether a move reaches one site: skip the pieces that cannot.
                let super::reach::Gate { per_piece: gate, starts } = match mode {
                    Mode::Reaches(target) => {
                        self.reach_gate(fb, components, moves.as_deref(), what, site, target)
                    }
                    _ => super::reach::Gate::default(),
                };
                let b = self.g.board.num_sites() as i64;
                // Without an owner bitboard: skip empty sites and the other players' pieces, and
                // read the kind of the mover's piece on top.
                let movers_piece_on_top = |lw: &Self| {
                    vec![
                        when(Expr::load(f.height, l(site)).eq(int(0)), vec![Stmt::Continue]),
                        when(lw.top(f.who, l(site)).ne(cx.mover.clone()), vec![Stmt::Continue]),
                        set(what, lw.top(f.what, l(site))),
                    ]
                };
                // Through the levels: each of the mover's pieces in the stack, bottom first.
                if let Some(level) = level {
                    if matches!(mode, Mode::Reaches(_)) {
                        return unsupported(
                            "`forEach Piece` at every level among the moves `is Threatened` asks",
                        );
                    }
                    let at = l(site).mul(int(f.levels as i64)).add(l(level));
                    let mut per_level = vec![
                        when(
                            Expr::load(f.who, at.clone()).ne(cx.mover.clone()),
                            vec![Stmt::Continue],
                        ),
                        set(what, Expr::load(f.what, at)),
                    ];
                    per_level.extend(per_kind);
                    let body = vec![range(level, 0, Expr::load(f.height, l(site)), per_level)];
                    let sites = if *in_hand { &HAND_OF_MOVER } else { &RegionExpr::Board };
                    out.extend(self.for_region(fb, sites, cx, site, body)?);
                    return Ok(());
                }
                match f.owned {
                    _ if *in_hand => {
                        let mut body = movers_piece_on_top(self);
                        body.extend(gate);
                        body.extend(per_kind);
                        out.extend(self.for_region(fb, &HAND_OF_MOVER, cx, site, body)?);
                    }
                    // Visit the set bits of the mover's bitboard, lowest site first.
                    Some(owned) => {
                        let word = fb.local("word");
                        let bits = fb.local("bits");
                        let words = f.words as i64;
                        let mut body = vec![
                            set(
                                site,
                                l(word)
                                    .mul(int(64))
                                    .add(Expr::Un(UnOp::TrailingZeros, Box::new(l(bits)))),
                            ),
                            set(bits, Expr::bin(BinOp::BitAnd, l(bits), l(bits).sub(int(1)))),
                            set(what, Expr::load(f.what, l(site))),
                        ];
                        body.extend(gate);
                        body.extend(per_kind);
                        out.push(range(
                            word,
                            0,
                            words,
                            vec![
                                set(
                                    bits,
                                    match (starts, words) {
                                        (Some(starts), 1) => Expr::bin(
                                            BinOp::BitAnd,
                                            Expr::load(owned, cx.mover.clone()),
                                            starts,
                                        ),
                                        _ => Expr::load(
                                            owned,
                                            cx.mover.clone().mul(int(words)).add(l(word)),
                                        ),
                                    },
                                ),
                                Stmt::While { cond: l(bits).ne(int(0)), body },
                            ],
                        ));
                    }
                    None => {
                        let mut body = movers_piece_on_top(self);
                        body.extend(gate);
                        body.extend(per_kind);
                        out.push(range(site, 0, b, body));
                    }
                }
            }
            Moves::ForEachLevel { site, from_top, moves } => {
                let (x, h, k) = (fb.local("site"), fb.local("h"), fb.local("k"));
                let level = match from_top {
                    true => l(h).sub(int(1)).sub(l(k)),
                    false => l(k),
                };
                let inner = Cx { level: Some(level), ..cx.clone() };
                let mut body = Vec::new();
                self.gen(fb, moves, &inner, chain, mode, &mut body)?;
                out.extend([
                    set(x, self.site(site, cx)?),
                    when(
                        l(x).ge(int(0)),
                        vec![set(h, Expr::load(f.height, l(x))), range(k, 0, l(h), body)],
                    ),
                ]);
            }
            Moves::ForEachSite { region, moves } => {
                if let Some(fill) = self.flank_fill(fb, region, moves, cx, chain, mode)? {
                    out.extend(fill);
                    return Ok(());
                }
                let site = fb.local("site");
                // As the interpreter: the site is `(to)` as well (ForEachSite.java).
                let inner = Cx { site: Some(l(site)), to: Some(l(site)), ..cx.clone() };
                let mut body = Vec::new();
                self.gen(fb, moves, &inner, chain, mode, &mut body)?;
                out.extend(self.for_region(fb, region, cx, site, body)?);
            }
            Moves::ForEachDirection { .. } => {
                self.for_each_direction(fb, m, cx, chain, mode, out)?
            }
            Moves::Custodial { from, dirs, between, effect, to, max } => {
                if matches!(mode, Mode::Reaches(_)) {
                    return unsupported("custodial captures among the moves `is Threatened` asks");
                }
                if mode == Mode::Push {
                    return unsupported(
                        "custodial captures as separate moves (only merged by `append`)",
                    );
                }
                let a = fb.local("from");
                let j = fb.local("j");
                let d = fb.local("d");
                let off = fb.local("off");
                let len = fb.local("len");
                let n = fb.local("n");
                let end = fb.local("end");
                let i = fb.local("i");
                let b = fb.local("b");
                let site = self.site(from, cx)?;
                let geo = self.geo.clone();
                let geo = &geo;
                let (table, k) = geo.dir_set(*dirs);
                let (ray_off, ray_len, ray_data) = (geo.ray_off, geo.ray_len, geo.ray_data);
                let index = geo.ray_index(l(d), l(a));
                let at_between =
                    Cx { between: Some(Expr::table(ray_data, l(off).add(l(n)))), ..cx.clone() };
                let flanked = self.cond(between, &at_between)?;
                let walk = match max {
                    // Custodial.java's shortSandwich (at most one flanked site) needs the closing
                    // site on the board.
                    Some(1) => l(len).ge(int(2)).and(l(n).lt(int(1))).and(flanked),
                    Some(m) => l(n).lt(l(len)).and(l(n).lt(int(*m as i64))).and(flanked),
                    None => l(n).lt(l(len)).and(flanked),
                };
                let at_end = Cx { to: Some(l(end)), ..cx.clone() };
                let closed = self.cond(to, &at_end)?;
                let per_between = Cx { between: Some(l(b)), to: Some(l(end)), ..cx.clone() };
                let mut body = vec![set(b, Expr::table(ray_data, l(off).add(l(i))))];
                match mode {
                    Mode::Exists => {
                        let mut e = Vec::new();
                        self.gen(fb, effect, &per_between, &[], Mode::Exists, &mut e)?;
                        body.extend(e);
                    }
                    _ => {
                        self.gen(fb, effect, &per_between, &[], Mode::ApplyAll, &mut body)?;
                        // Custodial.java attaches its `then` to each capture it generates: the
                        // consequences run once per flanked site, after its effect, and never
                        // when nothing is flanked.
                        for c in chain {
                            let (a, b) = self.effect(fb, c, cx)?;
                            body.extend(a);
                            body.extend(b);
                        }
                    }
                }
                out.extend([
                    set(a, site),
                    when(
                        l(a).ge(int(0)),
                        vec![range(
                            j,
                            0,
                            k as i64,
                            vec![
                                set(d, Expr::table(table, l(a).mul(int(k as i64)).add(l(j)))),
                                when(l(d).lt(int(0)), vec![Stmt::Break]),
                                set(off, Expr::table(ray_off, index.clone())),
                                set(len, Expr::table(ray_len, index)),
                                set(n, int(0)),
                                Stmt::While { cond: walk, body: vec![set(n, l(n).add(int(1)))] },
                                when(l(n).eq(int(0)), vec![Stmt::Continue]),
                                set(
                                    end,
                                    Expr::select(
                                        l(n).lt(l(len)),
                                        Expr::table(ray_data, l(off).add(l(n))),
                                        int(-1),
                                    ),
                                ),
                                when(Expr::not(closed), vec![Stmt::Continue]),
                                range(i, 0, l(n), body),
                            ],
                        )],
                    ),
                ]);
            }
            Moves::Enclose { from, dirs, between, effect } => {
                if !matches!(mode, Mode::Exists | Mode::ApplyAll) {
                    return unsupported(
                        "enclose captures as separate moves (only as consequences)",
                    );
                }
                let f = self.f.clone();
                let [a, j, t, j2, u, s, i, top, free, stamp] =
                    ["from", "j", "t", "j2", "u", "s", "i", "top", "free", "stamp"]
                        .map(|n| fb.local(n));
                let site = self.site(from, cx)?;
                let geo = self.geo.clone();
                let k = geo.dir_set(*dirs).1;
                let nb = geo.neighbour_table(&mut self.tables, *dirs);
                let target_t = self.cond(between, &Cx { between: Some(l(t)), ..cx.clone() })?;
                let target_u = self.cond(between, &Cx { between: Some(l(u)), ..cx.clone() })?;
                // The group grows breadth first in the flood-fill stack (kept whole: its sites
                // are the captured ones); an empty neighbour is a liberty and ends the search.
                let empty = Expr::load(f.height, l(u)).eq(int(0));
                let fill = super::quiet::flood_group(
                    &f,
                    [t, s, i, j2, u, top, free, stamp],
                    geo.neighbour_step(*dirs, nb, [s, j2, u]),
                    k as i64,
                    target_u,
                    empty,
                );
                let at = Cx { between: Some(l(u)), ..cx.clone() };
                let mut capture = vec![set(u, Expr::load(f.stack, l(i)))];
                self.gen(
                    fb,
                    effect,
                    &at,
                    &[],
                    if mode == Mode::Exists { Mode::Exists } else { Mode::ApplyAll },
                    &mut capture,
                )?;
                // Captures are played as found: a captured group is no longer a target, and
                // another group's liberties are not its sites (they would be one group).
                let mut per_neighbour = geo.neighbour_step(*dirs, nb, [a, j, t]);
                per_neighbour.extend([when(Expr::not(target_t), vec![Stmt::Continue])]);
                per_neighbour.extend(fill);
                per_neighbour.push(when(l(free).eq(int(0)), vec![range(i, 0, l(top), capture)]));
                out.extend([
                    set(a, site),
                    when(
                        l(a).ge(int(0)).and(Expr::load(f.height, l(a)).gt(int(0))),
                        vec![range(j, 0, k as i64, per_neighbour)],
                    ),
                ]);
            }
            Moves::Intervene { .. } => {
                if !matches!(mode, Mode::Exists | Mode::ApplyAll) {
                    return unsupported(
                        "intervene captures as separate moves (only as consequences)",
                    );
                }
                let (decide, apply) = self.intervene(fb, m, cx, chain, mode)?;
                out.extend(decide);
                out.extend(apply);
            }
            Moves::Surround { from, dirs, between, effect, to, except } => {
                if !matches!(mode, Mode::Exists | Mode::ApplyAll) {
                    return unsupported(
                        "surround captures as separate moves (only as consequences)",
                    );
                }
                let [a, j, d, t, j2, d2, u, open, hits] =
                    ["from", "j", "d", "t", "j2", "d2", "u", "open", "hits"].map(|n| fb.local(n));
                let site = self.site(from, cx)?;
                let geo = self.geo.clone();
                let (table, k) = geo.dir_set(*dirs);
                let dir_at = |site: Local, j: Local| {
                    Expr::table(table, l(site).mul(int(k as i64)).add(l(j)))
                };
                let neighbour = |dir: Local, site: Local| geo.first_step(l(dir), l(site));
                let target = self.cond(between, &Cx { between: Some(l(t)), ..cx.clone() })?;
                let enclosing = self.cond(to, &Cx { to: Some(l(u)), ..cx.clone() })?;
                // Which directions capture, all decided on the state before any capture (Ludii
                // generates every capture, then applies them).
                let count_open = vec![
                    set(d2, dir_at(t, j2)),
                    when(l(d2).lt(int(0)), vec![Stmt::Break]),
                    set(u, neighbour(d2, t)),
                    when(
                        l(u).ge(int(0)).and(l(u).ne(l(a))),
                        vec![when(Expr::not(enclosing), vec![set(open, l(open).add(int(1)))])],
                    ),
                ];
                let decide = vec![
                    set(d, dir_at(a, j)),
                    when(l(d).lt(int(0)), vec![Stmt::Break]),
                    set(t, neighbour(d, a)),
                    when(l(t).lt(int(0)), vec![Stmt::Continue]),
                    when(Expr::not(target), vec![Stmt::Continue]),
                    set(open, int(0)),
                    range(j2, 0, k as i64, count_open),
                    when(
                        l(open).le(int(*except as i64)),
                        vec![set(
                            hits,
                            Expr::bin(BinOp::BitOr, l(hits), Expr::bin(BinOp::Shl, int(1), l(j))),
                        )],
                    ),
                ];
                let at = Cx { between: Some(l(t)), ..cx.clone() };
                let mut capture = vec![set(d, dir_at(a, j)), set(t, neighbour(d, a))];
                self.gen(
                    fb,
                    effect,
                    &at,
                    &[],
                    if mode == Mode::Exists { Mode::Exists } else { Mode::ApplyAll },
                    &mut capture,
                )?;
                let apply = vec![when(
                    Expr::bin(BinOp::BitAnd, Expr::bin(BinOp::Shr, l(hits), l(j)), int(1))
                        .ne(int(0)),
                    capture,
                )];
                out.extend([
                    set(a, site),
                    set(hits, int(0)),
                    when(
                        l(a).ge(int(0)),
                        vec![range(j, 0, k as i64, decide), range(j, 0, k as i64, apply)],
                    ),
                ]);
            }
            Moves::Or(list) => {
                for x in list {
                    self.gen(fb, x, cx, chain, mode, out)?;
                }
            }
            Moves::MaxMoves(inner) => self.max_moves_gen(fb, inner, cx, chain, mode, out)?,
            Moves::Priority(list) => match mode {
                Mode::Push => {
                    let before = fb.local("before");
                    let mut rest: Vec<Stmt> = Vec::new();
                    for x in list.iter().rev() {
                        let mut body = Vec::new();
                        self.gen(fb, x, cx, chain, mode, &mut body)?;
                        if !rest.is_empty() {
                            body.push(when(Expr::MovesLen.eq(l(before)), rest));
                        }
                        rest = body;
                    }
                    out.push(set(before, Expr::MovesLen));
                    out.extend(rest);
                }
                Mode::Exists => {
                    for x in list {
                        self.gen(fb, x, cx, chain, mode, out)?;
                    }
                }
                Mode::ApplyAll => return unsupported("`priority` inside a merged move"),
                Mode::Reaches(_) => {
                    return unsupported("`priority` among the moves `is Threatened` asks")
                }
            },
            Moves::If { cond, then, otherwise } => {
                let c = self.cond(cond, cx)?;
                let mut a = Vec::new();
                self.gen(fb, then, cx, chain, mode, &mut a)?;
                let mut b = Vec::new();
                if let Some(o) = otherwise {
                    self.gen(fb, o, cx, chain, mode, &mut b)?;
                }
                out.push(if_else(c, a, b));
            }
            Moves::Do { prior, after } => {
                if mode == Mode::ApplyAll {
                    return unsupported("`do` inside a merged move");
                }
                // `do`s nested directly share one trial (see `afterwards::Guard`).
                let (mut conds, mut prior) = (vec![after], &**prior);
                while let Moves::Do { prior: inner, after } = prior {
                    conds.push(after);
                    prior = &**inner;
                }
                let guard = self.guard_of(conds);
                let turn = [cx.mover.clone(), cx.prev.clone(), cx.next.clone()];
                self.active_guards.push(super::afterwards::ActiveGuard {
                    guard,
                    outer_chain: chain.len(),
                    turn,
                });
                let done = self.gen(fb, prior, cx, chain, mode, out);
                self.active_guards.pop();
                done?;
            }
            Moves::ForDie { die, moves, .. } => {
                self.active_dice.push(m);
                let cx = &Cx { die: Some(*die), ..cx.clone() };
                let done = self.gen(fb, moves, cx, chain, mode, out);
                self.active_dice.pop();
                done?;
            }
            Moves::Then { moves, then } => {
                let mut inner_chain = vec![&**then];
                inner_chain.extend_from_slice(chain);
                self.gen(fb, moves, cx, &inner_chain, mode, out)?;
            }
            Moves::Append(inner) => match mode {
                Mode::Push => {
                    let func = self.exists_fn(inner)?;
                    let key = fb.local("first");
                    let call = self.call_ctx(func, cx);
                    let from = Expr::bin(BinOp::Shr, l(key), int(20)).sub(int(1));
                    let to = Expr::bin(BinOp::BitAnd, l(key), int(0xfffff)).sub(int(1));
                    let mut body = Vec::new();
                    self.emit(fb, m, chain, cx, mode, from, to, int(0), ground(), &mut body)?;
                    out.push(set(key, call));
                    out.push(when(l(key).ne(int(0)), body));
                }
                Mode::Exists | Mode::ApplyAll => self.gen(fb, inner, cx, chain, mode, out)?,
                Mode::Reaches(_) => {
                    return unsupported("a merged move among the moves `is Threatened` asks")
                }
            },
            Moves::Pass if !self.active_guards.is_empty() => {
                return unsupported("a pass inside `do`")
            }
            Moves::Pass => match mode {
                Mode::Push if !chain.is_empty() || !self.active_priors.is_empty() => {
                    // `(move Pass (then ..))`: still a pass (kind 1), whose aux names the leaf
                    // holding its consequences (see `PASS_WITH_CONSEQUENCES`).
                    let leaf = self.leaf(m, chain)?;
                    self.passes_with_consequences = true;
                    let aux = int(PASS_WITH_CONSEQUENCES | ((leaf as i64) << 2));
                    out.push(Stmt::Push {
                        from: int(-1),
                        to: int(-1),
                        level_from: int(0),
                        level_to: int(0),
                        kind: int(1),
                        aux,
                    });
                }
                Mode::Push => out.push(Stmt::Push {
                    from: int(-1),
                    to: int(-1),
                    level_from: int(0),
                    level_to: int(0),
                    kind: int(1),
                    aux: int(0),
                }),
                Mode::Exists => out.push(Stmt::Return(Some(int(1)))),
                // A pass goes to no site.
                Mode::ApplyAll | Mode::Reaches(_) => {}
            },
            Moves::Propose(v) | Moves::Vote(v) => {
                if !self.active_guards.is_empty() || !self.active_priors.is_empty() {
                    return unsupported("a proposition or vote inside `do`");
                }
                let kind = if matches!(m, Moves::Propose(_)) { 5 } else { 6 };
                match mode {
                    // The aux names the leaf (whose consequences apply runs) and, as the
                    // operand, the vote string.
                    Mode::Push => {
                        let leaf = self.leaf(m, chain)?;
                        let aux = self.aux(leaf, cx, int(*v as i64));
                        out.push(Stmt::Push {
                            from: int(-1),
                            to: int(-1),
                            level_from: int(0),
                            level_to: int(0),
                            kind: int(kind),
                            aux,
                        })
                    }
                    Mode::Exists => out.push(Stmt::Return(Some(int(1)))),
                    // Propositions and votes go to no site.
                    Mode::ApplyAll | Mode::Reaches(_) => {}
                }
            }
            Moves::Select { from, cond, to, to_cond } => {
                let site = fb.local("site");
                let inner = Cx { from: Some(l(site)), to: Some(l(site)), ..cx.clone() };
                let ok = self.cond_or_true(cond.as_ref(), &inner)?;
                // Select.java: in a stacking game, the top level's (0 on no piece).
                let top_of = |s: Expr| match self.g.stacking {
                    true => {
                        let top = Expr::load(f.height, s).sub(int(1));
                        Expr::select(top.clone().ge(int(0)), top, int(0))
                    }
                    false => int(0),
                };
                let levels = (top_of(l(site)), top_of(l(site)));
                let mut body = Vec::new();
                match to {
                    None => self.emit(
                        fb,
                        m,
                        chain,
                        &inner,
                        mode,
                        l(site),
                        l(site),
                        int(0),
                        levels,
                        &mut body,
                    )?,
                    Some(to) => {
                        // Each `to` site, the region read with both bound to the `from` one.
                        let t = fb.local("to");
                        let at = Cx { to: Some(l(t)), ..inner.clone() };
                        let ok_to = self.cond_or_true(to_cond.as_ref(), &at)?;
                        let mut per_to = Vec::new();
                        self.emit(
                            fb,
                            m,
                            chain,
                            &at,
                            mode,
                            l(site),
                            l(t),
                            int(0),
                            (levels.0, top_of(l(t))),
                            &mut per_to,
                        )?;
                        body.extend(self.for_region(
                            fb,
                            to,
                            &inner,
                            t,
                            vec![when(ok_to, per_to)],
                        )?);
                    }
                }
                out.extend(self.for_region(fb, from, cx, site, vec![when(ok, body)])?);
            }
            Moves::Directional { .. } => {
                if mode != Mode::ApplyAll {
                    return unsupported("directional captures as moves (only as consequences)");
                }
                let (decide, apply) = self.directional(fb, m, cx)?;
                out.extend(decide);
                out.extend(apply);
            }
            Moves::DoNext { prior, next } => self.do_next(fb, prior, next, cx, chain, mode, out)?,
            // Effects and combinations of effects: one move each.
            Moves::Sow(_)
            | Moves::MoveCount { .. }
            | Moves::AllCombinations(..)
            | Moves::And(_)
            | Moves::Remove(_)
            | Moves::RemoveLevel { .. }
            | Moves::MoveAgain
            | Moves::SetNextPlayer(_)
            | Moves::Promote { .. }
            | Moves::Flip(_)
            | Moves::Trigger { .. }
            | Moves::SetScore { .. }
            | Moves::AddAt { .. }
            | Moves::SetPending(_)
            | Moves::SetVar { .. }
            | Moves::SetPlayerVar { .. }
            | Moves::SetState { .. }
            | Moves::SetValue { .. }
            | Moves::SetHidden(_)
            | Moves::Note
            | Moves::Remember { .. }
            | Moves::Forget { .. } => {
                let (from, to) = self.effect_sites(m, cx)?;
                let valid = self.effect_valid(m, cx)?;
                // A removal below the top carries its level as both of its key's levels (0 at
                // the top), and as its operand, which `apply` removes.
                let (operand, levels) = match m {
                    Moves::RemoveLevel { site, level } if self.g.stacking => {
                        let top = Expr::load(f.height, self.site(site, cx)?).sub(int(1));
                        let lv = self.removed_level(level, cx)?;
                        let key = Expr::select(lv.clone().eq(top), int(0), lv.clone());
                        (lv, (key.clone(), key))
                    }
                    _ => (int(0), ground()),
                };
                let mut body = Vec::new();
                self.emit(fb, m, chain, cx, mode, from, to, operand, levels, &mut body)?;
                out.push(when(valid, body));
            }
        }
        Ok(())
    }

    /// Loops over a generator's directions at `site`, giving each direction's index to `body`
    /// (which may `continue` to the next direction). `known`: the piece kind on `site`, when the
    /// lowering knows it.
    pub(super) fn for_dirs(
        &mut self,
        fb: &mut FnBuilder,
        dirs: &Dirs,
        site: Expr,
        known: Option<i64>,
        body: impl Fn(Expr) -> Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        self.for_dirs_dyn(fb, dirs, site, known, &body)
    }

    /// [`Self::for_dirs`] with the body behind a reference, so a difference of directions can
    /// wrap it and loop over the directions it keeps.
    fn for_dirs_dyn(
        &mut self,
        fb: &mut FnBuilder,
        dirs: &Dirs,
        site: Expr,
        known: Option<i64>,
        body: &dyn Fn(Expr) -> Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        if let Dirs::Difference(kept, removed) = dirs {
            // Difference.java: the kept directions but those removed, which are fixed, a set
            // at the site, or the last move's (read once, before the loop).
            let mut out = Vec::new();
            let mut removed_now: Vec<Expr> = Vec::new();
            let board_dirs = self.g.board.supported_dirs().to_vec();
            let index_of = |d: &crate::game_ir::board::Dir| {
                board_dirs.iter().position(|x| x == d).map(|i| i as i64)
            };
            let mut in_set = None;
            match &**removed {
                Dirs::Absolute(v) => removed_now.extend(v.iter().filter_map(index_of).map(int)),
                Dirs::Relative(rels, _) if rels.iter().all(|r| r.of_last_move()) => {
                    for r in rels {
                        let x = fb.local("removed_dir");
                        out.push(set(x, self.last_move_dir(*r)?));
                        removed_now.push(l(x));
                    }
                }
                Dirs::Set(s) => {
                    let b = &self.g.board;
                    let k = board_dirs.len();
                    let flags: Vec<i64> = (0..b.num_sites() * k)
                        .map(|i| b.dirs_in(i / k, *s).contains(&board_dirs[i % k]) as i64)
                        .collect();
                    in_set = Some((self.tables.add("dirs_in_set", flags), k as i64));
                }
                _ => return unsupported(
                    "`(difference ..)` taking away relative directions other than the last move's",
                ),
            }
            let wrapped = |d: Expr| -> Vec<Stmt> {
                let mut skip = int(0);
                for x in &removed_now {
                    skip = skip.or(d.clone().eq(x.clone()));
                }
                if let Some((t, k)) = in_set {
                    skip =
                        skip.or(Expr::table(t, site.clone().mul(int(k)).add(d.clone())).ne(int(0)));
                }
                let mut v = vec![when(skip, vec![Stmt::Continue])];
                v.extend(body(d));
                v
            };
            out.extend(self.for_dirs_dyn(fb, kept, site.clone(), known, &wrapped)?);
            return Ok(out);
        }
        let j = fb.local("j");
        let d = fb.local("d");
        let board_dirs = self.g.board.supported_dirs().to_vec();
        // Directions known at compile time: one pass of the body each, `d` a constant.
        let unrolled = |list: &[i64]| -> Vec<Stmt> {
            list.iter().map(|&i| range(j, 0, 1, body(int(i)))).collect()
        };
        let (table, k) = match dirs {
            Dirs::Set(set) => self.geo.dir_set(*set),
            Dirs::Absolute(v) => {
                let idx: Vec<i64> = v
                    .iter()
                    .filter_map(|d| board_dirs.iter().position(|x| x == d))
                    .map(|i| i as i64)
                    .collect();
                return Ok(unrolled(&idx));
            }
            Dirs::Relative(rels, _) if rels.iter().all(|r| r.of_last_move()) => {
                // The last move's directions, read as the moves are generated.
                let mut out = Vec::new();
                for r in rels {
                    let mut inner = vec![set(d, self.last_move_dir(*r)?)];
                    inner.push(when(l(d).lt(int(0)), vec![Stmt::Break]));
                    inner.extend(body(l(d)));
                    out.push(range(j, 0, 1, inner));
                }
                return Ok(out);
            }
            Dirs::Relative(rels, _) if rels.iter().any(|r| r.of_last_move()) => {
                return unsupported(
                    "SameDirection or OppositeDirection among other relative directions",
                )
            }
            Dirs::Relative(rels, of) => {
                // Per piece kind (its facing), the resolved directions, -1 padded.
                let b = &self.g.board;
                let mut per_what: Vec<Vec<i64>> = vec![Vec::new()];
                for c in 0..self.g.components.len() {
                    let facing = self.g.facing(c).unwrap_or(crate::game_ir::board::Dir::N);
                    let v: Vec<i64> = b
                        .resolve_all(facing, rels, *of)
                        .iter()
                        .filter_map(|d| board_dirs.iter().position(|x| x == d))
                        .map(|i| i as i64)
                        .collect();
                    per_what.push(v);
                }
                if let Some(what) = known {
                    return Ok(unrolled(&per_what[what as usize]));
                }
                let (flat, k) = padded(&per_what);
                let t = self.tables.add("relative_dirs", flat);
                let what = self.top(self.f.what, site);
                let mut inner = vec![
                    set(d, Expr::table(t, what.mul(int(k as i64)).add(l(j)))),
                    when(l(d).lt(int(0)), vec![Stmt::Break]),
                ];
                // `continue` inside the body means "next direction": keep the body in the loop.
                inner.extend(body(l(d)));
                return Ok(vec![range(j, 0, k as i64, inner)]);
            }
            Dirs::Difference(..) => unreachable!("looped over above"),
        };
        let mut inner = vec![
            set(d, Expr::table(table, site.mul(int(k as i64)).add(l(j)))),
            when(l(d).lt(int(0)), vec![Stmt::Break]),
        ];
        inner.extend(body(l(d)));
        Ok(vec![range(j, 0, k as i64, inner)])
    }

    /// Per (piece kind, site) the leap targets in Ludii's order, -1 padded.
    fn leap_table(
        &mut self,
        walks: &[Vec<crate::game_ir::board::WalkStep>],
        forward_only: bool,
    ) -> (TableId, usize) {
        let sites = self.g.board.num_sites();
        let lists: Vec<Vec<i64>> = (0..=self.g.components.len())
            .flat_map(|what| (0..sites).map(move |s| (what, s)))
            .map(|(what, s)| self.leap_targets(walks, forward_only, what, s))
            .collect();
        let (flat, k) = padded(&lists);
        (self.tables.add("leaps", flat), k)
    }

    /// The leap targets of piece kind `what` (0: none known) from `site`, in Ludii's order.
    pub(super) fn leap_targets(
        &self,
        walks: &[Vec<crate::game_ir::board::WalkStep>],
        forward_only: bool,
        what: usize,
        site: usize,
    ) -> Vec<i64> {
        let b = &self.g.board;
        let facing = if forward_only && what > 0 { self.g.facing(what - 1) } else { None };
        let mut v = Vec::new();
        for start in b.dirs_in(site, DirSet::Orthogonal) {
            for w in walks {
                if let Some(t) = b.walk(site, start, w) {
                    if facing.is_none_or(|face| b.is_forward(site, t, face)) {
                        v.push(t as i64);
                    }
                }
            }
        }
        v
    }

    /// The piece `(move Add ...)` places when none is named: the mover's first component.
    pub(super) fn default_piece(&mut self, cx: &Cx) -> Expr {
        let n = self.g.num_players();
        let data: Vec<i64> = (0..=n + 1)
            .map(|p| {
                self.g
                    .components
                    .iter()
                    .position(|c| c.owner as usize == p)
                    .map_or(0, |i| i as i64 + 1)
            })
            .collect();
        let t = self.tables.add("default_piece", data);
        Expr::table(t, cx.mover.clone())
    }

    /// The level `(remove .. level:<int>)` takes: a negative one is 0 (Remove.java).
    fn removed_level(&mut self, level: &'g IntExpr, cx: &Cx) -> R<Expr> {
        let lv = self.int(level, cx)?;
        Ok(Expr::select(lv.clone().lt(int(0)), int(0), lv))
    }

    /// The from/to sites of an effect used as a move (as the interpreter sets them).
    pub(super) fn effect_sites(&mut self, m: &'g Moves, cx: &Cx) -> R<(Expr, Expr)> {
        Ok(match m {
            Moves::Remove(s)
            | Moves::RemoveLevel { site: s, .. }
            | Moves::Flip(s)
            | Moves::Promote { site: s, .. }
            | Moves::AddAt { to: s, .. }
            | Moves::SetState { site: s, .. }
            | Moves::SetValue { site: s, .. } => {
                let s = self.site(s, cx)?;
                (s.clone(), s)
            }
            Moves::MoveCount { from, to, .. } => {
                let from = self.site(from, cx)?;
                let at = Cx { from: Some(from.clone()), ..cx.clone() };
                (from, self.site(to, &at)?)
            }
            Moves::And(list) if !list.is_empty() => self.effect_sites(&list[0], cx)?,
            Moves::AllCombinations(a, _) => self.effect_sites(a, cx)?,
            _ => (int(-1), int(-1)),
        })
    }

    /// Whether an effect yields its move (sites defined, a piece to add).
    pub(super) fn effect_valid(&mut self, m: &'g Moves, cx: &Cx) -> R<Expr> {
        Ok(match m {
            // Remove.java yields no move at an empty site.
            Moves::Remove(s) => {
                let s = self.site(s, cx)?;
                s.clone().ge(int(0)).and(Expr::load(self.f.height, s).gt(int(0)))
            }
            // As the interpreter: the stack must reach the level.
            Moves::RemoveLevel { site, level } => {
                let s = self.site(site, cx)?;
                let on = s.clone().ge(int(0)).and(Expr::load(self.f.height, s.clone()).gt(int(0)));
                match self.g.stacking {
                    true => on.and(self.removed_level(level, cx)?.lt(Expr::load(self.f.height, s))),
                    false => on,
                }
            }
            Moves::Flip(s) | Moves::Promote { site: s, .. } => self.site(s, cx)?.ge(int(0)),
            Moves::AddAt { to, piece, .. } => {
                let w = self.piece(piece, cx)?;
                self.site(to, cx)?.ge(int(0)).and(w.gt(int(0)))
            }
            Moves::MoveCount { from, to, .. } => {
                let from = self.site(from, cx)?;
                let at = Cx { from: Some(from.clone()), ..cx.clone() };
                from.ge(int(0)).and(self.site(to, &at)?.ge(int(0)))
            }
            Moves::SetState { site, level, value } => {
                let ok = self.site(site, cx)?.ge(int(0)).and(self.int(value, cx)?.ge(int(0)));
                match level {
                    Some(l) => ok.and(self.int(l, cx)?.ge(int(-1))),
                    None => ok,
                }
            }
            // SetValue.java: no move for a negative value.
            Moves::SetValue { site, value } => {
                self.site(site, cx)?.ge(int(0)).and(self.int(value, cx)?.ge(int(0)))
            }
            Moves::Sow(sow) => self.sow_starts(sow, cx)?,
            Moves::SetPlayerVar { first, who, .. } => self.player_var(*first, *who, cx).0,
            Moves::SetNextPlayer(p) => {
                let x = self.int(p, cx)?;
                x.clone().ge(int(1)).and(x.le(int(self.g.num_players() as i64)))
            }
            // RememberValue.java: with `unique`, no move when the value is held already.
            Moves::Remember { memory, value, unique: true } => {
                let v = self.int(value, cx)?;
                Expr::not(self.remembered_at(*memory, v)?)
            }
            _ => int(1),
        })
    }

    // ---- apply ----

    /// The reads of leaf `i`'s first prior, then its actions and its consequences, for `apply`.
    /// The interpreter generates a `do .. next:`'s prior on the state before the move, so the
    /// reads of the first prior come before `apply` clears what a move clears (the pending
    /// values, `last To afterConsequence`); later priors read the state the earlier ones left.
    pub(super) fn leaf_apply(
        &mut self,
        fb: &mut FnBuilder,
        i: usize,
        cx: &Cx,
        operand: Local,
    ) -> R<(Vec<Stmt>, Vec<Stmt>, Vec<Stmt>)> {
        let node = self.leaves[i].node;
        let chain = self.leaves[i].chain.clone();
        let die = match self.leaves[i].die {
            Some(Moves::ForDie { die, .. }) => Some(*die),
            _ => None,
        };
        let cx = &Cx { die, ..cx.clone() };
        // The prior moves of the `do .. next:`s around it come first (see `do_next`); a pass
        // has its consequences only played, so they go there.
        let is_pass = matches!(node, Moves::Pass);
        let mut reads = Vec::new();
        let mut priors = Vec::new();
        for (k, prior) in self.leaves[i].priors.clone().into_iter().enumerate() {
            let (pre, post) = self.effect(fb, prior, cx)?;
            if k == 0 && !is_pass {
                reads = pre;
            } else {
                priors.extend(pre);
            }
            priors.extend(post);
        }
        let mut actions = Vec::new();
        if !is_pass {
            actions = std::mem::take(&mut priors);
        }
        actions.extend(self.leaf_actions_in(fb, node, cx, l(operand))?);
        if let Some(die) = self.leaves[i].die {
            actions.extend(self.use_die(fb, die)?);
        }
        let mut consequences = priors;
        // Consequences see the state after the move, with no loop variables.
        let post = Cx { site: None, from: None, to: None, between: None, ..cx.clone() };
        for c in chain {
            let (pre, post_stmts) = self.effect(fb, c, &post)?;
            consequences.extend(pre);
            consequences.extend(post_stmts);
        }
        Ok((reads, actions, consequences))
    }

    /// Plays one move of a generator, given its sites (and operand).
    pub(super) fn leaf_actions_in(
        &mut self,
        fb: &mut FnBuilder,
        node: &'g Moves,
        cx: &Cx,
        operand: Expr,
    ) -> R<Vec<Stmt>> {
        let from = Cx::get(&cx.from);
        let to = Cx::get(&cx.to);
        let mut out = Vec::new();
        match node {
            Moves::Add { piece, target, stack, state, .. } => {
                let what = match piece {
                    Some(p) => self.piece(p, cx)?,
                    None => self.default_piece(cx),
                };
                let st = match state {
                    Some(e) => self.int(e, cx)?,
                    None => int(0),
                };
                let w = fb.local("what");
                let s = fb.local("st");
                out.push(set(w, what));
                out.push(set(s, st));
                out.extend(self.target_effect(fb, target, cx)?);
                out.extend(self.add_piece(to, l(w), l(s), *stack));
            }
            Moves::FromTo { target, copy: true, .. } => {
                // ActionCopy.java: `from` keeps its piece; `to` gets one like it, its state too.
                let (w, s) = (fb.local("what"), fb.local("st"));
                let top = self.top_index(from.clone());
                out.push(set(w, Expr::load(self.f.what, top.clone())));
                out.push(set(s, Expr::load(self.f.pstate, top)));
                out.extend(self.target_effect(fb, target, cx)?);
                out.extend(self.add_piece(to, l(w), l(s), self.g.stacking));
            }
            Moves::FromTo { target, count: Some(count), .. } => {
                // The count is read before the `to` effect changes the state (FromTo.java).
                let n = fb.local("n");
                out.push(set(n, self.int(count, cx)?));
                out.extend(self.target_effect(fb, target, cx)?);
                out.extend(self.move_n(from, to, l(n))?);
            }
            Moves::FromTo { target, level: Some(level), .. } if self.g.stacking => {
                // The level is read before the `to` effect changes the state, as generated.
                let lv = fb.local("level");
                out.push(set(lv, self.int(level, &Cx { to: None, ..cx.clone() })?));
                out.extend(self.target_effect(fb, target, cx)?);
                let func = self.move_level_fn();
                out.push(Stmt::Call { func, args: vec![from, l(lv), to] });
            }
            Moves::FromTo { target, .. }
            | Moves::Step { target, .. }
            | Moves::Leap { target, .. } => {
                out.extend(self.target_effect(fb, target, cx)?);
                out.extend(self.move_piece(from, to));
            }
            Moves::Slide { target, .. } | Moves::SlideTrack { target, .. } => {
                // operand 1: the move stopped on a site its `to` condition accepts (a capture).
                let effect = self.target_effect(fb, target, cx)?;
                if !effect.is_empty() {
                    out.push(when(operand.eq(int(1)), effect));
                }
                out.extend(self.move_piece(from, to));
            }
            Moves::HopFar { between_effect, target, stop, .. } => {
                // operand: the hurdle.
                let at = Cx { between: Some(operand.clone()), ..cx.clone() };
                let effects =
                    [between_effect.as_ref().filter(|_| stop.is_none()), target.effect.as_ref()];
                out.extend(self.effects_together(fb, effects.into_iter().flatten(), &at)?);
                out.extend(self.move_piece(from, to));
            }
            Moves::Hop { between_effect, target, range: Some(_), .. } => {
                let at = Cx { between: None, ..cx.clone() };
                if let Some(e) = between_effect {
                    // operand: the direction hopped in. The hopped sites are those of its ray
                    // before `to`, played the last one first as Hop.java prepends each one's
                    // effect to the move (the front end leaves the target without an effect).
                    let [off, k, j, over] = ["off", "k", "j", "over"].map(|x| fb.local(x));
                    let geo = self.geo.clone();
                    let at_over = Cx { between: Some(l(over)), ..at.clone() };
                    let (pre, post) = self.effect(fb, e, &at_over)?;
                    let len =
                        Expr::table(geo.ray_len, geo.ray_index(operand.clone(), from.clone()));
                    let site_at = |i: Expr| Expr::table(geo.ray_data, l(off).add(i));
                    let mut per_site = vec![set(over, site_at(l(k).sub(l(j)).sub(int(1))))];
                    per_site.extend(pre);
                    per_site.extend(post);
                    out.extend([
                        set(off, Expr::table(geo.ray_off, geo.ray_index(operand, from.clone()))),
                        set(k, int(0)),
                        range(
                            j,
                            0,
                            len,
                            vec![
                                when(site_at(l(j)).eq(to.clone()), vec![Stmt::Break]),
                                set(k, l(j).add(int(1))),
                            ],
                        ),
                        range(j, 0, l(k), per_site),
                    ]);
                }
                out.extend(self.target_effect(fb, target, &at)?);
                out.extend(self.move_piece(from, to));
            }
            Moves::Hop { between_effect, target, range: None, .. } => {
                // operand: the direction hopped in; the hopped site is the first of its ray.
                let over = fb.local("over");
                let geo = self.geo.clone();
                let geo = &geo;
                out.push(set(
                    over,
                    Expr::table(
                        geo.ray_data,
                        Expr::table(geo.ray_off, geo.ray_index(operand, from.clone())),
                    ),
                ));
                let at = Cx { between: Some(l(over)), ..cx.clone() };
                let effects = [between_effect.as_ref(), target.effect.as_ref()];
                out.extend(self.effects_together(fb, effects.into_iter().flatten(), &at)?);
                out.extend(self.move_piece(from, to));
            }
            Moves::Shoot { piece, .. } => {
                let what = self.piece(piece, cx)?;
                out.extend(self.add_piece(to, what, int(0), false));
            }
            Moves::Append(inner) => {
                // Every part of the merged move, each played as it is generated.
                let mut body = Vec::new();
                self.gen(fb, inner, cx, &[], Mode::ApplyAll, &mut body)?;
                out.extend(body);
            }
            // Apply plays a proposition's or a vote's action by its kind.
            Moves::Pass | Moves::Select { .. } | Moves::Propose(_) | Moves::Vote(_) => {}
            // The level generated (its operand): its key's levels are 0 at the top.
            Moves::RemoveLevel { .. } if self.g.stacking => {
                let func = self.remove_level_fn();
                out.push(Stmt::Call { func, args: vec![from.clone(), operand] });
                out.extend(self.note_to(from));
            }
            effect => {
                let (pre, post) = self.effect(fb, effect, cx)?;
                out.extend(pre);
                out.extend(post);
            }
        }
        Ok(out)
    }

    /// The tables a slide along `tracks` walks (see [`TrackSlideTables`]).
    fn track_slide_tables(&mut self, tracks: &[usize]) -> TrackSlideTables {
        let (mut site, mut next, mut bump, mut len) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut on_site = vec![Vec::new(); self.g.board.num_sites()];
        for &tr in tracks {
            let track = &self.g.tracks[tr];
            let base = site.len() as i64;
            for (i, &s) in track.sites.iter().enumerate() {
                if let Some(list) = on_site.get_mut(s) {
                    list.push(base + i as i64);
                }
                site.push(s as i64);
                next.push(track.next_index(i).map_or(-1, |n| base + n as i64));
                bump.push(track.bump(i) as i64);
                len.push(track.sites.len() as i64);
            }
        }
        let mut starts_off = vec![0];
        for list in &on_site {
            starts_off.push(starts_off.last().unwrap() + list.len() as i64);
        }
        let starts = on_site.concat();
        let t = &mut self.tables;
        TrackSlideTables {
            site: t.add("track_slide_site", site),
            next: t.add("track_slide_next", next),
            bump: t.add("track_slide_bump", bump),
            len: t.add("track_slide_len", len),
            starts_off: t.add("track_slide_starts_off", starts_off),
            starts: t.add("track_slide_starts", starts),
        }
    }

    /// An intervening capture (see [`Moves::Intervene`]) in two parts: which axes capture,
    /// decided on the state before any capture, then the captures, each followed by `chain`'s
    /// consequences (Intervene.java attaches its `then` to each capture) in `ApplyAll`.
    fn intervene(
        &mut self,
        fb: &mut FnBuilder,
        m: &'g Moves,
        cx: &Cx,
        chain: &[&'g Moves],
        mode: Mode,
    ) -> R<(Vec<Stmt>, Vec<Stmt>)> {
        let Moves::Intervene { from, dirs, to, effect } = m else {
            return unsupported("an intervene capture");
        };
        let [a, j, d, od, t, o, hits] =
            ["from", "j", "d", "od", "t", "o", "hits"].map(|n| fb.local(n));
        let site = self.site(from, cx)?;
        let geo = self.geo.clone();
        let (table, k) = geo.dir_set(*dirs);
        // The neighbour `t` in the set's `j`th direction and `o` in the opposite one (-1 off
        // the board).
        let neighbours = vec![
            set(d, Expr::table(table, l(a).mul(int(k as i64)).add(l(j)))),
            when(l(d).lt(int(0)), vec![Stmt::Break]),
            set(t, geo.first_step(l(d), l(a))),
            set(od, Expr::table(geo.opposite, l(d))),
            set(o, int(-1)),
            when(l(od).ge(int(0)), vec![set(o, geo.first_step(l(od), l(a)))]),
        ];
        let target_t = self.cond(to, &Cx { to: Some(l(t)), ..cx.clone() })?;
        let target_o = self.cond(to, &Cx { to: Some(l(o)), ..cx.clone() })?;
        let mut decide = neighbours.clone();
        decide.push(when(
            l(t).ge(int(0)).and(l(o).ge(int(0))),
            vec![when(
                target_t.and(target_o),
                vec![set(
                    hits,
                    Expr::bin(BinOp::BitOr, l(hits), Expr::bin(BinOp::Shl, int(1), l(j))),
                )],
            )],
        ));
        let mut capture = neighbours;
        let inner = if mode == Mode::Exists { Mode::Exists } else { Mode::ApplyAll };
        for x in [o, t] {
            let at = Cx { to: Some(l(x)), ..cx.clone() };
            self.gen(fb, effect, &at, &[], inner, &mut capture)?;
            if inner == Mode::ApplyAll {
                for c in chain {
                    let (p, q) = self.effect(fb, c, cx)?;
                    capture.extend(p);
                    capture.extend(q);
                }
            }
        }
        let apply = vec![when(
            Expr::bin(BinOp::BitAnd, Expr::bin(BinOp::Shr, l(hits), l(j)), int(1)).ne(int(0)),
            capture,
        )];
        Ok((
            vec![
                set(a, site),
                set(hits, int(0)),
                when(l(a).ge(int(0)), vec![range(j, 0, k as i64, decide)]),
            ],
            vec![when(l(a).ge(int(0)), vec![range(j, 0, k as i64, apply)])],
        ))
    }

    /// A target's `(apply ...)` effect, evaluated before the move itself.
    fn target_effect(&mut self, fb: &mut FnBuilder, target: &'g Target, cx: &Cx) -> R<Vec<Stmt>> {
        self.effects_together(fb, target.effect.iter(), cx)
    }

    /// Effects that happen at once (a hop's effect on the hurdle and on the target): every
    /// effect reads the state first, then every one changes it.
    fn effects_together(
        &mut self,
        fb: &mut FnBuilder,
        effects: impl IntoIterator<Item = &'g Box<Moves>>,
        cx: &Cx,
    ) -> R<Vec<Stmt>> {
        let (mut pre, mut post) = (Vec::new(), Vec::new());
        for e in effects {
            let (a, b) = self.effect(fb, e, cx)?;
            pre.extend(a);
            post.extend(b);
        }
        pre.extend(post);
        Ok(pre)
    }

    /// An effect as two parts: reading everything it needs from the state (`pre`), then
    /// changing the state (`post`), so effects combined with `and` all see the same state.
    pub(super) fn effect(
        &mut self,
        fb: &mut FnBuilder,
        m: &'g Moves,
        cx: &Cx,
    ) -> R<(Vec<Stmt>, Vec<Stmt>)> {
        let f = self.f.clone();
        let n = self.g.num_players() as i64;
        let mut pre = Vec::new();
        let mut post = Vec::new();
        match m {
            Moves::RemoveLevel { site, level } if self.g.stacking => {
                let (x, lv) = (fb.local("removed"), fb.local("level"));
                pre.extend([set(x, self.site(site, cx)?), set(lv, self.removed_level(level, cx)?)]);
                let mut take =
                    vec![Stmt::Call { func: self.remove_level_fn(), args: vec![l(x), l(lv)] }];
                take.extend(self.note_to(l(x)));
                post.push(when(l(x).ge(int(0)), take));
            }
            // Outside stacks a site holds one piece: the level changes nothing (the interpreter).
            Moves::Remove(s) | Moves::RemoveLevel { site: s, .. } => {
                let x = fb.local("removed");
                pre.push(set(x, self.site(s, cx)?));
                let mut take = vec![Stmt::Call { func: self.take_fn(), args: vec![l(x)] }];
                take.extend(self.note_to(l(x)));
                post.push(when(l(x).ge(int(0)), take));
            }
            Moves::MoveAgain => post.push(store0(f.next, cx.mover.clone())),
            Moves::SetHidden(h) => return self.set_hidden(fb, h, cx),
            Moves::Note => {}
            // `(vote "End")` as a consequence (Vote.java as an effect): the mover's vote.
            Moves::Vote(v) => match f.votes {
                Some(votes) => post.extend(self.vote(fb, votes, int(*v as i64))),
                None => return unsupported("a vote in a game without vote strings"),
            },
            Moves::SetNextPlayer(p) => {
                let x = fb.local("next_player");
                pre.push(set(x, self.int(p, cx)?));
                post.push(when(l(x).ge(int(1)).and(l(x).le(int(n))), vec![store0(f.next, l(x))]));
            }
            Moves::Promote { site, piece } => {
                let x = fb.local("promoted");
                let w = fb.local("what");
                pre.push(set(x, self.site(site, cx)?));
                pre.push(set(w, self.piece(piece, cx)?));
                post.push(Stmt::Call { func: self.promote_fn(), args: vec![l(x), l(w)] });
                post.extend(self.note_to(l(x)));
            }
            Moves::Flip(site) => {
                let x = fb.local("flipped");
                pre.push(set(x, self.site(site, cx)?));
                post.push(when(
                    l(x).ge(int(0)).and(Expr::load(f.height, l(x)).gt(int(0))),
                    self.flip(l(x)),
                ));
                post.extend(self.note_to(l(x)));
            }
            Moves::Trigger { event, who } => {
                let p = fb.local("triggered");
                pre.push(set(p, self.player(*who, cx)));
                let slot = l(p).sub(int(1));
                post.push(when(
                    l(p).ge(int(1)).and(l(p).le(int(n))),
                    vec![store(
                        f.triggered,
                        slot.clone(),
                        Expr::bin(BinOp::BitOr, Expr::load(f.triggered, slot), int(1 << event)),
                    )],
                ));
            }
            Moves::SetScore { who, value, add } => {
                let p = fb.local("scorer");
                let v = fb.local("score");
                pre.push(set(p, self.player(*who, cx)));
                pre.push(set(v, self.int(value, cx)?));
                let slot = l(p).sub(int(1));
                let score = if *add { Expr::load(f.score, slot.clone()).add(l(v)) } else { l(v) };
                post.push(when(
                    l(p).ge(int(1)).and(l(p).le(int(n))),
                    vec![store(f.score, slot, score)],
                ));
            }
            Moves::SetState { site, level, value } => {
                let (x, v) = (fb.local("at"), fb.local("state"));
                pre.extend([set(x, self.site(site, cx)?), set(v, self.int(value, cx)?)]);
                let mut index = self.top_index(l(x));
                // As the interpreter: without stacks the state lives on the site, empty or not.
                let mut ok = l(x).ge(int(0)).and(l(v).ge(int(0)));
                if self.g.stacking {
                    let height = Expr::load(f.height, l(x));
                    ok = ok.and(height.clone().gt(int(0)));
                    // At a level (the top for -1) only if the stack is that high.
                    if let Some(level) = level {
                        let at = fb.local("level");
                        pre.push(set(at, self.int(level, cx)?));
                        let on_top = l(at).eq(int(-1));
                        ok = ok.and(on_top.clone().or(l(at).ge(int(0)).and(l(at).lt(height))));
                        let at_level = l(x).mul(int(f.levels as i64)).add(l(at));
                        index = Expr::select(on_top, index, at_level);
                    }
                }
                post.push(when(ok, self.store_pstate(index, l(v))));
                post.extend(self.note_to(l(x)));
            }
            // As the interpreter: the site's value, empty or not.
            Moves::SetValue { site, value } => {
                let Some(field) = f.pvalue else {
                    return unsupported("piece values without their state field");
                };
                let (x, v) = (fb.local("at"), fb.local("value"));
                pre.extend([set(x, self.site(site, cx)?), set(v, self.int(value, cx)?)]);
                let ok = l(x).ge(int(0)).and(l(v).ge(int(0)));
                post.push(when(ok, vec![store(field, l(x), l(v))]));
                post.extend(self.note_to(l(x)));
            }
            Moves::Remember { memory, value, unique } => {
                let Some(field) = f.remembered else {
                    return unsupported("remembered values without their state field");
                };
                let x = fb.local("remembered");
                pre.push(set(x, self.int(value, cx)?));
                let at = int((*memory * self.g.num_sites()) as i64).add(l(x));
                let count = Expr::load(field, at.clone());
                let next = if *unique {
                    Expr::select(count.clone().eq(int(0)), int(1), count.clone())
                } else {
                    count.clone().add(int(1))
                };
                post.push(when(
                    self.is_site(l(x)).and(count.lt(int(255))),
                    vec![store(field, at, next)],
                ));
            }
            Moves::Forget { memory, value } => {
                let Some(field) = f.remembered else {
                    return unsupported("remembered values without their state field");
                };
                let sites = self.g.num_sites() as i64;
                let memories = match memory {
                    Some(m) => *m..*m + 1,
                    None => 0..self.g.memories.len(),
                };
                match value {
                    Some(v) => {
                        let x = fb.local("forgotten");
                        pre.push(set(x, self.int(v, cx)?));
                        for m in memories {
                            let at = int(m as i64 * sites).add(l(x));
                            let count = Expr::load(field, at.clone());
                            post.push(when(
                                self.is_site(l(x)).and(count.clone().gt(int(0))),
                                vec![store(field, at, count.sub(int(1)))],
                            ));
                        }
                    }
                    None => {
                        let v = fb.local("forgotten");
                        for m in memories {
                            post.push(range(
                                v,
                                0,
                                sites,
                                vec![store(field, int(m as i64 * sites).add(l(v)), 0)],
                            ));
                        }
                    }
                }
            }
            Moves::SetVar { var, value } => {
                let Some(vars) = f.vars else {
                    return unsupported("variables without their state field");
                };
                let x = fb.local("var");
                pre.push(set(x, self.int(value, cx)?));
                post.push(store(vars, *var as i64, l(x)));
            }
            Moves::SetPlayerVar { first, who, value } => {
                let Some(vars) = f.vars else {
                    return unsupported("variables without their state field");
                };
                let (slot, x) = (fb.local("player_var"), fb.local("var"));
                let (_, at) = self.player_var(*first, *who, cx);
                pre.extend([set(slot, at), set(x, self.int(value, cx)?)]);
                post.push(store(vars, l(slot), l(x)));
            }
            Moves::SetPending(v) => {
                let Some((count, value)) = f.pending else {
                    return unsupported("pending values without their state fields");
                };
                let x = fb.local("pending");
                pre.push(set(
                    x,
                    match v {
                        Some(v) => self.int(v, cx)?,
                        None => int(1),
                    },
                ));
                post.push(if_else(
                    Expr::scalar(count).eq(int(0)),
                    vec![store0(count, 1), store0(value, l(x))],
                    vec![when(
                        Expr::scalar(count).eq(int(1)).and(Expr::scalar(value).ne(l(x))),
                        vec![store0(count, 2)],
                    )],
                ));
            }
            Moves::AddAt { piece, to, state } => {
                let x = fb.local("added");
                let w = fb.local("what");
                let s = fb.local("st");
                pre.push(set(x, self.site(to, cx)?));
                pre.push(set(w, self.piece(piece, cx)?));
                pre.push(set(
                    s,
                    match state {
                        Some(e) => self.int(e, cx)?,
                        None => int(0),
                    },
                ));
                let mut add = self.add_piece(l(x), l(w), l(s), false);
                add.extend(self.note_to(l(x)));
                post.push(when(l(x).ge(int(0)).and(l(w).gt(int(0))), add));
            }
            Moves::If { cond, then, otherwise } => {
                let c = fb.local("cond");
                pre.push(set(c, self.cond(cond, cx)?));
                let (a_pre, a_post) = self.effect(fb, then, cx)?;
                let (b_pre, b_post) = match otherwise {
                    Some(o) => self.effect(fb, o, cx)?,
                    None => (Vec::new(), Vec::new()),
                };
                pre.push(if_else(l(c).ne(int(0)), a_pre, b_pre));
                post.push(if_else(l(c).ne(int(0)), a_post, b_post));
            }
            Moves::And(list) | Moves::Or(list) => {
                // An intervening capture, decided in `pre`, is played after the others: they
                // read the state before it, as Ludii generates every consequence on that state
                // (Maak Yek's custodial capture flanks a piece the intervening one takes too).
                let mut last = Vec::new();
                for x in list {
                    let (a, b) = self.effect(fb, x, cx)?;
                    pre.extend(a);
                    match x {
                        Moves::Intervene { .. } => last.extend(b),
                        _ => post.extend(b),
                    }
                }
                post.extend(last);
            }
            Moves::AllCombinations(a, b) => {
                for x in [a, b] {
                    let (p, q) = self.effect(fb, x, cx)?;
                    pre.extend(p);
                    post.extend(q);
                }
            }
            Moves::Then { moves, then }
                if matches!(**moves, Moves::Custodial { .. } | Moves::Intervene { .. })
                    && f.last_to_after.is_none() =>
            {
                // The consequences of a custodial or intervening capture follow each captured
                // site (see their walks), not the whole effect: nothing captured, nothing
                // played.
                self.gen(fb, moves, cx, &[&**then], Mode::ApplyAll, &mut post)?;
            }
            Moves::Then { moves, then } => {
                let (a, b) = self.effect(fb, moves, cx)?;
                pre.extend(a);
                post.extend(b);
                // The consequence runs once this effect is done.
                let (c, d) = self.effect(fb, then, cx)?;
                post.extend(c);
                post.extend(d);
            }
            Moves::Pass => {}
            Moves::MoveCount { from, to, count: IntExpr::Const(1) } if self.g.stacking => {
                // One piece in a stacking game: the top piece onto the top of `to` (ActionMove).
                let (a, b) = (fb.local("from"), fb.local("to"));
                let at = Cx { from: Some(l(a)), ..cx.clone() };
                pre.extend([set(a, self.site(from, cx)?), set(b, self.site(to, &at)?)]);
                let mut call = self.move_piece(l(a), l(b));
                call.extend(self.note_to(l(b)));
                post.push(when(l(a).ge(int(0)).and(l(b).ge(int(0))), call));
            }
            // Outside stacks a site holds one piece: the level changes nothing.
            Moves::FromTo {
                from: RegionExpr::Single(from),
                to: RegionExpr::Single(to),
                target: Target { cond: None, effect: None },
                count: None,
                copy: false,
                level,
            } if level.is_none() || !self.g.stacking => {
                // `(move (from <site>) (to <site>))` as an effect (a race game's hit sends the
                // piece to the bar): the top piece of `from`, if any, onto `to`, as the
                // interpreter generates and plays the one move.
                let (a, b) = (fb.local("from"), fb.local("to"));
                pre.extend([set(a, self.site(from, cx)?), set(b, self.site(to, cx)?)]);
                let mut call = self.move_piece(l(a), l(b));
                call.extend(self.note_to(l(b)));
                post.push(when(
                    l(a).ge(int(0)).and(l(b).ge(int(0))),
                    vec![when(Expr::load(f.height, l(a)).gt(int(0)), call)],
                ));
            }
            Moves::FromTo {
                from: RegionExpr::Single(from),
                to: RegionExpr::Single(to),
                target: Target { cond: None, effect: None },
                count: None,
                copy: false,
                level: Some(level),
            } if self.g.stacking => {
                // `(fromTo (from <site> level:<int>) (to <site>))`: the piece at that level
                // onto `to`, the level and `to` read with `(from)` bound (FromTo.java).
                let (a, b, lv) = (fb.local("from"), fb.local("to"), fb.local("level"));
                let at = Cx { from: Some(l(a)), ..cx.clone() };
                pre.extend([
                    set(a, self.site(from, cx)?),
                    set(b, self.site(to, &at)?),
                    set(lv, self.int(level, &at)?),
                ]);
                let func = self.move_level_fn();
                let mut call = vec![Stmt::Call { func, args: vec![l(a), l(lv), l(b)] }];
                call.extend(self.note_to(l(b)));
                let reaches = l(lv).ge(int(0)).and(l(lv).lt(Expr::load(f.height, l(a))));
                post.push(when(l(a).ge(int(0)).and(l(b).ge(int(0))), vec![when(reaches, call)]));
            }
            Moves::MoveCount { from, to, count } => {
                let (a, b, c) = (fb.local("from"), fb.local("to"), fb.local("n"));
                // FromTo.java binds `(from)` to its site while it reads `to` and `count`.
                let at = Cx { from: Some(l(a)), ..cx.clone() };
                pre.extend([
                    set(a, self.site(from, cx)?),
                    set(b, self.site(to, &at)?),
                    set(c, self.int(count, &at)?),
                ]);
                let call = self.move_n(l(a), l(b), l(c))?;
                post.push(when(l(a).ge(int(0)).and(l(b).ge(int(0))), call));
            }
            Moves::Sow(sow) => return self.sow(fb, sow, cx),
            // `(add (to <site>) ..)` as an effect (Phantom Go's stone, placed by a consequence):
            // at most one move, played as found.
            Moves::Add { to: RegionExpr::Single(_), .. } => {
                self.gen(fb, m, cx, &[], Mode::ApplyAll, &mut post)?;
            }
            Moves::Priority(list) => return self.priority_effect(fb, list, cx),
            Moves::DoNext { prior, next } => {
                // `next` is generated on the state `prior` leaves: both are played here, in
                // order. Ludii plays `prior` only when `next` has a move, which these always do.
                if !always_yields(next) {
                    return unsupported(format!(
                        "`do .. next:{}` as an effect (its next moves may be none)",
                        short(next)
                    ));
                }
                for x in [prior, next] {
                    let (a, b) = self.effect(fb, x, cx)?;
                    post.extend(a);
                    post.extend(b);
                }
            }
            Moves::Custodial { .. }
            | Moves::Surround { .. }
            | Moves::Intervene { .. }
            | Moves::Directional { .. }
            | Moves::Slide { .. }
                if f.last_to_after.is_some() =>
            {
                return unsupported("`(last To afterConsequence:True)` in a game capturing with custodial, surround, intervene, directional or slide effects");
            }
            Moves::Directional { .. } => {
                let (decide, apply) = self.directional(fb, m, cx)?;
                pre.extend(decide);
                post.extend(apply);
            }
            Moves::Enclose { .. } if f.last_to_after.is_some() => {
                return unsupported(
                    "`(last To afterConsequence:True)` in a game capturing with enclose effects",
                );
            }
            Moves::Intervene { .. } => {
                let (decide, apply) = self.intervene(fb, m, cx, &[], Mode::ApplyAll)?;
                pre.extend(decide);
                post.extend(apply);
            }
            Moves::Custodial { .. } | Moves::Surround { .. } | Moves::Enclose { .. } => {
                // Every flanked site's effect, played as found: the rays from one site are
                // disjoint, so no capture changes what another direction flanks.
                self.gen(fb, m, cx, &[], Mode::ApplyAll, &mut post)?;
            }
            Moves::Slide { dirs: Dirs::Absolute(d), min_steps, max_steps, .. }
                if d.len() == 1 && min_steps == max_steps =>
            {
                // A slide as an effect (Chess's castling rook): one direction and an exact
                // distance give at most one move, so playing it as found is Ludii's "generate
                // every move, then apply them all".
                self.gen(fb, m, cx, &[], Mode::ApplyAll, &mut post)?;
            }
            Moves::ForEachSite { region, moves: inner_moves }
                if matches!(&**inner_moves, Moves::If { otherwise: None, .. }) =>
            {
                // Ludii generates every site's move on the state before any is applied, then
                // applies them in order (BlooGo's captures of a whole group, whose stones each
                // lose their last liberty only while the others stand): the sites whose
                // condition holds are listed first, then each one's effect is played. A list
                // per nesting depth, as an effect may hold another such loop.
                let Moves::If { cond, then, .. } = &**inner_moves else { unreachable!() };
                let depth = self.chosen_depth;
                if self.chosen_sites.len() == depth {
                    let sites = self.g.num_sites();
                    let field = self.layout.add(
                        format!("chosen_sites_{depth}"),
                        Elem::fitting(-1, sites as i64),
                        sites,
                    );
                    self.chosen_sites.push(field);
                }
                let list = self.chosen_sites[depth];
                let [site, chosen, i] = ["site", "chosen", "i"].map(|x| fb.local(x));
                let inner = Cx { site: Some(l(site)), to: Some(l(site)), ..cx.clone() };
                let c = self.cond(cond, &inner)?;
                let listing = self.for_region(
                    fb,
                    region,
                    cx,
                    site,
                    vec![when(
                        c.clone(),
                        vec![store(list, l(chosen), l(site)), set(chosen, l(chosen).add(int(1)))],
                    )],
                )?;
                self.chosen_depth += 1;
                let effect = self.effect(fb, then, &inner);
                self.chosen_depth -= 1;
                let (a, b) = effect?;
                if let Some((p, q)) = self.chosen_before(fb, region, cx, site, c, &a, b.clone())? {
                    pre.extend(p);
                    post.extend(q);
                    return Ok((pre, post));
                }
                post.push(set(chosen, int(0)));
                post.extend(listing);
                let mut body = vec![set(site, Expr::load(list, l(i)))];
                body.extend(a);
                body.extend(b);
                post.push(range(i, 0, l(chosen), body));
            }
            // Top first, each level's effect reads the state the ones above it left, which
            // keeps the levels below as they were (the interpreter reads the state before them
            // all): the same for effects on their own level, as the corpus's captures of a
            // whole stack are. Bottom first only for states set level by level, which leave
            // every stack as high as it was.
            Moves::ForEachLevel { site, from_top, moves }
                if *from_top || matches!(**moves, Moves::SetState { .. }) =>
            {
                let (x, h, k) = (fb.local("site"), fb.local("h"), fb.local("k"));
                let level = match from_top {
                    true => l(h).sub(int(1)).sub(l(k)),
                    false => l(k),
                };
                let inner = Cx { level: Some(level), ..cx.clone() };
                let (a, b) = self.effect(fb, moves, &inner)?;
                let mut body = a;
                body.extend(b);
                pre.extend([
                    set(x, self.site(site, cx)?),
                    set(h, Expr::select(l(x).ge(int(0)), Expr::load(f.height, l(x)), int(0))),
                ]);
                post.push(range(k, 0, l(h), body));
            }
            Moves::ForEachSite { region, moves } => {
                // Each site's effect reads the state its predecessors left (the interpreter's
                // read the state before them all): the same whenever they touch different
                // sites, as the corpus's capture loops do.
                let site = fb.local("site");
                let inner = Cx { site: Some(l(site)), to: Some(l(site)), ..cx.clone() };
                let (a, b) = self.effect(fb, moves, &inner)?;
                let mut body = a;
                body.extend(b);
                post.extend(self.for_region(fb, region, cx, site, body)?);
            }
            other => return unsupported(format!("`{}` as an effect", short(other))),
        }
        Ok((pre, post))
    }

    // ---- pieces ----

    /// A `forEach Site` effect whose sites' effects read the state (Misoro Tsoro's
    /// `(set State at:(site) (state at:(site)))` next to a sowing that empties a site): as the
    /// interpreter, the sites and each one's reads come from the state before any effect of
    /// the move, so they are listed in `pre` with the values read (a list per such effect, as
    /// sibling effects list theirs in the same `pre`), and `post` plays each site's writes.
    /// `None` when the reads are not plain assignments, or read nothing (then listing after
    /// the effects before it is the same).
    #[allow(clippy::too_many_arguments)]
    fn chosen_before(
        &mut self,
        fb: &mut FnBuilder,
        region: &'g RegionExpr,
        cx: &Cx,
        site: Local,
        cond: Expr,
        reads: &[Stmt],
        writes: Vec<Stmt>,
    ) -> R<Option<(Vec<Stmt>, Vec<Stmt>)>> {
        let reads_state = |e: &Expr| {
            let mut r = false;
            walk_expr(e, &mut |x| r |= matches!(x, Expr::Load { .. } | Expr::Call { .. }));
            r
        };
        let mut saved = Vec::new();
        for st in reads {
            match st {
                Stmt::Set(x, e) if reads_state(e) => saved.push(*x),
                Stmt::Set(..) => {}
                _ => return Ok(None),
            }
        }
        if saved.is_empty() {
            return Ok(None);
        }
        let sites = self.g.num_sites();
        let k = self.chosen_read_lists;
        self.chosen_read_lists += 1;
        let list =
            self.layout.add(format!("read_sites_{k}"), Elem::fitting(-1, sites as i64), sites);
        let values: Vec<FieldId> = (0..saved.len())
            .map(|j| self.layout.add(format!("read_values_{k}_{j}"), Elem::I64, sites))
            .collect();
        let [chosen, i] = ["chosen", "i"].map(|x| fb.local(x));
        let mut found = vec![store(list, l(chosen), l(site))];
        found.extend(reads.iter().cloned());
        found.extend(saved.iter().zip(&values).map(|(&x, &v)| store(v, l(chosen), l(x))));
        found.push(set(chosen, l(chosen).add(int(1))));
        let mut pre = vec![set(chosen, int(0))];
        pre.extend(self.for_region(fb, region, cx, site, vec![when(cond, found)])?);
        // The reads that only name the site are made again; the others are restored.
        let mut body = vec![set(site, Expr::load(list, l(i)))];
        for st in reads {
            match st {
                Stmt::Set(x, _) if saved.contains(x) => {
                    let v = values[saved.iter().position(|y| y == x).unwrap()];
                    body.push(set(*x, Expr::load(v, l(i))));
                }
                other => body.push(other.clone()),
            }
        }
        body.extend(writes);
        Ok(Some((pre, vec![range(i, 0, l(chosen), body)])))
    }

    fn top_index(&self, site: Expr) -> Expr {
        let f = &self.f;
        if f.levels == 1 {
            site
        } else {
            site.clone().mul(int(f.levels as i64)).add(Expr::load(f.height, site).sub(int(1)))
        }
    }

    pub(super) fn owner_of(&mut self, what: Expr) -> Expr {
        let mut data = vec![0i64];
        data.extend(self.g.components.iter().map(|c| c.owner as i64));
        let len = data.len() as i64;
        let t = self.tables.add("owner", data);
        if let Expr::Int(w) = what {
            return int(if (0..len).contains(&w) {
                self.tables.tables[t.0 as usize].data[w as usize]
            } else {
                0
            });
        }
        // A piece computed in play may be no component (`(add (piece (last From)) ..)` adds
        // "piece" 44): owner 0, as the interpreter's `owner_of`, rather than a read past the table.
        let inside = what.clone().ge(int(0)).and(what.clone().lt(int(len)));
        Expr::table(t, Expr::select(inside, what, int(0)))
    }

    /// Sets the piece at `(site, level)` (hand counts and heights are the caller's).
    pub(super) fn set_piece(
        &mut self,
        site: Expr,
        level: Expr,
        what: Expr,
        state: Expr,
    ) -> Vec<Stmt> {
        let f = self.f.clone();
        let i = site.clone().mul(int(f.levels as i64)).add(level.clone());
        let owner = self.owner_of(what.clone());
        let mut out = self.move_owner_bit(
            site,
            level,
            Expr::load(f.who, i.clone()),
            owner.clone(),
            what.clone(),
        );
        out.extend([store(f.what, i.clone(), what), store(f.who, i.clone(), owner)]);
        out.extend(self.store_pstate(i, state));
        out
    }

    /// Keeps the owners' bitboards right when the owner of a board site's piece at `level`
    /// changes from `old` to `new` (evaluated before the change) as piece `placed` (0: none)
    /// takes its place: the site bitboards of games without stacks (and their line words,
    /// `line_boards`), the cell bitboards of stacking games. Nothing in games without either,
    /// or on hand sites. An emptied site is in no owner's bitboard (an empty site's `who` is 0,
    /// as a neutral piece's is), so the owners' bitboards together are the occupied sites.
    pub(super) fn move_owner_bit(
        &self,
        site: Expr,
        level: Expr,
        old: Expr,
        new: Expr,
        placed: Expr,
    ) -> Vec<Stmt> {
        let f = &self.f;
        let (bits, w, index) = match (f.owned, f.cells) {
            (Some(owned), _) => (owned, f.words as i64, site.clone()),
            (None, Some(cells)) => (cells, 1, site.clone().mul(int(f.levels as i64)).add(level)),
            (None, None) => return Vec::new(),
        };
        let word = Expr::bin(BinOp::Div, index.clone(), int(64));
        let bit = Expr::bin(BinOp::Shl, int(1), Expr::bin(BinOp::Rem, index, int(64)));
        let at = |p: Expr| p.mul(int(w)).add(word.clone());
        let mut body = match &f.line_boards {
            Some(lb) => lb.move_bits(&site, &old, &new),
            None => Vec::new(),
        };
        body.push(store(
            bits,
            at(old.clone()),
            Expr::bin(
                BinOp::BitAnd,
                Expr::load(bits, at(old)),
                Expr::Un(UnOp::BitNot, Box::new(bit.clone())),
            ),
        ));
        let add =
            store(bits, at(new.clone()), Expr::bin(BinOp::BitOr, Expr::load(bits, at(new)), bit));
        match placed {
            Expr::Int(0) => {}
            Expr::Int(_) => body.push(add),
            what => body.push(when(what.ne(int(0)), vec![add])),
        }
        let b = self.g.board.num_sites() as i64;
        match site {
            Expr::Int(s) if s < b => body,
            Expr::Int(_) => Vec::new(),
            _ => vec![when(site.lt(int(b)), body)],
        }
    }

    /// The interpreter's `Add` action.
    pub(super) fn add_piece(
        &mut self,
        site: Expr,
        what: Expr,
        state: Expr,
        stack: bool,
    ) -> Vec<Stmt> {
        let f = self.f.clone();
        let b = self.g.board.num_sites() as i64;
        let h = Expr::load(f.height, site.clone());
        let entered = self.track_entered(site.clone(), what.clone(), int(1));
        if stack {
            let mut body = self.set_piece(site.clone(), h.clone(), what, state);
            body.extend([
                store(f.height, site.clone(), h.clone().add(int(1))),
                store(f.count, site, 1),
            ]);
            let mut out = vec![when(h.lt(int(f.levels as i64)), body)];
            out.extend(entered);
            return out;
        }
        let mut replace = self.set_piece(site.clone(), int(0), what.clone(), state);
        replace.extend([store(f.height, site.clone(), 1), store(f.count, site.clone(), 1)]);
        if self.g.containers.len() == 1 {
            replace.extend(entered);
            return replace;
        }
        // On a hand site, the same piece adds to the count.
        let same = site
            .clone()
            .ge(int(b))
            .and(h.gt(int(0)))
            .and(Expr::load(f.what, site.clone().mul(int(f.levels as i64))).eq(what));
        let mut out = vec![if_else(
            same,
            vec![store(f.count, site.clone(), Expr::load(f.count, site).add(int(1)))],
            replace,
        )];
        out.extend(entered);
        out
    }

    /// The interpreter's `take_one`: one piece off a hand's count, or the top of a stack.
    fn take_one(&mut self, site: Expr) -> Vec<Stmt> {
        let f = self.f.clone();
        let h = Expr::load(f.height, site.clone());
        let level = h.clone().sub(int(1));
        // `level` reads the height: store the height last.
        let mut clear = self.set_piece(site.clone(), level.clone(), int(0), int(0));
        clear.push(when(level.clone().eq(int(0)), vec![store(f.count, site.clone(), 0)]));
        // ContainerFlatState.remove clears the site's value too (no stacks with values).
        if let Some(value) = f.pvalue {
            clear.push(store(value, site.clone(), 0));
        }
        clear.push(store(f.height, site.clone(), level));
        let count = Expr::load(f.count, site.clone());
        let body = if self.g.stacking {
            clear
        } else {
            vec![if_else(
                count.clone().gt(int(1)),
                vec![store(f.count, site.clone(), count.sub(int(1)))],
                clear,
            )]
        };
        vec![when(h.gt(int(0)), body)]
    }

    /// The interpreter's `Move` action: the top piece of `from` onto `to` (replacing what is
    /// there, or on top of the stack in stacking games).
    fn move_piece(&mut self, from: Expr, to: Expr) -> Vec<Stmt> {
        let func = self.move_fn();
        vec![Stmt::Call { func, args: vec![from, to] }]
    }

    /// `take_piece(site)`: [`Self::take_one`] as a helper function, shared by every removal.
    /// Captures appear in most move leaves of a war game (Chess has one per piece kind and
    /// move form, in `apply` and again in each `do_after`); one call each instead of a copy
    /// keeps those kernels a fraction of the size, hence their JIT compile time.
    pub(super) fn take_fn(&mut self) -> FuncId {
        self.helper_fn("take_piece", &["site"], |lw, fb| {
            // As the interpreter's `remove`: without stacks a removal empties the site, a count
            // of seeds and all (ContainerFlatState.remove).
            let site = l(fb.param(0));
            let mut body = Vec::new();
            // The removed piece, for the track counts (the interpreter's `Remove`).
            let removed = lw.f.on_track.map(|_| {
                let what = fb.local("what");
                let top = lw.top_index(site.clone());
                let on = Expr::load(lw.f.height, site.clone()).gt(int(0));
                body.push(set(what, Expr::select(on, Expr::load(lw.f.what, top), int(0))));
                what
            });
            if !lw.g.stacking && lw.g.counts_pieces {
                body.push(when(
                    Expr::load(lw.f.count, site.clone()).gt(int(1)),
                    vec![store(lw.f.count, site.clone(), 1)],
                ));
            }
            body.extend(lw.take_one(site.clone()));
            if let Some(what) = removed {
                body.extend(lw.track_removed(site, l(what)));
            }
            body
        })
    }

    /// `promote_piece(site, what)`: the top piece of `site`, if any, becomes `what` (a piece
    /// id, nothing when 0), owner bitboards included. A helper function for the same reason as
    /// [`Self::take_fn`]: promotions come once per promotion choice and move form.
    fn promote_fn(&mut self) -> FuncId {
        self.helper_fn("promote_piece", &["site", "what"], |lw, fb| {
            let f = lw.f.clone();
            let (x, w) = (l(fb.param(0)), l(fb.param(1)));
            let top = lw.top_index(x.clone());
            let owner = lw.owner_of(w.clone());
            let level =
                if f.levels == 1 { int(0) } else { Expr::load(f.height, x.clone()).sub(int(1)) };
            // `what > 0` (the guard below): a piece stays on the site.
            let mut change = lw.move_owner_bit(
                x.clone(),
                level,
                Expr::load(f.who, top.clone()),
                owner.clone(),
                int(1),
            );
            change
                .extend([store(f.what, top.clone(), w.clone()), store(f.who, top.clone(), owner)]);
            // As the interpreter: the promoted piece starts at state 0 (ActionPromote.java).
            if lw.g.uses_piece_state {
                change.push(store(f.pstate, top, int(0)));
            }
            if let Some(value) = f.pvalue {
                change.push(store(value, x.clone(), 0));
            }
            let valid =
                x.clone().ge(int(0)).and(Expr::load(f.height, x).gt(int(0))).and(w.gt(int(0)));
            vec![when(valid, change)]
        })
    }

    /// The kernel function `name` (made once per kernel, then shared by every caller), with
    /// the body `body` builds.
    pub(super) fn helper_fn(
        &mut self,
        name: &'static str,
        params: &[&str],
        body: impl FnOnce(&mut Self, &mut FnBuilder) -> Vec<Stmt>,
    ) -> FuncId {
        if let Some(&f) = self.queries.get(&(1, name)) {
            return f;
        }
        let id = self.functions.reserve();
        self.queries.insert((1, name), id);
        let mut fb = FnBuilder::new(name, FuncKind::Mutate, params);
        let stmts = body(self, &mut fb);
        let func = fb.finish(stmts);
        self.functions.define(id, func);
        id
    }

    /// `move_piece(from, to)` as a helper function (shared by every move generator).
    fn move_fn(&mut self) -> FuncId {
        self.helper_fn("move_piece", &["from", "to"], |lw, fb| {
            let f = lw.f.clone();
            let (from, to) = (l(fb.param(0)), l(fb.param(1)));
            let what = fb.local("what");
            let who = fb.local("who");
            let st = fb.local("st");
            let h = fb.local("h");
            let top = lw.top_index(from.clone());
            // A moved piece belongs to its component's owner (ActionMove.java); only a start
            // with other owners (`StartRule::who`) leaves pieces owned otherwise.
            let owner = match lw.g.start.iter().any(|r| r.who.is_some()) {
                true => lw.owner_of(Expr::load(f.what, top.clone())),
                false => Expr::load(f.who, top.clone()),
            };
            let mut body = vec![
                when(Expr::load(f.height, from.clone()).eq(int(0)), vec![Stmt::Return(None)]),
                set(what, Expr::load(f.what, top.clone())),
                set(who, owner),
                set(st, Expr::load(f.pstate, top)),
            ];
            // The piece takes its value along, as its state (ActionMoveTopPiece).
            let value = f.pvalue.map(|field| {
                let v = fb.local("value");
                body.push(set(v, Expr::load(field, from.clone())));
                (field, v)
            });
            body.extend(lw.take_one(from.clone()));
            let levels = f.levels as i64;
            let put = |level: Expr| -> Vec<Stmt> {
                let i = to.clone().mul(int(levels)).add(level.clone());
                let mut out = lw.move_owner_bit(
                    to.clone(),
                    level,
                    Expr::load(f.who, i.clone()),
                    l(who),
                    int(1),
                );
                out.extend([store(f.what, i.clone(), l(what)), store(f.who, i.clone(), l(who))]);
                out.extend(lw.store_pstate(i, l(st)));
                out.extend(value.map(|(field, v)| store(field, to.clone(), l(v))));
                out
            };
            if lw.g.stacking {
                // ActionMoveTopPiece adds the piece on top of `to` without its state (and does
                // nothing when `to` is `from`).
                let mut on_top = vec![
                    set(h, Expr::load(f.height, to.clone())),
                    set(st, Expr::select(from.clone().eq(to.clone()), l(st), int(0))),
                ];
                let mut b = put(l(h));
                b.extend([
                    store(f.height, to.clone(), l(h).add(int(1))),
                    store(f.count, to.clone(), 1),
                ]);
                on_top.push(when(l(h).lt(int(levels)), b));
                body.extend(on_top);
            } else {
                let mut replace = put(int(0));
                replace.extend([store(f.height, to.clone(), 1), store(f.count, to.clone(), 1)]);
                if lw.g.counts_pieces {
                    // One more of the same piece (the interpreter's `Action::Move`).
                    let same = Expr::load(f.count, to.clone())
                        .gt(int(0))
                        .and(Expr::load(f.what, to.clone()).eq(l(what)));
                    let mut add = lw.store_pstate(to.clone(), l(st));
                    add.extend(value.map(|(field, v)| store(field, to.clone(), l(v))));
                    add.push(store(
                        f.count,
                        to.clone(),
                        Expr::load(f.count, to.clone()).add(int(1)),
                    ));
                    body.push(if_else(same, add, replace));
                } else {
                    body.extend(replace);
                }
            }
            body.extend(lw.move_hidden_flags(fb, from.clone(), to.clone()));
            // ActionMoveTopPiece leaves a stack moved onto itself as it was.
            let moved = lw.track_moved(from.clone(), to.clone(), l(what), int(1));
            if lw.g.stacking && !moved.is_empty() {
                body.push(when(from.ne(to), moved));
            } else {
                body.extend(moved);
            }
            body
        })
    }

    fn flip(&mut self, site: Expr) -> Vec<Stmt> {
        let f = self.f.clone();
        let mut a = vec![0i64];
        let mut b = vec![0i64];
        for c in &self.g.components {
            let (x, y) = c.flips.unwrap_or((0, 0));
            a.push(x as i64);
            b.push(y as i64);
        }
        let (ta, tb) = (self.tables.add("flip_a", a), self.tables.add("flip_b", b));
        let top = self.top_index(site);
        let what = Expr::load(f.what, top.clone());
        let cur = Expr::load(f.pstate, top.clone());
        let has =
            Expr::table(ta, what.clone()).ne(int(0)).or(Expr::table(tb, what.clone()).ne(int(0)));
        let next = Expr::select(
            cur.eq(Expr::table(ta, what.clone())),
            Expr::table(tb, what.clone()),
            Expr::table(ta, what),
        );
        vec![when(has, self.store_pstate(top, next))]
    }
}

/// Whether an effect yields a move in every state (the interpreter's generator for it never
/// comes back empty).
fn always_yields(m: &Moves) -> bool {
    match m {
        Moves::SetVar { .. }
        | Moves::SetPending(_)
        | Moves::MoveAgain
        | Moves::SetScore { .. }
        | Moves::Trigger { .. }
        | Moves::Pass
        | Moves::Sow(_) => true,
        Moves::Forget { .. } | Moves::Remember { unique: false, .. } => true,
        Moves::Then { moves, .. } | Moves::DoNext { next: moves, .. } => always_yields(moves),
        Moves::And(list) => list.iter().any(always_yields),
        Moves::If { then, otherwise: Some(o), .. } => always_yields(then) && always_yields(o),
        _ => false,
    }
}

fn short(m: &Moves) -> String {
    let s = format!("{m:?}");
    s.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("?").to_string()
}

/// The piece kind known to be on `site` while generating (see `Cx::piece`).
pub(super) fn known_what(cx: &Cx, site: &Expr) -> Option<i64> {
    cx.piece.as_ref().filter(|(s, _)| s == site).map(|&(_, what)| what)
}

impl<'g> Lowering<'g> {
    /// What a move of `Moves::ForDie` does to the dice after its own actions, decided on the
    /// state before them (neither the dice nor `State.temp` change in between): the die is
    /// used, and doubles are replayed through `temp` (see `Moves::ForDie`).
    fn use_die(&mut self, fb: &mut FnBuilder, node: &'g Moves) -> R<Vec<Stmt>> {
        let Moves::ForDie { die, replay_double, temp, .. } = node else {
            return unsupported("a die use outside `forEach Die`");
        };
        let g = self.g;
        let (Some((_, _, values)), Some(d), Some(vars)) =
            (self.f.dice, g.dice.as_ref(), self.f.vars)
        else {
            return unsupported("`forEach Die` without dice and variables");
        };
        let (value, t) = (fb.local("die_value"), fb.local("temp"));
        let value_of = |k: usize| Expr::load(values, int(k as i64));
        let mut out = vec![
            set(value, value_of(*die)),
            set(t, Expr::load(vars, int(*temp as i64))),
            store(values, *die as i64, 0),
        ];
        // Every die shows face `temp - 1` again (ActionUpdateDice, skipped for faces it lacks).
        let levels = self.f.levels as i64;
        // ForEachDie.java checks the dice's number of faces (their first die's); a die with
        // fewer faces, where Ludii would fail, is left alone.
        let faces = d.faces(0);
        let mut again = Vec::new();
        for k in 0..d.num {
            let show = vec![
                store(self.f.pstate, int((d.first_site + k) as i64 * levels), l(t).sub(int(1))),
                store(values, k as i64, self.die_pips(d, k, l(t).sub(int(1)))),
            ];
            if d.faces(k) >= faces {
                again.extend(show);
            } else {
                again.push(when(l(t).le(int(d.faces(k) as i64)), show));
            }
        }
        let restore = when(l(t).ge(int(1)).and(l(t).le(int(faces as i64))), again);
        if *replay_double {
            let all_equal = (1..d.num)
                .map(|k| value_of(k).eq(value_of(0)))
                .reduce(|a, b| a.and(b))
                .unwrap_or(int(1));
            let double = fb.local("double");
            out.insert(0, set(double, all_equal));
            out.push(if_else(
                l(double).ne(int(0)),
                vec![store(vars, *temp as i64, Expr::select(l(t).eq(int(-1)), l(value), int(-1)))],
                vec![restore],
            ));
        } else {
            out.push(restore);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// A hop over a run of sites whose length is computed from `(from)` (Lines of Action's
    /// kind of move), from 0 sites (a step) to the number of pieces in the mover's row.
    #[test]
    fn hops_over_runs_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Hurdles" (players 2)
                 (equipment { (board (square 6))
                   (piece "Disc" Each
                     (move Hop (between (range 0 (count Sites in:(difference (sites Row (row of:(from))) (sites Empty)))) if:(is Occupied (between)))
                       (to if:(not (is Friend (who at:(to)))) (apply (if (is Enemy (who at:(to))) (remove (to)))))))
                 })
                 (rules (start { (place "Disc1" (sites Bottom)) (place "Disc2" (sites Top)) })
                   (play (forEach Piece))
                   (end { (if (no Pieces Next) (result Mover Win)) (if (>= (count Moves) 80) (result Mover Draw)) })))"#,
            100,
            "run",
        );
        assert!(steps > 2000, "steps {steps}, won {won}");
    }

    /// A `forEach Site` consequence chooses its sites on the state before any effect: the
    /// stones of a group without liberties all go, though each removal frees the others.
    #[test]
    fn a_for_each_site_effect_chooses_its_sites_first() {
        let (steps, won) = agree(
            r#"(game "Captures" (players 2)
                 (equipment { (board (square 4) use:Vertex) (piece "Ball" Each) })
                 (rules
                   (play (move Add (to (sites Empty))
                     (then (forEach Site (sites Occupied by:Next)
                       (if (= (count Liberties at:(site) Orthogonal) 0) (move Remove (site) (then (addScore Mover 1))))))))
                   (end { (if (>= (score Mover) 4) (result Mover Win)) (if (>= (count Moves) 60) (result Mover Draw)) })))"#,
            300,
            "chosen_sites",
        );
        assert!(steps > 3000 && won > 30, "steps {steps}, won {won}");
    }
}

/// A slide along tracks as tables over the tracks' elements, numbered one track after the
/// other: each element's `site`, `next` element (-1 at the end of an open track), `bump` and
/// its track's `len`; the elements on site `s` are `starts[starts_off[s]..starts_off[s + 1]]`.
struct TrackSlideTables {
    site: TableId,
    next: TableId,
    bump: TableId,
    len: TableId,
    starts_off: TableId,
    starts: TableId,
}
