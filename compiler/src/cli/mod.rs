//! The `ludemic` command line: the only part of the compiler (with the oracle's trace loader)
//! that touches files. Each subcommand is one module; they share `input` (reading files,
//! compiling, choosing a back end).
//!
//! Exit codes: 0 success, 1 the input is wrong (diagnostics, a divergence), 2 the command
//! could not run (bad arguments, unreadable files).

pub mod anchors;
pub mod arena;
pub mod bench;
pub mod benchmark;
pub mod check;
pub mod corpus_speed;
pub mod coverage;
#[cfg(feature = "jit")]
pub mod evolve;
#[cfg(feature = "jit")]
pub mod evolve_grammar;
pub mod input;
pub mod metrics;
pub mod native;
pub mod observe;
pub mod play;
pub mod trace;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

pub use input::{Backend, Exit};

use input::{parse_backend, BackendArg, SourceArgs};

#[derive(Parser, Debug)]
#[command(
    name = "ludemic",
    version,
    about = "Compile game descriptions (Ludii .lud) into game engines; benchmark and check them against Ludii",
    after_help = "Examples:\n  ludemic check games/tic-tac-toe.lud\n  ludemic playout games/tic-tac-toe.lud -n 20000\n  ludemic bench tic-tac-toe hex --seconds 1\n  ludemic coverage ../shared/ludii/lud --traces ../shared/ludii/traces"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Parse, expand and lower a description; print diagnostics or a one-line summary.
    #[command(
        after_help = "Example:\n  ludemic check ../shared/ludii/lud/board/space/line/Gomoku.lud --option \"Board Size/19x19\"\n\nExits with 1 when the description has errors, 2 when it cannot be read."
    )]
    Check {
        /// The .lud file.
        file: PathBuf,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Print the Game IR a description compiles to.
    #[command(after_help = "Example:\n  ludemic ir games/tic-tac-toe.lud")]
    Ir {
        file: PathBuf,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Count the move sequences of each length up to a depth (perft).
    #[command(
        after_help = "Example:\n  ludemic perft games/tic-tac-toe.lud -d 9 --json\n\nJSON: {game, backend, compile_ms (jit), depth, nodes, seconds, per_depth: [{depth, nodes, seconds}]}"
    )]
    Perft {
        file: PathBuf,
        /// Depth (number of moves).
        #[arg(short, long)]
        depth: u32,
        /// Also count per root move at the full depth (Ludii move keys).
        #[arg(long)]
        divide: bool,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        backend: BackendArg,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Run random playouts: playouts per CPU-second and playout statistics.
    #[command(
        after_help = "Example:\n  ludemic playout games/tic-tac-toe.lud -n 20000 --seed 7 --threads 2\n\nJSON: {game, backend, compile_ms (jit), playouts, cpu_seconds, playouts_per_cpu_second, avg_moves, wins, draws, ...}"
    )]
    Playout {
        file: PathBuf,
        /// Number of playouts.
        #[arg(short = 'n', long, default_value_t = 1000)]
        playouts: u64,
        /// Seed of the random moves (same seed, same games, whatever the thread count).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Threads (0: one per CPU).
        #[arg(long, default_value_t = 1, value_parser = input::parse_threads)]
        threads: usize,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        backend: BackendArg,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Playouts per CPU-second of every back end on the bundled games, next to Ludii's and RBG's.
    #[command(
        after_help = "Examples:\n  ludemic bench\n  ludemic bench tic-tac-toe hex --seconds 1 --backends native,jit --json\n  ludemic bench --corpus ../shared/ludii/lud\n\nGAMES are stems of games/*.lud (default: all of them). Each back end runs random playouts on one\nthread for about --seconds of CPU time. The Ludii and RBG columns come from ../shared/anchors.md\n(next to the repository) or --anchors FILE. With --corpus DIR, JIT-compiles every .lud under DIR that\nlowers and prints the compile-time distribution instead.\nJSON: {games: [{game, backend_results: {interp, native, jit: {playouts_per_cpu_second, playouts,\navg_moves, compile_ms, error}}, avg_moves, jit_compile_ms, ludii, rbg, native_vs_ludii, native_vs_rbg,\njit_vs_native}]}; with --corpus {count, median_ms, p95_ms, max_ms, skipped_*, games: [{path, compile_ms}]}"
    )]
    Bench {
        /// Bundled games by file stem (tic-tac-toe, hex, ...) or .lud paths; default: all of games/.
        #[arg(conflicts_with = "corpus")]
        games: Vec<String>,
        /// CPU seconds of playouts per game and back end.
        #[arg(long, value_name = "S", default_value_t = 2.0, value_parser = input::parse_seconds)]
        seconds: f64,
        #[arg(long)]
        json: bool,
        /// Back ends to measure, comma-separated.
        #[arg(long, value_name = "LIST", value_delimiter = ',', default_value = "interp,native,jit", value_parser = parse_backend)]
        backends: Vec<Backend>,
        /// The speed anchors (default: ../shared/anchors.md next to the repository).
        #[arg(long, value_name = "FILE")]
        anchors: Option<PathBuf>,
        /// Seed of the random moves.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// JIT compile times of every .lud under DIR instead of playout speeds.
        #[arg(long, value_name = "DIR")]
        corpus: Option<PathBuf>,
        /// With --corpus: Ludii's recordings (laid out like DIR). Times the JIT's playouts (--seconds
        /// each) on every game that replays them, against Ludii's speed in the corpus's index.tsv.
        #[arg(long, value_name = "TRACES", requires = "corpus")]
        traces: Option<PathBuf>,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Replay Ludii's recorded games move for move; exit 0 only if every step matches.
    #[command(
        after_help = "Example:\n  ludemic trace ../shared/ludii/lud/board/space/line/Tic-Tac-Toe.lud ../shared/ludii/traces/board/space/line/Tic-Tac-Toe.json.gz\n\nJSON: {game, traces, traces_ok, steps_checked, ok, first_divergence; with --backend jit also backend, compile_ms}"
    )]
    Trace {
        file: PathBuf,
        /// The trace file (.json.gz or .json), as in shared/ludii/traces.
        traces: PathBuf,
        #[arg(long)]
        json: bool,
        /// Check at most this many steps of each trace.
        #[arg(long, value_name = "N")]
        max_steps: Option<usize>,
        #[command(flatten)]
        backend: BackendArg,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// What one player sees of a state (hidden information masked), replayed from a recording or
    /// reached by a seeded random walk.
    #[command(
        after_help = "Examples:\n  ludemic observe \"../shared/ludii/lud/board/space/territory/Phantom Go.lud\" --trace \"../shared/ludii/traces/board/space/territory/Phantom Go.json.gz\" --step 10 --player 2\n  ludemic observe games/reverse.json --step 5 --seed 3 --player 1 --json\n\nThe observation lists each occupied or hidden location, `?` for what the player does not see\n(docs/hidden-information.md). JSON: {game, backend, player, step, mover, has_hidden_information,\nobservation: [ints, -2147483648 where unseen], observation_string, information_set_key}"
    )]
    Observe {
        file: PathBuf,
        /// A Ludii recording (.json.gz) to replay to the state; without it, a random walk.
        #[arg(long, value_name = "TRACE")]
        trace: Option<PathBuf>,
        /// Which trace of the recording (from 0).
        #[arg(long, default_value_t = 0)]
        index: usize,
        /// Moves played before the state observed.
        #[arg(long, default_value_t = 0)]
        step: usize,
        /// The observing player (from 1).
        #[arg(long, default_value_t = 1)]
        player: usize,
        /// Seed of the random walk (without --trace).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        backend: BackendArg,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Play games between agents (MCTS, ISMCTS, PIMC, flat Monte Carlo, random), seats rotated; a
    /// results table.
    #[command(
        name = "match",
        after_help = "Examples:\n  ludemic match games/tic-tac-toe.lud --agents mcts:1000,random -n 100\n  ludemic match games/hex.lud --agents mcts:1s:threads=2,flat:200 -n 10 --backend jit --json\n\nAgents: random, flat:N (N playouts per move), mcts:N (N iterations per move) or mcts:2s / mcts:500ms\n(time per move), with MCTS settings after more colons: c=1.4 (exploration), threads=2 (root\nparallel trees), noreuse (no tree reuse between moves). Games with hidden information: ismcts:N\nor ismcts:2s (information set MCTS; c=1.4, mo for one tree per player) and pimc:N (N determinizations,\na playout after each move in each); mcts and flat refuse them, as they would see hidden cards.\nOne agent per player; game g seats agent (s + g) mod players in seat s. JSON: {game, backend, games, seed, avg_moves, truncated, wall_seconds,\nagents: [{agent, games, wins, draws, losses, wins_by_seat, draws_by_seat, games_by_seat}]}"
    )]
    Match {
        file: PathBuf,
        /// Agents, comma-separated, one per player.
        #[arg(long, value_name = "LIST", value_delimiter = ',', required = true, value_parser = arena::parse_agent)]
        agents: Vec<ludemic_runtime::AgentSpec>,
        /// Number of games.
        #[arg(short = 'n', long, default_value_t = 100)]
        games: u64,
        /// Seed of the agents' random choices (same seed, same games, whatever the threads).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Games played at once (0: one per CPU).
        #[arg(long, default_value_t = 0, value_parser = input::parse_threads)]
        threads: usize,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        backend: BackendArg,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Ludii's evaluation metrics, drama, decisiveness, skill and playability from random trials.
    #[command(
        after_help = "Example:\n  ludemic metrics games/connect-four.lud -n 1000 --backend jit --json\n\nBalance, completion, drawishness, timeouts, duration (turns, moves), branching factor (avg, max,\nchange), decision moves, board coverage, piece number (avg, change), advantage of P1 as Ludii's\nmetrics define them; drama and decisiveness from flat Monte Carlo evaluations of the states of\n--eval-trials trials; skill differentiation: win rate of --skill-agent against random players over\n--skill-games games; playable: at least 5 of 10 random trials end within 2 x players to 1,800 moves.\nThe FDG card-game paper's measures (docs/metrics.md): wingap (best seat's win rate - worst's),\nturns to finish and useless turns (every legal move a pass) over the finished trials, and MCTS\nwin: --skill-agent always in seat 1 against random players (ISMCTS on hidden information) over\n--seat-one-games games."
    )]
    Metrics {
        file: PathBuf,
        /// Random trials.
        #[arg(short = 'n', long, default_value_t = 1000)]
        trials: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Threads (0: one per CPU).
        #[arg(long, default_value_t = 0, value_parser = input::parse_threads)]
        threads: usize,
        /// Trials whose states are evaluated for drama and decisiveness (0: skip them).
        #[arg(long, value_name = "N", default_value_t = 20)]
        eval_trials: u64,
        /// Random playouts per evaluated state.
        #[arg(long, value_name = "N", default_value_t = 20)]
        eval_playouts: u32,
        /// Games of --skill-agent against random (0: skip skill differentiation).
        #[arg(long, value_name = "N", default_value_t = 20)]
        skill_games: u64,
        #[arg(long, value_name = "AGENT", default_value = "mcts:200", value_parser = arena::parse_agent)]
        skill_agent: ludemic_runtime::AgentSpec,
        /// Games of --skill-agent in seat 1 against random players, for the FDG MCTS win (M; 0:
        /// skip).
        #[arg(long, value_name = "M", default_value_t = 20)]
        seat_one_games: u64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        backend: BackendArg,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Play a game in the terminal against an agent.
    #[command(
        after_help = "Example:\n  ludemic play games/tic-tac-toe.lud --vs mcts:2000\n  printf 'B2\\nA1\\n' | ludemic play games/hex.lud --vs random --seat 2\n\nMoves as Ludii labels sites: A1 (a placement, or the only move to A1), A1-B2 (from, to), pass.\nIllegal input is answered with the legal moves; end of input abandons the game."
    )]
    Play {
        file: PathBuf,
        /// The opponent (an agent as in `ludemic match`) [default: mcts:2000, or ismcts:2000 in a
        /// game with hidden information, where mcts would see the human's cards].
        #[arg(long, value_name = "AGENT", value_parser = arena::parse_agent)]
        vs: Option<ludemic_runtime::AgentSpec>,
        /// Your seat (player number).
        #[arg(long, default_value_t = 1)]
        seat: usize,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[command(flatten)]
        backend: BackendArg,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Evolve new games (MAP-Elites or grammar-guided GP), each candidate JIT-compiled and played.
    #[cfg(feature = "jit")]
    #[command(
        after_help = "Examples:\n  ludemic evolve --algo map-elites --generations 100 --batch 100 --seed 1 --out evolved\n  ludemic evolve --algo gp --generations 50 --batch 60 --seeds games/tic-tac-toe.lud --json\n  ludemic evolve --algo map-elites --generations 100 --out evolved --resume\n\nGenomes are derivation trees of the grammar of the ludeme table. Each candidate is compiled by\nthe JIT and judged by --playouts random playouts with the cascading fitness (discard games that\nnever finish, that draw in more than --max-draws of playouts or have more than --max-rules\nludemes; score |wingap - W| + |avg turns - A| + |avg useless turns - U| + (1 - MCTS win rate) * R).\nMAP-Elites keeps the best game per cell of board size x length x (captures, lines). Writes\nOUT/archive/*.lud, OUT/report.json and OUT/heatmap.svg. JSON: {algo, candidates, seconds,\ncandidates_per_second, archive_size, coverage, qd_score, failures, best_quality, out}\n\nWith --language NAME (a language written as a pest grammar: cards, the card-game language; race,\nthe toy; or seeds in such a language) --algo gp runs the FDG card-game paper's set-up: genomes are derivation trees of the\nlanguage's grammar; population --batch (I = 100) seeded with the language's games and --seeds;\n--players P = 3, --tables T = 2; --playouts E = 100 random playouts and --mcts-games M = 20 games\nof --mcts-agent in seat 1 per candidate; eliminated when a playout does not finish, when more\nthan --max-draws of them are draws, or with more than --max-stages stages; fitness\n|wingap - W| + |turns - A| + |useless - U| + (1 - MCTS win) * R with W = 25 (wins over E), A = 30,\nU = 9, R = 25; stops when a game that is not a seed reaches --target-fitness 20 and prints it.\n  ludemic evolve --algo gp --language cards --seed 1 --out evolved-cards"
    )]
    Evolve {
        /// [default: map-elites; gp for a grammar language, the only algorithm they run]
        #[arg(long, value_enum)]
        algo: Option<evolve::Algo>,
        /// `lud` (the ludeme grammar) or a grammar language (`race`; `cards` once its front end is
        /// in), evolved by --algo gp with the FDG paper's set-up [default: the extension of the
        /// first of --seeds, else lud].
        #[arg(long, value_name = "NAME")]
        language: Option<String>,
        /// Most generations (grammar languages: unless a game reaches the target first).
        #[arg(long, default_value_t = 100)]
        generations: u64,
        /// Candidates per generation (GP: the population size).
        #[arg(long, default_value_t = 100)]
        batch: usize,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Folder for the archive, the report and the heatmap.
        #[arg(long, value_name = "DIR", default_value = "evolved")]
        out: PathBuf,
        /// Go on from the archive saved in --out.
        #[arg(long)]
        resume: bool,
        /// Known games to start from (.lud files).
        #[arg(long, value_name = "FILE", num_args = 1..)]
        seeds: Vec<PathBuf>,
        /// Random playouts per candidate (E).
        #[arg(long, value_name = "E", default_value_t = 100)]
        playouts: u32,
        /// Wall-clock seconds a candidate may take.
        #[arg(long, value_name = "S", default_value_t = 2.0, value_parser = input::parse_seconds)]
        candidate_seconds: f64,
        /// Target win-rate gap (W: .lud 0, a share; grammar languages 25, in wins over E), length
        /// in turns (A), useless turns (U: .lud 0, grammar languages 9) and skill weight (R: .lud
        /// 0, grammar languages 25).
        #[arg(long, value_name = "W", value_parser = input::parse_finite)]
        target_wingap: Option<f64>,
        #[arg(long, value_name = "A", default_value_t = 30.0, value_parser = input::parse_finite)]
        target_turns: f64,
        #[arg(long, value_name = "U", value_parser = input::parse_finite)]
        target_useless: Option<f64>,
        #[arg(long, value_name = "R", value_parser = input::parse_finite)]
        skill_weight: Option<f64>,
        #[arg(long, value_name = "FRACTION", default_value_t = 0.2, value_parser = input::parse_finite)]
        max_draws: f64,
        #[arg(long, value_name = "N", default_value_t = 80)]
        max_rules: usize,
        /// Grammar languages: fitness at or below which a game that is not a seed ends the run.
        #[arg(long, value_name = "F", default_value_t = 20.0, value_parser = input::parse_finite)]
        target_fitness: f64,
        /// Grammar languages: games of --mcts-agent in seat 1 against random players (M).
        #[arg(long, value_name = "M", default_value_t = 20)]
        mcts_games: u32,
        /// Grammar languages: the skill agent (ismcts in its place on hidden information).
        #[arg(long, value_name = "AGENT", default_value = "mcts:100", value_parser = arena::parse_agent)]
        mcts_agent: ludemic_runtime::AgentSpec,
        /// Grammar languages: most stages a game may have.
        #[arg(long, value_name = "N", default_value_t = 10)]
        max_stages: usize,
        /// Grammar languages: players (P) and table locations (T), the card language's axioms.
        #[arg(long, value_name = "P", default_value_t = 3)]
        players: usize,
        #[arg(long, value_name = "T", default_value_t = 2)]
        tables: usize,
        /// Threads (0: one per CPU).
        #[arg(long, default_value_t = 0, value_parser = input::parse_threads)]
        threads: usize,
        #[arg(long)]
        json: bool,
    },
    /// Print the Rust source a description compiles to (a type implementing ludemic_runtime::Game).
    #[command(
        name = "emit-rust",
        after_help = "Example:\n  ludemic emit-rust games/hex.lud --type-name Hex > hex.rs\n\nThe code depends on the ludemic-runtime crate only."
    )]
    EmitRust {
        file: PathBuf,
        /// Name of the generated type (default: the game's name in CamelCase).
        #[arg(long, value_name = "NAME")]
        type_name: Option<String>,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// Compile a description into a native game binary (runs cargo; needs a Rust toolchain).
    #[command(
        after_help = "Example:\n  ludemic compile games/hex.lud -o hex\n  ./hex playout -n 10000 --json\n  ./hex perft -d 4\n  ./hex bench\n\nThe binary takes playout/perft with the flags and JSON of `ludemic playout`/`perft`.\nBuilds share one cargo target folder ($LUDEMIC_TARGET_DIR, else ~/.cache/ludemic/target), where\na game compiled again unchanged is not rebuilt."
    )]
    Compile {
        file: PathBuf,
        /// Where to write the binary.
        #[arg(short, long, value_name = "BIN")]
        output: PathBuf,
        /// Name of the generated type (default: the game's name in CamelCase).
        #[arg(long, value_name = "NAME")]
        type_name: Option<String>,
        #[command(flatten)]
        source: SourceArgs,
    },
    /// For every .lud under a folder: does it parse, expand, lower, replay Ludii's traces on the
    /// interpreter and on the JIT?
    #[command(
        after_help = "Example:\n  ludemic coverage ../shared/ludii/lud --traces ../shared/ludii/traces --threads 2\n\nThe trace of <DIR>/a/b/G.lud is <TRACES>/a/b/G.json.gz. Prints a summary per category folder and\nthe ludemes that block the most games. A game replays (is supported) when every trace replays on\nthe interpreter (traces_ok) and the JIT (jit_ok). JSON: {games: [{path, parsed, expanded, lowered,\ntraces_ok, jit_ok, error, jit_error, unsupported}], summary: {total: {.., traces_ok, replaying},\ncategories}, top_missing: [...]}"
    )]
    Coverage {
        /// Folder searched recursively for .lud files.
        dir: PathBuf,
        /// Folder of Ludii trace files, laid out like DIR.
        #[arg(long, value_name = "DIR")]
        traces: Option<PathBuf>,
        #[arg(long)]
        json: bool,
        /// Threads (0: one per CPU).
        #[arg(long, default_value_t = 0, value_parser = input::parse_threads)]
        threads: usize,
        /// Wall-clock budget for replaying one game's traces.
        #[arg(long, value_name = "SECONDS", default_value_t = 60.0, value_parser = input::parse_seconds)]
        replay_seconds: f64,
        /// How many missing ludemes to list.
        #[arg(long, value_name = "N", default_value_t = 30)]
        top: usize,
        #[command(flatten)]
        source: SourceArgs,
    },
}

/// Runs the command line of this process; returns the exit code.
pub fn main() -> i32 {
    run(std::env::args_os())
}

/// Runs a command line (first item: the program name); returns the exit code.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { input::EXIT_USAGE } else { 0 };
        }
    };
    // A game that faults in play (a limit of its language exceeded, see `ludemic_runtime::fault`)
    // is the input's error, reported as one; any other panic is a bug and stays a panic.
    let result = ludemic_runtime::fault::catch(|| execute(cli.command)).unwrap_or_else(|fault| {
        let why = match fault.kind {
            ludemic_runtime::FaultKind::Limit => "a limit of the language (see the README's limits)",
            ludemic_runtime::FaultKind::Bounds => {
                "the description reached a state its compiled form does not hold (`--backend interp` may run it)"
            }
        };
        Err(Exit::failure(format!("error: {fault}\n({why})")))
    });
    match result {
        Ok(()) => 0,
        Err(exit) => {
            eprint!("{}", exit.message);
            if !exit.message.is_empty() && !exit.message.ends_with('\n') {
                eprintln!();
            }
            exit.code
        }
    }
}

fn execute(command: Command) -> Result<(), Exit> {
    match command {
        Command::Check { file, source } => check::check(&file, &source),
        Command::Ir { file, source } => check::ir(&file, &source),
        Command::Perft { file, depth, divide, json, backend, source } => {
            bench::perft(&file, depth, divide, json, backend.backend, &source)
        }
        Command::Playout { file, playouts, seed, threads, json, backend, source } => {
            bench::playout(&file, playouts, seed, threads, json, backend.backend, &source)
        }
        Command::Bench {
            games,
            seconds,
            json,
            backends,
            anchors,
            seed,
            corpus,
            traces,
            source,
        } => benchmark::bench(&benchmark::Config {
            games,
            seconds,
            json,
            backends,
            anchors,
            seed,
            corpus,
            traces,
            source,
        }),
        Command::Trace { file, traces, json, max_steps, backend, source } => {
            trace::trace(&file, &traces, json, max_steps, backend.backend, &source)
        }
        Command::Match { file, agents, games, seed, threads, json, backend, source } => {
            arena::arena(
                &file,
                arena::Config { agents, games, seed, threads, json, backend: backend.backend },
                &source,
            )
        }
        Command::Metrics {
            file,
            trials,
            seed,
            threads,
            eval_trials,
            eval_playouts,
            skill_games,
            skill_agent,
            seat_one_games,
            json,
            backend,
            source,
        } => {
            let config = ludemic_runtime::metrics::MetricsConfig {
                trials,
                seed,
                threads,
                eval_trials,
                eval_playouts,
                skill_games,
                skill_agent,
                seat_one_games,
                ..Default::default()
            };
            metrics::metrics(&file, config, json, backend.backend, &source)
        }
        Command::Observe { file, trace, index, step, player, seed, json, backend, source } => {
            let from = match &trace {
                Some(path) => observe::Source::Trace { path, index },
                None => observe::Source::Walk { seed },
            };
            let config =
                observe::Config { source: from, step, player, json, backend: backend.backend };
            observe::observe(&file, config, &source)
        }
        Command::Play { file, vs, seat, seed, backend, source } => {
            play::play(&file, play::Config { vs, seat, seed, backend: backend.backend }, &source)
        }
        #[cfg(feature = "jit")]
        Command::Evolve {
            algo,
            language,
            generations,
            batch,
            seed,
            out,
            resume,
            seeds,
            playouts,
            candidate_seconds,
            target_wingap,
            target_turns,
            target_useless,
            skill_weight,
            max_draws,
            max_rules,
            target_fitness,
            mcts_games,
            mcts_agent,
            max_stages,
            players,
            tables,
            threads,
            json,
        } => {
            let progress = std::io::IsTerminal::is_terminal(&std::io::stderr());
            // Seeds written in a language name it: `--seeds holdem.cards` evolves cards.
            let language = language.unwrap_or_else(|| {
                seeds
                    .first()
                    .and_then(|p| p.extension())
                    .map_or("lud".into(), |e| e.to_string_lossy().into_owned())
            });
            if language != "lud" {
                if algo.is_some_and(|a| a != evolve::Algo::Gp) {
                    return Err(Exit::usage(format!(
                        "--language {language} is evolved by grammar-guided GP: add --algo gp"
                    )));
                }
                let params = ludemic_runtime::fdg::FdgParams {
                    playouts,
                    mcts_games,
                    agent: mcts_agent,
                    wingap: target_wingap.unwrap_or(25.0),
                    turns: target_turns,
                    useless: target_useless.unwrap_or(9.0),
                    skill_weight: skill_weight.unwrap_or(25.0),
                    max_draw_share: max_draws,
                    max_stages,
                };
                let gp = crate::evolve::fdg_gp::GpConfig {
                    population: batch,
                    generations,
                    target: target_fitness,
                    params,
                    axioms: crate::evolve::language::Axioms { players, tables },
                    seed,
                    time_limit: std::time::Duration::from_secs_f64(candidate_seconds.max(0.001)),
                    ..Default::default()
                };
                return evolve_grammar::evolve(evolve_grammar::Config {
                    language,
                    gp,
                    seeds,
                    out,
                    threads,
                    json,
                    progress,
                });
            }
            let fitness = crate::evolve::FitnessParams {
                wingap: target_wingap.unwrap_or(0.0),
                turns: target_turns,
                useless: target_useless.unwrap_or(0.0),
                skill_weight: skill_weight.unwrap_or(0.0),
                max_draws,
                max_rules,
            };
            let eval = crate::evolve::EvalConfig {
                playouts,
                time_limit: std::time::Duration::from_secs_f64(candidate_seconds.max(0.001)),
                fitness,
                ..Default::default()
            };
            evolve::evolve(evolve::Config {
                algo: algo.unwrap_or(evolve::Algo::MapElites),
                generations,
                batch,
                seed,
                out,
                resume,
                threads,
                json,
                seeds,
                eval,
                progress,
            })
        }
        Command::EmitRust { file, type_name, source } => {
            native::emit_rust(&file, type_name.as_deref(), &source)
        }
        Command::Compile { file, output, type_name, source } => {
            native::compile(&file, &output, type_name.as_deref(), &source)
        }
        Command::Coverage { dir, traces, json, threads, replay_seconds, top, source } => {
            coverage::coverage(&coverage::Config {
                dir,
                traces,
                json,
                threads,
                replay_seconds,
                top,
                source,
            })
        }
    }
}

/// Prints a value as pretty JSON on stdout.
pub(crate) fn print_json(value: &impl serde::Serialize) {
    emit(&format!("{}\n", serde_json::to_string_pretty(value).expect("CLI outputs serialise")));
}

/// Writes to stdout, ignoring a closed pipe (`ludemic ... | head` must not panic).
pub(crate) fn emit(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }
}
