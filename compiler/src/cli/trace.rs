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
        type Output = (ReplayReport, Option<f64>);
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
            self,
            game: &G,
            compile_ms: Option<f64>,
        ) -> Self::Output {
            let limits = ReplayLimits { max_steps: self.max_steps, time: None };
            (replay_with(game, self.trace_file, &self.label, &limits), compile_ms)
        }
    }
    let label = file.display().to_string();
    let (mut report, compile_ms) = backend.run(
        file,
        &compiled,
        source,
        Replay { trace_file: &trace_file, label, max_steps },
    )?;
    // A recording of no game checks nothing: most likely a truncated or wrong file.
    if report.traces == 0 {
        report.ok = false;
    }
    if json {
        // The replay report, plus the JIT's compile time when there is one.
        let mut value = serde_json::to_value(&report).expect("a replay report serialises");
        if let (Some(ms), Some(obj)) = (compile_ms, value.as_object_mut()) {
            obj.insert("backend".into(), backend.name().into());
            obj.insert("compile_ms".into(), ms.into());
        }
        print_json(&value);
    } else {
        super::emit(&report.to_string());
    }
    if report.ok {
        return Ok(());
    }
    // Say why on stderr too: with --json, or when stdout is piped away, an exit code alone
    // left the user guessing.
    let why = match &report.first_divergence {
        Some(d) => {
            let first = d.to_string();
            let first = first.lines().next().unwrap_or_default().to_string();
            format!("the recording `{}` does not replay on this game: {first}", traces.display())
        }
        None if report.traces == 0 => {
            format!("the recording `{}` holds no recorded game to replay", traces.display())
        }
        None => format!(
            "the recording `{}` does not replay on this game: {} of {} recorded games replayed",
            traces.display(),
            report.traces_ok,
            report.traces
        ),
    };
    Err(Exit::failure(why))
}
