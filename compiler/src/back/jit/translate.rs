//! One kernel function → one Cranelift function (see the module doc of `jit` for the calling
//! convention and the bounds checks).

use rustc_hash::FxHashMap as HashMap;
use std::mem::offset_of;

use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I16, I32, I64, I8};
use cranelift_codegen::ir::{
    Block, BlockArg, FuncRef, InstBuilder, MemFlagsData, StackSlot, StackSlotData, StackSlotKind,
    Value,
};
use cranelift_codegen::isa::TargetFrontendConfig;
use cranelift_frontend::{FunctionBuilder, Variable};
use ludemic_runtime::RawMove;

use super::ranges::{self, Range};
use super::stmt_facts::StmtFacts;
use super::value_cache::{Key, Operand, ValueCache, CALL_ARGS};
use super::{
    const_in, Ctx, MoveBuf, Plan, FAULT_FUEL, FAULT_OVERFLOW, FAULT_PUSH_OUTSIDE_LEGAL,
    FAULT_STATE, FAULT_TABLE,
};
use crate::kernel_ir::copy::{self, FieldCopy};
use crate::kernel_ir::{
    eval, BinOp, Elem, Expr, FieldId, FuncId, Kernel, Local, MoveField, Stmt, TableId, UnOp,
};

/// Translates function `id` into the builder's function.
pub(super) fn function(
    k: &Kernel,
    plan: &Plan,
    id: FuncId,
    refs: &HashMap<u32, FuncRef>,
    mut b: FunctionBuilder<'_>,
    target: TargetFrontendConfig,
) {
    let f = &k.functions[id.0 as usize];
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    let arity = plan.arity[id.0 as usize];
    let mut locals = Vec::new();
    // One zero for every local that is not a parameter (each its own `iconst` made a third of
    // the instructions of big functions constants, which Cranelift then had to merge).
    let zero = (plan.locals[id.0 as usize] > arity).then(|| b.ins().iconst(I64, 0));
    for i in 0..plan.locals[id.0 as usize] {
        let var = b.declare_var(I64);
        let init =
            if i < arity { params[3 + i] } else { zero.expect("a local past the parameters") };
        b.def_var(var, init);
        locals.push(var);
    }
    let own_len = uses_own_buffer(k, plan, id.0 as usize).then(|| {
        let var = b.declare_var(I64);
        let len = b.ins().load(I64, OWN, params[2], BUF_LEN);
        b.def_var(var, len);
        var
    });
    let mut tx = Tx {
        k,
        plan,
        func: id.0 as usize,
        ranges: plan.local_ranges[id.0 as usize].clone(),
        range_log: Vec::new(),
        refs,
        b,
        ctx: params[0],
        state: params[1],
        buf: params[2],
        own_buf: params[2],
        own_len,
        locals,
        target,
        loops: Vec::new(),
        exit: None,
        bounds_faults: HashMap::default(),
        push_fault: None,
        callee_fault: None,
        fuel_fault: None,
        const_block: None,
        consts: HashMap::default(),
        known: SecondaryMap::new(),
        facts: StmtFacts::default(),
        spare: Vec::new(),
        cache: ValueCache::new(k.state.fields.len()),
        pin_slot: None,
    };
    if tx.block(&f.body) {
        tx.ret(None);
    }
    tx.fault_blocks();
    tx.b.seal_all_blocks();
    tx.b.finalize(target);
}

/// State accesses: never trap (checked), unaligned (a `Box<[u8]>` has no alignment).
const STATE: MemFlagsData = MemFlagsData::new().with_notrap();
/// `Ctx`, `MoveBuf`, move buffer: ours, aligned.
const OWN: MemFlagsData = MemFlagsData::trusted();

const MV: i32 = offset_of!(Ctx, mv) as i32;
const FAULT: i32 = offset_of!(Ctx, fault) as i32;
const FAULT_WHAT: i32 = offset_of!(Ctx, fault_what) as i32;
const FAULT_INDEX: i32 = offset_of!(Ctx, fault_index) as i32;
const BUF_PTR: i32 = offset_of!(MoveBuf, ptr) as i32;
const BUF_LEN: i32 = offset_of!(MoveBuf, len) as i32;
const BUF_CAP: i32 = offset_of!(MoveBuf, cap) as i32;
const NONE_BUF: i64 = offset_of!(Ctx, none) as i64;

/// Most reads at a variable index an eagerly evaluated operand may make (see `Tx::pure`): a
/// read in bounds is cheaper than a branch around it, many reads that are usually not needed
/// are not.
const EAGER_READS: usize = 2;

/// Most work (see `Tx::eager_cost`) the operands of an `&&`/`||` chain may add between two of
/// its branches: operands that are usually not needed (a chain of tests of which the first
/// usually decides) cost their whole work every time when evaluated eagerly, while a branch
/// that is usually taken the same way costs about one instruction. Left-nested chains of
/// cheap operands (`a && b && c && ...`) made Chess (JSON)'s `can_target` compute most of its
/// tests eagerly when each one alone was allowed.
const EAGER_CHAIN_COST: usize = 4;

struct Tx<'a, 'f> {
    k: &'a Kernel,
    plan: &'a Plan,
    /// The kernel function whose body is being translated (the inlined one, inside a call).
    func: usize,
    /// The ranges of its locals where the code being translated runs: the function's own
    /// (`Plan::local_ranges`), narrowed by what is known to hold there (see [`Tx::block`]).
    ranges: Vec<Range>,
    /// The ranges `ranges` held before each narrowing still in force, latest last, for
    /// restoring them where it ends.
    range_log: Vec<(usize, Range)>,
    refs: &'a HashMap<u32, FuncRef>,
    b: FunctionBuilder<'f>,
    ctx: Value,
    state: Value,
    buf: Value,
    /// The function's own move buffer (its parameter; `buf` is another one inside an inlined
    /// query) and, where the function touches it, the variable its length is kept in while the
    /// function runs: a push is then a compare and a store, not a load, a store and a load of
    /// the length again at the next push, a chain of memory round trips through the loops that
    /// push move after move. The length is written back before a call passing the buffer
    /// (and read again after it) and before returning; a fault leaves it stale, which nothing
    /// reads (the caller retries or panics).
    own_buf: Value,
    own_len: Option<Variable>,
    locals: Vec<Variable>,
    target: TargetFrontendConfig,
    /// Innermost last: (continue target, break target).
    loops: Vec<(Block, Block)>,
    /// Inside an inlined function: the block its returns jump to, with the result.
    exit: Option<Block>,
    /// Cold blocks filled in at the end (the builder cannot leave a block half-built).
    bounds_faults: HashMap<(u32, u32), Block>,
    push_fault: Option<Block>,
    callee_fault: Option<Block>,
    fuel_fault: Option<Block>,
    /// The block `consts` are for, and the `iconst` of each value already made in it, reused by
    /// later uses there: the kernels repeat small constants (sizes, offsets, move-kind codes)
    /// all over. Hashed: a state copy's block makes hundreds.
    const_block: Option<Block>,
    consts: HashMap<i64, Value>,
    /// What each statement assigns and reads (see [`StmtFacts`]).
    facts: StmtFacts,
    /// The value of every `iconst` made through [`Tx::int`], for folding operations on them.
    known: SecondaryMap<Value, Option<i64>>,
    /// Variables no code still uses (an inlined call's locals, a finished loop's counter), for
    /// reuse (see [`Tx::var`]).
    spare: Vec<Variable>,
    /// The values of the loads, checks and operations already made where the code being
    /// translated runs (see [`ValueCache`]).
    cache: ValueCache,
    /// The stack slot [`Tx::pin`] stores into, once made.
    pin_slot: Option<StackSlot>,
}

impl Tx<'_, '_> {
    /// The constant `v`: one `iconst` per block and value (see [`Tx::consts`]).
    fn int(&mut self, v: i64) -> Value {
        let block = self.b.current_block().expect("code is emitted inside a block");
        if self.const_block != Some(block) {
            self.const_block = Some(block);
            self.consts.clear();
        }
        if let Some(&c) = self.consts.get(&v) {
            return c;
        }
        let c = self.b.ins().iconst(I64, v);
        self.consts.insert(v, c);
        self.known[c] = Some(v);
        c
    }

    /// The value of `v` when it is a constant made by [`Tx::int`].
    fn constant(&self, v: Value) -> Option<i64> {
        self.known[v]
    }

    /// `v` as an operand of a [`Key`]: equal constants are equal operands.
    fn operand(&self, v: Value) -> Operand {
        self.constant(v).map_or(Operand::Value(v), Operand::Const)
    }

    /// The value of `key` where it has been computed already, else `make`'s, remembered.
    fn cached(&mut self, key: Key, make: impl FnOnce(&mut Self) -> Value) -> Value {
        if let Some(v) = self.cache.get(&key) {
            return v;
        }
        let v = make(self);
        self.cache.insert(key, v);
        v
    }

    /// Runs `f` for code in blocks that the code after it is not dominated by (a branch, a loop
    /// body, an inlined call): the values it computes are forgotten after it.
    fn scoped<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let mark = self.cache.mark();
        let out = f(self);
        self.cache.pop(mark);
        out
    }

    /// Before a loop is entered: its header runs again after its body, so what the body (or
    /// its condition) writes is stale in the header already.
    fn forget_loop_writes(&mut self, cond: Option<&Expr>, body: &[Stmt]) {
        let (mut fields, mut state, mut moves) = (Vec::new(), false, false);
        let mut note = |n: super::Node<'_>| match n {
            super::Node::Stmt(Stmt::Store { field, .. }) => fields.push(field.0),
            super::Node::Stmt(Stmt::Call { func, .. })
            | super::Node::Expr(Expr::Call { func, .. }) => {
                state |= self.plan.writes[func.0 as usize];
                moves = true;
            }
            super::Node::Stmt(Stmt::Push { .. } | Stmt::ClearMoves | Stmt::RemoveMove(_)) => {
                moves = true
            }
            _ => {}
        };
        if let Some(c) = cond {
            super::visit_expr(c, &mut note);
        }
        super::visit(body, &mut note);
        if state {
            self.cache.wrote_state();
        }
        for f in fields {
            self.cache.wrote_field(f);
        }
        if moves {
            self.cache.wrote_moves();
        }
    }

    /// A variable for code that defines it before any use: a spare one if there is one.
    /// Cranelift's SSA builder keeps, per variable, a table over every block up to the last
    /// one it was defined or looked up in: a fresh variable for each inlined call's locals
    /// and each loop counter, defined in ever later blocks, made those tables a fifth of the
    /// compile time of big kernels (Shogi). A spare one is safe to reuse: each use of it is
    /// dominated by its new definition, so no lookup reaches the blocks of its old one.
    fn var(&mut self) -> Variable {
        self.spare.pop().unwrap_or_else(|| self.b.declare_var(I64))
    }

    /// Continues in `block`, sealing it: every jump to it has been emitted (all blocks but loop
    /// headers are entered only then). Sealing as early as possible keeps the SSA form minimal:
    /// a local the loop never assigns stays one value instead of becoming a block parameter of
    /// every loop header around its uses, which Cranelift would carry around the loop in a
    /// register (or a stack slot) and could not hoist computations on out of it.
    fn enter(&mut self, block: Block) {
        self.b.seal_block(block);
        self.b.switch_to_block(block);
    }

    /// Returns from the kernel function being translated (from the inlined one, if any).
    fn ret(&mut self, v: Option<Value>) {
        let v = v.unwrap_or_else(|| self.int(0));
        match self.exit {
            Some(exit) => {
                self.b.ins().jump(exit, &[v.into()]);
            }
            None => {
                self.store_moves_len();
                self.b.ins().return_(&[v]);
            }
        }
    }

    /// Returns 0 after a fault (leaving the buffer's length stale: see [`Tx::own_len`]).
    fn give_up(&mut self) {
        let zero = self.int(0);
        self.b.ins().return_(&[zero]);
    }

    /// The variable holding the length of the buffer pushes go to, when it is the function's
    /// own (see [`Tx::own_len`]).
    fn len_var(&self) -> Option<Variable> {
        self.own_len.filter(|_| self.buf == self.own_buf)
    }

    /// The length of the buffer pushes go to.
    fn moves_len(&mut self) -> Value {
        match self.len_var() {
            Some(var) => self.b.use_var(var),
            None => self.b.ins().load(I64, OWN, self.buf, BUF_LEN),
        }
    }

    /// Sets the length of the buffer pushes go to.
    fn set_moves_len(&mut self, len: Value) {
        match self.len_var() {
            Some(var) => self.b.def_var(var, len),
            None => {
                self.b.ins().store(OWN, len, self.buf, BUF_LEN);
            }
        }
        self.cache.wrote_moves();
    }

    /// Writes the length kept in a variable back into the function's own buffer.
    fn store_moves_len(&mut self) {
        if let Some(var) = self.own_len {
            let len = self.b.use_var(var);
            self.b.ins().store(OWN, len, self.own_buf, BUF_LEN);
        }
    }

    /// Translates statements; false when control cannot reach the end.
    ///
    /// The locals' ranges follow the statements: after `l = e` the rest of the block runs where
    /// `l` holds a value of `e`'s range there (a constant, often: `nearest = 100`, a copy of a
    /// local tested already), after a guard `if c { return }` where `c` is false, after an
    /// access `field[l]` where `l` was a valid index (else the access faulted and returned).
    /// A branch or loop that assigns `l` gives it back its function-wide range after it, and a
    /// loop before it too (its header runs again after its body). What the block learns is
    /// forgotten at its end.
    fn block(&mut self, body: &[Stmt]) -> bool {
        let mark = self.range_log.len();
        let falls = self.statements(body);
        self.restore_ranges(mark);
        falls
    }

    /// The ranges as they were when the log was `mark` long.
    fn restore_ranges(&mut self, mark: usize) {
        while self.range_log.len() > mark {
            let (l, r) = self.range_log.pop().expect("above the mark");
            self.ranges[l] = r;
        }
    }

    fn statements(&mut self, body: &[Stmt]) -> bool {
        let pinned = pinned_sets(body, self.locals.len(), &mut self.facts);
        for (i, s) in body.iter().enumerate() {
            let nested = matches!(s, Stmt::If { .. } | Stmt::Range { .. } | Stmt::While { .. });
            let assigned: Vec<usize> =
                if nested { self.facts.of(s).assigned.iter().collect() } else { Vec::new() };
            // (A `while` loop widens them itself, after reading its counter's range at entry.)
            if matches!(s, Stmt::Range { .. }) {
                assigned.iter().for_each(|&l| self.widen(l));
            }
            let set = match s {
                Stmt::Set(l, e) => {
                    Some((l.0 as usize, ranges::of(self.k, &self.plan.tables, &self.ranges, e)))
                }
                _ => None,
            };
            if !self.stmt(s) {
                return false;
            }
            if let (true, Stmt::Set(l, _)) = (pinned[i], s) {
                let v = self.b.use_var(self.locals[l.0 as usize]);
                self.pin(v);
            }
            assigned.into_iter().for_each(|l| self.widen(l));
            if let Some((l, r)) = set {
                let whole = self.plan.local_ranges[self.func][l];
                self.set_range(l, r.intersect(whole).unwrap_or(whole));
            }
            // A guard, `if c { return }`: the rest runs only where `c` is false.
            if let Stmt::If { cond, then, otherwise } = s {
                if otherwise.is_empty()
                    && matches!(then.last(), Some(Stmt::Return(_) | Stmt::Break | Stmt::Continue))
                {
                    for (l, r) in
                        ranges::narrowings(self.k, &self.plan.tables, &self.ranges, cond, false)
                    {
                        self.set_range(l, r);
                    }
                }
            }
            // An access `field[l]` the statement always makes: the same local indexing fields
            // as long needs no check of its own after it (a move's `to` writing a site's
            // `what`, `who`, `height`, ... one after the other).
            if let Some((l, len)) = self.accessed_index(s) {
                let within = Range { lo: 0, hi: len as i64 - 1 };
                if let Some(r) = within.intersect(self.ranges[l]) {
                    self.set_range(l, r);
                }
            }
        }
        true
    }

    /// Computes `v` here: a store of it (into a slot nothing reads) that Cranelift cannot move
    /// nor drop (see [`pinned_sets`]).
    fn pin(&mut self, v: Value) {
        let slot = *self.pin_slot.get_or_insert_with(|| {
            self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3))
        });
        self.b.ins().stack_store(I64, v, slot, 0);
    }

    /// Local `l` holds a value of `r` from here to the end of the enclosing block (or to its
    /// next assignment).
    fn set_range(&mut self, l: usize, r: Range) {
        if self.ranges[l] != r {
            self.range_log.push((l, self.ranges[l]));
            self.ranges[l] = r;
        }
    }

    /// Local `l` may hold any value of its function-wide range from here on.
    fn widen(&mut self, l: usize) {
        self.set_range(l, self.plan.local_ranges[self.func][l]);
    }

    /// The local (and the length it must be below) that statement `s` always uses as an index
    /// of a state field: a store at `field[l]`, or `x = field[l]` with `x` another local.
    fn accessed_index(&self, s: &Stmt) -> Option<(usize, usize)> {
        let (field, index) = match s {
            Stmt::Store { field, index, .. } => (field, index),
            Stmt::Set(x, Expr::Load { field, index }) if **index != Expr::Local(*x) => {
                (field, &**index)
            }
            _ => return None,
        };
        match index {
            Expr::Local(l) => Some((l.0 as usize, self.k.state.field(*field).len)),
            _ => None,
        }
    }

    /// Runs `f` with the locals' ranges narrowed to where `cond` evaluated to `holds` (a fact
    /// about the values `cond` saw, which the translation of `f`'s statements keeps only up to
    /// their next assignment: see [`Tx::block`]).
    fn narrowed<T>(&mut self, cond: &Expr, holds: bool, f: impl FnOnce(&mut Self) -> T) -> T {
        let mark = self.range_log.len();
        for (l, r) in ranges::narrowings(self.k, &self.plan.tables, &self.ranges, cond, holds) {
            self.set_range(l, r);
        }
        let out = f(self);
        self.restore_ranges(mark);
        out
    }

    /// Whether `cond` has one value wherever this code runs, and evaluating it cannot fault, so
    /// that it need not be evaluated: no call (it might record a fault), no read that might be
    /// out of bounds (it would).
    fn decided(&self, cond: &Expr) -> Option<bool> {
        if !self.harmless(cond) {
            return None;
        }
        ranges::decided(self.k, &self.plan.tables, &self.ranges, cond)
    }

    /// Whether evaluating `e` can neither call nor fault (every read proven in bounds).
    fn harmless(&self, e: &Expr) -> bool {
        let mut safe = true;
        super::visit_expr(e, &mut |n| match n {
            super::Node::Expr(Expr::Call { .. }) => safe = false,
            super::Node::Expr(Expr::Load { field, index }) => {
                safe &= self.in_bounds(index, self.k.state.field(*field).len)
            }
            super::Node::Expr(Expr::Table { table, index }) => {
                safe &= self.in_bounds(index, self.plan.tables[table.0 as usize].len)
            }
            _ => {}
        });
        safe
    }

    /// The values `e` can take here.
    fn range_of(&self, e: &Expr) -> Range {
        ranges::of(self.k, &self.plan.tables, &self.ranges, e)
    }

    /// Whether `index` is always within `0..len` here.
    fn in_bounds(&self, index: &Expr, len: usize) -> bool {
        ranges::in_bounds(self.k, &self.plan.tables, &self.ranges, index, len)
    }

    fn stmt(&mut self, s: &Stmt) -> bool {
        match s {
            Stmt::Set(l, e) => {
                let v = self.expr(e);
                self.b.def_var(self.locals[l.0 as usize], v);
            }
            Stmt::Store { field, index, value } => {
                let i = self.expr(index);
                let v = self.expr(value);
                let (addr, off) = self.field_addr(*field, index, i);
                let ty = self.k.state.field(*field).ty;
                let ins = self.b.ins();
                match ty {
                    Elem::I8 | Elem::U8 => ins.istore8(STATE, v, addr, off),
                    Elem::I16 | Elem::U16 => ins.istore16(STATE, v, addr, off),
                    Elem::I32 => ins.istore32(STATE, v, addr, off),
                    Elem::I64 | Elem::Bits => ins.store(STATE, v, addr, off),
                };
                self.cache.wrote_field(field.0);
                // A load of the element just stored reads back the value stored, when the
                // field's type holds it unchanged (no truncation).
                let r = ranges::of(self.k, &self.plan.tables, &self.ranges, value);
                if r.intersect(Range::of_elem(ty)) == Some(r) {
                    let generation = self.cache.field_generation(field.0);
                    let key = Key::Load { field: field.0, generation, index: self.operand(i) };
                    self.cache.insert(key, v);
                }
            }
            Stmt::If { cond, then, otherwise } => {
                match self.decided(cond) {
                    Some(true) => return self.narrowed(cond, true, |t| t.block(then)),
                    Some(false) => return self.block(otherwise),
                    None => {}
                }
                if then.is_empty() && otherwise.is_empty() {
                    // Nothing to choose between (the lowering leaves `if c {}` where a rule
                    // had no effect): the condition only for what it may do, a call or a fault.
                    if !self.harmless(cond) {
                        self.expr(cond);
                    }
                    return true;
                }
                let tb = self.b.create_block();
                let merge = self.b.create_block();
                if otherwise.is_empty() {
                    self.branch(cond, tb, merge);
                    self.enter(tb);
                    if self.scoped(|t| t.narrowed(cond, true, |t| t.block(then))) {
                        self.b.ins().jump(merge, &[]);
                    }
                    self.enter(merge);
                    return true;
                }
                let eb = self.b.create_block();
                self.branch(cond, tb, eb);
                self.enter(tb);
                let t = self.scoped(|t| t.narrowed(cond, true, |t| t.block(then)));
                if t {
                    self.b.ins().jump(merge, &[]);
                }
                self.enter(eb);
                let mark = self.cache.mark();
                let e = self.narrowed(cond, false, |t| t.block(otherwise));
                // Where only the `else` arm reaches `merge`, its end dominates `merge`.
                if t {
                    self.cache.pop(mark);
                }
                if e {
                    self.b.ins().jump(merge, &[]);
                }
                if !(t || e) {
                    // `merge` stays out of the layout.
                    return false;
                }
                self.enter(merge);
            }
            Stmt::Range { var, start, end, body } => {
                if let Some(c) = copy::field_copy(&self.k.state, *var, start, end, body) {
                    self.field_copy(&c, *var);
                    return true;
                }
                // Constant bounds running the body at most once (the lowering's `for j in 0..1`
                // around one step of a move): no loop, `break` and `continue` both leave it.
                // A loop's header, latch and counter are blocks and a block parameter that
                // Cranelift cannot remove (the counter is a loop phi), and they were a tenth of
                // the blocks of chess-like kernels.
                if let (Expr::Int(s), Expr::Int(e)) = (start, end) {
                    if e <= s {
                        return true;
                    }
                    if *e == s + 1 {
                        let first = self.int(*s);
                        self.b.def_var(self.locals[var.0 as usize], first);
                        self.set_range(var.0 as usize, Range { lo: *s, hi: *s });
                        let exit = self.b.create_block();
                        self.loops.push((exit, exit));
                        let falls = self.scoped(|t| t.block(body));
                        self.loops.pop();
                        if falls {
                            self.b.ins().jump(exit, &[]);
                        }
                        self.enter(exit);
                        return falls || leaves_loop(body);
                    }
                }
                let (first, last) = (self.range_of(start).lo, self.range_of(end).hi);
                let a = self.expr(start);
                let end = self.expr(end);
                // In the body the variable lies in `start..end` (unless the body assigns it).
                if let Some(r) = last
                    .checked_sub(1)
                    .and_then(|hi| Range { lo: first, hi }.intersect(self.ranges[var.0 as usize]))
                {
                    if !self.facts.of_all(body).assigned.contains(var.0 as usize) {
                        self.set_range(var.0 as usize, r);
                    }
                }
                self.forget_loop_writes(None, body);
                let counter = self.var();
                self.b.def_var(counter, a);
                let (header, body_b, latch, exit) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.b.ins().jump(header, &[]);
                // Sealed once the latch's back edge exists.
                self.b.switch_to_block(header);
                let i = self.b.use_var(counter);
                let more = self.b.ins().icmp(IntCC::SignedLessThan, i, end);
                self.b.ins().brif(more, body_b, &[], exit, &[]);
                self.enter(body_b);
                self.b.def_var(self.locals[var.0 as usize], i);
                self.loops.push((latch, exit));
                let falls = self.scoped(|t| t.block(body));
                self.loops.pop();
                if falls {
                    self.b.ins().jump(latch, &[]);
                }
                self.enter(latch);
                let i = self.b.use_var(counter);
                let next = self.b.ins().iadd_imm_s(i, 1);
                self.b.def_var(counter, next);
                self.b.ins().jump(header, &[]);
                self.b.seal_block(header);
                self.enter(exit);
                self.spare.push(counter);
            }
            Stmt::While { cond, body } => {
                // A counted loop: its counter's values in the loop, from the counter's range at
                // entry and the bound's, and how many times at most its header runs.
                let counted = counted_loop(cond, body).map(|(counter, bound)| {
                    let (entry, bound) = (self.ranges[counter], self.range_of(bound));
                    let header = Range { lo: entry.lo, hi: entry.hi.max(bound.hi) };
                    let runs = (bound.hi as i128 - entry.lo as i128).max(0) + 1;
                    (counter, header, runs)
                });
                let assigned: Vec<usize> = self.facts.of_all(body).assigned.iter().collect();
                assigned.into_iter().for_each(|l| self.widen(l));
                let mut short = false;
                if let Some((counter, header, runs)) = counted {
                    self.set_range(counter, header);
                    short = runs <= crate::kernel_ir::LOOP_FUEL as i128;
                }
                // Fuel: past LOOP_FUEL iterations the loop records a fault instead of hanging,
                // unless the loop provably ends sooner (a counted loop of a short range, see
                // `bit_loop`): a counter kept live across the loop costs a register, or a
                // spill, in the hottest loops.
                let fuel = (!short && !bit_loop(cond, body)).then(|| {
                    let fuel = self.var();
                    let zero = self.int(0);
                    self.b.def_var(fuel, zero);
                    fuel
                });
                let (header, body_b, exit) =
                    (self.b.create_block(), self.b.create_block(), self.b.create_block());
                self.forget_loop_writes(Some(cond), body);
                let mark = self.cache.mark();
                self.b.ins().jump(header, &[]);
                // Sealed once its back edges (the body's end, `continue`s) exist.
                self.b.switch_to_block(header);
                if let Some(fuel) = fuel {
                    let used = self.b.use_var(fuel);
                    let used = self.b.ins().iadd_imm_s(used, 1);
                    self.b.def_var(fuel, used);
                    let empty = self.b.ins().icmp_imm_s(
                        IntCC::SignedGreaterThan,
                        used,
                        crate::kernel_ir::LOOP_FUEL,
                    );
                    let bad = *self.fuel_fault.get_or_insert_with(|| self.b.create_block());
                    let go = self.b.create_block();
                    self.b.ins().brif(empty, bad, &[], go, &[]);
                    self.enter(go);
                }
                self.branch(cond, body_b, exit);
                self.enter(body_b);
                self.loops.push((header, exit));
                let falls = self.narrowed(cond, true, |t| t.block(body));
                self.loops.pop();
                if falls {
                    self.b.ins().jump(header, &[]);
                }
                self.b.seal_block(header);
                self.cache.pop(mark);
                self.enter(exit);
                self.spare.extend(fuel);
            }
            // Outside any loop, `break`/`continue` end the function with 0 (as the evaluator).
            Stmt::Break => {
                match self.loops.last() {
                    Some(&(_, exit)) => {
                        self.b.ins().jump(exit, &[]);
                    }
                    None => self.ret(None),
                }
                return false;
            }
            Stmt::Continue => {
                match self.loops.last() {
                    Some(&(next, _)) => {
                        self.b.ins().jump(next, &[]);
                    }
                    None => self.ret(None),
                }
                return false;
            }
            Stmt::Return(e) => {
                let v = e.as_ref().map(|e| self.expr(e));
                self.ret(v);
                return false;
            }
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                let vals: Vec<Value> = [from, to, level_from, level_to, kind, aux]
                    .iter()
                    .map(|e| self.expr(e))
                    .collect();
                let len = self.moves_len();
                let cap = self.b.ins().load(I64, OWN, self.buf, BUF_CAP);
                let full = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, len, cap);
                let bad = match self.push_fault {
                    Some(b) => b,
                    None => {
                        let b = self.b.create_block();
                        self.b.append_block_param(b, I64);
                        *self.push_fault.insert(b)
                    }
                };
                let ok = self.b.create_block();
                // The buffer goes along: an inlined query pushes into the empty one.
                self.b.ins().brif(full, bad, &[self.buf.into()], ok, &[]);
                self.enter(ok);
                let ptr = self.b.ins().load(I64, OWN, self.buf, BUF_PTR);
                let at = self.b.ins().imul_imm_s(len, size_of::<RawMove>() as i64);
                let m = self.b.ins().iadd(ptr, at);
                let ins = self.b.ins();
                ins.istore32(OWN, vals[0], m, offset_of!(RawMove, from) as i32);
                let ins = self.b.ins();
                ins.istore32(OWN, vals[1], m, offset_of!(RawMove, to) as i32);
                let ins = self.b.ins();
                ins.istore16(OWN, vals[2], m, offset_of!(RawMove, level_from) as i32);
                let ins = self.b.ins();
                ins.istore16(OWN, vals[3], m, offset_of!(RawMove, level_to) as i32);
                let ins = self.b.ins();
                ins.istore8(OWN, vals[4], m, offset_of!(RawMove, kind) as i32);
                let ins = self.b.ins();
                ins.istore32(OWN, vals[5], m, offset_of!(RawMove, aux) as i32);
                let len1 = self.b.ins().iadd_imm_s(len, 1);
                self.set_moves_len(len1);
            }
            Stmt::ClearMoves => {
                let zero = self.int(0);
                self.set_moves_len(zero);
            }
            // The JIT plays games through `legal` (it does not use `Entries::update`), but a
            // kernel may still contain the statement: swap in the last move, if the index is in
            // range (it always is in lowered kernels; out of range leaves the buffer as it is).
            Stmt::RemoveMove(i) => {
                let i = self.expr(i);
                let len = self.moves_len();
                let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, i, len);
                let remove = self.b.create_block();
                let done = self.b.create_block();
                self.b.ins().brif(inside, remove, &[], done, &[]);
                self.enter(remove);
                let ptr = self.b.ins().load(I64, OWN, self.buf, BUF_PTR);
                let last = self.b.ins().iadd_imm_s(len, -1);
                let size = size_of::<RawMove>() as i64;
                let src_off = self.b.ins().imul_imm_s(last, size);
                let src = self.b.ins().iadd(ptr, src_off);
                let dst_off = self.b.ins().imul_imm_s(i, size);
                let dst = self.b.ins().iadd(ptr, dst_off);
                let a = self.b.ins().load(I64, OWN, src, 0);
                let b = self.b.ins().load(I64, OWN, src, 8);
                let c = self.b.ins().load(cranelift_codegen::ir::types::I32, OWN, src, 16);
                self.b.ins().store(OWN, a, dst, 0);
                self.b.ins().store(OWN, b, dst, 8);
                self.b.ins().store(OWN, c, dst, 16);
                self.set_moves_len(last);
                self.b.ins().jump(done, &[]);
                self.enter(done);
            }
            Stmt::Call { func, args } => {
                self.call(*func, args, self.buf);
            }
        }
        true
    }

    /// The address of `field[index]` as (base, offset), after its bounds check.
    fn field_addr(&mut self, field: FieldId, index: &Expr, i: Value) -> (Value, i32) {
        let f = self.k.state.field(field);
        let (offset, size, len) = (f.offset as i64, f.ty.size() as i64, f.len);
        // A constant index (a literal, or a local with one possible value here) in range.
        if let Some(c) = self.constant(i).filter(|&c| c >= 0 && (c as u64) < len as u64) {
            return (self.state, (offset + c * size) as i32);
        }
        if !self.in_bounds(index, len) {
            self.bounds_check(i, len, FAULT_STATE, field.0);
        }
        let scaled = self.b.ins().imul_imm_s(i, size);
        let addr = self.b.ins().iadd(self.state, scaled);
        (addr, offset as i32)
    }

    /// `field[index]` (`i` the index's value), after its bounds check.
    fn load(&mut self, field: FieldId, index: &Expr, i: Value) -> Value {
        let (addr, off) = self.field_addr(field, index, i);
        let ins = self.b.ins();
        match self.k.state.field(field).ty {
            Elem::I8 => ins.sload8(I64, STATE, addr, off),
            Elem::U8 => ins.uload8(I64, STATE, addr, off),
            Elem::I16 => ins.sload16(I64, STATE, addr, off),
            Elem::U16 => ins.uload16(I64, STATE, addr, off),
            Elem::I32 => ins.sload32(STATE, addr, off),
            Elem::I64 | Elem::Bits => ins.load(I64, STATE, addr, off),
        }
    }

    /// `table[index]` (`i` the index's value), after its bounds check.
    fn table(&mut self, table: TableId, index: &Expr, i: Value) -> Value {
        let t = self.plan.tables[table.0 as usize];
        // At a constant index, the entry itself (tables never change): it folds into what
        // uses it.
        if let Some(c) = self.constant(i).filter(|&c| c >= 0 && (c as u64) < t.len as u64) {
            return self.int(self.k.tables[table.0 as usize].data[c as usize]);
        }
        let base = self.int(t.addr as i64);
        let size = t.elem.size() as i64;
        if !self.in_bounds(index, t.len) {
            self.bounds_check(i, t.len, FAULT_TABLE, table.0);
        }
        let scaled = self.b.ins().imul_imm_s(i, size);
        let addr = self.b.ins().iadd(base, scaled);
        let flags = MemFlagsData::trusted().with_readonly().with_can_move();
        let ins = self.b.ins();
        match t.elem {
            Elem::I8 => ins.sload8(I64, flags, addr, 0),
            Elem::U8 => ins.uload8(I64, flags, addr, 0),
            Elem::I16 => ins.sload16(I64, flags, addr, 0),
            Elem::U16 => ins.uload16(I64, flags, addr, 0),
            Elem::I32 => ins.sload32(flags, addr, 0),
            Elem::I64 | Elem::Bits => ins.load(I64, flags, addr, 0),
        }
    }

    /// A [`FieldCopy`] loop: both runs checked once, then their bytes copied. The loop variable
    /// ends as the loop would leave it, at its last value.
    fn field_copy(&mut self, c: &FieldCopy<'_>, var: Local) {
        let n = c.count();
        let src = self.run_addr(c.src, c.src_base, c.start, n);
        let dst = self.run_addr(c.dst, c.dst_base, c.start, n);
        self.copy_bytes(dst, src, n * self.k.state.field(c.src).ty.size());
        self.cache.wrote_field(c.dst.0);
        let last = self.int(c.end - 1);
        self.b.def_var(self.locals[var.0 as usize], last);
    }

    /// The address of `field[base + start..][..n]`, after checking that the whole run lies in
    /// the field (unless that is proven). A failed check reports the first index out of bounds,
    /// as the element-by-element loop would.
    fn run_addr(&mut self, field: FieldId, base: Option<&Expr>, start: i64, n: usize) -> Value {
        let f = self.k.state.field(field);
        let (offset, size, len) = (f.offset as i64, f.ty.size() as i64, f.len);
        let Some(base) = base else {
            if start < 0 || start + n as i64 > len as i64 {
                let first = self.int(start);
                self.run_check(first, len, n, field);
            }
            return self.b.ins().iadd_imm_s(self.state, offset + start * size);
        };
        let v = self.expr(base);
        let first = self.b.ins().iadd_imm_s(v, start);
        // Proven exactly when the loop's own accesses are (the variable ranges over at least
        // `start..end`), so the caller's fault test (see `Plan::may_fault`) still covers it.
        let first_index = match start {
            0 => base.clone(),
            _ => Expr::Bin(BinOp::Add, Box::new(base.clone()), Box::new(Expr::Int(start))),
        };
        let proven = self.in_bounds(&first_index, len - n + 1);
        if !proven {
            self.run_check(first, len, n, field);
        }
        let scaled = self.b.ins().imul_imm_s(first, size);
        let addr = self.b.ins().iadd(self.state, scaled);
        self.b.ins().iadd_imm_s(addr, offset)
    }

    /// Continues only if `first..first + n` lies within `0..len` (`n <= len`).
    fn run_check(&mut self, first: Value, len: usize, n: usize, field: FieldId) {
        let (ok, bad) = (self.b.create_block(), self.b.create_block());
        let out = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, first, (len - n) as i64);
        self.b.ins().brif(out, bad, &[], ok, &[]);
        self.enter(bad);
        self.b.set_cold_block(bad);
        // The loop stops at `first` itself when it lies outside, else at `len`.
        let outside = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, first, len as i64);
        let end = self.int(len as i64);
        let index = self.b.ins().select(outside, first, end);
        let fault = self.bounds_fault(FAULT_STATE, field.0);
        self.b.ins().jump(fault, &[index.into()]);
        self.enter(ok);
    }

    /// Copies `bytes` bytes of the state: inline loads and stores when few, else `memcpy`
    /// (the runs never overlap: see [`copy::field_copy`]).
    fn copy_bytes(&mut self, dst: Value, src: Value, bytes: usize) {
        const INLINE_BYTES: usize = 64;
        if bytes > INLINE_BYTES {
            let size = self.int(bytes as i64);
            self.b.call_memcpy(self.target, dst, src, size);
            return;
        }
        let mut at = 0;
        for (width, ty) in [(8, I64), (4, I32), (2, I16), (1, I8)] {
            while bytes - at >= width {
                let v = self.b.ins().load(ty, STATE, src, at as i32);
                self.b.ins().store(STATE, v, dst, at as i32);
                at += width;
            }
        }
    }

    /// The cold block that records a bounds fault of `what` (its parameter: the index).
    fn bounds_fault(&mut self, code: u32, what: u32) -> Block {
        match self.bounds_faults.get(&(code, what)) {
            Some(&b) => b,
            None => {
                let b = self.b.create_block();
                self.b.append_block_param(b, I64);
                self.bounds_faults.insert((code, what), b);
                b
            }
        }
    }

    /// Continues only if `0 <= i < len`; else records the fault and returns.
    /// A value already checked against the same length where this code runs needs no check
    /// again (a load and a store of the same element, fields as long indexed by one site).
    fn bounds_check(&mut self, i: Value, len: usize, code: u32, what: u32) {
        let key = Key::InBounds { index: self.operand(i), len: len as u64 };
        if self.cache.get(&key).is_some() {
            return;
        }
        self.cache.insert(key, i);
        let bad = self.bounds_fault(code, what);
        let ok = self.b.create_block();
        let out = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, i, len as i64);
        self.b.ins().brif(out, bad, &[i.into()], ok, &[]);
        self.enter(ok);
    }

    /// Calls a kernel function; returns its result, or returns at once if it faulted.
    fn call(&mut self, func: FuncId, args: &[Expr], buf: Value) -> Value {
        let vals: Vec<Value> = args.iter().map(|a| self.expr(a)).collect();
        self.call_with(func, args, &vals, buf)
    }

    /// A call of a pure function (`Plan::pure`) from an expression: the result of the same
    /// call made already where this code runs, with no state write since, else a new call's.
    fn pure_call(&mut self, func: FuncId, args: &[Expr]) -> Value {
        let vals: Vec<Value> = args.iter().map(|a| self.expr(a)).collect();
        let mut ops = [Operand::Const(0); CALL_ARGS];
        for (op, &v) in ops.iter_mut().zip(&vals) {
            *op = self.operand(v);
        }
        let key = Key::Call { func: func.0, args: ops, state: self.cache.state_generation() };
        self.cached(key, |t| {
            let none = t.b.ins().iadd_imm_s(t.ctx, NONE_BUF);
            t.call_with(func, args, &vals, none)
        })
    }

    /// Calls `func` with the values `vals` of the arguments `args`.
    fn call_with(&mut self, func: FuncId, args: &[Expr], vals: &[Value], buf: Value) -> Value {
        let callee = func.0 as usize;
        if self.plan.inline[callee] {
            return self.inline(func, args, vals, buf);
        }
        let mut vals = [&[self.ctx, self.state, buf][..], vals].concat();
        for _ in args.len()..self.plan.arity[callee] {
            vals.push(self.int(0));
        }
        // The callee may push into the buffer it is given (see `Tx::own_len`).
        let own = buf == self.own_buf && self.own_len.is_some();
        if own {
            self.store_moves_len();
        }
        let call = self.b.ins().call(self.refs[&func.0], &vals);
        let r = self.b.inst_results(call)[0];
        if let Some(var) = self.own_len.filter(|_| own) {
            let len = self.b.ins().load(I64, OWN, self.own_buf, BUF_LEN);
            self.b.def_var(var, len);
        }
        if self.plan.writes[callee] {
            self.cache.wrote_state();
        }
        // A Legal callee pushes into the buffer.
        self.cache.wrote_moves();
        if self.plan.may_fault[callee] {
            let fault = self.b.ins().load(cranelift_codegen::ir::types::I32, OWN, self.ctx, FAULT);
            let bad = *self.callee_fault.get_or_insert_with(|| self.b.create_block());
            let ok = self.b.create_block();
            self.b.ins().brif(fault, bad, &[], ok, &[]);
            self.enter(ok);
        }
        r
    }

    /// A call translated as the callee's body: its own locals (parameters from the arguments,
    /// the rest zero), its returns jumping to a block that receives the result. A fault inside it
    /// returns from the whole function at once, as the test after a real call would.
    fn inline(&mut self, func: FuncId, args: &[Expr], vals: &[Value], buf: Value) -> Value {
        let callee = func.0 as usize;
        // The parameters hold the arguments' values: their ranges here, not just anything.
        let mut callee_ranges = self.plan.local_ranges[callee].clone();
        for (r, a) in callee_ranges.iter_mut().zip(args) {
            let arg = ranges::of(self.k, &self.plan.tables, &self.ranges, a);
            *r = arg.intersect(*r).unwrap_or(*r);
        }
        let mut locals = Vec::with_capacity(self.plan.locals[callee]);
        for i in 0..self.plan.locals[callee] {
            let var = self.var();
            let init = match vals.get(i) {
                Some(&v) => v,
                None => self.int(0),
            };
            self.b.def_var(var, init);
            locals.push(var);
        }
        let exit = self.b.create_block();
        let result = self.b.append_block_param(exit, I64);
        let outer_locals = std::mem::replace(&mut self.locals, locals);
        let outer_loops = std::mem::take(&mut self.loops);
        let outer_exit = self.exit.replace(exit);
        let outer_buf = std::mem::replace(&mut self.buf, buf);
        let outer_ranges = std::mem::replace(&mut self.ranges, callee_ranges);
        let outer_func = std::mem::replace(&mut self.func, callee);
        let k = self.k;
        // Its returns jump to `exit` from anywhere in it.
        self.scoped(|t| {
            if t.block(&k.functions[callee].body) {
                t.ret(None);
            }
        });
        let inner = std::mem::replace(&mut self.locals, outer_locals);
        self.loops = outer_loops;
        self.exit = outer_exit;
        self.buf = outer_buf;
        self.ranges = outer_ranges;
        self.func = outer_func;
        self.enter(exit);
        // No code of the callee follows: its locals are free for the next call's.
        self.spare.extend(inner);
        result
    }

    /// The cold blocks that record faults and return.
    fn fault_blocks(&mut self) {
        let mut bounds: Vec<_> = self.bounds_faults.iter().map(|(&k, &b)| (k, b)).collect();
        bounds.sort_by_key(|&(k, _)| k);
        for ((code, what), block) in bounds {
            self.enter(block);
            self.b.set_cold_block(block);
            let i = self.b.block_params(block)[0];
            self.record(code, what, Some(i));
            self.give_up();
        }
        if let Some(block) = self.push_fault {
            self.enter(block);
            self.b.set_cold_block(block);
            // A buffer with no storage is the one Query/apply calls get: pushing there is a
            // kernel error; else the caller's buffer is full (it grows it and retries).
            let buf = self.b.block_params(block)[0];
            let ptr = self.b.ins().load(I64, OWN, buf, BUF_PTR);
            let none = self.b.ins().icmp_imm_s(IntCC::Equal, ptr, 0);
            let outside = self
                .b
                .ins()
                .iconst(cranelift_codegen::ir::types::I32, FAULT_PUSH_OUTSIDE_LEGAL as i64);
            let overflow =
                self.b.ins().iconst(cranelift_codegen::ir::types::I32, FAULT_OVERFLOW as i64);
            let code = self.b.ins().select(none, outside, overflow);
            self.b.ins().store(OWN, code, self.ctx, FAULT);
            self.give_up();
        }
        if let Some(block) = self.fuel_fault {
            self.enter(block);
            self.b.set_cold_block(block);
            self.record(FAULT_FUEL, 0, None);
            self.give_up();
        }
        if let Some(block) = self.callee_fault {
            self.enter(block);
            self.b.set_cold_block(block);
            self.give_up();
        }
    }

    fn record(&mut self, code: u32, what: u32, index: Option<Value>) {
        use cranelift_codegen::ir::types::I32;
        let c = self.b.ins().iconst(I32, code as i64);
        self.b.ins().store(OWN, c, self.ctx, FAULT);
        let w = self.b.ins().iconst(I32, what as i64);
        self.b.ins().store(OWN, w, self.ctx, FAULT_WHAT);
        if let Some(i) = index {
            self.b.ins().store(OWN, i, self.ctx, FAULT_INDEX);
        }
    }

    /// A condition: any integer value, nonzero meaning true (comparisons stay `i8`).
    fn cond(&mut self, e: &Expr) -> Value {
        match e {
            Expr::Bin(op, a, b) if cmp(*op).is_some() => {
                let (x, y) = (self.expr(a), self.expr(b));
                self.flag(*op, x, y)
            }
            Expr::Un(UnOp::Not, a) => {
                let c = self.cond(a);
                self.b.ins().icmp_imm_s(IntCC::Equal, c, 0)
            }
            _ => self.expr(e),
        }
    }

    /// The comparison `x op y` as an `i8` 0/1.
    fn flag(&mut self, op: BinOp, x: Value, y: Value) -> Value {
        let cc = cmp(op).expect("a comparison");
        let key = Key::Flag { op, a: self.operand(x), b: self.operand(y) };
        self.cached(key, |t| t.b.ins().icmp(cc, x, y))
    }

    /// `cond(e) != 0` as an `i8` 0/1.
    fn truth(&mut self, e: &Expr) -> Value {
        let c = self.cond(e);
        // `cond` gives `i8` only for comparisons, which are 0 or 1 already.
        if self.b.func.dfg.value_type(c) == I8 {
            c
        } else {
            self.b.ins().icmp_imm_s(IntCC::NotEqual, c, 0)
        }
    }

    /// Jumps to `t` where `e` holds and to `f` where it does not. `&&`/`||` chains branch
    /// straight to `t` or `f` from the operand that decides them, instead of computing their
    /// value first and testing it again.
    fn branch(&mut self, e: &Expr, t: Block, f: Block) {
        match e {
            Expr::Bin(op @ (BinOp::And | BinOp::Or), ..) => {
                let and = *op == BinOp::And;
                let mut ops = Vec::new();
                chain_operands(*op, e, &mut ops);
                let last = self.short_circuit(and, &ops, if and { f } else { t }, &[]);
                self.b.ins().brif(last, t, &[], f, &[]);
            }
            Expr::Un(UnOp::Not, a) => self.branch(a, f, t),
            // `(a && b) != 0`, `(a || b) == 0`: the IR's truth tests of chains (0 or 1).
            Expr::Bin(op @ (BinOp::Ne | BinOp::Eq), a, z)
                if matches!(**z, Expr::Int(0))
                    && matches!(**a, Expr::Bin(BinOp::And | BinOp::Or, ..)) =>
            {
                if *op == BinOp::Ne {
                    self.branch(a, t, f)
                } else {
                    self.branch(a, f, t)
                }
            }
            _ => {
                let c = self.cond(e);
                self.b.ins().brif(c, t, &[], f, &[]);
            }
        }
    }

    /// Evaluates the operands of an `&&` (`and`) or `||` chain left to right, branching to
    /// `exit` (with `exit_args`) as soon as the operands so far decide the whole, and returns
    /// the truth (`i8`) of the last group of operands, where control is then. Operands that
    /// are cheap and cannot fault join the group before them (`band`/`bor`, no branch) while
    /// the group's added work stays within [`EAGER_CHAIN_COST`]; the operands after a branch
    /// are translated where the ones before it are known to have held (`&&`) or failed (`||`).
    fn short_circuit(
        &mut self,
        and: bool,
        ops: &[&Expr],
        exit: Block,
        exit_args: &[BlockArg],
    ) -> Value {
        let mut group: Option<Value> = None;
        let mut spent = 0;
        for (i, o) in ops.iter().enumerate() {
            match self.decided(o) {
                // `true && x`, `false || x`: nothing to test.
                Some(v) if v == and => continue,
                // `... && false`: the whole is decided here, whatever the operands before it
                // gave (they have been evaluated, calls and all); the rest is never evaluated.
                Some(v) => return self.b.ins().iconst(I8, v as i64),
                None => {}
            }
            let Some(x) = group else {
                group = Some(self.truth(o));
                continue;
            };
            if let Some(cost) = self.eager_cost(o).filter(|c| spent + c <= EAGER_CHAIN_COST) {
                let y = self.truth(o);
                group = Some(if and { self.b.ins().band(x, y) } else { self.b.ins().bor(x, y) });
                spent += cost;
                continue;
            }
            let next = self.b.create_block();
            if and {
                self.b.ins().brif(x, next, &[], exit, exit_args);
            } else {
                self.b.ins().brif(x, exit, exit_args, next, &[]);
            }
            self.enter(next);
            // `next` does not dominate where the chain leads.
            return self.scoped(|t| {
                t.narrowed_by(&ops[..i], and, |t| t.short_circuit(and, &ops[i..], exit, exit_args))
            });
        }
        group.unwrap_or_else(|| self.b.ins().iconst(I8, and as i64))
    }

    /// [`Self::narrowed`] by every one of `conds`.
    fn narrowed_by<T>(
        &mut self,
        conds: &[&Expr],
        holds: bool,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        match conds.split_first() {
            None => f(self),
            Some((c, rest)) => self.narrowed(c, holds, |t| t.narrowed_by(rest, holds, f)),
        }
    }

    /// The work of evaluating `e` eagerly, about one per instruction, or `None` where it must
    /// not be (a call, a read not proven in bounds). Locals and constants are free (registers,
    /// immediates); a truth test of a comparison (`(a == b) != 0`) is free, Cranelift folds it.
    fn eager_cost(&self, e: &Expr) -> Option<usize> {
        let read = |index: &Expr, len: usize| {
            if const_in(index, len) {
                Some(1)
            } else if self.in_bounds(index, len) {
                Some(2 + self.eager_cost(index)?)
            } else {
                None
            }
        };
        Some(match e {
            Expr::Int(_) | Expr::Local(_) => 0,
            Expr::Move(_) | Expr::MovesLen => 1,
            Expr::Load { field, index } => read(index, self.k.state.field(*field).len)?,
            Expr::Table { table, index } => read(index, self.plan.tables[table.0 as usize].len)?,
            Expr::Bin(BinOp::Ne, a, z)
                if matches!(**z, Expr::Int(0))
                    && matches!(**a, Expr::Bin(op, ..) if cmp(op).is_some()) =>
            {
                self.eager_cost(a)?
            }
            Expr::Bin(_, a, b) => 1 + self.eager_cost(a)? + self.eager_cost(b)?,
            Expr::Un(_, a) => 1 + self.eager_cost(a)?,
            Expr::Select(c, a, b) => {
                1 + self.eager_cost(c)? + self.eager_cost(a)? + self.eager_cost(b)?
            }
            Expr::Call { .. } | Expr::MoveAt(..) => return None,
        })
    }

    /// Whether an expression is cheap and cannot fault or call, so that it may be evaluated
    /// eagerly (a `select` or `band` instead of a branch): no call, and state or table reads
    /// only at indices proven in bounds, at most [`EAGER_READS`] of them at a variable index.
    fn pure(&self, e: &Expr) -> bool {
        let mut reads = 0;
        self.pure_reads(e, &mut reads) && reads <= EAGER_READS
    }

    fn pure_reads(&self, e: &Expr, reads: &mut usize) -> bool {
        let mut read = |index: &Expr, len: usize| {
            if const_in(index, len) {
                return true;
            }
            *reads += 1;
            self.in_bounds(index, len) && self.pure_reads(index, reads)
        };
        match e {
            Expr::Int(_) | Expr::Local(_) | Expr::Move(_) | Expr::MovesLen => true,
            Expr::Load { field, index } => read(index, self.k.state.field(*field).len),
            Expr::Table { table, index } => read(index, self.plan.tables[table.0 as usize].len),
            Expr::Bin(_, a, b) => self.pure_reads(a, reads) && self.pure_reads(b, reads),
            Expr::Un(_, a) => self.pure_reads(a, reads),
            Expr::Select(c, a, b) => {
                self.pure_reads(c, reads) && self.pure_reads(a, reads) && self.pure_reads(b, reads)
            }
            Expr::Call { .. } | Expr::MoveAt(..) => false,
        }
    }

    fn expr(&mut self, e: &Expr) -> Value {
        match e {
            Expr::Int(v) => self.int(*v),
            Expr::Local(l) => match self.ranges[l.0 as usize] {
                // A local with one possible value here (a one-trip loop's variable, a local
                // only ever set to one constant, one narrowed by a test): that constant, which
                // folds into the operations on it.
                r if r.lo == r.hi => self.int(r.lo),
                _ => self.b.use_var(self.locals[l.0 as usize]),
            },
            Expr::Load { field, index } => {
                let i = self.expr(index);
                let generation = self.cache.field_generation(field.0);
                let key = Key::Load { field: field.0, generation, index: self.operand(i) };
                self.cached(key, |t| t.load(*field, index, i))
            }
            Expr::Table { table, index } => {
                let i = self.expr(index);
                let key = Key::Table { table: table.0, index: self.operand(i) };
                self.cached(key, |t| t.table(*table, index, i))
            }
            Expr::Bin(op, a, b) => self.bin(*op, a, b),
            Expr::Un(op, a) => {
                if *op == UnOp::Not {
                    let c = self.truth(a);
                    let z = self.b.ins().bxor_imm_s(c, 1);
                    return self.b.ins().uextend(I64, z);
                }
                let x = self.expr(a);
                self.cached(Key::Un { op: *op, a: self.operand(x) }, |t| {
                    let ins = t.b.ins();
                    match op {
                        UnOp::Neg => ins.ineg(x),
                        UnOp::BitNot => ins.bnot(x),
                        UnOp::PopCount => ins.popcnt(x),
                        UnOp::TrailingZeros => ins.ctz(x),
                        UnOp::LeadingZeros => ins.clz(x),
                        UnOp::Not => unreachable!(),
                    }
                })
            }
            Expr::Select(c, a, b) => {
                match self.decided(c) {
                    Some(true) => return self.narrowed(c, true, |t| t.expr(a)),
                    Some(false) => return self.expr(b),
                    None => {}
                }
                if self.pure(a) && self.pure(b) {
                    let c = self.cond(c);
                    let (x, y) = (self.expr(a), self.expr(b));
                    return self.b.ins().select(c, x, y);
                }
                let (tb, eb, done) =
                    (self.b.create_block(), self.b.create_block(), self.b.create_block());
                let r = self.b.append_block_param(done, I64);
                self.branch(c, tb, eb);
                self.enter(tb);
                let x = self.scoped(|t| t.narrowed(c, true, |t| t.expr(a)));
                self.b.ins().jump(done, &[x.into()]);
                self.enter(eb);
                let y = self.scoped(|t| t.narrowed(c, false, |t| t.expr(b)));
                self.b.ins().jump(done, &[y.into()]);
                self.enter(done);
                r
            }
            Expr::Call { func, args } => {
                if self.plan.pure[func.0 as usize] && args.len() <= CALL_ARGS {
                    return self.pure_call(*func, args);
                }
                let none = self.b.ins().iadd_imm_s(self.ctx, NONE_BUF);
                self.call(*func, args, none)
            }
            Expr::Move(f) => {
                self.cached(Key::Move(*f), |t| load_move_field(t.b.ins(), t.ctx, MV, *f))
            }
            Expr::MovesLen => {
                if let Some(var) = self.len_var() {
                    return self.b.use_var(var);
                }
                let key =
                    Key::MovesLen { buf: self.buf, generation: self.cache.moves_generation() };
                self.cached(key, |t| t.b.ins().load(I64, OWN, t.buf, BUF_LEN))
            }
            Expr::MoveAt(i, f) => {
                let i = self.expr(i);
                let key = Key::MoveAt {
                    buf: self.buf,
                    index: self.operand(i),
                    field: *f,
                    generation: self.cache.moves_generation(),
                };
                self.cached(key, |t| {
                    let ptr = t.b.ins().load(I64, OWN, t.buf, BUF_PTR);
                    let at = t.b.ins().imul_imm_s(i, size_of::<RawMove>() as i64);
                    let m = t.b.ins().iadd(ptr, at);
                    load_move_field(t.b.ins(), m, 0, *f)
                })
            }
        }
    }

    /// `x op y` without an instruction when constants decide it: both operands constant (the
    /// IR's arithmetic, [`eval::binary`]), or an identity (`+ 0`, `* 1`, `<< 0`, `| 0`, ...).
    /// Both operands have been evaluated (and any fault of theirs tested) already.
    fn folded(&mut self, op: BinOp, x: Value, y: Value) -> Option<Value> {
        let (cx, cy) = (self.constant(x), self.constant(y));
        if let (Some(a), Some(b)) = (cx, cy) {
            return Some(self.int(eval::binary(op, a, b)));
        }
        use BinOp::*;
        Some(match (op, cx, cy) {
            (Add | Sub | BitOr | BitXor | Shl | Shr, _, Some(0)) | (Mul | Div, _, Some(1)) => x,
            (Add | BitOr | BitXor, Some(0), _) | (Mul, Some(1), _) => y,
            (Mul | BitAnd, _, Some(0)) | (Mul | BitAnd | Shl | Shr, Some(0), _) => self.int(0),
            (BitAnd, _, Some(-1)) => x,
            (BitAnd, Some(-1), _) => y,
            _ => return None,
        })
    }

    fn bin(&mut self, op: BinOp, a: &Expr, b: &Expr) -> Value {
        if cmp(op).is_some() {
            let (x, y) = (self.expr(a), self.expr(b));
            if let (Some(cx), Some(cy)) = (self.constant(x), self.constant(y)) {
                return self.int(eval::binary(op, cx, cy));
            }
            let key = Key::Bin { op, a: self.operand(x), b: self.operand(y) };
            return self.cached(key, |t| {
                let c = t.flag(op, x, y);
                t.b.ins().uextend(I64, c)
            });
        }
        if matches!(op, BinOp::And | BinOp::Or) {
            // Every operand that decides the whole jumps to `done` with that value; the last
            // group's truth is the value otherwise.
            let and = op == BinOp::And;
            let mut ops = Vec::new();
            chain_operands(op, a, &mut ops);
            chain_operands(op, b, &mut ops);
            let done = self.b.create_block();
            let r = self.b.append_block_param(done, I8);
            let decides = self.b.ins().iconst(I8, !and as i64);
            let last = self.short_circuit(and, &ops, done, &[decides.into()]);
            self.b.ins().jump(done, &[last.into()]);
            self.enter(done);
            return self.b.ins().uextend(I64, r);
        }
        let x = self.expr(a);
        let y = self.expr(b);
        if let Some(v) = self.folded(op, x, y) {
            return v;
        }
        let key = Key::Bin { op, a: self.operand(x), b: self.operand(y) };
        self.cached(key, |t| t.arithmetic(op, a, b, x, y))
    }

    /// `x op y` for an arithmetic or bitwise `op` (`a`, `b`: the operands' expressions).
    fn arithmetic(&mut self, op: BinOp, a: &Expr, b: &Expr, x: Value, y: Value) -> Value {
        let ins = self.b.ins();
        match op {
            BinOp::Add => ins.iadd(x, y),
            BinOp::Sub => ins.isub(x, y),
            BinOp::Mul => ins.imul(x, y),
            BinOp::Div | BinOp::Rem => {
                // By a constant other than 0 and -1 nothing can go wrong. A dividend that cannot
                // be negative divides the same unsigned, which Cranelift makes a shift or a mask
                // for powers of two (signed needs a sign fix-up): `site / 8`, `site % 8`.
                if let Expr::Int(c) = *b {
                    if c > 0 && ranges::of(self.k, &self.plan.tables, &self.ranges, a).lo >= 0 {
                        return if op == BinOp::Div {
                            self.b.ins().udiv(x, y)
                        } else {
                            self.b.ins().urem(x, y)
                        };
                    }
                    if c != 0 && c != -1 {
                        return if op == BinOp::Div {
                            self.b.ins().sdiv(x, y)
                        } else {
                            self.b.ins().srem(x, y)
                        };
                    }
                }
                // x / 0 and MIN / -1 give 0 (`checked_div`); divide by 1 instead of trapping.
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
                let x_min = self.b.ins().icmp_imm_s(IntCC::Equal, x, i64::MIN);
                let y_m1 = self.b.ins().icmp_imm_s(IntCC::Equal, y, -1);
                let ovf = self.b.ins().band(x_min, y_m1);
                let bad = self.b.ins().bor(zero, ovf);
                let one = self.int(1);
                let safe = self.b.ins().select(bad, one, y);
                let q = if op == BinOp::Div {
                    self.b.ins().sdiv(x, safe)
                } else {
                    self.b.ins().srem(x, safe)
                };
                let z = self.int(0);
                self.b.ins().select(bad, z, q)
            }
            BinOp::BitAnd => ins.band(x, y),
            BinOp::BitOr => ins.bor(x, y),
            BinOp::BitXor => ins.bxor(x, y),
            // Cranelift masks shift amounts to the type's width, as the IR specifies.
            BinOp::Shl => ins.ishl(x, y),
            BinOp::Shr => ins.ushr(x, y),
            BinOp::Min => ins.smin(x, y),
            BinOp::Max => ins.smax(x, y),
            _ => unreachable!("comparisons and logic handled above"),
        }
    }
}

/// Which statements of `body` are assignments `l = e` to pin (see [`Tx::pin`]): `e` is made of
/// operations Cranelift may compute where the value is first used rather than where it is
/// assigned (pure arithmetic, table reads), and the first statement after it that reads `l`
/// comes after a loop. Computed after the loop, the value keeps every operand it is made of
/// alive through the loop instead of itself: in Amazons, the second word of a queen's reach,
/// computed after the loop pushing the moves of the first word, kept its eight directions'
/// nearest blockers (and more) in registers, spilled and reloaded at every push.
fn pinned_sets(body: &[Stmt], locals: usize, facts: &mut StmtFacts) -> Vec<bool> {
    let mut pinned = vec![false; body.len()];
    let movable = |e: &Expr| matches!(e, Expr::Bin(..) | Expr::Un(..) | Expr::Table { .. });
    if !body.iter().any(|s| matches!(s, Stmt::Set(_, e) if movable(e))) {
        return pinned;
    }
    // Backwards: `read[l]` when the statements after the current one read `l` (before assigning
    // it), `after_loop[l]` when a loop comes before the first of those reads.
    let (mut read, mut after_loop) = (vec![false; locals], vec![false; locals]);
    for (i, s) in body.iter().enumerate().rev() {
        if let Stmt::Set(l, e) = s {
            pinned[i] = after_loop[l.0 as usize] && movable(e);
        }
        let facts = facts.of(s);
        if facts.loops {
            for (a, &r) in after_loop.iter_mut().zip(&read) {
                *a |= r;
            }
        }
        if let Stmt::Set(l, _) = s {
            read[l.0 as usize] = false;
            after_loop[l.0 as usize] = false;
        }
        for l in facts.reads.iter() {
            read[l] = true;
            after_loop[l] = false;
        }
    }
    pinned
}

/// Whether function `func`'s code touches the move buffer it is given: pushes, clears, removes
/// or reads moves, itself or in the callees inlined into it that share the buffer (statement
/// calls; an expression call's callee gets the empty one).
fn uses_own_buffer(k: &Kernel, plan: &Plan, func: usize) -> bool {
    let mut seen = vec![false; k.functions.len()];
    let mut stack = vec![func];
    let mut uses = false;
    while let Some(f) = stack.pop() {
        if std::mem::replace(&mut seen[f], true) {
            continue;
        }
        super::visit(&k.functions[f].body, &mut |n| match n {
            super::Node::Stmt(Stmt::Push { .. } | Stmt::ClearMoves | Stmt::RemoveMove(_))
            | super::Node::Expr(Expr::MovesLen | Expr::MoveAt(..)) => uses = true,
            super::Node::Stmt(Stmt::Call { func, .. }) if plan.inline[func.0 as usize] => {
                stack.push(func.0 as usize)
            }
            _ => {}
        });
    }
    uses
}

/// Whether a `while cond { body }` loop ends within 64 iterations: it runs while a local `v` is
/// nonzero, and the body starts (before anything that could skip it) by clearing the lowest set
/// bit of `v`, which nothing else in the body assigns: the kernels' loop over the set bits of a
/// mask.
fn bit_loop(cond: &Expr, body: &[Stmt]) -> bool {
    let v = match cond {
        Expr::Local(v) => *v,
        Expr::Bin(BinOp::Ne, a, b) => match (&**a, &**b) {
            (Expr::Local(v), Expr::Int(0)) | (Expr::Int(0), Expr::Local(v)) => *v,
            _ => return false,
        },
        _ => return false,
    };
    let is_v = |e: &Expr| matches!(e, Expr::Local(l) if *l == v);
    let clears = |e: &Expr| match e {
        Expr::Bin(BinOp::BitAnd, a, b) => {
            is_v(a)
                && matches!(&**b, Expr::Bin(BinOp::Sub, x, one) if is_v(x) && **one == Expr::Int(1))
        }
        _ => false,
    };
    // Plain assignments cannot jump (a faulting call returns from the whole function).
    let Some(at) = body
        .iter()
        .take_while(|s| matches!(s, Stmt::Set(..)))
        .position(|s| matches!(s, Stmt::Set(l, e) if *l == v && clears(e)))
    else {
        return false;
    };
    super::assigned_locals(&body[at + 1..]).iter().all(|&l| l != v.0 as usize)
        && body[..at].iter().all(|s| !matches!(s, Stmt::Set(l, _) if *l == v))
}

/// The counter and the bound of a counted `while` loop,
/// `while c < bound && ... { ...; c = c + 1 }` (or `c < bound` alone), where the body ends with the counter's increment, assigns the
/// counter nowhere else, and cannot skip the increment (no `continue` of its own); the bound is
/// a constant or a local the body does not assign. Each run of the body then raises the
/// counter by one, from its value at entry up to at most the bound's: a query's scan of a
/// zone (`while n < capacity && slot(first + n) != EMPTY { n = n + 1 }`).
fn counted_loop<'e>(cond: &'e Expr, body: &[Stmt]) -> Option<(usize, &'e Expr)> {
    let mut ops = Vec::new();
    chain_operands(BinOp::And, cond, &mut ops);
    let Expr::Bin(BinOp::Lt, c, bound) = ops.first()? else { return None };
    let Expr::Local(c) = **c else { return None };
    let Some((Stmt::Set(l, Expr::Bin(BinOp::Add, x, one)), rest)) = body.split_last() else {
        return None;
    };
    let increments = *l == c && **x == Expr::Local(c) && **one == Expr::Int(1);
    let assigned = super::assigned_locals(rest);
    let fixed = match **bound {
        Expr::Int(_) => true,
        Expr::Local(b) => b != c && !assigned.contains(&(b.0 as usize)),
        _ => false,
    };
    let skips = rest.iter().any(|s| match s {
        Stmt::Continue => true,
        Stmt::If { then, otherwise, .. } => leaves_loop(then) || leaves_loop(otherwise),
        _ => false,
    });
    (increments && fixed && !skips && !assigned.contains(&(c.0 as usize)))
        .then_some((c.0 as usize, &**bound))
}

/// Whether `body` leaves the loop it is the body of by a `break` or `continue` of its own (not
/// one of a loop nested in it).
fn leaves_loop(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Break | Stmt::Continue => true,
        Stmt::If { then, otherwise, .. } => leaves_loop(then) || leaves_loop(otherwise),
        _ => false,
    })
}

/// The operands of a chain of `op` (`&&` or `||`), in order, however it nests, looking through
/// the IR's truth tests of inner chains (`(a && b) != 0`).
fn chain_operands<'e>(op: BinOp, e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match e {
        Expr::Bin(o, a, b) if *o == op => {
            chain_operands(op, a, out);
            chain_operands(op, b, out);
        }
        Expr::Bin(BinOp::Ne, a, z)
            if matches!(**z, Expr::Int(0)) && matches!(**a, Expr::Bin(o, ..) if o == op) =>
        {
            chain_operands(op, a, out)
        }
        _ => out.push(e),
    }
}

fn cmp(op: BinOp) -> Option<IntCC> {
    Some(match op {
        BinOp::Eq => IntCC::Equal,
        BinOp::Ne => IntCC::NotEqual,
        BinOp::Lt => IntCC::SignedLessThan,
        BinOp::Le => IntCC::SignedLessThanOrEqual,
        BinOp::Gt => IntCC::SignedGreaterThan,
        BinOp::Ge => IntCC::SignedGreaterThanOrEqual,
        _ => return None,
    })
}

/// Field `f` of the move at `base + offset`, widened to i64 as the kernel reads it (`from`
/// and `to` signed: -1 is no site): the move being applied and the moves of the buffer alike.
fn load_move_field<'f>(ins: impl InstBuilder<'f>, base: Value, offset: i32, f: MoveField) -> Value {
    let at = |o: usize| offset + o as i32;
    match f {
        MoveField::From => ins.sload32(OWN, base, at(offset_of!(RawMove, from))),
        MoveField::To => ins.sload32(OWN, base, at(offset_of!(RawMove, to))),
        MoveField::LevelFrom => ins.uload16(I64, OWN, base, at(offset_of!(RawMove, level_from))),
        MoveField::LevelTo => ins.uload16(I64, OWN, base, at(offset_of!(RawMove, level_to))),
        MoveField::Kind => ins.uload8(I64, OWN, base, at(offset_of!(RawMove, kind))),
        MoveField::Aux => ins.uload32(OWN, base, at(offset_of!(RawMove, aux))),
    }
}
