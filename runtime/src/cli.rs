//! The command line of a compiled game binary (`ludemic compile FILE -o BIN` writes a `main`
//! that is just `ludemic_runtime::cli::main(TheGame)`):
//!
//! ```text
//! BIN playout [-n N] [--seed S] [--threads T] [--json]
//! BIN perft -d N [--divide] [--json]
//! BIN bench [--seconds S] [--json]
//! ```
//!
//! Same flags and the same JSON as `ludemic playout` / `ludemic perft`, with `backend: "native"`.
//! A hand-written argument parser and JSON printer keep game binaries free of dependencies.

use std::fmt::Write as _;
use std::time::Instant;

use crate::game::Game;
use crate::perft::{perft, perft_divide};
use crate::playout::{par_playouts, run_playouts};
use crate::stats::PlayoutStats;

const USAGE: &str = "usage:
  GAME playout [-n N] [--seed S] [--threads T] [--json]   random playouts (default -n 1000)
  GAME perft -d N [--divide] [--json]                     move sequences up to depth N
  GAME bench [--seconds S] [--json]                       playouts for S seconds (default 3)
";

/// Runs the command line of this process against `game` and exits with its code
/// (0 success, 2 bad arguments).
pub fn main<G: Game + Sync>(game: G) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(run(&game, &args, &mut std::io::stdout()));
}

/// Runs one command line (without the program name), writing to `out`; returns the exit code.
pub fn run<G: Game + Sync>(game: &G, args: &[String], out: &mut dyn std::io::Write) -> i32 {
    match parse(args) {
        Ok(Command::Help) => {
            let _ = write!(out, "{}: {USAGE}", game.name());
            0
        }
        Ok(command) => {
            let text = execute(game, command);
            let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
            0
        }
        Err(e) => {
            eprint!("error: {e}\n{USAGE}");
            2
        }
    }
}

#[derive(Debug, PartialEq)]
enum Command {
    Playout { n: u64, seed: u64, threads: usize, json: bool },
    Perft { depth: u32, divide: bool, json: bool },
    Bench { seconds: f64, json: bool },
    Help,
}

fn parse(args: &[String]) -> Result<Command, String> {
    let Some((command, rest)) = args.split_first() else {
        return Err("no command".into());
    };
    let mut flags = Flags { rest, used: vec![false; rest.len()] };
    let json = flags.switch(&["--json"]);
    let command = match command.as_str() {
        "playout" => Command::Playout {
            n: flags.value(&["-n", "--playouts"])?.unwrap_or(1000),
            seed: flags.value(&["--seed"])?.unwrap_or(0),
            threads: flags.value(&["--threads"])?.unwrap_or(1),
            json,
        },
        "perft" => Command::Perft {
            depth: flags.value(&["-d", "--depth"])?.ok_or("perft needs -d N")?,
            divide: flags.switch(&["--divide"]),
            json,
        },
        "bench" => Command::Bench { seconds: flags.value(&["--seconds"])?.unwrap_or(3.0), json },
        "help" | "-h" | "--help" => Command::Help,
        other => return Err(format!("unknown command `{other}`")),
    };
    if let Some(i) = flags.used.iter().position(|u| !u) {
        return Err(format!("unexpected argument `{}`", rest[i]));
    }
    Ok(command)
}

struct Flags<'a> {
    rest: &'a [String],
    used: Vec<bool>,
}

impl Flags<'_> {
    fn switch(&mut self, names: &[&str]) -> bool {
        let mut found = false;
        for (i, a) in self.rest.iter().enumerate() {
            if names.contains(&a.as_str()) {
                self.used[i] = true;
                found = true;
            }
        }
        found
    }

    /// `--flag V` or `--flag=V`.
    fn value<T: std::str::FromStr>(&mut self, names: &[&str]) -> Result<Option<T>, String> {
        let mut found = None;
        let mut i = 0;
        while i < self.rest.len() {
            let a = &self.rest[i];
            let (name, inline) = match a.split_once('=') {
                Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
                _ => (a.as_str(), None),
            };
            if names.contains(&name) {
                self.used[i] = true;
                let v = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        self.used.get_mut(i).map(|u| *u = true);
                        self.rest.get(i).cloned().ok_or(format!("`{name}` needs a value"))?
                    }
                };
                found = Some(v.parse().map_err(|_| format!("bad value `{v}` for `{name}`"))?);
            }
            i += 1;
        }
        Ok(found)
    }
}

fn execute<G: Game + Sync>(game: &G, command: Command) -> String {
    match command {
        Command::Playout { n, seed, threads, json } => {
            let stats = if threads == 1 {
                run_playouts(game, n, seed)
            } else {
                par_playouts(game, n, seed, threads)
            };
            let threads = if threads == 0 { rayon::current_num_threads() } else { threads };
            playout_report(game, &stats, threads, seed, json)
        }
        Command::Bench { seconds, json } => {
            // Doubling batches until the time is spent; reports the whole run.
            let start = Instant::now();
            let mut total = PlayoutStats::new(game.num_players());
            let mut batch = 16;
            let mut seed = 0;
            while start.elapsed().as_secs_f64() < seconds {
                total.merge(&run_playouts(game, batch, seed));
                seed += batch;
                batch = (batch * 2).min(1 << 20);
            }
            playout_report(game, &total, 1, 0, json)
        }
        Command::Perft { depth, divide, json } => perft_report(game, depth, divide, json),
        Command::Help => String::new(),
    }
}

fn playout_report<G: Game>(
    game: &G,
    s: &PlayoutStats,
    threads: usize,
    seed: u64,
    json: bool,
) -> String {
    let pps = s.playouts_per_cpu_second();
    if json {
        let wins: Vec<Json> = s.wins().iter().map(|&w| Json::Int(w as i64)).collect();
        return Json::Object(vec![
            ("game", Json::Str(game.name().to_string())),
            ("backend", Json::Str("native".into())),
            ("playouts", Json::Int(s.playouts as i64)),
            ("threads", Json::Int(threads as i64)),
            ("seed", Json::Int(seed as i64)),
            ("cpu_seconds", Json::Float(s.cpu_seconds)),
            ("wall_seconds", Json::Float(s.wall_seconds)),
            ("playouts_per_cpu_second", Json::Float(pps)),
            ("playouts_per_wall_second", Json::Float(s.playouts_per_wall_second())),
            ("avg_moves", Json::Float(s.avg_moves())),
            ("min_moves", Json::Int(if s.playouts == 0 { 0 } else { s.min_moves as i64 })),
            ("max_moves", Json::Int(s.max_moves as i64)),
            ("avg_turns", Json::Float(s.avg_turns())),
            ("wins", Json::Array(wins)),
            ("draws", Json::Int(s.draws as i64)),
            ("truncated", Json::Int(s.truncated as i64)),
            ("stuck", Json::Int(s.stuck as i64)),
        ])
        .pretty();
    }
    let mut out = String::new();
    let plural = if threads == 1 { "" } else { "s" };
    let _ = writeln!(
        out,
        "{} (native): {} playouts in {:.3} s CPU ({:.3} s wall, {threads} thread{plural})",
        game.name(),
        s.playouts,
        s.cpu_seconds,
        s.wall_seconds
    );
    let _ = writeln!(out, "  {pps:.0} playouts per CPU-second");
    let _ = writeln!(
        out,
        "  moves per playout: avg {:.1}, min {}, max {}",
        s.avg_moves(),
        if s.playouts == 0 { 0 } else { s.min_moves },
        s.max_moves
    );
    let n = s.playouts.max(1) as f64;
    let wins: Vec<String> = s
        .wins()
        .iter()
        .enumerate()
        .map(|(p, &w)| format!("P{} {:.1}%", p + 1, 100.0 * w as f64 / n))
        .collect();
    let _ = writeln!(
        out,
        "  wins: {}; draws {:.1}%; truncated by limits {}",
        wins.join(", "),
        100.0 * s.draws as f64 / n,
        s.truncated
    );
    out
}

fn perft_report<G: Game>(game: &G, depth: u32, divide: bool, json: bool) -> String {
    let root = game.initial_state();
    let mut out = String::new();
    let mut per_depth = Vec::new();
    for d in 1..=depth {
        let t = Instant::now();
        let nodes = perft(game, &root, d);
        let secs = t.elapsed().as_secs_f64();
        per_depth.push((d, nodes, secs));
        if !json {
            let _ = writeln!(
                out,
                "depth {d:>2}: {nodes:>14} nodes  {secs:>9.3} s  {:>12.0} nodes/s",
                nodes as f64 / secs.max(1e-9)
            );
        }
    }
    let rows = divide.then(|| {
        let mut rows: Vec<(String, u64)> = perft_divide(game, &root, depth)
            .into_iter()
            .map(|e| (e.key.to_string(), e.count))
            .collect();
        rows.sort();
        rows
    });
    let (nodes, seconds) = per_depth.last().map_or((1, 0.0), |&(_, n, s)| (n, s));
    if json {
        let mut fields = vec![
            ("game", Json::Str(game.name().to_string())),
            ("backend", Json::Str("native".into())),
            ("depth", Json::Int(depth as i64)),
            ("nodes", Json::Int(nodes as i64)),
            ("seconds", Json::Float(seconds)),
            (
                "per_depth",
                Json::Array(
                    per_depth
                        .iter()
                        .map(|&(d, n, s)| {
                            Json::Object(vec![
                                ("depth", Json::Int(d as i64)),
                                ("nodes", Json::Int(n as i64)),
                                ("seconds", Json::Float(s)),
                            ])
                        })
                        .collect(),
                ),
            ),
        ];
        if let Some(rows) = rows {
            let rows = rows
                .into_iter()
                .map(|(k, n)| {
                    Json::Object(vec![("key", Json::Str(k)), ("nodes", Json::Int(n as i64))])
                })
                .collect();
            fields.push(("divide", Json::Array(rows)));
        }
        return Json::Object(fields).pretty();
    }
    for (k, n) in rows.iter().flatten() {
        let _ = writeln!(out, "{k}: {n}");
    }
    let _ = writeln!(out, "{} (native): perft({depth}) = {nodes}", game.name());
    out
}

/// Just enough JSON, printed like `serde_json::to_string_pretty`.
enum Json {
    Int(i64),
    Float(f64),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

impl Json {
    fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out.push('\n');
        out
    }

    fn write(&self, out: &mut String, depth: usize) {
        let pad = |out: &mut String, d: usize| out.extend(std::iter::repeat_n("  ", d));
        match self {
            Json::Int(v) => {
                let _ = write!(out, "{v}");
            }
            // serde_json writes floats so that they read back exactly, always with a point.
            Json::Float(v) if v.is_finite() => {
                let s = format!("{v:?}");
                out.push_str(&s);
            }
            Json::Float(_) => out.push_str("null"),
            Json::Str(s) => {
                out.push('"');
                for c in s.chars() {
                    match c {
                        '"' => out.push_str("\\\""),
                        '\\' => out.push_str("\\\\"),
                        '\n' => out.push_str("\\n"),
                        '\t' => out.push_str("\\t"),
                        '\r' => out.push_str("\\r"),
                        c if (c as u32) < 0x20 => {
                            let _ = write!(out, "\\u{:04x}", c as u32);
                        }
                        c => out.push(c),
                    }
                }
                out.push('"');
            }
            Json::Array(items) if items.is_empty() => out.push_str("[]"),
            Json::Array(items) => {
                out.push_str("[\n");
                for (i, item) in items.iter().enumerate() {
                    pad(out, depth + 1);
                    item.write(out, depth + 1);
                    out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
                }
                pad(out, depth);
                out.push(']');
            }
            Json::Object(fields) => {
                out.push_str("{\n");
                for (i, (k, v)) in fields.iter().enumerate() {
                    pad(out, depth + 1);
                    Json::Str(k.to_string()).write(out, depth + 1);
                    out.push_str(": ");
                    v.write(out, depth + 1);
                    out.push_str(if i + 1 < fields.len() { ",\n" } else { "\n" });
                }
                pad(out, depth);
                out.push('}');
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::TicTacToe;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_the_flags() {
        assert_eq!(
            parse(&args("playout -n 50 --seed=3 --threads 2 --json")),
            Ok(Command::Playout { n: 50, seed: 3, threads: 2, json: true })
        );
        assert_eq!(
            parse(&args("perft -d 4")),
            Ok(Command::Perft { depth: 4, divide: false, json: false })
        );
        assert!(parse(&args("perft")).unwrap_err().contains("-d"));
        assert!(parse(&args("playout --bogus")).unwrap_err().contains("--bogus"));
        assert!(parse(&args("playout -n x")).unwrap_err().contains("bad value"));
        assert!(parse(&args("fly")).is_err());
    }

    #[test]
    fn runs_playouts_and_perft() {
        let mut out = Vec::new();
        assert_eq!(run(&TicTacToe, &args("perft -d 2 --json"), &mut out), 0);
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("\"backend\": \"native\""), "{text}");
        assert!(text.contains("\"nodes\": 72"), "{text}");
        let mut out = Vec::new();
        assert_eq!(run(&TicTacToe, &args("playout -n 20 --json"), &mut out), 0);
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("\"playouts\": 20") && text.contains("\"avg_moves\""), "{text}");
    }
}
