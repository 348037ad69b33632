//! `Reverse (JSON)` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Reverse (JSON)`: 4992 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ReverseJsonState {
    pub slots: [i32; 982],
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
    pub rank: [u8; 3],
    pub present: [u8; 980],
    pub history: [i64; 3],
}

impl ReverseJsonState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: ReverseJsonState = ReverseJsonState {
        slots: [0; 982],
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
        rank: [0; 3],
        present: [0; 980],
        history: [0; 3],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for ReverseJsonState {
    const LAYOUT: &'static str = "slots:I32x982@0 sp:I32x1@3928 nest:I32x1@3932 search_mode:I32x1@3936 search_mask:I64x1@3944 search_want:I32x1@3952 search_count:I32x1@3956 found_target:I32x1@3960 last_start:I32x1@3964 group_bits:I32x1@3968 explore_result:I32x1@3972 mover:I32x1@3976 over:U8x1@3980 rank:U8x3@3981 present:U8x980@3984 history:I64x3@4968 =4992";

    fn from_kernel_bytes(bytes: &[u8]) -> ReverseJsonState {
        assert_eq!(bytes.len(), 4992, "a state of this layout has {} bytes", 4992);
        let mut s = ReverseJsonState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.slots, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.sp, &bytes[3928..]);
        ::ludemic_runtime::kernel::read_field(&mut s.nest, &bytes[3932..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mode, &bytes[3936..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mask, &bytes[3944..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_want, &bytes[3952..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_count, &bytes[3956..]);
        ::ludemic_runtime::kernel::read_field(&mut s.found_target, &bytes[3960..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_start, &bytes[3964..]);
        ::ludemic_runtime::kernel::read_field(&mut s.group_bits, &bytes[3968..]);
        ::ludemic_runtime::kernel::read_field(&mut s.explore_result, &bytes[3972..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[3976..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[3980..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[3981..]);
        ::ludemic_runtime::kernel::read_field(&mut s.present, &bytes[3984..]);
        ::ludemic_runtime::kernel::read_field(&mut s.history, &bytes[4968..]);
        s
    }
}

/// Where the functions of `Reverse (JSON)` run: a state and 23568 bytes of scratch. The entry points use this thread's `WORK`, copying the state in (and back out when they change it).
pub struct ReverseJsonWork {
    pub st: ReverseJsonState,
    pub saved: [i32; 5892],
}

impl ReverseJsonWork {
    const ZERO: ReverseJsonWork = ReverseJsonWork {
        st: ReverseJsonState::ZERO,
        saved: [0; 5892],
    };
}
thread_local! {
    static WORK : ::std::cell::RefCell < ReverseJsonWork > = const {
    ::std::cell::RefCell::new(ReverseJsonWork::ZERO) };
}

/// The game `Reverse (JSON)`; its states are [`ReverseJsonState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ReverseJson;

impl ReverseJson {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 58564;
}

#[allow(unused, clippy::all)]
impl Game for ReverseJson {
    type State = ReverseJsonState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Reverse (JSON)"
    }

    fn num_players(&self) -> usize {
        3
    }

    #[inline]
    fn initial_state(&self) -> ReverseJsonState {
        WORK.with_borrow_mut(|w| {
            w.st = ReverseJsonState::ZERO;
            w.init();
            w.st
        })
    }

    #[inline]
    fn mover(&self, s: &ReverseJsonState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &ReverseJsonState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.legal(moves);
        });
    }

    #[inline]
    fn apply(&self, s: &mut ReverseJsonState, mv: RawMove) {
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.apply(&mv);
            *s = w.st;
        });
    }

    #[inline]
    fn status(&self, s: &ReverseJsonState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(
                &[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8, s.rank[2] as i64 as u8],
            ),
        )
    }

    fn move_key(&self, _: &ReverseJsonState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &ReverseJsonState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 3,
                sites: 980,
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

    fn seed_chance(&self, s: &mut ReverseJsonState, rng: &mut ::ludemic_runtime::Rng) {
        s.slots[969] = ::ludemic_runtime::kernel::chance_seed(rng) as i32;
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.deal();
            *s = w.st;
        });
    }

    fn has_hidden_information(&self) -> bool {
        true
    }

    fn observation(&self, s: &ReverseJsonState, player: usize, out: &mut Vec<i32>) {
        Self::hidden_view(s, |v| ::ludemic_runtime::hidden::observe(v, player, out))
    }

    fn observation_string(&self, s: &ReverseJsonState, player: usize) -> String {
        Self::hidden_view(
            s,
            |v| ::ludemic_runtime::hidden::observation_string(v, player),
        )
    }

    fn information_set_key(&self, s: &ReverseJsonState, player: usize) -> u64 {
        Self::hidden_view(
            s,
            |v| ::ludemic_runtime::hidden::information_set_key(v, player),
        )
    }

    fn determinize(
        &self,
        s: &mut ReverseJsonState,
        player: usize,
        rng: &mut ::ludemic_runtime::Rng,
    ) {
        let changed = ::ludemic_runtime::hidden::with_writes(|writes| {
            Self::hidden_view(
                s,
                |v| {
                    ::ludemic_runtime::hidden::determinize(
                        v,
                        player,
                        rng,
                        &mut |l, p, x| { writes.push((l, p, x)) },
                    )
                },
            );
            for &(l, p, x) in writes.iter() {
                match p {
                    0 => s.slots[l * 4] = x as i32,
                    1 => s.slots[1 + l * 4] = x as i32,
                    2 => s.slots[2 + l * 4] = x as i32,
                    3 => s.slots[3 + l * 4] = x as i32,
                    _ => unreachable!("a part of the record"),
                }
            }
            !writes.is_empty()
        });
        if changed {
            WORK.with_borrow_mut(|w| {
                w.st = *s;
                w.resync();
                *s = w.st;
            });
        }
    }
}

#[allow(unused, clippy::all)]
impl ReverseJsonWork {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        let mut owner: i64 = 0;
        let mut times: i64 = 0;
        let mut entity: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut entity_1: i64 = 0;
        let mut owner_2: i64 = 0;
        let mut entity_2: i64 = 0;
        let mut owner_3: i64 = 0;
        let mut entity_3: i64 = 0;
        let mut owner_4: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        for p in 0i64..241 {
            self.st.slots[p.wrapping_mul(4) as usize] = -1;
            self.st.slots[p.wrapping_mul(4).wrapping_add(1) as usize] = -1;
            self.st.slots[p.wrapping_mul(4).wrapping_add(2) as usize] = 0;
            self.st.slots[p.wrapping_mul(4).wrapping_add(3) as usize] = 0;
        }
        self.st.slots[964] = 1;
        self.st.slots[965] = 1;
        self.st.slots[4] = 0;
        self.st.slots[5] = -1;
        self.st.slots[6] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[7] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[6] = 0;
        self.st.slots[7] = 0;
        self.st.slots[8] = 0;
        self.st.slots[9] = -1;
        self.st.slots[10] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[11] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[10] = 0;
        self.st.slots[11] = 1;
        self.st.slots[12] = 0;
        self.st.slots[13] = -1;
        self.st.slots[14] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[15] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[14] = 0;
        self.st.slots[15] = 2;
        self.st.slots[16] = 0;
        self.st.slots[17] = -1;
        self.st.slots[18] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[19] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[18] = 0;
        self.st.slots[19] = 3;
        self.st.slots[20] = 0;
        self.st.slots[21] = -1;
        self.st.slots[22] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[23] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[22] = 0;
        self.st.slots[23] = 4;
        self.st.slots[24] = 0;
        self.st.slots[25] = -1;
        self.st.slots[26] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[27] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[26] = 0;
        self.st.slots[27] = 5;
        self.st.slots[28] = 0;
        self.st.slots[29] = -1;
        self.st.slots[30] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[31] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[30] = 0;
        self.st.slots[31] = 6;
        self.st.slots[32] = 0;
        self.st.slots[33] = -1;
        self.st.slots[34] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[35] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[34] = 0;
        self.st.slots[35] = 7;
        self.st.slots[36] = 0;
        self.st.slots[37] = -1;
        self.st.slots[38] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[39] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[38] = 0;
        self.st.slots[39] = 8;
        self.st.slots[40] = 0;
        self.st.slots[41] = -1;
        self.st.slots[42] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[43] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[42] = 0;
        self.st.slots[43] = 9;
        self.st.slots[44] = 0;
        self.st.slots[45] = -1;
        self.st.slots[46] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[47] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[46] = 0;
        self.st.slots[47] = 10;
        self.st.slots[48] = 0;
        self.st.slots[49] = -1;
        self.st.slots[50] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[51] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[50] = 0;
        self.st.slots[51] = 11;
        self.st.slots[52] = 0;
        self.st.slots[53] = -1;
        self.st.slots[54] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[55] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[54] = 1;
        self.st.slots[55] = 0;
        self.st.slots[56] = 0;
        self.st.slots[57] = -1;
        self.st.slots[58] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[59] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[58] = 1;
        self.st.slots[59] = 1;
        self.st.slots[60] = 0;
        self.st.slots[61] = -1;
        self.st.slots[62] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[63] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[62] = 1;
        self.st.slots[63] = 2;
        self.st.slots[64] = 0;
        self.st.slots[65] = -1;
        self.st.slots[66] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[67] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[66] = 1;
        self.st.slots[67] = 3;
        self.st.slots[68] = 0;
        self.st.slots[69] = -1;
        self.st.slots[70] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[71] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[70] = 1;
        self.st.slots[71] = 4;
        self.st.slots[72] = 0;
        self.st.slots[73] = -1;
        self.st.slots[74] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[75] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[74] = 1;
        self.st.slots[75] = 5;
        self.st.slots[76] = 0;
        self.st.slots[77] = -1;
        self.st.slots[78] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[79] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[78] = 1;
        self.st.slots[79] = 6;
        self.st.slots[80] = 0;
        self.st.slots[81] = -1;
        self.st.slots[82] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[83] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[82] = 1;
        self.st.slots[83] = 7;
        self.st.slots[84] = 0;
        self.st.slots[85] = -1;
        self.st.slots[86] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[87] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[86] = 1;
        self.st.slots[87] = 8;
        self.st.slots[88] = 0;
        self.st.slots[89] = -1;
        self.st.slots[90] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[91] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[90] = 1;
        self.st.slots[91] = 9;
        self.st.slots[92] = 0;
        self.st.slots[93] = -1;
        self.st.slots[94] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[95] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[94] = 1;
        self.st.slots[95] = 10;
        self.st.slots[96] = 0;
        self.st.slots[97] = -1;
        self.st.slots[98] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[99] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[98] = 1;
        self.st.slots[99] = 11;
        self.st.slots[100] = 0;
        self.st.slots[101] = -1;
        self.st.slots[102] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[103] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[102] = 2;
        self.st.slots[103] = 0;
        self.st.slots[104] = 0;
        self.st.slots[105] = -1;
        self.st.slots[106] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[107] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[106] = 2;
        self.st.slots[107] = 1;
        self.st.slots[108] = 0;
        self.st.slots[109] = -1;
        self.st.slots[110] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[111] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[110] = 2;
        self.st.slots[111] = 2;
        self.st.slots[112] = 0;
        self.st.slots[113] = -1;
        self.st.slots[114] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[115] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[114] = 2;
        self.st.slots[115] = 3;
        self.st.slots[116] = 0;
        self.st.slots[117] = -1;
        self.st.slots[118] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[119] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[118] = 2;
        self.st.slots[119] = 4;
        self.st.slots[120] = 0;
        self.st.slots[121] = -1;
        self.st.slots[122] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[123] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[122] = 2;
        self.st.slots[123] = 5;
        self.st.slots[124] = 0;
        self.st.slots[125] = -1;
        self.st.slots[126] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[127] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[126] = 2;
        self.st.slots[127] = 6;
        self.st.slots[128] = 0;
        self.st.slots[129] = -1;
        self.st.slots[130] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[131] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[130] = 2;
        self.st.slots[131] = 7;
        self.st.slots[132] = 0;
        self.st.slots[133] = -1;
        self.st.slots[134] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[135] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[134] = 2;
        self.st.slots[135] = 8;
        self.st.slots[136] = 0;
        self.st.slots[137] = -1;
        self.st.slots[138] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[139] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[138] = 2;
        self.st.slots[139] = 9;
        self.st.slots[140] = 0;
        self.st.slots[141] = -1;
        self.st.slots[142] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[143] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[142] = 2;
        self.st.slots[143] = 10;
        self.st.slots[144] = 0;
        self.st.slots[145] = -1;
        self.st.slots[146] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[147] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[146] = 2;
        self.st.slots[147] = 11;
        self.st.slots[148] = 0;
        self.st.slots[149] = -1;
        self.st.slots[150] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[151] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[150] = 3;
        self.st.slots[151] = 0;
        self.st.slots[152] = 0;
        self.st.slots[153] = -1;
        self.st.slots[154] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[155] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[154] = 3;
        self.st.slots[155] = 1;
        self.st.slots[156] = 0;
        self.st.slots[157] = -1;
        self.st.slots[158] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[159] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[158] = 3;
        self.st.slots[159] = 2;
        self.st.slots[160] = 0;
        self.st.slots[161] = -1;
        self.st.slots[162] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[163] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[162] = 3;
        self.st.slots[163] = 3;
        self.st.slots[164] = 0;
        self.st.slots[165] = -1;
        self.st.slots[166] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[167] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[166] = 3;
        self.st.slots[167] = 4;
        self.st.slots[168] = 0;
        self.st.slots[169] = -1;
        self.st.slots[170] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[171] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[170] = 3;
        self.st.slots[171] = 5;
        self.st.slots[172] = 0;
        self.st.slots[173] = -1;
        self.st.slots[174] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[175] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[174] = 3;
        self.st.slots[175] = 6;
        self.st.slots[176] = 0;
        self.st.slots[177] = -1;
        self.st.slots[178] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[179] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[178] = 3;
        self.st.slots[179] = 7;
        self.st.slots[180] = 0;
        self.st.slots[181] = -1;
        self.st.slots[182] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[183] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[182] = 3;
        self.st.slots[183] = 8;
        self.st.slots[184] = 0;
        self.st.slots[185] = -1;
        self.st.slots[186] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[187] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[186] = 3;
        self.st.slots[187] = 9;
        self.st.slots[188] = 0;
        self.st.slots[189] = -1;
        self.st.slots[190] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[191] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[190] = 3;
        self.st.slots[191] = 10;
        self.st.slots[192] = 0;
        self.st.slots[193] = -1;
        self.st.slots[194] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[195] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[194] = 3;
        self.st.slots[195] = 11;
        self.st.slots[967] = -1;
        self.st.slots[968] = -1;
        self.st.slots[969] = 625341585;
        owner = -1;
        if true {
            self.shuffle(1, 48);
        }
        times = 5;
        for i in 0..times {
            if true {
                cse0 = if false {
                    -1
                } else {
                    if self.zone_size(1, 48) == 0 {
                        -1
                    } else {
                        1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
                    }
                };
                entity = if self.entity_field_0(cse0) != -1 { cse0 } else { -1 };
                owner_1 = 1;
                if (if owner_1 >= 1 && owner_1 <= 3 {
                    49i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(48))
                } else {
                    -1
                }) != -1
                {
                    self.move_to_zone(
                        entity,
                        if owner_1 >= 1 && owner_1 <= 3 {
                            49i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(48))
                        } else {
                            -1
                        },
                        48,
                    );
                }
                cse1 = if false {
                    -1
                } else {
                    if self.zone_size(1, 48) == 0 {
                        -1
                    } else {
                        1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
                    }
                };
                entity_1 = if self.entity_field_0(cse1) != -1 { cse1 } else { -1 };
                owner_2 = 2;
                if (if owner_2 >= 1 && owner_2 <= 3 {
                    49i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(48))
                } else {
                    -1
                }) != -1
                {
                    self.move_to_zone(
                        entity_1,
                        if owner_2 >= 1 && owner_2 <= 3 {
                            49i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(48))
                        } else {
                            -1
                        },
                        48,
                    );
                }
                cse2 = if false {
                    -1
                } else {
                    if self.zone_size(1, 48) == 0 {
                        -1
                    } else {
                        1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
                    }
                };
                entity_2 = if self.entity_field_0(cse2) != -1 { cse2 } else { -1 };
                owner_3 = 3;
                if (if owner_3 >= 1 && owner_3 <= 3 {
                    49i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(48))
                } else {
                    -1
                }) != -1
                {
                    self.move_to_zone(
                        entity_2,
                        if owner_3 >= 1 && owner_3 <= 3 {
                            49i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(48))
                        } else {
                            -1
                        },
                        48,
                    );
                }
            }
        }
        cse3 = if false {
            -1
        } else {
            if self.zone_size(1, 48) == 0 {
                -1
            } else {
                1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
            }
        };
        entity_3 = if self.entity_field_0(cse3) != -1 { cse3 } else { -1 };
        owner_4 = -1;
        if true {
            self.move_to_zone(entity_3, 193, 48);
        }
        if self.has_moves() == 0 {
            self.st.slots[966] = 1;
            self.st.slots[971] = 1;
            self.st.slots[972] = 1;
            self.st.slots[973] = 1;
        }
        self.st.mover[0] = (self.st.slots[964] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[966] as i64 as u8;
        self.st.rank[0] = self.st.slots[971] as i64 as u8;
        self.st.rank[1] = self.st.slots[972] as i64 as u8;
        self.st.rank[2] = self.st.slots[973] as i64 as u8;
        self.st.slots[974] = self.st.history[0] as i32;
        self.st.slots[975] = ((self.st.history[0] as u64) >> 32) as i64 as i32;
        self.st.slots[976] = self.st.history[1] as i32;
        self.st.slots[977] = ((self.st.history[1] as u64) >> 32) as i64 as i32;
        self.st.slots[978] = self.st.history[2] as i32;
        self.st.slots[979] = ((self.st.history[2] as u64) >> 32) as i64 as i32;
        for i_1 in 0i64..980 {
            self.st.present[i_1 as usize] = (self.st.slots[i_1 as usize] != 0) as i64
                as u8;
        }
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&mut self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut phase: i64 = 0;
        let mut group: i64 = 0;
        let mut sp0: i64 = 0;
        moves.clear();
        if self.st.slots[966] != 0 {
            return;
        }
        phase = self.phase(self.st.slots[964] as i64);
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
        let mut hist_sites: i64 = 0;
        let mut hist_rest: i64 = 0;
        let mut hist_kind: i64 = 0;
        hist_kind = mv.kind as i64;
        hist_kind = if hist_kind <= 6 { hist_kind } else { 4 };
        hist_sites = (if hist_kind == 0 {
            mv.from as i32 as i64 & 4294967295i64
        } else {
            0
        })
            | (if hist_kind == 0 { mv.to as i32 as i64 & 4294967295i64 } else { 0 })
                << 32;
        hist_sites = hist_sites.wrapping_add(-7046029254386353131i64);
        hist_sites = hist_sites ^ ((hist_sites as u64) >> 30) as i64;
        hist_sites = hist_sites.wrapping_mul(-4658895280553007687i64);
        hist_sites = hist_sites ^ ((hist_sites as u64) >> 27) as i64;
        hist_sites = hist_sites.wrapping_mul(-7723592293110705685i64);
        hist_sites = hist_sites ^ ((hist_sites as u64) >> 31) as i64;
        hist_rest = hist_kind | 0;
        hist_rest = hist_rest ^ ((hist_rest as u64) >> 30) as i64;
        hist_rest = hist_rest.wrapping_mul(-4658895280553007687i64);
        hist_rest = hist_rest ^ ((hist_rest as u64) >> 27) as i64;
        hist_rest = hist_rest.wrapping_mul(-7723592293110705685i64);
        hist_rest = hist_rest ^ ((hist_rest as u64) >> 31) as i64;
        hist_rest = hist_rest << 17 | ((hist_rest as u64) >> 47) as i64;
        hist_sites = self.st.history[(self.st.mover[0] as i64).wrapping_sub(1) as usize]
            ^ hist_sites ^ hist_rest;
        hist_sites = hist_sites ^ ((hist_sites as u64) >> 30) as i64;
        hist_sites = hist_sites.wrapping_mul(-4658895280553007687i64);
        hist_sites = hist_sites ^ ((hist_sites as u64) >> 27) as i64;
        hist_sites = hist_sites.wrapping_mul(-7723592293110705685i64);
        hist_sites = hist_sites ^ ((hist_sites as u64) >> 31) as i64;
        self.st.history[(self.st.mover[0] as i64).wrapping_sub(1) as usize] = hist_sites;
        aux = mv.aux as i64;
        group = (((aux as u64) >> 16) as i64).wrapping_sub(1);
        start = if aux & 32768 != 0 { -1 } else { mv.from as i32 as i64 };
        mover = self.st.slots[964] as i64;
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
        set_current = self.st.slots[980] as i64;
        self.st.slots[980] = 0;
        self.st.slots[981] = 0;
        self.st.slots[967] = target as i32;
        self.st.slots[968] = mover as i32;
        if set_current == 0 {
            self.st.slots[964] = (if mover < 1 {
                -1
            } else {
                (if (mover.wrapping_sub(1).wrapping_add(self.st.slots[965] as i64) % 3)
                    < 0
                {
                    (mover.wrapping_sub(1).wrapping_add(self.st.slots[965] as i64) % 3)
                        .wrapping_add(3)
                } else {
                    mover.wrapping_sub(1).wrapping_add(self.st.slots[965] as i64) % 3
                })
                    .wrapping_add(1)
            }) as i32;
        }
        decided = 0;
        if decided == 0
            && ((if (if self.st.slots[968] >= 1 && self.st.slots[968] <= 3 {
                49i64
                    .wrapping_add(
                        (self.st.slots[968] as i64).wrapping_sub(1).wrapping_mul(48),
                    )
            } else {
                -1
            }) == -1
            {
                0
            } else {
                self.zone_size(
                    if self.st.slots[968] >= 1 && self.st.slots[968] <= 3 {
                        49i64
                            .wrapping_add(
                                (self.st.slots[968] as i64).wrapping_sub(1).wrapping_mul(48),
                            )
                    } else {
                        -1
                    },
                    48,
                )
            }) == 0) as i64 != 0
        {
            self.st.slots[966] = 1;
            self.st.slots[971] = (if self.st.slots[968] == 1 { 1 } else { 2 }) as i32;
            self.st.slots[972] = (if self.st.slots[968] == 2 { 1 } else { 2 }) as i32;
            self.st.slots[973] = (if self.st.slots[968] == 3 { 1 } else { 2 }) as i32;
            decided = 1;
        }
        if decided == 0 && (self.has_moves() == 0) as i64 != 0 {
            self.st.slots[966] = 1;
            self.st.slots[971] = 1;
            self.st.slots[972] = 1;
            self.st.slots[973] = 1;
            decided = 1;
        }
        if decided == 0 && self.has_moves() == 0 {
            self.st.slots[966] = 1;
            self.st.slots[971] = 1;
            self.st.slots[972] = 1;
            self.st.slots[973] = 1;
        }
        self.st.mover[0] = (self.st.slots[964] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[966] as i64 as u8;
        self.st.rank[0] = self.st.slots[971] as i64 as u8;
        self.st.rank[1] = self.st.slots[972] as i64 as u8;
        self.st.rank[2] = self.st.slots[973] as i64 as u8;
        self.st.slots[974] = self.st.history[0] as i32;
        self.st.slots[975] = ((self.st.history[0] as u64) >> 32) as i64 as i32;
        self.st.slots[976] = self.st.history[1] as i32;
        self.st.slots[977] = ((self.st.history[1] as u64) >> 32) as i64 as i32;
        self.st.slots[978] = self.st.history[2] as i32;
        self.st.slots[979] = ((self.st.history[2] as u64) >> 32) as i64 as i32;
        for i in 0i64..980 {
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
        let mut entity: i64 = 0;
        let mut owner: i64 = 0;
        let mut value: i64 = 0;
        let mut value_1: i64 = 0;
        let mut entity_1: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            0
        })..(if restrict != 0 { only.wrapping_add(1) } else { 241 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(4) as usize] == -1 {
                continue;
            }
            ok = (start != -1 && in_chain == 0
                && ((if self.st.slots[964] >= 1 && self.st.slots[964] <= 3 {
                    49i64
                        .wrapping_add(
                            (self.st.slots[964] as i64).wrapping_sub(1).wrapping_mul(48),
                        )
                } else {
                    -1
                }) != -1
                    && (start
                        >= (if self.st.slots[964] >= 1 && self.st.slots[964] <= 3 {
                            49i64
                                .wrapping_add(
                                    (self.st.slots[964] as i64).wrapping_sub(1).wrapping_mul(48),
                                )
                        } else {
                            -1
                        })
                        && start
                            < (if self.st.slots[964] >= 1 && self.st.slots[964] <= 3 {
                                49i64
                                    .wrapping_add(
                                        (self.st.slots[964] as i64).wrapping_sub(1).wrapping_mul(48),
                                    )
                            } else {
                                -1
                            })
                                .wrapping_add(48))) as i64 != 0) as i64;
            ok_1 = (start != -1 && in_chain == 0
                && (start
                    == (if false {
                        -1
                    } else {
                        if self.zone_size(1, 48) == 0 {
                            -1
                        } else {
                            1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
                        }
                    })) as i64 != 0) as i64;
            if !(ok != 0 || ok_1 != 0) {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..241 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 0 };
                    took = 0;
                    if (target
                        == (if false {
                            -1
                        } else {
                            if self.zone_size(193, 48) == 48 {
                                -1
                            } else {
                                193i64.wrapping_add(self.zone_size(193, 48))
                            }
                        })) as i64 != 0
                        && (((if self.st.slots[start.wrapping_mul(4) as usize] != -1 {
                            self.st.slots[start.wrapping_mul(4).wrapping_add(2) as usize]
                                as i64
                        } else {
                            0
                        })
                            == self
                                .entity_field_2(
                                    if self
                                        .entity_field_0(
                                            if false {
                                                -1
                                            } else {
                                                if self.zone_size(193, 48) == 0 {
                                                    -1
                                                } else {
                                                    193i64.wrapping_add(self.zone_size(193, 48)).wrapping_sub(1)
                                                }
                                            },
                                        ) != -1
                                    {
                                        if false {
                                            -1
                                        } else {
                                            if self.zone_size(193, 48) == 0 {
                                                -1
                                            } else {
                                                193i64.wrapping_add(self.zone_size(193, 48)).wrapping_sub(1)
                                            }
                                        }
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0
                            || ((if self.st.slots[start.wrapping_mul(4) as usize] != -1 {
                                self
                                    .st
                                    .slots[start.wrapping_mul(4).wrapping_add(3) as usize]
                                    as i64
                            } else {
                                0
                            })
                                == self
                                    .entity_field_3(
                                        if self
                                            .entity_field_0(
                                                if false {
                                                    -1
                                                } else {
                                                    if self.zone_size(193, 48) == 0 {
                                                        -1
                                                    } else {
                                                        193i64.wrapping_add(self.zone_size(193, 48)).wrapping_sub(1)
                                                    }
                                                },
                                            ) != -1
                                        {
                                            if false {
                                                -1
                                            } else {
                                                if self.zone_size(193, 48) == 0 {
                                                    -1
                                                } else {
                                                    193i64.wrapping_add(self.zone_size(193, 48)).wrapping_sub(1)
                                                }
                                            }
                                        } else {
                                            -1
                                        },
                                    )) as i64 != 0) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[981] = 0;
                        entity = if self.st.slots[start.wrapping_mul(4) as usize] != -1 {
                            start
                        } else {
                            -1
                        };
                        owner = -1;
                        if true {
                            self.move_to_zone(entity, 193, 48);
                        }
                        cse0 = if false {
                            -1
                        } else {
                            if self.zone_size(193, 48) == 0 {
                                -1
                            } else {
                                193i64.wrapping_add(self.zone_size(193, 48)).wrapping_sub(1)
                            }
                        };
                        if (self
                            .entity_field_3(
                                if self.entity_field_0(cse0) != -1 { cse0 } else { -1 },
                            ) == 10) as i64 != 0
                        {
                            value = (self.st.slots[965] as i64).wrapping_neg();
                            self.st.slots[965] = value as i32;
                        }
                        cse1 = if false {
                            -1
                        } else {
                            if self.zone_size(193, 48) == 0 {
                                -1
                            } else {
                                193i64.wrapping_add(self.zone_size(193, 48)).wrapping_sub(1)
                            }
                        };
                        if (self
                            .entity_field_3(
                                if self.entity_field_0(cse1) != -1 { cse1 } else { -1 },
                            ) == 11) as i64 != 0
                        {
                            cse2 = if self.st.slots[964] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[964] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[965] as i64) % 3) < 0
                                {
                                    ((self.st.slots[964] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[965] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[964] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[965] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_1 = if cse2 < 1 {
                                -1
                            } else {
                                (if (cse2
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[965] as i64) % 3) < 0
                                {
                                    (cse2
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[965] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    cse2.wrapping_sub(1).wrapping_add(self.st.slots[965] as i64)
                                        % 3
                                })
                                    .wrapping_add(1)
                            };
                            self.st.slots[964] = value_1 as i32;
                            self.st.slots[980] = 1;
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
                if done == 0 && ok_1 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 1 };
                    took = 0;
                    cse3 = if self.st.slots[964] >= 1 && self.st.slots[964] <= 3 {
                        49i64
                            .wrapping_add(
                                (self.st.slots[964] as i64).wrapping_sub(1).wrapping_mul(48),
                            )
                    } else {
                        -1
                    };
                    if (target
                        == (if cse3 == -1 {
                            -1
                        } else {
                            if self.zone_size(cse3, 48) == 48 {
                                -1
                            } else {
                                cse3.wrapping_add(self.zone_size(cse3, 48))
                            }
                        })) as i64 != 0
                    {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[981] = 0;
                        entity_1 = if self.st.slots[start.wrapping_mul(4) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        owner_1 = self.st.slots[964] as i64;
                        if (if owner_1 >= 1 && owner_1 <= 3 {
                            49i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(48))
                        } else {
                            -1
                        }) != -1
                        {
                            self.move_to_zone(
                                entity_1,
                                if owner_1 >= 1 && owner_1 <= 3 {
                                    49i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(48))
                                } else {
                                    -1
                                },
                                48,
                            );
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

    /// Kernel function `zone_size` (Query).
    #[inline]
    pub fn zone_size(&self, first: i64, capacity: i64) -> i64 {
        let mut n: i64 = 0;
        n = 0;
        while n < capacity
            && self.st.slots[first.wrapping_add(n).wrapping_mul(4) as usize] != -1
        {
            n = n.wrapping_add(1);
        }
        n
    }

    /// Kernel function `entity_field_0` (Query).
    #[inline]
    pub fn entity_field_0(&self, pos: i64) -> i64 {
        if pos >= 0 && pos < 241 {
            self.st.slots[pos.wrapping_mul(4) as usize] as i64
        } else {
            -1
        }
    }

    /// Kernel function `entity_field_2` (Query).
    #[inline]
    pub fn entity_field_2(&self, pos: i64) -> i64 {
        if (if pos >= 0 && pos < 241 {
            self.st.slots[pos.wrapping_mul(4) as usize] as i64
        } else {
            -1
        }) != -1
        {
            self.st.slots[pos.wrapping_mul(4).wrapping_add(2) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `entity_field_3` (Query).
    #[inline]
    pub fn entity_field_3(&self, pos: i64) -> i64 {
        if (if pos >= 0 && pos < 241 {
            self.st.slots[pos.wrapping_mul(4) as usize] as i64
        } else {
            -1
        }) != -1
        {
            self.st.slots[pos.wrapping_mul(4).wrapping_add(3) as usize] as i64
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
        at = (self.st.sp[0] as i64).wrapping_mul(982);
        {
            let (dst, src) = (at as usize, 0);
            self.saved[dst..dst + 982].copy_from_slice(&self.st.slots[src..src + 982]);
        }
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_add(1) as i32;
        0
    }

    /// Kernel function `move_to_zone` (Query).
    #[inline]
    pub fn move_to_zone(&mut self, entity: i64, first: i64, capacity: i64) -> i64 {
        let mut kept: i64 = 0;
        let mut kept_1: i64 = 0;
        let mut kept_2: i64 = 0;
        let mut kept_3: i64 = 0;
        let mut end: i64 = 0;
        if (if entity >= 0 && entity < 241 {
            self.st.slots[entity.wrapping_mul(4) as usize] as i64
        } else {
            -1
        }) != -1
            && (self.zone_size(first, capacity) < capacity
                || entity >= 0 && entity < 241
                    && INSTANCE_FIRST_3[entity as usize] as i64 == first)
        {
            kept = self.st.slots[entity.wrapping_mul(4) as usize] as i64;
            kept_1 = self.st.slots[entity.wrapping_mul(4).wrapping_add(1) as usize]
                as i64;
            kept_2 = self.st.slots[entity.wrapping_mul(4).wrapping_add(2) as usize]
                as i64;
            kept_3 = self.st.slots[entity.wrapping_mul(4).wrapping_add(3) as usize]
                as i64;
            self.take(entity);
            end = first.wrapping_add(self.zone_size(first, capacity));
            self.st.slots[end.wrapping_mul(4) as usize] = kept as i32;
            self.st.slots[end.wrapping_mul(4).wrapping_add(1) as usize] = kept_1 as i32;
            self.st.slots[end.wrapping_mul(4).wrapping_add(2) as usize] = kept_2 as i32;
            self.st.slots[end.wrapping_mul(4).wrapping_add(3) as usize] = kept_3 as i32;
        }
        0
    }

    /// Kernel function `take` (Query).
    #[inline]
    pub fn take(&mut self, pos: i64) -> i64 {
        let mut q: i64 = 0;
        let mut end: i64 = 0;
        self.st.slots[pos.wrapping_mul(4) as usize] = -1;
        self.st.slots[pos.wrapping_mul(4).wrapping_add(1) as usize] = -1;
        self.st.slots[pos.wrapping_mul(4).wrapping_add(2) as usize] = 0;
        self.st.slots[pos.wrapping_mul(4).wrapping_add(3) as usize] = 0;
        end = INSTANCE_END_4[pos as usize] as i64;
        q = pos;
        while q.wrapping_add(1) < end
            && self.st.slots[q.wrapping_add(1).wrapping_mul(4) as usize] != -1
        {
            self.st.slots[q.wrapping_mul(4) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(4) as usize] as i64 as i32;
            self.st.slots[q.wrapping_mul(4).wrapping_add(1) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(4).wrapping_add(1) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_mul(4).wrapping_add(2) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(4).wrapping_add(2) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_mul(4).wrapping_add(3) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(4).wrapping_add(3) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_add(1).wrapping_mul(4) as usize] = -1;
            self.st.slots[q.wrapping_add(1).wrapping_mul(4).wrapping_add(1) as usize] = -1;
            self.st.slots[q.wrapping_add(1).wrapping_mul(4).wrapping_add(2) as usize] = 0;
            self.st.slots[q.wrapping_add(1).wrapping_mul(4).wrapping_add(3) as usize] = 0;
            q = q.wrapping_add(1);
        }
        0
    }

    /// Kernel function `restore` (Query).
    #[inline]
    pub fn restore(&mut self) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_sub(1) as i32;
        at = (self.st.sp[0] as i64).wrapping_mul(982);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 982].copy_from_slice(&self.saved[src..src + 982]);
        }
        0
    }

    /// Kernel function `shuffle` (Query).
    #[inline]
    pub fn shuffle(&mut self, first: i64, capacity: i64) -> i64 {
        let mut i: i64 = 0;
        let mut j: i64 = 0;
        let mut t: i64 = 0;
        i = self.zone_size(first, capacity).wrapping_sub(1);
        while i >= 1 {
            j = self.draw().checked_rem(i.wrapping_add(1)).unwrap_or(0);
            t = self.st.slots[first.wrapping_add(i).wrapping_mul(4) as usize] as i64;
            self.st.slots[first.wrapping_add(i).wrapping_mul(4) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(4) as usize] as i64 as i32;
            self.st.slots[first.wrapping_add(j).wrapping_mul(4) as usize] = t as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(4).wrapping_add(1) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(4).wrapping_add(1) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(4).wrapping_add(1) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(4).wrapping_add(1) as usize] = t
                as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(4).wrapping_add(2) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(4).wrapping_add(2) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(4).wrapping_add(2) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(4).wrapping_add(2) as usize] = t
                as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(4).wrapping_add(3) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(4).wrapping_add(3) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(4).wrapping_add(3) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(4).wrapping_add(3) as usize] = t
                as i32;
            i = i.wrapping_sub(1);
        }
        0
    }

    /// Kernel function `draw` (Query).
    #[inline]
    pub fn draw(&mut self) -> i64 {
        let mut x: i64 = 0;
        x = self.st.slots[969] as i64 & 4294967295i64;
        if x == 0 {
            x = 625341585;
        }
        x = x ^ x << 13 & 4294967295i64;
        x = x ^ ((x as u64) >> 17) as i64;
        x = x ^ x << 5 & 4294967295i64;
        self.st.slots[969] = x as i32;
        x
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
        if self.st.slots[966] != 0 {
            self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
            return 0;
        }
        phase = self.phase(self.st.slots[964] as i64);
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
        if (player == 1 || player == 2 || player == 3) && true {
            return 0;
        }
        -1
    }

    /// Kernel function `unwind` (Query).
    #[inline]
    pub fn unwind(&mut self, level: i64) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = level as i32;
        at = level.wrapping_mul(982);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 982].copy_from_slice(&self.saved[src..src + 982]);
        }
        0
    }

    /// Kernel function `deal` (Mutate).
    #[inline]
    pub fn deal(&mut self) {
        let mut owner: i64 = 0;
        let mut times: i64 = 0;
        let mut entity: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut entity_1: i64 = 0;
        let mut owner_2: i64 = 0;
        let mut entity_2: i64 = 0;
        let mut owner_3: i64 = 0;
        let mut entity_3: i64 = 0;
        let mut owner_4: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        if self.st.slots[970] != 0 {
            return;
        }
        self.st.slots[970] = 1;
        self.st.slots[966] = 0;
        self.st.slots[971] = 0;
        self.st.slots[972] = 0;
        self.st.slots[973] = 0;
        for p in 0i64..241 {
            self.st.slots[p.wrapping_mul(4) as usize] = -1;
            self.st.slots[p.wrapping_mul(4).wrapping_add(1) as usize] = -1;
            self.st.slots[p.wrapping_mul(4).wrapping_add(2) as usize] = 0;
            self.st.slots[p.wrapping_mul(4).wrapping_add(3) as usize] = 0;
        }
        self.st.slots[964] = 1;
        self.st.slots[965] = 1;
        self.st.slots[4] = 0;
        self.st.slots[5] = -1;
        self.st.slots[6] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[7] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[6] = 0;
        self.st.slots[7] = 0;
        self.st.slots[8] = 0;
        self.st.slots[9] = -1;
        self.st.slots[10] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[11] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[10] = 0;
        self.st.slots[11] = 1;
        self.st.slots[12] = 0;
        self.st.slots[13] = -1;
        self.st.slots[14] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[15] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[14] = 0;
        self.st.slots[15] = 2;
        self.st.slots[16] = 0;
        self.st.slots[17] = -1;
        self.st.slots[18] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[19] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[18] = 0;
        self.st.slots[19] = 3;
        self.st.slots[20] = 0;
        self.st.slots[21] = -1;
        self.st.slots[22] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[23] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[22] = 0;
        self.st.slots[23] = 4;
        self.st.slots[24] = 0;
        self.st.slots[25] = -1;
        self.st.slots[26] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[27] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[26] = 0;
        self.st.slots[27] = 5;
        self.st.slots[28] = 0;
        self.st.slots[29] = -1;
        self.st.slots[30] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[31] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[30] = 0;
        self.st.slots[31] = 6;
        self.st.slots[32] = 0;
        self.st.slots[33] = -1;
        self.st.slots[34] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[35] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[34] = 0;
        self.st.slots[35] = 7;
        self.st.slots[36] = 0;
        self.st.slots[37] = -1;
        self.st.slots[38] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[39] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[38] = 0;
        self.st.slots[39] = 8;
        self.st.slots[40] = 0;
        self.st.slots[41] = -1;
        self.st.slots[42] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[43] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[42] = 0;
        self.st.slots[43] = 9;
        self.st.slots[44] = 0;
        self.st.slots[45] = -1;
        self.st.slots[46] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[47] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[46] = 0;
        self.st.slots[47] = 10;
        self.st.slots[48] = 0;
        self.st.slots[49] = -1;
        self.st.slots[50] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[51] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[50] = 0;
        self.st.slots[51] = 11;
        self.st.slots[52] = 0;
        self.st.slots[53] = -1;
        self.st.slots[54] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[55] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[54] = 1;
        self.st.slots[55] = 0;
        self.st.slots[56] = 0;
        self.st.slots[57] = -1;
        self.st.slots[58] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[59] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[58] = 1;
        self.st.slots[59] = 1;
        self.st.slots[60] = 0;
        self.st.slots[61] = -1;
        self.st.slots[62] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[63] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[62] = 1;
        self.st.slots[63] = 2;
        self.st.slots[64] = 0;
        self.st.slots[65] = -1;
        self.st.slots[66] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[67] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[66] = 1;
        self.st.slots[67] = 3;
        self.st.slots[68] = 0;
        self.st.slots[69] = -1;
        self.st.slots[70] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[71] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[70] = 1;
        self.st.slots[71] = 4;
        self.st.slots[72] = 0;
        self.st.slots[73] = -1;
        self.st.slots[74] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[75] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[74] = 1;
        self.st.slots[75] = 5;
        self.st.slots[76] = 0;
        self.st.slots[77] = -1;
        self.st.slots[78] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[79] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[78] = 1;
        self.st.slots[79] = 6;
        self.st.slots[80] = 0;
        self.st.slots[81] = -1;
        self.st.slots[82] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[83] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[82] = 1;
        self.st.slots[83] = 7;
        self.st.slots[84] = 0;
        self.st.slots[85] = -1;
        self.st.slots[86] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[87] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[86] = 1;
        self.st.slots[87] = 8;
        self.st.slots[88] = 0;
        self.st.slots[89] = -1;
        self.st.slots[90] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[91] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[90] = 1;
        self.st.slots[91] = 9;
        self.st.slots[92] = 0;
        self.st.slots[93] = -1;
        self.st.slots[94] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[95] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[94] = 1;
        self.st.slots[95] = 10;
        self.st.slots[96] = 0;
        self.st.slots[97] = -1;
        self.st.slots[98] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[99] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[98] = 1;
        self.st.slots[99] = 11;
        self.st.slots[100] = 0;
        self.st.slots[101] = -1;
        self.st.slots[102] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[103] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[102] = 2;
        self.st.slots[103] = 0;
        self.st.slots[104] = 0;
        self.st.slots[105] = -1;
        self.st.slots[106] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[107] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[106] = 2;
        self.st.slots[107] = 1;
        self.st.slots[108] = 0;
        self.st.slots[109] = -1;
        self.st.slots[110] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[111] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[110] = 2;
        self.st.slots[111] = 2;
        self.st.slots[112] = 0;
        self.st.slots[113] = -1;
        self.st.slots[114] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[115] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[114] = 2;
        self.st.slots[115] = 3;
        self.st.slots[116] = 0;
        self.st.slots[117] = -1;
        self.st.slots[118] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[119] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[118] = 2;
        self.st.slots[119] = 4;
        self.st.slots[120] = 0;
        self.st.slots[121] = -1;
        self.st.slots[122] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[123] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[122] = 2;
        self.st.slots[123] = 5;
        self.st.slots[124] = 0;
        self.st.slots[125] = -1;
        self.st.slots[126] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[127] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[126] = 2;
        self.st.slots[127] = 6;
        self.st.slots[128] = 0;
        self.st.slots[129] = -1;
        self.st.slots[130] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[131] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[130] = 2;
        self.st.slots[131] = 7;
        self.st.slots[132] = 0;
        self.st.slots[133] = -1;
        self.st.slots[134] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[135] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[134] = 2;
        self.st.slots[135] = 8;
        self.st.slots[136] = 0;
        self.st.slots[137] = -1;
        self.st.slots[138] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[139] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[138] = 2;
        self.st.slots[139] = 9;
        self.st.slots[140] = 0;
        self.st.slots[141] = -1;
        self.st.slots[142] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[143] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[142] = 2;
        self.st.slots[143] = 10;
        self.st.slots[144] = 0;
        self.st.slots[145] = -1;
        self.st.slots[146] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[147] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[146] = 2;
        self.st.slots[147] = 11;
        self.st.slots[148] = 0;
        self.st.slots[149] = -1;
        self.st.slots[150] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[151] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[150] = 3;
        self.st.slots[151] = 0;
        self.st.slots[152] = 0;
        self.st.slots[153] = -1;
        self.st.slots[154] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[155] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[154] = 3;
        self.st.slots[155] = 1;
        self.st.slots[156] = 0;
        self.st.slots[157] = -1;
        self.st.slots[158] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[159] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[158] = 3;
        self.st.slots[159] = 2;
        self.st.slots[160] = 0;
        self.st.slots[161] = -1;
        self.st.slots[162] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[163] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[162] = 3;
        self.st.slots[163] = 3;
        self.st.slots[164] = 0;
        self.st.slots[165] = -1;
        self.st.slots[166] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[167] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[166] = 3;
        self.st.slots[167] = 4;
        self.st.slots[168] = 0;
        self.st.slots[169] = -1;
        self.st.slots[170] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[171] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[170] = 3;
        self.st.slots[171] = 5;
        self.st.slots[172] = 0;
        self.st.slots[173] = -1;
        self.st.slots[174] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[175] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[174] = 3;
        self.st.slots[175] = 6;
        self.st.slots[176] = 0;
        self.st.slots[177] = -1;
        self.st.slots[178] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[179] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[178] = 3;
        self.st.slots[179] = 7;
        self.st.slots[180] = 0;
        self.st.slots[181] = -1;
        self.st.slots[182] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[183] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[182] = 3;
        self.st.slots[183] = 8;
        self.st.slots[184] = 0;
        self.st.slots[185] = -1;
        self.st.slots[186] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[187] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[186] = 3;
        self.st.slots[187] = 9;
        self.st.slots[188] = 0;
        self.st.slots[189] = -1;
        self.st.slots[190] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[191] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[190] = 3;
        self.st.slots[191] = 10;
        self.st.slots[192] = 0;
        self.st.slots[193] = -1;
        self.st.slots[194] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[195] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[194] = 3;
        self.st.slots[195] = 11;
        self.st.slots[967] = -1;
        self.st.slots[968] = -1;
        owner = -1;
        if true {
            self.shuffle(1, 48);
        }
        times = 5;
        for i in 0..times {
            if true {
                cse0 = if false {
                    -1
                } else {
                    if self.zone_size(1, 48) == 0 {
                        -1
                    } else {
                        1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
                    }
                };
                entity = if self.entity_field_0(cse0) != -1 { cse0 } else { -1 };
                owner_1 = 1;
                if (if owner_1 >= 1 && owner_1 <= 3 {
                    49i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(48))
                } else {
                    -1
                }) != -1
                {
                    self.move_to_zone(
                        entity,
                        if owner_1 >= 1 && owner_1 <= 3 {
                            49i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(48))
                        } else {
                            -1
                        },
                        48,
                    );
                }
                cse1 = if false {
                    -1
                } else {
                    if self.zone_size(1, 48) == 0 {
                        -1
                    } else {
                        1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
                    }
                };
                entity_1 = if self.entity_field_0(cse1) != -1 { cse1 } else { -1 };
                owner_2 = 2;
                if (if owner_2 >= 1 && owner_2 <= 3 {
                    49i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(48))
                } else {
                    -1
                }) != -1
                {
                    self.move_to_zone(
                        entity_1,
                        if owner_2 >= 1 && owner_2 <= 3 {
                            49i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(48))
                        } else {
                            -1
                        },
                        48,
                    );
                }
                cse2 = if false {
                    -1
                } else {
                    if self.zone_size(1, 48) == 0 {
                        -1
                    } else {
                        1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
                    }
                };
                entity_2 = if self.entity_field_0(cse2) != -1 { cse2 } else { -1 };
                owner_3 = 3;
                if (if owner_3 >= 1 && owner_3 <= 3 {
                    49i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(48))
                } else {
                    -1
                }) != -1
                {
                    self.move_to_zone(
                        entity_2,
                        if owner_3 >= 1 && owner_3 <= 3 {
                            49i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(48))
                        } else {
                            -1
                        },
                        48,
                    );
                }
            }
        }
        cse3 = if false {
            -1
        } else {
            if self.zone_size(1, 48) == 0 {
                -1
            } else {
                1i64.wrapping_add(self.zone_size(1, 48)).wrapping_sub(1)
            }
        };
        entity_3 = if self.entity_field_0(cse3) != -1 { cse3 } else { -1 };
        owner_4 = -1;
        if true {
            self.move_to_zone(entity_3, 193, 48);
        }
        if self.has_moves() == 0 {
            self.st.slots[966] = 1;
            self.st.slots[971] = 1;
            self.st.slots[972] = 1;
            self.st.slots[973] = 1;
        }
        self.st.mover[0] = (self.st.slots[964] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[966] as i64 as u8;
        self.st.rank[0] = self.st.slots[971] as i64 as u8;
        self.st.rank[1] = self.st.slots[972] as i64 as u8;
        self.st.rank[2] = self.st.slots[973] as i64 as u8;
        self.st.slots[974] = self.st.history[0] as i32;
        self.st.slots[975] = ((self.st.history[0] as u64) >> 32) as i64 as i32;
        self.st.slots[976] = self.st.history[1] as i32;
        self.st.slots[977] = ((self.st.history[1] as u64) >> 32) as i64 as i32;
        self.st.slots[978] = self.st.history[2] as i32;
        self.st.slots[979] = ((self.st.history[2] as u64) >> 32) as i64 as i32;
        for i_1 in 0i64..980 {
            self.st.present[i_1 as usize] = (self.st.slots[i_1 as usize] != 0) as i64
                as u8;
        }
    }

    /// Kernel function `resync` (Mutate).
    #[inline]
    pub fn resync(&mut self) {
        self.st.mover[0] = (self.st.slots[964] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[966] as i64 as u8;
        self.st.rank[0] = self.st.slots[971] as i64 as u8;
        self.st.rank[1] = self.st.slots[972] as i64 as u8;
        self.st.rank[2] = self.st.slots[973] as i64 as u8;
        self.st.slots[974] = self.st.history[0] as i32;
        self.st.slots[975] = ((self.st.history[0] as u64) >> 32) as i64 as i32;
        self.st.slots[976] = self.st.history[1] as i32;
        self.st.slots[977] = ((self.st.history[1] as u64) >> 32) as i64 as i32;
        self.st.slots[978] = self.st.history[2] as i32;
        self.st.slots[979] = ((self.st.history[2] as u64) >> 32) as i64 as i32;
        for i in 0i64..980 {
            self.st.present[i as usize] = (self.st.slots[i as usize] != 0) as i64 as u8;
        }
    }
}

/// Table `limit_nesting_0`.
static LIMIT_NESTING_0: [i32; 1] = [-1279872256];

/// Table `limit_chain_1`.
static LIMIT_CHAIN_1: [i32; 1] = [-1279872257];

/// Table `limit_illegal_move_2`.
static LIMIT_ILLEGAL_MOVE_2: [i32; 1] = [-1279872258];

/// Table `instance_first_3`.
static INSTANCE_FIRST_3: [i16; 241] = [
    -1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49,
    49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49,
    49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97,
    97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97,
    97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 145, 145, 145, 145, 145, 145, 145, 145, 145,
    145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145,
    145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145,
    145, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193,
    193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193,
    193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193,
];

/// Table `instance_end_4`.
static INSTANCE_END_4: [i16; 241] = [
    -1, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49,
    49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49, 49,
    49, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97,
    97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97, 97,
    97, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145,
    145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145,
    145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 145, 193, 193, 193, 193, 193, 193, 193, 193,
    193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193,
    193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193, 193,
    193, 193, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241,
    241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241,
    241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241, 241,
];

/// Table `defaults_5`.
static DEFAULTS_5: [u8; 2] = [0, 0];

/// The parts of a location's record.
static HIDDEN_PARTS: [::ludemic_runtime::hidden::Part; 4] = [
    ::ludemic_runtime::hidden::Part {
        aspect: 1u8,
        empty: -1i64,
        name: "type",
    },
    ::ludemic_runtime::hidden::Part {
        aspect: 2u8,
        empty: -1i64,
        name: "owner",
    },
    ::ludemic_runtime::hidden::Part {
        aspect: 8u8,
        empty: 0i64,
        name: "colour",
    },
    ::ludemic_runtime::hidden::Part {
        aspect: 8u8,
        empty: 0i64,
        name: "value",
    },
];

/// Per player and location, the aspects its static visibility hides.
static HIDDEN_MASKS: [u8; 723] = [
    0u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8,
];

/// What each player of `Reverse (JSON)` sees (`ludemic_runtime::hidden`).
#[allow(unused, clippy::all)]
impl ReverseJson {
    /// Calls `f` with the runtime's view of the state `s`.
    fn hidden_view<R>(
        s: &ReverseJsonState,
        f: impl FnOnce(&::ludemic_runtime::hidden::HiddenView<'_>) -> R,
    ) -> R {
        let value = |l: usize, p: usize| -> i64 {
            match p {
                0 => (s.slots[l * 4] as i64),
                1 => (s.slots[1 + l * 4] as i64),
                2 => (s.slots[2 + l * 4] as i64),
                3 => (s.slots[3 + l * 4] as i64),
                _ => unreachable!("a part of the record"),
            }
        };
        let mask = |player: usize, l: usize| -> u8 {
            HIDDEN_MASKS[(player - 1) * 241 + l]
        };
        let history = |p: usize| -> u64 { s.history[p - 1] as u64 };
        let public: [i64; 5] = [
            (s.mover[0] as i64),
            (s.slots[964] as i64),
            (s.slots[965] as i64),
            (s.slots[967] as i64),
            (s.slots[968] as i64),
        ];
        f(
            &::ludemic_runtime::hidden::HiddenView {
                num_players: 3,
                locations: 241,
                parts: &HIDDEN_PARTS,
                value: &value,
                mask: &mask,
                public: &public,
                history: &history,
            },
        )
    }
}
