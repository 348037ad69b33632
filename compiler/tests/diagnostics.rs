//! Bad input gives a diagnostic naming the problem, with file:line:col and a snippet, and never
//! a panic. One test per kind of mistake, all through the same `fail` helper.

use ludemic_compiler::diag::Failure;
use ludemic_compiler::driver::{compile_json, compile_ludii, LudiiOptions, Stage};
use ludemic_compiler::front::ludii::expand::DefineLibrary;

const GOOD: &str = r#"(game "X"
  (players 2)
  (equipment { (board (square 3)) (piece "Disc" Each) })
  (rules
    (play (move Add (to (sites Empty))))
    (end (if (is Line 3) (result Mover Win)))
  )
)
"#;

/// Compiles `text` (as `bad.lud`) expecting failure; returns the stage reached, the failure
/// and its rendering.
fn fail(text: &str, options: &[&str]) -> (Stage, Failure, String) {
    let opts =
        LudiiOptions { options: options.iter().map(|s| s.to_string()).collect(), ruleset: None };
    match compile_ludii("bad.lud", text, &DefineLibrary::default(), &opts) {
        Ok(_) => panic!("compiled, but should not have:\n{text}"),
        Err((stage, f)) => {
            let rendered = f.render(false);
            (stage, f, rendered)
        }
    }
}

/// The first diagnostic's message and file:line:col.
fn first(f: &Failure) -> (String, String) {
    let d = &f.diagnostics[0];
    (d.message.clone(), d.location(&f.sources).unwrap_or_default())
}

#[test]
fn the_good_description_compiles() {
    compile_ludii("good.lud", GOOD, &DefineLibrary::default(), &LudiiOptions::default()).unwrap();
}

#[test]
fn unbalanced_parenthesis() {
    let text = GOOD.trim_end().trim_end_matches(')');
    let (stage, f, out) = fail(text, &[]);
    assert_eq!(stage, Stage::Unread);
    let (msg, _) = first(&f);
    assert!(msg.contains("expected `)` to close"), "{out}");
    assert!(out.contains("bad.lud:"), "{out}");
}

#[test]
fn unterminated_string() {
    let (_, f, out) = fail(&GOOD.replace(r#"(piece "Disc" Each)"#, r#"(piece "Disc Each)"#), &[]);
    assert!(f.diagnostics.iter().any(|d| d.message.contains("unterminated string")), "{out}");
    assert!(out.contains("bad.lud:3:"), "{out}");
}

#[test]
fn unknown_define() {
    let (_, f, out) = fail(&GOOD.replace("(sites Empty)", r#"("NoSuchDefine")"#), &[]);
    let (msg, at) = first(&f);
    assert!(msg.contains("unknown define `NoSuchDefine`"), "{out}");
    assert_eq!(at, "bad.lud:5:26");
}

#[test]
fn unsupported_ludeme_is_named() {
    let (stage, f, out) = fail(&GOOD.replace("(sites Empty)", "(sites Pending)"), &[]);
    assert_eq!(stage, Stage::Expanded);
    let (msg, at) = first(&f);
    assert_eq!(msg, "unsupported ludeme `(sites Pending ...)`");
    assert_eq!(at, "bad.lud:5:25");
    assert_eq!(f.unsupported, vec!["sites Pending".to_string()]);
    assert!(out.contains("(sites Pending)"), "the snippet shows the text: {out}");
}

#[test]
fn a_hop_over_several_sites_with_effects_on_the_hurdles_and_the_target_is_refused() {
    // Hop.java reads every effect on the state before the move, the kernel plays the hurdles'
    // effects as it walks them: named, not mistranslated. Either effect alone compiles.
    let hop = |to: &str| {
        GOOD.replace(r#"(piece "Disc" Each)"#, &format!(
            r#"(piece "Disc" Each (move Hop Orthogonal (between (range 1 2) if:(is Enemy (who at:(between))) (apply (remove (between)))) {to}))"#
        ))
        .replace("(move Add (to (sites Empty)))", "(forEach Piece)")
    };
    let (_, f, out) = fail(&hop("(to if:(is Empty (to)) (apply (set Score Mover 1)))"), &[]);
    assert!(first(&f).0.contains("(between (range ..) (apply ..)) (to (apply ..))"), "{out}");
    compile_ludii(
        "good.lud",
        &hop("(to if:(is Empty (to)))"),
        &DefineLibrary::default(),
        &LudiiOptions::default(),
    )
    .unwrap();
}

#[test]
fn unknown_ludeme_is_named() {
    let (_, f, out) = fail(&GOOD.replace("(move Add (to (sites Empty)))", "(frobnicate 3)"), &[]);
    assert_eq!(first(&f).0, "unsupported ludeme `(frobnicate ...)`", "{out}");
    assert_eq!(f.unsupported, vec!["frobnicate".to_string()]);
}

#[test]
fn unexpected_argument() {
    let (_, f, out) = fail(&GOOD.replace("(to (sites Empty))", "(to (sites Empty)) bogus:3"), &[]);
    let (msg, at) = first(&f);
    assert_eq!(msg, "unexpected argument `bogus:3` in `(move Add ...)`", "{out}");
    assert_eq!(at, "bad.lud:5:40");
}

#[test]
fn wrong_argument_type() {
    let (_, f, out) = fail(&GOOD.replace("(is Line 3)", r#"(is Line "three")"#), &[]);
    let (msg, at) = first(&f);
    assert_eq!(msg, r#"expected an integer, found `"three"`"#, "{out}");
    assert_eq!(at, "bad.lud:6:23");
    assert!(out.contains("expected an integer"), "the label says what was expected: {out}");
}

#[test]
fn unknown_piece_and_site() {
    let text = GOOD.replace("(play", r#"(start (place "Pawn1" coord:"A1")) (play"#);
    let (_, f, out) = fail(&text, &[]);
    assert!(first(&f).0.contains("unknown piece `Pawn1`"), "{out}");
    let text = GOOD.replace("(play", r#"(start (place "Disc1" coord:"Z9")) (play"#);
    let (_, f, out) = fail(&text, &[]);
    assert!(first(&f).0.contains("unknown site `Z9`"), "{out}");
}

#[test]
fn bad_option_lists_the_valid_items() {
    let text = format!(
        "{}\n(option \"Board Size\" <Size> args:{{ <n> }} {{ (item \"3x3\" <3> \"small\") (item \"4x4\" <4> \"big\") }})\n",
        GOOD.replace("(square 3)", "(square <Size:n>)")
    );
    // The option works...
    let opts = LudiiOptions { options: vec!["Board Size/4x4".into()], ruleset: None };
    let g = compile_ludii("bad.lud", &text, &DefineLibrary::default(), &opts).unwrap();
    assert_eq!(g.game.board.num_sites(), 16);
    // ...and a wrong item or category is reported with the valid choices.
    let (_, f, out) = fail(&text, &["Board Size/5x5"]);
    assert!(first(&f).0.contains("unknown option item \"Board Size/5x5\""), "{out}");
    assert!(out.contains("\"Board Size/3x3\", \"Board Size/4x4\""), "{out}");
    let (_, f, out) = fail(&text, &["Size/4x4"]);
    assert!(first(&f).0.contains("unknown option category \"Size\""), "{out}");
}

#[test]
fn missing_game() {
    let (_, f, out) = fail("(define \"X\" 3)\n", &[]);
    assert!(first(&f).0.contains("missing `(game ...)`"), "{out}");
}

/// Damaged copies of every bundled game and JSON spec (cut short, a character dropped) give
/// diagnostics or compile; none panics.
#[test]
fn damaged_descriptions_never_panic() {
    let games = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../games");
    for entry in std::fs::read_dir(games).unwrap() {
        let path = entry.unwrap().path();
        let json = path.extension().is_some_and(|e| e == "json");
        if !json && path.extension().map_or(true, |e| e != "lud") {
            continue;
        }
        let compile = |name: &str, text: &str| {
            if json {
                let _ = compile_json(name, text, None);
            } else {
                let _ =
                    compile_ludii(name, text, &DefineLibrary::default(), &LudiiOptions::default());
            }
        };
        let text = std::fs::read_to_string(&path).unwrap();
        let cuts: Vec<usize> =
            (0..text.len()).step_by(37).filter(|&i| text.is_char_boundary(i)).collect();
        for &i in &cuts {
            compile("cut", &text[..i]);
            let mut dropped = text.clone();
            dropped.remove(i);
            compile("drop", &dropped);
        }
    }
}

/// A `(tile ..)` without a walk is a piece; one with a walk (a large piece covering several
/// sites) is refused by name rather than played as a one-site piece.
#[test]
fn a_tile_is_a_piece_unless_it_has_a_walk() {
    let tile = GOOD.replace(r#"(piece "Disc" Each)"#, r#"(tile "Disc" Each numSides:4)"#);
    let as_tile =
        compile_ludii("t.lud", &tile, &DefineLibrary::default(), &LudiiOptions::default()).unwrap();
    let as_piece =
        compile_ludii("t.lud", GOOD, &DefineLibrary::default(), &LudiiOptions::default()).unwrap();
    assert_eq!(format!("{:?}", as_tile.game), format!("{:?}", as_piece.game));
    let (_, f, out) =
        fail(&GOOD.replace(r#"(piece "Disc" Each)"#, r#"(tile "Disc" Each {F R F})"#), &[]);
    let (msg, at) = first(&f);
    assert!(msg.contains("a `(tile ..)` with a walk (Ludii's large pieces)"), "{out}");
    assert_eq!(at, "bad.lud:3:53");
}

/// `container:(mover)` names the container whose index is the mover's: with one hand per player
/// after the board, the mover's hand, as `container:"Hand"` does for `by:Mover`.
#[test]
fn sites_occupied_in_the_container_of_the_mover_is_its_hand() {
    let with = |container: &str, by: &str| {
        GOOD.replace(r#"(piece "Disc" Each)"#, r#"(piece "Disc" Each) (hand Each)"#).replace(
            "(move Add (to (sites Empty)))",
            &format!(
                "(move (from (sites Occupied by:{by} container:{container})) (to (sites Empty)))"
            ),
        )
    };
    let compile = |text: &str| {
        compile_ludii("h.lud", text, &DefineLibrary::default(), &LudiiOptions::default()).unwrap()
    };
    let by_index = compile(&with("(mover)", "Mover"));
    let by_name = compile(&with("\"Hand\"", "Mover"));
    assert_eq!(format!("{:?}", by_index.game), format!("{:?}", by_name.game));
    // The container of the mover holding the next player's pieces is not a hand query.
    let (_, f, out) = fail(&with("(mover)", "Next"), &[]);
    assert!(first(&f).0.contains("only container:"), "{out}");
}

// ---------------------------------------------------------------------------------------------
// Limits (issue 31): each refused with a location, quickly, without exhausting memory or stack.

// The limits' inputs are timed by `benches/limits.rs` (a test asserting a time would fail on a
// slow or loaded machine); here they must be refused, at the right place.

#[test]
fn a_board_too_large_to_build_is_refused_before_it_is_built() {
    // (square 100000) tried to allocate 4 GB and aborted the process.
    for board in
        ["(hex 256)", "(tri 256)", "(merge (square 200) (square 200) (square 200) (square 200))"]
    {
        let (_, f, out) = fail(&GOOD.replace("(square 3)", board), &[]);
        let (msg, at) = first(&f);
        assert!(msg.contains("vertices, more than the 65536 ludemic builds"), "{out}");
        assert_eq!(at, "bad.lud:3:16", "{out}");
    }
    // A size beyond any buildable board is out of range, and one that does not fit the board's
    // integers is not wrapped around.
    for size in ["257", "100000", "99999999999", "-9223372036854775808"] {
        let (_, f, out) = fail(&GOOD.replace("(square 3)", &format!("(square {size})")), &[]);
        assert!(first(&f).0.contains(&format!("{size} is out of range")), "{out}");
        assert_eq!(first(&f).1, "bad.lud:3:31", "{out}");
    }
    // Constant arithmetic that overflows is an error, not a panic.
    let (_, f, out) = fail(&GOOD.replace("(square 3)", "(square (* 9999999999 9999999999))"), &[]);
    assert!(first(&f).0.contains("overflows"), "{out}");
}

#[test]
fn the_longest_and_largest_boards_allowed_build() {
    // (rectangle 4096 7) took 30 s and (square 100) 15 s (each edge searched for in the list of
    // edges); their build times are benches/limits.rs's. Here: they build, whole.
    for (board, sites) in [("(rectangle 256 7)", 256 * 7), ("(square 100)", 100 * 100)] {
        let text = GOOD.replace("(square 3)", board);
        let c =
            compile_ludii("big.lud", &text, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        assert_eq!(c.game.num_sites(), sites, "{board}");
    }
}

#[test]
fn a_long_side_on_a_large_board_is_refused_before_it_is_built() {
    // Chess on (square 255) (a fuzz mutant) took minutes: each site's line to the board's edge
    // is precomputed, so building costs sites × side.
    let (_, f, out) = fail(&GOOD.replace("(square 3)", "(square 255)"), &[]);
    assert!(first(&f).0.contains("vertices, more than the 65536 ludemic builds"), "{out}");
    assert_eq!(first(&f).1, "bad.lud:3:16", "{out}");
}

#[test]
fn player_and_piece_limits_point_at_their_construct() {
    for players in ["(players 0)", "(players 17)"] {
        let (_, f, out) = fail(&GOOD.replace("(players 2)", players), &[]);
        let (msg, at) = first(&f);
        assert!(msg.contains("1 to 16 players"), "{out}");
        assert!(at.starts_with("bad.lud:2:"), "{out}");
        assert!(out.contains(players), "the snippet shows the construct:\n{out}");
    }
    let pieces: String = (0..300).map(|i| format!("(piece \"P{i}\" P1) ")).collect();
    let (_, f, out) = fail(&GOOD.replace("(piece \"Disc\" Each)", &pieces), &[]);
    let (msg, at) = first(&f);
    assert!(msg.contains("piece kinds is more than the 255"), "{out}");
    assert_eq!(at, "bad.lud:3:3", "{out}");
}

#[test]
fn deep_nesting_is_refused_without_overflowing_the_stack() {
    // 10,000+ nested brackets overflowed the stack (the process aborted).
    for depth in [300, 10_000, 100_000] {
        let text = GOOD.replace(
            "(result Mover Win)",
            &format!("{}(result Mover Win){}", "(".repeat(depth), ")".repeat(depth)),
        );
        let (_, f, out) = fail(&text, &[]);
        let (msg, at) = first(&f);
        assert!(msg.contains("nested more than 256 deep"), "{depth}: {msg}");
        assert!(at.starts_with("bad.lud:6:"), "{depth}: {out}");
    }
    // Lists too, and inside a define's body.
    let text = format!("(define \"Deep\" {}1{})\n{GOOD}", "{".repeat(1000), "}".repeat(1000))
        .replace("(players 2)", "(players \"Deep\")");
    let (_, f, _) = fail(&text, &[]);
    assert!(first(&f).0.contains("nested more than 256 deep"));
}

#[test]
fn unclosed_brackets_are_reported_in_linear_time() {
    // 10,000 unclosed `(` took 13 s (each located by scanning the text from its start).
    for n in [10_000, 100_000] {
        let text = format!("{GOOD}{}", "(".repeat(n));
        let (stage, f, _) = fail(&text, &[]);
        assert_eq!(stage, Stage::Unread);
        assert!(f.diagnostics.iter().all(|d| d.span.is_some()));
    }
    // And a long text full of `<` (each searched for its `>` to the end of the text). Text
    // after the game is ignored, as in Ludii: it compiles.
    let text = format!("{GOOD}{}", "< ".repeat(200_000));
    let r = compile_ludii("lt.lud", &text, &DefineLibrary::default(), &LudiiOptions::default());
    assert!(r.is_ok());
}

#[test]
fn defines_that_call_each_other_are_a_cycle_not_a_hang() {
    let text = format!(
        "(define \"Ping\" (\"Pong\" #1))\n(define \"Pong\" (\"Ping\" #1))\n{}",
        GOOD.replace("(players 2)", "(players (\"Ping\" 2))")
    );
    let (_, f, out) = fail(&text, &[]);
    let (msg, at) = first(&f);
    assert!(
        msg.contains("defines expand each other forever: `Ping` → `Pong` → `Ping`")
            || msg.contains("defines expand each other forever: `Pong` → `Ping` → `Pong`"),
        "{out}"
    );
    assert!(at.starts_with("bad.lud:"), "{out}");
    // Three defines in a cycle.
    let text = format!(
        "(define \"A\" (\"B\"))\n(define \"B\" (\"C\"))\n(define \"C\" (\"A\"))\n{}",
        GOOD.replace("(players 2)", "(players (\"A\"))")
    );
    let (_, f, out) = fail(&text, &[]);
    assert!(first(&f).0.contains("forever"), "{out}");
}

#[test]
fn a_description_too_long_is_refused_with_its_size() {
    let text = format!("{GOOD}{}", " ".repeat(1_000_001));
    let (stage, f, out) = fail(&text, &[]);
    assert_eq!(stage, Stage::Unread);
    let (msg, at) = first(&f);
    assert!(msg.contains("more than the 1000000 ludemic reads"), "{out}");
    assert_eq!(at, "bad.lud:1:1", "{out}");
}

#[test]
fn a_board_wider_than_702_columns_is_labelled_without_overflow() {
    // Column labels beyond `ZZ` overflowed a u8 (found by tests/fuzz.rs).
    // Three boards of 256 columns side by side: 768 columns.
    let wide =
        "(merge (rectangle 2 256) (shift 256 0 (rectangle 2 256)) (shift 512 0 (rectangle 2 256)))";
    let text = GOOD.replace("(square 3)", wide);
    let c = compile_ludii("wide.lud", &text, &DefineLibrary::default(), &LudiiOptions::default());
    assert!(c.is_ok(), "{}", c.err().unwrap().1.render(false));
}

#[test]
fn a_puzzle_naming_sites_beyond_its_board_is_refused() {
    // The interpreter indexed its state with the site (found by tests/fuzz.rs on Sujiken).
    let text = r#"(game "P" (players 1)
  (equipment { (board (square 3) (values Cell (range 1 3))) (regions {0 1 50}) })
  (rules (play (satisfy (all Different))) (end (if (is Solved) (result P1 Win)))))"#;
    let (_, f, out) = fail(text, &[]);
    assert!(
        f.diagnostics.iter().any(|d| d.message.contains("names site 50, but its board has 9")),
        "{out}"
    );
}

#[test]
fn a_puzzle_too_large_to_solve_move_by_move_is_refused() {
    // A (square 63) magic square spent minutes on its first moves (found by tests/fuzz.rs).
    let text = r#"(game "P" (players 1)
  (equipment { (board (square 63) (values Cell (range 1 9))) (regions {Rows Columns}) })
  (rules (play (satisfy { (all Different (sites Board)) (is Sum 15) }))
         (end (if (is Solved) (result P1 Win)))))"#;
    let (_, f, out) = fail(text, &[]);
    assert!(
        f.diagnostics.iter().any(|d| d.message.contains("3969 sites is more than the 1024")),
        "{out}"
    );
}

#[test]
fn a_board_of_63_sites_lowers_for_the_jit() {
    // The step kernels' board mask overflowed an i64 for 63 sites (found by tests/fuzz.rs).
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../games/breakthrough.lud");
    let text =
        std::fs::read_to_string(path).unwrap().replace("(square <Size:side>)", "(rectangle 7 9)");
    assert!(text.contains("(rectangle 7 9)"));
    let c = compile_ludii("63.lud", &text, &DefineLibrary::default(), &LudiiOptions::default())
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    ludemic_compiler::lower::lower(&c.game).unwrap();
}
