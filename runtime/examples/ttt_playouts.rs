//! Throughput of random playouts on the hand-written tic-tac-toe, static and dynamic:
//! `cargo run --release -p ludemic-runtime --example ttt_playouts [n] [threads]`.

use ludemic_runtime::testing::{DynTicTacToe, TicTacToe};
use ludemic_runtime::{par_playouts, perft, run_playouts, DynHandle, Game};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let threads: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    println!("static  1 thread : {}", run_playouts(&TicTacToe, n, 1));
    println!("static  parallel : {}", par_playouts(&TicTacToe, n, 1, threads));
    let dynamic = DynHandle::new(DynTicTacToe);
    println!("dynamic 1 thread : {}", run_playouts(&dynamic, n, 1));
    let t = std::time::Instant::now();
    let nodes = perft(&TicTacToe, &TicTacToe.initial_state(), 9);
    println!("perft(9) = {nodes} in {:.3}s", t.elapsed().as_secs_f64());
}
