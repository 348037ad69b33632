//! Lockstep walks that compare what players see (issue 29, docs/hidden-information.md):
//! engines of one game with hidden information follow the same seeded random games and must
//! agree on states, legal moves, every player's observation, observation string, information-
//! set key and determinization. Used by the JSON and the card games' tests.

use ludemic_compiler::interp::state_driven::StateInterpreter;
use ludemic_compiler::lower::state_rules;
use ludemic_runtime::kernel::KernelLayout;
use ludemic_runtime::{DynGame, Game, MoveKey, RawMove, Rng, Status};

/// The interpreter, its states written as the kernels write theirs (every slot, the histories
/// among them), so that whole states can be compared; hidden information as its own.
pub struct SlotView(pub StateInterpreter);

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
pub type Seen = (Vec<i32>, String, u64);

/// One engine of a lockstep walk, behind an object-safe face (the generated game has a type of
/// its own).
pub trait Side {
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

pub struct Engine<'g, G: Game> {
    label: &'g str,
    game: &'g G,
    state: G::State,
    moves: Vec<G::Move>,
}

impl<'g, G: Game> Engine<'g, G> {
    pub fn new(label: &'g str, game: &'g G) -> Self {
        Engine { label, game, state: game.initial_state(), moves: Vec::new() }
    }
}

pub fn seen_in<G: Game>(g: &G, s: &G::State, player: usize) -> Seen {
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
        crate::keys(self.game, &self.state, &mut self.moves)
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
pub fn lockstep(sides: &mut [&mut dyn Side], steps: usize, seed: u64) -> Result<usize, String> {
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
pub fn with_native<T>(name: &str, f: impl FnOnce(&mut dyn Side) -> T) -> T {
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
