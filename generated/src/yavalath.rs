//! `Yavalath` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Yavalath`: 1136 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct YavalathState {
    pub what: [u8; 61],
    pub who: [u8; 61],
    pub piece_state: [u8; 61],
    pub count: [u16; 61],
    pub height: [u8; 61],
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
    pub line_bits: [u64; 84],
}

impl YavalathState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: YavalathState = YavalathState {
        what: [0; 61],
        who: [0; 61],
        piece_state: [0; 61],
        count: [0; 61],
        height: [0; 61],
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
        line_bits: [0; 84],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for YavalathState {
    const LAYOUT: &'static str = "what:U8x61@0 who:U8x61@61 piece_state:U8x61@122 count:U16x61@184 height:U8x61@306 mover:U8x1@367 next:U8x1@368 prev:U8x1@369 num_moves:I32x1@372 last_from:I8x1@376 last_to:I8x1@377 moves_in_turn:I32x1@380 pass_run:I32x1@384 over:U8x1@388 swapped:U8x1@389 turns:I32x1@392 last_pass:U8x1@396 phase:U8x2@397 score:I32x2@400 rank:U8x2@408 triggered:I32x2@412 mark:I32x1@420 stamp:I32x1@424 stack:I8x1@428 owned:Bitsx4@432 line_bits:Bitsx84@464 =1136";

    fn from_kernel_bytes(bytes: &[u8]) -> YavalathState {
        assert_eq!(bytes.len(), 1136, "a state of this layout has {} bytes", 1136);
        let mut s = YavalathState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[61..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[122..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[184..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[306..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[367..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[368..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[369..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[372..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[376..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[377..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[380..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[384..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[388..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[389..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[392..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[396..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[397..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[400..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[408..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[412..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[420..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[424..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[428..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[432..]);
        ::ludemic_runtime::kernel::read_field(&mut s.line_bits, &bytes[464..]);
        s
    }
}

/// The game `Yavalath`; its states are [`YavalathState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Yavalath;

impl Yavalath {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 63;
}

#[allow(unused, clippy::all)]
impl Game for Yavalath {
    type State = YavalathState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Yavalath"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> YavalathState {
        let mut s = YavalathState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &YavalathState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &YavalathState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut YavalathState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn apply_from_list(
        &self,
        s: &mut YavalathState,
        moves: &mut Vec<RawMove>,
        index: usize,
    ) {
        let mv = moves[index];
        self.apply(s, mv);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.update(moves, index as i64);
    }

    #[inline]
    fn status(&self, s: &YavalathState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &YavalathState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &YavalathState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 61,
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

    fn seat_of(&self, s: &YavalathState, role: usize) -> usize {
        if role <= 2 && s.swapped[0] != 0 { 3 - role } else { role }
    }
}

#[allow(unused, clippy::all)]
impl YavalathState {
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
        for site in 0i64..61 {
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
        if self.num_moves[0] == 1 {
            moves
                .push(RawMove {
                    from: 4294967295,
                    to: 4294967295,
                    level_from: 0,
                    level_to: 0,
                    kind: 2,
                    aux: 0,
                });
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
        let mut line_runs: i64 = 0;
        let mut player: i64 = 0;
        let mut player_1: i64 = 0;
        let mut next: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
        let mut cse6: i64 = 0;
        let mut cse7: i64 = 0;
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
                if to < 61 {
                    cse0 = (self.who[to as usize] as i64)
                        .wrapping_mul(28)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(3) as usize] as i64,
                        );
                    self.line_bits[cse0 as usize] = (self.line_bits[cse0 as usize] as i64
                        & !LINE_MEMBER_BITS_13[to.wrapping_mul(3) as usize]) as u64;
                    cse1 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_mul(28)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(3) as usize] as i64,
                        );
                    self.line_bits[cse1 as usize] = (self.line_bits[cse1 as usize] as i64
                        | LINE_MEMBER_BITS_13[to.wrapping_mul(3) as usize]) as u64;
                    cse2 = (self.who[to as usize] as i64)
                        .wrapping_mul(28)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(3).wrapping_add(1) as usize]
                                as i64,
                        );
                    self.line_bits[cse2 as usize] = (self.line_bits[cse2 as usize] as i64
                        & !LINE_MEMBER_BITS_13[to.wrapping_mul(3).wrapping_add(1)
                            as usize]) as u64;
                    cse3 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_mul(28)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(3).wrapping_add(1) as usize]
                                as i64,
                        );
                    self.line_bits[cse3 as usize] = (self.line_bits[cse3 as usize] as i64
                        | LINE_MEMBER_BITS_13[to.wrapping_mul(3).wrapping_add(1)
                            as usize]) as u64;
                    cse4 = (self.who[to as usize] as i64)
                        .wrapping_mul(28)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(3).wrapping_add(2) as usize]
                                as i64,
                        );
                    self.line_bits[cse4 as usize] = (self.line_bits[cse4 as usize] as i64
                        & !LINE_MEMBER_BITS_13[to.wrapping_mul(3).wrapping_add(2)
                            as usize]) as u64;
                    cse5 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_mul(28)
                        .wrapping_add(
                            LINE_MEMBER_12[to.wrapping_mul(3).wrapping_add(2) as usize]
                                as i64,
                        );
                    self.line_bits[cse5 as usize] = (self.line_bits[cse5 as usize] as i64
                        | LINE_MEMBER_BITS_13[to.wrapping_mul(3).wrapping_add(2)
                            as usize]) as u64;
                    cse6 = (self.who[to as usize] as i64).wrapping_add(to / 64);
                    self.owned[cse6 as usize] = (self.owned[cse6 as usize] as i64
                        & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                    if what != 0 {
                        cse7 = (OWNER_15[(if what >= 0 && what < 3 { what } else { 0 })
                            as usize] as i64)
                            .wrapping_add(to / 64);
                        self.owned[cse7 as usize] = (self.owned[cse7 as usize] as i64
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
        if mv.kind as i64 == 2 {
            self.swapped[0] = 1i64.wrapping_sub(self.swapped[0] as i64) as u8;
            self.next[0] = mover as u8;
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
        line_runs = self.line_board_runs_4();
        if ((line_runs as u64) >> 4) as i64 != 0 {
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
        if ((line_runs as u64) >> 3) as i64 != 0 {
            player_1 = mover;
            if player_1 >= 1 && player_1 <= 2 {
                for i_1 in 0i64..2 {
                    self.rank[i_1 as usize] = (if i_1 == player_1.wrapping_sub(1) {
                        2
                    } else {
                        1
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
        if pivot < 0 || pivot >= 61 {
            return 0;
        }
        what = self.what[pivot as usize] as i64;
        for j in 0i64..3 {
            d = AXES_ORTHOGONAL_5[pivot.wrapping_mul(3).wrapping_add(j) as usize] as i64;
            if d < 0 {
                break;
            }
            side = OPPOSITE_3[d as usize] as i64;
            total = 1;
            off = RAY_OFF_0[d.wrapping_mul(61).wrapping_add(pivot) as usize] as i64;
            n = RAY_LEN_1[d.wrapping_mul(61).wrapping_add(pivot) as usize] as i64;
            for i in 0..n {
                if self.what[RAY_DATA_2[off.wrapping_add(i) as usize] as i64 as usize]
                    as i64 != what
                {
                    break;
                }
                total = total.wrapping_add(1);
            }
            if side >= 0 {
                off = RAY_OFF_0[side.wrapping_mul(61).wrapping_add(pivot) as usize]
                    as i64;
                n = RAY_LEN_1[side.wrapping_mul(61).wrapping_add(pivot) as usize] as i64;
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
        if pivot < 0 || pivot >= 61 {
            return 0;
        }
        base = self.who[pivot as usize] as i64;
        if base == 0 {
            return self.line_runs_3();
        }
        base = base.wrapping_mul(28);
        runs = 0;
        for j in 0i64..3 {
            e = LINE_AXES_11[pivot.wrapping_mul(3).wrapping_add(j) as usize] as i64;
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
        let mut cse0: i64 = 0;
        cse0 = (self.over[0] == 0) as i64;
        if cse0 != 0 && self.num_moves[0] >= 3 && moves.len() as i64 > 1 {
            moves.swap_remove((index) as usize);
        } else if cse0 != 0 && self.num_moves[0] == 1 && moves.len() as i64 > 1 {
            moves.swap_remove((index) as usize);
            moves
                .push(RawMove {
                    from: 4294967295,
                    to: 4294967295,
                    level_from: 0,
                    level_to: 0,
                    kind: 2,
                    aux: 0,
                });
        } else if cse0 != 0 && self.num_moves[0] == 2 && moves.len() as i64 > 2 {
            if index != (moves.len() as i64).wrapping_sub(1) {
                moves.swap_remove(((moves.len() as i64).wrapping_sub(1)) as usize);
            }
            moves.swap_remove((index) as usize);
        } else {
            moves.clear();
            self.legal(moves);
        }
    }
}

/// Table `ray_off_0`.
static RAY_OFF_0: [u16; 732] = [
    0, 4, 7, 9, 10, 10, 15, 19, 22, 24, 25, 25, 31, 36, 40, 43, 45, 46, 46, 53, 59, 64,
    68, 71, 73, 74, 74, 82, 89, 95, 100, 104, 107, 109, 110, 110, 117, 123, 128, 132,
    135, 137, 138, 138, 144, 149, 153, 156, 158, 159, 159, 164, 168, 171, 173, 174, 174,
    178, 181, 183, 184, 184, 184, 184, 184, 184, 184, 185, 186, 187, 188, 188, 188, 190,
    192, 194, 195, 196, 196, 196, 199, 202, 204, 206, 207, 208, 208, 208, 212, 215, 218,
    220, 222, 223, 224, 224, 224, 228, 231, 234, 236, 238, 239, 240, 240, 244, 247, 250,
    252, 254, 255, 255, 259, 262, 265, 267, 268, 268, 272, 275, 277, 278, 278, 278, 278,
    278, 278, 278, 279, 280, 281, 282, 283, 283, 285, 287, 289, 291, 293, 294, 294, 297,
    300, 303, 306, 309, 311, 312, 312, 316, 320, 324, 328, 332, 335, 337, 338, 338, 343,
    348, 353, 358, 362, 365, 367, 368, 374, 380, 386, 391, 395, 398, 400, 407, 414, 420,
    425, 429, 432, 440, 447, 453, 458, 462, 462, 462, 462, 462, 462, 462, 462, 462, 462,
    462, 462, 462, 463, 464, 465, 466, 467, 467, 467, 468, 469, 470, 471, 472, 473, 473,
    473, 474, 476, 478, 480, 482, 484, 485, 485, 486, 488, 490, 492, 494, 496, 498, 499,
    501, 504, 507, 510, 513, 516, 518, 521, 524, 527, 530, 533, 536, 540, 544, 548, 552,
    556, 556, 556, 556, 556, 556, 556, 557, 558, 559, 560, 561, 561, 562, 564, 566, 568,
    570, 572, 572, 573, 575, 578, 581, 584, 587, 590, 590, 591, 593, 596, 600, 604, 608,
    612, 616, 617, 619, 622, 626, 631, 636, 641, 646, 648, 651, 655, 660, 666, 672, 678,
    681, 685, 690, 696, 703, 710, 714, 719, 725, 732, 740, 740, 740, 740, 740, 740, 740,
    740, 741, 742, 743, 744, 744, 744, 745, 746, 748, 750, 752, 752, 752, 753, 754, 756,
    758, 761, 764, 764, 764, 765, 766, 768, 770, 773, 776, 780, 780, 781, 782, 784, 786,
    789, 792, 796, 796, 797, 799, 801, 804, 807, 811, 811, 812, 814, 817, 820, 824, 824,
    825, 827, 830, 834, 834, 835, 837, 840, 844, 844, 845, 847, 850, 854, 859, 859, 860,
    862, 865, 869, 874, 880, 880, 881, 883, 886, 890, 895, 901, 908, 908, 909, 911, 914,
    918, 923, 929, 936, 944, 944, 945, 947, 950, 954, 959, 965, 972, 972, 973, 975, 978,
    982, 987, 993, 993, 994, 996, 999, 1003, 1008, 1008, 1009, 1011, 1014, 1018, 1018,
    1019, 1021, 1024, 1028, 1028, 1029, 1031, 1034, 1037, 1041, 1041, 1042, 1044, 1046,
    1049, 1052, 1056, 1056, 1057, 1058, 1060, 1062, 1065, 1068, 1072, 1072, 1072, 1073,
    1074, 1076, 1078, 1081, 1084, 1088, 1088, 1088, 1089, 1090, 1092, 1094, 1097, 1100,
    1100, 1100, 1101, 1102, 1104, 1106, 1108, 1108, 1108, 1109, 1110, 1111, 1112, 1112,
    1112, 1112, 1112, 1112, 1116, 1121, 1127, 1134, 1142, 1145, 1149, 1154, 1160, 1167,
    1174, 1176, 1179, 1183, 1188, 1194, 1200, 1206, 1207, 1209, 1212, 1216, 1221, 1226,
    1231, 1236, 1236, 1237, 1239, 1242, 1246, 1250, 1254, 1258, 1262, 1262, 1263, 1265,
    1268, 1271, 1274, 1277, 1280, 1280, 1281, 1283, 1285, 1287, 1289, 1291, 1291, 1292,
    1293, 1294, 1295, 1296, 1296, 1296, 1296, 1296, 1296, 1300, 1304, 1308, 1312, 1316,
    1319, 1322, 1325, 1328, 1331, 1334, 1336, 1339, 1342, 1345, 1348, 1351, 1353, 1354,
    1356, 1358, 1360, 1362, 1364, 1366, 1367, 1367, 1368, 1370, 1372, 1374, 1376, 1378,
    1379, 1379, 1379, 1380, 1381, 1382, 1383, 1384, 1385, 1385, 1385, 1386, 1387, 1388,
    1389, 1390, 1390, 1390, 1390, 1390, 1390, 1390, 1390, 1390, 1390, 1390, 1390, 1390,
    1398, 1405, 1411, 1416, 1420, 1427, 1434, 1440, 1445, 1449, 1452, 1458, 1464, 1470,
    1475, 1479, 1482, 1484, 1489, 1494, 1499, 1504, 1508, 1511, 1513, 1514, 1518, 1522,
    1526, 1530, 1534, 1537, 1539, 1540, 1540, 1543, 1546, 1549, 1552, 1555, 1557, 1558,
    1558, 1560, 1562, 1564, 1566, 1568, 1569, 1569, 1570, 1571, 1572, 1573, 1574, 1574,
    1574, 1574, 1574, 1574, 1574, 1578, 1581, 1583, 1584, 1584, 1588, 1591, 1594, 1596,
    1597, 1597, 1601, 1604, 1607, 1609, 1611, 1612, 1612, 1616, 1619, 1622, 1624, 1626,
    1627, 1628, 1628, 1632, 1635, 1638, 1640, 1642, 1643, 1644, 1644, 1644, 1647, 1650,
    1652, 1654, 1655, 1656, 1656, 1656, 1658, 1660, 1662, 1663, 1664, 1664, 1664, 1665,
    1666, 1667, 1668, 1668, 1668, 1668, 1668, 1668, 1668,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 732] = [
    4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 8, 7,
    6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 6, 5, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0,
    4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 2, 2, 2, 1, 1, 0, 0, 3, 3, 2, 2, 1,
    1, 0, 0, 4, 3, 3, 2, 2, 1, 1, 0, 0, 4, 3, 3, 2, 2, 1, 1, 0, 4, 3, 3, 2, 2, 1, 0, 4,
    3, 3, 2, 1, 0, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 1, 0,
    3, 3, 3, 3, 3, 2, 1, 0, 4, 4, 4, 4, 4, 3, 2, 1, 0, 5, 5, 5, 5, 4, 3, 2, 1, 6, 6, 6,
    5, 4, 3, 2, 7, 7, 6, 5, 4, 3, 8, 7, 6, 5, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 2, 2, 2, 2, 2, 1, 0, 1, 2, 2, 2, 2, 2,
    2, 1, 2, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 1, 1,
    1, 1, 1, 0, 1, 2, 2, 2, 2, 2, 0, 1, 2, 3, 3, 3, 3, 3, 0, 1, 2, 3, 4, 4, 4, 4, 4, 1,
    2, 3, 4, 5, 5, 5, 5, 2, 3, 4, 5, 6, 6, 6, 3, 4, 5, 6, 7, 7, 4, 5, 6, 7, 8, 0, 0, 0,
    0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 2, 2, 2, 0, 0, 1, 1, 2, 2, 3, 3, 0, 0, 1, 1, 2,
    2, 3, 3, 4, 0, 1, 1, 2, 2, 3, 3, 4, 0, 1, 2, 2, 3, 3, 4, 0, 1, 2, 3, 3, 4, 0, 1, 2,
    3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3,
    4, 5, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 3, 4, 0, 1, 2, 2, 3, 3, 4, 0, 1, 1,
    2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 0, 0, 1, 1, 2, 2,
    2, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 4, 5, 6, 7, 8, 3, 4, 5, 6, 7, 7, 2, 3, 4, 5, 6,
    6, 6, 1, 2, 3, 4, 5, 5, 5, 5, 0, 1, 2, 3, 4, 4, 4, 4, 4, 0, 1, 2, 3, 3, 3, 3, 3, 0,
    1, 2, 2, 2, 2, 2, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3,
    2, 3, 3, 3, 3, 3, 2, 1, 2, 2, 2, 2, 2, 2, 1, 0, 1, 2, 2, 2, 2, 2, 1, 0, 0, 1, 1, 1,
    1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 6, 5, 4, 7,
    7, 6, 5, 4, 3, 6, 6, 6, 5, 4, 3, 2, 5, 5, 5, 5, 4, 3, 2, 1, 4, 4, 4, 4, 4, 3, 2, 1,
    0, 3, 3, 3, 3, 3, 2, 1, 0, 2, 2, 2, 2, 2, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 4,
    3, 2, 1, 0, 4, 3, 3, 2, 1, 0, 4, 3, 3, 2, 2, 1, 0, 4, 3, 3, 2, 2, 1, 1, 0, 4, 3, 3,
    2, 2, 1, 1, 0, 0, 3, 3, 2, 2, 1, 1, 0, 0, 2, 2, 2, 1, 1, 0, 0, 1, 1, 1, 1, 0, 0, 0,
    0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 1668] = [
    1, 2, 3, 4, 2, 3, 4, 3, 4, 4, 6, 7, 8, 9, 10, 7, 8, 9, 10, 8, 9, 10, 9, 10, 10, 12,
    13, 14, 15, 16, 17, 13, 14, 15, 16, 17, 14, 15, 16, 17, 15, 16, 17, 16, 17, 17, 19,
    20, 21, 22, 23, 24, 25, 20, 21, 22, 23, 24, 25, 21, 22, 23, 24, 25, 22, 23, 24, 25,
    23, 24, 25, 24, 25, 25, 27, 28, 29, 30, 31, 32, 33, 34, 28, 29, 30, 31, 32, 33, 34,
    29, 30, 31, 32, 33, 34, 30, 31, 32, 33, 34, 31, 32, 33, 34, 32, 33, 34, 33, 34, 34,
    36, 37, 38, 39, 40, 41, 42, 37, 38, 39, 40, 41, 42, 38, 39, 40, 41, 42, 39, 40, 41,
    42, 40, 41, 42, 41, 42, 42, 44, 45, 46, 47, 48, 49, 45, 46, 47, 48, 49, 46, 47, 48,
    49, 47, 48, 49, 48, 49, 49, 51, 52, 53, 54, 55, 52, 53, 54, 55, 53, 54, 55, 54, 55,
    55, 57, 58, 59, 60, 58, 59, 60, 59, 60, 60, 1, 2, 3, 4, 6, 2, 7, 3, 8, 4, 9, 10, 12,
    7, 3, 13, 8, 4, 14, 9, 15, 10, 16, 17, 19, 13, 8, 4, 20, 14, 9, 21, 15, 10, 22, 16,
    23, 17, 24, 25, 28, 21, 15, 10, 29, 22, 16, 30, 23, 17, 31, 24, 32, 25, 33, 34, 37,
    30, 23, 17, 38, 31, 24, 39, 32, 25, 40, 33, 41, 34, 42, 45, 39, 32, 25, 46, 40, 33,
    47, 41, 34, 48, 42, 49, 52, 47, 41, 34, 53, 48, 42, 54, 49, 55, 0, 1, 2, 3, 4, 5, 0,
    6, 1, 7, 2, 8, 3, 9, 4, 10, 11, 5, 0, 12, 6, 1, 13, 7, 2, 14, 8, 3, 15, 9, 4, 16, 10,
    17, 18, 11, 5, 0, 19, 12, 6, 1, 20, 13, 7, 2, 21, 14, 8, 3, 22, 15, 9, 4, 23, 16, 10,
    24, 17, 25, 27, 19, 12, 6, 1, 28, 20, 13, 7, 2, 29, 21, 14, 8, 3, 30, 22, 15, 9, 4,
    31, 23, 16, 10, 32, 24, 17, 33, 25, 34, 36, 28, 20, 13, 7, 2, 37, 29, 21, 14, 8, 3,
    38, 30, 22, 15, 9, 4, 39, 31, 23, 16, 10, 40, 32, 24, 17, 41, 33, 25, 42, 34, 44, 37,
    29, 21, 14, 8, 3, 45, 38, 30, 22, 15, 9, 4, 46, 39, 31, 23, 16, 10, 47, 40, 32, 24,
    17, 48, 41, 33, 25, 49, 42, 34, 51, 45, 38, 30, 22, 15, 9, 4, 52, 46, 39, 31, 23, 16,
    10, 53, 47, 40, 32, 24, 17, 54, 48, 41, 33, 25, 55, 49, 42, 34, 0, 1, 2, 3, 4, 5, 6,
    7, 8, 9, 10, 11, 12, 0, 13, 1, 14, 2, 15, 3, 16, 4, 17, 18, 19, 5, 20, 6, 21, 7, 22,
    8, 23, 9, 24, 10, 25, 27, 11, 28, 12, 0, 29, 13, 1, 30, 14, 2, 31, 15, 3, 32, 16, 4,
    33, 17, 36, 19, 5, 37, 20, 6, 38, 21, 7, 39, 22, 8, 40, 23, 9, 41, 24, 10, 44, 28,
    12, 0, 45, 29, 13, 1, 46, 30, 14, 2, 47, 31, 15, 3, 48, 32, 16, 4, 0, 1, 2, 3, 4, 5,
    6, 0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 12, 5, 13, 6, 0, 14, 7, 1, 15, 8, 2, 16, 9, 3, 17,
    10, 4, 18, 19, 11, 20, 12, 5, 21, 13, 6, 0, 22, 14, 7, 1, 23, 15, 8, 2, 24, 16, 9, 3,
    25, 17, 10, 4, 26, 27, 18, 28, 19, 11, 29, 20, 12, 5, 30, 21, 13, 6, 0, 31, 22, 14,
    7, 1, 32, 23, 15, 8, 2, 33, 24, 16, 9, 3, 35, 26, 36, 27, 18, 37, 28, 19, 11, 38, 29,
    20, 12, 5, 39, 30, 21, 13, 6, 0, 40, 31, 22, 14, 7, 1, 41, 32, 23, 15, 8, 2, 43, 35,
    26, 44, 36, 27, 18, 45, 37, 28, 19, 11, 46, 38, 29, 20, 12, 5, 47, 39, 30, 21, 13, 6,
    0, 48, 40, 31, 22, 14, 7, 1, 50, 43, 35, 26, 51, 44, 36, 27, 18, 52, 45, 37, 28, 19,
    11, 53, 46, 38, 29, 20, 12, 5, 54, 47, 39, 30, 21, 13, 6, 0, 0, 1, 2, 3, 5, 6, 7, 0,
    8, 1, 9, 2, 11, 12, 13, 5, 14, 6, 15, 7, 0, 16, 8, 1, 18, 19, 20, 11, 21, 12, 22, 13,
    5, 23, 14, 6, 24, 15, 7, 0, 26, 27, 28, 18, 29, 19, 30, 20, 11, 31, 21, 12, 32, 22,
    13, 5, 35, 36, 26, 37, 27, 38, 28, 18, 39, 29, 19, 40, 30, 20, 11, 43, 44, 35, 45,
    36, 26, 46, 37, 27, 47, 38, 28, 18, 50, 51, 43, 52, 44, 35, 53, 45, 36, 26, 0, 1, 0,
    2, 1, 0, 3, 2, 1, 0, 5, 6, 5, 7, 6, 5, 8, 7, 6, 5, 9, 8, 7, 6, 5, 11, 12, 11, 13, 12,
    11, 14, 13, 12, 11, 15, 14, 13, 12, 11, 16, 15, 14, 13, 12, 11, 18, 19, 18, 20, 19,
    18, 21, 20, 19, 18, 22, 21, 20, 19, 18, 23, 22, 21, 20, 19, 18, 24, 23, 22, 21, 20,
    19, 18, 26, 27, 26, 28, 27, 26, 29, 28, 27, 26, 30, 29, 28, 27, 26, 31, 30, 29, 28,
    27, 26, 32, 31, 30, 29, 28, 27, 26, 33, 32, 31, 30, 29, 28, 27, 26, 35, 36, 35, 37,
    36, 35, 38, 37, 36, 35, 39, 38, 37, 36, 35, 40, 39, 38, 37, 36, 35, 41, 40, 39, 38,
    37, 36, 35, 43, 44, 43, 45, 44, 43, 46, 45, 44, 43, 47, 46, 45, 44, 43, 48, 47, 46,
    45, 44, 43, 50, 51, 50, 52, 51, 50, 53, 52, 51, 50, 54, 53, 52, 51, 50, 56, 57, 56,
    58, 57, 56, 59, 58, 57, 56, 5, 6, 11, 7, 12, 18, 8, 13, 19, 26, 11, 12, 18, 13, 19,
    26, 14, 20, 27, 15, 21, 28, 35, 18, 19, 26, 20, 27, 21, 28, 35, 22, 29, 36, 23, 30,
    37, 43, 26, 27, 28, 35, 29, 36, 30, 37, 43, 31, 38, 44, 32, 39, 45, 50, 35, 36, 37,
    43, 38, 44, 39, 45, 50, 40, 46, 51, 41, 47, 52, 56, 43, 44, 45, 50, 46, 51, 47, 52,
    56, 48, 53, 57, 50, 51, 52, 56, 53, 57, 54, 58, 56, 57, 58, 59, 5, 11, 18, 26, 6, 12,
    19, 27, 35, 7, 13, 20, 28, 36, 43, 8, 14, 21, 29, 37, 44, 50, 9, 15, 22, 30, 38, 45,
    51, 56, 11, 18, 26, 12, 19, 27, 35, 13, 20, 28, 36, 43, 14, 21, 29, 37, 44, 50, 15,
    22, 30, 38, 45, 51, 56, 16, 23, 31, 39, 46, 52, 57, 18, 26, 19, 27, 35, 20, 28, 36,
    43, 21, 29, 37, 44, 50, 22, 30, 38, 45, 51, 56, 23, 31, 39, 46, 52, 57, 24, 32, 40,
    47, 53, 58, 26, 27, 35, 28, 36, 43, 29, 37, 44, 50, 30, 38, 45, 51, 56, 31, 39, 46,
    52, 57, 32, 40, 47, 53, 58, 33, 41, 48, 54, 59, 35, 36, 43, 37, 44, 50, 38, 45, 51,
    56, 39, 46, 52, 57, 40, 47, 53, 58, 41, 48, 54, 59, 42, 49, 55, 60, 43, 44, 50, 45,
    51, 56, 46, 52, 57, 47, 53, 58, 48, 54, 59, 49, 55, 60, 50, 51, 56, 52, 57, 53, 58,
    54, 59, 55, 60, 56, 57, 58, 59, 60, 12, 28, 44, 56, 13, 29, 45, 57, 14, 30, 46, 58,
    15, 31, 47, 59, 16, 32, 48, 60, 19, 36, 50, 20, 37, 51, 21, 38, 52, 22, 39, 53, 23,
    40, 54, 24, 41, 55, 27, 43, 28, 44, 56, 29, 45, 57, 30, 46, 58, 31, 47, 59, 32, 48,
    60, 33, 49, 35, 36, 50, 37, 51, 38, 52, 39, 53, 40, 54, 41, 55, 42, 43, 44, 56, 45,
    57, 46, 58, 47, 59, 48, 60, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 6, 13,
    21, 30, 39, 47, 54, 60, 7, 14, 22, 31, 40, 48, 55, 8, 15, 23, 32, 41, 49, 9, 16, 24,
    33, 42, 10, 17, 25, 34, 12, 20, 29, 38, 46, 53, 59, 13, 21, 30, 39, 47, 54, 60, 14,
    22, 31, 40, 48, 55, 15, 23, 32, 41, 49, 16, 24, 33, 42, 17, 25, 34, 19, 28, 37, 45,
    52, 58, 20, 29, 38, 46, 53, 59, 21, 30, 39, 47, 54, 60, 22, 31, 40, 48, 55, 23, 32,
    41, 49, 24, 33, 42, 25, 34, 27, 36, 44, 51, 57, 28, 37, 45, 52, 58, 29, 38, 46, 53,
    59, 30, 39, 47, 54, 60, 31, 40, 48, 55, 32, 41, 49, 33, 42, 34, 35, 43, 50, 56, 36,
    44, 51, 57, 37, 45, 52, 58, 38, 46, 53, 59, 39, 47, 54, 60, 40, 48, 55, 41, 49, 42,
    43, 50, 56, 44, 51, 57, 45, 52, 58, 46, 53, 59, 47, 54, 60, 48, 55, 49, 50, 56, 51,
    57, 52, 58, 53, 59, 54, 60, 55, 56, 57, 58, 59, 60, 7, 15, 24, 34, 8, 16, 25, 9, 17,
    10, 13, 22, 32, 42, 14, 23, 33, 15, 24, 34, 16, 25, 17, 20, 30, 40, 49, 21, 31, 41,
    22, 32, 42, 23, 33, 24, 34, 25, 28, 38, 47, 55, 29, 39, 48, 30, 40, 49, 31, 41, 32,
    42, 33, 34, 36, 45, 53, 60, 37, 46, 54, 38, 47, 55, 39, 48, 40, 49, 41, 42, 44, 52,
    59, 45, 53, 60, 46, 54, 47, 55, 48, 49, 51, 58, 52, 59, 53, 60, 54, 55, 57, 58, 59,
    60,
];

/// Table `opposite_3`.
static OPPOSITE_3: [u8; 12] = [6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5];

/// Table `axes_orthogonal_5`.
static AXES_ORTHOGONAL_5: [u8; 183] = [
    0, 8, 10, 0, 8, 10, 0, 8, 10, 0, 8, 10, 6, 8, 10, 0, 2, 10, 0, 2, 4, 0, 2, 4, 0, 2,
    4, 0, 2, 4, 4, 6, 8, 0, 2, 10, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 4, 6, 8,
    0, 2, 10, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 4, 6, 8, 0, 2, 10, 0,
    2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 4, 6, 8, 0, 2, 4, 0, 2,
    4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 2, 4, 6, 0, 2, 4, 0, 2, 4, 0, 2, 4,
    0, 2, 4, 0, 2, 4, 0, 2, 4, 2, 4, 6, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 2,
    4, 6, 0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 2, 4, 6,
];

/// Table `line_axes_11`.
static LINE_AXES_11: [i32; 183] = [
    9473, 75009, 141569, 9218, 206337, 272385, 8963, 337665, 403201, 8708, 468993,
    534017, 8453, 600321, 664833, 730625, 74754, 796673, 730370, 206082, 141314, 730115,
    337410, 272130, 729860, 468738, 402946, 729605, 600066, 533762, 664578, 729350,
    862209, 927489, 74499, 993025, 927234, 205827, 796418, 926979, 337155, 141059,
    926724, 468483, 271875, 926469, 599811, 402691, 926214, 861954, 533507, 664323,
    925959, 1058561, 1124353, 74244, 1189377, 1124098, 205572, 992770, 1123843, 336900,
    796163, 1123588, 468228, 140804, 1123333, 599556, 271620, 1123078, 861699, 402436,
    1122823, 1058306, 533252, 664068, 1122568, 1254913, 1321217, 73989, 1385729, 1320962,
    205317, 1189122, 1320707, 336645, 992515, 1320452, 467973, 795908, 1320197, 599301,
    140549, 1319942, 861444, 271365, 1319687, 1058051, 402181, 1319432, 1254658, 532997,
    663813, 1319177, 1451265, 1517569, 205062, 1385474, 1517314, 336390, 1188867,
    1517059, 467718, 992260, 1516804, 599046, 795653, 1516549, 861189, 140294, 1516294,
    1057796, 271110, 1516039, 1254403, 401926, 1451010, 532742, 1515784, 1582849, 336135,
    1385219, 1582594, 467463, 1188612, 1582339, 598791, 992005, 1582084, 860934, 795398,
    1581829, 1057541, 140039, 1581574, 1254148, 270855, 1450755, 401671, 1581319,
    1648129, 467208, 1384964, 1647874, 598536, 1188357, 1647619, 860679, 991750, 1647364,
    1057286, 795143, 1647109, 1253893, 139784, 1450500, 270600, 1646854, 1713409, 598281,
    1384709, 1713154, 860424, 1188102, 1712899, 1057031, 991495, 1712644, 1253638,
    794888, 1450245, 139529, 1712389,
];

/// Table `line_member_12`.
static LINE_MEMBER_12: [u8; 183] = [
    0, 1, 2, 0, 3, 4, 0, 5, 6, 0, 7, 8, 0, 9, 10, 1, 11, 12, 2, 3, 11, 4, 5, 11, 6, 7,
    11, 8, 9, 11, 10, 11, 13, 1, 14, 15, 3, 12, 14, 2, 5, 14, 4, 7, 14, 6, 9, 14, 8, 13,
    14, 10, 14, 16, 1, 17, 18, 3, 15, 17, 5, 12, 17, 2, 7, 17, 4, 9, 17, 6, 13, 17, 8,
    16, 17, 10, 17, 19, 1, 20, 21, 3, 18, 20, 5, 15, 20, 7, 12, 20, 2, 9, 20, 4, 13, 20,
    6, 16, 20, 8, 19, 20, 10, 20, 22, 3, 21, 23, 5, 18, 23, 7, 15, 23, 9, 12, 23, 2, 13,
    23, 4, 16, 23, 6, 19, 23, 8, 22, 23, 5, 21, 24, 7, 18, 24, 9, 15, 24, 12, 13, 24, 2,
    16, 24, 4, 19, 24, 6, 22, 24, 7, 21, 25, 9, 18, 25, 13, 15, 25, 12, 16, 25, 2, 19,
    25, 4, 22, 25, 9, 21, 26, 13, 18, 26, 15, 16, 26, 12, 19, 26, 2, 22, 26,
];

/// Table `line_member_bits_13`.
static LINE_MEMBER_BITS_13: [i64; 183] = [
    68719476737i64, 68719476737i64, 1099511627777i64, 34359738370i64, 137438953473i64,
    549755813889i64, 17179869188i64, 274877906945i64, 274877906945i64, 8589934600i64,
    549755813889i64, 137438953473i64, 4294967312i64, 1099511627777i64, 68719476737i64,
    34359738370i64, 137438953473i64, 549755813889i64, 549755813890i64, 68719476738i64,
    68719476738i64, 274877906946i64, 137438953474i64, 34359738372i64, 137438953474i64,
    274877906946i64, 17179869192i64, 68719476738i64, 549755813890i64, 8589934608i64,
    34359738370i64, 4294967328i64, 549755813889i64, 17179869188i64, 274877906945i64,
    274877906945i64, 34359738372i64, 274877906946i64, 137438953474i64, 274877906948i64,
    68719476740i64, 68719476740i64, 137438953476i64, 137438953476i64, 34359738376i64,
    68719476740i64, 274877906948i64, 17179869200i64, 34359738372i64, 274877906946i64,
    8589934624i64, 17179869188i64, 4294967360i64, 274877906945i64, 8589934600i64,
    549755813889i64, 137438953473i64, 17179869192i64, 137438953474i64, 274877906946i64,
    34359738376i64, 137438953476i64, 137438953476i64, 137438953480i64, 68719476744i64,
    68719476744i64, 68719476744i64, 137438953480i64, 34359738384i64, 34359738376i64,
    137438953476i64, 17179869216i64, 17179869192i64, 137438953474i64, 8589934656i64,
    8589934600i64, 4294967424i64, 137438953473i64, 4294967312i64, 1099511627777i64,
    68719476737i64, 8589934608i64, 68719476738i64, 549755813890i64, 17179869200i64,
    68719476740i64, 274877906948i64, 34359738384i64, 68719476744i64, 137438953480i64,
    68719476752i64, 68719476752i64, 68719476752i64, 34359738384i64, 68719476744i64,
    34359738400i64, 17179869200i64, 68719476740i64, 17179869248i64, 8589934608i64,
    68719476738i64, 8589934720i64, 4294967312i64, 4294967552i64, 68719476737i64,
    4294967328i64, 34359738370i64, 549755813889i64, 8589934624i64, 34359738372i64,
    274877906946i64, 17179869216i64, 34359738376i64, 137438953476i64, 34359738400i64,
    34359738384i64, 68719476744i64, 34359738400i64, 34359738384i64, 34359738384i64,
    17179869216i64, 34359738376i64, 17179869216i64, 8589934624i64, 34359738372i64,
    8589934656i64, 4294967328i64, 34359738370i64, 4294967424i64, 4294967360i64,
    17179869188i64, 274877906945i64, 8589934656i64, 17179869192i64, 137438953474i64,
    17179869248i64, 17179869200i64, 68719476740i64, 17179869216i64, 17179869216i64,
    34359738376i64, 17179869248i64, 17179869200i64, 17179869200i64, 8589934656i64,
    17179869192i64, 8589934624i64, 4294967360i64, 17179869188i64, 4294967360i64,
    4294967424i64, 8589934600i64, 137438953473i64, 8589934720i64, 8589934608i64,
    68719476738i64, 8589934656i64, 8589934624i64, 34359738372i64, 8589934656i64,
    8589934624i64, 17179869192i64, 8589934720i64, 8589934608i64, 8589934608i64,
    4294967424i64, 8589934600i64, 4294967328i64, 4294967552i64, 4294967312i64,
    68719476737i64, 4294967424i64, 4294967328i64, 34359738370i64, 4294967360i64,
    4294967360i64, 17179869188i64, 4294967424i64, 4294967328i64, 8589934600i64,
    4294967552i64, 4294967312i64, 4294967312i64,
];

/// Table `default_piece_14`.
static DEFAULT_PIECE_14: [u8; 4] = [0, 1, 2, 0];

/// Table `owner_15`.
static OWNER_15: [u8; 3] = [0, 1, 2];
