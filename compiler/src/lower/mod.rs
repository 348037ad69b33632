//! Lowering: Game IR → Kernel IR. This is where a game is specialised on everything known at
//! compile time: the board becomes constant tables (rays, direction sets, region membership),
//! each move generator becomes loops over those tables that push small moves, and `apply`
//! becomes a dispatch on the move's generator (its "leaf") running that generator's effects
//! only — the rule tree is never walked again at run time.
//!
//! Every construct has the meaning the interpreter (`crate::interp`) gives it; the differential
//! tests check the two agree. A move carries `aux = leaf | site << 8 | operand << 20`, where
//! `site` is the `(site)` of the enclosing loop and `operand` what the leaf needs to redo its
//! effects (a direction for hops, capture-or-not for slides).

mod afterwards;
mod builder;
mod connection;
#[cfg(test)]
mod coord_tests;
mod directional;
mod directions;
mod do_next;
mod expr;
mod flanks;
mod generate;
mod hidden;
#[cfg(test)]
mod hidden_tests;
mod layout;
mod levels;
mod line_boards;
mod lines;
mod max_moves;
mod on_track;
mod pins;
mod priority;
mod probe;
pub mod puzzle;
mod quiet;
mod reach;
mod repeat;
mod rings;
mod sample;
mod slides;
mod sow;
mod state_boards;
mod state_hidden;
mod state_reads;
pub mod state_rules;
mod state_targets;
mod step_walks;
mod steps;
mod threat;
mod undo;
#[cfg(test)]
mod walks;

use std::collections::HashMap;

use crate::game_ir::{EndResult, Game, Moves, PlayerRef, RegionExpr, ResultKind};
use crate::kernel_ir::*;
use builder::*;
pub use layout::Fields;

/// A construct the lowering cannot handle yet (the interpreter still runs the game), and where
/// it is when the Game IR knows (the Game IR keeps few spans: then the file is the location).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String, pub Option<crate::diag::Span>);

impl Unsupported {
    /// A diagnostic at the construct, or at the start of the description when the Game IR
    /// does not know where it is.
    pub fn diagnostic(&self) -> crate::diag::Diagnostic {
        let at = self.1.unwrap_or(crate::diag::Span::new(crate::diag::FileId(0), 0, 0));
        crate::diag::Diagnostic::error(self.to_string(), Some(at))
            .with_label("not supported by the Kernel IR lowering")
            .with_note("`--backend interp` runs every game the Game IR holds")
    }
}

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the Kernel IR lowering does not support {} yet", self.0)
    }
}

impl std::error::Error for Unsupported {}

pub type R<T> = Result<T, Unsupported>;

fn unsupported<T>(what: impl Into<String>) -> R<T> {
    Err(Unsupported(what.into(), None))
}

/// Most sites a lowered game may have (a move's aux keeps a site in 12 bits).
pub const MAX_SITES: usize = 4095;
const NO_SITE_AUX: i64 = 0xfff;
/// The `aux` bit of a pass that has consequences (`(move Pass (then (moveAgain)))`), its leaf
/// in the bits above; a plain pass has aux 0, a forced one 1.
const PASS_WITH_CONSEQUENCES: i64 = 2;

/// Lowers a game to a kernel.
pub fn lower(game: &Game) -> R<Kernel> {
    let mut kernel = if let Some(rules) = &game.state_rules {
        state_rules::lower(game, rules)?
    } else if let Some(p) = &game.puzzle {
        puzzle::lower(game, p)?
    } else if game.num_sites() > MAX_SITES {
        return unsupported(format!("boards of more than {MAX_SITES} sites"));
    } else {
        Lowering::new(game).build()?
    };
    // Every kernel with hidden information keeps each player's move history (nothing is
    // recorded in the others).
    crate::kernel_ir::hidden::record_history_in_apply(&mut kernel);
    // Last, so that every function the lowering built (and merged) is covered; arms first, so
    // that the locals binding leaves behind are not told apart in arms that merge.
    kernel.functions.iter_mut().for_each(crate::kernel_ir::merge_arms::merge_exclusive_tests);
    kernel.functions.iter_mut().for_each(crate::kernel_ir::cse::bind_repeated);
    Ok(kernel)
}

/// How a generator's moves are used where it is lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Push each move (the legal function).
    Push,
    /// Return a nonzero key `(from + 1) << 20 | (to + 1)` of the first move (`can Move`, merges).
    Exists,
    /// Play every move's actions at once (the parts of a merged move, in `apply`).
    ApplyAll,
    /// Return 1 at the first move to the site in the local (Ludii's `canMoveTo`, for
    /// `is Threatened`).
    Reaches(Local),
}

/// The variables rules are evaluated with, as kernel expressions (`None`: undefined, -1).
#[derive(Clone, Debug)]
struct Cx {
    mover: Expr,
    prev: Expr,
    /// The player after the mover (the mover again after `moveAgain`).
    next: Expr,
    site: Option<Expr>,
    from: Option<Expr>,
    to: Option<Expr>,
    between: Option<Expr>,
    /// The state may be changed here (`apply`): connection tests may use scratch fields.
    mutable: bool,
    /// A site and the piece kind (`what`) known to be on top of it while moves are generated
    /// (the piece loop's current piece): per-kind tables (directions, leaps) need no lookup.
    piece: Option<(Expr, i64)>,
    /// Ludii's `(level)`: the level of the piece `(forEach Piece)` is at (0 when unbound).
    level: Option<Expr>,
    /// The die of the `Moves::ForDie` the moves are generated or applied for, which
    /// `IntExpr::CurrentDie` reads.
    die: Option<usize>,
}

impl Cx {
    /// Only the players are known (a rule function's entry: no site, move or piece yet).
    fn players(mover: Expr, prev: Expr, next: Expr) -> Cx {
        Cx {
            mover,
            prev,
            next,
            site: None,
            from: None,
            to: None,
            between: None,
            mutable: false,
            piece: None,
            level: None,
            die: None,
        }
    }

    fn get(e: &Option<Expr>) -> Expr {
        e.clone().unwrap_or(Expr::Int(-1))
    }
}

/// A move generator whose moves `apply` dispatches to.
struct Leaf<'g> {
    node: &'g Moves,
    /// Consequences to run after it, innermost first.
    chain: Vec<&'g Moves>,
    /// The `Moves::ForDie` it is inside: its moves use that die after their own actions.
    die: Option<&'g Moves>,
    /// The prior moves of the `do .. next:`s it is inside, outermost first: played before it.
    priors: Vec<&'g Moves>,
}

struct Lowering<'g> {
    g: &'g Game,
    f: Fields,
    layout: StateLayout,
    tables: Tables,
    /// Function slots, filled as functions are finished (ids are handed out first).
    functions: FunctionSlots,
    leaves: Vec<Leaf<'g>>,
    leaf_ids: HashMap<(usize, Vec<usize>), u32>,
    /// Query functions already made for a node (by address and purpose).
    queries: HashMap<(usize, &'static str), FuncId>,
    geo: layout::Geometry,
    /// While lowering `apply`'s end rules: locals holding line runs computed once for all of
    /// them (by line query key; see `share_end_lines`).
    shared_lines: Vec<(usize, Local)>,
    /// The tests of `do ... ifAfterwards`, the ones around the generator being lowered, and
    /// the state copies they use (see `afterwards`).
    guards: Vec<afterwards::Guard<'g>>,
    active_guards: Vec<afterwards::ActiveGuard>,
    /// Some pass has consequences (see `PASS_WITH_CONSEQUENCES`): apply dispatches them.
    passes_with_consequences: bool,
    copy_fns: Option<afterwards::CopyFns>,
    /// Set once `legal` reuses its state copy across its trials (see `afterwards`).
    copy_fresh: Option<FieldId>,
    /// The caches of groups' liberties placement verdicts keep for a call of `legal`, by
    /// direction set (see `quiet`).
    liberty_caches: Vec<(crate::game_ir::board::DirSet, quiet::LibertyCache)>,
    /// The sites a `forEach Site` effect chose before playing any (see `effect`), a list per
    /// nesting depth, made when first needed; and the depth of the effect being lowered.
    chosen_sites: Vec<FieldId>,
    chosen_depth: usize,
    /// The bitsets `(sites Around <region> ..)` regions are listed in, by region node (see
    /// `for_around_bits`).
    around_bits: HashMap<usize, FieldId>,
    /// How many `forEach Site` effects list their sites with the values they read (see
    /// `chosen_before`).
    chosen_read_lists: usize,
    /// While `legal` is lowered: its mover, and the locals holding the gates' bitboards by
    /// guard (see `pins`).
    legal_mover: Option<Expr>,
    legal_spared: Vec<(usize, Local, Local)>,
    /// Set while `is Threatened` asks the enemies' moves (see `threat`), once a game asks it.
    threat_flag: Option<FieldId>,
    /// Set while `(no Moves Next)` asks the next player's moves (see `no_moves_next_fn`).
    no_moves_flag: Option<FieldId>,
    /// The `Moves::ForDie` around the generator being lowered, innermost last.
    active_dice: Vec<&'g Moves>,
    /// The prior moves of the `do .. next:`s around the generator being lowered, and the
    /// functions playing them (see `do_next`).
    active_priors: Vec<&'g Moves>,
    prior_fns: Vec<FuncId>,
    /// The one move generator `legal` and `has_moves` share, when the game asks
    /// `(no Moves Next)` (see [`Lowering::moves_fn`]); else `legal` generates its moves itself.
    moves: Option<FuncId>,
    /// The searches of `max Moves`, once a game has one, and whether the generator being
    /// lowered is theirs (see `max_moves`).
    max_moves_fns: Option<max_moves::MaxMovesFns>,
    in_max_frame: bool,
    /// The placement verdicts `legal` asks (see `quiet`), which a sampler may defer (`sample`).
    placement_verdicts: Vec<FuncId>,
    /// While a `priority` effect's alternatives are asked whether they have a move: `Exists`
    /// keys carry bit 40, so that a move without sites counts (see `priority_effect`).
    exists_siteless: bool,
}

impl<'g> Lowering<'g> {
    fn new(g: &'g Game) -> Lowering<'g> {
        let mut layout = StateLayout::default();
        let mut f = Fields::new(g, &mut layout);
        let mut tables = Tables::default();
        let geo = layout::Geometry::new(g, &mut tables);
        f.line_boards = line_boards::plan(g, &f, &geo, &mut layout, &mut tables);
        Lowering {
            g,
            f,
            layout,
            tables,
            functions: FunctionSlots::default(),
            leaves: Vec::new(),
            leaf_ids: HashMap::new(),
            queries: HashMap::new(),
            geo,
            shared_lines: Vec::new(),
            guards: Vec::new(),
            active_guards: Vec::new(),
            passes_with_consequences: false,
            copy_fns: None,
            copy_fresh: None,
            liberty_caches: Vec::new(),
            chosen_sites: Vec::new(),
            chosen_depth: 0,
            around_bits: HashMap::new(),
            chosen_read_lists: 0,
            legal_mover: None,
            legal_spared: Vec::new(),
            threat_flag: None,
            no_moves_flag: None,
            active_dice: Vec::new(),
            active_priors: Vec::new(),
            prior_fns: Vec::new(),
            moves: None,
            max_moves_fns: None,
            in_max_frame: false,
            placement_verdicts: Vec::new(),
            exists_siteless: false,
        }
    }

    fn build(&mut self) -> R<Kernel> {
        let init = self.functions.reserve();
        let legal = self.functions.reserve();
        let apply = self.functions.reserve();
        // A prior move (`do .. next:`) is played on the state and taken back around the moves
        // that follow it: a probe stopping at the first of those would leave it played.
        if self.g.asks_no_moves_next() && !self.g.plays_prior_moves() {
            self.moves = Some(self.functions.reserve());
        }
        let f = self.init_fn()?;
        self.functions.define(init, f);
        let f = self.legal_fn()?;
        self.functions.define(legal, f);
        if let Some(m) = self.max_moves_fns {
            let f = self.max_frame_fn()?;
            self.functions.define(m.frame, f);
        }
        let f = self.apply_fn(false)?;
        self.functions.define(apply, f);
        if let Some(m) = self.max_moves_fns {
            let f = self.apply_fn(true)?;
            self.functions.define(m.apply_move, f);
        }
        let update = match self.update_fn(legal) {
            Some(f) => {
                let id = self.functions.reserve();
                self.functions.define(id, f);
                Some(id)
            }
            None => None,
        };
        let resync = self.define_resync()?;
        self.define_guards()?;
        let mut functions = self.functions.finish();
        let legal_in_place = self.legal_in_place(legal, &functions);
        let sample = legal_in_place
            .then(|| sample::sampler(&mut functions, &self.layout, legal, &self.placement_verdicts))
            .flatten();
        let g = self.g;
        let mut kernel = Kernel {
            name: g.name.clone(),
            num_players: g.num_players() as u8,
            state: self.layout.clone(),
            tables: std::mem::take(&mut self.tables.tables),
            functions,
            entry: Entries { init, legal, apply, update, legal_in_place, sample },
            max_moves: self.max_moves()?,
            meta: Meta {
                mover: self.f.mover,
                over: self.f.over,
                ranks: self.f.rank,
                sites: g.num_sites(),
                levels: self.f.levels,
                what: self.f.what,
                // Ludii's state strings show "what" as "who" in some games (`Game::who_shows_what`).
                who: if g.who_shows_what() { self.f.what } else { self.f.who },
                count: self.f.count,
                piece_state: self.f.pstate,
                piece_value: self.f.pvalue,
                height: self.f.height,
                scores: g.uses_scores.then_some(self.f.score),
                phases: (g.phases.len() > 1).then_some(self.f.phase),
                stacking: g.stacking,
                chance: self.f.dice.map(|(random, _, _)| (random, 0)),
                deal: None,
                dice: match (&g.dice, self.f.dice) {
                    (Some(d), Some((_, forced, values))) => Some(DiceMeta {
                        first_site: d.first_site,
                        num: d.num,
                        faces: (0..d.num).map(|i| d.faces(i)).collect(),
                        forced,
                        values,
                    }),
                    _ => None,
                },
                puzzle_site_type: None,
                swapped: g.swap_rule.then_some(self.f.swapped),
                hidden: None,
            },
        };
        self.finish_hidden(&mut kernel, resync);
        Ok(kernel)
    }

    // ---- init ----

    fn init_fn(&mut self) -> R<Function> {
        let g = self.g;
        let fb = FnBuilder::new("init", FuncKind::Init, &[]);
        let f = self.f.clone();
        let n = g.num_players() as i64;
        let mut body = vec![
            store0(f.mover, 1),
            store0(f.next, if n == 1 { 1 } else { 2 }),
            store0(f.last_from, -1),
            store0(f.last_to, -1),
        ];
        if let Some(after) = f.last_to_after {
            body.push(store0(after, -1));
        }
        if let Some(vars) = f.vars {
            body.extend((0..g.vars.len()).map(|i| store(vars, i as i64, -1)));
        }
        if let Some(remembered) = f.remembered {
            let sites = g.num_sites();
            for (m, memory) in g.memories.iter().enumerate() {
                let mut counts = std::collections::BTreeMap::new();
                for &site in &memory.start {
                    *counts.entry(site).or_insert(0i64) += 1;
                }
                body.extend(
                    counts
                        .into_iter()
                        .map(|(site, c)| store(remembered, (m * sites + site) as i64, c.min(255))),
                );
            }
        }
        if let (Some((random, _, values)), Some(d)) = (f.dice, &g.dice) {
            body.push(store0(random, crate::game_ir::DEFAULT_RANDOM_SOURCE as i32 as i64));
            // Every die starts on face 0 (`Game.start` reads the values off the dice).
            body.extend((0..d.num).map(|i| store(values, i as i64, d.pips[i][0])));
        }
        for p in 1..=g.num_players() {
            let phase = g.initial_phase(p);
            if phase != 0 {
                body.push(store(f.phase, p as i64 - 1, phase as i64));
            }
        }
        for rule in &g.start {
            let what = rule.component as i64 + 1;
            for &site in &rule.sites {
                if let Some(who) = rule.who {
                    if rule.count > 0 {
                        body.extend(self.set_count_piece(
                            site,
                            what,
                            who as i64,
                            rule.state as i64,
                            rule.count as i64,
                        ));
                    }
                } else if !rule.stack
                    && (site >= g.board.num_sites() || (rule.count > 1 && !g.stacking))
                {
                    // Hand sites hold a count of identical pieces, and so does a board site
                    // given several (see the interpreter).
                    body.extend(self.set_piece(
                        int(site as i64),
                        int(0),
                        int(what),
                        int(rule.state as i64),
                    ));
                    body.push(store(f.height, site as i64, 1));
                    let c = Expr::load(f.count, int(site as i64));
                    body.push(store(f.count, site as i64, c.add(int(rule.count as i64))));
                } else {
                    for _ in 0..rule.count.max(1) {
                        body.extend(self.add_piece(
                            int(site as i64),
                            int(what),
                            int(rule.state as i64),
                            g.stacking,
                        ));
                    }
                }
                if let (Some(value), true) = (f.pvalue, rule.value != 0) {
                    body.push(store(value, site as i64, rule.value as i64));
                }
            }
        }
        let mut fb = fb;
        body.extend(self.start_hidden(&mut fb)?);
        // Ludii records the starting position (`Game.start`: the mover, 1, is not `prev`, 0).
        if g.no_repeat {
            body.extend(self.record_seen(&mut fb, true)?);
            return Ok(fb.finish(body));
        }
        Ok(fb.finish(body))
    }

    // ---- legal ----

    fn legal_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("legal", FuncKind::Legal, &[]);
        let mover = fb.local("mover");
        let prev = fb.local("prev");
        let f = self.f.clone();
        let mut body = vec![
            when(Expr::scalar(f.over).ne(int(0)), vec![Stmt::Return(None)]),
            set(mover, Expr::scalar(f.mover)),
            set(prev, Expr::scalar(f.prev)),
        ];
        let cx = Cx::players(l(mover), l(prev), Expr::scalar(f.next));
        // The moves of a rolling phase are generated after the roll (`legal` works on a copy).
        body.extend(self.roll_if_phase_rolls(&cx)?);
        match self.moves {
            Some(moves) => {
                let f = self.moves_fn()?;
                self.functions.define(moves, f);
                body.push(Stmt::Call {
                    func: moves,
                    args: vec![l(mover), l(prev), Expr::scalar(self.f.next), int(0)],
                });
            }
            None => body.extend(self.generator_body(&mut fb, &cx)?),
        }

        if self.offers_swap() {
            body.push(when(Expr::scalar(f.num_moves).eq(int(1)), vec![swap_move()]));
        }
        let pass = self.forced_pass(&mut fb, &cx)?;
        body.push(when(Expr::MovesLen.eq(int(0)), pass));
        Ok(fb.finish(body))
    }

    /// The forced pass: a plain pass, or in phases with `Phase::forced_pass` that pass with its
    /// consequences (a pass whose aux names its leaf, see `PASS_WITH_CONSEQUENCES`). Its aux
    /// has the forced bit, 1, when the stalemated flag is kept and the phase can be stalemated
    /// (not `Phase::always_moves`).
    fn forced_pass(&mut self, fb: &mut FnBuilder, cx: &Cx) -> R<Vec<Stmt>> {
        let g = self.g;
        let kept = self.f.stalemated.is_some();
        let mut pushes = Vec::with_capacity(g.phases.len());
        for p in &g.phases {
            let forced = (kept && !p.always_moves()) as i64;
            let aux = match &p.forced_pass {
                Some(Moves::Then { moves: pass, then }) => {
                    let leaf = self.leaf(pass, &[&**then])? as i64;
                    self.passes_with_consequences = true;
                    PASS_WITH_CONSEQUENCES | (leaf << 2) | forced
                }
                Some(_) => return unsupported("a forced pass other than a pass with consequences"),
                None => forced,
            };
            pushes.push(Stmt::Push {
                from: int(-1),
                to: int(-1),
                level_from: int(0),
                level_to: int(0),
                kind: int(1),
                aux: int(aux),
            });
        }
        if pushes.iter().all(|p| *p == pushes[0]) {
            return Ok(vec![pushes.swap_remove(0)]);
        }
        let phase = fb.local("pass_phase");
        let mut out = vec![set(phase, Expr::load(self.f.phase, cx.mover.clone().sub(int(1))))];
        for (k, push) in pushes.into_iter().enumerate() {
            out.push(when(l(phase).eq(int(k as i64)), vec![push]));
        }
        Ok(out)
    }

    /// The statements pushing every move of `cx.mover`'s play rules: the gates' bitboards
    /// first, for the state they are generated from (see `pins`).
    fn generator_body(&mut self, fb: &mut FnBuilder, cx: &Cx) -> R<Vec<Stmt>> {
        self.legal_mover = Some(cx.mover.clone());
        let rules = self.play_rules(fb, cx, Mode::Push);
        self.legal_mover = None;
        let mut body = self.spared_masks(cx.mover.clone());
        body.extend(rules?);
        if let Some(fresh) = self.copy_fresh {
            // The bottom state copy may be from another state (see `afterwards`).
            body.insert(0, store0(fresh, 0));
        }
        if let Some((_, cache)) = self.liberty_caches.first() {
            // What the last call learnt may be of another board (see `quiet`).
            body.insert(0, store0(cache.epoch, Expr::scalar(cache.epoch).add(int(1))));
        }
        Ok(body)
    }

    /// Whether `legal` may run on the state itself (`Entries::legal_in_place`): outside its
    /// trials (guards and prior moves, which save what they can write and put it back) it
    /// writes only working memory and the threat and no-moves flags (which `threatened` and
    /// `no_moves_next` set and clear again before they return, as the trials restore what
    /// they change). Marks that memory in the layout first: the flood fills'
    /// marks, stamps and stack and sowing's scratch (the trials' copies and the undo log are
    /// marked where `afterwards` and `undo` add them).
    fn legal_in_place(&mut self, legal: FuncId, functions: &[Function]) -> bool {
        let f = &self.f;
        let working = [Some(f.mark), Some(f.stamp), Some(f.stack), f.sow_scratch, self.copy_fresh];
        for id in working.into_iter().flatten() {
            self.layout.set_working(id);
        }
        let trials: Vec<FuncId> =
            self.guards.iter().map(|g| g.func).chain(self.prior_fns.iter().copied()).collect();
        let body_of = |id: FuncId| {
            if trials.contains(&id) {
                Some(&[][..])
            } else {
                functions.get(id.0 as usize).map(|f| f.body.as_slice())
            }
        };
        // A move buffer that overflows stops the JIT's `legal` where it is, to be run again
        // with a larger one: with a prior move played (`do .. next:` pushes the moves of
        // `next` there) that would leave the prior move played.
        self.prior_fns.is_empty()
            && crate::kernel_ir::writes::fields_written(&[legal], body_of).is_some_and(|written| {
                written.iter().all(|&id| {
                    self.layout.field(id).working
                        || [self.threat_flag, self.no_moves_flag].contains(&Some(id))
                })
            })
    }

    /// `moves(player, prev, next, probe)`: the move generator of `legal`, for any player, so
    /// that `has_moves` asks it rather than a second copy of it (half of a game's code, and
    /// of its JIT compile time, in games ending on `(no Moves Next)`). With `probe` set it
    /// pushes nothing: it returns 1 where it would push its first move, 0 if it has none.
    /// Stopping there is sound because generation only reads the state (trials restore it
    /// before their move is pushed), and before its first push the move list it reads
    /// (`priority`) is as empty as in `legal`.
    fn moves_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("moves", FuncKind::Legal, &["player", "prev", "next", "probe"]);
        let (player, prev, next, probe) = (fb.param(0), fb.param(1), fb.param(2), fb.param(3));
        let cx = Cx::players(l(player), l(prev), l(next));
        let mut body = probe::probe_pushes(self.generator_body(&mut fb, &cx)?, probe);
        body.push(Stmt::Return(Some(int(0))));
        Ok(fb.finish(body))
    }

    /// The play rules of the mover's phase.
    fn play_rules(&mut self, fb: &mut FnBuilder, cx: &Cx, mode: Mode) -> R<Vec<Stmt>> {
        let g = self.g;
        if g.phases.len() == 1 {
            let mut out = Vec::new();
            self.gen(fb, &g.phases[0].play, cx, &[], mode, &mut out)?;
            return Ok(out);
        }
        let phase = fb.local("phase");
        let mut out = vec![set(phase, Expr::load(self.f.phase, cx.mover.clone().sub(int(1))))];
        for (k, p) in g.phases.iter().enumerate() {
            let mut body = Vec::new();
            self.gen(fb, &p.play, cx, &[], mode, &mut body)?;
            out.push(when(l(phase).eq(int(k as i64)), body));
        }
        Ok(out)
    }

    // ---- apply ----

    /// `apply`, or with `params` `apply_move(from, to, level_from, level_to, kind, aux)`, which
    /// plays the move its parameters make (`max Moves` plays the moves of its buffer so).
    fn apply_fn(&mut self, params: bool) -> R<Function> {
        let g = self.g;
        let f = self.f.clone();
        let n = g.num_players() as i64;
        let mut fb = match params {
            false => FnBuilder::new("apply", FuncKind::Mutate, &[]),
            true => FnBuilder::new(
                "apply_move",
                FuncKind::Mutate,
                &[
                    "move_from",
                    "move_to",
                    "move_level_from",
                    "move_level_to",
                    "move_kind",
                    "move_aux",
                ],
            ),
        };
        let mv = |f: MoveField| match params {
            false => Expr::Move(f),
            true => l(Local(f as u32)),
        };
        let mover = fb.local("mover");
        let prev = fb.local("prev");
        let leaf = fb.local("leaf");
        let site = fb.local("site");
        let from = fb.local("from");
        let to = fb.local("to");
        let operand = fb.local("operand");
        let moves_in_turn = fb.local("moves_in_turn");
        let is_pass = fb.local("is_pass");
        let mut body = vec![
            set(mover, Expr::scalar(f.mover)),
            set(prev, Expr::scalar(f.prev)),
            set(from, mv(MoveField::From)),
            set(to, mv(MoveField::To)),
            set(leaf, Expr::bin(BinOp::BitAnd, mv(MoveField::Aux), int(0xff))),
            set(
                site,
                Expr::bin(
                    BinOp::BitAnd,
                    Expr::bin(BinOp::Shr, mv(MoveField::Aux), int(8)),
                    int(0xfff),
                ),
            ),
            set(operand, Expr::bin(BinOp::Shr, mv(MoveField::Aux), int(20))),
            when(l(site).eq(int(NO_SITE_AUX)), vec![set(site, int(-1))]),
            set(is_pass, mv(MoveField::Kind).eq(int(1))),
        ];
        // Every move of a rolling phase carries the roll (the same faces `legal` saw, so decided
        // on the same state: before the pending values are cleared).
        body.extend(self.roll_if_phase_rolls(&Cx::players(
            l(mover),
            l(prev),
            Expr::scalar(f.next),
        ))?);
        // The first priors' reads go here, before the state is cleared (see `leaf_apply`).
        let reads_at = body.len();
        if let Some((count, _)) = f.pending {
            // Ludii clears the pending values before applying a move.
            body.push(store0(count, 0));
        }
        if let Some(st) = f.stalemated {
            // A forced pass has aux 1, or the bit 1 with consequences (see `forced_pass`).
            let aux = mv(MoveField::Aux);
            let forced = match g.phases.iter().any(|p| p.forced_pass.is_some()) {
                true => Expr::bin(BinOp::BitAnd, aux, int(1)).ne(int(0)),
                false => aux.eq(int(1)),
            };
            body.push(store(st, l(mover).sub(int(1)), mv(MoveField::Kind).eq(int(1)).and(forced)));
        }
        if let Some(after) = f.last_to_after {
            body.push(store0(after, -1));
        }
        let cx = Cx {
            mover: l(mover),
            prev: l(prev),
            next: Expr::scalar(f.next),
            site: Some(l(site)),
            from: Some(l(from)),
            to: Some(l(to)),
            between: None,
            mutable: true,
            piece: None,
            // A move made at a level of a stack carries it as its `level_from` (see
            // `Moves::ForEachPiece::levels`).
            level: Some(Expr::Move(MoveField::LevelFrom)),
            die: None,
        };
        // The leaves' own actions. Lowering them may discover more leaves (none today: leaves are
        // only created by the legal function, which is lowered first).
        let mut reads = Vec::new();
        let mut actions = Vec::new();
        let mut consequences = Vec::new();
        for i in 0..self.leaves.len() {
            let (r, a, c) = self.leaf_apply(&mut fb, i, &cx, operand)?;
            if !r.is_empty() {
                reads.push((i, r));
            }
            actions.push((i, a));
            consequences.push((i, c));
        }
        if !reads.is_empty() {
            body.insert(reads_at, when(mv(MoveField::Kind).eq(int(0)), dispatch(leaf, reads)));
        }
        let mut placed = dispatch(leaf, actions);
        placed.extend(self.join_groups(l(to))?);
        body.push(when(mv(MoveField::Kind).eq(int(0)), placed));
        if g.swap_rule {
            body.push(when(
                mv(MoveField::Kind).eq(int(2)),
                // The roles swap and the mover moves again, now with the other role's pieces
                // (Ludii's swap move ends with `SetNextPlayer` to its mover).
                vec![
                    store0(f.swapped, int(1).sub(Expr::scalar(f.swapped))),
                    store0(f.next, l(mover)),
                ],
            ));
        }
        if let Some(votes) = f.votes {
            body.push(when(
                mv(MoveField::Kind).eq(int(5)),
                vec![store(
                    votes,
                    0,
                    Expr::bin(
                        BinOp::BitOr,
                        Expr::load(votes, int(0)),
                        Expr::bin(BinOp::Shl, int(1), l(operand)),
                    ),
                )],
            ));
            let cast = self.vote(&mut fb, votes, l(operand));
            body.push(when(mv(MoveField::Kind).eq(int(6)), cast));
        }
        // The decision's own action comes last of the move's actions (see the interpreter).
        body.extend(self.note_to(l(to)));
        // This move is now the last one: consequences and end rules see it.
        body.extend([
            store0(f.last_from, l(from)),
            store0(f.last_to, l(to)),
            store0(f.last_pass, l(is_pass)),
            set(
                moves_in_turn,
                Expr::select(
                    Expr::scalar(f.prev).eq(l(mover)).and(Expr::scalar(f.moves_in_turn).gt(int(0))),
                    Expr::scalar(f.moves_in_turn).add(int(1)),
                    int(1),
                ),
            ),
            store0(f.moves_in_turn, l(moves_in_turn)),
            store0(f.num_moves, Expr::scalar(f.num_moves).add(int(1))),
        ]);
        // Moves between sites, propositions and votes name their leaf in the aux's low bits.
        let kind = mv(MoveField::Kind);
        let mut by_leaf = kind.clone().eq(int(0));
        if f.votes.is_some() {
            by_leaf = by_leaf.or(kind.clone().eq(int(5))).or(kind.eq(int(6)));
        }
        if self.passes_with_consequences {
            let pass_with_consequences = mv(MoveField::Kind).eq(int(1)).and(
                Expr::bin(BinOp::BitAnd, mv(MoveField::Aux), int(PASS_WITH_CONSEQUENCES))
                    .ne(int(0)),
            );
            let pass_leaf = set(leaf, Expr::bin(BinOp::Shr, mv(MoveField::Aux), int(2)));
            body.push(if_else(
                by_leaf,
                dispatch(leaf, consequences.clone()),
                vec![when(
                    pass_with_consequences,
                    [vec![pass_leaf], dispatch(leaf, consequences)].concat(),
                )],
            ));
        } else {
            body.push(when(by_leaf, dispatch(leaf, consequences)));
        }
        body.extend(self.clear_captured(&mut fb, l(mover)));

        if let (Some(h), false) = (f.history, g.no_repeat) {
            body.extend(self.record_position(&mut fb, h)?);
        }

        // End rules: the first that ends the game decides (with more than two players, a
        // player's result may only make it leave, and the next rules are asked too).
        let post = Cx { site: None, from: None, to: None, between: None, ..cx.clone() };
        body.extend(self.share_end_lines(&mut fb, &g.end)?);
        let losers_before = f.departed.map(|d| {
            let x = fb.local("losers_before");
            body.push(set(x, Expr::load(d, int(1))));
            x
        });
        for rule in &g.end {
            let cond = self.cond(&rule.condition, &post)?;
            let mut finish = self.final_scores(&mut fb, &rule.final_scores, &post)?;
            finish.extend(self.finish_ranks(&mut fb, rule.result, &post, losers_before)?);
            body.push(when(cond, finish));
        }
        self.end_lines_done();
        // Everyone passed: a draw, where Ludii evaluates end rules (see `Phase::ends`), and
        // only in games Ludii's rule applies to (see `Game::all_pass_draws`).
        if g.all_pass_draws {
            let mut all_passed = self.all_passed();
            if !g.phases.iter().all(|p| p.ends) {
                let phase = Expr::load(f.phase, l(mover).sub(int(1)));
                let ends = g
                    .phases
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.ends)
                    .fold(int(0), |any, (k, _)| any.or(phase.clone().eq(int(k as i64))));
                all_passed = ends.and(all_passed);
            }
            // Alone, passing ends the game with nobody winning (Ludii ranks the player 0).
            let mut draw = if n == 1 { vec![store(f.rank, 0, 2)] } else { self.draw_ranks() };
            draw.extend([store0(f.over, 1), store0(f.prev, l(mover)), Stmt::Return(None)]);
            body.push(when(all_passed, draw));
        }
        // Ludii's counter goes up once the end rules have seen the move (see `Game::counter`).
        if let (Some(c), Some(vars)) = (g.counter, f.vars) {
            body.push(store(vars, c as i64, Expr::load(vars, int(c as i64)).add(int(1))));
        }

        // Phase changes, for every player: at most one per player per move.
        if g.phases.iter().any(|p| !p.next.is_empty()) {
            let p = fb.local("p");
            let ph = fb.local("ph");
            let mut per_player = vec![set(ph, Expr::load(f.phase, l(p).sub(int(1))))];
            for (k, phase) in g.phases.iter().enumerate() {
                let mut chain: Vec<Stmt> = Vec::new();
                for np in phase.next.iter().rev() {
                    let mut c = self.cond(&np.cond, &post)?;
                    if np.who != PlayerRef::All {
                        c = self.player(np.who, &post).eq(l(p)).and(c);
                    }
                    chain = vec![if_else(
                        c,
                        vec![store(f.phase, l(p).sub(int(1)), np.phase as i64)],
                        chain,
                    )];
                }
                if !chain.is_empty() {
                    per_player.push(when(l(ph).eq(int(k as i64)), chain));
                }
            }
            body.push(range(p, 1, n + 1, per_player));
        }

        // Turn order.
        let next = fb.local("next");
        body.extend([
            set(next, Expr::scalar(f.next)),
            store0(f.prev, l(mover)),
            store0(f.mover, l(next)),
        ]);
        body.extend(self.successor(&mut fb, l(next), f.next));
        body.extend(self.update_visited(&mut fb, l(next).eq(l(mover)), l(from), l(to)));
        if let Some(same) = f.same_player_moves {
            // A swap is no move of the same turn (Game.java's `numTurnSamePlayer`).
            let again = l(next).eq(l(mover)).and(mv(MoveField::Kind).ne(int(2)));
            body.push(store0(same, Expr::select(again, Expr::scalar(same).add(int(1)), int(0))));
        }
        body.extend([when(
            l(next).ne(l(mover)),
            vec![
                store0(f.turns, Expr::scalar(f.turns).add(int(1))),
                store0(
                    f.pass_run,
                    Expr::select(
                        l(is_pass).and(l(moves_in_turn).eq(int(1))),
                        Expr::scalar(f.pass_run).add(int(1)),
                        int(0),
                    ),
                ),
                store0(f.moves_in_turn, 0),
            ],
        )]);
        // `(no Repeat)` records the position once the turn goes to another player.
        if g.no_repeat {
            let record = self.record_seen(&mut fb, false)?;
            body.push(when(l(next).ne(l(mover)), record));
        }
        let mut apply = fb.finish(body);
        crate::kernel_ir::merge_arms::merge_equal_arms(&mut apply, leaf);
        Ok(apply)
    }

    /// Ludii's visited sites (`Game::visited`, the interpreter's `update_visited`): a move that
    /// gives the mover another turn marks its `from` and `to`, one that ends it clears them.
    fn update_visited(
        &mut self,
        fb: &mut FnBuilder,
        same_turn: Expr,
        from: Expr,
        to: Expr,
    ) -> Vec<Stmt> {
        let Some(memory) = self.g.visited else { return Vec::new() };
        let marks = self.f.remembered.expect("a game with memories keeps them");
        let n = self.g.num_sites() as i64;
        let at = |x: Expr| int(memory as i64 * n).add(x);
        let mark = |x: Expr| {
            when(x.clone().ge(int(0)).and(x.clone().lt(int(n))), vec![store(marks, at(x), 1)])
        };
        let site = fb.local("unvisited");
        vec![if_else(
            same_turn,
            vec![mark(from), mark(to)],
            vec![range(site, 0, n, vec![store(marks, at(l(site)), 0)])],
        )]
    }

    /// Ludii's sequence capture (`Game::sequence_capture`, the interpreter's `clear_captured`):
    /// unless the move gave the mover another turn, the pieces on the marked sites are taken
    /// and the marks cleared.
    fn clear_captured(&mut self, fb: &mut FnBuilder, mover: Expr) -> Vec<Stmt> {
        let Some(memory) = self.g.sequence_capture else { return Vec::new() };
        let marks = self.f.remembered.expect("a game with memories keeps them");
        let n = self.g.num_sites() as i64;
        let site = fb.local("cleared");
        let at = int(memory as i64 * n).add(l(site));
        let take = vec![
            store(marks, at.clone(), 0),
            Stmt::Call { func: self.take_fn(), args: vec![l(site)] },
        ];
        vec![when(
            Expr::scalar(self.f.next).ne(mover),
            vec![range(site, 0, n, vec![when(Expr::load(marks, at).gt(int(0)), take)])],
        )]
    }

    /// The incremental move list of placement games: when the only moves are "add your piece to
    /// an empty site" and nothing ever empties a site, the legal moves after a move are the ones
    /// before it minus the move played. Anything else (the game over, a pass or swap to offer,
    /// the last empty site taken) regenerates the list with `legal`.
    fn update_fn(&mut self, legal: FuncId) -> Option<Function> {
        let g = self.g;
        // A roll changes the moves of the next decision wholesale.
        if g.phases.len() != 1 || g.stacking || g.phases[0].roll.is_some() {
            return None;
        }
        let mut play = &g.phases[0].play;
        while let Moves::Then { moves, then } = play {
            if !keeps_occupancy(then) {
                return None;
            }
            play = moves;
        }
        let Moves::Add {
            piece, to: crate::game_ir::RegionExpr::Empty, target, stack: false, ..
        } = play
        else {
            return None;
        };
        if target.cond.is_some() || target.effect.is_some() {
            return None;
        }
        // Every player must have the piece to add (else a player's list would be empty).
        let has_piece = |p: u8| match piece {
            None => g.components.iter().any(|c| c.owner == p),
            Some(crate::game_ir::PieceExpr::Component(_)) => true,
            Some(crate::game_ir::PieceExpr::Named { base, owner: PlayerRef::Mover }) => {
                g.components.iter().any(|c| c.owner == p && &c.base == base)
            }
            Some(_) => false,
        };
        if !(1..=g.num_players() as u8).all(has_piece) {
            return None;
        }
        let f = self.f.clone();
        let fb = FnBuilder::new("update", FuncKind::Legal, &["index"]);
        let index = l(fb.param(0));
        let ongoing = Expr::scalar(f.over).eq(int(0));
        let rebuild = vec![Stmt::ClearMoves, Stmt::Call { func: legal, args: Vec::new() }];
        if !self.offers_swap() {
            let fast = ongoing.and(Expr::MovesLen.gt(int(1)));
            return Some(fb.finish(vec![if_else(fast, vec![Stmt::RemoveMove(index)], rebuild)]));
        }
        // The list was built before the move just played (`num_moves` counts it already). The
        // swap is offered when one move has been played, pushed after the placements, so it is
        // the list's last move: the list of move 1 gains it, the list of move 2 loses it (as
        // well as the placement played, unless the swap itself was played). Each branch leaves
        // at least one placement, so no pass is due.
        let played = Expr::scalar(f.num_moves);
        let last = Expr::MovesLen.sub(int(1));
        let body = vec![if_else(
            ongoing.clone().and(played.clone().ge(int(3))).and(Expr::MovesLen.gt(int(1))),
            vec![Stmt::RemoveMove(index.clone())],
            vec![if_else(
                ongoing.clone().and(played.clone().eq(int(1))).and(Expr::MovesLen.gt(int(1))),
                vec![Stmt::RemoveMove(index.clone()), swap_move()],
                vec![if_else(
                    ongoing.and(played.eq(int(2))).and(Expr::MovesLen.gt(int(2))),
                    vec![
                        when(index.clone().ne(last.clone()), vec![Stmt::RemoveMove(last)]),
                        Stmt::RemoveMove(index),
                    ],
                    rebuild,
                )],
            )],
        )];
        Some(fb.finish(body))
    }

    /// The swap rule offers its move to the second player (two-player games only, as Ludii).
    fn offers_swap(&self) -> bool {
        self.g.swap_rule && self.g.num_players() == 2
    }

    /// Every player's last turn was a single pass (see `interp::eval::all_passed`).
    /// Rolls the dice when the mover's phase rolls and its roll condition holds (`Phase::roll`).
    fn roll_if_phase_rolls(&mut self, cx: &Cx) -> R<Vec<Stmt>> {
        let g = self.g;
        let rolls: Vec<(usize, &'g crate::game_ir::BoolExpr)> =
            g.phases.iter().enumerate().filter_map(|(k, p)| Some((k, p.roll.as_ref()?))).collect();
        if rolls.is_empty() {
            return Ok(Vec::new());
        }
        let mut roll = vec![Stmt::Call { func: self.roll_fn()?, args: Vec::new() }];
        if let Some(func) = self.roll_then_fn()? {
            let args = vec![cx.mover.clone(), cx.prev.clone(), cx.next.clone()];
            roll.push(Stmt::Call { func, args });
        }
        // The mover's phase decides only when the phases roll under different conditions.
        let same = |c: &crate::game_ir::BoolExpr| format!("{c:?}") == format!("{:?}", rolls[0].1);
        if rolls.len() == g.phases.len() && rolls.iter().all(|(_, c)| same(c)) {
            let cond = self.cond(rolls[0].1, cx)?;
            return Ok(if cond == int(1) { roll } else { vec![when(cond, roll)] });
        }
        let phase = Expr::load(self.f.phase, cx.mover.clone().sub(int(1)));
        let mut cond = int(0);
        for (k, holds) in rolls {
            let c = phase.clone().eq(int(k as i64)).and(self.cond(holds, cx)?);
            cond = if cond == int(0) { c } else { cond.or(c) };
        }
        Ok(if cond == int(1) { roll } else { vec![when(cond, roll)] })
    }

    /// `roll_then(mover, prev, next)`: the consequences of the mover's phase's roll
    /// (`Phase::roll_then`), right after it; `None` when no phase has any.
    fn roll_then_fn(&mut self) -> R<Option<FuncId>> {
        let g = self.g;
        if g.phases.iter().all(|p| p.roll_then.is_none()) {
            return Ok(None);
        }
        let phase_field = self.f.phase;
        let func = self.memo(0, "roll_then", |lw, _| {
            let mut fb = FnBuilder::new("roll_then", FuncKind::Mutate, &["mover", "prev", "next"]);
            let mut cx = Cx::players(l(fb.param(0)), l(fb.param(1)), l(fb.param(2)));
            cx.mutable = true;
            let mut body = Vec::new();
            for (k, p) in g.phases.iter().enumerate() {
                let Some(then) = &p.roll_then else { continue };
                let (mut effects, post) = lw.effect(&mut fb, then, &cx)?;
                effects.extend(post);
                if g.phases.len() == 1 {
                    body.extend(effects);
                } else {
                    let phase = Expr::load(phase_field, cx.mover.clone().sub(int(1)));
                    body.push(when(phase.eq(int(k as i64)), effects));
                }
            }
            Ok(fb.finish(body))
        })?;
        Ok(Some(func))
    }

    /// `roll()`: the dice show the faces a replay forced, else new faces drawn from the random
    /// source, exactly as `game_ir::Dice::roll` (xorshift32 on the low 32 bits, one step per die,
    /// face = value % faces); each die's site keeps its face as its piece state.
    fn roll_fn(&mut self) -> R<FuncId> {
        let g = self.g;
        let (Some(d), Some((random, forced, values))) = (g.dice.as_ref(), self.f.dice) else {
            return unsupported("a roll without dice");
        };
        let (pstate, levels) = (self.f.pstate, self.f.levels as i64);
        self.memo(0, "roll", |lw, _| {
            let mut fb = FnBuilder::new("roll", FuncKind::Mutate, &[]);
            let x = fb.local("x");
            let mask32 = |e: Expr| Expr::bin(BinOp::BitAnd, e, int(0xffff_ffff));
            let xor = |a: Expr, b: Expr| Expr::bin(BinOp::BitXor, a, b);
            let face_of = |i: usize| int((d.first_site + i) as i64 * levels);
            // Each die shows its face (its site's piece state) and is worth its pips.
            let mut show = |i: usize, face: Expr| {
                [
                    store(pstate, face_of(i), face.clone()),
                    store(values, i as i64, lw.die_pips(d, i, face)),
                ]
            };
            let mut forced_faces: Vec<Stmt> =
                (0..d.num).flat_map(|i| show(i, Expr::load(forced, int(1 + i as i64)))).collect();
            forced_faces.push(store0(forced, 0));
            let mut drawn = vec![
                set(x, mask32(Expr::scalar(random))),
                when(l(x).eq(int(0)), vec![set(x, crate::game_ir::DEFAULT_RANDOM_SOURCE as i64)]),
            ];
            for i in 0..d.num {
                drawn.extend([
                    set(x, xor(l(x), mask32(Expr::bin(BinOp::Shl, l(x), int(13))))),
                    set(x, xor(l(x), Expr::bin(BinOp::Shr, l(x), int(17)))),
                    set(x, xor(l(x), mask32(Expr::bin(BinOp::Shl, l(x), int(5))))),
                ]);
                drawn.extend(show(i, Expr::bin(BinOp::Rem, l(x), int(d.faces(i) as i64))));
            }
            drawn.push(store0(random, l(x)));
            let mut body = vec![if_else(Expr::scalar(forced).ne(int(0)), forced_faces, drawn)];
            if let Some(equal) = lw.f.dice_equal {
                let face = |i: usize| Expr::load(pstate, face_of(i));
                body.push(store0(
                    equal,
                    (1..d.num).map(|i| face(i).eq(face(0))).fold(int(1), |a, b| a.and(b)),
                ));
            }
            Ok(fb.finish(body))
        })
    }

    /// `is_full()`: no board site is empty.
    fn is_full_fn(&mut self) -> R<FuncId> {
        let (height, board) = (self.f.height, self.g.board.num_sites() as i64);
        self.memo(0, "is_full", |_, _| {
            let mut fb = FnBuilder::new("is_full", FuncKind::Query, &[]);
            let i = fb.local("i");
            Ok(fb.finish(vec![
                range(
                    i,
                    0,
                    board,
                    vec![when(
                        Expr::load(height, l(i)).eq(int(0)),
                        vec![Stmt::Return(Some(int(0)))],
                    )],
                ),
                Stmt::Return(Some(int(1))),
            ]))
        })
    }

    /// Ludii's `ActionVote` (the interpreter's `vote`): the move's vote (its aux) joins the
    /// round's; the round's last vote decides the string more than half of the players chose,
    /// if any, and clears votes and propositions.
    fn vote(&self, fb: &mut FnBuilder, votes: FieldId, string: Expr) -> Vec<Stmt> {
        let n = self.g.num_players() as i64;
        let count = fb.local("votes_cast");
        let vote = |i: i64| Expr::load(votes, int(3 + i));
        let mut round = Vec::new();
        for i in 0..n {
            let same =
                (0..n).map(|j| vote(j).eq(vote(i))).reduce(|a, b| a.add(b)).unwrap_or(int(0));
            round.push(when(same.gt(int(n / 2)), vec![store(votes, 1, vote(i).add(int(1)))]));
        }
        round.extend([store(votes, 2, 0), store(votes, 0, 0)]);
        vec![
            set(count, Expr::load(votes, int(2))),
            store(votes, l(count).add(int(3)), string),
            store(votes, 2, l(count).add(int(1))),
            when(l(count).add(int(1)).ge(int(n)), round),
        ]
    }

    /// The position's hash (the interpreter's `position_hash`, with the same
    /// `game_ir::position_hash_term`).
    fn position_hash_fn(&mut self) -> R<FuncId> {
        let f = self.f.clone();
        let sites = self.g.num_sites() as i64;
        self.memo(0, "position_hash", |_, _| {
            let mut fb = FnBuilder::new("position_hash", FuncKind::Query, &[]);
            let (site, hash, x) =
                (fb.local("hashed_site"), fb.local("hash"), fb.local("hash_term"));
            let mut per_site = Vec::new();
            for level in 0..f.levels as i64 {
                per_site.extend(repeat::term_stmts(&f, l(site), int(level), x));
                per_site.push(set(hash, Expr::bin(BinOp::BitXor, l(hash), repeat::finish_term(x))));
            }
            Ok(fb.finish(vec![
                set(hash, 0),
                range(site, 0, sites, per_site),
                Stmt::Return(Some(l(hash))),
            ]))
        })
    }

    /// Records the position's hash, newest first (the interpreter's `record_position`).
    fn record_position(&mut self, fb: &mut FnBuilder, h: FieldId) -> R<Vec<Stmt>> {
        let keep = self.g.position_history_len().expect("a game that records positions") as i64;
        let hash = Expr::Call { func: self.position_hash_fn()?, args: Vec::new() };
        // The short histories of `(is Cycle)` shift unrolled; `(no Repeat)`'s long one in a loop.
        let mut out = if keep <= 16 {
            (1..keep).rev().map(|i| store(h, i + 1, Expr::load(h, int(i)))).collect()
        } else {
            let i = fb.local("older");
            vec![range(
                i,
                0,
                keep - 1,
                vec![store(h, int(keep).sub(l(i)), Expr::load(h, int(keep - 1).sub(l(i))))],
            )]
        };
        out.extend([store(h, 1, hash), store(h, 0, Expr::load(h, int(0)).add(int(1)))]);
        Ok(out)
    }

    fn all_passed(&self) -> Expr {
        let f = &self.f;
        // Context.allPass: alone, the player's turn never ends; its last move decides.
        if self.g.num_players() == 1 {
            return Expr::scalar(f.last_pass).eq(int(1));
        }
        Expr::scalar(f.moves_in_turn)
            .eq(int(1))
            .and(Expr::scalar(f.last_pass).eq(int(1)))
            .and(Expr::scalar(f.pass_run).add(int(1)).ge(int(self.g.num_players() as i64)))
    }

    /// `(byScore { (score P1 ..) ... })`: each score set in turn before the ranking.
    fn final_scores(
        &mut self,
        fb: &mut FnBuilder,
        scores: &'g [(PlayerRef, crate::game_ir::IntExpr)],
        cx: &Cx,
    ) -> R<Vec<Stmt>> {
        let n = self.g.num_players() as i64;
        let mut out = Vec::new();
        for (who, value) in scores {
            let p = fb.local("scorer");
            out.push(set(p, self.player(*who, cx)));
            let v = self.int(value, cx)?;
            out.push(when(
                l(p).ge(int(1)).and(l(p).le(int(n))),
                vec![store(self.f.score, l(p).sub(int(1)), v)],
            ));
        }
        Ok(out)
    }

    /// Stores into `into` the player after `p` in turn order who is still in the game (the
    /// interpreter's `successor`; with two players or fewer, nobody leaves before the end).
    fn successor(&mut self, fb: &mut FnBuilder, p: Expr, into: FieldId) -> Vec<Stmt> {
        let n = self.g.num_players() as i64;
        let after = |x: Expr| Expr::bin(BinOp::Rem, x, int(n)).add(int(1));
        if self.f.departed.is_none() {
            return vec![store0(into, after(p))];
        }
        let x = fb.local("successor");
        let mut out = vec![set(x, after(p))];
        for _ in 1..n {
            let gone = Expr::load(self.f.rank, l(x).sub(int(1))).ne(int(0));
            out.push(set(x, Expr::select(gone, after(l(x)), l(x))));
        }
        out.push(store0(into, l(x)));
        out
    }

    /// A draw's ranks: the players still in the game tie after those who won and left.
    fn draw_ranks(&self) -> Vec<Stmt> {
        let f = &self.f;
        let n = self.g.num_players() as i64;
        let Some(departed) = f.departed else {
            return (0..n).map(|p| store(f.rank, p, 1)).collect();
        };
        let tied = Expr::load(departed, int(0)).add(int(1));
        (0..n)
            .map(|p| {
                let r = Expr::load(f.rank, int(p));
                store(f.rank, p, Expr::select(r.clone().eq(int(0)), tied.clone(), r))
            })
            .collect()
    }

    /// A result for one player of more than two (the interpreter's `leaves`): the player leaves
    /// the game ranked after the winners (a win) or before the losers so far (a loss), and the
    /// others play on; with one player left, it takes the next win rank and the game is over.
    fn leaves(
        &mut self,
        fb: &mut FnBuilder,
        p: Local,
        outcome: ResultKind,
        losers_before: Local,
        cx: &Cx,
    ) -> Vec<Stmt> {
        let f = self.f.clone();
        let departed = f.departed.expect("more than two players");
        let n = self.g.num_players() as i64;
        let me = l(p).sub(int(1));
        let mut out = if outcome == ResultKind::Win {
            vec![
                store(departed, 0, Expr::load(departed, int(0)).add(int(1))),
                store(f.rank, me.clone(), Expr::load(departed, int(0))),
            ]
        } else {
            let mut loss = vec![
                store(f.rank, me.clone(), int(n).sub(l(losers_before))),
                store(departed, 1, Expr::load(departed, int(1)).add(int(1))),
            ];
            // The loser was to move next: the one after it is.
            let next = self.successor(fb, l(p), f.next);
            loss.push(when(Expr::scalar(f.next).eq(l(p)), next));
            loss
        };
        let (active, last, q) = (fb.local("active"), fb.local("last_active"), fb.local("q"));
        out.extend([
            set(active, 0),
            range(
                q,
                0,
                n,
                vec![when(
                    Expr::load(f.rank, l(q)).eq(int(0)),
                    vec![set(active, l(active).add(int(1))), set(last, l(q))],
                )],
            ),
            when(
                l(active).le(int(1)),
                vec![
                    when(
                        l(active).eq(int(1)),
                        vec![store(f.rank, l(last), Expr::load(departed, int(0)).add(int(1)))],
                    ),
                    store0(f.over, 1),
                    store0(f.prev, cx.mover.clone()),
                    Stmt::Return(None),
                ],
            ),
        ]);
        vec![when(Expr::load(f.rank, me).eq(int(0)), out)]
    }

    /// Ends the game with a result, then returns from `apply`; with more than two players a
    /// result for one player may only make it leave ([`Self::leaves`]).
    fn finish_ranks(
        &mut self,
        fb: &mut FnBuilder,
        result: EndResult,
        cx: &Cx,
        losers_before: Option<Local>,
    ) -> R<Vec<Stmt>> {
        let f = self.f.clone();
        let n = self.g.num_players() as i64;
        let mut out = Vec::new();
        match result {
            EndResult::ByScore => {
                let i = fb.local("i");
                let j = fb.local("j");
                let better = fb.local("better");
                out.push(range(
                    i,
                    0,
                    n,
                    vec![
                        set(better, 0),
                        range(
                            j,
                            0,
                            n,
                            vec![when(
                                Expr::load(f.score, l(j)).gt(Expr::load(f.score, l(i))),
                                vec![set(better, l(better).add(int(1)))],
                            )],
                        ),
                        store(f.rank, l(i), l(better).add(int(1))),
                    ],
                ));
            }
            EndResult::TeamWin(t) => {
                // The team's players first, the others second (two teams).
                let team = fb.local("team");
                out.push(set(team, self.team(t, cx)));
                for p in 1..=n {
                    let mine = self.team_of(int(p)).eq(l(team));
                    out.push(store(f.rank, int(p - 1), Expr::select(mine, int(1), int(2))));
                }
                // The other team is still active in Ludii, so the turn passes on as usual.
                out.push(store0(f.mover, Expr::scalar(f.next)));
            }
            EndResult::Result { who, outcome } => {
                if who == PlayerRef::All || outcome == ResultKind::Draw {
                    out.extend(self.draw_ranks());
                } else if let Some(losers_before) = losers_before {
                    let p = fb.local("player");
                    let player = self.player(who, cx);
                    let leaves = self.leaves(fb, p, outcome, losers_before, cx);
                    return Ok(vec![
                        set(p, player),
                        when(l(p).ge(int(1)).and(l(p).le(int(n))), leaves),
                    ]);
                } else {
                    // A result for nobody (or an unknown player) does not end the game.
                    let p = fb.local("player");
                    let i = fb.local("i");
                    let (mine, others) = if outcome == ResultKind::Win { (1, 2) } else { (2, 1) };
                    let mut then = vec![range(
                        i,
                        0,
                        n,
                        vec![store(
                            f.rank,
                            l(i),
                            Expr::select(l(i).eq(l(p).sub(int(1))), int(mine), int(others)),
                        )],
                    )];
                    then.extend([
                        store0(f.over, 1),
                        store0(f.prev, cx.mover.clone()),
                        Stmt::Return(None),
                    ]);
                    let player = self.player(who, cx);
                    return Ok(vec![
                        set(p, player),
                        when(l(p).ge(int(1)).and(l(p).le(int(n))), then),
                    ]);
                }
            }
        }
        out.extend([store0(f.over, 1), store0(f.prev, cx.mover.clone()), Stmt::Return(None)]);
        Ok(out)
    }

    fn max_moves(&self) -> R<usize> {
        let mut bound = 2; // a pass or a swap
        for p in &self.g.phases {
            bound += self.bound(&p.play);
        }
        Ok(bound.min(1 << 20))
    }

    /// An upper bound on the moves a generator pushes in any state.
    fn bound(&self, m: &Moves) -> usize {
        let s = self.g.num_sites();
        let b = self.g.board.num_sites();
        let k = self.geo.max_dirs.max(1);
        let ray = self.geo.max_ray.max(1);
        match m {
            Moves::Add { .. } => s,
            // A single site (`(move (from) (to))`) is one.
            Moves::FromTo { from, to, .. } => {
                let n = |r: &RegionExpr| if matches!(r, RegionExpr::Single(_)) { 1 } else { s };
                n(from) * n(to)
            }
            Moves::Step { .. } | Moves::Hop { range: None, .. } => k,
            Moves::Hop { range: Some(_), .. } | Moves::HopFar { .. } => k * ray,
            Moves::Slide { .. } | Moves::Shoot { .. } | Moves::Custodial { .. } => k * ray,
            // From each element on the site, at most the track's length - 1 moves.
            Moves::SlideTrack { tracks, .. } => tracks
                .iter()
                .map(|&t| {
                    let sites = &self.g.tracks[t].sites;
                    let most_on_a_site = sites
                        .iter()
                        .map(|s| sites.iter().filter(|o| *o == s).count())
                        .max()
                        .unwrap_or(0);
                    most_on_a_site * sites.len().saturating_sub(1)
                })
                .sum(),
            Moves::Surround { .. } => k,
            // Both neighbours of each axis, found from each end.
            Moves::Intervene { .. } => 2 * k,
            Moves::Enclose { .. } => s,
            Moves::Leap { walks, .. } => walks.len() * k,
            Moves::Select { from, to, .. } => {
                let n = |r: &RegionExpr| if matches!(r, RegionExpr::Single(_)) { 1 } else { s };
                n(from) * to.as_ref().map_or(1, n)
            }
            Moves::Directional { .. } => ray,
            Moves::ForEachPiece { moves, levels, .. } => {
                let stacked = if *levels { self.g.max_levels.max(1) } else { 1 };
                let body = match moves {
                    Some(m) => self.bound(m),
                    None => self
                        .g
                        .components
                        .iter()
                        .filter_map(|c| c.moves.as_ref())
                        .map(|m| self.bound(m))
                        .max()
                        .unwrap_or(0),
                };
                b * stacked * body
            }
            Moves::ForEachSite { moves, .. } => s * self.bound(moves),
            Moves::ForEachLevel { moves, .. } => self.g.max_levels.max(1) * self.bound(moves),
            Moves::ForEachDirection { max, moves, .. } => k * (*max).min(ray) * self.bound(moves),
            Moves::Or(list) => list.iter().map(|m| self.bound(m)).sum(),
            Moves::Priority(list) => list.iter().map(|m| self.bound(m)).max().unwrap_or(0),
            // Its searches push the moves of each state they reach above the ones below it.
            Moves::MaxMoves(m) => self.bound(m) * (max_moves::MAX_TURN as usize + 1),
            Moves::If { then, otherwise, .. } => {
                self.bound(then).max(otherwise.as_ref().map_or(0, |o| self.bound(o)))
            }
            Moves::Then { moves, .. }
            | Moves::Do { prior: moves, .. }
            | Moves::ForDie { moves, .. } => self.bound(moves),
            Moves::AllCombinations(a, c) => self.bound(a) * self.bound(c),
            // With dice, no next move is a pass.
            Moves::DoNext { next, .. } => self.bound(next).max(1),
            _ => 1,
        }
    }
}

/// Whether consequences leave every site's occupancy as it is (scores, turn order, events).
fn keeps_occupancy(m: &Moves) -> bool {
    match m {
        Moves::MoveAgain
        | Moves::SetNextPlayer(_)
        | Moves::SetScore { .. }
        | Moves::Trigger { .. }
        | Moves::Pass => true,
        Moves::If { then, otherwise, .. } => {
            keeps_occupancy(then) && otherwise.as_deref().is_none_or(keeps_occupancy)
        }
        Moves::And(list) | Moves::Or(list) => list.iter().all(keeps_occupancy),
        _ => false,
    }
}

/// `if leaf == 0 { .. } else if leaf == 1 { .. } ...`.
fn dispatch(leaf: Local, arms: Vec<(usize, Vec<Stmt>)>) -> Vec<Stmt> {
    let mut chain: Vec<Stmt> = Vec::new();
    for (i, body) in arms.into_iter().rev() {
        if body.is_empty() && chain.is_empty() {
            continue;
        }
        chain = vec![if_else(l(leaf).eq(int(i as i64)), body, chain)];
    }
    chain
}

/// The swap rule's move: no sites, kind 2.
fn swap_move() -> Stmt {
    Stmt::Push {
        from: int(-1),
        to: int(-1),
        level_from: int(0),
        level_to: int(0),
        kind: int(2),
        aux: int(0),
    }
}
