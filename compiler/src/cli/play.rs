//! `ludemic play`: a game in the terminal against an agent. The board is drawn as text from
//! the sites' coordinates (square, hex and other graphs alike); moves are typed as Ludii
//! labels them: `A1` (a placement, or the only move to A1), `A1-B2` / `A1 B2` (from, to), or
//! `pass`; Ludii's numeric keys (`5-5`) work too. Illegal or unclear input is answered with
//! the legal moves; end of input ends the game quietly. In a game with hidden information the
//! human is shown what its role sees (the observation) instead of the board, until the end.

use std::io::BufRead;
use std::path::Path;

use ludemic_runtime::{AgentSpec, Game, MoveKey, MoveKind, RawMove, Status};

use super::input::{compile_file, Backend, Exit, SourceArgs, WithGame};
use crate::game_ir::board::SiteInfo;

pub struct Config {
    /// The opponent; `None`: [`default_opponent`].
    pub vs: Option<AgentSpec>,
    /// The human's seat (1-based).
    pub seat: usize,
    pub seed: u64,
    pub backend: Backend,
}

pub fn play(file: &Path, config: Config, source: &SourceArgs) -> Result<(), Exit> {
    let compiled = compile_file(file, source)?;
    let sites = compiled.game.board.sites.clone();
    struct Play {
        config: Config,
        sites: Vec<SiteInfo>,
    }
    impl WithGame for Play {
        type Output = Result<(), Exit>;
        fn with<G: Game<Move = RawMove> + Sync + Send + 'static>(
            self,
            game: &G,
            _: Option<f64>,
        ) -> Self::Output {
            let stdin = std::io::stdin();
            let mut out = std::io::stdout();
            run(game, &self.config, &self.sites, &mut stdin.lock(), &mut out)
        }
    }
    let backend = config.backend;
    backend.run(file, &compiled, source, Play { config, sites })?
}

/// Plays one game reading the human's moves from `input`, writing everything to `out`.
pub fn run<G: Game + Sync + 'static>(
    game: &G,
    c: &Config,
    sites: &[SiteInfo],
    input: &mut dyn BufRead,
    out: &mut dyn std::io::Write,
) -> Result<(), Exit> {
    let players = game.num_players();
    if c.seat == 0 || c.seat > players {
        return Err(Exit::usage(format!(
            "--seat {} is not a player of this {players}-player game",
            c.seat
        )));
    }
    let vs = c.vs.clone().unwrap_or_else(|| default_opponent(game));
    // An agent that would see hidden information refuses the game (`mcts` on a card game).
    let mut agents: Vec<Option<Box<dyn ludemic_runtime::Agent<G>>>> = (1..=players)
        .map(|p| (p != c.seat).then(|| vs.build::<G>(game, c.seed + p as u64)).transpose())
        .collect::<Result<_, String>>()
        .map_err(Exit::usage)?;
    let mut state = game.initial_state();
    // The game's dice and deal, from the seed (its own stream, apart from the agents').
    game.seed_chance(&mut state, &mut ludemic_runtime::Rng::stream(c.seed, u64::MAX));
    let mut moves = Vec::new();
    let mut line = String::new();
    let w = |out: &mut dyn std::io::Write, s: String| {
        let _ = out.write_all(s.as_bytes());
        let _ = out.flush();
    };
    w(out, format!("{}: you are player {} against {}\n", game.name(), c.seat, vs));
    loop {
        // The human sees what its seat's role sees (no agent's cards) until the game is over.
        if game.status(&state).is_over() {
            w(out, draw(game, &state, sites));
        } else {
            w(out, draw_for(game, &state, sites, c.seat));
        }
        if let Status::Over(o) = game.status(&state) {
            // Ranked by seat: after a swap, the player plays the other role.
            let o = ludemic_runtime::game::seat_outcome(game, &state, o);
            let verdict = match o.winner() {
                Some(p) if p == c.seat => "you win".to_string(),
                Some(p) => format!("player {p} wins"),
                None if o.is_draw() => "draw".to_string(),
                None => format!("ranks {:?}", o.ranks()),
            };
            w(out, format!("game over: {verdict}\n"));
            return Ok(());
        }
        // Players are seats; the swap rule exchanges the roles they play.
        let mover = ludemic_runtime::game::seat_to_move(game, &state);
        game.legal_moves(&state, &mut moves);
        let mv = match &mut agents[mover - 1] {
            Some(agent) => {
                let mv = agent.choose(game, &state);
                w(
                    out,
                    format!(
                        "player {mover} ({}) plays {}\n",
                        vs,
                        describe(game, &state, mv, sites)
                    ),
                );
                mv
            }
            None => loop {
                w(out, format!("player {mover}, your move: "));
                line.clear();
                match input.read_line(&mut line) {
                    Ok(0) | Err(_) => {
                        w(out, "\nend of input: game abandoned\n".into());
                        return Ok(());
                    }
                    Ok(_) => {}
                }
                match parse_move(game, &state, &moves, line.trim(), sites) {
                    Ok(mv) => {
                        w(
                            out,
                            format!("player {mover} plays {}\n", describe(game, &state, mv, sites)),
                        );
                        break mv;
                    }
                    Err(why) => {
                        let legal: Vec<String> =
                            moves.iter().map(|&m| describe(game, &state, m, sites)).collect();
                        w(out, format!("{why}; legal moves: {}\n", legal.join(", ")));
                    }
                }
            },
        };
        game.apply(&mut state, mv);
        for a in agents.iter_mut().flatten() {
            a.observe(game, mv);
        }
    }
}

/// The opponent `play` gives when none is named: MCTS with 2,000 iterations a move, its
/// information-set form in a game with hidden information (plain MCTS would refuse it).
pub fn default_opponent<G: Game>(game: &G) -> AgentSpec {
    let spec = if game.has_hidden_information() { "ismcts:2000" } else { "mcts:2000" };
    spec.parse().expect("the default agents parse")
}

fn label(sites: &[SiteInfo], site: u32) -> String {
    sites.get(site as usize).map_or_else(|| format!("#{site}"), |s| s.label.clone())
}

/// A move as the player would type it.
fn describe<G: Game>(game: &G, state: &G::State, mv: G::Move, sites: &[SiteInfo]) -> String {
    let key = game.move_key(state, mv);
    match key.kind {
        MoveKind::Sites if key.from == key.to => label(sites, key.to),
        MoveKind::Sites => format!("{}-{}", label(sites, key.from), label(sites, key.to)),
        _ => key.to_string().trim_start_matches(':').to_string(),
    }
}

fn parse_move<G: Game>(
    game: &G,
    state: &G::State,
    legal: &[G::Move],
    text: &str,
    sites: &[SiteInfo],
) -> Result<G::Move, String> {
    if text.is_empty() {
        return Err("type a move".into());
    }
    let site = |t: &str| -> Option<u32> {
        sites
            .iter()
            .position(|s| s.label.eq_ignore_ascii_case(t))
            .map(|i| i as u32)
            .or_else(|| t.parse().ok())
    };
    let keys: Vec<MoveKey> = legal.iter().map(|&m| game.move_key(state, m)).collect();
    let special = ["pass", "swap", "forfeit"];
    let wanted: Box<dyn Fn(&MoveKey) -> bool> = if let Some(i) =
        special.iter().position(|s| text.eq_ignore_ascii_case(s))
    {
        let kind = [MoveKind::Pass, MoveKind::Swap, MoveKind::Forfeit][i];
        Box::new(move |k: &MoveKey| k.kind == kind)
    } else {
        let parts: Vec<&str> =
            text.split(|c: char| c == '-' || c.is_whitespace()).filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [one] => {
                let to = site(one).ok_or_else(|| format!("`{one}` is not a site of this board"))?;
                Box::new(move |k: &MoveKey| k.kind == MoveKind::Sites && k.to == to)
            }
            [a, b] => {
                let from = site(a).ok_or_else(|| format!("`{a}` is not a site of this board"))?;
                let to = site(b).ok_or_else(|| format!("`{b}` is not a site of this board"))?;
                Box::new(move |k: &MoveKey| {
                    k.kind == MoveKind::Sites && k.from == from && k.to == to
                })
            }
            _ => return Err(format!("`{text}` is not a move (A1, A1-B2 or pass)")),
        }
    };
    let matching: Vec<usize> = (0..keys.len()).filter(|&i| wanted(&keys[i])).collect();
    match matching.as_slice() {
        [i] => Ok(legal[*i]),
        [] => Err(format!("`{text}` is not legal here")),
        many => {
            // Several moves share the key (e.g. captures along different paths): they are
            // the same move as far as Ludii's key goes; take the first.
            if many.iter().all(|&i| keys[i] == keys[many[0]]) {
                Ok(legal[many[0]])
            } else {
                Err(format!("`{text}` could be several moves; give the from and to sites"))
            }
        }
    }
}

/// The board as `seat` sees it: in a game with hidden information, what the player's
/// observation shows (`?` where it may not look), else the whole state.
pub fn draw_for<G: Game>(game: &G, state: &G::State, sites: &[SiteInfo], seat: usize) -> String {
    if !game.has_hidden_information() {
        return draw(game, state, sites);
    }
    // The seat plays a role (the swap rule may exchange them): it sees what its role sees.
    let role = (1..=game.num_players()).find(|&r| game.seat_of(state, r) == seat).unwrap_or(seat);
    let seen = game.observation_string(state, role);
    // The board as the player sees it, then every location it sees or knows of (hands and
    // decks lie beyond the board's sites).
    let board = if sites.is_empty() {
        String::new()
    } else {
        draw_text(&format!("{seen} |mover={}", game.mover(state)), sites)
    };
    format!("{board}you see: {seen}\n")
}

/// The board as text: each site at its place (columns and rows by the ranks of the sites' x
/// and y coordinates), showing its owner's mark (`X` for player 1, `O` for 2, digits beyond)
/// and the stack height when above one; empty sites show `.`.
pub fn draw<G: Game>(game: &G, state: &G::State, sites: &[SiteInfo]) -> String {
    draw_text(&game.state_string(state), sites)
}

/// [`draw`] of a state string, or of an observation string (`site:what=..:who=..`, `?` for
/// what the player does not see: a hidden owner or a site it cannot see at all shows `?`).
fn draw_text(text: &str, sites: &[SiteInfo]) -> String {
    let mut cell: Vec<String> = vec![".".into(); sites.len()];
    let mut height = vec![0u32; sites.len()];
    let mut mover = String::new();
    for token in text.split(' ') {
        if let Some(m) = token.strip_prefix("|mover=") {
            mover = m.to_string();
        }
        if token.starts_with('|') || token.is_empty() {
            continue;
        }
        let fields: Vec<&str> = token.split(':').collect();
        let Some(site) =
            fields.first().and_then(|s| s.split('/').next()).and_then(|s| s.parse::<usize>().ok())
        else {
            continue;
        };
        if site >= sites.len() {
            continue;
        }
        // An observation names its fields (`who=2`); a state string places them.
        let named = |name: &str| {
            fields.iter().find_map(|f| f.strip_prefix(name).and_then(|f| f.strip_prefix('=')))
        };
        let observed = fields.get(1).is_some_and(|f| f.contains('=') || *f == "?");
        let (who, count) = if observed {
            (named("who").unwrap_or("0"), named("count").unwrap_or("1"))
        } else {
            (fields.get(2).copied().unwrap_or("0"), fields.get(3).copied().unwrap_or("1"))
        };
        cell[site] = match (fields.get(1), who.parse::<u32>()) {
            (Some(&"?"), _) | (_, Err(_)) => "?".into(),
            (_, Ok(1)) => "X".into(),
            (_, Ok(2)) => "O".into(),
            (_, Ok(0)) => "*".into(),
            (_, Ok(n)) => n.to_string(),
        };
        let count: u32 = count.parse().unwrap_or(1);
        height[site] += if token.contains('/') { 1 } else { count };
    }
    for (c, h) in cell.iter_mut().zip(&height) {
        if *h > 1 {
            c.push_str(&h.to_string());
        }
    }
    // Rank coordinates so rows and columns line up whatever the board's geometry.
    let rank = |vals: Vec<f64>| -> Vec<usize> {
        let mut sorted = vals.clone();
        sorted.sort_by(f64::total_cmp);
        sorted.dedup_by(|a, b| (*a - *b).abs() < 1e-6);
        vals.iter().map(|v| sorted.iter().position(|s| (s - v).abs() < 1e-6).unwrap_or(0)).collect()
    };
    let cols = rank(sites.iter().map(|s| s.x).collect());
    let rows = rank(sites.iter().map(|s| s.y).collect());
    let (ncols, nrows) =
        (cols.iter().max().map_or(0, |m| m + 1), rows.iter().max().map_or(0, |m| m + 1));
    let letters = |i: usize| -> String {
        sites[i].label.chars().take_while(|c| c.is_ascii_alphabetic()).collect()
    };
    let digits = |i: usize| -> String {
        sites[i].label.chars().skip_while(|c| c.is_ascii_alphabetic()).collect()
    };
    // A grid when every row of the drawing has one label number and every column one letter
    // (square and rectangular boards): then rows and columns are labelled at the edges.
    // Otherwise (hex, other graphs) empty sites show their own label.
    let uniform = |key: &dyn Fn(usize) -> usize, part: &dyn Fn(usize) -> String| {
        (0..sites.len()).all(|i| (0..sites.len()).all(|j| key(i) != key(j) || part(i) == part(j)))
    };
    let grid_labels = uniform(&|i| rows[i], &digits) && uniform(&|i| cols[i], &letters);
    if !grid_labels {
        for (i, c) in cell.iter_mut().enumerate() {
            if c == "." {
                *c = sites[i].label.to_lowercase();
            }
        }
    }
    let width = cell.iter().map(String::len).max().unwrap_or(1) + 1;
    let mut grid = vec![vec![" ".repeat(width); ncols]; nrows];
    for i in 0..sites.len() {
        grid[rows[i]][cols[i]] = format!("{:>width$}", cell[i]);
    }
    let mut out = String::new();
    for r in (0..nrows).rev() {
        let row_label = match (grid_labels, (0..sites.len()).find(|&i| rows[i] == r)) {
            (true, Some(i)) => digits(i),
            _ => String::new(),
        };
        out.push_str(&format!("{row_label:>3} {}\n", grid[r].concat().trim_end()));
    }
    if grid_labels {
        let mut footer = vec![" ".repeat(width); ncols];
        for i in 0..sites.len() {
            footer[cols[i]] = format!("{:>width$}", letters(i));
        }
        out.push_str(&format!("    {}\n", footer.concat()));
    }
    if !mover.is_empty() {
        out.push_str(&format!("to move: player {mover}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludemic_runtime::testing::HiddenCards;

    fn play_hidden_cards(vs: &str, input: &str) -> (Result<(), Exit>, String) {
        let config =
            Config { vs: Some(vs.parse().unwrap()), seat: 1, seed: 3, backend: Backend::Interp };
        let mut out = Vec::new();
        let r = run(&HiddenCards, &config, &[], &mut input.as_bytes(), &mut out);
        (r, String::from_utf8(out).unwrap())
    }

    #[test]
    fn the_default_opponent_does_not_peek() {
        assert_eq!(default_opponent(&HiddenCards).to_string(), "ismcts:2000");
        assert_eq!(default_opponent(&ludemic_runtime::testing::TicTacToe).to_string(), "mcts:2000");
    }

    #[test]
    fn an_agent_that_would_peek_refuses_a_game_with_hidden_information() {
        let (r, out) = play_hidden_cards("mcts:100", "");
        let e = r.unwrap_err();
        assert_eq!(e.code, super::super::input::EXIT_USAGE, "{}", e.message);
        assert!(e.message.contains("Hidden Cards has hidden information"), "{}", e.message);
        assert!(e.message.contains("`ismcts:100`"), "{}", e.message);
        assert!(out.is_empty(), "{out}");
        // ISMCTS plays it: player 1 (the human) plays the card in slot 0, player 2 answers.
        for vs in ["ismcts:50", "pimc:10"] {
            let (r, out) = play_hidden_cards(vs, "0-10\n");
            assert!(r.is_ok());
            assert!(out.contains(&format!("player 2 ({vs}) plays")), "{out}");
            assert!(out.contains("end of input"), "{out}");
            // The human sees its own hand, not the agent's (nor the deck).
            assert!(out.contains("you see: 0:card=1 1:card=2 4:card=? 5:card=? "), "{out}");
            let first = out.lines().find(|l| l.starts_with("you see")).unwrap();
            assert!(!first.contains("card=3") && !first.contains("card=4"), "{out}");
            assert!(!out.contains("p2="), "no state string: {out}");
        }
    }
}
