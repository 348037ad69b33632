//! The reference semantics of deduction puzzles (`game_ir::puzzle`, Ludii's Satisfy.java).
//!
//! The state is each site's candidate values (a `u32` of bits, little-endian), then one byte
//! that is 1 once the puzzle is solved. A move is keyed by its variable's site; its `aux` is
//! `value << 1`, plus 1 for a `Toggle` (`ludemic_runtime::kernel::puzzle_action`).

use std::sync::Arc;

use ludemic_runtime::{DynGame, MoveKey, Outcome, RawMove, Status};

use crate::game_ir::puzzle::{resolved, Puzzle};
use crate::game_ir::Game;

pub struct PuzzleInterpreter {
    pub game: Arc<Game>,
}

impl PuzzleInterpreter {
    pub fn new(game: Arc<Game>) -> PuzzleInterpreter {
        assert!(game.puzzle.is_some(), "a deduction puzzle");
        PuzzleInterpreter { game }
    }

    fn puzzle(&self) -> &Puzzle {
        self.game.puzzle.as_ref().expect("checked in new")
    }

    fn cand(state: &[u8], site: usize) -> u32 {
        u32::from_le_bytes(state[4 * site..4 * site + 4].try_into().expect("4 bytes"))
    }

    fn set_cand(state: &mut [u8], site: usize, c: u32) {
        state[4 * site..4 * site + 4].copy_from_slice(&c.to_le_bytes());
    }

    fn over_at(&self) -> usize {
        4 * self.puzzle().sites
    }
}

impl DynGame for PuzzleInterpreter {
    fn name(&self) -> &str {
        &self.game.name
    }
    fn num_players(&self) -> usize {
        1
    }
    fn state_len(&self) -> usize {
        self.over_at() + 1
    }
    fn init_state(&self, state: &mut [u8]) {
        let p = self.puzzle();
        state.fill(0);
        for site in 0..p.sites {
            Self::set_cand(state, site, p.all_candidates());
        }
        // Ludii's start `(set ..)`: ActionSet on each site.
        for &(site, value) in &p.given {
            Self::set_cand(state, site, 1 << value);
        }
    }
    fn mover(&self, _state: &[u8]) -> usize {
        1
    }
    fn legal_moves(&self, state: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        if state[self.over_at()] != 0 {
            return;
        }
        let p = self.puzzle();
        for &var in &p.vars {
            let c = Self::cand(state, var);
            for value in p.min..=p.max {
                let mv = |toggle: u32| RawMove {
                    from: var as u32,
                    to: var as u32,
                    aux: value << 1 | toggle,
                    ..RawMove::default()
                };
                let set = 1 << value;
                if p.holds(|x| if x == var { set } else { Self::cand(state, x) }) {
                    moves.push(mv(0));
                }
                if resolved(c) != Some(value) {
                    moves.push(mv(1));
                }
            }
        }
    }
    fn apply(&self, state: &mut [u8], mv: &RawMove) {
        let (site, value) = (mv.to as usize, mv.aux >> 1);
        let c = Self::cand(state, site);
        let next = if mv.aux & 1 == 1 { c ^ (1 << value) } else { 1 << value };
        Self::set_cand(state, site, next);
        let over = self.over_at();
        if self.puzzle().solved(|x| Self::cand(state, x)) {
            state[over] = 1;
        }
    }
    fn status(&self, state: &[u8]) -> Status {
        if state[self.over_at()] == 0 {
            Status::Ongoing
        } else {
            Status::Over(Outcome::win(1, 1))
        }
    }
    fn move_key(&self, _state: &[u8], mv: &RawMove) -> MoveKey {
        MoveKey::sites(mv.from, mv.to)
    }
    /// A resolved site shows its value as `what`, owned by player 1 (Ludii's `whoCell`), unless
    /// it is 0.
    fn state_string(&self, state: &[u8]) -> String {
        let mut out = String::new();
        for site in 0..self.puzzle().sites {
            if let Some(v @ 1..) = resolved(Self::cand(state, site)) {
                out += &format!("{site}:{v}:1:1 ");
            }
        }
        out + "|mover=1"
    }
    fn move_action(&self, _state: &[u8], mv: &RawMove) -> Option<String> {
        Some(ludemic_runtime::kernel::puzzle_action(mv, self.puzzle().site_type.name()))
    }
}
