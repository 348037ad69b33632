//! Shared helpers of the integration tests: loading the bundled games, and comparing two
//! engines of the same game step by step.

use std::path::{Path, PathBuf};

use ludemic_compiler::driver::{compile_ludii, Compiled, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_runtime::{Game, Rng, Status};

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
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
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
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
    match compile_ludii(&path.display().to_string(), &text, &DefineLibrary::default(), &LudiiOptions::default()) {
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
pub fn random_walks<A: Game, B: Game>(a: &A, b: &B, steps: usize, seed: u64) -> Result<usize, String> {
    let mut rng = Rng::seed_from(seed);
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    let mut done = 0;
    let mut games = 0;
    while done < steps {
        games += 1;
        let (mut sa, mut sb) = (a.initial_state(), b.initial_state());
        let chance = Rng::stream(seed, games as u64);
        a.seed_chance(&mut sa, &mut chance.clone());
        b.seed_chance(&mut sb, &mut chance.clone());
        let mut history = Vec::new();
        for ply in 0.. {
            let (ta, tb) = (a.state_string(&sa), b.state_string(&sb));
            if ta != tb {
                return Err(format!("game {games} ply {ply}: states differ\n  a: {ta}\n  b: {tb}\n  moves: {history:?}"));
            }
            let (xa, xb) = (a.status(&sa), b.status(&sb));
            if xa != xb {
                return Err(format!("game {games} ply {ply}: status differs: {xa:?} vs {xb:?}\n  state: {ta}\n  moves: {history:?}"));
            }
            if matches!(xa, Status::Over(_)) || ply >= 2000 {
                break;
            }
            let (ka, kb) = (keys(a, &sa, &mut ma), keys(b, &sb, &mut mb));
            if ka != kb {
                return Err(format!("game {games} ply {ply}: legal moves differ\n  a: {ka:?}\n  b: {kb:?}\n  state: {ta}\n  moves: {history:?}"));
            }
            let key = &ka[rng.below(ka.len())];
            history.push(key.clone());
            let pick = |g: &dyn Fn(usize) -> String, n: usize| (0..n).find(|&i| g(i) == *key).unwrap();
            let ia = pick(&|i| a.move_key(&sa, ma[i]).to_string(), ma.len());
            let ib = pick(&|i| b.move_key(&sb, mb[i]).to_string(), mb.len());
            let (mva, mvb) = (ma[ia], mb[ib]);
            a.apply(&mut sa, mva);
            b.apply(&mut sb, mvb);
            done += 1;
        }
    }
    Ok(games)
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
                return Err(format!("after {done} moves: kept {a:?}, regenerated {b:?} at {}", g.state_string(&s)));
            }
        }
    }
    Ok(())
}
