//! `ludemic trace`: replay Ludii's recorded games on a compiled game.

use std::path::Path;

use super::input::{compile_file, Backend, Exit, SourceArgs};
use super::print_json;
use crate::oracle::{replay_with, ReplayLimits, TraceFile};

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
    let game = backend.instantiate(&compiled);
    let label = file.display().to_string();
    let report = replay_with(&game, &trace_file, &label, &ReplayLimits { max_steps, time: None });
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
