use super::*;
use crate::front::ludii::ast::to_text;

fn lib(defs: &[(&str, &str)]) -> DefineLibrary {
    DefineLibrary { files: defs.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect() }
}

fn run(
    text: &str,
    library: &DefineLibrary,
    options: &[&str],
    ruleset: Option<&str>,
) -> Result<String, Vec<String>> {
    let mut sm = SourceMap::new();
    let f = sm.add("g.lud", text);
    let opts = ExpandOptions {
        options: options.iter().map(|s| s.to_string()).collect(),
        ruleset: ruleset.map(String::from),
    };
    match expand(&mut sm, f, library, &opts) {
        Ok(e) => Ok(to_text(&e.game)),
        Err(ds) => Err(ds
            .iter()
            .map(|d| {
                format!(
                    "{}: {} [{}]{}",
                    d.location(&sm).unwrap_or_default(),
                    d.message,
                    d.label,
                    d.notes.iter().map(|n| format!(" ({n})")).collect::<String>()
                )
            })
            .collect()),
    }
}

fn ok(text: &str) -> String {
    run(text, &DefineLibrary::default(), &[], None).unwrap()
}

#[test]
fn defines_with_parameters_nested_and_missing_args() {
    let t = ok(r#"
(define "Step" (move Step #1 (to if:(is Empty (to))) #2))
(game "X" (players 2) (rules (play ("Step" Forward)) (end ("Twice" 3))))
(define "Twice" (if (= #1 #1) "Win"))
(define "Win" (result Mover Win))
"#);
    assert_eq!(t, "(game \"X\" (players 2) (rules (play (move Step Forward (to if:(is Empty (to))))) (end (if (= 3 3) (result Mover Win)))))");
}

#[test]
fn tilde_skips_an_argument_and_game_name_is_protected() {
    let t = ok(r#"(define "X" (a #1 #2)) (game "X" ("X" ~ 2) "X")"#);
    assert_eq!(t, "(game \"X\" (a 2) (a))");
}

#[test]
fn library_defines_are_found_by_name_and_point_into_the_library() {
    let l = lib(&[("def/Hop.def", "// Hop\n(define \"Hop\"\n    (move Hop #1)\n)\n")]);
    let mut sm = SourceMap::new();
    let f = sm.add("g.lud", "(game \"G\" (play (\"Hop\" Diagonal)))");
    let e = expand(&mut sm, f, &l, &ExpandOptions::default()).unwrap();
    assert_eq!(to_text(&e.game), "(game \"G\" (play (move Hop Diagonal)))");
    let Node::Call { args, .. } = &e.game else { panic!() };
    let Node::Call { args, .. } = &args[1] else { panic!() };
    let hop = &args[0];
    assert_eq!(sm.name(hop.span().file), "def/Hop.def");
    assert_eq!(
        {
            let Node::Call { head_span, .. } = hop else { panic!() };
            sm.slice(*head_span)
        },
        "move"
    );
}

#[test]
fn options_default_selection_and_rulesets() {
    let g = r#"(game "G" (board (square <Size:dim>)) (end <End>))
(option "Board Size" <Size> args:{<dim>} {(item "3x3" <3> "Small.") (item "5x5" <5> "Big.")* })
(option "End" <End> args:{<rule>} {(item "Win" <(result Mover Win)> "Win.") (item "Loss" <(result Mover Loss)> "Lose.")})
(rulesets { (ruleset "Tiny (Suggested)" {"Board Size/3x3" "End/Loss"}) })
(metadata (info {(description "x")}))"#;
    let none = DefineLibrary::default();
    assert_eq!(
        run(g, &none, &[], None).unwrap(),
        "(game \"G\" (board (square 5)) (end (result Mover Win)))"
    );
    assert_eq!(
        run(g, &none, &["End/Loss"], None).unwrap(),
        "(game \"G\" (board (square 5)) (end (result Mover Loss)))"
    );
    assert_eq!(
        run(g, &none, &[], Some("Tiny (Suggested)")).unwrap(),
        "(game \"G\" (board (square 3)) (end (result Mover Loss)))"
    );
    assert_eq!(
        run(g, &none, &["End/Win"], Some("Tiny (Suggested)")).unwrap(),
        "(game \"G\" (board (square 3)) (end (result Mover Win)))"
    );
    let mut sm = SourceMap::new();
    let f = sm.add("g.lud", g);
    let info = list_options(&sm, f).unwrap();
    assert_eq!(info.categories[0].default, 1);
    assert_eq!(info.rulesets[0].options, vec!["Board Size/3x3", "End/Loss"]);
    assert!(info.render().contains("* \"Board Size/5x5\""));
}

#[test]
fn ranges_and_double_brackets() {
    assert_eq!(
        ok("(game \"G\" {1..4} {\"A1\"..\"B2\"} ((x)))"),
        "(game \"G\" {1 2 3 4} {\"A1\" \"A2\" \"B1\" \"B2\"} (x))"
    );
}

#[test]
fn bad_option_lists_valid_items() {
    let g = "(game \"G\" <S>)\n(option \"Size\" <S> args:{<a>} {(item \"3\" <3> \"d\")* (item \"4\" <4> \"d\")})";
    let e = run(g, &DefineLibrary::default(), &["Size/9"], None).unwrap_err();
    assert_eq!(e, vec!["g.lud:2:1: unknown option item \"Size/9\" [option \"Size\" has no item \"9\"] (valid items: \"Size/3\", \"Size/4\")"]);
    let e = run(g, &DefineLibrary::default(), &["Board/9"], None).unwrap_err();
    assert_eq!(e, vec!["g.lud:2:1: unknown option category \"Board\" (in \"Board/9\") [expected one of this file's options] (valid categories: \"Size\")"]);
    let e = run(g, &DefineLibrary::default(), &[], Some("Nope")).unwrap_err();
    assert_eq!(e, vec!["g.lud:1:1: unknown ruleset \"Nope\" [expected one of this file's rulesets] (this file has no rulesets)"]);
}

#[test]
fn unknown_define_and_missing_game() {
    let e = run("(game \"G\"\n  (play (\"Nowhere\" 1)))", &DefineLibrary::default(), &[], None)
        .unwrap_err();
    assert_eq!(e, vec!["g.lud:2:10: unknown define `Nowhere` [expected a `(define \"Nowhere\" ...)` in this file or in the define library]"]);
    let e = run("(define \"A\" 1)\n", &DefineLibrary::default(), &[], None).unwrap_err();
    assert_eq!(e, vec!["g.lud:1:15: missing `(game ...)`: this file describes no game [expected a `(game \"Name\" ...)` form in this file]"]);
}

#[test]
fn unbalanced_input_is_reported_not_expanded() {
    let e = run("(game \"G\"\n  (play (x))", &DefineLibrary::default(), &[], None).unwrap_err();
    assert_eq!(e, vec!["g.lud:2:12: expected `)` to close `(game` opened at 1:1, found the end of the text [expected `)` here]"]);
}

#[test]
fn recursive_define_is_an_error_not_a_hang() {
    let e =
        run("(define \"A\" (x \"A\"))\n(game \"G\" \"A\")", &DefineLibrary::default(), &[], None)
            .unwrap_err();
    assert_eq!(e.len(), 1);
    assert!(e[0].contains("define `A`"), "{e:?}");
}

#[test]
fn extra_arguments_warn() {
    let mut sm = SourceMap::new();
    let f = sm.add("g.lud", "(define \"A\" (x #1))\n(game \"G\" (\"A\" 1 2))");
    let e = expand(&mut sm, f, &DefineLibrary::default(), &ExpandOptions::default()).unwrap();
    assert_eq!(to_text(&e.game), "(game \"G\" (x 1))");
    assert_eq!(e.warnings.len(), 1);
    assert_eq!(e.warnings[0].location(&sm).as_deref(), Some("g.lud:2:11"));
}
