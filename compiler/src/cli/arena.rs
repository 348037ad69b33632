//! `ludemic match`: games between agents (MCTS, flat Monte Carlo, random) with seats rotated,
//! and the table of their results.

use std::path::Path;

use ludemic_runtime::matches::{run_match, MatchConfig, MatchResult};
use ludemic_runtime::{AgentSpec, Game, RawMove};
use serde::Serialize;

use super::input::{compile_file, Backend, Exit, SourceArgs, WithGame};
use super::print_json;

#[derive(Serialize)]
struct AgentRow {
    agent: String,
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
    /// Wins and draws of this agent in each seat (index 0 is player 1).
    wins_by_seat: Vec<u64>,
    draws_by_seat: Vec<u64>,
    games_by_seat: Vec<u64>,
}

#[derive(Serialize)]
struct MatchReport {
    game: String,
    backend: &'static str,
    games: u64,
    seed: u64,
    avg_moves: f64,
    truncated: u64,
    wall_seconds: f64,
    agents: Vec<AgentRow>,
}

pub struct Config {
    pub agents: Vec<AgentSpec>,
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    pub json: bool,
    pub backend: Backend,
}

pub fn arena(file: &Path, config: Config, source: &SourceArgs) -> Result<(), Exit> {
    let compiled = compile_file(file, source)?;
    struct Play(Config);
    impl WithGame for Play {
        type Output = Result<(), Exit>;
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
            self,
            game: &G,
            _: Option<f64>,
        ) -> Self::Output {
            let c = &self.0;
            let result = run_match(
                game,
                &c.agents,
                &MatchConfig { games: c.games, seed: c.seed, threads: c.threads },
            )
            .map_err(Exit::usage)?;
            report(game.name(), c, &result);
            Ok(())
        }
    }
    let backend = config.backend;
    backend.run(file, &compiled, source, Play(config))?
}

fn report(game: &str, c: &Config, r: &MatchResult) {
    let rows: Vec<AgentRow> = r
        .agents
        .iter()
        .enumerate()
        .map(|(a, name)| AgentRow {
            agent: name.clone(),
            games: r.totals[a].games,
            wins: r.totals[a].wins,
            draws: r.totals[a].draws,
            losses: r.totals[a].losses,
            wins_by_seat: r.by_seat.iter().map(|s| s[a].wins).collect(),
            draws_by_seat: r.by_seat.iter().map(|s| s[a].draws).collect(),
            games_by_seat: r.by_seat.iter().map(|s| s[a].games).collect(),
        })
        .collect();
    let report = MatchReport {
        game: game.to_string(),
        backend: c.backend.name(),
        games: c.games,
        seed: c.seed,
        avg_moves: r.avg_moves,
        truncated: r.games.iter().filter(|g| g.truncated).count() as u64,
        wall_seconds: r.wall_seconds,
        agents: rows,
    };
    if c.json {
        print_json(&report);
        return;
    }
    println!(
        "{} ({}): {} games, seats rotated, {:.1} moves on average, {:.2} s",
        report.game, report.backend, report.games, report.avg_moves, report.wall_seconds
    );
    let seats = r.by_seat.len();
    let seat_headers: String =
        (1..=seats).map(|s| format!("  {:>9}", format!("P{s} w/d/g"))).collect();
    println!(
        "  {:<24} {:>6} {:>6} {:>6} {:>6} {:>7}{seat_headers}",
        "agent", "games", "wins", "draws", "losses", "win %"
    );
    for row in &report.agents {
        let by_seat: String = (0..seats)
            .map(|s| {
                format!(
                    "  {:>9}",
                    format!(
                        "{}/{}/{}",
                        row.wins_by_seat[s], row.draws_by_seat[s], row.games_by_seat[s]
                    )
                )
            })
            .collect();
        println!(
            "  {:<24} {:>6} {:>6} {:>6} {:>6} {:>6.1}%{by_seat}",
            row.agent,
            row.games,
            row.wins,
            row.draws,
            row.losses,
            100.0 * row.wins as f64 / row.games.max(1) as f64
        );
    }
    if report.truncated > 0 {
        println!("  {} games stopped by the move or turn limit (draws)", report.truncated);
    }
}

/// `--agents` values.
pub fn parse_agent(s: &str) -> Result<AgentSpec, String> {
    s.parse()
}
