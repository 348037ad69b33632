//! Loops that copy a run of one state field into another, which back ends translate as one
//! block copy.
//!
//! Lowered kernels save and restore whole fields (the JSON specs' stack of state copies, the
//! copies `(do .. ifAfterwards:..)` tests its move on: `for i in 0..n { saved[at + i] =
//! slots[i] }` and back, once per candidate move). Element by element, each iteration is a
//! load, a bounds check, a store and the loop's own test (LLVM cannot merge them: a check may
//! fail half-way through the stores); as a block copy it is one check per side and a `memcpy`.
//! The JIT and the Rust back end both recognise the loop here, so they agree on which loops
//! are copies.

use super::{walk_expr, BinOp, Expr, FieldId, Local, StateLayout, Stmt};

/// `for var in start..end { dst[dst_base + var] = src[src_base + var] }` (a missing base is 0).
#[derive(Debug, PartialEq)]
pub(crate) struct FieldCopy<'a> {
    pub dst: FieldId,
    pub dst_base: Option<&'a Expr>,
    pub src: FieldId,
    pub src_base: Option<&'a Expr>,
    pub start: i64,
    pub end: i64,
}

impl FieldCopy<'_> {
    /// Elements copied (at least 1).
    pub fn count(&self) -> usize {
        (self.end - self.start) as usize
    }
}

/// The copy a `Range` loop performs, if it is exactly one.
///
/// The element-by-element loop and the block copy agree when: the bounds are constants and the
/// loop runs; both fields have the same element type (the copy is then byte-exact: a load
/// sign- or zero-extends what the store truncates back); the fields do not overlap (so no store
/// changes a later load); and the bases neither mention the loop variable, nor call, nor read
/// the field written, so they have one value throughout the loop.
pub(crate) fn field_copy<'a>(
    state: &StateLayout,
    var: Local,
    start: &Expr,
    end: &Expr,
    body: &'a [Stmt],
) -> Option<FieldCopy<'a>> {
    let (&Expr::Int(start), &Expr::Int(end)) = (start, end) else { return None };
    let [Stmt::Store {
        field: dst,
        index: dst_index,
        value: Expr::Load { field: src, index: src_index },
    }] = body
    else {
        return None;
    };
    if end <= start || dst == src {
        return None;
    }
    let (d, s) = (state.field(*dst), state.field(*src));
    let overlap =
        d.offset < s.offset + s.len * s.ty.size() && s.offset < d.offset + d.len * d.ty.size();
    let count = (end - start) as usize;
    if d.ty != s.ty || overlap || count > d.len || count > s.len {
        return None;
    }
    let invariant = |base: &Expr| {
        let mut ok = true;
        walk_expr(base, &mut |e| match e {
            Expr::Local(l) if *l == var => ok = false,
            Expr::Call { .. } => ok = false,
            Expr::Load { field, .. } if field == dst => ok = false,
            _ => {}
        });
        ok
    };
    let dst_base = offset_from(dst_index, &var)?;
    let src_base = offset_from(src_index, &var)?;
    if !dst_base.is_none_or(invariant) || !src_base.is_none_or(invariant) {
        return None;
    }
    Some(FieldCopy { dst: *dst, dst_base, src: *src, src_base, start, end })
}

/// `var` → no base; `base + var` or `var + base` → the base.
fn offset_from<'a>(index: &'a Expr, var: &Local) -> Option<Option<&'a Expr>> {
    let is_var = |e: &Expr| matches!(e, Expr::Local(l) if l == var);
    match index {
        e if is_var(e) => Some(None),
        Expr::Bin(BinOp::Add, a, b) if is_var(b) => Some(Some(a)),
        Expr::Bin(BinOp::Add, a, b) if is_var(a) => Some(Some(b)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel_ir::Elem;

    fn check(body: &[Stmt], k: &StateLayout) -> bool {
        field_copy(k, Local(0), &Expr::Int(0), &Expr::Int(4), body).is_some()
    }

    #[test]
    fn only_exact_copies_between_distinct_fields_are_recognised() {
        let mut state = StateLayout::default();
        let a = state.add("a", Elem::I32, 8);
        let b = state.add("b", Elem::I32, 8);
        let c = state.add("c", Elem::I16, 8);
        let k = state;
        let i = || Expr::Local(Local(0));
        let copy = |dst, di: Expr, src, si: Expr| {
            vec![Stmt::Store { field: dst, index: di, value: Expr::load(src, si) }]
        };
        let base = || Expr::scalar(b).mul(Expr::Int(2));
        assert!(check(&copy(a, base().add(i()), b, i()), &k));
        assert!(check(&copy(a, i(), b, i().add(Expr::Int(3))), &k));
        // Within one field, across element types, or a base that the stores change, that
        // varies with the loop or that calls: the loop stays a loop.
        assert!(!check(&copy(a, i().add(Expr::Int(1)), a, i()), &k));
        assert!(!check(&copy(a, i(), c, i()), &k));
        assert!(!check(&copy(b, Expr::scalar(b).add(i()), a, i()), &k));
        assert!(!check(&copy(a, i().add(i()), b, i()), &k));
        assert!(!check(&copy(a, i().mul(Expr::Int(2)), b, i()), &k));
        let call = Expr::Call { func: crate::kernel_ir::FuncId(0), args: vec![] };
        assert!(!check(&copy(a, call.add(i()), b, i()), &k));
        // More elements than a field holds, or a body doing more than the copy.
        assert!(
            field_copy(&k, Local(0), &Expr::Int(0), &Expr::Int(9), &copy(a, i(), b, i())).is_none()
        );
        let mut two = copy(a, i(), b, i());
        two.push(Stmt::Break);
        assert!(!check(&two, &k));
    }
}
