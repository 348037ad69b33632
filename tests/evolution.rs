//! Evolution end to end: random grammatical games, each compiled by the JIT and judged, never
//! crash the run (issue 7's fuzz target: 10,000 games), and MAP-Elites finds playable games.

use ludemic_compiler::evolve::{evaluate, EvalConfig, LudGrammar};
use ludemic_compiler::front::ludii::ast;
use ludemic_runtime::evolution::{Assessment, Dimension, GridArchive, MapElites};
use ludemic_runtime::Rng;
use rayon::prelude::*;

/// Short evaluations: what the fuzz test checks is that every candidate ends in a verdict.
fn quick() -> EvalConfig {
    EvalConfig { playouts: 4, max_moves: 300, ..EvalConfig::default() }
}

#[test]
fn ten_thousand_random_games_are_judged_without_a_crash() {
    let grammar = LudGrammar::new();
    let config = quick();
    // JIT faults are caught and reported as failures; keep the panic hook quiet meanwhile.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let verdicts: Vec<Result<f64, String>> = (0..10_000u64)
        .into_par_iter()
        .map(|i| {
            let game = grammar.random(&mut Rng::stream(2026, i));
            evaluate(&game, &config, i).map(|e| e.quality)
        })
        .collect();
    std::panic::set_hook(hook);
    let ok = verdicts.iter().filter(|v| v.is_ok()).count();
    let crashed: Vec<&String> = verdicts
        .iter()
        .filter_map(|v| v.as_ref().err())
        .filter(|e| e.starts_with("crashed"))
        .collect();
    eprintln!("{ok} of 10000 random games were judged playable by the cascade");
    // A crash inside the compiler or the JIT (a panic) is a bug, not a verdict on the game.
    assert!(
        crashed.is_empty(),
        "{} crashes, e.g. {:?}",
        crashed.len(),
        &crashed[..crashed.len().min(5)]
    );
    assert!(verdicts.iter().all(|v| v.as_ref().map_or(true, |q| (0.0..=1.0).contains(q))));
}

#[test]
fn map_elites_archives_playable_games() {
    let grammar = LudGrammar::new();
    let config = EvalConfig { playouts: 20, ..EvalConfig::default() };
    let judge = |g: &ast::Node, seed: u64| {
        evaluate(g, &config, seed).map(|e| Assessment {
            quality: e.quality,
            descriptors: vec![e.features.board_sites as f64, e.avg_turns],
            notes: Vec::new(),
        })
    };
    let dims = vec![
        Dimension { name: "board_sites".into(), low: 0.0, high: 128.0, bins: 8 },
        Dimension { name: "avg_turns".into(), low: 0.0, high: 160.0, bins: 8 },
    ];
    let mut me = MapElites::new(&grammar, GridArchive::new(dims), 3);
    let root = env!("CARGO_MANIFEST_DIR");
    let seeds: Vec<ast::Node> = ["tic-tac-toe", "connect-four", "breakthrough"]
        .iter()
        .map(|n| {
            let path = format!("{root}/games/{n}.lud");
            let text = std::fs::read_to_string(&path).unwrap();
            ludemic_compiler::driver::expand_ludii(
                &path,
                &text,
                &Default::default(),
                &Default::default(),
            )
            .unwrap()
            .0
        })
        .collect();
    me.tell(seeds, &judge);
    assert!(me.archive.cells.len() >= 2, "the known games are playable: {:?}", me.failure_reasons);
    for _ in 0..5 {
        me.step(40, &judge);
    }
    assert_eq!(me.stats.candidates, 203);
    assert!(me.archive.cells.len() >= 3);
    // Every elite is a description that compiles again from its text.
    for e in me.archive.cells.values() {
        let text = ast::to_text(&e.genome);
        let again = ludemic_compiler::driver::compile_ludii(
            "elite.lud",
            &text,
            &Default::default(),
            &Default::default(),
        );
        assert!(again.is_ok(), "{text}");
    }
}
