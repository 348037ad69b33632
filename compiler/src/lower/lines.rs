//! `is Line n` as bitboard tests, where that is cheaper than walking the lines.
//!
//! A run of at least `n` like pieces passes through the last move's site exactly when one of
//! the windows of `n` consecutive sites through it (along the query's axes) lies wholly in
//! the owner's bitboard (`owned`); a run of exactly `n` when, moreover, the sites just beyond
//! that window's two ends are not the owner's. The windows are constant tables, so the test
//! is a few loads and mask compares per window, with no walk and no data-dependent loop exits.
//! Lines across stacks (`byLevel`) are the same test over cells (a site and a level) and the
//! owners' cell bitboards (`cells`), the pivot being the top of the last move's stack.
//!
//! Where a site has more windows than the loop over them is worth (Connect Four's cells have
//! up to 16), and every window is evenly spaced in its bitboard (cells `i, i + k, .., i +
//! (n - 1)k`), the windows are tested all at once per spacing `k`: `b & b >> k & .. & b >> (n
//! - 1)k` marks the first cell of every full run of the board, and a constant mask per site
//! keeps the starts of the windows through the pivot. That is a few shifts per spacing, with
//! no loop and no branch.
//!
//! Runs compare the piece (`what`), bitboards the owner: they agree when every piece kind has
//! its own owner among the players (Tic-Tac-Toe's Disc and Cross, each player's Marker).
//! A run of empty sites (a last move that left its site empty) has no bitboard: the walk
//! answers that case, as it answers lines through a given site (`through:`).

use crate::game_ir::board::{Board, Dir, DirSet};
use crate::game_ir::{Game, IntExpr, LineQuery};
use crate::kernel_ir::*;

use super::builder::{int, l, range, set, when, FnBuilder};
use super::layout::{Fields, Geometry};
use super::{Lowering, R};

/// Most windows through one site for which the tests beat the walk: the walk stops at the
/// first unlike site, so it costs about two steps per axis and side, while every window is
/// tested (a table load, a mask and a compare each). Tic-Tac-Toe's centre has 4 windows;
/// Yavalath's 4- and 3-in-a-row rules test up to 21 and stay with the walk.
const MAX_WINDOWS_PER_SITE: usize = 8;

/// Most distinct spacings tested at once (each costs `log n` shifts and a mask).
const MAX_SPACINGS: usize = 8;

/// The windows through each cell (a board site, or a site and level across stacks), as cell
/// lists: its cells and the cells just beyond its ends (exact lines only).
struct Windows {
    per_cell: Vec<Vec<(Vec<usize>, Vec<usize>)>>,
}

/// The windows of `q` with length `n`, or `None` when the bitboard tests do not apply (see
/// the module comment).
/// The whole line through `site` along `dir`, in walk order: the opposite ray reversed (only
/// when the board has that direction), the site, the ray; with the site's position in it.
pub(super) fn line_through(
    b: &Board,
    geo: &Geometry,
    site: usize,
    dir: Dir,
) -> (Vec<usize>, usize) {
    let back: &[u32] =
        if geo.dirs.contains(&dir.opposite()) { b.ray(site, dir.opposite()) } else { &[] };
    let mut line: Vec<usize> = back.iter().rev().map(|&s| s as usize).collect();
    let at = line.len();
    line.push(site);
    line.extend(b.ray(site, dir).iter().map(|&s| s as usize));
    (line, at)
}

fn windows(g: &Game, f: &Fields, geo: &Geometry, q: &LineQuery, n: i64) -> Option<Windows> {
    let has_bits = if q.by_level { f.cells.is_some() } else { f.owned.is_some() && f.levels == 1 };
    if q.through.is_some() || q.axis.is_some() || !has_bits || !one_kind_each(g) || n < 1 {
        return None;
    }
    let n = n as usize;
    let b = &g.board;
    let levels = if q.by_level { f.levels } else { 1 };
    let cell = |site: usize, level: usize| site * levels + level;
    let mut out = Windows { per_cell: Vec::new() };
    for site in 0..b.num_sites() {
        for level in 0..levels {
            // Every line through the cell, in order, with the cell's position in it.
            let mut lines: Vec<(Vec<usize>, usize)> = Vec::new();
            if q.by_level {
                // Up the stack, then along each orthogonal axis with level slopes -1, 0, +1
                // (as the walk goes).
                lines.push(((0..levels).map(|v| cell(site, v)).collect(), level));
                for &d in geo.axes_at(DirSet::Orthogonal, site) {
                    let dir = geo.dirs[d as usize];
                    for slope in [-1i64, 0, 1] {
                        let along = |ray: &[u32], slope: i64| -> Vec<usize> {
                            ray.iter()
                                .zip(1..)
                                .map(|(&s, i)| (s as usize, level as i64 + slope * i))
                                .take_while(|&(_, v)| (0..levels as i64).contains(&v))
                                .map(|(s, v)| cell(s, v as usize))
                                .collect()
                        };
                        let back = if geo.dirs.contains(&dir.opposite()) {
                            along(b.ray(site, dir.opposite()), -slope)
                        } else {
                            Vec::new()
                        };
                        let mut line: Vec<usize> = back.into_iter().rev().collect();
                        let at = line.len();
                        line.push(cell(site, level));
                        line.extend(along(b.ray(site, dir), slope));
                        lines.push((line, at));
                    }
                }
            } else {
                for &d in geo.axes_at(q.dirs, site) {
                    lines.push(line_through(b, geo, site, geo.dirs[d as usize]));
                }
            }
            let mut here = Vec::new();
            for (line, at) in lines {
                // Every window of `n` holding position `at`.
                for first in at.saturating_sub(n - 1)..=at {
                    if first + n > line.len() {
                        break;
                    }
                    let beyond: Vec<usize> = if q.exact {
                        [first.checked_sub(1), Some(first + n).filter(|&e| e < line.len())]
                            .into_iter()
                            .flatten()
                            .map(|i| line[i])
                            .collect()
                    } else {
                        Vec::new()
                    };
                    here.push((line[first..first + n].to_vec(), beyond));
                }
            }
            out.per_cell.push(here);
        }
    }
    Some(out)
}

/// Whether every piece kind has an owner of its own among the players, so that runs of like
/// pieces are runs of one owner's bits.
pub(super) fn one_kind_each(g: &Game) -> bool {
    let mut owners: Vec<u8> = g.components.iter().map(|c| c.owner).collect();
    owners.sort_unstable();
    owners.iter().all(|&o| o >= 1 && o as usize <= g.num_players())
        && owners.windows(2).all(|w| w[0] != w[1])
}

/// How `is Line` of `q` is tested by windows, with its length, or `None` when it is not.
fn window_test(g: &Game, f: &Fields, geo: &Geometry, q: &LineQuery) -> Option<(i64, WindowTest)> {
    let IntExpr::Const(n) = q.length else { return None };
    if !q.whats.is_empty() {
        return None;
    }
    let w = windows(g, f, geo, q, n)?;
    let test = match loop_tables(&w) {
        Some(t) => WindowTest::Loop(t),
        None => WindowTest::Spacings(spacing_masks(&w, n as usize, q.exact)?),
    };
    Some((n, test))
}

/// Whether window tests answer `is Line` of `q` (see [`Lowering::line_windows_fn`]).
pub(super) fn has_window_test(g: &Game, f: &Fields, geo: &Geometry, q: &LineQuery) -> bool {
    window_test(g, f, geo, q).is_some()
}

/// The windows as loop tables: per cell, its windows' word, mask and flank mask.
struct LoopTables {
    /// Windows of cell `c` are `off[c]..off[c + 1]`.
    off: Vec<i64>,
    word: Vec<i64>,
    mask: Vec<i64>,
    flank: Vec<i64>,
}

fn bits(cells: &[usize]) -> i64 {
    cells.iter().fold(0u64, |m, &s| m | 1 << (s % 64)) as i64
}

/// The loop tables, when each window (with its flanks) lies in one word and no cell has more
/// windows than the loop is worth.
fn loop_tables(w: &Windows) -> Option<LoopTables> {
    let mut t = LoopTables { off: vec![0], word: Vec::new(), mask: Vec::new(), flank: Vec::new() };
    for here in &w.per_cell {
        if here.len() > MAX_WINDOWS_PER_SITE {
            return None;
        }
        for (inside, beyond) in here {
            let word = inside[0] / 64;
            if inside.iter().chain(beyond).any(|&s| s / 64 != word) {
                return None;
            }
            t.word.push(word as i64);
            t.mask.push(bits(inside));
            t.flank.push(bits(beyond));
        }
        t.off.push(t.mask.len() as i64);
    }
    // Tables are never empty.
    if t.mask.is_empty() {
        t.word.push(0);
        t.mask.push(0);
        t.flank.push(0);
    }
    Some(t)
}

/// The windows grouped by spacing: per spacing `k`, per cell, the mask of the first (lowest)
/// cells of its windows with that spacing; `None` unless every window is evenly spaced in a
/// single-word bitboard, lines are not exact (flanks would need their own tests), and there
/// are few spacings.
fn spacing_masks(w: &Windows, n: usize, exact: bool) -> Option<Vec<(usize, Vec<i64>)>> {
    if exact || n < 2 || w.per_cell.len() > 64 {
        return None;
    }
    let mut out: Vec<(usize, Vec<i64>)> = Vec::new();
    for (c, here) in w.per_cell.iter().enumerate() {
        for (inside, _) in here {
            let mut sorted = inside.clone();
            sorted.sort_unstable();
            let k = sorted[1] - sorted[0];
            if k == 0 || sorted.windows(2).any(|p| p[1] - p[0] != k) {
                return None;
            }
            let at = match out.iter().position(|(s, _)| *s == k) {
                Some(i) => i,
                None => {
                    out.push((k, vec![0; w.per_cell.len()]));
                    out.len() - 1
                }
            };
            out[at].1[c] |= 1 << sorted[0];
        }
    }
    out.sort_by_key(|(k, _)| *k);
    (out.len() <= MAX_SPACINGS).then_some(out)
}

impl<'g> Lowering<'g> {
    /// `is Line n` by window tests (a query function without parameters answering 0 or 1),
    /// when its length is a constant and the tests apply; `None` leaves it to the walk.
    pub(super) fn line_windows_fn(&mut self, q: &'g LineQuery) -> R<Option<FuncId>> {
        let Some((n, test)) = window_test(self.g, &self.f, &self.geo, q) else { return Ok(None) };
        let levels = if q.by_level { self.f.levels } else { 1 };
        let walk = self.line_fn(q)?;
        let id =
            self.memo(super::expr::line_key(q) | (n as usize) << 24, "line windows", |lw, id| {
                let f = lw.f.clone();
                let (bitboard, words) = if q.by_level {
                    (f.cells.expect("windows across stacks need the cell bitboards"), 1)
                } else {
                    (f.owned.expect("windows need the owners' bitboards"), f.words as i64)
                };
                let mut fb = FnBuilder::new(format!("line_windows_{}", id.0), FuncKind::Query, &[]);
                let pivot = fb.local("pivot");
                let owner = fb.local("owner");
                let bits = fb.local("bits");
                let sites = lw.geo.board_sites as i64;
                let mut body = vec![
                    set(pivot, Expr::scalar(f.last_to)),
                    when(
                        l(pivot).lt(int(0)).or(l(pivot).ge(int(sites))),
                        vec![Stmt::Return(Some(int(0)))],
                    ),
                ];
                if q.by_level {
                    // The pivot is the top of the stack: its cell, or no line at all on an empty site.
                    let level = fb.local("level");
                    body.extend([
                        set(level, Expr::load(f.height, l(pivot)).sub(int(1))),
                        when(l(level).lt(int(0)), vec![Stmt::Return(Some(int(0)))]),
                        set(pivot, l(pivot).mul(int(levels as i64)).add(l(level))),
                    ]);
                }
                body.extend([
                    set(owner, Expr::load(f.who, l(pivot))),
                    when(
                        l(owner).eq(int(0)),
                        vec![Stmt::Return(Some(Expr::Call { func: walk, args: vec![int(n)] }))],
                    ),
                ]);
                let load_bits = |word: Expr| {
                    set(bits, Expr::load(bitboard, l(owner).mul(int(words)).add(word)))
                };
                match test {
                    WindowTest::Loop(t) => {
                        let i = fb.local("i");
                        let m = fb.local("m");
                        // Boards of one word need no word table.
                        let word = t
                            .word
                            .iter()
                            .any(|&k| k != 0)
                            .then(|| lw.tables.add("window_word", t.word));
                        let (off, mask, flank) = (
                            lw.tables.add("window_off", t.off),
                            lw.tables.add("window_mask", t.mask),
                            lw.tables.add("window_flank", t.flank),
                        );
                        let full = Expr::bin(BinOp::BitAnd, l(bits), l(m)).eq(l(m));
                        let found = if q.exact {
                            full.and(
                                Expr::bin(BinOp::BitAnd, l(bits), Expr::table(flank, l(i)))
                                    .eq(int(0)),
                            )
                        } else {
                            full
                        };
                        // The owner's bitboard word: loaded once on boards of one word, per window otherwise.
                        let mut per_window = Vec::new();
                        match word {
                            Some(t) => per_window.push(load_bits(Expr::table(t, l(i)))),
                            None => body.push(load_bits(int(0))),
                        }
                        per_window.extend([
                            set(m, Expr::table(mask, l(i))),
                            when(found, vec![Stmt::Return(Some(int(1)))]),
                        ]);
                        body.extend([
                            range(
                                i,
                                Expr::table(off, l(pivot)),
                                Expr::table(off, l(pivot).add(int(1))),
                                per_window,
                            ),
                            Stmt::Return(Some(int(0))),
                        ]);
                    }
                    WindowTest::Spacings(spacings) => {
                        body.push(load_bits(int(0)));
                        let run = fb.local("run");
                        let hits = fb.local("hits");
                        body.push(set(hits, int(0)));
                        for (k, starts) in spacings {
                            let starts = lw.tables.add(&format!("window_starts_{k}"), starts);
                            body.extend(runs_of(run, bits, k, n as usize));
                            body.push(set(
                                hits,
                                Expr::bin(
                                    BinOp::BitOr,
                                    l(hits),
                                    Expr::bin(BinOp::BitAnd, l(run), Expr::table(starts, l(pivot))),
                                ),
                            ));
                        }
                        body.push(Stmt::Return(Some(l(hits).ne(int(0)))));
                    }
                }
                Ok(fb.finish(body))
            })?;
        Ok(Some(id))
    }
}

/// How a line's windows are tested.
enum WindowTest {
    Loop(LoopTables),
    Spacings(Vec<(usize, Vec<i64>)>),
}

/// `run = bits & bits >> k & .. & bits >> (n - 1)k`, by doubling: a run of `m` shifted by
/// `(n - m)k` and and-ed with itself is a run of `n` once `m >= n / 2`. Bits shifted in at
/// the top are never starts of windows, which lie within the word.
fn runs_of(run: Local, bits: Local, k: usize, n: usize) -> Vec<Stmt> {
    let shr = |v: Local, by: usize| Expr::bin(BinOp::Shr, l(v), int(by as i64));
    let mut out = vec![set(run, l(bits))];
    let mut m = 1;
    while m < n {
        let step = m.min(n - m);
        out.push(set(run, Expr::bin(BinOp::BitAnd, l(run), shr(run, step * k))));
        m += step;
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;
    use crate::lower::walks::agree;

    #[test]
    fn lines_of_at_least_n_by_windows_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Four" (players 2) (equipment { (board (square 4)) (piece "Disc" Each) })
               (rules (play (move Add (to (sites Empty)))) (end (if (is Line 4) (result Mover Win)))))"#,
            300,
            "window_mask",
        );
        assert!(steps > 2000 && won > 10, "steps {steps}, won {won}");
    }

    #[test]
    fn exact_lines_and_runs_of_empty_sites_agree_with_the_interpreter() {
        // Removals leave the last move's site empty: its run of empty sites is walked.
        // Exact lines of 3 need the sites beyond each window's ends (a row of 4 is no line).
        let (steps, won) = agree(
            r#"(game "Three" (players 2) (equipment { (board (square 4)) (piece "Disc" Each) })
               (rules (play (or (move Add (to (sites Empty))) (move Remove (sites Occupied by:Enemy))))
                 (end (if (is Line 3 Orthogonal exact:True) (result Mover Win)))))"#,
            300,
            "window_mask",
        );
        assert!(steps > 2000 && won > 10, "steps {steps}, won {won}");
    }

    /// Connect Four in small: five columns of at most five discs (the bound comes from the
    /// move's condition, not the 32 levels stacking games may have), three in a row across
    /// levels. Cells have up to 12 windows: the spacing test answers.
    #[test]
    fn lines_across_stacks_by_spacings_agree_with_the_interpreter() {
        let text = r#"(game "Drop" (players 2) (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
               (rules (play (move Add (to (forEach (sites Board) if:(< (size Stack at:(site)) 5))) stack:True))
                 (end (if (is Line 3 byLevel:True) (result Mover Win)))))"#;
        let (steps, won) = agree(text, 300, "window_starts");
        assert!(steps > 2000 && won > 100, "steps {steps}, won {won}");
        let c =
            compile_ludii("lines.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|_| panic!());
        let kernel = crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            kernel.to_string().contains("field what: [U8; 25]"),
            "stacks are not bounded by 5:\n{kernel}"
        );
    }

    /// Three columns of three: few windows per cell, tested one by one.
    #[test]
    fn lines_across_stacks_by_window_loop_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Drop" (players 2) (equipment { (board (rectangle 1 3)) (piece "Disc" Each) })
               (rules (play (move Add (to (forEach (sites Board) if:(< (size Stack at:(site)) 3))) stack:True))
                 (end (if (is Line 3 byLevel:True) (result Mover Win)))))"#,
            300,
            "window_mask",
        );
        assert!(steps > 1000 && won > 10, "steps {steps}, won {won}");
    }

    /// Adds to stacks of any height keep the stacking game's own cap (32 levels): no cell
    /// bitboard fits, so the walk tests the lines.
    #[test]
    fn unbounded_stacks_keep_the_level_cap_and_the_walk() {
        let text = r#"(game "Pile" (players 2) (equipment { (board (rectangle 1 4)) (piece "Disc" Each) })
               (rules (play (move Add (to (sites Board)) stack:True))
                 (end (if (is Line 3 byLevel:True) (result Mover Win)))))"#;
        let c =
            compile_ludii("lines.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|_| panic!());
        let kernel = crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}")).to_string();
        assert!(
            kernel.contains("field what: [U8; 128]") && !kernel.contains("line_windows"),
            "{kernel}"
        );
    }
}
