//! The Kernel IR: the imperative, fixed-layout form of a game that back ends translate.
//!
//! A kernel is a handful of functions over one flat state of typed fields (all sizes known at
//! compile time), constant tables, and a move buffer. Back ends (Rust source, Cranelift JIT, the
//! kernel evaluator used in tests) translate it statement by statement; none of them knows
//! what a ludeme is. The lowering (`crate::lower`) produces kernels from the Game IR.
//!
//! Semantics, which every back end implements:
//! - Every scalar is an `i64` ("int"); comparisons and logic give 0 or 1; `Bits` values are
//!   `u64` bitboards. Fields store narrower integers: a load widens (sign-extending signed
//!   types), a store truncates.
//! - Functions see the state implicitly (read-only in `Legal`/`Query` functions), their
//!   parameters and locals (all zero-initialised ints), and, in `Legal` functions, the move buffer.
//! - `Push` appends a move (`from`, `to`, `level_from`, `level_to`, `kind`, `aux`) to the buffer;
//!   `apply` reads the move being applied through `Expr::Move`.
//! - Loops are counted ranges (`for v in start..end`) and `while`; `break`/`continue` act on the
//!   innermost loop.

pub mod copy;
pub mod cse;
pub mod eval;
pub mod hidden;
pub mod merge_arms;
pub mod print;
pub mod writes;

use std::fmt;

/// Most iterations one `while` loop may run (see [`Stmt::While`]).
pub const LOOP_FUEL: i64 = 1 << 24;

/// Faults a kernel raises on purpose, when play exceeds a limit of the language: the Kernel IR
/// has no fault statement, so the lowering reads element 1 of a one-element table named after
/// the limit (`limit_nesting_7`), and the back ends report that read as the limit's message
/// (see [`limit_fault`]). Each limit's one element is a distinct marker value, so that the
/// lowering's sharing of tables of equal content never merges one into another table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// `can_target` / `no_legal_actions` nested deeper than the interpreter allows.
    Nesting,
    /// A chain of steps longer than the kernel holds copies of the state for.
    Chain,
    /// `apply` given a move that is not legal in the state.
    IllegalMove,
}

impl Limit {
    pub const ALL: [Limit; 3] = [Limit::Nesting, Limit::Chain, Limit::IllegalMove];

    /// The name of the limit's table (before the lowering's `_N` suffix).
    pub fn table_name(self) -> &'static str {
        match self {
            Limit::Nesting => "limit_nesting",
            Limit::Chain => "limit_chain",
            Limit::IllegalMove => "limit_illegal_move",
        }
    }

    /// The table's one element.
    pub fn marker(self) -> i64 {
        -0x4C49_4D00 - self as i64
    }

    pub fn message(self) -> String {
        match self {
            Limit::Nesting => format!(
                "`can_target` / `no_legal_actions` nested more than {} deep (an action's conditions reach themselves)",
                crate::game_ir::state_rules::MAX_NESTING
            ),
            Limit::Chain => format!(
                "a chained move went on more than {} steps (a chainable action that always applies?), \
                 or the searches nested in its conditions went deeper than the copies of the state it holds",
                crate::game_ir::state_rules::MAX_CHAIN
            ),
            Limit::IllegalMove => "a move that is not legal in this state was applied".into(),
        }
    }
}

/// The limit a table stands for, if it is one of [`Limit`]'s.
pub fn limit_fault(table: &Table) -> Option<Limit> {
    Limit::ALL.into_iter().find(|l| {
        table.data == [l.marker()]
            && table.name.strip_prefix(l.table_name()).is_some_and(|rest| {
                rest.is_empty() || rest.strip_prefix('_').is_some_and(|n| n.parse::<u32>().is_ok())
            })
    })
}

/// A whole compiled game.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    pub name: String,
    pub num_players: u8,
    pub state: StateLayout,
    pub tables: Vec<Table>,
    pub functions: Vec<Function>,
    /// The entry points.
    pub entry: Entries,
    /// Most moves `legal` can push in any state (move buffers are sized once).
    pub max_moves: usize,
    /// What a state means to the runtime: whose turn, over, ranks, and how Ludii writes it.
    pub meta: Meta,
}

/// The functions every kernel has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entries {
    /// `init()`: writes the initial state (the state is zeroed first).
    pub init: FuncId,
    /// `legal()`: clears the move buffer and pushes every legal move.
    pub legal: FuncId,
    /// `apply()`: plays the move `Expr::Move`.
    pub apply: FuncId,
    /// `update(index)`, optional: called after `apply` of the move at `index` of the buffer
    /// `legal` filled, it leaves the buffer holding the new state's legal moves (in any order).
    /// Placement games remove the move played instead of regenerating. Back ends may ignore it
    /// and call `legal` again: the result is the same set of moves.
    pub update: Option<FuncId>,
    /// `legal`, run on the state itself, changes nothing but [`Field::working`] fields (its
    /// trials put back what they change), so a caller that owns the state mutably
    /// (`apply_from_list`) may run it there. Otherwise a writing `legal` runs on a copy, and in
    /// Go that copy (40 KB, most of it the set of positions seen, which no trial writes) was a
    /// third of a playout.
    pub legal_in_place: bool,
    /// Random moves without `legal`'s whole list, where the lowering found how (see
    /// [`Sampler`]); back ends may ignore it.
    pub sample: Option<Sampler>,
}

/// How a random playout draws a uniformly random legal move without the whole list (see
/// `ludemic_runtime::sample` and `lower::sample`): `candidates()` (a Legal function) pushes
/// the moves `legal` would push were the verdicts of its deferred trials all yes, less the
/// forced pass `legal` adds when it has no other move; `verdict(to, kind, aux)` (a Mutate
/// function, writing working fields only) returns 1 when the candidate with that `to`, `kind`
/// and `aux` is a legal move. Both run on the state itself (`legal_in_place`, no scratch
/// fields), the verdicts after `candidates` and before the state changes. When every
/// candidate is refused, `legal` gives the moves left (its forced pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampler {
    pub candidates: FuncId,
    pub verdict: FuncId,
}

/// Fields the runtime reads to drive a game and to describe states.
#[derive(Clone, Debug, PartialEq)]
pub struct Meta {
    /// Player to move (1-based).
    pub mover: FieldId,
    /// Nonzero once the game is over.
    pub over: FieldId,
    /// Rank of each player (index p-1), valid once over.
    pub ranks: FieldId,
    /// Per-site piece fields, for Ludii's state strings: what, who, count, state (by site and
    /// level when stacking) and stack heights. `who` is the field the strings show as who: the
    /// `what` field in games where Ludii shows that (`game_ir::Game::who_shows_what`).
    pub sites: usize,
    pub levels: usize,
    pub what: FieldId,
    pub who: FieldId,
    pub count: FieldId,
    pub piece_state: FieldId,
    /// The value of each site, in games with piece values (`game_ir::Game::uses_piece_value`).
    pub piece_value: Option<FieldId>,
    pub height: FieldId,
    /// `|scores=` fields, when the game keeps scores.
    pub scores: Option<FieldId>,
    /// `|phase=` (per player), when the game has several phases.
    pub phases: Option<FieldId>,
    /// Moves carry levels in their keys (stacking games).
    pub stacking: bool,
    /// Games with chance (dice, shuffles): element `.1` of field `.0` holds the state's random
    /// source, a 32-bit xorshift state that is never zero. The runtime writes a fresh one per
    /// playout ([`ludemic_runtime::Game::seed_chance`]); `None` in deterministic games.
    pub chance: Option<(FieldId, usize)>,
    /// Games whose start draws chance (a setup that shuffles and deals): a function of no
    /// parameter that deals the start again from the state's random source, once: the
    /// runtime's `seed_chance` writes a fresh random source and then runs it, so each game of
    /// a match or a batch of playouts is dealt afresh. It tests and sets a flag of its own, so
    /// on a state already dealt (every later `seed_chance`, as searches make) it does nothing;
    /// a state nobody seeds keeps the deal `init` made from the game's fixed seed.
    pub deal: Option<FuncId>,
    /// Games with dice: where they are and how a replay forces a roll.
    pub dice: Option<DiceMeta>,
    /// Deduction puzzles (`game_ir::puzzle`): every move sets or toggles a value of the
    /// variable at its `to` site, a site of this type (`"Cell"`...), which Ludii's traces tell
    /// only by the move's action (`ludemic_runtime::kernel::puzzle_action`).
    pub puzzle_site_type: Option<&'static str>,
    /// Games with the swap rule: nonzero once the swap was taken, when the first two agents
    /// play each other's roles (`ludemic_runtime::Game::seat_of`).
    pub swapped: Option<FieldId>,
    /// Who sees what (hidden information); `None` when every player sees the whole state.
    pub hidden: Option<hidden::HiddenMeta>,
}

/// The dice of a kernel (see `game_ir::Dice`): die `i` is the piece on site `first_site + i`,
/// its piece state the face it shows (one of its `faces[i]`), worth that face's pips until a
/// move uses it.
#[derive(Clone, Debug, PartialEq)]
pub struct DiceMeta {
    pub first_site: usize,
    pub num: usize,
    /// Faces of each die.
    pub faces: Vec<u32>,
    /// `forced[0]` nonzero: the next roll shows faces `forced[1..=num]` (`Game::force_roll`).
    pub forced: FieldId,
    /// `values[i]`: the value die `i` shows, 0 once used (`|dice=` in state strings; see
    /// `game_ir::IntExpr::DieValue`).
    pub values: FieldId,
}

/// The state: named fields at fixed byte offsets, then the scratch fields.
///
/// Scratch fields are working memory of one entry-point call (a stack of copies a search
/// pushes and pops, say), not part of the state: a state is its first `size` bytes, which is
/// all that the runtime copies, compares and hashes. Every back end runs the entry points on a
/// *work area* of [`StateLayout::work_size`] bytes, the state followed by the scratch, which it
/// keeps between calls (so a playout copies a few hundred bytes per move, not the scratch too).
/// What a scratch element holds when an entry starts is unspecified (the evaluator fills it with
/// junk): a function writes an element before it reads it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct StateLayout {
    pub fields: Vec<Field>,
    /// Size of the state in bytes (fields are aligned to their element size).
    pub size: usize,
    /// Bytes of scratch fields after the state, alignment padding included.
    pub scratch: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub ty: Elem,
    pub len: usize,
    pub offset: usize,
    /// Working memory, outside the state (see [`StateLayout`]).
    pub scratch: bool,
    /// Working memory kept in the state: what it holds between entry calls means nothing to
    /// the game (trial copies, flood-fill marks and their stamps, the undo log), so runs that
    /// leave different values there leave the same game state (see
    /// [`Entries::legal_in_place`]).
    pub working: bool,
}

/// Element types of fields and tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    I8,
    U8,
    I16,
    U16,
    I32,
    I64,
    /// A 64-bit bitboard.
    Bits,
}

impl Elem {
    pub fn size(self) -> usize {
        match self {
            Elem::I8 | Elem::U8 => 1,
            Elem::I16 | Elem::U16 => 2,
            Elem::I32 => 4,
            Elem::I64 | Elem::Bits => 8,
        }
    }

    /// The smallest element holding every value in `lo..=hi`.
    pub fn fitting(lo: i64, hi: i64) -> Elem {
        if lo >= 0 && hi <= u8::MAX as i64 {
            Elem::U8
        } else if lo >= i8::MIN as i64 && hi <= i8::MAX as i64 {
            Elem::I8
        } else if lo >= 0 && hi <= u16::MAX as i64 {
            Elem::U16
        } else if lo >= i16::MIN as i64 && hi <= i16::MAX as i64 {
            Elem::I16
        } else if lo >= i32::MIN as i64 && hi <= i32::MAX as i64 {
            Elem::I32
        } else {
            Elem::I64
        }
    }
}

impl StateLayout {
    /// Adds a field of the state, aligned to its element size (before any scratch field).
    pub fn add(&mut self, name: impl Into<String>, ty: Elem, len: usize) -> FieldId {
        assert_eq!(self.scratch, 0, "state fields come before the scratch fields");
        let align = ty.size();
        let offset = self.size.div_ceil(align) * align;
        self.fields.push(Field {
            name: name.into(),
            ty,
            len,
            offset,
            scratch: false,
            working: false,
        });
        self.size = offset + ty.size() * len;
        FieldId(self.fields.len() as u32 - 1)
    }

    /// Adds a scratch field (see [`StateLayout`]), after the state and every earlier scratch
    /// field. The state's size is rounded up to 8 bytes first, so a work area's scratch part
    /// starts aligned for every element type.
    pub fn add_scratch(&mut self, name: impl Into<String>, ty: Elem, len: usize) -> FieldId {
        assert!(len > 0, "an empty scratch field");
        if self.scratch == 0 {
            self.size = self.size.div_ceil(8) * 8;
        }
        let align = ty.size();
        let offset = self.work_size().div_ceil(align) * align;
        self.fields.push(Field {
            name: name.into(),
            ty,
            len,
            offset,
            scratch: true,
            working: false,
        });
        self.scratch = offset + ty.size() * len - self.size;
        FieldId(self.fields.len() as u32 - 1)
    }

    /// Marks a state field as working memory (see [`Field::working`]).
    pub fn set_working(&mut self, id: FieldId) {
        self.fields[id.0 as usize].working = true;
    }

    /// The first field of the game state (neither scratch nor working) whose bytes differ
    /// between the states `a` and `b`: what a `legal` run in place must not leave.
    pub fn first_difference(&self, a: &[u8], b: &[u8]) -> Option<&str> {
        self.fields.iter().filter(|f| !f.scratch && !f.working).find_map(|f| {
            let bytes = f.offset..f.offset + f.len * f.ty.size();
            (a[bytes.clone()] != b[bytes]).then_some(f.name.as_str())
        })
    }

    /// Bytes of a work area: the state, then the scratch fields.
    pub fn work_size(&self) -> usize {
        self.size + self.scratch
    }

    /// Whether the layout has scratch fields (so back ends need a work area).
    pub fn has_scratch(&self) -> bool {
        self.scratch > 0
    }

    pub fn field(&self, id: FieldId) -> &Field {
        &self.fields[id.0 as usize]
    }

    /// Every field's name, type, length and offset, and the size: two states can be
    /// converted byte for byte exactly when their signatures are equal (generated states carry
    /// theirs as `KernelLayout::LAYOUT`).
    pub fn signature(&self) -> String {
        let mut out = String::new();
        for f in self.fields.iter().filter(|f| !f.scratch) {
            out += &format!("{}:{:?}x{}@{} ", f.name, f.ty, f.len, f.offset);
        }
        out + &format!("={}", self.size)
    }
}

/// A constant table (neighbours, rays, regions...).
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub name: String,
    pub ty: Elem,
    pub data: Vec<i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FieldId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FuncId(pub u32);
/// A function's parameter or local (parameters first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Local(pub u32);

/// What a function may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncKind {
    /// Writes the initial state.
    Init,
    /// Reads the state, pushes moves.
    Legal,
    /// Reads the state, returns an int (conditions, counts).
    Query,
    /// Changes the state (apply and its helpers); may read the move being applied.
    Mutate,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub kind: FuncKind,
    pub params: u32,
    /// Names of parameters and locals, for printing and debugging.
    pub local_names: Vec<String>,
    pub body: Vec<Stmt>,
}

impl Function {
    pub fn num_locals(&self) -> usize {
        self.local_names.len()
    }
}

/// The parts of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveField {
    From,
    To,
    LevelFrom,
    LevelTo,
    Kind,
    Aux,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `local = value`.
    Set(Local, Expr),
    /// `state.field[index] = value` (index 0 for scalars).
    Store {
        field: FieldId,
        index: Expr,
        value: Expr,
    },
    If {
        cond: Expr,
        then: Vec<Stmt>,
        otherwise: Vec<Stmt>,
    },
    /// `for var in start..end` (end evaluated once).
    Range {
        var: Local,
        start: Expr,
        end: Expr,
        body: Vec<Stmt>,
    },
    /// Runs at most [`LOOP_FUEL`] iterations: back ends stop a loop that goes on longer (with
    /// a fault) rather than hang on a kernel whose loop never ends (evolved games may have one).
    While {
        cond: Expr,
        body: Vec<Stmt>,
    },
    Break,
    Continue,
    Return(Option<Expr>),
    /// Appends a move to the buffer (Legal functions).
    Push {
        from: Expr,
        to: Expr,
        level_from: Expr,
        level_to: Expr,
        kind: Expr,
        aux: Expr,
    },
    /// Calls a function for its effects (Legal functions may call Legal ones: they push).
    Call {
        func: FuncId,
        args: Vec<Expr>,
    },
    /// Empties the move buffer (Legal functions).
    ClearMoves,
    /// Removes the move at an index of the buffer, moving the last one into its place (Legal
    /// functions; the index must be below the buffer's length).
    RemoveMove(Expr),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Int(i64),
    Local(Local),
    /// `state.field[index]`.
    Load {
        field: FieldId,
        index: Box<Expr>,
    },
    /// `table[index]`.
    Table {
        table: TableId,
        index: Box<Expr>,
    },
    Bin(BinOp, Box<Expr>, Box<Expr>),
    Un(UnOp, Box<Expr>),
    /// `if c { a } else { b }`, evaluating only the branch taken.
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A Query function's result.
    Call {
        func: FuncId,
        args: Vec<Expr>,
    },
    /// A part of the move being applied (Mutate functions).
    Move(MoveField),
    /// Number of moves pushed so far (Legal functions).
    MovesLen,
    /// A part of the move at an index of the buffer (Legal functions; the index must be below
    /// the buffer's length): `max Moves` plays the moves it pushed.
    MoveAt(Box<Expr>, MoveField),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Truncating division; division by zero gives 0.
    Div,
    /// Remainder with the sign of the dividend; by zero gives 0.
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Logical and/or: both sides are evaluated lazily, like `&&` / `||`, giving 0 or 1.
    And,
    Or,
    BitAnd,
    BitOr,
    BitXor,
    /// Shifts by 0..63 (masked).
    Shl,
    Shr,
    Min,
    Max,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    /// Logical not: 1 if zero, else 0.
    Not,
    BitNot,
    PopCount,
    TrailingZeros,
    /// Zero bits above the highest set bit (64 for zero), of the value as a u64.
    LeadingZeros,
}

// ---- building blocks, so the lowering reads like the code it produces ----

impl Expr {
    /// `a op b`, folded when that is exact: constant sums and products, `+ 0`, `* 1`.
    pub fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        match (op, &a, &b) {
            (BinOp::Add, Expr::Int(x), Expr::Int(y)) => Expr::Int(x.wrapping_add(*y)),
            (BinOp::Sub, Expr::Int(x), Expr::Int(y)) => Expr::Int(x.wrapping_sub(*y)),
            (BinOp::Mul, Expr::Int(x), Expr::Int(y)) => Expr::Int(x.wrapping_mul(*y)),
            (BinOp::Add | BinOp::Sub, _, Expr::Int(0)) | (BinOp::Mul, _, Expr::Int(1)) => a,
            (BinOp::Add, Expr::Int(0), _) | (BinOp::Mul, Expr::Int(1), _) => b,
            _ => Expr::Bin(op, Box::new(a), Box::new(b)),
        }
    }
    pub fn load(field: FieldId, index: Expr) -> Expr {
        Expr::Load { field, index: Box::new(index) }
    }
    pub fn scalar(field: FieldId) -> Expr {
        Expr::load(field, Expr::Int(0))
    }
    pub fn table(table: TableId, index: Expr) -> Expr {
        Expr::Table { table, index: Box::new(index) }
    }
    pub fn not(e: Expr) -> Expr {
        Expr::Un(UnOp::Not, Box::new(e))
    }
    pub fn select(c: Expr, a: Expr, b: Expr) -> Expr {
        Expr::Select(Box::new(c), Box::new(a), Box::new(b))
    }
    pub fn add(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Add, self, b)
    }
    pub fn sub(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Sub, self, b)
    }
    pub fn mul(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Mul, self, b)
    }
    pub fn eq(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Eq, self, b)
    }
    pub fn ne(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Ne, self, b)
    }
    pub fn lt(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Lt, self, b)
    }
    pub fn le(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Le, self, b)
    }
    pub fn gt(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Gt, self, b)
    }
    pub fn ge(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Ge, self, b)
    }
    pub fn and(self, b: Expr) -> Expr {
        Expr::bin(BinOp::And, self, b)
    }
    pub fn or(self, b: Expr) -> Expr {
        Expr::bin(BinOp::Or, self, b)
    }
}

impl From<Local> for Expr {
    fn from(l: Local) -> Expr {
        Expr::Local(l)
    }
}

impl From<i64> for Expr {
    fn from(v: i64) -> Expr {
        Expr::Int(v)
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print::to_text(self))
    }
}

/// Visits an expression and every expression inside it, outermost first.
pub fn walk_expr<'a>(x: &'a Expr, e: &mut impl FnMut(&'a Expr)) {
    e(x);
    match x {
        Expr::Load { index, .. } | Expr::Table { index, .. } => walk_expr(index, e),
        Expr::Bin(_, a, b) => {
            walk_expr(a, e);
            walk_expr(b, e);
        }
        Expr::Un(_, a) => walk_expr(a, e),
        Expr::Select(c, a, b) => {
            walk_expr(c, e);
            walk_expr(a, e);
            walk_expr(b, e);
        }
        Expr::Call { args, .. } => args.iter().for_each(|a| walk_expr(a, e)),
        Expr::MoveAt(index, _) => walk_expr(index, e),
        Expr::Int(_) | Expr::Local(_) | Expr::Move(_) | Expr::MovesLen => {}
    }
}

/// Visits every statement and expression of a body.
pub fn walk_stmts(body: &[Stmt], s: &mut impl FnMut(&Stmt), e: &mut impl FnMut(&Expr)) {
    for st in body {
        s(st);
        match st {
            Stmt::Set(_, x) | Stmt::Return(Some(x)) => walk_expr(x, e),
            Stmt::Store { index, value, .. } => {
                walk_expr(index, e);
                walk_expr(value, e);
            }
            Stmt::If { cond, then, otherwise } => {
                walk_expr(cond, e);
                walk_stmts(then, s, e);
                walk_stmts(otherwise, s, e);
            }
            Stmt::Range { start, end, body, .. } => {
                walk_expr(start, e);
                walk_expr(end, e);
                walk_stmts(body, s, e);
            }
            Stmt::While { cond, body } => {
                walk_expr(cond, e);
                walk_stmts(body, s, e);
            }
            Stmt::RemoveMove(x) => walk_expr(x, e),
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                for x in [from, to, level_from, level_to, kind, aux] {
                    walk_expr(x, e);
                }
            }
            Stmt::Call { args, .. } => args.iter().for_each(|x| walk_expr(x, e)),
            Stmt::Break | Stmt::Continue | Stmt::Return(None) | Stmt::ClearMoves => {}
        }
    }
}
