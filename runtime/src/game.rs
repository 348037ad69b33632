//! The `Game` interface every back end implements.

use std::fmt;

use crate::rng::Rng;

/// Most players any game may have (Ludii's limit is 16).
pub const MAX_PLAYERS: usize = 16;

/// How a finished game ranks its players.
///
/// `ranks[p - 1]` is player `p`'s rank, 1 being best; equal ranks are ties, so a draw between
/// two players is `[1, 1]` (Ludii's convention for draws is every player at the same rank).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    ranks: [u8; MAX_PLAYERS],
    num_players: u8,
}

impl Outcome {
    /// An outcome from one rank per player (index 0 is player 1).
    pub fn from_ranks(ranks: &[u8]) -> Outcome {
        assert!(ranks.len() <= MAX_PLAYERS, "at most {MAX_PLAYERS} players");
        let mut r = [0; MAX_PLAYERS];
        r[..ranks.len()].copy_from_slice(ranks);
        Outcome { ranks: r, num_players: ranks.len() as u8 }
    }

    /// Every player at the same rank.
    pub fn draw(num_players: usize) -> Outcome {
        Outcome::from_ranks(&[1; MAX_PLAYERS][..num_players])
    }

    /// `winner` (1-based) first, everybody else tied second.
    pub fn win(num_players: usize, winner: usize) -> Outcome {
        let mut ranks = [2; MAX_PLAYERS];
        ranks[winner - 1] = 1;
        Outcome::from_ranks(&ranks[..num_players])
    }

    pub fn ranks(&self) -> &[u8] {
        &self.ranks[..self.num_players as usize]
    }

    pub fn num_players(&self) -> usize {
        self.num_players as usize
    }

    /// Rank of player `p` (1-based).
    pub fn rank(&self, p: usize) -> u8 {
        self.ranks[p - 1]
    }

    /// The single best-ranked player, if exactly one player holds rank 1.
    pub fn winner(&self) -> Option<usize> {
        let mut best = None;
        for (i, &r) in self.ranks().iter().enumerate() {
            if r == 1 {
                if best.is_some() {
                    return None;
                }
                best = Some(i + 1);
            }
        }
        best
    }

    /// True when all players share one rank.
    pub fn is_draw(&self) -> bool {
        let r = self.ranks();
        r.iter().all(|&x| x == r[0])
    }

    /// Player `p`'s utility in [-1, 1]: 1 for the best rank, -1 for the worst, linear between
    /// (Ludii's `RankUtils.rankToUtil`); 0 for everyone in a draw.
    pub fn utility(&self, p: usize) -> f64 {
        let n = self.num_players();
        if n <= 1 {
            return if self.rank(p) == 1 { 1.0 } else { -1.0 };
        }
        if self.is_draw() {
            return 0.0;
        }
        1.0 - 2.0 * (self.rank(p) as f64 - 1.0) / (n as f64 - 1.0)
    }

    /// [`Outcome::utility`] times `max(n - 1, 1)`: an exact integer (utilities are multiples of
    /// 1/(n-1)), summed by playout statistics without floating point.
    pub fn scaled_utility(&self, p: usize) -> i64 {
        let n = self.num_players() as i64;
        let rank = self.rank(p) as i64;
        if n <= 1 {
            return if rank == 1 { 1 } else { -1 };
        }
        if self.is_draw() {
            return 0;
        }
        n - 1 - 2 * (rank - 1)
    }
}

impl fmt::Debug for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Outcome{:?}", self.ranks())
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner() {
            _ if self.is_draw() => write!(f, "draw"),
            Some(w) => write!(f, "winner {w}"),
            None => write!(f, "ranks {:?}", self.ranks()),
        }
    }
}

/// Whether a game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    Over(Outcome),
}

impl Status {
    pub fn is_over(&self) -> bool {
        matches!(self, Status::Over(_))
    }
}

/// What a move is, beyond its sites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum MoveKind {
    /// A move with a from and a to site (placement has from == to).
    Sites = 0,
    Pass = 1,
    Swap = 2,
    Forfeit = 3,
    Other = 4,
    /// Ludii's `(move Propose ..)` and `(move Vote ..)` (keys `:propose`, `:vote`).
    Propose = 5,
    Vote = 6,
}

/// The identity of a move as Ludii's traces key it: `<from>-<to>`, with `/<levelFrom>,<levelTo>`
/// in stacking games, or `:pass`, `:swap`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoveKey {
    pub kind: MoveKind,
    pub from: u32,
    pub to: u32,
    /// `(level_from, level_to)`, present in stacking games only.
    pub levels: Option<(u16, u16)>,
}

impl MoveKey {
    pub fn sites(from: u32, to: u32) -> MoveKey {
        MoveKey { kind: MoveKind::Sites, from, to, levels: None }
    }

    pub fn special(kind: MoveKind) -> MoveKey {
        MoveKey { kind, from: 0, to: 0, levels: None }
    }
}

impl fmt::Display for MoveKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveKind::Sites => {
                write!(f, "{}-{}", self.from, self.to)?;
                if let Some((a, b)) = self.levels {
                    write!(f, "/{a},{b}")?;
                }
                Ok(())
            }
            MoveKind::Pass => f.write_str(":pass"),
            MoveKind::Swap => f.write_str(":swap"),
            MoveKind::Forfeit => f.write_str(":forfeit"),
            MoveKind::Other => f.write_str(":other"),
            MoveKind::Propose => f.write_str(":propose"),
            MoveKind::Vote => f.write_str(":vote"),
        }
    }
}

/// When a playout is cut short and declared a draw, as Ludii does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most turns (a turn ends when the mover changes).
    pub max_turns: u32,
    /// Most moves (each applied decision counts one).
    pub max_moves: u32,
}

impl Limits {
    /// Ludii's defaults: 1,250 turns per player and 10,000 moves.
    pub fn ludii_default(num_players: usize) -> Limits {
        Limits { max_turns: 1250 * num_players.max(1) as u32, max_moves: 10_000 }
    }
}

/// A game as a state machine: the interface between generated or interpreted games and every
/// algorithm of the runtime.
///
/// Players are numbered from 1. A state knows whose turn it is; `legal_moves` never returns an
/// empty list for an ongoing game (a game with nothing to do yields a pass, as Ludii does).
pub trait Game {
    /// A whole game state. Generated games use `Copy` fixed-size arrays; dynamic games a
    /// fixed-length byte buffer. Playouts reuse states with `clone_from`, so no allocation.
    /// Plain data, so searches can hand states to other threads.
    type State: Clone + Send + Sync;
    /// A small value naming one legal move.
    type Move: Copy + Eq + fmt::Debug + Send + Sync;

    fn name(&self) -> &str;
    fn num_players(&self) -> usize;
    fn initial_state(&self) -> Self::State;
    /// Player to move (1-based).
    fn mover(&self, state: &Self::State) -> usize;
    /// Clears `moves` and fills it with the legal moves of `state` (empty only when over).
    fn legal_moves(&self, state: &Self::State, moves: &mut Vec<Self::Move>);
    /// Plays `mv`, which must be one of `legal_moves(state)`.
    fn apply(&self, state: &mut Self::State, mv: Self::Move);
    /// Plays `moves[index]`, where `moves` holds the legal moves of `state`, and leaves `moves`
    /// holding the legal moves of the new state, in any order. Playouts use it so that games whose
    /// move list barely changes (placement games) update it instead of regenerating it.
    fn apply_from_list(&self, state: &mut Self::State, moves: &mut Vec<Self::Move>, index: usize) {
        let mv = moves[index];
        self.apply(state, mv);
        self.legal_moves(state, moves);
    }
    /// Plays one uniformly random legal move of `state` and returns true; returns false,
    /// changing nothing, when there is none. Random playouts step with it. `moves` is kept
    /// between the calls of one playout: on entry it holds the legal moves of `state`, or is
    /// empty (not known); it is left holding the legal moves of the new state, or empty.
    ///
    /// The default picks from the whole list (updated by `apply_from_list`). Games where the
    /// verdict on one candidate move costs far more than listing the candidates (Go) draw
    /// candidates until one is legal instead ([`crate::sample`]): the same distribution.
    fn play_random(
        &self,
        state: &mut Self::State,
        moves: &mut Vec<Self::Move>,
        rng: &mut Rng,
    ) -> bool {
        crate::sample::play_from_list(
            state,
            moves,
            rng,
            |s, m| self.legal_moves(s, m),
            |s, m, i| self.apply_from_list(s, m, i),
        )
    }
    fn status(&self, state: &Self::State) -> Status;
    /// Ludii's key of a move made from `state`, to compare with traces and print.
    fn move_key(&self, state: &Self::State, mv: Self::Move) -> MoveKey;
    /// True when `mv` does nothing the player chose: a pass. The FDG metrics count a turn on
    /// which every legal move is a pass as useless ([`crate::fdg`], docs/metrics.md): the
    /// player could do nothing meaningful. Every back end marks the pass it offers a stuck
    /// player with [`MoveKind::Pass`], so the default reads the key; a game whose no-op move
    /// is keyed otherwise overrides this.
    fn is_pass(&self, state: &Self::State, mv: Self::Move) -> bool {
        self.move_key(state, mv).kind == MoveKind::Pass
    }
    /// The state as Ludii's traces write it (see shared/ludii/README.md).
    fn state_string(&self, state: &Self::State) -> String;
    /// Ludii's action of a move, as a trace's `chosen_full` writes it, where moves sharing a
    /// key differ in what the state string does not show: a deduction puzzle's
    /// `[Toggle:type=Cell,var=19,value=3` (without the closing `,` or `]`). `None` where the key
    /// and the state after the move tell the moves apart.
    fn move_action(&self, _state: &Self::State, _mv: Self::Move) -> Option<String> {
        None
    }
    /// Playout limits; Ludii's defaults unless the game sets its own.
    fn limits(&self) -> Limits {
        Limits::ludii_default(self.num_players())
    }
    /// Gives `state` a fresh random source for its chance (dice, shuffles), drawn from `rng`.
    ///
    /// A game with chance keeps its random source in the state, so `apply` stays a function of
    /// the state and the move (replays, differential tests and searches work unchanged); the
    /// drivers call this once per playout, after resetting the state, with the playout's own
    /// generator, so playouts differ from one another and each is reproducible from its seed.
    /// Deterministic games keep the default, which draws nothing: their playouts see the same
    /// numbers as if this did not exist, and it costs nothing.
    ///
    /// A game whose start is chance (a shuffled deck dealt to the hands) deals it here, the
    /// first time this is called on its initial state, so every game of a match or a batch of
    /// playouts is dealt afresh; later calls (searches re-seed the states they simulate) only
    /// give a fresh random source. Without a call, the game's fixed deal is played (perft,
    /// replays). A driver that starts a game therefore calls this once, before the first move
    /// and before any agent searches the state.
    fn seed_chance(&self, _state: &mut Self::State, _rng: &mut Rng) {}
    /// Makes the next roll of the dice show `faces` (face indices, one per die in site order)
    /// instead of drawing them from the random source: how replays follow the rolls a recorded
    /// game made. Returns false, changing nothing, when the game has no such dice.
    fn force_roll(&self, _state: &mut Self::State, _faces: &[u32]) -> bool {
        false
    }
    /// The seat (the agent, numbered from 1 like the roles) playing role `role` in `state`.
    /// Ludii's swap rule hands the first two agents each other's roles; the roles keep their
    /// pieces, their turn and their ranks, so agents must be found through this, and ranked by
    /// [`seat_outcome`]. The default: every role is its own seat.
    fn seat_of(&self, _state: &Self::State, role: usize) -> usize {
        role
    }

    // ---- Hidden information (crate::hidden, docs/hidden-information.md) ----

    /// Some player may be kept from seeing part of a state (a hand, a face-down deck, Ludii's
    /// `(set Hidden ..)`). Searches that must not peek ([`crate::search::ismcts`]) ask it;
    /// perfect-information games keep the default and pay nothing for the methods below.
    fn has_hidden_information(&self) -> bool {
        false
    }
    /// What `player` sees of `state`, as a fixed-size value: `out` is cleared and filled with
    /// the same number of values for every state of the game ([`crate::hidden::observe`]:
    /// every part of every location, [`crate::hidden::UNSEEN`] where hidden, then the public
    /// values). The default, for games that describe no locations (hand-written test games),
    /// is the state string's hash: a perfect-information game's player sees the whole state.
    fn observation(&self, state: &Self::State, _player: usize, out: &mut Vec<i32>) {
        let h = crate::hidden::mix(text_hash(&self.state_string(state)));
        out.clear();
        out.extend([h as i32, (h >> 32) as i32]);
    }
    /// [`Game::observation`] as text, hidden parts written `?` (the default: the state string).
    fn observation_string(&self, state: &Self::State, _player: usize) -> String {
        self.state_string(state)
    }
    /// The key of `player`'s information set in `state`: a hash of its observation and of the
    /// moves it made, equal for two states exactly when the player cannot tell them apart
    /// (up to hash collisions). The default, for perfect information: the state's own hash.
    fn information_set_key(&self, state: &Self::State, player: usize) -> u64 {
        crate::hidden::mix(text_hash(&self.state_string(state)) ^ player as u64)
    }
    /// Replaces what `player` cannot see in `state` by a uniformly random arrangement
    /// consistent with its observation ([`crate::hidden::determinize`]): the unseen cards dealt
    /// again among the places it cannot see, every known count kept. No allocation once warm.
    /// The default, for perfect information, leaves the state as it is.
    fn determinize(&self, _state: &mut Self::State, _player: usize, _rng: &mut Rng) {}
}

/// FNV-1a of a text: the defaults' hash of a state string.
pub fn text_hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// The seat to move in `state` (see [`Game::seat_of`]).
pub fn seat_to_move<G: Game>(game: &G, state: &G::State) -> usize {
    game.seat_of(state, game.mover(state))
}

/// `outcome`, reached in `state`, with each seat's rank in place of each role's.
pub fn seat_outcome<G: Game>(game: &G, state: &G::State, outcome: Outcome) -> Outcome {
    // A fixed array: MCTS asks this once per playout.
    let ranks = outcome.ranks();
    let mut by_seat = [0; MAX_PLAYERS];
    for (role, &rank) in ranks.iter().enumerate() {
        by_seat[game.seat_of(state, role + 1) - 1] = rank;
    }
    Outcome::from_ranks(&by_seat[..ranks.len()])
}

/// `game` started from `start` instead of its initial state (a position set up elsewhere);
/// everything else is `game`'s own.
#[derive(Clone, Debug)]
pub struct StartingFrom<G: Game> {
    pub game: G,
    pub start: G::State,
}

impl<G: Game> Game for StartingFrom<G> {
    type State = G::State;
    type Move = G::Move;

    fn name(&self) -> &str {
        self.game.name()
    }
    fn num_players(&self) -> usize {
        self.game.num_players()
    }
    fn initial_state(&self) -> G::State {
        self.start.clone()
    }
    fn mover(&self, state: &G::State) -> usize {
        self.game.mover(state)
    }
    fn legal_moves(&self, state: &G::State, moves: &mut Vec<G::Move>) {
        self.game.legal_moves(state, moves)
    }
    fn apply(&self, state: &mut G::State, mv: G::Move) {
        self.game.apply(state, mv)
    }
    fn apply_from_list(&self, state: &mut G::State, moves: &mut Vec<G::Move>, index: usize) {
        self.game.apply_from_list(state, moves, index)
    }
    fn play_random(&self, state: &mut G::State, moves: &mut Vec<G::Move>, rng: &mut Rng) -> bool {
        self.game.play_random(state, moves, rng)
    }
    fn status(&self, state: &G::State) -> Status {
        self.game.status(state)
    }
    fn move_key(&self, state: &G::State, mv: G::Move) -> MoveKey {
        self.game.move_key(state, mv)
    }
    fn is_pass(&self, state: &G::State, mv: G::Move) -> bool {
        self.game.is_pass(state, mv)
    }
    fn state_string(&self, state: &G::State) -> String {
        self.game.state_string(state)
    }
    fn move_action(&self, state: &G::State, mv: G::Move) -> Option<String> {
        self.game.move_action(state, mv)
    }
    fn limits(&self) -> Limits {
        self.game.limits()
    }
    fn seed_chance(&self, state: &mut G::State, rng: &mut Rng) {
        self.game.seed_chance(state, rng)
    }
    fn force_roll(&self, state: &mut G::State, faces: &[u32]) -> bool {
        self.game.force_roll(state, faces)
    }
    fn seat_of(&self, state: &G::State, role: usize) -> usize {
        self.game.seat_of(state, role)
    }
    fn has_hidden_information(&self) -> bool {
        self.game.has_hidden_information()
    }
    fn observation(&self, state: &G::State, player: usize, out: &mut Vec<i32>) {
        self.game.observation(state, player, out)
    }
    fn observation_string(&self, state: &G::State, player: usize) -> String {
        self.game.observation_string(state, player)
    }
    fn information_set_key(&self, state: &G::State, player: usize) -> u64 {
        self.game.information_set_key(state, player)
    }
    fn determinize(&self, state: &mut G::State, player: usize, rng: &mut Rng) {
        self.game.determinize(state, player, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_starting_from_a_position_plays_on_from_it() {
        use crate::testing::TicTacToe;
        let mut start = TicTacToe.initial_state();
        TicTacToe.apply(&mut start, 4);
        let g = StartingFrom { game: TicTacToe, start };
        assert_eq!(g.initial_state(), start);
        assert_eq!((g.mover(&start), g.num_players(), g.name()), (2, 2, TicTacToe.name()));
        // 8 replies, then 7 answers to each: the game goes on from the position.
        assert_eq!(crate::perft(&g, &g.initial_state(), 2), 8 * 7);
    }

    #[test]
    fn scaled_utilities_are_the_utilities_times_n_minus_1() {
        for ranks in [
            &[1u8][..],
            &[2],
            &[1, 2],
            &[2, 1],
            &[1, 1],
            &[1, 2, 3],
            &[3, 1, 2],
            &[2, 2, 1],
            &[1, 1, 1],
            &[1, 2, 2, 4],
        ] {
            let o = Outcome::from_ranks(ranks);
            let scale = (ranks.len() as f64 - 1.0).max(1.0);
            for p in 1..=ranks.len() {
                assert_eq!(
                    o.scaled_utility(p) as f64,
                    (o.utility(p) * scale).round(),
                    "{ranks:?} player {p}"
                );
            }
        }
    }

    #[test]
    fn outcomes() {
        let w = Outcome::win(2, 2);
        assert_eq!(w.ranks(), &[2, 1]);
        assert_eq!(w.winner(), Some(2));
        assert!(!w.is_draw());
        assert_eq!(w.utility(2), 1.0);
        assert_eq!(w.utility(1), -1.0);
        let d = Outcome::draw(3);
        assert!(d.is_draw());
        assert_eq!(d.winner(), None);
        assert_eq!(d.utility(3), 0.0);
    }

    #[test]
    fn move_keys_print_like_ludii() {
        assert_eq!(MoveKey::sites(9, 0).to_string(), "9-0");
        let mut k = MoveKey::sites(4, 4);
        k.levels = Some((1, 1));
        assert_eq!(k.to_string(), "4-4/1,1");
        assert_eq!(MoveKey::special(MoveKind::Pass).to_string(), ":pass");
    }
}
