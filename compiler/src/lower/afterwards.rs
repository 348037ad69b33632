//! Ludii's `(do <moves> ifAfterwards:<cond>)`: a move is legal only if `cond` holds once it
//! is played (with its consequences), the turn not yet passed on (the interpreter's
//! `holds_afterwards`, after `Do.movePassesCond`).
//!
//! Each `do` becomes a guard function `do_after_N(mover, prev, next, from, to, aux, reuse)`: it
//! pushes a copy of the state on a fixed stack of copies, plays the move there as `apply` would
//! (the move's generator is its leaf, dispatched on `aux`, with the consequences inside the
//! `do` only), tests `cond`, and pops the copy back. Generators under a `do` (in `legal` and in
//! `can Move`-like queries) call the guards of every `do` around them before pushing a move.
//! No allocation: the stack's depth is fixed ([`DEPTH`], more for the searches of `max Moves`,
//! see `max_moves`); going deeper is a bounds fault.
//! `legal` runs on a copy of the state in every back end once it writes, so it may do this.
//!
//! `legal`'s own trials all start from the same state (each one restores it, and `legal`
//! writes nothing else), so the copy the first one pushes is still right for the next ones:
//! they pass `reuse` and skip the copy while the `copy_fresh` flag says the bottom copy holds
//! that state (`legal` clears it first; any other copy into the bottom slot clears it too).
//! Copying the state was a fifth of a chess playout; now only the restore is paid per trial.

use crate::game_ir::BoolExpr;
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, Mode, NO_SITE_AUX, R};

/// Copies of the state that may be stacked at once: a `do` inside the condition of another
/// (through `no Moves`), at most this deep.
const DEPTH: i64 = 4;

/// One `do` node's guard, or the guard of `do`s nested directly one in another (Go's
/// `(no Repeat)` around its `(do (move Add ..) ifAfterwards:("HasFreedom" ..))`): they try
/// the same moves with the same consequences in the same turn, so one trial tests all their
/// conditions, outermost first, as the separate guards were asked.
pub(super) struct Guard<'g> {
    pub func: FuncId,
    pub conds: Vec<&'g BoolExpr>,
    /// The leaves of the moves it tests, each with how many of its consequences (the innermost)
    /// belong inside the `do`: the rest are the `do`'s own `then`, played after the test.
    pub leaves: Vec<(u32, usize)>,
    pub defined: bool,
    /// The gate that spares moves their trial (see `pins`), once asked: None inside when the
    /// rules do not allow one.
    pub king_safe: Option<Option<super::pins::KingSafe<'g>>>,
}

/// A `do` around the generator being lowered: its guard, the length of the consequence chain
/// outside it, and the turn where it is (the mover, previous and next players), which its test
/// sees whoever's moves it tests (`(do (forEach Piece Next) ...)`).
#[derive(Clone)]
pub(super) struct ActiveGuard {
    pub guard: usize,
    pub outer_chain: usize,
    pub turn: [Expr; 3],
}

/// The functions that push and pop state copies, once a guard needs them.
#[derive(Clone, Copy)]
pub(super) struct CopyFns {
    pub save: FuncId,
    pub restore: FuncId,
}

/// What `cond` is while `is Threatened` asks an enemy's moves, when that alone decides it:
/// nested `is Threatened` queries are then false (Ludii's `autoFail`, see `threat`). Chess's
/// `(not (is Threatened King ...))` holds there, so the enemy's moves need no trial.
fn holds_while_threat_asked(cond: &BoolExpr) -> Option<bool> {
    // `And` is false at a false part and true when every part is; `Or` the dual.
    let fold = |parts: &[BoolExpr], decisive: bool| {
        let values: Vec<Option<bool>> = parts.iter().map(holds_while_threat_asked).collect();
        if values.contains(&Some(decisive)) {
            Some(decisive)
        } else if values.iter().all(|v| *v == Some(!decisive)) {
            Some(!decisive)
        } else {
            None
        }
    };
    match cond {
        BoolExpr::Const(b) => Some(*b),
        BoolExpr::IsThreatened { .. } => Some(false),
        BoolExpr::Not(c) => holds_while_threat_asked(c).map(|b| !b),
        BoolExpr::And(parts) => fold(parts, false),
        BoolExpr::Or(parts) => fold(parts, true),
        _ => None,
    }
}

impl<'g> Lowering<'g> {
    /// The guard of the `do`s testing `conds`, outermost first (made once per node).
    pub(super) fn guard_of(&mut self, conds: Vec<&'g BoolExpr>) -> usize {
        let same = |g: &Guard<'g>| {
            g.conds.len() == conds.len()
                && g.conds.iter().zip(&conds).all(|(a, b)| std::ptr::eq(*a, *b))
        };
        if let Some(i) = self.guards.iter().position(same) {
            return i;
        }
        let func = self.functions.reserve();
        self.guards.push(Guard {
            func,
            conds,
            leaves: Vec::new(),
            defined: false,
            king_safe: None,
        });
        self.guards.len() - 1
    }

    /// `body` run only when every `do` around the generator accepts its move (`leaf`, with
    /// `chain_len` consequences, at `from`/`to` with `aux`), the moves being used as `mode`
    /// says: `legal`'s own tests may reuse the copy of its state, and the tests of an enemy's
    /// moves asked by `is Threatened` are skipped when that alone decides them.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn guarded(
        &mut self,
        fb: &mut FnBuilder,
        leaf: u32,
        chain_len: usize,
        from: Expr,
        to: Expr,
        aux: Expr,
        mode: Mode,
        body: Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        let in_legal = mode == Mode::Push;
        if in_legal && !self.active_guards.is_empty() {
            self.copy_fresh_flag();
        }
        let mut test: Option<Expr> = None;
        for a in self.active_guards.clone() {
            let inner = chain_len - a.outer_chain;
            let g = &mut self.guards[a.guard];
            if matches!(mode, Mode::Reaches(_)) {
                // Nested conditions are and-ed: one false decides, all true skip the trial.
                let values: Vec<Option<bool>> =
                    g.conds.iter().map(|c| holds_while_threat_asked(c)).collect();
                if values.contains(&Some(false)) {
                    return Ok(Vec::new());
                }
                if values.iter().all(|v| *v == Some(true)) {
                    continue;
                }
            }
            if !g.leaves.contains(&(leaf, inner)) {
                if g.defined {
                    return unsupported("a `do` reached by new moves after its test was lowered");
                }
                g.leaves.push((leaf, inner));
            }
            let mut call = Expr::Call {
                func: g.func,
                args: vec![
                    a.turn[0].clone(),
                    a.turn[1].clone(),
                    a.turn[2].clone(),
                    from.clone(),
                    to.clone(),
                    aux.clone(),
                    int(in_legal as i64),
                ],
            };
            if in_legal {
                // A gate sparing moves their trial, or a verdict standing for it.
                if let Some(spared) =
                    self.king_safe_gate(fb, a.guard, leaf, inner, &from, &to, &a.turn)?
                {
                    call = spared.or(call);
                } else if let Some(verdict) =
                    self.placement_verdict(fb, a.guard, leaf, inner, &to, &aux, &a.turn)?
                {
                    call = verdict;
                }
            }
            test = Some(match test {
                Some(t) => t.and(call),
                None => call,
            });
        }
        Ok(match test {
            Some(t) => vec![when(t, body)],
            None => body,
        })
    }

    /// Whether a gate (`pins`) or a verdict (`quiet`) may answer for a guard's trial here: in `legal`, for
    /// its own mover, with no prior move played and no die in use, so the state is the one the
    /// moves are asked of.
    pub(super) fn gate_may_answer(&self, fb: &FnBuilder, turn: &[Expr; 3]) -> bool {
        fb.kind == FuncKind::Legal
            && self.legal_mover.as_ref() == Some(&turn[0])
            && self.active_priors.is_empty()
            && self.active_dice.is_empty()
    }

    /// Defines every guard not defined yet (lowering one may reach more).
    pub(super) fn define_guards(&mut self) -> R<()> {
        while let Some(i) = self.guards.iter().position(|g| !g.defined) {
            self.guards[i].defined = true;
            let f = self.guard_fn(i)?;
            let id = self.guards[i].func;
            self.functions.define(id, f);
        }
        // Before the copies, which must hold the hash where a guard's moves change the board.
        self.hash_board_writes()?;
        if let Some(c) = self.copy_fns {
            let (save, restore) = self.copy_fn_bodies();
            self.functions.define(c.save, save);
            self.functions.define(c.restore, restore);
        }
        Ok(())
    }

    fn guard_fn(&mut self, i: usize) -> R<Function> {
        let f = self.f.clone();
        let copies = self.copy_fns();
        let name = format!("do_after_{}", self.guards[i].func.0);
        let mut fb = FnBuilder::new(
            name,
            FuncKind::Query,
            &["mover", "prev", "next", "from", "to", "aux", "reuse"],
        );
        let (mover, prev, next, from, to, aux, reuse) = (
            fb.param(0),
            fb.param(1),
            fb.param(2),
            fb.param(3),
            fb.param(4),
            fb.param(5),
            fb.param(6),
        );
        let (leaf, site, operand, ok) =
            (fb.local("leaf"), fb.local("site"), fb.local("operand"), fb.local("ok"));
        let cx = Cx {
            mover: l(mover),
            prev: l(prev),
            next: l(next),
            site: Some(l(site)),
            from: Some(l(from)),
            to: Some(l(to)),
            between: None,
            mutable: true,
            piece: None,
            level: None,
            die: None,
        };
        let mut body = vec![
            Stmt::Call { func: copies.save, args: vec![l(reuse)] },
            set(leaf, Expr::bin(BinOp::BitAnd, l(aux), int(0xff))),
            set(site, Expr::bin(BinOp::BitAnd, Expr::bin(BinOp::Shr, l(aux), int(8)), int(0xfff))),
            set(operand, Expr::bin(BinOp::Shr, l(aux), int(20))),
            when(l(site).eq(int(NO_SITE_AUX)), vec![set(site, int(-1))]),
            // The turn as the caller sees it (`has_moves` asks for another player than the
            // state's): `moveAgain` below sets `next` to the mover.
            store0(f.next, l(next)),
        ];
        if let Some((count, _)) = f.pending {
            body.push(store0(count, 0));
        }
        let leaves = self.guards[i].leaves.clone();
        let mut actions = Vec::new();
        let mut consequences = Vec::new();
        let post = Cx { site: None, from: None, to: None, between: None, ..cx.clone() };
        for &(leaf_id, inner) in &leaves {
            let node = self.leaves[leaf_id as usize].node;
            let chain = self.leaves[leaf_id as usize].chain.clone();
            actions.push((leaf_id as usize, self.leaf_actions_in(&mut fb, node, &cx, l(operand))?));
            let mut then = Vec::new();
            for c in &chain[..inner] {
                let (pre, post_stmts) = self.effect(&mut fb, c, &post)?;
                then.extend(pre);
                then.extend(post_stmts);
            }
            consequences.push((leaf_id as usize, then));
        }
        body.extend(super::dispatch(leaf, actions));
        // As `apply`: this move is now the last one.
        body.extend([
            store0(f.last_from, l(from)),
            store0(f.last_to, l(to)),
            store0(f.last_pass, 0),
            store0(
                f.moves_in_turn,
                Expr::select(
                    Expr::scalar(f.prev).eq(l(mover)).and(Expr::scalar(f.moves_in_turn).gt(int(0))),
                    Expr::scalar(f.moves_in_turn).add(int(1)),
                    int(1),
                ),
            ),
            store0(f.num_moves, Expr::scalar(f.num_moves).add(int(1))),
        ]);
        body.extend(super::dispatch(leaf, consequences));
        // Do.movePassesCond: a move giving the mover another turn leaves `next` the previous
        // player.
        let after = Cx {
            next: Expr::select(Expr::scalar(f.next).eq(l(mover)), l(prev), Expr::scalar(f.next)),
            ..post
        };
        let mut test: Option<Expr> = None;
        for cond in self.guards[i].conds.clone() {
            let c = self.cond(cond, &after)?;
            test = Some(match test {
                Some(t) => t.and(c),
                None => c,
            });
        }
        let test = test.expect("a guard tests a condition");
        body.extend([
            set(ok, test),
            Stmt::Call { func: copies.restore, args: Vec::new() },
            Stmt::Return(Some(l(ok))),
        ]);
        let mut guard = fb.finish(body);
        crate::kernel_ir::merge_arms::merge_equal_arms(&mut guard, leaf);
        Ok(guard)
    }

    /// The flag telling that the bottom copy holds `legal`'s state (see the module comment);
    /// `legal` clears it before its first trial.
    pub(super) fn copy_fresh_flag(&mut self) -> FieldId {
        *self.copy_fresh.get_or_insert_with(|| self.layout.add("copy_fresh", Elem::U8, 1))
    }

    /// The save / restore functions' ids (their bodies are made last, once every field exists).
    pub(super) fn copy_fns(&mut self) -> CopyFns {
        if let Some(c) = self.copy_fns {
            return c;
        }
        let c = CopyFns { save: self.functions.reserve(), restore: self.functions.reserve() };
        self.copy_fns = Some(c);
        c
    }

    /// `save_state(reuse)` pushes a copy of the fields the guards can write (directly or
    /// through what they call), but the scratch ones (flood fills, sowing and the bitsets
    /// of `sites Around` keep nothing between moves, and the fills' stamps must keep
    /// growing), on the stack of copies;
    /// `restore_state()` pops it back. Fields no guard writes are the same after the trial:
    /// copying them would be waste. The threat and no-moves flags are not copied either:
    /// `threatened` (`no_moves_next`) sets its flag and clears it again, and a trial inside it
    /// finds it set and leaves it so. The long fields (boards) are restored only
    /// where the trial wrote them: see `undo`, which makes every store to one, in the functions
    /// a trial reaches, record the element.
    fn copy_fn_bodies(&mut self) -> (Function, Function) {
        let f = &self.f;
        let scratch = [
            Some(f.mark),
            Some(f.stamp),
            Some(f.stack),
            f.sow_scratch,
            self.threat_flag,
            self.no_moves_flag,
        ];
        let copy_fns = self.copy_fns.expect("guards use the copy functions");
        let searched = self.max_moves_fns.iter().flat_map(|m| [m.frame, m.apply_move]);
        let roots: Vec<FuncId> = self
            .guards
            .iter()
            .map(|g| g.func)
            .chain(self.prior_fns.iter().copied())
            .chain(searched)
            .collect();
        let depth =
            DEPTH as usize + self.max_moves_fns.map_or(0, |_| super::max_moves::MAX_TURN as usize);
        // The copy functions themselves only write the copy fields (not defined yet).
        let body_of = |id: FuncId| {
            if id == copy_fns.save || id == copy_fns.restore {
                Some(&[][..])
            } else {
                self.functions.get(id).map(|f| f.body.as_slice())
            }
        };
        let reached = crate::kernel_ir::writes::functions_reached(&roots, body_of)
            .expect("every function a guard calls is defined before the copy functions");
        let written = crate::kernel_ir::writes::fields_written(&roots, body_of)
            .expect("every function a guard calls is defined before the copy functions");
        let kept: Vec<(FieldId, Field)> = written
            .into_iter()
            .filter(|id| !scratch.contains(&Some(*id)))
            .filter(|id| !self.around_bits.values().any(|bits| bits == id))
            .map(|id| (id, self.layout.field(id).clone()))
            .collect();
        let sp = self.layout.add("copies_sp", Elem::U8, 1);
        let copies: Vec<(FieldId, FieldId, usize)> = kept
            .iter()
            .map(|(id, field)| {
                (
                    *id,
                    self.layout.add(format!("copy_{}", field.name), field.ty, field.len * depth),
                    field.len,
                )
            })
            .collect();
        for &(_, copy, _) in &copies {
            self.layout.set_working(copy);
        }
        self.layout.set_working(sp);
        let logged: Vec<(FieldId, FieldId)> = copies
            .iter()
            .filter(|(_, _, len)| *len > super::undo::LOGGED_LEN)
            .map(|&(field, copy, _)| (field, copy))
            .collect();
        let log = (!logged.is_empty()).then(|| {
            let log = super::undo::UndoLog::new(&mut self.layout, &logged, sp, depth);
            for &id in &reached {
                if let Some(func) = self.functions.get_mut(id) {
                    log.log_stores(func);
                }
            }
            log
        });
        let mut save = FnBuilder::new("save_state", FuncKind::Query, &["reuse"]);
        let mut restore = FnBuilder::new("restore_state", FuncKind::Query, &[]);
        let (reuse, i, j) = (save.param(0), save.local("i"), restore.local("i"));
        // A copy past the last one indexes outside the copy fields: a bounds fault.
        let mut save_body = log.as_ref().map_or_else(Vec::new, |log| log.on_save());
        if let Some(fresh) = self.copy_fresh {
            let push = store0(sp, Expr::scalar(sp).add(int(1)));
            save_body.extend([
                when(
                    l(reuse).ne(int(0)).and(Expr::scalar(fresh).ne(int(0))),
                    vec![push, Stmt::Return(Some(int(0)))],
                ),
                when(Expr::scalar(sp).eq(int(0)), vec![store0(fresh, l(reuse))]),
            ]);
        }
        let mut restore_body = vec![store0(sp, Expr::scalar(sp).sub(int(1)))];
        let mut whole = Vec::new();
        for &(field, copy, len) in &copies {
            let at = |x: Local| Expr::scalar(sp).mul(int(len as i64)).add(l(x));
            save_body.push(range(
                i,
                0,
                len as i64,
                vec![store(copy, at(i), Expr::load(field, l(i)))],
            ));
            let back = range(j, 0, len as i64, vec![store(field, l(j), Expr::load(copy, at(j)))]);
            match &log {
                Some(log) if log.logs(field) => whole.push(back),
                _ => restore_body.push(back),
            }
        }
        if let Some(log) = &log {
            restore_body.extend(log.on_restore(&mut restore, whole));
        }
        save_body.extend([store0(sp, Expr::scalar(sp).add(int(1))), Stmt::Return(Some(int(0)))]);
        restore_body.push(Stmt::Return(Some(int(0))));
        (save.finish(save_body), restore.finish(restore_body))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_ir::{IntExpr, PlayerRef};

    #[test]
    fn a_threat_test_inside_a_threat_test_is_false() {
        let threatened = || BoolExpr::IsThreatened {
            what: IntExpr::PieceId { base: "King".into(), owner: PlayerRef::Mover },
            at: None,
            moves: None,
        };
        let not = |c| BoolExpr::Not(Box::new(c));
        let unknown = || {
            BoolExpr::Not(Box::new(BoolExpr::Or(vec![
                BoolExpr::Const(false),
                BoolExpr::IsEmpty(crate::game_ir::SiteExpr::To),
            ])))
        };
        // Chess's test: the mover's king not threatened.
        assert_eq!(holds_while_threat_asked(&not(threatened())), Some(true));
        assert_eq!(holds_while_threat_asked(&threatened()), Some(false));
        assert_eq!(
            holds_while_threat_asked(&BoolExpr::And(vec![not(threatened()), unknown()])),
            None
        );
        assert_eq!(
            holds_while_threat_asked(&BoolExpr::And(vec![threatened(), unknown()])),
            Some(false)
        );
        assert_eq!(
            holds_while_threat_asked(&BoolExpr::Or(vec![not(threatened()), unknown()])),
            Some(true)
        );
        assert_eq!(
            holds_while_threat_asked(&BoolExpr::Or(vec![threatened(), BoolExpr::Const(false)])),
            Some(false)
        );
        assert_eq!(holds_while_threat_asked(&unknown()), None);
    }
}
