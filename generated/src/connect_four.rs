//! `Connect Four` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Connect Four`: 248 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ConnectFourState {
    pub what: [u8; 42],
    pub who: [u8; 42],
    pub piece_state: [u8; 42],
    pub count: [u16; 7],
    pub height: [u8; 7],
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
    pub cells: [u64; 4],
}

impl ConnectFourState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: ConnectFourState = ConnectFourState {
        what: [0; 42],
        who: [0; 42],
        piece_state: [0; 42],
        count: [0; 7],
        height: [0; 7],
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
        cells: [0; 4],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for ConnectFourState {
    const LAYOUT: &'static str = "what:U8x42@0 who:U8x42@42 piece_state:U8x42@84 count:U16x7@126 height:U8x7@140 mover:U8x1@147 next:U8x1@148 prev:U8x1@149 num_moves:I32x1@152 last_from:I8x1@156 last_to:I8x1@157 moves_in_turn:I32x1@160 pass_run:I32x1@164 over:U8x1@168 swapped:U8x1@169 turns:I32x1@172 last_pass:U8x1@176 phase:U8x2@177 score:I32x2@180 rank:U8x2@188 triggered:I32x2@192 mark:I32x1@200 stamp:I32x1@204 stack:I8x1@208 cells:Bitsx4@216 =248";

    fn from_kernel_bytes(bytes: &[u8]) -> ConnectFourState {
        assert_eq!(bytes.len(), 248, "a state of this layout has {} bytes", 248);
        let mut s = ConnectFourState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[42..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[84..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[126..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[140..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[147..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[148..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[149..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[152..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[156..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[157..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[160..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[164..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[168..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[169..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[172..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[176..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[177..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[180..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[188..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[192..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[200..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[204..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[208..]);
        ::ludemic_runtime::kernel::read_field(&mut s.cells, &bytes[216..]);
        s
    }
}

/// The game `Connect Four`; its states are [`ConnectFourState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ConnectFour;

impl ConnectFour {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 9;
}

#[allow(unused, clippy::all)]
impl Game for ConnectFour {
    type State = ConnectFourState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Connect Four"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> ConnectFourState {
        let mut s = ConnectFourState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &ConnectFourState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &ConnectFourState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut ConnectFourState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &ConnectFourState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &ConnectFourState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, true)
    }

    fn state_string(&self, s: &ConnectFourState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 7,
                levels: 6,
                stacking: true,
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
impl ConnectFourState {
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
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        for site in 0i64..7 {
            if (if site >= 0 { self.height[site as usize] as i64 } else { 0 }) < 6 {
                if DEFAULT_PIECE_7[mover as usize] as i64 > 0 && true {
                    moves
                        .push(RawMove {
                            from: site as u32,
                            to: site as u32,
                            level_from: self.height[site as usize] as i64 as u16,
                            level_to: self.height[site as usize] as i64 as u16,
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
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
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
                what = DEFAULT_PIECE_7[mover as usize] as i64;
                st = 0;
                if self.height[to as usize] < 6 {
                    if to < 7 {
                        cse1 = to
                            .wrapping_mul(6)
                            .wrapping_add(self.height[to as usize] as i64);
                        cse0 = (self.who[cse1 as usize] as i64).wrapping_add(cse1 / 64);
                        cse2 = cse0;
                        self.cells[cse0 as usize] = (self.cells[cse0 as usize] as i64
                            & !1i64.wrapping_shl((cse1 % 64) as u32)) as u64;
                        if what != 0 {
                            cse3 = (OWNER_8[(if what >= 0 && what < 3 {
                                what
                            } else {
                                0
                            }) as usize] as i64)
                                .wrapping_add(cse1 / 64);
                            self.cells[cse3 as usize] = (self.cells[cse3 as usize] as i64
                                | 1i64.wrapping_shl((cse1 % 64) as u32)) as u64;
                        }
                    }
                    self
                        .what[to
                        .wrapping_mul(6)
                        .wrapping_add(self.height[to as usize] as i64) as usize] = what
                        as u8;
                    self
                        .who[to
                        .wrapping_mul(6)
                        .wrapping_add(self.height[to as usize] as i64) as usize] = OWNER_8[(if what
                        >= 0 && what < 3
                    {
                        what
                    } else {
                        0
                    }) as usize] as i64 as u8;
                    self
                        .piece_state[to
                        .wrapping_mul(6)
                        .wrapping_add(self.height[to as usize] as i64) as usize] = st
                        as u8;
                    self.height[to as usize] = (self.height[to as usize] as i64)
                        .wrapping_add(1) as u8;
                    self.count[to as usize] = 1;
                }
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
        let side: i64 = 0;
        let mut dir: i64 = 0;
        let mut off: i64 = 0;
        let mut n: i64 = 0;
        let mut level: i64 = 0;
        let mut lv: i64 = 0;
        let mut s: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 7 {
            return 0;
        }
        level = (self.height[pivot as usize] as i64).wrapping_sub(1);
        if level < 0 {
            return 0;
        }
        what = self.what[pivot.wrapping_mul(6).wrapping_add(level) as usize] as i64;
        total = 1;
        lv = level.wrapping_sub(1);
        while lv >= 0
            && self.what[pivot.wrapping_mul(6).wrapping_add(lv) as usize] as i64 == what
        {
            total = total.wrapping_add(1);
            lv = lv.wrapping_sub(1);
        }
        if total >= len {
            return 1;
        }
        for j in 0i64..1 {
            d = AXES_ORTHOGONAL_5[pivot.wrapping_add(j) as usize] as i64;
            if d < 0 {
                break;
            }
            for slope in -1i64..2 {
                total = 1;
                off = RAY_OFF_0[d.wrapping_mul(7).wrapping_add(pivot) as usize] as i64;
                n = RAY_LEN_1[d.wrapping_mul(7).wrapping_add(pivot) as usize] as i64;
                lv = level;
                for i in 0..n {
                    s = RAY_DATA_2[off.wrapping_add(i) as usize] as i64;
                    lv = lv.wrapping_add(slope);
                    if !(lv >= 0 && lv < self.height[s as usize] as i64
                        && self.what[s.wrapping_mul(6).wrapping_add(lv) as usize] as i64
                            == what)
                    {
                        break;
                    }
                    total = total.wrapping_add(1);
                }
                dir = OPPOSITE_3[d as usize] as i64;
                if dir >= 0 {
                    off = RAY_OFF_0[dir.wrapping_mul(7).wrapping_add(pivot) as usize]
                        as i64;
                    n = RAY_LEN_1[dir.wrapping_mul(7).wrapping_add(pivot) as usize]
                        as i64;
                    lv = level;
                    for i in 0..n {
                        s = RAY_DATA_2[off.wrapping_add(i) as usize] as i64;
                        lv = lv.wrapping_add(slope.wrapping_neg());
                        if !(lv >= 0 && lv < self.height[s as usize] as i64
                            && self.what[s.wrapping_mul(6).wrapping_add(lv) as usize]
                                as i64 == what)
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
        }
        0
    }

    /// Kernel function `line_windows_4` (Query).
    #[inline]
    pub fn line_windows_4(&self) -> i64 {
        let mut pivot: i64 = 0;
        let mut owner: i64 = 0;
        let mut bits: i64 = 0;
        let mut level: i64 = 0;
        let mut run: i64 = 0;
        let mut hits: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 7 {
            return 0;
        }
        level = (self.height[pivot as usize] as i64).wrapping_sub(1);
        if level < 0 {
            return 0;
        }
        pivot = pivot.wrapping_mul(6).wrapping_add(level);
        owner = self.who[pivot as usize] as i64;
        if owner == 0 {
            return self.line_3(4);
        }
        bits = self.cells[owner as usize] as i64;
        hits = 0;
        run = bits;
        run = run & ((run as u64) >> 1) as i64;
        run = run & ((run as u64) >> 2) as i64;
        hits = hits | run & WINDOW_STARTS_1_9[pivot as usize];
        run = bits;
        run = run & ((run as u64) >> 5) as i64;
        run = run & ((run as u64) >> 10) as i64;
        hits = hits | run & WINDOW_STARTS_5_10[pivot as usize] as i64;
        run = bits;
        run = run & ((run as u64) >> 6) as i64;
        run = run & ((run as u64) >> 12) as i64;
        hits = hits | run & WINDOW_STARTS_6_11[pivot as usize] as i64;
        run = bits;
        run = run & ((run as u64) >> 7) as i64;
        run = run & ((run as u64) >> 14) as i64;
        hits = hits | run & WINDOW_STARTS_7_12[pivot as usize] as i64;
        (hits != 0) as i64
    }
}

/// Table `ray_off_0`.
static RAY_OFF_0: [u8; 14] = [0, 6, 11, 15, 18, 20, 21, 21, 21, 22, 24, 27, 31, 36];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 14] = [6, 5, 4, 3, 2, 1, 0, 0, 1, 2, 3, 4, 5, 6];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 42] = [
    1, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6, 3, 4, 5, 6, 4, 5, 6, 5, 6, 6, 0, 1, 0, 2, 1, 0, 3,
    2, 1, 0, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0,
];

/// Table `opposite_3`.
static OPPOSITE_3: [u8; 2] = [1, 0];

/// Table `axes_orthogonal_5`.
static AXES_ORTHOGONAL_5: [u8; 7] = [0, 0, 0, 0, 0, 0, 1];

/// Table `default_piece_7`.
static DEFAULT_PIECE_7: [u8; 4] = [0, 1, 2, 0];

/// Table `owner_8`.
static OWNER_8: [u8; 3] = [0, 1, 2];

/// Table `window_starts_1_9`.
static WINDOW_STARTS_1_9: [i64; 42] = [
    1, 3, 7, 7, 6, 4, 64, 192, 448, 448, 384, 256, 4096, 12288, 28672, 28672, 24576,
    16384, 262144, 786432, 1835008, 1835008, 1572864, 1048576, 16777216, 50331648,
    117440512, 117440512, 100663296, 67108864, 1073741824, 3221225472i64, 7516192768i64,
    7516192768i64, 6442450944i64, 4294967296i64, 68719476736i64, 206158430208i64,
    481036337152i64, 481036337152i64, 412316860416i64, 274877906944i64,
];

/// Table `window_starts_5_10`.
static WINDOW_STARTS_5_10: [i32; 42] = [
    0, 0, 0, 8, 16, 32, 0, 0, 8, 528, 1056, 2048, 0, 8, 528, 33824, 67584, 131072, 8,
    528, 33824, 2164736, 4325376, 8388608, 512, 33792, 2164736, 4325376, 8388608, 0,
    32768, 2162688, 4325376, 8388608, 0, 0, 2097152, 4194304, 8388608, 0, 0, 0,
];

/// Table `window_starts_6_11`.
static WINDOW_STARTS_6_11: [i32; 42] = [
    1, 2, 4, 8, 16, 32, 65, 130, 260, 520, 1040, 2080, 4161, 8322, 16644, 33288, 66576,
    133152, 266305, 532610, 1065220, 2130440, 4260880, 8521760, 266304, 532608, 1065216,
    2130432, 4260864, 8521728, 266240, 532480, 1064960, 2129920, 4259840, 8519680,
    262144, 524288, 1048576, 2097152, 4194304, 8388608,
];

/// Table `window_starts_7_12`.
static WINDOW_STARTS_7_12: [i32; 42] = [
    1, 2, 4, 0, 0, 0, 64, 129, 258, 4, 0, 0, 4096, 8256, 16513, 258, 4, 0, 262144,
    528384, 1056832, 16513, 258, 4, 0, 262144, 528384, 1056832, 16512, 256, 0, 0, 262144,
    528384, 1056768, 16384, 0, 0, 0, 262144, 524288, 1048576,
];
