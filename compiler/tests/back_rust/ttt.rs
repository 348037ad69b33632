//! `Tic-Tac-Toe` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Tic-Tac-Toe`: 74 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TicTacToeState {
    pub what: [u8; 9],
    pub who: [u8; 9],
    pub count: [u8; 9],
    pub state: [u8; 9],
    pub height: [u8; 9],
    pub mover: [u8; 1],
    pub over: [u8; 1],
    pub ranks: [u8; 2],
    pub boards: [u64; 2],
    pub made: [i16; 1],
}

impl TicTacToeState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: TicTacToeState = TicTacToeState {
        what: [0; 9],
        who: [0; 9],
        count: [0; 9],
        state: [0; 9],
        height: [0; 9],
        mover: [0; 1],
        over: [0; 1],
        ranks: [0; 2],
        boards: [0; 2],
        made: [0; 1],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for TicTacToeState {
    const LAYOUT: &'static str = "what:U8x9@0 who:U8x9@9 count:U8x9@18 state:U8x9@27 height:U8x9@36 mover:U8x1@45 over:U8x1@46 ranks:U8x2@47 boards:Bitsx2@56 made:I16x1@72 =74";

    fn from_kernel_bytes(bytes: &[u8]) -> TicTacToeState {
        assert_eq!(bytes.len(), 74, "a state of this layout has {} bytes", 74);
        let mut s = TicTacToeState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[9..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[18..]);
        ::ludemic_runtime::kernel::read_field(&mut s.state, &bytes[27..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[36..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[45..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[46..]);
        ::ludemic_runtime::kernel::read_field(&mut s.ranks, &bytes[47..]);
        ::ludemic_runtime::kernel::read_field(&mut s.boards, &bytes[56..]);
        ::ludemic_runtime::kernel::read_field(&mut s.made, &bytes[72..]);
        s
    }
}

/// The game `Tic-Tac-Toe`; its states are [`TicTacToeState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TicTacToe;

impl TicTacToe {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 9;
}

#[allow(unused, clippy::all)]
impl Game for TicTacToe {
    type State = TicTacToeState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Tic-Tac-Toe"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> TicTacToeState {
        let mut s = TicTacToeState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &TicTacToeState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &TicTacToeState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut TicTacToeState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &TicTacToeState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.ranks[0] as i64 as u8, s.ranks[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &TicTacToeState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &TicTacToeState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 9,
                levels: 1,
                stacking: false,
                mover: s.mover[0] as i64,
                height: &|i: usize| s.height[i] as i64,
                what: &|i: usize| s.what[i] as i64,
                who: &|i: usize| s.who[i] as i64,
                count: &|i: usize| s.count[i] as i64,
                piece_state: &|i: usize| s.state[i] as i64,
                scores: None,
                phases: None,
                dice: &[],
            },
        )
    }
}

#[allow(unused, clippy::all)]
impl TicTacToeState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        self.mover[0] = 1;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        if self.over[0] != 0 {
            return;
        }
        for site in 0i64..9 {
            if self.height[site as usize] == 0 {
                moves
                    .push(RawMove {
                        from: site as u32,
                        to: site as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: moves.len() as i64 as u32,
                    });
            }
        }
    }

    /// Kernel function `apply` (Mutate).
    #[inline]
    pub fn apply(&mut self, mv: &RawMove) {
        let mut site: i64 = 0;
        let mut p: i64 = 0;
        site = mv.to as i32 as i64;
        p = self.mover[0] as i64;
        self.height[site as usize] = 1;
        self.what[site as usize] = p as u8;
        self.who[site as usize] = p as u8;
        self.count[site as usize] = 1;
        self.boards[p.wrapping_sub(1) as usize] = (self
            .boards[p.wrapping_sub(1) as usize] as i64 | 1i64.wrapping_shl(site as u32))
            as u64;
        self.made[0] = (self.made[0] as i64).wrapping_add(1) as i16;
        if self.won(p.wrapping_sub(1)) != 0 {
            self.over[0] = 1;
            self.ranks[p.wrapping_sub(1) as usize] = 1;
            self.ranks[2i64.wrapping_sub(p) as usize] = 2;
        } else if self.made[0] == 9 {
            self.over[0] = 1;
            self.ranks[0] = 1;
            self.ranks[1] = 1;
        }
        self.mover[0] = 3i64.wrapping_sub(p) as u8;
    }

    /// Kernel function `won` (Query).
    #[inline]
    pub fn won(&self, q: i64) -> i64 {
        let mut m: i64 = 0;
        for i in 0i64..8 {
            m = LINES[i as usize] as i64;
            if self.boards[q as usize] as i64 & m == m {
                return 1;
            }
        }
        0
    }
}

/// Table `lines`.
static LINES: [u64; 8] = [7, 56, 448, 73, 146, 292, 273, 84];
