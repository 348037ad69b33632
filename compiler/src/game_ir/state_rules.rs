//! State-driven rules (the JSON front end's model, docs/json-spec.md): typed state variables,
//! entities with attributes, player attributes, and named actions over (start, target) pairs
//! whose conditions and effects are expression trees. Phases choose the allowed actions,
//! mandatory groups restrict them, chainable actions form multi-step moves, post-conditions
//! judge the state a move leaves (chess's check rule), and end conditions give results.
//!
//! Everything is resolved: names to indices, types checked. Values are integers at run time:
//! booleans are 0/1, players 1-based, positions board site indices, entities the position they
//! stand on, entity types indices into `kinds`; `NULL` is the null of every reference type.

/// The null player, position, entity or entity type.
pub const NULL: i64 = -1;

/// Deepest nesting of `can_target` / `no_legal_actions` inside one another's conditions (an
/// action's conditions may call them on themselves, stopping early on their own): past it,
/// play faults on every back end (`kernel_ir::Limit::Nesting`).
pub const MAX_NESTING: u32 = 8;
/// Most steps of one chained move: a chainable action that always applies would otherwise
/// continue without end. The kernel holds a copy of the state per step, so this sizes it.
pub const MAX_CHAIN: u32 = 20;

/// The static type of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Int,
    Bool,
    Player,
    Pos,
    Entity,
    /// An entity type (`'Pawn'`, `entity.type`).
    Kind,
    /// A zone by name (`'hand'`), always a constant.
    Zone,
}

impl Ty {
    pub fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Bool => "bool",
            Ty::Player => "player",
            Ty::Pos => "position",
            Ty::Entity => "entity",
            Ty::Kind => "entity type",
            Ty::Zone => "zone",
        }
    }

    /// Types with a `null` value.
    pub fn nullable(self) -> bool {
        matches!(self, Ty::Player | Ty::Pos | Ty::Entity | Ty::Kind)
    }

    /// The value of an attribute read through a null reference, and of a fresh attribute.
    pub fn zero(self) -> i64 {
        if self.nullable() {
            NULL
        } else {
            0
        }
    }
}

#[derive(Clone, Debug)]
pub struct StateRules {
    /// Board width and height; position `y * width + x` (0, 0 is the lower left corner).
    pub width: usize,
    pub height: usize,
    /// Entity types by name.
    pub kinds: Vec<String>,
    /// Entity attributes beyond `type` and `owner`, with each kind's default.
    pub entity_attrs: Vec<EntityAttr>,
    /// Per-player attributes: constants of each role or mutable per-player variables.
    pub player_attrs: Vec<PlayerAttr>,
    /// Global state variables.
    pub vars: Vec<Var>,
    /// The variable holding the player to move.
    pub current_player: usize,
    /// The variable giving the direction turns pass in (1 or -1), if declared.
    pub turn_direction: Option<usize>,
    pub actions: Vec<Action>,
    /// The phase in effect is the first whose actors include the player to move and whose
    /// `active` condition holds.
    pub phases: Vec<Phase>,
    pub setup: Vec<Placement>,
    /// Effects run once after the placements (shuffling and dealing).
    pub setup_effects: Vec<Effect>,
    pub end: Vec<EndCondition>,
    /// Ordered containers of entities beyond the board (deck, hands, discard pile).
    pub zones: Vec<Zone>,
    /// The initial value of the state's random source.
    pub seed: u32,
    /// The rules draw from the random source (`random_int`, shuffles): the runtime seeds it
    /// afresh per playout (`Game::seed_chance`). Setup effects run before that, from `seed`.
    pub chance: bool,
}

impl StateRules {
    pub fn board_positions(&self) -> usize {
        self.width * self.height
    }

    /// Board positions, then each zone's slots.
    pub fn num_positions(&self) -> usize {
        self.board_positions() + self.zones.iter().map(|z| z.instances * z.capacity).sum::<usize>()
    }

    /// The zone instance holding a position: (zone, instance), if it is not on the board.
    pub fn zone_of(&self, pos: usize) -> Option<(usize, usize)> {
        let z = self
            .zones
            .iter()
            .position(|z| (z.first..z.first + z.instances * z.capacity).contains(&pos))?;
        Some((z, (pos - self.zones[z].first) / self.zones[z].capacity))
    }
}

/// A zone: `instances` (1 shared, or one per player, player p at instance p-1) sequences of
/// `capacity` positions, kept packed: a zone of size n occupies its first n slots.
#[derive(Clone, Debug)]
pub struct Zone {
    pub name: String,
    pub per_player: bool,
    pub instances: usize,
    pub capacity: usize,
    pub visible_to: Visibility,
    /// The first position of instance 0.
    pub first: usize,
}

/// Who may see the entities of a zone (what `observation` reveals): the IR's one notion of a
/// location's visibility ([`super::hidden`]).
pub use super::hidden::Visibility;

#[derive(Clone, Debug)]
pub struct EntityAttr {
    pub name: String,
    pub ty: Ty,
    /// Default per kind (the type's zero for kinds that do not declare it).
    pub defaults: Vec<i64>,
}

#[derive(Clone, Debug)]
pub struct PlayerAttr {
    pub name: String,
    pub ty: Ty,
    /// Value per player; for a mutable attribute, its initial value.
    pub values: Vec<i64>,
    pub mutable: bool,
}

#[derive(Clone, Debug)]
pub struct Var {
    pub name: String,
    pub ty: Ty,
    pub initial: i64,
}

/// A named action: a move from `start` to `target` when every condition holds.
#[derive(Clone, Debug)]
pub struct Action {
    pub name: String,
    /// Choices the mover makes (promotion piece): one move per combination of values.
    pub params: Vec<Param>,
    /// Whether the action reads `start` or `entity`; if not, it is a placement and only
    /// targets are enumerated (start is null).
    pub uses_start: bool,
    /// Whether the action reads `target`; an action reading neither is global (one move with
    /// start and target null: roll, pass, hold).
    pub uses_target: bool,
    pub conditions: Vec<Expr>,
    pub effects: Vec<Effect>,
    /// After this action the entity at `target` must continue with another chainable action
    /// (starting there) while one is legal; the whole chain is one move.
    pub chainable: bool,
    /// Where the action is declared, for the back ends' diagnostics (the JSON member).
    pub span: Option<crate::diag::Span>,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub ty: Ty,
    pub values: Vec<i64>,
}

#[derive(Clone, Debug)]
pub struct Phase {
    pub name: String,
    /// Players (1-based) who act in this phase.
    pub actors: Vec<u8>,
    pub active: Option<Expr>,
    /// Action indices in priority order: for each (start, target) the first whose conditions
    /// hold is the move.
    pub actions: Vec<usize>,
    /// Groups of action indices: when a move starting with an action of a group is legal,
    /// only such moves are (first group first).
    pub mandatory: Vec<Vec<usize>>,
    /// Effects run before every action's own (bookkeeping such as move clocks).
    pub before_effects: Vec<Effect>,
    /// Conditions on the state after a move's effects, before the turn passes.
    pub post_conditions: Vec<Expr>,
}

/// Initial entities: a kind and owner on some positions, with attribute overrides.
#[derive(Clone, Debug)]
pub struct Placement {
    pub kind: usize,
    pub owner: i64,
    pub positions: Vec<usize>,
    /// (attribute index, value) set instead of the kind's defaults.
    pub attrs: Vec<(usize, i64)>,
}

#[derive(Clone, Debug)]
pub struct EndCondition {
    pub condition: Expr,
    pub result: Outcome,
}

#[derive(Clone, Debug)]
pub enum Outcome {
    /// This player wins, every other loses.
    Winner(Expr),
    /// This player loses, every other wins.
    Loser(Expr),
    Draw,
}

/// Names bound while an action is evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    Start,
    Target,
    /// The entity at `start`.
    Entity,
}

/// Expressions (the spec's LISP-like language), typed and resolved.
#[derive(Clone, Debug)]
pub enum Expr {
    Const(i64),
    Bound(Binding),
    Param(usize),
    Var(usize),
    /// `e.type`, `e.owner` and declared attributes of the entity `e`.
    EntityKind(Box<Expr>),
    EntityOwner(Box<Expr>),
    EntityAttr(Box<Expr>, usize),
    PlayerAttr(Box<Expr>, usize),
    /// `board[p]`: the entity at `p` (null when empty).
    At(Box<Expr>),
    Call(Func, Vec<Expr>),
    /// `after(effects..., cond)`: `cond` on a copy of the state with the effects applied.
    After(Vec<Effect>, Box<Expr>),
}

/// Built-in functions; the front end's table gives their names and signatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Not,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Neg,
    Abs,
    Min,
    Max,
    If,
    /// `pos(x, y)`: null off the board.
    Pos,
    X,
    Y,
    MidPos,
    PathClear,
    OtherPlayer,
    NextPlayer,
    /// Position of the first entity (in position order) of a kind and owner.
    Find,
    /// Number of entities of a kind and owner.
    Count,
    /// Whether some action of a player could move from some start to this target.
    CanTarget,
    NoLegalActions,
    /// The entity at a position belongs to a line of at least n same-owner entities.
    LineThrough,
    LastTarget,
    LastMover,
    /// A uniform integer in [a, b] from the state's random source.
    RandomInt,
    /// `zone_size(zone, owner)`: entities in a zone instance (owner null for shared zones).
    ZoneSize,
    /// `zone_top(zone, owner)`: the position of its last entity (null when empty).
    ZoneTop,
    /// `zone_end(zone, owner)`: its first free position (null when full).
    ZoneEnd,
    /// `in_zone(pos, zone, owner)`.
    InZone,
    /// `zone_count(zone, owner, attr, v)`: entities of a zone instance whose attribute `attr`
    /// (a constant index) equals `v` (cards of a rank or suit). 0 for no instance.
    ZoneCount,
    /// `zone_sum(zone, owner, attr)`: the sum of an attribute over a zone instance (a hand's
    /// total).
    ZoneSum,
    /// `zone_max(zone, owner, attr)`: its largest value over a zone instance, 0 when empty (a
    /// hand's high card).
    ZoneMax,
}

impl Func {
    /// The functions that need no state, evaluated on argument values (shared by the front end's
    /// constant folding and the interpreter). `None` for the others. Division by zero gives 0.
    pub fn pure(self, a: &[i64]) -> Option<i64> {
        Some(match self {
            Func::Eq => (a[0] == a[1]) as i64,
            Func::Ne => (a[0] != a[1]) as i64,
            Func::Lt => (a[0] < a[1]) as i64,
            Func::Le => (a[0] <= a[1]) as i64,
            Func::Gt => (a[0] > a[1]) as i64,
            Func::Ge => (a[0] >= a[1]) as i64,
            Func::And => a.iter().all(|&x| x != 0) as i64,
            Func::Or => a.iter().any(|&x| x != 0) as i64,
            Func::Not => (a[0] == 0) as i64,
            Func::Add => a.iter().sum(),
            Func::Sub => a[0] - a[1],
            Func::Mul => a.iter().product(),
            Func::Div => a[0].checked_div(a[1]).unwrap_or(0),
            Func::Mod => a[0].checked_rem_euclid(a[1]).unwrap_or(0),
            Func::Neg => -a[0],
            Func::Abs => a[0].abs(),
            Func::Min => a[0].min(a[1]),
            Func::Max => a[0].max(a[1]),
            Func::If => {
                if a[0] != 0 {
                    a[1]
                } else {
                    a[2]
                }
            }
            _ => return None,
        })
    }
}

/// Where `set` writes.
#[derive(Clone, Debug)]
pub enum Place {
    Var(usize),
    EntityKind(Expr),
    EntityOwner(Expr),
    EntityAttr(Expr, usize),
    PlayerAttr(Expr, usize),
    /// `board[p]`: receives a copy of an entity, or null (empties the position).
    Board(Expr),
}

#[derive(Clone, Debug)]
pub enum Effect {
    Set(Place, Expr),
    If(Expr, Vec<Effect>, Vec<Effect>),
    Remove(Expr),
    /// A new entity of a kind and owner at a position (its attributes at their defaults).
    Create {
        kind: Expr,
        owner: Expr,
        at: Expr,
    },
    /// Ends a chain of chainable actions after this step.
    EndChain,
    /// Moves an entity to the end of a zone instance; a zone it leaves closes the gap.
    MoveToZone {
        entity: Expr,
        zone: usize,
        owner: Expr,
    },
    /// Shuffles a zone instance with the state's random source.
    Shuffle {
        zone: usize,
        owner: Expr,
    },
    Repeat(Expr, Vec<Effect>),
}

// --- Text form (`ludemic ir` of a JSON spec) ---------------------------------------------------

impl StateRules {
    /// The rules as text: declarations one per line, expressions in the spec's notation with
    /// names resolved to indices (`var#0`, `attr#1`, `param#0`).
    pub fn to_text(&self, out: &mut String) {
        use std::fmt::Write;
        let _ = writeln!(out, "state-driven rules on a {}x{} grid", self.width, self.height);
        let _ = writeln!(
            out,
            "kinds {}",
            self.kinds
                .iter()
                .enumerate()
                .map(|(i, k)| format!("{i}:{k}"))
                .collect::<Vec<_>>()
                .join(" ")
        );
        for (i, a) in self.entity_attrs.iter().enumerate() {
            let _ = writeln!(
                out,
                "entity attr#{i} {}: {} defaults {:?}",
                a.name,
                a.ty.name(),
                a.defaults
            );
        }
        for (i, a) in self.player_attrs.iter().enumerate() {
            let kind = if a.mutable { "variable" } else { "constant" };
            let _ =
                writeln!(out, "player attr#{i} {}: {} {kind} {:?}", a.name, a.ty.name(), a.values);
        }
        for (i, v) in self.vars.iter().enumerate() {
            let _ = writeln!(out, "var#{i} {}: {} = {}", v.name, v.ty.name(), v.initial);
        }
        for (i, z) in self.zones.iter().enumerate() {
            let _ = writeln!(
                out,
                "zone#{i} {} x{} capacity {} positions {}.. visible to {:?}",
                z.name, z.instances, z.capacity, z.first, z.visible_to
            );
        }
        for p in &self.setup {
            let _ = writeln!(
                out,
                "setup kind {} owner {} at {:?} attrs {:?}",
                p.kind, p.owner, p.positions, p.attrs
            );
        }
        for e in &self.setup_effects {
            let _ = writeln!(out, "setup {}", effect_text(e));
        }
        if self.seed != 0 {
            let _ = writeln!(out, "seed {}", self.seed);
        }
        if self.chance {
            let _ = writeln!(out, "chance: the random source is seeded per playout");
        }
        for (i, a) in self.actions.iter().enumerate() {
            let placement = match (a.uses_start, a.uses_target) {
                (false, false) => " global",
                (false, true) => " placement",
                _ => "",
            };
            let chain = if a.chainable { " chainable" } else { "" };
            let _ = writeln!(out, "action#{i} {}{placement}{chain}", a.name);
            for (j, p) in a.params.iter().enumerate() {
                let _ = writeln!(out, "  param#{j} {}: {} in {:?}", p.name, p.ty.name(), p.values);
            }
            for c in &a.conditions {
                let _ = writeln!(out, "  if {}", expr_text(c));
            }
            for e in &a.effects {
                let _ = writeln!(out, "  do {}", effect_text(e));
            }
        }
        for p in &self.phases {
            let _ = writeln!(
                out,
                "phase {} actors {:?} actions {:?} mandatory {:?}",
                p.name, p.actors, p.actions, p.mandatory
            );
            if let Some(a) = &p.active {
                let _ = writeln!(out, "  active {}", expr_text(a));
            }
            for e in &p.before_effects {
                let _ = writeln!(out, "  before {}", effect_text(e));
            }
            for c in &p.post_conditions {
                let _ = writeln!(out, "  after-move {}", expr_text(c));
            }
        }
        for e in &self.end {
            let result = match &e.result {
                Outcome::Winner(p) => format!("winner {}", expr_text(p)),
                Outcome::Loser(p) => format!("loser {}", expr_text(p)),
                Outcome::Draw => "draw".to_string(),
            };
            let _ = writeln!(out, "end {} => {result}", expr_text(&e.condition));
        }
    }
}

fn func_name(f: Func) -> String {
    let debug = format!("{f:?}");
    let mut out = String::new();
    for (i, c) in debug.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

pub fn expr_text(e: &Expr) -> String {
    match e {
        Expr::Const(c) => c.to_string(),
        Expr::Bound(b) => format!("{b:?}").to_lowercase(),
        Expr::Param(i) => format!("param#{i}"),
        Expr::Var(i) => format!("var#{i}"),
        Expr::EntityKind(x) => format!("{}.type", expr_text(x)),
        Expr::EntityOwner(x) => format!("{}.owner", expr_text(x)),
        Expr::EntityAttr(x, i) => format!("{}.attr#{i}", expr_text(x)),
        Expr::PlayerAttr(x, i) => format!("{}.player_attr#{i}", expr_text(x)),
        Expr::At(x) => format!("board[{}]", expr_text(x)),
        Expr::Call(f, args) => format!(
            "{}({})",
            func_name(*f),
            args.iter().map(expr_text).collect::<Vec<_>>().join(", ")
        ),
        Expr::After(effects, c) => {
            format!(
                "after({}, {})",
                effects.iter().map(effect_text).collect::<Vec<_>>().join(", "),
                expr_text(c)
            )
        }
    }
}

fn effect_text(e: &Effect) -> String {
    match e {
        Effect::Set(place, v) => {
            let p = match place {
                Place::Var(i) => format!("var#{i}"),
                Place::EntityKind(x) => format!("{}.type", expr_text(x)),
                Place::EntityOwner(x) => format!("{}.owner", expr_text(x)),
                Place::EntityAttr(x, i) => format!("{}.attr#{i}", expr_text(x)),
                Place::PlayerAttr(x, i) => format!("{}.player_attr#{i}", expr_text(x)),
                Place::Board(x) => format!("board[{}]", expr_text(x)),
            };
            format!("set({p}, {})", expr_text(v))
        }
        Effect::If(c, then, otherwise) => {
            let seq = |v: &[Effect]| {
                format!("do({})", v.iter().map(effect_text).collect::<Vec<_>>().join(", "))
            };
            format!("if({}, {}, {})", expr_text(c), seq(then), seq(otherwise))
        }
        Effect::Remove(x) => format!("remove_entity({})", expr_text(x)),
        Effect::Create { kind, owner, at } => {
            format!("create_entity({}, {}, {})", expr_text(kind), expr_text(owner), expr_text(at))
        }
        Effect::EndChain => "end_chain()".to_string(),
        Effect::MoveToZone { entity, zone, owner } => {
            format!("move_to_zone({}, zone#{zone}, {})", expr_text(entity), expr_text(owner))
        }
        Effect::Shuffle { zone, owner } => format!("shuffle(zone#{zone}, {})", expr_text(owner)),
        Effect::Repeat(n, body) => format!(
            "repeat({}, {})",
            expr_text(n),
            body.iter().map(effect_text).collect::<Vec<_>>().join(", ")
        ),
    }
}
