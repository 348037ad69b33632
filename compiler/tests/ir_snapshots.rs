//! Snapshot tests of the IR text forms: each description in games/ compiles to the Game IR
//! recorded in tests/ir/<name>.ir and lowers to the Kernel IR in tests/kernel/<name>.kernel. A change to lowering shows up as a readable diff; refresh the
//! snapshots with `UPDATE_EXPECT=1 cargo test --test ir_snapshots` after checking it.

use std::path::Path;

use ludemic_compiler::driver::{compile_ludii, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_compiler::game_ir::print::to_text;

fn check(name: &str, options: &[&str]) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let path = root.join("games").join(format!("{name}.lud"));
    let text = std::fs::read_to_string(&path).unwrap();
    let opts =
        LudiiOptions { options: options.iter().map(|s| s.to_string()).collect(), ruleset: None };
    let compiled =
        match compile_ludii(&path.display().to_string(), &text, &DefineLibrary::default(), &opts) {
            Ok(c) => c,
            Err((_, f)) => panic!("{name} does not compile:\n{}", f.render(false)),
        };
    let suffix = if options.is_empty() {
        String::new()
    } else {
        format!("-{}", options.join("-").replace(['/', ' '], "_"))
    };
    expect_test::expect_file![format!("ir/{name}{suffix}.ir")].assert_eq(&to_text(&compiled.game));
    if options.is_empty() {
        let kernel = ludemic_compiler::lower::lower(&compiled.game)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        expect_test::expect_file![format!("kernel/{name}.kernel")].assert_eq(&kernel.to_string());
    }
}

#[test]
fn tic_tac_toe() {
    check("tic-tac-toe", &[]);
}

#[test]
fn connect_four() {
    check("connect-four", &[]);
}

#[test]
fn breakthrough() {
    check("breakthrough", &[]);
}

#[test]
fn breakthrough_small_board_option() {
    check("breakthrough", &["Board Size/6x6"]);
}

#[test]
fn hex() {
    check("hex", &[]);
}

#[test]
fn reversi() {
    check("reversi", &[]);
}

#[test]
fn english_draughts() {
    check("english-draughts", &[]);
}

#[test]
fn amazons() {
    check("amazons", &[]);
}

#[test]
fn gomoku() {
    check("gomoku", &[]);
}

#[test]
fn yavalath() {
    check("yavalath", &[]);
}

#[test]
fn knightthrough() {
    check("knightthrough", &[]);
}

#[test]
fn three_mens_morris() {
    check("three-mens-morris", &[]);
}

#[test]
fn tron() {
    check("tron", &[]);
}

#[test]
fn laquet() {
    check("laquet", &[]);
}

#[test]
fn chess() {
    check("chess", &[]);
}

#[test]
fn nine_mens_morris() {
    check("nine-mens-morris", &[]);
}

#[test]
fn hnefatafl() {
    check("hnefatafl", &[]);
}

#[test]
fn fanorona() {
    check("fanorona", &[]);
}

#[test]
fn magic_square() {
    check("magic-square", &[]);
}
