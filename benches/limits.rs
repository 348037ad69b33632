//! Build and refusal times of the inputs at ludemic's limits (criterion): the speed side of
//! compiler/tests/diagnostics.rs's limit tests, which only check that these inputs are built or
//! refused where they should be (a test asserting a time would fail on a slow machine).
//! Regressions these would show: (square 100) took 15 s and (rectangle 4096 7) 30 s when each
//! edge was searched for in the list of edges; 100,000 unclosed brackets took over 30 s when
//! each was located from the text's start. Run with `cargo bench --bench limits`.

use criterion::{criterion_group, criterion_main, Criterion};
use ludemic_compiler::driver::{compile_ludii, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;

const GOOD: &str = r#"(game "X"
  (players 2)
  (equipment { (board (square 3)) (piece "Disc" Each) })
  (rules
    (play (move Add (to (sites Empty))))
    (end (if (is Line 3) (result Mover Win)))
  )
)
"#;

fn compile(text: &str) -> bool {
    compile_ludii("limit.lud", text, &DefineLibrary::default(), &LudiiOptions::default()).is_ok()
}

fn limits(c: &mut Criterion) {
    let mut group = c.benchmark_group("limits");
    group.sample_size(10);
    let cases = [
        ("build (square 100)", GOOD.replace("(square 3)", "(square 100)"), true),
        ("build (rectangle 256 7)", GOOD.replace("(square 3)", "(rectangle 256 7)"), true),
        ("build (square 180)", GOOD.replace("(square 3)", "(square 180)"), true),
        ("refuse (square 255)", GOOD.replace("(square 3)", "(square 255)"), false),
        ("refuse 100,000 unclosed brackets", format!("{GOOD}{}", "(".repeat(100_000)), false),
        (
            "refuse 100,000 nested brackets",
            GOOD.replace(
                "(result Mover Win)",
                &format!("{}(result Mover Win){}", "(".repeat(100_000), ")".repeat(100_000)),
            ),
            false,
        ),
    ];
    for (name, text, builds) in cases {
        assert_eq!(compile(&text), builds, "{name}");
        group.bench_function(name, |b| b.iter(|| compile(&text)));
    }
    group.finish();
}

criterion_group!(benches, limits);
criterion_main!(benches);
