//! The reference interpreter: runs the Game IR directly. It is written for clarity, not speed:
//! it defines the semantics every back end must match (Ludii's, for `.lud` games).
//!
//! A move is identified by its position in the generation order (`RawMove::aux`); `apply`
//! regenerates the legal moves of the state and plays that one, so moves stay small values.

mod eval;
mod generate;
mod hidden;
mod on_track;
pub mod puzzle;
pub mod state;
pub mod state_driven;
pub mod state_hidden;

use std::sync::Arc;

use ludemic_runtime::{DynGame, MoveKey, MoveKind, Outcome, RawMove, Status};

use crate::game_ir::{EndResult, Game, PlayerRef, ResultKind};
use eval::{Ctx, NONE};
pub(crate) use generate::MAX_SKIPS;
use generate::{Action, Cand};
use state::{Layout, Read, View, ViewMut, D, G, P, V};

/// A game run by the interpreter; implements `ludemic_runtime::DynGame`.
pub struct Interpreter {
    pub game: Arc<Game>,
    layout: Layout,
}

/// The interpreter of any game: the state-driven one for games with state-driven rules
/// (JSON specs), else the generator-tree one.
pub fn for_game(game: Arc<Game>) -> ludemic_runtime::DynHandle {
    if game.state_rules.is_some() {
        ludemic_runtime::DynHandle::new(state_driven::StateInterpreter::new(game))
    } else if game.puzzle.is_some() {
        ludemic_runtime::DynHandle::new(puzzle::PuzzleInterpreter::new(game))
    } else {
        ludemic_runtime::DynHandle::new(Interpreter::new(game))
    }
}

impl Interpreter {
    pub fn new(game: Arc<Game>) -> Interpreter {
        let layout = Layout::new(&game);
        Interpreter { game, layout }
    }

    fn view<'a>(&'a self, bytes: &'a [u8]) -> View<'a> {
        View { bytes, layout: &self.layout }
    }

    /// The legal moves of a state as candidates, in generation order (Ludii's rules + meta rules;
    /// a forced pass when nothing else is legal).
    fn candidates<'g>(&'g self, s: &View<'_>) -> Vec<Cand<'g>> {
        let mut out = Vec::new();
        if s.get(G::Over) != 0 {
            return out;
        }
        let mover = s.get(G::Mover) as u8;
        let phase = s.player(P::Phase, mover as usize) as usize;
        self.generate(s, &Ctx::new(mover), &self.game.phases[phase].play, &mut out);
        // The swap rule: on the second move of the game, the second player may swap roles.
        if self.game.swap_rule && s.get(G::NumMoves) == 1 && self.game.num_players() == 2 {
            let mut c = Cand {
                from: NONE,
                to: NONE,
                level_from: 0,
                level_to: 0,
                kind: MoveKind::Swap,
                actions: Vec::new(),
                then: Vec::new(),
            };
            c.kind = MoveKind::Swap;
            out.push(c);
        }
        if out.is_empty() {
            match &self.game.phases[phase].forced_pass {
                Some(pass) => self.generate(s, &Ctx::new(mover), pass, &mut out),
                None => out.push(Cand {
                    from: NONE,
                    to: NONE,
                    level_from: 0,
                    level_to: 0,
                    kind: MoveKind::Pass,
                    actions: Vec::new(),
                    then: Vec::new(),
                }),
            }
        }
        out
    }

    /// Whether player `p` would have a legal move if it were to move now (Ludii's stalemate test
    /// behind `(no Moves p)`).
    pub(crate) fn has_moves_as(&self, s: &View<'_>, p: u8) -> bool {
        let mut bytes = s.bytes.to_vec();
        let mut w = ViewMut { bytes: &mut bytes, layout: &self.layout };
        let mover = w.get(G::Mover);
        // Ludii's `setMoverAndImpliedPrevAndNext`: `p` moves, `p + 1` follows.
        w.set(G::Prev, mover);
        w.set(G::Mover, p as i32);
        w.set(G::Next, p as i32 % self.game.num_players() as i32 + 1);
        let phase = w.player(P::Phase, p as usize) as usize;
        let v = w.as_view();
        if self.game.swap_rule && v.get(G::NumMoves) == 1 || self.game.phases[phase].always_moves()
        {
            return true;
        }
        self.can_generate(&v, &Ctx::new(p), &self.game.phases[phase].play)
    }

    /// Adds `delta` to how many times `memory` holds `value`, a site (the count saturates;
    /// values that are not sites are not kept, see `game_ir::Memory`).
    fn recount(&self, w: &mut ViewMut<'_>, memory: usize, value: i32, delta: i8) {
        if let Some(v) = usize::try_from(value).ok().filter(|&v| v < self.layout.sites) {
            let c = w.remembered(memory, v);
            w.set_remembered(memory, v, c.saturating_add_signed(delta));
        }
    }

    fn apply_actions(&self, w: &mut ViewMut<'_>, actions: &[Action], mover: u8) {
        for a in actions {
            if let Some(site) = a.site() {
                w.set(G::LastToAfter, site as i32);
            }
            match *a {
                Action::Add { site, what, state, stack } => {
                    let who = self.owner_of(what);
                    if stack {
                        let h = w.height(site);
                        if h < self.layout.levels {
                            w.set_cell(site, h, what, who, state);
                            w.set_height(site, h + 1);
                            w.set_count(site, 1);
                        }
                    } else if w.height(site) > 0
                        && w.what(site) == what
                        && site >= self.game.board.num_sites()
                    {
                        let c = w.count(site);
                        w.set_count(site, c + 1);
                    } else {
                        w.set_cell(site, 0, what, who, state);
                        w.set_height(site, 1);
                        w.set_count(site, 1);
                    }
                    self.track_entered(w, site, what, 1);
                }
                Action::Move { from, to } => {
                    let Some(level) = w.top(from) else { continue };
                    // The moved piece belongs to its component's owner (ActionMove.java), whoever
                    // held it on `from` (a `(set Count ..)` start places pieces of nobody).
                    let (what, state) = (w.what_at(from, level), w.state_at(from, level));
                    // The piece takes its value along, as its state (ActionMoveTopPiece).
                    let value = w.piece_value(from);
                    let who = self.owner_of(what);
                    self.take_one(w, from);
                    if self.game.stacking {
                        // ActionMoveTopPiece adds the piece on top of `to` without its state
                        // (and does nothing when `to` is `from`).
                        let state = if from == to { state } else { 0 };
                        let h = w.height(to);
                        if h < self.layout.levels {
                            w.set_cell(to, h, what, who, state);
                            w.set_height(to, h + 1);
                            w.set_count(to, 1);
                        }
                    } else if self.game.counts_pieces && w.count(to) > 0 && w.what(to) == what {
                        // ActionMove.java: one more of the same piece; `to` keeps its owner.
                        w.set_state_at(to, 0, state);
                        w.set_piece_value(to, value);
                        w.set_count(to, w.count(to) + 1);
                    } else {
                        w.set_cell(to, 0, what, who, state);
                        w.set_piece_value(to, value);
                        w.set_height(to, 1);
                        w.set_count(to, 1);
                    }
                    // ActionMoveTopPiece leaves a stack moved onto itself as it was.
                    if !(self.game.stacking && from == to) {
                        self.track_moved(w, from, to, what, 1);
                    }
                    self.move_hidden_flags(w, from, to);
                }
                Action::Remove { site } => {
                    let what = w.what(site);
                    self.remove(w, site);
                    self.track_removed(w, site, what);
                }
                Action::RemoveLevel { site, level } => {
                    if let Some((what, _)) = self.take_at(w, site, level) {
                        self.track_removed(w, site, what);
                    }
                }
                // ActionMoveLevelFrom.java in a stacking game (the generator makes these only
                // there): nothing when `from` is `to`, else the piece leaves its level for the
                // top of `to`, as its component's owner's.
                Action::MoveLevel { from, level, to } => {
                    if from == to {
                        continue;
                    }
                    let Some((what, state)) = self.take_at(w, from, level) else { continue };
                    let h = w.height(to);
                    if h < self.layout.levels {
                        w.set_cell(to, h, what, self.owner_of(what), state);
                        w.set_height(to, h + 1);
                        w.set_count(to, 1);
                    }
                    self.track_moved(w, from, to, what, 1);
                }
                Action::SetVar { var, value } => w.set_var(var, value),
                Action::UseDie { die } => w.set_dice_word(D::Value(die), 0),
                Action::SetDie { die, face } => self.show_face(w, die, face as u32),
                Action::Remember { memory, value } => self.recount(w, memory, value, 1),
                Action::Forget { memory, value: Some(value) } => self.recount(w, memory, value, -1),
                Action::Forget { memory, value: None } => {
                    for v in 0..self.layout.sites {
                        w.set_remembered(memory, v, 0);
                    }
                }
                // ActionSetState: at a level of a stack only if the stack is that high.
                Action::SetState { site, level: Some(l), state } if self.game.stacking => {
                    if l < w.height(site) {
                        w.set_state_at(site, l, state);
                    }
                }
                Action::SetState { site, state, .. } => match w.top(site) {
                    Some(l) => w.set_state_at(site, l, state),
                    // Ludii's state lives on the site (ContainerFlatState): an empty site
                    // keeps the state set there (Misoro Tsoro marks emptied holes).
                    None if !self.game.stacking => w.set_state_at(site, 0, state),
                    None => {}
                },
                // ActionSetValue: the site's value, empty or not (no stacks here).
                Action::SetValue { site, value } => w.set_piece_value(site, value),
                Action::MoveN { from, to, n } if self.game.stacking => {
                    // FromTo.java in a stacking game: the top `n` pieces of `from`, in their
                    // order, onto the top of `to` (ActionSubStackMove; ActionMove for one).
                    let h = w.height(from);
                    let moved: Vec<(u8, u8, u8)> = (h.saturating_sub(n as usize)..h)
                        .map(|l| (w.what_at(from, l), w.who_at(from, l), w.state_at(from, l)))
                        .collect();
                    for _ in &moved {
                        self.take_one(w, from);
                    }
                    // One piece moves as ActionMoveTopPiece (ActionSubStackMove keeps no
                    // track positions).
                    if let [(what, _, _)] = moved[..] {
                        self.track_moved(w, from, to, what, 1);
                    }
                    for (what, who, state) in moved {
                        let t = w.height(to);
                        if t < self.layout.levels {
                            w.set_cell(to, t, what, who, state);
                            w.set_height(to, t + 1);
                            w.set_count(to, 1);
                        }
                    }
                }
                Action::MoveN { from, to, n } => {
                    let what = w.what(from);
                    let count_from = w.count(from);
                    if what == 0 {
                        continue;
                    }
                    let value = w.piece_value(from);
                    if count_from <= n {
                        w.set_cell(from, 0, 0, 0, 0);
                        w.set_piece_value(from, 0);
                        w.set_height(from, 0);
                        w.set_count(from, 0);
                    } else {
                        w.set_count(from, count_from - n);
                    }
                    // Read after `from` changed: the same site may be both.
                    if w.count(to) == 0 {
                        // ActionMoveN leaves the state of `to` as it was (see `SetState`).
                        let state = w.state_at(to, 0);
                        w.set_cell(to, 0, what, self.owner_of(what), state);
                        w.set_height(to, 1);
                        w.set_count(to, n);
                        // One piece is Ludii's `(fromTo ..)` without a count, an ActionMove:
                        // the piece takes its value along (L'attaque's ranks).
                        if n == 1 {
                            w.set_piece_value(to, value);
                        }
                    } else if w.what(to) == what {
                        w.set_count(to, w.count(to) + n);
                    }
                    self.track_moved(w, from, to, what, n as i8);
                    // The front end reads `(fromTo ..)` effects as moves of a count (see
                    // `move_hidden_flags`).
                    self.move_hidden_flags(w, from, to);
                }
                Action::SetPending { value } => match w.get(G::PendingCount) {
                    0 => {
                        w.set(G::PendingCount, 1);
                        w.set(G::PendingValue, value);
                    }
                    1 if w.get(G::PendingValue) != value => w.set(G::PendingCount, 2),
                    _ => {}
                },
                Action::Flip { site } => {
                    if let Some(l) = w.top(site) {
                        let what = w.what_at(site, l);
                        if let Some((a, b)) = self.game.components[what as usize - 1].flips {
                            let cur = w.state_at(site, l);
                            w.set_state_at(site, l, if cur == a { b } else { a });
                        }
                    }
                }
                Action::Promote { site, what } => {
                    // ActionPromote.java removes the piece and sets the new one without a
                    // state, so the promoted piece starts at state 0.
                    if let Some(l) = w.top(site) {
                        w.set_cell(site, l, what, self.owner_of(what), 0);
                        w.set_piece_value(site, 0);
                    }
                }
                Action::SetScore { player, value, add } => {
                    if player >= 1 && player as usize <= self.game.num_players() {
                        let base = if add { w.player(P::Score, player as usize) } else { 0 };
                        w.set_player(P::Score, player as usize, base + value);
                    }
                }
                Action::MoveAgain => w.set(G::Next, mover as i32),
                Action::SetNext { player } => w.set(G::Next, player as i32),
                Action::Propose { string } => {
                    let p = w.vote_word(V::Propositions);
                    w.set_vote_word(V::Propositions, p | (1 << string));
                }
                Action::Vote { string } => self.vote(w, string),
                Action::SetHidden { site, player, aspect, value } => {
                    self.apply_set_hidden(w, site, player, aspect, value)
                }
                Action::Trigger { event, player } => {
                    if player >= 1 && player as usize <= self.game.num_players() {
                        let t = w.player(P::Triggered, player as usize);
                        w.set_player(P::Triggered, player as usize, t | (1 << event));
                    }
                }
            }
        }
    }

    /// Ludii's `ActionVote`: the vote joins the round's; the round's last vote decides the string
    /// more than half of the players chose, if any, and clears votes and propositions.
    fn vote(&self, w: &mut ViewMut<'_>, string: usize) {
        let n = self.game.num_players();
        let count = w.vote_word(V::VoteCount) as usize;
        w.set_vote_word(V::Vote(count), string as i32);
        w.set_vote_word(V::VoteCount, count as i32 + 1);
        if count + 1 < n {
            return;
        }
        let votes: Vec<i32> = (0..n).map(|i| w.vote_word(V::Vote(i))).collect();
        if let Some(&v) = votes.iter().find(|&&v| votes.iter().filter(|&&o| o == v).count() > n / 2)
        {
            w.set_vote_word(V::Decided, v + 1);
        }
        w.set_vote_word(V::VoteCount, 0);
        w.set_vote_word(V::Propositions, 0);
    }

    /// The position's hash (Ludii's `State.stateHash`, see `game_ir::position_hash_term`).
    pub(crate) fn position_hash(&self, s: &impl state::Read) -> i64 {
        let mut hash = 0i64;
        for site in 0..self.layout.sites {
            let key_count = (s.count(site) as i64) << 32;
            for level in 0..self.layout.levels {
                let key = s.what_at(site, level) as i64
                    | (s.who_at(site, level) as i64) << 8
                    | (s.state_at(site, level) as i64) << 16
                    | (level as i64) << 24
                    | key_count;
                hash ^= crate::game_ir::position_hash_term(site as i64, key);
            }
        }
        hash
    }

    /// Records the position, in a game that records positions (`Game.apply` adds
    /// `State.stateHash` to `Trial.previousState`: after every move for `(is Cycle)`, after a
    /// move that hands the turn on for `(no Repeat)`). `(no Repeat)` keeps the key of each
    /// distinct position once, in the order seen; `(is Cycle)` the last hashes, newest first
    /// (see `Game::position_history_len`).
    fn record_position(&self, w: &mut ViewMut<'_>) {
        let keep = self.game.position_history_len().expect("a game that records positions");
        let hash = self.position_hash(&w.as_view());
        let recorded = w.history_word(0);
        if self.game.no_repeat {
            let key = crate::game_ir::position_key(hash);
            let seen = (1..=recorded as usize).any(|i| w.history_word(i) == key);
            if !seen && (recorded as usize) < keep {
                w.set_history_word(recorded as usize + 1, key);
                w.set_history_word(0, recorded + 1);
            }
            return;
        }
        for i in (1..keep).rev() {
            let older = w.history_word(i);
            w.set_history_word(i + 1, older);
        }
        w.set_history_word(1, hash);
        w.set_history_word(0, recorded + 1);
    }

    /// Ludii's `ActionRemove`: the top piece of a stack, or without stacks everything on the
    /// site (`ContainerFlatState.remove` empties it, a count of seeds too).
    fn remove(&self, w: &mut ViewMut<'_>, site: usize) {
        if !self.game.stacking && w.count(site) > 1 {
            w.set_count(site, 1);
        }
        self.take_one(w, site);
    }

    /// Takes the piece at `level` out of the stack on `site`, the pieces above it moving down
    /// one level (`ContainerStateStacking.remove(site, level)`); its `what` and state, none
    /// when the stack does not reach that level.
    fn take_at(&self, w: &mut ViewMut<'_>, site: usize, level: usize) -> Option<(u8, u8)> {
        let h = w.height(site);
        if level >= h {
            return None;
        }
        let taken = (w.what_at(site, level), w.state_at(site, level));
        for l in level..h - 1 {
            let (what, who, state) =
                (w.what_at(site, l + 1), w.who_at(site, l + 1), w.state_at(site, l + 1));
            w.set_cell(site, l, what, who, state);
        }
        w.set_cell(site, h - 1, 0, 0, 0);
        w.set_height(site, h - 1);
        if h == 1 {
            w.set_count(site, 0);
        }
        Some(taken)
    }

    /// Removes one piece from a site: one from a hand's count, or the top of a stack.
    fn take_one(&self, w: &mut ViewMut<'_>, site: usize) {
        let Some(level) = w.top(site) else { return };
        let count = w.count(site);
        if count > 1 && !self.game.stacking {
            w.set_count(site, count - 1);
            return;
        }
        w.set_cell(site, level, 0, 0, 0);
        w.set_height(site, level);
        if level == 0 {
            w.set_count(site, 0);
            // ContainerFlatState.remove clears the site's value too.
            w.set_piece_value(site, 0);
        }
    }

    fn owner_of(&self, what: u8) -> u8 {
        self.game.components.get(what as usize - 1).map_or(0, |c| c.owner)
    }

    /// Plays a candidate: its actions, then its consequences, then Ludii's end-of-move
    /// bookkeeping (end rules, phases, turn order).
    fn play(&self, bytes: &mut [u8], cand: &Cand<'_>) {
        let mut w = ViewMut { bytes, layout: &self.layout };
        let mover = w.get(G::Mover) as u8;
        let n = self.game.num_players();
        // Ludii's stalemated flag of the mover (set when its moves are computed; `Game.apply`
        // recomputes it for a pass): a pass the rules did not offer.
        let phase = &self.game.phases[w.player(P::Phase, mover as usize) as usize];
        let forced_pass = cand.kind == MoveKind::Pass
            && !phase.always_moves()
            && !self.can_generate(&w.as_view(), &Ctx::new(mover), &phase.play);
        w.set_player(P::Stalemated, mover as usize, forced_pass as i32);
        self.apply_move(&mut w, cand, mover);
        if self.game.cycle_detection && !self.game.no_repeat {
            self.record_position(&mut w);
        }
        let is_pass = cand.kind == MoveKind::Pass;
        let moves_in_turn = w.get(G::MovesInTurn);

        self.check_end(&mut w, mover);
        if w.get(G::Over) != 0 {
            w.set(G::Prev, mover as i32);
            return;
        }
        // Ludii's counter goes up once the end rules have seen the move (see `Game::counter`).
        if let Some(c) = self.game.counter {
            let v = w.as_view().var(c);
            w.set_var(c, v + 1);
        }
        // Phase changes, for every player.
        for p in 1..=n {
            let phase = &self.game.phases[w.player(P::Phase, p) as usize];
            for np in &phase.next {
                let ctx = Ctx::new(mover);
                let applies = np.who == PlayerRef::All
                    || self.player(&w.as_view(), &ctx, np.who) as usize == p;
                if applies && self.cond(&w.as_view(), &ctx, &np.cond) {
                    w.set_player(P::Phase, p, np.phase as i32);
                    break;
                }
            }
        }
        // Turn order.
        let next = w.get(G::Next);
        self.update_visited(&mut w, cand, next == mover as i32);
        w.set(G::Prev, mover as i32);
        w.set(G::Mover, next);
        let after = self.successor(&w.as_view(), next);
        w.set(G::Next, after);
        let same = if next == mover as i32 && cand.kind != MoveKind::Swap {
            w.get(G::SamePlayerMoves) + 1
        } else {
            0
        };
        w.set(G::SamePlayerMoves, same);
        if next != mover as i32 {
            let turns = w.get(G::Turns);
            w.set(G::Turns, turns + 1);
            let single_pass = is_pass && moves_in_turn == 1;
            let run = if single_pass { w.get(G::PassRun) + 1 } else { 0 };
            w.set(G::PassRun, run);
            w.set(G::MovesInTurn, 0);
            if self.game.no_repeat {
                self.record_position(&mut w);
            }
        }
    }

    /// A move as Ludii's `Move.apply` plays it, before the end rules and the turn order: its
    /// actions, this move recorded as the last one, then its consequences, which see it.
    fn apply_move(&self, w: &mut ViewMut<'_>, cand: &Cand<'_>, mover: u8) {
        // Ludii clears the pending values before applying a move (`Game.applyInternal`).
        w.set(G::PendingCount, 0);
        w.set(G::LastToAfter, NONE);
        self.apply_actions(w, &cand.actions, mover);
        // The decision's own action (a selection has no other) comes last of the move's actions.
        if cand.to >= 0 {
            w.set(G::LastToAfter, cand.to);
        }
        if cand.kind == MoveKind::Swap {
            // The roles swap and the mover moves again, now with the other role's pieces
            // (Ludii's swap move ends with `SetNextPlayer` to its mover).
            let sw = w.get(G::Swapped);
            w.set(G::Swapped, 1 - sw);
            w.set(G::Next, mover as i32);
        }
        w.set(G::LastFrom, cand.from);
        w.set(G::LastTo, cand.to);
        w.set(G::LastPass, (cand.kind == MoveKind::Pass) as i32);
        let moves_in_turn = if w.get(G::Prev) == mover as i32 && w.get(G::MovesInTurn) > 0 {
            w.get(G::MovesInTurn) + 1
        } else {
            1
        };
        w.set(G::MovesInTurn, moves_in_turn);
        let nm = w.get(G::NumMoves);
        w.set(G::NumMoves, nm + 1);
        self.consequences(w, &cand.then, mover, None);
        self.clear_captured(w, mover);
    }

    /// Ludii's visited sites (see `Game::visited`): a move that gives the mover another turn
    /// marks its `from` and `to`, one that ends the turn clears the marks.
    fn update_visited(&self, w: &mut ViewMut<'_>, cand: &Cand<'_>, same_turn: bool) {
        let Some(memory) = self.game.visited else { return };
        for site in 0..self.layout.sites {
            let visited = if same_turn {
                w.remembered(memory, site) > 0 || site as i32 == cand.from || site as i32 == cand.to
            } else {
                false
            };
            w.set_remembered(memory, site, visited as u8);
        }
    }

    /// Ludii's sequence capture (see `Game::sequence_capture`): once a move leaves the turn to
    /// another player, the pieces on the marked sites go and the marks with them. Ludii puts
    /// these removals first among the move's actions, so `LastToAfter` keeps its site.
    fn clear_captured(&self, w: &mut ViewMut<'_>, mover: u8) {
        let Some(memory) = self.game.sequence_capture else { return };
        if w.get(G::Next) == mover as i32 {
            return;
        }
        for site in 0..self.layout.sites {
            if w.remembered(memory, site) > 0 {
                w.set_remembered(memory, site, 0);
                let what = w.what(site);
                self.remove(w, site);
                self.track_removed(w, site, what);
            }
        }
    }

    /// Ludii's `Move.apply` on a move's consequences: each one's moves generated on the state
    /// so far, then each of them played with its own consequences before the next one (depth
    /// first: Pallankuli's `(then (if "OneRowIsEmpty" ..))` sees the captures its sowing's
    /// own `then` made). Appends every action played to `played`, when given.
    fn consequences(
        &self,
        w: &mut ViewMut<'_>,
        thens: &[&crate::game_ir::Moves],
        mover: u8,
        mut played: Option<&mut Vec<Action>>,
    ) {
        for then in thens {
            let mut out = Vec::new();
            self.generate(&w.as_view(), &Ctx::new(mover), then, &mut out);
            for c in &out {
                self.apply_actions(w, &c.actions, mover);
                if let Some(p) = played.as_deref_mut() {
                    p.extend_from_slice(&c.actions);
                }
                self.consequences(w, &c.then, mover, played.as_deref_mut());
            }
        }
    }

    /// A move's actions and then its consequences, depth first, as Ludii's `Move.apply` plays
    /// a move it does not store (`Do`'s prior moves): not recorded as the last move. Appends
    /// every action played to `played`.
    pub(crate) fn play_unrecorded(
        &self,
        w: &mut ViewMut<'_>,
        cand: &Cand<'_>,
        mover: u8,
        played: &mut Vec<Action>,
    ) {
        self.apply_actions(w, &cand.actions, mover);
        played.extend_from_slice(&cand.actions);
        self.consequences(w, &cand.then, mover, Some(played));
    }

    /// Ludii's `Do.movePassesCond`: `cond` on a copy of the state where `cand` was applied
    /// (with its consequences), the turn not passed on: the mover still moves and `next` is
    /// the previous player when the move gives the mover another turn.
    pub(crate) fn holds_afterwards(
        &self,
        s: &View<'_>,
        cand: &Cand<'_>,
        mover: u8,
        cond: &crate::game_ir::BoolExpr,
    ) -> bool {
        let mut bytes = s.bytes.to_vec();
        let mut w = ViewMut { bytes: &mut bytes, layout: &self.layout };
        self.apply_move(&mut w, cand, mover);
        if w.get(G::Next) == mover as i32 {
            let prev = w.get(G::Prev);
            w.set(G::Next, prev);
        }
        self.cond(&w.as_view(), &Ctx::new(mover), cond)
    }

    /// MaxMoves.java's `getReplayCount` on the state after a move that was the `count`th of
    /// its turn: `count` once the turn passed on or the game ended, else the most of every
    /// legal move's own count (each played on a copy), 0 without one.
    fn replay_count(&self, bytes: &[u8], count: usize) -> usize {
        let s = self.view(bytes);
        if s.get(G::Prev) != s.get(G::Mover)
            || s.get(G::Over) != 0
            || count >= crate::game_ir::MAX_TURN_SEARCHED
        {
            return count;
        }
        let mut most = 0;
        for c in self.candidates(&s) {
            let mut after = bytes.to_vec();
            self.play(&mut after, &c);
            most = most.max(self.replay_count(&after, count + 1));
        }
        most
    }

    fn check_end(&self, w: &mut ViewMut<'_>, mover: u8) {
        let n = self.game.num_players();
        let ctx = Ctx::new(mover);
        // Losses decided by the same evaluation of the end rules share their rank.
        let losers_before = w.get(G::Losers);
        for rule in &self.game.end {
            if !self.cond(&w.as_view(), &ctx, &rule.condition) {
                continue;
            }
            // ByScore.eval sets the final scores, in order, before ranking.
            for (who, value) in &rule.final_scores {
                let p = self.player(&w.as_view(), &ctx, *who) as usize;
                let v = self.int(&w.as_view(), &ctx, value) as i32;
                if (1..=n).contains(&p) {
                    w.set_player(P::Score, p, v);
                }
            }
            let ranks: Vec<u8> = match rule.result {
                EndResult::ByScore => {
                    let scores: Vec<i32> = (1..=n).map(|p| w.player(P::Score, p)).collect();
                    scores
                        .iter()
                        .map(|s| 1 + scores.iter().filter(|t| *t > s).count() as u8)
                        .collect()
                }
                EndResult::TeamWin(t) => {
                    let team = self.team(&w.as_view(), &ctx, t);
                    let rank = |p: usize| if self.game.team_of(p as i64) == team { 1 } else { 2 };
                    (1..=n).map(rank).collect()
                }
                EndResult::Result { who, outcome } => {
                    if who == PlayerRef::All || outcome == ResultKind::Draw {
                        self.draw_ranks(&w.as_view())
                    } else {
                        let p = self.player(&w.as_view(), &ctx, who) as usize;
                        if p == 0 || p > n {
                            continue;
                        }
                        if n > 2 {
                            if self.leaves(w, p, outcome, losers_before) {
                                w.set(G::Prev, mover as i32);
                                return;
                            }
                            continue;
                        }
                        let mut r = vec![if outcome == ResultKind::Win { 2 } else { 1 }; n];
                        r[p - 1] = if outcome == ResultKind::Win { 1 } else { 2 };
                        r
                    }
                }
            };
            self.finish(w, &ranks);
            if let EndResult::TeamWin(_) = rule.result {
                // End.applyTeamResult leaves the other team active, so Game.apply passes the
                // turn on as usual (a player's win makes nobody active: the mover stays).
                let next = w.get(G::Next);
                w.set(G::Mover, next);
            }
            return;
        }
        // Ludii: when every player passed in the last round, the game ends in a draw (checked
        // by `End.eval`, so only where end rules are evaluated: see `Phase::ends`; and only in
        // the games the rule applies to, see `Game::all_pass_draws`).
        let phase = &self.game.phases[w.player(P::Phase, mover as usize) as usize];
        if self.game.all_pass_draws
            && phase.ends
            && self.cond(&w.as_view(), &ctx, &crate::game_ir::BoolExpr::AllPassed)
        {
            // Alone, passing ends the game with nobody winning (Ludii ranks the player 0).
            let ranks = if n == 1 { vec![2] } else { self.draw_ranks(&w.as_view()) };
            self.finish(w, &ranks);
        }
    }

    /// A draw's ranks: the players still in the game tie after those who won and left.
    fn draw_ranks(&self, s: &View<'_>) -> Vec<u8> {
        let tied = s.get(G::Winners) as u8 + 1;
        (1..=self.game.num_players())
            .map(|p| match s.player(P::Rank, p) as u8 {
                0 => tied,
                r => r,
            })
            .collect()
    }

    /// A result for one player of more than two (Ludii's `End.applyResult`): the player leaves
    /// the game, ranked after the winners so far (a win) or before the losers (a loss; losses of
    /// one evaluation tie), and the others play on. A player already gone is not ranked again.
    /// When one player is left it takes the next win rank and the game is over (true).
    fn leaves(
        &self,
        w: &mut ViewMut<'_>,
        p: usize,
        outcome: ResultKind,
        losers_before: i32,
    ) -> bool {
        let n = self.game.num_players();
        if w.player(P::Rank, p) != 0 {
            return false;
        }
        if outcome == ResultKind::Win {
            let winners = w.get(G::Winners) + 1;
            w.set(G::Winners, winners);
            w.set_player(P::Rank, p, winners);
        } else {
            w.set_player(P::Rank, p, n as i32 - losers_before);
            let losers = w.get(G::Losers);
            w.set(G::Losers, losers + 1);
            if w.get(G::Next) == p as i32 {
                let next = self.successor(&w.as_view(), p as i32);
                w.set(G::Next, next);
            }
        }
        let active: Vec<usize> = (1..=n).filter(|&q| w.player(P::Rank, q) == 0).collect();
        match active[..] {
            [] => {}
            [last] => w.set_player(P::Rank, last, w.get(G::Winners) + 1),
            _ => return false,
        }
        w.set(G::Over, 1);
        true
    }

    /// The player after `p` in turn order who is still playing (Ludii skips the inactive).
    fn successor(&self, s: &View<'_>, p: i32) -> i32 {
        let n = self.game.num_players() as i32;
        let mut next = p % n + 1;
        for _ in 1..n {
            if s.player(P::Rank, next as usize) == 0 {
                break;
            }
            next = next % n + 1;
        }
        next
    }

    fn finish(&self, w: &mut ViewMut<'_>, ranks: &[u8]) {
        w.set(G::Over, 1);
        // Ranks are the roles' (as Ludii records them): after a swap, each role keeps its
        // pieces and its rank.
        for (i, &r) in ranks.iter().enumerate() {
            w.set_player(P::Rank, i + 1, r as i32);
        }
    }

    /// The legal moves of a state: generated on the state with the dice rolled when the mover's
    /// phase rolls (see `Phase::roll`; `apply` makes the same roll for real).
    fn legal_candidates<'g>(&'g self, bytes: &[u8]) -> Vec<Cand<'g>> {
        if self.rolls(&self.view(bytes)) {
            let mut rolled = bytes.to_vec();
            self.roll(&mut ViewMut { bytes: &mut rolled, layout: &self.layout });
            return self.candidates(&self.view(&rolled));
        }
        self.candidates(&self.view(bytes))
    }

    /// Whether the mover's phase rolls the dice before its decision (when its roll condition
    /// holds).
    fn rolls(&self, s: &View<'_>) -> bool {
        let mover = s.get(G::Mover);
        if self.game.dice.is_none() || s.get(G::Over) != 0 {
            return false;
        }
        match &self.game.phases[s.player(P::Phase, mover as usize) as usize].roll {
            Some(cond) => self.cond(s, &Ctx::new(mover as u8), cond),
            None => false,
        }
    }

    /// Rolls the dice: the faces a replay forced, else a draw from the state's random source
    /// (`Dice::roll`). Each die's site keeps the face as its state (`ActionUpdateDice`). Then
    /// the roll's consequences, if the mover's phase gives it some (`Phase::roll_then`).
    fn roll(&self, w: &mut ViewMut<'_>) {
        let d = self.game.dice.as_ref().expect("only games with dice roll");
        let mut faces = Vec::with_capacity(d.num);
        if w.dice_word(D::Forced) != 0 {
            faces.extend((0..d.num).map(|i| w.dice_word(D::ForcedFace(i)) as u32));
            w.set_dice_word(D::Forced, 0);
        } else {
            let x = d.roll(w.dice_word(D::Random) as u32, &mut faces);
            w.set_dice_word(D::Random, x as i32);
        }
        for (i, &f) in faces.iter().enumerate() {
            self.show_face(w, i, f);
        }
        w.set_dice_word(D::AllEqual, faces.iter().all(|&f| f == faces[0]) as i32);
        let mover = w.get(G::Mover) as u8;
        let phase = w.as_view().player(P::Phase, mover as usize) as usize;
        if let Some(then) = &self.game.phases[phase].roll_then {
            self.consequences(w, &[then], mover, None);
        }
    }

    /// Die `die` shows face `face`: its site keeps the face as its state, its value is the
    /// face's pips (`ActionUpdateDice`).
    fn show_face(&self, w: &mut ViewMut<'_>, die: usize, face: u32) {
        let d = self.game.dice.as_ref().expect("only games with dice show faces");
        let site = d.first_site + die;
        if let Some(l) = w.top(site) {
            w.set_state_at(site, l, face as u8);
        }
        w.set_dice_word(D::Value(die), d.pips[die][face as usize] as i32);
    }
}

impl DynGame for Interpreter {
    fn name(&self) -> &str {
        &self.game.name
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn state_len(&self) -> usize {
        self.layout.len
    }

    fn init_state(&self, bytes: &mut [u8]) {
        bytes.fill(0);
        let mut w = ViewMut { bytes, layout: &self.layout };
        let n = self.game.num_players() as i32;
        w.set(G::Mover, 1);
        w.set(G::Next, 2 % n + 1 - if n == 1 { 1 } else { 0 });
        w.set(G::Next, if n == 1 { 1 } else { 2 });
        w.set(G::LastFrom, NONE);
        w.set(G::LastTo, NONE);
        w.set(G::LastToAfter, NONE);
        for var in 0..self.game.vars.len() {
            w.set_var(var, NONE);
        }
        for (m, memory) in self.game.memories.iter().enumerate() {
            for &site in &memory.start {
                let c = w.remembered(m, site);
                w.set_remembered(m, site, c.saturating_add(1));
            }
        }
        for p in 1..=n as usize {
            w.set_player(P::Phase, p, self.game.initial_phase(p) as i32);
        }
        if let Some(d) = &self.game.dice {
            w.set_dice_word(D::Random, crate::game_ir::DEFAULT_RANDOM_SOURCE as i32);
            // Every die starts on face 0 (`Game.start` reads the values off the dice).
            for i in 0..d.num {
                w.set_dice_word(D::Value(i), d.pips[i][0] as i32);
            }
        }
        for rule in &self.game.start {
            let what = rule.component as u8 + 1;
            for &site in &rule.sites {
                if let Some(who) = rule.who {
                    if rule.count > 0 {
                        w.set_cell(site, 0, what, who, rule.state);
                        w.set_height(site, 1);
                        w.set_count(site, rule.count);
                    }
                } else if !rule.stack
                    && (site >= self.game.board.num_sites()
                        || (rule.count > 1 && !self.game.stacking))
                {
                    // Hand sites hold a count of identical pieces, and so does a board site
                    // given several (PlaceItem.java's one ActionAdd of `count` pieces).
                    w.set_cell(site, 0, what, self.owner_of(what), rule.state);
                    w.set_height(site, 1);
                    let c = if w.what(site) == what { w.count(site) } else { 0 };
                    w.set_count(site, c.max(0) + rule.count);
                } else {
                    for _ in 0..rule.count.max(1) {
                        self.apply_actions(
                            &mut w,
                            &[Action::Add {
                                site,
                                what,
                                state: rule.state,
                                stack: self.game.stacking,
                            }],
                            1,
                        );
                    }
                }
                if rule.value != 0 {
                    w.set_piece_value(site, rule.value);
                }
            }
        }
        self.start_hidden(&mut w);
        // Ludii records the starting position (`Game.start`: the mover, 1, is not `prev`, 0).
        if self.game.no_repeat {
            self.record_position(&mut w);
        }
    }

    fn mover(&self, bytes: &[u8]) -> usize {
        self.view(bytes).get(G::Mover) as usize
    }

    fn legal_moves(&self, bytes: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        let candidates = self.legal_candidates(bytes);
        crate::work::charge(1 + candidates.len() as u64);
        for (i, c) in candidates.iter().enumerate() {
            moves.push(RawMove {
                from: c.from as u32,
                to: c.to as u32,
                level_from: c.level_from,
                level_to: c.level_to,
                kind: c.kind as u8,
                aux: i as u32,
            });
        }
    }

    fn apply(&self, bytes: &mut [u8], mv: &RawMove) {
        self.record_history(bytes, &self.move_key(bytes, mv));
        if self.rolls(&self.view(bytes)) {
            self.roll(&mut ViewMut { bytes, layout: &self.layout });
        }
        let cands = self.candidates(&self.view(bytes));
        let Some(c) = cands.get(mv.aux as usize) else {
            panic!("interpreter: move {mv:?} is not legal in this state");
        };
        assert!(
            c.from as u32 == mv.from && c.to as u32 == mv.to,
            "interpreter: move {mv:?} does not match its state"
        );
        self.play(bytes, c);
    }

    fn status(&self, bytes: &[u8]) -> Status {
        let s = self.view(bytes);
        if s.get(G::Over) == 0 {
            return Status::Ongoing;
        }
        let ranks: Vec<u8> =
            (1..=self.game.num_players()).map(|p| s.player(P::Rank, p) as u8).collect();
        Status::Over(Outcome::from_ranks(&ranks))
    }

    fn move_key(&self, _bytes: &[u8], mv: &RawMove) -> MoveKey {
        ludemic_runtime::kernel::move_key(mv, self.game.stacking)
    }

    fn has_hidden_information(&self) -> bool {
        self.game.hidden_flags
    }

    fn observation(&self, bytes: &[u8], player: usize, out: &mut Vec<i32>) {
        self.hidden_observation(bytes, player, out)
    }

    fn observation_string(&self, bytes: &[u8], player: usize) -> String {
        self.hidden_observation_string(bytes, player)
    }

    fn information_set_key(&self, bytes: &[u8], player: usize) -> u64 {
        self.hidden_key(bytes, player)
    }

    fn determinize(&self, bytes: &mut [u8], player: usize, rng: &mut ludemic_runtime::Rng) {
        self.hidden_determinize(bytes, player, rng)
    }

    fn state_string(&self, bytes: &[u8]) -> String {
        use std::fmt::Write;
        let s = self.view(bytes);
        let mut parts: Vec<String> = Vec::new();
        for site in 0..self.layout.sites {
            let h = s.height(site);
            if h == 0 {
                // An empty site that keeps a state (see `Action::SetState`).
                let (st, value) = (s.state_at(site, 0), s.piece_value(site));
                if !self.game.stacking && (st != 0 || value != 0) {
                    parts.push(entry(&site.to_string(), 0, 0, 0, st, value));
                }
                continue;
            }
            if self.game.stacking {
                for l in 0..h {
                    parts.push(entry(
                        &format!("{site}/{l}"),
                        s.what_at(site, l),
                        s.who_at(site, l),
                        1,
                        s.state_at(site, l),
                        0,
                    ));
                }
            } else {
                // Ludii's state strings show "what" as "who" in some games (`Game::who_shows_what`).
                let who = if self.game.who_shows_what() { s.what(site) } else { s.who(site) };
                parts.push(entry(
                    &site.to_string(),
                    s.what(site),
                    who,
                    s.count(site),
                    s.piece_state(site),
                    s.piece_value(site),
                ));
            }
        }
        let mut out = parts.join(" ");
        if !out.is_empty() {
            out.push(' ');
        }
        let _ = write!(out, "|mover={}", s.get(G::Mover));
        if self.game.uses_scores {
            let scores: Vec<String> =
                (1..=self.game.num_players()).map(|p| s.player(P::Score, p).to_string()).collect();
            let _ = write!(out, " |scores={}", scores.join(","));
        }
        if let Some(d) = &self.game.dice {
            let pips: Vec<String> = (0..d.num).map(|i| s.die_value(i).to_string()).collect();
            let _ = write!(out, " |dice={}", pips.join(","));
        }
        if self.game.phases.len() > 1 {
            let _ = write!(out, " |phase={}", s.player(P::Phase, s.get(G::Mover) as usize));
        }
        out
    }

    fn seed_chance(&self, bytes: &mut [u8], rng: &mut ludemic_runtime::Rng) {
        if self.game.dice.is_some() {
            let seed = ludemic_runtime::kernel::chance_seed(rng);
            ViewMut { bytes, layout: &self.layout }.set_dice_word(D::Random, seed as i32);
        }
    }

    fn seat_of(&self, bytes: &[u8], role: usize) -> usize {
        let swapped = self.game.swap_rule && self.view(bytes).get(G::Swapped) != 0;
        if swapped && role <= 2 {
            3 - role
        } else {
            role
        }
    }

    fn force_roll(&self, bytes: &mut [u8], faces: &[u32]) -> bool {
        let Some(d) = &self.game.dice else { return false };
        if !d.has_faces(faces) {
            return false;
        }
        let mut w = ViewMut { bytes, layout: &self.layout };
        w.set_dice_word(D::Forced, 1);
        for (i, &f) in faces.iter().enumerate() {
            w.set_dice_word(D::ForcedFace(i), f as i32);
        }
        true
    }
}

/// One location as Ludii's traces write it: `site:what:who:count[:state[:value]]`.
fn entry(site: &str, what: u8, who: u8, count: u32, state: u8, value: i32) -> String {
    if value != 0 {
        format!("{site}:{what}:{who}:{count}:{state}:{value}")
    } else if state != 0 {
        format!("{site}:{what}:{who}:{count}:{state}")
    } else {
        format!("{site}:{what}:{who}:{count}")
    }
}

#[cfg(test)]
mod tests;
