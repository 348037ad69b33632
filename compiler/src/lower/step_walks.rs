//! Lowering of a step move walked breadth first ([`StepWalk`]): `(sites Distance (step ..) ..)`
//! and `(count Steps (step ..) ..)`.
//!
//! On a board of at most 64 sites each layer is a bit mask in a local, and so are the sites
//! walked before it: no scratch field is written, so move generation may walk too. A layer
//! grows from the one before site by site (lowest set bit first) along the walk's directions,
//! to sites whose bit is not yet among the checked ones; the layer itself joins them once it
//! has been walked from, as Ludii's lists do.

use crate::game_ir::{Dirs, IntExpr, RegionExpr, StepWalk, INFINITY};
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, R};

/// Most sites a walked board may have: one bit each in a mask.
const MAX_WALK_SITES: usize = 64;

fn bit(mask: Expr, site: Expr) -> Expr {
    Expr::bin(BinOp::BitAnd, Expr::bin(BinOp::Shr, mask, site), int(1))
}

fn with_bit(mask: Local, site: Expr) -> Stmt {
    set(mask, Expr::bin(BinOp::BitOr, l(mask), Expr::bin(BinOp::Shl, int(1), site)))
}

impl<'g> Lowering<'g> {
    /// The statements walking `walk` from `origin` (on the board): `on_layer(k, cur)` runs for
    /// each non-empty layer, `k` its number from 1 and `cur` its mask, and may `Break` or
    /// `Return`.
    fn walk_layers(
        &mut self,
        fb: &mut FnBuilder,
        walk: &'g StepWalk,
        cx: &Cx,
        origin: Expr,
        on_layer: impl Fn(Local, Local) -> Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        if self.g.board.num_sites() > MAX_WALK_SITES {
            return unsupported(
                "a step move walked breadth first on a board of more than 64 sites",
            );
        }
        if matches!(walk.dirs, Dirs::Relative(..)) || walk.dirs.of_last_move() {
            return unsupported("a step move walked breadth first along relative directions");
        }
        let [cur, next, checked, k, rest, x, t] =
            ["cur", "next", "checked", "k", "rest", "x", "t"].map(|n| fb.local(n));
        let geo = self.geo.clone();
        let steps = geo.step_table(self.g, &mut self.tables);
        let inner = Cx { from: Some(l(x)), to: Some(l(t)), ..cx.clone() };
        let ok = self.cond_or_true(walk.cond.as_ref(), &inner)?;
        // The steps from `x` to sites not checked yet, into `into`.
        let expand = |lw: &mut Self, fb: &mut FnBuilder, into: Local| {
            let body = |d: Expr| {
                vec![
                    set(t, Expr::table(steps, geo.ray_index(d, l(x)))),
                    when(l(t).lt(int(0)), vec![Stmt::Continue]),
                    when(
                        ok.clone().and(bit(l(checked), l(t)).eq(int(0))),
                        vec![with_bit(into, l(t))],
                    ),
                ]
            };
            lw.for_dirs(fb, &walk.dirs, l(x), None, body)
        };
        let mut out = vec![
            set(x, origin),
            set(checked, Expr::bin(BinOp::Shl, int(1), l(x))),
            set(cur, int(0)),
        ];
        out.extend(expand(self, fb, cur)?);
        out.extend([set(checked, Expr::bin(BinOp::BitOr, l(checked), l(cur))), set(k, int(1))]);
        let mut grow = vec![
            set(x, Expr::Un(UnOp::TrailingZeros, Box::new(l(rest)))),
            set(
                rest,
                Expr::bin(
                    BinOp::BitAnd,
                    l(rest),
                    Expr::Un(UnOp::BitNot, Box::new(Expr::bin(BinOp::Shl, int(1), l(x)))),
                ),
            ),
        ];
        grow.extend(expand(self, fb, next)?);
        let mut layer = on_layer(k, cur);
        layer.extend([
            set(next, int(0)),
            set(rest, l(cur)),
            Stmt::While { cond: l(rest).ne(int(0)), body: grow },
            set(checked, Expr::bin(BinOp::BitOr, l(checked), l(cur))),
            set(cur, l(next)),
            set(k, l(k).add(int(1))),
        ]);
        out.push(Stmt::While { cond: l(cur).ne(int(0)), body: layer });
        Ok(out)
    }

    /// `(sites Distance (step ..) from:<site> <range>)` as a mask of its sites: the layers
    /// numbered `min..=max` (the first whatever `max`), none from an undefined site or with a
    /// negative `min`.
    pub(super) fn distance_walk_mask(&mut self, r: &'g RegionExpr, cx: &Cx) -> R<Expr> {
        let RegionExpr::Distance { from, min, max, step: Some(walk) } = r else {
            unreachable!("distance_walk_mask of a region that is not a walked distance")
        };
        let func = self.memo(r as *const _ as usize, "distance walk", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("distance_walk_{}", id.0), FuncKind::Query);
            let [origin, least, most, found] =
                ["origin", "least", "most", "found"].map(|n| fb.local(n));
            let n = lw.g.board.num_sites() as i64;
            let on_layer = |k: Local, cur: Local| {
                vec![
                    when(
                        l(k).ge(l(least)),
                        vec![set(found, Expr::bin(BinOp::BitOr, l(found), l(cur)))],
                    ),
                    when(l(k).ge(l(most)), vec![Stmt::Break]),
                ]
            };
            let walked = lw.walk_layers(&mut fb, walk, &cx, l(origin), on_layer)?;
            let mut body = vec![
                set(origin, lw.site(from, &cx)?),
                set(least, lw.int(min, &cx)?),
                set(most, lw.int(max, &cx)?),
                set(found, int(0)),
                when(
                    l(origin).lt(int(0)).or(l(origin).ge(int(n))).or(l(least).lt(int(0))),
                    vec![Stmt::Return(Some(int(0)))],
                ),
            ];
            body.extend(walked);
            body.push(Stmt::Return(Some(l(found))));
            Ok(fb.finish(body))
        })?;
        Ok(self.call_ctx(func, cx))
    }

    /// Whether `site` is in a walked `(sites Distance ..)` whose mask is `mask`.
    pub(super) fn in_walk_mask(&self, mask: Expr, site: Expr) -> Expr {
        let n = self.g.board.num_sites() as i64;
        site.clone().ge(int(0)).and(site.clone().lt(int(n))).and(bit(mask, site).ne(int(0)))
    }

    /// `(count Steps (step ..) <site> <region>)`: the number of the first layer holding a site
    /// of the region (see [`IntExpr::CountSteps`]).
    pub(super) fn count_steps_walk(&mut self, e: &'g IntExpr, cx: &Cx) -> R<Expr> {
        let IntExpr::CountSteps { from, to, step: Some(walk) } = e else {
            unreachable!("count_steps_walk of another expression")
        };
        let func = self.memo(e as *const _ as usize, "count steps walk", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("count_steps_walk_{}", id.0), FuncKind::Query);
            let [origin, targets, any, y] = ["origin", "targets", "any", "y"].map(|n| fb.local(n));
            let n = lw.g.board.num_sites() as i64;
            let listing = lw.for_region(
                &mut fb,
                to,
                &cx,
                y,
                vec![when(
                    l(y).ge(int(0)),
                    vec![set(any, int(1)), when(l(y).lt(int(n)), vec![with_bit(targets, l(y))])],
                )],
            )?;
            let on_layer = |k: Local, cur: Local| {
                vec![when(
                    Expr::bin(BinOp::BitAnd, l(cur), l(targets)).ne(int(0)),
                    vec![Stmt::Return(Some(l(k)))],
                )]
            };
            let walked = lw.walk_layers(&mut fb, walk, &cx, l(origin), on_layer)?;
            let mut body =
                vec![set(origin, lw.site(from, &cx)?), set(targets, int(0)), set(any, int(0))];
            body.extend(listing);
            body.extend([
                when(l(origin).lt(int(0)).or(l(any).eq(int(0))), vec![Stmt::Return(Some(int(0)))]),
                when(
                    l(origin).ge(int(n)).or(l(targets).eq(int(0))),
                    vec![Stmt::Return(Some(int(INFINITY)))],
                ),
                when(bit(l(targets), l(origin)).ne(int(0)), vec![Stmt::Return(Some(int(0)))]),
            ]);
            body.extend(walked);
            body.push(Stmt::Return(Some(int(INFINITY))));
            Ok(fb.finish(body))
        })?;
        Ok(self.call_ctx(func, cx))
    }
}
