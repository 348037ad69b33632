//! Grammar-guided GP on two small grammars of our own, every text checked with pest's own
//! grammar interpreter (`pest_vm`), independent of this module's matcher.

use std::collections::BTreeSet;

use super::*;

const ARITHMETIC: &str = r#"
WHITESPACE = _{ " " }
calc = { SOI ~ expr ~ EOI }
expr = { term ~ (op ~ term)* }
term = { num | "(" ~ expr ~ ")" }
op   = { "+" | "-" | "*" | "/" }
num  = @{ ASCII_NONZERO_DIGIT ~ ASCII_DIGIT{0,2} }
"#;

/// A toy card-rule grammar in the spirit of the card language. `cmp` lists `>` before `>=`
/// on purpose: under PEG's ordered choice `>=` can never parse there, so a generator that
/// ignored PEG semantics would produce invalid texts.
const CARDS: &str = r#"
WHITESPACE = _{ " " | "\n" }
game     = { SOI ~ stage+ ~ winning ~ EOI }
stage    = { "Stage" ~ rule+ }
rule     = { modifier? ~ "if" ~ cond ~ "then" ~ action }
modifier = { "PLAY ONLY ONCE" | "MANDATORY" }
cond     = { "DRAW" | "SHOW" ~ cmp ~ loc | "(" ~ cond ~ "AND" ~ cond ~ ")" }
cmp      = { ">" | ">=" | "<" | "SAME_RANK" }
loc      = @{ "T" ~ ASCII_DIGIT }
action   = { "PLAY_IT" | "BET" | "PASS" }
winning  = { "Winning" ~ number ~ "points" }
number   = @{ ASCII_NONZERO_DIGIT ~ ASCII_DIGIT? }
"#;

fn vm(grammar: &str) -> pest_vm::Vm {
    let (_, rules) = pest_meta::parse_and_optimize(grammar).expect("a valid grammar");
    pest_vm::Vm::new(rules)
}

fn assert_pest_parses(vm: &pest_vm::Vm, start: &str, text: &str) {
    if let Err(e) = vm.parse(start, text) {
        panic!("pest rejects a generated text:\n{text}\n{e}");
    }
}

#[test]
fn every_random_tree_is_a_text_pest_parses_within_the_depth_bound() {
    for (grammar, start) in [(ARITHMETIC, "calc"), (CARDS, "game")] {
        let mut g = PestGrammar::new(grammar, start).unwrap();
        g.grow.max_depth = 8;
        let vm = vm(grammar);
        let mut rng = Rng::seed_from(11);
        let mut texts = BTreeSet::new();
        for _ in 0..300 {
            let t = g.random(&mut rng);
            assert!(t.depth() <= 8, "depth {} of {}", t.depth(), g.text(&t));
            let text = g.text(&t);
            assert_pest_parses(&vm, start, &text);
            // The tree is the parse of its own text.
            assert_eq!(g.parse(&text).unwrap(), t);
            texts.insert(text);
        }
        // Random, not one text over and over.
        assert!(texts.len() > 100, "{} distinct texts", texts.len());
    }
}

#[test]
fn ordered_choice_that_hides_an_alternative_never_yields_it() {
    let g = PestGrammar::new(CARDS, "game").unwrap();
    let mut rng = Rng::seed_from(3);
    let mut shows = 0;
    for _ in 0..300 {
        let text = g.text(&g.random(&mut rng));
        assert!(!text.contains(">="), "{text}");
        shows += text.matches("SHOW").count();
    }
    assert!(shows > 50, "comparisons are generated ({shows})");
}

#[test]
fn crossover_and_mutation_keep_every_text_valid() {
    for (grammar, start) in [(ARITHMETIC, "calc"), (CARDS, "game")] {
        let g = PestGrammar::new(grammar, start).unwrap();
        let vm = vm(grammar);
        let mut rng = Rng::seed_from(5);
        let mut pool: Vec<Tree> = (0..20).map(|_| g.random(&mut rng)).collect();
        let (mut crossed, mut mutated) = (0, 0);
        for i in 0..300 {
            let a = &pool[rng.below(pool.len())];
            let b = &pool[rng.below(pool.len())];
            let child =
                if i % 2 == 0 { g.crossover(a, b, &mut rng) } else { g.mutate(a, &mut rng) };
            let text = g.text(&child);
            assert_pest_parses(&vm, start, &text);
            assert!(child.depth() <= g.grow.max_depth.max(a.depth()));
            if &child != a {
                if i % 2 == 0 {
                    crossed += 1;
                } else {
                    mutated += 1;
                }
            }
            let slot = rng.below(pool.len());
            pool[slot] = child;
        }
        // The operators change trees, not just return their parent.
        assert!(
            crossed > 30 && mutated > 100,
            "{crossed} crossovers, {mutated} mutations changed a tree"
        );
    }
}

#[test]
fn crossover_swaps_a_subtree_for_one_of_the_same_nonterminal() {
    let g = PestGrammar::new(ARITHMETIC, "calc").unwrap();
    let a = g.parse("1 + 2").unwrap();
    let b = g.parse("(34 * 5)").unwrap();
    // Every child Whigham's operator may make: a node of `a` replaced by a node of `b` with
    // the same rule.
    let mut expected = BTreeSet::new();
    for (path, node, _) in a.nodes() {
        for (_, donor, _) in b.nodes() {
            if donor.rule == node.rule {
                let mut child = a.clone();
                *child.at_mut(&path) = donor.clone();
                expected.insert(g.text(&child));
            }
        }
    }
    assert!(expected.contains("( 34 * 5 ) + 2") && expected.contains("1 * 2"), "{expected:?}");
    let mut rng = Rng::seed_from(9);
    let mut seen = BTreeSet::new();
    for _ in 0..200 {
        let text = g.text(&g.crossover(&a, &b, &mut rng));
        assert!(expected.contains(&text), "`{text}` is no such child");
        seen.insert(text);
    }
    assert!(seen.len() >= expected.len() - 1, "{seen:?} of {expected:?}");
}

#[test]
fn mutation_regrows_one_subtree_and_keeps_the_rest() {
    let g = PestGrammar::new(CARDS, "game").unwrap();
    let seed = "Stage if DRAW then BET Stage MANDATORY if SHOW < T1 then PASS Winning 12 points";
    let t = g.parse(seed).unwrap();
    let mut rng = Rng::seed_from(2);
    for _ in 0..50 {
        let m = g.mutate(&t, &mut rng);
        let text = g.text(&m);
        // The start rule's frame survives: a game still opens with a stage and ends with its
        // winning condition.
        assert!(text.starts_with("Stage") && text.contains("Winning"), "{text}");
    }
}

#[test]
fn the_same_seed_grows_the_same_trees() {
    let g = PestGrammar::new(CARDS, "game").unwrap();
    let run = |seed: u64| {
        let mut rng = Rng::seed_from(seed);
        let a = g.random(&mut rng);
        let b = g.random(&mut rng);
        let c = g.crossover(&a, &b, &mut rng);
        let m = g.mutate(&c, &mut rng);
        [a, b, c, m].map(|t| g.text(&t))
    };
    assert_eq!(run(7), run(7));
    assert_ne!(run(7), run(8));
}

#[test]
fn seeds_are_read_from_text_and_printed_back() {
    let g = PestGrammar::new(CARDS, "game").unwrap();
    let text =
        "Stage\nPLAY ONLY ONCE if (DRAW AND SHOW SAME_RANK T0) then PLAY_IT\nWinning 5 points";
    let t = g.parse(text).unwrap();
    // Tokens of non-atomic rules come out separated by one space.
    assert_eq!(
        g.text(&t),
        "Stage PLAY ONLY ONCE if ( DRAW AND SHOW SAME_RANK T0 ) then PLAY_IT Winning 5 points"
    );
    let stage = g.rule_id("stage").unwrap();
    assert_eq!(t.count(stage), 1);
    assert_eq!(g.rule_name(t.rule), "game");
    let e = g.parse("Stage\nif DRAW then FOLD\nWinning 5 points").unwrap_err();
    assert!(e.contains("line 2, column 14") && e.contains("FOLD"), "{e}");
}

#[test]
fn grammars_it_cannot_grow_are_refused_by_name() {
    let e = PestGrammar::new(ARITHMETIC, "sum").unwrap_err();
    assert!(e.contains("no rule `sum`"), "{e}");
    let e = PestGrammar::new("a = { \"x\" ~ a }", "a").unwrap_err();
    assert!(e.contains("rule `a` has no finite derivation"), "{e}");
    let e = PestGrammar::new("a = { PUSH(\"x\") ~ POP }", "a").unwrap_err();
    assert!(e.contains("not supported"), "{e}");
    let e = PestGrammar::new("a = { b }", "a").unwrap_err();
    assert!(e.contains("not valid"), "{e}");
    let e = PestGrammar::new("a = { \"x\" ", "a").unwrap_err();
    assert!(e.contains("does not parse"), "{e}");
    // No alternative of `a` survives ordered choice: `"x"` always wins over `"xy"`, then EOI fails.
    let e = PestGrammar::new("a = { SOI ~ (\"x\" | \"xy\") ~ \"y\" ~ EOI }", "a");
    assert!(e.is_ok(), "x then y parses: {e:?}");
}

#[test]
fn whitespace_separates_tokens_only_outside_atomic_rules() {
    let g = PestGrammar::new(ARITHMETIC, "calc").unwrap();
    let t = g.parse("12+(3)").unwrap();
    assert_eq!(g.text(&t), "12 + ( 3 )");
    let none = PestGrammar::new("w = { SOI ~ \"a\" ~ \"b\"* ~ EOI }", "w").unwrap();
    assert_eq!(none.text(&none.parse("abb").unwrap()), "abb");
}
