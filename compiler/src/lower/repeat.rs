//! `(no Repeat)`'s machinery: the position's hash kept as the board changes, and the set of the
//! positions seen (the interpreter's `position_hash`, `record_position` and `PositionRepeated`).
//!
//! Every candidate move is tested against every position seen (the front end wraps the play in
//! a `do` asking `PositionRepeated`). Hashing the whole board for each candidate and scanning
//! a list of the positions seen cost more than everything else in a Go playout, so:
//!
//! - The hash (the XOR of `game_ir::position_hash_term` over every cell, as the interpreter
//!   computes it) is a state field, `position_hash`. `init` computes it once over the board;
//!   after that, once the lowering has built every function, each store to a cell's piece,
//!   owner, state or count is wrapped between two XORs of that cell's term, before and after
//!   it (Zobrist hashing, the terms being a fixed function of the cell and its contents, so
//!   no table and the same values in every back end). Consecutive stores to one cell (setting
//!   a piece writes what, who, state and count) share one pair. The trials of `legal` restore
//!   it with the rest of what they write (see `afterwards`).
//! - The positions seen are an open-addressing set of keys (`game_ir::position_key`, never
//!   0, which marks an empty slot) with linear probing from bits 32.. of the key, the count in
//!   `position_history[0]`; at most `NO_REPEAT_HISTORY` of them, the first ones, as the
//!   interpreter keeps them. Testing and recording are a probe or two.
//!
//! Games without the rule have none of these fields and none of these stores.

use crate::game_ir::{HASH_K1, HASH_K2, HASH_K3, NO_REPEAT_HISTORY, NO_REPEAT_SLOTS};
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Fields, Lowering, R};

/// Statements setting `x` to the hash term of the cell at `site` and `level` but for its last
/// step (`x ^ x >> 29`, see [`finish_term`]): `game_ir::position_hash_term` of the cell's key
/// `what | who << 8 | state << 16 | level << 24 | count << 32`.
pub(super) fn term_stmts(f: &Fields, site: Expr, level: Expr, x: Local) -> Vec<Stmt> {
    let cell = if f.levels == 1 {
        site.clone()
    } else {
        site.clone().mul(int(f.levels as i64)).add(level.clone())
    };
    let key = [(f.who, 8), (f.pstate, 16)].into_iter().fold(
        Expr::load(f.what, cell.clone()),
        |k, (field, shift)| {
            Expr::bin(
                BinOp::BitOr,
                k,
                Expr::bin(BinOp::Shl, Expr::load(field, cell.clone()), int(shift)),
            )
        },
    );
    let key = match level {
        Expr::Int(0) => key,
        Expr::Int(k) => Expr::bin(BinOp::BitOr, key, int(k << 24)),
        level => Expr::bin(BinOp::BitOr, key, Expr::bin(BinOp::Shl, level, int(24))),
    };
    let key = Expr::bin(
        BinOp::BitOr,
        key,
        Expr::bin(BinOp::Shl, Expr::load(f.count, site.clone()), int(32)),
    );
    key_term_stmts(key, site, x)
}

/// [`term_stmts`] for a cell's key given as an expression (a cell as it would be).
pub(super) fn key_term_stmts(key: Expr, site: Expr, x: Local) -> Vec<Stmt> {
    vec![
        set(x, key.add(int(1)).mul(int(HASH_K1)).add(site.mul(int(HASH_K2)))),
        set(x, shr_mix(l(x), 31).mul(int(HASH_K3))),
    ]
}

/// The last step of a term whose other steps [`term_stmts`] made.
pub(super) fn finish_term(x: Local) -> Expr {
    shr_mix(l(x), 29)
}

fn shr_mix(e: Expr, k: i64) -> Expr {
    Expr::bin(BinOp::BitXor, e.clone(), Expr::bin(BinOp::Shr, e, int(k)))
}

/// The cells whose hash term a store changes: the cell it names, or for a site's count, each
/// level of the site.
fn cells_of_store(f: &Fields, field: FieldId, index: &Expr) -> Option<Vec<Expr>> {
    if field == f.what || field == f.who || field == f.pstate {
        Some(vec![index.clone()])
    } else if field == f.count {
        Some(if f.levels == 1 {
            vec![index.clone()]
        } else {
            (0..f.levels as i64)
                .map(|lv| index.clone().mul(int(f.levels as i64)).add(int(lv)))
                .collect()
        })
    } else {
        None
    }
}

/// The fields an index reads, or None when it calls a function (which may read anything).
fn fields_read(e: &Expr, out: &mut Vec<FieldId>) -> Option<()> {
    match e {
        Expr::Int(_) | Expr::Local(_) | Expr::Move(_) | Expr::MovesLen => Some(()),
        Expr::Load { field, index } => {
            out.push(*field);
            fields_read(index, out)
        }
        Expr::Table { index, .. } | Expr::Un(_, index) => fields_read(index, out),
        Expr::Bin(_, a, b) => fields_read(a, out).and(fields_read(b, out)),
        Expr::Select(c, a, b) => {
            fields_read(c, out).and(fields_read(a, out)).and(fields_read(b, out))
        }
        Expr::Call { .. } | Expr::MoveAt(..) => None,
    }
}

/// A run of stores to the cells `cells` (whose indexes read `reads`), bracketed by one pair
/// of XORs: the stores inside it change no field the indexes read, so the indexes name the
/// same cells before and after it.
struct Group {
    cells: Vec<Expr>,
    reads: Vec<FieldId>,
    stmts: Vec<Stmt>,
}

/// Wraps a body's board stores in the XORs of their cells' terms (see the module comment).
struct Wrapper<'a> {
    f: &'a Fields,
    zobrist: FieldId,
    term: FuncId,
    /// The function's local holding a cell whose index is not pure (added on first use).
    cell: Option<Local>,
    names: &'a mut Vec<String>,
}

impl Wrapper<'_> {
    fn xor_terms(&self, cells: &[Expr]) -> Stmt {
        let z = cells.iter().fold(Expr::scalar(self.zobrist), |z, c| {
            Expr::bin(BinOp::BitXor, z, Expr::Call { func: self.term, args: vec![c.clone()] })
        });
        store0(self.zobrist, z)
    }

    fn cell_local(&mut self) -> Local {
        *self.cell.get_or_insert_with(|| {
            self.names.push("hashed_cell".into());
            Local(self.names.len() as u32 - 1)
        })
    }

    fn body(&mut self, body: Vec<Stmt>) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(body.len());
        let mut group: Option<Group> = None;
        let close = |w: &Self, group: &mut Option<Group>, out: &mut Vec<Stmt>| {
            if let Some(g) = group.take() {
                out.push(w.xor_terms(&g.cells));
                out.extend(g.stmts);
                out.push(w.xor_terms(&g.cells));
            }
        };
        for st in body {
            match st {
                Stmt::Store { field, index, value } => {
                    // A store to a field an open group's indexes read ends the group first.
                    if group.as_ref().is_some_and(|g| g.reads.contains(&field)) {
                        close(self, &mut group, &mut out);
                    }
                    let Some(cells) = cells_of_store(self.f, field, &index) else {
                        // Other fields do not change the hash: a store to one stays in the run.
                        match &mut group {
                            Some(g) => g.stmts.push(Stmt::Store { field, index, value }),
                            None => out.push(Stmt::Store { field, index, value }),
                        }
                        continue;
                    };
                    let mut reads = Vec::new();
                    let readable =
                        fields_read(&index, &mut reads).is_some() && !reads.contains(&field);
                    if !readable {
                        // The index is evaluated once, into a local, for the store and its XORs.
                        close(self, &mut group, &mut out);
                        let c = self.cell_local();
                        let cells = cells_of_store(self.f, field, &l(c)).expect("a board field");
                        out.push(set(c, index));
                        out.push(self.xor_terms(&cells));
                        out.push(Stmt::Store { field, index: l(c), value });
                        out.push(self.xor_terms(&cells));
                        continue;
                    }
                    match &mut group {
                        Some(g) if g.cells == cells => {
                            g.stmts.push(Stmt::Store { field, index, value })
                        }
                        _ => {
                            close(self, &mut group, &mut out);
                            group = Some(Group {
                                cells,
                                reads,
                                stmts: vec![Stmt::Store { field, index, value }],
                            });
                        }
                    }
                }
                other => {
                    close(self, &mut group, &mut out);
                    out.push(match other {
                        Stmt::If { cond, then, otherwise } => Stmt::If {
                            cond,
                            then: self.body(then),
                            otherwise: self.body(otherwise),
                        },
                        Stmt::Range { var, start, end, body } => {
                            Stmt::Range { var, start, end, body: self.body(body) }
                        }
                        Stmt::While { cond, body } => Stmt::While { cond, body: self.body(body) },
                        other => other,
                    });
                }
            }
        }
        close(self, &mut group, &mut out);
        out
    }
}

impl<'g> Lowering<'g> {
    /// `zobrist_term(cell)`: the hash term of a cell (site and level) as it is now.
    fn zobrist_term_fn(&mut self) -> R<FuncId> {
        let f = self.f.clone();
        self.memo(0, "zobrist_term", |_, _| {
            let mut fb = FnBuilder::new("zobrist_term", FuncKind::Query, &["cell"]);
            let (cell, x) = (fb.param(0), fb.local("hash_term"));
            let levels = f.levels as i64;
            let (site, level) = if levels == 1 {
                (l(cell), int(0))
            } else {
                (
                    Expr::bin(BinOp::Div, l(cell), int(levels)),
                    Expr::bin(BinOp::Rem, l(cell), int(levels)),
                )
            };
            let mut body = term_stmts(&f, site, level, x);
            body.push(Stmt::Return(Some(finish_term(x))));
            Ok(fb.finish(body))
        })
    }

    /// Keeps `position_hash` up to date in every function built so far but `init` (which
    /// computes it once over the board at its end): each store to a board cell is wrapped in
    /// the XORs of its cells' terms. Called once every function but the state copies exists.
    pub(super) fn hash_board_writes(&mut self) -> R<()> {
        let Some(zobrist) = self.f.zobrist else { return Ok(()) };
        let term = self.zobrist_term_fn()?;
        let f = self.f.clone();
        for id in self.functions.ids() {
            let Some(func) = self.functions.get_mut(id) else { continue };
            if func.kind == FuncKind::Init || id == term {
                continue;
            }
            let body = std::mem::take(&mut func.body);
            let mut w = Wrapper { f: &f, zobrist, term, cell: None, names: &mut func.local_names };
            func.body = w.body(body);
        }
        Ok(())
    }

    /// The slot of the positions' set where a probe for `key` starts.
    fn first_slot(key: Expr) -> Expr {
        Expr::bin(
            BinOp::BitAnd,
            Expr::bin(BinOp::Shr, key, int(32)),
            int(NO_REPEAT_SLOTS as i64 - 1),
        )
    }

    /// Records the position in the set of positions seen, unless it is there or the set holds
    /// `NO_REPEAT_HISTORY` (the interpreter's `record_position`). `init` first sets the hash.
    pub(super) fn record_seen(&mut self, fb: &mut FnBuilder, init: bool) -> R<Vec<Stmt>> {
        let (Some(zobrist), Some(set_f), Some(count)) =
            (self.f.zobrist, self.f.position_set, self.f.history)
        else {
            return unsupported("a position record without (no Repeat)");
        };
        let mut out = Vec::new();
        if init {
            out.push(store0(
                zobrist,
                Expr::Call { func: self.position_hash_fn()?, args: Vec::new() },
            ));
        }
        let (key, i) = (fb.local("seen_key"), fb.local("slot"));
        let slot = Expr::load(set_f, l(i));
        out.extend([
            set(key, Expr::bin(BinOp::BitOr, Expr::scalar(zobrist), int(1))),
            set(i, Self::first_slot(l(key))),
            Stmt::While {
                cond: slot.clone().ne(int(0)).and(slot.clone().ne(l(key))),
                body: vec![set(
                    i,
                    Expr::bin(BinOp::BitAnd, l(i).add(int(1)), int(NO_REPEAT_SLOTS as i64 - 1)),
                )],
            },
            when(
                slot.eq(int(0)).and(Expr::scalar(count).lt(int(NO_REPEAT_HISTORY as i64))),
                vec![store(set_f, l(i), l(key)), store0(count, Expr::scalar(count).add(int(1)))],
            ),
        ]);
        Ok(out)
    }

    /// `position_repeated(hash)`: whether the position of that hash is among the ones seen
    /// (`BoolExpr::PositionRepeated` asks it of `position_hash`; the verdict of `quiet` of the
    /// position a placement would make).
    pub(super) fn position_repeated_fn(&mut self) -> R<FuncId> {
        let Some(set_f) = self.f.position_set else {
            return unsupported("a repeated position without (no Repeat)");
        };
        self.memo(0, "position_repeated", |_, _| {
            let mut fb = FnBuilder::new("position_repeated", FuncKind::Query, &["hash"]);
            let hash = fb.param(0);
            let (key, i) = (fb.local("key"), fb.local("slot"));
            let slot = Expr::load(set_f, l(i));
            Ok(fb.finish(vec![
                set(key, Expr::bin(BinOp::BitOr, l(hash), int(1))),
                set(i, Self::first_slot(l(key))),
                Stmt::While {
                    cond: slot.clone().ne(int(0)),
                    body: vec![
                        when(slot.eq(l(key)), vec![Stmt::Return(Some(int(1)))]),
                        set(
                            i,
                            Expr::bin(
                                BinOp::BitAnd,
                                l(i).add(int(1)),
                                int(NO_REPEAT_SLOTS as i64 - 1),
                            ),
                        ),
                    ],
                },
                Stmt::Return(Some(int(0))),
            ]))
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use ludemic_runtime::{DynHandle, Game, Rng, Status};

    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;
    use crate::kernel_ir::eval::{load, KernelEval};
    use crate::lower::walks::{agree, go_with_superko};

    /// The kernel forbids the moves the interpreter forbids (same legal moves, states and
    /// results on random walks), and the hash it keeps is the board's after every move.
    #[test]
    fn kept_hash_is_the_board_hash_and_repeats_agree_with_the_interpreter() {
        // Go on 5×5: captures, the liberty test and the repeat test share one trial.
        let small_go = go_with_superko(5);
        let (steps, _) = agree(&small_go, 30, "zobrist_term");
        assert!(steps > 1000, "steps {steps}");
        let c =
            compile_ludii("go.lud", &small_go, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let kernel = Arc::new(crate::lower::lower(&c.game).unwrap());
        assert!(
            kernel.to_string().contains("has_liberty"),
            "the liberty test counts every liberty"
        );
        let guards = kernel.functions.iter().filter(|f| f.name.starts_with("do_after")).count();
        assert_eq!(guards, 1, "the nested `do`s are tried apart");
        let (layout, m) = (&kernel.state, &kernel.meta);
        let field = |name: &str| {
            crate::kernel_ir::FieldId(
                layout.fields.iter().position(|f| f.name == name).expect("a field") as u32,
            )
        };
        let hash = field("position_hash");
        let board_hash = |s: &[u8]| {
            (0..m.sites as i64).fold(0i64, |h, site| {
                let key = [(m.what, 0), (m.who, 8), (m.piece_state, 16), (m.count, 32)]
                    .iter()
                    .fold(0, |k, &(f, shift)| k | load(layout, s, f, site) << shift);
                h ^ crate::game_ir::position_hash_term(site, key)
            })
        };
        let eval = DynHandle::new(KernelEval::new(Arc::clone(&kernel)));
        let mut moves = Vec::new();
        for walk in 0..30 {
            let mut rng = Rng::stream(11, walk);
            let mut s = eval.initial_state();
            while !matches!(eval.status(&s), Status::Over(_)) {
                assert_eq!(
                    load(layout, &s, hash, 0),
                    board_hash(&s),
                    "at {}",
                    eval.state_string(&s)
                );
                eval.legal_moves(&s, &mut moves);
                let mv = moves[rng.below(moves.len())];
                eval.apply(&mut s, mv);
            }
        }
    }
}
