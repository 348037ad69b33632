//! `ludemic observe`: what one player sees of a state (docs/hidden-information.md), the state
//! reached by replaying a Ludii recording or by a seeded random walk. A debugging aid that also
//! makes the masking checkable from outside.

use std::path::Path;

use ludemic_runtime::{Game, RawMove, Rng};

use super::input::{compile_file, Backend, Exit, SourceArgs, WithGame};
use super::print_json;
use crate::oracle::{state_after, TraceFile};

/// Where the observed state comes from.
pub enum Source<'a> {
    /// Trace `index` of a recording, after `step` moves.
    Trace { path: &'a Path, index: usize },
    /// `step` uniformly random moves from the initial state, drawn from `seed`.
    Walk { seed: u64 },
}

pub struct Config<'a> {
    pub source: Source<'a>,
    pub step: usize,
    pub player: usize,
    pub json: bool,
    pub backend: Backend,
}

/// What `observe` prints.
struct Seen {
    player: usize,
    step: usize,
    hidden: bool,
    mover: usize,
    observation: Vec<i32>,
    text: String,
    key: u64,
    full: String,
}

pub fn observe(file: &Path, config: Config<'_>, source: &SourceArgs) -> Result<(), Exit> {
    let trace_file = match config.source {
        Source::Trace { path, .. } => Some(
            TraceFile::load(path)
                .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", path.display())))?,
        ),
        Source::Walk { .. } => None,
    };
    if let (Source::Trace { index, .. }, Some(t)) = (&config.source, &trace_file) {
        if *index >= t.traces.len() {
            return Err(Exit::usage(format!(
                "--index {index}: the recording has {} traces (0 to {})",
                t.traces.len(),
                t.traces.len().saturating_sub(1)
            )));
        }
    }
    let compiled = compile_file(file, source)?;

    struct Observe<'a> {
        config: &'a Config<'a>,
        trace_file: Option<&'a TraceFile>,
        label: String,
    }
    impl WithGame for Observe<'_> {
        type Output = Result<Seen, Exit>;
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
            self,
            game: &G,
            _compile_ms: Option<f64>,
        ) -> Self::Output {
            let c = self.config;
            if c.player == 0 || c.player > game.num_players() {
                return Err(Exit::usage(format!(
                    "--player {}: the game has players 1 to {}",
                    c.player,
                    game.num_players()
                )));
            }
            let (state, step) = match (&c.source, self.trace_file) {
                (Source::Trace { index, .. }, Some(t)) => {
                    let state = state_after(game, t, &self.label, *index, c.step).map_err(|d| {
                        Exit::failure(format!("the replay diverged before step {}:\n{d}", c.step))
                    })?;
                    (state, c.step.min(t.traces[*index].steps.len()))
                }
                (Source::Walk { seed }, _) => walk(game, *seed, c.step),
                (Source::Trace { .. }, None) => unreachable!("a trace source has its file loaded"),
            };
            let mut observation = Vec::new();
            game.observation(&state, c.player, &mut observation);
            Ok(Seen {
                player: c.player,
                step,
                hidden: game.has_hidden_information(),
                mover: game.mover(&state),
                observation,
                text: game.observation_string(&state, c.player),
                key: game.information_set_key(&state, c.player),
                full: game.state_string(&state),
            })
        }
    }
    let label = file.display().to_string();
    let job = Observe { config: &config, trace_file: trace_file.as_ref(), label };
    let seen = config.backend.run(file, &compiled, source, job)??;
    if config.json {
        print_json(&serde_json::json!({
            "game": file.display().to_string(),
            "backend": config.backend.name(),
            "player": seen.player,
            "step": seen.step,
            "mover": seen.mover,
            "has_hidden_information": seen.hidden,
            "observation": seen.observation,
            "observation_string": seen.text,
            "information_set_key": format!("{:016x}", seen.key),
        }));
    } else {
        super::emit(&format!(
            "player {} sees, after {} moves (player {} to move){}:\n{}\ninformation set key {:016x}\nthe whole state: {}",
            seen.player,
            seen.step,
            seen.mover,
            if seen.hidden { "" } else { " (a perfect-information game: everything)" },
            seen.text,
            seen.key,
            seen.full
        ));
    }
    Ok(())
}

/// The state after `steps` uniformly random moves (fewer if the game ends), and their number.
fn walk<G: Game>(game: &G, seed: u64, steps: usize) -> (G::State, usize) {
    let mut rng = Rng::seed_from(seed);
    let mut state = game.initial_state();
    game.seed_chance(&mut state, &mut rng);
    let mut moves = Vec::new();
    let mut done = 0;
    while done < steps && !game.status(&state).is_over() {
        game.legal_moves(&state, &mut moves);
        let Some(&mv) = rng.choose(&moves) else { break };
        game.apply(&mut state, mv);
        done += 1;
    }
    (state, done)
}
