//! JIT-compiles every corpus game that lowers to a kernel, checks the machine code against the
//! kernel evaluator on seeded random games (states byte for byte, legal lists in order), replays
//! Ludii's traces on it, and prints compile times and speeds:
//! `cargo run --release --example jit_corpus -- ../shared/ludii`.
use std::sync::Arc;
use std::time::Instant;

use ludemic_compiler::back::jit;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_runtime::{run_playouts, DynGame, DynHandle, Rng};

fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out)
        } else if p.extension().is_some_and(|x| x == "lud") {
            out.push(p)
        }
    }
}

/// Random games on both engines; the first difference, if any.
fn compare(a: &dyn DynGame, b: &dyn DynGame, steps: usize, seed: u64) -> Result<(), String> {
    let n = a.state_len();
    let (mut sa, mut sb) = (vec![0u8; n], vec![0u8; n]);
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    let mut rng = Rng::seed_from(seed);
    let mut done = 0;
    while done < steps {
        a.init_state(&mut sa);
        b.init_state(&mut sb);
        for ply in 0..2000 {
            if sa != sb || a.status(&sa) != b.status(&sb) {
                return Err(format!("ply {ply}: states differ: {}", b.state_string(&sb)));
            }
            if a.status(&sa).is_over() {
                break;
            }
            a.legal_moves(&sa, &mut ma);
            b.legal_moves(&sb, &mut mb);
            if ma != mb {
                return Err(format!("ply {ply}: legal moves differ at {}", b.state_string(&sb)));
            }
            if ma.is_empty() {
                break;
            }
            let mv = ma[rng.below(ma.len())];
            a.apply(&mut sa, &mv);
            b.apply(&mut sb, &mv);
            done += 1;
        }
        done += 1;
    }
    Ok(())
}

fn main() {
    let root =
        std::path::PathBuf::from(std::env::args().nth(1).expect("usage: jit_corpus LUDII_DIR"));
    let lib =
        ludemic_compiler::front::ludii::expand::DefineLibrary::from_dir(&root.join("def")).unwrap();
    let mut files = Vec::new();
    walk(&root.join("lud"), &mut files);
    files.sort();
    let (mut compiled, mut agree, mut replay_ok, mut ms_total) = (0, 0, 0, 0.0);
    for f in files {
        let rel = f.strip_prefix(root.join("lud")).unwrap().to_path_buf();
        let text = std::fs::read_to_string(&f).unwrap();
        let Ok(c) = ludemic_compiler::driver::compile_ludii(
            &rel.display().to_string(),
            &text,
            &lib,
            &Default::default(),
        ) else {
            continue;
        };
        let Ok(k) = ludemic_compiler::lower::lower(&c.game) else { continue };
        let t = Instant::now();
        let game = match jit::compile(&k) {
            Ok(g) => g,
            Err(e) => {
                println!("{}: {e}", rel.display());
                continue;
            }
        };
        let ms = t.elapsed().as_secs_f64() * 1e3;
        compiled += 1;
        ms_total += ms;
        let eval = KernelEval::new(Arc::new(k));
        let same = compare(&game, &eval, 2000, 5);
        if same.is_ok() {
            agree += 1;
        }
        let game = DynHandle(Arc::new(game));
        let trace = root.join("traces").join(&rel).with_extension("json.gz");
        let replay = ludemic_compiler::oracle::TraceFile::load(&trace)
            .ok()
            .map(|t| ludemic_compiler::oracle::replay(&game, &t, &rel.display().to_string()).ok);
        if replay == Some(true) {
            replay_ok += 1;
        }
        let pps = run_playouts(&game, 200, 1).playouts_per_cpu_second();
        println!(
            "{:<60} compile {ms:6.2} ms  {:>9.0} playouts/cpu-s  evaluator: {}  traces: {}",
            rel.display().to_string(),
            pps,
            same.err().unwrap_or_else(|| "agrees".into()),
            match replay {
                Some(true) => "ok",
                Some(false) => "DIVERGE",
                None => "-",
            }
        );
    }
    println!(
        "{compiled} kernels JIT-compiled (avg {:.2} ms), {agree} agree with the evaluator, {replay_ok} replay their traces",
        ms_total / compiled.max(1) as f64
    );
}
