//! The steps of all the mover's pieces at once, by bitboard shifts.
//!
//! `(forEach Piece)` whose pieces only step (Breakthrough's pawns) visits each piece and each
//! direction in turn: a table lookup, a test of the target and a push per candidate. When the
//! board fits one bitboard word and a direction moves every site by the same number of bits
//! (a square board's N is `+width` wherever N exists), all the pieces step at once: the
//! mover's pieces that have a neighbour that way, shifted, and-ed with the sites the target
//! condition allows (empty, enemy...), give every move's `to`; only the moves found are
//! visited. Moves are pushed by direction rather than by piece: the same set, in another
//! order (move order carries no meaning).
//!
//! It applies when every piece kind of a player is the player's only kind (the mover's
//! bitboard is then that kind's), every owner is a player (so the players' bitboards make up
//! the occupied sites), and the target conditions speak only of who is on the target.

use crate::game_ir::board::Dir;
use crate::game_ir::{BoolExpr, Dirs, IntExpr, Moves, SiteExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::{Cx, Lowering, Mode, R};

/// One direction's steps: the sites that have a neighbour that way, and the bit distance to
/// it (negative: towards lower sites).
struct Shift {
    from_mask: i64,
    by: i64,
}

impl<'g> Lowering<'g> {
    /// `(forEach Piece)` as bitboard steps (see the module comment), or `None` when it does
    /// not apply.
    pub(super) fn step_sets(
        &mut self,
        fb: &mut FnBuilder,
        components: &Option<Vec<String>>,
        moves: &'g Option<Box<Moves>>,
        cx: &Cx,
        chain: &[&'g Moves],
        mode: Mode,
    ) -> R<Option<Vec<Stmt>>> {
        let g = self.g;
        let f = self.f.clone();
        let n = g.num_players();
        let (Some(owned), 1) = (f.owned, f.words) else { return Ok(None) };
        if mode != Mode::Push || g.stacking || g.components.iter().any(|c| c.owner == 0 || c.owner as usize > n) {
            return Ok(None);
        }
        // Per player: the steps of its one piece kind, with their directions' shifts.
        let mut plans: Vec<Vec<(&'g Moves, Option<&'g BoolExpr>, Vec<Shift>)>> = Vec::new();
        for p in 1..=n {
            let kinds: Vec<usize> = (0..g.components.len()).filter(|&c| g.components[c].owner as usize == p).collect();
            let [c] = kinds[..] else { return Ok(None) };
            let comp = &g.components[c];
            let visited = components.as_ref().is_none_or(|names| names.contains(&comp.base));
            let body: Option<&'g Moves> = if visited { moves.as_deref().or(comp.moves.as_ref()) } else { None };
            let mut plan = Vec::new();
            if let Some(body) = body {
                let Some(steps) = steps_of(body) else { return Ok(None) };
                for step in steps {
                    let Moves::Step { dirs, target, .. } = step else { unreachable!("steps_of returns steps") };
                    let Some(shifts) = self.shifts(dirs, c) else { return Ok(None) };
                    plan.push((step, target.cond.as_ref(), shifts));
                }
            }
            plans.push(plan);
        }
        let own = fb.local("own");
        let occupied = fb.local("occupied");
        let targets = fb.local("targets");
        let from = fb.local("from");
        let to = fb.local("to");
        let sites = g.board.num_sites();
        let board = if sites == 64 { -1 } else { (1i64 << sites) - 1 };
        let occupied_bits = (1..=n as i64).map(|q| Expr::load(owned, int(q))).reduce(|a, b| Expr::bin(BinOp::BitOr, a, b)).expect("players");
        let mut out = vec![set(own, Expr::load(owned, cx.mover.clone())), set(occupied, occupied_bits)];
        for (p, plan) in plans.into_iter().enumerate() {
            let mut per_player = Vec::new();
            for (step, cond, shifts) in plan {
                let allowed = match cond {
                    Some(c) => match target_bits(c, l(own), l(occupied), board) {
                        Some(bits) => bits,
                        None => return Ok(None),
                    },
                    None => int(board),
                };
                let inner = Cx { site: Some(l(from)), from: Some(l(from)), to: Some(l(to)), piece: None, ..cx.clone() };
                let mut push = Vec::new();
                self.emit(fb, step, chain, &inner, mode, l(from), l(to), int(0), ground(), &mut push)?;
                for s in shifts {
                    let movers = Expr::bin(BinOp::BitAnd, l(own), int(s.from_mask));
                    let moved = match s.by {
                        k if k >= 0 => Expr::bin(BinOp::Shl, movers, int(k)),
                        k => Expr::bin(BinOp::Shr, movers, int(-k)),
                    };
                    let mut visit = vec![
                        set(to, Expr::Un(UnOp::TrailingZeros, Box::new(l(targets)))),
                        set(targets, Expr::bin(BinOp::BitAnd, l(targets), l(targets).sub(int(1)))),
                        set(from, l(to).sub(int(s.by))),
                    ];
                    visit.extend(push.clone());
                    per_player.extend([
                        set(targets, Expr::bin(BinOp::BitAnd, moved, allowed.clone())),
                        Stmt::While { cond: l(targets).ne(int(0)), body: visit },
                    ]);
                }
            }
            if !per_player.is_empty() {
                out.push(when(cx.mover.clone().eq(int(p as i64 + 1)), per_player));
            }
        }
        Ok(Some(out))
    }

    /// The shifts of the directions a piece of kind `c` steps in, or `None` when one of them
    /// does not move every site by the same number of bits.
    fn shifts(&self, dirs: &Dirs, c: usize) -> Option<Vec<Shift>> {
        let b = &self.g.board;
        let board_dirs = b.supported_dirs();
        // The directions at each site, as the generic step resolves them (see `for_dirs`).
        let at = |s: usize| -> Vec<Dir> {
            match dirs {
                Dirs::Set(set) => b.dirs_in(s, *set).into_iter().filter(|d| board_dirs.contains(d)).collect(),
                Dirs::Absolute(v) => v.iter().copied().filter(|d| board_dirs.contains(d)).collect(),
                Dirs::Relative(rels) => {
                    let facing = self.g.facing(c).unwrap_or(Dir::N);
                    let mut v: Vec<Dir> = Vec::new();
                    for r in rels {
                        for d in b.resolve(0, facing, *r) {
                            if board_dirs.contains(&d) && !v.contains(&d) {
                                v.push(d);
                            }
                        }
                    }
                    v
                }
            }
        };
        let mut out: Vec<(Dir, Shift)> = Vec::new();
        for s in 0..b.num_sites() {
            for d in at(s) {
                let Some(&t) = b.ray(s, d).first() else { continue };
                let by = t as i64 - s as i64;
                match out.iter_mut().find(|(e, _)| *e == d) {
                    Some((_, shift)) if shift.by == by => shift.from_mask |= 1 << s,
                    Some(_) => return None,
                    None => out.push((d, Shift { from_mask: 1 << s, by })),
                }
            }
        }
        Some(out.into_iter().map(|(_, s)| s).collect())
    }
}

/// The generators of a piece's moves when they are all steps from the piece.
fn steps_of(m: &Moves) -> Option<Vec<&Moves>> {
    match m {
        Moves::Step { from: SiteExpr::From, .. } => Some(vec![m]),
        Moves::Or(list) => {
            let mut out = Vec::new();
            for x in list {
                out.extend(steps_of(x)?);
            }
            Some(out)
        }
        _ => None,
    }
}

/// The sites a step's target condition allows, as a bitboard, when it speaks only of who is
/// on the target (`own`: the mover's sites, `occupied`: every player's).
fn target_bits(c: &BoolExpr, own: Expr, occupied: Expr, board: i64) -> Option<Expr> {
    let not = |x: Expr| Expr::bin(BinOp::BitAnd, Expr::Un(UnOp::BitNot, Box::new(x)), int(board));
    let to_is = |s: &SiteExpr| matches!(s, SiteExpr::To);
    Some(match c {
        BoolExpr::IsEmpty(s) if to_is(s) => not(occupied),
        BoolExpr::IsOccupied(s) if to_is(s) => occupied,
        BoolExpr::IsEnemy(IntExpr::Who(s)) if to_is(s) => Expr::bin(BinOp::BitAnd, occupied, Expr::Un(UnOp::BitNot, Box::new(own))),
        BoolExpr::IsFriend(IntExpr::Who(s)) if to_is(s) => own,
        BoolExpr::Not(x) => not(target_bits(x, own, occupied, board)?),
        BoolExpr::And(list) | BoolExpr::Or(list) => {
            let op = if matches!(c, BoolExpr::And(_)) { BinOp::BitAnd } else { BinOp::BitOr };
            let mut parts = list.iter().map(|x| target_bits(x, own.clone(), occupied.clone(), board));
            let first = parts.next()??;
            parts.try_fold(first, |acc, x| Some(Expr::bin(op, acc, x?)))?
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// Breakthrough on 5×5: forward steps to empty sites, diagonal steps that capture.
    #[test]
    fn steps_by_shifts_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Race" (players { (player N) (player S) })
               (equipment { (board (square 5))
                 (piece "Pawn" Each (or (move Step Forward (to if:(is Empty (to))))
                   (move Step (directions { FR FL }) (to if:(or (is Empty (to)) (is Enemy (who at:(to)))) (apply (remove (to)))))))
                 (regions P1 (sites Top)) (regions P2 (sites Bottom)) })
               (rules (start { (place "Pawn1" (sites Bottom)) (place "Pawn2" (sites Top)) })
                 (play (forEach Piece)) (end (if (is In (last To) (sites Mover)) (result Mover Win)))))"#,
            200,
            "occupied",
        );
        assert!(steps > 2000 && won > 150, "steps {steps}, won {won}");
    }

    /// Kings stepping to any adjacent site not their own, with no target condition on one
    /// side: the condition-free step allows every site.
    #[test]
    fn steps_in_every_direction_agree_with_the_interpreter() {
        let (steps, _) = agree(
            r#"(game "Kings" (players 2)
               (equipment { (board (square 4))
                 (piece "King" P1 (move Step Adjacent (to if:(not (is Friend (who at:(to)))) (apply (remove (to))))))
                 (piece "King" P2 (move Step Orthogonal)) })
               (rules (start { (place "King1" (sites {0 1})) (place "King2" (sites {14 15})) })
                 (play (forEach Piece)) (end (if (= (count Moves) 40) (result Mover Draw)))))"#,
            50,
            "occupied",
        );
        assert!(steps > 500, "steps {steps}");
    }
}
