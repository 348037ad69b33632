//! Evaluation of expressions (sites, integers, regions, conditions) in a state.

use super::state::{Read, View, D, G, P, V};
use super::Interpreter;
use crate::game_ir::board::{Dir, DirSet, RelDir, StdRegion};
use crate::game_ir::{
    BoolExpr, Connects, Dirs, Fold, IntExpr, LineQuery, MapKey, Occupied, Owners, PieceExpr,
    PieceField, PlayerRef, RegionExpr, Results, SiteExpr, StepWalk, TeamRef, INFINITY,
};

/// Sentinel for "no site" (Ludii's UNDEFINED / OFF).
pub const NONE: i32 = -1;

/// The variables a rule is evaluated with.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    pub mover: u8,
    pub site: i32,
    pub from: i32,
    pub to: i32,
    pub between: i32,
    /// Ludii's `(level)`: the level of the piece `(forEach Piece)` is at (0 outside one).
    pub level: i32,
    /// The die `(forEach Die ..)` is generating moves for (`NONE` outside one), which
    /// `IntExpr::CurrentDie` reads.
    pub die: i32,
}

impl Ctx {
    pub fn new(mover: u8) -> Ctx {
        Ctx { mover, site: NONE, from: NONE, to: NONE, between: NONE, level: 0, die: NONE }
    }
}

thread_local! {
    /// Set while an `is Threatened` query runs: nested ones are false (IsThreatened.java's
    /// `autoFail`, a thread-local there too), which also ends the recursion through the enemy's
    /// own `do ... ifAfterwards:(not (is Threatened ...))`.
    static IN_THREAT_TEST: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Set while `(no Moves Next)` asks the next player's moves: nested ones are false
    /// (NoMoves.java's `autoFail`), which ends the recursion through that player's own
    /// `do ... ifAfterwards:(not (no Moves Next))`.
    static IN_NO_MOVES_TEST: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

impl Interpreter {
    pub(crate) fn player(&self, s: &View<'_>, ctx: &Ctx, p: PlayerRef) -> u8 {
        let n = self.game.num_players() as u8;
        match p {
            PlayerRef::Mover => ctx.mover,
            // The player after the mover, or the mover again after `moveAgain`.
            PlayerRef::Next => s.get(G::Next) as u8,
            PlayerRef::Prev => s.get(G::Prev) as u8,
            PlayerRef::Id(i) => i,
            PlayerRef::All => n + 1,
        }
    }

    /// The number of a team (`TeamMover`: the mover's).
    pub(crate) fn team(&self, s: &View<'_>, ctx: &Ctx, t: TeamRef) -> i64 {
        match t {
            TeamRef::Id(k) => k as i64,
            TeamRef::Of(p) => self.game.team_of(self.player(s, ctx, p) as i64),
        }
    }

    /// The slot of a player's variable in a block of per-player variables, for a player.
    pub(crate) fn player_var(
        &self,
        ctx: &Ctx,
        s: &View<'_>,
        first: usize,
        who: PlayerRef,
    ) -> Option<usize> {
        let p = self.player(s, ctx, who) as usize;
        (1..=self.game.num_players()).contains(&p).then(|| first + p - 1)
    }

    pub(crate) fn site(&self, s: &View<'_>, ctx: &Ctx, e: &SiteExpr) -> i32 {
        match e {
            SiteExpr::Site => ctx.site,
            SiteExpr::From => ctx.from,
            SiteExpr::To => ctx.to,
            SiteExpr::Between => ctx.between,
            SiteExpr::LastFrom => s.get(G::LastFrom),
            SiteExpr::LastTo => s.get(G::LastTo),
            SiteExpr::LastToAfterConsequences => s.get(G::LastToAfter),
            SiteExpr::Const(c) => *c as i32,
            SiteExpr::TrackFirst { track, from, cond } => {
                let sites = &self.game.tracks[*track].sites;
                let start = match from {
                    None => Some(0),
                    Some(f) => {
                        let f = self.site(s, ctx, f);
                        sites.iter().position(|&x| x as i32 == f)
                    }
                };
                let Some(start) = start else { return NONE };
                (0..sites.len())
                    .map(|k| sites[(start + k) % sites.len()])
                    .find(|&x| self.cond(s, &Ctx { to: x as i32, ..*ctx }, cond))
                    .map_or(NONE, |x| x as i32)
            }
            SiteExpr::TrackMove { track, player, from, steps } => {
                let t = &self.game.tracks[*track];
                let from = self.site(s, ctx, from);
                let start = if self.game.on_track_indices && !t.looped {
                    if from < 0 {
                        return NONE;
                    }
                    self.on_track_element(s, *track, *player, from as usize)
                } else {
                    t.sites.iter().position(|&x| x as i32 == from)
                };
                t.advance(start, self.int(s, ctx, steps)) as i32
            }
            SiteExpr::Int(v) => {
                let v = self.int(s, ctx, v);
                if (0..self.game.num_sites() as i64).contains(&v) {
                    v as i32
                } else {
                    NONE
                }
            }
            SiteExpr::Pips => {
                let pips = self.int(s, ctx, &IntExpr::Pips);
                if (0..self.game.num_sites() as i64).contains(&pips) {
                    pips as i32
                } else {
                    NONE
                }
            }
            SiteExpr::HandSite(p) => {
                let p = self.player(s, ctx, *p);
                self.hand_of(p).map_or(NONE, |c| self.game.containers[c].first_site as i32)
            }
            SiteExpr::MapEntry { entries, key } => {
                let k = match key {
                    MapKey::Player(p) => self.player(s, ctx, *p) as i64,
                    MapKey::Site(x) => self.site(s, ctx, x) as i64,
                };
                entries.iter().find(|(e, _)| *e == k).map_or(k, |&(_, v)| v) as i32
            }
            SiteExpr::If(c, a, b) => self.site(s, ctx, if self.cond(s, ctx, c) { a } else { b }),
            SiteExpr::Where(what) => self.where_site(s, self.int(s, ctx, what)),
            SiteExpr::RegionSite { region, index } => {
                let mut sites = self.region(s, ctx, region);
                sites.sort_unstable();
                sites.dedup();
                let i = usize::try_from(self.int(s, ctx, index)).ok();
                i.and_then(|i| sites.get(i)).map_or(NONE, |&x| x as i32)
            }
            SiteExpr::Ahead { site, dirs, steps } => {
                let from = self.site(s, ctx, site);
                if from < 0 || from as usize >= self.game.board.num_sites() {
                    return from;
                }
                let dir = match dirs {
                    Dirs::Relative(rels, _)
                        if matches!(
                            rels.first(),
                            Some(RelDir::SameDirection | RelDir::OppositeDirection)
                        ) =>
                    {
                        // Ahead.java: the direction of the context's (from) -> (to), the last
                        // move's where unbound; reversed for OppositeDirection.
                        let f = if ctx.from == NONE { s.get(G::LastFrom) } else { ctx.from };
                        let t = if ctx.to == NONE { s.get(G::LastTo) } else { ctx.to };
                        let (a, b) = if rels[0] == RelDir::SameDirection { (f, t) } else { (t, f) };
                        let n = self.game.board.num_sites() as i32;
                        if a < 0 || a >= n || b < 0 || b >= n {
                            return from;
                        }
                        self.game.board.dir_toward(a as usize, b as usize)
                    }
                    _ => self.directions(s, from as usize, dirs).first().copied(),
                };
                let Some(dir) = dir else {
                    return from;
                };
                self.game.board.ray(from as usize, dir).get(steps - 1).map_or(from, |&t| t as i32)
            }
        }
    }

    /// Index of the container that is player `p`'s hand.
    pub(crate) fn hand_of(&self, p: u8) -> Option<usize> {
        use crate::game_ir::ContainerKind;
        self.game.containers.iter().position(|c| c.kind == ContainerKind::Hand { owner: p })
    }

    pub(crate) fn int(&self, s: &View<'_>, ctx: &Ctx, e: &IntExpr) -> i64 {
        let at = |site: &SiteExpr| self.site(s, ctx, site);
        match e {
            IntExpr::Const(c) => *c,
            IntExpr::Site(x) => at(x) as i64,
            IntExpr::Player(p) => self.player(s, ctx, *p) as i64,
            IntExpr::PieceId { base, owner } => {
                let owner = self.player(s, ctx, *owner);
                self.component_what(base, owner).map_or(0, |w| w as i64)
            }
            IntExpr::OwnedPiece { component, owner } => {
                let c = &self.game.components[*component];
                if self.player(s, ctx, *owner) == c.owner {
                    *component as i64 + 1
                } else {
                    -1
                }
            }
            IntExpr::What(x) => valid(at(x), |i| s.what(i) as i64),
            IntExpr::Who(x) => valid(at(x), |i| s.who(i) as i64),
            IntExpr::State(x) => valid(at(x), |i| s.piece_state(i) as i64),
            IntExpr::PieceValue(x) => valid(at(x), |i| s.piece_value(i) as i64),
            IntExpr::CountAt(x) => valid(at(x), |i| s.count(i) as i64),
            IntExpr::StackSize(x) => valid(at(x), |i| s.height(i) as i64),
            IntExpr::Level => ctx.level as i64,
            IntExpr::AtLevel { site, level, field } => {
                let Ok(i) = usize::try_from(at(site)) else { return 0 };
                let lv = match self.game.stacking {
                    true => self.int(s, ctx, level),
                    false => 0,
                };
                match usize::try_from(lv) {
                    Ok(lv) if lv < s.height(i) => match field {
                        PieceField::What => s.what_at(i, lv) as i64,
                        PieceField::Who => s.who_at(i, lv) as i64,
                        PieceField::State => s.state_at(i, lv) as i64,
                    },
                    // Without stacks an empty site keeps its state (see `Moves::SetState`).
                    _ if !self.game.stacking && *field == PieceField::State => {
                        s.piece_state(i) as i64
                    }
                    _ => 0,
                }
            }
            IntExpr::CountSites(r) => self.region(s, ctx, r).len() as i64,
            IntExpr::CountSteps { from, to, step: Some(walk) } => {
                // CountSteps.java along a step move: undefined origin or no site at all, 0;
                // no board site in the region, Infinity; the origin in it, 0.
                let n = self.game.board.num_sites();
                let origin = at(from);
                let sites: Vec<usize> = self.region(s, ctx, to);
                if origin < 0 || sites.is_empty() {
                    return 0;
                }
                let targets: Vec<usize> = sites.into_iter().filter(|&t| t < n).collect();
                if origin as usize >= n || targets.is_empty() {
                    return INFINITY;
                }
                if targets.contains(&(origin as usize)) {
                    return 0;
                }
                let mut found = INFINITY;
                self.walk_layers(s, ctx, origin as usize, walk, |k, layer| {
                    if layer.iter().any(|t| targets.contains(t)) {
                        found = k as i64;
                        return false;
                    }
                    true
                });
                found
            }
            IntExpr::CountSteps { from, to, step: None } => {
                let board = &self.game.board;
                let Some(f) = usize::try_from(at(from)).ok().filter(|&f| f < board.num_sites())
                else {
                    return 0;
                };
                let dist = board.step_distances(f, self.game.step_relation);
                self.region(s, ctx, to)
                    .into_iter()
                    .filter_map(|t| dist.get(t))
                    .min()
                    .map_or(0, |&d| d as i64)
            }
            IntExpr::Row(x) | IntExpr::Column(x) => {
                let site = at(x);
                match usize::try_from(site).ok().and_then(|i| self.game.board.sites.get(i)) {
                    Some(info) if matches!(e, IntExpr::Row(_)) => info.row as i64,
                    Some(info) => info.col as i64,
                    None => -1,
                }
            }
            IntExpr::CountLiberties { at, dirs } => match self.site(s, ctx, at) {
                at if at >= 0 => self.group_and_liberties(s, at as usize, *dirs).1,
                _ => 0,
            },
            IntExpr::SizeGroup { at, dirs } => match self.site(s, ctx, at) {
                at if at >= 0 => self.group_and_liberties(s, at as usize, *dirs).0,
                _ => 0,
            },
            IntExpr::Team(p) => self.game.team_of(self.int(s, ctx, p)),
            IntExpr::Score(who) => match self.player(s, ctx, *who) as usize {
                p if (1..=self.game.num_players()).contains(&p) => s.player(P::Score, p) as i64,
                _ => 0,
            },
            IntExpr::SizeTerritory { who, dirs } => {
                self.size_territory(s, self.player(s, ctx, *who), *dirs)
            }
            IntExpr::CountGroups { dirs, cond, min } => {
                self.count_groups(s, ctx, *dirs, cond, self.int(s, ctx, min))
            }
            IntExpr::CountPieces { of, within } => {
                let within = within.as_ref().map(|r| self.region(s, ctx, r));
                let end =
                    if of.board_only { self.game.board.num_sites() } else { self.game.num_sites() };
                (0..end)
                    .filter(|i| within.as_ref().is_none_or(|w| w.contains(i)))
                    .map(|i| self.pieces_of(s, ctx, of, i))
                    .sum()
            }
            IntExpr::CountMoves => s.get(G::NumMoves) as i64,
            IntExpr::CountTurns => s.get(G::Turns) as i64 + 1,
            IntExpr::MovesThisTurn => s.get(G::SamePlayerMoves) as i64,
            IntExpr::Phase(who) => match self.player(s, ctx, *who) as usize {
                p if (1..=self.game.num_players()).contains(&p) => s.player(P::Phase, p) as i64,
                _ => -1,
            },
            IntExpr::Add(a, b) => self.int(s, ctx, a) + self.int(s, ctx, b),
            IntExpr::Sub(a, b) => self.int(s, ctx, a) - self.int(s, ctx, b),
            IntExpr::Mul(a, b) => self.int(s, ctx, a) * self.int(s, ctx, b),
            IntExpr::Div(a, b) => self.int(s, ctx, a).checked_div(self.int(s, ctx, b)).unwrap_or(0),
            IntExpr::Mod(a, b) => self.int(s, ctx, a).checked_rem(self.int(s, ctx, b)).unwrap_or(0),
            IntExpr::If(c, a, b) => self.int(s, ctx, if self.cond(s, ctx, c) { a } else { b }),
            IntExpr::Var(i) => s.var(*i) as i64,
            IntExpr::PlayerVar { first, who } => match self.player_var(ctx, s, *first, *who) {
                Some(var) => s.var(var) as i64,
                None => -1,
            },
            IntExpr::DieValue(i) => s.die_value(*i) as i64,
            IntExpr::Fold(op, r) => {
                let values = self.results(s, ctx, r);
                match op {
                    Fold::Sum => values.iter().sum(),
                    Fold::Min => values.into_iter().min().unwrap_or(-1),
                    Fold::Max => values.into_iter().max().unwrap_or(-1),
                }
            }
            IntExpr::CurrentDie if ctx.die == NONE => -1,
            IntExpr::CurrentDie => s.die_value(ctx.die as usize) as i64,
            IntExpr::DieFace(i) => self
                .game
                .dice
                .as_ref()
                .map_or(-1, |d| d.pips[*i][s.piece_state(d.first_site + i) as usize]),
            IntExpr::Pips => self.game.dice.as_ref().map_or(0, |d| {
                (0..d.num).map(|i| d.pips[i][s.piece_state(d.first_site + i) as usize]).sum()
            }),
            IntExpr::PendingValue => {
                if s.get(G::PendingCount) == 1 {
                    s.get(G::PendingValue) as i64
                } else {
                    0
                }
            }
        }
    }

    /// The "what" value of the component with this base name owned by `owner`.
    pub(crate) fn component_what(&self, base: &str, owner: u8) -> Option<u8> {
        self.game
            .components
            .iter()
            .position(|c| c.base == base && c.owner == owner)
            .map(|i| i as u8 + 1)
    }

    pub(crate) fn piece(&self, s: &View<'_>, ctx: &Ctx, p: &PieceExpr) -> u8 {
        match p {
            PieceExpr::Component(c) => *c as u8 + 1,
            PieceExpr::Named { base, owner } => {
                let owner = self.player(s, ctx, *owner);
                self.component_what(base, owner).unwrap_or(0)
            }
            PieceExpr::What(e) => self.int(s, ctx, e) as u8,
        }
    }

    /// The values of a `(results ..)` array, in Ludii's order.
    fn results(&self, s: &View<'_>, ctx: &Ctx, r: &Results) -> Vec<i64> {
        let mut values = Vec::new();
        for from in self.region(s, ctx, &r.from) {
            let at = Ctx { from: from as i32, ..*ctx };
            for to in self.region(s, &at, &r.to) {
                values.push(self.int(s, &Ctx { to: to as i32, ..at }, &r.value));
            }
        }
        values
    }

    pub(crate) fn region(&self, s: &View<'_>, ctx: &Ctx, r: &RegionExpr) -> Vec<usize> {
        let board = self.game.board.num_sites();
        match r {
            // A listed site the game does not have (`(sites {24..26})` on 16 vertices, a fuzz
            // mutant) is in no region: it has no place in the state to move from or to.
            RegionExpr::Const(v) => {
                let all = self.game.num_sites();
                v.iter().copied().filter(|&site| site < all).collect()
            }
            RegionExpr::Empty => (0..board).filter(|&i| s.height(i) == 0).collect(),
            RegionExpr::Board => (0..board).collect(),
            RegionExpr::Hidden { aspect, to } => self.sites_hidden(s, ctx, *aspect, *to),
            RegionExpr::Owned(p, name) => {
                self.game.owned_sites(self.player(s, ctx, *p) as usize, name.as_deref())
            }
            RegionExpr::Hand(p) => {
                let p = self.player(s, ctx, *p);
                self.hand_of(p).map_or(Vec::new(), |c| {
                    let c = &self.game.containers[c];
                    (c.first_site..c.first_site + c.num_sites).collect()
                })
            }
            RegionExpr::State(v) => {
                let v = self.int(s, ctx, v);
                (0..board).filter(|&i| s.height(i) > 0 && s.piece_state(i) as i64 == v).collect()
            }
            RegionExpr::Named(i) => self.game.regions[*i].sites(),
            RegionExpr::Difference(a, b) => {
                let b = self.region(s, ctx, b);
                self.region(s, ctx, a).into_iter().filter(|x| !b.contains(x)).collect()
            }
            RegionExpr::Intersection(a, b) => {
                let b = self.region(s, ctx, b);
                self.region(s, ctx, a).into_iter().filter(|x| b.contains(x)).collect()
            }
            RegionExpr::Union(parts) => {
                let mut v: Vec<usize> = parts.iter().flat_map(|p| self.region(s, ctx, p)).collect();
                v.sort_unstable();
                v.dedup();
                v
            }
            RegionExpr::Filter(r, cond) => self
                .region(s, ctx, r)
                .into_iter()
                .filter(|&i| self.cond(s, &Ctx { site: i as i32, ..*ctx }, cond))
                .collect(),
            RegionExpr::Direction { from, dirs, included, stop, stop_included } => {
                let Ok(f) = usize::try_from(self.site(s, ctx, from)) else { return Vec::new() };
                if f >= board {
                    return Vec::new();
                }
                let stops = |t: u32| {
                    stop.as_ref().is_some_and(|c| self.cond(s, &Ctx { to: t as i32, ..*ctx }, c))
                };
                let mut v: Vec<usize> = Vec::new();
                for d in self.directions(s, f, dirs) {
                    for &t in self.game.board.ray(f, d) {
                        if stops(t) {
                            if *stop_included {
                                v.push(t as usize);
                            }
                            break;
                        }
                        v.push(t as usize);
                    }
                }
                if *included {
                    v.push(f);
                }
                v.sort_unstable();
                v.dedup();
                v
            }
            RegionExpr::Single(x) => {
                let i = self.site(s, ctx, x);
                if i >= 0 {
                    vec![i as usize]
                } else {
                    Vec::new()
                }
            }
            RegionExpr::Around { centre, dirs, distance, cond, include_self } => {
                let centres: Vec<usize> =
                    self.region(s, ctx, centre).into_iter().filter(|&c| c < board).collect();
                let mut v: Vec<usize> = Vec::new();
                for &c in &centres {
                    v.extend(
                        self.directions(s, c, dirs)
                            .into_iter()
                            .filter_map(|d| {
                                self.game.board.ray(c, d).get(distance - 1).map(|&t| t as usize)
                            })
                            .filter(|&t| {
                                cond.as_ref().is_none_or(|k| {
                                    self.cond(s, &Ctx { from: c as i32, to: t as i32, ..*ctx }, k)
                                })
                            }),
                    );
                }
                // SitesAround.java: the centres join the region, or leave it.
                v.retain(|t| !centres.contains(t));
                if *include_self {
                    v.extend(&centres);
                }
                v.sort_unstable();
                v.dedup();
                v
            }
            RegionExpr::Start(what) => {
                let w = self.int(s, ctx, what);
                usize::try_from(w)
                    .ok()
                    .and_then(|w| self.game.start_sites().get(w).cloned())
                    .unwrap_or_default()
            }
            RegionExpr::Occupied(o) => {
                let end = if o.board_only { board } else { self.game.num_sites() };
                (0..end).filter(|&i| self.occupied_by(s, ctx, o, i)).collect()
            }
            RegionExpr::If(c, a, b) => {
                self.region(s, ctx, if self.cond(s, ctx, c) { a } else { b })
            }
            RegionExpr::Remembered(m) => {
                (0..self.game.num_sites()).filter(|&v| s.remembered(*m, v) > 0).collect()
            }
            RegionExpr::Results(r) => {
                let n = self.game.num_sites() as i64;
                let mut v: Vec<usize> = (self.results(s, ctx, r).into_iter())
                    .filter(|x| (0..n).contains(x))
                    .map(|x| x as usize)
                    .collect();
                v.sort_unstable();
                v.dedup();
                v
            }
            RegionExpr::Distance { from, min, max, step } => {
                let board = &self.game.board;
                let from = self.site(s, ctx, from);
                let (min, max) = (self.int(s, ctx, min), self.int(s, ctx, max));
                let Some(f) = usize::try_from(from).ok().filter(|&f| f < board.num_sites()) else {
                    return Vec::new();
                };
                if min < 0 {
                    return Vec::new();
                }
                if let Some(walk) = step {
                    // SitesDistance.java: the first layer always comes, a later one while the
                    // one before is nearer than `max`.
                    let mut v: Vec<usize> = Vec::new();
                    self.walk_layers(s, ctx, f, walk, |k, layer| {
                        if k as i64 >= min {
                            v.extend(layer);
                        }
                        (k as i64) < max
                    });
                    v.sort_unstable();
                    v.dedup();
                    return v;
                }
                let at = board.sites_at_distance(f, self.game.step_relation);
                let mut v: Vec<usize> = at
                    .iter()
                    .enumerate()
                    .filter(|&(d, _)| (min..=max).contains(&(d as i64)))
                    .flat_map(|(_, sites)| sites.iter().copied())
                    .collect();
                v.sort_unstable();
                v
            }
            RegionExpr::TrackSpan { track, from, to } => {
                let at = |e: &Option<Box<SiteExpr>>| {
                    e.as_ref().map_or(-1, |e| self.site(s, ctx, e) as i64)
                };
                // A region is a set: its sites in order (Ludii's Region over a bit set).
                let mut v = self.game.tracks[*track].span(at(from), at(to));
                v.sort_unstable();
                v.dedup();
                v
            }
        }
    }

    /// Whether a site holds a piece an occupancy query looks for (its top piece, or any of the
    /// stack's when `any_level`).
    fn occupied_by(&self, s: &View<'_>, ctx: &Ctx, o: &Occupied, site: usize) -> bool {
        self.levels_of(s, ctx, o, site).next().is_some()
    }

    /// How many pieces an occupancy query finds on a site (Ludii's `CountPieces`): each level
    /// it takes of a stack, or the site's count (a hand's site holds several pieces).
    fn pieces_of(&self, s: &View<'_>, ctx: &Ctx, o: &Occupied, site: usize) -> i64 {
        let levels = self.levels_of(s, ctx, o, site).count() as i64;
        if self.game.stacking {
            levels
        } else {
            levels * s.count(site) as i64
        }
    }

    /// The levels of a site holding a piece an occupancy query looks for.
    fn levels_of<'a>(
        &'a self,
        s: &'a View<'_>,
        ctx: &'a Ctx,
        o: &'a Occupied,
        site: usize,
    ) -> impl Iterator<Item = usize> + 'a {
        let n = self.game.num_players() as u8;
        let owner_ok = move |who: u8| match o.owners {
            Owners::Player(p) => who == self.player(s, ctx, p),
            Owners::Enemy => self.game.is_enemy_of(who as i64, ctx.mover as i64),
            Owners::Team(t) => {
                (1..=n).contains(&who) && self.game.team_of(who as i64) == self.team(s, ctx, t)
            }
            Owners::Any => true,
        };
        let piece_ok = move |what: u8| {
            o.components.as_ref().is_none_or(|cs| cs.contains(&(what as usize - 1)))
        };
        let matches = move |level: &usize| {
            owner_ok(s.who_at(site, *level)) && piece_ok(s.what_at(site, *level))
        };
        let levels = match s.top(site) {
            None => 0..0,
            Some(top) if o.any_level => 0..top + 1,
            Some(top) => top..top + 1,
        };
        levels.filter(matches)
    }

    pub(crate) fn cond(&self, s: &View<'_>, ctx: &Ctx, c: &BoolExpr) -> bool {
        let int = |e: &IntExpr| self.int(s, ctx, e);
        match c {
            BoolExpr::Const(b) => *b,
            BoolExpr::Not(x) => !self.cond(s, ctx, x),
            BoolExpr::And(xs) => xs.iter().all(|x| self.cond(s, ctx, x)),
            BoolExpr::Or(xs) => xs.iter().any(|x| self.cond(s, ctx, x)),
            BoolExpr::Eq(a, b) => int(a) == int(b),
            BoolExpr::Ne(a, b) => int(a) != int(b),
            BoolExpr::Lt(a, b) => int(a) < int(b),
            BoolExpr::Le(a, b) => int(a) <= int(b),
            BoolExpr::Gt(a, b) => int(a) > int(b),
            BoolExpr::Ge(a, b) => int(a) >= int(b),
            BoolExpr::IsEmpty(x) => {
                let i = self.site(s, ctx, x);
                i >= 0 && s.height(i as usize) == 0
            }
            BoolExpr::IsOccupied(x) => {
                let i = self.site(s, ctx, x);
                i >= 0 && s.height(i as usize) > 0
            }
            BoolExpr::IsEnemy(p) => {
                let p = int(p);
                p > 0 && p != ctx.mover as i64 && p <= self.game.num_players() as i64
            }
            BoolExpr::IsFriend(p) => int(p) == ctx.mover as i64,
            BoolExpr::IsActive(p) => {
                let p = int(p);
                let n = self.game.num_players() as i64;
                (1..=n).contains(&p) && s.player(P::Rank, p as usize) == 0 && s.get(G::Over) == 0
            }
            BoolExpr::IsIn(x, r) => {
                let i = self.site(s, ctx, x);
                i >= 0 && self.region(s, ctx, r).contains(&(i as usize))
            }
            BoolExpr::IsEven(e) => int(e) % 2 == 0,
            BoolExpr::IsOdd(e) => int(e) % 2 != 0,
            BoolExpr::IsPrevMover => s.get(G::Prev) == ctx.mover as i32,
            BoolExpr::IsLine(q) => self.is_line(s, ctx, q),
            BoolExpr::IsConnected { joins, dirs } => self.is_connected(s, ctx, joins, *dirs),
            BoolExpr::IsLoop => self.is_loop(s, ctx),
            BoolExpr::IsTriggered { event, who } => {
                let p = self.player(s, ctx, *who) as usize;
                p >= 1
                    && p <= self.game.num_players()
                    && s.player(P::Triggered, p) & (1 << event) != 0
            }
            // `NoMoves.eval` computes the next player's moves afresh (false when asked inside
            // that question: its autoFail), but reads any other player's stalemated flag, set
            // when its moves were last computed.
            BoolExpr::NoMoves(PlayerRef::Next) => {
                if IN_NO_MOVES_TEST.get() {
                    return false;
                }
                IN_NO_MOVES_TEST.set(true);
                let none = !self.has_moves_as(s, self.player(s, ctx, PlayerRef::Next));
                IN_NO_MOVES_TEST.set(false);
                none
            }
            BoolExpr::NoMoves(who) => {
                let p = self.player(s, ctx, *who) as usize;
                p >= 1 && p <= self.game.num_players() && s.player(P::Stalemated, p) != 0
            }
            BoolExpr::CanMove(m) => self.can_generate(s, ctx, m),
            BoolExpr::AllPassed => self.all_passed(s),
            BoolExpr::WasPass => s.get(G::LastPass) == 1,
            BoolExpr::AllDiceEqual => s.dice_word(D::AllEqual) != 0,
            BoolExpr::AllDiceUsed => {
                self.game.dice.as_ref().is_some_and(|d| (0..d.num).all(|i| s.die_value(i) == 0))
            }
            BoolExpr::IsPending => s.get(G::PendingCount) > 0,
            BoolExpr::IsProposed(string) => s.vote_word(V::Propositions) & (1 << string) != 0,
            BoolExpr::IsDecided(string) => s.vote_word(V::Decided) == *string as i32 + 1,
            BoolExpr::IsCycle => {
                // Hashes newest first: runs of n * n, each equal to the newest run.
                let run = self.game.num_players() * self.game.num_players();
                s.history_word(0) >= 3 * run as i64
                    && (1..=run).all(|i| {
                        s.history_word(i) == s.history_word(i + run)
                            && s.history_word(i) == s.history_word(i + 2 * run)
                    })
            }
            BoolExpr::IsHidden { aspect, site, level, to } => {
                if let Some(l) = level {
                    let _ = self.int(s, ctx, l);
                }
                self.is_hidden(s, ctx, *aspect, self.site(s, ctx, site), *to)
            }
            BoolExpr::PositionRepeated => {
                let key = crate::game_ir::position_key(self.position_hash(s));
                (1..=s.history_word(0) as usize).any(|i| s.history_word(i) == key)
            }
            BoolExpr::IsFull => (0..self.game.board.num_sites()).all(|i| s.height(i) > 0),
            BoolExpr::SameSites(a, b) => {
                let (mut a, mut b) = (self.region(s, ctx, a), self.region(s, ctx, b));
                for v in [&mut a, &mut b] {
                    v.sort_unstable();
                    v.dedup();
                }
                a == b
            }
            BoolExpr::IsThreatened { what, at, moves } => {
                let what = self.int(s, ctx, what);
                let site = match at {
                    Some(e) => self.site(s, ctx, e),
                    None => self.where_site(s, what),
                };
                self.is_threatened(s, what, site, moves.as_deref())
            }
            BoolExpr::AllSites(r, cond) => self
                .region(s, ctx, r)
                .into_iter()
                .all(|i| self.cond(s, &Ctx { site: i as i32, ..*ctx }, cond)),
        }
    }

    /// Ludii's `(is Line n)` through the last `to` site: a run of the same piece ("what") of at
    /// least (or, when exact, exactly) `n` sites along one axis.
    fn is_line(&self, s: &View<'_>, ctx: &Ctx, q: &LineQuery) -> bool {
        let pivot = match &q.through {
            Some(t) => self.site(s, ctx, t),
            None => s.get(G::LastTo),
        };
        if pivot < 0 || pivot as usize >= self.game.board.num_sites() {
            return false;
        }
        let pivot = pivot as usize;
        let len = self.int(s, ctx, &q.length) as usize;
        if q.by_level {
            return self.is_line_by_level(s, pivot, len, q.exact);
        }
        let what = s.what(pivot);
        // The pieces the line may hold: the pivot's own, or any of `whats:` (which the pivot's
        // piece must be among).
        let whats: Vec<i64> = q.whats.iter().map(|w| self.int(s, ctx, w)).collect();
        if !whats.is_empty() && !whats.contains(&(what as i64)) {
            return false;
        }
        let like = |i: usize| {
            let w = s.what(i);
            if whats.is_empty() {
                w == what
            } else {
                whats.contains(&(w as i64))
            }
        };
        let board = &self.game.board;
        let mut seen_axes: Vec<crate::game_ir::board::Dir> = Vec::new();
        let dirs = match q.axis {
            Some(d) if board.ray(pivot, d).is_empty() => Vec::new(),
            Some(d) => vec![d],
            None => board.dirs_in(pivot, q.dirs),
        };
        for dir in dirs {
            if seen_axes.contains(&dir) {
                continue;
            }
            let back = dir.opposite();
            seen_axes.push(dir);
            seen_axes.push(back);
            let run = |d| board.ray(pivot, d).iter().take_while(|&&i| like(i as usize)).count();
            let total = 1 + run(dir) + run(back);
            if (q.exact && total == len) || (!q.exact && total >= len) {
                return true;
            }
        }
        false
    }

    /// Lines across stacks: sites of a row of stacks at levels that change by -1, 0 or +1 per step
    /// (Connect Four's rows, columns and diagonals), through the last placed piece.
    fn is_line_by_level(&self, s: &View<'_>, pivot: usize, len: usize, exact: bool) -> bool {
        let Some(level) = s.top(pivot) else { return false };
        let what = s.what_at(pivot, level);
        let board = &self.game.board;
        let same = |site: usize, l: isize| {
            l >= 0 && (l as usize) < s.height(site) && s.what_at(site, l as usize) == what
        };
        let dirs = board.dirs_in(pivot, DirSet::Orthogonal);
        // Vertical: down the stack.
        let mut below = 0;
        while below < level && s.what_at(pivot, level - 1 - below) == what {
            below += 1;
        }
        let mut total = 1 + below;
        if (exact && total == len) || (!exact && total >= len) {
            return true;
        }
        for dir in dirs {
            for slope in [-1isize, 0, 1] {
                let run = |d, sl: isize| {
                    let mut n = 0;
                    let mut l = level as isize;
                    for &i in board.ray(pivot, d) {
                        l += sl;
                        if same(i as usize, l) {
                            n += 1;
                        } else {
                            break;
                        }
                    }
                    n
                };
                total = 1 + run(dir, slope) + run(dir.opposite(), -slope);
                if (exact && total == len) || (!exact && total >= len) {
                    return true;
                }
            }
        }
        false
    }

    /// Ludii's `(is Connected who)`: the group of the piece at the last `to` touches every region
    /// the player owns.
    fn is_connected(&self, s: &View<'_>, ctx: &Ctx, joins: &Connects, dirs: DirSet) -> bool {
        let from = s.get(G::LastTo);
        let board = &self.game.board;
        if from < 0 || from as usize >= board.num_sites() {
            return false;
        }
        let from = from as usize;
        let owner = s.who(from);
        if owner == 0 {
            return false;
        }
        let (parts, needed): (Vec<&Vec<usize>>, usize) = match joins {
            Connects::Owned(who) => {
                let p = self.player(s, ctx, *who);
                if owner != p {
                    return false;
                }
                let parts: Vec<&Vec<usize>> = self
                    .game
                    .regions
                    .iter()
                    .filter(|r| r.owner == p)
                    .flat_map(|r| r.parts.iter())
                    .collect();
                let n = parts.len();
                (parts, n)
            }
            Connects::Fixed { sets, number, .. } => (sets.iter().collect(), *number),
        };
        if parts.is_empty() {
            return false;
        }
        let mut touched = vec![false; parts.len()];
        let mut seen = vec![false; board.num_sites()];
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(site) = stack.pop() {
            for (k, part) in parts.iter().enumerate() {
                if !touched[k] && part.contains(&site) {
                    touched[k] = true;
                }
            }
            if touched.iter().filter(|&&t| t).count() >= needed {
                return true;
            }
            for d in board.dirs_in(site, dirs) {
                if let Some(n) = board.step(site, d) {
                    if !seen[n] && s.who(n) == owner {
                        seen[n] = true;
                        stack.push(n);
                    }
                }
            }
        }
        false
    }

    /// Ludii's `IsLoop.eval` without its options, step by step (see [`BoolExpr::IsLoop`]).
    fn is_loop(&self, s: &View<'_>, ctx: &Ctx) -> bool {
        let board = &self.game.board;
        let from = s.get(G::LastTo);
        if from < 0 || from as usize >= board.num_sites() {
            return false;
        }
        let what = s.what(from as usize);
        if s.height(from as usize) == 0 || what == 0 {
            return false;
        }
        let outer = board.region(&StdRegion::Outer).unwrap_or_default();
        let origins: Vec<usize> = board
            .neighbours(from as usize, DirSet::Adjacent)
            .into_iter()
            .filter(|t| !outer.contains(t))
            .collect();
        let holds_what = |t: usize| s.height(t) > 0 && s.what(t) == what;
        origins.iter().rev().any(|&origin| {
            // The sites the flood from `origin` reaches without crossing a piece of the kind.
            let mut group = vec![origin];
            let mut i = 0;
            while i < group.len() {
                for t in board.neighbours(group[i], DirSet::Orthogonal) {
                    if !group.contains(&t) && !holds_what(t) {
                        if outer.contains(&t) {
                            return false;
                        }
                        group.push(t);
                    }
                }
                i += 1;
            }
            // The ring around it: all the mover's, and two of them adjacent (Ludii's walk
            // along the ring finds a loop exactly then).
            let mut ring = Vec::new();
            for &g in &group {
                for t in board.neighbours(g, DirSet::Orthogonal) {
                    if !group.contains(&t) && !ring.contains(&t) {
                        ring.push(t);
                    }
                }
            }
            ring.iter().all(|&t| s.who(t) == ctx.mover)
                && ring.iter().any(|&t| {
                    holds_what(t)
                        && board
                            .neighbours(t, DirSet::Adjacent)
                            .iter()
                            .any(|&u| ring.contains(&u) && holds_what(u))
                })
        })
    }

    /// The first board site whose top piece is `what` (Ludii's `WhereSite`), or -1.
    fn where_site(&self, s: &View<'_>, what: i64) -> i32 {
        (0..self.game.board.num_sites())
            .find(|&i| s.height(i) > 0 && s.what(i) as i64 == what)
            .map_or(NONE, |i| i as i32)
    }

    /// Ludii's `IsThreatened.eval` for a piece `what` on `site`: an enemy of its owner, moving
    /// now with the owner as the previous player, has a move to `site` (one of `moves` when
    /// given, else of its phase's play).
    fn is_threatened(
        &self,
        s: &View<'_>,
        what: i64,
        site: i32,
        moves: Option<&crate::game_ir::Moves>,
    ) -> bool {
        if what < 1 || site < 0 || IN_THREAT_TEST.get() {
            return false;
        }
        let owner = self.owner_of(what as u8);
        let mut bytes = s.bytes.to_vec();
        let mut w = super::state::ViewMut { bytes: &mut bytes, layout: s.layout };
        w.set(G::Prev, owner as i32);
        IN_THREAT_TEST.set(true);
        let threatened = (1..=self.game.num_players() as u8).filter(|&e| e != owner).any(|enemy| {
            w.set(G::Mover, enemy as i32);
            let v = w.as_view();
            let phase = v.player(P::Phase, enemy as usize) as usize;
            let asked = moves.unwrap_or(&self.game.phases[phase].play);
            let mut found = Vec::new();
            self.generate_to(&v, &Ctx::new(enemy), asked, site, &mut found);
            !found.is_empty()
        });
        IN_THREAT_TEST.set(false);
        threatened
    }

    /// Every player's last turn was a single pass (Ludii's `Context.allPass`), counting the move
    /// being checked, which is the current turn's.
    fn all_passed(&self, s: &View<'_>) -> bool {
        // Context.allPass: alone, the player's turn never ends; its last move decides.
        if self.game.num_players() == 1 {
            return s.get(G::LastPass) == 1;
        }
        s.get(G::MovesInTurn) == 1
            && s.get(G::LastPass) == 1
            && s.get(G::PassRun) + 1 >= self.game.num_players() as i32
    }
}

impl Interpreter {
    /// The layers of a step move walked from `origin` (see [`StepWalk`]): `each(k, layer)` for
    /// the layers k = 1, 2, .. in turn, until it returns false or a layer is empty.
    fn walk_layers(
        &self,
        s: &View<'_>,
        ctx: &Ctx,
        origin: usize,
        walk: &StepWalk,
        mut each: impl FnMut(usize, &[usize]) -> bool,
    ) {
        let board = &self.game.board;
        // Relative directions face as the origin's piece does (CountSteps.stepMove).
        let facing = self.facing_of(s.what(origin)).unwrap_or(Dir::N);
        let steps = |x: usize| -> Vec<usize> {
            let dirs = match &walk.dirs {
                Dirs::Relative(rels, of) => board.resolve_all(facing, rels, *of),
                other => self.directions(s, x, other),
            };
            let mut v: Vec<usize> = Vec::new();
            for d in dirs {
                let Some(t) = board.step(x, d) else { continue };
                let at = Ctx { from: x as i32, to: t as i32, ..*ctx };
                if walk.cond.as_ref().is_none_or(|c| self.cond(s, &at, c)) && !v.contains(&t) {
                    v.push(t);
                }
            }
            v
        };
        let mut checked = vec![false; board.num_sites()];
        checked[origin] = true;
        let mut layer = steps(origin);
        for &t in &layer {
            checked[t] = true;
        }
        let mut k = 1;
        while !layer.is_empty() && each(k, &layer) {
            let mut next: Vec<usize> = Vec::new();
            for &x in &layer {
                for t in steps(x) {
                    if !checked[t] && !next.contains(&t) {
                        next.push(t);
                    }
                }
            }
            for &x in &layer {
                checked[x] = true;
            }
            layer = next;
            k += 1;
        }
    }

    /// CountGroups.java: the groups of board sites where `cond` holds (with `(to)` the site),
    /// each grown from its first site along `dirs`, that have at least `min` sites.
    /// The group of `at` (the sites holding its piece) and its empty neighbours: returns how
    /// many sites the group has (SizeGroup.java) and how many liberties (CountLiberties.java).
    fn group_and_liberties(&self, s: &View<'_>, at: usize, dirs: DirSet) -> (i64, i64) {
        let board = &self.game.board;
        if at >= board.num_sites() {
            return (0, 0);
        }
        let what = s.what(at);
        let mut seen = vec![false; board.num_sites()];
        let (mut group, mut liberties) = (vec![at], 0);
        seen[at] = true;
        let mut i = 0;
        while i < group.len() {
            for u in self.neighbours(group[i], dirs) {
                if seen[u] {
                    continue;
                }
                if s.what(u) == what {
                    seen[u] = true;
                    group.push(u);
                } else if s.what(u) == 0 {
                    seen[u] = true;
                    liberties += 1;
                }
            }
            i += 1;
        }
        (group.len() as i64, liberties)
    }

    /// The sites of the empty groups bordered only by `who`'s pieces (SizeTerritory.java).
    fn size_territory(&self, s: &View<'_>, who: u8, dirs: DirSet) -> i64 {
        let board = &self.game.board;
        let mut seen = vec![false; board.num_sites()];
        let mut total = 0;
        for start in 0..board.num_sites() {
            if seen[start] || s.height(start) != 0 {
                continue;
            }
            seen[start] = true;
            let (mut group, mut owned) = (vec![start], true);
            let mut i = 0;
            while i < group.len() {
                for u in self.neighbours(group[i], dirs) {
                    if s.height(u) != 0 {
                        owned &= s.who(u) == who;
                    } else if !seen[u] {
                        seen[u] = true;
                        group.push(u);
                    }
                }
                i += 1;
            }
            if owned {
                total += group.len() as i64;
            }
        }
        total
    }

    /// The first site of each ray from `site` along the direction set.
    fn neighbours(&self, site: usize, dirs: DirSet) -> impl Iterator<Item = usize> + '_ {
        let board = &self.game.board;
        board
            .dirs_in(site, dirs)
            .into_iter()
            .filter_map(move |d| board.ray(site, d).first().map(|&u| u as usize))
    }

    fn count_groups(
        &self,
        s: &View<'_>,
        ctx: &Ctx,
        dirs: DirSet,
        cond: &BoolExpr,
        min: i64,
    ) -> i64 {
        let board = &self.game.board;
        let holds = |site: usize| self.cond(s, &Ctx { to: site as i32, ..*ctx }, cond);
        let mut seen = vec![false; board.num_sites()];
        let mut count = 0;
        for start in 0..board.num_sites() {
            if seen[start] || !holds(start) {
                continue;
            }
            seen[start] = true;
            let mut group = vec![start];
            let mut i = 0;
            while i < group.len() {
                for t in board.neighbours(group[i], dirs) {
                    if !seen[t] && holds(t) {
                        seen[t] = true;
                        group.push(t);
                    }
                }
                i += 1;
            }
            if group.len() as i64 >= min {
                count += 1;
            }
        }
        count
    }
}

fn valid(site: i32, f: impl Fn(usize) -> i64) -> i64 {
    if site < 0 {
        0
    } else {
        f(site as usize)
    }
}
