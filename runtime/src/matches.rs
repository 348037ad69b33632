//! Matches: N games between agents with seat rotation, and the table of their results.
//!
//! Game `g` seats agent `(s + g) mod A` in seat `s`, so with as many agents as players every
//! agent plays every seat equally often (as `n` is a multiple of the players). Each game builds
//! fresh agents from their specs, seeded from the match seed, the game number and the seat,
//! so games are independent: they run in parallel (rayon) and the table does not depend on the
//! thread count (time budgets aside). Games stop at the game's limits, as a draw, like Ludii.

use rayon::prelude::*;

use crate::game::{seat_outcome, seat_to_move, Game, Outcome, Status};
use crate::playout::limit_outcome;
use crate::rng::Rng;
use crate::search::{Agent, AgentSpec};

#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub games: u64,
    pub seed: u64,
    /// Games played at once (0: one per CPU).
    pub threads: usize,
}

/// How one game went.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// `seats[s]` is the index of the agent in seat `s` (player `s + 1`).
    pub seats: Vec<usize>,
    pub outcome: Outcome,
    pub moves: u32,
    pub truncated: bool,
}

/// Wins, draws and losses of one agent (a win: the only player at rank 1; a draw: all players
/// at one rank; anything else a loss).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Tally {
    fn add(&mut self, outcome: &Outcome, player: usize) {
        self.games += 1;
        if outcome.is_draw() {
            self.draws += 1;
        } else if outcome.winner() == Some(player) {
            self.wins += 1;
        } else {
            self.losses += 1;
        }
    }

    /// Wins plus half the draws, per game.
    pub fn score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            (self.wins as f64 + 0.5 * self.draws as f64) / self.games as f64
        }
    }
}

#[derive(Clone, Debug)]
pub struct MatchResult {
    pub agents: Vec<String>,
    /// One per agent.
    pub totals: Vec<Tally>,
    /// `by_seat[s][a]`: agent `a`'s results in seat `s`.
    pub by_seat: Vec<Vec<Tally>>,
    pub games: Vec<GameRecord>,
    pub avg_moves: f64,
    pub wall_seconds: f64,
}

/// Plays `config.games` games of `game` between `specs` (one agent per player).
pub fn run_match<G>(
    game: &G,
    specs: &[AgentSpec],
    config: &MatchConfig,
) -> Result<MatchResult, String>
where
    G: Game + Sync + 'static,
{
    let players = game.num_players();
    if specs.len() != players {
        return Err(format!(
            "{} is a {players}-player game but {} agent{} given; give one per player",
            game.name(),
            specs.len(),
            if specs.len() == 1 { " was" } else { "s were" }
        ));
    }
    for spec in specs {
        spec.check(game)?;
    }
    let start = std::time::Instant::now();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| format!("cannot start the match thread pool: {e}"))?;
    let games: Vec<GameRecord> = pool.install(|| {
        (0..config.games)
            .into_par_iter()
            .map(|g| {
                let seats: Vec<usize> = (0..players).map(|s| (s + g as usize) % players).collect();
                let mut agents: Vec<_> = seats
                    .iter()
                    .enumerate()
                    .map(|(s, &a)| {
                        let seed = Rng::stream(config.seed, g * 64 + s as u64).next_u64();
                        specs[a].build::<G>(game, seed).expect("every spec was checked")
                    })
                    .collect();
                // The game's own chance stream, apart from the agents' (index 63: seats < 16).
                let mut chance = Rng::stream(config.seed, g * 64 + 63);
                let (outcome, moves, truncated) = play_game(game, &mut agents, &mut chance);
                GameRecord { seats, outcome, moves, truncated }
            })
            .collect()
    });
    let mut totals = vec![Tally::default(); specs.len()];
    let mut by_seat = vec![vec![Tally::default(); specs.len()]; players];
    for r in &games {
        for (s, &a) in r.seats.iter().enumerate() {
            totals[a].add(&r.outcome, s + 1);
            by_seat[s][a].add(&r.outcome, s + 1);
        }
    }
    let avg_moves = if games.is_empty() {
        0.0
    } else {
        games.iter().map(|r| r.moves as f64).sum::<f64>() / games.len() as f64
    };
    Ok(MatchResult {
        agents: specs.iter().map(ToString::to_string).collect(),
        totals,
        by_seat,
        games,
        avg_moves,
        wall_seconds: start.elapsed().as_secs_f64(),
    })
}

/// Plays one game from the initial state, `agents[s]` moving for seat `s + 1` (player `s + 1`
/// unless a swap exchanged roles, see [`Game::seat_of`]); every agent sees every move; the
/// outcome ranks the seats. `chance` seeds the game's dice and shuffles ([`Game::seed_chance`]).
/// Returns the outcome, the moves played and whether a limit stopped it.
pub fn play_game<G: Game>(
    game: &G,
    agents: &mut [Box<dyn Agent<G>>],
    chance: &mut Rng,
) -> (Outcome, u32, bool) {
    let limits = game.limits();
    let mut state = game.initial_state();
    game.seed_chance(&mut state, chance);
    let (mut moves, mut turns, mut last_mover) = (0u32, 0u32, 0usize);
    loop {
        if let Status::Over(o) = game.status(&state) {
            return (seat_outcome(game, &state, o), moves, false);
        }
        let mover = game.mover(&state);
        if mover != last_mover {
            turns += 1;
            last_mover = mover;
        }
        let mv = agents[seat_to_move(game, &state) - 1].choose(game, &state);
        game.apply(&mut state, mv);
        for a in agents.iter_mut() {
            a.observe(game, mv);
        }
        moves += 1;
        if !game.status(&state).is_over()
            && (moves >= limits.max_moves || turns >= limits.max_turns)
        {
            return (limit_outcome(game.num_players()), moves, true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::TicTacToe;

    fn specs(text: &str) -> Vec<AgentSpec> {
        text.split(',').map(|s| s.parse().unwrap()).collect()
    }

    #[test]
    fn mcts_beats_random_with_seats_rotated() {
        let config = MatchConfig { games: 20, seed: 1, threads: 2 };
        let r = run_match(&TicTacToe, &specs("mcts:300,random"), &config).unwrap();
        assert_eq!(r.totals[0].games, 20);
        assert_eq!(r.by_seat[0][0].games, 10, "each agent plays each seat half the time");
        assert_eq!(r.by_seat[1][0].games, 10);
        assert_eq!(r.totals[0].losses, 0, "{:?}", r.totals);
        assert!(r.totals[0].wins >= 15, "{:?}", r.totals);
        assert_eq!(r.totals[0].wins, r.totals[1].losses);
        assert_eq!(r.totals[0].draws, r.totals[1].draws);
        // Same seed, other thread count: the same games.
        let again =
            run_match(&TicTacToe, &specs("mcts:300,random"), &MatchConfig { threads: 1, ..config })
                .unwrap();
        assert_eq!(again.games, r.games);
    }

    #[test]
    fn agents_must_match_the_players() {
        let e =
            run_match(&TicTacToe, &specs("random"), &MatchConfig { games: 1, seed: 0, threads: 1 })
                .unwrap_err();
        assert!(e.contains("2-player game but 1 agent was given"), "{e}");
    }
}
