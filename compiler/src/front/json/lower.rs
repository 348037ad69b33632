//! A parsed JSON spec → the Game IR's state-driven rules: resolves every name (sections,
//! roles, entity types, attributes, variables, actions) and checks every expression's type.
//! The first problem stops lowering with a diagnostic at its JSON value (or at the exact
//! sub-expression inside an expression string).

use crate::diag::{Diagnostic, Span};
use crate::game_ir::board::{Board, BoardSpec, DirSet, Shape};
use crate::game_ir::state_rules::*;
use crate::game_ir::{Container, ContainerKind, Game, Player};

use super::expr::{self, Syn, SynKind};
use super::functions::{self, Sig};
use super::value::{Kind, Value};

type R<T> = Result<T, Diagnostic>;

/// Most entities one setup item may make (its `for_each` combinations): a grid holds at most
/// 64 × 64 positions, plus zones.
const MAX_SETUP_ENTITIES: usize = 1 << 16;

/// The sections a spec may have, in the order they are lowered.
pub const SECTIONS: &[&str] = &[
    "metadata",
    "players",
    "entity_schemas",
    "topology",
    "zones",
    "state_schema",
    "setup",
    "interactions",
    "game_flow",
    "end_conditions",
];

/// Lowers a spec; `position` (a document with `setup` and/or `state`) replaces the spec's
/// initial placement and variable values (to start from a given position).
pub fn lower(root: &Value, position: Option<&Value>) -> R<Game> {
    let members = object(root, &[])?;
    for (key, span, _) in members {
        if !SECTIONS.contains(&key.as_str()) {
            return Err(Diagnostic::error(format!("unknown section `{key}`"), Some(*span))
                .with_label("not a section of the spec")
                .with_note(format!("the sections are: {}", SECTIONS.join(", "))));
        }
    }
    let mut lw = Lowering::default();
    let metadata = required(root, "metadata")?;
    object(metadata, &["name", "description", "version"])?;
    let name = string(required(metadata, "name")?)?.to_string();
    lw.players(required(root, "players")?)?;
    lw.entity_schemas(required(root, "entity_schemas")?)?;
    lw.topology(required(root, "topology")?)?;
    if let Some(z) = root.get("zones") {
        lw.zones(z)?;
    }
    lw.state_schema(required(root, "state_schema")?)?;
    lw.interactions(required(root, "interactions")?)?;
    lw.game_flow(required(root, "game_flow")?)?;
    let (setup, state) = match position {
        Some(p) => {
            object(p, &["setup", "state", "seed"])?;
            if let Some(seed) = p.get("seed") {
                lw.seed = seed_of(seed)?;
            }
            (p.get("setup").or(root.get("setup")), p.get("state"))
        }
        None => (root.get("setup"), None),
    };
    if let Some(s) = setup {
        lw.setup(s)?;
    }
    if let Some(s) = state {
        lw.initial_values(s)?;
    }
    if let Some(e) = root.get("end_conditions") {
        lw.end_conditions(e)?;
    }
    lw.finish(name)
}

#[derive(Default)]
struct Lowering {
    roles: Vec<String>,
    width: usize,
    height: usize,
    board: Option<Board>,
    kinds: Vec<String>,
    entity_attrs: Vec<EntityAttr>,
    player_attrs: Vec<PlayerAttr>,
    vars: Vec<Var>,
    actions: Vec<Action>,
    phases: Vec<Phase>,
    setup: Vec<Placement>,
    setup_effects: Vec<Effect>,
    end: Vec<EndCondition>,
    zones: Vec<Zone>,
    /// Setup: entities placed so far in each zone instance.
    zone_fill: Vec<Vec<usize>>,
    seed: u32,
    /// Some expression or effect draws from the random source (`random_int`, `shuffle`).
    draws: std::cell::Cell<bool>,
}

/// What names an expression may use where it appears.
#[derive(Clone, Copy)]
struct Scope<'a> {
    /// `start`, `target`, `entity` are bound (actions, phase rules).
    action: bool,
    /// `pos` is bound (setup filters).
    pos: bool,
    params: &'a [Param],
    /// Inside effects (`random_int` may draw).
    effect: bool,
}

const NO_SCOPE: Scope<'static> = Scope { action: false, pos: false, params: &[], effect: false };

impl Lowering {
    fn players(&mut self, v: &Value) -> R<()> {
        object(v, &["count", "roles"])?;
        let roles = array(required(v, "roles")?)?;
        if roles.is_empty() {
            return Err(v.error("`roles` lists no role").with_label("expected at least one role"));
        }
        for r in roles {
            object(r, &["name", "attributes"])?;
            let name = string(required(r, "name")?)?;
            if self.roles.iter().any(|n| n == name) {
                return Err(r.error(format!("role `{name}` is declared twice")));
            }
            self.roles.push(name.to_string());
        }
        let n = self.roles.len() as i64;
        if let Some(c) = v.get("count") {
            let (min, max) = match &c.kind {
                Kind::Number(_) => (int(c)?, int(c)?),
                _ => {
                    object(c, &["min", "max"])?;
                    (int(required(c, "min")?)?, int(required(c, "max")?)?)
                }
            };
            if n < min || n > max {
                return Err(c.error(format!(
                    "the spec declares {n} roles, outside its player count {min}..={max}"
                )));
            }
        }
        if n as usize > ludemic_runtime::MAX_PLAYERS {
            return Err(v.error(format!(
                "{n} players is more than the {} ludemic supports",
                ludemic_runtime::MAX_PLAYERS
            )));
        }
        // Role attributes: constants per player; every role declares the same ones.
        for (i, r) in roles.iter().enumerate() {
            let Some(attrs) = r.get("attributes") else { continue };
            for (key, span, value) in object(attrs, &[])? {
                let (ty, val) = match value.kind {
                    Kind::Bool(b) => (Ty::Bool, b as i64),
                    Kind::Number(_) => (Ty::Int, int(value)?),
                    _ => {
                        return Err(value
                            .error(format!(
                                "type mismatch: role attribute `{key}` is {}",
                                value.type_name()
                            ))
                            .with_label("expected an integer or a boolean"))
                    }
                };
                match self.player_attrs.iter_mut().find(|a| a.name == *key) {
                    Some(a) if a.ty != ty => {
                        return Err(Diagnostic::error(format!("type mismatch: role attribute `{key}` is {} here but {} for another role", ty.name(), a.ty.name()), Some(*span)))
                    }
                    Some(a) => a.values[i] = val,
                    None => {
                        let mut values = vec![0; self.roles.len()];
                        values[i] = val;
                        self.player_attrs.push(PlayerAttr { name: key.clone(), ty, values, mutable: false });
                    }
                }
            }
        }
        for (i, r) in roles.iter().enumerate() {
            let declared: Vec<&str> = r
                .get("attributes")
                .map(|a| object(a, &[]).map(|m| m.iter().map(|(k, _, _)| k.as_str()).collect()))
                .transpose()?
                .unwrap_or_default();
            if let Some(a) = self.player_attrs.iter().find(|a| !declared.contains(&a.name.as_str()))
            {
                return Err(r.error(format!(
                    "role `{}` does not give attribute `{}` that other roles give",
                    self.roles[i], a.name
                )));
            }
        }
        Ok(())
    }

    fn entity_schemas(&mut self, v: &Value) -> R<()> {
        let schemas = object(v, &[])?;
        self.kinds = schemas.iter().map(|(k, _, _)| k.clone()).collect();
        for (k, (_, _, schema)) in schemas.iter().enumerate() {
            object(schema, &["attributes"])?;
            let Some(attrs) = schema.get("attributes") else { continue };
            for (name, span, decl) in object(attrs, &[])? {
                object(decl, &["type", "default"])?;
                let ty = type_of(required(decl, "type")?)?;
                if name == "owner" {
                    if ty != Ty::Player {
                        return Err(Diagnostic::error("type mismatch: `owner` is the entity's player and has type `player_ref`", Some(*span)));
                    }
                    continue;
                }
                if name == "type" {
                    return Err(Diagnostic::error(
                        "`type` is the entity's type and cannot be declared as an attribute",
                        Some(*span),
                    ));
                }
                let default = match decl.get("default") {
                    Some(d) => self.constant(d, ty)?,
                    None => ty.zero(),
                };
                let n = self.kinds.len();
                match self.entity_attrs.iter_mut().find(|a| a.name == *name) {
                    Some(a) if a.ty != ty => {
                        return Err(Diagnostic::error(
                            format!(
                            "type mismatch: attribute `{name}` is {} here but {} in another schema",
                            ty.name(),
                            a.ty.name()
                        ),
                            Some(*span),
                        ))
                    }
                    Some(a) => a.defaults[k] = default,
                    None => {
                        let mut defaults = vec![ty.zero(); n];
                        defaults[k] = default;
                        self.entity_attrs.push(EntityAttr { name: name.clone(), ty, defaults });
                    }
                }
            }
        }
        Ok(())
    }

    fn topology(&mut self, v: &Value) -> R<()> {
        object(v, &["type", "structure"])?;
        let t = required(v, "type")?;
        if string(t)? != "discrete" {
            return Err(t
                .error(format!("unsupported topology type `{}`", string(t)?))
                .with_label("expected \"discrete\""));
        }
        let s = required(v, "structure")?;
        let syn = parse_expr(s)?;
        let dims = match &syn.kind {
            SynKind::Call(name, args) if name == "grid" && args.len() == 2 => args
                .iter()
                .map(|a| match a.kind {
                    SynKind::Num(n) if (1..=64).contains(&n) => Some(n as usize),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>(),
            _ => None,
        };
        let Some(dims) = dims else {
            return Err(Diagnostic::error("unsupported structure", Some(syn.span))
                .with_label("expected `grid(width, height)` with sizes 1 to 64"));
        };
        self.width = dims[0];
        self.height = dims[1];
        let board = Board::build(&BoardSpec::new(Shape::Rectangle {
            rows: dims[1] as u32,
            cols: dims[0] as u32,
        }))
        .map_err(|e| s.error(format!("cannot build the board: {e}")))?;
        self.board = Some(board);
        Ok(())
    }

    fn zones(&mut self, v: &Value) -> R<()> {
        let mut first = self.width * self.height;
        for (name, _, decl) in object(v, &[])? {
            object(decl, &["owner", "capacity", "visible_to"])?;
            let owner = required(decl, "owner")?;
            let per_player = match string(owner)? {
                "shared" => false,
                "each" => true,
                other => {
                    return Err(owner
                        .error(format!("unknown zone owner `{other}`"))
                        .with_label("expected \"shared\" or \"each\""))
                }
            };
            let cap = required(decl, "capacity")?;
            let capacity = int(cap)?;
            if !(1..=1024).contains(&capacity) {
                return Err(cap.error(format!("zone capacity {capacity} is outside 1..=1024")));
            }
            let visible_to = match decl.get("visible_to") {
                None => Visibility::All,
                Some(vis) => match string(vis)? {
                    "all" => Visibility::All,
                    "owner" => Visibility::Owner,
                    "none" => Visibility::Nobody,
                    other => {
                        return Err(vis
                            .error(format!("unknown visibility `{other}`"))
                            .with_label("expected \"all\", \"owner\" or \"none\""))
                    }
                },
            };
            if visible_to == Visibility::Owner && !per_player {
                return Err(decl
                    .error(format!("zone `{name}` is shared: it has no owner to be visible to"))
                    .with_label("expected \"all\" or \"none\""));
            }
            let instances = if per_player { self.roles.len() } else { 1 };
            let capacity = capacity as usize;
            self.zones.push(Zone {
                name: name.clone(),
                per_player,
                instances,
                capacity,
                visible_to,
                first,
            });
            self.zone_fill.push(vec![0; instances]);
            first += instances * capacity;
        }
        Ok(())
    }

    fn state_schema(&mut self, v: &Value) -> R<()> {
        for (name, span, decl) in object(v, &[])? {
            object(decl, &["type", "initial", "per_player"])?;
            let ty = type_of(required(decl, "type")?)?;
            let per_player = match decl.get("per_player") {
                Some(p) => boolean(p)?,
                None => false,
            };
            let initial = match decl.get("initial") {
                Some(i) => self.constant(i, ty)?,
                None => ty.zero(),
            };
            if per_player {
                if self.player_attrs.iter().any(|a| a.name == *name) {
                    return Err(Diagnostic::error(
                        format!("`{name}` is already a role attribute"),
                        Some(*span),
                    ));
                }
                self.player_attrs.push(PlayerAttr {
                    name: name.clone(),
                    ty,
                    values: vec![initial; self.roles.len()],
                    mutable: true,
                });
            } else {
                self.vars.push(Var { name: name.clone(), ty, initial });
            }
        }
        match self.vars.iter().find(|var| var.name == "current_player") {
            None => Err(v
                .error("`state_schema` has no `current_player`")
                .with_label("expected a `current_player` of type player_ref")),
            Some(var) if var.ty != Ty::Player => {
                Err(v.error("type mismatch: `current_player` must have type player_ref"))
            }
            Some(_) => match self.vars.iter().find(|var| var.name == "turn_direction") {
                Some(var) if var.ty != Ty::Int => {
                    Err(v.error("type mismatch: `turn_direction` must have type int"))
                }
                _ => Ok(()),
            },
        }
    }

    fn initial_values(&mut self, v: &Value) -> R<()> {
        for (name, span, value) in object(v, &[])? {
            let Some(i) = self.vars.iter().position(|var| var.name == *name) else {
                return Err(Diagnostic::error(
                    format!("undefined state variable `{name}`"),
                    Some(*span),
                ));
            };
            self.vars[i].initial = self.constant(value, self.vars[i].ty)?;
        }
        Ok(())
    }

    fn interactions(&mut self, v: &Value) -> R<()> {
        let members = object(v, &[])?;
        // Names first, so conditions may not refer to actions but phases may.
        for (name, key_span, decl) in members {
            object(decl, &["conditions", "effects", "chainable", "parameters", "description"])?;
            let mut params = Vec::new();
            if let Some(ps) = decl.get("parameters") {
                for (pname, _, pdecl) in object(ps, &[])? {
                    object(pdecl, &["type", "values"])?;
                    let ty = type_of(required(pdecl, "type")?)?;
                    let values = array(required(pdecl, "values")?)?
                        .iter()
                        .map(|x| self.constant(x, ty))
                        .collect::<R<Vec<_>>>()?;
                    if values.is_empty() {
                        return Err(pdecl.error(format!("parameter `{pname}` has no values")));
                    }
                    params.push(Param { name: pname.clone(), ty, values });
                }
            }
            let scope = Scope { action: true, pos: false, params: &params, effect: false };
            let mut conditions = Vec::new();
            let (mut uses_start, mut uses_target) = (false, false);
            for c in array(required(decl, "conditions")?)? {
                let syn = parse_expr(c)?;
                uses_start |= mentions(&syn, &["start", "entity"]);
                uses_target |= mentions(&syn, &["target"]);
                conditions.push(self.expect(&syn, Ty::Bool, scope)?);
            }
            let effects_v = required(decl, "effects")?;
            for e in array(effects_v)? {
                let syn = parse_expr(e)?;
                uses_start |= mentions(&syn, &["start", "entity"]);
                uses_target |= mentions(&syn, &["target"]);
            }
            if uses_start && !uses_target {
                return Err(decl.error(format!("action `{name}` uses `start` or `entity` but never `target`"))
                    .with_label("a move goes from a start to a target: say where (for an action without a place, use neither)"));
            }
            let effects = self.effects(effects_v, Scope { effect: true, ..scope })?;
            let chainable = match decl.get("chainable") {
                Some(c) => boolean(c)?,
                None => false,
            };
            self.actions.push(Action {
                name: name.clone(),
                params,
                uses_start,
                uses_target,
                conditions,
                effects,
                chainable,
                span: Some(*key_span),
            });
        }
        Ok(())
    }

    fn action_index(&self, v: &Value, phase: &str) -> R<usize> {
        let name = string(v)?;
        self.actions.iter().position(|a| a.name == name).ok_or_else(|| {
            v.error(format!("unknown action `{name}` in phase `{phase}`"))
                .with_label("not an action of `interactions`")
                .with_note(format!(
                    "the actions are: {}",
                    self.actions.iter().map(|a| a.name.as_str()).collect::<Vec<_>>().join(", ")
                ))
        })
    }

    fn game_flow(&mut self, v: &Value) -> R<()> {
        object(v, &["time_model", "phases", "seed"])?;
        if let Some(seed) = v.get("seed") {
            self.seed = seed_of(seed)?;
        }
        if let Some(t) = v.get("time_model") {
            if string(t)? != "sequential" {
                return Err(t
                    .error(format!("unsupported time model `{}`", string(t)?))
                    .with_label("expected \"sequential\""));
            }
        }
        let scope = Scope { action: true, pos: false, params: &[], effect: false };
        for p in array(required(v, "phases")?)? {
            object(
                p,
                &[
                    "name",
                    "actors",
                    "active",
                    "allowed_actions",
                    "mandatory",
                    "before_effects",
                    "post_conditions",
                ],
            )?;
            let name = string(required(p, "name")?)?.to_string();
            let actors = match p.get("actors") {
                None => (1..=self.roles.len() as u8).collect(),
                Some(a) if matches!(&a.kind, Kind::Str(s) if s == "all") => {
                    (1..=self.roles.len() as u8).collect()
                }
                Some(a) => array(a)?.iter().map(|r| self.role(r)).collect::<R<Vec<u8>>>()?,
            };
            let active = p
                .get("active")
                .map(|a| self.expect(&parse_expr(a)?, Ty::Bool, NO_SCOPE))
                .transpose()?;
            let actions = array(required(p, "allowed_actions")?)?
                .iter()
                .map(|a| self.action_index(a, &name))
                .collect::<R<Vec<_>>>()?;
            let mut mandatory = Vec::new();
            if let Some(m) = p.get("mandatory") {
                for group in array(m)? {
                    let g = array(group)?
                        .iter()
                        .map(|a| self.action_index(a, &name))
                        .collect::<R<Vec<_>>>()?;
                    if let Some(bad) = g.iter().find(|a| !actions.contains(a)) {
                        return Err(group.error(format!(
                            "mandatory action `{}` is not allowed in phase `{name}`",
                            self.actions[*bad].name
                        )));
                    }
                    mandatory.push(g);
                }
            }
            let before_effects = match p.get("before_effects") {
                Some(e) => self.effects(e, Scope { effect: true, ..scope })?,
                None => Vec::new(),
            };
            let post_conditions = match p.get("post_conditions") {
                Some(c) => array(c)?
                    .iter()
                    .map(|c| self.expect(&parse_expr(c)?, Ty::Bool, scope))
                    .collect::<R<Vec<_>>>()?,
                None => Vec::new(),
            };
            self.phases.push(Phase {
                name,
                actors,
                active,
                actions,
                mandatory,
                before_effects,
                post_conditions,
            });
        }
        if self.phases.is_empty() {
            return Err(v.error("`game_flow` has no phase"));
        }
        Ok(())
    }

    fn setup(&mut self, v: &Value) -> R<()> {
        for item in array(v)? {
            object(
                item,
                &[
                    "entity",
                    "owner",
                    "at",
                    "rows",
                    "where",
                    "mirror",
                    "attributes",
                    "zone",
                    "zone_owner",
                    "count",
                    "for_each",
                    "effects",
                ],
            )?;
            if let Some(e) = item.get("effects") {
                if item.get("entity").is_some() {
                    return Err(item
                        .error("a setup item either places entities or runs effects")
                        .with_label("split it in two"));
                }
                let effects = self.effects(e, Scope { effect: true, ..NO_SCOPE })?;
                self.setup_effects.extend(effects);
                continue;
            }
            let kind_v = required(item, "entity")?;
            let kind = self.kind(kind_v)?;
            let owner_v = required(item, "owner")?;
            let owner =
                if matches!(owner_v.kind, Kind::Null) { NULL } else { self.role(owner_v)? as i64 };
            if let Some(z) = item.get("zone") {
                self.place_in_zone(item, z, kind, owner)?;
                continue;
            }
            let mut positions = Vec::new();
            if let Some(at) = item.get("at") {
                for p in array(at)? {
                    positions.push(self.position(p)?);
                }
            }
            if let Some(rows) = item.get("rows") {
                for r in array(rows)? {
                    let y = int(r)?;
                    if y < 0 || y as usize >= self.height {
                        return Err(
                            r.error(format!("row {y} is off the board (rows 0..{})", self.height))
                        );
                    }
                    positions.extend((0..self.width).map(|x| y as usize * self.width + x));
                }
            }
            if let Some(w) = item.get("where") {
                let cond =
                    self.expect(&parse_expr(w)?, Ty::Bool, Scope { pos: true, ..NO_SCOPE })?;
                let mut kept = Vec::new();
                for &p in &positions {
                    if self.const_eval(&cond, Some(p), w)? != 0 {
                        kept.push(p);
                    }
                }
                positions = kept;
            }
            let mut attrs = Vec::new();
            if let Some(a) = item.get("attributes") {
                for (name, span, value) in object(a, &[])? {
                    let i = self.entity_attr(name, *span)?;
                    attrs.push((i, self.constant(value, self.entity_attrs[i].ty)?));
                }
            }
            if let Some(m) = item.get("mirror") {
                object(m, &["owner", "by"])?;
                let mirror_owner = self.role(required(m, "owner")?)? as i64;
                let by = required(m, "by")?;
                let (w, h) = (self.width, self.height);
                let map: Box<dyn Fn(usize) -> usize> = match string(by)? {
                    "flip" => Box::new(move |p| (h - 1 - p / w) * w + p % w),
                    "rotate" => Box::new(move |p| (h - 1 - p / w) * w + (w - 1 - p % w)),
                    other => {
                        return Err(by
                            .error(format!("unknown mirror `{other}`"))
                            .with_label("expected \"flip\" or \"rotate\""))
                    }
                };
                let mirrored = positions.iter().map(|&p| map(p)).collect();
                self.setup.push(Placement {
                    kind,
                    owner: mirror_owner,
                    positions: mirrored,
                    attrs: attrs.clone(),
                });
            }
            self.setup.push(Placement { kind, owner, positions, attrs });
        }
        Ok(())
    }

    /// A setup item placing entities at the end of a zone: `count` copies of each combination
    /// of the `for_each` attribute values (their cartesian product), with `attributes`.
    fn place_in_zone(&mut self, item: &Value, z: &Value, kind: usize, owner: i64) -> R<()> {
        let zone = self.zone(z)?;
        let instance = match item.get("zone_owner") {
            Some(o) if self.zones[zone].per_player => self.role(o)? as usize - 1,
            None if !self.zones[zone].per_player => 0,
            _ => {
                return Err(z.error(format!(
                "zone `{}`: `zone_owner` names the player of a per-player zone, and only of one",
                self.zones[zone].name
            )))
            }
        };
        let count = item.get("count").map(int).transpose()?.unwrap_or(1);
        let mut base = Vec::new();
        if let Some(a) = item.get("attributes") {
            for (name, span, value) in object(a, &[])? {
                let i = self.entity_attr(name, *span)?;
                base.push((i, self.constant(value, self.entity_attrs[i].ty)?));
            }
        }
        let mut combos = vec![base];
        if let Some(fe) = item.get("for_each") {
            for (name, span, values) in object(fe, &[])? {
                let i = self.entity_attr(name, *span)?;
                let values = array(values)?
                    .iter()
                    .map(|x| self.constant(x, self.entity_attrs[i].ty))
                    .collect::<R<Vec<_>>>()?;
                // Every combination is an entity: refused before it multiplies past the most
                // positions a spec could hold (several `for_each` lists multiply).
                if combos.len().saturating_mul(values.len()) > MAX_SETUP_ENTITIES {
                    return Err(item.error(format!(
                        "this setup item's `for_each` makes more than {MAX_SETUP_ENTITIES} entities"
                    )));
                }
                combos = combos
                    .iter()
                    .flat_map(|c| values.iter().map(move |&x| [c.clone(), vec![(i, x)]].concat()))
                    .collect();
            }
        }
        for attrs in combos {
            for _ in 0..count {
                let zn = &self.zones[zone];
                let fill = &mut self.zone_fill[zone][instance];
                if *fill >= zn.capacity {
                    return Err(item.error(format!(
                        "zone `{}` holds at most {} entities",
                        zn.name, zn.capacity
                    )));
                }
                let pos = zn.first + instance * zn.capacity + *fill;
                *fill += 1;
                self.setup.push(Placement {
                    kind,
                    owner,
                    positions: vec![pos],
                    attrs: attrs.clone(),
                });
            }
        }
        Ok(())
    }

    fn entity_attr(&self, name: &str, span: Span) -> R<usize> {
        self.entity_attrs
            .iter()
            .position(|x| x.name == name)
            .ok_or_else(|| Diagnostic::error(format!("undefined attribute `{name}`"), Some(span)))
    }

    fn zone(&self, v: &Value) -> R<usize> {
        let name = string(v)?;
        self.zones.iter().position(|z| z.name == name).ok_or_else(|| {
            v.error(format!("undefined zone `{name}`")).with_note(format!(
                "the zones are: {}",
                self.zones.iter().map(|z| z.name.as_str()).collect::<Vec<_>>().join(", ")
            ))
        })
    }

    fn end_conditions(&mut self, v: &Value) -> R<()> {
        for item in array(v)? {
            object(item, &["condition", "winner", "loser", "draw"])?;
            let condition =
                self.expect(&parse_expr(required(item, "condition")?)?, Ty::Bool, NO_SCOPE)?;
            let result = match (item.get("winner"), item.get("loser"), item.get("draw")) {
                (Some(w), None, None) => {
                    Outcome::Winner(self.expect(&parse_expr(w)?, Ty::Player, NO_SCOPE)?)
                }
                (None, Some(l), None) => {
                    Outcome::Loser(self.expect(&parse_expr(l)?, Ty::Player, NO_SCOPE)?)
                }
                (None, None, Some(d)) if boolean(d)? => Outcome::Draw,
                _ => {
                    return Err(item
                        .error("an end condition needs exactly one result")
                        .with_label("expected one of \"winner\", \"loser\", \"draw\": true"))
                }
            };
            self.end.push(EndCondition { condition, result });
        }
        Ok(())
    }

    fn finish(self, name: String) -> R<Game> {
        let board = self.board.expect("topology lowered");
        let current_player = self
            .vars
            .iter()
            .position(|v| v.name == "current_player")
            .expect("checked in state_schema");
        let turn_direction = self.vars.iter().position(|v| v.name == "turn_direction");
        let rules = StateRules {
            width: self.width,
            height: self.height,
            kinds: self.kinds,
            entity_attrs: self.entity_attrs,
            player_attrs: self.player_attrs,
            vars: self.vars,
            current_player,
            turn_direction,
            actions: self.actions,
            phases: self.phases,
            setup: self.setup,
            setup_effects: self.setup_effects,
            end: self.end,
            zones: self.zones,
            seed: self.seed,
            chance: self.draws.get(),
        };
        Ok(state_driven_game(name, &self.roles, board, rules))
    }

    // --- Names -------------------------------------------------------------------------------

    fn role(&self, v: &Value) -> R<u8> {
        let name = string(v)?;
        self.roles.iter().position(|r| r == name).map(|i| i as u8 + 1).ok_or_else(|| {
            v.error(format!("undefined role `{name}`"))
                .with_note(format!("the roles are: {}", self.roles.join(", ")))
        })
    }

    fn kind(&self, v: &Value) -> R<usize> {
        let name = string(v)?;
        self.kinds.iter().position(|k| k == name).ok_or_else(|| {
            v.error(format!("undefined entity type `{name}`"))
                .with_note(format!("the entity types are: {}", self.kinds.join(", ")))
        })
    }

    /// `"e2"` (file letter, rank from 1) or `[x, y]`.
    fn position(&self, v: &Value) -> R<usize> {
        let (x, y) = match &v.kind {
            Kind::Str(s) => {
                let mut chars = s.chars();
                let file =
                    chars.next().filter(|c| c.is_ascii_lowercase()).map(|c| c as i64 - 'a' as i64);
                let rank = chars.as_str().parse::<i64>().ok().map(|r| r - 1);
                match (file, rank) {
                    (Some(x), Some(y)) => (x, y),
                    _ => {
                        return Err(v
                            .error(format!("`{s}` is not a coordinate"))
                            .with_label("expected a coordinate like \"e2\" or [x, y]"))
                    }
                }
            }
            Kind::Array(xy) if xy.len() == 2 => (int(&xy[0])?, int(&xy[1])?),
            _ => {
                return Err(v
                    .error(format!(
                        "type mismatch: a position is expected, found {}",
                        v.type_name()
                    ))
                    .with_label("expected \"e2\" or [x, y]"))
            }
        };
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return Err(v.error(format!(
                "position ({x}, {y}) is off the {}x{} board",
                self.width, self.height
            )));
        }
        Ok(y as usize * self.width + x as usize)
    }

    /// A constant of a type: a JSON number or boolean, an entity type's or role's name, `null`,
    /// or an expression string evaluated now (`"player('White')"`).
    fn constant(&self, v: &Value, ty: Ty) -> R<i64> {
        match (&v.kind, ty) {
            (Kind::Number(_), Ty::Int) => int(v),
            (Kind::Bool(b), Ty::Bool) => Ok(*b as i64),
            (Kind::Null, t) if t.nullable() => Ok(NULL),
            (Kind::Str(s), Ty::Kind) if self.kinds.contains(s) => Ok(self.kind(v)? as i64),
            (Kind::Str(s), Ty::Player) if self.roles.contains(s) => Ok(self.role(v)? as i64),
            (Kind::Str(s), Ty::Pos) if self.position(v).is_ok() => Ok(self.position(v)? as i64),
            (Kind::Str(_), _) => {
                let e = self.expect(&parse_expr(v)?, ty, NO_SCOPE)?;
                self.const_eval(&e, None, v)
            }
            _ => Err(v.error(format!(
                "type mismatch: expected a {} value, found {}",
                ty.name(),
                v.type_name()
            ))),
        }
    }

    /// Evaluates an expression that needs no state (initial values, setup filters).
    fn const_eval(&self, e: &Expr, pos: Option<usize>, at: &Value) -> R<i64> {
        let w = self.width as i64;
        let ev = |x: &Expr| self.const_eval(x, pos, at);
        Ok(match e {
            Expr::Const(c) => *c,
            Expr::Bound(Binding::Target) if pos.is_some() => pos.unwrap_or(0) as i64,
            Expr::Call(f, args) => {
                let a = args.iter().map(ev).collect::<R<Vec<i64>>>()?;
                match f {
                    Func::X => a[0].rem_euclid(w),
                    Func::Y => a[0].div_euclid(w),
                    Func::Pos => {
                        if (0..w).contains(&a[0]) && (0..self.height as i64).contains(&a[1]) { a[1] * w + a[0] } else { NULL }
                    }
                    _ => match f.pure(&a) {
                        Some(v) => v,
                        None => return Err(at.error(format!("`{}` cannot be evaluated before the game starts", functions::name(*f)))),
                    },
                }
            }
            _ => return Err(at.error("this expression depends on the game state and cannot be evaluated before the game starts")),
        })
    }

    // --- Expressions -------------------------------------------------------------------------

    /// Lowers an expression and checks it has type `want` (a `null` or a name in quotes takes
    /// the type wanted).
    fn expect(&self, syn: &Syn, want: Ty, scope: Scope<'_>) -> R<Expr> {
        match &syn.kind {
            SynKind::Name(n) if n == "null" => {
                if want.nullable() {
                    return Ok(Expr::Const(NULL));
                }
                return Err(type_error(syn, want, "null"));
            }
            SynKind::Str(s) => {
                return match want {
                    Ty::Kind => self
                        .kinds
                        .iter()
                        .position(|k| k == s)
                        .map(|k| Expr::Const(k as i64))
                        .ok_or_else(|| {
                            Diagnostic::error(
                                format!("undefined entity type `{s}`"),
                                Some(syn.span),
                            )
                            .with_note(format!("the entity types are: {}", self.kinds.join(", ")))
                        }),
                    Ty::Player => self
                        .roles
                        .iter()
                        .position(|r| r == s)
                        .map(|r| Expr::Const(r as i64 + 1))
                        .ok_or_else(|| {
                            Diagnostic::error(format!("undefined role `{s}`"), Some(syn.span))
                                .with_note(format!("the roles are: {}", self.roles.join(", ")))
                        }),
                    Ty::Zone => self
                        .zones
                        .iter()
                        .position(|z| z.name == *s)
                        .map(|z| Expr::Const(z as i64))
                        .ok_or_else(|| {
                            Diagnostic::error(format!("undefined zone `{s}`"), Some(syn.span))
                                .with_note(format!(
                                    "the zones are: {}",
                                    self.zones
                                        .iter()
                                        .map(|z| z.name.as_str())
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                ))
                        }),
                    _ => Err(type_error(syn, want, "a string")),
                };
            }
            _ => {}
        }
        let (e, ty) = self.expr(syn, scope)?;
        if ty != want {
            return Err(type_error(syn, want, ty.name()));
        }
        Ok(e)
    }

    fn expr(&self, syn: &Syn, scope: Scope<'_>) -> R<(Expr, Ty)> {
        let undefined = |what: &str, name: &str| {
            Diagnostic::error(format!("undefined {what} `{name}`"), Some(syn.span))
        };
        match &syn.kind {
            SynKind::Num(n) => Ok((Expr::Const(*n), Ty::Int)),
            SynKind::Str(s) => Err(Diagnostic::error(format!("cannot tell the type of '{s}' here"), Some(syn.span))
                .with_label("a name in quotes needs a context: compare it with an entity type or player, or use player('Name')")),
            SynKind::Name(n) => match n.as_str() {
                "true" => Ok((Expr::Const(1), Ty::Bool)),
                "false" => Ok((Expr::Const(0), Ty::Bool)),
                "null" => Err(Diagnostic::error("cannot tell the type of `null` here", Some(syn.span))),
                "start" if scope.action => Ok((Expr::Bound(Binding::Start), Ty::Pos)),
                "target" if scope.action => Ok((Expr::Bound(Binding::Target), Ty::Pos)),
                "entity" if scope.action => Ok((Expr::Bound(Binding::Entity), Ty::Entity)),
                "pos" if scope.pos => Ok((Expr::Bound(Binding::Target), Ty::Pos)),
                _ => match scope.params.iter().position(|p| p.name == *n) {
                    Some(i) => Ok((Expr::Param(i), scope.params[i].ty)),
                    None => Err(undefined("variable", n).with_label(if scope.action {
                        "expected start, target, entity, a parameter, true, false, null or state.NAME"
                    } else {
                        "start, target and entity are bound only in actions; expected true, false, null or state.NAME"
                    })),
                },
            },
            SynKind::Field(base, field) => {
                if matches!(&base.kind, SynKind::Name(n) if n == "state") {
                    return match self.vars.iter().position(|v| v.name == *field) {
                        Some(i) => Ok((Expr::Var(i), self.vars[i].ty)),
                        None => Err(undefined("state variable", field)
                            .with_note(format!("the state variables are: {}", self.vars.iter().map(|v| v.name.as_str()).collect::<Vec<_>>().join(", ")))),
                    };
                }
                let (b, ty) = self.expr(base, scope)?;
                self.field(syn, b, ty, field)
            }
            SynKind::Index(base, index) => {
                if !matches!(&base.kind, SynKind::Name(n) if n == "board") {
                    return Err(Diagnostic::error("only `board[position]` can be indexed", Some(base.span)));
                }
                let i = self.expect(index, Ty::Pos, scope)?;
                Ok((Expr::At(Box::new(i)), Ty::Entity))
            }
            SynKind::Call(name, args) => self.call(syn, name, args, scope),
        }
    }

    fn field(&self, syn: &Syn, base: Expr, ty: Ty, field: &str) -> R<(Expr, Ty)> {
        let b = Box::new(base);
        match (ty, field) {
            (Ty::Pos, "x") => Ok((Expr::Call(Func::X, vec![*b]), Ty::Int)),
            (Ty::Pos, "y") => Ok((Expr::Call(Func::Y, vec![*b]), Ty::Int)),
            (Ty::Entity, "type") => Ok((Expr::EntityKind(b), Ty::Kind)),
            (Ty::Entity, "owner") => Ok((Expr::EntityOwner(b), Ty::Player)),
            (Ty::Entity, _) => match self.entity_attrs.iter().position(|a| a.name == field) {
                Some(i) => Ok((Expr::EntityAttr(b, i), self.entity_attrs[i].ty)),
                None => Err(Diagnostic::error(format!("undefined attribute `{field}` of an entity"), Some(syn.span)).with_note(format!(
                    "entities have: type, owner{}",
                    self.entity_attrs.iter().map(|a| format!(", {}", a.name)).collect::<String>()
                ))),
            },
            (Ty::Player, _) => match self.player_attrs.iter().position(|a| a.name == field) {
                Some(i) => Ok((Expr::PlayerAttr(b, i), self.player_attrs[i].ty)),
                None => Err(Diagnostic::error(format!("undefined attribute `{field}` of a player"), Some(syn.span))
                    .with_note(format!("players have: {}", self.player_attrs.iter().map(|a| a.name.as_str()).collect::<Vec<_>>().join(", ")))),
            },
            _ => Err(Diagnostic::error(format!("type mismatch: a {} has no attribute `{field}`", ty.name()), Some(syn.span))
                .with_label("positions have x and y; entities type, owner and their attributes; players their attributes")),
        }
    }

    fn call(&self, syn: &Syn, name: &str, args: &[Syn], scope: Scope<'_>) -> R<(Expr, Ty)> {
        match name {
            "player" => {
                arity(syn, name, args, 1)?;
                return Ok((self.expect(&args[0], Ty::Player, scope)?, Ty::Player));
            }
            "after" => {
                if args.len() < 2 {
                    return Err(arity_error(
                        syn,
                        name,
                        "at least 2 (effects..., condition)",
                        args.len(),
                    ));
                }
                let effects = args[..args.len() - 1]
                    .iter()
                    .map(|a| self.effect(a, Scope { effect: false, ..scope }))
                    .collect::<R<Vec<_>>>()?;
                let cond = self.expect(&args[args.len() - 1], Ty::Bool, scope)?;
                return Ok((Expr::After(effects, Box::new(cond)), Ty::Bool));
            }
            _ => {}
        }
        let Some(f) = functions::find(name) else {
            let known = if functions::EFFECTS.contains(&name) {
                format!("`{name}` is an effect, not an expression")
            } else {
                format!("unknown function `{name}`")
            };
            return Err(Diagnostic::error(known, Some(syn.span)).with_note(format!(
                "the functions are: player, after, {}",
                functions::TABLE.iter().map(|f| f.name).collect::<Vec<_>>().join(", ")
            )));
        };
        if f.func == Func::RandomInt {
            if !scope.effect {
                return Err(Diagnostic::error(
                    "`random_int` draws from the random source and may be used in effects only",
                    Some(syn.span),
                ));
            }
            self.draws.set(true);
        }
        match f.sig {
            Sig::Fixed(tys, ret) => {
                arity(syn, name, args, tys.len())?;
                let a = args
                    .iter()
                    .zip(tys)
                    .map(|(a, t)| self.expect(a, *t, scope))
                    .collect::<R<Vec<_>>>()?;
                Ok((Expr::Call(f.func, a), ret))
            }
            Sig::Variadic(t) => {
                if args.len() < 2 {
                    return Err(arity_error(syn, name, "at least 2", args.len()));
                }
                let a = args.iter().map(|a| self.expect(a, t, scope)).collect::<R<Vec<_>>>()?;
                Ok((Expr::Call(f.func, a), t))
            }
            Sig::Equality => {
                arity(syn, name, args, 2)?;
                // The typed side decides what `null` or a quoted name means on the other.
                let untyped = |s: &Syn| {
                    matches!(&s.kind, SynKind::Str(_))
                        || matches!(&s.kind, SynKind::Name(n) if n == "null")
                };
                let (first, second) =
                    if untyped(&args[0]) { (&args[1], &args[0]) } else { (&args[0], &args[1]) };
                let (a, ty) = self.expr(first, scope)?;
                let b = self.expect(second, ty, scope)?;
                Ok((Expr::Call(f.func, vec![a, b]), Ty::Bool))
            }
            Sig::Conditional => {
                arity(syn, name, args, 3)?;
                let c = self.expect(&args[0], Ty::Bool, scope)?;
                let (a, ty) = self.expr(&args[1], scope)?;
                let b = self.expect(&args[2], ty, scope)?;
                Ok((Expr::Call(f.func, vec![c, a, b]), ty))
            }
        }
    }

    // --- Effects -----------------------------------------------------------------------------

    fn effects(&self, v: &Value, scope: Scope<'_>) -> R<Vec<Effect>> {
        array(v)?.iter().map(|e| self.effect(&parse_expr(e)?, scope)).collect()
    }

    fn effect(&self, syn: &Syn, scope: Scope<'_>) -> R<Effect> {
        let SynKind::Call(name, args) = &syn.kind else {
            return Err(Diagnostic::error("expected an effect", Some(syn.span))
                .with_label(format!("expected one of: {}", functions::EFFECTS.join(", "))));
        };
        match name.as_str() {
            "set" => {
                arity(syn, name, args, 2)?;
                let place = &args[0];
                let (p, ty) = match &place.kind {
                    SynKind::Index(..) => {
                        let (Expr::At(pos), _) = self.expr(place, scope)? else { unreachable!("board index lowers to At") };
                        (Place::Board(*pos), Ty::Entity)
                    }
                    SynKind::Field(..) => match self.expr(place, scope)? {
                        (Expr::Var(i), ty) => (Place::Var(i), ty),
                        (Expr::EntityKind(e), ty) => (Place::EntityKind(*e), ty),
                        (Expr::EntityOwner(e), ty) => (Place::EntityOwner(*e), ty),
                        (Expr::EntityAttr(e, i), ty) => (Place::EntityAttr(*e, i), ty),
                        (Expr::PlayerAttr(e, i), ty) if self.player_attrs[i].mutable => (Place::PlayerAttr(*e, i), ty),
                        (Expr::PlayerAttr(_, i), _) => {
                            return Err(Diagnostic::error(format!("`{}` is a constant role attribute and cannot be set", self.player_attrs[i].name), Some(place.span))
                                .with_label("declare it in state_schema with \"per_player\": true to make it a variable"))
                        }
                        _ => return Err(Diagnostic::error("`set` cannot write here", Some(place.span)).with_label("expected state.NAME, ENTITY.ATTRIBUTE, PLAYER.ATTRIBUTE or board[POSITION]")),
                    },
                    _ => return Err(Diagnostic::error("`set` cannot write here", Some(place.span)).with_label("expected state.NAME, ENTITY.ATTRIBUTE, PLAYER.ATTRIBUTE or board[POSITION]")),
                };
                let value = self.expect(&args[1], ty, scope)?;
                Ok(Effect::Set(p, value))
            }
            "if" => {
                if !(2..=3).contains(&args.len()) {
                    return Err(arity_error(syn, name, "2 or 3", args.len()));
                }
                let c = self.expect(&args[0], Ty::Bool, scope)?;
                let then = vec![self.effect(&args[1], scope)?];
                let otherwise =
                    args.get(2).map(|e| self.effect(e, scope)).transpose()?.into_iter().collect();
                Ok(Effect::If(c, then, otherwise))
            }
            "do" => {
                let all = args.iter().map(|a| self.effect(a, scope)).collect::<R<Vec<_>>>()?;
                Ok(Effect::If(Expr::Const(1), all, Vec::new()))
            }
            "remove_entity" => {
                arity(syn, name, args, 1)?;
                Ok(Effect::Remove(self.expect(&args[0], Ty::Entity, scope)?))
            }
            "create_entity" => {
                arity(syn, name, args, 3)?;
                Ok(Effect::Create {
                    kind: self.expect(&args[0], Ty::Kind, scope)?,
                    owner: self.expect(&args[1], Ty::Player, scope)?,
                    at: self.expect(&args[2], Ty::Pos, scope)?,
                })
            }
            "end_chain" => {
                arity(syn, name, args, 0)?;
                Ok(Effect::EndChain)
            }
            "move_to_zone" => {
                arity(syn, name, args, 3)?;
                let entity = self.expect(&args[0], Ty::Entity, scope)?;
                let zone = self.zone_const(&args[1], scope)?;
                let owner = self.expect(&args[2], Ty::Player, scope)?;
                Ok(Effect::MoveToZone { entity, zone, owner })
            }
            "shuffle" => {
                arity(syn, name, args, 2)?;
                let zone = self.zone_const(&args[0], scope)?;
                self.draws.set(true);
                Ok(Effect::Shuffle { zone, owner: self.expect(&args[1], Ty::Player, scope)? })
            }
            "repeat" => {
                arity(syn, name, args, 2)?;
                Ok(Effect::Repeat(
                    self.expect(&args[0], Ty::Int, scope)?,
                    vec![self.effect(&args[1], scope)?],
                ))
            }
            _ => {
                let msg = if functions::find(name).is_some() {
                    format!("`{name}` is an expression, not an effect")
                } else {
                    format!("unknown effect `{name}`")
                };
                Err(Diagnostic::error(msg, Some(syn.span))
                    .with_note(format!("the effects are: {}", functions::EFFECTS.join(", "))))
            }
        }
    }
}

impl Lowering {
    /// A zone named in quotes.
    fn zone_const(&self, syn: &Syn, scope: Scope<'_>) -> R<usize> {
        match self.expect(syn, Ty::Zone, scope)? {
            Expr::Const(z) => Ok(z as usize),
            _ => unreachable!("zone literals lower to constants"),
        }
    }
}

/// Whether an expression uses one of the names (`start`, `entity`: the action has a start;
/// `target`: a target).
fn mentions(syn: &Syn, names: &[&str]) -> bool {
    match &syn.kind {
        SynKind::Name(n) => names.contains(&n.as_str()),
        SynKind::Num(_) | SynKind::Str(_) => false,
        SynKind::Call(_, args) => args.iter().any(|a| mentions(a, names)),
        SynKind::Field(b, _) => mentions(b, names),
        SynKind::Index(b, i) => mentions(b, names) || mentions(i, names),
    }
}

fn seed_of(v: &Value) -> R<u32> {
    let n = int(v)?;
    u32::try_from(n).map_err(|_| v.error(format!("seed {n} is outside 0..=4294967295")))
}

fn type_error(syn: &Syn, want: Ty, found: &str) -> Diagnostic {
    Diagnostic::error(
        format!("type mismatch: expected {}, found {found}", want.name()),
        Some(syn.span),
    )
    .with_label(format!("expected {}", want.name()))
}

fn arity(syn: &Syn, name: &str, args: &[Syn], n: usize) -> R<()> {
    if args.len() != n {
        return Err(arity_error(syn, name, &n.to_string(), args.len()));
    }
    Ok(())
}

fn arity_error(syn: &Syn, name: &str, expected: &str, found: usize) -> Diagnostic {
    Diagnostic::error(
        format!("wrong number of arguments: `{name}` takes {expected}, given {found}"),
        Some(syn.span),
    )
}

// --- JSON shapes ---------------------------------------------------------------------------

/// The members of an object; when `allowed` is not empty, any other member is an error.
fn object<'v>(v: &'v Value, allowed: &[&str]) -> R<&'v [(String, Span, Value)]> {
    let Kind::Object(members) = &v.kind else {
        return Err(v.error(format!("type mismatch: expected an object, found {}", v.type_name())));
    };
    if !allowed.is_empty() {
        if let Some((k, span, _)) = members.iter().find(|(k, _, _)| !allowed.contains(&k.as_str()))
        {
            return Err(Diagnostic::error(
                format!("unknown member `{k}` (at `{}`)", v.path),
                Some(*span),
            )
            .with_note(format!("expected one of: {}", allowed.join(", "))));
        }
    }
    Ok(members)
}

fn required<'v>(v: &'v Value, key: &str) -> R<&'v Value> {
    v.get(key).ok_or_else(|| {
        let path = if v.path.is_empty() { "the spec".to_string() } else { format!("`{}`", v.path) };
        Diagnostic::error(
            format!("{path} has no `{key}`"),
            Some(Span { end: v.span.start + 1, ..v.span }),
        )
        .with_label(format!("expected a `{key}` member"))
    })
}

fn array(v: &Value) -> R<&[Value]> {
    match &v.kind {
        Kind::Array(items) => Ok(items),
        _ => Err(v.error(format!("type mismatch: expected an array, found {}", v.type_name()))),
    }
}

fn string(v: &Value) -> R<&str> {
    match &v.kind {
        Kind::Str(s) => Ok(s),
        _ => Err(v.error(format!("type mismatch: expected a string, found {}", v.type_name()))),
    }
}

fn boolean(v: &Value) -> R<bool> {
    match v.kind {
        Kind::Bool(b) => Ok(b),
        _ => {
            Err(v.error(format!("type mismatch: expected true or false, found {}", v.type_name())))
        }
    }
}

fn int(v: &Value) -> R<i64> {
    match v.kind {
        Kind::Number(n) if n.fract() == 0.0 && n.abs() < 1e15 => Ok(n as i64),
        _ => Err(v.error(format!("type mismatch: expected an integer, found {}", v.type_name()))),
    }
}

fn type_of(v: &Value) -> R<Ty> {
    Ok(match string(v)? {
        "int" => Ty::Int,
        "bool" => Ty::Bool,
        "player_ref" => Ty::Player,
        "position" => Ty::Pos,
        "entity_ref" => Ty::Entity,
        "entity_type" => Ty::Kind,
        other => {
            return Err(v
                .error(format!("unknown type `{other}`"))
                .with_label("expected int, bool, player_ref, position, entity_ref or entity_type"))
        }
    })
}

/// Parses the expression in a JSON string, with spans inside the file when the string has
/// no escapes.
fn parse_expr(v: &Value) -> R<Syn> {
    let text = string(v)?;
    let inner = Span { start: v.span.start + 1, end: v.span.end.saturating_sub(1), ..v.span };
    let exact = (inner.end - inner.start) as usize == text.len();
    expr::parse(text, if exact { inner } else { v.span }, exact)
}

/// The Game IR of state-driven rules on a board of one container (the JSON and card front
/// ends): no ludemes, everything in `state_rules`.
pub(crate) fn state_driven_game(
    name: String,
    roles: &[String],
    board: Board,
    rules: StateRules,
) -> Game {
    let num_sites = board.num_sites();
    Game {
        name,
        players: roles.iter().map(|r| Player { name: r.clone(), facing: None }).collect(),
        board,
        containers: vec![Container {
            name: "Board".into(),
            kind: ContainerKind::Board,
            first_site: 0,
            num_sites,
        }],
        components: Vec::new(),
        regions: Vec::new(),
        tracks: Vec::new(),
        vars: Vec::new(),
        memories: Vec::new(),
        sequence_capture: None,
        visited: None,
        votes: Vec::new(),
        cycle_detection: false,
        no_repeat: false,
        step_relation: DirSet::Adjacent,
        // No dice, so Ludii's rule would hold; state-driven rules end their games themselves.
        all_pass_draws: true,
        counts_pieces: false,
        on_track_indices: false,
        teams: Vec::new(),
        hidden_flags: false,
        start_hidden: Vec::new(),
        counter: None,
        stacking: false,
        max_levels: 1,
        start: Vec::new(),
        phases: Vec::new(),
        end: Vec::new(),
        swap_rule: false,
        events: Vec::new(),
        uses_scores: false,
        uses_piece_state: false,
        uses_piece_value: false,
        state_rules: Some(Box::new(rules)),
        puzzle: None,
        dice: None,
    }
}
