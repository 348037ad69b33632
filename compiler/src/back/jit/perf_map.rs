//! Perf maps: the names of JIT code for profilers.
//!
//! JIT code has no symbols, so `perf report` shows it as bare addresses and callgrind as
//! `0x...` blocks. Linux `perf` reads `/tmp/perf-PID.map`, one line `START SIZE NAME` per
//! function (hexadecimal, no `0x`), for any process that writes one; for callgrind,
//! `--dump-instr=yes` keeps the addresses, which the same map attributes to functions.
//! With `LUDEMIC_PERF_MAP=1` every game the process compiles appends its functions there.

use std::io::Write;
use std::path::PathBuf;

/// One compiled function: its code's address range and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub start: usize,
    pub size: usize,
    pub name: String,
}

/// Whether the environment asks for perf maps: `LUDEMIC_PERF_MAP` set to anything but empty
/// or `0`.
pub fn requested() -> bool {
    std::env::var_os("LUDEMIC_PERF_MAP").is_some_and(|v| !v.is_empty() && v != "0")
}

/// This process's perf map, where `perf` looks for it.
pub fn path() -> PathBuf {
    PathBuf::from(format!("/tmp/perf-{}.map", std::process::id()))
}

/// The map's lines for `symbols`.
pub fn lines(symbols: &[Symbol]) -> String {
    let mut out = String::new();
    for s in symbols {
        // A name is the rest of its line: no line breaks inside.
        let name = s.name.replace(['\n', '\r'], " ");
        out.push_str(&format!("{:x} {:x} {name}\n", s.start, s.size));
    }
    out
}

/// Appends `symbols` to this process's perf map, in one write, so that games compiled on
/// several threads at once do not interleave their lines.
pub fn append(symbols: &[Symbol]) -> std::io::Result<()> {
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path())?;
    f.write_all(lines(symbols).as_bytes())
}
