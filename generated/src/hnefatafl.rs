//! `Hnefatafl` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Hnefatafl`: 856 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HnefataflState {
    pub what: [u8; 121],
    pub who: [u8; 121],
    pub piece_state: [u8; 121],
    pub count: [u16; 121],
    pub height: [u8; 121],
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

impl HnefataflState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: HnefataflState = HnefataflState {
        what: [0; 121],
        who: [0; 121],
        piece_state: [0; 121],
        count: [0; 121],
        height: [0; 121],
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

impl ::ludemic_runtime::kernel::KernelLayout for HnefataflState {
    const LAYOUT: &'static str = "what:U8x121@0 who:U8x121@121 piece_state:U8x121@242 count:U16x121@364 height:U8x121@606 mover:U8x1@727 next:U8x1@728 prev:U8x1@729 num_moves:I32x1@732 last_from:I8x1@736 last_to:I8x1@737 moves_in_turn:I32x1@740 pass_run:I32x1@744 over:U8x1@748 swapped:U8x1@749 turns:I32x1@752 last_pass:U8x1@756 phase:U8x2@757 score:I32x2@760 rank:U8x2@768 triggered:I32x2@772 mark:I32x1@780 stamp:I32x1@784 stack:I8x1@788 owned:Bitsx8@792 =856";

    fn from_kernel_bytes(bytes: &[u8]) -> HnefataflState {
        assert_eq!(bytes.len(), 856, "a state of this layout has {} bytes", 856);
        let mut s = HnefataflState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[121..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[242..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[364..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[606..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[727..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[728..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[729..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[732..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[736..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[737..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[740..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[744..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[748..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[749..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[752..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[756..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[757..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[760..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[768..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[772..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[780..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[784..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[788..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[792..]);
        s
    }
}

/// The game `Hnefatafl`; its states are [`HnefataflState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hnefatafl;

impl Hnefatafl {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 9682;
}

#[allow(unused, clippy::all)]
impl Game for Hnefatafl {
    type State = HnefataflState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Hnefatafl"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> HnefataflState {
        let mut s = HnefataflState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &HnefataflState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &HnefataflState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut HnefataflState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &HnefataflState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &HnefataflState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &HnefataflState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 121,
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
impl HnefataflState {
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
        let mut cse32: i64 = 0;
        let mut cse33: i64 = 0;
        let mut cse34: i64 = 0;
        let mut cse35: i64 = 0;
        let mut cse36: i64 = 0;
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
        cse1 = (self.who[4] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64 & -17) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 16) as u64;
        self.what[4] = 1;
        self.who[4] = 1;
        self.piece_state[4] = 0;
        self.height[4] = 1;
        self.count[4] = 1;
        cse2 = (self.who[5] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse2 as usize] = (self.owned[cse2 as usize] as i64 & -33) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 32) as u64;
        self.what[5] = 1;
        self.who[5] = 1;
        self.piece_state[5] = 0;
        self.height[5] = 1;
        self.count[5] = 1;
        cse3 = (self.who[6] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse3 as usize] = (self.owned[cse3 as usize] as i64 & -65) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 64) as u64;
        self.what[6] = 1;
        self.who[6] = 1;
        self.piece_state[6] = 0;
        self.height[6] = 1;
        self.count[6] = 1;
        cse4 = (self.who[7] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse4 as usize] = (self.owned[cse4 as usize] as i64 & -129) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 128) as u64;
        self.what[7] = 1;
        self.who[7] = 1;
        self.piece_state[7] = 0;
        self.height[7] = 1;
        self.count[7] = 1;
        cse5 = (self.who[16] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse5 as usize] = (self.owned[cse5 as usize] as i64 & -65537) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 65536) as u64;
        self.what[16] = 1;
        self.who[16] = 1;
        self.piece_state[16] = 0;
        self.height[16] = 1;
        self.count[16] = 1;
        cse6 = (self.who[33] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse6 as usize] = (self.owned[cse6 as usize] as i64 & -8589934593i64)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 8589934592i64) as u64;
        self.what[33] = 1;
        self.who[33] = 1;
        self.piece_state[33] = 0;
        self.height[33] = 1;
        self.count[33] = 1;
        cse7 = (self.who[43] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse7 as usize] = (self.owned[cse7 as usize] as i64
            & -8796093022209i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 8796093022208i64)
            as u64;
        self.what[43] = 1;
        self.who[43] = 1;
        self.piece_state[43] = 0;
        self.height[43] = 1;
        self.count[43] = 1;
        cse8 = (self.who[44] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse8 as usize] = (self.owned[cse8 as usize] as i64
            & -17592186044417i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 17592186044416i64)
            as u64;
        self.what[44] = 1;
        self.who[44] = 1;
        self.piece_state[44] = 0;
        self.height[44] = 1;
        self.count[44] = 1;
        cse9 = (self.who[54] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse9 as usize] = (self.owned[cse9 as usize] as i64
            & -18014398509481985i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 18014398509481984i64)
            as u64;
        self.what[54] = 1;
        self.who[54] = 1;
        self.piece_state[54] = 0;
        self.height[54] = 1;
        self.count[54] = 1;
        cse10 = (self.who[55] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse10 as usize] = (self.owned[cse10 as usize] as i64
            & -36028797018963969i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 36028797018963968i64)
            as u64;
        self.what[55] = 1;
        self.who[55] = 1;
        self.piece_state[55] = 0;
        self.height[55] = 1;
        self.count[55] = 1;
        cse11 = (self.who[56] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse11 as usize] = (self.owned[cse11 as usize] as i64
            & -72057594037927937i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 72057594037927936i64)
            as u64;
        self.what[56] = 1;
        self.who[56] = 1;
        self.piece_state[56] = 0;
        self.height[56] = 1;
        self.count[56] = 1;
        cse12 = (self.who[64] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse12 as usize] = (self.owned[cse12 as usize] as i64 & -2) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 1) as u64;
        self.what[64] = 1;
        self.who[64] = 1;
        self.piece_state[64] = 0;
        self.height[64] = 1;
        self.count[64] = 1;
        cse13 = (self.who[65] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse13 as usize] = (self.owned[cse13 as usize] as i64 & -3) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 2) as u64;
        self.what[65] = 1;
        self.who[65] = 1;
        self.piece_state[65] = 0;
        self.height[65] = 1;
        self.count[65] = 1;
        cse14 = (self.who[66] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse14 as usize] = (self.owned[cse14 as usize] as i64 & -5) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 4) as u64;
        self.what[66] = 1;
        self.who[66] = 1;
        self.piece_state[66] = 0;
        self.height[66] = 1;
        self.count[66] = 1;
        cse15 = (self.who[76] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse15 as usize] = (self.owned[cse15 as usize] as i64 & -4097) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 4096) as u64;
        self.what[76] = 1;
        self.who[76] = 1;
        self.piece_state[76] = 0;
        self.height[76] = 1;
        self.count[76] = 1;
        cse16 = (self.who[77] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse16 as usize] = (self.owned[cse16 as usize] as i64 & -8193) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 8192) as u64;
        self.what[77] = 1;
        self.who[77] = 1;
        self.piece_state[77] = 0;
        self.height[77] = 1;
        self.count[77] = 1;
        cse17 = (self.who[87] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse17 as usize] = (self.owned[cse17 as usize] as i64 & -8388609)
            as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 8388608) as u64;
        self.what[87] = 1;
        self.who[87] = 1;
        self.piece_state[87] = 0;
        self.height[87] = 1;
        self.count[87] = 1;
        cse18 = (self.who[104] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse18 as usize] = (self.owned[cse18 as usize] as i64
            & -1099511627777i64) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 1099511627776i64)
            as u64;
        self.what[104] = 1;
        self.who[104] = 1;
        self.piece_state[104] = 0;
        self.height[104] = 1;
        self.count[104] = 1;
        cse19 = (self.who[113] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse19 as usize] = (self.owned[cse19 as usize] as i64
            & -562949953421313i64) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 562949953421312i64)
            as u64;
        self.what[113] = 1;
        self.who[113] = 1;
        self.piece_state[113] = 0;
        self.height[113] = 1;
        self.count[113] = 1;
        cse20 = (self.who[114] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse20 as usize] = (self.owned[cse20 as usize] as i64
            & -1125899906842625i64) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 1125899906842624i64)
            as u64;
        self.what[114] = 1;
        self.who[114] = 1;
        self.piece_state[114] = 0;
        self.height[114] = 1;
        self.count[114] = 1;
        cse21 = (self.who[115] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse21 as usize] = (self.owned[cse21 as usize] as i64
            & -2251799813685249i64) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 2251799813685248i64)
            as u64;
        self.what[115] = 1;
        self.who[115] = 1;
        self.piece_state[115] = 0;
        self.height[115] = 1;
        self.count[115] = 1;
        cse22 = (self.who[116] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse22 as usize] = (self.owned[cse22 as usize] as i64
            & -4503599627370497i64) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 4503599627370496i64)
            as u64;
        self.what[116] = 1;
        self.who[116] = 1;
        self.piece_state[116] = 0;
        self.height[116] = 1;
        self.count[116] = 1;
        cse23 = (self.who[117] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse23 as usize] = (self.owned[cse23 as usize] as i64
            & -9007199254740993i64) as u64;
        self.owned[3 as usize] = (self.owned[3 as usize] as i64 | 9007199254740992i64)
            as u64;
        self.what[117] = 1;
        self.who[117] = 1;
        self.piece_state[117] = 0;
        self.height[117] = 1;
        self.count[117] = 1;
        cse24 = (self.who[38] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse24 as usize] = (self.owned[cse24 as usize] as i64
            & -274877906945i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 274877906944i64)
            as u64;
        self.what[38] = 2;
        self.who[38] = 2;
        self.piece_state[38] = 0;
        self.height[38] = 1;
        self.count[38] = 1;
        cse25 = (self.who[48] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse25 as usize] = (self.owned[cse25 as usize] as i64
            & -281474976710657i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 281474976710656i64)
            as u64;
        self.what[48] = 2;
        self.who[48] = 2;
        self.piece_state[48] = 0;
        self.height[48] = 1;
        self.count[48] = 1;
        cse26 = (self.who[49] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse26 as usize] = (self.owned[cse26 as usize] as i64
            & -562949953421313i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 562949953421312i64)
            as u64;
        self.what[49] = 2;
        self.who[49] = 2;
        self.piece_state[49] = 0;
        self.height[49] = 1;
        self.count[49] = 1;
        cse27 = (self.who[50] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse27 as usize] = (self.owned[cse27 as usize] as i64
            & -1125899906842625i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 1125899906842624i64)
            as u64;
        self.what[50] = 2;
        self.who[50] = 2;
        self.piece_state[50] = 0;
        self.height[50] = 1;
        self.count[50] = 1;
        cse28 = (self.who[58] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse28 as usize] = (self.owned[cse28 as usize] as i64
            & -288230376151711745i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 288230376151711744i64)
            as u64;
        self.what[58] = 2;
        self.who[58] = 2;
        self.piece_state[58] = 0;
        self.height[58] = 1;
        self.count[58] = 1;
        cse29 = (self.who[59] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse29 as usize] = (self.owned[cse29 as usize] as i64
            & -576460752303423489i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 576460752303423488i64)
            as u64;
        self.what[59] = 2;
        self.who[59] = 2;
        self.piece_state[59] = 0;
        self.height[59] = 1;
        self.count[59] = 1;
        cse30 = (self.who[61] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse30 as usize] = (self.owned[cse30 as usize] as i64
            & -2305843009213693953i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 2305843009213693952i64)
            as u64;
        self.what[61] = 2;
        self.who[61] = 2;
        self.piece_state[61] = 0;
        self.height[61] = 1;
        self.count[61] = 1;
        cse31 = (self.who[62] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse31 as usize] = (self.owned[cse31 as usize] as i64
            & -4611686018427387905i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 4611686018427387904i64)
            as u64;
        self.what[62] = 2;
        self.who[62] = 2;
        self.piece_state[62] = 0;
        self.height[62] = 1;
        self.count[62] = 1;
        cse32 = (self.who[70] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse32 as usize] = (self.owned[cse32 as usize] as i64 & -65) as u64;
        self.owned[5 as usize] = (self.owned[5 as usize] as i64 | 64) as u64;
        self.what[70] = 2;
        self.who[70] = 2;
        self.piece_state[70] = 0;
        self.height[70] = 1;
        self.count[70] = 1;
        cse33 = (self.who[71] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse33 as usize] = (self.owned[cse33 as usize] as i64 & -129) as u64;
        self.owned[5 as usize] = (self.owned[5 as usize] as i64 | 128) as u64;
        self.what[71] = 2;
        self.who[71] = 2;
        self.piece_state[71] = 0;
        self.height[71] = 1;
        self.count[71] = 1;
        cse34 = (self.who[72] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse34 as usize] = (self.owned[cse34 as usize] as i64 & -257) as u64;
        self.owned[5 as usize] = (self.owned[5 as usize] as i64 | 256) as u64;
        self.what[72] = 2;
        self.who[72] = 2;
        self.piece_state[72] = 0;
        self.height[72] = 1;
        self.count[72] = 1;
        cse35 = (self.who[82] as i64).wrapping_mul(2).wrapping_add(1);
        self.owned[cse35 as usize] = (self.owned[cse35 as usize] as i64 & -262145)
            as u64;
        self.owned[5 as usize] = (self.owned[5 as usize] as i64 | 262144) as u64;
        self.what[82] = 2;
        self.who[82] = 2;
        self.piece_state[82] = 0;
        self.height[82] = 1;
        self.count[82] = 1;
        cse36 = (self.who[60] as i64).wrapping_mul(2).wrapping_add(0);
        self.owned[cse36 as usize] = (self.owned[cse36 as usize] as i64
            & -1152921504606846977i64) as u64;
        self.owned[4 as usize] = (self.owned[4 as usize] as i64 | 1152921504606846976i64)
            as u64;
        self.what[60] = 3;
        self.who[60] = 2;
        self.piece_state[60] = 0;
        self.height[60] = 1;
        self.count[60] = 1;
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
        let mut off: i64 = 0;
        let mut n: i64 = 0;
        let mut d: i64 = 0;
        let mut from_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut off_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut d_1: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut occupied_0: i64 = 0;
        let mut occupied_1: i64 = 0;
        let mut reach_0: i64 = 0;
        let mut reach_1: i64 = 0;
        let mut blocked_0: i64 = 0;
        let mut blocked_1: i64 = 0;
        let mut start: i64 = 0;
        let mut nearest: i64 = 0;
        let mut bits: i64 = 0;
        let mut bits_1: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        for word in 0i64..2 {
            bits_1 = self.owned[mover.wrapping_mul(2).wrapping_add(word) as usize]
                as i64;
            while bits_1 != 0 {
                piece = word
                    .wrapping_mul(64)
                    .wrapping_add(bits_1.trailing_zeros() as i64);
                bits_1 = bits_1 & bits_1.wrapping_sub(1);
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
                            off = RAY_OFF_0[d.wrapping_mul(121).wrapping_add(from)
                                as usize] as i64;
                            n = RAY_LEN_1[d.wrapping_mul(121).wrapping_add(from)
                                as usize] as i64;
                            for i in 0..n {
                                to = RAY_DATA_2[off.wrapping_add(i) as usize] as i64;
                                if !(!(to >= 0 && MEMBER_12[to as usize] as i64 != 0)
                                    && (to >= 0 && self.height[to as usize] == 0))
                                {
                                    break;
                                }
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
                            off_1 = RAY_OFF_0[d_1.wrapping_mul(121).wrapping_add(from_1)
                                as usize] as i64;
                            n_1 = RAY_LEN_1[d_1.wrapping_mul(121).wrapping_add(from_1)
                                as usize] as i64;
                            for i_1 in 0..n_1 {
                                to_1 = RAY_DATA_2[off_1.wrapping_add(i_1) as usize] as i64;
                                if !(!(to_1 >= 0 && MEMBER_12[to_1 as usize] as i64 != 0)
                                    && (to_1 >= 0 && self.height[to_1 as usize] == 0))
                                {
                                    break;
                                }
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
                if what == 3 {
                    from_2 = piece;
                    if from_2 >= 0 {
                        start = from_2;
                        occupied_0 = self.owned[0] as i64 | self.owned[2] as i64
                            | self.owned[4] as i64 | self.owned[6] as i64;
                        reach_0 = 0;
                        occupied_1 = self.owned[1] as i64 | self.owned[3] as i64
                            | self.owned[5] as i64 | self.owned[7] as i64;
                        reach_1 = 0;
                        blocked_0 = SLIDE_BEYOND_13[start.wrapping_mul(2) as usize]
                            & occupied_0;
                        blocked_1 = SLIDE_BEYOND_13[start.wrapping_mul(2).wrapping_add(1)
                            as usize] & occupied_1;
                        nearest = 121;
                        if blocked_1 != 0 {
                            nearest = 64i64
                                .wrapping_add(blocked_1.trailing_zeros() as i64);
                        }
                        if blocked_0 != 0 {
                            nearest = blocked_0.trailing_zeros() as i64;
                        }
                        reach_0 = reach_0
                            | SLIDE_BEYOND_13[start.wrapping_mul(2) as usize]
                                & !SLIDE_FROM_ON_14[nearest.wrapping_mul(2) as usize];
                        reach_1 = reach_1
                            | SLIDE_BEYOND_13[start.wrapping_mul(2).wrapping_add(1)
                                as usize]
                                & !SLIDE_FROM_ON_14[nearest.wrapping_mul(2).wrapping_add(1)
                                    as usize];
                        blocked_0 = SLIDE_BEYOND_13[122i64
                            .wrapping_add(start)
                            .wrapping_mul(2) as usize] & occupied_0;
                        blocked_1 = SLIDE_BEYOND_13[122i64
                            .wrapping_add(start)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize] & occupied_1;
                        nearest = 121;
                        if blocked_1 != 0 {
                            nearest = 64i64
                                .wrapping_add(blocked_1.trailing_zeros() as i64);
                        }
                        if blocked_0 != 0 {
                            nearest = blocked_0.trailing_zeros() as i64;
                        }
                        reach_0 = reach_0
                            | SLIDE_BEYOND_13[122i64.wrapping_add(start).wrapping_mul(2)
                                as usize]
                                & !SLIDE_FROM_ON_14[122i64
                                    .wrapping_add(nearest)
                                    .wrapping_mul(2) as usize];
                        reach_1 = reach_1
                            | SLIDE_BEYOND_13[122i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize]
                                & !SLIDE_FROM_ON_14[122i64
                                    .wrapping_add(nearest)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize];
                        blocked_0 = SLIDE_BEYOND_13[244i64
                            .wrapping_add(start)
                            .wrapping_mul(2) as usize] & occupied_0;
                        blocked_1 = SLIDE_BEYOND_13[244i64
                            .wrapping_add(start)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize] & occupied_1;
                        nearest = 121;
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
                            | SLIDE_BEYOND_13[244i64.wrapping_add(start).wrapping_mul(2)
                                as usize]
                                & !SLIDE_FROM_ON_14[244i64
                                    .wrapping_add(nearest)
                                    .wrapping_mul(2) as usize];
                        reach_1 = reach_1
                            | SLIDE_BEYOND_13[244i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize]
                                & !SLIDE_FROM_ON_14[244i64
                                    .wrapping_add(nearest)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize];
                        blocked_0 = SLIDE_BEYOND_13[366i64
                            .wrapping_add(start)
                            .wrapping_mul(2) as usize] & occupied_0;
                        blocked_1 = SLIDE_BEYOND_13[366i64
                            .wrapping_add(start)
                            .wrapping_mul(2)
                            .wrapping_add(1) as usize] & occupied_1;
                        nearest = 121;
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
                            | SLIDE_BEYOND_13[366i64.wrapping_add(start).wrapping_mul(2)
                                as usize]
                                & !SLIDE_FROM_ON_14[366i64
                                    .wrapping_add(nearest)
                                    .wrapping_mul(2) as usize];
                        reach_1 = reach_1
                            | SLIDE_BEYOND_13[366i64
                                .wrapping_add(start)
                                .wrapping_mul(2)
                                .wrapping_add(1) as usize]
                                & !SLIDE_FROM_ON_14[366i64
                                    .wrapping_add(nearest)
                                    .wrapping_mul(2)
                                    .wrapping_add(1) as usize];
                        bits = reach_0;
                        while bits != 0 {
                            to_2 = bits.trailing_zeros() as i64;
                            bits = bits & bits.wrapping_sub(1);
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
                        bits = reach_1;
                        while bits != 0 {
                            to_2 = 64i64.wrapping_add(bits.trailing_zeros() as i64);
                            bits = bits & bits.wrapping_sub(1);
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
        let mut from_1: i64 = 0;
        let mut d: i64 = 0;
        let mut off: i64 = 0;
        let mut len: i64 = 0;
        let mut n: i64 = 0;
        let mut end: i64 = 0;
        let mut b: i64 = 0;
        let mut removed: i64 = 0;
        let mut from_2: i64 = 0;
        let mut d_1: i64 = 0;
        let mut t: i64 = 0;
        let mut d2: i64 = 0;
        let mut u: i64 = 0;
        let mut open: i64 = 0;
        let mut hits: i64 = 0;
        let mut triggered: i64 = 0;
        let mut from_3: i64 = 0;
        let mut d_2: i64 = 0;
        let mut off_1: i64 = 0;
        let mut len_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut end_1: i64 = 0;
        let mut b_1: i64 = 0;
        let mut removed_1: i64 = 0;
        let from_4: i64 = 0;
        let j_3: i64 = 0;
        let d_3: i64 = 0;
        let off_2: i64 = 0;
        let len_2: i64 = 0;
        let n_2: i64 = 0;
        let end_2: i64 = 0;
        let i_2: i64 = 0;
        let b_2: i64 = 0;
        let removed_2: i64 = 0;
        let mut player: i64 = 0;
        let mut player_1: i64 = 0;
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
        if mv.kind as i64 == 0 {
            if leaf == 0 {
                from_1 = self.last_to[0] as i64;
                if from_1 >= 0 {
                    for j in 0i64..4 {
                        d = DIRS_ORTHOGONAL_4[from_1.wrapping_mul(4).wrapping_add(j)
                            as usize] as i64;
                        if d < 0 {
                            break;
                        }
                        off = RAY_OFF_0[d.wrapping_mul(121).wrapping_add(from_1)
                            as usize] as i64;
                        len = RAY_LEN_1[d.wrapping_mul(121).wrapping_add(from_1)
                            as usize] as i64;
                        n = 0;
                        while len >= 2 && n < 1
                            && (if RAY_DATA_2[off.wrapping_add(n) as usize] as i64 >= 0 {
                                self
                                    .what[RAY_DATA_2[off.wrapping_add(n) as usize] as i64
                                    as usize] as i64
                            } else {
                                0
                            }) == (if self.next[0] == 2 { 2 } else { -1 })
                        {
                            n = n.wrapping_add(1);
                        }
                        if n == 0 {
                            continue;
                        }
                        end = if n < len {
                            RAY_DATA_2[off.wrapping_add(n) as usize] as i64
                        } else {
                            -1
                        };
                        if !((if end >= 0 { self.who[end as usize] as i64 } else { 0 })
                            == mover || end >= 0 && MEMBER_12[end as usize] as i64 != 0)
                        {
                            continue;
                        }
                        for i in 0..n {
                            b = RAY_DATA_2[off.wrapping_add(i) as usize] as i64;
                            if b >= 0 && self.height[b as usize] > 0 {
                                removed = b;
                                if removed >= 0 {
                                    self.take_piece(removed);
                                }
                            }
                        }
                    }
                }
                from_2 = self.last_to[0] as i64;
                hits = 0;
                if from_2 >= 0 {
                    for j_1 in 0i64..4 {
                        d_1 = DIRS_ORTHOGONAL_4[from_2.wrapping_mul(4).wrapping_add(j_1)
                            as usize] as i64;
                        if d_1 < 0 {
                            break;
                        }
                        t = if RAY_LEN_1[d_1.wrapping_mul(121).wrapping_add(from_2)
                            as usize] as i64 > 0
                        {
                            RAY_DATA_2[RAY_OFF_0[d_1
                                .wrapping_mul(121)
                                .wrapping_add(from_2) as usize] as i64 as usize] as i64
                        } else {
                            -1
                        };
                        if t < 0 {
                            continue;
                        }
                        if (if t >= 0 { self.what[t as usize] as i64 } else { 0 })
                            != PIECE_JARL_15[2] as i64
                        {
                            continue;
                        }
                        open = 0;
                        for j2 in 0i64..4 {
                            d2 = DIRS_ORTHOGONAL_4[t.wrapping_mul(4).wrapping_add(j2)
                                as usize] as i64;
                            if d2 < 0 {
                                break;
                            }
                            u = if RAY_LEN_1[d2.wrapping_mul(121).wrapping_add(t)
                                as usize] as i64 > 0
                            {
                                RAY_DATA_2[RAY_OFF_0[d2.wrapping_mul(121).wrapping_add(t)
                                    as usize] as i64 as usize] as i64
                            } else {
                                -1
                            };
                            if u >= 0 && u != from_2 {
                                if !((if u >= 0 { self.who[u as usize] as i64 } else { 0 })
                                    == mover || u >= 0 && MEMBER_12[u as usize] as i64 != 0)
                                {
                                    open = open.wrapping_add(1);
                                }
                            }
                        }
                        if open <= 0 {
                            hits = hits | 1i64.wrapping_shl(j_1 as u32);
                        }
                    }
                    for j_1 in 0i64..4 {
                        if (hits as u64).wrapping_shr(j_1 as u32) as i64 & 1 != 0 {
                            d_1 = DIRS_ORTHOGONAL_4[from_2
                                .wrapping_mul(4)
                                .wrapping_add(j_1) as usize] as i64;
                            t = if RAY_LEN_1[d_1.wrapping_mul(121).wrapping_add(from_2)
                                as usize] as i64 > 0
                            {
                                RAY_DATA_2[RAY_OFF_0[d_1
                                    .wrapping_mul(121)
                                    .wrapping_add(from_2) as usize] as i64 as usize] as i64
                            } else {
                                -1
                            };
                            if true {
                                triggered = 2;
                                if triggered >= 1 && triggered <= 2 {
                                    self.triggered[triggered.wrapping_sub(1) as usize] = (self
                                        .triggered[triggered.wrapping_sub(1) as usize] as i64 | 1)
                                        as i32;
                                }
                            }
                        }
                    }
                }
            } else if leaf == 1 || leaf == 2 {
                from_3 = self.last_to[0] as i64;
                if from_3 >= 0 {
                    for j_2 in 0i64..4 {
                        d_2 = DIRS_ORTHOGONAL_4[from_3.wrapping_mul(4).wrapping_add(j_2)
                            as usize] as i64;
                        if d_2 < 0 {
                            break;
                        }
                        off_1 = RAY_OFF_0[d_2.wrapping_mul(121).wrapping_add(from_3)
                            as usize] as i64;
                        len_1 = RAY_LEN_1[d_2.wrapping_mul(121).wrapping_add(from_3)
                            as usize] as i64;
                        n_1 = 0;
                        while len_1 >= 2 && n_1 < 1
                            && (if RAY_DATA_2[off_1.wrapping_add(n_1) as usize] as i64
                                >= 0
                            {
                                self
                                    .what[RAY_DATA_2[off_1.wrapping_add(n_1) as usize] as i64
                                    as usize] as i64
                            } else {
                                0
                            }) == (if self.next[0] == 1 { 1 } else { -1 })
                        {
                            n_1 = n_1.wrapping_add(1);
                        }
                        if n_1 == 0 {
                            continue;
                        }
                        end_1 = if n_1 < len_1 {
                            RAY_DATA_2[off_1.wrapping_add(n_1) as usize] as i64
                        } else {
                            -1
                        };
                        if !((if end_1 >= 0 {
                            self.who[end_1 as usize] as i64
                        } else {
                            0
                        }) == mover
                            || end_1 >= 0 && MEMBER_12[end_1 as usize] as i64 != 0)
                        {
                            continue;
                        }
                        for i_1 in 0..n_1 {
                            b_1 = RAY_DATA_2[off_1.wrapping_add(i_1) as usize] as i64;
                            if b_1 >= 0 && self.height[b_1 as usize] > 0 {
                                removed_1 = b_1;
                                if removed_1 >= 0 {
                                    self.take_piece(removed_1);
                                }
                            }
                        }
                    }
                }
            }
        }
        if self.count_5(mover, prev, self.next[0] as i64, -1, -1, -1, -1) != 0 {
            player = 2;
            if player >= 1 && player <= 2 {
                for i_3 in 0i64..2 {
                    self.rank[i_3 as usize] = (if i_3 == player.wrapping_sub(1) {
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
        if true
            && (((if true { self.triggered[1] as i64 } else { 0 }) as u64) >> 0) as i64
                & 1 != 0
        {
            player_1 = 1;
            if player_1 >= 1 && player_1 <= 2 {
                for i_4 in 0i64..2 {
                    self.rank[i_4 as usize] = (if i_4 == player_1.wrapping_sub(1) {
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
                if from < 121 {
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
        if to < 121 {
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

    /// Kernel function `take_piece` (Mutate).
    #[inline]
    pub fn take_piece(&mut self, site: i64) {
        let mut cse0: i64 = 0;
        if self.height[site as usize] > 0 {
            if self.count[site as usize] > 1 {
                self.count[site as usize] = (self.count[site as usize] as i64)
                    .wrapping_sub(1) as u16;
            } else {
                if site < 121 {
                    cse0 = (self
                        .who[site
                        .wrapping_add(
                            (self.height[site as usize] as i64).wrapping_sub(1),
                        ) as usize] as i64)
                        .wrapping_mul(2)
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

    /// Kernel function `count_5` (Query).
    #[inline]
    pub fn count_5(
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
        n = 0;
        for i in 0i64..4 {
            s = SITES_17[i as usize] as i64;
            if s < 121
                && (self.height[s as usize] > 0
                    && PIECES_16[(if s >= 0 { self.what[s as usize] as i64 } else { 0 })
                        as usize] as i64 != 0)
            {
                n = n.wrapping_add(1);
            }
        }
        n
    }
}

/// Table `ray_off_0`.
static RAY_OFF_0: [u16; 968] = [
    0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 119, 128, 137, 146, 155, 164, 173,
    182, 191, 200, 209, 217, 225, 233, 241, 249, 257, 265, 273, 281, 289, 297, 304, 311,
    318, 325, 332, 339, 346, 353, 360, 367, 374, 380, 386, 392, 398, 404, 410, 416, 422,
    428, 434, 440, 445, 450, 455, 460, 465, 470, 475, 480, 485, 490, 495, 499, 503, 507,
    511, 515, 519, 523, 527, 531, 535, 539, 542, 545, 548, 551, 554, 557, 560, 563, 566,
    569, 572, 574, 576, 578, 580, 582, 584, 586, 588, 590, 592, 594, 595, 596, 597, 598,
    599, 600, 601, 602, 603, 604, 605, 605, 605, 605, 605, 605, 605, 605, 605, 605, 605,
    605, 615, 624, 632, 639, 645, 650, 654, 657, 659, 660, 660, 669, 678, 686, 693, 699,
    704, 708, 711, 713, 714, 714, 722, 730, 738, 745, 751, 756, 760, 763, 765, 766, 766,
    773, 780, 787, 794, 800, 805, 809, 812, 814, 815, 815, 821, 827, 833, 839, 845, 850,
    854, 857, 859, 860, 860, 865, 870, 875, 880, 885, 890, 894, 897, 899, 900, 900, 904,
    908, 912, 916, 920, 924, 928, 931, 933, 934, 934, 937, 940, 943, 946, 949, 952, 955,
    958, 960, 961, 961, 963, 965, 967, 969, 971, 973, 975, 977, 979, 980, 980, 981, 982,
    983, 984, 985, 986, 987, 988, 989, 990, 990, 990, 990, 990, 990, 990, 990, 990, 990,
    990, 990, 990, 1000, 1009, 1017, 1024, 1030, 1035, 1039, 1042, 1044, 1045, 1045,
    1055, 1064, 1072, 1079, 1085, 1090, 1094, 1097, 1099, 1100, 1100, 1110, 1119, 1127,
    1134, 1140, 1145, 1149, 1152, 1154, 1155, 1155, 1165, 1174, 1182, 1189, 1195, 1200,
    1204, 1207, 1209, 1210, 1210, 1220, 1229, 1237, 1244, 1250, 1255, 1259, 1262, 1264,
    1265, 1265, 1275, 1284, 1292, 1299, 1305, 1310, 1314, 1317, 1319, 1320, 1320, 1330,
    1339, 1347, 1354, 1360, 1365, 1369, 1372, 1374, 1375, 1375, 1385, 1394, 1402, 1409,
    1415, 1420, 1424, 1427, 1429, 1430, 1430, 1440, 1449, 1457, 1464, 1470, 1475, 1479,
    1482, 1484, 1485, 1485, 1495, 1504, 1512, 1519, 1525, 1530, 1534, 1537, 1539, 1540,
    1540, 1550, 1559, 1567, 1574, 1580, 1585, 1589, 1592, 1594, 1595, 1595, 1595, 1595,
    1595, 1595, 1595, 1595, 1595, 1595, 1595, 1595, 1595, 1596, 1597, 1598, 1599, 1600,
    1601, 1602, 1603, 1604, 1605, 1605, 1607, 1609, 1611, 1613, 1615, 1617, 1619, 1621,
    1623, 1624, 1624, 1627, 1630, 1633, 1636, 1639, 1642, 1645, 1648, 1650, 1651, 1651,
    1655, 1659, 1663, 1667, 1671, 1675, 1679, 1682, 1684, 1685, 1685, 1690, 1695, 1700,
    1705, 1710, 1715, 1719, 1722, 1724, 1725, 1725, 1731, 1737, 1743, 1749, 1755, 1760,
    1764, 1767, 1769, 1770, 1770, 1777, 1784, 1791, 1798, 1804, 1809, 1813, 1816, 1818,
    1819, 1819, 1827, 1835, 1843, 1850, 1856, 1861, 1865, 1868, 1870, 1871, 1871, 1880,
    1889, 1897, 1904, 1910, 1915, 1919, 1922, 1924, 1925, 1925, 1935, 1944, 1952, 1959,
    1965, 1970, 1974, 1977, 1979, 1980, 1980, 1980, 1980, 1980, 1980, 1980, 1980, 1980,
    1980, 1980, 1980, 1980, 1981, 1982, 1983, 1984, 1985, 1986, 1987, 1988, 1989, 1990,
    1991, 1993, 1995, 1997, 1999, 2001, 2003, 2005, 2007, 2009, 2011, 2013, 2016, 2019,
    2022, 2025, 2028, 2031, 2034, 2037, 2040, 2043, 2046, 2050, 2054, 2058, 2062, 2066,
    2070, 2074, 2078, 2082, 2086, 2090, 2095, 2100, 2105, 2110, 2115, 2120, 2125, 2130,
    2135, 2140, 2145, 2151, 2157, 2163, 2169, 2175, 2181, 2187, 2193, 2199, 2205, 2211,
    2218, 2225, 2232, 2239, 2246, 2253, 2260, 2267, 2274, 2281, 2288, 2296, 2304, 2312,
    2320, 2328, 2336, 2344, 2352, 2360, 2368, 2376, 2385, 2394, 2403, 2412, 2421, 2430,
    2439, 2448, 2457, 2466, 2475, 2485, 2495, 2505, 2515, 2525, 2535, 2545, 2555, 2565,
    2575, 2585, 2585, 2585, 2585, 2585, 2585, 2585, 2585, 2585, 2585, 2585, 2585, 2585,
    2586, 2587, 2588, 2589, 2590, 2591, 2592, 2593, 2594, 2595, 2595, 2596, 2598, 2600,
    2602, 2604, 2606, 2608, 2610, 2612, 2614, 2614, 2615, 2617, 2620, 2623, 2626, 2629,
    2632, 2635, 2638, 2641, 2641, 2642, 2644, 2647, 2651, 2655, 2659, 2663, 2667, 2671,
    2675, 2675, 2676, 2678, 2681, 2685, 2690, 2695, 2700, 2705, 2710, 2715, 2715, 2716,
    2718, 2721, 2725, 2730, 2736, 2742, 2748, 2754, 2760, 2760, 2761, 2763, 2766, 2770,
    2775, 2781, 2788, 2795, 2802, 2809, 2809, 2810, 2812, 2815, 2819, 2824, 2830, 2837,
    2845, 2853, 2861, 2861, 2862, 2864, 2867, 2871, 2876, 2882, 2889, 2897, 2906, 2915,
    2915, 2916, 2918, 2921, 2925, 2930, 2936, 2943, 2951, 2960, 2970, 2970, 2971, 2973,
    2976, 2980, 2985, 2991, 2998, 3006, 3015, 3025, 3025, 3026, 3028, 3031, 3035, 3040,
    3046, 3053, 3061, 3070, 3080, 3080, 3081, 3083, 3086, 3090, 3095, 3101, 3108, 3116,
    3125, 3135, 3135, 3136, 3138, 3141, 3145, 3150, 3156, 3163, 3171, 3180, 3190, 3190,
    3191, 3193, 3196, 3200, 3205, 3211, 3218, 3226, 3235, 3245, 3245, 3246, 3248, 3251,
    3255, 3260, 3266, 3273, 3281, 3290, 3300, 3300, 3301, 3303, 3306, 3310, 3315, 3321,
    3328, 3336, 3345, 3355, 3355, 3356, 3358, 3361, 3365, 3370, 3376, 3383, 3391, 3400,
    3410, 3410, 3411, 3413, 3416, 3420, 3425, 3431, 3438, 3446, 3455, 3465, 3465, 3466,
    3468, 3471, 3475, 3480, 3486, 3493, 3501, 3510, 3520, 3520, 3521, 3523, 3526, 3530,
    3535, 3541, 3548, 3556, 3565, 3575, 3575, 3576, 3578, 3581, 3585, 3590, 3596, 3603,
    3611, 3620, 3630, 3630, 3631, 3633, 3636, 3640, 3645, 3651, 3658, 3666, 3675, 3684,
    3684, 3685, 3687, 3690, 3694, 3699, 3705, 3712, 3720, 3728, 3736, 3736, 3737, 3739,
    3742, 3746, 3751, 3757, 3764, 3771, 3778, 3785, 3785, 3786, 3788, 3791, 3795, 3800,
    3806, 3812, 3818, 3824, 3830, 3830, 3831, 3833, 3836, 3840, 3845, 3850, 3855, 3860,
    3865, 3870, 3870, 3871, 3873, 3876, 3880, 3884, 3888, 3892, 3896, 3900, 3904, 3904,
    3905, 3907, 3910, 3913, 3916, 3919, 3922, 3925, 3928, 3931, 3931, 3932, 3934, 3936,
    3938, 3940, 3942, 3944, 3946, 3948, 3950, 3950, 3951, 3952, 3953, 3954, 3955, 3956,
    3957, 3958, 3959, 3960, 3960, 3960, 3960, 3960, 3960, 3960, 3960, 3960, 3960, 3960,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 968] = [
    10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 9, 8, 7, 6,
    5, 4, 3, 2, 1, 0, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, 0, 7, 7, 7, 7, 6, 5, 4, 3, 2, 1, 0,
    6, 6, 6, 6, 6, 5, 4, 3, 2, 1, 0, 5, 5, 5, 5, 5, 5, 4, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4,
    4, 3, 2, 1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 2, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 9, 8, 7, 6, 5, 4,
    3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10,
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4,
    3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10,
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6, 5, 4,
    3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 4, 3,
    2, 1, 0, 5, 5, 5, 5, 5, 5, 4, 3, 2, 1, 0, 6, 6, 6, 6, 6, 5, 4, 3, 2, 1, 0, 7, 7, 7,
    7, 6, 5, 4, 3, 2, 1, 0, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 9, 8, 7, 6, 5, 4, 3, 2,
    1, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 0, 1, 2, 3,
    4, 5, 5, 5, 5, 5, 5, 0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 0, 1, 2, 3, 4, 5, 6, 7, 7, 7,
    7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 0, 1, 2, 3, 4,
    5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3,
    4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3,
    4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 0, 1, 2, 3, 4,
    5, 6, 7, 7, 7, 7, 0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 0, 1, 2, 3, 4, 5, 5, 5, 5, 5, 5,
    0, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 0, 1, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 3960] = [
    11, 22, 33, 44, 55, 66, 77, 88, 99, 110, 12, 23, 34, 45, 56, 67, 78, 89, 100, 111,
    13, 24, 35, 46, 57, 68, 79, 90, 101, 112, 14, 25, 36, 47, 58, 69, 80, 91, 102, 113,
    15, 26, 37, 48, 59, 70, 81, 92, 103, 114, 16, 27, 38, 49, 60, 71, 82, 93, 104, 115,
    17, 28, 39, 50, 61, 72, 83, 94, 105, 116, 18, 29, 40, 51, 62, 73, 84, 95, 106, 117,
    19, 30, 41, 52, 63, 74, 85, 96, 107, 118, 20, 31, 42, 53, 64, 75, 86, 97, 108, 119,
    21, 32, 43, 54, 65, 76, 87, 98, 109, 120, 22, 33, 44, 55, 66, 77, 88, 99, 110, 23,
    34, 45, 56, 67, 78, 89, 100, 111, 24, 35, 46, 57, 68, 79, 90, 101, 112, 25, 36, 47,
    58, 69, 80, 91, 102, 113, 26, 37, 48, 59, 70, 81, 92, 103, 114, 27, 38, 49, 60, 71,
    82, 93, 104, 115, 28, 39, 50, 61, 72, 83, 94, 105, 116, 29, 40, 51, 62, 73, 84, 95,
    106, 117, 30, 41, 52, 63, 74, 85, 96, 107, 118, 31, 42, 53, 64, 75, 86, 97, 108, 119,
    32, 43, 54, 65, 76, 87, 98, 109, 120, 33, 44, 55, 66, 77, 88, 99, 110, 34, 45, 56,
    67, 78, 89, 100, 111, 35, 46, 57, 68, 79, 90, 101, 112, 36, 47, 58, 69, 80, 91, 102,
    113, 37, 48, 59, 70, 81, 92, 103, 114, 38, 49, 60, 71, 82, 93, 104, 115, 39, 50, 61,
    72, 83, 94, 105, 116, 40, 51, 62, 73, 84, 95, 106, 117, 41, 52, 63, 74, 85, 96, 107,
    118, 42, 53, 64, 75, 86, 97, 108, 119, 43, 54, 65, 76, 87, 98, 109, 120, 44, 55, 66,
    77, 88, 99, 110, 45, 56, 67, 78, 89, 100, 111, 46, 57, 68, 79, 90, 101, 112, 47, 58,
    69, 80, 91, 102, 113, 48, 59, 70, 81, 92, 103, 114, 49, 60, 71, 82, 93, 104, 115, 50,
    61, 72, 83, 94, 105, 116, 51, 62, 73, 84, 95, 106, 117, 52, 63, 74, 85, 96, 107, 118,
    53, 64, 75, 86, 97, 108, 119, 54, 65, 76, 87, 98, 109, 120, 55, 66, 77, 88, 99, 110,
    56, 67, 78, 89, 100, 111, 57, 68, 79, 90, 101, 112, 58, 69, 80, 91, 102, 113, 59, 70,
    81, 92, 103, 114, 60, 71, 82, 93, 104, 115, 61, 72, 83, 94, 105, 116, 62, 73, 84, 95,
    106, 117, 63, 74, 85, 96, 107, 118, 64, 75, 86, 97, 108, 119, 65, 76, 87, 98, 109,
    120, 66, 77, 88, 99, 110, 67, 78, 89, 100, 111, 68, 79, 90, 101, 112, 69, 80, 91,
    102, 113, 70, 81, 92, 103, 114, 71, 82, 93, 104, 115, 72, 83, 94, 105, 116, 73, 84,
    95, 106, 117, 74, 85, 96, 107, 118, 75, 86, 97, 108, 119, 76, 87, 98, 109, 120, 77,
    88, 99, 110, 78, 89, 100, 111, 79, 90, 101, 112, 80, 91, 102, 113, 81, 92, 103, 114,
    82, 93, 104, 115, 83, 94, 105, 116, 84, 95, 106, 117, 85, 96, 107, 118, 86, 97, 108,
    119, 87, 98, 109, 120, 88, 99, 110, 89, 100, 111, 90, 101, 112, 91, 102, 113, 92,
    103, 114, 93, 104, 115, 94, 105, 116, 95, 106, 117, 96, 107, 118, 97, 108, 119, 98,
    109, 120, 99, 110, 100, 111, 101, 112, 102, 113, 103, 114, 104, 115, 105, 116, 106,
    117, 107, 118, 108, 119, 109, 120, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119,
    120, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120, 13, 25, 37, 49, 61, 73, 85, 97, 109,
    14, 26, 38, 50, 62, 74, 86, 98, 15, 27, 39, 51, 63, 75, 87, 16, 28, 40, 52, 64, 76,
    17, 29, 41, 53, 65, 18, 30, 42, 54, 19, 31, 43, 20, 32, 21, 23, 35, 47, 59, 71, 83,
    95, 107, 119, 24, 36, 48, 60, 72, 84, 96, 108, 120, 25, 37, 49, 61, 73, 85, 97, 109,
    26, 38, 50, 62, 74, 86, 98, 27, 39, 51, 63, 75, 87, 28, 40, 52, 64, 76, 29, 41, 53,
    65, 30, 42, 54, 31, 43, 32, 34, 46, 58, 70, 82, 94, 106, 118, 35, 47, 59, 71, 83, 95,
    107, 119, 36, 48, 60, 72, 84, 96, 108, 120, 37, 49, 61, 73, 85, 97, 109, 38, 50, 62,
    74, 86, 98, 39, 51, 63, 75, 87, 40, 52, 64, 76, 41, 53, 65, 42, 54, 43, 45, 57, 69,
    81, 93, 105, 117, 46, 58, 70, 82, 94, 106, 118, 47, 59, 71, 83, 95, 107, 119, 48, 60,
    72, 84, 96, 108, 120, 49, 61, 73, 85, 97, 109, 50, 62, 74, 86, 98, 51, 63, 75, 87,
    52, 64, 76, 53, 65, 54, 56, 68, 80, 92, 104, 116, 57, 69, 81, 93, 105, 117, 58, 70,
    82, 94, 106, 118, 59, 71, 83, 95, 107, 119, 60, 72, 84, 96, 108, 120, 61, 73, 85, 97,
    109, 62, 74, 86, 98, 63, 75, 87, 64, 76, 65, 67, 79, 91, 103, 115, 68, 80, 92, 104,
    116, 69, 81, 93, 105, 117, 70, 82, 94, 106, 118, 71, 83, 95, 107, 119, 72, 84, 96,
    108, 120, 73, 85, 97, 109, 74, 86, 98, 75, 87, 76, 78, 90, 102, 114, 79, 91, 103,
    115, 80, 92, 104, 116, 81, 93, 105, 117, 82, 94, 106, 118, 83, 95, 107, 119, 84, 96,
    108, 120, 85, 97, 109, 86, 98, 87, 89, 101, 113, 90, 102, 114, 91, 103, 115, 92, 104,
    116, 93, 105, 117, 94, 106, 118, 95, 107, 119, 96, 108, 120, 97, 109, 98, 100, 112,
    101, 113, 102, 114, 103, 115, 104, 116, 105, 117, 106, 118, 107, 119, 108, 120, 109,
    111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 2,
    3, 4, 5, 6, 7, 8, 9, 10, 3, 4, 5, 6, 7, 8, 9, 10, 4, 5, 6, 7, 8, 9, 10, 5, 6, 7, 8,
    9, 10, 6, 7, 8, 9, 10, 7, 8, 9, 10, 8, 9, 10, 9, 10, 10, 12, 13, 14, 15, 16, 17, 18,
    19, 20, 21, 13, 14, 15, 16, 17, 18, 19, 20, 21, 14, 15, 16, 17, 18, 19, 20, 21, 15,
    16, 17, 18, 19, 20, 21, 16, 17, 18, 19, 20, 21, 17, 18, 19, 20, 21, 18, 19, 20, 21,
    19, 20, 21, 20, 21, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 24, 25, 26, 27, 28,
    29, 30, 31, 32, 25, 26, 27, 28, 29, 30, 31, 32, 26, 27, 28, 29, 30, 31, 32, 27, 28,
    29, 30, 31, 32, 28, 29, 30, 31, 32, 29, 30, 31, 32, 30, 31, 32, 31, 32, 32, 34, 35,
    36, 37, 38, 39, 40, 41, 42, 43, 35, 36, 37, 38, 39, 40, 41, 42, 43, 36, 37, 38, 39,
    40, 41, 42, 43, 37, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 39, 40, 41, 42,
    43, 40, 41, 42, 43, 41, 42, 43, 42, 43, 43, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54,
    46, 47, 48, 49, 50, 51, 52, 53, 54, 47, 48, 49, 50, 51, 52, 53, 54, 48, 49, 50, 51,
    52, 53, 54, 49, 50, 51, 52, 53, 54, 50, 51, 52, 53, 54, 51, 52, 53, 54, 52, 53, 54,
    53, 54, 54, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 57, 58, 59, 60, 61, 62, 63, 64,
    65, 58, 59, 60, 61, 62, 63, 64, 65, 59, 60, 61, 62, 63, 64, 65, 60, 61, 62, 63, 64,
    65, 61, 62, 63, 64, 65, 62, 63, 64, 65, 63, 64, 65, 64, 65, 65, 67, 68, 69, 70, 71,
    72, 73, 74, 75, 76, 68, 69, 70, 71, 72, 73, 74, 75, 76, 69, 70, 71, 72, 73, 74, 75,
    76, 70, 71, 72, 73, 74, 75, 76, 71, 72, 73, 74, 75, 76, 72, 73, 74, 75, 76, 73, 74,
    75, 76, 74, 75, 76, 75, 76, 76, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 79, 80, 81,
    82, 83, 84, 85, 86, 87, 80, 81, 82, 83, 84, 85, 86, 87, 81, 82, 83, 84, 85, 86, 87,
    82, 83, 84, 85, 86, 87, 83, 84, 85, 86, 87, 84, 85, 86, 87, 85, 86, 87, 86, 87, 87,
    89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 90, 91, 92, 93, 94, 95, 96, 97, 98, 91, 92,
    93, 94, 95, 96, 97, 98, 92, 93, 94, 95, 96, 97, 98, 93, 94, 95, 96, 97, 98, 94, 95,
    96, 97, 98, 95, 96, 97, 98, 96, 97, 98, 97, 98, 98, 100, 101, 102, 103, 104, 105,
    106, 107, 108, 109, 101, 102, 103, 104, 105, 106, 107, 108, 109, 102, 103, 104, 105,
    106, 107, 108, 109, 103, 104, 105, 106, 107, 108, 109, 104, 105, 106, 107, 108, 109,
    105, 106, 107, 108, 109, 106, 107, 108, 109, 107, 108, 109, 108, 109, 109, 111, 112,
    113, 114, 115, 116, 117, 118, 119, 120, 112, 113, 114, 115, 116, 117, 118, 119, 120,
    113, 114, 115, 116, 117, 118, 119, 120, 114, 115, 116, 117, 118, 119, 120, 115, 116,
    117, 118, 119, 120, 116, 117, 118, 119, 120, 117, 118, 119, 120, 118, 119, 120, 119,
    120, 120, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 2, 13, 3, 14, 4, 15, 5, 16, 6, 17, 7,
    18, 8, 19, 9, 20, 10, 21, 23, 13, 3, 24, 14, 4, 25, 15, 5, 26, 16, 6, 27, 17, 7, 28,
    18, 8, 29, 19, 9, 30, 20, 10, 31, 21, 32, 34, 24, 14, 4, 35, 25, 15, 5, 36, 26, 16,
    6, 37, 27, 17, 7, 38, 28, 18, 8, 39, 29, 19, 9, 40, 30, 20, 10, 41, 31, 21, 42, 32,
    43, 45, 35, 25, 15, 5, 46, 36, 26, 16, 6, 47, 37, 27, 17, 7, 48, 38, 28, 18, 8, 49,
    39, 29, 19, 9, 50, 40, 30, 20, 10, 51, 41, 31, 21, 52, 42, 32, 53, 43, 54, 56, 46,
    36, 26, 16, 6, 57, 47, 37, 27, 17, 7, 58, 48, 38, 28, 18, 8, 59, 49, 39, 29, 19, 9,
    60, 50, 40, 30, 20, 10, 61, 51, 41, 31, 21, 62, 52, 42, 32, 63, 53, 43, 64, 54, 65,
    67, 57, 47, 37, 27, 17, 7, 68, 58, 48, 38, 28, 18, 8, 69, 59, 49, 39, 29, 19, 9, 70,
    60, 50, 40, 30, 20, 10, 71, 61, 51, 41, 31, 21, 72, 62, 52, 42, 32, 73, 63, 53, 43,
    74, 64, 54, 75, 65, 76, 78, 68, 58, 48, 38, 28, 18, 8, 79, 69, 59, 49, 39, 29, 19, 9,
    80, 70, 60, 50, 40, 30, 20, 10, 81, 71, 61, 51, 41, 31, 21, 82, 72, 62, 52, 42, 32,
    83, 73, 63, 53, 43, 84, 74, 64, 54, 85, 75, 65, 86, 76, 87, 89, 79, 69, 59, 49, 39,
    29, 19, 9, 90, 80, 70, 60, 50, 40, 30, 20, 10, 91, 81, 71, 61, 51, 41, 31, 21, 92,
    82, 72, 62, 52, 42, 32, 93, 83, 73, 63, 53, 43, 94, 84, 74, 64, 54, 95, 85, 75, 65,
    96, 86, 76, 97, 87, 98, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 101, 91, 81, 71, 61,
    51, 41, 31, 21, 102, 92, 82, 72, 62, 52, 42, 32, 103, 93, 83, 73, 63, 53, 43, 104,
    94, 84, 74, 64, 54, 105, 95, 85, 75, 65, 106, 96, 86, 76, 107, 97, 87, 108, 98, 109,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 12, 1, 13, 2, 14, 3, 15, 4, 16, 5, 17, 6,
    18, 7, 19, 8, 20, 9, 21, 10, 22, 11, 0, 23, 12, 1, 24, 13, 2, 25, 14, 3, 26, 15, 4,
    27, 16, 5, 28, 17, 6, 29, 18, 7, 30, 19, 8, 31, 20, 9, 32, 21, 10, 33, 22, 11, 0, 34,
    23, 12, 1, 35, 24, 13, 2, 36, 25, 14, 3, 37, 26, 15, 4, 38, 27, 16, 5, 39, 28, 17, 6,
    40, 29, 18, 7, 41, 30, 19, 8, 42, 31, 20, 9, 43, 32, 21, 10, 44, 33, 22, 11, 0, 45,
    34, 23, 12, 1, 46, 35, 24, 13, 2, 47, 36, 25, 14, 3, 48, 37, 26, 15, 4, 49, 38, 27,
    16, 5, 50, 39, 28, 17, 6, 51, 40, 29, 18, 7, 52, 41, 30, 19, 8, 53, 42, 31, 20, 9,
    54, 43, 32, 21, 10, 55, 44, 33, 22, 11, 0, 56, 45, 34, 23, 12, 1, 57, 46, 35, 24, 13,
    2, 58, 47, 36, 25, 14, 3, 59, 48, 37, 26, 15, 4, 60, 49, 38, 27, 16, 5, 61, 50, 39,
    28, 17, 6, 62, 51, 40, 29, 18, 7, 63, 52, 41, 30, 19, 8, 64, 53, 42, 31, 20, 9, 65,
    54, 43, 32, 21, 10, 66, 55, 44, 33, 22, 11, 0, 67, 56, 45, 34, 23, 12, 1, 68, 57, 46,
    35, 24, 13, 2, 69, 58, 47, 36, 25, 14, 3, 70, 59, 48, 37, 26, 15, 4, 71, 60, 49, 38,
    27, 16, 5, 72, 61, 50, 39, 28, 17, 6, 73, 62, 51, 40, 29, 18, 7, 74, 63, 52, 41, 30,
    19, 8, 75, 64, 53, 42, 31, 20, 9, 76, 65, 54, 43, 32, 21, 10, 77, 66, 55, 44, 33, 22,
    11, 0, 78, 67, 56, 45, 34, 23, 12, 1, 79, 68, 57, 46, 35, 24, 13, 2, 80, 69, 58, 47,
    36, 25, 14, 3, 81, 70, 59, 48, 37, 26, 15, 4, 82, 71, 60, 49, 38, 27, 16, 5, 83, 72,
    61, 50, 39, 28, 17, 6, 84, 73, 62, 51, 40, 29, 18, 7, 85, 74, 63, 52, 41, 30, 19, 8,
    86, 75, 64, 53, 42, 31, 20, 9, 87, 76, 65, 54, 43, 32, 21, 10, 88, 77, 66, 55, 44,
    33, 22, 11, 0, 89, 78, 67, 56, 45, 34, 23, 12, 1, 90, 79, 68, 57, 46, 35, 24, 13, 2,
    91, 80, 69, 58, 47, 36, 25, 14, 3, 92, 81, 70, 59, 48, 37, 26, 15, 4, 93, 82, 71, 60,
    49, 38, 27, 16, 5, 94, 83, 72, 61, 50, 39, 28, 17, 6, 95, 84, 73, 62, 51, 40, 29, 18,
    7, 96, 85, 74, 63, 52, 41, 30, 19, 8, 97, 86, 75, 64, 53, 42, 31, 20, 9, 98, 87, 76,
    65, 54, 43, 32, 21, 10, 99, 88, 77, 66, 55, 44, 33, 22, 11, 0, 100, 89, 78, 67, 56,
    45, 34, 23, 12, 1, 101, 90, 79, 68, 57, 46, 35, 24, 13, 2, 102, 91, 80, 69, 58, 47,
    36, 25, 14, 3, 103, 92, 81, 70, 59, 48, 37, 26, 15, 4, 104, 93, 82, 71, 60, 49, 38,
    27, 16, 5, 105, 94, 83, 72, 61, 50, 39, 28, 17, 6, 106, 95, 84, 73, 62, 51, 40, 29,
    18, 7, 107, 96, 85, 74, 63, 52, 41, 30, 19, 8, 108, 97, 86, 75, 64, 53, 42, 31, 20,
    9, 109, 98, 87, 76, 65, 54, 43, 32, 21, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 0,
    13, 1, 14, 2, 15, 3, 16, 4, 17, 5, 18, 6, 19, 7, 20, 8, 22, 23, 11, 24, 12, 0, 25,
    13, 1, 26, 14, 2, 27, 15, 3, 28, 16, 4, 29, 17, 5, 30, 18, 6, 31, 19, 7, 33, 34, 22,
    35, 23, 11, 36, 24, 12, 0, 37, 25, 13, 1, 38, 26, 14, 2, 39, 27, 15, 3, 40, 28, 16,
    4, 41, 29, 17, 5, 42, 30, 18, 6, 44, 45, 33, 46, 34, 22, 47, 35, 23, 11, 48, 36, 24,
    12, 0, 49, 37, 25, 13, 1, 50, 38, 26, 14, 2, 51, 39, 27, 15, 3, 52, 40, 28, 16, 4,
    53, 41, 29, 17, 5, 55, 56, 44, 57, 45, 33, 58, 46, 34, 22, 59, 47, 35, 23, 11, 60,
    48, 36, 24, 12, 0, 61, 49, 37, 25, 13, 1, 62, 50, 38, 26, 14, 2, 63, 51, 39, 27, 15,
    3, 64, 52, 40, 28, 16, 4, 66, 67, 55, 68, 56, 44, 69, 57, 45, 33, 70, 58, 46, 34, 22,
    71, 59, 47, 35, 23, 11, 72, 60, 48, 36, 24, 12, 0, 73, 61, 49, 37, 25, 13, 1, 74, 62,
    50, 38, 26, 14, 2, 75, 63, 51, 39, 27, 15, 3, 77, 78, 66, 79, 67, 55, 80, 68, 56, 44,
    81, 69, 57, 45, 33, 82, 70, 58, 46, 34, 22, 83, 71, 59, 47, 35, 23, 11, 84, 72, 60,
    48, 36, 24, 12, 0, 85, 73, 61, 49, 37, 25, 13, 1, 86, 74, 62, 50, 38, 26, 14, 2, 88,
    89, 77, 90, 78, 66, 91, 79, 67, 55, 92, 80, 68, 56, 44, 93, 81, 69, 57, 45, 33, 94,
    82, 70, 58, 46, 34, 22, 95, 83, 71, 59, 47, 35, 23, 11, 96, 84, 72, 60, 48, 36, 24,
    12, 0, 97, 85, 73, 61, 49, 37, 25, 13, 1, 99, 100, 88, 101, 89, 77, 102, 90, 78, 66,
    103, 91, 79, 67, 55, 104, 92, 80, 68, 56, 44, 105, 93, 81, 69, 57, 45, 33, 106, 94,
    82, 70, 58, 46, 34, 22, 107, 95, 83, 71, 59, 47, 35, 23, 11, 108, 96, 84, 72, 60, 48,
    36, 24, 12, 0, 0, 1, 0, 2, 1, 0, 3, 2, 1, 0, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 6, 5,
    4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4,
    3, 2, 1, 0, 11, 12, 11, 13, 12, 11, 14, 13, 12, 11, 15, 14, 13, 12, 11, 16, 15, 14,
    13, 12, 11, 17, 16, 15, 14, 13, 12, 11, 18, 17, 16, 15, 14, 13, 12, 11, 19, 18, 17,
    16, 15, 14, 13, 12, 11, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 22, 23, 22, 24, 23,
    22, 25, 24, 23, 22, 26, 25, 24, 23, 22, 27, 26, 25, 24, 23, 22, 28, 27, 26, 25, 24,
    23, 22, 29, 28, 27, 26, 25, 24, 23, 22, 30, 29, 28, 27, 26, 25, 24, 23, 22, 31, 30,
    29, 28, 27, 26, 25, 24, 23, 22, 33, 34, 33, 35, 34, 33, 36, 35, 34, 33, 37, 36, 35,
    34, 33, 38, 37, 36, 35, 34, 33, 39, 38, 37, 36, 35, 34, 33, 40, 39, 38, 37, 36, 35,
    34, 33, 41, 40, 39, 38, 37, 36, 35, 34, 33, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33,
    44, 45, 44, 46, 45, 44, 47, 46, 45, 44, 48, 47, 46, 45, 44, 49, 48, 47, 46, 45, 44,
    50, 49, 48, 47, 46, 45, 44, 51, 50, 49, 48, 47, 46, 45, 44, 52, 51, 50, 49, 48, 47,
    46, 45, 44, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 55, 56, 55, 57, 56, 55, 58, 57,
    56, 55, 59, 58, 57, 56, 55, 60, 59, 58, 57, 56, 55, 61, 60, 59, 58, 57, 56, 55, 62,
    61, 60, 59, 58, 57, 56, 55, 63, 62, 61, 60, 59, 58, 57, 56, 55, 64, 63, 62, 61, 60,
    59, 58, 57, 56, 55, 66, 67, 66, 68, 67, 66, 69, 68, 67, 66, 70, 69, 68, 67, 66, 71,
    70, 69, 68, 67, 66, 72, 71, 70, 69, 68, 67, 66, 73, 72, 71, 70, 69, 68, 67, 66, 74,
    73, 72, 71, 70, 69, 68, 67, 66, 75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 77, 78, 77,
    79, 78, 77, 80, 79, 78, 77, 81, 80, 79, 78, 77, 82, 81, 80, 79, 78, 77, 83, 82, 81,
    80, 79, 78, 77, 84, 83, 82, 81, 80, 79, 78, 77, 85, 84, 83, 82, 81, 80, 79, 78, 77,
    86, 85, 84, 83, 82, 81, 80, 79, 78, 77, 88, 89, 88, 90, 89, 88, 91, 90, 89, 88, 92,
    91, 90, 89, 88, 93, 92, 91, 90, 89, 88, 94, 93, 92, 91, 90, 89, 88, 95, 94, 93, 92,
    91, 90, 89, 88, 96, 95, 94, 93, 92, 91, 90, 89, 88, 97, 96, 95, 94, 93, 92, 91, 90,
    89, 88, 99, 100, 99, 101, 100, 99, 102, 101, 100, 99, 103, 102, 101, 100, 99, 104,
    103, 102, 101, 100, 99, 105, 104, 103, 102, 101, 100, 99, 106, 105, 104, 103, 102,
    101, 100, 99, 107, 106, 105, 104, 103, 102, 101, 100, 99, 108, 107, 106, 105, 104,
    103, 102, 101, 100, 99, 110, 111, 110, 112, 111, 110, 113, 112, 111, 110, 114, 113,
    112, 111, 110, 115, 114, 113, 112, 111, 110, 116, 115, 114, 113, 112, 111, 110, 117,
    116, 115, 114, 113, 112, 111, 110, 118, 117, 116, 115, 114, 113, 112, 111, 110, 119,
    118, 117, 116, 115, 114, 113, 112, 111, 110, 11, 12, 22, 13, 23, 33, 14, 24, 34, 44,
    15, 25, 35, 45, 55, 16, 26, 36, 46, 56, 66, 17, 27, 37, 47, 57, 67, 77, 18, 28, 38,
    48, 58, 68, 78, 88, 19, 29, 39, 49, 59, 69, 79, 89, 99, 20, 30, 40, 50, 60, 70, 80,
    90, 100, 110, 22, 23, 33, 24, 34, 44, 25, 35, 45, 55, 26, 36, 46, 56, 66, 27, 37, 47,
    57, 67, 77, 28, 38, 48, 58, 68, 78, 88, 29, 39, 49, 59, 69, 79, 89, 99, 30, 40, 50,
    60, 70, 80, 90, 100, 110, 31, 41, 51, 61, 71, 81, 91, 101, 111, 33, 34, 44, 35, 45,
    55, 36, 46, 56, 66, 37, 47, 57, 67, 77, 38, 48, 58, 68, 78, 88, 39, 49, 59, 69, 79,
    89, 99, 40, 50, 60, 70, 80, 90, 100, 110, 41, 51, 61, 71, 81, 91, 101, 111, 42, 52,
    62, 72, 82, 92, 102, 112, 44, 45, 55, 46, 56, 66, 47, 57, 67, 77, 48, 58, 68, 78, 88,
    49, 59, 69, 79, 89, 99, 50, 60, 70, 80, 90, 100, 110, 51, 61, 71, 81, 91, 101, 111,
    52, 62, 72, 82, 92, 102, 112, 53, 63, 73, 83, 93, 103, 113, 55, 56, 66, 57, 67, 77,
    58, 68, 78, 88, 59, 69, 79, 89, 99, 60, 70, 80, 90, 100, 110, 61, 71, 81, 91, 101,
    111, 62, 72, 82, 92, 102, 112, 63, 73, 83, 93, 103, 113, 64, 74, 84, 94, 104, 114,
    66, 67, 77, 68, 78, 88, 69, 79, 89, 99, 70, 80, 90, 100, 110, 71, 81, 91, 101, 111,
    72, 82, 92, 102, 112, 73, 83, 93, 103, 113, 74, 84, 94, 104, 114, 75, 85, 95, 105,
    115, 77, 78, 88, 79, 89, 99, 80, 90, 100, 110, 81, 91, 101, 111, 82, 92, 102, 112,
    83, 93, 103, 113, 84, 94, 104, 114, 85, 95, 105, 115, 86, 96, 106, 116, 88, 89, 99,
    90, 100, 110, 91, 101, 111, 92, 102, 112, 93, 103, 113, 94, 104, 114, 95, 105, 115,
    96, 106, 116, 97, 107, 117, 99, 100, 110, 101, 111, 102, 112, 103, 113, 104, 114,
    105, 115, 106, 116, 107, 117, 108, 118, 110, 111, 112, 113, 114, 115, 116, 117, 118,
    119,
];

/// Table `dirs_orthogonal_4`.
static DIRS_ORTHOGONAL_4: [i8; 484] = [
    0, 2, -1, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0,
    2, 6, -1, 0, 2, 6, -1, 0, 2, 6, -1, 0, 6, -1, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4,
    6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4,
    -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4,
    6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2,
    4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0,
    2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0,
    4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6,
    0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4,
    6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4,
    -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4,
    6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2,
    4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 4, 6, -1, 0, 2, 4, -1, 0, 2, 4, 6, 0,
    2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0,
    4, 6, -1, 2, 4, -1, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4,
    6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 2, 4, 6, -1, 4, 6, -1, -1,
];

/// Table `member_12`.
static MEMBER_12: [u8; 121] = [
    1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 1,
];

/// Table `slide_beyond_13`.
static SLIDE_BEYOND_13: [i64; 976] = [
    36046397799139328i64, 70403120701444i64, 72092795598278656i64, 140806241402888i64,
    144185591196557312i64, 281612482805776i64, 288371182393114624i64, 563224965611552i64,
    576742364786229248i64, 1126449931223104i64, 1153484729572458496i64, 2252899862446208i64,
    2306969459144916992i64, 4505799724892416i64, 4613938918289833984i64, 9011599449784832i64,
    -9218866237129883648i64, 18023198899569664i64, 9011599449784320i64, 36046397799139329i64,
    18023198899568640i64, 72092795598278658i64, 36046397799137280i64, 70403120701444i64,
    72092795598274560i64, 140806241402888i64, 144185591196549120i64, 281612482805776i64,
    288371182393098240i64, 563224965611552i64, 576742364786196480i64, 1126449931223104i64,
    1153484729572392960i64, 2252899862446208i64, 2306969459144785920i64, 4505799724892416i64,
    4613938918289571840i64, 9011599449784832i64, -9218866237130407936i64, 18023198899569664i64,
    9011599448735744i64, 36046397799139329i64, 18023198897471488i64, 72092795598278658i64,
    36046397794942976i64, 70403120701444i64, 72092795589885952i64, 140806241402888i64,
    144185591179771904i64, 281612482805776i64, 288371182359543808i64, 563224965611552i64,
    576742364719087616i64, 1126449931223104i64, 1153484729438175232i64, 2252899862446208i64,
    2306969458876350464i64, 4505799724892416i64, 4613938917752700928i64, 9011599449784832i64,
    -9218866238204149760i64, 18023198899569664i64, 9011597301252096i64, 36046397799139329i64,
    18023194602504192i64, 72092795598278658i64, 36046389205008384i64, 70403120701444i64,
    72092778410016768i64, 140806241402888i64, 144185556820033536i64, 281612482805776i64,
    288371113640067072i64, 563224965611552i64, 576742227280134144i64, 1126449931223104i64,
    1153484454560268288i64, 2252899862446208i64, 2306968909120536576i64, 4505799724892416i64,
    4613937818241073152i64, 9011599449784832i64, -9218868437227405312i64, 18023198899569664i64,
    9007199254740992i64, 36046397799139329i64, 18014398509481984i64, 72092795598278658i64,
    36028797018963968i64, 70403120701444i64, 72057594037927936i64, 140806241402888i64,
    144115188075855872i64, 281612482805776i64, 288230376151711744i64, 563224965611552i64,
    576460752303423488i64, 1126449931223104i64, 1152921504606846976i64, 2252899862446208i64,
    2305843009213693952i64, 4505799724892416i64, 4611686018427387904i64, 9011599449784832i64,
    i64::MIN,
    18023198899569664i64, 0, 36046397799139329i64, 0, 72092795598278658i64, 0, 70403120701444i64, 0,
    140806241402888i64, 0, 281612482805776i64, 0, 563224965611552i64, 0, 1126449931223104i64, 0,
    2252899862446208i64, 0, 4505799724892416i64, 0, 9011599449784832i64, 0, 18023198899569664i64, 0,
    36046397799139328i64, 0, 72092795598278656i64, 0, 70403120701440i64, 0, 140806241402880i64, 0,
    281612482805760i64, 0, 563224965611520i64, 0, 1126449931223040i64, 0, 2252899862446080i64, 0,
    4505799724892160i64, 0, 9011599449784320i64, 0, 18023198899568640i64, 0, 36046397799137280i64,
    0, 72092795598274560i64, 0, 70403120693248i64, 0, 140806241386496i64, 0, 281612482772992i64, 0,
    563224965545984i64, 0, 1126449931091968i64, 0, 2252899862183936i64, 0, 4505799724367872i64, 0,
    9011599448735744i64, 0, 18023198897471488i64, 0, 36046397794942976i64, 0, 72092795589885952i64,
    0, 70403103916032i64, 0, 140806207832064i64, 0, 281612415664128i64, 0, 563224831328256i64, 0,
    1126449662656512i64, 0, 2252899325313024i64, 0, 4505798650626048i64, 0, 9011597301252096i64, 0,
    18023194602504192i64, 0, 36046389205008384i64, 0, 72092778410016768i64, 0, 70368744177664i64, 0,
    140737488355328i64, 0, 281474976710656i64, 0, 562949953421312i64, 0, 1125899906842624i64, 0,
    2251799813685248i64, 0, 4503599627370496i64, 0, 9007199254740992i64, 0, 18014398509481984i64, 0,
    36028797018963968i64, 0, 72057594037927936i64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 2046, 0, 2044, 0, 2040, 0, 2032, 0, 2016, 0, 1984, 0, 1920, 0, 1792, 0,
    1536, 0, 1024, 0, 0, 0, 4190208, 0, 4186112, 0, 4177920, 0, 4161536, 0, 4128768, 0, 4063232, 0,
    3932160, 0, 3670016, 0, 3145728, 0, 2097152, 0, 0, 0, 8581545984i64, 0, 8573157376i64, 0,
    8556380160i64, 0, 8522825728i64, 0, 8455716864i64, 0, 8321499136i64, 0, 8053063680i64, 0,
    7516192768i64, 0, 6442450944i64, 0, 4294967296i64, 0, 0, 0, 17575006175232i64, 0,
    17557826306048i64, 0, 17523466567680i64, 0, 17454747090944i64, 0, 17317308137472i64, 0,
    17042430230528i64, 0, 16492674416640i64, 0, 15393162788864i64, 0, 13194139533312i64, 0,
    8796093022208i64, 0, 0, 0, 35993612646875136i64, 0, 35958428274786304i64, 0,
    35888059530608640i64, 0, 35747322042253312i64, 0, 35465847065542656i64, 0, 34902897112121344i64,
    0, 33776997205278720i64, 0, 31525197391593472i64, 0, 27021597764222976i64, 0,
    18014398509481984i64, 0, 0, 0, -72057594037927936i64, 3, -144115188075855872i64, 3,
    -288230376151711744i64, 3, -576460752303423488i64, 3, -1152921504606846976i64, 3,
    -2305843009213693952i64, 3, -4611686018427387904i64, 3,
    i64::MIN,
    3, 0, 3, 0, 2, 0, 0, 0, 8184, 0, 8176, 0, 8160, 0, 8128, 0, 8064, 0, 7936, 0, 7680, 0, 7168, 0,
    6144, 0, 4096, 0, 0, 0, 16760832, 0, 16744448, 0, 16711680, 0, 16646144, 0, 16515072, 0,
    16252928, 0, 15728640, 0, 14680064, 0, 12582912, 0, 8388608, 0, 0, 0, 34326183936i64, 0,
    34292629504i64, 0, 34225520640i64, 0, 34091302912i64, 0, 33822867456i64, 0, 33285996544i64, 0,
    32212254720i64, 0, 30064771072i64, 0, 25769803776i64, 0, 17179869184i64, 0, 0, 0,
    70300024700928i64, 0, 70231305224192i64, 0, 70093866270720i64, 0, 69818988363776i64, 0,
    69269232549888i64, 0, 68169720922112i64, 0, 65970697666560i64, 0, 61572651155456i64, 0,
    52776558133248i64, 0, 35184372088832i64, 0, 0, 0, 143974450587500544i64, 0,
    143833713099145216i64, 0, 143552238122434560i64, 0, 142989288169013248i64, 0,
    141863388262170624i64, 0, 139611588448485376i64, 0, 135107988821114880i64, 0,
    126100789566373888i64, 0, 108086391056891904i64, 0, 72057594037927936i64, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 4, 0, 8, 0, 16, 0, 32, 0,
    64, 0, 128, 0, 256, 0, 512, 0, 1024, 0, 2049, 0, 4098, 0, 8196, 0, 16392, 0, 32784, 0, 65568, 0,
    131136, 0, 262272, 0, 524544, 0, 1049088, 0, 2098176, 0, 4196353, 0, 8392706, 0, 16785412, 0,
    33570824, 0, 67141648, 0, 134283296, 0, 268566592, 0, 537133184, 0, 1074266368, 0,
    2148532736i64, 0, 4297065472i64, 0, 8594130945i64, 0, 17188261890i64, 0, 34376523780i64, 0,
    68753047560i64, 0, 137506095120i64, 0, 275012190240i64, 0, 550024380480i64, 0, 1100048760960i64,
    0, 2200097521920i64, 0, 4400195043840i64, 0, 8800390087680i64, 0, 17600780175361i64, 0,
    35201560350722i64, 0, 70403120701444i64, 0, 140806241402888i64, 0, 281612482805776i64, 0,
    563224965611552i64, 0, 1126449931223104i64, 0, 2252899862446208i64, 0, 4505799724892416i64, 0,
    9011599449784832i64, 0, 18023198899569664i64, 0, 36046397799139329i64, 0, 72092795598278658i64,
    0, 144185591196557316i64, 0, 288371182393114632i64, 0, 576742364786229264i64, 0,
    1153484729572458528i64, 0, 2306969459144917056i64, 0, 4613938918289834112i64, 0,
    -9218866237129883392i64, 0, 9011599449784832i64, 1, 18023198899569664i64, 2,
    36046397799139329i64, 4, 72092795598278658i64, 8, 144185591196557316i64, 16,
    288371182393114632i64, 32, 576742364786229264i64, 64, 1153484729572458528i64, 128,
    2306969459144917056i64, 256, 4613938918289834112i64, 512, -9218866237129883392i64, 1024,
    9011599449784832i64, 2049, 18023198899569664i64, 4098, 36046397799139329i64, 8196,
    72092795598278658i64, 16392, 144185591196557316i64, 32784, 288371182393114632i64, 65568,
    576742364786229264i64, 131136, 1153484729572458528i64, 262272, 2306969459144917056i64, 524544,
    4613938918289834112i64, 1049088, -9218866237129883392i64, 2098176, 9011599449784832i64, 4196353,
    18023198899569664i64, 8392706, 36046397799139329i64, 16785412, 72092795598278658i64, 33570824,
    144185591196557316i64, 67141648, 288371182393114632i64, 134283296, 576742364786229264i64,
    268566592, 1153484729572458528i64, 537133184, 2306969459144917056i64, 1074266368,
    4613938918289834112i64, 2148532736i64, -9218866237129883392i64, 4297065472i64,
    9011599449784832i64, 8594130945i64, 18023198899569664i64, 17188261890i64, 36046397799139329i64,
    34376523780i64, 72092795598278658i64, 68753047560i64, 144185591196557316i64, 137506095120i64,
    288371182393114632i64, 275012190240i64, 576742364786229264i64, 550024380480i64,
    1153484729572458528i64, 1100048760960i64, 2306969459144917056i64, 2200097521920i64,
    4613938918289834112i64, 4400195043840i64, -9218866237129883392i64, 8800390087680i64,
    9011599449784832i64, 17600780175361i64, 18023198899569664i64, 35201560350722i64, 0, 0, 0, 0, 1,
    0, 3, 0, 7, 0, 15, 0, 31, 0, 63, 0, 127, 0, 255, 0, 511, 0, 1023, 0, 0, 0, 2048, 0, 6144, 0,
    14336, 0, 30720, 0, 63488, 0, 129024, 0, 260096, 0, 522240, 0, 1046528, 0, 2095104, 0, 0, 0,
    4194304, 0, 12582912, 0, 29360128, 0, 62914560, 0, 130023424, 0, 264241152, 0, 532676608, 0,
    1069547520, 0, 2143289344, 0, 4290772992i64, 0, 0, 0, 8589934592i64, 0, 25769803776i64, 0,
    60129542144i64, 0, 128849018880i64, 0, 266287972352i64, 0, 541165879296i64, 0, 1090921693184i64,
    0, 2190433320960i64, 0, 4389456576512i64, 0, 8787503087616i64, 0, 0, 0, 17592186044416i64, 0,
    52776558133248i64, 0, 123145302310912i64, 0, 263882790666240i64, 0, 545357767376896i64, 0,
    1108307720798208i64, 0, 2234207627640832i64, 0, 4486007441326080i64, 0, 8989607068696576i64, 0,
    17996806323437568i64, 0, 0, 0, 36028797018963968i64, 0, 108086391056891904i64, 0,
    252201579132747776i64, 0, 540431955284459520i64, 0, 1116892707587883008i64, 0,
    2269814212194729984i64, 0, 4575657221408423936i64, 0, 9187343239835811840i64, 0,
    -36028797018963968i64, 0, -36028797018963968i64, 1, 0, 0, 0, 4, 0, 12, 0, 28, 0, 60, 0, 124, 0,
    252, 0, 508, 0, 1020, 0, 2044, 0, 4092, 0, 0, 0, 8192, 0, 24576, 0, 57344, 0, 122880, 0, 253952,
    0, 516096, 0, 1040384, 0, 2088960, 0, 4186112, 0, 8380416, 0, 0, 0, 16777216, 0, 50331648, 0,
    117440512, 0, 251658240, 0, 520093696, 0, 1056964608, 0, 2130706432, 0, 4278190080i64, 0,
    8573157376i64, 0, 17163091968i64, 0, 0, 0, 34359738368i64, 0, 103079215104i64, 0,
    240518168576i64, 0, 515396075520i64, 0, 1065151889408i64, 0, 2164663517184i64, 0,
    4363686772736i64, 0, 8761733283840i64, 0, 17557826306048i64, 0, 35150012350464i64, 0, 0, 0,
    70368744177664i64, 0, 211106232532992i64, 0, 492581209243648i64, 0, 1055531162664960i64, 0,
    2181431069507584i64, 0, 4433230883192832i64, 0, 8936830510563328i64, 0, 17944029765304320i64, 0,
    35958428274786304i64, 0, 71987225293750272i64, 0, 0,
];

/// Table `slide_from_on_14`.
static SLIDE_FROM_ON_14: [i64; 976] = [
    36046397799139329i64, 70403120701444i64, 72092795598278658i64, 140806241402888i64,
    144185591196557316i64, 281612482805776i64, 288371182393114632i64, 563224965611552i64,
    576742364786229264i64, 1126449931223104i64, 1153484729572458528i64, 2252899862446208i64,
    2306969459144917056i64, 4505799724892416i64, 4613938918289834112i64, 9011599449784832i64,
    -9218866237129883392i64, 18023198899569664i64, 9011599449784832i64, 36046397799139329i64,
    18023198899569664i64, 72092795598278658i64, 36046397799139328i64, 70403120701444i64,
    72092795598278656i64, 140806241402888i64, 144185591196557312i64, 281612482805776i64,
    288371182393114624i64, 563224965611552i64, 576742364786229248i64, 1126449931223104i64,
    1153484729572458496i64, 2252899862446208i64, 2306969459144916992i64, 4505799724892416i64,
    4613938918289833984i64, 9011599449784832i64, -9218866237129883648i64, 18023198899569664i64,
    9011599449784320i64, 36046397799139329i64, 18023198899568640i64, 72092795598278658i64,
    36046397799137280i64, 70403120701444i64, 72092795598274560i64, 140806241402888i64,
    144185591196549120i64, 281612482805776i64, 288371182393098240i64, 563224965611552i64,
    576742364786196480i64, 1126449931223104i64, 1153484729572392960i64, 2252899862446208i64,
    2306969459144785920i64, 4505799724892416i64, 4613938918289571840i64, 9011599449784832i64,
    -9218866237130407936i64, 18023198899569664i64, 9011599448735744i64, 36046397799139329i64,
    18023198897471488i64, 72092795598278658i64, 36046397794942976i64, 70403120701444i64,
    72092795589885952i64, 140806241402888i64, 144185591179771904i64, 281612482805776i64,
    288371182359543808i64, 563224965611552i64, 576742364719087616i64, 1126449931223104i64,
    1153484729438175232i64, 2252899862446208i64, 2306969458876350464i64, 4505799724892416i64,
    4613938917752700928i64, 9011599449784832i64, -9218866238204149760i64, 18023198899569664i64,
    9011597301252096i64, 36046397799139329i64, 18023194602504192i64, 72092795598278658i64,
    36046389205008384i64, 70403120701444i64, 72092778410016768i64, 140806241402888i64,
    144185556820033536i64, 281612482805776i64, 288371113640067072i64, 563224965611552i64,
    576742227280134144i64, 1126449931223104i64, 1153484454560268288i64, 2252899862446208i64,
    2306968909120536576i64, 4505799724892416i64, 4613937818241073152i64, 9011599449784832i64,
    -9218868437227405312i64, 18023198899569664i64, 9007199254740992i64, 36046397799139329i64,
    18014398509481984i64, 72092795598278658i64, 36028797018963968i64, 70403120701444i64,
    72057594037927936i64, 140806241402888i64, 144115188075855872i64, 281612482805776i64,
    288230376151711744i64, 563224965611552i64, 576460752303423488i64, 1126449931223104i64,
    1152921504606846976i64, 2252899862446208i64, 2305843009213693952i64, 4505799724892416i64,
    4611686018427387904i64, 9011599449784832i64,
    i64::MIN,
    18023198899569664i64, 0, 36046397799139329i64, 0, 72092795598278658i64, 0, 70403120701444i64, 0,
    140806241402888i64, 0, 281612482805776i64, 0, 563224965611552i64, 0, 1126449931223104i64, 0,
    2252899862446208i64, 0, 4505799724892416i64, 0, 9011599449784832i64, 0, 18023198899569664i64, 0,
    36046397799139328i64, 0, 72092795598278656i64, 0, 70403120701440i64, 0, 140806241402880i64, 0,
    281612482805760i64, 0, 563224965611520i64, 0, 1126449931223040i64, 0, 2252899862446080i64, 0,
    4505799724892160i64, 0, 9011599449784320i64, 0, 18023198899568640i64, 0, 36046397799137280i64,
    0, 72092795598274560i64, 0, 70403120693248i64, 0, 140806241386496i64, 0, 281612482772992i64, 0,
    563224965545984i64, 0, 1126449931091968i64, 0, 2252899862183936i64, 0, 4505799724367872i64, 0,
    9011599448735744i64, 0, 18023198897471488i64, 0, 36046397794942976i64, 0, 72092795589885952i64,
    0, 70403103916032i64, 0, 140806207832064i64, 0, 281612415664128i64, 0, 563224831328256i64, 0,
    1126449662656512i64, 0, 2252899325313024i64, 0, 4505798650626048i64, 0, 9011597301252096i64, 0,
    18023194602504192i64, 0, 36046389205008384i64, 0, 72092778410016768i64, 0, 70368744177664i64, 0,
    140737488355328i64, 0, 281474976710656i64, 0, 562949953421312i64, 0, 1125899906842624i64, 0,
    2251799813685248i64, 0, 4503599627370496i64, 0, 9007199254740992i64, 0, 18014398509481984i64, 0,
    36028797018963968i64, 0, 72057594037927936i64, 0, 0, 2047, 0, 2046, 0, 2044, 0, 2040, 0, 2032,
    0, 2016, 0, 1984, 0, 1920, 0, 1792, 0, 1536, 0, 1024, 0, 4192256, 0, 4190208, 0, 4186112, 0,
    4177920, 0, 4161536, 0, 4128768, 0, 4063232, 0, 3932160, 0, 3670016, 0, 3145728, 0, 2097152, 0,
    8585740288i64, 0, 8581545984i64, 0, 8573157376i64, 0, 8556380160i64, 0, 8522825728i64, 0,
    8455716864i64, 0, 8321499136i64, 0, 8053063680i64, 0, 7516192768i64, 0, 6442450944i64, 0,
    4294967296i64, 0, 17583596109824i64, 0, 17575006175232i64, 0, 17557826306048i64, 0,
    17523466567680i64, 0, 17454747090944i64, 0, 17317308137472i64, 0, 17042430230528i64, 0,
    16492674416640i64, 0, 15393162788864i64, 0, 13194139533312i64, 0, 8796093022208i64, 0,
    36011204832919552i64, 0, 35993612646875136i64, 0, 35958428274786304i64, 0, 35888059530608640i64,
    0, 35747322042253312i64, 0, 35465847065542656i64, 0, 34902897112121344i64, 0,
    33776997205278720i64, 0, 31525197391593472i64, 0, 27021597764222976i64, 0, 18014398509481984i64,
    0, -36028797018963968i64, 3, -72057594037927936i64, 3, -144115188075855872i64, 3,
    -288230376151711744i64, 3, -576460752303423488i64, 3, -1152921504606846976i64, 3,
    -2305843009213693952i64, 3, -4611686018427387904i64, 3,
    i64::MIN,
    3, 0, 3, 0, 2, 0, 8188, 0, 8184, 0, 8176, 0, 8160, 0, 8128, 0, 8064, 0, 7936, 0, 7680, 0, 7168,
    0, 6144, 0, 4096, 0, 16769024, 0, 16760832, 0, 16744448, 0, 16711680, 0, 16646144, 0, 16515072,
    0, 16252928, 0, 15728640, 0, 14680064, 0, 12582912, 0, 8388608, 0, 34342961152i64, 0,
    34326183936i64, 0, 34292629504i64, 0, 34225520640i64, 0, 34091302912i64, 0, 33822867456i64, 0,
    33285996544i64, 0, 32212254720i64, 0, 30064771072i64, 0, 25769803776i64, 0, 17179869184i64, 0,
    70334384439296i64, 0, 70300024700928i64, 0, 70231305224192i64, 0, 70093866270720i64, 0,
    69818988363776i64, 0, 69269232549888i64, 0, 68169720922112i64, 0, 65970697666560i64, 0,
    61572651155456i64, 0, 52776558133248i64, 0, 35184372088832i64, 0, 144044819331678208i64, 0,
    143974450587500544i64, 0, 143833713099145216i64, 0, 143552238122434560i64, 0,
    142989288169013248i64, 0, 141863388262170624i64, 0, 139611588448485376i64, 0,
    135107988821114880i64, 0, 126100789566373888i64, 0, 108086391056891904i64, 0,
    72057594037927936i64, 0, 0, 1, 0, 2, 0, 4, 0, 8, 0, 16, 0, 32, 0, 64, 0, 128, 0, 256, 0, 512, 0,
    1024, 0, 2049, 0, 4098, 0, 8196, 0, 16392, 0, 32784, 0, 65568, 0, 131136, 0, 262272, 0, 524544,
    0, 1049088, 0, 2098176, 0, 4196353, 0, 8392706, 0, 16785412, 0, 33570824, 0, 67141648, 0,
    134283296, 0, 268566592, 0, 537133184, 0, 1074266368, 0, 2148532736i64, 0, 4297065472i64, 0,
    8594130945i64, 0, 17188261890i64, 0, 34376523780i64, 0, 68753047560i64, 0, 137506095120i64, 0,
    275012190240i64, 0, 550024380480i64, 0, 1100048760960i64, 0, 2200097521920i64, 0,
    4400195043840i64, 0, 8800390087680i64, 0, 17600780175361i64, 0, 35201560350722i64, 0,
    70403120701444i64, 0, 140806241402888i64, 0, 281612482805776i64, 0, 563224965611552i64, 0,
    1126449931223104i64, 0, 2252899862446208i64, 0, 4505799724892416i64, 0, 9011599449784832i64, 0,
    18023198899569664i64, 0, 36046397799139329i64, 0, 72092795598278658i64, 0,
    144185591196557316i64, 0, 288371182393114632i64, 0, 576742364786229264i64, 0,
    1153484729572458528i64, 0, 2306969459144917056i64, 0, 4613938918289834112i64, 0,
    -9218866237129883392i64, 0, 9011599449784832i64, 1, 18023198899569664i64, 2,
    36046397799139329i64, 4, 72092795598278658i64, 8, 144185591196557316i64, 16,
    288371182393114632i64, 32, 576742364786229264i64, 64, 1153484729572458528i64, 128,
    2306969459144917056i64, 256, 4613938918289834112i64, 512, -9218866237129883392i64, 1024,
    9011599449784832i64, 2049, 18023198899569664i64, 4098, 36046397799139329i64, 8196,
    72092795598278658i64, 16392, 144185591196557316i64, 32784, 288371182393114632i64, 65568,
    576742364786229264i64, 131136, 1153484729572458528i64, 262272, 2306969459144917056i64, 524544,
    4613938918289834112i64, 1049088, -9218866237129883392i64, 2098176, 9011599449784832i64, 4196353,
    18023198899569664i64, 8392706, 36046397799139329i64, 16785412, 72092795598278658i64, 33570824,
    144185591196557316i64, 67141648, 288371182393114632i64, 134283296, 576742364786229264i64,
    268566592, 1153484729572458528i64, 537133184, 2306969459144917056i64, 1074266368,
    4613938918289834112i64, 2148532736i64, -9218866237129883392i64, 4297065472i64,
    9011599449784832i64, 8594130945i64, 18023198899569664i64, 17188261890i64, 36046397799139329i64,
    34376523780i64, 72092795598278658i64, 68753047560i64, 144185591196557316i64, 137506095120i64,
    288371182393114632i64, 275012190240i64, 576742364786229264i64, 550024380480i64,
    1153484729572458528i64, 1100048760960i64, 2306969459144917056i64, 2200097521920i64,
    4613938918289834112i64, 4400195043840i64, -9218866237129883392i64, 8800390087680i64,
    9011599449784832i64, 17600780175361i64, 18023198899569664i64, 35201560350722i64,
    36046397799139329i64, 70403120701444i64, 72092795598278658i64, 140806241402888i64,
    144185591196557316i64, 281612482805776i64, 288371182393114632i64, 563224965611552i64,
    576742364786229264i64, 1126449931223104i64, 1153484729572458528i64, 2252899862446208i64,
    2306969459144917056i64, 4505799724892416i64, 4613938918289834112i64, 9011599449784832i64,
    -9218866237129883392i64, 18023198899569664i64, 9011599449784832i64, 36046397799139329i64,
    18023198899569664i64, 72092795598278658i64, 0, 0, 1, 0, 3, 0, 7, 0, 15, 0, 31, 0, 63, 0, 127, 0,
    255, 0, 511, 0, 1023, 0, 2047, 0, 2048, 0, 6144, 0, 14336, 0, 30720, 0, 63488, 0, 129024, 0,
    260096, 0, 522240, 0, 1046528, 0, 2095104, 0, 4192256, 0, 4194304, 0, 12582912, 0, 29360128, 0,
    62914560, 0, 130023424, 0, 264241152, 0, 532676608, 0, 1069547520, 0, 2143289344, 0,
    4290772992i64, 0, 8585740288i64, 0, 8589934592i64, 0, 25769803776i64, 0, 60129542144i64, 0,
    128849018880i64, 0, 266287972352i64, 0, 541165879296i64, 0, 1090921693184i64, 0,
    2190433320960i64, 0, 4389456576512i64, 0, 8787503087616i64, 0, 17583596109824i64, 0,
    17592186044416i64, 0, 52776558133248i64, 0, 123145302310912i64, 0, 263882790666240i64, 0,
    545357767376896i64, 0, 1108307720798208i64, 0, 2234207627640832i64, 0, 4486007441326080i64, 0,
    8989607068696576i64, 0, 17996806323437568i64, 0, 36011204832919552i64, 0, 36028797018963968i64,
    0, 108086391056891904i64, 0, 252201579132747776i64, 0, 540431955284459520i64, 0,
    1116892707587883008i64, 0, 2269814212194729984i64, 0, 4575657221408423936i64, 0,
    9187343239835811840i64, 0, -36028797018963968i64, 0, -36028797018963968i64, 1,
    -36028797018963968i64, 3, 0, 4, 0, 12, 0, 28, 0, 60, 0, 124, 0, 252, 0, 508, 0, 1020, 0, 2044,
    0, 4092, 0, 8188, 0, 8192, 0, 24576, 0, 57344, 0, 122880, 0, 253952, 0, 516096, 0, 1040384, 0,
    2088960, 0, 4186112, 0, 8380416, 0, 16769024, 0, 16777216, 0, 50331648, 0, 117440512, 0,
    251658240, 0, 520093696, 0, 1056964608, 0, 2130706432, 0, 4278190080i64, 0, 8573157376i64, 0,
    17163091968i64, 0, 34342961152i64, 0, 34359738368i64, 0, 103079215104i64, 0, 240518168576i64, 0,
    515396075520i64, 0, 1065151889408i64, 0, 2164663517184i64, 0, 4363686772736i64, 0,
    8761733283840i64, 0, 17557826306048i64, 0, 35150012350464i64, 0, 70334384439296i64, 0,
    70368744177664i64, 0, 211106232532992i64, 0, 492581209243648i64, 0, 1055531162664960i64, 0,
    2181431069507584i64, 0, 4433230883192832i64, 0, 8936830510563328i64, 0, 17944029765304320i64, 0,
    35958428274786304i64, 0, 71987225293750272i64, 0, 144044819331678208i64, 0, 0,
];

/// Table `piece_jarl_15`.
static PIECE_JARL_15: [u8; 4] = [0, 0, 3, 0];

/// Table `pieces_16`.
static PIECES_16: [u8; 4] = [0, 0, 0, 1];

/// Table `sites_17`.
static SITES_17: [u8; 4] = [0, 10, 110, 120];
