//! Lowering of counts of identical pieces on a site (mancala seeds) and of Ludii's `sow`: the
//! interpreter's `Action::MoveN` as a helper function, and `Sow` as straight loops over the
//! track's constant tables (see `interp::generate::sow_actions` for the meaning).

use crate::game_ir::{BoolExpr, Game, Sow, Track};
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, R};
use crate::interp::MAX_SKIPS;

impl<'g> Lowering<'g> {
    /// `(set Count n ..)` at the start: `count` pieces `what` owned by `who` on `site`.
    pub(super) fn set_count_piece(
        &mut self,
        site: usize,
        what: i64,
        who: i64,
        state: i64,
        count: i64,
    ) -> Vec<Stmt> {
        let f = self.f.clone();
        let i = int((site * f.levels) as i64);
        let mut out = self.move_owner_bit(
            int(site as i64),
            int(0),
            Expr::load(f.who, i.clone()),
            int(who),
            int(what),
        );
        out.extend([store(f.what, i.clone(), what), store(f.who, i.clone(), who)]);
        out.extend(self.store_pstate(i, int(state)));
        out.extend([store(f.height, site as i64, 1), store(f.count, site as i64, count)]);
        out
    }

    /// A call of `move_n(from, to, n)`.
    pub(super) fn move_n(&mut self, from: Expr, to: Expr, n: Expr) -> R<Vec<Stmt>> {
        let func = self.move_n_fn()?;
        let mut out = vec![Stmt::Call { func, args: vec![from, to.clone(), n] }];
        out.extend(self.note_to(to));
        Ok(out)
    }

    /// Records `site` as the site of the last action (the interpreter's `G::LastToAfter`), in
    /// games that read it; nothing when `site` is no site.
    pub(super) fn note_to(&self, site: Expr) -> Vec<Stmt> {
        match self.f.last_to_after {
            Some(after) => vec![when(site.clone().ge(int(0)), vec![store0(after, site)])],
            None => Vec::new(),
        }
    }

    /// The interpreter's `Action::MoveN` (Ludii's `ActionMoveN`) as a helper function.
    fn move_n_fn(&mut self) -> R<FuncId> {
        if self.g.stacking {
            return Ok(self.move_n_stacking_fn());
        }
        self.memo(0, "move_n", |lw, _| {
            let f = lw.f.clone();
            let mut fb = FnBuilder::new("move_n", FuncKind::Mutate, &["from", "to", "n"]);
            let (from, to, n) = (l(fb.param(0)), l(fb.param(1)), l(fb.param(2)));
            let what = fb.local("what");
            let left = fb.local("left");
            let mut body = vec![
                when(Expr::load(f.height, from.clone()).eq(int(0)), vec![Stmt::Return(None)]),
                set(what, Expr::load(f.what, from.clone())),
                set(left, Expr::load(f.count, from.clone()).sub(n.clone())),
            ];
            let value = f.pvalue.map(|field| {
                let v = fb.local("value");
                body.push(set(v, Expr::load(field, from.clone())));
                v
            });
            let mut empty_from = lw.set_piece(from.clone(), int(0), int(0), int(0));
            empty_from.extend([store(f.height, from.clone(), 0), store(f.count, from.clone(), 0)]);
            // ActionMoveN removes the last of them (ContainerFlatState.remove), value and all.
            if let Some(value) = f.pvalue {
                empty_from.push(store(value, from.clone(), 0));
            }
            body.push(if_else(
                l(left).le(int(0)),
                empty_from,
                vec![store(f.count, from.clone(), l(left))],
            ));
            // Read after `from` changed: the same site may be both.
            // ActionMoveN leaves the state of `to` as it was (the interpreter's `MoveN`).
            let kept = Expr::load(f.pstate, to.clone().mul(int(f.levels as i64)));
            let mut fill_to = lw.set_piece(to.clone(), int(0), l(what), kept);
            fill_to.extend([store(f.height, to.clone(), 1), store(f.count, to.clone(), n.clone())]);
            // One piece takes its value along (the interpreter's `MoveN`).
            if let (Some(field), Some(v)) = (f.pvalue, value) {
                fill_to.push(when(n.clone().eq(int(1)), vec![store(field, to.clone(), l(v))]));
            }
            let add_to = vec![when(
                Expr::load(f.what, to.clone()).eq(l(what)),
                vec![store(f.count, to.clone(), Expr::load(f.count, to.clone()).add(n.clone()))],
            )];
            body.push(if_else(Expr::load(f.count, to.clone()).eq(int(0)), fill_to, add_to));
            body.extend(lw.move_hidden_flags(&mut fb, from.clone(), to.clone()));
            body.extend(lw.track_moved(from, to, l(what), n));
            Ok(fb.finish(body))
        })
    }

    /// The track's tables: its sites, each element's next and previous index (-1: none), and
    /// the index of each board site on it (-1: not on it).
    pub(super) fn track_tables(&mut self, track: usize) -> (TableId, TableId, TableId, TableId) {
        let t = &self.g.tracks[track];
        let sites: Vec<i64> = t.sites.iter().map(|&s| s as i64).collect();
        let next: Vec<i64> =
            (0..t.sites.len()).map(|i| t.next_index(i).map_or(-1, |x| x as i64)).collect();
        let prev: Vec<i64> =
            (0..t.sites.len()).map(|i| t.prev_index(i).map_or(-1, |x| x as i64)).collect();
        let index: Vec<i64> = (0..Self::track_index_len(t, self.g))
            .map(|s| t.sites.iter().position(|&x| x == s).map_or(-1, |i| i as i64))
            .collect();
        (
            self.tables.add("track_sites", sites),
            self.tables.add("track_next", next),
            self.tables.add("track_prev", prev),
            self.tables.add("track_index", index),
        )
    }

    /// The sites the track index table covers: the board's, and the hand sites a race track
    /// may start from.
    fn track_index_len(t: &Track, g: &Game) -> usize {
        t.sites.iter().map(|&s| s + 1).max().unwrap_or(0).max(g.board.num_sites())
    }

    /// The element of the track `site` (of any container) is on, -1 if none (`site` may be any
    /// expression).
    pub(super) fn track_index_of(&mut self, track: usize, site: Expr) -> Expr {
        let (_, _, _, index) = self.track_tables(track);
        let n = Self::track_index_len(&self.g.tracks[track], self.g) as i64;
        let is_site = site.clone().ge(int(0)).and(site.clone().lt(int(n)));
        Expr::select(
            is_site.clone(),
            Expr::table(index, Expr::select(is_site, site, int(0))),
            int(-1),
        )
    }

    /// Whether a sow yields its move: its start is on the track.
    pub(super) fn sow_starts(&mut self, sow: &'g Sow, cx: &Cx) -> R<Expr> {
        let start = self.site(&sow.start, cx)?;
        Ok(self.track_index_of(sow.track, start).ge(int(0)))
    }

    /// `sow` as an effect. Its reads (the start, the count, which sites to skip) come first, in
    /// the state before the sowing, as Sow.java evaluates them; the capture conditions are all
    /// decided after the sowing and before any capture (the captured sites are noted in the
    /// scratch field, then captured in order).
    pub(super) fn sow(
        &mut self,
        fb: &mut FnBuilder,
        sow: &'g Sow,
        cx: &Cx,
    ) -> R<(Vec<Stmt>, Vec<Stmt>)> {
        let f = self.f.clone();
        let Some(scratch) = f.sow_scratch else {
            return unsupported("sowing without its scratch field");
        };
        let (sites, next, prev, _) = self.track_tables(sow.track);
        let len = self.g.tracks[sow.track].sites.len() as i64;
        let [start, i, count, sown, last, nx, to, skipped, index, ncap, j, c] = [
            "start", "i", "count", "sown", "last", "next", "to", "skipped", "index", "captured",
            "j", "c",
        ]
        .map(|n| fb.local(n));
        let site_of = |i: Expr| Expr::table(sites, i);
        let start_expr = self.site(&sow.start, cx)?;
        let on_track = self.track_index_of(sow.track, l(start));
        let count_expr = match &sow.count {
            Some(e) => self.int(e, cx)?,
            None => Expr::load(f.count, l(start)),
        };
        let mut pre = vec![
            set(start, start_expr),
            set(i, on_track),
            set(count, Expr::select(l(i).ge(int(0)), count_expr, int(0))),
        ];
        let at = |e: Expr| Cx { to: Some(e), ..cx.clone() };
        let from_start = Cx { from: Some(l(start)), ..cx.clone() };
        let origin = match &sow.origin {
            BoolExpr::Const(false) => None,
            c => Some(self.cond(c, &from_start)?),
        };
        let origin_flag = fb.local("origin");
        pre.push(set(origin_flag, origin.clone().unwrap_or(int(0))));
        // The skip test of every track element, in the state before the sowing.
        if let Some(skip) = &sow.skip_if {
            let e = fb.local("e");
            let cond = self.cond(skip, &at(site_of(l(e))))?;
            pre.push(when(
                l(i).ge(int(0)),
                vec![range(
                    e,
                    0,
                    len,
                    vec![store(scratch, l(e), Expr::select(cond, int(1), int(0)))],
                )],
            ));
        }

        let mut post = vec![set(sown, 0), set(last, Cx::get(&cx.to))];
        // `numPerHole` seeds into a site, fewer when the seeds run out (see the interpreter).
        let per_hole = int(sow.per_hole as i64);
        let drop = Expr::bin(BinOp::Min, l(count).sub(l(sown)), per_hole.clone());
        if origin.is_some() {
            let mut first = self.move_n(l(start), l(start), drop.clone())?;
            first = vec![when(l(sown).lt(l(count)), first)];
            first.extend([set(sown, l(sown).add(per_hole.clone())), set(last, l(start))]);
            post.push(when(l(origin_flag).ne(int(0)), first));
        }
        // One seed per element after the current one `i`.
        // Sow.java sets `(to)` before skipping the origin (see the interpreter).
        let mut sow_one = vec![set(skipped, 0), set(last, l(to))];
        if !sow.include_self {
            sow_one.push(when(
                l(to).eq(l(start)),
                vec![
                    set(nx, Expr::table(next, l(nx))),
                    when(l(nx).lt(int(0)), vec![Stmt::Break]),
                    set(to, site_of(l(nx))),
                ],
            ));
        }
        sow_one.extend(self.move_n(l(start), l(to), drop)?);
        sow_one.extend([
            set(sown, l(sown).add(per_hole)),
            set(i, l(nx)),
            when(l(sown).ge(l(count)), vec![Stmt::Break]),
            set(index, l(index).add(int(1))),
        ]);
        let step = match &sow.skip_if {
            Some(_) => vec![if_else(
                l(skipped).lt(int(MAX_SKIPS as i64)).and(Expr::load(scratch, l(nx)).ne(int(0))),
                vec![set(skipped, l(skipped).add(int(1))), set(i, l(nx))],
                sow_one,
            )],
            None => sow_one,
        };
        let mut body = vec![
            set(nx, Expr::table(next, l(i))),
            when(l(nx).lt(int(0)), vec![Stmt::Break]),
            set(to, site_of(l(nx))),
        ];
        body.extend(step);
        post.push(when(
            l(i).ge(int(0)).and(l(sown).lt(l(count))),
            vec![set(skipped, 0), set(index, 0), Stmt::While { cond: l(index).lt(l(count)), body }],
        ));

        // Captures: the sites first (conditions after the sowing), then their effects.
        if let Some(effect) = &sow.apply {
            let capture = self.cond_or_true(
                sow.capture.as_ref(),
                &Cx { to: Some(l(to)), ..from_start.clone() },
            )?;
            let mut chain = vec![
                when(Expr::not(capture), vec![Stmt::Break]),
                store(scratch, l(ncap), l(to)),
                set(ncap, l(ncap).add(int(1))),
            ];
            match &sow.backtracking {
                None => chain.push(Stmt::Break),
                Some(b) => {
                    let back = self.cond(b, &Cx { to: Some(l(to)), ..from_start.clone() })?;
                    chain.extend([
                        when(Expr::not(back.clone()), vec![Stmt::Break]),
                        set(j, Expr::table(prev, l(j))),
                        when(l(j).lt(int(0)), vec![Stmt::Break]),
                        set(to, site_of(l(j))),
                        when(Expr::not(back).or(l(to).eq(l(start))), vec![Stmt::Break]),
                        when(l(ncap).ge(int(len)), vec![Stmt::Break]),
                    ]);
                }
            }
            let (a, b) = self.effect(fb, effect, &Cx { to: Some(l(to)), ..from_start.clone() })?;
            let mut per_capture = vec![set(to, Expr::load(scratch, l(c)))];
            per_capture.extend(a);
            per_capture.extend(b);
            post.push(when(
                l(i).ge(int(0)),
                vec![
                    set(ncap, 0),
                    set(to, l(last)),
                    set(j, l(i)),
                    Stmt::While { cond: int(1), body: chain },
                    range(c, 0, l(ncap), per_capture),
                ],
            ));
        }
        Ok((pre, post))
    }
}
