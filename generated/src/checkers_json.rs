//! `English Draughts (JSON)` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `English Draughts (JSON)`: 792 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CheckersJsonState {
    pub slots: [i32; 143],
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
    pub present: [u8; 141],
    pub bits: [u64; 3],
}

impl CheckersJsonState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: CheckersJsonState = CheckersJsonState {
        slots: [0; 143],
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
        present: [0; 141],
        bits: [0; 3],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for CheckersJsonState {
    const LAYOUT: &'static str = "slots:I32x143@0 sp:I32x1@572 nest:I32x1@576 search_mode:I32x1@580 search_mask:I64x1@584 search_want:I32x1@592 search_count:I32x1@596 found_target:I32x1@600 last_start:I32x1@604 group_bits:I32x1@608 explore_result:I32x1@612 mover:I32x1@616 over:U8x1@620 rank:U8x2@621 present:U8x141@623 bits:Bitsx3@768 =792";

    fn from_kernel_bytes(bytes: &[u8]) -> CheckersJsonState {
        assert_eq!(bytes.len(), 792, "a state of this layout has {} bytes", 792);
        let mut s = CheckersJsonState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.slots, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.sp, &bytes[572..]);
        ::ludemic_runtime::kernel::read_field(&mut s.nest, &bytes[576..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mode, &bytes[580..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mask, &bytes[584..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_want, &bytes[592..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_count, &bytes[596..]);
        ::ludemic_runtime::kernel::read_field(&mut s.found_target, &bytes[600..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_start, &bytes[604..]);
        ::ludemic_runtime::kernel::read_field(&mut s.group_bits, &bytes[608..]);
        ::ludemic_runtime::kernel::read_field(&mut s.explore_result, &bytes[612..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[616..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[620..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[621..]);
        ::ludemic_runtime::kernel::read_field(&mut s.present, &bytes[623..]);
        ::ludemic_runtime::kernel::read_field(&mut s.bits, &bytes[768..]);
        s
    }
}

/// Where the functions of `English Draughts (JSON)` run: a state and 15496 bytes of scratch. The entry points use this thread's `WORK`, copying the state in (and back out when they change it).
pub struct CheckersJsonWork {
    pub st: CheckersJsonState,
    pub saved: [i32; 3718],
    pub saved_bits: [u64; 78],
}

impl CheckersJsonWork {
    const ZERO: CheckersJsonWork = CheckersJsonWork {
        st: CheckersJsonState::ZERO,
        saved: [0; 3718],
        saved_bits: [0; 78],
    };
}
thread_local! {
    static WORK : ::std::cell::RefCell < CheckersJsonWork > = const {
    ::std::cell::RefCell::new(CheckersJsonWork::ZERO) };
}

/// The game `English Draughts (JSON)`; its states are [`CheckersJsonState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CheckersJson;

impl CheckersJson {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 4225;
}

#[allow(unused, clippy::all)]
impl Game for CheckersJson {
    type State = CheckersJsonState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "English Draughts (JSON)"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> CheckersJsonState {
        WORK.with_borrow_mut(|w| {
            w.st = CheckersJsonState::ZERO;
            w.init();
            w.st
        })
    }

    #[inline]
    fn mover(&self, s: &CheckersJsonState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &CheckersJsonState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.legal(moves);
        });
    }

    #[inline]
    fn apply(&self, s: &mut CheckersJsonState, mv: RawMove) {
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.apply(&mv);
            *s = w.st;
        });
    }

    #[inline]
    fn status(&self, s: &CheckersJsonState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &CheckersJsonState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &CheckersJsonState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 141,
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
impl CheckersJsonWork {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        for p in 0i64..64 {
            self.st.slots[p.wrapping_mul(2) as usize] = -1;
            self.st.slots[p.wrapping_mul(2).wrapping_add(1) as usize] = -1;
            self.st.bits[0] = (self.st.bits[0] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[1] = (self.st.bits[1] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
            self.st.bits[2] = (self.st.bits[2] as i64 & !1i64.wrapping_shl(p as u32))
                as u64;
        }
        self.st.slots[128] = 1;
        self.st.slots[129] = 1;
        self.st.slots[130] = 1;
        self.st.slots[131] = 7;
        self.st.slots[132] = -1;
        self.st.slots[133] = 0;
        self.st.slots[126] = 0;
        self.st.slots[127] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & 9223372036854775807i64
            | ((self.st.slots[126] != -1) as i64) << 63) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & 9223372036854775807i64
            | ((self.st.slots[126] != -1 && self.st.slots[127] == 1) as i64) << 63)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & 9223372036854775807i64
            | ((self.st.slots[126] != -1 && self.st.slots[127] == 2) as i64) << 63)
            as u64;
        self.st.slots[122] = 0;
        self.st.slots[123] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2305843009213693953i64
            | ((self.st.slots[122] != -1) as i64) << 61) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2305843009213693953i64
            | ((self.st.slots[122] != -1 && self.st.slots[123] == 1) as i64) << 61)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2305843009213693953i64
            | ((self.st.slots[122] != -1 && self.st.slots[123] == 2) as i64) << 61)
            as u64;
        self.st.slots[118] = 0;
        self.st.slots[119] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -576460752303423489i64
            | ((self.st.slots[118] != -1) as i64) << 59) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -576460752303423489i64
            | ((self.st.slots[118] != -1 && self.st.slots[119] == 1) as i64) << 59)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -576460752303423489i64
            | ((self.st.slots[118] != -1 && self.st.slots[119] == 2) as i64) << 59)
            as u64;
        self.st.slots[114] = 0;
        self.st.slots[115] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -144115188075855873i64
            | ((self.st.slots[114] != -1) as i64) << 57) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -144115188075855873i64
            | ((self.st.slots[114] != -1 && self.st.slots[115] == 1) as i64) << 57)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -144115188075855873i64
            | ((self.st.slots[114] != -1 && self.st.slots[115] == 2) as i64) << 57)
            as u64;
        self.st.slots[108] = 0;
        self.st.slots[109] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -18014398509481985i64
            | ((self.st.slots[108] != -1) as i64) << 54) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -18014398509481985i64
            | ((self.st.slots[108] != -1 && self.st.slots[109] == 1) as i64) << 54)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -18014398509481985i64
            | ((self.st.slots[108] != -1 && self.st.slots[109] == 2) as i64) << 54)
            as u64;
        self.st.slots[104] = 0;
        self.st.slots[105] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -4503599627370497i64
            | ((self.st.slots[104] != -1) as i64) << 52) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -4503599627370497i64
            | ((self.st.slots[104] != -1 && self.st.slots[105] == 1) as i64) << 52)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -4503599627370497i64
            | ((self.st.slots[104] != -1 && self.st.slots[105] == 2) as i64) << 52)
            as u64;
        self.st.slots[100] = 0;
        self.st.slots[101] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -1125899906842625i64
            | ((self.st.slots[100] != -1) as i64) << 50) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -1125899906842625i64
            | ((self.st.slots[100] != -1 && self.st.slots[101] == 1) as i64) << 50)
            as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -1125899906842625i64
            | ((self.st.slots[100] != -1 && self.st.slots[101] == 2) as i64) << 50)
            as u64;
        self.st.slots[96] = 0;
        self.st.slots[97] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -281474976710657i64
            | ((self.st.slots[96] != -1) as i64) << 48) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -281474976710657i64
            | ((self.st.slots[96] != -1 && self.st.slots[97] == 1) as i64) << 48) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -281474976710657i64
            | ((self.st.slots[96] != -1 && self.st.slots[97] == 2) as i64) << 48) as u64;
        self.st.slots[94] = 0;
        self.st.slots[95] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -140737488355329i64
            | ((self.st.slots[94] != -1) as i64) << 47) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -140737488355329i64
            | ((self.st.slots[94] != -1 && self.st.slots[95] == 1) as i64) << 47) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -140737488355329i64
            | ((self.st.slots[94] != -1 && self.st.slots[95] == 2) as i64) << 47) as u64;
        self.st.slots[90] = 0;
        self.st.slots[91] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -35184372088833i64
            | ((self.st.slots[90] != -1) as i64) << 45) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -35184372088833i64
            | ((self.st.slots[90] != -1 && self.st.slots[91] == 1) as i64) << 45) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -35184372088833i64
            | ((self.st.slots[90] != -1 && self.st.slots[91] == 2) as i64) << 45) as u64;
        self.st.slots[86] = 0;
        self.st.slots[87] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -8796093022209i64
            | ((self.st.slots[86] != -1) as i64) << 43) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -8796093022209i64
            | ((self.st.slots[86] != -1 && self.st.slots[87] == 1) as i64) << 43) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -8796093022209i64
            | ((self.st.slots[86] != -1 && self.st.slots[87] == 2) as i64) << 43) as u64;
        self.st.slots[82] = 0;
        self.st.slots[83] = 2;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2199023255553i64
            | ((self.st.slots[82] != -1) as i64) << 41) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2199023255553i64
            | ((self.st.slots[82] != -1 && self.st.slots[83] == 1) as i64) << 41) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2199023255553i64
            | ((self.st.slots[82] != -1 && self.st.slots[83] == 2) as i64) << 41) as u64;
        self.st.slots[0] = 0;
        self.st.slots[1] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2
            | ((self.st.slots[0] != -1) as i64) << 0) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2
            | ((self.st.slots[0] != -1 && self.st.slots[1] == 1) as i64) << 0) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2
            | ((self.st.slots[0] != -1 && self.st.slots[1] == 2) as i64) << 0) as u64;
        self.st.slots[4] = 0;
        self.st.slots[5] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -5
            | ((self.st.slots[4] != -1) as i64) << 2) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -5
            | ((self.st.slots[4] != -1 && self.st.slots[5] == 1) as i64) << 2) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -5
            | ((self.st.slots[4] != -1 && self.st.slots[5] == 2) as i64) << 2) as u64;
        self.st.slots[8] = 0;
        self.st.slots[9] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -17
            | ((self.st.slots[8] != -1) as i64) << 4) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -17
            | ((self.st.slots[8] != -1 && self.st.slots[9] == 1) as i64) << 4) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -17
            | ((self.st.slots[8] != -1 && self.st.slots[9] == 2) as i64) << 4) as u64;
        self.st.slots[12] = 0;
        self.st.slots[13] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -65
            | ((self.st.slots[12] != -1) as i64) << 6) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -65
            | ((self.st.slots[12] != -1 && self.st.slots[13] == 1) as i64) << 6) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -65
            | ((self.st.slots[12] != -1 && self.st.slots[13] == 2) as i64) << 6) as u64;
        self.st.slots[18] = 0;
        self.st.slots[19] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -513
            | ((self.st.slots[18] != -1) as i64) << 9) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -513
            | ((self.st.slots[18] != -1 && self.st.slots[19] == 1) as i64) << 9) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -513
            | ((self.st.slots[18] != -1 && self.st.slots[19] == 2) as i64) << 9) as u64;
        self.st.slots[22] = 0;
        self.st.slots[23] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -2049
            | ((self.st.slots[22] != -1) as i64) << 11) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -2049
            | ((self.st.slots[22] != -1 && self.st.slots[23] == 1) as i64) << 11) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -2049
            | ((self.st.slots[22] != -1 && self.st.slots[23] == 2) as i64) << 11) as u64;
        self.st.slots[26] = 0;
        self.st.slots[27] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -8193
            | ((self.st.slots[26] != -1) as i64) << 13) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -8193
            | ((self.st.slots[26] != -1 && self.st.slots[27] == 1) as i64) << 13) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -8193
            | ((self.st.slots[26] != -1 && self.st.slots[27] == 2) as i64) << 13) as u64;
        self.st.slots[30] = 0;
        self.st.slots[31] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -32769
            | ((self.st.slots[30] != -1) as i64) << 15) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -32769
            | ((self.st.slots[30] != -1 && self.st.slots[31] == 1) as i64) << 15) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -32769
            | ((self.st.slots[30] != -1 && self.st.slots[31] == 2) as i64) << 15) as u64;
        self.st.slots[32] = 0;
        self.st.slots[33] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -65537
            | ((self.st.slots[32] != -1) as i64) << 16) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -65537
            | ((self.st.slots[32] != -1 && self.st.slots[33] == 1) as i64) << 16) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -65537
            | ((self.st.slots[32] != -1 && self.st.slots[33] == 2) as i64) << 16) as u64;
        self.st.slots[36] = 0;
        self.st.slots[37] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -262145
            | ((self.st.slots[36] != -1) as i64) << 18) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -262145
            | ((self.st.slots[36] != -1 && self.st.slots[37] == 1) as i64) << 18) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -262145
            | ((self.st.slots[36] != -1 && self.st.slots[37] == 2) as i64) << 18) as u64;
        self.st.slots[40] = 0;
        self.st.slots[41] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -1048577
            | ((self.st.slots[40] != -1) as i64) << 20) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -1048577
            | ((self.st.slots[40] != -1 && self.st.slots[41] == 1) as i64) << 20) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -1048577
            | ((self.st.slots[40] != -1 && self.st.slots[41] == 2) as i64) << 20) as u64;
        self.st.slots[44] = 0;
        self.st.slots[45] = 1;
        self.st.bits[0] = (self.st.bits[0] as i64 & -4194305
            | ((self.st.slots[44] != -1) as i64) << 22) as u64;
        self.st.bits[1] = (self.st.bits[1] as i64 & -4194305
            | ((self.st.slots[44] != -1 && self.st.slots[45] == 1) as i64) << 22) as u64;
        self.st.bits[2] = (self.st.bits[2] as i64 & -4194305
            | ((self.st.slots[44] != -1 && self.st.slots[45] == 2) as i64) << 22) as u64;
        self.st.slots[135] = -1;
        self.st.slots[136] = -1;
        self.st.slots[137] = 625341585;
        if self.has_moves() == 0 {
            self.st.slots[134] = 1;
            self.st.slots[139] = 1;
            self.st.slots[140] = 1;
        }
        self.st.mover[0] = (self.st.slots[128] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[134] as i64 as u8;
        self.st.rank[0] = self.st.slots[139] as i64 as u8;
        self.st.rank[1] = self.st.slots[140] as i64 as u8;
        for i in 0i64..141 {
            self.st.present[i as usize] = (self.st.slots[i as usize] != 0) as i64 as u8;
        }
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&mut self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut phase: i64 = 0;
        let mut group: i64 = 0;
        let mut sp0: i64 = 0;
        moves.clear();
        if self.st.slots[134] != 0 {
            return;
        }
        phase = self.phase(self.st.slots[128] as i64);
        self.st.last_start[0] = -9;
        if phase == 0 {
            group = -1;
            self.st.search_mode[0] = 0;
            if group == -1 {
                self.st.search_mask[0] = 1;
                sp0 = self.st.sp[0] as i64;
                if self
                    .explore_0(
                        &mut ::ludemic_runtime::MoveBuf::new(
                            &mut ::std::vec::Vec::new(),
                        ),
                        0, 0, 0, -1, -1, 1,
                    ) == -1
                {
                    self.unwind(sp0);
                    group = 0;
                }
            }
            self.st.search_mask[0] = if group == 0 { 1 } else { -1 };
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
        mover = self.st.slots[128] as i64;
        phase = self.phase(mover);
        self.st.search_mode[0] = 1;
        self.st.search_want[0] = (aux & 32767) as i32;
        self.st.search_count[0] = 0;
        r = 0;
        if phase == 0 {
            self.st.search_mask[0] = if group == 0 { 1 } else { -1 };
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
        set_current = self.st.slots[141] as i64;
        self.st.slots[141] = 0;
        self.st.slots[142] = 0;
        self.st.slots[135] = target as i32;
        self.st.slots[136] = mover as i32;
        if set_current == 0 {
            self.st.slots[128] = (if mover < 1 {
                -1
            } else {
                (if (mover.wrapping_sub(1).wrapping_add(self.st.slots[129] as i64) % 2)
                    < 0
                {
                    (mover.wrapping_sub(1).wrapping_add(self.st.slots[129] as i64) % 2)
                        .wrapping_add(2)
                } else {
                    mover.wrapping_sub(1).wrapping_add(self.st.slots[129] as i64) % 2
                })
                    .wrapping_add(1)
            }) as i32;
        }
        decided = 0;
        if decided == 0 && (self.has_moves() == 0) as i64 != 0 {
            self.st.slots[134] = 1;
            self.st.slots[139] = (if (if self.st.slots[128] < 1 {
                -1
            } else {
                (self.st.slots[128] as i64 % 2).wrapping_add(1)
            }) == 1
            {
                1
            } else {
                2
            }) as i32;
            self.st.slots[140] = (if (if self.st.slots[128] < 1 {
                -1
            } else {
                (self.st.slots[128] as i64 % 2).wrapping_add(1)
            }) == 2
            {
                1
            } else {
                2
            }) as i32;
            decided = 1;
        }
        if decided == 0 && self.has_moves() == 0 {
            self.st.slots[134] = 1;
            self.st.slots[139] = 1;
            self.st.slots[140] = 1;
        }
        self.st.mover[0] = (self.st.slots[128] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[134] as i64 as u8;
        self.st.rank[0] = self.st.slots[139] as i64 as u8;
        self.st.rank[1] = self.st.slots[140] as i64 as u8;
        for i in 0i64..141 {
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
        let mut r: i64 = 0;
        let mut cont: i64 = 0;
        let mut cs: i64 = 0;
        let mut fa: i64 = 0;
        let before_phase: i64 = 0;
        let mut ok: i64 = 0;
        let mut ok_1: i64 = 0;
        let mut value: i64 = 0;
        let mut pos: i64 = 0;
        let mut from: i64 = 0;
        let mut value_1: i64 = 0;
        let mut pos_1: i64 = 0;
        let mut from_1: i64 = 0;
        let mut pos_2: i64 = 0;
        let mut value_2: i64 = 0;
        let mut pos_3: i64 = 0;
        let mut value_3: i64 = 0;
        let mut pos_4: i64 = 0;
        let mut from_2: i64 = 0;
        let mut value_4: i64 = 0;
        let mut pos_5: i64 = 0;
        let mut from_3: i64 = 0;
        let mut value_5: i64 = 0;
        let mut pos_6: i64 = 0;
        let mut targets: i64 = 0;
        let mut starts: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        found = 0;
        starts = (if restrict != 0 {
            if only >= 0 && only < 64 { 1i64.wrapping_shl(only as u32) } else { 0 }
        } else {
            -1
        })
            & (if self.st.slots[128] >= 1 && self.st.slots[128] <= 2 {
                self.st.bits[self.st.slots[128] as i64 as usize] as i64
            } else {
                self.st.bits[0] as i64
            });
        while starts != 0 {
            start = starts.trailing_zeros() as i64;
            starts = starts & starts.wrapping_sub(1);
            if start != -1 && self.st.slots[start.wrapping_mul(2) as usize] == -1 {
                continue;
            }
            ok = (start != -1 && true
                && ((if self.st.slots[start.wrapping_mul(2) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(2).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[128] as i64) as i64 != 0) as i64;
            ok_1 = (start != -1 && in_chain == 0
                && ((if self.st.slots[start.wrapping_mul(2) as usize] != -1 {
                    self.st.slots[start.wrapping_mul(2).wrapping_add(1) as usize] as i64
                } else {
                    -1
                }) == self.st.slots[128] as i64) as i64 != 0) as i64;
            if !(ok != 0 || ok_1 != 0) {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            targets = (if ok != 0 {
                CANDIDATE_TARGETS_5[start as usize] & !(self.st.bits[0] as i64)
            } else {
                0
            })
                | (if ok_1 != 0 {
                    CANDIDATE_TARGETS_6[start as usize] & !(self.st.bits[0] as i64)
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
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 2) as i64 != 0
                        && ((self.st.slots[start.wrapping_mul(2) as usize] == 1) as i64
                            != 0
                            || ((target / 8).wrapping_sub(start / 8)
                                == 2i64
                                    .wrapping_mul(
                                        self
                                            .player_attr_0(
                                                if self.st.slots[start.wrapping_mul(2) as usize] != -1 {
                                                    self
                                                        .st
                                                        .slots[start.wrapping_mul(2).wrapping_add(1) as usize]
                                                        as i64
                                                } else {
                                                    -1
                                                },
                                            ),
                                    )) as i64 != 0) as i64 != 0
                        && ((if (target / 8).wrapping_sub(start / 8) < 0 {
                            (target / 8).wrapping_sub(start / 8).wrapping_neg()
                        } else {
                            (target / 8).wrapping_sub(start / 8)
                        }) == 2) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(2) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                        && (self
                            .entity_field_1(
                                if self.entity_field_0(self.mid_pos(start, target)) != -1 {
                                    self.mid_pos(start, target)
                                } else {
                                    -1
                                },
                            )
                            == (if self.st.slots[128] < 1 {
                                -1
                            } else {
                                (self.st.slots[128] as i64 % 2).wrapping_add(1)
                            })) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[142] = 0;
                        value = if self.st.slots[start.wrapping_mul(2) as usize] != -1 {
                            start
                        } else {
                            -1
                        };
                        from = value;
                        pos = target;
                        if pos >= 0 && pos < 64 {
                            if from == -1 {
                                self.st.slots[pos.wrapping_mul(2) as usize] = -1;
                                self
                                    .st
                                    .slots[pos.wrapping_mul(2).wrapping_add(1) as usize] = -1;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos as u32)) as u64;
                            } else if from != pos {
                                self.st.slots[pos.wrapping_mul(2) as usize] = self
                                    .st
                                    .slots[from.wrapping_mul(2) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos.wrapping_mul(2).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from.wrapping_mul(2).wrapping_add(1) as usize] as i64
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
                        }
                        value_1 = -1;
                        from_1 = value_1;
                        pos_1 = start;
                        if pos_1 >= 0 && pos_1 < 64 {
                            if from_1 == -1 {
                                self.st.slots[pos_1.wrapping_mul(2) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_1.wrapping_mul(2).wrapping_add(1) as usize] = -1;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)) as u64;
                            } else if from_1 != pos_1 {
                                self.st.slots[pos_1.wrapping_mul(2) as usize] = self
                                    .st
                                    .slots[from_1.wrapping_mul(2) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_1.wrapping_mul(2).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_1.wrapping_mul(2).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)
                                    | ((self.st.slots[pos_1.wrapping_mul(2) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)
                                    | ((self.st.slots[pos_1.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_1.wrapping_mul(2).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_1 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_1 as u32)
                                    | ((self.st.slots[pos_1.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_1.wrapping_mul(2).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_1 as u32)) as u64;
                            }
                        }
                        cse0 = self.mid_pos(start, target);
                        pos_2 = if self.entity_field_0(cse0) != -1 { cse0 } else { -1 };
                        if pos_2 >= 0 && pos_2 < 64 {
                            self.st.slots[pos_2.wrapping_mul(2) as usize] = -1;
                            self
                                .st
                                .slots[pos_2.wrapping_mul(2).wrapping_add(1) as usize] = -1;
                            self.st.bits[0] = (self.st.bits[0] as i64
                                & !1i64.wrapping_shl(pos_2 as u32)) as u64;
                            self.st.bits[1] = (self.st.bits[1] as i64
                                & !1i64.wrapping_shl(pos_2 as u32)) as u64;
                            self.st.bits[2] = (self.st.bits[2] as i64
                                & !1i64.wrapping_shl(pos_2 as u32)) as u64;
                        }
                        cse1 = if self.st.slots[target.wrapping_mul(2) as usize] != -1 {
                            target
                        } else {
                            -1
                        };
                        if ((self.entity_field_0(cse1) == 0) as i64 != 0
                            && (target / 8
                                == self.player_attr_1(self.entity_field_1(cse1))) as i64
                                != 0) as i64 != 0
                        {
                            if true {
                                value_2 = 1;
                                pos_3 = cse1;
                                if (if pos_3 >= 0 && pos_3 < 64 {
                                    self.st.slots[pos_3.wrapping_mul(2) as usize] as i64
                                } else {
                                    -1
                                }) != -1
                                {
                                    self.st.slots[pos_3.wrapping_mul(2) as usize] = value_2
                                        as i32;
                                    self.st.bits[0] = (self.st.bits[0] as i64
                                        & !1i64.wrapping_shl(pos_3 as u32)
                                        | ((self.st.slots[pos_3.wrapping_mul(2) as usize] != -1)
                                            as i64)
                                            .wrapping_shl(pos_3 as u32)) as u64;
                                    self.st.bits[1] = (self.st.bits[1] as i64
                                        & !1i64.wrapping_shl(pos_3 as u32)
                                        | ((self.st.slots[pos_3.wrapping_mul(2) as usize] != -1
                                            && self
                                                .st
                                                .slots[pos_3.wrapping_mul(2).wrapping_add(1) as usize] == 1)
                                            as i64)
                                            .wrapping_shl(pos_3 as u32)) as u64;
                                    self.st.bits[2] = (self.st.bits[2] as i64
                                        & !1i64.wrapping_shl(pos_3 as u32)
                                        | ((self.st.slots[pos_3.wrapping_mul(2) as usize] != -1
                                            && self
                                                .st
                                                .slots[pos_3.wrapping_mul(2).wrapping_add(1) as usize] == 2)
                                            as i64)
                                            .wrapping_shl(pos_3 as u32)) as u64;
                                }
                                self.st.slots[142] = 1;
                            }
                        }
                        cont = 0;
                        if self.st.slots[142] == 0 {
                            if find != 0 {
                                r = self
                                    .explore_0(
                                        &mut ::ludemic_runtime::MoveBuf::new(
                                            &mut ::std::vec::Vec::new(),
                                        ),
                                        1,
                                        target,
                                        1,
                                        cs,
                                        fa,
                                        1,
                                    );
                                if r == -1 {
                                    return -1;
                                }
                            } else {
                                self.explore_0(moves, 1, target, 1, cs, fa, 0);
                                r = self.st.explore_result[0] as i64;
                            }
                            cont = (r > 0) as i64;
                        }
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
                if done == 0 && ok_1 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 1 };
                    took = 0;
                    if ((if (target % 8).wrapping_sub(start % 8) < 0 {
                        (target % 8).wrapping_sub(start % 8).wrapping_neg()
                    } else {
                        (target % 8).wrapping_sub(start % 8)
                    }) == 1) as i64 != 0
                        && (((target / 8).wrapping_sub(start / 8)
                            == self
                                .player_attr_0(
                                    if self.st.slots[start.wrapping_mul(2) as usize] != -1 {
                                        self
                                            .st
                                            .slots[start.wrapping_mul(2).wrapping_add(1) as usize]
                                            as i64
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                            || ((self.st.slots[start.wrapping_mul(2) as usize] == 1)
                                as i64 != 0
                                && ((if (target / 8).wrapping_sub(start / 8) < 0 {
                                    (target / 8).wrapping_sub(start / 8).wrapping_neg()
                                } else {
                                    (target / 8).wrapping_sub(start / 8)
                                }) == 1) as i64 != 0) as i64 != 0) as i64 != 0
                        && ((if self.st.slots[target.wrapping_mul(2) as usize] != -1 {
                            target
                        } else {
                            -1
                        }) == -1) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[142] = 0;
                        value_3 = if self.st.slots[start.wrapping_mul(2) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        from_2 = value_3;
                        pos_4 = target;
                        if pos_4 >= 0 && pos_4 < 64 {
                            if from_2 == -1 {
                                self.st.slots[pos_4.wrapping_mul(2) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_4.wrapping_mul(2).wrapping_add(1) as usize] = -1;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_4 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_4 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_4 as u32)) as u64;
                            } else if from_2 != pos_4 {
                                self.st.slots[pos_4.wrapping_mul(2) as usize] = self
                                    .st
                                    .slots[from_2.wrapping_mul(2) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_4.wrapping_mul(2).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_2.wrapping_mul(2).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_4 as u32)
                                    | ((self.st.slots[pos_4.wrapping_mul(2) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_4 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_4 as u32)
                                    | ((self.st.slots[pos_4.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_4.wrapping_mul(2).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_4 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_4 as u32)
                                    | ((self.st.slots[pos_4.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_4.wrapping_mul(2).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_4 as u32)) as u64;
                            }
                        }
                        value_4 = -1;
                        from_3 = value_4;
                        pos_5 = start;
                        if pos_5 >= 0 && pos_5 < 64 {
                            if from_3 == -1 {
                                self.st.slots[pos_5.wrapping_mul(2) as usize] = -1;
                                self
                                    .st
                                    .slots[pos_5.wrapping_mul(2).wrapping_add(1) as usize] = -1;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)) as u64;
                            } else if from_3 != pos_5 {
                                self.st.slots[pos_5.wrapping_mul(2) as usize] = self
                                    .st
                                    .slots[from_3.wrapping_mul(2) as usize] as i64 as i32;
                                self
                                    .st
                                    .slots[pos_5.wrapping_mul(2).wrapping_add(1) as usize] = self
                                    .st
                                    .slots[from_3.wrapping_mul(2).wrapping_add(1) as usize]
                                    as i64 as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)
                                    | ((self.st.slots[pos_5.wrapping_mul(2) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)
                                    | ((self.st.slots[pos_5.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_5.wrapping_mul(2).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_5 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_5 as u32)
                                    | ((self.st.slots[pos_5.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_5.wrapping_mul(2).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_5 as u32)) as u64;
                            }
                        }
                        cse2 = if self.st.slots[target.wrapping_mul(2) as usize] != -1 {
                            target
                        } else {
                            -1
                        };
                        if ((self.entity_field_0(cse2) == 0) as i64 != 0
                            && (target / 8
                                == self.player_attr_1(self.entity_field_1(cse2))) as i64
                                != 0) as i64 != 0
                        {
                            value_5 = 1;
                            pos_6 = cse2;
                            if (if pos_6 >= 0 && pos_6 < 64 {
                                self.st.slots[pos_6.wrapping_mul(2) as usize] as i64
                            } else {
                                -1
                            }) != -1
                            {
                                self.st.slots[pos_6.wrapping_mul(2) as usize] = value_5
                                    as i32;
                                self.st.bits[0] = (self.st.bits[0] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)
                                    | ((self.st.slots[pos_6.wrapping_mul(2) as usize] != -1)
                                        as i64)
                                        .wrapping_shl(pos_6 as u32)) as u64;
                                self.st.bits[1] = (self.st.bits[1] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)
                                    | ((self.st.slots[pos_6.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_6.wrapping_mul(2).wrapping_add(1) as usize] == 1)
                                        as i64)
                                        .wrapping_shl(pos_6 as u32)) as u64;
                                self.st.bits[2] = (self.st.bits[2] as i64
                                    & !1i64.wrapping_shl(pos_6 as u32)
                                    | ((self.st.slots[pos_6.wrapping_mul(2) as usize] != -1
                                        && self
                                            .st
                                            .slots[pos_6.wrapping_mul(2).wrapping_add(1) as usize] == 2)
                                        as i64)
                                        .wrapping_shl(pos_6 as u32)) as u64;
                            }
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

    /// Kernel function `player_attr_0` (Query).
    #[inline]
    pub fn player_attr_0(&self, player: i64) -> i64 {
        if player >= 1 && player <= 2 {
            PLAYER_ATTR_3[player.wrapping_sub(1) as usize] as i64
        } else {
            0
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
            self.st.slots[pos.wrapping_mul(2) as usize] as i64
        } else {
            -1
        }
    }

    /// Kernel function `entity_field_1` (Query).
    #[inline]
    pub fn entity_field_1(&self, pos: i64) -> i64 {
        if (if pos >= 0 && pos < 64 {
            self.st.slots[pos.wrapping_mul(2) as usize] as i64
        } else {
            -1
        }) != -1
        {
            self.st.slots[pos.wrapping_mul(2).wrapping_add(1) as usize] as i64
        } else {
            -1
        }
    }

    /// Kernel function `save` (Query).
    #[inline]
    pub fn save(&mut self) -> i64 {
        let mut at: i64 = 0;
        let mut fault: i64 = 0;
        if self.st.sp[0] >= 26 {
            fault = LIMIT_CHAIN_1[1i64.wrapping_sub((self.st.sp[0] as i64).min(0))
                as usize] as i64;
        }
        at = (self.st.sp[0] as i64).wrapping_mul(143);
        {
            let (dst, src) = (at as usize, 0);
            self.saved[dst..dst + 143].copy_from_slice(&self.st.slots[src..src + 143]);
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

    /// Kernel function `player_attr_1` (Query).
    #[inline]
    pub fn player_attr_1(&self, player: i64) -> i64 {
        if player >= 1 && player <= 2 {
            PLAYER_ATTR_4[player.wrapping_sub(1) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `restore` (Query).
    #[inline]
    pub fn restore(&mut self) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_sub(1) as i32;
        at = (self.st.sp[0] as i64).wrapping_mul(143);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 143].copy_from_slice(&self.saved[src..src + 143]);
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
        if self.st.slots[134] != 0 {
            self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
            return 0;
        }
        phase = self.phase(self.st.slots[128] as i64);
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
        at = level.wrapping_mul(143);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 143].copy_from_slice(&self.saved[src..src + 143]);
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
static PLAYER_ATTR_3: [i8; 2] = [1, -1];

/// Table `player_attr_4`.
static PLAYER_ATTR_4: [u8; 2] = [7, 0];

/// Table `candidate_targets_5`.
static CANDIDATE_TARGETS_5: [i64; 64] = [
    262144, 524288, 1114112, 2228224, 4456448, 8912896, 1048576, 2097152, 67108864, 134217728,
    285212672, 570425344, 1140850688, 2281701376i64, 268435456, 536870912, 17179869188i64,
    34359738376i64, 73014444049i64, 146028888098i64, 292057776196i64, 584115552392i64,
    68719476752i64, 137438953504i64, 4398046512128i64, 8796093024256i64, 18691697676544i64,
    37383395353088i64, 74766790706176i64, 149533581412352i64, 17592186048512i64, 35184372097024i64,
    1125899907104768i64, 2251799814209536i64, 4785074605195264i64, 9570149210390528i64,
    19140298420781056i64, 38280596841562112i64, 4503599628419072i64, 9007199256838144i64,
    288230376218820608i64, 576460752437641216i64, 1224979098929987584i64, 2449958197859975168i64,
    4899916395719950336i64, -8646911282269650944i64, 1152921504875282432i64, 2305843009750564864i64,
    17179869184i64, 34359738368i64, 73014444032i64, 146028888064i64, 292057776128i64,
    584115552256i64, 68719476736i64, 137438953472i64, 4398046511104i64, 8796093022208i64,
    18691697672192i64, 37383395344384i64, 74766790688768i64, 149533581377536i64, 17592186044416i64,
    35184372088832i64,
];

/// Table `candidate_targets_6`.
static CANDIDATE_TARGETS_6: [i64; 64] = [
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
