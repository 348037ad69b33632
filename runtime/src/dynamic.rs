//! The dynamic counterpart of [`Game`]: games known only at run time (the interpreter, the JIT)
//! work over raw state bytes and fixed-size raw moves. [`DynHandle`] makes any of them a `Game`.

use std::sync::Arc;

use crate::game::{Game, Limits, MoveKey, Status};
use crate::rng::Rng;

/// A move of a dynamic game: fixed size and `Copy`, so move lists never allocate per move.
/// `from`/`to`/levels/kind are what Ludii keys a move by; `aux` is the back end's own data
/// (the interpreter keeps the move's position in its generation order there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(C)]
pub struct RawMove {
    pub from: u32,
    pub to: u32,
    pub level_from: u16,
    pub level_to: u16,
    pub kind: u8,
    pub aux: u32,
}

/// A game whose state is a byte buffer of fixed length `state_len()`.
pub trait DynGame: Send + Sync {
    fn name(&self) -> &str;
    fn num_players(&self) -> usize;
    fn state_len(&self) -> usize;
    /// Writes the initial state into `state` (of length `state_len()`).
    fn init_state(&self, state: &mut [u8]);
    fn mover(&self, state: &[u8]) -> usize;
    fn legal_moves(&self, state: &[u8], moves: &mut Vec<RawMove>);
    fn apply(&self, state: &mut [u8], mv: &RawMove);
    /// As [`Game::apply_from_list`]: plays `moves[index]` and refreshes `moves`.
    fn apply_from_list(&self, state: &mut [u8], moves: &mut Vec<RawMove>, index: usize) {
        let mv = moves[index];
        self.apply(state, &mv);
        self.legal_moves(state, moves);
    }
    /// As [`Game::play_random`] (the default picks from the whole list).
    fn play_random(&self, state: &mut [u8], moves: &mut Vec<RawMove>, rng: &mut Rng) -> bool {
        play_from_legal_list(self, state, moves, rng)
    }
    fn status(&self, state: &[u8]) -> Status;
    fn move_key(&self, state: &[u8], mv: &RawMove) -> MoveKey;
    /// As [`Game::is_pass`].
    fn is_pass(&self, state: &[u8], mv: &RawMove) -> bool {
        self.move_key(state, mv).kind == crate::game::MoveKind::Pass
    }
    fn state_string(&self, state: &[u8]) -> String;
    /// As [`Game::move_action`].
    fn move_action(&self, _state: &[u8], _mv: &RawMove) -> Option<String> {
        None
    }
    fn limits(&self) -> Limits {
        Limits::ludii_default(self.num_players())
    }
    /// As [`Game::seed_chance`]: a fresh random source for the state's chance; draws nothing in
    /// games without chance.
    fn seed_chance(&self, _state: &mut [u8], _rng: &mut Rng) {}
    /// As [`Game::force_roll`].
    fn force_roll(&self, _state: &mut [u8], _faces: &[u32]) -> bool {
        false
    }
    /// As [`Game::seat_of`].
    fn seat_of(&self, _state: &[u8], role: usize) -> usize {
        role
    }
    /// As [`Game::has_hidden_information`].
    fn has_hidden_information(&self) -> bool {
        false
    }
    /// As [`Game::observation`] (the default: the state string's hash).
    fn observation(&self, state: &[u8], _player: usize, out: &mut Vec<i32>) {
        let h = crate::hidden::mix(crate::game::text_hash(&self.state_string(state)));
        out.clear();
        out.extend([h as i32, (h >> 32) as i32]);
    }
    /// As [`Game::observation_string`].
    fn observation_string(&self, state: &[u8], _player: usize) -> String {
        self.state_string(state)
    }
    /// As [`Game::information_set_key`].
    fn information_set_key(&self, state: &[u8], player: usize) -> u64 {
        crate::hidden::mix(crate::game::text_hash(&self.state_string(state)) ^ player as u64)
    }
    /// As [`Game::determinize`].
    fn determinize(&self, _state: &mut [u8], _player: usize, _rng: &mut Rng) {}
}

/// [`DynGame::play_random`]'s default, a uniform pick from the whole legal list, for games that
/// sample only some of their states.
#[inline]
pub fn play_from_legal_list<G: DynGame + ?Sized>(
    game: &G,
    state: &mut [u8],
    moves: &mut Vec<RawMove>,
    rng: &mut Rng,
) -> bool {
    crate::sample::play_from_list(
        state,
        moves,
        rng,
        |s, m| game.legal_moves(s, m),
        |s, m, i| game.apply_from_list(s, m, i),
    )
}

/// A shared dynamic game, usable wherever a [`Game`] is expected (and across threads).
///
/// `DynHandle` is a `dyn DynGame` (any game, chosen at run time); `DynHandle<G>` holds a game
/// of one known implementation (the JIT's), whose methods are then called directly rather
/// than through a vtable, and can be inlined into the loop that calls them: in the playout
/// loop, three indirect calls per move were a fifth of Tic-Tac-Toe's JIT playout time.
pub struct DynHandle<G: ?Sized = dyn DynGame>(pub Arc<G>);

impl<G: ?Sized> Clone for DynHandle<G> {
    fn clone(&self) -> Self {
        DynHandle(self.0.clone())
    }
}

impl DynHandle {
    pub fn new(game: impl DynGame + 'static) -> DynHandle {
        DynHandle(Arc::new(game))
    }
}

impl<G: DynGame + ?Sized> Game for DynHandle<G> {
    type State = Box<[u8]>;
    type Move = RawMove;

    fn name(&self) -> &str {
        self.0.name()
    }
    fn num_players(&self) -> usize {
        self.0.num_players()
    }
    fn initial_state(&self) -> Box<[u8]> {
        let mut s = vec![0u8; self.0.state_len()].into_boxed_slice();
        self.0.init_state(&mut s);
        s
    }
    #[inline]
    fn mover(&self, state: &Box<[u8]>) -> usize {
        self.0.mover(state)
    }
    fn legal_moves(&self, state: &Box<[u8]>, moves: &mut Vec<RawMove>) {
        self.0.legal_moves(state, moves)
    }
    #[inline]
    fn apply(&self, state: &mut Box<[u8]>, mv: RawMove) {
        self.0.apply(state, &mv)
    }
    #[inline]
    fn apply_from_list(&self, state: &mut Box<[u8]>, moves: &mut Vec<RawMove>, index: usize) {
        self.0.apply_from_list(state, moves, index)
    }
    #[inline]
    fn play_random(&self, state: &mut Box<[u8]>, moves: &mut Vec<RawMove>, rng: &mut Rng) -> bool {
        self.0.play_random(state, moves, rng)
    }
    #[inline]
    fn status(&self, state: &Box<[u8]>) -> Status {
        self.0.status(state)
    }
    fn move_key(&self, state: &Box<[u8]>, mv: RawMove) -> MoveKey {
        self.0.move_key(state, &mv)
    }
    fn is_pass(&self, state: &Box<[u8]>, mv: RawMove) -> bool {
        self.0.is_pass(state, &mv)
    }
    fn state_string(&self, state: &Box<[u8]>) -> String {
        self.0.state_string(state)
    }
    fn move_action(&self, state: &Box<[u8]>, mv: RawMove) -> Option<String> {
        self.0.move_action(state, &mv)
    }
    fn limits(&self) -> Limits {
        self.0.limits()
    }
    fn seed_chance(&self, state: &mut Box<[u8]>, rng: &mut Rng) {
        self.0.seed_chance(state, rng)
    }
    fn force_roll(&self, state: &mut Box<[u8]>, faces: &[u32]) -> bool {
        self.0.force_roll(state, faces)
    }
    fn seat_of(&self, state: &Box<[u8]>, role: usize) -> usize {
        self.0.seat_of(state, role)
    }
    fn has_hidden_information(&self) -> bool {
        self.0.has_hidden_information()
    }
    fn observation(&self, state: &Box<[u8]>, player: usize, out: &mut Vec<i32>) {
        self.0.observation(state, player, out)
    }
    fn observation_string(&self, state: &Box<[u8]>, player: usize) -> String {
        self.0.observation_string(state, player)
    }
    fn information_set_key(&self, state: &Box<[u8]>, player: usize) -> u64 {
        self.0.information_set_key(state, player)
    }
    fn determinize(&self, state: &mut Box<[u8]>, player: usize, rng: &mut Rng) {
        self.0.determinize(state, player, rng)
    }
}
