//! The JSON specs of games/ on the interpreter: perft against the published counts (chess from
//! the initial position and from Kiwipete, English checkers, tic-tac-toe) and the end rules
//! (checkmate, stalemate, the fifty-move rule). The deeper chess counts (perft 4 and 5, Kiwipete
//! 3) would cost minutes here: tests/json_backends.rs checks them on the JIT and the generated
//! Rust, whose random walks there follow this interpreter move for move.

use std::path::Path;

use ludemic_compiler::driver::compile_json;
use ludemic_compiler::interp;
use ludemic_runtime::{perft, DynHandle, Game, Outcome, RawMove, Status};

fn load(file: &str, position: Option<&str>) -> DynHandle {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read =
        |f: &str| std::fs::read_to_string(root.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let pos_text = position.map(read);
    let pos = position.zip(pos_text.as_deref());
    match compile_json(file, &read(file), pos) {
        Ok(c) => interp::for_game(c.game),
        Err((_, f)) => panic!("{}", f.render(false)),
    }
}

fn check_perft(game: &DynHandle, counts: &[(u32, u64)]) {
    let root = game.initial_state();
    for &(depth, want) in counts {
        assert_eq!(perft(game, &root, depth), want, "{}: perft({depth})", game.name());
    }
}

#[test]
fn chess_initial_position() {
    check_perft(&load("games/chess.json", None), &[(1, 20), (2, 400), (3, 8_902)]);
}

#[test]
fn chess_kiwipete() {
    check_perft(
        &load("games/chess.json", Some("games/positions/kiwipete.json")),
        &[(1, 48), (2, 2_039)],
    );
}

#[test]
fn checkers() {
    check_perft(
        &load("games/checkers.json", None),
        &[(1, 7), (2, 49), (3, 302), (4, 1_469), (5, 7_361), (6, 36_768)],
    );
}

#[test]
fn tic_tac_toe() {
    check_perft(
        &load("games/tic-tac-toe.json", None),
        &[(1, 9), (2, 72), (3, 504), (4, 3_024), (5, 15_120), (6, 54_720)],
    );
}

/// Plays moves given as (from, to) squares ("f2", "f3"); panics if one is not legal.
fn play(game: &DynHandle, state: &mut Box<[u8]>, moves: &[(&str, &str)]) {
    let square = |s: &str| {
        let b = s.as_bytes();
        (b[1] - b'1') as u32 * 8 + (b[0] - b'a') as u32
    };
    for &(from, to) in moves {
        let mut legal: Vec<RawMove> = Vec::new();
        game.legal_moves(state, &mut legal);
        let mv = *legal
            .iter()
            .find(|m| m.from == square(from) && m.to == square(to))
            .unwrap_or_else(|| panic!("{from}-{to} is not legal"));
        game.apply(state, mv);
    }
}

#[test]
fn chess_checkmate_wins() {
    let g = load("games/chess.json", None);
    let mut s = g.initial_state();
    play(&g, &mut s, &[("f2", "f3"), ("e7", "e5"), ("g2", "g4")]);
    assert_eq!(g.status(&s), Status::Ongoing);
    play(&g, &mut s, &[("d8", "h4")]);
    assert_eq!(g.status(&s), Status::Over(Outcome::win(2, 2)), "fool's mate: Black wins");
}

fn load_position(text: &str, name: &str) -> DynHandle {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let spec = std::fs::read_to_string(root.join("games/chess.json")).unwrap();
    match compile_json("games/chess.json", &spec, Some((name, text))) {
        Ok(c) => interp::for_game(c.game),
        Err((_, f)) => panic!("{}", f.render(false)),
    }
}

#[test]
fn chess_stalemate_draws() {
    let g = load_position(
        r#"{ "setup": [
            { "entity": "King", "owner": "Black", "at": ["h8"] },
            { "entity": "King", "owner": "White", "at": ["f7"] },
            { "entity": "Queen", "owner": "White", "at": ["g5"] } ] }"#,
        "stalemate",
    );
    let mut s = g.initial_state();
    play(&g, &mut s, &[("g5", "g6")]);
    assert_eq!(g.status(&s), Status::Over(Outcome::draw(2)));
}

#[test]
fn chess_fifty_move_rule_draws() {
    let g = load_position(
        r#"{ "setup": [
            { "entity": "King", "owner": "Black", "at": ["e8"] },
            { "entity": "King", "owner": "White", "at": ["e1"] },
            { "entity": "Rook", "owner": "White", "at": ["a1"] } ],
          "state": { "halfmove_clock": 98 } }"#,
        "fifty",
    );
    let mut s = g.initial_state();
    play(&g, &mut s, &[("a1", "a2")]);
    assert_eq!(g.status(&s), Status::Ongoing, "99 half-moves");
    play(&g, &mut s, &[("e8", "d8")]);
    assert_eq!(
        g.status(&s),
        Status::Over(Outcome::draw(2)),
        "100 half-moves without capture or pawn move"
    );
}

#[test]
fn chess_promotion_offers_four_pieces() {
    let g = load_position(
        r#"{ "setup": [
            { "entity": "King", "owner": "Black", "at": ["h8"] },
            { "entity": "King", "owner": "White", "at": ["a1"] },
            { "entity": "Pawn", "owner": "White", "at": ["c7"] } ] }"#,
        "promotion",
    );
    let s = g.initial_state();
    let mut legal = Vec::new();
    g.legal_moves(&s, &mut legal);
    let c7_c8 = legal.iter().filter(|m| m.from == 50 && m.to == 58).count();
    assert_eq!(c7_c8, 4, "queen, rook, bishop, knight");
    assert_eq!(legal.len(), 4 + 3, "and three king moves");
}

/// A seeded walk of uniformly random legal moves; the final state and the number of moves.
fn random_game(game: &DynHandle, seed: u64, max_moves: usize) -> (Box<[u8]>, usize) {
    let mut state = game.initial_state();
    let mut rng = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut moves = Vec::new();
    for n in 0..max_moves {
        if game.status(&state).is_over() {
            return (state, n);
        }
        game.legal_moves(&state, &mut moves);
        assert!(!moves.is_empty(), "{}: an ongoing game with no legal move", game.name());
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mv = moves[(rng >> 33) as usize % moves.len()];
        game.apply(&mut state, mv);
    }
    (state, max_moves)
}

#[test]
fn reverse_deals_hides_hands_and_finishes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("games/reverse.json")).unwrap();
    let c = compile_json("games/reverse.json", &text, None)
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let g = ludemic_compiler::interp::state_driven::StateInterpreter::new(c.game.clone());
    let mut s = vec![0; ludemic_runtime::DynGame::state_len(&g)];
    ludemic_runtime::DynGame::init_state(&g, &mut s);
    // 48 cards: 15 dealt, 1 turned up, 32 in the deck. Player A sees its 5 cards and the
    // discard pile, not the deck nor the other hands (tests/json_hidden.rs checks every part).
    let seen = ludemic_runtime::DynGame::observation_string(&g, &s, 1);
    assert_eq!(seen.matches(":type=?").count(), 32 + 10, "{seen}");
    assert_eq!(seen.matches(":type=0").count(), 5 + 1, "{seen}");
    let referee = ludemic_runtime::DynGame::state_string(&g, &s);
    assert_eq!(referee.matches(":Card:").count(), 48, "{referee}");

    let game = interp::for_game(c.game);
    let (mut finished, mut reversed) = (0, 0);
    for seed in 0..10 {
        let (state, _) = random_game(&game, seed, 2_000);
        finished += game.status(&state).is_over() as usize;
        reversed += game.state_string(&state).contains("|turn_direction=-1") as usize;
    }
    assert_eq!(finished, 10, "every game ends (a hand emptied or the deck ran out)");
    assert!(reversed > 0, "some game ends with play reversed");
}

/// Reverse from a given position: A holds `card` and a card that matches nothing; B and C one
/// card each; the discard pile shows colour 0, value 4.
fn reverse_after_playing(card_value: i64) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("games/reverse.json")).unwrap();
    let card = |zone: &str, owner: &str, colour: i64, value: i64| {
        let owner =
            if owner.is_empty() { String::new() } else { format!(r#", "zone_owner": "{owner}""#) };
        format!(
            r#"{{ "entity": "Card", "owner": null, "zone": "{zone}"{owner}, "attributes": {{ "colour": {colour}, "value": {value} }} }}"#
        )
    };
    let position = format!(
        r#"{{ "setup": [ {}, {}, {}, {}, {}, {} ] }}"#,
        card("hand", "A", 0, card_value),
        card("hand", "A", 1, 3),
        card("hand", "B", 2, 5),
        card("hand", "C", 3, 6),
        card("discard", "", 0, 4),
        card("deck", "", 2, 2)
    );
    let c = compile_json("games/reverse.json", &text, Some(("position.json", &position)))
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let game = interp::for_game(c.game);
    let mut s = game.initial_state();
    let mut moves = Vec::new();
    game.legal_moves(&s, &mut moves);
    assert_eq!(moves.len(), 1, "playing is mandatory: only the matching card, no draw");
    game.apply(&mut s, moves[0]);
    game.mover(&s)
}

#[test]
fn reverse_cards_turn_play_and_skips_skip() {
    assert_eq!(reverse_after_playing(4), 2, "a plain card: B plays next");
    assert_eq!(reverse_after_playing(10), 3, "a reverse card: play goes back to C");
    assert_eq!(reverse_after_playing(11), 3, "a skip card: B is skipped");
}

#[test]
fn pig_rolls_dice_and_ends() {
    let game = load("games/pig.json", None);
    check_perft(&game, &[(1, 1)]);
    let mut rolls = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let (state, n) = random_game(&game, seed, 5_000);
        assert!(game.status(&state).is_over(), "game {seed} unfinished after {n} moves");
        let text = game.state_string(&state);
        let roll =
            text.split("|last_roll=").nth(1).and_then(|r| r.split(' ').next()).unwrap().to_string();
        rolls.insert(roll);
    }
    assert!(rolls.len() >= 3, "the die shows several faces: {rolls:?}");
}
