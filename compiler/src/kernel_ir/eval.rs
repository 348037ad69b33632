//! A direct evaluator of the Kernel IR: the Kernel IR's own reference semantics. Tests use it to
//! check the lowering against the Game IR interpreter before any code is generated, and back ends
//! are checked against it.

use std::sync::Arc;

use ludemic_runtime::fault::{self, FaultKind, GameFault};
use ludemic_runtime::{DynGame, MoveKey, Outcome, RawMove, Status};

use super::*;

/// What the evaluator fills scratch fields with when an entry point starts.
const SCRATCH_JUNK: u8 = 0xA5;

/// A kernel run by evaluation; implements `DynGame`.
pub struct KernelEval {
    pub kernel: Arc<Kernel>,
}

enum Flow {
    Next,
    Break,
    Continue,
    Return(i64),
}

struct Frame<'a> {
    locals: Vec<i64>,
    state: &'a mut [u8],
    moves: Option<&'a mut Vec<RawMove>>,
    mv: Option<RawMove>,
}

impl KernelEval {
    pub fn new(kernel: Arc<Kernel>) -> KernelEval {
        KernelEval { kernel }
    }

    fn run(
        &self,
        func: FuncId,
        args: &[i64],
        state: &mut [u8],
        moves: Option<&mut Vec<RawMove>>,
        mv: Option<RawMove>,
    ) -> i64 {
        let f = &self.kernel.functions[func.0 as usize];
        let mut locals = vec![0i64; f.num_locals().max(args.len())];
        locals[..args.len()].copy_from_slice(args);
        let mut frame = Frame { locals, state, moves, mv };
        match self.block(&f.body, &mut frame) {
            Flow::Return(v) => v,
            _ => 0,
        }
    }

    /// Runs an entry point on a work area: the state, then the scratch fields filled with junk
    /// (a scratch element is written before it is read, see [`StateLayout`]; junk rather than
    /// zeros makes a kernel that reads one first disagree with the other back ends at once).
    fn on_work<T>(&self, state: &mut [u8], run: impl FnOnce(&mut [u8]) -> T) -> T {
        if !self.kernel.state.has_scratch() {
            return run(state);
        }
        let mut work = state.to_vec();
        work.resize(self.kernel.state.work_size(), SCRATCH_JUNK);
        let out = run(&mut work);
        state.copy_from_slice(&work[..state.len()]);
        out
    }

    /// `legal` run on the state itself, not on a copy (what `apply_from_list` does where
    /// `Entries::legal_in_place` allows it; tests check what it leaves behind).
    pub(crate) fn legal_in_place(&self, state: &mut [u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        self.on_work(state, |w| self.run(self.kernel.entry.legal, &[], w, Some(moves), None));
    }

    /// The candidates of the kernel's sampler (`Entries::sample`) that its verdict accepts, in
    /// the order `candidates` pushed them: what a sampler draws from (tests compare them with
    /// `legal`). Runs on the state itself, as playouts do.
    #[cfg(test)]
    pub(crate) fn accepted_candidates(&self, state: &mut [u8], moves: &mut Vec<RawMove>) {
        let sampler = self.kernel.entry.sample.expect("a kernel with a sampler");
        moves.clear();
        self.run(sampler.candidates, &[], state, Some(moves), None);
        moves.retain(|mv| {
            let args = [mv.to as i64, mv.kind as i64, mv.aux as i64];
            self.run(sampler.verdict, &args, state, None, None) != 0
        });
    }

    /// Raises a fault of this kernel (see `ludemic_runtime::fault`), as the JIT does.
    #[cold]
    fn fault(&self, kind: FaultKind, what: String) -> ! {
        fault::raise(GameFault {
            game: self.kernel.name.clone(),
            entry: "the Kernel IR evaluator".into(),
            kind,
            what,
        })
    }

    /// Faults unless `field[index]` is inside the field (before `load`/`store`, whose asserts
    /// are for the kernel's own callers).
    fn check_field(&self, field: FieldId, index: i64) {
        let f = self.kernel.state.field(field);
        if index < 0 || index as usize >= f.len {
            self.fault(FaultKind::Bounds, format!("{}[{index}] out of bounds ({})", f.name, f.len));
        }
    }

    fn block(&self, body: &[Stmt], fr: &mut Frame<'_>) -> Flow {
        for s in body {
            match self.stmt(s, fr) {
                Flow::Next => {}
                other => return other,
            }
        }
        Flow::Next
    }

    fn stmt(&self, s: &Stmt, fr: &mut Frame<'_>) -> Flow {
        match s {
            Stmt::Set(l, e) => {
                let v = self.expr(e, fr);
                fr.locals[l.0 as usize] = v;
            }
            Stmt::Store { field, index, value } => {
                let i = self.expr(index, fr);
                let v = self.expr(value, fr);
                self.check_field(*field, i);
                store(&self.kernel.state, fr.state, *field, i, v);
            }
            Stmt::If { cond, then, otherwise } => {
                let body = if self.expr(cond, fr) != 0 { then } else { otherwise };
                return self.block(body, fr);
            }
            Stmt::Range { var, start, end, body } => {
                let (a, b) = (self.expr(start, fr), self.expr(end, fr));
                let mut i = a;
                while i < b {
                    fr.locals[var.0 as usize] = i;
                    match self.block(body, fr) {
                        Flow::Break => break,
                        Flow::Return(v) => return Flow::Return(v),
                        _ => {}
                    }
                    i += 1;
                }
            }
            Stmt::While { cond, body } => {
                let mut fuel = super::LOOP_FUEL;
                while self.expr(cond, fr) != 0 {
                    fuel -= 1;
                    if fuel < 0 {
                        let what =
                            format!("a `while` loop ran more than {} iterations", super::LOOP_FUEL);
                        self.fault(FaultKind::Limit, what);
                    }
                    match self.block(body, fr) {
                        Flow::Break => break,
                        Flow::Return(v) => return Flow::Return(v),
                        _ => {}
                    }
                }
            }
            Stmt::Break => return Flow::Break,
            Stmt::Continue => return Flow::Continue,
            Stmt::Return(e) => return Flow::Return(e.as_ref().map_or(0, |e| self.expr(e, fr))),
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                let m = RawMove {
                    from: self.expr(from, fr) as u32,
                    to: self.expr(to, fr) as u32,
                    level_from: self.expr(level_from, fr) as u16,
                    level_to: self.expr(level_to, fr) as u16,
                    kind: self.expr(kind, fr) as u8,
                    aux: self.expr(aux, fr) as u32,
                };
                fr.moves.as_mut().expect("push outside a Legal function").push(m);
            }
            Stmt::Call { func, args } => {
                let args: Vec<i64> = args.iter().map(|a| self.expr(a, fr)).collect();
                let mv = fr.mv;
                let moves = fr.moves.as_deref_mut();
                self.run(*func, &args, fr.state, moves, mv);
            }
            Stmt::ClearMoves => fr.moves.as_mut().expect("clear outside a Legal function").clear(),
            Stmt::RemoveMove(i) => {
                let i = self.expr(i, fr);
                let moves = fr.moves.as_mut().expect("remove outside a Legal function");
                assert!(
                    i >= 0 && (i as usize) < moves.len(),
                    "moves.swap_remove({i}) out of bounds ({})",
                    moves.len()
                );
                moves.swap_remove(i as usize);
            }
        }
        Flow::Next
    }

    fn expr(&self, e: &Expr, fr: &mut Frame<'_>) -> i64 {
        match e {
            Expr::Int(v) => *v,
            Expr::Local(l) => fr.locals[l.0 as usize],
            Expr::Load { field, index } => {
                let i = self.expr(index, fr);
                self.check_field(*field, i);
                load(&self.kernel.state, fr.state, *field, i)
            }
            Expr::Table { table, index } => {
                let i = self.expr(index, fr);
                let t = &self.kernel.tables[table.0 as usize];
                match usize::try_from(i).ok().and_then(|i| t.data.get(i)) {
                    Some(&v) => v,
                    None => match super::limit_fault(t) {
                        Some(limit) => self.fault(FaultKind::Limit, limit.message()),
                        None => self.fault(
                            FaultKind::Bounds,
                            format!("table {}[{i}] out of bounds ({})", t.name, t.data.len()),
                        ),
                    },
                }
            }
            Expr::Bin(op, a, b) => {
                let x = self.expr(a, fr);
                match op {
                    BinOp::And => return (x != 0 && self.expr(b, fr) != 0) as i64,
                    BinOp::Or => return (x != 0 || self.expr(b, fr) != 0) as i64,
                    _ => {}
                }
                let y = self.expr(b, fr);
                binary(*op, x, y)
            }
            Expr::Un(op, a) => {
                let x = self.expr(a, fr);
                match op {
                    UnOp::Neg => x.wrapping_neg(),
                    UnOp::Not => (x == 0) as i64,
                    UnOp::BitNot => !x,
                    UnOp::PopCount => (x as u64).count_ones() as i64,
                    UnOp::TrailingZeros => (x as u64).trailing_zeros() as i64,
                    UnOp::LeadingZeros => (x as u64).leading_zeros() as i64,
                }
            }
            Expr::Select(c, a, b) => {
                if self.expr(c, fr) != 0 {
                    self.expr(a, fr)
                } else {
                    self.expr(b, fr)
                }
            }
            Expr::Call { func, args } => {
                let args: Vec<i64> = args.iter().map(|a| self.expr(a, fr)).collect();
                let mv = fr.mv;
                self.run(*func, &args, fr.state, None, mv)
            }
            Expr::Move(f) => move_field(&fr.mv.expect("move read outside apply"), *f),
            Expr::MovesLen => fr.moves.as_ref().map_or(0, |m| m.len() as i64),
            Expr::MoveAt(i, f) => {
                let i = self.expr(i, fr);
                let moves = fr.moves.as_ref().expect("a buffer read outside legal");
                move_field(&moves[usize::try_from(i).expect("a move index")], *f)
            }
        }
    }
}

/// The value of a binary operator (not the lazy logical ones).
pub fn binary(op: BinOp, x: i64, y: i64) -> i64 {
    match op {
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        BinOp::Mul => x.wrapping_mul(y),
        BinOp::Div => x.checked_div(y).unwrap_or(0),
        BinOp::Rem => x.checked_rem(y).unwrap_or(0),
        BinOp::Eq => (x == y) as i64,
        BinOp::Ne => (x != y) as i64,
        BinOp::Lt => (x < y) as i64,
        BinOp::Le => (x <= y) as i64,
        BinOp::Gt => (x > y) as i64,
        BinOp::Ge => (x >= y) as i64,
        BinOp::And => (x != 0 && y != 0) as i64,
        BinOp::Or => (x != 0 || y != 0) as i64,
        BinOp::BitAnd => x & y,
        BinOp::BitOr => x | y,
        BinOp::BitXor => x ^ y,
        BinOp::Shl => ((x as u64) << (y & 63)) as i64,
        BinOp::Shr => ((x as u64) >> (y & 63)) as i64,
        BinOp::Min => x.min(y),
        BinOp::Max => x.max(y),
    }
}

/// The initial state of kernel `k` as a state of a generated game whose layout is the same
/// (`KernelLayout`): how a generated game starts from a position compiled into another kernel
/// of the same game (`--position`). Fails, saying why, when the layouts differ.
pub fn start_state<S: ludemic_runtime::kernel::KernelLayout>(k: &Kernel) -> Result<S, String> {
    let signature = k.state.signature();
    if signature != S::LAYOUT {
        return Err(format!(
            "the position's state layout differs from the generated game's (`{signature}` against `{}`)",
            S::LAYOUT
        ));
    }
    let mut bytes = vec![0u8; k.state.size];
    KernelEval::new(Arc::new(k.clone())).init_state(&mut bytes);
    Ok(S::from_kernel_bytes(&bytes))
}

/// A field of a move, as the kernel reads it (`from` and `to` signed: -1 is no site).
fn move_field(m: &RawMove, f: MoveField) -> i64 {
    match f {
        MoveField::From => m.from as i32 as i64,
        MoveField::To => m.to as i32 as i64,
        MoveField::LevelFrom => m.level_from as i64,
        MoveField::LevelTo => m.level_to as i64,
        MoveField::Kind => m.kind as i64,
        MoveField::Aux => m.aux as i64,
    }
}

/// Reads `field[index]` of a state, widened to i64.
pub fn load(layout: &StateLayout, state: &[u8], field: FieldId, index: i64) -> i64 {
    let f = layout.field(field);
    assert!(
        index >= 0 && (index as usize) < f.len,
        "{}[{index}] out of bounds ({})",
        f.name,
        f.len
    );
    let o = f.offset + f.ty.size() * index as usize;
    read(f.ty, &state[o..o + f.ty.size()])
}

/// An element stored at the start of `b`, widened to i64.
#[inline]
pub fn read(ty: Elem, b: &[u8]) -> i64 {
    match ty {
        Elem::I8 => b[0] as i8 as i64,
        Elem::U8 => b[0] as i64,
        Elem::I16 => i16::from_le_bytes([b[0], b[1]]) as i64,
        Elem::U16 => u16::from_le_bytes([b[0], b[1]]) as i64,
        Elem::I32 => i32::from_le_bytes([b[0], b[1], b[2], b[3]]) as i64,
        Elem::I64 | Elem::Bits => i64::from_le_bytes(b[..8].try_into().unwrap()),
    }
}

/// Writes `field[index] = value`, truncated to the field's type.
pub fn store(layout: &StateLayout, state: &mut [u8], field: FieldId, index: i64, value: i64) {
    let f = layout.field(field);
    assert!(
        index >= 0 && (index as usize) < f.len,
        "{}[{index}] out of bounds ({})",
        f.name,
        f.len
    );
    let o = f.offset + f.ty.size() * index as usize;
    let n = f.ty.size();
    state[o..o + n].copy_from_slice(&value.to_le_bytes()[..n]);
}

/// Describes a kernel state as Ludii's traces do; shared by every back end of kernels (the
/// text itself is written by the runtime, which generated code also uses).
pub fn state_string(k: &Kernel, state: &[u8]) -> String {
    let m = &k.meta;
    let field = |f: FieldId| move |i: usize| load(&k.state, state, f, i as i64);
    let (height, what, who, piece_state, count) =
        (field(m.height), field(m.what), field(m.who), field(m.piece_state), field(m.count));
    let scores = m.scores.map(field);
    let phases = m.phases.map(field);
    let dice = dice_values(k, state);
    let view = ludemic_runtime::kernel::StateView {
        num_players: k.num_players as usize,
        sites: m.sites,
        levels: m.levels,
        stacking: m.stacking,
        mover: load(&k.state, state, m.mover, 0),
        height: &height,
        what: &what,
        who: &who,
        piece_state: &piece_state,
        count: &count,
        scores: scores.as_ref().map(|f| f as &dyn Fn(usize) -> i64),
        phases: phases.as_ref().map(|f| f as &dyn Fn(usize) -> i64),
        dice: &dice,
    };
    match m.piece_value {
        Some(f) => ludemic_runtime::kernel::state_string_with_values(&view, &field(f)),
        None => ludemic_runtime::kernel::state_string(&view),
    }
}

/// The value each die shows, 0 once used (empty without dice).
pub fn dice_values(k: &Kernel, state: &[u8]) -> Vec<i64> {
    k.meta.dice.as_ref().map_or(Vec::new(), |d| {
        (0..d.num).map(|i| load(&k.state, state, d.values, i as i64)).collect()
    })
}

/// `ludemic_runtime::Game::seat_of` on a kernel's state: the first two roles' seats are
/// exchanged once the swap was taken.
pub fn seat_of(k: &Kernel, state: &[u8], role: usize) -> usize {
    match k.meta.swapped {
        Some(field) if role <= 2 && load(&k.state, state, field, 0) != 0 => 3 - role,
        _ => role,
    }
}

/// Makes the next roll show `faces` (see [`ludemic_runtime::Game::force_roll`]); false, changing
/// nothing, in a kernel without dice or for faces the dice do not have.
pub fn force_roll(k: &Kernel, state: &mut [u8], faces: &[u32]) -> bool {
    let Some(d) = &k.meta.dice else { return false };
    if faces.len() != d.num || faces.iter().zip(&d.faces).any(|(&f, &n)| f >= n) {
        return false;
    }
    store(&k.state, state, d.forced, 0, 1);
    for (i, &f) in faces.iter().enumerate() {
        store(&k.state, state, d.forced, 1 + i as i64, f as i64);
    }
    true
}

/// Writes a fresh random source drawn from `rng` into a state of a kernel with chance
/// ([`Meta::chance`]); draws nothing in a kernel without chance. Every kernel back end seeds
/// through this (or, in generated Rust, the same draw), so seeded playouts agree move for move.
pub fn seed_chance(k: &Kernel, state: &mut [u8], rng: &mut ludemic_runtime::Rng) {
    if let Some((field, index)) = k.meta.chance {
        store(
            &k.state,
            state,
            field,
            index as i64,
            ludemic_runtime::kernel::chance_seed(rng) as i64,
        );
    }
}

/// The runtime's view of a kernel state's status.
pub fn status(k: &Kernel, state: &[u8]) -> Status {
    if load(&k.state, state, k.meta.over, 0) == 0 {
        return Status::Ongoing;
    }
    // Once per playout: no allocation.
    let mut ranks = [0u8; ludemic_runtime::MAX_PLAYERS];
    let ranks = &mut ranks[..k.num_players as usize];
    for (p, r) in ranks.iter_mut().enumerate() {
        *r = load(&k.state, state, k.meta.ranks, p as i64) as u8;
    }
    Status::Over(Outcome::from_ranks(ranks))
}

/// Ludii's key of a kernel move.
pub fn move_key(k: &Kernel, mv: &RawMove) -> MoveKey {
    ludemic_runtime::kernel::move_key(mv, k.meta.stacking)
}

/// Ludii's action of a kernel move, in kernels whose keys do not tell moves apart (see
/// [`ludemic_runtime::Game::move_action`]).
pub fn move_action(k: &Kernel, mv: &RawMove) -> Option<String> {
    k.meta.puzzle_site_type.map(|t| ludemic_runtime::kernel::puzzle_action(mv, t))
}

impl DynGame for KernelEval {
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
        state.fill(0);
        self.on_work(state, |w| self.run(self.kernel.entry.init, &[], w, None, None));
    }
    fn mover(&self, state: &[u8]) -> usize {
        load(&self.kernel.state, state, self.kernel.meta.mover, 0) as usize
    }
    fn legal_moves(&self, state: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        // Legal functions only read the state; the evaluator's frames want it mutable.
        let mut copy = state.to_vec();
        self.on_work(&mut copy, |w| self.run(self.kernel.entry.legal, &[], w, Some(moves), None));
    }
    fn apply(&self, state: &mut [u8], mv: &RawMove) {
        self.on_work(state, |w| self.run(self.kernel.entry.apply, &[], w, None, Some(*mv)));
    }
    fn apply_from_list(&self, state: &mut [u8], moves: &mut Vec<RawMove>, index: usize) {
        let mv = moves[index];
        self.apply(state, &mv);
        match self.kernel.entry.update {
            Some(update) => {
                self.on_work(state, |w| self.run(update, &[index as i64], w, Some(moves), None));
            }
            None if self.kernel.entry.legal_in_place => {
                let before = state.to_vec();
                self.legal_in_place(state, moves);
                if let Some(field) = self.kernel.state.first_difference(&before, state) {
                    panic!("kernel `{}`: `legal` run in place changed {field}", self.kernel.name);
                }
            }
            None => self.legal_moves(state, moves),
        }
    }
    fn play_random(
        &self,
        state: &mut [u8],
        moves: &mut Vec<RawMove>,
        rng: &mut ludemic_runtime::Rng,
    ) -> bool {
        let Some(sampler) = self.kernel.entry.sample else {
            return ludemic_runtime::dynamic::play_from_legal_list(self, state, moves, rng);
        };
        use ludemic_runtime::sample::{draw_accepted, play_drawn};
        let before = state.to_vec();
        moves.clear();
        self.run(sampler.candidates, &[], state, Some(moves), None);
        let drawn = draw_accepted(state, moves, rng, |state, mv| {
            let args = [mv.to as i64, mv.kind as i64, mv.aux as i64];
            self.run(sampler.verdict, &args, state, None, None) != 0
        });
        if let Some(field) = self.kernel.state.first_difference(&before, state) {
            panic!("kernel `{}`: sampling changed {field}", self.kernel.name);
        }
        let legal = |s: &mut [u8], m: &mut Vec<RawMove>| self.legal_moves(s, m);
        play_drawn(state, drawn, moves, rng, legal, |s, mv| self.apply(s, &mv))
    }
    fn status(&self, state: &[u8]) -> Status {
        status(&self.kernel, state)
    }
    fn move_key(&self, _state: &[u8], mv: &RawMove) -> MoveKey {
        move_key(&self.kernel, mv)
    }
    fn state_string(&self, state: &[u8]) -> String {
        state_string(&self.kernel, state)
    }
    fn move_action(&self, _state: &[u8], mv: &RawMove) -> Option<String> {
        move_action(&self.kernel, mv)
    }
    fn seed_chance(&self, state: &mut [u8], rng: &mut ludemic_runtime::Rng) {
        seed_chance(&self.kernel, state, rng);
        if let Some(f) = self.kernel.meta.deal {
            self.on_work(state, |w| self.run(f, &[], w, None, None));
        }
    }
    fn force_roll(&self, state: &mut [u8], faces: &[u32]) -> bool {
        force_roll(&self.kernel, state, faces)
    }
    fn seat_of(&self, state: &[u8], role: usize) -> usize {
        seat_of(&self.kernel, state, role)
    }
    fn has_hidden_information(&self) -> bool {
        self.kernel.meta.hidden.is_some()
    }
    fn observation(&self, state: &[u8], player: usize, out: &mut Vec<i32>) {
        super::hidden::observation(&self.kernel, state, player, out)
    }
    fn observation_string(&self, state: &[u8], player: usize) -> String {
        super::hidden::observation_string(&self.kernel, state, player)
    }
    fn information_set_key(&self, state: &[u8], player: usize) -> u64 {
        super::hidden::information_set_key(&self.kernel, state, player)
    }
    fn determinize(&self, state: &mut [u8], player: usize, rng: &mut ludemic_runtime::Rng) {
        if super::hidden::determinize(&self.kernel, state, player, rng) {
            let resync = self.kernel.meta.hidden.as_ref().and_then(|h| h.resync);
            if let Some(f) = resync {
                self.on_work(state, |w| self.run(f, &[], w, None, None));
            }
        }
    }
}
