//! Lowering of what reads the direction between two sites (Fanorona's approach and
//! withdrawal): `(directional ..)` captures (see `Moves::Directional`) and `(ahead <site>
//! SameDirection|OppositeDirection)` (see `SiteExpr::Ahead`).
//!
//! Both look up the direction from one site to another in one constant table of `sites²`
//! entries, `dir_toward[a * sites + b]`: the index (in the board's supported order) of the
//! direction whose ray from `a` reaches `b`, -1 for none. Ludii walks every such direction;
//! a board where two of them lead from one site to another is refused, so the table's one
//! direction is all of them.

use crate::game_ir::board::RelDir;
use crate::game_ir::*;
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, Mode, R};

impl<'g> Lowering<'g> {
    /// The `dir_toward` table (see the module's comment).
    fn dir_toward_table(&mut self) -> R<TableId> {
        let board = &self.g.board;
        let n = board.num_sites();
        let dirs = board.supported_dirs();
        let mut data = Vec::with_capacity(n * n);
        for a in 0..n {
            for b in 0..n {
                let toward = if a == b { Vec::new() } else { board.dirs_toward(a, b) };
                if toward.len() > 1 {
                    return unsupported(
                        "the direction between two sites on a board where several lead from one to the other",
                    );
                }
                data.push(
                    toward
                        .first()
                        .map_or(-1, |d| dirs.iter().position(|x| x == d).map_or(-1, |i| i as i64)),
                );
            }
        }
        Ok(self.tables.add("dir_toward", data))
    }

    /// Directions.java's SameDirection (from the last move's `from` toward its `to`) or
    /// OppositeDirection (from its `to` back toward its `from`) as a direction index in the
    /// board's supported order, -1 for none: a call of `last_move_dir(a, b)`, which looks the
    /// first supported Adjacent direction whose ray from `a` reaches `b` up in a `sites²` table
    /// ([`Board::dirs_between`](crate::game_ir::board::Board::dirs_between)).
    pub(super) fn last_move_dir(&mut self, rel: RelDir) -> R<Expr> {
        let func = self.memo(0, "last_move_dir", |lw, id| {
            let board = &lw.g.board;
            let n = board.num_sites();
            if n * n > 1 << 20 {
                return unsupported("the last move's direction on a board of more than 1024 sites");
            }
            let dirs = board.supported_dirs();
            let data: Vec<i64> = (0..n * n)
                .map(|i| {
                    let first = board.dirs_between(i / n, i % n).first().copied();
                    first.and_then(|d| dirs.iter().position(|&x| x == d)).map_or(-1, |k| k as i64)
                })
                .collect();
            let table = lw.tables.add("last_move_dir", data);
            let fb =
                FnBuilder::new(format!("last_move_dir_{}", id.0), FuncKind::Query, &["a", "b"]);
            let (a, b) = (fb.param(0), fb.param(1));
            let n = n as i64;
            let off = |x: Local| l(x).lt(int(0)).or(l(x).ge(int(n)));
            Ok(fb.finish(vec![
                when(off(a).or(off(b)), vec![Stmt::Return(Some(int(-1)))]),
                Stmt::Return(Some(Expr::table(table, l(a).mul(int(n)).add(l(b))))),
            ]))
        })?;
        let (from, to) = (Expr::scalar(self.f.last_from), Expr::scalar(self.f.last_to));
        let args = if rel == RelDir::SameDirection { vec![from, to] } else { vec![to, from] };
        Ok(Expr::Call { func, args })
    }

    /// `(ahead <site> SameDirection|OppositeDirection [steps:<n>])`: a call of
    /// `ahead_between(site, a, b)`, the site `steps` along the direction from `a` to `b` (the
    /// context's `(from)` and `(to)`, the last move's where unbound or off the board, swapped
    /// for OppositeDirection), or `site` itself without one (Ahead.java).
    pub(super) fn ahead_between(&mut self, e: &'g SiteExpr, cx: &Cx) -> R<Expr> {
        let SiteExpr::Ahead { site, dirs: Dirs::Relative(rels, _), steps } = e else {
            unreachable!("ahead_between lowers `(ahead .. SameDirection|OppositeDirection)`")
        };
        let bound = |x: &Option<Expr>, last| match x {
            Some(x) => Expr::select(x.clone().ge(int(0)), x.clone(), Expr::scalar(last)),
            None => Expr::scalar(last),
        };
        let from = bound(&cx.from, self.f.last_from);
        let to = bound(&cx.to, self.f.last_to);
        let (a, b) = if rels[0] == RelDir::SameDirection { (from, to) } else { (to, from) };
        let steps = *steps as i64;
        let func = self.memo(e as *const _ as usize, "ahead_between", |lw, id| {
            let table = lw.dir_toward_table()?;
            let mut fb = FnBuilder::new(
                format!("ahead_between_{}", id.0),
                FuncKind::Query,
                &["site", "a", "b"],
            );
            let (site, a, b) = (fb.param(0), fb.param(1), fb.param(2));
            let (d, index) = (fb.local("d"), fb.local("index"));
            let n = lw.g.board.num_sites() as i64;
            let off = |x: Local| l(x).lt(int(0)).or(l(x).ge(int(n)));
            let geo = lw.geo.clone();
            let body = vec![
                when(off(site).or(off(a)).or(off(b)), vec![Stmt::Return(Some(l(site)))]),
                set(d, Expr::table(table, l(a).mul(int(n)).add(l(b)))),
                when(l(d).lt(int(0)), vec![Stmt::Return(Some(l(site)))]),
                set(index, geo.ray_index(l(d), l(site))),
                when(
                    Expr::table(geo.ray_len, l(index)).lt(int(steps)),
                    vec![Stmt::Return(Some(l(site)))],
                ),
                Stmt::Return(Some(Expr::table(
                    geo.ray_data,
                    Expr::table(geo.ray_off, l(index)).add(int(steps - 1)),
                ))),
            ];
            Ok(fb.finish(body))
        })?;
        Ok(Expr::Call { func, args: vec![self.site(site, cx)?, a, b] })
    }

    /// A directional capture (see `Moves::Directional`) in two parts: how far along the ray
    /// the condition holds, decided on the state before any capture, then the effect on each
    /// of those sites.
    pub(super) fn directional(
        &mut self,
        fb: &mut FnBuilder,
        m: &'g Moves,
        cx: &Cx,
    ) -> R<(Vec<Stmt>, Vec<Stmt>)> {
        let Moves::Directional { from, toward, cond, effect } = m else {
            unreachable!("directional lowers `Moves::Directional`")
        };
        let table = self.dir_toward_table()?;
        let [start, x, y, d, index, run, i, t] =
            ["dstart", "dx", "dy", "d", "index", "run", "i", "t"].map(|n| fb.local(n));
        let n = self.g.board.num_sites() as i64;
        let geo = self.geo.clone();
        let on_board = |v: Local| l(v).ge(int(0)).and(l(v).lt(int(n)));
        let ray_site =
            |k: Local| Expr::table(geo.ray_data, Expr::table(geo.ray_off, l(index)).add(l(k)));
        // Directional.java binds `(from)` to Off and `(to)` to each site.
        let at = Cx { from: Some(int(-1)), to: Some(l(t)), ..cx.clone() };
        let holds = self.cond(cond, &at)?;
        let walk = vec![
            set(index, geo.ray_index(l(d), l(start))),
            Stmt::While {
                cond: l(run).lt(Expr::table(geo.ray_len, l(index))),
                body: vec![
                    set(t, ray_site(run)),
                    when(Expr::not(holds), vec![Stmt::Break]),
                    set(run, l(run).add(int(1))),
                ],
            },
        ];
        let decide = vec![
            set(start, self.site(from, cx)?),
            set(x, self.site(&toward.0, cx)?),
            set(y, self.site(&toward.1, cx)?),
            set(run, int(0)),
            set(d, int(-1)),
            when(
                on_board(start).and(on_board(x)).and(on_board(y)),
                vec![set(d, Expr::table(table, l(x).mul(int(n)).add(l(y))))],
            ),
            when(l(d).ge(int(0)), walk),
        ];
        let mut capture = vec![set(t, ray_site(i))];
        self.gen(fb, effect, &at, &[], Mode::ApplyAll, &mut capture)?;
        Ok((decide, vec![range(i, 0, l(run), capture)]))
    }
}
