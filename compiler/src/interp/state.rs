//! The interpreter's state: one flat byte buffer with a layout fixed by the game, so states are
//! copied without allocation and the runtime can hold them as raw bytes.
//!
//! Per site and level: what, who, state (a byte each). Per site: piece count (u16) and stack
//! height (u8). Then i32 globals (mover, counters, last move...) and per-player arrays.

use crate::game_ir::Game;

/// Byte offsets of each part of a state.
#[derive(Clone, Debug)]
pub struct Layout {
    pub sites: usize,
    pub levels: usize,
    pub players: usize,
    count_off: usize,
    height_off: usize,
    globals_off: usize,
    vars_off: usize,
    /// In games with dice: the random source, the forced-roll flag, then per die its value and
    /// its forced face (one i32 each, see [`D`]).
    dice_off: usize,
    /// One count per memory and site (see `game_ir::Memory`).
    memory_off: usize,
    /// In games that vote: the propositions (a bit per vote string), the decision (+1, 0 for
    /// none), how many votes the round has, then the votes in order (one per player at most).
    vote_off: usize,
    /// In games that record positions (`Game::position_history_len`): how many position hashes
    /// were recorded, then `(no Repeat)`'s distinct keys in the order seen or `(is Cycle)`'s
    /// last hashes, newest first (two words each).
    history_off: usize,
    /// In games that keep `Game::on_track_indices`: an i8 count per track, piece kind (what,
    /// 0 included) and track element, `track_elems` elements per kind (the longest track's).
    track_off: usize,
    whats: usize,
    track_elems: usize,
    /// In games with piece values (`Game::uses_piece_value`, no stacks): an i32 per site.
    value_off: usize,
    /// In games with hidden flags (`Game::hidden_flags`): a mask byte per player, site and
    /// level (`ludemic_runtime::hidden`'s aspects), `[(player - 1) * locations + location]`
    /// with location `site * levels + level`, as `kernel_ir::hidden::HiddenMeta::flags`.
    flags_off: usize,
    /// Then each player's move history (an i64 per player, 8-aligned).
    move_history_off: usize,
    pub len: usize,
}

/// The words of the vote part of a state (games that vote only).
#[derive(Clone, Copy, Debug)]
pub enum V {
    Propositions,
    Decided,
    VoteCount,
    Vote(usize),
}

impl V {
    fn index(self) -> usize {
        match self {
            V::Propositions => 0,
            V::Decided => 1,
            V::VoteCount => 2,
            V::Vote(i) => 3 + i,
        }
    }
}

/// The words of the dice part of a state (games with dice only).
#[derive(Clone, Copy, Debug)]
pub enum D {
    /// The random source (xorshift32), seeded per playout (`Game::seed_chance`).
    Random,
    /// Nonzero when a replay forced the next roll (`Game::force_roll`).
    Forced,
    /// The forced face of die `i`.
    ForcedFace(usize),
    /// The value die `i` shows, 0 once used (`game_ir::IntExpr::DieValue`).
    Value(usize),
    /// 1 when the last roll showed the same face on every die (`game_ir::BoolExpr::AllDiceEqual`).
    AllEqual,
}

impl D {
    fn index(self) -> usize {
        match self {
            D::Random => 0,
            D::Forced => 1,
            D::AllEqual => 2,
            D::Value(i) => 3 + 2 * i,
            D::ForcedFace(i) => 4 + 2 * i,
        }
    }
}

/// Indices of the scalar globals.
#[derive(Clone, Copy, Debug)]
#[repr(usize)]
pub enum G {
    Mover,
    Next,
    Prev,
    /// Moves played, setup excluded.
    NumMoves,
    LastFrom,
    LastTo,
    /// Moves made so far in the current turn.
    MovesInTurn,
    /// Consecutive completed turns that were a single pass.
    PassRun,
    Over,
    /// Whether the swap was taken (see the kernel layout's `swapped`).
    Swapped,
    Turns,
    /// The last move was a pass.
    LastPass,
    /// Ludii's pending values, a set observed only through `is Pending` and `value Pending`:
    /// how many distinct values (0, 1, or 2 for more) and the value when there is one.
    PendingCount,
    PendingValue,
    /// The site of the last move's last action that has one, consequences included (Ludii's
    /// `Move.toAfterSubsequents`).
    LastToAfter,
    /// Ludii's `State.numTurnSamePlayer`: the moves of the current turn played before the move
    /// being applied, counted by the turn order.
    SamePlayerMoves,
    /// With more than two players, the players who won and lost so far and left the game
    /// (Ludii's `numWinners`/`numLosers`): the next win and loss ranks count from them.
    Winners,
    Losers,
}
const NUM_GLOBALS: usize = 18;

/// Per-player arrays after the globals.
#[derive(Clone, Copy, Debug)]
#[repr(usize)]
pub enum P {
    Phase,
    Score,
    Rank,
    /// Bit set of the events triggered for the player.
    Triggered,
    /// Ludii's stalemated flag of the player (`State.isStalemated`): it had no legal move when
    /// its moves were last computed, i.e. its last move was a forced pass. `(no Moves ..)`
    /// reads it for every player but Next.
    Stalemated,
}
const NUM_PLAYER_ARRAYS: usize = 5;

impl Layout {
    pub fn new(game: &Game) -> Layout {
        let sites = game.num_sites();
        let levels = game.max_levels.max(1);
        let players = game.num_players();
        let count_off = sites * levels * 3;
        let height_off = count_off + sites * 2;
        let globals_off = (height_off + sites + 3) & !3;
        let vars_off = globals_off + 4 * (NUM_GLOBALS + NUM_PLAYER_ARRAYS * players);
        let dice_off = vars_off + 4 * game.vars.len();
        let memory_off = dice_off + game.dice.as_ref().map_or(0, |d| 4 * (3 + 2 * d.num));
        let vote_off = memory_off + game.memories.len() * sites;
        let history_off =
            (vote_off + if game.votes.is_empty() { 0 } else { 4 * (3 + players) } + 7) & !7;
        let track_off = history_off + game.position_history_len().map_or(0, |h| 8 * (1 + h));
        let whats = game.components.len() + 1;
        let track_elems = game.tracks.iter().map(|t| t.elems().len()).max().unwrap_or(0);
        let value_off = track_off
            + if game.on_track_indices { game.tracks.len() * whats * track_elems } else { 0 };
        let flags_off = value_off + if game.uses_piece_value { 4 * sites } else { 0 };
        let hidden = game.hidden_flags;
        let move_history_off =
            (flags_off + if hidden { players * sites * levels } else { 0 } + 7) & !7;
        let len = if hidden { move_history_off + 8 * players } else { flags_off };
        Layout {
            sites,
            levels,
            players,
            count_off,
            height_off,
            globals_off,
            vars_off,
            dice_off,
            memory_off,
            vote_off,
            history_off,
            track_off,
            whats,
            track_elems,
            value_off,
            flags_off,
            move_history_off,
            len,
        }
    }

    fn cell(&self, site: usize, level: usize) -> usize {
        debug_assert!(site < self.sites && level < self.levels);
        (site * self.levels + level) * 3
    }

    fn global(&self, g: usize) -> usize {
        self.globals_off + 4 * g
    }

    fn on_track_slot(&self, track: usize, what: u8, elem: usize) -> usize {
        debug_assert!((what as usize) < self.whats && elem < self.track_elems);
        self.track_off + (track * self.whats + what as usize) * self.track_elems + elem
    }

    fn flag_slot(&self, player: usize, site: usize, level: usize) -> usize {
        debug_assert!(player >= 1 && player <= self.players && self.flags_off < self.len);
        self.flags_off + ((player - 1) * self.sites + site) * self.levels + level
    }

    fn player_slot(&self, arr: P, player: usize) -> usize {
        debug_assert!(player >= 1 && player <= self.players);
        self.global(NUM_GLOBALS + arr as usize * self.players + player - 1)
    }
}

/// Read access to a state.
pub trait Read {
    fn bytes(&self) -> &[u8];
    fn layout(&self) -> &Layout;

    fn what_at(&self, site: usize, level: usize) -> u8 {
        self.bytes()[self.layout().cell(site, level)]
    }
    fn who_at(&self, site: usize, level: usize) -> u8 {
        self.bytes()[self.layout().cell(site, level) + 1]
    }
    fn state_at(&self, site: usize, level: usize) -> u8 {
        self.bytes()[self.layout().cell(site, level) + 2]
    }
    fn height(&self, site: usize) -> usize {
        self.bytes()[self.layout().height_off + site] as usize
    }
    fn count(&self, site: usize) -> u32 {
        let o = self.layout().count_off + site * 2;
        u16::from_le_bytes([self.bytes()[o], self.bytes()[o + 1]]) as u32
    }
    /// The top piece's level, if any.
    fn top(&self, site: usize) -> Option<usize> {
        self.height(site).checked_sub(1)
    }
    fn what(&self, site: usize) -> u8 {
        self.top(site).map_or(0, |l| self.what_at(site, l))
    }
    fn who(&self, site: usize) -> u8 {
        self.top(site).map_or(0, |l| self.who_at(site, l))
    }
    /// The state of the top piece, or the one an empty site keeps (Ludii's state lives on
    /// the site; every removal clears it, `(set State ..)` on an empty site sets it).
    fn piece_state(&self, site: usize) -> u8 {
        self.state_at(site, self.top(site).unwrap_or(0))
    }
    /// The value of a site (see `Game::uses_piece_value`; 0 in games without values).
    fn piece_value(&self, site: usize) -> i32 {
        let l = self.layout();
        if l.value_off == l.flags_off {
            return 0;
        }
        let o = l.value_off + 4 * site;
        i32::from_le_bytes(self.bytes()[o..o + 4].try_into().unwrap())
    }
    fn get(&self, g: G) -> i32 {
        let o = self.layout().global(g as usize);
        i32::from_le_bytes(self.bytes()[o..o + 4].try_into().unwrap())
    }
    /// How many times a memory holds a site (see `game_ir::Memory`).
    fn remembered(&self, memory: usize, site: usize) -> u8 {
        self.bytes()[self.layout().memory_off + memory * self.layout().sites + site]
    }
    /// A variable's value (see `Game::vars`).
    fn var(&self, var: usize) -> i32 {
        let o = self.layout().vars_off + 4 * var;
        i32::from_le_bytes(self.bytes()[o..o + 4].try_into().unwrap())
    }
    fn player(&self, arr: P, player: usize) -> i32 {
        let o = self.layout().player_slot(arr, player);
        i32::from_le_bytes(self.bytes()[o..o + 4].try_into().unwrap())
    }
    /// A word of the dice part (games with dice only).
    fn dice_word(&self, d: D) -> i32 {
        let o = self.layout().dice_off + 4 * d.index();
        i32::from_le_bytes(self.bytes()[o..o + 4].try_into().unwrap())
    }
    /// A word of the vote part (games that vote only).
    fn vote_word(&self, v: V) -> i32 {
        let o = self.layout().vote_off + 4 * v.index();
        i32::from_le_bytes(self.bytes()[o..o + 4].try_into().unwrap())
    }
    /// Word `i` of the position history (games that record positions only): the count of
    /// recorded hashes, then the hashes, newest first.
    fn history_word(&self, i: usize) -> i64 {
        let o = self.layout().history_off + 8 * i;
        i64::from_le_bytes(self.bytes()[o..o + 8].try_into().unwrap())
    }
    /// How many pieces of kind `what` the track counts on its element `elem` (see
    /// `Game::on_track_indices`; Ludii's count may drop below 0).
    fn on_track(&self, track: usize, what: u8, elem: usize) -> i8 {
        self.bytes()[self.layout().on_track_slot(track, what, elem)] as i8
    }
    /// The aspects of `site`'s `level` hidden from `player` (games with hidden flags only).
    fn hidden_flags(&self, player: usize, site: usize, level: usize) -> u8 {
        self.bytes()[self.layout().flag_slot(player, site, level)]
    }
    /// `player`'s move history (games with hidden flags only).
    fn move_history(&self, player: usize) -> u64 {
        let o = self.layout().move_history_off + 8 * (player - 1);
        u64::from_le_bytes(self.bytes()[o..o + 8].try_into().unwrap())
    }
    /// The value die `i` shows (0 once used).
    fn die_value(&self, i: usize) -> i32 {
        self.dice_word(D::Value(i))
    }
}

/// A state being read.
pub struct View<'a> {
    pub bytes: &'a [u8],
    pub layout: &'a Layout,
}

impl Read for View<'_> {
    fn bytes(&self) -> &[u8] {
        self.bytes
    }
    fn layout(&self) -> &Layout {
        self.layout
    }
}

/// A state being changed.
pub struct ViewMut<'a> {
    pub bytes: &'a mut [u8],
    pub layout: &'a Layout,
}

impl Read for ViewMut<'_> {
    fn bytes(&self) -> &[u8] {
        self.bytes
    }
    fn layout(&self) -> &Layout {
        self.layout
    }
}

impl ViewMut<'_> {
    pub fn as_view(&self) -> View<'_> {
        View { bytes: self.bytes, layout: self.layout }
    }
    pub fn set_cell(&mut self, site: usize, level: usize, what: u8, who: u8, state: u8) {
        let o = self.layout.cell(site, level);
        self.bytes[o] = what;
        self.bytes[o + 1] = who;
        self.bytes[o + 2] = state;
    }
    pub fn set_state_at(&mut self, site: usize, level: usize, state: u8) {
        let o = self.layout.cell(site, level);
        self.bytes[o + 2] = state;
    }
    /// Sets the value of a site (nothing in games without values).
    pub fn set_piece_value(&mut self, site: usize, v: i32) {
        if self.layout.value_off < self.layout.flags_off {
            let o = self.layout.value_off + 4 * site;
            self.bytes[o..o + 4].copy_from_slice(&v.to_le_bytes());
        }
    }
    pub fn set_height(&mut self, site: usize, h: usize) {
        self.bytes[self.layout.height_off + site] = h as u8;
    }
    pub fn set_count(&mut self, site: usize, c: u32) {
        let o = self.layout.count_off + site * 2;
        self.bytes[o..o + 2].copy_from_slice(&(c as u16).to_le_bytes());
    }
    pub fn set(&mut self, g: G, v: i32) {
        let o = self.layout.global(g as usize);
        self.bytes[o..o + 4].copy_from_slice(&v.to_le_bytes());
    }
    pub fn set_remembered(&mut self, memory: usize, site: usize, count: u8) {
        let o = self.layout.memory_off + memory * self.layout.sites + site;
        self.bytes[o] = count;
    }
    pub fn set_vote_word(&mut self, v: V, x: i32) {
        let o = self.layout.vote_off + 4 * v.index();
        self.bytes[o..o + 4].copy_from_slice(&x.to_le_bytes());
    }
    pub fn set_history_word(&mut self, i: usize, x: i64) {
        let o = self.layout.history_off + 8 * i;
        self.bytes[o..o + 8].copy_from_slice(&x.to_le_bytes());
    }
    pub fn add_on_track(&mut self, track: usize, what: u8, elem: usize, delta: i8) {
        let o = self.layout.on_track_slot(track, what, elem);
        self.bytes[o] = (self.bytes[o] as i8).wrapping_add(delta) as u8;
    }
    pub fn set_var(&mut self, var: usize, v: i32) {
        let o = self.layout.vars_off + 4 * var;
        self.bytes[o..o + 4].copy_from_slice(&v.to_le_bytes());
    }
    pub fn set_player(&mut self, arr: P, player: usize, v: i32) {
        let o = self.layout.player_slot(arr, player);
        self.bytes[o..o + 4].copy_from_slice(&v.to_le_bytes());
    }
    pub fn set_hidden_flags(&mut self, player: usize, site: usize, level: usize, mask: u8) {
        let o = self.layout.flag_slot(player, site, level);
        self.bytes[o] = mask;
    }
    pub fn set_move_history(&mut self, player: usize, h: u64) {
        let o = self.layout.move_history_off + 8 * (player - 1);
        self.bytes[o..o + 8].copy_from_slice(&h.to_le_bytes());
    }
    pub fn set_dice_word(&mut self, d: D, v: i32) {
        let o = self.layout.dice_off + 4 * d.index();
        self.bytes[o..o + 4].copy_from_slice(&v.to_le_bytes());
    }
}
