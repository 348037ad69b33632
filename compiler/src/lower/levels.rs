//! Lowering of the moves that take pieces out of a stack other than one top piece: the ones
//! that name a level (the interpreter's `Action::MoveLevel` and `Action::RemoveLevel`, Ludii's
//! `ActionMoveLevelFrom` and `ActionRemoveLevel`: the piece at that level leaves the stack and
//! the pieces above it move down one level) and the move of the top `n` pieces (its stacking
//! `Action::MoveN`, Ludii's `ActionSubStackMove`). Each is a helper function of the kernel,
//! shared by every move that makes it.

use crate::kernel_ir::*;

use super::builder::*;
use super::Lowering;

impl<'g> Lowering<'g> {
    /// Takes the piece at `level` out of the stack on `site` (the caller checked that the stack
    /// reaches it), moving each piece above it down one level with its owner and state, the
    /// owners' cell bitboards included.
    fn take_at(&mut self, fb: &mut FnBuilder, site: Expr, level: Expr) -> Vec<Stmt> {
        let f = self.f.clone();
        let levels = f.levels as i64;
        let h = fb.local("h");
        let k = fb.local("k");
        let at = |lv: Expr| site.clone().mul(int(levels)).add(lv);
        let (here, above) = (at(l(k)), at(l(k).add(int(1))));
        let mut shift = self.move_owner_bit(
            site.clone(),
            l(k),
            Expr::load(f.who, here.clone()),
            Expr::load(f.who, above.clone()),
            Expr::load(f.what, above.clone()),
        );
        shift.extend([
            store(f.what, here.clone(), Expr::load(f.what, above.clone())),
            store(f.who, here.clone(), Expr::load(f.who, above.clone())),
        ]);
        shift.extend(self.store_pstate(here, Expr::load(f.pstate, above)));
        let last = l(h).sub(int(1));
        let mut out =
            vec![set(h, Expr::load(f.height, site.clone())), range(k, level, last.clone(), shift)];
        out.extend(self.set_piece(site.clone(), last.clone(), int(0), int(0)));
        out.push(when(last.clone().eq(int(0)), vec![store(f.count, site.clone(), 0)]));
        out.push(store(f.height, site, last));
        out
    }

    /// `remove_level(site, level)`: the interpreter's `Action::RemoveLevel`, nothing when the
    /// stack does not reach the level.
    pub(super) fn remove_level_fn(&mut self) -> FuncId {
        self.helper_fn("remove_level", &["site", "level"], |lw, fb| {
            let f = lw.f.clone();
            let (site, level) = (l(fb.param(0)), l(fb.param(1)));
            let what = fb.local("what");
            let index = site.clone().mul(int(f.levels as i64)).add(level.clone());
            let mut body = vec![set(what, Expr::load(f.what, index))];
            body.extend(lw.take_at(fb, site.clone(), level.clone()));
            body.extend(lw.track_removed(site.clone(), l(what)));
            let reaches = site
                .clone()
                .ge(int(0))
                .and(level.clone().ge(int(0)))
                .and(level.lt(Expr::load(f.height, site)));
            vec![when(reaches, body)]
        })
    }

    /// `move_level(from, level, to)`: the interpreter's `Action::MoveLevel`: unless `from` is
    /// `to`, the piece at `level` of `from` onto the top of `to`, as its component's owner's.
    pub(super) fn move_level_fn(&mut self) -> FuncId {
        self.helper_fn("move_level", &["from", "level", "to"], |lw, fb| {
            let f = lw.f.clone();
            let levels = f.levels as i64;
            let (from, level, to) = (l(fb.param(0)), l(fb.param(1)), l(fb.param(2)));
            let (what, st, h) = (fb.local("what"), fb.local("st"), fb.local("h"));
            let index = from.clone().mul(int(levels)).add(level.clone());
            let mut body = vec![
                set(what, Expr::load(f.what, index.clone())),
                set(st, Expr::load(f.pstate, index)),
            ];
            body.extend(lw.take_at(fb, from.clone(), level.clone()));
            let mut put = lw.set_piece(to.clone(), l(h), l(what), l(st));
            put.extend([
                store(f.height, to.clone(), l(h).add(int(1))),
                store(f.count, to.clone(), 1),
            ]);
            body.push(set(h, Expr::load(f.height, to.clone())));
            body.push(when(l(h).lt(int(levels)), put));
            body.extend(lw.track_moved(from.clone(), to.clone(), l(what), int(1)));
            let valid = from
                .clone()
                .ge(int(0))
                .and(to.clone().ge(int(0)))
                .and(from.clone().ne(to))
                .and(level.clone().ge(int(0)))
                .and(level.lt(Expr::load(f.height, from)));
            vec![when(valid, body)]
        })
    }

    /// `move_n(from, to, n)` in a stacking game: the interpreter's stacking `Action::MoveN`:
    /// the top `n` pieces of `from` (all of them if fewer), in their order, onto the top of
    /// `to` with their owners and states (no further than the stack's room); a single piece
    /// moves along its tracks as `ActionMoveTopPiece` does. A stack moved onto itself stays.
    pub(super) fn move_n_stacking_fn(&mut self) -> FuncId {
        self.helper_fn("move_n_stacking", &["from", "to", "n"], |lw, fb| {
            let f = lw.f.clone();
            let levels = f.levels as i64;
            let (from, to, n) = (l(fb.param(0)), l(fb.param(1)), l(fb.param(2)));
            let (h, base, k, t, moved) =
                (fb.local("h"), fb.local("base"), fb.local("k"), fb.local("t"), fb.local("moved"));
            let src = from.clone().mul(int(levels)).add(l(base)).add(l(k));
            let dst = to.clone().mul(int(levels)).add(l(t));
            let mut put = lw.move_owner_bit(
                to.clone(),
                l(t),
                Expr::load(f.who, dst.clone()),
                Expr::load(f.who, src.clone()),
                Expr::load(f.what, src.clone()),
            );
            put.extend([
                store(f.what, dst.clone(), Expr::load(f.what, src.clone())),
                store(f.who, dst.clone(), Expr::load(f.who, src.clone())),
            ]);
            put.extend(lw.store_pstate(dst, Expr::load(f.pstate, src.clone())));
            put.extend([
                store(f.height, to.clone(), l(t).add(int(1))),
                store(f.count, to.clone(), 1),
            ]);
            let copy =
                vec![set(t, Expr::load(f.height, to.clone())), when(l(t).lt(int(levels)), put)];
            let clear = lw.set_piece(from.clone(), l(k), int(0), int(0));
            let mut body = vec![
                set(h, Expr::load(f.height, from.clone())),
                // The first level that moves: none for a negative `n` (the interpreter's).
                set(
                    base,
                    Expr::select(
                        n.clone().lt(int(0)),
                        l(h),
                        Expr::select(n.clone().lt(l(h)), l(h).sub(n), int(0)),
                    ),
                ),
                set(moved, Expr::load(f.what, from.clone().mul(int(levels)).add(l(base)))),
                range(k, 0, l(h).sub(l(base)), copy),
                range(k, l(base), l(h), clear),
                store(f.height, from.clone(), l(base)),
                when(l(base).eq(int(0)), vec![store(f.count, from.clone(), 0)]),
            ];
            let tracked = lw.track_moved(from.clone(), to.clone(), l(moved), int(1));
            if !tracked.is_empty() {
                body.push(when(l(h).sub(l(base)).eq(int(1)), tracked));
            }
            let valid = from.clone().ge(int(0)).and(to.clone().ge(int(0))).and(from.ne(to));
            vec![when(valid, body)]
        })
    }
}
