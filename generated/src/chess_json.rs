//! `Chess (JSON)` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Chess (JSON)`: 1128 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChessJsonState {
    pub slots: [i32; 211],
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
    pub present: [u8; 209],
    pub bits: [u64; 3],
}

impl ChessJsonState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: ChessJsonState = ChessJsonState {
        slots: [0; 211],
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
        present: [0; 209],
        bits: [0; 3],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for ChessJsonState {
    const LAYOUT: &'static str = "slots:I32x211@0 sp:I32x1@844 nest:I32x1@848 search_mode:I32x1@852 search_mask:I64x1@856 search_want:I32x1@864 search_count:I32x1@868 found_target:I32x1@872 last_start:I32x1@876 group_bits:I32x1@880 explore_result:I32x1@884 mover:I32x1@888 over:U8x1@892 rank:U8x2@893 present:U8x209@895 bits:Bitsx3@1104 =1128";

    fn from_kernel_bytes(bytes: &[u8]) -> ChessJsonState {
        assert_eq!(bytes.len(), 1128, "a state of this layout has {} bytes", 1128);
        let mut s = ChessJsonState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.slots, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.sp, &bytes[844..]);
        ::ludemic_runtime::kernel::read_field(&mut s.nest, &bytes[848..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mode, &bytes[852..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mask, &bytes[856..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_want, &bytes[864..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_count, &bytes[868..]);
        ::ludemic_runtime::kernel::read_field(&mut s.found_target, &bytes[872..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_start, &bytes[876..]);
        ::ludemic_runtime::kernel::read_field(&mut s.group_bits, &bytes[880..]);
        ::ludemic_runtime::kernel::read_field(&mut s.explore_result, &bytes[884..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[888..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[892..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[893..]);
        ::ludemic_runtime::kernel::read_field(&mut s.present, &bytes[895..]);
        ::ludemic_runtime::kernel::read_field(&mut s.bits, &bytes[1104..]);
        s
    }
}

/// Where the functions of `Chess (JSON)` run: a state and 5208 bytes of scratch. The entry points use this thread's `WORK`, copying the state in (and back out when they change it).
pub struct ChessJsonWork {
    pub st: ChessJsonState,
    pub saved: [i32; 1266],
    pub saved_bits: [u64; 18],
}

impl ChessJsonWork {
    const ZERO: ChessJsonWork = ChessJsonWork {
        st: ChessJsonState::ZERO,
        saved: [0; 1266],
        saved_bits: [0; 18],
    };
}
thread_local! {
    static WORK : ::std::cell::RefCell < ChessJsonWork > = const {
    ::std::cell::RefCell::new(ChessJsonWork::ZERO) };
}

/// The game `Chess (JSON)`; its states are [`ChessJsonState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChessJson;

impl ChessJson {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 16900;
}

#[allow(unused, clippy::all)]
impl Game for ChessJson {
    type State = ChessJsonState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Chess (JSON)"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> ChessJsonState {
        WORK.with_borrow_mut(|w| {
            w.st = ChessJsonState::ZERO;
            w.init();
            w.st
        })
    }

    #[inline]
    fn mover(&self, s: &ChessJsonState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &ChessJsonState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.legal(moves);
        });
    }

    #[inline]
    fn apply(&self, s: &mut ChessJsonState, mv: RawMove) {
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.apply(&mv);
            *s = w.st;
        });
    }

    #[inline]
    fn status(&self, s: &ChessJsonState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &ChessJsonState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &ChessJsonState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 209,
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
impl ChessJsonWork {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        for p in 0i64..64 {
            self.st.slots[p.wrapping_mul(3) as usize] = -1;
            self.st.slots[p.wrapping_mul(3).wrapping_add(1) as usize] = -1;
            self.st.slots[p.wrapping_mul(3).wrapping_add(2) as usize] = 0;
            self.st.bits[0] = (self.st.bits[0] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[1] = (self.st.bits[1] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[2] = (self.st.bits[2] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
        }
        self.st.slots[192] = 1;
        self.st.slots[193] = 1;
        self.st.slots[194] = -1;
        self.st.slots[195] = 0;
        self.st.slots[196] = 1;
        self.st.slots[197] = 1;
        self.st.slots[198] = 7;
        self.st.slots[199] = -1;
        self.st.slots[200] = 6;
        self.st.slots[201] = 0;
        self.st.slots[144] = 0;
        self.st.slots[145] = 2;
        self.st.slots[146] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -281474976710657i64
            | ((self.st.slots[144] != -1) as i64) << 48) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -281474976710657i64
            | ((self.st.slots[144] != -1 && self.st.slots[145] == 1) as i64) << 48)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -281474976710657i64
            | ((self.st.slots[144] != -1 && self.st.slots[145] == 2) as i64) << 48)
            as u64;
        self.st.slots[147] = 0;
        self.st.slots[148] = 2;
        self.st.slots[149] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -562949953421313i64
            | ((self.st.slots[147] != -1) as i64) << 49) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -562949953421313i64
            | ((self.st.slots[147] != -1 && self.st.slots[148] == 1) as i64) << 49)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -562949953421313i64
            | ((self.st.slots[147] != -1 && self.st.slots[148] == 2) as i64) << 49)
            as u64;
        self.st.slots[150] = 0;
        self.st.slots[151] = 2;
        self.st.slots[152] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -1125899906842625i64
            | ((self.st.slots[150] != -1) as i64) << 50) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -1125899906842625i64
            | ((self.st.slots[150] != -1 && self.st.slots[151] == 1) as i64) << 50)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -1125899906842625i64
            | ((self.st.slots[150] != -1 && self.st.slots[151] == 2) as i64) << 50)
            as u64;
        self.st.slots[153] = 0;
        self.st.slots[154] = 2;
        self.st.slots[155] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2251799813685249i64
            | ((self.st.slots[153] != -1) as i64) << 51) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2251799813685249i64
            | ((self.st.slots[153] != -1 && self.st.slots[154] == 1) as i64) << 51)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2251799813685249i64
            | ((self.st.slots[153] != -1 && self.st.slots[154] == 2) as i64) << 51)
            as u64;
        self.st.slots[156] = 0;
        self.st.slots[157] = 2;
        self.st.slots[158] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -4503599627370497i64
            | ((self.st.slots[156] != -1) as i64) << 52) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -4503599627370497i64
            | ((self.st.slots[156] != -1 && self.st.slots[157] == 1) as i64) << 52)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -4503599627370497i64
            | ((self.st.slots[156] != -1 && self.st.slots[157] == 2) as i64) << 52)
            as u64;
        self.st.slots[159] = 0;
        self.st.slots[160] = 2;
        self.st.slots[161] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -9007199254740993i64
            | ((self.st.slots[159] != -1) as i64) << 53) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -9007199254740993i64
            | ((self.st.slots[159] != -1 && self.st.slots[160] == 1) as i64) << 53)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -9007199254740993i64
            | ((self.st.slots[159] != -1 && self.st.slots[160] == 2) as i64) << 53)
            as u64;
        self.st.slots[162] = 0;
        self.st.slots[163] = 2;
        self.st.slots[164] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -18014398509481985i64
            | ((self.st.slots[162] != -1) as i64) << 54) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -18014398509481985i64
            | ((self.st.slots[162] != -1 && self.st.slots[163] == 1) as i64) << 54)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -18014398509481985i64
            | ((self.st.slots[162] != -1 && self.st.slots[163] == 2) as i64) << 54)
            as u64;
        self.st.slots[165] = 0;
        self.st.slots[166] = 2;
        self.st.slots[167] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -36028797018963969i64
            | ((self.st.slots[165] != -1) as i64) << 55) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -36028797018963969i64
            | ((self.st.slots[165] != -1 && self.st.slots[166] == 1) as i64) << 55)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -36028797018963969i64
            | ((self.st.slots[165] != -1 && self.st.slots[166] == 2) as i64) << 55)
            as u64;
        self.st.slots[24] = 0;
        self.st.slots[25] = 1;
        self.st.slots[26] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -257
            | ((self.st.slots[24] != -1) as i64) << 8) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -257
            | ((self.st.slots[24] != -1 && self.st.slots[25] == 1) as i64) << 8) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -257
            | ((self.st.slots[24] != -1 && self.st.slots[25] == 2) as i64) << 8) as u64;
        self.st.slots[27] = 0;
        self.st.slots[28] = 1;
        self.st.slots[29] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -513
            | ((self.st.slots[27] != -1) as i64) << 9) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -513
            | ((self.st.slots[27] != -1 && self.st.slots[28] == 1) as i64) << 9) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -513
            | ((self.st.slots[27] != -1 && self.st.slots[28] == 2) as i64) << 9) as u64;
        self.st.slots[30] = 0;
        self.st.slots[31] = 1;
        self.st.slots[32] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -1025
            | ((self.st.slots[30] != -1) as i64) << 10) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -1025
            | ((self.st.slots[30] != -1 && self.st.slots[31] == 1) as i64) << 10) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -1025
            | ((self.st.slots[30] != -1 && self.st.slots[31] == 2) as i64) << 10) as u64;
        self.st.slots[33] = 0;
        self.st.slots[34] = 1;
        self.st.slots[35] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2049
            | ((self.st.slots[33] != -1) as i64) << 11) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2049
            | ((self.st.slots[33] != -1 && self.st.slots[34] == 1) as i64) << 11) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2049
            | ((self.st.slots[33] != -1 && self.st.slots[34] == 2) as i64) << 11) as u64;
        self.st.slots[36] = 0;
        self.st.slots[37] = 1;
        self.st.slots[38] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -4097
            | ((self.st.slots[36] != -1) as i64) << 12) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -4097
            | ((self.st.slots[36] != -1 && self.st.slots[37] == 1) as i64) << 12) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -4097
            | ((self.st.slots[36] != -1 && self.st.slots[37] == 2) as i64) << 12) as u64;
        self.st.slots[39] = 0;
        self.st.slots[40] = 1;
        self.st.slots[41] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -8193
            | ((self.st.slots[39] != -1) as i64) << 13) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -8193
            | ((self.st.slots[39] != -1 && self.st.slots[40] == 1) as i64) << 13) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -8193
            | ((self.st.slots[39] != -1 && self.st.slots[40] == 2) as i64) << 13) as u64;
        self.st.slots[42] = 0;
        self.st.slots[43] = 1;
        self.st.slots[44] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -16385
            | ((self.st.slots[42] != -1) as i64) << 14) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -16385
            | ((self.st.slots[42] != -1 && self.st.slots[43] == 1) as i64) << 14) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -16385
            | ((self.st.slots[42] != -1 && self.st.slots[43] == 2) as i64) << 14) as u64;
        self.st.slots[45] = 0;
        self.st.slots[46] = 1;
        self.st.slots[47] = DEFAULTS_16[0] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -32769
            | ((self.st.slots[45] != -1) as i64) << 15) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -32769
            | ((self.st.slots[45] != -1 && self.st.slots[46] == 1) as i64) << 15) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -32769
            | ((self.st.slots[45] != -1 && self.st.slots[46] == 2) as i64) << 15) as u64;
        self.st.slots[168] = 3;
        self.st.slots[169] = 2;
        self.st.slots[170] = DEFAULTS_16[3] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -72057594037927937i64
            | ((self.st.slots[168] != -1) as i64) << 56) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -72057594037927937i64
            | ((self.st.slots[168] != -1 && self.st.slots[169] == 1) as i64) << 56)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -72057594037927937i64
            | ((self.st.slots[168] != -1 && self.st.slots[169] == 2) as i64) << 56)
            as u64;
        self.st.slots[189] = 3;
        self.st.slots[190] = 2;
        self.st.slots[191] = DEFAULTS_16[3] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & 9223372036854775807i64
            | ((self.st.slots[189] != -1) as i64) << 63) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & 9223372036854775807i64
            | ((self.st.slots[189] != -1 && self.st.slots[190] == 1) as i64) << 63)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & 9223372036854775807i64
            | ((self.st.slots[189] != -1 && self.st.slots[190] == 2) as i64) << 63)
            as u64;
        self.st.slots[0] = 3;
        self.st.slots[1] = 1;
        self.st.slots[2] = DEFAULTS_16[3] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2
            | ((self.st.slots[0] != -1) as i64) << 0) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2
            | ((self.st.slots[0] != -1 && self.st.slots[1] == 1) as i64) << 0) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2
            | ((self.st.slots[0] != -1 && self.st.slots[1] == 2) as i64) << 0) as u64;
        self.st.slots[21] = 3;
        self.st.slots[22] = 1;
        self.st.slots[23] = DEFAULTS_16[3] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -129
            | ((self.st.slots[21] != -1) as i64) << 7) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -129
            | ((self.st.slots[21] != -1 && self.st.slots[22] == 1) as i64) << 7) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -129
            | ((self.st.slots[21] != -1 && self.st.slots[22] == 2) as i64) << 7) as u64;
        self.st.slots[171] = 1;
        self.st.slots[172] = 2;
        self.st.slots[173] = DEFAULTS_16[1] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -144115188075855873i64
            | ((self.st.slots[171] != -1) as i64) << 57) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -144115188075855873i64
            | ((self.st.slots[171] != -1 && self.st.slots[172] == 1) as i64) << 57)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -144115188075855873i64
            | ((self.st.slots[171] != -1 && self.st.slots[172] == 2) as i64) << 57)
            as u64;
        self.st.slots[186] = 1;
        self.st.slots[187] = 2;
        self.st.slots[188] = DEFAULTS_16[1] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -4611686018427387905i64
            | ((self.st.slots[186] != -1) as i64) << 62) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -4611686018427387905i64
            | ((self.st.slots[186] != -1 && self.st.slots[187] == 1) as i64) << 62)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -4611686018427387905i64
            | ((self.st.slots[186] != -1 && self.st.slots[187] == 2) as i64) << 62)
            as u64;
        self.st.slots[3] = 1;
        self.st.slots[4] = 1;
        self.st.slots[5] = DEFAULTS_16[1] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -3
            | ((self.st.slots[3] != -1) as i64) << 1) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -3
            | ((self.st.slots[3] != -1 && self.st.slots[4] == 1) as i64) << 1) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -3
            | ((self.st.slots[3] != -1 && self.st.slots[4] == 2) as i64) << 1) as u64;
        self.st.slots[18] = 1;
        self.st.slots[19] = 1;
        self.st.slots[20] = DEFAULTS_16[1] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -65
            | ((self.st.slots[18] != -1) as i64) << 6) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -65
            | ((self.st.slots[18] != -1 && self.st.slots[19] == 1) as i64) << 6) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -65
            | ((self.st.slots[18] != -1 && self.st.slots[19] == 2) as i64) << 6) as u64;
        self.st.slots[174] = 2;
        self.st.slots[175] = 2;
        self.st.slots[176] = DEFAULTS_16[2] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -288230376151711745i64
            | ((self.st.slots[174] != -1) as i64) << 58) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -288230376151711745i64
            | ((self.st.slots[174] != -1 && self.st.slots[175] == 1) as i64) << 58)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -288230376151711745i64
            | ((self.st.slots[174] != -1 && self.st.slots[175] == 2) as i64) << 58)
            as u64;
        self.st.slots[183] = 2;
        self.st.slots[184] = 2;
        self.st.slots[185] = DEFAULTS_16[2] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2305843009213693953i64
            | ((self.st.slots[183] != -1) as i64) << 61) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2305843009213693953i64
            | ((self.st.slots[183] != -1 && self.st.slots[184] == 1) as i64) << 61)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2305843009213693953i64
            | ((self.st.slots[183] != -1 && self.st.slots[184] == 2) as i64) << 61)
            as u64;
        self.st.slots[6] = 2;
        self.st.slots[7] = 1;
        self.st.slots[8] = DEFAULTS_16[2] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -5
            | ((self.st.slots[6] != -1) as i64) << 2) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -5
            | ((self.st.slots[6] != -1 && self.st.slots[7] == 1) as i64) << 2) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -5
            | ((self.st.slots[6] != -1 && self.st.slots[7] == 2) as i64) << 2) as u64;
        self.st.slots[15] = 2;
        self.st.slots[16] = 1;
        self.st.slots[17] = DEFAULTS_16[2] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -33
            | ((self.st.slots[15] != -1) as i64) << 5) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -33
            | ((self.st.slots[15] != -1 && self.st.slots[16] == 1) as i64) << 5) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -33
            | ((self.st.slots[15] != -1 && self.st.slots[16] == 2) as i64) << 5) as u64;
        self.st.slots[177] = 4;
        self.st.slots[178] = 2;
        self.st.slots[179] = DEFAULTS_16[4] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -576460752303423489i64
            | ((self.st.slots[177] != -1) as i64) << 59) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -576460752303423489i64
            | ((self.st.slots[177] != -1 && self.st.slots[178] == 1) as i64) << 59)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -576460752303423489i64
            | ((self.st.slots[177] != -1 && self.st.slots[178] == 2) as i64) << 59)
            as u64;
        self.st.slots[9] = 4;
        self.st.slots[10] = 1;
        self.st.slots[11] = DEFAULTS_16[4] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -9
            | ((self.st.slots[9] != -1) as i64) << 3) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -9
            | ((self.st.slots[9] != -1 && self.st.slots[10] == 1) as i64) << 3) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -9
            | ((self.st.slots[9] != -1 && self.st.slots[10] == 2) as i64) << 3) as u64;
        self.st.slots[180] = 5;
        self.st.slots[181] = 2;
        self.st.slots[182] = DEFAULTS_16[5] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -1152921504606846977i64
            | ((self.st.slots[180] != -1) as i64) << 60) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -1152921504606846977i64
            | ((self.st.slots[180] != -1 && self.st.slots[181] == 1) as i64) << 60)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -1152921504606846977i64
            | ((self.st.slots[180] != -1 && self.st.slots[181] == 2) as i64) << 60)
            as u64;
        self.st.slots[12] = 5;
        self.st.slots[13] = 1;
        self.st.slots[14] = DEFAULTS_16[5] as i64 as i32;
        self.st.bits[0] = (self.st.bits[0] as i64 & -17
            | ((self.st.slots[12] != -1) as i64) << 4) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -17
            | ((self.st.slots[12] != -1 && self.st.slots[13] == 1) as i64) << 4) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -17
            | ((self.st.slots[12] != -1 && self.st.slots[13] == 2) as i64) << 4) as u64;
        self.st.slots[203] = -1;
        self.st.slots[204] = -1;
        self.st.slots[205] = 625341585;
        if self.has_moves() == 0 {
            self.st.slots[202] = 1;
            self.st.slots[207] = 1;
            self.st.slots[208] = 1;
        }
        self.st.mover[0] = (self.st.slots[192] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[202] as i64 as u8;
        self.st.rank[0] = self.st.slots[207] as i64 as u8;
        self.st.rank[1] = self.st.slots[208] as i64 as u8;
        for i in 0i64..209 {
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
        if self.st.slots[202] != 0 {
            return;
        }
        phase = self.phase(self.st.slots[192] as i64);
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
        mover = self.st.slots[192] as i64;
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
        set_current = self.st.slots[209] as i64;
        self.st.slots[209] = 0;
        self.st.slots[210] = 0;
        self.st.slots[203] = target as i32;
        self.st.slots[204] = mover as i32;
        if set_current == 0 {
            self.st.slots[192] = (if mover < 1 {
                -1
            } else {
                (if (mover.wrapping_sub(1).wrapping_add(self.st.slots[193] as i64) % 2)
                    < 0
                {
                    (mover.wrapping_sub(1).wrapping_add(self.st.slots[193] as i64) % 2)
                        .wrapping_add(2)
                } else {
                    mover.wrapping_sub(1).wrapping_add(self.st.slots[193] as i64) % 2
                })
                    .wrapping_add(1)
            }) as i32;
        }
        decided = 0;
        if decided == 0
            && (self
                .can_target(
                    if self.st.slots[192] < 1 {
                        -1
                    } else {
                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                    },
                    self.find(5, self.st.slots[192] as i64),
                ) != 0 && (self.has_moves() == 0) as i64 != 0) as i64 != 0
        {
            self.st.slots[202] = 1;
            self.st.slots[207] = (if (if self.st.slots[192] < 1 {
                -1
            } else {
                (self.st.slots[192] as i64 % 2).wrapping_add(1)
            }) == 1
            {
                1
            } else {
                2
            }) as i32;
            self.st.slots[208] = (if (if self.st.slots[192] < 1 {
                -1
            } else {
                (self.st.slots[192] as i64 % 2).wrapping_add(1)
            }) == 2
            {
                1
            } else {
                2
            }) as i32;
            decided = 1;
        }
        if decided == 0 && (self.has_moves() == 0) as i64 != 0 {
            self.st.slots[202] = 1;
            self.st.slots[207] = 1;
            self.st.slots[208] = 1;
            decided = 1;
        }
        if decided == 0 && (self.st.slots[195] >= 100) as i64 != 0 {
            self.st.slots[202] = 1;
            self.st.slots[207] = 1;
            self.st.slots[208] = 1;
            decided = 1;
        }
        if decided == 0 && self.has_moves() == 0 {
            self.st.slots[202] = 1;
            self.st.slots[207] = 1;
            self.st.slots[208] = 1;
        }
        self.st.mover[0] = (self.st.slots[192] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[202] as i64 as u8;
        self.st.rank[0] = self.st.slots[207] as i64 as u8;
        self.st.rank[1] = self.st.slots[208] as i64 as u8;
        for i in 0i64..209 {
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
        let mut start: i64 = 0;
        let mut target: i64 = 0;
        let mut found: i64 = 0;
        let mut done: i64 = 0;
        let mut took: i64 = 0;
        let r: i64 = 0;
        let mut cont: i64 = 0;
        let mut cs: i64 = 0;
        let mut fa: i64 = 0;
        let mut before_phase: i64 = 0;
        let mut ok: i64 = 0;
        let mut ok_1: i64 = 0;
        let mut ok_2: i64 = 0;
        let mut ok_3: i64 = 0;
        let mut ok_4: i64 = 0;
        let mut ok_5: i64 = 0;
        let mut ok_6: i64 = 0;
        let mut ok_7: i64 = 0;
        let mut ok_8: i64 = 0;
        let mut ok_9: i64 = 0;
        let mut ok_10: i64 = 0;
        let mut ok_11: i64 = 0;
        let mut value: i64 = 0;
        let mut value_1: i64 = 0;
        let mut value_2: i64 = 0;
        let mut pos: i64 = 0;
        let mut value_3: i64 = 0;
        let mut pos_1: i64 = 0;
        let mut from: i64 = 0;
        let mut value_4: i64 = 0;
        let mut pos_2: i64 = 0;
        let mut from_1: i64 = 0;
        let mut value_5: i64 = 0;
        let mut pos_3: i64 = 0;
        let mut value_6: i64 = 0;
        let mut value_7: i64 = 0;
        let mut value_8: i64 = 0;
        let mut pos_4: i64 = 0;
        let mut value_9: i64 = 0;
        let mut pos_5: i64 = 0;
        let mut from_2: i64 = 0;
        let mut value_10: i64 = 0;
        let mut pos_6: i64 = 0;
        let mut from_3: i64 = 0;
        let mut value_11: i64 = 0;
        let mut pos_7: i64 = 0;
        let mut value_12: i64 = 0;
        let mut value_13: i64 = 0;
        let mut value_14: i64 = 0;
        let mut pos_8: i64 = 0;
        let mut value_15: i64 = 0;
        let mut pos_9: i64 = 0;
        let mut from_4: i64 = 0;
        let mut value_16: i64 = 0;
        let mut pos_10: i64 = 0;
        let mut from_5: i64 = 0;
        let mut value_17: i64 = 0;
        let mut pos_11: i64 = 0;
        let mut value_18: i64 = 0;
        let mut value_19: i64 = 0;
        let mut value_20: i64 = 0;
        let mut pos_12: i64 = 0;
        let mut value_21: i64 = 0;
        let mut pos_13: i64 = 0;
        let mut from_6: i64 = 0;
        let mut value_22: i64 = 0;
        let mut pos_14: i64 = 0;
        let mut from_7: i64 = 0;
        let mut value_23: i64 = 0;
        let mut pos_15: i64 = 0;
        let mut value_24: i64 = 0;
        let mut value_25: i64 = 0;
        let mut value_26: i64 = 0;
        let mut pos_16: i64 = 0;
        let mut value_27: i64 = 0;
        let mut pos_17: i64 = 0;
        let mut from_8: i64 = 0;
        let mut value_28: i64 = 0;
        let mut pos_18: i64 = 0;
        let mut from_9: i64 = 0;
        let mut value_29: i64 = 0;
        let mut pos_19: i64 = 0;
        let mut value_30: i64 = 0;
        let mut value_31: i64 = 0;
        let mut value_32: i64 = 0;
        let mut pos_20: i64 = 0;
        let mut value_33: i64 = 0;
        let mut pos_21: i64 = 0;
        let mut from_10: i64 = 0;
        let mut value_34: i64 = 0;
        let mut pos_22: i64 = 0;
        let mut from_11: i64 = 0;
        let mut value_35: i64 = 0;
        let mut pos_23: i64 = 0;
        let mut value_36: i64 = 0;
        let mut value_37: i64 = 0;
        let mut value_38: i64 = 0;
        let mut pos_24: i64 = 0;
        let mut value_39: i64 = 0;
        let mut pos_25: i64 = 0;
        let mut from_12: i64 = 0;
        let mut value_40: i64 = 0;
        let mut pos_26: i64 = 0;
        let mut from_13: i64 = 0;
        let mut value_41: i64 = 0;
        let mut pos_27: i64 = 0;
        let mut value_42: i64 = 0;
        let mut value_43: i64 = 0;
        let mut value_44: i64 = 0;
        let mut pos_28: i64 = 0;
        let mut value_45: i64 = 0;
        let mut pos_29: i64 = 0;
        let mut from_14: i64 = 0;
        let mut value_46: i64 = 0;
        let mut pos_30: i64 = 0;
        let mut from_15: i64 = 0;
        let mut value_47: i64 = 0;
        let mut pos_31: i64 = 0;
        let mut value_48: i64 = 0;
        let mut value_49: i64 = 0;
        let mut value_50: i64 = 0;
        let mut pos_32: i64 = 0;
        let mut value_51: i64 = 0;
        let mut pos_33: i64 = 0;
        let mut from_16: i64 = 0;
        let mut value_52: i64 = 0;
        let mut pos_34: i64 = 0;
        let mut from_17: i64 = 0;
        let mut value_53: i64 = 0;
        let mut value_54: i64 = 0;
        let mut value_55: i64 = 0;
        let mut pos_35: i64 = 0;
        let mut value_56: i64 = 0;
        let mut pos_36: i64 = 0;
        let mut from_18: i64 = 0;
        let mut value_57: i64 = 0;
        let mut pos_37: i64 = 0;
        let mut from_19: i64 = 0;
        let mut value_58: i64 = 0;
        let mut value_59: i64 = 0;
        let mut value_60: i64 = 0;
        let mut value_61: i64 = 0;
        let mut pos_38: i64 = 0;
        let mut value_62: i64 = 0;
        let mut pos_39: i64 = 0;
        let mut from_20: i64 = 0;
        let mut value_63: i64 = 0;
        let mut pos_40: i64 = 0;
        let mut from_21: i64 = 0;
        let mut value_64: i64 = 0;
        let mut value_65: i64 = 0;
        let mut value_66: i64 = 0;
        let mut pos_41: i64 = 0;
        let mut value_67: i64 = 0;
        let mut pos_42: i64 = 0;
        let mut from_22: i64 = 0;
        let mut value_68: i64 = 0;
        let mut pos_43: i64 = 0;
        let mut from_23: i64 = 0;
        let mut pos_44: i64 = 0;
        let mut value_69: i64 = 0;
        let mut value_70: i64 = 0;
        let mut value_71: i64 = 0;
        let mut pos_45: i64 = 0;
        let mut value_72: i64 = 0;
        let mut pos_46: i64 = 0;
        let mut from_24: i64 = 0;
        let mut value_73: i64 = 0;
        let mut pos_47: i64 = 0;
        let mut from_25: i64 = 0;
        let mut value_74: i64 = 0;
        let mut value_75: i64 = 0;
        let mut value_76: i64 = 0;
        let mut pos_48: i64 = 0;
        let mut value_77: i64 = 0;
        let mut pos_49: i64 = 0;
        let mut from_26: i64 = 0;
        let mut value_78: i64 = 0;
        let mut pos_50: i64 = 0;
        let mut from_27: i64 = 0;
        let mut value_79: i64 = 0;
        let mut value_80: i64 = 0;
        let mut value_81: i64 = 0;
        let mut pos_51: i64 = 0;
        let mut value_82: i64 = 0;
        let mut pos_52: i64 = 0;
        let mut from_28: i64 = 0;
        let mut value_83: i64 = 0;
        let mut pos_53: i64 = 0;
        let mut from_29: i64 = 0;
        let mut value_84: i64 = 0;
        let mut value_85: i64 = 0;
        let mut value_86: i64 = 0;
        let mut pos_54: i64 = 0;
        let mut value_87: i64 = 0;
        let mut pos_55: i64 = 0;
        let mut from_30: i64 = 0;
        let mut value_88: i64 = 0;
        let mut pos_56: i64 = 0;
        let mut from_31: i64 = 0;
        let mut value_89: i64 = 0;
        let mut value_90: i64 = 0;
        let mut value_91: i64 = 0;
        let mut pos_57: i64 = 0;
        let mut value_92: i64 = 0;
        let mut pos_58: i64 = 0;
        let mut from_32: i64 = 0;
        let mut value_93: i64 = 0;
        let mut pos_59: i64 = 0;
        let mut from_33: i64 = 0;
        let mut value_94: i64 = 0;
        let mut pos_60: i64 = 0;
        let mut from_34: i64 = 0;
        let mut value_95: i64 = 0;
        let mut pos_61: i64 = 0;
        let mut from_35: i64 = 0;
        let mut value_96: i64 = 0;
        let mut value_97: i64 = 0;
        let mut value_98: i64 = 0;
        let mut pos_62: i64 = 0;
        let mut value_99: i64 = 0;
        let mut pos_63: i64 = 0;
        let mut from_36: i64 = 0;
        let mut value_100: i64 = 0;
        let mut pos_64: i64 = 0;
        let mut from_37: i64 = 0;
        let mut targets: i64 = 0;
        let mut starts: i64 = 0;
        found = 0;
        before_phase = self.phase(self.st.slots[192] as i64);
        starts = (if restrict != 0 {
            if only >= 0 && only < 64 { 1i64.wrapping_shl(only as u32) } else { 0 }
        } else {
            -1
        })
            & (if self.st.slots[192] >= 1 && self.st.slots[192] <= 2 {
                self.st.bits[self.st.slots[192] as i64 as usize] as i64
            } else {
                self.st.bits[0] as i64
            });
        while starts != 0 {
            start = starts.trailing_zeros() as i64;
            starts = starts & starts.wrapping_sub(1);
            if start != -1 && self.st.slots[start.wrapping_mul(3) as usize] == -1 {
                continue;
            }
            ok = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0))
                as i64;
            ok_1 = ok;
            ok_2 = ok;
            ok_3 = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0
                    && (start / 8
                        == self
                            .player_attr_1(
                                if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                    self
                                        .st
                                        .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                        as i64
                                } else {
                                    -1
                                },
                            )) as i64 != 0)) as i64;
            ok_4 = ok;
            ok_5 = ok;
            ok_6 = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 1) as i64 != 0))
                as i64;
            ok_7 = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 2) as i64 != 0))
                as i64;
            ok_8 = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 3) as i64 != 0))
                as i64;
            ok_9 = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 4) as i64 != 0))
                as i64;
            ok_10 = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 5) as i64 != 0
                    && ((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                        self.st.slots[start.wrapping_mul(3).wrapping_add(2) as usize]
                            as i64
                    } else {
                        0
                    }) == 0) as i64 != 0)) as i64;
            ok_11 = (start != -1 && in_chain == 0
                && (((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 5) as i64 != 0))
                as i64;
            if !(ok != 0 || ok_1 != 0 || ok_2 != 0 || ok_3 != 0 || ok_4 != 0 || ok_5 != 0
                || ok_6 != 0 || ok_7 != 0 || ok_8 != 0 || ok_9 != 0 || ok_10 != 0
                || ok_11 != 0)
            {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            targets = (if ok != 0 {
                CANDIDATE_TARGETS_6[start as usize] & !(self.st.bits[0] as i64)
            } else {
                0
            }) | (if ok_1 != 0 { CANDIDATE_TARGETS_7[start as usize] } else { 0 })
                | (if ok_2 != 0 {
                    CANDIDATE_TARGETS_6[start as usize] & !(self.st.bits[0] as i64)
                } else {
                    0
                })
                | (if ok_3 != 0 {
                    CANDIDATE_TARGETS_6[start as usize] & !(self.st.bits[0] as i64)
                } else {
                    0
                }) | (if ok_4 != 0 { CANDIDATE_TARGETS_7[start as usize] } else { 0 })
                | (if ok_5 != 0 { CANDIDATE_TARGETS_7[start as usize] } else { 0 })
                | (if ok_6 != 0 {
                    CANDIDATE_TARGETS_8[start as usize]
                        & (if self.st.slots[192] >= 1 && self.st.slots[192] <= 2 {
                            !(self.st.bits[self.st.slots[192] as i64 as usize] as i64)
                        } else {
                            -1
                        })
                } else {
                    0
                })
                | (if ok_7 != 0 {
                    CANDIDATE_TARGETS_9[start as usize]
                        & (if self.st.slots[192] >= 1 && self.st.slots[192] <= 2 {
                            !(self.st.bits[self.st.slots[192] as i64 as usize] as i64)
                        } else {
                            -1
                        })
                } else {
                    0
                })
                | (if ok_8 != 0 {
                    CANDIDATE_TARGETS_10[start as usize]
                        & (if self.st.slots[192] >= 1 && self.st.slots[192] <= 2 {
                            !(self.st.bits[self.st.slots[192] as i64 as usize] as i64)
                        } else {
                            -1
                        })
                } else {
                    0
                })
                | (if ok_9 != 0 {
                    CANDIDATE_TARGETS_11[start as usize]
                        & (if self.st.slots[192] >= 1 && self.st.slots[192] <= 2 {
                            !(self.st.bits[self.st.slots[192] as i64 as usize] as i64)
                        } else {
                            -1
                        })
                } else {
                    0
                })
                | (if ok_10 != 0 {
                    CANDIDATE_TARGETS_12[start as usize] & !(self.st.bits[0] as i64)
                } else {
                    0
                })
                | (if ok_11 != 0 {
                    CANDIDATE_TARGETS_13[start as usize]
                        & (if self.st.slots[192] >= 1 && self.st.slots[192] <= 2 {
                            !(self.st.bits[self.st.slots[192] as i64 as usize] as i64)
                        } else {
                            -1
                        })
                } else {
                    0
                });
            while targets != 0 {
                target = targets.trailing_zeros() as i64;
                targets = targets & targets.wrapping_sub(1);
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 0 };
                    took = 0;
                    if (target % 8 == start % 8) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value as i32;
                            value_1 = -1;
                            self.st.slots[194] = value_1 as i32;
                            value_2 = 1;
                            pos = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos >= 0 && pos < 64 {
                                self.st.slots[pos.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos.wrapping_mul(3).wrapping_add(2) as usize] = value_2
                                    as i32;
                            }
                        }
                        value_3 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from = value_3;
                        pos_1 = target;
                        if pos_1 >= 0 && pos_1 < 64 {
                            if from == -1 {
                                self.st.slots[pos_1.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_1.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                            } else if from != pos_1 {
                                self.st.slots[pos_1.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from.wrapping_mul(3).wrapping_add(1) as usize] as i64
                                    as i32;
                                self
                                    .st
                                    .slots[pos_1.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from.wrapping_mul(3).wrapping_add(2) as usize] as i64
                                    as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)
                                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)
                                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)
                                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_1 as u32)) as u64;
                            }
                        }
                        value_4 = -1;
                        from_1 = value_4;
                        pos_2 = start;
                        if pos_2 >= 0 && pos_2 < 64 {
                            if from_1 == -1 {
                                self.st.slots[pos_2.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_2.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_2.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_2 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_2 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_2 as u32)) as u64;
                            } else if from_1 != pos_2 {
                                self.st.slots[pos_2.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_1.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_2.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_1.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_2.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_1.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_2 as u32)
                                    | ((self.st.slots[pos_2.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_2 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_2 as u32)
                                    | ((self.st.slots[pos_2.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_2.wrapping_mul(3).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_2 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_2 as u32)
                                    | ((self.st.slots[pos_2.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_2.wrapping_mul(3).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_2 as u32)) as u64;
                            }
                        }
                        value_5 = 4;
                        pos_3 = if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        };
                        if (if pos_3 >= 0 && pos_3 < 64 {
                            self.st.slots[pos_3.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_3.wrapping_mul(3) as usize] = value_5
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_3 as u32)
                                | ((self.st.slots[pos_3.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_3 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_3 as u32)
                                | ((self.st.slots[pos_3.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_3.wrapping_mul(3).wrapping_add(1) as usize] == 1)
                                    as i64)
                                    .wrapping_shl(pos_3 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_3 as u32)
                                | ((self.st.slots[pos_3.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_3.wrapping_mul(3).wrapping_add(1) as usize] == 2)
                                    as i64)
                                    .wrapping_shl(pos_3 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                    if (target % 8 == start % 8) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_6 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_6 as i32;
                            value_7 = -1;
                            self.st.slots[194] = value_7 as i32;
                            value_8 = 1;
                            pos_4 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_4 >= 0 && pos_4 < 64 {
                                self.st.slots[pos_4.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_4.wrapping_mul(3).wrapping_add(2) as usize] = value_8
                                    as i32;
                            }
                        }
                        value_9 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_2 = value_9;
                        pos_5 = target;
                        if pos_5 >= 0 && pos_5 < 64 {
                            if from_2 == -1 {
                                self.st.slots[pos_5.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_5.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_5.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)) as u64;
                            } else if from_2 != pos_5 {
                                self.st.slots[pos_5.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_2.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_5.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_2.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_5.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_2.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)
                                    | ((self.st.slots[pos_5.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)
                                    | ((self.st.slots[pos_5.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_5.wrapping_mul(3).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)
                                    | ((self.st.slots[pos_5.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_5.wrapping_mul(3).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_5 as u32)) as u64;
                            }
                        }
                        value_10 = -1;
                        from_3 = value_10;
                        pos_6 = start;
                        if pos_6 >= 0 && pos_6 < 64 {
                            if from_3 == -1 {
                                self.st.slots[pos_6.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_6.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_6.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)) as u64;
                            } else if from_3 != pos_6 {
                                self.st.slots[pos_6.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_3.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_6.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_3.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_6.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_3.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)
                                    | ((self.st.slots[pos_6.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_6 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)
                                    | ((self.st.slots[pos_6.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_6.wrapping_mul(3).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_6 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)
                                    | ((self.st.slots[pos_6.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_6.wrapping_mul(3).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_6 as u32)) as u64;
                            }
                        }
                        value_11 = 3;
                        pos_7 = if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        };
                        if (if pos_7 >= 0 && pos_7 < 64 {
                            self.st.slots[pos_7.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_7.wrapping_mul(3) as usize] = value_11
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_7 as u32)
                                | ((self.st.slots[pos_7.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_7 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_7 as u32)
                                | ((self.st.slots[pos_7.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_7.wrapping_mul(3).wrapping_add(1) as usize] == 1)
                                    as i64)
                                    .wrapping_shl(pos_7 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_7 as u32)
                                | ((self.st.slots[pos_7.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_7.wrapping_mul(3).wrapping_add(1) as usize] == 2)
                                    as i64)
                                    .wrapping_shl(pos_7 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                    if (target % 8 == start % 8) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_12 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_12 as i32;
                            value_13 = -1;
                            self.st.slots[194] = value_13 as i32;
                            value_14 = 1;
                            pos_8 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_8 >= 0 && pos_8 < 64 {
                                self.st.slots[pos_8.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_8.wrapping_mul(3).wrapping_add(2) as usize] = value_14
                                    as i32;
                            }
                        }
                        value_15 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_4 = value_15;
                        pos_9 = target;
                        if pos_9 >= 0 && pos_9 < 64 {
                            if from_4 == -1 {
                                self.st.slots[pos_9.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_9.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_9.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_9 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_9 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_9 as u32)) as u64;
                            } else if from_4 != pos_9 {
                                self.st.slots[pos_9.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_4.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_9.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_4.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_9.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_4.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_9 as u32)
                                    | ((self.st.slots[pos_9.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_9 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_9 as u32)
                                    | ((self.st.slots[pos_9.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_9.wrapping_mul(3).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_9 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_9 as u32)
                                    | ((self.st.slots[pos_9.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_9.wrapping_mul(3).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_9 as u32)) as u64;
                            }
                        }
                        value_16 = -1;
                        from_5 = value_16;
                        pos_10 = start;
                        if pos_10 >= 0 && pos_10 < 64 {
                            if from_5 == -1 {
                                self.st.slots[pos_10.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_10.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_10.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_10 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_10 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_10 as u32)) as u64;
                            } else if from_5 != pos_10 {
                                self.st.slots[pos_10.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_5.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_10.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_5.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_10.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_5.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_10 as u32)
                                    | ((self.st.slots[pos_10.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_10 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_10 as u32)
                                    | ((self.st.slots[pos_10.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_10.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_10 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_10 as u32)
                                    | ((self.st.slots[pos_10.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_10.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_10 as u32)) as u64;
                            }
                        }
                        value_17 = 2;
                        pos_11 = if self.st.slots[target.wrapping_mul(3) as usize] != -1
                        {
                            target
                        } else {
                            -1
                        };
                        if (if pos_11 >= 0 && pos_11 < 64 {
                            self.st.slots[pos_11.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_11.wrapping_mul(3) as usize] = value_17
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_11 as u32)
                                | ((self.st.slots[pos_11.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_11 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_11 as u32)
                                | ((self.st.slots[pos_11.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_11.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 1) as i64)
                                    .wrapping_shl(pos_11 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_11 as u32)
                                | ((self.st.slots[pos_11.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_11.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 2) as i64)
                                    .wrapping_shl(pos_11 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                    if (target % 8 == start % 8) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_18 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_18 as i32;
                            value_19 = -1;
                            self.st.slots[194] = value_19 as i32;
                            value_20 = 1;
                            pos_12 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_12 >= 0 && pos_12 < 64 {
                                self.st.slots[pos_12.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_12.wrapping_mul(3).wrapping_add(2) as usize] = value_20
                                    as i32;
                            }
                        }
                        value_21 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_6 = value_21;
                        pos_13 = target;
                        if pos_13 >= 0 && pos_13 < 64 {
                            if from_6 == -1 {
                                self.st.slots[pos_13.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_13.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_13.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_13 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_13 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_13 as u32)) as u64;
                            } else if from_6 != pos_13 {
                                self.st.slots[pos_13.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_6.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_13.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_6.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_13.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_6.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_13 as u32)
                                    | ((self.st.slots[pos_13.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_13 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_13 as u32)
                                    | ((self.st.slots[pos_13.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_13.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_13 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_13 as u32)
                                    | ((self.st.slots[pos_13.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_13.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_13 as u32)) as u64;
                            }
                        }
                        value_22 = -1;
                        from_7 = value_22;
                        pos_14 = start;
                        if pos_14 >= 0 && pos_14 < 64 {
                            if from_7 == -1 {
                                self.st.slots[pos_14.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_14.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_14.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_14 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_14 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_14 as u32)) as u64;
                            } else if from_7 != pos_14 {
                                self.st.slots[pos_14.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_7.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_14.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_7.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_14.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_7.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_14 as u32)
                                    | ((self.st.slots[pos_14.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_14 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_14 as u32)
                                    | ((self.st.slots[pos_14.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_14.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_14 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_14 as u32)
                                    | ((self.st.slots[pos_14.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_14.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_14 as u32)) as u64;
                            }
                        }
                        value_23 = 1;
                        pos_15 = if self.st.slots[target.wrapping_mul(3) as usize] != -1
                        {
                            target
                        } else {
                            -1
                        };
                        if (if pos_15 >= 0 && pos_15 < 64 {
                            self.st.slots[pos_15.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_15.wrapping_mul(3) as usize] = value_23
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_15 as u32)
                                | ((self.st.slots[pos_15.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_15 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_15 as u32)
                                | ((self.st.slots[pos_15.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_15.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 1) as i64)
                                    .wrapping_shl(pos_15 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_15 as u32)
                                | ((self.st.slots[pos_15.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_15.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 2) as i64)
                                    .wrapping_shl(pos_15 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_1 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 1 };
                    took = 0;
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            )
                            == (if self.st.slots[192] < 1 {
                                -1
                            } else {
                                (self.st.slots[192] as i64 % 2).wrapping_add(1)
                            })) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_24 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_24 as i32;
                            value_25 = -1;
                            self.st.slots[194] = value_25 as i32;
                            value_26 = 1;
                            pos_16 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_16 >= 0 && pos_16 < 64 {
                                self.st.slots[pos_16.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_16.wrapping_mul(3).wrapping_add(2) as usize] = value_26
                                    as i32;
                            }
                        }
                        value_27 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_8 = value_27;
                        pos_17 = target;
                        if pos_17 >= 0 && pos_17 < 64 {
                            if from_8 == -1 {
                                self.st.slots[pos_17.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_17.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_17.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_17 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_17 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_17 as u32)) as u64;
                            } else if from_8 != pos_17 {
                                self.st.slots[pos_17.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_8.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_17.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_8.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_17.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_8.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_17 as u32)
                                    | ((self.st.slots[pos_17.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_17 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_17 as u32)
                                    | ((self.st.slots[pos_17.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_17.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_17 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_17 as u32)
                                    | ((self.st.slots[pos_17.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_17.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_17 as u32)) as u64;
                            }
                        }
                        value_28 = -1;
                        from_9 = value_28;
                        pos_18 = start;
                        if pos_18 >= 0 && pos_18 < 64 {
                            if from_9 == -1 {
                                self.st.slots[pos_18.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_18.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_18.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_18 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_18 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_18 as u32)) as u64;
                            } else if from_9 != pos_18 {
                                self.st.slots[pos_18.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_9.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_18.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_9.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_18.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_9.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_18 as u32)
                                    | ((self.st.slots[pos_18.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_18 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_18 as u32)
                                    | ((self.st.slots[pos_18.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_18.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_18 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_18 as u32)
                                    | ((self.st.slots[pos_18.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_18.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_18 as u32)) as u64;
                            }
                        }
                        value_29 = 4;
                        pos_19 = if self.st.slots[target.wrapping_mul(3) as usize] != -1
                        {
                            target
                        } else {
                            -1
                        };
                        if (if pos_19 >= 0 && pos_19 < 64 {
                            self.st.slots[pos_19.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_19.wrapping_mul(3) as usize] = value_29
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_19 as u32)
                                | ((self.st.slots[pos_19.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_19 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_19 as u32)
                                | ((self.st.slots[pos_19.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_19.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 1) as i64)
                                    .wrapping_shl(pos_19 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_19 as u32)
                                | ((self.st.slots[pos_19.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_19.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 2) as i64)
                                    .wrapping_shl(pos_19 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            )
                            == (if self.st.slots[192] < 1 {
                                -1
                            } else {
                                (self.st.slots[192] as i64 % 2).wrapping_add(1)
                            })) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_30 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_30 as i32;
                            value_31 = -1;
                            self.st.slots[194] = value_31 as i32;
                            value_32 = 1;
                            pos_20 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_20 >= 0 && pos_20 < 64 {
                                self.st.slots[pos_20.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_20.wrapping_mul(3).wrapping_add(2) as usize] = value_32
                                    as i32;
                            }
                        }
                        value_33 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_10 = value_33;
                        pos_21 = target;
                        if pos_21 >= 0 && pos_21 < 64 {
                            if from_10 == -1 {
                                self.st.slots[pos_21.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_21.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_21.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_21 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_21 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_21 as u32)) as u64;
                            } else if from_10 != pos_21 {
                                self.st.slots[pos_21.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_10.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_21.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_10.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_21.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_10.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_21 as u32)
                                    | ((self.st.slots[pos_21.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_21 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_21 as u32)
                                    | ((self.st.slots[pos_21.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_21.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_21 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_21 as u32)
                                    | ((self.st.slots[pos_21.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_21.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_21 as u32)) as u64;
                            }
                        }
                        value_34 = -1;
                        from_11 = value_34;
                        pos_22 = start;
                        if pos_22 >= 0 && pos_22 < 64 {
                            if from_11 == -1 {
                                self.st.slots[pos_22.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_22.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_22.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_22 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_22 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_22 as u32)) as u64;
                            } else if from_11 != pos_22 {
                                self.st.slots[pos_22.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_11.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_22.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_11.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_22.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_11.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_22 as u32)
                                    | ((self.st.slots[pos_22.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_22 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_22 as u32)
                                    | ((self.st.slots[pos_22.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_22.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_22 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_22 as u32)
                                    | ((self.st.slots[pos_22.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_22.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_22 as u32)) as u64;
                            }
                        }
                        value_35 = 3;
                        pos_23 = if self.st.slots[target.wrapping_mul(3) as usize] != -1
                        {
                            target
                        } else {
                            -1
                        };
                        if (if pos_23 >= 0 && pos_23 < 64 {
                            self.st.slots[pos_23.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_23.wrapping_mul(3) as usize] = value_35
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_23 as u32)
                                | ((self.st.slots[pos_23.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_23 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_23 as u32)
                                | ((self.st.slots[pos_23.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_23.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 1) as i64)
                                    .wrapping_shl(pos_23 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_23 as u32)
                                | ((self.st.slots[pos_23.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_23.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 2) as i64)
                                    .wrapping_shl(pos_23 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            )
                            == (if self.st.slots[192] < 1 {
                                -1
                            } else {
                                (self.st.slots[192] as i64 % 2).wrapping_add(1)
                            })) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_36 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_36 as i32;
                            value_37 = -1;
                            self.st.slots[194] = value_37 as i32;
                            value_38 = 1;
                            pos_24 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_24 >= 0 && pos_24 < 64 {
                                self.st.slots[pos_24.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_24.wrapping_mul(3).wrapping_add(2) as usize] = value_38
                                    as i32;
                            }
                        }
                        value_39 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_12 = value_39;
                        pos_25 = target;
                        if pos_25 >= 0 && pos_25 < 64 {
                            if from_12 == -1 {
                                self.st.slots[pos_25.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_25.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_25.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_25 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_25 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_25 as u32)) as u64;
                            } else if from_12 != pos_25 {
                                self.st.slots[pos_25.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_12.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_25.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_12.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_25.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_12.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_25 as u32)
                                    | ((self.st.slots[pos_25.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_25 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_25 as u32)
                                    | ((self.st.slots[pos_25.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_25.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_25 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_25 as u32)
                                    | ((self.st.slots[pos_25.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_25.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_25 as u32)) as u64;
                            }
                        }
                        value_40 = -1;
                        from_13 = value_40;
                        pos_26 = start;
                        if pos_26 >= 0 && pos_26 < 64 {
                            if from_13 == -1 {
                                self.st.slots[pos_26.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_26.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_26.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_26 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_26 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_26 as u32)) as u64;
                            } else if from_13 != pos_26 {
                                self.st.slots[pos_26.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_13.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_26.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_13.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_26.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_13.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_26 as u32)
                                    | ((self.st.slots[pos_26.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_26 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_26 as u32)
                                    | ((self.st.slots[pos_26.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_26.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_26 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_26 as u32)
                                    | ((self.st.slots[pos_26.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_26.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_26 as u32)) as u64;
                            }
                        }
                        value_41 = 2;
                        pos_27 = if self.st.slots[target.wrapping_mul(3) as usize] != -1
                        {
                            target
                        } else {
                            -1
                        };
                        if (if pos_27 >= 0 && pos_27 < 64 {
                            self.st.slots[pos_27.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_27.wrapping_mul(3) as usize] = value_41
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_27 as u32)
                                | ((self.st.slots[pos_27.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_27 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_27 as u32)
                                | ((self.st.slots[pos_27.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_27.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 1) as i64)
                                    .wrapping_shl(pos_27 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_27 as u32)
                                | ((self.st.slots[pos_27.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_27.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 2) as i64)
                                    .wrapping_shl(pos_27 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            )
                            == (if self.st.slots[192] < 1 {
                                -1
                            } else {
                                (self.st.slots[192] as i64 % 2).wrapping_add(1)
                            })) as i64 != 0
                        && (target / 8
                            == self
                                .player_attr_2(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_42 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_42 as i32;
                            value_43 = -1;
                            self.st.slots[194] = value_43 as i32;
                            value_44 = 1;
                            pos_28 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_28 >= 0 && pos_28 < 64 {
                                self.st.slots[pos_28.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_28.wrapping_mul(3).wrapping_add(2) as usize] = value_44
                                    as i32;
                            }
                        }
                        value_45 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_14 = value_45;
                        pos_29 = target;
                        if pos_29 >= 0 && pos_29 < 64 {
                            if from_14 == -1 {
                                self.st.slots[pos_29.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_29.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_29.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_29 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_29 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_29 as u32)) as u64;
                            } else if from_14 != pos_29 {
                                self.st.slots[pos_29.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_14.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_29.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_14.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_29.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_14.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_29 as u32)
                                    | ((self.st.slots[pos_29.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_29 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_29 as u32)
                                    | ((self.st.slots[pos_29.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_29.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_29 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_29 as u32)
                                    | ((self.st.slots[pos_29.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_29.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_29 as u32)) as u64;
                            }
                        }
                        value_46 = -1;
                        from_15 = value_46;
                        pos_30 = start;
                        if pos_30 >= 0 && pos_30 < 64 {
                            if from_15 == -1 {
                                self.st.slots[pos_30.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_30.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_30.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_30 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_30 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_30 as u32)) as u64;
                            } else if from_15 != pos_30 {
                                self.st.slots[pos_30.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_15.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_30.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_15.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_30.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_15.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_30 as u32)
                                    | ((self.st.slots[pos_30.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_30 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_30 as u32)
                                    | ((self.st.slots[pos_30.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_30.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_30 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_30 as u32)
                                    | ((self.st.slots[pos_30.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_30.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_30 as u32)) as u64;
                            }
                        }
                        value_47 = 1;
                        pos_31 = if self.st.slots[target.wrapping_mul(3) as usize] != -1
                        {
                            target
                        } else {
                            -1
                        };
                        if (if pos_31 >= 0 && pos_31 < 64 {
                            self.st.slots[pos_31.wrapping_mul(3) as usize] as i64
                        } else {
                            -1
                        }) != -1
                        {
                            self.st.slots[pos_31.wrapping_mul(3) as usize] = value_47
                                as i32;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_31 as u32)
                                | ((self.st.slots[pos_31.wrapping_mul(3) as usize] != -1)
                                    as i64)
                                    .wrapping_shl(pos_31 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_31 as u32)
                                | ((self.st.slots[pos_31.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_31.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 1) as i64)
                                    .wrapping_shl(pos_31 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_31 as u32)
                                | ((self.st.slots[pos_31.wrapping_mul(3) as usize] != -1
                                    && self
                                        .st
                                        .slots[pos_31.wrapping_mul(3).wrapping_add(1) as usize]
                                        == 2) as i64)
                                    .wrapping_shl(pos_31 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_2 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 2 };
                    took = 0;
                    if (target % 8 == start % 8) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_48 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_48 as i32;
                            value_49 = -1;
                            self.st.slots[194] = value_49 as i32;
                            value_50 = 1;
                            pos_32 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_32 >= 0 && pos_32 < 64 {
                                self.st.slots[pos_32.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_32.wrapping_mul(3).wrapping_add(2) as usize] = value_50
                                    as i32;
                            }
                        }
                        value_51 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_16 = value_51;
                        pos_33 = target;
                        if pos_33 >= 0 && pos_33 < 64 {
                            if from_16 == -1 {
                                self.st.slots[pos_33.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_33.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_33.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_33 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_33 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_33 as u32)) as u64;
                            } else if from_16 != pos_33 {
                                self.st.slots[pos_33.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_16.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_33.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_16.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_33.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_16.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_33 as u32)
                                    | ((self.st.slots[pos_33.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_33 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_33 as u32)
                                    | ((self.st.slots[pos_33.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_33.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_33 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_33 as u32)
                                    | ((self.st.slots[pos_33.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_33.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_33 as u32)) as u64;
                            }
                        }
                        value_52 = -1;
                        from_17 = value_52;
                        pos_34 = start;
                        if pos_34 >= 0 && pos_34 < 64 {
                            if from_17 == -1 {
                                self.st.slots[pos_34.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_34.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_34.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_34 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_34 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_34 as u32)) as u64;
                            } else if from_17 != pos_34 {
                                self.st.slots[pos_34.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_17.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_34.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_17.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_34.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_17.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_34 as u32)
                                    | ((self.st.slots[pos_34.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_34 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_34 as u32)
                                    | ((self.st.slots[pos_34.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_34.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_34 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_34 as u32)
                                    | ((self.st.slots[pos_34.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_34.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_34 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_3 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 3 };
                    took = 0;
                    if (target % 8 == start % 8) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == 2i64
                                .wrapping_mul(
                                    self
                                        .player_attr_0(
                                            if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                                self
                                                    .st
                                                    .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                                    as i64
                                            } else {
                                                -1
                                            },
                                        ),
                                )) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                        && ((if self.entity_field_0(self.mid_pos(start, target)) != -1 {
                            self.mid_pos(start, target)
                        } else {
                            -1
                        }) == -1) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_53 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_53 as i32;
                            value_54 = -1;
                            self.st.slots[194] = value_54 as i32;
                            value_55 = 1;
                            pos_35 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_35 >= 0 && pos_35 < 64 {
                                self.st.slots[pos_35.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_35.wrapping_mul(3).wrapping_add(2) as usize] = value_55
                                    as i32;
                            }
                        }
                        value_56 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_18 = value_56;
                        pos_36 = target;
                        if pos_36 >= 0 && pos_36 < 64 {
                            if from_18 == -1 {
                                self.st.slots[pos_36.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_36.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_36.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_36 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_36 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_36 as u32)) as u64;
                            } else if from_18 != pos_36 {
                                self.st.slots[pos_36.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_18.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_36.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_18.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_36.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_18.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_36 as u32)
                                    | ((self.st.slots[pos_36.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_36 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_36 as u32)
                                    | ((self.st.slots[pos_36.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_36.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_36 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_36 as u32)
                                    | ((self.st.slots[pos_36.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_36.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_36 as u32)) as u64;
                            }
                        }
                        value_57 = -1;
                        from_19 = value_57;
                        pos_37 = start;
                        if pos_37 >= 0 && pos_37 < 64 {
                            if from_19 == -1 {
                                self.st.slots[pos_37.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_37.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_37.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_37 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_37 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_37 as u32)) as u64;
                            } else if from_19 != pos_37 {
                                self.st.slots[pos_37.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_19.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_37.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_19.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_37.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_19.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_37 as u32)
                                    | ((self.st.slots[pos_37.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_37 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_37 as u32)
                                    | ((self.st.slots[pos_37.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_37.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_37 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_37 as u32)
                                    | ((self.st.slots[pos_37.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_37.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_37 as u32)) as u64;
                            }
                        }
                        value_58 = self.mid_pos(start, target);
                        self.st.slots[194] = value_58 as i32;
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_4 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 4 };
                    took = 0;
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            )
                            == (if self.st.slots[192] < 1 {
                                -1
                            } else {
                                (self.st.slots[192] as i64 % 2).wrapping_add(1)
                            })) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_59 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_59 as i32;
                            value_60 = -1;
                            self.st.slots[194] = value_60 as i32;
                            value_61 = 1;
                            pos_38 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_38 >= 0 && pos_38 < 64 {
                                self.st.slots[pos_38.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_38.wrapping_mul(3).wrapping_add(2) as usize] = value_61
                                    as i32;
                            }
                        }
                        value_62 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_20 = value_62;
                        pos_39 = target;
                        if pos_39 >= 0 && pos_39 < 64 {
                            if from_20 == -1 {
                                self.st.slots[pos_39.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_39.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_39.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_39 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_39 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_39 as u32)) as u64;
                            } else if from_20 != pos_39 {
                                self.st.slots[pos_39.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_20.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_39.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_20.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_39.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_20.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_39 as u32)
                                    | ((self.st.slots[pos_39.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_39 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_39 as u32)
                                    | ((self.st.slots[pos_39.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_39.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_39 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_39 as u32)
                                    | ((self.st.slots[pos_39.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_39.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_39 as u32)) as u64;
                            }
                        }
                        value_63 = -1;
                        from_21 = value_63;
                        pos_40 = start;
                        if pos_40 >= 0 && pos_40 < 64 {
                            if from_21 == -1 {
                                self.st.slots[pos_40.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_40.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_40.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_40 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_40 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_40 as u32)) as u64;
                            } else if from_21 != pos_40 {
                                self.st.slots[pos_40.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_21.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_40.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_21.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_40.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_21.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_40 as u32)
                                    | ((self.st.slots[pos_40.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_40 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_40 as u32)
                                    | ((self.st.slots[pos_40.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_40.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_40 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_40 as u32)
                                    | ((self.st.slots[pos_40.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_40.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_40 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_5 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 5 };
                    took = 0;
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                        && ((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(3).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                        && (target == self.st.slots[194] as i64) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_64 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_64 as i32;
                            value_65 = -1;
                            self.st.slots[194] = value_65 as i32;
                            value_66 = 1;
                            pos_41 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_41 >= 0 && pos_41 < 64 {
                                self.st.slots[pos_41.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_41.wrapping_mul(3).wrapping_add(2) as usize] = value_66
                                    as i32;
                            }
                        }
                        value_67 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_22 = value_67;
                        pos_42 = target;
                        if pos_42 >= 0 && pos_42 < 64 {
                            if from_22 == -1 {
                                self.st.slots[pos_42.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_42.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_42.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_42 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_42 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_42 as u32)) as u64;
                            } else if from_22 != pos_42 {
                                self.st.slots[pos_42.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_22.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_42.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_22.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_42.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_22.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_42 as u32)
                                    | ((self.st.slots[pos_42.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_42 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_42 as u32)
                                    | ((self.st.slots[pos_42.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_42.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_42 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_42 as u32)
                                    | ((self.st.slots[pos_42.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_42.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_42 as u32)) as u64;
                            }
                        }
                        value_68 = -1;
                        from_23 = value_68;
                        pos_43 = start;
                        if pos_43 >= 0 && pos_43 < 64 {
                            if from_23 == -1 {
                                self.st.slots[pos_43.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_43.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_43.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_43 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_43 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_43 as u32)) as u64;
                            } else if from_23 != pos_43 {
                                self.st.slots[pos_43.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_23.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_43.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_23.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_43.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_23.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_43 as u32)
                                    | ((self.st.slots[pos_43.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_43 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_43 as u32)
                                    | ((self.st.slots[pos_43.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_43.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_43 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_43 as u32)
                                    | ((self.st.slots[pos_43.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_43.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_43 as u32)) as u64;
                            }
                        }
                        pos_44 = if self
                            .entity_field_0(
                                if target % 8 >= 0 && (target % 8) < 8 && start / 8 >= 0
                                    && (start / 8) < 8
                                {
                                    (start / 8).wrapping_mul(8).wrapping_add(target % 8)
                                } else {
                                    -1
                                },
                            ) != -1
                        {
                            if target % 8 >= 0 && (target % 8) < 8 && start / 8 >= 0
                                && (start / 8) < 8
                            {
                                (start / 8).wrapping_mul(8).wrapping_add(target % 8)
                            } else {
                                -1
                            }
                        } else {
                            -1
                        };
                        if pos_44 >= 0 && pos_44 < 64 {
                            self.st.slots[pos_44.wrapping_mul(3) as usize] = -1;
                            self
                                .st
                                .slots[pos_44.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                            self
                                .st
                                .slots[pos_44.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_44 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_44 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_44 as u32)) as u64;
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_6 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 6 };
                    took = 0;
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    })
                        .wrapping_mul(
                            if (target / 8).wrapping_sub(start / 8) < 0 {
                                (target / 8).wrapping_sub(start / 8).wrapping_neg()
                            } else {
                                (target / 8).wrapping_sub(start / 8)
                            },
                        ) == 2) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            ) != self.st.slots[192] as i64) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_69 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_69 as i32;
                            value_70 = -1;
                            self.st.slots[194] = value_70 as i32;
                            value_71 = 1;
                            pos_45 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_45 >= 0 && pos_45 < 64 {
                                self.st.slots[pos_45.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_45.wrapping_mul(3).wrapping_add(2) as usize] = value_71
                                    as i32;
                            }
                        }
                        value_72 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_24 = value_72;
                        pos_46 = target;
                        if pos_46 >= 0 && pos_46 < 64 {
                            if from_24 == -1 {
                                self.st.slots[pos_46.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_46.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_46.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_46 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_46 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_46 as u32)) as u64;
                            } else if from_24 != pos_46 {
                                self.st.slots[pos_46.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_24.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_46.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_24.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_46.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_24.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_46 as u32)
                                    | ((self.st.slots[pos_46.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_46 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_46 as u32)
                                    | ((self.st.slots[pos_46.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_46.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_46 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_46 as u32)
                                    | ((self.st.slots[pos_46.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_46.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_46 as u32)) as u64;
                            }
                        }
                        value_73 = -1;
                        from_25 = value_73;
                        pos_47 = start;
                        if pos_47 >= 0 && pos_47 < 64 {
                            if from_25 == -1 {
                                self.st.slots[pos_47.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_47.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_47.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_47 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_47 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_47 as u32)) as u64;
                            } else if from_25 != pos_47 {
                                self.st.slots[pos_47.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_25.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_47.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_25.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_47.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_25.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_47 as u32)
                                    | ((self.st.slots[pos_47.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_47 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_47 as u32)
                                    | ((self.st.slots[pos_47.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_47.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_47 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_47 as u32)
                                    | ((self.st.slots[pos_47.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_47.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_47 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_7 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 7 };
                    took = 0;
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    })
                        == (if (target / 8).wrapping_sub(start / 8) < 0 {
                            (target / 8).wrapping_sub(start / 8).wrapping_neg()
                        } else {
                            (target / 8).wrapping_sub(start / 8)
                        })) as i64 != 0 && self.path_clear(start, target) != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            ) != self.st.slots[192] as i64) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_74 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_74 as i32;
                            value_75 = -1;
                            self.st.slots[194] = value_75 as i32;
                            value_76 = 1;
                            pos_48 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_48 >= 0 && pos_48 < 64 {
                                self.st.slots[pos_48.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_48.wrapping_mul(3).wrapping_add(2) as usize] = value_76
                                    as i32;
                            }
                        }
                        value_77 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_26 = value_77;
                        pos_49 = target;
                        if pos_49 >= 0 && pos_49 < 64 {
                            if from_26 == -1 {
                                self.st.slots[pos_49.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_49.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_49.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_49 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_49 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_49 as u32)) as u64;
                            } else if from_26 != pos_49 {
                                self.st.slots[pos_49.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_26.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_49.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_26.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_49.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_26.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_49 as u32)
                                    | ((self.st.slots[pos_49.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_49 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_49 as u32)
                                    | ((self.st.slots[pos_49.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_49.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_49 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_49 as u32)
                                    | ((self.st.slots[pos_49.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_49.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_49 as u32)) as u64;
                            }
                        }
                        value_78 = -1;
                        from_27 = value_78;
                        pos_50 = start;
                        if pos_50 >= 0 && pos_50 < 64 {
                            if from_27 == -1 {
                                self.st.slots[pos_50.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_50.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_50.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_50 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_50 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_50 as u32)) as u64;
                            } else if from_27 != pos_50 {
                                self.st.slots[pos_50.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_27.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_50.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_27.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_50.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_27.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_50 as u32)
                                    | ((self.st.slots[pos_50.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_50 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_50 as u32)
                                    | ((self.st.slots[pos_50.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_50.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_50 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_50 as u32)
                                    | ((self.st.slots[pos_50.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_50.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_50 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_8 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 8 };
                    took = 0;
                    if (((target % 8).wrapping_sub(start % 8) == 0) as i64 != 0
                        || ((target / 8).wrapping_sub(start / 8) == 0) as i64 != 0)
                        as i64 != 0 && self.path_clear(start, target) != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            ) != self.st.slots[192] as i64) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_79 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_79 as i32;
                            value_80 = -1;
                            self.st.slots[194] = value_80 as i32;
                            value_81 = 1;
                            pos_51 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_51 >= 0 && pos_51 < 64 {
                                self.st.slots[pos_51.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_51.wrapping_mul(3).wrapping_add(2) as usize] = value_81
                                    as i32;
                            }
                        }
                        value_82 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_28 = value_82;
                        pos_52 = target;
                        if pos_52 >= 0 && pos_52 < 64 {
                            if from_28 == -1 {
                                self.st.slots[pos_52.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_52.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_52.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_52 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_52 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_52 as u32)) as u64;
                            } else if from_28 != pos_52 {
                                self.st.slots[pos_52.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_28.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_52.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_28.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_52.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_28.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_52 as u32)
                                    | ((self.st.slots[pos_52.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_52 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_52 as u32)
                                    | ((self.st.slots[pos_52.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_52.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_52 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_52 as u32)
                                    | ((self.st.slots[pos_52.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_52.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_52 as u32)) as u64;
                            }
                        }
                        value_83 = -1;
                        from_29 = value_83;
                        pos_53 = start;
                        if pos_53 >= 0 && pos_53 < 64 {
                            if from_29 == -1 {
                                self.st.slots[pos_53.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_53.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_53.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_53 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_53 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_53 as u32)) as u64;
                            } else if from_29 != pos_53 {
                                self.st.slots[pos_53.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_29.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_53.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_29.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_53.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_29.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_53 as u32)
                                    | ((self.st.slots[pos_53.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_53 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_53 as u32)
                                    | ((self.st.slots[pos_53.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_53.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_53 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_53 as u32)
                                    | ((self.st.slots[pos_53.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_53.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_53 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_9 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 9 };
                    took = 0;
                    if self.path_clear(start, target) != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            ) != self.st.slots[192] as i64) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_84 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_84 as i32;
                            value_85 = -1;
                            self.st.slots[194] = value_85 as i32;
                            value_86 = 1;
                            pos_54 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_54 >= 0 && pos_54 < 64 {
                                self.st.slots[pos_54.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_54.wrapping_mul(3).wrapping_add(2) as usize] = value_86
                                    as i32;
                            }
                        }
                        value_87 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_30 = value_87;
                        pos_55 = target;
                        if pos_55 >= 0 && pos_55 < 64 {
                            if from_30 == -1 {
                                self.st.slots[pos_55.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_55.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_55.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_55 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_55 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_55 as u32)) as u64;
                            } else if from_30 != pos_55 {
                                self.st.slots[pos_55.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_30.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_55.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_30.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_55.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_30.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_55 as u32)
                                    | ((self.st.slots[pos_55.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_55 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_55 as u32)
                                    | ((self.st.slots[pos_55.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_55.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_55 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_55 as u32)
                                    | ((self.st.slots[pos_55.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_55.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_55 as u32)) as u64;
                            }
                        }
                        value_88 = -1;
                        from_31 = value_88;
                        pos_56 = start;
                        if pos_56 >= 0 && pos_56 < 64 {
                            if from_31 == -1 {
                                self.st.slots[pos_56.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_56.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_56.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_56 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_56 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_56 as u32)) as u64;
                            } else if from_31 != pos_56 {
                                self.st.slots[pos_56.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_31.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_56.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_31.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_56.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_31.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_56 as u32)
                                    | ((self.st.slots[pos_56.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_56 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_56 as u32)
                                    | ((self.st.slots[pos_56.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_56.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_56 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_56 as u32)
                                    | ((self.st.slots[pos_56.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_56.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_56 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_10 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 10 };
                    took = 0;
                    if ((target / 8).wrapping_sub(start / 8) == 0) as i64 != 0
                        && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                            (target % 8).wrapping_sub(start % 8).wrapping_neg()
                        } else {
                            (target % 8).wrapping_sub(start % 8)
                        }) == 2) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                        && (self
                            .entity_field_0(
                                if self
                                    .entity_field_0(
                                        if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                            && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                            && start / 8 >= 0 && (start / 8) < 8
                                        {
                                            (start / 8)
                                                .wrapping_mul(8)
                                                .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                        } else {
                                            -1
                                        },
                                    ) != -1
                                {
                                    if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                        && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                        && start / 8 >= 0 && (start / 8) < 8
                                    {
                                        (start / 8)
                                            .wrapping_mul(8)
                                            .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                    } else {
                                        -1
                                    }
                                } else {
                                    -1
                                },
                            ) == 3) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self
                                    .entity_field_0(
                                        if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                            && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                            && start / 8 >= 0 && (start / 8) < 8
                                        {
                                            (start / 8)
                                                .wrapping_mul(8)
                                                .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                        } else {
                                            -1
                                        },
                                    ) != -1
                                {
                                    if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                        && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                        && start / 8 >= 0 && (start / 8) < 8
                                    {
                                        (start / 8)
                                            .wrapping_mul(8)
                                            .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                    } else {
                                        -1
                                    }
                                } else {
                                    -1
                                },
                            ) == self.st.slots[192] as i64) as i64 != 0
                        && (self
                            .entity_field_2(
                                if self
                                    .entity_field_0(
                                        if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                            && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                            && start / 8 >= 0 && (start / 8) < 8
                                        {
                                            (start / 8)
                                                .wrapping_mul(8)
                                                .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                        } else {
                                            -1
                                        },
                                    ) != -1
                                {
                                    if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                        && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                        && start / 8 >= 0 && (start / 8) < 8
                                    {
                                        (start / 8)
                                            .wrapping_mul(8)
                                            .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                    } else {
                                        -1
                                    }
                                } else {
                                    -1
                                },
                            ) == 0) as i64 != 0
                        && self
                            .path_clear(
                                start,
                                if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                    && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                    && start / 8 >= 0 && (start / 8) < 8
                                {
                                    (start / 8)
                                        .wrapping_mul(8)
                                        .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                } else {
                                    -1
                                },
                            ) != 0
                        && (self
                            .can_target(
                                if self.st.slots[192] < 1 {
                                    -1
                                } else {
                                    (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                },
                                start,
                            ) == 0) as i64 != 0 && self.after_18(start, target, 0) != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_89 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_89 as i32;
                            value_90 = -1;
                            self.st.slots[194] = value_90 as i32;
                            value_91 = 1;
                            pos_57 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_57 >= 0 && pos_57 < 64 {
                                self.st.slots[pos_57.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_57.wrapping_mul(3).wrapping_add(2) as usize] = value_91
                                    as i32;
                            }
                        }
                        value_92 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_32 = value_92;
                        pos_58 = target;
                        if pos_58 >= 0 && pos_58 < 64 {
                            if from_32 == -1 {
                                self.st.slots[pos_58.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_58.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_58.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_58 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_58 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_58 as u32)) as u64;
                            } else if from_32 != pos_58 {
                                self.st.slots[pos_58.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_32.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_58.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_32.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_58.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_32.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_58 as u32)
                                    | ((self.st.slots[pos_58.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_58 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_58 as u32)
                                    | ((self.st.slots[pos_58.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_58.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_58 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_58 as u32)
                                    | ((self.st.slots[pos_58.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_58.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_58 as u32)) as u64;
                            }
                        }
                        value_93 = -1;
                        from_33 = value_93;
                        pos_59 = start;
                        if pos_59 >= 0 && pos_59 < 64 {
                            if from_33 == -1 {
                                self.st.slots[pos_59.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_59.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_59.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_59 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_59 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_59 as u32)) as u64;
                            } else if from_33 != pos_59 {
                                self.st.slots[pos_59.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_33.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_59.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_33.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_59.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_33.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_59 as u32)
                                    | ((self.st.slots[pos_59.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_59 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_59 as u32)
                                    | ((self.st.slots[pos_59.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_59.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_59 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_59 as u32)
                                    | ((self.st.slots[pos_59.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_59.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_59 as u32)) as u64;
                            }
                        }
                        value_94 = if self
                            .entity_field_0(
                                if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                    && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                    && start / 8 >= 0 && (start / 8) < 8
                                {
                                    (start / 8)
                                        .wrapping_mul(8)
                                        .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                } else {
                                    -1
                                },
                            ) != -1
                        {
                            if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                && start / 8 >= 0 && (start / 8) < 8
                            {
                                (start / 8)
                                    .wrapping_mul(8)
                                    .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                            } else {
                                -1
                            }
                        } else {
                            -1
                        };
                        from_34 = value_94;
                        pos_60 = self.mid_pos(start, target);
                        if pos_60 >= 0 && pos_60 < 64 {
                            if from_34 == -1 {
                                self.st.slots[pos_60.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_60.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_60.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_60 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_60 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_60 as u32)) as u64;
                            } else if from_34 != pos_60 {
                                self.st.slots[pos_60.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_34.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_60.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_34.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_60.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_34.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_60 as u32)
                                    | ((self.st.slots[pos_60.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_60 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_60 as u32)
                                    | ((self.st.slots[pos_60.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_60.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_60 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_60 as u32)
                                    | ((self.st.slots[pos_60.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_60.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_60 as u32)) as u64;
                            }
                        }
                        value_95 = -1;
                        from_35 = value_95;
                        pos_61 = if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                            && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                            && start / 8 >= 0 && (start / 8) < 8
                        {
                            (start / 8)
                                .wrapping_mul(8)
                                .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                        } else {
                            -1
                        };
                        if pos_61 >= 0 && pos_61 < 64 {
                            if from_35 == -1 {
                                self.st.slots[pos_61.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_61.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_61.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_61 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_61 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_61 as u32)) as u64;
                            } else if from_35 != pos_61 {
                                self.st.slots[pos_61.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_35.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_61.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_35.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_61.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_35.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_61 as u32)
                                    | ((self.st.slots[pos_61.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_61 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_61 as u32)
                                    | ((self.st.slots[pos_61.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_61.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_61 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_61 as u32)
                                    | ((self.st.slots[pos_61.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_61.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_61 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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
                if done == 0 && ok_11 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 11 };
                    took = 0;
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    })
                        .max(
                            if (target / 8).wrapping_sub(start / 8) < 0 {
                                (target / 8).wrapping_sub(start / 8).wrapping_neg()
                            } else {
                                (target / 8).wrapping_sub(start / 8)
                            },
                        ) == 1) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                    target
                                } else {
                                    -1
                                },
                            ) != self.st.slots[192] as i64) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[210] = 0;
                        if before_phase == 0 {
                            value_96 = if (self.st.slots[start.wrapping_mul(3) as usize]
                                == 0) as i64 != 0
                                || ((if self.st.slots[target.wrapping_mul(3) as usize] != -1
                                {
                                    target
                                } else {
                                    -1
                                }) != -1) as i64 != 0
                            {
                                0
                            } else {
                                (self.st.slots[195] as i64).wrapping_add(1)
                            };
                            self.st.slots[195] = value_96 as i32;
                            value_97 = -1;
                            self.st.slots[194] = value_97 as i32;
                            value_98 = 1;
                            pos_62 = if self.st.slots[start.wrapping_mul(3) as usize]
                                != -1
                            {
                                start
                            } else {
                                -1
                            };
                            if (if pos_62 >= 0 && pos_62 < 64 {
                                self.st.slots[pos_62.wrapping_mul(3) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self
                                    .st
                                    .slots[pos_62.wrapping_mul(3).wrapping_add(2) as usize] = value_98
                                    as i32;
                            }
                        }
                        value_99 = if self.st.slots[start.wrapping_mul(3) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_36 = value_99;
                        pos_63 = target;
                        if pos_63 >= 0 && pos_63 < 64 {
                            if from_36 == -1 {
                                self.st.slots[pos_63.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_63.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_63.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_63 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_63 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_63 as u32)) as u64;
                            } else if from_36 != pos_63 {
                                self.st.slots[pos_63.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_36.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_63.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_36.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_63.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_36.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_63 as u32)
                                    | ((self.st.slots[pos_63.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_63 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_63 as u32)
                                    | ((self.st.slots[pos_63.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_63.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_63 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_63 as u32)
                                    | ((self.st.slots[pos_63.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_63.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_63 as u32)) as u64;
                            }
                        }
                        value_100 = -1;
                        from_37 = value_100;
                        pos_64 = start;
                        if pos_64 >= 0 && pos_64 < 64 {
                            if from_37 == -1 {
                                self.st.slots[pos_64.wrapping_mul(3) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_64.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_64.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_64 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_64 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_64 as u32)) as u64;
                            } else if from_37 != pos_64 {
                                self.st.slots[pos_64.wrapping_mul(3) as usize] = self
                                    .st
                                    .slots[from_37.wrapping_mul(3) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_64.wrapping_mul(3).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_37.wrapping_mul(3).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self
                                    .st
                                    .slots[pos_64.wrapping_mul(3).wrapping_add(2) as usize] = self
                                    .st
                                    .slots[from_37.wrapping_mul(3).wrapping_add(2) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_64 as u32)
                                    | ((self.st.slots[pos_64.wrapping_mul(3) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_64 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_64 as u32)
                                    | ((self.st.slots[pos_64.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_64.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 1) as i64)
                                        .wrapping_shl(pos_64 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_64 as u32)
                                    | ((self.st.slots[pos_64.wrapping_mul(3) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_64.wrapping_mul(3).wrapping_add(1) as usize]
                                            == 2) as i64)
                                        .wrapping_shl(pos_64 as u32)) as u64;
                            }
                        }
                        cont = 0;
                        if cont == 0
                            && (self
                                .can_target(
                                    if self.st.slots[192] < 1 {
                                        -1
                                    } else {
                                        (self.st.slots[192] as i64 % 2).wrapping_add(1)
                                    },
                                    self.find(5, self.st.slots[192] as i64),
                                ) == 0) as i64 != 0
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

    /// Kernel function `phase` (Query).
    #[inline]
    pub fn phase(&self, player: i64) -> i64 {
        if (player == 1 || player == 2) && true {
            return 0;
        }
        -1
    }

    /// Kernel function `player_attr_1` (Query).
    #[inline]
    pub fn player_attr_1(&self, player: i64) -> i64 {
        if player >= 1 && player <= 2 {
            PLAYER_ATTR_3[player.wrapping_sub(1) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `player_attr_0` (Query).
    #[inline]
    pub fn player_attr_0(&self, player: i64) -> i64 {
        if player >= 1 && player <= 2 {
            PLAYER_ATTR_4[player.wrapping_sub(1) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `player_attr_2` (Query).
    #[inline]
    pub fn player_attr_2(&self, player: i64) -> i64 {
        if player >= 1 && player <= 2 {
            PLAYER_ATTR_5[player.wrapping_sub(1) as usize] as i64
        } else {
            0
        }
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
        at = (self.st.sp[0] as i64).wrapping_mul(211);
        {
            let (dst, src) = (at as usize, 0);
            self.saved[dst..dst + 211].copy_from_slice(&self.st.slots[src..src + 211]);
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

    /// Kernel function `find` (Query).
    #[inline]
    pub fn find(&self, kind: i64, owner: i64) -> i64 {
        let mut p: i64 = 0;
        let total: i64 = 0;
        let mut left: i64 = 0;
        left = if kind == -1 {
            -1
        } else {
            if owner >= 1 && owner <= 2 {
                self.st.bits[owner as usize] as i64
            } else {
                self.st.bits[0] as i64
            }
        };
        while left != 0 {
            p = left.trailing_zeros() as i64;
            left = left & left.wrapping_sub(1);
            if self.st.slots[p.wrapping_mul(3) as usize] as i64 == kind
                && self.st.slots[p.wrapping_mul(3).wrapping_add(1) as usize] as i64
                    == owner
            {
                return p;
            }
        }
        -1
    }

    /// Kernel function `can_target` (Query).
    #[inline]
    pub fn can_target(&mut self, player: i64, target: i64) -> i64 {
        let mut kept: i64 = 0;
        let mut phase: i64 = 0;
        let mut result: i64 = 0;
        let mut start: i64 = 0;
        let mut fault: i64 = 0;
        let mut starts: i64 = 0;
        let mut cse0: i64 = 0;
        self.st.nest[0] = (self.st.nest[0] as i64).wrapping_add(1) as i32;
        if (self.st.nest[0] as i64).wrapping_add(1) > 8 {
            fault = LIMIT_NESTING_0[1i64.wrapping_sub((self.st.sp[0] as i64).min(0))
                as usize] as i64;
        }
        if player < 1 || player > 2 || !(target >= 0 && target < 64) {
            self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
            return 0;
        }
        kept = self.st.slots[192] as i64;
        self.st.slots[192] = player as i32;
        phase = self.phase(player);
        result = 0;
        if phase == 0 {
            starts = CANDIDATE_STARTS_14[target as usize]
                & (if player >= 1 && player <= 2 {
                    self.st.bits[player as usize] as i64
                } else {
                    self.st.bits[0] as i64
                });
            while starts != 0 {
                start = starts.trailing_zeros() as i64;
                starts = starts & starts.wrapping_sub(1);
                if self.st.slots[start.wrapping_mul(3) as usize] == -1 {
                    continue;
                }
                cse0 = if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(3).wrapping_add(1) as usize] as i64
                } else {
                    -1
                };
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0
                    && (target % 8 == start % 8) as i64 != 0
                    && ((target / 8).wrapping_sub(start / 8) == self.player_attr_0(cse0))
                        as i64 != 0
                    && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                        target
                    } else {
                        -1
                    }) == -1) as i64 != 0
                    && (target / 8 == self.player_attr_2(cse0)) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0
                    && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                    && ((target / 8).wrapping_sub(start / 8) == self.player_attr_0(cse0))
                        as i64 != 0
                    && (self
                        .entity_field_1(
                            if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                target
                            } else {
                                -1
                            },
                        )
                        == (if self.st.slots[192] < 1 {
                            -1
                        } else {
                            (self.st.slots[192] as i64 % 2).wrapping_add(1)
                        })) as i64 != 0
                    && (target / 8 == self.player_attr_2(cse0)) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0
                    && (target % 8 == start % 8) as i64 != 0
                    && ((target / 8).wrapping_sub(start / 8) == self.player_attr_0(cse0))
                        as i64 != 0
                    && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                        target
                    } else {
                        -1
                    }) == -1) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0
                    && (start / 8 == self.player_attr_1(cse0)) as i64 != 0
                    && (target % 8 == start % 8) as i64 != 0
                    && ((target / 8).wrapping_sub(start / 8)
                        == 2i64.wrapping_mul(self.player_attr_0(cse0))) as i64 != 0
                    && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                        target
                    } else {
                        -1
                    }) == -1) as i64 != 0
                    && ((if self.entity_field_0(self.mid_pos(start, target)) != -1 {
                        self.mid_pos(start, target)
                    } else {
                        -1
                    }) == -1) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0
                    && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                    && ((target / 8).wrapping_sub(start / 8) == self.player_attr_0(cse0))
                        as i64 != 0
                    && (self
                        .entity_field_1(
                            if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                target
                            } else {
                                -1
                            },
                        )
                        == (if self.st.slots[192] < 1 {
                            -1
                        } else {
                            (self.st.slots[192] as i64 % 2).wrapping_add(1)
                        })) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 0) as i64 != 0
                    && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                    && ((target / 8).wrapping_sub(start / 8) == self.player_attr_0(cse0))
                        as i64 != 0 && (target == self.st.slots[194] as i64) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 1) as i64 != 0
                    && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    })
                        .wrapping_mul(
                            if (target / 8).wrapping_sub(start / 8) < 0 {
                                (target / 8).wrapping_sub(start / 8).wrapping_neg()
                            } else {
                                (target / 8).wrapping_sub(start / 8)
                            },
                        ) == 2) as i64 != 0
                    && (self
                        .entity_field_1(
                            if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                target
                            } else {
                                -1
                            },
                        ) != self.st.slots[192] as i64) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 2) as i64 != 0
                    && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    })
                        == (if (target / 8).wrapping_sub(start / 8) < 0 {
                            (target / 8).wrapping_sub(start / 8).wrapping_neg()
                        } else {
                            (target / 8).wrapping_sub(start / 8)
                        })) as i64 != 0 && self.path_clear(start, target) != 0
                    && (self
                        .entity_field_1(
                            if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                target
                            } else {
                                -1
                            },
                        ) != self.st.slots[192] as i64) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 3) as i64 != 0
                    && (((target % 8).wrapping_sub(start % 8) == 0) as i64 != 0
                        || ((target / 8).wrapping_sub(start / 8) == 0) as i64 != 0)
                        as i64 != 0 && self.path_clear(start, target) != 0
                    && (self
                        .entity_field_1(
                            if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                target
                            } else {
                                -1
                            },
                        ) != self.st.slots[192] as i64) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 4) as i64 != 0
                    && self.path_clear(start, target) != 0
                    && (self
                        .entity_field_1(
                            if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                target
                            } else {
                                -1
                            },
                        ) != self.st.slots[192] as i64) as i64 != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 5) as i64 != 0
                    && ((if self.st.slots[start.wrapping_mul(3) as usize] != -1 {
                        self.st.slots[start.wrapping_mul(3).wrapping_add(2) as usize]
                            as i64
                    } else {
                        0
                    }) == 0) as i64 != 0
                    && ((target / 8).wrapping_sub(start / 8) == 0) as i64 != 0
                    && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 2) as i64 != 0
                    && ((if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                        target
                    } else {
                        -1
                    }) == -1) as i64 != 0
                    && (self
                        .entity_field_0(
                            if self
                                .entity_field_0(
                                    if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                        && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                        && start / 8 >= 0 && (start / 8) < 8
                                    {
                                        (start / 8)
                                            .wrapping_mul(8)
                                            .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                    } else {
                                        -1
                                    },
                                ) != -1
                            {
                                if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                    && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                    && start / 8 >= 0 && (start / 8) < 8
                                {
                                    (start / 8)
                                        .wrapping_mul(8)
                                        .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                } else {
                                    -1
                                }
                            } else {
                                -1
                            },
                        ) == 3) as i64 != 0
                    && (self
                        .entity_field_1(
                            if self
                                .entity_field_0(
                                    if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                        && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                        && start / 8 >= 0 && (start / 8) < 8
                                    {
                                        (start / 8)
                                            .wrapping_mul(8)
                                            .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                    } else {
                                        -1
                                    },
                                ) != -1
                            {
                                if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                    && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                    && start / 8 >= 0 && (start / 8) < 8
                                {
                                    (start / 8)
                                        .wrapping_mul(8)
                                        .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                } else {
                                    -1
                                }
                            } else {
                                -1
                            },
                        ) == self.st.slots[192] as i64) as i64 != 0
                    && (self
                        .entity_field_2(
                            if self
                                .entity_field_0(
                                    if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                        && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                        && start / 8 >= 0 && (start / 8) < 8
                                    {
                                        (start / 8)
                                            .wrapping_mul(8)
                                            .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                    } else {
                                        -1
                                    },
                                ) != -1
                            {
                                if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                    && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                    && start / 8 >= 0 && (start / 8) < 8
                                {
                                    (start / 8)
                                        .wrapping_mul(8)
                                        .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                                } else {
                                    -1
                                }
                            } else {
                                -1
                            },
                        ) == 0) as i64 != 0
                    && self
                        .path_clear(
                            start,
                            if (if target % 8 > start % 8 { 7 } else { 0 }) >= 0
                                && (if target % 8 > start % 8 { 7 } else { 0 }) < 8
                                && start / 8 >= 0 && (start / 8) < 8
                            {
                                (start / 8)
                                    .wrapping_mul(8)
                                    .wrapping_add(if target % 8 > start % 8 { 7 } else { 0 })
                            } else {
                                -1
                            },
                        ) != 0
                    && (self
                        .can_target(
                            if self.st.slots[192] < 1 {
                                -1
                            } else {
                                (self.st.slots[192] as i64 % 2).wrapping_add(1)
                            },
                            start,
                        ) == 0) as i64 != 0 && self.after_16(start, target, 0) != 0
                {
                    result = 1;
                }
                if (cse0 == self.st.slots[192] as i64) as i64 != 0
                    && (self.st.slots[start.wrapping_mul(3) as usize] == 5) as i64 != 0
                    && ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    })
                        .max(
                            if (target / 8).wrapping_sub(start / 8) < 0 {
                                (target / 8).wrapping_sub(start / 8).wrapping_neg()
                            } else {
                                (target / 8).wrapping_sub(start / 8)
                            },
                        ) == 1) as i64 != 0
                    && (self
                        .entity_field_1(
                            if self.st.slots[target.wrapping_mul(3) as usize] != -1 {
                                target
                            } else {
                                -1
                            },
                        ) != self.st.slots[192] as i64) as i64 != 0
                {
                    result = 1;
                }
                if result != 0 {
                    break;
                }
            }
        }
        self.st.slots[192] = kept as i32;
        self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
        result
    }

    /// Kernel function `entity_field_1` (Query).
    #[inline]
    pub fn entity_field_1(&self, pos: i64) -> i64 {
        if (if pos >= 0 && pos < 64 {
            self.st.slots[pos.wrapping_mul(3) as usize] as i64
        } else {
            -1
        }) != -1
        {
            self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize] as i64
        } else {
            -1
        }
    }

    /// Kernel function `mid_pos` (Query).
    #[inline]
    pub fn mid_pos(&self, a: i64, b: i64) -> i64 {
        let mut sx: i64 = 0;
        let mut sy: i64 = 0;
        if !(a >= 0 && a < 64 && (b >= 0 && b < 64)) {
            return -1;
        }
        sx = (a % 8).wrapping_add(b % 8);
        sy = (a / 8).wrapping_add(b / 8);
        if sx % 2 != 0 || sy % 2 != 0 {
            return -1;
        }
        if sx / 2 >= 0 && (sx / 2) < 8 && sy / 2 >= 0 && (sy / 2) < 8 {
            (sy / 2).wrapping_mul(8).wrapping_add(sx / 2)
        } else {
            -1
        }
    }

    /// Kernel function `entity_field_0` (Query).
    #[inline]
    pub fn entity_field_0(&self, pos: i64) -> i64 {
        if pos >= 0 && pos < 64 {
            self.st.slots[pos.wrapping_mul(3) as usize] as i64
        } else {
            -1
        }
    }

    /// Kernel function `path_clear` (Query).
    #[inline]
    pub fn path_clear(&self, a: i64, b: i64) -> i64 {
        if !(a >= 0 && a < 64 && (b >= 0 && b < 64)) {
            return 0;
        }
        (BETWEEN_15[a.wrapping_mul(64).wrapping_add(b) as usize]
            & (self.st.bits[0] as i64 | 1i64.wrapping_shl(a as u32)) == 0) as i64
    }

    /// Kernel function `entity_field_2` (Query).
    #[inline]
    pub fn entity_field_2(&self, pos: i64) -> i64 {
        if (if pos >= 0 && pos < 64 {
            self.st.slots[pos.wrapping_mul(3) as usize] as i64
        } else {
            -1
        }) != -1
        {
            self.st.slots[pos.wrapping_mul(3).wrapping_add(2) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `after_16` (Query).
    #[inline]
    pub fn after_16(&mut self, start: i64, target: i64, param0: i64) -> i64 {
        let mut result: i64 = 0;
        let mut value: i64 = 0;
        let mut pos: i64 = 0;
        let mut from: i64 = 0;
        let mut value_1: i64 = 0;
        let mut pos_1: i64 = 0;
        let mut from_1: i64 = 0;
        self.save();
        value = if (if start >= 0 && start < 64 {
            self.st.slots[start.wrapping_mul(3) as usize] as i64
        } else {
            -1
        }) != -1
        {
            start
        } else {
            -1
        };
        from = value;
        pos = self.mid_pos(start, target);
        if pos >= 0 && pos < 64 {
            if from == -1 {
                self.st.slots[pos.wrapping_mul(3) as usize] = -1;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos as u32)) as u64;
            } else if from != pos {
                self.st.slots[pos.wrapping_mul(3) as usize] = self
                    .st
                    .slots[from.wrapping_mul(3) as usize] as i64 as i32;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize] = self
                    .st
                    .slots[from.wrapping_mul(3).wrapping_add(1) as usize] as i64 as i32;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(2) as usize] = self
                    .st
                    .slots[from.wrapping_mul(3).wrapping_add(2) as usize] as i64 as i32;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos as u32)
                    | ((self.st.slots[pos.wrapping_mul(3) as usize] != -1) as i64)
                        .wrapping_shl(pos as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos as u32)
                    | ((self.st.slots[pos.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize]
                            == 1) as i64)
                        .wrapping_shl(pos as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos as u32)
                    | ((self.st.slots[pos.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize]
                            == 2) as i64)
                        .wrapping_shl(pos as u32)) as u64;
            }
        }
        value_1 = -1;
        from_1 = value_1;
        pos_1 = start;
        if pos_1 >= 0 && pos_1 < 64 {
            if from_1 == -1 {
                self.st.slots[pos_1.wrapping_mul(3) as usize] = -1;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
            } else if from_1 != pos_1 {
                self.st.slots[pos_1.wrapping_mul(3) as usize] = self
                    .st
                    .slots[from_1.wrapping_mul(3) as usize] as i64 as i32;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] = self
                    .st
                    .slots[from_1.wrapping_mul(3).wrapping_add(1) as usize] as i64
                    as i32;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(2) as usize] = self
                    .st
                    .slots[from_1.wrapping_mul(3).wrapping_add(2) as usize] as i64
                    as i32;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)
                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1) as i64)
                        .wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)
                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize]
                            == 1) as i64)
                        .wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)
                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize]
                            == 2) as i64)
                        .wrapping_shl(pos_1 as u32)) as u64;
            }
        }
        result = (self
            .can_target(
                if self.st.slots[192] < 1 {
                    -1
                } else {
                    (self.st.slots[192] as i64 % 2).wrapping_add(1)
                },
                self.mid_pos(start, target),
            ) == 0) as i64;
        self.restore();
        result
    }

    /// Kernel function `restore` (Query).
    #[inline]
    pub fn restore(&mut self) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_sub(1) as i32;
        at = (self.st.sp[0] as i64).wrapping_mul(211);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 211].copy_from_slice(&self.saved[src..src + 211]);
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

    /// Kernel function `after_18` (Query).
    #[inline]
    pub fn after_18(&mut self, start: i64, target: i64, param0: i64) -> i64 {
        let mut result: i64 = 0;
        let mut value: i64 = 0;
        let mut pos: i64 = 0;
        let mut from: i64 = 0;
        let mut value_1: i64 = 0;
        let mut pos_1: i64 = 0;
        let mut from_1: i64 = 0;
        self.save();
        value = if (if start >= 0 && start < 64 {
            self.st.slots[start.wrapping_mul(3) as usize] as i64
        } else {
            -1
        }) != -1
        {
            start
        } else {
            -1
        };
        from = value;
        pos = self.mid_pos(start, target);
        if pos >= 0 && pos < 64 {
            if from == -1 {
                self.st.slots[pos.wrapping_mul(3) as usize] = -1;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos as u32)) as u64;
            } else if from != pos {
                self.st.slots[pos.wrapping_mul(3) as usize] = self
                    .st
                    .slots[from.wrapping_mul(3) as usize] as i64 as i32;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize] = self
                    .st
                    .slots[from.wrapping_mul(3).wrapping_add(1) as usize] as i64 as i32;
                self.st.slots[pos.wrapping_mul(3).wrapping_add(2) as usize] = self
                    .st
                    .slots[from.wrapping_mul(3).wrapping_add(2) as usize] as i64 as i32;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos as u32)
                    | ((self.st.slots[pos.wrapping_mul(3) as usize] != -1) as i64)
                        .wrapping_shl(pos as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos as u32)
                    | ((self.st.slots[pos.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize]
                            == 1) as i64)
                        .wrapping_shl(pos as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos as u32)
                    | ((self.st.slots[pos.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos.wrapping_mul(3).wrapping_add(1) as usize]
                            == 2) as i64)
                        .wrapping_shl(pos as u32)) as u64;
            }
        }
        value_1 = -1;
        from_1 = value_1;
        pos_1 = start;
        if pos_1 >= 0 && pos_1 < 64 {
            if from_1 == -1 {
                self.st.slots[pos_1.wrapping_mul(3) as usize] = -1;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] = -1;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(2) as usize] = 0;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
            } else if from_1 != pos_1 {
                self.st.slots[pos_1.wrapping_mul(3) as usize] = self
                    .st
                    .slots[from_1.wrapping_mul(3) as usize] as i64 as i32;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize] = self
                    .st
                    .slots[from_1.wrapping_mul(3).wrapping_add(1) as usize] as i64
                    as i32;
                self.st.slots[pos_1.wrapping_mul(3).wrapping_add(2) as usize] = self
                    .st
                    .slots[from_1.wrapping_mul(3).wrapping_add(2) as usize] as i64
                    as i32;
                self.st.bits[0] = (self.st.bits[0] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)
                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1) as i64)
                        .wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[1] = (self.st.bits[1] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)
                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize]
                            == 1) as i64)
                        .wrapping_shl(pos_1 as u32)) as u64;
                self.st.bits[2] = (self.st.bits[2] as i64
                    & !1i64.wrapping_shl(pos_1 as u32)
                    | ((self.st.slots[pos_1.wrapping_mul(3) as usize] != -1
                        && self.st.slots[pos_1.wrapping_mul(3).wrapping_add(1) as usize]
                            == 2) as i64)
                        .wrapping_shl(pos_1 as u32)) as u64;
            }
        }
        result = (self
            .can_target(
                if self.st.slots[192] < 1 {
                    -1
                } else {
                    (self.st.slots[192] as i64 % 2).wrapping_add(1)
                },
                self.mid_pos(start, target),
            ) == 0) as i64;
        self.restore();
        result
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
        if self.st.slots[202] != 0 {
            self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
            return 0;
        }
        phase = self.phase(self.st.slots[192] as i64);
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

    /// Kernel function `unwind` (Query).
    #[inline]
    pub fn unwind(&mut self, level: i64) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = level as i32;
        at = level.wrapping_mul(211);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 211].copy_from_slice(&self.saved[src..src + 211]);
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

/// Table `player_attr_3`.
static PLAYER_ATTR_3: [u8; 2] = [1, 6];

/// Table `player_attr_4`.
static PLAYER_ATTR_4: [i8; 2] = [1, -1];

/// Table `player_attr_5`.
static PLAYER_ATTR_5: [u8; 2] = [7, 0];

/// Table `candidate_targets_6`.
static CANDIDATE_TARGETS_6: [i64; 64] = [
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
    72340172838076673i64, 144680345676153346i64, 289360691352306692i64, 578721382704613384i64,
    1157442765409226768i64, 2314885530818453536i64, 4629771061636907072i64, -9187201950435737472i64,
];

/// Table `candidate_targets_7`.
static CANDIDATE_TARGETS_7: [i64; 64] = [
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
    144680345676153346i64, 361700864190383365i64, 723401728380766730i64, 1446803456761533460i64,
    2893606913523066920i64, 5787213827046133840i64, -6872316419617283936i64, 4629771061636907072i64,
];

/// Table `candidate_targets_8`.
static CANDIDATE_TARGETS_8: [i64; 64] = [
    132096, 329728, 659712, 1319424, 2638848, 5277696, 10489856, 4202496, 33816580, 84410376,
    168886289, 337772578, 675545156, 1351090312, 2685403152i64, 1075839008, 8657044482i64,
    21609056261i64, 43234889994i64, 86469779988i64, 172939559976i64, 345879119952i64,
    687463207072i64, 275414786112i64, 2216203387392i64, 5531918402816i64, 11068131838464i64,
    22136263676928i64, 44272527353856i64, 88545054707712i64, 175990581010432i64, 70506185244672i64,
    567348067172352i64, 1416171111120896i64, 2833441750646784i64, 5666883501293568i64,
    11333767002587136i64, 22667534005174272i64, 45053588738670592i64, 18049583422636032i64,
    145241105196122112i64, 362539804446949376i64, 725361088165576704i64, 1450722176331153408i64,
    2901444352662306816i64, 5802888705324613632i64, -6913025356609880064i64, 4620693356194824192i64,
    288234782788157440i64, 576469569871282176i64, 1224997833292120064i64, 2449995666584240128i64,
    4899991333168480256i64, -8646761407372591104i64, 1152939783987658752i64, 2305878468463689728i64,
    1128098930098176i64, 2257297371824128i64, 4796069720358912i64, 9592139440717824i64,
    19184278881435648i64, 38368557762871296i64, 4679521487814656i64, 9077567998918656i64,
];

/// Table `candidate_targets_9`.
static CANDIDATE_TARGETS_9: [i64; 64] = [
    -9205322385119247872i64, 36099303471056128i64, 141012904249856i64, 550848566272i64,
    6480472064i64, 1108177604608i64, 283691315142656i64, 72624976668147712i64,
    4620710844295151618i64, -9205322385119182843i64, 36099303487963146i64, 141017232965652i64,
    1659000848424i64, 283693466779728i64, 72624976676520096i64, 145249953336262720i64,
    2310355422147510788i64, 4620710844311799048i64, -9205322380790986223i64, 36100411639206946i64,
    424704217196612i64, 72625527495610504i64, 145249955479592976i64, 290499906664153120i64,
    1155177711057110024i64, 2310355426409252880i64, 4620711952330133792i64, -9205038694072573375i64,
    108724279602332802i64, 145390965166737412i64, 290500455356698632i64, 580999811184992272i64,
    577588851267340304i64, 1155178802063085600i64, 2310639079102947392i64, 4693335752243822976i64,
    -9060072569221905919i64, 326598935265674242i64, 581140276476643332i64, 1161999073681608712i64,
    288793334762704928i64, 577868148797087808i64, 1227793891648880768i64, 2455587783297826816i64,
    4911175566595588352i64, -8624392940535152127i64, 1197958188344280066i64, 2323857683139004420i64,
    144117404414255168i64, 360293502378066048i64, 720587009051099136i64, 1441174018118909952i64,
    2882348036221108224i64, 5764696068147249408i64, -6917353036926680575i64, 4611756524879479810i64,
    567382630219904i64, 1416240237150208i64, 2833579985862656i64, 5667164249915392i64,
    11334324221640704i64, 22667548931719168i64, 45053622886727936i64, 18049651735527937i64,
];

/// Table `candidate_targets_10`.
static CANDIDATE_TARGETS_10: [i64; 64] = [
    72340172838076926i64, 144680345676153597i64, 289360691352306939i64, 578721382704613623i64,
    1157442765409226991i64, 2314885530818453727i64, 4629771061636907199i64, -9187201950435737473i64,
    72340172838141441i64, 144680345676217602i64, 289360691352369924i64, 578721382704674568i64,
    1157442765409283856i64, 2314885530818502432i64, 4629771061636939584i64, -9187201950435737728i64,
    72340172854657281i64, 144680345692602882i64, 289360691368494084i64, 578721382720276488i64,
    1157442765423841296i64, 2314885530830970912i64, 4629771061645230144i64, -9187201950435803008i64,
    72340177082712321i64, 144680349887234562i64, 289360695496279044i64, 578721386714368008i64,
    1157442769150545936i64, 2314885534022901792i64, 4629771063767613504i64, -9187201950452514688i64,
    72341259464802561i64, 144681423712944642i64, 289361752209228804i64, 578722409201797128i64,
    1157443723186933776i64, 2314886351157207072i64, 4629771607097753664i64, -9187201954730704768i64,
    72618349279904001i64, 144956323094725122i64, 289632270724367364i64, 578984165983651848i64,
    1157687956502220816i64, 2315095537539358752i64, 4629910699613634624i64, -9187203049947365248i64,
    143553341945872641i64, 215330564830528002i64, 358885010599838724i64, 645993902138460168i64,
    1220211685215703056i64, 2368647251370188832i64, 4665518383679160384i64, -9187483425412448128i64,
    -143832609275707135i64, -215607624513486334i64, -359157654989044732i64, -646257715940161528i64,
    -1220457837842395120i64, -2368858081646862304i64, -4665658569255796672i64,
    9187484529235886208i64,
];

/// Table `candidate_targets_11`.
static CANDIDATE_TARGETS_11: [i64; 64] = [
    -9132982212281170946i64, 180779649147209725i64, 289501704256556795i64, 578721933553179895i64,
    1157442771889699055i64, 2314886638996058335i64, 4630054752952049855i64, -9114576973767589761i64,
    4693051017133293059i64, -9060642039442965241i64, 325459994840333070i64, 578862399937640220i64,
    1157444424410132280i64, 2315169224285282160i64, 4702396038313459680i64, -9041951997099475008i64,
    2382695595002168069i64, 4765391190004401930i64, -8915961689422492139i64, 614821794359483434i64,
    1157867469641037908i64, 2387511058326581416i64, 4775021017124823120i64, -8896702043771649888i64,
    1227517888139822345i64, 2455035776296487442i64, 4910072647826412836i64, -8626317307358205367i64,
    1266167048752878738i64, 2460276499189639204i64, 4920271519124312136i64, -8606202139267522416i64,
    649930110732142865i64, 1299860225776030242i64, 2600000831312176196i64, 5272058161445620104i64,
    -7902628846034972143i64, 2641485286422881314i64, 5210911883574396996i64,
    -8025202881049096056i64, 361411684042608929i64, 722824471891812930i64, 1517426162373248132i64,
    3034571949281478664i64, 6068863523097809168i64, -6309297402995793375i64, 5827868887957914690i64,
    -6863345366808360828i64, 287670746360127809i64, 575624067208594050i64, 1079472019650937860i64,
    2087167920257370120i64, 4102559721436811280i64, 8133343319517438240i64, -2251834653247520191i64,
    -4575726900532968318i64, -143265226645487231i64, -214191384276336126i64, -356324075003182076i64,
    -640590551690246136i64, -1209123513620754416i64, -2346190532715143136i64,
    -4620604946369068736i64, 9205534180971414145i64,
];

/// Table `candidate_targets_12`.
static CANDIDATE_TARGETS_12: [i64; 64] = [
    4, 8, 17, 34, 68, 136, 16, 32, 1024, 2048, 4352, 8704, 17408, 34816, 4096, 8192, 262144, 524288,
    1114112, 2228224, 4456448, 8912896, 1048576, 2097152, 67108864, 134217728, 285212672, 570425344,
    1140850688, 2281701376i64, 268435456, 536870912, 17179869184i64, 34359738368i64, 73014444032i64,
    146028888064i64, 292057776128i64, 584115552256i64, 68719476736i64, 137438953472i64,
    4398046511104i64, 8796093022208i64, 18691697672192i64, 37383395344384i64, 74766790688768i64,
    149533581377536i64, 17592186044416i64, 35184372088832i64, 1125899906842624i64,
    2251799813685248i64, 4785074604081152i64, 9570149208162304i64, 19140298416324608i64,
    38280596832649216i64, 4503599627370496i64, 9007199254740992i64, 288230376151711744i64,
    576460752303423488i64, 1224979098644774912i64, 2449958197289549824i64, 4899916394579099648i64,
    -8646911284551352320i64, 1152921504606846976i64, 2305843009213693952i64,
];

/// Table `candidate_targets_13`.
static CANDIDATE_TARGETS_13: [i64; 64] = [
    770, 1797, 3594, 7188, 14376, 28752, 57504, 49216, 197123, 460039, 920078, 1840156, 3680312,
    7360624, 14721248, 12599488, 50463488, 117769984, 235539968, 471079936, 942159872, 1884319744,
    3768639488i64, 3225468928i64, 12918652928i64, 30149115904i64, 60298231808i64, 120596463616i64,
    241192927232i64, 482385854464i64, 964771708928i64, 825720045568i64, 3307175149568i64,
    7718173671424i64, 15436347342848i64, 30872694685696i64, 61745389371392i64, 123490778742784i64,
    246981557485568i64, 211384331665408i64, 846636838289408i64, 1975852459884544i64,
    3951704919769088i64, 7903409839538176i64, 15806819679076352i64, 31613639358152704i64,
    63227278716305408i64, 54114388906344448i64, 216739030602088448i64, 505818229730443264i64,
    1011636459460886528i64, 2023272918921773056i64, 4046545837843546112i64, 8093091675687092224i64,
    -2260560722335367168i64, -4593460513685372928i64, 144959613005987840i64, 362258295026614272i64,
    724516590053228544i64, 1449033180106457088i64, 2898066360212914176i64, 5796132720425828352i64,
    -6854478632857894912i64, 4665729213955833856i64,
];

/// Table `candidate_starts_14`.
static CANDIDATE_STARTS_14: [i64; 64] = [
    -8988301866605017089i64, 542480513337593855i64, 1012903432637325311i64, 2025525390314716927i64,
    4051049685412773119i64, 8102100466042206463i64, -2242261666665271041i64,
    -4484805912130690817i64, 4837731362809577223i64, -8698941175252386033i64,
    1048861723221557023i64, 2025665856700088126i64, 4051051337935028092i64, 8102383051335073784i64,
    -2169920381313286160i64, -4412180935464648736i64, 2527375940711810823i64,
    5127092054244921103i64, -8192559960924676321i64, 2061625251355115070i64, 4051474383632301180i64,
    8174724886309107960i64, -2097295404914708240i64, -4266930982667427616i64,
    1372198242389264139i64, 2816736653321637655i64, 5633474406171746094i64, -7179513790667538851i64,
    4159774082134211770i64, 8247490565952305268i64, -1952045520588312344i64,
    -3976431213997924144i64, 794612651170138899i64, 1661564375666726695i64, 3323410230621974094i64,
    6718876960065215900i64, -5008991248795780551i64, 8428760480901264498i64,
    -1661563280450066204i64, -3395466729443241784i64, 506653888750490403i64, 1085366475362346823i64,
    2242791648585993870i64, 4485302921706970140i64, 8970325467948792120i64, -506373513293827471i64,
    -1085086099897260830i64, -2242511273120970556i64, 576187004158681923i64, 1152656587117512583i64,
    2305595753018330638i64, 4539415386992155676i64, 9007054654906382392i64, -504410887252971152i64,
    -1080880468055498015i64, -2233819633972362046i64, -70079525053840509i64, -67818877269604601i64,
    -63297586013008370i64, -54537573709898724i64, -37017557660059592i64, -1978620793753488i64,
    -4238716564217376i64, -8760011928583487i64,
];

/// Table `between_15`.
static BETWEEN_15: [i64; 4096] = [
    -1, 0, 2, 6, 14, 30, 62, 126, 0, 0, -1, -1, -1, -1, -1, -1, 256, -1, 512, -1, -1, -1, -1, -1,
    65792, -1, -1, 262656, -1, -1, -1, -1, 16843008, -1, -1, -1, 134480384, -1, -1, -1,
    4311810304i64, -1, -1, -1, -1, 68853957120i64, -1, -1, 1103823438080i64, -1, -1, -1, -1, -1,
    35253226045952i64, -1, 282578800148736i64, -1, -1, -1, -1, -1, -1, 18049651735527936i64, 0, -1,
    0, 4, 12, 28, 60, 124, 0, 0, 0, -1, -1, -1, -1, -1, -1, 512, -1, 1024, -1, -1, -1, -1, -1,
    131584, -1, -1, 525312, -1, -1, -1, -1, 33686016, -1, -1, -1, 268960768, -1, -1, -1,
    8623620608i64, -1, -1, -1, -1, 137707914240i64, -1, -1, 2207646876160i64, -1, -1, -1, -1, -1,
    70506452091904i64, -1, 565157600297472i64, -1, -1, -1, -1, -1, -1, 2, 0, -1, 0, 8, 24, 56, 120,
    -1, 0, 0, 0, -1, -1, -1, -1, 512, -1, 1024, -1, 2048, -1, -1, -1, -1, -1, 263168, -1, -1,
    1050624, -1, -1, -1, -1, 67372032, -1, -1, -1, 537921536, -1, -1, -1, 17247241216i64, -1, -1,
    -1, -1, 275415828480i64, -1, -1, 4415293752320i64, -1, -1, -1, -1, -1, -1, -1,
    1130315200594944i64, -1, -1, -1, -1, -1, 6, 4, 0, -1, 0, 16, 48, 112, -1, -1, 0, 0, 0, -1, -1,
    -1, -1, 1024, -1, 2048, -1, 4096, -1, -1, 132096, -1, -1, 526336, -1, -1, 2101248, -1, -1, -1,
    -1, 134744064, -1, -1, -1, 1075843072, -1, -1, -1, 34494482432i64, -1, -1, -1, -1, -1, -1, -1,
    8830587504640i64, -1, -1, -1, -1, -1, -1, -1, 2260630401189888i64, -1, -1, -1, -1, 14, 12, 8, 0,
    -1, 0, 32, 96, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, 2048, -1, 4096, -1, 8192, -1, -1, 264192,
    -1, -1, 1052672, -1, -1, 4202496, 33818624, -1, -1, -1, 269488128, -1, -1, -1, -1, -1, -1, -1,
    68988964864i64, -1, -1, -1, -1, -1, -1, -1, 17661175009280i64, -1, -1, -1, -1, -1, -1, -1,
    4521260802379776i64, -1, -1, -1, 30, 28, 24, 16, 0, -1, 0, 64, -1, -1, -1, -1, 0, 0, 0, -1, -1,
    -1, -1, 4096, -1, 8192, -1, 16384, -1, -1, 528384, -1, -1, 2105344, -1, -1, -1, 67637248, -1,
    -1, -1, 538976256, -1, -1, 8657571840i64, -1, -1, -1, -1, 137977929728i64, -1, -1, -1, -1, -1,
    -1, -1, 35322350018560i64, -1, -1, -1, -1, -1, -1, -1, 9042521604759552i64, -1, -1, 62, 60, 56,
    48, 32, 0, -1, 0, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, 8192, -1, 16384, -1, -1, -1, -1,
    1056768, -1, -1, 4210688, -1, -1, -1, 135274496, -1, -1, -1, 1077952512, -1, -1, 17315143680i64,
    -1, -1, -1, -1, 275955859456i64, -1, 2216338399232i64, -1, -1, -1, -1, -1, 70644700037120i64,
    -1, -1, -1, -1, -1, -1, -1, 18085043209519104i64, -1, 126, 124, 120, 112, 96, 64, 0, -1, -1, -1,
    -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, 16384, -1, 32768, -1, -1, -1, -1, 2113536, -1, -1,
    8421376, -1, -1, -1, 270548992, -1, -1, -1, 2155905024i64, -1, -1, 34630287360i64, -1, -1, -1,
    -1, 551911718912i64, -1, 4432676798464i64, -1, -1, -1, -1, -1, 141289400074240i64,
    567382630219776i64, -1, -1, -1, -1, -1, -1, 36170086419038208i64, 0, 0, -1, -1, -1, -1, -1, -1,
    -1, 0, 512, 1536, 3584, 7680, 15872, 32256, 0, 0, -1, -1, -1, -1, -1, -1, 65536, -1, 131072, -1,
    -1, -1, -1, -1, 16842752, -1, -1, 67239936, -1, -1, -1, -1, 4311810048i64, -1, -1, -1,
    34426978304i64, -1, -1, -1, 1103823437824i64, -1, -1, -1, -1, 17626613022720i64, -1, -1,
    282578800148480i64, -1, -1, -1, -1, -1, 9024825867763712i64, -1, 0, 0, 0, -1, -1, -1, -1, -1, 0,
    -1, 0, 1024, 3072, 7168, 15360, 31744, 0, 0, 0, -1, -1, -1, -1, -1, -1, 131072, -1, 262144, -1,
    -1, -1, -1, -1, 33685504, -1, -1, 134479872, -1, -1, -1, -1, 8623620096i64, -1, -1, -1,
    68853956608i64, -1, -1, -1, 2207646875648i64, -1, -1, -1, -1, 35253226045440i64, -1, -1,
    565157600296960i64, -1, -1, -1, -1, -1, 18049651735527424i64, -1, 0, 0, 0, -1, -1, -1, -1, 512,
    0, -1, 0, 2048, 6144, 14336, 30720, -1, 0, 0, 0, -1, -1, -1, -1, 131072, -1, 262144, -1, 524288,
    -1, -1, -1, -1, -1, 67371008, -1, -1, 268959744, -1, -1, -1, -1, 17247240192i64, -1, -1, -1,
    137707913216i64, -1, -1, -1, 4415293751296i64, -1, -1, -1, -1, 70506452090880i64, -1, -1,
    1130315200593920i64, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, 1536, 1024, 0, -1, 0,
    4096, 12288, 28672, -1, -1, 0, 0, 0, -1, -1, -1, -1, 262144, -1, 524288, -1, 1048576, -1, -1,
    33816576, -1, -1, 134742016, -1, -1, 537919488, -1, -1, -1, -1, 34494480384i64, -1, -1, -1,
    275415826432i64, -1, -1, -1, 8830587502592i64, -1, -1, -1, -1, -1, -1, -1, 2260630401187840i64,
    -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, 3584, 3072, 2048, 0, -1, 0, 8192, 24576, -1, -1,
    -1, 0, 0, 0, -1, -1, -1, -1, 524288, -1, 1048576, -1, 2097152, -1, -1, 67633152, -1, -1,
    269484032, -1, -1, 1075838976, 8657567744i64, -1, -1, -1, 68988960768i64, -1, -1, -1, -1, -1,
    -1, -1, 17661175005184i64, -1, -1, -1, -1, -1, -1, -1, 4521260802375680i64, -1, -1, -1, -1, -1,
    -1, -1, 0, 0, 0, -1, 7680, 7168, 6144, 4096, 0, -1, 0, 16384, -1, -1, -1, -1, 0, 0, 0, -1, -1,
    -1, -1, 1048576, -1, 2097152, -1, 4194304, -1, -1, 135266304, -1, -1, 538968064, -1, -1, -1,
    17315135488i64, -1, -1, -1, 137977921536i64, -1, -1, 2216338391040i64, -1, -1, -1, -1,
    35322350010368i64, -1, -1, -1, -1, -1, -1, -1, 9042521604751360i64, -1, -1, -1, -1, -1, -1, -1,
    0, 0, 0, 15872, 15360, 14336, 12288, 8192, 0, -1, 0, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1,
    -1, 2097152, -1, 4194304, -1, -1, -1, -1, 270532608, -1, -1, 1077936128, -1, -1, -1,
    34630270976i64, -1, -1, -1, 275955843072i64, -1, -1, 4432676782080i64, -1, -1, -1, -1,
    70644700020736i64, -1, 567382630203392i64, -1, -1, -1, -1, -1, 18085043209502720i64, -1, -1, -1,
    -1, -1, -1, -1, 0, 0, 32256, 31744, 30720, 28672, 24576, 16384, 0, -1, -1, -1, -1, -1, -1, -1,
    0, 0, -1, -1, -1, -1, -1, 4194304, -1, 8388608, -1, -1, -1, -1, 541065216, -1, -1,
    2155872256i64, -1, -1, -1, 69260541952i64, -1, -1, -1, 551911686144i64, -1, -1,
    8865353564160i64, -1, -1, -1, -1, 141289400041472i64, -1, 1134765260406784i64, -1, -1, -1, -1,
    -1, 36170086419005440i64, 256, -1, 512, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0,
    131072, 393216, 917504, 1966080, 4063232, 8257536, 0, 0, -1, -1, -1, -1, -1, -1, 16777216, -1,
    33554432, -1, -1, -1, -1, -1, 4311744512i64, -1, -1, 17213423616i64, -1, -1, -1, -1,
    1103823372288i64, -1, -1, -1, 8813306445824i64, -1, -1, -1, 282578800082944i64, -1, -1, -1, -1,
    4512412933816320i64, -1, -1, -1, 512, -1, 1024, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, 0,
    -1, 0, 262144, 786432, 1835008, 3932160, 8126464, 0, 0, 0, -1, -1, -1, -1, -1, -1, 33554432, -1,
    67108864, -1, -1, -1, -1, -1, 8623489024i64, -1, -1, 34426847232i64, -1, -1, -1, -1,
    2207646744576i64, -1, -1, -1, 17626612891648i64, -1, -1, -1, 565157600165888i64, -1, -1, -1, -1,
    9024825867632640i64, -1, 512, -1, 1024, -1, 2048, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1,
    131072, 0, -1, 0, 524288, 1572864, 3670016, 7864320, -1, 0, 0, 0, -1, -1, -1, -1, 33554432, -1,
    67108864, -1, 134217728, -1, -1, -1, -1, -1, 17246978048i64, -1, -1, 68853694464i64, -1, -1, -1,
    -1, 4415293489152i64, -1, -1, -1, 35253225783296i64, -1, -1, -1, 1130315200331776i64, -1, -1,
    -1, -1, 18049651735265280i64, -1, 1024, -1, 2048, -1, 4096, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1,
    393216, 262144, 0, -1, 0, 1048576, 3145728, 7340032, -1, -1, 0, 0, 0, -1, -1, -1, -1, 67108864,
    -1, 134217728, -1, 268435456, -1, -1, 8657043456i64, -1, -1, 34493956096i64, -1, -1,
    137707388928i64, -1, -1, -1, -1, 8830586978304i64, -1, -1, -1, 70506451566592i64, -1, -1, -1,
    2260630400663552i64, -1, -1, -1, -1, -1, -1, 2048, -1, 4096, -1, 8192, -1, -1, -1, -1, 0, 0, 0,
    -1, -1, 917504, 786432, 524288, 0, -1, 0, 2097152, 6291456, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1,
    134217728, -1, 268435456, -1, 536870912, -1, -1, 17314086912i64, -1, -1, 68987912192i64, -1, -1,
    275414777856i64, 2216337342464i64, -1, -1, -1, 17661173956608i64, -1, -1, -1, -1, -1, -1, -1,
    4521260801327104i64, -1, -1, -1, -1, -1, -1, 4096, -1, 8192, -1, 16384, -1, -1, -1, -1, 0, 0, 0,
    -1, 1966080, 1835008, 1572864, 1048576, 0, -1, 0, 4194304, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1,
    -1, 268435456, -1, 536870912, -1, 1073741824, -1, -1, 34628173824i64, -1, -1, 137975824384i64,
    -1, -1, -1, 4432674684928i64, -1, -1, -1, 35322347913216i64, -1, -1, 567382628106240i64, -1, -1,
    -1, -1, 9042521602654208i64, -1, -1, -1, -1, -1, -1, 8192, -1, 16384, -1, -1, -1, -1, -1, -1, 0,
    0, 0, 4063232, 3932160, 3670016, 3145728, 2097152, 0, -1, 0, -1, -1, -1, -1, -1, 0, 0, 0, -1,
    -1, -1, -1, 536870912, -1, 1073741824, -1, -1, -1, -1, 69256347648i64, -1, -1, 275951648768i64,
    -1, -1, -1, 8865349369856i64, -1, -1, -1, 70644695826432i64, -1, -1, 1134765256212480i64, -1,
    -1, -1, -1, 18085043205308416i64, -1, -1, -1, -1, -1, -1, 16384, -1, 32768, -1, -1, -1, -1, -1,
    -1, 0, 0, 8257536, 8126464, 7864320, 7340032, 6291456, 4194304, 0, -1, -1, -1, -1, -1, -1, -1,
    0, 0, -1, -1, -1, -1, -1, 1073741824, -1, 2147483648i64, -1, -1, -1, -1, 138512695296i64, -1,
    -1, 551903297536i64, -1, -1, -1, 17730698739712i64, -1, -1, -1, 141289391652864i64, -1, -1,
    2269530512424960i64, -1, -1, -1, -1, 36170086410616832i64, 65792, -1, -1, 132096, -1, -1, -1,
    -1, 65536, -1, 131072, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0, 33554432,
    100663296, 234881024, 503316480, 1040187392, 2113929216, 0, 0, -1, -1, -1, -1, -1, -1,
    4294967296i64, -1, 8589934592i64, -1, -1, -1, -1, -1, 1103806595072i64, -1, -1,
    4406636445696i64, -1, -1, -1, -1, 282578783305728i64, -1, -1, -1, 2256206450130944i64, -1, -1,
    -1, -1, 131584, -1, -1, 264192, -1, -1, -1, -1, 131072, -1, 262144, -1, -1, -1, -1, 0, 0, 0, -1,
    -1, -1, -1, -1, 0, -1, 0, 67108864, 201326592, 469762048, 1006632960, 2080374784, 0, 0, 0, -1,
    -1, -1, -1, -1, -1, 8589934592i64, -1, 17179869184i64, -1, -1, -1, -1, -1, 2207613190144i64, -1,
    -1, 8813272891392i64, -1, -1, -1, -1, 565157566611456i64, -1, -1, -1, 4512412900261888i64, -1,
    -1, -1, -1, 263168, -1, -1, 528384, -1, -1, 131072, -1, 262144, -1, 524288, -1, -1, -1, -1, 0,
    0, 0, -1, -1, -1, -1, 33554432, 0, -1, 0, 134217728, 402653184, 939524096, 2013265920, -1, 0, 0,
    0, -1, -1, -1, -1, 8589934592i64, -1, 17179869184i64, -1, 34359738368i64, -1, -1, -1, -1, -1,
    4415226380288i64, -1, -1, 17626545782784i64, -1, -1, -1, -1, 1130315133222912i64, -1, -1, -1,
    9024825800523776i64, -1, 262656, -1, -1, 526336, -1, -1, 1056768, -1, -1, 262144, -1, 524288,
    -1, 1048576, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, 100663296, 67108864, 0, -1, 0, 268435456,
    805306368, 1879048192, -1, -1, 0, 0, 0, -1, -1, -1, -1, 17179869184i64, -1, 34359738368i64, -1,
    68719476736i64, -1, -1, 2216203124736i64, -1, -1, 8830452760576i64, -1, -1, 35253091565568i64,
    -1, -1, -1, -1, 2260630266445824i64, -1, -1, -1, 18049651601047552i64, -1, 525312, -1, -1,
    1052672, -1, -1, 2113536, -1, -1, 524288, -1, 1048576, -1, 2097152, -1, -1, -1, -1, 0, 0, 0, -1,
    -1, 234881024, 201326592, 134217728, 0, -1, 0, 536870912, 1610612736, -1, -1, -1, 0, 0, 0, -1,
    -1, -1, -1, 34359738368i64, -1, 68719476736i64, -1, 137438953472i64, -1, -1, 4432406249472i64,
    -1, -1, 17660905521152i64, -1, -1, 70506183131136i64, 567382359670784i64, -1, -1, -1,
    4521260532891648i64, -1, -1, -1, -1, -1, 1050624, -1, -1, 2105344, -1, -1, -1, -1, -1, 1048576,
    -1, 2097152, -1, 4194304, -1, -1, -1, -1, 0, 0, 0, -1, 503316480, 469762048, 402653184,
    268435456, 0, -1, 0, 1073741824, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, 68719476736i64, -1,
    137438953472i64, -1, 274877906944i64, -1, -1, 8864812498944i64, -1, -1, 35321811042304i64, -1,
    -1, -1, 1134764719341568i64, -1, -1, -1, 9042521065783296i64, -1, -1, -1, -1, -1, 2101248, -1,
    -1, 4210688, -1, -1, -1, -1, -1, 2097152, -1, 4194304, -1, -1, -1, -1, -1, -1, 0, 0, 0,
    1040187392, 1006632960, 939524096, 805306368, 536870912, 0, -1, 0, -1, -1, -1, -1, -1, 0, 0, 0,
    -1, -1, -1, -1, 137438953472i64, -1, 274877906944i64, -1, -1, -1, -1, 17729624997888i64, -1, -1,
    70643622084608i64, -1, -1, -1, 2269529438683136i64, -1, -1, -1, 18085042131566592i64, -1, -1,
    -1, -1, -1, 4202496, -1, -1, 8421376, -1, -1, -1, -1, -1, 4194304, -1, 8388608, -1, -1, -1, -1,
    -1, -1, 0, 0, 2113929216, 2080374784, 2013265920, 1879048192, 1610612736, 1073741824, 0, -1, -1,
    -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, 274877906944i64, -1, 549755813888i64, -1, -1, -1,
    -1, 35459249995776i64, -1, -1, 141287244169216i64, -1, -1, -1, 4539058877366272i64, -1, -1, -1,
    36170084263133184i64, 16843008, -1, -1, -1, 33818624, -1, -1, -1, 16842752, -1, -1, 33816576,
    -1, -1, -1, -1, 16777216, -1, 33554432, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0,
    8589934592i64, 25769803776i64, 60129542144i64, 128849018880i64, 266287972352i64,
    541165879296i64, 0, 0, -1, -1, -1, -1, -1, -1, 1099511627776i64, -1, 2199023255552i64, -1, -1,
    -1, -1, -1, 282574488338432i64, -1, -1, 1128098930098176i64, -1, -1, -1, -1, -1, 33686016, -1,
    -1, -1, 67637248, -1, -1, -1, 33685504, -1, -1, 67633152, -1, -1, -1, -1, 33554432, -1,
    67108864, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, 0, -1, 0, 17179869184i64, 51539607552i64,
    120259084288i64, 257698037760i64, 532575944704i64, 0, 0, 0, -1, -1, -1, -1, -1, -1,
    2199023255552i64, -1, 4398046511104i64, -1, -1, -1, -1, -1, 565148976676864i64, -1, -1,
    2256197860196352i64, -1, -1, -1, -1, -1, 67372032, -1, -1, -1, 135274496, -1, -1, -1, 67371008,
    -1, -1, 135266304, -1, -1, 33554432, -1, 67108864, -1, 134217728, -1, -1, -1, -1, 0, 0, 0, -1,
    -1, -1, -1, 8589934592i64, 0, -1, 0, 34359738368i64, 103079215104i64, 240518168576i64,
    515396075520i64, -1, 0, 0, 0, -1, -1, -1, -1, 2199023255552i64, -1, 4398046511104i64, -1,
    8796093022208i64, -1, -1, -1, -1, -1, 1130297953353728i64, -1, -1, 4512395720392704i64, -1, -1,
    -1, -1, -1, 134744064, -1, -1, -1, 270548992, 67239936, -1, -1, 134742016, -1, -1, 270532608,
    -1, -1, 67108864, -1, 134217728, -1, 268435456, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1,
    25769803776i64, 17179869184i64, 0, -1, 0, 68719476736i64, 206158430208i64, 481036337152i64, -1,
    -1, 0, 0, 0, -1, -1, -1, -1, 4398046511104i64, -1, 8796093022208i64, -1, 17592186044416i64, -1,
    -1, 567347999932416i64, -1, -1, 2260595906707456i64, -1, -1, 9024791440785408i64, -1, 134480384,
    -1, -1, -1, 269488128, -1, -1, -1, -1, 134479872, -1, -1, 269484032, -1, -1, 541065216, -1, -1,
    134217728, -1, 268435456, -1, 536870912, -1, -1, -1, -1, 0, 0, 0, -1, -1, 60129542144i64,
    51539607552i64, 34359738368i64, 0, -1, 0, 137438953472i64, 412316860416i64, -1, -1, -1, 0, 0, 0,
    -1, -1, -1, -1, 8796093022208i64, -1, 17592186044416i64, -1, 35184372088832i64, -1, -1,
    1134695999864832i64, -1, -1, 4521191813414912i64, -1, -1, 18049582881570816i64, -1, 268960768,
    -1, -1, -1, 538976256, -1, -1, -1, -1, 268959744, -1, -1, 538968064, -1, -1, -1, -1, -1,
    268435456, -1, 536870912, -1, 1073741824, -1, -1, -1, -1, 0, 0, 0, -1, 128849018880i64,
    120259084288i64, 103079215104i64, 68719476736i64, 0, -1, 0, 274877906944i64, -1, -1, -1, -1, 0,
    0, 0, -1, -1, -1, -1, 17592186044416i64, -1, 35184372088832i64, -1, 70368744177664i64, -1, -1,
    2269391999729664i64, -1, -1, 9042383626829824i64, -1, -1, -1, -1, 537921536, -1, -1, -1,
    1077952512, -1, -1, -1, -1, 537919488, -1, -1, 1077936128, -1, -1, -1, -1, -1, 536870912, -1,
    1073741824, -1, -1, -1, -1, -1, -1, 0, 0, 0, 266287972352i64, 257698037760i64, 240518168576i64,
    206158430208i64, 137438953472i64, 0, -1, 0, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1,
    35184372088832i64, -1, 70368744177664i64, -1, -1, -1, -1, 4538783999459328i64, -1, -1,
    18084767253659648i64, -1, -1, -1, -1, 1075843072, -1, -1, -1, 2155905024i64, -1, -1, -1, -1,
    1075838976, -1, -1, 2155872256i64, -1, -1, -1, -1, -1, 1073741824, -1, 2147483648i64, -1, -1,
    -1, -1, -1, -1, 0, 0, 541165879296i64, 532575944704i64, 515396075520i64, 481036337152i64,
    412316860416i64, 274877906944i64, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1,
    70368744177664i64, -1, 140737488355328i64, -1, -1, -1, -1, 9077567998918656i64, -1, -1,
    36169534507319296i64, 4311810304i64, -1, -1, -1, -1, 8657571840i64, -1, -1, 4311810048i64, -1,
    -1, -1, 8657567744i64, -1, -1, -1, 4311744512i64, -1, -1, 8657043456i64, -1, -1, -1, -1,
    4294967296i64, -1, 8589934592i64, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0,
    2199023255552i64, 6597069766656i64, 15393162788864i64, 32985348833280i64, 68169720922112i64,
    138538465099776i64, 0, 0, -1, -1, -1, -1, -1, -1, 281474976710656i64, -1, 562949953421312i64,
    -1, -1, -1, -1, -1, -1, 8623620608i64, -1, -1, -1, -1, 17315143680i64, -1, -1, 8623620096i64,
    -1, -1, -1, 17315135488i64, -1, -1, -1, 8623489024i64, -1, -1, 17314086912i64, -1, -1, -1, -1,
    8589934592i64, -1, 17179869184i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, 0, -1, 0,
    4398046511104i64, 13194139533312i64, 30786325577728i64, 65970697666560i64, 136339441844224i64,
    0, 0, 0, -1, -1, -1, -1, -1, -1, 562949953421312i64, -1, 1125899906842624i64, -1, -1, -1, -1,
    -1, -1, 17247241216i64, -1, -1, -1, -1, 34630287360i64, -1, -1, 17247240192i64, -1, -1, -1,
    34630270976i64, -1, -1, -1, 17246978048i64, -1, -1, 34628173824i64, -1, -1, 8589934592i64, -1,
    17179869184i64, -1, 34359738368i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, 2199023255552i64,
    0, -1, 0, 8796093022208i64, 26388279066624i64, 61572651155456i64, 131941395333120i64, -1, 0, 0,
    0, -1, -1, -1, -1, 562949953421312i64, -1, 1125899906842624i64, -1, 2251799813685248i64, -1, -1,
    -1, -1, -1, -1, 34494482432i64, -1, -1, -1, -1, -1, -1, -1, 34494480384i64, -1, -1, -1,
    69260541952i64, 17213423616i64, -1, -1, 34493956096i64, -1, -1, 69256347648i64, -1, -1,
    17179869184i64, -1, 34359738368i64, -1, 68719476736i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1,
    6597069766656i64, 4398046511104i64, 0, -1, 0, 17592186044416i64, 52776558133248i64,
    123145302310912i64, -1, -1, 0, 0, 0, -1, -1, -1, -1, 1125899906842624i64, -1,
    2251799813685248i64, -1, 4503599627370496i64, -1, -1, -1, -1, -1, -1, 68988964864i64, -1, -1,
    -1, 34426978304i64, -1, -1, -1, 68988960768i64, -1, -1, -1, -1, 34426847232i64, -1, -1,
    68987912192i64, -1, -1, 138512695296i64, -1, -1, 34359738368i64, -1, 68719476736i64, -1,
    137438953472i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, 15393162788864i64, 13194139533312i64,
    8796093022208i64, 0, -1, 0, 35184372088832i64, 105553116266496i64, -1, -1, -1, 0, 0, 0, -1, -1,
    -1, -1, 2251799813685248i64, -1, 4503599627370496i64, -1, 9007199254740992i64, -1,
    68853957120i64, -1, -1, -1, -1, 137977929728i64, -1, -1, -1, 68853956608i64, -1, -1, -1,
    137977921536i64, -1, -1, -1, -1, 68853694464i64, -1, -1, 137975824384i64, -1, -1, -1, -1, -1,
    68719476736i64, -1, 137438953472i64, -1, 274877906944i64, -1, -1, -1, -1, 0, 0, 0, -1,
    32985348833280i64, 30786325577728i64, 26388279066624i64, 17592186044416i64, 0, -1, 0,
    70368744177664i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, 4503599627370496i64, -1,
    9007199254740992i64, -1, 18014398509481984i64, -1, 137707914240i64, -1, -1, -1, -1,
    275955859456i64, -1, -1, -1, 137707913216i64, -1, -1, -1, 275955843072i64, -1, -1, -1, -1,
    137707388928i64, -1, -1, 275951648768i64, -1, -1, -1, -1, -1, 137438953472i64, -1,
    274877906944i64, -1, -1, -1, -1, -1, -1, 0, 0, 0, 68169720922112i64, 65970697666560i64,
    61572651155456i64, 52776558133248i64, 35184372088832i64, 0, -1, 0, -1, -1, -1, -1, -1, 0, 0, 0,
    -1, -1, -1, -1, 9007199254740992i64, -1, 18014398509481984i64, -1, -1, -1, 275415828480i64, -1,
    -1, -1, -1, 551911718912i64, -1, -1, -1, 275415826432i64, -1, -1, -1, 551911686144i64, -1, -1,
    -1, -1, 275414777856i64, -1, -1, 551903297536i64, -1, -1, -1, -1, -1, 274877906944i64, -1,
    549755813888i64, -1, -1, -1, -1, -1, -1, 0, 0, 138538465099776i64, 136339441844224i64,
    131941395333120i64, 123145302310912i64, 105553116266496i64, 70368744177664i64, 0, -1, -1, -1,
    -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, 18014398509481984i64, -1, 36028797018963968i64,
    1103823438080i64, -1, -1, -1, -1, -1, 2216338399232i64, -1, 1103823437824i64, -1, -1, -1, -1,
    2216338391040i64, -1, -1, 1103823372288i64, -1, -1, -1, 2216337342464i64, -1, -1, -1,
    1103806595072i64, -1, -1, 2216203124736i64, -1, -1, -1, -1, 1099511627776i64, -1,
    2199023255552i64, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0, 562949953421312i64,
    1688849860263936i64, 3940649673949184i64, 8444249301319680i64, 17451448556060672i64,
    35465847065542656i64, 0, 0, -1, -1, -1, -1, -1, -1, -1, 2207646876160i64, -1, -1, -1, -1, -1,
    4432676798464i64, -1, 2207646875648i64, -1, -1, -1, -1, 4432676782080i64, -1, -1,
    2207646744576i64, -1, -1, -1, 4432674684928i64, -1, -1, -1, 2207613190144i64, -1, -1,
    4432406249472i64, -1, -1, -1, -1, 2199023255552i64, -1, 4398046511104i64, -1, -1, -1, -1, 0, 0,
    0, -1, -1, -1, -1, -1, 0, -1, 0, 1125899906842624i64, 3377699720527872i64, 7881299347898368i64,
    16888498602639360i64, 34902897112121344i64, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1,
    4415293752320i64, -1, -1, -1, -1, -1, -1, -1, 4415293751296i64, -1, -1, -1, -1,
    8865353564160i64, -1, -1, 4415293489152i64, -1, -1, -1, 8865349369856i64, -1, -1, -1,
    4415226380288i64, -1, -1, 8864812498944i64, -1, -1, 2199023255552i64, -1, 4398046511104i64, -1,
    8796093022208i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, 562949953421312i64, 0, -1, 0,
    2251799813685248i64, 6755399441055744i64, 15762598695796736i64, 33776997205278720i64, -1, 0, 0,
    0, -1, -1, -1, -1, -1, -1, -1, 8830587504640i64, -1, -1, -1, -1, -1, -1, -1, 8830587502592i64,
    -1, -1, -1, -1, -1, -1, -1, 8830586978304i64, -1, -1, -1, 17730698739712i64, 4406636445696i64,
    -1, -1, 8830452760576i64, -1, -1, 17729624997888i64, -1, -1, 4398046511104i64, -1,
    8796093022208i64, -1, 17592186044416i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1,
    1688849860263936i64, 1125899906842624i64, 0, -1, 0, 4503599627370496i64, 13510798882111488i64,
    31525197391593472i64, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, 17661175009280i64, -1, -1,
    -1, -1, -1, -1, -1, 17661175005184i64, -1, -1, -1, 8813306445824i64, -1, -1, -1,
    17661173956608i64, -1, -1, -1, -1, 8813272891392i64, -1, -1, 17660905521152i64, -1, -1,
    35459249995776i64, -1, -1, 8796093022208i64, -1, 17592186044416i64, -1, 35184372088832i64, -1,
    -1, -1, -1, 0, 0, 0, -1, -1, 3940649673949184i64, 3377699720527872i64, 2251799813685248i64, 0,
    -1, 0, 9007199254740992i64, 27021597764222976i64, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, -1,
    -1, 35322350018560i64, -1, -1, 17626613022720i64, -1, -1, -1, -1, 35322350010368i64, -1, -1, -1,
    17626612891648i64, -1, -1, -1, 35322347913216i64, -1, -1, -1, -1, 17626545782784i64, -1, -1,
    35321811042304i64, -1, -1, -1, -1, -1, 17592186044416i64, -1, 35184372088832i64, -1,
    70368744177664i64, -1, -1, -1, -1, 0, 0, 0, -1, 8444249301319680i64, 7881299347898368i64,
    6755399441055744i64, 4503599627370496i64, 0, -1, 0, 18014398509481984i64, -1, -1, -1, -1, 0, 0,
    0, -1, 35253226045952i64, -1, -1, -1, -1, -1, 70644700037120i64, -1, -1, 35253226045440i64, -1,
    -1, -1, -1, 70644700020736i64, -1, -1, -1, 35253225783296i64, -1, -1, -1, 70644695826432i64, -1,
    -1, -1, -1, 35253091565568i64, -1, -1, 70643622084608i64, -1, -1, -1, -1, -1, 35184372088832i64,
    -1, 70368744177664i64, -1, -1, -1, -1, -1, -1, 0, 0, 0, 17451448556060672i64,
    16888498602639360i64, 15762598695796736i64, 13510798882111488i64, 9007199254740992i64, 0, -1, 0,
    -1, -1, -1, -1, -1, 0, 0, 0, -1, 70506452091904i64, -1, -1, -1, -1, -1, 141289400074240i64, -1,
    -1, 70506452090880i64, -1, -1, -1, -1, 141289400041472i64, -1, -1, -1, 70506451566592i64, -1,
    -1, -1, 141289391652864i64, -1, -1, -1, -1, 70506183131136i64, -1, -1, 141287244169216i64, -1,
    -1, -1, -1, -1, 70368744177664i64, -1, 140737488355328i64, -1, -1, -1, -1, -1, -1, 0, 0,
    35465847065542656i64, 34902897112121344i64, 33776997205278720i64, 31525197391593472i64,
    27021597764222976i64, 18014398509481984i64, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0,
    282578800148736i64, -1, -1, -1, -1, -1, -1, 567382630219776i64, 282578800148480i64, -1, -1, -1,
    -1, -1, 567382630203392i64, -1, 282578800082944i64, -1, -1, -1, -1, 567382628106240i64, -1, -1,
    282578783305728i64, -1, -1, -1, 567382359670784i64, -1, -1, -1, 282574488338432i64, -1, -1,
    567347999932416i64, -1, -1, -1, -1, 281474976710656i64, -1, 562949953421312i64, -1, -1, -1, -1,
    -1, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0, 144115188075855872i64, 432345564227567616i64,
    1008806316530991104i64, 2161727821137838080i64, 4467570830351532032i64, 9079256848778919936i64,
    -1, 565157600297472i64, -1, -1, -1, -1, -1, -1, -1, 565157600296960i64, -1, -1, -1, -1, -1,
    1134765260406784i64, -1, 565157600165888i64, -1, -1, -1, -1, 1134765256212480i64, -1, -1,
    565157566611456i64, -1, -1, -1, 1134764719341568i64, -1, -1, -1, 565148976676864i64, -1, -1,
    1134695999864832i64, -1, -1, -1, -1, 562949953421312i64, -1, 1125899906842624i64, -1, -1, -1,
    -1, 0, 0, 0, -1, -1, -1, -1, -1, 0, -1, 0, 288230376151711744i64, 864691128455135232i64,
    2017612633061982208i64, 4323455642275676160i64, 8935141660703064064i64, -1, -1,
    1130315200594944i64, -1, -1, -1, -1, -1, -1, -1, 1130315200593920i64, -1, -1, -1, -1, -1, -1,
    -1, 1130315200331776i64, -1, -1, -1, -1, 2269530512424960i64, -1, -1, 1130315133222912i64, -1,
    -1, -1, 2269529438683136i64, -1, -1, -1, 1130297953353728i64, -1, -1, 2269391999729664i64, -1,
    -1, 562949953421312i64, -1, 1125899906842624i64, -1, 2251799813685248i64, -1, -1, -1, -1, 0, 0,
    0, -1, -1, -1, -1, 144115188075855872i64, 0, -1, 0, 576460752303423488i64,
    1729382256910270464i64, 4035225266123964416i64, 8646911284551352320i64, -1, -1, -1,
    2260630401189888i64, -1, -1, -1, -1, -1, -1, -1, 2260630401187840i64, -1, -1, -1, -1, -1, -1,
    -1, 2260630400663552i64, -1, -1, -1, -1, -1, -1, -1, 2260630266445824i64, -1, -1, -1,
    4539058877366272i64, 1128098930098176i64, -1, -1, 2260595906707456i64, -1, -1,
    4538783999459328i64, -1, -1, 1125899906842624i64, -1, 2251799813685248i64, -1,
    4503599627370496i64, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, 432345564227567616i64,
    288230376151711744i64, 0, -1, 0, 1152921504606846976i64, 3458764513820540928i64,
    8070450532247928832i64, -1, -1, -1, -1, 4521260802379776i64, -1, -1, -1, -1, -1, -1, -1,
    4521260802375680i64, -1, -1, -1, -1, -1, -1, -1, 4521260801327104i64, -1, -1, -1,
    2256206450130944i64, -1, -1, -1, 4521260532891648i64, -1, -1, -1, -1, 2256197860196352i64, -1,
    -1, 4521191813414912i64, -1, -1, 9077567998918656i64, -1, -1, 2251799813685248i64, -1,
    4503599627370496i64, -1, 9007199254740992i64, -1, -1, -1, -1, 0, 0, 0, -1, -1,
    1008806316530991104i64, 864691128455135232i64, 576460752303423488i64, 0, -1, 0,
    2305843009213693952i64, 6917529027641081856i64, -1, -1, -1, -1, -1, 9042521604759552i64, -1, -1,
    -1, -1, -1, -1, -1, 9042521604751360i64, -1, -1, 4512412933816320i64, -1, -1, -1, -1,
    9042521602654208i64, -1, -1, -1, 4512412900261888i64, -1, -1, -1, 9042521065783296i64, -1, -1,
    -1, -1, 4512395720392704i64, -1, -1, 9042383626829824i64, -1, -1, -1, -1, -1,
    4503599627370496i64, -1, 9007199254740992i64, -1, 18014398509481984i64, -1, -1, -1, -1, 0, 0, 0,
    -1, 2161727821137838080i64, 2017612633061982208i64, 1729382256910270464i64,
    1152921504606846976i64, 0, -1, 0, 4611686018427387904i64, -1, -1, -1, -1, -1, -1,
    18085043209519104i64, -1, 9024825867763712i64, -1, -1, -1, -1, -1, 18085043209502720i64, -1, -1,
    9024825867632640i64, -1, -1, -1, -1, 18085043205308416i64, -1, -1, -1, 9024825800523776i64, -1,
    -1, -1, 18085042131566592i64, -1, -1, -1, -1, 9024791440785408i64, -1, -1, 18084767253659648i64,
    -1, -1, -1, -1, -1, 9007199254740992i64, -1, 18014398509481984i64, -1, -1, -1, -1, -1, -1, 0, 0,
    0, 4467570830351532032i64, 4323455642275676160i64, 4035225266123964416i64,
    3458764513820540928i64, 2305843009213693952i64, 0, -1, 0, 18049651735527936i64, -1, -1, -1, -1,
    -1, -1, 36170086419038208i64, -1, 18049651735527424i64, -1, -1, -1, -1, -1,
    36170086419005440i64, -1, -1, 18049651735265280i64, -1, -1, -1, -1, 36170086410616832i64, -1,
    -1, -1, 18049651601047552i64, -1, -1, -1, 36170084263133184i64, -1, -1, -1, -1,
    18049582881570816i64, -1, -1, 36169534507319296i64, -1, -1, -1, -1, -1, 18014398509481984i64,
    -1, 36028797018963968i64, -1, -1, -1, -1, -1, -1, 0, 0, 9079256848778919936i64,
    8935141660703064064i64, 8646911284551352320i64, 8070450532247928832i64, 6917529027641081856i64,
    4611686018427387904i64, 0, -1,
];

/// Table `defaults_16`.
static DEFAULTS_16: [u8; 6] = [0, 0, 0, 0, 0, 0];
