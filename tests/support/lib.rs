//! Shared helpers of the integration tests: loading the bundled games, and comparing two
//! engines of the same game step by step.

pub mod hidden;

use std::path::{Path, PathBuf};

use ludemic_compiler::driver::{compile_ludii, Compiled, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_runtime::{Game, Rng, Status};

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// `../shared` next to the repository (Ludii's corpus and recordings), or `$LUDEMIC_SHARED`:
/// a git worktree elsewhere has no `../shared` of its own.
pub fn shared_dir() -> PathBuf {
    std::env::var_os("LUDEMIC_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("../shared"))
}

/// The names of the bundled games (games/*.lud without the extension), sorted.
pub fn bundled_games() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("games"))
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "lud").then(|| p.file_stem().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

/// Every file under `dir` (recursively) whose name ends with `suffix`, in sorted path order.
pub fn files_ending_with(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    let mut out = Vec::new();
    for p in entries {
        if p.is_dir() {
            out.extend(files_ending_with(&p, suffix));
        } else if p.to_string_lossy().ends_with(suffix) {
            out.push(p);
        }
    }
    out
}

/// Compiles a bundled game to the Game IR.
pub fn compile_bundled(name: &str) -> Compiled {
    let path = root().join("games").join(format!("{name}.lud"));
    let text = std::fs::read_to_string(&path).unwrap();
    match compile_ludii(
        &path.display().to_string(),
        &text,
        &DefineLibrary::default(),
        &LudiiOptions::default(),
    ) {
        Ok(c) => c,
        Err((_, f)) => panic!("{name} does not compile:\n{}", f.render(false)),
    }
}

/// Legal move keys of a state, sorted (duplicates kept: engines must agree on them too).
pub fn keys<G: Game>(g: &G, s: &G::State, buf: &mut Vec<G::Move>) -> Vec<String> {
    g.legal_moves(s, buf);
    let mut k: Vec<String> = buf.iter().map(|m| g.move_key(s, *m).to_string()).collect();
    k.sort();
    k
}

/// Walks `a` and `b` through the same random games for `steps` moves in total, checking at
/// every step that they agree on the legal move keys, the state and the status. Games with
/// chance get the same fresh random source on both sides at the start of every game (as
/// playouts seed them), so the walks also check that seeding agrees. Returns the number of
/// games played, or a description of the first disagreement.
pub fn random_walks<A: Game, B: Game>(
    a: &A,
    b: &B,
    steps: usize,
    seed: u64,
) -> Result<usize, String> {
    lockstep_walks(&mut [&mut Walker::new("a", a), &mut Walker::new("b", b)], steps, seed)
}

/// `random_walks` for any number of engines of one game: every engine follows the first through
/// the same games and is compared with it at every step. One walk checks several back ends
/// against the interpreter while paying for the (slow) interpreter once.
pub fn lockstep_walks(
    sides: &mut [&mut dyn Side],
    steps: usize,
    seed: u64,
) -> Result<usize, String> {
    let (reference, others) = sides.split_first_mut().expect("a reference engine");
    let r = reference.label().to_owned();
    let mut rng = Rng::seed_from(seed);
    let mut done = 0;
    let mut games = 0;
    while done < steps {
        games += 1;
        let chance = Rng::stream(seed, games as u64);
        reference.start(&chance);
        others.iter_mut().for_each(|o| o.start(&chance));
        let mut history = Vec::new();
        for ply in 0.. {
            let (ta, xa) = (reference.state_string(), reference.status());
            for o in others.iter() {
                let (b, tb, xb) = (o.label(), o.state_string(), o.status());
                if ta != tb {
                    return Err(format!("game {games} ply {ply}: states differ\n  {r}: {ta}\n  {b}: {tb}\n  moves: {history:?}"));
                }
                if xa != xb {
                    return Err(format!("game {games} ply {ply}: status differs: {r} {xa:?} vs {b} {xb:?}\n  state: {ta}\n  moves: {history:?}"));
                }
            }
            if matches!(xa, Status::Over(_)) || ply >= 2000 {
                break;
            }
            let ka = reference.keys();
            for o in others.iter_mut() {
                let kb = o.keys();
                if ka != kb {
                    let b = o.label();
                    return Err(format!("game {games} ply {ply}: legal moves differ\n  {r}: {ka:?}\n  {b}: {kb:?}\n  state: {ta}\n  moves: {history:?}"));
                }
            }
            let key = &ka[rng.below(ka.len())];
            history.push(key.clone());
            reference.play(key);
            others.iter_mut().for_each(|o| o.play(key));
            done += 1;
        }
    }
    Ok(games)
}

/// One engine's side of a lockstep walk: the game with its current state and move buffer,
/// behind an object-safe face so that engines of different types walk together.
pub trait Side {
    fn label(&self) -> &str;
    /// Starts a new game, seeding its chance from `chance`.
    fn start(&mut self, chance: &Rng);
    fn state_string(&self) -> String;
    fn status(&self) -> Status;
    /// The sorted legal move keys of the current state.
    fn keys(&mut self) -> Vec<String>;
    /// Plays the legal move whose key is `key`.
    fn play(&mut self, key: &str);
}

/// A `Side` for any `Game`.
pub struct Walker<'g, G: Game> {
    label: &'g str,
    game: &'g G,
    state: G::State,
    moves: Vec<G::Move>,
}

impl<'g, G: Game> Walker<'g, G> {
    pub fn new(label: &'g str, game: &'g G) -> Self {
        Walker { label, game, state: game.initial_state(), moves: Vec::new() }
    }
}

impl<G: Game> Side for Walker<'_, G> {
    fn label(&self) -> &str {
        self.label
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
        keys(self.game, &self.state, &mut self.moves)
    }
    fn play(&mut self, key: &str) {
        let (g, s) = (self.game, &self.state);
        let mv = self.moves.iter().copied().find(|&m| g.move_key(s, m).to_string() == key);
        let mv = mv.unwrap_or_else(|| panic!("{}: no legal move {key}", self.label));
        self.game.apply(&mut self.state, mv);
    }
}

/// Plays seeded random games through `apply_from_list` (as playouts do) for `steps` moves in
/// all, checking after every move that the list the game kept equals, as a multiset of keys,
/// the list `legal_moves` regenerates.
pub fn kept_lists_match<G: Game>(g: &G, steps: usize, seed: u64) -> Result<(), String> {
    let mut rng = Rng::seed_from(seed);
    let (mut kept, mut fresh) = (Vec::new(), Vec::new());
    let mut done = 0;
    while done < steps {
        let mut s = g.initial_state();
        g.legal_moves(&s, &mut kept);
        while !g.status(&s).is_over() && !kept.is_empty() && done < steps {
            let i = rng.below(kept.len());
            g.apply_from_list(&mut s, &mut kept, i);
            done += 1;
            let mut a: Vec<String> = kept.iter().map(|m| g.move_key(&s, *m).to_string()).collect();
            a.sort();
            let b = keys(g, &s, &mut fresh);
            if a != b {
                return Err(format!(
                    "after {done} moves: kept {a:?}, regenerated {b:?} at {}",
                    g.state_string(&s)
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use ludemic_compiler::interp::Interpreter;
    use ludemic_runtime::DynHandle;

    use super::*;

    fn interpreter(name: &str) -> DynHandle {
        DynHandle::new(Interpreter::new(Arc::clone(&compile_bundled(name).game)))
    }

    #[test]
    fn lockstep_walks_pass_equal_engines_and_name_the_one_that_differs() {
        let (a, b, other) =
            (interpreter("tic-tac-toe"), interpreter("tic-tac-toe"), interpreter("connect-four"));
        let (mut wa, mut wb) = (Walker::new("first", &a), Walker::new("second", &b));
        assert!(lockstep_walks(&mut [&mut wa, &mut wb], 500, 1).unwrap() > 50);
        let mut wo = Walker::new("third", &other);
        let e = lockstep_walks(&mut [&mut wa, &mut wb, &mut wo], 500, 1).unwrap_err();
        assert!(e.contains("differ") && e.contains("third:") && !e.contains("second:"), "{e}");
    }
}
