//! Random playouts of every generated game (`ludemic-generated`, the Rust the code generator
//! emitted for `games/`), one bench function per game (criterion). `ludemic bench` reports the
//! same as playouts per CPU-second next to the other back ends; these benches track changes over
//! time. Run with `cargo bench --bench native_playouts`.

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use ludemic_runtime::{random_playout, Game, RawMove, Rng};

/// Registers one game's bench function in the group.
struct Bench<'a, 'c> {
    group: &'a mut BenchmarkGroup<'c, WallTime>,
    name: &'a str,
}

impl ludemic_generated::Visit for Bench<'_, '_> {
    type Output = ();
    fn visit<G: Game<Move = RawMove> + Sync + Send + 'static>(self, game: G) {
        let start = game.initial_state();
        let mut state = start.clone();
        let mut moves = Vec::new();
        let mut rng = Rng::seed_from(1);
        self.group.bench_function(self.name, |b| {
            b.iter(|| {
                state.clone_from(&start);
                random_playout(&game, &mut state, &mut moves, &mut rng)
            })
        });
    }
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("native playout");
    group.sample_size(10);
    for name in ludemic_generated::GAMES {
        ludemic_generated::visit(name, Bench { group: &mut group, name });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
