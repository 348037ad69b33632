//! Small hand-written games for tests of the runtime's algorithms (here and in other crates)
//! and as worked examples of implementing [`Game`] and [`DynGame`]. Not used in production.

use crate::dynamic::{DynGame, RawMove};
use crate::game::{Game, Limits, MoveKey, MoveKind, Outcome, Status};

/// The eight lines of a 3×3 board as bit masks over sites 0..9 (row-major from the bottom
/// left, Ludii's numbering of a square board).
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const FULL: u16 = 0b111_111_111;

/// Tic-tac-toe with a `Copy` bitboard state. Player 1 moves first; moves are site numbers and
/// are generated in ascending site order.
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe;

/// Tic-tac-toe position: one bitboard per player and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TttState {
    pub boards: [u16; 2],
    pub mover: u8,
}

fn ttt_status(boards: [u16; 2]) -> Status {
    for (p, &b) in boards.iter().enumerate() {
        if LINES.iter().any(|&l| l & !b == 0) {
            return Status::Over(Outcome::win(2, p + 1));
        }
    }
    if boards[0] | boards[1] == FULL {
        Status::Over(Outcome::draw(2))
    } else {
        Status::Ongoing
    }
}

fn ttt_string(boards: [u16; 2], mover: u8) -> String {
    let cells: String = (0..9)
        .map(|i| match (boards[0] >> i & 1, boards[1] >> i & 1) {
            (1, _) => 'X',
            (_, 1) => 'O',
            _ => '.',
        })
        .collect();
    format!("{cells} mover={mover}")
}

impl Game for TicTacToe {
    type State = TttState;
    type Move = u8;

    fn name(&self) -> &str {
        "Tic-Tac-Toe"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn initial_state(&self) -> TttState {
        TttState { boards: [0, 0], mover: 1 }
    }
    fn mover(&self, s: &TttState) -> usize {
        s.mover as usize
    }
    fn legal_moves(&self, s: &TttState, moves: &mut Vec<u8>) {
        moves.clear();
        if ttt_status(s.boards).is_over() {
            return;
        }
        let mut empty = !(s.boards[0] | s.boards[1]) & FULL;
        while empty != 0 {
            moves.push(empty.trailing_zeros() as u8);
            empty &= empty - 1;
        }
    }
    fn apply(&self, s: &mut TttState, mv: u8) {
        s.boards[s.mover as usize - 1] |= 1 << mv;
        s.mover = 3 - s.mover;
    }
    fn status(&self, s: &TttState) -> Status {
        ttt_status(s.boards)
    }
    fn move_key(&self, _: &TttState, mv: u8) -> MoveKey {
        MoveKey::sites(mv as u32, mv as u32)
    }
    fn state_string(&self, s: &TttState) -> String {
        ttt_string(s.boards, s.mover)
    }
}

/// The same tic-tac-toe as a [`DynGame`] over 5 state bytes (two little-endian u16 boards and
/// the mover), to exercise [`crate::DynHandle`]. Moves come in the same order as
/// [`TicTacToe`]'s, so seeded playouts of both agree exactly.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynTicTacToe;

fn dyn_boards(s: &[u8]) -> [u16; 2] {
    [u16::from_le_bytes([s[0], s[1]]), u16::from_le_bytes([s[2], s[3]])]
}

impl DynGame for DynTicTacToe {
    fn name(&self) -> &str {
        "Tic-Tac-Toe"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn state_len(&self) -> usize {
        5
    }
    fn init_state(&self, s: &mut [u8]) {
        s.copy_from_slice(&[0, 0, 0, 0, 1]);
    }
    fn mover(&self, s: &[u8]) -> usize {
        s[4] as usize
    }
    fn legal_moves(&self, s: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        let b = dyn_boards(s);
        if ttt_status(b).is_over() {
            return;
        }
        let mut empty = !(b[0] | b[1]) & FULL;
        while empty != 0 {
            let site = empty.trailing_zeros();
            moves.push(RawMove {
                from: site,
                to: site,
                aux: moves.len() as u32,
                ..RawMove::default()
            });
            empty &= empty - 1;
        }
    }
    fn apply(&self, s: &mut [u8], mv: &RawMove) {
        let p = s[4] as usize - 1;
        let mut b = dyn_boards(s);
        b[p] |= 1 << mv.to;
        s[2 * p..2 * p + 2].copy_from_slice(&b[p].to_le_bytes());
        s[4] = 3 - s[4];
    }
    fn status(&self, s: &[u8]) -> Status {
        ttt_status(dyn_boards(s))
    }
    fn move_key(&self, _: &[u8], mv: &RawMove) -> MoveKey {
        MoveKey::sites(mv.from, mv.to)
    }
    fn state_string(&self, s: &[u8]) -> String {
        ttt_string(dyn_boards(s), s[4])
    }
}

/// A two-player game that never ends: the only legal move is a pass, and each player makes
/// `moves_per_turn` moves in a row (like Ludii's `moveAgain`) before the other's turn.
/// Only the limits stop it.
#[derive(Clone, Copy, Debug)]
pub struct Passer {
    pub moves_per_turn: u32,
    pub limits: Limits,
}

/// `Passer`'s state: the mover and how many moves they have made this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PasserState {
    pub mover: u8,
    pub made: u32,
}

impl Game for Passer {
    type State = PasserState;
    type Move = ();

    fn name(&self) -> &str {
        "Passer"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn initial_state(&self) -> PasserState {
        PasserState { mover: 1, made: 0 }
    }
    fn mover(&self, s: &PasserState) -> usize {
        s.mover as usize
    }
    fn legal_moves(&self, _: &PasserState, moves: &mut Vec<()>) {
        moves.clear();
        moves.push(());
    }
    fn apply(&self, s: &mut PasserState, _: ()) {
        s.made += 1;
        if s.made == self.moves_per_turn {
            s.made = 0;
            s.mover = 3 - s.mover;
        }
    }
    fn status(&self, _: &PasserState) -> Status {
        Status::Ongoing
    }
    fn move_key(&self, _: &PasserState, _: ()) -> MoveKey {
        MoveKey::special(MoveKind::Pass)
    }
    fn state_string(&self, s: &PasserState) -> String {
        format!("mover={} made={}", s.mover, s.made)
    }
    fn limits(&self) -> Limits {
        self.limits
    }
}
