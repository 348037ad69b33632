//! Which targets a state-driven action can have from each start, as far as its conditions tell
//! from the two positions alone (for `state_rules`).
//!
//! Most conditions of a board game's actions are geometry: a knight's `mul(abs(dx), abs(dy)) = 2`,
//! a rook's `or(dx = 0, dy = 0)`, the line `path_clear` needs. They are evaluated here at
//! compile time on every (start, target) pair, with every choice of the action's parameters;
//! a pair where one of them is false for every choice can never be a move, so `explore` and
//! `can_target` visit only the other targets (and starts), from a table, instead of trying
//! every action's conditions on all of them (chess: 64 × 64 pairs per move, and again per
//! check test). What the conditions read from the state is left to the kernel: the pruned
//! pairs are exactly the ones where the kernel would have found a condition false, so the
//! moves, and their order, are the same.

use crate::game_ir::state_rules::{Binding, Expr as E, Func, StateRules};

/// For each action of a phase, per start, a bitmask of the targets it may have from there (bit
/// `t` for target `t`); and per target, the starts from which some of them may reach it.
pub(super) struct Candidates {
    pub targets: Vec<Vec<i64>>,
    pub starts: Vec<i64>,
}

/// The candidates of `actions` (`choices` gives an action's parameter choices). `None` when
/// they cannot be tabled: more than 64 positions, or an action without a start or a target
/// (placements and global actions, whose start or target is null).
pub(super) fn candidates(
    r: &StateRules,
    actions: &[usize],
    choices: impl Fn(usize) -> Vec<Vec<i64>>,
) -> Option<Candidates> {
    let n = r.num_positions();
    if n > 64 || actions.iter().any(|&a| !r.actions[a].uses_start || !r.actions[a].uses_target) {
        return None;
    }
    let mut targets = vec![vec![0i64; n]; actions.len()];
    let mut starts = vec![0i64; n];
    for (j, &a) in actions.iter().enumerate() {
        let choices = choices(a);
        for start in 0..n {
            for target in 0..n {
                let at = Pair { r, start: start as i64, target: target as i64 };
                if choices.iter().any(|params| {
                    r.actions[a].conditions.iter().all(|c| at.value(c, params) != Some(0))
                }) {
                    targets[j][start] |= 1 << target;
                    starts[target] |= 1 << start;
                }
            }
        }
    }
    Some(Candidates { targets, starts })
}

/// `path_clear`'s geometry per pair of board positions (`a * positions + b`): the squares
/// strictly between `a` and `b` when they share a rank, file or diagonal, and every bit (-1)
/// otherwise or when `a = b`. The kernel tests `between & (occupied | bit a) = 0`: no piece in
/// the way, and for the pairs off a line always false (bit `a` is never in their `between`
/// of a line, always in -1), so one table answers both questions. `None` past 64 positions.
pub(super) fn between(r: &StateRules) -> Option<Vec<i64>> {
    let n = r.board_positions();
    if n > 64 {
        return None;
    }
    let w = r.width as i64;
    let mut out = vec![-1i64; n * n];
    for a in 0..n as i64 {
        for b in 0..n as i64 {
            let (dx, dy) = (b % w - a % w, b / w - a / w);
            if a == b || (dx != 0 && dy != 0 && dx.abs() != dy.abs()) {
                continue;
            }
            let (sx, sy) = (dx.signum(), dy.signum());
            let (mut x, mut y, mut mask) = (a % w + sx, a / w + sy, 0i64);
            while (x, y) != (b % w, b / w) {
                mask |= 1 << (y * w + x);
                x += sx;
                y += sy;
            }
            out[(a * n as i64 + b) as usize] = mask;
        }
    }
    Some(out)
}

/// One (start, target) pair of positions, which expressions are evaluated at.
struct Pair<'r> {
    r: &'r StateRules,
    start: i64,
    target: i64,
}

impl Pair<'_> {
    /// The value of `e` (as the kernel computes it: null is -1) when the two positions and the
    /// parameters decide it, `None` when it depends on the state.
    fn value(&self, e: &E, params: &[i64]) -> Option<i64> {
        match e {
            E::Const(c) => Some(*c),
            E::Bound(Binding::Start) => Some(self.start),
            E::Bound(Binding::Target) => Some(self.target),
            E::Param(i) => params.get(*i).copied(),
            E::Call(f, args) => self.call(*f, args, params),
            _ => None,
        }
    }

    fn call(&self, f: Func, args: &[E], params: &[i64]) -> Option<i64> {
        let values: Vec<Option<i64>> = args.iter().map(|a| self.value(a, params)).collect();
        let w = self.r.width as i64;
        let on_board = |p: i64| p >= 0 && p < self.r.board_positions() as i64;
        match f {
            // A false part decides `and` whatever the others read (a true one decides `or`).
            Func::And if values.contains(&Some(0)) => Some(0),
            Func::Or if values.iter().any(|v| matches!(v, Some(x) if *x != 0)) => Some(1),
            Func::If => match values[0]? {
                0 => values[2],
                _ => values[1],
            },
            Func::X | Func::Y => {
                let p = values[0]?;
                Some(match (on_board(p), f) {
                    (false, _) => -1,
                    (true, Func::X) => p % w,
                    (true, _) => p / w,
                })
            }
            Func::Pos => {
                let (x, y) = (values[0]?, values[1]?);
                let inside = (0..w).contains(&x) && (0..self.r.height as i64).contains(&y);
                Some(if inside { y * w + x } else { -1 })
            }
            // The path of `path_clear` is a straight line (rank, file or diagonal): off it the
            // answer is no, on it the squares between decide.
            Func::PathClear => {
                let (a, b) = (values[0]?, values[1]?);
                if !on_board(a) || !on_board(b) || a == b {
                    return Some(0);
                }
                let (dx, dy) = (b % w - a % w, b / w - a / w);
                if dx != 0 && dy != 0 && dx.abs() != dy.abs() {
                    return Some(0);
                }
                None
            }
            _ => {
                let known: Option<Vec<i64>> = values.into_iter().collect();
                f.pure(&known?)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceMap;

    fn chess() -> StateRules {
        let text =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../games/chess.json"))
                .unwrap();
        let mut sources = SourceMap::new();
        let file = sources.add("chess.json", text);
        let game = crate::front::json::compile(&sources, file, None)
            .unwrap_or_else(|d| panic!("{}", d.message));
        *game.state_rules.expect("a state-driven spec")
    }

    /// The Kernel IR of `games/<file>`.
    fn kernel(file: &str) -> String {
        let path = format!("{}/../games/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let compiled = crate::driver::compile_json(file, &text, None)
            .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        crate::lower::lower(&compiled.game).unwrap().to_string()
    }

    #[test]
    fn searches_visit_only_the_targets_the_bitboards_allow() {
        // Draughts: both actions need an empty target (`eq(board[target], null)`); one search
        // each, shared by `legal` and the "any move?" question.
        let draughts = kernel("checkers.json");
        assert_eq!(draughts.matches("[start] & ~bits[0])").count(), 2, "{draughts}");
        // Chess: a knight's, bishop's, rook's, queen's or king's target is not the mover's own
        // piece (`ne(board[target].owner, state.current_player)`); pushes need an empty square.
        let chess = kernel("chess.json");
        assert!(chess.matches("[start] & (if ((slots[").count() >= 5, "{chess}");
        assert!(chess.contains("[start] & ~bits[0])"), "{chess}");
    }

    /// Bit per target, from (x, y) squares of the 8 × 8 board.
    fn squares(xy: &[(i64, i64)]) -> i64 {
        xy.iter().fold(0, |m, (x, y)| m | 1 << (y * 8 + x))
    }

    #[test]
    fn a_piece_s_geometry_bounds_its_targets() {
        let r = chess();
        let action = |name: &str| r.actions.iter().position(|a| a.name == name).unwrap();
        let only = |name: &str| candidates(&r, &[action(name)], |_| vec![vec![]]).unwrap();
        let targets = |name: &str| only(name).targets.swap_remove(0);
        // A knight on b1 (1, 0): a3, c3, d2.
        assert_eq!(targets("knight_move")[1], squares(&[(0, 2), (2, 2), (3, 1)]));
        // A king in a corner: its three neighbours; castling: two squares along the row.
        assert_eq!(targets("king_move")[0], squares(&[(1, 0), (0, 1), (1, 1)]));
        assert_eq!(targets("castle")[4], squares(&[(2, 0), (6, 0)]));
        // A bishop on a1: the long diagonal (path_clear needs a line; the squares between are
        // the state's); a queen: the rank, the file and the diagonal.
        assert_eq!(targets("bishop_move")[0], squares(&(1..8).map(|i| (i, i)).collect::<Vec<_>>()));
        assert_eq!(targets("queen_move")[0].count_ones(), 21);
        // A pawn push stays on its file; how far is the owner's attribute, not tabled (its own
        // square too: the kernel's test of the direction excludes it).
        assert_eq!(
            targets("pawn_push")[8 + 3],
            squares(&(0..8).map(|y| (3, y)).collect::<Vec<_>>())
        );
        // The reverse table: what can reach a1 by a knight's move.
        assert_eq!(only("knight_move").starts[0], squares(&[(1, 2), (2, 1)]));
        // Between a1 and h8 the six squares of the long diagonal; a1 and b3 share no line.
        let between = between(&r).unwrap();
        assert_eq!(between[63], squares(&(1..7).map(|i| (i, i)).collect::<Vec<_>>()));
        assert_eq!(between[17], -1);
        assert_eq!(between[0], -1);
        assert_eq!(between[1], 0);
        // Placements have no start: not tabled.
        let mut placing = r.clone();
        placing.actions[0].uses_start = false;
        assert!(candidates(&placing, &[0], |_| vec![vec![]]).is_none());
    }
}
