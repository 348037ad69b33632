//! `ludemic trace`: replay Ludii's recorded games on a compiled game.

use std::path::Path;

use ludemic_runtime::{Game, RawMove};

use super::input::{compile_file, Backend, Exit, SourceArgs, WithGame};
use super::print_json;
use crate::oracle::{replay_with, ReplayLimits, ReplayReport, TraceFile};

pub fn trace(
    file: &Path,
    traces: &Path,
    json: bool,
    max_steps: Option<usize>,
    backend: Backend,
    source: &SourceArgs,
) -> Result<(), Exit> {
    let trace_file = TraceFile::load(traces)
        .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", traces.display())))?;
    let compiled = compile_file(file, source)?;
    struct Replay<'a> {
        trace_file: &'a TraceFile,
        label: String,
        max_steps: Option<usize>,
    }
    impl WithGame for Replay<'_> {
        type Output = ReplayReport;
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(self, game: &G) -> ReplayReport {
            let limits = ReplayLimits { max_steps: self.max_steps, time: None };
            replay_with(game, self.trace_file, &self.label, &limits)
        }
    }
    let label = file.display().to_string();
    let report = backend.run(file, &compiled, source, Replay { trace_file: &trace_file, label, max_steps })?;
    if json {
        print_json(&report);
    } else {
        super::emit(&report.to_string());
    }
    if report.ok {
        Ok(())
    } else {
        Err(Exit::failure(""))
    }
}
