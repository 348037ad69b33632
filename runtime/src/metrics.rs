//! Playout metrics with the definitions of Ludii's evaluation metrics (Ludii's `Evaluation`
//! module, `metrics.single.*` and `metrics.multiple.*`), plus decisiveness and drama as
//! Browne defines them and skill differentiation (MCTS against random), computed from seeded
//! random trials.
//!
//! Ludii's definitions, as implemented here (a trial is one random playout from the start):
//! - balance: 1 − the largest difference between two players' win rates;
//! - completion: fraction of trials with a winner; drawishness: fraction ending in a draw
//!   *before* any limit; timeouts: fraction stopped by the turn or move limit;
//! - duration in turns and in moves: averages over trials;
//! - branching factor: per trial, the number of legal moves at each decision, reduced by its
//!   average, its maximum and its average change (last − first) / (n − 1), then averaged over
//!   trials (Ludii's `MultiMetricFramework` Average, Max and ChangeAverage);
//! - decision moves: per trial, the fraction of moves chosen among more than one legal move;
//! - board coverage: per trial, the fraction of board sites that held a piece at some point;
//! - piece number: per trial, the pieces on the board after each move, average and average
//!   change;
//! - advantage of player 1: fraction of trials player 1 won;
//! - drama (Ludii's `Drama` Average): at each state of a trial, the gap between the best
//!   evaluation of any player and the evaluation of the eventual winner(s), averaged over the
//!   trial. States are evaluated by flat Monte Carlo (average utility of `eval_playouts` random
//!   playouts) where Ludii runs UCT;
//! - decisiveness (Browne's "a game should end soon after a player achieves a decisive
//!   advantage"): with the same evaluations, 1 − (moves left when the eventual winner's
//!   evaluation first reaches `decisive_threshold` and stays there) / (trial length); 1 when the
//!   win was only certain at the very end, near 0 when the game dragged on long after it was
//!   decided. Trials without a single winner are left out.
//! - skill differentiation: the win rate of MCTS against random over seat-rotated games;
//! - the FDG 2013 card-game paper's measures ([`crate::fdg`], docs/metrics.md): wingap (win
//!   rate of the best seat − of the worst), average turns to finish and average useless turns
//!   (turns on which every legal move was a pass) over the trials that finished, and the win
//!   rate of the skill agent always in seat 1 against random players (no seat rotation).
//!
//! Board coverage and piece number read occupancy from [`Game::state_string`] (Ludii's state
//! text: `site:what:who:count...` entries), so they need the number of board sites and are
//! computed only when it is given.

use rayon::prelude::*;

use crate::game::{Game, Limits, Outcome, Status, MAX_PLAYERS};
use crate::matches::{run_match, MatchConfig};
use crate::playout::random_playout_with_limits;
use crate::rng::Rng;
use crate::search::AgentSpec;

#[derive(Clone, Debug)]
pub struct MetricsConfig {
    /// Random trials.
    pub trials: u64,
    pub seed: u64,
    /// Threads for trials and evaluations (0: one per CPU).
    pub threads: usize,
    /// Sites of the board, for board coverage and piece number (`None`: not computed).
    pub board_sites: Option<usize>,
    /// Trials whose states are evaluated for drama and decisiveness (0: skip both).
    pub eval_trials: u64,
    /// Random playouts per evaluated state.
    pub eval_playouts: u32,
    /// Evaluation (utility, in [-1, 1]) from which a lead counts as decisive.
    pub decisive_threshold: f64,
    /// Games of MCTS against random for skill differentiation (0: skip).
    pub skill_games: u64,
    /// The agent whose win rate against random is the skill; on a game with hidden
    /// information, its counterpart that does not peek plays ([`AgentSpec::without_peeking`],
    /// named in [`Metrics::skill_agent`]).
    pub skill_agent: AgentSpec,
    /// Games of `skill_agent` in seat 1 against random others, for the FDG MCTS win (0: skip).
    pub seat_one_games: u64,
}

impl Default for MetricsConfig {
    fn default() -> Self {
        MetricsConfig {
            trials: 1000,
            seed: 0,
            threads: 0,
            board_sites: None,
            eval_trials: 20,
            eval_playouts: 20,
            decisive_threshold: 0.5,
            skill_games: 20,
            skill_agent: "mcts:200".parse().expect("a valid spec"),
            seat_one_games: 20,
        }
    }
}

/// What one random trial did.
#[derive(Clone, Debug)]
struct Trial {
    moves: u32,
    turns: u32,
    outcome: Option<Outcome>,
    truncated: bool,
    /// Turns on which every legal move was a pass.
    useless_turns: u32,
    /// Legal moves at each decision.
    branching: Vec<u32>,
    /// Pieces on the board initially and after each move (when board sites are known).
    pieces: Vec<u32>,
    /// Board sites that held a piece at some point.
    covered: usize,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Metrics {
    pub trials: u64,
    pub balance: f64,
    pub completion: f64,
    pub drawishness: f64,
    pub timeouts: f64,
    pub duration_turns: f64,
    pub duration_moves: f64,
    pub branching_factor_avg: f64,
    pub branching_factor_max: f64,
    pub branching_factor_change: f64,
    pub decision_moves: f64,
    pub board_coverage: Option<f64>,
    pub piece_number_avg: Option<f64>,
    pub piece_number_change: Option<f64>,
    pub advantage_p1: f64,
    /// Win rate of each player (index 0 is player 1).
    pub win_rates: Vec<f64>,
    pub drama: Option<f64>,
    pub decisiveness: Option<f64>,
    /// Win rate of `skill_agent` against random.
    pub skill: Option<f64>,
    /// The agent that played for `skill` (the config's, or its counterpart that does not peek
    /// on a game with hidden information).
    pub skill_agent: Option<String>,
    /// FDG wingap: win rate of the best seat − win rate of the worst.
    pub wingap: f64,
    /// FDG average turns to finish, over the trials the game's own rules ended (`None`: none).
    pub avg_turns_to_finish: Option<f64>,
    /// FDG average useless turns (every legal move a pass), over the same trials.
    pub avg_useless_turns: Option<f64>,
    /// FDG MCTS win: the skill agent's win rate in seat 1 against random players.
    pub mcts_seat_one_win: Option<f64>,
    pub playability: Playability,
    pub seconds: f64,
}

/// The playability check of the LLM game-generation work: 10 random trials; a trial counts
/// when it ends (not by a limit) within 2 × players to 1,800 moves; playable when ≥ 5 count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Playability {
    pub counted: u32,
    pub playable: bool,
}

pub const PLAYABILITY_TRIALS: u64 = 10;
pub const PLAYABILITY_MAX_MOVES: u32 = 1800;

pub fn playability<G: Game>(game: &G, seed: u64) -> Playability {
    let min = 2 * game.num_players() as u32;
    let limits =
        Limits { max_moves: game.limits().max_moves.min(PLAYABILITY_MAX_MOVES), ..game.limits() };
    let initial = game.initial_state();
    let mut state = initial.clone();
    let mut moves = Vec::new();
    let mut counted = 0;
    for i in 0..PLAYABILITY_TRIALS {
        state.clone_from(&initial);
        let mut rng = Rng::stream(seed, i);
        game.seed_chance(&mut state, &mut rng);
        let r = random_playout_with_limits(game, &mut state, &mut moves, &mut rng, limits);
        if r.outcome.is_some() && !r.truncated && (min..=PLAYABILITY_MAX_MOVES).contains(&r.moves) {
            counted += 1;
        }
    }
    Playability { counted, playable: counted >= 5 }
}

/// Occupancy of the board in a state string: (pieces on board sites, occupied board sites).
fn board_occupancy(text: &str, board_sites: usize, covered: &mut [bool]) -> u32 {
    let mut pieces = 0;
    for token in text.split(' ') {
        if token.starts_with('|') || token.is_empty() {
            break;
        }
        let mut fields = token.split(':');
        let site = fields.next().unwrap_or_default();
        let stacked = site.contains('/');
        let Ok(site) = site.split('/').next().unwrap_or_default().parse::<usize>() else {
            continue;
        };
        if site >= board_sites {
            continue;
        }
        covered[site] = true;
        let count = fields.nth(2).and_then(|c| c.parse::<u32>().ok()).unwrap_or(1);
        pieces += if stacked { 1 } else { count };
    }
    pieces
}

fn run_trial<G: Game>(game: &G, seed: u64, index: u64, board_sites: Option<usize>) -> Trial {
    let limits = game.limits();
    let mut rng = Rng::stream(seed, index);
    let mut state = game.initial_state();
    game.seed_chance(&mut state, &mut rng);
    let mut moves = Vec::new();
    let mut covered = vec![false; board_sites.unwrap_or(0)];
    let mut t = Trial {
        moves: 0,
        turns: 0,
        outcome: None,
        truncated: false,
        useless_turns: 0,
        branching: Vec::new(),
        pieces: Vec::new(),
        covered: 0,
    };
    let mut counter = crate::fdg::TurnCounter::new();
    let mut observe = |state: &G::State, t: &mut Trial| {
        if let Some(n) = board_sites {
            t.pieces.push(board_occupancy(&game.state_string(state), n, &mut covered));
        }
    };
    observe(&state, &mut t);
    let mut last_mover = 0;
    game.legal_moves(&state, &mut moves);
    loop {
        if let Status::Over(o) = game.status(&state) {
            t.outcome = Some(o);
            break;
        }
        if moves.is_empty() {
            break;
        }
        let mover = game.mover(&state);
        if mover != last_mover {
            t.turns += 1;
            last_mover = mover;
        }
        counter.decision(mover, crate::fdg::only_passes(game, &state, &moves));
        t.branching.push(moves.len() as u32);
        let pick = rng.below(moves.len());
        game.apply_from_list(&mut state, &mut moves, pick);
        t.moves += 1;
        observe(&state, &mut t);
        if !game.status(&state).is_over()
            && (t.moves >= limits.max_moves || t.turns >= limits.max_turns)
        {
            t.truncated = true;
            t.outcome = Some(crate::playout::limit_outcome(game.num_players()));
            break;
        }
    }
    t.useless_turns = counter.finish().1;
    t.covered = covered.iter().filter(|&&c| c).count();
    t
}

/// The trial's moves again, recorded so its states can be evaluated.
fn trial_states<G: Game>(game: &G, seed: u64, index: u64) -> Vec<G::State> {
    // Replays run_trial's random choices: same stream, same list order.
    let limits = game.limits();
    let mut rng = Rng::stream(seed, index);
    let mut state = game.initial_state();
    game.seed_chance(&mut state, &mut rng);
    let mut moves = Vec::new();
    let mut states = vec![state.clone()];
    let (mut n, mut turns, mut last) = (0u32, 0u32, 0usize);
    game.legal_moves(&state, &mut moves);
    while !game.status(&state).is_over() && !moves.is_empty() {
        let mover = game.mover(&state);
        if mover != last {
            turns += 1;
            last = mover;
        }
        let pick = rng.below(moves.len());
        game.apply_from_list(&mut state, &mut moves, pick);
        n += 1;
        states.push(state.clone());
        if n >= limits.max_moves || turns >= limits.max_turns {
            break;
        }
    }
    states
}

/// Each player's average utility over `playouts` random playouts from `state`.
fn evaluate<G: Game>(
    game: &G,
    state: &G::State,
    playouts: u32,
    rng: &mut Rng,
) -> [f64; MAX_PLAYERS] {
    let mut sum = [0.0; MAX_PLAYERS];
    let players = game.num_players();
    if let Status::Over(o) = game.status(state) {
        for (p, s) in sum.iter_mut().enumerate().take(players) {
            *s = o.utility(p + 1);
        }
        return sum;
    }
    let limits = game.limits();
    let mut s = state.clone();
    let mut moves = Vec::new();
    for _ in 0..playouts {
        s.clone_from(state);
        if let Some(o) = random_playout_with_limits(game, &mut s, &mut moves, rng, limits).outcome {
            for (p, x) in sum.iter_mut().enumerate().take(players) {
                *x += o.utility(p + 1) / playouts as f64;
            }
        }
    }
    sum
}

/// Drama and decisiveness of one trial (decisiveness `None` without a single winner).
fn drama_and_decisiveness<G: Game>(
    game: &G,
    config: &MetricsConfig,
    index: u64,
    outcome: &Outcome,
) -> (f64, Option<f64>) {
    let states = trial_states(game, config.seed, index);
    let players = game.num_players();
    let best_rank = *outcome.ranks().iter().min().unwrap_or(&1);
    let leaders: Vec<usize> = (0..players).filter(|&p| outcome.ranks()[p] == best_rank).collect();
    let mut rng = Rng::stream(config.seed ^ 0xD4A3_A000, index);
    let evals: Vec<[f64; MAX_PLAYERS]> =
        states.iter().map(|s| evaluate(game, s, config.eval_playouts, &mut rng)).collect();
    // Ludii evaluates the states before each move (not the final one).
    let decided = &evals[..evals.len().saturating_sub(1).max(1)];
    let drama = decided
        .iter()
        .map(|e| {
            let best = e[..players].iter().copied().fold(f64::NEG_INFINITY, f64::max);
            leaders.iter().map(|&p| (best - e[p]) / leaders.len() as f64).sum::<f64>()
        })
        .sum::<f64>()
        / decided.len() as f64;
    let decisiveness = outcome.winner().map(|w| {
        let length = evals.len() - 1;
        // The first state from which the winner's evaluation stays at or above the threshold.
        let mut from = length;
        for i in (0..evals.len()).rev() {
            if evals[i][w - 1] >= config.decisive_threshold {
                from = i;
            } else {
                break;
            }
        }
        if length == 0 {
            1.0
        } else {
            1.0 - (length - from) as f64 / length as f64
        }
    });
    (drama, decisiveness)
}

/// Average of `f` over trials.
fn mean<T>(items: &[T], f: impl Fn(&T) -> f64) -> f64 {
    if items.is_empty() {
        0.0
    } else {
        items.iter().map(f).sum::<f64>() / items.len() as f64
    }
}

/// Ludii's ChangeAverage of a list: (last − first) / (n − 1), 0 for fewer than two values.
fn change_average(values: &[u32]) -> f64 {
    match values {
        [first, .., last] => (*last as f64 - *first as f64) / (values.len() - 1) as f64,
        _ => 0.0,
    }
}

fn list_average(values: &[u32]) -> f64 {
    if values.is_empty() {
        0.0
    } else {
        values.iter().map(|&v| v as f64).sum::<f64>() / values.len() as f64
    }
}

pub fn measure<G>(game: &G, config: &MetricsConfig) -> Result<Metrics, String>
where
    G: Game + Sync + 'static,
{
    let start = std::time::Instant::now();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| format!("cannot start the metrics thread pool: {e}"))?;
    let players = game.num_players();
    let trials: Vec<Trial> = pool.install(|| {
        (0..config.trials)
            .into_par_iter()
            .map(|i| run_trial(game, config.seed, i, config.board_sites))
            .collect()
    });
    let n = trials.len().max(1) as f64;
    let winner_count = |p: usize| {
        trials.iter().filter(|t| t.outcome.and_then(|o| o.winner()) == Some(p)).count() as f64
    };
    let win_rates: Vec<f64> = (1..=players).map(|p| winner_count(p) / n).collect();
    let mut max_gap = 0.0f64;
    for a in 0..players {
        for b in a + 1..players {
            max_gap = max_gap.max((win_rates[a] - win_rates[b]).abs());
        }
    }
    let fraction = |f: &dyn Fn(&Trial) -> bool| trials.iter().filter(|t| f(t)).count() as f64 / n;
    let mut m = Metrics {
        trials: config.trials,
        balance: 1.0 - max_gap,
        completion: fraction(&|t| t.outcome.and_then(|o| o.winner()).is_some()),
        drawishness: fraction(&|t| !t.truncated && t.outcome.is_some_and(|o| o.winner().is_none())),
        timeouts: fraction(&|t| t.truncated),
        duration_turns: mean(&trials, |t| t.turns as f64),
        duration_moves: mean(&trials, |t| t.moves as f64),
        branching_factor_avg: mean(&trials, |t| list_average(&t.branching)),
        branching_factor_max: mean(&trials, |t| {
            t.branching.iter().copied().max().unwrap_or(0) as f64
        }),
        branching_factor_change: mean(&trials, |t| change_average(&t.branching)),
        decision_moves: mean(&trials, |t| {
            if t.moves == 0 {
                0.0
            } else {
                t.branching.iter().filter(|&&b| b > 1).count() as f64 / t.moves as f64
            }
        }),
        advantage_p1: win_rates.first().copied().unwrap_or(0.0),
        // The largest gap between two seats is the best seat's rate − the worst's.
        wingap: max_gap,
        win_rates,
        playability: playability(game, config.seed),
        ..Metrics::default()
    };
    let finished: Vec<&Trial> =
        trials.iter().filter(|t| !t.truncated && t.outcome.is_some()).collect();
    if !finished.is_empty() {
        m.avg_turns_to_finish = Some(mean(&finished, |t| t.turns as f64));
        m.avg_useless_turns = Some(mean(&finished, |t| t.useless_turns as f64));
    }
    if let Some(sites) = config.board_sites.filter(|&s| s > 0) {
        m.board_coverage = Some(mean(&trials, |t| t.covered as f64 / sites as f64));
        m.piece_number_avg = Some(mean(&trials, |t| list_average(&t.pieces)));
        m.piece_number_change = Some(mean(&trials, |t| change_average(&t.pieces)));
    }
    let evaluated: Vec<(u64, Outcome)> = trials
        .iter()
        .enumerate()
        .filter_map(|(i, t)| t.outcome.map(|o| (i as u64, o)))
        .take(config.eval_trials as usize)
        .collect();
    if !evaluated.is_empty() && config.eval_playouts > 0 {
        let results: Vec<(f64, Option<f64>)> = pool.install(|| {
            evaluated.par_iter().map(|(i, o)| drama_and_decisiveness(game, config, *i, o)).collect()
        });
        m.drama = Some(mean(&results, |r| r.0));
        let decisive: Vec<f64> = results.iter().filter_map(|r| r.1).collect();
        m.decisiveness = (!decisive.is_empty()).then(|| mean(&decisive, |&d| d));
    }
    if config.skill_games > 0 && players >= 2 {
        // `mcts` would see what its player cannot; its ISMCTS twin measures the skill fairly.
        let agent = if game.has_hidden_information() {
            config.skill_agent.without_peeking()
        } else {
            config.skill_agent.clone()
        };
        m.skill_agent = Some(agent.to_string());
        let mut specs = vec![agent];
        specs.extend(std::iter::repeat(AgentSpec::Random).take(players - 1));
        let r = run_match(
            game,
            &specs,
            &MatchConfig { games: config.skill_games, seed: config.seed, threads: config.threads },
        )?;
        m.skill = Some(r.totals[0].wins as f64 / r.totals[0].games.max(1) as f64);
    }
    if config.seat_one_games > 0 {
        let (rate, _) = crate::fdg::seat_one_win_rate(
            game,
            &config.skill_agent,
            config.seat_one_games as u32,
            config.seed,
        )?;
        m.mcts_seat_one_win = Some(rate);
        m.skill_agent.get_or_insert_with(|| {
            crate::fdg::seat_one_agent(game, &config.skill_agent).to_string()
        });
    }
    m.seconds = start.elapsed().as_secs_f64();
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Passer, TicTacToe};

    #[test]
    fn tictactoe_metrics_match_known_random_play() {
        // (This test game's state string is not Ludii's, so no board occupancy here; the CLI
        // tests check it on games/.)
        let config = MetricsConfig {
            trials: 3000,
            seed: 1,
            threads: 2,
            board_sites: None,
            eval_trials: 5,
            eval_playouts: 10,
            skill_games: 10,
            ..MetricsConfig::default()
        };
        let m = measure(&TicTacToe, &config).unwrap();
        // Random play: P1 wins ~58.5%, P2 ~28.8%, draws ~12.7%.
        assert!((m.advantage_p1 - 0.585).abs() < 0.03, "{m:?}");
        assert!((m.balance - (1.0 - (0.585 - 0.288))).abs() < 0.05, "{m:?}");
        assert!((m.drawishness - 0.127).abs() < 0.03, "{m:?}");
        assert!((m.completion + m.drawishness - 1.0).abs() < 1e-9);
        assert_eq!(m.timeouts, 0.0);
        assert!(
            m.duration_moves >= 5.0
                && m.duration_moves <= 9.0
                && m.duration_turns == m.duration_moves
        );
        // 9 legal moves first, one fewer each move.
        assert_eq!(m.branching_factor_max, 9.0);
        assert!((m.branching_factor_change + 1.0).abs() < 1e-9, "{m:?}");
        // Only a ninth move, on the last empty site, is forced.
        assert!(m.decision_moves > 0.9 && m.decision_moves < 1.0, "{m:?}");
        assert_eq!(m.board_coverage, None);
        let drama = m.drama.unwrap();
        assert!((0.0..=2.0).contains(&drama));
        assert!((0.0..=1.0).contains(&m.decisiveness.unwrap()));
        assert!(m.skill.unwrap() >= 0.7, "{m:?}");
        assert_eq!(m.skill_agent.as_deref(), Some("mcts:200"));
        assert_eq!(m.playability, Playability { counted: 10, playable: true });
        // Reproducible.
        let again = measure(&TicTacToe, &config).unwrap();
        assert_eq!(Metrics { seconds: 0.0, ..again }, Metrics { seconds: 0.0, ..m });
    }

    #[test]
    fn skill_on_hidden_information_is_measured_without_peeking() {
        let config = MetricsConfig {
            trials: 100,
            threads: 2,
            eval_trials: 0,
            skill_games: 4,
            skill_agent: "mcts:50".parse().unwrap(),
            ..MetricsConfig::default()
        };
        let m = measure(&crate::testing::HiddenCards, &config).unwrap();
        assert_eq!(m.skill_agent.as_deref(), Some("ismcts:50"));
        assert!(m.skill.is_some());
    }

    #[test]
    fn endless_games_time_out_and_are_not_playable() {
        let game =
            Passer { moves_per_turn: 1, limits: Limits { max_turns: 100_000, max_moves: 300 } };
        let config = MetricsConfig {
            trials: 20,
            eval_trials: 0,
            skill_games: 0,
            ..MetricsConfig::default()
        };
        let m = measure(&game, &config).unwrap();
        assert_eq!((m.timeouts, m.drawishness, m.completion), (1.0, 0.0, 0.0));
        assert_eq!(m.duration_moves, 300.0);
        assert_eq!(m.decision_moves, 0.0);
        assert_eq!(m.playability, Playability { counted: 0, playable: false });
    }

    #[test]
    fn fdg_measures_of_games_with_known_answers() {
        use crate::testing::{Picks, PicksResult};
        let config = MetricsConfig {
            trials: 60,
            threads: 2,
            eval_trials: 0,
            skill_games: 0,
            seat_one_games: 6,
            skill_agent: "mcts:200".parse().unwrap(),
            ..MetricsConfig::default()
        };
        // Seat 1 always wins; player 2 can only ever pass: 3 rounds of 3 turns, 3 useless.
        let g = Picks { players: 3, rounds: 3, stuck: Some(2), result: PicksResult::Seat(1) };
        let m = measure(&g, &config).unwrap();
        assert_eq!(m.wingap, 1.0);
        assert_eq!((m.avg_turns_to_finish, m.avg_useless_turns), (Some(9.0), Some(3.0)));
        assert_eq!(m.mcts_seat_one_win, Some(1.0));
        assert_eq!(m.win_rates, [1.0, 0.0, 0.0]);
        // Picking 9 first wins: MCTS in seat 1 always does; random seats are near even.
        let g = Picks { players: 3, rounds: 1, stuck: None, result: PicksResult::Highest };
        let m = measure(&g, &MetricsConfig { trials: 600, ..config.clone() }).unwrap();
        assert!(m.wingap < 0.15, "{m:?}");
        assert_eq!((m.avg_turns_to_finish, m.avg_useless_turns), (Some(3.0), Some(0.0)));
        assert_eq!(m.mcts_seat_one_win, Some(1.0));
        // A game that never ends has no turns to finish.
        let g = Picks { players: 2, rounds: 1, stuck: None, result: PicksResult::Endless };
        let m = measure(&g, &MetricsConfig { seat_one_games: 0, ..config }).unwrap();
        assert_eq!((m.timeouts, m.avg_turns_to_finish, m.mcts_seat_one_win), (1.0, None, None));
    }

    #[test]
    fn reads_occupancy_from_state_strings() {
        let mut covered = vec![false; 4];
        assert_eq!(board_occupancy("0:1:1:1 2:2:2:3 5:1:1:1 |mover=1", 4, &mut covered), 4);
        assert_eq!(covered, [true, false, true, false]);
        let mut covered = vec![false; 4];
        assert_eq!(board_occupancy("1/0:1:1:1 1/1:2:2:1 |mover=2", 4, &mut covered), 2);
        assert_eq!(board_occupancy("|mover=2", 4, &mut covered), 0);
    }
}
