//! The steps of all the mover's pieces at once, by bitboard shifts.
//!
//! `(forEach Piece)` whose pieces only step (Breakthrough's pawns, morris men; with or without
//! a `then`) visits each piece and each
//! direction in turn: a table lookup, a test of the target and a push per candidate. When the
//! board fits one bitboard word and a direction moves every site by the same number of bits
//! (a square board's N is `+width` wherever N exists), all the pieces step at once: the
//! mover's pieces that have a neighbour that way, shifted, and-ed with the sites the target
//! condition allows (empty, enemy...), give every move's `to`; only the moves found are
//! visited. Moves are pushed by direction rather than by piece: the same set, in another
//! order (move order carries no meaning).
//!
//! On boards where a direction's bit distance varies (the rings and spokes of a morris board,
//! hexagons), each piece instead reads its neighbour sites as one mask from a table and
//! and-s it with the allowed sites: per piece one load, per move one bit, instead of per
//! direction a direction-table load, a step-table load, a test for "no neighbour" and a test
//! of the target.
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

/// How a step generator finds its targets from all the mover's pieces.
enum Targets {
    /// Each direction moves every site by the same number of bits: all pieces at once.
    Shifts(Vec<Shift>),
    /// Per site, the mask of its neighbours in the step's directions (a table).
    Masks(TableId),
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
        if mode != Mode::Push
            || g.stacking
            || g.components.iter().any(|c| c.owner == 0 || c.owner as usize > n)
        {
            return Ok(None);
        }
        // Per player: the steps of its one piece kind, with their directions' shifts.
        let mut plans: Vec<Vec<(&'g Moves, Vec<&'g Moves>, Option<&'g BoolExpr>, Targets)>> =
            Vec::new();
        for p in 1..=n {
            let kinds: Vec<usize> =
                (0..g.components.len()).filter(|&c| g.components[c].owner as usize == p).collect();
            let [c] = kinds[..] else { return Ok(None) };
            let comp = &g.components[c];
            let visited = components.as_ref().is_none_or(|names| names.contains(&comp.base));
            let body: Option<&'g Moves> =
                if visited { moves.as_deref().or(comp.moves.as_ref()) } else { None };
            let mut plan = Vec::new();
            if let Some(body) = body {
                let Some(steps) = steps_of(body) else { return Ok(None) };
                for (step, mut then) in steps {
                    let Moves::Step { dirs, target, .. } = step else {
                        unreachable!("steps_of returns steps")
                    };
                    let Some(targets) = self.step_targets(dirs, c) else { return Ok(None) };
                    then.extend_from_slice(chain);
                    plan.push((step, then, target.cond.as_ref(), targets));
                }
            }
            plans.push(plan);
        }
        let own = fb.local("own");
        let occupied = fb.local("occupied");
        let targets = fb.local("targets");
        let from = fb.local("from");
        let to = fb.local("to");
        // Only the mask form walks the pieces one by one (allocated on first use).
        let mut pieces: Option<Local> = None;
        let sites = g.board.num_sites();
        // In u64: for 63 sites `(1i64 << 63) - 1` overflowed (found by tests/fuzz.rs).
        let board = if sites >= 64 { -1 } else { ((1u64 << sites) - 1) as i64 };
        let occupied_bits = (1..=n as i64)
            .map(|q| Expr::load(owned, int(q)))
            .reduce(|a, b| Expr::bin(BinOp::BitOr, a, b))
            .expect("players");
        let mut out =
            vec![set(own, Expr::load(owned, cx.mover.clone())), set(occupied, occupied_bits)];
        for (p, plan) in plans.into_iter().enumerate() {
            let mut per_player = Vec::new();
            for (step, chain, cond, found) in plan {
                let allowed = match cond {
                    Some(c) => match target_bits(c, l(own), l(occupied), board) {
                        Some(bits) => bits,
                        None => return Ok(None),
                    },
                    None => int(board),
                };
                let inner = Cx {
                    site: Some(l(from)),
                    from: Some(l(from)),
                    to: Some(l(to)),
                    piece: None,
                    ..cx.clone()
                };
                let mut push = Vec::new();
                self.emit(
                    fb,
                    step,
                    &chain,
                    &inner,
                    mode,
                    l(from),
                    l(to),
                    int(0),
                    ground(),
                    &mut push,
                )?;
                let shifts = match found {
                    Targets::Shifts(shifts) => shifts,
                    Targets::Masks(table) => {
                        let pieces = *pieces.get_or_insert_with(|| fb.local("pieces"));
                        let near = Expr::bin(BinOp::BitAnd, Expr::table(table, l(from)), allowed);
                        per_player.extend(each_bit(
                            from,
                            pieces,
                            l(own),
                            each_bit(to, targets, near, push),
                        ));
                        continue;
                    }
                };
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

    /// How a piece of kind `c` stepping in `dirs` finds its targets: by shifts when each
    /// direction moves every site by the same number of bits, else by a per-site neighbour
    /// mask; `None` when two directions from one site lead to the same site (a mask would
    /// find that move once, the direction loop twice).
    fn step_targets(&mut self, dirs: &Dirs, c: usize) -> Option<Targets> {
        // Directions that depend on the last move, or on another set's, the generic step loops
        // over (see `for_dirs`).
        if dirs.of_last_move() || matches!(dirs, Dirs::Difference(..)) {
            return None;
        }
        let b = &self.g.board;
        let board_dirs = b.supported_dirs();
        // The directions at each site, as the generic step resolves them (see `for_dirs`).
        let at = |s: usize| -> Vec<Dir> {
            match dirs {
                Dirs::Set(set) => {
                    b.dirs_in(s, *set).into_iter().filter(|d| board_dirs.contains(d)).collect()
                }
                Dirs::Absolute(v) => v.iter().copied().filter(|d| board_dirs.contains(d)).collect(),
                Dirs::Relative(rels, of) => {
                    let facing = self.g.facing(c).unwrap_or(Dir::N);
                    let mut v = b.resolve_all(facing, rels, *of);
                    v.retain(|d| board_dirs.contains(d));
                    v
                }
                Dirs::Difference(..) => unreachable!("left to the direction loop above"),
            }
        };
        let mut shifts: Option<Vec<(Dir, Shift)>> = Some(Vec::new());
        let mut masks = vec![0i64; b.num_sites()];
        for (s, mask) in masks.iter_mut().enumerate() {
            for d in at(s) {
                let Some(&t) = b.ray(s, d).first() else { continue };
                if *mask & (1 << t) != 0 {
                    return None;
                }
                *mask |= 1 << t;
                let by = t as i64 - s as i64;
                if let Some(out) = &mut shifts {
                    match out.iter_mut().find(|(e, _)| *e == d) {
                        Some((_, shift)) if shift.by == by => shift.from_mask |= 1 << s,
                        Some(_) => shifts = None,
                        None => out.push((d, Shift { from_mask: 1 << s, by })),
                    }
                }
            }
        }
        Some(match shifts {
            Some(out) => Targets::Shifts(out.into_iter().map(|(_, s)| s).collect()),
            None => Targets::Masks(self.tables.add("step_mask", masks)),
        })
    }
}

/// The generators of a piece's moves when they are all steps from the piece, each with the
/// consequences (`then`) around it, innermost first (the chain `gen` would pass it).
fn steps_of(m: &Moves) -> Option<Vec<(&Moves, Vec<&Moves>)>> {
    match m {
        Moves::Step { from: SiteExpr::From, .. } => Some(vec![(m, Vec::new())]),
        Moves::Then { moves, then } => {
            let mut out = steps_of(moves)?;
            for (_, chain) in &mut out {
                chain.push(&**then);
            }
            Some(out)
        }
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
        BoolExpr::IsEnemy(IntExpr::Who(s)) if to_is(s) => {
            Expr::bin(BinOp::BitAnd, occupied, Expr::Un(UnOp::BitNot, Box::new(own)))
        }
        BoolExpr::IsFriend(IntExpr::Who(s)) if to_is(s) => own,
        BoolExpr::Not(x) => not(target_bits(x, own, occupied, board)?),
        BoolExpr::And(list) | BoolExpr::Or(list) => {
            let op = if matches!(c, BoolExpr::And(_)) { BinOp::BitAnd } else { BinOp::BitOr };
            let mut parts =
                list.iter().map(|x| target_bits(x, own.clone(), occupied.clone(), board));
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

    /// Men stepping along the lines of a morris board (no direction moves every site by the
    /// same number of bits: per-site neighbour masks), a `then` that may grant another move.
    #[test]
    fn steps_by_neighbour_masks_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Rings" (players 2)
               (equipment { (board (concentric Square rings:2) use:Vertex)
                 (piece "Marker" Each (move Step (to if:(is Empty (to)))
                   (then (if (is Line 3 Orthogonal) (moveAgain))))) })
               (rules (start { (place "Marker1" (sites {0 1 2})) (place "Marker2" (sites {13 14 15})) })
                 (play (forEach Piece))
                 (end { (if (is Line 3 Orthogonal) (result Mover Win))
                        (if (= (count Moves) 60) (result Mover Draw)) })))"#,
            100,
            "step_mask",
        );
        assert!(steps > 1000 && won > 10, "steps {steps}, won {won}");
    }
}
