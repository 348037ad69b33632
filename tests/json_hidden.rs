//! Hidden information of JSON specs (issue 29, docs/hidden-information.md) on every back end:
//! along seeded random walks of `games/reverse.json` the interpreter, the kernel evaluator, the
//! JIT and the generated Rust agree on every player's observation, observation string,
//! information-set key and determinization (equal seeds give equal states); observations mask
//! exactly the zones a player may not look into; determinizations are uniform (a chi-square
//! test on `tests/data/deal6.json`); specs that hide nothing are unchanged.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use ludemic_compiler::back::jit;
use ludemic_compiler::driver::{compile_json, Compiled};
use ludemic_compiler::interp::state_driven::StateInterpreter;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_compiler::lower::lower;
use ludemic_runtime::hidden::UNSEEN;
use ludemic_runtime::{DynGame, DynHandle, Game, Rng};
use ludemic_suite::hidden::{lockstep, with_native, Engine, Side, SlotView};

fn compile(file: &str) -> Compiled {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    compile_json(file, &text, None).unwrap_or_else(|(_, f)| panic!("{}", f.render(false)))
}

#[test]
fn every_back_end_sees_and_determinizes_reverse_alike() {
    let c = compile("games/reverse.json");
    let kernel = lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
    assert!(kernel.meta.hidden.is_some(), "reverse.json hides hands and the deck");
    let interp = DynHandle::new(SlotView(StateInterpreter::new(c.game.clone())));
    let eval = DynHandle::new(KernelEval::new(Arc::new(kernel.clone())));
    // Baseline code for the first moves, the optimised tier after them (as differential.rs).
    let opts = jit::JitOptions {
        tier_up_after: Some(std::time::Duration::ZERO),
        ..jit::JitOptions::default()
    };
    let jit = DynHandle::new(jit::compile_with(&kernel, &opts).unwrap_or_else(|e| panic!("{e}")));
    let (mut a, mut b, mut c) = (
        Engine::new("interpreter", &interp),
        Engine::new("evaluator", &eval),
        Engine::new("jit", &jit),
    );
    assert!(a.has_hidden());
    let changed = with_native("reverse.json", |native| {
        lockstep(&mut [&mut a, &mut b, &mut c, native], 1_500, 29)
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(changed > 1_000, "determinizations rearranged hidden cards only {changed} times");
}

/// Each game is dealt afresh from its own random source, once: two games' deals differ, every
/// back end deals the same cards from the same source, and re-seeding a dealt state (as
/// searches do) keeps its cards. Without a source the spec's fixed deal stands.
#[test]
fn every_back_end_deals_each_game_afresh_once() {
    let c = compile("games/reverse.json");
    let kernel = lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
    assert!(kernel.meta.deal.is_some(), "reverse.json shuffles and deals in its setup");
    let interp = DynHandle::new(SlotView(StateInterpreter::new(c.game.clone())));
    let eval = DynHandle::new(KernelEval::new(Arc::new(kernel.clone())));
    let jit = DynHandle::new(jit::compile(&kernel).unwrap_or_else(|e| panic!("{e}")));
    let fixed = interp.state_string(&interp.initial_state());
    let deals = |side: &mut dyn Side| -> Vec<String> {
        (1..=4)
            .map(|game| {
                side.start(&Rng::stream(7, game));
                let dealt = side.state_string();
                assert!(
                    side.reseeding_keeps_the_deal(game),
                    "{}: a second seed re-dealt",
                    side.label()
                );
                dealt
            })
            .collect()
    };
    let reference = deals(&mut Engine::new("interpreter", &interp));
    let distinct: std::collections::HashSet<&String> = reference.iter().collect();
    assert_eq!(distinct.len(), 4, "four games, four deals");
    assert!(!reference.contains(&fixed), "the fixed deal is replaced");
    for mut side in [Engine::new("evaluator", &eval), Engine::new("jit", &jit)] {
        assert_eq!(deals(&mut side), reference, "{}", side.label());
    }
    assert_eq!(with_native("reverse.json", |native| deals(native)), reference, "native");
}

/// The test spec, with a global move (`pass`: from and to u32::MAX, which the histories hash
/// alike on every back end) and a public variable; no generated code of its own.
#[test]
fn dynamic_back_ends_see_deal6_alike() {
    let c = compile("tests/data/deal6.json");
    let kernel = lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
    let interp = DynHandle::new(SlotView(StateInterpreter::new(c.game.clone())));
    let eval = DynHandle::new(KernelEval::new(Arc::new(kernel.clone())));
    let jit = DynHandle::new(jit::compile(&kernel).unwrap_or_else(|e| panic!("{e}")));
    let (mut a, mut b, mut c) = (
        Engine::new("interpreter", &interp),
        Engine::new("evaluator", &eval),
        Engine::new("jit", &jit),
    );
    let changed = lockstep(&mut [&mut a, &mut b, &mut c], 600, 6).unwrap_or_else(|e| panic!("{e}"));
    assert!(changed > 100, "determinizations rearranged hidden cards only {changed} times");
}

/// The state's i32 slot `i`.
fn slot(s: &[u8], i: usize) -> i32 {
    i32::from_le_bytes(s[i * 4..i * 4 + 4].try_into().unwrap())
}

fn set_slot(s: &mut [u8], i: usize, v: i32) {
    s[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
}

#[test]
fn observations_mask_exactly_the_hidden_zones() {
    let c = compile("games/reverse.json");
    let r = c.game.state_rules.as_ref().unwrap();
    let g = StateInterpreter::new(c.game.clone());
    let mut s = vec![0; g.state_len()];
    g.init_state(&mut s);
    let stride = 2 + r.entity_attrs.len();
    let zone = |name: &str| r.zones.iter().find(|z| z.name == name).unwrap();
    let (deck, hand) = (zone("deck"), zone("hand"));
    let in_deck = |p: usize| (deck.first..deck.first + deck.capacity).contains(&p);
    // The hand instance holding a position (player 1's is instance 0).
    let hand_of = |p: usize| {
        (hand.first..hand.first + 3 * hand.capacity)
            .contains(&p)
            .then(|| (p - hand.first) / hand.capacity + 1)
    };
    let positions = r.num_positions();
    for viewer in 1..=3 {
        let mut obs = Vec::new();
        g.observation(&s, viewer, &mut obs);
        let mut unseen = 0;
        for p in 0..positions {
            let hidden = in_deck(p) || hand_of(p).is_some_and(|h| h != viewer);
            let occupied = slot(&s, p * stride) != -1;
            unseen += (hidden && occupied) as usize;
            for part in 0..stride {
                let want = if hidden && occupied { UNSEEN } else { slot(&s, p * stride + part) };
                assert_eq!(
                    obs[p * stride + part],
                    want,
                    "player {viewer}, position {p}, part {part}"
                );
            }
        }
        // 32 cards in the deck, 5 in each of the two other hands: sizes shown, cards not.
        assert_eq!(unseen, 32 + 10);
        // The mover, the variables (current_player, turn_direction), the last target and mover.
        assert_eq!(&obs[positions * stride..], &[1, 1, 1, -1, -1]);
        let text = g.observation_string(&s, viewer);
        assert_eq!(text.matches(":type=?").count(), 42, "{text}");
        assert_eq!(text.matches(":type=0").count(), 5 + 1, "own hand and the discard pile: {text}");
    }
    let key = |s: &[u8], p| g.information_set_key(s, p);
    // A card of B's hand exchanged with one of the deck: neither A nor C can tell, B can.
    let mut t = s.clone();
    let (b_card, deck_card) = (hand.first + hand.capacity, deck.first);
    for part in 0..stride {
        let (x, y) = (slot(&t, b_card * stride + part), slot(&t, deck_card * stride + part));
        set_slot(&mut t, b_card * stride + part, y);
        set_slot(&mut t, deck_card * stride + part, x);
    }
    assert_ne!(t, s);
    assert_eq!(key(&t, 1), key(&s, 1));
    assert_eq!(key(&t, 3), key(&s, 3));
    assert_ne!(key(&t, 2), key(&s, 2));
    // The top of the discard pile shows another colour: everybody sees it.
    let mut u = s.clone();
    let colour = zone("discard").first * stride + 2;
    let shown = (slot(&u, colour) + 1) % 4;
    set_slot(&mut u, colour, shown);
    for p in 1..=3 {
        assert_ne!(key(&u, p), key(&s, p), "player {p} sees the discard pile");
    }
    // A's own card differs: A sees it, the others do not.
    let mut v = s.clone();
    let own = hand.first * stride + 3;
    let value = (slot(&v, own) + 1) % 12;
    set_slot(&mut v, own, value);
    assert_ne!(key(&v, 1), key(&s, 1));
    assert_eq!((key(&v, 2), key(&v, 3)), (key(&s, 2), key(&s, 3)));
    // A player's own moves enter its key (the history), the others' do not.
    let mut moves = Vec::new();
    g.legal_moves(&s, &mut moves);
    let mut w = s.clone();
    g.apply(&mut w, &moves[0]);
    let mut history = w.clone();
    let first_history = g.state_len() / 4 - 6;
    let changed = slot(&w, first_history) ^ 1;
    set_slot(&mut history, first_history, changed);
    assert_ne!(key(&history, 1), key(&w, 1), "A's history is in its key");
    assert_eq!(key(&history, 2), key(&w, 2), "A's history is not in B's key");
}

/// The upper tail of the chi-square distribution with `df` degrees of freedom at `x`
/// (1 - the regularised lower incomplete gamma function, by its series).
fn chi_square_tail(df: usize, x: f64) -> f64 {
    let (a, x) = (df as f64 / 2.0, x / 2.0);
    let (mut term, mut sum, mut n) = (1.0 / a, 1.0 / a, 1.0);
    while term > sum * 1e-17 {
        term *= x / (a + n);
        sum += term;
        n += 1.0;
    }
    let ln_gamma_a = {
        // Lanczos approximation (g = 7, n = 9), ample for a test's p-value.
        const C: [f64; 9] = [
            0.999_999_999_999_809_9,
            676.520_368_121_885_1,
            -1_259.139_216_722_402_8,
            771.323_428_777_653_1,
            -176.615_029_162_140_6,
            12.507_343_278_686_905,
            -0.138_571_095_265_720_12,
            9.984_369_578_019_572e-6,
            1.505_632_735_149_311_6e-7,
        ];
        let z = a - 1.0;
        let t = z + 7.5;
        let s: f64 = C[0] + (1..9).map(|i| C[i] / (z + i as f64)).sum::<f64>();
        0.5 * (2.0 * std::f64::consts::PI).ln() + (z + 0.5) * t.ln() - t + s.ln()
    };
    1.0 - sum * (-x + a * x.ln() - ln_gamma_a).exp()
}

#[test]
fn chi_square_tail_is_right() {
    // Two degrees of freedom: the tail is exp(-x/2) exactly.
    for x in [0.5, 5.991, 20.0] {
        assert!((chi_square_tail(2, x) - (-x / 2.0f64).exp()).abs() < 1e-9, "{x}");
    }
    // The 5% critical value of one degree of freedom; 23 degrees at their mean and in the tail
    // (values of Python's math.lgamma and the same series).
    assert!((chi_square_tail(1, 3.841) - 0.05).abs() < 1e-4);
    assert!((chi_square_tail(23, 23.0) - 0.46077).abs() < 1e-4);
    assert!((chi_square_tail(23, 60.0) - 3.8206e-5).abs() < 1e-8);
}

/// Six cards, two in each hand and two in the deck: whoever looks, the four cards it does not
/// see are dealt uniformly over the 24 arrangements of the other hand and the deck.
#[test]
fn determinize_deals_uniformly() {
    let c = compile("tests/data/deal6.json");
    let r = c.game.state_rules.as_ref().unwrap();
    let g = StateInterpreter::new(c.game.clone());
    let mut s = vec![0; g.state_len()];
    g.init_state(&mut s);
    assert!(g.has_hidden_information());
    let stride = 2 + r.entity_attrs.len();
    let zone = |name: &str| r.zones.iter().find(|z| z.name == name).unwrap();
    let (deck, hand) = (zone("deck"), zone("hand"));
    let id = |s: &[u8], p: usize| slot(s, p * stride + 2);
    let mut rng = Rng::seed_from(2029);
    for viewer in 1..=2 {
        let own: Vec<usize> =
            (0..2).map(|i| hand.first + (viewer - 1) * hand.capacity + i).collect();
        let other = hand.first + (2 - viewer) * hand.capacity;
        let unseen = [other, other + 1, deck.first, deck.first + 1];
        let mut hidden: Vec<i32> = unseen.iter().map(|&p| id(&s, p)).collect();
        hidden.sort();
        let (mut obs, mut after) = (Vec::new(), Vec::new());
        g.observation(&s, viewer, &mut obs);
        let samples = 24_000;
        let mut counts: HashMap<[i32; 4], usize> = HashMap::new();
        for _ in 0..samples {
            let mut t = s.clone();
            g.determinize(&mut t, viewer, &mut rng);
            g.observation(&t, viewer, &mut after);
            assert_eq!(after, obs, "a determinization keeps what player {viewer} sees");
            assert!(own.iter().all(|&p| id(&t, p) == id(&s, p)));
            let deal = unseen.map(|p| id(&t, p));
            let mut cards = deal.to_vec();
            cards.sort();
            assert_eq!(cards, hidden, "the unseen cards are kept");
            *counts.entry(deal).or_default() += 1;
        }
        assert_eq!(counts.len(), 24, "player {viewer}: every arrangement of the unseen cards");
        let expected = samples as f64 / 24.0;
        let chi2: f64 = counts.values().map(|&n| (n as f64 - expected).powi(2) / expected).sum();
        let p = chi_square_tail(23, chi2);
        assert!(p > 1e-4, "player {viewer}: chi-square {chi2:.1} over 24 deals, p = {p:.2e}");
    }
}

/// Specs that hide nothing keep their states and answer with the perfect-information defaults.
#[test]
fn perfect_information_specs_are_unchanged() {
    for file in
        ["games/chess.json", "games/checkers.json", "games/tic-tac-toe.json", "games/pig.json"]
    {
        let c = compile(file);
        let kernel = lower(&c.game).unwrap();
        assert!(kernel.meta.hidden.is_none(), "{file}");
        assert!(!kernel.state.fields.iter().any(|f| f.name == "history"), "{file}");
        let g = StateInterpreter::new(c.game.clone());
        assert!(!g.has_hidden_information(), "{file}");
        // The interpreter's slots, mirrored by the kernel's (the two flags after them).
        let slots = kernel.state.fields.iter().find(|f| f.name == "slots").unwrap().len;
        assert_eq!(g.state_len() / 4 + 2, slots, "{file}: no history slots");
    }
}
