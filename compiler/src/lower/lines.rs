//! `is Line n` as bitboard tests, where that is cheaper than walking the lines.
//!
//! A run of at least `n` like pieces passes through the last move's site exactly when one of
//! the windows of `n` consecutive sites through it (along the query's axes) lies wholly in
//! the owner's bitboard (`owned`); a run of exactly `n` when, moreover, the sites just beyond
//! that window's two ends are not the owner's. The windows are constant tables, so the test
//! is a few loads and mask compares per window, with no walk and no data-dependent loop exits.
//!
//! Runs compare the piece (`what`), bitboards the owner: they agree when every piece kind has
//! its own owner among the players (Tic-Tac-Toe's Disc and Cross, each player's Marker).
//! A run of empty sites (a last move that left its site empty) has no bitboard: the walk
//! answers that case, as it answers lines through a given site (`through:`).

use crate::game_ir::{Game, IntExpr, LineQuery};
use crate::kernel_ir::*;

use super::builder::{l, int, set, when, range, FnBuilder};
use super::layout::{Fields, Geometry};
use super::{Lowering, R};

/// Most windows through one site for which the tests beat the walk: the walk stops at the
/// first unlike site, so it costs about two steps per axis and side, while every window is
/// tested (a table load, a mask and a compare each). Tic-Tac-Toe's centre has 4 windows;
/// Yavalath's 4- and 3-in-a-row rules test up to 21 and stay with the walk.
const MAX_WINDOWS_PER_SITE: usize = 8;

/// The windows of each board site, as masks of one bitboard word.
struct Windows {
    /// Windows of site `s` are `off[s]..off[s + 1]`.
    off: Vec<i64>,
    /// Per window: its bitboard word, its sites, and the sites just beyond its ends.
    word: Vec<i64>,
    mask: Vec<i64>,
    flank: Vec<i64>,
}

/// The windows of `q` with length `n`, or `None` when the bitboard test does not apply (see
/// the module comment) or would cost more than the walk.
fn windows(g: &Game, f: &Fields, geo: &Geometry, q: &LineQuery, n: i64) -> Option<Windows> {
    let players = g.num_players();
    let mut owners: Vec<u8> = g.components.iter().map(|c| c.owner).collect();
    owners.sort_unstable();
    let one_kind_each = owners.iter().all(|&o| o >= 1 && o as usize <= players) && owners.windows(2).all(|w| w[0] != w[1]);
    if q.by_level || q.through.is_some() || f.owned.is_none() || f.levels != 1 || !one_kind_each || n < 1 {
        return None;
    }
    let n = n as usize;
    let b = &g.board;
    let mut out = Windows { off: vec![0], word: Vec::new(), mask: Vec::new(), flank: Vec::new() };
    for site in 0..b.num_sites() {
        let start = out.mask.len();
        for &d in geo.axes_at(q.dirs, site) {
            let dir = geo.dirs[d as usize];
            // The whole line through `site`, in order: the opposite ray reversed, the site,
            // the ray (as the walk goes: its opposite only when the board has that direction).
            let back: &[u32] = if geo.dirs.contains(&dir.opposite()) { b.ray(site, dir.opposite()) } else { &[] };
            let mut line: Vec<usize> = back.iter().rev().map(|&s| s as usize).collect();
            let at = line.len();
            line.push(site);
            line.extend(b.ray(site, dir).iter().map(|&s| s as usize));
            // Every window of `n` holding position `at`.
            for first in at.saturating_sub(n - 1)..=at {
                if first + n > line.len() {
                    break;
                }
                let inside = &line[first..first + n];
                let beyond: Vec<usize> = if q.exact {
                    [first.checked_sub(1), Some(first + n).filter(|&e| e < line.len())].into_iter().flatten().map(|i| line[i]).collect()
                } else {
                    Vec::new()
                };
                let word = inside[0] / 64;
                if inside.iter().chain(&beyond).any(|&s| s / 64 != word) {
                    return None;
                }
                let bits = |sites: &[usize]| sites.iter().fold(0u64, |m, &s| m | 1 << (s % 64)) as i64;
                out.word.push(word as i64);
                out.mask.push(bits(inside));
                out.flank.push(bits(&beyond));
            }
        }
        if out.mask.len() - start > MAX_WINDOWS_PER_SITE {
            return None;
        }
        out.off.push(out.mask.len() as i64);
    }
    // Tables are never empty.
    if out.mask.is_empty() {
        out.word.push(0);
        out.mask.push(0);
        out.flank.push(0);
    }
    Some(out)
}

impl<'g> Lowering<'g> {
    /// `is Line n` by window tests (a query function without parameters answering 0 or 1),
    /// when its length is a constant and the tests apply; `None` leaves it to the walk.
    pub(super) fn line_windows_fn(&mut self, q: &'g LineQuery) -> R<Option<FuncId>> {
        let IntExpr::Const(n) = q.length else { return Ok(None) };
        let Some(w) = windows(self.g, &self.f, &self.geo, q, n) else { return Ok(None) };
        let walk = self.line_fn(q)?;
        let id = self.memo(super::expr::line_key(q) | (n as usize) << 24, "line windows", |lw, id| {
            let f = lw.f.clone();
            let owned = f.owned.expect("windows need the owners' bitboards");
            // Boards of one word need no word table.
            let word = w.word.iter().any(|&k| k != 0).then(|| lw.tables.add("window_word", w.word));
            let (off, mask, flank) =
                (lw.tables.add("window_off", w.off), lw.tables.add("window_mask", w.mask), lw.tables.add("window_flank", w.flank));
            let mut fb = FnBuilder::new(format!("line_windows_{}", id.0), FuncKind::Query, &[]);
            let pivot = fb.local("pivot");
            let owner = fb.local("owner");
            let i = fb.local("i");
            let bits = fb.local("bits");
            let m = fb.local("m");
            let sites = lw.geo.board_sites as i64;
            let full = Expr::bin(BinOp::BitAnd, l(bits), l(m)).eq(l(m));
            let found = if q.exact {
                full.and(Expr::bin(BinOp::BitAnd, l(bits), Expr::table(flank, l(i))).eq(int(0)))
            } else {
                full
            };
            let body = vec![
                set(pivot, Expr::scalar(f.last_to)),
                when(l(pivot).lt(int(0)).or(l(pivot).ge(int(sites))), vec![Stmt::Return(Some(int(0)))]),
                set(owner, Expr::load(f.who, l(pivot))),
                when(l(owner).eq(int(0)), vec![Stmt::Return(Some(Expr::Call { func: walk, args: vec![int(n)] }))]),
                range(
                    i,
                    Expr::table(off, l(pivot)),
                    Expr::table(off, l(pivot).add(int(1))),
                    vec![
                        set(bits, Expr::load(owned, l(owner).mul(int(f.words as i64)).add(word.map_or(int(0), |t| Expr::table(t, l(i)))))),
                        set(m, Expr::table(mask, l(i))),
                        when(found, vec![Stmt::Return(Some(int(1)))]),
                    ],
                ),
                Stmt::Return(Some(int(0))),
            ];
            Ok(fb.finish(body))
        })?;
        Ok(Some(id))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use ludemic_runtime::{DynHandle, Game, Rng, Status};

    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;
    use crate::interp::Interpreter;
    use crate::kernel_ir::eval::KernelEval;

    /// Random walks on the interpreter and the lowered kernel, which must use line windows:
    /// same legal moves, states and results at every step. Returns the moves played and the
    /// games won by a line.
    fn agree(text: &str, walks: u64) -> (usize, usize) {
        let c = compile_ludii("lines.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
            .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let kernel = crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
        assert!(kernel.to_string().contains("line_windows"), "the line test is not windowed:\n{kernel}");
        let interp = DynHandle::new(Interpreter::new(Arc::clone(&c.game)));
        let eval = DynHandle::new(KernelEval::new(Arc::new(kernel)));
        let (mut steps, mut won) = (0, 0);
        let (mut ma, mut mb) = (Vec::new(), Vec::new());
        for walk in 0..walks {
            let mut rng = Rng::stream(7, walk);
            let (mut a, mut b) = (interp.initial_state(), eval.initial_state());
            loop {
                assert_eq!(interp.state_string(&a), eval.state_string(&b));
                assert_eq!(interp.status(&a), eval.status(&b), "at {}", eval.state_string(&b));
                if let Status::Over(o) = eval.status(&b) {
                    won += !o.is_draw() as usize;
                    break;
                }
                interp.legal_moves(&a, &mut ma);
                eval.legal_moves(&b, &mut mb);
                let key = |g: &DynHandle, s, m: &Vec<_>| m.iter().map(|&x| g.move_key(s, x).to_string()).collect::<Vec<_>>();
                let ka = key(&interp, &a, &ma);
                assert_eq!(ka, key(&eval, &b, &mb), "at {}", eval.state_string(&b));
                let i = rng.below(ma.len());
                interp.apply(&mut a, ma[i]);
                eval.apply(&mut b, mb[i]);
                steps += 1;
            }
        }
        (steps, won)
    }

    #[test]
    fn lines_of_at_least_n_by_windows_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Four" (players 2) (equipment { (board (square 4)) (piece "Disc" Each) })
               (rules (play (move Add (to (sites Empty)))) (end (if (is Line 4) (result Mover Win)))))"#,
            300,
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
        );
        assert!(steps > 2000 && won > 10, "steps {steps}, won {won}");
    }
}
