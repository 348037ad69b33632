//! Board geometry: a board is a graph (Ludii's cells / vertices / edges) whose neighbour tables,
//! rays and regions are computed once at compile time.
//!
//! The construction is a port of Ludii 1.3.13 (`game.util.graph`, `MeasureGraph`,
//! `Trajectories`), so that site numbering, labels, directions, radials and regions are Ludii's.
//!
//! Ludii facts the interpreter relies on (see also the method docs):
//! - Sites are numbered by a stable sort on `y * 100 + x` of each element's position, done by the
//!   generator; `(rotate ..)` rotates afterwards *without* renumbering (Yavalath's order).
//! - Directions of a step come from its angle: 8 compass points, or the 16-point rose when two
//!   steps of the element (to any element type, e.g. a cell's corner vertex and its diagonal
//!   neighbour) would share a point. Square cells therefore use N, NE, E...; hex cells of
//!   `(hex Diamond n)` use N, ENE, ESE, S, WSW, WNW; `(rotate 90 (hex n))` uses E, NNE, NNW, W, SSW, SSE.
//! - Cells: `Orthogonal` = share an edge; `Diagonal` = share a vertex only (square) or, on hex,
//!   the cell two away across an edge (NOT adjacent); `Adjacent` = orthogonal + vertex-sharing.
//! - Vertices: `Orthogonal` = joined by a graph edge (including the drawn diagonals of
//!   `diagonals:Alternating`); `Diagonal` = opposite corner across a face of ≥ 4 sides (not
//!   adjacent); `Adjacent` = `Orthogonal` (the graph's edges).

mod custom;
mod functions;
mod graph;
mod shapes;
mod surakarta;
#[cfg(test)]
mod tests;
mod trajectories;

pub use functions::{ElementRefs, GraphFn};

/// The most vertices a board's graph may be estimated to have ([`GraphFn::vertex_bound`]) for
/// ludemic to build it (the validator's site limit, `valid::MAX_SITES`, then checks the built
/// board exactly). Refusing before building keeps `(square 100000)` from allocating gigabytes;
/// and as each site's line to the board's edge is precomputed, building costs about sites ×
/// side: chess on `(square 255)` (131,072 estimated vertices) took minutes, `(square 180)`, the
/// largest square within this bound, takes seconds.
pub const MAX_BOARD_VERTICES: u64 = 65_536;
use std::cell::RefCell;
use std::collections::HashMap;
pub use surakarta::{surakarta_tracks, Basis};

use graph::{Graph, CELL, EDGE, VERTEX};
use trajectories::{follow_radial, Key, StepRec, B_ADJ, B_ALL, B_DIAG, B_OFF, B_ORTH};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SiteType {
    Cell,
    Vertex,
    Edge,
}

impl SiteType {
    /// Ludii's name of the type (`SiteType.name()`).
    pub fn name(self) -> &'static str {
        match self {
            SiteType::Cell => "Cell",
            SiteType::Vertex => "Vertex",
            SiteType::Edge => "Edge",
        }
    }
}

/// Ludii's absolute compass directions (CompassDirection order: clockwise from N).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    N,
    NNE,
    NE,
    ENE,
    E,
    ESE,
    SE,
    SSE,
    S,
    SSW,
    SW,
    WSW,
    W,
    WNW,
    NW,
    NNW,
}

impl Dir {
    pub const ALL: [Dir; 16] = [
        Dir::N,
        Dir::NNE,
        Dir::NE,
        Dir::ENE,
        Dir::E,
        Dir::ESE,
        Dir::SE,
        Dir::SSE,
        Dir::S,
        Dir::SSW,
        Dir::SW,
        Dir::WSW,
        Dir::W,
        Dir::WNW,
        Dir::NW,
        Dir::NNW,
    ];
    fn rot(self, k: i32) -> Dir {
        Dir::ALL[((self as i32 + k).rem_euclid(16)) as usize]
    }
    /// CompassDirection.right(): one point (of 16) clockwise.
    pub fn right(self) -> Dir {
        self.rot(1)
    }
    /// CompassDirection.left(): one point counter-clockwise.
    pub fn left(self) -> Dir {
        self.rot(-1)
    }
    /// CompassDirection.rightward(): 90° clockwise.
    pub fn rightward(self) -> Dir {
        self.rot(4)
    }
    /// CompassDirection.leftward(): 90° counter-clockwise.
    pub fn leftward(self) -> Dir {
        self.rot(-4)
    }
    pub fn opposite(self) -> Dir {
        self.rot(8)
    }
    pub fn from_name(s: &str) -> Option<Dir> {
        Dir::ALL.iter().copied().find(|d| format!("{d:?}") == s)
    }
}

/// A set of directions as Ludii names them (AbsoluteDirection's set values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DirSet {
    Orthogonal,
    Diagonal,
    Adjacent,
    OffDiagonal,
    All,
}

impl DirSet {
    fn bit(self) -> u8 {
        match self {
            DirSet::Orthogonal => B_ORTH,
            DirSet::Diagonal => B_DIAG,
            DirSet::Adjacent => B_ADJ,
            DirSet::OffDiagonal => B_OFF,
            DirSet::All => B_ALL,
        }
    }
}

/// Relative directions (Ludii RelativeDirection), resolved from a player's facing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelDir {
    Forward,
    Backward,
    Leftward,
    Rightward,
    FR,
    FL,
    BR,
    BL,
    FRR,
    FRL,
    BRR,
    BRL,
    FLL,
    BLL,
    SameDirection,
    OppositeDirection,
    /// The half-planes: every supported direction strictly between two others (Forwards: from
    /// leftward to rightward, clockwise).
    Forwards,
    Backwards,
    Rightwards,
    Leftwards,
}

impl RelDir {
    /// SameDirection and OppositeDirection: the direction of the last move, not of a facing.
    pub fn of_last_move(self) -> bool {
        matches!(self, RelDir::SameDirection | RelDir::OppositeDirection)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Diagonals {
    Alternating,
    Solid,
    Concentric,
    Radiating,
    Implied,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Square {
        n: u32,
    },
    Rectangle {
        rows: u32,
        cols: u32,
    },
    HexDiamond {
        n: u32,
    },
    /// Regular hexagon of side n (`(hex n)`).
    Hex {
        n: u32,
    },
    /// `(tri n)`: a triangle of the triangular tiling.
    TriTriangle {
        n: u32,
    },
    /// `(tri Hexagon n)`.
    TriHexagon {
        n: u32,
    },
    /// `(hex Triangle n)`: a triangle of n hexagons a side.
    HexTriangle {
        n: u32,
    },
    /// `(tri {sides})`, `(tri Limping n)` = `{n n+1}`: the triangular tiling's vertices inside
    /// the polygon walked from the side lengths (Ludii's `CustomOnTri`).
    TriCustom {
        sides: Vec<i32>,
    },
    /// `(hex {sides})`, `(hex n m)` = `{n m}`, `(hex Limping n)` = `{n n+1}` (`CustomOnHex`).
    HexCustom {
        sides: Vec<i32>,
    },
    /// `(concentric {n ...} [stagger:True])`: vertices (or cells) per ring, centre first.
    ConcentricCircle {
        cells_per_ring: Vec<i32>,
        stagger: bool,
    },
    /// `(wedge rows [columns])`.
    Wedge {
        rows: u32,
        cols: u32,
    },
    /// `(regular [Star] n)`: the corners of a regular polygon of `n` sides, joined around the
    /// perimeter or, with `star`, each to the corner `(n - 1) / 2` further on (Regular.java).
    Regular {
        n: u32,
        star: bool,
    },
    /// `(concentric Square|Triangle|Hexagon rings:n ...)`, `(concentric sides:s rings:n ...)`.
    ConcentricRegular {
        sides: u32,
        rings: u32,
        midpoints: bool,
        join_midpoints: bool,
        join_corners: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct BoardSpec {
    pub graph: GraphFn,
    /// Ludii's `use:` (default Cell).
    pub use_type: SiteType,
}

impl BoardSpec {
    pub fn new(shape: Shape) -> BoardSpec {
        BoardSpec { graph: GraphFn::shape(shape), use_type: SiteType::Cell }
    }
}

#[derive(Clone, Debug)]
pub struct SiteInfo {
    /// "A1" as Ludii labels it.
    pub label: String,
    pub x: f64,
    pub y: f64,
    pub row: i32,
    pub col: i32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    Orthogonal,
    Diagonal,
    OffDiagonal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    pub dir: Dir,
    pub to: u32,
    pub kind: LinkKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StdRegion {
    Top,
    Bottom,
    Left,
    Right,
    Side(Dir),
    Centre,
    Corners,
    Perimeter,
    Outer,
    Inner,
    Phase(u8),
    Row(u32),
    Column(u32),
    /// `(sites Board)`: every site of the used type.
    All,
    Major,
    Minor,
}

/// Ludii's StepType (only F, L, R exist in Ludii; B turns to the opposite direction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkStep {
    F,
    B,
    L,
    R,
}

#[derive(Clone, Debug)]
pub struct Board {
    pub site_type: SiteType,
    /// Index = Ludii site number (of `site_type`).
    pub sites: Vec<SiteInfo>,
    pub num_cells: usize,
    pub num_vertices: usize,
    pub num_edges: usize,
    t: usize,
    /// Same-type steps, in Ludii's order (clockwise from N).
    steps: Vec<Vec<StepRec>>,
    links: Vec<Vec<Link>>,
    /// `rays[site][dir as usize]`: the first radial in that compass direction.
    rays: Vec<Vec<Vec<u32>>>,
    props: Vec<u64>,
    /// Board-wide supported directions (Topology.supportedDirections), in compass order.
    supported_all: Vec<Dir>,
    supported_orth: Vec<Dir>,
    supported_diag: Vec<Dir>,
    supported_adj: Vec<Dir>,
    supported_off: Vec<Dir>,
}

fn type_index(t: SiteType) -> usize {
    match t {
        SiteType::Vertex => VERTEX,
        SiteType::Edge => EDGE,
        SiteType::Cell => CELL,
    }
}

/// Boards this thread has built, by their spec's text. Building one runs Ludii's geometry
/// (faces, measures, steps, rays), which was a fifth of the time of compiling a small generated
/// game; evolution compiles thousands of candidates over a few dozen boards. Per thread, so no
/// lock is taken and the boards are freed with the thread; bounded: emptied when it reaches
/// [`BOARD_CACHE_CAPACITY`] entries.
const BOARD_CACHE_CAPACITY: usize = 64;

thread_local! {
    static BOARD_CACHE: RefCell<HashMap<String, Result<Board, String>>> = RefCell::new(HashMap::new());
}

impl Board {
    /// Build the board as Ludii would (or copy it when this thread built this spec before);
    /// `Err` names what is unsupported.
    pub fn build(spec: &BoardSpec) -> Result<Board, String> {
        let key = format!("{spec:?}");
        if let Some(board) = BOARD_CACHE.with(|c| c.borrow().get(&key).cloned()) {
            return board;
        }
        let board = Board::build_uncached(spec);
        BOARD_CACHE.with(|c| {
            let mut cache = c.borrow_mut();
            if cache.len() >= BOARD_CACHE_CAPACITY {
                cache.clear();
            }
            cache.insert(key, board.clone());
        });
        board
    }

    fn build_uncached(spec: &BoardSpec) -> Result<Board, String> {
        if spec.use_type == SiteType::Edge {
            return Err("boards with use:Edge are not supported yet".into());
        }
        let mut g: Graph = spec.graph.eval(spec.use_type)?;
        g.recalculate_edge_and_face_positions();
        g.measure();
        let t = type_index(spec.use_type);
        let all_steps = trajectories::steps_for_type(&g, t);
        let n = g.len(t);
        // Same-type steps only (the interpreter moves between sites of one type).
        let steps: Vec<Vec<StepRec>> = all_steps
            .iter()
            .map(|l| l.iter().copied().filter(|s| s.to_type == t).collect())
            .collect();
        let links = steps
            .iter()
            .map(|l| {
                l.iter()
                    .map(|s| Link {
                        dir: s.dir,
                        to: s.to as u32,
                        kind: if s.bits & B_ORTH != 0 {
                            LinkKind::Orthogonal
                        } else if s.bits & B_DIAG != 0 {
                            LinkKind::Diagonal
                        } else {
                            LinkKind::OffDiagonal
                        },
                    })
                    .collect()
            })
            .collect();
        let mut rays = Vec::with_capacity(n);
        for site in 0..n {
            let mut per = vec![Vec::new(); 16];
            for d in Dir::ALL {
                if let Some(s) = steps[site].iter().find(|s| s.dir == d) {
                    per[d as usize] = follow_radial(&g, t, &steps, Key::Compass(d), site, s.to);
                }
            }
            rays.push(per);
        }
        let supported = |bit: u8| {
            let mut v: Vec<Dir> = Vec::new();
            for l in &steps {
                for s in l {
                    if s.bits & bit != 0 && !v.contains(&s.dir) {
                        v.push(s.dir);
                    }
                }
            }
            v.sort();
            v
        };
        let pts = g.pts(t);
        let sites = (0..n)
            .map(|i| SiteInfo {
                label: g.label[t][i].clone(),
                x: pts[i][0],
                y: pts[i][1],
                row: g.row[t][i],
                col: g.col[t][i],
            })
            .collect();
        Ok(Board {
            site_type: spec.use_type,
            sites,
            num_cells: g.faces.len(),
            num_vertices: g.vpt.len(),
            num_edges: g.edges.len(),
            t,
            supported_all: supported(B_ALL),
            supported_orth: supported(B_ORTH),
            supported_diag: supported(B_DIAG),
            supported_adj: supported(B_ADJ),
            supported_off: supported(B_OFF),
            steps,
            links,
            rays,
            props: g.props[t].clone(),
        })
    }

    pub fn num_sites(&self) -> usize {
        self.sites.len()
    }

    /// The board's absolute directions for its site type (Ludii's `supportedDirections(All)`),
    /// in compass order.
    pub fn supported_dirs(&self) -> &[Dir] {
        &self.supported_all
    }

    /// Board-wide supported directions of a set, in compass order (Ludii's
    /// `Topology.supported{Orthogonal,Diagonal,Adjacent,Off}Directions`). Relative directions
    /// resolve against `supported_dirs_of(Adjacent)`; walks turn within `supported_dirs_of(Orthogonal)`.
    pub fn supported_dirs_of(&self, set: DirSet) -> &[Dir] {
        match set {
            DirSet::All => &self.supported_all,
            DirSet::Orthogonal => &self.supported_orth,
            DirSet::Diagonal => &self.supported_diag,
            DirSet::Adjacent => &self.supported_adj,
            DirSet::OffDiagonal => &self.supported_off,
        }
    }

    /// All same-type neighbours (Ludii's steps in direction `All`), clockwise from N.
    pub fn links(&self, site: usize) -> &[Link] {
        &self.links[site]
    }

    /// Neighbours of `site` in a set (Ludii's `trajectories.steps(type, site, type, set)`), in
    /// Ludii's order (clockwise from N).
    pub fn neighbours(&self, site: usize, set: DirSet) -> Vec<usize> {
        self.steps[site].iter().filter(|s| s.bits & set.bit() != 0).map(|s| s.to).collect()
    }

    /// First step in direction `dir` (Ludii's steps in that direction; the first in its order).
    /// The number of steps along `set`'s relations from `from` to every site (Ludii's
    /// `Topology.preGenerateDistanceToEachElementToEachOther`, a breadth-first search): 0 to
    /// `from` itself and to the sites it cannot reach.
    /// Topology.java's `sitesAtDistance` of a site: at index `d` the sites `d` steps away
    /// ([`Board::step_distances`]; the site alone at 0), ascending. Ludii stops at a greatest
    /// distance it counts by raising it by one for each site, in order, that lies farther.
    pub fn sites_at_distance(&self, from: usize, set: DirSet) -> Vec<Vec<usize>> {
        let dist = self.step_distances(from, set);
        let mut greatest = 0;
        for &d in &dist {
            if greatest < d {
                greatest += 1;
            }
        }
        let mut out = vec![vec![from]];
        for d in 1..=greatest {
            out.push((0..dist.len()).filter(|&t| dist[t] == d).collect());
        }
        out
    }

    pub fn step_distances(&self, from: usize, set: DirSet) -> Vec<u32> {
        let mut dist = vec![0; self.num_sites()];
        let mut seen = vec![false; self.num_sites()];
        seen[from] = true;
        let mut frontier = vec![from];
        let mut d = 0;
        while !frontier.is_empty() {
            d += 1;
            let mut next = Vec::new();
            for &s in &frontier {
                for t in self.neighbours(s, set) {
                    if !seen[t] {
                        seen[t] = true;
                        dist[t] = d;
                        next.push(t);
                    }
                }
            }
            frontier = next;
        }
        dist
    }

    pub fn step(&self, site: usize, dir: Dir) -> Option<usize> {
        self.steps[site].iter().find(|s| s.dir == dir).map(|s| s.to)
    }

    /// The whole radial from `site` in `dir`, excluding `site` (Ludii's Radials: each next site is
    /// the straightest continuation in the same direction, bend < 0.25 rad).
    pub fn ray(&self, site: usize, dir: Dir) -> &[u32] {
        &self.rays[site][dir as usize]
    }

    /// Absolute directions of `set` available at `site`, clockwise from N.
    pub fn dirs_in(&self, site: usize, set: DirSet) -> Vec<Dir> {
        let mut v = Vec::new();
        for s in &self.steps[site] {
            if s.bits & set.bit() != 0 && !v.contains(&s.dir) {
                v.push(s.dir);
            }
        }
        v
    }

    /// Ludii's RelativeDirection → absolute directions for a piece facing `facing`, resolved
    /// against the board-wide supported `Adjacent` directions (Ludii's default `of:Adjacent`,
    /// `bySite:False`, so `site` does not matter). Ludii quirks kept: FLL = FL and FRR = FR
    /// (Ludii's second search loop never advances); FRL/BRL do not exist in Ludii (empty);
    /// SameDirection/OppositeDirection depend on the last move: use [`Board::dirs_between`].
    pub fn resolve(&self, _site: usize, facing: Dir, rel: RelDir) -> Vec<Dir> {
        self.resolve_of(facing, rel, DirSet::Adjacent)
    }

    /// [`Board::resolve`] against the supported directions of another relation (Ludii's
    /// `(directions {FR FL} of:All)`).
    pub fn resolve_of(&self, facing: Dir, rel: RelDir, of: DirSet) -> Vec<Dir> {
        let sup = self.supported_dirs_of(of);
        let has = |d: Dir| sup.contains(&d);
        let search = |start: Dir, turn: fn(Dir) -> Dir| -> Vec<Dir> {
            let mut d = start;
            for _ in 0..16 {
                if has(d) {
                    return vec![d];
                }
                d = turn(d);
            }
            Vec::new()
        };
        let only = |d: Dir| if has(d) { vec![d] } else { Vec::new() };
        // The supported directions met turning from `start` (included) until `stop` (excluded).
        let sweep = |start: Dir, stop: Dir, turn: fn(Dir) -> Dir| -> Vec<Dir> {
            let mut v = Vec::new();
            let mut d = start;
            for _ in 0..16 {
                if d == stop {
                    break;
                }
                if has(d) {
                    v.push(d);
                }
                d = turn(d);
            }
            v
        };
        match rel {
            RelDir::Forward => only(facing),
            RelDir::Backward => only(facing.opposite()),
            RelDir::Leftward => only(facing.leftward()),
            RelDir::Rightward => only(facing.rightward()),
            RelDir::FR | RelDir::FRR => search(facing.right(), Dir::right),
            RelDir::FL | RelDir::FLL => search(facing.left(), Dir::left),
            RelDir::BR | RelDir::BRR => search(facing.opposite().right(), Dir::right),
            RelDir::BL | RelDir::BLL => search(facing.opposite().left(), Dir::left),
            RelDir::FRL | RelDir::BRL | RelDir::SameDirection | RelDir::OppositeDirection => {
                Vec::new()
            }
            RelDir::Forwards => sweep(facing.leftward().right(), facing.rightward(), Dir::right),
            RelDir::Backwards => sweep(
                facing.opposite().leftward().right(),
                facing.opposite().rightward(),
                Dir::right,
            ),
            RelDir::Rightwards => sweep(facing.right(), facing.opposite(), Dir::right),
            RelDir::Leftwards => sweep(facing.left(), facing.opposite(), Dir::left),
        }
    }

    /// Relative directions for a piece facing `facing`, each resolved against the supported
    /// directions of `of` ([`Board::resolve_of`]), in order, each direction once.
    pub fn resolve_all(&self, facing: Dir, rels: &[RelDir], of: DirSet) -> Vec<Dir> {
        let mut out: Vec<Dir> = Vec::new();
        for d in rels.iter().flat_map(|r| self.resolve_of(facing, *r, of)) {
            if !out.contains(&d) {
                out.push(d);
            }
        }
        out
    }

    /// Directions `d` (in supported-Adjacent order) whose ray from `from` reaches `to`: Ludii's
    /// SameDirection uses the first of `dirs_between(last_from, last_to)`, OppositeDirection the
    /// first of `dirs_between(last_to, last_from)`.
    pub fn dirs_between(&self, from: usize, to: usize) -> Vec<Dir> {
        self.supported_adj
            .iter()
            .copied()
            .filter(|&d| self.ray(from, d).contains(&(to as u32)))
            .collect()
    }

    /// Directions `d` (in the board-wide supported order of every relation, Ludii's
    /// `supportedDirections(All)`) whose radial from `from` reaches `to`, at any distance:
    /// Ludii's `(directions <type> from:<a> to:<b>)` (Directions.java), which Directional
    /// walks.
    pub fn dirs_toward(&self, from: usize, to: usize) -> Vec<Dir> {
        self.supported_all
            .iter()
            .copied()
            .filter(|&d| self.ray(from, d).contains(&(to as u32)))
            .collect()
    }

    /// The one direction Ahead.java's `SameDirection` finds from `from` to `to` (the last of
    /// [`Board::dirs_toward`], as its search keeps the last match); none when `to` is on no
    /// radial of `from`. `OppositeDirection` is `dir_toward(to, from)`.
    pub fn dir_toward(&self, from: usize, to: usize) -> Option<Dir> {
        self.dirs_toward(from, to).last().copied()
    }

    /// Ludii's walk (SitesWalk, used by `(move Leap ...)`): start facing `start`; F steps to the
    /// (last) same-type step in the current direction, failing (None) off the board; R/L turn one
    /// compass point at a time until the direction is in the board-wide supported orthogonal
    /// directions. Leap with the default `rotations:True` runs the walk once for every start
    /// direction in `supported_dirs_of(Orthogonal)` (duplicate destinations are separate moves).
    pub fn walk(&self, site: usize, start: Dir, steps: &[WalkStep]) -> Option<usize> {
        let orth = &self.supported_orth;
        let mut cur = site;
        let mut dir = start;
        for st in steps {
            match st {
                WalkStep::F => {
                    cur = self.steps[cur].iter().filter(|s| s.dir == dir).last()?.to;
                }
                WalkStep::B => dir = dir.opposite(),
                WalkStep::R | WalkStep::L => {
                    let turn: fn(Dir) -> Dir =
                        if *st == WalkStep::R { Dir::right } else { Dir::left };
                    dir = turn(dir);
                    for _ in 0..16 {
                        if orth.contains(&dir) {
                            break;
                        }
                        dir = turn(dir);
                    }
                }
            }
        }
        Some(cur)
    }

    /// Ludii's `Leap` `forward:True` test (`checkForward`) on rows/columns for a piece facing
    /// `facing`: N → to.row > from.row, S → to.row < from.row, E/W on columns, NE/SE/SW/NW both;
    /// the 16-point directions are always false.
    pub fn is_forward(&self, from: usize, to: usize, facing: Dir) -> bool {
        let (f, t) = (&self.sites[from], &self.sites[to]);
        match facing {
            Dir::N => f.row < t.row,
            Dir::NE => f.row < t.row && f.col < t.col,
            Dir::E => f.col < t.col,
            Dir::SE => f.row > t.row && f.col < t.col,
            Dir::S => f.row > t.row,
            Dir::SW => f.row > t.row && f.col > t.col,
            Dir::W => f.col > t.col,
            Dir::NW => f.row < t.row && f.col > t.col,
            _ => false,
        }
    }

    /// Ludii's `(sites Top)` etc., sorted.
    pub fn region(&self, r: &StdRegion) -> Result<Vec<usize>, String> {
        use graph::*;
        let by_prop =
            |p: u64| (0..self.props.len()).filter(|&i| self.props[i] & p != 0).collect::<Vec<_>>();
        Ok(match r {
            StdRegion::Top => by_prop(P_TOP),
            StdRegion::Bottom => by_prop(P_BOTTOM),
            StdRegion::Left => by_prop(P_LEFT),
            StdRegion::Right => by_prop(P_RIGHT),
            StdRegion::Centre => by_prop(P_CENTRE),
            StdRegion::Corners => by_prop(P_CORNER),
            StdRegion::Perimeter => by_prop(P_PERIMETER),
            StdRegion::Outer => by_prop(P_OUTER),
            StdRegion::Inner => by_prop(P_INNER),
            StdRegion::Major => by_prop(P_MAJOR),
            StdRegion::Minor => by_prop(P_MINOR),
            StdRegion::All => (0..self.num_sites()).collect(),
            StdRegion::Phase(k) => {
                if *k >= 6 {
                    return Err(format!("(sites Phase {k}): Ludii has phases 0..5"));
                }
                by_prop(P_PHASE0 << k)
            }
            StdRegion::Side(d) => {
                let p = match d {
                    Dir::N => P_SIDE_N,
                    Dir::E => P_SIDE_E,
                    Dir::S => P_SIDE_S,
                    Dir::W => P_SIDE_W,
                    Dir::NE => P_SIDE_NE,
                    Dir::SE => P_SIDE_SE,
                    Dir::SW => P_SIDE_SW,
                    Dir::NW => P_SIDE_NW,
                    other => return Err(format!("(sites Side {other:?}): Ludii has sides only for the 8 main compass points")),
                };
                by_prop(p)
            }
            StdRegion::Row(r) => {
                (0..self.num_sites()).filter(|&i| self.sites[i].row == *r as i32).collect()
            }
            StdRegion::Column(c) => {
                (0..self.num_sites()).filter(|&i| self.sites[i].col == *c as i32).collect()
            }
        })
    }

    /// Ludii's `(expand <region> steps:N)`: without a direction Ludii adds every `Adjacent`
    /// neighbour (`TopologyElement.adjacent()`) per step; with a direction set it adds the steps
    /// in that set. Sorted, without duplicates.
    pub fn expand(&self, sites: &[usize], steps: u32, set: DirSet) -> Vec<usize> {
        self.expand_by(sites, steps, |st| st.bits & set.bit() != 0)
    }

    /// Ludii's `(expand <region> steps:N <dir>)` with one compass direction
    /// (`Region.expand` with an AbsoluteDirection): each step adds the step in that direction
    /// of every site.
    pub fn expand_towards(&self, sites: &[usize], steps: u32, dir: Dir) -> Vec<usize> {
        self.expand_by(sites, steps, |st| st.dir == dir)
    }

    fn expand_by(
        &self,
        sites: &[usize],
        steps: u32,
        take: impl Fn(&StepRec) -> bool,
    ) -> Vec<usize> {
        let mut in_region = vec![false; self.num_sites()];
        for &s in sites {
            if s < in_region.len() {
                in_region[s] = true;
            }
        }
        for _ in 0..steps {
            let cur: Vec<usize> = (0..in_region.len()).filter(|&i| in_region[i]).collect();
            for &s in &cur {
                for st in &self.steps[s] {
                    if take(st) {
                        in_region[st.to] = true;
                    }
                }
            }
            // Nothing new: more steps change nothing either (and `steps` may be huge).
            if in_region.iter().filter(|&&b| b).count() == cur.len() {
                break;
            }
        }
        (0..in_region.len()).filter(|&i| in_region[i]).collect()
    }

    /// The site labelled `label` (`coord:"E5"`).
    pub fn site_of_label(&self, label: &str) -> Option<usize> {
        self.sites.iter().position(|s| s.label == label)
    }

    /// Which internal element type this board uses (for debugging).
    #[doc(hidden)]
    pub fn type_index(&self) -> usize {
        self.t
    }
}
