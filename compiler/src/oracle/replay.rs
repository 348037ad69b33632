//! Replaying Ludii's recorded games on one of our games, move for move.

use std::collections::BTreeSet;
use std::fmt;
use std::time::{Duration, Instant};

use ludemic_runtime::{Game, Outcome, Status};
use serde::Serialize;

use super::state::{self, Legend, StateDiff};
use super::trace::{Chosen, End, Trace, TraceFile};

/// Bounds on one replay, so a slow or looping game cannot stall a corpus run.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReplayLimits {
    /// Check at most this many steps of each trace (the rest is not checked, and the replay
    /// does not count as a pass).
    pub max_steps: Option<usize>,
    /// Wall-clock budget for the whole file.
    pub time: Option<Duration>,
}

/// The result of replaying every trace of a file.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayReport {
    pub game: String,
    /// Number of traces in the file.
    pub traces: usize,
    /// Traces replayed to their end without a divergence.
    pub traces_ok: usize,
    /// Steps whose mover, legal set and resulting state all matched.
    pub steps_checked: usize,
    /// Every step of every trace matched (and every finished trace's result).
    pub ok: bool,
    pub first_divergence: Option<Divergence>,
    /// Things worth knowing that are not divergences (several of our moves sharing a key...).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// What disagreed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DivergenceKind {
    /// The state before the first move.
    InitialState,
    /// The player to move.
    Mover,
    /// The set of legal move keys.
    LegalSet,
    /// Ludii played a move whose key none of our legal moves has (only when the legal sets
    /// agree otherwise, i.e. never in practice; kept for traces whose `chosen` is out of range).
    MissingChosenMove,
    /// The state after playing the chosen move.
    StateAfterMove,
    /// Over or not, and the ranking, at the end of a finished trace.
    EndResult,
    /// The trace uses something the oracle cannot replay yet (simultaneous moves).
    Unsupported,
    /// The replay was cut by a step or time limit.
    Cut,
}

impl DivergenceKind {
    fn describe(self) -> &'static str {
        match self {
            DivergenceKind::InitialState => "initial state differs",
            DivergenceKind::Mover => "player to move differs",
            DivergenceKind::LegalSet => "legal moves differ",
            DivergenceKind::MissingChosenMove => "we have no move with the key Ludii played",
            DivergenceKind::StateAfterMove => "state after the move differs",
            DivergenceKind::EndResult => "result differs",
            DivergenceKind::Unsupported => "trace not replayable",
            DivergenceKind::Cut => "replay cut short",
        }
    }
}

/// Legal move keys: Ludii's, ours, and the difference.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalDiff {
    pub expected: Vec<String>,
    pub actual: Vec<String>,
    /// Ludii has them, we don't.
    pub missing: Vec<String>,
    /// We have them, Ludii doesn't.
    pub extra: Vec<String>,
}

/// The first point where our game and Ludii's recording disagree, with what a person needs to
/// reproduce it: the trace, the step, the moves played before, both sides of the comparison.
#[derive(Clone, Debug, Serialize)]
pub struct Divergence {
    pub game: String,
    /// Index of the trace in the file (0-based).
    pub trace: usize,
    pub seed: i64,
    /// Index of the step (0-based; the initial state is step 0, the end is `steps.len()`).
    pub step: usize,
    pub kind: DivergenceKind,
    /// Scalar comparisons (mover, result): Ludii's value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    /// Ours.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actual: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal: Option<LegalDiff>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<StateDiff>,
    /// The state before the step (for legal-set and mover divergences).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state_before: Option<String>,
    /// Key and full Ludii description of the move played at this step.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen_full: Option<String>,
    /// Keys of the moves played before this step, in order: enough to reproduce it.
    pub moves_before: Vec<String>,
    /// Hints (our game is over, the chosen key is ambiguous in Ludii...).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    #[serde(skip)]
    legend: Legend,
}

/// Longest list of keys printed in full by `Display`.
const SHOW_KEYS: usize = 40;
/// Most trailing moves printed by `Display` (the JSON has them all).
const SHOW_HISTORY: usize = 30;
/// Most report notes kept.
const MAX_NOTES: usize = 20;

fn write_keys(f: &mut fmt::Formatter<'_>, keys: &[String]) -> fmt::Result {
    for (i, k) in keys.iter().take(SHOW_KEYS).enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        f.write_str(k)?;
    }
    if keys.len() > SHOW_KEYS {
        write!(f, " ... and {} more", keys.len() - SHOW_KEYS)?;
    }
    Ok(())
}

impl fmt::Display for Divergence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: trace {} (seed {}), ", self.game, self.trace, self.seed)?;
        match self.kind {
            DivergenceKind::InitialState => write!(f, "before the first move")?,
            DivergenceKind::EndResult => write!(f, "at the end, after {} moves", self.step)?,
            _ => write!(f, "step {} (move {})", self.step, self.step + 1)?,
        }
        writeln!(f, ": {}", self.kind.describe())?;
        if let Some(c) = &self.chosen {
            write!(f, "  Ludii played {c}")?;
            match &self.chosen_full {
                Some(full) if !full.is_empty() => writeln!(f, ": {full}")?,
                _ => writeln!(f)?,
            }
        }
        if self.expected.is_some() || self.actual.is_some() {
            let show = |v: &Option<String>| v.clone().unwrap_or_else(|| "-".to_string());
            writeln!(f, "  Ludii: {}", show(&self.expected))?;
            writeln!(f, "  ours:  {}", show(&self.actual))?;
        }
        if let Some(l) = &self.legal {
            writeln!(
                f,
                "  Ludii has {} legal move keys, we have {}",
                l.expected.len(),
                l.actual.len()
            )?;
            if !l.missing.is_empty() {
                write!(f, "  missing (Ludii has, we don't): ")?;
                write_keys(f, &l.missing)?;
                writeln!(f)?;
            }
            if !l.extra.is_empty() {
                write!(f, "  extra (we have, Ludii doesn't): ")?;
                write_keys(f, &l.extra)?;
                writeln!(f)?;
            }
        }
        if let Some(s) = &self.state {
            writeln!(f, "  entries that differ:")?;
            s.write_entries(f, "    ", Some(&self.legend))?;
            writeln!(f, "  Ludii state: {}", s.expected)?;
            writeln!(f, "  our state:   {}", s.actual)?;
        }
        if let Some(s) = &self.state_before {
            writeln!(f, "  state before: {s}")?;
        }
        for n in &self.notes {
            writeln!(f, "  note: {n}")?;
        }
        if !self.moves_before.is_empty() {
            write!(f, "  moves before ({}): ", self.moves_before.len())?;
            let skip = self.moves_before.len().saturating_sub(SHOW_HISTORY);
            if skip > 0 {
                write!(f, "... ")?;
            }
            writeln!(f, "{}", self.moves_before[skip..].join(" "))?;
        }
        Ok(())
    }
}

impl fmt::Display for ReplayReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verdict = if self.ok { "OK" } else { "DIVERGES" };
        writeln!(
            f,
            "{}: {verdict}: {}/{} traces match, {} steps checked",
            self.game, self.traces_ok, self.traces, self.steps_checked
        )?;
        for n in &self.notes {
            writeln!(f, "  note: {n}")?;
        }
        if let Some(d) = &self.first_divergence {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// Our outcome written as Ludii usually ranks: tied players share the average of the places they
/// occupy (a two-player draw is `[1.5, 1.5]`). For messages; comparison is `rankings_agree`.
fn ludii_style_ranking(outcome: &Outcome) -> Vec<f64> {
    let ranks = outcome.ranks();
    ranks
        .iter()
        .map(|&r| {
            let ahead = ranks.iter().filter(|&&o| o < r).count();
            let tied = ranks.iter().filter(|&&o| o == r).count();
            ahead as f64 + 1.0 + (tied as f64 - 1.0) / 2.0
        })
        .collect()
}

/// Do Ludii's ranking and ours say the same thing? Ludii's absolute numbers vary with how a
/// game ended (a two-player draw is `[1.5, 1.5]`, a team win `[1, 3, 1, 3]`), so we compare
/// the order they induce: who is ahead of whom, who ties. One-player games compare win (Ludii
/// rank 1, ours 1) or not (Ludii 0, ours anything else). A Ludii rank of 0 in a finished
/// multi-player game means unranked: behind everybody ranked.
fn rankings_agree(ludii: &[f64], ours: &Outcome) -> bool {
    let ours = ours.ranks();
    if ludii.len() != ours.len() {
        return false;
    }
    if ours.len() == 1 {
        return (ludii[0] == 1.0) == (ours[0] == 1);
    }
    let key = |r: f64| if r == 0.0 { f64::INFINITY } else { r };
    for i in 0..ours.len() {
        for j in 0..ours.len() {
            let l = key(ludii[i]).partial_cmp(&key(ludii[j]));
            if l != Some(ours[i].cmp(&ours[j])) {
                return false;
            }
        }
    }
    true
}

fn describe_end(end: &End) -> String {
    if !end.over {
        return "not over".to_string();
    }
    let status = end.status.as_deref().unwrap_or("over");
    format!("{status}, ranking {:?}", end.ranking)
}

fn describe_status(status: &Status) -> String {
    match status {
        Status::Ongoing => "not over".to_string(),
        Status::Over(o) => {
            format!("{o}, ranks {:?} (as Ludii ranks: {:?})", o.ranks(), ludii_style_ranking(o))
        }
    }
}

/// Replays every trace of `trace_file` on `game`; see [`replay_with`].
pub fn replay<G: Game>(game: &G, trace_file: &TraceFile, game_label: &str) -> ReplayReport {
    replay_with(game, trace_file, game_label, &ReplayLimits::default())
}

/// Replays every trace of `trace_file` on `game`, each from `game.initial_state()`: compares the
/// initial state, then at each step the mover, the set of legal move keys and, after playing the
/// move Ludii chose, the state; at the end of a finished trace, the result. A trace stops at its
/// first divergence; the report keeps the first one of the file.
pub fn replay_with<G: Game>(
    game: &G,
    trace_file: &TraceFile,
    game_label: &str,
    limits: &ReplayLimits,
) -> ReplayReport {
    let legend = Legend::of(trace_file);
    let deadline = limits.time.map(|t| Instant::now() + t);
    let mut report = ReplayReport {
        game: game_label.to_string(),
        traces: trace_file.traces.len(),
        traces_ok: 0,
        steps_checked: 0,
        ok: true,
        first_divergence: None,
        notes: Vec::new(),
    };
    let mut replayer = Replayer {
        game,
        legend,
        limits,
        deadline,
        report: &mut report,
        moves: Vec::new(),
        counts_moves: trace_file.deduction_puzzle,
        reached: None,
    };
    for (index, trace) in trace_file.traces.iter().enumerate() {
        match replayer.trace(index, trace) {
            Ok(()) => replayer.report.traces_ok += 1,
            Err(d) => {
                replayer.report.ok = false;
                if replayer.report.first_divergence.is_none() {
                    replayer.report.first_divergence = Some(*d);
                }
            }
        }
    }
    report
}

/// The state of `game` after the first `steps` moves of trace `index` of `trace_file`, every
/// step checked as [`replay_with`] checks it (`ludemic observe` shows a player's view of it).
/// A trace shorter than `steps` gives its last state. The divergence when the replay fails
/// before.
pub fn state_after<G: Game>(
    game: &G,
    trace_file: &TraceFile,
    game_label: &str,
    index: usize,
    steps: usize,
) -> Result<G::State, Box<Divergence>> {
    let limits = ReplayLimits { max_steps: Some(steps), time: None };
    let mut report = ReplayReport {
        game: game_label.to_string(),
        traces: trace_file.traces.len(),
        traces_ok: 0,
        steps_checked: 0,
        ok: true,
        first_divergence: None,
        notes: Vec::new(),
    };
    let mut replayer = Replayer {
        game,
        legend: Legend::of(trace_file),
        limits: &limits,
        deadline: None,
        report: &mut report,
        moves: Vec::new(),
        counts_moves: trace_file.deduction_puzzle,
        reached: None,
    };
    let trace = &trace_file.traces[index];
    match replayer.trace(index, trace) {
        Err(d) if d.kind != DivergenceKind::Cut => Err(d),
        _ => Ok(replayer.reached.take().expect("a replay that did not diverge reached a state")),
    }
}

struct Replayer<'a, G: Game> {
    game: &'a G,
    legend: Legend,
    limits: &'a ReplayLimits,
    deadline: Option<Instant>,
    report: &'a mut ReplayReport,
    moves: Vec<G::Move>,
    /// Compare the number of legal moves with Ludii's (`n_legal`), not only their keys: in
    /// deduction puzzles every variable always has a move, so the keys never change, and the
    /// candidate values the constraints leave show only in how many `Set` moves there are.
    counts_moves: bool,
    /// The state a trace's replay stopped in (cut short or at its end), for [`state_after`].
    reached: Option<G::State>,
}

impl<G: Game> Replayer<'_, G> {
    fn trace(&mut self, index: usize, trace: &Trace) -> Result<(), Box<Divergence>> {
        let game = self.game;
        let mut history: Vec<String> = Vec::new();
        let divergence = |step: usize, kind: DivergenceKind, history: &[String]| Divergence {
            game: self.report.game.clone(),
            trace: index,
            seed: trace.seed,
            step,
            kind,
            expected: None,
            actual: None,
            legal: None,
            state: None,
            state_before: None,
            chosen: None,
            chosen_full: None,
            moves_before: history.to_vec(),
            notes: Vec::new(),
            legend: self.legend.clone(),
        };

        let mut state = game.initial_state();
        let initial = game.state_string(&state);
        if initial != trace.initial {
            let mut d = divergence(0, DivergenceKind::InitialState, &history);
            d.state = Some(state::diff(&trace.initial, &initial, &self.legend));
            return Err(Box::new(d));
        }

        let mut keys: Vec<String> = Vec::new();
        for (i, step) in trace.steps.iter().enumerate() {
            if self.limits.max_steps.is_some_and(|m| i >= m)
                || self.deadline.is_some_and(|d| Instant::now() > d)
            {
                self.reached = Some(state.clone());
                let mut d = divergence(i, DivergenceKind::Cut, &history);
                d.notes.push(match self.limits.max_steps {
                    Some(m) if i >= m => format!("step limit of {m} reached"),
                    _ => {
                        format!("time limit of {:?} reached", self.limits.time.unwrap_or_default())
                    }
                });
                return Err(Box::new(d));
            }
            let chosen = match &step.chosen {
                Chosen::One(c) => *c,
                Chosen::Many(_) => {
                    let mut d = divergence(i, DivergenceKind::Unsupported, &history);
                    d.notes.push(
                        "simultaneous moves (one chosen move per player) are not replayable yet"
                            .into(),
                    );
                    return Err(Box::new(d));
                }
            };

            let mover = game.mover(&state);
            if mover != step.mover {
                let mut d = divergence(i, DivergenceKind::Mover, &history);
                d.expected = Some(format!("player {}", step.mover));
                d.actual = Some(format!("player {mover}"));
                d.state_before = Some(game.state_string(&state));
                return Err(Box::new(d));
            }

            // Ludii rolls while generating the moves: our roll must show the faces it recorded.
            let roll = step.recorded_roll();
            if !roll.is_empty() && !game.force_roll(&mut state, &roll) {
                let mut d = divergence(i, DivergenceKind::Unsupported, &history);
                d.notes.push(format!(
                    "Ludii rolled the dice ({roll:?}) but this game cannot be given those faces"
                ));
                return Err(Box::new(d));
            }
            game.legal_moves(&state, &mut self.moves);
            keys.clear();
            keys.extend(self.moves.iter().map(|&m| game.move_key(&state, m).to_string()));
            let ours: BTreeSet<&str> = keys.iter().map(String::as_str).collect();
            let theirs: BTreeSet<&str> = step.legal.iter().map(String::as_str).collect();
            if ours != theirs {
                let mut d = divergence(i, DivergenceKind::LegalSet, &history);
                d.legal = Some(LegalDiff {
                    expected: theirs.iter().map(|s| s.to_string()).collect(),
                    actual: ours.iter().map(|s| s.to_string()).collect(),
                    missing: theirs.difference(&ours).map(|s| s.to_string()).collect(),
                    extra: ours.difference(&theirs).map(|s| s.to_string()).collect(),
                });
                d.state_before = Some(game.state_string(&state));
                if let Some(c) = step.legal.get(chosen) {
                    d.chosen = Some(c.clone());
                    d.chosen_full = Some(step.chosen_full.clone());
                }
                if let Status::Over(o) = game.status(&state) {
                    d.notes.push(format!("our game is already over ({o}) but Ludii plays on"));
                }
                return Err(Box::new(d));
            }

            if self.counts_moves && self.moves.len() != step.n_legal {
                let mut d = divergence(i, DivergenceKind::LegalSet, &history);
                d.expected = Some(format!("{} moves", step.n_legal));
                d.actual = Some(format!("{} moves", self.moves.len()));
                d.state_before = Some(game.state_string(&state));
                d.notes.push("the keys agree but the number of moves differs".into());
                return Err(Box::new(d));
            }

            let Some(key) = step.legal.get(chosen) else {
                let mut d = divergence(i, DivergenceKind::MissingChosenMove, &history);
                d.notes.push(format!(
                    "chosen index {chosen} is out of range of Ludii's {} keys",
                    step.legal.len()
                ));
                return Err(Box::new(d));
            };
            let mut matching: Vec<usize> =
                keys.iter().enumerate().filter(|(_, k)| *k == key).map(|(j, _)| j).collect();
            // Moves whose key and resulting state string agree may still differ (a puzzle's
            // candidate values): where the game names its moves' actions, keep the one
            // `chosen_full` lists.
            let named: Vec<usize> = matching
                .iter()
                .copied()
                .filter(|&j| {
                    game.move_action(&state, self.moves[j])
                        .is_some_and(|a| lists_action(&step.chosen_full, &a))
                })
                .collect();
            if !named.is_empty() {
                matching = named;
            }
            let Some(&first) = matching.first() else {
                let mut d = divergence(i, DivergenceKind::MissingChosenMove, &history);
                d.chosen = Some(key.clone());
                d.chosen_full = Some(step.chosen_full.clone());
                return Err(Box::new(d));
            };
            let sharing = matching.len();
            // Several moves share the key (a promotion's piece choice, a sowing direction):
            // Ludii played the one that leads to the state it recorded, so play that one. When
            // none does, play the first and report the state that differs.
            let mut after = String::new();
            let mut played = None;
            for &j in &matching {
                let mut next = state.clone();
                game.apply(&mut next, self.moves[j]);
                after = game.state_string(&next);
                if after == step.state || sharing == 1 {
                    played = Some(next);
                    break;
                }
            }
            if sharing > 1 && self.report.notes.len() < MAX_NOTES {
                let which = if played.is_some() {
                    "the one reaching Ludii's state"
                } else {
                    "none reaches Ludii's state"
                };
                self.report.notes.push(format!(
                    "trace {index} step {i}: {sharing} of our moves share the key {key}; played {which}"
                ));
            }
            state = match played {
                Some(next) => next,
                None => {
                    game.apply(&mut state, self.moves[first]);
                    after = game.state_string(&state);
                    state
                }
            };
            if after != step.state {
                let mut d = divergence(i, DivergenceKind::StateAfterMove, &history);
                d.chosen = Some(key.clone());
                d.chosen_full = Some(step.chosen_full.clone());
                d.state = Some(state::diff(&step.state, &after, &self.legend));
                if step.amb_keys.as_ref().is_some_and(|a| a.contains(key)) {
                    d.notes.push(format!(
                        "in Ludii several different moves share the key {key} (amb_keys); it played the one above"
                    ));
                }
                if sharing > 1 {
                    d.notes.push(format!(
                        "{sharing} of our moves share the key {key}, none reaching Ludii's state; we played the first"
                    ));
                }
                return Err(Box::new(d));
            }
            history.push(key.clone());
            self.report.steps_checked += 1;
        }

        self.reached = Some(state.clone());
        if !trace.end.truncated {
            let status = game.status(&state);
            let agree = match &status {
                Status::Ongoing => !trace.end.over,
                Status::Over(o) => trace.end.over && rankings_agree(&trace.end.ranking, o),
            };
            if !agree {
                let mut d = divergence(trace.steps.len(), DivergenceKind::EndResult, &history);
                d.expected = Some(describe_end(&trace.end));
                d.actual = Some(describe_status(&status));
                d.state_before = Some(game.state_string(&state));
                return Err(Box::new(d));
            }
        }
        Ok(())
    }
}

/// Whether Ludii's move `full` has the action `action` (a prefix ending before a field
/// separator: `[Set:type=Cell,var=1,value=3` is not in `..value=30,..`).
fn lists_action(full: &str, action: &str) -> bool {
    full.match_indices(action)
        .any(|(at, _)| matches!(full.as_bytes().get(at + action.len()), Some(b',' | b']')))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::trace::Step;
    use ludemic_runtime::MoveKey;

    /// Tic-tac-toe as Ludii writes it: sites 0..9 row by row from the bottom, P1 places
    /// component 1, P2 component 2.
    struct TicTacToe {
        /// Bug switches, to check the oracle notices.
        forbid_centre: bool,
        place_twice: bool,
        centre_wins: bool,
        /// Each placement also has a twin with the same key that places the other colour,
        /// listed first (as a promotion's piece choices share one key).
        twin_moves: bool,
    }

    const CORRECT: TicTacToe = TicTacToe {
        forbid_centre: false,
        place_twice: false,
        centre_wins: false,
        twin_moves: false,
    };

    #[derive(Clone)]
    struct Ttt {
        cells: [u8; 9],
        mover: u8,
    }

    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

    impl Game for TicTacToe {
        type State = Ttt;
        type Move = u8;
        fn name(&self) -> &str {
            "Tic-Tac-Toe"
        }
        fn num_players(&self) -> usize {
            2
        }
        fn initial_state(&self) -> Ttt {
            Ttt { cells: [0; 9], mover: 1 }
        }
        fn mover(&self, s: &Ttt) -> usize {
            s.mover as usize
        }
        fn legal_moves(&self, s: &Ttt, moves: &mut Vec<u8>) {
            moves.clear();
            if self.status(s).is_over() {
                return;
            }
            let empty = (0..9u8).filter(|&i| s.cells[i as usize] == 0);
            if self.twin_moves {
                moves.extend(empty.clone().map(|i| i + 9));
            }
            moves.extend(empty.filter(|&i| !(self.forbid_centre && i == 4)));
        }
        fn apply(&self, s: &mut Ttt, mv: u8) {
            if mv >= 9 {
                s.cells[mv as usize - 9] = 3 - s.mover;
                s.mover = 3 - s.mover;
                return;
            }
            s.cells[mv as usize] = s.mover;
            if self.place_twice && mv < 8 {
                s.cells[mv as usize + 1] = s.mover;
            }
            s.mover = 3 - s.mover;
        }
        fn status(&self, s: &Ttt) -> Status {
            if self.centre_wins && s.cells[4] != 0 {
                return Status::Over(Outcome::win(2, s.cells[4] as usize));
            }
            for l in LINES {
                let p = s.cells[l[0]];
                if p != 0 && l.iter().all(|&i| s.cells[i] == p) {
                    return Status::Over(Outcome::win(2, p as usize));
                }
            }
            if s.cells.iter().all(|&c| c != 0) {
                Status::Over(Outcome::draw(2))
            } else {
                Status::Ongoing
            }
        }
        fn move_key(&self, _s: &Ttt, mv: u8) -> MoveKey {
            MoveKey::sites(mv as u32 % 9, mv as u32 % 9)
        }
        fn state_string(&self, s: &Ttt) -> String {
            let mut out: Vec<String> = (0..9)
                .filter(|&i| s.cells[i] != 0)
                .map(|i| format!("{i}:{0}:{0}:1", s.cells[i]))
                .collect();
            out.push(format!("|mover={}", s.mover));
            out.join(" ")
        }
    }

    /// A trace file recorded from the correct game, playing `choices` (indices into the legal list).
    fn record(choices: &[&[usize]]) -> TraceFile {
        let g = CORRECT;
        let mut file = TraceFile {
            game: "Tic-Tac-Toe".into(),
            players: 2,
            components: vec![(1, "Disc1".into(), 1), (2, "Cross2".into(), 2)],
            board: Some(crate::oracle::trace::BoardInfo {
                sites: 9,
                coords: ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"]
                    .map(String::from)
                    .to_vec(),
                ..Default::default()
            }),
            ..Default::default()
        };
        for (seed, choices) in choices.iter().enumerate() {
            let mut s = g.initial_state();
            let mut trace =
                Trace { seed: seed as i64 + 1, initial: g.state_string(&s), ..Default::default() };
            let mut moves = Vec::new();
            for &c in choices.iter() {
                g.legal_moves(&s, &mut moves);
                let mut legal: Vec<String> =
                    moves.iter().map(|&m| g.move_key(&s, m).to_string()).collect();
                legal.sort();
                let key = g.move_key(&s, moves[c]).to_string();
                let mover = g.mover(&s);
                g.apply(&mut s, moves[c]);
                trace.steps.push(Step {
                    mover,
                    n_legal: legal.len(),
                    chosen: Chosen::One(legal.iter().position(|k| *k == key).unwrap()),
                    chosen_full: format!("[Move:mover={mover},to={}]", moves[c]),
                    legal,
                    state: g.state_string(&s),
                    ..Default::default()
                });
            }
            let status = g.status(&s);
            trace.end = End {
                over: status.is_over(),
                truncated: !status.is_over(),
                ranking: match status {
                    Status::Over(o) if o.is_draw() => vec![1.5, 1.5],
                    Status::Over(o) => o.ranks().iter().map(|&r| r as f64).collect(),
                    Status::Ongoing => vec![0.0, 0.0],
                },
                ..Default::default()
            };
            trace.length = trace.steps.len();
            file.traces.push(trace);
        }
        file
    }

    /// Two finished games (a P1 win through the centre, a draw) and a truncated one.
    fn traces() -> TraceFile {
        // Indices into the sorted legal keys. Trace 0 plays 0 5 1 6 2: P1 wins on the bottom row;
        // trace 1 plays 4 0 2 6 3 5 7 1 8: a draw; trace 2 stops after two moves.
        record(&[&[0, 4, 0, 3, 0], &[4, 0, 1, 3, 1, 1, 1, 0, 0], &[8, 7]])
    }

    #[test]
    fn a_correct_game_replays_every_trace() {
        let file = traces();
        assert_eq!(file.traces[0].end.ranking, vec![1.0, 2.0]);
        assert_eq!(file.traces[1].end.ranking, vec![1.5, 1.5], "the second trace must be a draw");
        let r = replay(&CORRECT, &file, "ttt");
        assert!(r.ok, "{r}");
        assert_eq!((r.traces, r.traces_ok), (3, 3));
        assert_eq!(r.steps_checked, 5 + 9 + 2);
        assert!(r.first_divergence.is_none());
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["ok"], true);
        assert_eq!(json["first_divergence"], serde_json::Value::Null);
    }

    #[test]
    fn a_missing_move_is_a_legal_set_divergence() {
        let g = TicTacToe { forbid_centre: true, ..CORRECT };
        let r = replay(&g, &traces(), "ttt");
        assert!(!r.ok);
        assert_eq!(r.traces_ok, 0);
        let d = r.first_divergence.unwrap();
        assert_eq!((d.trace, d.seed, d.step, d.kind), (0, 1, 0, DivergenceKind::LegalSet));
        let l = d.legal.as_ref().unwrap();
        assert_eq!(l.missing, ["4-4"]);
        assert!(l.extra.is_empty());
        let text = d.to_string();
        assert!(text.contains("missing (Ludii has, we don't): 4-4"), "{text}");
        assert!(text.contains("Ludii has 9 legal move keys, we have 8"), "{text}");
    }

    #[test]
    fn a_wrong_effect_is_a_state_divergence_naming_the_site() {
        let g = TicTacToe { place_twice: true, ..CORRECT };
        let r = replay(&g, &traces(), "ttt");
        let d = r.first_divergence.unwrap();
        assert_eq!((d.trace, d.step, d.kind), (0, 0, DivergenceKind::StateAfterMove));
        let s = d.state.as_ref().unwrap();
        assert_eq!(s.entries.len(), 1);
        assert_eq!(s.entries[0].location, "1");
        assert_eq!(s.entries[0].expected, None);
        assert_eq!(s.entries[0].actual.as_deref(), Some("1:1:1"));
        expect_test::expect![[r#"
            ttt: trace 0 (seed 1), step 0 (move 1): state after the move differs
              Ludii played 0-0: [Move:mover=1,to=0]
              entries that differ:
                site 1 (B1): Ludii empty, ours 1:1:1 (Disc1)
              Ludii state: 0:1:1:1 |mover=2
              our state:   0:1:1:1 1:1:1:1 |mover=2
        "#]]
        .assert_eq(&d.to_string());
    }

    #[test]
    fn of_moves_sharing_a_key_the_one_reaching_ludiis_state_is_played() {
        let g = TicTacToe { twin_moves: true, ..CORRECT };
        let r = replay(&g, &traces(), "ttt");
        assert!(r.ok, "{r}");
        assert!(
            r.notes[0].contains("2 of our moves share the key 0-0; played the one reaching"),
            "{:?}",
            r.notes
        );

        // When no twin reaches the recorded state, the first is played and the state differs.
        let g = TicTacToe { twin_moves: true, place_twice: true, ..CORRECT };
        let d = replay(&g, &traces(), "ttt").first_divergence.unwrap();
        assert_eq!((d.step, d.kind), (0, DivergenceKind::StateAfterMove));
        assert!(d.to_string().contains("none reaching Ludii's state; we played the first"), "{d}");
    }

    #[test]
    fn a_wrong_result_is_an_end_divergence() {
        let g = TicTacToe { centre_wins: true, ..CORRECT };
        // Trace 0 never touches the centre: P1 wins on row 0, as in Ludii.
        let r = replay(&g, &traces(), "ttt");
        let d = r.first_divergence.unwrap();
        // Trace 1 plays the centre first: our game ends at once while Ludii plays on.
        assert_eq!((d.trace, d.step, d.kind), (1, 1, DivergenceKind::LegalSet));
        assert!(d.to_string().contains("our game is already over (winner 1)"), "{d}");
        assert_eq!(d.moves_before, ["4-4"]);

        // A result that differs only at the end: recorded as a draw, we say P1 won.
        let mut file = traces();
        file.traces[0].end.ranking = vec![1.5, 1.5];
        file.traces[0].end.status = Some("draw/nobody".into());
        let r = replay(&CORRECT, &file, "ttt");
        let d = r.first_divergence.unwrap();
        assert_eq!((d.trace, d.step, d.kind), (0, 5, DivergenceKind::EndResult));
        assert_eq!(d.expected.as_deref(), Some("draw/nobody, ranking [1.5, 1.5]"));
        assert!(d.actual.as_deref().unwrap().starts_with("winner 1"), "{d}");
        assert_eq!(r.traces_ok, 2);
    }

    #[test]
    fn wrong_initial_state_and_mover() {
        let mut file = traces();
        file.traces[0].initial = "4:1:1:1 |mover=1".into();
        file.traces[1].steps[0].mover = 2;
        let r = replay(&CORRECT, &file, "ttt");
        assert_eq!(r.first_divergence.as_ref().unwrap().kind, DivergenceKind::InitialState);
        assert_eq!(r.traces_ok, 1);
        let file = {
            let mut f = traces();
            f.traces[0].steps[2].mover = 2;
            f
        };
        let d = replay(&CORRECT, &file, "ttt").first_divergence.unwrap();
        assert_eq!((d.step, d.kind), (2, DivergenceKind::Mover));
        assert_eq!(d.expected.as_deref(), Some("player 2"));
    }

    #[test]
    fn limits_cut_a_replay() {
        let r = replay_with(
            &CORRECT,
            &traces(),
            "ttt",
            &ReplayLimits { max_steps: Some(3), time: None },
        );
        assert!(!r.ok);
        let d = r.first_divergence.unwrap();
        assert_eq!((d.step, d.kind), (3, DivergenceKind::Cut));
    }

    #[test]
    fn rankings_compare_by_order() {
        assert!(rankings_agree(&[1.5, 1.5], &Outcome::draw(2)));
        assert!(rankings_agree(&[2.0, 1.0], &Outcome::win(2, 2)));
        assert!(!rankings_agree(&[1.0, 2.0], &Outcome::win(2, 2)));
        assert!(rankings_agree(&[4.0; 7], &Outcome::draw(7)));
        assert!(rankings_agree(&[1.0, 3.0, 1.0, 3.0], &Outcome::from_ranks(&[1, 2, 1, 2])));
        assert!(rankings_agree(&[1.0], &Outcome::win(1, 1)));
        assert!(rankings_agree(&[0.0], &Outcome::from_ranks(&[2])));
        assert!(!rankings_agree(&[0.0], &Outcome::win(1, 1)));
    }
}
