//! Ludii's `(max Moves <moves>)` (MaxMoves.java, the majority capture of draughts): of the
//! moves of `moves`, those whose turn goes on longest. Ludii plays each move on a copy of the
//! state and, while the same player is to move again in a game not over, every legal move of
//! the game in turn (`getReplayCount`); a move counts the moves of its longest such sequence.
//!
//! In `legal`, once `moves` has pushed its moves, each one's count is a depth-first search
//! without recursion: a stack of state copies (`afterwards`'s copy functions), and per depth
//! the range of the move buffer holding that node's moves (`max_frame` pushes the game's legal
//! moves of a node above the ones of the nodes below it, and they are dropped once tried). A
//! move is played as `apply` plays it, by `apply_move`, `apply` with the move's parts as
//! parameters. A node where the turn passed on (or the game ended) ends a sequence; every
//! other node has a move (a pass when the rules offer none, as in `legal`), so the count is
//! the depth of the deepest such end. One pass over the moves, from the last down, searches
//! each once and keeps those of the greatest count so far (no per-move storage: the kept ones
//! are the moves above the one searched). Inside `max_frame` a nested
//! `max Moves` is its moves alone: the greatest count over all of them is the one over the
//! longest ones.
//!
//! `canMove` is that of `moves` (MaxMoves.java); a move list filtered by the longest sequences
//! cannot answer `is Threatened` (`canMoveTo`) that way, nor be merged: those are refused.

use crate::game_ir::Moves;
use crate::kernel_ir::*;

use super::builder::*;
use super::{unsupported, Cx, Lowering, Mode, R};

/// The longest turn (moves of one player in a row) a search follows
/// ([`crate::game_ir::MAX_TURN_SEARCHED`]): a turn still going on after that many moves counts
/// as that many, so the per-depth fields and the stack of state copies never overflow.
pub(super) const MAX_TURN: i64 = crate::game_ir::MAX_TURN_SEARCHED as i64;

/// The functions and fields of the searches, made once per game.
#[derive(Clone, Copy)]
pub(super) struct MaxMovesFns {
    /// `max_frame()`: pushes the legal moves of the state (defined once `legal` is).
    pub frame: FuncId,
    /// `apply_move(from, to, level_from, level_to, kind, aux)`: `apply` of that move.
    pub apply_move: FuncId,
    /// Per depth: where its moves start and end in the buffer, and the next one to try.
    pub starts: FieldId,
    pub ends: FieldId,
    pub nexts: FieldId,
}

impl<'g> Lowering<'g> {
    /// `max Moves` in `mode`.
    pub(super) fn max_moves_gen(
        &mut self,
        fb: &mut FnBuilder,
        inner: &'g Moves,
        cx: &Cx,
        chain: &[&'g Moves],
        mode: Mode,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        match mode {
            Mode::Push if self.in_max_frame => self.gen(fb, inner, cx, chain, mode, out),
            Mode::Push => {
                let fns = self.max_moves_fns()?;
                let before = fb.local("max_before");
                let end = fb.local("max_end");
                let best = fb.local("max_best");
                let i = fb.local("max_i");
                let count = fb.local("max_count");
                out.push(set(before, Expr::MovesLen));
                self.gen(fb, inner, cx, chain, mode, out)?;
                out.push(set(end, Expr::MovesLen));
                out.push(set(best, 0));
                // From the last down, the moves above `i` are the longest so far: a shorter
                // move goes (`RemoveMove` brings the last one, which is kept, into its place),
                // a longer one drops them all.
                let drop_longest_so_far = Stmt::While {
                    cond: Expr::MovesLen.gt(l(i).add(int(1))),
                    body: vec![Stmt::RemoveMove(Expr::MovesLen.sub(int(1)))],
                };
                let mut each = vec![set(i, l(i).sub(int(1)))];
                each.extend(self.longest_turn(fb, fns, i, count));
                each.push(if_else(
                    l(count).lt(l(best)),
                    vec![Stmt::RemoveMove(l(i))],
                    vec![when(
                        l(count).gt(l(best)),
                        vec![set(best, l(count)), drop_longest_so_far],
                    )],
                ));
                out.push(set(i, l(end)));
                out.push(Stmt::While { cond: l(i).gt(l(before)), body: each });
                Ok(())
            }
            Mode::Exists => self.gen(fb, inner, cx, chain, mode, out),
            Mode::Reaches(_) => unsupported("`max Moves` among the moves `is Threatened` asks"),
            Mode::ApplyAll => unsupported("`max Moves` inside a merged move"),
        }
    }

    /// Sets `count` to the moves of the longest turn that starts with the buffer's move `i`.
    fn longest_turn(
        &mut self,
        fb: &mut FnBuilder,
        fns: MaxMovesFns,
        i: Local,
        count: Local,
    ) -> Vec<Stmt> {
        let copies = self.copy_fns();
        let f = self.f.clone();
        let depth = fb.local("max_depth");
        let entering = fb.local("max_entering");
        let k = fb.local("max_k");
        let play = |at: Local| {
            vec![
                Stmt::Call { func: copies.save, args: vec![int(0)] },
                Stmt::Call {
                    func: fns.apply_move,
                    args: [
                        MoveField::From,
                        MoveField::To,
                        MoveField::LevelFrom,
                        MoveField::LevelTo,
                        MoveField::Kind,
                        MoveField::Aux,
                    ]
                    .into_iter()
                    .map(|m| Expr::MoveAt(Box::new(l(at)), m))
                    .collect(),
                },
            ]
        };
        let back = vec![
            Stmt::Call { func: copies.restore, args: Vec::new() },
            set(depth, l(depth).sub(int(1))),
        ];
        let turn_over = Expr::scalar(f.prev)
            .ne(Expr::scalar(f.mover))
            .or(Expr::scalar(f.over).ne(int(0)))
            .or(l(depth).ge(int(MAX_TURN - 1)));
        let mut ended = vec![set(count, Expr::bin(BinOp::Max, l(count), l(depth).add(int(1))))];
        ended.extend(back.clone());
        ended.push(Stmt::Continue);
        let enter = vec![
            set(entering, 0),
            when(turn_over, ended),
            store(fns.starts, l(depth), Expr::MovesLen),
            Stmt::Call { func: fns.frame, args: Vec::new() },
            store(fns.ends, l(depth), Expr::MovesLen),
            store(fns.nexts, l(depth), Expr::load(fns.starts, l(depth))),
        ];
        let mut deeper = vec![
            set(k, Expr::load(fns.nexts, l(depth))),
            store(fns.nexts, l(depth), l(k).add(int(1))),
        ];
        deeper.extend(play(k));
        deeper.extend([set(depth, l(depth).add(int(1))), set(entering, 1), Stmt::Continue]);
        let mut done = vec![Stmt::While {
            cond: Expr::MovesLen.gt(Expr::load(fns.starts, l(depth))),
            body: vec![Stmt::RemoveMove(Expr::MovesLen.sub(int(1)))],
        }];
        done.extend(back);
        let mut out = vec![set(count, 0), set(depth, 0)];
        out.extend(play(i));
        out.push(set(entering, 1));
        out.push(Stmt::While {
            cond: l(depth).ge(int(0)),
            body: [
                vec![
                    when(l(entering).ne(int(0)), enter),
                    when(
                        Expr::load(fns.nexts, l(depth)).lt(Expr::load(fns.ends, l(depth))),
                        deeper,
                    ),
                ],
                done,
            ]
            .concat(),
        });
        out
    }

    fn max_moves_fns(&mut self) -> R<MaxMovesFns> {
        if let Some(m) = self.max_moves_fns {
            return Ok(m);
        }
        let g = self.g;
        if g.phases.iter().any(|p| p.roll.is_some()) || self.offers_swap() {
            return unsupported("`max Moves` in a game with dice or the swap rule");
        }
        let depth = MAX_TURN as usize;
        let m = MaxMovesFns {
            frame: self.functions.reserve(),
            apply_move: self.functions.reserve(),
            starts: self.layout.add("max_starts", Elem::I32, depth),
            ends: self.layout.add("max_ends", Elem::I32, depth),
            nexts: self.layout.add("max_nexts", Elem::I32, depth),
        };
        self.max_moves_fns = Some(m);
        Ok(m)
    }

    /// `max_frame()`: the legal moves of the state pushed on the buffer (a pass when the
    /// rules have none), as `legal` pushes them.
    pub(super) fn max_frame_fn(&mut self) -> R<Function> {
        let mut fb = FnBuilder::new("max_frame", FuncKind::Legal, &[]);
        let start = fb.local("start");
        let f = self.f.clone();
        let cx = Cx::players(Expr::scalar(f.mover), Expr::scalar(f.prev), Expr::scalar(f.next));
        self.in_max_frame = true;
        let body = self.generator_body(&mut fb, &cx);
        self.in_max_frame = false;
        let mut out = vec![set(start, Expr::MovesLen)];
        out.extend(body?);
        let pass = self.forced_pass(&mut fb, &cx)?;
        out.push(when(Expr::MovesLen.eq(l(start)), pass));
        Ok(fb.finish(out))
    }
}
