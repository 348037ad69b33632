//! Lowering of Ludii's `(forEach Direction ..)` (see `Moves::ForEachDirection`): a loop over
//! the directions, a loop along each direction's ray up to the range's maximum, and the inner
//! moves generated with `(to)` bound to each ray site. The inner moves are ordinary leaves
//! (their moves carry their own from/to), so `apply` needs nothing from this loop.
//!
//! Relative directions turn with the move: while `(to)` is bound (a knight's second step, inside
//! the first one's `(apply ..)`), they face the direction whose single step goes from the
//! piece's site to `(to)`, found at run time from the step table, else the piece's own
//! facing. One table per facing (16 compass points) holds the resolved directions.

use crate::game_ir::board::{Dir, DirSet, RelDir};
use crate::game_ir::*;
use crate::kernel_ir::*;

use super::builder::*;
use super::generate::known_what as known;
use super::{Cx, Lowering, Mode, R};

impl<'g> Lowering<'g> {
    pub(super) fn for_each_direction(
        &mut self,
        fb: &mut FnBuilder,
        m: &'g Moves,
        cx: &Cx,
        chain: &[&'g Moves],
        mode: Mode,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let Moves::ForEachDirection { from, dirs, of, min, max, between, cond, moves } = m else {
            unreachable!("for_each_direction lowers `Moves::ForEachDirection` only")
        };
        // No piece whose moves these are (Ludii reads the component on the context's `from`).
        let Some(piece) = cx.from.clone() else { return Ok(()) };
        let f = self.f.clone();
        let [a, t, i, off, n] = ["dfrom", "dto", "i", "off", "n"].map(|x| fb.local(x));
        let site = self.site(from, cx)?;
        let inner = Cx { to: Some(l(t)), ..cx.clone() };
        let mut found = Vec::new();
        self.gen(fb, moves, &inner, chain, mode, &mut found)?;
        let (min, max) = (*min as i64, (*max).min(self.geo.max_ray.max(1)) as i64);
        let mut body = vec![set(t, Expr::table(self.geo.ray_data, l(off).add(l(i))))];
        if let (Some(b), true) = (between, min > 1) {
            let through = self.cond(b, &Cx { between: Some(l(t)), ..cx.clone() })?;
            body.push(when(
                l(i).lt(int(min - 1)),
                vec![when(Expr::not(through), vec![Stmt::Break])],
            ));
        }
        if let Some(c) = cond {
            body.push(when(Expr::not(self.cond(c, &inner)?), vec![Stmt::Break]));
        }
        body.extend(if min > 1 { vec![when(l(i).ge(int(min - 1)), found)] } else { found });
        let geo = self.geo.clone();
        let geo = &geo;
        let per_dir = |d: Expr| -> Vec<Stmt> {
            vec![
                set(off, Expr::table(geo.ray_off, geo.ray_index(d.clone(), l(a)))),
                set(
                    n,
                    Expr::bin(
                        BinOp::Min,
                        Expr::table(geo.ray_len, geo.ray_index(d, l(a))),
                        int(max),
                    ),
                ),
                range(i, 0, l(n), body.clone()),
            ]
        };
        let loop_ = match dirs {
            Dirs::Relative(rels, _) => self.turned_dirs(
                fb,
                rels,
                *of,
                piece.clone(),
                cx.to.clone(),
                known(cx, &piece),
                per_dir,
            ),
            _ => self.for_dirs(fb, dirs, l(a), known(cx, &site), per_dir)?,
        };
        let b = self.g.board.num_sites() as i64;
        let on_board = |e: Expr| e.clone().ge(int(0)).and(e.lt(int(b)));
        out.push(set(a, site));
        out.push(when(
            on_board(l(a)).and(on_board(piece.clone())),
            vec![when(Expr::load(f.height, piece).gt(int(0)), loop_)],
        ));
        Ok(())
    }

    /// Loops over relative directions turned as the module says, giving each direction's
    /// index to `body`. `piece`: the piece's site (on the board); `known`: its kind if known.
    #[allow(clippy::too_many_arguments)]
    fn turned_dirs(
        &mut self,
        fb: &mut FnBuilder,
        rels: &[RelDir],
        of: DirSet,
        piece: Expr,
        to: Option<Expr>,
        known: Option<i64>,
        body: impl Fn(Expr) -> Vec<Stmt>,
    ) -> Vec<Stmt> {
        let g: &'g Game = self.g;
        let board = &g.board;
        let dirs = self.geo.dirs.clone();
        let resolved = |facing: Dir| -> Vec<i64> {
            let mut v: Vec<i64> = Vec::new();
            for d in rels.iter().flat_map(|r| board.resolve_of(facing, *r, of)) {
                if let Some(k) = dirs.iter().position(|&x| x == d).map(|k| k as i64) {
                    if !v.contains(&k) {
                        v.push(k);
                    }
                }
            }
            v
        };
        let code = |d: Dir| Dir::ALL.iter().position(|&x| x == d).expect("a compass point") as i64;
        let facing_of = |c: usize| g.facing(c).unwrap_or(Dir::N);
        let j = fb.local("j");
        if let (None, Some(what)) = (&to, known) {
            // The piece's own facing, known at compile time: one pass per direction.
            return resolved(facing_of(what as usize - 1))
                .into_iter()
                .map(|d| range(j, 0, 1, body(int(d))))
                .collect();
        }
        let lists: Vec<Vec<i64>> = Dir::ALL.iter().map(|&d| resolved(d)).collect();
        let (flat, w) = padded(&lists);
        let per_facing = self.tables.add("turned_dirs", flat);
        let facing = fb.local("facing");
        let mut out = vec![set(
            facing,
            match known {
                Some(what) => int(code(facing_of(what as usize - 1))),
                None => {
                    let per_what: Vec<i64> = std::iter::once(code(Dir::N))
                        .chain((0..g.components.len()).map(|c| code(facing_of(c))))
                        .collect();
                    let t = self.tables.add("piece_facing", per_what);
                    Expr::table(t, self.top(self.f.what, piece.clone()))
                }
            },
        )];
        if let Some(to) = to {
            // ForEachDirection.java keeps the last direction whose step reaches `(to)`.
            let steps = self.geo.step_table(self.g, &mut self.tables);
            for (k, &d) in dirs.iter().enumerate() {
                let reaches = Expr::table(steps, self.geo.ray_index(int(k as i64), piece.clone()))
                    .eq(to.clone());
                out.push(when(reaches, vec![set(facing, int(code(d)))]));
            }
        }
        let d = fb.local("d");
        let mut inner = vec![
            set(d, Expr::table(per_facing, l(facing).mul(int(w as i64)).add(l(j)))),
            when(l(d).lt(int(0)), vec![Stmt::Break]),
        ];
        inner.extend(body(l(d)));
        out.push(range(j, 0, w as i64, inner));
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// Xiangqi's horse (one orthogonal step to an empty site, then a diagonal turned from it,
    /// `of:All` on a vertex board), Shogi's knight (forward, then FR/FL of forward) and a
    /// piece stepping two sites over an empty one (`between (exact 2)`), under a check test:
    /// the interpreter and the kernel must agree move for move.
    #[test]
    fn turned_directions_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Horses" (players { (player N) (player S) })
               (equipment { (board (rectangle 6 5) use:Vertex)
                 (piece "King" Each (move Step Orthogonal (to if:(not (is Friend (who at:(to)))) (apply (remove (to))))))
                 (piece "Horse" Each (forEach Direction Orthogonal (to if:(is Empty (to)) (apply
                     (forEach Direction (from (to)) (directions { FR FL } of:All)
                        (if (not (is Friend (who at:(to)))) (move (from) (to (apply if:(is Enemy (who at:(to))) (remove (to)))))))))))
                 (piece "Knight" Each (forEach Direction Forward (to if:True (apply
                     (forEach Direction (from (to)) (directions { FR FL })
                        (if (not (is Friend (who at:(to)))) (move (from) (to (apply if:(is Enemy (who at:(to))) (remove (to)))))))))
                     (then (if (is In (last To) (sites Mover "Far")) (moveAgain)))))
                 (piece "Runner" Each (forEach Direction (directions { Leftward Rightward Backward }) (between (exact 2) if:(is Empty (between)))
                     (to if:(not (is Friend (who at:(to)))) (apply (move (from) (to (apply if:(is Enemy (who at:(to))) (remove (to)))))))))
                 (regions "Far" P1 (sites Top)) (regions "Far" P2 (sites Bottom)) })
               (rules (start { (place "King1" coord:"C1") (place "King2" coord:"C6")
                   (place "Horse1" {"A1" "E1"}) (place "Horse2" {"A6" "E6"}) (place "Knight1" {"B1" "D1"}) (place "Knight2" {"B6" "D6"})
                   (place "Runner1" coord:"C2") (place "Runner2" coord:"C5") })
                 (play (if (is Prev Mover) (move Pass) (do (forEach Piece) ifAfterwards:(not (is Threatened (id "King" Mover))))))
                 (end { (if (and (no Moves Next) (is Threatened (id "King" Next))) (result Mover Win))
                        (if (or (no Moves Next) (= (count Moves) 80)) (result Mover Draw)) })))"#,
            60,
            "turned_dirs",
        );
        assert!(steps > 1000 && won > 0, "steps {steps}, won {won}");
    }
}
