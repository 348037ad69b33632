//! `Reversi` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Reversi`: 504 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ReversiState {
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
    pub state_bits: [u64; 3],
}

impl ReversiState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: ReversiState = ReversiState {
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
        state_bits: [0; 3],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for ReversiState {
    const LAYOUT: &'static str = "what:U8x64@0 who:U8x64@64 piece_state:U8x64@128 count:U16x64@192 height:U8x64@320 mover:U8x1@384 next:U8x1@385 prev:U8x1@386 num_moves:I32x1@388 last_from:I8x1@392 last_to:I8x1@393 moves_in_turn:I32x1@396 pass_run:I32x1@400 over:U8x1@404 swapped:U8x1@405 turns:I32x1@408 last_pass:U8x1@412 phase:U8x2@413 score:I32x2@416 rank:U8x2@424 triggered:I32x2@428 mark:I32x1@436 stamp:I32x1@440 stack:I8x1@444 owned:Bitsx4@448 state_bits:Bitsx3@480 =504";

    fn from_kernel_bytes(bytes: &[u8]) -> ReversiState {
        assert_eq!(bytes.len(), 504, "a state of this layout has {} bytes", 504);
        let mut s = ReversiState::ZERO;
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
        ::ludemic_runtime::kernel::read_field(&mut s.state_bits, &bytes[480..]);
        s
    }
}

/// The game `Reversi`; its states are [`ReversiState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reversi;

impl Reversi {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 66;
}

#[allow(unused, clippy::all)]
impl Game for Reversi {
    type State = ReversiState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Reversi"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> ReversiState {
        let mut s = ReversiState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &ReversiState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &ReversiState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut ReversiState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn status(&self, s: &ReversiState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &ReversiState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &ReversiState) -> String {
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
                scores: Some(&|i: usize| s.score[i] as i64),
                phases: None,
                dice: &[],
            },
        )
    }
}

#[allow(unused, clippy::all)]
impl ReversiState {
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
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
        cse0 = (self.who[27] as i64).wrapping_add(0);
        self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64 & -134217729)
            as u64;
        self.owned[0 as usize] = (self.owned[0 as usize] as i64 | 134217728) as u64;
        self.what[27] = 1;
        self.who[27] = 0;
        cse1 = (if self.piece_state[27] >= 1 && self.piece_state[27] <= 2 {
            (self.piece_state[27] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse1 as usize] = (self.state_bits[cse1 as usize] as i64
            & -134217729) as u64;
        self.piece_state[27] = 1;
        cse2 = (if self.piece_state[27] >= 1 && self.piece_state[27] <= 2 {
            (self.piece_state[27] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse2 as usize] = (self.state_bits[cse2 as usize] as i64
            | 134217728) as u64;
        self.height[27] = 1;
        self.count[27] = 1;
        cse3 = (self.who[36] as i64).wrapping_add(0);
        self.owned[cse3 as usize] = (self.owned[cse3 as usize] as i64 & -68719476737i64)
            as u64;
        self.owned[0 as usize] = (self.owned[0 as usize] as i64 | 68719476736i64) as u64;
        self.what[36] = 1;
        self.who[36] = 0;
        cse4 = (if self.piece_state[36] >= 1 && self.piece_state[36] <= 2 {
            (self.piece_state[36] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse4 as usize] = (self.state_bits[cse4 as usize] as i64
            & -68719476737i64) as u64;
        self.piece_state[36] = 1;
        cse5 = (if self.piece_state[36] >= 1 && self.piece_state[36] <= 2 {
            (self.piece_state[36] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse5 as usize] = (self.state_bits[cse5 as usize] as i64
            | 68719476736i64) as u64;
        self.height[36] = 1;
        self.count[36] = 1;
        cse6 = (self.who[28] as i64).wrapping_add(0);
        self.owned[cse6 as usize] = (self.owned[cse6 as usize] as i64 & -268435457)
            as u64;
        self.owned[0 as usize] = (self.owned[0 as usize] as i64 | 268435456) as u64;
        self.what[28] = 1;
        self.who[28] = 0;
        cse7 = (if self.piece_state[28] >= 1 && self.piece_state[28] <= 2 {
            (self.piece_state[28] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse7 as usize] = (self.state_bits[cse7 as usize] as i64
            & -268435457) as u64;
        self.piece_state[28] = 2;
        cse8 = (if self.piece_state[28] >= 1 && self.piece_state[28] <= 2 {
            (self.piece_state[28] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse8 as usize] = (self.state_bits[cse8 as usize] as i64
            | 268435456) as u64;
        self.height[28] = 1;
        self.count[28] = 1;
        cse9 = (self.who[35] as i64).wrapping_add(0);
        self.owned[cse9 as usize] = (self.owned[cse9 as usize] as i64 & -34359738369i64)
            as u64;
        self.owned[0 as usize] = (self.owned[0 as usize] as i64 | 34359738368i64) as u64;
        self.what[35] = 1;
        self.who[35] = 0;
        cse10 = (if self.piece_state[35] >= 1 && self.piece_state[35] <= 2 {
            (self.piece_state[35] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse10 as usize] = (self.state_bits[cse10 as usize] as i64
            & -34359738369i64) as u64;
        self.piece_state[35] = 2;
        cse11 = (if self.piece_state[35] >= 1 && self.piece_state[35] <= 2 {
            (self.piece_state[35] as i64).wrapping_sub(1)
        } else {
            2
        })
            .wrapping_add(0);
        self.state_bits[cse11 as usize] = (self.state_bits[cse11 as usize] as i64
            | 34359738368i64) as u64;
        self.height[35] = 1;
        self.count[35] = 1;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut site: i64 = 0;
        let mut friend: i64 = 0;
        let mut enemy: i64 = 0;
        let mut run: i64 = 0;
        let mut flanked: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        friend = self.state_bits[mover.wrapping_sub(1) as usize] as i64;
        enemy = (self.state_bits[0] as i64 | self.state_bits[1] as i64) & !friend;
        flanked = 0;
        run = ((friend as u64) >> 8) as i64 & 72057594037927935i64 & enemy;
        run = run | ((run as u64) >> 8) as i64 & 72057594037927935i64 & enemy;
        run = run | ((run as u64) >> 8) as i64 & 72057594037927935i64 & enemy;
        run = run | ((run as u64) >> 8) as i64 & 72057594037927935i64 & enemy;
        run = run | ((run as u64) >> 8) as i64 & 72057594037927935i64 & enemy;
        run = run | ((run as u64) >> 8) as i64 & 72057594037927935i64 & enemy;
        flanked = flanked | ((run as u64) >> 8) as i64 & 72057594037927935i64;
        run = ((friend as u64) >> 9) as i64 & 35887507618889599i64 & enemy;
        run = run | ((run as u64) >> 9) as i64 & 35887507618889599i64 & enemy;
        run = run | ((run as u64) >> 9) as i64 & 35887507618889599i64 & enemy;
        run = run | ((run as u64) >> 9) as i64 & 35887507618889599i64 & enemy;
        run = run | ((run as u64) >> 9) as i64 & 35887507618889599i64 & enemy;
        run = run | ((run as u64) >> 9) as i64 & 35887507618889599i64 & enemy;
        flanked = flanked | ((run as u64) >> 9) as i64 & 35887507618889599i64;
        run = ((friend as u64) >> 1) as i64 & 9187201950435737471i64 & enemy;
        run = run | ((run as u64) >> 1) as i64 & 9187201950435737471i64 & enemy;
        run = run | ((run as u64) >> 1) as i64 & 9187201950435737471i64 & enemy;
        run = run | ((run as u64) >> 1) as i64 & 9187201950435737471i64 & enemy;
        run = run | ((run as u64) >> 1) as i64 & 9187201950435737471i64 & enemy;
        run = run | ((run as u64) >> 1) as i64 & 9187201950435737471i64 & enemy;
        flanked = flanked | ((run as u64) >> 1) as i64 & 9187201950435737471i64;
        run = friend << 7 & 9187201950435737344i64 & enemy;
        run = run | run << 7 & 9187201950435737344i64 & enemy;
        run = run | run << 7 & 9187201950435737344i64 & enemy;
        run = run | run << 7 & 9187201950435737344i64 & enemy;
        run = run | run << 7 & 9187201950435737344i64 & enemy;
        run = run | run << 7 & 9187201950435737344i64 & enemy;
        flanked = flanked | run << 7 & 9187201950435737344i64;
        run = friend << 8 & -256 & enemy;
        run = run | run << 8 & -256 & enemy;
        run = run | run << 8 & -256 & enemy;
        run = run | run << 8 & -256 & enemy;
        run = run | run << 8 & -256 & enemy;
        run = run | run << 8 & -256 & enemy;
        flanked = flanked | run << 8 & -256;
        run = friend << 9 & -72340172838076928i64 & enemy;
        run = run | run << 9 & -72340172838076928i64 & enemy;
        run = run | run << 9 & -72340172838076928i64 & enemy;
        run = run | run << 9 & -72340172838076928i64 & enemy;
        run = run | run << 9 & -72340172838076928i64 & enemy;
        run = run | run << 9 & -72340172838076928i64 & enemy;
        flanked = flanked | run << 9 & -72340172838076928i64;
        run = friend << 1 & -72340172838076674i64 & enemy;
        run = run | run << 1 & -72340172838076674i64 & enemy;
        run = run | run << 1 & -72340172838076674i64 & enemy;
        run = run | run << 1 & -72340172838076674i64 & enemy;
        run = run | run << 1 & -72340172838076674i64 & enemy;
        run = run | run << 1 & -72340172838076674i64 & enemy;
        flanked = flanked | run << 1 & -72340172838076674i64;
        run = ((friend as u64) >> 7) as i64 & 71775015237779198i64 & enemy;
        run = run | ((run as u64) >> 7) as i64 & 71775015237779198i64 & enemy;
        run = run | ((run as u64) >> 7) as i64 & 71775015237779198i64 & enemy;
        run = run | ((run as u64) >> 7) as i64 & 71775015237779198i64 & enemy;
        run = run | ((run as u64) >> 7) as i64 & 71775015237779198i64 & enemy;
        run = run | ((run as u64) >> 7) as i64 & 71775015237779198i64 & enemy;
        flanked = flanked | ((run as u64) >> 7) as i64 & 71775015237779198i64;
        flanked = flanked
            & !(self.owned[0] as i64 | self.owned[1] as i64 | self.owned[2] as i64
                | self.owned[3] as i64);
        while flanked != 0 {
            site = flanked.trailing_zeros() as i64;
            flanked = flanked & flanked.wrapping_sub(1);
            if true {
                moves
                    .push(RawMove {
                        from: site as u32,
                        to: site as u32,
                        level_from: 0,
                        level_to: 0,
                        kind: 0,
                        aux: ((if site >= 0 { site } else { 4095 }) << 8).wrapping_add(0)
                            as u32,
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
        let mut from_1: i64 = 0;
        let mut d: i64 = 0;
        let mut off: i64 = 0;
        let mut len: i64 = 0;
        let mut n: i64 = 0;
        let mut end: i64 = 0;
        let mut b: i64 = 0;
        let mut added: i64 = 0;
        let mut what: i64 = 0;
        let mut st: i64 = 0;
        let mut flipped: i64 = 0;
        let mut scorer: i64 = 0;
        let mut score: i64 = 0;
        let mut scorer_1: i64 = 0;
        let mut score_1: i64 = 0;
        let mut better: i64 = 0;
        let mut next: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
        let mut cse2: i64 = 0;
        let mut cse3: i64 = 0;
        let mut cse4: i64 = 0;
        let mut cse5: i64 = 0;
        let mut cse6: i64 = 0;
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
            if leaf == 0 {
                from_1 = site;
                if from_1 >= 0 {
                    for j in 0i64..8 {
                        d = DIRS_ADJACENT_8[from_1.wrapping_mul(8).wrapping_add(j)
                            as usize] as i64;
                        if d < 0 {
                            break;
                        }
                        off = RAY_OFF_0[d.wrapping_mul(64).wrapping_add(from_1) as usize]
                            as i64;
                        len = RAY_LEN_1[d.wrapping_mul(64).wrapping_add(from_1) as usize]
                            as i64;
                        n = 0;
                        while n < len
                            && ((if RAY_DATA_2[off.wrapping_add(n) as usize] as i64 >= 0
                            {
                                self
                                    .piece_state[RAY_DATA_2[off.wrapping_add(n) as usize] as i64
                                    as usize] as i64
                            } else {
                                0
                            }) > 0
                                && (if RAY_DATA_2[off.wrapping_add(n) as usize] as i64 >= 0
                                {
                                    self
                                        .piece_state[RAY_DATA_2[off.wrapping_add(n) as usize] as i64
                                        as usize] as i64
                                } else {
                                    0
                                }) != mover
                                && (if RAY_DATA_2[off.wrapping_add(n) as usize] as i64 >= 0
                                {
                                    self
                                        .piece_state[RAY_DATA_2[off.wrapping_add(n) as usize] as i64
                                        as usize] as i64
                                } else {
                                    0
                                }) <= 2)
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
                        if (if end >= 0 {
                            self.piece_state[end as usize] as i64
                        } else {
                            0
                        }) != mover
                        {
                            continue;
                        }
                        for i in 0..n {
                            b = RAY_DATA_2[off.wrapping_add(i) as usize] as i64;
                            if true {
                                added = site;
                                what = 1;
                                st = mover;
                                flipped = b;
                                if added >= 0 && what > 0 {
                                    if added < 64 {
                                        cse0 = (self.who[added as usize] as i64)
                                            .wrapping_add(added / 64);
                                        self.owned[cse0 as usize] = (self.owned[cse0 as usize]
                                            as i64 & !1i64.wrapping_shl((added % 64) as u32)) as u64;
                                        if what != 0 {
                                            cse1 = (OWNER_11[(if what >= 0 && what < 2 {
                                                what
                                            } else {
                                                0
                                            }) as usize] as i64)
                                                .wrapping_add(added / 64);
                                            self.owned[cse1 as usize] = (self.owned[cse1 as usize]
                                                as i64 | 1i64.wrapping_shl((added % 64) as u32)) as u64;
                                        }
                                    }
                                    self.what[added as usize] = what as u8;
                                    self.who[added as usize] = OWNER_11[(if what >= 0
                                        && what < 2
                                    {
                                        what
                                    } else {
                                        0
                                    }) as usize] as i64 as u8;
                                    if added < 64 {
                                        cse2 = (if self.piece_state[added as usize] >= 1
                                            && self.piece_state[added as usize] <= 2
                                        {
                                            (self.piece_state[added as usize] as i64).wrapping_sub(1)
                                        } else {
                                            2
                                        })
                                            .wrapping_add(added / 64);
                                        self.state_bits[cse2 as usize] = (self
                                            .state_bits[cse2 as usize] as i64
                                            & !1i64.wrapping_shl((added % 64) as u32)) as u64;
                                    }
                                    self.piece_state[added as usize] = st as u8;
                                    if added < 64 {
                                        cse3 = (if self.piece_state[added as usize] >= 1
                                            && self.piece_state[added as usize] <= 2
                                        {
                                            (self.piece_state[added as usize] as i64).wrapping_sub(1)
                                        } else {
                                            2
                                        })
                                            .wrapping_add(added / 64);
                                        self.state_bits[cse3 as usize] = (self
                                            .state_bits[cse3 as usize] as i64
                                            | 1i64.wrapping_shl((added % 64) as u32)) as u64;
                                    }
                                    self.height[added as usize] = 1;
                                    self.count[added as usize] = 1;
                                }
                                if flipped >= 0 && self.height[flipped as usize] > 0 {
                                    cse4 = FLIP_A_12[self.what[flipped as usize] as i64
                                        as usize] as i64;
                                    if cse4 != 0
                                        || FLIP_B_13[self.what[flipped as usize] as i64 as usize]
                                            as i64 != 0
                                    {
                                        if flipped < 64 {
                                            cse5 = (if self.piece_state[flipped as usize] >= 1
                                                && self.piece_state[flipped as usize] <= 2
                                            {
                                                (self.piece_state[flipped as usize] as i64).wrapping_sub(1)
                                            } else {
                                                2
                                            })
                                                .wrapping_add(flipped / 64);
                                            self.state_bits[cse5 as usize] = (self
                                                .state_bits[cse5 as usize] as i64
                                                & !1i64.wrapping_shl((flipped % 64) as u32)) as u64;
                                        }
                                        self.piece_state[flipped as usize] = (if self
                                            .piece_state[flipped as usize] as i64 == cse4
                                        {
                                            FLIP_B_13[self.what[flipped as usize] as i64 as usize]
                                                as i64
                                        } else {
                                            cse4
                                        }) as u8;
                                        if flipped < 64 {
                                            cse6 = (if self.piece_state[flipped as usize] >= 1
                                                && self.piece_state[flipped as usize] <= 2
                                            {
                                                (self.piece_state[flipped as usize] as i64).wrapping_sub(1)
                                            } else {
                                                2
                                            })
                                                .wrapping_add(flipped / 64);
                                            self.state_bits[cse6 as usize] = (self
                                                .state_bits[cse6 as usize] as i64
                                                | 1i64.wrapping_shl((flipped % 64) as u32)) as u64;
                                        }
                                    }
                                }
                            }
                        }
                    }
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
                scorer = 1;
                score = (self.state_bits[0] as i64
                    & (self.owned[0] as i64 | self.owned[1] as i64 | self.owned[2] as i64
                        | self.owned[3] as i64))
                    .count_ones() as i64;
                scorer_1 = 2;
                score_1 = (self.state_bits[1] as i64
                    & (self.owned[0] as i64 | self.owned[1] as i64 | self.owned[2] as i64
                        | self.owned[3] as i64))
                    .count_ones() as i64;
                if scorer >= 1 && scorer <= 2 {
                    self.score[scorer.wrapping_sub(1) as usize] = score as i32;
                }
                if scorer_1 >= 1 && scorer_1 <= 2 {
                    self.score[scorer_1.wrapping_sub(1) as usize] = score_1 as i32;
                }
            }
        }
        if self.moves_in_turn[0] == 1 && self.last_pass[0] == 1
            && (self.pass_run[0] as i64).wrapping_add(1) >= 2
        {
            for i_1 in 0i64..2 {
                better = 0;
                for j_1 in 0i64..2 {
                    if self.score[j_1 as usize] as i64 > self.score[i_1 as usize] as i64
                    {
                        better = better.wrapping_add(1);
                    }
                }
                self.rank[i_1 as usize] = better.wrapping_add(1) as u8;
            }
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
}

/// Table `ray_off_0`.
static RAY_OFF_0: [u16; 512] = [
    0, 7, 14, 21, 28, 35, 42, 49, 56, 62, 68, 74, 80, 86, 92, 98, 104, 109, 114, 119,
    124, 129, 134, 139, 144, 148, 152, 156, 160, 164, 168, 172, 176, 179, 182, 185, 188,
    191, 194, 197, 200, 202, 204, 206, 208, 210, 212, 214, 216, 217, 218, 219, 220, 221,
    222, 223, 224, 224, 224, 224, 224, 224, 224, 224, 224, 231, 237, 242, 246, 249, 251,
    252, 252, 258, 264, 269, 273, 276, 278, 279, 279, 284, 289, 294, 298, 301, 303, 304,
    304, 308, 312, 316, 320, 323, 325, 326, 326, 329, 332, 335, 338, 341, 343, 344, 344,
    346, 348, 350, 352, 354, 356, 357, 357, 358, 359, 360, 361, 362, 363, 364, 364, 364,
    364, 364, 364, 364, 364, 364, 364, 371, 377, 382, 386, 389, 391, 392, 392, 399, 405,
    410, 414, 417, 419, 420, 420, 427, 433, 438, 442, 445, 447, 448, 448, 455, 461, 466,
    470, 473, 475, 476, 476, 483, 489, 494, 498, 501, 503, 504, 504, 511, 517, 522, 526,
    529, 531, 532, 532, 539, 545, 550, 554, 557, 559, 560, 560, 567, 573, 578, 582, 585,
    587, 588, 588, 588, 588, 588, 588, 588, 588, 588, 588, 589, 590, 591, 592, 593, 594,
    595, 595, 597, 599, 601, 603, 605, 607, 608, 608, 611, 614, 617, 620, 623, 625, 626,
    626, 630, 634, 638, 642, 645, 647, 648, 648, 653, 658, 663, 667, 670, 672, 673, 673,
    679, 685, 690, 694, 697, 699, 700, 700, 707, 713, 718, 722, 725, 727, 728, 728, 728,
    728, 728, 728, 728, 728, 728, 728, 729, 730, 731, 732, 733, 734, 735, 736, 738, 740,
    742, 744, 746, 748, 750, 752, 755, 758, 761, 764, 767, 770, 773, 776, 780, 784, 788,
    792, 796, 800, 804, 808, 813, 818, 823, 828, 833, 838, 843, 848, 854, 860, 866, 872,
    878, 884, 890, 896, 903, 910, 917, 924, 931, 938, 945, 952, 952, 952, 952, 952, 952,
    952, 952, 952, 952, 953, 954, 955, 956, 957, 958, 959, 959, 960, 962, 964, 966, 968,
    970, 972, 972, 973, 975, 978, 981, 984, 987, 990, 990, 991, 993, 996, 1000, 1004,
    1008, 1012, 1012, 1013, 1015, 1018, 1022, 1027, 1032, 1037, 1037, 1038, 1040, 1043,
    1047, 1052, 1058, 1064, 1064, 1065, 1067, 1070, 1074, 1079, 1085, 1092, 1092, 1093,
    1095, 1098, 1102, 1107, 1113, 1120, 1120, 1121, 1123, 1126, 1130, 1135, 1141, 1148,
    1148, 1149, 1151, 1154, 1158, 1163, 1169, 1176, 1176, 1177, 1179, 1182, 1186, 1191,
    1197, 1204, 1204, 1205, 1207, 1210, 1214, 1219, 1225, 1232, 1232, 1233, 1235, 1238,
    1242, 1247, 1253, 1260, 1260, 1261, 1263, 1266, 1270, 1275, 1281, 1288, 1288, 1289,
    1291, 1294, 1298, 1303, 1309, 1316, 1316, 1317, 1319, 1322, 1326, 1331, 1337, 1344,
    1344, 1345, 1347, 1350, 1354, 1359, 1365, 1371, 1371, 1372, 1374, 1377, 1381, 1386,
    1391, 1396, 1396, 1397, 1399, 1402, 1406, 1410, 1414, 1418, 1418, 1419, 1421, 1424,
    1427, 1430, 1433, 1436, 1436, 1437, 1439, 1441, 1443, 1445, 1447, 1449, 1449, 1450,
    1451, 1452, 1453, 1454, 1455, 1456, 1456, 1456, 1456, 1456, 1456, 1456, 1456,
];

/// Table `ray_len_1`.
static RAY_LEN_1: [u8; 512] = [
    7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4,
    4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 6, 6, 5, 4, 3, 2, 1, 0, 5, 5, 5, 4,
    3, 2, 1, 0, 4, 4, 4, 4, 3, 2, 1, 0, 3, 3, 3, 3, 3, 2, 1, 0, 2, 2, 2, 2, 2, 2, 1, 0,
    1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4,
    3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0,
    7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2, 1, 0, 3, 3, 3, 3, 3, 2, 1, 0,
    4, 4, 4, 4, 3, 2, 1, 0, 5, 5, 5, 4, 3, 2, 1, 0, 6, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4,
    3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2,
    3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6,
    6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1,
    0, 1, 2, 2, 2, 2, 2, 2, 0, 1, 2, 3, 3, 3, 3, 3, 0, 1, 2, 3, 4, 4, 4, 4, 0, 1, 2, 3,
    4, 5, 5, 5, 0, 1, 2, 3, 4, 5, 6, 6, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3,
    4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 6, 0, 1, 2, 3, 4, 5, 5, 5, 0, 1, 2, 3,
    4, 4, 4, 4, 0, 1, 2, 3, 3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `ray_data_2`.
static RAY_DATA_2: [u8; 1456] = [
    8, 16, 24, 32, 40, 48, 56, 9, 17, 25, 33, 41, 49, 57, 10, 18, 26, 34, 42, 50, 58, 11,
    19, 27, 35, 43, 51, 59, 12, 20, 28, 36, 44, 52, 60, 13, 21, 29, 37, 45, 53, 61, 14,
    22, 30, 38, 46, 54, 62, 15, 23, 31, 39, 47, 55, 63, 16, 24, 32, 40, 48, 56, 17, 25,
    33, 41, 49, 57, 18, 26, 34, 42, 50, 58, 19, 27, 35, 43, 51, 59, 20, 28, 36, 44, 52,
    60, 21, 29, 37, 45, 53, 61, 22, 30, 38, 46, 54, 62, 23, 31, 39, 47, 55, 63, 24, 32,
    40, 48, 56, 25, 33, 41, 49, 57, 26, 34, 42, 50, 58, 27, 35, 43, 51, 59, 28, 36, 44,
    52, 60, 29, 37, 45, 53, 61, 30, 38, 46, 54, 62, 31, 39, 47, 55, 63, 32, 40, 48, 56,
    33, 41, 49, 57, 34, 42, 50, 58, 35, 43, 51, 59, 36, 44, 52, 60, 37, 45, 53, 61, 38,
    46, 54, 62, 39, 47, 55, 63, 40, 48, 56, 41, 49, 57, 42, 50, 58, 43, 51, 59, 44, 52,
    60, 45, 53, 61, 46, 54, 62, 47, 55, 63, 48, 56, 49, 57, 50, 58, 51, 59, 52, 60, 53,
    61, 54, 62, 55, 63, 56, 57, 58, 59, 60, 61, 62, 63, 9, 18, 27, 36, 45, 54, 63, 10,
    19, 28, 37, 46, 55, 11, 20, 29, 38, 47, 12, 21, 30, 39, 13, 22, 31, 14, 23, 15, 17,
    26, 35, 44, 53, 62, 18, 27, 36, 45, 54, 63, 19, 28, 37, 46, 55, 20, 29, 38, 47, 21,
    30, 39, 22, 31, 23, 25, 34, 43, 52, 61, 26, 35, 44, 53, 62, 27, 36, 45, 54, 63, 28,
    37, 46, 55, 29, 38, 47, 30, 39, 31, 33, 42, 51, 60, 34, 43, 52, 61, 35, 44, 53, 62,
    36, 45, 54, 63, 37, 46, 55, 38, 47, 39, 41, 50, 59, 42, 51, 60, 43, 52, 61, 44, 53,
    62, 45, 54, 63, 46, 55, 47, 49, 58, 50, 59, 51, 60, 52, 61, 53, 62, 54, 63, 55, 57,
    58, 59, 60, 61, 62, 63, 1, 2, 3, 4, 5, 6, 7, 2, 3, 4, 5, 6, 7, 3, 4, 5, 6, 7, 4, 5,
    6, 7, 5, 6, 7, 6, 7, 7, 9, 10, 11, 12, 13, 14, 15, 10, 11, 12, 13, 14, 15, 11, 12,
    13, 14, 15, 12, 13, 14, 15, 13, 14, 15, 14, 15, 15, 17, 18, 19, 20, 21, 22, 23, 18,
    19, 20, 21, 22, 23, 19, 20, 21, 22, 23, 20, 21, 22, 23, 21, 22, 23, 22, 23, 23, 25,
    26, 27, 28, 29, 30, 31, 26, 27, 28, 29, 30, 31, 27, 28, 29, 30, 31, 28, 29, 30, 31,
    29, 30, 31, 30, 31, 31, 33, 34, 35, 36, 37, 38, 39, 34, 35, 36, 37, 38, 39, 35, 36,
    37, 38, 39, 36, 37, 38, 39, 37, 38, 39, 38, 39, 39, 41, 42, 43, 44, 45, 46, 47, 42,
    43, 44, 45, 46, 47, 43, 44, 45, 46, 47, 44, 45, 46, 47, 45, 46, 47, 46, 47, 47, 49,
    50, 51, 52, 53, 54, 55, 50, 51, 52, 53, 54, 55, 51, 52, 53, 54, 55, 52, 53, 54, 55,
    53, 54, 55, 54, 55, 55, 57, 58, 59, 60, 61, 62, 63, 58, 59, 60, 61, 62, 63, 59, 60,
    61, 62, 63, 60, 61, 62, 63, 61, 62, 63, 62, 63, 63, 1, 2, 3, 4, 5, 6, 7, 9, 2, 10, 3,
    11, 4, 12, 5, 13, 6, 14, 7, 15, 17, 10, 3, 18, 11, 4, 19, 12, 5, 20, 13, 6, 21, 14,
    7, 22, 15, 23, 25, 18, 11, 4, 26, 19, 12, 5, 27, 20, 13, 6, 28, 21, 14, 7, 29, 22,
    15, 30, 23, 31, 33, 26, 19, 12, 5, 34, 27, 20, 13, 6, 35, 28, 21, 14, 7, 36, 29, 22,
    15, 37, 30, 23, 38, 31, 39, 41, 34, 27, 20, 13, 6, 42, 35, 28, 21, 14, 7, 43, 36, 29,
    22, 15, 44, 37, 30, 23, 45, 38, 31, 46, 39, 47, 49, 42, 35, 28, 21, 14, 7, 50, 43,
    36, 29, 22, 15, 51, 44, 37, 30, 23, 52, 45, 38, 31, 53, 46, 39, 54, 47, 55, 0, 1, 2,
    3, 4, 5, 6, 7, 8, 0, 9, 1, 10, 2, 11, 3, 12, 4, 13, 5, 14, 6, 15, 7, 16, 8, 0, 17, 9,
    1, 18, 10, 2, 19, 11, 3, 20, 12, 4, 21, 13, 5, 22, 14, 6, 23, 15, 7, 24, 16, 8, 0,
    25, 17, 9, 1, 26, 18, 10, 2, 27, 19, 11, 3, 28, 20, 12, 4, 29, 21, 13, 5, 30, 22, 14,
    6, 31, 23, 15, 7, 32, 24, 16, 8, 0, 33, 25, 17, 9, 1, 34, 26, 18, 10, 2, 35, 27, 19,
    11, 3, 36, 28, 20, 12, 4, 37, 29, 21, 13, 5, 38, 30, 22, 14, 6, 39, 31, 23, 15, 7,
    40, 32, 24, 16, 8, 0, 41, 33, 25, 17, 9, 1, 42, 34, 26, 18, 10, 2, 43, 35, 27, 19,
    11, 3, 44, 36, 28, 20, 12, 4, 45, 37, 29, 21, 13, 5, 46, 38, 30, 22, 14, 6, 47, 39,
    31, 23, 15, 7, 48, 40, 32, 24, 16, 8, 0, 49, 41, 33, 25, 17, 9, 1, 50, 42, 34, 26,
    18, 10, 2, 51, 43, 35, 27, 19, 11, 3, 52, 44, 36, 28, 20, 12, 4, 53, 45, 37, 29, 21,
    13, 5, 54, 46, 38, 30, 22, 14, 6, 55, 47, 39, 31, 23, 15, 7, 0, 1, 2, 3, 4, 5, 6, 8,
    9, 0, 10, 1, 11, 2, 12, 3, 13, 4, 14, 5, 16, 17, 8, 18, 9, 0, 19, 10, 1, 20, 11, 2,
    21, 12, 3, 22, 13, 4, 24, 25, 16, 26, 17, 8, 27, 18, 9, 0, 28, 19, 10, 1, 29, 20, 11,
    2, 30, 21, 12, 3, 32, 33, 24, 34, 25, 16, 35, 26, 17, 8, 36, 27, 18, 9, 0, 37, 28,
    19, 10, 1, 38, 29, 20, 11, 2, 40, 41, 32, 42, 33, 24, 43, 34, 25, 16, 44, 35, 26, 17,
    8, 45, 36, 27, 18, 9, 0, 46, 37, 28, 19, 10, 1, 48, 49, 40, 50, 41, 32, 51, 42, 33,
    24, 52, 43, 34, 25, 16, 53, 44, 35, 26, 17, 8, 54, 45, 36, 27, 18, 9, 0, 0, 1, 0, 2,
    1, 0, 3, 2, 1, 0, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 6, 5, 4, 3, 2, 1, 0, 8, 9, 8, 10,
    9, 8, 11, 10, 9, 8, 12, 11, 10, 9, 8, 13, 12, 11, 10, 9, 8, 14, 13, 12, 11, 10, 9, 8,
    16, 17, 16, 18, 17, 16, 19, 18, 17, 16, 20, 19, 18, 17, 16, 21, 20, 19, 18, 17, 16,
    22, 21, 20, 19, 18, 17, 16, 24, 25, 24, 26, 25, 24, 27, 26, 25, 24, 28, 27, 26, 25,
    24, 29, 28, 27, 26, 25, 24, 30, 29, 28, 27, 26, 25, 24, 32, 33, 32, 34, 33, 32, 35,
    34, 33, 32, 36, 35, 34, 33, 32, 37, 36, 35, 34, 33, 32, 38, 37, 36, 35, 34, 33, 32,
    40, 41, 40, 42, 41, 40, 43, 42, 41, 40, 44, 43, 42, 41, 40, 45, 44, 43, 42, 41, 40,
    46, 45, 44, 43, 42, 41, 40, 48, 49, 48, 50, 49, 48, 51, 50, 49, 48, 52, 51, 50, 49,
    48, 53, 52, 51, 50, 49, 48, 54, 53, 52, 51, 50, 49, 48, 56, 57, 56, 58, 57, 56, 59,
    58, 57, 56, 60, 59, 58, 57, 56, 61, 60, 59, 58, 57, 56, 62, 61, 60, 59, 58, 57, 56,
    8, 9, 16, 10, 17, 24, 11, 18, 25, 32, 12, 19, 26, 33, 40, 13, 20, 27, 34, 41, 48, 14,
    21, 28, 35, 42, 49, 56, 16, 17, 24, 18, 25, 32, 19, 26, 33, 40, 20, 27, 34, 41, 48,
    21, 28, 35, 42, 49, 56, 22, 29, 36, 43, 50, 57, 24, 25, 32, 26, 33, 40, 27, 34, 41,
    48, 28, 35, 42, 49, 56, 29, 36, 43, 50, 57, 30, 37, 44, 51, 58, 32, 33, 40, 34, 41,
    48, 35, 42, 49, 56, 36, 43, 50, 57, 37, 44, 51, 58, 38, 45, 52, 59, 40, 41, 48, 42,
    49, 56, 43, 50, 57, 44, 51, 58, 45, 52, 59, 46, 53, 60, 48, 49, 56, 50, 57, 51, 58,
    52, 59, 53, 60, 54, 61, 56, 57, 58, 59, 60, 61, 62,
];

/// Table `dirs_adjacent_8`.
static DIRS_ADJACENT_8: [i8; 512] = [
    0, 1, 2, -1, -1, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6,
    7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1, 0, 1, 2, 6, 7, -1, -1, -1,
    0, 6, 7, -1, -1, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0,
    1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0,
    1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6,
    7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6,
    7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4,
    5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, -1, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2,
    3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 5, 6, 7, -1, -1, -1, 2, 3, 4, -1, -1, -1, -1, -1,
    2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6,
    -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 2, 3, 4, 5, 6, -1, -1, -1, 4, 5, 6, -1, -1, -1, -1, -1,
];

/// Table `owner_11`.
static OWNER_11: [u8; 2] = [0, 0];

/// Table `flip_a_12`.
static FLIP_A_12: [u8; 2] = [0, 1];

/// Table `flip_b_13`.
static FLIP_B_13: [u8; 2] = [0, 2];
