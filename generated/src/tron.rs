//! `Tron` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Tron`: 728 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TronState {
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

impl TronState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: TronState = TronState {
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

impl ::ludemic_runtime::kernel::KernelLayout for TronState {
    const LAYOUT: &'static str = "what:U8x100@0 who:U8x100@100 piece_state:U8x100@200 count:U16x100@300 height:U8x100@500 mover:U8x1@600 next:U8x1@601 prev:U8x1@602 num_moves:I32x1@604 last_from:I8x1@608 last_to:I8x1@609 moves_in_turn:I32x1@612 pass_run:I32x1@616 over:U8x1@620 swapped:U8x1@621 turns:I32x1@624 last_pass:U8x1@628 phase:U8x2@629 score:I32x2@632 rank:U8x2@640 triggered:I32x2@644 mark:I32x1@652 stamp:I32x1@656 stack:I8x1@660 owned:Bitsx8@664 =728";

    fn from_kernel_bytes(bytes: &[u8]) -> TronState {
        assert_eq!(bytes.len(), 728, "a state of this layout has {} bytes", 728);
        let mut s = TronState::ZERO;
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

/// The game `Tron`; its states are [`TronState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tron;

impl Tron {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 802;
}

#[allow(unused, clippy::all)]
impl Game for Tron {
    type State = TronState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Tron"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> TronState {
        let mut s = TronState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &TronState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &TronState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut TronState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &TronState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &TronState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &TronState) -> String {
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
impl TronState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        cse0 = (self.who[44] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
            & -17592186044417i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 17592186044416i64)
            as u64;
        self.what[44] = 1;
        self.who[44] = 1;
        self.piece_state[44] = 0;
        self.height[44] = 1;
        self.count[44] = 1;
        cse1 = (self.who[55] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
            & -36028797018963969i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 36028797018963968i64)
            as u64;
        self.what[55] = 2;
        self.who[55] = 2;
        self.piece_state[55] = 0;
        self.height[55] = 1;
        self.count[55] = 1;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut piece: i64 = 0;
        let mut what: i64 = 0;
        let mut from: i64 = 0;
        let mut to: i64 = 0;
        let mut d: i64 = 0;
        let mut from_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut d_1: i64 = 0;
        let mut bits: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        for word in 0i64..2 {
            bits = self.owned[mover.wrapping_mul(2).wrapping_add(word) as usize] as i64;
            while bits != 0 {
                piece = word.wrapping_mul(64).wrapping_add(bits.trailing_zeros() as i64);
                bits = bits & bits.wrapping_sub(1);
                what = self.what[piece as usize] as i64;
                if what == 1 {
                    from = piece;
                    if from >= 0 {
                        for j in 0i64..4 {
                            d = DIRS_ORTHOGONAL_4[from.wrapping_mul(4).wrapping_add(j)
                                as usize] as i64;
                            if d < 0 {
                                break;
                            }
                            to = STEP_12[d.wrapping_mul(100).wrapping_add(from) as usize]
                                as i64;
                            if to < 0 {
                                continue;
                            }
                            if true {
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
                        for j_1 in 0i64..4 {
                            d_1 = DIRS_ORTHOGONAL_4[from_1
                                .wrapping_mul(4)
                                .wrapping_add(j_1) as usize] as i64;
                            if d_1 < 0 {
                                break;
                            }
                            to_1 = STEP_12[d_1.wrapping_mul(100).wrapping_add(from_1)
                                as usize] as i64;
                            if to_1 < 0 {
                                continue;
                            }
                            if true {
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
        let mut cond: i64 = 0;
        let mut triggered: i64 = 0;
        let mut added: i64 = 0;
        let mut what: i64 = 0;
        let mut st: i64 = 0;
        let cond_1: i64 = 0;
        let triggered_1: i64 = 0;
        let added_1: i64 = 0;
        let what_1: i64 = 0;
        let st_1: i64 = 0;
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
            if leaf == 0 || leaf == 1 {
                cond = (to >= 0 && self.height[to as usize] > 0) as i64;
                if cond != 0 {
                    triggered = mover;
                }
                if cond != 0 {
                    if triggered >= 1 && triggered <= 2 {
                        self.triggered[triggered.wrapping_sub(1) as usize] = (self
                            .triggered[triggered.wrapping_sub(1) as usize] as i64 | 1)
                            as i32;
                    }
                }
                self.move_piece(from, to);
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
                added = self.last_from[0] as i64;
                what = PIECE_SQUARE_13[mover as usize] as i64;
                st = 0;
                if added >= 0 && what > 0 {
                    if added < 100 {
                        cse0 = (self.who[added as usize] as i64)
                            .wrapping_mul(2)
                            .wrapping_add(added / 64);
                        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                            & !1i64.wrapping_shl((added % 64) as u32)) as u64;
                        if what != 0 {
                            cse1 = (OWNER_11[(if what >= 0 && what < 5 {
                                what
                            } else {
                                0
                            }) as usize] as i64)
                                .wrapping_mul(2)
                                .wrapping_add(added / 64);
                            self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                                | 1i64.wrapping_shl((added % 64) as u32)) as u64;
                        }
                    }
                    self.what[added as usize] = what as u8;
                    self.who[added as usize] = OWNER_11[(if what >= 0 && what < 5 {
                        what
                    } else {
                        0
                    }) as usize] as i64 as u8;
                    self.piece_state[added as usize] = st as u8;
                    self.height[added as usize] = 1;
                    self.count[added as usize] = 1;
                }
            }
        }
        if mover >= 1 && mover <= 2
            && (((if mover >= 1 && mover <= 2 {
                self.triggered[mover.wrapping_sub(1) as usize] as i64
            } else {
                0
            }) as u64) >> 0) as i64 & 1 != 0
        {
            player = self.next[0] as i64;
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
}

/// Table `dirs_orthogonal_4`.
static DIRS_ORTHOGONAL_4: [i8; 400] = [
    0, 2, -1, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0,
    2, 6, -1, 0, 2, 6, -1, 0, 6, -1, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4,
    6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2,
    4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2,
    4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2,
    4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0,
    2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6,
    0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4,
    6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6,
    -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2,
    4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0,
    2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 2, 4, -1, -1, 2, 4, 6, -1, 2, 4, 6,
    -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 4, 6, -1, -1,
];

/// Table `owner_11`.
static OWNER_11: [u8; 5] = [0, 1, 2, 1, 2];

/// Table `step_12`.
static STEP_12: [i8; 800] = [
    10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33,
    34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57,
    58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
    82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, 11, 12, 13, 14, 15, 16, 17, 18, 19, -1, 21, 22, 23, 24, 25, 26, 27, 28, 29, -1,
    31, 32, 33, 34, 35, 36, 37, 38, 39, -1, 41, 42, 43, 44, 45, 46, 47, 48, 49, -1, 51, 52, 53, 54,
    55, 56, 57, 58, 59, -1, 61, 62, 63, 64, 65, 66, 67, 68, 69, -1, 71, 72, 73, 74, 75, 76, 77, 78,
    79, -1, 81, 82, 83, 84, 85, 86, 87, 88, 89, -1, 91, 92, 93, 94, 95, 96, 97, 98, 99, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 11, 12, 13, 14, 15, 16, 17, 18,
    19, -1, 21, 22, 23, 24, 25, 26, 27, 28, 29, -1, 31, 32, 33, 34, 35, 36, 37, 38, 39, -1, 41, 42,
    43, 44, 45, 46, 47, 48, 49, -1, 51, 52, 53, 54, 55, 56, 57, 58, 59, -1, 61, 62, 63, 64, 65, 66,
    67, 68, 69, -1, 71, 72, 73, 74, 75, 76, 77, 78, 79, -1, 81, 82, 83, 84, 85, 86, 87, 88, 89, -1,
    91, 92, 93, 94, 95, 96, 97, 98, 99, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 2, 3, 4, 5,
    6, 7, 8, 9, -1, 11, 12, 13, 14, 15, 16, 17, 18, 19, -1, 21, 22, 23, 24, 25, 26, 27, 28, 29, -1,
    31, 32, 33, 34, 35, 36, 37, 38, 39, -1, 41, 42, 43, 44, 45, 46, 47, 48, 49, -1, 51, 52, 53, 54,
    55, 56, 57, 58, 59, -1, 61, 62, 63, 64, 65, 66, 67, 68, 69, -1, 71, 72, 73, 74, 75, 76, 77, 78,
    79, -1, 81, 82, 83, 84, 85, 86, 87, 88, 89, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2,
    3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
    29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52,
    53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76,
    77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    0, 1, 2, 3, 4, 5, 6, 7, 8, -1, 10, 11, 12, 13, 14, 15, 16, 17, 18, -1, 20, 21, 22, 23, 24, 25,
    26, 27, 28, -1, 30, 31, 32, 33, 34, 35, 36, 37, 38, -1, 40, 41, 42, 43, 44, 45, 46, 47, 48, -1,
    50, 51, 52, 53, 54, 55, 56, 57, 58, -1, 60, 61, 62, 63, 64, 65, 66, 67, 68, -1, 70, 71, 72, 73,
    74, 75, 76, 77, 78, -1, 80, 81, 82, 83, 84, 85, 86, 87, 88, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, -1,
    10, 11, 12, 13, 14, 15, 16, 17, 18, -1, 20, 21, 22, 23, 24, 25, 26, 27, 28, -1, 30, 31, 32, 33,
    34, 35, 36, 37, 38, -1, 40, 41, 42, 43, 44, 45, 46, 47, 48, -1, 50, 51, 52, 53, 54, 55, 56, 57,
    58, -1, 60, 61, 62, 63, 64, 65, 66, 67, 68, -1, 70, 71, 72, 73, 74, 75, 76, 77, 78, -1, 80, 81,
    82, 83, 84, 85, 86, 87, 88, -1, 90, 91, 92, 93, 94, 95, 96, 97, 98, -1, 10, 11, 12, 13, 14, 15,
    16, 17, 18, -1, 20, 21, 22, 23, 24, 25, 26, 27, 28, -1, 30, 31, 32, 33, 34, 35, 36, 37, 38, -1,
    40, 41, 42, 43, 44, 45, 46, 47, 48, -1, 50, 51, 52, 53, 54, 55, 56, 57, 58, -1, 60, 61, 62, 63,
    64, 65, 66, 67, 68, -1, 70, 71, 72, 73, 74, 75, 76, 77, 78, -1, 80, 81, 82, 83, 84, 85, 86, 87,
    88, -1, 90, 91, 92, 93, 94, 95, 96, 97, 98, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
];

/// Table `piece_square_13`.
static PIECE_SQUARE_13: [u8; 4] = [0, 3, 4, 0];
