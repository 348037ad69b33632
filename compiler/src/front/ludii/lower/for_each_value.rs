//! Ludii's `(forEach Value min:<int> max:<int> <moves>)` (operators/foreach/value/
//! ForEachValue.java) and its iterator `(value)`: the moves generated with `(value)` bound to
//! each integer from `min` to `max`, all of them on the state before any is played.
//!
//! The corpus ranges over sites (Kriegspiel's squares 1 to 63: `(what at:(value))`), so a
//! constant range of sites is lowered as `(forEach Site <those sites> <moves>)` with `(value)`
//! read as `(site)`: the same moves in the same order. That reading is exact only where nothing
//! inside binds or reads `(site)` itself, which is checked; other ranges are refused.

use super::{any_call, need, Args, Lowerer, R};
use crate::front::ludii::ast::Node;
use crate::game_ir::{IntExpr, Moves, RegionExpr, SiteExpr};

/// Ludemes that bind `(site)` for what they contain.
fn binds_site(head: &str, args: &[Node]) -> bool {
    let first = args.first().and_then(|a| match a {
        Node::Word { value, .. } => Some(value.as_str()),
        _ => None,
    });
    (head == "site" && args.is_empty())
        || (head == "forEach" && !matches!(first, Some("Value" | "Piece" | "Die" | "Direction")))
        || (head == "all" && first == Some("Sites"))
}

impl Lowerer {
    fn constant(&mut self, n: &Node, what: &str) -> R<i64> {
        match self.int(n)? {
            IntExpr::Const(v) => Ok(v),
            _ => self.error(
                n.span(),
                format!("`(forEach Value ..)` with a {what} known only in play"),
                "ludemic supports constant ranges of sites",
            ),
        }
    }
}

/// `(forEach Value min:<int> max:<int> <moves>)`.
pub fn for_each_value(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let (Some(lo), Some(hi)) = (a.named("min"), a.named("max")) else {
        return lw.error(
            a.span,
            "`(forEach Value ..)` over a list of values is not supported yet",
            "expected min:<int> max:<int>",
        );
    };
    let (min, max) = (lw.constant(lo, "minimum")?, lw.constant(hi, "maximum")?);
    let sites = lw.board().num_sites() as i64;
    if min < 0 || max >= sites {
        return lw.error(
            a.span,
            format!("`(forEach Value ..)` from {min} to {max}, beyond the board's sites"),
            "ludemic supports ranges of site numbers",
        );
    }
    let m = need(lw, a, "moves")?;
    if any_call(m, &binds_site) {
        return lw.error(
            m.span(),
            "`(forEach Value ..)` whose moves read or bind `(site)` themselves",
            "ludemic reads `(value)` as the site of a `(forEach Site ..)`",
        );
    }
    lw.in_for_each_value += 1;
    let moves = lw.moves(m);
    lw.in_for_each_value -= 1;
    let region = RegionExpr::Const((min.max(0)..=max).map(|v| v as usize).collect());
    Ok(Moves::ForEachSite { region, moves: Box::new(moves?) })
}

/// `(value)`, the value `(forEach Value ..)` is at (read as its site, see the module).
pub fn value_iterator(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    if lw.in_for_each_value == 0 {
        return lw.error(a.span, "`(value)` outside `(forEach Value ..)`", "expected inside one");
    }
    Ok(SiteExpr::Site)
}
