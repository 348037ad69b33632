//! `Magic Square` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Magic Square`: 66 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MagicSquareState {
    pub cand: [i32; 9],
    pub what: [u8; 9],
    pub present: [u8; 9],
    pub piece_state: [u8; 9],
    pub mover: [u8; 1],
    pub over: [u8; 1],
    pub rank: [u8; 1],
}

impl MagicSquareState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: MagicSquareState = MagicSquareState {
        cand: [0; 9],
        what: [0; 9],
        present: [0; 9],
        piece_state: [0; 9],
        mover: [0; 1],
        over: [0; 1],
        rank: [0; 1],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for MagicSquareState {
    const LAYOUT: &'static str = "cand:I32x9@0 what:U8x9@36 present:U8x9@45 piece_state:U8x9@54 mover:U8x1@63 over:U8x1@64 rank:U8x1@65 =66";

    fn from_kernel_bytes(bytes: &[u8]) -> MagicSquareState {
        assert_eq!(bytes.len(), 66, "a state of this layout has {} bytes", 66);
        let mut s = MagicSquareState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.cand, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[36..]);
        ::ludemic_runtime::kernel::read_field(&mut s.present, &bytes[45..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[54..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[63..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[64..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[65..]);
        s
    }
}

/// The game `Magic Square`; its states are [`MagicSquareState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MagicSquare;

impl MagicSquare {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 162;
}

#[allow(unused, clippy::all)]
impl Game for MagicSquare {
    type State = MagicSquareState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Magic Square"
    }

    fn num_players(&self) -> usize {
        1
    }

    #[inline]
    fn initial_state(&self) -> MagicSquareState {
        let mut s = MagicSquareState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &MagicSquareState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &MagicSquareState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut MagicSquareState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &MagicSquareState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(Outcome::from_ranks(&[s.rank[0] as i64 as u8]))
    }

    fn move_key(&self, _: &MagicSquareState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &MagicSquareState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 1,
                sites: 9,
                levels: 1,
                stacking: false,
                mover: s.mover[0] as i64,
                height: &|i: usize| s.present[i] as i64,
                what: &|i: usize| s.what[i] as i64,
                who: &|i: usize| s.present[i] as i64,
                count: &|i: usize| s.present[i] as i64,
                piece_state: &|i: usize| s.piece_state[i] as i64,
                scores: None,
                phases: None,
                dice: &[],
            },
        )
    }

    fn move_action(&self, _: &MagicSquareState, mv: RawMove) -> Option<String> {
        Some(::ludemic_runtime::kernel::puzzle_action(&mv, "Cell"))
    }
}

#[allow(unused, clippy::all)]
impl MagicSquareState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        let c: i64 = 0;
        self.mover[0] = 1;
        for s in 0i64..9 {
            self.cand[s as usize] = 1023;
        }
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut var: i64 = 0;
        let mut c: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        for i in 0i64..9 {
            var = GROUPS_1[i as usize] as i64;
            c = self.cand[var as usize] as i64;
            for v in 1i64..10 {
                if self.holds(var, 1i64.wrapping_shl(v as u32), 0) != 0 {
                    moves
                        .push(RawMove {
                            from: var as u32,
                            to: var as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: (v << 1) as u32,
                        });
                }
                if !(c.count_ones() as i64 == 1 && c.trailing_zeros() as i64 == v) {
                    moves
                        .push(RawMove {
                            from: var as u32,
                            to: var as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: (v << 1 | 1) as u32,
                        });
                }
            }
        }
    }

    /// Kernel function `apply` (Mutate).
    #[inline]
    pub fn apply(&mut self, mv: &RawMove) {
        let mut site: i64 = 0;
        let mut aux: i64 = 0;
        let mut c: i64 = 0;
        site = mv.to as i32 as i64;
        aux = mv.aux as i64;
        c = self.cand[site as usize] as i64;
        if aux & 1 != 0 {
            c = c ^ 1i64.wrapping_shl(((aux as u64) >> 1) as i64 as u32);
        } else {
            c = 1i64.wrapping_shl(((aux as u64) >> 1) as i64 as u32);
        }
        self.cand[site as usize] = c as i32;
        self.what[site as usize] = (if c.count_ones() as i64 == 1 {
            c.trailing_zeros() as i64
        } else {
            0
        }) as u8;
        self.present[site as usize] = (self.what[site as usize] != 0) as i64 as u8;
        if self.holds(-1, 0, 1) != 0 {
            self.over[0] = 1;
            self.rank[0] = 1;
        }
    }

    /// Kernel function `holds` (Query).
    #[inline]
    pub fn holds(&self, site: i64, bits: i64, fill: i64) -> i64 {
        let mut x: i64 = 0;
        let mut c: i64 = 0;
        let mut seen: i64 = 0;
        let mut sum: i64 = 0;
        let mut all: i64 = 0;
        for g in 0i64..1 {
            seen = 0;
            for j in 0i64..9 {
                x = GROUPS_1[g.wrapping_mul(9).wrapping_add(j) as usize] as i64;
                if x < 0 {
                    break;
                }
                c = if x == site { bits } else { self.cand[x as usize] as i64 };
                if fill != 0 && CONSTRAINED_0[x as usize] as i64 != 0
                    && c.count_ones() as i64 != 1
                {
                    c = 1;
                }
                if c.count_ones() as i64 != 1 {
                    continue;
                }
                if c.trailing_zeros() as i64 == 0 {
                    return 0;
                }
                if (seen as u64).wrapping_shr(c.trailing_zeros() as i64 as u32) as i64
                    & 1 != 0
                {
                    return 0;
                }
                seen = seen | 1i64.wrapping_shl(c.trailing_zeros() as i64 as u32);
            }
        }
        for g in 0i64..6 {
            sum = 0;
            all = 1;
            for j in 0i64..3 {
                x = GROUPS_2[g.wrapping_mul(3).wrapping_add(j) as usize] as i64;
                if x < 0 {
                    break;
                }
                c = if x == site { bits } else { self.cand[x as usize] as i64 };
                if fill != 0 && CONSTRAINED_0[x as usize] as i64 != 0
                    && c.count_ones() as i64 != 1
                {
                    c = 1;
                }
                if c.count_ones() as i64 == 1 {
                    sum = sum.wrapping_add(c.trailing_zeros() as i64);
                } else {
                    all = 0;
                }
            }
            if all != 0 && sum != TARGETS_3[g as usize] as i64
                || sum > TARGETS_3[g as usize] as i64
            {
                return 0;
            }
        }
        1
    }
}

/// Table `constrained_0`.
static CONSTRAINED_0: [u8; 9] = [1, 1, 1, 1, 1, 1, 1, 1, 1];

/// Table `groups_1`.
static GROUPS_1: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/// Table `groups_2`.
static GROUPS_2: [u8; 18] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 3, 6, 1, 4, 7, 2, 5, 8];

/// Table `targets_3`.
static TARGETS_3: [u8; 6] = [15, 15, 15, 15, 15, 15];
