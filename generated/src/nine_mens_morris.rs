//! `Nine Men's Morris` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Nine Men's Morris`: 256 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NineMensMorrisState {
    pub what: [u8; 26],
    pub who: [u8; 26],
    pub piece_state: [u8; 26],
    pub count: [u16; 26],
    pub height: [u8; 26],
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

impl NineMensMorrisState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: NineMensMorrisState = NineMensMorrisState {
        what: [0; 26],
        who: [0; 26],
        piece_state: [0; 26],
        count: [0; 26],
        height: [0; 26],
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

impl ::ludemic_runtime::kernel::KernelLayout for NineMensMorrisState {
    const LAYOUT: &'static str = "what:U8x26@0 who:U8x26@26 piece_state:U8x26@52 count:U16x26@78 height:U8x26@130 mover:U8x1@156 next:U8x1@157 prev:U8x1@158 num_moves:I32x1@160 last_from:I8x1@164 last_to:I8x1@165 moves_in_turn:I32x1@168 pass_run:I32x1@172 over:U8x1@176 swapped:U8x1@177 turns:I32x1@180 last_pass:U8x1@184 phase:U8x2@185 score:I32x2@188 rank:U8x2@196 triggered:I32x2@200 mark:I32x1@208 stamp:I32x1@212 stack:I8x1@216 owned:Bitsx4@224 =256";

    fn from_kernel_bytes(bytes: &[u8]) -> NineMensMorrisState {
        assert_eq!(bytes.len(), 256, "a state of this layout has {} bytes", 256);
        let mut s = NineMensMorrisState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[26..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[52..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[78..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[130..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[156..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[157..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[158..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[160..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[164..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[165..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[168..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[172..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[176..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[177..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[180..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[184..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[185..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[188..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[196..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[200..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[208..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[212..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[216..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[224..]);
        s
    }
}

/// The game `Nine Men's Morris`; its states are [`NineMensMorrisState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NineMensMorris;

impl NineMensMorris {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 704;
}

#[allow(unused, clippy::all)]
impl Game for NineMensMorris {
    type State = NineMensMorrisState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Nine Men's Morris"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> NineMensMorrisState {
        let mut s = NineMensMorrisState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &NineMensMorrisState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &NineMensMorrisState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut NineMensMorrisState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &NineMensMorrisState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &NineMensMorrisState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &NineMensMorrisState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 26,
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
impl NineMensMorrisState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        self.what[24] = 1;
        self.who[24] = 1;
        self.piece_state[24] = 0;
        self.height[24] = 1;
        self.count[24] = (self.count[24] as i64).wrapping_add(9) as u16;
        self.what[25] = 2;
        self.who[25] = 2;
        self.piece_state[25] = 0;
        self.height[25] = 1;
        self.count[25] = (self.count[25] as i64).wrapping_add(9) as u16;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut phase: i64 = 0;
        let mut site: i64 = 0;
        let mut bits: i64 = 0;
        let mut mask: i64 = 0;
        let mut site_1: i64 = 0;
        let mut bits_1: i64 = 0;
        let mut mask_1: i64 = 0;
        let mut from: i64 = 0;
        let mut site_2: i64 = 0;
        let mut bits_2: i64 = 0;
        let mut mask_2: i64 = 0;
        let mut site_3: i64 = 0;
        let mut bits_3: i64 = 0;
        let mut mask_3: i64 = 0;
        let mut from_1: i64 = 0;
        let mut bits_4: i64 = 0;
        let mut mask_4: i64 = 0;
        let mut own: i64 = 0;
        let mut occupied: i64 = 0;
        let mut targets: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut pieces: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        phase = self.phase[mover.wrapping_sub(1) as usize] as i64;
        if phase == 0 {
            if prev == mover {
                if self.can_move_3(mover, prev, self.next[0] as i64, -1, -1, -1, -1) != 0
                {
                    for word in 0i64..1 {
                        mask = 0;
                        for owner in 1i64..3 {
                            if owner != mover {
                                mask = mask
                                    | self.owned[owner.wrapping_add(word) as usize] as i64;
                            }
                        }
                        bits = mask;
                        while bits != 0 {
                            site = bits.trailing_zeros() as i64;
                            bits = bits & bits.wrapping_sub(1);
                            site = word.wrapping_mul(64).wrapping_add(site);
                            cse0 = (self.height[site as usize] > 0) as i64;
                            if cse0 != 0
                                && ((if site >= 0 {
                                    self.who[site as usize] as i64
                                } else {
                                    0
                                }) >= 1
                                    && (if site >= 0 {
                                        self.who[site as usize] as i64
                                    } else {
                                        0
                                    }) <= 2
                                    && (if site >= 0 {
                                        self.who[site as usize] as i64
                                    } else {
                                        0
                                    }) != mover)
                            {
                                if self.line_4(3, site) == 0 {
                                    if site >= 0 && cse0 != 0 {
                                        moves
                                            .push(RawMove {
                                                from: site as u32,
                                                to: site as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: ((if site >= 0 { site } else { 4095 }) << 8)
                                                    .wrapping_add(0) as u32,
                                            });
                                    }
                                }
                            }
                        }
                    }
                } else {
                    for word_1 in 0i64..1 {
                        mask_1 = 0;
                        for owner_1 in 1i64..3 {
                            if owner_1 != mover {
                                mask_1 = mask_1
                                    | self.owned[owner_1.wrapping_add(word_1) as usize] as i64;
                            }
                        }
                        bits_1 = mask_1;
                        while bits_1 != 0 {
                            site_1 = bits_1.trailing_zeros() as i64;
                            bits_1 = bits_1 & bits_1.wrapping_sub(1);
                            site_1 = word_1.wrapping_mul(64).wrapping_add(site_1);
                            cse1 = (self.height[site_1 as usize] > 0) as i64;
                            if cse1 != 0
                                && ((if site_1 >= 0 {
                                    self.who[site_1 as usize] as i64
                                } else {
                                    0
                                }) >= 1
                                    && (if site_1 >= 0 {
                                        self.who[site_1 as usize] as i64
                                    } else {
                                        0
                                    }) <= 2
                                    && (if site_1 >= 0 {
                                        self.who[site_1 as usize] as i64
                                    } else {
                                        0
                                    }) != mover)
                            {
                                if site_1 >= 0 && cse1 != 0 {
                                    moves
                                        .push(RawMove {
                                            from: site_1 as u32,
                                            to: site_1 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 1i64
                                                .wrapping_add(
                                                    (if site_1 >= 0 { site_1 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        }
                    }
                }
            } else {
                from = HAND_8[mover as usize] as i64;
                if from >= 0 {
                    if self.height[from as usize] > 0 {
                        for to in 0i64..24 {
                            if self.height[to as usize] == 0 {
                                if true {
                                    moves
                                        .push(RawMove {
                                            from: from as u32,
                                            to: to as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 1048322,
                                        });
                                }
                            }
                        }
                    }
                }
            }
        }
        if phase == 1 {
            if prev == mover {
                if self.can_move_5(mover, prev, self.next[0] as i64, -1, -1, -1, -1) != 0
                {
                    for word_2 in 0i64..1 {
                        mask_2 = 0;
                        for owner_2 in 1i64..3 {
                            if owner_2 != mover {
                                mask_2 = mask_2
                                    | self.owned[owner_2.wrapping_add(word_2) as usize] as i64;
                            }
                        }
                        bits_2 = mask_2;
                        while bits_2 != 0 {
                            site_2 = bits_2.trailing_zeros() as i64;
                            bits_2 = bits_2 & bits_2.wrapping_sub(1);
                            site_2 = word_2.wrapping_mul(64).wrapping_add(site_2);
                            cse2 = (self.height[site_2 as usize] > 0) as i64;
                            if cse2 != 0
                                && ((if site_2 >= 0 {
                                    self.who[site_2 as usize] as i64
                                } else {
                                    0
                                }) >= 1
                                    && (if site_2 >= 0 {
                                        self.who[site_2 as usize] as i64
                                    } else {
                                        0
                                    }) <= 2
                                    && (if site_2 >= 0 {
                                        self.who[site_2 as usize] as i64
                                    } else {
                                        0
                                    }) != mover)
                            {
                                if self.line_4(3, site_2) == 0 {
                                    if site_2 >= 0 && cse2 != 0 {
                                        moves
                                            .push(RawMove {
                                                from: site_2 as u32,
                                                to: site_2 as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: 3i64
                                                    .wrapping_add(
                                                        (if site_2 >= 0 { site_2 } else { 4095 }) << 8,
                                                    )
                                                    .wrapping_add(0) as u32,
                                            });
                                    }
                                }
                            }
                        }
                    }
                } else {
                    for word_3 in 0i64..1 {
                        mask_3 = 0;
                        for owner_3 in 1i64..3 {
                            if owner_3 != mover {
                                mask_3 = mask_3
                                    | self.owned[owner_3.wrapping_add(word_3) as usize] as i64;
                            }
                        }
                        bits_3 = mask_3;
                        while bits_3 != 0 {
                            site_3 = bits_3.trailing_zeros() as i64;
                            bits_3 = bits_3 & bits_3.wrapping_sub(1);
                            site_3 = word_3.wrapping_mul(64).wrapping_add(site_3);
                            cse3 = (self.height[site_3 as usize] > 0) as i64;
                            if cse3 != 0
                                && ((if site_3 >= 0 {
                                    self.who[site_3 as usize] as i64
                                } else {
                                    0
                                }) >= 1
                                    && (if site_3 >= 0 {
                                        self.who[site_3 as usize] as i64
                                    } else {
                                        0
                                    }) <= 2
                                    && (if site_3 >= 0 {
                                        self.who[site_3 as usize] as i64
                                    } else {
                                        0
                                    }) != mover)
                            {
                                if site_3 >= 0 && cse3 != 0 {
                                    moves
                                        .push(RawMove {
                                            from: site_3 as u32,
                                            to: site_3 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 4i64
                                                .wrapping_add(
                                                    (if site_3 >= 0 { site_3 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        }
                    }
                }
            } else if self
                .count_pieces_6(mover, prev, self.next[0] as i64, -1, -1, -1, -1) <= 3
            {
                for word_4 in 0i64..1 {
                    mask_4 = if mover >= 0 && mover <= 3 {
                        self.owned[mover.wrapping_add(word_4) as usize] as i64
                    } else {
                        0
                    };
                    bits_4 = mask_4;
                    while bits_4 != 0 {
                        from_1 = bits_4.trailing_zeros() as i64;
                        bits_4 = bits_4 & bits_4.wrapping_sub(1);
                        from_1 = word_4.wrapping_mul(64).wrapping_add(from_1);
                        cse4 = (self.height[from_1 as usize] > 0) as i64;
                        if cse4 != 0
                            && (if from_1 >= 0 {
                                self.who[from_1 as usize] as i64
                            } else {
                                0
                            }) == mover
                        {
                            if cse4 != 0 {
                                for to_1 in 0i64..24 {
                                    if self.height[to_1 as usize] == 0 {
                                        if true {
                                            moves
                                                .push(RawMove {
                                                    from: from_1 as u32,
                                                    to: to_1 as u32,
                                                    level_from: 0,
                                                    level_to: 0,
                                                    kind: 0,
                                                    aux: 1048325,
                                                });
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            } else {
                own = self.owned[mover as usize] as i64;
                occupied = self.owned[1] as i64 | self.owned[2] as i64;
                if mover == 1 {
                    pieces = own;
                    while pieces != 0 {
                        from_2 = pieces.trailing_zeros() as i64;
                        pieces = pieces & pieces.wrapping_sub(1);
                        targets = STEP_MASK_9[from_2 as usize] as i64
                            & (!occupied & 16777215);
                        while targets != 0 {
                            to_2 = targets.trailing_zeros() as i64;
                            targets = targets & targets.wrapping_sub(1);
                            moves
                                .push(RawMove {
                                    from: from_2 as u32,
                                    to: to_2 as u32,
                                    level_from: 0,
                                    level_to: 0,
                                    kind: 0,
                                    aux: 6i64
                                        .wrapping_add(
                                            (if from_2 >= 0 { from_2 } else { 4095 }) << 8,
                                        )
                                        .wrapping_add(0) as u32,
                                });
                        }
                    }
                }
                if mover == 2 {
                    pieces = own;
                    while pieces != 0 {
                        from_2 = pieces.trailing_zeros() as i64;
                        pieces = pieces & pieces.wrapping_sub(1);
                        targets = STEP_MASK_9[from_2 as usize] as i64
                            & (!occupied & 16777215);
                        while targets != 0 {
                            to_2 = targets.trailing_zeros() as i64;
                            targets = targets & targets.wrapping_sub(1);
                            moves
                                .push(RawMove {
                                    from: from_2 as u32,
                                    to: to_2 as u32,
                                    level_from: 0,
                                    level_to: 0,
                                    kind: 0,
                                    aux: 7i64
                                        .wrapping_add(
                                            (if from_2 >= 0 { from_2 } else { 4095 }) << 8,
                                        )
                                        .wrapping_add(0) as u32,
                                });
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
        let mut removed: i64 = 0;
        let removed_1: i64 = 0;
        let mut cond: i64 = 0;
        let removed_2: i64 = 0;
        let removed_3: i64 = 0;
        let cond_1: i64 = 0;
        let cond_2: i64 = 0;
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
            if leaf == 0 || leaf == 1 || leaf == 3 || leaf == 4 {
                removed = site;
                if removed >= 0 {
                    self.take_piece(removed);
                }
            } else if leaf == 2 || leaf == 5 || leaf == 6 || leaf == 7 {
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
            if leaf == 0 || leaf == 1 || leaf == 3 || leaf == 4 || leaf == 5
            {} else if leaf == 2 || leaf == 6 || leaf == 7 {
                cond = self.line_windows_10();
                if cond != 0 {}
                if cond != 0 {
                    self.next[0] = mover as u8;
                }
            }
        }
        if self.count_pieces_11(mover, prev, self.next[0] as i64, -1, -1, -1, -1) <= 2 {
            player = self.next[0] as i64;
            if player >= 1 && player <= 2 {
                for i in 0i64..2 {
                    self.rank[i as usize] = (if i == player.wrapping_sub(1) {
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
        for p in 1i64..3 {
            ph = self.phase[p.wrapping_sub(1) as usize] as i64;
            if ph == 0 {
                if mover == p
                    && self
                        .all_sites_12(mover, prev, self.next[0] as i64, -1, -1, -1, -1)
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

    /// Kernel function `can_move_3` (Query).
    #[inline]
    pub fn can_move_3(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut site_1: i64 = 0;
        let mut bits: i64 = 0;
        let mut mask: i64 = 0;
        let mut cse0: i64 = 0;
        for word in 0i64..1 {
            mask = 0;
            for owner in 1i64..3 {
                if owner != mover {
                    mask = mask | self.owned[owner.wrapping_add(word) as usize] as i64;
                }
            }
            bits = mask;
            while bits != 0 {
                site_1 = bits.trailing_zeros() as i64;
                bits = bits & bits.wrapping_sub(1);
                site_1 = word.wrapping_mul(64).wrapping_add(site_1);
                cse0 = (self.height[site_1 as usize] > 0) as i64;
                if cse0 != 0
                    && ((if site_1 >= 0 { self.who[site_1 as usize] as i64 } else { 0 })
                        >= 1
                        && (if site_1 >= 0 {
                            self.who[site_1 as usize] as i64
                        } else {
                            0
                        }) <= 2
                        && (if site_1 >= 0 {
                            self.who[site_1 as usize] as i64
                        } else {
                            0
                        }) != mover)
                {
                    if self.line_4(3, site_1) == 0 {
                        if site_1 >= 0 && cse0 != 0 {
                            return (site_1.wrapping_add(1) << 20)
                                .wrapping_add(site_1.wrapping_add(1));
                        }
                    }
                }
            }
        }
        0
    }

    /// Kernel function `line_4` (Query).
    #[inline]
    pub fn line_4(&self, len: i64, through: i64) -> i64 {
        let mut pivot: i64 = 0;
        let mut what: i64 = 0;
        let mut d: i64 = 0;
        let mut total: i64 = 0;
        let mut side: i64 = 0;
        let dir: i64 = 0;
        let mut off: i64 = 0;
        let mut n: i64 = 0;
        pivot = through;
        if pivot < 0 || pivot >= 24 {
            return 0;
        }
        what = self.what[pivot as usize] as i64;
        for j in 0i64..2 {
            d = AXES_ORTHOGONAL_5[pivot.wrapping_mul(2).wrapping_add(j) as usize] as i64;
            if d < 0 {
                break;
            }
            side = OPPOSITE_3[d as usize] as i64;
            total = 1;
            off = RAY_OFF_0[d.wrapping_mul(24).wrapping_add(pivot) as usize] as i64;
            n = RAY_LEN_1[d.wrapping_mul(24).wrapping_add(pivot) as usize] as i64;
            for i in 0..n {
                if self.what[RAY_DATA_2[off.wrapping_add(i) as usize] as i64 as usize]
                    as i64 != what
                {
                    break;
                }
                total = total.wrapping_add(1);
            }
            if side >= 0 {
                off = RAY_OFF_0[side.wrapping_mul(24).wrapping_add(pivot) as usize]
                    as i64;
                n = RAY_LEN_1[side.wrapping_mul(24).wrapping_add(pivot) as usize] as i64;
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

    /// Kernel function `can_move_5` (Query).
    #[inline]
    pub fn can_move_5(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut site_1: i64 = 0;
        let mut bits: i64 = 0;
        let mut mask: i64 = 0;
        let mut cse0: i64 = 0;
        for word in 0i64..1 {
            mask = 0;
            for owner in 1i64..3 {
                if owner != mover {
                    mask = mask | self.owned[owner.wrapping_add(word) as usize] as i64;
                }
            }
            bits = mask;
            while bits != 0 {
                site_1 = bits.trailing_zeros() as i64;
                bits = bits & bits.wrapping_sub(1);
                site_1 = word.wrapping_mul(64).wrapping_add(site_1);
                cse0 = (self.height[site_1 as usize] > 0) as i64;
                if cse0 != 0
                    && ((if site_1 >= 0 { self.who[site_1 as usize] as i64 } else { 0 })
                        >= 1
                        && (if site_1 >= 0 {
                            self.who[site_1 as usize] as i64
                        } else {
                            0
                        }) <= 2
                        && (if site_1 >= 0 {
                            self.who[site_1 as usize] as i64
                        } else {
                            0
                        }) != mover)
                {
                    if self.line_4(3, site_1) == 0 {
                        if site_1 >= 0 && cse0 != 0 {
                            return (site_1.wrapping_add(1) << 20)
                                .wrapping_add(site_1.wrapping_add(1));
                        }
                    }
                }
            }
        }
        0
    }

    /// Kernel function `count_pieces_6` (Query).
    #[inline]
    pub fn count_pieces_6(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut n: i64 = 0;
        let mut s: i64 = 0;
        let level: i64 = 0;
        let mut bits: i64 = 0;
        let mut owner: i64 = 0;
        n = 0;
        owner = mover;
        if mover >= 0 && mover <= 3 {
            for word in 0i64..1 {
                bits = self.owned[owner.wrapping_add(word) as usize] as i64;
                while bits != 0 {
                    s = bits.trailing_zeros() as i64;
                    bits = bits & bits.wrapping_sub(1);
                    n = n.wrapping_add(self.count[s as usize] as i64);
                }
            }
        }
        for s_next in 24i64..26 {
            s = s_next;
            if self.height[s as usize] > 0
                && self.who[s.wrapping_add(level) as usize] as i64 == mover
            {
                n = n.wrapping_add(self.count[s as usize] as i64);
            }
        }
        n
    }

    /// Kernel function `take_piece` (Mutate).
    #[inline]
    pub fn take_piece(&mut self, site: i64) {
        let mut cse0: i64 = 0;
        if self.count[site as usize] > 1 {
            self.count[site as usize] = 1;
        }
        if self.height[site as usize] > 0 {
            if self.count[site as usize] > 1 {
                self.count[site as usize] = (self.count[site as usize] as i64)
                    .wrapping_sub(1) as u16;
            } else {
                if site < 24 {
                    cse0 = (self
                        .who[site
                        .wrapping_add(
                            (self.height[site as usize] as i64).wrapping_sub(1),
                        ) as usize] as i64)
                        .wrapping_add(site / 64);
                    self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                        & !1i64.wrapping_shl((site % 64) as u32)) as u64;
                }
                self
                    .what[site
                    .wrapping_add((self.height[site as usize] as i64).wrapping_sub(1))
                    as usize] = 0;
                self
                    .who[site
                    .wrapping_add((self.height[site as usize] as i64).wrapping_sub(1))
                    as usize] = 0;
                self
                    .piece_state[site
                    .wrapping_add((self.height[site as usize] as i64).wrapping_sub(1))
                    as usize] = 0;
                if (self.height[site as usize] as i64).wrapping_sub(1) == 0 {
                    self.count[site as usize] = 0;
                }
                self.height[site as usize] = (self.height[site as usize] as i64)
                    .wrapping_sub(1) as u8;
            }
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
                if from < 24 {
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
            if to < 24 {
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

    /// Kernel function `line_9` (Query).
    #[inline]
    pub fn line_9(&self, len: i64) -> i64 {
        let mut pivot: i64 = 0;
        let mut what: i64 = 0;
        let mut d: i64 = 0;
        let mut total: i64 = 0;
        let mut side: i64 = 0;
        let dir: i64 = 0;
        let mut off: i64 = 0;
        let mut n: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 24 {
            return 0;
        }
        what = self.what[pivot as usize] as i64;
        for j in 0i64..2 {
            d = AXES_ORTHOGONAL_5[pivot.wrapping_mul(2).wrapping_add(j) as usize] as i64;
            if d < 0 {
                break;
            }
            side = OPPOSITE_3[d as usize] as i64;
            total = 1;
            off = RAY_OFF_0[d.wrapping_mul(24).wrapping_add(pivot) as usize] as i64;
            n = RAY_LEN_1[d.wrapping_mul(24).wrapping_add(pivot) as usize] as i64;
            for i in 0..n {
                if self.what[RAY_DATA_2[off.wrapping_add(i) as usize] as i64 as usize]
                    as i64 != what
                {
                    break;
                }
                total = total.wrapping_add(1);
            }
            if side >= 0 {
                off = RAY_OFF_0[side.wrapping_mul(24).wrapping_add(pivot) as usize]
                    as i64;
                n = RAY_LEN_1[side.wrapping_mul(24).wrapping_add(pivot) as usize] as i64;
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
            if total == len {
                return 1;
            }
        }
        0
    }

    /// Kernel function `line_windows_10` (Query).
    #[inline]
    pub fn line_windows_10(&self) -> i64 {
        let mut pivot: i64 = 0;
        let mut owner: i64 = 0;
        let mut bits: i64 = 0;
        let mut m: i64 = 0;
        pivot = self.last_to[0] as i64;
        if pivot < 0 || pivot >= 24 {
            return 0;
        }
        owner = self.who[pivot as usize] as i64;
        if owner == 0 {
            return self.line_9(3);
        }
        bits = self.owned[owner as usize] as i64;
        for i in WINDOW_OFF_10[pivot as usize]
            as i64..WINDOW_OFF_10[pivot.wrapping_add(1) as usize] as i64
        {
            m = WINDOW_MASK_11[i as usize] as i64;
            if bits & m == m && bits & WINDOW_FLANK_12[i as usize] as i64 == 0 {
                return 1;
            }
        }
        0
    }

    /// Kernel function `count_pieces_11` (Query).
    #[inline]
    pub fn count_pieces_11(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut n: i64 = 0;
        let mut s: i64 = 0;
        let level: i64 = 0;
        let mut bits: i64 = 0;
        let mut owner: i64 = 0;
        n = 0;
        owner = next;
        if next >= 0 && next <= 3 {
            for word in 0i64..1 {
                bits = self.owned[owner.wrapping_add(word) as usize] as i64;
                while bits != 0 {
                    s = bits.trailing_zeros() as i64;
                    bits = bits & bits.wrapping_sub(1);
                    n = n.wrapping_add(self.count[s as usize] as i64);
                }
            }
        }
        for s_next in 24i64..26 {
            s = s_next;
            if self.height[s as usize] > 0
                && self.who[s.wrapping_add(level) as usize] as i64 == next
            {
                n = n.wrapping_add(self.count[s as usize] as i64);
            }
        }
        n
    }

    /// Kernel function `all_sites_12` (Query).
    #[inline]
    pub fn all_sites_12(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        if HAND_8[mover as usize] as i64 >= 0 {
            for s in HAND_8[mover as usize]
                as i64..(HAND_8[mover as usize] as i64)
                .wrapping_add(HAND_13[mover as usize] as i64)
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
static RAY_OFF_0: [u8; 96] = [
    0, 2, 4, 6, 8, 9, 11, 13, 13, 15, 16, 17, 18, 19, 20, 21, 21, 23, 23, 23, 24, 24, 24,
    24, 24, 26, 27, 27, 29, 30, 30, 32, 33, 33, 35, 36, 36, 38, 39, 39, 41, 42, 42, 44,
    45, 45, 47, 48, 48, 48, 48, 48, 48, 49, 49, 49, 51, 51, 52, 53, 54, 55, 56, 57, 59,
    59, 61, 63, 64, 66, 68, 70, 72, 72, 73, 75, 75, 76, 78, 78, 79, 81, 81, 82, 84, 84,
    85, 87, 87, 88, 90, 90, 91, 93, 93, 94,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 96] = [
    2, 2, 2, 2, 1, 2, 2, 0, 2, 1, 1, 1, 1, 1, 1, 0, 2, 0, 0, 1, 0, 0, 0, 0, 2, 1, 0, 2,
    1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 0, 0, 0, 0, 1, 0, 0, 2,
    0, 1, 1, 1, 1, 1, 1, 2, 0, 2, 2, 1, 2, 2, 2, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2,
    0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 96] = [
    9, 21, 4, 7, 14, 23, 10, 18, 7, 13, 20, 11, 15, 12, 17, 21, 18, 15, 17, 20, 23, 19,
    22, 22, 1, 2, 2, 4, 5, 5, 7, 8, 8, 10, 11, 11, 13, 14, 14, 16, 17, 17, 19, 20, 20,
    22, 23, 23, 1, 4, 1, 0, 3, 6, 8, 5, 2, 11, 6, 12, 8, 10, 3, 16, 13, 5, 9, 0, 19, 16,
    14, 2, 0, 1, 0, 3, 4, 3, 6, 7, 6, 9, 10, 9, 12, 13, 12, 15, 16, 15, 18, 19, 18, 21,
    22, 21,
];

/// Table `opposite_3`.
static OPPOSITE_3: [u8; 4] = [2, 3, 0, 1];

/// Table `axes_orthogonal_5`.
static AXES_ORTHOGONAL_5: [u8; 48] = [
    0, 1, 0, 1, 0, 3, 0, 1, 0, 1, 0, 3, 0, 1, 1, 2, 0, 3, 0, 1, 0, 1, 0, 3, 0, 1, 0, 1,
    0, 3, 1, 2, 0, 1, 2, 3, 1, 2, 0, 1, 2, 3, 1, 2, 1, 2, 2, 3,
];

/// Table `hand_8`.
static HAND_8: [i8; 4] = [-1, 24, 25, -1];

/// Table `step_mask_9`.
static STEP_MASK_9: [i32; 24] = [
    514, 21, 16386, 1040, 170, 8208, 2176, 336, 4224, 2098177, 264712, 33856, 139520,
    1069088, 8396804, 67584, 688128, 69632, 525312, 5570560, 532480, 4194816, 11010048,
    4210688,
];

/// Table `window_off_10`.
static WINDOW_OFF_10: [u8; 25] = [
    0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42,
    44, 46, 48,
];

/// Table `window_mask_11`.
static WINDOW_MASK_11: [i32; 48] = [
    2097665, 7, 146, 7, 8404996, 7, 263176, 56, 146, 56, 1056800, 56, 34880, 448, 448,
    146, 135424, 448, 2097665, 3584, 263176, 3584, 34880, 3584, 135424, 28672, 1056800,
    28672, 8404996, 28672, 229376, 34880, 4784128, 229376, 135424, 229376, 1835008,
    263176, 4784128, 1835008, 1056800, 1835008, 14680064, 2097665, 14680064, 4784128,
    8404996, 14680064,
];

/// Table `window_flank_12`.
static WINDOW_FLANK_12: [u8; 48] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `hand_13`.
static HAND_13: [i8; 4] = [-1, 1, 1, -1];
