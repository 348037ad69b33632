//! A playout must not allocate: counted with a global allocator that tallies the allocations
//! made by the current thread (other tests of this binary run on other threads and do not count).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use ludemic_runtime::testing::{DynTicTacToe, Passer, TicTacToe};
use ludemic_runtime::{random_playout, run_playouts, DynHandle, Game, Limits, Rng};

struct Counting;

thread_local! {
    // `const` and no destructor: usable from inside the allocator without allocating itself.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn bump() {
    // `try_with`: during thread teardown the slot may be gone; those allocations do not matter.
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: delegates every operation to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        bump();
        // SAFETY: same contract as the caller's.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(|c| c.get())
}

/// Allocations made by `f` on this thread.
fn count(f: impl FnOnce()) -> u64 {
    let before = allocations();
    f();
    allocations() - before
}

/// Runs many playouts with warmed-up buffers and checks none of them allocated.
fn playouts_do_not_allocate<G: Game>(game: &G) {
    let initial = game.initial_state();
    let mut state = initial.clone();
    let mut moves = Vec::new();
    // Warm up: the move buffer grows to its largest size once.
    random_playout(game, &mut state, &mut moves, &mut Rng::seed_from(0));
    moves.reserve(64);
    let n = count(|| {
        for i in 0..500 {
            state.clone_from(&initial);
            random_playout(game, &mut state, &mut moves, &mut Rng::stream(1, i));
        }
    });
    assert_eq!(n, 0, "{} allocated {n} times in 500 playouts", game.name());
}

#[test]
fn static_game_playouts_do_not_allocate() {
    playouts_do_not_allocate(&TicTacToe);
    playouts_do_not_allocate(&Passer {
        moves_per_turn: 2,
        limits: Limits { max_turns: 300, max_moves: 500 },
    });
}

#[test]
fn dynamic_game_playouts_do_not_allocate() {
    // `Box<[u8]>::clone_from` copies in place when the lengths match.
    playouts_do_not_allocate(&DynHandle::new(DynTicTacToe));
}

#[test]
fn batch_allocations_do_not_grow_with_playouts() {
    let game = DynHandle::new(DynTicTacToe);
    // Warm up anything lazily initialised (e.g. the clock).
    run_playouts(&game, 10, 0);
    let few = count(|| {
        run_playouts(&game, 10, 0);
    });
    let many = count(|| {
        run_playouts(&game, 5000, 0);
    });
    assert_eq!(few, many, "run_playouts allocates per playout");
}

#[test]
fn the_counter_sees_allocations() {
    // Guards the other tests against a counter that silently counts nothing.
    let n = count(|| {
        let v: Vec<u64> = std::hint::black_box(Vec::with_capacity(10));
        drop(v);
    });
    assert_eq!(n, 1);
}
