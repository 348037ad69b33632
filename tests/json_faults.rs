//! JSON specs that exceed a limit of the language in play (issue 31): an action whose conditions
//! reach themselves through `no_legal_actions()`, a chainable action that always applies, a
//! `random_int` over the whole integer range. Every back end (interpreter, Kernel IR evaluator,
//! JIT) raises a [`GameFault`] naming the game and the limit — never a panic, a stack overflow
//! or a hang — or, where the spec is fine, plays it the same way.

use std::sync::Arc;

use ludemic_compiler::back::jit;
use ludemic_compiler::driver::compile_json;
use ludemic_compiler::interp;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_compiler::lower::lower;
use ludemic_runtime::fault::{catch, FaultKind, GameFault};
use ludemic_runtime::{DynGame, Rng};
use ludemic_suite::root;

/// games/pig.json with `edit` applied to its JSON.
fn pig(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let text = std::fs::read_to_string(root().join("games/pig.json")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    edit(&mut v);
    serde_json::to_string_pretty(&v).unwrap()
}

/// The three back ends of a spec.
fn backends(text: &str) -> Vec<(&'static str, Arc<dyn DynGame>)> {
    let c =
        compile_json("t.json", text, None).unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let kernel = Arc::new(lower(&c.game).unwrap());
    vec![
        ("interp", interp::for_game(c.game.clone()).0),
        ("eval", Arc::new(KernelEval::new(kernel.clone()))),
        ("jit", Arc::new(jit::compile(&kernel).unwrap())),
    ]
}

/// Plays `moves` random moves from the start; the states it went through, as strings.
fn walk(g: &dyn DynGame, moves: usize) -> Vec<String> {
    let mut s = vec![0u8; g.state_len()];
    g.init_state(&mut s);
    let mut rng = Rng::seed_from(7);
    let (mut list, mut seen) = (Vec::new(), Vec::new());
    for _ in 0..moves {
        if g.status(&s).is_over() {
            break;
        }
        g.legal_moves(&s, &mut list);
        if list.is_empty() {
            break;
        }
        let mv = list[rng.below(list.len())];
        g.apply(&mut s, &mv);
        seen.push(g.state_string(&s));
    }
    seen
}

fn fault_of(g: &dyn DynGame) -> GameFault {
    match catch(|| walk(g, 50)) {
        Ok(_) => panic!("{}: no fault", g.name()),
        Err(f) => f,
    }
}

#[test]
fn a_chainable_action_that_always_applies_faults_on_every_back_end() {
    let text = pig(|v| {
        v["interactions"]["hold"]["conditions"] = serde_json::json!([]);
        v["interactions"]["hold"]["chainable"] = serde_json::json!(true);
    });
    for (name, g) in backends(&text) {
        let f = fault_of(&*g);
        assert_eq!((f.game.as_str(), f.kind), ("Pig (JSON)", FaultKind::Limit), "{name}: {f}");
        assert!(f.what.contains("chained move went on more than 20 steps"), "{name}: {f}");
    }
}

#[test]
fn no_legal_actions_in_its_own_conditions_faults_on_every_back_end() {
    let text = pig(|v| {
        v["interactions"]["hold"]["conditions"] =
            serde_json::json!(["gt(state.turn_total, 0)", "not(no_legal_actions())"]);
    });
    for (name, g) in backends(&text) {
        let f = fault_of(&*g);
        assert_eq!(f.kind, FaultKind::Limit, "{name}: {f}");
        assert!(f.what.contains("nested more than 8 deep"), "{name}: {f}");
        assert!(f.to_string().starts_with("game `Pig (JSON)` faulted in"), "{name}: {f}");
    }
}

#[test]
fn random_int_over_the_whole_integer_range_plays_alike_everywhere() {
    // The range's width overflows an i64: the interpreter divided by zero.
    let text = pig(|v| {
        v["interactions"]["roll"]["effects"][0] = serde_json::json!(
            "set(state.last_roll, random_int(-9223372036854775808, 9223372036854775807))"
        );
    });
    // The interpreter writes its states differently from the kernels: their draws are compared
    // through the moves' keys and the values the spec shows (`last_roll`, the totals).
    let walks: Vec<(&str, Vec<String>)> =
        backends(&text).into_iter().map(|(name, g)| (name, walk(&*g, 40))).collect();
    assert!(walks[0].1.len() > 1);
    assert_eq!(walks[1].1, walks[2].1, "the JIT differs from the evaluator");
    let numbers = |states: &[String]| -> Vec<Vec<i64>> {
        let value = |s: &str| -> Vec<i64> {
            let mut v: Vec<i64> = s
                .split(|c: char| c != '-' && !c.is_ascii_digit())
                .filter_map(|x| x.parse().ok())
                .filter(|x: &i64| x.abs() > 1000)
                .collect();
            v.sort();
            v.dedup();
            v
        };
        states.iter().map(|s| value(s)).collect()
    };
    assert_eq!(
        numbers(&walks[0].1),
        numbers(&walks[1].1),
        "the evaluator differs from the interpreter"
    );
}

#[test]
fn the_kernel_lowering_locates_more_than_62_actions() {
    let text = pig(|v| {
        for i in 0..70 {
            v["interactions"][format!("a{i}")] = serde_json::json!({
                "conditions": [format!("gt(state.turn_total, {})", 1000 + i)],
                "effects": ["set(state.turn_total, 0)"]
            });
        }
    });
    let c =
        compile_json("t.json", &text, None).unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let err = lower(&c.game).unwrap_err();
    let d = err.diagnostic();
    // At the 63rd action in the file (serde_json writes members in sorted order): the first
    // one too many.
    let mut names: Vec<String> = (0..70).map(|i| format!("a{i}")).collect();
    names.extend(["hold".to_string(), "roll".to_string()]);
    names.sort();
    let at = d.location(&c.sources).unwrap();
    let key = format!("\"{}\": {{", names[62]);
    let line = text.lines().position(|l| l.trim_start().starts_with(&key)).unwrap() + 1;
    assert_eq!(at, format!("t.json:{line}:5"));
    assert!(d.render(&c.sources, false).contains("more than 62 actions"));
}
