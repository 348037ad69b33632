//! The state fields some functions can write, directly or through the functions they call.
//!
//! The lowering saves a copy of the state before trying a move on it and restores it after
//! (`(do .. ifAfterwards:..)`): only the fields the trial can write need the round trip. In
//! chess most of the state (scores, ranks, phases, counters of other rules) is never written
//! by a move, and copying it was a fifth of the playout time. The functions a trial reaches are
//! also the ones whose board stores the undo log records (see `lower::undo`).

use std::collections::BTreeSet;

use super::{walk_stmts, Expr, FieldId, FuncId, Stmt};

/// Every field that a `Store` in `roots`, or in a function they call (transitively), names.
/// `body_of` gives a function's body; `None` (a function not known yet) makes the whole answer
/// `None`, since its writes cannot be bounded.
pub fn fields_written<'a>(
    roots: &[FuncId],
    body_of: impl Fn(FuncId) -> Option<&'a [Stmt]>,
) -> Option<BTreeSet<FieldId>> {
    let mut written = BTreeSet::new();
    for func in functions_reached(roots, &body_of)? {
        walk_stmts(
            body_of(func)?,
            &mut |s| {
                if let Stmt::Store { field, .. } = s {
                    written.insert(*field);
                }
            },
            &mut |_| {},
        );
    }
    Some(written)
}

/// `roots` and every function they call (in statements or expressions), transitively; `None`
/// when one of them is not known yet (see [`fields_written`]).
pub fn functions_reached<'a>(
    roots: &[FuncId],
    body_of: impl Fn(FuncId) -> Option<&'a [Stmt]>,
) -> Option<BTreeSet<FuncId>> {
    let mut seen: BTreeSet<FuncId> = roots.iter().copied().collect();
    let mut todo: Vec<FuncId> = roots.to_vec();
    while let Some(func) = todo.pop() {
        let (mut calls, mut asks) = (Vec::new(), Vec::new());
        walk_stmts(
            body_of(func)?,
            &mut |s| {
                if let Stmt::Call { func, .. } = s {
                    calls.push(*func)
                }
            },
            &mut |e| {
                if let Expr::Call { func, .. } = e {
                    asks.push(*func);
                }
            },
        );
        for c in calls.into_iter().chain(asks) {
            if seen.insert(c) {
                todo.push(c);
            }
        }
    }
    Some(seen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_are_collected_through_calls_in_statements_and_expressions() {
        let (a, b, c) = (FieldId(0), FieldId(1), FieldId(2));
        let store = |field| Stmt::Store { field, index: Expr::Int(0), value: Expr::Int(1) };
        let call = |f| Expr::Call { func: FuncId(f), args: vec![] };
        let bodies = [
            // 0 stores `a` and asks 1 in an expression; 1 stores `b` and calls 0 back.
            vec![store(a), Stmt::If { cond: call(1), then: vec![], otherwise: vec![] }],
            vec![
                Stmt::Range {
                    var: super::super::Local(0),
                    start: Expr::Int(0),
                    end: Expr::Int(2),
                    body: vec![store(b)],
                },
                Stmt::Call { func: FuncId(0), args: vec![] },
            ],
            // 2 stores `c` but nothing reaches it from 0; 3 is not defined.
            vec![store(c)],
        ];
        let body_of = |f: FuncId| bodies.get(f.0 as usize).map(Vec::as_slice);
        assert_eq!(fields_written(&[FuncId(0)], body_of), Some([a, b].into_iter().collect()));
        assert_eq!(fields_written(&[FuncId(2)], body_of), Some([c].into_iter().collect()));
        let calls_unknown = [vec![Stmt::Call { func: FuncId(1), args: vec![] }]];
        assert_eq!(
            fields_written(&[FuncId(0)], |f| calls_unknown.get(f.0 as usize).map(Vec::as_slice)),
            None
        );
    }
}
