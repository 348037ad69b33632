//! `Hex` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.

use ::ludemic_runtime::{Game, MoveKey, Outcome, RawMove, Status};

/// A state of `Hex`: 1098 bytes of fixed-layout fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HexState {
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
    pub group_parent: [i8; 121],
    pub group_parts: [u8; 121],
}

impl HexState {
    /// Every field zero (the state `init` starts from).
    pub const ZERO: HexState = HexState {
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
        group_parent: [0; 121],
        group_parts: [0; 121],
    };
}

impl ::ludemic_runtime::kernel::KernelLayout for HexState {
    const LAYOUT: &'static str = "what:U8x121@0 who:U8x121@121 piece_state:U8x121@242 count:U16x121@364 height:U8x121@606 mover:U8x1@727 next:U8x1@728 prev:U8x1@729 num_moves:I32x1@732 last_from:I8x1@736 last_to:I8x1@737 moves_in_turn:I32x1@740 pass_run:I32x1@744 over:U8x1@748 swapped:U8x1@749 turns:I32x1@752 last_pass:U8x1@756 phase:U8x2@757 score:I32x2@760 rank:U8x2@768 triggered:I32x2@772 mark:I32x1@780 stamp:I32x1@784 stack:I8x1@788 owned:Bitsx8@792 group_parent:I8x121@856 group_parts:U8x121@977 =1098";

    fn from_kernel_bytes(bytes: &[u8]) -> HexState {
        assert_eq!(bytes.len(), 1098, "a state of this layout has {} bytes", 1098);
        let mut s = HexState::ZERO;
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
        ::ludemic_runtime::kernel::read_field(&mut s.group_parent, &bytes[856..]);
        ::ludemic_runtime::kernel::read_field(&mut s.group_parts, &bytes[977..]);
        s
    }
}

/// The game `Hex`; its states are [`HexState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hex;

impl Hex {
    /// Most moves `legal_moves` returns in any state.
    pub const MAX_MOVES: usize = 123;
}

#[allow(unused, clippy::all)]
impl Game for Hex {
    type State = HexState;
    type Move = RawMove;

    fn name(&self) -> &str {
        "Hex"
    }

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn initial_state(&self) -> HexState {
        let mut s = HexState::ZERO;
        s.init();
        s
    }

    #[inline]
    fn mover(&self, s: &HexState) -> usize {
        s.mover[0] as i64 as usize
    }

    #[inline]
    fn legal_moves(&self, s: &HexState, moves: &mut Vec<RawMove>) {
        moves.clear();
        moves.reserve(Self::MAX_MOVES);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.legal(moves);
    }

    #[inline]
    fn apply(&self, s: &mut HexState, mv: RawMove) {
        s.apply(&mv);
    }

    #[inline]
    fn apply_from_list(&self, s: &mut HexState, moves: &mut Vec<RawMove>, index: usize) {
        let mv = moves[index];
        self.apply(s, mv);
        let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
        s.update(moves, index as i64);
    }

    #[inline]
    fn status(&self, s: &HexState) -> Status {
        if s.over[0] as i64 == 0 {
            return Status::Ongoing;
        }
        Status::Over(
            Outcome::from_ranks(&[s.rank[0] as i64 as u8, s.rank[1] as i64 as u8]),
        )
    }

    fn move_key(&self, _: &HexState, mv: RawMove) -> MoveKey {
        ::ludemic_runtime::kernel::move_key(&mv, false)
    }

    fn state_string(&self, s: &HexState) -> String {
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

    fn seat_of(&self, s: &HexState, role: usize) -> usize {
        if role <= 2 && s.swapped[0] != 0 { 3 - role } else { role }
    }
}

#[allow(unused, clippy::all)]
impl HexState {
    /// Kernel function `init` (Init).
    #[inline]
    pub fn init(&mut self) {
        self.mover[0] = 1;
        self.next[0] = 2;
        self.last_from[0] = -1;
        self.last_to[0] = -1;
    }

    /// Kernel function `legal` (Legal).
    #[inline]
    pub fn legal(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>) {
        let mut mover: i64 = 0;
        let mut prev: i64 = 0;
        let mut cse0: i64 = 0;
        if self.over[0] != 0 {
            return;
        }
        mover = self.mover[0] as i64;
        prev = self.prev[0] as i64;
        for site in 0i64..121 {
            cse0 = (self.height[site as usize] == 0) as i64;
            if cse0 != 0 {
                if DEFAULT_PIECE_11[mover as usize] as i64 > 0 && cse0 != 0 {
                    moves
                        .push(RawMove {
                            from: site as u32,
                            to: site as u32,
                            level_from: 0,
                            level_to: 0,
                            kind: 0,
                            aux: 1048320,
                        });
                }
            }
        }
        if self.num_moves[0] == 1 {
            moves
                .push(RawMove {
                    from: 4294967295,
                    to: 4294967295,
                    level_from: 0,
                    level_to: 0,
                    kind: 2,
                    aux: 0,
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
        let mut what: i64 = 0;
        let mut st: i64 = 0;
        let mut player: i64 = 0;
        let mut next: i64 = 0;
        let mut cse0: i64 = 0;
        let mut cse1: i64 = 0;
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
                what = DEFAULT_PIECE_11[mover as usize] as i64;
                st = 0;
                if to < 121 {
                    cse0 = (self.who[to as usize] as i64)
                        .wrapping_mul(2)
                        .wrapping_add(to / 64);
                    self.owned[cse0 as usize] = (self.owned[cse0 as usize] as i64
                        & !1i64.wrapping_shl((to % 64) as u32)) as u64;
                    if what != 0 {
                        cse1 = (OWNER_12[(if what >= 0 && what < 3 { what } else { 0 })
                            as usize] as i64)
                            .wrapping_mul(2)
                            .wrapping_add(to / 64);
                        self.owned[cse1 as usize] = (self.owned[cse1 as usize] as i64
                            | 1i64.wrapping_shl((to % 64) as u32)) as u64;
                    }
                }
                self.what[to as usize] = what as u8;
                self.who[to as usize] = OWNER_12[(if what >= 0 && what < 3 {
                    what
                } else {
                    0
                }) as usize] as i64 as u8;
                self.piece_state[to as usize] = st as u8;
                self.height[to as usize] = 1;
                self.count[to as usize] = 1;
            }
            self.join_groups(to);
        }
        if mv.kind as i64 == 2 {
            self.swapped[0] = 1i64.wrapping_sub(self.swapped[0] as i64) as u8;
            self.next[0] = mover as u8;
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
        if mv.kind as i64 == 0 {}
        if self.connected_groups(mover) != 0 {
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

    /// Kernel function `group_root` (Mutate).
    #[inline]
    pub fn group_root(&mut self, site: i64) -> i64 {
        let mut r: i64 = 0;
        r = site;
        while self.group_parent[r as usize] as i64 != r {
            self.group_parent[r as usize] = self
                .group_parent[self.group_parent[r as usize] as i64 as usize] as i64
                as i8;
            r = self.group_parent[r as usize] as i64;
        }
        r
    }

    /// Kernel function `join_groups` (Mutate).
    #[inline]
    pub fn join_groups(&mut self, site: i64) -> i64 {
        let mut owner: i64 = 0;
        let mut t: i64 = 0;
        let mut r: i64 = 0;
        owner = self.who[site as usize] as i64;
        if owner == 0 {
            return 0;
        }
        self.group_parent[site as usize] = site as i8;
        self.group_parts[site as usize] = REGION_PARTS_13[owner
            .wrapping_mul(121)
            .wrapping_add(site) as usize] as i64 as u8;
        for j in 0i64..6 {
            t = NEIGHBOURS_ADJACENT_15[site.wrapping_mul(6).wrapping_add(j) as usize]
                as i64;
            if t < 0 {
                break;
            }
            if self.who[t as usize] as i64 == owner {
                r = self.group_root(t);
                if r != site {
                    self.group_parent[r as usize] = site as i8;
                    self.group_parts[site as usize] = (self.group_parts[site as usize]
                        as i64 | self.group_parts[r as usize] as i64) as u8;
                }
            }
        }
        0
    }

    /// Kernel function `connected_groups` (Mutate).
    #[inline]
    pub fn connected_groups(&mut self, player: i64) -> i64 {
        let mut from: i64 = 0;
        let mut owner: i64 = 0;
        let mut all: i64 = 0;
        from = self.last_to[0] as i64;
        if from < 0 || from >= 121 {
            return 0;
        }
        owner = self.who[from as usize] as i64;
        if owner == 0 || owner != player || player < 0 || player > 3 {
            return 0;
        }
        all = REGION_PARTS_ALL_14[player as usize] as i64;
        if all == 0 {
            return 0;
        }
        (self.group_parts[self.group_root(from) as usize] as i64 == all) as i64
    }

    /// Kernel function `update` (Legal).
    #[inline]
    pub fn update(&self, moves: &mut ::ludemic_runtime::MoveBuf<'_>, index: i64) {
        let mut cse0: i64 = 0;
        cse0 = (self.over[0] == 0) as i64;
        if cse0 != 0 && self.num_moves[0] >= 3 && moves.len() as i64 > 1 {
            moves.swap_remove((index) as usize);
        } else if cse0 != 0 && self.num_moves[0] == 1 && moves.len() as i64 > 1 {
            moves.swap_remove((index) as usize);
            moves
                .push(RawMove {
                    from: 4294967295,
                    to: 4294967295,
                    level_from: 0,
                    level_to: 0,
                    kind: 2,
                    aux: 0,
                });
        } else if cse0 != 0 && self.num_moves[0] == 2 && moves.len() as i64 > 2 {
            if index != (moves.len() as i64).wrapping_sub(1) {
                moves.swap_remove(((moves.len() as i64).wrapping_sub(1)) as usize);
            }
            moves.swap_remove((index) as usize);
        } else {
            moves.clear();
            self.legal(moves);
        }
    }
}

/// Table `default_piece_11`.
static DEFAULT_PIECE_11: [u8; 4] = [0, 1, 2, 0];

/// Table `owner_12`.
static OWNER_12: [u8; 3] = [0, 1, 2];

/// Table `region_parts_13`.
static REGION_PARTS_13: [u8; 484] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 0, 2, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0,
    0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
    0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 2, 0, 2, 0, 0, 2, 0, 0, 0, 2,
    0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0,
    0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2,
    1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1,
    0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
];

/// Table `region_parts_all_14`.
static REGION_PARTS_ALL_14: [u8; 4] = [0, 3, 3, 0];

/// Table `neighbours_adjacent_15`.
static NEIGHBOURS_ADJACENT_15: [i8; 726] = [
    4, 2, 1, -1, -1, -1, 7, 4, 0, 3, -1, -1, 8, 5, 0, 4, -1, -1, 11, 7, 1, 6, -1, -1, 12, 8, 2, 0,
    1, 7, 13, 9, 2, 8, -1, -1, 16, 11, 3, 10, -1, -1, 17, 12, 4, 1, 3, 11, 18, 13, 5, 2, 4, 12, 19,
    14, 5, 13, -1, -1, 22, 16, 6, 15, -1, -1, 23, 17, 7, 3, 6, 16, 24, 18, 8, 4, 7, 17, 25, 19, 9,
    5, 8, 18, 26, 20, 9, 19, -1, -1, 29, 22, 10, 21, -1, -1, 30, 23, 11, 6, 10, 22, 31, 24, 12, 7,
    11, 23, 32, 25, 13, 8, 12, 24, 33, 26, 14, 9, 13, 25, 34, 27, 14, 26, -1, -1, 37, 29, 15, 28,
    -1, -1, 38, 30, 16, 10, 15, 29, 39, 31, 17, 11, 16, 30, 40, 32, 18, 12, 17, 31, 41, 33, 19, 13,
    18, 32, 42, 34, 20, 14, 19, 33, 43, 35, 20, 34, -1, -1, 46, 37, 21, 36, -1, -1, 47, 38, 22, 15,
    21, 37, 48, 39, 23, 16, 22, 38, 49, 40, 24, 17, 23, 39, 50, 41, 25, 18, 24, 40, 51, 42, 26, 19,
    25, 41, 52, 43, 27, 20, 26, 42, 53, 44, 27, 43, -1, -1, 56, 46, 28, 45, -1, -1, 57, 47, 29, 21,
    28, 46, 58, 48, 30, 22, 29, 47, 59, 49, 31, 23, 30, 48, 60, 50, 32, 24, 31, 49, 61, 51, 33, 25,
    32, 50, 62, 52, 34, 26, 33, 51, 63, 53, 35, 27, 34, 52, 64, 54, 35, 53, -1, -1, 66, 56, 36, 55,
    -1, -1, 67, 57, 37, 28, 36, 56, 68, 58, 38, 29, 37, 57, 69, 59, 39, 30, 38, 58, 70, 60, 40, 31,
    39, 59, 71, 61, 41, 32, 40, 60, 72, 62, 42, 33, 41, 61, 73, 63, 43, 34, 42, 62, 74, 64, 44, 35,
    43, 63, 75, 65, 44, 64, -1, -1, 66, 45, -1, -1, -1, -1, 76, 67, 46, 36, 45, 66, 77, 68, 47, 37,
    46, 67, 78, 69, 48, 38, 47, 68, 79, 70, 49, 39, 48, 69, 80, 71, 50, 40, 49, 70, 81, 72, 51, 41,
    50, 71, 82, 73, 52, 42, 51, 72, 83, 74, 53, 43, 52, 73, 84, 75, 54, 44, 53, 74, 54, 75, -1, -1,
    -1, -1, 76, 56, 45, 55, -1, -1, 85, 77, 57, 46, 56, 76, 86, 78, 58, 47, 57, 77, 87, 79, 59, 48,
    58, 78, 88, 80, 60, 49, 59, 79, 89, 81, 61, 50, 60, 80, 90, 82, 62, 51, 61, 81, 91, 83, 63, 52,
    62, 82, 92, 84, 64, 53, 63, 83, 65, 54, 64, 84, -1, -1, 85, 67, 56, 66, -1, -1, 93, 86, 68, 57,
    67, 85, 94, 87, 69, 58, 68, 86, 95, 88, 70, 59, 69, 87, 96, 89, 71, 60, 70, 88, 97, 90, 72, 61,
    71, 89, 98, 91, 73, 62, 72, 90, 99, 92, 74, 63, 73, 91, 75, 64, 74, 92, -1, -1, 93, 77, 67, 76,
    -1, -1, 100, 94, 78, 68, 77, 93, 101, 95, 79, 69, 78, 94, 102, 96, 80, 70, 79, 95, 103, 97, 81,
    71, 80, 96, 104, 98, 82, 72, 81, 97, 105, 99, 83, 73, 82, 98, 84, 74, 83, 99, -1, -1, 100, 86,
    77, 85, -1, -1, 106, 101, 87, 78, 86, 100, 107, 102, 88, 79, 87, 101, 108, 103, 89, 80, 88, 102,
    109, 104, 90, 81, 89, 103, 110, 105, 91, 82, 90, 104, 92, 83, 91, 105, -1, -1, 106, 94, 86, 93,
    -1, -1, 111, 107, 95, 87, 94, 106, 112, 108, 96, 88, 95, 107, 113, 109, 97, 89, 96, 108, 114,
    110, 98, 90, 97, 109, 99, 91, 98, 110, -1, -1, 111, 101, 94, 100, -1, -1, 115, 112, 102, 95,
    101, 111, 116, 113, 103, 96, 102, 112, 117, 114, 104, 97, 103, 113, 105, 98, 104, 114, -1, -1,
    115, 107, 101, 106, -1, -1, 118, 116, 108, 102, 107, 115, 119, 117, 109, 103, 108, 116, 110,
    104, 109, 117, -1, -1, 118, 112, 107, 111, -1, -1, 120, 119, 113, 108, 112, 118, 114, 109, 113,
    119, -1, -1, 120, 116, 112, 115, -1, -1, 117, 113, 116, 120, -1, -1, 119, 116, 118, -1, -1, -1,
];
