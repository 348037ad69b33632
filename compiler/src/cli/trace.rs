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
    let ready = backend.instantiate(&compiled)?;
    let label = file.display().to_string();
    let report =
        replay_with(&ready.game, &trace_file, &label, &ReplayLimits { max_steps, time: None });
    if json {
        // The replay report, plus the JIT's compile time when there is one.
        let mut value = serde_json::to_value(&report).expect("a replay report serialises");
        if let (Some(ms), Some(obj)) = (ready.compile_ms, value.as_object_mut()) {
            obj.insert("backend".into(), backend.name().into());
            obj.insert("compile_ms".into(), ms.into());
        }
        print_json(&value);
    } else {
        super::emit(&report.to_string());
    }
    if report.ok {
        Ok(())
    } else {
        Err(Exit::failure(""))
    }
}
