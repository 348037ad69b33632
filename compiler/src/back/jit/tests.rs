//! The JIT against the kernel evaluator, on hand-written kernels and random programs.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use std::time::Instant;

use ludemic_runtime::{par_playouts, run_playouts, DynGame, DynHandle, RawMove, Rng};

use super::*;
use crate::kernel_ir::eval::KernelEval;
use crate::kernel_ir::{
    BinOp, Elem, Entries, Expr as E, FieldId, FuncKind, Function, Local, Meta, MoveField,
    StateLayout, Stmt as S, Table, TableId, UnOp,
};

// ---- kernel building helpers ----

/// A layout with the meta fields of a game on `sites` sites, and the meta pointing at them.
fn layout(name_players: u8, sites: usize) -> (StateLayout, Meta) {
    let mut st = StateLayout::default();
    let mover = st.add("mover", Elem::U8, 1);
    let over = st.add("over", Elem::U8, 1);
    let ranks = st.add("ranks", Elem::U8, name_players as usize);
    let what = st.add("what", Elem::U8, sites.max(1));
    let who = st.add("who", Elem::U8, sites.max(1));
    let count = st.add("count", Elem::U8, sites.max(1));
    let piece_state = st.add("state", Elem::U8, sites.max(1));
    let height = st.add("height", Elem::U8, sites.max(1));
    let meta = Meta {
        mover,
        over,
        ranks,
        sites,
        levels: 1,
        what,
        who,
        count,
        piece_state,
        piece_value: None,
        height,
        scores: None,
        phases: None,
        stacking: false,
        chance: None,
        deal: None,
        dice: None,
        puzzle_site_type: None,
        swapped: None,
        hidden: None,
    };
    (st, meta)
}

fn func(name: &str, kind: FuncKind, params: u32, locals: &[&str], body: Vec<S>) -> Function {
    Function {
        name: name.into(),
        kind,
        params,
        local_names: locals.iter().map(|s| s.to_string()).collect(),
        body,
    }
}

fn l(i: u32) -> E {
    E::Local(Local(i))
}
fn int(v: i64) -> E {
    E::Int(v)
}
fn ld(f: FieldId, i: E) -> E {
    E::load(f, i)
}
fn st(f: FieldId, i: E, v: E) -> S {
    S::Store { field: f, index: i, value: v }
}
fn if_(c: E, then: Vec<S>, otherwise: Vec<S>) -> S {
    S::If { cond: c, then, otherwise }
}
fn push(from: E, to: E, aux: E) -> S {
    S::Push { from, to, level_from: int(0), level_to: int(0), kind: int(0), aux }
}

/// Take 1–3 from a pile of `n`; whoever takes the last wins.
fn nim(n: i64) -> Kernel {
    let (mut state, meta) = layout(2, 1);
    let pile = state.add("pile", Elem::I16, 1);
    let (mover, over, ranks) = (meta.mover, meta.over, meta.ranks);
    let init = func(
        "init",
        FuncKind::Init,
        0,
        &[],
        vec![st(pile, int(0), int(n)), st(mover, int(0), int(1))],
    );
    let legal = func(
        "legal",
        FuncKind::Legal,
        0,
        &["k"],
        vec![
            if_(E::scalar(over), vec![S::Return(None)], vec![]),
            S::Range {
                var: Local(0),
                start: int(1),
                end: int(4),
                body: vec![if_(l(0).le(E::scalar(pile)), vec![push(int(0), l(0), l(0))], vec![])],
            },
        ],
    );
    let apply = func(
        "apply",
        FuncKind::Mutate,
        0,
        &[],
        vec![
            st(pile, int(0), E::scalar(pile).sub(E::Move(MoveField::Aux))),
            if_(
                E::scalar(pile).eq(int(0)),
                vec![
                    st(over, int(0), int(1)),
                    st(ranks, E::scalar(mover).sub(int(1)), int(1)),
                    st(ranks, int(2).sub(E::scalar(mover)), int(2)),
                ],
                vec![st(mover, int(0), int(3).sub(E::scalar(mover)))],
            ),
        ],
    );
    Kernel {
        name: format!("nim{n}"),
        num_players: 2,
        state,
        tables: vec![],
        functions: vec![init, legal, apply],
        entry: Entries {
            init: FuncId(0),
            legal: FuncId(1),
            apply: FuncId(2),
            update: None,
            legal_in_place: false,
            sample: None,
        },
        max_moves: 3,
        meta,
    }
}

/// Tic-tac-toe written as a kernel: a lines table, a Query function with parameters and
/// nested loops, a Legal helper called for its pushes, `while`, `break`, `continue`, `select`.
fn tic_tac_toe(max_moves: usize) -> Kernel {
    let (mut state, meta) = layout(2, 9);
    let placed = state.add("placed", Elem::I32, 1);
    let bits = state.add("bits", Elem::Bits, 2);
    let (mover, over, ranks, who, what, count, height) =
        (meta.mover, meta.over, meta.ranks, meta.who, meta.what, meta.count, meta.height);
    #[rustfmt::skip]
    let lines = vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 3, 6, 1, 4, 7, 2, 5, 8, 0, 4, 8, 2, 4, 6];
    let lines = Table { name: "lines".into(), ty: Elem::U8, data: lines };
    let t = TableId(0);
    // won(p): some line all p's. Locals: p, line, k, n
    let won = func(
        "won",
        FuncKind::Query,
        1,
        &["p", "line", "k", "n"],
        vec![S::Range {
            var: Local(1),
            start: int(0),
            end: int(8),
            body: vec![
                S::Set(Local(2), int(0)),
                S::Set(Local(3), int(0)),
                S::While {
                    cond: l(2).lt(int(3)),
                    body: vec![
                        S::Set(Local(2), l(2).add(int(1))),
                        if_(
                            ld(who, E::table(t, l(1).mul(int(3)).add(l(2)).sub(int(1)))).ne(l(0)),
                            vec![S::Break],
                            vec![],
                        ),
                        S::Set(Local(3), l(3).add(int(1))),
                        S::Continue,
                    ],
                },
                if_(l(3).eq(int(3)), vec![S::Return(Some(int(1)))], vec![]),
            ],
        }],
    );
    // The bitboard agrees: a line is full when (bits & mask) == mask.
    let won_bits = func(
        "won_bits",
        FuncKind::Query,
        1,
        &["p", "line", "mask"],
        vec![
            S::Range {
                var: Local(1),
                start: int(0),
                end: int(8),
                body: vec![
                    S::Set(
                        Local(2),
                        E::bin(
                            BinOp::BitOr,
                            E::bin(
                                BinOp::BitOr,
                                E::bin(BinOp::Shl, int(1), E::table(t, l(1).mul(int(3)))),
                                E::bin(
                                    BinOp::Shl,
                                    int(1),
                                    E::table(t, l(1).mul(int(3)).add(int(1))),
                                ),
                            ),
                            E::bin(BinOp::Shl, int(1), E::table(t, l(1).mul(int(3)).add(int(2)))),
                        ),
                    ),
                    if_(
                        E::bin(BinOp::BitAnd, ld(bits, l(0).sub(int(1))), l(2)).eq(l(2)),
                        vec![S::Return(Some(int(1)))],
                        vec![],
                    ),
                ],
            },
            S::Return(Some(int(0))),
        ],
    );
    let init = func("init", FuncKind::Init, 0, &[], vec![st(mover, int(0), int(1))]);
    // push_site(s): pushes s if empty (a Legal helper).
    let push_site = func(
        "push_site",
        FuncKind::Legal,
        1,
        &["s"],
        vec![if_(
            ld(height, l(0)).eq(int(0)).and(E::MovesLen.ge(int(0))),
            vec![S::Push {
                from: l(0),
                to: l(0),
                level_from: int(0),
                level_to: int(0),
                kind: int(0),
                aux: E::MovesLen.mul(int(10)),
            }],
            vec![],
        )],
    );
    let legal = func(
        "legal",
        FuncKind::Legal,
        0,
        &["s"],
        vec![
            if_(E::scalar(over), vec![S::Return(None)], vec![]),
            S::Range {
                var: Local(0),
                start: int(0),
                end: int(9),
                body: vec![S::Call { func: FuncId(4), args: vec![l(0)] }],
            },
        ],
    );
    let p = E::scalar(mover);
    let to = E::Move(MoveField::To);
    let apply = func(
        "apply",
        FuncKind::Mutate,
        0,
        &["w"],
        vec![
            st(who, to.clone(), p.clone()),
            st(what, to.clone(), p.clone()),
            st(count, to.clone(), int(1)),
            st(height, to.clone(), int(1)),
            st(placed, int(0), E::scalar(placed).add(int(1))),
            st(
                bits,
                p.clone().sub(int(1)),
                E::bin(
                    BinOp::BitOr,
                    ld(bits, p.clone().sub(int(1))),
                    E::bin(BinOp::Shl, int(1), to.clone()),
                ),
            ),
            S::Set(Local(0), E::Call { func: FuncId(3), args: vec![p.clone()] }),
            // Both checks must agree (else the game ends in a weird way the test would see).
            S::Set(
                Local(0),
                E::select(
                    l(0).eq(E::Call { func: FuncId(5), args: vec![p.clone()] }),
                    l(0),
                    int(7),
                ),
            ),
            if_(
                l(0),
                vec![
                    st(over, int(0), int(1)),
                    st(ranks, p.clone().sub(int(1)), int(1)),
                    st(ranks, int(2).sub(p.clone()), int(2)),
                ],
                vec![if_(
                    E::scalar(placed).eq(int(9)),
                    vec![
                        st(over, int(0), int(1)),
                        st(ranks, int(0), int(1)),
                        st(ranks, int(1), int(1)),
                    ],
                    vec![st(mover, int(0), int(3).sub(p.clone()))],
                )],
            ),
        ],
    );
    Kernel {
        name: "ttt".into(),
        num_players: 2,
        state,
        tables: vec![lines],
        functions: vec![init, legal, apply, won, push_site, won_bits],
        entry: Entries {
            init: FuncId(0),
            legal: FuncId(1),
            apply: FuncId(2),
            update: None,
            legal_in_place: false,
            sample: None,
        },
        max_moves,
        meta,
    }
}

// ---- differential checking ----

/// Random playouts on both, comparing every state, legal list, status and state string.
fn differential(k: &Kernel, playouts: u64, seed: u64) -> u64 {
    differential_with(k, &JitOptions::default(), playouts, seed).1
}

/// [`differential`] with `opts`; also returns the game, to ask it about its tiers.
fn differential_with(k: &Kernel, opts: &JitOptions, playouts: u64, seed: u64) -> (JitGame, u64) {
    let jit = compile_with(k, opts).expect("compiles");
    let eval = KernelEval::new(Arc::new(k.clone()));
    let n = k.state.size;
    let (mut a, mut b) = (vec![0u8; n], vec![0u8; n]);
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    let mut steps = 0;
    for p in 0..playouts {
        let mut rng = Rng::stream(seed, p);
        jit.init_state(&mut a);
        eval.init_state(&mut b);
        for _ in 0..1000 {
            assert_eq!(a, b, "{}: states differ", k.name);
            assert_eq!(jit.state_string(&a), eval.state_string(&b));
            assert_eq!(jit.status(&a), eval.status(&b));
            assert_eq!(jit.mover(&a), eval.mover(&b));
            jit.legal_moves(&a, &mut ma);
            eval.legal_moves(&b, &mut mb);
            assert_eq!(ma, mb, "{}: legal moves differ at {}", k.name, eval.state_string(&b));
            if ma.is_empty() || jit.status(&a).is_over() {
                break;
            }
            let mv = ma[rng.below(ma.len())];
            jit.apply(&mut a, &mv);
            eval.apply(&mut b, &mv);
            steps += 1;
        }
    }
    (jit, steps)
}

#[test]
fn every_tier_matches_the_evaluator_and_the_optimised_one_takes_over_mid_game() {
    for k in [tic_tac_toe(9), nim_with_scratch(7), nim(21)] {
        for tier in [Tier::Baseline, Tier::Optimised] {
            let (jit, _) = differential_with(&k, &JitOptions { tier, ..Default::default() }, 40, 3);
            // The IR is kept only for an optimised tier to come.
            assert!(jit.first.ir.lock().unwrap().is_none(), "{}: {tier:?}", k.name);
            assert_eq!(jit.optimised(), tier == Tier::Optimised, "{}: {tier:?}", k.name);
            assert_eq!(jit.optimise_time(), None);
        }
        // Crossing the threshold inside a playout (the clock is first read at the first move,
        // again at the 65th): the next move already runs optimised code.
        let after = Some(Duration::ZERO);
        let opts = JitOptions { tier: Tier::Adaptive, tier_up_after: after, ..Default::default() };
        let (jit, steps) = differential_with(&k, &opts, 100, 3);
        assert!(steps > 2 * TIER_UP_CHECK_EVERY as u64, "{}", k.name);
        assert!(jit.optimised() && jit.optimise_time().is_some(), "{}", k.name);
        // Compiled from the baseline's Cranelift IR (taken, not translated again): the same
        // machine code as optimised from the start.
        assert!(jit.first.ir.lock().unwrap().is_none(), "{}: the IR was not taken", k.name);
        let fresh = compile_with(&k, &JitOptions { tier: Tier::Optimised, ..Default::default() });
        let sizes = |g: &JitGame| g.symbols().iter().map(|s| (s.name.clone(), s.size)).collect();
        let sizes: (Vec<_>, Vec<_>) = (sizes(&jit), sizes(&fresh.unwrap()));
        assert_eq!(sizes.0, sizes.1, "{}", k.name);
        assert_eq!(jit.optimise(), Some(Duration::ZERO), "made once");
        let symbols = jit.symbols();
        assert!(symbols.iter().any(|s| s.start == jit.entries().apply as usize), "{symbols:?}");
        // Never, below the threshold.
        let after = Some(Duration::from_secs(3600));
        let opts = JitOptions { tier: Tier::Adaptive, tier_up_after: after, ..Default::default() };
        let (jit, _) = differential_with(&k, &opts, 40, 3);
        assert!(!jit.optimised() && jit.first.ir.lock().unwrap().is_some(), "{}", k.name);
    }
}

#[test]
fn nim_matches_the_evaluator() {
    for n in [0, 1, 5, 21] {
        differential(&nim(n), 50, n as u64);
    }
}

/// `apply` records the mover's history as the runtime keys moves, sites unsigned: a move from
/// nowhere (u32::MAX) to a site, which the kernel reads as -1, hashes as `history_mix` does.
#[test]
fn apply_records_histories_as_the_runtime_keys_moves() {
    use crate::kernel_ir::hidden::{default_parts, record_history_in_apply, HiddenMeta};
    let mut k = nim(10);
    let history = k.state.add("history", Elem::I64, 2);
    k.meta.hidden = Some(HiddenMeta {
        locations: 1,
        parts: default_parts(&k),
        static_masks: Vec::new(),
        flags: None,
        history,
        public: Vec::new(),
        resync: None,
    });
    record_history_in_apply(&mut k);
    let mv = RawMove { from: u32::MAX, to: 2, aux: 1, ..RawMove::default() };
    let key = ludemic_runtime::MoveKey::sites(u32::MAX, 2);
    let want = ludemic_runtime::hidden::history_mix(0, &key);
    let eval = DynHandle::new(KernelEval::new(Arc::new(k.clone())));
    let jit = DynHandle::new(compile(&k).unwrap());
    for (label, g) in [("evaluator", eval), ("jit", jit)] {
        use ludemic_runtime::Game;
        let mut s = g.initial_state();
        g.apply(&mut s, mv);
        let got = crate::kernel_ir::eval::load(&k.state, &s, history, 0) as u64;
        assert_eq!(got, want, "{label}: player 1's history");
        assert_eq!(crate::kernel_ir::eval::load(&k.state, &s, history, 1), 0, "{label}");
    }
}

#[test]
fn tic_tac_toe_matches_the_evaluator() {
    let steps = differential(&tic_tac_toe(9), 300, 1);
    assert!(steps > 1000);
}

/// Nim whose functions go through a scratch field (see `StateLayout`): `legal` and `apply`
/// write it before reading it, and the evaluator starts them with junk there.
fn nim_with_scratch(n: i64) -> Kernel {
    let mut k = nim(n);
    let pile = FieldId(k.state.fields.iter().position(|f| f.name == "pile").unwrap() as u32);
    let tmp = k.state.add_scratch("tmp", Elem::I64, 4);
    // legal: tmp[i] = i for i in 1..4, then push i where tmp[i] <= pile.
    k.functions[1].body = vec![
        if_(E::scalar(k.meta.over), vec![S::Return(None)], vec![]),
        S::Range { var: Local(0), start: int(1), end: int(4), body: vec![st(tmp, l(0), l(0))] },
        S::Range {
            var: Local(0),
            start: int(1),
            end: int(4),
            body: vec![if_(
                E::load(tmp, l(0)).le(E::scalar(pile)),
                vec![push(int(0), l(0), E::load(tmp, l(0)))],
                vec![],
            )],
        },
    ];
    // apply: tmp[3] = aux, then take tmp[3].
    let take = st(pile, int(0), E::scalar(pile).sub(E::load(tmp, int(3))));
    k.functions[2].body[0] = take;
    k.functions[2].body.insert(0, st(tmp, int(3), E::Move(MoveField::Aux)));
    k
}

#[test]
fn scratch_fields_are_outside_the_state() {
    let k = nim_with_scratch(21);
    assert!(k.state.has_scratch());
    let jit = compile(&k).expect("compiles");
    assert_eq!(jit.state_len(), k.state.size);
    assert_eq!(k.state.work_size(), k.state.size + 32);
    differential(&k, 50, 7);
    // A scratch field must lie after the state, in the work area.
    let mut bad = k.clone();
    let tmp = bad.state.fields.len() - 1;
    bad.state.fields[tmp].offset = 0;
    assert!(matches!(compile(&bad), Err(JitError::Invalid(_))));
}

#[test]
fn a_too_small_move_buffer_grows() {
    // max_moves 1 but up to 9 pushes: the wrapper retries with a larger buffer.
    differential(&tic_tac_toe(1), 50, 2);
    differential(&tic_tac_toe(0), 5, 3);
}

#[test]
fn every_function_passes_the_verifier() {
    let opts = JitOptions { verify: true, keep_clif: true, ..Default::default() };
    for k in [nim(3), tic_tac_toe(9)] {
        let g = compile_with(&k, &opts).unwrap_or_else(|e| panic!("{e}"));
        assert!(g.clif().unwrap().contains("function"));
    }
    let mut rng = Rng::seed_from(99);
    for i in 0..100 {
        let k = random_kernel(&mut rng, i);
        compile_with(&k, &opts).unwrap_or_else(|e| panic!("{e}\n{k}"));
    }
}

#[test]
fn the_perf_map_names_every_compiled_function_where_its_code_lies() {
    let k = tic_tac_toe(9);
    let opts = JitOptions { perf_map: true, ..JitOptions::default() };
    let g = compile_with(&k, &opts).unwrap_or_else(|e| panic!("{e}"));
    let symbols = g.symbols();
    let legal = &k.functions[k.entry.legal.0 as usize].name;
    // The entries Rust calls lie in the functions of their names, and no two functions overlap.
    let named = |addr: usize| {
        symbols.iter().find(|s| (s.start..s.start + s.size).contains(&addr)).map(|s| s.name.clone())
    };
    assert_eq!(
        named(g.entries().legal as usize),
        Some(format!("{}::{legal}", k.name)),
        "{symbols:?}"
    );
    assert!(
        named(g.entries().apply as usize).is_some_and(|n| n.starts_with(&format!("{}::", k.name)))
    );
    let mut ranges: Vec<_> = symbols.iter().map(|s| (s.start, s.size)).collect();
    ranges.sort();
    assert!(ranges.iter().all(|&(_, size)| size > 0), "{symbols:?}");
    assert!(ranges.windows(2).all(|w| w[0].0 + w[0].1 <= w[1].0), "{symbols:?}");
    // perf's format: hexadecimal start and size, then the name; appended to this process's map.
    let text = perf_map::lines(symbols);
    let first = &symbols[0];
    assert!(text.starts_with(&format!("{:x} {:x} {}\n", first.start, first.size, first.name)));
    assert_eq!(text.lines().count(), symbols.len());
    let map = std::fs::read_to_string(perf_map::path()).expect("the perf map was written");
    assert!(map.contains(&text), "{map}");
}

#[test]
fn shared_across_threads() {
    let k = tic_tac_toe(9);
    // Both threads play on while one of them makes the optimised tier.
    let after = Some(Duration::from_micros(200));
    let opts = JitOptions { tier: Tier::Adaptive, tier_up_after: after, ..Default::default() };
    let game = Arc::new(compile_with(&k, &opts).unwrap());
    let jit = DynHandle(game.clone());
    let eval = DynHandle::new(KernelEval::new(Arc::new(k)));
    let a = par_playouts(&jit, 4000, 5, 2);
    let b = run_playouts(&eval, 4000, 5);
    assert_eq!((a.total_moves, a.wins, a.playouts), (b.total_moves, b.wins, b.playouts));
    assert!(game.optimised());
}

#[test]
fn memory_stays_flat_over_10000_compilations() {
    fn rss_kb() -> u64 {
        let s = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
        let pages: u64 = s.split_whitespace().nth(1).and_then(|v| v.parse().ok()).unwrap_or(0);
        pages * 4
    }
    let kernels = [nim(5), tic_tac_toe(9)];
    // The verifier is tested elsewhere; here it would only slow 10,000 compilations down.
    let opts = JitOptions { verify: false, ..Default::default() };
    let compile = |k: &Kernel| compile_with(k, &opts);
    let mut state = vec![0u8; 1024];
    // Warm up allocator pools and the cached ISA.
    for i in 0..200 {
        let g = compile(&kernels[i % 2]).unwrap();
        g.init_state(&mut state[..g.state_len()]);
    }
    // Other tests of this binary run on other threads meanwhile, and their freed memory is not
    // always returned to the system; so the leak check compares three thirds of the run: a leak
    // grows RSS in every third, the other tests' noise (a one-off step) in one at most.
    let t = Instant::now();
    let mut rss = vec![rss_kb()];
    for _third in 0..3 {
        for i in 0..3_334 {
            let g = compile(&kernels[i % 2]).unwrap();
            g.init_state(&mut state[..g.state_len()]);
            // Some with both tiers' code, which the game frees together.
            if i % 4 == 0 {
                assert!(g.optimise().is_some());
            }
        }
        rss.push(rss_kb());
    }
    eprintln!("10000 compilations in {:?}; RSS by thirds {rss:?} kB", t.elapsed());
    if rss[0] > 0 {
        // A leak of one page per module alone would be 13 MB a third.
        let grew = |w: &[u64]| w[1] > w[0] + 4 * 1024;
        let growing = rss.windows(2).skip(1).filter(|w| grew(w)).count();
        assert!(growing < 2, "RSS grew by more than 4 MB in each of the last two thirds of 10,000 compilations: {rss:?} kB");
    }
}

/// The message `f` panics or faults with (it must do one).
fn panic_message(f: impl FnOnce()) -> String {
    let err = catch_unwind(AssertUnwindSafe(f)).unwrap_err();
    match ludemic_runtime::fault::of_payload(&*err) {
        Some(fault) => fault.to_string(),
        None => err.downcast_ref::<String>().cloned().unwrap_or_default(),
    }
}

#[test]
fn faults_panic_instead_of_touching_memory() {
    // apply writes who[to]: a move to site 100 is out of bounds.
    let k = tic_tac_toe(9);
    let g = compile(&k).unwrap();
    let mut s = vec![0u8; g.state_len()];
    g.init_state(&mut s);
    let bad = RawMove { from: 100, to: 100, ..RawMove::default() };
    let msg = panic_message(|| g.apply(&mut s, &bad));
    assert!(msg.contains("who[100] out of bounds"), "{msg}");
    let neg = RawMove { from: u32::MAX, to: u32::MAX, ..RawMove::default() };
    assert!(catch_unwind(AssertUnwindSafe(|| g.apply(&mut s, &neg))).is_err());
    // The game still works afterwards.
    let mut moves = Vec::new();
    g.init_state(&mut s);
    g.legal_moves(&s, &mut moves);
    assert_eq!(moves.len(), 9);

    // A Query function that pushes: the evaluator panics, so does the JIT.
    let mut k = nim(3);
    k.functions.push(func(
        "q",
        FuncKind::Query,
        0,
        &[],
        vec![push(int(0), int(0), int(0)), S::Return(Some(int(1)))],
    ));
    k.functions[2].body.push(S::Set(Local(0), E::Call { func: FuncId(3), args: vec![] }));
    k.functions[2].local_names.push("x".into());
    let g = compile(&k).unwrap();
    g.init_state(&mut s[..g.state_len()]);
    let mv = RawMove { aux: 1, to: 1, ..RawMove::default() };
    let msg = panic_message(|| g.apply(&mut s[..g.state_len()], &mv));
    assert!(msg.contains("push outside a Legal function"), "{msg}");
}

/// Nim whose `apply` also sums `ranks[t[i]]` for `i` in `0..end` through a Query function
/// (`ranks` has 2 entries).
fn nim_summing_ranks(t: Vec<i64>, end: i64) -> Kernel {
    nim_with_sum(t, |ranks| {
        vec![S::Range {
            var: Local(1),
            start: int(0),
            end: int(end),
            body: vec![
                S::Set(Local(2), E::table(TableId(0), l(1))),
                S::Set(Local(0), l(0).add(ld(ranks, l(2)))),
            ],
        }]
    })
}

/// Nim whose `apply` also calls a Query function `sum(acc, i, site)` with the statements
/// `body(ranks)` and `return acc`, with table 0 = `t`.
fn nim_with_sum(t: Vec<i64>, body: impl FnOnce(FieldId) -> Vec<S>) -> Kernel {
    let mut k = nim(3);
    k.tables.push(Table { name: "t".into(), ty: Elem::U8, data: t });
    let mut body = body(k.meta.ranks);
    body.push(S::Return(Some(l(0))));
    k.functions.push(func("sum", FuncKind::Query, 0, &["acc", "i", "site"], body));
    k.functions[2].body.push(S::Set(Local(0), E::Call { func: FuncId(3), args: vec![] }));
    k.functions[2].local_names.push("x".into());
    k
}

/// The Cranelift IR of a kernel's function `sum` (with calls left as calls), and the
/// branches in it.
fn sum_clif(k: &Kernel) -> String {
    let opts = JitOptions { keep_clif: true, inline: false, ..JitOptions::default() };
    let clif = compile_with(k, &opts).unwrap().clif().unwrap().to_string();
    clif[clif.find("; sum").unwrap()..].to_string()
}
fn branches(k: &Kernel) -> usize {
    sum_clif(k).matches("brif").count()
}

/// The panic of the first move (take 1) applied to the initial state.
fn apply_fault(k: &Kernel) -> String {
    let g = compile(k).unwrap();
    let mut s = vec![0u8; g.state_len()];
    g.init_state(&mut s);
    let mv = RawMove { aux: 1, to: 1, ..RawMove::default() };
    panic_message(|| g.apply(&mut s, &mv))
}

#[test]
fn provably_in_bounds_accesses_are_not_checked() {
    // In bounds: `i` in 0..2 indexes the table of 2 entries, `site` is one of its entries (0
    // or 1), a valid index of `ranks`. Only the loop's own branch remains.
    let safe = nim_summing_ranks(vec![1, 0], 2);
    assert_eq!(branches(&safe), 1, "{}", sum_clif(&safe));
    // With a third entry 2 and `i` up to 3, both reads are checked, and `ranks[2]` faults.
    let unsafe_ = nim_summing_ranks(vec![1, 0, 2], 4);
    assert_eq!(branches(&unsafe_), 3);
    assert!(apply_fault(&unsafe_).contains("ranks[2] out of bounds"));
    // Both agree with the evaluator where they run.
    assert!(differential(&safe, 200, 1) > 0);
}

#[test]
fn repeated_reads_are_made_once_where_the_first_dominates() {
    // `site = pile % 2` (-1..=1 as far as the ranges know: `ranks[site]` needs its check), then
    // `acc = ranks[site] + ranks[site]; if acc > 1 { acc += ranks[site] }; acc + ranks[site]`:
    // one check and one load serve all four reads (the branch's and the one after it too).
    let pile = nim(3).state.fields.iter().position(|f| f.name == "pile").unwrap();
    let pile = FieldId(pile as u32);
    let k = nim_with_sum(vec![0], |ranks| {
        let read = || ld(ranks, l(2));
        vec![
            S::Set(Local(2), E::bin(BinOp::Rem, ld(pile, int(0)), int(2))),
            S::Set(Local(0), read().add(read())),
            if_(l(0).gt(int(1)), vec![S::Set(Local(0), l(0).add(read()))], vec![]),
            S::Set(Local(0), l(0).add(read())),
        ]
    });
    let clif = sum_clif(&k);
    assert_eq!(clif.matches("brif").count(), 2, "the check and the `if`: {clif}");
    assert_eq!(clif.matches("uload8").count(), 1, "{clif}");
    assert!(differential(&k, 100, 7) > 0);
}

/// Nim whose `apply` sums, for `i` in `0..3`, `site = t[i]` (t = [1, 0, 2]), then
/// `if i >= 0 { if !(site < bound) { continue } acc += ranks[site] }` (`ranks` has 2 entries).
fn nim_guarding_ranks(bound: i64) -> Kernel {
    nim_with_sum(vec![1, 0, 2], |ranks| {
        let guarded = vec![
            if_(E::Un(UnOp::Not, Box::new(l(2).lt(int(bound)))), vec![S::Continue], vec![]),
            S::Set(Local(0), l(0).add(ld(ranks, l(2)))),
        ];
        vec![S::Range {
            var: Local(1),
            start: int(0),
            end: int(3),
            body: vec![
                S::Set(Local(2), E::table(TableId(0), l(1))),
                if_(l(1).ge(int(0)), guarded, vec![]),
            ],
        }]
    })
}

#[test]
fn conditions_narrow_the_ranges_of_what_they_test() {
    // `i >= 0` always holds (`i` in 0..3): no branch. After the guard `site < 2`, `ranks[site]`
    // is in bounds: no check. The loop's branch and the guard's remain.
    let guarded = nim_guarding_ranks(2);
    assert_eq!(branches(&guarded), 2, "{}", sum_clif(&guarded));
    assert!(differential(&guarded, 200, 4) > 0);
    // A guard one too wide proves nothing: the read keeps its check, and `ranks[2]` faults.
    let loose = nim_guarding_ranks(3);
    assert_eq!(branches(&loose), 3);
    assert!(apply_fault(&loose).contains("ranks[2] out of bounds"));
}

#[test]
fn a_constant_init_is_computed_at_compile_time() {
    let opts = JitOptions { keep_clif: true, ..JitOptions::default() };
    let initial = |k: &Kernel| {
        let g = compile_with(k, &opts).unwrap();
        let mut s = vec![0xAAu8; g.state_len()];
        g.init_state(&mut s);
        let mut e = vec![0u8; g.state_len()];
        KernelEval::new(Arc::new(k.clone())).init_state(&mut e);
        assert_eq!(s, e, "the evaluator's initial state");
        g.clif().unwrap().contains("; init")
    };
    // Nim's init stores constants: no code for it, and a helper only it calls has none either.
    let mut constant = nim(5);
    let pile = FieldId(constant.state.fields.iter().position(|f| f.name == "pile").unwrap() as u32);
    constant.functions.push(func(
        "setup",
        FuncKind::Mutate,
        0,
        &[],
        vec![st(pile, int(0), int(7))],
    ));
    constant.functions[0].body.push(S::Call { func: FuncId(3), args: vec![] });
    assert!(!initial(&constant));
    assert!(!compile_with(&constant, &opts).unwrap().clif().unwrap().contains("; setup"));
    // An index not proven in bounds that stays in bounds: still a constant.
    let mut unproven = nim(1);
    let ranks = unproven.meta.ranks;
    unproven.functions[0].body.push(st(ranks, E::scalar(pile), int(1)));
    assert!(!initial(&unproven));
    // An init that faults keeps its code: it must fault at run time, as the evaluator does.
    let mut faults = nim(2);
    faults.functions[0].body.push(st(ranks, E::scalar(pile), int(1)));
    let g = compile_with(&faults, &opts).unwrap();
    assert!(g.clif().unwrap().contains("; init"));
    let mut s = vec![0u8; g.state_len()];
    assert!(panic_message(|| g.init_state(&mut s)).contains("ranks[2] out of bounds"));
    // An init some other function calls (a restart) keeps its code too.
    let mut restarting = nim(3);
    restarting.functions[2].body.push(S::Call { func: FuncId(0), args: vec![] });
    assert!(initial(&restarting));
}

#[test]
fn endless_loops_run_out_of_fuel_instead_of_hanging() {
    // A legal function whose `while` never ends, called from `legal`: both the JIT and the
    // evaluator stop it after LOOP_FUEL iterations and report it.
    let mut k = nim(3);
    k.functions.push(func(
        "spin",
        FuncKind::Query,
        0,
        &[],
        vec![S::While { cond: int(1), body: vec![] }, S::Return(Some(int(0)))],
    ));
    k.functions[1].body.insert(0, S::Set(Local(0), E::Call { func: FuncId(3), args: vec![] }));
    let g = compile(&k).unwrap();
    let mut s = vec![0u8; g.state_len()];
    g.init_state(&mut s);
    let msg = panic_message(|| g.legal_moves(&s, &mut Vec::new()));
    assert!(msg.contains("`while` loop ran more than"), "{msg}");
    let eval = KernelEval::new(Arc::new(k));
    let msg = panic_message(|| eval.legal_moves(&s, &mut Vec::new()));
    assert!(msg.contains("`while` loop ran more than"), "{msg}");
}

#[test]
fn malformed_kernels_are_rejected() {
    let mut k = nim(3);
    k.functions[1].body.push(S::Set(Local(9), int(0)));
    assert!(matches!(compile(&k), Err(JitError::Invalid(_))));
    let mut k = nim(3);
    k.state.fields[0].offset = k.state.size;
    assert!(matches!(compile(&k), Err(JitError::Invalid(_))));
    let mut k = nim(3);
    k.entry.apply = FuncId(7);
    assert!(matches!(compile(&k), Err(JitError::Invalid(_))));
}

// ---- random programs ----

/// Builds random straight-line-and-loops programs in `init` (writing an `out` array) and checks
/// the JIT gives the same state, or panics exactly when the evaluator does.
struct Gen<'r> {
    rng: &'r mut Rng,
    out: FieldId,
    narrow: FieldId,
    depth: u32,
    loops: u32,
    /// `Expr::Move` allowed (in apply).
    mv: bool,
    /// A statement to put before the one just generated.
    pre: Option<S>,
}

const INTERESTING: [i64; 12] = [0, 1, -1, 2, 3, 7, 63, 64, 65, i64::MIN, i64::MAX, -64];

impl Gen<'_> {
    fn pick(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }

    fn expr(&mut self, d: u32) -> E {
        let leaf = d == 0 || self.pick(4) == 0;
        if leaf {
            return match self.pick(5) {
                0 => int(INTERESTING[self.pick(INTERESTING.len())]),
                1 => int(self.rng.below(20) as i64 - 5),
                2 if self.mv => E::Move(
                    [
                        MoveField::From,
                        MoveField::To,
                        MoveField::LevelFrom,
                        MoveField::LevelTo,
                        MoveField::Kind,
                        MoveField::Aux,
                    ][self.pick(6)],
                ),
                2 => E::MovesLen,
                _ => l(self.pick(4) as u32),
            };
        }
        match self.pick(14) {
            0 | 1 => {
                // Usually in bounds, sometimes not (both back ends must then panic).
                let i = self.expr(d - 1);
                let i = if self.pick(40) == 0 { i } else { E::bin(BinOp::BitAnd, i, int(15)) };
                ld(if self.pick(2) == 0 { self.out } else { self.narrow }, i)
            }
            2 => {
                let i = self.expr(d - 1);
                let i = if self.pick(40) == 0 { i } else { E::bin(BinOp::BitAnd, i, int(7)) };
                E::table(TableId(self.pick(2) as u32), i)
            }
            3..=6 => {
                const OPS: [BinOp; 20] = [
                    BinOp::Add,
                    BinOp::Sub,
                    BinOp::Mul,
                    BinOp::Div,
                    BinOp::Rem,
                    BinOp::Eq,
                    BinOp::Ne,
                    BinOp::Lt,
                    BinOp::Le,
                    BinOp::Gt,
                    BinOp::Ge,
                    BinOp::And,
                    BinOp::Or,
                    BinOp::BitAnd,
                    BinOp::BitOr,
                    BinOp::BitXor,
                    BinOp::Shl,
                    BinOp::Shr,
                    BinOp::Min,
                    BinOp::Max,
                ];
                let op = OPS[self.pick(OPS.len())];
                E::bin(op, self.expr(d - 1), self.expr(d - 1))
            }
            7 => {
                const UN: [UnOp; 6] = [
                    UnOp::Neg,
                    UnOp::Not,
                    UnOp::BitNot,
                    UnOp::PopCount,
                    UnOp::TrailingZeros,
                    UnOp::LeadingZeros,
                ];
                E::Un(UN[self.pick(UN.len())], Box::new(self.expr(d - 1)))
            }
            8 | 9 => E::select(self.expr(d - 1), self.expr(d - 1), self.expr(d - 1)),
            10 if self.depth < 2 => E::Call {
                func: FuncId(1),
                args: (0..self.pick(4)).map(|_| self.expr(d - 1)).collect(),
            },
            12 | 13 => {
                // A read at a local index: guarded by a range test of it whose bounds are
                // sometimes off by one, or not at all (a guard statement before it may cover
                // it). The JIT may leave the check out only where a guard proves it.
                let (v, f) = (self.local(), if self.pick(2) == 0 { self.out } else { self.narrow });
                if self.pick(4) == 0 {
                    return ld(f, v);
                }
                let guard = self.range_test(&v);
                E::select(guard, ld(f, v), self.expr(d - 1))
            }
            _ => self.expr(d - 1),
        }
    }

    fn local(&mut self) -> E {
        l(self.pick(4) as u32)
    }

    /// `lo <= v && v < hi` (or `!(v < lo || hi <= v)`), the bounds around `0..16`, give or
    /// take one.
    fn range_test(&mut self, v: &E) -> E {
        let lo = int(self.pick(3) as i64 - 1);
        let hi = int(15 + self.pick(3) as i64);
        if self.pick(2) == 0 {
            lo.le(v.clone()).and(v.clone().lt(hi))
        } else {
            E::Un(UnOp::Not, Box::new(v.clone().lt(lo).or(hi.le(v.clone()))))
        }
    }

    fn stmts(&mut self, n: usize, d: u32) -> Vec<S> {
        let mut out = Vec::new();
        for _ in 0..n {
            if let Some(pre) = self.pre.take() {
                out.push(pre);
            }
            let s = self.stmt(d);
            if let Some(pre) = self.pre.take() {
                out.push(pre);
            }
            out.push(s);
        }
        out
    }

    fn stmt(&mut self, d: u32) -> S {
        let choice = if d == 0 { self.pick(3) } else { self.pick(11) };
        match choice {
            0 => S::Set(Local(self.pick(4) as u32), self.expr(3)),
            1 | 2 => {
                let f = if self.pick(2) == 0 { self.out } else { self.narrow };
                let i = self.expr(2);
                let i = if self.pick(40) == 0 { i } else { E::bin(BinOp::BitAnd, i, int(15)) };
                st(f, i, self.expr(3))
            }
            3 | 4 => if_(
                self.expr(2),
                self.stmts(2, d - 1),
                if self.pick(2) == 0 { vec![] } else { self.stmts(2, d - 1) },
            ),
            5 => {
                self.loops += 1;
                let start = self.expr(1);
                let end = E::bin(BinOp::Min, self.expr(1), start.clone().add(int(6)));
                let body = self.stmts(3, d - 1);
                self.loops -= 1;
                S::Range { var: Local(self.pick(4) as u32), start, end, body }
            }
            6 => {
                // Bounded: a counter local of its own, bumped first.
                let c = Local(4 + self.loops.min(3));
                self.loops += 1;
                let mut body = vec![S::Set(c, l(c.0).add(int(1)))];
                body.extend(self.stmts(3, d - 1));
                self.loops -= 1;
                let cond = l(c.0).lt(int(5)).and(self.expr(2));
                self.pre = Some(S::Set(c, int(0)));
                S::While { cond, body }
            }
            7 if self.loops > 0 => {
                if self.pick(2) == 0 {
                    S::Break
                } else {
                    S::Continue
                }
            }
            8 if self.pick(6) == 0 => {
                S::Return(if self.pick(2) == 0 { None } else { Some(self.expr(2)) })
            }
            9 if self.depth < 2 => {
                S::Call { func: FuncId(1), args: (0..self.pick(4)).map(|_| self.expr(2)).collect() }
            }
            10 => {
                // A guard: what follows runs only where the range test holds.
                let v = self.local();
                let exit =
                    if self.loops > 0 && self.pick(2) == 0 { S::Continue } else { S::Return(None) };
                if_(E::Un(UnOp::Not, Box::new(self.range_test(&v))), vec![exit], vec![])
            }
            _ => S::Set(Local(self.pick(4) as u32), self.expr(2)),
        }
    }
}

fn random_kernel(rng: &mut Rng, i: u64) -> Kernel {
    let (mut state, meta) = layout(2, 1);
    let out = state.add("out", Elem::I64, 16);
    let narrow = state.add("narrow", Elem::I16, 16);
    let t0: Vec<i64> = (0..8).map(|_| INTERESTING[rng.below(INTERESTING.len())]).collect();
    let tables = vec![
        Table { name: "t0".into(), ty: Elem::I64, data: t0 },
        Table { name: "t1".into(), ty: Elem::U8, data: vec![3, 1, 4, 1, 5] },
    ];
    let locals = ["a", "b", "c", "d", "w0", "w1", "w2", "w3"];
    let mut g = Gen { rng, out, narrow, depth: 2, loops: 0, mv: false, pre: None };
    let mut helper = g.stmts(4, 2);
    helper.push(S::Return(Some(g.expr(3))));
    g.depth = 0;
    let init = g.stmts(8, 3);
    let mut legal = g.stmts(3, 2);
    legal.push(S::Range {
        var: Local(0),
        start: int(0),
        end: int(3),
        body: vec![
            S::Set(Local(1), g.expr(2)),
            S::Push {
                from: g.expr(2),
                to: g.expr(2),
                level_from: g.expr(2),
                level_to: g.expr(1),
                kind: g.expr(1),
                aux: l(0),
            },
        ],
    });
    g.mv = true;
    let apply = g.stmts(6, 3);
    Kernel {
        name: format!("random{i}"),
        num_players: 2,
        state,
        tables,
        functions: vec![
            func("init", FuncKind::Init, 0, &locals, init),
            func("helper", FuncKind::Query, 2, &locals, helper),
            func("legal", FuncKind::Legal, 0, &locals, legal),
            func("apply", FuncKind::Mutate, 0, &locals, apply),
        ],
        entry: Entries {
            init: FuncId(0),
            legal: FuncId(2),
            apply: FuncId(3),
            update: None,
            legal_in_place: false,
            sample: None,
        },
        max_moves: 3,
        meta,
    }
}

/// Runs `f` on both; both panic or both give the same value.
fn same<T: PartialEq + std::fmt::Debug>(
    k: &Kernel,
    what: &str,
    a: impl FnOnce() -> T,
    b: impl FnOnce() -> T,
) -> Option<T> {
    let ra = catch_unwind(AssertUnwindSafe(a));
    let rb = catch_unwind(AssertUnwindSafe(b));
    match (ra, rb) {
        (Ok(x), Ok(y)) => {
            assert_eq!(x, y, "{what} differs on\n{k}");
            Some(x)
        }
        (Err(_), Err(_)) => None,
        (ra, _) => panic!(
            "{what}: only the {} panicked on\n{k}",
            if ra.is_err() { "JIT" } else { "evaluator" }
        ),
    }
}

#[test]
fn random_programs_match_the_evaluator() {
    // Once with the helper always called, once inlined wherever the policy inlines it.
    for inline in [false, true] {
        let tier = Tier::Optimised;
        random_programs_match(JitOptions { keep_clif: true, inline, tier, ..Default::default() });
    }
}

#[test]
fn random_programs_at_baseline_match_the_evaluator() {
    random_programs_match(JitOptions {
        keep_clif: true,
        tier: Tier::Baseline,
        ..Default::default()
    });
}

#[test]
fn random_programs_compiled_quickly_match_the_evaluator() {
    // Every function through the quick ISA (single-pass register allocation), as big ones are.
    let tier = Tier::Optimised;
    random_programs_match(JitOptions {
        keep_clif: true,
        quick_above: 0,
        tier,
        ..Default::default()
    });
}

fn random_programs_match(opts: JitOptions) {
    let inline = opts.inline;
    let mut rng = Rng::seed_from(2024);
    let (mut ok, mut panicked, mut inlined) = (0, 0, 0);
    for i in 0..400 {
        let k = random_kernel(&mut rng, i);
        let jit = compile_with(&k, &opts).unwrap_or_else(|e| panic!("{e}\n{k}"));
        // The helper is compiled on its own only when some call stays a call.
        if !jit.clif().unwrap().contains("; helper") {
            inlined += 1;
        }
        let eval = KernelEval::new(Arc::new(k.clone()));
        let n = k.state.size;
        let Some(s) = same(
            &k,
            "init",
            || {
                let mut s = vec![0u8; n];
                jit.init_state(&mut s);
                s
            },
            || {
                let mut s = vec![0u8; n];
                eval.init_state(&mut s);
                s
            },
        ) else {
            panicked += 1;
            continue;
        };
        let Some(moves) = same(
            &k,
            "legal",
            || {
                let mut m = Vec::new();
                jit.legal_moves(&s, &mut m);
                m
            },
            || {
                let mut m = Vec::new();
                eval.legal_moves(&s, &mut m);
                m
            },
        ) else {
            panicked += 1;
            continue;
        };
        let extra = RawMove {
            from: u32::MAX,
            to: 3,
            level_from: 7,
            level_to: 65535,
            kind: 200,
            aux: u32::MAX,
        };
        for mv in moves.iter().chain([&extra]) {
            let r = same(
                &k,
                "apply",
                || {
                    let mut t = s.clone();
                    jit.apply(&mut t, mv);
                    t
                },
                || {
                    let mut t = s.clone();
                    eval.apply(&mut t, mv);
                    t
                },
            );
            if r.is_some() {
                ok += 1
            } else {
                panicked += 1
            }
        }
    }
    eprintln!("random programs (inline {inline}): {ok} runs agreed, {panicked} panicked on both, helper inlined in {inlined}");
    assert!(ok > 300, "too few programs ran to the end: {ok}");
    if inline {
        assert!(inlined >= 40, "the helper was inlined in only {inlined} programs");
    } else {
        assert_eq!(inlined, 0, "inlining was off");
    }
}

/// Nim whose `apply` keeps a history: `cur[0] = pile`, then
/// `for i in 0..w { saved[sp * w + i] = cur[i] }`, `sp += 1`, then
/// `for i in 1..w { cur[i] = saved[(sp - 1) * w - 1 + i] }` (each move shifts `cur` by one).
/// `saved` holds `depth` copies.
fn nim_with_history(w: usize, depth: usize) -> Kernel {
    let mut k = nim(3);
    let cur = k.state.add("cur", Elem::I32, w);
    let saved = k.state.add("saved", Elem::I32, w * depth);
    let sp = k.state.add("sp", Elem::U8, 1);
    let pile = FieldId(k.state.fields.iter().position(|f| f.name == "pile").unwrap() as u32);
    let w_ = int(w as i64);
    let apply = &mut k.functions[2];
    apply.local_names.push("i".into());
    apply.body.extend([
        st(cur, int(0), E::scalar(pile)),
        S::Range {
            var: Local(0),
            start: int(0),
            end: w_.clone(),
            body: vec![st(saved, E::scalar(sp).mul(w_.clone()).add(l(0)), ld(cur, l(0)))],
        },
        st(sp, int(0), E::scalar(sp).add(int(1))),
        S::Range {
            var: Local(0),
            start: int(1),
            end: w_.clone(),
            body: vec![st(
                cur,
                l(0),
                ld(saved, l(0).add(E::scalar(sp).sub(int(1)).mul(w_).sub(int(1)))),
            )],
        },
    ]);
    k
}

#[test]
fn copy_loops_are_block_copies_with_one_check() {
    let opts = JitOptions { keep_clif: true, ..JitOptions::default() };
    for (w, memcpy) in [(4, false), (3, false), (32, true)] {
        let k = nim_with_history(w, 4);
        let clif = compile_with(&k, &opts).unwrap().clif().unwrap().to_string();
        assert_eq!(clif.contains("Memcpy"), memcpy, "w = {w}:\n{clif}");
        // Same states as the evaluator, copies included.
        assert!(differential(&k, 100, w as u64) > 0);
    }
    // A history one copy deep: the second move's save starts at `saved[w]`, just past the end,
    // and reports that index, as the loop would.
    let g = compile(&nim_with_history(4, 1)).unwrap();
    let mut s = vec![0u8; g.state_len()];
    g.init_state(&mut s);
    let take1 = RawMove { aux: 1, to: 1, ..RawMove::default() };
    g.apply(&mut s, &take1);
    let msg = panic_message(|| g.apply(&mut s, &take1));
    assert!(msg.contains("saved[4] out of bounds (4)"), "{msg}");
}

/// Nim whose `apply` sums `select(i == 0, ranks[i], 5)` for `i` in `0..end` through a Query
/// function (`ranks` has 2 entries).
fn nim_selecting_ranks(end: i64) -> Kernel {
    nim_with_sum(vec![], |ranks| {
        let pick = E::select(l(1).eq(int(0)), ld(ranks, l(1)), int(5));
        vec![S::Range {
            var: Local(1),
            start: int(0),
            end: int(end),
            body: vec![S::Set(Local(0), l(0).add(pick))],
        }]
    })
}

#[test]
fn reads_proven_in_bounds_are_selected_without_branching() {
    // `i` in 0..2: `ranks[i]` is read whatever the condition, and selected.
    assert_eq!(branches(&nim_selecting_ranks(2)), 1);
    // `i` in 0..3: `ranks[2]` would be out of bounds, so it is read only when `i == 0`: one
    // branch around the read, none for its check (`i == 0` there). Nothing faults, as in the
    // evaluator.
    let unproven = nim_selecting_ranks(3);
    assert_eq!(branches(&unproven), 2);
    assert!(differential(&unproven, 200, 2) > 0);
    assert!(differential(&nim_selecting_ranks(2), 200, 3) > 0);
}

/// Nim whose `sum` walks the set bits of `mask` (local 1, from `init`):
/// `while mask != 0 { acc += ranks[(ctz(mask) + site) % 2]; mask = mask & (mask - 1); ..after }`,
/// with `site` (local 2) set to 1 before the loop and never in it.
fn nim_walking_bits(init: i64, after: Vec<S>) -> Kernel {
    nim_with_sum(vec![], |ranks| {
        let low = E::Un(UnOp::TrailingZeros, Box::new(l(1)));
        let index = E::bin(BinOp::Rem, low.add(l(2)), int(2));
        let mut body = vec![
            S::Set(Local(0), l(0).add(ld(ranks, index))),
            S::Set(Local(1), E::bin(BinOp::BitAnd, l(1), E::bin(BinOp::Sub, l(1), int(1)))),
        ];
        body.extend(after);
        vec![
            S::Set(Local(1), int(init)),
            S::Set(Local(2), int(1)),
            S::While { cond: E::bin(BinOp::Ne, l(1), int(0)), body },
        ]
    })
}

#[test]
fn loops_over_set_bits_are_lean() {
    let lean = sum_clif(&nim_walking_bits(6, vec![]));
    // It ends within 64 iterations: no fuel test, only the loop's own branch. `ctz + 1` is
    // never negative: its remainder is unsigned (a mask once optimised), and a valid index of
    // `ranks` (no check either).
    assert_eq!(lean.matches("brif").count(), 1, "{lean}");
    assert!(lean.contains("urem") && !lean.contains("srem"), "{lean}");
    // Blocks are sealed early: the loop header carries what the loop changes (`acc`, `mask`),
    // not `site`, which it only reads.
    let params: usize = lean
        .lines()
        .filter(|s| s.starts_with("block") && !s.starts_with("block0"))
        .map(|s| s.matches(": i64").count())
        .sum();
    assert_eq!(params, 2, "{lean}");
    // A loop that may set the mask again keeps its fuel (a second branch).
    let refilled = nim_walking_bits(6, vec![S::Set(Local(1), l(1).add(int(0)))]);
    assert_eq!(branches(&refilled), 2, "{}", sum_clif(&refilled));
    assert!(differential(&nim_walking_bits(6, vec![]), 200, 4) > 0);
    assert!(differential(&refilled, 200, 5) > 0);
}

/// Nim whose `sum` counts, for `i` in `0..10`, the `i` for which every one of the `n` tests
/// `i * 3 + i != 4 * j` (`j` in `0..n`) holds: an `&&` chain of `n` cheap operands that
/// cannot fault (`i >= n`, so the last two values of `i` for `n = 8`). `apply` stores the
/// count in the state, where the differential test compares it.
fn nim_testing_chain(n: i64) -> Kernel {
    let mut k = nim_with_sum(vec![], |_| {
        let test = |j: i64| E::bin(BinOp::Mul, l(1), int(3)).add(l(1)).ne(int(4 * j));
        let chain = (1..n).fold(test(0), |c, j| E::bin(BinOp::And, c, test(j)));
        let count = S::If {
            cond: chain,
            then: vec![S::Set(Local(0), l(0).add(int(1)))],
            otherwise: vec![],
        };
        vec![S::Range { var: Local(1), start: int(0), end: int(10), body: vec![count] }]
    });
    let counted = k.state.add("counted", Elem::I32, 1);
    k.functions[2].body.push(st(counted, int(0), l(0)));
    k
}

#[test]
fn long_chains_of_cheap_tests_branch_between_groups() {
    // Each test costs 3 (multiply, add, compare): two share a group (3 added to the first's
    // work, within EAGER_CHAIN_COST), the third starts the next one. Eight tests: four groups,
    // three branches out of the chain and the `if`'s own, plus the loop's. Evaluating them all
    // eagerly (each alone was cheap enough) left one branch for the `if`.
    let k = nim_testing_chain(8);
    assert_eq!(branches(&k), 5, "{}", sum_clif(&k));
    assert!(differential(&k, 200, 6) > 0);
    assert!(differential(&nim_testing_chain(3), 200, 7) > 0);
}

#[test]
fn an_assignment_gives_its_local_the_value_s_range_until_the_next() {
    // `site = pile % 2` (-1..=1): `ranks[site]` is checked. Then `site = t[pile & 1]` (t = [1,
    // 0]: 0 or 1): the next `ranks[site]` needs no check, though `site` as a whole may be -1.
    let pile = nim(3).state.fields.iter().position(|f| f.name == "pile").unwrap();
    let pile = FieldId(pile as u32);
    let k = nim_with_sum(vec![1, 0], |ranks| {
        vec![
            S::Set(Local(2), E::bin(BinOp::Rem, ld(pile, int(0)), int(2))),
            S::Set(Local(0), l(0).add(ld(ranks, l(2)))),
            S::Set(Local(2), E::table(TableId(0), E::bin(BinOp::BitAnd, ld(pile, int(0)), int(1)))),
            S::Set(Local(0), l(0).add(ld(ranks, l(2)))),
        ]
    });
    assert_eq!(branches(&k), 1, "the first read's check only: {}", sum_clif(&k));
    assert!(differential(&k, 100, 8) > 0);
}

#[test]
fn the_move_buffer_length_is_loaded_once_per_call() {
    // Nim's `legal` pushes in a loop, then `if moves_len == 0 { push a pass }` (never taken):
    // the length lives in a variable, read from the buffer once on entry instead of at each
    // push and read.
    let mut k = nim(5);
    let pass = if_(E::MovesLen.eq(int(0)), vec![push(int(0), int(0), int(1))], vec![]);
    k.functions[1].body.push(pass);
    let opts = JitOptions { keep_clif: true, ..JitOptions::default() };
    let clif = compile_with(&k, &opts).unwrap().clif().unwrap().to_string();
    let legal = &clif[clif.find("; legal").unwrap()..clif.find("; apply").unwrap()];
    let loads = legal.lines().filter(|s| s.contains("load.i64") && s.ends_with("v2+8")).count();
    assert_eq!(loads, 1, "{legal}");
    assert!(differential(&k, 200, 9) > 0);
}

/// Nim whose `sum` scans `ranks` (2 entries) as the lowering scans a zone:
/// `i = 0; while i < 2 && ranks[i] != 7 { acc += ranks[i]; ..extra; i = i + 1 }`.
fn nim_scanning_ranks(extra: Vec<S>) -> Kernel {
    nim_with_sum(vec![], |ranks| {
        let mut body = vec![S::Set(Local(0), l(0).add(ld(ranks, l(1))))];
        body.extend(extra);
        body.push(S::Set(Local(1), l(1).add(int(1))));
        vec![
            S::Set(Local(1), int(0)),
            S::While { cond: l(1).lt(int(2)).and(ld(ranks, l(1)).ne(int(7))), body },
        ]
    })
}

#[test]
fn counted_loops_need_no_fuel_nor_checks_of_their_counter() {
    // The counter runs from 0 below 2: the loop ends in time (no fuel test) and `ranks[i]`
    // is in bounds (no check): only the loop's own branches (`i < 2`, then the read).
    let lean = nim_scanning_ranks(vec![]);
    assert_eq!(branches(&lean), 2, "{}", sum_clif(&lean));
    // A `continue` may skip the increment: the loop keeps its fuel, and its checks.
    let skipping = nim_scanning_ranks(vec![if_(l(0).gt(int(100)), vec![S::Continue], vec![])]);
    assert!(branches(&skipping) > 3, "{}", sum_clif(&skipping));
    assert!(differential(&lean, 200, 8) > 0);
    assert!(differential(&skipping, 200, 9) > 0);
}

/// Nim whose `sum` calls a pure Query `peek(site) = ranks[site] + 1` twice, then (with
/// `write`) stores `ranks[1]` (unchanged), then calls it again.
fn nim_peeking(write: bool) -> Kernel {
    let peek = || E::Call { func: FuncId(4), args: vec![int(1)] };
    let mut k = nim_with_sum(vec![], |ranks| {
        let mut body = vec![S::Set(Local(0), peek().add(peek()))];
        if write {
            body.push(st(ranks, int(1), ld(ranks, int(1))));
        }
        body.push(S::Set(Local(0), l(0).add(peek())));
        body
    });
    let ranks = k.meta.ranks;
    let body = vec![S::Return(Some(ld(ranks, l(0)).add(int(1))))];
    k.functions.push(func("peek", FuncKind::Query, 1, &["site"], body));
    k
}

#[test]
fn pure_calls_are_made_once_until_the_state_changes() {
    let calls = |k: &Kernel| sum_clif(k).matches(" = call ").count();
    assert_eq!(calls(&nim_peeking(false)), 1, "{}", sum_clif(&nim_peeking(false)));
    assert_eq!(calls(&nim_peeking(true)), 2, "{}", sum_clif(&nim_peeking(true)));
    assert!(differential(&nim_peeking(false), 200, 10) > 0);
    assert!(differential(&nim_peeking(true), 200, 11) > 0);
}
