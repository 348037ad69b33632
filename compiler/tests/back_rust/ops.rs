//! `Ops` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Ops`: 96 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OpsState {
    pub what: [i8; 4],
    pub who: [u16; 4],
    pub count: [i32; 4],
    pub piece_state: [i64; 4],
    pub height: [u8; 4],
    pub mover: [u8; 1],
    pub over: [u8; 1],
    pub ranks: [u8; 2],
    pub step: [i32; 1],
    pub acc: [i64; 1],
    pub bits: [u64; 1],
}

impl OpsState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: OpsState = OpsState {
        what: [0; 4],
        who: [0; 4],
        count: [0; 4],
        piece_state: [0; 4],
        height: [0; 4],
        mover: [0; 1],
        over: [0; 1],
        ranks: [0; 2],
        step: [0; 1],
        acc: [0; 1],
        bits: [0; 1],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for OpsState {
    const LAYOUT: &'static str = "what:I8x4@0 who:U16x4@4 count:I32x4@12 piece state:I64x4@32 height:U8x4@64 mover:U8x1@68 over:U8x1@69 ranks:U8x2@70 step:I32x1@72 acc:I64x1@80 bits:Bitsx1@88 =96";

    fn from_kernel_bytes(bytes: &[u8]) -> OpsState {
        assert_eq!(bytes.len(), 96, "a state of this layout has {} bytes", 96);
        let mut s = OpsState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[4..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[12..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[32..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[64..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[68..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[69..]);
        ::ludemic_runtime::kernel::read_field(&mut s.ranks, &bytes[70..]);
        ::ludemic_runtime::kernel::read_field(&mut s.step, &bytes[72..]);
        ::ludemic_runtime::kernel::read_field(&mut s.acc, &bytes[80..]);
        ::ludemic_runtime::kernel::read_field(&mut s.bits, &bytes[88..]);
        s
    }
}

/// The game `Ops`; its states are [`OpsState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ops;

impl Ops {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 4;
}

#[allow(unused, clippy::all)]
impl Game for Ops {
    type State = OpsState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Ops"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> OpsState {
        let mut s = OpsState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &OpsState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &OpsState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut OpsState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &OpsState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.ranks[0] as i64 as u8, s.ranks[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &OpsState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &OpsState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 4,
                levels: 1,
                stacking: false,
                mover: s.mover[0] as i64,
                height: &|i: usize| s.height[i] as i64,
                what: &|i: usize| s.what[i] as i64,
                who: &|i: usize| s.who[i] as i64,
                count: &|i: usize| s.count[i] as i64,
                piece_state: &|i: usize| s.piece_state[i],
                scores: None,
                phases: None,
                dice: &[],
            },
        )
    }
}

#[allow(unused, clippy::all)]
impl OpsState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        self.mover[0] = 1;
        self.acc[0] = 12345;
        for i in 0i64..4 {
            self.height[i as usize] = 1;
        }
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut j: i64 = 0;
        let mut k: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        for i in 0i64..3 {
            moves
                .push(RawMove {
                    from: ((self.acc[0] as u64).wrapping_shr(i.wrapping_mul(7) as u32)
                        as i64 & 15) as u32,
                    to: ((self.acc[0] as u64).wrapping_shr(i.wrapping_mul(7) as u32)
                        as i64 & 15) as u32,
                    level_from: 0,
                    level_to: 0,
                    kind: 0,
                    aux: i.wrapping_mul(31).wrapping_add(self.step[0] as i64) as u32,
                });
        }
        while j < 10 {
            j = j.wrapping_add(1);
            if j == 2 {
                continue;
            }
            if j == 5 {
                break;
            }
            k = k.wrapping_add(j);
        }
        self.tail(moves, k);
    }

    /// Kernel function `apply` (Mutate).
    #[inline]
    pub fn apply(&mut self, mv: &RawMove) {
        let mut x: i64 = 0;
        let mut y: i64 = 0;
        let mut i: i64 = 0;
        let mut j: i64 = 0;
        x = (mv.to as i32 as i64).wrapping_sub(7);
        y = self.acc[0];
        self.what[0] = y.wrapping_mul(31).wrapping_add(x) as i8;
        self.who[1] = y.checked_div(x).unwrap_or(0) as u16;
        self.who[0] = y.checked_rem(x).unwrap_or(0) as u16;
        self.who[2] = (y / -3) as u16;
        self.who[3] = y.checked_rem(-1).unwrap_or(0) as u16;
        self.count[2] = y.wrapping_shl(x as u32) as i32;
        self.count[3] = (y as u64).wrapping_shr(x.wrapping_add(70) as u32) as i64 as i32;
        self.count[0] = 1i64.wrapping_shl(x.wrapping_add(64) as u32) as i32;
        self.count[1] = 15;
        self.piece_state[0] = i64::MIN
            .checked_div(x.wrapping_sub(x).wrapping_sub(1))
            .unwrap_or(0);
        self.piece_state[1] = y.wrapping_neg();
        self.piece_state[2] = !y ^ y.count_ones() as i64;
        self.piece_state[3] = (y.trailing_zeros() as i64)
            .wrapping_add((y.leading_zeros() as i64).wrapping_mul(3))
            .wrapping_add(x.min(y))
            .wrapping_sub(x.max(3));
        self.what[1] = (if x > 2 && y < 0 || x != 1 { x } else { x.wrapping_neg() })
            as i8;
        self.what[2] = ((x <= 3) as i64)
            .wrapping_add(((x >= 3) as i64).wrapping_mul(2))
            .wrapping_add(((x != 3) as i64).wrapping_mul(4))
            .wrapping_add(((x == 0) as i64).wrapping_mul(8)) as i8;
        self.what[3] = ODD_VALUES[(self.step[0] as i64 % 4) as usize].wrapping_add(5)
            as i8;
        self.bits[0] = (self.bits[0] as i64
            ^ MASKS[(y % 3).wrapping_mul(if y < 0 { -1 } else { 1 }) as usize] as i64
                & 1i64.wrapping_shl((x & 63) as u32)) as u64;
        y = y
            .wrapping_mul(6364136223846793005i64)
            .wrapping_add(1442695040888963407i64)
            .wrapping_add(mv.aux as i64);
        self.acc[0] = y ^ self.leftover(x & 7);
        self.helper(mv);
        self.step[0] = (self.step[0] as i64).wrapping_add(1) as i32;
        if self.step[0] >= 40 || self.bits[0] as i64 == 0 && self.step[0] > 3 {
            self.over[0] = 1;
            self.ranks[0] = 1i64.wrapping_add(self.acc[0] & 1) as u8;
            self.ranks[1] = 2i64.wrapping_sub(self.acc[0] & 1) as u8;
        }
        self.mover[0] = 3i64.wrapping_sub(self.mover[0] as i64) as u8;
        i = i;
        j = j;
    }

    /// Kernel function `tail` (Legal).
    #[inline]
    pub fn tail(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>, n: i64) {
        if (moves.len() as i64) < 100 {
            moves
                .push(RawMove {
                    from: (n % 16) as u32,
                    to: (n % 16) as u32,
                    level_from: 0,
                    level_to: 0,
                    kind: 0,
                    aux: moves.len() as i64 as u32,
                });
        } else {
            moves
                .push(RawMove {
                    from: 0,
                    to: 0,
                    level_from: 0,
                    level_to: 0,
                    kind: 1,
                    aux: 0,
                });
        }
    }

    /// Kernel function `leftover` (Query).
    #[inline]
    pub fn leftover(&self, n: i64) -> i64 {
        let mut i: i64 = 0;
        let mut s: i64 = 0;
        for i_next_2 in 0..n {
            i = i_next_2;
            s = s.wrapping_add(i);
            for i_next in 0i64..2 {
                i = i_next;
                s = s.wrapping_add(1);
            }
        }
        i.wrapping_mul(1000).wrapping_add(s)
    }

    /// Kernel function `helper` (Mutate).
    #[inline]
    pub fn helper(&mut self, mv: &RawMove) {
        if mv.from as i32 as i64 > 8 {
            return;
        }
        self.count[1] = (self.count[1] as i64).wrapping_add(mv.from as i32 as i64)
            as i32;
    }
}

/// Table `odd values`.
static ODD_VALUES: [i64; 4] = [-5, 300, 70000, -1];

/// Table `masks`.
static MASKS: [u64; 3] = [0xffffffffffffffff, 0xff00ff00ff00ff, 0x8000000000000000];
