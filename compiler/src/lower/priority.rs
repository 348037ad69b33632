//! Ludii's `(priority { .. })` as an effect (Priority.java in a consequence): Phantom Go's
//! selection is followed by the first of an illegal-move note, a placement whose group must
//! keep a liberty (`do .. ifAfterwards:`), and a retry.

use crate::game_ir::Moves;
use crate::kernel_ir::*;

use super::builder::*;
use super::{Cx, Lowering, Mode, R};

impl<'g> Lowering<'g> {
    /// Ludii's `(priority { .. })` as an effect (Priority.java in a consequence): the moves of
    /// the first alternative that has any, all played. Which one is decided first, each
    /// alternative asked whether it has a move (its `do .. ifAfterwards:` tests included, on
    /// the state before any of them is played); the chosen one is then played as an effect,
    /// its `do`s already known to pass.
    pub(super) fn priority_effect(
        &mut self,
        fb: &mut FnBuilder,
        list: &'g [Moves],
        cx: &Cx,
    ) -> R<(Vec<Stmt>, Vec<Stmt>)> {
        let chosen = fb.local("chosen");
        let mut pre = vec![set(chosen, int(-1))];
        let mut post = Vec::new();
        for (i, x) in list.iter().enumerate() {
            let func = self.memo(x as *const _ as usize, "has_a_move", |lw, id| {
                let (mut fb, cx) = lw.ctx_fn(&format!("has_a_move_{}", id.0), FuncKind::Query);
                let mut body = Vec::new();
                let outer = std::mem::replace(&mut lw.exists_siteless, true);
                let done = lw.gen(&mut fb, x, &cx, &[], Mode::Exists, &mut body);
                lw.exists_siteless = outer;
                done?;
                body.push(Stmt::Return(Some(int(0))));
                Ok(fb.finish(body))
            })?;
            let found = self.call_ctx(func, cx).ne(int(0));
            pre.push(when(
                l(chosen).eq(int(-1)),
                vec![when(found, vec![set(chosen, int(i as i64))])],
            ));
        }
        for (i, x) in list.iter().enumerate() {
            let mut x = x;
            while let Moves::Do { prior, .. } = x {
                x = &**prior;
            }
            let (a, b) = self.effect(fb, x, cx)?;
            pre.push(when(l(chosen).eq(int(i as i64)), a));
            post.push(when(l(chosen).eq(int(i as i64)), b));
        }
        Ok((pre, post))
    }
}
