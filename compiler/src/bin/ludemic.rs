fn main() {
    std::process::exit(ludemic_compiler::cli::main());
}
