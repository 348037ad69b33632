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
use ludemic_compiler::lower::{lower, state_rules};
use ludemic_runtime::hidden::UNSEEN;
use ludemic_runtime::kernel::KernelLayout;
use ludemic_runtime::{DynGame, DynHandle, Game, MoveKey, RawMove, Rng, Status};

fn compile(file: &str) -> Compiled {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    compile_json(file, &text, None).unwrap_or_else(|(_, f)| panic!("{}", f.render(false)))
}

/// The interpreter, its states written as the kernels write theirs (every slot, the histories
/// among them), so that whole states can be compared; hidden information as its own.
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
        DynGame::mover(&self.0, state)
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
        let mover = DynGame::mover(&self.0, state) as i64;
        state_rules::state_string(self.0.num_players(), state, mover)
    }
    fn seed_chance(&self, state: &mut [u8], rng: &mut Rng) {
        self.0.seed_chance(state, rng)
    }
    fn has_hidden_information(&self) -> bool {
        self.0.has_hidden_information()
    }
    fn observation(&self, state: &[u8], player: usize, out: &mut Vec<i32>) {
        self.0.observation(state, player, out)
    }
    fn observation_string(&self, state: &[u8], player: usize) -> String {
        self.0.observation_string(state, player)
    }
    fn information_set_key(&self, state: &[u8], player: usize) -> u64 {
        self.0.information_set_key(state, player)
    }
    fn determinize(&self, state: &mut [u8], player: usize, rng: &mut Rng) {
        self.0.determinize(state, player, rng)
    }
}

/// What a player sees of a state: observation, its text, information-set key.
type Seen = (Vec<i32>, String, u64);

/// One engine of a lockstep walk, behind an object-safe face (the generated game has a type of
/// its own).
trait Side {
    fn label(&self) -> &str;
    fn players(&self) -> usize;
    fn start(&mut self, chance: &Rng);
    fn state_string(&self) -> String;
    fn status(&self) -> Status;
    fn keys(&mut self) -> Vec<String>;
    fn play(&mut self, key: &str);
    fn has_hidden(&self) -> bool;
    fn seen(&self, player: usize) -> Seen;
    /// A copy of the state determinized for `player` from `Rng::seed_from(seed)`: its state
    /// string and what `player` sees of it.
    fn determinized(&self, player: usize, seed: u64) -> (String, Seen);
    /// One more `seed_chance` (what a search does to the states it simulates) leaves what every
    /// player sees as it is (only the random source changes).
    fn reseeding_keeps_the_deal(&self, seed: u64) -> bool;
}

struct Engine<'g, G: Game> {
    label: &'g str,
    game: &'g G,
    state: G::State,
    moves: Vec<G::Move>,
}

impl<'g, G: Game> Engine<'g, G> {
    fn new(label: &'g str, game: &'g G) -> Self {
        Engine { label, game, state: game.initial_state(), moves: Vec::new() }
    }
}

fn seen_in<G: Game>(g: &G, s: &G::State, player: usize) -> Seen {
    let mut obs = Vec::new();
    g.observation(s, player, &mut obs);
    (obs, g.observation_string(s, player), g.information_set_key(s, player))
}

impl<G: Game> Side for Engine<'_, G> {
    fn label(&self) -> &str {
        self.label
    }
    fn players(&self) -> usize {
        self.game.num_players()
    }
    fn start(&mut self, chance: &Rng) {
        self.state = self.game.initial_state();
        self.game.seed_chance(&mut self.state, &mut chance.clone());
    }
    fn state_string(&self) -> String {
        self.game.state_string(&self.state)
    }
    fn status(&self) -> Status {
        self.game.status(&self.state)
    }
    fn keys(&mut self) -> Vec<String> {
        ludemic_suite::keys(self.game, &self.state, &mut self.moves)
    }
    fn play(&mut self, key: &str) {
        let (g, s) = (self.game, &self.state);
        let mv = self.moves.iter().copied().find(|&m| g.move_key(s, m).to_string() == key);
        let mv = mv.unwrap_or_else(|| panic!("{}: no legal move {key}", self.label));
        self.game.apply(&mut self.state, mv);
    }
    fn has_hidden(&self) -> bool {
        self.game.has_hidden_information()
    }
    fn seen(&self, player: usize) -> Seen {
        seen_in(self.game, &self.state, player)
    }
    fn determinized(&self, player: usize, seed: u64) -> (String, Seen) {
        let mut s = self.state.clone();
        self.game.determinize(&mut s, player, &mut Rng::seed_from(seed));
        (self.game.state_string(&s), seen_in(self.game, &s, player))
    }
    fn reseeding_keeps_the_deal(&self, seed: u64) -> bool {
        let mut s = self.state.clone();
        self.game.seed_chance(&mut s, &mut Rng::seed_from(seed));
        (1..=self.game.num_players())
            .all(|p| seen_in(self.game, &s, p) == seen_in(self.game, &self.state, p))
    }
}

/// Walks every side through the same seeded random games (`steps` moves in all), comparing
/// with the first at every step: states, statuses, legal moves, and for every player what it
/// sees and the determinization of the state for it with a seed of the step. Also checks that
/// a determinization keeps what the player sees. Returns how many determinizations changed
/// the state.
fn lockstep(sides: &mut [&mut dyn Side], steps: usize, seed: u64) -> Result<usize, String> {
    let (reference, others) = sides.split_first_mut().expect("a reference");
    let r = reference.label().to_owned();
    for o in others.iter() {
        if o.has_hidden() != reference.has_hidden() {
            return Err(format!("{} and {r} disagree on has_hidden_information", o.label()));
        }
    }
    let players = reference.players();
    let (mut rng, mut done, mut games, mut changed) = (Rng::seed_from(seed), 0, 0u64, 0);
    while done < steps {
        games += 1;
        let chance = Rng::stream(seed, games);
        reference.start(&chance);
        others.iter_mut().for_each(|o| o.start(&chance));
        for ply in 0.. {
            let at = format!("game {games} ply {ply}");
            let (text, status) = (reference.state_string(), reference.status());
            for o in others.iter() {
                if o.state_string() != text || o.status() != status {
                    return Err(format!(
                        "{at}: states differ\n  {r}: {text}\n  {}: {}",
                        o.label(),
                        o.state_string()
                    ));
                }
            }
            for p in 1..=players {
                let seen = reference.seen(p);
                let det_seed = (games << 32) ^ (ply << 8) ^ p as u64;
                let det = reference.determinized(p, det_seed);
                if det.1 != seen {
                    return Err(format!(
                        "{at}: {r}'s determinization for player {p} changed what it sees\n  before: {}\n  after:  {}",
                        seen.1, det.1 .1
                    ));
                }
                changed += (det.0 != text) as usize;
                for o in others.iter() {
                    let b = o.label();
                    let other = o.seen(p);
                    if other != seen {
                        return Err(format!(
                            "{at}: player {p} sees differently\n  {r}: {} key {}\n  {b}: {} key {}",
                            seen.1, seen.2, other.1, other.2
                        ));
                    }
                    let other = o.determinized(p, det_seed);
                    if other != det {
                        return Err(format!(
                            "{at}: determinizations for player {p} differ\n  {r}: {}\n  {b}: {}",
                            det.0, other.0
                        ));
                    }
                }
            }
            if status.is_over() || ply >= 400 {
                break;
            }
            let keys = reference.keys();
            for o in others.iter_mut() {
                if o.keys() != keys {
                    return Err(format!("{at}: legal moves differ ({})", o.label()));
                }
            }
            let key = &keys[rng.below(keys.len())];
            reference.play(key);
            others.iter_mut().for_each(|o| o.play(key));
            done += 1;
        }
    }
    Ok(changed)
}

/// Runs `f` with a side for the generated game of `games/<name>`.
fn with_native<T>(name: &str, f: impl FnOnce(&mut dyn Side) -> T) -> T {
    struct V<F>(F);
    impl<T, F: FnOnce(&mut dyn Side) -> T> ludemic_generated::Visit for V<F> {
        type Output = T;
        fn visit<G: Game<Move = RawMove> + Sync + Send + 'static>(self, game: G) -> T
        where
            G::State: KernelLayout,
        {
            (self.0)(&mut Engine::new("native", &game))
        }
    }
    ludemic_generated::visit(name, V(f)).unwrap_or_else(|| panic!("{name} is not in generated/"))
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
        assert_eq!(deals(&mut side), reference, "{}", side.label);
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
