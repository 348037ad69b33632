//! `Tic-Tac-Toe` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Tic-Tac-Toe`: 152 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TicTacToeState {
    pub what: [u8; 9],
    pub who: [u8; 9],
    pub piece_state: [u8; 9],
    pub count: [u16; 9],
    pub height: [u8; 9],
    pub mover: [u8; 1],
    pub next: [u8; 1],
    pub prev: [u8; 1],
    pub num_moves: [i32; 1],
    pub last_from: [i8; 1],
    pub last_to: [i8; 1],
    pub moves_in_turn: [i32; 1],
    pub pass_run: [i32; 1],
    pub over: [u8; 1],
    pub swapped: [u8; 1],
    pub turns: [i32; 1],
    pub last_pass: [u8; 1],
    pub phase: [u8; 2],
    pub score: [i32; 2],
    pub rank: [u8; 2],
    pub triggered: [i32; 2],
    pub mark: [i32; 1],
    pub stamp: [i32; 1],
    pub stack: [i8; 1],
    pub owned: [u64; 4],
}

impl TicTacToeState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: TicTacToeState = TicTacToeState {
        what: [0; 9],
        who: [0; 9],
        piece_state: [0; 9],
        count: [0; 9],
        height: [0; 9],
        mover: [0; 1],
        next: [0; 1],
        prev: [0; 1],
        num_moves: [0; 1],
        last_from: [0; 1],
        last_to: [0; 1],
        moves_in_turn: [0; 1],
        pass_run: [0; 1],
        over: [0; 1],
        swapped: [0; 1],
        turns: [0; 1],
        last_pass: [0; 1],
        phase: [0; 2],
        score: [0; 2],
        rank: [0; 2],
        triggered: [0; 2],
        mark: [0; 1],
        stamp: [0; 1],
        stack: [0; 1],
        owned: [0; 4],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for TicTacToeState {
    const LAYOUT: &'static str = "what:U8x9@0 who:U8x9@9 piece_state:U8x9@18 count:U16x9@28 height:U8x9@46 mover:U8x1@55 next:U8x1@56 prev:U8x1@57 num_moves:I32x1@60 last_from:I8x1@64 last_to:I8x1@65 moves_in_turn:I32x1@68 pass_run:I32x1@72 over:U8x1@76 swapped:U8x1@77 turns:I32x1@80 last_pass:U8x1@84 phase:U8x2@85 score:I32x2@88 rank:U8x2@96 triggered:I32x2@100 mark:I32x1@108 stamp:I32x1@112 stack:I8x1@116 owned:Bitsx4@120 =152";

    fn from_kernel_bytes(bytes: &[u8]) -> TicTacToeState {
        assert_eq!(bytes.len(), 152, "a state of this layout has {} bytes", 152);
        let mut s = TicTacToeState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[9..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[18..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[28..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[46..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[55..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[56..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[57..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[60..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[64..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[65..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[68..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[72..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[76..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[77..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[80..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[84..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[85..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[88..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[96..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[100..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[108..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[112..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[116..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[120..]);
        s
    }
}

/// The game `Tic-Tac-Toe`; its states are [`TicTacToeState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TicTacToe;

impl TicTacToe {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 11;
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
    fn apply_from_list(
        &self,
        s: &mut TicTacToeState,
        moves: &mut Vec<RawMove>,
        index: usize,
    ) {
        let mv = moves[index];
        self.apply(s, mv);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.update(moves, index as i64);
    }

    #[inline]
    fn status(&self, s: &TicTacToeState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
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
                piece_state: &|i: usize| s.piece_state[i] as i64,
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
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut cse0: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        for site in 0i64..9 {
            cse0 = (self.height[site as usize] == 0) as i64;
            if cse0 != 0 {
                if DEFAULT_PIECE_11[mover as usize] as i64 > 0 && cse0 != 0 {
                    moves
                        .push(RawMove {
                            from: site as u32,
                            to: site as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1048320,
                        });
                }
            }
        }
        if moves.len() as i64 == 0 {
            moves
                .push(RawMove {
                    from: 4294967295,
                    to: 4294967295,
                    level_from: 0,
                    level_to: 0,
                    kind: 1,
                    aux: 0,
                });
        }
    }

    /// Kernel function `apply` (Mutate).
    #[inline]
    pub fn apply(&mut self, mv: &RawMove) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut leaf: i64 = 0;
        let mut site: i64 = 0;
        let mut from: i64 = 0;
        let mut to: i64 = 0;
        let mut operand: i64 = 0;
        let mut moves_in_turn: i64 = 0;
        let mut is_pass: i64 = 0;
        let mut what: i64 = 0;
        let mut st: i64 = 0;
        let mut player: i64 = 0;
        let mut next: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        from = mv.from as i32 as i64;
        to = mv.to as i32 as i64;
        leaf = mv.aux as i64 & 255;
        site = ((mv.aux as i64 as u64) >> 8) as i64 & 4095;
        operand = ((mv.aux as i64 as u64) >> 20) as i64;
        if site == 4095 {
            site = -1;
        }
        is_pass = (mv.kind as i64 == 1) as i64;
        if mv.kind as i64 == 0 {
            if leaf == 0 {
                what = DEFAULT_PIECE_11[mover as usize] as i64;
                st = 0;
                if to < 9 {
                    cse0 = (self.who[to as usize] as i64).wrapping_add(to / 64);
                    self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                        & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                    if what != 0 {
                        cse1 = (OWNER_12[(if what >= 0 && what < 3 { what } else { 0 })
                            as usize] as i64)
                            .wrapping_add(to / 64);
                        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                            | 1i64.wrapping_shl((to % 64) as u32)) as u64;
                    }
                }
                self.what[to as usize] = what as u8;
                self.who[to as usize] = OWNER_12[(if what >= 0 && what < 3 {
                    what
                } else {
                    0
                }) as usize] as i64 as u8;
                self.piece_state[to as usize] = st as u8;
                self.height[to as usize] = 1;
                self.count[to as usize] = 1;
            }
        }
        self.last_from[0] = from as i8;
        self.last_to[0] = to as i8;
        self.last_pass[0] = is_pass as u8;
        moves_in_turn = if self.prev[0] as i64 == mover && self.moves_in_turn[0] > 0 {
            (self.moves_in_turn[0] as i64).wrapping_add(1)
        } else {
            1
        };
        self.moves_in_turn[0] = moves_in_turn as i32;
        self.num_moves[0] = (self.num_moves[0] as i64).wrapping_add(1) as i32;
        if mv.kind as i64 == 0 {}
        if self.line_windows_4() != 0 {
            player = mover;
            if player >= 1 && player <= 2 {
                for i in 0i64..2 {
                    self.rank[i as usize] = (if i == player.wrapping_sub(1) {
                        1
                    } else {
                        2
                    }) as u8;
                }
                self.over[0] = 1;
                self.prev[0] = mover as u8;
                return;
            }
        }
        if self.moves_in_turn[0] == 1 && self.last_pass[0] == 1
            && (self.pass_run[0] as i64).wrapping_add(1) >= 2
        {
            self.rank[0] = 1;
            self.rank[1] = 1;
            self.over[0] = 1;
            self.prev[0] = mover as u8;
            return;
        }
        next = self.next[0] as i64;
        self.prev[0] = mover as u8;
        self.mover[0] = next as u8;
        self.next[0] = (next % 2).wrapping_add(1) as u8;
        if next != mover {
            self.turns[0] = (self.turns[0] as i64).wrapping_add(1) as i32;
            self.pass_run[0] = (if is_pass != 0 && moves_in_turn == 1 {
                (self.pass_run[0] as i64).wrapping_add(1)
            } else {
                0
            }) as i32;
            self.moves_in_turn[0] = 0;
        }
    }

    /// Kernel function `line_3` (Query).
    #[inline]
    pub fn line_3(&self, len: i64) -> i64 {
        let mut pivot: i64 = 0;
        let mut what: i64 = 0;
        let mut d: i64 = 0;
        let mut total: i64 = 0;
        let mut side: i64 = 0;
        let dir: i64 = 0;
        let mut off: i64 = 0;
        let mut n: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 9 {
            return 0;
        }
        what = self.what[pivot as usize] as i64;
        for j in 0i64..4 {
            d = AXES_ADJACENT_9[pivot.wrapping_mul(4).wrapping_add(j) as usize] as i64;
            if d < 0 {
                break;
            }
            side = OPPOSITE_3[d as usize] as i64;
            total = 1;
            off = RAY_OFF_0[d.wrapping_mul(9).wrapping_add(pivot) as usize] as i64;
            n = RAY_LEN_1[d.wrapping_mul(9).wrapping_add(pivot) as usize] as i64;
            for i in 0..n {
                if self.what[RAY_DATA_2[off.wrapping_add(i) as usize] as i64 as usize]
                    as i64 != what
                {
                    break;
                }
                total = total.wrapping_add(1);
            }
            if side >= 0 {
                off = RAY_OFF_0[side.wrapping_mul(9).wrapping_add(pivot) as usize]
                    as i64;
                n = RAY_LEN_1[side.wrapping_mul(9).wrapping_add(pivot) as usize] as i64;
                for i in 0..n {
                    if self
                        .what[RAY_DATA_2[off.wrapping_add(i) as usize] as i64 as usize]
                        as i64 != what
                    {
                        break;
                    }
                    total = total.wrapping_add(1);
                }
            }
            if total >= len {
                return 1;
            }
        }
        0
    }

    /// Kernel function `line_windows_4` (Query).
    #[inline]
    pub fn line_windows_4(&self) -> i64 {
        let mut pivot: i64 = 0;
        let mut owner: i64 = 0;
        let mut bits: i64 = 0;
        let mut m: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 9 {
            return 0;
        }
        owner = self.who[pivot as usize] as i64;
        if owner == 0 {
            return self.line_3(3);
        }
        bits = self.owned[owner as usize] as i64;
        for i in WINDOW_OFF_13[pivot as usize]
            as i64..WINDOW_OFF_13[pivot.wrapping_add(1) as usize] as i64
        {
            m = WINDOW_MASK_14[i as usize] as i64;
            if bits & m == m {
                return 1;
            }
        }
        0
    }

    /// Kernel function `update` (Legal).
    #[inline]
    pub fn update(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>, index: i64) {
        if self.over[0] == 0 && moves.len() as i64 > 1 {
            moves.swap_remove((index) as usize);
        } else {
            moves.clear();
            self.legal(moves);
        }
    }
}

/// Table `ray_off_0`.
static RAY_OFF_0: [u8; 72] = [
    0, 2, 4, 6, 7, 8, 9, 9, 9, 9, 11, 12, 12, 13, 14, 14, 14, 14, 14, 16, 17, 17, 19, 20,
    20, 22, 23, 23, 23, 23, 23, 24, 25, 25, 27, 28, 28, 28, 28, 28, 29, 30, 31, 33, 35,
    37, 37, 37, 37, 37, 38, 39, 39, 40, 42, 42, 43, 45, 45, 46, 48, 48, 49, 51, 51, 52,
    54, 54, 55, 56, 56, 56,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 72] = [
    2, 2, 2, 1, 1, 1, 0, 0, 0, 2, 1, 0, 1, 1, 0, 0, 0, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 0,
    0, 0, 1, 1, 0, 2, 1, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0, 1, 1, 0, 1, 2, 0, 1,
    2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 1, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 56] = [
    3, 6, 4, 7, 5, 8, 6, 7, 8, 4, 8, 5, 7, 8, 1, 2, 2, 4, 5, 5, 7, 8, 8, 1, 2, 4, 2, 5,
    0, 1, 2, 3, 0, 4, 1, 5, 2, 0, 1, 3, 4, 0, 0, 1, 0, 3, 4, 3, 6, 7, 6, 3, 4, 6, 6, 7,
];

/// Table `opposite_3`.
static OPPOSITE_3: [u8; 8] = [4, 5, 6, 7, 0, 1, 2, 3];

/// Table `axes_adjacent_9`.
static AXES_ADJACENT_9: [i8; 36] = [
    0, 1, 2, -1, 0, 1, 2, 7, 0, 6, 7, -1, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 2, 3, 4, -1, 2, 3, 4,
    5, 4, 5, 6, -1,
];

/// Table `default_piece_11`.
static DEFAULT_PIECE_11: [u8; 4] = [0, 1, 2, 0];

/// Table `owner_12`.
static OWNER_12: [u8; 3] = [0, 1, 2];

/// Table `window_off_13`.
static WINDOW_OFF_13: [u8; 10] = [0, 3, 5, 8, 10, 14, 16, 19, 21, 24];

/// Table `window_mask_14`.
static WINDOW_MASK_14: [u16; 24] = [
    73, 273, 7, 146, 7, 292, 7, 84, 73, 56, 146, 273, 56, 84, 292, 56, 448, 84, 73, 448,
    146, 292, 273, 448,
];
