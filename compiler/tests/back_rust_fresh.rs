//! The emitted Rust of the test kernels (`back_rust/*.rs`) is what the back end emits today.

use ludemic_compiler::back::emit_file;

#[path = "back_rust/kernels.rs"]
mod kernels;

#[test]
fn generated_code_is_fresh() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/back_rust");
    let update = std::env::var_os("UPDATE_GENERATED").is_some();
    let mut stale = Vec::new();
    for (file, ty, k) in kernels::kernels() {
        let path = dir.join(format!("{file}.rs"));
        let text = emit_file(&k, ty);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            if update {
                std::fs::write(&path, &text).unwrap();
            } else {
                stale.push(path.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "stale generated code: {stale:?}\nrefresh with: UPDATE_GENERATED=1 cargo test -p ludemic-compiler --test back_rust_fresh"
    );
}
