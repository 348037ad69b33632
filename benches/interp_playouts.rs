//! Random playouts of the bundled games on the reference interpreter (criterion).
//! `ludemic playout FILE` reports the same as playouts per CPU-second; these benches track
//! changes over time. Run with `cargo bench --bench interp_playouts`.

use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion};
use ludemic_compiler::driver::{compile_ludii, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_compiler::interp::Interpreter;
use ludemic_runtime::{random_playout, DynHandle, Game, Rng};

const GAMES: &[&str] =
    &["tic-tac-toe", "connect-four", "breakthrough", "hex", "reversi", "english-draughts"];

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("interp playout");
    group.sample_size(10);
    for name in GAMES {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("games").join(format!("{name}.lud"));
        let text = std::fs::read_to_string(&path).unwrap();
        let compiled =
            compile_ludii(name, &text, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let game = DynHandle::new(Interpreter::new(compiled.game));
        let start = game.initial_state();
        let mut state = start.clone();
        let mut moves = Vec::new();
        let mut rng = Rng::seed_from(1);
        group.bench_function(*name, |b| {
            b.iter(|| {
                state.clone_from(&start);
                random_playout(&game, &mut state, &mut moves, &mut rng)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
