//! What a state-driven expression reads and calls (for `state_rules`): which conditions may
//! move out of the target loop, which nest a search, which read a parameter.

use crate::game_ir::state_rules::{Binding, Expr as E, Func};

/// Whether an expression calls a function.
pub(super) fn mentions(e: &E, f: Func) -> bool {
    match e {
        E::Call(g, args) => *g == f || args.iter().any(|a| mentions(a, f)),
        E::EntityKind(x)
        | E::EntityOwner(x)
        | E::EntityAttr(x, _)
        | E::PlayerAttr(x, _)
        | E::At(x) => mentions(x, f),
        E::After(_, c) => mentions(c, f),
        _ => false,
    }
}

/// The conditions before the first that nests a search (`can_target`, `no_legal_actions`,
/// `after`): conditions are tried in order, so only these may be relied on to reject a start or
/// a target without changing which nested searches run (and may fault).
pub(super) fn before_nesting(conditions: &[E]) -> &[E] {
    let nests = |c: &E| {
        mentions(c, Func::CanTarget)
            || mentions(c, Func::NoLegalActions)
            || reads(c, |x| matches!(x, E::After(..)))
    };
    &conditions[..conditions.iter().position(nests).unwrap_or(conditions.len())]
}

/// Whether an expression reads `target` or a parameter (the interpreter's split, kept exactly:
/// conditions are tried in order, so only a prefix moves out of the target loop).
pub(super) fn reads_target(e: &E) -> bool {
    reads(e, |x| matches!(x, E::Bound(Binding::Target) | E::Param(_)))
}

/// Whether an expression reads a parameter.
pub(super) fn reads_param(e: &E) -> bool {
    reads(e, |x| matches!(x, E::Param(_)))
}

/// Whether `hit` accepts a part of an expression (`after(...)` counts as read: its effects
/// are not looked into).
pub(super) fn reads(e: &E, hit: fn(&E) -> bool) -> bool {
    match e {
        _ if hit(e) => true,
        E::After(..) => true,
        E::Const(_) | E::Bound(_) | E::Var(_) | E::Param(_) => false,
        E::EntityKind(x)
        | E::EntityOwner(x)
        | E::EntityAttr(x, _)
        | E::PlayerAttr(x, _)
        | E::At(x) => reads(x, hit),
        E::Call(_, args) => args.iter().any(|a| reads(a, hit)),
    }
}
