//! Flank fills: every empty site that outflanks enemy pieces, for the whole board at once.
//!
//! `(forEach Site (sites Empty) (append (custodial (from (site)) (between if:(is Enemy ..))
//! (to if:(is Friend ..)))))` — Reversi's rule — offers a move at each empty site from which,
//! in some direction, one or more enemy pieces are closed by a friendly one. Asked site by site,
//! that is a walk along every ray of every empty site (a few thousand operations per site).
//! On a one-word board it is instead a Kogge-Stone style fill per direction: start from the
//! friendly pieces, step back against the direction while the sites are enemy pieces (as many
//! steps as the longest run a ray can hold), and one more step lands on the sites that flank;
//! kept where the site is empty and its custodial directions include this one.
//!
//! A step is a shift by the direction's constant site offset, masked to the sites that have a
//! neighbour that way (so nothing wraps around an edge). It applies when every direction's rays
//! step by one constant offset (square and rectangular boards), the pieces' colours are told by
//! the owners' bitboards (`is Enemy (who at:..)`) or by the state bitboards
//! (`is Enemy (state at:..)`, see `state_boards`), and the flanked sites' effect makes one move
//! at the empty site (its first action acts on `(site)`, as Reversi's `add`), so a move's
//! existence is all the custodial walk decides. The moves come in the order of the walk (by
//! site), with the same leaf, so `apply` is unchanged.

use crate::game_ir::board::{Dir, DirSet};
use crate::game_ir::{BoolExpr, IntExpr, Moves, RegionExpr, SiteExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::{Cx, Lowering, Mode, R};

/// How a condition tells a site's colour: by the owner of its piece, or by the piece's state.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Colour {
    Who,
    State,
}

/// `is Enemy (who|state at:(at))` or `is Friend (..)` (`enemy`), as the colour it reads.
fn colour_test(cond: &BoolExpr, at: fn(&SiteExpr) -> bool, enemy: bool) -> Option<Colour> {
    let tested = match (cond, enemy) {
        (BoolExpr::IsEnemy(e), true) | (BoolExpr::IsFriend(e), false) => e,
        _ => return None,
    };
    match tested {
        IntExpr::Who(s) if at(s) => Some(Colour::Who),
        IntExpr::State(s) if at(s) => Some(Colour::State),
        _ => None,
    }
}

/// One direction of the fill: its site offset, the sites with a neighbour that way, and the
/// sites whose custodial directions include it.
struct FillDir {
    offset: i64,
    has_next: i64,
    allowed: i64,
}

impl<'g> Lowering<'g> {
    /// The moves of `(forEach Site region moves)` by flank fill (see the module comment), or
    /// `None` when the rule does not apply and the sites are visited one by one.
    pub(super) fn flank_fill(
        &mut self,
        fb: &mut FnBuilder,
        region: &'g RegionExpr,
        moves: &'g Moves,
        cx: &Cx,
        chain: &[&'g Moves],
        mode: Mode,
    ) -> R<Option<Vec<Stmt>>> {
        let f = self.f.clone();
        let (RegionExpr::Empty, Mode::Push | Mode::Exists, Some(owned), 1, 1) =
            (region, mode, f.owned, f.levels, f.words)
        else {
            return Ok(None);
        };
        if !self.active_guards.is_empty() {
            return Ok(None);
        }
        // The consequences, as `gen` collects them, down to the merged custodial move.
        let mut chain: Vec<&'g Moves> = chain.to_vec();
        let mut node = moves;
        while let Moves::Then { moves, then } = node {
            chain.insert(0, then);
            node = moves;
        }
        let Moves::Append(inner) = node else { return Ok(None) };
        let Moves::Custodial { from: SiteExpr::Site, dirs, between, effect, to, max: None } =
            &**inner
        else {
            return Ok(None);
        };
        let (Some(enemy_by), Some(friend_by)) = (
            colour_test(between, |s| matches!(s, SiteExpr::Between), true),
            colour_test(to, |s| matches!(s, SiteExpr::To), false),
        ) else {
            return Ok(None);
        };
        if (enemy_by == Colour::State || friend_by == Colour::State) && f.state_boards.is_none() {
            return Ok(None);
        }
        let Some(fill_dirs) = self.fill_dirs(*dirs) else { return Ok(None) };
        let site = fb.local("site");
        let at_site = Cx { site: Some(l(site)), ..cx.clone() };
        // The move found at a flanking site, whichever sites it flanks: the effect's sites and
        // validity must not read the flanked site or the closing one.
        let blind = Cx { between: None, to: None, ..at_site.clone() };
        let seeing = Cx { between: Some(l(site)), to: Some(l(site)), ..at_site.clone() };
        let found_blind = (self.effect_sites(effect, &blind)?, self.effect_valid(effect, &blind)?);
        let found_seeing =
            (self.effect_sites(effect, &seeing)?, self.effect_valid(effect, &seeing)?);
        let ((from_at, to_at), valid) = found_blind.clone();
        if from_at != l(site) || to_at != l(site) || found_blind != found_seeing {
            return Ok(None);
        }

        let [friend, enemy, run, flanked] =
            ["friend", "enemy", "run", "flanked"].map(|x| fb.local(x));
        let n = self.g.num_players() as i64;
        let mover = cx.mover.clone();
        let or_all = |v: Vec<Expr>| {
            v.into_iter().reduce(|a, b| Expr::bin(BinOp::BitOr, a, b)).expect("two players or more")
        };
        let colour = |by: Colour, player: Expr| match by {
            Colour::Who => Expr::load(owned, player),
            Colour::State => f.state_boards.expect("checked above").word(player, 1, 0),
        };
        let not = |e: Expr| Expr::Un(UnOp::BitNot, Box::new(e));
        let and = |a: Expr, b: Expr| Expr::bin(BinOp::BitAnd, a, b);
        let owners = self.layout.field(owned).len as i64;
        let occupied = or_all((0..owners).map(|o| Expr::load(owned, int(o))).collect());
        let sites = self.g.board.num_sites();
        let board = if sites == 64 { -1 } else { (1i64 << sites) - 1 };
        // Colours are disjoint: the enemies are every player's colour but the mover's.
        let mut out = vec![
            set(friend, colour(friend_by, mover.clone())),
            set(
                enemy,
                and(
                    or_all((1..=n).map(|p| colour(enemy_by, int(p))).collect()),
                    not(colour(enemy_by, mover)),
                ),
            ),
            set(flanked, int(0)),
        ];
        // Runs of enemies one ray can hold.
        let longest = self.geo.max_ray.saturating_sub(1) as i64;
        for d in &fill_dirs {
            // The sites whose next site this way is in `x`.
            let back = |x: Expr| {
                let shifted = if d.offset > 0 {
                    Expr::bin(BinOp::Shr, x, int(d.offset))
                } else {
                    Expr::bin(BinOp::Shl, x, int(-d.offset))
                };
                and(shifted, int(d.has_next))
            };
            out.push(set(run, and(back(l(friend)), l(enemy))));
            for _ in 1..longest {
                out.push(set(run, Expr::bin(BinOp::BitOr, l(run), and(back(l(run)), l(enemy)))));
            }
            // `back` keeps only sites with a neighbour this way: the rest need no mask.
            let mut found = back(l(run));
            if d.has_next & !d.allowed != 0 {
                found = and(found, int(d.allowed));
            }
            out.push(set(flanked, Expr::bin(BinOp::BitOr, l(flanked), found)));
        }
        let empty = if board == -1 { not(occupied) } else { and(not(occupied), int(board)) };
        out.push(set(flanked, and(l(flanked), empty)));
        let mut found = Vec::new();
        self.emit(
            fb,
            node,
            &chain,
            &at_site,
            mode,
            l(site),
            l(site),
            int(0),
            ground(),
            &mut found,
        )?;
        let visit = vec![
            set(site, Expr::Un(UnOp::TrailingZeros, Box::new(l(flanked)))),
            set(flanked, and(l(flanked), l(flanked).sub(int(1)))),
            when(valid, found),
        ];
        out.push(Stmt::While { cond: l(flanked).ne(int(0)), body: visit });
        Ok(Some(out))
    }

    /// The fill directions of custodial captures in `set` (see the module comment), or `None`
    /// when some ray does not step by one constant offset.
    fn fill_dirs(&self, set: DirSet) -> Option<Vec<FillDir>> {
        let b = &self.g.board;
        let sites = b.num_sites();
        let board_dirs: Vec<Dir> = b.supported_dirs().to_vec();
        let mut out = Vec::new();
        for dir in board_dirs {
            let allowed: Vec<usize> =
                (0..sites).filter(|&s| b.dirs_in(s, set).contains(&dir)).collect();
            if allowed.is_empty() {
                continue;
            }
            let (mut offset, mut has_next, mut allowed_bits) = (None, 0i64, 0i64);
            for s in 0..sites {
                let ray = b.ray(s, dir);
                let Some((&first, rest)) = ray.split_first() else { continue };
                let step = first as i64 - s as i64;
                if *offset.get_or_insert(step) != step || b.ray(first as usize, dir) != rest {
                    return None;
                }
                has_next |= 1 << s;
            }
            for s in allowed {
                allowed_bits |= 1 << s;
            }
            if let Some(offset) = offset {
                out.push(FillDir { offset, has_next, allowed: allowed_bits });
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// Reversi on 6×6 (discs coloured by their state, flipped): the legal placements by flank
    /// fill, the scores by popcounts of the state bitboards, kept in step through the flips.
    #[test]
    fn reversi_by_state_agrees_with_the_interpreter() {
        let (steps, _) = agree(
            r#"(game "Reversi 6" (players 2)
               (equipment { (board (square 6)) (piece "Disc" Neutral (flips 1 2)) })
               (rules (start { (place "Disc0" {"C3" "D4"} state:1) (place "Disc0" {"C4" "D3"} state:2) })
                 (play (forEach Site (sites Empty)
                   (append (custodial (from (site))
                     (between if:(is Enemy (state at:(between)))
                       (apply (allCombinations (add (piece "Disc0" state:(mover)) (to (site))) (flip (between)))))
                     (to if:(is Friend (state at:(to)))))
                   (then (and (set Score P1 (count Sites in:(sites State 1))) (set Score P2 (count Sites in:(sites State 2))))))))
                 (end (if (all Passed) (byScore)))))"#,
            20,
            "flanked",
        );
        assert!(steps > 20 * 20, "steps {steps}");
    }

    /// Owned discs told apart by owner, flanked ones removed, orthogonal directions only, on
    /// a rectangle (different offsets up and across) with pieces that never flip.
    #[test]
    fn captures_by_owner_agree_with_the_interpreter() {
        let (steps, _) = agree(
            r#"(game "Flank captures" (players 2)
               (equipment { (board (rectangle 5 7)) (piece "Disc" Each) })
               (rules (start { (place "Disc1" {"B2" "D4" "F3"}) (place "Disc2" {"C2" "C4" "E3" "B3"}) })
                 (play (forEach Site (sites Empty)
                   (append (custodial (from (site)) Orthogonal
                     (between if:(is Enemy (who at:(between)))
                       (apply (allCombinations (add (piece (id "Disc" Mover)) (to (site))) (remove (between)))))
                     (to if:(is Friend (who at:(to))))))))
                 (end (if (or (all Passed) (= (count Moves) 60)) (result Mover Draw)))))"#,
            20,
            "flanked",
        );
        assert!(steps > 20 * 3, "steps {steps}");
    }
}
