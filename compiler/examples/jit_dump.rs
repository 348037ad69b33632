//! Dumps what the JIT makes of a description, for reading it next to rustc's code:
//! `cargo run --release --example jit_dump -- games/x.json OUT_DIR` writes `OUT_DIR/kernel.txt`
//! (the Kernel IR), `OUT_DIR/clif.txt` (the Cranelift IR of every function) and one
//! `OUT_DIR/NAME.bin` of machine code per function (`objdump -D -b binary -mi386:x86-64`).
//! A third argument N then runs N random playouts on that code, so that a profiler run of this
//! example (`valgrind --tool=callgrind --dump-instr=yes` with `LUDEMIC_PERF_MAP=1`) counts the
//! very bytes dumped. It also prints where Cranelift spent the compile time, pass by pass.
use ludemic_compiler::back::jit;

fn main() {
    let mut args = std::env::args().skip(1);
    let (path, out, playouts) = match (args.next(), args.next()) {
        (Some(p), Some(o)) => {
            (p, std::path::PathBuf::from(o), args.next().map_or(0, |n| n.parse().unwrap()))
        }
        _ => panic!("usage: jit_dump FILE OUT_DIR [PLAYOUTS]"),
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let compiled = if path.ends_with(".json") {
        ludemic_compiler::driver::compile_json(&path, &text, None)
    } else {
        // A corpus file's defines live in the `def/` folder next to its `lud/` folder.
        let lib = ludemic_compiler::cli::input::corpus_def_dir(std::path::Path::new(&path))
            .map(|d| ludemic_compiler::front::ludii::expand::DefineLibrary::from_dir(&d).unwrap())
            .unwrap_or_default();
        ludemic_compiler::driver::compile_ludii(&path, &text, &lib, &Default::default())
    }
    .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let k = ludemic_compiler::lower::lower(&compiled.game).unwrap();
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("kernel.txt"), k.to_string()).unwrap();
    let opts = jit::JitOptions { keep_clif: true, ..Default::default() };
    let g = jit::compile_with(&k, &opts).unwrap();
    std::fs::write(out.join("clif.txt"), g.clif().unwrap_or_default()).unwrap();
    for s in g.symbols() {
        // SAFETY: the symbol lies in the game's code, alive while `g` is.
        let code = unsafe { std::slice::from_raw_parts(s.start as *const u8, s.size) };
        let name = s.name.rsplit("::").next().unwrap_or(&s.name);
        std::fs::write(out.join(format!("{name}.bin")), code).unwrap();
    }
    println!("{} functions, compiled in {:?}", g.symbols().len(), g.compile_time());
    print!("{}", cranelift_codegen::timing::take_current());
    if playouts > 0 {
        let game = ludemic_runtime::DynHandle(std::sync::Arc::new(g));
        let stats = ludemic_runtime::run_playouts(&game, playouts, 1);
        println!("{playouts} playouts, {:.0} playouts/cpu-s", stats.playouts_per_cpu_second());
    }
}
