//! Work counts: the stages whose cost grows with the input (building a board's lines, expanding
//! defines, generating moves in the interpreter) charge the units of work they do to a
//! per-thread counter. Nothing limits it by default. A caller that must bound a run
//! deterministically — the fuzz test, which may not depend on the machine's speed — sets a
//! [`budget`]: past it, the charging stage unwinds with [`OverBudget`], so that an input that
//! would take too long (or forever) is stopped after the same amount of work on any machine.
//!
//! A unit is roughly one step of an inner loop (a site added to a line, a candidate move tried);
//! charges are coarse (once per line, per move list), so that counting costs nothing measurable.

use std::cell::Cell;

thread_local! {
    static SPENT: Cell<u64> = const { Cell::new(0) };
    static LIMIT: Cell<u64> = const { Cell::new(u64::MAX) };
}

/// The payload a run over its budget unwinds with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    pub spent: u64,
    pub limit: u64,
}

/// Charges `units` of work to this thread, unwinding with [`OverBudget`] past the budget.
#[inline]
pub fn charge(units: u64) {
    let spent = SPENT.with(|s| {
        let v = s.get().saturating_add(units);
        s.set(v);
        v
    });
    let limit = LIMIT.with(Cell::get);
    if spent > limit {
        over(spent, limit)
    }
}

#[cold]
#[inline(never)]
fn over(spent: u64, limit: u64) -> ! {
    // No panic hook (nothing printed): the caller that set the budget expects this.
    std::panic::resume_unwind(Box::new(OverBudget { spent, limit }))
}

/// The work charged on this thread since the last [`budget`] (or since it started).
pub fn spent() -> u64 {
    SPENT.with(Cell::get)
}

/// Starts counting afresh on this thread, with at most `limit` units (`None`: no limit).
pub fn budget(limit: Option<u64>) {
    SPENT.with(|s| s.set(0));
    LIMIT.with(|l| l.set(limit.unwrap_or(u64::MAX)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_past_its_budget_unwinds_with_the_counts() {
        budget(Some(10));
        charge(4);
        charge(6);
        assert_eq!(spent(), 10);
        let r = std::panic::catch_unwind(|| charge(1)).unwrap_err();
        assert_eq!(r.downcast_ref::<OverBudget>(), Some(&OverBudget { spent: 11, limit: 10 }));
        budget(None);
        charge(u64::MAX);
        charge(5);
        assert_eq!(spent(), u64::MAX);
    }
}
