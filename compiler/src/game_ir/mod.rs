//! The Game IR: the declarative contract between front ends and back ends.
//!
//! Everything is resolved: names to indices, boards to graphs (`board`), region names to site
//! lists, piece names to component indices. Rules stay trees of generators, conditions and
//! effects; the interpreter (`crate::interp`) runs them directly and defines their meaning.
//! Sites are global indices: board sites `0..board.num_sites()`, then each hand's sites.

pub mod board;
pub mod hidden;
pub mod print;
pub mod puzzle;
pub mod state_rules;

use board::{Board, Dir, DirSet, RelDir, SiteType, WalkStep};

/// The longest turn `(max Moves ..)` follows (Ludii's MaxMoves counts the moves of each turn
/// to its end): a turn still going on after this many moves of one player in a row counts as
/// this many. Ludii has no bound (an endless turn never returns); evolved games have such turns.
pub const MAX_TURN_SEARCHED: usize = 24;

/// A whole game.
#[derive(Clone, Debug)]
pub struct Game {
    pub name: String,
    pub players: Vec<Player>,
    pub board: Board,
    /// Board first (index 0), then hands, in equipment order.
    pub containers: Vec<Container>,
    /// Component `i` has "what" value `i + 1` (0 means empty), as in Ludii.
    pub components: Vec<Component>,
    pub regions: Vec<Region>,
    /// Named tracks over board sites (Ludii's `(track ...)`), in declaration order.
    pub tracks: Vec<Track>,
    /// Pieces may stack on a site (Ludii's `stack:True` / stacking games).
    pub stacking: bool,
    /// Most pieces a stack can hold (1 when not stacking).
    pub max_levels: usize,
    pub start: Vec<StartRule>,
    pub phases: Vec<Phase>,
    pub end: Vec<EndRule>,
    /// The swap meta rule (the second player may swap instead of moving).
    pub swap_rule: bool,
    /// Ludii's variables (`(set Var "name" ..)`, `(var "name")`), by slot; `""` is the unnamed
    /// one (`State.temp`). Every variable starts undefined (-1).
    pub vars: Vec<String>,
    /// Ludii's counter (`State.counter`, read by `(counter)`, set by `(set Counter [<int>])`,
    /// -1 without a value): the slot of `vars` named [`COUNTER_VAR`] that holds it, when the
    /// rules use it. Like a variable it starts at -1; unlike one, every move increments it once
    /// the end rules have seen it (`Game.applyInternal` calls `state.incrCounter()` after
    /// `endRule.eval`), so `(set Counter)` makes it 0 for the next move's rules.
    pub counter: Option<usize>,
    /// Names of the trigger events the game uses (index = event id).
    pub events: Vec<String>,
    pub uses_scores: bool,
    /// Pieces carry a state value (Reversi's colour): Ludii's `GameType.SiteState`, set by the
    /// ludemes that give or read one (a piece's `state:`, `flips`, `(set State ..)`,
    /// `(state at:)`, dice).
    pub uses_piece_state: bool,
    /// Pieces carry a value (Ludii's `GameType.Value`, the sixth field of a site in a trace):
    /// an integer on the site that a start placement gives (`(place .. value:<n>)`), `(set
    /// Value at:..)` sets, `(value Piece at:..)` reads and a moved piece takes along (as its
    /// state, ActionMove.java); a removal or a promotion clears it. Games without stacks only.
    pub uses_piece_value: bool,
    /// State-driven rules (JSON specs): when present they replace `start`, `phases` and `end`.
    pub state_rules: Option<Box<state_rules::StateRules>>,
    /// A deduction puzzle (`(play (satisfy ..))`): when present it replaces `start`, `phases`
    /// and `end` (see [`puzzle`]).
    pub puzzle: Option<Box<puzzle::Puzzle>>,
    /// Ludii's dice, rolled by the phases whose `roll` is set.
    pub dice: Option<Dice>,
    /// Ludii's remembered values (`State.rememberingValues` and `mapRememberingValues`), by
    /// slot: see [`Memory`].
    pub memories: Vec<Memory>,
    /// Ludii's sequence capture (`GameType.SequenceCapture`, set by a `(remove .. at:EndOfTurn)`):
    /// the memory holding `State.sitesToRemove`, the sites such removals marked (read by
    /// `(sites ToClear)`). At the end of a move whose actions give no other turn to the mover
    /// (`Move.containsReplayAction`: no moveAgain), the pieces on them are removed and the
    /// memory cleared (`Move.apply`), before the end rules.
    pub sequence_capture: Option<usize>,
    /// Ludii's visited sites (`GameType.Visited`, asked by `(is Visited ..)`, IsVisited.java):
    /// the memory holding `State.visited`. After a move that gives the mover another turn its
    /// `from` and `to` are marked; a move that ends the turn clears the marks (`Game.apply`).
    /// The front end reads it as `(sites (values Remembered ..))`; inside `(can Move ..)` the
    /// last move's `from` and `to` count as visited too (CanMove.java marks them while it looks).
    pub visited: Option<usize>,
    /// Ludii's vote strings (`Game.registerVoteString`), by id: the propositions and votes of
    /// `(move Propose ..)`, `(move Vote ..)`, `(is Proposed ..)` and `(is Decided ..)`. Empty
    /// when the game does not vote. See [`Moves::Vote`] for the state they need.
    pub votes: Vec<String>,
    /// Ludii's cycle detection (`GameType.CycleDetection`, asked by `(is Cycle)`): every move
    /// records the position's hash (`Trial.previousState` in `Game.apply`); see
    /// [`BoolExpr::IsCycle`] and [`position_hash_term`].
    pub cycle_detection: bool,
    /// Ludii's `(meta (no Repeat [Positional]))` (NoRepeat.java): a move (not a pass) is legal
    /// only if the position it leads to (its consequences played) is none of the positions
    /// recorded so far. Ludii records `State.stateHash` (the containers' contents, not the
    /// scores) in `Trial.previousState` at the start and after every move that hands the turn
    /// to another player (`Game.apply`); the front end wraps the play in a `do` asking
    /// [`BoolExpr::PositionRepeated`]. The state keeps the first [`NO_REPEAT_HISTORY`]
    /// distinct ones, which is every position of a playout (see there).
    pub no_repeat: bool,
    /// The relation of Ludii's table of step distances (`Topology.distancesToOtherSite`), which
    /// every `(count Steps ..)` reads whatever relation it names: see [`IntExpr::CountSteps`].
    pub step_relation: DirSet,
    /// Ludii's `Game.requiresAllPass`: the game ends in a draw once every player passed in
    /// turn. Ludii's `GameType.NotAllPass` flag turns it off: hand dice (a forced pass only
    /// means a bad roll, `Game.computeGameFlags`), a rule that asks `(all Passed)` itself
    /// (`AllPassed.gameFlags`: the game then decides what everyone passing means, e.g. a
    /// mancala round ends) and a pass in a one-player game (`Pass.gameFlags`).
    pub all_pass_draws: bool,
    /// Ludii's `Game.requiresCount` (`GameType.Count`: the rules read or set piece counts,
    /// e.g. `(count at:..)`, `(handSite ..)`, `(sow ..)`, a start with several pieces on a
    /// site): a piece moved onto a site holding the same piece adds one to its count there
    /// (ActionMove.java) instead of replacing it.
    pub counts_pieces: bool,
    /// Ludii's `State.onTrackIndices` (other/state/track/OnTrackIndices.java), kept when a track
    /// passes a site twice and `(trackSite Move ..)` must know which pass a piece is on: per
    /// track, piece kind and track element, how many such pieces stand there. Every piece
    /// action updates it (see [`Track::indices_of`] and the interpreter's `track_counts`), and
    /// [`SiteExpr::TrackMove`] on a track that does not loop reads it.
    pub on_track_indices: bool,
    /// Ludii's teams (`(set Team <k> { <player> ... })` start rules, SetTeam.java): the team
    /// of each player (`teams[p - 1]`, 0 for none), fixed before the game starts. Empty when
    /// the game has none (Ludii's `Game.requiresTeams`); with teams, `is Enemy`, `is Friend` and
    /// [`Owners::Enemy`] go by team.
    pub teams: Vec<u8>,
    /// The game keeps Ludii's dynamic hidden flags (`GameType.HiddenInfo`: a `(set Hidden ..)`
    /// start rule or effect, `(is Hidden ..)`, `(sites Hidden ..)`): per player, site and level
    /// a mask of the aspects hidden from that player ([`hidden::SetHidden`]). Such a game
    /// also records each player's move history (see docs/hidden-information.md).
    pub hidden_flags: bool,
    /// Ludii's `(set Hidden ..)` start rules, applied in order once the pieces are placed
    /// (their regions read the starting position, Sneakthrough's `(sites Occupied by:P1)`).
    pub start_hidden: Vec<hidden::SetHidden>,
}

/// One list of values Ludii remembers (`(remember Value ["<name>"] <int>)`, `(forget Value ..)`,
/// `(values Remembered ["<name>"])`; `""` names the unnamed list). The corpus remembers sites
/// and reads them back as a region, `(sites (values Remembered "Name"))`, so a memory is kept as
/// a count per site: how many times the list holds it (a list may hold a value twice; `forget`
/// removes one occurrence, as `TIntArrayList.remove`). A value that is no site of the game is
/// not kept.
#[derive(Clone, Debug, PartialEq)]
pub struct Memory {
    pub name: String,
    /// The sites `(set RememberValue ...)` remembers before the game starts.
    pub start: Vec<usize>,
}

/// Ludii's `(dice d:<faces> from:<first> | faces:{..} | facesByDie:{..} num:<n>)`
/// (equipment/container/other/Dice.java): `num` dice on the sites of the dice container, each a
/// piece of its own component (Ludii lists the dice components first) whose piece state is the
/// face it shows, worth `pips[die][state]` (`Die.roll` picks a face index; `ActionUpdateDice`
/// stores it as the site's state and the face's value as the die's).
///
/// The roll is chance: it draws from the state's random source (a 32-bit xorshift state the
/// runtime seeds per playout, `Game::seed_chance`) unless a replay forced its faces
/// (`Game::force_roll`). [`Dice::roll`] is the one definition every back end follows.
#[derive(Clone, Debug, PartialEq)]
pub struct Dice {
    pub first_site: usize,
    pub num: usize,
    /// `pips[die][face]`: what each face of each die is worth, `from`, `from + 1`, ... unless
    /// the faces are listed. Every die has at least one face.
    pub pips: Vec<Vec<i64>>,
}

/// One site's (and level's) share of a position's hash, which XORs the shares of every site
/// and level of every container. `key` packs what the site holds: `what | who << 8 | state <<
/// 16 | level << 24 | count << 32`. Ludii hashes positions with Zobrist keys (`State.stateHash`);
/// only equality between hashes of one game matters, so ludemic mixes the key with a fixed
/// 64-bit function instead of a random table (no table in the state's code, the same value
/// in every back end). Ludii's hash also covers the phase, the unnamed variable and teams,
/// which no game asking `(is Cycle)` changes.
pub fn position_hash_term(site: i64, key: i64) -> i64 {
    let x = key.wrapping_add(1).wrapping_mul(HASH_K1).wrapping_add(site.wrapping_mul(HASH_K2));
    let x = (x ^ ((x as u64 >> 31) as i64)).wrapping_mul(HASH_K3);
    x ^ ((x as u64 >> 29) as i64)
}

/// How many distinct positions a game with `(no Repeat)` remembers: the first this many of a
/// game. Ludii remembers every one; a fixed-layout state keeps a bounded set. The runtime cuts
/// a two-player playout at 2,500 turns (`Limits`), so every position of one is kept (no corpus
/// recording is longer than 300 moves). Kept in a set of [`NO_REPEAT_SLOTS`] (the kernels).
pub const NO_REPEAT_HISTORY: usize = 3072;

/// Slots of the kernels' open-addressing set of the positions seen by `(no Repeat)`: a power
/// of two, a quarter of them empty at least, so that a probe ends soon.
pub const NO_REPEAT_SLOTS: usize = 4096;

/// A position's key in the set of positions seen by `(no Repeat)`: its hash with the lowest
/// bit set, so that 0 marks an empty slot of the kernels' set. Positions count as repeated
/// when their keys agree (in every back end).
pub fn position_key(hash: i64) -> i64 {
    hash | 1
}

/// The constants of [`position_hash_term`] (SplitMix64's).
pub const HASH_K1: i64 = 0x9E37_79B9_7F4A_7C15_u64 as i64;
pub const HASH_K2: i64 = 0xBF58_476D_1CE4_E5B9_u64 as i64;
pub const HASH_K3: i64 = 0x94D0_49BB_1331_11EB_u64 as i64;

/// The name of the variable slot that holds Ludii's counter (see [`Game::counter`]); Ludii's
/// own variable names never contain parentheses.
pub const COUNTER_VAR: &str = "(counter)";

/// The random source's value before any seeding (xorshift32 never leaves zero).
pub const DEFAULT_RANDOM_SOURCE: u32 = 0x2545_F491;

impl Dice {
    /// One step of the random source (xorshift32; zero, which it never leaves, counts as the
    /// default value).
    pub fn next_random(x: u32) -> u32 {
        let mut x = if x == 0 { DEFAULT_RANDOM_SOURCE } else { x };
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    }

    /// A roll from the random source `x`: each die in site order steps the source once and
    /// shows face `value % its faces`. Returns the new value of the source.
    pub fn roll(&self, mut x: u32, faces: &mut Vec<u32>) -> u32 {
        faces.clear();
        for die in 0..self.num {
            x = Dice::next_random(x);
            faces.push(x % self.faces(die));
        }
        x
    }

    /// How many faces die `die` has.
    pub fn faces(&self, die: usize) -> u32 {
        self.pips[die].len() as u32
    }

    /// Whether `faces` (one per die) are faces the dice have.
    pub fn has_faces(&self, faces: &[u32]) -> bool {
        faces.len() == self.num && faces.iter().enumerate().all(|(die, &f)| f < self.faces(die))
    }

    /// `Some(from)` when die `die` is worth `from + face` (Ludii's `from:`, the default),
    /// `None` when its faces are listed with other values.
    pub fn sequential_from(&self, die: usize) -> Option<i64> {
        let p = &self.pips[die];
        p.iter().enumerate().all(|(f, &v)| v == p[0] + f as i64).then_some(p[0])
    }
}

impl Game {
    /// How many position hashes the state keeps after a count of those recorded, in games
    /// that record positions: `(no Repeat)`, the keys of the distinct positions seen (see
    /// [`position_key`]), in the order they were first seen; or `(is Cycle)`, the hashes of the
    /// last `3 * n * n` positions, newest first (IsCycle.java compares three runs of `n * n`).
    /// The front end does not let a game have both.
    pub fn position_history_len(&self) -> Option<usize> {
        let n = self.num_players();
        if self.no_repeat {
            Some(NO_REPEAT_HISTORY)
        } else {
            self.cycle_detection.then_some(3 * n * n)
        }
    }

    /// Ludii's starting positions (`Trial.startingPos`, filled in `Game.start`): for each "what"
    /// value (0 = empty), the board sites whose top piece it is after the start rules.
    pub fn start_sites(&self) -> Vec<Vec<usize>> {
        let board = self.board.num_sites();
        let mut top = vec![0usize; board];
        for r in self.start.iter().filter(|r| r.count > 0) {
            for &s in r.sites.iter().filter(|&&s| s < board) {
                top[s] = r.component + 1;
            }
        }
        let mut by_what = vec![Vec::new(); self.components.len() + 1];
        for (site, &w) in top.iter().enumerate() {
            by_what[w].push(site);
        }
        by_what
    }

    /// Whether the rules set or read pending values (so states keep them).
    pub fn uses_pending(&self) -> bool {
        let rules = format!("{:?}{:?}{:?}", self.phases, self.end, self.components);
        rules.contains("Pending")
    }

    /// Whether some move generator (not an end rule) asks `(no Moves Next)`: then that question
    /// can be asked inside itself, and back ends must end the recursion as NoMoves.java's
    /// autoFail does.
    pub fn moves_ask_no_moves_next(&self) -> bool {
        format!("{:?}{:?}", self.phases, self.components).contains("NoMoves(Next)")
    }

    /// Whether any rule (move generators or end rules) asks `(no Moves Next)`.
    pub fn asks_no_moves_next(&self) -> bool {
        format!("{:?}{:?}{:?}", self.phases, self.end, self.components).contains("NoMoves(Next)")
    }

    /// Whether some move generator plays a prior move before generating the next ones
    /// (`(do .. next:)`).
    pub fn plays_prior_moves(&self) -> bool {
        format!("{:?}{:?}", self.phases, self.components).contains("DoNext")
    }

    /// The sites of the regions `owner` owns, sorted; with a name, only regions whose name
    /// contains it. Ludii's `SitesEquipmentRegion` matches names with `String.contains` when a
    /// player is given (so "Promotion" also selects "PromotionZone"); a region given no name is
    /// called "Region" + its role there (`Regions`' constructor).
    pub fn owned_sites(&self, owner: usize, name: Option<&str>) -> Vec<usize> {
        owned_sites(&self.regions, owner, name)
    }

    /// The phase player `p` starts in: the first phase that is everyone's or `p`'s, else the
    /// first (Ludii's `State.initPhase`).
    pub fn initial_phase(&self, p: usize) -> usize {
        self.phases.iter().position(|ph| ph.owner.is_none_or(|o| o as usize == p)).unwrap_or(0)
    }

    pub fn num_players(&self) -> usize {
        self.players.len()
    }

    /// The team of player value `p` (see [`Game::teams`]): 0 for a player in no team, -1 for a
    /// value that is no player.
    pub fn team_of(&self, p: i64) -> i64 {
        match usize::try_from(p) {
            Ok(p) if (1..=self.num_players()).contains(&p) => {
                self.teams.get(p - 1).map_or(0, |&t| t as i64)
            }
            _ => -1,
        }
    }

    /// Whether player value `who` is one of [`Owners::Enemy`] for `mover`
    /// (PlayersIndices.getIdRealPlayers): a player other than the mover and, with teams, not in
    /// the mover's team.
    pub fn is_enemy_of(&self, who: i64, mover: i64) -> bool {
        let player = (1..=self.num_players() as i64).contains(&who);
        player
            && who != mover
            && (self.teams.is_empty() || self.team_of(who) != self.team_of(mover))
    }

    /// All sites: the board's and the hands'.
    /// Sites of all containers, with the unused ones between the board and the first hand (see
    /// `front::ludii::lower`'s hands) included.
    pub fn num_sites(&self) -> usize {
        self.containers.iter().map(|c| c.first_site + c.num_sites).max().unwrap_or(0)
    }

    /// The direction a component faces: its own, else its owner's (relative directions and
    /// forward-only leaps resolve against it).
    pub fn facing(&self, component: usize) -> Option<Dir> {
        let comp = self.components.get(component)?;
        comp.facing.or_else(|| self.players.get((comp.owner as usize).checked_sub(1)?)?.facing)
    }

    /// "what" value (1-based) of a component.
    pub fn what(&self, component: usize) -> u8 {
        component as u8 + 1
    }

    /// Whether Ludii's recorded states show each piece's "what" as its "who". Ludii gives a
    /// board no `what` chunk when the game needs no counts, piece states or item indices and is
    /// no graph game (ContainerStateFactory), and then stores "what" in the `who` chunk
    /// (ContainerFlatState.defaultIfNull), so `who` reads back as "what": Spots' neutral
    /// marker shows who 1, Chomp's shared chocolate who 1. Where every piece's "what" equals
    /// its owner, as in most games, the two agree. Ludii's rules that ask which pieces a
    /// player owns (`sites Occupied by:`, `count Pieces`) read its owned-pieces lists, which
    /// keep the component's owner, so the back ends keep the owner in their state and show
    /// "what" in the state strings only (a `(who at:)` in such a game sees "what" in Ludii,
    /// which this does not model).
    pub fn who_shows_what(&self) -> bool {
        // Game.requiresItemIndices: more pieces than players, or a player with two.
        let requires_item_indices = self.components.len() > self.num_players()
            || (0..=self.num_players() + 1)
                .any(|p| self.components.iter().filter(|c| c.owner as usize == p).count() > 1);
        // Where every piece's "what" is its owner the two agree: keep the owner field then.
        let what_is_owner =
            self.components.iter().enumerate().all(|(i, c)| i + 1 == c.owner as usize);
        !what_is_owner
            && self.state_rules.is_none()
            && !self.stacking
            // Game.requiresCount: a hand, or a rule with counts.
            && self.containers.len() == 1
            && !self.counts_pieces
            && !self.uses_piece_state
            && self.board.site_type == SiteType::Cell
            && !requires_item_indices
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub name: String,
    /// Direction the player faces (`(player N)`), for relative directions.
    pub facing: Option<Dir>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContainerKind {
    Board,
    /// A hand owned by a player (1-based).
    Hand {
        owner: u8,
    },
    /// The dice (see [`Dice`]).
    Dice,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Container {
    pub name: String,
    pub kind: ContainerKind,
    pub first_site: usize,
    pub num_sites: usize,
}

#[derive(Clone, Debug)]
pub struct Component {
    /// Full name with owner suffix, as Ludii names it: "Pawn1", "Disc0".
    pub name: String,
    /// Name as declared: "Pawn".
    pub base: String,
    /// Owner (0 = neutral).
    pub owner: u8,
    /// Facing direction declared on the piece (else the owner's).
    pub facing: Option<Dir>,
    /// The piece's own moves (used by `(forEach Piece)`).
    pub moves: Option<Moves>,
    /// Ludii's `(flips a b)`: the two state values `flip` toggles between.
    pub flips: Option<(u8, u8)>,
}

/// A named set of sites, possibly owned by a player. `parts` keeps the sub-regions given as a
/// list (`(regions P1 { (sites Side NE) (sites Side SW) })`), which `is Connected` must join.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    pub name: Option<String>,
    pub owner: u8,
    pub parts: Vec<Vec<usize>>,
}

/// The sites of the regions `owner` owns, only those whose name contains `name` when given
/// (see [`Game::owned_sites`]).
pub fn owned_sites(regions: &[Region], owner: usize, name: Option<&str>) -> Vec<usize> {
    let mut v: Vec<usize> = regions
        .iter()
        .filter(|r| r.owner as usize == owner)
        .filter(|r| name.is_none_or(|n| r.name.as_deref().unwrap_or("Region").contains(n)))
        .flat_map(|r| r.sites())
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

impl Region {
    pub fn sites(&self) -> Vec<usize> {
        let mut all: Vec<usize> = self.parts.iter().flatten().copied().collect();
        all.sort_unstable();
        all.dedup();
        all
    }
}

/// Ludii's `Track` (game/equipment/container/board/Track.java) once built: the sites in order.
/// Element `i`'s next is `i + 1` (the first again when looped); its previous `i - 1` (the last
/// when looped), none for the middle elements of a `directed:True` track.
#[derive(Clone, Debug, PartialEq)]
pub struct Track {
    pub name: String,
    /// Owner (0 = nobody).
    pub owner: u8,
    pub sites: Vec<usize>,
    pub looped: bool,
    pub directed: bool,
    /// Ludii's `End` closes the track: one more element past the last site, whose site is
    /// `TRACK_END` (Constants.END), where race games bear pieces off.
    pub ends: bool,
    /// Per element, how many repeats of its site the description folded into it (Track.Elem's
    /// `bump`): Surakarta's loops mark the element before each loop so, and a slide along
    /// `"AllTracks"` takes moves only once it went round one.
    pub bumps: Vec<u8>,
}

/// Ludii's Constants.END: the site of a track's `End` element.
pub const TRACK_END: i64 = -2;

impl Track {
    /// Track.buildTrack's elements from the listed sites: a run of one site folds into one
    /// element whose bump counts the repeats.
    pub fn folding_bumps(
        name: String,
        owner: u8,
        steps: &[usize],
        looped: bool,
        directed: bool,
        ends: bool,
    ) -> Track {
        let (mut sites, mut bumps) = (Vec::new(), Vec::new());
        let mut repeats = 0u8;
        for (i, &s) in steps.iter().enumerate() {
            if steps.get(i + 1) == Some(&s) {
                repeats = repeats.saturating_add(1);
            } else {
                sites.push(s);
                bumps.push(repeats);
                repeats = 0;
            }
        }
        Track { name, owner, sites, looped, directed, ends, bumps }
    }

    /// The indices of the elements on `site`, ascending (OnTrackIndices.locToIndex).
    pub fn indices_of(&self, site: i64) -> Vec<usize> {
        self.elems().iter().enumerate().filter(|&(_, &s)| s == site).map(|(i, _)| i).collect()
    }

    /// Element `i`'s bump (0 for the `End` element).
    pub fn bump(&self, i: usize) -> u8 {
        self.bumps.get(i).copied().unwrap_or(0)
    }

    /// The index of the element after element `i`, if any.
    pub fn next_index(&self, i: usize) -> Option<usize> {
        if i + 1 < self.sites.len() {
            Some(i + 1)
        } else {
            self.looped.then_some(0)
        }
    }

    /// The sites of the track's elements as Ludii numbers them: its sites, then `TRACK_END`
    /// when it ends with `End`.
    pub fn elems(&self) -> Vec<i64> {
        let end = self.ends.then_some(TRACK_END);
        self.sites.iter().map(|&s| s as i64).chain(end).collect()
    }

    /// The site `steps` elements after element `start` as TrackSiteMove.java counts: from no
    /// element (a site off the track) the count starts past the end; past the end a looped
    /// track goes round again (Elem.next of the last element), another ends (-1: Ludii's Off).
    pub fn advance(&self, start: Option<usize>, steps: i64) -> i64 {
        let elems = self.elems();
        let i = start.unwrap_or(elems.len()) + steps.max(0) as usize;
        match elems.get(i) {
            Some(&s) => s,
            None if self.looped => elems[i % elems.len()],
            None => -1,
        }
    }

    /// SitesTrack.java's sites from site `from` (the first element when -1 (undefined); none
    /// when it is not on the track) on to the first `to` met, going round to the first element
    /// when the end comes first (all of them when `to` never comes).
    pub fn span(&self, from: i64, to: i64) -> Vec<usize> {
        let first = match from {
            -1 => 0,
            f => match self.sites.iter().position(|&s| s as i64 == f) {
                Some(i) => i,
                None => return Vec::new(),
            },
        };
        let mut out = Vec::new();
        for &s in self.sites[first..].iter().chain(&self.sites[..first]) {
            out.push(s);
            if s as i64 == to {
                break;
            }
        }
        out
    }

    /// The index of the element before element `i`, if any (Track.Elem.prevIndex).
    pub fn prev_index(&self, i: usize) -> Option<usize> {
        let last = self.sites.len() - 1;
        match i {
            0 => self.looped.then_some(last),
            i if i == last => Some(i - 1),
            _ if self.directed => None,
            i => Some(i - 1),
        }
    }
}

/// A start rule: `(place "Pawn1" (sites ...) count:n state:s)`.
#[derive(Clone, Debug)]
pub struct StartRule {
    pub component: usize,
    pub sites: Vec<usize>,
    pub count: u32,
    pub state: u8,
    /// `(place .. value:<n>)`: the value each placed piece carries (see
    /// [`Game::uses_piece_value`]); 0 leaves the site's as it is (PlaceItem's default).
    pub value: i32,
    /// `(set Count n to:..)`: each site holds exactly `count` pieces owned by `who` (Ludii's
    /// `ActionSetCount` records nobody, 0), whatever the component's owner.
    pub who: Option<u8>,
    /// `(place Stack ..)`: the pieces go one per level, on hand sites too (elsewhere a hand
    /// site holds a count of identical pieces).
    pub stack: bool,
}

#[derive(Clone, Debug)]
pub struct Phase {
    pub name: String,
    pub play: Moves,
    /// `(nextPhase [who] cond "Name")`, checked after each move, in order.
    pub next: Vec<NextPhase>,
    /// The player whose phase this is (`(phase "Name" P1 ...)`); none: everyone's (`Shared`).
    /// Only decides where players start (see [`Game::initial_phase`]).
    pub owner: Option<u8>,
    /// Ludii's `(play (do (roll) next:<play>))`: each decision first rolls the dice, then its
    /// moves are generated on the state with the new faces (`Do.eval` applies the roll to a
    /// copy of the context), and every move made then, a forced pass included, carries the
    /// roll (Ludii prepends it to each move's actions). With `(do (if <cond> (roll)) ..)` the
    /// roll happens only when the condition holds before the decision (race games roll at a
    /// new turn, `(not (is Prev Mover))`, not after `moveAgain`): `Some(cond)`; `None`: no roll.
    pub roll: Option<BoolExpr>,
    /// `(do (roll (then <effects>)) next:..)` (Pasa): the roll's consequences, played right
    /// after it, before the moves are generated (Do applies its prior with its consequences
    /// to the copy the moves are generated on, and prepends all their actions to each move).
    pub roll_then: Option<Moves>,
    /// The forced pass of a rolling phase whose `(do (roll) next:.. (then <T>))` has
    /// consequences: `Then { Pass, T }`. When `next` has no move, Do.prependPreMoves yields a
    /// pass carrying the roll, and Do.eval gives it Do's consequences as to every move it
    /// yields (Sig's extra throws let a player who could not move throw again). `None`: the
    /// forced pass is a plain one.
    pub forced_pass: Option<Moves>,
    /// After a move by a player in this phase, Ludii evaluates end rules (the game's or this
    /// phase's own): only then does everyone having passed end the game in a draw, a check
    /// made inside `End.eval`. A game without `(end ...)` never ends that way.
    pub ends: bool,
}

impl Phase {
    /// Whether a player in this phase always has a move, for Ludii's stalemate test (the
    /// stalemated flag `(no Moves ..)` reads, `Game.computeStalemated`): a phase that rolls is
    /// a `(do (roll) next:..)`, and in a game with dice `Do.eval` yields a pass itself when
    /// `next` has no move (`Do.prependPreMoves`), so its moves are never empty.
    pub fn always_moves(&self) -> bool {
        self.roll.is_some()
    }
}

/// Ludii's `(nextPhase [<who>] [<cond>] <name>)`: after a move, each player in this phase whom
/// `who` names (`All`: everyone, Ludii's default `Shared`) moves on to `phase` when `cond` holds
/// (`Game.applyInternal`, evaluated before the turn passes on, so `Mover` is who just moved).
#[derive(Clone, Debug)]
pub struct NextPhase {
    pub who: PlayerRef,
    pub cond: BoolExpr,
    pub phase: usize,
}

#[derive(Clone, Debug)]
pub struct EndRule {
    pub condition: BoolExpr,
    pub result: EndResult,
    /// `(byScore { (score P1 <int>) ... })`: scores set, in order, before the ranking
    /// (Ludii's `ByScore.eval` sets each final score first).
    pub final_scores: Vec<(PlayerRef, IntExpr)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndResult {
    /// `(result who Win|Loss|Draw)`.
    Result { who: PlayerRef, outcome: ResultKind },
    /// `(byScore)`: ranks by descending score.
    ByScore,
    /// `(result Team<k>|TeamMover Win)` in a game of two teams (End.applyTeamResult): the
    /// team's players first, the other team's second.
    TeamWin(TeamRef),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKind {
    Win,
    Loss,
    Draw,
}

/// A player named relative to the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerRef {
    Mover,
    Next,
    Prev,
    /// A fixed player (1-based); 0 is Neutral / nobody.
    Id(u8),
    /// Every player (`All`).
    All,
}

/// The site a generator or query starts from or looks at.
#[derive(Clone, Debug)]
pub enum SiteExpr {
    /// The loop variable of the innermost `forEach Site` / `forEach Piece` (Ludii's `(site)` / `(from)`).
    Site,
    From,
    To,
    Between,
    LastFrom,
    LastTo,
    /// Ludii's `(last To afterConsequence:True)` (`Move.toAfterSubsequents`): the site of the
    /// last action of the last move, consequences included, that has one (a sowing's last hole,
    /// a capture...); none when no action has a site.
    LastToAfterConsequences,
    /// A constant site.
    Const(usize),
    /// The first site of a player's hand (`(handSite Mover)`).
    HandSite(PlayerRef),
    /// Ludii's `(mapEntry [<name>] <key>)` (functions/ints/value/MapEntry.java), resolved at
    /// compile time into the entries it can find: the value of the first of the (named) maps
    /// holding the key, else the key itself.
    MapEntry {
        entries: Vec<(i64, i64)>,
        key: MapKey,
    },
    /// Ludii's `(ahead <site> [steps:<n>] [<dirs>])`: the site `steps` away along the first of
    /// the directions (relative ones resolved for the piece on `site`, Forward by default), or
    /// the site itself when the board ends before (`functions/ints/board/Ahead.java`).
    /// `SameDirection` (first) is the direction from the context's `(from)` to its `(to)` (the
    /// last move's where unbound), `OppositeDirection` the one from `(to)` to `(from)`: see
    /// [`board::Board::dir_toward`].
    Ahead {
        site: Box<SiteExpr>,
        dirs: Dirs,
        steps: usize,
    },
    /// The pips the dice show used as a site (`(to (count Pips))`: Ludii's sites are ints);
    /// no site when they are not one of the game's sites.
    Pips,
    /// Ludii's `(trackSite FirstSite ..)` (functions/ints/trackSite/first/TrackSiteFirstTrack.java):
    /// along the track from `from` (its first element when none; no site when `from` is not on
    /// it), once around, the first site where `cond` holds with `(to)` that site; else none.
    TrackFirst {
        track: usize,
        from: Option<Box<SiteExpr>>,
        cond: Box<BoolExpr>,
    },
    /// Ludii's `(trackSite Move ..)` (functions/ints/trackSite/move/TrackSiteMove.java): the
    /// site `steps` elements (0 when negative) after `from`'s element on the track, see
    /// `Track::advance`. That element is `from`'s first, except in a game that keeps
    /// [`Game::on_track_indices`] on a track that does not loop: no site from a site below 0;
    /// from an occupied site, the first of its elements where the track counts a piece of the
    /// kind standing there (the lowest level owned by `player` in a stack, else the top piece;
    /// none found, the count starts past the end).
    TrackMove {
        track: usize,
        player: u8,
        from: Box<SiteExpr>,
        steps: Box<IntExpr>,
    },
    /// The first site when the condition holds, else the second (a choice by player of the
    /// track a player's site is on; unlike `Int`, it keeps a track's `End`).
    If(Box<BoolExpr>, Box<SiteExpr>, Box<SiteExpr>),
    /// Ludii's `(where ..)` (`WhereSite`): the first board site whose top piece is `what`;
    /// none without one.
    Where(Box<IntExpr>),
    /// Ludii's `(regionSite <region> index:<int>)` (RegionSite.java): the region's `index`th
    /// site in ascending order (a region is a bitset), -1 (Off) past its end or for a negative
    /// index.
    RegionSite {
        region: Box<RegionExpr>,
        index: Box<IntExpr>,
    },
    /// An integer used as a site (Ludii's sites are ints: `(sites {(var "Replay")})`, `(+ (to) 1)`);
    /// no site when it is not one of the game's sites.
    Int(Box<IntExpr>),
}

/// The key of a map lookup: a player (`Mover`, `(next)`, `P1`) or a site.
#[derive(Clone, Debug)]
pub enum MapKey {
    Player(PlayerRef),
    Site(Box<SiteExpr>),
}

/// What a query reads of a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceField {
    What,
    Who,
    State,
}

/// Integer-valued expressions.
#[derive(Clone, Debug)]
pub enum IntExpr {
    Const(i64),
    Site(SiteExpr),
    Player(PlayerRef),
    /// Component index + 1 of a named piece for a player: `(id "Counter" Mover)`.
    PieceId {
        base: String,
        owner: PlayerRef,
    },
    /// Ludii's `(id <full name> <who>)` (functions/ints/iterator/Id.java): the component when
    /// `who` owns it, else -1 (Id looks for a component whose name contains the one given and
    /// that `who` owns; a full name only the component itself contains).
    OwnedPiece {
        component: usize,
        owner: PlayerRef,
    },
    What(SiteExpr),
    Who(SiteExpr),
    State(SiteExpr),
    /// Ludii's `(value Piece at:<site>)` (ValuePiece.java): the value of the site (see
    /// [`Game::uses_piece_value`]), 0 off the board (Constants.NOBODY).
    PieceValue(SiteExpr),
    /// Pieces on a site (the count of a hand site, 1 for an occupied board site).
    CountAt(SiteExpr),
    /// Height of the stack on a site.
    StackSize(SiteExpr),
    /// Ludii's `(level)` (functions/ints/iterator/Level.java, `Context.level`): the level of
    /// the piece `(forEach Piece)` (or `(forEach Level)`) is at (0 outside one, as Ludii's
    /// context starts).
    Level,
    /// Ludii's `(what|who|state at:<site> level:<int>)`: that of the piece at the level of the
    /// site's stack, 0 for a level the stack does not reach (or no site). Without stacks a
    /// site holds one piece, whatever the level: the site's (Ludii's flat container states).
    AtLevel {
        site: SiteExpr,
        level: Box<IntExpr>,
        field: PieceField,
    },
    CountSites(Box<RegionExpr>),
    /// Ludii's `(count Steps <site> <region>)` (CountSteps.java without a step move): the least
    /// of the board distances from the site to the region's sites, in steps of the game's
    /// [`Game::step_relation`] (0 to itself and to a site it cannot reach, as Ludii's table
    /// leaves them); 0 when the site is undefined or the region empty.
    /// With a step move (`step`), the number of the first of its layers walked from the site
    /// that holds a site of the region ([`StepWalk`]): 0 when the site is in the region,
    /// [`INFINITY`] when no layer reaches it (or the region has no board site).
    CountSteps {
        from: SiteExpr,
        to: Box<RegionExpr>,
        step: Option<Box<StepWalk>>,
    },
    /// Ludii's `(row of:<site>)` and `(column of:<site>)` (functions/ints/board/Row.java,
    /// Column.java): the board's row or column of the site, -1 (Off) for no board site.
    Row(SiteExpr),
    Column(SiteExpr),
    /// Ludii's `(count Groups [<dirs>] [if:<cond>] [min:<int>])` (CountGroups.java): the groups
    /// of board sites where `cond` holds with `(to)` each site (default: occupied), joined
    /// along the direction set, that have at least `min` sites.
    CountGroups {
        dirs: DirSet,
        cond: Box<BoolExpr>,
        min: Box<IntExpr>,
    },
    /// Ludii's `(count Liberties [at:<site>] [<dirs>])` (CountLiberties.java): the empty sites
    /// next to the group of `at` (default: the last `to`), the sites holding the same piece
    /// (empty ones if `at` is empty) joined along the direction set.
    CountLiberties {
        at: SiteExpr,
        dirs: DirSet,
    },
    /// Ludii's `(size Group at:<site> [<dirs>])` (SizeGroup.java without `if:`): the sites of
    /// the group of `at`, those holding the same piece (empty ones if `at` is empty) joined
    /// along the direction set, `at` included; 0 for no board site.
    SizeGroup {
        at: SiteExpr,
        dirs: DirSet,
    },
    /// The team of a player value (see [`Game::teams`]): 0 for a player in no team, -1 for a
    /// value that is no player.
    Team(Box<IntExpr>),
    /// Ludii's `(score <player>)` (functions/ints/state/Score.java): the player's score, 0
    /// for a number that is no player.
    Score(PlayerRef),
    /// Ludii's `(size Territory <player> [<dir>])` (SizeTerritory.java): the sites of the
    /// groups of empty sites (joined along the direction) whose every other neighbour holds a
    /// piece of the player.
    SizeTerritory {
        who: PlayerRef,
        dirs: DirSet,
    },
    /// Ludii's `(count Pieces ...)`: the pieces on the sites an occupancy query finds (within a
    /// region, if given), a site counting its piece count (a hand's site holds several), a stack
    /// each of its levels the query takes.
    CountPieces {
        of: Occupied,
        within: Option<Box<RegionExpr>>,
    },
    /// Moves played so far, setup excluded (Ludii's `(count Moves)`).
    CountMoves,
    /// Ludii's `(count Turns)` (functions/ints/count/simple/CountTurns.java, `State.numTurn`):
    /// 1 at the start, one more each time the mover changes.
    CountTurns,
    /// Ludii's `(count MovesThisTurn)` (CountMovesThisTurn.java, `State.numTurnSamePlayer`):
    /// the moves the mover has made in this turn before the one being generated or applied
    /// (Ludii counts them when the turn order runs, after a move's consequences and end rules).
    MovesThisTurn,
    /// The index of a player's current phase (in `Game::phases`).
    Phase(PlayerRef),
    Add(Box<IntExpr>, Box<IntExpr>),
    Sub(Box<IntExpr>, Box<IntExpr>),
    Mul(Box<IntExpr>, Box<IntExpr>),
    /// Ludii's `(/ a b)` and `(% a b)` (functions/ints/math/Div.java, Mod.java): Java's
    /// truncating division and remainder. Ludii stops the game with an error on a zero
    /// divisor; here it gives 0, as the Kernel IR's `Div` and `Rem` do.
    Div(Box<IntExpr>, Box<IntExpr>),
    Mod(Box<IntExpr>, Box<IntExpr>),
    /// Ludii's integer `(if <cond> <int> <int>)` (functions/ints/math/If.java).
    If(Box<BoolExpr>, Box<IntExpr>, Box<IntExpr>),
    /// `(var [<name>])`: a variable's value (-1 until set).
    Var(usize),
    /// A player's own variable, read from a block of variables with one slot per player
    /// (`first` is player 1's): Ludii's `(value Player <player>)` (functions/ints/value/player/
    /// ValuePlayer.java, `State.valuesPlayer`, undefined (-1) until set). -1 for no player.
    PlayerVar {
        first: usize,
        who: PlayerRef,
    },
    /// `(value Pending)`: the pending value when there is exactly one, else 0 (`ValuePending`).
    PendingValue,
    /// Ludii's `(count Pips)`: the pips the dice show (`CountPips`: the sum `SetDiceAllEqual`
    /// records after each roll).
    Pips,
    /// The value die `i` shows while it is unused, 0 once a move used it (Ludii's
    /// `State.currentDice`; a roll sets it to the face's pips). Ludii's `(pips)` inside
    /// `(forEach Die ..)` is this for the die the loop is at (see [`Moves::ForDie`]).
    DieValue(usize),
    /// Ludii's `(pips)` where the front end cannot tell the die: in the moves of a piece,
    /// which `(forEach Die (forEach Piece))` generates once per die. The value of the die of
    /// the innermost [`Moves::ForDie`] generating the move (as [`IntExpr::DieValue`]), -1
    /// outside one (Pips.java reads `EvalContext.pipCount`, `Constants.OFF` unless
    /// ForEachDie.java set it).
    CurrentDie,
    /// Ludii's `(+ <array>)`, `(min <array>)` and `(max <array>)` over a [`Results`] array
    /// (Add.java: 0 for no value; Min.java and Max.java: -1, `Constants.UNDEFINED`, for none).
    Fold(Fold, Box<Results>),
    /// Ludii's `(face <site>)` at the site of die `i` (Face.java): what the face it shows is
    /// worth, used or not.
    DieFace(usize),
}

/// Ludii's `Sow`: the seeds on `start` sown one per site along a track, then, while `capture`
/// holds at `(to)` (the last site sown, then the ones before it when backtracking), `apply` run
/// with `(to)` bound. Conditions see the state after the sowing, before any capture, as Ludii
/// evaluates them on a copy of the context with only the sowing applied.
#[derive(Clone, Debug)]
pub struct Sow {
    /// Default `(last To)`.
    pub start: SiteExpr,
    /// Seeds to sow; default the count at `start`.
    pub count: Option<IntExpr>,
    /// Seeds dropped into each site sown (`numPerHole:`, default 1; the origin too), the last
    /// site taking what is left.
    pub per_hole: u32,
    pub track: usize,
    pub capture: Option<BoolExpr>,
    pub apply: Option<Box<Moves>>,
    /// Sow into `start` when the track comes back to it (default true).
    pub include_self: bool,
    /// The first seed goes into `start` itself.
    pub origin: BoolExpr,
    /// Sites skipped while sowing (`(to)` bound).
    pub skip_if: Option<BoolExpr>,
    /// After a capture, step back along the track while this holds (before and after the step).
    pub backtracking: Option<BoolExpr>,
}

/// Site-set expressions.
#[derive(Clone, Debug)]
pub enum RegionExpr {
    /// A set computed at compile time (board regions, coordinates...).
    Const(Vec<usize>),
    /// Empty board sites.
    Empty,
    /// All board sites.
    Board,
    /// The sites of the regions owned by a player (`(sites Mover)`, `(sites P1)`), only those
    /// whose name contains the given one when there is one (`(sites Mover "Promotion")`; see
    /// [`Game::owned_sites`]).
    Owned(PlayerRef, Option<String>),
    /// Sites of a player's hand.
    Hand(PlayerRef),
    /// Board sites whose piece state equals the value.
    State(Box<IntExpr>),
    /// A named region (`(sites "Name")`).
    Named(usize),
    Difference(Box<RegionExpr>, Box<RegionExpr>),
    Union(Vec<RegionExpr>),
    Intersection(Box<RegionExpr>, Box<RegionExpr>),
    /// `(forEach <region> if:<cond>)`: the sites of a region satisfying a condition on `(site)`.
    Filter(Box<RegionExpr>, Box<BoolExpr>),
    /// One site.
    Single(SiteExpr),
    /// Ludii's `(sites Hidden [<aspect>] to:<who>)` (SitesHidden*.java): the board sites
    /// whose ground level has the aspect flagged hidden from the player (from any of them for
    /// `All`), each once, in site order.
    Hidden {
        aspect: u8,
        to: PlayerRef,
    },
    /// Sites holding pieces of some owners (Ludii's `(sites Occupied by:...)`).
    Occupied(Occupied),
    /// Ludii's `(sites Start (piece <what>))`: the board sites whose top piece was `what` once
    /// the start rules ran (see [`Game::start_sites`]).
    Start(Box<IntExpr>),
    /// Ludii's `(sites Around <site or region> [<dirs>] [distance:<n>] [if:<cond>]
    /// [includeSelf:..])` (SitesAround.java): the sites `distance` steps away along each
    /// direction from each centre (usually one, `Single`), where `cond` holds with `(from)` the
    /// centre and `(to)` that site; the centres themselves only when `include_self` (else none
    /// of them, even one next to another).
    Around {
        centre: Box<RegionExpr>,
        dirs: Dirs,
        distance: usize,
        cond: Option<Box<BoolExpr>>,
        include_self: bool,
    },
    /// Ludii's `(sites Direction from:<site> <dirs> [included:<bool>])` (SitesDirection.java):
    /// every site of the radials from the site along the directions, and the site itself when
    /// `included`; none when the site is undefined.
    /// `stop`: the first site along a direction where it holds (with `(to)` bound) ends that
    /// direction and is left out (SitesDirection.java's `stop`), or kept when `stop_included`.
    Direction {
        from: Box<SiteExpr>,
        dirs: Dirs,
        included: bool,
        stop: Option<Box<BoolExpr>>,
        stop_included: bool,
    },
    /// The sites a memory holds (`(sites (values Remembered "Name"))`, see [`Memory`]).
    Remembered(usize),
    /// Ludii's region `(if <cond> <region> [<region>])` (functions/region/math/If.java): the
    /// first region when the condition holds, else the second (empty when absent).
    If(Box<BoolExpr>, Box<RegionExpr>, Box<RegionExpr>),
    /// Ludii's `(sites <array>)` of a [`Results`] array: the values that are sites, each once.
    Results(Box<Results>),
    /// Ludii's `(sites Distance [<relation>] from:<site> <range>)` (SitesDistance.java
    /// without a step move): the board sites `min..=max` steps away from the site in the
    /// game's [`Game::step_relation`], as [`Board::sites_at_distance`](board::Board::sites_at_distance)
    /// lists them; none when the site is undefined or `min` negative.
    /// With a step move (`step`), the sites of its layers walked from the site
    /// ([`StepWalk`]) numbered `min..=max` (the first layer whatever `max`).
    Distance {
        from: Box<SiteExpr>,
        min: Box<IntExpr>,
        max: Box<IntExpr>,
        step: Option<Box<StepWalk>>,
    },
    /// Ludii's `(sites Track [<name>] from:<site> to:<site>)` (functions/region/sites/track/
    /// SitesTrack.java): see [`Track::span`].
    TrackSpan {
        track: usize,
        from: Option<Box<SiteExpr>>,
        to: Option<Box<SiteExpr>>,
    },
}

/// Ludii's `Constants.INFINITY`, what `Infinity` reads and `(count Steps ..)` along a step move
/// gives for a region it does not reach.
pub const INFINITY: i64 = 1_000_000_000;

/// A step move walked breadth first (the `(step [<dirs>] (to if:<cond>))` of SitesDistance.java
/// and CountSteps.java): from a site, the sites one step away along `dirs` where `cond` holds,
/// with `(from)` that site and `(to)` the next. Relative directions face as the piece on the
/// walk's origin does. Ludii's layers: the first is the origin's steps; each next one the
/// steps from the one before to sites neither the origin nor in an earlier layer, where the
/// first layer counts as earlier at once and a later one only after it has been walked from,
/// so a site may come again in the layer after its own.
#[derive(Clone, Debug)]
pub struct StepWalk {
    pub dirs: Dirs,
    pub cond: Option<BoolExpr>,
}

/// Ludii's `(results from:<site>|<region> to:<site>|<region> <int>)` (intArray/math/
/// Results.java): `value` for each site `(from)` of `from` and each site `(to)` of `to`, read
/// with `(from)` bound, in that order.
#[derive(Clone, Debug)]
pub struct Results {
    pub from: RegionExpr,
    pub to: RegionExpr,
    pub value: IntExpr,
}

/// How [`IntExpr::Fold`] combines the values of an array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fold {
    Sum,
    Min,
    /// Max.java: -1 (`Constants.UNDEFINED`) for no value, as Min.
    Max,
}

/// The sites an occupancy query finds: those holding a piece of `owners` (and, if given, of one
/// of `components`).
#[derive(Clone, Debug, PartialEq)]
pub struct Occupied {
    pub owners: Owners,
    /// Component indices (what - 1) the piece must be one of.
    pub components: Option<Vec<usize>>,
    /// Only board sites (`container:"Board"`); else hands too.
    pub board_only: bool,
    /// Any level of a stack counts (Ludii's `no Pieces`); else only the top piece (`sites
    /// Occupied`'s default `top:True`). The same in games without stacks.
    pub any_level: bool,
}

/// Whose pieces an occupancy query looks for: Ludii's `RoleType` as
/// `PlayersIndices.getIdPlayers` expands it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owners {
    Player(PlayerRef),
    /// Every player but the mover and, in a game with teams, the mover's team-mates.
    Enemy,
    /// The players of a team (`Team1`, `TeamMover`).
    Team(TeamRef),
    /// Every owner, neutral pieces included (`All` lists players 0..=n+1).
    Any,
}

/// A team named relative to the state: Ludii's `Team<k>` or `TeamMover` (the mover's team).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamRef {
    Id(u8),
    Of(PlayerRef),
}

/// What `is Connected` asks the group of the last piece placed to touch.
#[derive(Clone, Debug, PartialEq)]
pub enum Connects {
    /// Every region part the player owns (`(is Connected Mover)`); the last piece must be theirs.
    Owned(PlayerRef),
    /// `number` of fixed site sets, whoever owns the group: a list of regions
    /// (`(is Connected { (sites Side N) (sites Side S) })`, all of them) or the board's
    /// `Sides`, `SidesNoCorners` or `Corners` (Ludii's RegionTypeStatic, one set per side or
    /// corner) named by `name`.
    Fixed { name: String, sets: Vec<Vec<usize>>, number: usize },
}

/// Boolean expressions.
#[derive(Clone, Debug)]
pub enum BoolExpr {
    Const(bool),
    Not(Box<BoolExpr>),
    And(Vec<BoolExpr>),
    Or(Vec<BoolExpr>),
    Eq(IntExpr, IntExpr),
    Ne(IntExpr, IntExpr),
    Lt(IntExpr, IntExpr),
    Le(IntExpr, IntExpr),
    Gt(IntExpr, IntExpr),
    Ge(IntExpr, IntExpr),
    IsEmpty(SiteExpr),
    IsOccupied(SiteExpr),
    /// The player value is an enemy / friend of the mover (`(is Enemy (who at:(to)))`).
    IsEnemy(IntExpr),
    IsFriend(IntExpr),
    IsIn(SiteExpr, RegionExpr),
    /// Ludii's `(= <region> <region>)` (Equals.java with regions): the same sites, in any order.
    SameSites(Box<RegionExpr>, Box<RegionExpr>),
    IsEven(IntExpr),
    IsOdd(IntExpr),
    /// The player is still in the game (Ludii's `(is Active ..)`): it has no rank yet and the
    /// game is not over (see the interpreter's `leaves`).
    IsActive(IntExpr),
    /// The previous move of this turn was made by the mover (a `moveAgain` continuation).
    IsPrevMover,
    /// Ludii's `(is Line n ...)` through the last move's `to` site (or the query's `through`).
    IsLine(LineQuery),
    /// Ludii's `(is Connected ..)` (IsConnected.java): the group at the last `to` (its owner's
    /// pieces, joined along `dirs`) touches the regions `joins` asks for.
    IsConnected {
        joins: Connects,
        dirs: DirSet,
    },
    /// Ludii's `(is Loop)` (IsLoop.java): the mover's pieces of the kind at the last `to` ring
    /// some site next to it. From each neighbour of the last `to` that is not on the board's
    /// outer rim, Ludii floods orthogonally over the sites not holding that kind; a flood that
    /// never reaches the rim is enclosed, and it is a loop when every site around it is the
    /// mover's and two of those are adjacent. The neighbour itself may hold the kind: a piece
    /// surrounded by the mover's pieces is ringed too.
    IsLoop,
    IsTriggered {
        event: usize,
        who: PlayerRef,
    },
    /// `(no Moves who)`: the player would have no legal move.
    NoMoves(PlayerRef),
    /// `(can Move <moves>)`.
    CanMove(Box<Moves>),
    /// `(all Passed)`: every player passed in the last round.
    AllPassed,
    /// `(was Pass)` (WasPass.java): the last move played was a pass.
    WasPass,
    /// `(all Sites <region> if:<cond>)`.
    AllSites(RegionExpr, Box<BoolExpr>),
    /// `(is Pending)`: the last move set a pending value.
    IsPending,
    /// `(is Full)`: no board site is empty (`IsFull`).
    IsFull,
    /// Ludii's `(all DiceUsed)` (AllDiceUsed.java): every die's value is 0 (see
    /// [`IntExpr::DieValue`]).
    AllDiceUsed,
    /// Ludii's `(all DiceEqual)` (AllDiceEqual.java): the last roll showed the same face on
    /// every die (`Roll` compares the faces' indices, not their pips, and records the answer
    /// with `ActionSetDiceAllEqual`); false before the first roll.
    AllDiceEqual,
    /// Ludii's `(is Threatened <what> [at:<site>])` (`IsThreatened.java`): one of the enemies of
    /// the piece's owner, moving now (the owner as the previous player), has a move to the
    /// site (by default the first board site holding `what`). The piece is not put there: Ludii
    /// writes it on the other kind of site (vertex for a cell board), which no rule reads.
    /// While it is asked, nested `is Threatened` queries are false (Ludii's `autoFail`).
    /// The enemy's moves are those of its phase's play, or `moves` when the test names them
    /// (`(is Threatened <what> <moves>)`, IsThreatened.java's `specificMoves`).
    IsThreatened {
        what: IntExpr,
        at: Option<SiteExpr>,
        moves: Option<Box<Moves>>,
    },
    /// Ludii's `(is Proposed <string>)` (IsProposed.java): the vote string (by id) is among the
    /// current propositions.
    IsProposed(usize),
    /// Ludii's `(is Decided <string>)` (IsDecided.java): the last completed vote decided it.
    IsDecided(usize),
    /// Ludii's `(is Cycle)` (IsCycle.java): with `n` players, the last `n * n` recorded position
    /// hashes (one per move, see [`Game::cycle_detection`]) are the same as the `n * n` before
    /// them and the `n * n` before those; false before `3 * n * n` moves.
    IsCycle,
    /// The position's hash is among the recorded ones (see [`Game::no_repeat`]).
    PositionRepeated,
    /// Ludii's `(is Hidden [<aspect>] at:<site> [level:<int>] to:<who>)` (IsHidden*.java):
    /// the aspect (`ludemic_runtime::hidden::WHAT`.., `INVISIBLE` for the plain form) is
    /// flagged hidden from the player at the site (see [`hidden::SetHidden`]); false for no
    /// site or no player.
    IsHidden {
        aspect: u8,
        site: SiteExpr,
        level: Option<IntExpr>,
        to: PlayerRef,
    },
}

#[derive(Clone, Debug)]
pub struct LineQuery {
    pub length: IntExpr,
    pub dirs: DirSet,
    /// A single direction instead of the set (`(is Line 3 N)`): only the line along it and its
    /// opposite, and only from a site with a step that way (IsLine.java walks the radials of
    /// the site in that direction, each with its opposites).
    pub axis: Option<Dir>,
    /// Only lines of exactly `length` count.
    pub exact: bool,
    /// Lines run across the levels of stacks (Connect Four).
    pub by_level: bool,
    /// The site the line must pass through (`through:`); the last move's `to` when absent.
    pub through: Option<SiteExpr>,
    /// The pieces a line may mix (`whats:{..}`, IsLine.java's `whatFn`): the pivot's piece must
    /// be one of them, and the run counts the sites holding any of them. Empty: runs of the
    /// pivot's own piece.
    pub whats: Vec<IntExpr>,
}

/// Directions a generator walks in, resolved per site and per piece facing.
#[derive(Clone, Debug, PartialEq)]
pub enum Dirs {
    Set(DirSet),
    Absolute(Vec<Dir>),
    /// Relative directions, resolved against the board-wide supported directions of a relation
    /// (Ludii's `(directions <rel> of:<relation>)`, Adjacent by default): see
    /// [`Board::resolve_all`](board::Board::resolve_all).
    Relative(Vec<RelDir>, DirSet),
    /// Ludii's `(difference <dirs> <dirs>)` (functions/directions/Difference.java): the first
    /// directions but those of the second, which may be the last move's (`OppositeDirection`:
    /// from its `to` back to its `from`; `SameDirection`: from its `from` to its `to`).
    Difference(Box<Dirs>, Box<Dirs>),
}

impl Dirs {
    /// Whether the directions depend on the last move (SameDirection, OppositeDirection), so
    /// no table decided before the game can hold them.
    pub fn of_last_move(&self) -> bool {
        match self {
            Dirs::Set(_) | Dirs::Absolute(_) => false,
            Dirs::Relative(rels, _) => rels.iter().any(|r| r.of_last_move()),
            Dirs::Difference(kept, removed) => kept.of_last_move() || removed.of_last_move(),
        }
    }
}

/// A piece to add: a component, or one named per player (`(piece (id "Square" Mover))`).
#[derive(Clone, Debug)]
pub enum PieceExpr {
    Component(usize),
    /// Base name + owner resolved when the move is made.
    Named {
        base: String,
        owner: PlayerRef,
    },
    /// A "what" value computed by an expression.
    What(IntExpr),
}

/// Where a move goes, with its condition and its on-arrival effect (`(to if:c (apply e))`).
#[derive(Clone, Debug)]
pub struct Target {
    pub cond: Option<BoolExpr>,
    pub effect: Option<Box<Moves>>,
}

/// Move generators and effects (Ludii's `Moves`). A generator yields candidate moves; each
/// move is a list of actions plus the consequences (`then`) to run after it is applied.
#[derive(Clone, Debug)]
pub enum Moves {
    /// `(move Add (piece ...) (to <region> if:c (apply e)) stack:b)`.
    Add {
        piece: Option<PieceExpr>,
        to: RegionExpr,
        target: Target,
        stack: bool,
        state: Option<IntExpr>,
    },
    /// `(move (from <region>) (to <region> if:c) [count:<int>])`. With `count` (FromTo.java's
    /// `ActionMoveN`, `ActionSubStackMove` when stacking), that many pieces of the count (or
    /// stack) on `from` go onto `to` at once, joining a count of the same piece there; without,
    /// one piece replaces whatever is on `to`. `count` sees `(from)` and `(to)` bound.
    /// With `copy` (`copy:True`, FromTo.java's `ActionCopy`), `from` keeps its piece and a copy
    /// of it (its component, owned by the component's owner, with its state) goes onto `to`,
    /// as placing from a shared hand of one piece per colour does (Odd, Order and Chaos).
    /// `level`: `(from .. level:<int>)` in a stacking game (ActionMoveLevelFrom): the piece at
    /// that level leaves `from` (the ones above it move down one level) for the top of `to`,
    /// and the move's key carries the level as its `level_from`. Without it, the top piece.
    FromTo {
        from: RegionExpr,
        to: RegionExpr,
        target: Target,
        count: Option<IntExpr>,
        copy: bool,
        level: Option<IntExpr>,
    },
    Step {
        from: SiteExpr,
        dirs: Dirs,
        target: Target,
    },
    /// Ludii's `Slide`: along each direction, while `between` holds (default: empty sites), a move
    /// to each site `min_steps..=max_steps` away; a site where the target's condition holds ends
    /// the ray with a move there (a capture).
    Slide {
        from: SiteExpr,
        dirs: Dirs,
        between: Option<BoolExpr>,
        target: Target,
        min_steps: usize,
        max_steps: usize,
    },
    /// Ludii's Slide along tracks (`(move Slide "<track>" ..)`, Slide.java's `slideByTrack`):
    /// from each element of each of `tracks` whose site is `from`, on along the elements'
    /// successors (at most the track's length - 1 of them) while `between` holds there (by
    /// default, while it is empty). A site where `target.cond` holds takes a move there with
    /// `target.effect` (a capture) and ends the slide; any other site takes a move without the
    /// effect when `to_rule` (the `(apply if:..)` condition) holds. With `after_bump`
    /// (`"AllTracks"`), sites take moves only once the slide went round a loop (a bump).
    SlideTrack {
        from: SiteExpr,
        tracks: Vec<usize>,
        after_bump: bool,
        between: Option<BoolExpr>,
        target: Target,
        to_rule: Option<BoolExpr>,
    },
    /// Ludii's `Hop` (Hop.java): over the sites along each direction where `between` holds, to
    /// the site after them. Without `range`, over exactly the first site. With `range` (the
    /// hurdle's `(exact n)` or `(range a b)`, ints that may read `(from)`), the hurdle is the
    /// longest run of at most `max` sites from the first one where `between` holds, and a hop
    /// of `k` sites lands on the ray's site `k` (0-based), for each `k` from `min` to the run's
    /// length: a hop of 0 sites is a step. With a range, `between_effect` acts on each hopped
    /// site, the last one first (Hop.java prepends each to the move), and `target` has no
    /// effect (the front end refuses both).
    Hop {
        from: SiteExpr,
        dirs: Dirs,
        between: Option<BoolExpr>,
        between_effect: Option<Box<Moves>>,
        target: Target,
        range: Option<Box<(IntExpr, IntExpr)>>,
    },
    /// Hop.java with `(between before:<int> after:<int>)` and a one-site hurdle: along each
    /// direction, up to `before` sites where `target.cond` holds (checked with `(to)` bound)
    /// lead to the first site where `between` holds (the hurdle); past it, each site where
    /// `target.cond` holds takes a move (only without `stop`), up to `after + 1` of them, and
    /// the first where it fails ends the direction, with a move there when `stop` (the
    /// `(apply if:..)` rule) holds, as the cannon captures. Every move carries `target.effect`;
    /// `between_effect` acts on the hurdle of the moves made without a stop rule only (Hop.java
    /// applies it on that path alone), as the flying kings of draughts capture.
    HopFar {
        from: SiteExpr,
        dirs: Dirs,
        between: Option<BoolExpr>,
        between_effect: Option<Box<Moves>>,
        target: Target,
        stop: Option<BoolExpr>,
        before: IntExpr,
        after: IntExpr,
    },
    Leap {
        from: SiteExpr,
        walks: Vec<Vec<WalkStep>>,
        forward_only: bool,
        target: Target,
    },
    /// `(move Shoot (piece p))`: slide from the last `to` over empty sites, adding `p` there.
    Shoot {
        piece: PieceExpr,
        dirs: Dirs,
    },
    /// `(forEach Piece [names] [moves])`: each of the mover's pieces makes its own moves (or `moves`).
    /// `owner`: whose pieces (`(forEach Piece Next)`), generated as that player's moves
    /// (ForEachPiece.java sets the mover while it generates them). `in_hand`: the pieces in the
    /// owner's hand (`container:(mover)`, the hand container numbered as its owner), else those
    /// on the board. `(level)` is the level of the piece. `levels`: every level of a stack
    /// holding one of the owner's pieces makes its moves (ForEachPiece.java goes through the
    /// owned locations, levels included); else only the piece on top of each site (`top:True`,
    /// and what the front end keeps for games whose moves never read `(level)`).
    ForEachPiece {
        components: Option<Vec<String>>,
        moves: Option<Box<Moves>>,
        owner: PlayerRef,
        in_hand: bool,
        levels: bool,
    },
    /// Ludii's `(forEach Level <site> [FromTop|FromBottom] <moves>)` (operators/foreach/level/
    /// ForEachLevel.java): `moves` with `(level)` bound to each level of the stack on the site,
    /// from the bottom or (`from_top`) from the top, on the state before any of them.
    ForEachLevel {
        site: SiteExpr,
        from_top: bool,
        moves: Box<Moves>,
    },
    /// `(forEach Site <region> <moves>)` with `(site)` bound.
    ForEachSite {
        region: RegionExpr,
        moves: Box<Moves>,
    },
    /// Ludii's `(forEach Direction [(from <site>)] [<dirs>] [(between <range> [if:<c>])] (to
    /// [if:<cond>] (apply <moves>)) | <moves>)` (operators/foreach/direction/ForEachDirection.java):
    /// along each direction's radial from `from`, the sites `1..=max` away, with `(to)` bound to
    /// each: a site closer than `min` must satisfy `between` (else the radial ends); `cond`
    /// failing ends the radial; from `min` on, `moves` are generated there. Nothing without a
    /// piece on `(from)` of the context (the piece whose moves these are), or when `from` is no
    /// board site. Relative directions face the direction of the single step from the context's
    /// `(from)` to its `(to)` when `(to)` is bound and is one (a knight's second step turns from
    /// its first), else the piece's own facing; they resolve against `of`'s supported
    /// directions (`(directions {FR FL} of:All)`, Adjacent by default).
    ForEachDirection {
        from: SiteExpr,
        dirs: Dirs,
        of: DirSet,
        min: usize,
        max: usize,
        between: Option<BoolExpr>,
        cond: Option<BoolExpr>,
        moves: Box<Moves>,
    },
    /// `(custodial (from s) (between if:c (apply e)) (to if:c2))` (flanking captures).
    /// `max`: `(between (max n) ..)`, at most `n` flanked sites (Custodial.java's limit; with 1,
    /// its `shortSandwich` needs the closing site on the board).
    Custodial {
        from: SiteExpr,
        dirs: DirSet,
        between: BoolExpr,
        effect: Box<Moves>,
        to: BoolExpr,
        max: Option<usize>,
    },
    /// Ludii's `(intervene (from s) [<dirs>] (to if:c (apply e)))` (effect/Intervene.java, its
    /// one-site sandwich): for each direction of `dirs` at `from` whose neighbour satisfies `c`
    /// and whose opposite neighbour does too, `e` on the opposite neighbour, then on the
    /// neighbour (`(to)` bound), all decided on the state before any capture. An axis is found
    /// from both of its ends, so each capture comes twice, as in Ludii.
    Intervene {
        from: SiteExpr,
        dirs: DirSet,
        to: BoolExpr,
        effect: Box<Moves>,
    },
    /// Ludii's `(surround (from s) [<dirs>] (between if:c (apply e)) (to if:c2) [except:n])`
    /// (effect/Surround.java): each site next to `from` where `between` holds is captured (`e`
    /// with `(between)` bound) when, of its own neighbours, at most `except` are neither `from`
    /// nor a site where `to` holds. The board's edge surrounds: directions without a neighbour
    /// do not count.
    Surround {
        from: SiteExpr,
        dirs: DirSet,
        between: BoolExpr,
        effect: Box<Moves>,
        to: BoolExpr,
        except: usize,
    },
    /// Ludii's `(enclose (from s) [<dirs>] (between if:c (apply e)))` (effect/Enclose.java,
    /// without `numException`): each group of sites where `c` holds (connected through `dirs`)
    /// next to `from`, a piece's site, that has no empty site next to it (a Go group without
    /// liberties) is captured: `e` with `(between)` bound to each of its sites. Every capture
    /// is decided on the state before any of them.
    Enclose {
        from: SiteExpr,
        dirs: DirSet,
        between: BoolExpr,
        effect: Box<Moves>,
    },
    /// All alternatives' moves.
    Or(Vec<Moves>),
    /// Each move of `a` combined with each move of `b` into one.
    AllCombinations(Box<Moves>, Box<Moves>),
    /// All moves of the inner generator merged into one move.
    Append(Box<Moves>),
    /// The first alternative with at least one move.
    Priority(Vec<Moves>),
    /// Ludii's `(max Moves <moves>)` (MaxMoves.java, the majority capture of draughts): the
    /// moves of `moves` whose turn goes on longest. Each is played in full on a copy; while
    /// the same player is to move again in a game not over, every legal move of the game is
    /// tried in turn (`getReplayCount`): a move counts the moves of its longest such sequence
    /// (1 when the turn passes at once). Only the moves of the greatest count are kept.
    MaxMoves(Box<Moves>),
    If {
        cond: BoolExpr,
        then: Box<Moves>,
        otherwise: Option<Box<Moves>>,
    },
    /// Consequences run after each generated move is applied.
    Then {
        moves: Box<Moves>,
        then: Box<Moves>,
    },
    /// Ludii's `(do <prior> ifAfterwards:<cond>)` (`Do.java`, `movePassesCond`): the moves of
    /// `prior` after which `after` holds, tested on a copy of the state with the move and its
    /// consequences applied as the last move, the turn not yet passed on (the mover still
    /// moves; `next` is the player after, or the previous one when the move gives another
    /// turn).
    Do {
        prior: Box<Moves>,
        after: BoolExpr,
    },
    /// Ludii's `(do <prior> next:<next>)` (`Do.java`, `generateAndApplyPreMoves`): every move
    /// of `prior` is played (with its consequences, not as the last move) on a copy of the
    /// state, `next` generates its moves there, and each of them carries all of `prior`'s
    /// played actions first. No move when `next` has none (with dice: a pass carrying them).
    DoNext {
        prior: Box<Moves>,
        next: Box<Moves>,
    },
    /// Effects applied together (Ludii's `(and ...)` on effects).
    And(Vec<Moves>),
    Pass,
    // Effects (single-move generators).
    Remove(SiteExpr),
    /// Ludii's `(remove <site> level:<int>)` in a stacking game (ActionRemoveLevel): the piece
    /// at that level, the ones above it moving down one level; the move's key carries the level
    /// as both of its levels. No move when the stack has no piece at that level.
    RemoveLevel {
        site: SiteExpr,
        level: IntExpr,
    },
    MoveAgain,
    /// Ludii's `(set NextPlayer (player <int>))` (SetNextPlayer.java, `ActionSetNextPlayer`):
    /// the player who moves once this move is done (`MoveAgain` is the mover's case); no move
    /// for a number that is no player.
    SetNextPlayer(IntExpr),
    Promote {
        site: SiteExpr,
        piece: PieceExpr,
    },
    Flip(SiteExpr),
    Trigger {
        event: usize,
        who: PlayerRef,
    },
    /// `(set Score <who> <int>)`, or with `add` `(addScore <who> <int>)` (AddScore.java: an
    /// `ActionSetScore` that adds to the score when it is applied, so two in one move add up).
    SetScore {
        who: PlayerRef,
        value: IntExpr,
        add: bool,
    },
    /// `(move Select (from <region> if:<cond>) [(to <region> if:<cond>)])`: a move per site
    /// of the region where the condition holds with `(from)` and `(to)` bound to it, changing
    /// nothing itself (its consequences act). With `to` (Select.java's `regionTo`), a move from
    /// each such site to each site of `to` (read with both bound to the first site) where
    /// `to_cond` holds with `(to)` bound to the second.
    Select {
        from: RegionExpr,
        cond: Option<BoolExpr>,
        to: Option<RegionExpr>,
        to_cond: Option<BoolExpr>,
    },
    /// Ludii's `(directional (from <site>) (directions <type> from:<a> to:<b>) (to if:<cond>
    /// (apply <effect>)))` (effect/Directional.java, Fanorona's approach and withdrawal): along
    /// each direction whose radial from `a` reaches `b` ([`board::Board::dirs_toward`]), the
    /// sites of `from`'s radial from the nearest on, while `cond` holds with `(to)` bound to
    /// each, get `effect` with `(to)` bound; all decided on the state before any of them.
    Directional {
        from: SiteExpr,
        toward: Box<(SiteExpr, SiteExpr)>,
        cond: BoolExpr,
        effect: Box<Moves>,
    },
    /// Ludii's `(sow ...)` effect (game/rules/play/moves/nonDecision/effect/Sow.java).
    Sow(Box<Sow>),
    /// `(fromTo (from <site>) (to <site>) count:<int>)` as an effect: `count` pieces of the
    /// stack of identical pieces on `from` moved onto `to`.
    MoveCount {
        from: SiteExpr,
        to: SiteExpr,
        count: IntExpr,
    },
    /// Add a piece at a site as an effect (`(add (piece ..) (to ..))`).
    AddAt {
        piece: PieceExpr,
        to: SiteExpr,
        state: Option<IntExpr>,
    },
    /// Ludii's `(set Pending [<int>])`: adds a value (1 without one) to the pending values, which
    /// every move clears before it is applied (`State.rebootPending` in `Game.applyInternal`).
    SetPending(Option<IntExpr>),
    /// Ludii's `(set State at:<site> <int>)` (`ActionSetState`): the state of the top piece on
    /// the site. Without stacks the state lives on the site (ContainerFlatState), so an empty
    /// site keeps it: `(state at:..)` reads it, a count of pieces moved there (sowing) leaves
    /// it, and only a removal (back to 0) or a piece moved there with its own state replaces it.
    /// With `level` (`(set State .. level:<int>)`) in a stacking game, the state of the piece at
    /// that level, if the stack is that high (no move for a level below -1, the top for -1).
    SetState {
        site: SiteExpr,
        level: Option<IntExpr>,
        value: IntExpr,
    },
    /// Ludii's `(set Value at:<site> <int>)` (ActionSetValue): the value of the site (see
    /// [`Game::uses_piece_value`]), empty or not, as `SetState` sets a state.
    SetValue {
        site: SiteExpr,
        value: IntExpr,
    },
    /// `(set Var [<name>] [<int>])`: sets a variable (to -1 without a value).
    SetVar {
        var: usize,
        value: IntExpr,
    },
    /// Sets a player's variable of a block (see [`IntExpr::PlayerVar`]): Ludii's
    /// `(set Value <player> <int>)` (effect/set/player/SetValuePlayer.java), no move for a
    /// player index out of range.
    SetPlayerVar {
        first: usize,
        who: PlayerRef,
        value: IntExpr,
    },
    /// Ludii's `(remember Value [<name>] <int> [unique:<bool>])` (effect/state/remember/value/
    /// RememberValue.java): the value added to a memory; with `unique`, no move when it holds
    /// the value already.
    Remember {
        memory: usize,
        value: IntExpr,
        unique: bool,
    },
    /// One die's turn of Ludii's `(forEach Die [replayDouble:<bool>] [if:<c>] <moves>)`
    /// (ForEachDie.java), which the front end unrolls per die with `(pips)` read as
    /// [`IntExpr::DieValue`] of that die. Each move of `moves` also uses the die (its value
    /// becomes 0, `ActionUseDie`) and, as Ludii replays doubles through `State.temp` (the
    /// unnamed variable, slot `temp`), all decided on the state before the move:
    /// - `replay_double` and all dice equal, `temp` undefined: `temp` = the die's value (the
    ///   double is played again once the dice are used up);
    /// - `replay_double` and all dice equal, `temp` defined: `temp` undefined (the replay ends);
    /// - otherwise, `temp` defined: every die shows face `temp - 1` again (`ActionUpdateDice`:
    ///   its piece state, and its value), which brings the double back.
    ForDie {
        die: usize,
        replay_double: bool,
        temp: usize,
        moves: Box<Moves>,
    },
    /// Ludii's `(forget Value [<name>] <int> | All)` (effect/state/forget/value/ForgetValue.java,
    /// ForgetValueAll.java): one occurrence of the value removed from the memory, or all its
    /// values (`value` none); every memory's with neither (`(forget Value All)`).
    Forget {
        memory: Option<usize>,
        value: Option<IntExpr>,
    },
    /// Ludii's `(move Propose <string>)` (Propose.java, ActionPropose): a move with no site
    /// (key `:propose`) adding the vote string (by id) to the propositions.
    Propose(usize),
    /// Ludii's `(set Hidden ..)` effect (effect/set/hidden/SetHidden.java): see
    /// [`hidden::SetHidden`].
    SetHidden(Box<hidden::SetHidden>),
    /// Ludii's `(note ..)` (Note.java, ActionNote): a message to players that changes nothing
    /// in the state; as an effect it is a move with one action of no site.
    Note,
    /// Ludii's `(move Vote <string>)` (Vote.java, ActionVote): a move with no site (key
    /// `:vote`) adding the vote to the votes. The vote that completes a round (one per player)
    /// decides the string more than half of them chose, if any, and clears the votes and the
    /// propositions. The state keeps the propositions as a bit set, the votes in order, and
    /// the decision (+1, 0 for none).
    Vote(usize),
}
