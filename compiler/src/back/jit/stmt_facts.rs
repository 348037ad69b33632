//! What each statement, nested ones included, assigns and reads, and whether it loops.
//!
//! The translation asks this of a statement at every level of nesting that contains it (to
//! widen the ranges of what a branch or loop assigns, to pin values before loops): walking the
//! subtree each time made the work quadratic in the nesting depth, about a tenth of Chess's
//! compile time (its `apply` nests a dozen levels of `else if`). Here each statement is walked
//! once, from the facts of the statements it contains.

use rustc_hash::FxHashMap;

use crate::kernel_ir::{walk_expr, Expr, Stmt};

/// A set of local indices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct LocalSet(Vec<u64>);

impl LocalSet {
    fn insert(&mut self, l: usize) {
        if self.0.len() <= l / 64 {
            self.0.resize(l / 64 + 1, 0);
        }
        self.0[l / 64] |= 1 << (l % 64);
    }

    pub fn contains(&self, l: usize) -> bool {
        self.0.get(l / 64).is_some_and(|w| w & (1 << (l % 64)) != 0)
    }

    fn union(&mut self, other: &LocalSet) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }

    /// The locals, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(i, &w)| (0..64).filter(move |b| w & (1 << b) != 0).map(move |b| i * 64 + b))
    }

    fn reads_of(&mut self, e: &Expr) {
        walk_expr(e, &mut |x| {
            if let Expr::Local(l) = x {
                self.insert(l.0 as usize);
            }
        });
    }
}

/// What one statement does, nested statements included.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Facts {
    /// The locals it assigns (`Set`, a `Range`'s variable).
    pub assigned: LocalSet,
    /// The locals it reads.
    pub reads: LocalSet,
    /// It contains a `while`, or a `for` of more than one iteration.
    pub loops: bool,
}

impl Facts {
    fn add(&mut self, other: &Facts) {
        self.assigned.union(&other.assigned);
        self.reads.union(&other.reads);
        self.loops |= other.loops;
    }
}

/// The facts of the statements of one function's translation, each computed once.
#[derive(Default)]
pub(super) struct StmtFacts {
    // Keyed by address: the kernel is borrowed, unchanged, for the whole translation.
    memo: FxHashMap<*const Stmt, Facts>,
}

impl StmtFacts {
    /// The facts of `s`.
    pub fn of(&mut self, s: &Stmt) -> &Facts {
        let key = s as *const Stmt;
        if !self.memo.contains_key(&key) {
            let facts = self.compute(s);
            self.memo.insert(key, facts);
        }
        &self.memo[&key]
    }

    /// The facts of a sequence of statements.
    pub fn of_all(&mut self, body: &[Stmt]) -> Facts {
        let mut out = Facts::default();
        for s in body {
            out.add(self.of(s));
        }
        out
    }

    fn compute(&mut self, s: &Stmt) -> Facts {
        let mut f = Facts::default();
        match s {
            Stmt::Set(l, e) => {
                f.assigned.insert(l.0 as usize);
                f.reads.reads_of(e);
            }
            Stmt::Store { index, value, .. } => {
                f.reads.reads_of(index);
                f.reads.reads_of(value);
            }
            Stmt::If { cond, then, otherwise } => {
                f.reads.reads_of(cond);
                f.add(&self.of_all(then));
                f.add(&self.of_all(otherwise));
            }
            Stmt::Range { var, start, end, body } => {
                f.assigned.insert(var.0 as usize);
                f.reads.reads_of(start);
                f.reads.reads_of(end);
                f.loops = !matches!((start, end), (Expr::Int(a), Expr::Int(b)) if *b <= a + 1);
                f.add(&self.of_all(body));
            }
            Stmt::While { cond, body } => {
                f.loops = true;
                f.reads.reads_of(cond);
                f.add(&self.of_all(body));
            }
            Stmt::Break | Stmt::Continue | Stmt::ClearMoves => {}
            Stmt::RemoveMove(e) => f.reads.reads_of(e),
            Stmt::Return(e) => {
                if let Some(e) = e {
                    f.reads.reads_of(e);
                }
            }
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                for e in [from, to, level_from, level_to, kind, aux] {
                    f.reads.reads_of(e);
                }
            }
            Stmt::Call { args, .. } => args.iter().for_each(|a| f.reads.reads_of(a)),
        }
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::back::jit::{assigned_locals, visit, Node};
    use crate::kernel_ir::{BinOp, Local};

    /// The facts agree with walking each statement's subtree, on nested statements.
    #[test]
    fn facts_agree_with_walking_the_subtree() {
        let l = |i: u32| Expr::Local(Local(i));
        let set = |i: u32, e: Expr| Stmt::Set(Local(i), e);
        let add = |a: Expr, b: Expr| Expr::Bin(BinOp::Add, Box::new(a), Box::new(b));
        let inner = Stmt::While { cond: l(70), body: vec![set(3, add(l(4), l(130))), Stmt::Break] };
        let body = vec![
            set(1, l(2)),
            Stmt::If {
                cond: l(5),
                then: vec![Stmt::Range {
                    var: Local(6),
                    start: Expr::Int(0),
                    end: Expr::Int(1),
                    body: vec![inner.clone(), set(65, Expr::Int(0))],
                }],
                otherwise: vec![Stmt::Return(Some(l(7)))],
            },
            Stmt::Range { var: Local(8), start: Expr::Int(0), end: l(9), body: vec![] },
        ];
        let mut facts = StmtFacts::default();
        for s in body.iter().chain([&inner]) {
            let got = facts.of(s).clone();
            let mut assigned = assigned_locals(std::slice::from_ref(s));
            assigned.sort();
            assigned.dedup();
            assert_eq!(got.assigned.iter().collect::<Vec<_>>(), assigned, "{s:?}");
            let mut reads = Vec::new();
            let mut loops = false;
            visit(std::slice::from_ref(s), &mut |n| match n {
                Node::Expr(Expr::Local(l)) => reads.push(l.0 as usize),
                Node::Stmt(Stmt::While { .. }) => loops = true,
                Node::Stmt(Stmt::Range { start, end, .. }) => {
                    loops |= !matches!((start, end), (Expr::Int(a), Expr::Int(b)) if *b <= a + 1)
                }
                _ => {}
            });
            reads.sort();
            reads.dedup();
            assert_eq!(got.reads.iter().collect::<Vec<_>>(), reads, "{s:?}");
            assert_eq!(got.loops, loops, "{s:?}");
        }
        assert!(facts.of(&body[1]).loops && !facts.of(&body[0]).loops && facts.of(&body[2]).loops);
        assert_eq!(facts.of_all(&body).assigned.iter().collect::<Vec<_>>(), [1, 3, 6, 8, 65]);
    }
}
