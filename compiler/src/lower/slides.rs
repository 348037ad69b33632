//! Slides through empty sites by bitboard: every target of a piece at once.
//!
//! A slide that goes on while the sites are empty and stops before the first occupied one
//! (a queen's move, an Amazons arrow) walks each direction site by site: a table lookup and an
//! occupancy test per site, and a loop per direction. On a board with the owners' bitboards
//! (`owned`, which together hold every occupied site), each direction is instead a few word
//! operations: the direction's ray from the piece, and-ed with the occupied sites, gives the
//! blockers; the nearest of them (the lowest bit for a ray along increasing site numbers, the
//! highest for one along decreasing numbers) cuts the ray after the last empty site. The
//! targets of all directions are or-ed into one set per word, and only the moves found are
//! visited. Boards of several words take the nearest blocker from the nearest word that has one.
//!
//! Tables, per direction `d` and site `s` (and a sentinel site `sites` with empty rays, for
//! "no blocker"), `words` words each: `beyond[d][s]`, the ray from `s` (without `s`), empty
//! where `s`'s set of directions lacks `d` (so one unrolled list of directions serves every
//! site); `from_on[d][s]`, the ray with `s` itself: what a blocker on `s` cuts off.
//!
//! It applies when pushing moves (the order of moves changes: by word and site rather than by
//! direction and distance; it carries no meaning) to slides whose every step goes to an empty
//! site with no capture at the end and no step limits, in fixed sets of directions whose rays
//! each run along increasing or decreasing site numbers, in games without stacks.

use crate::game_ir::board::Dir;
use crate::game_ir::Dirs;
use crate::kernel_ir::*;

use super::builder::*;
use super::{Lowering, Mode};

/// The ray tables of one set of directions.
pub(super) struct RayMasks {
    beyond: TableId,
    from_on: TableId,
    /// The directions (their indices on the board) and whether their rays run along
    /// increasing site numbers.
    dirs: Vec<(usize, bool)>,
}

impl<'g> Lowering<'g> {
    /// The ray tables a slide in `dirs` needs to be lowered by bitboard, or `None` when the
    /// bitboard form does not apply (see the module comment) and the slide keeps its walk.
    pub(super) fn slide_masks(&mut self, dirs: &Dirs, mode: Mode) -> Option<RayMasks> {
        if mode != Mode::Push || self.g.stacking || self.f.levels != 1 || self.f.owned.is_none() {
            return None;
        }
        self.ray_masks(dirs)
    }

    /// Statements that visit every empty site a slide from `from` reaches (with `masks`),
    /// with `to` set to it, running `body` there.
    pub(super) fn slide_targets(
        &mut self,
        fb: &mut FnBuilder,
        from: Expr,
        masks: &RayMasks,
        to: Local,
        body: Vec<Stmt>,
    ) -> Vec<Stmt> {
        let f = self.f.clone();
        let owned = f.owned.expect("slide_masks checked the owners' bitboards");
        let words = f.words as i64;
        let sites = self.g.board.num_sites() as i64;
        let owners = self.layout.field(owned).len as i64 / words;
        let occupied: Vec<Local> = (0..words).map(|w| fb.local(&format!("occupied_{w}"))).collect();
        let reach: Vec<Local> = (0..words).map(|w| fb.local(&format!("reach_{w}"))).collect();
        let blocked: Vec<Local> = (0..words).map(|w| fb.local(&format!("blocked_{w}"))).collect();
        let [start, nearest, bits] = ["start", "nearest", "bits"].map(|x| fb.local(x));
        let mut out = vec![set(start, from)];
        for w in 0..words {
            let all = (0..owners)
                .map(|o| Expr::load(owned, int(o * words + w)))
                .reduce(|a, b| Expr::bin(BinOp::BitOr, a, b));
            out.push(set(occupied[w as usize], all.unwrap_or(int(0))));
            out.push(set(reach[w as usize], int(0)));
        }
        let at = |table: TableId, d: usize, site: Expr, w: i64| {
            Expr::table(table, int(d as i64 * (sites + 1)).add(site).mul(int(words)).add(int(w)))
        };
        for &(d, increasing) in &masks.dirs {
            for w in 0..words {
                out.push(set(
                    blocked[w as usize],
                    Expr::bin(
                        BinOp::BitAnd,
                        at(masks.beyond, d, l(start), w),
                        l(occupied[w as usize]),
                    ),
                ));
            }
            // The nearest blocker, from the farthest word to the nearest (the last found wins).
            out.push(set(nearest, int(sites)));
            let order: Vec<i64> =
                if increasing { (0..words).rev().collect() } else { (0..words).collect() };
            for w in order {
                let b = l(blocked[w as usize]);
                let bit = if increasing {
                    Expr::Un(UnOp::TrailingZeros, Box::new(b.clone()))
                } else {
                    int(63).sub(Expr::Un(UnOp::LeadingZeros, Box::new(b.clone())))
                };
                out.push(when(b.ne(int(0)), vec![set(nearest, int(w * 64).add(bit))]));
            }
            for w in 0..words {
                let open = Expr::bin(
                    BinOp::BitAnd,
                    at(masks.beyond, d, l(start), w),
                    Expr::Un(UnOp::BitNot, Box::new(at(masks.from_on, d, l(nearest), w))),
                );
                out.push(set(
                    reach[w as usize],
                    Expr::bin(BinOp::BitOr, l(reach[w as usize]), open),
                ));
            }
        }
        for w in 0..words {
            let mut visit = vec![
                set(to, int(w * 64).add(Expr::Un(UnOp::TrailingZeros, Box::new(l(bits))))),
                set(bits, Expr::bin(BinOp::BitAnd, l(bits), l(bits).sub(int(1)))),
            ];
            visit.extend(body.iter().cloned());
            out.extend([
                set(bits, l(reach[w as usize])),
                Stmt::While { cond: l(bits).ne(int(0)), body: visit },
            ]);
        }
        out
    }

    /// The ray tables of `dirs` (see the module comment), or `None` when a direction's rays
    /// do not all run one way along the site numbers, or the directions depend on the piece.
    fn ray_masks(&mut self, dirs: &Dirs) -> Option<RayMasks> {
        let b = &self.g.board;
        let board_dirs: Vec<Dir> = b.supported_dirs().to_vec();
        let sites = b.num_sites();
        let words = self.f.words;
        // Per site, the directions (board indices) a slide from it takes.
        let per_site: Vec<Vec<usize>> = match dirs {
            Dirs::Set(set) => (0..sites)
                .map(|s| {
                    b.dirs_in(s, *set)
                        .iter()
                        .filter_map(|d| board_dirs.iter().position(|x| x == d))
                        .collect()
                })
                .collect(),
            Dirs::Absolute(v) => {
                let idx: Vec<usize> =
                    v.iter().filter_map(|d| board_dirs.iter().position(|x| x == d)).collect();
                vec![idx; sites]
            }
            Dirs::Relative(..) | Dirs::Difference(..) => return None,
        };
        let mut used: Vec<usize> = per_site.iter().flatten().copied().collect();
        used.sort_unstable();
        used.dedup();
        let row = |k: usize, s: usize| (k * (sites + 1) + s) * words;
        let mut beyond = vec![0i64; used.len() * (sites + 1) * words];
        let mut from_on = beyond.clone();
        let mut out_dirs = Vec::new();
        for (k, &d) in used.iter().enumerate() {
            let (mut up, mut down) = (true, true);
            for s in 0..sites {
                let ray = b.ray(s, board_dirs[d]);
                // A blocker cuts the ray with its own ray: it must be the rest of this one.
                if let Some((&first, rest)) = ray.split_first() {
                    if b.ray(first as usize, board_dirs[d]) != rest {
                        return None;
                    }
                }
                let mut prev = s;
                for &t in ray {
                    let t = t as usize;
                    up &= t > prev;
                    down &= t < prev;
                    prev = t;
                    from_on[row(k, s) + t / 64] |= 1i64 << (t % 64);
                    if per_site[s].contains(&d) {
                        beyond[row(k, s) + t / 64] |= 1i64 << (t % 64);
                    }
                }
                from_on[row(k, s) + s / 64] |= 1i64 << (s % 64);
            }
            if !up && !down {
                return None;
            }
            out_dirs.push((k, up));
        }
        Some(RayMasks {
            beyond: self.tables.add("slide_beyond", beyond),
            from_on: self.tables.add("slide_from_on", from_on),
            dirs: out_dirs,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// Amazons on 9×9 (81 sites: two words): queens slide in all eight directions (rays along
    /// increasing and decreasing site numbers, across the word boundary), then shoot a neutral
    /// arrow that blocks later slides.
    #[test]
    fn queen_slides_and_arrows_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Amazons" (players 2)
               (equipment { (board (square 9))
                 (piece "Queen" Each (move Slide (then (moveAgain))))
                 (piece "Dot" Neutral) })
               (rules (start { (place "Queen1" { "A3" "D1" "F1" "I3" }) (place "Queen2" { "A7" "D9" "F9" "I7" }) })
                 (play (if (is Even (count Moves)) (forEach Piece) (move Shoot (piece "Dot0"))))
                 (end (if (no Moves Next) (result Mover Win)))))"#,
            30,
            "slide_beyond",
        );
        assert!(steps > 2000 && won == 30, "steps {steps}, won {won}");
    }

    /// Rooks on a hexagonal board's orthogonal directions (six per site, fewer at the edge)
    /// that stop short of any piece.
    #[test]
    fn slides_on_a_hex_board_agree_with_the_interpreter() {
        let (steps, _) = agree(
            r#"(game "Hex rooks" (players 2)
               (equipment { (board (hex 4)) (piece "Rook" Each (move Slide Orthogonal)) })
               (rules (start { (place "Rook1" (sites {0 1 2})) (place "Rook2" (sites {34 35 36})) })
                 (play (forEach Piece))
                 (end (if (= (count Moves) 40) (result Mover Draw)))))"#,
            20,
            "slide_beyond",
        );
        assert!(steps >= 20 * 40, "steps {steps}");
    }
}
