//! `card game` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `card game`: 11272 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AntAndGrasshopperCardsState {
    pub slots: [i32; 2239],
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
    pub present: [u8; 2237],
    pub history: [i64; 3],
}

impl AntAndGrasshopperCardsState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: AntAndGrasshopperCardsState = AntAndGrasshopperCardsState {
        slots: [0; 2239],
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
        present: [0; 2237],
        history: [0; 3],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for AntAndGrasshopperCardsState {
    const LAYOUT: &'static str = "slots:I32x2239@0 sp:I32x1@8956 nest:I32x1@8960 search_mode:I32x1@8964 search_mask:I64x1@8968 search_want:I32x1@8976 search_count:I32x1@8980 found_target:I32x1@8984 last_start:I32x1@8988 group_bits:I32x1@8992 explore_result:I32x1@8996 mover:I32x1@9000 over:U8x1@9004 rank:U8x3@9005 present:U8x2237@9008 history:I64x3@11248 =11272";

    fn from_kernel_bytes(bytes: &[u8]) -> AntAndGrasshopperCardsState {
        assert_eq!(bytes.len(), 11272, "a state of this layout has {} bytes", 11272);
        let mut s = AntAndGrasshopperCardsState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.slots, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.sp, &bytes[8956..]);
        ::ludemic_runtime::kernel::read_field(&mut s.nest, &bytes[8960..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mode, &bytes[8964..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_mask, &bytes[8968..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_want, &bytes[8976..]);
        ::ludemic_runtime::kernel::read_field(&mut s.search_count, &bytes[8980..]);
        ::ludemic_runtime::kernel::read_field(&mut s.found_target, &bytes[8984..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_start, &bytes[8988..]);
        ::ludemic_runtime::kernel::read_field(&mut s.group_bits, &bytes[8992..]);
        ::ludemic_runtime::kernel::read_field(&mut s.explore_result, &bytes[8996..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[9000..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[9004..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[9005..]);
        ::ludemic_runtime::kernel::read_field(&mut s.present, &bytes[9008..]);
        ::ludemic_runtime::kernel::read_field(&mut s.history, &bytes[11248..]);
        s
    }
}

/// Where the functions of `card game` run: a state and 53736 bytes of scratch. The entry points use this thread's `WORK`, copying the state in (and back out when they change it).
pub struct AntAndGrasshopperCardsWork {
    pub st: AntAndGrasshopperCardsState,
    pub saved: [i32; 13434],
}

impl AntAndGrasshopperCardsWork {
    const ZERO: AntAndGrasshopperCardsWork = AntAndGrasshopperCardsWork {
        st: AntAndGrasshopperCardsState::ZERO,
        saved: [0; 13434],
    };
}
thread_local! {
    static WORK : ::std::cell::RefCell < AntAndGrasshopperCardsWork > = const {
    ::std::cell::RefCell::new(AntAndGrasshopperCardsWork::ZERO) };
}

/// The game `card game`; its states are [`AntAndGrasshopperCardsState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AntAndGrasshopperCards;

impl AntAndGrasshopperCards {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 65536;
}

#[allow(unused, clippy::all)]
impl Game for AntAndGrasshopperCards {
    type State = AntAndGrasshopperCardsState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "card game"
    }

    fn num_players(&self) -> usize {
        3
    }

    #[inline]
    fn initial_state(&self) -> AntAndGrasshopperCardsState {
        WORK.with_borrow_mut(|w| {
            w.st = AntAndGrasshopperCardsState::ZERO;
            w.init();
            w.st
        })
    }

    #[inline]
    fn mover(&self, s: &AntAndGrasshopperCardsState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &AntAndGrasshopperCardsState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.legal(moves);
        });
    }

    #[inline]
    fn apply(&self, s: &mut AntAndGrasshopperCardsState, mv: RawMove) {
        WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.apply(&mv);
            *s = w.st;
        });
    }

    #[inline]
    fn status(&self, s: &AntAndGrasshopperCardsState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(
                &[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8, s.rank[2] as i64 as u8],
            ),
        )
    }

    fn move_key(&self, _: &AntAndGrasshopperCardsState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &AntAndGrasshopperCardsState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 3,
                sites: 2237,
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

    fn seed_chance(
        &self,
        s: &mut AntAndGrasshopperCardsState,
        rng: &mut ::ludemic_runtime::Rng,
    ) {
        s.slots[2226] = ::ludemic_runtime::kernel::chance_seed(rng) as i32;
    }

    fn has_hidden_information(&self) -> bool {
        true
    }

    fn observation(
        &self,
        s: &AntAndGrasshopperCardsState,
        player: usize,
        out: &mut Vec<i32>,
    ) {
        Self::hidden_view(s, |v| ::ludemic_runtime::hidden::observe(v, player, out))
    }

    fn observation_string(
        &self,
        s: &AntAndGrasshopperCardsState,
        player: usize,
    ) -> String {
        Self::hidden_view(
            s,
            |v| ::ludemic_runtime::hidden::observation_string(v, player),
        )
    }

    fn information_set_key(
        &self,
        s: &AntAndGrasshopperCardsState,
        player: usize,
    ) -> u64 {
        Self::hidden_view(
            s,
            |v| ::ludemic_runtime::hidden::information_set_key(v, player),
        )
    }

    fn determinize(
        &self,
        s: &mut AntAndGrasshopperCardsState,
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
                    0 => s.slots[l * 7] = x as i32,
                    1 => s.slots[1 + l * 7] = x as i32,
                    2 => s.slots[2 + l * 7] = x as i32,
                    3 => s.slots[3 + l * 7] = x as i32,
                    4 => s.slots[4 + l * 7] = x as i32,
                    5 => s.slots[5 + l * 7] = x as i32,
                    6 => s.slots[6 + l * 7] = x as i32,
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
impl AntAndGrasshopperCardsWork {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        for p in 0i64..313 {
            self.st.slots[p.wrapping_mul(7) as usize] = -1;
            self.st.slots[p.wrapping_mul(7).wrapping_add(1) as usize] = -1;
            self.st.slots[p.wrapping_mul(7).wrapping_add(2) as usize] = 0;
            self.st.slots[p.wrapping_mul(7).wrapping_add(3) as usize] = 0;
            self.st.slots[p.wrapping_mul(7).wrapping_add(4) as usize] = 0;
            self.st.slots[p.wrapping_mul(7).wrapping_add(5) as usize] = 0;
            self.st.slots[p.wrapping_mul(7).wrapping_add(6) as usize] = 0;
        }
        self.st.slots[2191] = 1;
        self.st.slots[2192] = 1;
        self.st.slots[2193] = -1;
        self.st.slots[2194] = 0;
        self.st.slots[2195] = 0;
        self.st.slots[2196] = 0;
        self.st.slots[2197] = 0;
        self.st.slots[2198] = 0;
        self.st.slots[2199] = 0;
        self.st.slots[2200] = 0;
        self.st.slots[2201] = 0;
        self.st.slots[2202] = 0;
        self.st.slots[2203] = 0;
        self.st.slots[2204] = 0;
        self.st.slots[2205] = 0;
        self.st.slots[2206] = 0;
        self.st.slots[2207] = 0;
        self.st.slots[2208] = 0;
        self.st.slots[2209] = 0;
        self.st.slots[2210] = 0;
        self.st.slots[2211] = 0;
        self.st.slots[2212] = 0;
        self.st.slots[2213] = 0;
        self.st.slots[2214] = 0;
        self.st.slots[2215] = 0;
        self.st.slots[2216] = 0;
        self.st.slots[2217] = 0;
        self.st.slots[2218] = 0;
        self.st.slots[2219] = 0;
        self.st.slots[2220] = 0;
        self.st.slots[2221] = 0;
        self.st.slots[2222] = 0;
        self.st.slots[7] = 0;
        self.st.slots[8] = -1;
        self.st.slots[9] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[10] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[11] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[12] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[13] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[9] = 2;
        self.st.slots[10] = 0;
        self.st.slots[11] = 2;
        self.st.slots[12] = 0;
        self.st.slots[13] = 2;
        self.st.slots[14] = 0;
        self.st.slots[15] = -1;
        self.st.slots[16] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[17] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[18] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[19] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[20] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[16] = 3;
        self.st.slots[17] = 0;
        self.st.slots[18] = 3;
        self.st.slots[19] = 0;
        self.st.slots[20] = 3;
        self.st.slots[21] = 0;
        self.st.slots[22] = -1;
        self.st.slots[23] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[24] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[25] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[26] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[27] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[23] = 4;
        self.st.slots[24] = 0;
        self.st.slots[25] = 4;
        self.st.slots[26] = 0;
        self.st.slots[27] = 4;
        self.st.slots[28] = 0;
        self.st.slots[29] = -1;
        self.st.slots[30] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[31] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[32] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[33] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[34] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[30] = 5;
        self.st.slots[31] = 0;
        self.st.slots[32] = 5;
        self.st.slots[33] = 0;
        self.st.slots[34] = 5;
        self.st.slots[35] = 0;
        self.st.slots[36] = -1;
        self.st.slots[37] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[38] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[39] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[40] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[41] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[37] = 6;
        self.st.slots[38] = 0;
        self.st.slots[39] = 6;
        self.st.slots[40] = 0;
        self.st.slots[41] = 6;
        self.st.slots[42] = 0;
        self.st.slots[43] = -1;
        self.st.slots[44] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[45] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[46] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[47] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[48] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[44] = 7;
        self.st.slots[45] = 0;
        self.st.slots[46] = 7;
        self.st.slots[47] = 0;
        self.st.slots[48] = 7;
        self.st.slots[49] = 0;
        self.st.slots[50] = -1;
        self.st.slots[51] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[52] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[53] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[54] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[55] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[51] = 8;
        self.st.slots[52] = 0;
        self.st.slots[53] = 8;
        self.st.slots[54] = 0;
        self.st.slots[55] = 8;
        self.st.slots[56] = 0;
        self.st.slots[57] = -1;
        self.st.slots[58] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[59] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[60] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[61] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[62] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[58] = 9;
        self.st.slots[59] = 0;
        self.st.slots[60] = 9;
        self.st.slots[61] = 0;
        self.st.slots[62] = 9;
        self.st.slots[63] = 0;
        self.st.slots[64] = -1;
        self.st.slots[65] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[66] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[67] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[68] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[69] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[65] = 10;
        self.st.slots[66] = 0;
        self.st.slots[67] = 10;
        self.st.slots[68] = 0;
        self.st.slots[69] = 10;
        self.st.slots[70] = 0;
        self.st.slots[71] = -1;
        self.st.slots[72] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[73] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[74] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[75] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[76] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[72] = 11;
        self.st.slots[73] = 0;
        self.st.slots[74] = 11;
        self.st.slots[75] = 0;
        self.st.slots[76] = 11;
        self.st.slots[77] = 0;
        self.st.slots[78] = -1;
        self.st.slots[79] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[80] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[81] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[82] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[83] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[79] = 12;
        self.st.slots[80] = 0;
        self.st.slots[81] = 12;
        self.st.slots[82] = 0;
        self.st.slots[83] = 12;
        self.st.slots[84] = 0;
        self.st.slots[85] = -1;
        self.st.slots[86] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[87] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[88] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[89] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[90] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[86] = 13;
        self.st.slots[87] = 0;
        self.st.slots[88] = 13;
        self.st.slots[89] = 0;
        self.st.slots[90] = 13;
        self.st.slots[91] = 0;
        self.st.slots[92] = -1;
        self.st.slots[93] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[94] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[95] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[96] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[97] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[93] = 14;
        self.st.slots[94] = 0;
        self.st.slots[95] = 14;
        self.st.slots[96] = 0;
        self.st.slots[97] = 14;
        self.st.slots[98] = 0;
        self.st.slots[99] = -1;
        self.st.slots[100] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[101] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[102] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[103] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[104] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[100] = 2;
        self.st.slots[101] = 1;
        self.st.slots[102] = 2;
        self.st.slots[103] = 0;
        self.st.slots[104] = 18;
        self.st.slots[105] = 0;
        self.st.slots[106] = -1;
        self.st.slots[107] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[108] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[109] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[110] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[111] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[107] = 3;
        self.st.slots[108] = 1;
        self.st.slots[109] = 3;
        self.st.slots[110] = 0;
        self.st.slots[111] = 19;
        self.st.slots[112] = 0;
        self.st.slots[113] = -1;
        self.st.slots[114] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[115] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[116] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[117] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[118] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[114] = 4;
        self.st.slots[115] = 1;
        self.st.slots[116] = 4;
        self.st.slots[117] = 0;
        self.st.slots[118] = 20;
        self.st.slots[119] = 0;
        self.st.slots[120] = -1;
        self.st.slots[121] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[122] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[123] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[124] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[125] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[121] = 5;
        self.st.slots[122] = 1;
        self.st.slots[123] = 5;
        self.st.slots[124] = 0;
        self.st.slots[125] = 21;
        self.st.slots[126] = 0;
        self.st.slots[127] = -1;
        self.st.slots[128] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[129] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[130] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[131] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[132] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[128] = 6;
        self.st.slots[129] = 1;
        self.st.slots[130] = 6;
        self.st.slots[131] = 0;
        self.st.slots[132] = 22;
        self.st.slots[133] = 0;
        self.st.slots[134] = -1;
        self.st.slots[135] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[136] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[137] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[138] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[139] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[135] = 7;
        self.st.slots[136] = 1;
        self.st.slots[137] = 7;
        self.st.slots[138] = 0;
        self.st.slots[139] = 23;
        self.st.slots[140] = 0;
        self.st.slots[141] = -1;
        self.st.slots[142] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[143] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[144] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[145] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[146] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[142] = 8;
        self.st.slots[143] = 1;
        self.st.slots[144] = 8;
        self.st.slots[145] = 0;
        self.st.slots[146] = 24;
        self.st.slots[147] = 0;
        self.st.slots[148] = -1;
        self.st.slots[149] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[150] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[151] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[152] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[153] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[149] = 9;
        self.st.slots[150] = 1;
        self.st.slots[151] = 9;
        self.st.slots[152] = 0;
        self.st.slots[153] = 25;
        self.st.slots[154] = 0;
        self.st.slots[155] = -1;
        self.st.slots[156] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[157] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[158] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[159] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[160] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[156] = 10;
        self.st.slots[157] = 1;
        self.st.slots[158] = 10;
        self.st.slots[159] = 0;
        self.st.slots[160] = 26;
        self.st.slots[161] = 0;
        self.st.slots[162] = -1;
        self.st.slots[163] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[164] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[165] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[166] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[167] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[163] = 11;
        self.st.slots[164] = 1;
        self.st.slots[165] = 11;
        self.st.slots[166] = 0;
        self.st.slots[167] = 27;
        self.st.slots[168] = 0;
        self.st.slots[169] = -1;
        self.st.slots[170] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[171] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[172] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[173] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[174] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[170] = 12;
        self.st.slots[171] = 1;
        self.st.slots[172] = 12;
        self.st.slots[173] = 0;
        self.st.slots[174] = 28;
        self.st.slots[175] = 0;
        self.st.slots[176] = -1;
        self.st.slots[177] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[178] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[179] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[180] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[181] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[177] = 13;
        self.st.slots[178] = 1;
        self.st.slots[179] = 13;
        self.st.slots[180] = 0;
        self.st.slots[181] = 29;
        self.st.slots[182] = 0;
        self.st.slots[183] = -1;
        self.st.slots[184] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[185] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[186] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[187] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[188] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[184] = 14;
        self.st.slots[185] = 1;
        self.st.slots[186] = 14;
        self.st.slots[187] = 0;
        self.st.slots[188] = 30;
        self.st.slots[189] = 0;
        self.st.slots[190] = -1;
        self.st.slots[191] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[192] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[193] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[194] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[195] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[191] = 2;
        self.st.slots[192] = 2;
        self.st.slots[193] = 2;
        self.st.slots[194] = 0;
        self.st.slots[195] = 34;
        self.st.slots[196] = 0;
        self.st.slots[197] = -1;
        self.st.slots[198] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[199] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[200] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[201] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[202] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[198] = 3;
        self.st.slots[199] = 2;
        self.st.slots[200] = 3;
        self.st.slots[201] = 0;
        self.st.slots[202] = 35;
        self.st.slots[203] = 0;
        self.st.slots[204] = -1;
        self.st.slots[205] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[206] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[207] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[208] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[209] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[205] = 4;
        self.st.slots[206] = 2;
        self.st.slots[207] = 4;
        self.st.slots[208] = 0;
        self.st.slots[209] = 36;
        self.st.slots[210] = 0;
        self.st.slots[211] = -1;
        self.st.slots[212] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[213] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[214] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[215] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[216] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[212] = 5;
        self.st.slots[213] = 2;
        self.st.slots[214] = 5;
        self.st.slots[215] = 0;
        self.st.slots[216] = 37;
        self.st.slots[217] = 0;
        self.st.slots[218] = -1;
        self.st.slots[219] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[220] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[221] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[222] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[223] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[219] = 6;
        self.st.slots[220] = 2;
        self.st.slots[221] = 6;
        self.st.slots[222] = 0;
        self.st.slots[223] = 38;
        self.st.slots[224] = 0;
        self.st.slots[225] = -1;
        self.st.slots[226] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[227] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[228] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[229] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[230] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[226] = 7;
        self.st.slots[227] = 2;
        self.st.slots[228] = 7;
        self.st.slots[229] = 0;
        self.st.slots[230] = 39;
        self.st.slots[231] = 0;
        self.st.slots[232] = -1;
        self.st.slots[233] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[234] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[235] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[236] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[237] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[233] = 8;
        self.st.slots[234] = 2;
        self.st.slots[235] = 8;
        self.st.slots[236] = 0;
        self.st.slots[237] = 40;
        self.st.slots[238] = 0;
        self.st.slots[239] = -1;
        self.st.slots[240] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[241] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[242] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[243] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[244] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[240] = 9;
        self.st.slots[241] = 2;
        self.st.slots[242] = 9;
        self.st.slots[243] = 0;
        self.st.slots[244] = 41;
        self.st.slots[245] = 0;
        self.st.slots[246] = -1;
        self.st.slots[247] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[248] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[249] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[250] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[251] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[247] = 10;
        self.st.slots[248] = 2;
        self.st.slots[249] = 10;
        self.st.slots[250] = 0;
        self.st.slots[251] = 42;
        self.st.slots[252] = 0;
        self.st.slots[253] = -1;
        self.st.slots[254] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[255] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[256] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[257] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[258] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[254] = 11;
        self.st.slots[255] = 2;
        self.st.slots[256] = 11;
        self.st.slots[257] = 0;
        self.st.slots[258] = 43;
        self.st.slots[259] = 0;
        self.st.slots[260] = -1;
        self.st.slots[261] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[262] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[263] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[264] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[265] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[261] = 12;
        self.st.slots[262] = 2;
        self.st.slots[263] = 12;
        self.st.slots[264] = 0;
        self.st.slots[265] = 44;
        self.st.slots[266] = 0;
        self.st.slots[267] = -1;
        self.st.slots[268] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[269] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[270] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[271] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[272] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[268] = 13;
        self.st.slots[269] = 2;
        self.st.slots[270] = 13;
        self.st.slots[271] = 0;
        self.st.slots[272] = 45;
        self.st.slots[273] = 0;
        self.st.slots[274] = -1;
        self.st.slots[275] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[276] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[277] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[278] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[279] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[275] = 14;
        self.st.slots[276] = 2;
        self.st.slots[277] = 14;
        self.st.slots[278] = 0;
        self.st.slots[279] = 46;
        self.st.slots[280] = 0;
        self.st.slots[281] = -1;
        self.st.slots[282] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[283] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[284] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[285] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[286] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[282] = 2;
        self.st.slots[283] = 3;
        self.st.slots[284] = 2;
        self.st.slots[285] = 0;
        self.st.slots[286] = 50;
        self.st.slots[287] = 0;
        self.st.slots[288] = -1;
        self.st.slots[289] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[290] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[291] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[292] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[293] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[289] = 3;
        self.st.slots[290] = 3;
        self.st.slots[291] = 3;
        self.st.slots[292] = 0;
        self.st.slots[293] = 51;
        self.st.slots[294] = 0;
        self.st.slots[295] = -1;
        self.st.slots[296] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[297] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[298] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[299] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[300] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[296] = 4;
        self.st.slots[297] = 3;
        self.st.slots[298] = 4;
        self.st.slots[299] = 0;
        self.st.slots[300] = 52;
        self.st.slots[301] = 0;
        self.st.slots[302] = -1;
        self.st.slots[303] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[304] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[305] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[306] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[307] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[303] = 5;
        self.st.slots[304] = 3;
        self.st.slots[305] = 5;
        self.st.slots[306] = 0;
        self.st.slots[307] = 53;
        self.st.slots[308] = 0;
        self.st.slots[309] = -1;
        self.st.slots[310] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[311] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[312] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[313] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[314] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[310] = 6;
        self.st.slots[311] = 3;
        self.st.slots[312] = 6;
        self.st.slots[313] = 0;
        self.st.slots[314] = 54;
        self.st.slots[315] = 0;
        self.st.slots[316] = -1;
        self.st.slots[317] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[318] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[319] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[320] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[321] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[317] = 7;
        self.st.slots[318] = 3;
        self.st.slots[319] = 7;
        self.st.slots[320] = 0;
        self.st.slots[321] = 55;
        self.st.slots[322] = 0;
        self.st.slots[323] = -1;
        self.st.slots[324] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[325] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[326] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[327] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[328] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[324] = 8;
        self.st.slots[325] = 3;
        self.st.slots[326] = 8;
        self.st.slots[327] = 0;
        self.st.slots[328] = 56;
        self.st.slots[329] = 0;
        self.st.slots[330] = -1;
        self.st.slots[331] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[332] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[333] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[334] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[335] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[331] = 9;
        self.st.slots[332] = 3;
        self.st.slots[333] = 9;
        self.st.slots[334] = 0;
        self.st.slots[335] = 57;
        self.st.slots[336] = 0;
        self.st.slots[337] = -1;
        self.st.slots[338] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[339] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[340] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[341] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[342] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[338] = 10;
        self.st.slots[339] = 3;
        self.st.slots[340] = 10;
        self.st.slots[341] = 0;
        self.st.slots[342] = 58;
        self.st.slots[343] = 0;
        self.st.slots[344] = -1;
        self.st.slots[345] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[346] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[347] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[348] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[349] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[345] = 11;
        self.st.slots[346] = 3;
        self.st.slots[347] = 11;
        self.st.slots[348] = 0;
        self.st.slots[349] = 59;
        self.st.slots[350] = 0;
        self.st.slots[351] = -1;
        self.st.slots[352] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[353] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[354] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[355] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[356] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[352] = 12;
        self.st.slots[353] = 3;
        self.st.slots[354] = 12;
        self.st.slots[355] = 0;
        self.st.slots[356] = 60;
        self.st.slots[357] = 0;
        self.st.slots[358] = -1;
        self.st.slots[359] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[360] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[361] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[362] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[363] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[359] = 13;
        self.st.slots[360] = 3;
        self.st.slots[361] = 13;
        self.st.slots[362] = 0;
        self.st.slots[363] = 61;
        self.st.slots[364] = 0;
        self.st.slots[365] = -1;
        self.st.slots[366] = DEFAULTS_5[0] as i64 as i32;
        self.st.slots[367] = DEFAULTS_5[1] as i64 as i32;
        self.st.slots[368] = DEFAULTS_5[2] as i64 as i32;
        self.st.slots[369] = DEFAULTS_5[3] as i64 as i32;
        self.st.slots[370] = DEFAULTS_5[4] as i64 as i32;
        self.st.slots[366] = 14;
        self.st.slots[367] = 3;
        self.st.slots[368] = 14;
        self.st.slots[369] = 0;
        self.st.slots[370] = 62;
        self.st.slots[2224] = -1;
        self.st.slots[2225] = -1;
        self.st.slots[2226] = 625341585;
        if self.has_moves() == 0 {
            self.st.slots[2223] = 1;
            self.st.slots[2228] = 1;
            self.st.slots[2229] = 1;
            self.st.slots[2230] = 1;
        }
        self.st.mover[0] = (self.st.slots[2191] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[2223] as i64 as u8;
        self.st.rank[0] = self.st.slots[2228] as i64 as u8;
        self.st.rank[1] = self.st.slots[2229] as i64 as u8;
        self.st.rank[2] = self.st.slots[2230] as i64 as u8;
        self.st.slots[2231] = self.st.history[0] as i32;
        self.st.slots[2232] = ((self.st.history[0] as u64) >> 32) as i64 as i32;
        self.st.slots[2233] = self.st.history[1] as i32;
        self.st.slots[2234] = ((self.st.history[1] as u64) >> 32) as i64 as i32;
        self.st.slots[2235] = self.st.history[2] as i32;
        self.st.slots[2236] = ((self.st.history[2] as u64) >> 32) as i64 as i32;
        for i in 0i64..2237 {
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
        if self.st.slots[2223] != 0 {
            return;
        }
        phase = self.phase(self.st.slots[2191] as i64);
        self.st.last_start[0] = -9;
        if phase == 0 {
            group = -1;
            self.st.search_mode[0] = 0;
            self.st.search_mask[0] = -1;
            self.st.group_bits[0] = (group.wrapping_add(1) << 16) as i32;
            self.explore_0(moves, 0, 0, 0, -1, -1, 0);
        }
        if phase == 1 {
            group = -1;
            self.st.search_mode[0] = 0;
            self.st.search_mask[0] = -1;
            self.st.group_bits[0] = (group.wrapping_add(1) << 16) as i32;
            self.explore_1(moves, 0, 0, 0, -1, -1, 0);
        }
        if phase == 2 {
            group = -1;
            self.st.search_mode[0] = 0;
            self.st.search_mask[0] = -1;
            self.st.group_bits[0] = (group.wrapping_add(1) << 16) as i32;
            self.explore_2(moves, 0, 0, 0, -1, -1, 0);
        }
        if phase == 3 {
            group = -1;
            self.st.search_mode[0] = 0;
            if group == -1 {
                self.st.search_mask[0] = 24;
                sp0 = self.st.sp[0] as i64;
                if self
                    .explore_3(
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
            self.st.search_mask[0] = if group == 0 { 24 } else { -1 };
            self.st.group_bits[0] = (group.wrapping_add(1) << 16) as i32;
            self.explore_3(moves, 0, 0, 0, -1, -1, 0);
        }
        if phase == 4 {
            group = -1;
            self.st.search_mode[0] = 0;
            if group == -1 {
                self.st.search_mask[0] = 32;
                sp0 = self.st.sp[0] as i64;
                if self
                    .explore_4(
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
            if group == -1 {
                self.st.search_mask[0] = 32;
                sp0 = self.st.sp[0] as i64;
                if self
                    .explore_4(
                        &mut ::ludemic_runtime::MoveBuf::new(
                            &mut ::std::vec::Vec::new(),
                        ),
                        0, 0, 0, -1, -1, 1,
                    ) == -1
                {
                    self.unwind(sp0);
                    group = 1;
                }
            }
            self.st.search_mask[0] = if group == 0 {
                32
            } else {
                if group == 1 { 32 } else { -1 }
            };
            self.st.group_bits[0] = (group.wrapping_add(1) << 16) as i32;
            self.explore_4(moves, 0, 0, 0, -1, -1, 0);
        }
        if phase == 5 {
            group = -1;
            self.st.search_mode[0] = 0;
            if group == -1 {
                self.st.search_mask[0] = 64;
                sp0 = self.st.sp[0] as i64;
                if self
                    .explore_5(
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
            self.st.search_mask[0] = if group == 0 { 64 } else { -1 };
            self.st.group_bits[0] = (group.wrapping_add(1) << 16) as i32;
            self.explore_5(moves, 0, 0, 0, -1, -1, 0);
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
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
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
        mover = self.st.slots[2191] as i64;
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
        if phase == 1 {
            self.st.search_mask[0] = -1;
            r = self
                .explore_1(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    1,
                    start,
                    0, -1, -1, 1,
                );
        }
        if phase == 2 {
            self.st.search_mask[0] = -1;
            r = self
                .explore_2(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    1,
                    start,
                    0, -1, -1, 1,
                );
        }
        if phase == 3 {
            self.st.search_mask[0] = if group == 0 { 24 } else { -1 };
            r = self
                .explore_3(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    1,
                    start,
                    0, -1, -1, 1,
                );
        }
        if phase == 4 {
            self.st.search_mask[0] = if group == 0 {
                32
            } else {
                if group == 1 { 32 } else { -1 }
            };
            r = self
                .explore_4(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    1,
                    start,
                    0, -1, -1, 1,
                );
        }
        if phase == 5 {
            self.st.search_mask[0] = if group == 0 { 64 } else { -1 };
            r = self
                .explore_5(
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
        set_current = self.st.slots[2237] as i64;
        self.st.slots[2237] = 0;
        self.st.slots[2238] = 0;
        self.st.slots[2224] = target as i32;
        self.st.slots[2225] = mover as i32;
        if set_current == 0 {
            self.st.slots[2191] = (if mover < 1 {
                -1
            } else {
                (if (mover.wrapping_sub(1).wrapping_add(self.st.slots[2192] as i64) % 3)
                    < 0
                {
                    (mover.wrapping_sub(1).wrapping_add(self.st.slots[2192] as i64) % 3)
                        .wrapping_add(3)
                } else {
                    mover.wrapping_sub(1).wrapping_add(self.st.slots[2192] as i64) % 3
                })
                    .wrapping_add(1)
            }) as i32;
        }
        decided = 0;
        if decided == 0
            && ((((if true { self.st.slots[2204] as i64 } else { 0 }) == 0) as i64)
                .wrapping_add(
                    ((if true { self.st.slots[2211] as i64 } else { 0 }) == 0) as i64,
                )
                .wrapping_add(
                    ((if true { self.st.slots[2218] as i64 } else { 0 }) == 0) as i64,
                ) == 1) as i64 != 0
        {
            self.st.slots[2223] = 1;
            self.st.slots[2228] = (if ((if (if true {
                self.st.slots[2204] as i64
            } else {
                0
            }) == 0
            {
                1
            } else {
                0
            }) as i64)
                .wrapping_add(
                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0 {
                        2
                    } else {
                        0
                    },
                )
                .wrapping_add(
                    if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0 {
                        3
                    } else {
                        0
                    },
                ) == 1
            {
                1
            } else {
                2
            }) as i32;
            self.st.slots[2229] = (if ((if (if true {
                self.st.slots[2204] as i64
            } else {
                0
            }) == 0
            {
                1
            } else {
                0
            }) as i64)
                .wrapping_add(
                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0 {
                        2
                    } else {
                        0
                    },
                )
                .wrapping_add(
                    if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0 {
                        3
                    } else {
                        0
                    },
                ) == 2
            {
                1
            } else {
                2
            }) as i32;
            self.st.slots[2230] = (if ((if (if true {
                self.st.slots[2204] as i64
            } else {
                0
            }) == 0
            {
                1
            } else {
                0
            }) as i64)
                .wrapping_add(
                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0 {
                        2
                    } else {
                        0
                    },
                )
                .wrapping_add(
                    if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0 {
                        3
                    } else {
                        0
                    },
                ) == 3
            {
                1
            } else {
                2
            }) as i32;
            decided = 1;
        }
        if decided == 0
            && ((self.st.slots[2200] == 1) as i64 != 0
                && ((if ((if true { self.st.slots[2207] as i64 } else { 0 })
                    > (if true { self.st.slots[2214] as i64 } else { 0 })) as i64 != 0
                    && ((if true { self.st.slots[2207] as i64 } else { 0 })
                        > (if true { self.st.slots[2221] as i64 } else { 0 })) as i64
                        != 0
                {
                    1
                } else {
                    if ((if true { self.st.slots[2214] as i64 } else { 0 })
                        > (if true { self.st.slots[2207] as i64 } else { 0 })) as i64
                        != 0
                        && ((if true { self.st.slots[2214] as i64 } else { 0 })
                            > (if true { self.st.slots[2221] as i64 } else { 0 })) as i64
                            != 0
                    {
                        2
                    } else {
                        if ((if true { self.st.slots[2221] as i64 } else { 0 })
                            > (if true { self.st.slots[2207] as i64 } else { 0 })) as i64
                            != 0
                            && ((if true { self.st.slots[2221] as i64 } else { 0 })
                                > (if true { self.st.slots[2214] as i64 } else { 0 }))
                                as i64 != 0
                        {
                            3
                        } else {
                            -1
                        }
                    }
                }) != -1) as i64 != 0) as i64 != 0
        {
            self.st.slots[2223] = 1;
            cse0 = if true { self.st.slots[2207] as i64 } else { 0 };
            cse1 = if true { self.st.slots[2214] as i64 } else { 0 };
            self.st.slots[2228] = (if (if (cse0 > cse1) as i64 != 0
                && (cse0 > (if true { self.st.slots[2221] as i64 } else { 0 })) as i64
                    != 0
            {
                1
            } else {
                if (cse1 > cse0) as i64 != 0
                    && (cse1 > (if true { self.st.slots[2221] as i64 } else { 0 }))
                        as i64 != 0
                {
                    2
                } else {
                    if ((if true { self.st.slots[2221] as i64 } else { 0 }) > cse0)
                        as i64 != 0
                        && ((if true { self.st.slots[2221] as i64 } else { 0 }) > cse1)
                            as i64 != 0
                    {
                        3
                    } else {
                        -1
                    }
                }
            }) == 1
            {
                1
            } else {
                2
            }) as i32;
            cse2 = if true { self.st.slots[2207] as i64 } else { 0 };
            cse3 = if true { self.st.slots[2214] as i64 } else { 0 };
            self.st.slots[2229] = (if (if (cse2 > cse3) as i64 != 0
                && (cse2 > (if true { self.st.slots[2221] as i64 } else { 0 })) as i64
                    != 0
            {
                1
            } else {
                if (cse3 > cse2) as i64 != 0
                    && (cse3 > (if true { self.st.slots[2221] as i64 } else { 0 }))
                        as i64 != 0
                {
                    2
                } else {
                    if ((if true { self.st.slots[2221] as i64 } else { 0 }) > cse2)
                        as i64 != 0
                        && ((if true { self.st.slots[2221] as i64 } else { 0 }) > cse3)
                            as i64 != 0
                    {
                        3
                    } else {
                        -1
                    }
                }
            }) == 2
            {
                1
            } else {
                2
            }) as i32;
            cse4 = if true { self.st.slots[2207] as i64 } else { 0 };
            cse5 = if true { self.st.slots[2214] as i64 } else { 0 };
            self.st.slots[2230] = (if (if (cse4 > cse5) as i64 != 0
                && (cse4 > (if true { self.st.slots[2221] as i64 } else { 0 })) as i64
                    != 0
            {
                1
            } else {
                if (cse5 > cse4) as i64 != 0
                    && (cse5 > (if true { self.st.slots[2221] as i64 } else { 0 }))
                        as i64 != 0
                {
                    2
                } else {
                    if ((if true { self.st.slots[2221] as i64 } else { 0 }) > cse4)
                        as i64 != 0
                        && ((if true { self.st.slots[2221] as i64 } else { 0 }) > cse5)
                            as i64 != 0
                    {
                        3
                    } else {
                        -1
                    }
                }
            }) == 3
            {
                1
            } else {
                2
            }) as i32;
            decided = 1;
        }
        if decided == 0 && (self.st.slots[2200] == 1) as i64 != 0 {
            self.st.slots[2223] = 1;
            self.st.slots[2228] = 1;
            self.st.slots[2229] = 1;
            self.st.slots[2230] = 1;
            decided = 1;
        }
        if decided == 0 && self.has_moves() == 0 {
            self.st.slots[2223] = 1;
            self.st.slots[2228] = 1;
            self.st.slots[2229] = 1;
            self.st.slots[2230] = 1;
        }
        self.st.mover[0] = (self.st.slots[2191] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[2223] as i64 as u8;
        self.st.rank[0] = self.st.slots[2228] as i64 as u8;
        self.st.rank[1] = self.st.slots[2229] as i64 as u8;
        self.st.rank[2] = self.st.slots[2230] as i64 as u8;
        self.st.slots[2231] = self.st.history[0] as i32;
        self.st.slots[2232] = ((self.st.history[0] as u64) >> 32) as i64 as i32;
        self.st.slots[2233] = self.st.history[1] as i32;
        self.st.slots[2234] = ((self.st.history[1] as u64) >> 32) as i64 as i32;
        self.st.slots[2235] = self.st.history[2] as i32;
        self.st.slots[2236] = ((self.st.history[2] as u64) >> 32) as i64 as i32;
        for i in 0i64..2237 {
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
        let mut value: i64 = 0;
        let mut player: i64 = 0;
        let mut value_1: i64 = 0;
        let mut player_1: i64 = 0;
        let mut value_2: i64 = 0;
        let mut player_2: i64 = 0;
        let mut value_3: i64 = 0;
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 313 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(7) as usize] == -1 {
                continue;
            }
            ok = (start == -1 && in_chain == 0 && true) as i64;
            if ok == 0 {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..313 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 2 };
                    took = 0;
                    if (target == 0) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        value = 5i64
                            .wrapping_mul(
                                if true { self.st.slots[2202] as i64 } else { 0 },
                            )
                            .wrapping_add(
                                3i64
                                    .wrapping_mul(
                                        ((if true { self.st.slots[2204] as i64 } else { 0 }) == 0)
                                            as i64,
                                    ),
                            );
                        player = 1;
                        if player >= 1 && player <= 3 {
                            self
                                .st
                                .slots[2200i64.wrapping_add(player.wrapping_mul(7))
                                as usize] = value as i32;
                        }
                        value_1 = 5i64
                            .wrapping_mul(
                                if true { self.st.slots[2209] as i64 } else { 0 },
                            )
                            .wrapping_add(
                                3i64
                                    .wrapping_mul(
                                        ((if true { self.st.slots[2211] as i64 } else { 0 }) == 0)
                                            as i64,
                                    ),
                            );
                        player_1 = 2;
                        if player_1 >= 1 && player_1 <= 3 {
                            self
                                .st
                                .slots[2200i64.wrapping_add(player_1.wrapping_mul(7))
                                as usize] = value_1 as i32;
                        }
                        value_2 = 5i64
                            .wrapping_mul(
                                if true { self.st.slots[2216] as i64 } else { 0 },
                            )
                            .wrapping_add(
                                3i64
                                    .wrapping_mul(
                                        ((if true { self.st.slots[2218] as i64 } else { 0 }) == 0)
                                            as i64,
                                    ),
                            );
                        player_2 = 3;
                        if player_2 >= 1 && player_2 <= 3 {
                            self
                                .st
                                .slots[2200i64.wrapping_add(player_2.wrapping_mul(7))
                                as usize] = value_2 as i32;
                        }
                        value_3 = 1;
                        self.st.slots[2200] = value_3 as i32;
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

    /// Kernel function `explore_1` (Legal).
    #[inline]
    pub fn explore_1(
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
        let mut owner: i64 = 0;
        let mut value: i64 = 0;
        let mut value_1: i64 = 0;
        let mut value_2: i64 = 0;
        let mut value_3: i64 = 0;
        let mut value_4: i64 = 0;
        let mut value_5: i64 = 0;
        let mut player: i64 = 0;
        let mut value_6: i64 = 0;
        let mut player_1: i64 = 0;
        let mut value_7: i64 = 0;
        let mut player_2: i64 = 0;
        let mut value_8: i64 = 0;
        let mut player_3: i64 = 0;
        let mut value_9: i64 = 0;
        let mut player_4: i64 = 0;
        let mut value_10: i64 = 0;
        let mut player_5: i64 = 0;
        let mut value_11: i64 = 0;
        let mut player_6: i64 = 0;
        let mut value_12: i64 = 0;
        let mut player_7: i64 = 0;
        let mut value_13: i64 = 0;
        let mut player_8: i64 = 0;
        let mut value_14: i64 = 0;
        let mut value_15: i64 = 0;
        let mut player_9: i64 = 0;
        let mut times: i64 = 0;
        let mut entity: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut value_16: i64 = 0;
        let mut player_10: i64 = 0;
        let mut value_17: i64 = 0;
        let mut player_11: i64 = 0;
        let mut value_18: i64 = 0;
        let mut player_12: i64 = 0;
        let mut value_19: i64 = 0;
        let mut value_20: i64 = 0;
        let mut value_21: i64 = 0;
        let mut value_22: i64 = 0;
        let mut value_23: i64 = 0;
        let mut value_24: i64 = 0;
        let mut player_13: i64 = 0;
        let mut value_25: i64 = 0;
        let mut player_14: i64 = 0;
        let mut value_26: i64 = 0;
        let mut player_15: i64 = 0;
        let mut value_27: i64 = 0;
        let mut player_16: i64 = 0;
        let mut value_28: i64 = 0;
        let mut player_17: i64 = 0;
        let mut value_29: i64 = 0;
        let mut player_18: i64 = 0;
        let mut value_30: i64 = 0;
        let mut player_19: i64 = 0;
        let mut value_31: i64 = 0;
        let mut player_20: i64 = 0;
        let mut value_32: i64 = 0;
        let mut player_21: i64 = 0;
        let mut value_33: i64 = 0;
        let mut times_1: i64 = 0;
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
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 313 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(7) as usize] == -1 {
                continue;
            }
            ok = (start == -1 && in_chain == 0 && true) as i64;
            if ok == 0 {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..313 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 0 };
                    took = 0;
                    if (target == 0) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        owner = -1;
                        if true {
                            self.shuffle(1, 52);
                        }
                        value = 0;
                        self.st.slots[2193] = value as i32;
                        value_1 = 0;
                        self.st.slots[2194] = value_1 as i32;
                        value_2 = 0;
                        self.st.slots[2196] = value_2 as i32;
                        value_3 = 0;
                        self.st.slots[2198] = value_3 as i32;
                        value_4 = 0;
                        self.st.slots[2199] = value_4 as i32;
                        value_5 = 0;
                        player = 1;
                        if player >= 1 && player <= 3 {
                            self
                                .st
                                .slots[2198i64.wrapping_add(player.wrapping_mul(7))
                                as usize] = value_5 as i32;
                        }
                        value_6 = 0;
                        player_1 = 1;
                        if player_1 >= 1 && player_1 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_1.wrapping_mul(7))
                                as usize] = value_6 as i32;
                        }
                        value_7 = 0;
                        player_2 = 1;
                        if player_2 >= 1 && player_2 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_2.wrapping_mul(7))
                                as usize] = value_7 as i32;
                        }
                        value_8 = 0;
                        player_3 = 2;
                        if player_3 >= 1 && player_3 <= 3 {
                            self
                                .st
                                .slots[2198i64.wrapping_add(player_3.wrapping_mul(7))
                                as usize] = value_8 as i32;
                        }
                        value_9 = 0;
                        player_4 = 2;
                        if player_4 >= 1 && player_4 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_4.wrapping_mul(7))
                                as usize] = value_9 as i32;
                        }
                        value_10 = 0;
                        player_5 = 2;
                        if player_5 >= 1 && player_5 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_5.wrapping_mul(7))
                                as usize] = value_10 as i32;
                        }
                        value_11 = 0;
                        player_6 = 3;
                        if player_6 >= 1 && player_6 <= 3 {
                            self
                                .st
                                .slots[2198i64.wrapping_add(player_6.wrapping_mul(7))
                                as usize] = value_11 as i32;
                        }
                        value_12 = 0;
                        player_7 = 3;
                        if player_7 >= 1 && player_7 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_7.wrapping_mul(7))
                                as usize] = value_12 as i32;
                        }
                        value_13 = 0;
                        player_8 = 3;
                        if player_8 >= 1 && player_8 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_8.wrapping_mul(7))
                                as usize] = value_13 as i32;
                        }
                        value_14 = if (if true { self.st.slots[2204] as i64 } else { 0 })
                            == 0
                        {
                            1
                        } else {
                            if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0 {
                                2
                            } else {
                                if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                {
                                    3
                                } else {
                                    1
                                }
                            }
                        };
                        self.st.slots[2191] = value_14 as i32;
                        self.st.slots[2237] = 1;
                        value_15 = (if true { self.st.slots[2202] as i64 } else { 0 })
                            .wrapping_add(89)
                            .min(1000000);
                        player_9 = 1;
                        if player_9 >= 1 && player_9 <= 3 {
                            self
                                .st
                                .slots[2195i64.wrapping_add(player_9.wrapping_mul(7))
                                as usize] = value_15 as i32;
                        }
                        times = 1;
                        for i in 0..times {
                            cse0 = if false {
                                -1
                            } else {
                                if self.zone_size(1, 52) == 0 {
                                    -1
                                } else {
                                    1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                }
                            };
                            entity = if self.entity_field_0(cse0) != -1 {
                                cse0
                            } else {
                                -1
                            };
                            owner_1 = -1;
                            if true {
                                self.move_to_zone(entity, 209, 52);
                            }
                        }
                        value_16 = (if true { self.st.slots[2202] as i64 } else { 0 })
                            .wrapping_add(87)
                            .min(1000000);
                        player_10 = 1;
                        if player_10 >= 1 && player_10 <= 3 {
                            self
                                .st
                                .slots[2195i64.wrapping_add(player_10.wrapping_mul(7))
                                as usize] = value_16 as i32;
                        }
                        value_17 = (if true { self.st.slots[2209] as i64 } else { 0 })
                            .wrapping_add(87)
                            .min(1000000);
                        player_11 = 2;
                        if player_11 >= 1 && player_11 <= 3 {
                            self
                                .st
                                .slots[2195i64.wrapping_add(player_11.wrapping_mul(7))
                                as usize] = value_17 as i32;
                        }
                        value_18 = (if true { self.st.slots[2216] as i64 } else { 0 })
                            .wrapping_add(87)
                            .min(1000000);
                        player_12 = 3;
                        if player_12 >= 1 && player_12 <= 3 {
                            self
                                .st
                                .slots[2195i64.wrapping_add(player_12.wrapping_mul(7))
                                as usize] = value_18 as i32;
                        }
                        value_19 = 1;
                        self.st.slots[2193] = value_19 as i32;
                        value_20 = 0;
                        self.st.slots[2194] = value_20 as i32;
                        value_21 = 0;
                        self.st.slots[2196] = value_21 as i32;
                        value_22 = 0;
                        self.st.slots[2198] = value_22 as i32;
                        value_23 = 0;
                        self.st.slots[2199] = value_23 as i32;
                        value_24 = 0;
                        player_13 = 1;
                        if player_13 >= 1 && player_13 <= 3 {
                            self
                                .st
                                .slots[2198i64.wrapping_add(player_13.wrapping_mul(7))
                                as usize] = value_24 as i32;
                        }
                        value_25 = 0;
                        player_14 = 1;
                        if player_14 >= 1 && player_14 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_14.wrapping_mul(7))
                                as usize] = value_25 as i32;
                        }
                        value_26 = 0;
                        player_15 = 1;
                        if player_15 >= 1 && player_15 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_15.wrapping_mul(7))
                                as usize] = value_26 as i32;
                        }
                        value_27 = 0;
                        player_16 = 2;
                        if player_16 >= 1 && player_16 <= 3 {
                            self
                                .st
                                .slots[2198i64.wrapping_add(player_16.wrapping_mul(7))
                                as usize] = value_27 as i32;
                        }
                        value_28 = 0;
                        player_17 = 2;
                        if player_17 >= 1 && player_17 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_17.wrapping_mul(7))
                                as usize] = value_28 as i32;
                        }
                        value_29 = 0;
                        player_18 = 2;
                        if player_18 >= 1 && player_18 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_18.wrapping_mul(7))
                                as usize] = value_29 as i32;
                        }
                        value_30 = 0;
                        player_19 = 3;
                        if player_19 >= 1 && player_19 <= 3 {
                            self
                                .st
                                .slots[2198i64.wrapping_add(player_19.wrapping_mul(7))
                                as usize] = value_30 as i32;
                        }
                        value_31 = 0;
                        player_20 = 3;
                        if player_20 >= 1 && player_20 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_20.wrapping_mul(7))
                                as usize] = value_31 as i32;
                        }
                        value_32 = 0;
                        player_21 = 3;
                        if player_21 >= 1 && player_21 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_21.wrapping_mul(7))
                                as usize] = value_32 as i32;
                        }
                        value_33 = if (if true { self.st.slots[2204] as i64 } else { 0 })
                            == 0
                        {
                            1
                        } else {
                            if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0 {
                                2
                            } else {
                                if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                {
                                    3
                                } else {
                                    1
                                }
                            }
                        };
                        self.st.slots[2191] = value_33 as i32;
                        self.st.slots[2237] = 1;
                        times_1 = 6;
                        for i_1 in 0..times_1 {
                            cse1 = if false {
                                -1
                            } else {
                                if self.zone_size(1, 52) == 0 {
                                    -1
                                } else {
                                    1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                }
                            };
                            entity_1 = if self.entity_field_0(cse1) != -1 {
                                cse1
                            } else {
                                -1
                            };
                            owner_2 = 1;
                            if (if owner_2 >= 1 && owner_2 <= 3 {
                                53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                            } else {
                                -1
                            }) != -1
                            {
                                self.move_to_zone(
                                    entity_1,
                                    if owner_2 >= 1 && owner_2 <= 3 {
                                        53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    },
                                    52,
                                );
                            }
                            cse2 = if false {
                                -1
                            } else {
                                if self.zone_size(1, 52) == 0 {
                                    -1
                                } else {
                                    1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                }
                            };
                            entity_2 = if self.entity_field_0(cse2) != -1 {
                                cse2
                            } else {
                                -1
                            };
                            owner_3 = 2;
                            if (if owner_3 >= 1 && owner_3 <= 3 {
                                53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                            } else {
                                -1
                            }) != -1
                            {
                                self.move_to_zone(
                                    entity_2,
                                    if owner_3 >= 1 && owner_3 <= 3 {
                                        53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    },
                                    52,
                                );
                            }
                            cse3 = if false {
                                -1
                            } else {
                                if self.zone_size(1, 52) == 0 {
                                    -1
                                } else {
                                    1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                }
                            };
                            entity_3 = if self.entity_field_0(cse3) != -1 {
                                cse3
                            } else {
                                -1
                            };
                            owner_4 = 3;
                            if (if owner_4 >= 1 && owner_4 <= 3 {
                                53i64.wrapping_add(owner_4.wrapping_sub(1).wrapping_mul(52))
                            } else {
                                -1
                            }) != -1
                            {
                                self.move_to_zone(
                                    entity_3,
                                    if owner_4 >= 1 && owner_4 <= 3 {
                                        53i64.wrapping_add(owner_4.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    },
                                    52,
                                );
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

    /// Kernel function `explore_2` (Legal).
    #[inline]
    pub fn explore_2(
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
        let mut value: i64 = 0;
        let mut value_1: i64 = 0;
        let mut value_2: i64 = 0;
        let mut value_3: i64 = 0;
        let mut value_4: i64 = 0;
        let mut value_5: i64 = 0;
        let mut value_6: i64 = 0;
        let mut value_7: i64 = 0;
        let mut value_8: i64 = 0;
        let mut value_9: i64 = 0;
        let mut value_10: i64 = 0;
        let mut value_11: i64 = 0;
        let mut player: i64 = 0;
        let mut value_12: i64 = 0;
        let mut player_1: i64 = 0;
        let mut value_13: i64 = 0;
        let mut player_2: i64 = 0;
        let mut value_14: i64 = 0;
        let mut player_3: i64 = 0;
        let mut value_15: i64 = 0;
        let mut player_4: i64 = 0;
        let mut value_16: i64 = 0;
        let mut player_5: i64 = 0;
        let mut value_17: i64 = 0;
        let mut player_6: i64 = 0;
        let mut value_18: i64 = 0;
        let mut player_7: i64 = 0;
        let mut value_19: i64 = 0;
        let mut player_8: i64 = 0;
        let mut value_20: i64 = 0;
        let mut times: i64 = 0;
        let mut entity: i64 = 0;
        let mut owner: i64 = 0;
        let mut entity_1: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut entity_2: i64 = 0;
        let mut owner_2: i64 = 0;
        let mut value_21: i64 = 0;
        let mut value_22: i64 = 0;
        let mut value_23: i64 = 0;
        let mut value_24: i64 = 0;
        let mut value_25: i64 = 0;
        let mut value_26: i64 = 0;
        let mut player_9: i64 = 0;
        let mut value_27: i64 = 0;
        let mut player_10: i64 = 0;
        let mut value_28: i64 = 0;
        let mut player_11: i64 = 0;
        let mut value_29: i64 = 0;
        let mut player_12: i64 = 0;
        let mut value_30: i64 = 0;
        let mut player_13: i64 = 0;
        let mut value_31: i64 = 0;
        let mut player_14: i64 = 0;
        let mut value_32: i64 = 0;
        let mut player_15: i64 = 0;
        let mut value_33: i64 = 0;
        let mut player_16: i64 = 0;
        let mut value_34: i64 = 0;
        let mut player_17: i64 = 0;
        let mut value_35: i64 = 0;
        let mut value_36: i64 = 0;
        let mut value_37: i64 = 0;
        let mut value_38: i64 = 0;
        let mut value_39: i64 = 0;
        let mut value_40: i64 = 0;
        let mut value_41: i64 = 0;
        let mut player_18: i64 = 0;
        let mut value_42: i64 = 0;
        let mut player_19: i64 = 0;
        let mut value_43: i64 = 0;
        let mut player_20: i64 = 0;
        let mut value_44: i64 = 0;
        let mut player_21: i64 = 0;
        let mut value_45: i64 = 0;
        let mut player_22: i64 = 0;
        let mut value_46: i64 = 0;
        let mut player_23: i64 = 0;
        let mut value_47: i64 = 0;
        let mut player_24: i64 = 0;
        let mut value_48: i64 = 0;
        let mut player_25: i64 = 0;
        let mut value_49: i64 = 0;
        let mut player_26: i64 = 0;
        let mut value_50: i64 = 0;
        let mut value_51: i64 = 0;
        let mut value_52: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
        let mut cse6: i64 = 0;
        let mut cse7: i64 = 0;
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 313 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(7) as usize] == -1 {
                continue;
            }
            ok = (start == -1 && in_chain == 0 && true) as i64;
            if ok == 0 {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..313 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 1 };
                    took = 0;
                    if (target == 0) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        value = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value as i32;
                        value_1 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_1 as i32;
                        value_2 = (self.st.slots[2194] as i64).wrapping_add(1);
                        self.st.slots[2194] = value_2 as i32;
                        cse0 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_3 = if (self.player_attr_2(cse0) == 0) as i64 != 0
                            && (self.player_attr_3(cse0) == 0) as i64 != 0
                        {
                            cse0
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse0 < 1 {
                                        -1
                                    } else {
                                        (if (cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse0 < 1 {
                                            -1
                                        } else {
                                            (if (cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse0
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse0
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse0 < 1 {
                                    -1
                                } else {
                                    (if (cse0
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_3 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse1 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_4 = if (self.player_attr_2(cse1) == 0) as i64 != 0
                                && (self.player_attr_3(cse1) == 0) as i64 != 0
                            {
                                cse1
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse1 < 1 {
                                            -1
                                        } else {
                                            (if (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse1 < 1 {
                                                -1
                                            } else {
                                                (if (cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse1
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse1
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse1 < 1 {
                                        -1
                                    } else {
                                        (if (cse1
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_4 as i32;
                            self.st.slots[2237] = 1;
                            value_5 = 0;
                            self.st.slots[2199] = value_5 as i32;
                        }
                        cse2 = ((if true { self.st.slots[2204] as i64 } else { 0 }) == 0)
                            as i64;
                        cse3 = ((if true { self.st.slots[2211] as i64 } else { 0 }) == 0)
                            as i64;
                        cse4 = ((if true { self.st.slots[2218] as i64 } else { 0 }) == 0)
                            as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse2 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse3 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse4 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_6 = 1;
                                self.st.slots[2193] = value_6 as i32;
                                value_7 = 0;
                                self.st.slots[2194] = value_7 as i32;
                                value_8 = 0;
                                self.st.slots[2196] = value_8 as i32;
                                value_9 = 0;
                                self.st.slots[2198] = value_9 as i32;
                                value_10 = 0;
                                self.st.slots[2199] = value_10 as i32;
                                value_11 = 0;
                                player = 1;
                                if player >= 1 && player <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player.wrapping_mul(7))
                                        as usize] = value_11 as i32;
                                }
                                value_12 = 0;
                                player_1 = 1;
                                if player_1 >= 1 && player_1 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_1.wrapping_mul(7))
                                        as usize] = value_12 as i32;
                                }
                                value_13 = 0;
                                player_2 = 1;
                                if player_2 >= 1 && player_2 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_2.wrapping_mul(7))
                                        as usize] = value_13 as i32;
                                }
                                value_14 = 0;
                                player_3 = 2;
                                if player_3 >= 1 && player_3 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_3.wrapping_mul(7))
                                        as usize] = value_14 as i32;
                                }
                                value_15 = 0;
                                player_4 = 2;
                                if player_4 >= 1 && player_4 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_4.wrapping_mul(7))
                                        as usize] = value_15 as i32;
                                }
                                value_16 = 0;
                                player_5 = 2;
                                if player_5 >= 1 && player_5 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_5.wrapping_mul(7))
                                        as usize] = value_16 as i32;
                                }
                                value_17 = 0;
                                player_6 = 3;
                                if player_6 >= 1 && player_6 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_6.wrapping_mul(7))
                                        as usize] = value_17 as i32;
                                }
                                value_18 = 0;
                                player_7 = 3;
                                if player_7 >= 1 && player_7 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_7.wrapping_mul(7))
                                        as usize] = value_18 as i32;
                                }
                                value_19 = 0;
                                player_8 = 3;
                                if player_8 >= 1 && player_8 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_8.wrapping_mul(7))
                                        as usize] = value_19 as i32;
                                }
                                value_20 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_20 as i32;
                                self.st.slots[2237] = 1;
                                times = 6;
                                for i in 0..times {
                                    cse5 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity = if self.entity_field_0(cse5) != -1 {
                                        cse5
                                    } else {
                                        -1
                                    };
                                    owner = 1;
                                    if (if owner >= 1 && owner <= 3 {
                                        53i64.wrapping_add(owner.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity,
                                            if owner >= 1 && owner <= 3 {
                                                53i64.wrapping_add(owner.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse6 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_1 = if self.entity_field_0(cse6) != -1 {
                                        cse6
                                    } else {
                                        -1
                                    };
                                    owner_1 = 2;
                                    if (if owner_1 >= 1 && owner_1 <= 3 {
                                        53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_1,
                                            if owner_1 >= 1 && owner_1 <= 3 {
                                                53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse7 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_2 = if self.entity_field_0(cse7) != -1 {
                                        cse7
                                    } else {
                                        -1
                                    };
                                    owner_2 = 3;
                                    if (if owner_2 >= 1 && owner_2 <= 3 {
                                        53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_2,
                                            if owner_2 >= 1 && owner_2 <= 3 {
                                                53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_21 = 2;
                                self.st.slots[2193] = value_21 as i32;
                                value_22 = 0;
                                self.st.slots[2194] = value_22 as i32;
                                value_23 = 0;
                                self.st.slots[2196] = value_23 as i32;
                                value_24 = 0;
                                self.st.slots[2198] = value_24 as i32;
                                value_25 = 0;
                                self.st.slots[2199] = value_25 as i32;
                                value_26 = 0;
                                player_9 = 1;
                                if player_9 >= 1 && player_9 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_9.wrapping_mul(7))
                                        as usize] = value_26 as i32;
                                }
                                value_27 = 0;
                                player_10 = 1;
                                if player_10 >= 1 && player_10 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_10.wrapping_mul(7))
                                        as usize] = value_27 as i32;
                                }
                                value_28 = 0;
                                player_11 = 1;
                                if player_11 >= 1 && player_11 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_11.wrapping_mul(7))
                                        as usize] = value_28 as i32;
                                }
                                value_29 = 0;
                                player_12 = 2;
                                if player_12 >= 1 && player_12 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_12.wrapping_mul(7))
                                        as usize] = value_29 as i32;
                                }
                                value_30 = 0;
                                player_13 = 2;
                                if player_13 >= 1 && player_13 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_13.wrapping_mul(7))
                                        as usize] = value_30 as i32;
                                }
                                value_31 = 0;
                                player_14 = 2;
                                if player_14 >= 1 && player_14 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_14.wrapping_mul(7))
                                        as usize] = value_31 as i32;
                                }
                                value_32 = 0;
                                player_15 = 3;
                                if player_15 >= 1 && player_15 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_15.wrapping_mul(7))
                                        as usize] = value_32 as i32;
                                }
                                value_33 = 0;
                                player_16 = 3;
                                if player_16 >= 1 && player_16 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_16.wrapping_mul(7))
                                        as usize] = value_33 as i32;
                                }
                                value_34 = 0;
                                player_17 = 3;
                                if player_17 >= 1 && player_17 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_17.wrapping_mul(7))
                                        as usize] = value_34 as i32;
                                }
                                value_35 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_35 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_36 = 3;
                                self.st.slots[2193] = value_36 as i32;
                                value_37 = 0;
                                self.st.slots[2194] = value_37 as i32;
                                value_38 = 0;
                                self.st.slots[2196] = value_38 as i32;
                                value_39 = 0;
                                self.st.slots[2198] = value_39 as i32;
                                value_40 = 0;
                                self.st.slots[2199] = value_40 as i32;
                                value_41 = 0;
                                player_18 = 1;
                                if player_18 >= 1 && player_18 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_18.wrapping_mul(7))
                                        as usize] = value_41 as i32;
                                }
                                value_42 = 0;
                                player_19 = 1;
                                if player_19 >= 1 && player_19 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_19.wrapping_mul(7))
                                        as usize] = value_42 as i32;
                                }
                                value_43 = 0;
                                player_20 = 1;
                                if player_20 >= 1 && player_20 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_20.wrapping_mul(7))
                                        as usize] = value_43 as i32;
                                }
                                value_44 = 0;
                                player_21 = 2;
                                if player_21 >= 1 && player_21 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_21.wrapping_mul(7))
                                        as usize] = value_44 as i32;
                                }
                                value_45 = 0;
                                player_22 = 2;
                                if player_22 >= 1 && player_22 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_22.wrapping_mul(7))
                                        as usize] = value_45 as i32;
                                }
                                value_46 = 0;
                                player_23 = 2;
                                if player_23 >= 1 && player_23 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_23.wrapping_mul(7))
                                        as usize] = value_46 as i32;
                                }
                                value_47 = 0;
                                player_24 = 3;
                                if player_24 >= 1 && player_24 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_24.wrapping_mul(7))
                                        as usize] = value_47 as i32;
                                }
                                value_48 = 0;
                                player_25 = 3;
                                if player_25 >= 1 && player_25 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_25.wrapping_mul(7))
                                        as usize] = value_48 as i32;
                                }
                                value_49 = 0;
                                player_26 = 3;
                                if player_26 >= 1 && player_26 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_26.wrapping_mul(7))
                                        as usize] = value_49 as i32;
                                }
                                value_50 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_50 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_51 = 4;
                                self.st.slots[2193] = value_51 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_52 = 4;
                            self.st.slots[2193] = value_52 as i32;
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

    /// Kernel function `explore_3` (Legal).
    #[inline]
    pub fn explore_3(
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
        let mut ok_2: i64 = 0;
        let mut entity: i64 = 0;
        let mut owner: i64 = 0;
        let mut value: i64 = 0;
        let mut value_1: i64 = 0;
        let mut value_2: i64 = 0;
        let mut value_3: i64 = 0;
        let mut value_4: i64 = 0;
        let mut value_5: i64 = 0;
        let mut value_6: i64 = 0;
        let mut value_7: i64 = 0;
        let mut value_8: i64 = 0;
        let mut value_9: i64 = 0;
        let mut value_10: i64 = 0;
        let mut value_11: i64 = 0;
        let mut player: i64 = 0;
        let mut value_12: i64 = 0;
        let mut player_1: i64 = 0;
        let mut value_13: i64 = 0;
        let mut player_2: i64 = 0;
        let mut value_14: i64 = 0;
        let mut player_3: i64 = 0;
        let mut value_15: i64 = 0;
        let mut player_4: i64 = 0;
        let mut value_16: i64 = 0;
        let mut player_5: i64 = 0;
        let mut value_17: i64 = 0;
        let mut player_6: i64 = 0;
        let mut value_18: i64 = 0;
        let mut player_7: i64 = 0;
        let mut value_19: i64 = 0;
        let mut player_8: i64 = 0;
        let mut value_20: i64 = 0;
        let mut times: i64 = 0;
        let mut entity_1: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut entity_2: i64 = 0;
        let mut owner_2: i64 = 0;
        let mut entity_3: i64 = 0;
        let mut owner_3: i64 = 0;
        let mut value_21: i64 = 0;
        let mut value_22: i64 = 0;
        let mut value_23: i64 = 0;
        let mut value_24: i64 = 0;
        let mut value_25: i64 = 0;
        let mut value_26: i64 = 0;
        let mut player_9: i64 = 0;
        let mut value_27: i64 = 0;
        let mut player_10: i64 = 0;
        let mut value_28: i64 = 0;
        let mut player_11: i64 = 0;
        let mut value_29: i64 = 0;
        let mut player_12: i64 = 0;
        let mut value_30: i64 = 0;
        let mut player_13: i64 = 0;
        let mut value_31: i64 = 0;
        let mut player_14: i64 = 0;
        let mut value_32: i64 = 0;
        let mut player_15: i64 = 0;
        let mut value_33: i64 = 0;
        let mut player_16: i64 = 0;
        let mut value_34: i64 = 0;
        let mut player_17: i64 = 0;
        let mut value_35: i64 = 0;
        let mut value_36: i64 = 0;
        let mut value_37: i64 = 0;
        let mut value_38: i64 = 0;
        let mut value_39: i64 = 0;
        let mut value_40: i64 = 0;
        let mut value_41: i64 = 0;
        let mut player_18: i64 = 0;
        let mut value_42: i64 = 0;
        let mut player_19: i64 = 0;
        let mut value_43: i64 = 0;
        let mut player_20: i64 = 0;
        let mut value_44: i64 = 0;
        let mut player_21: i64 = 0;
        let mut value_45: i64 = 0;
        let mut player_22: i64 = 0;
        let mut value_46: i64 = 0;
        let mut player_23: i64 = 0;
        let mut value_47: i64 = 0;
        let mut player_24: i64 = 0;
        let mut value_48: i64 = 0;
        let mut player_25: i64 = 0;
        let mut value_49: i64 = 0;
        let mut player_26: i64 = 0;
        let mut value_50: i64 = 0;
        let mut value_51: i64 = 0;
        let mut value_52: i64 = 0;
        let mut value_53: i64 = 0;
        let mut player_27: i64 = 0;
        let mut entity_4: i64 = 0;
        let mut owner_4: i64 = 0;
        let mut value_54: i64 = 0;
        let mut value_55: i64 = 0;
        let mut value_56: i64 = 0;
        let mut value_57: i64 = 0;
        let mut value_58: i64 = 0;
        let mut value_59: i64 = 0;
        let mut value_60: i64 = 0;
        let mut value_61: i64 = 0;
        let mut value_62: i64 = 0;
        let mut value_63: i64 = 0;
        let mut value_64: i64 = 0;
        let mut value_65: i64 = 0;
        let mut player_28: i64 = 0;
        let mut value_66: i64 = 0;
        let mut player_29: i64 = 0;
        let mut value_67: i64 = 0;
        let mut player_30: i64 = 0;
        let mut value_68: i64 = 0;
        let mut player_31: i64 = 0;
        let mut value_69: i64 = 0;
        let mut player_32: i64 = 0;
        let mut value_70: i64 = 0;
        let mut player_33: i64 = 0;
        let mut value_71: i64 = 0;
        let mut player_34: i64 = 0;
        let mut value_72: i64 = 0;
        let mut player_35: i64 = 0;
        let mut value_73: i64 = 0;
        let mut player_36: i64 = 0;
        let mut value_74: i64 = 0;
        let mut times_1: i64 = 0;
        let mut entity_5: i64 = 0;
        let mut owner_5: i64 = 0;
        let mut entity_6: i64 = 0;
        let mut owner_6: i64 = 0;
        let mut entity_7: i64 = 0;
        let mut owner_7: i64 = 0;
        let mut value_75: i64 = 0;
        let mut value_76: i64 = 0;
        let mut value_77: i64 = 0;
        let mut value_78: i64 = 0;
        let mut value_79: i64 = 0;
        let mut value_80: i64 = 0;
        let mut player_37: i64 = 0;
        let mut value_81: i64 = 0;
        let mut player_38: i64 = 0;
        let mut value_82: i64 = 0;
        let mut player_39: i64 = 0;
        let mut value_83: i64 = 0;
        let mut player_40: i64 = 0;
        let mut value_84: i64 = 0;
        let mut player_41: i64 = 0;
        let mut value_85: i64 = 0;
        let mut player_42: i64 = 0;
        let mut value_86: i64 = 0;
        let mut player_43: i64 = 0;
        let mut value_87: i64 = 0;
        let mut player_44: i64 = 0;
        let mut value_88: i64 = 0;
        let mut player_45: i64 = 0;
        let mut value_89: i64 = 0;
        let mut value_90: i64 = 0;
        let mut value_91: i64 = 0;
        let mut value_92: i64 = 0;
        let mut value_93: i64 = 0;
        let mut value_94: i64 = 0;
        let mut value_95: i64 = 0;
        let mut player_46: i64 = 0;
        let mut value_96: i64 = 0;
        let mut player_47: i64 = 0;
        let mut value_97: i64 = 0;
        let mut player_48: i64 = 0;
        let mut value_98: i64 = 0;
        let mut player_49: i64 = 0;
        let mut value_99: i64 = 0;
        let mut player_50: i64 = 0;
        let mut value_100: i64 = 0;
        let mut player_51: i64 = 0;
        let mut value_101: i64 = 0;
        let mut player_52: i64 = 0;
        let mut value_102: i64 = 0;
        let mut player_53: i64 = 0;
        let mut value_103: i64 = 0;
        let mut player_54: i64 = 0;
        let mut value_104: i64 = 0;
        let mut value_105: i64 = 0;
        let mut value_106: i64 = 0;
        let mut value_107: i64 = 0;
        let mut value_108: i64 = 0;
        let mut value_109: i64 = 0;
        let mut value_110: i64 = 0;
        let mut value_111: i64 = 0;
        let mut value_112: i64 = 0;
        let mut value_113: i64 = 0;
        let mut value_114: i64 = 0;
        let mut value_115: i64 = 0;
        let mut value_116: i64 = 0;
        let mut value_117: i64 = 0;
        let mut value_118: i64 = 0;
        let mut player_55: i64 = 0;
        let mut value_119: i64 = 0;
        let mut player_56: i64 = 0;
        let mut value_120: i64 = 0;
        let mut player_57: i64 = 0;
        let mut value_121: i64 = 0;
        let mut player_58: i64 = 0;
        let mut value_122: i64 = 0;
        let mut player_59: i64 = 0;
        let mut value_123: i64 = 0;
        let mut player_60: i64 = 0;
        let mut value_124: i64 = 0;
        let mut player_61: i64 = 0;
        let mut value_125: i64 = 0;
        let mut player_62: i64 = 0;
        let mut value_126: i64 = 0;
        let mut player_63: i64 = 0;
        let mut value_127: i64 = 0;
        let mut times_2: i64 = 0;
        let mut entity_8: i64 = 0;
        let mut owner_8: i64 = 0;
        let mut entity_9: i64 = 0;
        let mut owner_9: i64 = 0;
        let mut entity_10: i64 = 0;
        let mut owner_10: i64 = 0;
        let mut value_128: i64 = 0;
        let mut value_129: i64 = 0;
        let mut value_130: i64 = 0;
        let mut value_131: i64 = 0;
        let mut value_132: i64 = 0;
        let mut value_133: i64 = 0;
        let mut player_64: i64 = 0;
        let mut value_134: i64 = 0;
        let mut player_65: i64 = 0;
        let mut value_135: i64 = 0;
        let mut player_66: i64 = 0;
        let mut value_136: i64 = 0;
        let mut player_67: i64 = 0;
        let mut value_137: i64 = 0;
        let mut player_68: i64 = 0;
        let mut value_138: i64 = 0;
        let mut player_69: i64 = 0;
        let mut value_139: i64 = 0;
        let mut player_70: i64 = 0;
        let mut value_140: i64 = 0;
        let mut player_71: i64 = 0;
        let mut value_141: i64 = 0;
        let mut player_72: i64 = 0;
        let mut value_142: i64 = 0;
        let mut value_143: i64 = 0;
        let mut value_144: i64 = 0;
        let mut value_145: i64 = 0;
        let mut value_146: i64 = 0;
        let mut value_147: i64 = 0;
        let mut value_148: i64 = 0;
        let mut player_73: i64 = 0;
        let mut value_149: i64 = 0;
        let mut player_74: i64 = 0;
        let mut value_150: i64 = 0;
        let mut player_75: i64 = 0;
        let mut value_151: i64 = 0;
        let mut player_76: i64 = 0;
        let mut value_152: i64 = 0;
        let mut player_77: i64 = 0;
        let mut value_153: i64 = 0;
        let mut player_78: i64 = 0;
        let mut value_154: i64 = 0;
        let mut player_79: i64 = 0;
        let mut value_155: i64 = 0;
        let mut player_80: i64 = 0;
        let mut value_156: i64 = 0;
        let mut player_81: i64 = 0;
        let mut value_157: i64 = 0;
        let mut value_158: i64 = 0;
        let mut value_159: i64 = 0;
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
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 313 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(7) as usize] == -1 {
                continue;
            }
            ok = (start != -1 && in_chain == 0
                && (((if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                    53i64
                        .wrapping_add(
                            (self.st.slots[2191] as i64).wrapping_sub(1).wrapping_mul(52),
                        )
                } else {
                    -1
                }) != -1
                    && (start
                        >= (if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                            53i64
                                .wrapping_add(
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_mul(52),
                                )
                        } else {
                            -1
                        })
                        && start
                            < (if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                                53i64
                                    .wrapping_add(
                                        (self.st.slots[2191] as i64)
                                            .wrapping_sub(1)
                                            .wrapping_mul(52),
                                    )
                            } else {
                                -1
                            })
                                .wrapping_add(52))) as i64 != 0
                    && (((if false { 0 } else { self.zone_size(209, 52) }) > 0) as i64
                        != 0
                        && ((if self.st.slots[start.wrapping_mul(7) as usize] != -1 {
                            self.st.slots[start.wrapping_mul(7).wrapping_add(4) as usize]
                                as i64
                        } else {
                            0
                        })
                            >= self
                                .entity_field_4(
                                    if self
                                        .entity_field_0(
                                            if false {
                                                -1
                                            } else {
                                                if self.zone_size(209, 52) == 0 {
                                                    -1
                                                } else {
                                                    209i64.wrapping_add(self.zone_size(209, 52)).wrapping_sub(1)
                                                }
                                            },
                                        ) != -1
                                    {
                                        if false {
                                            -1
                                        } else {
                                            if self.zone_size(209, 52) == 0 {
                                                -1
                                            } else {
                                                209i64.wrapping_add(self.zone_size(209, 52)).wrapping_sub(1)
                                            }
                                        }
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0) as i64 != 0)) as i64;
            ok_1 = (start != -1 && in_chain == 0
                && (((if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                    53i64
                        .wrapping_add(
                            (self.st.slots[2191] as i64).wrapping_sub(1).wrapping_mul(52),
                        )
                } else {
                    -1
                }) != -1
                    && (start
                        >= (if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                            53i64
                                .wrapping_add(
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_mul(52),
                                )
                        } else {
                            -1
                        })
                        && start
                            < (if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                                53i64
                                    .wrapping_add(
                                        (self.st.slots[2191] as i64)
                                            .wrapping_sub(1)
                                            .wrapping_mul(52),
                                    )
                            } else {
                                -1
                            })
                                .wrapping_add(52))) as i64 != 0
                    && (((if false { 0 } else { self.zone_size(261, 52) }) > 0) as i64
                        != 0
                        && ((if self.st.slots[start.wrapping_mul(7) as usize] != -1 {
                            self.st.slots[start.wrapping_mul(7).wrapping_add(2) as usize]
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
                                                if self.zone_size(261, 52) == 0 {
                                                    -1
                                                } else {
                                                    261i64.wrapping_add(self.zone_size(261, 52)).wrapping_sub(1)
                                                }
                                            },
                                        ) != -1
                                    {
                                        if false {
                                            -1
                                        } else {
                                            if self.zone_size(261, 52) == 0 {
                                                -1
                                            } else {
                                                261i64.wrapping_add(self.zone_size(261, 52)).wrapping_sub(1)
                                            }
                                        }
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0) as i64 != 0
                    && ((if (self.player_attr_4(self.st.slots[2191] as i64) / 4 % 2) < 0
                    {
                        (self.player_attr_4(self.st.slots[2191] as i64) / 4 % 2)
                            .wrapping_add(2)
                    } else {
                        self.player_attr_4(self.st.slots[2191] as i64) / 4 % 2
                    }) == 0) as i64 != 0)) as i64;
            ok_2 = (start == -1 && in_chain == 0 && true) as i64;
            if !(ok != 0 || ok_1 != 0 || ok_2 != 0) {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..313 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 3 };
                    took = 0;
                    if (target == 209) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        entity = if self.st.slots[start.wrapping_mul(7) as usize] != -1 {
                            start
                        } else {
                            -1
                        };
                        owner = -1;
                        if true {
                            self.move_to_zone(entity, 209, 52);
                        }
                        value = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value as i32;
                        value_1 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_1 as i32;
                        value_2 = 0;
                        self.st.slots[2194] = value_2 as i32;
                        cse0 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_3 = if (self.player_attr_2(cse0) == 0) as i64 != 0
                            && (self.player_attr_3(cse0) == 0) as i64 != 0
                        {
                            cse0
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse0 < 1 {
                                        -1
                                    } else {
                                        (if (cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse0 < 1 {
                                            -1
                                        } else {
                                            (if (cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse0
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse0
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse0 < 1 {
                                    -1
                                } else {
                                    (if (cse0
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_3 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse1 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_4 = if (self.player_attr_2(cse1) == 0) as i64 != 0
                                && (self.player_attr_3(cse1) == 0) as i64 != 0
                            {
                                cse1
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse1 < 1 {
                                            -1
                                        } else {
                                            (if (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse1 < 1 {
                                                -1
                                            } else {
                                                (if (cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse1
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse1
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse1 < 1 {
                                        -1
                                    } else {
                                        (if (cse1
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_4 as i32;
                            self.st.slots[2237] = 1;
                            value_5 = 0;
                            self.st.slots[2199] = value_5 as i32;
                        }
                        cse2 = ((if true { self.st.slots[2204] as i64 } else { 0 }) == 0)
                            as i64;
                        cse3 = ((if true { self.st.slots[2211] as i64 } else { 0 }) == 0)
                            as i64;
                        cse4 = ((if true { self.st.slots[2218] as i64 } else { 0 }) == 0)
                            as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse2 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse3 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse4 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_6 = 1;
                                self.st.slots[2193] = value_6 as i32;
                                value_7 = 0;
                                self.st.slots[2194] = value_7 as i32;
                                value_8 = 0;
                                self.st.slots[2196] = value_8 as i32;
                                value_9 = 0;
                                self.st.slots[2198] = value_9 as i32;
                                value_10 = 0;
                                self.st.slots[2199] = value_10 as i32;
                                value_11 = 0;
                                player = 1;
                                if player >= 1 && player <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player.wrapping_mul(7))
                                        as usize] = value_11 as i32;
                                }
                                value_12 = 0;
                                player_1 = 1;
                                if player_1 >= 1 && player_1 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_1.wrapping_mul(7))
                                        as usize] = value_12 as i32;
                                }
                                value_13 = 0;
                                player_2 = 1;
                                if player_2 >= 1 && player_2 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_2.wrapping_mul(7))
                                        as usize] = value_13 as i32;
                                }
                                value_14 = 0;
                                player_3 = 2;
                                if player_3 >= 1 && player_3 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_3.wrapping_mul(7))
                                        as usize] = value_14 as i32;
                                }
                                value_15 = 0;
                                player_4 = 2;
                                if player_4 >= 1 && player_4 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_4.wrapping_mul(7))
                                        as usize] = value_15 as i32;
                                }
                                value_16 = 0;
                                player_5 = 2;
                                if player_5 >= 1 && player_5 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_5.wrapping_mul(7))
                                        as usize] = value_16 as i32;
                                }
                                value_17 = 0;
                                player_6 = 3;
                                if player_6 >= 1 && player_6 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_6.wrapping_mul(7))
                                        as usize] = value_17 as i32;
                                }
                                value_18 = 0;
                                player_7 = 3;
                                if player_7 >= 1 && player_7 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_7.wrapping_mul(7))
                                        as usize] = value_18 as i32;
                                }
                                value_19 = 0;
                                player_8 = 3;
                                if player_8 >= 1 && player_8 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_8.wrapping_mul(7))
                                        as usize] = value_19 as i32;
                                }
                                value_20 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_20 as i32;
                                self.st.slots[2237] = 1;
                                times = 6;
                                for i in 0..times {
                                    cse5 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_1 = if self.entity_field_0(cse5) != -1 {
                                        cse5
                                    } else {
                                        -1
                                    };
                                    owner_1 = 1;
                                    if (if owner_1 >= 1 && owner_1 <= 3 {
                                        53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_1,
                                            if owner_1 >= 1 && owner_1 <= 3 {
                                                53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse6 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_2 = if self.entity_field_0(cse6) != -1 {
                                        cse6
                                    } else {
                                        -1
                                    };
                                    owner_2 = 2;
                                    if (if owner_2 >= 1 && owner_2 <= 3 {
                                        53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_2,
                                            if owner_2 >= 1 && owner_2 <= 3 {
                                                53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse7 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_3 = if self.entity_field_0(cse7) != -1 {
                                        cse7
                                    } else {
                                        -1
                                    };
                                    owner_3 = 3;
                                    if (if owner_3 >= 1 && owner_3 <= 3 {
                                        53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_3,
                                            if owner_3 >= 1 && owner_3 <= 3 {
                                                53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_21 = 2;
                                self.st.slots[2193] = value_21 as i32;
                                value_22 = 0;
                                self.st.slots[2194] = value_22 as i32;
                                value_23 = 0;
                                self.st.slots[2196] = value_23 as i32;
                                value_24 = 0;
                                self.st.slots[2198] = value_24 as i32;
                                value_25 = 0;
                                self.st.slots[2199] = value_25 as i32;
                                value_26 = 0;
                                player_9 = 1;
                                if player_9 >= 1 && player_9 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_9.wrapping_mul(7))
                                        as usize] = value_26 as i32;
                                }
                                value_27 = 0;
                                player_10 = 1;
                                if player_10 >= 1 && player_10 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_10.wrapping_mul(7))
                                        as usize] = value_27 as i32;
                                }
                                value_28 = 0;
                                player_11 = 1;
                                if player_11 >= 1 && player_11 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_11.wrapping_mul(7))
                                        as usize] = value_28 as i32;
                                }
                                value_29 = 0;
                                player_12 = 2;
                                if player_12 >= 1 && player_12 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_12.wrapping_mul(7))
                                        as usize] = value_29 as i32;
                                }
                                value_30 = 0;
                                player_13 = 2;
                                if player_13 >= 1 && player_13 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_13.wrapping_mul(7))
                                        as usize] = value_30 as i32;
                                }
                                value_31 = 0;
                                player_14 = 2;
                                if player_14 >= 1 && player_14 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_14.wrapping_mul(7))
                                        as usize] = value_31 as i32;
                                }
                                value_32 = 0;
                                player_15 = 3;
                                if player_15 >= 1 && player_15 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_15.wrapping_mul(7))
                                        as usize] = value_32 as i32;
                                }
                                value_33 = 0;
                                player_16 = 3;
                                if player_16 >= 1 && player_16 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_16.wrapping_mul(7))
                                        as usize] = value_33 as i32;
                                }
                                value_34 = 0;
                                player_17 = 3;
                                if player_17 >= 1 && player_17 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_17.wrapping_mul(7))
                                        as usize] = value_34 as i32;
                                }
                                value_35 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_35 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_36 = 3;
                                self.st.slots[2193] = value_36 as i32;
                                value_37 = 0;
                                self.st.slots[2194] = value_37 as i32;
                                value_38 = 0;
                                self.st.slots[2196] = value_38 as i32;
                                value_39 = 0;
                                self.st.slots[2198] = value_39 as i32;
                                value_40 = 0;
                                self.st.slots[2199] = value_40 as i32;
                                value_41 = 0;
                                player_18 = 1;
                                if player_18 >= 1 && player_18 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_18.wrapping_mul(7))
                                        as usize] = value_41 as i32;
                                }
                                value_42 = 0;
                                player_19 = 1;
                                if player_19 >= 1 && player_19 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_19.wrapping_mul(7))
                                        as usize] = value_42 as i32;
                                }
                                value_43 = 0;
                                player_20 = 1;
                                if player_20 >= 1 && player_20 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_20.wrapping_mul(7))
                                        as usize] = value_43 as i32;
                                }
                                value_44 = 0;
                                player_21 = 2;
                                if player_21 >= 1 && player_21 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_21.wrapping_mul(7))
                                        as usize] = value_44 as i32;
                                }
                                value_45 = 0;
                                player_22 = 2;
                                if player_22 >= 1 && player_22 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_22.wrapping_mul(7))
                                        as usize] = value_45 as i32;
                                }
                                value_46 = 0;
                                player_23 = 2;
                                if player_23 >= 1 && player_23 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_23.wrapping_mul(7))
                                        as usize] = value_46 as i32;
                                }
                                value_47 = 0;
                                player_24 = 3;
                                if player_24 >= 1 && player_24 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_24.wrapping_mul(7))
                                        as usize] = value_47 as i32;
                                }
                                value_48 = 0;
                                player_25 = 3;
                                if player_25 >= 1 && player_25 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_25.wrapping_mul(7))
                                        as usize] = value_48 as i32;
                                }
                                value_49 = 0;
                                player_26 = 3;
                                if player_26 >= 1 && player_26 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_26.wrapping_mul(7))
                                        as usize] = value_49 as i32;
                                }
                                value_50 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_50 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_51 = 4;
                                self.st.slots[2193] = value_51 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_52 = 4;
                            self.st.slots[2193] = value_52 as i32;
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
                    fa = if in_chain != 0 { first } else { 4 };
                    took = 0;
                    if (target == 261) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        value_53 = self
                            .player_attr_4(self.st.slots[2191] as i64)
                            .wrapping_add(4);
                        player_27 = self.st.slots[2191] as i64;
                        if player_27 >= 1 && player_27 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_27.wrapping_mul(7))
                                as usize] = value_53 as i32;
                        }
                        entity_4 = if self.st.slots[start.wrapping_mul(7) as usize] != -1
                        {
                            start
                        } else {
                            -1
                        };
                        owner_4 = -1;
                        if true {
                            self.move_to_zone(entity_4, 261, 52);
                        }
                        value_54 = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value_54 as i32;
                        value_55 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_55 as i32;
                        value_56 = 0;
                        self.st.slots[2194] = value_56 as i32;
                        cse8 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_57 = if (self.player_attr_2(cse8) == 0) as i64 != 0
                            && (self.player_attr_3(cse8) == 0) as i64 != 0
                        {
                            cse8
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse8 < 1 {
                                        -1
                                    } else {
                                        (if (cse8
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse8
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse8
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse8 < 1 {
                                            -1
                                        } else {
                                            (if (cse8
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse8
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse8
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse8 < 1 {
                                    -1
                                } else {
                                    (if (cse8
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse8
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse8
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_57 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse9 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_58 = if (self.player_attr_2(cse9) == 0) as i64 != 0
                                && (self.player_attr_3(cse9) == 0) as i64 != 0
                            {
                                cse9
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse9 < 1 {
                                            -1
                                        } else {
                                            (if (cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse9 < 1 {
                                                -1
                                            } else {
                                                (if (cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse9
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse9
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse9 < 1 {
                                        -1
                                    } else {
                                        (if (cse9
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_58 as i32;
                            self.st.slots[2237] = 1;
                            value_59 = 0;
                            self.st.slots[2199] = value_59 as i32;
                        }
                        cse10 = ((if true { self.st.slots[2204] as i64 } else { 0 })
                            == 0) as i64;
                        cse11 = ((if true { self.st.slots[2211] as i64 } else { 0 })
                            == 0) as i64;
                        cse12 = ((if true { self.st.slots[2218] as i64 } else { 0 })
                            == 0) as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse10 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse11 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse12 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_60 = 1;
                                self.st.slots[2193] = value_60 as i32;
                                value_61 = 0;
                                self.st.slots[2194] = value_61 as i32;
                                value_62 = 0;
                                self.st.slots[2196] = value_62 as i32;
                                value_63 = 0;
                                self.st.slots[2198] = value_63 as i32;
                                value_64 = 0;
                                self.st.slots[2199] = value_64 as i32;
                                value_65 = 0;
                                player_28 = 1;
                                if player_28 >= 1 && player_28 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_28.wrapping_mul(7))
                                        as usize] = value_65 as i32;
                                }
                                value_66 = 0;
                                player_29 = 1;
                                if player_29 >= 1 && player_29 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_29.wrapping_mul(7))
                                        as usize] = value_66 as i32;
                                }
                                value_67 = 0;
                                player_30 = 1;
                                if player_30 >= 1 && player_30 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_30.wrapping_mul(7))
                                        as usize] = value_67 as i32;
                                }
                                value_68 = 0;
                                player_31 = 2;
                                if player_31 >= 1 && player_31 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_31.wrapping_mul(7))
                                        as usize] = value_68 as i32;
                                }
                                value_69 = 0;
                                player_32 = 2;
                                if player_32 >= 1 && player_32 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_32.wrapping_mul(7))
                                        as usize] = value_69 as i32;
                                }
                                value_70 = 0;
                                player_33 = 2;
                                if player_33 >= 1 && player_33 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_33.wrapping_mul(7))
                                        as usize] = value_70 as i32;
                                }
                                value_71 = 0;
                                player_34 = 3;
                                if player_34 >= 1 && player_34 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_34.wrapping_mul(7))
                                        as usize] = value_71 as i32;
                                }
                                value_72 = 0;
                                player_35 = 3;
                                if player_35 >= 1 && player_35 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_35.wrapping_mul(7))
                                        as usize] = value_72 as i32;
                                }
                                value_73 = 0;
                                player_36 = 3;
                                if player_36 >= 1 && player_36 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_36.wrapping_mul(7))
                                        as usize] = value_73 as i32;
                                }
                                value_74 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_74 as i32;
                                self.st.slots[2237] = 1;
                                times_1 = 6;
                                for i_1 in 0..times_1 {
                                    cse13 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_5 = if self.entity_field_0(cse13) != -1 {
                                        cse13
                                    } else {
                                        -1
                                    };
                                    owner_5 = 1;
                                    if (if owner_5 >= 1 && owner_5 <= 3 {
                                        53i64.wrapping_add(owner_5.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_5,
                                            if owner_5 >= 1 && owner_5 <= 3 {
                                                53i64.wrapping_add(owner_5.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse14 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_6 = if self.entity_field_0(cse14) != -1 {
                                        cse14
                                    } else {
                                        -1
                                    };
                                    owner_6 = 2;
                                    if (if owner_6 >= 1 && owner_6 <= 3 {
                                        53i64.wrapping_add(owner_6.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_6,
                                            if owner_6 >= 1 && owner_6 <= 3 {
                                                53i64.wrapping_add(owner_6.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse15 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_7 = if self.entity_field_0(cse15) != -1 {
                                        cse15
                                    } else {
                                        -1
                                    };
                                    owner_7 = 3;
                                    if (if owner_7 >= 1 && owner_7 <= 3 {
                                        53i64.wrapping_add(owner_7.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_7,
                                            if owner_7 >= 1 && owner_7 <= 3 {
                                                53i64.wrapping_add(owner_7.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_75 = 2;
                                self.st.slots[2193] = value_75 as i32;
                                value_76 = 0;
                                self.st.slots[2194] = value_76 as i32;
                                value_77 = 0;
                                self.st.slots[2196] = value_77 as i32;
                                value_78 = 0;
                                self.st.slots[2198] = value_78 as i32;
                                value_79 = 0;
                                self.st.slots[2199] = value_79 as i32;
                                value_80 = 0;
                                player_37 = 1;
                                if player_37 >= 1 && player_37 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_37.wrapping_mul(7))
                                        as usize] = value_80 as i32;
                                }
                                value_81 = 0;
                                player_38 = 1;
                                if player_38 >= 1 && player_38 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_38.wrapping_mul(7))
                                        as usize] = value_81 as i32;
                                }
                                value_82 = 0;
                                player_39 = 1;
                                if player_39 >= 1 && player_39 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_39.wrapping_mul(7))
                                        as usize] = value_82 as i32;
                                }
                                value_83 = 0;
                                player_40 = 2;
                                if player_40 >= 1 && player_40 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_40.wrapping_mul(7))
                                        as usize] = value_83 as i32;
                                }
                                value_84 = 0;
                                player_41 = 2;
                                if player_41 >= 1 && player_41 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_41.wrapping_mul(7))
                                        as usize] = value_84 as i32;
                                }
                                value_85 = 0;
                                player_42 = 2;
                                if player_42 >= 1 && player_42 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_42.wrapping_mul(7))
                                        as usize] = value_85 as i32;
                                }
                                value_86 = 0;
                                player_43 = 3;
                                if player_43 >= 1 && player_43 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_43.wrapping_mul(7))
                                        as usize] = value_86 as i32;
                                }
                                value_87 = 0;
                                player_44 = 3;
                                if player_44 >= 1 && player_44 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_44.wrapping_mul(7))
                                        as usize] = value_87 as i32;
                                }
                                value_88 = 0;
                                player_45 = 3;
                                if player_45 >= 1 && player_45 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_45.wrapping_mul(7))
                                        as usize] = value_88 as i32;
                                }
                                value_89 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_89 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_90 = 3;
                                self.st.slots[2193] = value_90 as i32;
                                value_91 = 0;
                                self.st.slots[2194] = value_91 as i32;
                                value_92 = 0;
                                self.st.slots[2196] = value_92 as i32;
                                value_93 = 0;
                                self.st.slots[2198] = value_93 as i32;
                                value_94 = 0;
                                self.st.slots[2199] = value_94 as i32;
                                value_95 = 0;
                                player_46 = 1;
                                if player_46 >= 1 && player_46 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_46.wrapping_mul(7))
                                        as usize] = value_95 as i32;
                                }
                                value_96 = 0;
                                player_47 = 1;
                                if player_47 >= 1 && player_47 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_47.wrapping_mul(7))
                                        as usize] = value_96 as i32;
                                }
                                value_97 = 0;
                                player_48 = 1;
                                if player_48 >= 1 && player_48 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_48.wrapping_mul(7))
                                        as usize] = value_97 as i32;
                                }
                                value_98 = 0;
                                player_49 = 2;
                                if player_49 >= 1 && player_49 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_49.wrapping_mul(7))
                                        as usize] = value_98 as i32;
                                }
                                value_99 = 0;
                                player_50 = 2;
                                if player_50 >= 1 && player_50 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_50.wrapping_mul(7))
                                        as usize] = value_99 as i32;
                                }
                                value_100 = 0;
                                player_51 = 2;
                                if player_51 >= 1 && player_51 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_51.wrapping_mul(7))
                                        as usize] = value_100 as i32;
                                }
                                value_101 = 0;
                                player_52 = 3;
                                if player_52 >= 1 && player_52 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_52.wrapping_mul(7))
                                        as usize] = value_101 as i32;
                                }
                                value_102 = 0;
                                player_53 = 3;
                                if player_53 >= 1 && player_53 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_53.wrapping_mul(7))
                                        as usize] = value_102 as i32;
                                }
                                value_103 = 0;
                                player_54 = 3;
                                if player_54 >= 1 && player_54 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_54.wrapping_mul(7))
                                        as usize] = value_103 as i32;
                                }
                                value_104 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_104 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_105 = 4;
                                self.st.slots[2193] = value_105 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_106 = 4;
                            self.st.slots[2193] = value_106 as i32;
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
                if done == 0 && ok_2 != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 1 };
                    took = 0;
                    if (target == 0) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        value_107 = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value_107 as i32;
                        value_108 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_108 as i32;
                        value_109 = (self.st.slots[2194] as i64).wrapping_add(1);
                        self.st.slots[2194] = value_109 as i32;
                        cse16 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_110 = if (self.player_attr_2(cse16) == 0) as i64 != 0
                            && (self.player_attr_3(cse16) == 0) as i64 != 0
                        {
                            cse16
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse16 < 1 {
                                        -1
                                    } else {
                                        (if (cse16
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse16
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse16
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse16 < 1 {
                                            -1
                                        } else {
                                            (if (cse16
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse16
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse16
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse16 < 1 {
                                    -1
                                } else {
                                    (if (cse16
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse16
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse16
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_110 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse17 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_111 = if (self.player_attr_2(cse17) == 0) as i64 != 0
                                && (self.player_attr_3(cse17) == 0) as i64 != 0
                            {
                                cse17
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse17 < 1 {
                                            -1
                                        } else {
                                            (if (cse17
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse17
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse17
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse17 < 1 {
                                                -1
                                            } else {
                                                (if (cse17
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse17
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse17
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse17 < 1 {
                                        -1
                                    } else {
                                        (if (cse17
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse17
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse17
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_111 as i32;
                            self.st.slots[2237] = 1;
                            value_112 = 0;
                            self.st.slots[2199] = value_112 as i32;
                        }
                        cse18 = ((if true { self.st.slots[2204] as i64 } else { 0 })
                            == 0) as i64;
                        cse19 = ((if true { self.st.slots[2211] as i64 } else { 0 })
                            == 0) as i64;
                        cse20 = ((if true { self.st.slots[2218] as i64 } else { 0 })
                            == 0) as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse18 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse19 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse20 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_113 = 1;
                                self.st.slots[2193] = value_113 as i32;
                                value_114 = 0;
                                self.st.slots[2194] = value_114 as i32;
                                value_115 = 0;
                                self.st.slots[2196] = value_115 as i32;
                                value_116 = 0;
                                self.st.slots[2198] = value_116 as i32;
                                value_117 = 0;
                                self.st.slots[2199] = value_117 as i32;
                                value_118 = 0;
                                player_55 = 1;
                                if player_55 >= 1 && player_55 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_55.wrapping_mul(7))
                                        as usize] = value_118 as i32;
                                }
                                value_119 = 0;
                                player_56 = 1;
                                if player_56 >= 1 && player_56 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_56.wrapping_mul(7))
                                        as usize] = value_119 as i32;
                                }
                                value_120 = 0;
                                player_57 = 1;
                                if player_57 >= 1 && player_57 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_57.wrapping_mul(7))
                                        as usize] = value_120 as i32;
                                }
                                value_121 = 0;
                                player_58 = 2;
                                if player_58 >= 1 && player_58 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_58.wrapping_mul(7))
                                        as usize] = value_121 as i32;
                                }
                                value_122 = 0;
                                player_59 = 2;
                                if player_59 >= 1 && player_59 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_59.wrapping_mul(7))
                                        as usize] = value_122 as i32;
                                }
                                value_123 = 0;
                                player_60 = 2;
                                if player_60 >= 1 && player_60 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_60.wrapping_mul(7))
                                        as usize] = value_123 as i32;
                                }
                                value_124 = 0;
                                player_61 = 3;
                                if player_61 >= 1 && player_61 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_61.wrapping_mul(7))
                                        as usize] = value_124 as i32;
                                }
                                value_125 = 0;
                                player_62 = 3;
                                if player_62 >= 1 && player_62 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_62.wrapping_mul(7))
                                        as usize] = value_125 as i32;
                                }
                                value_126 = 0;
                                player_63 = 3;
                                if player_63 >= 1 && player_63 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_63.wrapping_mul(7))
                                        as usize] = value_126 as i32;
                                }
                                value_127 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_127 as i32;
                                self.st.slots[2237] = 1;
                                times_2 = 6;
                                for i_2 in 0..times_2 {
                                    cse21 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_8 = if self.entity_field_0(cse21) != -1 {
                                        cse21
                                    } else {
                                        -1
                                    };
                                    owner_8 = 1;
                                    if (if owner_8 >= 1 && owner_8 <= 3 {
                                        53i64.wrapping_add(owner_8.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_8,
                                            if owner_8 >= 1 && owner_8 <= 3 {
                                                53i64.wrapping_add(owner_8.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse22 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_9 = if self.entity_field_0(cse22) != -1 {
                                        cse22
                                    } else {
                                        -1
                                    };
                                    owner_9 = 2;
                                    if (if owner_9 >= 1 && owner_9 <= 3 {
                                        53i64.wrapping_add(owner_9.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_9,
                                            if owner_9 >= 1 && owner_9 <= 3 {
                                                53i64.wrapping_add(owner_9.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse23 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_10 = if self.entity_field_0(cse23) != -1 {
                                        cse23
                                    } else {
                                        -1
                                    };
                                    owner_10 = 3;
                                    if (if owner_10 >= 1 && owner_10 <= 3 {
                                        53i64
                                            .wrapping_add(owner_10.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_10,
                                            if owner_10 >= 1 && owner_10 <= 3 {
                                                53i64
                                                    .wrapping_add(owner_10.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_128 = 2;
                                self.st.slots[2193] = value_128 as i32;
                                value_129 = 0;
                                self.st.slots[2194] = value_129 as i32;
                                value_130 = 0;
                                self.st.slots[2196] = value_130 as i32;
                                value_131 = 0;
                                self.st.slots[2198] = value_131 as i32;
                                value_132 = 0;
                                self.st.slots[2199] = value_132 as i32;
                                value_133 = 0;
                                player_64 = 1;
                                if player_64 >= 1 && player_64 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_64.wrapping_mul(7))
                                        as usize] = value_133 as i32;
                                }
                                value_134 = 0;
                                player_65 = 1;
                                if player_65 >= 1 && player_65 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_65.wrapping_mul(7))
                                        as usize] = value_134 as i32;
                                }
                                value_135 = 0;
                                player_66 = 1;
                                if player_66 >= 1 && player_66 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_66.wrapping_mul(7))
                                        as usize] = value_135 as i32;
                                }
                                value_136 = 0;
                                player_67 = 2;
                                if player_67 >= 1 && player_67 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_67.wrapping_mul(7))
                                        as usize] = value_136 as i32;
                                }
                                value_137 = 0;
                                player_68 = 2;
                                if player_68 >= 1 && player_68 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_68.wrapping_mul(7))
                                        as usize] = value_137 as i32;
                                }
                                value_138 = 0;
                                player_69 = 2;
                                if player_69 >= 1 && player_69 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_69.wrapping_mul(7))
                                        as usize] = value_138 as i32;
                                }
                                value_139 = 0;
                                player_70 = 3;
                                if player_70 >= 1 && player_70 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_70.wrapping_mul(7))
                                        as usize] = value_139 as i32;
                                }
                                value_140 = 0;
                                player_71 = 3;
                                if player_71 >= 1 && player_71 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_71.wrapping_mul(7))
                                        as usize] = value_140 as i32;
                                }
                                value_141 = 0;
                                player_72 = 3;
                                if player_72 >= 1 && player_72 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_72.wrapping_mul(7))
                                        as usize] = value_141 as i32;
                                }
                                value_142 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_142 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_143 = 3;
                                self.st.slots[2193] = value_143 as i32;
                                value_144 = 0;
                                self.st.slots[2194] = value_144 as i32;
                                value_145 = 0;
                                self.st.slots[2196] = value_145 as i32;
                                value_146 = 0;
                                self.st.slots[2198] = value_146 as i32;
                                value_147 = 0;
                                self.st.slots[2199] = value_147 as i32;
                                value_148 = 0;
                                player_73 = 1;
                                if player_73 >= 1 && player_73 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_73.wrapping_mul(7))
                                        as usize] = value_148 as i32;
                                }
                                value_149 = 0;
                                player_74 = 1;
                                if player_74 >= 1 && player_74 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_74.wrapping_mul(7))
                                        as usize] = value_149 as i32;
                                }
                                value_150 = 0;
                                player_75 = 1;
                                if player_75 >= 1 && player_75 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_75.wrapping_mul(7))
                                        as usize] = value_150 as i32;
                                }
                                value_151 = 0;
                                player_76 = 2;
                                if player_76 >= 1 && player_76 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_76.wrapping_mul(7))
                                        as usize] = value_151 as i32;
                                }
                                value_152 = 0;
                                player_77 = 2;
                                if player_77 >= 1 && player_77 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_77.wrapping_mul(7))
                                        as usize] = value_152 as i32;
                                }
                                value_153 = 0;
                                player_78 = 2;
                                if player_78 >= 1 && player_78 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_78.wrapping_mul(7))
                                        as usize] = value_153 as i32;
                                }
                                value_154 = 0;
                                player_79 = 3;
                                if player_79 >= 1 && player_79 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_79.wrapping_mul(7))
                                        as usize] = value_154 as i32;
                                }
                                value_155 = 0;
                                player_80 = 3;
                                if player_80 >= 1 && player_80 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_80.wrapping_mul(7))
                                        as usize] = value_155 as i32;
                                }
                                value_156 = 0;
                                player_81 = 3;
                                if player_81 >= 1 && player_81 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_81.wrapping_mul(7))
                                        as usize] = value_156 as i32;
                                }
                                value_157 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_157 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_158 = 4;
                                self.st.slots[2193] = value_158 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_159 = 4;
                            self.st.slots[2193] = value_159 as i32;
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

    /// Kernel function `explore_4` (Legal).
    #[inline]
    pub fn explore_4(
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
        let mut player: i64 = 0;
        let mut value_2: i64 = 0;
        let mut player_1: i64 = 0;
        let mut value_3: i64 = 0;
        let mut value_4: i64 = 0;
        let mut entity: i64 = 0;
        let mut owner: i64 = 0;
        let mut value_5: i64 = 0;
        let mut value_6: i64 = 0;
        let mut value_7: i64 = 0;
        let mut value_8: i64 = 0;
        let mut value_9: i64 = 0;
        let mut value_10: i64 = 0;
        let mut value_11: i64 = 0;
        let mut value_12: i64 = 0;
        let mut value_13: i64 = 0;
        let mut value_14: i64 = 0;
        let mut value_15: i64 = 0;
        let mut value_16: i64 = 0;
        let mut player_2: i64 = 0;
        let mut value_17: i64 = 0;
        let mut player_3: i64 = 0;
        let mut value_18: i64 = 0;
        let mut player_4: i64 = 0;
        let mut value_19: i64 = 0;
        let mut player_5: i64 = 0;
        let mut value_20: i64 = 0;
        let mut player_6: i64 = 0;
        let mut value_21: i64 = 0;
        let mut player_7: i64 = 0;
        let mut value_22: i64 = 0;
        let mut player_8: i64 = 0;
        let mut value_23: i64 = 0;
        let mut player_9: i64 = 0;
        let mut value_24: i64 = 0;
        let mut player_10: i64 = 0;
        let mut value_25: i64 = 0;
        let mut times: i64 = 0;
        let mut entity_1: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut entity_2: i64 = 0;
        let mut owner_2: i64 = 0;
        let mut entity_3: i64 = 0;
        let mut owner_3: i64 = 0;
        let mut value_26: i64 = 0;
        let mut value_27: i64 = 0;
        let mut value_28: i64 = 0;
        let mut value_29: i64 = 0;
        let mut value_30: i64 = 0;
        let mut value_31: i64 = 0;
        let mut player_11: i64 = 0;
        let mut value_32: i64 = 0;
        let mut player_12: i64 = 0;
        let mut value_33: i64 = 0;
        let mut player_13: i64 = 0;
        let mut value_34: i64 = 0;
        let mut player_14: i64 = 0;
        let mut value_35: i64 = 0;
        let mut player_15: i64 = 0;
        let mut value_36: i64 = 0;
        let mut player_16: i64 = 0;
        let mut value_37: i64 = 0;
        let mut player_17: i64 = 0;
        let mut value_38: i64 = 0;
        let mut player_18: i64 = 0;
        let mut value_39: i64 = 0;
        let mut player_19: i64 = 0;
        let mut value_40: i64 = 0;
        let mut value_41: i64 = 0;
        let mut value_42: i64 = 0;
        let mut value_43: i64 = 0;
        let mut value_44: i64 = 0;
        let mut value_45: i64 = 0;
        let mut value_46: i64 = 0;
        let mut player_20: i64 = 0;
        let mut value_47: i64 = 0;
        let mut player_21: i64 = 0;
        let mut value_48: i64 = 0;
        let mut player_22: i64 = 0;
        let mut value_49: i64 = 0;
        let mut player_23: i64 = 0;
        let mut value_50: i64 = 0;
        let mut player_24: i64 = 0;
        let mut value_51: i64 = 0;
        let mut player_25: i64 = 0;
        let mut value_52: i64 = 0;
        let mut player_26: i64 = 0;
        let mut value_53: i64 = 0;
        let mut player_27: i64 = 0;
        let mut value_54: i64 = 0;
        let mut player_28: i64 = 0;
        let mut value_55: i64 = 0;
        let mut value_56: i64 = 0;
        let mut value_57: i64 = 0;
        let mut value_58: i64 = 0;
        let mut value_59: i64 = 0;
        let mut value_60: i64 = 0;
        let mut value_61: i64 = 0;
        let mut value_62: i64 = 0;
        let mut value_63: i64 = 0;
        let mut value_64: i64 = 0;
        let mut value_65: i64 = 0;
        let mut value_66: i64 = 0;
        let mut value_67: i64 = 0;
        let mut value_68: i64 = 0;
        let mut value_69: i64 = 0;
        let mut player_29: i64 = 0;
        let mut value_70: i64 = 0;
        let mut player_30: i64 = 0;
        let mut value_71: i64 = 0;
        let mut player_31: i64 = 0;
        let mut value_72: i64 = 0;
        let mut player_32: i64 = 0;
        let mut value_73: i64 = 0;
        let mut player_33: i64 = 0;
        let mut value_74: i64 = 0;
        let mut player_34: i64 = 0;
        let mut value_75: i64 = 0;
        let mut player_35: i64 = 0;
        let mut value_76: i64 = 0;
        let mut player_36: i64 = 0;
        let mut value_77: i64 = 0;
        let mut player_37: i64 = 0;
        let mut value_78: i64 = 0;
        let mut times_1: i64 = 0;
        let mut entity_4: i64 = 0;
        let mut owner_4: i64 = 0;
        let mut entity_5: i64 = 0;
        let mut owner_5: i64 = 0;
        let mut entity_6: i64 = 0;
        let mut owner_6: i64 = 0;
        let mut value_79: i64 = 0;
        let mut value_80: i64 = 0;
        let mut value_81: i64 = 0;
        let mut value_82: i64 = 0;
        let mut value_83: i64 = 0;
        let mut value_84: i64 = 0;
        let mut player_38: i64 = 0;
        let mut value_85: i64 = 0;
        let mut player_39: i64 = 0;
        let mut value_86: i64 = 0;
        let mut player_40: i64 = 0;
        let mut value_87: i64 = 0;
        let mut player_41: i64 = 0;
        let mut value_88: i64 = 0;
        let mut player_42: i64 = 0;
        let mut value_89: i64 = 0;
        let mut player_43: i64 = 0;
        let mut value_90: i64 = 0;
        let mut player_44: i64 = 0;
        let mut value_91: i64 = 0;
        let mut player_45: i64 = 0;
        let mut value_92: i64 = 0;
        let mut player_46: i64 = 0;
        let mut value_93: i64 = 0;
        let mut value_94: i64 = 0;
        let mut value_95: i64 = 0;
        let mut value_96: i64 = 0;
        let mut value_97: i64 = 0;
        let mut value_98: i64 = 0;
        let mut value_99: i64 = 0;
        let mut player_47: i64 = 0;
        let mut value_100: i64 = 0;
        let mut player_48: i64 = 0;
        let mut value_101: i64 = 0;
        let mut player_49: i64 = 0;
        let mut value_102: i64 = 0;
        let mut player_50: i64 = 0;
        let mut value_103: i64 = 0;
        let mut player_51: i64 = 0;
        let mut value_104: i64 = 0;
        let mut player_52: i64 = 0;
        let mut value_105: i64 = 0;
        let mut player_53: i64 = 0;
        let mut value_106: i64 = 0;
        let mut player_54: i64 = 0;
        let mut value_107: i64 = 0;
        let mut player_55: i64 = 0;
        let mut value_108: i64 = 0;
        let mut value_109: i64 = 0;
        let mut value_110: i64 = 0;
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
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 313 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(7) as usize] == -1 {
                continue;
            }
            ok = (start != -1 && in_chain == 0
                && (((if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                    53i64
                        .wrapping_add(
                            (self.st.slots[2191] as i64).wrapping_sub(1).wrapping_mul(52),
                        )
                } else {
                    -1
                }) != -1
                    && (start
                        >= (if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                            53i64
                                .wrapping_add(
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_mul(52),
                                )
                        } else {
                            -1
                        })
                        && start
                            < (if self.st.slots[2191] >= 1 && self.st.slots[2191] <= 3 {
                                53i64
                                    .wrapping_add(
                                        (self.st.slots[2191] as i64)
                                            .wrapping_sub(1)
                                            .wrapping_mul(52),
                                    )
                            } else {
                                -1
                            })
                                .wrapping_add(52))) as i64 != 0
                    && (((if false { 0 } else { self.zone_size(209, 52) }) > 0) as i64
                        != 0
                        && ((if self.st.slots[start.wrapping_mul(7) as usize] != -1 {
                            self.st.slots[start.wrapping_mul(7).wrapping_add(4) as usize]
                                as i64
                        } else {
                            0
                        })
                            > self
                                .entity_field_4(
                                    if self
                                        .entity_field_0(
                                            if false {
                                                -1
                                            } else {
                                                if self.zone_size(209, 52) == 0 {
                                                    -1
                                                } else {
                                                    209i64.wrapping_add(self.zone_size(209, 52)).wrapping_sub(1)
                                                }
                                            },
                                        ) != -1
                                    {
                                        if false {
                                            -1
                                        } else {
                                            if self.zone_size(209, 52) == 0 {
                                                -1
                                            } else {
                                                209i64.wrapping_add(self.zone_size(209, 52)).wrapping_sub(1)
                                            }
                                        }
                                    } else {
                                        -1
                                    },
                                )) as i64 != 0) as i64 != 0)) as i64;
            ok_1 = (start == -1 && in_chain == 0 && true) as i64;
            if !(ok != 0 || ok_1 != 0) {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..313 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 5 };
                    took = 0;
                    if (target == 209) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        value = 994i64
                            .min(self.player_attr_0(self.st.slots[2191] as i64));
                        self.st.slots[2201] = value as i32;
                        value_1 = self
                            .player_attr_0(self.st.slots[2191] as i64)
                            .wrapping_sub(self.st.slots[2201] as i64);
                        player = self.st.slots[2191] as i64;
                        if player >= 1 && player <= 3 {
                            self
                                .st
                                .slots[2195i64.wrapping_add(player.wrapping_mul(7))
                                as usize] = value_1 as i32;
                        }
                        value_2 = self
                            .player_attr_1(self.st.slots[2191] as i64)
                            .wrapping_add(self.st.slots[2201] as i64);
                        player_1 = self.st.slots[2191] as i64;
                        if player_1 >= 1 && player_1 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_1.wrapping_mul(7))
                                as usize] = value_2 as i32;
                        }
                        value_3 = (self.st.slots[2197] as i64)
                            .wrapping_add(self.st.slots[2201] as i64)
                            .min(8000000);
                        self.st.slots[2197] = value_3 as i32;
                        value_4 = (self.st.slots[2198] as i64)
                            .max(self.player_attr_1(self.st.slots[2191] as i64));
                        self.st.slots[2198] = value_4 as i32;
                        entity = if self.st.slots[start.wrapping_mul(7) as usize] != -1 {
                            start
                        } else {
                            -1
                        };
                        owner = -1;
                        if true {
                            self.move_to_zone(entity, 209, 52);
                        }
                        value_5 = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value_5 as i32;
                        value_6 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_6 as i32;
                        value_7 = 0;
                        self.st.slots[2194] = value_7 as i32;
                        cse0 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_8 = if (self.player_attr_2(cse0) == 0) as i64 != 0
                            && (self.player_attr_3(cse0) == 0) as i64 != 0
                        {
                            cse0
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse0 < 1 {
                                        -1
                                    } else {
                                        (if (cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse0 < 1 {
                                            -1
                                        } else {
                                            (if (cse0
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse0
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse0
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse0 < 1 {
                                    -1
                                } else {
                                    (if (cse0
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse0
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_8 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse1 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_9 = if (self.player_attr_2(cse1) == 0) as i64 != 0
                                && (self.player_attr_3(cse1) == 0) as i64 != 0
                            {
                                cse1
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse1 < 1 {
                                            -1
                                        } else {
                                            (if (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse1 < 1 {
                                                -1
                                            } else {
                                                (if (cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse1
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse1
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse1 < 1 {
                                        -1
                                    } else {
                                        (if (cse1
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_9 as i32;
                            self.st.slots[2237] = 1;
                            value_10 = 0;
                            self.st.slots[2199] = value_10 as i32;
                        }
                        cse2 = ((if true { self.st.slots[2204] as i64 } else { 0 }) == 0)
                            as i64;
                        cse3 = ((if true { self.st.slots[2211] as i64 } else { 0 }) == 0)
                            as i64;
                        cse4 = ((if true { self.st.slots[2218] as i64 } else { 0 }) == 0)
                            as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse2 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse3 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse4 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_11 = 1;
                                self.st.slots[2193] = value_11 as i32;
                                value_12 = 0;
                                self.st.slots[2194] = value_12 as i32;
                                value_13 = 0;
                                self.st.slots[2196] = value_13 as i32;
                                value_14 = 0;
                                self.st.slots[2198] = value_14 as i32;
                                value_15 = 0;
                                self.st.slots[2199] = value_15 as i32;
                                value_16 = 0;
                                player_2 = 1;
                                if player_2 >= 1 && player_2 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_2.wrapping_mul(7))
                                        as usize] = value_16 as i32;
                                }
                                value_17 = 0;
                                player_3 = 1;
                                if player_3 >= 1 && player_3 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_3.wrapping_mul(7))
                                        as usize] = value_17 as i32;
                                }
                                value_18 = 0;
                                player_4 = 1;
                                if player_4 >= 1 && player_4 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_4.wrapping_mul(7))
                                        as usize] = value_18 as i32;
                                }
                                value_19 = 0;
                                player_5 = 2;
                                if player_5 >= 1 && player_5 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_5.wrapping_mul(7))
                                        as usize] = value_19 as i32;
                                }
                                value_20 = 0;
                                player_6 = 2;
                                if player_6 >= 1 && player_6 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_6.wrapping_mul(7))
                                        as usize] = value_20 as i32;
                                }
                                value_21 = 0;
                                player_7 = 2;
                                if player_7 >= 1 && player_7 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_7.wrapping_mul(7))
                                        as usize] = value_21 as i32;
                                }
                                value_22 = 0;
                                player_8 = 3;
                                if player_8 >= 1 && player_8 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_8.wrapping_mul(7))
                                        as usize] = value_22 as i32;
                                }
                                value_23 = 0;
                                player_9 = 3;
                                if player_9 >= 1 && player_9 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_9.wrapping_mul(7))
                                        as usize] = value_23 as i32;
                                }
                                value_24 = 0;
                                player_10 = 3;
                                if player_10 >= 1 && player_10 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_10.wrapping_mul(7))
                                        as usize] = value_24 as i32;
                                }
                                value_25 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_25 as i32;
                                self.st.slots[2237] = 1;
                                times = 6;
                                for i in 0..times {
                                    cse5 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_1 = if self.entity_field_0(cse5) != -1 {
                                        cse5
                                    } else {
                                        -1
                                    };
                                    owner_1 = 1;
                                    if (if owner_1 >= 1 && owner_1 <= 3 {
                                        53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_1,
                                            if owner_1 >= 1 && owner_1 <= 3 {
                                                53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse6 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_2 = if self.entity_field_0(cse6) != -1 {
                                        cse6
                                    } else {
                                        -1
                                    };
                                    owner_2 = 2;
                                    if (if owner_2 >= 1 && owner_2 <= 3 {
                                        53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_2,
                                            if owner_2 >= 1 && owner_2 <= 3 {
                                                53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse7 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_3 = if self.entity_field_0(cse7) != -1 {
                                        cse7
                                    } else {
                                        -1
                                    };
                                    owner_3 = 3;
                                    if (if owner_3 >= 1 && owner_3 <= 3 {
                                        53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_3,
                                            if owner_3 >= 1 && owner_3 <= 3 {
                                                53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_26 = 2;
                                self.st.slots[2193] = value_26 as i32;
                                value_27 = 0;
                                self.st.slots[2194] = value_27 as i32;
                                value_28 = 0;
                                self.st.slots[2196] = value_28 as i32;
                                value_29 = 0;
                                self.st.slots[2198] = value_29 as i32;
                                value_30 = 0;
                                self.st.slots[2199] = value_30 as i32;
                                value_31 = 0;
                                player_11 = 1;
                                if player_11 >= 1 && player_11 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_11.wrapping_mul(7))
                                        as usize] = value_31 as i32;
                                }
                                value_32 = 0;
                                player_12 = 1;
                                if player_12 >= 1 && player_12 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_12.wrapping_mul(7))
                                        as usize] = value_32 as i32;
                                }
                                value_33 = 0;
                                player_13 = 1;
                                if player_13 >= 1 && player_13 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_13.wrapping_mul(7))
                                        as usize] = value_33 as i32;
                                }
                                value_34 = 0;
                                player_14 = 2;
                                if player_14 >= 1 && player_14 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_14.wrapping_mul(7))
                                        as usize] = value_34 as i32;
                                }
                                value_35 = 0;
                                player_15 = 2;
                                if player_15 >= 1 && player_15 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_15.wrapping_mul(7))
                                        as usize] = value_35 as i32;
                                }
                                value_36 = 0;
                                player_16 = 2;
                                if player_16 >= 1 && player_16 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_16.wrapping_mul(7))
                                        as usize] = value_36 as i32;
                                }
                                value_37 = 0;
                                player_17 = 3;
                                if player_17 >= 1 && player_17 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_17.wrapping_mul(7))
                                        as usize] = value_37 as i32;
                                }
                                value_38 = 0;
                                player_18 = 3;
                                if player_18 >= 1 && player_18 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_18.wrapping_mul(7))
                                        as usize] = value_38 as i32;
                                }
                                value_39 = 0;
                                player_19 = 3;
                                if player_19 >= 1 && player_19 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_19.wrapping_mul(7))
                                        as usize] = value_39 as i32;
                                }
                                value_40 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_40 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_41 = 3;
                                self.st.slots[2193] = value_41 as i32;
                                value_42 = 0;
                                self.st.slots[2194] = value_42 as i32;
                                value_43 = 0;
                                self.st.slots[2196] = value_43 as i32;
                                value_44 = 0;
                                self.st.slots[2198] = value_44 as i32;
                                value_45 = 0;
                                self.st.slots[2199] = value_45 as i32;
                                value_46 = 0;
                                player_20 = 1;
                                if player_20 >= 1 && player_20 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_20.wrapping_mul(7))
                                        as usize] = value_46 as i32;
                                }
                                value_47 = 0;
                                player_21 = 1;
                                if player_21 >= 1 && player_21 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_21.wrapping_mul(7))
                                        as usize] = value_47 as i32;
                                }
                                value_48 = 0;
                                player_22 = 1;
                                if player_22 >= 1 && player_22 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_22.wrapping_mul(7))
                                        as usize] = value_48 as i32;
                                }
                                value_49 = 0;
                                player_23 = 2;
                                if player_23 >= 1 && player_23 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_23.wrapping_mul(7))
                                        as usize] = value_49 as i32;
                                }
                                value_50 = 0;
                                player_24 = 2;
                                if player_24 >= 1 && player_24 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_24.wrapping_mul(7))
                                        as usize] = value_50 as i32;
                                }
                                value_51 = 0;
                                player_25 = 2;
                                if player_25 >= 1 && player_25 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_25.wrapping_mul(7))
                                        as usize] = value_51 as i32;
                                }
                                value_52 = 0;
                                player_26 = 3;
                                if player_26 >= 1 && player_26 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_26.wrapping_mul(7))
                                        as usize] = value_52 as i32;
                                }
                                value_53 = 0;
                                player_27 = 3;
                                if player_27 >= 1 && player_27 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_27.wrapping_mul(7))
                                        as usize] = value_53 as i32;
                                }
                                value_54 = 0;
                                player_28 = 3;
                                if player_28 >= 1 && player_28 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_28.wrapping_mul(7))
                                        as usize] = value_54 as i32;
                                }
                                value_55 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_55 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_56 = 4;
                                self.st.slots[2193] = value_56 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_57 = 4;
                            self.st.slots[2193] = value_57 as i32;
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
                    if (target == 0) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        value_58 = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value_58 as i32;
                        value_59 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_59 as i32;
                        value_60 = (self.st.slots[2194] as i64).wrapping_add(1);
                        self.st.slots[2194] = value_60 as i32;
                        cse8 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_61 = if (self.player_attr_2(cse8) == 0) as i64 != 0
                            && (self.player_attr_3(cse8) == 0) as i64 != 0
                        {
                            cse8
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse8 < 1 {
                                        -1
                                    } else {
                                        (if (cse8
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse8
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse8
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse8 < 1 {
                                            -1
                                        } else {
                                            (if (cse8
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse8
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse8
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse8 < 1 {
                                    -1
                                } else {
                                    (if (cse8
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse8
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse8
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_61 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse9 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_62 = if (self.player_attr_2(cse9) == 0) as i64 != 0
                                && (self.player_attr_3(cse9) == 0) as i64 != 0
                            {
                                cse9
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse9 < 1 {
                                            -1
                                        } else {
                                            (if (cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse9 < 1 {
                                                -1
                                            } else {
                                                (if (cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse9
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse9
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse9 < 1 {
                                        -1
                                    } else {
                                        (if (cse9
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_62 as i32;
                            self.st.slots[2237] = 1;
                            value_63 = 0;
                            self.st.slots[2199] = value_63 as i32;
                        }
                        cse10 = ((if true { self.st.slots[2204] as i64 } else { 0 })
                            == 0) as i64;
                        cse11 = ((if true { self.st.slots[2211] as i64 } else { 0 })
                            == 0) as i64;
                        cse12 = ((if true { self.st.slots[2218] as i64 } else { 0 })
                            == 0) as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse10 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse11 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse12 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_64 = 1;
                                self.st.slots[2193] = value_64 as i32;
                                value_65 = 0;
                                self.st.slots[2194] = value_65 as i32;
                                value_66 = 0;
                                self.st.slots[2196] = value_66 as i32;
                                value_67 = 0;
                                self.st.slots[2198] = value_67 as i32;
                                value_68 = 0;
                                self.st.slots[2199] = value_68 as i32;
                                value_69 = 0;
                                player_29 = 1;
                                if player_29 >= 1 && player_29 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_29.wrapping_mul(7))
                                        as usize] = value_69 as i32;
                                }
                                value_70 = 0;
                                player_30 = 1;
                                if player_30 >= 1 && player_30 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_30.wrapping_mul(7))
                                        as usize] = value_70 as i32;
                                }
                                value_71 = 0;
                                player_31 = 1;
                                if player_31 >= 1 && player_31 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_31.wrapping_mul(7))
                                        as usize] = value_71 as i32;
                                }
                                value_72 = 0;
                                player_32 = 2;
                                if player_32 >= 1 && player_32 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_32.wrapping_mul(7))
                                        as usize] = value_72 as i32;
                                }
                                value_73 = 0;
                                player_33 = 2;
                                if player_33 >= 1 && player_33 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_33.wrapping_mul(7))
                                        as usize] = value_73 as i32;
                                }
                                value_74 = 0;
                                player_34 = 2;
                                if player_34 >= 1 && player_34 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_34.wrapping_mul(7))
                                        as usize] = value_74 as i32;
                                }
                                value_75 = 0;
                                player_35 = 3;
                                if player_35 >= 1 && player_35 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_35.wrapping_mul(7))
                                        as usize] = value_75 as i32;
                                }
                                value_76 = 0;
                                player_36 = 3;
                                if player_36 >= 1 && player_36 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_36.wrapping_mul(7))
                                        as usize] = value_76 as i32;
                                }
                                value_77 = 0;
                                player_37 = 3;
                                if player_37 >= 1 && player_37 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_37.wrapping_mul(7))
                                        as usize] = value_77 as i32;
                                }
                                value_78 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_78 as i32;
                                self.st.slots[2237] = 1;
                                times_1 = 6;
                                for i_1 in 0..times_1 {
                                    cse13 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_4 = if self.entity_field_0(cse13) != -1 {
                                        cse13
                                    } else {
                                        -1
                                    };
                                    owner_4 = 1;
                                    if (if owner_4 >= 1 && owner_4 <= 3 {
                                        53i64.wrapping_add(owner_4.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_4,
                                            if owner_4 >= 1 && owner_4 <= 3 {
                                                53i64.wrapping_add(owner_4.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse14 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_5 = if self.entity_field_0(cse14) != -1 {
                                        cse14
                                    } else {
                                        -1
                                    };
                                    owner_5 = 2;
                                    if (if owner_5 >= 1 && owner_5 <= 3 {
                                        53i64.wrapping_add(owner_5.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_5,
                                            if owner_5 >= 1 && owner_5 <= 3 {
                                                53i64.wrapping_add(owner_5.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse15 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_6 = if self.entity_field_0(cse15) != -1 {
                                        cse15
                                    } else {
                                        -1
                                    };
                                    owner_6 = 3;
                                    if (if owner_6 >= 1 && owner_6 <= 3 {
                                        53i64.wrapping_add(owner_6.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_6,
                                            if owner_6 >= 1 && owner_6 <= 3 {
                                                53i64.wrapping_add(owner_6.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_79 = 2;
                                self.st.slots[2193] = value_79 as i32;
                                value_80 = 0;
                                self.st.slots[2194] = value_80 as i32;
                                value_81 = 0;
                                self.st.slots[2196] = value_81 as i32;
                                value_82 = 0;
                                self.st.slots[2198] = value_82 as i32;
                                value_83 = 0;
                                self.st.slots[2199] = value_83 as i32;
                                value_84 = 0;
                                player_38 = 1;
                                if player_38 >= 1 && player_38 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_38.wrapping_mul(7))
                                        as usize] = value_84 as i32;
                                }
                                value_85 = 0;
                                player_39 = 1;
                                if player_39 >= 1 && player_39 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_39.wrapping_mul(7))
                                        as usize] = value_85 as i32;
                                }
                                value_86 = 0;
                                player_40 = 1;
                                if player_40 >= 1 && player_40 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_40.wrapping_mul(7))
                                        as usize] = value_86 as i32;
                                }
                                value_87 = 0;
                                player_41 = 2;
                                if player_41 >= 1 && player_41 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_41.wrapping_mul(7))
                                        as usize] = value_87 as i32;
                                }
                                value_88 = 0;
                                player_42 = 2;
                                if player_42 >= 1 && player_42 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_42.wrapping_mul(7))
                                        as usize] = value_88 as i32;
                                }
                                value_89 = 0;
                                player_43 = 2;
                                if player_43 >= 1 && player_43 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_43.wrapping_mul(7))
                                        as usize] = value_89 as i32;
                                }
                                value_90 = 0;
                                player_44 = 3;
                                if player_44 >= 1 && player_44 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_44.wrapping_mul(7))
                                        as usize] = value_90 as i32;
                                }
                                value_91 = 0;
                                player_45 = 3;
                                if player_45 >= 1 && player_45 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_45.wrapping_mul(7))
                                        as usize] = value_91 as i32;
                                }
                                value_92 = 0;
                                player_46 = 3;
                                if player_46 >= 1 && player_46 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_46.wrapping_mul(7))
                                        as usize] = value_92 as i32;
                                }
                                value_93 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_93 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_94 = 3;
                                self.st.slots[2193] = value_94 as i32;
                                value_95 = 0;
                                self.st.slots[2194] = value_95 as i32;
                                value_96 = 0;
                                self.st.slots[2196] = value_96 as i32;
                                value_97 = 0;
                                self.st.slots[2198] = value_97 as i32;
                                value_98 = 0;
                                self.st.slots[2199] = value_98 as i32;
                                value_99 = 0;
                                player_47 = 1;
                                if player_47 >= 1 && player_47 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_47.wrapping_mul(7))
                                        as usize] = value_99 as i32;
                                }
                                value_100 = 0;
                                player_48 = 1;
                                if player_48 >= 1 && player_48 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_48.wrapping_mul(7))
                                        as usize] = value_100 as i32;
                                }
                                value_101 = 0;
                                player_49 = 1;
                                if player_49 >= 1 && player_49 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_49.wrapping_mul(7))
                                        as usize] = value_101 as i32;
                                }
                                value_102 = 0;
                                player_50 = 2;
                                if player_50 >= 1 && player_50 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_50.wrapping_mul(7))
                                        as usize] = value_102 as i32;
                                }
                                value_103 = 0;
                                player_51 = 2;
                                if player_51 >= 1 && player_51 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_51.wrapping_mul(7))
                                        as usize] = value_103 as i32;
                                }
                                value_104 = 0;
                                player_52 = 2;
                                if player_52 >= 1 && player_52 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_52.wrapping_mul(7))
                                        as usize] = value_104 as i32;
                                }
                                value_105 = 0;
                                player_53 = 3;
                                if player_53 >= 1 && player_53 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_53.wrapping_mul(7))
                                        as usize] = value_105 as i32;
                                }
                                value_106 = 0;
                                player_54 = 3;
                                if player_54 >= 1 && player_54 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_54.wrapping_mul(7))
                                        as usize] = value_106 as i32;
                                }
                                value_107 = 0;
                                player_55 = 3;
                                if player_55 >= 1 && player_55 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_55.wrapping_mul(7))
                                        as usize] = value_107 as i32;
                                }
                                value_108 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_108 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_109 = 4;
                                self.st.slots[2193] = value_109 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_110 = 4;
                            self.st.slots[2193] = value_110 as i32;
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

    /// Kernel function `explore_5` (Legal).
    #[inline]
    pub fn explore_5(
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
        let mut player: i64 = 0;
        let mut value_2: i64 = 0;
        let mut player_1: i64 = 0;
        let mut value_3: i64 = 0;
        let mut value_4: i64 = 0;
        let mut value_5: i64 = 0;
        let mut player_2: i64 = 0;
        let mut value_6: i64 = 0;
        let mut value_7: i64 = 0;
        let mut value_8: i64 = 0;
        let mut value_9: i64 = 0;
        let mut value_10: i64 = 0;
        let mut value_11: i64 = 0;
        let mut value_12: i64 = 0;
        let mut value_13: i64 = 0;
        let mut value_14: i64 = 0;
        let mut value_15: i64 = 0;
        let mut value_16: i64 = 0;
        let mut value_17: i64 = 0;
        let mut player_3: i64 = 0;
        let mut value_18: i64 = 0;
        let mut player_4: i64 = 0;
        let mut value_19: i64 = 0;
        let mut player_5: i64 = 0;
        let mut value_20: i64 = 0;
        let mut player_6: i64 = 0;
        let mut value_21: i64 = 0;
        let mut player_7: i64 = 0;
        let mut value_22: i64 = 0;
        let mut player_8: i64 = 0;
        let mut value_23: i64 = 0;
        let mut player_9: i64 = 0;
        let mut value_24: i64 = 0;
        let mut player_10: i64 = 0;
        let mut value_25: i64 = 0;
        let mut player_11: i64 = 0;
        let mut value_26: i64 = 0;
        let mut times: i64 = 0;
        let mut entity_1: i64 = 0;
        let mut owner_1: i64 = 0;
        let mut entity_2: i64 = 0;
        let mut owner_2: i64 = 0;
        let mut entity_3: i64 = 0;
        let mut owner_3: i64 = 0;
        let mut value_27: i64 = 0;
        let mut value_28: i64 = 0;
        let mut value_29: i64 = 0;
        let mut value_30: i64 = 0;
        let mut value_31: i64 = 0;
        let mut value_32: i64 = 0;
        let mut player_12: i64 = 0;
        let mut value_33: i64 = 0;
        let mut player_13: i64 = 0;
        let mut value_34: i64 = 0;
        let mut player_14: i64 = 0;
        let mut value_35: i64 = 0;
        let mut player_15: i64 = 0;
        let mut value_36: i64 = 0;
        let mut player_16: i64 = 0;
        let mut value_37: i64 = 0;
        let mut player_17: i64 = 0;
        let mut value_38: i64 = 0;
        let mut player_18: i64 = 0;
        let mut value_39: i64 = 0;
        let mut player_19: i64 = 0;
        let mut value_40: i64 = 0;
        let mut player_20: i64 = 0;
        let mut value_41: i64 = 0;
        let mut value_42: i64 = 0;
        let mut value_43: i64 = 0;
        let mut value_44: i64 = 0;
        let mut value_45: i64 = 0;
        let mut value_46: i64 = 0;
        let mut value_47: i64 = 0;
        let mut player_21: i64 = 0;
        let mut value_48: i64 = 0;
        let mut player_22: i64 = 0;
        let mut value_49: i64 = 0;
        let mut player_23: i64 = 0;
        let mut value_50: i64 = 0;
        let mut player_24: i64 = 0;
        let mut value_51: i64 = 0;
        let mut player_25: i64 = 0;
        let mut value_52: i64 = 0;
        let mut player_26: i64 = 0;
        let mut value_53: i64 = 0;
        let mut player_27: i64 = 0;
        let mut value_54: i64 = 0;
        let mut player_28: i64 = 0;
        let mut value_55: i64 = 0;
        let mut player_29: i64 = 0;
        let mut value_56: i64 = 0;
        let mut value_57: i64 = 0;
        let mut value_58: i64 = 0;
        let mut value_59: i64 = 0;
        let mut value_60: i64 = 0;
        let mut value_61: i64 = 0;
        let mut value_62: i64 = 0;
        let mut value_63: i64 = 0;
        let mut value_64: i64 = 0;
        let mut value_65: i64 = 0;
        let mut value_66: i64 = 0;
        let mut value_67: i64 = 0;
        let mut value_68: i64 = 0;
        let mut value_69: i64 = 0;
        let mut value_70: i64 = 0;
        let mut player_30: i64 = 0;
        let mut value_71: i64 = 0;
        let mut player_31: i64 = 0;
        let mut value_72: i64 = 0;
        let mut player_32: i64 = 0;
        let mut value_73: i64 = 0;
        let mut player_33: i64 = 0;
        let mut value_74: i64 = 0;
        let mut player_34: i64 = 0;
        let mut value_75: i64 = 0;
        let mut player_35: i64 = 0;
        let mut value_76: i64 = 0;
        let mut player_36: i64 = 0;
        let mut value_77: i64 = 0;
        let mut player_37: i64 = 0;
        let mut value_78: i64 = 0;
        let mut player_38: i64 = 0;
        let mut value_79: i64 = 0;
        let mut times_1: i64 = 0;
        let mut entity_4: i64 = 0;
        let mut owner_4: i64 = 0;
        let mut entity_5: i64 = 0;
        let mut owner_5: i64 = 0;
        let mut entity_6: i64 = 0;
        let mut owner_6: i64 = 0;
        let mut value_80: i64 = 0;
        let mut value_81: i64 = 0;
        let mut value_82: i64 = 0;
        let mut value_83: i64 = 0;
        let mut value_84: i64 = 0;
        let mut value_85: i64 = 0;
        let mut player_39: i64 = 0;
        let mut value_86: i64 = 0;
        let mut player_40: i64 = 0;
        let mut value_87: i64 = 0;
        let mut player_41: i64 = 0;
        let mut value_88: i64 = 0;
        let mut player_42: i64 = 0;
        let mut value_89: i64 = 0;
        let mut player_43: i64 = 0;
        let mut value_90: i64 = 0;
        let mut player_44: i64 = 0;
        let mut value_91: i64 = 0;
        let mut player_45: i64 = 0;
        let mut value_92: i64 = 0;
        let mut player_46: i64 = 0;
        let mut value_93: i64 = 0;
        let mut player_47: i64 = 0;
        let mut value_94: i64 = 0;
        let mut value_95: i64 = 0;
        let mut value_96: i64 = 0;
        let mut value_97: i64 = 0;
        let mut value_98: i64 = 0;
        let mut value_99: i64 = 0;
        let mut value_100: i64 = 0;
        let mut player_48: i64 = 0;
        let mut value_101: i64 = 0;
        let mut player_49: i64 = 0;
        let mut value_102: i64 = 0;
        let mut player_50: i64 = 0;
        let mut value_103: i64 = 0;
        let mut player_51: i64 = 0;
        let mut value_104: i64 = 0;
        let mut player_52: i64 = 0;
        let mut value_105: i64 = 0;
        let mut player_53: i64 = 0;
        let mut value_106: i64 = 0;
        let mut player_54: i64 = 0;
        let mut value_107: i64 = 0;
        let mut player_55: i64 = 0;
        let mut value_108: i64 = 0;
        let mut player_56: i64 = 0;
        let mut value_109: i64 = 0;
        let mut value_110: i64 = 0;
        let mut value_111: i64 = 0;
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
        found = 0;
        for start in (if restrict != 0 {
            only
        } else {
            -1
        })..(if restrict != 0 { only.wrapping_add(1) } else { 313 }) {
            if start != -1 && self.st.slots[start.wrapping_mul(7) as usize] == -1 {
                continue;
            }
            ok = (start == -1 && in_chain == 0
                && (((if false { 0 } else { self.zone_size(1, 52) }) > 0) as i64 != 0
                    && ((if (self.player_attr_4(self.st.slots[2191] as i64) / 1 % 2) < 0
                    {
                        (self.player_attr_4(self.st.slots[2191] as i64) / 1 % 2)
                            .wrapping_add(2)
                    } else {
                        self.player_attr_4(self.st.slots[2191] as i64) / 1 % 2
                    }) == 0) as i64 != 0)) as i64;
            ok_1 = (start == -1 && in_chain == 0 && true) as i64;
            if !(ok != 0 || ok_1 != 0) {
                continue;
            }
            cs = if in_chain != 0 { chain_start } else { start };
            for target in 0i64..313 {
                done = 0;
                if done == 0 && ok != 0 && target != -1 {
                    fa = if in_chain != 0 { first } else { 6 };
                    took = 0;
                    if (target == 8) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        cse0 = if false {
                            -1
                        } else {
                            if self.zone_size(1, 52) == 0 {
                                -1
                            } else {
                                1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                            }
                        };
                        entity = if self.entity_field_0(cse0) != -1 { cse0 } else { -1 };
                        owner = self.st.slots[2191] as i64;
                        if (if owner >= 1 && owner <= 3 {
                            53i64.wrapping_add(owner.wrapping_sub(1).wrapping_mul(52))
                        } else {
                            -1
                        }) != -1
                        {
                            self.move_to_zone(
                                entity,
                                if owner >= 1 && owner <= 3 {
                                    53i64.wrapping_add(owner.wrapping_sub(1).wrapping_mul(52))
                                } else {
                                    -1
                                },
                                52,
                            );
                        }
                        value = 1i64.min(self.player_attr_0(self.st.slots[2191] as i64));
                        self.st.slots[2201] = value as i32;
                        value_1 = self
                            .player_attr_0(self.st.slots[2191] as i64)
                            .wrapping_sub(self.st.slots[2201] as i64);
                        player = self.st.slots[2191] as i64;
                        if player >= 1 && player <= 3 {
                            self
                                .st
                                .slots[2195i64.wrapping_add(player.wrapping_mul(7))
                                as usize] = value_1 as i32;
                        }
                        value_2 = self
                            .player_attr_1(self.st.slots[2191] as i64)
                            .wrapping_add(self.st.slots[2201] as i64);
                        player_1 = self.st.slots[2191] as i64;
                        if player_1 >= 1 && player_1 <= 3 {
                            self
                                .st
                                .slots[2196i64.wrapping_add(player_1.wrapping_mul(7))
                                as usize] = value_2 as i32;
                        }
                        value_3 = (self.st.slots[2197] as i64)
                            .wrapping_add(self.st.slots[2201] as i64)
                            .min(8000000);
                        self.st.slots[2197] = value_3 as i32;
                        value_4 = (self.st.slots[2198] as i64)
                            .max(self.player_attr_1(self.st.slots[2191] as i64));
                        self.st.slots[2198] = value_4 as i32;
                        value_5 = self
                            .player_attr_4(self.st.slots[2191] as i64)
                            .wrapping_add(1);
                        player_2 = self.st.slots[2191] as i64;
                        if player_2 >= 1 && player_2 <= 3 {
                            self
                                .st
                                .slots[2199i64.wrapping_add(player_2.wrapping_mul(7))
                                as usize] = value_5 as i32;
                        }
                        value_6 = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value_6 as i32;
                        value_7 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_7 as i32;
                        value_8 = 0;
                        self.st.slots[2194] = value_8 as i32;
                        cse1 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_9 = if (self.player_attr_2(cse1) == 0) as i64 != 0
                            && (self.player_attr_3(cse1) == 0) as i64 != 0
                        {
                            cse1
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse1 < 1 {
                                        -1
                                    } else {
                                        (if (cse1
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse1 < 1 {
                                            -1
                                        } else {
                                            (if (cse1
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse1
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse1 < 1 {
                                    -1
                                } else {
                                    (if (cse1
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse1
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse1
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_9 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse2 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_10 = if (self.player_attr_2(cse2) == 0) as i64 != 0
                                && (self.player_attr_3(cse2) == 0) as i64 != 0
                            {
                                cse2
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse2 < 1 {
                                            -1
                                        } else {
                                            (if (cse2
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse2
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse2
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse2 < 1 {
                                                -1
                                            } else {
                                                (if (cse2
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse2
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse2
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse2 < 1 {
                                        -1
                                    } else {
                                        (if (cse2
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse2
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse2
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_10 as i32;
                            self.st.slots[2237] = 1;
                            value_11 = 0;
                            self.st.slots[2199] = value_11 as i32;
                        }
                        cse3 = ((if true { self.st.slots[2204] as i64 } else { 0 }) == 0)
                            as i64;
                        cse4 = ((if true { self.st.slots[2211] as i64 } else { 0 }) == 0)
                            as i64;
                        cse5 = ((if true { self.st.slots[2218] as i64 } else { 0 }) == 0)
                            as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse3 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse4 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse5 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_12 = 1;
                                self.st.slots[2193] = value_12 as i32;
                                value_13 = 0;
                                self.st.slots[2194] = value_13 as i32;
                                value_14 = 0;
                                self.st.slots[2196] = value_14 as i32;
                                value_15 = 0;
                                self.st.slots[2198] = value_15 as i32;
                                value_16 = 0;
                                self.st.slots[2199] = value_16 as i32;
                                value_17 = 0;
                                player_3 = 1;
                                if player_3 >= 1 && player_3 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_3.wrapping_mul(7))
                                        as usize] = value_17 as i32;
                                }
                                value_18 = 0;
                                player_4 = 1;
                                if player_4 >= 1 && player_4 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_4.wrapping_mul(7))
                                        as usize] = value_18 as i32;
                                }
                                value_19 = 0;
                                player_5 = 1;
                                if player_5 >= 1 && player_5 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_5.wrapping_mul(7))
                                        as usize] = value_19 as i32;
                                }
                                value_20 = 0;
                                player_6 = 2;
                                if player_6 >= 1 && player_6 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_6.wrapping_mul(7))
                                        as usize] = value_20 as i32;
                                }
                                value_21 = 0;
                                player_7 = 2;
                                if player_7 >= 1 && player_7 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_7.wrapping_mul(7))
                                        as usize] = value_21 as i32;
                                }
                                value_22 = 0;
                                player_8 = 2;
                                if player_8 >= 1 && player_8 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_8.wrapping_mul(7))
                                        as usize] = value_22 as i32;
                                }
                                value_23 = 0;
                                player_9 = 3;
                                if player_9 >= 1 && player_9 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_9.wrapping_mul(7))
                                        as usize] = value_23 as i32;
                                }
                                value_24 = 0;
                                player_10 = 3;
                                if player_10 >= 1 && player_10 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_10.wrapping_mul(7))
                                        as usize] = value_24 as i32;
                                }
                                value_25 = 0;
                                player_11 = 3;
                                if player_11 >= 1 && player_11 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_11.wrapping_mul(7))
                                        as usize] = value_25 as i32;
                                }
                                value_26 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_26 as i32;
                                self.st.slots[2237] = 1;
                                times = 6;
                                for i in 0..times {
                                    cse6 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_1 = if self.entity_field_0(cse6) != -1 {
                                        cse6
                                    } else {
                                        -1
                                    };
                                    owner_1 = 1;
                                    if (if owner_1 >= 1 && owner_1 <= 3 {
                                        53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_1,
                                            if owner_1 >= 1 && owner_1 <= 3 {
                                                53i64.wrapping_add(owner_1.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse7 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_2 = if self.entity_field_0(cse7) != -1 {
                                        cse7
                                    } else {
                                        -1
                                    };
                                    owner_2 = 2;
                                    if (if owner_2 >= 1 && owner_2 <= 3 {
                                        53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_2,
                                            if owner_2 >= 1 && owner_2 <= 3 {
                                                53i64.wrapping_add(owner_2.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse8 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_3 = if self.entity_field_0(cse8) != -1 {
                                        cse8
                                    } else {
                                        -1
                                    };
                                    owner_3 = 3;
                                    if (if owner_3 >= 1 && owner_3 <= 3 {
                                        53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_3,
                                            if owner_3 >= 1 && owner_3 <= 3 {
                                                53i64.wrapping_add(owner_3.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_27 = 2;
                                self.st.slots[2193] = value_27 as i32;
                                value_28 = 0;
                                self.st.slots[2194] = value_28 as i32;
                                value_29 = 0;
                                self.st.slots[2196] = value_29 as i32;
                                value_30 = 0;
                                self.st.slots[2198] = value_30 as i32;
                                value_31 = 0;
                                self.st.slots[2199] = value_31 as i32;
                                value_32 = 0;
                                player_12 = 1;
                                if player_12 >= 1 && player_12 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_12.wrapping_mul(7))
                                        as usize] = value_32 as i32;
                                }
                                value_33 = 0;
                                player_13 = 1;
                                if player_13 >= 1 && player_13 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_13.wrapping_mul(7))
                                        as usize] = value_33 as i32;
                                }
                                value_34 = 0;
                                player_14 = 1;
                                if player_14 >= 1 && player_14 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_14.wrapping_mul(7))
                                        as usize] = value_34 as i32;
                                }
                                value_35 = 0;
                                player_15 = 2;
                                if player_15 >= 1 && player_15 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_15.wrapping_mul(7))
                                        as usize] = value_35 as i32;
                                }
                                value_36 = 0;
                                player_16 = 2;
                                if player_16 >= 1 && player_16 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_16.wrapping_mul(7))
                                        as usize] = value_36 as i32;
                                }
                                value_37 = 0;
                                player_17 = 2;
                                if player_17 >= 1 && player_17 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_17.wrapping_mul(7))
                                        as usize] = value_37 as i32;
                                }
                                value_38 = 0;
                                player_18 = 3;
                                if player_18 >= 1 && player_18 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_18.wrapping_mul(7))
                                        as usize] = value_38 as i32;
                                }
                                value_39 = 0;
                                player_19 = 3;
                                if player_19 >= 1 && player_19 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_19.wrapping_mul(7))
                                        as usize] = value_39 as i32;
                                }
                                value_40 = 0;
                                player_20 = 3;
                                if player_20 >= 1 && player_20 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_20.wrapping_mul(7))
                                        as usize] = value_40 as i32;
                                }
                                value_41 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_41 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_42 = 3;
                                self.st.slots[2193] = value_42 as i32;
                                value_43 = 0;
                                self.st.slots[2194] = value_43 as i32;
                                value_44 = 0;
                                self.st.slots[2196] = value_44 as i32;
                                value_45 = 0;
                                self.st.slots[2198] = value_45 as i32;
                                value_46 = 0;
                                self.st.slots[2199] = value_46 as i32;
                                value_47 = 0;
                                player_21 = 1;
                                if player_21 >= 1 && player_21 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_21.wrapping_mul(7))
                                        as usize] = value_47 as i32;
                                }
                                value_48 = 0;
                                player_22 = 1;
                                if player_22 >= 1 && player_22 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_22.wrapping_mul(7))
                                        as usize] = value_48 as i32;
                                }
                                value_49 = 0;
                                player_23 = 1;
                                if player_23 >= 1 && player_23 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_23.wrapping_mul(7))
                                        as usize] = value_49 as i32;
                                }
                                value_50 = 0;
                                player_24 = 2;
                                if player_24 >= 1 && player_24 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_24.wrapping_mul(7))
                                        as usize] = value_50 as i32;
                                }
                                value_51 = 0;
                                player_25 = 2;
                                if player_25 >= 1 && player_25 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_25.wrapping_mul(7))
                                        as usize] = value_51 as i32;
                                }
                                value_52 = 0;
                                player_26 = 2;
                                if player_26 >= 1 && player_26 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_26.wrapping_mul(7))
                                        as usize] = value_52 as i32;
                                }
                                value_53 = 0;
                                player_27 = 3;
                                if player_27 >= 1 && player_27 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_27.wrapping_mul(7))
                                        as usize] = value_53 as i32;
                                }
                                value_54 = 0;
                                player_28 = 3;
                                if player_28 >= 1 && player_28 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_28.wrapping_mul(7))
                                        as usize] = value_54 as i32;
                                }
                                value_55 = 0;
                                player_29 = 3;
                                if player_29 >= 1 && player_29 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_29.wrapping_mul(7))
                                        as usize] = value_55 as i32;
                                }
                                value_56 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_56 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_57 = 4;
                                self.st.slots[2193] = value_57 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_58 = 4;
                            self.st.slots[2193] = value_58 as i32;
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
                    if (target == 0) as i64 != 0 {
                        took = 1;
                        found = found.wrapping_add(1);
                        self.save();
                        self.st.slots[2238] = 0;
                        value_59 = (self.st.slots[2195] as i64).wrapping_add(1);
                        self.st.slots[2195] = value_59 as i32;
                        value_60 = (self.st.slots[2196] as i64).wrapping_add(1);
                        self.st.slots[2196] = value_60 as i32;
                        value_61 = (self.st.slots[2194] as i64).wrapping_add(1);
                        self.st.slots[2194] = value_61 as i32;
                        cse9 = if self.st.slots[2191] < 1 {
                            -1
                        } else {
                            (if ((self.st.slots[2191] as i64)
                                .wrapping_sub(1)
                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                            {
                                ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                    .wrapping_add(3)
                            } else {
                                (self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                            })
                                .wrapping_add(1)
                        };
                        value_62 = if (self.player_attr_2(cse9) == 0) as i64 != 0
                            && (self.player_attr_3(cse9) == 0) as i64 != 0
                        {
                            cse9
                        } else {
                            if (self
                                .player_attr_2(
                                    if cse9 < 1 {
                                        -1
                                    } else {
                                        (if (cse9
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    },
                                ) == 0) as i64 != 0
                                && (self
                                    .player_attr_3(
                                        if cse9 < 1 {
                                            -1
                                        } else {
                                            (if (cse9
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse9
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                            {
                                if cse9 < 1 {
                                    -1
                                } else {
                                    (if (cse9
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                    {
                                        (cse9
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3)
                                            .wrapping_add(3)
                                    } else {
                                        cse9
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3
                                    })
                                        .wrapping_add(1)
                                }
                            } else {
                                self.st.slots[2191] as i64
                            }
                        };
                        self.st.slots[2191] = value_62 as i32;
                        self.st.slots[2237] = 1;
                        if (self.st.slots[2199] == 1) as i64 != 0 {
                            cse10 = if self.st.slots[2191] < 1 {
                                -1
                            } else {
                                (if ((self.st.slots[2191] as i64)
                                    .wrapping_sub(1)
                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                {
                                    ((self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                        .wrapping_add(3)
                                } else {
                                    (self.st.slots[2191] as i64)
                                        .wrapping_sub(1)
                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                })
                                    .wrapping_add(1)
                            };
                            value_63 = if (self.player_attr_2(cse10) == 0) as i64 != 0
                                && (self.player_attr_3(cse10) == 0) as i64 != 0
                            {
                                cse10
                            } else {
                                if (self
                                    .player_attr_2(
                                        if cse10 < 1 {
                                            -1
                                        } else {
                                            (if (cse10
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                            {
                                                (cse10
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                    .wrapping_add(3)
                                            } else {
                                                cse10
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3
                                            })
                                                .wrapping_add(1)
                                        },
                                    ) == 0) as i64 != 0
                                    && (self
                                        .player_attr_3(
                                            if cse10 < 1 {
                                                -1
                                            } else {
                                                (if (cse10
                                                    .wrapping_sub(1)
                                                    .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                                {
                                                    (cse10
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                        .wrapping_add(3)
                                                } else {
                                                    cse10
                                                        .wrapping_sub(1)
                                                        .wrapping_add(self.st.slots[2192] as i64) % 3
                                                })
                                                    .wrapping_add(1)
                                            },
                                        ) == 0) as i64 != 0
                                {
                                    if cse10 < 1 {
                                        -1
                                    } else {
                                        (if (cse10
                                            .wrapping_sub(1)
                                            .wrapping_add(self.st.slots[2192] as i64) % 3) < 0
                                        {
                                            (cse10
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3)
                                                .wrapping_add(3)
                                        } else {
                                            cse10
                                                .wrapping_sub(1)
                                                .wrapping_add(self.st.slots[2192] as i64) % 3
                                        })
                                            .wrapping_add(1)
                                    }
                                } else {
                                    self.st.slots[2191] as i64
                                }
                            };
                            self.st.slots[2191] = value_63 as i32;
                            self.st.slots[2237] = 1;
                            value_64 = 0;
                            self.st.slots[2199] = value_64 as i32;
                        }
                        cse11 = ((if true { self.st.slots[2204] as i64 } else { 0 })
                            == 0) as i64;
                        cse12 = ((if true { self.st.slots[2211] as i64 } else { 0 })
                            == 0) as i64;
                        cse13 = ((if true { self.st.slots[2218] as i64 } else { 0 })
                            == 0) as i64;
                        if ((self.st.slots[2194] as i64
                            >= ((cse11 != 0
                                && ((if true { self.st.slots[2205] as i64 } else { 0 })
                                    == 0) as i64 != 0) as i64)
                                .wrapping_add(
                                    (cse12 != 0
                                        && ((if true { self.st.slots[2212] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )
                                .wrapping_add(
                                    (cse13 != 0
                                        && ((if true { self.st.slots[2219] as i64 } else { 0 })
                                            == 0) as i64 != 0) as i64,
                                )) as i64 != 0 || (self.st.slots[2196] >= 60) as i64 != 0)
                            as i64 != 0
                        {
                            if (self.st.slots[2193] == 0) as i64 != 0 {
                                value_65 = 1;
                                self.st.slots[2193] = value_65 as i32;
                                value_66 = 0;
                                self.st.slots[2194] = value_66 as i32;
                                value_67 = 0;
                                self.st.slots[2196] = value_67 as i32;
                                value_68 = 0;
                                self.st.slots[2198] = value_68 as i32;
                                value_69 = 0;
                                self.st.slots[2199] = value_69 as i32;
                                value_70 = 0;
                                player_30 = 1;
                                if player_30 >= 1 && player_30 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_30.wrapping_mul(7))
                                        as usize] = value_70 as i32;
                                }
                                value_71 = 0;
                                player_31 = 1;
                                if player_31 >= 1 && player_31 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_31.wrapping_mul(7))
                                        as usize] = value_71 as i32;
                                }
                                value_72 = 0;
                                player_32 = 1;
                                if player_32 >= 1 && player_32 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_32.wrapping_mul(7))
                                        as usize] = value_72 as i32;
                                }
                                value_73 = 0;
                                player_33 = 2;
                                if player_33 >= 1 && player_33 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_33.wrapping_mul(7))
                                        as usize] = value_73 as i32;
                                }
                                value_74 = 0;
                                player_34 = 2;
                                if player_34 >= 1 && player_34 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_34.wrapping_mul(7))
                                        as usize] = value_74 as i32;
                                }
                                value_75 = 0;
                                player_35 = 2;
                                if player_35 >= 1 && player_35 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_35.wrapping_mul(7))
                                        as usize] = value_75 as i32;
                                }
                                value_76 = 0;
                                player_36 = 3;
                                if player_36 >= 1 && player_36 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_36.wrapping_mul(7))
                                        as usize] = value_76 as i32;
                                }
                                value_77 = 0;
                                player_37 = 3;
                                if player_37 >= 1 && player_37 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_37.wrapping_mul(7))
                                        as usize] = value_77 as i32;
                                }
                                value_78 = 0;
                                player_38 = 3;
                                if player_38 >= 1 && player_38 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_38.wrapping_mul(7))
                                        as usize] = value_78 as i32;
                                }
                                value_79 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_79 as i32;
                                self.st.slots[2237] = 1;
                                times_1 = 6;
                                for i_1 in 0..times_1 {
                                    cse14 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_4 = if self.entity_field_0(cse14) != -1 {
                                        cse14
                                    } else {
                                        -1
                                    };
                                    owner_4 = 1;
                                    if (if owner_4 >= 1 && owner_4 <= 3 {
                                        53i64.wrapping_add(owner_4.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_4,
                                            if owner_4 >= 1 && owner_4 <= 3 {
                                                53i64.wrapping_add(owner_4.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse15 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_5 = if self.entity_field_0(cse15) != -1 {
                                        cse15
                                    } else {
                                        -1
                                    };
                                    owner_5 = 2;
                                    if (if owner_5 >= 1 && owner_5 <= 3 {
                                        53i64.wrapping_add(owner_5.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_5,
                                            if owner_5 >= 1 && owner_5 <= 3 {
                                                53i64.wrapping_add(owner_5.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                    cse16 = if false {
                                        -1
                                    } else {
                                        if self.zone_size(1, 52) == 0 {
                                            -1
                                        } else {
                                            1i64.wrapping_add(self.zone_size(1, 52)).wrapping_sub(1)
                                        }
                                    };
                                    entity_6 = if self.entity_field_0(cse16) != -1 {
                                        cse16
                                    } else {
                                        -1
                                    };
                                    owner_6 = 3;
                                    if (if owner_6 >= 1 && owner_6 <= 3 {
                                        53i64.wrapping_add(owner_6.wrapping_sub(1).wrapping_mul(52))
                                    } else {
                                        -1
                                    }) != -1
                                    {
                                        self.move_to_zone(
                                            entity_6,
                                            if owner_6 >= 1 && owner_6 <= 3 {
                                                53i64.wrapping_add(owner_6.wrapping_sub(1).wrapping_mul(52))
                                            } else {
                                                -1
                                            },
                                            52,
                                        );
                                    }
                                }
                            } else if (self.st.slots[2193] == 1) as i64 != 0 {
                                value_80 = 2;
                                self.st.slots[2193] = value_80 as i32;
                                value_81 = 0;
                                self.st.slots[2194] = value_81 as i32;
                                value_82 = 0;
                                self.st.slots[2196] = value_82 as i32;
                                value_83 = 0;
                                self.st.slots[2198] = value_83 as i32;
                                value_84 = 0;
                                self.st.slots[2199] = value_84 as i32;
                                value_85 = 0;
                                player_39 = 1;
                                if player_39 >= 1 && player_39 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_39.wrapping_mul(7))
                                        as usize] = value_85 as i32;
                                }
                                value_86 = 0;
                                player_40 = 1;
                                if player_40 >= 1 && player_40 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_40.wrapping_mul(7))
                                        as usize] = value_86 as i32;
                                }
                                value_87 = 0;
                                player_41 = 1;
                                if player_41 >= 1 && player_41 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_41.wrapping_mul(7))
                                        as usize] = value_87 as i32;
                                }
                                value_88 = 0;
                                player_42 = 2;
                                if player_42 >= 1 && player_42 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_42.wrapping_mul(7))
                                        as usize] = value_88 as i32;
                                }
                                value_89 = 0;
                                player_43 = 2;
                                if player_43 >= 1 && player_43 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_43.wrapping_mul(7))
                                        as usize] = value_89 as i32;
                                }
                                value_90 = 0;
                                player_44 = 2;
                                if player_44 >= 1 && player_44 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_44.wrapping_mul(7))
                                        as usize] = value_90 as i32;
                                }
                                value_91 = 0;
                                player_45 = 3;
                                if player_45 >= 1 && player_45 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_45.wrapping_mul(7))
                                        as usize] = value_91 as i32;
                                }
                                value_92 = 0;
                                player_46 = 3;
                                if player_46 >= 1 && player_46 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_46.wrapping_mul(7))
                                        as usize] = value_92 as i32;
                                }
                                value_93 = 0;
                                player_47 = 3;
                                if player_47 >= 1 && player_47 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_47.wrapping_mul(7))
                                        as usize] = value_93 as i32;
                                }
                                value_94 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_94 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 2) as i64 != 0 {
                                value_95 = 3;
                                self.st.slots[2193] = value_95 as i32;
                                value_96 = 0;
                                self.st.slots[2194] = value_96 as i32;
                                value_97 = 0;
                                self.st.slots[2196] = value_97 as i32;
                                value_98 = 0;
                                self.st.slots[2198] = value_98 as i32;
                                value_99 = 0;
                                self.st.slots[2199] = value_99 as i32;
                                value_100 = 0;
                                player_48 = 1;
                                if player_48 >= 1 && player_48 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_48.wrapping_mul(7))
                                        as usize] = value_100 as i32;
                                }
                                value_101 = 0;
                                player_49 = 1;
                                if player_49 >= 1 && player_49 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_49.wrapping_mul(7))
                                        as usize] = value_101 as i32;
                                }
                                value_102 = 0;
                                player_50 = 1;
                                if player_50 >= 1 && player_50 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_50.wrapping_mul(7))
                                        as usize] = value_102 as i32;
                                }
                                value_103 = 0;
                                player_51 = 2;
                                if player_51 >= 1 && player_51 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_51.wrapping_mul(7))
                                        as usize] = value_103 as i32;
                                }
                                value_104 = 0;
                                player_52 = 2;
                                if player_52 >= 1 && player_52 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_52.wrapping_mul(7))
                                        as usize] = value_104 as i32;
                                }
                                value_105 = 0;
                                player_53 = 2;
                                if player_53 >= 1 && player_53 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_53.wrapping_mul(7))
                                        as usize] = value_105 as i32;
                                }
                                value_106 = 0;
                                player_54 = 3;
                                if player_54 >= 1 && player_54 <= 3 {
                                    self
                                        .st
                                        .slots[2198i64.wrapping_add(player_54.wrapping_mul(7))
                                        as usize] = value_106 as i32;
                                }
                                value_107 = 0;
                                player_55 = 3;
                                if player_55 >= 1 && player_55 <= 3 {
                                    self
                                        .st
                                        .slots[2199i64.wrapping_add(player_55.wrapping_mul(7))
                                        as usize] = value_107 as i32;
                                }
                                value_108 = 0;
                                player_56 = 3;
                                if player_56 >= 1 && player_56 <= 3 {
                                    self
                                        .st
                                        .slots[2196i64.wrapping_add(player_56.wrapping_mul(7))
                                        as usize] = value_108 as i32;
                                }
                                value_109 = if (if true {
                                    self.st.slots[2204] as i64
                                } else {
                                    0
                                }) == 0
                                {
                                    1
                                } else {
                                    if (if true { self.st.slots[2211] as i64 } else { 0 }) == 0
                                    {
                                        2
                                    } else {
                                        if (if true { self.st.slots[2218] as i64 } else { 0 }) == 0
                                        {
                                            3
                                        } else {
                                            1
                                        }
                                    }
                                };
                                self.st.slots[2191] = value_109 as i32;
                                self.st.slots[2237] = 1;
                            } else if (self.st.slots[2193] == 3) as i64 != 0 {
                                value_110 = 4;
                                self.st.slots[2193] = value_110 as i32;
                            }
                        }
                        if (self.st.slots[2195] >= 200) as i64 != 0 {
                            value_111 = 4;
                            self.st.slots[2193] = value_111 as i32;
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
        at = (self.st.sp[0] as i64).wrapping_mul(2239);
        {
            let (dst, src) = (at as usize, 0);
            self.saved[dst..dst + 2239].copy_from_slice(&self.st.slots[src..src + 2239]);
        }
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_add(1) as i32;
        0
    }

    /// Kernel function `restore` (Query).
    #[inline]
    pub fn restore(&mut self) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = (self.st.sp[0] as i64).wrapping_sub(1) as i32;
        at = (self.st.sp[0] as i64).wrapping_mul(2239);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 2239].copy_from_slice(&self.saved[src..src + 2239]);
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
            t = self.st.slots[first.wrapping_add(i).wrapping_mul(7) as usize] as i64;
            self.st.slots[first.wrapping_add(i).wrapping_mul(7) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7) as usize] as i64 as i32;
            self.st.slots[first.wrapping_add(j).wrapping_mul(7) as usize] = t as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(1) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(1) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(1) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(1) as usize] = t
                as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(2) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(2) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(2) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(2) as usize] = t
                as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(3) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(3) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(3) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(3) as usize] = t
                as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(4) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(4) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(4) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(4) as usize] = t
                as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(5) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(5) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(5) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(5) as usize] = t
                as i32;
            t = self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(6) as usize]
                as i64;
            self
                .st
                .slots[first.wrapping_add(i).wrapping_mul(7).wrapping_add(6) as usize] = self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(6) as usize]
                as i64 as i32;
            self
                .st
                .slots[first.wrapping_add(j).wrapping_mul(7).wrapping_add(6) as usize] = t
                as i32;
            i = i.wrapping_sub(1);
        }
        0
    }

    /// Kernel function `draw` (Query).
    #[inline]
    pub fn draw(&mut self) -> i64 {
        let mut x: i64 = 0;
        x = self.st.slots[2226] as i64 & 4294967295i64;
        if x == 0 {
            x = 625341585;
        }
        x = x ^ x << 13 & 4294967295i64;
        x = x ^ ((x as u64) >> 17) as i64;
        x = x ^ x << 5 & 4294967295i64;
        self.st.slots[2226] = x as i32;
        x
    }

    /// Kernel function `zone_size` (Query).
    #[inline]
    pub fn zone_size(&self, first: i64, capacity: i64) -> i64 {
        let mut n: i64 = 0;
        n = 0;
        while n < capacity
            && self.st.slots[first.wrapping_add(n).wrapping_mul(7) as usize] != -1
        {
            n = n.wrapping_add(1);
        }
        n
    }

    /// Kernel function `entity_field_0` (Query).
    #[inline]
    pub fn entity_field_0(&self, pos: i64) -> i64 {
        if pos >= 0 && pos < 313 {
            self.st.slots[pos.wrapping_mul(7) as usize] as i64
        } else {
            -1
        }
    }

    /// Kernel function `move_to_zone` (Query).
    #[inline]
    pub fn move_to_zone(&mut self, entity: i64, first: i64, capacity: i64) -> i64 {
        let mut kept: i64 = 0;
        let mut kept_1: i64 = 0;
        let mut kept_2: i64 = 0;
        let mut kept_3: i64 = 0;
        let mut kept_4: i64 = 0;
        let mut kept_5: i64 = 0;
        let mut kept_6: i64 = 0;
        let mut end: i64 = 0;
        if (if entity >= 0 && entity < 313 {
            self.st.slots[entity.wrapping_mul(7) as usize] as i64
        } else {
            -1
        }) != -1
            && (self.zone_size(first, capacity) < capacity
                || entity >= 0 && entity < 313
                    && INSTANCE_FIRST_3[entity as usize] as i64 == first)
        {
            kept = self.st.slots[entity.wrapping_mul(7) as usize] as i64;
            kept_1 = self.st.slots[entity.wrapping_mul(7).wrapping_add(1) as usize]
                as i64;
            kept_2 = self.st.slots[entity.wrapping_mul(7).wrapping_add(2) as usize]
                as i64;
            kept_3 = self.st.slots[entity.wrapping_mul(7).wrapping_add(3) as usize]
                as i64;
            kept_4 = self.st.slots[entity.wrapping_mul(7).wrapping_add(4) as usize]
                as i64;
            kept_5 = self.st.slots[entity.wrapping_mul(7).wrapping_add(5) as usize]
                as i64;
            kept_6 = self.st.slots[entity.wrapping_mul(7).wrapping_add(6) as usize]
                as i64;
            self.take(entity);
            end = first.wrapping_add(self.zone_size(first, capacity));
            self.st.slots[end.wrapping_mul(7) as usize] = kept as i32;
            self.st.slots[end.wrapping_mul(7).wrapping_add(1) as usize] = kept_1 as i32;
            self.st.slots[end.wrapping_mul(7).wrapping_add(2) as usize] = kept_2 as i32;
            self.st.slots[end.wrapping_mul(7).wrapping_add(3) as usize] = kept_3 as i32;
            self.st.slots[end.wrapping_mul(7).wrapping_add(4) as usize] = kept_4 as i32;
            self.st.slots[end.wrapping_mul(7).wrapping_add(5) as usize] = kept_5 as i32;
            self.st.slots[end.wrapping_mul(7).wrapping_add(6) as usize] = kept_6 as i32;
        }
        0
    }

    /// Kernel function `take` (Query).
    #[inline]
    pub fn take(&mut self, pos: i64) -> i64 {
        let mut q: i64 = 0;
        let mut end: i64 = 0;
        self.st.slots[pos.wrapping_mul(7) as usize] = -1;
        self.st.slots[pos.wrapping_mul(7).wrapping_add(1) as usize] = -1;
        self.st.slots[pos.wrapping_mul(7).wrapping_add(2) as usize] = 0;
        self.st.slots[pos.wrapping_mul(7).wrapping_add(3) as usize] = 0;
        self.st.slots[pos.wrapping_mul(7).wrapping_add(4) as usize] = 0;
        self.st.slots[pos.wrapping_mul(7).wrapping_add(5) as usize] = 0;
        self.st.slots[pos.wrapping_mul(7).wrapping_add(6) as usize] = 0;
        end = INSTANCE_END_4[pos as usize] as i64;
        q = pos;
        while q.wrapping_add(1) < end
            && self.st.slots[q.wrapping_add(1).wrapping_mul(7) as usize] != -1
        {
            self.st.slots[q.wrapping_mul(7) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(7) as usize] as i64 as i32;
            self.st.slots[q.wrapping_mul(7).wrapping_add(1) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(1) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_mul(7).wrapping_add(2) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(2) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_mul(7).wrapping_add(3) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(3) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_mul(7).wrapping_add(4) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(4) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_mul(7).wrapping_add(5) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(5) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_mul(7).wrapping_add(6) as usize] = self
                .st
                .slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(6) as usize] as i64
                as i32;
            self.st.slots[q.wrapping_add(1).wrapping_mul(7) as usize] = -1;
            self.st.slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(1) as usize] = -1;
            self.st.slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(2) as usize] = 0;
            self.st.slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(3) as usize] = 0;
            self.st.slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(4) as usize] = 0;
            self.st.slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(5) as usize] = 0;
            self.st.slots[q.wrapping_add(1).wrapping_mul(7).wrapping_add(6) as usize] = 0;
            q = q.wrapping_add(1);
        }
        0
    }

    /// Kernel function `player_attr_2` (Query).
    #[inline]
    pub fn player_attr_2(&self, player: i64) -> i64 {
        if player >= 1 && player <= 3 {
            self.st.slots[2197i64.wrapping_add(player.wrapping_mul(7)) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `player_attr_3` (Query).
    #[inline]
    pub fn player_attr_3(&self, player: i64) -> i64 {
        if player >= 1 && player <= 3 {
            self.st.slots[2198i64.wrapping_add(player.wrapping_mul(7)) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `entity_field_4` (Query).
    #[inline]
    pub fn entity_field_4(&self, pos: i64) -> i64 {
        if (if pos >= 0 && pos < 313 {
            self.st.slots[pos.wrapping_mul(7) as usize] as i64
        } else {
            -1
        }) != -1
        {
            self.st.slots[pos.wrapping_mul(7).wrapping_add(4) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `entity_field_2` (Query).
    #[inline]
    pub fn entity_field_2(&self, pos: i64) -> i64 {
        if (if pos >= 0 && pos < 313 {
            self.st.slots[pos.wrapping_mul(7) as usize] as i64
        } else {
            -1
        }) != -1
        {
            self.st.slots[pos.wrapping_mul(7).wrapping_add(2) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `player_attr_4` (Query).
    #[inline]
    pub fn player_attr_4(&self, player: i64) -> i64 {
        if player >= 1 && player <= 3 {
            self.st.slots[2199i64.wrapping_add(player.wrapping_mul(7)) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `player_attr_0` (Query).
    #[inline]
    pub fn player_attr_0(&self, player: i64) -> i64 {
        if player >= 1 && player <= 3 {
            self.st.slots[2195i64.wrapping_add(player.wrapping_mul(7)) as usize] as i64
        } else {
            0
        }
    }

    /// Kernel function `player_attr_1` (Query).
    #[inline]
    pub fn player_attr_1(&self, player: i64) -> i64 {
        if player >= 1 && player <= 3 {
            self.st.slots[2196i64.wrapping_add(player.wrapping_mul(7)) as usize] as i64
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
        if self.st.slots[2223] != 0 {
            self.st.nest[0] = (self.st.nest[0] as i64).wrapping_sub(1) as i32;
            return 0;
        }
        phase = self.phase(self.st.slots[2191] as i64);
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
        if phase == 1 {
            sp0 = self.st.sp[0] as i64;
            r = self
                .explore_1(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    0, 0, 0, -1, -1, 1,
                );
            if r == -1 {
                self.unwind(sp0);
                result = 1;
            }
        }
        if phase == 2 {
            sp0 = self.st.sp[0] as i64;
            r = self
                .explore_2(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    0, 0, 0, -1, -1, 1,
                );
            if r == -1 {
                self.unwind(sp0);
                result = 1;
            }
        }
        if phase == 3 {
            sp0 = self.st.sp[0] as i64;
            r = self
                .explore_3(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    0, 0, 0, -1, -1, 1,
                );
            if r == -1 {
                self.unwind(sp0);
                result = 1;
            }
        }
        if phase == 4 {
            sp0 = self.st.sp[0] as i64;
            r = self
                .explore_4(
                    &mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()),
                    0, 0, 0, -1, -1, 1,
                );
            if r == -1 {
                self.unwind(sp0);
                result = 1;
            }
        }
        if phase == 5 {
            sp0 = self.st.sp[0] as i64;
            r = self
                .explore_5(
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
        if (player == 1 || player == 2 || player == 3)
            && (self.st.slots[2193] >= 4) as i64 != 0
        {
            return 0;
        }
        if (player == 1 || player == 2 || player == 3)
            && (self.st.slots[2193] == -1) as i64 != 0
        {
            return 1;
        }
        if (player == 1 || player == 2 || player == 3)
            && (self.st.slots[2193] == 0) as i64 != 0
        {
            return 2;
        }
        if (player == 1 || player == 2 || player == 3)
            && (self.st.slots[2193] == 1) as i64 != 0
        {
            return 3;
        }
        if (player == 1 || player == 2 || player == 3)
            && (self.st.slots[2193] == 2) as i64 != 0
        {
            return 4;
        }
        if (player == 1 || player == 2 || player == 3)
            && (self.st.slots[2193] == 3) as i64 != 0
        {
            return 5;
        }
        -1
    }

    /// Kernel function `unwind` (Query).
    #[inline]
    pub fn unwind(&mut self, level: i64) -> i64 {
        let mut at: i64 = 0;
        self.st.sp[0] = level as i32;
        at = level.wrapping_mul(2239);
        {
            let (dst, src) = (0, at as usize);
            self.st.slots[dst..dst + 2239].copy_from_slice(&self.saved[src..src + 2239]);
        }
        0
    }

    /// Kernel function `resync` (Mutate).
    #[inline]
    pub fn resync(&mut self) {
        self.st.mover[0] = (self.st.slots[2191] as i64).max(0) as i32;
        self.st.over[0] = self.st.slots[2223] as i64 as u8;
        self.st.rank[0] = self.st.slots[2228] as i64 as u8;
        self.st.rank[1] = self.st.slots[2229] as i64 as u8;
        self.st.rank[2] = self.st.slots[2230] as i64 as u8;
        self.st.slots[2231] = self.st.history[0] as i32;
        self.st.slots[2232] = ((self.st.history[0] as u64) >> 32) as i64 as i32;
        self.st.slots[2233] = self.st.history[1] as i32;
        self.st.slots[2234] = ((self.st.history[1] as u64) >> 32) as i64 as i32;
        self.st.slots[2235] = self.st.history[2] as i32;
        self.st.slots[2236] = ((self.st.history[2] as u64) >> 32) as i64 as i32;
        for i in 0i64..2237 {
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
static INSTANCE_FIRST_3: [i16; 313] = [
    -1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 53, 53, 53, 53, 53, 53, 53, 53,
    53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53,
    53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 105, 105, 105,
    105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105,
    105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105,
    105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 157, 157, 157, 157, 157, 157, 157, 157,
    157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157,
    157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157,
    157, 157, 157, 157, 157, 157, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209,
    209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209,
    209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209,
    209, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261,
    261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261,
    261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261,
];

/// Table `instance_end_4`.
static INSTANCE_END_4: [i16; 313] = [
    -1, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53,
    53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53,
    53, 53, 53, 53, 53, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105,
    105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105,
    105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 105, 157,
    157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157,
    157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157,
    157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 157, 209, 209, 209, 209, 209, 209,
    209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209,
    209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209,
    209, 209, 209, 209, 209, 209, 209, 209, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261,
    261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261,
    261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261, 261,
    261, 261, 261, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313,
    313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313,
    313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313, 313,
];

/// Table `defaults_5`.
static DEFAULTS_5: [u8; 5] = [0, 0, 0, 0, 0];

/// The parts of a location's record.
static HIDDEN_PARTS: [::ludemic_runtime::hidden::Part; 7] = [
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
        name: "rank",
    },
    ::ludemic_runtime::hidden::Part {
        aspect: 8u8,
        empty: 0i64,
        name: "suit",
    },
    ::ludemic_runtime::hidden::Part {
        aspect: 8u8,
        empty: 0i64,
        name: "value",
    },
    ::ludemic_runtime::hidden::Part {
        aspect: 8u8,
        empty: 0i64,
        name: "alt",
    },
    ::ludemic_runtime::hidden::Part {
        aspect: 8u8,
        empty: 0i64,
        name: "id",
    },
];

/// Per player and location, the aspects its static visibility hides.
static HIDDEN_MASKS: [u8; 939] = [
    0u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8, 59u8,
    59u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8, 0u8,
    0u8, 0u8, 0u8, 0u8,
];

/// What each player of `card game` sees (`ludemic_runtime::hidden`).
#[allow(unused, clippy::all)]
impl AntAndGrasshopperCards {
    /// Calls `f` with the runtime's view of the state `s`.
    fn hidden_view<R>(
        s: &AntAndGrasshopperCardsState,
        f: impl FnOnce(&::ludemic_runtime::hidden::HiddenView<'_>) -> R,
    ) -> R {
        let value = |l: usize, p: usize| -> i64 {
            match p {
                0 => (s.slots[l * 7] as i64),
                1 => (s.slots[1 + l * 7] as i64),
                2 => (s.slots[2 + l * 7] as i64),
                3 => (s.slots[3 + l * 7] as i64),
                4 => (s.slots[4 + l * 7] as i64),
                5 => (s.slots[5 + l * 7] as i64),
                6 => (s.slots[6 + l * 7] as i64),
                _ => unreachable!("a part of the record"),
            }
        };
        let mask = |player: usize, l: usize| -> u8 {
            HIDDEN_MASKS[(player - 1) * 313 + l]
        };
        let history = |p: usize| -> u64 { s.history[p - 1] as u64 };
        let public: [i64; 35] = [
            (s.mover[0] as i64),
            (s.slots[2191] as i64),
            (s.slots[2192] as i64),
            (s.slots[2193] as i64),
            (s.slots[2194] as i64),
            (s.slots[2195] as i64),
            (s.slots[2196] as i64),
            (s.slots[2197] as i64),
            (s.slots[2198] as i64),
            (s.slots[2199] as i64),
            (s.slots[2200] as i64),
            (s.slots[2201] as i64),
            (s.slots[2202] as i64),
            (s.slots[2209] as i64),
            (s.slots[2216] as i64),
            (s.slots[2203] as i64),
            (s.slots[2210] as i64),
            (s.slots[2217] as i64),
            (s.slots[2204] as i64),
            (s.slots[2211] as i64),
            (s.slots[2218] as i64),
            (s.slots[2205] as i64),
            (s.slots[2212] as i64),
            (s.slots[2219] as i64),
            (s.slots[2206] as i64),
            (s.slots[2213] as i64),
            (s.slots[2220] as i64),
            (s.slots[2207] as i64),
            (s.slots[2214] as i64),
            (s.slots[2221] as i64),
            (s.slots[2208] as i64),
            (s.slots[2215] as i64),
            (s.slots[2222] as i64),
            (s.slots[2224] as i64),
            (s.slots[2225] as i64),
        ];
        f(
            &::ludemic_runtime::hidden::HiddenView {
                num_players: 3,
                locations: 313,
                parts: &HIDDEN_PARTS,
                value: &value,
                mask: &mask,
                public: &public,
                history: &history,
            },
        )
    }
}
