//! `(coord row:<int> column:<int>)` with a row or a column computed in play (Coord.java): the
//! first site of the board's site type on that row and column, no site (-1) when none is.
//!
//! Lowered to a choice among the sites that can match (those of the row when the row is known
//! before the game starts), so both back ends evaluate it with the integer and condition
//! expressions they already have.

use super::*;

/// The site at (`row`, `column`), one of them or both computed in play.
pub(super) fn coord_in_play(lw: &mut Lowerer, row: IntExpr, column: IntExpr) -> SiteExpr {
    let folder = lw.folder(false);
    let (known_row, known_column) = (folder.int(&row), folder.int(&column));
    let sites = &lw.board().sites;
    // The first site for each (row, column), in site order: later ones never match.
    let mut candidates: Vec<(usize, i64, i64)> = Vec::new();
    for (s, site) in sites.iter().enumerate() {
        let (r, c) = (site.row as i64, site.col as i64);
        if known_row.is_some_and(|k| k != r) || known_column.is_some_and(|k| k != c) {
            continue;
        }
        if !candidates.iter().any(|&(_, r2, c2)| r2 == r && c2 == c) {
            candidates.push((s, r, c));
        }
    }
    let mut expr = IntExpr::Const(-1);
    for &(s, r, c) in candidates.iter().rev() {
        let mut tests = Vec::new();
        if known_row.is_none() {
            tests.push(BoolExpr::Eq(row.clone(), IntExpr::Const(r)));
        }
        if known_column.is_none() {
            tests.push(BoolExpr::Eq(column.clone(), IntExpr::Const(c)));
        }
        let test = match tests.len() {
            1 => tests.pop().expect("one test"),
            _ => BoolExpr::And(tests),
        };
        expr = IntExpr::If(
            Box::new(test),
            Box::new(IntExpr::Site(SiteExpr::Const(s))),
            Box::new(expr),
        );
    }
    SiteExpr::Int(Box::new(expr))
}
