//! Hidden information on Ludii's own hidden games (issue 29): along seeded random walks the
//! interpreter and the JIT see the same observations and information-set keys for every player,
//! determinize alike given the same seed, and have the same legal moves on the determinized
//! states (the kernel's resync rebuilt what the dealt pieces changed). The games come from
//! `../shared/ludii` (not in the repository); without it the test skips, saying so. Set
//! `LUDEMIC_LUDII_DIR` to read them from elsewhere.

use std::path::PathBuf;

use ludemic_compiler::cli::input::load_library;
use ludemic_compiler::driver::{compile_ludii, LudiiOptions};
use ludemic_compiler::interp;
use ludemic_runtime::{DynHandle, Game, RawMove, Rng, Status};

/// Hidden games that replay Ludii's recordings, with the steps walked in each.
const WALKED: &[(&str, usize)] = &[
    // Every other site invisible; bumps and captures reveal.
    ("board/race/reach/Sneakthrough.lud", 120),
    // Hands and homes hidden (What, Value); attacks reveal both pieces.
    ("board/war/replacement/eliminate/target/L'attaque.lud", 150),
    // The opponent's sites invisible; Ludii shows pieces as their owners (`who_shows_what`).
    ("board/war/replacement/checkmate/chess/Kriegspiel (Chess).lud", 80),
];

fn ludii_dir() -> Option<PathBuf> {
    let dir = match std::env::var_os("LUDEMIC_LUDII_DIR") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/ludii"),
    };
    if dir.join("lud").is_dir() {
        Some(dir)
    } else {
        eprintln!("skipping: Ludii's corpus is not at {}", dir.display());
        None
    }
}

fn keys(g: &DynHandle, s: &Box<[u8]>) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    let mut k: Vec<String> = moves.iter().map(|&m| g.move_key(s, m).to_string()).collect();
    k.sort();
    k
}

fn find(g: &DynHandle, s: &Box<[u8]>, key: &str) -> RawMove {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    moves.into_iter().find(|&m| g.move_key(s, m).to_string() == key).expect("a legal move")
}

fn observation(g: &DynHandle, s: &Box<[u8]>, p: usize) -> Vec<i32> {
    let mut out = Vec::new();
    g.observation(s, p, &mut out);
    out
}

#[test]
fn interpreter_and_jit_agree_on_what_players_of_ludii_hidden_games_see() {
    let Some(ludii) = ludii_dir() else { return };
    let library = load_library(&ludii.join("def")).expect("Ludii's define library reads");
    for &(rel, steps) in WALKED {
        let text = std::fs::read_to_string(ludii.join("lud").join(rel)).expect("the game reads");
        let c = compile_ludii(rel, &text, &library, &LudiiOptions::default())
            .unwrap_or_else(|(_, f)| panic!("{rel}: {}", f.render(false)));
        let kernel = ludemic_compiler::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
        let interp = interp::for_game(c.game.clone());
        let jit = DynHandle::new(ludemic_compiler::back::jit::compile(&kernel).expect("compiles"));
        assert!(interp.has_hidden_information() && jit.has_hidden_information(), "{rel}");
        let n = interp.num_players();
        let mut rng = Rng::seed_from(29);
        let (mut a, mut b) = (interp.initial_state(), jit.initial_state());
        for step in 0..steps {
            for p in 1..=n {
                let at = format!("{rel}, step {step}, player {p}");
                assert_eq!(observation(&jit, &b, p), observation(&interp, &a, p), "{at}");
                assert_eq!(jit.information_set_key(&b, p), interp.information_set_key(&a, p));
                assert_eq!(jit.observation_string(&b, p), interp.observation_string(&a, p));
                if step % 10 == 0 {
                    let seed = (step * 10 + p) as u64;
                    let (mut da, mut db) = (a.clone(), b.clone());
                    interp.determinize(&mut da, p, &mut Rng::seed_from(seed));
                    jit.determinize(&mut db, p, &mut Rng::seed_from(seed));
                    assert_eq!(jit.state_string(&db), interp.state_string(&da), "{at}");
                    assert_eq!(observation(&jit, &db, p), observation(&interp, &a, p), "{at}");
                    assert_eq!(keys(&jit, &db), keys(&interp, &da), "{at}: after determinizing");
                }
            }
            if !matches!(interp.status(&a), Status::Ongoing) {
                break;
            }
            let all = keys(&interp, &a);
            assert_eq!(keys(&jit, &b), all, "{rel}, step {step}");
            let key = all[rng.below(all.len())].clone();
            let mv = find(&interp, &a, &key);
            interp.apply(&mut a, mv);
            let mv = find(&jit, &b, &key);
            jit.apply(&mut b, mv);
        }
    }
}

/// Ludii's hidden-information games with recordings (`hidden` in ../shared/ludii/index.tsv)
/// that replay them: tests/oracle.rs replays each (its SUPPORTED list).
const REPLAYING: &[&str] = &[
    "board/race/reach/Aime.lud",
    "board/race/reach/Ashere.lud",
    "board/race/reach/Sneakthrough.lud",
    "board/space/territory/Phantom Go.lud",
    "board/war/replacement/checkmate/chess/Beirut Chess.lud",
    "board/war/replacement/checkmate/chess/Kriegspiel (Chess).lud",
    "board/war/replacement/eliminate/target/L'attaque.lud",
    "math/Mastermind.lud",
];

/// The others, each with what the front end says when it refuses the game.
const REFUSED: &[(&str, &str)] = &[
    // Random starting positions (the recordings' `initial` would give the replays theirs).
    ("board/war/replacement/checkmate/chess/Chex.lud", "`(place ...)` needs a piece name"),
    ("puzzle/planning/Minesweeper.lud", "ludemic does not support `^` yet"),
    // A slide whose origin is filtered (`(from (from) if:..)`).
    (
        "board/war/replacement/eliminate/target/Kriegsspiel.lud",
        "unexpected argument `if:(and ...)` in `(from ...)`",
    ),
    ("dominoes/Block.lud", "ludemic does not support `dominoes` yet"),
];

/// Issue 29's account of Ludii's hidden games: every one with recordings either replays them
/// (and lowers) or is refused with the reason listed above, so that a game that starts lowering
/// (or fails differently) must be looked at again.
#[test]
fn every_hidden_game_with_recordings_replays_or_is_refused_for_its_reason() {
    let Some(ludii) = ludii_dir() else { return };
    let library = load_library(&ludii.join("def")).expect("Ludii's define library reads");
    let index = std::fs::read_to_string(ludii.join("index.tsv")).expect("index.tsv reads");
    let mut lines = index.lines();
    let header: Vec<&str> = lines.next().expect("a header").split('\t').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).expect(name);
    let (path, hidden) = (column("path"), column("hidden"));
    let mut seen = Vec::new();
    for line in lines {
        let cells: Vec<&str> = line.split('\t').collect();
        let rel = cells[path];
        let traces = ludii.join("traces").join(rel).with_extension("json.gz");
        if cells[hidden] != "true" || !traces.is_file() {
            continue;
        }
        seen.push(rel.to_owned());
        let text = std::fs::read_to_string(ludii.join("lud").join(rel)).expect("the game reads");
        let compiled = compile_ludii(rel, &text, &library, &LudiiOptions::default());
        match (REPLAYING.contains(&rel), REFUSED.iter().find(|(g, _)| *g == rel), compiled) {
            (true, _, Ok(c)) => assert!(c.game.hidden_flags, "{rel}: hides nothing"),
            (true, _, Err((_, f))) => panic!("{rel} no longer lowers: {}", f.render(false)),
            (false, Some((_, why)), Err((_, f))) => {
                let said = f.render(false);
                assert!(said.contains(why), "{rel}: refused for another reason:\n{said}");
            }
            (false, Some(_), Ok(_)) => panic!("{rel} now lowers: replay it (tests/oracle.rs)"),
            (false, None, _) => panic!("{rel}: a hidden game with recordings not accounted for"),
        }
    }
    seen.sort();
    let mut listed: Vec<String> = REPLAYING
        .iter()
        .map(|g| g.to_string())
        .chain(REFUSED.iter().map(|(g, _)| g.to_string()))
        .collect();
    listed.sort();
    assert_eq!(seen, listed, "the hidden games with recordings");
}
