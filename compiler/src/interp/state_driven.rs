//! The reference semantics of state-driven rules (`game_ir::state_rules`, docs/json-spec.md):
//! for each (start, target) the first allowed action whose conditions hold is a move; effects
//! apply in order; chainable actions continue from their target and commit as one move;
//! mandatory groups and post-conditions filter the moves; the turn passes along
//! `turn_direction`; end conditions decide results. Written for clarity, not speed.
//!
//! State: one i32 slot per value, little-endian bytes: per position its entity's type (-1 when
//! empty), owner and attributes; the global variables; each player's attributes; then the
//! game's bookkeeping (`Meta`), the ranks and, in specs that hide something, each player's move
//! history (`super::state_hidden`).

use std::cell::Cell;
use std::sync::Arc;

use ludemic_runtime::fault::{self, FaultKind, GameFault};
use ludemic_runtime::game::text_hash;
use ludemic_runtime::{DynGame, MoveKey, MoveKind, Outcome as RunOutcome, RawMove, Rng, Status};

use crate::game_ir::state_rules::{
    Action, Binding, Effect, Expr, Func, Outcome, Phase, Place, StateRules, MAX_CHAIN, MAX_NESTING,
    NULL,
};
use crate::game_ir::Game;
use crate::kernel_ir::Limit;

use super::state_hidden::{self, SlotOffsets, StateHidden};

/// Bookkeeping slots after the players' attributes.
#[derive(Clone, Copy)]
enum Meta {
    Over,
    LastTarget,
    LastMover,
    Rng,
    /// Nonzero once `seed_chance` dealt the start from a per-game random source.
    Dealt,
}
const NUM_META: usize = 5;

/// A game with state-driven rules run by the interpreter; implements `DynGame`.
pub struct StateInterpreter {
    game: Arc<Game>,
    site_stride: usize,
    vars_off: usize,
    players_off: usize,
    meta_off: usize,
    len: usize,
    /// Positions of the board, and of the board and the zones.
    board_positions: usize,
    positions: usize,
    /// Per action: its conditions split into the leading ones reading neither `target` nor a
    /// parameter (tried once per start) and the rest, and every combination of its parameters.
    split: Vec<Split>,
    /// What each player sees, when the spec hides something.
    hidden: Option<StateHidden>,
}

struct Split {
    per_start: Vec<Expr>,
    per_target: Vec<Expr>,
    choices: Vec<Vec<i64>>,
}

/// Whether an expression reads `target` or a parameter.
fn reads_target(e: &Expr) -> bool {
    match e {
        Expr::Bound(Binding::Target) | Expr::Param(_) | Expr::After(..) => true,
        Expr::Const(_) | Expr::Bound(_) | Expr::Var(_) => false,
        Expr::EntityKind(x)
        | Expr::EntityOwner(x)
        | Expr::EntityAttr(x, _)
        | Expr::PlayerAttr(x, _)
        | Expr::At(x) => reads_target(x),
        Expr::Call(_, args) => args.iter().any(reads_target),
    }
}

/// What an action is evaluated with: its start and target and its parameters' values.
#[derive(Clone, Copy)]
struct Bind<'a> {
    start: i64,
    target: i64,
    params: &'a [i64],
}

/// A legal move: its first start, its final target, what it was made of and the state its
/// effects leave (before the turn passes).
struct Cand {
    start: i64,
    target: i64,
    /// The action of the first step (for mandatory groups).
    first_action: usize,
    /// The effects assigned `state.current_player` (the turn does not pass automatically).
    set_current: bool,
    after: Vec<u8>,
}

/// A state being changed by effects, with what the effects asked for.
struct Work {
    bytes: Vec<u8>,
    set_current: bool,
    end_chain: bool,
}

impl StateInterpreter {
    pub fn new(game: Arc<Game>) -> StateInterpreter {
        let r = game.state_rules.as_ref().expect("a game with state-driven rules");
        let sites = r.num_positions();
        let site_stride = 2 + r.entity_attrs.len();
        let vars_off = sites * site_stride;
        let players_off = vars_off + r.vars.len();
        let n = game.num_players();
        let meta_off = players_off + n * r.player_attrs.len();
        let history_off = meta_off + NUM_META + n;
        let len = (history_off + state_hidden::history_slots(r, n)) * 4;
        let hidden = state_hidden::describe(
            r,
            n,
            SlotOffsets {
                stride: site_stride,
                vars: vars_off,
                players: players_off,
                last_target: meta_off + Meta::LastTarget as usize,
                last_mover: meta_off + Meta::LastMover as usize,
                history: history_off,
            },
        );
        let split = r
            .actions
            .iter()
            .map(|a| {
                // Only a prefix moves out of the target loop: conditions are tried in order
                // (an expensive or recursive one can rely on the ones before it).
                let prefix = a.conditions.iter().take_while(|c| !reads_target(c)).count();
                let (per_start, per_target) = a.conditions.split_at(prefix);
                Split {
                    per_start: per_start.to_vec(),
                    per_target: per_target.to_vec(),
                    choices: Self::param_choices(a),
                }
            })
            .collect();
        let board_positions = r.board_positions();
        StateInterpreter {
            game,
            site_stride,
            vars_off,
            players_off,
            meta_off,
            len,
            board_positions,
            positions: sites,
            split,
            hidden,
        }
    }

    fn rules(&self) -> &StateRules {
        self.game.state_rules.as_ref().expect("checked in new")
    }

    /// Every position: the board's, then the zones' slots.
    fn sites(&self) -> usize {
        self.positions
    }

    fn n(&self) -> i64 {
        self.game.num_players() as i64
    }

    // --- Slots -------------------------------------------------------------------------------

    fn get(&self, s: &[u8], slot: usize) -> i64 {
        i32::from_le_bytes(s[slot * 4..slot * 4 + 4].try_into().expect("4 bytes")) as i64
    }

    fn set(&self, s: &mut [u8], slot: usize, v: i64) {
        s[slot * 4..slot * 4 + 4].copy_from_slice(&(v as i32).to_le_bytes());
    }

    fn kind_slot(&self, pos: i64) -> usize {
        pos as usize * self.site_stride
    }

    fn var_slot(&self, var: usize) -> usize {
        self.vars_off + var
    }

    fn player_slot(&self, player: i64, attr: usize) -> usize {
        self.players_off + (player as usize - 1) * self.rules().player_attrs.len() + attr
    }

    fn meta(&self, m: Meta) -> usize {
        self.meta_off + m as usize
    }

    fn rank_slot(&self, player: usize) -> usize {
        self.meta_off + NUM_META + player - 1
    }

    /// A position of the board or of a zone.
    fn valid(&self, pos: i64) -> bool {
        pos >= 0 && (pos as usize) < self.sites()
    }

    /// A position of the board (geometry applies).
    fn on_board(&self, pos: i64) -> bool {
        pos >= 0 && (pos as usize) < self.board_positions
    }

    fn kind_at(&self, s: &[u8], pos: i64) -> i64 {
        if self.valid(pos) {
            self.get(s, self.kind_slot(pos))
        } else {
            NULL
        }
    }

    fn mover(&self, s: &[u8]) -> i64 {
        self.get(s, self.var_slot(self.rules().current_player))
    }

    fn xy(&self, pos: i64) -> (i64, i64) {
        let w = self.rules().width as i64;
        (pos % w, pos / w)
    }

    fn pos(&self, x: i64, y: i64) -> i64 {
        let r = self.rules();
        if (0..r.width as i64).contains(&x) && (0..r.height as i64).contains(&y) {
            y * r.width as i64 + x
        } else {
            NULL
        }
    }

    /// Puts a fresh entity (attributes at its kind's defaults) on a position.
    fn create(&self, s: &mut [u8], kind: i64, owner: i64, pos: i64) {
        if !self.valid(pos) || kind < 0 {
            return;
        }
        let base = self.kind_slot(pos);
        self.set(s, base, kind);
        self.set(s, base + 1, owner);
        for (i, a) in self.rules().entity_attrs.iter().enumerate() {
            self.set(s, base + 2 + i, a.defaults[kind as usize]);
        }
    }

    fn clear(&self, s: &mut [u8], pos: i64) {
        if !self.valid(pos) {
            return;
        }
        let base = self.kind_slot(pos);
        self.set(s, base, NULL);
        self.set(s, base + 1, NULL);
        for i in 0..self.rules().entity_attrs.len() {
            self.set(s, base + 2 + i, 0);
        }
    }

    // --- Expressions -------------------------------------------------------------------------

    fn eval(&self, s: &[u8], b: Bind<'_>, e: &Expr, rng: &Cell<i64>, depth: u32) -> i64 {
        let ev = |x: &Expr| self.eval(s, b, x, rng, depth);
        let r = self.rules();
        match e {
            Expr::Const(c) => *c,
            Expr::Bound(Binding::Start) => b.start,
            Expr::Bound(Binding::Target) => b.target,
            Expr::Bound(Binding::Entity) => {
                if self.kind_at(s, b.start) != NULL {
                    b.start
                } else {
                    NULL
                }
            }
            Expr::Param(i) => b.params[*i],
            Expr::Var(v) => self.get(s, self.var_slot(*v)),
            Expr::At(p) => {
                let p = ev(p);
                if self.kind_at(s, p) != NULL {
                    p
                } else {
                    NULL
                }
            }
            Expr::EntityKind(x) => self.kind_at(s, ev(x)),
            Expr::EntityOwner(x) => {
                let p = ev(x);
                if self.kind_at(s, p) == NULL {
                    NULL
                } else {
                    self.get(s, self.kind_slot(p) + 1)
                }
            }
            Expr::EntityAttr(x, i) => {
                let p = ev(x);
                if self.kind_at(s, p) == NULL {
                    r.entity_attrs[*i].ty.zero()
                } else {
                    self.get(s, self.kind_slot(p) + 2 + i)
                }
            }
            Expr::PlayerAttr(x, i) => {
                let p = ev(x);
                if p < 1 || p > self.n() {
                    r.player_attrs[*i].ty.zero()
                } else {
                    self.get(s, self.player_slot(p, *i))
                }
            }
            Expr::After(effects, cond) => {
                let mut w = Work { bytes: s.to_vec(), set_current: false, end_chain: false };
                self.run_effects(&mut w, b, effects, depth);
                self.eval(&w.bytes, b, cond, rng, depth)
            }
            Expr::Call(f, args) => self.call(s, b, *f, args, rng, depth),
        }
    }

    fn call(
        &self,
        s: &[u8],
        b: Bind<'_>,
        f: Func,
        args: &[Expr],
        rng: &Cell<i64>,
        depth: u32,
    ) -> i64 {
        let ev = |x: &Expr| self.eval(s, b, x, rng, depth);
        // Short-circuiting forms first: later arguments may be expensive or meaningless.
        match f {
            Func::And => return args.iter().all(|a| ev(a) != 0) as i64,
            Func::Or => return args.iter().any(|a| ev(a) != 0) as i64,
            Func::If => return if ev(&args[0]) != 0 { ev(&args[1]) } else { ev(&args[2]) },
            _ => {}
        }
        let a: Vec<i64> = args.iter().map(ev).collect();
        if let Some(v) = f.pure(&a) {
            return v;
        }
        match f {
            Func::Pos => self.pos(a[0], a[1]),
            Func::X => {
                if self.on_board(a[0]) {
                    self.xy(a[0]).0
                } else {
                    NULL
                }
            }
            Func::Y => {
                if self.on_board(a[0]) {
                    self.xy(a[0]).1
                } else {
                    NULL
                }
            }
            Func::MidPos => {
                if !self.on_board(a[0]) || !self.on_board(a[1]) {
                    return NULL;
                }
                let ((x0, y0), (x1, y1)) = (self.xy(a[0]), self.xy(a[1]));
                if (x0 + x1) % 2 != 0 || (y0 + y1) % 2 != 0 {
                    return NULL;
                }
                self.pos((x0 + x1) / 2, (y0 + y1) / 2)
            }
            Func::PathClear => self.path_clear(s, a[0], a[1]) as i64,
            Func::OtherPlayer => {
                if a[0] < 1 {
                    NULL
                } else {
                    a[0] % self.n() + 1
                }
            }
            Func::NextPlayer => self.next_player(s, a[0]),
            Func::Find => (0..self.sites() as i64)
                .find(|&p| self.kind_at(s, p) == a[0] && self.get(s, self.kind_slot(p) + 1) == a[1])
                .unwrap_or(NULL),
            Func::Count => (0..self.sites() as i64)
                .filter(|&p| {
                    self.kind_at(s, p) == a[0] && self.get(s, self.kind_slot(p) + 1) == a[1]
                })
                .count() as i64,
            Func::CanTarget => self.can_target(s, a[0], a[1], depth + 1) as i64,
            Func::NoLegalActions => {
                if depth >= MAX_NESTING {
                    self.fault(Limit::Nesting);
                }
                !self.first_steps_exist(s, depth + 1) as i64
            }
            Func::LineThrough => self.line_through(s, a[0], a[1]) as i64,
            Func::ZoneSize => {
                self.zone_slots(a[0], a[1]).map_or(0, |(first, _)| self.zone_size(s, first) as i64)
            }
            Func::ZoneTop => match self.zone_slots(a[0], a[1]) {
                Some((first, _)) => match self.zone_size(s, first) {
                    0 => NULL,
                    n => (first + n - 1) as i64,
                },
                None => NULL,
            },
            Func::ZoneEnd => match self.zone_slots(a[0], a[1]) {
                Some((first, cap)) => match self.zone_size(s, first) {
                    n if n == cap => NULL,
                    n => (first + n) as i64,
                },
                None => NULL,
            },
            Func::InZone => match self.zone_slots(a[1], a[2]) {
                Some((first, cap)) => (a[0] >= first as i64 && a[0] < (first + cap) as i64) as i64,
                None => 0,
            },
            Func::ZoneCount | Func::ZoneSum | Func::ZoneMax => match self.zone_slots(a[0], a[1]) {
                Some((first, _)) => {
                    let attr = a[2] as usize;
                    let values = (first..first + self.zone_size(s, first))
                        .map(|p| self.get(s, self.kind_slot(p as i64) + 2 + attr));
                    match f {
                        Func::ZoneCount => values.filter(|&v| v == a[3]).count() as i64,
                        Func::ZoneSum => values.sum(),
                        _ => values.max().unwrap_or(0),
                    }
                }
                None => 0,
            },
            Func::LastTarget => self.get(s, self.meta(Meta::LastTarget)),
            Func::LastMover => self.get(s, self.meta(Meta::LastMover)),
            Func::RandomInt => {
                // The new value of the random source is written back by the effect.
                let x = Self::draw_random(rng);
                let (lo, hi) = (a[0].min(a[1]), a[0].max(a[1]));
                // A range too wide for an i64 (`m` wraps to 0 or below, e.g. the whole integer
                // range) holds every value of the 32-bit draw above `lo`.
                let m = hi.wrapping_sub(lo).wrapping_add(1);
                lo.wrapping_add(if m > 0 { x as i64 % m } else { x as i64 })
            }
            _ => unreachable!("pure functions handled above"),
        }
    }

    /// The first position and capacity of a zone instance (the owner's, or the shared one);
    /// none for a per-player zone and no player.
    fn zone_slots(&self, zone: i64, owner: i64) -> Option<(usize, usize)> {
        let z = &self.rules().zones[zone as usize];
        let instance = if z.per_player {
            if owner < 1 || owner > self.n() {
                return None;
            }
            owner as usize - 1
        } else {
            0
        };
        Some((z.first + instance * z.capacity, z.capacity))
    }

    /// Entities in a zone instance (zones are packed from their first slot).
    fn zone_size(&self, s: &[u8], first: usize) -> usize {
        let (_, instance_end) = self.instance_of(first).expect("a zone slot");
        (first..instance_end).take_while(|&p| self.kind_at(s, p as i64) != NULL).count()
    }

    /// The first and end slots of the zone instance holding a position.
    fn instance_of(&self, pos: usize) -> Option<(usize, usize)> {
        let r = self.rules();
        let (z, i) = r.zone_of(pos)?;
        let first = r.zones[z].first + i * r.zones[z].capacity;
        Some((first, first + r.zones[z].capacity))
    }

    fn copy_entity(&self, s: &mut [u8], from: i64, to: i64) {
        for i in 0..self.site_stride {
            let val = self.get(s, self.kind_slot(from) + i);
            self.set(s, self.kind_slot(to) + i, val);
        }
    }

    /// Empties a position; in a zone, the entities after it move down one slot.
    fn take(&self, s: &mut [u8], pos: i64) {
        self.clear(s, pos);
        if let Some((_, end)) = self.instance_of(pos as usize) {
            let mut p = pos;
            while p + 1 < end as i64 && self.kind_at(s, p + 1) != NULL {
                self.copy_entity(s, p + 1, p);
                self.clear(s, p + 1);
                p += 1;
            }
        }
    }

    /// xorshift32: the state's random source.
    /// Raises the fault of a limit exceeded in play, as the kernel back ends do.
    #[cold]
    fn fault(&self, limit: Limit) -> ! {
        fault::raise(GameFault {
            game: self.game.name.clone(),
            entry: "the interpreter".into(),
            kind: FaultKind::Limit,
            what: limit.message(),
        })
    }

    fn draw_random(rng: &Cell<i64>) -> u32 {
        let mut x = rng.get() as u32;
        if x == 0 {
            x = 0x2545_F491;
        }
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        rng.set(x as i32 as i64);
        x
    }

    fn next_player(&self, s: &[u8], p: i64) -> i64 {
        if p < 1 {
            return NULL;
        }
        let dir = self.rules().turn_direction.map_or(1, |v| self.get(s, self.var_slot(v)));
        (p - 1 + dir).rem_euclid(self.n()) + 1
    }

    /// Every position strictly between `a` and `b` is empty, and they share a rank, file or
    /// diagonal.
    fn path_clear(&self, s: &[u8], a: i64, b: i64) -> bool {
        if !self.on_board(a) || !self.on_board(b) || a == b {
            return false;
        }
        let ((x0, y0), (x1, y1)) = (self.xy(a), self.xy(b));
        let (dx, dy) = (x1 - x0, y1 - y0);
        if dx != 0 && dy != 0 && dx.abs() != dy.abs() {
            return false;
        }
        let (sx, sy) = (dx.signum(), dy.signum());
        let (mut x, mut y) = (x0 + sx, y0 + sy);
        while (x, y) != (x1, y1) {
            if self.kind_at(s, self.pos(x, y)) != NULL {
                return false;
            }
            x += sx;
            y += sy;
        }
        true
    }

    fn line_through(&self, s: &[u8], p: i64, n: i64) -> bool {
        if self.kind_at(s, p) == NULL {
            return false;
        }
        let owner = self.get(s, self.kind_slot(p) + 1);
        let same = |x: i64, y: i64| {
            let q = self.pos(x, y);
            self.kind_at(s, q) != NULL && self.get(s, self.kind_slot(q) + 1) == owner
        };
        let (x, y) = self.xy(p);
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dx, dy)| {
            let mut run = 1;
            for sign in [1, -1] {
                let mut k = 1;
                while same(x + sign * k * dx, y + sign * k * dy) {
                    run += 1;
                    k += 1;
                }
            }
            run >= n
        })
    }

    // --- Effects -----------------------------------------------------------------------------

    fn run_effects(&self, w: &mut Work, b: Bind<'_>, effects: &[Effect], depth: u32) {
        for e in effects {
            let rng = Cell::new(self.get(&w.bytes, self.meta(Meta::Rng)));
            let ev = |w: &Work, x: &Expr| self.eval(&w.bytes, b, x, &rng, depth);
            match e {
                Effect::Set(place, value) => {
                    let v = ev(w, value);
                    match place {
                        Place::Var(i) => {
                            w.set_current |= *i == self.rules().current_player;
                            let slot = self.var_slot(*i);
                            self.set(&mut w.bytes, slot, v);
                        }
                        Place::EntityKind(x) | Place::EntityOwner(x) | Place::EntityAttr(x, _) => {
                            let p = ev(w, x);
                            if self.kind_at(&w.bytes, p) != NULL {
                                let offset = match place {
                                    Place::EntityKind(_) => 0,
                                    Place::EntityOwner(_) => 1,
                                    Place::EntityAttr(_, i) => 2 + i,
                                    _ => unreachable!(),
                                };
                                let slot = self.kind_slot(p) + offset;
                                self.set(&mut w.bytes, slot, v);
                            }
                        }
                        Place::PlayerAttr(x, i) => {
                            let p = ev(w, x);
                            if p >= 1 && p <= self.n() {
                                let slot = self.player_slot(p, *i);
                                self.set(&mut w.bytes, slot, v);
                            }
                        }
                        Place::Board(x) => {
                            let p = ev(w, x);
                            if !self.valid(p) {
                                continue;
                            }
                            if v == NULL {
                                self.take(&mut w.bytes, p);
                            } else if v != p {
                                self.copy_entity(&mut w.bytes, v, p);
                            }
                        }
                    }
                }
                Effect::If(c, then, otherwise) => {
                    let branch = if ev(w, c) != 0 { then } else { otherwise };
                    let slot = self.meta(Meta::Rng);
                    self.set(&mut w.bytes, slot, rng.get());
                    self.run_effects(w, b, branch, depth);
                    continue;
                }
                Effect::Remove(x) => {
                    let p = ev(w, x);
                    self.take(&mut w.bytes, p);
                }
                Effect::Create { kind, owner, at } => {
                    let (k, o, p) = (ev(w, kind), ev(w, owner), ev(w, at));
                    self.create(&mut w.bytes, k, o, p);
                }
                Effect::EndChain => w.end_chain = true,
                Effect::MoveToZone { entity, zone, owner } => {
                    let (e, o) = (ev(w, entity), ev(w, owner));
                    if self.kind_at(&w.bytes, e) != NULL {
                        if let Some((first, cap)) = self.zone_slots(*zone as i64, o) {
                            // Take it out first (its own zone closes up), then append.
                            let saved: Vec<i64> = (0..self.site_stride)
                                .map(|i| self.get(&w.bytes, self.kind_slot(e) + i))
                                .collect();
                            let size = self.zone_size(&w.bytes, first);
                            if size < cap
                                || self.instance_of(e as usize) == Some((first, first + cap))
                            {
                                self.take(&mut w.bytes, e);
                                let end = first + self.zone_size(&w.bytes, first);
                                for (i, v) in saved.into_iter().enumerate() {
                                    let slot = self.kind_slot(end as i64) + i;
                                    self.set(&mut w.bytes, slot, v);
                                }
                            }
                        }
                    }
                }
                Effect::Shuffle { zone, owner } => {
                    let o = ev(w, owner);
                    if let Some((first, _)) = self.zone_slots(*zone as i64, o) {
                        // Fisher-Yates over the occupied slots.
                        let n = self.zone_size(&w.bytes, first);
                        for i in (1..n).rev() {
                            let j = Self::draw_random(&rng) as usize % (i + 1);
                            for k in 0..self.site_stride {
                                let (a, b) = (
                                    self.kind_slot((first + i) as i64) + k,
                                    self.kind_slot((first + j) as i64) + k,
                                );
                                let (va, vb) = (self.get(&w.bytes, a), self.get(&w.bytes, b));
                                self.set(&mut w.bytes, a, vb);
                                self.set(&mut w.bytes, b, va);
                            }
                        }
                    }
                }
                Effect::Repeat(n, body) => {
                    let times = ev(w, n);
                    // The body's own draws continue from this effect's.
                    let slot = self.meta(Meta::Rng);
                    self.set(&mut w.bytes, slot, rng.get());
                    for _ in 0..times.clamp(0, 10_000) {
                        self.run_effects(w, b, body, depth);
                    }
                    continue;
                }
            }
            let slot = self.meta(Meta::Rng);
            self.set(&mut w.bytes, slot, rng.get());
        }
    }

    // --- Moves -------------------------------------------------------------------------------

    /// The phase in effect for player `p`: the first listing `p` whose `active` holds.
    fn phase(&self, s: &[u8], p: i64, depth: u32) -> Option<&Phase> {
        self.rules().phases.iter().find(|ph| {
            ph.actors.contains(&(p as u8))
                && ph.active.as_ref().map_or(true, |c| {
                    self.eval(
                        s,
                        Bind { start: NULL, target: NULL, params: &[] },
                        c,
                        &Cell::new(0),
                        depth,
                    ) != 0
                })
        })
    }

    /// Every combination of an action's parameter values.
    fn param_choices(action: &Action) -> Vec<Vec<i64>> {
        let mut out = vec![Vec::new()];
        for p in &action.params {
            out = out
                .iter()
                .flat_map(|prefix| {
                    p.values.iter().map(move |v| [prefix.clone(), vec![*v]].concat())
                })
                .collect();
        }
        out
    }

    fn holds(&self, s: &[u8], b: Bind<'_>, conds: &[Expr], depth: u32) -> bool {
        let rng = Cell::new(0);
        conds.iter().all(|c| self.eval(s, b, c, &rng, depth) != 0)
    }

    /// The starts an action is tried from: null for placements and global actions, else every
    /// position.
    fn starts(&self, action: &Action) -> Vec<i64> {
        if action.uses_start {
            (0..self.sites() as i64).collect()
        } else {
            vec![NULL]
        }
    }

    /// One step: for each start (of `only_start`, if given) and target, the first of `actions`
    /// whose conditions hold, with each parameter choice that holds. Calls `found` with the
    /// action, its binding and the state after its effects.
    fn steps(
        &self,
        s: &[u8],
        actions: &[usize],
        only_start: Option<i64>,
        depth: u32,
        found: &mut dyn FnMut(usize, Bind<'_>, Work) -> bool,
    ) -> bool {
        let r = self.rules();
        let placements = actions.iter().any(|&a| !r.actions[a].uses_start);
        let mut starts: Vec<i64> = if placements { vec![NULL] } else { Vec::new() };
        starts.extend(0..self.sites() as i64);
        let before = self.phase(s, self.mover(s), depth).map_or(&[][..], |p| &p.before_effects[..]);
        for start in starts {
            // A move starts from an entity (or from nowhere, for placements and global actions).
            if only_start.is_some_and(|o| o != start)
                || (start != NULL && self.kind_at(s, start) == NULL)
            {
                continue;
            }
            let none = Bind { start, target: NULL, params: &[] };
            let candidates: Vec<usize> = actions
                .iter()
                .copied()
                .filter(|&a| {
                    r.actions[a].uses_start == (start != NULL)
                        && self.holds(s, none, &self.split[a].per_start, depth)
                })
                .collect();
            if candidates.is_empty() {
                continue;
            }
            // Each start tries every target: the unit of work of a search, nested or not.
            crate::work::charge(self.sites() as u64);
            let globals = start == NULL && candidates.iter().any(|&a| !r.actions[a].uses_target);
            let targets = if globals { NULL } else { 0 }..self.sites() as i64;
            for target in targets {
                for &ai in &candidates {
                    let action = &r.actions[ai];
                    if action.uses_target != (target != NULL) {
                        continue;
                    }
                    let mut any = false;
                    for params in &self.split[ai].choices {
                        let b = Bind { start, target, params };
                        if !self.holds(s, b, &self.split[ai].per_target, depth) {
                            continue;
                        }
                        any = true;
                        let mut w =
                            Work { bytes: s.to_vec(), set_current: false, end_chain: false };
                        self.run_effects(&mut w, b, before, depth);
                        self.run_effects(&mut w, b, &action.effects, depth);
                        if found(ai, b, w) {
                            return true;
                        }
                    }
                    // Global actions have no (start, target) to compete for: each is its own move.
                    if any && target != NULL {
                        break;
                    }
                }
            }
        }
        false
    }

    /// Completes a move after a step of action `step`: a chainable step continues with the
    /// phase's chainable actions from its target while one is legal (unless its effects ended
    /// the chain); each maximal chain whose final state satisfies the phase's post-conditions
    /// is a move. Returns true when `out` asked to stop.
    #[allow(clippy::too_many_arguments)]
    fn complete(
        &self,
        first: usize,
        chain_start: i64,
        step: usize,
        b: Bind<'_>,
        w: Work,
        phase: &Phase,
        depth: u32,
        links: u32,
        out: &mut dyn FnMut(Cand) -> bool,
    ) -> bool {
        let r = self.rules();
        if r.actions[step].chainable && !w.end_chain {
            if links >= MAX_CHAIN {
                self.fault(Limit::Chain);
            }
            let chainable: Vec<usize> =
                phase.actions.iter().copied().filter(|&a| r.actions[a].chainable).collect();
            let (mut any, mut stop) = (false, false);
            self.steps(&w.bytes, &chainable, Some(b.target), depth, &mut |next, nb, mut nw| {
                any = true;
                nw.set_current |= w.set_current;
                stop =
                    self.complete(first, chain_start, next, nb, nw, phase, depth, links + 1, out);
                stop
            });
            if stop || any {
                return stop;
            }
        }
        let whole = Bind { start: chain_start, target: b.target, params: &[] };
        if !self.holds(&w.bytes, whole, &phase.post_conditions, depth) {
            return false;
        }
        out(Cand {
            start: chain_start,
            target: b.target,
            first_action: first,
            set_current: w.set_current,
            after: w.bytes,
        })
    }

    /// The legal moves (`only_start`: just those from one start, for `apply`), after the
    /// mandatory groups (`group`: the group in force, if known). Returns the group in force.
    fn moves(
        &self,
        s: &[u8],
        only_start: Option<i64>,
        group: Option<usize>,
        depth: u32,
    ) -> (Vec<Cand>, Option<usize>) {
        let mut out = Vec::new();
        if self.get(s, self.meta(Meta::Over)) != 0 {
            return (out, None);
        }
        let Some(phase) = self.phase(s, self.mover(s), depth) else { return (out, None) };
        self.steps(s, &phase.actions, only_start, depth, &mut |ai, b, w| {
            self.complete(ai, b.start, ai, b, w, phase, depth, 1, &mut |c| {
                out.push(c);
                false
            })
        });
        let group = group.or_else(|| {
            phase.mandatory.iter().position(|g| out.iter().any(|c| g.contains(&c.first_action)))
        });
        if let Some(g) = group {
            let members = &phase.mandatory[g];
            out.retain(|c| members.contains(&c.first_action));
        }
        (out, group)
    }

    /// Whether the player to move has at least one legal move.
    fn first_steps_exist(&self, s: &[u8], depth: u32) -> bool {
        if self.get(s, self.meta(Meta::Over)) != 0 {
            return false;
        }
        let Some(phase) = self.phase(s, self.mover(s), depth) else { return false };
        self.steps(s, &phase.actions, None, depth, &mut |ai, b, w| {
            self.complete(ai, b.start, ai, b, w, phase, depth, 1, &mut |_| true)
        })
    }

    /// Whether some action of player `p` (in the phase it would be in) could go from some
    /// start to `target` now: its conditions only, as if `p` were to move.
    fn can_target(&self, s: &[u8], p: i64, target: i64, depth: u32) -> bool {
        if depth >= MAX_NESTING {
            self.fault(Limit::Nesting);
        }
        if p < 1 || p > self.n() || !self.valid(target) {
            return false;
        }
        let mut as_p = s.to_vec();
        self.set(&mut as_p, self.var_slot(self.rules().current_player), p);
        let Some(phase) = self.phase(&as_p, p, depth) else { return false };
        phase.actions.iter().any(|&ai| {
            let action = &self.rules().actions[ai];
            let split = &self.split[ai];
            self.starts(action).into_iter().any(|start| {
                (start == NULL || self.kind_at(&as_p, start) != NULL)
                    && self.holds(
                        &as_p,
                        Bind { start, target, params: &[] },
                        &split.per_start,
                        depth,
                    )
                    && split.choices.iter().any(|params| {
                        self.holds(&as_p, Bind { start, target, params }, &split.per_target, depth)
                    })
            })
        })
    }

    /// Ends the move: the turn passes (unless the effects chose the next player), then the end
    /// conditions, in order; with no legal move and no end condition met, a draw.
    fn finish_move(&self, s: &mut [u8], mover: i64, target: i64, set_current: bool) {
        let r = self.rules();
        self.set(s, self.meta(Meta::LastTarget), target);
        self.set(s, self.meta(Meta::LastMover), mover);
        if !set_current {
            let next = self.next_player(s, mover);
            self.set(s, self.var_slot(r.current_player), next);
        }
        let none = Bind { start: NULL, target: NULL, params: &[] };
        let rng = Cell::new(0);
        let n = self.game.num_players();
        for end in &r.end {
            if self.eval(s, none, &end.condition, &rng, 0) == 0 {
                continue;
            }
            let ranks: Vec<i64> = match &end.result {
                Outcome::Draw => vec![1; n],
                Outcome::Winner(p) | Outcome::Loser(p) => {
                    let p = self.eval(s, none, p, &rng, 0);
                    let win = matches!(end.result, Outcome::Winner(_));
                    (1..=n as i64).map(|q| if (q == p) == win { 1 } else { 2 }).collect()
                }
            };
            self.set_result(s, &ranks);
            return;
        }
        if !self.first_steps_exist(s, 0) {
            self.set_result(s, &vec![1; n]);
        }
    }

    fn set_result(&self, s: &mut [u8], ranks: &[i64]) {
        self.set(s, self.meta(Meta::Over), 1);
        for (i, &rank) in ranks.iter().enumerate() {
            self.set(s, self.rank_slot(i + 1), rank);
        }
    }

    /// The initial state: placements, then the setup's effects drawing from the game's fixed
    /// seed, or from `rng` (`seed_chance`'s deal, as the kernels' `Meta::deal`).
    fn start(&self, bytes: &mut [u8], rng: Option<i64>) {
        bytes.fill(0);
        let r = self.rules();
        for p in 0..self.sites() as i64 {
            self.clear(bytes, p);
        }
        for (i, v) in r.vars.iter().enumerate() {
            self.set(bytes, self.var_slot(i), v.initial);
        }
        for p in 1..=self.n() {
            for (i, a) in r.player_attrs.iter().enumerate() {
                self.set(bytes, self.player_slot(p, i), a.values[p as usize - 1]);
            }
        }
        for placement in &r.setup {
            for &pos in &placement.positions {
                self.create(bytes, placement.kind as i64, placement.owner, pos as i64);
                for &(attr, value) in &placement.attrs {
                    self.set(bytes, self.kind_slot(pos as i64) + 2 + attr, value);
                }
            }
        }
        self.set(bytes, self.meta(Meta::LastTarget), NULL);
        self.set(bytes, self.meta(Meta::LastMover), NULL);
        self.set(
            bytes,
            self.meta(Meta::Rng),
            rng.unwrap_or(if r.seed == 0 { 0x2545_F491 } else { r.seed as i32 as i64 }),
        );
        if !r.setup_effects.is_empty() {
            let mut w = Work { bytes: bytes.to_vec(), set_current: false, end_chain: false };
            self.run_effects(
                &mut w,
                Bind { start: NULL, target: NULL, params: &[] },
                &r.setup_effects,
                0,
            );
            bytes.copy_from_slice(&w.bytes);
        }
        if !self.first_steps_exist(bytes, 0) {
            self.set_result(bytes, &vec![1; self.game.num_players()]);
        }
    }
}

impl StateInterpreter {
    /// The whole state (the referee's view; the random source is not shown).
    fn describe(&self, bytes: &[u8]) -> String {
        let r = self.rules();
        let mut parts = Vec::new();
        for p in 0..self.sites() as i64 {
            let kind = self.kind_at(bytes, p);
            if kind == NULL {
                continue;
            }
            let base = self.kind_slot(p);
            let mut entry = format!("{p}:{}:{}", r.kinds[kind as usize], self.get(bytes, base + 1));
            for (i, a) in r.entity_attrs.iter().enumerate() {
                let v = self.get(bytes, base + 2 + i);
                if v != a.defaults[kind as usize] {
                    entry.push_str(&format!(":{}={v}", a.name));
                }
            }
            parts.push(entry);
        }
        for (i, v) in r.vars.iter().enumerate() {
            parts.push(format!("|{}={}", v.name, self.get(bytes, self.var_slot(i))));
        }
        for (i, a) in r.player_attrs.iter().enumerate().filter(|(_, a)| a.mutable) {
            let values: Vec<String> = (1..=self.n())
                .map(|p| self.get(bytes, self.player_slot(p, i)).to_string())
                .collect();
            parts.push(format!("|{}={}", a.name, values.join(",")));
        }
        parts.join(" ")
    }
}

/// RawMove's aux: the mandatory group in force (+1, 0 for none) above bit 16, bit 15 set for a
/// placement (no start), the move's index among the moves from its start in the low bits.
fn aux(group: Option<usize>, placement: bool, index: usize) -> u32 {
    (group.map_or(0, |g| g as u32 + 1) << 16) | ((placement as u32) << 15) | index as u32
}

impl DynGame for StateInterpreter {
    fn name(&self) -> &str {
        &self.game.name
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn state_len(&self) -> usize {
        self.len
    }

    fn init_state(&self, bytes: &mut [u8]) {
        self.start(bytes, None)
    }

    fn mover(&self, bytes: &[u8]) -> usize {
        self.mover(bytes).max(0) as usize
    }

    fn legal_moves(&self, bytes: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        let (cands, group) = self.moves(bytes, None, None, 0);
        let mut per_start: std::collections::HashMap<i64, usize> = std::collections::HashMap::new();
        for c in &cands {
            let index = per_start.entry(c.start).or_insert(0);
            let placement = c.start == NULL;
            moves.push(RawMove {
                // Placements go from their target; global moves (null target) from "nowhere".
                from: if placement { c.target } else { c.start } as u32,
                to: c.target as u32,
                level_from: 0,
                level_to: 0,
                kind: MoveKind::Sites as u8,
                aux: aux(group, placement, *index),
            });
            *index += 1;
        }
    }

    fn apply(&self, bytes: &mut [u8], mv: &RawMove) {
        let group = (mv.aux >> 16).checked_sub(1).map(|g| g as usize);
        let start = if mv.aux & (1 << 15) != 0 { NULL } else { mv.from as i64 };
        let index = (mv.aux & 0x7fff) as usize;
        let (cands, _) = self.moves(bytes, Some(start), group, 0);
        let Some(c) = cands.into_iter().nth(index) else { self.fault(Limit::IllegalMove) };
        assert_eq!(
            c.target as u32, mv.to,
            "state-driven interpreter: move {mv:?} does not match its state"
        );
        let mover = self.mover(bytes);
        bytes.copy_from_slice(&c.after);
        if let Some(h) = &self.hidden {
            h.record(bytes, mover.max(0) as usize, &MoveKey::sites(mv.from, mv.to));
        }
        self.finish_move(bytes, mover, c.target, c.set_current);
    }

    fn status(&self, bytes: &[u8]) -> Status {
        if self.get(bytes, self.meta(Meta::Over)) == 0 {
            return Status::Ongoing;
        }
        let ranks: Vec<u8> = (1..=self.game.num_players())
            .map(|p| self.get(bytes, self.rank_slot(p)) as u8)
            .collect();
        Status::Over(RunOutcome::from_ranks(&ranks))
    }

    fn move_key(&self, _bytes: &[u8], mv: &RawMove) -> MoveKey {
        MoveKey::sites(mv.from, mv.to)
    }

    fn state_string(&self, bytes: &[u8]) -> String {
        self.describe(bytes)
    }

    fn seed_chance(&self, bytes: &mut [u8], rng: &mut Rng) {
        let r = self.rules();
        if !r.chance {
            return;
        }
        let seed = ludemic_runtime::kernel::chance_seed(rng) as i32 as i64;
        self.set(bytes, self.meta(Meta::Rng), seed);
        // A setup that draws is dealt again, once per game, from the fresh source.
        if !r.setup_effects.is_empty() && self.get(bytes, self.meta(Meta::Dealt)) == 0 {
            self.start(bytes, Some(seed));
            self.set(bytes, self.meta(Meta::Dealt), 1);
        }
    }

    fn has_hidden_information(&self) -> bool {
        self.hidden.is_some()
    }

    fn observation(&self, bytes: &[u8], player: usize, out: &mut Vec<i32>) {
        match &self.hidden {
            Some(h) => h.with_view(bytes, self.mover(bytes).max(0), |v| {
                ludemic_runtime::hidden::observe(v, player, out)
            }),
            None => {
                let h = ludemic_runtime::hidden::mix(text_hash(&self.describe(bytes)));
                out.clear();
                out.extend([h as i32, (h >> 32) as i32]);
            }
        }
    }

    fn observation_string(&self, bytes: &[u8], player: usize) -> String {
        match &self.hidden {
            Some(h) => h.with_view(bytes, self.mover(bytes).max(0), |v| {
                ludemic_runtime::hidden::observation_string(v, player)
            }),
            None => self.describe(bytes),
        }
    }

    fn information_set_key(&self, bytes: &[u8], player: usize) -> u64 {
        match &self.hidden {
            Some(h) => h.with_view(bytes, self.mover(bytes).max(0), |v| {
                ludemic_runtime::hidden::information_set_key(v, player)
            }),
            None => ludemic_runtime::hidden::mix(text_hash(&self.describe(bytes)) ^ player as u64),
        }
    }

    fn determinize(&self, bytes: &mut [u8], player: usize, rng: &mut Rng) {
        if let Some(h) = &self.hidden {
            h.determinize(bytes, self.mover(bytes).max(0), player, rng);
        }
    }
}
