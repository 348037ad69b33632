//! Hidden information of state-driven rules in the Kernel IR (for `state_rules`): the
//! interpreter's description of a JSON state (`interp::state_hidden`) as the kernel's
//! [`HiddenMeta`], over the `slots` field that mirrors the interpreter's slots.
//!
//! The history: the kernel's `apply` records the mover's move in an `I64` field by player
//! (`kernel_ir::hidden::record_history_in_apply`, as every kernel with hidden information), and
//! the end of every entry copies it into the two history slots per player that the
//! interpreter's state has (low half, then high half), as the mover and the ranks are copied
//! the other way: the slots stay the interpreter's state exactly, and the state strings the
//! differential tests compare show the histories.

use super::builder::*;
use crate::interp::state_hidden::StateHidden;
use crate::kernel_ir::hidden::{HiddenMeta, LocPart};
use crate::kernel_ir::{BinOp, Expr, FieldId, FuncId, Stmt};

/// The kernel's hidden information: locations are the positions, part `i` of position `p` is
/// `slots[p * stride + i]`, the masks are static, the public values are slots.
pub(super) fn meta(
    h: &StateHidden,
    slots: FieldId,
    history: FieldId,
    resync: FuncId,
) -> HiddenMeta {
    HiddenMeta {
        locations: h.positions,
        parts: h
            .parts
            .iter()
            .enumerate()
            .map(|(i, &part)| LocPart { field: slots, first: i, stride: h.stride, group: 1, part })
            .collect(),
        static_masks: h.masks.clone(),
        flags: None,
        history,
        public: h.public.iter().map(|&s| (slots, s)).collect(),
        resync: Some(resync),
    }
}

/// Copies the history field into the interpreter's history slots.
pub(super) fn history_to_slots(h: &StateHidden, slots: FieldId, history: FieldId) -> Vec<Stmt> {
    (0..h.num_players)
        .flat_map(|q| {
            let value = Expr::load(history, int(q as i64));
            let at = (h.history + 2 * q) as i64;
            [
                store(slots, int(at), value.clone()),
                store(slots, int(at + 1), Expr::bin(BinOp::Shr, value, int(32))),
            ]
        })
        .collect()
}
