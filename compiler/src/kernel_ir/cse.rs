//! Binding repeated subexpressions to locals.
//!
//! The lowering builds expressions by substitution: a site expression is pasted wherever the
//! rule uses the site, and the guards around a table lookup repeat their operand. Nested uses
//! multiply: a dice game's destination `(trackSite Move steps:(pips))` under `(who (to))` under
//! `(is Enemy ..)` was one 9 KB line of Kernel IR, printed as a quarter of a megabyte of Rust and
//! translated to thousands of Cranelift instructions that the optimiser then had to merge again
//! (compile time grows with the instructions given, not with those kept).
//!
//! This pass evaluates such an expression once, into a fresh local, just before the statement
//! that evaluates it anyway, and uses the local wherever the same expression would give the same
//! value: until a statement writes a local or a field it reads (a call in a statement may write
//! anything). The semantics do not change:
//! - only expressions the statement evaluates unconditionally, before doing anything else, are
//!   hoisted (not the branches of a select, nor the right side of `&&`/`||`, nor the condition of
//!   a `while`, which is evaluated again each iteration): an access that a guard protects stays
//!   behind its guard;
//! - expressions are side-effect free (a `Query` call gives the state back as it found it), so
//!   one evaluation stands for all of them;
//! - the move count (`MovesLen`) changes with every push and is never bound.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use super::{BinOp, Expr, Function, Local, MoveField, Stmt};

/// Smallest expression (in nodes) worth a local: `who[height[s]]` is 3 nodes, a comparison of
/// a load with a constant 3; anything with a load and some arithmetic around it is bound.
const MIN_NODES: usize = 3;

/// Binds the repeated subexpressions of `f` to new locals.
pub fn bind_repeated(f: &mut Function) {
    let mut pass = Pass { next_local: f.num_locals() as u32, names: Vec::new() };
    let mut body = std::mem::take(&mut f.body);
    pass.block(&mut body, &mut Vec::new());
    f.body = body;
    f.local_names.extend(pass.names);
}

/// An expression known to be in a local at this point of the code.
struct Available {
    expr: Expr,
    hash: u64,
    local: Local,
    reads: Reads,
}

/// What an expression's value depends on.
#[derive(Default)]
struct Reads {
    locals: Vec<Local>,
    fields: Vec<u32>,
    /// A query call: it may read any field.
    any_field: bool,
}

impl Reads {
    fn of(e: &Expr) -> Reads {
        let mut r = Reads::default();
        super::walk_expr(e, &mut |x| match x {
            Expr::Local(l) => r.locals.push(*l),
            Expr::Load { field, .. } => r.fields.push(field.0),
            Expr::Call { .. } => r.any_field = true,
            _ => {}
        });
        r
    }
}

/// What a statement (with everything nested in it) may change.
#[derive(Default)]
struct Writes {
    locals: Vec<Local>,
    fields: Vec<u32>,
    /// A call statement: it may store into any field.
    any_field: bool,
}

impl Writes {
    fn of(body: &[Stmt]) -> Writes {
        let mut w = Writes::default();
        super::walk_stmts(
            body,
            &mut |s| match s {
                Stmt::Set(l, _) | Stmt::Range { var: l, .. } => w.locals.push(*l),
                Stmt::Store { field, .. } => w.fields.push(field.0),
                Stmt::Call { .. } => w.any_field = true,
                _ => {}
            },
            &mut |_| {},
        );
        w
    }

    fn kills(&self, a: &Available) -> bool {
        let reads_fields = a.reads.any_field || !a.reads.fields.is_empty();
        let writes_fields = self.any_field || !self.fields.is_empty();
        // The local that holds the value, or one the value is computed from, is set again.
        self.locals.contains(&a.local)
            || a.reads.locals.iter().any(|l| self.locals.contains(l))
            || a.reads.fields.iter().any(|f| self.fields.contains(f))
            || (self.any_field && reads_fields)
            || (a.reads.any_field && writes_fields)
    }
}

struct Pass {
    next_local: u32,
    names: Vec<String>,
}

impl Pass {
    fn block(&mut self, body: &mut Vec<Stmt>, avail: &mut Vec<Available>) {
        let mut i = 0;
        while i < body.len() {
            for e in heads_mut(&mut body[i]) {
                replace(e, avail);
            }
            if let Some(e) = self.repeated_head(&body[i]) {
                let local = Local(self.next_local);
                self.next_local += 1;
                self.names.push(format!("cse{}", self.names.len()));
                body.insert(i, Stmt::Set(local, e));
                continue;
            }
            self.enter(&mut body[i], avail);
            i += 1;
        }
    }

    /// The largest expression that the statement evaluates first, unconditionally, and that
    /// occurs again in it.
    fn repeated_head(&self, st: &Stmt) -> Option<Expr> {
        let mut counts: HashMap<u64, usize> = HashMap::new();
        for_each_expr(st, &mut |e| {
            hash_all(e, &mut |h, _, _| *counts.entry(h).or_default() += 1);
        });
        let mut best: Option<(usize, &Expr)> = None;
        for e in heads(st) {
            let mut sizes = HashMap::new();
            hash_all(e, &mut |h, n, x| {
                sizes.insert(x as *const Expr, (h, n));
            });
            unconditional(e, &mut |x| {
                let (h, n) = sizes[&(x as *const Expr)];
                if n >= MIN_NODES
                    && counts[&h] >= 2
                    && best.is_none_or(|(m, _)| n > m)
                    && bindable(x)
                {
                    best = Some((n, x));
                }
            });
        }
        best.map(|(_, e)| e.clone())
    }

    /// Replaces inside the statement's nested blocks, then updates what is available after it.
    fn enter(&mut self, st: &mut Stmt, avail: &mut Vec<Available>) {
        match st {
            Stmt::Set(l, e) => {
                let l = *l;
                avail.retain(|a| a.local != l && !a.reads.locals.contains(&l));
                let (hash, n) = hash_all(e, &mut |_, _, _| {});
                if n >= MIN_NODES && bindable(e) && !Reads::of(e).locals.contains(&l) {
                    avail.push(Available { expr: e.clone(), hash, local: l, reads: Reads::of(e) });
                }
            }
            Stmt::Store { field, .. } => {
                let w = Writes { fields: vec![field.0], ..Writes::default() };
                avail.retain(|a| !w.kills(a));
            }
            Stmt::Call { .. } => {
                let w = Writes { any_field: true, ..Writes::default() };
                avail.retain(|a| !w.kills(a));
            }
            Stmt::If { then, otherwise, .. } => {
                let w = Writes::of(then).and(Writes::of(otherwise));
                for branch in [then, otherwise] {
                    let mut inner = clone_avail(avail);
                    self.block(branch, &mut inner);
                }
                avail.retain(|a| !w.kills(a));
            }
            Stmt::Range { var, body, .. } => {
                let mut w = Writes::of(body);
                w.locals.push(*var);
                avail.retain(|a| !w.kills(a));
                let mut inner = clone_avail(avail);
                self.block(body, &mut inner);
            }
            Stmt::While { cond, body } => {
                let w = Writes::of(body);
                avail.retain(|a| !w.kills(a));
                replace(cond, avail);
                let mut inner = clone_avail(avail);
                self.block(body, &mut inner);
            }
            Stmt::Break
            | Stmt::Continue
            | Stmt::Return(_)
            | Stmt::Push { .. }
            | Stmt::ClearMoves
            | Stmt::RemoveMove(_) => {}
        }
    }
}

impl Writes {
    fn and(mut self, o: Writes) -> Writes {
        self.locals.extend(o.locals);
        self.fields.extend(o.fields);
        self.any_field |= o.any_field;
        self
    }
}

fn clone_avail(avail: &[Available]) -> Vec<Available> {
    avail
        .iter()
        .map(|a| Available {
            expr: a.expr.clone(),
            hash: a.hash,
            local: a.local,
            reads: Reads {
                locals: a.reads.locals.clone(),
                fields: a.reads.fields.clone(),
                any_field: a.reads.any_field,
            },
        })
        .collect()
}

/// The expressions a statement evaluates once, before anything else it does.
fn heads(st: &Stmt) -> Vec<&Expr> {
    match st {
        Stmt::Set(_, x)
        | Stmt::Return(Some(x))
        | Stmt::RemoveMove(x)
        | Stmt::If { cond: x, .. } => vec![x],
        Stmt::Store { index, value, .. } => vec![index, value],
        Stmt::Range { start, end, .. } => vec![start, end],
        Stmt::Push { from, to, level_from, level_to, kind, aux } => {
            vec![from, to, level_from, level_to, kind, aux]
        }
        Stmt::Call { args, .. } => args.iter().collect(),
        Stmt::While { .. }
        | Stmt::Break
        | Stmt::Continue
        | Stmt::Return(None)
        | Stmt::ClearMoves => vec![],
    }
}

fn heads_mut(st: &mut Stmt) -> Vec<&mut Expr> {
    match st {
        Stmt::Set(_, x)
        | Stmt::Return(Some(x))
        | Stmt::RemoveMove(x)
        | Stmt::If { cond: x, .. } => vec![x],
        Stmt::Store { index, value, .. } => vec![index, value],
        Stmt::Range { start, end, .. } => vec![start, end],
        Stmt::Push { from, to, level_from, level_to, kind, aux } => {
            vec![from, to, level_from, level_to, kind, aux]
        }
        Stmt::Call { args, .. } => args.iter_mut().collect(),
        Stmt::While { .. }
        | Stmt::Break
        | Stmt::Continue
        | Stmt::Return(None)
        | Stmt::ClearMoves => vec![],
    }
}

/// Every expression of a statement and of the statements nested in it.
fn for_each_expr(st: &Stmt, f: &mut impl FnMut(&Expr)) {
    match st {
        Stmt::If { cond, then, otherwise } => {
            f(cond);
            then.iter().chain(otherwise.iter()).for_each(|s| for_each_expr(s, f));
        }
        Stmt::Range { start, end, body, .. } => {
            f(start);
            f(end);
            body.iter().for_each(|s| for_each_expr(s, f));
        }
        Stmt::While { cond, body } => {
            f(cond);
            body.iter().for_each(|s| for_each_expr(s, f));
        }
        _ => heads(st).into_iter().for_each(f),
    }
}

/// Visits `e` and the subexpressions evaluated whenever `e` is.
fn unconditional<'a>(e: &'a Expr, f: &mut impl FnMut(&'a Expr)) {
    f(e);
    match e {
        Expr::Load { index, .. } | Expr::Table { index, .. } => unconditional(index, f),
        Expr::Bin(BinOp::And | BinOp::Or, a, _) => unconditional(a, f),
        Expr::Bin(_, a, b) => {
            unconditional(a, f);
            unconditional(b, f);
        }
        Expr::Un(_, a) => unconditional(a, f),
        Expr::Select(c, _, _) => unconditional(c, f),
        Expr::Call { args, .. } => args.iter().for_each(|a| unconditional(a, f)),
        Expr::MoveAt(index, _) => unconditional(index, f),
        Expr::Int(_) | Expr::Local(_) | Expr::Move(_) | Expr::MovesLen => {}
    }
}

/// Worth a local and safe to hold in one: reads something (a load, a table, a call), and not
/// the move count.
fn bindable(e: &Expr) -> bool {
    let (mut reads, mut moves_len) = (false, false);
    super::walk_expr(e, &mut |x| match x {
        Expr::Load { .. } | Expr::Table { .. } | Expr::Call { .. } => reads = true,
        // The buffer changes with every push as its length does.
        Expr::MovesLen | Expr::MoveAt(..) => moves_len = true,
        _ => {}
    });
    reads && !moves_len
}

/// Replaces, outermost first, each subexpression that is available by its local.
fn replace(e: &mut Expr, avail: &[Available]) {
    if avail.is_empty() {
        return;
    }
    let mut hashes = HashMap::new();
    hash_all(e, &mut |h, _, x| {
        hashes.insert(x as *const Expr, h);
    });
    replace_with(e, avail, &hashes);
}

fn replace_with(e: &mut Expr, avail: &[Available], hashes: &HashMap<*const Expr, u64>) {
    let h = hashes[&(e as *const Expr)];
    if let Some(a) = avail.iter().rev().find(|a| a.hash == h && a.expr == *e) {
        *e = Expr::Local(a.local);
        return;
    }
    match e {
        Expr::Load { index, .. } | Expr::Table { index, .. } => replace_with(index, avail, hashes),
        Expr::Bin(_, a, b) => {
            replace_with(a, avail, hashes);
            replace_with(b, avail, hashes);
        }
        Expr::Un(_, a) => replace_with(a, avail, hashes),
        Expr::Select(c, a, b) => {
            replace_with(c, avail, hashes);
            replace_with(a, avail, hashes);
            replace_with(b, avail, hashes);
        }
        Expr::Call { args, .. } => args.iter_mut().for_each(|a| replace_with(a, avail, hashes)),
        Expr::MoveAt(index, _) => replace_with(index, avail, hashes),
        Expr::Int(_) | Expr::Local(_) | Expr::Move(_) | Expr::MovesLen => {}
    }
}

/// Calls `f(hash, nodes, expr)` for `e` and every subexpression, children first, with its
/// structural hash and size; returns `e`'s.
fn hash_all<'a>(e: &'a Expr, f: &mut dyn FnMut(u64, usize, &'a Expr)) -> (u64, usize) {
    let mut s = DefaultHasher::new();
    let mut n = 1;
    let mut sub = |x: &'a Expr, f: &mut dyn FnMut(u64, usize, &'a Expr)| {
        let (h, m) = hash_all(x, f);
        n += m;
        h
    };
    match e {
        Expr::Int(v) => (0u8, v).hash(&mut s),
        Expr::Local(l) => (1u8, l.0).hash(&mut s),
        Expr::Load { field, index } => (2u8, field.0, sub(index, f)).hash(&mut s),
        Expr::Table { table, index } => (3u8, table.0, sub(index, f)).hash(&mut s),
        Expr::Bin(op, a, b) => (4u8, *op as u8, sub(a, f), sub(b, f)).hash(&mut s),
        Expr::Un(op, a) => (5u8, *op as u8, sub(a, f)).hash(&mut s),
        Expr::Select(c, a, b) => (6u8, sub(c, f), sub(a, f), sub(b, f)).hash(&mut s),
        Expr::Call { func, args } => {
            (7u8, func.0).hash(&mut s);
            for a in args {
                sub(a, f).hash(&mut s);
            }
        }
        Expr::Move(m) => (8u8, move_field_index(*m)).hash(&mut s),
        Expr::MovesLen => 9u8.hash(&mut s),
        Expr::MoveAt(index, m) => (10u8, move_field_index(*m), sub(index, f)).hash(&mut s),
    }
    let h = s.finish();
    f(h, n, e);
    (h, n)
}

fn move_field_index(m: MoveField) -> u8 {
    match m {
        MoveField::From => 0,
        MoveField::To => 1,
        MoveField::LevelFrom => 2,
        MoveField::LevelTo => 3,
        MoveField::Kind => 4,
        MoveField::Aux => 5,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{FieldId, FuncKind};
    use super::*;

    const HEIGHT: FieldId = FieldId(0);
    const WHO: FieldId = FieldId(1);

    fn function(body: Vec<Stmt>) -> Function {
        Function {
            name: "f".into(),
            kind: FuncKind::Mutate,
            params: 1,
            local_names: vec!["site".into(), "x".into()],
            body,
        }
    }

    /// `who[height[site]]`, 3 nodes.
    fn who_on_top() -> Expr {
        Expr::load(WHO, Expr::load(HEIGHT, Expr::Local(Local(0))))
    }

    fn bound(f: &Function) -> Vec<Stmt> {
        let mut g = function(f.body.clone());
        bind_repeated(&mut g);
        g.body
    }

    #[test]
    fn a_repeated_expression_is_evaluated_once_before_the_statement() {
        let x = Local(1);
        let f = function(vec![Stmt::If {
            cond: who_on_top().gt(Expr::Int(0)),
            then: vec![Stmt::Set(x, who_on_top().add(Expr::Int(1)))],
            otherwise: vec![],
        }]);
        let t = Expr::Local(Local(2));
        assert_eq!(
            bound(&f),
            vec![
                Stmt::Set(Local(2), who_on_top()),
                Stmt::If {
                    cond: t.clone().gt(Expr::Int(0)),
                    then: vec![Stmt::Set(x, t.add(Expr::Int(1)))],
                    otherwise: vec![]
                },
            ]
        );
    }

    #[test]
    fn guarded_expressions_stay_behind_their_guards() {
        // Both uses are in select branches or behind `&&`: evaluating either up front could
        // read out of bounds when the guard is false.
        let x = Local(1);
        let guard = Expr::Local(Local(0)).ge(Expr::Int(0));
        let f = function(vec![
            Stmt::Set(x, Expr::select(guard.clone(), who_on_top(), who_on_top().add(Expr::Int(1)))),
            Stmt::If {
                cond: guard.clone().and(who_on_top().gt(Expr::Int(0))),
                then: vec![Stmt::Set(x, who_on_top())],
                otherwise: vec![],
            },
        ]);
        assert_eq!(bound(&f), f.body);
    }

    #[test]
    fn a_store_to_a_field_read_ends_the_reuse() {
        let x = Local(1);
        let store = Stmt::Store { field: WHO, index: Expr::Int(0), value: Expr::Int(5) };
        let f = function(vec![Stmt::If {
            cond: who_on_top().gt(Expr::Int(0)),
            then: vec![Stmt::Set(x, who_on_top()), store.clone(), Stmt::Set(x, who_on_top())],
            otherwise: vec![],
        }]);
        let t = Expr::Local(Local(2));
        assert_eq!(
            bound(&f),
            vec![
                Stmt::Set(Local(2), who_on_top()),
                Stmt::If {
                    cond: t.clone().gt(Expr::Int(0)),
                    then: vec![Stmt::Set(x, t), store, Stmt::Set(x, who_on_top())],
                    otherwise: vec![]
                },
            ]
        );
    }

    #[test]
    fn a_loop_that_writes_what_an_expression_reads_does_not_reuse_it() {
        // The loop moves `site`: `who[height[site]]` before the loop is not its value inside.
        let (site, x) = (Local(0), Local(1));
        let f = function(vec![
            Stmt::Set(x, who_on_top()),
            Stmt::While {
                cond: who_on_top().gt(Expr::Int(0)),
                body: vec![Stmt::Set(site, Expr::Local(site).add(Expr::Int(1)))],
            },
        ]);
        assert_eq!(bound(&f), f.body);
        // Without the write, the loop's condition reads the local holding it.
        let g = function(vec![
            Stmt::Set(x, who_on_top()),
            Stmt::While {
                cond: who_on_top().gt(Expr::Int(0)),
                body: vec![Stmt::Push {
                    from: Expr::Int(0),
                    to: Expr::Int(0),
                    level_from: Expr::Int(0),
                    level_to: Expr::Int(0),
                    kind: Expr::Int(0),
                    aux: Expr::Int(0),
                }],
            },
        ]);
        let Stmt::While { cond, .. } = &bound(&g)[1] else { panic!("expected the loop") };
        assert_eq!(*cond, Expr::Local(x).gt(Expr::Int(0)));
    }

    #[test]
    fn a_local_set_again_no_longer_holds_the_expression() {
        let x = Local(1);
        let f = function(vec![
            Stmt::Set(x, who_on_top()),
            Stmt::If {
                cond: Expr::Local(Local(0)).gt(Expr::Int(0)),
                then: vec![Stmt::Set(x, Expr::Int(7))],
                otherwise: vec![],
            },
            Stmt::Set(Local(0), who_on_top()),
        ]);
        assert_eq!(bound(&f), f.body);
    }

    #[test]
    fn a_call_statement_may_write_any_field() {
        let x = Local(1);
        let f = function(vec![
            Stmt::Set(x, who_on_top()),
            Stmt::Call { func: super::super::FuncId(3), args: vec![] },
            Stmt::Set(x, who_on_top().add(Expr::Int(1))),
        ]);
        assert_eq!(bound(&f), f.body);
    }
}
