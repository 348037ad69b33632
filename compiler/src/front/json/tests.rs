//! Diagnostics of the JSON front end: each kind of mistake is reported at its JSON value (or
//! the exact sub-expression), with file:line:column, the JSON path and what was expected.

use crate::driver::compile_json;

/// A small valid spec; each test breaks one thing in it.
const SPEC: &str = r#"{
  "metadata": { "name": "T" },
  "players": { "count": 2, "roles": [ { "name": "A", "attributes": { "row": 0 } }, { "name": "B", "attributes": { "row": 2 } } ] },
  "entity_schemas": { "Mark": { "attributes": { "owner": { "type": "player_ref" }, "age": { "type": "int", "default": 0 } } } },
  "topology": { "type": "discrete", "structure": "grid(3, 3)" },
  "state_schema": { "current_player": { "type": "player_ref", "initial": "player('A')" } },
  "interactions": {
    "place": { "conditions": [ "eq(board[target], null)" ], "effects": [ "create_entity('Mark', state.current_player, target)" ] }
  },
  "game_flow": { "phases": [ { "name": "play", "allowed_actions": [ "place" ] } ] },
  "end_conditions": [ { "condition": "line_through(last_target(), 3)", "winner": "last_mover()" } ]
}"#;

/// Compiles SPEC with `from` replaced by `to`; returns the first error rendered, with its location.
fn error_of(from: &str, to: &str) -> String {
    assert!(SPEC.contains(from), "test bug: `{from}` is not in the spec");
    let text = SPEC.replacen(from, to, 1);
    match compile_json("t.json", &text, None) {
        Ok(_) => panic!("expected an error after replacing `{from}` with `{to}`"),
        Err((_, f)) => {
            let d = &f.diagnostics[0];
            format!(
                "{} | {}",
                d.location(&f.sources).unwrap_or_default(),
                d.render(&f.sources, false)
            )
        }
    }
}

#[test]
fn the_base_spec_compiles() {
    let c =
        compile_json("t.json", SPEC, None).unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    assert_eq!(c.game.num_players(), 2);
}

#[test]
fn unknown_section() {
    let e = error_of(r#""metadata""#, r#""rules": {}, "metadata""#);
    assert!(e.starts_with("t.json:2:3 |"), "{e}");
    assert!(
        e.contains("unknown section `rules`") && e.contains("the sections are: metadata"),
        "{e}"
    );
}

#[test]
fn unknown_function_points_into_the_expression() {
    let e = error_of("eq(board[target], null)", "eq(bord(target), null)");
    assert!(e.starts_with("t.json:8:36 |"), "{e}");
    assert!(e.contains("unknown function `bord`"), "{e}");
}

#[test]
fn wrong_arity() {
    let e = error_of("eq(board[target], null)", "eq(board[target])");
    assert!(e.contains("wrong number of arguments: `eq` takes 2, given 1"), "{e}");
    assert!(e.starts_with("t.json:8:33 |"), "{e}");
}

#[test]
fn type_mismatch() {
    let e = error_of("eq(board[target], null)", "eq(target.x, state.current_player)");
    assert!(e.contains("type mismatch: expected int, found player"), "{e}");
    let e = error_of("eq(board[target], null)", "and(target.x, true)");
    assert!(e.contains("type mismatch: expected bool, found int"), "{e}");
}

#[test]
fn undefined_variable_and_attribute() {
    let e = error_of("eq(board[target], null)", "eq(state.score, 1)");
    assert!(e.contains("undefined state variable `score`") && e.contains("current_player"), "{e}");
    let e = error_of("eq(board[target], null)", "eq(board[target].colour, 1)");
    assert!(
        e.contains("undefined attribute `colour` of an entity") && e.contains("type, owner, age"),
        "{e}"
    );
    let e = error_of("eq(board[target], null)", "eq(state.current_player.rank, 1)");
    assert!(e.contains("undefined attribute `rank` of a player"), "{e}");
    let e = error_of("eq(board[target], null)", "eq(board[origin], null)");
    assert!(e.contains("undefined variable `origin`"), "{e}");
    let e = error_of("line_through(last_target(), 3)", "eq(target, null)");
    assert!(
        e.contains("undefined variable `target`") && e.contains("bound only in actions"),
        "{e}"
    );
}

#[test]
fn unknown_action_in_a_phase() {
    let e =
        error_of(r#""allowed_actions": [ "place" ]"#, r#""allowed_actions": [ "place", "jump" ]"#);
    assert!(e.starts_with("t.json:10:78 |"), "{e}");
    assert!(
        e.contains("unknown action `jump` in phase `play`") && e.contains("the actions are: place"),
        "{e}"
    );
}

#[test]
fn malformed_json_and_expressions() {
    let e = error_of(r#""T" }"#, r#""T" ,}"#);
    assert!(e.contains("invalid JSON"), "{e}");
    let e = error_of("eq(board[target], null)", "eq(board[target], null");
    assert!(e.contains("invalid expression: expected `,` or `)` in the arguments of `eq`"), "{e}");
}

#[test]
fn effects_and_expressions_are_not_confused() {
    let e = error_of("create_entity('Mark', state.current_player, target)", "eq(target, target)");
    assert!(e.contains("`eq` is an expression, not an effect"), "{e}");
    let e = error_of("eq(board[target], null)", "set(state.current_player, null)");
    assert!(e.contains("`set` is an effect, not an expression"), "{e}");
    let e = error_of(
        "create_entity('Mark', state.current_player, target)",
        "set(state.current_player.row, 1)",
    );
    assert!(e.contains("`row` is a constant role attribute"), "{e}");
}

#[test]
fn unknown_names_in_quotes() {
    let e = error_of("create_entity('Mark'", "create_entity('Queen'");
    assert!(
        e.contains("undefined entity type `Queen`") && e.contains("the entity types are: Mark"),
        "{e}"
    );
    let e = error_of("player('A')", "player('C')");
    assert!(e.contains("undefined role `C`"), "{e}");
}

#[test]
fn deeply_nested_expressions_are_refused_where_they_go_too_deep() {
    // 100,000 nested calls overflowed the stack of the parser (and of every later stage).
    let deep = format!("{}0{}", "add(1,".repeat(100_000), ")".repeat(100_000));
    let e = error_of("eq(board[target], null)", &format!("eq({deep}, 0)"));
    assert!(e.contains("nested more than 64 deep"), "{}", &e[..300.min(e.len())]);
    assert!(e.starts_with("t.json:8:"), "{}", &e[..300.min(e.len())]);
    // 63 levels still compile.
    let fine = format!("{}0{}", "add(1,".repeat(62), ")".repeat(62));
    let text = SPEC.replacen("eq(board[target], null)", &format!("ge({fine}, 0)"), 1);
    assert!(compile_json("t.json", &text, None).is_ok());
}

#[test]
fn deeply_nested_json_is_refused_where_it_goes_too_deep() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let e = error_of(r#""metadata""#, &format!(r#""x": {deep}, "metadata""#));
    assert!(
        e.contains("arrays and objects nested more than 128 deep"),
        "{}",
        &e[..300.min(e.len())]
    );
    assert!(e.starts_with("t.json:2:"), "{}", &e[..300.min(e.len())]);
}
