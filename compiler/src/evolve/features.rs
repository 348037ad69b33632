//! What a game's rules use, read from its Game IR: MAP-Elites' behaviour descriptors.
//!
//! Read from the lowered rules rather than from the description's ludeme names, so a capture
//! is found however it is spelled: an effect that removes pieces (`remove`, alone or inside
//! `custodial` or a hop's `between`), or a movement whose destination may hold an enemy piece
//! (Ludii's capture by replacement, `(to if:(is Enemy ...))`). Flipping pieces (Reversi's
//! `flip`) converts them and is not a capture. Lines are `(is Line ...)` tests anywhere: in the
//! play rules, phase changes and end rules.

use crate::game_ir::{BoolExpr, ContainerKind, Game, IntExpr, Moves, RegionExpr, Results, Target};

/// Behaviour descriptors of a game, from its IR.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    pub board_sites: usize,
    /// Piece kinds by declared name (a pawn for each player is one kind).
    pub piece_kinds: usize,
    pub uses_captures: bool,
    pub uses_lines: bool,
    /// Some player has a hand (pieces placed from it).
    pub uses_hands: bool,
}

impl Features {
    pub fn of(game: &Game) -> Features {
        let mut scan = Scan::default();
        for phase in &game.phases {
            scan.moves(&phase.play);
            for next in &phase.next {
                scan.cond(&next.cond);
            }
        }
        for moves in game.components.iter().filter_map(|c| c.moves.as_ref()) {
            scan.moves(moves);
        }
        for rule in &game.end {
            scan.cond(&rule.condition);
        }
        let mut kinds: Vec<&str> = game.components.iter().map(|c| c.base.as_str()).collect();
        kinds.sort_unstable();
        kinds.dedup();
        Features {
            board_sites: game.board.num_sites(),
            piece_kinds: kinds.len(),
            uses_captures: scan.captures,
            uses_lines: scan.lines,
            uses_hands: game
                .containers
                .iter()
                .any(|c| matches!(c.kind, ContainerKind::Hand { .. })),
        }
    }
}

/// A walk over rules that notes what it meets.
#[derive(Default)]
struct Scan {
    captures: bool,
    lines: bool,
    /// Inside the destination test of a movement (where `is Enemy` means capture).
    in_movement_target: bool,
}

impl Scan {
    fn moves(&mut self, m: &Moves) {
        match m {
            Moves::Add { to, target, state, .. } => {
                self.region(to);
                self.target(target, false);
                self.opt_int(state.as_ref());
            }
            Moves::FromTo { from, to, target, count, .. } => {
                self.region(from);
                self.region(to);
                self.target(target, true);
                self.opt_int(count.as_ref());
            }
            Moves::Step { target, .. } | Moves::Leap { target, .. } => self.target(target, true),
            Moves::Slide { between, target, .. } => {
                self.opt_cond(between.as_ref());
                self.target(target, true);
            }
            Moves::SlideTrack { between, target, to_rule, .. } => {
                self.opt_cond(between.as_ref());
                self.opt_cond(to_rule.as_ref());
                self.target(target, true);
            }
            Moves::Hop { between, between_effect, target, range, .. } => {
                self.opt_cond(between.as_ref());
                if let Some(r) = range {
                    self.int(&r.0);
                    self.int(&r.1);
                }
                self.opt_moves(between_effect.as_deref());
                self.target(target, true);
            }
            Moves::HopFar { between, between_effect, target, stop, before, after, .. } => {
                self.opt_cond(between.as_ref());
                self.opt_moves(between_effect.as_deref());
                self.opt_cond(stop.as_ref());
                self.int(before);
                self.int(after);
                self.target(target, true);
            }
            Moves::Enclose { between, effect, .. }
            | Moves::Intervene { to: between, effect, .. }
            | Moves::Directional { cond: between, effect, .. } => {
                self.cond(between);
                self.moves(effect);
            }
            Moves::Custodial { between, effect, to, .. }
            | Moves::Surround { between, effect, to, .. } => {
                self.cond(between);
                self.moves(effect);
                self.cond(to);
            }
            Moves::ForEachPiece { moves, .. } => self.opt_moves(moves.as_deref()),
            Moves::ForEachSite { region, moves } => {
                self.region(region);
                self.moves(moves);
            }
            Moves::ForEachLevel { moves, .. } => self.moves(moves),
            Moves::ForEachDirection { between, cond, moves, .. } => {
                self.opt_cond(between.as_ref());
                self.opt_cond(cond.as_ref());
                self.moves(moves);
            }
            Moves::Or(all) | Moves::Priority(all) | Moves::And(all) => {
                all.iter().for_each(|m| self.moves(m))
            }
            Moves::AllCombinations(a, b)
            | Moves::Then { moves: a, then: b }
            | Moves::DoNext { prior: a, next: b } => {
                self.moves(a);
                self.moves(b);
            }
            Moves::Append(inner) | Moves::MaxMoves(inner) | Moves::ForDie { moves: inner, .. } => {
                self.moves(inner)
            }
            Moves::Do { prior, after } => {
                self.moves(prior);
                self.cond(after);
            }
            Moves::If { cond, then, otherwise } => {
                self.cond(cond);
                self.moves(then);
                self.opt_moves(otherwise.as_deref());
            }
            Moves::Remove(_) | Moves::RemoveLevel { .. } => self.captures = true,
            Moves::SetScore { value, .. } => self.int(value),
            Moves::AddAt { state, .. } => self.opt_int(state.as_ref()),
            Moves::SetPending(value) => self.opt_int(value.as_ref()),
            Moves::Select { from, cond, to, to_cond } => {
                self.region(from);
                self.opt_cond(cond.as_ref());
                if let Some(to) = to {
                    self.region(to);
                }
                self.opt_cond(to_cond.as_ref());
            }
            // Sowing captures by taking the seeds of the sites its `apply` acts on.
            Moves::Sow(sow) => {
                self.opt_cond(sow.capture.as_ref());
                self.opt_moves(sow.apply.as_deref());
                self.captures |= sow.apply.is_some();
            }
            Moves::MoveCount { count, .. } => self.int(count),
            Moves::SetVar { value, .. }
            | Moves::SetPlayerVar { value, .. }
            | Moves::SetState { value, .. }
            | Moves::SetValue { value, .. }
            | Moves::Remember { value, .. }
            | Moves::SetNextPlayer(value) => self.int(value),
            Moves::Forget { value, .. } => {
                if let Some(v) = value {
                    self.int(v)
                }
            }
            Moves::SetHidden(h) => {
                self.region(&h.sites);
                self.cond(&h.value);
            }
            Moves::Shoot { .. }
            | Moves::Note
            | Moves::Pass
            | Moves::Propose(_)
            | Moves::Vote(_)
            | Moves::MoveAgain
            | Moves::Promote { .. }
            | Moves::Flip(_)
            | Moves::Trigger { .. } => {}
        }
    }

    fn target(&mut self, t: &Target, movement: bool) {
        if let Some(cond) = &t.cond {
            let outer = std::mem::replace(&mut self.in_movement_target, movement);
            self.cond(cond);
            self.in_movement_target = outer;
        }
        self.opt_moves(t.effect.as_deref());
    }

    fn cond(&mut self, b: &BoolExpr) {
        match b {
            BoolExpr::IsLine(_) => self.lines = true,
            BoolExpr::IsEnemy(who) => {
                self.captures |= self.in_movement_target;
                self.int(who);
            }
            BoolExpr::Not(inner) => self.cond(inner),
            BoolExpr::And(all) | BoolExpr::Or(all) => all.iter().for_each(|c| self.cond(c)),
            BoolExpr::Eq(a, b)
            | BoolExpr::Ne(a, b)
            | BoolExpr::Lt(a, b)
            | BoolExpr::Le(a, b)
            | BoolExpr::Gt(a, b)
            | BoolExpr::Ge(a, b) => {
                self.int(a);
                self.int(b);
            }
            BoolExpr::IsFriend(x)
            | BoolExpr::IsActive(x)
            | BoolExpr::IsEven(x)
            | BoolExpr::IsOdd(x) => self.int(x),
            BoolExpr::IsIn(_, region) => self.region(region),
            BoolExpr::SameSites(a, b) => {
                self.region(a);
                self.region(b);
            }
            BoolExpr::CanMove(m) => {
                // Moves tested for existence are not made: their captures do not happen.
                let (captures, outer) =
                    (self.captures, std::mem::take(&mut self.in_movement_target));
                self.moves(m);
                self.captures = captures;
                self.in_movement_target = outer;
            }
            BoolExpr::AllSites(region, cond) => {
                self.region(region);
                self.cond(cond);
            }
            BoolExpr::Const(_)
            | BoolExpr::AllDiceUsed
            | BoolExpr::AllDiceEqual
            | BoolExpr::IsEmpty(_)
            | BoolExpr::IsOccupied(_)
            | BoolExpr::IsPrevMover
            | BoolExpr::IsConnected { .. }
            | BoolExpr::IsLoop
            | BoolExpr::IsTriggered { .. }
            | BoolExpr::NoMoves(_)
            | BoolExpr::AllPassed
            | BoolExpr::WasPass
            | BoolExpr::IsPending
            | BoolExpr::IsProposed(_)
            | BoolExpr::IsDecided(_)
            | BoolExpr::IsCycle
            | BoolExpr::PositionRepeated
            | BoolExpr::IsHidden { .. }
            | BoolExpr::IsFull => {}
            BoolExpr::IsThreatened { what, moves, .. } => {
                self.int(what);
                if let Some(m) = moves {
                    // Moves asked about are not made, as `CanMove`'s.
                    let (captures, outer) =
                        (self.captures, std::mem::take(&mut self.in_movement_target));
                    self.moves(m);
                    self.captures = captures;
                    self.in_movement_target = outer;
                }
            }
        }
    }

    fn region(&mut self, r: &RegionExpr) {
        match r {
            RegionExpr::State(x) | RegionExpr::Start(x) => self.int(x),
            RegionExpr::Difference(a, b) | RegionExpr::Intersection(a, b) => {
                self.region(a);
                self.region(b);
            }
            RegionExpr::Union(all) => all.iter().for_each(|r| self.region(r)),
            RegionExpr::Filter(region, cond) => {
                self.region(region);
                self.cond(cond);
            }
            RegionExpr::Around { cond, .. } | RegionExpr::Direction { stop: cond, .. } => {
                self.opt_cond(cond.as_deref())
            }
            RegionExpr::If(cond, a, b) => {
                self.cond(cond);
                self.region(a);
                self.region(b);
            }
            RegionExpr::Results(r) => self.results(r),
            RegionExpr::Const(_)
            | RegionExpr::Remembered(_)
            | RegionExpr::Empty
            | RegionExpr::Board
            | RegionExpr::Owned(..)
            | RegionExpr::Hand(_)
            | RegionExpr::Named(_)
            | RegionExpr::Single(_)
            | RegionExpr::Hidden { .. }
            | RegionExpr::TrackSpan { .. }
            | RegionExpr::Distance { .. }
            | RegionExpr::Occupied(_) => {}
        }
    }

    fn int(&mut self, x: &IntExpr) {
        match x {
            IntExpr::CountSites(region) => self.region(region),
            IntExpr::CountSteps { to, .. } => self.region(to),
            IntExpr::CountLiberties { .. }
            | IntExpr::SizeGroup { .. }
            | IntExpr::SizeTerritory { .. }
            | IntExpr::Score(_) => {}
            IntExpr::CountGroups { cond, min, .. } => {
                self.cond(cond);
                self.int(min);
            }
            IntExpr::CountPieces { within: Some(region), .. } => self.region(region),
            IntExpr::Fold(_, r) => self.results(r),
            IntExpr::If(c, a, b) => {
                self.cond(c);
                self.int(a);
                self.int(b);
            }
            IntExpr::Add(a, b)
            | IntExpr::Sub(a, b)
            | IntExpr::Mul(a, b)
            | IntExpr::Div(a, b)
            | IntExpr::Mod(a, b) => {
                self.int(a);
                self.int(b);
            }
            _ => {}
        }
    }

    fn results(&mut self, r: &Results) {
        self.region(&r.from);
        self.region(&r.to);
        self.int(&r.value);
    }

    fn opt_moves(&mut self, m: Option<&Moves>) {
        if let Some(m) = m {
            self.moves(m);
        }
    }

    fn opt_cond(&mut self, b: Option<&BoolExpr>) {
        if let Some(b) = b {
            self.cond(b);
        }
    }

    fn opt_int(&mut self, x: Option<&IntExpr>) {
        if let Some(x) = x {
            self.int(x);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;

    fn features(text: &str) -> Features {
        let compiled =
            compile_ludii("test.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|(_, f)| panic!("{:?}", f.diagnostics));
        Features::of(&compiled.game)
    }

    fn game(name: &str) -> Features {
        let path = format!("{}/../games/{name}.lud", env!("CARGO_MANIFEST_DIR"));
        features(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")))
    }

    #[test]
    fn captures_and_lines_come_from_the_rules() {
        let f = game("tic-tac-toe");
        assert_eq!(
            (f.board_sites, f.piece_kinds, f.uses_captures, f.uses_lines, f.uses_hands),
            (9, 2, false, true, false)
        );
        // Capture by replacement: a step onto an enemy piece.
        let f = game("breakthrough");
        assert_eq!((f.uses_captures, f.uses_lines), (true, false));
        // Hops that remove the jumped piece.
        assert!(game("english-draughts").uses_captures);
        // Reversi flips pieces: a conversion, not a capture.
        assert_eq!((game("reversi").uses_captures, game("reversi").uses_lines), (false, false));
        // Connect Four: lines only; Three Men's Morris places from hands.
        assert_eq!(
            (game("connect-four").uses_captures, game("connect-four").uses_lines),
            (false, true)
        );
        assert!(game("three-mens-morris").uses_lines);
    }

    #[test]
    fn a_remove_only_tested_by_can_move_is_no_capture() {
        let text = r#"(game "T" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
            (rules (play (if (can Move (move Remove (sites Occupied by:Next))) (move Add (to (sites Empty))) (move Add (to (sites Empty)))))
            (end (if (no Moves Next) (result Mover Win)))))"#;
        let f = features(text);
        assert!(!f.uses_captures && !f.uses_lines, "{f:?}");
    }
}
