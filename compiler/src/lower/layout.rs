//! The state layout of a lowered game and the board's constant tables.

use crate::game_ir::board::{Board, Dir, DirSet};
use crate::game_ir::{BoolExpr, Game, IntExpr, Moves, RegionExpr, SiteExpr};
use crate::kernel_ir::*;

use super::builder::{int, l, padded, set, when, Tables};
use super::connection::Groups;

/// The state fields every lowered game has (the interpreter's state, field by field).
#[derive(Clone, Debug)]
pub struct Fields {
    pub levels: usize,
    /// Per site and level (index `site * levels + level`): the piece, its owner, its state.
    pub what: FieldId,
    pub who: FieldId,
    pub pstate: FieldId,
    /// Per site, in games with piece values (`Game::uses_piece_value`, no stacks): its value.
    pub pvalue: Option<FieldId>,
    /// Per site: pieces on it (a hand's count) and stack height.
    pub count: FieldId,
    pub height: FieldId,
    pub mover: FieldId,
    pub next: FieldId,
    pub prev: FieldId,
    pub num_moves: FieldId,
    pub last_from: FieldId,
    pub last_to: FieldId,
    pub moves_in_turn: FieldId,
    pub pass_run: FieldId,
    pub over: FieldId,
    /// Whether the swap was taken: the agents' seats are exchanged, while the mover and the
    /// ranks stay the roles' (Ludii's `swapPlayerOrder`); the runtime finds agents by it
    /// (`Meta::swapped`).
    pub swapped: FieldId,
    pub turns: FieldId,
    pub last_pass: FieldId,
    /// Per player (index p - 1).
    pub phase: FieldId,
    pub score: FieldId,
    pub rank: FieldId,
    pub triggered: FieldId,
    /// Scratch space of flood fills (connection tests): a mark per site and a stack.
    pub mark: FieldId,
    pub stamp: FieldId,
    pub stack: FieldId,
    /// Bitboards of each owner's pieces on the board (`owned[owner * words + site / 64]`), kept
    /// in games without stacks so piece loops visit only the mover's pieces; `None` otherwise.
    pub owned: Option<FieldId>,
    pub words: usize,
    /// In stacking games whose every cell (site and level) fits one word: each owner's cells,
    /// bit `site * levels + level` of word `owner` (lines across stacks test it).
    pub cells: Option<FieldId>,
    /// Per owner, a word per line of the board along the axes `is Line` asks (see
    /// `line_boards`), in games whose end rules need them; set once the geometry is known.
    pub line_boards: Option<super::line_boards::LineBoards>,
    /// Ludii's pending values (count of distinct ones, capped at 2, and the value), in games
    /// that use them (see the interpreter's `G::PendingCount`).
    pub pending: Option<(FieldId, FieldId)>,
    /// With more than two players, the numbers of players who won and who lost so far and left
    /// the game (the interpreter's `G::Winners` and `G::Losers`).
    pub departed: Option<FieldId>,
    /// Per player: its last move was a forced pass (the interpreter's `P::Stalemated`), in
    /// games that ask `(no Moves ..)` of another player than Next.
    pub stalemated: Option<FieldId>,
    /// Scratch space of sowing (one entry per track element, and one more), in games that sow.
    pub sow_scratch: Option<FieldId>,
    /// The site of the last move's last action that has one (the interpreter's
    /// `G::LastToAfter`), in games that ask `(last To afterConsequence:True)`.
    pub last_to_after: Option<FieldId>,
    /// The interpreter's `G::SamePlayerMoves`, in games that count the moves of a turn.
    pub same_player_moves: Option<FieldId>,
    /// One count per memory and site (see `game_ir::Memory`), in games that remember values.
    pub remembered: Option<FieldId>,
    /// Ludii's counts of pieces per track element (`Game::on_track_indices`): an i8 per track,
    /// piece kind (0 included) and element of the longest track (see `on_track`).
    pub on_track: Option<FieldId>,
    /// Ludii's variables (`Game::vars`), each -1 until set.
    pub vars: Option<FieldId>,
    /// In games that vote: the propositions (a bit per vote string), the decision (+1, 0 for
    /// none), the round's vote count, then its votes (the interpreter's `state::V`).
    pub votes: Option<FieldId>,
    /// In games that record positions (`Game::position_history_len`): how many position
    /// hashes were recorded, then, for `(is Cycle)`, the last ones, newest first (the
    /// interpreter's history words). `(no Repeat)` keeps only the count here and its
    /// positions in `position_set` (see `repeat`).
    pub history: Option<FieldId>,
    /// `(no Repeat)`: the position's hash, kept up to date by every write to the board (see
    /// `repeat`), and the set of the keys of the positions seen.
    pub zobrist: Option<FieldId>,
    pub position_set: Option<FieldId>,
    /// Games with dice: the random source (see `game_ir::Dice`), the forced roll (a flag,
    /// then one face per die) and the dice's values, as the interpreter's `state::D`.
    pub dice: Option<(FieldId, FieldId, FieldId)>,
    /// 1 when the last roll showed one face on every die (the interpreter's `D::AllEqual`), in
    /// games that ask `(all DiceEqual)`.
    pub dice_equal: Option<FieldId>,
    /// Connection groups kept as a union-find, in games where they only grow (see `connection`).
    pub groups: Option<Groups>,
    /// Bitboards of the sites of each player-coloured piece state (see `state_boards`).
    pub state_boards: Option<super::state_boards::StateBoards>,
    /// Hidden flags and move histories, in games with hidden flags (see `hidden`).
    pub hidden: Option<super::hidden::HiddenFields>,
}

impl Fields {
    pub fn new(g: &Game, layout: &mut StateLayout) -> Fields {
        let sites = g.num_sites();
        let levels = stack_bound(g);
        let n = g.num_players();
        let piece = Elem::fitting(0, g.components.len() as i64);
        let player = Elem::fitting(0, n as i64 + 1);
        let site = Elem::fitting(-1, sites as i64);
        let group_dirs = Groups::dirs(g);
        let floods = needs_flood(g, group_dirs.is_some());
        Fields {
            levels,
            what: layout.add("what", piece, sites * levels),
            who: layout.add("who", player, sites * levels),
            pstate: layout.add("piece_state", Elem::U8, sites * levels),
            pvalue: g.uses_piece_value.then(|| layout.add("piece_value", Elem::I32, sites)),
            count: layout.add("count", Elem::U16, sites),
            height: layout.add("height", Elem::U8, sites),
            mover: layout.add("mover", player, 1),
            next: layout.add("next", player, 1),
            prev: layout.add("prev", player, 1),
            num_moves: layout.add("num_moves", Elem::I32, 1),
            last_from: layout.add("last_from", site, 1),
            last_to: layout.add("last_to", site, 1),
            moves_in_turn: layout.add("moves_in_turn", Elem::I32, 1),
            pass_run: layout.add("pass_run", Elem::I32, 1),
            over: layout.add("over", Elem::U8, 1),
            swapped: layout.add("swapped", Elem::U8, 1),
            turns: layout.add("turns", Elem::I32, 1),
            last_pass: layout.add("last_pass", Elem::U8, 1),
            phase: layout.add("phase", Elem::U8, n),
            score: layout.add("score", Elem::I32, n),
            rank: layout.add("rank", Elem::U8, n),
            triggered: layout.add("triggered", Elem::I32, n),
            mark: layout.add("mark", Elem::I32, if floods { sites } else { 1 }),
            stamp: layout.add("stamp", Elem::I32, 1),
            stack: layout.add("stack", site, if floods { sites } else { 1 }),
            owned: (!g.stacking).then(|| {
                layout.add("owned", Elem::Bits, (n + 2) * g.board.num_sites().div_ceil(64).max(1))
            }),
            words: g.board.num_sites().div_ceil(64).max(1),
            line_boards: None,
            cells: (g.stacking && g.board.num_sites() * levels <= 64)
                .then(|| layout.add("cells", Elem::Bits, n + 2)),
            pending: g.uses_pending().then(|| {
                (
                    layout.add("pending_count", Elem::U8, 1),
                    layout.add("pending_value", Elem::I32, 1),
                )
            }),
            on_track: g.on_track_indices.then(|| {
                let elems = g.tracks.iter().map(|t| t.elems().len()).max().unwrap_or(0);
                let len = g.tracks.len() * (g.components.len() + 1) * elems;
                layout.add("on_track", Elem::I8, len)
            }),
            vars: (!g.vars.is_empty()).then(|| layout.add("vars", Elem::I32, g.vars.len())),
            votes: (!g.votes.is_empty()).then(|| layout.add("votes", Elem::I32, 3 + n)),
            history: g.position_history_len().map(|h| {
                layout.add("position_history", Elem::I64, if g.no_repeat { 1 } else { 1 + h })
            }),
            zobrist: g.no_repeat.then(|| layout.add("position_hash", Elem::I64, 1)),
            position_set: g
                .no_repeat
                .then(|| layout.add("position_set", Elem::I64, crate::game_ir::NO_REPEAT_SLOTS)),
            departed: (n > 2).then(|| layout.add("departed", Elem::U8, 2)),
            stalemated: asks_stalemate(g).then(|| layout.add("stalemated", Elem::U8, n)),
            sow_scratch: rules_text(g).contains("Sow(").then(|| {
                layout.add(
                    "sow_scratch",
                    site,
                    g.tracks.iter().map(|t| t.sites.len() + 1).max().unwrap_or(1),
                )
            }),
            remembered: (!g.memories.is_empty())
                .then(|| layout.add("remembered", Elem::U8, g.memories.len() * g.num_sites())),
            last_to_after: rules_text(g)
                .contains("LastToAfterConsequences")
                .then(|| layout.add("last_to_after", site, 1)),
            same_player_moves: rules_text(g)
                .contains("MovesThisTurn")
                .then(|| layout.add("same_player_moves", Elem::I32, 1)),
            dice: g.dice.as_ref().map(|d| {
                (
                    layout.add("random_source", Elem::I32, 1),
                    layout.add("forced_roll", Elem::I32, 1 + d.num),
                    layout.add("dice_values", Elem::I32, d.num),
                )
            }),
            dice_equal: rules_text(g)
                .contains("AllDiceEqual")
                .then(|| layout.add("dice_equal", Elem::U8, 1)),
            groups: group_dirs.map(|dirs| Groups::new(g, dirs, layout)),
            state_boards: super::state_boards::StateBoards::plan(g, layout),
            hidden: super::hidden::HiddenFields::plan(g, levels, layout),
        }
    }
}

/// The most pieces a stack ever holds: the game's own cap, or less when the only way pieces
/// reach the board is adding them onto stacks lower than a constant (Connect Four's columns,
/// `(< (size Stack at:(site)) 6)`). A tighter bound shrinks the state and lets every cell of
/// the board fit a bitboard.
fn stack_bound(g: &Game) -> usize {
    if !g.stacking {
        return 1;
    }
    let proven = || -> Option<usize> {
        if !g.start.is_empty() || g.components.iter().any(|c| c.moves.is_some()) {
            return None;
        }
        let mut bound = 0;
        for phase in &g.phases {
            let mut play = &phase.play;
            while let Moves::Then { moves, then } = play {
                if !super::keeps_occupancy(then) {
                    return None;
                }
                play = moves;
            }
            let Moves::Add { to: RegionExpr::Filter(_, cond), target, stack: true, .. } = play
            else {
                return None;
            };
            if target.effect.is_some() {
                return None;
            }
            let BoolExpr::Lt(IntExpr::StackSize(SiteExpr::Site), IntExpr::Const(k)) = cond.as_ref()
            else {
                return None;
            };
            bound = bound.max(usize::try_from(*k).ok()?);
        }
        Some(bound)
    };
    proven().unwrap_or(g.max_levels).clamp(1, g.max_levels.max(1))
}

pub(super) fn rules_text(g: &Game) -> String {
    format!("{:?}{:?}{:?}", g.phases, g.end, g.components)
}

/// Whether the rules ask `(no Moves ..)` of another player than Next (read from the
/// stalemated flags).
pub fn asks_stalemate(g: &Game) -> bool {
    let text = rules_text(g);
    ["NoMoves(Mover)", "NoMoves(Prev)", "NoMoves(Id(", "NoMoves(All)"]
        .iter()
        .any(|s| text.contains(s))
}

/// Whether the game needs flood-fill scratch space: it counts groups or measures one (anywhere in its rules:
/// evolved games do it in moves), or its end rules test connections without the union-find of
/// [`Groups`], or asks for loops.
fn needs_flood(g: &Game, union_find: bool) -> bool {
    format!("{:?}", g.end).contains("IsLoop")
        || rules_text(g).contains("CountGroups")
        || rules_text(g).contains("Enclose {")
        || rules_text(g).contains("CountLiberties")
        || rules_text(g).contains("SizeGroup")
        || rules_text(g).contains("SizeTerritory")
        || (!union_find && format!("{:?}", g.end).contains("IsConnected"))
}

/// The board as tables: every ray, and the directions of each direction set at each site.
#[derive(Clone, Debug)]
pub struct Geometry {
    /// `ray_off[dir * sites + site]`, `ray_len[..]`: where the ray from `site` in `dir` lies in
    /// `ray_data`.
    pub ray_off: TableId,
    pub ray_len: TableId,
    pub ray_data: TableId,
    /// The index of each direction's opposite (-1 if the board lacks it).
    pub opposite: TableId,
    pub max_ray: usize,
    pub max_dirs: usize,
    pub board_sites: usize,
    pub dir_sets: Vec<(DirSet, TableId, usize)>,
    /// Per set, the lines through each site: one direction per axis (its opposite is the
    /// other half), -1 padded, as `is Line` walks them.
    pub axes: Vec<(DirSet, TableId, usize)>,
    /// The same axes as lists of direction indices (per set, per site), for tables derived
    /// from them (line windows).
    pub axis_lists: Vec<(DirSet, Vec<Vec<i64>>)>,
    /// The board's directions, in the order of the direction indices above.
    pub dirs: Vec<Dir>,
    /// Per set, each site's neighbours along the set's directions (in the set's order, those
    /// off the board left out), -1 padded to the set's width: made a table where a flood fill
    /// uses it (see [`Geometry::neighbour_table`]).
    neighbours: Vec<(DirSet, Vec<i64>)>,
}

impl Geometry {
    pub fn new(g: &Game, tables: &mut Tables) -> Geometry {
        let b: &Board = &g.board;
        let dirs = b.supported_dirs().to_vec();
        let sites = b.num_sites();
        let mut off = Vec::new();
        let mut len = Vec::new();
        let mut data = Vec::new();
        let mut max_ray = 0;
        for &d in &dirs {
            for s in 0..sites {
                let ray = b.ray(s, d);
                off.push(data.len() as i64);
                len.push(ray.len() as i64);
                max_ray = max_ray.max(ray.len());
                data.extend(ray.iter().map(|&x| x as i64));
            }
        }
        if data.is_empty() {
            data.push(-1);
        }
        let opposite: Vec<i64> = dirs
            .iter()
            .map(|&d| dirs.iter().position(|&o| o == d.opposite()).map_or(-1, |i| i as i64))
            .collect();
        let mut geo = Geometry {
            ray_off: tables.add("ray_off", if off.is_empty() { vec![0] } else { off }),
            ray_len: tables.add("ray_len", if len.is_empty() { vec![0] } else { len }),
            ray_data: tables.add("ray_data", data),
            opposite: tables.add("opposite", if opposite.is_empty() { vec![-1] } else { opposite }),
            max_ray,
            max_dirs: dirs.len(),
            board_sites: sites,
            dir_sets: Vec::new(),
            axes: Vec::new(),
            axis_lists: Vec::new(),
            dirs: dirs.clone(),
            neighbours: Vec::new(),
        };
        for set in [
            DirSet::Orthogonal,
            DirSet::Diagonal,
            DirSet::Adjacent,
            DirSet::OffDiagonal,
            DirSet::All,
        ] {
            let per_site: Vec<Vec<i64>> = (0..sites)
                .map(|s| {
                    b.dirs_in(s, set)
                        .iter()
                        .filter_map(|d| dirs.iter().position(|x| x == d).map(|i| i as i64))
                        .collect()
                })
                .collect();
            let (flat, k) = padded(&per_site);
            let id = tables.add(&format!("dirs_{set:?}").to_lowercase(), flat);
            geo.dir_sets.push((set, id, k));
            let neighbours: Vec<i64> = per_site
                .iter()
                .enumerate()
                .flat_map(|(s, v)| {
                    let on_board: Vec<i64> = v
                        .iter()
                        .filter_map(|&d| b.ray(s, dirs[d as usize]).first().map(|&x| x as i64))
                        .collect();
                    let pad = k - on_board.len();
                    on_board.into_iter().chain(std::iter::repeat_n(-1, pad))
                })
                .collect();
            geo.neighbours.push((set, if neighbours.is_empty() { vec![-1] } else { neighbours }));
            // A direction starts an axis unless its opposite came before it in the set.
            let axes: Vec<Vec<i64>> = per_site
                .iter()
                .map(|v| {
                    let mut out: Vec<i64> = Vec::new();
                    for (j, &d) in v.iter().enumerate() {
                        let back = dirs
                            .iter()
                            .position(|&o| o == dirs[d as usize].opposite())
                            .map(|i| i as i64);
                        if !v[..j].iter().any(|&e| Some(e) == back) {
                            out.push(d);
                        }
                    }
                    out
                })
                .collect();
            let (flat, ka) = padded(&axes);
            let id = tables.add(&format!("axes_{set:?}").to_lowercase(), flat);
            geo.axes.push((set, id, ka));
            geo.axis_lists.push((set, axes));
        }
        geo
    }

    /// The table of a direction set and its width (entries per site, -1 padded).
    pub fn dir_set(&self, set: DirSet) -> (TableId, usize) {
        let (_, t, k) =
            self.dir_sets.iter().find(|(s, _, _)| *s == set).expect("every set is tabled");
        (*t, *k)
    }

    /// The axes table of a direction set and its width.
    pub fn axes(&self, set: DirSet) -> (TableId, usize) {
        let (_, t, k) = self.axes.iter().find(|(s, _, _)| *s == set).expect("every set is tabled");
        (*t, *k)
    }

    /// The axes of a direction set through `site` (direction indices, one per axis).
    pub fn axes_at(&self, set: DirSet, site: usize) -> &[i64] {
        let (_, lists) =
            self.axis_lists.iter().find(|(s, _)| *s == set).expect("every set is tabled");
        &lists[site]
    }

    /// `ray_off[dir * sites + site]` as an index expression.
    pub fn ray_index(&self, dir: Expr, site: Expr) -> Expr {
        dir.mul(Expr::Int(self.board_sites as i64)).add(site)
    }

    /// The site one step from `site` in direction `dir` (the first site of its ray), or -1
    /// off the board, read from the ray tables.
    pub fn first_step(&self, dir: Expr, site: Expr) -> Expr {
        let index = self.ray_index(dir, site);
        Expr::select(
            Expr::table(self.ray_len, index.clone()).gt(Expr::Int(0)),
            Expr::table(self.ray_data, Expr::table(self.ray_off, index)),
            Expr::Int(-1),
        )
    }

    /// The table of each site's neighbours along direction set `dirs` (the set's width per
    /// site, -1 after the last): a neighbour is one load, not a direction, a ray's length, its
    /// offset and its first site.
    pub fn neighbour_table(&self, tables: &mut Tables, dirs: DirSet) -> TableId {
        let (_, data) =
            self.neighbours.iter().find(|(s, _)| *s == dirs).expect("every set is tabled");
        tables.add(&format!("neighbours_{dirs:?}").to_lowercase(), data.clone())
    }

    /// The head of a flood fill's neighbour loop (over `j` in `0..k` of the direction set
    /// `dirs`, whose [`Geometry::neighbour_table`] is `table`): `u` becomes the `j`th neighbour
    /// of `s` (along the set's directions, in their order, skipping those off the board); the
    /// loop breaks after the last.
    pub fn neighbour_step(&self, dirs: DirSet, table: TableId, [s, j, u]: [Local; 3]) -> Vec<Stmt> {
        let k = self.dir_set(dirs).1 as i64;
        vec![
            set(u, Expr::table(table, l(s).mul(int(k)).add(l(j)))),
            when(l(u).lt(int(0)), vec![Stmt::Break]),
        ]
    }

    /// The table of one step from each site in each direction (`ray_index` order), -1 off
    /// the board: a step is one load, not the ray's length, offset and first site.
    pub fn step_table(&self, g: &Game, tables: &mut Tables) -> TableId {
        let b = &g.board;
        let data: Vec<i64> = self
            .dirs
            .iter()
            .flat_map(|&d| {
                (0..self.board_sites).map(move |s| b.ray(s, d).first().map_or(-1, |&x| x as i64))
            })
            .collect();
        tables.add("step", if data.is_empty() { vec![-1] } else { data })
    }
}
