//! State-driven rules (JSON specs, `game_ir::state_rules`) → Kernel IR.
//!
//! The kernel does what the interpreter (`interp::state_driven`, the reference) does, step for
//! step, with everything known at compile time unrolled: the phases, their actions in priority
//! order, each action's conditions split into those tried once per start and those tried per
//! target, and each combination of its parameters (a constant per copy of the code).
//!
//! The state: `slots` holds exactly the interpreter's state (the same i32 slots in the same
//! order: per position its entity's type, owner and attributes; the variables; the players'
//! attributes; the bookkeeping; the ranks), followed by two flags of the move being built
//! (`set_current`, `end_chain`). A candidate move is tried in place: `save` pushes `slots` on a
//! fixed stack of copies (`saved`, `sp`), the effects run, the chain continues or the
//! post-conditions are tested on the result, and `restore` pops it back. No allocation: the
//! stack's depth is fixed at compile time (going deeper is a bounds fault, never a silent
//! error), and it is scratch (`kernel_ir::StateLayout`), not part of the state. `legal` runs on a copy of the state (every back end gives it one), so it may do this.
//!
//! Moves are keyed and encoded as the interpreter encodes them (`from`, `to`, and in `aux` the
//! mandatory group in force, a placement flag and the move's index among the moves of its
//! start), so the same random walk picks the same moves on both; `apply` regenerates the moves
//! of the move's start and keeps the state the chosen one leaves.
//!
//! The runtime's fields (`mover`, `over`, `rank`) are copied from the slots after every move, and
//! `state_string` lists every nonzero slot (`slot:value:1:1:1`, then `|mover=`): the whole state,
//! which the differential tests compare with the interpreter's bytes written the same way
//! ([`state_string`]).

use std::collections::HashMap;

use super::builder::*;
use super::state_reads::{before_nesting, mentions, reads_param, reads_target};
use super::{unsupported, R};
use crate::game_ir::state_rules::{Binding, Effect, Expr as E, Func, Outcome, Place, StateRules};
use crate::game_ir::Game;
use crate::interp::state_hidden::{self, SlotOffsets, StateHidden};
use crate::kernel_ir::{
    BinOp, Elem, Entries, Expr, FuncId, FuncKind, Function, Kernel, Limit, Local, Meta,
    StateLayout, Stmt, TableId, UnOp,
};

/// The interpreter's bookkeeping slots after the players' attributes (see `interp::state_driven`).
const OVER: usize = 0;
const LAST_TARGET: usize = 1;
const LAST_MOVER: usize = 2;
const RNG: usize = 3;
/// Nonzero once `deal` dealt the start from a per-game random source (`Meta::deal`).
const DEALT: usize = 4;
const NUM_META: usize = 5;
/// The random source's value when the spec gives no seed (xorshift32 never leaves zero).
const DEFAULT_SEED: i64 = 0x2545_F491;

/// Copies of the state one search may stack: a step, its chain's steps, `after(...)` and
/// `no_legal_actions()` inside conditions.
const BASE_DEPTH: usize = 6;
/// Further copies for the steps of a chain (a checkers jump sequence), one per step.
const CHAIN_DEPTH: usize = crate::game_ir::state_rules::MAX_CHAIN as usize;
/// Deepest nesting of `can_target` / `no_legal_actions` inside one another (the interpreter's).
const MAX_NESTING: i64 = crate::game_ir::state_rules::MAX_NESTING as i64;

/// What a finding `explore` returns when its search stopped on the move it looked for.
const STOP: i64 = -1;
/// `explore`'s last argument: push every move (a statement call, in `legal`), or find one (an
/// expression call, which has no move list).
const PUSH: Expr = Expr::Int(0);
const FIND: Expr = Expr::Int(1);
/// A finding `explore`'s modes: stop at the first move, or at move number `want` of one start (apply).
const EXISTS: i64 = 0;
const APPLY: i64 = 1;

/// The kernel's fields.
#[derive(Clone, Copy)]
struct F {
    slots: crate::kernel_ir::FieldId,
    saved: crate::kernel_ir::FieldId,
    sp: crate::kernel_ir::FieldId,
    nest: crate::kernel_ir::FieldId,
    /// The search's mode, the first actions it accepts (bit per action), the move it wants
    /// (apply) and how many it has seen, and the target of the move it stopped on.
    mode: crate::kernel_ir::FieldId,
    mask: crate::kernel_ir::FieldId,
    want: crate::kernel_ir::FieldId,
    count: crate::kernel_ir::FieldId,
    found_target: crate::kernel_ir::FieldId,
    /// `legal`: the start of the last move pushed, the group bits of `aux`, an explore's result.
    last_start: crate::kernel_ir::FieldId,
    group_bits: crate::kernel_ir::FieldId,
    ret: crate::kernel_ir::FieldId,
    mover: crate::kernel_ir::FieldId,
    over: crate::kernel_ir::FieldId,
    rank: crate::kernel_ir::FieldId,
    /// 1 where a slot is nonzero (what `state_string` lists).
    present: crate::kernel_ir::FieldId,
    /// The board's bitboards, when it has at most 64 positions and no zones: word 0 the occupied
    /// positions, word `q` those of player `q`'s entities; and their stack of copies, saved and
    /// restored with the slots. Kept in step by every write of a kind or an owner (see
    /// [`Lowering::resync`]), they turn the searches' emptiness and ownership tests over many
    /// positions (the starts of `explore` and `can_target`, `path_clear`, `find`) into bit
    /// operations.
    bits: Option<(crate::kernel_ir::FieldId, crate::kernel_ir::FieldId)>,
    /// Each player's move history, in specs that hide something (see `super::state_hidden`).
    history: Option<crate::kernel_ir::FieldId>,
}

/// Where each value lives among the slots (the interpreter's layout).
#[derive(Clone, Copy)]
struct Slots {
    stride: usize,
    vars: usize,
    players: usize,
    meta: usize,
    /// The interpreter's slots, then the two flags.
    interp: usize,
    set_current: usize,
    end_chain: usize,
    total: usize,
}

/// The names an expression is evaluated with.
#[derive(Clone)]
struct Cx {
    start: Expr,
    target: Expr,
    params: Vec<Expr>,
    /// `start` / `target` is known to be a valid position here (a loop over positions).
    start_valid: bool,
    target_valid: bool,
    /// Inside effects, where `random_int` may draw.
    effect: bool,
}

impl Cx {
    fn none() -> Cx {
        Cx {
            start: int(-1),
            target: int(-1),
            params: Vec::new(),
            start_valid: false,
            target_valid: false,
            effect: false,
        }
    }
}

/// Query helpers, made on first use.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Helper {
    Phase,
    HasMoves,
    CanTarget,
    Save,
    Restore,
    Unwind,
    MidPos,
    PathClear,
    LineThrough,
    Find,
    Count,
    RandomInt,
    /// The kind, owner (offset 1) or attribute (2 + i) of the entity at a position computed by
    /// an expression: one call instead of the expression copied into every guard.
    EntityField(usize),
    PlayerAttr(usize),
    /// The state's xorshift32 source: the next value.
    Draw,
    /// Empties a position; in a zone, the entities after it move down one slot.
    Take,
    ZoneSize,
    /// `zone_count` (0), `zone_sum` (1) or `zone_max` (2) of one attribute.
    ZoneFold(u8, usize),
    MoveToZone,
    Shuffle,
}

struct Lowering<'r> {
    g: &'r Game,
    r: &'r StateRules,
    n: i64,
    positions: i64,
    s: Slots,
    f: F,
    layout: StateLayout,
    tables: Tables,
    /// The table each [`Limit`] faults by reading past (in `Limit::ALL`'s order).
    limits: [TableId; 3],
    /// Copies of the state the stack (`saved`) holds.
    depth: i64,
    functions: FunctionSlots,
    helpers: HashMap<Helper, FuncId>,
    /// Per phase: its `explore` search, pushing (legal) or finding (exists, apply).
    explore: Vec<FuncId>,
    /// Each entity attribute's default per kind (`kind * attrs + attr`).
    defaults: Option<TableId>,
    /// Each constant player attribute's value per player.
    player_consts: HashMap<usize, TableId>,
    /// Per phase, its candidate tables (see `candidates`).
    candidate_tables: HashMap<usize, Option<(Vec<TableId>, TableId)>>,
    max_params: usize,
    /// What each player sees, when the spec hides something (`interp::state_hidden`).
    hidden: Option<StateHidden>,
}

/// Lowers a game with state-driven rules.
pub fn lower(g: &Game, r: &StateRules) -> R<Kernel> {
    if r.actions.len() > 62 {
        // At the 63rd action, the first one too many.
        let what = "more than 62 actions in state-driven rules".to_string();
        return Err(super::Unsupported(what, r.actions[62].span));
    }
    for p in &r.phases {
        for c in p.active.iter() {
            if mentions(c, Func::NoLegalActions) {
                return unsupported("no_legal_actions() in a phase's `active` condition");
            }
        }
    }
    let mut lw = Lowering::new(g, r);
    lw.build()
}

/// Every combination of an action's parameter values, in the interpreter's order.
fn param_choices(a: &crate::game_ir::state_rules::Action) -> Vec<Vec<i64>> {
    let mut out = vec![Vec::new()];
    for p in &a.params {
        out = out
            .iter()
            .flat_map(|prefix| p.values.iter().map(move |v| [prefix.clone(), vec![*v]].concat()))
            .collect();
    }
    out
}

/// Whether an expression is cheap enough to copy into several places.
fn cheap(e: &Expr) -> bool {
    matches!(e, Expr::Int(_) | Expr::Local(_))
}

fn all(conds: Vec<Expr>) -> Expr {
    conds.into_iter().reduce(|a, b| a.and(b)).unwrap_or(int(1))
}

fn any(conds: Vec<Expr>) -> Expr {
    conds.into_iter().reduce(|a, b| a.or(b)).unwrap_or(int(0))
}

fn call(f: FuncId, args: Vec<Expr>) -> Expr {
    Expr::Call { func: f, args }
}

fn call_stmt(f: FuncId, args: Vec<Expr>) -> Stmt {
    Stmt::Call { func: f, args }
}

fn ret(e: impl Into<Expr>) -> Stmt {
    Stmt::Return(Some(e.into()))
}

impl<'r> Lowering<'r> {
    fn new(g: &'r Game, r: &'r StateRules) -> Lowering<'r> {
        let n = g.num_players();
        let positions = r.num_positions();
        let stride = 2 + r.entity_attrs.len();
        let vars = positions * stride;
        let players = vars + r.vars.len();
        let meta = players + n * r.player_attrs.len();
        let history = meta + NUM_META + n;
        let interp = history + state_hidden::history_slots(r, n);
        let hidden = state_hidden::describe(
            r,
            n,
            SlotOffsets {
                stride,
                vars,
                players,
                last_target: meta + LAST_TARGET,
                last_mover: meta + LAST_MOVER,
                history,
            },
        );
        let s = Slots {
            stride,
            vars,
            players,
            meta,
            interp,
            set_current: interp,
            end_chain: interp + 1,
            total: interp + 2,
        };
        let chains = r.actions.iter().any(|a| a.chainable);
        let depth = BASE_DEPTH + if chains { CHAIN_DEPTH } else { 0 };
        let mut layout = StateLayout::default();
        let f = F {
            slots: layout.add("slots", Elem::I32, s.total),
            // Added last, as scratch (below).
            saved: crate::kernel_ir::FieldId(u32::MAX),
            sp: layout.add("sp", Elem::I32, 1),
            nest: layout.add("nest", Elem::I32, 1),
            mode: layout.add("search_mode", Elem::I32, 1),
            mask: layout.add("search_mask", Elem::I64, 1),
            want: layout.add("search_want", Elem::I32, 1),
            count: layout.add("search_count", Elem::I32, 1),
            found_target: layout.add("found_target", Elem::I32, 1),
            last_start: layout.add("last_start", Elem::I32, 1),
            group_bits: layout.add("group_bits", Elem::I32, 1),
            ret: layout.add("explore_result", Elem::I32, 1),
            mover: layout.add("mover", Elem::I32, 1),
            over: layout.add("over", Elem::U8, 1),
            rank: layout.add("rank", Elem::U8, n),
            present: layout.add("present", Elem::U8, s.interp),
            bits: None,
            history: hidden.as_ref().map(|_| layout.add("history", Elem::I64, n)),
        };
        let mut f = f;
        let bits =
            (r.zones.is_empty() && positions <= 64).then(|| layout.add("bits", Elem::Bits, n + 1));
        // The stack of copies is live only inside one entry call (every search that saves
        // restores before it returns; `sp` is back to 0 between calls): scratch, so that a
        // state (copied by `legal` and by playouts) does not carry it.
        f.saved = layout.add_scratch("saved", Elem::I32, s.total * depth);
        f.bits = bits.map(|b| (b, layout.add_scratch("saved_bits", Elem::Bits, (n + 1) * depth)));
        let max_params = r.actions.iter().map(|a| a.params.len()).max().unwrap_or(0);
        let mut tables = Tables::default();
        let limits = Limit::ALL.map(|l| tables.add(l.table_name(), vec![l.marker()]));
        Lowering {
            g,
            r,
            n: n as i64,
            positions: positions as i64,
            s,
            f,
            layout,
            tables,
            limits,
            depth: depth as i64,
            functions: FunctionSlots::default(),
            helpers: HashMap::new(),
            explore: Vec::new(),
            defaults: None,
            player_consts: HashMap::new(),
            candidate_tables: HashMap::new(),
            max_params,
            hidden,
        }
    }

    fn build(&mut self) -> R<Kernel> {
        let init = self.functions.reserve();
        let legal = self.functions.reserve();
        let apply = self.functions.reserve();
        for _ in 0..self.r.phases.len() {
            let p = self.functions.reserve();
            self.explore.push(p);
        }
        for ph in 0..self.r.phases.len() {
            let f = self.explore_fn(ph)?;
            self.functions.define(self.explore[ph], f);
        }
        let f = self.init_fn()?;
        self.functions.define(init, f);
        // A setup that draws (shuffles, deals) is dealt again per game from its random source.
        let deal = if self.r.chance && !self.r.setup_effects.is_empty() {
            let deal = self.functions.reserve();
            let f = self.deal_fn()?;
            self.functions.define(deal, f);
            Some(deal)
        } else {
            None
        };
        let f = self.legal_fn()?;
        self.functions.define(legal, f);
        let f = self.apply_fn()?;
        self.functions.define(apply, f);
        // After a determinization rewrote slots: what derives from them (`present`).
        let hidden = match (&self.hidden, self.f.history) {
            (Some(h), Some(history)) => {
                let resync = self.functions.reserve();
                let mut fb = FnBuilder::new("resync", FuncKind::Mutate, &[]);
                let body = self.sync(&mut fb);
                self.functions.define(resync, fb.finish(body));
                Some(super::state_hidden::meta(h, self.f.slots, history, resync))
            }
            _ => None,
        };
        let functions = self.functions.finish();
        let f = self.f;
        let p = self.positions as usize;
        // Every (start, target) pair and every parameter choice, at most.
        let choices = self.r.actions.iter().map(|a| param_choices(a).len()).max().unwrap_or(1);
        let max_moves = ((p + 1) * (p + 1) * choices).min(1 << 16);
        Ok(Kernel {
            name: self.g.name.clone(),
            num_players: self.n as u8,
            state: self.layout.clone(),
            tables: std::mem::take(&mut self.tables.tables),
            functions,
            // Not shown to leave the state as it found it (see `Entries::legal_in_place`): a
            // writing `legal` keeps to its copy.
            entry: Entries {
                init,
                legal,
                apply,
                update: None,
                legal_in_place: false,
                sample: None,
            },
            max_moves,
            meta: Meta {
                mover: f.mover,
                over: f.over,
                ranks: f.rank,
                sites: self.s.interp,
                levels: 1,
                what: f.slots,
                who: f.present,
                count: f.present,
                piece_state: f.present,
                piece_value: None,
                height: f.present,
                scores: None,
                phases: None,
                stacking: false,
                chance: self.r.chance.then_some((f.slots, self.meta_slot(RNG) as usize)),
                deal,
                dice: None,
                puzzle_site_type: None,
                swapped: None,
                hidden,
            },
        })
    }

    // ---- slots ----

    fn slot(&self, i: impl Into<Expr>) -> Expr {
        Expr::load(self.f.slots, i.into())
    }

    fn set_slot(&self, i: impl Into<Expr>, v: impl Into<Expr>) -> Stmt {
        store(self.f.slots, i, v)
    }

    fn var(&self, v: usize) -> Expr {
        self.slot(int((self.s.vars + v) as i64))
    }

    fn current(&self) -> Expr {
        self.var(self.r.current_player)
    }

    fn meta_slot(&self, m: usize) -> i64 {
        (self.s.meta + m) as i64
    }

    fn base(&self, p: Expr) -> Expr {
        p.mul(int(self.s.stride as i64))
    }

    fn valid(&self, p: Expr) -> Expr {
        p.clone().ge(int(0)).and(p.lt(int(self.positions)))
    }

    fn on_board(&self, p: Expr) -> Expr {
        p.clone().ge(int(0)).and(p.lt(int(self.r.board_positions() as i64)))
    }

    /// The kind at a position, null when it is not a position.
    fn kind_at(&self, p: Expr, known_valid: bool) -> Expr {
        let k = self.slot(self.base(p.clone()));
        if known_valid {
            k
        } else {
            Expr::select(self.valid(p), k, int(-1))
        }
    }

    // ---- bitboards (see `F::bits`) ----

    fn bit(p: Expr) -> Expr {
        Expr::bin(BinOp::Shl, int(1), p)
    }

    /// Brings position `p`'s bit in the bitboards in line with its slots; follows every write
    /// of a kind or an owner (a valid position).
    fn resync(&self, p: Expr) -> Vec<Stmt> {
        let Some((bits, _)) = self.f.bits else { return Vec::new() };
        let occupied = self.slot(self.base(p.clone())).ne(int(-1));
        let owner = self.slot(self.base(p.clone()).add(int(1)));
        (0..=self.n)
            .map(|q| {
                let member = if q == 0 {
                    occupied.clone()
                } else {
                    occupied.clone().and(owner.clone().eq(int(q)))
                };
                let kept = Expr::bin(
                    BinOp::BitAnd,
                    Expr::load(bits, int(q)),
                    Expr::Un(UnOp::BitNot, Box::new(Self::bit(p.clone()))),
                );
                store(
                    bits,
                    q,
                    Expr::bin(BinOp::BitOr, kept, Expr::bin(BinOp::Shl, member, p.clone())),
                )
            })
            .collect()
    }

    /// Whether every action of phase `ph` that has a start requires it to hold an entity of the
    /// player to move (`eq(entity.owner, state.current_player)`), before any condition that
    /// could fault (a nested search): then starts outside that player's bitboard are skipped
    /// with no change to any answer.
    fn owner_bound(&self, ph: usize) -> bool {
        let r = self.r;
        let mover = |x: &E| matches!(x, E::Var(v) if *v == r.current_player);
        let is_owner_test = |c: &E| match c {
            E::Call(Func::Eq, args) if args.len() == 2 => {
                let owner = |x: &E| matches!(x, E::EntityOwner(e) if matches!(**e, E::Bound(Binding::Entity | Binding::Start)));
                (owner(&args[0]) && mover(&args[1])) || (owner(&args[1]) && mover(&args[0]))
            }
            _ => false,
        };
        r.phases[ph]
            .actions
            .iter()
            .map(|&a| &r.actions[a])
            .filter(|a| a.uses_start)
            .all(|a| before_nesting(&a.conditions).iter().any(is_owner_test))
    }

    /// The starts phase `ph`'s searches need to try for `player`: the occupied positions, or
    /// only the player's when the phase is [`owner_bound`](Self::owner_bound). `None` without
    /// bitboards.
    fn occupied_starts(&self, ph: usize, player: Expr) -> Option<Expr> {
        let (bits, _) = self.f.bits?;
        let occupied = Expr::load(bits, int(0));
        if !self.owner_bound(ph) {
            return Some(occupied);
        }
        let inside = player.clone().ge(int(1)).and(player.clone().le(int(self.n)));
        Some(Expr::select(inside, Expr::load(bits, player), occupied))
    }

    /// The targets an action's own conditions allow, as far as the bitboards tell, for an
    /// `explore` of the player to move: `eq(board[target], null)` keeps the empty positions,
    /// `ne(board[target].owner, state.current_player)` those not the mover's. Only conditions
    /// [`before_nesting`] count (as in [`owner_bound`](Self::owner_bound)): the
    /// targets left out are exactly those where one of them is false, so the kernel, which
    /// still tests them all, finds the same moves in the same order while visiting fewer targets
    /// (draughts: every occupied diagonal neighbour; chess: every own piece in reach). `None`
    /// without bitboards or such a condition.
    fn target_filter(&self, a: &crate::game_ir::state_rules::Action) -> Option<Expr> {
        let (bits, _) = self.f.bits?;
        let r = self.r;
        let at_target = |x: &E| match x {
            E::At(p) => matches!(**p, E::Bound(Binding::Target)),
            _ => false,
        };
        let owner_at_target = |x: &E| matches!(x, E::EntityOwner(p) if at_target(p) || matches!(**p, E::Bound(Binding::Target)));
        let mover = |x: &E| matches!(x, E::Var(v) if *v == r.current_player);
        let null = |x: &E| matches!(x, E::Const(c) if *c == crate::game_ir::state_rules::NULL);
        let either = |args: &[E], f: &dyn Fn(&E) -> bool, g: &dyn Fn(&E) -> bool| {
            args.len() == 2 && ((f(&args[0]) && g(&args[1])) || (g(&args[0]) && f(&args[1])))
        };
        let mut masks = Vec::new();
        for c in before_nesting(&a.conditions) {
            match c {
                E::Call(Func::Eq, args) if either(args, &at_target, &null) => {
                    masks.push(Expr::Un(UnOp::BitNot, Box::new(Expr::load(bits, int(0)))));
                }
                E::Call(Func::Ne, args) if either(args, &owner_at_target, &mover) => {
                    let player = self.current();
                    let inside = player.clone().ge(int(1)).and(player.clone().le(int(self.n)));
                    masks.push(Expr::select(
                        inside,
                        Expr::Un(UnOp::BitNot, Box::new(Expr::load(bits, player))),
                        int(-1),
                    ));
                }
                _ => {}
            }
        }
        masks.into_iter().reduce(|a, b| Expr::bin(BinOp::BitAnd, a, b))
    }

    /// A field of the entity at `p` (`offset` 1: owner, 2 + i: attribute i), or `zero`.
    fn entity_field(&self, p: Expr, known_valid: bool, offset: usize, zero: i64) -> Expr {
        let v = self.slot(self.base(p.clone()).add(int(offset as i64)));
        Expr::select(self.kind_at(p, known_valid).ne(int(-1)), v, int(zero))
    }

    fn pos_xy(&self, x: Expr, y: Expr) -> Expr {
        let (w, h) = (self.r.width as i64, self.r.height as i64);
        let inside = x
            .clone()
            .ge(int(0))
            .and(x.clone().lt(int(w)))
            .and(y.clone().ge(int(0)))
            .and(y.clone().lt(int(h)));
        Expr::select(inside, y.mul(int(w)).add(x), int(-1))
    }

    fn x_of(&self, p: Expr) -> Expr {
        Expr::bin(BinOp::Rem, p, int(self.r.width as i64))
    }

    fn y_of(&self, p: Expr) -> Expr {
        Expr::bin(BinOp::Div, p, int(self.r.width as i64))
    }

    /// Faults on purpose, `limit` exceeded: reads element `1 - min(sp, 0)` of the limit's
    /// one-element table (`sp` is never negative, so the read is always out of bounds, but no
    /// compiler rejects it as certain to fail); back ends report it as the limit's message.
    fn fault(&self, fb: &mut FnBuilder, limit: Limit) -> Vec<Stmt> {
        let at = fb.local("fault");
        let one = int(1).sub(Expr::bin(BinOp::Min, Expr::scalar(self.f.sp), int(0)));
        let table = self.limits[Limit::ALL.iter().position(|&x| x == limit).unwrap_or(0)];
        vec![set(at, Expr::table(table, one))]
    }

    // ---- expressions ----

    fn expr(&mut self, cx: &Cx, e: &E) -> R<Expr> {
        Ok(match e {
            E::Const(c) => int(*c),
            E::Bound(Binding::Start) => cx.start.clone(),
            E::Bound(Binding::Target) => cx.target.clone(),
            E::Bound(Binding::Entity) => {
                let occupied = self.kind_at(cx.start.clone(), cx.start_valid).ne(int(-1));
                Expr::select(occupied, cx.start.clone(), int(-1))
            }
            E::Param(i) => cx.params[*i].clone(),
            E::Var(v) => self.var(*v),
            E::EntityKind(x) => self.entity_read(cx, x, 0)?,
            E::EntityOwner(x) => self.entity_read(cx, x, 1)?,
            E::EntityAttr(x, i) => self.entity_read(cx, x, 2 + i)?,
            E::At(x) => {
                let (p, valid) = self.entity_pos(cx, x)?;
                if cheap(&p) {
                    Expr::select(self.kind_at(p.clone(), valid).ne(int(-1)), p, int(-1))
                } else {
                    let kind = call(self.helper(Helper::EntityField(0))?, vec![p.clone()]);
                    // `board[p]` is p when occupied: p is read twice only when it is occupied.
                    Expr::select(kind.ne(int(-1)), p, int(-1))
                }
            }
            E::PlayerAttr(x, i) => {
                let p = self.expr(cx, x)?;
                if cheap(&p) {
                    self.player_attr(p, *i)
                } else {
                    call(self.helper(Helper::PlayerAttr(*i))?, vec![p])
                }
            }
            E::Call(f, args) => self.call_expr(cx, *f, args)?,
            E::After(effects, cond) => {
                let f = self.after_fn(effects, cond)?;
                let mut args = vec![cx.start.clone(), cx.target.clone()];
                args.extend(cx.params.iter().cloned());
                args.resize(2 + self.max_params, int(0));
                call(f, args)
            }
        })
    }

    /// A field of the entity an expression designates (see [`Helper::EntityField`]).
    fn entity_read(&mut self, cx: &Cx, x: &E, offset: usize) -> R<Expr> {
        let (p, valid) = self.entity_pos(cx, x)?;
        if cheap(&p) {
            return Ok(self.entity_value(p, valid, offset));
        }
        Ok(call(self.helper(Helper::EntityField(offset))?, vec![p]))
    }

    fn entity_value(&self, p: Expr, valid: bool, offset: usize) -> Expr {
        match offset {
            0 => self.kind_at(p, valid),
            1 => self.entity_field(p, valid, 1, -1),
            _ => self.entity_field(p, valid, offset, self.r.entity_attrs[offset - 2].ty.zero()),
        }
    }

    /// Player attribute `i` of player `p`, its zero for no player.
    fn player_attr(&mut self, p: Expr, i: usize) -> Expr {
        let a = &self.r.player_attrs[i];
        let k = self.r.player_attrs.len() as i64;
        let inside = p.clone().ge(int(1)).and(p.clone().le(int(self.n)));
        let value = if a.mutable {
            self.slot(int(self.s.players as i64 - k + i as i64).add(p.mul(int(k))))
        } else {
            let t = *self
                .player_consts
                .entry(i)
                .or_insert_with(|| self.tables.add("player_attr", a.values.clone()));
            Expr::table(t, p.sub(int(1)))
        };
        Expr::select(inside, value, int(a.ty.zero()))
    }

    fn entity_field_fn(&self, offset: usize) -> Function {
        let mut fb = FnBuilder::new(format!("entity_field_{offset}"), FuncKind::Query, &["pos"]);
        let p = fb.param(0);
        let _ = &mut fb;
        let body = vec![ret(self.entity_value(l(p), false, offset))];
        fb.finish(body)
    }

    fn player_attr_fn(&mut self, i: usize) -> Function {
        let fb = FnBuilder::new(format!("player_attr_{i}"), FuncKind::Query, &["player"]);
        let p = fb.param(0);
        let body = vec![ret(self.player_attr(l(p), i))];
        fb.finish(body)
    }

    /// The position an entity expression stands for; `entity` reads through `start` (an empty
    /// start has no entity, and every field of no entity is its zero either way).
    fn entity_pos(&mut self, cx: &Cx, x: &E) -> R<(Expr, bool)> {
        if let E::Bound(Binding::Entity | Binding::Start) = x {
            return Ok((cx.start.clone(), cx.start_valid));
        }
        if let E::Bound(Binding::Target) = x {
            return Ok((cx.target.clone(), cx.target_valid));
        }
        Ok((self.expr(cx, x)?, false))
    }

    fn call_expr(&mut self, cx: &Cx, f: Func, args: &[E]) -> R<Expr> {
        let mut a = Vec::with_capacity(args.len());
        for x in args {
            a.push(self.expr(cx, x)?);
        }
        let bin = |op: BinOp, a: &[Expr]| Expr::bin(op, a[0].clone(), a[1].clone());
        Ok(match f {
            Func::Eq => bin(BinOp::Eq, &a),
            Func::Ne => bin(BinOp::Ne, &a),
            Func::Lt => bin(BinOp::Lt, &a),
            Func::Le => bin(BinOp::Le, &a),
            Func::Gt => bin(BinOp::Gt, &a),
            Func::Ge => bin(BinOp::Ge, &a),
            Func::And => all(a.into_iter().map(|x| x.ne(int(0))).collect()),
            Func::Or => any(a.into_iter().map(|x| x.ne(int(0))).collect()),
            Func::Not => Expr::not(a[0].clone()),
            Func::Add => a.into_iter().reduce(Expr::add).unwrap_or(int(0)),
            Func::Mul => a.into_iter().reduce(Expr::mul).unwrap_or(int(1)),
            Func::Sub => bin(BinOp::Sub, &a),
            Func::Div => bin(BinOp::Div, &a),
            Func::Mod => {
                let (x, m) = (a[0].clone(), a[1].clone());
                let r = Expr::bin(BinOp::Rem, x, m.clone());
                let abs_m =
                    Expr::select(m.clone().lt(int(0)), Expr::Un(UnOp::Neg, Box::new(m.clone())), m);
                Expr::select(r.clone().lt(int(0)), r.clone().add(abs_m), r)
            }
            Func::Neg => Expr::Un(UnOp::Neg, Box::new(a[0].clone())),
            Func::Abs => Expr::select(
                a[0].clone().lt(int(0)),
                Expr::Un(UnOp::Neg, Box::new(a[0].clone())),
                a[0].clone(),
            ),
            Func::Min => bin(BinOp::Min, &a),
            Func::Max => bin(BinOp::Max, &a),
            Func::If => Expr::select(a[0].clone(), a[1].clone(), a[2].clone()),
            Func::Pos => self.pos_xy(a[0].clone(), a[1].clone()),
            Func::X | Func::Y => {
                let known = match &args[0] {
                    E::Bound(Binding::Start) => cx.start_valid,
                    E::Bound(Binding::Target) => cx.target_valid,
                    _ => false,
                };
                let p = a[0].clone();
                let v = if f == Func::X { self.x_of(p.clone()) } else { self.y_of(p.clone()) };
                // Zone positions have no coordinates; board positions known valid need no test.
                if known && self.r.zones.is_empty() {
                    v
                } else {
                    Expr::select(self.on_board(p), v, int(-1))
                }
            }
            Func::OtherPlayer => Expr::select(
                a[0].clone().lt(int(1)),
                int(-1),
                Expr::bin(BinOp::Rem, a[0].clone(), int(self.n)).add(int(1)),
            ),
            Func::NextPlayer => self.next_player(a[0].clone()),
            Func::LastTarget => self.slot(int(self.meta_slot(LAST_TARGET))),
            Func::LastMover => self.slot(int(self.meta_slot(LAST_MOVER))),
            Func::NoLegalActions => Expr::not(call(self.helper(Helper::HasMoves)?, vec![])),
            Func::MidPos => call(self.helper(Helper::MidPos)?, a),
            Func::PathClear => call(self.helper(Helper::PathClear)?, a),
            Func::LineThrough => call(self.helper(Helper::LineThrough)?, a),
            Func::Find => call(self.helper(Helper::Find)?, a),
            Func::Count => call(self.helper(Helper::Count)?, a),
            Func::CanTarget => call(self.helper(Helper::CanTarget)?, a),
            Func::RandomInt => {
                if !cx.effect {
                    return unsupported("random_int outside effects in the Kernel IR (the interpreter draws from a fixed seed there)");
                }
                call(self.helper(Helper::RandomInt)?, a)
            }
            Func::ZoneSize | Func::ZoneTop | Func::ZoneEnd => {
                let (first, cap) = self.zone_slots(&args[0], a[1].clone())?;
                let size = call(self.helper(Helper::ZoneSize)?, vec![first.clone(), cap.clone()]);
                let none = if f == Func::ZoneSize { 0 } else { -1 };
                let value = match f {
                    Func::ZoneSize => size,
                    Func::ZoneTop => Expr::select(
                        size.clone().eq(int(0)),
                        int(-1),
                        first.clone().add(size).sub(int(1)),
                    ),
                    _ => Expr::select(size.clone().eq(cap), int(-1), first.clone().add(size)),
                };
                Expr::select(first.eq(int(-1)), int(none), value)
            }
            Func::ZoneCount | Func::ZoneSum | Func::ZoneMax => {
                let E::Const(attr) = args[2] else {
                    return unsupported("a zone fold over an attribute that is not a constant");
                };
                if attr < 0 || attr as usize >= self.r.entity_attrs.len() {
                    return unsupported("a zone fold over an undeclared attribute");
                }
                let mode = match f {
                    Func::ZoneCount => 0,
                    Func::ZoneSum => 1,
                    _ => 2,
                };
                let (first, cap) = self.zone_slots(&args[0], a[1].clone())?;
                let want = a.get(3).cloned().unwrap_or(int(0));
                let h = self.helper(Helper::ZoneFold(mode, attr as usize))?;
                call(h, vec![first, cap, want])
            }
            Func::InZone => {
                let (first, cap) = self.zone_slots(&args[1], a[2].clone())?;
                let inside =
                    a[0].clone().ge(first.clone()).and(a[0].clone().lt(first.clone().add(cap)));
                first.ne(int(-1)).and(inside)
            }
        })
    }

    /// The player after `p` along `turn_direction` (null for no player).
    fn next_player(&self, p: Expr) -> Expr {
        let dir = self.r.turn_direction.map_or(int(1), |v| self.var(v));
        let m = p.clone().sub(int(1)).add(dir);
        let n = int(self.n);
        let r = Expr::bin(BinOp::Rem, m, n.clone());
        let wrapped = Expr::select(r.clone().lt(int(0)), r.clone().add(n), r);
        Expr::select(p.lt(int(1)), int(-1), wrapped.add(int(1)))
    }

    fn conds(&mut self, cx: &Cx, conds: &[E]) -> R<Expr> {
        let mut out = Vec::new();
        for c in conds {
            out.push(self.expr(cx, c)?.ne(int(0)));
        }
        Ok(all(out))
    }

    // ---- effects ----

    fn effects(
        &mut self,
        fb: &mut FnBuilder,
        cx: &Cx,
        effects: &[Effect],
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let cx = Cx { effect: true, ..cx.clone() };
        for e in effects {
            match e {
                Effect::Set(place, value) => {
                    let v = fb.local("value");
                    out.push(set(v, self.expr(&cx, value)?));
                    self.set_place(fb, &cx, place, l(v), out)?;
                }
                Effect::If(c, then, otherwise) => {
                    let c = self.expr(&cx, c)?;
                    let (mut a, mut b) = (Vec::new(), Vec::new());
                    self.effects(fb, &cx, then, &mut a)?;
                    self.effects(fb, &cx, otherwise, &mut b)?;
                    out.push(if_else(c.ne(int(0)), a, b));
                }
                Effect::Remove(x) => {
                    let p = fb.local("pos");
                    out.push(set(p, self.expr(&cx, x)?));
                    out.push(when(self.valid(l(p)), self.take(l(p))?));
                }
                Effect::Create { kind, owner, at } => {
                    let (k, o, p) = (fb.local("kind"), fb.local("owner"), fb.local("pos"));
                    out.push(set(k, self.expr(&cx, kind)?));
                    out.push(set(o, self.expr(&cx, owner)?));
                    out.push(set(p, self.expr(&cx, at)?));
                    let body = self.create(l(p), l(k), l(o));
                    out.push(when(self.valid(l(p)).and(l(k).ge(int(0))), body));
                }
                Effect::EndChain => out.push(self.set_slot(int(self.s.end_chain as i64), 1)),
                Effect::Repeat(n, body) => {
                    let (times, i) = (fb.local("times"), fb.local("i"));
                    out.push(set(
                        times,
                        Expr::bin(
                            BinOp::Min,
                            Expr::bin(BinOp::Max, self.expr(&cx, n)?, int(0)),
                            int(10_000),
                        ),
                    ));
                    let mut b = Vec::new();
                    self.effects(fb, &cx, body, &mut b)?;
                    out.push(range(i, 0, l(times), b));
                }
                Effect::MoveToZone { entity, zone, owner } => {
                    let (e, o) = (fb.local("entity"), fb.local("owner"));
                    out.push(set(e, self.expr(&cx, entity)?));
                    out.push(set(o, self.expr(&cx, owner)?));
                    let (first, cap) = self.zone_slots(&E::Const(*zone as i64), l(o))?;
                    let args = vec![l(e), first.clone(), cap];
                    out.push(when(
                        first.ne(int(-1)),
                        vec![call_stmt(self.helper(Helper::MoveToZone)?, args)],
                    ));
                }
                Effect::Shuffle { zone, owner } => {
                    let o = fb.local("owner");
                    out.push(set(o, self.expr(&cx, owner)?));
                    let (first, cap) = self.zone_slots(&E::Const(*zone as i64), l(o))?;
                    out.push(when(
                        first.clone().ne(int(-1)),
                        vec![call_stmt(self.helper(Helper::Shuffle)?, vec![first, cap])],
                    ));
                }
            }
        }
        Ok(())
    }

    fn set_place(
        &mut self,
        fb: &mut FnBuilder,
        cx: &Cx,
        place: &Place,
        v: Expr,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        match place {
            Place::Var(i) => {
                out.push(self.set_slot(int((self.s.vars + i) as i64), v));
                if *i == self.r.current_player {
                    out.push(self.set_slot(int(self.s.set_current as i64), 1));
                }
            }
            Place::EntityKind(x) | Place::EntityOwner(x) | Place::EntityAttr(x, _) => {
                let offset = match place {
                    Place::EntityKind(_) => 0,
                    Place::EntityOwner(_) => 1,
                    Place::EntityAttr(_, i) => 2 + i,
                    _ => unreachable!(),
                };
                let p = fb.local("pos");
                out.push(set(p, self.expr(cx, x)?));
                let at = self.base(l(p)).add(int(offset as i64));
                let mut write = vec![self.set_slot(at, v)];
                if offset < 2 {
                    write.extend(self.resync(l(p)));
                }
                out.push(when(self.kind_at(l(p), false).ne(int(-1)), write));
            }
            Place::PlayerAttr(x, i) => {
                let p = fb.local("player");
                out.push(set(p, self.expr(cx, x)?));
                let k = self.r.player_attrs.len() as i64;
                let at = int(self.s.players as i64 + *i as i64 - k).add(l(p).mul(int(k)));
                out.push(when(
                    l(p).ge(int(1)).and(l(p).le(int(self.n))),
                    vec![self.set_slot(at, v)],
                ));
            }
            Place::Board(x) => {
                let (p, from) = (fb.local("pos"), fb.local("from"));
                out.push(set(from, v));
                out.push(set(p, self.expr(cx, x)?));
                let mut copy: Vec<Stmt> = (0..self.s.stride as i64)
                    .map(|i| {
                        self.set_slot(
                            self.base(l(p)).add(int(i)),
                            self.slot(self.base(l(from)).add(int(i))),
                        )
                    })
                    .collect();
                copy.extend(self.resync(l(p)));
                let body = vec![if_else(
                    l(from).eq(int(-1)),
                    self.take(l(p))?,
                    vec![when(l(from).ne(l(p)), copy)],
                )];
                out.push(when(self.valid(l(p)), body));
            }
        }
        Ok(())
    }

    /// Empties a valid position.
    fn clear(&self, p: Expr) -> Vec<Stmt> {
        let b = self.base(p.clone());
        let mut out = vec![self.set_slot(b.clone(), -1), self.set_slot(b.clone().add(int(1)), -1)];
        for i in 0..self.r.entity_attrs.len() as i64 {
            out.push(self.set_slot(b.clone().add(int(2 + i)), 0));
        }
        if let Some((bits, _)) = self.f.bits {
            let off = Expr::Un(UnOp::BitNot, Box::new(Self::bit(p)));
            out.extend((0..=self.n).map(|q| {
                store(bits, q, Expr::bin(BinOp::BitAnd, Expr::load(bits, int(q)), off.clone()))
            }));
        }
        out
    }

    /// A fresh entity (attributes at its kind's defaults) on a valid position.
    fn create(&mut self, p: Expr, kind: Expr, owner: Expr) -> Vec<Stmt> {
        let b = self.base(p.clone());
        let mut out = vec![
            self.set_slot(b.clone(), kind.clone()),
            self.set_slot(b.clone().add(int(1)), owner),
        ];
        let k = self.r.entity_attrs.len() as i64;
        if k > 0 {
            let t = *self.defaults.get_or_insert_with(|| {
                let data = (0..self.r.kinds.len())
                    .flat_map(|kind| self.r.entity_attrs.iter().map(move |a| a.defaults[kind]))
                    .collect();
                self.tables.add("defaults", data)
            });
            for i in 0..k {
                out.push(self.set_slot(
                    b.clone().add(int(2 + i)),
                    Expr::table(t, kind.clone().mul(int(k)).add(int(i))),
                ));
            }
        }
        out.extend(self.resync(p));
        out
    }

    /// `after(effects, cond)`: a function of (start, target, params) that tries the effects on
    /// the state and restores it.
    fn after_fn(&mut self, effects: &[Effect], cond: &E) -> R<FuncId> {
        let id = self.functions.reserve();
        let mut names = vec!["start", "target"];
        let param_names: Vec<String> = (0..self.max_params).map(|i| format!("param{i}")).collect();
        names.extend(param_names.iter().map(|s| s.as_str()));
        let mut fb = FnBuilder::new(format!("after_{}", id.0), FuncKind::Query, &names);
        let cx = Cx {
            start: l(fb.param(0)),
            target: l(fb.param(1)),
            params: (0..self.max_params as u32).map(|i| l(fb.param(2 + i))).collect(),
            start_valid: false,
            target_valid: false,
            effect: false,
        };
        let result = fb.local("result");
        let mut body = vec![call_stmt(self.helper(Helper::Save)?, vec![])];
        self.effects(&mut fb, &cx, effects, &mut body)?;
        body.push(set(result, self.expr(&cx, cond)?));
        body.push(call_stmt(self.helper(Helper::Restore)?, vec![]));
        body.push(ret(l(result)));
        self.functions.define(id, fb.finish(body));
        Ok(id)
    }

    // ---- helpers ----

    fn helper(&mut self, h: Helper) -> R<FuncId> {
        if let Some(&id) = self.helpers.get(&h) {
            return Ok(id);
        }
        let id = self.functions.reserve();
        self.helpers.insert(h, id);
        let f = match h {
            Helper::Phase => self.phase_fn()?,
            Helper::HasMoves => self.has_moves_fn()?,
            Helper::CanTarget => self.can_target_fn()?,
            Helper::Save => self.save_fn(),
            Helper::Restore => self.restore_fn(),
            Helper::Unwind => self.unwind_fn(),
            Helper::MidPos => self.mid_pos_fn(),
            Helper::PathClear => self.path_clear_fn(),
            Helper::LineThrough => self.line_through_fn(),
            Helper::Find => self.find_fn(false),
            Helper::Count => self.find_fn(true),
            Helper::RandomInt => self.random_int_fn()?,
            Helper::EntityField(offset) => self.entity_field_fn(offset),
            Helper::PlayerAttr(i) => self.player_attr_fn(i),
            Helper::Draw => self.draw_fn(),
            Helper::Take => self.take_fn()?,
            Helper::ZoneSize => self.zone_size_fn(),
            Helper::ZoneFold(mode, attr) => self.zone_fold_fn(mode, attr),
            Helper::MoveToZone => self.move_to_zone_fn()?,
            Helper::Shuffle => self.shuffle_fn()?,
        };
        self.functions.define(id, f);
        Ok(id)
    }

    /// `save()`: pushes the slots on the stack of copies.
    fn save_fn(&self) -> Function {
        let mut fb = FnBuilder::new("save", FuncKind::Query, &[]);
        let (i, at) = (fb.local("i"), fb.local("at"));
        let t = self.s.total as i64;
        // A full stack: a chain (or searches nested in conditions) went deeper than the
        // copies the kernel holds.
        let full = Expr::scalar(self.f.sp).ge(int(self.depth));
        let mut body = vec![when(full, self.fault(&mut fb, Limit::Chain))];
        body.extend([
            set(at, Expr::scalar(self.f.sp).mul(int(t))),
            range(i, 0, t, vec![store(self.f.saved, l(at).add(l(i)), self.slot(l(i)))]),
        ]);
        if let Some((bits, saved)) = self.f.bits {
            let w = self.n + 1;
            body.extend((0..w).map(|q| {
                store(
                    saved,
                    Expr::scalar(self.f.sp).mul(int(w)).add(int(q)),
                    Expr::load(bits, int(q)),
                )
            }));
        }
        body.extend([store0(self.f.sp, Expr::scalar(self.f.sp).add(int(1))), ret(0)]);
        fb.finish(body)
    }

    /// `restore()`: pops the last copy back into the slots.
    fn restore_fn(&self) -> Function {
        let mut fb = FnBuilder::new("restore", FuncKind::Query, &[]);
        let (i, at) = (fb.local("i"), fb.local("at"));
        let t = self.s.total as i64;
        let mut body = vec![
            store0(self.f.sp, Expr::scalar(self.f.sp).sub(int(1))),
            set(at, Expr::scalar(self.f.sp).mul(int(t))),
            range(i, 0, t, vec![self.set_slot(l(i), Expr::load(self.f.saved, l(at).add(l(i))))]),
        ];
        body.extend(self.restore_bits(Expr::scalar(self.f.sp)));
        body.push(ret(0));
        fb.finish(body)
    }

    /// The bitboards back from copy `level` of the stack.
    fn restore_bits(&self, level: Expr) -> Vec<Stmt> {
        let Some((bits, saved)) = self.f.bits else { return Vec::new() };
        let w = self.n + 1;
        (0..w)
            .map(|q| store(bits, q, Expr::load(saved, level.clone().mul(int(w)).add(int(q)))))
            .collect()
    }

    /// `unwind(level)`: back to the state saved at `level` (a search stopped with copies
    /// stacked above it).
    fn unwind_fn(&self) -> Function {
        let mut fb = FnBuilder::new("unwind", FuncKind::Query, &["level"]);
        let level = fb.param(0);
        let (i, at) = (fb.local("i"), fb.local("at"));
        let t = self.s.total as i64;
        let mut body = vec![
            store0(self.f.sp, l(level)),
            set(at, l(level).mul(int(t))),
            range(i, 0, t, vec![self.set_slot(l(i), Expr::load(self.f.saved, l(at).add(l(i))))]),
        ];
        body.extend(self.restore_bits(l(level)));
        body.push(ret(0));
        fb.finish(body)
    }

    /// `phase(p)`: the index of the phase in effect for player `p`, -1 if none.
    fn phase_fn(&mut self) -> R<Function> {
        let fb = FnBuilder::new("phase", FuncKind::Query, &["player"]);
        let p = fb.param(0);
        let mut body = Vec::new();
        for (i, ph) in self.r.phases.iter().enumerate() {
            let actor = any(ph.actors.iter().map(|&a| l(p).eq(int(a as i64))).collect());
            let active = match &ph.active {
                Some(c) => self.expr(&Cx::none(), c)?.ne(int(0)),
                None => int(1),
            };
            body.push(when(actor.and(active), vec![ret(i as i64)]));
        }
        body.push(ret(-1));
        Ok(fb.finish(body))
    }

    /// Counts a nesting level of `can_target` / `no_legal_actions`, faulting past the most.
    fn enter(&self, fb: &mut FnBuilder) -> Vec<Stmt> {
        let depth = Expr::scalar(self.f.nest).add(int(1));
        vec![
            store0(self.f.nest, depth.clone()),
            when(depth.gt(int(MAX_NESTING)), self.fault(fb, Limit::Nesting)),
        ]
    }

    fn leave(&self) -> Stmt {
        store0(self.f.nest, Expr::scalar(self.f.nest).sub(int(1)))
    }

    /// `has_moves()`: whether the player to move has a legal move (any action of its phase,
    /// chains completed, post-conditions met, mandatory groups aside). Leaves the state and the
    /// search in progress, if any, as they were.
    fn has_moves_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("has_moves", FuncKind::Query, &[]);
        let f = self.f;
        let (ph, result, sp0, r) =
            (fb.local("phase"), fb.local("result"), fb.local("sp0"), fb.local("r"));
        let kept: Vec<(crate::kernel_ir::FieldId, Local)> =
            [f.mode, f.mask, f.want, f.count, f.found_target]
                .iter()
                .map(|&x| (x, fb.local("kept")))
                .collect();
        let mut body = self.enter(&mut fb);
        body.push(when(
            self.slot(int(self.meta_slot(OVER))).ne(int(0)),
            vec![self.leave(), ret(0)],
        ));
        body.push(set(ph, call(self.helper(Helper::Phase)?, vec![self.current()])));
        body.extend(kept.iter().map(|&(x, k)| set(k, Expr::scalar(x))));
        body.push(store0(f.mode, EXISTS));
        body.push(store0(f.mask, -1));
        body.push(set(result, 0));
        let unwind = self.helper(Helper::Unwind)?;
        for (i, &explore) in self.explore.clone().iter().enumerate() {
            body.push(when(
                l(ph).eq(int(i as i64)),
                vec![
                    set(sp0, Expr::scalar(f.sp)),
                    set(r, call(explore, vec![int(0), int(0), int(0), int(-1), int(-1), FIND])),
                    when(l(r).eq(int(STOP)), vec![call_stmt(unwind, vec![l(sp0)]), set(result, 1)]),
                ],
            ));
        }
        body.extend(kept.iter().map(|&(x, k)| store0(x, l(k))));
        body.push(self.leave());
        body.push(ret(l(result)));
        Ok(fb.finish(body))
    }

    /// `can_target(p, t)`: whether some action of `p`'s phase (as if `p` were to move) could go
    /// from some start to `t`: conditions only, no effects.
    fn can_target_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("can_target", FuncKind::Query, &["player", "target"]);
        let (p, t) = (fb.param(0), fb.param(1));
        let (kept, ph, result, start) =
            (fb.local("kept"), fb.local("phase"), fb.local("result"), fb.local("start"));
        let cur = int((self.s.vars + self.r.current_player) as i64);
        let mut body = self.enter(&mut fb);
        let outside = l(p).lt(int(1)).or(l(p).gt(int(self.n))).or(Expr::not(self.valid(l(t))));
        body.push(when(outside, vec![self.leave(), ret(0)]));
        body.push(set(kept, self.slot(cur.clone())));
        body.push(self.set_slot(cur.clone(), l(p)));
        body.push(set(ph, call(self.helper(Helper::Phase)?, vec![l(p)])));
        body.push(set(result, 0));
        for (i, phase) in self.r.phases.iter().enumerate() {
            // Starts first, then every action from that start: the same answer as the
            // interpreter's actions-then-starts order (it is an `any`), with empty squares
            // skipped once.
            let mut from_start = Vec::new();
            let mut from_nowhere = Vec::new();
            let candidates = self.candidates(i);
            for &ai in &phase.actions {
                let a = &self.r.actions[ai];
                let cx = Cx {
                    start: if a.uses_start { l(start) } else { int(-1) },
                    target: l(t),
                    params: Vec::new(),
                    start_valid: a.uses_start,
                    target_valid: true,
                    effect: false,
                };
                let holds = self.action_holds(&cx, ai)?;
                let found = when(holds, vec![set(result, 1)]);
                if a.uses_start {
                    from_start.push(found);
                } else {
                    from_nowhere.push(found);
                }
            }
            let mut b = from_nowhere;
            if !from_start.is_empty() {
                let mut per =
                    vec![when(self.slot(self.base(l(start))).eq(int(-1)), vec![Stmt::Continue])];
                per.extend(from_start);
                per.push(when(l(result).ne(int(0)), vec![Stmt::Break]));
                // From the target outwards: only the starts its geometry allows.
                // and of those, the occupied ones (the player's, see `owner_bound`).
                let occupied = self.occupied_starts(i, l(p));
                match (candidates, occupied) {
                    (Some((_, starts)), occupied) => {
                        let bits = fb.local("starts");
                        let mask = Expr::table(starts, l(t));
                        let mask =
                            occupied.map_or(mask.clone(), |o| Expr::bin(BinOp::BitAnd, mask, o));
                        b.extend(each_bit(start, bits, mask, per));
                    }
                    (None, Some(occupied)) => {
                        let bits = fb.local("starts");
                        b.extend(each_bit(start, bits, occupied, per));
                    }
                    (None, None) => b.push(range(start, 0, self.positions, per)),
                }
            }
            body.push(when(l(ph).eq(int(i as i64)), b));
        }
        body.push(self.set_slot(cur, l(kept)));
        body.push(self.leave());
        body.push(ret(l(result)));
        Ok(fb.finish(body))
    }

    /// The tables of phase `ph`'s candidate targets per start (one per action) and starts per
    /// target (see `state_targets`), made once; `None` where its actions cannot be tabled.
    fn candidates(&mut self, ph: usize) -> Option<(Vec<TableId>, TableId)> {
        if let Some(known) = self.candidate_tables.get(&ph) {
            return known.clone();
        }
        let r = self.r;
        let found = super::state_targets::candidates(r, &r.phases[ph].actions, |a| {
            param_choices(&r.actions[a])
        })
        .map(|c| {
            (
                c.targets.into_iter().map(|t| self.tables.add("candidate_targets", t)).collect(),
                self.tables.add("candidate_starts", c.starts),
            )
        });
        self.candidate_tables.insert(ph, found.clone());
        found
    }

    /// Whether an action's conditions hold for some choice of its parameters.
    fn action_holds(&mut self, cx: &Cx, ai: usize) -> R<Expr> {
        let a = &self.r.actions[ai];
        // Conditions that do not read the parameters hold for every choice or none.
        let choices_differ = a.conditions.iter().any(reads_param);
        let mut choices = Vec::new();
        for choice in param_choices(a).into_iter().take(if choices_differ { usize::MAX } else { 1 })
        {
            let cx = Cx { params: choice.into_iter().map(int).collect(), ..cx.clone() };
            choices.push(self.conds(&cx, &a.conditions)?);
        }
        Ok(any(choices))
    }

    fn mid_pos_fn(&self) -> Function {
        let mut fb = FnBuilder::new("mid_pos", FuncKind::Query, &["a", "b"]);
        let (a, b) = (fb.param(0), fb.param(1));
        let (sx, sy) = (fb.local("sx"), fb.local("sy"));
        let body = vec![
            when(Expr::not(self.on_board(l(a)).and(self.on_board(l(b)))), vec![ret(-1)]),
            set(sx, self.x_of(l(a)).add(self.x_of(l(b)))),
            set(sy, self.y_of(l(a)).add(self.y_of(l(b)))),
            when(
                Expr::bin(BinOp::Rem, l(sx), int(2)).ne(int(0)).or(Expr::bin(
                    BinOp::Rem,
                    l(sy),
                    int(2),
                )
                .ne(int(0))),
                vec![ret(-1)],
            ),
            ret(self.pos_xy(
                Expr::bin(BinOp::Div, l(sx), int(2)),
                Expr::bin(BinOp::Div, l(sy), int(2)),
            )),
        ];
        fb.finish(body)
    }

    /// Every position strictly between `a` and `b` is empty, and they share a rank, file or
    /// diagonal.
    fn path_clear_fn(&mut self) -> Function {
        let mut fb = FnBuilder::new("path_clear", FuncKind::Query, &["a", "b"]);
        let (a, b) = (fb.param(0), fb.param(1));
        if let (Some((bits, _)), Some(between)) =
            (self.f.bits, super::state_targets::between(self.r))
        {
            // One table lookup and a bit test (see `state_targets::between`).
            let n = self.r.board_positions() as i64;
            let t = self.tables.add("between", between);
            let blockers = Expr::bin(BinOp::BitOr, Expr::load(bits, int(0)), Self::bit(l(a)));
            let blocked =
                Expr::bin(BinOp::BitAnd, Expr::table(t, l(a).mul(int(n)).add(l(b))), blockers);
            let body = vec![
                when(Expr::not(self.on_board(l(a)).and(self.on_board(l(b)))), vec![ret(0)]),
                ret(blocked.eq(int(0))),
            ];
            return fb.finish(body);
        }
        let [dx, dy, sx, sy, x, y, x1, y1] =
            ["dx", "dy", "sx", "sy", "x", "y", "x1", "y1"].map(|n| fb.local(n));
        let abs = |e: Expr| {
            Expr::select(e.clone().lt(int(0)), Expr::Un(UnOp::Neg, Box::new(e.clone())), e)
        };
        let sign = |e: Expr| {
            Expr::select(e.clone().gt(int(0)), int(1), Expr::select(e.lt(int(0)), int(-1), int(0)))
        };
        let w = self.r.width as i64;
        let body = vec![
            when(
                Expr::not(self.on_board(l(a)).and(self.on_board(l(b)))).or(l(a).eq(l(b))),
                vec![ret(0)],
            ),
            set(x, self.x_of(l(a))),
            set(y, self.y_of(l(a))),
            set(x1, self.x_of(l(b))),
            set(y1, self.y_of(l(b))),
            set(dx, l(x1).sub(l(x))),
            set(dy, l(y1).sub(l(y))),
            when(
                l(dx).ne(int(0)).and(l(dy).ne(int(0))).and(abs(l(dx)).ne(abs(l(dy)))),
                vec![ret(0)],
            ),
            set(sx, sign(l(dx))),
            set(sy, sign(l(dy))),
            set(x, l(x).add(l(sx))),
            set(y, l(y).add(l(sy))),
            Stmt::While {
                cond: l(x).ne(l(x1)).or(l(y).ne(l(y1))),
                body: vec![
                    when(
                        self.slot(self.base(l(y).mul(int(w)).add(l(x)))).ne(int(-1)),
                        vec![ret(0)],
                    ),
                    set(x, l(x).add(l(sx))),
                    set(y, l(y).add(l(sy))),
                ],
            },
            ret(1),
        ];
        fb.finish(body)
    }

    /// The entity at `p` is in a line of at least `n` entities of its owner (rank, file or
    /// diagonal).
    fn line_through_fn(&self) -> Function {
        let mut fb = FnBuilder::new("line_through", FuncKind::Query, &["p", "n"]);
        let (p, n) = (fb.param(0), fb.param(1));
        let [owner, x, y, run, k] = ["owner", "x", "y", "run", "k"].map(|s| fb.local(s));
        let mut body = vec![
            when(self.kind_at(l(p), false).eq(int(-1)), vec![ret(0)]),
            set(owner, self.slot(self.base(l(p)).add(int(1)))),
            set(x, self.x_of(l(p))),
            set(y, self.y_of(l(p))),
        ];
        for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            body.push(set(run, 1));
            for sign in [1, -1] {
                let q = self
                    .pos_xy(l(x).add(l(k).mul(int(sign * dx))), l(y).add(l(k).mul(int(sign * dy))));
                let same = self
                    .kind_at(q.clone(), false)
                    .ne(int(-1))
                    .and(self.entity_field(q, false, 1, -1).eq(l(owner)));
                body.push(set(k, 1));
                body.push(Stmt::While {
                    cond: same,
                    body: vec![set(run, l(run).add(int(1))), set(k, l(k).add(int(1)))],
                });
            }
            body.push(when(l(run).ge(l(n)), vec![ret(1)]));
        }
        body.push(ret(0));
        fb.finish(body)
    }

    /// `find(kind, owner)`: the first position holding such an entity (null if none), or with
    /// `count`, how many do.
    fn find_fn(&self, count: bool) -> Function {
        let mut fb = FnBuilder::new(
            if count { "count" } else { "find" },
            FuncKind::Query,
            &["kind", "owner"],
        );
        let (kind, owner) = (fb.param(0), fb.param(1));
        let (p, total) = (fb.local("p"), fb.local("total"));
        let hit = self
            .slot(self.base(l(p)))
            .eq(l(kind))
            .and(self.slot(self.base(l(p)).add(int(1))).eq(l(owner)));
        let on_hit = if count { set(total, l(total).add(int(1))) } else { ret(l(p)) };
        let mut body = match self.f.bits {
            // A real kind is found only on occupied positions (the owner's, for a player),
            // visited in the same increasing order; looking for null still visits them all.
            Some((bits, _)) => {
                let all = if self.positions == 64 { -1 } else { (1 << self.positions) - 1 };
                let player = l(owner).ge(int(1)).and(l(owner).le(int(self.n)));
                let occupied =
                    Expr::select(player, Expr::load(bits, l(owner)), Expr::load(bits, int(0)));
                let mask = Expr::select(l(kind).eq(int(-1)), int(all), occupied);
                each_bit(p, fb.local("left"), mask, vec![when(hit, vec![on_hit])])
            }
            None => vec![range(p, 0, self.positions, vec![when(hit, vec![on_hit])])],
        };
        body.push(ret(if count { l(total) } else { int(-1) }));
        fb.finish(body)
    }

    /// `draw()`: the state's xorshift32 source steps and gives its new value (as the
    /// interpreter's `draw_random`).
    fn draw_fn(&self) -> Function {
        let mut fb = FnBuilder::new("draw", FuncKind::Query, &[]);
        let x = fb.local("x");
        let rng = int(self.meta_slot(RNG));
        let mask32 = |e: Expr| Expr::bin(BinOp::BitAnd, e, int(0xffff_ffff));
        let xor = |a: Expr, b: Expr| Expr::bin(BinOp::BitXor, a, b);
        let body = vec![
            set(x, mask32(self.slot(rng.clone()))),
            when(l(x).eq(int(0)), vec![set(x, DEFAULT_SEED)]),
            set(x, xor(l(x), mask32(Expr::bin(BinOp::Shl, l(x), int(13))))),
            set(x, xor(l(x), Expr::bin(BinOp::Shr, l(x), int(17)))),
            set(x, xor(l(x), mask32(Expr::bin(BinOp::Shl, l(x), int(5))))),
            self.set_slot(rng, l(x)),
            ret(l(x)),
        ];
        fb.finish(body)
    }

    /// `random_int(a, b)`: a uniform integer in [min, max] from the state's random source.
    fn random_int_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("random_int", FuncKind::Query, &["a", "b"]);
        let (a, b) = (fb.param(0), fb.param(1));
        let (x, lo, hi, m) = (fb.local("x"), fb.local("lo"), fb.local("hi"), fb.local("m"));
        // As the interpreter: a range too wide for an i64 (m wraps to 0 or below) holds every
        // value of the 32-bit draw above `lo`.
        let body = vec![
            set(x, call(self.helper(Helper::Draw)?, vec![])),
            set(lo, Expr::bin(BinOp::Min, l(a), l(b))),
            set(hi, Expr::bin(BinOp::Max, l(a), l(b))),
            set(m, l(hi).sub(l(lo)).add(int(1))),
            ret(l(lo).add(Expr::select(l(m).gt(int(0)), Expr::bin(BinOp::Rem, l(x), l(m)), l(x)))),
        ];
        Ok(fb.finish(body))
    }

    // ---- zones ----

    /// The first position and capacity of a zone instance (`zone` is a constant): the owner's
    /// or the shared one; first -1 for a per-player zone and no player.
    fn zone_slots(&self, zone: &E, owner: Expr) -> R<(Expr, Expr)> {
        let E::Const(z) = zone else { return unsupported("a zone that is not a constant") };
        let z = &self.r.zones[*z as usize];
        let (first, cap) = (z.first as i64, z.capacity as i64);
        if !z.per_player {
            return Ok((int(first), int(cap)));
        }
        let inside = owner.clone().ge(int(1)).and(owner.clone().le(int(self.n)));
        Ok((
            Expr::select(inside, int(first).add(owner.sub(int(1)).mul(int(cap))), int(-1)),
            int(cap),
        ))
    }

    /// Per position: the first and end positions of its zone instance (-1 on the board).
    fn instance_tables(&mut self) -> (TableId, TableId) {
        let r = self.r;
        let (mut first, mut end) = (Vec::new(), Vec::new());
        for p in 0..self.positions as usize {
            match r.zone_of(p) {
                Some((z, i)) => {
                    let f = r.zones[z].first + i * r.zones[z].capacity;
                    first.push(f as i64);
                    end.push((f + r.zones[z].capacity) as i64);
                }
                None => {
                    first.push(-1);
                    end.push(-1);
                }
            }
        }
        (self.tables.add("instance_first", first), self.tables.add("instance_end", end))
    }

    /// Empties a valid position (see [`Helper::Take`]).
    fn take(&mut self, p: Expr) -> R<Vec<Stmt>> {
        if self.r.zones.is_empty() {
            return Ok(self.clear(p));
        }
        Ok(vec![call_stmt(self.helper(Helper::Take)?, vec![p])])
    }

    fn take_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("take", FuncKind::Query, &["pos"]);
        let p = fb.param(0);
        let (q, end) = (fb.local("q"), fb.local("end"));
        let (_, end_t) = self.instance_tables();
        let next_occupied =
            l(q).add(int(1)).lt(l(end)).and(self.slot(self.base(l(q).add(int(1)))).ne(int(-1)));
        let mut shift: Vec<Stmt> = (0..self.s.stride as i64)
            .map(|i| {
                self.set_slot(
                    self.base(l(q)).add(int(i)),
                    self.slot(self.base(l(q).add(int(1))).add(int(i))),
                )
            })
            .collect();
        shift.extend(self.clear(l(q).add(int(1))));
        shift.push(set(q, l(q).add(int(1))));
        let mut body = self.clear(l(p));
        body.extend([
            set(end, Expr::table(end_t, l(p))),
            set(q, l(p)),
            Stmt::While { cond: next_occupied, body: shift },
            ret(0),
        ]);
        Ok(fb.finish(body))
    }

    /// `zone_size(first, capacity)`: the entities of a zone instance (packed from its first slot).
    fn zone_size_fn(&self) -> Function {
        let mut fb = FnBuilder::new("zone_size", FuncKind::Query, &["first", "capacity"]);
        let (first, cap) = (fb.param(0), fb.param(1));
        let n = fb.local("n");
        let occupied = l(n).lt(l(cap)).and(self.slot(self.base(l(first).add(l(n)))).ne(int(-1)));
        fb.finish(vec![
            set(n, 0),
            Stmt::While { cond: occupied, body: vec![set(n, l(n).add(int(1)))] },
            ret(l(n)),
        ])
    }

    /// `zone_fold_<mode>_<attr>(first, capacity, value)`: walks a zone instance's entities
    /// (none for no instance, `first` = -1) counting those whose attribute equals `value`
    /// (mode 0), summing it (1) or taking its largest value, 0 when empty (2); as the
    /// interpreter's `zone_count`, `zone_sum` and `zone_max`.
    fn zone_fold_fn(&self, mode: u8, attr: usize) -> Function {
        let mut fb = FnBuilder::new(
            format!("zone_fold_{mode}_{attr}"),
            FuncKind::Query,
            &["first", "capacity", "value"],
        );
        let (first, cap, want) = (fb.param(0), fb.param(1), fb.param(2));
        let (n, acc, v) = (fb.local("n"), fb.local("acc"), fb.local("v"));
        let occupied = l(n).lt(l(cap)).and(self.slot(self.base(l(first).add(l(n)))).ne(int(-1)));
        let read = self.slot(self.base(l(first).add(l(n))).add(int(2 + attr as i64)));
        let step = match mode {
            0 => set(acc, l(acc).add(Expr::select(l(v).eq(l(want)), int(1), int(0)))),
            1 => set(acc, l(acc).add(l(v))),
            _ => set(acc, Expr::bin(BinOp::Max, l(acc), l(v))),
        };
        let walk = Stmt::While {
            cond: occupied,
            body: vec![set(v, read), step, set(n, l(n).add(int(1)))],
        };
        fb.finish(vec![set(acc, 0), set(n, 0), when(l(first).ge(int(0)), vec![walk]), ret(l(acc))])
    }

    /// `move_to_zone(e, first, capacity)`: the entity at `e` goes to the end of the instance (if
    /// it has room, or it is already there); the zone it leaves closes up.
    fn move_to_zone_fn(&mut self) -> R<Function> {
        let mut fb =
            FnBuilder::new("move_to_zone", FuncKind::Query, &["entity", "first", "capacity"]);
        let (e, first, cap) = (fb.param(0), fb.param(1), fb.param(2));
        let kept: Vec<Local> = (0..self.s.stride).map(|_| fb.local("kept")).collect();
        let end = fb.local("end");
        let (first_t, _) = self.instance_tables();
        let size = |lw: &mut Self| -> R<Expr> {
            Ok(call(lw.helper(Helper::ZoneSize)?, vec![l(first), l(cap)]))
        };
        let room = size(self)?
            .lt(l(cap))
            .or(self.valid(l(e)).and(Expr::table(first_t, l(e)).eq(l(first))));
        let mut go: Vec<Stmt> = kept
            .iter()
            .enumerate()
            .map(|(i, &k)| set(k, self.slot(self.base(l(e)).add(int(i as i64)))))
            .collect();
        go.extend(self.take(l(e))?);
        go.push(set(end, l(first).add(size(self)?)));
        go.extend(
            kept.iter()
                .enumerate()
                .map(|(i, &k)| self.set_slot(self.base(l(end)).add(int(i as i64)), l(k))),
        );
        let body = vec![when(self.kind_at(l(e), false).ne(int(-1)).and(room), go), ret(0)];
        Ok(fb.finish(body))
    }

    /// `shuffle(first, capacity)`: Fisher-Yates over the instance's entities, drawing from the
    /// state's random source.
    fn shuffle_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("shuffle", FuncKind::Query, &["first", "capacity"]);
        let (first, cap) = (fb.param(0), fb.param(1));
        let (i, j, t) = (fb.local("i"), fb.local("j"), fb.local("t"));
        let draw = call(self.helper(Helper::Draw)?, vec![]);
        let mut body =
            vec![set(i, call(self.helper(Helper::ZoneSize)?, vec![l(first), l(cap)]).sub(int(1)))];
        let mut step = vec![set(j, Expr::bin(BinOp::Rem, draw, l(i).add(int(1))))];
        for k in 0..self.s.stride as i64 {
            let a = self.base(l(first).add(l(i))).add(int(k));
            let b = self.base(l(first).add(l(j))).add(int(k));
            step.push(set(t, self.slot(a.clone())));
            step.push(self.set_slot(a, self.slot(b.clone())));
            step.push(self.set_slot(b, l(t)));
        }
        step.push(set(i, l(i).sub(int(1))));
        body.push(Stmt::While { cond: l(i).ge(int(1)), body: step });
        body.push(ret(0));
        Ok(fb.finish(body))
    }

    // ---- the search ----

    /// `explore(restrict, only, in_chain, chain_start, first, find)` for phase `ph`: one step
    /// of every allowed action (from `only` when `restrict`; the chainable ones continuing a
    /// chain from `chain_start` whose first action was `first` when `in_chain`), each completed
    /// into whole moves. Pushing (`legal`), it pushes each move of the accepted first actions
    /// and leaves the number of steps found in `explore_result`; finding, it returns that
    /// number, or `STOP`, leaving the state of the move it stopped on. One function for both:
    /// two copies of the search were most of a game's code and of its JIT compile time.
    fn explore_fn(&mut self, ph: usize) -> R<Function> {
        let mut fb = FnBuilder::new(
            format!("explore_{ph}"),
            FuncKind::Legal,
            &["restrict", "only", "in_chain", "chain_start", "first", "find"],
        );
        let (restrict, only, in_chain, chain_start, first, find) =
            (fb.param(0), fb.param(1), fb.param(2), fb.param(3), fb.param(4), fb.param(5));
        let [start, target, found, done, took, r, cont, cs, fa, before] =
            ["start", "target", "found", "done", "took", "r", "cont", "cs", "fa", "before_phase"]
                .map(|n| fb.local(n));
        let r_ = self.r;
        let phase = &r_.phases[ph];
        let placements = phase.actions.iter().any(|&a| !r_.actions[a].uses_start);
        let globals =
            phase.actions.iter().any(|&a| !r_.actions[a].uses_start && !r_.actions[a].uses_target);
        let befores = r_.phases.iter().any(|p| !p.before_effects.is_empty());
        let explore_self = self.explore[ph];

        let mut body = vec![set(found, 0)];
        if befores {
            body.push(set(before, call(self.helper(Helper::Phase)?, vec![self.current()])));
        }
        // Per start: which actions may start here (their per-start conditions).
        let mut ok_locals = Vec::new();
        let mut per_start = Vec::new();
        per_start.push(when(
            l(start).ne(int(-1)).and(self.slot(self.base(l(start))).eq(int(-1))),
            vec![Stmt::Continue],
        ));
        for &ai in &phase.actions {
            let a = &r_.actions[ai];
            let ok = fb.local("ok");
            ok_locals.push(ok);
            let prefix = a.conditions.iter().take_while(|c| !reads_target(c)).count();
            let cx = Cx {
                start: l(start),
                target: int(-1),
                params: Vec::new(),
                start_valid: a.uses_start,
                target_valid: false,
                effect: false,
            };
            let shape = if a.uses_start { l(start).ne(int(-1)) } else { l(start).eq(int(-1)) };
            let chain = if a.chainable { int(1) } else { l(in_chain).eq(int(0)) };
            let conds = self.conds(&cx, &a.conditions[..prefix])?;
            per_start.push(set(ok, shape.and(chain).and(conds)));
        }
        per_start.push(when(
            Expr::not(any(ok_locals.iter().map(|&o| l(o)).collect())),
            vec![Stmt::Continue],
        ));
        let first_target = if globals {
            let global_ok: Vec<Expr> = phase
                .actions
                .iter()
                .zip(&ok_locals)
                .filter(|(&a, _)| !r_.actions[a].uses_start && !r_.actions[a].uses_target)
                .map(|(_, &o)| l(o))
                .collect();
            Expr::select(l(start).eq(int(-1)).and(any(global_ok)), int(-1), int(0))
        } else {
            int(0)
        };
        let mut per_target = vec![set(done, 0)];
        for (j, &ai) in phase.actions.iter().enumerate() {
            let a = &r_.actions[ai];
            let prefix = a.conditions.iter().take_while(|c| !reads_target(c)).count();
            let mut tries = vec![set(took, 0)];
            for choice in param_choices(a) {
                let cx = Cx {
                    start: l(start),
                    target: l(target),
                    params: choice.into_iter().map(int).collect(),
                    start_valid: a.uses_start,
                    target_valid: a.uses_target,
                    effect: false,
                };
                let holds = self.conds(&cx, &a.conditions[prefix..])?;
                let mut step = vec![
                    set(took, 1),
                    set(found, l(found).add(int(1))),
                    call_stmt(self.helper(Helper::Save)?, vec![]),
                    self.set_slot(int(self.s.end_chain as i64), 0),
                ];
                if befores {
                    for (k, p) in r_.phases.iter().enumerate() {
                        if p.before_effects.is_empty() {
                            continue;
                        }
                        let mut b = Vec::new();
                        self.effects(&mut fb, &cx, &p.before_effects, &mut b)?;
                        step.push(when(l(before).eq(int(k as i64)), b));
                    }
                }
                self.effects(&mut fb, &cx, &a.effects, &mut step)?;
                // Complete the move: continue the chain, or judge the whole move.
                step.push(set(cont, 0));
                if a.chainable {
                    let args = |mode: Expr| vec![int(1), l(target), int(1), l(cs), l(fa), mode];
                    let go = vec![
                        if_else(
                            l(find).ne(int(0)),
                            vec![
                                set(r, call(explore_self, args(FIND))),
                                when(l(r).eq(int(STOP)), vec![ret(STOP)]),
                            ],
                            vec![
                                call_stmt(explore_self, args(PUSH)),
                                set(r, Expr::scalar(self.f.ret)),
                            ],
                        ),
                        set(cont, l(r).gt(int(0))),
                    ];
                    step.push(when(self.slot(int(self.s.end_chain as i64)).eq(int(0)), go));
                }
                let whole = Cx {
                    start: l(cs),
                    target: l(target),
                    params: Vec::new(),
                    start_valid: false,
                    target_valid: a.uses_target,
                    effect: false,
                };
                let post = self.conds(&whole, &phase.post_conditions)?;
                let accepted = Expr::bin(
                    BinOp::BitAnd,
                    Expr::bin(BinOp::Shr, Expr::scalar(self.f.mask), l(fa)),
                    int(1),
                )
                .ne(int(0));
                let out = vec![if_else(
                    l(find).ne(int(0)),
                    self.stop_on(target),
                    self.push_move(cs, target),
                )];
                step.push(when(l(cont).eq(int(0)).and(post).and(accepted), out));
                step.push(call_stmt(self.helper(Helper::Restore)?, vec![]));
                tries.push(when(holds, step));
            }
            if a.uses_target {
                tries.push(set(done, l(took)));
            }
            let shape = if a.uses_target { l(target).ne(int(-1)) } else { l(target).eq(int(-1)) };
            let mut b =
                vec![set(fa, Expr::select(l(in_chain).ne(int(0)), l(first), int(ai as i64)))];
            b.extend(tries);
            per_target.push(when(l(done).eq(int(0)).and(l(ok_locals[j])).and(shape), b));
        }
        let mut start_body = per_start;
        start_body.push(set(cs, Expr::select(l(in_chain).ne(int(0)), l(chain_start), l(start))));
        // Only the targets the geometry of the actions that may start here allows (see
        // `state_targets`).
        match self.candidates(ph) {
            Some((targets, _)) => {
                let bits = fb.local("targets");
                let allowed =
                    ok_locals.iter().zip(targets).zip(&phase.actions).map(|((&ok, t), &ai)| {
                        let geometry = Expr::table(t, l(start));
                        let mask = match self.target_filter(&r_.actions[ai]) {
                            Some(f) => Expr::bin(BinOp::BitAnd, geometry, f),
                            None => geometry,
                        };
                        Expr::select(l(ok), mask, int(0))
                    });
                let mask = allowed.reduce(|a, b| Expr::bin(BinOp::BitOr, a, b)).unwrap_or(int(0));
                start_body.extend(each_bit(target, bits, mask, per_target));
            }
            None => start_body.push(range(target, first_target, self.positions, per_target)),
        }
        let lo = if placements { -1 } else { 0 };
        match self.occupied_starts(ph, self.current()) {
            // Empty starts are skipped by the loop's first test: only the occupied ones (the
            // player's, see `owner_bound`), in the same increasing order.
            Some(occupied) if !placements => {
                let only_bit = Expr::select(self.valid(l(only)), Self::bit(l(only)), int(0));
                let mask = Expr::bin(
                    BinOp::BitAnd,
                    Expr::select(l(restrict).ne(int(0)), only_bit, int(-1)),
                    occupied,
                );
                let bits = fb.local("starts");
                body.extend(each_bit(start, bits, mask, start_body));
            }
            _ => body.push(range(
                start,
                Expr::select(l(restrict).ne(int(0)), l(only), int(lo)),
                Expr::select(l(restrict).ne(int(0)), l(only).add(int(1)), int(self.positions)),
                start_body,
            )),
        }
        body.push(when(l(find).eq(int(0)), vec![store0(self.f.ret, l(found))]));
        body.push(ret(l(found)));
        Ok(fb.finish(body))
    }

    /// Pushes the move from `cs` (its target for a placement) to `target`, numbered among the
    /// moves of its start.
    fn push_move(&self, cs: Local, target: Local) -> Vec<Stmt> {
        let f = self.f;
        let aux = Expr::scalar(f.group_bits)
            .add(Expr::select(l(cs).eq(int(-1)), int(1 << 15), int(0)))
            .add(Expr::scalar(f.count));
        vec![
            when(
                l(cs).ne(Expr::scalar(f.last_start)),
                vec![store0(f.last_start, l(cs)), store0(f.count, 0)],
            ),
            Stmt::Push {
                from: Expr::select(l(cs).eq(int(-1)), l(target), l(cs)),
                to: l(target),
                level_from: int(0),
                level_to: int(0),
                kind: int(0),
                aux,
            },
            store0(f.count, Expr::scalar(f.count).add(int(1))),
        ]
    }

    /// The finding search's answer to a move: stop at once (`EXISTS`), or at the wanted one.
    fn stop_on(&self, target: Local) -> Vec<Stmt> {
        let f = self.f;
        vec![
            when(Expr::scalar(f.mode).eq(int(EXISTS)), vec![ret(STOP)]),
            when(
                Expr::scalar(f.count).eq(Expr::scalar(f.want)),
                vec![store0(f.found_target, l(target)), ret(STOP)],
            ),
            store0(f.count, Expr::scalar(f.count).add(int(1))),
        ]
    }

    /// The mask of first actions a mandatory group allows.
    fn group_mask(group: &[usize]) -> i64 {
        group.iter().fold(0i64, |m, &a| m | (1 << a))
    }

    // ---- entries ----

    fn init_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("init", FuncKind::Init, &[]);
        let body = self.start_body(&mut fb, true)?;
        Ok(fb.finish(body))
    }

    /// `Meta::deal`: the start again, its setup drawing from the random source the runtime
    /// just seeded; once per game (the `DEALT` flag), so searches re-seeding a dealt state
    /// leave it alone.
    fn deal_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("deal", FuncKind::Mutate, &[]);
        let dealt = int(self.meta_slot(DEALT));
        let mut body = vec![
            when(self.slot(dealt.clone()).ne(int(0)), vec![Stmt::Return(None)]),
            self.set_slot(dealt, 1),
            // The fixed deal may have left no move, which ended the game.
            self.set_slot(int(self.meta_slot(OVER)), 0),
        ];
        for q in 0..self.n {
            body.push(self.set_slot(int(self.meta_slot(NUM_META) + q), 0));
        }
        body.extend(self.start_body(&mut fb, false)?);
        Ok(fb.finish(body))
    }

    /// The initial state: positions cleared, variables, placements, then the setup's effects,
    /// drawing from the game's fixed seed (`init`) or from the random source as it stands
    /// (`deal`).
    fn start_body(&mut self, fb: &mut FnBuilder, from_seed: bool) -> R<Vec<Stmt>> {
        let p = fb.local("p");
        let r = self.r;
        let mut body = vec![range(p, 0, self.positions, self.clear(l(p)))];
        for (i, v) in r.vars.iter().enumerate() {
            body.push(self.set_slot(int((self.s.vars + i) as i64), v.initial));
        }
        let k = r.player_attrs.len();
        for q in 0..self.n as usize {
            for (i, a) in r.player_attrs.iter().enumerate() {
                body.push(self.set_slot(int((self.s.players + q * k + i) as i64), a.values[q]));
            }
        }
        for placement in &r.setup {
            for &pos in &placement.positions {
                body.extend(self.create(
                    int(pos as i64),
                    int(placement.kind as i64),
                    int(placement.owner),
                ));
                for &(attr, value) in &placement.attrs {
                    body.push(self.set_slot(int((pos * self.s.stride + 2 + attr) as i64), value));
                }
            }
        }
        body.push(self.set_slot(int(self.meta_slot(LAST_TARGET)), -1));
        body.push(self.set_slot(int(self.meta_slot(LAST_MOVER)), -1));
        if from_seed {
            let seed = if r.seed == 0 { DEFAULT_SEED } else { r.seed as i32 as i64 };
            body.push(self.set_slot(int(self.meta_slot(RNG)), seed));
        }
        self.effects(fb, &Cx::none(), &r.setup_effects, &mut body)?;
        body.push(when(
            Expr::not(call(self.helper(Helper::HasMoves)?, vec![])),
            self.set_result(None),
        ));
        body.extend(self.sync(fb));
        Ok(body)
    }

    fn legal_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("legal", FuncKind::Legal, &[]);
        let f = self.f;
        let (ph, group, sp0) = (fb.local("phase"), fb.local("group"), fb.local("sp0"));
        let mut body = vec![
            Stmt::ClearMoves,
            when(self.slot(int(self.meta_slot(OVER))).ne(int(0)), vec![Stmt::Return(None)]),
            set(ph, call(self.helper(Helper::Phase)?, vec![self.current()])),
            store0(f.last_start, -9),
        ];
        let unwind = self.helper(Helper::Unwind)?;
        for (i, phase) in self.r.phases.iter().enumerate() {
            let mut b = vec![set(group, -1), store0(f.mode, EXISTS)];
            // The first mandatory group with a legal move is in force.
            for (g, members) in phase.mandatory.iter().enumerate() {
                b.push(when(
                    l(group).eq(int(-1)),
                    vec![
                        store0(f.mask, Self::group_mask(members)),
                        set(sp0, Expr::scalar(f.sp)),
                        when(
                            call(
                                self.explore[i],
                                vec![int(0), int(0), int(0), int(-1), int(-1), FIND],
                            )
                            .eq(int(STOP)),
                            vec![call_stmt(unwind, vec![l(sp0)]), set(group, g as i64)],
                        ),
                    ],
                ));
            }
            let mut mask = int(-1);
            for (g, members) in phase.mandatory.iter().enumerate().rev() {
                mask =
                    Expr::select(l(group).eq(int(g as i64)), int(Self::group_mask(members)), mask);
            }
            b.push(store0(f.mask, mask));
            b.push(store0(f.group_bits, Expr::bin(BinOp::Shl, l(group).add(int(1)), int(16))));
            b.push(call_stmt(
                self.explore[i],
                vec![int(0), int(0), int(0), int(-1), int(-1), PUSH],
            ));
            body.push(when(l(ph).eq(int(i as i64)), b));
        }
        Ok(fb.finish(body))
    }

    fn apply_fn(&mut self) -> R<Function> {
        use crate::kernel_ir::MoveField;
        let mut fb = FnBuilder::new("apply", FuncKind::Mutate, &[]);
        let f = self.f;
        let [aux, group, start, mover, ph, r, target, set_current] =
            ["aux", "group", "start", "mover", "phase", "r", "target", "set_current"]
                .map(|n| fb.local(n));
        let mut body = vec![
            set(aux, Expr::Move(MoveField::Aux)),
            set(group, Expr::bin(BinOp::Shr, l(aux), int(16)).sub(int(1))),
            set(
                start,
                Expr::select(
                    Expr::bin(BinOp::BitAnd, l(aux), int(1 << 15)).ne(int(0)),
                    int(-1),
                    Expr::Move(MoveField::From),
                ),
            ),
            set(mover, self.current()),
            set(ph, call(self.helper(Helper::Phase)?, vec![l(mover)])),
            store0(f.mode, APPLY),
            store0(f.want, Expr::bin(BinOp::BitAnd, l(aux), int(0x7fff))),
            store0(f.count, 0),
            set(r, 0),
        ];
        for (i, phase) in self.r.phases.iter().enumerate() {
            let mut mask = int(-1);
            for (g, members) in phase.mandatory.iter().enumerate().rev() {
                mask =
                    Expr::select(l(group).eq(int(g as i64)), int(Self::group_mask(members)), mask);
            }
            body.push(when(
                l(ph).eq(int(i as i64)),
                vec![
                    store0(f.mask, mask),
                    set(
                        r,
                        call(
                            self.explore[i],
                            vec![int(1), l(start), int(0), int(-1), int(-1), FIND],
                        ),
                    ),
                ],
            ));
        }
        // A move that is not legal here is a fault, as in the interpreter.
        body.push(when(l(r).ne(int(STOP)), self.fault(&mut fb, Limit::IllegalMove)));
        body.push(store0(f.sp, 0));
        body.push(set(target, Expr::scalar(f.found_target)));
        body.push(set(set_current, self.slot(int(self.s.set_current as i64))));
        body.push(self.set_slot(int(self.s.set_current as i64), 0));
        body.push(self.set_slot(int(self.s.end_chain as i64), 0));
        body.extend(self.finish_move(&mut fb, mover, target, set_current)?);
        body.extend(self.sync(&mut fb));
        Ok(fb.finish(body))
    }

    /// The end of a move: the turn passes (unless the effects chose the next player), then the
    /// end conditions in order; with no legal move and none met, a draw.
    fn finish_move(
        &mut self,
        fb: &mut FnBuilder,
        mover: Local,
        target: Local,
        set_current: Local,
    ) -> R<Vec<Stmt>> {
        let cur = int((self.s.vars + self.r.current_player) as i64);
        let mut out = vec![
            self.set_slot(int(self.meta_slot(LAST_TARGET)), l(target)),
            self.set_slot(int(self.meta_slot(LAST_MOVER)), l(mover)),
            when(l(set_current).eq(int(0)), vec![self.set_slot(cur, self.next_player(l(mover)))]),
        ];
        let decided = fb.local("decided");
        out.push(set(decided, 0));
        for end in &self.r.end {
            let cond = self.expr(&Cx::none(), &end.condition)?.ne(int(0));
            let result = match &end.result {
                Outcome::Draw => self.set_result(None),
                Outcome::Winner(p) => {
                    let p = self.expr(&Cx::none(), p)?;
                    self.set_result(Some((p, true)))
                }
                Outcome::Loser(p) => {
                    let p = self.expr(&Cx::none(), p)?;
                    self.set_result(Some((p, false)))
                }
            };
            let mut then = result;
            then.push(set(decided, 1));
            out.push(when(l(decided).eq(int(0)).and(cond), then));
        }
        out.push(when(
            l(decided).eq(int(0)).and(Expr::not(call(self.helper(Helper::HasMoves)?, vec![]))),
            self.set_result(None),
        ));
        Ok(out)
    }

    /// Ends the game: a draw, or `p` wins (`true`) or loses.
    fn set_result(&self, winner: Option<(Expr, bool)>) -> Vec<Stmt> {
        let mut out = vec![self.set_slot(int(self.meta_slot(OVER)), 1)];
        for q in 1..=self.n {
            let slot = int(self.meta_slot(NUM_META) + q - 1);
            let rank = match &winner {
                None => int(1),
                Some((p, win)) => {
                    let is = if *win { p.clone().eq(int(q)) } else { p.clone().ne(int(q)) };
                    Expr::select(is, int(1), int(2))
                }
            };
            out.push(self.set_slot(slot, rank));
        }
        out
    }

    /// Copies what the runtime reads out of the slots.
    fn sync(&self, fb: &mut FnBuilder) -> Vec<Stmt> {
        let f = self.f;
        let i = fb.local("i");
        let mut out = vec![
            store0(f.mover, Expr::bin(BinOp::Max, self.current(), int(0))),
            store0(f.over, self.slot(int(self.meta_slot(OVER)))),
        ];
        for q in 0..self.n {
            out.push(store(f.rank, q, self.slot(int(self.meta_slot(NUM_META) + q))));
        }
        out.push(range(
            i,
            0,
            self.s.interp as i64,
            vec![store(f.present, l(i), self.slot(l(i)).ne(int(0)))],
        ));
        if let (Some(h), Some(history)) = (&self.hidden, f.history) {
            let mut copy = super::state_hidden::history_to_slots(h, f.slots, history);
            // Before `present` is computed from the slots.
            let at = out.len() - 1;
            out.splice(at..at, copy.drain(..));
        }
        out
    }
}

/// The state string kernels of state-driven rules give (every nonzero slot, then the mover),
/// for the interpreter's state bytes: what the differential tests compare.
pub fn state_string(num_players: usize, interp_state: &[u8], mover: i64) -> String {
    let slots: Vec<i64> = interp_state
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64)
        .collect();
    let value = |i: usize| slots[i];
    let present = |i: usize| (slots[i] != 0) as i64;
    ludemic_runtime::kernel::state_string(&ludemic_runtime::kernel::StateView {
        num_players,
        sites: slots.len(),
        levels: 1,
        stacking: false,
        mover: mover.max(0),
        height: &present,
        what: &value,
        who: &present,
        piece_state: &present,
        count: &present,
        scores: None,
        phases: None,
        dice: &[],
    })
}
