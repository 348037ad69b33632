//! `race`: a toy grammar language whose texts compile to a runtime game, so grammar-guided GP
//! with the FDG set-up can be run and tested end to end before the card language lands. Its
//! shape imitates the card language's: stages of "if condition then action" rules and a
//! winning condition; the grammar is pest's, read by [`super::pest_gp`] like any other.
//!
//! The game: P players (the axiom), each with a score from 0. Stages are played in order, one
//! round (a turn per player, in seat order) each, then again from the first. On its turn a
//! player chooses one rule of the current stage whose condition holds for it and applies the
//! action; when none holds its only move is a pass (a useless turn). The first player whose
//! score reaches the goal wins; games that go on past the limits are unfinished.

use ludemic_runtime::{DynGame, DynHandle, Limits, MoveKey, MoveKind, Outcome, RawMove, Status};

use super::language::{Axioms, GrammarLanguage};
use super::pest_gp::PestGrammar;

pub const GRAMMAR: &str = r#"
WHITESPACE = _{ " " | "\n" }
race   = { SOI ~ stage+ ~ goal ~ EOI }
stage  = { "stage" ~ rule+ }
rule   = { "if" ~ cond ~ "then" ~ action }
cond   = { "always" | "below" ~ number | "above" ~ number | "leading" | "trailing" }
action = { "advance" ~ number | "back" ~ number | "double" }
goal   = { "first" ~ "to" ~ number ~ "wins" }
number = @{ ASCII_NONZERO_DIGIT ~ ASCII_DIGIT? }
"#;

/// Seeds: hand-written races (the card language's are hold 'em, blackjack and UNO).
pub const SEEDS: &[(&str, &str)] = &[
    ("steady", "stage if always then advance 2 if always then advance 3 first to 40 wins"),
    (
        "catch-up",
        "stage if trailing then advance 5 if leading then advance 1\nstage if below 20 then double if above 9 then back 2\nfirst to 30 wins",
    ),
];

pub fn language() -> GrammarLanguage {
    GrammarLanguage {
        name: "race",
        extension: "race",
        grammar: GRAMMAR,
        start: "race",
        stage_rule: Some("stage"),
        seeds: SEEDS.to_vec(),
        compile: Box::new(|text, axioms| compile(text, axioms).map(DynHandle::new)),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cond {
    Always,
    Below(u16),
    Above(u16),
    Leading,
    Trailing,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Advance(u16),
    Back(u16),
    Double,
}

#[derive(Clone, Debug)]
pub struct Race {
    players: usize,
    stages: Vec<Vec<(Cond, Action)>>,
    goal: u16,
}

/// Reads a race text (checked against the grammar first, so errors say where).
pub fn compile(text: &str, axioms: &Axioms) -> Result<Race, String> {
    static READ: std::sync::OnceLock<PestGrammar> = std::sync::OnceLock::new();
    if !(1..=8).contains(&axioms.players) {
        return Err(format!("{} players (a race has 1 to 8)", axioms.players));
    }
    let grammar =
        READ.get_or_init(|| PestGrammar::new(GRAMMAR, "race").expect("the race grammar is valid"));
    grammar.parse(text)?;
    // The text is valid, so its words come in the grammar's order.
    fn number(w: Option<&str>) -> u16 {
        w.and_then(|w| w.parse().ok()).expect("the grammar's numbers")
    }
    let mut words = text.split_whitespace();
    let mut stages: Vec<Vec<(Cond, Action)>> = Vec::new();
    while let Some(w) = words.next() {
        match w {
            "stage" => stages.push(Vec::new()),
            "if" => {
                let cond = match words.next() {
                    Some("always") => Cond::Always,
                    Some("below") => Cond::Below(number(words.next())),
                    Some("above") => Cond::Above(number(words.next())),
                    Some("leading") => Cond::Leading,
                    _ => Cond::Trailing,
                };
                words.next(); // then
                let action = match words.next() {
                    Some("advance") => Action::Advance(number(words.next())),
                    Some("back") => Action::Back(number(words.next())),
                    _ => Action::Double,
                };
                stages.last_mut().expect("rules follow a stage").push((cond, action));
            }
            _ => {
                // first to N wins
                words.next();
                let goal = number(words.next());
                return Ok(Race { players: axioms.players, stages, goal });
            }
        }
    }
    Err("a race ends with its goal".into())
}

// State bytes: mover, stage, turn within the round, turns played (u16), then a u16 score per
// player.
const MOVER: usize = 0;
const STAGE: usize = 1;
const ROUND_TURN: usize = 2;
const TURNS: usize = 3;
const SCORES: usize = 5;

impl Race {
    fn score(&self, s: &[u8], p: usize) -> u16 {
        u16::from_le_bytes([s[SCORES + 2 * p], s[SCORES + 2 * p + 1]])
    }

    fn holds(&self, s: &[u8], p: usize, c: Cond) -> bool {
        let mine = self.score(s, p);
        let others = (0..self.players).filter(|&q| q != p).map(|q| self.score(s, q));
        match c {
            Cond::Always => true,
            Cond::Below(n) => mine < n,
            Cond::Above(n) => mine > n,
            Cond::Leading => others.clone().all(|o| mine >= o),
            Cond::Trailing => others.clone().all(|o| mine <= o),
        }
    }

    fn winner(&self, s: &[u8]) -> Option<usize> {
        (0..self.players).find(|&p| self.score(s, p) >= self.goal)
    }
}

impl DynGame for Race {
    fn name(&self) -> &str {
        "race"
    }
    fn num_players(&self) -> usize {
        self.players
    }
    fn state_len(&self) -> usize {
        SCORES + 2 * self.players
    }
    fn init_state(&self, s: &mut [u8]) {
        s.fill(0);
        s[MOVER] = 1;
    }
    fn mover(&self, s: &[u8]) -> usize {
        s[MOVER] as usize
    }
    fn legal_moves(&self, s: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        if self.winner(s).is_some() {
            return;
        }
        let p = s[MOVER] as usize - 1;
        for (i, &(c, _)) in self.stages[s[STAGE] as usize].iter().enumerate() {
            if self.holds(s, p, c) {
                moves.push(RawMove {
                    from: i as u32,
                    to: i as u32,
                    aux: i as u32,
                    ..RawMove::default()
                });
            }
        }
        if moves.is_empty() {
            moves.push(RawMove { kind: MoveKind::Pass as u8, ..RawMove::default() });
        }
    }
    fn apply(&self, s: &mut [u8], mv: &RawMove) {
        let p = s[MOVER] as usize - 1;
        if mv.kind != MoveKind::Pass as u8 {
            let score = self.score(s, p);
            let new = match self.stages[s[STAGE] as usize][mv.from as usize].1 {
                Action::Advance(n) => score.saturating_add(n),
                Action::Back(n) => score.saturating_sub(n),
                Action::Double => score.saturating_mul(2),
            }
            .min(999);
            s[SCORES + 2 * p..SCORES + 2 * p + 2].copy_from_slice(&new.to_le_bytes());
        }
        let turns = u16::from_le_bytes([s[TURNS], s[TURNS + 1]]).saturating_add(1);
        s[TURNS..TURNS + 2].copy_from_slice(&turns.to_le_bytes());
        s[MOVER] = (p + 1) as u8 % self.players as u8 + 1;
        s[ROUND_TURN] += 1;
        if s[ROUND_TURN] as usize == self.players {
            s[ROUND_TURN] = 0;
            s[STAGE] = ((s[STAGE] as usize + 1) % self.stages.len()) as u8;
        }
    }
    fn status(&self, s: &[u8]) -> Status {
        match self.winner(s) {
            Some(p) => Status::Over(Outcome::win(self.players, p + 1)),
            None => Status::Ongoing,
        }
    }
    fn move_key(&self, _: &[u8], mv: &RawMove) -> MoveKey {
        if mv.kind == MoveKind::Pass as u8 {
            MoveKey::special(MoveKind::Pass)
        } else {
            MoveKey::sites(mv.from, mv.to)
        }
    }
    fn state_string(&self, s: &[u8]) -> String {
        let scores: Vec<String> = (0..self.players).map(|p| self.score(s, p).to_string()).collect();
        format!("scores {} stage {} |mover={}", scores.join(","), s[STAGE], s[MOVER])
    }
    fn limits(&self) -> Limits {
        Limits { max_turns: 300, max_moves: 300 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludemic_runtime::fdg::{random_measures, Guard};
    use ludemic_runtime::Game;

    #[test]
    fn seeds_compile_and_play_by_the_rules() {
        let axioms = Axioms::default();
        for (name, text) in SEEDS {
            let game =
                DynHandle::new(compile(text, &axioms).unwrap_or_else(|e| panic!("{name}: {e}")));
            let m = random_measures(&game, 30, 1, &Guard::none()).unwrap();
            assert_eq!(m.unfinished, 0, "{name}: {m:?}");
        }
        // steady: every turn advances 2 or 3; moving first, player 1 wins more often than 3.
        let steady = DynHandle::new(compile(SEEDS[0].1, &axioms).unwrap());
        let m = random_measures(&steady, 50, 2, &Guard::none()).unwrap();
        assert!(m.wins[0] > m.wins[2], "{m:?}");
        assert_eq!(m.avg_useless, 0.0);
    }

    #[test]
    fn a_stage_whose_rules_never_hold_makes_useless_turns() {
        // Stage 2 needs a score above 50, never reached before the goal of 10: every turn in
        // it is a pass. Three players: each plays stage 1 then stage 2 in turn.
        let text =
            "stage if always then advance 1 stage if above 50 then advance 1 first to 10 wins";
        let game = DynHandle::new(compile(text, &Axioms::default()).unwrap());
        let m = random_measures(&game, 5, 1, &Guard::none()).unwrap();
        // Rounds alternate stage 1 (3 moves) and stage 2 (3 passes): player 1 wins on the first
        // turn of the 10th stage-1 round, after 9 rounds of each stage.
        assert_eq!(m.avg_turns, (9 * 3 + 9 * 3 + 1) as f64);
        assert_eq!(m.avg_useless, 27.0);
        assert_eq!(m.wins, [5, 0, 0]);
        let mut s = game.initial_state();
        let mut moves = Vec::new();
        game.legal_moves(&s, &mut moves);
        assert!(!game.is_pass(&s, moves[0]));
        for _ in 0..3 {
            game.legal_moves(&s, &mut moves);
            game.apply(&mut s, moves[0]);
        }
        game.legal_moves(&s, &mut moves);
        assert!(moves.len() == 1 && game.is_pass(&s, moves[0]));
    }

    #[test]
    fn bad_texts_are_refused_with_a_place() {
        let e = compile("stage if sometimes then advance 1 first to 9 wins", &Axioms::default())
            .unwrap_err();
        assert!(e.contains("line 1, column 10"), "{e}");
    }
}
