//! Lowers every corpus game that compiles and replays its traces on the kernel evaluator:
//! `cargo run --release --example kernel_corpus -- ../shared/ludii`.
use std::sync::Arc;

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

fn main() {
    let root =
        std::path::PathBuf::from(std::env::args().nth(1).expect("usage: kernel_corpus LUDII_DIR"));
    let lib =
        ludemic_compiler::front::ludii::expand::DefineLibrary::from_dir(&root.join("def")).unwrap();
    let mut files = Vec::new();
    walk(&root.join("lud"), &mut files);
    files.sort();
    let (mut lowered, mut ok, mut total) = (0, 0, 0);
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
        total += 1;
        let k = match ludemic_compiler::lower::lower(&c.game) {
            Ok(k) => k,
            Err(e) => {
                println!("{}: {e}", rel.display());
                continue;
            }
        };
        lowered += 1;
        let trace = root.join("traces").join(&rel).with_extension("json.gz");
        if let Ok(t) = ludemic_compiler::oracle::TraceFile::load(&trace) {
            let g = ludemic_runtime::DynHandle::new(
                ludemic_compiler::kernel_ir::eval::KernelEval::new(Arc::new(k)),
            );
            let r = ludemic_compiler::oracle::replay(&g, &t, &rel.display().to_string());
            if r.ok {
                ok += 1;
            } else {
                println!(
                    "{}",
                    r.first_divergence
                        .map(|d| d.to_string())
                        .unwrap_or_default()
                        .lines()
                        .take(3)
                        .collect::<Vec<_>>()
                        .join(" / ")
                );
            }
        }
    }
    println!("{total} compile, {lowered} lower to kernels, {ok} kernels replay their traces");
}
