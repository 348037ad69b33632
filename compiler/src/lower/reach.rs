//! Where a piece's moves can end whatever the board holds: an engine's attack tables, derived
//! from the Game IR's move generators.
//!
//! `(is Threatened ..)` asks whether any enemy move ends on one site ([`Mode::Reaches`]). Generating
//! every move of every enemy piece to find out is most of a chess playout's time, yet from
//! where it stands most pieces cannot reach the site at all. Per piece kind and start site,
//! the landing sites of its steps, slides, hops and leaps (ignoring blockers and conditions, so
//! a superset) make one table; `forEach Piece` in that mode skips a piece the table rules out
//! with one lookup. A kind whose moves include anything else (a placement, a move from
//! elsewhere, an effect as a move) may land anywhere: its rows are all ones.
//!
//! [`Mode::Reaches`]: super::Mode::Reaches

use crate::game_ir::board::Dir;
use crate::game_ir::{Dirs, Moves, SiteExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::Lowering;

/// Largest table (entries) worth its memory: kinds × sites × sites.
const MAX_ENTRIES: usize = 1 << 20;

impl<'g> Lowering<'g> {
    /// `continue` unless a piece of kind `what` on board site `from` may reach `target`, for
    /// `forEach Piece` with `moves` (or each kind's own moves) in the kinds `components`.
    /// Empty when the table would be too large or could never rule a piece out.
    pub(super) fn reach_gate(&mut self, components: &Option<Vec<String>>, moves: Option<&Moves>, what: Local, from: Local, target: Local) -> Vec<Stmt> {
        let sites = self.g.board.num_sites();
        let kinds = self.g.components.len() + 1;
        if kinds * sites * sites > MAX_ENTRIES {
            return Vec::new();
        }
        let mut data = vec![0i64; kinds * sites * sites];
        let mut rules_out = false;
        for (c, comp) in self.g.components.iter().enumerate() {
            if components.as_ref().is_some_and(|names| !names.contains(&comp.base)) {
                continue;
            }
            let Some(m) = moves.or(comp.moves.as_ref()) else { continue };
            for s in 0..sites {
                let row = ((c + 1) * sites + s) * sites;
                match self.landings(m, s, c) {
                    Some(to) => {
                        rules_out |= to.len() < sites;
                        to.into_iter().for_each(|t| data[row + t] = 1);
                    }
                    None => data[row..row + sites].iter_mut().for_each(|x| *x = 1),
                }
            }
        }
        if !rules_out {
            return Vec::new();
        }
        let table = self.tables.add("reach", data);
        let n = sites as i64;
        let on_board = l(target).ge(int(0)).and(l(target).lt(int(n)));
        let index = l(what).mul(int(n)).add(l(from)).mul(int(n)).add(l(target));
        vec![when(on_board.and(Expr::table(table, index).eq(int(0))), vec![Stmt::Continue])]
    }

    /// The sites a move of `m` by a piece of component `c` on `site` may end on, or None when
    /// that is not known from the board alone.
    fn landings(&self, m: &Moves, site: usize, c: usize) -> Option<Vec<usize>> {
        let b = &self.g.board;
        let from_piece = |from: &SiteExpr| matches!(from, SiteExpr::From | SiteExpr::Site);
        let along = |dirs: &Dirs, pick: &dyn Fn(&[u32]) -> Vec<u32>| -> Vec<usize> {
            self.dirs_of(dirs, site, c).into_iter().flat_map(|d| pick(b.ray(site, d))).map(|t| t as usize).collect()
        };
        let union = |list: &mut dyn Iterator<Item = &Moves>| -> Option<Vec<usize>> {
            let mut all = Vec::new();
            for m in list {
                all.extend(self.landings(m, site, c)?);
            }
            Some(all)
        };
        match m {
            Moves::Step { from, dirs, .. } if from_piece(from) => Some(along(dirs, &|ray| ray.iter().take(1).copied().collect())),
            Moves::Slide { from, dirs, max_steps, .. } if from_piece(from) => {
                Some(along(dirs, &|ray| ray.iter().take(*max_steps).copied().collect()))
            }
            Moves::Hop { from, dirs, .. } if from_piece(from) => Some(along(dirs, &|ray| ray.iter().skip(1).take(1).copied().collect())),
            Moves::Leap { from, walks, forward_only, .. } if from_piece(from) => {
                Some(self.leap_targets(walks, *forward_only, c + 1, site).into_iter().map(|t| t as usize).collect())
            }
            Moves::Or(v) | Moves::Priority(v) => union(&mut v.iter()),
            Moves::If { then, otherwise, .. } => union(&mut std::iter::once(&**then).chain(otherwise.as_deref())),
            Moves::Then { moves, .. } => self.landings(moves, site, c),
            Moves::Do { prior, .. } => self.landings(prior, site, c),
            _ => None,
        }
    }

    /// The absolute directions `dirs` means at `site` for a piece of component `c` (as
    /// `for_dirs` walks them).
    fn dirs_of(&self, dirs: &Dirs, site: usize, c: usize) -> Vec<Dir> {
        let b = &self.g.board;
        let supported = b.supported_dirs();
        match dirs {
            Dirs::Set(set) => b.dirs_in(site, *set),
            Dirs::Absolute(v) => v.iter().copied().filter(|d| supported.contains(d)).collect(),
            Dirs::Relative(rels) => {
                let facing = self.g.facing(c).unwrap_or(Dir::N);
                rels.iter().flat_map(|r| b.resolve(site, facing, *r)).filter(|d| supported.contains(d)).collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// A small chess: moves are legal only when the mover's king is not attacked afterwards,
    /// by a rook's slides, a knight's leaps, a king's steps, a pawn's relative steps or a
    /// jumper's hops: the attack tables must never rule out a piece that attacks.
    #[test]
    fn check_tests_through_attack_tables_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Mini Chess" (players { (player N) (player S) })
               (equipment { (board (square 5))
                 (piece "King" Each (move Step Adjacent (to if:(not (is Friend (who at:(to)))) (apply (remove (to))))))
                 (piece "Rook" Each (move Slide Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to))))))
                 (piece "Knight" Each (move Leap { { F F R F } { F F L F } } (to if:(not (is Friend (who at:(to)))) (apply (remove (to))))))
                 (piece "Pawn" Each (or (move Step Forward (to if:(is Empty (to))))
                   (move Step (directions { FR FL }) (to if:(is Enemy (who at:(to))) (apply (remove (to)))))))
                 (piece "Jumper" Each (move Hop Diagonal (between if:True) (to if:(not (is Friend (who at:(to)))) (apply (remove (to)))))) })
               (rules (start { (place "King1" coord:"C1") (place "King2" coord:"C5")
                   (place "Rook1" coord:"A1") (place "Rook2" coord:"E5") (place "Knight1" coord:"B1") (place "Knight2" coord:"D5")
                   (place "Jumper1" coord:"E1") (place "Jumper2" coord:"A5")
                   (place "Pawn1" (sites Row 1)) (place "Pawn2" (sites Row 3)) })
                 (play (do (forEach Piece) ifAfterwards:(not (is Threatened (id "King" Mover)))))
                 (end { (if (and (no Moves Next) (is Threatened (id "King" Next))) (result Mover Win))
                        (if (or (no Moves Next) (= (count Moves) 60)) (result Mover Draw)) })))"#,
            60,
            "reach",
        );
        assert!(steps > 1000 && won > 0, "steps {steps}, won {won}");
    }
}
