//! A verdict on a Go placement without playing it: the answer of its trial (as `pins` decides
//! that a chess move leaves its king safe), computed from the board as it is.
//!
//! Go's play is `(do (move Add (to (sites Empty)) (then <captures>)) ifAfterwards:<conds>)`: every
//! candidate stone is played on the state, its captures made, and the conditions asked, the
//! liberties of the stone's group (no suicide) and, with `(no Repeat)`, whether the board is one
//! seen before (positional superko). Playing each candidate (a copy, the captures, a flood
//! fill, the undo) was most of a playout; the verdict reads what the trial would find:
//!
//! - The captures (`enclose` from the stone of the enemy groups without liberties): each enemy
//!   group next to the stone is flood-filled until it shows an empty site other than the
//!   stone's; one without is captured. (Different enemy groups never touch, so one capture
//!   frees no site of another group.) Where a capture's effect changes the board otherwise than
//!   removing the captured stones, or the liberties are asked along other directions than the
//!   captures' groups grow, a possible capture is left to the trial; so is a captured stone
//!   with a count above one (its removal leaves a piece).
//! - The stone's liberty: an empty neighbour, or a capture (the captured stone next to it is
//!   then empty), or an empty site next to the friendly group it joins (a flood fill from the
//!   stone through its own kind, which stops at the first).
//! - A repeated position: the board's hash afterwards is the kept hash with the stone's cell
//!   swapped in and each captured stone's cell emptied, and the set of positions seen answers.
//!
//! Made only for a plain placement on an empty site whose consequences inside the `do` are
//! none or one such `enclose`, tested by the liberties of the last `to`, by
//! `(not (position repeated))`, or both; in `legal`, where the state is the one the moves are
//! asked of. Where it cannot tell, the verdict is the trial's (it calls the guard).

use crate::game_ir::board::DirSet;
use crate::game_ir::{BoolExpr, IntExpr, Moves, RegionExpr, SiteExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::{Cx, Lowering, R};

/// What a guard's trial of a placement asks, when the verdict can answer.
struct Trial<'g> {
    add: &'g Moves,
    /// The directions of the captures' groups, when the trial makes captures, and whether
    /// the verdict can make them itself (see [`decides_captures`]).
    captures: Option<(DirSet, &'g BoolExpr, bool)>,
    /// The directions of the liberties asked of the stone's group.
    liberties: Option<DirSet>,
    /// Whether the trial asks `(not (position repeated))`.
    repeat: bool,
}

/// `(is Enemy (who at:(between)))`: the captures' groups hold enemy stones only.
fn enemy_stones(c: &BoolExpr) -> bool {
    matches!(c, BoolExpr::IsEnemy(IntExpr::Who(SiteExpr::Between)))
}

/// Whether a capture's effect changes the board only by removing the captured stone (Go's
/// `(and (addScore Mover 1) (remove (between)))`: scores and triggers are no part of the
/// position, nor of a liberty).
fn removes_the_stone_only(effect: &Moves) -> bool {
    let removal = |m: &Moves| matches!(m, Moves::Remove(SiteExpr::Between));
    match effect {
        // An effect's `(and ..)` plays every part (the front end's `Or` in an effect).
        Moves::And(parts) | Moves::Or(parts) => {
            parts.iter().filter(|m| removal(m)).count() == 1
                && parts.iter().all(|m| {
                    removal(m) || matches!(m, Moves::SetScore { .. } | Moves::Trigger { .. })
                })
        }
        m => removal(m),
    }
}

/// Whether the verdict makes the captures itself: their effect is a removal, and a capture
/// next to the stone is a liberty of its group (the liberties grow along the captures'
/// directions, or are not asked).
fn decides_captures(dirs: DirSet, effect: &Moves, liberties: Option<DirSet>) -> bool {
    removes_the_stone_only(effect) && liberties.is_none_or(|l| l == dirs)
}

/// What one `legal` call has learnt of the liberties of the mover's enemies' groups through
/// one direction set (the board does not change while it runs): `epoch` is a count `legal`
/// bumps first (one for every set); a stone whose `epoch_of` is the current one has in
/// `liberty` its group's one liberty, -1 for none, -2 for two or more. Go's candidates next to
/// one large group would each flood-fill it again; this way each group is filled once per call.
#[derive(Clone, Copy)]
pub(super) struct LibertyCache {
    pub epoch: FieldId,
    epoch_of: FieldId,
    liberty: FieldId,
}

/// The flood fill of a group from `start`, breadth first in the flood-fill stack, marked with a
/// fresh stamp: through the neighbours `v` of each site `s` (`head` starts the loop over them,
/// `k` running to `n`), a site where `member` holds joins the group, and the first where
/// `liberty` holds sets `free` and ends the fill. Without a liberty the whole group is left in
/// `stack[..top]`.
pub(super) fn flood_group(
    f: &super::layout::Fields,
    [start, s, i, k, v, top, free, stamp]: [Local; 8],
    head: Vec<Stmt>,
    n: i64,
    member: Expr,
    liberty: Expr,
) -> Vec<Stmt> {
    let mut grow = head;
    grow.extend([
        when(Expr::load(f.mark, l(v)).eq(l(stamp)), vec![Stmt::Continue]),
        if_else(
            member,
            vec![
                store(f.mark, l(v), l(stamp)),
                store(f.stack, l(top), l(v)),
                set(top, l(top).add(int(1))),
            ],
            vec![when(liberty, vec![set(free, int(1))])],
        ),
    ]);
    vec![
        set(stamp, Expr::scalar(f.stamp).add(int(1))),
        store0(f.stamp, l(stamp)),
        store(f.mark, l(start), l(stamp)),
        store(f.stack, 0, l(start)),
        set(top, int(1)),
        set(i, int(0)),
        set(free, int(0)),
        Stmt::While {
            cond: l(i).lt(l(top)).and(l(free).eq(int(0))),
            body: vec![
                set(s, Expr::load(f.stack, l(i))),
                set(i, l(i).add(int(1))),
                range(k, 0, n, grow),
            ],
        },
    ]
}

impl<'g> Lowering<'g> {
    /// The fields of the liberty cache of groups through `dirs` (working memory: `legal` runs
    /// on the state itself).
    fn liberty_cache(&mut self, dirs: DirSet) -> LibertyCache {
        if let Some((_, c)) = self.liberty_caches.iter().find(|(d, _)| *d == dirs) {
            return *c;
        }
        let sites = self.g.board.num_sites();
        let name = format!("{dirs:?}").to_lowercase();
        let epoch = match self.liberty_caches.first() {
            Some((_, c)) => c.epoch,
            None => self.layout.add("legal_epoch", Elem::I32, 1),
        };
        let c = LibertyCache {
            epoch,
            epoch_of: self.layout.add(format!("liberty_epoch_{name}"), Elem::I32, sites),
            liberty: self.layout.add(format!("liberty_site_{name}"), Elem::I16, sites),
        };
        for id in [c.epoch, c.epoch_of, c.liberty] {
            self.layout.set_working(id);
        }
        self.liberty_caches.push((dirs, c));
        c
    }

    /// The verdict on the candidate placement `leaf` (with `inner` of its consequences inside
    /// the `do`, its move's `aux`) on `to`, tested by guard `guard` in `legal`: the answer of
    /// the guard's trial (see the module comment), or None when the trial has another shape.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn placement_verdict(
        &mut self,
        fb: &FnBuilder,
        guard: usize,
        leaf: u32,
        inner: usize,
        to: &Expr,
        aux: &Expr,
        turn: &[Expr; 3],
    ) -> R<Option<Expr>> {
        if !self.gate_may_answer(fb, turn) || self.g.containers.len() != 1 || self.f.levels != 1 {
            return Ok(None);
        }
        let Some(trial) = self.placement_trial(guard, leaf, inner) else { return Ok(None) };
        let func = self.memo((leaf as usize) << 16 | guard, "placement verdict", |lw, id| {
            lw.verdict_fn(id, guard, &trial)
        })?;
        if !self.placement_verdicts.contains(&func) {
            self.placement_verdicts.push(func);
        }
        let mut args = vec![to.clone()];
        args.extend(turn.iter().cloned());
        args.push(aux.clone());
        Ok(Some(Expr::Call { func, args }))
    }

    /// The trial of guard `guard` for `leaf`, if it has a shape the verdict answers.
    fn placement_trial(&self, guard: usize, leaf: u32, inner: usize) -> Option<Trial<'g>> {
        let leaf = &self.leaves[leaf as usize];
        let add = leaf.node;
        let Moves::Add { to: RegionExpr::Empty, target, stack: false, .. } = add else {
            return None;
        };
        if target.effect.is_some() || !leaf.priors.is_empty() {
            return None;
        }
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
        let captures = match leaf.chain.get(..inner)? {
            [] => None,
            [Moves::Enclose { from: SiteExpr::LastTo, dirs, between, effect }]
                if enemy_stones(between) =>
            {
                Some((*dirs, between, decides_captures(*dirs, effect, liberties)))
            }
            _ => return None,
        };
        Some(Trial { add, captures, liberties, repeat })
    }

    /// `placement_verdict_N(site, mover, prev, next, aux)`: 1 when the placement on `site`
    /// passes its trial, 0 when it does not.
    fn verdict_fn(&mut self, id: FuncId, guard: usize, trial: &Trial<'g>) -> R<Function> {
        let mut fb = FnBuilder::new(
            format!("placement_verdict_{}", id.0),
            FuncKind::Mutate,
            &["site", "mover", "prev", "next", "aux"],
        );
        let (site, mover, prev, next, aux) =
            (fb.param(0), fb.param(1), fb.param(2), fb.param(3), fb.param(4));
        let [j, u, k, v, i, x, free, captured, base, stamp, top, s, hash, w] = [
            "j", "u", "k", "v", "i", "x", "free", "captured", "base", "stamp", "top", "s", "hash",
            "what",
        ]
        .map(|n| fb.local(n));
        let f = self.f.clone();
        let geo = self.geo.clone();
        let cx = Cx::players(l(mover), l(prev), l(next));
        let tables: Vec<(DirSet, TableId)> = (trial.captures.map(|(dirs, ..)| dirs).into_iter())
            .chain(trial.liberties)
            .map(|dirs| (dirs, geo.neighbour_table(&mut self.tables, dirs)))
            .collect();
        // The head of a loop over the neighbours `u` of `s` along `dirs`.
        let neighbours = |dirs: DirSet, [s, j, u]: [Local; 3]| {
            let (_, table) = tables.iter().find(|(d, _)| *d == dirs).expect("tabled above");
            geo.neighbour_step(dirs, *table, [s, j, u])
        };
        // Where the verdict cannot tell: the trial's answer.
        let trial_answer = Stmt::Return(Some(Expr::Call {
            func: self.guards[guard].func,
            args: [mover, prev, next, site, site, aux].map(l).into_iter().chain([int(1)]).collect(),
        }));
        let Moves::Add { piece, state, .. } = trial.add else { unreachable!("a placement") };
        let what = match piece {
            Some(p) => self.piece(p, &cx)?,
            None => self.default_piece(&cx),
        };
        let mut body = vec![set(w, what), set(captured, int(0)), set(hash, int(0))];
        // Sets `free` when the group of `start` (the sites `member` holds at, through `dirs`)
        // has a site where `liberty` holds, stopping there; else leaves the whole group in
        // `stack[..top]`, marked with `stamp`.
        let flood = |start: Local, dirs: DirSet, member: Expr, liberty: Expr| {
            let head = neighbours(dirs, [s, k, v]);
            let n = geo.dir_set(dirs).1 as i64;
            flood_group(&f, [start, s, i, k, v, top, free, stamp], head, n, member, liberty)
        };
        if let Some((dirs, between, decided)) = trial.captures {
            let enemy = |lw: &mut Self, at: Local| {
                lw.cond(between, &Cx { between: Some(l(at)), ..cx.clone() })
            };
            let (enemy_u, enemy_v) = (enemy(self, u)?, enemy(self, v)?);
            // A liberty of an enemy group: an empty site, but the stone's.
            let open = l(v).ne(l(site)).and(Expr::load(f.height, l(v)).eq(int(0)));
            let mut per_neighbour = neighbours(dirs, [site, j, u]);
            per_neighbour.push(when(Expr::not(enemy_u), vec![Stmt::Continue]));
            if decided {
                // Each enemy group next to the stone once (a group flood-filled before in
                // this call has a mark from `base` on); captured when its one liberty is the
                // stone's site, as the cache of `legal` says.
                let cache = self.liberty_cache(dirs);
                let (libs, lib) = (fb.local("libs"), fb.local("lib"));
                let mut count = neighbours(dirs, [s, k, v]);
                count.extend([
                    when(Expr::load(f.mark, l(v)).ge(l(stamp)), vec![Stmt::Continue]),
                    if_else(
                        enemy_v.clone(),
                        vec![
                            store(f.mark, l(v), l(stamp)),
                            store(f.stack, l(top), l(v)),
                            set(top, l(top).add(int(1))),
                        ],
                        vec![when(
                            Expr::load(f.height, l(v)).eq(int(0)),
                            vec![
                                store(f.mark, l(v), l(stamp).add(int(1))),
                                set(libs, l(libs).add(int(1))),
                                set(lib, l(v)),
                            ],
                        )],
                    ),
                ]);
                // Two fresh stamps: the group's and its liberties'. The flood stops at a
                // second liberty; the stones it reached are all of the group.
                let fill = vec![
                    set(stamp, Expr::scalar(f.stamp).add(int(1))),
                    store0(f.stamp, l(stamp).add(int(1))),
                    store(f.mark, l(u), l(stamp)),
                    store(f.stack, 0, l(u)),
                    set(top, int(1)),
                    set(i, int(0)),
                    set(libs, int(0)),
                    set(lib, int(-1)),
                    Stmt::While {
                        cond: l(i).lt(l(top)).and(l(libs).lt(int(2))),
                        body: vec![
                            set(s, Expr::load(f.stack, l(i))),
                            set(i, l(i).add(int(1))),
                            range(k, 0, geo.dir_set(dirs).1 as i64, count),
                        ],
                    },
                    set(lib, Expr::select(l(libs).ge(int(2)), int(-2), l(lib))),
                    range(
                        i,
                        0,
                        l(top),
                        vec![
                            set(x, Expr::load(f.stack, l(i))),
                            store(cache.epoch_of, l(x), Expr::scalar(cache.epoch)),
                            store(cache.liberty, l(x), l(lib)),
                        ],
                    ),
                ];
                per_neighbour.extend([
                    when(Expr::load(f.mark, l(u)).ge(l(base)), vec![Stmt::Continue]),
                    when(Expr::load(cache.epoch_of, l(u)).ne(Expr::scalar(cache.epoch)), fill),
                    set(lib, Expr::load(cache.liberty, l(u))),
                    when(l(lib).ne(l(site)).and(l(lib).ne(int(-1))), vec![Stmt::Continue]),
                ]);
                per_neighbour.extend(flood(u, dirs, enemy_v, open));
                let mut taken = vec![
                    set(x, Expr::load(f.stack, l(i))),
                    when(Expr::load(f.count, l(x)).ne(int(1)), vec![trial_answer.clone()]),
                ];
                if trial.repeat {
                    let (before, after) = (fb.local("before"), fb.local("after"));
                    taken.extend(super::repeat::term_stmts(&f, l(x), int(0), before));
                    taken.extend(super::repeat::key_term_stmts(int(0), l(x), after));
                    taken.push(set(
                        hash,
                        [before, after].into_iter().fold(l(hash), |h, t| {
                            Expr::bin(BinOp::BitXor, h, super::repeat::finish_term(t))
                        }),
                    ));
                }
                per_neighbour.push(when(
                    l(free).eq(int(0)),
                    vec![set(captured, int(1)), range(i, 0, l(top), taken)],
                ));
                body.push(set(base, Expr::scalar(f.stamp).add(int(1))));
            } else {
                // Most enemy stones have an empty neighbour of their own: no capture; a
                // capture is left to the trial.
                let mut step = neighbours(dirs, [u, k, v]);
                step.push(when(open, vec![set(free, int(1)), Stmt::Break]));
                per_neighbour.extend([
                    set(free, int(0)),
                    range(k, 0, geo.dir_set(dirs).1 as i64, step),
                    when(l(free).eq(int(0)), vec![trial_answer.clone()]),
                ]);
            }
            body.push(range(j, 0, geo.dir_set(dirs).1 as i64, per_neighbour));
        }
        if let Some(dirs) = trial.liberties {
            // An empty neighbour, a capture next to the stone, or a liberty of the friendly
            // group it joins (`count Liberties` counts sites without a piece).
            let mut step = neighbours(dirs, [site, j, u]);
            step.push(when(
                Expr::load(f.what, l(u)).eq(int(0)),
                vec![set(free, int(1)), Stmt::Break],
            ));
            body.extend([set(free, l(captured)), range(j, 0, geo.dir_set(dirs).1 as i64, step)]);
            let mut joined = flood(
                site,
                dirs,
                Expr::load(f.what, l(v)).eq(l(w)),
                Expr::load(f.what, l(v)).eq(int(0)),
            );
            joined.push(when(l(free).eq(int(0)), vec![Stmt::Return(Some(int(0)))]));
            body.push(when(l(free).eq(int(0)), joined));
        }
        if trial.repeat {
            let Some(zobrist) = f.zobrist else {
                return super::unsupported("a repeated position without (no Repeat)");
            };
            let st = match state {
                Some(e) => self.int(e, &cx)?,
                None => int(0),
            };
            let (st_local, before, after) = (fb.local("st"), fb.local("before"), fb.local("after"));
            body.push(set(st_local, st));
            let owner = self.owner_of(l(w));
            // The cell once the stone is on it (`add_piece`): the piece, its owner and state,
            // a count of 1, level 0.
            let key = [(owner, 8), (l(st_local), 16), (int(1), 32)].into_iter().fold(
                l(w),
                |key, (part, shift)| {
                    Expr::bin(BinOp::BitOr, key, Expr::bin(BinOp::Shl, part, int(shift)))
                },
            );
            body.extend(super::repeat::term_stmts(&f, l(site), int(0), before));
            body.extend(super::repeat::key_term_stmts(key, l(site), after));
            let hash = [before, after]
                .into_iter()
                .fold(Expr::bin(BinOp::BitXor, Expr::scalar(zobrist), l(hash)), |h, t| {
                    Expr::bin(BinOp::BitXor, h, super::repeat::finish_term(t))
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
    use crate::lower::walks::{agree, agree_on, go_text, go_with_superko, GO_CAPTURES};

    /// A ko: Black takes the White stone on (1,1) by playing (2,1); White's retake would
    /// capture that stone and make the position before it again, so superko forbids it. The
    /// verdict finds it from the hash with the captured stone taken off.
    #[test]
    fn a_ko_retake_is_forbidden() {
        let at = |col: u32, row: u32| row * 4 + col;
        let line = [
            at(1, 2),
            at(2, 2),
            at(0, 1),
            at(1, 1),
            at(1, 0),
            at(3, 1),
            at(3, 3),
            at(2, 0),
            at(2, 1),
        ];
        let after = agree_on(&go_with_superko(4), &line);
        assert!(!after.contains(&at(1, 1)), "the retake is legal: {after:?}");
        assert!(after.contains(&at(3, 0)), "{after:?}");
    }

    /// Superko and no suicide, the captures inside the trial (Go): the verdicts are the
    /// interpreter's legal moves.
    #[test]
    fn go_verdicts_agree_with_the_interpreter() {
        let (steps, _) = agree(&go_with_superko(6), 20, "placement_verdict");
        assert!(steps > 400, "steps {steps}");
    }

    /// Superko alone, suicide allowed (Weiqi): the verdict asks no liberty.
    #[test]
    fn superko_verdicts_agree_with_the_interpreter() {
        let play = format!("(move Add (to (sites Empty)) (then {GO_CAPTURES}))");
        let (steps, _) = agree(&go_text(5, "(meta (no Repeat))", &play), 20, "placement_verdict");
        assert!(steps > 400, "steps {steps}");
    }

    /// No suicide, the captures after the trial (One-Eyed Go): an empty neighbour or the
    /// friendly group's liberty decides.
    #[test]
    fn one_eyed_verdicts_agree_with_the_interpreter() {
        let play = format!(
            "(do (move Add (to (sites Empty))) ifAfterwards:(> (count Liberties Orthogonal) 0) (then {GO_CAPTURES}))"
        );
        let (steps, _) = agree(&go_text(5, "", &play), 20, "placement_verdict");
        assert!(steps > 400, "steps {steps}");
    }

    /// Liberties along other directions than the captures' groups grow: a placement that
    /// may capture is left to its trial, the others decided.
    #[test]
    fn verdicts_leaving_captures_to_the_trial_agree_with_the_interpreter() {
        let play = format!(
            "(do (move Add (to (sites Empty)) (then {GO_CAPTURES})) ifAfterwards:(> (count Liberties All) 0))"
        );
        let (steps, _) = agree(&go_text(5, "(meta (no Repeat))", &play), 20, "placement_verdict");
        assert!(steps > 400, "steps {steps}");
    }
}
