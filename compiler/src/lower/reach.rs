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
//! A slider on the site's line is usually blocked. Where every way a kind reaches a site
//! passes only over sites that must be empty (steps, and slides over empty sites), the table
//! says so (2 instead of 1), and a second table holds, per start and landing site, sites
//! every such path crosses (the intersection of the paths of all kinds, so a subset of each
//! path): one of them occupied, the piece cannot get there. This needs the occupied sites as
//! one bitboard (boards of at most 64 sites without stacks, each piece owned by a player).
//!
//! [`Mode::Reaches`]: super::Mode::Reaches

use std::collections::BTreeMap;

use crate::game_ir::board::Dir;
use crate::game_ir::{BoolExpr, Dirs, Moves, SiteExpr, Target};
use crate::kernel_ir::*;

use super::builder::*;
use super::Lowering;

/// Largest table (entries) worth its memory: kinds × sites × sites.
const MAX_ENTRIES: usize = 1 << 20;

/// Table values: the kind cannot land there; may land there; may land there only over the
/// sites of the path table, all empty.
pub(super) const UNREACHABLE: i64 = 0;
pub(super) const REACHABLE: i64 = 1;
pub(super) const OVER_EMPTY_PATH: i64 = 2;

/// What `forEach Piece` asking whether a move reaches one site skips: `per_piece` (run for each
/// piece, `continue` when it cannot get there) and `starts`, on boards of one word, the sites
/// from which some kind may get there, to visit only the pieces there.
#[derive(Default)]
pub(super) struct Gate {
    pub per_piece: Vec<Stmt>,
    pub starts: Option<Expr>,
}

/// One way a move may end on `to`: the sites it passes over when they must all be empty.
pub(super) struct Landing {
    pub to: usize,
    pub empty_path: Option<Vec<u32>>,
}

/// Per kind × start × landing site ([`UNREACHABLE`], [`REACHABLE`], [`OVER_EMPTY_PATH`]) and per
/// start × landing site the sites every empty path crosses; whether some entry rules a piece
/// out, and whether some path can be blocked.
pub(super) struct AttackTable {
    pub data: Vec<i64>,
    pub paths: Vec<Option<i64>>,
    pub rules_out: bool,
    pub blockable: bool,
}

/// Whether generator `m` lands on empty sites only: its `to` condition is `(is Empty (to))`
/// (for a slide, also passing only over empty sites, so that every site it stops on is empty).
fn lands_on_empty_sites_only(m: &Moves) -> bool {
    let empty_to = |t: &Target| matches!(t.cond, Some(BoolExpr::IsEmpty(SiteExpr::To)));
    match m {
        Moves::Step { target, .. } | Moves::Leap { target, .. } | Moves::Hop { target, .. } => {
            empty_to(target)
        }
        Moves::Slide { target, between, .. } => {
            empty_to(target) && matches!(between, None | Some(BoolExpr::IsEmpty(SiteExpr::Between)))
        }
        _ => false,
    }
}

/// A move of the piece loop's piece: it starts on `(from)` (`(site)`).
pub(super) fn from_piece(from: &SiteExpr) -> bool {
    matches!(from, SiteExpr::From | SiteExpr::Site)
}

impl<'g> Lowering<'g> {
    /// `continue` unless a piece of kind `what` on board site `from` may reach `target`, for
    /// `forEach Piece` with `moves` (or each kind's own moves) in the kinds `components`.
    /// Empty when the table would be too large or could never rule a piece out.
    pub(super) fn reach_gate(
        &mut self,
        fb: &mut FnBuilder,
        components: &Option<Vec<String>>,
        moves: Option<&Moves>,
        what: Local,
        from: Local,
        target: Local,
    ) -> Gate {
        let sites = self.g.board.num_sites();
        let occupied = self.occupied_bits();
        let Some(AttackTable { data, paths, rules_out, blockable }) =
            self.attack_table(&[(components, moves)], false)
        else {
            return Gate::default();
        };
        if !rules_out && !blockable {
            return Gate::default();
        }
        let n = sites as i64;
        let on_board = l(target).ge(int(0)).and(l(target).lt(int(n)));
        // Per landing site, the start sites of any kind that may land there.
        let starts = (sites <= 64).then(|| {
            let mut from_bits = vec![0i64; sites];
            for (i, &x) in data.iter().enumerate() {
                if x != UNREACHABLE {
                    from_bits[i % sites] |= 1i64 << (i / sites % sites);
                }
            }
            let t = self.tables.add("reach_from", from_bits);
            Expr::select(on_board.clone(), Expr::table(t, l(target)), int(-1))
        });
        let table = self.tables.add("reach", data);
        let index = l(what).mul(int(n)).add(l(from)).mul(int(n)).add(l(target));
        let reach = fb.local("reach");
        let mut gate = vec![
            set(reach, Expr::table(table, index)),
            when(l(reach).eq(int(UNREACHABLE)), vec![Stmt::Continue]),
        ];
        if let (true, Some(occupied)) = (blockable, occupied) {
            let path =
                self.tables.add("blockers", paths.into_iter().map(|p| p.unwrap_or(0)).collect());
            let crossed = Expr::table(path, l(from).mul(int(n)).add(l(target)));
            let blocked = Expr::bin(BinOp::BitAnd, occupied, crossed).ne(int(0));
            gate.push(when(l(reach).eq(int(OVER_EMPTY_PATH)).and(blocked), vec![Stmt::Continue]));
        }
        Gate { per_piece: vec![when(on_board, gate)], starts }
    }

    /// The attack table of the pieces moving as `sources` say (each a `forEach Piece`'s kinds
    /// and moves, or every kind's own moves), None when it would be too large. With
    /// `onto_occupied`, only for landing sites that hold a piece.
    pub(super) fn attack_table(
        &self,
        sources: &[(&Option<Vec<String>>, Option<&Moves>)],
        onto_occupied: bool,
    ) -> Option<AttackTable> {
        let sites = self.g.board.num_sites();
        let kinds = self.g.components.len() + 1;
        if kinds * sites * sites > MAX_ENTRIES {
            return None;
        }
        let occupied = self.occupied_bits();
        let mut data = vec![UNREACHABLE; kinds * sites * sites];
        // Per (start, landing): the sites every empty path between them crosses, as bits.
        let mut paths: Vec<Option<i64>> = vec![None; sites * sites];
        let mut rules_out = false;
        for (c, comp) in self.g.components.iter().enumerate() {
            let moves: Vec<&Moves> = sources
                .iter()
                .filter(|(components, _)| {
                    components.as_ref().is_none_or(|names| names.contains(&comp.base))
                })
                .filter_map(|(_, moves)| moves.or(comp.moves.as_ref()))
                .collect();
            if moves.is_empty() {
                continue;
            }
            for s in 0..sites {
                let row = ((c + 1) * sites + s) * sites;
                let all: Option<Vec<Landing>> = moves
                    .iter()
                    .map(|m| self.landings(m, s, c, &from_piece, onto_occupied))
                    .collect::<Option<Vec<_>>>()
                    .map(|v| v.into_iter().flatten().collect());
                let Some(landings) = all else {
                    data[row..row + sites].iter_mut().for_each(|x| *x = REACHABLE);
                    continue;
                };
                // Per landing site: whether every way there is over an empty path.
                let mut over_empty: BTreeMap<usize, bool> = BTreeMap::new();
                for landing in landings {
                    let all = over_empty.entry(landing.to).or_insert(true);
                    *all &= landing.empty_path.is_some() && occupied.is_some();
                    if let (Some(path), Some(_)) = (landing.empty_path, &occupied) {
                        let bits = path.iter().fold(0i64, |b, &p| b | 1i64 << p);
                        let known = &mut paths[s * sites + landing.to];
                        *known = Some(known.map_or(bits, |k| k & bits));
                    }
                }
                rules_out |= over_empty.len() < sites;
                for (t, all) in over_empty {
                    data[row + t] = if all { OVER_EMPTY_PATH } else { REACHABLE };
                }
            }
        }
        // A path crossing no site (a step) can never be blocked.
        let mut blockable = false;
        for (i, x) in data.iter_mut().enumerate() {
            if *x == OVER_EMPTY_PATH {
                if paths[i % (sites * sites)].unwrap_or(0) == 0 {
                    *x = REACHABLE;
                } else {
                    blockable = true;
                }
            }
        }
        Some(AttackTable { data, paths, rules_out, blockable })
    }

    /// The occupied board sites as one bitboard (the union of the owners' bitboards), when the
    /// board fits one word, has no stacks and every piece has an owner (an empty site's
    /// owner is 0).
    pub(super) fn occupied_bits(&self) -> Option<Expr> {
        let (g, f) = (self.g, &self.f);
        let (Some(owned), 1) = (f.owned, f.words) else { return None };
        let owners: std::collections::BTreeSet<i64> =
            g.components.iter().map(|c| c.owner as i64).collect();
        if g.stacking || g.board.num_sites() > 64 || owners.contains(&0) {
            return None;
        }
        owners
            .into_iter()
            .map(|q| Expr::load(owned, int(q)))
            .reduce(|a, b| Expr::bin(BinOp::BitOr, a, b))
    }

    /// The ways a move of `m` by a piece of component `c` on `site` may end, or None when that
    /// is not known from the board alone.
    pub(super) fn landings(
        &self,
        m: &Moves,
        site: usize,
        c: usize,
        starts_here: &dyn Fn(&SiteExpr) -> bool,
        onto_occupied: bool,
    ) -> Option<Vec<Landing>> {
        let b = &self.g.board;
        // Asked about an occupied site, a move that only ever lands on empty sites is none.
        if onto_occupied && lands_on_empty_sites_only(m) {
            return Some(Vec::new());
        }
        let from_piece = starts_here;
        // Each direction's ray: the sites `pick` keeps (by their index on it), each with the
        // sites before it when `over_empty`.
        let along = |dirs: &Dirs, pick: &dyn Fn(usize) -> bool, over_empty: bool| -> Vec<Landing> {
            let mut out = Vec::new();
            for d in self.dirs_of(dirs, site, c) {
                let ray = b.ray(site, d);
                for (k, &t) in ray.iter().enumerate().filter(|(k, _)| pick(*k)) {
                    out.push(Landing {
                        to: t as usize,
                        empty_path: over_empty.then(|| ray[..k].to_vec()),
                    });
                }
            }
            out
        };
        let union = |list: &mut dyn Iterator<Item = &Moves>| -> Option<Vec<Landing>> {
            let mut all = Vec::new();
            for m in list {
                all.extend(self.landings(m, site, c, starts_here, onto_occupied)?);
            }
            Some(all)
        };
        match m {
            Moves::Step { from, dirs, .. } if from_piece(from) => {
                Some(along(dirs, &|k| k == 0, true))
            }
            Moves::Slide { from, dirs, max_steps, between, .. } if from_piece(from) => {
                // Slide.java goes on past a site only while `between` holds there (by default,
                // while it is empty).
                let over_empty =
                    matches!(between, None | Some(BoolExpr::IsEmpty(SiteExpr::Between)));
                Some(along(dirs, &|k| k < *max_steps, over_empty))
            }
            Moves::Hop { from, dirs, range: None, .. } if from_piece(from) => {
                Some(along(dirs, &|k| k == 1, false))
            }
            Moves::Leap { from, walks, forward_only, .. } if from_piece(from) => Some(
                self.leap_targets(walks, *forward_only, c + 1, site)
                    .into_iter()
                    .map(|t| Landing { to: t as usize, empty_path: None })
                    .collect(),
            ),
            Moves::Or(v) | Moves::Priority(v) => union(&mut v.iter()),
            Moves::If { then, otherwise, .. } => {
                union(&mut std::iter::once(&**then).chain(otherwise.as_deref()))
            }
            Moves::Then { moves, .. } => self.landings(moves, site, c, starts_here, onto_occupied),
            Moves::Do { prior, .. } => self.landings(prior, site, c, starts_here, onto_occupied),
            _ => None,
        }
    }

    /// The absolute directions `dirs` means at `site` for a piece of component `c` (as
    /// `for_dirs` walks them).
    pub(super) fn dirs_of(&self, dirs: &Dirs, site: usize, c: usize) -> Vec<Dir> {
        let b = &self.g.board;
        let supported = b.supported_dirs();
        match dirs {
            Dirs::Set(set) => b.dirs_in(site, *set),
            Dirs::Absolute(v) => v.iter().copied().filter(|d| supported.contains(d)).collect(),
            // The last move's direction (SameDirection..) is known only as the game goes: any.
            Dirs::Relative(rels, _) if rels.iter().any(|r| r.of_last_move()) => supported.to_vec(),
            Dirs::Relative(rels, of) => b
                .resolve_all(self.g.facing(c).unwrap_or(Dir::N), rels, *of)
                .into_iter()
                .filter(|d| supported.contains(d))
                .collect(),
            // A superset: the directions taken away may be the last move's.
            Dirs::Difference(kept, _) => self.dirs_of(kept, site, c),
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
            "blockers",
        );
        assert!(steps > 1000 && won > 0, "steps {steps}, won {won}");
    }
}
