//! `Laquet` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Laquet`: 2672 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LaquetState {
    pub what: [u8; 832],
    pub who: [u8; 832],
    pub piece_state: [u8; 832],
    pub count: [u16; 26],
    pub height: [u8; 26],
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
    pub pending_count: [u8; 1],
    pub pending_value: [i32; 1],
    pub vars: [i32; 1],
    pub random_source: [i32; 1],
    pub forced_roll: [i32; 3],
    pub dice_values: [i32; 2],
}

impl LaquetState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: LaquetState = LaquetState {
        what: [0; 832],
        who: [0; 832],
        piece_state: [0; 832],
        count: [0; 26],
        height: [0; 26],
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
        pending_count: [0; 1],
        pending_value: [0; 1],
        vars: [0; 1],
        random_source: [0; 1],
        forced_roll: [0; 3],
        dice_values: [0; 2],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for LaquetState {
    const LAYOUT: &'static str = "what:U8x832@0 who:U8x832@832 piece_state:U8x832@1664 count:U16x26@2496 height:U8x26@2548 mover:U8x1@2574 next:U8x1@2575 prev:U8x1@2576 num_moves:I32x1@2580 last_from:I8x1@2584 last_to:I8x1@2585 moves_in_turn:I32x1@2588 pass_run:I32x1@2592 over:U8x1@2596 swapped:U8x1@2597 turns:I32x1@2600 last_pass:U8x1@2604 phase:U8x2@2605 score:I32x2@2608 rank:U8x2@2616 triggered:I32x2@2620 mark:I32x1@2628 stamp:I32x1@2632 stack:I8x1@2636 pending_count:U8x1@2637 pending_value:I32x1@2640 vars:I32x1@2644 random_source:I32x1@2648 forced_roll:I32x3@2652 dice_values:I32x2@2664 =2672";

    fn from_kernel_bytes(bytes: &[u8]) -> LaquetState {
        assert_eq!(bytes.len(), 2672, "a state of this layout has {} bytes", 2672);
        let mut s = LaquetState::ZERO;
        ::ludemic_runtime::kernel::read_field(&mut s.what, &bytes[0..]);
        ::ludemic_runtime::kernel::read_field(&mut s.who, &bytes[832..]);
        ::ludemic_runtime::kernel::read_field(&mut s.piece_state, &bytes[1664..]);
        ::ludemic_runtime::kernel::read_field(&mut s.count, &bytes[2496..]);
        ::ludemic_runtime::kernel::read_field(&mut s.height, &bytes[2548..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mover, &bytes[2574..]);
        ::ludemic_runtime::kernel::read_field(&mut s.next, &bytes[2575..]);
        ::ludemic_runtime::kernel::read_field(&mut s.prev, &bytes[2576..]);
        ::ludemic_runtime::kernel::read_field(&mut s.num_moves, &bytes[2580..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_from, &bytes[2584..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_to, &bytes[2585..]);
        ::ludemic_runtime::kernel::read_field(&mut s.moves_in_turn, &bytes[2588..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pass_run, &bytes[2592..]);
        ::ludemic_runtime::kernel::read_field(&mut s.over, &bytes[2596..]);
        ::ludemic_runtime::kernel::read_field(&mut s.swapped, &bytes[2597..]);
        ::ludemic_runtime::kernel::read_field(&mut s.turns, &bytes[2600..]);
        ::ludemic_runtime::kernel::read_field(&mut s.last_pass, &bytes[2604..]);
        ::ludemic_runtime::kernel::read_field(&mut s.phase, &bytes[2605..]);
        ::ludemic_runtime::kernel::read_field(&mut s.score, &bytes[2608..]);
        ::ludemic_runtime::kernel::read_field(&mut s.rank, &bytes[2616..]);
        ::ludemic_runtime::kernel::read_field(&mut s.triggered, &bytes[2620..]);
        ::ludemic_runtime::kernel::read_field(&mut s.mark, &bytes[2628..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stamp, &bytes[2632..]);
        ::ludemic_runtime::kernel::read_field(&mut s.stack, &bytes[2636..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pending_count, &bytes[2637..]);
        ::ludemic_runtime::kernel::read_field(&mut s.pending_value, &bytes[2640..]);
        ::ludemic_runtime::kernel::read_field(&mut s.vars, &bytes[2644..]);
        ::ludemic_runtime::kernel::read_field(&mut s.random_source, &bytes[2648..]);
        ::ludemic_runtime::kernel::read_field(&mut s.forced_roll, &bytes[2652..]);
        ::ludemic_runtime::kernel::read_field(&mut s.dice_values, &bytes[2664..]);
        s
    }
}

/// The game `Laquet`; its states are [`LaquetState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Laquet;

impl Laquet {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 1250;
}

#[allow(unused, clippy::all)]
impl Game for Laquet {
    type State = LaquetState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Laquet"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> LaquetState {
        let mut s = LaquetState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &LaquetState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &LaquetState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        {
            let mut s = *s;
            s.legal(moves);
        }
    }

    #[inline]
    fn apply(&self, s: &mut LaquetState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &LaquetState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &LaquetState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, true)
    }

    fn state_string(&self, s: &LaquetState) -> String {
        ::ludemic_runtime::kernel::state_string(
            &::ludemic_runtime::kernel::StateView {
                num_players: 2,
                sites: 26,
                levels: 32,
                stacking: true,
                mover: s.mover[0] as i64,
                height: &|i: usize| s.height[i] as i64,
                what: &|i: usize| s.what[i] as i64,
                who: &|i: usize| s.who[i] as i64,
                count: &|i: usize| s.count[i] as i64,
                piece_state: &|i: usize| s.piece_state[i] as i64,
                scores: None,
                phases: None,
                dice: &[s.dice_values[0] as i64, s.dice_values[1] as i64],
            },
        )
    }

    fn seed_chance(&self, s: &mut LaquetState, rng: &mut ::ludemic_runtime::Rng) {
        s.random_source[0] = ::ludemic_runtime::kernel::chance_seed(rng) as i32;
    }

    fn force_roll(&self, s: &mut LaquetState, faces: &[u32]) -> bool {
        if faces.len() != 2 || faces.iter().any(|&f| f >= 6) {
            return false;
        }
        s.forced_roll[0] = 1;
        for (i, &face) in faces.iter().enumerate() {
            s.forced_roll[1 + i] = face as i32;
        }
        true
    }
}

#[allow(unused, clippy::all)]
impl LaquetState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        self.vars[0] = -1;
        self.random_source[0] = 625341585;
        self.dice_values[0] = 1;
        self.dice_values[1] = 1;
        self.what[768] = 1;
        self.who[768] = 3;
        self.piece_state[768] = 0;
        self.height[24] = 1;
        self.count[24] = (self.count[24] as i64).wrapping_add(1) as u16;
        self.what[800] = 2;
        self.who[800] = 3;
        self.piece_state[800] = 0;
        self.height[25] = 1;
        self.count[25] = (self.count[25] as i64).wrapping_add(1) as u16;
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[11] < 32 {
            self.what[352i64.wrapping_add(self.height[11] as i64) as usize] = 3;
            self.who[352i64.wrapping_add(self.height[11] as i64) as usize] = 1;
            self.piece_state[352i64.wrapping_add(self.height[11] as i64) as usize] = 0;
            self.height[11] = (self.height[11] as i64).wrapping_add(1) as u8;
            self.count[11] = 1;
        }
        if self.height[23] < 32 {
            self.what[736i64.wrapping_add(self.height[23] as i64) as usize] = 3;
            self.who[736i64.wrapping_add(self.height[23] as i64) as usize] = 1;
            self.piece_state[736i64.wrapping_add(self.height[23] as i64) as usize] = 0;
            self.height[23] = (self.height[23] as i64).wrapping_add(1) as u8;
            self.count[23] = 1;
        }
        if self.height[7] < 32 {
            self.what[224i64.wrapping_add(self.height[7] as i64) as usize] = 4;
            self.who[224i64.wrapping_add(self.height[7] as i64) as usize] = 2;
            self.piece_state[224i64.wrapping_add(self.height[7] as i64) as usize] = 0;
            self.height[7] = (self.height[7] as i64).wrapping_add(1) as u8;
            self.count[7] = 1;
        }
        if self.height[7] < 32 {
            self.what[224i64.wrapping_add(self.height[7] as i64) as usize] = 4;
            self.who[224i64.wrapping_add(self.height[7] as i64) as usize] = 2;
            self.piece_state[224i64.wrapping_add(self.height[7] as i64) as usize] = 0;
            self.height[7] = (self.height[7] as i64).wrapping_add(1) as u8;
            self.count[7] = 1;
        }
        if self.height[7] < 32 {
            self.what[224i64.wrapping_add(self.height[7] as i64) as usize] = 4;
            self.who[224i64.wrapping_add(self.height[7] as i64) as usize] = 2;
            self.piece_state[224i64.wrapping_add(self.height[7] as i64) as usize] = 0;
            self.height[7] = (self.height[7] as i64).wrapping_add(1) as u8;
            self.count[7] = 1;
        }
        if self.height[8] < 32 {
            self.what[256i64.wrapping_add(self.height[8] as i64) as usize] = 4;
            self.who[256i64.wrapping_add(self.height[8] as i64) as usize] = 2;
            self.piece_state[256i64.wrapping_add(self.height[8] as i64) as usize] = 0;
            self.height[8] = (self.height[8] as i64).wrapping_add(1) as u8;
            self.count[8] = 1;
        }
        if self.height[8] < 32 {
            self.what[256i64.wrapping_add(self.height[8] as i64) as usize] = 4;
            self.who[256i64.wrapping_add(self.height[8] as i64) as usize] = 2;
            self.piece_state[256i64.wrapping_add(self.height[8] as i64) as usize] = 0;
            self.height[8] = (self.height[8] as i64).wrapping_add(1) as u8;
            self.count[8] = 1;
        }
        if self.height[8] < 32 {
            self.what[256i64.wrapping_add(self.height[8] as i64) as usize] = 4;
            self.who[256i64.wrapping_add(self.height[8] as i64) as usize] = 2;
            self.piece_state[256i64.wrapping_add(self.height[8] as i64) as usize] = 0;
            self.height[8] = (self.height[8] as i64).wrapping_add(1) as u8;
            self.count[8] = 1;
        }
        if self.height[9] < 32 {
            self.what[288i64.wrapping_add(self.height[9] as i64) as usize] = 4;
            self.who[288i64.wrapping_add(self.height[9] as i64) as usize] = 2;
            self.piece_state[288i64.wrapping_add(self.height[9] as i64) as usize] = 0;
            self.height[9] = (self.height[9] as i64).wrapping_add(1) as u8;
            self.count[9] = 1;
        }
        if self.height[9] < 32 {
            self.what[288i64.wrapping_add(self.height[9] as i64) as usize] = 4;
            self.who[288i64.wrapping_add(self.height[9] as i64) as usize] = 2;
            self.piece_state[288i64.wrapping_add(self.height[9] as i64) as usize] = 0;
            self.height[9] = (self.height[9] as i64).wrapping_add(1) as u8;
            self.count[9] = 1;
        }
        if self.height[9] < 32 {
            self.what[288i64.wrapping_add(self.height[9] as i64) as usize] = 4;
            self.who[288i64.wrapping_add(self.height[9] as i64) as usize] = 2;
            self.piece_state[288i64.wrapping_add(self.height[9] as i64) as usize] = 0;
            self.height[9] = (self.height[9] as i64).wrapping_add(1) as u8;
            self.count[9] = 1;
        }
        if self.height[10] < 32 {
            self.what[320i64.wrapping_add(self.height[10] as i64) as usize] = 4;
            self.who[320i64.wrapping_add(self.height[10] as i64) as usize] = 2;
            self.piece_state[320i64.wrapping_add(self.height[10] as i64) as usize] = 0;
            self.height[10] = (self.height[10] as i64).wrapping_add(1) as u8;
            self.count[10] = 1;
        }
        if self.height[10] < 32 {
            self.what[320i64.wrapping_add(self.height[10] as i64) as usize] = 4;
            self.who[320i64.wrapping_add(self.height[10] as i64) as usize] = 2;
            self.piece_state[320i64.wrapping_add(self.height[10] as i64) as usize] = 0;
            self.height[10] = (self.height[10] as i64).wrapping_add(1) as u8;
            self.count[10] = 1;
        }
        if self.height[10] < 32 {
            self.what[320i64.wrapping_add(self.height[10] as i64) as usize] = 4;
            self.who[320i64.wrapping_add(self.height[10] as i64) as usize] = 2;
            self.piece_state[320i64.wrapping_add(self.height[10] as i64) as usize] = 0;
            self.height[10] = (self.height[10] as i64).wrapping_add(1) as u8;
            self.count[10] = 1;
        }
        if self.height[6] < 32 {
            self.what[192i64.wrapping_add(self.height[6] as i64) as usize] = 4;
            self.who[192i64.wrapping_add(self.height[6] as i64) as usize] = 2;
            self.piece_state[192i64.wrapping_add(self.height[6] as i64) as usize] = 0;
            self.height[6] = (self.height[6] as i64).wrapping_add(1) as u8;
            self.count[6] = 1;
        }
        if self.height[6] < 32 {
            self.what[192i64.wrapping_add(self.height[6] as i64) as usize] = 4;
            self.who[192i64.wrapping_add(self.height[6] as i64) as usize] = 2;
            self.piece_state[192i64.wrapping_add(self.height[6] as i64) as usize] = 0;
            self.height[6] = (self.height[6] as i64).wrapping_add(1) as u8;
            self.count[6] = 1;
        }
        if self.height[12] < 32 {
            self.what[384i64.wrapping_add(self.height[12] as i64) as usize] = 4;
            self.who[384i64.wrapping_add(self.height[12] as i64) as usize] = 2;
            self.piece_state[384i64.wrapping_add(self.height[12] as i64) as usize] = 0;
            self.height[12] = (self.height[12] as i64).wrapping_add(1) as u8;
            self.count[12] = 1;
        }
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&mut self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut what: i64 = 0;
        let mut site: i64 = 0;
        let mut from: i64 = 0;
        let mut to: i64 = 0;
        let mut site_1: i64 = 0;
        let mut from_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut site_2: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let mut site_3: i64 = 0;
        let mut from_3: i64 = 0;
        let mut to_3: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
        let mut cse6: i64 = 0;
        let mut cse7: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        if self.pending_count[0] <= 0 && prev != mover {
            self.roll();
        }
        if self.can_move_4(mover, prev, self.next[0] as i64, -1, -1, -1, -1) != 0 {
            for piece in 0i64..24 {
                if self.height[piece as usize] == 0 {
                    continue;
                }
                if (if piece >= 0 {
                    if self.height[piece as usize] > 0 {
                        self
                            .who[piece
                            .wrapping_mul(32)
                            .wrapping_add(
                                (self.height[piece as usize] as i64).wrapping_sub(1),
                            ) as usize] as i64
                    } else {
                        0
                    }
                } else {
                    0
                }) != mover
                {
                    continue;
                }
                what = if piece >= 0 {
                    if self.height[piece as usize] > 0 {
                        self
                            .what[piece
                            .wrapping_mul(32)
                            .wrapping_add(
                                (self.height[piece as usize] as i64).wrapping_sub(1),
                            ) as usize] as i64
                    } else {
                        0
                    }
                } else {
                    0
                };
                if what == 3 {
                    if self.dice_values[0] != 0 {
                        cse0 = if mover == 1 {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[0] >= 0 {
                                        self.dice_values[0] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[0] >= 0 {
                                            self.dice_values[0] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[0] >= 0 {
                                                self.dice_values[0] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[0] >= 0 {
                                        self.dice_values[0] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[0] >= 0 {
                                            self.dice_values[0] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[0] >= 0 {
                                                self.dice_values[0] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        };
                        if -1 == cse0 {
                            site = piece;
                            if site >= 0 {
                                if site >= 0 && self.height[site as usize] > 0 {
                                    moves
                                        .push(RawMove {
                                            from: site as u32,
                                            to: site as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: ((if site >= 0 { site } else { 4095 }) << 8)
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        } else {
                            cse1 = if cse0 >= 0 {
                                if self.height[cse0 as usize] > 0 {
                                    self
                                        .who[cse0
                                        .wrapping_mul(32)
                                        .wrapping_add(
                                            (self.height[cse0 as usize] as i64).wrapping_sub(1),
                                        ) as usize] as i64
                                } else {
                                    0
                                }
                            } else {
                                0
                            };
                            if !(cse1 > 0 && cse1 != mover && cse1 <= 2) {
                                from = piece;
                                if from >= 0 {
                                    if self.height[from as usize] > 0 {
                                        to = if mover == 1 {
                                            if (if (if from >= 0 && from < 24 {
                                                TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                    from
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from >= 0 && from < 24 {
                                                    TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                        from
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[0] >= 0 {
                                                        self.dice_values[0] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from >= 0 && from < 24 {
                                                    TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                        from
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from >= 0 && from < 24 {
                                                        TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                            from
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[0] >= 0 {
                                                            self.dice_values[0] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from >= 0 && from < 24 {
                                                        TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                            from
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from >= 0 && from < 24 {
                                                            TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                                from
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[0] >= 0 {
                                                                self.dice_values[0] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            if (if (if from >= 0 && from < 24 {
                                                TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                    from
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from >= 0 && from < 24 {
                                                    TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                        from
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[0] >= 0 {
                                                        self.dice_values[0] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from >= 0 && from < 24 {
                                                    TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                        from
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from >= 0 && from < 24 {
                                                        TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                            from
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[0] >= 0 {
                                                            self.dice_values[0] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from >= 0 && from < 24 {
                                                        TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                            from
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from >= 0 && from < 24 {
                                                            TRACK_ELEMS_8[(if from >= 0 && from < 24 {
                                                                from
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[0] >= 0 {
                                                                self.dice_values[0] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        };
                                        if to >= 0 {
                                            if true {
                                                moves
                                                    .push(RawMove {
                                                        from: from as u32,
                                                        to: to as u32,
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
                            }
                        }
                    }
                    if self.dice_values[1] != 0 {
                        cse2 = if mover == 1 {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[1] >= 0 {
                                        self.dice_values[1] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[1] >= 0 {
                                            self.dice_values[1] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[1] >= 0 {
                                                self.dice_values[1] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[1] >= 0 {
                                        self.dice_values[1] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[1] >= 0 {
                                            self.dice_values[1] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[1] >= 0 {
                                                self.dice_values[1] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        };
                        if -1 == cse2 {
                            site_1 = piece;
                            if site_1 >= 0 {
                                if site_1 >= 0 && self.height[site_1 as usize] > 0 {
                                    moves
                                        .push(RawMove {
                                            from: site_1 as u32,
                                            to: site_1 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 2i64
                                                .wrapping_add(
                                                    (if site_1 >= 0 { site_1 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        } else {
                            cse3 = if cse2 >= 0 {
                                if self.height[cse2 as usize] > 0 {
                                    self
                                        .who[cse2
                                        .wrapping_mul(32)
                                        .wrapping_add(
                                            (self.height[cse2 as usize] as i64).wrapping_sub(1),
                                        ) as usize] as i64
                                } else {
                                    0
                                }
                            } else {
                                0
                            };
                            if !(cse3 > 0 && cse3 != mover && cse3 <= 2) {
                                from_1 = piece;
                                if from_1 >= 0 {
                                    if self.height[from_1 as usize] > 0 {
                                        to_1 = if mover == 1 {
                                            if (if (if from_1 >= 0 && from_1 < 24 {
                                                TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                    from_1
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[1] >= 0 {
                                                        self.dice_values[1] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_1 >= 0 && from_1 < 24 {
                                                        TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                            from_1
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[1] >= 0 {
                                                            self.dice_values[1] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from_1 >= 0 && from_1 < 24 {
                                                        TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                            from_1
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from_1 >= 0 && from_1 < 24 {
                                                            TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                                from_1
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[1] >= 0 {
                                                                self.dice_values[1] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            if (if (if from_1 >= 0 && from_1 < 24 {
                                                TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                    from_1
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[1] >= 0 {
                                                        self.dice_values[1] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_1 >= 0 && from_1 < 24 {
                                                        TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                            from_1
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[1] >= 0 {
                                                            self.dice_values[1] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from_1 >= 0 && from_1 < 24 {
                                                        TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                            from_1
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from_1 >= 0 && from_1 < 24 {
                                                            TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                                from_1
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[1] >= 0 {
                                                                self.dice_values[1] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        };
                                        if to_1 >= 0 {
                                            if true {
                                                moves
                                                    .push(RawMove {
                                                        from: from_1 as u32,
                                                        to: to_1 as u32,
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
                if what == 4 {
                    if self.dice_values[0] != 0 {
                        cse4 = if mover == 1 {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[0] >= 0 {
                                        self.dice_values[0] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[0] >= 0 {
                                            self.dice_values[0] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[0] >= 0 {
                                                self.dice_values[0] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[0] >= 0 {
                                        self.dice_values[0] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[0] >= 0 {
                                            self.dice_values[0] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[0] >= 0 {
                                                self.dice_values[0] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        };
                        if -1 == cse4 {
                            site_2 = piece;
                            if site_2 >= 0 {
                                if site_2 >= 0 && self.height[site_2 as usize] > 0 {
                                    moves
                                        .push(RawMove {
                                            from: site_2 as u32,
                                            to: site_2 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 4i64
                                                .wrapping_add(
                                                    (if site_2 >= 0 { site_2 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        } else {
                            cse5 = if cse4 >= 0 {
                                if self.height[cse4 as usize] > 0 {
                                    self
                                        .who[cse4
                                        .wrapping_mul(32)
                                        .wrapping_add(
                                            (self.height[cse4 as usize] as i64).wrapping_sub(1),
                                        ) as usize] as i64
                                } else {
                                    0
                                }
                            } else {
                                0
                            };
                            if !(cse5 > 0 && cse5 != mover && cse5 <= 2) {
                                from_2 = piece;
                                if from_2 >= 0 {
                                    if self.height[from_2 as usize] > 0 {
                                        to_2 = if mover == 1 {
                                            if (if (if from_2 >= 0 && from_2 < 24 {
                                                TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                    from_2
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[0] >= 0 {
                                                        self.dice_values[0] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_2 >= 0 && from_2 < 24 {
                                                        TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                            from_2
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[0] >= 0 {
                                                            self.dice_values[0] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from_2 >= 0 && from_2 < 24 {
                                                        TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                            from_2
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from_2 >= 0 && from_2 < 24 {
                                                            TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                                from_2
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[0] >= 0 {
                                                                self.dice_values[0] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            if (if (if from_2 >= 0 && from_2 < 24 {
                                                TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                    from_2
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[0] >= 0 {
                                                        self.dice_values[0] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_2 >= 0 && from_2 < 24 {
                                                        TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                            from_2
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[0] >= 0 {
                                                            self.dice_values[0] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from_2 >= 0 && from_2 < 24 {
                                                        TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                            from_2
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from_2 >= 0 && from_2 < 24 {
                                                            TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                                from_2
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[0] >= 0 {
                                                                self.dice_values[0] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        };
                                        if to_2 >= 0 {
                                            if true {
                                                moves
                                                    .push(RawMove {
                                                        from: from_2 as u32,
                                                        to: to_2 as u32,
                                                        level_from: 0,
                                                        level_to: 0,
                                                        kind: 0,
                                                        aux: 5i64
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
                    if self.dice_values[1] != 0 {
                        cse6 = if mover == 1 {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[1] >= 0 {
                                        self.dice_values[1] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[1] >= 0 {
                                            self.dice_values[1] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[1] >= 0 {
                                                self.dice_values[1] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[1] >= 0 {
                                        self.dice_values[1] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[1] >= 0 {
                                            self.dice_values[1] as i64
                                        } else {
                                            0
                                        },
                                    ) < 24
                                {
                                    (if (if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }) >= 0
                                    {
                                        if piece >= 0 && piece < 24 {
                                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                                piece
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        24
                                    })
                                        .wrapping_add(
                                            if self.dice_values[1] >= 0 {
                                                self.dice_values[1] as i64
                                            } else {
                                                0
                                            },
                                        )
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        };
                        if -1 == cse6 {
                            site_3 = piece;
                            if site_3 >= 0 {
                                if site_3 >= 0 && self.height[site_3 as usize] > 0 {
                                    moves
                                        .push(RawMove {
                                            from: site_3 as u32,
                                            to: site_3 as u32,
                                            level_from: 0,
                                            level_to: 0,
                                            kind: 0,
                                            aux: 6i64
                                                .wrapping_add(
                                                    (if site_3 >= 0 { site_3 } else { 4095 }) << 8,
                                                )
                                                .wrapping_add(0) as u32,
                                        });
                                }
                            }
                        } else {
                            cse7 = if cse6 >= 0 {
                                if self.height[cse6 as usize] > 0 {
                                    self
                                        .who[cse6
                                        .wrapping_mul(32)
                                        .wrapping_add(
                                            (self.height[cse6 as usize] as i64).wrapping_sub(1),
                                        ) as usize] as i64
                                } else {
                                    0
                                }
                            } else {
                                0
                            };
                            if !(cse7 > 0 && cse7 != mover && cse7 <= 2) {
                                from_3 = piece;
                                if from_3 >= 0 {
                                    if self.height[from_3 as usize] > 0 {
                                        to_3 = if mover == 1 {
                                            if (if (if from_3 >= 0 && from_3 < 24 {
                                                TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                    from_3
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_3 >= 0 && from_3 < 24 {
                                                    TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                        from_3
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[1] >= 0 {
                                                        self.dice_values[1] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from_3 >= 0 && from_3 < 24 {
                                                    TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                        from_3
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_3 >= 0 && from_3 < 24 {
                                                        TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                            from_3
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[1] >= 0 {
                                                            self.dice_values[1] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from_3 >= 0 && from_3 < 24 {
                                                        TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                            from_3
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from_3 >= 0 && from_3 < 24 {
                                                            TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                                from_3
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[1] >= 0 {
                                                                self.dice_values[1] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            if (if (if from_3 >= 0 && from_3 < 24 {
                                                TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                    from_3
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_3 >= 0 && from_3 < 24 {
                                                    TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                        from_3
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[1] >= 0 {
                                                        self.dice_values[1] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                TRACK_ELEMS_8[(if (if (if from_3 >= 0 && from_3 < 24 {
                                                    TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                        from_3
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_3 >= 0 && from_3 < 24 {
                                                        TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                            from_3
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[1] >= 0 {
                                                            self.dice_values[1] as i64
                                                        } else {
                                                            0
                                                        },
                                                    ) < 24
                                                {
                                                    (if (if from_3 >= 0 && from_3 < 24 {
                                                        TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                            from_3
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }) >= 0
                                                    {
                                                        if from_3 >= 0 && from_3 < 24 {
                                                            TRACK_ELEMS_8[(if from_3 >= 0 && from_3 < 24 {
                                                                from_3
                                                            } else {
                                                                0
                                                            }) as usize] as i64
                                                        } else {
                                                            -1
                                                        }
                                                    } else {
                                                        24
                                                    })
                                                        .wrapping_add(
                                                            if self.dice_values[1] >= 0 {
                                                                self.dice_values[1] as i64
                                                            } else {
                                                                0
                                                            },
                                                        )
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        };
                                        if to_3 >= 0 {
                                            if true {
                                                moves
                                                    .push(RawMove {
                                                        from: from_3 as u32,
                                                        to: to_3 as u32,
                                                        level_from: 0,
                                                        level_to: 0,
                                                        kind: 0,
                                                        aux: 7i64
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
        } else {
            moves
                .push(RawMove {
                    from: 4294967295,
                    to: 4294967295,
                    level_from: 0,
                    level_to: 0,
                    kind: 1,
                    aux: 34,
                });
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
        let mut die_value: i64 = 0;
        let mut temp: i64 = 0;
        let mut cond: i64 = 0;
        let mut die_value_2: i64 = 0;
        let mut temp_1: i64 = 0;
        let mut cond_1: i64 = 0;
        let mut removed_1: i64 = 0;
        let mut die_value_3: i64 = 0;
        let mut temp_2: i64 = 0;
        let mut cond_2: i64 = 0;
        let mut die_value_4: i64 = 0;
        let mut temp_3: i64 = 0;
        let mut cond_3: i64 = 0;
        let removed_2: i64 = 0;
        let die_value_5: i64 = 0;
        let temp_4: i64 = 0;
        let mut cond_4: i64 = 0;
        let die_value_6: i64 = 0;
        let temp_5: i64 = 0;
        let mut cond_5: i64 = 0;
        let removed_3: i64 = 0;
        let die_value_7: i64 = 0;
        let temp_6: i64 = 0;
        let mut cond_6: i64 = 0;
        let die_value_8: i64 = 0;
        let temp_7: i64 = 0;
        let mut cond_7: i64 = 0;
        let mut pending: i64 = 0;
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
        if self.pending_count[0] <= 0 && prev != mover {
            self.roll();
        }
        self.pending_count[0] = 0;
        if mv.kind as i64 == 0 {
            if leaf == 0 || leaf == 4 {
                removed = site;
                if removed >= 0 {
                    self.take_piece(removed);
                }
                die_value = self.dice_values[0] as i64;
                temp = self.vars[0] as i64;
                self.dice_values[0] = 0;
                if temp >= 1 && temp <= 6 {
                    self.piece_state[768] = temp.wrapping_sub(1) as u8;
                    self.dice_values[0] = temp.wrapping_sub(1).wrapping_add(1) as i32;
                    self.piece_state[800] = temp.wrapping_sub(1) as u8;
                    self.dice_values[1] = temp.wrapping_sub(1).wrapping_add(1) as i32;
                }
            } else if leaf == 1 || leaf == 5 {
                self.move_piece(from, to);
                die_value_2 = self.dice_values[0] as i64;
                temp_1 = self.vars[0] as i64;
                self.dice_values[0] = 0;
                if temp_1 >= 1 && temp_1 <= 6 {
                    self.piece_state[768] = temp_1.wrapping_sub(1) as u8;
                    self.dice_values[0] = temp_1.wrapping_sub(1).wrapping_add(1) as i32;
                    self.piece_state[800] = temp_1.wrapping_sub(1) as u8;
                    self.dice_values[1] = temp_1.wrapping_sub(1).wrapping_add(1) as i32;
                }
            } else if leaf == 2 || leaf == 6 {
                removed_1 = site;
                if removed_1 >= 0 {
                    self.take_piece(removed_1);
                }
                die_value_3 = self.dice_values[1] as i64;
                temp_2 = self.vars[0] as i64;
                self.dice_values[1] = 0;
                if temp_2 >= 1 && temp_2 <= 6 {
                    self.piece_state[768] = temp_2.wrapping_sub(1) as u8;
                    self.dice_values[0] = temp_2.wrapping_sub(1).wrapping_add(1) as i32;
                    self.piece_state[800] = temp_2.wrapping_sub(1) as u8;
                    self.dice_values[1] = temp_2.wrapping_sub(1).wrapping_add(1) as i32;
                }
            } else if leaf == 3 || leaf == 7 {
                self.move_piece(from, to);
                die_value_4 = self.dice_values[1] as i64;
                temp_3 = self.vars[0] as i64;
                self.dice_values[1] = 0;
                if temp_3 >= 1 && temp_3 <= 6 {
                    self.piece_state[768] = temp_3.wrapping_sub(1) as u8;
                    self.dice_values[0] = temp_3.wrapping_sub(1).wrapping_add(1) as i32;
                    self.piece_state[800] = temp_3.wrapping_sub(1) as u8;
                    self.dice_values[1] = temp_3.wrapping_sub(1).wrapping_add(1) as i32;
                }
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
                cond = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond != 0 {}
                if cond != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 1 {
                cond_1 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_1 != 0 {}
                if cond_1 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 2 {
                cond_2 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_2 != 0 {}
                if cond_2 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 3 {
                cond_3 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_3 != 0 {}
                if cond_3 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 4 {
                cond_4 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_4 != 0 {}
                if cond_4 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 5 {
                cond_5 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_5 != 0 {}
                if cond_5 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 6 {
                cond_6 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_6 != 0 {}
                if cond_6 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 7 {
                cond_7 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_7 != 0 {}
                if cond_7 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 8 {
                pending = 1;
                if self.pending_count[0] == 0 {
                    self.pending_count[0] = 1;
                    self.pending_value[0] = pending as i32;
                } else if self.pending_count[0] == 1
                    && self.pending_value[0] as i64 != pending
                {
                    self.pending_count[0] = 2;
                }
            }
        } else if mv.kind as i64 == 1 && mv.aux as i64 & 2 != 0 {
            leaf = ((mv.aux as i64 as u64) >> 2) as i64;
            if leaf == 0 {
                cond = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond != 0 {}
                if cond != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 1 {
                cond_1 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_1 != 0 {}
                if cond_1 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 2 {
                cond_2 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_2 != 0 {}
                if cond_2 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 3 {
                cond_3 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_3 != 0 {}
                if cond_3 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 4 {
                cond_4 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_4 != 0 {}
                if cond_4 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 5 {
                cond_5 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_5 != 0 {}
                if cond_5 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 6 {
                cond_6 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_6 != 0 {}
                if cond_6 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 7 {
                cond_7 = !(self.dice_values[0] == 0 && self.dice_values[1] == 0) as i64;
                if cond_7 != 0 {}
                if cond_7 != 0 {
                    self.next[0] = mover as u8;
                }
            } else if leaf == 8 {
                pending = 1;
                if self.pending_count[0] == 0 {
                    self.pending_count[0] = 1;
                    self.pending_value[0] = pending as i32;
                } else if self.pending_count[0] == 1
                    && self.pending_value[0] as i64 != pending
                {
                    self.pending_count[0] = 2;
                }
            }
        }
        if self.count_7(mover, prev, self.next[0] as i64, -1, -1, -1, -1) == 0 {
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

    /// Kernel function `roll` (Mutate).
    #[inline]
    pub fn roll(&mut self) {
        let mut x: i64 = 0;
        if self.forced_roll[0] != 0 {
            self.piece_state[768] = self.forced_roll[1] as i64 as u8;
            self.dice_values[0] = (self.forced_roll[1] as i64).wrapping_add(1) as i32;
            self.piece_state[800] = self.forced_roll[2] as i64 as u8;
            self.dice_values[1] = (self.forced_roll[2] as i64).wrapping_add(1) as i32;
            self.forced_roll[0] = 0;
        } else {
            x = self.random_source[0] as i64 & 4294967295i64;
            if x == 0 {
                x = 625341585;
            }
            x = x ^ x << 13 & 4294967295i64;
            x = x ^ ((x as u64) >> 17) as i64;
            x = x ^ x << 5 & 4294967295i64;
            self.piece_state[768] = (x % 6) as u8;
            self.dice_values[0] = (x % 6).wrapping_add(1) as i32;
            x = x ^ x << 13 & 4294967295i64;
            x = x ^ ((x as u64) >> 17) as i64;
            x = x ^ x << 5 & 4294967295i64;
            self.piece_state[800] = (x % 6) as u8;
            self.dice_values[1] = (x % 6).wrapping_add(1) as i32;
            self.random_source[0] = x as i32;
        }
    }

    /// Kernel function `can_move_4` (Query).
    #[inline]
    pub fn can_move_4(
        &self,
        mover: i64,
        prev: i64,
        next: i64,
        site: i64,
        from: i64,
        to: i64,
        between: i64,
    ) -> i64 {
        let mut what: i64 = 0;
        let mut site_1: i64 = 0;
        let mut from_1: i64 = 0;
        let mut to_1: i64 = 0;
        let mut site_2: i64 = 0;
        let mut from_2: i64 = 0;
        let mut to_2: i64 = 0;
        let site_3: i64 = 0;
        let from_3: i64 = 0;
        let to_3: i64 = 0;
        let site_4: i64 = 0;
        let from_4: i64 = 0;
        let to_4: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        for piece in 0i64..24 {
            if self.height[piece as usize] == 0 {
                continue;
            }
            if (if piece >= 0 {
                if self.height[piece as usize] > 0 {
                    self
                        .who[piece
                        .wrapping_mul(32)
                        .wrapping_add(
                            (self.height[piece as usize] as i64).wrapping_sub(1),
                        ) as usize] as i64
                } else {
                    0
                }
            } else {
                0
            }) != mover
            {
                continue;
            }
            what = if piece >= 0 {
                if self.height[piece as usize] > 0 {
                    self
                        .what[piece
                        .wrapping_mul(32)
                        .wrapping_add(
                            (self.height[piece as usize] as i64).wrapping_sub(1),
                        ) as usize] as i64
                } else {
                    0
                }
            } else {
                0
            };
            if what == 3 || what == 4 {
                if self.dice_values[0] != 0 {
                    cse0 = if mover == 1 {
                        if (if (if piece >= 0 && piece < 24 {
                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                piece
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }) >= 0
                        {
                            if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            24
                        })
                            .wrapping_add(
                                if self.dice_values[0] >= 0 {
                                    self.dice_values[0] as i64
                                } else {
                                    0
                                },
                            ) < 24
                        {
                            TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[0] >= 0 {
                                        self.dice_values[0] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[0] >= 0 {
                                            self.dice_values[0] as i64
                                        } else {
                                            0
                                        },
                                    )
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }
                    } else {
                        if (if (if piece >= 0 && piece < 24 {
                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                piece
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }) >= 0
                        {
                            if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            24
                        })
                            .wrapping_add(
                                if self.dice_values[0] >= 0 {
                                    self.dice_values[0] as i64
                                } else {
                                    0
                                },
                            ) < 24
                        {
                            TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[0] >= 0 {
                                        self.dice_values[0] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[0] >= 0 {
                                            self.dice_values[0] as i64
                                        } else {
                                            0
                                        },
                                    )
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }
                    };
                    if -1 == cse0 {
                        site_1 = piece;
                        if site_1 >= 0 {
                            if site_1 >= 0 && self.height[site_1 as usize] > 0 {
                                return (site_1.wrapping_add(1) << 20)
                                    .wrapping_add(site_1.wrapping_add(1));
                            }
                        }
                    } else {
                        cse1 = if cse0 >= 0 {
                            if self.height[cse0 as usize] > 0 {
                                self
                                    .who[cse0
                                    .wrapping_mul(32)
                                    .wrapping_add(
                                        (self.height[cse0 as usize] as i64).wrapping_sub(1),
                                    ) as usize] as i64
                            } else {
                                0
                            }
                        } else {
                            0
                        };
                        if !(cse1 > 0 && cse1 != mover && cse1 <= 2) {
                            from_1 = piece;
                            if from_1 >= 0 {
                                if self.height[from_1 as usize] > 0 {
                                    to_1 = if mover == 1 {
                                        if (if (if from_1 >= 0 && from_1 < 24 {
                                            TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                from_1
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }) >= 0
                                        {
                                            if from_1 >= 0 && from_1 < 24 {
                                                TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                    from_1
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            24
                                        })
                                            .wrapping_add(
                                                if self.dice_values[0] >= 0 {
                                                    self.dice_values[0] as i64
                                                } else {
                                                    0
                                                },
                                            ) < 24
                                        {
                                            TRACK_ELEMS_8[(if (if (if from_1 >= 0 && from_1 < 24 {
                                                TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                    from_1
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[0] >= 0 {
                                                        self.dice_values[0] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                (if (if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_1 >= 0 && from_1 < 24 {
                                                        TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                            from_1
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[0] >= 0 {
                                                            self.dice_values[0] as i64
                                                        } else {
                                                            0
                                                        },
                                                    )
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        if (if (if from_1 >= 0 && from_1 < 24 {
                                            TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                from_1
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }) >= 0
                                        {
                                            if from_1 >= 0 && from_1 < 24 {
                                                TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                    from_1
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            24
                                        })
                                            .wrapping_add(
                                                if self.dice_values[0] >= 0 {
                                                    self.dice_values[0] as i64
                                                } else {
                                                    0
                                                },
                                            ) < 24
                                        {
                                            TRACK_ELEMS_8[(if (if (if from_1 >= 0 && from_1 < 24 {
                                                TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                    from_1
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[0] >= 0 {
                                                        self.dice_values[0] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                (if (if from_1 >= 0 && from_1 < 24 {
                                                    TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                        from_1
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_1 >= 0 && from_1 < 24 {
                                                        TRACK_ELEMS_8[(if from_1 >= 0 && from_1 < 24 {
                                                            from_1
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[0] >= 0 {
                                                            self.dice_values[0] as i64
                                                        } else {
                                                            0
                                                        },
                                                    )
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    };
                                    if to_1 >= 0 {
                                        if true {
                                            return (from_1.wrapping_add(1) << 20)
                                                .wrapping_add(to_1.wrapping_add(1));
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                if self.dice_values[1] != 0 {
                    cse2 = if mover == 1 {
                        if (if (if piece >= 0 && piece < 24 {
                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                piece
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }) >= 0
                        {
                            if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            24
                        })
                            .wrapping_add(
                                if self.dice_values[1] >= 0 {
                                    self.dice_values[1] as i64
                                } else {
                                    0
                                },
                            ) < 24
                        {
                            TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[1] >= 0 {
                                        self.dice_values[1] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[1] >= 0 {
                                            self.dice_values[1] as i64
                                        } else {
                                            0
                                        },
                                    )
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }
                    } else {
                        if (if (if piece >= 0 && piece < 24 {
                            TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                piece
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }) >= 0
                        {
                            if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }
                        } else {
                            24
                        })
                            .wrapping_add(
                                if self.dice_values[1] >= 0 {
                                    self.dice_values[1] as i64
                                } else {
                                    0
                                },
                            ) < 24
                        {
                            TRACK_ELEMS_8[(if (if (if piece >= 0 && piece < 24 {
                                TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                    piece
                                } else {
                                    0
                                }) as usize] as i64
                            } else {
                                -1
                            }) >= 0
                            {
                                if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }
                            } else {
                                24
                            })
                                .wrapping_add(
                                    if self.dice_values[1] >= 0 {
                                        self.dice_values[1] as i64
                                    } else {
                                        0
                                    },
                                ) < 24
                            {
                                (if (if piece >= 0 && piece < 24 {
                                    TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                        piece
                                    } else {
                                        0
                                    }) as usize] as i64
                                } else {
                                    -1
                                }) >= 0
                                {
                                    if piece >= 0 && piece < 24 {
                                        TRACK_ELEMS_8[(if piece >= 0 && piece < 24 {
                                            piece
                                        } else {
                                            0
                                        }) as usize] as i64
                                    } else {
                                        -1
                                    }
                                } else {
                                    24
                                })
                                    .wrapping_add(
                                        if self.dice_values[1] >= 0 {
                                            self.dice_values[1] as i64
                                        } else {
                                            0
                                        },
                                    )
                            } else {
                                0
                            }) as usize] as i64
                        } else {
                            -1
                        }
                    };
                    if -1 == cse2 {
                        site_2 = piece;
                        if site_2 >= 0 {
                            if site_2 >= 0 && self.height[site_2 as usize] > 0 {
                                return (site_2.wrapping_add(1) << 20)
                                    .wrapping_add(site_2.wrapping_add(1));
                            }
                        }
                    } else {
                        cse3 = if cse2 >= 0 {
                            if self.height[cse2 as usize] > 0 {
                                self
                                    .who[cse2
                                    .wrapping_mul(32)
                                    .wrapping_add(
                                        (self.height[cse2 as usize] as i64).wrapping_sub(1),
                                    ) as usize] as i64
                            } else {
                                0
                            }
                        } else {
                            0
                        };
                        if !(cse3 > 0 && cse3 != mover && cse3 <= 2) {
                            from_2 = piece;
                            if from_2 >= 0 {
                                if self.height[from_2 as usize] > 0 {
                                    to_2 = if mover == 1 {
                                        if (if (if from_2 >= 0 && from_2 < 24 {
                                            TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                from_2
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }) >= 0
                                        {
                                            if from_2 >= 0 && from_2 < 24 {
                                                TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                    from_2
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            24
                                        })
                                            .wrapping_add(
                                                if self.dice_values[1] >= 0 {
                                                    self.dice_values[1] as i64
                                                } else {
                                                    0
                                                },
                                            ) < 24
                                        {
                                            TRACK_ELEMS_8[(if (if (if from_2 >= 0 && from_2 < 24 {
                                                TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                    from_2
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[1] >= 0 {
                                                        self.dice_values[1] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                (if (if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_2 >= 0 && from_2 < 24 {
                                                        TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                            from_2
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[1] >= 0 {
                                                            self.dice_values[1] as i64
                                                        } else {
                                                            0
                                                        },
                                                    )
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    } else {
                                        if (if (if from_2 >= 0 && from_2 < 24 {
                                            TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                from_2
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }) >= 0
                                        {
                                            if from_2 >= 0 && from_2 < 24 {
                                                TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                    from_2
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }
                                        } else {
                                            24
                                        })
                                            .wrapping_add(
                                                if self.dice_values[1] >= 0 {
                                                    self.dice_values[1] as i64
                                                } else {
                                                    0
                                                },
                                            ) < 24
                                        {
                                            TRACK_ELEMS_8[(if (if (if from_2 >= 0 && from_2 < 24 {
                                                TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                    from_2
                                                } else {
                                                    0
                                                }) as usize] as i64
                                            } else {
                                                -1
                                            }) >= 0
                                            {
                                                if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }
                                            } else {
                                                24
                                            })
                                                .wrapping_add(
                                                    if self.dice_values[1] >= 0 {
                                                        self.dice_values[1] as i64
                                                    } else {
                                                        0
                                                    },
                                                ) < 24
                                            {
                                                (if (if from_2 >= 0 && from_2 < 24 {
                                                    TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                        from_2
                                                    } else {
                                                        0
                                                    }) as usize] as i64
                                                } else {
                                                    -1
                                                }) >= 0
                                                {
                                                    if from_2 >= 0 && from_2 < 24 {
                                                        TRACK_ELEMS_8[(if from_2 >= 0 && from_2 < 24 {
                                                            from_2
                                                        } else {
                                                            0
                                                        }) as usize] as i64
                                                    } else {
                                                        -1
                                                    }
                                                } else {
                                                    24
                                                })
                                                    .wrapping_add(
                                                        if self.dice_values[1] >= 0 {
                                                            self.dice_values[1] as i64
                                                        } else {
                                                            0
                                                        },
                                                    )
                                            } else {
                                                0
                                            }) as usize] as i64
                                        } else {
                                            -1
                                        }
                                    };
                                    if to_2 >= 0 {
                                        if true {
                                            return (from_2.wrapping_add(1) << 20)
                                                .wrapping_add(to_2.wrapping_add(1));
                                        }
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
        if self.height[site as usize] > 0 {
            self
                .what[site
                .wrapping_mul(32)
                .wrapping_add((self.height[site as usize] as i64).wrapping_sub(1))
                as usize] = 0;
            self
                .who[site
                .wrapping_mul(32)
                .wrapping_add((self.height[site as usize] as i64).wrapping_sub(1))
                as usize] = 0;
            self
                .piece_state[site
                .wrapping_mul(32)
                .wrapping_add((self.height[site as usize] as i64).wrapping_sub(1))
                as usize] = 0;
            if (self.height[site as usize] as i64).wrapping_sub(1) == 0 {
                self.count[site as usize] = 0;
            }
            self.height[site as usize] = (self.height[site as usize] as i64)
                .wrapping_sub(1) as u8;
        }
    }

    /// Kernel function `move_piece` (Mutate).
    #[inline]
    pub fn move_piece(&mut self, from: i64, to: i64) {
        let mut what: i64 = 0;
        let mut who: i64 = 0;
        let mut st: i64 = 0;
        let mut h: i64 = 0;
        if self.height[from as usize] == 0 {
            return;
        }
        what = self
            .what[from
            .wrapping_mul(32)
            .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1)) as usize]
            as i64;
        who = self
            .who[from
            .wrapping_mul(32)
            .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1)) as usize]
            as i64;
        st = self
            .piece_state[from
            .wrapping_mul(32)
            .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1)) as usize]
            as i64;
        if self.height[from as usize] > 0 {
            self
                .what[from
                .wrapping_mul(32)
                .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1))
                as usize] = 0;
            self
                .who[from
                .wrapping_mul(32)
                .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1))
                as usize] = 0;
            self
                .piece_state[from
                .wrapping_mul(32)
                .wrapping_add((self.height[from as usize] as i64).wrapping_sub(1))
                as usize] = 0;
            if (self.height[from as usize] as i64).wrapping_sub(1) == 0 {
                self.count[from as usize] = 0;
            }
            self.height[from as usize] = (self.height[from as usize] as i64)
                .wrapping_sub(1) as u8;
        }
        h = self.height[to as usize] as i64;
        st = if from == to { st } else { 0 };
        if h < 32 {
            self.what[to.wrapping_mul(32).wrapping_add(h) as usize] = what as u8;
            self.who[to.wrapping_mul(32).wrapping_add(h) as usize] = who as u8;
            self.piece_state[to.wrapping_mul(32).wrapping_add(h) as usize] = st as u8;
            self.height[to as usize] = h.wrapping_add(1) as u8;
            self.count[to as usize] = 1;
        }
    }

    /// Kernel function `count_7` (Query).
    #[inline]
    pub fn count_7(
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
        let mut hit: i64 = 0;
        n = 0;
        for s in 0i64..26 {
            hit = 0;
            for level in 0..self.height[s as usize] as i64 {
                if self.who[s.wrapping_mul(32).wrapping_add(level) as usize] as i64
                    == mover
                {
                    hit = 1;
                    break;
                }
            }
            if hit != 0 {
                n = n.wrapping_add(1);
            }
        }
        n
    }
}

/// Table `track_elems_8`.
static TRACK_ELEMS_8: [u8; 24] = [
    11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
];
