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
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        cse0 = (self.who[44] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
            & -17592186044417i64) as u64;
        cse1 = (OWNER_11[1] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
            | 17592186044416i64) as u64;
        self.what[44] = 1;
        self.who[44] = OWNER_11[1] as i64 as u8;
        self.piece_state[44] = 0;
        self.height[44] = 1;
        self.count[44] = 1;
        cse2 = (self.who[55] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse2 as usize] = (self.owned[cse2 as usize] as i64
            & -36028797018963969i64) as u64;
        cse3 = (OWNER_11[2] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse3 as usize] = (self.owned[cse3 as usize] as i64
            | 36028797018963968i64) as u64;
        self.what[55] = 2;
        self.who[55] = OWNER_11[2] as i64 as u8;
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
                            if RAY_LEN_1[d.wrapping_mul(100).wrapping_add(from) as usize]
                                as i64 == 0
                            {
                                continue;
                            }
                            to = RAY_DATA_2[RAY_OFF_0[d
                                .wrapping_mul(100)
                                .wrapping_add(from) as usize] as i64 as usize] as i64;
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
                            if RAY_LEN_1[d_1.wrapping_mul(100).wrapping_add(from_1)
                                as usize] as i64 == 0
                            {
                                continue;
                            }
                            to_1 = RAY_DATA_2[RAY_OFF_0[d_1
                                .wrapping_mul(100)
                                .wrapping_add(from_1) as usize] as i64 as usize] as i64;
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
                what = PIECE_SQUARE_12[mover as usize] as i64;
                st = 0;
                if added >= 0 && what > 0 {
                    if added < 100 {
                        cse0 = (self.who[added as usize] as i64)
                            .wrapping_mul(2)
                            .wrapping_add(added / 64);
                        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                            & !1i64.wrapping_shl((added % 64) as u32)) as u64;
                        if what != 0 {
                            cse1 = (OWNER_11[what as usize] as i64)
                                .wrapping_mul(2)
                                .wrapping_add(added / 64);
                            self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                                | 1i64.wrapping_shl((added % 64) as u32)) as u64;
                        }
                    }
                    self.what[added as usize] = what as u8;
                    self.who[added as usize] = OWNER_11[what as usize] as i64 as u8;
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
                    self
                        .rank[(if self.swapped[0] != 0 {
                        1i64.wrapping_sub(i)
                    } else {
                        i
                    }) as usize] = (if i == player.wrapping_sub(1) { 1 } else { 2 })
                        as u8;
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
                    as usize] = OWNER_11[0] as i64 as u8;
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

/// Table `ray_off_0`.
static RAY_OFF_0: [u16; 800] = [
    0, 9, 18, 27, 36, 45, 54, 63, 72, 81, 90, 98, 106, 114, 122, 130, 138, 146, 154, 162,
    170, 177, 184, 191, 198, 205, 212, 219, 226, 233, 240, 246, 252, 258, 264, 270, 276,
    282, 288, 294, 300, 305, 310, 315, 320, 325, 330, 335, 340, 345, 350, 354, 358, 362,
    366, 370, 374, 378, 382, 386, 390, 393, 396, 399, 402, 405, 408, 411, 414, 417, 420,
    422, 424, 426, 428, 430, 432, 434, 436, 438, 440, 441, 442, 443, 444, 445, 446, 447,
    448, 449, 450, 450, 450, 450, 450, 450, 450, 450, 450, 450, 450, 459, 467, 474, 480,
    485, 489, 492, 494, 495, 495, 503, 511, 518, 524, 529, 533, 536, 538, 539, 539, 546,
    553, 560, 566, 571, 575, 578, 580, 581, 581, 587, 593, 599, 605, 610, 614, 617, 619,
    620, 620, 625, 630, 635, 640, 645, 649, 652, 654, 655, 655, 659, 663, 667, 671, 675,
    679, 682, 684, 685, 685, 688, 691, 694, 697, 700, 703, 706, 708, 709, 709, 711, 713,
    715, 717, 719, 721, 723, 725, 726, 726, 727, 728, 729, 730, 731, 732, 733, 734, 735,
    735, 735, 735, 735, 735, 735, 735, 735, 735, 735, 735, 744, 752, 759, 765, 770, 774,
    777, 779, 780, 780, 789, 797, 804, 810, 815, 819, 822, 824, 825, 825, 834, 842, 849,
    855, 860, 864, 867, 869, 870, 870, 879, 887, 894, 900, 905, 909, 912, 914, 915, 915,
    924, 932, 939, 945, 950, 954, 957, 959, 960, 960, 969, 977, 984, 990, 995, 999, 1002,
    1004, 1005, 1005, 1014, 1022, 1029, 1035, 1040, 1044, 1047, 1049, 1050, 1050, 1059,
    1067, 1074, 1080, 1085, 1089, 1092, 1094, 1095, 1095, 1104, 1112, 1119, 1125, 1130,
    1134, 1137, 1139, 1140, 1140, 1149, 1157, 1164, 1170, 1175, 1179, 1182, 1184, 1185,
    1185, 1185, 1185, 1185, 1185, 1185, 1185, 1185, 1185, 1185, 1185, 1186, 1187, 1188,
    1189, 1190, 1191, 1192, 1193, 1194, 1194, 1196, 1198, 1200, 1202, 1204, 1206, 1208,
    1210, 1211, 1211, 1214, 1217, 1220, 1223, 1226, 1229, 1232, 1234, 1235, 1235, 1239,
    1243, 1247, 1251, 1255, 1259, 1262, 1264, 1265, 1265, 1270, 1275, 1280, 1285, 1290,
    1294, 1297, 1299, 1300, 1300, 1306, 1312, 1318, 1324, 1329, 1333, 1336, 1338, 1339,
    1339, 1346, 1353, 1360, 1366, 1371, 1375, 1378, 1380, 1381, 1381, 1389, 1397, 1404,
    1410, 1415, 1419, 1422, 1424, 1425, 1425, 1434, 1442, 1449, 1455, 1460, 1464, 1467,
    1469, 1470, 1470, 1470, 1470, 1470, 1470, 1470, 1470, 1470, 1470, 1470, 1470, 1471,
    1472, 1473, 1474, 1475, 1476, 1477, 1478, 1479, 1480, 1482, 1484, 1486, 1488, 1490,
    1492, 1494, 1496, 1498, 1500, 1503, 1506, 1509, 1512, 1515, 1518, 1521, 1524, 1527,
    1530, 1534, 1538, 1542, 1546, 1550, 1554, 1558, 1562, 1566, 1570, 1575, 1580, 1585,
    1590, 1595, 1600, 1605, 1610, 1615, 1620, 1626, 1632, 1638, 1644, 1650, 1656, 1662,
    1668, 1674, 1680, 1687, 1694, 1701, 1708, 1715, 1722, 1729, 1736, 1743, 1750, 1758,
    1766, 1774, 1782, 1790, 1798, 1806, 1814, 1822, 1830, 1839, 1848, 1857, 1866, 1875,
    1884, 1893, 1902, 1911, 1920, 1920, 1920, 1920, 1920, 1920, 1920, 1920, 1920, 1920,
    1920, 1920, 1921, 1922, 1923, 1924, 1925, 1926, 1927, 1928, 1929, 1929, 1930, 1932,
    1934, 1936, 1938, 1940, 1942, 1944, 1946, 1946, 1947, 1949, 1952, 1955, 1958, 1961,
    1964, 1967, 1970, 1970, 1971, 1973, 1976, 1980, 1984, 1988, 1992, 1996, 2000, 2000,
    2001, 2003, 2006, 2010, 2015, 2020, 2025, 2030, 2035, 2035, 2036, 2038, 2041, 2045,
    2050, 2056, 2062, 2068, 2074, 2074, 2075, 2077, 2080, 2084, 2089, 2095, 2102, 2109,
    2116, 2116, 2117, 2119, 2122, 2126, 2131, 2137, 2144, 2152, 2160, 2160, 2161, 2163,
    2166, 2170, 2175, 2181, 2188, 2196, 2205, 2205, 2206, 2208, 2211, 2215, 2220, 2226,
    2233, 2241, 2250, 2250, 2251, 2253, 2256, 2260, 2265, 2271, 2278, 2286, 2295, 2295,
    2296, 2298, 2301, 2305, 2310, 2316, 2323, 2331, 2340, 2340, 2341, 2343, 2346, 2350,
    2355, 2361, 2368, 2376, 2385, 2385, 2386, 2388, 2391, 2395, 2400, 2406, 2413, 2421,
    2430, 2430, 2431, 2433, 2436, 2440, 2445, 2451, 2458, 2466, 2475, 2475, 2476, 2478,
    2481, 2485, 2490, 2496, 2503, 2511, 2520, 2520, 2521, 2523, 2526, 2530, 2535, 2541,
    2548, 2556, 2565, 2565, 2566, 2568, 2571, 2575, 2580, 2586, 2593, 2601, 2610, 2610,
    2611, 2613, 2616, 2620, 2625, 2631, 2638, 2646, 2655, 2655, 2656, 2658, 2661, 2665,
    2670, 2676, 2683, 2691, 2700, 2700, 2701, 2703, 2706, 2710, 2715, 2721, 2728, 2736,
    2744, 2744, 2745, 2747, 2750, 2754, 2759, 2765, 2772, 2779, 2786, 2786, 2787, 2789,
    2792, 2796, 2801, 2807, 2813, 2819, 2825, 2825, 2826, 2828, 2831, 2835, 2840, 2845,
    2850, 2855, 2860, 2860, 2861, 2863, 2866, 2870, 2874, 2878, 2882, 2886, 2890, 2890,
    2891, 2893, 2896, 2899, 2902, 2905, 2908, 2911, 2914, 2914, 2915, 2917, 2919, 2921,
    2923, 2925, 2927, 2929, 2931, 2931, 2932, 2933, 2934, 2935, 2936, 2937, 2938, 2939,
    2940, 2940, 2940, 2940, 2940, 2940, 2940, 2940, 2940, 2940,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 800] = [
    9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 8, 8,
    7, 6, 5, 4, 3, 2, 1, 0, 7, 7, 7, 6, 5, 4, 3, 2, 1, 0, 6, 6, 6, 6, 5, 4, 3, 2, 1, 0,
    5, 5, 5, 5, 5, 4, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 3, 2, 1, 0, 3, 3, 3, 3, 3, 3, 3, 2,
    1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6,
    5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8,
    7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 3, 3, 3, 3, 3, 3,
    3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 3, 2, 1, 0, 5, 5, 5, 5, 5, 4, 3, 2, 1, 0, 6, 6, 6, 6,
    5, 4, 3, 2, 1, 0, 7, 7, 7, 6, 5, 4, 3, 2, 1, 0, 8, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8,
    7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1,
    2, 3, 3, 3, 3, 3, 3, 3, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4, 0, 1, 2, 3, 4, 5, 5, 5, 5, 5,
    0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 0, 1, 2, 3, 4, 5, 6, 7,
    8, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5,
    6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3,
    4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1,
    2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 0, 1, 2, 3, 4, 5, 6, 7,
    7, 7, 0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 0, 1, 2, 3, 4, 5, 5, 5, 5, 5, 0, 1, 2, 3, 4, 4,
    4, 4, 4, 4, 0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 2940] = [
    10, 20, 30, 40, 50, 60, 70, 80, 90, 11, 21, 31, 41, 51, 61, 71, 81, 91, 12, 22, 32,
    42, 52, 62, 72, 82, 92, 13, 23, 33, 43, 53, 63, 73, 83, 93, 14, 24, 34, 44, 54, 64,
    74, 84, 94, 15, 25, 35, 45, 55, 65, 75, 85, 95, 16, 26, 36, 46, 56, 66, 76, 86, 96,
    17, 27, 37, 47, 57, 67, 77, 87, 97, 18, 28, 38, 48, 58, 68, 78, 88, 98, 19, 29, 39,
    49, 59, 69, 79, 89, 99, 20, 30, 40, 50, 60, 70, 80, 90, 21, 31, 41, 51, 61, 71, 81,
    91, 22, 32, 42, 52, 62, 72, 82, 92, 23, 33, 43, 53, 63, 73, 83, 93, 24, 34, 44, 54,
    64, 74, 84, 94, 25, 35, 45, 55, 65, 75, 85, 95, 26, 36, 46, 56, 66, 76, 86, 96, 27,
    37, 47, 57, 67, 77, 87, 97, 28, 38, 48, 58, 68, 78, 88, 98, 29, 39, 49, 59, 69, 79,
    89, 99, 30, 40, 50, 60, 70, 80, 90, 31, 41, 51, 61, 71, 81, 91, 32, 42, 52, 62, 72,
    82, 92, 33, 43, 53, 63, 73, 83, 93, 34, 44, 54, 64, 74, 84, 94, 35, 45, 55, 65, 75,
    85, 95, 36, 46, 56, 66, 76, 86, 96, 37, 47, 57, 67, 77, 87, 97, 38, 48, 58, 68, 78,
    88, 98, 39, 49, 59, 69, 79, 89, 99, 40, 50, 60, 70, 80, 90, 41, 51, 61, 71, 81, 91,
    42, 52, 62, 72, 82, 92, 43, 53, 63, 73, 83, 93, 44, 54, 64, 74, 84, 94, 45, 55, 65,
    75, 85, 95, 46, 56, 66, 76, 86, 96, 47, 57, 67, 77, 87, 97, 48, 58, 68, 78, 88, 98,
    49, 59, 69, 79, 89, 99, 50, 60, 70, 80, 90, 51, 61, 71, 81, 91, 52, 62, 72, 82, 92,
    53, 63, 73, 83, 93, 54, 64, 74, 84, 94, 55, 65, 75, 85, 95, 56, 66, 76, 86, 96, 57,
    67, 77, 87, 97, 58, 68, 78, 88, 98, 59, 69, 79, 89, 99, 60, 70, 80, 90, 61, 71, 81,
    91, 62, 72, 82, 92, 63, 73, 83, 93, 64, 74, 84, 94, 65, 75, 85, 95, 66, 76, 86, 96,
    67, 77, 87, 97, 68, 78, 88, 98, 69, 79, 89, 99, 70, 80, 90, 71, 81, 91, 72, 82, 92,
    73, 83, 93, 74, 84, 94, 75, 85, 95, 76, 86, 96, 77, 87, 97, 78, 88, 98, 79, 89, 99,
    80, 90, 81, 91, 82, 92, 83, 93, 84, 94, 85, 95, 86, 96, 87, 97, 88, 98, 89, 99, 90,
    91, 92, 93, 94, 95, 96, 97, 98, 99, 11, 22, 33, 44, 55, 66, 77, 88, 99, 12, 23, 34,
    45, 56, 67, 78, 89, 13, 24, 35, 46, 57, 68, 79, 14, 25, 36, 47, 58, 69, 15, 26, 37,
    48, 59, 16, 27, 38, 49, 17, 28, 39, 18, 29, 19, 21, 32, 43, 54, 65, 76, 87, 98, 22,
    33, 44, 55, 66, 77, 88, 99, 23, 34, 45, 56, 67, 78, 89, 24, 35, 46, 57, 68, 79, 25,
    36, 47, 58, 69, 26, 37, 48, 59, 27, 38, 49, 28, 39, 29, 31, 42, 53, 64, 75, 86, 97,
    32, 43, 54, 65, 76, 87, 98, 33, 44, 55, 66, 77, 88, 99, 34, 45, 56, 67, 78, 89, 35,
    46, 57, 68, 79, 36, 47, 58, 69, 37, 48, 59, 38, 49, 39, 41, 52, 63, 74, 85, 96, 42,
    53, 64, 75, 86, 97, 43, 54, 65, 76, 87, 98, 44, 55, 66, 77, 88, 99, 45, 56, 67, 78,
    89, 46, 57, 68, 79, 47, 58, 69, 48, 59, 49, 51, 62, 73, 84, 95, 52, 63, 74, 85, 96,
    53, 64, 75, 86, 97, 54, 65, 76, 87, 98, 55, 66, 77, 88, 99, 56, 67, 78, 89, 57, 68,
    79, 58, 69, 59, 61, 72, 83, 94, 62, 73, 84, 95, 63, 74, 85, 96, 64, 75, 86, 97, 65,
    76, 87, 98, 66, 77, 88, 99, 67, 78, 89, 68, 79, 69, 71, 82, 93, 72, 83, 94, 73, 84,
    95, 74, 85, 96, 75, 86, 97, 76, 87, 98, 77, 88, 99, 78, 89, 79, 81, 92, 82, 93, 83,
    94, 84, 95, 85, 96, 86, 97, 87, 98, 88, 99, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
    1, 2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9, 3, 4, 5, 6, 7, 8, 9, 4, 5, 6, 7,
    8, 9, 5, 6, 7, 8, 9, 6, 7, 8, 9, 7, 8, 9, 8, 9, 9, 11, 12, 13, 14, 15, 16, 17, 18,
    19, 12, 13, 14, 15, 16, 17, 18, 19, 13, 14, 15, 16, 17, 18, 19, 14, 15, 16, 17, 18,
    19, 15, 16, 17, 18, 19, 16, 17, 18, 19, 17, 18, 19, 18, 19, 19, 21, 22, 23, 24, 25,
    26, 27, 28, 29, 22, 23, 24, 25, 26, 27, 28, 29, 23, 24, 25, 26, 27, 28, 29, 24, 25,
    26, 27, 28, 29, 25, 26, 27, 28, 29, 26, 27, 28, 29, 27, 28, 29, 28, 29, 29, 31, 32,
    33, 34, 35, 36, 37, 38, 39, 32, 33, 34, 35, 36, 37, 38, 39, 33, 34, 35, 36, 37, 38,
    39, 34, 35, 36, 37, 38, 39, 35, 36, 37, 38, 39, 36, 37, 38, 39, 37, 38, 39, 38, 39,
    39, 41, 42, 43, 44, 45, 46, 47, 48, 49, 42, 43, 44, 45, 46, 47, 48, 49, 43, 44, 45,
    46, 47, 48, 49, 44, 45, 46, 47, 48, 49, 45, 46, 47, 48, 49, 46, 47, 48, 49, 47, 48,
    49, 48, 49, 49, 51, 52, 53, 54, 55, 56, 57, 58, 59, 52, 53, 54, 55, 56, 57, 58, 59,
    53, 54, 55, 56, 57, 58, 59, 54, 55, 56, 57, 58, 59, 55, 56, 57, 58, 59, 56, 57, 58,
    59, 57, 58, 59, 58, 59, 59, 61, 62, 63, 64, 65, 66, 67, 68, 69, 62, 63, 64, 65, 66,
    67, 68, 69, 63, 64, 65, 66, 67, 68, 69, 64, 65, 66, 67, 68, 69, 65, 66, 67, 68, 69,
    66, 67, 68, 69, 67, 68, 69, 68, 69, 69, 71, 72, 73, 74, 75, 76, 77, 78, 79, 72, 73,
    74, 75, 76, 77, 78, 79, 73, 74, 75, 76, 77, 78, 79, 74, 75, 76, 77, 78, 79, 75, 76,
    77, 78, 79, 76, 77, 78, 79, 77, 78, 79, 78, 79, 79, 81, 82, 83, 84, 85, 86, 87, 88,
    89, 82, 83, 84, 85, 86, 87, 88, 89, 83, 84, 85, 86, 87, 88, 89, 84, 85, 86, 87, 88,
    89, 85, 86, 87, 88, 89, 86, 87, 88, 89, 87, 88, 89, 88, 89, 89, 91, 92, 93, 94, 95,
    96, 97, 98, 99, 92, 93, 94, 95, 96, 97, 98, 99, 93, 94, 95, 96, 97, 98, 99, 94, 95,
    96, 97, 98, 99, 95, 96, 97, 98, 99, 96, 97, 98, 99, 97, 98, 99, 98, 99, 99, 1, 2, 3,
    4, 5, 6, 7, 8, 9, 11, 2, 12, 3, 13, 4, 14, 5, 15, 6, 16, 7, 17, 8, 18, 9, 19, 21, 12,
    3, 22, 13, 4, 23, 14, 5, 24, 15, 6, 25, 16, 7, 26, 17, 8, 27, 18, 9, 28, 19, 29, 31,
    22, 13, 4, 32, 23, 14, 5, 33, 24, 15, 6, 34, 25, 16, 7, 35, 26, 17, 8, 36, 27, 18, 9,
    37, 28, 19, 38, 29, 39, 41, 32, 23, 14, 5, 42, 33, 24, 15, 6, 43, 34, 25, 16, 7, 44,
    35, 26, 17, 8, 45, 36, 27, 18, 9, 46, 37, 28, 19, 47, 38, 29, 48, 39, 49, 51, 42, 33,
    24, 15, 6, 52, 43, 34, 25, 16, 7, 53, 44, 35, 26, 17, 8, 54, 45, 36, 27, 18, 9, 55,
    46, 37, 28, 19, 56, 47, 38, 29, 57, 48, 39, 58, 49, 59, 61, 52, 43, 34, 25, 16, 7,
    62, 53, 44, 35, 26, 17, 8, 63, 54, 45, 36, 27, 18, 9, 64, 55, 46, 37, 28, 19, 65, 56,
    47, 38, 29, 66, 57, 48, 39, 67, 58, 49, 68, 59, 69, 71, 62, 53, 44, 35, 26, 17, 8,
    72, 63, 54, 45, 36, 27, 18, 9, 73, 64, 55, 46, 37, 28, 19, 74, 65, 56, 47, 38, 29,
    75, 66, 57, 48, 39, 76, 67, 58, 49, 77, 68, 59, 78, 69, 79, 81, 72, 63, 54, 45, 36,
    27, 18, 9, 82, 73, 64, 55, 46, 37, 28, 19, 83, 74, 65, 56, 47, 38, 29, 84, 75, 66,
    57, 48, 39, 85, 76, 67, 58, 49, 86, 77, 68, 59, 87, 78, 69, 88, 79, 89, 0, 1, 2, 3,
    4, 5, 6, 7, 8, 9, 10, 0, 11, 1, 12, 2, 13, 3, 14, 4, 15, 5, 16, 6, 17, 7, 18, 8, 19,
    9, 20, 10, 0, 21, 11, 1, 22, 12, 2, 23, 13, 3, 24, 14, 4, 25, 15, 5, 26, 16, 6, 27,
    17, 7, 28, 18, 8, 29, 19, 9, 30, 20, 10, 0, 31, 21, 11, 1, 32, 22, 12, 2, 33, 23, 13,
    3, 34, 24, 14, 4, 35, 25, 15, 5, 36, 26, 16, 6, 37, 27, 17, 7, 38, 28, 18, 8, 39, 29,
    19, 9, 40, 30, 20, 10, 0, 41, 31, 21, 11, 1, 42, 32, 22, 12, 2, 43, 33, 23, 13, 3,
    44, 34, 24, 14, 4, 45, 35, 25, 15, 5, 46, 36, 26, 16, 6, 47, 37, 27, 17, 7, 48, 38,
    28, 18, 8, 49, 39, 29, 19, 9, 50, 40, 30, 20, 10, 0, 51, 41, 31, 21, 11, 1, 52, 42,
    32, 22, 12, 2, 53, 43, 33, 23, 13, 3, 54, 44, 34, 24, 14, 4, 55, 45, 35, 25, 15, 5,
    56, 46, 36, 26, 16, 6, 57, 47, 37, 27, 17, 7, 58, 48, 38, 28, 18, 8, 59, 49, 39, 29,
    19, 9, 60, 50, 40, 30, 20, 10, 0, 61, 51, 41, 31, 21, 11, 1, 62, 52, 42, 32, 22, 12,
    2, 63, 53, 43, 33, 23, 13, 3, 64, 54, 44, 34, 24, 14, 4, 65, 55, 45, 35, 25, 15, 5,
    66, 56, 46, 36, 26, 16, 6, 67, 57, 47, 37, 27, 17, 7, 68, 58, 48, 38, 28, 18, 8, 69,
    59, 49, 39, 29, 19, 9, 70, 60, 50, 40, 30, 20, 10, 0, 71, 61, 51, 41, 31, 21, 11, 1,
    72, 62, 52, 42, 32, 22, 12, 2, 73, 63, 53, 43, 33, 23, 13, 3, 74, 64, 54, 44, 34, 24,
    14, 4, 75, 65, 55, 45, 35, 25, 15, 5, 76, 66, 56, 46, 36, 26, 16, 6, 77, 67, 57, 47,
    37, 27, 17, 7, 78, 68, 58, 48, 38, 28, 18, 8, 79, 69, 59, 49, 39, 29, 19, 9, 80, 70,
    60, 50, 40, 30, 20, 10, 0, 81, 71, 61, 51, 41, 31, 21, 11, 1, 82, 72, 62, 52, 42, 32,
    22, 12, 2, 83, 73, 63, 53, 43, 33, 23, 13, 3, 84, 74, 64, 54, 44, 34, 24, 14, 4, 85,
    75, 65, 55, 45, 35, 25, 15, 5, 86, 76, 66, 56, 46, 36, 26, 16, 6, 87, 77, 67, 57, 47,
    37, 27, 17, 7, 88, 78, 68, 58, 48, 38, 28, 18, 8, 89, 79, 69, 59, 49, 39, 29, 19, 9,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 0, 12, 1, 13, 2, 14, 3, 15, 4, 16, 5, 17, 6, 18,
    7, 20, 21, 10, 22, 11, 0, 23, 12, 1, 24, 13, 2, 25, 14, 3, 26, 15, 4, 27, 16, 5, 28,
    17, 6, 30, 31, 20, 32, 21, 10, 33, 22, 11, 0, 34, 23, 12, 1, 35, 24, 13, 2, 36, 25,
    14, 3, 37, 26, 15, 4, 38, 27, 16, 5, 40, 41, 30, 42, 31, 20, 43, 32, 21, 10, 44, 33,
    22, 11, 0, 45, 34, 23, 12, 1, 46, 35, 24, 13, 2, 47, 36, 25, 14, 3, 48, 37, 26, 15,
    4, 50, 51, 40, 52, 41, 30, 53, 42, 31, 20, 54, 43, 32, 21, 10, 55, 44, 33, 22, 11, 0,
    56, 45, 34, 23, 12, 1, 57, 46, 35, 24, 13, 2, 58, 47, 36, 25, 14, 3, 60, 61, 50, 62,
    51, 40, 63, 52, 41, 30, 64, 53, 42, 31, 20, 65, 54, 43, 32, 21, 10, 66, 55, 44, 33,
    22, 11, 0, 67, 56, 45, 34, 23, 12, 1, 68, 57, 46, 35, 24, 13, 2, 70, 71, 60, 72, 61,
    50, 73, 62, 51, 40, 74, 63, 52, 41, 30, 75, 64, 53, 42, 31, 20, 76, 65, 54, 43, 32,
    21, 10, 77, 66, 55, 44, 33, 22, 11, 0, 78, 67, 56, 45, 34, 23, 12, 1, 80, 81, 70, 82,
    71, 60, 83, 72, 61, 50, 84, 73, 62, 51, 40, 85, 74, 63, 52, 41, 30, 86, 75, 64, 53,
    42, 31, 20, 87, 76, 65, 54, 43, 32, 21, 10, 88, 77, 66, 55, 44, 33, 22, 11, 0, 0, 1,
    0, 2, 1, 0, 3, 2, 1, 0, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 6, 5, 4, 3, 2, 1, 0, 7, 6,
    5, 4, 3, 2, 1, 0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 11, 10, 12, 11, 10, 13, 12, 11, 10,
    14, 13, 12, 11, 10, 15, 14, 13, 12, 11, 10, 16, 15, 14, 13, 12, 11, 10, 17, 16, 15,
    14, 13, 12, 11, 10, 18, 17, 16, 15, 14, 13, 12, 11, 10, 20, 21, 20, 22, 21, 20, 23,
    22, 21, 20, 24, 23, 22, 21, 20, 25, 24, 23, 22, 21, 20, 26, 25, 24, 23, 22, 21, 20,
    27, 26, 25, 24, 23, 22, 21, 20, 28, 27, 26, 25, 24, 23, 22, 21, 20, 30, 31, 30, 32,
    31, 30, 33, 32, 31, 30, 34, 33, 32, 31, 30, 35, 34, 33, 32, 31, 30, 36, 35, 34, 33,
    32, 31, 30, 37, 36, 35, 34, 33, 32, 31, 30, 38, 37, 36, 35, 34, 33, 32, 31, 30, 40,
    41, 40, 42, 41, 40, 43, 42, 41, 40, 44, 43, 42, 41, 40, 45, 44, 43, 42, 41, 40, 46,
    45, 44, 43, 42, 41, 40, 47, 46, 45, 44, 43, 42, 41, 40, 48, 47, 46, 45, 44, 43, 42,
    41, 40, 50, 51, 50, 52, 51, 50, 53, 52, 51, 50, 54, 53, 52, 51, 50, 55, 54, 53, 52,
    51, 50, 56, 55, 54, 53, 52, 51, 50, 57, 56, 55, 54, 53, 52, 51, 50, 58, 57, 56, 55,
    54, 53, 52, 51, 50, 60, 61, 60, 62, 61, 60, 63, 62, 61, 60, 64, 63, 62, 61, 60, 65,
    64, 63, 62, 61, 60, 66, 65, 64, 63, 62, 61, 60, 67, 66, 65, 64, 63, 62, 61, 60, 68,
    67, 66, 65, 64, 63, 62, 61, 60, 70, 71, 70, 72, 71, 70, 73, 72, 71, 70, 74, 73, 72,
    71, 70, 75, 74, 73, 72, 71, 70, 76, 75, 74, 73, 72, 71, 70, 77, 76, 75, 74, 73, 72,
    71, 70, 78, 77, 76, 75, 74, 73, 72, 71, 70, 80, 81, 80, 82, 81, 80, 83, 82, 81, 80,
    84, 83, 82, 81, 80, 85, 84, 83, 82, 81, 80, 86, 85, 84, 83, 82, 81, 80, 87, 86, 85,
    84, 83, 82, 81, 80, 88, 87, 86, 85, 84, 83, 82, 81, 80, 90, 91, 90, 92, 91, 90, 93,
    92, 91, 90, 94, 93, 92, 91, 90, 95, 94, 93, 92, 91, 90, 96, 95, 94, 93, 92, 91, 90,
    97, 96, 95, 94, 93, 92, 91, 90, 98, 97, 96, 95, 94, 93, 92, 91, 90, 10, 11, 20, 12,
    21, 30, 13, 22, 31, 40, 14, 23, 32, 41, 50, 15, 24, 33, 42, 51, 60, 16, 25, 34, 43,
    52, 61, 70, 17, 26, 35, 44, 53, 62, 71, 80, 18, 27, 36, 45, 54, 63, 72, 81, 90, 20,
    21, 30, 22, 31, 40, 23, 32, 41, 50, 24, 33, 42, 51, 60, 25, 34, 43, 52, 61, 70, 26,
    35, 44, 53, 62, 71, 80, 27, 36, 45, 54, 63, 72, 81, 90, 28, 37, 46, 55, 64, 73, 82,
    91, 30, 31, 40, 32, 41, 50, 33, 42, 51, 60, 34, 43, 52, 61, 70, 35, 44, 53, 62, 71,
    80, 36, 45, 54, 63, 72, 81, 90, 37, 46, 55, 64, 73, 82, 91, 38, 47, 56, 65, 74, 83,
    92, 40, 41, 50, 42, 51, 60, 43, 52, 61, 70, 44, 53, 62, 71, 80, 45, 54, 63, 72, 81,
    90, 46, 55, 64, 73, 82, 91, 47, 56, 65, 74, 83, 92, 48, 57, 66, 75, 84, 93, 50, 51,
    60, 52, 61, 70, 53, 62, 71, 80, 54, 63, 72, 81, 90, 55, 64, 73, 82, 91, 56, 65, 74,
    83, 92, 57, 66, 75, 84, 93, 58, 67, 76, 85, 94, 60, 61, 70, 62, 71, 80, 63, 72, 81,
    90, 64, 73, 82, 91, 65, 74, 83, 92, 66, 75, 84, 93, 67, 76, 85, 94, 68, 77, 86, 95,
    70, 71, 80, 72, 81, 90, 73, 82, 91, 74, 83, 92, 75, 84, 93, 76, 85, 94, 77, 86, 95,
    78, 87, 96, 80, 81, 90, 82, 91, 83, 92, 84, 93, 85, 94, 86, 95, 87, 96, 88, 97, 90,
    91, 92, 93, 94, 95, 96, 97, 98,
];

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

/// Table `piece_square_12`.
static PIECE_SQUARE_12: [u8; 4] = [0, 3, 4, 0];
