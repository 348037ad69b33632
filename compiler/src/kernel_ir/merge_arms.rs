//! Merging the equal arms of a dispatch.
//!
//! `apply` and the `do .. ifAfterwards` trials dispatch on the move's generator (its "leaf"):
//! `if leaf == 0 { A } else if leaf == 1 { B } ...`. Games with many pieces moving alike (the
//! chaturanga family has 26 leaves) produce arms that differ only in the names of their
//! scratch locals: every capture `removed_k = to; take(removed_k)`, every check test after a
//! move. Each copy costs compile time in the JIT (Cranelift's cost grows with instructions)
//! and instruction cache in every back end. Arms equal up to the renaming of locals that only
//! they use become one arm tested for all their leaves: `if leaf == 0 || leaf == 7 { A }`.
//!
//! Renaming is sound because a dispatch outside any loop runs at most one arm per call, and
//! locals start at zero (see the module `kernel_ir`): a local that only its arm uses holds the
//! same values whichever arm's name it has. Dispatches inside loops are left alone.

use std::collections::HashMap;

use super::{BinOp, Expr, Function, Local, Stmt};

/// Merges equal arms of every `if on == k {..} else if on == k2 {..}` chain of `f` that is not
/// inside a loop.
pub fn merge_equal_arms(f: &mut Function, on: Local) {
    let mut uses = vec![0usize; f.num_locals().max(on.0 as usize + 1)];
    for_each_local(&mut f.body, &mut |l| uses[l.0 as usize] += 1);
    merge_in(&mut f.body, on, &uses, f.params);
}

fn merge_in(body: &mut [Stmt], on: Local, uses: &[usize], params: u32) {
    for st in body.iter_mut() {
        match st {
            Stmt::If { .. } if arm_value(st, on).is_some() => {
                let chain = std::mem::replace(st, Stmt::Break);
                *st = merge_chain(chain, on, uses, params);
            }
            Stmt::If { then, otherwise, .. } => {
                merge_in(then, on, uses, params);
                merge_in(otherwise, on, uses, params);
            }
            // Inside a loop an arm may run again and see its locals' last values: no renaming.
            _ => {}
        }
    }
}

/// `k` when `st` is `if on == k { .. } else { .. }`.
fn arm_value(st: &Stmt, on: Local) -> Option<i64> {
    match st {
        Stmt::If { cond: Expr::Bin(BinOp::Eq, a, b), .. } => match (&**a, &**b) {
            (Expr::Local(x), Expr::Int(k)) if *x == on => Some(*k),
            _ => None,
        },
        _ => None,
    }
}

/// Rebuilds one chain with equal arms merged (the first arm of each group keeps its place,
/// which keeps the order in which the tests are made for the leaves that come first).
fn merge_chain(mut st: Stmt, on: Local, uses: &[usize], params: u32) -> Stmt {
    // Unroll the chain: its arms, then what follows the last test.
    let mut arms: Vec<(Vec<i64>, Vec<Stmt>)> = Vec::new();
    let rest: Vec<Stmt> = loop {
        let k = arm_value(&st, on).expect("a chain link");
        let Stmt::If { then, otherwise, .. } = st else { unreachable!() };
        arms.push((vec![k], then));
        match <[Stmt; 1]>::try_from(otherwise) {
            Ok([next]) if arm_value(&next, on).is_some() => st = next,
            Ok([other]) => break vec![other],
            Err(other) => break other,
        }
    };
    let mut groups: Vec<(Vec<i64>, Vec<Stmt>, Vec<Stmt>)> = Vec::new();
    for (values, then) in arms {
        let canon = canonical(&then, uses, params);
        match groups.iter_mut().find(|(_, _, c)| *c == canon) {
            Some((vs, _, _)) => vs.extend(values),
            None => groups.push((values, then, canon)),
        }
    }
    let mut rest = rest;
    merge_in(&mut rest, on, uses, params);
    let mut chain = rest;
    for (values, mut then, _) in groups.into_iter().rev() {
        merge_in(&mut then, on, uses, params);
        let cond = values
            .iter()
            .map(|&k| Expr::Local(on).eq(Expr::Int(k)))
            .reduce(Expr::or)
            .expect("a group has a value");
        chain = vec![Stmt::If { cond, then, otherwise: chain }];
    }
    chain.pop().expect("a chain has an arm")
}

/// `body` with the locals that only it uses renamed in order of first use, so that two arms
/// equal up to those names compare equal.
fn canonical(body: &[Stmt], uses: &[usize], params: u32) -> Vec<Stmt> {
    let mut here: HashMap<Local, usize> = HashMap::new();
    let mut copy = body.to_vec();
    for_each_local(&mut copy, &mut |l| *here.entry(*l).or_default() += 1);
    let mut renamed: HashMap<Local, Local> = HashMap::new();
    for_each_local(&mut copy, &mut |l| {
        if l.0 >= params && here[l] == uses[l.0 as usize] {
            let fresh = Local(u32::MAX - renamed.len() as u32);
            *l = *renamed.entry(*l).or_insert(fresh);
        }
    });
    copy
}

/// Visits every mention of a local in a body, in evaluation order.
fn for_each_local(body: &mut [Stmt], f: &mut impl FnMut(&mut Local)) {
    for st in body {
        match st {
            Stmt::Set(l, x) => {
                local_in_expr(x, f);
                f(l);
            }
            Stmt::Return(Some(x)) | Stmt::RemoveMove(x) => local_in_expr(x, f),
            Stmt::Store { index, value, .. } => {
                local_in_expr(index, f);
                local_in_expr(value, f);
            }
            Stmt::If { cond, then, otherwise } => {
                local_in_expr(cond, f);
                for_each_local(then, f);
                for_each_local(otherwise, f);
            }
            Stmt::Range { var, start, end, body } => {
                local_in_expr(start, f);
                local_in_expr(end, f);
                f(var);
                for_each_local(body, f);
            }
            Stmt::While { cond, body } => {
                local_in_expr(cond, f);
                for_each_local(body, f);
            }
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                for x in [from, to, level_from, level_to, kind, aux] {
                    local_in_expr(x, f);
                }
            }
            Stmt::Call { args, .. } => args.iter_mut().for_each(|x| local_in_expr(x, f)),
            Stmt::Break | Stmt::Continue | Stmt::Return(None) | Stmt::ClearMoves => {}
        }
    }
}

fn local_in_expr(x: &mut Expr, f: &mut impl FnMut(&mut Local)) {
    match x {
        Expr::Local(l) => f(l),
        Expr::Load { index, .. } | Expr::Table { index, .. } | Expr::Un(_, index) => {
            local_in_expr(index, f)
        }
        Expr::Bin(_, a, b) => {
            local_in_expr(a, f);
            local_in_expr(b, f);
        }
        Expr::Select(c, a, b) => {
            local_in_expr(c, f);
            local_in_expr(a, f);
            local_in_expr(b, f);
        }
        Expr::Call { args, .. } => args.iter_mut().for_each(|a| local_in_expr(a, f)),
        Expr::MoveAt(index, _) => local_in_expr(index, f),
        Expr::Int(_) | Expr::Move(_) | Expr::MovesLen => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel_ir::{FieldId, FuncKind};

    fn take(l: Local) -> Vec<Stmt> {
        vec![
            Stmt::Set(l, Expr::Local(Local(1))),
            Stmt::Store { field: FieldId(0), index: Expr::Local(l), value: Expr::Int(0) },
        ]
    }

    fn function(body: Vec<Stmt>, locals: usize) -> Function {
        Function {
            name: "apply".into(),
            kind: FuncKind::Mutate,
            params: 0,
            local_names: (0..locals).map(|i| format!("l{i}")).collect(),
            body,
        }
    }

    fn chain(arms: Vec<(i64, Vec<Stmt>)>) -> Vec<Stmt> {
        let mut chain = Vec::new();
        for (k, then) in arms.into_iter().rev() {
            chain = vec![Stmt::If {
                cond: Expr::Local(Local(0)).eq(Expr::Int(k)),
                then,
                otherwise: chain,
            }];
        }
        chain
    }

    #[test]
    fn arms_equal_up_to_their_own_locals_merge() {
        // Leaves 0 and 2 capture through their own scratch locals (2 and 4); leaf 1 differs.
        let mut f = function(
            chain(vec![
                (0, take(Local(2))),
                (1, vec![Stmt::Set(Local(3), Expr::Int(5))]),
                (2, take(Local(4))),
            ]),
            5,
        );
        merge_equal_arms(&mut f, Local(0));
        let leaf = |k| Expr::Local(Local(0)).eq(Expr::Int(k));
        assert_eq!(
            f.body,
            vec![Stmt::If {
                cond: leaf(0).or(leaf(2)),
                then: take(Local(2)),
                otherwise: vec![Stmt::If {
                    cond: leaf(1),
                    then: vec![Stmt::Set(Local(3), Expr::Int(5))],
                    otherwise: vec![],
                }],
            }]
        );
    }

    #[test]
    fn a_local_used_outside_its_arm_keeps_arms_apart() {
        // Local 2 is read after the dispatch: renaming it away in leaf 1 would change that read.
        let mut body = chain(vec![(0, take(Local(2))), (1, take(Local(4)))]);
        body.push(Stmt::Return(Some(Expr::Local(Local(2)))));
        let mut f = function(body.clone(), 5);
        merge_equal_arms(&mut f, Local(0));
        assert_eq!(f.body, body);
    }

    #[test]
    fn dispatches_inside_loops_are_left_alone() {
        let body = vec![Stmt::While {
            cond: Expr::Int(1),
            body: chain(vec![(0, take(Local(2))), (1, take(Local(4)))]),
        }];
        let mut f = function(body.clone(), 5);
        merge_equal_arms(&mut f, Local(0));
        assert_eq!(f.body, body);
    }
}
