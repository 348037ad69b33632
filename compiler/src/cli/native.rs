//! `ludemic emit-rust` and `ludemic compile`: a description as Rust source, or as a game binary
//! built by cargo against `ludemic-runtime`.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use super::input::{compile_file, Exit, SourceArgs};
use crate::back;
use crate::kernel_ir::Kernel;

/// The kernel of a `.lud` file, or the diagnostics / unsupported construct that stopped it.
fn kernel_of(file: &Path, source: &SourceArgs) -> Result<Kernel, Exit> {
    let compiled = compile_file(file, source)?;
    crate::lower::lower(&compiled.game)
        .map_err(|e| Exit::failure(format!("{}: {e}", file.display())))
}

/// A Rust type name for a game: its name's words in CamelCase (`Tic-Tac-Toe` → `TicTacToe`).
pub fn type_name(game: &str) -> String {
    let mut name: String = game
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w[..1].to_ascii_uppercase() + &w[1..])
        .collect();
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        name.insert_str(0, "Game");
    }
    name
}

fn check_type_name(name: &str) -> Result<(), Exit> {
    back::type_name_error(name).map_or(Ok(()), |e| Err(Exit::usage(e)))
}

pub fn emit_rust(
    file: &Path,
    type_name_arg: Option<&str>,
    source: &SourceArgs,
) -> Result<(), Exit> {
    let kernel = kernel_of(file, source)?;
    let name = type_name_arg.map_or_else(|| type_name(&kernel.name), str::to_string);
    check_type_name(&name)?;
    super::emit(&back::emit_file(&kernel, &name));
    Ok(())
}

/// Where compiled games are built: one cargo target dir shared by every `ludemic compile`, so
/// the runtime and its dependencies are built once.
fn shared_target_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("LUDEMIC_TARGET_DIR") {
        return PathBuf::from(d);
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    cache.join("ludemic").join("target")
}

/// The runtime crate this compiler was built with.
fn runtime_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime");
    dir.canonicalize().unwrap_or(dir)
}

pub fn compile(
    file: &Path,
    out: &Path,
    type_name_arg: Option<&str>,
    source: &SourceArgs,
) -> Result<(), Exit> {
    let start = Instant::now();
    let kernel = kernel_of(file, source)?;
    let name = type_name_arg.map_or_else(|| type_name(&kernel.name), str::to_string);
    check_type_name(&name)?;
    let code = back::emit_file(&kernel, &name);
    // Cargo decides a package is up to date from its name and its sources' mtimes, and builds
    // every package of one name into one binary path of the shared target folder. Naming the
    // package after its code keeps two compiles of different games (even at once, even under one
    // type name) from ever taking each other's binary, and makes recompiling a game a no-op.
    let mut code_hash = std::hash::DefaultHasher::new();
    code.hash(&mut code_hash);
    let package = format!("ludemic-game-{}-{:016x}", name.to_ascii_lowercase(), code_hash.finish());
    let project = std::env::temp_dir().join(format!("{package}-{}", std::process::id()));
    let io = |what: &str, e: std::io::Error| Exit::usage(format!("{what}: {e}"));
    std::fs::create_dir_all(project.join("src"))
        .map_err(|e| io("cannot create the build folder", e))?;
    let manifest = format!(
        "[package]\nname = \"{package}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dependencies]\nludemic-runtime = {{ path = {:?} }}\n\n\
         [profile.release]\nopt-level = 3\ncodegen-units = 1\ndebug = false\n\n[workspace]\n",
        runtime_dir().display().to_string()
    );
    let main =
        format!("mod game;\n\nfn main() {{\n    ludemic_runtime::cli::main(game::{name});\n}}\n");
    for (path, text) in [("Cargo.toml", manifest), ("src/main.rs", main), ("src/game.rs", code)] {
        std::fs::write(project.join(path), text)
            .map_err(|e| io("cannot write the build folder", e))?;
    }
    // The runtime's dependencies at the versions this compiler was tested with, and already in the
    // local cargo cache: no registry lookup, no surprise upgrade. Cargo drops the entries it does
    // not need.
    let workspace_lock = runtime_dir().join("../Cargo.lock");
    if workspace_lock.is_file() {
        std::fs::copy(&workspace_lock, project.join("Cargo.lock"))
            .map_err(|e| io("cannot write the build folder", e))?;
    }
    let target = shared_target_dir();
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(project.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .map_err(|e| io("cannot run cargo", e))?;
    if !output.status.success() {
        return Err(Exit::failure(format!(
            "cargo could not build the generated game (in {}):\n{}",
            project.display(),
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    let built = target.join("release").join(format!("{package}{}", std::env::consts::EXE_SUFFIX));
    std::fs::copy(&built, out).map_err(|e| io(&format!("cannot write `{}`", out.display()), e))?;
    let _ = std::fs::remove_dir_all(&project);
    println!(
        "compiled {} ({}) to {} in {:.1} s",
        file.display(),
        kernel.name,
        out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn type_names() {
        assert_eq!(super::type_name("Tic-Tac-Toe"), "TicTacToe");
        assert_eq!(super::type_name("three men's morris"), "ThreeMenSMorris");
        assert_eq!(super::type_name("9 Men"), "Game9Men");
    }

    #[test]
    fn type_names_the_generated_code_cannot_take_are_refused() {
        use crate::back::type_name_error;
        assert_eq!(type_name_error("TicTacToe"), None);
        assert!(type_name_error("9x").is_some_and(|e| e.contains("not a Rust type name")));
        assert!(
            type_name_error("Game").is_some_and(|e| e.contains("imports `ludemic_runtime::Game`"))
        );
        assert!(type_name_error("Status").is_some());
    }
}
