//! Value numbering for the translation: the Cranelift value of every computation already made
//! where the code being translated runs, so that the same computation is not made again.
//!
//! The lowering pastes expressions wherever a rule uses them (a destination under every test of
//! it, a guard's operand again in the access it guards), and the kernel's own common
//! subexpression pass (`kernel_ir::cse`) binds only what a statement evaluates unconditionally.
//! The rest reached Cranelift as thousands of copies of the same loads, bounds checks and
//! arithmetic: a dice race game's `apply` (Ghingskoot) took seconds to compile, all of it
//! spent on instructions the optimiser then merged again.
//!
//! Keys are made of Cranelift values, not of kernel expressions: a local read gives the same
//! value until it is assigned (the SSA builder sees to that), so assignments need no tracking.
//! Two things can make a cached value wrong, and both are handled here:
//! - **memory**: a load's key holds its field's *generation*, which every store into the field
//!   (and every call that may write the state) bumps, so a load made before the write is never
//!   found after it; a pure call's key holds the generation of the whole state, which every
//!   write bumps; the move buffer has a generation of its own (pushes, clears, removals);
//! - **dominance**: a value may be used only in blocks its definition dominates. The
//!   translation is structured: the code of a branch, a loop body, an inlined call or the later
//!   operands of `&&`/`||` runs in blocks that do not dominate the code after it. The
//!   translation takes a [`ValueCache::mark`] before such a region and [`ValueCache::pop`]s back
//!   to it after, forgetting everything cached inside. A loop's header is entered again after
//!   its body ran, so the generations its body bumps are bumped before the loop is entered.

use rustc_hash::FxHashMap;

use cranelift_codegen::ir::Value;

use crate::kernel_ir::{BinOp, MoveField, UnOp};

/// An operand of a cached computation: a known constant (the translation makes one `iconst`
/// per block and value, so equal constants of different blocks are different values), or a
/// value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Operand {
    Const(i64),
    Value(Value),
}

/// A computation whose result is cached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Key {
    /// `field[index]`, at the field's generation.
    Load {
        field: u32,
        generation: u32,
        index: Operand,
    },
    /// `table[index]`: tables never change.
    Table {
        table: u32,
        index: Operand,
    },
    /// `index` is known to lie within `0..len` (its bounds check passed).
    InBounds {
        index: Operand,
        len: u64,
    },
    /// An arithmetic, bitwise or comparison operation, widened to `i64`.
    Bin {
        op: BinOp,
        a: Operand,
        b: Operand,
    },
    /// A comparison as the `i8` flag that conditions branch on.
    Flag {
        op: BinOp,
        a: Operand,
        b: Operand,
    },
    Un {
        op: UnOp,
        a: Operand,
    },
    /// A field of the move being applied (it never changes during a call).
    Move(MoveField),
    /// The result of a call to a pure function (`Plan::pure`) with these arguments (missing
    /// ones 0, as the callee sees them), at the state generation: the lowering calls the same
    /// query several times in one expression (a zone's size, tested and then used), and an
    /// inlined query is a loop Cranelift cannot merge with its copy.
    Call {
        func: u32,
        args: [Operand; CALL_ARGS],
        state: u32,
    },
    /// The length of the buffer at `buf`, at the buffer generation.
    MovesLen {
        buf: Value,
        generation: u32,
    },
    /// A field of the move at `index` of the buffer at `buf`, at the buffer generation.
    MoveAt {
        buf: Value,
        index: Operand,
        field: MoveField,
        generation: u32,
    },
}

/// Most arguments of a call whose result is cached.
pub(super) const CALL_ARGS: usize = 4;

/// See the module doc.
pub(super) struct ValueCache {
    map: FxHashMap<Key, Value>,
    /// The keys in the order they were cached, for [`ValueCache::pop`].
    log: Vec<Key>,
    /// Each state field's generation.
    fields: Vec<u32>,
    /// The state's generation: bumped by a write into any field.
    state: u32,
    /// The move buffers' generation.
    moves: u32,
}

/// A point to [`ValueCache::pop`] back to.
#[derive(Clone, Copy)]
pub(super) struct Mark(usize);

impl ValueCache {
    pub fn new(fields: usize) -> ValueCache {
        ValueCache {
            map: FxHashMap::default(),
            log: Vec::new(),
            fields: vec![0; fields],
            state: 0,
            moves: 0,
        }
    }

    pub fn get(&self, key: &Key) -> Option<Value> {
        self.map.get(key).copied()
    }

    /// Records that `value` is the result of `key` here (and in the code this code dominates,
    /// until a pop forgets it).
    pub fn insert(&mut self, key: Key, value: Value) {
        if self.map.insert(key, value).is_none() {
            self.log.push(key);
        }
    }

    pub fn mark(&self) -> Mark {
        Mark(self.log.len())
    }

    /// Forgets what was cached since `mark`: the code after does not run in blocks that code
    /// dominates. (What was made stale since stays stale: generations only grow.)
    pub fn pop(&mut self, mark: Mark) {
        for key in self.log.drain(mark.0..) {
            self.map.remove(&key);
        }
    }

    pub fn field_generation(&self, field: u32) -> u32 {
        self.fields[field as usize]
    }

    pub fn state_generation(&self) -> u32 {
        self.state
    }

    pub fn moves_generation(&self) -> u32 {
        self.moves
    }

    /// A store into `field`.
    pub fn wrote_field(&mut self, field: u32) {
        self.fields[field as usize] += 1;
        self.state += 1;
    }

    /// A call that may write any field.
    pub fn wrote_state(&mut self) {
        self.fields.iter_mut().for_each(|g| *g += 1);
        self.state += 1;
    }

    /// A push, clear or removal in a move buffer.
    pub fn wrote_moves(&mut self) {
        self.moves += 1;
    }
}
