//! The undo log of trials: the long fields a trial writes are put back from a record of the
//! elements it changed, not from a copy of the whole field.
//!
//! A trial (`(do .. ifAfterwards:..)`, a prior move, see `afterwards` and `do_next`) saves the
//! fields it can write, plays a move, tests something and restores them. In Go a trial changes
//! a handful of cells (the stone placed, the stones it captures) but the board's fields are
//! 2.4 KB: copying them back after every candidate move was half of a 19×19 playout. So the
//! fields longer than [`LOGGED_LEN`] elements are logged instead ("edits undone instead of
//! copying", as RBG does); the short ones (turn, counters, scores) are still copied, which for
//! a few bytes is cheaper than logging each store.
//!
//! Every store to a logged field in a function a trial can reach records, while a trial runs
//! (`copies_sp` > 0; the same functions also run in `apply`, which logs nothing), the element's
//! global number (the field's base plus the index), its old value and its old mark, and marks
//! the element with the depth of the trial (`copies_sp`). A store to an element the current
//! trial has marked is not recorded again: each element is recorded at most once per live
//! trial, so the log holds at most the logged elements times the depth of trials and never
//! overflows, whatever loops a move's effects run. Restoring undoes the records past the mark
//! the trial started at, newest first, value and mark together: outside trials every mark is 0
//! again, and inside a trial every mark is the depth of a live trial, so a nested trial (a
//! `no Moves` test inside a guard) records what it changes over its parent's changes and gives
//! them back.
//!
//! The marks are state (always zero between entry calls, so copies of states agree); the log
//! itself is scratch: its length is set when the outermost trial starts.

use crate::kernel_ir::*;

use super::builder::*;

/// Fields longer than this are logged, shorter ones copied (chess's 64-site boards stay
/// copied: a 64-byte copy is as cheap as the branch and the records of its stores).
pub(super) const LOGGED_LEN: usize = 64;

/// The logged fields and the log's own fields.
pub(super) struct UndoLog {
    /// Each logged field, the global number of its first element, its length.
    fields: Vec<(FieldId, i64, i64)>,
    /// The depth of trials (`copies_sp`), counted from 1 inside a trial.
    depth: FieldId,
    /// Per logged element: the depth of the trial that recorded it, 0 if none.
    marks: FieldId,
    /// The records: element, old value, old mark; their number; where each trial's start.
    element: FieldId,
    old: FieldId,
    old_mark: FieldId,
    len: FieldId,
    starts: FieldId,
}

impl UndoLog {
    /// Adds the log of `logged` to the layout: the marks to the state, then the records to the
    /// scratch (so every state field must exist already), for trials nested `max_depth` deep.
    pub fn new(
        layout: &mut StateLayout,
        logged: &[FieldId],
        depth: FieldId,
        max_depth: usize,
    ) -> UndoLog {
        let mut fields = Vec::new();
        let mut total = 0;
        for &id in logged {
            let len = layout.field(id).len as i64;
            fields.push((id, total, len));
            total += len;
        }
        let marks = layout.add("undo_marks", Elem::U8, total as usize);
        let cap = total as usize * max_depth;
        UndoLog {
            fields,
            depth,
            marks,
            element: layout.add_scratch("undo_element", Elem::I32, cap),
            old: layout.add_scratch("undo_old", Elem::I64, cap),
            old_mark: layout.add_scratch("undo_old_mark", Elem::U8, cap),
            len: layout.add_scratch("undo_len", Elem::I32, 1),
            starts: layout.add_scratch("undo_starts", Elem::I32, max_depth),
        }
    }

    /// Makes every store of `func` to a logged field record the element first.
    pub fn log_stores(&self, func: &mut Function) {
        let mut locals = None;
        let body = std::mem::take(&mut func.body);
        func.body = self.body(body, &mut func.local_names, &mut locals);
    }

    fn body(
        &self,
        body: Vec<Stmt>,
        names: &mut Vec<String>,
        locals: &mut Option<(Local, Local)>,
    ) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(body.len());
        for st in body {
            match st {
                Stmt::Store { field, index, value } => {
                    let Some(&(_, base, _)) = self.fields.iter().find(|f| f.0 == field) else {
                        out.push(Stmt::Store { field, index, value });
                        continue;
                    };
                    let (cell, n) = *locals.get_or_insert_with(|| {
                        names.push("logged_cell".into());
                        names.push("record".into());
                        (Local(names.len() as u32 - 2), Local(names.len() as u32 - 1))
                    });
                    // The index is evaluated once, before the record (as a store evaluates
                    // it before the value): what the record writes, no index reads.
                    let index = match index {
                        simple @ (Expr::Int(_) | Expr::Local(_)) => simple,
                        index => {
                            out.push(set(cell, index));
                            l(cell)
                        }
                    };
                    let element = int(base).add(index.clone());
                    let sp = Expr::scalar(self.depth);
                    let mark = Expr::load(self.marks, element.clone());
                    out.push(when(
                        sp.clone().ne(int(0)).and(mark.clone().ne(sp.clone())),
                        vec![
                            set(n, Expr::scalar(self.len)),
                            store(self.element, l(n), element.clone()),
                            store(self.old, l(n), Expr::load(field, index.clone())),
                            store(self.old_mark, l(n), mark),
                            store(self.marks, element, sp),
                            store0(self.len, l(n).add(int(1))),
                        ],
                    ));
                    out.push(Stmt::Store { field, index, value });
                }
                Stmt::If { cond, then, otherwise } => out.push(Stmt::If {
                    cond,
                    then: self.body(then, names, locals),
                    otherwise: self.body(otherwise, names, locals),
                }),
                Stmt::Range { var, start, end, body } => {
                    let body = self.body(body, names, locals);
                    out.push(Stmt::Range { var, start, end, body })
                }
                Stmt::While { cond, body } => {
                    out.push(Stmt::While { cond, body: self.body(body, names, locals) })
                }
                other => out.push(other),
            }
        }
        out
    }

    /// The start of a save (before `copies_sp` is raised): the trial's records start here; the
    /// outermost trial starts the log.
    pub fn on_save(&self) -> Vec<Stmt> {
        let sp = Expr::scalar(self.depth);
        vec![
            when(sp.clone().eq(int(0)), vec![store0(self.len, 0)]),
            store(self.starts, sp, Expr::scalar(self.len)),
        ]
    }

    /// A restore, once `copies_sp` is lowered: undoes the trial's records, newest first.
    pub fn on_restore(&self, fb: &mut FnBuilder) -> Vec<Stmt> {
        let (n, e) = (fb.local("record"), fb.local("element"));
        // The element's field: the last one whose base it reaches (tested last field first).
        let mut put_back = Vec::new();
        for &(field, base, _) in &self.fields {
            let write = vec![store(field, l(e).sub(int(base)), Expr::load(self.old, l(n)))];
            put_back = if put_back.is_empty() {
                write
            } else {
                vec![if_else(l(e).ge(int(base)), write, put_back)]
            };
        }
        let mut body = vec![
            set(n, Expr::scalar(self.len).sub(int(1))),
            store0(self.len, l(n)),
            set(e, Expr::load(self.element, l(n))),
        ];
        body.extend(put_back);
        body.push(store(self.marks, l(e), Expr::load(self.old_mark, l(n))));
        vec![Stmt::While {
            cond: Expr::scalar(self.len).gt(Expr::load(self.starts, Expr::scalar(self.depth))),
            body,
        }]
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use ludemic_runtime::{DynHandle, Game, Rng, Status};

    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;
    use crate::kernel_ir::eval::KernelEval;
    use crate::lower::walks::agree;

    /// Go on 9×9 (81 sites, so its board is logged) with positional superko: captures, the
    /// liberty test and the repeat test in one trial.
    const GO_9: &str = r#"(game "Go9" (players 2)
        (equipment { (board (square 9) use:Vertex) (piece "Marker" Each) })
        (rules (meta (no Repeat))
          (play (or
            (do (move Add (to (sites Empty))
                  (then (enclose (from (last To)) Orthogonal
                    (between if:(is Enemy (who at:(between))) (apply (and (addScore Mover 1) (remove (between))))))))
                ifAfterwards:(> (count Liberties Orthogonal) 0))
            (move Pass)))
          (end (if (all Passed) (byScore { (score P1 (+ (score P1) (size Territory P1))) (score P2 (+ (score P2) (size Territory P2))) })))))"#;

    /// The kernel with the log plays as the interpreter does (legal moves, states, results).
    #[test]
    fn logged_trials_agree_with_the_interpreter() {
        let (steps, _) = agree(GO_9, 6, "undo_marks");
        assert!(steps > 300, "steps {steps}");
    }

    /// After `legal` has tried every candidate on the state itself, the state is what it was
    /// (but the flood fills' working fields and the copies' stack), the marks all zero again.
    #[test]
    fn every_trial_leaves_the_state_as_it_found_it() {
        let c = compile_ludii("go9.lud", GO_9, &DefineLibrary::default(), &LudiiOptions::default())
            .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let kernel = Arc::new(crate::lower::lower(&c.game).unwrap());
        let layout = &kernel.state;
        let logged = ["what", "who", "piece_state", "count", "height"];
        for name in logged {
            assert!(
                !layout.fields.iter().any(|f| f.name == format!("copy_{name}")),
                "{name} is logged, not copied"
            );
        }
        let working = ["copy_fresh", "mark", "stamp", "stack"];
        let compared: Vec<_> = layout
            .fields
            .iter()
            .filter(|f| !f.scratch && !working.contains(&f.name.as_str()))
            .filter(|f| !f.name.starts_with("copy_"))
            .collect();
        let eval = KernelEval::new(Arc::clone(&kernel));
        let game = DynHandle::new(KernelEval::new(Arc::clone(&kernel)));
        let (mut moves, mut tried) = (Vec::new(), 0);
        for walk in 0..6 {
            let mut rng = Rng::stream(5, walk);
            let mut s = game.initial_state();
            while !matches!(game.status(&s), Status::Over(_)) {
                let mut after = s.clone();
                eval.legal_in_place(&mut after, &mut moves);
                tried += moves.len();
                for f in &compared {
                    let bytes = f.offset..f.offset + f.len * f.ty.size();
                    assert_eq!(s[bytes.clone()], after[bytes], "{} after the trials", f.name);
                }
                game.apply(&mut s, moves[rng.below(moves.len())]);
            }
        }
        assert!(tried > 5000, "{tried} trials");
    }
}
