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

use std::collections::{HashMap, HashSet};

use super::{walk_expr, walk_stmts, BinOp, Expr, Function, Local, Stmt};

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

/// Merges equal arms of every run of one-armed tests of one local, `if on == 1 { A } if on == 2
/// { B } ..`, in any function and inside loops: `forEach Piece` tests the kind of each of the
/// mover's pieces so, and the kinds of different players (`Queen1`, `Queen2`) move alike, so
/// each generator held every player's copy of the same moves (Amazons' `moves`: two slides).
///
/// No arm assigns `on`, so at most one arm of a run runs and their order does not matter. Arms
/// equal up to the renaming of locals that only they use become one, tested for all their
/// values. In a loop an arm may see its locals' values from an earlier iteration, and a merged
/// local would carry another arm's: arms merge only when each such local is written before it
/// is read on every path through the arm, so no arm ever sees an earlier value.
pub fn merge_exclusive_tests(f: &mut Function) {
    let mut uses = vec![0usize; f.num_locals()];
    for_each_local(&mut f.body, &mut |l| uses[l.0 as usize] += 1);
    merge_runs(&mut f.body, &uses, f.params);
}

/// Merges the runs of `body` and of every body nested in it. `uses` may count more uses than
/// are left after inner merges: fewer locals then count as an arm's own, which is safe.
fn merge_runs(body: &mut Vec<Stmt>, uses: &[usize], params: u32) {
    for st in body.iter_mut() {
        match st {
            Stmt::If { then, otherwise, .. } => {
                merge_runs(then, uses, params);
                merge_runs(otherwise, uses, params);
            }
            Stmt::Range { body, .. } | Stmt::While { body, .. } => merge_runs(body, uses, params),
            _ => {}
        }
    }
    let mut i = 0;
    while i < body.len() {
        let Some((on, _)) = one_armed_test(&body[i]) else {
            i += 1;
            continue;
        };
        let run =
            body[i..].iter().take_while(|st| one_armed_test(st).is_some_and(|(o, _)| o == on));
        let end = i + run.count();
        if end - i >= 2 {
            let merged = merge_run(body[i..end].to_vec(), on, uses, params);
            let len = merged.len();
            body.splice(i..end, merged);
            i += len;
        } else {
            i = end;
        }
    }
}

/// `(on, k)` when `st` is `if on == k { .. }` with no else.
fn one_armed_test(st: &Stmt) -> Option<(Local, i64)> {
    match st {
        Stmt::If { cond: Expr::Bin(BinOp::Eq, a, b), otherwise, .. } if otherwise.is_empty() => {
            match (&**a, &**b) {
                (Expr::Local(x), Expr::Int(k)) => Some((*x, *k)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// One run of tests of `on` with equal arms merged, each group where its first arm was.
fn merge_run(run: Vec<Stmt>, on: Local, uses: &[usize], params: u32) -> Vec<Stmt> {
    let mut values: Vec<i64> =
        run.iter().filter_map(|st| one_armed_test(st).map(|(_, k)| k)).collect();
    values.sort_unstable();
    values.dedup();
    let assigns_on = |then: &[Stmt]| {
        let mut found = false;
        walk_stmts(
            then,
            &mut |st| {
                found |= matches!(st, Stmt::Set(l, _) | Stmt::Range { var: l, .. } if *l == on)
            },
            &mut |_| {},
        );
        found
    };
    let arms: Vec<(i64, Vec<Stmt>)> = run
        .into_iter()
        .map(|st| {
            let k = one_armed_test(&st).expect("a test of the run").1;
            let Stmt::If { then, .. } = st else { unreachable!() };
            (k, then)
        })
        .collect();
    if values.len() < arms.len() || arms.iter().any(|(_, then)| assigns_on(then)) {
        return arms.into_iter().map(|(k, then)| test(on, &[k], then)).collect();
    }
    let mut groups: Vec<(Vec<i64>, Vec<Stmt>, Option<Vec<Stmt>>)> = Vec::new();
    for (k, then) in arms {
        // Whether every local of the arm's own is written before it is read, on every path
        // through it (a loop's body counts as possibly not run, a branch as possibly not taken).
        let own = own_locals(&then, uses, params);
        let canon = written_first(&then, &own, &mut HashSet::new()).then(|| canonical(&then, &own));
        match groups.iter_mut().find(|(_, _, c)| c.is_some() && *c == canon) {
            Some((ks, _, _)) => ks.push(k),
            None => groups.push((vec![k], then, canon)),
        }
    }
    groups.into_iter().map(|(ks, then, _)| test(on, &ks, then)).collect()
}

/// `if on == k1 || on == k2 .. { then }`.
fn test(on: Local, values: &[i64], then: Vec<Stmt>) -> Stmt {
    let cond = values
        .iter()
        .map(|&k| Expr::Local(on).eq(Expr::Int(k)))
        .reduce(Expr::or)
        .expect("a test has a value");
    Stmt::If { cond, then, otherwise: vec![] }
}

/// The locals that only `body` uses (of the function whose mentions of each local `uses`
/// counts), not parameters.
fn own_locals(body: &[Stmt], uses: &[usize], params: u32) -> HashSet<Local> {
    let mut here: HashMap<Local, usize> = HashMap::new();
    for_each_local(&mut body.to_vec(), &mut |l| *here.entry(*l).or_default() += 1);
    here.into_iter()
        .filter(|&(l, n)| l.0 >= params && n == uses[l.0 as usize])
        .map(|(l, _)| l)
        .collect()
}

/// Whether `body`, entered with the locals of `own` in `written` written, reads none of `own`
/// before writing it; `written` becomes the ones written on every path through it.
fn written_first(body: &[Stmt], own: &HashSet<Local>, written: &mut HashSet<Local>) -> bool {
    let reads_ok = |x: &Expr, written: &HashSet<Local>| {
        let mut ok = true;
        walk_expr(x, &mut |e| {
            if let Expr::Local(l) = e {
                ok &= !own.contains(l) || written.contains(l);
            }
        });
        ok
    };
    for st in body {
        let ok = match st {
            Stmt::Set(l, x) => {
                let ok = reads_ok(x, written);
                written.insert(*l);
                ok
            }
            Stmt::Return(Some(x)) | Stmt::RemoveMove(x) => reads_ok(x, written),
            Stmt::Store { index, value, .. } => {
                reads_ok(index, written) && reads_ok(value, written)
            }
            Stmt::If { cond, then, otherwise } => {
                let (mut a, mut b) = (written.clone(), written.clone());
                let ok = reads_ok(cond, written)
                    && written_first(then, own, &mut a)
                    && written_first(otherwise, own, &mut b);
                written.extend(a.intersection(&b).copied().collect::<Vec<_>>());
                ok
            }
            Stmt::Range { var, start, end, body } => {
                let mut inside = written.clone();
                inside.insert(*var);
                reads_ok(start, written)
                    && reads_ok(end, written)
                    && written_first(body, own, &mut inside)
            }
            Stmt::While { cond, body } => {
                reads_ok(cond, written) && written_first(body, own, &mut written.clone())
            }
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                [from, to, level_from, level_to, kind, aux].iter().all(|x| reads_ok(x, written))
            }
            Stmt::Call { args, .. } => args.iter().all(|x| reads_ok(x, written)),
            Stmt::Break | Stmt::Continue | Stmt::Return(None) | Stmt::ClearMoves => true,
        };
        if !ok {
            return false;
        }
    }
    true
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
        let canon = canonical(&then, &own_locals(&then, uses, params));
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

/// `body` with its own locals (`own`, see [`own_locals`]) renamed in order of first use, so
/// that two arms equal up to those names compare equal.
fn canonical(body: &[Stmt], own: &HashSet<Local>) -> Vec<Stmt> {
    let mut copy = body.to_vec();
    let mut renamed: HashMap<Local, Local> = HashMap::new();
    for_each_local(&mut copy, &mut |l| {
        if own.contains(l) {
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

    /// `if l0 == k { then }`, one test of a run.
    fn one_armed(k: i64, then: Vec<Stmt>) -> Stmt {
        Stmt::If { cond: Expr::Local(Local(0)).eq(Expr::Int(k)), then, otherwise: vec![] }
    }

    fn in_loop(body: Vec<Stmt>) -> Vec<Stmt> {
        vec![Stmt::While { cond: Expr::Local(Local(1)).ne(Expr::Int(0)), body }]
    }

    #[test]
    fn a_run_of_tests_in_a_loop_merges_arms_that_write_their_locals_first() {
        // The kinds of two players' pieces: equal moves through their own locals 2 and 4.
        let mut f =
            function(in_loop(vec![one_armed(1, take(Local(2))), one_armed(2, take(Local(4)))]), 5);
        merge_exclusive_tests(&mut f);
        let kind = |k| Expr::Local(Local(0)).eq(Expr::Int(k));
        let merged =
            Stmt::If { cond: kind(1).or(kind(2)), then: take(Local(2)), otherwise: vec![] };
        assert_eq!(f.body, in_loop(vec![merged]));
    }

    #[test]
    fn an_arm_reading_its_local_before_writing_it_in_a_loop_stays_apart() {
        // Arm 1 reads local 2 from its previous run: arm 2's merged run would change it.
        let reads_first = |own: Local| {
            let mut body = vec![Stmt::Store {
                field: FieldId(1),
                index: Expr::Int(0),
                value: Expr::Local(own),
            }];
            body.extend(take(own));
            body
        };
        let body =
            in_loop(vec![one_armed(1, reads_first(Local(2))), one_armed(2, reads_first(Local(4)))]);
        let mut f = function(body.clone(), 5);
        merge_exclusive_tests(&mut f);
        assert_eq!(f.body, body);
    }

    #[test]
    fn arms_that_change_the_tested_local_stay_apart() {
        // Arm 1 sets l0 to 2, so arm 2 runs after it: the tests are not exclusive.
        let mut arm = take(Local(2));
        arm.push(Stmt::Set(Local(0), Expr::Int(2)));
        let mut arm2 = take(Local(4));
        arm2.push(Stmt::Set(Local(0), Expr::Int(2)));
        let body = vec![one_armed(1, arm), one_armed(2, arm2)];
        let mut f = function(body.clone(), 5);
        merge_exclusive_tests(&mut f);
        assert_eq!(f.body, body);
    }
}
