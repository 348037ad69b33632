//! Line bitboards: the run lengths of `is Line` by two bit counts per axis, without a walk.
//!
//! Where window tests do not pay (see `lines`: Gomoku's exact five has twenty windows per
//! site across four words, Yavalath's two rules twenty-one on uneven hex rows), every line
//! of the board along the asked axes gets, per owner, one word of its own: bit `i` is the
//! line's `i`-th site, bit `32 + (len - 1 - i)` the same site counted from the other end.
//! The owner's pieces next to the pivot along the line are then the trailing ones of the
//! word shifted past the pivot, in each half, so the run through it is
//! `1 + tz(!(w >> (i + 1))) + tz(!(w >> (32 + len - i)))`: a load and a few bit operations
//! per axis, with no data-dependent loop. Lines have at most 31 sites, so bit 31 is never a
//! site and the first count stops before the second half.
//!
//! The words change wherever the owners' bitboards do (`move_owner_bit`): for each line
//! through the site, an and-not in the old owner's word and an or in the new one's.
//! Runs compare owners where the walk compares pieces: as for windows, the two agree when
//! every piece kind has its own owner among the players. A run of empty sites (a last move
//! that left its site empty) has no word: the walk answers it.

use std::collections::HashMap;

use crate::game_ir::board::DirSet;
use crate::game_ir::{BoolExpr, Game, LineQuery};
use crate::kernel_ir::*;

use super::builder::{int, l, padded, range, set, store, when, FnBuilder, Tables};
use super::layout::{Fields, Geometry};
use super::{lines, Lowering, R};

/// Most sites of a line: its two halves must fit one word with bit 31 free.
const MAX_LINE: usize = 31;

/// The line words of a game and the tables that address them.
#[derive(Clone, Debug)]
pub struct LineBoards {
    /// `line_bits[owner * per_owner + line]`.
    pub field: FieldId,
    /// Words per owner: one per line, and one no site is on (the padding of `member_line`).
    pub per_owner: usize,
    /// Per site, `members` entries: a line through it and the site's two bits in that line's
    /// word (the unused line and 0 as padding).
    pub member_line: TableId,
    pub member_bits: TableId,
    pub members: usize,
    /// Per direction set asked: per site and axis, `line << 16 | (32 + len - i) << 8 | (i + 1)`
    /// (the site being the line's `i`-th of `len`), -1 padded to the given width.
    pub axes: Vec<(DirSet, TableId, usize)>,
}

/// The line words for the end rules' `is Line` queries that window tests do not answer, or
/// `None` when no query needs them or they do not apply (stacks, pieces sharing an owner,
/// lines longer than [`MAX_LINE`]).
pub fn plan(
    g: &Game,
    f: &Fields,
    geo: &Geometry,
    layout: &mut StateLayout,
    tables: &mut Tables,
) -> Option<LineBoards> {
    if f.owned.is_none() || f.levels != 1 || !lines::one_kind_each(g) {
        return None;
    }
    let mut asked = Vec::new();
    g.end.iter().for_each(|r| line_queries(&r.condition, &mut asked));
    let mut sets: Vec<DirSet> = Vec::new();
    for q in asked {
        if q.through.is_none()
            && q.axis.is_none()
            && !q.by_level
            && q.whats.is_empty()
            && !lines::has_window_test(g, f, geo, q)
            && !sets.contains(&q.dirs)
        {
            sets.push(q.dirs);
        }
    }
    if sets.is_empty() {
        return None;
    }
    let b = &g.board;
    let sites = b.num_sites();
    // Every line, as its sites in order (lowest end first), numbered as found.
    let mut ids: HashMap<Vec<usize>, usize> = HashMap::new();
    let mut found: Vec<Vec<usize>> = Vec::new();
    let mut axes = Vec::new();
    for &dirs in &sets {
        let mut per_site: Vec<Vec<i64>> = Vec::with_capacity(sites);
        for site in 0..sites {
            let mut here = Vec::new();
            for &d in geo.axes_at(dirs, site) {
                let (mut line, _) = lines::line_through(b, geo, site, geo.dirs[d as usize]);
                if line.len() > MAX_LINE {
                    return None;
                }
                if line.first() > line.last() {
                    line.reverse();
                }
                let i = line.iter().position(|&s| s == site).expect("the site is on its line");
                let len = line.len();
                let id = *ids.entry(line.clone()).or_insert_with(|| {
                    found.push(line);
                    found.len() - 1
                });
                here.push((id as i64) << 16 | ((32 + len - i) as i64) << 8 | (i + 1) as i64);
            }
            per_site.push(here);
        }
        let (flat, width) = padded(&per_site);
        axes.push((dirs, tables.add("line_axes", flat), width));
    }
    let unused = found.len();
    let mut lines_at: Vec<Vec<(i64, i64)>> = vec![Vec::new(); sites];
    for (id, line) in found.iter().enumerate() {
        for (i, &s) in line.iter().enumerate() {
            lines_at[s].push((id as i64, site_bits(i, line.len())));
        }
    }
    let members = lines_at.iter().map(Vec::len).max().unwrap_or(0).max(1);
    let (mut line_of, mut bits_of) =
        (Vec::with_capacity(sites * members), Vec::with_capacity(sites * members));
    for here in &lines_at {
        for k in 0..members {
            let (id, bits) = here.get(k).copied().unwrap_or((unused as i64, 0));
            line_of.push(id);
            bits_of.push(bits);
        }
    }
    let per_owner = unused + 1;
    Some(LineBoards {
        field: layout.add("line_bits", Elem::Bits, (g.num_players() + 1) * per_owner),
        per_owner,
        member_line: tables.add("line_member", line_of),
        member_bits: tables.add("line_member_bits", bits_of),
        members,
        axes,
    })
}

/// The two bits of a line's `i`-th site in its word.
fn site_bits(i: usize, len: usize) -> i64 {
    (1i64 << i) | (1i64 << (32 + len - 1 - i))
}

/// The `is Line` queries of a condition (as `share_end_lines` finds them).
fn line_queries<'a>(c: &'a BoolExpr, out: &mut Vec<&'a LineQuery>) {
    match c {
        BoolExpr::IsLine(q) => out.push(q),
        BoolExpr::Not(c) => line_queries(c, out),
        BoolExpr::And(cs) | BoolExpr::Or(cs) => cs.iter().for_each(|c| line_queries(c, out)),
        _ => {}
    }
}

impl LineBoards {
    /// Keeps the line words right when `site`'s owner changes from `old` to `new` (both read
    /// before the change; `site` is a board site).
    pub fn move_bits(&self, site: &Expr, old: &Expr, new: &Expr) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(2 * self.members);
        for k in 0..self.members {
            let at = site.clone().mul(int(self.members as i64)).add(int(k as i64));
            let line = Expr::table(self.member_line, at.clone());
            let bits = Expr::table(self.member_bits, at);
            let word = |p: &Expr| p.clone().mul(int(self.per_owner as i64)).add(line.clone());
            let cleared = Expr::bin(
                BinOp::BitAnd,
                Expr::load(self.field, word(old)),
                Expr::Un(UnOp::BitNot, Box::new(bits.clone())),
            );
            out.push(store(self.field, word(old), cleared));
            out.push(store(
                self.field,
                word(new),
                Expr::bin(BinOp::BitOr, Expr::load(self.field, word(new)), bits),
            ));
        }
        out
    }

    fn axes_of(&self, dirs: DirSet) -> Option<(TableId, usize)> {
        self.axes.iter().find(|(d, _, _)| *d == dirs).map(|&(_, t, w)| (t, w))
    }
}

impl<'g> Lowering<'g> {
    /// The run lengths through the last move's `to` (as `line_runs_fn`) from the line words,
    /// when the game keeps them for `q`'s axes; `None` leaves it to the walk.
    pub(super) fn line_board_runs_fn(&mut self, q: &'g LineQuery) -> R<Option<FuncId>> {
        let Some(lb) = self.f.line_boards.clone() else { return Ok(None) };
        let Some((axes, width)) = lb.axes_of(q.dirs) else { return Ok(None) };
        if q.through.is_some() || q.axis.is_some() || q.by_level || !q.whats.is_empty() {
            return Ok(None);
        }
        let walk = self.line_walk_runs_fn(q)?;
        let id = self.memo(super::expr::line_key(q), "line board runs", |lw, id| {
            let f = lw.f.clone();
            let mut fb = FnBuilder::new(format!("line_board_runs_{}", id.0), FuncKind::Query, &[]);
            let pivot = fb.local("pivot");
            let base = fb.local("base");
            let runs = fb.local("runs");
            let j = fb.local("j");
            let e = fb.local("e");
            let w = fb.local("w");
            let sites = lw.geo.board_sites as i64;
            let shr = |a: Expr, b: Expr| Expr::bin(BinOp::Shr, a, b);
            let byte = |e: Expr| Expr::bin(BinOp::BitAnd, e, int(255));
            // Like pieces past the pivot along one half of the word.
            let ones = |shift: Expr| {
                Expr::Un(
                    UnOp::TrailingZeros,
                    Box::new(Expr::Un(UnOp::BitNot, Box::new(shr(l(w), shift)))),
                )
            };
            let total = int(1).add(ones(byte(l(e)))).add(ones(byte(shr(l(e), int(8)))));
            let body = vec![
                set(pivot, Expr::scalar(f.last_to)),
                when(
                    l(pivot).lt(int(0)).or(l(pivot).ge(int(sites))),
                    vec![Stmt::Return(Some(int(0)))],
                ),
                set(base, Expr::load(f.who, l(pivot))),
                when(
                    l(base).eq(int(0)),
                    vec![Stmt::Return(Some(Expr::Call { func: walk, args: Vec::new() }))],
                ),
                set(base, l(base).mul(int(lb.per_owner as i64))),
                set(runs, int(0)),
                range(
                    j,
                    0,
                    width as i64,
                    vec![
                        set(e, Expr::table(axes, l(pivot).mul(int(width as i64)).add(l(j)))),
                        when(l(e).lt(int(0)), vec![Stmt::Break]),
                        set(w, Expr::load(lb.field, l(base).add(shr(l(e), int(16))))),
                        set(
                            runs,
                            Expr::bin(BinOp::BitOr, l(runs), Expr::bin(BinOp::Shl, int(1), total)),
                        ),
                    ],
                ),
                Stmt::Return(Some(l(runs))),
            ];
            Ok(fb.finish(body))
        })?;
        Ok(Some(id))
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// Exact lines on a board of two words, with removals (owners change both ways, and the
    /// last move may leave its site empty: the walk answers that).
    #[test]
    fn exact_lines_by_line_words_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Five" (players 2) (equipment { (board (square 9) use:Vertex) (piece "Marker" Each) })
               (rules (play (or (move Add (to (sites Empty))) (move Remove (sites Occupied by:Enemy))))
                 (end (if (is Line 4 All exact:True) (result Mover Win)))))"#,
            150,
            "line_bits",
        );
        assert!(steps > 2000 && won > 50, "steps {steps}, won {won}");
    }

    /// Two rules sharing the runs on a hex board with rows of uneven length (Yavalath's).
    #[test]
    fn shared_runs_on_uneven_rows_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Hexline" (players 2) (equipment { (board (rotate 90 (hex 5))) (piece "Marker" Each) })
               (rules (play (move Add (to (sites Empty))))
                 (end { (if (is Line 4) (result Mover Win)) (if (is Line 3) (result Mover Loss)) })))"#,
            300,
            "line_bits",
        );
        assert!(steps > 2000 && won > 100, "steps {steps}, won {won}");
    }
}
