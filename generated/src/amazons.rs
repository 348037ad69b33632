//! `Amazons` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Amazons`: 728 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AmazonsState {
    pub what: [u8; 100],
    pub who: [u8; 100],
    pub piece_state: [u8; 100],
    pub count: [u16; 100],
    pub height: [u8; 100],
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
    pub owned: [u64; 8],
}

impl AmazonsState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: AmazonsState = AmazonsState {
        what: [0; 100],
        who: [0; 100],
        piece_state: [0; 100],
        count: [0; 100],
        height: [0; 100],
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
        owned: [0; 8],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for AmazonsState {
    const LAYOUT: &'static str = "what:U8x100@0 who:U8x100@100 piece_state:U8x100@200 count:U16x100@300 height:U8x100@500 mover:U8x1@600 next:U8x1@601 prev:U8x1@602 num_moves:I32x1@604 last_from:I8x1@608 last_to:I8x1@609 moves_in_turn:I32x1@612 pass_run:I32x1@616 over:U8x1@620 swapped:U8x1@621 turns:I32x1@624 last_pass:U8x1@628 phase:U8x2@629 score:I32x2@632 rank:U8x2@640 triggered:I32x2@644 mark:I32x1@652 stamp:I32x1@656 stack:I8x1@660 owned:Bitsx8@664 =728";

    fn from_kernel_bytes(bytes: &[u8]) -> AmazonsState {
        assert_eq!(bytes.len(), 728, "a state of this layout has {} bytes", 728);
        let mut s = AmazonsState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[100..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[200..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[300..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[500..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[600..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[601..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[602..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[604..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[608..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[609..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[612..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[616..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[620..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[621..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[624..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[628..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[629..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[632..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[640..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[644..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[652..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[656..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[660..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[664..]);
        s
    }
}

/// The game `Amazons`; its states are [`AmazonsState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Amazons;

impl Amazons {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 7202;
}

#[allow(unused, clippy::all)]
impl Game for Amazons {
    type State = AmazonsState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Amazons"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> AmazonsState {
        let mut s = AmazonsState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &AmazonsState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &AmazonsState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut AmazonsState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &AmazonsState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &AmazonsState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &AmazonsState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 100,
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
impl AmazonsState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
        let mut cse6: i64 = 0;
        let mut cse7: i64 = 0;
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        cse0 = (self.who[3] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64 & -9) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 8) as u64;
        self.what[3] = 1;
        self.who[3] = 1;
        self.piece_state[3] = 0;
        self.height[3] = 1;
        self.count[3] = 1;
        cse1 = (self.who[6] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64 & -65) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 64) as u64;
        self.what[6] = 1;
        self.who[6] = 1;
        self.piece_state[6] = 0;
        self.height[6] = 1;
        self.count[6] = 1;
        cse2 = (self.who[30] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse2 as usize] = (self.owned[cse2 as usize] as i64 & -1073741825)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 1073741824) as u64;
        self.what[30] = 1;
        self.who[30] = 1;
        self.piece_state[30] = 0;
        self.height[30] = 1;
        self.count[30] = 1;
        cse3 = (self.who[39] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse3 as usize] = (self.owned[cse3 as usize] as i64 & -549755813889i64)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 549755813888i64)
            as u64;
        self.what[39] = 1;
        self.who[39] = 1;
        self.piece_state[39] = 0;
        self.height[39] = 1;
        self.count[39] = 1;
        cse4 = (self.who[60] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse4 as usize] = (self.owned[cse4 as usize] as i64
            & -1152921504606846977i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 1152921504606846976i64)
            as u64;
        self.what[60] = 2;
        self.who[60] = 2;
        self.piece_state[60] = 0;
        self.height[60] = 1;
        self.count[60] = 1;
        cse5 = (self.who[69] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse5 as usize] = (self.owned[cse5 as usize] as i64 & -33) as u64;
        self.owned[5 as usize] = (self.owned[5 as usize] as i64 | 32) as u64;
        self.what[69] = 2;
        self.who[69] = 2;
        self.piece_state[69] = 0;
        self.height[69] = 1;
        self.count[69] = 1;
        cse6 = (self.who[93] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse6 as usize] = (self.owned[cse6 as usize] as i64 & -536870913)
            as u64;
        self.owned[5 as usize] = (self.owned[5 as usize] as i64 | 536870912) as u64;
        self.what[93] = 2;
        self.who[93] = 2;
        self.piece_state[93] = 0;
        self.height[93] = 1;
        self.count[93] = 1;
        cse7 = (self.who[96] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse7 as usize] = (self.owned[cse7 as usize] as i64 & -4294967297i64)
            as u64;
        self.owned[5 as usize] = (self.owned[5 as usize] as i64 | 4294967296i64) as u64;
        self.what[96] = 2;
        self.who[96] = 2;
        self.piece_state[96] = 0;
        self.height[96] = 1;
        self.count[96] = 1;
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
        self.moves(moves, mover, prev, self.next[0] as i64, 0);
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
        let mut player: i64 = 0;
        let mut next: i64 = 0;
        let mut cse0: i64 = 0;
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
            if leaf == 0 || leaf == 1 {
                self.move_piece(from, to);
            } else if leaf == 2 {
                if to < 100 {
                    cse0 = (self.who[to as usize] as i64)
                        .wrapping_mul(2)
                        .wrapping_add(to / 64);
                    self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                        & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                    self.owned[(to / 64) as usize] = (self.owned[(to / 64) as usize]
                        as i64 | 1i64.wrapping_shl((to % 64) as u32)) as u64;
                }
                self.what[to as usize] = 3;
                self.who[to as usize] = 0;
                self.piece_state[to as usize] = 0;
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
        if mv.kind as i64 == 0 {
            if leaf == 0 || leaf == 1 {
                self.next[0] = mover as u8;
            }
        }
        if self.has_moves(self.next[0] as i64, mover) == 0 {
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

    /// Kernel function `moves` (Legal).
    #[inline]
    pub fn moves(
        &self,
        moves: &mut ::ludemic_runtime::MoveBuf<'_>,
        player: i64,
        prev: i64,
        next: i64,
        probe: i64,
    ) -> i64 {
        let mut piece: i64 = 0;
        let mut what: i64 = 0;
        let mut from: i64 = 0;
        let mut to: i64 = 0;
        let mut occupied_0: i64 = 0;
        let mut occupied_1: i64 = 0;
        let mut reach_0: i64 = 0;
        let mut reach_1: i64 = 0;
        let mut blocked_0: i64 = 0;
        let mut blocked_1: i64 = 0;
        let mut start: i64 = 0;
        let mut nearest: i64 = 0;
        let mut bits: i64 = 0;
        let mut from_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut occupied_0_2: i64 = 0;
        let mut occupied_1_2: i64 = 0;
        let mut reach_0_2: i64 = 0;
        let mut reach_1_2: i64 = 0;
        let mut blocked_0_2: i64 = 0;
        let mut blocked_1_2: i64 = 0;
        let mut start_1: i64 = 0;
        let mut nearest_1: i64 = 0;
        let mut bits_1: i64 = 0;
        let mut bits_2: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut occupied_0_3: i64 = 0;
        let mut occupied_1_3: i64 = 0;
        let mut reach_0_3: i64 = 0;
        let mut reach_1_3: i64 = 0;
        let mut blocked_0_3: i64 = 0;
        let mut blocked_1_3: i64 = 0;
        let mut start_2: i64 = 0;
        let mut nearest_2: i64 = 0;
        let mut bits_3: i64 = 0;
        if self.num_moves[0] as i64 % 2 == 0 {
            for word in 0i64..2 {
                bits_2 = self.owned[player.wrapping_mul(2).wrapping_add(word) as usize]
                    as i64;
                while bits_2 != 0 {
                    piece = word
                        .wrapping_mul(64)
                        .wrapping_add(bits_2.trailing_zeros() as i64);
                    bits_2 = bits_2 & bits_2.wrapping_sub(1);
                    what = self.what[piece as usize] as i64;
                    if what == 1 {
                        from = piece;
                        if from >= 0 {
                            start = from;
                            occupied_0 = self.owned[0] as i64 | self.owned[2] as i64
                                | self.owned[4] as i64 | self.owned[6] as i64;
                            reach_0 = 0;
                            occupied_1 = self.owned[1] as i64 | self.owned[3] as i64
                                | self.owned[5] as i64 | self.owned[7] as i64;
                            reach_1 = 0;
                            blocked_0 = SLIDE_BEYOND_12[start.wrapping_mul(2) as usize]
                                & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[start
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(blocked_1.trailing_zeros() as i64);
                            }
                            if blocked_0 != 0 {
                                nearest = blocked_0.trailing_zeros() as i64;
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[start.wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[nearest.wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[start.wrapping_mul(2).wrapping_add(1)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[nearest.wrapping_mul(2).wrapping_add(1)
                                        as usize];
                            blocked_0 = SLIDE_BEYOND_12[101i64
                                .wrapping_add(start)
                                .wrapping_mul(2) as usize] & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[101i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(blocked_1.trailing_zeros() as i64);
                            }
                            if blocked_0 != 0 {
                                nearest = blocked_0.trailing_zeros() as i64;
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[101i64.wrapping_add(start).wrapping_mul(2)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[101i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[101i64
                                    .wrapping_add(start)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[101i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0 = SLIDE_BEYOND_12[202i64
                                .wrapping_add(start)
                                .wrapping_mul(2) as usize] & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[202i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(blocked_1.trailing_zeros() as i64);
                            }
                            if blocked_0 != 0 {
                                nearest = blocked_0.trailing_zeros() as i64;
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[202i64.wrapping_add(start).wrapping_mul(2)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[202i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[202i64
                                    .wrapping_add(start)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[202i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0 = SLIDE_BEYOND_12[303i64
                                .wrapping_add(start)
                                .wrapping_mul(2) as usize] & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[303i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_0 != 0 {
                                nearest = 63i64
                                    .wrapping_sub(blocked_0.leading_zeros() as i64);
                            }
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1.leading_zeros() as i64),
                                    );
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[303i64.wrapping_add(start).wrapping_mul(2)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[303i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[303i64
                                    .wrapping_add(start)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[303i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0 = SLIDE_BEYOND_12[404i64
                                .wrapping_add(start)
                                .wrapping_mul(2) as usize] & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[404i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_0 != 0 {
                                nearest = 63i64
                                    .wrapping_sub(blocked_0.leading_zeros() as i64);
                            }
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1.leading_zeros() as i64),
                                    );
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[404i64.wrapping_add(start).wrapping_mul(2)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[404i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[404i64
                                    .wrapping_add(start)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[404i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0 = SLIDE_BEYOND_12[505i64
                                .wrapping_add(start)
                                .wrapping_mul(2) as usize] & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[505i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_0 != 0 {
                                nearest = 63i64
                                    .wrapping_sub(blocked_0.leading_zeros() as i64);
                            }
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1.leading_zeros() as i64),
                                    );
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[505i64.wrapping_add(start).wrapping_mul(2)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[505i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[505i64
                                    .wrapping_add(start)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[505i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0 = SLIDE_BEYOND_12[606i64
                                .wrapping_add(start)
                                .wrapping_mul(2) as usize] & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[606i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_0 != 0 {
                                nearest = 63i64
                                    .wrapping_sub(blocked_0.leading_zeros() as i64);
                            }
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1.leading_zeros() as i64),
                                    );
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[606i64.wrapping_add(start).wrapping_mul(2)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[606i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[606i64
                                    .wrapping_add(start)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[606i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0 = SLIDE_BEYOND_12[707i64
                                .wrapping_add(start)
                                .wrapping_mul(2) as usize] & occupied_0;
                            blocked_1 = SLIDE_BEYOND_12[707i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1;
                            nearest = 100;
                            if blocked_1 != 0 {
                                nearest = 64i64
                                    .wrapping_add(blocked_1.trailing_zeros() as i64);
                            }
                            if blocked_0 != 0 {
                                nearest = blocked_0.trailing_zeros() as i64;
                            }
                            reach_0 = reach_0
                                | SLIDE_BEYOND_12[707i64.wrapping_add(start).wrapping_mul(2)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[707i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2) as usize];
                            reach_1 = reach_1
                                | SLIDE_BEYOND_12[707i64
                                    .wrapping_add(start)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[707i64
                                        .wrapping_add(nearest)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            bits = reach_0;
                            if probe != 0 {
                                if bits != 0 {
                                    return 1;
                                }
                            } else {
                                while bits != 0 {
                                    to = bits.trailing_zeros() as i64;
                                    bits = bits & bits.wrapping_sub(1);
                                    moves
                                        .push(RawMove {
                                            from: from as u32,
                                            to: to as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: ((if piece >= 0 { piece } else { 4095 }) << 8)
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                            bits = reach_1;
                            if probe != 0 {
                                if bits != 0 {
                                    return 1;
                                }
                            } else {
                                while bits != 0 {
                                    to = 64i64.wrapping_add(bits.trailing_zeros() as i64);
                                    bits = bits & bits.wrapping_sub(1);
                                    moves
                                        .push(RawMove {
                                            from: from as u32,
                                            to: to as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: ((if piece >= 0 { piece } else { 4095 }) << 8)
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        }
                    }
                    if what == 2 {
                        from_1 = piece;
                        if from_1 >= 0 {
                            start_1 = from_1;
                            occupied_0_2 = self.owned[0] as i64 | self.owned[2] as i64
                                | self.owned[4] as i64 | self.owned[6] as i64;
                            reach_0_2 = 0;
                            occupied_1_2 = self.owned[1] as i64 | self.owned[3] as i64
                                | self.owned[5] as i64 | self.owned[7] as i64;
                            reach_1_2 = 0;
                            blocked_0_2 = SLIDE_BEYOND_12[start_1.wrapping_mul(2)
                                as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[start_1
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(blocked_1_2.trailing_zeros() as i64);
                            }
                            if blocked_0_2 != 0 {
                                nearest_1 = blocked_0_2.trailing_zeros() as i64;
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[start_1.wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[nearest_1.wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[start_1.wrapping_mul(2).wrapping_add(1)
                                    as usize]
                                    & !SLIDE_FROM_ON_13[nearest_1
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0_2 = SLIDE_BEYOND_12[101i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2) as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[101i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(blocked_1_2.trailing_zeros() as i64);
                            }
                            if blocked_0_2 != 0 {
                                nearest_1 = blocked_0_2.trailing_zeros() as i64;
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[101i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[101i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[101i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[101i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0_2 = SLIDE_BEYOND_12[202i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2) as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[202i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(blocked_1_2.trailing_zeros() as i64);
                            }
                            if blocked_0_2 != 0 {
                                nearest_1 = blocked_0_2.trailing_zeros() as i64;
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[202i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[202i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[202i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[202i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0_2 = SLIDE_BEYOND_12[303i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2) as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[303i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_0_2 != 0 {
                                nearest_1 = 63i64
                                    .wrapping_sub(blocked_0_2.leading_zeros() as i64);
                            }
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1_2.leading_zeros() as i64),
                                    );
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[303i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[303i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[303i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[303i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0_2 = SLIDE_BEYOND_12[404i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2) as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[404i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_0_2 != 0 {
                                nearest_1 = 63i64
                                    .wrapping_sub(blocked_0_2.leading_zeros() as i64);
                            }
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1_2.leading_zeros() as i64),
                                    );
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[404i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[404i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[404i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[404i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0_2 = SLIDE_BEYOND_12[505i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2) as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[505i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_0_2 != 0 {
                                nearest_1 = 63i64
                                    .wrapping_sub(blocked_0_2.leading_zeros() as i64);
                            }
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1_2.leading_zeros() as i64),
                                    );
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[505i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[505i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[505i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[505i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0_2 = SLIDE_BEYOND_12[606i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2) as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[606i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_0_2 != 0 {
                                nearest_1 = 63i64
                                    .wrapping_sub(blocked_0_2.leading_zeros() as i64);
                            }
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(
                                        63i64.wrapping_sub(blocked_1_2.leading_zeros() as i64),
                                    );
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[606i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[606i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[606i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[606i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            blocked_0_2 = SLIDE_BEYOND_12[707i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2) as usize] & occupied_0_2;
                            blocked_1_2 = SLIDE_BEYOND_12[707i64
                                .wrapping_add(start_1)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize] & occupied_1_2;
                            nearest_1 = 100;
                            if blocked_1_2 != 0 {
                                nearest_1 = 64i64
                                    .wrapping_add(blocked_1_2.trailing_zeros() as i64);
                            }
                            if blocked_0_2 != 0 {
                                nearest_1 = blocked_0_2.trailing_zeros() as i64;
                            }
                            reach_0_2 = reach_0_2
                                | SLIDE_BEYOND_12[707i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2) as usize]
                                    & !SLIDE_FROM_ON_13[707i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2) as usize];
                            reach_1_2 = reach_1_2
                                | SLIDE_BEYOND_12[707i64
                                    .wrapping_add(start_1)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize]
                                    & !SLIDE_FROM_ON_13[707i64
                                        .wrapping_add(nearest_1)
                                        .wrapping_mul(2)
                                        .wrapping_add(1) as usize];
                            bits_1 = reach_0_2;
                            if probe != 0 {
                                if bits_1 != 0 {
                                    return 1;
                                }
                            } else {
                                while bits_1 != 0 {
                                    to_1 = bits_1.trailing_zeros() as i64;
                                    bits_1 = bits_1 & bits_1.wrapping_sub(1);
                                    moves
                                        .push(RawMove {
                                            from: from_1 as u32,
                                            to: to_1 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 1i64
                                                .wrapping_add((if piece >= 0 { piece } else { 4095 }) << 8)
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                            bits_1 = reach_1_2;
                            if probe != 0 {
                                if bits_1 != 0 {
                                    return 1;
                                }
                            } else {
                                while bits_1 != 0 {
                                    to_1 = 64i64.wrapping_add(bits_1.trailing_zeros() as i64);
                                    bits_1 = bits_1 & bits_1.wrapping_sub(1);
                                    moves
                                        .push(RawMove {
                                            from: from_1 as u32,
                                            to: to_1 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 1i64
                                                .wrapping_add((if piece >= 0 { piece } else { 4095 }) << 8)
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        }
                    }
                }
            }
        } else {
            from_2 = self.last_to[0] as i64;
            if from_2 >= 0 && true {
                start_2 = from_2;
                occupied_0_3 = self.owned[0] as i64 | self.owned[2] as i64
                    | self.owned[4] as i64 | self.owned[6] as i64;
                reach_0_3 = 0;
                occupied_1_3 = self.owned[1] as i64 | self.owned[3] as i64
                    | self.owned[5] as i64 | self.owned[7] as i64;
                reach_1_3 = 0;
                blocked_0_3 = SLIDE_BEYOND_12[start_2.wrapping_mul(2) as usize]
                    & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[start_2.wrapping_mul(2).wrapping_add(1)
                    as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64.wrapping_add(blocked_1_3.trailing_zeros() as i64);
                }
                if blocked_0_3 != 0 {
                    nearest_2 = blocked_0_3.trailing_zeros() as i64;
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[start_2.wrapping_mul(2) as usize]
                        & !SLIDE_FROM_ON_13[nearest_2.wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[start_2.wrapping_mul(2).wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[nearest_2.wrapping_mul(2).wrapping_add(1)
                            as usize];
                blocked_0_3 = SLIDE_BEYOND_12[101i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2) as usize] & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[101i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64.wrapping_add(blocked_1_3.trailing_zeros() as i64);
                }
                if blocked_0_3 != 0 {
                    nearest_2 = blocked_0_3.trailing_zeros() as i64;
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[101i64.wrapping_add(start_2).wrapping_mul(2)
                        as usize]
                        & !SLIDE_FROM_ON_13[101i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[101i64
                        .wrapping_add(start_2)
                        .wrapping_mul(2)
                        .wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[101i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize];
                blocked_0_3 = SLIDE_BEYOND_12[202i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2) as usize] & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[202i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64.wrapping_add(blocked_1_3.trailing_zeros() as i64);
                }
                if blocked_0_3 != 0 {
                    nearest_2 = blocked_0_3.trailing_zeros() as i64;
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[202i64.wrapping_add(start_2).wrapping_mul(2)
                        as usize]
                        & !SLIDE_FROM_ON_13[202i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[202i64
                        .wrapping_add(start_2)
                        .wrapping_mul(2)
                        .wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[202i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize];
                blocked_0_3 = SLIDE_BEYOND_12[303i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2) as usize] & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[303i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_0_3 != 0 {
                    nearest_2 = 63i64.wrapping_sub(blocked_0_3.leading_zeros() as i64);
                }
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64
                        .wrapping_add(
                            63i64.wrapping_sub(blocked_1_3.leading_zeros() as i64),
                        );
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[303i64.wrapping_add(start_2).wrapping_mul(2)
                        as usize]
                        & !SLIDE_FROM_ON_13[303i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[303i64
                        .wrapping_add(start_2)
                        .wrapping_mul(2)
                        .wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[303i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize];
                blocked_0_3 = SLIDE_BEYOND_12[404i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2) as usize] & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[404i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_0_3 != 0 {
                    nearest_2 = 63i64.wrapping_sub(blocked_0_3.leading_zeros() as i64);
                }
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64
                        .wrapping_add(
                            63i64.wrapping_sub(blocked_1_3.leading_zeros() as i64),
                        );
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[404i64.wrapping_add(start_2).wrapping_mul(2)
                        as usize]
                        & !SLIDE_FROM_ON_13[404i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[404i64
                        .wrapping_add(start_2)
                        .wrapping_mul(2)
                        .wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[404i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize];
                blocked_0_3 = SLIDE_BEYOND_12[505i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2) as usize] & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[505i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_0_3 != 0 {
                    nearest_2 = 63i64.wrapping_sub(blocked_0_3.leading_zeros() as i64);
                }
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64
                        .wrapping_add(
                            63i64.wrapping_sub(blocked_1_3.leading_zeros() as i64),
                        );
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[505i64.wrapping_add(start_2).wrapping_mul(2)
                        as usize]
                        & !SLIDE_FROM_ON_13[505i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[505i64
                        .wrapping_add(start_2)
                        .wrapping_mul(2)
                        .wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[505i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize];
                blocked_0_3 = SLIDE_BEYOND_12[606i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2) as usize] & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[606i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_0_3 != 0 {
                    nearest_2 = 63i64.wrapping_sub(blocked_0_3.leading_zeros() as i64);
                }
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64
                        .wrapping_add(
                            63i64.wrapping_sub(blocked_1_3.leading_zeros() as i64),
                        );
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[606i64.wrapping_add(start_2).wrapping_mul(2)
                        as usize]
                        & !SLIDE_FROM_ON_13[606i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[606i64
                        .wrapping_add(start_2)
                        .wrapping_mul(2)
                        .wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[606i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize];
                blocked_0_3 = SLIDE_BEYOND_12[707i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2) as usize] & occupied_0_3;
                blocked_1_3 = SLIDE_BEYOND_12[707i64
                    .wrapping_add(start_2)
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] & occupied_1_3;
                nearest_2 = 100;
                if blocked_1_3 != 0 {
                    nearest_2 = 64i64.wrapping_add(blocked_1_3.trailing_zeros() as i64);
                }
                if blocked_0_3 != 0 {
                    nearest_2 = blocked_0_3.trailing_zeros() as i64;
                }
                reach_0_3 = reach_0_3
                    | SLIDE_BEYOND_12[707i64.wrapping_add(start_2).wrapping_mul(2)
                        as usize]
                        & !SLIDE_FROM_ON_13[707i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2) as usize];
                reach_1_3 = reach_1_3
                    | SLIDE_BEYOND_12[707i64
                        .wrapping_add(start_2)
                        .wrapping_mul(2)
                        .wrapping_add(1) as usize]
                        & !SLIDE_FROM_ON_13[707i64
                            .wrapping_add(nearest_2)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize];
                bits_3 = reach_0_3;
                if probe != 0 {
                    if bits_3 != 0 {
                        return 1;
                    }
                } else {
                    while bits_3 != 0 {
                        to_2 = bits_3.trailing_zeros() as i64;
                        bits_3 = bits_3 & bits_3.wrapping_sub(1);
                        moves
                            .push(RawMove {
                                from: to_2 as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 1048322,
                            });
                    }
                }
                bits_3 = reach_1_3;
                if probe != 0 {
                    if bits_3 != 0 {
                        return 1;
                    }
                } else {
                    while bits_3 != 0 {
                        to_2 = 64i64.wrapping_add(bits_3.trailing_zeros() as i64);
                        bits_3 = bits_3 & bits_3.wrapping_sub(1);
                        moves
                            .push(RawMove {
                                from: to_2 as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 1048322,
                            });
                    }
                }
            }
        }
        0
    }

    /// Kernel function `move_piece` (Mutate).
    #[inline]
    pub fn move_piece(&mut self, from: i64, to: i64) {
        let mut what: i64 = 0;
        let mut who: i64 = 0;
        let mut st: i64 = 0;
        let h: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        if self.height[from as usize] == 0 {
            return;
        }
        what = self.what[from as usize] as i64;
        who = self.who[from as usize] as i64;
        st = self.piece_state[from as usize] as i64;
        if self.height[from as usize] > 0 {
            if self.count[from as usize] > 1 {
                self.count[from as usize] = (self.count[from as usize] as i64)
                    .wrapping_sub(1) as u16;
            } else {
                if from < 100 {
                    cse0 = (self
                        .who[from
                        .wrapping_add(
                            (self.height[from as usize] as i64).wrapping_sub(1),
                        ) as usize] as i64)
                        .wrapping_mul(2)
                        .wrapping_add(from / 64);
                    self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                        & !1i64.wrapping_shl((from % 64) as u32)) as u64;
                }
                self
                    .what[from
                    .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1))
                    as usize] = 0;
                self
                    .who[from
                    .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1))
                    as usize] = 0;
                self
                    .piece_state[from
                    .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1))
                    as usize] = 0;
                if (self.height[from as usize] as i64).wrapping_sub(1) == 0 {
                    self.count[from as usize] = 0;
                }
                self.height[from as usize] = (self.height[from as usize] as i64)
                    .wrapping_sub(1) as u8;
            }
        }
        if to < 100 {
            cse1 = (self.who[to as usize] as i64).wrapping_mul(2).wrapping_add(to / 64);
            self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                & !1i64.wrapping_shl((to % 64) as u32)) as u64;
            self.owned[who.wrapping_mul(2).wrapping_add(to / 64) as usize] = (self
                .owned[who.wrapping_mul(2).wrapping_add(to / 64) as usize] as i64
                | 1i64.wrapping_shl((to % 64) as u32)) as u64;
        }
        self.what[to as usize] = what as u8;
        self.who[to as usize] = who as u8;
        self.piece_state[to as usize] = st as u8;
        self.height[to as usize] = 1;
        self.count[to as usize] = 1;
    }

    /// Kernel function `has_moves` (Query).
    #[inline]
    pub fn has_moves(&self, player: i64, prev: i64) -> i64 {
        self.moves(
            &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
            player,
            prev,
            (player % 2).wrapping_add(1),
            1,
        )
    }
}

/// Table `slide_beyond_12`.
static SLIDE_BEYOND_12: [i64; 1616] = [
    1154048505100108800i64, 67174464, 2308097010200217600i64, 134348928, 4616194020400435200i64,
    268697856, -9214356032908681216i64, 537395712, 18032007892189184i64, 1074791425,
    36064015784378368i64, 2149582850i64, 72128031568756736i64, 4299165700i64, 144256063137513472i64,
    8598331400i64, 288512126275026944i64, 17196662800i64, 577024252550053888i64, 34393325600i64,
    1154048505100107776i64, 67174464, 2308097010200215552i64, 134348928, 4616194020400431104i64,
    268697856, -9214356032908689408i64, 537395712, 18032007892172800i64, 1074791425,
    36064015784345600i64, 2149582850i64, 72128031568691200i64, 4299165700i64, 144256063137382400i64,
    8598331400i64, 288512126274764800i64, 17196662800i64, 577024252549529600i64, 34393325600i64,
    1154048505099059200i64, 67174464, 2308097010198118400i64, 134348928, 4616194020396236800i64,
    268697856, -9214356032917078016i64, 537395712, 18032007875395584i64, 1074791425,
    36064015750791168i64, 2149582850i64, 72128031501582336i64, 4299165700i64, 144256063003164672i64,
    8598331400i64, 288512126006329344i64, 17196662800i64, 577024252012658688i64, 34393325600i64,
    1154048504025317376i64, 67174464, 2308097008050634752i64, 134348928, 4616194016101269504i64,
    268697856, -9214356041507012608i64, 537395712, 18031990695526400i64, 1074791425,
    36063981391052800i64, 2149582850i64, 72127962782105600i64, 4299165700i64, 144255925564211200i64,
    8598331400i64, 288511851128422400i64, 17196662800i64, 577023702256844800i64, 34393325600i64,
    1154047404513689600i64, 67174464, 2308094809027379200i64, 134348928, 4616189618054758400i64,
    268697856, -9214364837600034816i64, 537395712, 18014398509481984i64, 1074791425,
    36028797018963968i64, 2149582850i64, 72057594037927936i64, 4299165700i64, 144115188075855872i64,
    8598331400i64, 288230376151711744i64, 17196662800i64, 576460752303423488i64, 34393325600i64,
    1152921504606846976i64, 67174464, 2305843009213693952i64, 134348928, 4611686018427387904i64,
    268697856,
    i64::MIN,
    537395712, 0, 1074791425, 0, 2149582850i64, 0, 4299165700i64, 0, 8598331400i64, 0,
    17196662800i64, 0, 34393325600i64, 0, 67174464, 0, 134348928, 0, 268697856, 0, 537395712, 0,
    1074791424, 0, 2149582848i64, 0, 4299165696i64, 0, 8598331392i64, 0, 17196662784i64, 0,
    34393325568i64, 0, 67174400, 0, 134348800, 0, 268697600, 0, 537395200, 0, 1074790400, 0,
    2149580800i64, 0, 4299161600i64, 0, 8598323200i64, 0, 17196646400i64, 0, 34393292800i64, 0,
    67108864, 0, 134217728, 0, 268435456, 0, 536870912, 0, 1073741824, 0, 2147483648i64, 0,
    4294967296i64, 0, 8589934592i64, 0, 17179869184i64, 0, 34359738368i64, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36046397799139328i64, 34376523780i64,
    72092795598278656i64, 33570824, 144185591196557312i64, 32784, 288371182393114624i64, 32,
    576742364786229248i64, 0, 563224965611520i64, 0, 550024380416i64, 0, 537133056, 0, 524288, 0, 0,
    0, 18023198899568640i64, 17188261890i64, 36046397799137280i64, 34376523780i64,
    72092795598274560i64, 33570824, 144185591196549120i64, 32784, 288371182393098240i64, 32,
    576742364786196480i64, 0, 563224965545984i64, 0, 550024249344i64, 0, 536870912, 0, 0, 0,
    9011599448735744i64, 8594130945i64, 18023198897471488i64, 17188261890i64, 36046397794942976i64,
    34376523780i64, 72092795589885952i64, 33570824, 144185591179771904i64, 32784,
    288371182359543808i64, 32, 576742364719087616i64, 0, 563224831328256i64, 0, 549755813888i64, 0,
    0, 0, -9218866238204149760i64, 4297065472i64, 9011597301252096i64, 8594130945i64,
    18023194602504192i64, 17188261890i64, 36046389205008384i64, 34376523780i64,
    72092778410016768i64, 33570824, 144185556820033536i64, 32784, 288371113640067072i64, 32,
    576742227280134144i64, 0, 562949953421312i64, 0, 0, 0, 4613937818241073152i64, 2148532736i64,
    -9218868437227405312i64, 4297065472i64, 9007199254740992i64, 8594130945i64,
    18014398509481984i64, 17188261890i64, 36028797018963968i64, 34376523780i64,
    72057594037927936i64, 33570824, 144115188075855872i64, 32784, 288230376151711744i64, 32,
    576460752303423488i64, 0, 0, 0, 2305843009213693952i64, 1074266368, 4611686018427387904i64,
    2148532736i64,
    i64::MIN,
    4297065472i64, 0, 8594130945i64, 0, 17188261890i64, 0, 34376523780i64, 0, 33570824, 0, 32784, 0,
    32, 0, 0, 0, 537133184, 0, 1074266368, 0, 2148532736i64, 0, 4297065472i64, 0, 8594130944i64, 0,
    17188261888i64, 0, 34376523776i64, 0, 33570816, 0, 32768, 0, 0, 0, 268566528, 0, 537133056, 0,
    1074266112, 0, 2148532224i64, 0, 4297064448i64, 0, 8594128896i64, 0, 17188257792i64, 0,
    34376515584i64, 0, 33554432, 0, 0, 0, 134217728, 0, 268435456, 0, 536870912, 0, 1073741824, 0,
    2147483648i64, 0, 4294967296i64, 0, 8589934592i64, 0, 17179869184i64, 0, 34359738368i64, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1022, 0, 1020, 0, 1016, 0,
    1008, 0, 992, 0, 960, 0, 896, 0, 768, 0, 512, 0, 0, 0, 1046528, 0, 1044480, 0, 1040384, 0,
    1032192, 0, 1015808, 0, 983040, 0, 917504, 0, 786432, 0, 524288, 0, 0, 0, 1071644672, 0,
    1069547520, 0, 1065353216, 0, 1056964608, 0, 1040187392, 0, 1006632960, 0, 939524096, 0,
    805306368, 0, 536870912, 0, 0, 0, 1097364144128i64, 0, 1095216660480i64, 0, 1090921693184i64, 0,
    1082331758592i64, 0, 1065151889408i64, 0, 1030792151040i64, 0, 962072674304i64, 0,
    824633720832i64, 0, 549755813888i64, 0, 0, 0, 1123700883587072i64, 0, 1121501860331520i64, 0,
    1117103813820416i64, 0, 1108307720798208i64, 0, 1090715534753792i64, 0, 1055531162664960i64, 0,
    985162418487296i64, 0, 844424930131968i64, 0, 562949953421312i64, 0, 0, 0,
    1150669704793161728i64, 0, 1148417904979476480i64, 0, 1143914305352105984i64, 0,
    1134907106097364992i64, 0, 1116892707587883008i64, 0, 1080863910568919040i64, 0,
    1008806316530991104i64, 0, 864691128455135232i64, 0, 576460752303423488i64, 0, 0, 0,
    -2305843009213693952i64, 63, -4611686018427387904i64, 63,
    i64::MIN,
    63, 0, 63, 0, 62, 0, 60, 0, 56, 0, 48, 0, 32, 0, 0, 0, 65408, 0, 65280, 0, 65024, 0, 64512, 0,
    63488, 0, 61440, 0, 57344, 0, 49152, 0, 32768, 0, 0, 0, 66977792, 0, 66846720, 0, 66584576, 0,
    66060288, 0, 65011712, 0, 62914560, 0, 58720256, 0, 50331648, 0, 33554432, 0, 0, 0,
    68585259008i64, 0, 68451041280i64, 0, 68182605824i64, 0, 67645734912i64, 0, 66571993088i64, 0,
    64424509440i64, 0, 60129542144i64, 0, 51539607552i64, 0, 34359738368i64, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 4, 0, 8, 0, 16, 0, 32, 0, 64, 0, 128, 0,
    256, 0, 512, 0, 0, 0, 2052, 0, 4104, 0, 8208, 0, 16416, 0, 32832, 0, 65664, 0, 131328, 0,
    262656, 0, 524288, 0, 0, 0, 2101256, 0, 4202512, 0, 8405024, 0, 16810048, 0, 33620096, 0,
    67240192, 0, 134480384, 0, 268959744, 0, 536870912, 0, 0, 0, 2151686160i64, 0, 4303372320i64, 0,
    8606744640i64, 0, 17213489280i64, 0, 34426978560i64, 0, 68853957120i64, 0, 137707913216i64, 0,
    275414777856i64, 0, 549755813888i64, 0, 0, 0, 2203326627872i64, 0, 4406653255744i64, 0,
    8813306511488i64, 0, 17626613022976i64, 0, 35253226045952i64, 0, 70506452090880i64, 0,
    141012903133184i64, 0, 282024732524544i64, 0, 562949953421312i64, 0, 0, 0, 2256206466940992i64,
    0, 4512412933881984i64, 0, 9024825867763968i64, 0, 18049651735527936i64, 0,
    36099303471054848i64, 0, 72198606941061120i64, 0, 144397212808380416i64, 0,
    288793326105133056i64, 0, 576460752303423488i64, 0, 0, 0, 2310355422147575936i64, 0,
    4620710844295151872i64, 0, -9205322385119247872i64, 0, 36099303471054848i64, 1,
    72198606941061120i64, 2, 144397212808380416i64, 4, 288793326105133056i64, 8,
    576460752303423488i64, 16, 0, 32, 0, 0, 4620710844295151872i64, 128, -9205322385119247872i64,
    256, 36099303471054848i64, 513, 72198606941061120i64, 1026, 144397212808380416i64, 2052,
    288793326105133056i64, 4104, 576460752303423488i64, 8208, 0, 16416, 0, 32768, 0, 0,
    -9205322385119247872i64, 131328, 36099303471054848i64, 262657, 72198606941061120i64, 525314,
    144397212808380416i64, 1050628, 288793326105133056i64, 2101256, 576460752303423488i64, 4202512,
    0, 8405024, 0, 16809984, 0, 33554432, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 1, 0, 2, 0, 4, 0, 8, 0, 16, 0, 32, 0, 64, 0, 128, 0, 256, 0, 512, 0, 1025, 0,
    2050, 0, 4100, 0, 8200, 0, 16400, 0, 32800, 0, 65600, 0, 131200, 0, 262400, 0, 524800, 0,
    1049601, 0, 2099202, 0, 4198404, 0, 8396808, 0, 16793616, 0, 33587232, 0, 67174464, 0,
    134348928, 0, 268697856, 0, 537395712, 0, 1074791425, 0, 2149582850i64, 0, 4299165700i64, 0,
    8598331400i64, 0, 17196662800i64, 0, 34393325600i64, 0, 68786651200i64, 0, 137573302400i64, 0,
    275146604800i64, 0, 550293209600i64, 0, 1100586419201i64, 0, 2201172838402i64, 0,
    4402345676804i64, 0, 8804691353608i64, 0, 17609382707216i64, 0, 35218765414432i64, 0,
    70437530828864i64, 0, 140875061657728i64, 0, 281750123315456i64, 0, 563500246630912i64, 0,
    1127000493261825i64, 0, 2254000986523650i64, 0, 4508001973047300i64, 0, 9016003946094600i64, 0,
    18032007892189200i64, 0, 36064015784378400i64, 0, 72128031568756800i64, 0,
    144256063137513600i64, 0, 288512126275027200i64, 0, 577024252550054400i64, 0,
    1154048505100108801i64, 0, 2308097010200217602i64, 0, 4616194020400435204i64, 0,
    -9214356032908681208i64, 0, 18032007892189200i64, 1, 36064015784378400i64, 2,
    72128031568756800i64, 4, 144256063137513600i64, 8, 288512126275027200i64, 16,
    577024252550054400i64, 32, 1154048505100108801i64, 64, 2308097010200217602i64, 128,
    4616194020400435204i64, 256, -9214356032908681208i64, 512, 18032007892189200i64, 1025,
    36064015784378400i64, 2050, 72128031568756800i64, 4100, 144256063137513600i64, 8200,
    288512126275027200i64, 16400, 577024252550054400i64, 32800, 1154048505100108801i64, 65600,
    2308097010200217602i64, 131200, 4616194020400435204i64, 262400, -9214356032908681208i64, 524800,
    18032007892189200i64, 1049601, 36064015784378400i64, 2099202, 72128031568756800i64, 4198404,
    144256063137513600i64, 8396808, 288512126275027200i64, 16793616, 577024252550054400i64,
    33587232, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 4,
    0, 8, 0, 16, 0, 32, 0, 64, 0, 128, 0, 256, 0, 0, 0, 1024, 0, 2049, 0, 4098, 0, 8196, 0, 16392,
    0, 32784, 0, 65568, 0, 131136, 0, 262272, 0, 0, 0, 1048576, 0, 2098176, 0, 4196353, 0, 8392706,
    0, 16785412, 0, 33570824, 0, 67141648, 0, 134283296, 0, 268566592, 0, 0, 0, 1073741824, 0,
    2148532224i64, 0, 4297065472i64, 0, 8594130945i64, 0, 17188261890i64, 0, 34376523780i64, 0,
    68753047560i64, 0, 137506095120i64, 0, 275012190240i64, 0, 0, 0, 1099511627776i64, 0,
    2200096997376i64, 0, 4400195043328i64, 0, 8800390087680i64, 0, 17600780175361i64, 0,
    35201560350722i64, 0, 70403120701444i64, 0, 140806241402888i64, 0, 281612482805776i64, 0, 0, 0,
    1125899906842624i64, 0, 2252899325313024i64, 0, 4505799724367872i64, 0, 9011599449784320i64, 0,
    18023198899569664i64, 0, 36046397799139329i64, 0, 72092795598278658i64, 0,
    144185591196557316i64, 0, 288371182393114632i64, 0, 0, 0, 1152921504606846976i64, 0,
    2306968909120536576i64, 0, 4613938917752700928i64, 0, -9218866237130407936i64, 0,
    9011599449784320i64, 1, 18023198899569664i64, 2, 36046397799139329i64, 4, 72092795598278658i64,
    8, 144185591196557316i64, 16, 0, 0, 0, 64, 1152921504606846976i64, 128, 2306968909120536576i64,
    256, 4613938917752700928i64, 512, -9218866237130407936i64, 1024, 9011599449784320i64, 2049,
    18023198899569664i64, 4098, 36046397799139329i64, 8196, 72092795598278658i64, 16392, 0, 0, 0,
    65536, 0, 131136, 1152921504606846976i64, 262272, 2306968909120536576i64, 524544,
    4613938917752700928i64, 1049088, -9218866237130407936i64, 2098176, 9011599449784320i64, 4196353,
    18023198899569664i64, 8392706, 36046397799139329i64, 16785412, 0, 0, 0, 0, 1, 0, 3, 0, 7, 0, 15,
    0, 31, 0, 63, 0, 127, 0, 255, 0, 511, 0, 0, 0, 1024, 0, 3072, 0, 7168, 0, 15360, 0, 31744, 0,
    64512, 0, 130048, 0, 261120, 0, 523264, 0, 0, 0, 1048576, 0, 3145728, 0, 7340032, 0, 15728640,
    0, 32505856, 0, 66060288, 0, 133169152, 0, 267386880, 0, 535822336, 0, 0, 0, 1073741824, 0,
    3221225472i64, 0, 7516192768i64, 0, 16106127360i64, 0, 33285996544i64, 0, 67645734912i64, 0,
    136365211648i64, 0, 273804165120i64, 0, 548682072064i64, 0, 0, 0, 1099511627776i64, 0,
    3298534883328i64, 0, 7696581394432i64, 0, 16492674416640i64, 0, 34084860461056i64, 0,
    69269232549888i64, 0, 139637976727552i64, 0, 280375465082880i64, 0, 561850441793536i64, 0, 0, 0,
    1125899906842624i64, 0, 3377699720527872i64, 0, 7881299347898368i64, 0, 16888498602639360i64, 0,
    34902897112121344i64, 0, 70931694131085312i64, 0, 142989288169013248i64, 0,
    287104476244869120i64, 0, 575334852396580864i64, 0, 0, 0, 1152921504606846976i64, 0,
    3458764513820540928i64, 0, 8070450532247928832i64, 0, -1152921504606846976i64, 0,
    -1152921504606846976i64, 1, -1152921504606846976i64, 3, -1152921504606846976i64, 7,
    -1152921504606846976i64, 15, -1152921504606846976i64, 31, 0, 0, 0, 64, 0, 192, 0, 448, 0, 960,
    0, 1984, 0, 4032, 0, 8128, 0, 16320, 0, 32704, 0, 0, 0, 65536, 0, 196608, 0, 458752, 0, 983040,
    0, 2031616, 0, 4128768, 0, 8323072, 0, 16711680, 0, 33488896, 0, 0, 0, 67108864, 0, 201326592,
    0, 469762048, 0, 1006632960, 0, 2080374784, 0, 4227858432i64, 0, 8522825728i64, 0,
    17112760320i64, 0, 34292629504i64, 0, 0, 0, 0, 1024, 0, 1050624, 0, 1075843072, 0,
    1101663313920i64, 0, 1128103233470464i64, 0, 1155177711073787904i64, 0, 2310355422147575808i64,
    64, 4620710844295151616i64, 65664, -9205322385119248384i64, 67240192, 0, 0, 1048576, 0,
    1075838976, 0, 1101663305728i64, 0, 1128103233454080i64, 0, 1155177711073755136i64, 0,
    2310355422147510272i64, 64, 4620710844295020544i64, 65664, -9205322385119510528i64, 67240192,
    36099303470530560i64, 134480385, 0, 0, 1073741824, 0, 1101659111424i64, 0, 1128103225065472i64,
    0, 1155177711056977920i64, 0, 2310355422113955840i64, 64, 4620710844227911680i64, 65664,
    -9205322385253728256i64, 67240192, 36099303202095104i64, 134480385, 72198606404190208i64,
    268960770, 0, 0, 1099511627776i64, 0, 1128098930098176i64, 0, 1155177702467043328i64, 0,
    2310355404934086656i64, 64, 4620710809868173312i64, 65664, -9205322453973204992i64, 67240192,
    36099165763141632i64, 134480385, 72198331526283264i64, 268960770, 144396663052566528i64,
    537921540, 0, 0, 1125899906842624i64, 0, 1155173304420532224i64, 0, 2310346608841064448i64, 64,
    4620693217682128896i64, 65664, -9205357638345293824i64, 67240192, 36028797018963968i64,
    134480385, 72057594037927936i64, 268960770, 144115188075855872i64, 537921540,
    288230376151711744i64, 1075843080, 0, 0, 1152921504606846976i64, 0, 2305843009213693952i64, 64,
    4611686018427387904i64, 65664,
    i64::MIN,
    67240192, 0, 134480385, 0, 268960770, 0, 537921540, 0, 1075843080, 0, 2151686160i64, 0, 0, 0,
    64, 0, 65664, 0, 67240192, 0, 134480384, 0, 268960768, 0, 537921536, 0, 1075843072, 0,
    2151686144i64, 0, 4303372288i64, 0, 0, 0, 65536, 0, 67239936, 0, 134479872, 0, 268959744, 0,
    537919488, 0, 1075838976, 0, 2151677952i64, 0, 4303355904i64, 0, 8606711808i64, 0, 0, 0,
    67108864, 0, 134217728, 0, 268435456, 0, 536870912, 0, 1073741824, 0, 2147483648i64, 0,
    4294967296i64, 0, 8589934592i64, 0, 17179869184i64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
];

/// Table `slide_from_on_13`.
static SLIDE_FROM_ON_13: [i64; 1616] = [
    1154048505100108801i64, 67174464, 2308097010200217602i64, 134348928, 4616194020400435204i64,
    268697856, -9214356032908681208i64, 537395712, 18032007892189200i64, 1074791425,
    36064015784378400i64, 2149582850i64, 72128031568756800i64, 4299165700i64, 144256063137513600i64,
    8598331400i64, 288512126275027200i64, 17196662800i64, 577024252550054400i64, 34393325600i64,
    1154048505100108800i64, 67174464, 2308097010200217600i64, 134348928, 4616194020400435200i64,
    268697856, -9214356032908681216i64, 537395712, 18032007892189184i64, 1074791425,
    36064015784378368i64, 2149582850i64, 72128031568756736i64, 4299165700i64, 144256063137513472i64,
    8598331400i64, 288512126275026944i64, 17196662800i64, 577024252550053888i64, 34393325600i64,
    1154048505100107776i64, 67174464, 2308097010200215552i64, 134348928, 4616194020400431104i64,
    268697856, -9214356032908689408i64, 537395712, 18032007892172800i64, 1074791425,
    36064015784345600i64, 2149582850i64, 72128031568691200i64, 4299165700i64, 144256063137382400i64,
    8598331400i64, 288512126274764800i64, 17196662800i64, 577024252549529600i64, 34393325600i64,
    1154048505099059200i64, 67174464, 2308097010198118400i64, 134348928, 4616194020396236800i64,
    268697856, -9214356032917078016i64, 537395712, 18032007875395584i64, 1074791425,
    36064015750791168i64, 2149582850i64, 72128031501582336i64, 4299165700i64, 144256063003164672i64,
    8598331400i64, 288512126006329344i64, 17196662800i64, 577024252012658688i64, 34393325600i64,
    1154048504025317376i64, 67174464, 2308097008050634752i64, 134348928, 4616194016101269504i64,
    268697856, -9214356041507012608i64, 537395712, 18031990695526400i64, 1074791425,
    36063981391052800i64, 2149582850i64, 72127962782105600i64, 4299165700i64, 144255925564211200i64,
    8598331400i64, 288511851128422400i64, 17196662800i64, 577023702256844800i64, 34393325600i64,
    1154047404513689600i64, 67174464, 2308094809027379200i64, 134348928, 4616189618054758400i64,
    268697856, -9214364837600034816i64, 537395712, 18014398509481984i64, 1074791425,
    36028797018963968i64, 2149582850i64, 72057594037927936i64, 4299165700i64, 144115188075855872i64,
    8598331400i64, 288230376151711744i64, 17196662800i64, 576460752303423488i64, 34393325600i64,
    1152921504606846976i64, 67174464, 2305843009213693952i64, 134348928, 4611686018427387904i64,
    268697856,
    i64::MIN,
    537395712, 0, 1074791425, 0, 2149582850i64, 0, 4299165700i64, 0, 8598331400i64, 0,
    17196662800i64, 0, 34393325600i64, 0, 67174464, 0, 134348928, 0, 268697856, 0, 537395712, 0,
    1074791424, 0, 2149582848i64, 0, 4299165696i64, 0, 8598331392i64, 0, 17196662784i64, 0,
    34393325568i64, 0, 67174400, 0, 134348800, 0, 268697600, 0, 537395200, 0, 1074790400, 0,
    2149580800i64, 0, 4299161600i64, 0, 8598323200i64, 0, 17196646400i64, 0, 34393292800i64, 0,
    67108864, 0, 134217728, 0, 268435456, 0, 536870912, 0, 1073741824, 0, 2147483648i64, 0,
    4294967296i64, 0, 8589934592i64, 0, 17179869184i64, 0, 34359738368i64, 0, 0,
    36046397799139329i64, 34376523780i64, 72092795598278658i64, 33570824, 144185591196557316i64,
    32784, 288371182393114632i64, 32, 576742364786229264i64, 0, 563224965611552i64, 0,
    550024380480i64, 0, 537133184, 0, 524544, 0, 512, 0, 18023198899569664i64, 17188261890i64,
    36046397799139328i64, 34376523780i64, 72092795598278656i64, 33570824, 144185591196557312i64,
    32784, 288371182393114624i64, 32, 576742364786229248i64, 0, 563224965611520i64, 0,
    550024380416i64, 0, 537133056, 0, 524288, 0, 9011599449784320i64, 8594130945i64,
    18023198899568640i64, 17188261890i64, 36046397799137280i64, 34376523780i64,
    72092795598274560i64, 33570824, 144185591196549120i64, 32784, 288371182393098240i64, 32,
    576742364786196480i64, 0, 563224965545984i64, 0, 550024249344i64, 0, 536870912, 0,
    -9218866237130407936i64, 4297065472i64, 9011599448735744i64, 8594130945i64,
    18023198897471488i64, 17188261890i64, 36046397794942976i64, 34376523780i64,
    72092795589885952i64, 33570824, 144185591179771904i64, 32784, 288371182359543808i64, 32,
    576742364719087616i64, 0, 563224831328256i64, 0, 549755813888i64, 0, 4613938917752700928i64,
    2148532736i64, -9218866238204149760i64, 4297065472i64, 9011597301252096i64, 8594130945i64,
    18023194602504192i64, 17188261890i64, 36046389205008384i64, 34376523780i64,
    72092778410016768i64, 33570824, 144185556820033536i64, 32784, 288371113640067072i64, 32,
    576742227280134144i64, 0, 562949953421312i64, 0, 2306968909120536576i64, 1074266368,
    4613937818241073152i64, 2148532736i64, -9218868437227405312i64, 4297065472i64,
    9007199254740992i64, 8594130945i64, 18014398509481984i64, 17188261890i64, 36028797018963968i64,
    34376523780i64, 72057594037927936i64, 33570824, 144115188075855872i64, 32784,
    288230376151711744i64, 32, 576460752303423488i64, 0, 1152921504606846976i64, 537133184,
    2305843009213693952i64, 1074266368, 4611686018427387904i64, 2148532736i64,
    i64::MIN,
    4297065472i64, 0, 8594130945i64, 0, 17188261890i64, 0, 34376523780i64, 0, 33570824, 0, 32784, 0,
    32, 0, 268566592, 0, 537133184, 0, 1074266368, 0, 2148532736i64, 0, 4297065472i64, 0,
    8594130944i64, 0, 17188261888i64, 0, 34376523776i64, 0, 33570816, 0, 32768, 0, 134283264, 0,
    268566528, 0, 537133056, 0, 1074266112, 0, 2148532224i64, 0, 4297064448i64, 0, 8594128896i64, 0,
    17188257792i64, 0, 34376515584i64, 0, 33554432, 0, 67108864, 0, 134217728, 0, 268435456, 0,
    536870912, 0, 1073741824, 0, 2147483648i64, 0, 4294967296i64, 0, 8589934592i64, 0,
    17179869184i64, 0, 34359738368i64, 0, 0, 1023, 0, 1022, 0, 1020, 0, 1016, 0, 1008, 0, 992, 0,
    960, 0, 896, 0, 768, 0, 512, 0, 1047552, 0, 1046528, 0, 1044480, 0, 1040384, 0, 1032192, 0,
    1015808, 0, 983040, 0, 917504, 0, 786432, 0, 524288, 0, 1072693248, 0, 1071644672, 0,
    1069547520, 0, 1065353216, 0, 1056964608, 0, 1040187392, 0, 1006632960, 0, 939524096, 0,
    805306368, 0, 536870912, 0, 1098437885952i64, 0, 1097364144128i64, 0, 1095216660480i64, 0,
    1090921693184i64, 0, 1082331758592i64, 0, 1065151889408i64, 0, 1030792151040i64, 0,
    962072674304i64, 0, 824633720832i64, 0, 549755813888i64, 0, 1124800395214848i64, 0,
    1123700883587072i64, 0, 1121501860331520i64, 0, 1117103813820416i64, 0, 1108307720798208i64, 0,
    1090715534753792i64, 0, 1055531162664960i64, 0, 985162418487296i64, 0, 844424930131968i64, 0,
    562949953421312i64, 0, 1151795604700004352i64, 0, 1150669704793161728i64, 0,
    1148417904979476480i64, 0, 1143914305352105984i64, 0, 1134907106097364992i64, 0,
    1116892707587883008i64, 0, 1080863910568919040i64, 0, 1008806316530991104i64, 0,
    864691128455135232i64, 0, 576460752303423488i64, 0, -1152921504606846976i64, 63,
    -2305843009213693952i64, 63, -4611686018427387904i64, 63,
    i64::MIN,
    63, 0, 63, 0, 62, 0, 60, 0, 56, 0, 48, 0, 32, 0, 65472, 0, 65408, 0, 65280, 0, 65024, 0, 64512,
    0, 63488, 0, 61440, 0, 57344, 0, 49152, 0, 32768, 0, 67043328, 0, 66977792, 0, 66846720, 0,
    66584576, 0, 66060288, 0, 65011712, 0, 62914560, 0, 58720256, 0, 50331648, 0, 33554432, 0,
    68652367872i64, 0, 68585259008i64, 0, 68451041280i64, 0, 68182605824i64, 0, 67645734912i64, 0,
    66571993088i64, 0, 64424509440i64, 0, 60129542144i64, 0, 51539607552i64, 0, 34359738368i64, 0,
    0, 1, 0, 2, 0, 4, 0, 8, 0, 16, 0, 32, 0, 64, 0, 128, 0, 256, 0, 512, 0, 1026, 0, 2052, 0, 4104,
    0, 8208, 0, 16416, 0, 32832, 0, 65664, 0, 131328, 0, 262656, 0, 524288, 0, 1050628, 0, 2101256,
    0, 4202512, 0, 8405024, 0, 16810048, 0, 33620096, 0, 67240192, 0, 134480384, 0, 268959744, 0,
    536870912, 0, 1075843080, 0, 2151686160i64, 0, 4303372320i64, 0, 8606744640i64, 0,
    17213489280i64, 0, 34426978560i64, 0, 68853957120i64, 0, 137707913216i64, 0, 275414777856i64, 0,
    549755813888i64, 0, 1101663313936i64, 0, 2203326627872i64, 0, 4406653255744i64, 0,
    8813306511488i64, 0, 17626613022976i64, 0, 35253226045952i64, 0, 70506452090880i64, 0,
    141012903133184i64, 0, 282024732524544i64, 0, 562949953421312i64, 0, 1128103233470496i64, 0,
    2256206466940992i64, 0, 4512412933881984i64, 0, 9024825867763968i64, 0, 18049651735527936i64, 0,
    36099303471054848i64, 0, 72198606941061120i64, 0, 144397212808380416i64, 0,
    288793326105133056i64, 0, 576460752303423488i64, 0, 1155177711073787968i64, 0,
    2310355422147575936i64, 0, 4620710844295151872i64, 0, -9205322385119247872i64, 0,
    36099303471054848i64, 1, 72198606941061120i64, 2, 144397212808380416i64, 4,
    288793326105133056i64, 8, 576460752303423488i64, 16, 0, 32, 2310355422147575936i64, 64,
    4620710844295151872i64, 128, -9205322385119247872i64, 256, 36099303471054848i64, 513,
    72198606941061120i64, 1026, 144397212808380416i64, 2052, 288793326105133056i64, 4104,
    576460752303423488i64, 8208, 0, 16416, 0, 32768, 4620710844295151872i64, 65664,
    -9205322385119247872i64, 131328, 36099303471054848i64, 262657, 72198606941061120i64, 525314,
    144397212808380416i64, 1050628, 288793326105133056i64, 2101256, 576460752303423488i64, 4202512,
    0, 8405024, 0, 16809984, 0, 33554432, -9205322385119247872i64, 67240192, 36099303471054848i64,
    134480385, 72198606941061120i64, 268960770, 144397212808380416i64, 537921540,
    288793326105133056i64, 1075843080, 576460752303423488i64, 2151686160i64, 0, 4303372320i64, 0,
    8606744576i64, 0, 17213423616i64, 0, 34359738368i64, 0, 0, 1, 0, 2, 0, 4, 0, 8, 0, 16, 0, 32, 0,
    64, 0, 128, 0, 256, 0, 512, 0, 1025, 0, 2050, 0, 4100, 0, 8200, 0, 16400, 0, 32800, 0, 65600, 0,
    131200, 0, 262400, 0, 524800, 0, 1049601, 0, 2099202, 0, 4198404, 0, 8396808, 0, 16793616, 0,
    33587232, 0, 67174464, 0, 134348928, 0, 268697856, 0, 537395712, 0, 1074791425, 0,
    2149582850i64, 0, 4299165700i64, 0, 8598331400i64, 0, 17196662800i64, 0, 34393325600i64, 0,
    68786651200i64, 0, 137573302400i64, 0, 275146604800i64, 0, 550293209600i64, 0, 1100586419201i64,
    0, 2201172838402i64, 0, 4402345676804i64, 0, 8804691353608i64, 0, 17609382707216i64, 0,
    35218765414432i64, 0, 70437530828864i64, 0, 140875061657728i64, 0, 281750123315456i64, 0,
    563500246630912i64, 0, 1127000493261825i64, 0, 2254000986523650i64, 0, 4508001973047300i64, 0,
    9016003946094600i64, 0, 18032007892189200i64, 0, 36064015784378400i64, 0, 72128031568756800i64,
    0, 144256063137513600i64, 0, 288512126275027200i64, 0, 577024252550054400i64, 0,
    1154048505100108801i64, 0, 2308097010200217602i64, 0, 4616194020400435204i64, 0,
    -9214356032908681208i64, 0, 18032007892189200i64, 1, 36064015784378400i64, 2,
    72128031568756800i64, 4, 144256063137513600i64, 8, 288512126275027200i64, 16,
    577024252550054400i64, 32, 1154048505100108801i64, 64, 2308097010200217602i64, 128,
    4616194020400435204i64, 256, -9214356032908681208i64, 512, 18032007892189200i64, 1025,
    36064015784378400i64, 2050, 72128031568756800i64, 4100, 144256063137513600i64, 8200,
    288512126275027200i64, 16400, 577024252550054400i64, 32800, 1154048505100108801i64, 65600,
    2308097010200217602i64, 131200, 4616194020400435204i64, 262400, -9214356032908681208i64, 524800,
    18032007892189200i64, 1049601, 36064015784378400i64, 2099202, 72128031568756800i64, 4198404,
    144256063137513600i64, 8396808, 288512126275027200i64, 16793616, 577024252550054400i64,
    33587232, 1154048505100108801i64, 67174464, 2308097010200217602i64, 134348928,
    4616194020400435204i64, 268697856, -9214356032908681208i64, 537395712, 18032007892189200i64,
    1074791425, 36064015784378400i64, 2149582850i64, 72128031568756800i64, 4299165700i64,
    144256063137513600i64, 8598331400i64, 288512126275027200i64, 17196662800i64,
    577024252550054400i64, 34393325600i64, 0, 0, 1, 0, 2, 0, 4, 0, 8, 0, 16, 0, 32, 0, 64, 0, 128,
    0, 256, 0, 512, 0, 1024, 0, 2049, 0, 4098, 0, 8196, 0, 16392, 0, 32784, 0, 65568, 0, 131136, 0,
    262272, 0, 524544, 0, 1048576, 0, 2098176, 0, 4196353, 0, 8392706, 0, 16785412, 0, 33570824, 0,
    67141648, 0, 134283296, 0, 268566592, 0, 537133184, 0, 1073741824, 0, 2148532224i64, 0,
    4297065472i64, 0, 8594130945i64, 0, 17188261890i64, 0, 34376523780i64, 0, 68753047560i64, 0,
    137506095120i64, 0, 275012190240i64, 0, 550024380480i64, 0, 1099511627776i64, 0,
    2200096997376i64, 0, 4400195043328i64, 0, 8800390087680i64, 0, 17600780175361i64, 0,
    35201560350722i64, 0, 70403120701444i64, 0, 140806241402888i64, 0, 281612482805776i64, 0,
    563224965611552i64, 0, 1125899906842624i64, 0, 2252899325313024i64, 0, 4505799724367872i64, 0,
    9011599449784320i64, 0, 18023198899569664i64, 0, 36046397799139329i64, 0, 72092795598278658i64,
    0, 144185591196557316i64, 0, 288371182393114632i64, 0, 576742364786229264i64, 0,
    1152921504606846976i64, 0, 2306968909120536576i64, 0, 4613938917752700928i64, 0,
    -9218866237130407936i64, 0, 9011599449784320i64, 1, 18023198899569664i64, 2,
    36046397799139329i64, 4, 72092795598278658i64, 8, 144185591196557316i64, 16,
    288371182393114632i64, 32, 0, 64, 1152921504606846976i64, 128, 2306968909120536576i64, 256,
    4613938917752700928i64, 512, -9218866237130407936i64, 1024, 9011599449784320i64, 2049,
    18023198899569664i64, 4098, 36046397799139329i64, 8196, 72092795598278658i64, 16392,
    144185591196557316i64, 32784, 0, 65536, 0, 131136, 1152921504606846976i64, 262272,
    2306968909120536576i64, 524544, 4613938917752700928i64, 1049088, -9218866237130407936i64,
    2098176, 9011599449784320i64, 4196353, 18023198899569664i64, 8392706, 36046397799139329i64,
    16785412, 72092795598278658i64, 33570824, 0, 67108864, 0, 134283264, 0, 268566592,
    1152921504606846976i64, 537133184, 2306968909120536576i64, 1074266368, 4613938917752700928i64,
    2148532736i64, -9218866237130407936i64, 4297065472i64, 9011599449784320i64, 8594130945i64,
    18023198899569664i64, 17188261890i64, 36046397799139329i64, 34376523780i64, 0, 0, 1, 0, 3, 0, 7,
    0, 15, 0, 31, 0, 63, 0, 127, 0, 255, 0, 511, 0, 1023, 0, 1024, 0, 3072, 0, 7168, 0, 15360, 0,
    31744, 0, 64512, 0, 130048, 0, 261120, 0, 523264, 0, 1047552, 0, 1048576, 0, 3145728, 0,
    7340032, 0, 15728640, 0, 32505856, 0, 66060288, 0, 133169152, 0, 267386880, 0, 535822336, 0,
    1072693248, 0, 1073741824, 0, 3221225472i64, 0, 7516192768i64, 0, 16106127360i64, 0,
    33285996544i64, 0, 67645734912i64, 0, 136365211648i64, 0, 273804165120i64, 0, 548682072064i64,
    0, 1098437885952i64, 0, 1099511627776i64, 0, 3298534883328i64, 0, 7696581394432i64, 0,
    16492674416640i64, 0, 34084860461056i64, 0, 69269232549888i64, 0, 139637976727552i64, 0,
    280375465082880i64, 0, 561850441793536i64, 0, 1124800395214848i64, 0, 1125899906842624i64, 0,
    3377699720527872i64, 0, 7881299347898368i64, 0, 16888498602639360i64, 0, 34902897112121344i64,
    0, 70931694131085312i64, 0, 142989288169013248i64, 0, 287104476244869120i64, 0,
    575334852396580864i64, 0, 1151795604700004352i64, 0, 1152921504606846976i64, 0,
    3458764513820540928i64, 0, 8070450532247928832i64, 0, -1152921504606846976i64, 0,
    -1152921504606846976i64, 1, -1152921504606846976i64, 3, -1152921504606846976i64, 7,
    -1152921504606846976i64, 15, -1152921504606846976i64, 31, -1152921504606846976i64, 63, 0, 64, 0,
    192, 0, 448, 0, 960, 0, 1984, 0, 4032, 0, 8128, 0, 16320, 0, 32704, 0, 65472, 0, 65536, 0,
    196608, 0, 458752, 0, 983040, 0, 2031616, 0, 4128768, 0, 8323072, 0, 16711680, 0, 33488896, 0,
    67043328, 0, 67108864, 0, 201326592, 0, 469762048, 0, 1006632960, 0, 2080374784, 0,
    4227858432i64, 0, 8522825728i64, 0, 17112760320i64, 0, 34292629504i64, 0, 68652367872i64, 0, 0,
    1, 0, 1026, 0, 1050628, 0, 1075843080, 0, 1101663313936i64, 0, 1128103233470496i64, 0,
    1155177711073787968i64, 0, 2310355422147575936i64, 64, 4620710844295151872i64, 65664,
    -9205322385119247872i64, 67240192, 1024, 0, 1050624, 0, 1075843072, 0, 1101663313920i64, 0,
    1128103233470464i64, 0, 1155177711073787904i64, 0, 2310355422147575808i64, 64,
    4620710844295151616i64, 65664, -9205322385119248384i64, 67240192, 36099303471054848i64,
    134480385, 1048576, 0, 1075838976, 0, 1101663305728i64, 0, 1128103233454080i64, 0,
    1155177711073755136i64, 0, 2310355422147510272i64, 64, 4620710844295020544i64, 65664,
    -9205322385119510528i64, 67240192, 36099303470530560i64, 134480385, 72198606941061120i64,
    268960770, 1073741824, 0, 1101659111424i64, 0, 1128103225065472i64, 0, 1155177711056977920i64,
    0, 2310355422113955840i64, 64, 4620710844227911680i64, 65664, -9205322385253728256i64, 67240192,
    36099303202095104i64, 134480385, 72198606404190208i64, 268960770, 144397212808380416i64,
    537921540, 1099511627776i64, 0, 1128098930098176i64, 0, 1155177702467043328i64, 0,
    2310355404934086656i64, 64, 4620710809868173312i64, 65664, -9205322453973204992i64, 67240192,
    36099165763141632i64, 134480385, 72198331526283264i64, 268960770, 144396663052566528i64,
    537921540, 288793326105133056i64, 1075843080, 1125899906842624i64, 0, 1155173304420532224i64, 0,
    2310346608841064448i64, 64, 4620693217682128896i64, 65664, -9205357638345293824i64, 67240192,
    36028797018963968i64, 134480385, 72057594037927936i64, 268960770, 144115188075855872i64,
    537921540, 288230376151711744i64, 1075843080, 576460752303423488i64, 2151686160i64,
    1152921504606846976i64, 0, 2305843009213693952i64, 64, 4611686018427387904i64, 65664,
    i64::MIN,
    67240192, 0, 134480385, 0, 268960770, 0, 537921540, 0, 1075843080, 0, 2151686160i64, 0,
    4303372320i64, 0, 64, 0, 65664, 0, 67240192, 0, 134480384, 0, 268960768, 0, 537921536, 0,
    1075843072, 0, 2151686144i64, 0, 4303372288i64, 0, 8606744576i64, 0, 65536, 0, 67239936, 0,
    134479872, 0, 268959744, 0, 537919488, 0, 1075838976, 0, 2151677952i64, 0, 4303355904i64, 0,
    8606711808i64, 0, 17213423616i64, 0, 67108864, 0, 134217728, 0, 268435456, 0, 536870912, 0,
    1073741824, 0, 2147483648i64, 0, 4294967296i64, 0, 8589934592i64, 0, 17179869184i64, 0,
    34359738368i64, 0, 0,
];
