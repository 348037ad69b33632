//! `Three Men's Morris` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Three Men's Morris`: 168 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ThreeMensMorrisState {
    pub what: [u8; 11],
    pub who: [u8; 11],
    pub piece_state: [u8; 11],
    pub count: [u16; 11],
    pub height: [u8; 11],
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

impl ThreeMensMorrisState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: ThreeMensMorrisState = ThreeMensMorrisState {
        what: [0; 11],
        who: [0; 11],
        piece_state: [0; 11],
        count: [0; 11],
        height: [0; 11],
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

impl ::ludemic_runtime::kernel::KernelLayout for ThreeMensMorrisState {
    const LAYOUT: &'static str = "what:U8x11@0 who:U8x11@11 piece_state:U8x11@22 count:U16x11@34 height:U8x11@56 mover:U8x1@67 next:U8x1@68 prev:U8x1@69 num_moves:I32x1@72 last_from:I8x1@76 last_to:I8x1@77 moves_in_turn:I32x1@80 pass_run:I32x1@84 over:U8x1@88 swapped:U8x1@89 turns:I32x1@92 last_pass:U8x1@96 phase:U8x2@97 score:I32x2@100 rank:U8x2@108 triggered:I32x2@112 mark:I32x1@120 stamp:I32x1@124 stack:I8x1@128 owned:Bitsx4@136 =168";

    fn from_kernel_bytes(bytes: &[u8]) -> ThreeMensMorrisState {
        assert_eq!(bytes.len(), 168, "a state of this layout has {} bytes", 168);
        let mut s = ThreeMensMorrisState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[11..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[22..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[34..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[56..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[67..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[68..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[69..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[72..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[76..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[77..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[80..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[84..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[88..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[89..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[92..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[96..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[97..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[100..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[108..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[112..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[120..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[124..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[128..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[136..]);
        s
    }
}

/// The game `Three Men's Morris`; its states are [`ThreeMensMorrisState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ThreeMensMorris;

impl ThreeMensMorris {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 85;
}

#[allow(unused, clippy::all)]
impl Game for ThreeMensMorris {
    type State = ThreeMensMorrisState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Three Men's Morris"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> ThreeMensMorrisState {
        let mut s = ThreeMensMorrisState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &ThreeMensMorrisState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &ThreeMensMorrisState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut ThreeMensMorrisState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &ThreeMensMorrisState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &ThreeMensMorrisState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &ThreeMensMorrisState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 11,
                levels: 1,
                stacking: false,
                mover: s.mover[0] as i64,
                height: &|i: usize| s.height[i] as i64,
                what: &|i: usize| s.what[i] as i64,
                who: &|i: usize| s.who[i] as i64,
                count: &|i: usize| s.count[i] as i64,
                piece_state: &|i: usize| s.piece_state[i] as i64,
                scores: None,
                phases: Some(&|i: usize| s.phase[i] as i64),
                dice: &[],
            },
        )
    }
}

#[allow(unused, clippy::all)]
impl ThreeMensMorrisState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        self.what[9] = 1;
        self.who[9] = 1;
        self.piece_state[9] = 0;
        self.height[9] = 1;
        self.count[9] = (self.count[9] as i64).wrapping_add(3) as u16;
        self.what[10] = 2;
        self.who[10] = 2;
        self.piece_state[10] = 0;
        self.height[10] = 1;
        self.count[10] = (self.count[10] as i64).wrapping_add(3) as u16;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut phase: i64 = 0;
        let mut from: i64 = 0;
        let mut own: i64 = 0;
        let mut occupied: i64 = 0;
        let mut targets: i64 = 0;
        let mut from_1: i64 = 0;
        let mut to_1: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        phase = self.phase[mover.wrapping_sub(1) as usize] as i64;
        if phase == 0 {
            from = HAND_8[mover as usize] as i64;
            if from >= 0 {
                if self.height[from as usize] > 0 {
                    for to in 0i64..9 {
                        if self.height[to as usize] == 0 {
                            if true {
                                moves
                                    .push(RawMove {
                                        from: from as u32,
                                        to: to as u32,
                                        level_from: 0,
                                        level_to: 0,
                                        kind: 0,
                                        aux: 1048320,
                                    });
                            }
                        }
                    }
                }
            }
        }
        if phase == 1 {
            own = self.owned[mover as usize] as i64;
            occupied = self.owned[1] as i64 | self.owned[2] as i64;
            if mover == 1 {
                targets = (own & 63) << 3 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(3);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (own & 17) << 4 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(4);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (own & 219) << 1 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(1);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 438) as u64) >> 1) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-1);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (own & 20) << 2 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(2);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 504) as u64) >> 3) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-3);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 80) as u64) >> 2) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-2);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 272) as u64) >> 4) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-4);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
            }
            if mover == 2 {
                targets = (own & 63) << 3 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(3);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (own & 17) << 4 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(4);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (own & 219) << 1 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(1);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 438) as u64) >> 1) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-1);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (own & 20) << 2 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(2);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 504) as u64) >> 3) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-3);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 80) as u64) >> 2) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-2);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
                        });
                }
                targets = (((own & 272) as u64) >> 4) as i64 & (!occupied & 511);
                while targets != 0 {
                    to_1 = targets.trailing_zeros() as i64;
                    targets = targets & targets.wrapping_sub(1);
                    from_1 = to_1.wrapping_sub(-4);
                    moves
                        .push(RawMove {
                            from: from_1 as u32,
                            to: to_1 as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 2i64
                                .wrapping_add(
                                    (if from_1 >= 0 { from_1 } else { 4095 }) << 8,
                                )
                                .wrapping_add(0) as u32,
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
        let mut player: i64 = 0;
        let mut ph: i64 = 0;
        let mut next: i64 = 0;
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
            if leaf == 0 || leaf == 1 || leaf == 2 {
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
        if mv.kind as i64 == 0 {}
        if self.line_windows_5() != 0 {
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
        for p in 1i64..3 {
            ph = self.phase[p.wrapping_sub(1) as usize] as i64;
            if ph == 0 {
                if self.all_sites_6(mover, prev, self.next[0] as i64, -1, -1, -1, -1)
                    != 0
                {
                    self.phase[p.wrapping_sub(1) as usize] = 1;
                }
            }
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
                if from < 9 {
                    cse0 = (self
                        .who[from
                        .wrapping_add(
                            (self.height[from as usize] as i64).wrapping_sub(1),
                        ) as usize] as i64)
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
        if self.count[to as usize] > 0 && self.what[to as usize] as i64 == what {
            self.piece_state[to as usize] = st as u8;
            self.count[to as usize] = (self.count[to as usize] as i64).wrapping_add(1)
                as u16;
        } else {
            if to < 9 {
                cse1 = (self.who[to as usize] as i64).wrapping_add(to / 64);
                self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                    & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                self.owned[who.wrapping_add(to / 64) as usize] = (self
                    .owned[who.wrapping_add(to / 64) as usize] as i64
                    | 1i64.wrapping_shl((to % 64) as u32)) as u64;
            }
            self.what[to as usize] = what as u8;
            self.who[to as usize] = who as u8;
            self.piece_state[to as usize] = st as u8;
            self.height[to as usize] = 1;
            self.count[to as usize] = 1;
        }
    }

    /// Kernel function `line_4` (Query).
    #[inline]
    pub fn line_4(&self, len: i64) -> i64 {
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
            d = AXES_ORTHOGONAL_5[pivot.wrapping_mul(4).wrapping_add(j) as usize] as i64;
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

    /// Kernel function `line_windows_5` (Query).
    #[inline]
    pub fn line_windows_5(&self) -> i64 {
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
            return self.line_4(3);
        }
        bits = self.owned[owner as usize] as i64;
        for i in WINDOW_OFF_9[pivot as usize]
            as i64..WINDOW_OFF_9[pivot.wrapping_add(1) as usize] as i64
        {
            m = WINDOW_MASK_10[i as usize] as i64;
            if bits & m == m {
                return 1;
            }
        }
        0
    }

    /// Kernel function `all_sites_6` (Query).
    #[inline]
    pub fn all_sites_6(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        if HAND_8[2] as i64 >= 0 {
            for s in HAND_8[2] as i64..(HAND_8[2] as i64).wrapping_add(HAND_12[2] as i64)
            {
                if 0 != (if s >= 0 { self.count[s as usize] as i64 } else { 0 }) {
                    return 0;
                }
            }
        }
        1
    }
}

/// Table `ray_off_0`.
static RAY_OFF_0: [u8; 72] = [
    0, 2, 4, 6, 7, 8, 9, 9, 9, 9, 11, 11, 11, 11, 12, 12, 12, 12, 12, 14, 15, 15, 17, 18,
    18, 20, 21, 21, 21, 21, 21, 21, 22, 22, 24, 24, 24, 24, 24, 24, 25, 26, 27, 29, 31,
    33, 33, 33, 33, 33, 34, 34, 34, 34, 36, 36, 37, 39, 39, 40, 42, 42, 43, 45, 45, 45,
    47, 47, 48, 48, 48, 48,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 72] = [
    2, 2, 2, 1, 1, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 0,
    0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 1,
    2, 0, 1, 2, 0, 1, 2, 0, 0, 2, 0, 1, 0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 48] = [
    3, 6, 4, 7, 5, 8, 6, 7, 8, 4, 8, 8, 1, 2, 2, 4, 5, 5, 7, 8, 8, 2, 4, 2, 0, 1, 2, 3,
    0, 4, 1, 5, 2, 0, 4, 0, 0, 1, 0, 3, 4, 3, 6, 7, 6, 4, 6, 6,
];

/// Table `opposite_3`.
static OPPOSITE_3: [u8; 8] = [4, 5, 6, 7, 0, 1, 2, 3];

/// Table `axes_orthogonal_5`.
static AXES_ORTHOGONAL_5: [i8; 36] = [
    0, 1, 2, -1, 0, 2, -1, -1, 0, 6, 7, -1, 0, 2, -1, -1, 0, 1, 2, 3, 0, 6, -1, -1, 2, 3, 4, -1, 2,
    4, -1, -1, 4, 5, 6, -1,
];

/// Table `hand_8`.
static HAND_8: [i8; 4] = [-1, 9, 10, -1];

/// Table `window_off_9`.
static WINDOW_OFF_9: [u8; 10] = [0, 3, 5, 8, 10, 14, 16, 19, 21, 24];

/// Table `window_mask_10`.
static WINDOW_MASK_10: [u16; 24] = [
    73, 273, 7, 146, 7, 292, 7, 84, 73, 56, 146, 273, 56, 84, 292, 56, 448, 84, 73, 448,
    146, 292, 273, 448,
];

/// Table `hand_12`.
static HAND_12: [i8; 4] = [-1, 1, 1, -1];
