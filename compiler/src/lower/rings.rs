//! `is Loop`: do the mover's pieces at the last `to` ring some site (IsLoop.java)?
//!
//! Ludii's test, as [`BoolExpr::IsLoop`] states it: from each neighbour of the last `to` off
//! the board's outer rim, a flood fill orthogonally over the sites not holding the placed
//! piece's kind; a flood that reaches the rim is not enclosed. Around an enclosed flood, every
//! site must be the mover's and two of them adjacent pieces of the kind (Ludii then walks
//! around them and finds its loop). The flood's sites keep one mark and the ring's sites the
//! next one on the scratch marks, and both lie on the scratch stack: the flood first, then the
//! ring after it.
//!
//! [`BoolExpr::IsLoop`]: crate::game_ir::BoolExpr::IsLoop

use crate::game_ir::board::{DirSet, StdRegion};
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Lowering, R};

impl<'g> Lowering<'g> {
    /// `is_loop(player)`: 1 if the last piece placed and `player`'s pieces ring a site.
    pub(super) fn loop_fn(&mut self) -> R<FuncId> {
        if self.g.stacking {
            return unsupported("`is Loop` in a stacking game");
        }
        self.memo(0, "is_loop", |lw, _| {
            let f = lw.f.clone();
            let b = lw.g.board.num_sites();
            let rim = lw.g.board.region(&StdRegion::Outer).unwrap_or_default();
            let outer = lw.tables.add("outer", (0..b).map(|s| rim.contains(&s) as i64).collect());
            let mut fb = FnBuilder::new("is_loop", FuncKind::Mutate, &["player"]);
            let p = l(fb.param(0));
            let [from, what, jo, origin, flood, ring, n, m, i, s, j, t, u, enclosed] = [
                "from", "what", "jo", "origin", "flood", "ring", "n", "m", "i", "s", "j", "t", "u",
                "enclosed",
            ]
            .map(|x| fb.local(x));
            let nb_orth = lw.geo.neighbour_table(&mut lw.tables, DirSet::Orthogonal);
            let nb_adj = lw.geo.neighbour_table(&mut lw.tables, DirSet::Adjacent);
            let (_, k_orth) = lw.geo.dir_set(DirSet::Orthogonal);
            let (_, k_adj) = lw.geo.dir_set(DirSet::Adjacent);
            let kind_at = |site: Local| Expr::load(f.what, l(site)).eq(l(what));
            let on_rim = |site: Local| Expr::table(outer, l(site)).ne(int(0));
            // The orthogonal neighbours `t` of `s`, each given to `body`.
            let orthogonal = |body: Vec<Stmt>| {
                let mut step = lw.geo.neighbour_step(DirSet::Orthogonal, nb_orth, [s, j, t]);
                step.extend(body);
                range(j, 0, k_orth as i64, step)
            };
            let fill = orthogonal(vec![when(
                Expr::load(f.mark, l(t)).ne(l(flood)).and(Expr::not(kind_at(t))),
                vec![
                    store(f.mark, l(t), l(flood)),
                    store(f.stack, l(n), l(t)),
                    set(n, l(n).add(int(1))),
                    when(on_rim(t), vec![set(enclosed, int(0)), Stmt::Break]),
                ],
            )]);
            let surround = orthogonal(vec![when(
                Expr::load(f.mark, l(t)).ne(l(flood)),
                vec![
                    when(Expr::load(f.who, l(t)).ne(p.clone()), vec![set(enclosed, int(0))]),
                    when(
                        Expr::load(f.mark, l(t)).ne(l(ring)),
                        vec![
                            store(f.mark, l(t), l(ring)),
                            store(f.stack, l(m), l(t)),
                            set(m, l(m).add(int(1))),
                        ],
                    ),
                ],
            )]);
            let mut pair = lw.geo.neighbour_step(DirSet::Adjacent, nb_adj, [t, j, u]);
            pair.push(when(
                Expr::load(f.mark, l(u)).eq(l(ring)).and(kind_at(u)),
                vec![Stmt::Return(Some(int(1)))],
            ));
            let mut per_origin =
                lw.geo.neighbour_step(DirSet::Adjacent, nb_adj, [from, jo, origin]);
            per_origin.extend([
                when(on_rim(origin), vec![Stmt::Continue]),
                // Two fresh mark values: the flood's and the ring's.
                set(flood, Expr::scalar(f.stamp).add(int(1))),
                set(ring, l(flood).add(int(1))),
                store0(f.stamp, l(ring)),
                store(f.mark, l(origin), l(flood)),
                store(f.stack, 0, l(origin)),
                set(n, int(1)),
                set(i, int(0)),
                set(enclosed, int(1)),
                Stmt::While {
                    cond: l(i).lt(l(n)).and(l(enclosed).ne(int(0))),
                    body: vec![set(s, Expr::load(f.stack, l(i))), set(i, l(i).add(int(1))), fill],
                },
                when(l(enclosed).eq(int(0)), vec![Stmt::Continue]),
                set(m, l(n)),
                range(i, 0, l(n), vec![set(s, Expr::load(f.stack, l(i))), surround]),
                when(l(enclosed).eq(int(0)), vec![Stmt::Continue]),
                range(
                    i,
                    l(n),
                    l(m),
                    vec![
                        set(t, Expr::load(f.stack, l(i))),
                        when(kind_at(t), vec![range(j, 0, k_adj as i64, pair.clone())]),
                    ],
                ),
            ]);
            Ok(fb.finish(vec![
                set(from, Expr::scalar(f.last_to)),
                when(
                    l(from).lt(int(0)).or(l(from).ge(int(b as i64))),
                    vec![Stmt::Return(Some(int(0)))],
                ),
                set(what, Expr::load(f.what, l(from))),
                when(l(what).eq(int(0)), vec![Stmt::Return(Some(int(0)))]),
                range(jo, 0, k_adj as i64, per_origin),
                Stmt::Return(Some(int(0))),
            ]))
        })
    }
}
