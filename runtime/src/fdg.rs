//! The measures and the cascading fitness of Font, Mahlmann, Manrique and Togelius, "Towards
//! the Automatic Generation of Card Games through Grammar-Guided Genetic Programming" (FDG
//! 2013), for any game of any number of players (docs/metrics.md).
//!
//! From `E` random playouts: *wingap*, the wins of the best seat minus those of the worst;
//! *turns to finish*, the average length in turns of the playouts that finished; *useless
//! turns*, the average number of turns on which the player to move could do nothing but pass
//! ([`Game::is_pass`]: the runtime's general form of the paper's "no player could satisfy the
//! antecedent of any rule"). From `M` more games: *MCTS win*, the win rate of a search agent in
//! seat 1 against random players in every other seat (ISMCTS when the game has hidden
//! information, so it never sees what its player cannot).
//!
//! The cascade removes a candidate when a playout did not finish, when more than
//! `max_draw_share` of the playouts ended without a single winner, or when it has more than
//! `max_stages` stages (counted by the language); the rest score
//! `|wingap − W| + |turns − A| + |useless − U| + (1 − MCTS win) · R`, lower being better.
//! Wingap enters the fitness as the paper counts it, in wins over the `E` playouts (W = 25 of
//! E = 100); [`FdgMeasures::wingap`] is the same gap as a share of the playouts.

use std::time::Instant;

use crate::game::{seat_outcome, Game, Status};
use crate::matches::play_game;
use crate::rng::Rng;
use crate::search::{Agent, AgentSpec};

/// Counts turns and useless turns along one game. A turn is a run of decisions by one mover
/// (the runtime's turn, as [`crate::playout`] counts them); it is useless when at every one of
/// its decisions every legal move was a pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnCounter {
    pub turns: u32,
    pub useless: u32,
    last_mover: usize,
    /// Whether the turn under way has offered only passes so far.
    open_useless: bool,
}

impl TurnCounter {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a decision of `mover`, `only_passes` telling whether the legal moves were all
    /// passes ([`only_passes`]). Call it before the move is played.
    pub fn decision(&mut self, mover: usize, only_passes: bool) {
        if mover != self.last_mover {
            self.close_turn();
            self.turns += 1;
            self.last_mover = mover;
            self.open_useless = only_passes;
        } else {
            self.open_useless &= only_passes;
        }
    }

    fn close_turn(&mut self) {
        if self.last_mover != 0 && self.open_useless {
            self.useless += 1;
        }
        self.open_useless = false;
    }

    /// Ends the game: counts the last turn. Returns (turns, useless turns).
    pub fn finish(&mut self) -> (u32, u32) {
        self.close_turn();
        self.last_mover = 0;
        (self.turns, self.useless)
    }
}

/// Whether every move of `moves` (the legal moves of `state`) is a pass; false for none.
pub fn only_passes<G: Game>(game: &G, state: &G::State, moves: &[G::Move]) -> bool {
    !moves.is_empty() && moves.iter().all(|&m| game.is_pass(state, m))
}

/// Bounds on judging a candidate that may loop or explode (an evolved game): each is a failure,
/// not a measure.
#[derive(Clone, Copy, Debug)]
pub struct Guard {
    /// Moves after which a playout stops unfinished (below the game's own limit).
    pub max_moves: u32,
    /// Most legal moves a state may have.
    pub max_branching: usize,
    /// When judging must be over.
    pub deadline: Option<Instant>,
}

impl Guard {
    /// No bounds but the game's own limits.
    pub fn none() -> Guard {
        Guard { max_moves: u32::MAX, max_branching: usize::MAX, deadline: None }
    }

    fn check_time(&self) -> Result<(), String> {
        match self.deadline {
            Some(d) if Instant::now() > d => Err("exceeds the time limit".into()),
            _ => Ok(()),
        }
    }
}

/// What `E` random playouts (and optionally `M` games of a search agent in seat 1) showed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FdgMeasures {
    pub playouts: u32,
    /// Playouts won by each seat (index 0 is seat 1): the only player at rank 1.
    pub wins: Vec<u32>,
    /// Finished playouts without a single winner.
    pub draws: u32,
    /// Playouts stopped by a limit (or by a state without legal moves): not finished.
    pub unfinished: u32,
    /// (most wins of a seat − fewest wins of a seat) / playouts, in [0, 1].
    pub wingap: f64,
    /// Average turns of the finished playouts (0 when none finished).
    pub avg_turns: f64,
    /// Average useless turns of the finished playouts (0 when none finished).
    pub avg_useless: f64,
    /// Win rate of the agent in seat 1 against random players (`None`: not measured).
    pub mcts_win: Option<f64>,
    /// The agent that played seat 1 for `mcts_win`.
    pub mcts_agent: Option<String>,
}

impl FdgMeasures {
    /// Share of the playouts that ended without a single winner, unfinished ones included.
    pub fn draw_share(&self) -> f64 {
        (self.draws + self.unfinished) as f64 / self.playouts.max(1) as f64
    }
}

/// Plays `playouts` uniformly random games of `game` from its start (chance seeded per
/// playout from `seed`) and measures them; `Err` when the guard is crossed.
pub fn random_measures<G: Game>(
    game: &G,
    playouts: u32,
    seed: u64,
    guard: &Guard,
) -> Result<FdgMeasures, String> {
    let players = game.num_players();
    let limits = game.limits();
    let max_moves = limits.max_moves.min(guard.max_moves);
    let initial = game.initial_state();
    let mut state = initial.clone();
    let mut moves = Vec::new();
    let mut m = FdgMeasures { playouts, wins: vec![0; players], ..FdgMeasures::default() };
    let (mut turns_sum, mut useless_sum, mut finished) = (0u64, 0u64, 0u32);
    for i in 0..playouts as u64 {
        let mut rng = Rng::stream(seed, i);
        state.clone_from(&initial);
        game.seed_chance(&mut state, &mut rng);
        game.legal_moves(&state, &mut moves);
        let mut counter = TurnCounter::new();
        let mut n = 0u32;
        let outcome = loop {
            if let Status::Over(o) = game.status(&state) {
                break Some(seat_outcome(game, &state, o));
            }
            if moves.is_empty() || n >= max_moves || counter.turns >= limits.max_turns {
                break None;
            }
            if moves.len() > guard.max_branching {
                return Err(format!("branching explodes: {} legal moves", moves.len()));
            }
            counter.decision(game.mover(&state), only_passes(game, &state, &moves));
            let pick = rng.below(moves.len());
            game.apply_from_list(&mut state, &mut moves, pick);
            n += 1;
            // Every 64 moves bounds a looping candidate as well as every move, for less.
            if n.is_multiple_of(64) {
                guard.check_time()?;
            }
        };
        let (turns, useless) = counter.finish();
        match outcome {
            None => m.unfinished += 1,
            Some(o) => {
                finished += 1;
                turns_sum += turns as u64;
                useless_sum += useless as u64;
                match o.winner() {
                    Some(w) => m.wins[w - 1] += 1,
                    None => m.draws += 1,
                }
            }
        }
        guard.check_time()?;
    }
    let most = m.wins.iter().copied().max().unwrap_or(0);
    let fewest = m.wins.iter().copied().min().unwrap_or(0);
    m.wingap = (most - fewest) as f64 / playouts.max(1) as f64;
    if finished > 0 {
        m.avg_turns = turns_sum as f64 / finished as f64;
        m.avg_useless = useless_sum as f64 / finished as f64;
    }
    Ok(m)
}

/// The agent that plays seat 1 for the MCTS win rate of `game`: `agent`, or its counterpart
/// that does not peek when the game hides information (`mcts` becomes `ismcts`).
pub fn seat_one_agent<G: Game>(game: &G, agent: &AgentSpec) -> AgentSpec {
    if game.has_hidden_information() {
        agent.without_peeking()
    } else {
        agent.clone()
    }
}

/// Win rate of `agent` (made fair by [`seat_one_agent`]) always in seat 1, random players in
/// the other seats, over `games` games seeded from `seed`. Seats are not rotated: the paper
/// measures the first player, and its advantage is part of what wingap already judges.
pub fn seat_one_win_rate<G>(
    game: &G,
    agent: &AgentSpec,
    games: u32,
    seed: u64,
) -> Result<(f64, AgentSpec), String>
where
    G: Game + Sync + 'static,
{
    seat_one_win_rate_guarded(game, agent, games, seed, &Guard::none())
}

/// [`seat_one_win_rate`] that gives up between games once the guard's deadline has passed (the
/// search games are most of the cost of judging a candidate).
pub fn seat_one_win_rate_guarded<G>(
    game: &G,
    agent: &AgentSpec,
    games: u32,
    seed: u64,
    guard: &Guard,
) -> Result<(f64, AgentSpec), String>
where
    G: Game + Sync + 'static,
{
    let agent = seat_one_agent(game, agent);
    let players = game.num_players();
    let mut wins = 0u32;
    for g in 0..games as u64 {
        let mut agents: Vec<Box<dyn Agent<G>>> = (0..players)
            .map(|s| {
                let seed = Rng::stream(seed, g * 64 + s as u64).next_u64();
                if s == 0 { &agent } else { &AgentSpec::Random }.build::<G>(game, seed)
            })
            .collect::<Result<_, _>>()?;
        // The game's chance apart from the agents' (index 63: seats < 16), as matches do.
        let mut chance = Rng::stream(seed, g * 64 + 63);
        let (outcome, _, _) = play_game(game, &mut agents, &mut chance);
        if outcome.winner() == Some(1) {
            wins += 1;
        }
        guard.check_time()?;
    }
    Ok((wins as f64 / games.max(1) as f64, agent))
}

/// The paper's parameters: the targets of the fitness and the thresholds of the cascade.
#[derive(Clone, Debug, PartialEq)]
pub struct FdgParams {
    /// Random playouts per candidate (E).
    pub playouts: u32,
    /// Games of the search agent in seat 1 (M); 0 skips them (MCTS win counts as 0).
    pub mcts_games: u32,
    /// The search agent (`mcts`; `ismcts` on hidden information).
    pub agent: AgentSpec,
    /// Target wingap, in wins over the `playouts` (W).
    pub wingap: f64,
    /// Target average turns to finish (A).
    pub turns: f64,
    /// Target average useless turns (U).
    pub useless: f64,
    /// Weight of (1 − MCTS win) (R).
    pub skill_weight: f64,
    /// Most draws, as a share of the playouts (20%).
    pub max_draw_share: f64,
    /// Most stages a candidate may have (10).
    pub max_stages: usize,
}

impl Default for FdgParams {
    /// The paper's set-up: E = 100, M = 20, W = 25, A = 30, U = 9, R = 25; 20% draws; 10
    /// stages. (Its "vanilla" MCTS has no stated budget: 100 iterations a move here.)
    fn default() -> Self {
        FdgParams {
            playouts: 100,
            mcts_games: 20,
            agent: "mcts:100".parse().expect("a valid spec"),
            wingap: 25.0,
            turns: 30.0,
            useless: 9.0,
            skill_weight: 25.0,
            max_draw_share: 0.2,
            max_stages: 10,
        }
    }
}

/// Why the cascade removed a candidate.
#[derive(Clone, Debug, PartialEq)]
pub enum Eliminated {
    TooManyStages { stages: usize, most: usize },
    Unfinished { playouts: u32, of: u32 },
    Drawish { share: f64, most: f64 },
}

impl std::fmt::Display for Eliminated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Eliminated::TooManyStages { stages, most } => {
                write!(f, "too many stages: {stages} (most {most})")
            }
            Eliminated::Unfinished { playouts, of } => {
                write!(f, "did not finish {playouts} of {of} playouts")
            }
            Eliminated::Drawish { share, most } => {
                write!(f, "too drawish: {:.0}% draws (most {:.0}%)", 100.0 * share, 100.0 * most)
            }
        }
    }
}

/// The cascade's first steps, before the (costly) search games: unfinished playouts, then
/// draws. (The stage count is checked by [`check_stages`] before any playout: it needs none,
/// and the order changes which reason is given, never who survives.)
pub fn cascade(m: &FdgMeasures, p: &FdgParams) -> Result<(), Eliminated> {
    if m.unfinished > 0 {
        return Err(Eliminated::Unfinished { playouts: m.unfinished, of: m.playouts });
    }
    if m.draw_share() > p.max_draw_share {
        return Err(Eliminated::Drawish { share: m.draw_share(), most: p.max_draw_share });
    }
    Ok(())
}

pub fn check_stages(stages: usize, p: &FdgParams) -> Result<(), Eliminated> {
    if stages > p.max_stages {
        return Err(Eliminated::TooManyStages { stages, most: p.max_stages });
    }
    Ok(())
}

/// `|wingap − W| + |turns − A| + |useless − U| + (1 − MCTS win) · R`, wingap in wins over
/// the playouts as the paper counts it; an unmeasured MCTS win counts as 0.
pub fn fitness(m: &FdgMeasures, p: &FdgParams) -> f64 {
    let wingap_wins = m.wingap * m.playouts as f64;
    (wingap_wins - p.wingap).abs()
        + (m.avg_turns - p.turns).abs()
        + (m.avg_useless - p.useless).abs()
        + (1.0 - m.mcts_win.unwrap_or(0.0)) * p.skill_weight
}

/// A candidate the cascade kept: its measures and fitness.
#[derive(Clone, Debug, PartialEq)]
pub struct FdgScore {
    pub measures: FdgMeasures,
    pub fitness: f64,
}

/// Why a candidate has no score: the cascade removed it, or judging it failed.
#[derive(Clone, Debug, PartialEq)]
pub enum Rejected {
    Eliminated(Eliminated),
    Failed(String),
}

impl std::fmt::Display for Rejected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rejected::Eliminated(e) => e.fmt(f),
            Rejected::Failed(why) => f.write_str(why),
        }
    }
}

/// The whole cascading evaluation of one candidate with `stages` stages.
pub fn judge<G>(
    game: &G,
    stages: usize,
    p: &FdgParams,
    seed: u64,
    guard: &Guard,
) -> Result<FdgScore, Rejected>
where
    G: Game + Sync + 'static,
{
    check_stages(stages, p).map_err(Rejected::Eliminated)?;
    let mut m = random_measures(game, p.playouts, seed, guard).map_err(Rejected::Failed)?;
    cascade(&m, p).map_err(Rejected::Eliminated)?;
    if p.mcts_games > 0 {
        let (rate, agent) =
            seat_one_win_rate_guarded(game, &p.agent, p.mcts_games, seed ^ 0x3C75, guard)
                .map_err(Rejected::Failed)?;
        m.mcts_win = Some(rate);
        m.mcts_agent = Some(agent.to_string());
    }
    let fitness = fitness(&m, p);
    Ok(FdgScore { measures: m, fitness })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{HiddenCards, Picks, PicksResult};

    fn picks(players: u8, rounds: u8, stuck: Option<u8>, result: PicksResult) -> Picks {
        Picks { players, rounds, stuck, result }
    }

    #[test]
    fn seat_one_always_winning_has_wingap_one() {
        let g = picks(3, 2, None, PicksResult::Seat(1));
        let m = random_measures(&g, 50, 1, &Guard::none()).unwrap();
        assert_eq!(m.wins, [50, 0, 0]);
        assert_eq!((m.wingap, m.draws, m.unfinished), (1.0, 0, 0));
        // Two rounds of three one-move turns.
        assert_eq!(m.avg_turns, 6.0);
        assert_eq!(m.avg_useless, 0.0);
        let last = picks(4, 1, None, PicksResult::Seat(4));
        let m = random_measures(&last, 10, 1, &Guard::none()).unwrap();
        assert_eq!((m.wins.as_slice(), m.wingap), (&[0, 0, 0, 10][..], 1.0));
    }

    #[test]
    fn a_player_who_can_only_pass_makes_one_useless_turn_a_round() {
        let g = picks(3, 3, Some(2), PicksResult::Seat(1));
        let m = random_measures(&g, 20, 2, &Guard::none()).unwrap();
        assert_eq!((m.avg_turns, m.avg_useless), (9.0, 3.0));
        // A game where nobody is stuck has none.
        let free = picks(3, 3, None, PicksResult::Seat(1));
        assert_eq!(random_measures(&free, 20, 2, &Guard::none()).unwrap().avg_useless, 0.0);
    }

    #[test]
    fn turn_counter_counts_a_turn_useless_only_when_every_decision_was_a_pass() {
        let mut c = TurnCounter::new();
        // Player 1: pass only; player 2: a pass-only decision then a real one (moveAgain);
        // player 1 again: pass only twice.
        c.decision(1, true);
        c.decision(2, true);
        c.decision(2, false);
        c.decision(1, true);
        c.decision(1, true);
        assert_eq!(c.finish(), (3, 2));
        assert_eq!(TurnCounter::new().finish(), (0, 0));
    }

    #[test]
    fn draws_and_endless_games_are_counted_and_eliminated() {
        let p = FdgParams::default();
        let draw =
            random_measures(&picks(3, 1, None, PicksResult::Draw), 10, 1, &Guard::none()).unwrap();
        assert_eq!((draw.draws, draw.unfinished, draw.wingap), (10, 0, 0.0));
        assert_eq!(cascade(&draw, &p), Err(Eliminated::Drawish { share: 1.0, most: 0.2 }));
        let endless =
            random_measures(&picks(2, 1, None, PicksResult::Endless), 5, 1, &Guard::none())
                .unwrap();
        assert_eq!((endless.unfinished, endless.avg_turns), (5, 0.0));
        assert_eq!(cascade(&endless, &p), Err(Eliminated::Unfinished { playouts: 5, of: 5 }));
        // A guard with fewer moves stops a game that would finish.
        let short = Guard { max_moves: 3, ..Guard::none() };
        let m = random_measures(&picks(3, 2, None, PicksResult::Seat(1)), 4, 1, &short).unwrap();
        assert_eq!(m.unfinished, 4);
        let wide = Guard { max_branching: 5, ..Guard::none() };
        let e = random_measures(&picks(3, 2, None, PicksResult::Seat(1)), 4, 1, &wide);
        assert!(e.unwrap_err().contains("9 legal moves"));
    }

    #[test]
    fn the_cascade_keeps_up_to_a_fifth_of_draws_and_ten_stages() {
        let p = FdgParams::default();
        let m = |draws, unfinished| FdgMeasures {
            playouts: 100,
            wins: vec![100 - draws - unfinished, 0, 0],
            draws,
            unfinished,
            ..FdgMeasures::default()
        };
        assert_eq!(cascade(&m(20, 0), &p), Ok(()));
        assert!(matches!(cascade(&m(21, 0), &p), Err(Eliminated::Drawish { .. })));
        assert_eq!(cascade(&m(0, 1), &p), Err(Eliminated::Unfinished { playouts: 1, of: 100 }));
        assert_eq!(check_stages(10, &p), Ok(()));
        assert_eq!(check_stages(11, &p), Err(Eliminated::TooManyStages { stages: 11, most: 10 }));
    }

    #[test]
    fn fitness_is_the_papers_sum() {
        let p = FdgParams::default();
        let m = FdgMeasures {
            playouts: 100,
            wingap: 0.25,
            avg_turns: 30.0,
            avg_useless: 9.0,
            mcts_win: Some(1.0),
            ..FdgMeasures::default()
        };
        assert_eq!(fitness(&m, &p), 0.0);
        // 10 wins too few, 5 turns too many, 3 useless too few, MCTS wins a quarter.
        let m = FdgMeasures {
            wingap: 0.15,
            avg_turns: 35.0,
            avg_useless: 6.0,
            mcts_win: Some(0.25),
            ..m
        };
        assert!((fitness(&m, &p) - (10.0 + 5.0 + 3.0 + 0.75 * 25.0)).abs() < 1e-9);
    }

    #[test]
    fn mcts_in_seat_one_beats_random_where_skill_matters() {
        // Picking 9 wins for sure; at random seat 1 wins a third of the time.
        let g = picks(3, 1, None, PicksResult::Highest);
        let random = random_measures(&g, 300, 3, &Guard::none()).unwrap();
        let share = random.wins[0] as f64 / 300.0;
        assert!((share - 1.0 / 3.0).abs() < 0.1, "{random:?}");
        let agent: AgentSpec = "mcts:200".parse().unwrap();
        let (rate, used) = seat_one_win_rate(&g, &agent, 10, 4).unwrap();
        assert_eq!((rate, used.to_string().as_str()), (1.0, "mcts:200"));
        // Where seat 3 always wins, no skill helps seat 1.
        let (rate, _) =
            seat_one_win_rate(&picks(3, 1, None, PicksResult::Seat(3)), &agent, 5, 4).unwrap();
        assert_eq!(rate, 0.0);
        // Deterministic under the seed: the same games again.
        assert_eq!(seat_one_win_rate(&g, &agent, 10, 4).unwrap().0, 1.0);
    }

    #[test]
    fn search_games_stop_at_the_deadline() {
        let g = picks(3, 1, None, PicksResult::Highest);
        let agent: AgentSpec = "mcts:50".parse().unwrap();
        let past = Guard { deadline: Some(Instant::now()), ..Guard::none() };
        let e = seat_one_win_rate_guarded(&g, &agent, 1000, 1, &past).unwrap_err();
        assert!(e.contains("time limit"), "{e}");
    }

    #[test]
    fn hidden_information_gets_ismcts() {
        let agent: AgentSpec = "mcts:30".parse().unwrap();
        let (rate, used) = seat_one_win_rate(&HiddenCards, &agent, 4, 1).unwrap();
        assert_eq!(used.to_string(), "ismcts:30");
        assert!((0.0..=1.0).contains(&rate));
    }

    #[test]
    fn judge_runs_the_cascade_then_scores() {
        let p =
            FdgParams { mcts_games: 4, agent: "mcts:50".parse().unwrap(), ..Default::default() };
        let g = picks(3, 2, Some(3), PicksResult::Seat(1));
        let s = judge(&g, 2, &p, 7, &Guard::none()).unwrap();
        // wingap 100 wins, 6 turns, 2 useless, seat 1 always wins.
        assert_eq!(s.measures.mcts_win, Some(1.0));
        assert!((s.fitness - (75.0 + 24.0 + 7.0)).abs() < 1e-9, "{s:?}");
        assert_eq!(
            judge(&g, 11, &p, 7, &Guard::none()),
            Err(Rejected::Eliminated(Eliminated::TooManyStages { stages: 11, most: 10 }))
        );
        let drawn = picks(3, 1, None, PicksResult::Draw);
        assert!(matches!(
            judge(&drawn, 1, &p, 7, &Guard::none()),
            Err(Rejected::Eliminated(Eliminated::Drawish { .. }))
        ));
        // Reproducible.
        assert_eq!(judge(&g, 2, &p, 7, &Guard::none()).unwrap(), s);
    }
}
