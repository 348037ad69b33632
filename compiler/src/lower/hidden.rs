//! Ludii's hidden flags in kernels (`game_ir::hidden::SetHidden`, `(is Hidden ..)`, `(sites
//! Hidden ..)`), as the interpreter keeps them (`interp::hidden`): a `U8` mask per player and
//! location (`hidden_flags[(player - 1) * locations + site * levels + level]`, the layout
//! `kernel_ir::hidden::HiddenMeta::flags` describes), each player's move history, and the
//! `resync` function a determinization needs.

use crate::game_ir::hidden::SetHidden;
use crate::game_ir::{PlayerRef, RegionExpr};
use crate::kernel_ir::hidden::{default_parts, HiddenMeta};
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, R};

/// The state fields of hidden information (games with hidden flags only).
#[derive(Clone, Copy, Debug)]
pub struct HiddenFields {
    pub flags: FieldId,
    pub history: FieldId,
}

impl HiddenFields {
    pub fn plan(
        g: &crate::game_ir::Game,
        levels: usize,
        layout: &mut StateLayout,
    ) -> Option<HiddenFields> {
        g.hidden_flags.then(|| {
            let n = g.num_players();
            HiddenFields {
                flags: layout.add("hidden_flags", Elem::U8, n * g.num_sites() * levels),
                history: layout.add("move_history", Elem::I64, n),
            }
        })
    }
}

impl<'g> Lowering<'g> {
    fn hidden_fields(&self) -> R<HiddenFields> {
        match self.f.hidden {
            Some(h) => Ok(h),
            None => unsupported("hidden flags without their state field"),
        }
    }

    /// The index of `player`'s flags at `site` (ground level: without stacks, the only one).
    fn flag_index(&self, player: Expr, site: Expr) -> Expr {
        let locations = (self.g.num_sites() * self.f.levels) as i64;
        player.sub(int(1)).mul(int(locations)).add(site.mul(int(self.f.levels as i64)))
    }

    /// Whether `aspect` is hidden from `player` at `site`, both valid.
    fn flag_set(&self, flags: FieldId, player: Expr, site: Expr, aspect: u8) -> Expr {
        let mask = Expr::load(flags, self.flag_index(player, site));
        Expr::bin(BinOp::BitAnd, mask, int(aspect as i64)).ne(int(0))
    }

    /// ActionMoveTopPiece's flags (see `interp::hidden`): `to` takes `from`'s, for every
    /// player, and `from`, once empty, keeps none. Nothing in games without hidden flags.
    pub(super) fn move_hidden_flags(&self, fb: &mut FnBuilder, from: Expr, to: Expr) -> Vec<Stmt> {
        let Some(h) = self.f.hidden else { return Vec::new() };
        let emptied = fb.local("emptied");
        let mut out = vec![set(emptied, Expr::load(self.f.height, from.clone()).eq(int(0)))];
        for p in 1..=self.g.num_players() as i64 {
            let (src, dst) =
                (self.flag_index(int(p), from.clone()), self.flag_index(int(p), to.clone()));
            out.push(store(h.flags, dst, Expr::load(h.flags, src.clone())));
            out.push(when(l(emptied).ne(int(0)), vec![store(h.flags, src, 0)]));
        }
        out
    }

    /// `(is Hidden ..)`: false for no site or no player, as the interpreter.
    pub(super) fn is_hidden(
        &mut self,
        aspect: u8,
        site: &'g crate::game_ir::SiteExpr,
        level: Option<&'g crate::game_ir::IntExpr>,
        to: PlayerRef,
        cx: &Cx,
    ) -> R<Expr> {
        let h = self.hidden_fields()?;
        if let Some(l) = level {
            // Evaluated for its faults only, as the interpreter: flags are per site.
            let _ = self.int(l, cx)?;
        }
        let s = self.site(site, cx)?;
        let p = self.player(to, cx);
        let n = self.g.num_players() as i64;
        let valid = self.is_site(s.clone()).and(p.clone().ge(int(1))).and(p.clone().le(int(n)));
        // The load's index stays in range whatever the guard says (selects evaluate both).
        let safe = |x: Expr, zero: Expr| Expr::select(valid.clone(), x, zero);
        let test = self.flag_set(h.flags, safe(p, int(1)), safe(s, int(0)), aspect);
        Ok(valid.clone().and(test))
    }

    /// Whether a board site is in `(sites Hidden aspect to:<who>)`.
    pub(super) fn hidden_contains(
        &mut self,
        aspect: u8,
        to: PlayerRef,
        site: Expr,
        cx: &Cx,
    ) -> R<Expr> {
        let h = self.hidden_fields()?;
        let b = self.g.board.num_sites() as i64;
        let on_board = site.clone().ge(int(0)).and(site.clone().lt(int(b)));
        let safe = Expr::select(on_board.clone(), site, int(0));
        let n = self.g.num_players() as i64;
        let any = match to {
            PlayerRef::All => {
                let mut e = int(0);
                for p in 1..=n {
                    let t = self.flag_set(h.flags, int(p), safe.clone(), aspect);
                    e = if p == 1 { t } else { e.or(t) };
                }
                e
            }
            p => {
                let p = self.player(p, cx);
                let valid = p.clone().ge(int(1)).and(p.clone().le(int(n)));
                let q = Expr::select(valid.clone(), p, int(1));
                valid.and(self.flag_set(h.flags, q, safe.clone(), aspect))
            }
        };
        Ok(on_board.and(any))
    }

    /// `for var in (sites Hidden ..) { body }`: the board sites in order.
    pub(super) fn for_hidden(
        &mut self,
        aspect: u8,
        to: PlayerRef,
        cx: &Cx,
        var: Local,
        body: Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        let b = self.g.board.num_sites() as i64;
        let test = self.hidden_contains(aspect, to, l(var), cx)?;
        Ok(vec![range(var, 0, b, vec![when(test, body)])])
    }

    /// A `(set Hidden ..)` as an effect's two parts (see `effect`): its value, players and
    /// site read first, the flags written after. A region other than one site must not read
    /// the state (the corpus hides fixed regions: hands, homes, the board).
    pub(super) fn set_hidden(
        &mut self,
        fb: &mut FnBuilder,
        h: &'g SetHidden,
        cx: &Cx,
    ) -> R<(Vec<Stmt>, Vec<Stmt>)> {
        let hf = self.hidden_fields()?;
        let n = self.g.num_players() as i64;
        let sites = self.g.num_sites() as i64;
        let (value, who, site) = (fb.local("hide"), fb.local("hidden_to"), fb.local("hidden_at"));
        let mut pre = vec![set(value, self.cond(&h.value, cx)?)];
        if let Some(lv) = &h.level {
            let _ = self.int(lv, cx)?;
        }
        let players: Vec<Expr> = match h.to {
            PlayerRef::All => (1..=n).map(int).collect(),
            p => {
                pre.push(set(who, self.player(p, cx)));
                vec![l(who)]
            }
        };
        let single = matches!(h.to, PlayerRef::All).then_some(()).is_none();
        // One site's flags, for each aspect and player (SetHidden.java's actions).
        let write = |lw: &Self, at: Expr| -> Vec<Stmt> {
            let mut out = Vec::new();
            for p in &players {
                let i = lw.flag_index(p.clone(), at.clone());
                let old = Expr::load(hf.flags, i.clone());
                let aspects = int(h.aspects as i64);
                let set_bits = Expr::bin(BinOp::BitOr, old.clone(), aspects.clone());
                let cleared =
                    Expr::bin(BinOp::BitAnd, old, Expr::Un(UnOp::BitNot, Box::new(aspects)));
                out.push(store(hf.flags, i, Expr::select(l(value).ne(int(0)), set_bits, cleared)));
            }
            out.extend(lw.note_to(at));
            out
        };
        let in_range = |at: Expr| at.clone().ge(int(0)).and(at.lt(int(sites)));
        let player_ok = if single { l(who).ge(int(1)).and(l(who).le(int(n))) } else { int(1) };
        let mut post = Vec::new();
        match &h.sites {
            RegionExpr::Single(s) => {
                pre.push(set(site, self.site(s, cx)?));
                let body = write(self, l(site));
                post.push(when(in_range(l(site)).and(player_ok), body));
            }
            r if fixed(r) => {
                let body = write(self, l(site));
                let inner =
                    self.for_region(fb, r, cx, site, vec![when(in_range(l(site)), body)])?;
                post.push(when(player_ok, inner));
            }
            _ => {
                return unsupported(
                    "`(set Hidden ..)` on a region that reads the state, as an effect",
                )
            }
        }
        Ok((pre, post))
    }

    /// The `(set Hidden ..)` start rules, run by `init` once the pieces are placed; their
    /// regions see the starting position.
    pub(super) fn start_hidden(&mut self, fb: &mut FnBuilder) -> R<Vec<Stmt>> {
        let f = self.f.clone();
        let cx = Cx::players(int(1), Expr::scalar(f.prev), Expr::scalar(f.next));
        let hf = match f.hidden {
            Some(h) => h,
            None => return Ok(Vec::new()),
        };
        let mut out = Vec::new();
        let n = self.g.num_players() as i64;
        for h in &self.g.start_hidden {
            let value = fb.local("hide");
            out.push(set(value, self.cond(&h.value, &cx)?));
            let who = fb.local("hidden_to");
            let players: Vec<Expr> = match h.to {
                PlayerRef::All => (1..=n).map(int).collect(),
                p => {
                    out.push(set(who, self.player(p, &cx)));
                    vec![l(who)]
                }
            };
            let site = fb.local("hidden_at");
            let mut body = Vec::new();
            for p in &players {
                let i = self.flag_index(p.clone(), l(site));
                let old = Expr::load(hf.flags, i.clone());
                let aspects = int(h.aspects as i64);
                let set_bits = Expr::bin(BinOp::BitOr, old.clone(), aspects.clone());
                let cleared =
                    Expr::bin(BinOp::BitAnd, old, Expr::Un(UnOp::BitNot, Box::new(aspects)));
                let ok = p.clone().ge(int(1)).and(p.clone().le(int(n)));
                body.push(when(
                    ok,
                    vec![store(hf.flags, i, Expr::select(l(value).ne(int(0)), set_bits, cleared))],
                ));
            }
            let in_range = l(site).ge(int(0)).and(l(site).lt(int(self.g.num_sites() as i64)));
            match &h.sites {
                RegionExpr::Single(s) => {
                    out.push(set(site, self.site(s, &cx)?));
                    out.push(when(in_range, body));
                }
                // At the start nothing changes while the region is read: its sites can be
                // visited as they are found.
                r => out.extend(self.for_region(fb, r, &cx, site, vec![when(in_range, body)])?),
            }
        }
        Ok(out)
    }

    /// `resync`: the fields derived from the pieces (heights, the owners' bitboards and their
    /// line words) rebuilt from `what` and `who`, after a determinization dealt the hidden
    /// pieces again. Layouts with other derived fields are not supported yet.
    fn resync_fn(&mut self) -> R<Function> {
        let f = self.f.clone();
        if f.zobrist.is_some()
            || f.groups.is_some()
            || f.state_boards.is_some()
            || f.on_track.is_some()
            || f.cells.is_some()
        {
            return unsupported(
                "hidden information with derived fields a determinization cannot rebuild yet \
                 (position hashes, groups, state bitboards, track counts or cell bitboards)",
            );
        }
        let mut fb = FnBuilder::new("resync", FuncKind::Mutate, &[]);
        let (i, site, lv) = (fb.local("i"), fb.local("site"), fb.local("level"));
        let mut body = Vec::new();
        let clear = |field: FieldId, len: usize, i: Local| {
            range(i, 0, len as i64, vec![store(field, l(i), 0)])
        };
        if let Some(owned) = f.owned {
            body.push(clear(owned, self.layout.field(owned).len, i));
        }
        if let Some(lb) = &f.line_boards {
            body.push(clear(lb.field, self.layout.field(lb.field).len, i));
        }
        let levels = f.levels as i64;
        // Height: one more than the highest level holding a piece.
        let at = l(site).mul(int(levels)).add(l(lv));
        let height = vec![
            store(f.height, l(site), 0),
            range(
                lv,
                0,
                levels,
                vec![when(
                    Expr::load(f.what, at.clone()).ne(int(0)),
                    vec![store(f.height, l(site), l(lv).add(int(1)))],
                )],
            ),
        ];
        let b = self.g.board.num_sites() as i64;
        let mut per_site = height;
        // The owners' bitboards of the board's sites, as placing each piece sets them.
        let occupied = Expr::load(f.what, l(site).mul(int(levels))).ne(int(0));
        let who = Expr::load(f.who, l(site).mul(int(levels)));
        let bits = self.move_owner_bit(l(site), int(0), int(0), who, int(1));
        if !bits.is_empty() {
            per_site.push(when(occupied.and(l(site).lt(int(b))), bits));
        }
        body.push(range(site, 0, self.g.num_sites() as i64, per_site));
        Ok(fb.finish(body))
    }

    /// Fills `Meta.hidden` of a kernel of a game with hidden flags, defines its resync, and
    /// makes `apply` record each player's move history.
    pub(super) fn finish_hidden(&mut self, k: &mut Kernel, resync: Option<FuncId>) {
        let Some(h) = self.f.hidden else { return };
        // The owner part is the `who` field itself, which `Meta.who` is not where Ludii's state
        // strings show the piece as the owner (`Game::who_shows_what`): a determinization
        // moves owners with their pieces, and the resync rebuilds the bitboards from them.
        let mut parts = default_parts(k);
        parts[1].field = self.f.who;
        k.meta.hidden = Some(HiddenMeta {
            locations: self.g.num_sites() * self.f.levels,
            parts,
            static_masks: Vec::new(),
            flags: Some(h.flags),
            history: h.history,
            resync,
            public: Vec::new(),
        });
        // `lower::lower` makes apply record the histories (once, for every kernel with
        // hidden information).
    }

    /// Reserves and defines the resync function of a game with hidden flags.
    pub(super) fn define_resync(&mut self) -> R<Option<FuncId>> {
        if self.f.hidden.is_none() {
            return Ok(None);
        }
        let id = self.functions.reserve();
        let f = self.resync_fn()?;
        self.functions.define(id, f);
        Ok(Some(id))
    }
}

/// Regions that do not depend on the state.
fn fixed(r: &RegionExpr) -> bool {
    match r {
        RegionExpr::Const(_)
        | RegionExpr::Board
        | RegionExpr::Hand(_)
        | RegionExpr::Named(_)
        | RegionExpr::Owned(..) => true,
        RegionExpr::Union(v) => v.iter().all(fixed),
        RegionExpr::Difference(a, b) | RegionExpr::Intersection(a, b) => fixed(a) && fixed(b),
        _ => false,
    }
}
