//! `Gomoku` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Gomoku`: 3584 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GomokuState {
    pub what: [u8; 225],
    pub who: [u8; 225],
    pub piece_state: [u8; 225],
    pub count: [u16; 225],
    pub height: [u8; 225],
    pub mover: [u8; 1],
    pub next: [u8; 1],
    pub prev: [u8; 1],
    pub num_moves: [i32; 1],
    pub last_from: [i16; 1],
    pub last_to: [i16; 1],
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
    pub stack: [i16; 1],
    pub owned: [u64; 16],
    pub line_bits: [u64; 255],
}

impl GomokuState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: GomokuState = GomokuState {
        what: [0; 225],
        who: [0; 225],
        piece_state: [0; 225],
        count: [0; 225],
        height: [0; 225],
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
        owned: [0; 16],
        line_bits: [0; 255],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for GomokuState {
    const LAYOUT: &'static str = "what:U8x225@0 who:U8x225@225 piece_state:U8x225@450 count:U16x225@676 height:U8x225@1126 mover:U8x1@1351 next:U8x1@1352 prev:U8x1@1353 num_moves:I32x1@1356 last_from:I16x1@1360 last_to:I16x1@1362 moves_in_turn:I32x1@1364 pass_run:I32x1@1368 over:U8x1@1372 swapped:U8x1@1373 turns:I32x1@1376 last_pass:U8x1@1380 phase:U8x2@1381 score:I32x2@1384 rank:U8x2@1392 triggered:I32x2@1396 mark:I32x1@1404 stamp:I32x1@1408 stack:I16x1@1412 owned:Bitsx16@1416 line_bits:Bitsx255@1544 =3584";

    fn from_kernel_bytes(bytes: &[u8]) -> GomokuState {
        assert_eq!(bytes.len(), 3584, "a state of this layout has {} bytes", 3584);
        let mut s = GomokuState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[225..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[450..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[676..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[1126..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[1351..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[1352..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[1353..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[1356..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[1360..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[1362..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[1364..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[1368..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[1372..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[1373..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[1376..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[1380..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[1381..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[1384..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[1392..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[1396..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[1404..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[1408..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[1412..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[1416..]);
        ::ludemic_runtime::kernel::read_field(&mut s.line_bits, &bytes[1544..]);
        s
    }
}

/// The game `Gomoku`; its states are [`GomokuState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Gomoku;

impl Gomoku {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 227;
}

#[allow(unused, clippy::all)]
impl Game for Gomoku {
    type State = GomokuState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Gomoku"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> GomokuState {
        let mut s = GomokuState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &GomokuState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &GomokuState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut GomokuState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn apply_from_list(
        &self,
        s: &mut GomokuState,
        moves: &mut Vec<RawMove>,
        index: usize,
    ) {
        let mv = moves[index];
        self.apply(s, mv);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.update(moves, index as i64);
    }

    #[inline]
    fn status(&self, s: &GomokuState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &GomokuState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &GomokuState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 225,
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
impl GomokuState {
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
        for site in 0i64..225 {
            cse0 = (self.height[site as usize] == 0) as i64;
            if cse0 != 0 {
                if DEFAULT_PIECE_14[mover as usize] as i64 > 0 && cse0 != 0 {
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
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
        let mut cse6: i64 = 0;
        let mut cse7: i64 = 0;
        let mut cse8: i64 = 0;
        let mut cse9: i64 = 0;
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
                what = DEFAULT_PIECE_14[mover as usize] as i64;
                st = 0;
                if to < 225 {
                    cse0 = (self.who[to as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4) as usize] as i64,
                        );
                    self.line_bits[cse0 as usize] = (self.line_bits[cse0 as usize] as i64
                        & !LINE_MEMBER_BITS_13[to.wrapping_mul(4) as usize]) as u64;
                    cse1 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4) as usize] as i64,
                        );
                    self.line_bits[cse1 as usize] = (self.line_bits[cse1 as usize] as i64
                        | LINE_MEMBER_BITS_13[to.wrapping_mul(4) as usize]) as u64;
                    cse2 = (self.who[to as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4).wrapping_add(1) as usize]
                                as i64,
                        );
                    self.line_bits[cse2 as usize] = (self.line_bits[cse2 as usize] as i64
                        & !LINE_MEMBER_BITS_13[to.wrapping_mul(4).wrapping_add(1)
                            as usize]) as u64;
                    cse3 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4).wrapping_add(1) as usize]
                                as i64,
                        );
                    self.line_bits[cse3 as usize] = (self.line_bits[cse3 as usize] as i64
                        | LINE_MEMBER_BITS_13[to.wrapping_mul(4).wrapping_add(1)
                            as usize]) as u64;
                    cse4 = (self.who[to as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4).wrapping_add(2) as usize]
                                as i64,
                        );
                    self.line_bits[cse4 as usize] = (self.line_bits[cse4 as usize] as i64
                        & !LINE_MEMBER_BITS_13[to.wrapping_mul(4).wrapping_add(2)
                            as usize]) as u64;
                    cse5 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4).wrapping_add(2) as usize]
                                as i64,
                        );
                    self.line_bits[cse5 as usize] = (self.line_bits[cse5 as usize] as i64
                        | LINE_MEMBER_BITS_13[to.wrapping_mul(4).wrapping_add(2)
                            as usize]) as u64;
                    cse6 = (self.who[to as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4).wrapping_add(3) as usize]
                                as i64,
                        );
                    self.line_bits[cse6 as usize] = (self.line_bits[cse6 as usize] as i64
                        & !LINE_MEMBER_BITS_13[to.wrapping_mul(4).wrapping_add(3)
                            as usize]) as u64;
                    cse7 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_mul(85)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(4).wrapping_add(3) as usize]
                                as i64,
                        );
                    self.line_bits[cse7 as usize] = (self.line_bits[cse7 as usize] as i64
                        | LINE_MEMBER_BITS_13[to.wrapping_mul(4).wrapping_add(3)
                            as usize]) as u64;
                    cse8 = (self.who[to as usize] as i64)
                        .wrapping_mul(4)
                        .wrapping_add(to / 64);
                    self.owned[cse8 as usize] = (self.owned[cse8 as usize] as i64
                        & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                    if what != 0 {
                        cse9 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                            as usize] as i64)
                            .wrapping_mul(4)
                            .wrapping_add(to / 64);
                        self.owned[cse9 as usize] = (self.owned[cse9 as usize] as i64
                            | 1i64.wrapping_shl((to % 64) as u32)) as u64;
                    }
                }
                self.what[to as usize] = what as u8;
                self.who[to as usize] = OWNER_15[(if what >= 0 && what < 3 {
                    what
                } else {
                    0
                }) as usize] as i64 as u8;
                self.piece_state[to as usize] = st as u8;
                self.height[to as usize] = 1;
                self.count[to as usize] = 1;
            }
        }
        self.last_from[0] = from as i16;
        self.last_to[0] = to as i16;
        self.last_pass[0] = is_pass as u8;
        moves_in_turn = if self.prev[0] as i64 == mover && self.moves_in_turn[0] > 0 {
            (self.moves_in_turn[0] as i64).wrapping_add(1)
        } else {
            1
        };
        self.moves_in_turn[0] = moves_in_turn as i32;
        self.num_moves[0] = (self.num_moves[0] as i64).wrapping_add(1) as i32;
        if mv.kind as i64 == 0 {}
        if ((self.line_board_runs_4() as u64) >> 5) as i64 & 1 != 0 {
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

    /// Kernel function `line_runs_3` (Query).
    #[inline]
    pub fn line_runs_3(&self) -> i64 {
        let mut runs: i64 = 0;
        let mut pivot: i64 = 0;
        let mut what: i64 = 0;
        let mut d: i64 = 0;
        let mut total: i64 = 0;
        let mut side: i64 = 0;
        let dir: i64 = 0;
        let mut off: i64 = 0;
        let mut n: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 225 {
            return 0;
        }
        what = self.what[pivot as usize] as i64;
        for j in 0i64..4 {
            d = AXES_ALL_10[pivot.wrapping_mul(4).wrapping_add(j) as usize] as i64;
            if d < 0 {
                break;
            }
            side = OPPOSITE_3[d as usize] as i64;
            total = 1;
            off = RAY_OFF_0[d.wrapping_mul(225).wrapping_add(pivot) as usize] as i64;
            n = RAY_LEN_1[d.wrapping_mul(225).wrapping_add(pivot) as usize] as i64;
            for i in 0..n {
                if self.what[RAY_DATA_2[off.wrapping_add(i) as usize] as i64 as usize]
                    as i64 != what
                {
                    break;
                }
                total = total.wrapping_add(1);
            }
            if side >= 0 {
                off = RAY_OFF_0[side.wrapping_mul(225).wrapping_add(pivot) as usize]
                    as i64;
                n = RAY_LEN_1[side.wrapping_mul(225).wrapping_add(pivot) as usize]
                    as i64;
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
            runs = runs | 1i64.wrapping_shl(total as u32);
        }
        runs
    }

    /// Kernel function `line_board_runs_4` (Query).
    #[inline]
    pub fn line_board_runs_4(&self) -> i64 {
        let mut pivot: i64 = 0;
        let mut base: i64 = 0;
        let mut runs: i64 = 0;
        let mut e: i64 = 0;
        let mut w: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 225 {
            return 0;
        }
        base = self.who[pivot as usize] as i64;
        if base == 0 {
            return self.line_runs_3();
        }
        base = base.wrapping_mul(85);
        runs = 0;
        for j in 0i64..4 {
            e = LINE_AXES_11[pivot.wrapping_mul(4).wrapping_add(j) as usize] as i64;
            if e < 0 {
                break;
            }
            w = self.line_bits[base.wrapping_add(((e as u64) >> 16) as i64) as usize]
                as i64;
            runs = runs
                | 1i64
                    .wrapping_shl(
                        1i64
                            .wrapping_add(
                                (!((w as u64).wrapping_shr((e & 255) as u32) as i64))
                                    .trailing_zeros() as i64,
                            )
                            .wrapping_add(
                                (!((w as u64)
                                    .wrapping_shr((((e as u64) >> 8) as i64 & 255) as u32)
                                    as i64))
                                    .trailing_zeros() as i64,
                            ) as u32,
                    );
        }
        runs
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
static RAY_OFF_0: [u16; 1800] = [
    0, 14, 28, 42, 56, 70, 84, 98, 112, 126, 140, 154, 168, 182, 196, 210, 223, 236, 249,
    262, 275, 288, 301, 314, 327, 340, 353, 366, 379, 392, 405, 417, 429, 441, 453, 465,
    477, 489, 501, 513, 525, 537, 549, 561, 573, 585, 596, 607, 618, 629, 640, 651, 662,
    673, 684, 695, 706, 717, 728, 739, 750, 760, 770, 780, 790, 800, 810, 820, 830, 840,
    850, 860, 870, 880, 890, 900, 909, 918, 927, 936, 945, 954, 963, 972, 981, 990, 999,
    1008, 1017, 1026, 1035, 1043, 1051, 1059, 1067, 1075, 1083, 1091, 1099, 1107, 1115,
    1123, 1131, 1139, 1147, 1155, 1162, 1169, 1176, 1183, 1190, 1197, 1204, 1211, 1218,
    1225, 1232, 1239, 1246, 1253, 1260, 1266, 1272, 1278, 1284, 1290, 1296, 1302, 1308,
    1314, 1320, 1326, 1332, 1338, 1344, 1350, 1355, 1360, 1365, 1370, 1375, 1380, 1385,
    1390, 1395, 1400, 1405, 1410, 1415, 1420, 1425, 1429, 1433, 1437, 1441, 1445, 1449,
    1453, 1457, 1461, 1465, 1469, 1473, 1477, 1481, 1485, 1488, 1491, 1494, 1497, 1500,
    1503, 1506, 1509, 1512, 1515, 1518, 1521, 1524, 1527, 1530, 1532, 1534, 1536, 1538,
    1540, 1542, 1544, 1546, 1548, 1550, 1552, 1554, 1556, 1558, 1560, 1561, 1562, 1563,
    1564, 1565, 1566, 1567, 1568, 1569, 1570, 1571, 1572, 1573, 1574, 1575, 1575, 1575,
    1575, 1575, 1575, 1575, 1575, 1575, 1575, 1575, 1575, 1575, 1575, 1575, 1575, 1589,
    1602, 1614, 1625, 1635, 1644, 1652, 1659, 1665, 1670, 1674, 1677, 1679, 1680, 1680,
    1693, 1706, 1718, 1729, 1739, 1748, 1756, 1763, 1769, 1774, 1778, 1781, 1783, 1784,
    1784, 1796, 1808, 1820, 1831, 1841, 1850, 1858, 1865, 1871, 1876, 1880, 1883, 1885,
    1886, 1886, 1897, 1908, 1919, 1930, 1940, 1949, 1957, 1964, 1970, 1975, 1979, 1982,
    1984, 1985, 1985, 1995, 2005, 2015, 2025, 2035, 2044, 2052, 2059, 2065, 2070, 2074,
    2077, 2079, 2080, 2080, 2089, 2098, 2107, 2116, 2125, 2134, 2142, 2149, 2155, 2160,
    2164, 2167, 2169, 2170, 2170, 2178, 2186, 2194, 2202, 2210, 2218, 2226, 2233, 2239,
    2244, 2248, 2251, 2253, 2254, 2254, 2261, 2268, 2275, 2282, 2289, 2296, 2303, 2310,
    2316, 2321, 2325, 2328, 2330, 2331, 2331, 2337, 2343, 2349, 2355, 2361, 2367, 2373,
    2379, 2385, 2390, 2394, 2397, 2399, 2400, 2400, 2405, 2410, 2415, 2420, 2425, 2430,
    2435, 2440, 2445, 2450, 2454, 2457, 2459, 2460, 2460, 2464, 2468, 2472, 2476, 2480,
    2484, 2488, 2492, 2496, 2500, 2504, 2507, 2509, 2510, 2510, 2513, 2516, 2519, 2522,
    2525, 2528, 2531, 2534, 2537, 2540, 2543, 2546, 2548, 2549, 2549, 2551, 2553, 2555,
    2557, 2559, 2561, 2563, 2565, 2567, 2569, 2571, 2573, 2575, 2576, 2576, 2577, 2578,
    2579, 2580, 2581, 2582, 2583, 2584, 2585, 2586, 2587, 2588, 2589, 2590, 2590, 2590,
    2590, 2590, 2590, 2590, 2590, 2590, 2590, 2590, 2590, 2590, 2590, 2590, 2590, 2590,
    2604, 2617, 2629, 2640, 2650, 2659, 2667, 2674, 2680, 2685, 2689, 2692, 2694, 2695,
    2695, 2709, 2722, 2734, 2745, 2755, 2764, 2772, 2779, 2785, 2790, 2794, 2797, 2799,
    2800, 2800, 2814, 2827, 2839, 2850, 2860, 2869, 2877, 2884, 2890, 2895, 2899, 2902,
    2904, 2905, 2905, 2919, 2932, 2944, 2955, 2965, 2974, 2982, 2989, 2995, 3000, 3004,
    3007, 3009, 3010, 3010, 3024, 3037, 3049, 3060, 3070, 3079, 3087, 3094, 3100, 3105,
    3109, 3112, 3114, 3115, 3115, 3129, 3142, 3154, 3165, 3175, 3184, 3192, 3199, 3205,
    3210, 3214, 3217, 3219, 3220, 3220, 3234, 3247, 3259, 3270, 3280, 3289, 3297, 3304,
    3310, 3315, 3319, 3322, 3324, 3325, 3325, 3339, 3352, 3364, 3375, 3385, 3394, 3402,
    3409, 3415, 3420, 3424, 3427, 3429, 3430, 3430, 3444, 3457, 3469, 3480, 3490, 3499,
    3507, 3514, 3520, 3525, 3529, 3532, 3534, 3535, 3535, 3549, 3562, 3574, 3585, 3595,
    3604, 3612, 3619, 3625, 3630, 3634, 3637, 3639, 3640, 3640, 3654, 3667, 3679, 3690,
    3700, 3709, 3717, 3724, 3730, 3735, 3739, 3742, 3744, 3745, 3745, 3759, 3772, 3784,
    3795, 3805, 3814, 3822, 3829, 3835, 3840, 3844, 3847, 3849, 3850, 3850, 3864, 3877,
    3889, 3900, 3910, 3919, 3927, 3934, 3940, 3945, 3949, 3952, 3954, 3955, 3955, 3969,
    3982, 3994, 4005, 4015, 4024, 4032, 4039, 4045, 4050, 4054, 4057, 4059, 4060, 4060,
    4074, 4087, 4099, 4110, 4120, 4129, 4137, 4144, 4150, 4155, 4159, 4162, 4164, 4165,
    4165, 4165, 4165, 4165, 4165, 4165, 4165, 4165, 4165, 4165, 4165, 4165, 4165, 4165,
    4165, 4165, 4166, 4167, 4168, 4169, 4170, 4171, 4172, 4173, 4174, 4175, 4176, 4177,
    4178, 4179, 4179, 4181, 4183, 4185, 4187, 4189, 4191, 4193, 4195, 4197, 4199, 4201,
    4203, 4205, 4206, 4206, 4209, 4212, 4215, 4218, 4221, 4224, 4227, 4230, 4233, 4236,
    4239, 4242, 4244, 4245, 4245, 4249, 4253, 4257, 4261, 4265, 4269, 4273, 4277, 4281,
    4285, 4289, 4292, 4294, 4295, 4295, 4300, 4305, 4310, 4315, 4320, 4325, 4330, 4335,
    4340, 4345, 4349, 4352, 4354, 4355, 4355, 4361, 4367, 4373, 4379, 4385, 4391, 4397,
    4403, 4409, 4414, 4418, 4421, 4423, 4424, 4424, 4431, 4438, 4445, 4452, 4459, 4466,
    4473, 4480, 4486, 4491, 4495, 4498, 4500, 4501, 4501, 4509, 4517, 4525, 4533, 4541,
    4549, 4557, 4564, 4570, 4575, 4579, 4582, 4584, 4585, 4585, 4594, 4603, 4612, 4621,
    4630, 4639, 4647, 4654, 4660, 4665, 4669, 4672, 4674, 4675, 4675, 4685, 4695, 4705,
    4715, 4725, 4734, 4742, 4749, 4755, 4760, 4764, 4767, 4769, 4770, 4770, 4781, 4792,
    4803, 4814, 4824, 4833, 4841, 4848, 4854, 4859, 4863, 4866, 4868, 4869, 4869, 4881,
    4893, 4905, 4916, 4926, 4935, 4943, 4950, 4956, 4961, 4965, 4968, 4970, 4971, 4971,
    4984, 4997, 5009, 5020, 5030, 5039, 5047, 5054, 5060, 5065, 5069, 5072, 5074, 5075,
    5075, 5089, 5102, 5114, 5125, 5135, 5144, 5152, 5159, 5165, 5170, 5174, 5177, 5179,
    5180, 5180, 5180, 5180, 5180, 5180, 5180, 5180, 5180, 5180, 5180, 5180, 5180, 5180,
    5180, 5180, 5180, 5181, 5182, 5183, 5184, 5185, 5186, 5187, 5188, 5189, 5190, 5191,
    5192, 5193, 5194, 5195, 5197, 5199, 5201, 5203, 5205, 5207, 5209, 5211, 5213, 5215,
    5217, 5219, 5221, 5223, 5225, 5228, 5231, 5234, 5237, 5240, 5243, 5246, 5249, 5252,
    5255, 5258, 5261, 5264, 5267, 5270, 5274, 5278, 5282, 5286, 5290, 5294, 5298, 5302,
    5306, 5310, 5314, 5318, 5322, 5326, 5330, 5335, 5340, 5345, 5350, 5355, 5360, 5365,
    5370, 5375, 5380, 5385, 5390, 5395, 5400, 5405, 5411, 5417, 5423, 5429, 5435, 5441,
    5447, 5453, 5459, 5465, 5471, 5477, 5483, 5489, 5495, 5502, 5509, 5516, 5523, 5530,
    5537, 5544, 5551, 5558, 5565, 5572, 5579, 5586, 5593, 5600, 5608, 5616, 5624, 5632,
    5640, 5648, 5656, 5664, 5672, 5680, 5688, 5696, 5704, 5712, 5720, 5729, 5738, 5747,
    5756, 5765, 5774, 5783, 5792, 5801, 5810, 5819, 5828, 5837, 5846, 5855, 5865, 5875,
    5885, 5895, 5905, 5915, 5925, 5935, 5945, 5955, 5965, 5975, 5985, 5995, 6005, 6016,
    6027, 6038, 6049, 6060, 6071, 6082, 6093, 6104, 6115, 6126, 6137, 6148, 6159, 6170,
    6182, 6194, 6206, 6218, 6230, 6242, 6254, 6266, 6278, 6290, 6302, 6314, 6326, 6338,
    6350, 6363, 6376, 6389, 6402, 6415, 6428, 6441, 6454, 6467, 6480, 6493, 6506, 6519,
    6532, 6545, 6559, 6573, 6587, 6601, 6615, 6629, 6643, 6657, 6671, 6685, 6699, 6713,
    6727, 6741, 6755, 6755, 6755, 6755, 6755, 6755, 6755, 6755, 6755, 6755, 6755, 6755,
    6755, 6755, 6755, 6755, 6755, 6756, 6757, 6758, 6759, 6760, 6761, 6762, 6763, 6764,
    6765, 6766, 6767, 6768, 6769, 6769, 6770, 6772, 6774, 6776, 6778, 6780, 6782, 6784,
    6786, 6788, 6790, 6792, 6794, 6796, 6796, 6797, 6799, 6802, 6805, 6808, 6811, 6814,
    6817, 6820, 6823, 6826, 6829, 6832, 6835, 6835, 6836, 6838, 6841, 6845, 6849, 6853,
    6857, 6861, 6865, 6869, 6873, 6877, 6881, 6885, 6885, 6886, 6888, 6891, 6895, 6900,
    6905, 6910, 6915, 6920, 6925, 6930, 6935, 6940, 6945, 6945, 6946, 6948, 6951, 6955,
    6960, 6966, 6972, 6978, 6984, 6990, 6996, 7002, 7008, 7014, 7014, 7015, 7017, 7020,
    7024, 7029, 7035, 7042, 7049, 7056, 7063, 7070, 7077, 7084, 7091, 7091, 7092, 7094,
    7097, 7101, 7106, 7112, 7119, 7127, 7135, 7143, 7151, 7159, 7167, 7175, 7175, 7176,
    7178, 7181, 7185, 7190, 7196, 7203, 7211, 7220, 7229, 7238, 7247, 7256, 7265, 7265,
    7266, 7268, 7271, 7275, 7280, 7286, 7293, 7301, 7310, 7320, 7330, 7340, 7350, 7360,
    7360, 7361, 7363, 7366, 7370, 7375, 7381, 7388, 7396, 7405, 7415, 7426, 7437, 7448,
    7459, 7459, 7460, 7462, 7465, 7469, 7474, 7480, 7487, 7495, 7504, 7514, 7525, 7537,
    7549, 7561, 7561, 7562, 7564, 7567, 7571, 7576, 7582, 7589, 7597, 7606, 7616, 7627,
    7639, 7652, 7665, 7665, 7666, 7668, 7671, 7675, 7680, 7686, 7693, 7701, 7710, 7720,
    7731, 7743, 7756, 7770, 7770, 7771, 7773, 7776, 7780, 7785, 7791, 7798, 7806, 7815,
    7825, 7836, 7848, 7861, 7875, 7875, 7876, 7878, 7881, 7885, 7890, 7896, 7903, 7911,
    7920, 7930, 7941, 7953, 7966, 7980, 7980, 7981, 7983, 7986, 7990, 7995, 8001, 8008,
    8016, 8025, 8035, 8046, 8058, 8071, 8085, 8085, 8086, 8088, 8091, 8095, 8100, 8106,
    8113, 8121, 8130, 8140, 8151, 8163, 8176, 8190, 8190, 8191, 8193, 8196, 8200, 8205,
    8211, 8218, 8226, 8235, 8245, 8256, 8268, 8281, 8295, 8295, 8296, 8298, 8301, 8305,
    8310, 8316, 8323, 8331, 8340, 8350, 8361, 8373, 8386, 8400, 8400, 8401, 8403, 8406,
    8410, 8415, 8421, 8428, 8436, 8445, 8455, 8466, 8478, 8491, 8505, 8505, 8506, 8508,
    8511, 8515, 8520, 8526, 8533, 8541, 8550, 8560, 8571, 8583, 8596, 8610, 8610, 8611,
    8613, 8616, 8620, 8625, 8631, 8638, 8646, 8655, 8665, 8676, 8688, 8701, 8715, 8715,
    8716, 8718, 8721, 8725, 8730, 8736, 8743, 8751, 8760, 8770, 8781, 8793, 8806, 8820,
    8820, 8821, 8823, 8826, 8830, 8835, 8841, 8848, 8856, 8865, 8875, 8886, 8898, 8911,
    8925, 8925, 8926, 8928, 8931, 8935, 8940, 8946, 8953, 8961, 8970, 8980, 8991, 9003,
    9016, 9030, 9030, 9031, 9033, 9036, 9040, 9045, 9051, 9058, 9066, 9075, 9085, 9096,
    9108, 9121, 9135, 9135, 9136, 9138, 9141, 9145, 9150, 9156, 9163, 9171, 9180, 9190,
    9201, 9213, 9226, 9240, 9240, 9241, 9243, 9246, 9250, 9255, 9261, 9268, 9276, 9285,
    9295, 9306, 9318, 9331, 9345, 9345, 9346, 9348, 9351, 9355, 9360, 9366, 9373, 9381,
    9390, 9400, 9411, 9423, 9436, 9450, 9450, 9451, 9453, 9456, 9460, 9465, 9471, 9478,
    9486, 9495, 9505, 9516, 9528, 9541, 9554, 9554, 9555, 9557, 9560, 9564, 9569, 9575,
    9582, 9590, 9599, 9609, 9620, 9632, 9644, 9656, 9656, 9657, 9659, 9662, 9666, 9671,
    9677, 9684, 9692, 9701, 9711, 9722, 9733, 9744, 9755, 9755, 9756, 9758, 9761, 9765,
    9770, 9776, 9783, 9791, 9800, 9810, 9820, 9830, 9840, 9850, 9850, 9851, 9853, 9856,
    9860, 9865, 9871, 9878, 9886, 9895, 9904, 9913, 9922, 9931, 9940, 9940, 9941, 9943,
    9946, 9950, 9955, 9961, 9968, 9976, 9984, 9992, 10000, 10008, 10016, 10024, 10024,
    10025, 10027, 10030, 10034, 10039, 10045, 10052, 10059, 10066, 10073, 10080, 10087,
    10094, 10101, 10101, 10102, 10104, 10107, 10111, 10116, 10122, 10128, 10134, 10140,
    10146, 10152, 10158, 10164, 10170, 10170, 10171, 10173, 10176, 10180, 10185, 10190,
    10195, 10200, 10205, 10210, 10215, 10220, 10225, 10230, 10230, 10231, 10233, 10236,
    10240, 10244, 10248, 10252, 10256, 10260, 10264, 10268, 10272, 10276, 10280, 10280,
    10281, 10283, 10286, 10289, 10292, 10295, 10298, 10301, 10304, 10307, 10310, 10313,
    10316, 10319, 10319, 10320, 10322, 10324, 10326, 10328, 10330, 10332, 10334, 10336,
    10338, 10340, 10342, 10344, 10346, 10346, 10347, 10348, 10349, 10350, 10351, 10352,
    10353, 10354, 10355, 10356, 10357, 10358, 10359, 10360, 10360, 10360, 10360, 10360,
    10360, 10360, 10360, 10360, 10360, 10360, 10360, 10360, 10360, 10360,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 1800] = [
    14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 13, 13, 13, 13, 13, 13,
    13, 13, 13, 13, 13, 13, 13, 13, 13, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 10, 10, 10,
    10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9,
    9, 9, 9, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5,
    5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 13,
    12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 13, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
    1, 0, 12, 12, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 11, 11, 11, 10, 9, 8, 7,
    6, 5, 4, 3, 2, 1, 0, 10, 10, 10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 9, 9, 9, 9,
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 8, 8, 8, 8, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, 0, 7, 7, 7,
    7, 7, 7, 7, 7, 6, 5, 4, 3, 2, 1, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 4, 3, 2, 1, 0, 5,
    5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 2, 1,
    0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10,
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14,
    13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4,
    3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9,
    8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13,
    12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
    1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7,
    6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12,
    11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 2, 1, 0, 5, 5, 5, 5, 5, 5, 5, 5,
    5, 5, 4, 3, 2, 1, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 4, 3, 2, 1, 0, 7, 7, 7, 7, 7, 7,
    7, 7, 6, 5, 4, 3, 2, 1, 0, 8, 8, 8, 8, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 9, 9, 9,
    9, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 10, 10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    11, 11, 11, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12, 12, 12, 11, 10, 9, 8, 7, 6, 5,
    4, 3, 2, 1, 0, 13, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 12, 11, 10,
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10,
    10, 10, 10, 10, 10, 10, 10, 10, 10, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11,
    11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 13, 13, 13,
    13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 14, 14, 14,
    14, 14, 14, 14, 14, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 2,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0,
    1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 7, 7, 7, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8,
    8, 8, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    10, 10, 10, 10, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11, 11, 0, 1, 2, 3, 4,
    5, 6, 7, 8, 9, 10, 11, 12, 12, 12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5,
    6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0,
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7,
    8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2,
    3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8,
    9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3,
    4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    10, 11, 12, 12, 12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11, 11, 0, 1, 2, 3, 4,
    5, 6, 7, 8, 9, 10, 10, 10, 10, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 0, 1,
    2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 7, 7, 7, 7,
    0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0, 1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5,
    5, 5, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 10360] = [
    15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180, 195, 210, 16, 31, 46, 61, 76,
    91, 106, 121, 136, 151, 166, 181, 196, 211, 17, 32, 47, 62, 77, 92, 107, 122, 137,
    152, 167, 182, 197, 212, 18, 33, 48, 63, 78, 93, 108, 123, 138, 153, 168, 183, 198,
    213, 19, 34, 49, 64, 79, 94, 109, 124, 139, 154, 169, 184, 199, 214, 20, 35, 50, 65,
    80, 95, 110, 125, 140, 155, 170, 185, 200, 215, 21, 36, 51, 66, 81, 96, 111, 126,
    141, 156, 171, 186, 201, 216, 22, 37, 52, 67, 82, 97, 112, 127, 142, 157, 172, 187,
    202, 217, 23, 38, 53, 68, 83, 98, 113, 128, 143, 158, 173, 188, 203, 218, 24, 39, 54,
    69, 84, 99, 114, 129, 144, 159, 174, 189, 204, 219, 25, 40, 55, 70, 85, 100, 115,
    130, 145, 160, 175, 190, 205, 220, 26, 41, 56, 71, 86, 101, 116, 131, 146, 161, 176,
    191, 206, 221, 27, 42, 57, 72, 87, 102, 117, 132, 147, 162, 177, 192, 207, 222, 28,
    43, 58, 73, 88, 103, 118, 133, 148, 163, 178, 193, 208, 223, 29, 44, 59, 74, 89, 104,
    119, 134, 149, 164, 179, 194, 209, 224, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165,
    180, 195, 210, 31, 46, 61, 76, 91, 106, 121, 136, 151, 166, 181, 196, 211, 32, 47,
    62, 77, 92, 107, 122, 137, 152, 167, 182, 197, 212, 33, 48, 63, 78, 93, 108, 123,
    138, 153, 168, 183, 198, 213, 34, 49, 64, 79, 94, 109, 124, 139, 154, 169, 184, 199,
    214, 35, 50, 65, 80, 95, 110, 125, 140, 155, 170, 185, 200, 215, 36, 51, 66, 81, 96,
    111, 126, 141, 156, 171, 186, 201, 216, 37, 52, 67, 82, 97, 112, 127, 142, 157, 172,
    187, 202, 217, 38, 53, 68, 83, 98, 113, 128, 143, 158, 173, 188, 203, 218, 39, 54,
    69, 84, 99, 114, 129, 144, 159, 174, 189, 204, 219, 40, 55, 70, 85, 100, 115, 130,
    145, 160, 175, 190, 205, 220, 41, 56, 71, 86, 101, 116, 131, 146, 161, 176, 191, 206,
    221, 42, 57, 72, 87, 102, 117, 132, 147, 162, 177, 192, 207, 222, 43, 58, 73, 88,
    103, 118, 133, 148, 163, 178, 193, 208, 223, 44, 59, 74, 89, 104, 119, 134, 149, 164,
    179, 194, 209, 224, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180, 195, 210, 46, 61,
    76, 91, 106, 121, 136, 151, 166, 181, 196, 211, 47, 62, 77, 92, 107, 122, 137, 152,
    167, 182, 197, 212, 48, 63, 78, 93, 108, 123, 138, 153, 168, 183, 198, 213, 49, 64,
    79, 94, 109, 124, 139, 154, 169, 184, 199, 214, 50, 65, 80, 95, 110, 125, 140, 155,
    170, 185, 200, 215, 51, 66, 81, 96, 111, 126, 141, 156, 171, 186, 201, 216, 52, 67,
    82, 97, 112, 127, 142, 157, 172, 187, 202, 217, 53, 68, 83, 98, 113, 128, 143, 158,
    173, 188, 203, 218, 54, 69, 84, 99, 114, 129, 144, 159, 174, 189, 204, 219, 55, 70,
    85, 100, 115, 130, 145, 160, 175, 190, 205, 220, 56, 71, 86, 101, 116, 131, 146, 161,
    176, 191, 206, 221, 57, 72, 87, 102, 117, 132, 147, 162, 177, 192, 207, 222, 58, 73,
    88, 103, 118, 133, 148, 163, 178, 193, 208, 223, 59, 74, 89, 104, 119, 134, 149, 164,
    179, 194, 209, 224, 60, 75, 90, 105, 120, 135, 150, 165, 180, 195, 210, 61, 76, 91,
    106, 121, 136, 151, 166, 181, 196, 211, 62, 77, 92, 107, 122, 137, 152, 167, 182,
    197, 212, 63, 78, 93, 108, 123, 138, 153, 168, 183, 198, 213, 64, 79, 94, 109, 124,
    139, 154, 169, 184, 199, 214, 65, 80, 95, 110, 125, 140, 155, 170, 185, 200, 215, 66,
    81, 96, 111, 126, 141, 156, 171, 186, 201, 216, 67, 82, 97, 112, 127, 142, 157, 172,
    187, 202, 217, 68, 83, 98, 113, 128, 143, 158, 173, 188, 203, 218, 69, 84, 99, 114,
    129, 144, 159, 174, 189, 204, 219, 70, 85, 100, 115, 130, 145, 160, 175, 190, 205,
    220, 71, 86, 101, 116, 131, 146, 161, 176, 191, 206, 221, 72, 87, 102, 117, 132, 147,
    162, 177, 192, 207, 222, 73, 88, 103, 118, 133, 148, 163, 178, 193, 208, 223, 74, 89,
    104, 119, 134, 149, 164, 179, 194, 209, 224, 75, 90, 105, 120, 135, 150, 165, 180,
    195, 210, 76, 91, 106, 121, 136, 151, 166, 181, 196, 211, 77, 92, 107, 122, 137, 152,
    167, 182, 197, 212, 78, 93, 108, 123, 138, 153, 168, 183, 198, 213, 79, 94, 109, 124,
    139, 154, 169, 184, 199, 214, 80, 95, 110, 125, 140, 155, 170, 185, 200, 215, 81, 96,
    111, 126, 141, 156, 171, 186, 201, 216, 82, 97, 112, 127, 142, 157, 172, 187, 202,
    217, 83, 98, 113, 128, 143, 158, 173, 188, 203, 218, 84, 99, 114, 129, 144, 159, 174,
    189, 204, 219, 85, 100, 115, 130, 145, 160, 175, 190, 205, 220, 86, 101, 116, 131,
    146, 161, 176, 191, 206, 221, 87, 102, 117, 132, 147, 162, 177, 192, 207, 222, 88,
    103, 118, 133, 148, 163, 178, 193, 208, 223, 89, 104, 119, 134, 149, 164, 179, 194,
    209, 224, 90, 105, 120, 135, 150, 165, 180, 195, 210, 91, 106, 121, 136, 151, 166,
    181, 196, 211, 92, 107, 122, 137, 152, 167, 182, 197, 212, 93, 108, 123, 138, 153,
    168, 183, 198, 213, 94, 109, 124, 139, 154, 169, 184, 199, 214, 95, 110, 125, 140,
    155, 170, 185, 200, 215, 96, 111, 126, 141, 156, 171, 186, 201, 216, 97, 112, 127,
    142, 157, 172, 187, 202, 217, 98, 113, 128, 143, 158, 173, 188, 203, 218, 99, 114,
    129, 144, 159, 174, 189, 204, 219, 100, 115, 130, 145, 160, 175, 190, 205, 220, 101,
    116, 131, 146, 161, 176, 191, 206, 221, 102, 117, 132, 147, 162, 177, 192, 207, 222,
    103, 118, 133, 148, 163, 178, 193, 208, 223, 104, 119, 134, 149, 164, 179, 194, 209,
    224, 105, 120, 135, 150, 165, 180, 195, 210, 106, 121, 136, 151, 166, 181, 196, 211,
    107, 122, 137, 152, 167, 182, 197, 212, 108, 123, 138, 153, 168, 183, 198, 213, 109,
    124, 139, 154, 169, 184, 199, 214, 110, 125, 140, 155, 170, 185, 200, 215, 111, 126,
    141, 156, 171, 186, 201, 216, 112, 127, 142, 157, 172, 187, 202, 217, 113, 128, 143,
    158, 173, 188, 203, 218, 114, 129, 144, 159, 174, 189, 204, 219, 115, 130, 145, 160,
    175, 190, 205, 220, 116, 131, 146, 161, 176, 191, 206, 221, 117, 132, 147, 162, 177,
    192, 207, 222, 118, 133, 148, 163, 178, 193, 208, 223, 119, 134, 149, 164, 179, 194,
    209, 224, 120, 135, 150, 165, 180, 195, 210, 121, 136, 151, 166, 181, 196, 211, 122,
    137, 152, 167, 182, 197, 212, 123, 138, 153, 168, 183, 198, 213, 124, 139, 154, 169,
    184, 199, 214, 125, 140, 155, 170, 185, 200, 215, 126, 141, 156, 171, 186, 201, 216,
    127, 142, 157, 172, 187, 202, 217, 128, 143, 158, 173, 188, 203, 218, 129, 144, 159,
    174, 189, 204, 219, 130, 145, 160, 175, 190, 205, 220, 131, 146, 161, 176, 191, 206,
    221, 132, 147, 162, 177, 192, 207, 222, 133, 148, 163, 178, 193, 208, 223, 134, 149,
    164, 179, 194, 209, 224, 135, 150, 165, 180, 195, 210, 136, 151, 166, 181, 196, 211,
    137, 152, 167, 182, 197, 212, 138, 153, 168, 183, 198, 213, 139, 154, 169, 184, 199,
    214, 140, 155, 170, 185, 200, 215, 141, 156, 171, 186, 201, 216, 142, 157, 172, 187,
    202, 217, 143, 158, 173, 188, 203, 218, 144, 159, 174, 189, 204, 219, 145, 160, 175,
    190, 205, 220, 146, 161, 176, 191, 206, 221, 147, 162, 177, 192, 207, 222, 148, 163,
    178, 193, 208, 223, 149, 164, 179, 194, 209, 224, 150, 165, 180, 195, 210, 151, 166,
    181, 196, 211, 152, 167, 182, 197, 212, 153, 168, 183, 198, 213, 154, 169, 184, 199,
    214, 155, 170, 185, 200, 215, 156, 171, 186, 201, 216, 157, 172, 187, 202, 217, 158,
    173, 188, 203, 218, 159, 174, 189, 204, 219, 160, 175, 190, 205, 220, 161, 176, 191,
    206, 221, 162, 177, 192, 207, 222, 163, 178, 193, 208, 223, 164, 179, 194, 209, 224,
    165, 180, 195, 210, 166, 181, 196, 211, 167, 182, 197, 212, 168, 183, 198, 213, 169,
    184, 199, 214, 170, 185, 200, 215, 171, 186, 201, 216, 172, 187, 202, 217, 173, 188,
    203, 218, 174, 189, 204, 219, 175, 190, 205, 220, 176, 191, 206, 221, 177, 192, 207,
    222, 178, 193, 208, 223, 179, 194, 209, 224, 180, 195, 210, 181, 196, 211, 182, 197,
    212, 183, 198, 213, 184, 199, 214, 185, 200, 215, 186, 201, 216, 187, 202, 217, 188,
    203, 218, 189, 204, 219, 190, 205, 220, 191, 206, 221, 192, 207, 222, 193, 208, 223,
    194, 209, 224, 195, 210, 196, 211, 197, 212, 198, 213, 199, 214, 200, 215, 201, 216,
    202, 217, 203, 218, 204, 219, 205, 220, 206, 221, 207, 222, 208, 223, 209, 224, 210,
    211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 16, 32, 48, 64,
    80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 17, 33, 49, 65, 81, 97, 113, 129,
    145, 161, 177, 193, 209, 18, 34, 50, 66, 82, 98, 114, 130, 146, 162, 178, 194, 19,
    35, 51, 67, 83, 99, 115, 131, 147, 163, 179, 20, 36, 52, 68, 84, 100, 116, 132, 148,
    164, 21, 37, 53, 69, 85, 101, 117, 133, 149, 22, 38, 54, 70, 86, 102, 118, 134, 23,
    39, 55, 71, 87, 103, 119, 24, 40, 56, 72, 88, 104, 25, 41, 57, 73, 89, 26, 42, 58,
    74, 27, 43, 59, 28, 44, 29, 31, 47, 63, 79, 95, 111, 127, 143, 159, 175, 191, 207,
    223, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 33, 49, 65, 81, 97,
    113, 129, 145, 161, 177, 193, 209, 34, 50, 66, 82, 98, 114, 130, 146, 162, 178, 194,
    35, 51, 67, 83, 99, 115, 131, 147, 163, 179, 36, 52, 68, 84, 100, 116, 132, 148, 164,
    37, 53, 69, 85, 101, 117, 133, 149, 38, 54, 70, 86, 102, 118, 134, 39, 55, 71, 87,
    103, 119, 40, 56, 72, 88, 104, 41, 57, 73, 89, 42, 58, 74, 43, 59, 44, 46, 62, 78,
    94, 110, 126, 142, 158, 174, 190, 206, 222, 47, 63, 79, 95, 111, 127, 143, 159, 175,
    191, 207, 223, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 49, 65, 81,
    97, 113, 129, 145, 161, 177, 193, 209, 50, 66, 82, 98, 114, 130, 146, 162, 178, 194,
    51, 67, 83, 99, 115, 131, 147, 163, 179, 52, 68, 84, 100, 116, 132, 148, 164, 53, 69,
    85, 101, 117, 133, 149, 54, 70, 86, 102, 118, 134, 55, 71, 87, 103, 119, 56, 72, 88,
    104, 57, 73, 89, 58, 74, 59, 61, 77, 93, 109, 125, 141, 157, 173, 189, 205, 221, 62,
    78, 94, 110, 126, 142, 158, 174, 190, 206, 222, 63, 79, 95, 111, 127, 143, 159, 175,
    191, 207, 223, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 65, 81, 97, 113,
    129, 145, 161, 177, 193, 209, 66, 82, 98, 114, 130, 146, 162, 178, 194, 67, 83, 99,
    115, 131, 147, 163, 179, 68, 84, 100, 116, 132, 148, 164, 69, 85, 101, 117, 133, 149,
    70, 86, 102, 118, 134, 71, 87, 103, 119, 72, 88, 104, 73, 89, 74, 76, 92, 108, 124,
    140, 156, 172, 188, 204, 220, 77, 93, 109, 125, 141, 157, 173, 189, 205, 221, 78, 94,
    110, 126, 142, 158, 174, 190, 206, 222, 79, 95, 111, 127, 143, 159, 175, 191, 207,
    223, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 81, 97, 113, 129, 145, 161, 177,
    193, 209, 82, 98, 114, 130, 146, 162, 178, 194, 83, 99, 115, 131, 147, 163, 179, 84,
    100, 116, 132, 148, 164, 85, 101, 117, 133, 149, 86, 102, 118, 134, 87, 103, 119, 88,
    104, 89, 91, 107, 123, 139, 155, 171, 187, 203, 219, 92, 108, 124, 140, 156, 172,
    188, 204, 220, 93, 109, 125, 141, 157, 173, 189, 205, 221, 94, 110, 126, 142, 158,
    174, 190, 206, 222, 95, 111, 127, 143, 159, 175, 191, 207, 223, 96, 112, 128, 144,
    160, 176, 192, 208, 224, 97, 113, 129, 145, 161, 177, 193, 209, 98, 114, 130, 146,
    162, 178, 194, 99, 115, 131, 147, 163, 179, 100, 116, 132, 148, 164, 101, 117, 133,
    149, 102, 118, 134, 103, 119, 104, 106, 122, 138, 154, 170, 186, 202, 218, 107, 123,
    139, 155, 171, 187, 203, 219, 108, 124, 140, 156, 172, 188, 204, 220, 109, 125, 141,
    157, 173, 189, 205, 221, 110, 126, 142, 158, 174, 190, 206, 222, 111, 127, 143, 159,
    175, 191, 207, 223, 112, 128, 144, 160, 176, 192, 208, 224, 113, 129, 145, 161, 177,
    193, 209, 114, 130, 146, 162, 178, 194, 115, 131, 147, 163, 179, 116, 132, 148, 164,
    117, 133, 149, 118, 134, 119, 121, 137, 153, 169, 185, 201, 217, 122, 138, 154, 170,
    186, 202, 218, 123, 139, 155, 171, 187, 203, 219, 124, 140, 156, 172, 188, 204, 220,
    125, 141, 157, 173, 189, 205, 221, 126, 142, 158, 174, 190, 206, 222, 127, 143, 159,
    175, 191, 207, 223, 128, 144, 160, 176, 192, 208, 224, 129, 145, 161, 177, 193, 209,
    130, 146, 162, 178, 194, 131, 147, 163, 179, 132, 148, 164, 133, 149, 134, 136, 152,
    168, 184, 200, 216, 137, 153, 169, 185, 201, 217, 138, 154, 170, 186, 202, 218, 139,
    155, 171, 187, 203, 219, 140, 156, 172, 188, 204, 220, 141, 157, 173, 189, 205, 221,
    142, 158, 174, 190, 206, 222, 143, 159, 175, 191, 207, 223, 144, 160, 176, 192, 208,
    224, 145, 161, 177, 193, 209, 146, 162, 178, 194, 147, 163, 179, 148, 164, 149, 151,
    167, 183, 199, 215, 152, 168, 184, 200, 216, 153, 169, 185, 201, 217, 154, 170, 186,
    202, 218, 155, 171, 187, 203, 219, 156, 172, 188, 204, 220, 157, 173, 189, 205, 221,
    158, 174, 190, 206, 222, 159, 175, 191, 207, 223, 160, 176, 192, 208, 224, 161, 177,
    193, 209, 162, 178, 194, 163, 179, 164, 166, 182, 198, 214, 167, 183, 199, 215, 168,
    184, 200, 216, 169, 185, 201, 217, 170, 186, 202, 218, 171, 187, 203, 219, 172, 188,
    204, 220, 173, 189, 205, 221, 174, 190, 206, 222, 175, 191, 207, 223, 176, 192, 208,
    224, 177, 193, 209, 178, 194, 179, 181, 197, 213, 182, 198, 214, 183, 199, 215, 184,
    200, 216, 185, 201, 217, 186, 202, 218, 187, 203, 219, 188, 204, 220, 189, 205, 221,
    190, 206, 222, 191, 207, 223, 192, 208, 224, 193, 209, 194, 196, 212, 197, 213, 198,
    214, 199, 215, 200, 216, 201, 217, 202, 218, 203, 219, 204, 220, 205, 221, 206, 222,
    207, 223, 208, 224, 209, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222,
    223, 224, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    11, 12, 13, 14, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 4, 5, 6, 7, 8, 9, 10, 11,
    12, 13, 14, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 6, 7, 8, 9, 10, 11, 12, 13, 14, 7, 8,
    9, 10, 11, 12, 13, 14, 8, 9, 10, 11, 12, 13, 14, 9, 10, 11, 12, 13, 14, 10, 11, 12,
    13, 14, 11, 12, 13, 14, 12, 13, 14, 13, 14, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    25, 26, 27, 28, 29, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 18, 19, 20,
    21, 22, 23, 24, 25, 26, 27, 28, 29, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 20,
    21, 22, 23, 24, 25, 26, 27, 28, 29, 21, 22, 23, 24, 25, 26, 27, 28, 29, 22, 23, 24,
    25, 26, 27, 28, 29, 23, 24, 25, 26, 27, 28, 29, 24, 25, 26, 27, 28, 29, 25, 26, 27,
    28, 29, 26, 27, 28, 29, 27, 28, 29, 28, 29, 29, 31, 32, 33, 34, 35, 36, 37, 38, 39,
    40, 41, 42, 43, 44, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 33, 34, 35,
    36, 37, 38, 39, 40, 41, 42, 43, 44, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 35,
    36, 37, 38, 39, 40, 41, 42, 43, 44, 36, 37, 38, 39, 40, 41, 42, 43, 44, 37, 38, 39,
    40, 41, 42, 43, 44, 38, 39, 40, 41, 42, 43, 44, 39, 40, 41, 42, 43, 44, 40, 41, 42,
    43, 44, 41, 42, 43, 44, 42, 43, 44, 43, 44, 44, 46, 47, 48, 49, 50, 51, 52, 53, 54,
    55, 56, 57, 58, 59, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 48, 49, 50,
    51, 52, 53, 54, 55, 56, 57, 58, 59, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 50,
    51, 52, 53, 54, 55, 56, 57, 58, 59, 51, 52, 53, 54, 55, 56, 57, 58, 59, 52, 53, 54,
    55, 56, 57, 58, 59, 53, 54, 55, 56, 57, 58, 59, 54, 55, 56, 57, 58, 59, 55, 56, 57,
    58, 59, 56, 57, 58, 59, 57, 58, 59, 58, 59, 59, 61, 62, 63, 64, 65, 66, 67, 68, 69,
    70, 71, 72, 73, 74, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 63, 64, 65,
    66, 67, 68, 69, 70, 71, 72, 73, 74, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 65,
    66, 67, 68, 69, 70, 71, 72, 73, 74, 66, 67, 68, 69, 70, 71, 72, 73, 74, 67, 68, 69,
    70, 71, 72, 73, 74, 68, 69, 70, 71, 72, 73, 74, 69, 70, 71, 72, 73, 74, 70, 71, 72,
    73, 74, 71, 72, 73, 74, 72, 73, 74, 73, 74, 74, 76, 77, 78, 79, 80, 81, 82, 83, 84,
    85, 86, 87, 88, 89, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 78, 79, 80,
    81, 82, 83, 84, 85, 86, 87, 88, 89, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 80,
    81, 82, 83, 84, 85, 86, 87, 88, 89, 81, 82, 83, 84, 85, 86, 87, 88, 89, 82, 83, 84,
    85, 86, 87, 88, 89, 83, 84, 85, 86, 87, 88, 89, 84, 85, 86, 87, 88, 89, 85, 86, 87,
    88, 89, 86, 87, 88, 89, 87, 88, 89, 88, 89, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
    100, 101, 102, 103, 104, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 93,
    94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 94, 95, 96, 97, 98, 99, 100, 101,
    102, 103, 104, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 96, 97, 98, 99, 100, 101,
    102, 103, 104, 97, 98, 99, 100, 101, 102, 103, 104, 98, 99, 100, 101, 102, 103, 104,
    99, 100, 101, 102, 103, 104, 100, 101, 102, 103, 104, 101, 102, 103, 104, 102, 103,
    104, 103, 104, 104, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118,
    119, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 108, 109, 110,
    111, 112, 113, 114, 115, 116, 117, 118, 119, 109, 110, 111, 112, 113, 114, 115, 116,
    117, 118, 119, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 111, 112, 113, 114,
    115, 116, 117, 118, 119, 112, 113, 114, 115, 116, 117, 118, 119, 113, 114, 115, 116,
    117, 118, 119, 114, 115, 116, 117, 118, 119, 115, 116, 117, 118, 119, 116, 117, 118,
    119, 117, 118, 119, 118, 119, 119, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130,
    131, 132, 133, 134, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134,
    123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 124, 125, 126, 127, 128,
    129, 130, 131, 132, 133, 134, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 126,
    127, 128, 129, 130, 131, 132, 133, 134, 127, 128, 129, 130, 131, 132, 133, 134, 128,
    129, 130, 131, 132, 133, 134, 129, 130, 131, 132, 133, 134, 130, 131, 132, 133, 134,
    131, 132, 133, 134, 132, 133, 134, 133, 134, 134, 136, 137, 138, 139, 140, 141, 142,
    143, 144, 145, 146, 147, 148, 149, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146,
    147, 148, 149, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 139, 140,
    141, 142, 143, 144, 145, 146, 147, 148, 149, 140, 141, 142, 143, 144, 145, 146, 147,
    148, 149, 141, 142, 143, 144, 145, 146, 147, 148, 149, 142, 143, 144, 145, 146, 147,
    148, 149, 143, 144, 145, 146, 147, 148, 149, 144, 145, 146, 147, 148, 149, 145, 146,
    147, 148, 149, 146, 147, 148, 149, 147, 148, 149, 148, 149, 149, 151, 152, 153, 154,
    155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 152, 153, 154, 155, 156, 157, 158,
    159, 160, 161, 162, 163, 164, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163,
    164, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 155, 156, 157, 158, 159,
    160, 161, 162, 163, 164, 156, 157, 158, 159, 160, 161, 162, 163, 164, 157, 158, 159,
    160, 161, 162, 163, 164, 158, 159, 160, 161, 162, 163, 164, 159, 160, 161, 162, 163,
    164, 160, 161, 162, 163, 164, 161, 162, 163, 164, 162, 163, 164, 163, 164, 164, 166,
    167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 167, 168, 169, 170,
    171, 172, 173, 174, 175, 176, 177, 178, 179, 168, 169, 170, 171, 172, 173, 174, 175,
    176, 177, 178, 179, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 170, 171,
    172, 173, 174, 175, 176, 177, 178, 179, 171, 172, 173, 174, 175, 176, 177, 178, 179,
    172, 173, 174, 175, 176, 177, 178, 179, 173, 174, 175, 176, 177, 178, 179, 174, 175,
    176, 177, 178, 179, 175, 176, 177, 178, 179, 176, 177, 178, 179, 177, 178, 179, 178,
    179, 179, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 182,
    183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 183, 184, 185, 186, 187,
    188, 189, 190, 191, 192, 193, 194, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193,
    194, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 186, 187, 188, 189, 190, 191,
    192, 193, 194, 187, 188, 189, 190, 191, 192, 193, 194, 188, 189, 190, 191, 192, 193,
    194, 189, 190, 191, 192, 193, 194, 190, 191, 192, 193, 194, 191, 192, 193, 194, 192,
    193, 194, 193, 194, 194, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207,
    208, 209, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 198, 199,
    200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 199, 200, 201, 202, 203, 204, 205,
    206, 207, 208, 209, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 201, 202, 203,
    204, 205, 206, 207, 208, 209, 202, 203, 204, 205, 206, 207, 208, 209, 203, 204, 205,
    206, 207, 208, 209, 204, 205, 206, 207, 208, 209, 205, 206, 207, 208, 209, 206, 207,
    208, 209, 207, 208, 209, 208, 209, 209, 211, 212, 213, 214, 215, 216, 217, 218, 219,
    220, 221, 222, 223, 224, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223,
    224, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 214, 215, 216, 217,
    218, 219, 220, 221, 222, 223, 224, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224,
    216, 217, 218, 219, 220, 221, 222, 223, 224, 217, 218, 219, 220, 221, 222, 223, 224,
    218, 219, 220, 221, 222, 223, 224, 219, 220, 221, 222, 223, 224, 220, 221, 222, 223,
    224, 221, 222, 223, 224, 222, 223, 224, 223, 224, 224, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    11, 12, 13, 14, 16, 2, 17, 3, 18, 4, 19, 5, 20, 6, 21, 7, 22, 8, 23, 9, 24, 10, 25,
    11, 26, 12, 27, 13, 28, 14, 29, 31, 17, 3, 32, 18, 4, 33, 19, 5, 34, 20, 6, 35, 21,
    7, 36, 22, 8, 37, 23, 9, 38, 24, 10, 39, 25, 11, 40, 26, 12, 41, 27, 13, 42, 28, 14,
    43, 29, 44, 46, 32, 18, 4, 47, 33, 19, 5, 48, 34, 20, 6, 49, 35, 21, 7, 50, 36, 22,
    8, 51, 37, 23, 9, 52, 38, 24, 10, 53, 39, 25, 11, 54, 40, 26, 12, 55, 41, 27, 13, 56,
    42, 28, 14, 57, 43, 29, 58, 44, 59, 61, 47, 33, 19, 5, 62, 48, 34, 20, 6, 63, 49, 35,
    21, 7, 64, 50, 36, 22, 8, 65, 51, 37, 23, 9, 66, 52, 38, 24, 10, 67, 53, 39, 25, 11,
    68, 54, 40, 26, 12, 69, 55, 41, 27, 13, 70, 56, 42, 28, 14, 71, 57, 43, 29, 72, 58,
    44, 73, 59, 74, 76, 62, 48, 34, 20, 6, 77, 63, 49, 35, 21, 7, 78, 64, 50, 36, 22, 8,
    79, 65, 51, 37, 23, 9, 80, 66, 52, 38, 24, 10, 81, 67, 53, 39, 25, 11, 82, 68, 54,
    40, 26, 12, 83, 69, 55, 41, 27, 13, 84, 70, 56, 42, 28, 14, 85, 71, 57, 43, 29, 86,
    72, 58, 44, 87, 73, 59, 88, 74, 89, 91, 77, 63, 49, 35, 21, 7, 92, 78, 64, 50, 36,
    22, 8, 93, 79, 65, 51, 37, 23, 9, 94, 80, 66, 52, 38, 24, 10, 95, 81, 67, 53, 39, 25,
    11, 96, 82, 68, 54, 40, 26, 12, 97, 83, 69, 55, 41, 27, 13, 98, 84, 70, 56, 42, 28,
    14, 99, 85, 71, 57, 43, 29, 100, 86, 72, 58, 44, 101, 87, 73, 59, 102, 88, 74, 103,
    89, 104, 106, 92, 78, 64, 50, 36, 22, 8, 107, 93, 79, 65, 51, 37, 23, 9, 108, 94, 80,
    66, 52, 38, 24, 10, 109, 95, 81, 67, 53, 39, 25, 11, 110, 96, 82, 68, 54, 40, 26, 12,
    111, 97, 83, 69, 55, 41, 27, 13, 112, 98, 84, 70, 56, 42, 28, 14, 113, 99, 85, 71,
    57, 43, 29, 114, 100, 86, 72, 58, 44, 115, 101, 87, 73, 59, 116, 102, 88, 74, 117,
    103, 89, 118, 104, 119, 121, 107, 93, 79, 65, 51, 37, 23, 9, 122, 108, 94, 80, 66,
    52, 38, 24, 10, 123, 109, 95, 81, 67, 53, 39, 25, 11, 124, 110, 96, 82, 68, 54, 40,
    26, 12, 125, 111, 97, 83, 69, 55, 41, 27, 13, 126, 112, 98, 84, 70, 56, 42, 28, 14,
    127, 113, 99, 85, 71, 57, 43, 29, 128, 114, 100, 86, 72, 58, 44, 129, 115, 101, 87,
    73, 59, 130, 116, 102, 88, 74, 131, 117, 103, 89, 132, 118, 104, 133, 119, 134, 136,
    122, 108, 94, 80, 66, 52, 38, 24, 10, 137, 123, 109, 95, 81, 67, 53, 39, 25, 11, 138,
    124, 110, 96, 82, 68, 54, 40, 26, 12, 139, 125, 111, 97, 83, 69, 55, 41, 27, 13, 140,
    126, 112, 98, 84, 70, 56, 42, 28, 14, 141, 127, 113, 99, 85, 71, 57, 43, 29, 142,
    128, 114, 100, 86, 72, 58, 44, 143, 129, 115, 101, 87, 73, 59, 144, 130, 116, 102,
    88, 74, 145, 131, 117, 103, 89, 146, 132, 118, 104, 147, 133, 119, 148, 134, 149,
    151, 137, 123, 109, 95, 81, 67, 53, 39, 25, 11, 152, 138, 124, 110, 96, 82, 68, 54,
    40, 26, 12, 153, 139, 125, 111, 97, 83, 69, 55, 41, 27, 13, 154, 140, 126, 112, 98,
    84, 70, 56, 42, 28, 14, 155, 141, 127, 113, 99, 85, 71, 57, 43, 29, 156, 142, 128,
    114, 100, 86, 72, 58, 44, 157, 143, 129, 115, 101, 87, 73, 59, 158, 144, 130, 116,
    102, 88, 74, 159, 145, 131, 117, 103, 89, 160, 146, 132, 118, 104, 161, 147, 133,
    119, 162, 148, 134, 163, 149, 164, 166, 152, 138, 124, 110, 96, 82, 68, 54, 40, 26,
    12, 167, 153, 139, 125, 111, 97, 83, 69, 55, 41, 27, 13, 168, 154, 140, 126, 112, 98,
    84, 70, 56, 42, 28, 14, 169, 155, 141, 127, 113, 99, 85, 71, 57, 43, 29, 170, 156,
    142, 128, 114, 100, 86, 72, 58, 44, 171, 157, 143, 129, 115, 101, 87, 73, 59, 172,
    158, 144, 130, 116, 102, 88, 74, 173, 159, 145, 131, 117, 103, 89, 174, 160, 146,
    132, 118, 104, 175, 161, 147, 133, 119, 176, 162, 148, 134, 177, 163, 149, 178, 164,
    179, 181, 167, 153, 139, 125, 111, 97, 83, 69, 55, 41, 27, 13, 182, 168, 154, 140,
    126, 112, 98, 84, 70, 56, 42, 28, 14, 183, 169, 155, 141, 127, 113, 99, 85, 71, 57,
    43, 29, 184, 170, 156, 142, 128, 114, 100, 86, 72, 58, 44, 185, 171, 157, 143, 129,
    115, 101, 87, 73, 59, 186, 172, 158, 144, 130, 116, 102, 88, 74, 187, 173, 159, 145,
    131, 117, 103, 89, 188, 174, 160, 146, 132, 118, 104, 189, 175, 161, 147, 133, 119,
    190, 176, 162, 148, 134, 191, 177, 163, 149, 192, 178, 164, 193, 179, 194, 196, 182,
    168, 154, 140, 126, 112, 98, 84, 70, 56, 42, 28, 14, 197, 183, 169, 155, 141, 127,
    113, 99, 85, 71, 57, 43, 29, 198, 184, 170, 156, 142, 128, 114, 100, 86, 72, 58, 44,
    199, 185, 171, 157, 143, 129, 115, 101, 87, 73, 59, 200, 186, 172, 158, 144, 130,
    116, 102, 88, 74, 201, 187, 173, 159, 145, 131, 117, 103, 89, 202, 188, 174, 160,
    146, 132, 118, 104, 203, 189, 175, 161, 147, 133, 119, 204, 190, 176, 162, 148, 134,
    205, 191, 177, 163, 149, 206, 192, 178, 164, 207, 193, 179, 208, 194, 209, 0, 1, 2,
    3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5,
    21, 6, 22, 7, 23, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 0, 31,
    16, 1, 32, 17, 2, 33, 18, 3, 34, 19, 4, 35, 20, 5, 36, 21, 6, 37, 22, 7, 38, 23, 8,
    39, 24, 9, 40, 25, 10, 41, 26, 11, 42, 27, 12, 43, 28, 13, 44, 29, 14, 45, 30, 15, 0,
    46, 31, 16, 1, 47, 32, 17, 2, 48, 33, 18, 3, 49, 34, 19, 4, 50, 35, 20, 5, 51, 36,
    21, 6, 52, 37, 22, 7, 53, 38, 23, 8, 54, 39, 24, 9, 55, 40, 25, 10, 56, 41, 26, 11,
    57, 42, 27, 12, 58, 43, 28, 13, 59, 44, 29, 14, 60, 45, 30, 15, 0, 61, 46, 31, 16, 1,
    62, 47, 32, 17, 2, 63, 48, 33, 18, 3, 64, 49, 34, 19, 4, 65, 50, 35, 20, 5, 66, 51,
    36, 21, 6, 67, 52, 37, 22, 7, 68, 53, 38, 23, 8, 69, 54, 39, 24, 9, 70, 55, 40, 25,
    10, 71, 56, 41, 26, 11, 72, 57, 42, 27, 12, 73, 58, 43, 28, 13, 74, 59, 44, 29, 14,
    75, 60, 45, 30, 15, 0, 76, 61, 46, 31, 16, 1, 77, 62, 47, 32, 17, 2, 78, 63, 48, 33,
    18, 3, 79, 64, 49, 34, 19, 4, 80, 65, 50, 35, 20, 5, 81, 66, 51, 36, 21, 6, 82, 67,
    52, 37, 22, 7, 83, 68, 53, 38, 23, 8, 84, 69, 54, 39, 24, 9, 85, 70, 55, 40, 25, 10,
    86, 71, 56, 41, 26, 11, 87, 72, 57, 42, 27, 12, 88, 73, 58, 43, 28, 13, 89, 74, 59,
    44, 29, 14, 90, 75, 60, 45, 30, 15, 0, 91, 76, 61, 46, 31, 16, 1, 92, 77, 62, 47, 32,
    17, 2, 93, 78, 63, 48, 33, 18, 3, 94, 79, 64, 49, 34, 19, 4, 95, 80, 65, 50, 35, 20,
    5, 96, 81, 66, 51, 36, 21, 6, 97, 82, 67, 52, 37, 22, 7, 98, 83, 68, 53, 38, 23, 8,
    99, 84, 69, 54, 39, 24, 9, 100, 85, 70, 55, 40, 25, 10, 101, 86, 71, 56, 41, 26, 11,
    102, 87, 72, 57, 42, 27, 12, 103, 88, 73, 58, 43, 28, 13, 104, 89, 74, 59, 44, 29,
    14, 105, 90, 75, 60, 45, 30, 15, 0, 106, 91, 76, 61, 46, 31, 16, 1, 107, 92, 77, 62,
    47, 32, 17, 2, 108, 93, 78, 63, 48, 33, 18, 3, 109, 94, 79, 64, 49, 34, 19, 4, 110,
    95, 80, 65, 50, 35, 20, 5, 111, 96, 81, 66, 51, 36, 21, 6, 112, 97, 82, 67, 52, 37,
    22, 7, 113, 98, 83, 68, 53, 38, 23, 8, 114, 99, 84, 69, 54, 39, 24, 9, 115, 100, 85,
    70, 55, 40, 25, 10, 116, 101, 86, 71, 56, 41, 26, 11, 117, 102, 87, 72, 57, 42, 27,
    12, 118, 103, 88, 73, 58, 43, 28, 13, 119, 104, 89, 74, 59, 44, 29, 14, 120, 105, 90,
    75, 60, 45, 30, 15, 0, 121, 106, 91, 76, 61, 46, 31, 16, 1, 122, 107, 92, 77, 62, 47,
    32, 17, 2, 123, 108, 93, 78, 63, 48, 33, 18, 3, 124, 109, 94, 79, 64, 49, 34, 19, 4,
    125, 110, 95, 80, 65, 50, 35, 20, 5, 126, 111, 96, 81, 66, 51, 36, 21, 6, 127, 112,
    97, 82, 67, 52, 37, 22, 7, 128, 113, 98, 83, 68, 53, 38, 23, 8, 129, 114, 99, 84, 69,
    54, 39, 24, 9, 130, 115, 100, 85, 70, 55, 40, 25, 10, 131, 116, 101, 86, 71, 56, 41,
    26, 11, 132, 117, 102, 87, 72, 57, 42, 27, 12, 133, 118, 103, 88, 73, 58, 43, 28, 13,
    134, 119, 104, 89, 74, 59, 44, 29, 14, 135, 120, 105, 90, 75, 60, 45, 30, 15, 0, 136,
    121, 106, 91, 76, 61, 46, 31, 16, 1, 137, 122, 107, 92, 77, 62, 47, 32, 17, 2, 138,
    123, 108, 93, 78, 63, 48, 33, 18, 3, 139, 124, 109, 94, 79, 64, 49, 34, 19, 4, 140,
    125, 110, 95, 80, 65, 50, 35, 20, 5, 141, 126, 111, 96, 81, 66, 51, 36, 21, 6, 142,
    127, 112, 97, 82, 67, 52, 37, 22, 7, 143, 128, 113, 98, 83, 68, 53, 38, 23, 8, 144,
    129, 114, 99, 84, 69, 54, 39, 24, 9, 145, 130, 115, 100, 85, 70, 55, 40, 25, 10, 146,
    131, 116, 101, 86, 71, 56, 41, 26, 11, 147, 132, 117, 102, 87, 72, 57, 42, 27, 12,
    148, 133, 118, 103, 88, 73, 58, 43, 28, 13, 149, 134, 119, 104, 89, 74, 59, 44, 29,
    14, 150, 135, 120, 105, 90, 75, 60, 45, 30, 15, 0, 151, 136, 121, 106, 91, 76, 61,
    46, 31, 16, 1, 152, 137, 122, 107, 92, 77, 62, 47, 32, 17, 2, 153, 138, 123, 108, 93,
    78, 63, 48, 33, 18, 3, 154, 139, 124, 109, 94, 79, 64, 49, 34, 19, 4, 155, 140, 125,
    110, 95, 80, 65, 50, 35, 20, 5, 156, 141, 126, 111, 96, 81, 66, 51, 36, 21, 6, 157,
    142, 127, 112, 97, 82, 67, 52, 37, 22, 7, 158, 143, 128, 113, 98, 83, 68, 53, 38, 23,
    8, 159, 144, 129, 114, 99, 84, 69, 54, 39, 24, 9, 160, 145, 130, 115, 100, 85, 70,
    55, 40, 25, 10, 161, 146, 131, 116, 101, 86, 71, 56, 41, 26, 11, 162, 147, 132, 117,
    102, 87, 72, 57, 42, 27, 12, 163, 148, 133, 118, 103, 88, 73, 58, 43, 28, 13, 164,
    149, 134, 119, 104, 89, 74, 59, 44, 29, 14, 165, 150, 135, 120, 105, 90, 75, 60, 45,
    30, 15, 0, 166, 151, 136, 121, 106, 91, 76, 61, 46, 31, 16, 1, 167, 152, 137, 122,
    107, 92, 77, 62, 47, 32, 17, 2, 168, 153, 138, 123, 108, 93, 78, 63, 48, 33, 18, 3,
    169, 154, 139, 124, 109, 94, 79, 64, 49, 34, 19, 4, 170, 155, 140, 125, 110, 95, 80,
    65, 50, 35, 20, 5, 171, 156, 141, 126, 111, 96, 81, 66, 51, 36, 21, 6, 172, 157, 142,
    127, 112, 97, 82, 67, 52, 37, 22, 7, 173, 158, 143, 128, 113, 98, 83, 68, 53, 38, 23,
    8, 174, 159, 144, 129, 114, 99, 84, 69, 54, 39, 24, 9, 175, 160, 145, 130, 115, 100,
    85, 70, 55, 40, 25, 10, 176, 161, 146, 131, 116, 101, 86, 71, 56, 41, 26, 11, 177,
    162, 147, 132, 117, 102, 87, 72, 57, 42, 27, 12, 178, 163, 148, 133, 118, 103, 88,
    73, 58, 43, 28, 13, 179, 164, 149, 134, 119, 104, 89, 74, 59, 44, 29, 14, 180, 165,
    150, 135, 120, 105, 90, 75, 60, 45, 30, 15, 0, 181, 166, 151, 136, 121, 106, 91, 76,
    61, 46, 31, 16, 1, 182, 167, 152, 137, 122, 107, 92, 77, 62, 47, 32, 17, 2, 183, 168,
    153, 138, 123, 108, 93, 78, 63, 48, 33, 18, 3, 184, 169, 154, 139, 124, 109, 94, 79,
    64, 49, 34, 19, 4, 185, 170, 155, 140, 125, 110, 95, 80, 65, 50, 35, 20, 5, 186, 171,
    156, 141, 126, 111, 96, 81, 66, 51, 36, 21, 6, 187, 172, 157, 142, 127, 112, 97, 82,
    67, 52, 37, 22, 7, 188, 173, 158, 143, 128, 113, 98, 83, 68, 53, 38, 23, 8, 189, 174,
    159, 144, 129, 114, 99, 84, 69, 54, 39, 24, 9, 190, 175, 160, 145, 130, 115, 100, 85,
    70, 55, 40, 25, 10, 191, 176, 161, 146, 131, 116, 101, 86, 71, 56, 41, 26, 11, 192,
    177, 162, 147, 132, 117, 102, 87, 72, 57, 42, 27, 12, 193, 178, 163, 148, 133, 118,
    103, 88, 73, 58, 43, 28, 13, 194, 179, 164, 149, 134, 119, 104, 89, 74, 59, 44, 29,
    14, 195, 180, 165, 150, 135, 120, 105, 90, 75, 60, 45, 30, 15, 0, 196, 181, 166, 151,
    136, 121, 106, 91, 76, 61, 46, 31, 16, 1, 197, 182, 167, 152, 137, 122, 107, 92, 77,
    62, 47, 32, 17, 2, 198, 183, 168, 153, 138, 123, 108, 93, 78, 63, 48, 33, 18, 3, 199,
    184, 169, 154, 139, 124, 109, 94, 79, 64, 49, 34, 19, 4, 200, 185, 170, 155, 140,
    125, 110, 95, 80, 65, 50, 35, 20, 5, 201, 186, 171, 156, 141, 126, 111, 96, 81, 66,
    51, 36, 21, 6, 202, 187, 172, 157, 142, 127, 112, 97, 82, 67, 52, 37, 22, 7, 203,
    188, 173, 158, 143, 128, 113, 98, 83, 68, 53, 38, 23, 8, 204, 189, 174, 159, 144,
    129, 114, 99, 84, 69, 54, 39, 24, 9, 205, 190, 175, 160, 145, 130, 115, 100, 85, 70,
    55, 40, 25, 10, 206, 191, 176, 161, 146, 131, 116, 101, 86, 71, 56, 41, 26, 11, 207,
    192, 177, 162, 147, 132, 117, 102, 87, 72, 57, 42, 27, 12, 208, 193, 178, 163, 148,
    133, 118, 103, 88, 73, 58, 43, 28, 13, 209, 194, 179, 164, 149, 134, 119, 104, 89,
    74, 59, 44, 29, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 0, 17, 1,
    18, 2, 19, 3, 20, 4, 21, 5, 22, 6, 23, 7, 24, 8, 25, 9, 26, 10, 27, 11, 28, 12, 30,
    31, 15, 32, 16, 0, 33, 17, 1, 34, 18, 2, 35, 19, 3, 36, 20, 4, 37, 21, 5, 38, 22, 6,
    39, 23, 7, 40, 24, 8, 41, 25, 9, 42, 26, 10, 43, 27, 11, 45, 46, 30, 47, 31, 15, 48,
    32, 16, 0, 49, 33, 17, 1, 50, 34, 18, 2, 51, 35, 19, 3, 52, 36, 20, 4, 53, 37, 21, 5,
    54, 38, 22, 6, 55, 39, 23, 7, 56, 40, 24, 8, 57, 41, 25, 9, 58, 42, 26, 10, 60, 61,
    45, 62, 46, 30, 63, 47, 31, 15, 64, 48, 32, 16, 0, 65, 49, 33, 17, 1, 66, 50, 34, 18,
    2, 67, 51, 35, 19, 3, 68, 52, 36, 20, 4, 69, 53, 37, 21, 5, 70, 54, 38, 22, 6, 71,
    55, 39, 23, 7, 72, 56, 40, 24, 8, 73, 57, 41, 25, 9, 75, 76, 60, 77, 61, 45, 78, 62,
    46, 30, 79, 63, 47, 31, 15, 80, 64, 48, 32, 16, 0, 81, 65, 49, 33, 17, 1, 82, 66, 50,
    34, 18, 2, 83, 67, 51, 35, 19, 3, 84, 68, 52, 36, 20, 4, 85, 69, 53, 37, 21, 5, 86,
    70, 54, 38, 22, 6, 87, 71, 55, 39, 23, 7, 88, 72, 56, 40, 24, 8, 90, 91, 75, 92, 76,
    60, 93, 77, 61, 45, 94, 78, 62, 46, 30, 95, 79, 63, 47, 31, 15, 96, 80, 64, 48, 32,
    16, 0, 97, 81, 65, 49, 33, 17, 1, 98, 82, 66, 50, 34, 18, 2, 99, 83, 67, 51, 35, 19,
    3, 100, 84, 68, 52, 36, 20, 4, 101, 85, 69, 53, 37, 21, 5, 102, 86, 70, 54, 38, 22,
    6, 103, 87, 71, 55, 39, 23, 7, 105, 106, 90, 107, 91, 75, 108, 92, 76, 60, 109, 93,
    77, 61, 45, 110, 94, 78, 62, 46, 30, 111, 95, 79, 63, 47, 31, 15, 112, 96, 80, 64,
    48, 32, 16, 0, 113, 97, 81, 65, 49, 33, 17, 1, 114, 98, 82, 66, 50, 34, 18, 2, 115,
    99, 83, 67, 51, 35, 19, 3, 116, 100, 84, 68, 52, 36, 20, 4, 117, 101, 85, 69, 53, 37,
    21, 5, 118, 102, 86, 70, 54, 38, 22, 6, 120, 121, 105, 122, 106, 90, 123, 107, 91,
    75, 124, 108, 92, 76, 60, 125, 109, 93, 77, 61, 45, 126, 110, 94, 78, 62, 46, 30,
    127, 111, 95, 79, 63, 47, 31, 15, 128, 112, 96, 80, 64, 48, 32, 16, 0, 129, 113, 97,
    81, 65, 49, 33, 17, 1, 130, 114, 98, 82, 66, 50, 34, 18, 2, 131, 115, 99, 83, 67, 51,
    35, 19, 3, 132, 116, 100, 84, 68, 52, 36, 20, 4, 133, 117, 101, 85, 69, 53, 37, 21,
    5, 135, 136, 120, 137, 121, 105, 138, 122, 106, 90, 139, 123, 107, 91, 75, 140, 124,
    108, 92, 76, 60, 141, 125, 109, 93, 77, 61, 45, 142, 126, 110, 94, 78, 62, 46, 30,
    143, 127, 111, 95, 79, 63, 47, 31, 15, 144, 128, 112, 96, 80, 64, 48, 32, 16, 0, 145,
    129, 113, 97, 81, 65, 49, 33, 17, 1, 146, 130, 114, 98, 82, 66, 50, 34, 18, 2, 147,
    131, 115, 99, 83, 67, 51, 35, 19, 3, 148, 132, 116, 100, 84, 68, 52, 36, 20, 4, 150,
    151, 135, 152, 136, 120, 153, 137, 121, 105, 154, 138, 122, 106, 90, 155, 139, 123,
    107, 91, 75, 156, 140, 124, 108, 92, 76, 60, 157, 141, 125, 109, 93, 77, 61, 45, 158,
    142, 126, 110, 94, 78, 62, 46, 30, 159, 143, 127, 111, 95, 79, 63, 47, 31, 15, 160,
    144, 128, 112, 96, 80, 64, 48, 32, 16, 0, 161, 145, 129, 113, 97, 81, 65, 49, 33, 17,
    1, 162, 146, 130, 114, 98, 82, 66, 50, 34, 18, 2, 163, 147, 131, 115, 99, 83, 67, 51,
    35, 19, 3, 165, 166, 150, 167, 151, 135, 168, 152, 136, 120, 169, 153, 137, 121, 105,
    170, 154, 138, 122, 106, 90, 171, 155, 139, 123, 107, 91, 75, 172, 156, 140, 124,
    108, 92, 76, 60, 173, 157, 141, 125, 109, 93, 77, 61, 45, 174, 158, 142, 126, 110,
    94, 78, 62, 46, 30, 175, 159, 143, 127, 111, 95, 79, 63, 47, 31, 15, 176, 160, 144,
    128, 112, 96, 80, 64, 48, 32, 16, 0, 177, 161, 145, 129, 113, 97, 81, 65, 49, 33, 17,
    1, 178, 162, 146, 130, 114, 98, 82, 66, 50, 34, 18, 2, 180, 181, 165, 182, 166, 150,
    183, 167, 151, 135, 184, 168, 152, 136, 120, 185, 169, 153, 137, 121, 105, 186, 170,
    154, 138, 122, 106, 90, 187, 171, 155, 139, 123, 107, 91, 75, 188, 172, 156, 140,
    124, 108, 92, 76, 60, 189, 173, 157, 141, 125, 109, 93, 77, 61, 45, 190, 174, 158,
    142, 126, 110, 94, 78, 62, 46, 30, 191, 175, 159, 143, 127, 111, 95, 79, 63, 47, 31,
    15, 192, 176, 160, 144, 128, 112, 96, 80, 64, 48, 32, 16, 0, 193, 177, 161, 145, 129,
    113, 97, 81, 65, 49, 33, 17, 1, 195, 196, 180, 197, 181, 165, 198, 182, 166, 150,
    199, 183, 167, 151, 135, 200, 184, 168, 152, 136, 120, 201, 185, 169, 153, 137, 121,
    105, 202, 186, 170, 154, 138, 122, 106, 90, 203, 187, 171, 155, 139, 123, 107, 91,
    75, 204, 188, 172, 156, 140, 124, 108, 92, 76, 60, 205, 189, 173, 157, 141, 125, 109,
    93, 77, 61, 45, 206, 190, 174, 158, 142, 126, 110, 94, 78, 62, 46, 30, 207, 191, 175,
    159, 143, 127, 111, 95, 79, 63, 47, 31, 15, 208, 192, 176, 160, 144, 128, 112, 96,
    80, 64, 48, 32, 16, 0, 0, 1, 0, 2, 1, 0, 3, 2, 1, 0, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0,
    6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6,
    5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
    1, 0, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    2, 1, 0, 15, 16, 15, 17, 16, 15, 18, 17, 16, 15, 19, 18, 17, 16, 15, 20, 19, 18, 17,
    16, 15, 21, 20, 19, 18, 17, 16, 15, 22, 21, 20, 19, 18, 17, 16, 15, 23, 22, 21, 20,
    19, 18, 17, 16, 15, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 25, 24, 23, 22, 21, 20,
    19, 18, 17, 16, 15, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 27, 26, 25, 24,
    23, 22, 21, 20, 19, 18, 17, 16, 15, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
    16, 15, 30, 31, 30, 32, 31, 30, 33, 32, 31, 30, 34, 33, 32, 31, 30, 35, 34, 33, 32,
    31, 30, 36, 35, 34, 33, 32, 31, 30, 37, 36, 35, 34, 33, 32, 31, 30, 38, 37, 36, 35,
    34, 33, 32, 31, 30, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 40, 39, 38, 37, 36, 35,
    34, 33, 32, 31, 30, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 42, 41, 40, 39,
    38, 37, 36, 35, 34, 33, 32, 31, 30, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32,
    31, 30, 45, 46, 45, 47, 46, 45, 48, 47, 46, 45, 49, 48, 47, 46, 45, 50, 49, 48, 47,
    46, 45, 51, 50, 49, 48, 47, 46, 45, 52, 51, 50, 49, 48, 47, 46, 45, 53, 52, 51, 50,
    49, 48, 47, 46, 45, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 55, 54, 53, 52, 51, 50,
    49, 48, 47, 46, 45, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 57, 56, 55, 54,
    53, 52, 51, 50, 49, 48, 47, 46, 45, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47,
    46, 45, 60, 61, 60, 62, 61, 60, 63, 62, 61, 60, 64, 63, 62, 61, 60, 65, 64, 63, 62,
    61, 60, 66, 65, 64, 63, 62, 61, 60, 67, 66, 65, 64, 63, 62, 61, 60, 68, 67, 66, 65,
    64, 63, 62, 61, 60, 69, 68, 67, 66, 65, 64, 63, 62, 61, 60, 70, 69, 68, 67, 66, 65,
    64, 63, 62, 61, 60, 71, 70, 69, 68, 67, 66, 65, 64, 63, 62, 61, 60, 72, 71, 70, 69,
    68, 67, 66, 65, 64, 63, 62, 61, 60, 73, 72, 71, 70, 69, 68, 67, 66, 65, 64, 63, 62,
    61, 60, 75, 76, 75, 77, 76, 75, 78, 77, 76, 75, 79, 78, 77, 76, 75, 80, 79, 78, 77,
    76, 75, 81, 80, 79, 78, 77, 76, 75, 82, 81, 80, 79, 78, 77, 76, 75, 83, 82, 81, 80,
    79, 78, 77, 76, 75, 84, 83, 82, 81, 80, 79, 78, 77, 76, 75, 85, 84, 83, 82, 81, 80,
    79, 78, 77, 76, 75, 86, 85, 84, 83, 82, 81, 80, 79, 78, 77, 76, 75, 87, 86, 85, 84,
    83, 82, 81, 80, 79, 78, 77, 76, 75, 88, 87, 86, 85, 84, 83, 82, 81, 80, 79, 78, 77,
    76, 75, 90, 91, 90, 92, 91, 90, 93, 92, 91, 90, 94, 93, 92, 91, 90, 95, 94, 93, 92,
    91, 90, 96, 95, 94, 93, 92, 91, 90, 97, 96, 95, 94, 93, 92, 91, 90, 98, 97, 96, 95,
    94, 93, 92, 91, 90, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 100, 99, 98, 97, 96, 95,
    94, 93, 92, 91, 90, 101, 100, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 102, 101, 100,
    99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 103, 102, 101, 100, 99, 98, 97, 96, 95, 94,
    93, 92, 91, 90, 105, 106, 105, 107, 106, 105, 108, 107, 106, 105, 109, 108, 107, 106,
    105, 110, 109, 108, 107, 106, 105, 111, 110, 109, 108, 107, 106, 105, 112, 111, 110,
    109, 108, 107, 106, 105, 113, 112, 111, 110, 109, 108, 107, 106, 105, 114, 113, 112,
    111, 110, 109, 108, 107, 106, 105, 115, 114, 113, 112, 111, 110, 109, 108, 107, 106,
    105, 116, 115, 114, 113, 112, 111, 110, 109, 108, 107, 106, 105, 117, 116, 115, 114,
    113, 112, 111, 110, 109, 108, 107, 106, 105, 118, 117, 116, 115, 114, 113, 112, 111,
    110, 109, 108, 107, 106, 105, 120, 121, 120, 122, 121, 120, 123, 122, 121, 120, 124,
    123, 122, 121, 120, 125, 124, 123, 122, 121, 120, 126, 125, 124, 123, 122, 121, 120,
    127, 126, 125, 124, 123, 122, 121, 120, 128, 127, 126, 125, 124, 123, 122, 121, 120,
    129, 128, 127, 126, 125, 124, 123, 122, 121, 120, 130, 129, 128, 127, 126, 125, 124,
    123, 122, 121, 120, 131, 130, 129, 128, 127, 126, 125, 124, 123, 122, 121, 120, 132,
    131, 130, 129, 128, 127, 126, 125, 124, 123, 122, 121, 120, 133, 132, 131, 130, 129,
    128, 127, 126, 125, 124, 123, 122, 121, 120, 135, 136, 135, 137, 136, 135, 138, 137,
    136, 135, 139, 138, 137, 136, 135, 140, 139, 138, 137, 136, 135, 141, 140, 139, 138,
    137, 136, 135, 142, 141, 140, 139, 138, 137, 136, 135, 143, 142, 141, 140, 139, 138,
    137, 136, 135, 144, 143, 142, 141, 140, 139, 138, 137, 136, 135, 145, 144, 143, 142,
    141, 140, 139, 138, 137, 136, 135, 146, 145, 144, 143, 142, 141, 140, 139, 138, 137,
    136, 135, 147, 146, 145, 144, 143, 142, 141, 140, 139, 138, 137, 136, 135, 148, 147,
    146, 145, 144, 143, 142, 141, 140, 139, 138, 137, 136, 135, 150, 151, 150, 152, 151,
    150, 153, 152, 151, 150, 154, 153, 152, 151, 150, 155, 154, 153, 152, 151, 150, 156,
    155, 154, 153, 152, 151, 150, 157, 156, 155, 154, 153, 152, 151, 150, 158, 157, 156,
    155, 154, 153, 152, 151, 150, 159, 158, 157, 156, 155, 154, 153, 152, 151, 150, 160,
    159, 158, 157, 156, 155, 154, 153, 152, 151, 150, 161, 160, 159, 158, 157, 156, 155,
    154, 153, 152, 151, 150, 162, 161, 160, 159, 158, 157, 156, 155, 154, 153, 152, 151,
    150, 163, 162, 161, 160, 159, 158, 157, 156, 155, 154, 153, 152, 151, 150, 165, 166,
    165, 167, 166, 165, 168, 167, 166, 165, 169, 168, 167, 166, 165, 170, 169, 168, 167,
    166, 165, 171, 170, 169, 168, 167, 166, 165, 172, 171, 170, 169, 168, 167, 166, 165,
    173, 172, 171, 170, 169, 168, 167, 166, 165, 174, 173, 172, 171, 170, 169, 168, 167,
    166, 165, 175, 174, 173, 172, 171, 170, 169, 168, 167, 166, 165, 176, 175, 174, 173,
    172, 171, 170, 169, 168, 167, 166, 165, 177, 176, 175, 174, 173, 172, 171, 170, 169,
    168, 167, 166, 165, 178, 177, 176, 175, 174, 173, 172, 171, 170, 169, 168, 167, 166,
    165, 180, 181, 180, 182, 181, 180, 183, 182, 181, 180, 184, 183, 182, 181, 180, 185,
    184, 183, 182, 181, 180, 186, 185, 184, 183, 182, 181, 180, 187, 186, 185, 184, 183,
    182, 181, 180, 188, 187, 186, 185, 184, 183, 182, 181, 180, 189, 188, 187, 186, 185,
    184, 183, 182, 181, 180, 190, 189, 188, 187, 186, 185, 184, 183, 182, 181, 180, 191,
    190, 189, 188, 187, 186, 185, 184, 183, 182, 181, 180, 192, 191, 190, 189, 188, 187,
    186, 185, 184, 183, 182, 181, 180, 193, 192, 191, 190, 189, 188, 187, 186, 185, 184,
    183, 182, 181, 180, 195, 196, 195, 197, 196, 195, 198, 197, 196, 195, 199, 198, 197,
    196, 195, 200, 199, 198, 197, 196, 195, 201, 200, 199, 198, 197, 196, 195, 202, 201,
    200, 199, 198, 197, 196, 195, 203, 202, 201, 200, 199, 198, 197, 196, 195, 204, 203,
    202, 201, 200, 199, 198, 197, 196, 195, 205, 204, 203, 202, 201, 200, 199, 198, 197,
    196, 195, 206, 205, 204, 203, 202, 201, 200, 199, 198, 197, 196, 195, 207, 206, 205,
    204, 203, 202, 201, 200, 199, 198, 197, 196, 195, 208, 207, 206, 205, 204, 203, 202,
    201, 200, 199, 198, 197, 196, 195, 210, 211, 210, 212, 211, 210, 213, 212, 211, 210,
    214, 213, 212, 211, 210, 215, 214, 213, 212, 211, 210, 216, 215, 214, 213, 212, 211,
    210, 217, 216, 215, 214, 213, 212, 211, 210, 218, 217, 216, 215, 214, 213, 212, 211,
    210, 219, 218, 217, 216, 215, 214, 213, 212, 211, 210, 220, 219, 218, 217, 216, 215,
    214, 213, 212, 211, 210, 221, 220, 219, 218, 217, 216, 215, 214, 213, 212, 211, 210,
    222, 221, 220, 219, 218, 217, 216, 215, 214, 213, 212, 211, 210, 223, 222, 221, 220,
    219, 218, 217, 216, 215, 214, 213, 212, 211, 210, 15, 16, 30, 17, 31, 45, 18, 32, 46,
    60, 19, 33, 47, 61, 75, 20, 34, 48, 62, 76, 90, 21, 35, 49, 63, 77, 91, 105, 22, 36,
    50, 64, 78, 92, 106, 120, 23, 37, 51, 65, 79, 93, 107, 121, 135, 24, 38, 52, 66, 80,
    94, 108, 122, 136, 150, 25, 39, 53, 67, 81, 95, 109, 123, 137, 151, 165, 26, 40, 54,
    68, 82, 96, 110, 124, 138, 152, 166, 180, 27, 41, 55, 69, 83, 97, 111, 125, 139, 153,
    167, 181, 195, 28, 42, 56, 70, 84, 98, 112, 126, 140, 154, 168, 182, 196, 210, 30,
    31, 45, 32, 46, 60, 33, 47, 61, 75, 34, 48, 62, 76, 90, 35, 49, 63, 77, 91, 105, 36,
    50, 64, 78, 92, 106, 120, 37, 51, 65, 79, 93, 107, 121, 135, 38, 52, 66, 80, 94, 108,
    122, 136, 150, 39, 53, 67, 81, 95, 109, 123, 137, 151, 165, 40, 54, 68, 82, 96, 110,
    124, 138, 152, 166, 180, 41, 55, 69, 83, 97, 111, 125, 139, 153, 167, 181, 195, 42,
    56, 70, 84, 98, 112, 126, 140, 154, 168, 182, 196, 210, 43, 57, 71, 85, 99, 113, 127,
    141, 155, 169, 183, 197, 211, 45, 46, 60, 47, 61, 75, 48, 62, 76, 90, 49, 63, 77, 91,
    105, 50, 64, 78, 92, 106, 120, 51, 65, 79, 93, 107, 121, 135, 52, 66, 80, 94, 108,
    122, 136, 150, 53, 67, 81, 95, 109, 123, 137, 151, 165, 54, 68, 82, 96, 110, 124,
    138, 152, 166, 180, 55, 69, 83, 97, 111, 125, 139, 153, 167, 181, 195, 56, 70, 84,
    98, 112, 126, 140, 154, 168, 182, 196, 210, 57, 71, 85, 99, 113, 127, 141, 155, 169,
    183, 197, 211, 58, 72, 86, 100, 114, 128, 142, 156, 170, 184, 198, 212, 60, 61, 75,
    62, 76, 90, 63, 77, 91, 105, 64, 78, 92, 106, 120, 65, 79, 93, 107, 121, 135, 66, 80,
    94, 108, 122, 136, 150, 67, 81, 95, 109, 123, 137, 151, 165, 68, 82, 96, 110, 124,
    138, 152, 166, 180, 69, 83, 97, 111, 125, 139, 153, 167, 181, 195, 70, 84, 98, 112,
    126, 140, 154, 168, 182, 196, 210, 71, 85, 99, 113, 127, 141, 155, 169, 183, 197,
    211, 72, 86, 100, 114, 128, 142, 156, 170, 184, 198, 212, 73, 87, 101, 115, 129, 143,
    157, 171, 185, 199, 213, 75, 76, 90, 77, 91, 105, 78, 92, 106, 120, 79, 93, 107, 121,
    135, 80, 94, 108, 122, 136, 150, 81, 95, 109, 123, 137, 151, 165, 82, 96, 110, 124,
    138, 152, 166, 180, 83, 97, 111, 125, 139, 153, 167, 181, 195, 84, 98, 112, 126, 140,
    154, 168, 182, 196, 210, 85, 99, 113, 127, 141, 155, 169, 183, 197, 211, 86, 100,
    114, 128, 142, 156, 170, 184, 198, 212, 87, 101, 115, 129, 143, 157, 171, 185, 199,
    213, 88, 102, 116, 130, 144, 158, 172, 186, 200, 214, 90, 91, 105, 92, 106, 120, 93,
    107, 121, 135, 94, 108, 122, 136, 150, 95, 109, 123, 137, 151, 165, 96, 110, 124,
    138, 152, 166, 180, 97, 111, 125, 139, 153, 167, 181, 195, 98, 112, 126, 140, 154,
    168, 182, 196, 210, 99, 113, 127, 141, 155, 169, 183, 197, 211, 100, 114, 128, 142,
    156, 170, 184, 198, 212, 101, 115, 129, 143, 157, 171, 185, 199, 213, 102, 116, 130,
    144, 158, 172, 186, 200, 214, 103, 117, 131, 145, 159, 173, 187, 201, 215, 105, 106,
    120, 107, 121, 135, 108, 122, 136, 150, 109, 123, 137, 151, 165, 110, 124, 138, 152,
    166, 180, 111, 125, 139, 153, 167, 181, 195, 112, 126, 140, 154, 168, 182, 196, 210,
    113, 127, 141, 155, 169, 183, 197, 211, 114, 128, 142, 156, 170, 184, 198, 212, 115,
    129, 143, 157, 171, 185, 199, 213, 116, 130, 144, 158, 172, 186, 200, 214, 117, 131,
    145, 159, 173, 187, 201, 215, 118, 132, 146, 160, 174, 188, 202, 216, 120, 121, 135,
    122, 136, 150, 123, 137, 151, 165, 124, 138, 152, 166, 180, 125, 139, 153, 167, 181,
    195, 126, 140, 154, 168, 182, 196, 210, 127, 141, 155, 169, 183, 197, 211, 128, 142,
    156, 170, 184, 198, 212, 129, 143, 157, 171, 185, 199, 213, 130, 144, 158, 172, 186,
    200, 214, 131, 145, 159, 173, 187, 201, 215, 132, 146, 160, 174, 188, 202, 216, 133,
    147, 161, 175, 189, 203, 217, 135, 136, 150, 137, 151, 165, 138, 152, 166, 180, 139,
    153, 167, 181, 195, 140, 154, 168, 182, 196, 210, 141, 155, 169, 183, 197, 211, 142,
    156, 170, 184, 198, 212, 143, 157, 171, 185, 199, 213, 144, 158, 172, 186, 200, 214,
    145, 159, 173, 187, 201, 215, 146, 160, 174, 188, 202, 216, 147, 161, 175, 189, 203,
    217, 148, 162, 176, 190, 204, 218, 150, 151, 165, 152, 166, 180, 153, 167, 181, 195,
    154, 168, 182, 196, 210, 155, 169, 183, 197, 211, 156, 170, 184, 198, 212, 157, 171,
    185, 199, 213, 158, 172, 186, 200, 214, 159, 173, 187, 201, 215, 160, 174, 188, 202,
    216, 161, 175, 189, 203, 217, 162, 176, 190, 204, 218, 163, 177, 191, 205, 219, 165,
    166, 180, 167, 181, 195, 168, 182, 196, 210, 169, 183, 197, 211, 170, 184, 198, 212,
    171, 185, 199, 213, 172, 186, 200, 214, 173, 187, 201, 215, 174, 188, 202, 216, 175,
    189, 203, 217, 176, 190, 204, 218, 177, 191, 205, 219, 178, 192, 206, 220, 180, 181,
    195, 182, 196, 210, 183, 197, 211, 184, 198, 212, 185, 199, 213, 186, 200, 214, 187,
    201, 215, 188, 202, 216, 189, 203, 217, 190, 204, 218, 191, 205, 219, 192, 206, 220,
    193, 207, 221, 195, 196, 210, 197, 211, 198, 212, 199, 213, 200, 214, 201, 215, 202,
    216, 203, 217, 204, 218, 205, 219, 206, 220, 207, 221, 208, 222, 210, 211, 212, 213,
    214, 215, 216, 217, 218, 219, 220, 221, 222, 223,
];

/// Table `opposite_3`.
static OPPOSITE_3: [u8; 8] = [4, 5, 6, 7, 0, 1, 2, 3];

/// Table `axes_all_10`.
static AXES_ALL_10: [i8; 900] = [
    0, 1, 2, -1, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7,
    0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 1, 2, 7, 0, 6, 7, -1, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 5, 6, 7, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
    0, 1, 2, 3, 0, 5, 6, 7, 2, 3, 4, -1, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5,
    2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5,
    4, 5, 6, -1,
];

/// Table `line_axes_11`.
static LINE_AXES_11: [i32; 900] = [
    12033, 77569, 143105, -1, 208641, 273921, 142850, 336385, 405249, 470273, 142595, 533249,
    601857, 666625, 142340, 730113, 798465, 862977, 142085, 926977, 995073, 1059329, 141830,
    1123841, 1191681, 1255681, 141575, 1320705, 1388289, 1452033, 141320, 1517569, 1584897, 1648385,
    141065, 1714433, 1781505, 1844737, 140810, 1911297, 1978113, 2041089, 140555, 2108161, 2174721,
    2237441, 140300, 2305025, 2371329, 2433793, 140045, 2501889, 2567937, 2630145, 139790, 2698753,
    2764545, 139535, 2830081, -1, 11778, 2895361, 2961153, 336130, 208386, 77314, 2960898, 532994,
    404994, 273666, 2960643, 729858, 601602, 470018, 2960388, 926722, 798210, 666370, 2960133,
    1123586, 994818, 862722, 2959878, 1320450, 1191426, 1059074, 2959623, 1517314, 1388034, 1255426,
    2959368, 1714178, 1584642, 1451778, 2959113, 1911042, 1781250, 1648130, 2958858, 2107906,
    1977858, 1844482, 2958603, 2304770, 2174466, 2040834, 2958348, 2501634, 2371074, 2237186,
    2958093, 2698498, 2567682, 2433538, 2957838, 2829826, 2764290, 2629890, 2957583, 3026433, 11523,
    3091713, 3157761, 532739, 208131, 2895106, 3157506, 729603, 404739, 77059, 3157251, 926467,
    601347, 273411, 3156996, 1123331, 797955, 469763, 3156741, 1320195, 994563, 666115, 3156486,
    1517059, 1191171, 862467, 3156231, 1713923, 1387779, 1058819, 3155976, 1910787, 1584387,
    1255171, 3155721, 2107651, 1780995, 1451523, 3155466, 2304515, 1977603, 1647875, 3155211,
    2501379, 2174211, 1844227, 3154956, 2698243, 2370819, 2040579, 3154701, 2829571, 2567427,
    2236931, 3154446, 3026178, 2764035, 2433283, 3154191, 3222785, 11268, 3288065, 3354369, 729348,
    207876, 3091458, 3354114, 926212, 404484, 2894851, 3353859, 1123076, 601092, 76804, 3353604,
    1319940, 797700, 273156, 3353349, 1516804, 994308, 469508, 3353094, 1713668, 1190916, 665860,
    3352839, 1910532, 1387524, 862212, 3352584, 2107396, 1584132, 1058564, 3352329, 2304260,
    1780740, 1254916, 3352074, 2501124, 1977348, 1451268, 3351819, 2697988, 2173956, 1647620,
    3351564, 2829316, 2370564, 1843972, 3351309, 3025923, 2567172, 2040324, 3351054, 3222530,
    2763780, 2236676, 3350799, 3419137, 11013, 3484417, 3550977, 925957, 207621, 3287810, 3550722,
    1122821, 404229, 3091203, 3550467, 1319685, 600837, 2894596, 3550212, 1516549, 797445, 76549,
    3549957, 1713413, 994053, 272901, 3549702, 1910277, 1190661, 469253, 3549447, 2107141, 1387269,
    665605, 3549192, 2304005, 1583877, 861957, 3548937, 2500869, 1780485, 1058309, 3548682, 2697733,
    1977093, 1254661, 3548427, 2829061, 2173701, 1451013, 3548172, 3025668, 2370309, 1647365,
    3547917, 3222275, 2566917, 1843717, 3547662, 3418882, 2763525, 2040069, 3547407, 3615489, 10758,
    3680769, 3747585, 1122566, 207366, 3484162, 3747330, 1319430, 403974, 3287555, 3747075, 1516294,
    600582, 3090948, 3746820, 1713158, 797190, 2894341, 3746565, 1910022, 993798, 76294, 3746310,
    2106886, 1190406, 272646, 3746055, 2303750, 1387014, 468998, 3745800, 2500614, 1583622, 665350,
    3745545, 2697478, 1780230, 861702, 3745290, 2828806, 1976838, 1058054, 3745035, 3025413,
    2173446, 1254406, 3744780, 3222020, 2370054, 1450758, 3744525, 3418627, 2566662, 1647110,
    3744270, 3615234, 2763270, 1843462, 3744015, 3811841, 10503, 3877121, 3944193, 1319175, 207111,
    3680514, 3943938, 1516039, 403719, 3483907, 3943683, 1712903, 600327, 3287300, 3943428, 1909767,
    796935, 3090693, 3943173, 2106631, 993543, 2894086, 3942918, 2303495, 1190151, 76039, 3942663,
    2500359, 1386759, 272391, 3942408, 2697223, 1583367, 468743, 3942153, 2828551, 1779975, 665095,
    3941898, 3025158, 1976583, 861447, 3941643, 3221765, 2173191, 1057799, 3941388, 3418372,
    2369799, 1254151, 3941133, 3614979, 2566407, 1450503, 3940878, 3811586, 2763015, 1646855,
    3940623, 4008193, 10248, 4073473, 4140801, 1515784, 206856, 3876866, 4140546, 1712648, 403464,
    3680259, 4140291, 1909512, 600072, 3483652, 4140036, 2106376, 796680, 3287045, 4139781, 2303240,
    993288, 3090438, 4139526, 2500104, 1189896, 2893831, 4139271, 2696968, 1386504, 75784, 4139016,
    2828296, 1583112, 272136, 4138761, 3024903, 1779720, 468488, 4138506, 3221510, 1976328, 664840,
    4138251, 3418117, 2172936, 861192, 4137996, 3614724, 2369544, 1057544, 4137741, 3811331,
    2566152, 1253896, 4137486, 4007938, 2762760, 1450248, 4137231, 4204545, 9993, 4269825, 4337409,
    1712393, 206601, 4073218, 4337154, 1909257, 403209, 3876611, 4336899, 2106121, 599817, 3680004,
    4336644, 2302985, 796425, 3483397, 4336389, 2499849, 993033, 3286790, 4336134, 2696713, 1189641,
    3090183, 4335879, 2828041, 1386249, 2893576, 4335624, 3024648, 1582857, 75529, 4335369, 3221255,
    1779465, 271881, 4335114, 3417862, 1976073, 468233, 4334859, 3614469, 2172681, 664585, 4334604,
    3811076, 2369289, 860937, 4334349, 4007683, 2565897, 1057289, 4334094, 4204290, 2762505,
    1253641, 4333839, 4400897, 9738, 4466177, 4534017, 1909002, 206346, 4269570, 4533762, 2105866,
    402954, 4072963, 4533507, 2302730, 599562, 3876356, 4533252, 2499594, 796170, 3679749, 4532997,
    2696458, 992778, 3483142, 4532742, 2827786, 1189386, 3286535, 4532487, 3024393, 1385994,
    3089928, 4532232, 3221000, 1582602, 2893321, 4531977, 3417607, 1779210, 75274, 4531722, 3614214,
    1975818, 271626, 4531467, 3810821, 2172426, 467978, 4531212, 4007428, 2369034, 664330, 4530957,
    4204035, 2565642, 860682, 4530702, 4400642, 2762250, 1057034, 4530447, 4597249, 9483, 4662529,
    4730625, 2105611, 206091, 4465922, 4730370, 2302475, 402699, 4269315, 4730115, 2499339, 599307,
    4072708, 4729860, 2696203, 795915, 3876101, 4729605, 2827531, 992523, 3679494, 4729350, 3024138,
    1189131, 3482887, 4729095, 3220745, 1385739, 3286280, 4728840, 3417352, 1582347, 3089673,
    4728585, 3613959, 1778955, 2893066, 4728330, 3810566, 1975563, 75019, 4728075, 4007173, 2172171,
    271371, 4727820, 4203780, 2368779, 467723, 4727565, 4400387, 2565387, 664075, 4727310, 4596994,
    2761995, 860427, 4727055, 4793601, 9228, 4858881, 4927233, 2302220, 205836, 4662274, 4926978,
    2499084, 402444, 4465667, 4926723, 2695948, 599052, 4269060, 4926468, 2827276, 795660, 4072453,
    4926213, 3023883, 992268, 3875846, 4925958, 3220490, 1188876, 3679239, 4925703, 3417097,
    1385484, 3482632, 4925448, 3613704, 1582092, 3286025, 4925193, 3810311, 1778700, 3089418,
    4924938, 4006918, 1975308, 2892811, 4924683, 4203525, 2171916, 74764, 4924428, 4400132, 2368524,
    271116, 4924173, 4596739, 2565132, 467468, 4923918, 4793346, 2761740, 663820, 4923663, 4989953,
    8973, 5055233, 5123841, 2498829, 205581, 4858626, 5123586, 2695693, 402189, 4662019, 5123331,
    2827021, 598797, 4465412, 5123076, 3023628, 795405, 4268805, 5122821, 3220235, 992013, 4072198,
    5122566, 3416842, 1188621, 3875591, 5122311, 3613449, 1385229, 3678984, 5122056, 3810056,
    1581837, 3482377, 5121801, 4006663, 1778445, 3285770, 5121546, 4203270, 1975053, 3089163,
    5121291, 4399877, 2171661, 2892556, 5121036, 4596484, 2368269, 74509, 5120781, 4793091, 2564877,
    270861, 5120526, 4989698, 2761485, 467213, 5120271, 5186305, 8718, 5251585, 5320449, 2695438,
    205326, 5054978, 5320194, 2826766, 401934, 4858371, 5319939, 3023373, 598542, 4661764, 5319684,
    3219980, 795150, 4465157, 5319429, 3416587, 991758, 4268550, 5319174, 3613194, 1188366, 4071943,
    5318919, 3809801, 1384974, 3875336, 5318664, 4006408, 1581582, 3678729, 5318409, 4203015,
    1778190, 3482122, 5318154, 4399622, 1974798, 3285515, 5317899, 4596229, 2171406, 3088908,
    5317644, 4792836, 2368014, 2892301, 5317389, 4989443, 2564622, 74254, 5317134, 5186050, 2761230,
    270606, 5316879, 5382657, 5451521, 2826511, 8463, -1, 5451266, 3023118, 205071, 5251330,
    5451011, 3219725, 401679, 5054723, 5450756, 3416332, 598287, 4858116, 5450501, 3612939, 794895,
    4661509, 5450246, 3809546, 991503, 4464902, 5449991, 4006153, 1188111, 4268295, 5449736,
    4202760, 1384719, 4071688, 5449481, 4399367, 1581327, 3875081, 5449226, 4595974, 1777935,
    3678474, 5448971, 4792581, 1974543, 3481867, 5448716, 4989188, 2171151, 3285260, 5448461,
    5185795, 2367759, 3088653, 5448206, 5382402, 2564367, 2892046, 2760975, 73999, 5447951, -1,
];

/// Table `line_member_12`.
static LINE_MEMBER_12: [u8; 900] = [
    0, 1, 2, 84, 2, 3, 4, 5, 2, 6, 7, 8, 2, 9, 10, 11, 2, 12, 13, 14, 2, 15, 16, 17, 2,
    18, 19, 20, 2, 21, 22, 23, 2, 24, 25, 26, 2, 27, 28, 29, 2, 30, 31, 32, 2, 33, 34,
    35, 2, 36, 37, 38, 2, 39, 40, 41, 2, 42, 43, 84, 0, 5, 44, 45, 1, 3, 8, 45, 4, 6, 11,
    45, 7, 9, 14, 45, 10, 12, 17, 45, 13, 15, 20, 45, 16, 18, 23, 45, 19, 21, 26, 45, 22,
    24, 29, 45, 25, 27, 32, 45, 28, 30, 35, 45, 31, 33, 38, 45, 34, 36, 41, 45, 37, 39,
    43, 45, 40, 42, 45, 46, 0, 8, 47, 48, 3, 11, 44, 48, 1, 6, 14, 48, 4, 9, 17, 48, 7,
    12, 20, 48, 10, 15, 23, 48, 13, 18, 26, 48, 16, 21, 29, 48, 19, 24, 32, 48, 22, 27,
    35, 48, 25, 30, 38, 48, 28, 33, 41, 48, 31, 36, 43, 48, 34, 39, 46, 48, 37, 42, 48,
    49, 0, 11, 50, 51, 3, 14, 47, 51, 6, 17, 44, 51, 1, 9, 20, 51, 4, 12, 23, 51, 7, 15,
    26, 51, 10, 18, 29, 51, 13, 21, 32, 51, 16, 24, 35, 51, 19, 27, 38, 51, 22, 30, 41,
    51, 25, 33, 43, 51, 28, 36, 46, 51, 31, 39, 49, 51, 34, 42, 51, 52, 0, 14, 53, 54, 3,
    17, 50, 54, 6, 20, 47, 54, 9, 23, 44, 54, 1, 12, 26, 54, 4, 15, 29, 54, 7, 18, 32,
    54, 10, 21, 35, 54, 13, 24, 38, 54, 16, 27, 41, 54, 19, 30, 43, 54, 22, 33, 46, 54,
    25, 36, 49, 54, 28, 39, 52, 54, 31, 42, 54, 55, 0, 17, 56, 57, 3, 20, 53, 57, 6, 23,
    50, 57, 9, 26, 47, 57, 12, 29, 44, 57, 1, 15, 32, 57, 4, 18, 35, 57, 7, 21, 38, 57,
    10, 24, 41, 57, 13, 27, 43, 57, 16, 30, 46, 57, 19, 33, 49, 57, 22, 36, 52, 57, 25,
    39, 55, 57, 28, 42, 57, 58, 0, 20, 59, 60, 3, 23, 56, 60, 6, 26, 53, 60, 9, 29, 50,
    60, 12, 32, 47, 60, 15, 35, 44, 60, 1, 18, 38, 60, 4, 21, 41, 60, 7, 24, 43, 60, 10,
    27, 46, 60, 13, 30, 49, 60, 16, 33, 52, 60, 19, 36, 55, 60, 22, 39, 58, 60, 25, 42,
    60, 61, 0, 23, 62, 63, 3, 26, 59, 63, 6, 29, 56, 63, 9, 32, 53, 63, 12, 35, 50, 63,
    15, 38, 47, 63, 18, 41, 44, 63, 1, 21, 43, 63, 4, 24, 46, 63, 7, 27, 49, 63, 10, 30,
    52, 63, 13, 33, 55, 63, 16, 36, 58, 63, 19, 39, 61, 63, 22, 42, 63, 64, 0, 26, 65,
    66, 3, 29, 62, 66, 6, 32, 59, 66, 9, 35, 56, 66, 12, 38, 53, 66, 15, 41, 50, 66, 18,
    43, 47, 66, 21, 44, 46, 66, 1, 24, 49, 66, 4, 27, 52, 66, 7, 30, 55, 66, 10, 33, 58,
    66, 13, 36, 61, 66, 16, 39, 64, 66, 19, 42, 66, 67, 0, 29, 68, 69, 3, 32, 65, 69, 6,
    35, 62, 69, 9, 38, 59, 69, 12, 41, 56, 69, 15, 43, 53, 69, 18, 46, 50, 69, 21, 47,
    49, 69, 24, 44, 52, 69, 1, 27, 55, 69, 4, 30, 58, 69, 7, 33, 61, 69, 10, 36, 64, 69,
    13, 39, 67, 69, 16, 42, 69, 70, 0, 32, 71, 72, 3, 35, 68, 72, 6, 38, 65, 72, 9, 41,
    62, 72, 12, 43, 59, 72, 15, 46, 56, 72, 18, 49, 53, 72, 21, 50, 52, 72, 24, 47, 55,
    72, 27, 44, 58, 72, 1, 30, 61, 72, 4, 33, 64, 72, 7, 36, 67, 72, 10, 39, 70, 72, 13,
    42, 72, 73, 0, 35, 74, 75, 3, 38, 71, 75, 6, 41, 68, 75, 9, 43, 65, 75, 12, 46, 62,
    75, 15, 49, 59, 75, 18, 52, 56, 75, 21, 53, 55, 75, 24, 50, 58, 75, 27, 47, 61, 75,
    30, 44, 64, 75, 1, 33, 67, 75, 4, 36, 70, 75, 7, 39, 73, 75, 10, 42, 75, 76, 0, 38,
    77, 78, 3, 41, 74, 78, 6, 43, 71, 78, 9, 46, 68, 78, 12, 49, 65, 78, 15, 52, 62, 78,
    18, 55, 59, 78, 21, 56, 58, 78, 24, 53, 61, 78, 27, 50, 64, 78, 30, 47, 67, 78, 33,
    44, 70, 78, 1, 36, 73, 78, 4, 39, 76, 78, 7, 42, 78, 79, 0, 41, 80, 81, 3, 43, 77,
    81, 6, 46, 74, 81, 9, 49, 71, 81, 12, 52, 68, 81, 15, 55, 65, 81, 18, 58, 62, 81, 21,
    59, 61, 81, 24, 56, 64, 81, 27, 53, 67, 81, 30, 50, 70, 81, 33, 47, 73, 81, 36, 44,
    76, 81, 1, 39, 79, 81, 4, 42, 81, 82, 0, 43, 83, 84, 3, 46, 80, 83, 6, 49, 77, 83, 9,
    52, 74, 83, 12, 55, 71, 83, 15, 58, 68, 83, 18, 61, 65, 83, 21, 62, 64, 83, 24, 59,
    67, 83, 27, 56, 70, 83, 30, 53, 73, 83, 33, 50, 76, 83, 36, 47, 79, 83, 39, 44, 82,
    83, 1, 42, 83, 84,
];

/// Table `line_member_bits_13`.
static LINE_MEMBER_BITS_13: [i64; 900] = [
    70368744177665i64, 70368744177665i64, 70368744177665i64, 0, 35184372088834i64,
    70368744177665i64, 35184372088833i64, 8589934593i64, 17592186044420i64,
    70368744177665i64, 17592186044417i64, 17179869185i64, 8796093022216i64,
    70368744177665i64, 8796093022209i64, 34359738369i64, 4398046511120i64,
    70368744177665i64, 4398046511105i64, 68719476737i64, 2199023255584i64,
    70368744177665i64, 2199023255553i64, 137438953473i64, 1099511627840i64,
    70368744177665i64, 1099511627777i64, 274877906945i64, 549755814016i64,
    70368744177665i64, 549755813889i64, 549755813889i64, 274877907200i64,
    70368744177665i64, 274877906945i64, 1099511627777i64, 137438953984i64,
    70368744177665i64, 137438953473i64, 2199023255553i64, 68719477760i64,
    70368744177665i64, 68719476737i64, 4398046511105i64, 34359740416i64,
    70368744177665i64, 34359738369i64, 8796093022209i64, 17179873280i64,
    70368744177665i64, 17179869185i64, 17592186044417i64, 8589942784i64,
    70368744177665i64, 8589934593i64, 35184372088833i64, 4294983680i64,
    70368744177665i64, 70368744177665i64, 0, 35184372088834i64, 4294967298i64,
    35184372088833i64, 70368744177665i64, 35184372088834i64, 35184372088834i64,
    8589934594i64, 35184372088834i64, 17592186044418i64, 35184372088834i64,
    17179869186i64, 17592186044420i64, 8796093022210i64, 35184372088834i64,
    34359738370i64, 8796093022216i64, 4398046511106i64, 35184372088834i64,
    68719476738i64, 4398046511120i64, 2199023255554i64, 35184372088834i64,
    137438953474i64, 2199023255584i64, 1099511627778i64, 35184372088834i64,
    274877906946i64, 1099511627840i64, 549755813890i64, 35184372088834i64,
    549755813890i64, 549755814016i64, 274877906946i64, 35184372088834i64,
    1099511627778i64, 274877907200i64, 137438953474i64, 35184372088834i64,
    2199023255554i64, 137438953984i64, 68719476738i64, 35184372088834i64,
    4398046511106i64, 68719477760i64, 34359738370i64, 35184372088834i64,
    8796093022210i64, 34359740416i64, 17179869186i64, 35184372088834i64,
    17592186044418i64, 17179873280i64, 8589934594i64, 35184372088834i64,
    35184372088834i64, 8589942784i64, 4294967298i64, 35184372088834i64, 4294983680i64,
    35184372088833i64, 17592186044420i64, 4294967300i64, 17592186044417i64,
    70368744177665i64, 17592186044420i64, 8589934596i64, 17592186044418i64,
    35184372088834i64, 17592186044420i64, 17592186044420i64, 17179869188i64,
    17592186044420i64, 8796093022212i64, 17592186044420i64, 34359738372i64,
    8796093022216i64, 4398046511108i64, 17592186044420i64, 68719476740i64,
    4398046511120i64, 2199023255556i64, 17592186044420i64, 137438953476i64,
    2199023255584i64, 1099511627780i64, 17592186044420i64, 274877906948i64,
    1099511627840i64, 549755813892i64, 17592186044420i64, 549755813892i64,
    549755814016i64, 274877906948i64, 17592186044420i64, 1099511627780i64,
    274877907200i64, 137438953476i64, 17592186044420i64, 2199023255556i64,
    137438953984i64, 68719476740i64, 17592186044420i64, 4398046511108i64, 68719477760i64,
    34359738372i64, 17592186044420i64, 8796093022212i64, 34359740416i64, 17179869188i64,
    17592186044420i64, 17592186044420i64, 17179873280i64, 8589934596i64,
    17592186044420i64, 17592186044418i64, 8589942784i64, 4294967300i64,
    17592186044420i64, 4294983680i64, 17592186044417i64, 8796093022216i64, 4294967304i64,
    8796093022209i64, 70368744177665i64, 8796093022216i64, 8589934600i64,
    8796093022210i64, 35184372088834i64, 8796093022216i64, 17179869192i64,
    8796093022212i64, 17592186044420i64, 8796093022216i64, 8796093022216i64,
    34359738376i64, 8796093022216i64, 4398046511112i64, 8796093022216i64, 68719476744i64,
    4398046511120i64, 2199023255560i64, 8796093022216i64, 137438953480i64,
    2199023255584i64, 1099511627784i64, 8796093022216i64, 274877906952i64,
    1099511627840i64, 549755813896i64, 8796093022216i64, 549755813896i64,
    549755814016i64, 274877906952i64, 8796093022216i64, 1099511627784i64,
    274877907200i64, 137438953480i64, 8796093022216i64, 2199023255560i64,
    137438953984i64, 68719476744i64, 8796093022216i64, 4398046511112i64, 68719477760i64,
    34359738376i64, 8796093022216i64, 8796093022216i64, 34359740416i64, 17179869192i64,
    8796093022216i64, 8796093022212i64, 17179873280i64, 8589934600i64, 8796093022216i64,
    8796093022210i64, 8589942784i64, 4294967304i64, 8796093022216i64, 4294983680i64,
    8796093022209i64, 4398046511120i64, 4294967312i64, 4398046511105i64,
    70368744177665i64, 4398046511120i64, 8589934608i64, 4398046511106i64,
    35184372088834i64, 4398046511120i64, 17179869200i64, 4398046511108i64,
    17592186044420i64, 4398046511120i64, 34359738384i64, 4398046511112i64,
    8796093022216i64, 4398046511120i64, 4398046511120i64, 68719476752i64,
    4398046511120i64, 2199023255568i64, 4398046511120i64, 137438953488i64,
    2199023255584i64, 1099511627792i64, 4398046511120i64, 274877906960i64,
    1099511627840i64, 549755813904i64, 4398046511120i64, 549755813904i64,
    549755814016i64, 274877906960i64, 4398046511120i64, 1099511627792i64,
    274877907200i64, 137438953488i64, 4398046511120i64, 2199023255568i64,
    137438953984i64, 68719476752i64, 4398046511120i64, 4398046511120i64, 68719477760i64,
    34359738384i64, 4398046511120i64, 4398046511112i64, 34359740416i64, 17179869200i64,
    4398046511120i64, 4398046511108i64, 17179873280i64, 8589934608i64, 4398046511120i64,
    4398046511106i64, 8589942784i64, 4294967312i64, 4398046511120i64, 4294983680i64,
    4398046511105i64, 2199023255584i64, 4294967328i64, 2199023255553i64,
    70368744177665i64, 2199023255584i64, 8589934624i64, 2199023255554i64,
    35184372088834i64, 2199023255584i64, 17179869216i64, 2199023255556i64,
    17592186044420i64, 2199023255584i64, 34359738400i64, 2199023255560i64,
    8796093022216i64, 2199023255584i64, 68719476768i64, 2199023255568i64,
    4398046511120i64, 2199023255584i64, 2199023255584i64, 137438953504i64,
    2199023255584i64, 1099511627808i64, 2199023255584i64, 274877906976i64,
    1099511627840i64, 549755813920i64, 2199023255584i64, 549755813920i64,
    549755814016i64, 274877906976i64, 2199023255584i64, 1099511627808i64,
    274877907200i64, 137438953504i64, 2199023255584i64, 2199023255584i64,
    137438953984i64, 68719476768i64, 2199023255584i64, 2199023255568i64, 68719477760i64,
    34359738400i64, 2199023255584i64, 2199023255560i64, 34359740416i64, 17179869216i64,
    2199023255584i64, 2199023255556i64, 17179873280i64, 8589934624i64, 2199023255584i64,
    2199023255554i64, 8589942784i64, 4294967328i64, 2199023255584i64, 4294983680i64,
    2199023255553i64, 1099511627840i64, 4294967360i64, 1099511627777i64,
    70368744177665i64, 1099511627840i64, 8589934656i64, 1099511627778i64,
    35184372088834i64, 1099511627840i64, 17179869248i64, 1099511627780i64,
    17592186044420i64, 1099511627840i64, 34359738432i64, 1099511627784i64,
    8796093022216i64, 1099511627840i64, 68719476800i64, 1099511627792i64,
    4398046511120i64, 1099511627840i64, 137438953536i64, 1099511627808i64,
    2199023255584i64, 1099511627840i64, 1099511627840i64, 274877907008i64,
    1099511627840i64, 549755813952i64, 1099511627840i64, 549755813952i64,
    549755814016i64, 274877907008i64, 1099511627840i64, 1099511627840i64,
    274877907200i64, 137438953536i64, 1099511627840i64, 1099511627808i64,
    137438953984i64, 68719476800i64, 1099511627840i64, 1099511627792i64, 68719477760i64,
    34359738432i64, 1099511627840i64, 1099511627784i64, 34359740416i64, 17179869248i64,
    1099511627840i64, 1099511627780i64, 17179873280i64, 8589934656i64, 1099511627840i64,
    1099511627778i64, 8589942784i64, 4294967360i64, 1099511627840i64, 4294983680i64,
    1099511627777i64, 549755814016i64, 4294967424i64, 549755813889i64, 70368744177665i64,
    549755814016i64, 8589934720i64, 549755813890i64, 35184372088834i64, 549755814016i64,
    17179869312i64, 549755813892i64, 17592186044420i64, 549755814016i64, 34359738496i64,
    549755813896i64, 8796093022216i64, 549755814016i64, 68719476864i64, 549755813904i64,
    4398046511120i64, 549755814016i64, 137438953600i64, 549755813920i64,
    2199023255584i64, 549755814016i64, 274877907072i64, 549755813952i64,
    1099511627840i64, 549755814016i64, 549755814016i64, 549755814016i64, 549755814016i64,
    274877907072i64, 549755814016i64, 549755813952i64, 274877907200i64, 137438953600i64,
    549755814016i64, 549755813920i64, 137438953984i64, 68719476864i64, 549755814016i64,
    549755813904i64, 68719477760i64, 34359738496i64, 549755814016i64, 549755813896i64,
    34359740416i64, 17179869312i64, 549755814016i64, 549755813892i64, 17179873280i64,
    8589934720i64, 549755814016i64, 549755813890i64, 8589942784i64, 4294967424i64,
    549755814016i64, 4294983680i64, 549755813889i64, 274877907200i64, 4294967552i64,
    274877906945i64, 70368744177665i64, 274877907200i64, 8589934848i64, 274877906946i64,
    35184372088834i64, 274877907200i64, 17179869440i64, 274877906948i64,
    17592186044420i64, 274877907200i64, 34359738624i64, 274877906952i64,
    8796093022216i64, 274877907200i64, 68719476992i64, 274877906960i64, 4398046511120i64,
    274877907200i64, 137438953728i64, 274877906976i64, 2199023255584i64, 274877907200i64,
    274877907200i64, 274877907008i64, 1099511627840i64, 274877907200i64, 274877907072i64,
    274877907072i64, 549755814016i64, 274877907200i64, 274877907200i64, 274877907008i64,
    274877907200i64, 137438953728i64, 274877907200i64, 274877906976i64, 137438953984i64,
    68719476992i64, 274877907200i64, 274877906960i64, 68719477760i64, 34359738624i64,
    274877907200i64, 274877906952i64, 34359740416i64, 17179869440i64, 274877907200i64,
    274877906948i64, 17179873280i64, 8589934848i64, 274877907200i64, 274877906946i64,
    8589942784i64, 4294967552i64, 274877907200i64, 4294983680i64, 274877906945i64,
    137438953984i64, 4294967808i64, 137438953473i64, 70368744177665i64, 137438953984i64,
    8589935104i64, 137438953474i64, 35184372088834i64, 137438953984i64, 17179869696i64,
    137438953476i64, 17592186044420i64, 137438953984i64, 34359738880i64, 137438953480i64,
    8796093022216i64, 137438953984i64, 68719477248i64, 137438953488i64, 4398046511120i64,
    137438953984i64, 137438953984i64, 137438953504i64, 2199023255584i64, 137438953984i64,
    137438953728i64, 137438953536i64, 1099511627840i64, 137438953984i64, 137438953600i64,
    137438953600i64, 549755814016i64, 137438953984i64, 137438953728i64, 137438953536i64,
    274877907200i64, 137438953984i64, 137438953984i64, 137438953504i64, 137438953984i64,
    68719477248i64, 137438953984i64, 137438953488i64, 68719477760i64, 34359738880i64,
    137438953984i64, 137438953480i64, 34359740416i64, 17179869696i64, 137438953984i64,
    137438953476i64, 17179873280i64, 8589935104i64, 137438953984i64, 137438953474i64,
    8589942784i64, 4294967808i64, 137438953984i64, 4294983680i64, 137438953473i64,
    68719477760i64, 4294968320i64, 68719476737i64, 70368744177665i64, 68719477760i64,
    8589935616i64, 68719476738i64, 35184372088834i64, 68719477760i64, 17179870208i64,
    68719476740i64, 17592186044420i64, 68719477760i64, 34359739392i64, 68719476744i64,
    8796093022216i64, 68719477760i64, 68719477760i64, 68719476752i64, 4398046511120i64,
    68719477760i64, 68719477248i64, 68719476768i64, 2199023255584i64, 68719477760i64,
    68719476992i64, 68719476800i64, 1099511627840i64, 68719477760i64, 68719476864i64,
    68719476864i64, 549755814016i64, 68719477760i64, 68719476992i64, 68719476800i64,
    274877907200i64, 68719477760i64, 68719477248i64, 68719476768i64, 137438953984i64,
    68719477760i64, 68719477760i64, 68719476752i64, 68719477760i64, 34359739392i64,
    68719477760i64, 68719476744i64, 34359740416i64, 17179870208i64, 68719477760i64,
    68719476740i64, 17179873280i64, 8589935616i64, 68719477760i64, 68719476738i64,
    8589942784i64, 4294968320i64, 68719477760i64, 4294983680i64, 68719476737i64,
    34359740416i64, 4294969344i64, 34359738369i64, 70368744177665i64, 34359740416i64,
    8589936640i64, 34359738370i64, 35184372088834i64, 34359740416i64, 17179871232i64,
    34359738372i64, 17592186044420i64, 34359740416i64, 34359740416i64, 34359738376i64,
    8796093022216i64, 34359740416i64, 34359739392i64, 34359738384i64, 4398046511120i64,
    34359740416i64, 34359738880i64, 34359738400i64, 2199023255584i64, 34359740416i64,
    34359738624i64, 34359738432i64, 1099511627840i64, 34359740416i64, 34359738496i64,
    34359738496i64, 549755814016i64, 34359740416i64, 34359738624i64, 34359738432i64,
    274877907200i64, 34359740416i64, 34359738880i64, 34359738400i64, 137438953984i64,
    34359740416i64, 34359739392i64, 34359738384i64, 68719477760i64, 34359740416i64,
    34359740416i64, 34359738376i64, 34359740416i64, 17179871232i64, 34359740416i64,
    34359738372i64, 17179873280i64, 8589936640i64, 34359740416i64, 34359738370i64,
    8589942784i64, 4294969344i64, 34359740416i64, 4294983680i64, 34359738369i64,
    17179873280i64, 4294971392i64, 17179869185i64, 70368744177665i64, 17179873280i64,
    8589938688i64, 17179869186i64, 35184372088834i64, 17179873280i64, 17179873280i64,
    17179869188i64, 17592186044420i64, 17179873280i64, 17179871232i64, 17179869192i64,
    8796093022216i64, 17179873280i64, 17179870208i64, 17179869200i64, 4398046511120i64,
    17179873280i64, 17179869696i64, 17179869216i64, 2199023255584i64, 17179873280i64,
    17179869440i64, 17179869248i64, 1099511627840i64, 17179873280i64, 17179869312i64,
    17179869312i64, 549755814016i64, 17179873280i64, 17179869440i64, 17179869248i64,
    274877907200i64, 17179873280i64, 17179869696i64, 17179869216i64, 137438953984i64,
    17179873280i64, 17179870208i64, 17179869200i64, 68719477760i64, 17179873280i64,
    17179871232i64, 17179869192i64, 34359740416i64, 17179873280i64, 17179873280i64,
    17179869188i64, 17179873280i64, 8589938688i64, 17179873280i64, 17179869186i64,
    8589942784i64, 4294971392i64, 17179873280i64, 4294983680i64, 17179869185i64,
    8589942784i64, 4294975488i64, 8589934593i64, 70368744177665i64, 8589942784i64,
    8589942784i64, 8589934594i64, 35184372088834i64, 8589942784i64, 8589938688i64,
    8589934596i64, 17592186044420i64, 8589942784i64, 8589936640i64, 8589934600i64,
    8796093022216i64, 8589942784i64, 8589935616i64, 8589934608i64, 4398046511120i64,
    8589942784i64, 8589935104i64, 8589934624i64, 2199023255584i64, 8589942784i64,
    8589934848i64, 8589934656i64, 1099511627840i64, 8589942784i64, 8589934720i64,
    8589934720i64, 549755814016i64, 8589942784i64, 8589934848i64, 8589934656i64,
    274877907200i64, 8589942784i64, 8589935104i64, 8589934624i64, 137438953984i64,
    8589942784i64, 8589935616i64, 8589934608i64, 68719477760i64, 8589942784i64,
    8589936640i64, 8589934600i64, 34359740416i64, 8589942784i64, 8589938688i64,
    8589934596i64, 17179873280i64, 8589942784i64, 8589942784i64, 8589934594i64,
    8589942784i64, 4294975488i64, 8589942784i64, 4294983680i64, 8589934593i64,
    4294983680i64, 4294983680i64, 70368744177665i64, 0, 4294983680i64, 4294975488i64,
    4294967298i64, 35184372088834i64, 4294983680i64, 4294971392i64, 4294967300i64,
    17592186044420i64, 4294983680i64, 4294969344i64, 4294967304i64, 8796093022216i64,
    4294983680i64, 4294968320i64, 4294967312i64, 4398046511120i64, 4294983680i64,
    4294967808i64, 4294967328i64, 2199023255584i64, 4294983680i64, 4294967552i64,
    4294967360i64, 1099511627840i64, 4294983680i64, 4294967424i64, 4294967424i64,
    549755814016i64, 4294983680i64, 4294967552i64, 4294967360i64, 274877907200i64,
    4294983680i64, 4294967808i64, 4294967328i64, 137438953984i64, 4294983680i64,
    4294968320i64, 4294967312i64, 68719477760i64, 4294983680i64, 4294969344i64,
    4294967304i64, 34359740416i64, 4294983680i64, 4294971392i64, 4294967300i64,
    17179873280i64, 4294983680i64, 4294975488i64, 4294967298i64, 8589942784i64,
    4294983680i64, 4294983680i64, 4294983680i64, 0,
];

/// Table `default_piece_14`.
static DEFAULT_PIECE_14: [u8; 4] = [0, 1, 2, 0];

/// Table `owner_15`.
static OWNER_15: [u8; 3] = [0, 1, 2];
