//! A kernel's hidden information ([`HiddenMeta`]) and the runtime's view of it over a kernel
//! state's bytes, shared by the kernel evaluator and the JIT (the generated Rust builds the same
//! view from its fields). What the view means is written once, in `ludemic_runtime::hidden`.

use ludemic_runtime::hidden::{self, HiddenView, Part};
use ludemic_runtime::Rng;

use super::eval::{load, store};
use super::{FieldId, FuncId, Kernel};

/// Who sees what of a kernel's states. Kernels without it (perfect information) are seen whole:
/// their observation is [`default_parts`] of every site, masked nowhere.
#[derive(Clone, Debug, PartialEq)]
pub struct HiddenMeta {
    /// Locations a player may be kept from seeing: board sites (by level when stacking), hand
    /// and deck slots, a JSON spec's positions.
    pub locations: usize,
    /// The record of each location.
    pub parts: Vec<LocPart>,
    /// Masks known at compile time (a container's visibility: a hand seen by its owner only),
    /// `static_masks[(player - 1) * locations + location]`; empty when there are none.
    pub static_masks: Vec<u8>,
    /// Masks set during play (Ludii's `set Hidden`): a `U8` field of the same shape, or-ed with
    /// the static ones.
    pub flags: Option<FieldId>,
    /// Each player's move history (`ludemic_runtime::hidden::history_mix`), an `I64` field by
    /// player (index p-1), which `apply` updates ([`record_history_in_apply`]).
    pub history: FieldId,
    /// Values every player sees besides the mover, the scores and the dice (a JSON spec's
    /// variables): element `.1` of field `.0`, in order, after them.
    pub public: Vec<(FieldId, usize)>,
    /// A Mutate function (no parameters) that brings derived fields (bitboards, piece lists)
    /// up to date after a determinization rewrote parts; `None` when the parts are the whole
    /// truth. Back ends that run kernels must provide it as an entry.
    pub resync: Option<FuncId>,
}

/// One part of a location's record: location `l` holds it at
/// `field[first + (l / group) * stride]`.
#[derive(Clone, Debug, PartialEq)]
pub struct LocPart {
    pub field: FieldId,
    pub first: usize,
    pub stride: usize,
    /// Locations sharing one element (a site's count, shared by its levels); 1 otherwise.
    pub group: usize,
    pub part: Part,
}

impl LocPart {
    pub fn index(&self, location: usize) -> usize {
        self.first + (location / self.group) * self.stride
    }
}

/// The parts a Ludii kernel's sites have: what, who, count, state (and value), read from its
/// [`super::Meta`] fields; location `site * levels + level`.
pub fn default_parts(k: &Kernel) -> Vec<LocPart> {
    let m = &k.meta;
    let each = |field, aspect, name| LocPart {
        field,
        first: 0,
        stride: 1,
        group: 1,
        part: Part { aspect, empty: 0, name },
    };
    let mut parts = vec![
        each(m.what, hidden::WHAT, "what"),
        each(m.who, hidden::WHO, "who"),
        LocPart { group: m.levels, ..each(m.count, hidden::COUNT, "count") },
        each(m.piece_state, hidden::STATE, "state"),
    ];
    if let Some(v) = m.piece_value {
        parts.push(LocPart { group: m.levels, ..each(v, hidden::VALUE, "value") });
    }
    parts
}

/// The values every player sees: the mover, then the scores, the dice and
/// [`HiddenMeta::public`], into `public` (cleared first).
fn public_values(k: &Kernel, state: &[u8], public: &mut Vec<i64>) {
    let m = &k.meta;
    public.clear();
    public.push(load(&k.state, state, m.mover, 0));
    if let Some(s) = m.scores {
        public.extend((0..k.num_players as i64).map(|p| load(&k.state, state, s, p)));
    }
    public.extend(super::eval::dice_values(k, state));
    if let Some(h) = &m.hidden {
        public.extend(h.public.iter().map(|&(f, i)| load(&k.state, state, f, i as i64)));
    }
}

/// Buffers a view is built in, kept per thread: searches build views on every iteration, and
/// `Game::determinize` is documented allocation-free (its writes: `hidden::with_writes`).
#[derive(Default)]
struct Scratch {
    parts: Vec<Part>,
    public: Vec<i64>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// Runs `f` with this thread's scratch buffers, taken out of the cell for the call (a nested
/// call, should there be one, gets fresh ones rather than a borrow error).
fn with_scratch<R>(f: impl FnOnce(&mut Scratch) -> R) -> R {
    let mut scratch = SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let r = f(&mut scratch);
    SCRATCH.with(|s| *s.borrow_mut() = scratch);
    r
}

/// Calls `f` with the runtime's view of a kernel state.
pub fn with_view<R>(k: &Kernel, state: &[u8], f: impl FnOnce(&HiddenView<'_>) -> R) -> R {
    with_scratch(|scratch| view_in(k, state, &mut scratch.parts, &mut scratch.public, f))
}

fn view_in<R>(
    k: &Kernel,
    state: &[u8],
    plain: &mut Vec<Part>,
    public: &mut Vec<i64>,
    f: impl FnOnce(&HiddenView<'_>) -> R,
) -> R {
    let owned;
    let (locations, parts) = match &k.meta.hidden {
        Some(h) => (h.locations, &h.parts),
        None => {
            owned = default_parts(k);
            (k.meta.sites * k.meta.levels, &owned)
        }
    };
    plain.clear();
    plain.extend(parts.iter().map(|p| p.part));
    let value = |l: usize, p: usize| {
        let part = &parts[p];
        load(&k.state, state, part.field, part.index(l) as i64)
    };
    let mask = |player: usize, l: usize| -> u8 {
        let Some(h) = &k.meta.hidden else { return 0 };
        let fixed = h.static_masks.get((player - 1) * locations + l).copied().unwrap_or(0);
        let dynamic = h
            .flags
            .map_or(0, |f| load(&k.state, state, f, ((player - 1) * locations + l) as i64) as u8);
        fixed | dynamic
    };
    let history = |player: usize| {
        k.meta
            .hidden
            .as_ref()
            .map_or(0, |h| load(&k.state, state, h.history, player as i64 - 1) as u64)
    };
    public_values(k, state, public);
    f(&HiddenView {
        num_players: k.num_players as usize,
        locations,
        parts: plain,
        value: &value,
        mask: &mask,
        public,
        history: &history,
    })
}

/// `ludemic_runtime::Game::observation` of a kernel state.
pub fn observation(k: &Kernel, state: &[u8], player: usize, out: &mut Vec<i32>) {
    with_view(k, state, |v| hidden::observe(v, player, out))
}

/// `ludemic_runtime::Game::observation_string` of a kernel state.
pub fn observation_string(k: &Kernel, state: &[u8], player: usize) -> String {
    with_view(k, state, |v| hidden::observation_string(v, player))
}

/// `ludemic_runtime::Game::information_set_key` of a kernel state.
pub fn information_set_key(k: &Kernel, state: &[u8], player: usize) -> u64 {
    with_view(k, state, |v| hidden::information_set_key(v, player))
}

/// Rewrites the parts of a kernel state hidden from `player` (`ludemic_runtime::hidden::
/// determinize`). Returns true when the caller must run [`HiddenMeta::resync`]. A kernel without
/// hidden information is left as it is.
pub fn determinize(k: &Kernel, state: &mut [u8], player: usize, rng: &mut Rng) -> bool {
    let Some(h) = &k.meta.hidden else { return false };
    hidden::with_writes(|writes| {
        with_view(k, state, |v| {
            hidden::determinize(v, player, rng, &mut |l, p, x| writes.push((l, p, x)))
        });
        for &(l, p, x) in writes.iter() {
            let part = &h.parts[p];
            store(&k.state, state, part.field, part.index(l) as i64, x);
        }
        !writes.is_empty() && h.resync.is_some()
    })
}

// ---- the history, recorded by the kernel's own `apply` ----

use super::{BinOp, Expr, MoveField, Stmt};

fn int(x: u64) -> Expr {
    Expr::Int(x as i64)
}

fn xor(a: Expr, b: Expr) -> Expr {
    Expr::bin(BinOp::BitXor, a, b)
}

fn shr(a: Expr, n: u64) -> Expr {
    Expr::bin(BinOp::Shr, a, int(n))
}

fn shl(a: Expr, n: u64) -> Expr {
    Expr::bin(BinOp::Shl, a, int(n))
}

/// `ludemic_runtime::hidden::mix` of the value in `local`, as statements on it.
fn mix_stmts(x: super::Local) -> Vec<Stmt> {
    let l = || Expr::Local(x);
    vec![
        Stmt::Set(x, xor(l(), shr(l(), 30))),
        Stmt::Set(x, l().mul(int(0xbf58_476d_1ce4_e5b9))),
        Stmt::Set(x, xor(l(), shr(l(), 27))),
        Stmt::Set(x, l().mul(int(0x94d0_49bb_1331_11eb))),
        Stmt::Set(x, xor(l(), shr(l(), 31))),
    ]
}

/// Makes `apply` record the mover's move in [`HiddenMeta::history`] before it plays it, as
/// `ludemic_runtime::hidden::history_mix` of the move's key: every kernel back end then keeps
/// histories whatever path plays a move (apply, apply_from_list, play_random). Three locals are
/// added to `apply`. Nothing happens in a kernel without hidden information.
pub fn record_history_in_apply(k: &mut Kernel) {
    let Some(h) = &k.meta.hidden else { return };
    let (history, mover, stacking) = (h.history, k.meta.mover, k.meta.stacking);
    let f = &mut k.functions[k.entry.apply.0 as usize];
    let mut local = |name: &str| {
        f.local_names.push(name.to_string());
        super::Local((f.local_names.len() - 1) as u32)
    };
    let (a, b, kind) = (local("hist_sites"), local("hist_rest"), local("hist_kind"));
    let mv = |m| Expr::Move(m);
    let is_sites = Expr::Local(kind).eq(Expr::Int(0));
    // A move's sites are u32 (u32::MAX for none), which the kernel reads as i32: the runtime's
    // key takes them unsigned (a move from nowhere to a site would hash otherwise).
    let site = |m| {
        let unsigned = Expr::bin(BinOp::BitAnd, mv(m), Expr::Int(0xffff_ffff));
        Expr::select(is_sites.clone(), unsigned, Expr::Int(0))
    };
    let level = |m| if stacking { site(m) } else { Expr::Int(0) };
    let slot = Expr::scalar(mover).sub(Expr::Int(1));
    let old = Expr::load(history, slot.clone());
    let mut body = vec![
        // The runtime's MoveKind: raw kinds 0-3, 5 and 6 are themselves, any other is Other (4).
        Stmt::Set(kind, mv(MoveField::Kind)),
        Stmt::Set(
            kind,
            Expr::select(Expr::Local(kind).le(Expr::Int(6)), Expr::Local(kind), Expr::Int(4)),
        ),
        Stmt::Set(a, Expr::bin(BinOp::BitOr, site(MoveField::From), shl(site(MoveField::To), 32))),
        Stmt::Set(a, Expr::Local(a).add(int(0x9e37_79b9_7f4a_7c15))),
    ];
    body.extend(mix_stmts(a));
    body.push(Stmt::Set(
        b,
        Expr::bin(
            BinOp::BitOr,
            Expr::Local(kind),
            Expr::bin(
                BinOp::BitOr,
                shl(level(MoveField::LevelFrom), 8),
                shl(level(MoveField::LevelTo), 24),
            ),
        ),
    ));
    body.extend(mix_stmts(b));
    // rotate_left(17)
    body.push(Stmt::Set(
        b,
        Expr::bin(BinOp::BitOr, shl(Expr::Local(b), 17), shr(Expr::Local(b), 47)),
    ));
    body.push(Stmt::Set(a, xor(xor(old, Expr::Local(a)), Expr::Local(b))));
    body.extend(mix_stmts(a));
    body.push(Stmt::Store { field: history, index: slot, value: Expr::Local(a) });
    body.append(&mut f.body);
    f.body = body;
}
