//! Everything the CLI reads: source files, the define library, trace files; and the one way a
//! description becomes a runnable game (compile, then pick a back end).

use std::fmt;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use clap::Args;
use ludemic_runtime::kernel::KernelLayout;
use ludemic_runtime::{DynHandle, Game, RawMove, StartingFrom};

use crate::diag::{render_all, Diagnostic, Failure, SourceMap};
use crate::driver::{self, Compiled, LudiiOptions, Stage};
use crate::front::ludii::expand::DefineLibrary;
use crate::kernel_ir::eval::start_state;
use crate::kernel_ir::Kernel;

/// Exit codes: 0 success; 1 the input was read but is wrong (compile error, divergence);
/// 2 the command could not run (bad arguments, unreadable file).
pub const EXIT_FAIL: i32 = 1;
pub const EXIT_USAGE: i32 = 2;

/// A command that did not succeed: what to print on stderr and the exit code.
#[derive(Debug)]
pub struct Exit {
    pub code: i32,
    /// Already rendered (diagnostics, messages); printed as is.
    pub message: String,
}

impl Exit {
    /// A problem with no location (file not found, bad flag...), rendered like a diagnostic.
    pub fn usage(message: impl Into<String>) -> Exit {
        let d = Diagnostic::error(message, None);
        Exit { code: EXIT_USAGE, message: render_all(&[d], &SourceMap::new(), color()) }
    }

    pub fn failure(message: impl Into<String>) -> Exit {
        Exit { code: EXIT_FAIL, message: message.into() }
    }
}

/// Colour only when stderr is a terminal and `NO_COLOR` is unset.
pub fn color() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// The arguments that choose how a `.lud` file is read.
#[derive(Args, Clone, Debug, Default)]
pub struct SourceArgs {
    /// Select an option item, "Category/Item" (repeatable), e.g. --option "Board Size/9x9".
    #[arg(long = "option", value_name = "CATEGORY/ITEM")]
    pub options: Vec<String>,
    /// Select a ruleset by name (its option items apply).
    #[arg(long, value_name = "NAME")]
    pub ruleset: Option<String>,
    /// For a .json spec: a JSON document with `setup` and/or `state` that replaces the spec's
    /// initial position (docs/json-spec.md, "Starting positions").
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// Ludii's define library (a folder of .def files). Default: the `def/` folder next to the
    /// `lud/` folder the file lies in (Ludii's corpus layout), if there is one; else none.
    #[arg(long, value_name = "DIR")]
    pub defs: Option<PathBuf>,
}

impl SourceArgs {
    pub fn ludii_options(&self) -> LudiiOptions {
        LudiiOptions { options: self.options.clone(), ruleset: self.ruleset.clone() }
    }

    /// The define library for files under `path`: `--defs`, else the corpus's own `def/`.
    pub fn library_for(&self, path: &Path) -> Result<DefineLibrary, Exit> {
        let dir = match &self.defs {
            Some(d) => d.clone(),
            None => match corpus_def_dir(path) {
                Some(d) => d,
                None => return Ok(DefineLibrary::default()),
            },
        };
        load_library(&dir).map_err(|e| {
            Exit::usage(format!("cannot read the define library `{}`: {e}", dir.display()))
        })
    }
}

/// The corpus root of a path in Ludii's layout: the parent of its nearest `lud` ancestor (or of
/// the path itself, when it is that folder).
pub fn corpus_root(path: &Path) -> Option<PathBuf> {
    let abs = std::path::absolute(path).ok()?;
    abs.ancestors()
        .find(|a| a.file_name().is_some_and(|n| n == "lud"))
        .and_then(|lud| lud.parent())
        .map(Path::to_path_buf)
}

/// `.../ludii/def` for a path under `.../ludii/lud/`.
pub fn corpus_def_dir(path: &Path) -> Option<PathBuf> {
    let def = corpus_root(path)?.join("def");
    def.is_dir().then_some(def)
}

/// Reads every `*.def` under `dir` (recursively, sorted), named relative to `dir`'s parent
/// (`def/rules/play/StepToEmpty.def`).
pub fn load_library(dir: &Path) -> std::io::Result<DefineLibrary> {
    DefineLibrary::from_dir(dir)
}

/// Files under `dir` whose extension is `ext`, recursively, sorted.
pub fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    fn go(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                go(&path, ext, out)?;
            } else if path.extension().is_some_and(|e| e == ext) {
                out.push(path);
            }
        }
        Ok(())
    }
    go(dir, ext, out)?;
    out.sort();
    Ok(())
}

/// Reads a source file; an unreadable one is a diagnostic naming the file and the OS error.
pub fn read_source(path: &Path) -> Result<String, Exit> {
    let bytes = std::fs::read(path)
        .map_err(|e| Exit::usage(format!("cannot read `{}`: {e}", path.display())))?;
    String::from_utf8(bytes).map_err(|e| {
        Exit::usage(format!(
            "cannot read `{}`: not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// A `.lud`, `.json` or `.cards` file read and compiled, or the diagnostics that stopped it.
pub fn compile_file(path: &Path, args: &SourceArgs) -> Result<Compiled, Exit> {
    let text = read_source(path)?;
    if is_cards(path) {
        if args.position.is_some() {
            return Err(Exit::usage("--position applies to .json specs only"));
        }
        return driver::compile_cards(&path.display().to_string(), &text)
            .map_err(|(_, f)| Exit::failure(f.render(color())));
    }
    if is_json(path) {
        let position = match &args.position {
            Some(p) => Some((p.display().to_string(), read_source(p)?)),
            None => None,
        };
        let position = position.as_ref().map(|(name, text)| (name.as_str(), text.as_str()));
        return driver::compile_json(&path.display().to_string(), &text, position)
            .map_err(|(_, f)| Exit::failure(f.render(color())));
    }
    if args.position.is_some() {
        return Err(Exit::usage("--position applies to .json specs only"));
    }
    let library = args.library_for(path)?;
    compile_text(path, &text, &library, args).map_err(|(_, f)| Exit::failure(f.render(color())))
}

/// Whether a path names a card game (G_cardgame).
pub fn is_cards(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "cards")
}

/// Whether a path names a JSON state-driven spec (else a Ludii description).
pub fn is_json(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "json")
}

pub fn compile_text(
    path: &Path,
    text: &str,
    library: &DefineLibrary,
    args: &SourceArgs,
) -> Result<Compiled, (Stage, Failure)> {
    driver::compile_ludii(&path.display().to_string(), text, library, &args.ludii_options())
}

/// Which engine runs a compiled game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Backend {
    /// The reference interpreter over the Game IR.
    #[default]
    Interp,
    /// The Rust the code generator emitted for the games of `games/`, compiled into ludemic
    /// (the `ludemic-generated` crate).
    Native,
    /// The Cranelift JIT: Game IR → Kernel IR → machine code (feature `jit`).
    Jit,
}

/// What a command does with a game, whichever back end runs it (games of different back ends
/// have different types, so this is generic rather than a trait object). `compile_ms` is the
/// time from the Kernel IR to callable code, for back ends that compile at run time (the JIT).
pub trait WithGame {
    type Output;
    fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
        self,
        game: &G,
        compile_ms: Option<f64>,
    ) -> Self::Output;
}

/// A dynamic game ready to play, and what it cost to get there.
pub struct Instance {
    pub game: DynHandle,
    /// Milliseconds from the Kernel IR to callable machine code (the JIT only).
    pub compile_ms: Option<f64>,
}

impl Backend {
    pub fn name(self) -> &'static str {
        match self {
            Backend::Interp => "interp",
            Backend::Native => "native",
            Backend::Jit => "jit",
        }
    }

    /// Runs `w` on the game of `file` with this back end. The native back end has the games of
    /// `games/` only (by file name, default options), as `ludemic-generated` holds them.
    pub fn run<W: WithGame>(
        self,
        file: &Path,
        compiled: &Compiled,
        source: &SourceArgs,
        w: W,
    ) -> Result<W::Output, Exit> {
        /// What to do, and the kernel of the `--position` to start from, if any.
        struct Visit<W>(W, Option<Kernel>);
        impl<W: WithGame> ludemic_generated::Visit for Visit<W> {
            type Output = Result<W::Output, Exit>;
            fn visit<G: Game<Move = RawMove> + Sync + Send + 'static>(self, game: G) -> Self::Output
            where
                G::State: KernelLayout,
            {
                match self.1 {
                    None => Ok(self.0.with(&game, None)),
                    Some(position) => match start_state::<G::State>(&position) {
                        Ok(start) => Ok(self.0.with(&StartingFrom { game, start }, None)),
                        Err(e) => Err(Exit::failure(e)),
                    },
                }
            }
        }
        match self {
            // The JIT's game by its own type: its methods are called directly, not through
            // `dyn DynGame`'s vtable (see `DynHandle`).
            #[cfg(feature = "jit")]
            Backend::Jit => {
                let (game, compile_ms) = compile_jit(compiled)?;
                Ok(w.with(&DynHandle(std::sync::Arc::new(game)), Some(compile_ms)))
            }
            #[cfg(not(feature = "jit"))]
            Backend::Jit => self.instantiate(compiled).map(|r| w.with(&r.game, r.compile_ms)),
            Backend::Interp => {
                let ready = self.instantiate(compiled)?;
                Ok(w.with(&ready.game, ready.compile_ms))
            }
            Backend::Native => {
                // `games/x.lud` is generated as `x`, the JSON spec `games/x.json` as `x.json`.
                let stem =
                    file.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
                let key = if is_json(file) {
                    format!("{stem}.json")
                } else if is_cards(file) {
                    format!("{stem}.cards")
                } else {
                    stem
                };
                let known = ludemic_generated::GAMES.contains(&key.as_str());
                // `compiled` holds the position: its kernel computes the state the generated
                // game starts from.
                let position = match source.position {
                    Some(_) => Some(
                        crate::lower::lower(&compiled.game)
                            .map_err(|e| Exit::failure(format!("{}: {e}", file.display())))?,
                    ),
                    None => None,
                };
                if !known || !source.options.is_empty() || source.ruleset.is_some() {
                    return Err(Exit::usage(format!(
                        "the native back end has the games of games/ only, with their default options ({}); \
                         for other files use `ludemic compile {} -o BIN`",
                        ludemic_generated::GAMES.join(", "),
                        file.display()
                    )));
                }
                ludemic_generated::visit(&key, Visit(w, position)).expect("listed in GAMES")
            }
        }
    }

    /// The game, ready to play. Fails when a back end cannot take the game (a construct the
    /// Kernel IR lowering does not support yet, a JIT error).
    pub fn instantiate(self, compiled: &Compiled) -> Result<Instance, Exit> {
        match self {
            Backend::Interp => Ok(Instance {
                game: crate::interp::for_game(compiled.game.clone()),
                compile_ms: None,
            }),
            #[cfg(feature = "jit")]
            Backend::Jit => {
                let (game, compile_ms) = compile_jit(compiled)?;
                Ok(Instance { game: DynHandle::new(game), compile_ms: Some(compile_ms) })
            }
            #[cfg(not(feature = "jit"))]
            Backend::Jit => Err(Exit::usage("this ludemic was built without the `jit` feature")),
            Backend::Native => Err(Exit::usage("native games are not dynamic: use Backend::run")),
        }
    }
}

/// The JIT's game of a description, and its compile time in milliseconds.
#[cfg(feature = "jit")]
fn compile_jit(compiled: &Compiled) -> Result<(crate::back::jit::JitGame, f64), Exit> {
    let file = compiled.sources.name(crate::diag::FileId(0)).to_string();
    // At the construct when the Game IR knows where it is, else at the file's start.
    let kernel = crate::lower::lower(&compiled.game)
        .map_err(|e| Exit::failure(e.diagnostic().render(&compiled.sources, color())))?;
    let game = crate::back::jit::compile(&kernel)
        .map_err(|e| Exit::failure(format!("error: {file}: --backend jit: {e}")))?;
    let compile_ms = game.compile_time().as_secs_f64() * 1e3;
    Ok((game, compile_ms))
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `--backend` values: `interp`, `jit` (when built with the `jit` feature); `native` (generated
/// Rust) is planned.
pub fn parse_backend(s: &str) -> Result<Backend, String> {
    match s {
        "interp" => Ok(Backend::Interp),
        "native" => Ok(Backend::Native),
        "jit" if cfg!(feature = "jit") => Ok(Backend::Jit),
        "jit" => {
            Err("this ludemic was built without the `jit` feature; available: interp, native"
                .into())
        }
        _ => Err(format!("unknown back end `{s}`; available: interp, native, jit")),
    }
}

/// The back end the commands that run games use unless told otherwise: the fastest one that
/// takes any description.
#[cfg(feature = "jit")]
const DEFAULT_BACKEND: &str = "jit";
#[cfg(not(feature = "jit"))]
const DEFAULT_BACKEND: &str = "interp";

/// The `--backend` argument shared by the commands that run games.
#[derive(Args, Clone, Copy, Debug)]
pub struct BackendArg {
    /// Engine that runs the game: jit (Cranelift machine code, compiled in milliseconds; the
    /// default where built with the `jit` feature), interp (the reference interpreter, which
    /// runs every game, also those the Kernel IR does not cover yet) or native (the generated
    /// Rust of the games in games/).
    #[arg(long, value_name = "NAME", default_value = DEFAULT_BACKEND, value_parser = parse_backend)]
    pub backend: Backend,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_corpus_define_library() {
        let tmp = std::env::temp_dir().join(format!("ludemic-cli-defs-{}", std::process::id()));
        let game = tmp.join("ludii/lud/board/space/x.lud");
        std::fs::create_dir_all(game.parent().unwrap()).unwrap();
        std::fs::create_dir_all(tmp.join("ludii/def/rules")).unwrap();
        std::fs::write(tmp.join("ludii/def/rules/A.def"), "(define \"A\" 1)").unwrap();
        assert_eq!(corpus_def_dir(&game), Some(tmp.join("ludii/def")));
        assert_eq!(corpus_def_dir(&tmp.join("ludii/lud")), Some(tmp.join("ludii/def")));
        assert_eq!(corpus_def_dir(&tmp), None);
        let lib = SourceArgs::default().library_for(&game).unwrap();
        assert_eq!(
            lib.files,
            vec![("def/rules/A.def".to_string(), "(define \"A\" 1)".to_string())]
        );
        std::fs::remove_dir_all(&tmp).unwrap();
    }

    #[test]
    fn backends() {
        assert_eq!(parse_backend("interp"), Ok(Backend::Interp));
        assert_eq!(parse_backend("jit").is_ok(), cfg!(feature = "jit"));
        assert_eq!(parse_backend("native"), Ok(Backend::Native));
        assert!(parse_backend("gpu").unwrap_err().contains("unknown back end"));
    }
}

/// The longest wall-clock or CPU time any one budget of the command line may be: a day. A
/// longer one is a typo, and an infinite one (`--seconds inf`) made runs that never end or
/// panicked converting it to a `Duration`.
pub const MAX_SECONDS: f64 = 86_400.0;

/// The most threads a command may start: each is an OS thread, and `--threads 100000` spent
/// half a minute starting them before printing anything.
pub const MAX_THREADS: usize = 1024;

/// A number of seconds for a time budget: finite, above zero, at most [`MAX_SECONDS`].
pub fn parse_seconds(s: &str) -> Result<f64, String> {
    let x: f64 = s.trim().parse().map_err(|_| format!("`{s}` is not a number of seconds"))?;
    if !x.is_finite() || x <= 0.0 || x > MAX_SECONDS {
        return Err(format!(
            "{s} seconds is out of range: expected more than 0, at most {MAX_SECONDS} (a day)"
        ));
    }
    Ok(x)
}

/// A thread count: 0 (one per CPU) to [`MAX_THREADS`].
pub fn parse_threads(s: &str) -> Result<usize, String> {
    let n: usize = s.trim().parse().map_err(|_| format!("`{s}` is not a number of threads"))?;
    if n > MAX_THREADS {
        return Err(format!("{n} threads is more than the {MAX_THREADS} ludemic starts"));
    }
    Ok(n)
}

/// A finite number (fitness targets and weights: NaN or infinity would make every comparison
/// of candidates meaningless).
pub fn parse_finite(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() => Ok(x),
        _ => Err(format!("`{s}` is not a finite number")),
    }
}
