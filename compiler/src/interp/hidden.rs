//! The interpreter's hidden information: Ludii's dynamic hidden flags (`game_ir::hidden::
//! SetHidden`, `(is Hidden ..)`, `(sites Hidden ..)`), each player's move history, and the
//! runtime's view of a state (`ludemic_runtime::hidden::HiddenView`), from which observations,
//! information-set keys and determinizations follow. The view is the one the Kernel IR's
//! `kernel_ir::hidden::default_parts` describes (location `site * levels + level`; parts what,
//! who, count, state and, with piece values, value; public values the mover, the scores and
//! the dice), so the interpreter and every kernel back end agree.

use ludemic_runtime::hidden::{self, HiddenView, Part};
use ludemic_runtime::{MoveKey, Rng};

use super::eval::Ctx;
use super::generate::Action;
use super::state::{Read, View, ViewMut, D, G, P};
use super::Interpreter;
use crate::game_ir::hidden::SetHidden;
use crate::game_ir::PlayerRef;

impl Interpreter {
    /// The players `to` names: every player for `All`, else one player if it is one.
    fn hidden_players(&self, s: &View<'_>, ctx: &Ctx, to: PlayerRef) -> Vec<u8> {
        let n = self.game.num_players() as u8;
        match to {
            PlayerRef::All => (1..=n).collect(),
            p => {
                let p = self.player(s, ctx, p);
                if (1..=n).contains(&p) {
                    vec![p]
                } else {
                    vec![]
                }
            }
        }
    }

    /// The actions of a `(set Hidden ..)`, in SetHidden.java's order: by aspect, site, player.
    pub(crate) fn set_hidden_actions(&self, s: &View<'_>, ctx: &Ctx, h: &SetHidden) -> Vec<Action> {
        let sites = self.region(s, ctx, &h.sites);
        if let Some(l) = &h.level {
            // Evaluated as Ludii does; flags without stacks are per site.
            let _ = self.int(s, ctx, l);
        }
        let value = self.cond(s, ctx, &h.value);
        let players = self.hidden_players(s, ctx, h.to);
        let mut out = Vec::new();
        for bit in 0..8 {
            let aspect = 1u8 << bit;
            if h.aspects & aspect == 0 {
                continue;
            }
            for &site in sites.iter().filter(|&&x| x < self.layout.sites) {
                for &player in &players {
                    out.push(Action::SetHidden { site, player, aspect, value });
                }
            }
        }
        out
    }

    /// `ActionSetHidden*`: one player's flag of one aspect at a site.
    pub(crate) fn apply_set_hidden(
        &self,
        w: &mut ViewMut<'_>,
        site: usize,
        player: u8,
        aspect: u8,
        value: bool,
    ) {
        let old = w.hidden_flags(player as usize, site, 0);
        let new = if value { old | aspect } else { old & !aspect };
        w.set_hidden_flags(player as usize, site, 0, new);
    }

    /// ActionMoveTopPiece.java's hidden flags (games with them, no stacks): `to` takes the
    /// flags of `from`, for every player, and `from`, if the move emptied it, has none left.
    /// The piece's secrecy travels with it; other actions (adds, removals, promotions) leave
    /// the flags where they are. `Action::MoveN` moves them too: the front end reads Ludii's
    /// `(fromTo ..)` effect, an `ActionMove`, as a move of a count of one (Ludii's
    /// `ActionMoveN` of `count:` moves, which leaves them, occurs in no hidden game).
    pub(crate) fn move_hidden_flags(&self, w: &mut ViewMut<'_>, from: usize, to: usize) {
        if !self.game.hidden_flags {
            return;
        }
        let emptied = w.what(from) == 0;
        for p in 1..=self.game.num_players() {
            let f = w.hidden_flags(p, from, 0);
            w.set_hidden_flags(p, to, 0, f);
            if emptied {
                w.set_hidden_flags(p, from, 0, 0);
            }
        }
    }

    /// `(is Hidden ..)` (IsHidden*.java).
    pub(crate) fn is_hidden(
        &self,
        s: &View<'_>,
        ctx: &Ctx,
        aspect: u8,
        site: i32,
        to: PlayerRef,
    ) -> bool {
        let p = self.player(s, ctx, to) as usize;
        if !self.game.hidden_flags
            || site < 0
            || site as usize >= self.layout.sites
            || !(1..=self.game.num_players()).contains(&p)
        {
            return false;
        }
        s.hidden_flags(p, site as usize, 0) & aspect != 0
    }

    /// `(sites Hidden ..)` (SitesHidden*.java): the board sites hidden from the player, or
    /// from any of them for `All`, each once, in site order (as the kernels visit them).
    pub(crate) fn sites_hidden(
        &self,
        s: &View<'_>,
        ctx: &Ctx,
        aspect: u8,
        to: PlayerRef,
    ) -> Vec<usize> {
        if !self.game.hidden_flags {
            return Vec::new();
        }
        let players = self.hidden_players(s, ctx, to);
        (0..self.game.board.num_sites())
            .filter(|&i| players.iter().any(|&p| s.hidden_flags(p as usize, i, 0) & aspect != 0))
            .collect()
    }

    /// The `(set Hidden ..)` start rules, once the pieces are placed.
    pub(crate) fn start_hidden(&self, w: &mut ViewMut<'_>) {
        for h in &self.game.start_hidden {
            let actions = self.set_hidden_actions(&w.as_view(), &Ctx::new(1), h);
            for a in actions {
                if let Action::SetHidden { site, player, aspect, value } = a {
                    self.apply_set_hidden(w, site, player, aspect, value);
                }
            }
        }
    }

    /// Records the mover's move in its history before the move is played (games with hidden
    /// flags only), as the kernels' `apply` does.
    pub(crate) fn record_history(&self, bytes: &mut [u8], key: &MoveKey) {
        if !self.game.hidden_flags {
            return;
        }
        let mut w = ViewMut { bytes, layout: &self.layout };
        let mover = w.get(G::Mover) as usize;
        if (1..=self.game.num_players()).contains(&mover) {
            let h = hidden::history_mix(w.move_history(mover), key);
            w.set_move_history(mover, h);
        }
    }

    fn hidden_parts(&self) -> Vec<Part> {
        let each = |aspect, name| Part { aspect, empty: 0, name };
        let mut parts = vec![
            each(hidden::WHAT, "what"),
            each(hidden::WHO, "who"),
            each(hidden::COUNT, "count"),
            each(hidden::STATE, "state"),
        ];
        if self.game.uses_piece_value {
            parts.push(each(hidden::VALUE, "value"));
        }
        parts
    }

    /// Calls `f` with the runtime's view of a state.
    fn with_hidden_view<R>(&self, bytes: &[u8], f: impl FnOnce(&HiddenView<'_>) -> R) -> R {
        let s = View { bytes, layout: &self.layout };
        let levels = self.layout.levels;
        let parts = self.hidden_parts();
        // Without hidden flags the kernels describe sites by their `Meta` fields, whose `who`
        // is the piece where Ludii's state strings show it as the owner
        // (`Game::who_shows_what`): the same part here. With hidden flags both keep the owner
        // (see `lower::hidden::finish_hidden`), which determinizations must move.
        let who_is_what = self.game.who_shows_what() && !self.game.hidden_flags;
        let value = |loc: usize, part: usize| -> i64 {
            let (site, level) = (loc / levels, loc % levels);
            match part {
                0 => s.what_at(site, level) as i64,
                1 if who_is_what => s.what_at(site, level) as i64,
                1 => s.who_at(site, level) as i64,
                2 => s.count(site) as i64,
                3 => s.state_at(site, level) as i64,
                _ => s.piece_value(site) as i64,
            }
        };
        let flags = self.game.hidden_flags;
        let mask = |player: usize, loc: usize| -> u8 {
            if flags {
                s.hidden_flags(player, loc / levels, loc % levels)
            } else {
                0
            }
        };
        let history = |player: usize| if flags { s.move_history(player) } else { 0 };
        let mut public = vec![s.get(G::Mover) as i64];
        if self.game.uses_scores {
            public.extend((1..=self.game.num_players()).map(|p| s.player(P::Score, p) as i64));
        }
        if let Some(d) = &self.game.dice {
            public.extend((0..d.num).map(|i| s.dice_word(D::Value(i)) as i64));
        }
        f(&HiddenView {
            num_players: self.game.num_players(),
            locations: self.layout.sites * levels,
            parts: &parts,
            value: &value,
            mask: &mask,
            public: &public,
            history: &history,
        })
    }

    pub(crate) fn hidden_observation(&self, bytes: &[u8], player: usize, out: &mut Vec<i32>) {
        self.with_hidden_view(bytes, |v| hidden::observe(v, player, out))
    }

    pub(crate) fn hidden_observation_string(&self, bytes: &[u8], player: usize) -> String {
        self.with_hidden_view(bytes, |v| hidden::observation_string(v, player))
    }

    pub(crate) fn hidden_key(&self, bytes: &[u8], player: usize) -> u64 {
        self.with_hidden_view(bytes, |v| hidden::information_set_key(v, player))
    }

    /// Deals the parts hidden from `player` again (`ludemic_runtime::hidden::determinize`).
    /// The interpreter keeps no derived data, so the parts are the whole truth.
    pub(crate) fn hidden_determinize(&self, bytes: &mut [u8], player: usize, rng: &mut Rng) {
        if !self.game.hidden_flags {
            return;
        }
        let mut writes: Vec<(usize, usize, i64)> = Vec::new();
        self.with_hidden_view(bytes, |v| {
            hidden::determinize(v, player, rng, &mut |l, p, x| writes.push((l, p, x)))
        });
        let levels = self.layout.levels;
        let mut w = ViewMut { bytes, layout: &self.layout };
        for (loc, part, x) in writes {
            let (site, level) = (loc / levels, loc % levels);
            let (what, who, state) =
                (w.what_at(site, level), w.who_at(site, level), w.state_at(site, level));
            match part {
                0 => w.set_cell(site, level, x as u8, who, state),
                1 => w.set_cell(site, level, what, x as u8, state),
                2 => w.set_count(site, x as u32),
                3 => w.set_state_at(site, level, x as u8),
                _ => w.set_piece_value(site, x as i32),
            }
        }
        // The height follows the pieces (a site is occupied when its level holds one).
        for site in 0..self.layout.sites {
            let h = (0..levels).rev().find(|&l| w.what_at(site, l) != 0).map_or(0, |l| l + 1);
            w.set_height(site, h);
        }
    }
}
