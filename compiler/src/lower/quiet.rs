//! A gate deciding, without playing it, that a Go placement passes its trial: it captures
//! nothing, keeps a liberty and makes no position seen before (as `pins` decides that a chess
//! move leaves its king safe).
//!
//! Go's play is `(do (move Add (to (sites Empty)) (then <captures>)) ifAfterwards:<conds>)`: every
//! candidate stone is played on the state, its captures made, and the conditions asked, the
//! liberties of the stone's group (no suicide) and, with `(no Repeat)`, whether the board is one
//! seen before (positional superko). Most candidates are quiet, and for them the answer is
//! known from the board as it is:
//!
//! - A stone with an empty neighbour (along the liberties' directions) has a liberty after the
//!   move: captures only empty sites, nothing else of the move fills one.
//! - The captures (`enclose` from the stone of the enemy groups without liberties) take
//!   nothing when every enemy stone next to it has an empty neighbour other than the stone's
//!   site: that site stays empty after the move, and it is a liberty of the stone's group.
//!   (The groups are of enemy stones, so no empty site is in one.)
//! - A move capturing nothing changes one cell: the board's hash afterwards is the kept hash
//!   with that cell's term swapped for the stone's, and the set of positions seen answers
//!   whether it repeats. (A quiet move can still repeat a position when earlier moves of a
//!   cycle captured, so this test stays: it is a probe, not a trial.)
//!
//! The gate is a sufficient condition: when it is false (a stone among enemies in atari, one
//! without an empty neighbour, a repeated position) the trial decides, as before. It is made
//! only for the shapes above, a plain placement on an empty site whose consequences inside the
//! `do` are none or one such `enclose`, tested by the liberties of the last `to`, by
//! `(not (position repeated))`, or both; in `legal`, where the state is the one the moves are
//! asked of.

use crate::game_ir::board::DirSet;
use crate::game_ir::{BoolExpr, IntExpr, Moves, RegionExpr, SiteExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::{Cx, Lowering, R};

/// What a guard's trial of a placement asks, when the gate can answer.
struct Trial<'g> {
    add: &'g Moves,
    /// The directions of the captures' groups, when the trial makes captures.
    captures: Option<(DirSet, &'g BoolExpr)>,
    /// The directions of the liberties asked of the stone's group.
    liberties: Option<DirSet>,
    /// Whether the trial asks `(not (position repeated))`.
    repeat: bool,
}

/// `(is Enemy (who at:(between)))`: the captures' groups hold enemy stones only.
fn enemy_stones(c: &BoolExpr) -> bool {
    matches!(c, BoolExpr::IsEnemy(IntExpr::Who(SiteExpr::Between)))
}

impl<'g> Lowering<'g> {
    /// The gate for the candidate placement `leaf` (with `inner` of its consequences inside
    /// the `do`) on `to`, tested by guard `guard` in `legal`: true only when the trial would
    /// succeed (see the module comment).
    pub(super) fn quiet_placement_gate(
        &mut self,
        fb: &FnBuilder,
        guard: usize,
        leaf: u32,
        inner: usize,
        to: &Expr,
        turn: &[Expr; 3],
    ) -> R<Option<Expr>> {
        if !self.gate_may_answer(fb, turn) || self.g.containers.len() != 1 || self.f.levels != 1 {
            return Ok(None);
        }
        let Some(trial) = self.placement_trial(guard, leaf, inner) else { return Ok(None) };
        let func = self.memo((leaf as usize) << 16 | guard, "quiet placement", |lw, id| {
            lw.quiet_fn(id, &trial)
        })?;
        let mut args = vec![to.clone()];
        args.extend(turn.iter().cloned());
        Ok(Some(Expr::Call { func, args }))
    }

    /// The trial of guard `guard` for `leaf`, if it has a shape the gate answers.
    fn placement_trial(&self, guard: usize, leaf: u32, inner: usize) -> Option<Trial<'g>> {
        let leaf = &self.leaves[leaf as usize];
        let add = leaf.node;
        let Moves::Add { to: RegionExpr::Empty, target, stack: false, .. } = add else {
            return None;
        };
        if target.effect.is_some() || !leaf.priors.is_empty() {
            return None;
        }
        let captures = match leaf.chain.get(..inner)? {
            [] => None,
            [Moves::Enclose { from: SiteExpr::LastTo, dirs, between, .. }]
                if enemy_stones(between) =>
            {
                Some((*dirs, between))
            }
            _ => return None,
        };
        let (mut liberties, mut repeat) = (None, false);
        for cond in &self.guards[guard].conds {
            match cond {
                BoolExpr::Not(c) if matches!(**c, BoolExpr::PositionRepeated) => repeat = true,
                BoolExpr::Gt(IntExpr::CountLiberties { at: SiteExpr::LastTo, dirs }, zero)
                | BoolExpr::Ne(IntExpr::CountLiberties { at: SiteExpr::LastTo, dirs }, zero)
                    if matches!(zero, IntExpr::Const(0)) && liberties.is_none() =>
                {
                    liberties = Some(*dirs)
                }
                _ => return None,
            }
        }
        Some(Trial { add, captures, liberties, repeat })
    }

    /// `quiet_placement_N(site, mover, prev, next)`: 1 when the placement on `site` passes its
    /// trial for certain, 0 when the trial must decide.
    fn quiet_fn(&mut self, id: FuncId, trial: &Trial<'g>) -> R<Function> {
        let mut fb = FnBuilder::new(
            format!("quiet_placement_{}", id.0),
            FuncKind::Query,
            &["site", "mover", "prev", "next"],
        );
        let (site, mover, prev, next) = (fb.param(0), fb.param(1), fb.param(2), fb.param(3));
        let [j, d, u, k, e, v, found] =
            ["j", "d", "u", "k", "e", "v", "found"].map(|x| fb.local(x));
        let f = self.f.clone();
        let geo = self.geo.clone();
        let cx = Cx::players(l(mover), l(prev), l(next));
        let mut body = Vec::new();
        // Returns 0 unless some neighbour `u` of `s` passes `test`.
        let unless_a_neighbour = |s: Local, [j, d, u]: [Local; 3], dirs, test: Expr| {
            let mut step = geo.neighbour_step(dirs, [s, j, d, u]);
            step.push(when(test, vec![set(found, int(1)), Stmt::Break]));
            vec![
                set(found, int(0)),
                range(j, 0, geo.dir_set(dirs).1 as i64, step),
                when(l(found).eq(int(0)), vec![Stmt::Return(Some(int(0)))]),
            ]
        };
        if let Some(dirs) = trial.liberties {
            // An empty neighbour: the liberty counts sites without a piece.
            let empty = Expr::load(f.what, l(u)).eq(int(0));
            body.extend(unless_a_neighbour(site, [j, d, u], dirs, empty));
        }
        if let Some((dirs, between)) = trial.captures {
            // Every enemy neighbour has an empty neighbour of its own (the captures' test of
            // a liberty: a site of height 0).
            let enemy = self.cond(between, &Cx { between: Some(l(u)), ..cx.clone() })?;
            let free = l(v).ne(l(site)).and(Expr::load(f.height, l(v)).eq(int(0)));
            let mut step = geo.neighbour_step(dirs, [site, j, d, u]);
            step.push(when(enemy, unless_a_neighbour(u, [k, e, v], dirs, free)));
            body.push(range(j, 0, geo.dir_set(dirs).1 as i64, step));
        }
        if trial.repeat {
            let (Some(zobrist), Moves::Add { piece, state, .. }) = (f.zobrist, trial.add) else {
                return super::unsupported("a repeated position without (no Repeat)");
            };
            let what = match piece {
                Some(p) => self.piece(p, &cx)?,
                None => self.default_piece(&cx),
            };
            let st = match state {
                Some(e) => self.int(e, &cx)?,
                None => int(0),
            };
            let (w, s, before, after) =
                (fb.local("what"), fb.local("st"), fb.local("before"), fb.local("after"));
            body.extend([set(w, what), set(s, st)]);
            let owner = self.owner_of(l(w));
            // The cell once the stone is on it (`add_piece`): the piece, its owner and state,
            // a count of 1, level 0.
            let key =
                [(owner, 8), (l(s), 16), (int(1), 32)].into_iter().fold(l(w), |k, (x, shift)| {
                    Expr::bin(BinOp::BitOr, k, Expr::bin(BinOp::Shl, x, int(shift)))
                });
            body.extend(super::repeat::term_stmts(&f, l(site), int(0), before));
            body.extend(super::repeat::key_term_stmts(key, l(site), after));
            let hash = [before, after].into_iter().fold(Expr::scalar(zobrist), |h, x| {
                Expr::bin(BinOp::BitXor, h, super::repeat::finish_term(x))
            });
            let repeated = Expr::Call { func: self.position_repeated_fn()?, args: vec![hash] };
            body.push(Stmt::Return(Some(Expr::not(repeated))));
        } else {
            body.push(Stmt::Return(Some(int(1))));
        }
        Ok(fb.finish(body))
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::{agree, go_text, go_with_superko, GO_CAPTURES};

    /// Superko and no suicide, the captures inside the trial (Go): the gated placements and
    /// the tried ones are the interpreter's legal moves.
    #[test]
    fn gated_go_placements_agree_with_the_interpreter() {
        let (steps, _) = agree(&go_with_superko(6), 20, "quiet_placement");
        assert!(steps > 400, "steps {steps}");
    }

    /// Superko alone, suicide allowed (Weiqi): the gate asks no liberty.
    #[test]
    fn gated_superko_placements_agree_with_the_interpreter() {
        let play = format!("(move Add (to (sites Empty)) (then {GO_CAPTURES}))");
        let (steps, _) = agree(&go_text(5, "(meta (no Repeat))", &play), 20, "quiet_placement");
        assert!(steps > 400, "steps {steps}");
    }

    /// No suicide, the captures after the trial (One-Eyed Go): an empty neighbour decides.
    #[test]
    fn gated_one_eyed_placements_agree_with_the_interpreter() {
        let play = format!(
            "(do (move Add (to (sites Empty))) ifAfterwards:(> (count Liberties Orthogonal) 0) (then {GO_CAPTURES}))"
        );
        let (steps, _) = agree(&go_text(5, "", &play), 20, "quiet_placement");
        assert!(steps > 400, "steps {steps}");
    }
}
