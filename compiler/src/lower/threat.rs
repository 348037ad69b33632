//! Ludii's `(is Threatened <what> [at:<site>])` (the interpreter's `is_threatened`, after
//! `IsThreatened.eval`): each enemy of the piece's owner, in turn the mover with the owner as
//! the previous player, is asked whether one of its moves goes to the site. While it is asked,
//! nested `is Threatened` queries are false (Ludii's `autoFail`): a state flag, set and cleared
//! around the question.

use crate::game_ir::Moves;
use crate::kernel_ir::*;

use super::builder::*;
use super::{Cx, Lowering, Mode, R};

impl<'g> Lowering<'g> {
    /// `where(what)`: the first board site whose top piece is `what`, or -1 (Ludii's `WhereSite`).
    /// With the owners' bitboards, only the sites of `what`'s owner are visited, lowest first
    /// (a piece's owner is its component's): the king search of every check test was a scan
    /// of the whole board.
    pub(super) fn where_fn(&mut self) -> R<FuncId> {
        self.memo(0, "where", |lw, _| {
            let f = lw.f.clone();
            let mut fb = FnBuilder::new("where_site", FuncKind::Query, &["what"]);
            let what = fb.param(0);
            let site = fb.local("site");
            let b = lw.g.board.num_sites() as i64;
            let found =
                Expr::load(f.height, l(site)).gt(int(0)).and(lw.top(f.what, l(site)).eq(l(what)));
            let scan =
                range(site, 0, b, vec![when(found.clone(), vec![Stmt::Return(Some(l(site)))])]);
            let mut body = Vec::new();
            if let Some(owned) = f.owned {
                let (word, bits, words) = (fb.local("word"), fb.local("bits"), f.words as i64);
                let owner = lw.owner_of(l(what));
                let visit = vec![
                    set(
                        site,
                        l(word).mul(int(64)).add(Expr::Un(UnOp::TrailingZeros, Box::new(l(bits)))),
                    ),
                    set(bits, Expr::bin(BinOp::BitAnd, l(bits), l(bits).sub(int(1)))),
                    when(found, vec![Stmt::Return(Some(l(site)))]),
                ];
                let by_owner = range(
                    word,
                    0,
                    words,
                    vec![
                        set(bits, Expr::load(owned, owner.mul(int(words)).add(l(word)))),
                        Stmt::While { cond: l(bits).ne(int(0)), body: visit },
                    ],
                );
                // Kinds outside the components (0 is none) have no owner: they keep the scan.
                let kinds = lw.g.components.len() as i64;
                body.push(when(
                    l(what).ge(int(1)).and(l(what).le(int(kinds))),
                    vec![by_owner, Stmt::Return(Some(int(-1)))],
                ));
            }
            body.extend([scan, Stmt::Return(Some(int(-1)))]);
            Ok(fb.finish(body))
        })
    }

    /// `threatened(what, site, next)`: 1 when an enemy of `what`'s owner can move to `site`,
    /// by one of `moves` when the test names them, else of its phase's play.
    pub(super) fn threatened_fn(&mut self, moves: Option<&'g Moves>) -> R<FuncId> {
        let flag = self.threat_flag();
        let reaches = self.reaches_fn(moves)?;
        let key = moves.map_or(0, |m| m as *const _ as usize);
        self.memo(key, "threatened", |lw, id| {
            let n = lw.g.num_players() as i64;
            let name = match moves {
                None => "threatened".to_string(),
                Some(_) => format!("threatened_{}", id.0),
            };
            let mut fb = FnBuilder::new(&name, FuncKind::Query, &["what", "site", "next"]);
            let (what, site, next) = (fb.param(0), fb.param(1), fb.param(2));
            let (owner, enemy, found) = (fb.local("owner"), fb.local("enemy"), fb.local("found"));
            let ask =
                Expr::Call { func: reaches, args: vec![l(enemy), l(owner), l(next), l(site)] };
            let body = vec![
                when(
                    l(what).lt(int(1)).or(l(site).lt(int(0))).or(Expr::scalar(flag).ne(int(0))),
                    vec![Stmt::Return(Some(int(0)))],
                ),
                set(owner, lw.owner_of(l(what))),
                set(found, 0),
                store0(flag, 1),
                range(
                    enemy,
                    1,
                    n + 1,
                    vec![when(l(enemy).ne(l(owner)).and(ask), vec![set(found, 1), Stmt::Break])],
                ),
                store0(flag, 0),
                Stmt::Return(Some(l(found))),
            ];
            Ok(fb.finish(body))
        })
    }

    /// `reaches(mover, prev, next, site)`: 1 when one of `mover`'s moves now goes to `site`:
    /// one of `moves`, or of its phase's play.
    fn reaches_fn(&mut self, moves: Option<&'g Moves>) -> R<FuncId> {
        let key = moves.map_or(0, |m| m as *const _ as usize);
        self.memo(key, "reaches", |lw, id| {
            let name = match moves {
                None => "reaches".to_string(),
                Some(_) => format!("reaches_{}", id.0),
            };
            let mut fb = FnBuilder::new(&name, FuncKind::Query, &["mover", "prev", "next", "site"]);
            let site = fb.param(3);
            let cx = Cx::players(l(fb.param(0)), l(fb.param(1)), l(fb.param(2)));
            let mut body = match moves {
                None => lw.play_rules(&mut fb, &cx, Mode::Reaches(site))?,
                Some(m) => {
                    let mut out = Vec::new();
                    lw.gen(&mut fb, m, &cx, &[], Mode::Reaches(site), &mut out)?;
                    out
                }
            };
            body.push(Stmt::Return(Some(int(0))));
            Ok(fb.finish(body))
        })
    }

    fn threat_flag(&mut self) -> FieldId {
        question_flag(&mut self.threat_flag, &mut self.layout, "threat_test")
    }

    /// `no_moves_next(player, prev)`: Ludii's `(no Moves Next)` (NoMoves.java), 1 when the
    /// player has no move; 0 when asked inside that question (its `autoFail`, a flag set and
    /// cleared around it as `threatened`'s), which ends the recursion through a
    /// `do .. ifAfterwards:(not (no Moves Next))` in the next player's own rules.
    pub(super) fn no_moves_next_fn(&mut self) -> R<FuncId> {
        let flag = question_flag(&mut self.no_moves_flag, &mut self.layout, "no_moves_test");
        let has_moves = self.has_moves_fn()?;
        self.memo(0, "no_moves_next", |_, _| {
            let mut fb = FnBuilder::new("no_moves_next", FuncKind::Query, &["player", "prev"]);
            let has = fb.local("has");
            let ask = Expr::Call { func: has_moves, args: vec![l(fb.param(0)), l(fb.param(1))] };
            Ok(fb.finish(vec![
                when(Expr::scalar(flag).ne(int(0)), vec![Stmt::Return(Some(int(0)))]),
                store0(flag, 1),
                set(has, ask),
                store0(flag, 0),
                Stmt::Return(Some(Expr::not(l(has)))),
            ]))
        })
    }
}

/// The byte set while a nested question (a threat, `(no Moves Next)`) is being asked, added to
/// the layout the first time a game needs it.
fn question_flag(slot: &mut Option<FieldId>, layout: &mut StateLayout, name: &str) -> FieldId {
    *slot.get_or_insert_with(|| layout.add(name, Elem::U8, 1))
}
