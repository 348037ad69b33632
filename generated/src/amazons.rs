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
        let mut cse8: i64 = 0;
        let mut cse9: i64 = 0;
        let mut cse10: i64 = 0;
        let mut cse11: i64 = 0;
        let mut cse12: i64 = 0;
        let mut cse13: i64 = 0;
        let mut cse14: i64 = 0;
        let mut cse15: i64 = 0;
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        cse0 = (self.who[3] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64 & -9) as u64;
        cse1 = (OWNER_11[1] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64 | 8) as u64;
        self.what[3] = 1;
        self.who[3] = OWNER_11[1] as i64 as u8;
        self.piece_state[3] = 0;
        self.height[3] = 1;
        self.count[3] = 1;
        cse2 = (self.who[6] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse2 as usize] = (self.owned[cse2 as usize] as i64 & -65) as u64;
        cse3 = (OWNER_11[1] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse3 as usize] = (self.owned[cse3 as usize] as i64 | 64) as u64;
        self.what[6] = 1;
        self.who[6] = OWNER_11[1] as i64 as u8;
        self.piece_state[6] = 0;
        self.height[6] = 1;
        self.count[6] = 1;
        cse4 = (self.who[30] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse4 as usize] = (self.owned[cse4 as usize] as i64 & -1073741825)
            as u64;
        cse5 = (OWNER_11[1] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse5 as usize] = (self.owned[cse5 as usize] as i64 | 1073741824)
            as u64;
        self.what[30] = 1;
        self.who[30] = OWNER_11[1] as i64 as u8;
        self.piece_state[30] = 0;
        self.height[30] = 1;
        self.count[30] = 1;
        cse6 = (self.who[39] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse6 as usize] = (self.owned[cse6 as usize] as i64 & -549755813889i64)
            as u64;
        cse7 = (OWNER_11[1] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse7 as usize] = (self.owned[cse7 as usize] as i64 | 549755813888i64)
            as u64;
        self.what[39] = 1;
        self.who[39] = OWNER_11[1] as i64 as u8;
        self.piece_state[39] = 0;
        self.height[39] = 1;
        self.count[39] = 1;
        cse8 = (self.who[60] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse8 as usize] = (self.owned[cse8 as usize] as i64
            & -1152921504606846977i64) as u64;
        cse9 = (OWNER_11[2] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse9 as usize] = (self.owned[cse9 as usize] as i64
            | 1152921504606846976i64) as u64;
        self.what[60] = 2;
        self.who[60] = OWNER_11[2] as i64 as u8;
        self.piece_state[60] = 0;
        self.height[60] = 1;
        self.count[60] = 1;
        cse10 = (self.who[69] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse10 as usize] = (self.owned[cse10 as usize] as i64 & -33) as u64;
        cse11 = (OWNER_11[2] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse11 as usize] = (self.owned[cse11 as usize] as i64 | 32) as u64;
        self.what[69] = 2;
        self.who[69] = OWNER_11[2] as i64 as u8;
        self.piece_state[69] = 0;
        self.height[69] = 1;
        self.count[69] = 1;
        cse12 = (self.who[93] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse12 as usize] = (self.owned[cse12 as usize] as i64 & -536870913)
            as u64;
        cse13 = (OWNER_11[2] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse13 as usize] = (self.owned[cse13 as usize] as i64 | 536870912)
            as u64;
        self.what[93] = 2;
        self.who[93] = OWNER_11[2] as i64 as u8;
        self.piece_state[93] = 0;
        self.height[93] = 1;
        self.count[93] = 1;
        cse14 = (self.who[96] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse14 as usize] = (self.owned[cse14 as usize] as i64 & -4294967297i64)
            as u64;
        cse15 = (OWNER_11[2] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse15 as usize] = (self.owned[cse15 as usize] as i64 | 4294967296i64)
            as u64;
        self.what[96] = 2;
        self.who[96] = OWNER_11[2] as i64 as u8;
        self.piece_state[96] = 0;
        self.height[96] = 1;
        self.count[96] = 1;
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
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        if self.num_moves[0] as i64 % 2 == 0 {
            for word in 0i64..2 {
                bits_2 = self.owned[mover.wrapping_mul(2).wrapping_add(word) as usize]
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
                            bits = reach_1;
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
                            bits_1 = reach_1_2;
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
                bits_3 = reach_1_3;
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
                self.move_piece(from, to);
            } else if leaf == 2 {
                if to < 100 {
                    cse0 = (self.who[to as usize] as i64)
                        .wrapping_mul(2)
                        .wrapping_add(to / 64);
                    self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                        & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                    cse1 = (OWNER_11[3] as i64).wrapping_mul(2).wrapping_add(to / 64);
                    self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                        | 1i64.wrapping_shl((to % 64) as u32)) as u64;
                }
                self.what[to as usize] = 3;
                self.who[to as usize] = OWNER_11[3] as i64 as u8;
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

    /// Kernel function `has_moves` (Query).
    #[inline]
    pub fn has_moves(&self, player: i64, prev: i64) -> i64 {
        let mut piece: i64 = 0;
        let mut what: i64 = 0;
        let mut from: i64 = 0;
        let mut to: i64 = 0;
        let mut off: i64 = 0;
        let mut n: i64 = 0;
        let mut d: i64 = 0;
        let mut from_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut off_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut d_1: i64 = 0;
        let mut bits: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut off_2: i64 = 0;
        let mut n_2: i64 = 0;
        let mut d_2: i64 = 0;
        if self.num_moves[0] as i64 % 2 == 0 {
            for word in 0i64..2 {
                bits = self.owned[player.wrapping_mul(2).wrapping_add(word) as usize]
                    as i64;
                while bits != 0 {
                    piece = word
                        .wrapping_mul(64)
                        .wrapping_add(bits.trailing_zeros() as i64);
                    bits = bits & bits.wrapping_sub(1);
                    what = self.what[piece as usize] as i64;
                    if what == 1 {
                        from = piece;
                        if from >= 0 {
                            for j in 0i64..8 {
                                d = DIRS_ADJACENT_8[from.wrapping_mul(8).wrapping_add(j)
                                    as usize] as i64;
                                if d < 0 {
                                    break;
                                }
                                off = RAY_OFF_0[d.wrapping_mul(100).wrapping_add(from)
                                    as usize] as i64;
                                n = RAY_LEN_1[d.wrapping_mul(100).wrapping_add(from)
                                    as usize] as i64;
                                for i in 0..n {
                                    to = RAY_DATA_2[off.wrapping_add(i) as usize] as i64;
                                    if self.height[to as usize] != 0 {
                                        break;
                                    }
                                    return (from.wrapping_add(1) << 20)
                                        .wrapping_add(to.wrapping_add(1));
                                }
                            }
                        }
                    }
                    if what == 2 {
                        from_1 = piece;
                        if from_1 >= 0 {
                            for j_1 in 0i64..8 {
                                d_1 = DIRS_ADJACENT_8[from_1
                                    .wrapping_mul(8)
                                    .wrapping_add(j_1) as usize] as i64;
                                if d_1 < 0 {
                                    break;
                                }
                                off_1 = RAY_OFF_0[d_1.wrapping_mul(100).wrapping_add(from_1)
                                    as usize] as i64;
                                n_1 = RAY_LEN_1[d_1.wrapping_mul(100).wrapping_add(from_1)
                                    as usize] as i64;
                                for i_1 in 0..n_1 {
                                    to_1 = RAY_DATA_2[off_1.wrapping_add(i_1) as usize] as i64;
                                    if self.height[to_1 as usize] != 0 {
                                        break;
                                    }
                                    return (from_1.wrapping_add(1) << 20)
                                        .wrapping_add(to_1.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        } else {
            from_2 = self.last_to[0] as i64;
            if from_2 >= 0 && true {
                for j_2 in 0i64..8 {
                    d_2 = DIRS_ADJACENT_8[from_2.wrapping_mul(8).wrapping_add(j_2)
                        as usize] as i64;
                    if d_2 < 0 {
                        break;
                    }
                    off_2 = RAY_OFF_0[d_2.wrapping_mul(100).wrapping_add(from_2)
                        as usize] as i64;
                    n_2 = RAY_LEN_1[d_2.wrapping_mul(100).wrapping_add(from_2) as usize]
                        as i64;
                    for i_2 in 0..n_2 {
                        to_2 = RAY_DATA_2[off_2.wrapping_add(i_2) as usize] as i64;
                        if self.height[to_2 as usize] > 0 {
                            break;
                        }
                        return (to_2.wrapping_add(1) << 20)
                            .wrapping_add(to_2.wrapping_add(1));
                    }
                }
            }
        }
        0
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

/// Table `dirs_adjacent_8`.
static DIRS_ADJACENT_8: [i8; 800] = [
    0, 1, 2, -1, -1, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6,
    7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1,
    0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 6, 7, -1, -1, -1, -1, -1, 0, 1, 2, 3,
    4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0,
    1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0,
    1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1,
    0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6,
    7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6,
    7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7,
    -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0,
    1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0,
    1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0,
    4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6,
    7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6,
    7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1,
    -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 2, 3, 4, -1, -1, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2,
    3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1,
    -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 4, 5,
    6, -1, -1, -1, -1, -1,
];

/// Table `owner_11`.
static OWNER_11: [u8; 4] = [0, 1, 2, 0];

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
