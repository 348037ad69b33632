//! The undo log of trials: the long fields a trial writes are put back from their copy only
//! where it changed them, not as a whole.
//!
//! A trial (`(do .. ifAfterwards:..)`, a prior move, see `afterwards` and `do_next`) saves the
//! fields it can write, plays a move, tests something and restores them. `legal`'s trials share
//! one save (see `afterwards`), but each restored the whole of every field: in Go a trial
//! changes a handful of cells (the stone placed, the stones it captures) while the board's
//! fields are 2.4 KB, and copying them back after every candidate move was half of a 19×19
//! playout. So the fields longer than [`LOGGED_LEN`] elements are logged ("edits undone
//! instead of copying", as RBG does): every store to one, in a function a trial can reach,
//! records the element it writes (the field's base plus the index) while a trial runs
//! (`copies_sp` > 0; the same functions also run in `apply`, which records nothing), and the
//! restore copies back just those elements from the trial's copy, newest first (an element
//! recorded twice is copied twice, to the same value). The short fields (turn, counters,
//! scores) are still copied back whole, which for a few bytes is cheaper than logging.
//!
//! The log has room for [`CAPACITY`] records, so it stays a small part of the state (the
//! state is copied for every `legal`; scratch fields would make every entry point copy the
//! state into a work area and back). A trial that writes more (a capture of a large group)
//! marks its depth full and stops recording; its restore copies the logged fields back whole,
//! as without the log. A nested trial (a `no Moves` test inside a guard) records after its
//! parent's records and leaves them as they were.

use crate::kernel_ir::*;

use super::builder::*;

/// Fields longer than this are logged, shorter ones copied back whole (chess's 64-site boards
/// stay copied: a 64-byte copy is as cheap as the branch and the records of its stores).
pub(super) const LOGGED_LEN: usize = 64;

/// Records the log holds. The unit tests use a small log, so that their walks restore through
/// full logs (the fallback) as well as through records.
const CAPACITY: usize = if cfg!(test) { 8 } else { 128 };

/// The logged fields and the log's own fields.
pub(super) struct UndoLog {
    /// Each logged field, its copies (one per depth), the global number of its first element,
    /// its length.
    fields: Vec<(FieldId, FieldId, i64, i64)>,
    /// The depth of trials (`copies_sp`), counted from 1 inside a trial.
    depth: FieldId,
    /// The records (elements written), their number, where each depth's records start, and
    /// whether a depth's records ran out of room.
    element: FieldId,
    len: FieldId,
    starts: FieldId,
    full: FieldId,
}

impl UndoLog {
    /// Adds the log of `logged` (each field with its copies) to the layout, for trials
    /// nested `max_depth` deep.
    pub fn new(
        layout: &mut StateLayout,
        logged: &[(FieldId, FieldId)],
        depth: FieldId,
        max_depth: usize,
    ) -> UndoLog {
        let mut fields = Vec::new();
        let mut total = 0;
        for &(id, copy) in logged {
            let len = layout.field(id).len as i64;
            fields.push((id, copy, total, len));
            total += len;
        }
        let log = UndoLog {
            fields,
            depth,
            element: layout.add("undo_elements", Elem::I32, CAPACITY),
            len: layout.add("undo_len", Elem::I32, 1),
            starts: layout.add("undo_starts", Elem::I32, max_depth),
            full: layout.add("undo_full", Elem::U8, max_depth),
        };
        for id in [log.element, log.len, log.starts, log.full] {
            layout.set_working(id);
        }
        log
    }

    /// Whether `field` is logged (its restore is [`UndoLog::on_restore`]'s).
    pub fn logs(&self, field: FieldId) -> bool {
        self.fields.iter().any(|f| f.0 == field)
    }

    /// Makes every store of `func` to a logged field record the element first.
    pub fn log_stores(&self, func: &mut Function) {
        let mut cell = None;
        let body = std::mem::take(&mut func.body);
        func.body = self.body(body, &mut func.local_names, &mut cell);
    }

    fn body(
        &self,
        body: Vec<Stmt>,
        names: &mut Vec<String>,
        cell: &mut Option<Local>,
    ) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(body.len());
        for st in body {
            match st {
                Stmt::Store { field, index, value } => {
                    let Some(&(_, _, base, _)) = self.fields.iter().find(|f| f.0 == field) else {
                        out.push(Stmt::Store { field, index, value });
                        continue;
                    };
                    // The index is evaluated once, before the record (as a store evaluates
                    // it before the value): the record writes nothing an index reads.
                    let index = match index {
                        simple @ (Expr::Int(_) | Expr::Local(_)) => simple,
                        index => {
                            let c = *cell.get_or_insert_with(|| {
                                names.push("logged_cell".into());
                                Local(names.len() as u32 - 1)
                            });
                            out.push(set(c, index));
                            l(c)
                        }
                    };
                    let sp = Expr::scalar(self.depth);
                    let len = Expr::scalar(self.len);
                    out.push(when(
                        sp.clone().ne(int(0)),
                        vec![if_else(
                            len.clone().lt(int(CAPACITY as i64)),
                            vec![
                                store(self.element, len.clone(), int(base).add(index.clone())),
                                store0(self.len, len.add(int(1))),
                            ],
                            vec![store(self.full, sp.sub(int(1)), 1)],
                        )],
                    ));
                    out.push(Stmt::Store { field, index, value });
                }
                Stmt::If { cond, then, otherwise } => out.push(Stmt::If {
                    cond,
                    then: self.body(then, names, cell),
                    otherwise: self.body(otherwise, names, cell),
                }),
                Stmt::Range { var, start, end, body } => {
                    let body = self.body(body, names, cell);
                    out.push(Stmt::Range { var, start, end, body })
                }
                Stmt::While { cond, body } => {
                    out.push(Stmt::While { cond, body: self.body(body, names, cell) })
                }
                other => out.push(other),
            }
        }
        out
    }

    /// The start of a save (before `copies_sp` is raised): the trial's records start here,
    /// with room.
    pub fn on_save(&self) -> Vec<Stmt> {
        let sp = Expr::scalar(self.depth);
        vec![store(self.starts, sp.clone(), Expr::scalar(self.len)), store(self.full, sp, 0)]
    }

    /// A restore of the logged fields, once `copies_sp` is lowered to the trial's depth:
    /// `whole` (the copies back of whole fields) if its log ran out of room, else the
    /// elements it recorded, newest first.
    pub fn on_restore(&self, fb: &mut FnBuilder, whole: Vec<Stmt>) -> Vec<Stmt> {
        let (n, e) = (fb.local("record"), fb.local("element"));
        let sp = Expr::scalar(self.depth);
        // The element's field: the last one whose base it reaches (tested last field first).
        let mut put_back = Vec::new();
        for &(field, copy, base, len) in &self.fields {
            let at = l(e).sub(int(base));
            let write =
                vec![store(field, at.clone(), Expr::load(copy, sp.clone().mul(int(len)).add(at)))];
            put_back = if put_back.is_empty() {
                write
            } else {
                vec![if_else(l(e).ge(int(base)), write, put_back)]
            };
        }
        let mut undo = vec![
            set(n, Expr::scalar(self.len).sub(int(1))),
            store0(self.len, l(n)),
            set(e, Expr::load(self.element, l(n))),
        ];
        undo.extend(put_back);
        vec![
            if_else(
                Expr::load(self.full, sp.clone()).ne(int(0)),
                whole,
                vec![Stmt::While {
                    cond: Expr::scalar(self.len).gt(Expr::load(self.starts, sp.clone())),
                    body: undo,
                }],
            ),
            store0(self.len, Expr::load(self.starts, sp)),
        ]
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use ludemic_runtime::{DynHandle, Game, Rng, Status};

    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;
    use crate::kernel_ir::eval::KernelEval;
    use crate::lower::walks::{agree, go_tried};

    /// The kernel with the log plays as the interpreter does (legal moves, states, results).
    #[test]
    fn logged_trials_agree_with_the_interpreter() {
        // Go on 9×9: 81 sites, so its board is logged.
        let (steps, _) = agree(&go_tried(9), 6, "undo_elements");
        assert!(steps > 300, "steps {steps}");
    }

    /// After `legal` has tried every candidate on the state itself, the state is what it was
    /// (but the flood fills' working fields and the copies), the log empty again; the trials
    /// restored from their records and, where the log ran out of room, from whole copies.
    #[test]
    fn every_trial_leaves_the_state_as_it_found_it() {
        let c = compile_ludii(
            "go9.lud",
            &go_tried(9),
            &DefineLibrary::default(),
            &LudiiOptions::default(),
        )
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let kernel = Arc::new(crate::lower::lower(&c.game).unwrap());
        assert!(kernel.entry.legal_in_place, "Go's `legal` writes only through its trials");
        let layout = &kernel.state;
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
                if let Some(field) = layout.first_difference(&s, &after) {
                    panic!("{field} changed by the trials");
                }
                game.apply(&mut s, moves[rng.below(moves.len())]);
            }
        }
        assert!(tried > 5000, "{tried} trials");
    }
}
