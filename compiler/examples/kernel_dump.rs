//! Prints the Kernel IR of a description: `cargo run --example kernel_dump -- games/x.lud`.
fn main() {
    let path = std::env::args().nth(1).expect("usage: kernel_dump FILE");
    let text = std::fs::read_to_string(&path).unwrap();
    let lib = ludemic_compiler::front::ludii::expand::DefineLibrary::default();
    let c = ludemic_compiler::driver::compile_ludii(&path, &text, &lib, &Default::default())
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let k = ludemic_compiler::lower::lower(&c.game).unwrap();
    print!("{k}");
}
