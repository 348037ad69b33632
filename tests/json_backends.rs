//! The JSON specs of games/ on the generated Rust ("native") and the Cranelift JIT: perft
//! against the published counts (chess from the initial position and from Kiwipete, English
//! checkers) and seeded random walks that follow the interpreter, the reference, with the same
//! legal move keys, whole states and results at every step. The interpreter's own perft tests
//! are in json_specs.rs.

use std::path::Path;

use ludemic_compiler::back::jit;
use ludemic_compiler::driver::{compile_json, Compiled};
use ludemic_compiler::interp::state_driven::StateInterpreter;
use ludemic_compiler::kernel_ir::eval::start_state;
use ludemic_compiler::kernel_ir::Kernel;
use ludemic_compiler::lower::{lower, state_rules};
use ludemic_runtime::kernel::KernelLayout;
use ludemic_runtime::{perft, DynGame, DynHandle, Game, MoveKey, RawMove, Rng, Status};
use ludemic_suite::random_walks;

fn compile(file: &str, position: Option<&str>) -> Compiled {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read =
        |f: &str| std::fs::read_to_string(root.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let pos_text = position.map(read);
    match compile_json(file, &read(file), position.zip(pos_text.as_deref())) {
        Ok(c) => c,
        Err((_, f)) => panic!("{}", f.render(false)),
    }
}

fn jit_game(file: &str, position: Option<&str>) -> DynHandle {
    let kernel = lower(&compile(file, position).game).unwrap_or_else(|e| panic!("{file}: {e}"));
    DynHandle::new(jit::compile(&kernel).unwrap_or_else(|e| panic!("{file}: {e}")))
}

/// The interpreter, its states written as the kernels write theirs (every slot), so that whole
/// states can be compared.
struct SlotView(StateInterpreter);

impl DynGame for SlotView {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn num_players(&self) -> usize {
        self.0.num_players()
    }
    fn state_len(&self) -> usize {
        self.0.state_len()
    }
    fn init_state(&self, state: &mut [u8]) {
        self.0.init_state(state)
    }
    fn mover(&self, state: &[u8]) -> usize {
        self.0.mover(state)
    }
    fn legal_moves(&self, state: &[u8], moves: &mut Vec<RawMove>) {
        self.0.legal_moves(state, moves)
    }
    fn apply(&self, state: &mut [u8], mv: &RawMove) {
        self.0.apply(state, mv)
    }
    fn status(&self, state: &[u8]) -> Status {
        self.0.status(state)
    }
    fn move_key(&self, state: &[u8], mv: &RawMove) -> MoveKey {
        self.0.move_key(state, mv)
    }
    fn state_string(&self, state: &[u8]) -> String {
        state_rules::state_string(self.0.num_players(), state, self.0.mover(state) as i64)
    }
    fn seed_chance(&self, state: &mut [u8], rng: &mut Rng) {
        self.0.seed_chance(state, rng)
    }
}

fn reference(file: &str) -> DynHandle {
    DynHandle::new(SlotView(StateInterpreter::new(compile(file, None).game)))
}

/// Runs `check` on the generated game of `games/<name>`.
fn with_native<T>(name: &str, check: impl FnOnce(&dyn NativeCheck) -> T) -> T {
    struct V<F>(F);
    impl<T, F: FnOnce(&dyn NativeCheck) -> T> ludemic_generated::Visit for V<F> {
        type Output = T;
        fn visit<G: Game<Move = RawMove> + Sync + Send + 'static>(self, game: G) -> T
        where
            G::State: KernelLayout,
        {
            (self.0)(&Native(game))
        }
    }
    ludemic_generated::visit(name, V(check))
        .unwrap_or_else(|| panic!("{name} is not in generated/"))
}

trait NativeCheck {
    fn walks_with(&self, reference: &DynHandle, steps: usize, seed: u64) -> Result<usize, String>;
    fn perft(&self, depth: u32) -> u64;
    fn seeded_playout(&self, chance_seed: u64, moves_seed: u64) -> Vec<String>;
    fn playouts(&self, n: u64, seed: u64) -> ludemic_runtime::PlayoutStats;
    /// Perft from the initial state of `position`, a kernel of the same game compiled with
    /// another starting position (what `--backend native --position` does).
    fn perft_from(&self, position: &Kernel, depth: u32) -> u64;
}

struct Native<G>(G);

impl<G: Game<Move = RawMove>> NativeCheck for Native<G>
where
    G::State: KernelLayout,
{
    fn walks_with(&self, reference: &DynHandle, steps: usize, seed: u64) -> Result<usize, String> {
        random_walks(reference, &self.0, steps, seed)
    }
    fn perft(&self, depth: u32) -> u64 {
        perft(&self.0, &self.0.initial_state(), depth)
    }
    fn seeded_playout(&self, chance_seed: u64, moves_seed: u64) -> Vec<String> {
        seeded_playout(&self.0, chance_seed, moves_seed)
    }
    fn playouts(&self, n: u64, seed: u64) -> ludemic_runtime::PlayoutStats {
        ludemic_runtime::run_playouts(&self.0, n, seed)
    }
    fn perft_from(&self, position: &Kernel, depth: u32) -> u64 {
        let start: G::State = start_state(position).unwrap_or_else(|e| panic!("{e}"));
        perft(&self.0, &start, depth)
    }
}

/// The states of one random playout whose chance is seeded from `chance_seed` and whose moves
/// are picked (by key, so the back ends' move orders do not matter) from `moves_seed`.
fn seeded_playout<G: Game>(g: &G, chance_seed: u64, moves_seed: u64) -> Vec<String> {
    let mut s = g.initial_state();
    g.seed_chance(&mut s, &mut Rng::seed_from(chance_seed));
    let (mut pick, mut buf) = (Rng::seed_from(moves_seed), Vec::new());
    let mut states = vec![g.state_string(&s)];
    while !g.status(&s).is_over() && states.len() < 500 {
        let keys = ludemic_suite::keys(g, &s, &mut buf);
        let key = &keys[pick.below(keys.len())];
        let mv =
            *buf.iter().find(|m| g.move_key(&s, **m).to_string() == *key).expect("a listed key");
        g.apply(&mut s, mv);
        states.push(g.state_string(&s));
    }
    states
}

/// Issue 5: a spec's chance is seeded per playout, the same way on every back end. The same
/// seed gives the same game on the interpreter, the JIT and the generated Rust; another chance
/// seed (same move choices) gives another game; and seeded batches of playouts are reproducible
/// and equal across back ends.
#[test]
fn chance_is_seeded_per_playout_on_every_back_end() {
    let file = "games/pig.json";
    let (interp, jit) = (reference(file), jit_game(file, None));
    for chance in [1u64, 2, 3] {
        let a = seeded_playout(&interp, chance, 7);
        assert_eq!(
            a,
            seeded_playout(&jit, chance, 7),
            "pig.json: jit differs from the interpreter (chance seed {chance})"
        );
        assert_eq!(
            a,
            with_native("pig.json", |g| g.seeded_playout(chance, 7)),
            "pig.json: native differs (chance seed {chance})"
        );
    }
    let (one, two) = (seeded_playout(&interp, 1, 7), seeded_playout(&interp, 2, 7));
    assert_ne!(one, two, "pig.json: two chance seeds rolled the same dice");
    // Batches: playout i seeds its dice from its own stream, so two batch seeds differ and one
    // seed reproduces itself, on both dynamic back ends alike.
    let stats = |g: &DynHandle, seed| ludemic_runtime::run_playouts(g, 200, seed);
    let (a, b) = (stats(&interp, 11), stats(&interp, 12));
    assert!(a.same_results(&stats(&interp, 11)), "the same batch seed gave other playouts");
    assert!(a.same_results(&stats(&jit, 11)), "jit playouts differ from the interpreter's");
    assert!(
        a.same_results(&with_native("pig.json", |g| g.playouts(200, 11))),
        "native playouts differ from the interpreter's"
    );
    assert!(!a.same_results(&b), "two batch seeds gave the same playouts");
}

/// Deterministic specs have no chance to seed: seeding draws nothing and changes nothing.
#[test]
fn deterministic_specs_ignore_seeding() {
    for file in ["games/tic-tac-toe.json", "games/checkers.json"] {
        for g in [reference(file), jit_game(file, None)] {
            let (mut s, mut rng) = (g.initial_state(), Rng::seed_from(5));
            g.seed_chance(&mut s, &mut rng);
            assert_eq!(s, g.initial_state(), "{file}: seeding changed a deterministic state");
            assert_eq!(rng, Rng::seed_from(5), "{file}: seeding drew from the playout's generator");
        }
    }
}

fn check_perft(game: &DynHandle, counts: &[(u32, u64)]) {
    let root = game.initial_state();
    for &(depth, want) in counts {
        assert_eq!(perft(game, &root, depth), want, "{}: perft({depth})", game.name());
    }
}

const CHESS: &[(u32, u64)] = &[(1, 20), (2, 400), (3, 8_902), (4, 197_281)];
const KIWIPETE: &[(u32, u64)] = &[(1, 48), (2, 2_039), (3, 97_862)];
const CHECKERS: &[(u32, u64)] = &[(1, 7), (2, 49), (3, 302), (4, 1_469), (5, 7_361), (6, 36_768)];

#[test]
fn jit_chess_perft() {
    check_perft(&jit_game("games/chess.json", None), CHESS);
}

/// The deepest count, 4.9M leaves: 26 s in the test profile (the JIT's code does not
/// depend on it), so it runs in CI.
#[test]
fn jit_chess_perft_5() {
    check_perft(&jit_game("games/chess.json", None), &[(5, 4_865_609)]);
}

#[test]
fn jit_kiwipete_perft() {
    check_perft(&jit_game("games/chess.json", Some("games/positions/kiwipete.json")), KIWIPETE);
}

#[test]
fn jit_checkers_perft() {
    check_perft(&jit_game("games/checkers.json", None), CHECKERS);
}

#[test]
fn native_perft() {
    for (name, counts) in [("chess.json", CHESS), ("checkers.json", CHECKERS)] {
        with_native(name, |g| {
            for &(depth, want) in counts {
                assert_eq!(g.perft(depth), want, "{name} (native): perft({depth})");
            }
        });
    }
    with_native("tic-tac-toe.json", |g| {
        assert_eq!(g.perft(9), 127_872, "tic-tac-toe.json (native): perft(9)")
    });
}

/// The generated chess starts from Kiwipete as `--backend native --position` does: the
/// position's own kernel computes the initial state, which converts into the generated state.
#[test]
fn native_kiwipete_perft() {
    let kiwipete =
        lower(&compile("games/chess.json", Some("games/positions/kiwipete.json")).game).unwrap();
    with_native("chess.json", |g| {
        for &(depth, want) in KIWIPETE {
            assert_eq!(g.perft_from(&kiwipete, depth), want, "Kiwipete (native): perft({depth})");
        }
    });
    // A kernel of another layout is refused, not misread.
    let checkers = lower(&compile("games/checkers.json", None).game).unwrap();
    let refused = start_state::<ludemic_generated::chess_json::ChessJsonState>(&checkers)
        .map(|_| ())
        .unwrap_err();
    assert!(refused.contains("layout differs"), "{refused}");
}

/// Seeded random walks: (spec, moves in all against the interpreter). The interpreter is the
/// slow side (chess: about 10 ms a move at the test profile's opt-level), so the JIT follows it
/// for these many moves, and the generated Rust follows the JIT for `STEPS` moves.
const WALKS: &[(&str, usize)] = &[
    ("tic-tac-toe.json", 100_000),
    ("checkers.json", 10_000),
    ("chess.json", 2_000),
    ("pig.json", 100_000),
    ("reverse.json", 20_000),
];
const STEPS: usize = 100_000;

#[test]
fn jit_follows_the_interpreter() {
    use rayon::prelude::*;
    let failures: Vec<String> = WALKS
        .par_iter()
        .filter_map(|&(name, steps)| {
            let file = format!("games/{name}");
            match random_walks(&reference(&file), &jit_game(&file, None), steps, 4) {
                Ok(games) => {
                    eprintln!("{name}: jit agrees with the interpreter over {steps} moves ({games} games)");
                    None
                }
                Err(e) => Some(format!("{name} (jit): {e}")),
            }
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn native_follows_the_jit() {
    let mut failures = Vec::new();
    for &(name, _) in WALKS {
        let jit = jit_game(&format!("games/{name}"), None);
        match with_native(name, |n| n.walks_with(&jit, STEPS, 3)) {
            Ok(games) => {
                eprintln!("{name}: native agrees with the jit over {STEPS} moves ({games} games)")
            }
            Err(e) => failures.push(format!("{name} (native): {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every JSON spec of games/ lowers to the Kernel IR, is in generated/ and is walked.
#[test]
fn every_spec_is_lowered_and_walked() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        lower(&compile(&format!("games/{name}"), None).game)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            ludemic_generated::GAMES.contains(&name.as_str()),
            "{name} is missing from generated/"
        );
        assert!(WALKS.iter().any(|(w, _)| *w == name), "{name}: add it to WALKS");
    }
}

#[test]
fn kernel_state_strings_list_every_slot() {
    // The interpreter's initial tic-tac-toe state and the JIT's are written alike.
    let file = "games/tic-tac-toe.json";
    let (a, b) = (reference(file), jit_game(file, None));
    assert_eq!(a.state_string(&a.initial_state()), b.state_string(&b.initial_state()));
    assert!(b.state_string(&b.initial_state()).ends_with("|mover=1"));
}
