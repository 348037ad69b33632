//! `English Draughts` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `English Draughts`: 480 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EnglishDraughtsState {
    pub what: [u8; 64],
    pub who: [u8; 64],
    pub piece_state: [u8; 64],
    pub count: [u16; 64],
    pub height: [u8; 64],
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

impl EnglishDraughtsState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: EnglishDraughtsState = EnglishDraughtsState {
        what: [0; 64],
        who: [0; 64],
        piece_state: [0; 64],
        count: [0; 64],
        height: [0; 64],
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

impl ::ludemic_runtime::kernel::KernelLayout for EnglishDraughtsState {
    const LAYOUT: &'static str = "what:U8x64@0 who:U8x64@64 piece_state:U8x64@128 count:U16x64@192 height:U8x64@320 mover:U8x1@384 next:U8x1@385 prev:U8x1@386 num_moves:I32x1@388 last_from:I8x1@392 last_to:I8x1@393 moves_in_turn:I32x1@396 pass_run:I32x1@400 over:U8x1@404 swapped:U8x1@405 turns:I32x1@408 last_pass:U8x1@412 phase:U8x2@413 score:I32x2@416 rank:U8x2@424 triggered:I32x2@428 mark:I32x1@436 stamp:I32x1@440 stack:I8x1@444 owned:Bitsx4@448 =480";

    fn from_kernel_bytes(bytes: &[u8]) -> EnglishDraughtsState {
        assert_eq!(bytes.len(), 480, "a state of this layout has {} bytes", 480);
        let mut s = EnglishDraughtsState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[64..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[128..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[192..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[320..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[384..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[385..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[386..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[388..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[392..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[393..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[396..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[400..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[404..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[405..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[408..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[412..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[413..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[416..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[424..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[428..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[436..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[440..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[444..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[448..]);
        s
    }
}

/// The game `English Draughts`; its states are [`EnglishDraughtsState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct EnglishDraughts;

impl EnglishDraughts {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 1026;
}

#[allow(unused, clippy::all)]
impl Game for EnglishDraughts {
    type State = EnglishDraughtsState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "English Draughts"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> EnglishDraughtsState {
        let mut s = EnglishDraughtsState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &EnglishDraughtsState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &EnglishDraughtsState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut EnglishDraughtsState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &EnglishDraughtsState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &EnglishDraughtsState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &EnglishDraughtsState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 64,
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
impl EnglishDraughtsState {
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
        let mut cse16: i64 = 0;
        let mut cse17: i64 = 0;
        let mut cse18: i64 = 0;
        let mut cse19: i64 = 0;
        let mut cse20: i64 = 0;
        let mut cse21: i64 = 0;
        let mut cse22: i64 = 0;
        let mut cse23: i64 = 0;
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        cse0 = (self.who[0] as i64).wrapping_add(0);
        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64 & -2) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 1) as u64;
        self.what[0] = 1;
        self.who[0] = 1;
        self.piece_state[0] = 0;
        self.height[0] = 1;
        self.count[0] = 1;
        cse1 = (self.who[2] as i64).wrapping_add(0);
        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64 & -5) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 4) as u64;
        self.what[2] = 1;
        self.who[2] = 1;
        self.piece_state[2] = 0;
        self.height[2] = 1;
        self.count[2] = 1;
        cse2 = (self.who[4] as i64).wrapping_add(0);
        self.owned[cse2 as usize] = (self.owned[cse2 as usize] as i64 & -17) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 16) as u64;
        self.what[4] = 1;
        self.who[4] = 1;
        self.piece_state[4] = 0;
        self.height[4] = 1;
        self.count[4] = 1;
        cse3 = (self.who[6] as i64).wrapping_add(0);
        self.owned[cse3 as usize] = (self.owned[cse3 as usize] as i64 & -65) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 64) as u64;
        self.what[6] = 1;
        self.who[6] = 1;
        self.piece_state[6] = 0;
        self.height[6] = 1;
        self.count[6] = 1;
        cse4 = (self.who[9] as i64).wrapping_add(0);
        self.owned[cse4 as usize] = (self.owned[cse4 as usize] as i64 & -513) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 512) as u64;
        self.what[9] = 1;
        self.who[9] = 1;
        self.piece_state[9] = 0;
        self.height[9] = 1;
        self.count[9] = 1;
        cse5 = (self.who[11] as i64).wrapping_add(0);
        self.owned[cse5 as usize] = (self.owned[cse5 as usize] as i64 & -2049) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 2048) as u64;
        self.what[11] = 1;
        self.who[11] = 1;
        self.piece_state[11] = 0;
        self.height[11] = 1;
        self.count[11] = 1;
        cse6 = (self.who[13] as i64).wrapping_add(0);
        self.owned[cse6 as usize] = (self.owned[cse6 as usize] as i64 & -8193) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 8192) as u64;
        self.what[13] = 1;
        self.who[13] = 1;
        self.piece_state[13] = 0;
        self.height[13] = 1;
        self.count[13] = 1;
        cse7 = (self.who[15] as i64).wrapping_add(0);
        self.owned[cse7 as usize] = (self.owned[cse7 as usize] as i64 & -32769) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 32768) as u64;
        self.what[15] = 1;
        self.who[15] = 1;
        self.piece_state[15] = 0;
        self.height[15] = 1;
        self.count[15] = 1;
        cse8 = (self.who[16] as i64).wrapping_add(0);
        self.owned[cse8 as usize] = (self.owned[cse8 as usize] as i64 & -65537) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 65536) as u64;
        self.what[16] = 1;
        self.who[16] = 1;
        self.piece_state[16] = 0;
        self.height[16] = 1;
        self.count[16] = 1;
        cse9 = (self.who[18] as i64).wrapping_add(0);
        self.owned[cse9 as usize] = (self.owned[cse9 as usize] as i64 & -262145) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 262144) as u64;
        self.what[18] = 1;
        self.who[18] = 1;
        self.piece_state[18] = 0;
        self.height[18] = 1;
        self.count[18] = 1;
        cse10 = (self.who[20] as i64).wrapping_add(0);
        self.owned[cse10 as usize] = (self.owned[cse10 as usize] as i64 & -1048577)
            as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 1048576) as u64;
        self.what[20] = 1;
        self.who[20] = 1;
        self.piece_state[20] = 0;
        self.height[20] = 1;
        self.count[20] = 1;
        cse11 = (self.who[22] as i64).wrapping_add(0);
        self.owned[cse11 as usize] = (self.owned[cse11 as usize] as i64 & -4194305)
            as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 4194304) as u64;
        self.what[22] = 1;
        self.who[22] = 1;
        self.piece_state[22] = 0;
        self.height[22] = 1;
        self.count[22] = 1;
        cse12 = (self.who[41] as i64).wrapping_add(0);
        self.owned[cse12 as usize] = (self.owned[cse12 as usize] as i64
            & -2199023255553i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 2199023255552i64)
            as u64;
        self.what[41] = 2;
        self.who[41] = 2;
        self.piece_state[41] = 0;
        self.height[41] = 1;
        self.count[41] = 1;
        cse13 = (self.who[43] as i64).wrapping_add(0);
        self.owned[cse13 as usize] = (self.owned[cse13 as usize] as i64
            & -8796093022209i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 8796093022208i64)
            as u64;
        self.what[43] = 2;
        self.who[43] = 2;
        self.piece_state[43] = 0;
        self.height[43] = 1;
        self.count[43] = 1;
        cse14 = (self.who[45] as i64).wrapping_add(0);
        self.owned[cse14 as usize] = (self.owned[cse14 as usize] as i64
            & -35184372088833i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 35184372088832i64)
            as u64;
        self.what[45] = 2;
        self.who[45] = 2;
        self.piece_state[45] = 0;
        self.height[45] = 1;
        self.count[45] = 1;
        cse15 = (self.who[47] as i64).wrapping_add(0);
        self.owned[cse15 as usize] = (self.owned[cse15 as usize] as i64
            & -140737488355329i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 140737488355328i64)
            as u64;
        self.what[47] = 2;
        self.who[47] = 2;
        self.piece_state[47] = 0;
        self.height[47] = 1;
        self.count[47] = 1;
        cse16 = (self.who[48] as i64).wrapping_add(0);
        self.owned[cse16 as usize] = (self.owned[cse16 as usize] as i64
            & -281474976710657i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 281474976710656i64)
            as u64;
        self.what[48] = 2;
        self.who[48] = 2;
        self.piece_state[48] = 0;
        self.height[48] = 1;
        self.count[48] = 1;
        cse17 = (self.who[50] as i64).wrapping_add(0);
        self.owned[cse17 as usize] = (self.owned[cse17 as usize] as i64
            & -1125899906842625i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 1125899906842624i64)
            as u64;
        self.what[50] = 2;
        self.who[50] = 2;
        self.piece_state[50] = 0;
        self.height[50] = 1;
        self.count[50] = 1;
        cse18 = (self.who[52] as i64).wrapping_add(0);
        self.owned[cse18 as usize] = (self.owned[cse18 as usize] as i64
            & -4503599627370497i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 4503599627370496i64)
            as u64;
        self.what[52] = 2;
        self.who[52] = 2;
        self.piece_state[52] = 0;
        self.height[52] = 1;
        self.count[52] = 1;
        cse19 = (self.who[54] as i64).wrapping_add(0);
        self.owned[cse19 as usize] = (self.owned[cse19 as usize] as i64
            & -18014398509481985i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 18014398509481984i64)
            as u64;
        self.what[54] = 2;
        self.who[54] = 2;
        self.piece_state[54] = 0;
        self.height[54] = 1;
        self.count[54] = 1;
        cse20 = (self.who[57] as i64).wrapping_add(0);
        self.owned[cse20 as usize] = (self.owned[cse20 as usize] as i64
            & -144115188075855873i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 144115188075855872i64)
            as u64;
        self.what[57] = 2;
        self.who[57] = 2;
        self.piece_state[57] = 0;
        self.height[57] = 1;
        self.count[57] = 1;
        cse21 = (self.who[59] as i64).wrapping_add(0);
        self.owned[cse21 as usize] = (self.owned[cse21 as usize] as i64
            & -576460752303423489i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 576460752303423488i64)
            as u64;
        self.what[59] = 2;
        self.who[59] = 2;
        self.piece_state[59] = 0;
        self.height[59] = 1;
        self.count[59] = 1;
        cse22 = (self.who[61] as i64).wrapping_add(0);
        self.owned[cse22 as usize] = (self.owned[cse22 as usize] as i64
            & -2305843009213693953i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 2305843009213693952i64)
            as u64;
        self.what[61] = 2;
        self.who[61] = 2;
        self.piece_state[61] = 0;
        self.height[61] = 1;
        self.count[61] = 1;
        cse23 = (self.who[63] as i64).wrapping_add(0);
        self.owned[cse23 as usize] = (self.owned[cse23 as usize] as i64
            & 9223372036854775807i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | i64::MIN) as u64;
        self.what[63] = 2;
        self.who[63] = 2;
        self.piece_state[63] = 0;
        self.height[63] = 1;
        self.count[63] = 1;
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
        let mut over: i64 = 0;
        let mut removed: i64 = 0;
        let mut cond: i64 = 0;
        let mut promoted: i64 = 0;
        let mut what: i64 = 0;
        let mut cond_1: i64 = 0;
        let over_1: i64 = 0;
        let removed_1: i64 = 0;
        let mut cond_2: i64 = 0;
        let mut cond_3: i64 = 0;
        let mut promoted_1: i64 = 0;
        let mut what_1: i64 = 0;
        let over_2: i64 = 0;
        let removed_2: i64 = 0;
        let mut cond_4: i64 = 0;
        let mut promoted_2: i64 = 0;
        let mut what_2: i64 = 0;
        let mut cond_5: i64 = 0;
        let over_3: i64 = 0;
        let removed_3: i64 = 0;
        let mut cond_6: i64 = 0;
        let mut player: i64 = 0;
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
            if leaf == 0 || leaf == 1 || leaf == 4 || leaf == 5 {
                over = RAY_DATA_2[RAY_OFF_0[operand.wrapping_mul(64).wrapping_add(from)
                    as usize] as i64 as usize] as i64;
                removed = over;
                if removed >= 0 {
                    self.take_piece(removed);
                }
                self.move_piece(from, to);
            } else if leaf == 2 || leaf == 3 {
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
            if leaf == 0 {
                cond = (self.last_to[0] >= 0
                    && OWNED_MEMBER_15[(self.next[0] as i64)
                        .wrapping_mul(64)
                        .wrapping_add(self.last_to[0] as i64) as usize] as i64 != 0)
                    as i64;
                if cond != 0 {
                    promoted = self.last_to[0] as i64;
                    what = PIECE_DOUBLECOUNTER_16[mover as usize] as i64;
                } else {
                    cond_1 = self
                        .can_move_7(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                    if cond_1 != 0 {}
                }
                if cond != 0 {
                    self.promote_piece(promoted, what);
                } else if cond_1 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 1 {
                cond_2 = self
                    .can_move_8(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                if cond_2 != 0 {}
                if cond_2 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 2 {
                cond_3 = (self.last_to[0] >= 0
                    && OWNED_MEMBER_15[(self.next[0] as i64)
                        .wrapping_mul(64)
                        .wrapping_add(self.last_to[0] as i64) as usize] as i64 != 0)
                    as i64;
                if cond_3 != 0 {
                    promoted_1 = self.last_to[0] as i64;
                    what_1 = PIECE_DOUBLECOUNTER_16[mover as usize] as i64;
                }
                if cond_3 != 0 {
                    self.promote_piece(promoted_1, what_1);
                }
            } else if leaf == 3 {} else if leaf == 4 {
                cond_4 = (self.last_to[0] >= 0
                    && OWNED_MEMBER_15[(self.next[0] as i64)
                        .wrapping_mul(64)
                        .wrapping_add(self.last_to[0] as i64) as usize] as i64 != 0)
                    as i64;
                if cond_4 != 0 {
                    promoted_2 = self.last_to[0] as i64;
                    what_2 = PIECE_DOUBLECOUNTER_16[mover as usize] as i64;
                } else {
                    cond_5 = self
                        .can_move_9(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                    if cond_5 != 0 {}
                }
                if cond_4 != 0 {
                    self.promote_piece(promoted_2, what_2);
                } else if cond_5 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 5 {
                cond_6 = self
                    .can_move_10(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                if cond_6 != 0 {}
                if cond_6 != 0 {
                    self.next[0] = mover as u8;
                }
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
        let mut from: i64 = 0;
        let mut over: i64 = 0;
        let mut to: i64 = 0;
        let mut off: i64 = 0;
        let mut dir: i64 = 0;
        let mut d: i64 = 0;
        let mut from_1: i64 = 0;
        let mut over_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut off_1: i64 = 0;
        let mut dir_1: i64 = 0;
        let mut d_1: i64 = 0;
        let mut before: i64 = 0;
        let mut piece: i64 = 0;
        let mut what: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let d_2: i64 = 0;
        let mut from_3: i64 = 0;
        let mut to_3: i64 = 0;
        let d_3: i64 = 0;
        let mut bits: i64 = 0;
        let mut piece_1: i64 = 0;
        let mut what_1: i64 = 0;
        let mut from_4: i64 = 0;
        let mut to_4: i64 = 0;
        let mut d_4: i64 = 0;
        let from_5: i64 = 0;
        let to_5: i64 = 0;
        let j_5: i64 = 0;
        let d_5: i64 = 0;
        let mut bits_1: i64 = 0;
        let mut piece_2: i64 = 0;
        let mut what_2: i64 = 0;
        let mut from_6: i64 = 0;
        let mut over_2: i64 = 0;
        let mut to_6: i64 = 0;
        let mut off_2: i64 = 0;
        let mut dir_2: i64 = 0;
        let d_6: i64 = 0;
        let mut from_7: i64 = 0;
        let mut over_3: i64 = 0;
        let mut to_7: i64 = 0;
        let mut off_3: i64 = 0;
        let mut dir_3: i64 = 0;
        let d_7: i64 = 0;
        let mut bits_2: i64 = 0;
        let mut piece_3: i64 = 0;
        let mut what_3: i64 = 0;
        let mut from_8: i64 = 0;
        let mut over_4: i64 = 0;
        let mut to_8: i64 = 0;
        let mut off_4: i64 = 0;
        let mut dir_4: i64 = 0;
        let mut d_8: i64 = 0;
        let from_9: i64 = 0;
        let over_5: i64 = 0;
        let to_9: i64 = 0;
        let off_5: i64 = 0;
        let dir_5: i64 = 0;
        let j_9: i64 = 0;
        let d_9: i64 = 0;
        let mut bits_3: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
        let mut cse6: i64 = 0;
        if prev == player {
            if (if self.last_to[0] >= 0 {
                self.what[self.last_to[0] as i64 as usize] as i64
            } else {
                0
            }) == PIECE_COUNTER_12[player as usize] as i64
            {
                from = self.last_to[0] as i64;
                if from >= 0 {
                    for j in 0i64..2 {
                        d = RELATIVE_DIRS_13[(if from >= 0 {
                            self.what[from as usize] as i64
                        } else {
                            0
                        })
                            .wrapping_mul(2)
                            .wrapping_add(j) as usize] as i64;
                        if d < 0 {
                            break;
                        }
                        dir = d;
                        if (RAY_LEN_1[d.wrapping_mul(64).wrapping_add(from) as usize]
                            as i64) < 2
                        {
                            continue;
                        }
                        off = RAY_OFF_0[d.wrapping_mul(64).wrapping_add(from) as usize]
                            as i64;
                        over = RAY_DATA_2[off as usize] as i64;
                        to = RAY_DATA_2[off.wrapping_add(1) as usize] as i64;
                        cse0 = if over >= 0 {
                            self.who[over as usize] as i64
                        } else {
                            0
                        };
                        if cse0 > 0 && cse0 != player && cse0 <= 2
                            && (to >= 0 && self.height[to as usize] == 0)
                        {
                            if probe != 0 {
                                return 1;
                            }
                            moves
                                .push(RawMove {
                                    from: from as u32,
                                    to: to as u32,
                                    level_from: 0,
                                    level_to: 0,
                                    kind: 0,
                                    aux: 1048320i64.wrapping_add(dir << 20) as u32,
                                });
                        }
                    }
                }
            } else {
                from_1 = self.last_to[0] as i64;
                if from_1 >= 0 {
                    for j_1 in 0i64..4 {
                        d_1 = DIRS_DIAGONAL_6[from_1.wrapping_mul(4).wrapping_add(j_1)
                            as usize] as i64;
                        if d_1 < 0 {
                            break;
                        }
                        dir_1 = d_1;
                        if (RAY_LEN_1[d_1.wrapping_mul(64).wrapping_add(from_1) as usize]
                            as i64) < 2
                        {
                            continue;
                        }
                        off_1 = RAY_OFF_0[d_1.wrapping_mul(64).wrapping_add(from_1)
                            as usize] as i64;
                        over_1 = RAY_DATA_2[off_1 as usize] as i64;
                        to_1 = RAY_DATA_2[off_1.wrapping_add(1) as usize] as i64;
                        cse1 = if over_1 >= 0 {
                            self.who[over_1 as usize] as i64
                        } else {
                            0
                        };
                        if cse1 > 0 && cse1 != player && cse1 <= 2
                            && (to_1 >= 0 && self.height[to_1 as usize] == 0)
                        {
                            if probe != 0 {
                                return 1;
                            }
                            moves
                                .push(RawMove {
                                    from: from_1 as u32,
                                    to: to_1 as u32,
                                    level_from: 0,
                                    level_to: 0,
                                    kind: 0,
                                    aux: 1048321i64.wrapping_add(dir_1 << 20) as u32,
                                });
                        }
                    }
                }
            }
        } else {
            before = moves.len() as i64;
            for word_2 in 0i64..1 {
                bits_2 = self.owned[player.wrapping_add(word_2) as usize] as i64;
                while bits_2 != 0 {
                    piece_2 = word_2
                        .wrapping_mul(64)
                        .wrapping_add(bits_2.trailing_zeros() as i64);
                    bits_2 = bits_2 & bits_2.wrapping_sub(1);
                    what_2 = self.what[piece_2 as usize] as i64;
                    if what_2 == 1 {
                        from_6 = piece_2;
                        if from_6 >= 0 {
                            for j_6 in 0i64..1 {
                                dir_2 = 1;
                                if (RAY_LEN_1[64i64.wrapping_add(from_6) as usize] as i64)
                                    < 2
                                {
                                    continue;
                                }
                                off_2 = RAY_OFF_0[64i64.wrapping_add(from_6) as usize]
                                    as i64;
                                over_2 = RAY_DATA_2[off_2 as usize] as i64;
                                to_6 = RAY_DATA_2[off_2.wrapping_add(1) as usize] as i64;
                                cse2 = if over_2 >= 0 {
                                    self.who[over_2 as usize] as i64
                                } else {
                                    0
                                };
                                if cse2 > 0 && cse2 != player && cse2 <= 2
                                    && (to_6 >= 0 && self.height[to_6 as usize] == 0)
                                {
                                    if probe != 0 {
                                        return 1;
                                    }
                                    moves
                                        .push(RawMove {
                                            from: from_6 as u32,
                                            to: to_6 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 4i64
                                                .wrapping_add(
                                                    (if piece_2 >= 0 { piece_2 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(dir_2 << 20) as u32,
                                        });
                                }
                            }
                            for j_6 in 0i64..1 {
                                dir_2 = 7;
                                if (RAY_LEN_1[448i64.wrapping_add(from_6) as usize] as i64)
                                    < 2
                                {
                                    continue;
                                }
                                off_2 = RAY_OFF_0[448i64.wrapping_add(from_6) as usize]
                                    as i64;
                                over_2 = RAY_DATA_2[off_2 as usize] as i64;
                                to_6 = RAY_DATA_2[off_2.wrapping_add(1) as usize] as i64;
                                cse3 = if over_2 >= 0 {
                                    self.who[over_2 as usize] as i64
                                } else {
                                    0
                                };
                                if cse3 > 0 && cse3 != player && cse3 <= 2
                                    && (to_6 >= 0 && self.height[to_6 as usize] == 0)
                                {
                                    if probe != 0 {
                                        return 1;
                                    }
                                    moves
                                        .push(RawMove {
                                            from: from_6 as u32,
                                            to: to_6 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 4i64
                                                .wrapping_add(
                                                    (if piece_2 >= 0 { piece_2 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(dir_2 << 20) as u32,
                                        });
                                }
                            }
                        }
                    }
                    if what_2 == 2 {
                        from_7 = piece_2;
                        if from_7 >= 0 {
                            for j_7 in 0i64..1 {
                                dir_3 = 5;
                                if (RAY_LEN_1[320i64.wrapping_add(from_7) as usize] as i64)
                                    < 2
                                {
                                    continue;
                                }
                                off_3 = RAY_OFF_0[320i64.wrapping_add(from_7) as usize]
                                    as i64;
                                over_3 = RAY_DATA_2[off_3 as usize] as i64;
                                to_7 = RAY_DATA_2[off_3.wrapping_add(1) as usize] as i64;
                                cse4 = if over_3 >= 0 {
                                    self.who[over_3 as usize] as i64
                                } else {
                                    0
                                };
                                if cse4 > 0 && cse4 != player && cse4 <= 2
                                    && (to_7 >= 0 && self.height[to_7 as usize] == 0)
                                {
                                    if probe != 0 {
                                        return 1;
                                    }
                                    moves
                                        .push(RawMove {
                                            from: from_7 as u32,
                                            to: to_7 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 4i64
                                                .wrapping_add(
                                                    (if piece_2 >= 0 { piece_2 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(dir_3 << 20) as u32,
                                        });
                                }
                            }
                            for j_7 in 0i64..1 {
                                dir_3 = 3;
                                if (RAY_LEN_1[192i64.wrapping_add(from_7) as usize] as i64)
                                    < 2
                                {
                                    continue;
                                }
                                off_3 = RAY_OFF_0[192i64.wrapping_add(from_7) as usize]
                                    as i64;
                                over_3 = RAY_DATA_2[off_3 as usize] as i64;
                                to_7 = RAY_DATA_2[off_3.wrapping_add(1) as usize] as i64;
                                cse5 = if over_3 >= 0 {
                                    self.who[over_3 as usize] as i64
                                } else {
                                    0
                                };
                                if cse5 > 0 && cse5 != player && cse5 <= 2
                                    && (to_7 >= 0 && self.height[to_7 as usize] == 0)
                                {
                                    if probe != 0 {
                                        return 1;
                                    }
                                    moves
                                        .push(RawMove {
                                            from: from_7 as u32,
                                            to: to_7 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 4i64
                                                .wrapping_add(
                                                    (if piece_2 >= 0 { piece_2 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(dir_3 << 20) as u32,
                                        });
                                }
                            }
                        }
                    }
                }
            }
            for word_3 in 0i64..1 {
                bits_3 = self.owned[player.wrapping_add(word_3) as usize] as i64;
                while bits_3 != 0 {
                    piece_3 = word_3
                        .wrapping_mul(64)
                        .wrapping_add(bits_3.trailing_zeros() as i64);
                    bits_3 = bits_3 & bits_3.wrapping_sub(1);
                    what_3 = self.what[piece_3 as usize] as i64;
                    if what_3 == 3 || what_3 == 4 {
                        from_8 = piece_3;
                        if from_8 >= 0 {
                            for j_8 in 0i64..4 {
                                d_8 = DIRS_DIAGONAL_6[from_8
                                    .wrapping_mul(4)
                                    .wrapping_add(j_8) as usize] as i64;
                                if d_8 < 0 {
                                    break;
                                }
                                dir_4 = d_8;
                                if (RAY_LEN_1[d_8.wrapping_mul(64).wrapping_add(from_8)
                                    as usize] as i64) < 2
                                {
                                    continue;
                                }
                                off_4 = RAY_OFF_0[d_8.wrapping_mul(64).wrapping_add(from_8)
                                    as usize] as i64;
                                over_4 = RAY_DATA_2[off_4 as usize] as i64;
                                to_8 = RAY_DATA_2[off_4.wrapping_add(1) as usize] as i64;
                                cse6 = if over_4 >= 0 {
                                    self.who[over_4 as usize] as i64
                                } else {
                                    0
                                };
                                if cse6 > 0 && cse6 != player && cse6 <= 2
                                    && (to_8 >= 0 && self.height[to_8 as usize] == 0)
                                {
                                    if probe != 0 {
                                        return 1;
                                    }
                                    moves
                                        .push(RawMove {
                                            from: from_8 as u32,
                                            to: to_8 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 5i64
                                                .wrapping_add(
                                                    (if piece_3 >= 0 { piece_3 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(dir_4 << 20) as u32,
                                        });
                                }
                            }
                        }
                    }
                }
            }
            if moves.len() as i64 == before {
                for word in 0i64..1 {
                    bits = self.owned[player.wrapping_add(word) as usize] as i64;
                    while bits != 0 {
                        piece = word
                            .wrapping_mul(64)
                            .wrapping_add(bits.trailing_zeros() as i64);
                        bits = bits & bits.wrapping_sub(1);
                        what = self.what[piece as usize] as i64;
                        if what == 1 {
                            from_2 = piece;
                            if from_2 >= 0 {
                                for j_2 in 0i64..1 {
                                    to_2 = STEP_14[64i64.wrapping_add(from_2) as usize] as i64;
                                    if to_2 < 0 {
                                        continue;
                                    }
                                    if to_2 >= 0 && self.height[to_2 as usize] == 0 {
                                        if probe != 0 {
                                            return 1;
                                        }
                                        moves
                                            .push(RawMove {
                                                from: from_2 as u32,
                                                to: to_2 as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: 2i64
                                                    .wrapping_add((if piece >= 0 { piece } else { 4095 }) << 8)
                                                    .wrapping_add(0) as u32,
                                            });
                                    }
                                }
                                for j_2 in 0i64..1 {
                                    to_2 = STEP_14[448i64.wrapping_add(from_2) as usize] as i64;
                                    if to_2 < 0 {
                                        continue;
                                    }
                                    if to_2 >= 0 && self.height[to_2 as usize] == 0 {
                                        if probe != 0 {
                                            return 1;
                                        }
                                        moves
                                            .push(RawMove {
                                                from: from_2 as u32,
                                                to: to_2 as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: 2i64
                                                    .wrapping_add((if piece >= 0 { piece } else { 4095 }) << 8)
                                                    .wrapping_add(0) as u32,
                                            });
                                    }
                                }
                            }
                        }
                        if what == 2 {
                            from_3 = piece;
                            if from_3 >= 0 {
                                for j_3 in 0i64..1 {
                                    to_3 = STEP_14[320i64.wrapping_add(from_3) as usize] as i64;
                                    if to_3 < 0 {
                                        continue;
                                    }
                                    if to_3 >= 0 && self.height[to_3 as usize] == 0 {
                                        if probe != 0 {
                                            return 1;
                                        }
                                        moves
                                            .push(RawMove {
                                                from: from_3 as u32,
                                                to: to_3 as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: 2i64
                                                    .wrapping_add((if piece >= 0 { piece } else { 4095 }) << 8)
                                                    .wrapping_add(0) as u32,
                                            });
                                    }
                                }
                                for j_3 in 0i64..1 {
                                    to_3 = STEP_14[192i64.wrapping_add(from_3) as usize] as i64;
                                    if to_3 < 0 {
                                        continue;
                                    }
                                    if to_3 >= 0 && self.height[to_3 as usize] == 0 {
                                        if probe != 0 {
                                            return 1;
                                        }
                                        moves
                                            .push(RawMove {
                                                from: from_3 as u32,
                                                to: to_3 as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: 2i64
                                                    .wrapping_add((if piece >= 0 { piece } else { 4095 }) << 8)
                                                    .wrapping_add(0) as u32,
                                            });
                                    }
                                }
                            }
                        }
                    }
                }
                for word_1 in 0i64..1 {
                    bits_1 = self.owned[player.wrapping_add(word_1) as usize] as i64;
                    while bits_1 != 0 {
                        piece_1 = word_1
                            .wrapping_mul(64)
                            .wrapping_add(bits_1.trailing_zeros() as i64);
                        bits_1 = bits_1 & bits_1.wrapping_sub(1);
                        what_1 = self.what[piece_1 as usize] as i64;
                        if what_1 == 3 || what_1 == 4 {
                            from_4 = piece_1;
                            if from_4 >= 0 {
                                for j_4 in 0i64..4 {
                                    d_4 = DIRS_DIAGONAL_6[from_4
                                        .wrapping_mul(4)
                                        .wrapping_add(j_4) as usize] as i64;
                                    if d_4 < 0 {
                                        break;
                                    }
                                    to_4 = STEP_14[d_4.wrapping_mul(64).wrapping_add(from_4)
                                        as usize] as i64;
                                    if to_4 < 0 {
                                        continue;
                                    }
                                    if to_4 >= 0 && self.height[to_4 as usize] == 0 {
                                        if probe != 0 {
                                            return 1;
                                        }
                                        moves
                                            .push(RawMove {
                                                from: from_4 as u32,
                                                to: to_4 as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: 3i64
                                                    .wrapping_add(
                                                        (if piece_1 >= 0 { piece_1 } else { 4095 }) << 8,
                                                    )
                                                    .wrapping_add(0) as u32,
                                            });
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        0
    }

    /// Kernel function `take_piece` (Mutate).
    #[inline]
    pub fn take_piece(&mut self, site: i64) {
        let mut cse0: i64 = 0;
        if self.height[site as usize] > 0 {
            if self.count[site as usize] > 1 {
                self.count[site as usize] = (self.count[site as usize] as i64)
                    .wrapping_sub(1) as u16;
            } else {
                if site < 64 {
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
                if from < 64 {
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
        if to < 64 {
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

    /// Kernel function `promote_piece` (Mutate).
    #[inline]
    pub fn promote_piece(&mut self, site: i64, what: i64) {
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        if site >= 0 && self.height[site as usize] > 0 && what > 0 {
            if site < 64 {
                cse0 = (self.who[site as usize] as i64).wrapping_add(site / 64);
                self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                    & !1i64.wrapping_shl((site % 64) as u32)) as u64;
                cse1 = (OWNER_11[(if what >= 0 && what < 5 { what } else { 0 }) as usize]
                    as i64)
                    .wrapping_add(site / 64);
                self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                    | 1i64.wrapping_shl((site % 64) as u32)) as u64;
            }
            self.what[site as usize] = what as u8;
            self.who[site as usize] = OWNER_11[(if what >= 0 && what < 5 {
                what
            } else {
                0
            }) as usize] as i64 as u8;
        }
    }

    /// Kernel function `can_move_7` (Query).
    #[inline]
    pub fn can_move_7(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut from_1: i64 = 0;
        let mut over: i64 = 0;
        let mut to_1: i64 = 0;
        let mut off: i64 = 0;
        let mut dir: i64 = 0;
        let mut d: i64 = 0;
        let mut cse0: i64 = 0;
        from_1 = self.last_to[0] as i64;
        if from_1 >= 0 {
            for j in 0i64..2 {
                d = RELATIVE_DIRS_13[(if from_1 >= 0 {
                    self.what[from_1 as usize] as i64
                } else {
                    0
                })
                    .wrapping_mul(2)
                    .wrapping_add(j) as usize] as i64;
                if d < 0 {
                    break;
                }
                dir = d;
                if (RAY_LEN_1[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64)
                    < 2
                {
                    continue;
                }
                off = RAY_OFF_0[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64;
                over = RAY_DATA_2[off as usize] as i64;
                to_1 = RAY_DATA_2[off.wrapping_add(1) as usize] as i64;
                cse0 = if over >= 0 { self.who[over as usize] as i64 } else { 0 };
                if cse0 > 0 && cse0 != mover && cse0 <= 2
                    && (to_1 >= 0 && self.height[to_1 as usize] == 0)
                {
                    return (from_1.wrapping_add(1) << 20)
                        .wrapping_add(to_1.wrapping_add(1));
                }
            }
        }
        0
    }

    /// Kernel function `can_move_8` (Query).
    #[inline]
    pub fn can_move_8(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut from_1: i64 = 0;
        let mut over: i64 = 0;
        let mut to_1: i64 = 0;
        let mut off: i64 = 0;
        let mut dir: i64 = 0;
        let mut d: i64 = 0;
        let mut cse0: i64 = 0;
        from_1 = self.last_to[0] as i64;
        if from_1 >= 0 {
            for j in 0i64..4 {
                d = DIRS_DIAGONAL_6[from_1.wrapping_mul(4).wrapping_add(j) as usize]
                    as i64;
                if d < 0 {
                    break;
                }
                dir = d;
                if (RAY_LEN_1[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64)
                    < 2
                {
                    continue;
                }
                off = RAY_OFF_0[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64;
                over = RAY_DATA_2[off as usize] as i64;
                to_1 = RAY_DATA_2[off.wrapping_add(1) as usize] as i64;
                cse0 = if over >= 0 { self.who[over as usize] as i64 } else { 0 };
                if cse0 > 0 && cse0 != mover && cse0 <= 2
                    && (to_1 >= 0 && self.height[to_1 as usize] == 0)
                {
                    return (from_1.wrapping_add(1) << 20)
                        .wrapping_add(to_1.wrapping_add(1));
                }
            }
        }
        0
    }

    /// Kernel function `can_move_9` (Query).
    #[inline]
    pub fn can_move_9(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut from_1: i64 = 0;
        let mut over: i64 = 0;
        let mut to_1: i64 = 0;
        let mut off: i64 = 0;
        let mut dir: i64 = 0;
        let mut d: i64 = 0;
        let mut cse0: i64 = 0;
        from_1 = self.last_to[0] as i64;
        if from_1 >= 0 {
            for j in 0i64..2 {
                d = RELATIVE_DIRS_13[(if from_1 >= 0 {
                    self.what[from_1 as usize] as i64
                } else {
                    0
                })
                    .wrapping_mul(2)
                    .wrapping_add(j) as usize] as i64;
                if d < 0 {
                    break;
                }
                dir = d;
                if (RAY_LEN_1[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64)
                    < 2
                {
                    continue;
                }
                off = RAY_OFF_0[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64;
                over = RAY_DATA_2[off as usize] as i64;
                to_1 = RAY_DATA_2[off.wrapping_add(1) as usize] as i64;
                cse0 = if over >= 0 { self.who[over as usize] as i64 } else { 0 };
                if cse0 > 0 && cse0 != mover && cse0 <= 2
                    && (to_1 >= 0 && self.height[to_1 as usize] == 0)
                {
                    return (from_1.wrapping_add(1) << 20)
                        .wrapping_add(to_1.wrapping_add(1));
                }
            }
        }
        0
    }

    /// Kernel function `can_move_10` (Query).
    #[inline]
    pub fn can_move_10(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut from_1: i64 = 0;
        let mut over: i64 = 0;
        let mut to_1: i64 = 0;
        let mut off: i64 = 0;
        let mut dir: i64 = 0;
        let mut d: i64 = 0;
        let mut cse0: i64 = 0;
        from_1 = self.last_to[0] as i64;
        if from_1 >= 0 {
            for j in 0i64..4 {
                d = DIRS_DIAGONAL_6[from_1.wrapping_mul(4).wrapping_add(j) as usize]
                    as i64;
                if d < 0 {
                    break;
                }
                dir = d;
                if (RAY_LEN_1[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64)
                    < 2
                {
                    continue;
                }
                off = RAY_OFF_0[d.wrapping_mul(64).wrapping_add(from_1) as usize] as i64;
                over = RAY_DATA_2[off as usize] as i64;
                to_1 = RAY_DATA_2[off.wrapping_add(1) as usize] as i64;
                cse0 = if over >= 0 { self.who[over as usize] as i64 } else { 0 };
                if cse0 > 0 && cse0 != mover && cse0 <= 2
                    && (to_1 >= 0 && self.height[to_1 as usize] == 0)
                {
                    return (from_1.wrapping_add(1) << 20)
                        .wrapping_add(to_1.wrapping_add(1));
                }
            }
        }
        0
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

/// Table `ray_off_0`.
static RAY_OFF_0: [u16; 512] = [
    0, 7, 14, 21, 28, 35, 42, 49, 56, 62, 68, 74, 80, 86, 92, 98, 104, 109, 114, 119,
    124, 129, 134, 139, 144, 148, 152, 156, 160, 164, 168, 172, 176, 179, 182, 185, 188,
    191, 194, 197, 200, 202, 204, 206, 208, 210, 212, 214, 216, 217, 218, 219, 220, 221,
    222, 223, 224, 224, 224, 224, 224, 224, 224, 224, 224, 231, 237, 242, 246, 249, 251,
    252, 252, 258, 264, 269, 273, 276, 278, 279, 279, 284, 289, 294, 298, 301, 303, 304,
    304, 308, 312, 316, 320, 323, 325, 326, 326, 329, 332, 335, 338, 341, 343, 344, 344,
    346, 348, 350, 352, 354, 356, 357, 357, 358, 359, 360, 361, 362, 363, 364, 364, 364,
    364, 364, 364, 364, 364, 364, 364, 371, 377, 382, 386, 389, 391, 392, 392, 399, 405,
    410, 414, 417, 419, 420, 420, 427, 433, 438, 442, 445, 447, 448, 448, 455, 461, 466,
    470, 473, 475, 476, 476, 483, 489, 494, 498, 501, 503, 504, 504, 511, 517, 522, 526,
    529, 531, 532, 532, 539, 545, 550, 554, 557, 559, 560, 560, 567, 573, 578, 582, 585,
    587, 588, 588, 588, 588, 588, 588, 588, 588, 588, 588, 589, 590, 591, 592, 593, 594,
    595, 595, 597, 599, 601, 603, 605, 607, 608, 608, 611, 614, 617, 620, 623, 625, 626,
    626, 630, 634, 638, 642, 645, 647, 648, 648, 653, 658, 663, 667, 670, 672, 673, 673,
    679, 685, 690, 694, 697, 699, 700, 700, 707, 713, 718, 722, 725, 727, 728, 728, 728,
    728, 728, 728, 728, 728, 728, 728, 729, 730, 731, 732, 733, 734, 735, 736, 738, 740,
    742, 744, 746, 748, 750, 752, 755, 758, 761, 764, 767, 770, 773, 776, 780, 784, 788,
    792, 796, 800, 804, 808, 813, 818, 823, 828, 833, 838, 843, 848, 854, 860, 866, 872,
    878, 884, 890, 896, 903, 910, 917, 924, 931, 938, 945, 952, 952, 952, 952, 952, 952,
    952, 952, 952, 952, 953, 954, 955, 956, 957, 958, 959, 959, 960, 962, 964, 966, 968,
    970, 972, 972, 973, 975, 978, 981, 984, 987, 990, 990, 991, 993, 996, 1000, 1004,
    1008, 1012, 1012, 1013, 1015, 1018, 1022, 1027, 1032, 1037, 1037, 1038, 1040, 1043,
    1047, 1052, 1058, 1064, 1064, 1065, 1067, 1070, 1074, 1079, 1085, 1092, 1092, 1093,
    1095, 1098, 1102, 1107, 1113, 1120, 1120, 1121, 1123, 1126, 1130, 1135, 1141, 1148,
    1148, 1149, 1151, 1154, 1158, 1163, 1169, 1176, 1176, 1177, 1179, 1182, 1186, 1191,
    1197, 1204, 1204, 1205, 1207, 1210, 1214, 1219, 1225, 1232, 1232, 1233, 1235, 1238,
    1242, 1247, 1253, 1260, 1260, 1261, 1263, 1266, 1270, 1275, 1281, 1288, 1288, 1289,
    1291, 1294, 1298, 1303, 1309, 1316, 1316, 1317, 1319, 1322, 1326, 1331, 1337, 1344,
    1344, 1345, 1347, 1350, 1354, 1359, 1365, 1371, 1371, 1372, 1374, 1377, 1381, 1386,
    1391, 1396, 1396, 1397, 1399, 1402, 1406, 1410, 1414, 1418, 1418, 1419, 1421, 1424,
    1427, 1430, 1433, 1436, 1436, 1437, 1439, 1441, 1443, 1445, 1447, 1449, 1449, 1450,
    1451, 1452, 1453, 1454, 1455, 1456, 1456, 1456, 1456, 1456, 1456, 1456, 1456,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 512] = [
    7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4,
    4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 6, 6, 5, 4, 3, 2, 1, 0, 5, 5, 5, 4,
    3, 2, 1, 0, 4, 4, 4, 4, 3, 2, 1, 0, 3, 3, 3, 3, 3, 2, 1, 0, 2, 2, 2, 2, 2, 2, 1, 0,
    1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4,
    3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0,
    7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2, 1, 0, 3, 3, 3, 3, 3, 2, 1, 0,
    4, 4, 4, 4, 3, 2, 1, 0, 5, 5, 5, 4, 3, 2, 1, 0, 6, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4,
    3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2,
    3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6,
    6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1,
    0, 1, 2, 2, 2, 2, 2, 2, 0, 1, 2, 3, 3, 3, 3, 3, 0, 1, 2, 3, 4, 4, 4, 4, 0, 1, 2, 3,
    4, 5, 5, 5, 0, 1, 2, 3, 4, 5, 6, 6, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3,
    4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 6, 0, 1, 2, 3, 4, 5, 5, 5, 0, 1, 2, 3,
    4, 4, 4, 4, 0, 1, 2, 3, 3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 1456] = [
    8, 16, 24, 32, 40, 48, 56, 9, 17, 25, 33, 41, 49, 57, 10, 18, 26, 34, 42, 50, 58, 11,
    19, 27, 35, 43, 51, 59, 12, 20, 28, 36, 44, 52, 60, 13, 21, 29, 37, 45, 53, 61, 14,
    22, 30, 38, 46, 54, 62, 15, 23, 31, 39, 47, 55, 63, 16, 24, 32, 40, 48, 56, 17, 25,
    33, 41, 49, 57, 18, 26, 34, 42, 50, 58, 19, 27, 35, 43, 51, 59, 20, 28, 36, 44, 52,
    60, 21, 29, 37, 45, 53, 61, 22, 30, 38, 46, 54, 62, 23, 31, 39, 47, 55, 63, 24, 32,
    40, 48, 56, 25, 33, 41, 49, 57, 26, 34, 42, 50, 58, 27, 35, 43, 51, 59, 28, 36, 44,
    52, 60, 29, 37, 45, 53, 61, 30, 38, 46, 54, 62, 31, 39, 47, 55, 63, 32, 40, 48, 56,
    33, 41, 49, 57, 34, 42, 50, 58, 35, 43, 51, 59, 36, 44, 52, 60, 37, 45, 53, 61, 38,
    46, 54, 62, 39, 47, 55, 63, 40, 48, 56, 41, 49, 57, 42, 50, 58, 43, 51, 59, 44, 52,
    60, 45, 53, 61, 46, 54, 62, 47, 55, 63, 48, 56, 49, 57, 50, 58, 51, 59, 52, 60, 53,
    61, 54, 62, 55, 63, 56, 57, 58, 59, 60, 61, 62, 63, 9, 18, 27, 36, 45, 54, 63, 10,
    19, 28, 37, 46, 55, 11, 20, 29, 38, 47, 12, 21, 30, 39, 13, 22, 31, 14, 23, 15, 17,
    26, 35, 44, 53, 62, 18, 27, 36, 45, 54, 63, 19, 28, 37, 46, 55, 20, 29, 38, 47, 21,
    30, 39, 22, 31, 23, 25, 34, 43, 52, 61, 26, 35, 44, 53, 62, 27, 36, 45, 54, 63, 28,
    37, 46, 55, 29, 38, 47, 30, 39, 31, 33, 42, 51, 60, 34, 43, 52, 61, 35, 44, 53, 62,
    36, 45, 54, 63, 37, 46, 55, 38, 47, 39, 41, 50, 59, 42, 51, 60, 43, 52, 61, 44, 53,
    62, 45, 54, 63, 46, 55, 47, 49, 58, 50, 59, 51, 60, 52, 61, 53, 62, 54, 63, 55, 57,
    58, 59, 60, 61, 62, 63, 1, 2, 3, 4, 5, 6, 7, 2, 3, 4, 5, 6, 7, 3, 4, 5, 6, 7, 4, 5,
    6, 7, 5, 6, 7, 6, 7, 7, 9, 10, 11, 12, 13, 14, 15, 10, 11, 12, 13, 14, 15, 11, 12,
    13, 14, 15, 12, 13, 14, 15, 13, 14, 15, 14, 15, 15, 17, 18, 19, 20, 21, 22, 23, 18,
    19, 20, 21, 22, 23, 19, 20, 21, 22, 23, 20, 21, 22, 23, 21, 22, 23, 22, 23, 23, 25,
    26, 27, 28, 29, 30, 31, 26, 27, 28, 29, 30, 31, 27, 28, 29, 30, 31, 28, 29, 30, 31,
    29, 30, 31, 30, 31, 31, 33, 34, 35, 36, 37, 38, 39, 34, 35, 36, 37, 38, 39, 35, 36,
    37, 38, 39, 36, 37, 38, 39, 37, 38, 39, 38, 39, 39, 41, 42, 43, 44, 45, 46, 47, 42,
    43, 44, 45, 46, 47, 43, 44, 45, 46, 47, 44, 45, 46, 47, 45, 46, 47, 46, 47, 47, 49,
    50, 51, 52, 53, 54, 55, 50, 51, 52, 53, 54, 55, 51, 52, 53, 54, 55, 52, 53, 54, 55,
    53, 54, 55, 54, 55, 55, 57, 58, 59, 60, 61, 62, 63, 58, 59, 60, 61, 62, 63, 59, 60,
    61, 62, 63, 60, 61, 62, 63, 61, 62, 63, 62, 63, 63, 1, 2, 3, 4, 5, 6, 7, 9, 2, 10, 3,
    11, 4, 12, 5, 13, 6, 14, 7, 15, 17, 10, 3, 18, 11, 4, 19, 12, 5, 20, 13, 6, 21, 14,
    7, 22, 15, 23, 25, 18, 11, 4, 26, 19, 12, 5, 27, 20, 13, 6, 28, 21, 14, 7, 29, 22,
    15, 30, 23, 31, 33, 26, 19, 12, 5, 34, 27, 20, 13, 6, 35, 28, 21, 14, 7, 36, 29, 22,
    15, 37, 30, 23, 38, 31, 39, 41, 34, 27, 20, 13, 6, 42, 35, 28, 21, 14, 7, 43, 36, 29,
    22, 15, 44, 37, 30, 23, 45, 38, 31, 46, 39, 47, 49, 42, 35, 28, 21, 14, 7, 50, 43,
    36, 29, 22, 15, 51, 44, 37, 30, 23, 52, 45, 38, 31, 53, 46, 39, 54, 47, 55, 0, 1, 2,
    3, 4, 5, 6, 7, 8, 0, 9, 1, 10, 2, 11, 3, 12, 4, 13, 5, 14, 6, 15, 7, 16, 8, 0, 17, 9,
    1, 18, 10, 2, 19, 11, 3, 20, 12, 4, 21, 13, 5, 22, 14, 6, 23, 15, 7, 24, 16, 8, 0,
    25, 17, 9, 1, 26, 18, 10, 2, 27, 19, 11, 3, 28, 20, 12, 4, 29, 21, 13, 5, 30, 22, 14,
    6, 31, 23, 15, 7, 32, 24, 16, 8, 0, 33, 25, 17, 9, 1, 34, 26, 18, 10, 2, 35, 27, 19,
    11, 3, 36, 28, 20, 12, 4, 37, 29, 21, 13, 5, 38, 30, 22, 14, 6, 39, 31, 23, 15, 7,
    40, 32, 24, 16, 8, 0, 41, 33, 25, 17, 9, 1, 42, 34, 26, 18, 10, 2, 43, 35, 27, 19,
    11, 3, 44, 36, 28, 20, 12, 4, 45, 37, 29, 21, 13, 5, 46, 38, 30, 22, 14, 6, 47, 39,
    31, 23, 15, 7, 48, 40, 32, 24, 16, 8, 0, 49, 41, 33, 25, 17, 9, 1, 50, 42, 34, 26,
    18, 10, 2, 51, 43, 35, 27, 19, 11, 3, 52, 44, 36, 28, 20, 12, 4, 53, 45, 37, 29, 21,
    13, 5, 54, 46, 38, 30, 22, 14, 6, 55, 47, 39, 31, 23, 15, 7, 0, 1, 2, 3, 4, 5, 6, 8,
    9, 0, 10, 1, 11, 2, 12, 3, 13, 4, 14, 5, 16, 17, 8, 18, 9, 0, 19, 10, 1, 20, 11, 2,
    21, 12, 3, 22, 13, 4, 24, 25, 16, 26, 17, 8, 27, 18, 9, 0, 28, 19, 10, 1, 29, 20, 11,
    2, 30, 21, 12, 3, 32, 33, 24, 34, 25, 16, 35, 26, 17, 8, 36, 27, 18, 9, 0, 37, 28,
    19, 10, 1, 38, 29, 20, 11, 2, 40, 41, 32, 42, 33, 24, 43, 34, 25, 16, 44, 35, 26, 17,
    8, 45, 36, 27, 18, 9, 0, 46, 37, 28, 19, 10, 1, 48, 49, 40, 50, 41, 32, 51, 42, 33,
    24, 52, 43, 34, 25, 16, 53, 44, 35, 26, 17, 8, 54, 45, 36, 27, 18, 9, 0, 0, 1, 0, 2,
    1, 0, 3, 2, 1, 0, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 6, 5, 4, 3, 2, 1, 0, 8, 9, 8, 10,
    9, 8, 11, 10, 9, 8, 12, 11, 10, 9, 8, 13, 12, 11, 10, 9, 8, 14, 13, 12, 11, 10, 9, 8,
    16, 17, 16, 18, 17, 16, 19, 18, 17, 16, 20, 19, 18, 17, 16, 21, 20, 19, 18, 17, 16,
    22, 21, 20, 19, 18, 17, 16, 24, 25, 24, 26, 25, 24, 27, 26, 25, 24, 28, 27, 26, 25,
    24, 29, 28, 27, 26, 25, 24, 30, 29, 28, 27, 26, 25, 24, 32, 33, 32, 34, 33, 32, 35,
    34, 33, 32, 36, 35, 34, 33, 32, 37, 36, 35, 34, 33, 32, 38, 37, 36, 35, 34, 33, 32,
    40, 41, 40, 42, 41, 40, 43, 42, 41, 40, 44, 43, 42, 41, 40, 45, 44, 43, 42, 41, 40,
    46, 45, 44, 43, 42, 41, 40, 48, 49, 48, 50, 49, 48, 51, 50, 49, 48, 52, 51, 50, 49,
    48, 53, 52, 51, 50, 49, 48, 54, 53, 52, 51, 50, 49, 48, 56, 57, 56, 58, 57, 56, 59,
    58, 57, 56, 60, 59, 58, 57, 56, 61, 60, 59, 58, 57, 56, 62, 61, 60, 59, 58, 57, 56,
    8, 9, 16, 10, 17, 24, 11, 18, 25, 32, 12, 19, 26, 33, 40, 13, 20, 27, 34, 41, 48, 14,
    21, 28, 35, 42, 49, 56, 16, 17, 24, 18, 25, 32, 19, 26, 33, 40, 20, 27, 34, 41, 48,
    21, 28, 35, 42, 49, 56, 22, 29, 36, 43, 50, 57, 24, 25, 32, 26, 33, 40, 27, 34, 41,
    48, 28, 35, 42, 49, 56, 29, 36, 43, 50, 57, 30, 37, 44, 51, 58, 32, 33, 40, 34, 41,
    48, 35, 42, 49, 56, 36, 43, 50, 57, 37, 44, 51, 58, 38, 45, 52, 59, 40, 41, 48, 42,
    49, 56, 43, 50, 57, 44, 51, 58, 45, 52, 59, 46, 53, 60, 48, 49, 56, 50, 57, 51, 58,
    52, 59, 53, 60, 54, 61, 56, 57, 58, 59, 60, 61, 62,
];

/// Table `dirs_diagonal_6`.
static DIRS_DIAGONAL_6: [i8; 256] = [
    1, -1, -1, -1, 1, 7, -1, -1, 1, 7, -1, -1, 1, 7, -1, -1, 1, 7, -1, -1, 1, 7, -1, -1, 1, 7, -1,
    -1, 7, -1, -1, -1, 1, 3, -1, -1, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1,
    3, 5, 7, 5, 7, -1, -1, 1, 3, -1, -1, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7,
    1, 3, 5, 7, 5, 7, -1, -1, 1, 3, -1, -1, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5,
    7, 1, 3, 5, 7, 5, 7, -1, -1, 1, 3, -1, -1, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3,
    5, 7, 1, 3, 5, 7, 5, 7, -1, -1, 1, 3, -1, -1, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1,
    3, 5, 7, 1, 3, 5, 7, 5, 7, -1, -1, 1, 3, -1, -1, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7, 1, 3, 5, 7,
    1, 3, 5, 7, 1, 3, 5, 7, 5, 7, -1, -1, 3, -1, -1, -1, 3, 5, -1, -1, 3, 5, -1, -1, 3, 5, -1, -1,
    3, 5, -1, -1, 3, 5, -1, -1, 3, 5, -1, -1, 5, -1, -1, -1,
];

/// Table `owner_11`.
static OWNER_11: [u8; 5] = [0, 1, 2, 1, 2];

/// Table `piece_counter_12`.
static PIECE_COUNTER_12: [u8; 4] = [0, 1, 2, 0];

/// Table `relative_dirs_13`.
static RELATIVE_DIRS_13: [i8; 10] = [-1, -1, 1, 7, 5, 3, 1, 7, 5, 3];

/// Table `step_14`.
static STEP_14: [i8; 512] = [
    8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
    56, 57, 58, 59, 60, 61, 62, 63, -1, -1, -1, -1, -1, -1, -1, -1, 9, 10, 11, 12, 13, 14, 15, -1,
    17, 18, 19, 20, 21, 22, 23, -1, 25, 26, 27, 28, 29, 30, 31, -1, 33, 34, 35, 36, 37, 38, 39, -1,
    41, 42, 43, 44, 45, 46, 47, -1, 49, 50, 51, 52, 53, 54, 55, -1, 57, 58, 59, 60, 61, 62, 63, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, 1, 2, 3, 4, 5, 6, 7, -1, 9, 10, 11, 12, 13, 14, 15, -1, 17, 18,
    19, 20, 21, 22, 23, -1, 25, 26, 27, 28, 29, 30, 31, -1, 33, 34, 35, 36, 37, 38, 39, -1, 41, 42,
    43, 44, 45, 46, 47, -1, 49, 50, 51, 52, 53, 54, 55, -1, 57, 58, 59, 60, 61, 62, 63, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, 1, 2, 3, 4, 5, 6, 7, -1, 9, 10, 11, 12, 13, 14, 15, -1, 17, 18, 19, 20,
    21, 22, 23, -1, 25, 26, 27, 28, 29, 30, 31, -1, 33, 34, 35, 36, 37, 38, 39, -1, 41, 42, 43, 44,
    45, 46, 47, -1, 49, 50, 51, 52, 53, 54, 55, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 3, 4,
    5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
    30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53,
    54, 55, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, -1, 8, 9, 10, 11, 12, 13, 14,
    -1, 16, 17, 18, 19, 20, 21, 22, -1, 24, 25, 26, 27, 28, 29, 30, -1, 32, 33, 34, 35, 36, 37, 38,
    -1, 40, 41, 42, 43, 44, 45, 46, -1, 48, 49, 50, 51, 52, 53, 54, -1, 0, 1, 2, 3, 4, 5, 6, -1, 8,
    9, 10, 11, 12, 13, 14, -1, 16, 17, 18, 19, 20, 21, 22, -1, 24, 25, 26, 27, 28, 29, 30, -1, 32,
    33, 34, 35, 36, 37, 38, -1, 40, 41, 42, 43, 44, 45, 46, -1, 48, 49, 50, 51, 52, 53, 54, -1, 56,
    57, 58, 59, 60, 61, 62, -1, 8, 9, 10, 11, 12, 13, 14, -1, 16, 17, 18, 19, 20, 21, 22, -1, 24,
    25, 26, 27, 28, 29, 30, -1, 32, 33, 34, 35, 36, 37, 38, -1, 40, 41, 42, 43, 44, 45, 46, -1, 48,
    49, 50, 51, 52, 53, 54, -1, 56, 57, 58, 59, 60, 61, 62, -1, -1, -1, -1, -1, -1, -1, -1,
];

/// Table `owned_member_15`.
static OWNED_MEMBER_15: [u8; 256] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0,
];

/// Table `piece_doublecounter_16`.
static PIECE_DOUBLECOUNTER_16: [u8; 4] = [0, 3, 4, 0];
