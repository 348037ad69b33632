//! Ludii's `(do <prior> next:<next>)` generating moves (Do.java, `generateAndApplyPreMoves`):
//! `next`'s moves, generated once `prior` is played, each carrying `prior`'s actions first.
//!
//! `legal` plays `prior` on its own state between a push and a pop of the stack of state copies
//! (see `afterwards`; `legal` runs on a copy of the state in every back end once it writes),
//! generates `next` there and pops the state back. Each of those moves' leaves remembers the
//! priors around it, and `apply` plays them before the leaf's own actions, on the same state
//! `legal` played them on. `can Move`-like queries do the same in a function of their own, so
//! that the pop happens before the answer is returned.
//!
//! As an effect (a consequence), `(do ..  next:..)` is lowered by `effect`: both are played in
//! order on the state being changed.

use crate::game_ir::Moves;
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, Mode, R};

/// The pass a `do .. next:` offers in a game with dice when `next` has no move.
static PASS: Moves = Moves::Pass;

impl<'g> Lowering<'g> {
    /// The moves of `(do <prior> next:<next>)` with consequences `chain`, used as `mode` says.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn do_next(
        &mut self,
        fb: &mut FnBuilder,
        prior: &'g Moves,
        next: &'g Moves,
        cx: &Cx,
        chain: &[&'g Moves],
        mode: Mode,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        if !self.active_guards.is_empty() {
            // A guard replays a move's leaf without the priors.
            return unsupported("`do .. next:` inside `do .. ifAfterwards:`");
        }
        // With dice, Ludii offers a pass carrying the prior moves when `next` has none
        // (Do.prependPreMoves).
        let dice = self.g.dice.is_some();
        match mode {
            Mode::Push => {
                let play = self.prior_fn(prior)?;
                let copies = self.copy_fns();
                let before = fb.local("before");
                out.extend([
                    set(before, Expr::MovesLen),
                    Stmt::Call { func: copies.save, args: vec![int(0)] },
                    call_stmt(self.call_ctx(play, cx)),
                ]);
                self.active_priors.push(prior);
                let mut done = self.gen(fb, next, cx, chain, mode, out);
                if dice && done.is_ok() {
                    let mut pass = Vec::new();
                    done = self.gen(fb, &PASS, cx, chain, mode, &mut pass);
                    out.push(when(Expr::MovesLen.eq(l(before)), pass));
                }
                self.active_priors.pop();
                done?;
                out.push(Stmt::Call { func: copies.restore, args: Vec::new() });
            }
            // That pass is always there.
            Mode::Exists if dice => out.push(Stmt::Return(Some(int(1)))),
            Mode::Exists => {
                let func = self.do_next_exists_fn(prior, next)?;
                let key = fb.local("first");
                out.push(set(key, self.call_ctx(func, cx)));
                out.push(when(l(key).ne(int(0)), vec![Stmt::Return(Some(l(key)))]));
            }
            Mode::ApplyAll => return unsupported("`do .. next:` inside a merged move"),
            Mode::Reaches(_) => {
                return unsupported("`do .. next:` among the moves `is Threatened` asks")
            }
        }
        Ok(())
    }

    /// `do_prior_N(<rule variables>)`: plays `prior`'s effect on the state.
    fn prior_fn(&mut self, prior: &'g Moves) -> R<FuncId> {
        let id = self.memo(prior as *const _ as usize, "do_prior", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("do_prior_{}", id.0), FuncKind::Query);
            let cx = Cx { mutable: true, ..cx };
            let (mut body, post) = lw.effect(&mut fb, prior, &cx)?;
            body.extend(post);
            body.push(Stmt::Return(Some(int(0))));
            Ok(fb.finish(body))
        })?;
        if !self.prior_fns.contains(&id) {
            // The copies must hold every field it writes.
            self.prior_fns.push(id);
        }
        Ok(id)
    }

    /// `can_move_do_N(<rule variables>)`: the key of `next`'s first move once `prior` is played
    /// (0: none), the state left as it was.
    fn do_next_exists_fn(&mut self, prior: &'g Moves, next: &'g Moves) -> R<FuncId> {
        let play = self.prior_fn(prior)?;
        let inner = self.exists_fn(next)?;
        let copies = self.copy_fns();
        self.memo(next as *const _ as usize, "do_next_exists", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("can_move_do_{}", id.0), FuncKind::Query);
            let key = fb.local("first");
            let body = vec![
                Stmt::Call { func: copies.save, args: vec![int(0)] },
                call_stmt(lw.call_ctx(play, &cx)),
                set(key, lw.call_ctx(inner, &cx)),
                Stmt::Call { func: copies.restore, args: Vec::new() },
                Stmt::Return(Some(l(key))),
            ];
            Ok(fb.finish(body))
        })
    }
}

/// A call whose result is not used, as a statement.
fn call_stmt(call: Expr) -> Stmt {
    match call {
        Expr::Call { func, args } => Stmt::Call { func, args },
        other => unreachable!("not a call: {other:?}"),
    }
}
