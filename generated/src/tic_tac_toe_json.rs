//! `Tic-Tac-Toe (JSON)` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Tic-Tac-Toe (JSON)`: 224 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TicTacToeJsonState {
    pub slots: [i32; 29],
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
    pub present: [u8; 27],
    pub bits: [u64; 3],
}

impl TicTacToeJsonState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: TicTacToeJsonState = TicTacToeJsonState {
        slots: [0; 29],
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
        present: [0; 27],
        bits: [0; 3],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for TicTacToeJsonState {
    const LAYOUT: &'static str = "slots:I32x29@0 sp:I32x1@116 nest:I32x1@120 search_mode:I32x1@124 search_mask:I64x1@128 search_want:I32x1@136 search_count:I32x1@140 found_target:I32x1@144 last_start:I32x1@148 group_bits:I32x1@152 explore_result:I32x1@156 mover:I32x1@160 over:U8x1@164 rank:U8x2@165 present:U8x27@167 bits:Bitsx3@200 =224";

    fn from_kernel_bytes(bytes: &[u8]) -> TicTacToeJsonState {
        assert_eq!(bytes.len(), 224, "a state of this layout has {} bytes", 224);
        let mut s = TicTacToeJsonState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.slots, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.sp, &bytes[116..]);
        ::ludemic_runtime::kernel::read_field(&mut s.nest, &bytes[120..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mode, &bytes[124..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mask, &bytes[128..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_want, &bytes[136..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_count, &bytes[140..]);
        ::ludemic_runtime::kernel::read_field(&mut s.found_target, &bytes[144..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_start, &bytes[148..]);
        ::ludemic_runtime::kernel::read_field(&mut s.group_bits, &bytes[152..]);
        ::ludemic_runtime::kernel::read_field(&mut s.explore_result, &bytes[156..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[160..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[164..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[165..]);
        ::ludemic_runtime::kernel::read_field(&mut s.present, &bytes[167..]);
        ::ludemic_runtime::kernel::read_field(&mut s.bits, &bytes[200..]);
        s
    }
}

/// Where the functions of `Tic-Tac-Toe (JSON)` run: a state and 840 bytes of scratch. The entry points use this thread's `WORK`, copying the state in (and back out when they change it).
pub struct TicTacToeJsonWork {
    pub st: TicTacToeJsonState,
    pub saved: [i32; 174],
    pub saved_bits: [u64; 18],
}

impl TicTacToeJsonWork {
    const ZERO: TicTacToeJsonWork = TicTacToeJsonWork {
        st: TicTacToeJsonState::ZERO,
        saved: [0; 174],
        saved_bits: [0; 18],
    };
}
thread_local! {
    static WORK : ::std::cell::RefCell < TicTacToeJsonWork > = const {
    ::std::cell::RefCell::new(TicTacToeJsonWork::ZERO) };
}

/// The game `Tic-Tac-Toe (JSON)`; its states are [`TicTacToeJsonState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TicTacToeJson;

impl TicTacToeJson {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 100;
}

#[allow(unused, clippy::all)]
impl Game for TicTacToeJson {
    type State = TicTacToeJsonState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Tic-Tac-Toe (JSON)"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> TicTacToeJsonState {
        WORK.with_borrow_mut(|w| {
            w.st = TicTacToeJsonState::ZERO;
            w.init();
            w.st
        })
    }

    #[inline]
    fn mover(&self, s: &TicTacToeJsonState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &TicTacToeJsonState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.legal(moves);
        });
    }

    #[inline]
    fn apply(&self, s: &mut TicTacToeJsonState, mv: RawMove) {
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.apply(&mv);
            *s = w.st;
        });
    }

    #[inline]
    fn status(&self, s: &TicTacToeJsonState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &TicTacToeJsonState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &TicTacToeJsonState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 27,
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
}

#[allow(unused, clippy::all)]
impl TicTacToeJsonWork {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        for p in 0i64..9 {
            self.st.slots[p.wrapping_mul(2) as usize] = -1;
            self.st.slots[p.wrapping_mul(2).wrapping_add(1) as usize] = -1;
            self.st.bits[0] = (self.st.bits[0] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[1] = (self.st.bits[1] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[2] = (self.st.bits[2] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
        }
        self.st.slots[18] = 1;
        self.st.slots[19] = 1;
        self.st.slots[21] = -1;
        self.st.slots[22] = -1;
        self.st.slots[23] = 625341585;
        if self.has_moves() == 0 {
            self.st.slots[20] = 1;
            self.st.slots[25] = 1;
            self.st.slots[26] = 1;
        }
        self.st.mover[0] = (self.st.slots[18] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[20] as i64 as u8;
        self.st.rank[0] = self.st.slots[25] as i64 as u8;
        self.st.rank[1] = self.st.slots[26] as i64 as u8;
        for i in 0i64..27 {
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
        if self.st.slots[20] != 0 {
            return;
        }
        phase = self.phase(self.st.slots[18] as i64);
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
        mover = self.st.slots[18] as i64;
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
        set_current = self.st.slots[27] as i64;
        self.st.slots[27] = 0;
        self.st.slots[28] = 0;
        self.st.slots[21] = target as i32;
        self.st.slots[22] = mover as i32;
        if set_current == 0 {
            self.st.slots[18] = (if mover < 1 {
                -1
            } else {
                (if (mover.wrapping_sub(1).wrapping_add(self.st.slots[19] as i64) % 2)
                    < 0
                {
                    (mover.wrapping_sub(1).wrapping_add(self.st.slots[19] as i64) % 2)
                        .wrapping_add(2)
                } else {
                    mover.wrapping_sub(1).wrapping_add(self.st.slots[19] as i64) % 2
                })
                    .wrapping_add(1)
            }) as i32;
        }
        decided = 0;
        if decided == 0 && self.line_through(self.st.slots[21] as i64, 3) != 0 {
            self.st.slots[20] = 1;
            self.st.slots[25] = (if self.st.slots[22] == 1 { 1 } else { 2 }) as i32;
            self.st.slots[26] = (if self.st.slots[22] == 2 { 1 } else { 2 }) as i32;
            decided = 1;
        }
        if decided == 0 && (self.has_moves() == 0) as i64 != 0 {
            self.st.slots[20] = 1;
            self.st.slots[25] = 1;
            self.st.slots[26] = 1;
            decided = 1;
        }
        if decided == 0 && self.has_moves() == 0 {
            self.st.slots[20] = 1;
            self.st.slots[25] = 1;
            self.st.slots[26] = 1;
        }
        self.st.mover[0] = (self.st.slots[18] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[20] as i64 as u8;
        self.st.rank[0] = self.st.slots[25] as i64 as u8;
        self.st.rank[1] = self.st.slots[26] as i64 as u8;
        for i in 0i64..27 {
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
        let mut kind: i64 = 0;
        let mut owner: i64 = 0;
        let mut pos: i64 = 0;
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 9 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(2) as usize] == -1 {
                continue;
            }
            ok = (start == -1 && in_chain == 0 && true) as i64;
            if ok == 0 {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..9 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 0 };
                    took = 0;
                    if ((if self.st.slots[target.wrapping_mul(2) as usize] != -1 {
                        target
                    } else {
                        -1
                    }) == -1) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[28] = 0;
                        kind = 0;
                        owner = self.st.slots[18] as i64;
                        pos = target;
                        if pos >= 0 && pos < 9 && kind >= 0 {
                            self.st.slots[pos.wrapping_mul(2) as usize] = kind as i32;
                            self
                                .st
                                .slots[pos.wrapping_mul(2).wrapping_add(1) as usize] = owner
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos as u32)
                                | ((self.st.slots[pos.wrapping_mul(2) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos as u32)
                                | ((self.st.slots[pos.wrapping_mul(2) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos.wrapping_mul(2).wrapping_add(1) as usize] == 1)
                                    as i64)
                                    .wrapping_shl(pos as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos as u32)
                                | ((self.st.slots[pos.wrapping_mul(2) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos.wrapping_mul(2).wrapping_add(1) as usize] == 2)
                                    as i64)
                                    .wrapping_shl(pos as u32)) as u64;
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
                    done = took;
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
        at = (self.st.sp[0] as i64).wrapping_mul(29);
        {
            let (dst, src) = (at as usize, 0);
            self.saved[dst..dst + 29].copy_from_slice(&self.st.slots[src..src + 29]);
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

    /// Kernel function `restore` (Query).
    #[inline]
    pub fn restore(&mut self) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_sub(1) as i32;
        at = (self.st.sp[0] as i64).wrapping_mul(29);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 29].copy_from_slice(&self.saved[src..src + 29]);
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
        if self.st.slots[20] != 0 {
            self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
            return 0;
        }
        phase = self.phase(self.st.slots[18] as i64);
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
        at = level.wrapping_mul(29);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 29].copy_from_slice(&self.saved[src..src + 29]);
        }
        self.st.bits[0] = self.saved_bits[level.wrapping_mul(3) as usize] as i64 as u64;
        self.st.bits[1] = self.saved_bits[level.wrapping_mul(3).wrapping_add(1) as usize]
            as i64 as u64;
        self.st.bits[2] = self.saved_bits[level.wrapping_mul(3).wrapping_add(2) as usize]
            as i64 as u64;
        0
    }

    /// Kernel function `line_through` (Query).
    #[inline]
    pub fn line_through(&self, p: i64, n: i64) -> i64 {
        let mut owner: i64 = 0;
        let mut x: i64 = 0;
        let mut y: i64 = 0;
        let mut run: i64 = 0;
        let mut k: i64 = 0;
        if (if p >= 0 && p < 9 {
            self.st.slots[p.wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) == -1
        {
            return 0;
        }
        owner = self.st.slots[p.wrapping_mul(2).wrapping_add(1) as usize] as i64;
        x = p % 3;
        y = p / 3;
        run = 1;
        k = 1;
        while (if (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
            && y.wrapping_add(k.wrapping_mul(0)) >= 0
            && y.wrapping_add(k.wrapping_mul(0)) < 3
        {
            y.wrapping_add(k.wrapping_mul(0))
                .wrapping_mul(3)
                .wrapping_add(x.wrapping_add(k))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k.wrapping_mul(0)) >= 0
                && y.wrapping_add(k.wrapping_mul(0)) < 3
            {
                y.wrapping_add(k.wrapping_mul(0))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k.wrapping_mul(0)) >= 0
                && y.wrapping_add(k.wrapping_mul(0)) < 3
            {
                y.wrapping_add(k.wrapping_mul(0))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k.wrapping_mul(0)) >= 0
                && y.wrapping_add(k.wrapping_mul(0)) < 3
            {
                y.wrapping_add(k.wrapping_mul(0))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k.wrapping_mul(0)) >= 0
                    && y.wrapping_add(k.wrapping_mul(0)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(0))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k.wrapping_mul(0)) >= 0
                    && y.wrapping_add(k.wrapping_mul(0)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(0))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k.wrapping_mul(0)) >= 0
                    && y.wrapping_add(k.wrapping_mul(0)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(0))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        k = 1;
        while (if (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
            && x.wrapping_add(k.wrapping_mul(-1)) < 3
            && y.wrapping_add(k.wrapping_mul(0)) >= 0
            && y.wrapping_add(k.wrapping_mul(0)) < 3
        {
            y.wrapping_add(k.wrapping_mul(0))
                .wrapping_mul(3)
                .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3
                && y.wrapping_add(k.wrapping_mul(0)) >= 0
                && y.wrapping_add(k.wrapping_mul(0)) < 3
            {
                y.wrapping_add(k.wrapping_mul(0))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3
                && y.wrapping_add(k.wrapping_mul(0)) >= 0
                && y.wrapping_add(k.wrapping_mul(0)) < 3
            {
                y.wrapping_add(k.wrapping_mul(0))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3
                && y.wrapping_add(k.wrapping_mul(0)) >= 0
                && y.wrapping_add(k.wrapping_mul(0)) < 3
            {
                y.wrapping_add(k.wrapping_mul(0))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3
                    && y.wrapping_add(k.wrapping_mul(0)) >= 0
                    && y.wrapping_add(k.wrapping_mul(0)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(0))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3
                    && y.wrapping_add(k.wrapping_mul(0)) >= 0
                    && y.wrapping_add(k.wrapping_mul(0)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(0))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3
                    && y.wrapping_add(k.wrapping_mul(0)) >= 0
                    && y.wrapping_add(k.wrapping_mul(0)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(0))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        if run >= n {
            return 1;
        }
        run = 1;
        k = 1;
        while (if (if x.wrapping_add(k.wrapping_mul(0)) >= 0
            && x.wrapping_add(k.wrapping_mul(0)) < 3 && y.wrapping_add(k) >= 0
            && y.wrapping_add(k) < 3
        {
            y.wrapping_add(k)
                .wrapping_mul(3)
                .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k.wrapping_mul(0)) >= 0
                && x.wrapping_add(k.wrapping_mul(0)) < 3 && y.wrapping_add(k) >= 0
                && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k)
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k.wrapping_mul(0)) >= 0
                && x.wrapping_add(k.wrapping_mul(0)) < 3 && y.wrapping_add(k) >= 0
                && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k)
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k.wrapping_mul(0)) >= 0
                && x.wrapping_add(k.wrapping_mul(0)) < 3 && y.wrapping_add(k) >= 0
                && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k)
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k.wrapping_mul(0)) >= 0
                    && x.wrapping_add(k.wrapping_mul(0)) < 3 && y.wrapping_add(k) >= 0
                    && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k)
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(0)) >= 0
                    && x.wrapping_add(k.wrapping_mul(0)) < 3 && y.wrapping_add(k) >= 0
                    && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k)
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(0)) >= 0
                    && x.wrapping_add(k.wrapping_mul(0)) < 3 && y.wrapping_add(k) >= 0
                    && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k)
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        k = 1;
        while (if (if x.wrapping_add(k.wrapping_mul(0)) >= 0
            && x.wrapping_add(k.wrapping_mul(0)) < 3
            && y.wrapping_add(k.wrapping_mul(-1)) >= 0
            && y.wrapping_add(k.wrapping_mul(-1)) < 3
        {
            y.wrapping_add(k.wrapping_mul(-1))
                .wrapping_mul(3)
                .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k.wrapping_mul(0)) >= 0
                && x.wrapping_add(k.wrapping_mul(0)) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k.wrapping_mul(0)) >= 0
                && x.wrapping_add(k.wrapping_mul(0)) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k.wrapping_mul(0)) >= 0
                && x.wrapping_add(k.wrapping_mul(0)) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k.wrapping_mul(0)) >= 0
                    && x.wrapping_add(k.wrapping_mul(0)) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(0)) >= 0
                    && x.wrapping_add(k.wrapping_mul(0)) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(0)) >= 0
                    && x.wrapping_add(k.wrapping_mul(0)) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(0)))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        if run >= n {
            return 1;
        }
        run = 1;
        k = 1;
        while (if (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
            && y.wrapping_add(k) >= 0 && y.wrapping_add(k) < 3
        {
            y.wrapping_add(k).wrapping_mul(3).wrapping_add(x.wrapping_add(k))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k) >= 0 && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k).wrapping_mul(3).wrapping_add(x.wrapping_add(k))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k) >= 0 && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k).wrapping_mul(3).wrapping_add(x.wrapping_add(k))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k) >= 0 && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k).wrapping_mul(3).wrapping_add(x.wrapping_add(k))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k) >= 0 && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k).wrapping_mul(3).wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k) >= 0 && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k).wrapping_mul(3).wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k) >= 0 && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k).wrapping_mul(3).wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        k = 1;
        while (if (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
            && x.wrapping_add(k.wrapping_mul(-1)) < 3
            && y.wrapping_add(k.wrapping_mul(-1)) >= 0
            && y.wrapping_add(k.wrapping_mul(-1)) < 3
        {
            y.wrapping_add(k.wrapping_mul(-1))
                .wrapping_mul(3)
                .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        if run >= n {
            return 1;
        }
        run = 1;
        k = 1;
        while (if (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
            && y.wrapping_add(k.wrapping_mul(-1)) >= 0
            && y.wrapping_add(k.wrapping_mul(-1)) < 3
        {
            y.wrapping_add(k.wrapping_mul(-1))
                .wrapping_mul(3)
                .wrapping_add(x.wrapping_add(k))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                && y.wrapping_add(k.wrapping_mul(-1)) < 3
            {
                y.wrapping_add(k.wrapping_mul(-1))
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k) >= 0 && x.wrapping_add(k) < 3
                    && y.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && y.wrapping_add(k.wrapping_mul(-1)) < 3
                {
                    y.wrapping_add(k.wrapping_mul(-1))
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        k = 1;
        while (if (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
            && x.wrapping_add(k.wrapping_mul(-1)) < 3 && y.wrapping_add(k) >= 0
            && y.wrapping_add(k) < 3
        {
            y.wrapping_add(k)
                .wrapping_mul(3)
                .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
        } else {
            -1
        }) >= 0
            && (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3 && y.wrapping_add(k) >= 0
                && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k)
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            }) < 9
        {
            self
                .st
                .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3 && y.wrapping_add(k) >= 0
                && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k)
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            })
                .wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
            && (if (if (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                && x.wrapping_add(k.wrapping_mul(-1)) < 3 && y.wrapping_add(k) >= 0
                && y.wrapping_add(k) < 3
            {
                y.wrapping_add(k)
                    .wrapping_mul(3)
                    .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
            } else {
                -1
            }) >= 0
                && (if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3 && y.wrapping_add(k) >= 0
                    && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k)
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                }) < 9
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3 && y.wrapping_add(k) >= 0
                    && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k)
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                })
                    .wrapping_mul(2) as usize] as i64
            } else {
                -1
            }) != -1
            {
                self
                    .st
                    .slots[(if x.wrapping_add(k.wrapping_mul(-1)) >= 0
                    && x.wrapping_add(k.wrapping_mul(-1)) < 3 && y.wrapping_add(k) >= 0
                    && y.wrapping_add(k) < 3
                {
                    y.wrapping_add(k)
                        .wrapping_mul(3)
                        .wrapping_add(x.wrapping_add(k.wrapping_mul(-1)))
                } else {
                    -1
                })
                    .wrapping_mul(2)
                    .wrapping_add(1) as usize] as i64
            } else {
                -1
            }) == owner
        {
            run = run.wrapping_add(1);
            k = k.wrapping_add(1);
        }
        if run >= n {
            return 1;
        }
        0
    }
}

/// Table `limit_nesting_0`.
static LIMIT_NESTING_0: [i32; 1] = [-1279872256];

/// Table `limit_chain_1`.
static LIMIT_CHAIN_1: [i32; 1] = [-1279872257];

/// Table `limit_illegal_move_2`.
static LIMIT_ILLEGAL_MOVE_2: [i32; 1] = [-1279872258];
