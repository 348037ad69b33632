//! `Pig (JSON)` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Pig (JSON)`: 160 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PigJsonState {
    pub slots: [i32; 16],
    pub sp: [i32; 1],
    pub nest: [i32; 1],
    pub search_mode: [i32; 1],
    pub search_mask: [i64; 1],
    pub search_want: [i32; 1],
    pub search_count: [i32; 1],
    pub found_target: [i32; 1],
    pub last_start: [i32; 1],
    pub group_bits: [i32; 1],
    pub explore_result: [i32; 1],
    pub mover: [i32; 1],
    pub over: [u8; 1],
    pub rank: [u8; 2],
    pub present: [u8; 14],
    pub bits: [u64; 3],
}

impl PigJsonState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: PigJsonState = PigJsonState {
        slots: [0; 16],
        sp: [0; 1],
        nest: [0; 1],
        search_mode: [0; 1],
        search_mask: [0; 1],
        search_want: [0; 1],
        search_count: [0; 1],
        found_target: [0; 1],
        last_start: [0; 1],
        group_bits: [0; 1],
        explore_result: [0; 1],
        mover: [0; 1],
        over: [0; 1],
        rank: [0; 2],
        present: [0; 14],
        bits: [0; 3],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for PigJsonState {
    const LAYOUT: &'static str = "slots:I32x16@0 sp:I32x1@64 nest:I32x1@68 search_mode:I32x1@72 search_mask:I64x1@80 search_want:I32x1@88 search_count:I32x1@92 found_target:I32x1@96 last_start:I32x1@100 group_bits:I32x1@104 explore_result:I32x1@108 mover:I32x1@112 over:U8x1@116 rank:U8x2@117 present:U8x14@119 bits:Bitsx3@136 =160";

    fn from_kernel_bytes(bytes: &[u8]) -> PigJsonState {
        assert_eq!(bytes.len(), 160, "a state of this layout has {} bytes", 160);
        let mut s = PigJsonState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.slots, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.sp, &bytes[64..]);
        ::ludemic_runtime::kernel::read_field(&mut s.nest, &bytes[68..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mode, &bytes[72..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mask, &bytes[80..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_want, &bytes[88..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_count, &bytes[92..]);
        ::ludemic_runtime::kernel::read_field(&mut s.found_target, &bytes[96..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_start, &bytes[100..]);
        ::ludemic_runtime::kernel::read_field(&mut s.group_bits, &bytes[104..]);
        ::ludemic_runtime::kernel::read_field(&mut s.explore_result, &bytes[108..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[112..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[116..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[117..]);
        ::ludemic_runtime::kernel::read_field(&mut s.present, &bytes[119..]);
        ::ludemic_runtime::kernel::read_field(&mut s.bits, &bytes[136..]);
        s
    }
}

/// Where the functions of `Pig (JSON)` run: a state and 528 bytes of scratch. The entry points use this thread's `WORK`, copying the state in (and back out when they change it).
pub struct PigJsonWork {
    pub st: PigJsonState,
    pub saved: [i32; 96],
    pub saved_bits: [u64; 18],
}

impl PigJsonWork {
    const ZERO: PigJsonWork = PigJsonWork {
        st: PigJsonState::ZERO,
        saved: [0; 96],
        saved_bits: [0; 18],
    };
}
thread_local! {
    static WORK : ::std::cell::RefCell < PigJsonWork > = const {
    ::std::cell::RefCell::new(PigJsonWork::ZERO) };
}

/// The game `Pig (JSON)`; its states are [`PigJsonState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PigJson;

impl PigJson {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 4;
}

#[allow(unused, clippy::all)]
impl Game for PigJson {
    type State = PigJsonState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Pig (JSON)"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> PigJsonState {
        WORK.with_borrow_mut(|w| {
            w.st = PigJsonState::ZERO;
            w.init();
            w.st
        })
    }

    #[inline]
    fn mover(&self, s: &PigJsonState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &PigJsonState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.legal(moves);
        });
    }

    #[inline]
    fn apply(&self, s: &mut PigJsonState, mv: RawMove) {
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.apply(&mv);
            *s = w.st;
        });
    }

    #[inline]
    fn status(&self, s: &PigJsonState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &PigJsonState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &PigJsonState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 14,
                levels: 1,
                stacking: false,
                mover: s.mover[0] as i64,
                height: &|i: usize| s.present[i] as i64,
                what: &|i: usize| s.slots[i] as i64,
                who: &|i: usize| s.present[i] as i64,
                count: &|i: usize| s.present[i] as i64,
                piece_state: &|i: usize| s.present[i] as i64,
                scores: None,
                phases: None,
                dice: &[],
            },
        )
    }

    fn seed_chance(&self, s: &mut PigJsonState, rng: &mut ::ludemic_runtime::Rng) {
        s.slots[10] = ::ludemic_runtime::kernel::chance_seed(rng) as i32;
    }
}

#[allow(unused, clippy::all)]
impl PigJsonWork {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        for p in 0i64..1 {
            self.st.slots[p.wrapping_mul(2) as usize] = -1;
            self.st.slots[p.wrapping_mul(2).wrapping_add(1) as usize] = -1;
            self.st.bits[0] = (self.st.bits[0] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[1] = (self.st.bits[1] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[2] = (self.st.bits[2] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
        }
        self.st.slots[2] = 1;
        self.st.slots[3] = 0;
        self.st.slots[4] = 0;
        self.st.slots[5] = 0;
        self.st.slots[6] = 0;
        self.st.slots[8] = -1;
        self.st.slots[9] = -1;
        self.st.slots[10] = 625341585;
        if self.has_moves() == 0 {
            self.st.slots[7] = 1;
            self.st.slots[12] = 1;
            self.st.slots[13] = 1;
        }
        self.st.mover[0] = (self.st.slots[2] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[7] as i64 as u8;
        self.st.rank[0] = self.st.slots[12] as i64 as u8;
        self.st.rank[1] = self.st.slots[13] as i64 as u8;
        for i in 0i64..14 {
            self.st.present[i as usize] = (self.st.slots[i as usize] != 0) as i64 as u8;
        }
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&mut self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut phase: i64 = 0;
        let mut group: i64 = 0;
        let sp0: i64 = 0;
        moves.clear();
        if self.st.slots[7] != 0 {
            return;
        }
        phase = self.phase(self.st.slots[2] as i64);
        self.st.last_start[0] = -9;
        if phase == 0 {
            group = -1;
            self.st.search_mode[0] = 0;
            self.st.search_mask[0] = -1;
            self.st.group_bits[0] = (group.wrapping_add(1) << 16) as i32;
            self.explore_0(moves, 0, 0, 0, -1, -1, 0);
        }
    }

    /// Kernel function `apply` (Mutate).
    #[inline]
    pub fn apply(&mut self, mv: &RawMove) {
        let mut aux: i64 = 0;
        let mut group: i64 = 0;
        let mut start: i64 = 0;
        let mut mover: i64 = 0;
        let mut phase: i64 = 0;
        let mut r: i64 = 0;
        let mut target: i64 = 0;
        let mut set_current: i64 = 0;
        let mut fault: i64 = 0;
        let mut decided: i64 = 0;
        aux = mv.aux as i64;
        group = (((aux as u64) >> 16) as i64).wrapping_sub(1);
        start = if aux & 32768 != 0 { -1 } else { mv.from as i32 as i64 };
        mover = self.st.slots[2] as i64;
        phase = self.phase(mover);
        self.st.search_mode[0] = 1;
        self.st.search_want[0] = (aux & 32767) as i32;
        self.st.search_count[0] = 0;
        r = 0;
        if phase == 0 {
            self.st.search_mask[0] = -1;
            r = self
                .explore_0(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    1,
                    start,
                    0, -1, -1, 1,
                );
        }
        if r != -1 {
            fault = LIMIT_ILLEGAL_MOVE_2[1i64.wrapping_sub((self.st.sp[0] as i64).min(0))
                as usize] as i64;
        }
        self.st.sp[0] = 0;
        target = self.st.found_target[0] as i64;
        set_current = self.st.slots[14] as i64;
        self.st.slots[14] = 0;
        self.st.slots[15] = 0;
        self.st.slots[8] = target as i32;
        self.st.slots[9] = mover as i32;
        if set_current == 0 {
            self.st.slots[2] = (if mover < 1 {
                -1
            } else {
                (if (mover.wrapping_sub(1).wrapping_add(1) % 2) < 0 {
                    (mover.wrapping_sub(1).wrapping_add(1) % 2).wrapping_add(2)
                } else {
                    mover.wrapping_sub(1).wrapping_add(1) % 2
                })
                    .wrapping_add(1)
            }) as i32;
        }
        decided = 0;
        if decided == 0
            && (self.player_attr_0(self.st.slots[9] as i64) >= 30) as i64 != 0
        {
            self.st.slots[7] = 1;
            self.st.slots[12] = (if self.st.slots[9] == 1 { 1 } else { 2 }) as i32;
            self.st.slots[13] = (if self.st.slots[9] == 2 { 1 } else { 2 }) as i32;
            decided = 1;
        }
        if decided == 0 && self.has_moves() == 0 {
            self.st.slots[7] = 1;
            self.st.slots[12] = 1;
            self.st.slots[13] = 1;
        }
        self.st.mover[0] = (self.st.slots[2] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[7] as i64 as u8;
        self.st.rank[0] = self.st.slots[12] as i64 as u8;
        self.st.rank[1] = self.st.slots[13] as i64 as u8;
        for i in 0i64..14 {
            self.st.present[i as usize] = (self.st.slots[i as usize] != 0) as i64 as u8;
        }
    }

    /// Kernel function `explore_0` (Legal).
    #[inline]
    pub fn explore_0(
        &mut self,
        moves: &mut ::ludemic_runtime::MoveBuf<'_>,
        restrict: i64,
        only: i64,
        in_chain: i64,
        chain_start: i64,
        first: i64,
        find: i64,
    ) -> i64 {
        let mut found: i64 = 0;
        let mut done: i64 = 0;
        let mut took: i64 = 0;
        let r: i64 = 0;
        let mut cont: i64 = 0;
        let mut cs: i64 = 0;
        let mut fa: i64 = 0;
        let before_phase: i64 = 0;
        let mut ok: i64 = 0;
        let mut ok_1: i64 = 0;
        let mut value: i64 = 0;
        let mut value_1: i64 = 0;
        let mut value_2: i64 = 0;
        let mut value_3: i64 = 0;
        let mut value_4: i64 = 0;
        let mut player: i64 = 0;
        let mut value_5: i64 = 0;
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 1 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(2) as usize] == -1 {
                continue;
            }
            ok = (start == -1 && in_chain == 0 && true) as i64;
            ok_1 = (start == -1 && in_chain == 0 && (self.st.slots[3] > 0) as i64 != 0)
                as i64;
            if !(ok != 0 || ok_1 != 0) {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in (if start == -1 && (ok != 0 || ok_1 != 0) { -1 } else { 0 })
                as i64..1 {
                done = 0;
                if done == 0 && ok != 0 && target == -1 {
                    fa = if in_chain != 0 { first } else { 0 };
                    took = 0;
                    if true {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[15] = 0;
                        value = self.random_int(1, 6);
                        self.st.slots[4] = value as i32;
                        if (self.st.slots[4] == 1) as i64 != 0 {
                            value_1 = 0;
                            self.st.slots[3] = value_1 as i32;
                        } else if true {
                            value_2 = (self.st.slots[3] as i64)
                                .wrapping_add(self.st.slots[4] as i64);
                            self.st.slots[3] = value_2 as i32;
                            value_3 = self.st.slots[2] as i64;
                            self.st.slots[2] = value_3 as i32;
                            self.st.slots[14] = 1;
                        }
                        cont = 0;
                        if cont == 0 && true
                            && (self.st.search_mask[0] as u64).wrapping_shr(fa as u32)
                                as i64 & 1 != 0
                        {
                            if find != 0 {
                                if self.st.search_mode[0] == 0 {
                                    return -1;
                                }
                                if self.st.search_count[0] as i64
                                    == self.st.search_want[0] as i64
                                {
                                    self.st.found_target[0] = target as i32;
                                    return -1;
                                }
                                self.st.search_count[0] = (self.st.search_count[0] as i64)
                                    .wrapping_add(1) as i32;
                            } else {
                                if cs != self.st.last_start[0] as i64 {
                                    self.st.last_start[0] = cs as i32;
                                    self.st.search_count[0] = 0;
                                }
                                moves
                                    .push(RawMove {
                                        from: (if cs == -1 { target } else { cs }) as u32,
                                        to: target as u32,
                                        level_from: 0,
                                        level_to: 0,
                                        kind: 0,
                                        aux: (self.st.group_bits[0] as i64)
                                            .wrapping_add(if cs == -1 { 32768 } else { 0 })
                                            .wrapping_add(self.st.search_count[0] as i64) as u32,
                                    });
                                self.st.search_count[0] = (self.st.search_count[0] as i64)
                                    .wrapping_add(1) as i32;
                            }
                        }
                        self.restore();
                    }
                }
                if done == 0 && ok_1 != 0 && target == -1 {
                    fa = if in_chain != 0 { first } else { 1 };
                    took = 0;
                    if true {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[15] = 0;
                        value_4 = self
                            .player_attr_0(self.st.slots[2] as i64)
                            .wrapping_add(self.st.slots[3] as i64);
                        player = self.st.slots[2] as i64;
                        if player >= 1 && player <= 2 {
                            self.st.slots[4i64.wrapping_add(player) as usize] = value_4
                                as i32;
                        }
                        value_5 = 0;
                        self.st.slots[3] = value_5 as i32;
                        cont = 0;
                        if cont == 0 && true
                            && (self.st.search_mask[0] as u64).wrapping_shr(fa as u32)
                                as i64 & 1 != 0
                        {
                            if find != 0 {
                                if self.st.search_mode[0] == 0 {
                                    return -1;
                                }
                                if self.st.search_count[0] as i64
                                    == self.st.search_want[0] as i64
                                {
                                    self.st.found_target[0] = target as i32;
                                    return -1;
                                }
                                self.st.search_count[0] = (self.st.search_count[0] as i64)
                                    .wrapping_add(1) as i32;
                            } else {
                                if cs != self.st.last_start[0] as i64 {
                                    self.st.last_start[0] = cs as i32;
                                    self.st.search_count[0] = 0;
                                }
                                moves
                                    .push(RawMove {
                                        from: (if cs == -1 { target } else { cs }) as u32,
                                        to: target as u32,
                                        level_from: 0,
                                        level_to: 0,
                                        kind: 0,
                                        aux: (self.st.group_bits[0] as i64)
                                            .wrapping_add(if cs == -1 { 32768 } else { 0 })
                                            .wrapping_add(self.st.search_count[0] as i64) as u32,
                                    });
                                self.st.search_count[0] = (self.st.search_count[0] as i64)
                                    .wrapping_add(1) as i32;
                            }
                        }
                        self.restore();
                    }
                }
            }
        }
        if find == 0 {
            self.st.explore_result[0] = found as i32;
        }
        found
    }

    /// Kernel function `save` (Query).
    #[inline]
    pub fn save(&mut self) -> i64 {
        let mut at: i64 = 0;
        let mut fault: i64 = 0;
        if self.st.sp[0] >= 6 {
            fault = LIMIT_CHAIN_1[1i64.wrapping_sub((self.st.sp[0] as i64).min(0))
                as usize] as i64;
        }
        at = (self.st.sp[0] as i64).wrapping_mul(16);
        {
            let (dst, src) = (at as usize, 0);
            self.saved[dst..dst + 16].copy_from_slice(&self.st.slots[src..src + 16]);
        }
        self.saved_bits[(self.st.sp[0] as i64).wrapping_mul(3) as usize] = self
            .st
            .bits[0] as i64 as u64;
        self
            .saved_bits[(self.st.sp[0] as i64).wrapping_mul(3).wrapping_add(1)
            as usize] = self.st.bits[1] as i64 as u64;
        self
            .saved_bits[(self.st.sp[0] as i64).wrapping_mul(3).wrapping_add(2)
            as usize] = self.st.bits[2] as i64 as u64;
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_add(1) as i32;
        0
    }

    /// Kernel function `random_int` (Query).
    #[inline]
    pub fn random_int(&mut self, a: i64, b: i64) -> i64 {
        let mut x: i64 = 0;
        let mut lo: i64 = 0;
        let mut hi: i64 = 0;
        let mut m: i64 = 0;
        x = self.draw();
        lo = a.min(b);
        hi = a.max(b);
        m = hi.wrapping_sub(lo).wrapping_add(1);
        lo.wrapping_add(if m > 0 { x.checked_rem(m).unwrap_or(0) } else { x })
    }

    /// Kernel function `draw` (Query).
    #[inline]
    pub fn draw(&mut self) -> i64 {
        let mut x: i64 = 0;
        x = self.st.slots[10] as i64 & 4294967295i64;
        if x == 0 {
            x = 625341585;
        }
        x = x ^ x << 13 & 4294967295i64;
        x = x ^ ((x as u64) >> 17) as i64;
        x = x ^ x << 5 & 4294967295i64;
        self.st.slots[10] = x as i32;
        x
    }

    /// Kernel function `restore` (Query).
    #[inline]
    pub fn restore(&mut self) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_sub(1) as i32;
        at = (self.st.sp[0] as i64).wrapping_mul(16);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 16].copy_from_slice(&self.saved[src..src + 16]);
        }
        self.st.bits[0] = self
            .saved_bits[(self.st.sp[0] as i64).wrapping_mul(3) as usize] as i64 as u64;
        self.st.bits[1] = self
            .saved_bits[(self.st.sp[0] as i64).wrapping_mul(3).wrapping_add(1) as usize]
            as i64 as u64;
        self.st.bits[2] = self
            .saved_bits[(self.st.sp[0] as i64).wrapping_mul(3).wrapping_add(2) as usize]
            as i64 as u64;
        0
    }

    /// Kernel function `player_attr_0` (Query).
    #[inline]
    pub fn player_attr_0(&self, player: i64) -> i64 {
        if player >= 1 && player <= 2 {
            self.st.slots[4i64.wrapping_add(player) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `has_moves` (Query).
    #[inline]
    pub fn has_moves(&mut self) -> i64 {
        let mut phase: i64 = 0;
        let mut result: i64 = 0;
        let mut sp0: i64 = 0;
        let mut r: i64 = 0;
        let mut kept: i64 = 0;
        let mut kept_1: i64 = 0;
        let mut kept_2: i64 = 0;
        let mut kept_3: i64 = 0;
        let mut kept_4: i64 = 0;
        let mut fault: i64 = 0;
        self.st.nest[0] = (self.st.nest[0] as i64).wrapping_add(1) as i32;
        if (self.st.nest[0] as i64).wrapping_add(1) > 8 {
            fault = LIMIT_NESTING_0[1i64.wrapping_sub((self.st.sp[0] as i64).min(0))
                as usize] as i64;
        }
        if self.st.slots[7] != 0 {
            self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
            return 0;
        }
        phase = self.phase(self.st.slots[2] as i64);
        kept = self.st.search_mode[0] as i64;
        kept_1 = self.st.search_mask[0];
        kept_2 = self.st.search_want[0] as i64;
        kept_3 = self.st.search_count[0] as i64;
        kept_4 = self.st.found_target[0] as i64;
        self.st.search_mode[0] = 0;
        self.st.search_mask[0] = -1;
        result = 0;
        if phase == 0 {
            sp0 = self.st.sp[0] as i64;
            r = self
                .explore_0(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    0, 0, 0, -1, -1, 1,
                );
            if r == -1 {
                self.unwind(sp0);
                result = 1;
            }
        }
        self.st.search_mode[0] = kept as i32;
        self.st.search_mask[0] = kept_1;
        self.st.search_want[0] = kept_2 as i32;
        self.st.search_count[0] = kept_3 as i32;
        self.st.found_target[0] = kept_4 as i32;
        self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
        result
    }

    /// Kernel function `phase` (Query).
    #[inline]
    pub fn phase(&self, player: i64) -> i64 {
        if (player == 1 || player == 2) && true {
            return 0;
        }
        -1
    }

    /// Kernel function `unwind` (Query).
    #[inline]
    pub fn unwind(&mut self, level: i64) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = level as i32;
        at = level.wrapping_mul(16);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 16].copy_from_slice(&self.saved[src..src + 16]);
        }
        self.st.bits[0] = self.saved_bits[level.wrapping_mul(3) as usize] as i64 as u64;
        self.st.bits[1] = self.saved_bits[level.wrapping_mul(3).wrapping_add(1) as usize]
            as i64 as u64;
        self.st.bits[2] = self.saved_bits[level.wrapping_mul(3).wrapping_add(2) as usize]
            as i64 as u64;
        0
    }
}

/// Table `limit_nesting_0`.
static LIMIT_NESTING_0: [i32; 1] = [-1279872256];

/// Table `limit_chain_1`.
static LIMIT_CHAIN_1: [i32; 1] = [-1279872257];

/// Table `limit_illegal_move_2`.
static LIMIT_ILLEGAL_MOVE_2: [i32; 1] = [-1279872258];
