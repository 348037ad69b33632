//! `Fanorona` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Fanorona`: 413 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FanoronaState {
    pub what: [u8; 45],
    pub who: [u8; 45],
    pub piece_state: [u8; 45],
    pub count: [u16; 45],
    pub height: [u8; 45],
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
    pub remembered: [u8; 45],
}

impl FanoronaState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: FanoronaState = FanoronaState {
        what: [0; 45],
        who: [0; 45],
        piece_state: [0; 45],
        count: [0; 45],
        height: [0; 45],
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
        remembered: [0; 45],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for FanoronaState {
    const LAYOUT: &'static str = "what:U8x45@0 who:U8x45@45 piece_state:U8x45@90 count:U16x45@136 height:U8x45@226 mover:U8x1@271 next:U8x1@272 prev:U8x1@273 num_moves:I32x1@276 last_from:I8x1@280 last_to:I8x1@281 moves_in_turn:I32x1@284 pass_run:I32x1@288 over:U8x1@292 swapped:U8x1@293 turns:I32x1@296 last_pass:U8x1@300 phase:U8x2@301 score:I32x2@304 rank:U8x2@312 triggered:I32x2@316 mark:I32x1@324 stamp:I32x1@328 stack:I8x1@332 owned:Bitsx4@336 remembered:U8x45@368 =413";

    fn from_kernel_bytes(bytes: &[u8]) -> FanoronaState {
        assert_eq!(bytes.len(), 413, "a state of this layout has {} bytes", 413);
        let mut s = FanoronaState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[45..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[90..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[136..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[226..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[271..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[272..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[273..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[276..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[280..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[281..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[284..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[288..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[292..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[293..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[296..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[300..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[301..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[304..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[312..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[316..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[324..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[328..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[332..]);
        ::ludemic_runtime::kernel::read_field(&mut s.owned, &bytes[336..]);
        ::ludemic_runtime::kernel::read_field(&mut s.remembered, &bytes[368..]);
        s
    }
}

/// The game `Fanorona`; its states are [`FanoronaState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fanorona;

impl Fanorona {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 4052;
}

#[allow(unused, clippy::all)]
impl Game for Fanorona {
    type State = FanoronaState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Fanorona"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> FanoronaState {
        let mut s = FanoronaState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &FanoronaState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &FanoronaState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut FanoronaState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &FanoronaState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &FanoronaState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &FanoronaState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 45,
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
impl FanoronaState {
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
        let mut cse37: i64 = 0;
        let mut cse38: i64 = 0;
        let mut cse39: i64 = 0;
        let mut cse40: i64 = 0;
        let mut cse41: i64 = 0;
        let mut cse42: i64 = 0;
        let mut cse43: i64 = 0;
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
        cse16 = (self.who[16] as i64).wrapping_add(0);
        self.owned[cse16 as usize] = (self.owned[cse16 as usize] as i64 & -65537) as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 65536) as u64;
        self.what[16] = 1;
        self.who[16] = 1;
        self.piece_state[16] = 0;
        self.height[16] = 1;
        self.count[16] = 1;
        cse17 = (self.who[17] as i64).wrapping_add(0);
        self.owned[cse17 as usize] = (self.owned[cse17 as usize] as i64 & -131073)
            as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 131072) as u64;
        self.what[17] = 1;
        self.who[17] = 1;
        self.piece_state[17] = 0;
        self.height[17] = 1;
        self.count[17] = 1;
        cse18 = (self.who[19] as i64).wrapping_add(0);
        self.owned[cse18 as usize] = (self.owned[cse18 as usize] as i64 & -524289)
            as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 524288) as u64;
        self.what[19] = 1;
        self.who[19] = 1;
        self.piece_state[19] = 0;
        self.height[19] = 1;
        self.count[19] = 1;
        cse19 = (self.who[21] as i64).wrapping_add(0);
        self.owned[cse19 as usize] = (self.owned[cse19 as usize] as i64 & -2097153)
            as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 2097152) as u64;
        self.what[21] = 1;
        self.who[21] = 1;
        self.piece_state[21] = 0;
        self.height[21] = 1;
        self.count[21] = 1;
        cse20 = (self.who[24] as i64).wrapping_add(0);
        self.owned[cse20 as usize] = (self.owned[cse20 as usize] as i64 & -16777217)
            as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 16777216) as u64;
        self.what[24] = 1;
        self.who[24] = 1;
        self.piece_state[24] = 0;
        self.height[24] = 1;
        self.count[24] = 1;
        cse21 = (self.who[26] as i64).wrapping_add(0);
        self.owned[cse21 as usize] = (self.owned[cse21 as usize] as i64 & -67108865)
            as u64;
        self.owned[1 as usize] = (self.owned[1 as usize] as i64 | 67108864) as u64;
        self.what[26] = 1;
        self.who[26] = 1;
        self.piece_state[26] = 0;
        self.height[26] = 1;
        self.count[26] = 1;
        cse22 = (self.who[18] as i64).wrapping_add(0);
        self.owned[cse22 as usize] = (self.owned[cse22 as usize] as i64 & -262145)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 262144) as u64;
        self.what[18] = 2;
        self.who[18] = 2;
        self.piece_state[18] = 0;
        self.height[18] = 1;
        self.count[18] = 1;
        cse23 = (self.who[20] as i64).wrapping_add(0);
        self.owned[cse23 as usize] = (self.owned[cse23 as usize] as i64 & -1048577)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 1048576) as u64;
        self.what[20] = 2;
        self.who[20] = 2;
        self.piece_state[20] = 0;
        self.height[20] = 1;
        self.count[20] = 1;
        cse24 = (self.who[23] as i64).wrapping_add(0);
        self.owned[cse24 as usize] = (self.owned[cse24 as usize] as i64 & -8388609)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 8388608) as u64;
        self.what[23] = 2;
        self.who[23] = 2;
        self.piece_state[23] = 0;
        self.height[23] = 1;
        self.count[23] = 1;
        cse25 = (self.who[25] as i64).wrapping_add(0);
        self.owned[cse25 as usize] = (self.owned[cse25 as usize] as i64 & -33554433)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 33554432) as u64;
        self.what[25] = 2;
        self.who[25] = 2;
        self.piece_state[25] = 0;
        self.height[25] = 1;
        self.count[25] = 1;
        cse26 = (self.who[27] as i64).wrapping_add(0);
        self.owned[cse26 as usize] = (self.owned[cse26 as usize] as i64 & -134217729)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 134217728) as u64;
        self.what[27] = 2;
        self.who[27] = 2;
        self.piece_state[27] = 0;
        self.height[27] = 1;
        self.count[27] = 1;
        cse27 = (self.who[28] as i64).wrapping_add(0);
        self.owned[cse27 as usize] = (self.owned[cse27 as usize] as i64 & -268435457)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 268435456) as u64;
        self.what[28] = 2;
        self.who[28] = 2;
        self.piece_state[28] = 0;
        self.height[28] = 1;
        self.count[28] = 1;
        cse28 = (self.who[29] as i64).wrapping_add(0);
        self.owned[cse28 as usize] = (self.owned[cse28 as usize] as i64 & -536870913)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 536870912) as u64;
        self.what[29] = 2;
        self.who[29] = 2;
        self.piece_state[29] = 0;
        self.height[29] = 1;
        self.count[29] = 1;
        cse29 = (self.who[30] as i64).wrapping_add(0);
        self.owned[cse29 as usize] = (self.owned[cse29 as usize] as i64 & -1073741825)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 1073741824) as u64;
        self.what[30] = 2;
        self.who[30] = 2;
        self.piece_state[30] = 0;
        self.height[30] = 1;
        self.count[30] = 1;
        cse30 = (self.who[31] as i64).wrapping_add(0);
        self.owned[cse30 as usize] = (self.owned[cse30 as usize] as i64 & -2147483649i64)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 2147483648i64) as u64;
        self.what[31] = 2;
        self.who[31] = 2;
        self.piece_state[31] = 0;
        self.height[31] = 1;
        self.count[31] = 1;
        cse31 = (self.who[32] as i64).wrapping_add(0);
        self.owned[cse31 as usize] = (self.owned[cse31 as usize] as i64 & -4294967297i64)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 4294967296i64) as u64;
        self.what[32] = 2;
        self.who[32] = 2;
        self.piece_state[32] = 0;
        self.height[32] = 1;
        self.count[32] = 1;
        cse32 = (self.who[33] as i64).wrapping_add(0);
        self.owned[cse32 as usize] = (self.owned[cse32 as usize] as i64 & -8589934593i64)
            as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 8589934592i64) as u64;
        self.what[33] = 2;
        self.who[33] = 2;
        self.piece_state[33] = 0;
        self.height[33] = 1;
        self.count[33] = 1;
        cse33 = (self.who[34] as i64).wrapping_add(0);
        self.owned[cse33 as usize] = (self.owned[cse33 as usize] as i64
            & -17179869185i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 17179869184i64) as u64;
        self.what[34] = 2;
        self.who[34] = 2;
        self.piece_state[34] = 0;
        self.height[34] = 1;
        self.count[34] = 1;
        cse34 = (self.who[35] as i64).wrapping_add(0);
        self.owned[cse34 as usize] = (self.owned[cse34 as usize] as i64
            & -34359738369i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 34359738368i64) as u64;
        self.what[35] = 2;
        self.who[35] = 2;
        self.piece_state[35] = 0;
        self.height[35] = 1;
        self.count[35] = 1;
        cse35 = (self.who[36] as i64).wrapping_add(0);
        self.owned[cse35 as usize] = (self.owned[cse35 as usize] as i64
            & -68719476737i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 68719476736i64) as u64;
        self.what[36] = 2;
        self.who[36] = 2;
        self.piece_state[36] = 0;
        self.height[36] = 1;
        self.count[36] = 1;
        cse36 = (self.who[37] as i64).wrapping_add(0);
        self.owned[cse36 as usize] = (self.owned[cse36 as usize] as i64
            & -137438953473i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 137438953472i64)
            as u64;
        self.what[37] = 2;
        self.who[37] = 2;
        self.piece_state[37] = 0;
        self.height[37] = 1;
        self.count[37] = 1;
        cse37 = (self.who[38] as i64).wrapping_add(0);
        self.owned[cse37 as usize] = (self.owned[cse37 as usize] as i64
            & -274877906945i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 274877906944i64)
            as u64;
        self.what[38] = 2;
        self.who[38] = 2;
        self.piece_state[38] = 0;
        self.height[38] = 1;
        self.count[38] = 1;
        cse38 = (self.who[39] as i64).wrapping_add(0);
        self.owned[cse38 as usize] = (self.owned[cse38 as usize] as i64
            & -549755813889i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 549755813888i64)
            as u64;
        self.what[39] = 2;
        self.who[39] = 2;
        self.piece_state[39] = 0;
        self.height[39] = 1;
        self.count[39] = 1;
        cse39 = (self.who[40] as i64).wrapping_add(0);
        self.owned[cse39 as usize] = (self.owned[cse39 as usize] as i64
            & -1099511627777i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 1099511627776i64)
            as u64;
        self.what[40] = 2;
        self.who[40] = 2;
        self.piece_state[40] = 0;
        self.height[40] = 1;
        self.count[40] = 1;
        cse40 = (self.who[41] as i64).wrapping_add(0);
        self.owned[cse40 as usize] = (self.owned[cse40 as usize] as i64
            & -2199023255553i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 2199023255552i64)
            as u64;
        self.what[41] = 2;
        self.who[41] = 2;
        self.piece_state[41] = 0;
        self.height[41] = 1;
        self.count[41] = 1;
        cse41 = (self.who[42] as i64).wrapping_add(0);
        self.owned[cse41 as usize] = (self.owned[cse41 as usize] as i64
            & -4398046511105i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 4398046511104i64)
            as u64;
        self.what[42] = 2;
        self.who[42] = 2;
        self.piece_state[42] = 0;
        self.height[42] = 1;
        self.count[42] = 1;
        cse42 = (self.who[43] as i64).wrapping_add(0);
        self.owned[cse42 as usize] = (self.owned[cse42 as usize] as i64
            & -8796093022209i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 8796093022208i64)
            as u64;
        self.what[43] = 2;
        self.who[43] = 2;
        self.piece_state[43] = 0;
        self.height[43] = 1;
        self.count[43] = 1;
        cse43 = (self.who[44] as i64).wrapping_add(0);
        self.owned[cse43 as usize] = (self.owned[cse43 as usize] as i64
            & -17592186044417i64) as u64;
        self.owned[2 as usize] = (self.owned[2 as usize] as i64 | 17592186044416i64)
            as u64;
        self.what[44] = 2;
        self.who[44] = 2;
        self.piece_state[44] = 0;
        self.height[44] = 1;
        self.count[44] = 1;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut site: i64 = 0;
        let mut to: i64 = 0;
        let mut centre: i64 = 0;
        let mut n: i64 = 0;
        let mut d: i64 = 0;
        let mut site_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut centre_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut d_1: i64 = 0;
        let mut before: i64 = 0;
        let mut own: i64 = 0;
        let mut occupied: i64 = 0;
        let mut targets: i64 = 0;
        let mut from: i64 = 0;
        let mut to_2: i64 = 0;
        let mut piece: i64 = 0;
        let mut what: i64 = 0;
        let mut site_2: i64 = 0;
        let mut to_3: i64 = 0;
        let mut centre_2: i64 = 0;
        let mut n_2: i64 = 0;
        let mut d_2: i64 = 0;
        let site_3: i64 = 0;
        let to_4: i64 = 0;
        let centre_3: i64 = 0;
        let n_3: i64 = 0;
        let j_3: i64 = 0;
        let d_3: i64 = 0;
        let mut bits: i64 = 0;
        let mut piece_1: i64 = 0;
        let mut what_1: i64 = 0;
        let mut site_4: i64 = 0;
        let mut to_5: i64 = 0;
        let mut centre_4: i64 = 0;
        let mut n_4: i64 = 0;
        let mut d_4: i64 = 0;
        let site_5: i64 = 0;
        let to_6: i64 = 0;
        let centre_5: i64 = 0;
        let n_5: i64 = 0;
        let j_5: i64 = 0;
        let d_5: i64 = 0;
        let mut bits_1: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        if prev == mover {
            site = self.last_to[0] as i64;
            if site >= 0 {
                if site < 45 {
                    centre = self.last_to[0] as i64;
                    if centre >= 0 && centre < 45 {
                        for j in 0i64..8 {
                            d = DIRS_ORTHOGONAL_4[centre.wrapping_mul(8).wrapping_add(j)
                                as usize] as i64;
                            if d < 0 {
                                break;
                            }
                            n = RAY_LEN_1[d.wrapping_mul(45).wrapping_add(centre)
                                as usize] as i64;
                            if n >= 1 {
                                to = RAY_DATA_2[RAY_OFF_0[d
                                    .wrapping_mul(45)
                                    .wrapping_add(centre) as usize] as i64 as usize] as i64;
                                if true {
                                    if to < 45
                                        && (to >= 0 && self.height[to as usize] == 0
                                            && !(to >= 0
                                                && (to >= 0 && to < 45
                                                    && self
                                                        .remembered[(if to >= 0 && to < 45 { to } else { 0 })
                                                        as usize] > 0))
                                            && ((if self
                                                .ahead_between_3(
                                                    to,
                                                    if site >= 0 { site } else { self.last_from[0] as i64 },
                                                    if to >= 0 { to } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_3(
                                                        to,
                                                        if site >= 0 { site } else { self.last_from[0] as i64 },
                                                        if to >= 0 { to } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) > 0
                                                && (if self
                                                    .ahead_between_3(
                                                        to,
                                                        if site >= 0 { site } else { self.last_from[0] as i64 },
                                                        if to >= 0 { to } else { self.last_to[0] as i64 },
                                                    ) >= 0
                                                {
                                                    self
                                                        .who[self
                                                        .ahead_between_3(
                                                            to,
                                                            if site >= 0 { site } else { self.last_from[0] as i64 },
                                                            if to >= 0 { to } else { self.last_to[0] as i64 },
                                                        ) as usize] as i64
                                                } else {
                                                    0
                                                }) != mover
                                                && (if self
                                                    .ahead_between_3(
                                                        to,
                                                        if site >= 0 { site } else { self.last_from[0] as i64 },
                                                        if to >= 0 { to } else { self.last_to[0] as i64 },
                                                    ) >= 0
                                                {
                                                    self
                                                        .who[self
                                                        .ahead_between_3(
                                                            to,
                                                            if site >= 0 { site } else { self.last_from[0] as i64 },
                                                            if to >= 0 { to } else { self.last_to[0] as i64 },
                                                        ) as usize] as i64
                                                } else {
                                                    0
                                                }) <= 2))
                                    {
                                        moves
                                            .push(RawMove {
                                                from: site as u32,
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
            }
            site_1 = self.last_to[0] as i64;
            if site_1 >= 0 {
                if site_1 < 45 {
                    centre_1 = self.last_to[0] as i64;
                    if centre_1 >= 0 && centre_1 < 45 {
                        for j_1 in 0i64..8 {
                            d_1 = DIRS_ORTHOGONAL_4[centre_1
                                .wrapping_mul(8)
                                .wrapping_add(j_1) as usize] as i64;
                            if d_1 < 0 {
                                break;
                            }
                            n_1 = RAY_LEN_1[d_1.wrapping_mul(45).wrapping_add(centre_1)
                                as usize] as i64;
                            if n_1 >= 1 {
                                to_1 = RAY_DATA_2[RAY_OFF_0[d_1
                                    .wrapping_mul(45)
                                    .wrapping_add(centre_1) as usize] as i64 as usize] as i64;
                                if true {
                                    if to_1 < 45
                                        && (to_1 >= 0 && self.height[to_1 as usize] == 0
                                            && !(to_1 >= 0
                                                && (to_1 >= 0 && to_1 < 45
                                                    && self
                                                        .remembered[(if to_1 >= 0 && to_1 < 45 { to_1 } else { 0 })
                                                        as usize] > 0))
                                            && ((if self
                                                .ahead_between_4(
                                                    site_1,
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_4(
                                                        site_1,
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) > 0
                                                && (if self
                                                    .ahead_between_4(
                                                        site_1,
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    ) >= 0
                                                {
                                                    self
                                                        .who[self
                                                        .ahead_between_4(
                                                            site_1,
                                                            if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                            if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        ) as usize] as i64
                                                } else {
                                                    0
                                                }) != mover
                                                && (if self
                                                    .ahead_between_4(
                                                        site_1,
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    ) >= 0
                                                {
                                                    self
                                                        .who[self
                                                        .ahead_between_4(
                                                            site_1,
                                                            if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                            if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        ) as usize] as i64
                                                } else {
                                                    0
                                                }) <= 2))
                                    {
                                        moves
                                            .push(RawMove {
                                                from: site_1 as u32,
                                                to: to_1 as u32,
                                                level_from: 0,
                                                level_to: 0,
                                                kind: 0,
                                                aux: 1048321,
                                            });
                                    }
                                }
                            }
                        }
                    }
                }
            }
            moves
                .push(RawMove {
                    from: 4294967295,
                    to: 4294967295,
                    level_from: 0,
                    level_to: 0,
                    kind: 1,
                    aux: 0,
                });
        } else {
            before = moves.len() as i64;
            for word in 0i64..1 {
                bits = self.owned[mover.wrapping_add(word) as usize] as i64;
                while bits != 0 {
                    piece = word
                        .wrapping_mul(64)
                        .wrapping_add(bits.trailing_zeros() as i64);
                    bits = bits & bits.wrapping_sub(1);
                    what = self.what[piece as usize] as i64;
                    if what == 1 || what == 2 {
                        site_2 = piece;
                        if site_2 >= 0 {
                            if site_2 < 45 {
                                centre_2 = site_2;
                                if centre_2 >= 0 && centre_2 < 45 {
                                    for j_2 in 0i64..8 {
                                        d_2 = DIRS_ORTHOGONAL_4[centre_2
                                            .wrapping_mul(8)
                                            .wrapping_add(j_2) as usize] as i64;
                                        if d_2 < 0 {
                                            break;
                                        }
                                        n_2 = RAY_LEN_1[d_2.wrapping_mul(45).wrapping_add(centre_2)
                                            as usize] as i64;
                                        if n_2 >= 1 {
                                            to_3 = RAY_DATA_2[RAY_OFF_0[d_2
                                                .wrapping_mul(45)
                                                .wrapping_add(centre_2) as usize] as i64 as usize] as i64;
                                            if true {
                                                if to_3 < 45
                                                    && (to_3 >= 0 && self.height[to_3 as usize] == 0
                                                        && ((if self
                                                            .ahead_between_5(
                                                                to_3,
                                                                if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                                if to_3 >= 0 { to_3 } else { self.last_to[0] as i64 },
                                                            ) >= 0
                                                        {
                                                            self
                                                                .who[self
                                                                .ahead_between_5(
                                                                    to_3,
                                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                                    if to_3 >= 0 { to_3 } else { self.last_to[0] as i64 },
                                                                ) as usize] as i64
                                                        } else {
                                                            0
                                                        }) > 0
                                                            && (if self
                                                                .ahead_between_5(
                                                                    to_3,
                                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                                    if to_3 >= 0 { to_3 } else { self.last_to[0] as i64 },
                                                                ) >= 0
                                                            {
                                                                self
                                                                    .who[self
                                                                    .ahead_between_5(
                                                                        to_3,
                                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                                        if to_3 >= 0 { to_3 } else { self.last_to[0] as i64 },
                                                                    ) as usize] as i64
                                                            } else {
                                                                0
                                                            }) != mover
                                                            && (if self
                                                                .ahead_between_5(
                                                                    to_3,
                                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                                    if to_3 >= 0 { to_3 } else { self.last_to[0] as i64 },
                                                                ) >= 0
                                                            {
                                                                self
                                                                    .who[self
                                                                    .ahead_between_5(
                                                                        to_3,
                                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                                        if to_3 >= 0 { to_3 } else { self.last_to[0] as i64 },
                                                                    ) as usize] as i64
                                                            } else {
                                                                0
                                                            }) <= 2))
                                                {
                                                    moves
                                                        .push(RawMove {
                                                            from: site_2 as u32,
                                                            to: to_3 as u32,
                                                            level_from: 0,
                                                            level_to: 0,
                                                            kind: 0,
                                                            aux: 3i64
                                                                .wrapping_add((if piece >= 0 { piece } else { 4095 }) << 8)
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
                }
            }
            for word_1 in 0i64..1 {
                bits_1 = self.owned[mover.wrapping_add(word_1) as usize] as i64;
                while bits_1 != 0 {
                    piece_1 = word_1
                        .wrapping_mul(64)
                        .wrapping_add(bits_1.trailing_zeros() as i64);
                    bits_1 = bits_1 & bits_1.wrapping_sub(1);
                    what_1 = self.what[piece_1 as usize] as i64;
                    if what_1 == 1 || what_1 == 2 {
                        site_4 = piece_1;
                        if site_4 >= 0 {
                            if site_4 < 45 {
                                centre_4 = site_4;
                                if centre_4 >= 0 && centre_4 < 45 {
                                    for j_4 in 0i64..8 {
                                        d_4 = DIRS_ORTHOGONAL_4[centre_4
                                            .wrapping_mul(8)
                                            .wrapping_add(j_4) as usize] as i64;
                                        if d_4 < 0 {
                                            break;
                                        }
                                        n_4 = RAY_LEN_1[d_4.wrapping_mul(45).wrapping_add(centre_4)
                                            as usize] as i64;
                                        if n_4 >= 1 {
                                            to_5 = RAY_DATA_2[RAY_OFF_0[d_4
                                                .wrapping_mul(45)
                                                .wrapping_add(centre_4) as usize] as i64 as usize] as i64;
                                            if true {
                                                if to_5 < 45
                                                    && (to_5 >= 0 && self.height[to_5 as usize] == 0
                                                        && ((if self
                                                            .ahead_between_6(
                                                                site_4,
                                                                if to_5 >= 0 { to_5 } else { self.last_to[0] as i64 },
                                                                if site_4 >= 0 { site_4 } else { self.last_from[0] as i64 },
                                                            ) >= 0
                                                        {
                                                            self
                                                                .who[self
                                                                .ahead_between_6(
                                                                    site_4,
                                                                    if to_5 >= 0 { to_5 } else { self.last_to[0] as i64 },
                                                                    if site_4 >= 0 { site_4 } else { self.last_from[0] as i64 },
                                                                ) as usize] as i64
                                                        } else {
                                                            0
                                                        }) > 0
                                                            && (if self
                                                                .ahead_between_6(
                                                                    site_4,
                                                                    if to_5 >= 0 { to_5 } else { self.last_to[0] as i64 },
                                                                    if site_4 >= 0 { site_4 } else { self.last_from[0] as i64 },
                                                                ) >= 0
                                                            {
                                                                self
                                                                    .who[self
                                                                    .ahead_between_6(
                                                                        site_4,
                                                                        if to_5 >= 0 { to_5 } else { self.last_to[0] as i64 },
                                                                        if site_4 >= 0 { site_4 } else { self.last_from[0] as i64 },
                                                                    ) as usize] as i64
                                                            } else {
                                                                0
                                                            }) != mover
                                                            && (if self
                                                                .ahead_between_6(
                                                                    site_4,
                                                                    if to_5 >= 0 { to_5 } else { self.last_to[0] as i64 },
                                                                    if site_4 >= 0 { site_4 } else { self.last_from[0] as i64 },
                                                                ) >= 0
                                                            {
                                                                self
                                                                    .who[self
                                                                    .ahead_between_6(
                                                                        site_4,
                                                                        if to_5 >= 0 { to_5 } else { self.last_to[0] as i64 },
                                                                        if site_4 >= 0 { site_4 } else { self.last_from[0] as i64 },
                                                                    ) as usize] as i64
                                                            } else {
                                                                0
                                                            }) <= 2))
                                                {
                                                    moves
                                                        .push(RawMove {
                                                            from: site_4 as u32,
                                                            to: to_5 as u32,
                                                            level_from: 0,
                                                            level_to: 0,
                                                            kind: 0,
                                                            aux: 4i64
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
                }
            }
            if moves.len() as i64 == before {
                own = self.owned[mover as usize] as i64;
                occupied = self.owned[1] as i64 | self.owned[2] as i64;
                if mover == 1 || mover == 2 {
                    targets = (own & 68719476735i64) << 9
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(9);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
                    }
                    targets = (own & 22839383125i64) << 10
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(10);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
                    }
                    targets = (own & 17557759065855i64) << 1
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(1);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
                    }
                    targets = (((own & 35115518131710i64) as u64) >> 1) as i64
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(-1);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
                    }
                    targets = (own & 22906230100i64) << 8
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(8);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
                    }
                    targets = (((own & 35184372088320i64) as u64) >> 9) as i64
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(-9);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
                    }
                    targets = (((own & 5863994905600i64) as u64) >> 8) as i64
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(-8);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
                    }
                    targets = (((own & 23387528320000i64) as u64) >> 10) as i64
                        & (!occupied & 35184372088831i64);
                    while targets != 0 {
                        to_2 = targets.trailing_zeros() as i64;
                        targets = targets & targets.wrapping_sub(1);
                        from = to_2.wrapping_sub(-10);
                        moves
                            .push(RawMove {
                                from: from as u32,
                                to: to_2 as u32,
                                level_from: 0,
                                level_to: 0,
                                kind: 0,
                                aux: 2i64
                                    .wrapping_add((if from >= 0 { from } else { 4095 }) << 8)
                                    .wrapping_add(0) as u32,
                            });
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
        let mut to_1: i64 = 0;
        let mut n: i64 = 0;
        let mut dstart: i64 = 0;
        let mut dx: i64 = 0;
        let mut dy: i64 = 0;
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        let mut run: i64 = 0;
        let mut t: i64 = 0;
        let mut removed: i64 = 0;
        let mut cond: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut n_1: i64 = 0;
        let mut dstart_1: i64 = 0;
        let mut dx_1: i64 = 0;
        let mut dy_1: i64 = 0;
        let mut d_1: i64 = 0;
        let mut index_1: i64 = 0;
        let mut run_1: i64 = 0;
        let mut t_1: i64 = 0;
        let mut removed_1: i64 = 0;
        let mut cond_1: i64 = 0;
        let mut from_3: i64 = 0;
        let mut to_3: i64 = 0;
        let mut n_2: i64 = 0;
        let mut dstart_2: i64 = 0;
        let mut dx_2: i64 = 0;
        let mut dy_2: i64 = 0;
        let mut d_2: i64 = 0;
        let mut index_2: i64 = 0;
        let mut run_2: i64 = 0;
        let mut t_2: i64 = 0;
        let mut removed_2: i64 = 0;
        let mut cond_2: i64 = 0;
        let mut from_4: i64 = 0;
        let mut to_4: i64 = 0;
        let mut n_3: i64 = 0;
        let mut dstart_3: i64 = 0;
        let mut dx_3: i64 = 0;
        let mut dy_3: i64 = 0;
        let mut d_3: i64 = 0;
        let mut index_3: i64 = 0;
        let mut run_3: i64 = 0;
        let mut t_3: i64 = 0;
        let mut removed_3: i64 = 0;
        let mut cond_3: i64 = 0;
        let mut player: i64 = 0;
        let mut next: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
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
            if leaf == 0 || leaf == 1 {} else if leaf == 2 {
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
                from_1 = self.last_from[0] as i64;
                to_1 = self.last_to[0] as i64;
                n = 1;
                dstart = self.last_to[0] as i64;
                dx = self.last_from[0] as i64;
                dy = self.last_to[0] as i64;
                run = 0;
                d = -1;
                if dstart >= 0 && dstart < 45 && (dx >= 0 && dx < 45)
                    && (dy >= 0 && dy < 45)
                {
                    d = DIR_TOWARD_8[dx.wrapping_mul(45).wrapping_add(dy) as usize]
                        as i64;
                }
                if d >= 0 {
                    index = d.wrapping_mul(45).wrapping_add(dstart);
                    while run < RAY_LEN_1[index as usize] as i64 {
                        t = RAY_DATA_2[(RAY_OFF_0[index as usize] as i64)
                            .wrapping_add(run) as usize] as i64;
                        cse0 = if t >= 0 { self.who[t as usize] as i64 } else { 0 };
                        if !(cse0 > 0 && cse0 != mover && cse0 <= 2) {
                            break;
                        }
                        run = run.wrapping_add(1);
                    }
                }
                cond = self.can_move_9(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                if cond != 0 {}
                if from_1 >= 0 && to_1 >= 0 {
                    self.move_n(from_1, to_1, n);
                }
                for i in 0..run {
                    t = RAY_DATA_2[(RAY_OFF_0[index as usize] as i64).wrapping_add(i)
                        as usize] as i64;
                    if t >= 0 && self.height[t as usize] > 0 {
                        removed = t;
                        if removed >= 0 {
                            self.take_piece(removed);
                        }
                    }
                }
                if cond != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 1 {
                from_2 = self.last_from[0] as i64;
                to_2 = self.last_to[0] as i64;
                n_1 = 1;
                dstart_1 = self.last_from[0] as i64;
                dx_1 = self.last_to[0] as i64;
                dy_1 = self.last_from[0] as i64;
                run_1 = 0;
                d_1 = -1;
                if dstart_1 >= 0 && dstart_1 < 45 && (dx_1 >= 0 && dx_1 < 45)
                    && (dy_1 >= 0 && dy_1 < 45)
                {
                    d_1 = DIR_TOWARD_8[dx_1.wrapping_mul(45).wrapping_add(dy_1) as usize]
                        as i64;
                }
                if d_1 >= 0 {
                    index_1 = d_1.wrapping_mul(45).wrapping_add(dstart_1);
                    while run_1 < RAY_LEN_1[index_1 as usize] as i64 {
                        t_1 = RAY_DATA_2[(RAY_OFF_0[index_1 as usize] as i64)
                            .wrapping_add(run_1) as usize] as i64;
                        cse1 = if t_1 >= 0 { self.who[t_1 as usize] as i64 } else { 0 };
                        if !(cse1 > 0 && cse1 != mover && cse1 <= 2) {
                            break;
                        }
                        run_1 = run_1.wrapping_add(1);
                    }
                }
                cond_1 = self
                    .can_move_12(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                if cond_1 != 0 {}
                if from_2 >= 0 && to_2 >= 0 {
                    self.move_n(from_2, to_2, n_1);
                }
                for i_1 in 0..run_1 {
                    t_1 = RAY_DATA_2[(RAY_OFF_0[index_1 as usize] as i64)
                        .wrapping_add(i_1) as usize] as i64;
                    if t_1 >= 0 && self.height[t_1 as usize] > 0 {
                        removed_1 = t_1;
                        if removed_1 >= 0 {
                            self.take_piece(removed_1);
                        }
                    }
                }
                if cond_1 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 2 {} else if leaf == 3 {
                from_3 = self.last_from[0] as i64;
                to_3 = self.last_to[0] as i64;
                n_2 = 1;
                dstart_2 = self.last_to[0] as i64;
                dx_2 = self.last_from[0] as i64;
                dy_2 = self.last_to[0] as i64;
                run_2 = 0;
                d_2 = -1;
                if dstart_2 >= 0 && dstart_2 < 45 && (dx_2 >= 0 && dx_2 < 45)
                    && (dy_2 >= 0 && dy_2 < 45)
                {
                    d_2 = DIR_TOWARD_8[dx_2.wrapping_mul(45).wrapping_add(dy_2) as usize]
                        as i64;
                }
                if d_2 >= 0 {
                    index_2 = d_2.wrapping_mul(45).wrapping_add(dstart_2);
                    while run_2 < RAY_LEN_1[index_2 as usize] as i64 {
                        t_2 = RAY_DATA_2[(RAY_OFF_0[index_2 as usize] as i64)
                            .wrapping_add(run_2) as usize] as i64;
                        cse2 = if t_2 >= 0 { self.who[t_2 as usize] as i64 } else { 0 };
                        if !(cse2 > 0 && cse2 != mover && cse2 <= 2) {
                            break;
                        }
                        run_2 = run_2.wrapping_add(1);
                    }
                }
                if from_3 >= 0 && to_3 >= 0 {
                    self.move_n(from_3, to_3, n_2);
                }
                for i_2 in 0..run_2 {
                    t_2 = RAY_DATA_2[(RAY_OFF_0[index_2 as usize] as i64)
                        .wrapping_add(i_2) as usize] as i64;
                    if t_2 >= 0 && self.height[t_2 as usize] > 0 {
                        removed_2 = t_2;
                        if removed_2 >= 0 {
                            self.take_piece(removed_2);
                        }
                    }
                }
                cond_2 = self
                    .can_move_16(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                if cond_2 != 0 {}
                if cond_2 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 4 {
                from_4 = self.last_from[0] as i64;
                to_4 = self.last_to[0] as i64;
                n_3 = 1;
                dstart_3 = self.last_from[0] as i64;
                dx_3 = self.last_to[0] as i64;
                dy_3 = self.last_from[0] as i64;
                run_3 = 0;
                d_3 = -1;
                if dstart_3 >= 0 && dstart_3 < 45 && (dx_3 >= 0 && dx_3 < 45)
                    && (dy_3 >= 0 && dy_3 < 45)
                {
                    d_3 = DIR_TOWARD_8[dx_3.wrapping_mul(45).wrapping_add(dy_3) as usize]
                        as i64;
                }
                if d_3 >= 0 {
                    index_3 = d_3.wrapping_mul(45).wrapping_add(dstart_3);
                    while run_3 < RAY_LEN_1[index_3 as usize] as i64 {
                        t_3 = RAY_DATA_2[(RAY_OFF_0[index_3 as usize] as i64)
                            .wrapping_add(run_3) as usize] as i64;
                        cse3 = if t_3 >= 0 { self.who[t_3 as usize] as i64 } else { 0 };
                        if !(cse3 > 0 && cse3 != mover && cse3 <= 2) {
                            break;
                        }
                        run_3 = run_3.wrapping_add(1);
                    }
                }
                if from_4 >= 0 && to_4 >= 0 {
                    self.move_n(from_4, to_4, n_3);
                }
                for i_3 in 0..run_3 {
                    t_3 = RAY_DATA_2[(RAY_OFF_0[index_3 as usize] as i64)
                        .wrapping_add(i_3) as usize] as i64;
                    if t_3 >= 0 && self.height[t_3 as usize] > 0 {
                        removed_3 = t_3;
                        if removed_3 >= 0 {
                            self.take_piece(removed_3);
                        }
                    }
                }
                cond_3 = self
                    .can_move_19(mover, prev, self.next[0] as i64, -1, -1, -1, -1);
                if cond_3 != 0 {}
                if cond_3 != 0 {
                    self.next[0] = mover as u8;
                }
            }
        }
        if self.count_22(mover, prev, self.next[0] as i64, -1, -1, -1, -1) == 0 {
            player = self.next[0] as i64;
            if player >= 1 && player <= 2 {
                for i_4 in 0i64..2 {
                    self.rank[i_4 as usize] = (if i_4 == player.wrapping_sub(1) {
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
        if next == mover {
            if from >= 0 && from < 45 {
                self.remembered[from as usize] = 1;
            }
            if to >= 0 && to < 45 {
                self.remembered[to as usize] = 1;
            }
        } else {
            for unvisited in 0i64..45 {
                self.remembered[unvisited as usize] = 0;
            }
        }
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

    /// Kernel function `ahead_between_3` (Query).
    #[inline]
    pub fn ahead_between_3(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `ahead_between_4` (Query).
    #[inline]
    pub fn ahead_between_4(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `ahead_between_5` (Query).
    #[inline]
    pub fn ahead_between_5(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `ahead_between_6` (Query).
    #[inline]
    pub fn ahead_between_6(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `move_n` (Mutate).
    #[inline]
    pub fn move_n(&mut self, from: i64, to: i64, n: i64) {
        let mut what: i64 = 0;
        let mut left: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        if self.height[from as usize] == 0 {
            return;
        }
        what = self.what[from as usize] as i64;
        left = (self.count[from as usize] as i64).wrapping_sub(n);
        if left <= 0 {
            if from < 45 {
                cse0 = (self.who[from as usize] as i64).wrapping_add(from / 64);
                self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                    & !1i64.wrapping_shl((from % 64) as u32)) as u64;
            }
            self.what[from as usize] = 0;
            self.who[from as usize] = 0;
            self.piece_state[from as usize] = 0;
            self.height[from as usize] = 0;
            self.count[from as usize] = 0;
        } else {
            self.count[from as usize] = left as u16;
        }
        if self.count[to as usize] == 0 {
            if to < 45 {
                cse1 = (self.who[to as usize] as i64).wrapping_add(to / 64);
                self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                    & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                if what != 0 {
                    cse2 = (OWNER_7[(if what >= 0 && what < 3 { what } else { 0 })
                        as usize] as i64)
                        .wrapping_add(to / 64);
                    self.owned[cse2 as usize] = (self.owned[cse2 as usize] as i64
                        | 1i64.wrapping_shl((to % 64) as u32)) as u64;
                }
            }
            self.what[to as usize] = what as u8;
            self.who[to as usize] = OWNER_7[(if what >= 0 && what < 3 {
                what
            } else {
                0
            }) as usize] as i64 as u8;
            self.piece_state[to as usize] = self.piece_state[to as usize] as i64 as u8;
            self.height[to as usize] = 1;
            self.count[to as usize] = n as u16;
        } else if self.what[to as usize] as i64 == what {
            self.count[to as usize] = (self.count[to as usize] as i64).wrapping_add(n)
                as u16;
        }
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
                if site < 45 {
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
        let mut site_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut centre: i64 = 0;
        let mut n: i64 = 0;
        let mut d: i64 = 0;
        let mut site_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut centre_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut d_1: i64 = 0;
        site_1 = self.last_to[0] as i64;
        if site_1 >= 0 {
            if site_1 < 45 {
                centre = self.last_to[0] as i64;
                if centre >= 0 && centre < 45 {
                    for j in 0i64..8 {
                        d = DIRS_ORTHOGONAL_4[centre.wrapping_mul(8).wrapping_add(j)
                            as usize] as i64;
                        if d < 0 {
                            break;
                        }
                        n = RAY_LEN_1[d.wrapping_mul(45).wrapping_add(centre) as usize]
                            as i64;
                        if n >= 1 {
                            to_1 = RAY_DATA_2[RAY_OFF_0[d
                                .wrapping_mul(45)
                                .wrapping_add(centre) as usize] as i64 as usize] as i64;
                            if true {
                                if to_1 < 45
                                    && (to_1 >= 0 && self.height[to_1 as usize] == 0
                                        && !(to_1 >= 0
                                            && (to_1 >= 0 && to_1 < 45
                                                && self
                                                    .remembered[(if to_1 >= 0 && to_1 < 45 { to_1 } else { 0 })
                                                    as usize] > 0) || to_1 == self.last_from[0] as i64
                                            || to_1 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_10(
                                                to_1,
                                                if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_10(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_10(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_10(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_10(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_10(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_1.wrapping_add(1) << 20)
                                        .wrapping_add(to_1.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        site_2 = self.last_to[0] as i64;
        if site_2 >= 0 {
            if site_2 < 45 {
                centre_1 = self.last_to[0] as i64;
                if centre_1 >= 0 && centre_1 < 45 {
                    for j_1 in 0i64..8 {
                        d_1 = DIRS_ORTHOGONAL_4[centre_1
                            .wrapping_mul(8)
                            .wrapping_add(j_1) as usize] as i64;
                        if d_1 < 0 {
                            break;
                        }
                        n_1 = RAY_LEN_1[d_1.wrapping_mul(45).wrapping_add(centre_1)
                            as usize] as i64;
                        if n_1 >= 1 {
                            to_2 = RAY_DATA_2[RAY_OFF_0[d_1
                                .wrapping_mul(45)
                                .wrapping_add(centre_1) as usize] as i64 as usize] as i64;
                            if true {
                                if to_2 < 45
                                    && (to_2 >= 0 && self.height[to_2 as usize] == 0
                                        && !(to_2 >= 0
                                            && (to_2 >= 0 && to_2 < 45
                                                && self
                                                    .remembered[(if to_2 >= 0 && to_2 < 45 { to_2 } else { 0 })
                                                    as usize] > 0) || to_2 == self.last_from[0] as i64
                                            || to_2 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_11(
                                                site_2,
                                                if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_11(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_11(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_11(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_11(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_11(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_2.wrapping_add(1) << 20)
                                        .wrapping_add(to_2.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        0
    }

    /// Kernel function `ahead_between_10` (Query).
    #[inline]
    pub fn ahead_between_10(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `ahead_between_11` (Query).
    #[inline]
    pub fn ahead_between_11(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `can_move_12` (Query).
    #[inline]
    pub fn can_move_12(
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
        let mut to_1: i64 = 0;
        let mut centre: i64 = 0;
        let mut n: i64 = 0;
        let mut d: i64 = 0;
        let mut site_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut centre_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut d_1: i64 = 0;
        site_1 = self.last_to[0] as i64;
        if site_1 >= 0 {
            if site_1 < 45 {
                centre = self.last_to[0] as i64;
                if centre >= 0 && centre < 45 {
                    for j in 0i64..8 {
                        d = DIRS_ORTHOGONAL_4[centre.wrapping_mul(8).wrapping_add(j)
                            as usize] as i64;
                        if d < 0 {
                            break;
                        }
                        n = RAY_LEN_1[d.wrapping_mul(45).wrapping_add(centre) as usize]
                            as i64;
                        if n >= 1 {
                            to_1 = RAY_DATA_2[RAY_OFF_0[d
                                .wrapping_mul(45)
                                .wrapping_add(centre) as usize] as i64 as usize] as i64;
                            if true {
                                if to_1 < 45
                                    && (to_1 >= 0 && self.height[to_1 as usize] == 0
                                        && !(to_1 >= 0
                                            && (to_1 >= 0 && to_1 < 45
                                                && self
                                                    .remembered[(if to_1 >= 0 && to_1 < 45 { to_1 } else { 0 })
                                                    as usize] > 0) || to_1 == self.last_from[0] as i64
                                            || to_1 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_13(
                                                to_1,
                                                if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_13(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_13(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_13(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_13(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_13(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_1.wrapping_add(1) << 20)
                                        .wrapping_add(to_1.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        site_2 = self.last_to[0] as i64;
        if site_2 >= 0 {
            if site_2 < 45 {
                centre_1 = self.last_to[0] as i64;
                if centre_1 >= 0 && centre_1 < 45 {
                    for j_1 in 0i64..8 {
                        d_1 = DIRS_ORTHOGONAL_4[centre_1
                            .wrapping_mul(8)
                            .wrapping_add(j_1) as usize] as i64;
                        if d_1 < 0 {
                            break;
                        }
                        n_1 = RAY_LEN_1[d_1.wrapping_mul(45).wrapping_add(centre_1)
                            as usize] as i64;
                        if n_1 >= 1 {
                            to_2 = RAY_DATA_2[RAY_OFF_0[d_1
                                .wrapping_mul(45)
                                .wrapping_add(centre_1) as usize] as i64 as usize] as i64;
                            if true {
                                if to_2 < 45
                                    && (to_2 >= 0 && self.height[to_2 as usize] == 0
                                        && !(to_2 >= 0
                                            && (to_2 >= 0 && to_2 < 45
                                                && self
                                                    .remembered[(if to_2 >= 0 && to_2 < 45 { to_2 } else { 0 })
                                                    as usize] > 0) || to_2 == self.last_from[0] as i64
                                            || to_2 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_14(
                                                site_2,
                                                if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_14(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_14(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_14(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_14(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_14(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_2.wrapping_add(1) << 20)
                                        .wrapping_add(to_2.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        0
    }

    /// Kernel function `ahead_between_13` (Query).
    #[inline]
    pub fn ahead_between_13(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `ahead_between_14` (Query).
    #[inline]
    pub fn ahead_between_14(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
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
                if from < 45 {
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
        if to < 45 {
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

    /// Kernel function `can_move_16` (Query).
    #[inline]
    pub fn can_move_16(
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
        let mut to_1: i64 = 0;
        let mut centre: i64 = 0;
        let mut n: i64 = 0;
        let mut d: i64 = 0;
        let mut site_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut centre_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut d_1: i64 = 0;
        site_1 = self.last_to[0] as i64;
        if site_1 >= 0 {
            if site_1 < 45 {
                centre = self.last_to[0] as i64;
                if centre >= 0 && centre < 45 {
                    for j in 0i64..8 {
                        d = DIRS_ORTHOGONAL_4[centre.wrapping_mul(8).wrapping_add(j)
                            as usize] as i64;
                        if d < 0 {
                            break;
                        }
                        n = RAY_LEN_1[d.wrapping_mul(45).wrapping_add(centre) as usize]
                            as i64;
                        if n >= 1 {
                            to_1 = RAY_DATA_2[RAY_OFF_0[d
                                .wrapping_mul(45)
                                .wrapping_add(centre) as usize] as i64 as usize] as i64;
                            if true {
                                if to_1 < 45
                                    && (to_1 >= 0 && self.height[to_1 as usize] == 0
                                        && !(to_1 >= 0
                                            && (to_1 >= 0 && to_1 < 45
                                                && self
                                                    .remembered[(if to_1 >= 0 && to_1 < 45 { to_1 } else { 0 })
                                                    as usize] > 0) || to_1 == self.last_from[0] as i64
                                            || to_1 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_17(
                                                to_1,
                                                if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_17(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_17(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_17(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_17(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_17(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_1.wrapping_add(1) << 20)
                                        .wrapping_add(to_1.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        site_2 = self.last_to[0] as i64;
        if site_2 >= 0 {
            if site_2 < 45 {
                centre_1 = self.last_to[0] as i64;
                if centre_1 >= 0 && centre_1 < 45 {
                    for j_1 in 0i64..8 {
                        d_1 = DIRS_ORTHOGONAL_4[centre_1
                            .wrapping_mul(8)
                            .wrapping_add(j_1) as usize] as i64;
                        if d_1 < 0 {
                            break;
                        }
                        n_1 = RAY_LEN_1[d_1.wrapping_mul(45).wrapping_add(centre_1)
                            as usize] as i64;
                        if n_1 >= 1 {
                            to_2 = RAY_DATA_2[RAY_OFF_0[d_1
                                .wrapping_mul(45)
                                .wrapping_add(centre_1) as usize] as i64 as usize] as i64;
                            if true {
                                if to_2 < 45
                                    && (to_2 >= 0 && self.height[to_2 as usize] == 0
                                        && !(to_2 >= 0
                                            && (to_2 >= 0 && to_2 < 45
                                                && self
                                                    .remembered[(if to_2 >= 0 && to_2 < 45 { to_2 } else { 0 })
                                                    as usize] > 0) || to_2 == self.last_from[0] as i64
                                            || to_2 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_18(
                                                site_2,
                                                if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_18(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_18(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_18(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_18(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_18(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_2.wrapping_add(1) << 20)
                                        .wrapping_add(to_2.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        0
    }

    /// Kernel function `ahead_between_17` (Query).
    #[inline]
    pub fn ahead_between_17(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `ahead_between_18` (Query).
    #[inline]
    pub fn ahead_between_18(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `can_move_19` (Query).
    #[inline]
    pub fn can_move_19(
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
        let mut to_1: i64 = 0;
        let mut centre: i64 = 0;
        let mut n: i64 = 0;
        let mut d: i64 = 0;
        let mut site_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut centre_1: i64 = 0;
        let mut n_1: i64 = 0;
        let mut d_1: i64 = 0;
        site_1 = self.last_to[0] as i64;
        if site_1 >= 0 {
            if site_1 < 45 {
                centre = self.last_to[0] as i64;
                if centre >= 0 && centre < 45 {
                    for j in 0i64..8 {
                        d = DIRS_ORTHOGONAL_4[centre.wrapping_mul(8).wrapping_add(j)
                            as usize] as i64;
                        if d < 0 {
                            break;
                        }
                        n = RAY_LEN_1[d.wrapping_mul(45).wrapping_add(centre) as usize]
                            as i64;
                        if n >= 1 {
                            to_1 = RAY_DATA_2[RAY_OFF_0[d
                                .wrapping_mul(45)
                                .wrapping_add(centre) as usize] as i64 as usize] as i64;
                            if true {
                                if to_1 < 45
                                    && (to_1 >= 0 && self.height[to_1 as usize] == 0
                                        && !(to_1 >= 0
                                            && (to_1 >= 0 && to_1 < 45
                                                && self
                                                    .remembered[(if to_1 >= 0 && to_1 < 45 { to_1 } else { 0 })
                                                    as usize] > 0) || to_1 == self.last_from[0] as i64
                                            || to_1 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_20(
                                                to_1,
                                                if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_20(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_20(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_20(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_20(
                                                    to_1,
                                                    if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                    if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_20(
                                                        to_1,
                                                        if site_1 >= 0 { site_1 } else { self.last_from[0] as i64 },
                                                        if to_1 >= 0 { to_1 } else { self.last_to[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_1.wrapping_add(1) << 20)
                                        .wrapping_add(to_1.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        site_2 = self.last_to[0] as i64;
        if site_2 >= 0 {
            if site_2 < 45 {
                centre_1 = self.last_to[0] as i64;
                if centre_1 >= 0 && centre_1 < 45 {
                    for j_1 in 0i64..8 {
                        d_1 = DIRS_ORTHOGONAL_4[centre_1
                            .wrapping_mul(8)
                            .wrapping_add(j_1) as usize] as i64;
                        if d_1 < 0 {
                            break;
                        }
                        n_1 = RAY_LEN_1[d_1.wrapping_mul(45).wrapping_add(centre_1)
                            as usize] as i64;
                        if n_1 >= 1 {
                            to_2 = RAY_DATA_2[RAY_OFF_0[d_1
                                .wrapping_mul(45)
                                .wrapping_add(centre_1) as usize] as i64 as usize] as i64;
                            if true {
                                if to_2 < 45
                                    && (to_2 >= 0 && self.height[to_2 as usize] == 0
                                        && !(to_2 >= 0
                                            && (to_2 >= 0 && to_2 < 45
                                                && self
                                                    .remembered[(if to_2 >= 0 && to_2 < 45 { to_2 } else { 0 })
                                                    as usize] > 0) || to_2 == self.last_from[0] as i64
                                            || to_2 == self.last_to[0] as i64)
                                        && ((if self
                                            .ahead_between_21(
                                                site_2,
                                                if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                            ) >= 0
                                        {
                                            self
                                                .who[self
                                                .ahead_between_21(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) as usize] as i64
                                        } else {
                                            0
                                        }) > 0
                                            && (if self
                                                .ahead_between_21(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_21(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) != mover
                                            && (if self
                                                .ahead_between_21(
                                                    site_2,
                                                    if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                    if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                ) >= 0
                                            {
                                                self
                                                    .who[self
                                                    .ahead_between_21(
                                                        site_2,
                                                        if to_2 >= 0 { to_2 } else { self.last_to[0] as i64 },
                                                        if site_2 >= 0 { site_2 } else { self.last_from[0] as i64 },
                                                    ) as usize] as i64
                                            } else {
                                                0
                                            }) <= 2))
                                {
                                    return (site_2.wrapping_add(1) << 20)
                                        .wrapping_add(to_2.wrapping_add(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        0
    }

    /// Kernel function `ahead_between_20` (Query).
    #[inline]
    pub fn ahead_between_20(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `ahead_between_21` (Query).
    #[inline]
    pub fn ahead_between_21(&self, site: i64, a: i64, b: i64) -> i64 {
        let mut d: i64 = 0;
        let mut index: i64 = 0;
        if site < 0 || site >= 45 || (a < 0 || a >= 45) || (b < 0 || b >= 45) {
            return site;
        }
        d = DIR_TOWARD_8[a.wrapping_mul(45).wrapping_add(b) as usize] as i64;
        if d < 0 {
            return site;
        }
        index = d.wrapping_mul(45).wrapping_add(site);
        if (RAY_LEN_1[index as usize] as i64) < 1 {
            return site;
        }
        RAY_DATA_2[RAY_OFF_0[index as usize] as i64 as usize] as i64
    }

    /// Kernel function `count_22` (Query).
    #[inline]
    pub fn count_22(
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
        let mut bits: i64 = 0;
        let mut mask: i64 = 0;
        n = 0;
        for word in 0i64..1 {
            mask = if mover >= 0 && mover <= 3 {
                self.owned[mover.wrapping_add(word) as usize] as i64
            } else {
                0
            };
            bits = mask;
            while bits != 0 {
                s = bits.trailing_zeros() as i64;
                bits = bits & bits.wrapping_sub(1);
                s = word.wrapping_mul(64).wrapping_add(s);
                if self.height[s as usize] > 0
                    && (if s >= 0 { self.who[s as usize] as i64 } else { 0 }) == mover
                {
                    n = n.wrapping_add(1);
                }
            }
        }
        n
    }
}

/// Table `ray_off_0`.
static RAY_OFF_0: [u16; 360] = [
    0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 65, 67, 69,
    71, 73, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 90, 90, 90, 90, 90, 90,
    90, 90, 90, 94, 94, 98, 98, 102, 102, 104, 104, 104, 104, 107, 107, 110, 110, 113,
    113, 114, 114, 116, 116, 118, 118, 120, 120, 122, 122, 122, 122, 123, 123, 124, 124,
    125, 125, 126, 126, 126, 126, 126, 126, 126, 126, 126, 126, 126, 134, 141, 147, 152,
    156, 159, 161, 162, 162, 170, 177, 183, 188, 192, 195, 197, 198, 198, 206, 213, 219,
    224, 228, 231, 233, 234, 234, 242, 249, 255, 260, 264, 267, 269, 270, 270, 278, 285,
    291, 296, 300, 303, 305, 306, 306, 306, 306, 306, 306, 306, 306, 306, 306, 306, 306,
    307, 307, 308, 308, 309, 309, 310, 310, 312, 312, 314, 314, 316, 316, 318, 318, 318,
    318, 321, 321, 324, 324, 327, 327, 328, 328, 332, 332, 336, 336, 340, 340, 342, 342,
    342, 342, 342, 342, 342, 342, 342, 342, 342, 342, 343, 344, 345, 346, 347, 348, 349,
    350, 351, 353, 355, 357, 359, 361, 363, 365, 367, 369, 372, 375, 378, 381, 384, 387,
    390, 393, 396, 400, 404, 408, 412, 416, 420, 424, 428, 432, 432, 432, 432, 432, 432,
    432, 432, 432, 432, 432, 433, 433, 434, 434, 435, 435, 436, 436, 436, 436, 438, 438,
    440, 440, 442, 442, 444, 444, 445, 445, 448, 448, 451, 451, 454, 454, 454, 454, 456,
    456, 460, 460, 464, 464, 468, 468, 469, 471, 474, 478, 483, 489, 496, 504, 504, 505,
    507, 510, 514, 519, 525, 532, 540, 540, 541, 543, 546, 550, 555, 561, 568, 576, 576,
    577, 579, 582, 586, 591, 597, 604, 612, 612, 613, 615, 618, 622, 627, 633, 640, 648,
    648, 648, 650, 650, 654, 654, 658, 658, 662, 662, 663, 663, 666, 666, 669, 669, 672,
    672, 672, 672, 674, 674, 676, 676, 678, 678, 680, 680, 681, 681, 682, 682, 683, 683,
    684, 684, 684, 684, 684, 684, 684, 684, 684, 684,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 360] = [
    4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 4, 0, 4, 0, 2, 0, 0, 0, 3,
    0, 3, 0, 3, 0, 1, 0, 2, 0, 2, 0, 2, 0, 2, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 8, 7, 6, 5,
    4, 3, 2, 1, 0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 2, 0, 2, 0, 2, 0, 2, 0, 0, 0, 3, 0, 3, 0, 3,
    0, 1, 0, 4, 0, 4, 0, 4, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 2, 0, 2, 0, 2, 0, 2,
    0, 1, 0, 3, 0, 3, 0, 3, 0, 0, 0, 2, 0, 4, 0, 4, 0, 4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0,
    1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1,
    2, 3, 4, 5, 6, 7, 8, 0, 0, 2, 0, 4, 0, 4, 0, 4, 0, 1, 0, 3, 0, 3, 0, 3, 0, 0, 0, 2,
    0, 2, 0, 2, 0, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 684] = [
    9, 18, 27, 36, 10, 19, 28, 37, 11, 20, 29, 38, 12, 21, 30, 39, 13, 22, 31, 40, 14,
    23, 32, 41, 15, 24, 33, 42, 16, 25, 34, 43, 17, 26, 35, 44, 18, 27, 36, 19, 28, 37,
    20, 29, 38, 21, 30, 39, 22, 31, 40, 23, 32, 41, 24, 33, 42, 25, 34, 43, 26, 35, 44,
    27, 36, 28, 37, 29, 38, 30, 39, 31, 40, 32, 41, 33, 42, 34, 43, 35, 44, 36, 37, 38,
    39, 40, 41, 42, 43, 44, 10, 20, 30, 40, 12, 22, 32, 42, 14, 24, 34, 44, 16, 26, 20,
    30, 40, 22, 32, 42, 24, 34, 44, 26, 28, 38, 30, 40, 32, 42, 34, 44, 38, 40, 42, 44,
    1, 2, 3, 4, 5, 6, 7, 8, 2, 3, 4, 5, 6, 7, 8, 3, 4, 5, 6, 7, 8, 4, 5, 6, 7, 8, 5, 6,
    7, 8, 6, 7, 8, 7, 8, 8, 10, 11, 12, 13, 14, 15, 16, 17, 11, 12, 13, 14, 15, 16, 17,
    12, 13, 14, 15, 16, 17, 13, 14, 15, 16, 17, 14, 15, 16, 17, 15, 16, 17, 16, 17, 17,
    19, 20, 21, 22, 23, 24, 25, 26, 20, 21, 22, 23, 24, 25, 26, 21, 22, 23, 24, 25, 26,
    22, 23, 24, 25, 26, 23, 24, 25, 26, 24, 25, 26, 25, 26, 26, 28, 29, 30, 31, 32, 33,
    34, 35, 29, 30, 31, 32, 33, 34, 35, 30, 31, 32, 33, 34, 35, 31, 32, 33, 34, 35, 32,
    33, 34, 35, 33, 34, 35, 34, 35, 35, 37, 38, 39, 40, 41, 42, 43, 44, 38, 39, 40, 41,
    42, 43, 44, 39, 40, 41, 42, 43, 44, 40, 41, 42, 43, 44, 41, 42, 43, 44, 42, 43, 44,
    43, 44, 44, 2, 4, 6, 8, 10, 2, 12, 4, 14, 6, 16, 8, 20, 12, 4, 22, 14, 6, 24, 16, 8,
    26, 28, 20, 12, 4, 30, 22, 14, 6, 32, 24, 16, 8, 34, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8,
    9, 0, 10, 1, 11, 2, 12, 3, 13, 4, 14, 5, 15, 6, 16, 7, 17, 8, 18, 9, 0, 19, 10, 1,
    20, 11, 2, 21, 12, 3, 22, 13, 4, 23, 14, 5, 24, 15, 6, 25, 16, 7, 26, 17, 8, 27, 18,
    9, 0, 28, 19, 10, 1, 29, 20, 11, 2, 30, 21, 12, 3, 31, 22, 13, 4, 32, 23, 14, 5, 33,
    24, 15, 6, 34, 25, 16, 7, 35, 26, 17, 8, 0, 2, 4, 6, 10, 0, 12, 2, 14, 4, 16, 6, 18,
    20, 10, 0, 22, 12, 2, 24, 14, 4, 28, 18, 30, 20, 10, 0, 32, 22, 12, 2, 34, 24, 14, 4,
    0, 1, 0, 2, 1, 0, 3, 2, 1, 0, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 6, 5, 4, 3, 2, 1, 0,
    7, 6, 5, 4, 3, 2, 1, 0, 9, 10, 9, 11, 10, 9, 12, 11, 10, 9, 13, 12, 11, 10, 9, 14,
    13, 12, 11, 10, 9, 15, 14, 13, 12, 11, 10, 9, 16, 15, 14, 13, 12, 11, 10, 9, 18, 19,
    18, 20, 19, 18, 21, 20, 19, 18, 22, 21, 20, 19, 18, 23, 22, 21, 20, 19, 18, 24, 23,
    22, 21, 20, 19, 18, 25, 24, 23, 22, 21, 20, 19, 18, 27, 28, 27, 29, 28, 27, 30, 29,
    28, 27, 31, 30, 29, 28, 27, 32, 31, 30, 29, 28, 27, 33, 32, 31, 30, 29, 28, 27, 34,
    33, 32, 31, 30, 29, 28, 27, 36, 37, 36, 38, 37, 36, 39, 38, 37, 36, 40, 39, 38, 37,
    36, 41, 40, 39, 38, 37, 36, 42, 41, 40, 39, 38, 37, 36, 43, 42, 41, 40, 39, 38, 37,
    36, 10, 18, 12, 20, 28, 36, 14, 22, 30, 38, 16, 24, 32, 40, 18, 20, 28, 36, 22, 30,
    38, 24, 32, 40, 28, 36, 30, 38, 32, 40, 34, 42, 36, 38, 40, 42,
];

/// Table `dirs_orthogonal_4`.
static DIRS_ORTHOGONAL_4: [i8; 360] = [
    0, 1, 2, -1, -1, -1, -1, -1, 0, 2, 6, -1, -1, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 2, 6,
    -1, -1, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 2, 6, -1, -1, -1, -1, -1, 0, 1, 2, 6, 7, -1,
    -1, -1, 0, 2, 6, -1, -1, -1, -1, -1, 0, 6, 7, -1, -1, -1, -1, -1, 0, 2, 4, -1, -1, -1, -1, -1,
    0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 4, 6, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 4, 6, -1, -1,
    -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 4, 6, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 6, -1,
    -1, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 2, 4, 6, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 2, 4, 6, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 4, 6, -1, -1, -1, -1, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 2, 4, 6, -1, -1, -1, -1, 0, 4, 5, 6, 7, -1, -1, -1, 0, 2, 4, -1, -1, -1, -1, -1, 0,
    1, 2, 3, 4, 5, 6, 7, 0, 2, 4, 6, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 4, 6, -1, -1, -1,
    -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 4, 6, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 6, -1, -1,
    -1, -1, -1, 2, 3, 4, -1, -1, -1, -1, -1, 2, 4, 6, -1, -1, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1,
    2, 4, 6, -1, -1, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 4, 6, -1, -1, -1, -1, -1, 2, 3, 4, 5,
    6, -1, -1, -1, 2, 4, 6, -1, -1, -1, -1, -1, 4, 5, 6, -1, -1, -1, -1, -1,
];

/// Table `owner_7`.
static OWNER_7: [u8; 3] = [0, 1, 2];

/// Table `dir_toward_8`.
static DIR_TOWARD_8: [i8; 2025] = [
    -1, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, -1, -1, -1, -1, -1, -1, -1, 0, -1, 1, -1, -1, -1, -1, -1, -1,
    0, -1, -1, 1, -1, -1, -1, -1, -1, 0, -1, -1, -1, 1, -1, -1, -1, -1, 6, -1, 2, 2, 2, 2, 2, 2, 2,
    -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1,
    -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, 6, 6, -1, 2, 2, 2, 2, 2, 2, -1, 7, 0, 1, -1, -1, -1,
    -1, -1, 7, -1, 0, -1, 1, -1, -1, -1, -1, -1, -1, 0, -1, -1, 1, -1, -1, -1, -1, -1, 0, -1, -1,
    -1, 1, -1, -1, 6, 6, 6, -1, 2, 2, 2, 2, 2, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1,
    -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, 6, 6, 6,
    6, -1, 2, 2, 2, 2, -1, -1, -1, 7, 0, 1, -1, -1, -1, -1, -1, 7, -1, 0, -1, 1, -1, -1, -1, 7, -1,
    -1, 0, -1, -1, 1, -1, 7, -1, -1, -1, 0, -1, -1, -1, 1, 6, 6, 6, 6, 6, -1, 2, 2, 2, -1, -1, -1,
    -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1,
    -1, -1, -1, -1, 0, -1, -1, -1, 6, 6, 6, 6, 6, 6, -1, 2, 2, -1, -1, -1, -1, -1, 7, 0, 1, -1, -1,
    -1, -1, -1, 7, -1, 0, -1, 1, -1, -1, -1, 7, -1, -1, 0, -1, -1, -1, -1, 7, -1, -1, -1, 0, -1, -1,
    6, 6, 6, 6, 6, 6, 6, -1, 2, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0,
    -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, 6, 6, 6, 6, 6, 6, 6,
    6, -1, -1, -1, -1, -1, -1, -1, -1, 7, 0, -1, -1, -1, -1, -1, -1, 7, -1, 0, -1, -1, -1, -1, -1,
    7, -1, -1, 0, -1, -1, -1, -1, 7, -1, -1, -1, 0, 4, -1, -1, -1, -1, -1, -1, -1, -1, -1, 2, 2, 2,
    2, 2, 2, 2, 2, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1,
    -1, -1, -1, -1, -1, -1, 5, 4, 3, -1, -1, -1, -1, -1, -1, 6, -1, 2, 2, 2, 2, 2, 2, 2, 7, 0, 1,
    -1, -1, -1, -1, -1, -1, -1, 0, -1, 1, -1, -1, -1, -1, -1, -1, 0, -1, -1, 1, -1, -1, -1, -1, -1,
    -1, 4, -1, -1, -1, -1, -1, -1, 6, 6, -1, 2, 2, 2, 2, 2, 2, -1, -1, 0, -1, -1, -1, -1, -1, -1,
    -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 5, 4, 3, -1, -1,
    -1, -1, 6, 6, 6, -1, 2, 2, 2, 2, 2, -1, -1, 7, 0, 1, -1, -1, -1, -1, -1, 7, -1, 0, -1, 1, -1,
    -1, -1, 7, -1, -1, 0, -1, -1, 1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, 6, 6, 6, 6, -1, 2,
    2, 2, 2, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1,
    0, -1, -1, -1, -1, -1, -1, -1, -1, 5, 4, 3, -1, -1, 6, 6, 6, 6, 6, -1, 2, 2, 2, -1, -1, -1, -1,
    7, 0, 1, -1, -1, -1, -1, -1, 7, -1, 0, -1, 1, -1, -1, -1, 7, -1, -1, 0, -1, -1, 1, -1, -1, -1,
    -1, -1, -1, 4, -1, -1, 6, 6, 6, 6, 6, 6, -1, 2, 2, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1,
    -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 5, 4, 3,
    6, 6, 6, 6, 6, 6, 6, -1, 2, -1, -1, -1, -1, -1, -1, 7, 0, 1, -1, -1, -1, -1, -1, 7, -1, 0, -1,
    -1, -1, -1, -1, 7, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4, 6, 6, 6, 6, 6, 6, 6, 6, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1,
    -1, -1, 0, 4, -1, 3, -1, -1, -1, -1, -1, -1, 4, 3, -1, -1, -1, -1, -1, -1, -1, -1, 2, 2, 2, 2,
    2, 2, 2, 2, 0, 1, -1, -1, -1, -1, -1, -1, -1, 0, -1, 1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1,
    -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, 6, -1, 2, 2, 2, 2, 2, 2, 2, -1, 0, -1,
    -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, 5, -1, 4, -1, 3, -1, -1, -1, -1, -1,
    5, 4, 3, -1, -1, -1, -1, -1, 6, 6, -1, 2, 2, 2, 2, 2, 2, -1, 7, 0, 1, -1, -1, -1, -1, -1, 7, -1,
    0, -1, 1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1,
    6, 6, 6, -1, 2, 2, 2, 2, 2, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1,
    -1, -1, -1, 5, -1, 4, -1, 3, -1, -1, -1, -1, -1, 5, 4, 3, -1, -1, -1, 6, 6, 6, 6, -1, 2, 2, 2,
    2, -1, -1, -1, 7, 0, 1, -1, -1, -1, -1, -1, 7, -1, 0, -1, 1, -1, -1, -1, -1, -1, -1, -1, 4, -1,
    -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, 6, 6, 6, 6, 6, -1, 2, 2, 2, -1, -1, -1, -1, -1, 0,
    -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, 5, -1, 4, -1, 3, -1, -1, -1, -1,
    -1, 5, 4, 3, -1, 6, 6, 6, 6, 6, 6, -1, 2, 2, -1, -1, -1, -1, -1, 7, 0, 1, -1, -1, -1, -1, -1, 7,
    -1, 0, -1, 1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, 6, 6, 6, 6,
    6, 6, 6, -1, 2, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1,
    -1, -1, -1, -1, 5, -1, 4, -1, -1, -1, -1, -1, -1, -1, 5, 4, 6, 6, 6, 6, 6, 6, 6, 6, -1, -1, -1,
    -1, -1, -1, -1, -1, 7, 0, -1, -1, -1, -1, -1, -1, 7, -1, 0, 4, -1, -1, -1, -1, -1, -1, -1, -1,
    4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, -1, 2, 2, 2, 2, 2, 2, 2,
    2, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, 3, -1, -1, -1, -1, -1, 4, -1, 3, -1, -1,
    -1, -1, -1, 5, 4, 3, -1, -1, -1, -1, -1, -1, 6, -1, 2, 2, 2, 2, 2, 2, 2, 7, 0, 1, -1, -1, -1,
    -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1,
    -1, -1, -1, -1, -1, 6, 6, -1, 2, 2, 2, 2, 2, 2, -1, -1, 0, -1, -1, -1, -1, -1, -1, 5, -1, -1, 4,
    -1, -1, 3, -1, -1, -1, 5, -1, 4, -1, 3, -1, -1, -1, -1, -1, 5, 4, 3, -1, -1, -1, -1, 6, 6, 6,
    -1, 2, 2, 2, 2, 2, -1, -1, 7, 0, 1, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1,
    -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, 6, 6, 6, 6, -1, 2, 2, 2, 2, -1,
    -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, 5, -1, -1, 4, -1, -1, 3, -1, -1, -1, 5, -1, 4, -1, 3, -1,
    -1, -1, -1, -1, 5, 4, 3, -1, -1, 6, 6, 6, 6, 6, -1, 2, 2, 2, -1, -1, -1, -1, 7, 0, 1, -1, -1,
    -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4,
    -1, -1, 6, 6, 6, 6, 6, 6, -1, 2, 2, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, 5, -1,
    -1, 4, -1, -1, -1, -1, -1, -1, 5, -1, 4, -1, -1, -1, -1, -1, -1, -1, 5, 4, 3, 6, 6, 6, 6, 6, 6,
    6, -1, 2, -1, -1, -1, -1, -1, -1, 7, 0, 1, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1,
    -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, 6, 6, 6, 6, 6, 6, 6, 6, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, 0, 4, -1, -1, -1, 3, -1, -1, -1, -1, 4, -1, -1, 3, -1, -1, -1, -1, -1, 4,
    -1, 3, -1, -1, -1, -1, -1, -1, 4, 3, -1, -1, -1, -1, -1, -1, -1, -1, 2, 2, 2, 2, 2, 2, 2, 2, -1,
    4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1,
    -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, 6, -1, 2, 2, 2, 2, 2, 2, 2, -1, -1, 4, -1, -1, -1, 3, -1,
    -1, -1, -1, 4, -1, -1, 3, -1, -1, -1, 5, -1, 4, -1, 3, -1, -1, -1, -1, -1, 5, 4, 3, -1, -1, -1,
    -1, -1, 6, 6, -1, 2, 2, 2, 2, 2, 2, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1,
    -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, 6, 6, 6, -1,
    2, 2, 2, 2, 2, 5, -1, -1, -1, 4, -1, -1, -1, 3, -1, 5, -1, -1, 4, -1, -1, 3, -1, -1, -1, 5, -1,
    4, -1, 3, -1, -1, -1, -1, -1, 5, 4, 3, -1, -1, -1, 6, 6, 6, 6, -1, 2, 2, 2, 2, -1, -1, -1, -1,
    -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1,
    -1, -1, -1, 4, -1, -1, -1, 6, 6, 6, 6, 6, -1, 2, 2, 2, -1, -1, 5, -1, -1, -1, 4, -1, -1, -1, -1,
    -1, 5, -1, -1, 4, -1, -1, -1, -1, -1, -1, 5, -1, 4, -1, 3, -1, -1, -1, -1, -1, 5, 4, 3, -1, 6,
    6, 6, 6, 6, 6, -1, 2, 2, -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1,
    -1, -1, -1, -1, -1, -1, -1, 4, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, 6, 6, 6, 6, 6, 6, 6, -1,
    2, -1, -1, -1, -1, 5, -1, -1, -1, 4, -1, -1, -1, -1, -1, 5, -1, -1, 4, -1, -1, -1, -1, -1, -1,
    5, -1, 4, -1, -1, -1, -1, -1, -1, -1, 5, 4, 6, 6, 6, 6, 6, 6, 6, 6, -1,
];
