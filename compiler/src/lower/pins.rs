//! A move that cannot expose its mover's king needs no trial: the gate in front of a
//! `(do .. ifAfterwards:(not (is Threatened (id <King> Mover))))` test (Chess's legality rule).
//!
//! The trial (see `afterwards`) plays the move on a copy and asks every enemy piece whether it
//! reaches the king: four fifths of a chess playout. Yet from the position before the move
//! (state B) most moves provably leave the king unattacked after it (state A), by attack
//! tables like those `is Threatened` already skips pieces with (see `reach`): per enemy piece
//! kind, start and landing site, whether it can never land there, may land there, or may land
//! there only over a path of sites that must all be empty (with the sites every such path
//! crosses). The tables ignore the moves' conditions, so they over-approximate, except one
//! they can read without the state: the landing site here holds a piece (the king), so moves
//! whose `to` must be empty (a pawn's step forward) never land there. Call S(X, K) "some
//! enemy piece in X may land on K by the tables, its path (if any) clear"; an enemy move to
//! the king's site K in X implies S(X, K).
//!
//! A candidate move is spared its trial, legal, when S(A, K_A) is false, which it proves in
//! one of two ways.
//!
//! A piece other than the king (`king_safe_N`, once per `legal`, gives the pieces it spares):
//! 1. S(B, K) is false for the king's site K in B (so the mover is not in check). Without a
//!    king (`where` finds none) the test holds whatever moves (`threatened` is 0 for no
//!    site), as long as no king appears: rule 3.
//! 2. `from` is not the only occupied site on the path of an enemy piece of B whose table
//!    entry is "over an empty path": the move changes the board at `from` (emptied) and `to`
//!    (occupied, which blocks, never unblocks) only, so it can clear no other path.
//! 3. The moving piece is the king's owner's and is not a king of that kind, and `to` does not
//!    hold one: K is still the first king site in A (`where`), and the enemy pieces of A are
//!    those of B, each on its site, minus the one captured on `to`.
//!
//! The king itself, when it is its owner's only one (`lone_king_N`): S(A, to) is computed
//! directly (`king_free_N`), over the enemy pieces of B but the one on `to`, with the board's
//! occupied sites as they are after the move. Check or no check.
//!
//! Both need, besides:
//! 4. The move is a step, slide or leap of the piece on `from` whose only effects on the board
//!    are the move itself and removing what stands on `to` (its `to` effect), with consequences
//!    inside the `do` that change no site's piece (counters, states, pending values, moving
//!    again). No en passant capture elsewhere, no castling rook, no promotion in the move:
//!    those are always tried.
//! 5. Every move the enemy's rules can make is covered by the tables: the rules are `forEach
//!    Piece` of the enemy's own board pieces (their table), promotions at `(last To)` or
//!    `(last From)` (the candidate's `to` / `from`: neither is the king's site by rule 3, nor
//!    its `from` in the king's case), and moves from fixed sites (a constant, a map entry per
//!    player: castling) whose landings count as "may land" for that player. Anything else and
//!    there is no gate. The enemy's own `do` tests and `if` conditions only remove moves.
//! 6. It is `legal`'s own test, for `legal`'s mover: every trial there starts from the state
//!    `legal` was called on (each restores it), which the bitboard and the lone king were
//!    computed on; no gate under a `do .. next:` (its prior moves change the state between
//!    trials) or a die.
//!
//! Nothing here is chess-specific: sliders of any kind, pieces moving like the king and pieces
//! with unknown moves (a "may land" everywhere) are only table entries. An enemy queen, rook or
//! bishop on the king's line behind the moving piece alone makes `from` part of its path (rule
//! 2: a pin); an enemy knight or pawn attacking the king makes S(B, K) true (rule 1: check).

use crate::game_ir::{BoolExpr, IntExpr, MapKey, Moves, PlayerRef, SiteExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::reach::{from_piece, AttackTable, OVER_EMPTY_PATH, REACHABLE};
use super::{Cx, Lowering, R};

/// The gate of one guard, once its game's rules allow it.
#[derive(Clone)]
pub(super) struct KingSafe<'g> {
    /// `king_safe_N(mover)`: the bitboard of the mover's pieces whose plain moves keep the king
    /// unattacked (0 when none may be spared the trial), called once at the start of `legal`.
    safe: FuncId,
    /// `lone_king_N(mover)`, once at the start of `legal`, and `king_free_N(mover, from, to)`
    /// per move of that king (see the module comment).
    lone: FuncId,
    free: FuncId,
    /// The king's piece kind, `(id <King> Mover)`.
    king: &'g IntExpr,
}

/// The attack tables of the enemy moves (see `reach`), and what reads them.
struct AttackTables {
    attack: TableId,
    paths: TableId,
    fixed: TableId,
    sites: i64,
    players: i64,
    owned: FieldId,
    what: FieldId,
}

impl AttackTables {
    /// For each enemy of `owner` and each of its pieces (but the one on `skip`), the tables
    /// asked about site `k`: `reachable` where one may land there (or a fixed site's move),
    /// `path(blocking)` where it may over a path whose occupied sites (by `occupied`) are in
    /// `blocking`.
    #[allow(clippy::too_many_arguments)]
    fn each_attack(
        &self,
        fb: &mut FnBuilder,
        owner: Expr,
        k: Expr,
        occupied: Expr,
        skip: Option<Expr>,
        reachable: Vec<Stmt>,
        path: impl Fn(Local) -> Vec<Stmt>,
    ) -> Stmt {
        let n = self.sites;
        let (p, bits, s, r, blocking) =
            (fb.local("p"), fb.local("bits"), fb.local("s"), fb.local("r"), fb.local("blocking"));
        let mut per_piece = Vec::new();
        if let Some(skip) = skip {
            per_piece.push(when(l(s).eq(skip), vec![Stmt::Continue]));
        }
        let crossed = Expr::table(self.paths, l(s).mul(int(n)).add(k.clone()));
        let mut on_path = vec![set(blocking, Expr::bin(BinOp::BitAnd, occupied, crossed))];
        on_path.extend(path(blocking));
        per_piece.extend([
            set(
                r,
                Expr::table(
                    self.attack,
                    Expr::load(self.what, l(s)).mul(int(n)).add(l(s)).mul(int(n)).add(k.clone()),
                ),
            ),
            when(l(r).eq(int(REACHABLE)), reachable.clone()),
            when(l(r).eq(int(OVER_EMPTY_PATH)), on_path),
        ]);
        let mut per_enemy =
            vec![when(Expr::table(self.fixed, l(p).mul(int(n)).add(k)).ne(int(0)), reachable)];
        per_enemy.extend(each_bit(s, bits, Expr::load(self.owned, l(p)), per_piece));
        range(p, 1, self.players + 1, vec![when(l(p).ne(owner), per_enemy)])
    }
}

/// The enemy moves that `is Threatened` asks, as far as rule 5 covers them.
#[derive(Default)]
struct EnemyMoves<'g> {
    pieces: Vec<(&'g Option<Vec<String>>, Option<&'g Moves>)>,
    /// Sites moves from fixed sites may land on, by player (None: any player's).
    fixed_landings: Vec<(Option<usize>, usize)>,
}

impl<'g> Lowering<'g> {
    /// The gate expression for the candidate move `leaf` (with `inner` of its consequences
    /// inside the `do`) at `from`/`to`, tested by guard `guard` in `legal` with the turn
    /// `turn`: true only when the trial would succeed (see the module comment).
    pub(super) fn king_safe_gate(
        &mut self,
        fb: &mut FnBuilder,
        guard: usize,
        leaf: u32,
        inner: usize,
        from: &Expr,
        to: &Expr,
        turn: &[Expr; 3],
    ) -> R<Option<Expr>> {
        if !self.gate_may_answer(fb, turn) || !self.plain_leaf(leaf, inner) {
            return Ok(None);
        }
        let Some(safe) = self.king_safe_of(guard)? else { return Ok(None) };
        let (mask, lone) = match self.legal_spared.iter().find(|(g, ..)| *g == guard) {
            Some(&(_, mask, lone)) => (mask, lone),
            None => {
                let locals = (fb.local("spared"), fb.local("lone"));
                self.legal_spared.push((guard, locals.0, locals.1));
                locals
            }
        };
        let cx = Cx::players(turn[0].clone(), turn[1].clone(), turn[2].clone());
        let king = self.int(safe.king, &cx)?;
        let what = self.f.what;
        let spared = Expr::bin(BinOp::BitAnd, Expr::bin(BinOp::Shr, l(mask), from.clone()), int(1))
            .ne(int(0))
            .and(Expr::load(what, from.clone()).ne(king.clone()))
            .and(Expr::load(what, to.clone()).ne(king));
        let free =
            Expr::Call { func: safe.free, args: vec![turn[0].clone(), from.clone(), to.clone()] };
        Ok(Some(spared.or(from.clone().eq(l(lone)).and(free))))
    }

    /// The statements `legal` starts with for each gate it uses: the bitboard of the pieces
    /// whose plain moves are spared their trial and the lone king's site, for the state it
    /// was called on.
    pub(super) fn spared_masks(&mut self, mover: Expr) -> Vec<Stmt> {
        let mut out = Vec::new();
        for (guard, mask, lone) in std::mem::take(&mut self.legal_spared) {
            if let Some(Some(safe)) = &self.guards[guard].king_safe {
                out.push(set(mask, Expr::Call { func: safe.safe, args: vec![mover.clone()] }));
                out.push(set(lone, Expr::Call { func: safe.lone, args: vec![mover.clone()] }));
            }
        }
        out
    }

    /// Rule 4: a step, slide or leap of the loop's piece, removing at most what is on `to`,
    /// with consequences that move no piece.
    fn plain_leaf(&self, leaf: u32, inner: usize) -> bool {
        let leaf = &self.leaves[leaf as usize];
        let target = match leaf.node {
            Moves::Step { from, target, .. }
            | Moves::Slide { from, target, .. }
            | Moves::Leap { from, target, .. }
                if from_piece(from) =>
            {
                target
            }
            _ => return false,
        };
        target.effect.as_deref().is_none_or(|e| spares_board(e, true))
            && leaf.chain.len() >= inner
            && leaf.chain[..inner].iter().all(|c| spares_board(c, false))
    }

    /// The gate's function for guard `guard`, made once; None when the rules do not allow it.
    fn king_safe_of(&mut self, guard: usize) -> R<Option<KingSafe<'g>>> {
        if let Some(known) = &self.guards[guard].king_safe {
            return Ok(known.clone());
        }
        let made = self.make_king_safe(guard)?;
        self.guards[guard].king_safe = Some(made.clone());
        Ok(made)
    }

    fn make_king_safe(&mut self, guard: usize) -> R<Option<KingSafe<'g>>> {
        let g = self.g;
        // Only the exact test `(not (is Threatened <piece of the mover>))`.
        let &[cond] = &self.guards[guard].conds[..] else { return Ok(None) };
        let BoolExpr::Not(inner) = cond else { return Ok(None) };
        let BoolExpr::IsThreatened {
            what: king @ IntExpr::PieceId { owner: PlayerRef::Mover, .. },
            at: None,
            moves: None,
        } = &**inner
        else {
            return Ok(None);
        };
        let (Some(occupied), Some(owned)) = (self.occupied_bits(), self.f.owned) else {
            return Ok(None);
        };
        let mut enemy = EnemyMoves::default();
        for phase in &g.phases {
            if self.enemy_moves(&phase.play, &mut enemy).is_none() {
                return Ok(None);
            }
        }
        let Some(AttackTable { data, paths, .. }) = self.attack_table(&enemy.pieces, true) else {
            return Ok(None);
        };
        let sites = g.board.num_sites();
        let n = sites as i64;
        let players = g.num_players() as i64;
        // Per player and site: a move from a fixed site may land there.
        let mut fixed = vec![0i64; (players as usize + 1) * sites];
        for &(player, t) in &enemy.fixed_landings {
            match player {
                Some(p) => fixed[p * sites + t] = 1,
                None => (1..=players as usize).for_each(|p| fixed[p * sites + t] = 1),
            }
        }
        let tables = AttackTables {
            attack: self.tables.add("attack", data),
            paths: self.tables.add("blockers", paths.into_iter().map(|p| p.unwrap_or(0)).collect()),
            fixed: self.tables.add("fixed_landing", fixed),
            sites: n,
            players,
            owned,
            what: self.f.what,
        };
        let where_ = self.where_fn()?;

        // king_safe_N(mover): rules 1 and 2 at the king's site in B.
        let mut fb = FnBuilder::new(format!("king_safe_{guard}"), FuncKind::Query, &["mover"]);
        let mover = fb.param(0);
        let (what, k, owner, unsafe_, line, mask) = (
            fb.local("what"),
            fb.local("k"),
            fb.local("owner"),
            fb.local("unsafe"),
            fb.local("line"),
            fb.local("mask"),
        );
        let king_what = self.int(king, &Cx::players(l(mover), int(0), int(0)))?;
        let owner_of = self.owner_of(l(what));
        let blocked = |blocking: Local| {
            vec![
                when(l(blocking).eq(int(0)), vec![set(unsafe_, 1)]),
                // One piece alone in the way: moving it may open the path.
                when(
                    Expr::bin(BinOp::BitAnd, l(blocking), l(blocking).sub(int(1))).eq(int(0)),
                    vec![set(line, Expr::bin(BinOp::BitOr, l(line), l(blocking)))],
                ),
            ]
        };
        let enemies = tables.each_attack(
            &mut fb,
            l(owner),
            l(k),
            occupied.clone(),
            None,
            vec![set(unsafe_, 1)],
            blocked,
        );
        let body = vec![
            set(what, king_what.clone()),
            set(k, Expr::Call { func: where_, args: vec![l(what)] }),
            set(mask, int(-1)),
            when(
                l(what).ge(int(1)).and(l(k).ge(int(0))),
                vec![
                    set(owner, owner_of.clone()),
                    set(unsafe_, 0),
                    set(line, 0),
                    enemies,
                    set(
                        mask,
                        Expr::select(
                            l(unsafe_).ne(int(0)),
                            int(0),
                            Expr::bin(
                                BinOp::BitAnd,
                                Expr::load(owned, l(owner)),
                                Expr::Un(UnOp::BitNot, Box::new(l(line))),
                            ),
                        ),
                    ),
                ],
            ),
            Stmt::Return(Some(l(mask))),
        ];
        let safe = self.functions.reserve();
        self.functions.define(safe, fb.finish(body));

        // lone_king_N(mover): the site of the mover's only king, else -1 (the moving king is
        // then where `where` finds it after the move).
        let mut fb = FnBuilder::new(format!("lone_king_{guard}"), FuncKind::Query, &["mover"]);
        let mover = fb.param(0);
        let (what, k, bits, s) = (fb.local("what"), fb.local("k"), fb.local("bits"), fb.local("s"));
        let king_what = self.int(king, &Cx::players(l(mover), int(0), int(0)))?;
        let owner_of = self.owner_of(l(what));
        let mut body = vec![
            set(what, king_what),
            set(k, -1),
            when(l(what).lt(int(1)), vec![Stmt::Return(Some(int(-1)))]),
        ];
        body.extend(each_bit(
            s,
            bits,
            Expr::load(owned, owner_of),
            vec![when(
                Expr::load(self.f.what, l(s)).eq(l(what)),
                vec![when(l(k).ge(int(0)), vec![Stmt::Return(Some(int(-1)))]), set(k, l(s))],
            )],
        ));
        body.push(Stmt::Return(Some(l(k))));
        let lone = self.functions.reserve();
        self.functions.define(lone, fb.finish(body));

        // king_free_N(mover, from, to): the lone king moving from `from` to `to` is not
        // attacked there by the tables, the board as it is after the move.
        let mut fb =
            FnBuilder::new(format!("king_free_{guard}"), FuncKind::Query, &["mover", "from", "to"]);
        let (mover, from, to) = (fb.param(0), fb.param(1), fb.param(2));
        let (what, owner, occ) = (fb.local("what"), fb.local("owner"), fb.local("occ"));
        let king_what = self.int(king, &Cx::players(l(mover), int(0), int(0)))?;
        let owner_of = self.owner_of(l(what));
        let open =
            |blocking: Local| vec![when(l(blocking).eq(int(0)), vec![Stmt::Return(Some(int(0)))])];
        let enemies = tables.each_attack(
            &mut fb,
            l(owner),
            l(to),
            l(occ),
            Some(l(to)),
            vec![Stmt::Return(Some(int(0)))],
            open,
        );
        let bit = |x: Local| Expr::bin(BinOp::Shl, int(1), l(x));
        let body = vec![
            set(what, king_what),
            set(owner, owner_of),
            set(
                occ,
                Expr::bin(
                    BinOp::BitOr,
                    Expr::bin(BinOp::BitAnd, occupied, Expr::Un(UnOp::BitNot, Box::new(bit(from)))),
                    bit(to),
                ),
            ),
            enemies,
            Stmt::Return(Some(int(1))),
        ];
        let free = self.functions.reserve();
        self.functions.define(free, fb.finish(body));
        Ok(Some(KingSafe { safe, lone, free, king }))
    }

    /// Rule 5: collects what the enemy's rules `m` may move, None when something else is there.
    fn enemy_moves(&self, m: &'g Moves, out: &mut EnemyMoves<'g>) -> Option<()> {
        match m {
            Moves::ForEachPiece {
                components,
                moves,
                owner: PlayerRef::Mover,
                in_hand: false,
                levels: false,
            } => out.pieces.push((components, moves.as_deref())),
            Moves::Or(v) => v.iter().try_for_each(|m| self.enemy_moves(m, out))?,
            Moves::If { then, otherwise, .. } => {
                self.enemy_moves(then, out)?;
                if let Some(o) = otherwise {
                    self.enemy_moves(o, out)?;
                }
            }
            // `is Threatened` asks where moves land, not where their consequences act.
            Moves::Then { moves, .. } => self.enemy_moves(moves, out)?,
            Moves::Do { prior, .. } => self.enemy_moves(prior, out)?,
            Moves::Promote { site: SiteExpr::LastTo | SiteExpr::LastFrom, .. } => {}
            Moves::Step { from, .. }
            | Moves::Slide { from, .. }
            | Moves::Hop { from, range: None, .. } => {
                for (player, site) in self.fixed_sites(from)? {
                    for c in 0..self.g.components.len() {
                        let landings = self.landings(m, site, c, &|_: &SiteExpr| true, true)?;
                        out.fixed_landings.extend(landings.into_iter().map(|l| (player, l.to)));
                    }
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// The board sites a fixed `from` may be, with the player moving for whom (None: any): a
    /// constant, or a map entry by player (Ludii's MapEntry: the first entry for the key, else
    /// the key itself), the mover's resolved for each player.
    fn fixed_sites(&self, from: &SiteExpr) -> Option<Vec<(Option<usize>, usize)>> {
        let sites = self.g.board.num_sites();
        let n = self.g.num_players();
        let entry = |key: usize| entries_value(from, key);
        let all: Vec<(Option<usize>, usize)> = match from {
            SiteExpr::Const(s) => vec![(None, *s)],
            SiteExpr::MapEntry { key: MapKey::Player(PlayerRef::Mover), .. } => {
                (1..=n).map(|p| (Some(p), entry(p))).collect()
            }
            SiteExpr::MapEntry { entries, key: MapKey::Player(_) } => {
                entries.iter().map(|&(_, v)| v as usize).chain(0..=n).map(|s| (None, s)).collect()
            }
            _ => return None,
        };
        Some(all.into_iter().filter(|&(_, s)| s < sites).collect())
    }
}

/// A map entry's site for `key`: the value of the first entry holding it, else the key.
fn entries_value(from: &SiteExpr, key: usize) -> usize {
    match from {
        SiteExpr::MapEntry { entries, .. } => {
            entries.iter().find(|&&(k, _)| k == key as i64).map_or(key, |&(_, v)| v as usize)
        }
        _ => key,
    }
}

/// Whether effect `m` leaves every site's piece as it is, but for removing the piece on `(to)`
/// when `at_to` (a move's `to` effect).
fn spares_board(m: &Moves, at_to: bool) -> bool {
    match m {
        Moves::Remove(SiteExpr::To) => at_to,
        Moves::If { then, otherwise, .. } => {
            spares_board(then, at_to) && otherwise.as_deref().is_none_or(|o| spares_board(o, at_to))
        }
        Moves::Then { moves, then } => spares_board(moves, at_to) && spares_board(then, at_to),
        Moves::And(v) => v.iter().all(|m| spares_board(m, at_to)),
        Moves::MoveAgain
        | Moves::SetNextPlayer(_)
        | Moves::SetPending(_)
        | Moves::SetState { .. }
        | Moves::SetValue { .. }
        | Moves::SetVar { .. }
        | Moves::SetPlayerVar { .. }
        | Moves::SetScore { .. }
        | Moves::Trigger { .. }
        | Moves::Remember { .. }
        | Moves::Forget { .. } => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// A small chess where the gate must hold back: pinned pieces (on a diagonal, a file and a
    /// rank), the king in check (only blocks and king moves are legal), and en passant
    /// clearing the king's rank. Every step's legal moves must be the interpreter's, which
    /// tries every move.
    fn chess(start: &str) -> String {
        format!(
            r#"(game "Pins" (players {{ (player N) (player S) }})
               (equipment {{ (board (square 6))
                 (piece "King" Each (move Step (to if:(not (is Friend (who at:(to)))) (apply (if (is Enemy (who at:(to))) (remove (to)))))))
                 (piece "Rook" Each (move Slide Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to))))))
                 (piece "Bishop" Each (move Slide Diagonal (to if:(is Enemy (who at:(to))) (apply (remove (to))))))
                 (piece "Queen" Each (move Slide (to if:(is Enemy (who at:(to))) (apply (remove (to))))))
                 (piece "Knight" Each (move Leap {{ {{ F F R F }} {{ F F L F }} }} (to if:(not (is Friend (who at:(to)))) (apply (remove (to))))))
                 (piece "Pawn" Each (or {{
                     (move Step Forward (to if:(is Empty (to))))
                     (move Step (directions {{ FR FL }}) (to if:(is Enemy (who at:(to))) (apply (remove (to)))))
                     (if (is In (from) (sites Start (piece (what at:(from)))))
                         (move Slide Forward (between (exact 2) if:(is Empty (between))) (to if:(is Empty (to)))
                             (then (set Pending (ahead (last To) Backward)))))
                     (move Step (directions {{ FR FL }}) (to if:(and (is Pending) (= (to) (value Pending))))
                         (then (remove (ahead (last To) Backward)))) }})) }})
               (rules (start {{ {start} }})
                 (play (do (forEach Piece) ifAfterwards:(not (is Threatened (id "King" Mover)))))
                 (end {{ (if (and (no Moves Next) (is Threatened (id "King" Next))) (result Mover Win))
                        (if (or (no Moves Next) (= (count Moves) 40)) (result Mover Draw)) }})))"#
        )
    }

    #[test]
    fn pinned_pieces_stay_on_their_line() {
        // The king on A1: the knight on B2 is pinned by the bishop on E5, the rook on A3 by
        // the rook on A6, the bishop on C1 by the queen on F1; the pawn on D2 is not.
        let start = r#"(place "King1" coord:"A1") (place "Knight1" coord:"B2") (place "Bishop2" coord:"E5")
            (place "Rook1" coord:"A3") (place "Rook2" coord:"A6") (place "King2" coord:"F6")
            (place "Bishop1" coord:"C1") (place "Queen2" coord:"F1") (place "Pawn1" coord:"D2")"#;
        let (steps, _) = agree(&chess(start), 40, "king_safe");
        assert!(steps > 200, "steps {steps}");
    }

    #[test]
    fn a_king_in_check_only_blocks_captures_or_steps_away() {
        // The rook on A6 checks the king on A1 down the file: the knight and the bishop can
        // block on A3 / A5, the king step aside; nothing else is legal.
        let start = r#"(place "King1" coord:"A1") (place "Rook2" coord:"A6") (place "Knight1" coord:"C4")
            (place "Bishop1" coord:"C3") (place "Queen1" coord:"F1") (place "King2" coord:"F6") (place "Knight2" coord:"D3")"#;
        let (steps, _) = agree(&chess(start), 40, "king_free");
        assert!(steps > 200, "steps {steps}");
    }

    #[test]
    fn en_passant_that_clears_the_kings_rank_is_refused() {
        // After the pawn on D5 steps two to D3, taking it en passant from C3 empties C3 and
        // D3 at once: the rook on F3 would see the king on A3.
        let start = r#"(place "King1" coord:"A3") (place "Pawn1" coord:"C3") (place "Pawn2" coord:"D5")
            (place "Rook2" coord:"F3") (place "King2" coord:"F6") (place "Pawn1" coord:"B1")"#;
        let (steps, _) = agree(&chess(start), 60, "king_safe");
        assert!(steps > 200, "steps {steps}");
    }
}
