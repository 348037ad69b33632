//! Uniformly random playouts, one at a time or in seeded batches across threads.
//!
//! A playout never allocates: the caller owns the state and the move buffer, and batches reset
//! the state with `clone_from` (a plain copy for `Copy` states, an in-place byte copy for the
//! `Box<[u8]>` states of dynamic games). `tests/no_alloc.rs` checks this with a counting
//! allocator.
//!
//! ## Limits, as Ludii 1.3.13 applies them (`Game.apply` / `checkMaxTurns`)
//!
//! After each move Ludii first evaluates the end rules; only if the game is still going does it
//! check `numTurn >= maxTurnLimit * numPlayers || numMoves >= maxMovesLimit`. `numTurn` starts
//! at 1 and grows each time the mover changes, and that update happens *after* the check, so
//! the check sees the number of the turn the move was played in. When a limit fires, every
//! still-active player gets the same (draw) rank; in a one-player game the player is left
//! unranked, which Ludii scores as utility -1 (a loss). Here `turns` counts the runs of moves
//! by one mover, which is exactly Ludii's `numTurn` at the check, and [`Limits::max_turns`]
//! is already the total (`1250 × players` by default).
//!
//! Differences to know: limits count from the state the playout starts in (Ludii counts from
//! the start of the game), and Ludii also starts a new turn after a `swap` move that leaves the
//! mover unchanged, which the `Game` interface cannot see (no Ludii game is known to rely on it).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::game::{Game, Limits, Outcome, Status};
use crate::rng::Rng;
use crate::stats::PlayoutStats;

/// What one playout did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    /// Moves applied.
    pub moves: u32,
    /// Turns played: runs of consecutive moves by the same mover (Ludii's `numTurn`).
    pub turns: u32,
    /// How the game ended: the game's own result, or the limit result when `truncated`.
    /// `None` only for a broken game whose ongoing state had no legal move.
    pub outcome: Option<Outcome>,
    /// True when a turn or move limit ended the playout.
    pub truncated: bool,
}

/// The result Ludii gives a game stopped by its turn or move limit: all players tied
/// (rank 1 each, our draw convention); a lone player is left unranked (rank 0), a loss.
pub fn limit_outcome(num_players: usize) -> Outcome {
    if num_players <= 1 {
        Outcome::from_ranks(&[0])
    } else {
        Outcome::draw(num_players)
    }
}

/// Plays uniformly random legal moves from `state` until the game is over or a limit of
/// `game.limits()` is hit. `state` is left at the final position; `moves` is scratch space
/// (keep it between playouts so it never reallocates).
pub fn random_playout<G: Game>(
    game: &G,
    state: &mut G::State,
    moves: &mut Vec<G::Move>,
    rng: &mut Rng,
) -> PlayoutResult {
    random_playout_with_limits(game, state, moves, rng, game.limits())
}

/// [`random_playout`] with explicit limits (asking the game once per batch, not per playout).
pub fn random_playout_with_limits<G: Game>(
    game: &G,
    state: &mut G::State,
    moves: &mut Vec<G::Move>,
    rng: &mut Rng,
    limits: Limits,
) -> PlayoutResult {
    let mut result = PlayoutResult { moves: 0, turns: 0, outcome: None, truncated: false };
    // Player 0 does not exist, so the first move always opens turn 1.
    let mut last_mover = 0;
    let mut status = game.status(state);
    // The list may be of another state (see `Game::play_random`).
    moves.clear();
    loop {
        if let Status::Over(outcome) = status {
            result.outcome = Some(outcome);
            return result;
        }
        let mover = game.mover(state);
        // The game keeps its move list between steps, or samples without one.
        if !game.play_random(state, moves, rng) {
            // Contract violation (an ongoing game must offer at least a pass): report it
            // as `outcome: None` instead of panicking inside a batch of thousands.
            return result;
        }
        if mover != last_mover {
            result.turns += 1;
            last_mover = mover;
        }
        result.moves += 1;
        status = game.status(state);
        // The end rules take precedence over the limits (Ludii checks them first).
        if !status.is_over()
            && (result.moves >= limits.max_moves || result.turns >= limits.max_turns)
        {
            result.truncated = true;
            result.outcome = Some(limit_outcome(game.num_players()));
            return result;
        }
    }
}

/// CPU seconds consumed so far by the calling thread (0 where the platform has no such clock).
pub fn thread_cpu_seconds() -> f64 {
    #[cfg(unix)]
    return clock_seconds(libc::CLOCK_THREAD_CPUTIME_ID);
    #[cfg(not(unix))]
    0.0
}

/// CPU seconds consumed so far by the whole process, all threads together (0 where the
/// platform has no such clock): what a multi-threaded run costs on a shared machine.
pub fn process_cpu_seconds() -> f64 {
    #[cfg(unix)]
    return clock_seconds(libc::CLOCK_PROCESS_CPUTIME_ID);
    #[cfg(not(unix))]
    0.0
}

#[cfg(unix)]
fn clock_seconds(clock: libc::clockid_t) -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is a constant libc defines.
    let rc = unsafe { libc::clock_gettime(clock, &mut ts) };
    if rc == 0 {
        ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
    } else {
        0.0
    }
}

/// One thread's share of a batch: its own state, move buffer and statistics, reused for every
/// playout it runs (the only allocations happen here, once per thread).
struct Worker<'g, G: Game> {
    game: &'g G,
    limits: Limits,
    seed: u64,
    initial: G::State,
    state: G::State,
    moves: Vec<G::Move>,
    stats: PlayoutStats,
}

impl<'g, G: Game> Worker<'g, G> {
    fn new(game: &'g G, seed: u64) -> Self {
        let initial = game.initial_state();
        Worker {
            game,
            limits: game.limits(),
            seed,
            state: initial.clone(),
            initial,
            moves: Vec::with_capacity(64),
            stats: PlayoutStats::new(game.num_players()),
        }
    }

    /// Runs playouts `range` of the batch and records them.
    fn run(&mut self, range: std::ops::Range<u64>) {
        for i in range {
            self.state.clone_from(&self.initial);
            let mut rng = Rng::stream(self.seed, i);
            self.game.seed_chance(&mut self.state, &mut rng);
            let r = random_playout_with_limits(
                self.game,
                &mut self.state,
                &mut self.moves,
                &mut rng,
                self.limits,
            );
            self.stats.record(&r);
        }
    }
}

/// `n` random playouts from the initial state on the calling thread. Playout `i` uses
/// `Rng::stream(seed, i)`, so the statistics equal those of [`par_playouts`] with the same seed.
pub fn run_playouts<G: Game>(game: &G, n: u64, seed: u64) -> PlayoutStats {
    let wall = Instant::now();
    let cpu = thread_cpu_seconds();
    let mut worker = Worker::new(game, seed);
    worker.run(0..n);
    let mut stats = worker.stats;
    stats.cpu_seconds = thread_cpu_seconds() - cpu;
    stats.wall_seconds = wall.elapsed().as_secs_f64();
    stats
}

/// `n` random playouts from the initial state on a local rayon pool of `threads` threads
/// (0: rayon's default, one per CPU). Each worker keeps its own state and move buffer and
/// claims playouts in small chunks from a shared counter (so uneven playout lengths balance
/// out); playout `i` uses `Rng::stream(seed, i)`, so the statistics are the same whatever the
/// thread count. `cpu_seconds` sums the workers' thread CPU time; `wall_seconds` is the
/// batch's elapsed time, pool start-up included.
pub fn par_playouts<G: Game + Sync>(game: &G, n: u64, seed: u64, threads: usize) -> PlayoutStats {
    let wall = Instant::now();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("ludemic-playout-{i}"))
        .build()
        .expect("cannot start the playout thread pool");
    let workers = pool.current_num_threads() as u64;
    // Chunks small enough to balance the load, large enough that the shared counter is not
    // contended (a playout costs at least a few hundred nanoseconds).
    let chunk = (n / (workers * 16)).clamp(1, 256);
    let next = AtomicU64::new(0);
    let partial: Vec<PlayoutStats> = pool.broadcast(|_| {
        let cpu = thread_cpu_seconds();
        let mut worker = Worker::new(game, seed);
        loop {
            let start = next.fetch_add(chunk, Ordering::Relaxed);
            if start >= n {
                break;
            }
            worker.run(start..(start + chunk).min(n));
        }
        let mut stats = worker.stats;
        stats.cpu_seconds = thread_cpu_seconds() - cpu;
        stats
    });
    let mut stats = PlayoutStats::new(game.num_players());
    for p in &partial {
        stats.merge(p);
    }
    stats.wall_seconds = wall.elapsed().as_secs_f64();
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{DynTicTacToe, Passer, TicTacToe};
    use crate::DynHandle;

    #[test]
    fn tictactoe_playouts_are_sane() {
        let stats = run_playouts(&TicTacToe, 2000, 1);
        assert_eq!(stats.playouts, 2000);
        assert!(stats.min_moves >= 5 && stats.max_moves <= 9, "{stats}");
        assert_eq!(stats.total_moves, stats.total_turns, "every move is a turn in tic-tac-toe");
        assert_eq!(stats.truncated + stats.stuck, 0);
        assert_eq!(stats.wins[0] + stats.wins[1] + stats.draws, 2000);
        // Known random-play rates: P1 wins ~58.5%, P2 ~28.8%, draws ~12.7%.
        assert!((stats.win_rate(1) - 0.585).abs() < 0.05, "{stats}");
        assert!((stats.win_rate(2) - 0.288).abs() < 0.05, "{stats}");
        assert!(stats.cpu_seconds >= 0.0 && stats.wall_seconds > 0.0);
    }

    #[test]
    fn deterministic_and_independent_of_threads() {
        let one = run_playouts(&TicTacToe, 3000, 77);
        assert!(one.same_results(&run_playouts(&TicTacToe, 3000, 77)));
        assert!(!one.same_results(&run_playouts(&TicTacToe, 3000, 78)));
        for threads in [1, 2, 3, 5] {
            let par = par_playouts(&TicTacToe, 3000, 77, threads);
            assert!(one.same_results(&par), "{threads} threads:\n{one}\n{par}");
        }
        // A dynamic game behaves the same as its static twin: same moves in the same order,
        // same random numbers, so the same statistics.
        let dynamic = DynHandle::new(DynTicTacToe);
        assert!(one.same_results(&par_playouts(&dynamic, 3000, 77, 2)));
        assert!(one.same_results(&run_playouts(&dynamic, 3000, 77)));
    }

    #[test]
    fn single_playout_is_reproducible() {
        let game = TicTacToe;
        let mut moves = Vec::new();
        let play = |seed| {
            let mut s = game.initial_state();
            let mut m = Vec::new();
            let r = random_playout(&game, &mut s, &mut m, &mut Rng::seed_from(seed));
            (r, s)
        };
        assert_eq!(play(5), play(5));
        // An already finished state plays no move.
        let (_, mut done) = play(5);
        let r = random_playout(&game, &mut done, &mut moves, &mut Rng::seed_from(0));
        assert_eq!((r.moves, r.turns, r.truncated), (0, 0, false));
        assert!(r.outcome.is_some());
    }

    #[test]
    fn move_limit_truncates_as_a_draw() {
        let game =
            Passer { moves_per_turn: 1, limits: Limits { max_turns: 1_000_000, max_moves: 50 } };
        let mut s = game.initial_state();
        let r = random_playout(&game, &mut s, &mut Vec::new(), &mut Rng::seed_from(0));
        assert_eq!(
            r,
            PlayoutResult {
                moves: 50,
                turns: 50,
                outcome: Some(Outcome::draw(2)),
                truncated: true
            }
        );
        let stats = par_playouts(&game, 100, 3, 2);
        assert_eq!((stats.truncated, stats.draws, stats.playouts), (100, 100, 100));
        assert_eq!(stats.wins(), &[0, 0]);
        assert_eq!(stats.avg_utility(1), 0.0);
    }

    #[test]
    fn turn_limit_counts_turns_like_ludii() {
        // Three moves per turn and a limit of 10 turns: Ludii stops after the first move of
        // turn 10, i.e. after 9 * 3 + 1 = 28 moves.
        let game =
            Passer { moves_per_turn: 3, limits: Limits { max_turns: 10, max_moves: 10_000 } };
        let mut s = game.initial_state();
        let r = random_playout(&game, &mut s, &mut Vec::new(), &mut Rng::seed_from(0));
        assert_eq!(
            r,
            PlayoutResult {
                moves: 28,
                turns: 10,
                outcome: Some(Outcome::draw(2)),
                truncated: true
            }
        );
        // Default limits: 2 players × 1250 turns, 10,000 moves; one move per turn hits 2500 turns.
        let game = Passer { moves_per_turn: 1, limits: Limits::ludii_default(2) };
        let mut s = game.initial_state();
        let r = random_playout(&game, &mut s, &mut Vec::new(), &mut Rng::seed_from(0));
        assert_eq!((r.moves, r.turns, r.truncated), (2500, 2500, true));
    }

    #[test]
    fn cpu_time_is_measured() {
        let before = thread_cpu_seconds();
        let mut x = 0u64;
        for i in 0..2_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
        }
        assert!(thread_cpu_seconds() > before, "{x}");
        // The process clock counts this thread's work too.
        let process_before = process_cpu_seconds();
        for i in 0..2_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
        }
        assert!(process_cpu_seconds() > process_before, "{x}");
        let stats = par_playouts(&TicTacToe, 5000, 1, 2);
        assert!(stats.cpu_seconds > 0.0 && stats.wall_seconds > 0.0, "{stats}");
        assert!(stats.playouts_per_cpu_second() > 0.0);
    }

    #[test]
    fn one_player_limit_is_a_loss() {
        let o = limit_outcome(1);
        assert_eq!(o.utility(1), -1.0);
        assert_eq!(o.winner(), None);
    }
}
