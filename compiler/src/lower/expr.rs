//! Lowering of expressions: players, sites, integers, conditions and regions. What needs a
//! loop (counting a region, a line, "can move") becomes a call to a Query function that gets
//! the rule's variables as parameters.

use crate::game_ir::board::{DirSet, RelDir};
use crate::game_ir::*;
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, Mode, R};

/// The parameters of every function that evaluates rules out of line.
pub const CTX_PARAMS: [&str; 7] = ["mover", "prev", "next", "site", "from", "to", "between"];

impl<'g> Lowering<'g> {
    pub(super) fn player(&self, p: PlayerRef, cx: &Cx) -> Expr {
        match p {
            PlayerRef::Mover => cx.mover.clone(),
            PlayerRef::Next => cx.next.clone(),
            PlayerRef::Prev => cx.prev.clone(),
            PlayerRef::Id(i) => int(i as i64),
            PlayerRef::All => int(self.g.num_players() as i64 + 1),
        }
    }

    /// The team of a player value (see `Game::team_of`), from a table over the values 0 to
    /// n + 1 (-1 beyond them).
    pub(super) fn team_of(&mut self, p: Expr) -> Expr {
        let n = self.g.num_players() as i64;
        let teams = (0..=n + 1).map(|p| self.g.team_of(p)).collect();
        let table = self.tables.add("team", teams);
        let valid = p.clone().ge(int(0)).and(p.clone().le(int(n + 1)));
        Expr::select(valid.clone(), Expr::table(table, Expr::select(valid, p, int(0))), int(-1))
    }

    /// A team's number (`TeamMover`: the mover's).
    pub(super) fn team(&mut self, t: TeamRef, cx: &Cx) -> Expr {
        match t {
            TeamRef::Id(k) => int(k as i64),
            TeamRef::Of(p) => {
                let p = self.player(p, cx);
                self.team_of(p)
            }
        }
    }

    /// Whether `owner`, a player (1 to n), is one of `owners`, an `Enemy` or `Team` set.
    fn owner_in(&mut self, owners: Owners, owner: Expr, cx: &Cx) -> Expr {
        match owners {
            Owners::Team(t) => {
                let team = self.team(t, cx);
                self.team_of(owner).eq(team)
            }
            _ if self.g.teams.is_empty() => owner.ne(cx.mover.clone()),
            _ => {
                let mover = self.team_of(cx.mover.clone());
                owner.clone().ne(cx.mover.clone()).and(self.team_of(owner).ne(mover))
            }
        }
    }

    /// Whether a player is one of the game's, and its index in per-player fields (player 1's
    /// when it is not, so that a load stays in bounds).
    pub(super) fn player_slot(&self, who: PlayerRef, cx: &Cx) -> (Expr, Expr) {
        let p = self.player(who, cx);
        let ok = p.clone().ge(int(1)).and(p.clone().le(int(self.g.num_players() as i64)));
        let slot = Expr::select(ok.clone(), p.sub(int(1)), int(0));
        (ok, slot)
    }

    /// The same for a block of per-player variables starting at `first` (see `IntExpr::PlayerVar`).
    pub(super) fn player_var(&self, first: usize, who: PlayerRef, cx: &Cx) -> (Expr, Expr) {
        let (ok, slot) = self.player_slot(who, cx);
        (ok, slot.add(int(first as i64)))
    }

    pub(super) fn site(&mut self, e: &'g SiteExpr, cx: &Cx) -> R<Expr> {
        Ok(match e {
            SiteExpr::Site => Cx::get(&cx.site),
            SiteExpr::From => Cx::get(&cx.from),
            SiteExpr::To => Cx::get(&cx.to),
            SiteExpr::Between => Cx::get(&cx.between),
            SiteExpr::LastFrom => Expr::scalar(self.f.last_from),
            SiteExpr::LastTo => Expr::scalar(self.f.last_to),
            SiteExpr::LastToAfterConsequences => match self.f.last_to_after {
                Some(after) => Expr::scalar(after),
                None => {
                    return unsupported("`(last To afterConsequence:True)` without its state field")
                }
            },
            SiteExpr::Const(c) => int(*c as i64),
            SiteExpr::Pips => {
                let pips = self.pips();
                let sites = self.g.num_sites() as i64;
                Expr::select(
                    pips.clone().ge(int(0)).and(pips.clone().lt(int(sites))),
                    pips,
                    int(-1),
                )
            }
            SiteExpr::HandSite(p) => {
                let t = self.hand_table(|c| c.first_site as i64);
                Expr::table(t, self.player(*p, cx))
            }
            SiteExpr::MapEntry { entries, key } => {
                let k = match key {
                    MapKey::Player(p) => self.player(*p, cx),
                    MapKey::Site(x) => self.site(x, cx)?,
                };
                // A select per entry, the key itself when none holds it.
                entries.iter().rev().fold(k.clone(), |rest, &(e, v)| {
                    Expr::select(k.clone().eq(int(e)), int(v), rest)
                })
            }
            SiteExpr::If(c, a, b) => {
                Expr::select(self.cond(c, cx)?, self.site(a, cx)?, self.site(b, cx)?)
            }
            SiteExpr::Where(what) => {
                Expr::Call { func: self.where_fn()?, args: vec![self.int(what, cx)?] }
            }
            SiteExpr::RegionSite { region, index } => {
                let func = self.region_site_fn(region)?;
                let index = self.int(index, cx)?;
                let Expr::Call { func, mut args } = self.call_ctx(func, cx) else { unreachable!() };
                args.push(index);
                Expr::Call { func, args }
            }
            SiteExpr::Ahead { dirs: Dirs::Relative(rels, _), .. }
                if matches!(
                    rels.first(),
                    Some(RelDir::SameDirection | RelDir::OppositeDirection)
                ) =>
            {
                self.ahead_between(e, cx)?
            }
            SiteExpr::Ahead { site, .. } => {
                let from = self.site(site, cx)?;
                let func = self.ahead_fn(e)?;
                Expr::Call { func, args: vec![from] }
            }
            SiteExpr::TrackFirst { from, .. } => {
                let func = self.track_first_fn(e)?;
                let from = match from {
                    Some(f) => self.site(f, cx)?,
                    None => int(-1),
                };
                let Expr::Call { func, mut args } = self.call_ctx(func, cx) else { unreachable!() };
                args.push(from);
                Expr::Call { func, args }
            }
            SiteExpr::TrackMove { track, player, from, steps } => {
                // Track::advance on the track's tables.
                let t = &self.g.tracks[*track];
                let (looped, elems) = (t.looped, t.elems());
                let len = elems.len() as i64;
                let elems = self.tables.add("track_elems", elems);
                let from = self.site(from, cx)?;
                let steps = self.int(steps, cx)?;
                let by_counts = self.g.on_track_indices && !looped;
                let start = if by_counts {
                    // `from` below 0 is Ludii's Off (see `SiteExpr::TrackMove`): start past
                    // the end.
                    let on = self.on_track_element(*track, *player, from.clone());
                    Expr::select(from.ge(int(0)), on, int(len))
                } else {
                    let index = self.track_index_of(*track, from);
                    Expr::select(index.clone().ge(int(0)), index, int(len))
                };
                let i = start.add(Expr::select(steps.clone().ge(int(0)), steps, int(0)));
                if looped {
                    Expr::table(elems, Expr::bin(BinOp::Rem, i, int(len)))
                } else {
                    let inside = i.clone().lt(int(len));
                    Expr::select(
                        inside.clone(),
                        Expr::table(elems, Expr::select(inside, i, int(0))),
                        int(-1),
                    )
                }
            }
            SiteExpr::Int(v) => {
                let v = self.int(v, cx)?;
                let sites = self.g.num_sites() as i64;
                Expr::select(v.clone().ge(int(0)).and(v.clone().lt(int(sites))), v, int(-1))
            }
        })
    }

    /// `table[p]` for each player p in 0..=n+1 (-1 without a hand).
    fn hand_table(&mut self, f: impl Fn(&Container) -> i64) -> TableId {
        let n = self.g.num_players();
        let data: Vec<i64> = (0..=n + 1)
            .map(|p| {
                self.g
                    .containers
                    .iter()
                    .find(|c| c.kind == ContainerKind::Hand { owner: p as u8 })
                    .map_or(-1, &f)
            })
            .collect();
        self.tables.add("hand", data)
    }

    /// The value of a per-level field on the top piece of a site (0 if empty or no site).
    pub(super) fn top(&self, field: FieldId, site: Expr) -> Expr {
        let f = &self.f;
        let at = if f.levels == 1 {
            Expr::load(field, site.clone())
        } else {
            let h = Expr::load(f.height, site.clone());
            Expr::select(
                h.clone().gt(int(0)),
                Expr::load(field, site.clone().mul(int(f.levels as i64)).add(h.sub(int(1)))),
                int(0),
            )
        };
        guard(site, at)
    }

    pub(super) fn int(&mut self, e: &'g IntExpr, cx: &Cx) -> R<Expr> {
        Ok(match e {
            IntExpr::Const(c) => int(*c),
            IntExpr::Site(s) => self.site(s, cx)?,
            IntExpr::Player(p) => self.player(*p, cx),
            IntExpr::PieceId { base, owner } => {
                let t = self.piece_table(base);
                let p = self.player(*owner, cx);
                Expr::table(t, p)
            }
            IntExpr::What(s) => {
                let s = self.site(s, cx)?;
                self.top(self.f.what, s)
            }
            IntExpr::Who(s) => {
                let s = self.site(s, cx)?;
                self.top(self.f.who, s)
            }
            IntExpr::State(s) => {
                let s = self.site(s, cx)?;
                self.top(self.f.pstate, s)
            }
            IntExpr::PieceValue(s) => {
                let Some(field) = self.f.pvalue else {
                    return unsupported("piece values without their state field");
                };
                let s = self.site(s, cx)?;
                guard(s.clone(), Expr::load(field, s))
            }
            IntExpr::CountAt(s) => {
                let s = self.site(s, cx)?;
                guard(s.clone(), Expr::load(self.f.count, s))
            }
            IntExpr::StackSize(s) => {
                let s = self.site(s, cx)?;
                guard(s.clone(), Expr::load(self.f.height, s))
            }
            IntExpr::Level => cx.level.clone().unwrap_or(int(0)),
            IntExpr::AtLevel { site, level, field } => {
                let f = &self.f;
                let fld = match field {
                    PieceField::What => f.what,
                    PieceField::Who => f.who,
                    PieceField::State => f.pstate,
                };
                let s = self.site(site, cx)?;
                // Without stacks, the site's piece whatever the level (the interpreter's).
                if !self.g.stacking {
                    return Ok(self.top(fld, s));
                }
                let lv = self.int(level, cx)?;
                let levels = self.f.levels as i64;
                let reaches =
                    lv.clone().ge(int(0)).and(lv.clone().lt(Expr::load(self.f.height, s.clone())));
                let value = Expr::load(fld, s.clone().mul(int(levels)).add(lv));
                guard(s, Expr::select(reaches, value, int(0)))
            }
            IntExpr::CountSites(r) => {
                if let Some(count) = self.count_state_sites(r) {
                    return Ok(count);
                }
                let func = self.count_fn(r)?;
                self.call_ctx(func, cx)
            }
            IntExpr::CountSteps { step: Some(_), .. } => self.count_steps_walk(e, cx)?,
            IntExpr::CountSteps { from, to, step: None } => {
                let func = self.count_steps_fn(e, from, to)?;
                self.call_ctx(func, cx)
            }
            IntExpr::CountPieces { of, within } => {
                let func = self.count_pieces_fn(of, within.as_deref())?;
                self.call_ctx(func, cx)
            }
            IntExpr::Row(s) | IntExpr::Column(s) => {
                let row = matches!(e, IntExpr::Row(_));
                let (name, values): (_, Vec<i64>) = match row {
                    true => ("site_row", self.g.board.sites.iter().map(|i| i.row as i64).collect()),
                    false => {
                        ("site_column", self.g.board.sites.iter().map(|i| i.col as i64).collect())
                    }
                };
                let table = self.tables.add(name, values);
                let s = self.site(s, cx)?;
                let on_board =
                    s.clone().ge(int(0)).and(s.clone().lt(int(self.g.board.num_sites() as i64)));
                Expr::select(
                    on_board.clone(),
                    Expr::table(table, Expr::select(on_board, s, int(0))),
                    int(-1),
                )
            }
            IntExpr::CountLiberties { at, dirs } => {
                if !cx.mutable {
                    return unsupported("`count Liberties` outside end rules and move conditions");
                }
                let at = self.site(at, cx)?;
                Expr::Call { func: self.group_fn(*dirs, GroupQuery::Liberties)?, args: vec![at] }
            }
            IntExpr::SizeGroup { at, dirs } => {
                if !cx.mutable {
                    return unsupported("`size Group` outside end rules and move conditions");
                }
                let at = self.site(at, cx)?;
                Expr::Call { func: self.group_fn(*dirs, GroupQuery::Size)?, args: vec![at] }
            }
            IntExpr::Team(p) => {
                let p = self.int(p, cx)?;
                self.team_of(p)
            }
            IntExpr::Score(who) => {
                let p = self.player(*who, cx);
                let n = self.g.num_players() as i64;
                let valid = p.clone().ge(int(1)).and(p.clone().le(int(n)));
                Expr::select(
                    valid.clone(),
                    Expr::load(self.f.score, Expr::select(valid, p.sub(int(1)), int(0))),
                    int(0),
                )
            }
            IntExpr::SizeTerritory { who, dirs } => {
                if !cx.mutable {
                    return unsupported("`size Territory` outside end rules");
                }
                let who = self.player(*who, cx);
                Expr::Call { func: self.size_territory_fn(*dirs)?, args: vec![who] }
            }
            IntExpr::CountGroups { dirs, cond, min } => {
                if !cx.mutable {
                    return unsupported("`count Groups` outside end rules");
                }
                let func = self.count_groups_fn(*dirs, cond, min)?;
                self.call_ctx(func, cx)
            }
            IntExpr::CountMoves => Expr::scalar(self.f.num_moves),
            IntExpr::CountTurns => Expr::scalar(self.f.turns).add(int(1)),
            IntExpr::MovesThisTurn => match self.f.same_player_moves {
                Some(field) => Expr::scalar(field),
                None => return unsupported("`count MovesThisTurn` without its state field"),
            },
            IntExpr::Phase(who) => {
                let (ok, slot) = self.player_slot(*who, cx);
                Expr::select(ok, Expr::load(self.f.phase, slot), int(-1))
            }
            IntExpr::Add(a, b) => self.int(a, cx)?.add(self.int(b, cx)?),
            IntExpr::Sub(a, b) => self.int(a, cx)?.sub(self.int(b, cx)?),
            IntExpr::Mul(a, b) => self.int(a, cx)?.mul(self.int(b, cx)?),
            IntExpr::Div(a, b) => Expr::bin(BinOp::Div, self.int(a, cx)?, self.int(b, cx)?),
            IntExpr::Mod(a, b) => Expr::bin(BinOp::Rem, self.int(a, cx)?, self.int(b, cx)?),
            IntExpr::If(c, a, b) => {
                Expr::select(self.cond(c, cx)?, self.int(a, cx)?, self.int(b, cx)?)
            }
            IntExpr::Var(i) => match self.f.vars {
                Some(vars) => Expr::load(vars, int(*i as i64)),
                None => return unsupported("variables without their state field"),
            },
            IntExpr::PlayerVar { first, who } => {
                let Some(vars) = self.f.vars else {
                    return unsupported("variables without their state field");
                };
                let (ok, slot) = self.player_var(*first, *who, cx);
                Expr::select(ok, Expr::load(vars, slot), int(-1))
            }
            IntExpr::Pips => self.pips(),
            IntExpr::DieFace(i) => {
                let g = self.g;
                let Some(d) = &g.dice else { return unsupported("a die's face without dice") };
                let face =
                    Expr::load(self.f.pstate, int(((d.first_site + i) * self.f.levels) as i64));
                self.die_pips(d, *i, face)
            }
            IntExpr::DieValue(i) => self.die_value(*i)?,
            IntExpr::Fold(op, r) => {
                let func = self.fold_fn(*op, r)?;
                self.call_ctx(func, cx)
            }
            IntExpr::CurrentDie => match cx.die {
                Some(die) => self.die_value(die)?,
                None => return unsupported("`(pips)` where no `forEach Die` generates the move"),
            },
            IntExpr::OwnedPiece { component, owner } => {
                let owns =
                    self.player(*owner, cx).eq(int(self.g.components[*component].owner as i64));
                Expr::select(owns, int(*component as i64 + 1), int(-1))
            }
            IntExpr::PendingValue => match self.f.pending {
                Some((count, value)) => {
                    Expr::select(Expr::scalar(count).eq(int(1)), Expr::scalar(value), int(0))
                }
                None => int(0),
            },
        })
    }

    /// The value die `i` shows, 0 once used (`IntExpr::DieValue`).
    fn die_value(&self, i: usize) -> R<Expr> {
        match self.f.dice {
            Some((_, _, values)) => Ok(Expr::load(values, int(i as i64))),
            None => unsupported("a die's value without dice"),
        }
    }

    /// The pips the dice show: the sum of what each die's face is worth (0 without dice).
    fn pips(&mut self) -> Expr {
        let g = self.g;
        let Some(d) = &g.dice else { return int(0) };
        (0..d.num)
            .map(|i| {
                let face =
                    Expr::load(self.f.pstate, int(((d.first_site + i) * self.f.levels) as i64));
                match d.sequential_from(i) {
                    Some(from) => int(from).add(face),
                    None => self.die_pips(d, i, face),
                }
            })
            .reduce(|a, b| a.add(b))
            .unwrap_or(int(0))
    }

    /// What die `die` showing `face` is worth: `face + from` for Ludii's sequential faces, else
    /// the entry of the die's table of pips.
    pub(super) fn die_pips(&mut self, d: &crate::game_ir::Dice, die: usize, face: Expr) -> Expr {
        match d.sequential_from(die) {
            Some(from) => face.add(int(from)),
            None => Expr::table(self.tables.add("die_pips", d.pips[die].clone()), face),
        }
    }

    /// `what` of the piece named `base` for each player index 0..=n+1 (0 if none).
    pub(super) fn piece_table(&mut self, base: &str) -> TableId {
        let n = self.g.num_players();
        let data: Vec<i64> = (0..=n + 1)
            .map(|p| {
                self.g
                    .components
                    .iter()
                    .position(|c| c.base == base && c.owner as usize == p)
                    .map_or(0, |i| i as i64 + 1)
            })
            .collect();
        self.tables.add(&format!("piece_{base}").to_lowercase(), data)
    }

    pub(super) fn piece(&mut self, p: &'g PieceExpr, cx: &Cx) -> R<Expr> {
        Ok(match p {
            PieceExpr::Component(c) => int(*c as i64 + 1),
            PieceExpr::Named { base, owner } => {
                let t = self.piece_table(base);
                Expr::table(t, self.player(*owner, cx))
            }
            PieceExpr::What(e) => self.int(e, cx)?,
        })
    }

    /// An optional condition of a move or filter: true when absent.
    pub(super) fn cond_or_true(&mut self, c: Option<&'g BoolExpr>, cx: &Cx) -> R<Expr> {
        match c {
            Some(c) => self.cond(c, cx),
            None => Ok(int(1)),
        }
    }

    pub(super) fn cond(&mut self, c: &'g BoolExpr, cx: &Cx) -> R<Expr> {
        let n = self.g.num_players() as i64;
        Ok(match c {
            BoolExpr::IsHidden { aspect, site, level, to } => {
                self.is_hidden(*aspect, site, level.as_ref(), *to, cx)?
            }
            BoolExpr::Const(b) => int(*b as i64),
            BoolExpr::Not(x) => Expr::not(self.cond(x, cx)?),
            BoolExpr::And(xs) => {
                let mut e = int(1);
                for (i, x) in xs.iter().enumerate() {
                    let c = self.cond(x, cx)?;
                    e = if i == 0 { c } else { e.and(c) };
                }
                e
            }
            BoolExpr::Or(xs) => {
                let mut e = int(0);
                for (i, x) in xs.iter().enumerate() {
                    let c = self.cond(x, cx)?;
                    e = if i == 0 { c } else { e.or(c) };
                }
                e
            }
            // Whether a group has a liberty at all (Ludii's `HasFreedom` is `(> (count Liberties
            // ..) 0)`): the flood fill may stop at the first one.
            BoolExpr::Gt(IntExpr::CountLiberties { at, dirs }, IntExpr::Const(0))
            | BoolExpr::Ne(IntExpr::CountLiberties { at, dirs }, IntExpr::Const(0))
                if cx.mutable =>
            {
                let at = self.site(at, cx)?;
                Expr::Call { func: self.group_fn(*dirs, GroupQuery::HasLiberty)?, args: vec![at] }
                    .ne(int(0))
            }
            BoolExpr::Eq(IntExpr::CountLiberties { at, dirs }, IntExpr::Const(0)) if cx.mutable => {
                let at = self.site(at, cx)?;
                Expr::Call { func: self.group_fn(*dirs, GroupQuery::HasLiberty)?, args: vec![at] }
                    .eq(int(0))
            }
            BoolExpr::Eq(a, b) => self.int(a, cx)?.eq(self.int(b, cx)?),
            BoolExpr::Ne(a, b) => self.int(a, cx)?.ne(self.int(b, cx)?),
            BoolExpr::Lt(a, b) => self.int(a, cx)?.lt(self.int(b, cx)?),
            BoolExpr::Le(a, b) => self.int(a, cx)?.le(self.int(b, cx)?),
            BoolExpr::Gt(a, b) => self.int(a, cx)?.gt(self.int(b, cx)?),
            BoolExpr::Ge(a, b) => self.int(a, cx)?.ge(self.int(b, cx)?),
            BoolExpr::IsEmpty(s) => {
                let s = self.site(s, cx)?;
                s.clone().ge(int(0)).and(Expr::load(self.f.height, s).eq(int(0)))
            }
            BoolExpr::IsOccupied(s) => {
                let s = self.site(s, cx)?;
                s.clone().ge(int(0)).and(Expr::load(self.f.height, s).gt(int(0)))
            }
            BoolExpr::IsEnemy(p) => {
                let p = self.int(p, cx)?;
                p.clone().gt(int(0)).and(p.clone().ne(cx.mover.clone())).and(p.le(int(n)))
            }
            BoolExpr::IsFriend(p) => self.int(p, cx)?.eq(cx.mover.clone()),
            BoolExpr::IsActive(p) => {
                let p = self.int(p, cx)?;
                let n = self.g.num_players() as i64;
                let player = p.clone().ge(int(1)).and(p.clone().le(int(n)));
                // A player number out of range reads player 1's rank, and is not active.
                let index = Expr::select(player.clone(), p.sub(int(1)), int(0));
                player
                    .and(Expr::load(self.f.rank, index).eq(int(0)))
                    .and(Expr::scalar(self.f.over).eq(int(0)))
            }
            BoolExpr::IsIn(s, r) => {
                let s = self.site(s, cx)?;
                let inside = self.contains(r, s.clone(), cx)?;
                s.ge(int(0)).and(inside)
            }
            BoolExpr::IsEven(e) => Expr::bin(BinOp::Rem, self.int(e, cx)?, int(2)).eq(int(0)),
            BoolExpr::IsOdd(e) => Expr::bin(BinOp::Rem, self.int(e, cx)?, int(2)).ne(int(0)),
            BoolExpr::IsPrevMover => cx.prev.clone().eq(cx.mover.clone()),
            BoolExpr::IsLine(q) => {
                if let Some(func) = self.line_windows_fn(q)? {
                    return Ok(Expr::Call { func, args: Vec::new() });
                }
                let len = self.int(&q.length, cx)?;
                if q.through.is_some() || !q.whats.is_empty() {
                    // A line through a given site, or of given pieces: its own walk, from that
                    // site, with the pieces as arguments.
                    let func = self.line_fn(q)?;
                    let mut args = vec![len];
                    if let Some(t) = &q.through {
                        args.push(self.site(t, cx)?);
                    }
                    for w in &q.whats {
                        args.push(self.int(w, cx)?);
                    }
                    return Ok(Expr::Call { func, args });
                }
                if !self.line_runs_fit(q) {
                    let func = self.line_fn(q)?;
                    return Ok(Expr::Call { func, args: vec![len] });
                }
                // Bit `len` (or any above it) of the run lengths through the last move. Lengths
                // are at most 62, so clamping `len` to 0..=63 keeps every answer exact.
                let runs = match self.shared_lines.iter().find(|(k, _)| *k == line_key(q)) {
                    Some(&(_, local)) => l(local),
                    None => Expr::Call { func: self.line_runs_fn(q)?, args: Vec::new() },
                };
                let len = match len {
                    Expr::Int(c) => int(c.clamp(0, 63)),
                    len => Expr::bin(BinOp::Max, int(0), Expr::bin(BinOp::Min, len, int(63))),
                };
                let above = Expr::bin(BinOp::Shr, runs, len);
                if q.exact { Expr::bin(BinOp::BitAnd, above, int(1)) } else { above }.ne(int(0))
            }
            BoolExpr::IsConnected { joins, dirs } => {
                if !cx.mutable {
                    return unsupported("`is Connected` outside end rules");
                }
                match joins {
                    Connects::Owned(who) => {
                        let func = self.connected_fn(*dirs)?;
                        Expr::Call { func, args: vec![self.player(*who, cx)] }
                    }
                    Connects::Fixed { sets, number, .. } => Expr::Call {
                        func: self.connected_fixed_fn(joins, sets, *number, *dirs)?,
                        args: Vec::new(),
                    },
                }
            }
            BoolExpr::IsLoop => {
                if !cx.mutable {
                    return unsupported("`is Loop` outside end rules");
                }
                Expr::Call { func: self.loop_fn()?, args: vec![cx.mover.clone()] }
            }
            BoolExpr::IsTriggered { event, who } => {
                let p = self.player(*who, cx);
                let bit = Expr::bin(
                    BinOp::BitAnd,
                    Expr::bin(
                        BinOp::Shr,
                        guard_player(
                            p.clone(),
                            n,
                            Expr::load(self.f.triggered, p.clone().sub(int(1))),
                        ),
                        int(*event as i64),
                    ),
                    int(1),
                );
                p.clone().ge(int(1)).and(p.le(int(n))).and(bit)
            }
            // Only moves can ask it inside itself (end rules are not part of the question).
            BoolExpr::NoMoves(PlayerRef::Next) if self.g.moves_ask_no_moves_next() => {
                let func = self.no_moves_next_fn()?;
                Expr::Call { func, args: vec![self.player(PlayerRef::Next, cx), cx.mover.clone()] }
            }
            BoolExpr::NoMoves(PlayerRef::Next) => {
                let func = self.has_moves_fn()?;
                let p = self.player(PlayerRef::Next, cx);
                Expr::not(Expr::Call { func, args: vec![p, cx.mover.clone()] })
            }
            BoolExpr::NoMoves(who) => match self.f.stalemated {
                Some(st) => {
                    let p = self.player(*who, cx);
                    let n = self.g.num_players() as i64;
                    guard_player(p.clone(), n, Expr::load(st, p.sub(int(1)))).ne(int(0))
                }
                None => return unsupported("`(no Moves ..)` without the stalemated flags"),
            },
            BoolExpr::IsThreatened { what, at, moves } => {
                let what = self.int(what, cx)?;
                let site = match at {
                    Some(s) => self.site(s, cx)?,
                    None => Expr::Call { func: self.where_fn()?, args: vec![what.clone()] },
                };
                let func = self.threatened_fn(moves.as_deref())?;
                Expr::Call { func, args: vec![what, site, cx.next.clone()] }
            }
            BoolExpr::CanMove(m) => {
                let func = self.exists_fn(m)?;
                self.call_ctx(func, cx)
            }
            BoolExpr::AllPassed => self.all_passed(),
            BoolExpr::WasPass => Expr::scalar(self.f.last_pass).eq(int(1)),
            BoolExpr::AllDiceEqual => match self.f.dice_equal {
                Some(equal) => Expr::scalar(equal).ne(int(0)),
                None => return unsupported("`all DiceEqual` without its state field"),
            },
            BoolExpr::AllDiceUsed => match (self.f.dice, &self.g.dice) {
                (Some((_, _, values)), Some(d)) => (0..d.num)
                    .map(|i| Expr::load(values, int(i as i64)).eq(int(0)))
                    .reduce(|a, b| a.and(b))
                    .unwrap_or(int(1)),
                _ => return unsupported("`all DiceUsed` without dice"),
            },
            BoolExpr::IsFull => Expr::Call { func: self.is_full_fn()?, args: Vec::new() },
            BoolExpr::SameSites(..) => {
                let func = self.same_sites_fn(c)?;
                self.call_ctx(func, cx)
            }
            BoolExpr::PositionRepeated => match self.f.zobrist {
                Some(zobrist) => Expr::Call {
                    func: self.position_repeated_fn()?,
                    args: vec![Expr::scalar(zobrist)],
                },
                None => return unsupported("a repeated position without (no Repeat)"),
            },
            BoolExpr::IsProposed(v) => match self.f.votes {
                Some(votes) => Expr::bin(
                    BinOp::BitAnd,
                    Expr::bin(BinOp::Shr, Expr::load(votes, int(0)), int(*v as i64)),
                    int(1),
                ),
                None => return unsupported("`is Proposed` without votes"),
            },
            BoolExpr::IsDecided(v) => match self.f.votes {
                Some(votes) => Expr::load(votes, int(1)).eq(int(*v as i64 + 1)),
                None => return unsupported("`is Decided` without votes"),
            },
            BoolExpr::IsCycle => match self.f.history {
                Some(h) => {
                    // Hashes newest first: runs of n * n, each equal to the newest run.
                    let run = (self.g.num_players() * self.g.num_players()) as i64;
                    (1..=run).fold(Expr::load(h, int(0)).ge(int(3 * run)), |all, i| {
                        let newest = Expr::load(h, int(i));
                        all.and(newest.clone().eq(Expr::load(h, int(i + run))))
                            .and(newest.eq(Expr::load(h, int(i + 2 * run))))
                    })
                }
                None => return unsupported("`is Cycle` without cycle detection"),
            },
            BoolExpr::IsPending => match self.f.pending {
                Some((count, _)) => Expr::scalar(count).gt(int(0)),
                None => int(0),
            },
            BoolExpr::AllSites(r, c) => {
                let func = self.all_sites_fn(r, c)?;
                self.call_ctx(func, cx)
            }
        })
    }

    /// Calls a function taking the rule variables (`CTX_PARAMS`).
    pub(super) fn call_ctx(&self, func: FuncId, cx: &Cx) -> Expr {
        Expr::Call {
            func,
            args: vec![
                cx.mover.clone(),
                cx.prev.clone(),
                cx.next.clone(),
                Cx::get(&cx.site),
                Cx::get(&cx.from),
                Cx::get(&cx.to),
                Cx::get(&cx.between),
            ],
        }
    }

    /// A new function over the rule variables, and the context that reads them.
    pub(super) fn ctx_fn(&self, name: &str, kind: FuncKind) -> (FnBuilder, Cx) {
        self.ctx_fn_with(name, kind, &CTX_PARAMS)
    }

    /// Like `ctx_fn`, with more parameters after the rule variables.
    fn ctx_fn_with(&self, name: &str, kind: FuncKind, params: &[&str]) -> (FnBuilder, Cx) {
        debug_assert!(params.starts_with(&CTX_PARAMS));
        let fb = FnBuilder::new(name, kind, params);
        let p = |i| Some(l(fb.param(i)));
        let cx = Cx {
            mover: l(fb.param(0)),
            prev: l(fb.param(1)),
            next: l(fb.param(2)),
            site: p(3),
            from: p(4),
            to: p(5),
            between: p(6),
            mutable: kind == FuncKind::Mutate,
            piece: None,
            level: None,
            die: None,
        };
        (fb, cx)
    }

    pub(super) fn memo(
        &mut self,
        node: usize,
        purpose: &'static str,
        make: impl FnOnce(&mut Self, FuncId) -> R<Function>,
    ) -> R<FuncId> {
        if let Some(&f) = self.queries.get(&(node, purpose)) {
            return Ok(f);
        }
        let id = self.functions.reserve();
        self.queries.insert((node, purpose), id);
        // A function of its own is not under the `do`s around its caller.
        let guards = std::mem::take(&mut self.active_guards);
        let f = make(self, id);
        self.active_guards = guards;
        self.functions.define(id, f?);
        Ok(id)
    }

    /// The loops over a `(results ..)` array: `each` run with the local holding each value.
    fn for_results(
        &mut self,
        fb: &mut FnBuilder,
        r: &'g Results,
        cx: &Cx,
        value: Local,
        each: Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        let (from, to) = (fb.local("from"), fb.local("to"));
        let at = Cx { from: Some(l(from)), ..cx.clone() };
        let inner = Cx { to: Some(l(to)), ..at.clone() };
        let mut per_to = vec![set(value, self.int(&r.value, &inner)?)];
        per_to.extend(each);
        let per_from = self.for_region(fb, &r.to, &at, to, per_to)?;
        self.for_region(fb, &r.from, cx, from, per_from)
    }

    /// `fold_N(rule variables...)`: an `IntExpr::Fold` of a `(results ..)` array.
    fn fold_fn(&mut self, op: Fold, r: &'g Results) -> R<FuncId> {
        self.memo(r as *const _ as usize, "fold", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("fold_{}", id.0), FuncKind::Query);
            let (acc, seen, v) = (fb.local("acc"), fb.local("seen"), fb.local("v"));
            let (each, result) = match op {
                Fold::Sum => (vec![set(acc, l(acc).add(l(v)))], l(acc)),
                // Min.java and Max.java: -1 for an empty array.
                Fold::Min | Fold::Max => {
                    let better = match op {
                        Fold::Max => l(v).gt(l(acc)),
                        _ => l(v).lt(l(acc)),
                    };
                    let first_or_better = l(seen).eq(int(0)).or(better);
                    (
                        vec![when(first_or_better, vec![set(acc, l(v))]), set(seen, 1)],
                        Expr::select(l(seen).ne(int(0)), l(acc), int(-1)),
                    )
                }
            };
            let mut body = vec![set(acc, 0), set(seen, 0)];
            body.extend(lw.for_results(&mut fb, r, &cx, v, each)?);
            body.push(Stmt::Return(Some(result)));
            Ok(fb.finish(body))
        })
    }

    /// `results_has_N(rule variables..., x)`: whether a `(results ..)` array holds `x`.
    fn results_has_fn(&mut self, r: &'g Results) -> R<FuncId> {
        self.memo(r as *const _ as usize, "results_has", |lw, id| {
            let mut params = CTX_PARAMS.to_vec();
            params.push("x");
            let (mut fb, cx) =
                lw.ctx_fn_with(&format!("results_has_{}", id.0), FuncKind::Query, &params);
            let x = fb.param(CTX_PARAMS.len() as u32);
            let v = fb.local("v");
            let found = vec![when(l(v).eq(l(x)), vec![Stmt::Return(Some(int(1)))])];
            let mut body = lw.for_results(&mut fb, r, &cx, v, found)?;
            body.push(Stmt::Return(Some(int(0))));
            Ok(fb.finish(body))
        })
    }

    fn count_fn(&mut self, r: &'g RegionExpr) -> R<FuncId> {
        self.memo(r as *const _ as usize, "count", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("count_{}", id.0), FuncKind::Query);
            let n = fb.local("n");
            let site = fb.local("s");
            let mut body = vec![set(n, 0)];
            body.extend(lw.for_region(&mut fb, r, &cx, site, vec![set(n, l(n).add(int(1)))])?);
            body.push(Stmt::Return(Some(l(n))));
            Ok(fb.finish(body))
        })
    }

    /// `region_site_N(rule variables.., index)`: the region's site with exactly `index` of its
    /// sites below it (see `SiteExpr::RegionSite`), whatever order the region's loop visits
    /// its sites in; -1 when there is none.
    fn region_site_fn(&mut self, r: &'g RegionExpr) -> R<FuncId> {
        self.memo(r as *const _ as usize, "region site", |lw, id| {
            let mut params = CTX_PARAMS.to_vec();
            params.push("index");
            let name = format!("region_site_{}", id.0);
            let (mut fb, cx) = lw.ctx_fn_with(&name, FuncKind::Query, &params);
            let index = fb.param(CTX_PARAMS.len() as u32);
            let [found, site, other, below] = ["found", "s", "t", "below"].map(|x| fb.local(x));
            let count_below = lw.for_region(
                &mut fb,
                r,
                &cx,
                other,
                vec![when(l(other).lt(l(site)), vec![set(below, l(below).add(int(1)))])],
            )?;
            let mut each = vec![set(below, 0)];
            each.extend(count_below);
            each.push(when(l(below).eq(l(index)), vec![set(found, l(site))]));
            let mut body = vec![set(found, -1)];
            body.extend(lw.for_region(&mut fb, r, &cx, site, each)?);
            body.push(Stmt::Return(Some(l(found))));
            Ok(fb.finish(body))
        })
    }

    /// `(count Steps <site> <region>)`: the least entry of the constant table of step distances
    /// (see `Board::step_distances`) from the site to the region's board sites.
    fn count_steps_fn(
        &mut self,
        e: &'g IntExpr,
        from: &'g SiteExpr,
        to: &'g RegionExpr,
    ) -> R<FuncId> {
        self.memo(e as *const _ as usize, "count steps", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("count_steps_{}", id.0), FuncKind::Query);
            let b = lw.g.board.num_sites();
            let distances: Vec<i64> = (0..b)
                .flat_map(|f| lw.g.board.step_distances(f, lw.g.step_relation))
                .map(i64::from)
                .collect();
            let table = lw.tables.add("step_distance", distances);
            let b = b as i64;
            let [f, best, d, site] = ["from", "best", "d", "s"].map(|x| fb.local(x));
            let on_board = |x: Local| l(x).ge(int(0)).and(l(x).lt(int(b)));
            let closer = vec![
                set(d, Expr::table(table, l(f).mul(int(b)).add(l(site)))),
                when(l(best).lt(int(0)).or(l(d).lt(l(best))), vec![set(best, l(d))]),
            ];
            let mut body = vec![
                set(f, lw.site(from, &cx)?),
                when(Expr::not(on_board(f)), vec![Stmt::Return(Some(int(0)))]),
                set(best, int(-1)),
            ];
            body.extend(lw.for_region(
                &mut fb,
                to,
                &cx,
                site,
                vec![when(on_board(site), closer)],
            )?);
            body.push(Stmt::Return(Some(Expr::bin(BinOp::Max, l(best), int(0)))));
            Ok(fb.finish(body))
        })
    }

    /// `(count Pieces ...)` (see the interpreter): each matching level of a stack, or the count
    /// of a site whose piece matches.
    fn count_pieces_fn(&mut self, of: &'g Occupied, within: Option<&'g RegionExpr>) -> R<FuncId> {
        self.memo(of as *const _ as usize, "count pieces", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("count_pieces_{}", id.0), FuncKind::Query);
            let f = lw.f.clone();
            let n = fb.local("n");
            let site = fb.local("s");
            let level = fb.local("level");
            let board = lw.g.board.num_sites() as i64;
            let end = if of.board_only { board } else { lw.g.num_sites() as i64 };
            let at = l(site).mul(int(f.levels as i64)).add(l(level));
            let test =
                lw.occupant_matches(of, Expr::load(f.who, at.clone()), Expr::load(f.what, at), &cx);
            let mut per_site = if f.levels > 1 {
                vec![range(
                    level,
                    0,
                    Expr::load(f.height, l(site)),
                    vec![when(test, vec![set(n, l(n).add(int(1)))])],
                )]
            } else {
                let occupied = Expr::load(f.height, l(site)).gt(int(0));
                vec![when(occupied.and(test), vec![set(n, l(n).add(Expr::load(f.count, l(site))))])]
            };
            if let Some(w) = within {
                per_site = vec![when(lw.contains(w, l(site), &cx)?, per_site)];
            }
            let mut body = vec![set(n, 0)];
            match (f.owned, f.levels) {
                // The end rules of capture games count pieces after every move: on the board,
                // visit only the matching owners' pieces (their bitboards' set bits), not
                // every site; hands, off the bitboards, site by site.
                (Some(owned), 1) => {
                    let mut on_site = vec![set(n, l(n).add(Expr::load(f.count, l(site))))];
                    let kinds = Occupied { owners: Owners::Any, ..of.clone() };
                    let kind_ok =
                        lw.occupant_matches(&kinds, int(0), Expr::load(f.what, l(site)), &cx);
                    if kind_ok != int(1) {
                        on_site = vec![when(kind_ok, on_site)];
                    }
                    if let Some(w) = within {
                        on_site = vec![when(lw.contains(w, l(site), &cx)?, on_site)];
                    }
                    body.extend(lw.each_owned_site(&mut fb, owned, of.owners, &cx, site, on_site));
                    if end > board {
                        body.push(range(site, board, end, per_site));
                    }
                }
                _ => body.push(range(site, 0, end, per_site)),
            }
            body.push(Stmt::Return(Some(l(n))));
            Ok(fb.finish(body))
        })
    }

    /// `(count Liberties at:<site> ..)` as the interpreter counts them: the group of the site
    /// grows in the flood-fill stack under a fresh stamp, and each empty neighbour is marked
    /// with the next stamp and counted once (an empty `at` makes a group of empty sites, with
    /// no liberty). For [`GroupQuery::HasLiberty`], the fill stops once it has found one: the
    /// count is then right only as to whether it is 0. [`GroupQuery::Size`] returns the
    /// group's number of sites instead (`(size Group ..)`).
    fn group_fn(&mut self, dirs: DirSet, query: GroupQuery) -> R<FuncId> {
        let first_only = query == GroupQuery::HasLiberty;
        let (purpose, name) = match query {
            GroupQuery::HasLiberty => ("has liberty", "has_liberty"),
            GroupQuery::Liberties => ("count liberties", "count_liberties"),
            GroupQuery::Size => ("size group", "size_group"),
        };
        self.memo(dirs as usize, purpose, |lw, id| {
            let mut fb = FnBuilder::new(format!("{name}_{}", id.0), FuncKind::Mutate, &["at"]);
            let at = fb.param(0);
            let f = lw.f.clone();
            let [what, stamp, free, top, i, s, j, u] =
                ["what", "stamp", "free", "top", "i", "s", "j", "u"].map(|x| fb.local(x));
            let geo = lw.geo.clone();
            let k = geo.dir_set(dirs).1;
            let nb = geo.neighbour_table(&mut lw.tables, dirs);
            let mut grow = geo.neighbour_step(dirs, nb, [s, j, u]);
            grow.extend([
                when(Expr::load(f.mark, l(u)).ge(l(stamp)), vec![Stmt::Continue]),
                if_else(
                    Expr::load(f.what, l(u)).eq(l(what)),
                    vec![
                        store(f.mark, l(u), l(stamp)),
                        store(f.stack, l(top), l(u)),
                        set(top, l(top).add(int(1))),
                    ],
                    vec![when(
                        Expr::load(f.what, l(u)).eq(int(0)),
                        vec![
                            store(f.mark, l(u), l(stamp).add(int(1))),
                            set(free, l(free).add(int(1))),
                        ],
                    )],
                ),
            ]);
            let b = lw.g.board.num_sites() as i64;
            Ok(fb.finish(vec![
                when(l(at).lt(int(0)).or(l(at).ge(int(b))), vec![Stmt::Return(Some(int(0)))]),
                set(what, Expr::load(f.what, l(at))),
                // Two fresh stamps: the group's and its liberties'.
                set(stamp, Expr::scalar(f.stamp).add(int(1))),
                store0(f.stamp, l(stamp).add(int(1))),
                set(free, int(0)),
                store(f.mark, l(at), l(stamp)),
                store(f.stack, 0, l(at)),
                set(top, int(1)),
                set(i, int(0)),
                Stmt::While {
                    cond: if first_only {
                        l(i).lt(l(top)).and(l(free).eq(int(0)))
                    } else {
                        l(i).lt(l(top))
                    },
                    body: vec![
                        set(s, Expr::load(f.stack, l(i))),
                        set(i, l(i).add(int(1))),
                        range(j, 0, k as i64, grow),
                    ],
                },
                // `top` counts the sites pushed: the whole group once the flood is done.
                Stmt::Return(Some(l(if query == GroupQuery::Size { top } else { free }))),
            ]))
        })
    }

    /// `(size Territory <player> ..)` as the interpreter counts it: each empty site no earlier
    /// group took starts a flood fill over empty sites (one stamp for all of them), which counts
    /// when every occupied neighbour is the player's.
    fn size_territory_fn(&mut self, dirs: DirSet) -> R<FuncId> {
        self.memo(dirs as usize, "size territory", |lw, id| {
            let mut fb =
                FnBuilder::new(format!("size_territory_{}", id.0), FuncKind::Mutate, &["player"]);
            let who = fb.param(0);
            let f = lw.f.clone();
            let [total, stamp, start, owned, top, i, s, j, u] =
                ["total", "stamp", "start", "owned", "top", "i", "s", "j", "u"]
                    .map(|x| fb.local(x));
            let geo = lw.geo.clone();
            let k = geo.dir_set(dirs).1;
            let nb = geo.neighbour_table(&mut lw.tables, dirs);
            let mut grow = geo.neighbour_step(dirs, nb, [s, j, u]);
            grow.extend([if_else(
                Expr::load(f.height, l(u)).ne(int(0)),
                vec![when(Expr::load(f.who, l(u)).ne(l(who)), vec![set(owned, int(0))])],
                vec![when(
                    Expr::load(f.mark, l(u)).ne(l(stamp)),
                    vec![
                        store(f.mark, l(u), l(stamp)),
                        store(f.stack, l(top), l(u)),
                        set(top, l(top).add(int(1))),
                    ],
                )],
            )]);
            let per_start = vec![when(
                Expr::load(f.height, l(start))
                    .eq(int(0))
                    .and(Expr::load(f.mark, l(start)).ne(l(stamp))),
                vec![
                    store(f.mark, l(start), l(stamp)),
                    store(f.stack, 0, l(start)),
                    set(top, int(1)),
                    set(i, int(0)),
                    set(owned, int(1)),
                    Stmt::While {
                        cond: l(i).lt(l(top)),
                        body: vec![
                            set(s, Expr::load(f.stack, l(i))),
                            set(i, l(i).add(int(1))),
                            range(j, 0, k as i64, grow),
                        ],
                    },
                    when(l(owned).ne(int(0)), vec![set(total, l(total).add(l(top)))]),
                ],
            )];
            let b = lw.g.board.num_sites() as i64;
            Ok(fb.finish(vec![
                set(total, int(0)),
                set(stamp, Expr::scalar(f.stamp).add(int(1))),
                store0(f.stamp, l(stamp)),
                range(start, 0, b, per_start),
                Stmt::Return(Some(l(total))),
            ]))
        })
    }

    /// `(count Groups ..)` as the interpreter counts them: each site where `cond` holds and no
    /// earlier group took starts a flood fill over such sites (the flood-fill scratch marks,
    /// one fresh stamp per call, so the marks of every group counted stay set).
    fn count_groups_fn(&mut self, dirs: DirSet, cond: &'g BoolExpr, min: &'g IntExpr) -> R<FuncId> {
        self.memo(cond as *const _ as usize, "count groups", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("count_groups_{}", id.0), FuncKind::Mutate);
            let f = lw.f.clone();
            let [n, least, stamp, start, top, s, size, j, t] =
                ["n", "least", "stamp", "start", "top", "s", "size", "j", "t"].map(|x| fb.local(x));
            let b = lw.g.board.num_sites() as i64;
            let holds = |lw: &mut Self, site: Local| {
                let at = Cx { to: Some(l(site)), ..cx.clone() };
                lw.cond(cond, &at)
            };
            let (at_start, at_t) = (holds(lw, start)?, holds(lw, t)?);
            let least_value = lw.int(min, &cx)?;
            let grow = lw.flood_neighbours(dirs, [s, j, t, stamp, top], at_t);
            let per_start = vec![when(
                Expr::load(f.mark, l(start)).ne(l(stamp)).and(at_start),
                vec![
                    store(f.mark, l(start), l(stamp)),
                    store(f.stack, 0, l(start)),
                    set(top, int(1)),
                    set(size, int(0)),
                    Stmt::While {
                        cond: l(top).gt(int(0)),
                        body: vec![
                            set(top, l(top).sub(int(1))),
                            set(s, Expr::load(f.stack, l(top))),
                            set(size, l(size).add(int(1))),
                            grow,
                        ],
                    },
                    when(l(size).ge(l(least)), vec![set(n, l(n).add(int(1)))]),
                ],
            )];
            Ok(fb.finish(vec![
                set(n, int(0)),
                set(least, least_value),
                // A fresh mark value, so marks never need clearing.
                set(stamp, Expr::scalar(f.stamp).add(int(1))),
                store0(f.stamp, l(stamp)),
                range(start, 0, b, per_start),
                Stmt::Return(Some(l(n))),
            ]))
        })
    }

    /// `body` for each board site holding a piece of `owners`, with the site in `site`: the set
    /// bits of their bitboards (`owned[owner * words + word]`, kept exactly in games without
    /// stacks).
    fn each_owned_site(
        &mut self,
        fb: &mut FnBuilder,
        owned: FieldId,
        owners: Owners,
        cx: &Cx,
        site: Local,
        body: Vec<Stmt>,
    ) -> Vec<Stmt> {
        let words = self.f.words as i64;
        let (word, bits) = (fb.local("word"), fb.local("bits"));
        let owner = fb.local("owner");
        let mut each = body;
        if words > 1 {
            each.insert(0, set(site, l(word).mul(int(64)).add(l(site))));
        }
        let per_owner = vec![range(
            word,
            0,
            words,
            each_bit(site, bits, Expr::load(owned, l(owner).mul(int(words)).add(l(word))), each),
        )];
        // Owners 0 (neutral) to n + 1 (shared) have bitboards; a player reference outside
        // them (none in practice) owns no piece.
        let n = self.g.num_players() as i64;
        match owners {
            Owners::Player(p) => {
                let who = self.player(p, cx);
                let valid = who.clone().ge(int(0)).and(who.clone().le(int(n + 1)));
                let mut out = vec![set(owner, who)];
                match p {
                    PlayerRef::Id(_) | PlayerRef::All => out.extend(per_owner),
                    _ => out.push(when(valid, per_owner)),
                }
                out
            }
            Owners::Enemy | Owners::Team(_) => {
                let skipped = match owners {
                    Owners::Enemy if self.g.teams.is_empty() => l(owner).eq(cx.mover.clone()),
                    _ => Expr::not(self.owner_in(owners, l(owner), cx)),
                };
                let skip = when(skipped, vec![Stmt::Continue]);
                vec![range(owner, 1, n + 1, std::iter::once(skip).chain(per_owner).collect())]
            }
            Owners::Any => vec![range(owner, 0, n + 2, per_owner)],
        }
    }

    /// Statements setting `mask` to word `word` of the union of the bitboards of `owners`
    /// (see [`Self::each_owned_site`]).
    fn owners_word(
        &mut self,
        fb: &mut FnBuilder,
        owned: FieldId,
        owners: Owners,
        cx: &Cx,
        word: Expr,
        mask: Local,
    ) -> Vec<Stmt> {
        let words = self.f.words as i64;
        let n = self.g.num_players() as i64;
        let of = |owner: Expr| Expr::load(owned, owner.mul(int(words)).add(word.clone()));
        match owners {
            Owners::Player(p) => {
                let who = self.player(p, cx);
                let valid = who.clone().ge(int(0)).and(who.clone().le(int(n + 1)));
                vec![set(mask, Expr::select(valid, of(who), int(0)))]
            }
            Owners::Enemy | Owners::Team(_) => {
                let owner = fb.local("owner");
                let taken = match owners {
                    Owners::Enemy if self.g.teams.is_empty() => {
                        Expr::not(l(owner).eq(cx.mover.clone()))
                    }
                    _ => self.owner_in(owners, l(owner), cx),
                };
                let or = Expr::bin(BinOp::BitOr, l(mask), of(l(owner)));
                vec![set(mask, 0), range(owner, 1, n + 1, vec![when(taken, vec![set(mask, or)])])]
            }
            Owners::Any => {
                let all =
                    (0..n + 2).map(|q| of(int(q))).reduce(|a, c| Expr::bin(BinOp::BitOr, a, c));
                vec![set(mask, all.expect("owner 0 and the shared owner at least"))]
            }
        }
    }

    fn all_sites_fn(&mut self, r: &'g RegionExpr, c: &'g BoolExpr) -> R<FuncId> {
        self.memo(c as *const _ as usize, "all", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("all_sites_{}", id.0), FuncKind::Query);
            let site = fb.local("s");
            let inner = Cx { site: Some(l(site)), ..cx.clone() };
            let test = lw.cond(c, &inner)?;
            let mut body = lw.for_region(
                &mut fb,
                r,
                &cx,
                site,
                vec![when(Expr::not(test), vec![Stmt::Return(Some(int(0)))])],
            )?;
            body.push(Stmt::Return(Some(int(1))));
            Ok(fb.finish(body))
        })
    }

    /// `member(rule variables..., x)`: whether site `x` is in a region computed by a loop.
    /// `(trackSite FirstSite ..)` as a query of the rule variables and `from` (-1: the track's
    /// start), see `SiteExpr::TrackFirst`.
    /// `(ahead <site> ..)` as a function of the site, `ahead_N(from)`: the site `steps` steps
    /// away in the (first) direction, or `from` itself off the board or past the ray's end. A
    /// function (inlined where small) evaluates `from` once; as an expression it would be
    /// repeated in every test of the chain.
    fn ahead_fn(&mut self, e: &'g SiteExpr) -> R<FuncId> {
        let SiteExpr::Ahead { dirs, steps, .. } = e else { unreachable!() };
        self.memo(e as *const _ as usize, "ahead", |lw, id| {
            let mut fb = FnBuilder::new(format!("ahead_{}", id.0), FuncKind::Query, &["from"]);
            let from = fb.param(0);
            let (d, index) = (fb.local("d"), fb.local("index"));
            let b = lw.g.board.num_sites() as i64;
            let board_dirs = lw.g.board.supported_dirs().to_vec();
            let index_of = |d: &crate::game_ir::board::Dir| {
                board_dirs.iter().position(|x| x == d).map_or(-1, |i| i as i64)
            };
            // The first direction: fixed, or per piece kind on `from` (its facing, N if none).
            let dir = match dirs {
                Dirs::Absolute(v) => int(v.first().map_or(-1, index_of)),
                Dirs::Relative(rels, of) => {
                    let first: Vec<i64> = (0..=lw.g.components.len())
                        .map(|w| {
                            let facing = w
                                .checked_sub(1)
                                .and_then(|c| lw.g.facing(c))
                                .unwrap_or(crate::game_ir::board::Dir::N);
                            let resolved = lw.g.board.resolve_all(facing, rels, *of);
                            resolved.first().map_or(-1, index_of)
                        })
                        .collect();
                    let t = lw.tables.add("ahead_dir", first);
                    Expr::table(t, lw.top(lw.f.what, l(from)))
                }
                Dirs::Set(_) | Dirs::Difference(..) => {
                    unreachable!("the front end takes absolute or relative directions")
                }
            };
            let steps = *steps as i64;
            let body = vec![
                when(l(from).lt(int(0)).or(l(from).ge(int(b))), vec![Stmt::Return(Some(l(from)))]),
                set(d, dir),
                when(l(d).lt(int(0)), vec![Stmt::Return(Some(l(from)))]),
                set(index, l(d).mul(int(b)).add(l(from))),
                when(
                    Expr::table(lw.geo.ray_len, l(index)).lt(int(steps)),
                    vec![Stmt::Return(Some(l(from)))],
                ),
                Stmt::Return(Some(Expr::table(
                    lw.geo.ray_data,
                    Expr::table(lw.geo.ray_off, l(index)).add(int(steps - 1)),
                ))),
            ];
            Ok(fb.finish(body))
        })
    }

    fn track_first_fn(&mut self, e: &'g SiteExpr) -> R<FuncId> {
        let SiteExpr::TrackFirst { track, from, cond } = e else { unreachable!() };
        self.memo(e as *const _ as usize, "track_first", |lw, id| {
            let mut params = CTX_PARAMS.to_vec();
            params.push("start_site");
            let (mut fb, cx) =
                lw.ctx_fn_with(&format!("track_first_{}", id.0), FuncKind::Query, &params);
            let start_site = fb.param(CTX_PARAMS.len() as u32);
            let (sites, _, _, _) = lw.track_tables(*track);
            let len = lw.g.tracks[*track].sites.len() as i64;
            let (i, k, s) = (fb.local("i"), fb.local("k"), fb.local("s"));
            let start = match from {
                Some(_) => lw.track_index_of(*track, l(start_site)),
                None => int(0),
            };
            let test = lw.cond(cond, &Cx { to: Some(l(s)), ..cx.clone() })?;
            let body = vec![
                set(i, start),
                when(l(i).lt(int(0)), vec![Stmt::Return(Some(int(-1)))]),
                range(
                    k,
                    0,
                    len,
                    vec![
                        set(s, Expr::table(sites, Expr::bin(BinOp::Rem, l(i).add(l(k)), int(len)))),
                        when(test, vec![Stmt::Return(Some(l(s)))]),
                    ],
                ),
                Stmt::Return(Some(int(-1))),
            ];
            Ok(fb.finish(body))
        })
    }

    /// Whether board site `x` is in `(sites Around <region> ..)` (SitesAround.java with a
    /// region): `distance` away from one of the centres along its directions with `cond`
    /// holding (`(from)` the centre, `(to)` the site), and a centre itself only with
    /// `include_self`. With directions known per site, only the few sites that reach `x`
    /// are tested for being centres (see `around_sources`); with directions that turn with
    /// the piece, every centre is walked from.
    fn around_fn(&mut self, r: &'g RegionExpr) -> R<FuncId> {
        let RegionExpr::Around { centre, dirs, distance, cond, include_self } = r else {
            unreachable!("around_fn of a region that is not Around")
        };
        self.memo(r as *const _ as usize, "around", |lw, id| {
            let mut params = CTX_PARAMS.to_vec();
            params.push("x");
            let (mut fb, cx) =
                lw.ctx_fn_with(&format!("around_{}", id.0), FuncKind::Query, &params);
            let x = fb.param(CTX_PARAMS.len() as u32);
            let b = lw.g.board.num_sites() as i64;
            let c = fb.local("centre");
            let n = fb.local("n");
            let inner = Cx { from: Some(l(c)), to: Some(l(x)), ..cx.clone() };
            let test = lw.cond_or_true(cond.as_deref(), &inner)?;
            let is_centre = lw.contains(centre, l(x), &cx)?;
            let mut body = vec![when(
                is_centre,
                vec![Stmt::Return(Some(int(if *include_self { 1 } else { 0 })))],
            )];
            body.push(when(
                Expr::not(l(x).ge(int(0)).and(l(x).lt(int(b)))),
                vec![Stmt::Return(Some(int(0)))],
            ));
            if let Some((src_off, src_len, src_data)) = lw.around_sources(dirs, *distance) {
                let k = fb.local("k");
                let from_centre = lw.contains(centre, l(c), &cx)?;
                body.push(range(
                    k,
                    Expr::table(src_off, l(x)),
                    Expr::table(src_off, l(x)).add(Expr::table(src_len, l(x))),
                    vec![
                        set(c, Expr::table(src_data, l(k))),
                        when(from_centre.and(test), vec![Stmt::Return(Some(int(1)))]),
                    ],
                ));
                body.push(Stmt::Return(Some(int(0))));
                return Ok(fb.finish(body));
            }
            let (ray_len, ray_off, ray_data) = (lw.geo.ray_len, lw.geo.ray_off, lw.geo.ray_data);
            let index = |d: Expr| d.mul(int(b)).add(l(c));
            let dist = *distance as i64;
            let per_dir = |d: Expr| {
                let reached = Expr::table(
                    ray_data,
                    Expr::table(ray_off, index(d.clone())).add(int(dist - 1)),
                );
                vec![
                    set(n, Expr::table(ray_len, index(d))),
                    when(
                        l(n).ge(int(dist)),
                        vec![when(
                            reached.eq(l(x)),
                            vec![when(test.clone(), vec![Stmt::Return(Some(int(1)))])],
                        )],
                    ),
                ]
            };
            let around = lw.for_dirs(&mut fb, dirs, l(c), None, per_dir)?;
            let on_board = l(c).ge(int(0)).and(l(c).lt(int(b)));
            let scan = lw.for_region(&mut fb, centre, &cx, c, vec![when(on_board, around)])?;
            body.extend(scan);
            body.push(Stmt::Return(Some(int(0))));
            Ok(fb.finish(body))
        })
    }

    /// `body` for each site of `(sites Around <region> ..)` (a region of centres), in order:
    /// the region made first as a bitset (a state field of its own, working memory), walking
    /// from each centre as SitesAround.java does, then its set bits visited. It costs the
    /// centres and the board's words, where testing each site costs the board's sites
    /// (Bravalath's 1,261 around a dozen pieces). `None`, for the caller to test site by
    /// site, when the body might list the same region while it is visited (it reaches a
    /// store to the bitset, or a function not made yet) or leaves the loop with a `break`.
    fn for_around_bits(
        &mut self,
        fb: &mut FnBuilder,
        r: &'g RegionExpr,
        cx: &Cx,
        var: Local,
        body: &[Stmt],
    ) -> R<Option<Vec<Stmt>>> {
        let RegionExpr::Around { centre, dirs, distance, cond, include_self } = r else {
            unreachable!("for_around_bits of a region that is not Around")
        };
        let b = self.g.board.num_sites() as i64;
        if b == 0 || breaks_out(body) {
            return Ok(None);
        }
        let words = (b as usize).div_ceil(64);
        let next = self.around_bits.len();
        let bits_f = *self.around_bits.entry(r as *const _ as usize).or_insert_with(|| {
            let id = self.layout.add(format!("around_bits_{next}"), Elem::Bits, words);
            self.layout.set_working(id);
            id
        });
        if self.may_store(body, bits_f) {
            return Ok(None);
        }
        let (c, x, n) = (fb.local("centre"), fb.local("x"), fb.local("n"));
        let (word, bits) = (fb.local("word"), fb.local("bits"));
        let bit_of = |s: Expr| Expr::bin(BinOp::Shl, int(1), Expr::bin(BinOp::BitAnd, s, int(63)));
        let word_of = |s: Expr| Expr::bin(BinOp::Shr, s, int(6));
        let put = |s: Expr, on: bool| {
            let old = Expr::load(bits_f, word_of(s.clone()));
            let new = if on {
                Expr::bin(BinOp::BitOr, old, bit_of(s.clone()))
            } else {
                Expr::bin(BinOp::BitAnd, old, Expr::Un(UnOp::BitNot, Box::new(bit_of(s.clone()))))
            };
            Stmt::Store { field: bits_f, index: word_of(s), value: new }
        };
        let inner = Cx { from: Some(l(c)), to: Some(l(x)), ..cx.clone() };
        let test = self.cond_or_true(cond.as_deref(), &inner)?;
        let (ray_len, ray_off, ray_data) = (self.geo.ray_len, self.geo.ray_off, self.geo.ray_data);
        let index = |d: Expr| d.mul(int(b)).add(l(c));
        let dist = *distance as i64;
        let per_dir = |d: Expr| {
            let reached =
                Expr::table(ray_data, Expr::table(ray_off, index(d.clone())).add(int(dist - 1)));
            vec![
                set(n, Expr::table(ray_len, index(d))),
                when(
                    l(n).ge(int(dist)),
                    vec![set(x, reached), when(test.clone(), vec![put(l(x), true)])],
                ),
            ]
        };
        let around = self.for_dirs(fb, dirs, l(c), None, per_dir)?;
        let on_board = l(c).ge(int(0)).and(l(c).lt(int(b)));
        let mut out = vec![range(
            word,
            0,
            words as i64,
            vec![Stmt::Store { field: bits_f, index: l(word), value: int(0) }],
        )];
        out.extend(self.for_region(fb, centre, cx, c, vec![when(on_board.clone(), around)])?);
        // A centre is in the region only with `include_self`, whichever centre reaches it.
        let own = vec![when(on_board, vec![put(l(c), *include_self)])];
        out.extend(self.for_region(fb, centre, cx, c, own)?);
        let mut each = vec![set(var, l(word).mul(int(64)).add(l(var)))];
        each.extend(body.iter().cloned());
        out.push(range(
            word,
            0,
            words as i64,
            each_bit(var, bits, Expr::load(bits_f, l(word)), each),
        ));
        Ok(Some(out))
    }

    /// Whether `body`, or a function it calls (transitively), may store to `field`: also when
    /// it calls a function not made yet. The trials' copy functions, made last, store only to
    /// the copies.
    fn may_store(&self, body: &[Stmt], field: FieldId) -> bool {
        let (mut calls, mut asks) = (Vec::new(), Vec::new());
        let mut stores = false;
        walk_stmts(
            body,
            &mut |s| match s {
                Stmt::Store { field: f, .. } if *f == field => stores = true,
                Stmt::Call { func, .. } => calls.push(*func),
                _ => {}
            },
            &mut |e| {
                if let Expr::Call { func, .. } = e {
                    asks.push(*func);
                }
            },
        );
        calls.extend(asks);
        let copies = self.copy_fns.map(|c| [c.save, c.restore]);
        let body_of = |id: FuncId| {
            if copies.is_some_and(|c| c.contains(&id)) {
                Some(&[][..])
            } else {
                self.functions.get(id).map(|f| f.body.as_slice())
            }
        };
        stores
            || crate::kernel_ir::writes::fields_written(&calls, body_of)
                .is_none_or(|written| written.contains(&field))
    }

    /// The sites from which `distance` steps along `dirs` reach each board site, as tables
    /// (offset and length per site, then the sites), or `None` when the directions turn with
    /// the piece on the site. Around a region, a site then asks only these whether they are
    /// centres, instead of walking from every centre.
    fn around_sources(
        &mut self,
        dirs: &Dirs,
        distance: usize,
    ) -> Option<(TableId, TableId, TableId)> {
        let sites = self.g.board.num_sites();
        if matches!(dirs, Dirs::Relative(..)) || distance == 0 || sites == 0 {
            return None;
        }
        let mut sources: Vec<Vec<i64>> = vec![Vec::new(); sites];
        for c in 0..sites {
            for d in self.dirs_of(dirs, c, 0) {
                if let Some(&x) = self.g.board.ray(c, d).get(distance - 1) {
                    let from = &mut sources[x as usize];
                    if !from.contains(&(c as i64)) {
                        from.push(c as i64);
                    }
                }
            }
        }
        let mut off = Vec::with_capacity(sites);
        let mut len = Vec::with_capacity(sites);
        let mut data = Vec::new();
        for from in &sources {
            off.push(data.len() as i64);
            len.push(from.len() as i64);
            data.extend(from);
        }
        data.push(-1);
        Some((
            self.tables.add("around_off", off),
            self.tables.add("around_len", len),
            self.tables.add("around_from", data),
        ))
    }

    /// `(= <region> <region>)`: no site, hands included, in one region and not the other.
    fn same_sites_fn(&mut self, c: &'g BoolExpr) -> R<FuncId> {
        let BoolExpr::SameSites(a, b) = c else { unreachable!("same_sites_fn of another test") };
        self.memo(c as *const _ as usize, "same_sites", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("same_sites_{}", id.0), FuncKind::Query);
            let s = fb.local("s");
            let (in_a, in_b) = (lw.contains(a, l(s), &cx)?, lw.contains(b, l(s), &cx)?);
            let differ = in_a.clone().and(Expr::not(in_b.clone())).or(Expr::not(in_a).and(in_b));
            let all = lw.g.num_sites() as i64;
            Ok(fb.finish(vec![
                range(s, 0, all, vec![when(differ, vec![Stmt::Return(Some(int(0)))])]),
                Stmt::Return(Some(int(1))),
            ]))
        })
    }

    fn member_fn(&mut self, r: &'g RegionExpr) -> R<FuncId> {
        self.memo(r as *const _ as usize, "member", |lw, id| {
            let mut params = CTX_PARAMS.to_vec();
            params.push("x");
            let (mut fb, cx) =
                lw.ctx_fn_with(&format!("member_{}", id.0), FuncKind::Query, &params);
            let x = fb.param(CTX_PARAMS.len() as u32);
            let site = fb.local("s");
            let mut body = lw.for_region(
                &mut fb,
                r,
                &cx,
                site,
                vec![when(l(site).eq(l(x)), vec![Stmt::Return(Some(int(1)))])],
            )?;
            body.push(Stmt::Return(Some(int(0))));
            Ok(fb.finish(body))
        })
    }

    /// `can Move <m>`: nonzero when `m` yields a move.
    pub(super) fn exists_fn(&mut self, m: &'g Moves) -> R<FuncId> {
        // Its keys are decoded (`Moves::Append`): made without `priority_effect`'s bit.
        let outer = std::mem::replace(&mut self.exists_siteless, false);
        let f = self.memo(m as *const _ as usize, "exists", |lw, id| {
            let (mut fb, cx) = lw.ctx_fn(&format!("can_move_{}", id.0), FuncKind::Query);
            let mut body = Vec::new();
            lw.gen(&mut fb, m, &cx, &[], Mode::Exists, &mut body)?;
            body.push(Stmt::Return(Some(int(0))));
            Ok(fb.finish(body))
        });
        self.exists_siteless = outer;
        f
    }

    /// `has_moves(p, prev)`: whether `p` could move now (the stalemate test of `no Moves`).
    pub(super) fn has_moves_fn(&mut self) -> R<FuncId> {
        self.memo(0, "has_moves", |lw, _| {
            let mut fb = FnBuilder::new("has_moves", FuncKind::Query, &["player", "prev"]);
            let n = lw.g.num_players() as i64;
            let p = fb.param(0);
            let cx =
                Cx::players(l(p), l(fb.param(1)), Expr::bin(BinOp::Rem, l(p), int(n)).add(int(1)));
            let mut body = Vec::new();
            if lw.g.swap_rule {
                body.push(when(
                    Expr::scalar(lw.f.num_moves).eq(int(1)),
                    vec![Stmt::Return(Some(int(1)))],
                ));
            }
            for (k, phase) in lw.g.phases.iter().enumerate() {
                if phase.always_moves() {
                    let in_phase = Expr::load(lw.f.phase, l(p).sub(int(1))).eq(int(k as i64));
                    body.push(when(in_phase, vec![Stmt::Return(Some(int(1)))]));
                }
            }
            match lw.moves {
                Some(moves) => body.push(Stmt::Return(Some(Expr::Call {
                    func: moves,
                    args: vec![cx.mover, cx.prev, cx.next, int(1)],
                }))),
                None => {
                    body.extend(lw.play_rules(&mut fb, &cx, Mode::Exists)?);
                    body.push(Stmt::Return(Some(int(0))));
                }
            }
            Ok(fb.finish(body))
        })
    }

    /// The line queries of end rules asked more than once (Yavalath: four in a row wins, three
    /// loses) get their run lengths computed once, into a local, before the end rules; returns
    /// the statements that do it. [`Lowering::end_lines_done`] forgets the locals afterwards.
    pub(super) fn share_end_lines(
        &mut self,
        fb: &mut FnBuilder,
        end: &'g [EndRule],
    ) -> R<Vec<Stmt>> {
        fn lines<'a>(c: &'a BoolExpr, out: &mut Vec<&'a LineQuery>) {
            match c {
                BoolExpr::IsLine(q) if q.through.is_none() && q.whats.is_empty() => out.push(q),
                BoolExpr::Not(c) => lines(c, out),
                BoolExpr::And(cs) | BoolExpr::Or(cs) => cs.iter().for_each(|c| lines(c, out)),
                _ => {}
            }
        }
        let mut found = Vec::new();
        end.iter().for_each(|r| lines(&r.condition, &mut found));
        let mut out = Vec::new();
        for (i, q) in found.iter().enumerate() {
            let key = line_key(q);
            let repeated = found[..i].iter().any(|p| line_key(p) == key);
            if repeated && self.line_windows_fn(q)?.is_some() {
                continue;
            }
            if repeated
                && self.line_runs_fit(q)
                && !self.shared_lines.iter().any(|(k, _)| *k == key)
            {
                let local = fb.local("line_runs");
                out.push(set(local, Expr::Call { func: self.line_runs_fn(q)?, args: Vec::new() }));
                self.shared_lines.push((key, local));
            }
        }
        Ok(out)
    }

    /// The end rules are lowered: the shared line locals mean nothing elsewhere.
    pub(super) fn end_lines_done(&mut self) {
        self.shared_lines.clear();
    }

    /// Whether every run length fits in a 63-bit mask (below bit 63): lines along the board's
    /// longest ray through both sides, and up a stack.
    fn line_runs_fit(&self, q: &LineQuery) -> bool {
        let longest = 2 * self.geo.max_ray + 1;
        longest <= 62 && (!q.by_level || self.f.levels <= 62)
    }

    /// The run lengths through the last move's `to`, as a mask: bit `t` for a run of `t` pieces
    /// like the one there along some axis (or up its stack, with `by_level`); 0 when no piece is
    /// there. `is Line n` tests a bit of it, so several line rules share one walk.
    fn line_runs_fn(&mut self, q: &'g LineQuery) -> R<FuncId> {
        match self.line_board_runs_fn(q)? {
            Some(func) => Ok(func),
            None => self.line_walk_runs_fn(q),
        }
    }

    /// [`Lowering::line_runs_fn`] by walking the lines.
    pub(super) fn line_walk_runs_fn(&mut self, q: &'g LineQuery) -> R<FuncId> {
        self.memo(line_key(q), "line runs", |lw, id| {
            let fb = FnBuilder::new(format!("line_runs_{}", id.0), FuncKind::Query, &[]);
            lw.line_walk(fb, q, LineAnswer::Runs)
        })
    }

    /// `is Line`: a run of the piece at the last `to` through it (see the interpreter).
    pub(super) fn line_fn(&mut self, q: &'g LineQuery) -> R<FuncId> {
        self.memo(line_key(q), "line", |lw, id| {
            let mut params = vec!["len".to_string()];
            if q.through.is_some() {
                params.push("through".into());
            }
            params.extend((0..q.whats.len()).map(|k| format!("what{k}")));
            let params: Vec<&str> = params.iter().map(String::as_str).collect();
            let fb = FnBuilder::new(format!("line_{}", id.0), FuncKind::Query, &params);
            lw.line_walk(fb, q, LineAnswer::AtLeast)
        })
    }

    /// The walk of the lines through the last `to`, answering as asked.
    fn line_walk(
        &mut self,
        mut fb: FnBuilder,
        q: &'g LineQuery,
        answer: LineAnswer,
    ) -> R<Function> {
        {
            let len = match answer {
                LineAnswer::AtLeast => l(fb.param(0)),
                LineAnswer::Runs => int(0),
            };
            let runs = (answer == LineAnswer::Runs).then(|| fb.local("runs"));
            let f = self.f.clone();
            let geo = &self.geo;
            let pivot = fb.local("pivot");
            let what = fb.local("what");
            let j = fb.local("j");
            let d = fb.local("d");
            let total = fb.local("total");
            let i = fb.local("i");
            let side = fb.local("side");
            let dir = fb.local("dir");
            let off = fb.local("off");
            let n = fb.local("n");
            // After each run: return 1 if it answers the query, or note its length.
            let hit = |total: Expr| -> Stmt {
                match answer {
                    LineAnswer::AtLeast => {
                        let found =
                            if q.exact { total.eq(len.clone()) } else { total.ge(len.clone()) };
                        when(found, vec![Stmt::Return(Some(int(1)))])
                    }
                    LineAnswer::Runs => {
                        let runs = runs.expect("a runs local");
                        set(
                            runs,
                            Expr::bin(BinOp::BitOr, l(runs), Expr::bin(BinOp::Shl, int(1), total)),
                        )
                    }
                }
            };
            let end = match answer {
                LineAnswer::AtLeast => int(0),
                LineAnswer::Runs => l(runs.expect("a runs local")),
            };
            // Through the last move's `to`, or the site given as the second parameter.
            let start = if q.through.is_some() { l(fb.param(1)) } else { Expr::scalar(f.last_to) };
            let mut body = vec![
                set(pivot, start),
                when(
                    l(pivot).lt(int(0)).or(l(pivot).ge(int(geo.board_sites as i64))),
                    vec![Stmt::Return(Some(int(0)))],
                ),
            ];
            if q.by_level {
                // Lines across stacks (rows of levels): the vertical run, then each direction of
                // the set with level slopes -1, 0, +1.
                let level = fb.local("level");
                let slope = fb.local("slope");
                let lv = fb.local("lv");
                let s = fb.local("s");
                let levels = f.levels as i64;
                let at =
                    |site: Expr, level: Expr| Expr::load(f.what, site.mul(int(levels)).add(level));
                body.extend([
                    set(level, Expr::load(f.height, l(pivot)).sub(int(1))),
                    when(l(level).lt(int(0)), vec![Stmt::Return(Some(int(0)))]),
                    set(what, at(l(pivot), l(level))),
                    set(total, int(1)),
                    set(lv, l(level).sub(int(1))),
                    Stmt::While {
                        cond: l(lv).ge(int(0)).and(at(l(pivot), l(lv)).eq(l(what))),
                        body: vec![set(total, l(total).add(int(1))), set(lv, l(lv).sub(int(1)))],
                    },
                    hit(l(total)),
                ]);
                // One direction per axis: its opposite with the opposite slope is the same line.
                let (orth, ko) = geo.axes(DirSet::Orthogonal);
                let run = |dir_e: Expr, slope_e: Expr| -> Vec<Stmt> {
                    vec![
                        set(off, Expr::table(geo.ray_off, geo.ray_index(dir_e.clone(), l(pivot)))),
                        set(n, Expr::table(geo.ray_len, geo.ray_index(dir_e, l(pivot)))),
                        set(lv, l(level)),
                        range(
                            i,
                            0,
                            l(n),
                            vec![
                                set(s, Expr::table(geo.ray_data, l(off).add(l(i)))),
                                set(lv, l(lv).add(slope_e.clone())),
                                when(
                                    Expr::not(
                                        l(lv)
                                            .ge(int(0))
                                            .and(l(lv).lt(Expr::load(f.height, l(s))))
                                            .and(at(l(s), l(lv)).eq(l(what))),
                                    ),
                                    vec![Stmt::Break],
                                ),
                                set(total, l(total).add(int(1))),
                            ],
                        ),
                    ]
                };
                let mut per_slope = vec![set(total, int(1))];
                per_slope.extend(run(l(d), l(slope)));
                per_slope.push(set(dir, Expr::table(geo.opposite, l(d))));
                per_slope.push(when(
                    l(dir).ge(int(0)),
                    run(l(dir), Expr::Un(UnOp::Neg, Box::new(l(slope)))),
                ));
                per_slope.push(hit(l(total)));
                body.push(range(
                    j,
                    0,
                    ko as i64,
                    vec![
                        set(d, Expr::table(orth, l(pivot).mul(int(ko as i64)).add(l(j)))),
                        when(l(d).lt(int(0)), vec![Stmt::Break]),
                        Stmt::Range { var: slope, start: int(-1), end: int(2), body: per_slope },
                    ],
                ));
                body.push(Stmt::Return(Some(end)));
                return Ok(fb.finish(body));
            }
            body.push(set(what, Expr::load(f.what, l(pivot))));
            // A site continues the run when it holds the pivot's piece, or, with `whats:`
            // (the parameters after `len` and `through`), any of those, the pivot's included.
            let first_what = 1 + q.through.is_some() as u32;
            let whats: Vec<Expr> =
                (0..q.whats.len() as u32).map(|k| l(fb.param(first_what + k))).collect();
            let like = |e: Expr| -> Expr {
                if whats.is_empty() {
                    return e.eq(l(what));
                }
                let mut any = e.clone().eq(whats[0].clone());
                for w in &whats[1..] {
                    any = any.or(e.clone().eq(w.clone()));
                }
                any
            };
            if !whats.is_empty() {
                body.push(when(Expr::not(like(l(what))), vec![Stmt::Return(Some(int(0)))]));
            }
            let run = |dir_e: Expr| -> Vec<Stmt> {
                vec![
                    set(off, Expr::table(geo.ray_off, geo.ray_index(dir_e.clone(), l(pivot)))),
                    set(n, Expr::table(geo.ray_len, geo.ray_index(dir_e, l(pivot)))),
                    range(
                        i,
                        0,
                        l(n),
                        vec![
                            when(
                                Expr::not(like(Expr::load(
                                    f.what,
                                    Expr::table(geo.ray_data, l(off).add(l(i))),
                                ))),
                                vec![Stmt::Break],
                            ),
                            set(total, l(total).add(int(1))),
                        ],
                    ),
                ]
            };
            let mut per_dir = vec![set(side, Expr::table(geo.opposite, l(d))), set(total, int(1))];
            per_dir.extend(run(l(d)));
            per_dir.push(when(l(side).ge(int(0)), run(l(side))));
            per_dir.push(hit(l(total)));
            match q.axis {
                // One direction: its line, if the pivot has a step that way (a board without
                // the direction has no such line).
                Some(axis) => {
                    if let Some(k) = geo.dirs.iter().position(|&x| x == axis) {
                        body.push(set(d, int(k as i64)));
                        let has_step =
                            Expr::table(geo.ray_len, geo.ray_index(l(d), l(pivot))).gt(int(0));
                        body.push(when(has_step, per_dir));
                    }
                }
                None => {
                    let (axes, ka) = geo.axes(q.dirs);
                    let mut each = vec![
                        set(d, Expr::table(axes, l(pivot).mul(int(ka as i64)).add(l(j)))),
                        when(l(d).lt(int(0)), vec![Stmt::Break]),
                    ];
                    each.extend(per_dir);
                    body.push(range(j, 0, ka as i64, each));
                }
            }
            body.push(Stmt::Return(Some(end)));
            Ok(fb.finish(body))
        }
    }

    // ---- regions ----

    /// `for var in region { body }`.
    pub(super) fn for_region(
        &mut self,
        fb: &mut FnBuilder,
        r: &'g RegionExpr,
        cx: &Cx,
        var: Local,
        body: Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        let b = self.g.board.num_sites() as i64;
        let f = self.f.clone();
        Ok(match r {
            // As the interpreter: a listed site the game does not have is in no region.
            RegionExpr::Const(v) => {
                let all = self.g.num_sites();
                let v: Vec<usize> = v.iter().copied().filter(|&s| s < all).collect();
                self.for_list(fb, &v, var, body)
            }
            RegionExpr::Named(i) => {
                let v = self.g.regions[*i].sites();
                self.for_list(fb, &v, var, body)
            }
            RegionExpr::Board => vec![range(var, 0, b, body)],
            RegionExpr::Hidden { aspect, to } => self.for_hidden(*aspect, *to, cx, var, body)?,
            RegionExpr::Empty => {
                vec![range(var, 0, b, vec![when(Expr::load(f.height, l(var)).eq(int(0)), body)])]
            }
            RegionExpr::State(v) => {
                let v = self.int(v, cx)?;
                let st = self.top(f.pstate, l(var));
                vec![range(
                    var,
                    0,
                    b,
                    vec![when(Expr::load(f.height, l(var)).gt(int(0)).and(st.eq(v)), body)],
                )]
            }
            RegionExpr::Owned(p, name) => {
                let n = self.g.num_players();
                let mut off = Vec::new();
                let mut len = Vec::new();
                let mut data = Vec::new();
                for q in 0..=n + 1 {
                    let v = self.g.owned_sites(q, name.as_deref());
                    off.push(data.len() as i64);
                    len.push(v.len() as i64);
                    data.extend(v.iter().map(|&x| x as i64));
                }
                data.push(-1);
                let (to, tl, td) = (
                    self.tables.add("owned_off", off),
                    self.tables.add("owned_len", len),
                    self.tables.add("owned", data),
                );
                let p = self.player(*p, cx);
                let i = fb.local("i");
                let mut inner =
                    vec![set(var, Expr::table(td, Expr::table(to, p.clone()).add(l(i))))];
                inner.extend(body);
                vec![range(i, 0, Expr::table(tl, p), inner)]
            }
            RegionExpr::Hand(p) => {
                let first = self.hand_table(|c| c.first_site as i64);
                let len = self.hand_table(|c| c.num_sites as i64);
                let p = self.player(*p, cx);
                let start = Expr::table(first, p.clone());
                let end = start.clone().add(Expr::table(len, p));
                vec![when(start.clone().ge(int(0)), vec![range(var, start, end, body)])]
            }
            RegionExpr::Difference(a, c) => {
                let inside = self.contains(c, l(var), cx)?;
                self.for_region(fb, a, cx, var, vec![when(Expr::not(inside), body)])?
            }
            // A fixed list of sites met with a region scanned site by site (Hnefatafl's
            // `(is Within (id "Jarl2") in:(sites "Fortresses"))`: occupied ∩ the corners):
            // visit the few listed sites and test the scanned region there, not the reverse.
            // Both visit the common sites in ascending order.
            RegionExpr::Intersection(a, c)
                if scans_board(a) && fixed_ascending(self.g, c).is_some() =>
            {
                let v = fixed_ascending(self.g, c).expect("checked by the guard");
                let inside = self.contains(a, l(var), cx)?;
                self.for_list(fb, &v, var, vec![when(inside, body)])
            }
            RegionExpr::Intersection(a, c) => {
                let inside = self.contains(c, l(var), cx)?;
                self.for_region(fb, a, cx, var, vec![when(inside, body)])?
            }
            RegionExpr::Union(parts) => {
                let mut out = Vec::new();
                for (k, part) in parts.iter().enumerate() {
                    // Each site once: skip it in later parts.
                    let mut seen = int(0);
                    for earlier in &parts[..k] {
                        let c = self.contains(earlier, l(var), cx)?;
                        seen = seen.or(c);
                    }
                    out.extend(self.for_region(
                        fb,
                        part,
                        cx,
                        var,
                        vec![when(Expr::not(seen), body.clone())],
                    )?);
                }
                out
            }
            RegionExpr::Filter(r2, c) => {
                let inner = Cx { site: Some(l(var)), ..cx.clone() };
                let test = self.cond(c, &inner)?;
                self.for_region(fb, r2, cx, var, vec![when(test, body)])?
            }
            RegionExpr::Direction { from, dirs, included, stop, stop_included } => {
                let c = fb.local("origin");
                let i = fb.local("i");
                let (ray_len, ray_off, ray_data) =
                    (self.geo.ray_len, self.geo.ray_off, self.geo.ray_data);
                let index = |d: Expr| d.mul(int(b)).add(l(c));
                let stops = match stop {
                    Some(cond) => Some(self.cond(cond, &Cx { to: Some(l(var)), ..cx.clone() })?),
                    None => None,
                };
                let per_dir = |d: Expr| {
                    let mut step = vec![set(
                        var,
                        Expr::table(ray_data, Expr::table(ray_off, index(d.clone())).add(l(i))),
                    )];
                    step.extend(stops.clone().map(|s| {
                        // SitesDirection.java's stopIncluded: the stopping site, then the end.
                        let mut end = if *stop_included { body.clone() } else { Vec::new() };
                        end.push(Stmt::Break);
                        when(s, end)
                    }));
                    step.extend(body.clone());
                    vec![range(i, 0, Expr::table(ray_len, index(d)), step)]
                };
                let mut along = self.for_dirs(fb, dirs, l(c), None, per_dir)?;
                if *included {
                    along.push(set(var, l(c)));
                    along.extend(body.clone());
                }
                let origin = self.site(from, cx)?;
                vec![set(c, origin), when(l(c).ge(int(0)).and(l(c).lt(int(b))), along)]
            }
            RegionExpr::Single(s) => {
                let s = self.site(s, cx)?;
                let mut inner = vec![set(var, s)];
                inner.push(when(l(var).ge(int(0)), body));
                inner
            }
            // Around a region: listed in a bitset (see `for_around_bits`), or where the body
            // could list it again while it is visited, the board scanned once, each site
            // tested (see `around_fn`); either way every site comes once and in order however
            // many centres reach it.
            RegionExpr::Around { centre, .. } if !matches!(**centre, RegionExpr::Single(_)) => {
                if let Some(stmts) = self.for_around_bits(fb, r, cx, var, &body)? {
                    return Ok(stmts);
                }
                let func = self.around_fn(r)?;
                let Expr::Call { func, mut args } = self.call_ctx(func, cx) else { unreachable!() };
                args.push(l(var));
                vec![range(var, 0, b, vec![when(Expr::Call { func, args }.ne(int(0)), body)])]
            }
            // A set of sites in order, however the array lists them.
            RegionExpr::Results(_) => {
                let has = self.contains(r, l(var), cx)?;
                vec![range(var, 0, self.g.num_sites() as i64, vec![when(has, body)])]
            }
            RegionExpr::Around { centre, dirs, distance, cond, include_self } => {
                let RegionExpr::Single(centre) = &**centre else { unreachable!("guarded above") };
                let c = fb.local("centre");
                let n = fb.local("n");
                let inner = Cx { from: Some(l(c)), to: Some(l(var)), ..cx.clone() };
                let test = self.cond_or_true(cond.as_deref(), &inner)?;
                let (ray_len, ray_off, ray_data) =
                    (self.geo.ray_len, self.geo.ray_off, self.geo.ray_data);
                let index = |d: Expr| d.mul(int(b)).add(l(c));
                let per_dir = |d: Expr| {
                    vec![
                        set(n, Expr::table(ray_len, index(d.clone()))),
                        when(
                            l(n).ge(int(*distance as i64)),
                            vec![
                                set(
                                    var,
                                    Expr::table(
                                        ray_data,
                                        Expr::table(ray_off, index(d))
                                            .add(int(*distance as i64 - 1)),
                                    ),
                                ),
                                when(test.clone(), body.clone()),
                            ],
                        ),
                    ]
                };
                let mut around = self.for_dirs(fb, dirs, l(c), None, per_dir)?;
                if *include_self {
                    around.push(set(var, l(c)));
                    around.extend(body.clone());
                }
                let centre = self.site(centre, cx)?;
                vec![set(c, centre), when(l(c).ge(int(0)).and(l(c).lt(int(b))), around)]
            }
            RegionExpr::Start(what) => {
                let by_what = self.g.start_sites();
                let mut off = Vec::new();
                let mut len = Vec::new();
                let mut data = Vec::new();
                for v in &by_what {
                    off.push(data.len() as i64);
                    len.push(v.len() as i64);
                    data.extend(v.iter().map(|&x| x as i64));
                }
                data.push(-1);
                let (to, tl, td) = (
                    self.tables.add("start_off", off),
                    self.tables.add("start_len", len),
                    self.tables.add("start", data),
                );
                let w = fb.local("w");
                let i = fb.local("i");
                let mut inner = vec![set(var, Expr::table(td, Expr::table(to, l(w)).add(l(i))))];
                inner.extend(body);
                let what = self.int(what, cx)?;
                vec![
                    set(w, what),
                    when(
                        l(w).ge(int(0)).and(l(w).lt(int(by_what.len() as i64))),
                        vec![range(i, 0, Expr::table(tl, l(w)), inner)],
                    ),
                ]
            }
            // Without stacks, the board's sites in order from the owners' bitboards: a word
            // at a time, the matching owners' words together, visiting only occupied sites.
            // A `break` of the body's own would leave only the word's loop: scanned then.
            RegionExpr::Occupied(o) if f.owned.is_some() && f.levels == 1 && !breaks_out(&body) => {
                let owned = f.owned.expect("guarded");
                let end = if o.board_only { b } else { self.g.num_sites() as i64 };
                let test = self.occupied_top(o, l(var), cx);
                let (word, bits, mask) = (fb.local("word"), fb.local("bits"), fb.local("mask"));
                let mut each = vec![set(var, l(word).mul(int(64)).add(l(var)))];
                each.push(when(test.clone(), body.clone()));
                let mut per_word = self.owners_word(fb, owned, o.owners, cx, l(word), mask);
                per_word.extend(each_bit(var, bits, l(mask), each));
                let mut out = vec![range(word, 0, f.words as i64, per_word)];
                if end > b {
                    out.push(range(var, b, end, vec![when(test, body)]));
                }
                out
            }
            RegionExpr::Occupied(o) => {
                let end = if o.board_only { b } else { self.g.num_sites() as i64 };
                if o.any_level && f.levels > 1 {
                    // A piece anywhere in the stack: visit the site once when a level matches.
                    let level = fb.local("level");
                    let hit = fb.local("hit");
                    let at = l(var).mul(int(f.levels as i64)).add(l(level));
                    let test = self.occupant_matches(
                        o,
                        Expr::load(f.who, at.clone()),
                        Expr::load(f.what, at),
                        cx,
                    );
                    vec![range(
                        var,
                        0,
                        end,
                        vec![
                            set(hit, 0),
                            range(
                                level,
                                0,
                                Expr::load(f.height, l(var)),
                                vec![when(test, vec![set(hit, 1), Stmt::Break])],
                            ),
                            when(l(hit), body),
                        ],
                    )]
                } else {
                    let test = self.occupied_top(o, l(var), cx);
                    vec![range(var, 0, end, vec![when(test, body)])]
                }
            }
            RegionExpr::Remembered(m) => {
                let test = self.remembered_at(*m, l(var))?;
                vec![range(var, 0, self.g.num_sites() as i64, vec![when(test, body)])]
            }
            RegionExpr::Distance { step: Some(_), .. } => {
                // The walk once, then its sites in order.
                let mask = fb.local("walked");
                let test = self.in_walk_mask(l(mask), l(var));
                vec![
                    set(mask, self.distance_walk_mask(r, cx)?),
                    range(var, 0, b, vec![when(test, body)]),
                ]
            }
            RegionExpr::Distance { .. } => {
                let test = self.contains(r, l(var), cx)?;
                vec![range(var, 0, b, vec![when(test, body)])]
            }
            RegionExpr::TrackSpan { track, from, to } => {
                // In site order, as the interpreter's region.
                let sites = &self.g.tracks[*track].sites;
                let (lo, hi) = (
                    *sites.iter().min().unwrap_or(&0) as i64,
                    *sites.iter().max().unwrap_or(&0) as i64 + 1,
                );
                let test =
                    self.in_track_span(*track, from.as_deref(), to.as_deref(), l(var), cx)?;
                vec![range(var, lo, hi, vec![when(test, body)])]
            }
            RegionExpr::If(c, a, other) => {
                let test = self.cond(c, cx)?;
                let then = self.for_region(fb, a, cx, var, body.clone())?;
                let otherwise = self.for_region(fb, other, cx, var, body)?;
                vec![if_else(test, then, otherwise)]
            }
        })
    }

    /// Whether `site` is in `Track::span(from, to)`: on a track visiting each site once, the
    /// sites whose distance round the track from `from` is at most `to`'s (the track's length
    /// less one when `to` is not on it). `pos` numbers site `s` at index `s + 1` with its
    /// element's index (-1: not on the track; index 0 is site -1, the last any site past the
    /// board), so every site expression reads it in bounds.
    fn in_track_span(
        &mut self,
        track: usize,
        from: Option<&'g SiteExpr>,
        to: Option<&'g SiteExpr>,
        site: Expr,
        cx: &Cx,
    ) -> R<Expr> {
        let t = &self.g.tracks[track];
        let n = self.g.num_sites() as i64;
        let mut pos = vec![-1i64; n as usize + 2];
        for (i, &s) in t.sites.iter().enumerate().rev() {
            pos[s + 1] = i as i64;
        }
        if pos.iter().filter(|&&p| p >= 0).count() != t.sites.len() {
            return unsupported("`(sites Track from:.. to:..)` on a track visiting a site twice");
        }
        let len = t.sites.len() as i64;
        let pos = self.tables.add(&format!("track_pos_{track}"), pos);
        let pos_of = |e: Expr| {
            Expr::table(
                pos,
                Expr::bin(BinOp::Max, int(0), Expr::bin(BinOp::Min, e.add(int(1)), int(n + 1))),
            )
        };
        let from = match from {
            Some(e) => self.site(e, cx)?,
            None => int(-1),
        };
        let to = match to {
            Some(e) => self.site(e, cx)?,
            None => int(-1),
        };
        let first = Expr::select(from.clone().eq(int(-1)), int(0), pos_of(from));
        let distance =
            |p: Expr| Expr::bin(BinOp::Rem, p.sub(first.clone()).add(int(len)), int(len));
        let last = Expr::select(pos_of(to.clone()).ge(int(0)), distance(pos_of(to)), int(len - 1));
        Ok(first
            .clone()
            .ge(int(0))
            .and(pos_of(site.clone()).ge(int(0)))
            .and(distance(pos_of(site)).le(last)))
    }

    /// Whether a memory holds `v` (no site: no).
    pub(super) fn remembered_at(&mut self, memory: usize, v: Expr) -> R<Expr> {
        let Some(field) = self.f.remembered else {
            return unsupported("remembered values without their state field");
        };
        let sites = self.g.num_sites() as i64;
        let index = Expr::select(
            self.is_site(v.clone()),
            int(memory as i64 * sites).add(v.clone()),
            int(0),
        );
        Ok(self.is_site(v).and(Expr::load(field, index).gt(int(0))))
    }

    /// Whether `v` is one of the game's sites.
    pub(super) fn is_site(&self, v: Expr) -> Expr {
        v.clone().ge(int(0)).and(v.lt(int(self.g.num_sites() as i64)))
    }

    fn for_list(
        &mut self,
        fb: &mut FnBuilder,
        v: &[usize],
        var: Local,
        body: Vec<Stmt>,
    ) -> Vec<Stmt> {
        if v.is_empty() {
            return Vec::new();
        }
        let t = self.tables.add("sites", v.iter().map(|&x| x as i64).collect());
        let i = fb.local("i");
        let mut inner = vec![set(var, Expr::table(t, l(i)))];
        inner.extend(body);
        vec![range(i, 0, v.len() as i64, inner)]
    }

    /// Whether `site` (a valid site) is in the region.
    pub(super) fn contains(&mut self, r: &'g RegionExpr, site: Expr, cx: &Cx) -> R<Expr> {
        let s_all = self.g.num_sites();
        let b = self.g.board.num_sites() as i64;
        let f = self.f.clone();
        Ok(match r {
            RegionExpr::Const(v) => self.member(v, site),
            RegionExpr::Named(i) => {
                let v = self.g.regions[*i].sites();
                self.member(&v, site)
            }
            RegionExpr::Board => site.lt(int(b)),
            RegionExpr::Hidden { aspect, to } => self.hidden_contains(*aspect, *to, site, cx)?,
            RegionExpr::Empty => site.clone().lt(int(b)).and(Expr::load(f.height, site).eq(int(0))),
            RegionExpr::State(v) => {
                let v = self.int(v, cx)?;
                let st = self.top(f.pstate, site.clone());
                site.clone().lt(int(b)).and(Expr::load(f.height, site).gt(int(0))).and(st.eq(v))
            }
            RegionExpr::Owned(p, name) => {
                let n = self.g.num_players();
                let mut data = vec![0i64; (n + 2) * s_all];
                for q in 0..=n + 1 {
                    // A region may name a site the game does not have (`(sites 581)` on an
                    // 8x8 board, a fuzz mutant): it is in no state, so no site is a member.
                    for site in self.g.owned_sites(q, name.as_deref()) {
                        if site < s_all {
                            data[q * s_all + site] = 1;
                        }
                    }
                }
                let t = self.tables.add("owned_member", data);
                let p = self.player(*p, cx);
                Expr::table(t, p.mul(int(s_all as i64)).add(site))
            }
            RegionExpr::Hand(p) => {
                let first = self.hand_table(|c| c.first_site as i64);
                let len = self.hand_table(|c| c.num_sites as i64);
                let p = self.player(*p, cx);
                let start = Expr::table(first, p.clone());
                start
                    .clone()
                    .ge(int(0))
                    .and(site.clone().ge(start.clone()))
                    .and(site.lt(start.add(Expr::table(len, p))))
            }
            RegionExpr::Difference(a, c) => {
                self.contains(a, site.clone(), cx)?.and(Expr::not(self.contains(c, site, cx)?))
            }
            RegionExpr::Intersection(a, c) => {
                self.contains(a, site.clone(), cx)?.and(self.contains(c, site, cx)?)
            }
            RegionExpr::Union(parts) => {
                let mut e = int(0);
                for p in parts {
                    e = e.or(self.contains(p, site.clone(), cx)?);
                }
                e
            }
            RegionExpr::Filter(r2, c) => {
                let inner = Cx { site: Some(site.clone()), ..cx.clone() };
                self.contains(r2, site, cx)?.and(self.cond(c, &inner)?)
            }
            RegionExpr::Single(s) => site.eq(self.site(s, cx)?),
            RegionExpr::Start(what) => {
                let by_what = self.g.start_sites();
                let mut data = vec![0i64; by_what.len() * s_all];
                for (w, v) in by_what.iter().enumerate() {
                    for &x in v {
                        data[w * s_all + x] = 1;
                    }
                }
                let t = self.tables.add("start_member", data);
                let w = self.int(what, cx)?;
                let valid = w.clone().ge(int(0)).and(w.clone().lt(int(by_what.len() as i64)));
                let index = Expr::select(valid.clone(), w.mul(int(s_all as i64)).add(site), int(0));
                valid.and(Expr::table(t, index))
            }
            RegionExpr::Around { centre, .. } if !matches!(**centre, RegionExpr::Single(_)) => {
                let func = self.around_fn(r)?;
                let Expr::Call { func, mut args } = self.call_ctx(func, cx) else { unreachable!() };
                args.push(site);
                Expr::Call { func, args }
            }
            RegionExpr::Results(results) => {
                let func = self.results_has_fn(results)?;
                let Expr::Call { func, mut args } = self.call_ctx(func, cx) else { unreachable!() };
                args.push(site);
                Expr::Call { func, args }.ne(int(0))
            }
            RegionExpr::Around { .. } | RegionExpr::Direction { .. } => {
                let func = self.member_fn(r)?;
                let Expr::Call { func, mut args } = self.call_ctx(func, cx) else { unreachable!() };
                args.push(site);
                Expr::Call { func, args }
            }
            RegionExpr::Occupied(o) => {
                let end = if o.board_only { b } else { s_all as i64 };
                let found = if o.any_level && f.levels > 1 {
                    let func = self.occupied_any_level_fn(o)?;
                    let Expr::Call { func, mut args } = self.call_ctx(func, cx) else {
                        unreachable!()
                    };
                    args.push(site.clone());
                    Expr::Call { func, args }
                } else {
                    self.occupied_top(o, site.clone(), cx)
                };
                site.lt(int(end)).and(found)
            }
            RegionExpr::Remembered(m) => self.remembered_at(*m, site)?,
            RegionExpr::TrackSpan { track, from, to } => {
                self.in_track_span(*track, from.as_deref(), to.as_deref(), site, cx)?
            }
            RegionExpr::Distance { step: Some(_), .. } => {
                let mask = self.distance_walk_mask(r, cx)?;
                self.in_walk_mask(mask, site)
            }
            RegionExpr::Distance { from, min, max, step: None } => {
                // `at_distance[from * sites + site]`: the distance under which `sitesAtDistance`
                // lists the site, -1 where it does not.
                let board = &self.g.board;
                let n = board.num_sites();
                if n * n > 1 << 22 {
                    return unsupported("`sites Distance` on a board of more than 2048 sites");
                }
                let mut data = vec![-1i64; n * n];
                for a in 0..n {
                    for (d, sites) in
                        board.sites_at_distance(a, self.g.step_relation).iter().enumerate()
                    {
                        for &t in sites {
                            data[a * n + t] = d as i64;
                        }
                    }
                }
                let table = self.tables.add("at_distance", data);
                let (from, min, max) =
                    (self.site(from, cx)?, self.int(min, cx)?, self.int(max, cx)?);
                let n = n as i64;
                let on_board = |e: &Expr| e.clone().ge(int(0)).and(e.clone().lt(int(n)));
                let both = on_board(&from).and(on_board(&site));
                let d = Expr::table(
                    table,
                    Expr::select(both.clone(), from.mul(int(n)).add(site), int(0)),
                );
                both.and(min.clone().ge(int(0)))
                    .and(d.clone().ge(min))
                    .and(d.clone().le(max))
                    .and(d.ge(int(0)))
            }
            RegionExpr::If(c, a, other) => {
                let test = self.cond(c, cx)?;
                Expr::select(
                    test,
                    self.contains(a, site.clone(), cx)?,
                    self.contains(other, site, cx)?,
                )
            }
        })
    }

    /// `occupied_any_level(ctx.., x)`: whether a piece at some level of the stack on `x` (a
    /// valid site) is one an occupancy query looks for (`top:False`).
    fn occupied_any_level_fn(&mut self, o: &'g Occupied) -> R<FuncId> {
        self.memo(o as *const _ as usize, "occupied_any_level", |lw, id| {
            let mut params = CTX_PARAMS.to_vec();
            params.push("x");
            let (mut fb, cx) =
                lw.ctx_fn_with(&format!("occupied_any_level_{}", id.0), FuncKind::Query, &params);
            let x = l(fb.param(CTX_PARAMS.len() as u32));
            let k = fb.local("k");
            let f = lw.f.clone();
            let at = x.clone().mul(int(f.levels as i64)).add(l(k));
            let hit =
                lw.occupant_matches(o, Expr::load(f.who, at.clone()), Expr::load(f.what, at), &cx);
            let body = vec![
                range(
                    k,
                    0,
                    Expr::load(f.height, x),
                    vec![when(hit, vec![Stmt::Return(Some(int(1)))])],
                ),
                Stmt::Return(Some(int(0))),
            ];
            Ok(fb.finish(body))
        })
    }

    /// Whether the top piece of `site` (a valid site) is one an occupancy query looks for.
    fn occupied_top(&mut self, o: &Occupied, site: Expr, cx: &Cx) -> Expr {
        let (who, what) = (self.top(self.f.who, site.clone()), self.top(self.f.what, site.clone()));
        Expr::load(self.f.height, site).gt(int(0)).and(self.occupant_matches(o, who, what, cx))
    }

    /// Whether a piece (its owner and its "what", of an occupied place) is one an occupancy query
    /// looks for.
    fn occupant_matches(&mut self, o: &Occupied, who: Expr, what: Expr, cx: &Cx) -> Expr {
        let n = self.g.num_players() as i64;
        let owner_ok = match o.owners {
            Owners::Player(p) => Some(who.eq(self.player(p, cx))),
            Owners::Enemy | Owners::Team(_) => {
                let player = who.clone().ge(int(1)).and(who.clone().le(int(n)));
                Some(player.and(self.owner_in(o.owners, who, cx)))
            }
            Owners::Any => None,
        };
        let piece_ok = o.components.as_ref().map(|cs| {
            let mut data = vec![0i64; self.g.components.len() + 1];
            for &c in cs {
                data[c + 1] = 1;
            }
            Expr::table(self.tables.add("pieces", data), what)
        });
        match (owner_ok, piece_ok) {
            (Some(a), Some(b)) => a.and(b),
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => int(1),
        }
    }

    fn member(&mut self, v: &[usize], site: Expr) -> Expr {
        let mut data = vec![0i64; self.g.num_sites()];
        for &s in v {
            data[s] = 1;
        }
        let t = self.tables.add("member", data);
        Expr::table(t, site)
    }
}

/// `value` when `site >= 0`, else 0.
fn guard(site: Expr, value: Expr) -> Expr {
    match site {
        Expr::Int(s) if s >= 0 => value,
        _ => Expr::select(site.ge(int(0)), value, int(0)),
    }
}

/// `value` when `1 <= p <= n`, else 0.
fn guard_player(p: Expr, n: i64, value: Expr) -> Expr {
    Expr::select(p.clone().ge(int(1)).and(p.le(int(n))), value, int(0))
}

/// What a line walk returns.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LineAnswer {
    /// 1 as soon as a run answers `is Line len` (the function's parameter), else 0.
    AtLeast,
    /// The mask of every run's length (see `line_runs_fn`).
    Runs,
}

/// Line queries that walk the same runs (the length aside).
pub(super) fn line_key(q: &LineQuery) -> usize {
    q.whats.len() << 17
        | (q.through.is_some() as usize) << 16
        | q.axis.map_or(0, |d| d as usize + 1) << 8
        | (q.dirs as usize) << 2
        | (q.exact as usize) << 1
        | q.by_level as usize
}

/// Whether `body` has a `break` that leaves the loop it is put in (one outside its own loops).
fn breaks_out(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Break => true,
        Stmt::If { then, otherwise, .. } => breaks_out(then) || breaks_out(otherwise),
        _ => false,
    })
}

/// Regions `for_region` visits by scanning every site in ascending order.
fn scans_board(r: &RegionExpr) -> bool {
    matches!(
        r,
        RegionExpr::Board | RegionExpr::Empty | RegionExpr::State(_) | RegionExpr::Occupied(_)
    )
}

/// The sites of a region fixed at compile time, when listed in ascending order without repeats.
fn fixed_ascending(g: &Game, r: &RegionExpr) -> Option<Vec<usize>> {
    let v = match r {
        RegionExpr::Const(v) => v.iter().copied().filter(|&s| s < g.num_sites()).collect(),
        RegionExpr::Named(i) => g.regions[*i].sites(),
        _ => return None,
    };
    v.windows(2).all(|w| w[0] < w[1]).then_some(v)
}

/// What the flood fill of a group (see `group_fn`) answers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GroupQuery {
    /// Whether the group has a liberty (stops at the first).
    HasLiberty,
    /// How many liberties it has.
    Liberties,
    /// How many sites it has.
    Size,
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// `sites Around` a region of pieces, listed through its bitset (two words on 9x9) in a
    /// placement and in a capture effect that removes pieces of the region's centres while it
    /// is visited, and the players' pieces visited through their bitboards: the same moves,
    /// states and results as the interpreter (the walks end at the move cap, in draws).
    #[test]
    fn sites_around_a_region_listed_as_a_bitset_agree_with_the_interpreter() {
        let (steps, _) = agree(
            r#"(game "Spread" (players 2)
               (equipment { (board (square 9)) (piece "Disc" Each) })
               (rules (start { (place "Disc1" coord:"E5") (place "Disc2" coord:"D4") })
                 (play (move Add (to (sites Around (sites Occupied by:Mover) Orthogonal if:(is Empty (to))))
                   (then (forEach Site (sites Around (sites Occupied by:Next) Diagonal includeSelf:True)
                     (if (and (is Enemy (who at:(site))) (= 0 (count Sites in:(sites Around (site) Orthogonal if:(is Empty (to))))))
                       (remove (site)))))))
                 (end { (if (no Moves Next) (result Mover Win)) (if (>= (count Moves) 70) (result Mover Draw)) })))"#,
            40,
            "around_bits",
        );
        assert!(steps > 1000, "steps {steps}");
    }
}
