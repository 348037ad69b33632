//! `Breakthrough` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Breakthrough`: 480 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BreakthroughState {
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

impl BreakthroughState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: BreakthroughState = BreakthroughState {
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

impl ::ludemic_runtime::kernel::KernelLayout for BreakthroughState {
    const LAYOUT: &'static str = "what:U8x64@0 who:U8x64@64 piece_state:U8x64@128 count:U16x64@192 height:U8x64@320 mover:U8x1@384 next:U8x1@385 prev:U8x1@386 num_moves:I32x1@388 last_from:I8x1@392 last_to:I8x1@393 moves_in_turn:I32x1@396 pass_run:I32x1@400 over:U8x1@404 swapped:U8x1@405 turns:I32x1@408 last_pass:U8x1@412 phase:U8x2@413 score:I32x2@416 rank:U8x2@424 triggered:I32x2@428 mark:I32x1@436 stamp:I32x1@440 stack:I8x1@444 owned:Bitsx4@448 =480";

    fn from_kernel_bytes(bytes: &[u8]) -> BreakthroughState {
        assert_eq!(bytes.len(), 480, "a state of this layout has {} bytes", 480);
        let mut s = BreakthroughState::ZERO;
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

/// The game `Breakthrough`; its states are [`BreakthroughState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Breakthrough;

impl Breakthrough {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 1026;
}

#[allow(unused, clippy::all)]
impl Game for Breakthrough {
    type State = BreakthroughState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Breakthrough"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> BreakthroughState {
        let mut s = BreakthroughState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &BreakthroughState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &BreakthroughState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut BreakthroughState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &BreakthroughState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &BreakthroughState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &BreakthroughState) -> String {
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
impl BreakthroughState {
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
        let mut cse24: i64 = 0;
        let mut cse25: i64 = 0;
        let mut cse26: i64 = 0;
        let mut cse27: i64 = 0;
        let mut cse28: i64 = 0;
        let mut cse29: i64 = 0;
        let mut cse30: i64 = 0;
        let mut cse31: i64 = 0;
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
        cse1 = (self.who[1] as i64).wrapping_add(0);
        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64 & -3) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 2) as u64;
        self.what[1] = 1;
        self.who[1] = 1;
        self.piece_state[1] = 0;
        self.height[1] = 1;
        self.count[1] = 1;
        cse2 = (self.who[2] as i64).wrapping_add(0);
        self.owned[cse2 as usize] = (self.owned[cse2 as usize] as i64 & -5) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 4) as u64;
        self.what[2] = 1;
        self.who[2] = 1;
        self.piece_state[2] = 0;
        self.height[2] = 1;
        self.count[2] = 1;
        cse3 = (self.who[3] as i64).wrapping_add(0);
        self.owned[cse3 as usize] = (self.owned[cse3 as usize] as i64 & -9) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 8) as u64;
        self.what[3] = 1;
        self.who[3] = 1;
        self.piece_state[3] = 0;
        self.height[3] = 1;
        self.count[3] = 1;
        cse4 = (self.who[4] as i64).wrapping_add(0);
        self.owned[cse4 as usize] = (self.owned[cse4 as usize] as i64 & -17) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 16) as u64;
        self.what[4] = 1;
        self.who[4] = 1;
        self.piece_state[4] = 0;
        self.height[4] = 1;
        self.count[4] = 1;
        cse5 = (self.who[5] as i64).wrapping_add(0);
        self.owned[cse5 as usize] = (self.owned[cse5 as usize] as i64 & -33) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 32) as u64;
        self.what[5] = 1;
        self.who[5] = 1;
        self.piece_state[5] = 0;
        self.height[5] = 1;
        self.count[5] = 1;
        cse6 = (self.who[6] as i64).wrapping_add(0);
        self.owned[cse6 as usize] = (self.owned[cse6 as usize] as i64 & -65) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 64) as u64;
        self.what[6] = 1;
        self.who[6] = 1;
        self.piece_state[6] = 0;
        self.height[6] = 1;
        self.count[6] = 1;
        cse7 = (self.who[7] as i64).wrapping_add(0);
        self.owned[cse7 as usize] = (self.owned[cse7 as usize] as i64 & -129) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 128) as u64;
        self.what[7] = 1;
        self.who[7] = 1;
        self.piece_state[7] = 0;
        self.height[7] = 1;
        self.count[7] = 1;
        cse8 = (self.who[8] as i64).wrapping_add(0);
        self.owned[cse8 as usize] = (self.owned[cse8 as usize] as i64 & -257) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 256) as u64;
        self.what[8] = 1;
        self.who[8] = 1;
        self.piece_state[8] = 0;
        self.height[8] = 1;
        self.count[8] = 1;
        cse9 = (self.who[9] as i64).wrapping_add(0);
        self.owned[cse9 as usize] = (self.owned[cse9 as usize] as i64 & -513) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 512) as u64;
        self.what[9] = 1;
        self.who[9] = 1;
        self.piece_state[9] = 0;
        self.height[9] = 1;
        self.count[9] = 1;
        cse10 = (self.who[10] as i64).wrapping_add(0);
        self.owned[cse10 as usize] = (self.owned[cse10 as usize] as i64 & -1025) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 1024) as u64;
        self.what[10] = 1;
        self.who[10] = 1;
        self.piece_state[10] = 0;
        self.height[10] = 1;
        self.count[10] = 1;
        cse11 = (self.who[11] as i64).wrapping_add(0);
        self.owned[cse11 as usize] = (self.owned[cse11 as usize] as i64 & -2049) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 2048) as u64;
        self.what[11] = 1;
        self.who[11] = 1;
        self.piece_state[11] = 0;
        self.height[11] = 1;
        self.count[11] = 1;
        cse12 = (self.who[12] as i64).wrapping_add(0);
        self.owned[cse12 as usize] = (self.owned[cse12 as usize] as i64 & -4097) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 4096) as u64;
        self.what[12] = 1;
        self.who[12] = 1;
        self.piece_state[12] = 0;
        self.height[12] = 1;
        self.count[12] = 1;
        cse13 = (self.who[13] as i64).wrapping_add(0);
        self.owned[cse13 as usize] = (self.owned[cse13 as usize] as i64 & -8193) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 8192) as u64;
        self.what[13] = 1;
        self.who[13] = 1;
        self.piece_state[13] = 0;
        self.height[13] = 1;
        self.count[13] = 1;
        cse14 = (self.who[14] as i64).wrapping_add(0);
        self.owned[cse14 as usize] = (self.owned[cse14 as usize] as i64 & -16385) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 16384) as u64;
        self.what[14] = 1;
        self.who[14] = 1;
        self.piece_state[14] = 0;
        self.height[14] = 1;
        self.count[14] = 1;
        cse15 = (self.who[15] as i64).wrapping_add(0);
        self.owned[cse15 as usize] = (self.owned[cse15 as usize] as i64 & -32769) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 32768) as u64;
        self.what[15] = 1;
        self.who[15] = 1;
        self.piece_state[15] = 0;
        self.height[15] = 1;
        self.count[15] = 1;
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
        cse17 = (self.who[49] as i64).wrapping_add(0);
        self.owned[cse17 as usize] = (self.owned[cse17 as usize] as i64
            & -562949953421313i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 562949953421312i64)
            as u64;
        self.what[49] = 2;
        self.who[49] = 2;
        self.piece_state[49] = 0;
        self.height[49] = 1;
        self.count[49] = 1;
        cse18 = (self.who[50] as i64).wrapping_add(0);
        self.owned[cse18 as usize] = (self.owned[cse18 as usize] as i64
            & -1125899906842625i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 1125899906842624i64)
            as u64;
        self.what[50] = 2;
        self.who[50] = 2;
        self.piece_state[50] = 0;
        self.height[50] = 1;
        self.count[50] = 1;
        cse19 = (self.who[51] as i64).wrapping_add(0);
        self.owned[cse19 as usize] = (self.owned[cse19 as usize] as i64
            & -2251799813685249i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 2251799813685248i64)
            as u64;
        self.what[51] = 2;
        self.who[51] = 2;
        self.piece_state[51] = 0;
        self.height[51] = 1;
        self.count[51] = 1;
        cse20 = (self.who[52] as i64).wrapping_add(0);
        self.owned[cse20 as usize] = (self.owned[cse20 as usize] as i64
            & -4503599627370497i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 4503599627370496i64)
            as u64;
        self.what[52] = 2;
        self.who[52] = 2;
        self.piece_state[52] = 0;
        self.height[52] = 1;
        self.count[52] = 1;
        cse21 = (self.who[53] as i64).wrapping_add(0);
        self.owned[cse21 as usize] = (self.owned[cse21 as usize] as i64
            & -9007199254740993i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 9007199254740992i64)
            as u64;
        self.what[53] = 2;
        self.who[53] = 2;
        self.piece_state[53] = 0;
        self.height[53] = 1;
        self.count[53] = 1;
        cse22 = (self.who[54] as i64).wrapping_add(0);
        self.owned[cse22 as usize] = (self.owned[cse22 as usize] as i64
            & -18014398509481985i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 18014398509481984i64)
            as u64;
        self.what[54] = 2;
        self.who[54] = 2;
        self.piece_state[54] = 0;
        self.height[54] = 1;
        self.count[54] = 1;
        cse23 = (self.who[55] as i64).wrapping_add(0);
        self.owned[cse23 as usize] = (self.owned[cse23 as usize] as i64
            & -36028797018963969i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 36028797018963968i64)
            as u64;
        self.what[55] = 2;
        self.who[55] = 2;
        self.piece_state[55] = 0;
        self.height[55] = 1;
        self.count[55] = 1;
        cse24 = (self.who[56] as i64).wrapping_add(0);
        self.owned[cse24 as usize] = (self.owned[cse24 as usize] as i64
            & -72057594037927937i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 72057594037927936i64)
            as u64;
        self.what[56] = 2;
        self.who[56] = 2;
        self.piece_state[56] = 0;
        self.height[56] = 1;
        self.count[56] = 1;
        cse25 = (self.who[57] as i64).wrapping_add(0);
        self.owned[cse25 as usize] = (self.owned[cse25 as usize] as i64
            & -144115188075855873i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 144115188075855872i64)
            as u64;
        self.what[57] = 2;
        self.who[57] = 2;
        self.piece_state[57] = 0;
        self.height[57] = 1;
        self.count[57] = 1;
        cse26 = (self.who[58] as i64).wrapping_add(0);
        self.owned[cse26 as usize] = (self.owned[cse26 as usize] as i64
            & -288230376151711745i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 288230376151711744i64)
            as u64;
        self.what[58] = 2;
        self.who[58] = 2;
        self.piece_state[58] = 0;
        self.height[58] = 1;
        self.count[58] = 1;
        cse27 = (self.who[59] as i64).wrapping_add(0);
        self.owned[cse27 as usize] = (self.owned[cse27 as usize] as i64
            & -576460752303423489i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 576460752303423488i64)
            as u64;
        self.what[59] = 2;
        self.who[59] = 2;
        self.piece_state[59] = 0;
        self.height[59] = 1;
        self.count[59] = 1;
        cse28 = (self.who[60] as i64).wrapping_add(0);
        self.owned[cse28 as usize] = (self.owned[cse28 as usize] as i64
            & -1152921504606846977i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 1152921504606846976i64)
            as u64;
        self.what[60] = 2;
        self.who[60] = 2;
        self.piece_state[60] = 0;
        self.height[60] = 1;
        self.count[60] = 1;
        cse29 = (self.who[61] as i64).wrapping_add(0);
        self.owned[cse29 as usize] = (self.owned[cse29 as usize] as i64
            & -2305843009213693953i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 2305843009213693952i64)
            as u64;
        self.what[61] = 2;
        self.who[61] = 2;
        self.piece_state[61] = 0;
        self.height[61] = 1;
        self.count[61] = 1;
        cse30 = (self.who[62] as i64).wrapping_add(0);
        self.owned[cse30 as usize] = (self.owned[cse30 as usize] as i64
            & -4611686018427387905i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 4611686018427387904i64)
            as u64;
        self.what[62] = 2;
        self.who[62] = 2;
        self.piece_state[62] = 0;
        self.height[62] = 1;
        self.count[62] = 1;
        cse31 = (self.who[63] as i64).wrapping_add(0);
        self.owned[cse31 as usize] = (self.owned[cse31 as usize] as i64
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
        let mut own: i64 = 0;
        let mut occupied: i64 = 0;
        let mut targets: i64 = 0;
        let mut from: i64 = 0;
        let mut to: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        own = self.owned[mover as usize] as i64;
        occupied = self.owned[1] as i64 | self.owned[2] as i64;
        if mover == 1 {
            targets = (own & 72057594037927935i64) << 8 & (!occupied & -1);
            while targets != 0 {
                to = targets.trailing_zeros() as i64;
                targets = targets & targets.wrapping_sub(1);
                from = to.wrapping_sub(8);
                moves
                    .push(RawMove {
                        from: from as u32,
                        to: to as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: ((if from >= 0 { from } else { 4095 }) << 8).wrapping_add(0)
                            as u32,
                    });
            }
            targets = (own & 35887507618889599i64) << 9
                & (!occupied & -1 | occupied & !own);
            while targets != 0 {
                to = targets.trailing_zeros() as i64;
                targets = targets & targets.wrapping_sub(1);
                from = to.wrapping_sub(9);
                moves
                    .push(RawMove {
                        from: from as u32,
                        to: to as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: 1i64
                            .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                            .wrapping_add(0) as u32,
                    });
            }
            targets = (own & 71775015237779198i64) << 7
                & (!occupied & -1 | occupied & !own);
            while targets != 0 {
                to = targets.trailing_zeros() as i64;
                targets = targets & targets.wrapping_sub(1);
                from = to.wrapping_sub(7);
                moves
                    .push(RawMove {
                        from: from as u32,
                        to: to as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: 1i64
                            .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                            .wrapping_add(0) as u32,
                    });
            }
        }
        if mover == 2 {
            targets = (((own & -256) as u64) >> 8) as i64 & (!occupied & -1);
            while targets != 0 {
                to = targets.trailing_zeros() as i64;
                targets = targets & targets.wrapping_sub(1);
                from = to.wrapping_sub(-8);
                moves
                    .push(RawMove {
                        from: from as u32,
                        to: to as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: 2i64
                            .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                            .wrapping_add(0) as u32,
                    });
            }
            targets = (((own & 9187201950435737344i64) as u64) >> 7) as i64
                & (!occupied & -1 | occupied & !own);
            while targets != 0 {
                to = targets.trailing_zeros() as i64;
                targets = targets & targets.wrapping_sub(1);
                from = to.wrapping_sub(-7);
                moves
                    .push(RawMove {
                        from: from as u32,
                        to: to as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: 3i64
                            .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                            .wrapping_add(0) as u32,
                    });
            }
            targets = (((own & -72340172838076928i64) as u64) >> 9) as i64
                & (!occupied & -1 | occupied & !own);
            while targets != 0 {
                to = targets.trailing_zeros() as i64;
                targets = targets & targets.wrapping_sub(1);
                from = to.wrapping_sub(-9);
                moves
                    .push(RawMove {
                        from: from as u32,
                        to: to as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: 3i64
                            .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                            .wrapping_add(0) as u32,
                    });
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
            if leaf == 0 || leaf == 2 {
                self.move_piece(from, to);
            } else if leaf == 1 || leaf == 3 {
                removed = to;
                if removed >= 0 {
                    self.take_piece(removed);
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
        if mv.kind as i64 == 0 {}
        if self.last_to[0] >= 0
            && OWNED_MEMBER_12[mover
                .wrapping_mul(64)
                .wrapping_add(self.last_to[0] as i64) as usize] as i64 != 0
        {
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
}

/// Table `owned_member_12`.
static OWNED_MEMBER_12: [u8; 256] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0,
];
