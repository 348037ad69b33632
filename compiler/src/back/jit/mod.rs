//! The Cranelift JIT: Kernel IR → Cranelift IR → host machine code, in memory, in milliseconds.
//!
//! [`compile`] turns a [`Kernel`] into a [`JitGame`], which implements
//! [`ludemic_runtime::DynGame`] and behaves exactly like the kernel evaluator
//! ([`crate::kernel_ir::eval::KernelEval`]): same states, same legal moves in the same order.
//! A `JitGame` owns its code (freed on drop), its tables and a copy of the kernel; it is
//! `Send + Sync`, so one compiled game can serve many threads at once.
//!
//! # Calling convention
//!
//! Every kernel function becomes one Cranelift function with the host's C calling convention:
//!
//! ```text
//! fn(ctx: *mut Ctx, state: *mut u8, buf: *mut MoveBuf, arg0: i64, .., argN: i64) -> i64
//! ```
//!
//! - `ctx` is per call from Rust (on the caller's stack): the move being applied (`Expr::Move`)
//!   and the fault record.
//! - `state` is the state's bytes (`Kernel::state.size` of them), or in a kernel with scratch
//!   fields a work area (`StateLayout::work_size` bytes: the state, then the scratch), this
//!   thread's, which the state is copied into before the call and back from after it.
//! - `buf` is the move buffer `Push` appends to and `MovesLen` reads: the caller's `Vec<RawMove>`
//!   spare capacity in `legal`, an empty buffer (null pointer, capacity 0) elsewhere, and for
//!   Query calls (`Expr::Call`), as the evaluator gives those no move list.
//! - The arguments are the callee's parameters; a function has as many as the most any call
//!   passes (missing ones are 0), exactly like the evaluator's zero-initialised locals.
//!
//! Kernel calls are direct calls between these functions. The entries are called from Rust with
//! no arguments (through a small trampoline when the entry function takes parameters).
//!
//! # Safety of the generated code
//!
//! The generated code touches only the state, the tables and the move buffer it is given, and
//! `ctx`:
//! - every state access `field[i]` is checked against the field's length, every table access
//!   against the table's length (one unsigned compare, skipped when the index is a constant in
//!   range); field layouts are checked against the state size when compiling;
//! - every `Push` checks the buffer's length against its capacity.
//!
//! A failed check does not trap: the function records a *fault* in `ctx` (what, which field or
//! table, the index) and returns at once; every caller returns too (a call is followed by a
//! test of the fault word when the callee may fault), and the Rust wrapper then panics with a
//! message, like the evaluator's bounds assertions. A full move buffer is not an error:
//! `legal_moves` sizes the `Vec` to `kernel.max_moves` first and, should a kernel push more,
//! grows it and runs `legal` again, so the result never depends on `max_moves` being right.
//!
//! Differences from the evaluator only on ill-formed kernels: `Expr::Move` outside `apply` reads
//! a zero move (the evaluator panics); a `Legal` function that stores into the state works on a
//! copy, as in the evaluator.

pub mod perf_map;
mod ranges;
mod stmt_facts;
#[cfg(test)]
mod tests;
mod translate;
mod value_cache;

use rustc_hash::FxHashMap as HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use cranelift_codegen::ir::{types, AbiParam, Function, InstBuilder, Signature, UserFuncName};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module, ModuleReloc};
use ludemic_runtime::fault::{self, FaultKind, GameFault};
use ludemic_runtime::{DynGame, MoveKey, RawMove, Status};

use crate::kernel_ir::{eval, Elem, Expr, FuncId, Kernel, Stmt};

/// How to compile.
#[derive(Clone, Debug)]
pub struct JitOptions {
    /// Run Cranelift's IR verifier on every function (on by default in debug builds and tests,
    /// off in release builds).
    pub verify: bool,
    /// Keep the Cranelift IR text of every function in [`JitGame::clif`] (for debugging).
    pub keep_clif: bool,
    /// Inline small and once-called kernel functions (on by default; off to test real calls).
    pub inline: bool,
    /// Append each compiled function's address, size and name to `/tmp/perf-PID.map` (see
    /// [`perf_map`]), so that profilers name JIT code. Off by default; the environment variable
    /// `LUDEMIC_PERF_MAP=1` turns it on for every compilation of the process.
    pub perf_map: bool,
    /// Functions of more Cranelift instructions than this are compiled for compile speed
    /// rather than code speed (see [`Allocation::Quick`]); [`QUICK_ABOVE`] by default.
    pub quick_above: usize,
    /// Which code to make first, and whether optimised code replaces it later; adaptive by
    /// default.
    pub tier: Tier,
    /// With [`Tier::Adaptive`]: how long a game is played on its baseline code (wall time from
    /// its first applied move) before the optimised tier replaces it. `None` (the default):
    /// [`TIER_UP_PER_COMPILE`] times the baseline's own compile time.
    pub tier_up_after: Option<Duration>,
}

/// The JIT's two tiers, and when a game moves from the first to the second.
///
/// Baseline code is compiled without Cranelift's optimisations and with its single-pass
/// register allocator: about half the optimised tier's compile time (Chess: 8.5 ms against
/// 19 ms), for 40% to 90% of its speed. Most games evolutionary search generates are played a
/// little and dropped, and never need more; a game that goes on being played pays for the
/// optimised tier once, on the thread that finds it has been played long enough (see
/// [`JitOptions::tier_up_after`]), and every thread runs it from its next call.
/// Both tiers translate the same Cranelift IR from the same kernel: they differ only in what
/// Cranelift does with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Baseline code only.
    Baseline,
    /// Optimised code from the start (a slower compilation).
    Optimised,
    /// Baseline code, replaced by optimised code once the game has been played for a while.
    Adaptive,
}

/// With the default [`JitOptions::tier_up_after`], a game is played on its baseline code for
/// this many times its baseline compile time, about what the optimised tier costs to make, so
/// a game that is played at all long pays at most about twice what it would have paid for the
/// better of the two tiers alone (the rent-or-buy bound). Timed rather than counted in moves:
/// a move of Reverse (JSON) costs 50 times one of Tic-Tac-Toe.
pub const TIER_UP_PER_COMPILE: u32 = 2;

/// Applied moves between two looks at the clock while a game plays on its baseline code.
const TIER_UP_CHECK_EVERY: u32 = 64;

/// Functions of more Cranelift instructions than this get [`Allocation::Quick`]. Backtracking
/// register allocation grows faster than linearly with a function's size: Petol's `legal`
/// (680k instructions, the dice sum repeated in every branch) spent 2.5 s in it, 0.34 s with
/// the single-pass allocator. Small functions keep the best code: single-pass allocation of
/// every function cost Chess (`games/chess.lud`) 39% of its JIT playout speed, and the biggest
/// function of a benchmark game (`games/chess.json`'s `explore_0`) has 17k instructions.
pub const QUICK_ABOVE: usize = 20_000;

impl Default for JitOptions {
    fn default() -> JitOptions {
        JitOptions {
            verify: cfg!(debug_assertions),
            keep_clif: false,
            inline: true,
            perf_map: perf_map::requested(),
            quick_above: QUICK_ABOVE,
            tier: Tier::Adaptive,
            tier_up_after: None,
        }
    }
}

/// Why a kernel could not be compiled.
#[derive(Clone, Debug, PartialEq)]
pub enum JitError {
    /// The kernel is malformed: an id out of range, a field outside the state, ...
    Invalid(String),
    /// Cranelift does not support this host.
    Host(String),
    /// Cranelift rejected a function (the verifier's report, or a code generation error).
    Codegen { function: String, message: String },
}

impl fmt::Display for JitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JitError::Invalid(m) => write!(f, "invalid kernel: {m}"),
            JitError::Host(m) => write!(f, "JIT not available on this host: {m}"),
            JitError::Codegen { function, message } => {
                write!(f, "Cranelift rejected kernel function `{function}`: {message}")
            }
        }
    }
}

impl std::error::Error for JitError {}

/// The move buffer generated code pushes into.
#[repr(C)]
pub(crate) struct MoveBuf {
    pub ptr: *mut RawMove,
    pub len: usize,
    pub cap: usize,
}

/// Per-call context: the move being applied, the fault record, the buffers.
#[repr(C)]
pub(crate) struct Ctx {
    pub mv: RawMove,
    pub fault: u32,
    /// Field or table id of a bounds fault.
    pub fault_what: u32,
    /// The offending index.
    pub fault_index: i64,
    /// The caller's move list (in `legal`).
    pub buf: MoveBuf,
    /// An empty buffer: what Query calls and `apply`/`init` see.
    pub none: MoveBuf,
}

impl Ctx {
    fn new() -> Ctx {
        let empty = || MoveBuf { ptr: std::ptr::null_mut(), len: 0, cap: 0 };
        Ctx {
            mv: RawMove::default(),
            fault: 0,
            fault_what: 0,
            fault_index: 0,
            buf: empty(),
            none: empty(),
        }
    }
}

pub(crate) const FAULT_STATE: u32 = 1;
pub(crate) const FAULT_TABLE: u32 = 2;
pub(crate) const FAULT_OVERFLOW: u32 = 3;
pub(crate) const FAULT_PUSH_OUTSIDE_LEGAL: u32 = 4;
/// A `while` loop ran out of fuel (`kernel_ir::LOOP_FUEL`).
pub(crate) const FAULT_FUEL: u32 = 5;

// The generated code hard-codes these offsets (via `offset_of!`); `RawMove` is `repr(C)`.
const _: () = {
    assert!(std::mem::size_of::<RawMove>() == 20);
    assert!(std::mem::offset_of!(RawMove, from) == 0);
    assert!(std::mem::offset_of!(RawMove, to) == 4);
    assert!(std::mem::offset_of!(RawMove, level_from) == 8);
    assert!(std::mem::offset_of!(RawMove, level_to) == 10);
    assert!(std::mem::offset_of!(RawMove, kind) == 12);
    assert!(std::mem::offset_of!(RawMove, aux) == 16);
    assert!(std::mem::size_of::<usize>() == 8);
};

type EntryFn = unsafe extern "C" fn(*mut Ctx, *mut u8, *mut MoveBuf) -> i64;
/// `update(index)` (see `Entries::update`), called directly: its one parameter is the index.
type UpdateFn = unsafe extern "C" fn(*mut Ctx, *mut u8, *mut MoveBuf, i64) -> i64;

/// `verdict(to, kind, aux)` of a sampler (see `kernel_ir::Sampler`), called directly.
type VerdictFn = unsafe extern "C" fn(*mut Ctx, *mut u8, *mut MoveBuf, i64, i64, i64) -> i64;

/// The JIT module, freed on drop.
struct Code {
    module: Option<JITModule>,
}

impl Drop for Code {
    fn drop(&mut self) {
        if let Some(m) = self.module.take() {
            // SAFETY: the only pointers into this memory are the entry points held by the
            // `JitGame` being dropped (or none, when compilation failed).
            unsafe { m.free_memory() };
        }
    }
}

/// The entry points of one tier's code.
#[derive(Clone, Copy)]
struct EntryPoints {
    /// `init`, unless the initial state is a constant ([`JitGame::initial`]).
    init: Option<EntryFn>,
    legal: EntryFn,
    apply: EntryFn,
    /// The kernel's `update` entry, when it has one taking the index.
    update: Option<UpdateFn>,
    /// The kernel's sampler (`candidates`, `verdict`), when it has one and `legal` runs on the
    /// state itself (see `DynGame::play_random`).
    sample: Option<(EntryFn, VerdictFn)>,
    /// `HiddenMeta::resync`, when the kernel has one.
    resync: Option<EntryFn>,
    /// `Meta::deal`, when the kernel has one.
    deal: Option<EntryFn>,
}

/// One tier's code: its module (freed on drop), its entry points, and what it cost.
struct Compiled {
    entries: EntryPoints,
    /// Where each compiled function lies (see [`JitGame::symbols`]).
    symbols: Vec<perf_map::Symbol>,
    clif: Option<String>,
    /// CPU time of the compiling thread for this tier's code generation.
    time: Duration,
    /// The baseline tier's Cranelift IR of every function, in the order they were defined, kept
    /// for the optimised tier (which compiles the same IR with other settings) so that it need
    /// not translate the kernel again: about an eighth of Chess's optimised compile time. Taken
    /// by the optimised tier, and never kept when there will be none.
    ir: Mutex<Option<Vec<Function>>>,
    // Dropped with the game, after the entry points are no longer reachable.
    _code: Code,
}

/// A kernel compiled to machine code; implements [`DynGame`].
pub struct JitGame {
    kernel: Arc<Kernel>,
    /// The initial state, when `init` reads no input and cannot fault: computed once at compile
    /// time by the kernel evaluator (see [`constant_initial_state`]) and copied.
    initial: Option<Box<[u8]>>,
    /// The code the entries run now: `first`'s, then `optimised`'s once made. It points into
    /// one of those boxes, which live as long as the game, so code a thread is still running
    /// when the pointer moves stays valid.
    current: AtomicPtr<Compiled>,
    first: Box<Compiled>,
    optimised: OnceLock<Option<Box<Compiled>>>,
    /// Moves applied so far, counted until the optimised tier replaces the first one.
    applied: AtomicU32,
    /// When the first move was applied.
    first_applied: OnceLock<Instant>,
    /// How long the game is played before the optimised tier replaces the first (`None`:
    /// never, or it is the first).
    tier_up_after: Option<Duration>,
    /// A thread is making the optimised tier for [`JitGame::count_applied`]: the others play on.
    tiering: AtomicBool,
    /// What compiling the optimised tier later needs.
    plan: Plan,
    opts: JitOptions,
    /// `legal` (or a function it calls) stores into the state, or the kernel has scratch
    /// fields: it runs on a copy (a work area).
    legal_writes: bool,
    /// Where the `over` flag and the mover lie (offset, type): playouts read both after every
    /// move, and finding them through the kernel's field list each time cost Tic-Tac-Toe a
    /// few percent of its playout speed.
    over_at: (usize, Elem),
    mover_at: (usize, Elem),
    /// CPU time from kernel to callable code: analysis and the first tier.
    compile_time: Duration,
    // Dropped after the entry points are no longer reachable (i.e. with the game).
    _tables: Box<[u64]>,
}

// SAFETY: after `finalize_definitions` the module is never touched again except to free it on
// drop (which needs ownership); the code is immutable and reentrant (every call gets its own
// `Ctx`, state and buffer); the tables are read-only.
unsafe impl Send for JitGame {}
unsafe impl Sync for JitGame {}

impl fmt::Debug for JitGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("JitGame")
            .field("name", &self.kernel.name)
            .field("compile_time", &self.compile_time)
            .field("optimised", &self.optimised())
            .finish()
    }
}

/// Compiles a kernel with the default options.
pub fn compile(kernel: &Kernel) -> Result<JitGame, JitError> {
    compile_with(kernel, &JitOptions::default())
}

/// How Cranelift compiles a function: for the speed of the code, or for the speed of compiling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Allocation {
    /// Optimised (`opt_level = speed`) and the backtracking register allocator: the best code.
    Best,
    /// Optimised, with the single-pass register allocator: a fraction of the backtracking
    /// one's time on big functions, at the price of more spills (see [`QUICK_ABOVE`]).
    Quick,
    /// Neither optimised nor carefully allocated: the baseline tier (see [`Tier`]).
    Baseline,
}

/// The host ISA, built once per verifier setting and allocation.
fn host_isa(verify: bool, allocation: Allocation) -> Result<OwnedTargetIsa, JitError> {
    static ISA: [OnceLock<Result<OwnedTargetIsa, String>>; 6] = [const { OnceLock::new() }; 6];
    ISA[verify as usize * 3 + allocation as usize]
        .get_or_init(|| {
            let mut flags = settings::builder();
            let set = |f: &mut settings::Builder, k: &str, v: &str| {
                f.set(k, v).map_err(|e| format!("{k}={v}: {e}"))
            };
            let optimise = allocation != Allocation::Baseline;
            set(&mut flags, "opt_level", if optimise { "speed" } else { "none" })?;
            if allocation != Allocation::Best {
                set(&mut flags, "regalloc_algorithm", "single_pass")?;
            }
            set(&mut flags, "enable_verifier", if verify { "true" } else { "false" })?;
            set(&mut flags, "is_pic", "false")?;
            set(&mut flags, "use_colocated_libcalls", "false")?;
            // Nothing unwinds through kernel code (faults return normally).
            set(&mut flags, "unwind_info", "false")?;
            let isa = cranelift_native::builder().map_err(|e| e.to_string())?;
            isa.finish(settings::Flags::new(flags)).map_err(|e| e.to_string())
        })
        .clone()
        .map_err(JitError::Host)
}

/// What the code generator needs to know about the kernel as a whole.
pub(crate) struct Plan {
    /// Parameters of each function's signature (after ctx, state, buf).
    pub arity: Vec<usize>,
    /// Locals of each function: `max(num_locals, arity)`.
    pub locals: Vec<usize>,
    /// The function may record a fault (its callers must test for one).
    pub may_fault: Vec<bool>,
    /// The function may store into the state.
    pub writes: Vec<bool>,
    /// The function (with what it calls) neither writes the state nor touches a move buffer:
    /// its result depends only on its arguments, the state and the move being applied, so a
    /// second call with the same arguments and no state write in between may reuse the first
    /// one's result (see `Key::Call`).
    pub pure: Vec<bool>,
    /// Calls to the function are translated as its body in place (see [`inline_choice`]); it is
    /// not compiled on its own.
    pub inline: Vec<bool>,
    /// Where each table lies and how its entries are stored.
    pub tables: Vec<TableInfo>,
    /// The values each function's locals can take (see [`ranges`]).
    pub local_ranges: Vec<Vec<ranges::Range>>,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct TableInfo {
    pub addr: usize,
    pub elem: Elem,
    pub len: usize,
    /// The least and greatest entry (0 for an empty table).
    pub lo: i64,
    pub hi: i64,
}

/// Compiles a kernel.
pub fn compile_with(kernel: &Kernel, opts: &JitOptions) -> Result<JitGame, JitError> {
    // CPU time of this thread (compilation is single-threaded): on a shared, loaded machine wall
    // time would mostly measure the other processes.
    let start = ludemic_runtime::playout::thread_cpu_seconds();
    validate(kernel)?;
    let (blob, tables) = lay_out_tables(kernel);
    let plan = analyse(kernel, tables, opts.inline);
    let kernel = Arc::new(kernel.clone());
    let initial = constant_initial_state(&kernel);
    let first_tier = if opts.tier == Tier::Optimised { Level::Optimised } else { Level::Baseline };
    let first = Box::new(generate(&kernel, &plan, initial.is_none(), opts, first_tier, None)?);
    let legal_writes = plan.writes[kernel.entry.legal.0 as usize] || kernel.state.has_scratch();
    let compile_time =
        Duration::from_secs_f64((ludemic_runtime::playout::thread_cpu_seconds() - start).max(0.0));
    let tier_up_after = (opts.tier == Tier::Adaptive)
        .then(|| opts.tier_up_after.unwrap_or(compile_time * TIER_UP_PER_COMPILE));
    Ok(JitGame {
        current: AtomicPtr::new(&*first as *const Compiled as *mut Compiled),
        first,
        optimised: OnceLock::new(),
        applied: AtomicU32::new(0),
        first_applied: OnceLock::new(),
        tier_up_after,
        tiering: AtomicBool::new(false),
        initial,
        legal_writes,
        over_at: scalar_at(&kernel, kernel.meta.over),
        mover_at: scalar_at(&kernel, kernel.meta.mover),
        kernel,
        plan,
        opts: opts.clone(),
        compile_time,
        _tables: blob,
    })
}

/// Which of the [`Tier`]s a module is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Level {
    Baseline,
    Optimised,
}

/// One tier's code for the kernel `plan` was made for: translated from the kernel, or compiled
/// from `ir`, the Cranelift IR an earlier tier kept (see [`Compiled::ir`]).
fn generate(
    kernel: &Kernel,
    plan: &Plan,
    init_runs: bool,
    opts: &JitOptions,
    level: Level,
    ir: Option<Vec<Function>>,
) -> Result<Compiled, JitError> {
    let start = ludemic_runtime::playout::thread_cpu_seconds();
    // The module's own ISA, and the one for functions over `quick_above` instructions: in
    // both tiers optimised (a huge function's optimisation pays for itself in allocation time:
    // Petol compiled 1.32 s at baseline without it, 0.97 s optimised) and allocated quickly.
    let isa = host_isa(
        opts.verify,
        if level == Level::Optimised { Allocation::Best } else { Allocation::Baseline },
    )?;
    let quick_isa = host_isa(opts.verify, Allocation::Quick)?;
    if isa.pointer_type() != types::I64 {
        return Err(JitError::Host("only 64-bit hosts are supported".into()));
    }
    let compiled = needed_functions(kernel, init_runs);
    let mut code = Code {
        module: Some(JITModule::new(JITBuilder::with_isa(isa.clone(), default_libcall_names()))),
    };
    let module = code.module.as_mut().expect("module");
    let ptr = types::I64;
    let signature = |arity: usize| {
        let mut s = Signature::new(isa.default_call_conv());
        s.params.extend([AbiParam::new(ptr); 3]);
        s.params.extend(std::iter::repeat_n(AbiParam::new(types::I64), arity));
        s.returns.push(AbiParam::new(types::I64));
        s
    };
    let codegen_err = |function: &str, e: &dyn fmt::Display| JitError::Codegen {
        function: function.to_string(),
        message: e.to_string(),
    };

    // Inlined functions are never called, so never compiled on their own; nor are those only
    // a constant `init` would call.
    let mut ids = Vec::with_capacity(kernel.functions.len());
    for (i, f) in kernel.functions.iter().enumerate() {
        if plan.inline[i] || !compiled[i] {
            ids.push(None);
            continue;
        }
        let id = module
            .declare_function(&format!("k{i}"), Linkage::Local, &signature(plan.arity[i]))
            .map_err(|e| codegen_err(&f.name, &e))?;
        ids.push(Some(id));
    }
    let id = |i: usize| ids[i].expect("functions called or entered are compiled");

    let mut ctx = module.make_context();
    let mut fctx = FunctionBuilderContext::new();
    let mut clif = opts.keep_clif.then(String::new);
    // Every function defined, its name and code size: for `JitGame::symbols`.
    let mut sized = Vec::new();
    // The IR to compile again, in definition order: the declarations above are made in the same
    // order as the earlier tier's, so the function ids its calls name are the same.
    let mut reused = ir.map(Vec::into_iter);
    let mut kept = (level == Level::Baseline && opts.tier == Tier::Adaptive).then(Vec::new);
    for (i, f) in kernel.functions.iter().enumerate() {
        if plan.inline[i] || !compiled[i] {
            continue;
        }
        if let Some(func) = reused.as_mut().and_then(Iterator::next) {
            ctx.func = func;
        } else {
            ctx.func.signature = signature(plan.arity[i]);
            ctx.func.name = UserFuncName::user(0, i as u32);
            let mut refs = HashMap::default();
            for callee in called_after_inlining(kernel, plan, i) {
                refs.insert(
                    callee,
                    module.declare_func_in_func(id(callee as usize), &mut ctx.func),
                );
            }
            translate::function(
                kernel,
                plan,
                FuncId(i as u32),
                &refs,
                FunctionBuilder::new(&mut ctx.func, &mut fctx),
                isa.frontend_config(),
            );
        }
        if let Some(kept) = &mut kept {
            kept.push(ctx.func.clone());
        }
        let size =
            finish_function(module, &mut ctx, id(i), &f.name, opts, [&isa, &quick_isa], &mut clif)?;
        sized.push((id(i), f.name.clone(), size));
    }

    // Entry points: the function itself, or a trampoline passing zero arguments.
    let entries = [kernel.entry.init, kernel.entry.legal, kernel.entry.apply];
    let mut entry_ids = [id(kernel.entry.legal.0 as usize); 3];
    for (slot, e) in entries.iter().enumerate() {
        let e = e.0 as usize;
        if slot == 0 && !init_runs {
            continue;
        }
        if plan.arity[e] == 0 {
            entry_ids[slot] = id(e);
            continue;
        }
        let name = format!("entry{slot}");
        let tid = module
            .declare_function(&name, Linkage::Local, &signature(0))
            .map_err(|err| codegen_err(&name, &err))?;
        if let Some(func) = reused.as_mut().and_then(Iterator::next) {
            ctx.func = func;
        } else {
            ctx.func.signature = signature(0);
            ctx.func.name = UserFuncName::user(1, slot as u32);
            let callee = module.declare_func_in_func(id(e), &mut ctx.func);
            let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
            let block = b.create_block();
            b.append_block_params_for_function_params(block);
            b.switch_to_block(block);
            let mut args = b.block_params(block).to_vec();
            for _ in 0..plan.arity[e] {
                args.push(b.ins().iconst(types::I64, 0));
            }
            let call = b.ins().call(callee, &args);
            let r = b.inst_results(call)[0];
            b.ins().return_(&[r]);
            b.seal_all_blocks();
            b.finalize(isa.frontend_config());
        }
        if let Some(kept) = &mut kept {
            kept.push(ctx.func.clone());
        }
        let size =
            finish_function(module, &mut ctx, tid, &name, opts, [&isa, &quick_isa], &mut clif)?;
        sized.push((tid, name, size));
        entry_ids[slot] = tid;
    }

    module.finalize_definitions().map_err(|e| codegen_err("(linking)", &e))?;
    let symbols: Vec<perf_map::Symbol> = sized
        .into_iter()
        .map(|(id, name, size)| perf_map::Symbol {
            start: module.get_finalized_function(id) as usize,
            size,
            name: format!("{}::{name}", kernel.name),
        })
        .collect();
    if opts.perf_map {
        // A profiling aid: a map that cannot be written leaves the game as good as it was.
        if let Err(e) = perf_map::append(&symbols) {
            eprintln!("ludemic: cannot write the perf map {}: {e}", perf_map::path().display());
        }
    }
    // SAFETY: each entry was defined with `signature(0)`, which is `EntryFn` in the host's C ABI.
    let entry = |id| unsafe {
        std::mem::transmute::<*const u8, EntryFn>(module.get_finalized_function(id))
    };
    let init = init_runs.then(|| entry(entry_ids[0]));
    let (legal, apply) = (entry(entry_ids[1]), entry(entry_ids[2]));
    let legal_writes = plan.writes[kernel.entry.legal.0 as usize] || kernel.state.has_scratch();
    // `update` runs on the state itself, which has no room for scratch fields.
    let update = kernel
        .entry
        .update
        .filter(|u| plan.arity[u.0 as usize] == 1 && !legal_writes && !plan.writes[u.0 as usize])
        .map(|u| {
            // SAFETY: the function was defined with `signature(1)`: `UpdateFn` in the host's C ABI.
            unsafe {
                std::mem::transmute::<*const u8, UpdateFn>(
                    module.get_finalized_function(id(u.0 as usize)),
                )
            }
        });
    // Both run on the state itself: `legal` there writes working fields only.
    let sample = kernel
        .entry
        .sample
        .filter(|s| {
            kernel.entry.legal_in_place
                && !kernel.state.has_scratch()
                && plan.arity[s.candidates.0 as usize] == 0
                && plan.arity[s.verdict.0 as usize] == 3
        })
        .map(|s| {
            let f = |f: FuncId| module.get_finalized_function(id(f.0 as usize));
            // SAFETY: `candidates` was defined with `signature(0)`, `verdict` with
            // `signature(3)`: `EntryFn` and `VerdictFn` in the host's C ABI.
            unsafe {
                (
                    std::mem::transmute::<*const u8, EntryFn>(f(s.candidates)),
                    std::mem::transmute::<*const u8, VerdictFn>(f(s.verdict)),
                )
            }
        });
    // SAFETY: a resync and a deal take no parameter (checked in `validate`): defined with
    // `signature(0)`, `EntryFn` in the host's C ABI.
    let side = |f: Option<FuncId>| {
        f.map(|r| unsafe {
            std::mem::transmute::<*const u8, EntryFn>(
                module.get_finalized_function(id(r.0 as usize)),
            )
        })
    };
    let (resync, deal) = (side(resync_entry(kernel)), side(kernel.meta.deal));
    Ok(Compiled {
        entries: EntryPoints { init, legal, apply, update, sample, resync, deal },
        symbols,
        clif,
        time: Duration::from_secs_f64(
            (ludemic_runtime::playout::thread_cpu_seconds() - start).max(0.0),
        ),
        ir: Mutex::new(kept),
        _code: code,
    })
}

/// Verifies and compiles the function in `ctx` (against the best or the quick ISA, by its size:
/// see [`JitOptions::quick_above`]) and defines it as `id`; its code size.
fn finish_function(
    module: &mut JITModule,
    ctx: &mut cranelift_codegen::Context,
    id: cranelift_module::FuncId,
    name: &str,
    opts: &JitOptions,
    [isa, quick_isa]: [&OwnedTargetIsa; 2],
    clif: &mut Option<String>,
) -> Result<usize, JitError> {
    let codegen_err = |message: String| JitError::Codegen { function: name.to_string(), message };
    if let Some(text) = clif {
        text.push_str(&format!("; {name}\n{}\n", ctx.func.display()));
    }
    if opts.verify {
        cranelift_codegen::verify_function(&ctx.func, isa.as_ref()).map_err(|errors| {
            codegen_err(cranelift_codegen::print_errors::pretty_verifier_error(
                &ctx.func, None, errors,
            ))
        })?;
    }
    if ctx.func.dfg.num_insts() > opts.quick_above {
        define_with(module, ctx, id, quick_isa).map_err(codegen_err)?;
    } else {
        module.define_function(id, ctx).map_err(|e| codegen_err(format!("{e:?}")))?;
    }
    let size = ctx.compiled_code().map_or(0, |c| c.code_buffer().len());
    module.clear_context(ctx);
    Ok(size)
}

/// `module.define_function`, compiling against `isa` instead of the module's own.
fn define_with(
    module: &mut JITModule,
    ctx: &mut cranelift_codegen::Context,
    id: cranelift_module::FuncId,
    isa: &OwnedTargetIsa,
) -> Result<(), String> {
    let mut plane = cranelift_codegen::control::ControlPlane::default();
    let alignment = match ctx.compile(isa.as_ref(), &mut plane) {
        Ok(code) => code.buffer.alignment as u64,
        Err(e) => return Err(format!("{:?}", e.inner)),
    };
    let code = ctx.compiled_code().expect("just compiled");
    let relocs: Vec<ModuleReloc> = code
        .buffer
        .relocs()
        .iter()
        .map(|r| ModuleReloc::from_mach_reloc(r, &ctx.func, id))
        .collect();
    module
        .define_function_bytes(id, alignment, code.code_buffer(), &relocs)
        .map_err(|e| format!("{e:?}"))
}

impl JitGame {
    /// The kernel this game was compiled from.
    pub fn kernel(&self) -> &Arc<Kernel> {
        &self.kernel
    }

    /// CPU time of the compiling thread from kernel to callable code (the first tier).
    pub fn compile_time(&self) -> Duration {
        self.compile_time
    }

    /// CPU time the optimised tier's code generation took, once it replaced the baseline (see
    /// [`Tier`]); `None` before, and for a game compiled optimised from the start (whose
    /// [`JitGame::compile_time`] is that).
    pub fn optimise_time(&self) -> Option<Duration> {
        self.optimised.get().and_then(|c| c.as_ref()).map(|c| c.time)
    }

    /// Whether the code running now is the optimised tier's.
    pub fn optimised(&self) -> bool {
        self.opts.tier == Tier::Optimised || self.optimise_time().is_some()
    }

    /// Replaces the baseline code by the optimised tier's now, rather than after
    /// [`JitOptions::tier`]'s threshold; returns its compile time (zero when already done,
    /// `None` if it failed). Safe while other threads play the game: they move to the new code
    /// at their next call.
    pub fn optimise(&self) -> Option<Duration> {
        if self.opts.tier == Tier::Optimised {
            return Some(Duration::ZERO);
        }
        let fresh = self.optimised.get().is_none();
        let compiled = self.optimised.get_or_init(|| {
            let ir = self.first.ir.lock().ok().and_then(|mut ir| ir.take());
            let made = generate(
                &self.kernel,
                &self.plan,
                self.initial.is_none(),
                &JitOptions { tier: Tier::Optimised, ..self.opts.clone() },
                Level::Optimised,
                ir,
            );
            match made {
                Ok(c) => Some(Box::new(c)),
                Err(e) => {
                    // Not silent: the game goes on correct, on its baseline code.
                    eprintln!(
                        "ludemic: the JIT's optimised tier failed for `{}` ({e}); its baseline \
                         code goes on running",
                        self.kernel.name
                    );
                    None
                }
            }
        });
        let compiled = compiled.as_ref()?;
        self.current.store(&**compiled as *const Compiled as *mut Compiled, Ordering::Release);
        Some(if fresh { compiled.time } else { Duration::ZERO })
    }

    /// The code the entries run now.
    #[inline]
    fn code(&self) -> &Compiled {
        // SAFETY: `current` points into `first` or `optimised`, boxes that live as long as
        // `self` and are never replaced once made.
        unsafe { &*self.current.load(Ordering::Acquire) }
    }

    #[inline]
    fn entries(&self) -> &EntryPoints {
        &self.code().entries
    }

    /// Counts an applied move toward the optimised tier (see [`Tier::Adaptive`]): every
    /// [`TIER_UP_CHECK_EVERY`] moves, looks at how long the game has been played.
    #[inline]
    fn count_applied(&self) {
        if self.tier_up_after.is_some() && self.optimised.get().is_none() {
            let n = self.applied.fetch_add(1, Ordering::Relaxed);
            if n % TIER_UP_CHECK_EVERY == 0 {
                self.maybe_tier_up(n);
            }
        }
    }

    /// At the first applied move, starts the clock; later, makes the optimised tier if the
    /// game has been played long enough.
    #[cold]
    #[inline(never)]
    fn maybe_tier_up(&self, applied: u32) {
        let since = *self.first_applied.get_or_init(Instant::now);
        let Some(after) = self.tier_up_after.filter(|_| applied > 0) else { return };
        // One thread makes it; the others play on meanwhile rather than wait.
        if since.elapsed() >= after && !self.tiering.swap(true, Ordering::AcqRel) {
            self.optimise();
        }
    }

    /// Whether random playouts draw candidates (the kernel's `Sampler`) rather than pick from
    /// the whole list.
    pub fn samples(&self) -> bool {
        self.entries().sample.is_some()
    }

    /// The Cranelift IR of every function of the first tier, when compiled with
    /// [`JitOptions::keep_clif`].
    pub fn clif(&self) -> Option<&str> {
        self.first.clif.as_deref()
    }

    /// Where the machine code of each compiled function lies, named `GAME::FUNCTION` (kernel
    /// functions by their kernel name, the entry trampolines `entry0`..`entry2`): what
    /// [`JitOptions::perf_map`] writes.
    pub fn symbols(&self) -> &[perf_map::Symbol] {
        &self.code().symbols
    }

    /// Raises the fault `ctx` records, if any (a [`GameFault`], which the command line reports
    /// as an error): inlined, so that the usual case costs one test (the playout loop checks
    /// after every move).
    #[inline]
    fn check(&self, ctx: &Ctx, entry: &str) {
        if ctx.fault != 0 {
            self.fault(ctx, entry);
        }
    }

    #[cold]
    #[inline(never)]
    fn fault(&self, ctx: &Ctx, entry: &str) -> ! {
        let k = &self.kernel;
        let (kind, what) = match ctx.fault {
            FAULT_STATE => {
                let f = k.state.fields.get(ctx.fault_what as usize);
                let (name, len) = f.map_or(("?", 0), |f| (f.name.as_str(), f.len));
                (FaultKind::Bounds, format!("{name}[{}] out of bounds ({len})", ctx.fault_index))
            }
            FAULT_TABLE => {
                let t = k.tables.get(ctx.fault_what as usize);
                match t.and_then(crate::kernel_ir::limit_fault) {
                    Some(limit) => (FaultKind::Limit, limit.message()),
                    None => {
                        let (name, len) = t.map_or(("?", 0), |t| (t.name.as_str(), t.data.len()));
                        let what =
                            format!("table {name}[{}] out of bounds ({len})", ctx.fault_index);
                        (FaultKind::Bounds, what)
                    }
                }
            }
            FAULT_PUSH_OUTSIDE_LEGAL => (FaultKind::Bounds, "push outside a Legal function".into()),
            FAULT_OVERFLOW => (FaultKind::Bounds, "move buffer overflow".to_string()),
            FAULT_FUEL => (
                FaultKind::Limit,
                format!("a `while` loop ran more than {} iterations", crate::kernel_ir::LOOP_FUEL),
            ),
            other => (FaultKind::Bounds, format!("fault {other}")),
        };
        fault::raise(GameFault {
            game: k.name.clone(),
            entry: format!("the JIT's `{entry}`"),
            kind,
            what,
        })
    }

    /// `legal_moves`, running a writing `legal` on `copy` (see `DynGame::legal_moves`).
    fn legal_into(&self, state: &[u8], moves: &mut Vec<RawMove>, copy: &mut Vec<u8>) {
        self.legal_at(self.entries().legal, moves, || {
            if self.legal_writes {
                load_work(copy, state, self.kernel.state.work_size())
            } else {
                // Never written through: `legal` and everything it calls only read the state.
                state.as_ptr() as *mut u8
            }
        })
    }

    /// Runs `legal` (or another pushing entry) on the state (or work area) `sp()` gives,
    /// again on a fresh one with a larger buffer after a move-buffer overflow.
    fn legal_at(&self, legal: EntryFn, moves: &mut Vec<RawMove>, mut sp: impl FnMut() -> *mut u8) {
        moves.clear();
        moves.reserve(self.kernel.max_moves.max(1));
        loop {
            let sp = sp();
            let mut ctx = Ctx::new();
            ctx.buf = MoveBuf { ptr: moves.as_mut_ptr(), len: 0, cap: moves.capacity() };
            let c: *mut Ctx = &mut ctx;
            // SAFETY: as in `init_state`; pushes stay below `cap`, within the Vec's allocation.
            unsafe { legal(c, sp, &raw mut (*c).buf) };
            if ctx.fault == FAULT_OVERFLOW {
                let cap = moves.capacity();
                moves.reserve(cap.saturating_mul(2));
                continue;
            }
            self.check(&ctx, "legal");
            debug_assert!(ctx.buf.len <= moves.capacity());
            // SAFETY: the code wrote `len` complete moves at the start of the buffer.
            unsafe { moves.set_len(ctx.buf.len) };
            return;
        }
    }

    /// Runs a writing entry on the state: on the state itself, or, in a kernel with scratch
    /// fields, on this thread's work area (the state copied in and back out).
    fn on_work(&self, state: &mut [u8], run: impl FnOnce(*mut u8)) {
        if !self.kernel.state.has_scratch() {
            return run(state.as_mut_ptr());
        }
        WORK.with_borrow_mut(|work| {
            run(load_work(work, state, self.kernel.state.work_size()));
            state.copy_from_slice(&work[..state.len()]);
        })
    }

    /// The status of a finished game (see `DynGame::status`).
    #[cold]
    #[inline(never)]
    fn final_status(&self, state: &[u8]) -> Status {
        eval::status(&self.kernel, state)
    }

    fn check_len(&self, state: &[u8]) {
        assert_eq!(
            state.len(),
            self.kernel.state.size,
            "state of the wrong size for `{}`",
            self.kernel.name
        );
    }
}

impl DynGame for JitGame {
    fn name(&self) -> &str {
        &self.kernel.name
    }
    fn num_players(&self) -> usize {
        self.kernel.num_players as usize
    }
    fn state_len(&self) -> usize {
        self.kernel.state.size
    }
    fn init_state(&self, state: &mut [u8]) {
        self.check_len(state);
        if let Some(initial) = &self.initial {
            return state.copy_from_slice(initial);
        }
        let init = self.entries().init.expect("compiled when the initial state is not constant");
        state.fill(0);
        let mut ctx = Ctx::new();
        let c: *mut Ctx = &mut ctx;
        self.on_work(state, |sp| {
            // SAFETY: the state (or work area) has the kernel's size; the code stays inside it,
            // `ctx` and the empty buffer (see the module doc).
            unsafe { init(c, sp, &raw mut (*c).none) };
        });
        self.check(&ctx, "init");
    }
    #[inline]
    fn mover(&self, state: &[u8]) -> usize {
        scalar(state, self.mover_at) as usize
    }
    fn legal_moves(&self, state: &[u8], moves: &mut Vec<RawMove>) {
        self.check_len(state);
        WORK.with_borrow_mut(|copy| self.legal_into(state, moves, copy))
    }
    fn apply(&self, state: &mut [u8], mv: &RawMove) {
        self.check_len(state);
        self.count_applied();
        let apply = self.entries().apply;
        let mut ctx = Ctx::new();
        ctx.mv = *mv;
        let c: *mut Ctx = &mut ctx;
        self.on_work(state, |sp| {
            // SAFETY: as in `init_state`.
            unsafe { apply(c, sp, &raw mut (*c).none) };
        });
        self.check(&ctx, "apply");
    }
    fn apply_from_list(&self, state: &mut [u8], moves: &mut Vec<RawMove>, index: usize) {
        if self.entries().update.is_none() {
            let mv = moves[index];
            self.apply(state, &mv);
            if !self.kernel.entry.legal_in_place || self.kernel.state.has_scratch() {
                return self.legal_moves(state, moves);
            }
            // On the state itself: it changes only working fields (`Entries::legal_in_place`),
            // and an overflow stops it outside its trials, so a retry starts from the same game
            // state.
            #[cfg(debug_assertions)]
            let before = state.to_vec();
            self.legal_at(self.entries().legal, moves, || state.as_mut_ptr());
            #[cfg(debug_assertions)]
            if let Some(field) = self.kernel.state.first_difference(&before, state) {
                panic!("JIT kernel `{}`: `legal` run in place changed {field}", self.kernel.name);
            }
            return;
        }
        // `apply`, then the update, with one context and no call in between: a kernel with an
        // update entry has no scratch, so both run on the state itself. Playouts make this call
        // after every move: the Rust around the two entries was 17% of Tic-Tac-Toe's profile.
        self.check_len(state);
        self.count_applied();
        // Both entries from one tier: `count_applied` may just have moved to the other.
        let EntryPoints { apply, update: Some(update), .. } = *self.entries() else {
            unreachable!("every tier has the same entries")
        };
        // The update may regenerate the list: give it the whole capacity `legal` would get.
        moves.reserve(self.kernel.max_moves.max(1));
        let mut ctx = Ctx::new();
        ctx.mv = moves[index];
        ctx.buf = MoveBuf { ptr: moves.as_mut_ptr(), len: moves.len(), cap: moves.capacity() };
        let c: *mut Ctx = &mut ctx;
        // SAFETY: as in `init_state` for `apply` (given the empty buffer); as in `legal_moves`
        // for the update: the state is only read, writes stay within the Vec's capacity, and
        // the first `len` moves are initialised.
        unsafe { apply(c, state.as_mut_ptr(), &raw mut (*c).none) };
        self.check(&ctx, "apply");
        unsafe { update(c, state.as_mut_ptr(), &raw mut (*c).buf, index as i64) };
        if ctx.fault != 0 {
            // A regeneration that outgrew the buffer (or any fault): start over properly.
            return self.legal_moves(state, moves);
        }
        // SAFETY: the code left `len` complete moves at the start of the buffer.
        unsafe { moves.set_len(ctx.buf.len) };
    }
    fn play_random(
        &self,
        state: &mut [u8],
        moves: &mut Vec<RawMove>,
        rng: &mut ludemic_runtime::Rng,
    ) -> bool {
        let Some((candidates, verdict)) = self.entries().sample else {
            return ludemic_runtime::dynamic::play_from_legal_list(self, state, moves, rng);
        };
        use ludemic_runtime::sample::{draw_accepted, play_drawn};
        self.check_len(state);
        #[cfg(debug_assertions)]
        let before = state.to_vec();
        // On the state itself, as `legal` in place: both write working fields only.
        self.legal_at(candidates, moves, || state.as_mut_ptr());
        let drawn = draw_accepted(state, moves, rng, |state, mv| {
            let mut ctx = Ctx::new();
            let c: *mut Ctx = &mut ctx;
            let (to, kind, aux) = (mv.to as i64, mv.kind as i64, mv.aux as i64);
            // SAFETY: as in `legal_moves`, on the state itself (see above).
            let accepted =
                unsafe { verdict(c, state.as_mut_ptr(), &raw mut (*c).none, to, kind, aux) };
            self.check(&ctx, "sample verdict");
            accepted != 0
        });
        #[cfg(debug_assertions)]
        if let Some(field) = self.kernel.state.first_difference(&before, state) {
            panic!("JIT kernel `{}`: sampling changed {field}", self.kernel.name);
        }
        let legal = |s: &mut [u8], m: &mut Vec<RawMove>| self.legal_moves(s, m);
        play_drawn(state, drawn, moves, rng, legal, |s, mv| self.apply(s, &mv))
    }
    #[inline]
    fn status(&self, state: &[u8]) -> Status {
        // Playouts ask after every move: answer "ongoing" without the general path, inlined
        // into the playout loop (a call saving and restoring the registers the general path
        // needs was 6% of Gomoku's time).
        if scalar(state, self.over_at) == 0 {
            return Status::Ongoing;
        }
        self.final_status(state)
    }
    fn move_key(&self, _state: &[u8], mv: &RawMove) -> MoveKey {
        eval::move_key(&self.kernel, mv)
    }
    fn state_string(&self, state: &[u8]) -> String {
        eval::state_string(&self.kernel, state)
    }
    fn move_action(&self, _state: &[u8], mv: &RawMove) -> Option<String> {
        eval::move_action(&self.kernel, mv)
    }
    fn seed_chance(&self, state: &mut [u8], rng: &mut ludemic_runtime::Rng) {
        self.check_len(state);
        eval::seed_chance(&self.kernel, state, rng);
        if let Some(deal) = self.entries().deal {
            self.run_side_entry(state, deal, "deal");
        }
    }
    fn force_roll(&self, state: &mut [u8], faces: &[u32]) -> bool {
        self.check_len(state);
        eval::force_roll(&self.kernel, state, faces)
    }
    fn seat_of(&self, state: &[u8], role: usize) -> usize {
        self.check_len(state);
        eval::seat_of(&self.kernel, state, role)
    }
    fn has_hidden_information(&self) -> bool {
        self.kernel.meta.hidden.is_some()
    }
    fn observation(&self, state: &[u8], player: usize, out: &mut Vec<i32>) {
        self.check_len(state);
        crate::kernel_ir::hidden::observation(&self.kernel, state, player, out)
    }
    fn observation_string(&self, state: &[u8], player: usize) -> String {
        self.check_len(state);
        crate::kernel_ir::hidden::observation_string(&self.kernel, state, player)
    }
    fn information_set_key(&self, state: &[u8], player: usize) -> u64 {
        self.check_len(state);
        crate::kernel_ir::hidden::information_set_key(&self.kernel, state, player)
    }
    fn determinize(&self, state: &mut [u8], player: usize, rng: &mut ludemic_runtime::Rng) {
        self.check_len(state);
        if !crate::kernel_ir::hidden::determinize(&self.kernel, state, player, rng) {
            return;
        }
        // Derived fields (HiddenMeta::resync), an entry of every tier.
        let resync = self.entries().resync.expect("compiled where the kernel has one");
        self.run_side_entry(state, resync, "resync");
    }
}

impl JitGame {
    /// Runs an entry of no parameter outside play (`resync`, `deal`) on `state`.
    fn run_side_entry(&self, state: &mut [u8], entry: EntryFn, name: &str) {
        let mut ctx = Ctx::new();
        let c: *mut Ctx = &mut ctx;
        self.on_work(state, |sp| {
            // SAFETY: as in `init_state`.
            unsafe { entry(c, sp, &raw mut (*c).none) };
        });
        self.check(&ctx, name);
    }
}

/// The first element of a field (a scalar): the playout loop reads the mover and the "over"
/// flag after every move, without the general path's checks.
#[inline]
fn scalar(state: &[u8], (offset, ty): (usize, Elem)) -> i64 {
    // Both are bytes in every lowered kernel: no dispatch on the type for them.
    if ty == Elem::U8 {
        return state[offset] as i64;
    }
    eval::read(ty, &state[offset..])
}

/// Where scalar field `f` lies in the state: (offset, type).
fn scalar_at(k: &Kernel, f: crate::kernel_ir::FieldId) -> (usize, Elem) {
    let f = k.state.field(f);
    (f.offset, f.ty)
}

// ---- analysis ----

/// Visits every statement and expression of a body, outermost first.
/// The locals some statement of `body` (nested ones included) assigns.
pub(crate) fn assigned_locals(body: &[Stmt]) -> Vec<usize> {
    let mut out = Vec::new();
    visit(body, &mut |n| {
        if let Node::Stmt(Stmt::Set(l, _) | Stmt::Range { var: l, .. }) = n {
            out.push(l.0 as usize);
        }
    });
    out
}

pub(crate) fn visit<'a>(body: &'a [Stmt], f: &mut impl FnMut(Node<'a>)) {
    for s in body {
        f(Node::Stmt(s));
        match s {
            Stmt::Set(_, e) => visit_expr(e, f),
            Stmt::Store { index, value, .. } => {
                visit_expr(index, f);
                visit_expr(value, f);
            }
            Stmt::If { cond, then, otherwise } => {
                visit_expr(cond, f);
                visit(then, f);
                visit(otherwise, f);
            }
            Stmt::Range { start, end, body, .. } => {
                visit_expr(start, f);
                visit_expr(end, f);
                visit(body, f);
            }
            Stmt::While { cond, body } => {
                visit_expr(cond, f);
                visit(body, f);
            }
            Stmt::Break | Stmt::Continue | Stmt::ClearMoves => {}
            Stmt::RemoveMove(e) => visit_expr(e, f),
            Stmt::Return(e) => {
                if let Some(e) = e {
                    visit_expr(e, f);
                }
            }
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                for e in [from, to, level_from, level_to, kind, aux] {
                    visit_expr(e, f);
                }
            }
            Stmt::Call { args, .. } => args.iter().for_each(|a| visit_expr(a, f)),
        }
    }
}

pub(crate) fn visit_expr<'a>(e: &'a Expr, f: &mut impl FnMut(Node<'a>)) {
    crate::kernel_ir::walk_expr(e, &mut |x| f(Node::Expr(x)));
}

#[derive(Clone, Copy)]
pub(crate) enum Node<'a> {
    Stmt(&'a Stmt),
    Expr(&'a Expr),
}

/// The functions a body calls, in order of first call.
pub(crate) fn callees(body: &[Stmt]) -> Vec<u32> {
    let mut out = Vec::new();
    visit(body, &mut |n| {
        let func = match n {
            Node::Stmt(Stmt::Call { func, .. }) | Node::Expr(Expr::Call { func, .. }) => func.0,
            _ => return,
        };
        if !out.contains(&func) {
            out.push(func);
        }
    });
    out
}

/// Checks every id and the layout, so that generated code cannot reach outside the state.
fn validate(k: &Kernel) -> Result<(), JitError> {
    let bad = |m: String| Err(JitError::Invalid(m));
    for f in &k.state.fields {
        let end = f.len.checked_mul(f.ty.size()).and_then(|n| n.checked_add(f.offset));
        // A state field lies in the state, a scratch field after it in the work area.
        let (lo, hi, place) = if f.scratch {
            (k.state.size, k.state.work_size(), "scratch")
        } else {
            (0, k.state.size, "state")
        };
        if f.offset < lo || end.is_none_or(|e| e > hi) || f.len > i64::MAX as usize {
            return bad(format!("field `{}` lies outside the {place} (bytes {lo}..{hi})", f.name));
        }
    }
    let nf = k.functions.len() as u32;
    let sample = k.entry.sample.into_iter().flat_map(|s| [s.candidates, s.verdict]);
    for e in [k.entry.init, k.entry.legal, k.entry.apply].into_iter().chain(sample) {
        if e.0 >= nf {
            return bad(format!("entry function {} does not exist", e.0));
        }
    }
    for (what, f) in [("resync", resync_entry(k)), ("deal", k.meta.deal)] {
        if let Some(r) = f {
            if r.0 >= nf || k.functions[r.0 as usize].params != 0 {
                return bad(format!(
                    "the {what} function {} does not exist or takes parameters",
                    r.0
                ));
            }
        }
    }
    let arity = arities(k);
    for (i, f) in k.functions.iter().enumerate() {
        let locals = f.num_locals().max(arity[i]);
        let mut err = None;
        visit(&f.body, &mut |n| {
            if err.is_some() {
                return;
            }
            let local = |l: &crate::kernel_ir::Local| {
                (l.0 as usize >= locals).then(|| format!("local {} out of range", l.0))
            };
            err = match n {
                Node::Stmt(Stmt::Set(l, _)) | Node::Stmt(Stmt::Range { var: l, .. }) => local(l),
                Node::Expr(Expr::Local(l)) => local(l),
                Node::Stmt(Stmt::Store { field, .. }) | Node::Expr(Expr::Load { field, .. }) => {
                    (field.0 as usize >= k.state.fields.len())
                        .then(|| format!("field {} does not exist", field.0))
                }
                Node::Expr(Expr::Table { table, .. }) => (table.0 as usize >= k.tables.len())
                    .then(|| format!("table {} does not exist", table.0)),
                Node::Stmt(Stmt::Call { func, .. }) | Node::Expr(Expr::Call { func, .. }) => {
                    (func.0 >= nf).then(|| format!("function {} does not exist", func.0))
                }
                _ => None,
            };
        });
        if let Some(m) = err {
            return bad(format!("in function `{}`: {m}", f.name));
        }
    }
    Ok(())
}

/// Each function's number of parameters: its own, or the most arguments any call passes.
fn arities(k: &Kernel) -> Vec<usize> {
    let mut arity: Vec<usize> = k.functions.iter().map(|f| f.params as usize).collect();
    for f in &k.functions {
        visit(&f.body, &mut |n| {
            if let Node::Stmt(Stmt::Call { func, args }) | Node::Expr(Expr::Call { func, args }) = n
            {
                if let Some(a) = arity.get_mut(func.0 as usize) {
                    *a = (*a).max(args.len());
                }
            }
        });
    }
    arity
}

/// Whether an index expression is a constant within `0..len` (no check needed).
pub(crate) fn const_in(index: &Expr, len: usize) -> bool {
    matches!(*index, Expr::Int(i) if i >= 0 && (i as u64) < len as u64)
}

fn analyse(k: &Kernel, tables: Vec<TableInfo>, inline: bool) -> Plan {
    let arity = arities(k);
    let locals: Vec<usize> =
        k.functions.iter().zip(&arity).map(|(f, &a)| f.num_locals().max(a)).collect();
    let local_ranges: Vec<Vec<ranges::Range>> = k
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| ranges::local_ranges(k, &tables, f, locals[i], arity[i]))
        .collect();
    let in_bounds = |func: usize, index: &Expr, len: usize| {
        ranges::in_bounds(k, &tables, &local_ranges[func], index, len)
    };
    // Direct facts, then propagate through calls to a fixpoint.
    let n = k.functions.len();
    let mut may_fault = vec![false; n];
    let mut writes = vec![false; n];
    let mut touches_moves = vec![false; n];
    let mut calls: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (i, f) in k.functions.iter().enumerate() {
        calls[i] = callees(&f.body);
        visit(&f.body, &mut |node| match node {
            Node::Stmt(Stmt::Store { field, index, .. }) => {
                writes[i] = true;
                if !in_bounds(i, index, k.state.field(*field).len) {
                    may_fault[i] = true;
                }
            }
            Node::Expr(Expr::Load { field, index })
                if !in_bounds(i, index, k.state.field(*field).len) =>
            {
                may_fault[i] = true
            }
            Node::Expr(Expr::Table { table, index })
                if !in_bounds(i, index, tables[table.0 as usize].len) =>
            {
                may_fault[i] = true
            }
            Node::Stmt(Stmt::Push { .. }) => {
                may_fault[i] = true;
                touches_moves[i] = true;
            }
            Node::Stmt(Stmt::While { .. }) => may_fault[i] = true,
            Node::Stmt(Stmt::ClearMoves | Stmt::RemoveMove(_))
            | Node::Expr(Expr::MovesLen | Expr::MoveAt(..)) => touches_moves[i] = true,
            _ => {}
        });
    }
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            for &c in &calls[i] {
                let c = c as usize;
                for fact in [&mut may_fault, &mut writes, &mut touches_moves] {
                    if fact[c] && !fact[i] {
                        fact[i] = true;
                        changed = true;
                    }
                }
            }
        }
    }
    let inline = if inline { inline_choice(k, &calls) } else { vec![false; n] };
    let pure = (0..n).map(|i| !writes[i] && !touches_moves[i]).collect();
    Plan { arity, locals, may_fault, writes, pure, inline, tables, local_ranges }
}

thread_local! {
    /// This thread's work area: the copy a writing `legal` works on, and where entries of
    /// kernels with scratch fields run (see [`load_work`]), so that a playout does not allocate
    /// and free a state per move.
    static WORK: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `work` made a work area of `size` bytes holding `state` first, the rest left as it was
/// (scratch is written before it is read); its start.
fn load_work(work: &mut Vec<u8>, state: &[u8], size: usize) -> *mut u8 {
    work.resize(size, 0);
    work[..state.len()].copy_from_slice(state);
    work.as_mut_ptr()
}

/// The initial state, when `init` is a constant: no function calls it (so it runs only from a
/// zeroed state) and neither it nor what it calls reads the move or the move buffer. Its result
/// is then computed here, by the kernel evaluator — the kernel's own semantics — and `init`
/// needs no code: it is often the biggest function of a game (one store per piece placed), and
/// the one run least. An `init` that faults (a kernel error: it would fault on every call) is
/// compiled after all, so that `init_state` reports the fault as any JIT function does.
fn constant_initial_state(k: &Arc<Kernel>) -> Option<Box<[u8]>> {
    let init = k.entry.init.0;
    if k.functions.iter().any(|f| callees(&f.body).contains(&init)) {
        return None;
    }
    let mut inputs = false;
    for f in reachable(k, &[init]) {
        visit(&k.functions[f].body, &mut |n| {
            inputs |= matches!(n, Node::Expr(Expr::Move(_) | Expr::MovesLen | Expr::MoveAt(..)))
        });
    }
    if inputs {
        return None;
    }
    let eval = crate::kernel_ir::eval::KernelEval::new(k.clone());
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut state = vec![0u8; k.state.size].into_boxed_slice();
        eval.init_state(&mut state);
        state
    }))
    .ok()
}

/// The function that brings derived fields up to date after a determinization (see
/// `kernel_ir::hidden::HiddenMeta::resync`), an entry of its own.
fn resync_entry(k: &Kernel) -> Option<FuncId> {
    k.meta.hidden.as_ref().and_then(|h| h.resync)
}

/// Which functions need code: those the entry points reach through calls (`init` among them
/// unless its result is a constant).
fn needed_functions(k: &Kernel, init_runs: bool) -> Vec<bool> {
    let e = &k.entry;
    let mut roots = vec![e.legal.0, e.apply.0];
    roots.extend(e.update.map(|u| u.0));
    roots.extend(e.sample.into_iter().flat_map(|s| [s.candidates.0, s.verdict.0]));
    roots.extend(resync_entry(k).map(|r| r.0));
    roots.extend(k.meta.deal.map(|r| r.0));
    if init_runs {
        roots.push(e.init.0);
    }
    let mut needed = vec![false; k.functions.len()];
    for f in reachable(k, &roots) {
        needed[f] = true;
    }
    needed
}

/// The functions `roots` are or call, directly or not.
fn reachable(k: &Kernel, roots: &[u32]) -> Vec<usize> {
    let mut seen = vec![false; k.functions.len()];
    let mut stack: Vec<usize> = roots.iter().map(|&r| r as usize).collect();
    let mut out = Vec::new();
    while let Some(f) = stack.pop() {
        if std::mem::replace(&mut seen[f], true) {
            continue;
        }
        out.push(f);
        stack.extend(callees(&k.functions[f].body).into_iter().map(|c| c as usize));
    }
    out
}

/// Functions at most this big (statements and expressions) are inlined wherever they are called.
const INLINE_NODES: usize = 60;

/// Which functions to inline at every call: those called from one place (can-move and line
/// queries, `has_moves`: no call, no test of the fault word after it, at no cost in code size)
/// and tiny ones. Bigger functions called from several places stay calls: copying them
/// multiplies compile time (English Draughts' `move_piece`, at six call sites, more than
/// doubled it) for no measurable speed. Never the entries (Rust calls them) nor a function
/// that can reach itself.
///
/// "Tiny" counts what inlining brings along: a function's own nodes and those of the callees
/// inlined into it. Counting its own nodes only made chaturanga's small `threatened` (called
/// after every kind of move) tiny, and each of its ~25 copies in `apply` carried the whole
/// `reaches` search inlined into it: 264k Cranelift instructions, 1.5 s to compile.
fn inline_choice(k: &Kernel, calls: &[Vec<u32>]) -> Vec<bool> {
    let n = k.functions.len();
    let mut sites = vec![0usize; n];
    for f in &k.functions {
        visit(&f.body, &mut |node| {
            if let Node::Stmt(Stmt::Call { func, .. }) | Node::Expr(Expr::Call { func, .. }) = node
            {
                sites[func.0 as usize] += 1;
            }
        });
    }
    let e = &k.entry;
    let entries = [
        Some(e.init),
        Some(e.legal),
        Some(e.apply),
        e.update,
        e.sample.map(|s| s.candidates),
        e.sample.map(|s| s.verdict),
        resync_entry(k),
        k.meta.deal,
    ];
    let mut inline: Vec<Option<bool>> = vec![None; n];
    let mut inlined_size: Vec<usize> = vec![0; n];
    // Callees are decided before their callers.
    fn decide(
        i: usize,
        k: &Kernel,
        calls: &[Vec<u32>],
        sites: &[usize],
        entries: &[Option<FuncId>],
        inline: &mut Vec<Option<bool>>,
        inlined_size: &mut Vec<usize>,
    ) {
        if inline[i].is_some() {
            return;
        }
        let recursive = reaches(calls, i, i);
        // A placeholder while the callees are settled: only a recursive function's callees
        // can come back here, and it is never inlined.
        inline[i] = Some(false);
        if !recursive {
            for &c in &calls[i] {
                decide(c as usize, k, calls, sites, entries, inline, inlined_size);
            }
        }
        // Its own nodes, and those its inlined callees bring (none are inlined in a recursive one).
        let mut size = 0;
        visit(&k.functions[i].body, &mut |node| {
            size += 1;
            if let Node::Stmt(Stmt::Call { func, .. }) | Node::Expr(Expr::Call { func, .. }) = node
            {
                if inline[func.0 as usize] == Some(true) {
                    size += inlined_size[func.0 as usize];
                }
            }
        });
        inlined_size[i] = size;
        inline[i] = Some(
            !entries.contains(&Some(FuncId(i as u32)))
                && !recursive
                && (sites[i] == 1 || size <= INLINE_NODES),
        );
    }
    for i in 0..n {
        decide(i, k, calls, &sites, &entries, &mut inline, &mut inlined_size);
    }
    inline.into_iter().map(|x| x.expect("decided")).collect()
}

/// Whether a call path leads from `from` to `to` (through at least one call).
fn reaches(calls: &[Vec<u32>], from: usize, to: usize) -> bool {
    let mut seen = vec![false; calls.len()];
    let mut stack: Vec<usize> = calls[from].iter().map(|&c| c as usize).collect();
    while let Some(f) = stack.pop() {
        if f == to {
            return true;
        }
        if !std::mem::replace(&mut seen[f], true) {
            stack.extend(calls[f].iter().map(|&c| c as usize));
        }
    }
    false
}

/// The functions function `i`'s code calls once inlined calls are replaced by their bodies.
fn called_after_inlining(k: &Kernel, plan: &Plan, i: usize) -> Vec<u32> {
    let mut out = Vec::new();
    let mut expanded = vec![false; k.functions.len()];
    let mut stack = vec![i];
    while let Some(f) = stack.pop() {
        for c in callees(&k.functions[f].body) {
            if !plan.inline[c as usize] {
                if !out.contains(&c) {
                    out.push(c);
                }
            } else if !std::mem::replace(&mut expanded[c as usize], true) {
                stack.push(c as usize);
            }
        }
    }
    out
}

/// Stores every table in one 8-byte-aligned block, each at the narrowest element type that holds
/// its values exactly (the kernel's `Table::ty` is a hint; the evaluator reads `data` as is).
fn lay_out_tables(k: &Kernel) -> (Box<[u64]>, Vec<TableInfo>) {
    let mut layout = Vec::new();
    let mut words = 0usize;
    for t in &k.tables {
        let (lo, hi) = t.data.iter().fold((0i64, 0i64), |(lo, hi), &v| (lo.min(v), hi.max(v)));
        let elem = Elem::fitting(lo, hi);
        layout.push((words, elem, lo, hi));
        words += (t.data.len() * elem.size()).div_ceil(8);
    }
    let mut blob = vec![0u64; words.max(1)].into_boxed_slice();
    let base = blob.as_mut_ptr() as *mut u8;
    let mut infos = Vec::new();
    for (t, &(word, elem, lo, hi)) in k.tables.iter().zip(&layout) {
        let bytes = &mut unsafe_bytes(&mut blob)[word * 8..];
        let n = elem.size();
        for (i, v) in t.data.iter().enumerate() {
            bytes[i * n..(i + 1) * n].copy_from_slice(&v.to_le_bytes()[..n]);
        }
        infos.push(TableInfo { addr: base as usize + word * 8, elem, len: t.data.len(), lo, hi });
    }
    (blob, infos)
}

/// The bytes of a block of words (the generated code reads tables little-endian; hosts are).
fn unsafe_bytes(words: &mut [u64]) -> &mut [u8] {
    // SAFETY: u64 has no padding and any byte pattern is a valid u64.
    unsafe { std::slice::from_raw_parts_mut(words.as_mut_ptr() as *mut u8, words.len() * 8) }
}

#[cfg(not(target_endian = "little"))]
compile_error!("the JIT assumes a little-endian host (state and table layouts)");
