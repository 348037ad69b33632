//! MCTS against random on the bundled games (the generated native engines): a small, seeded
//! version of issue 7's target (1,000 iterations win ≥ 95% of 100 seat-rotated games; measured
//! with `ludemic match`, see the README), fast enough for the suite.

use ludemic_runtime::matches::{run_match, MatchConfig};
use ludemic_runtime::{AgentSpec, Game};

fn mcts_vs_random<G: Game + Sync + 'static>(game: &G, iterations: u32, games: u64) -> (u64, u64) {
    let specs: Vec<AgentSpec> =
        vec![format!("mcts:{iterations}").parse().unwrap(), AgentSpec::Random];
    let r = run_match(game, &specs, &MatchConfig { games, seed: 7, threads: 0 }).unwrap();
    assert_eq!(r.by_seat[0][0].games, games / 2, "seats rotate");
    (r.totals[0].wins, r.totals[0].losses)
}

#[test]
fn mcts_beats_random_on_tic_tac_toe() {
    let (wins, losses) = mcts_vs_random(&ludemic_generated::TicTacToe, 1000, 20);
    assert_eq!(losses, 0);
    assert!(wins >= 16, "{wins} of 20");
}

#[test]
fn mcts_beats_random_on_connect_four() {
    let (wins, _) = mcts_vs_random(&ludemic_generated::ConnectFour, 300, 8);
    assert_eq!(wins, 8);
}

#[test]
fn mcts_beats_random_on_breakthrough() {
    // The budget (1,000 iterations): 200 won 19 of 20 at this seed, too close to the
    // edge for a test of 4 games.
    let (wins, _) = mcts_vs_random(&ludemic_generated::Breakthrough, 1000, 6);
    assert_eq!(wins, 6);
}
