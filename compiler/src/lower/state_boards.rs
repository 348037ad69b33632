//! Per-state bitboards: for each player-coloured piece state `v` (1..=players), the board sites
//! whose piece has state `v`.
//!
//! Games whose pieces are neutral and carry their colour in the piece state (Reversi's discs:
//! `(piece "Disc" Neutral (flips 1 2))`, tested with `(is Enemy (state at:..))`) cannot use the
//! owners' bitboards (`owned`): every disc has owner 0. These bitboards tell the colours apart,
//! so that conditions over the whole board (flank fills, see `flanks`) and counts
//! (`(count Sites in:(sites State 1))`, a popcount) become word operations.
//!
//! They are kept in games without stacks whose rules test piece states against players or
//! count the sites of a state, and they are kept in step by [`Lowering::store_pstate`], the one
//! way the lowering writes a piece state. Bitboard `v - 1` (word `site / 64` of it) has the bit
//! of every board site whose stored state is `v`; one more bitboard, after the players', takes
//! the bits of every other value and is never read, so keeping them in step needs no branch.

use crate::game_ir::{Game, IntExpr, RegionExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::Lowering;

/// The state bitboards of a game: the field and how many states (1..=values) it tracks.
#[derive(Clone, Copy, Debug)]
pub struct StateBoards {
    pub field: FieldId,
    pub values: i64,
}

impl StateBoards {
    /// The bitboards `g` keeps, if any (see the module comment).
    pub fn plan(g: &Game, layout: &mut StateLayout) -> Option<StateBoards> {
        let rules = super::layout::rules_text(g);
        let asks = ["IsEnemy(State(", "IsFriend(State(", "CountSites(State("]
            .iter()
            .any(|q| rules.contains(q));
        // Dice keep their faces as piece states, written by the roll outside these bitboards.
        if g.stacking || g.dice.is_some() || !asks {
            return None;
        }
        let values = g.num_players() as i64;
        let words = g.board.num_sites().div_ceil(64).max(1);
        let field = layout.add("state_bits", Elem::Bits, (values as usize + 1) * words);
        Some(StateBoards { field, values })
    }

    /// The bitboard index of state `value`: `value - 1`, or the never-read one past the
    /// players' for any other value.
    fn slot(&self, value: Expr) -> Expr {
        let tracked = value.clone().ge(int(1)).and(value.clone().le(int(self.values)));
        Expr::select(tracked, value.sub(int(1)), int(self.values))
    }

    /// Word `word` of the bitboard of the state `value` (which must be in 1..=values).
    pub fn word(&self, value: Expr, words: i64, word: i64) -> Expr {
        Expr::load(self.field, value.sub(int(1)).mul(int(words)).add(int(word)))
    }
}

/// The index of word `word` of the bitboard of state `value`.
fn at_slot(sb: StateBoards, value: Expr, words: i64, word: &Expr) -> Expr {
    sb.slot(value).mul(int(words)).add(word.clone())
}

impl<'g> Lowering<'g> {
    /// Stores `value` as the piece state at `index` (`site * levels + level`), moving the site's
    /// bit between the state bitboards when the game keeps them (board sites only).
    pub(super) fn store_pstate(&self, index: Expr, value: Expr) -> Vec<Stmt> {
        let f = &self.f;
        let write = store(f.pstate, index.clone(), value.clone());
        let Some(sb) = f.state_boards else { return vec![write] };
        // Without stacks (see `plan`) the index is the site.
        let words = f.words as i64;
        let word = Expr::bin(BinOp::Div, index.clone(), int(64));
        let bit = Expr::bin(BinOp::Shl, int(1), Expr::bin(BinOp::Rem, index.clone(), int(64)));
        // The bit leaves the slot of the state stored before, and joins the slot of the state
        // stored now (read back: the value once it fits the field).
        let slot = at_slot(sb, Expr::load(f.pstate, index.clone()), words, &word);
        let clear = store(
            sb.field,
            slot.clone(),
            Expr::bin(
                BinOp::BitAnd,
                Expr::load(sb.field, slot.clone()),
                Expr::Un(UnOp::BitNot, Box::new(bit.clone())),
            ),
        );
        let mark =
            store(sb.field, slot.clone(), Expr::bin(BinOp::BitOr, Expr::load(sb.field, slot), bit));
        let b = self.g.board.num_sites() as i64;
        match index {
            Expr::Int(s) if s < b => vec![clear, write, mark],
            Expr::Int(_) => vec![write],
            _ => vec![
                when(index.clone().lt(int(b)), vec![clear]),
                write,
                when(index.lt(int(b)), vec![mark]),
            ],
        }
    }

    /// `(count Sites in:(sites State v))` for a constant tracked state: the popcount of its
    /// bitboard over the occupied sites. `None` when it does not apply.
    pub(super) fn count_state_sites(&self, region: &RegionExpr) -> Option<Expr> {
        let f = &self.f;
        let (Some(sb), Some(owned)) = (f.state_boards, f.owned) else { return None };
        let RegionExpr::State(value) = region else { return None };
        let IntExpr::Const(v) = **value else { return None };
        if !(1..=sb.values).contains(&v) {
            return None;
        }
        let words = f.words as i64;
        let owners = self.layout.field(owned).len as i64 / words;
        // An emptied site keeps no piece, whatever state was last stored there (sowing leaves
        // it): count occupied sites only, as `sites State` does.
        let count = (0..words).map(|w| {
            let occupied = (0..owners)
                .map(|o| Expr::load(owned, int(o * words + w)))
                .reduce(|a, b| Expr::bin(BinOp::BitOr, a, b))
                .expect("some owner");
            Expr::Un(
                UnOp::PopCount,
                Box::new(Expr::bin(BinOp::BitAnd, sb.word(int(v), words, w), occupied)),
            )
        });
        count.reduce(|a, b| a.add(b))
    }
}
