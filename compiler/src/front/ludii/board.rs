//! `(board <graph function> [use:Cell|Vertex])` → [`BoardSpec`]: Ludii's graph functions
//! (generators such as `square`, `wedge`, `concentric`, `graph`, and operators such as `merge`,
//! `shift`, `scale`, `rotate`, `add`, `remove`) read into a [`GraphFn`] tree, which
//! `game_ir::board` evaluates exactly as Ludii does.
//!
//! Numbers in graph functions may be constant arithmetic (`(shift 0 (/ (- 7 3) 2) ..)`), which
//! is folded here. Independent of the lowering's state so that the geometry tests can read
//! corpus boards directly.

use super::ast::Node;
use crate::diag::Span;
use crate::game_ir::board::{
    Basis, BoardSpec, Diagonals, ElementRefs, GraphFn, Shape, SiteType, MAX_BOARD_VERTICES,
};

/// Why a board could not be read: where, what, and the unsupported ludeme if that is the cause.
#[derive(Debug)]
pub struct BoardError {
    pub span: Span,
    pub message: String,
    pub unsupported: Option<String>,
}

type R<T> = Result<T, BoardError>;

fn err<T>(span: Span, message: impl Into<String>) -> R<T> {
    Err(BoardError { span, message: message.into(), unsupported: None })
}

fn unsupported<T>(span: Span, name: &str) -> R<T> {
    Err(BoardError {
        span,
        message: format!("unsupported ludeme `({name} ...)`"),
        unsupported: Some(name.to_string()),
    })
}

/// The graph-function ludemes read here (listed in the ludeme table as structural).
pub const GRAPH_FUNCTIONS: &[&str] = &[
    "square",
    "rectangle",
    "hex",
    "tri",
    "wedge",
    "concentric",
    "graph",
    "rotate",
    "shift",
    "scale",
    "merge",
    "union",
    "add",
    "remove",
    "hole",
    "renumber",
    "trim",
    "regular",
    "splitCrossings",
    "dual",
    "repeat",
];

/// Reads `(board <graph> [<track> | { <track> ... }] [use:..])` or `(mancalaBoard ...)`. The
/// tracks are left to the caller ([`board_tracks`]): they need the built board.
pub fn board_spec(board: &Node) -> R<BoardSpec> {
    let spec = board_spec_unchecked(board)?;
    within_limit(&spec.graph, board)?;
    Ok(spec)
}

/// Refuses a graph too large to build (see [`MAX_BOARD_VERTICES`]), before it is built.
fn within_limit(graph: &GraphFn, node: &Node) -> R<()> {
    let bound = graph.vertex_bound();
    if bound > MAX_BOARD_VERTICES {
        return err(
            node.span(),
            format!(
                "this board would have up to {bound} vertices, more than the \
                 {MAX_BOARD_VERTICES} ludemic builds"
            ),
        );
    }
    Ok(())
}

fn board_spec_unchecked(board: &Node) -> R<BoardSpec> {
    if board.head() == Some("mancalaBoard") {
        return mancala_board(board);
    }
    if board.head() == Some("surakartaBoard") {
        return Ok(surakarta_board(board)?.0);
    }
    if board.head() == Some("boardless") {
        return boardless_board(board);
    }
    let mut a = Call::of(board)?;
    let use_type = match a.named("use") {
        None => SiteType::Cell,
        Some(Node::Word { value, span }) => match value.as_str() {
            "Cell" => SiteType::Cell,
            "Vertex" => SiteType::Vertex,
            "Edge" => SiteType::Edge,
            _ => {
                return err(
                    *span,
                    format!("unknown site type `{value}`; expected Cell, Vertex or Edge"),
                )
            }
        },
        Some(n) => return err(n.span(), "expected a site type: Cell, Vertex or Edge"),
    };
    let Some(graph) = a.positional() else {
        return err(board.span(), "the board needs a graph, e.g. (square 8)");
    };
    let graph = graph_fn(graph)?;
    // A deduction puzzle's `(values ..)` is read with its constraints (lower/puzzle.rs).
    a.positional.retain(|n| !is_tracks(n) && n.head() != Some("values"));
    if let Some(extra) = a.positional() {
        return match extra {
            Node::Call { head, .. } => unsupported(extra.span(), head),
            Node::List { items, .. } => match items.first() {
                Some(Node::Call { head, .. }) => unsupported(extra.span(), head),
                _ => err(extra.span(), "unexpected list in (board ...)"),
            },
            _ => err(extra.span(), format!("unexpected `{}` in (board ...)", extra.describe())),
        };
    }
    a.finish()?;
    Ok(BoardSpec { graph, use_type })
}

/// A `(track ...)` or a list of them.
fn is_tracks(n: &Node) -> bool {
    match n {
        Node::Call { head, .. } => head == "track",
        Node::List { items, .. } => {
            !items.is_empty() && items.iter().all(|i| i.head() == Some("track"))
        }
        _ => false,
    }
}

/// The `(track ...)` nodes of a board, in order.
pub fn board_tracks(board: &Node) -> Vec<&Node> {
    let Node::Call { args, .. } = board else { return Vec::new() };
    let mut out = Vec::new();
    for a in args {
        match a {
            Node::Call { head, .. } if head == "track" => out.push(a),
            Node::List { items, .. } if is_tracks(a) => out.extend(items.iter()),
            _ => {}
        }
    }
    out
}

/// What `(surakartaBoard ...)` adds to its graph: the grid, `loops:` and `from:` its loop tracks
/// are built from (see `game_ir::board::surakarta_tracks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SurakartaLoops {
    pub basis: Basis,
    pub loops: Option<usize>,
    pub from: usize,
}

/// `(surakartaBoard <graph> [loops:<n>] [from:<row>] [largeStack:<bool>])`: the graph played on
/// its vertices (SurakartaBoard.java), on a square or triangular grid.
pub fn surakarta_board(node: &Node) -> R<(BoardSpec, SurakartaLoops)> {
    let mut a = Call::of(node)?;
    let g = need(&mut a, node, "a graph, e.g. (square 6)")?;
    let graph = graph_fn(g)?;
    within_limit(&graph, node)?;
    let basis = match &graph {
        GraphFn::Shape { shape: Shape::Square { .. } | Shape::Rectangle { .. }, .. } => {
            Basis::Square
        }
        GraphFn::Shape { shape: Shape::TriTriangle { .. }, .. } => Basis::Triangular,
        _ => {
            return err(
                g.span(),
                "a Surakarta board is supported on (square ..), (rectangle ..) or (tri ..)",
            )
        }
    };
    let count = |n: Option<&Node>, what: &str| -> R<Option<usize>> {
        match n {
            None => Ok(None),
            Some(n) => match dim(n)? {
                v if v >= 0 => Ok(Some(v as usize)),
                _ => err(n.span(), format!("`{what}:` takes a number of at least 0")),
            },
        }
    };
    let loops = count(a.named("loops"), "loops")?;
    let from = count(a.named("from"), "from")?.unwrap_or(1);
    let _ = a.flag("largeStack", false)?;
    a.finish()?;
    Ok((BoardSpec { graph, use_type: SiteType::Vertex }, SurakartaLoops { basis, loops, from }))
}

/// `(mancalaBoard <rows> <columns> [store:None|Outer] [numStores:2] [largeStack:<bool>] [<tracks>])`
/// as `MancalaBoard.java` builds it: rows of `columns` vertices stacked upwards, the stores (a
/// vertex each, left then right) around them, joined by `(union ... connect:True)` and never
/// re-sorted, so the left store is site 0, then the rows bottom up, then the right store.
fn mancala_board(node: &Node) -> R<BoardSpec> {
    let mut a = Call::of(node)?;
    let rows = positive(&mut a, node, "rows")?;
    let cols = positive(&mut a, node, "columns")?;
    let stores = match a.named("store") {
        None => true,
        Some(Node::Word { value, .. }) if value == "Outer" => true,
        Some(Node::Word { value, .. }) if value == "None" => false,
        Some(n) => {
            return err(
                n.span(),
                "`store:` takes Outer or None here (Inner stores are not supported yet)",
            )
        }
    };
    if let Some(n) = a.named("numStores") {
        if dim(n)? != 2 {
            return err(n.span(), "only two stores (numStores:2) are supported yet");
        }
    }
    let _ = a.flag("largeStack", false)?;
    a.positional.retain(|n| !is_tracks(n));
    a.finish()?;
    if !(2..=6).contains(&rows) {
        return err(node.span(), "a mancala board has 2 to 6 rows");
    }
    let row = |y: f64| {
        let r = GraphFn::shape(Shape::Rectangle { rows: 1, cols });
        if y == 0.0 {
            r
        } else {
            GraphFn::Shift { dx: 0.0, dy: y, graph: Box::new(r) }
        }
    };
    // Each store's position and the right store's shift, per number of rows (MancalaBoard.java).
    let c = cols as f64;
    let (left, right, right_dx) = match rows {
        2 => ([-0.85, 0.5], [c, 0.5], -0.15),
        3 => ([-1.0, 1.0], [c, 1.0], 0.0),
        4 => ([-0.9, 1.5], [c, 1.5], -0.1),
        5 => ([-1.0, 2.0], [c + 0.1, 2.0], -0.1),
        _ => ([-0.9, 2.5], [c, 2.5], -0.1),
    };
    let mut parts: Vec<GraphFn> = (0..rows).map(|y| row(y as f64)).collect();
    if stores {
        let point = |p: [f64; 2]| GraphFn::Explicit { vertices: vec![p], edges: Vec::new() };
        parts.insert(0, point(left));
        parts.push(GraphFn::Shift { dx: right_dx, dy: 0.0, graph: Box::new(point(right)) });
    }
    Ok(BoardSpec {
        graph: GraphFn::Union { graphs: parts, connect: true },
        use_type: SiteType::Vertex,
    })
}

/// `(boardless Square|Hexagonal|Triangular [<dim>] [largeStack:<bool>])` (Boardless.java): a
/// "fake" board of cells large enough to play on, Ludii's `(square 41)`, `(hex 21)` or `(tri
/// 41)` unless a size is given. Where a boardless game may play is its rules' business
/// (`(sites Playable)`).
fn boardless_board(node: &Node) -> R<BoardSpec> {
    let mut a = Call::of(node)?;
    let tiling = if a.word("Square") {
        "Square"
    } else if a.word("Hexagonal") {
        "Hexagonal"
    } else if a.word("Triangular") {
        "Triangular"
    } else {
        return err(node.span(), "expected a tiling: Square, Hexagonal or Triangular");
    };
    let size = |default: u32, a: &mut Call<'_>| -> R<u32> {
        match a.positional() {
            None => Ok(default),
            Some(n) => match dim(n)? {
                v if v > 0 => Ok(v as u32),
                _ => err(n.span(), "expected a positive size"),
            },
        }
    };
    let shape = match tiling {
        "Square" => Shape::Square { n: size(41, &mut a)? },
        "Hexagonal" => Shape::Hex { n: size(21, &mut a)? },
        _ => Shape::TriTriangle { n: size(41, &mut a)? },
    };
    let _ = a.flag("largeStack", false)?;
    a.finish()?;
    Ok(BoardSpec::new(shape))
}

/// Reads one graph function.
pub fn graph_fn(node: &Node) -> R<GraphFn> {
    let mut a = Call::of(node)?;
    let head = a.head;
    if let Some(shape) = unsupported_shape(&a) {
        return unsupported(node.span(), &shape);
    }
    let g = match head {
        "square" | "rectangle" | "hex" => {
            let diagonals = diagonals(&mut a)?;
            let is_hex = head == "hex";
            let diamond = is_hex && a.word("Diamond");
            let triangle = is_hex && a.word("Triangle");
            let limping = is_hex && a.word("Limping");
            let _ = is_hex && a.word("Hexagon");
            let sides = if is_hex { sides(&mut a)? } else { None };
            let mut ints = Vec::new();
            while let Some(n) = a.positional() {
                match dim(n)? {
                    v if v > 0 => ints.push(v as u32),
                    _ => return err(n.span(), "expected a positive size"),
                }
            }
            let shape = match (head, ints.as_slice(), sides) {
                (_, [], Some(sides)) => Shape::HexCustom { sides },
                ("square", [n], _) => Shape::Square { n: *n },
                ("rectangle", [r, c], _) => Shape::Rectangle { rows: *r, cols: *c },
                ("rectangle", [n], _) => Shape::Rectangle { rows: *n, cols: *n },
                ("hex", [n], _) if diamond => Shape::HexDiamond { n: *n },
                ("hex", [n], _) if triangle => Shape::HexTriangle { n: *n },
                // Ludii's limping hexagon ignores a second size.
                ("hex", [n] | [n, _], _) if limping => {
                    Shape::HexCustom { sides: vec![*n as i32, *n as i32 + 1] }
                }
                ("hex", [n], _) => Shape::Hex { n: *n },
                // Ludii: two sizes make a custom hexagon (limping when they differ by one).
                ("hex", [x, y], _) if !(diamond || triangle || limping) => {
                    Shape::HexCustom { sides: vec![*x as i32, *y as i32] }
                }
                _ => {
                    return err(
                        node.span(),
                        format!("unsupported form of `({head} ...)`: expected its sizes"),
                    )
                }
            };
            GraphFn::Shape { shape, diagonals }
        }
        "tri" => {
            let hexagon = a.word("Hexagon");
            let limping = !hexagon && a.word("Limping");
            let _ = !hexagon && !limping && a.word("Triangle");
            if let Some(sides) = sides(&mut a)? {
                GraphFn::shape(Shape::TriCustom { sides })
            } else {
                let n = positive(&mut a, node, "a size")?;
                if limping && a.positional.last().is_some_and(|s| dim(s).is_ok()) {
                    // Ludii's limping triangle tiling ignores a second size.
                    a.positional();
                }
                GraphFn::shape(if hexagon {
                    Shape::TriHexagon { n }
                } else if limping {
                    Shape::TriCustom { sides: vec![n as i32, n as i32 + 1] }
                } else {
                    Shape::TriTriangle { n }
                })
            }
        }
        "wedge" => {
            let rows = positive(&mut a, node, "rows")?;
            let cols = match a.positional() {
                Some(n) => dim(n)? as u32,
                None => 3,
            };
            if cols < 2 {
                return err(node.span(), "a wedge needs at least 2 columns");
            }
            GraphFn::shape(Shape::Wedge { rows, cols })
        }
        "concentric" => {
            let sides = if a.word("Square") {
                Some(4)
            } else if a.word("Triangle") {
                Some(3)
            } else if a.word("Hexagon") {
                Some(6)
            } else {
                a.named("sides").map(dim).transpose()?.map(|s| s as u32)
            };
            let rings = a.named("rings").map(dim).transpose()?;
            if let (None, None, Some(Node::List { items, .. })) =
                (sides, rings, a.positional.last())
            {
                let cells_per_ring =
                    items.iter().map(|n| dim(n).map(|v| v as i32)).collect::<R<Vec<i32>>>()?;
                a.positional.pop();
                let stagger = a.flag("stagger", false)?;
                a.finish()?;
                return Ok(GraphFn::shape(Shape::ConcentricCircle { cells_per_ring, stagger }));
            }
            let (Some(sides), Some(rings)) = (sides, rings) else {
                return err(node.span(), "only (concentric {<n> ...}), (concentric Square|Triangle|Hexagon rings:<n> ...) and (concentric sides:<n> rings:<n> ...) are supported yet");
            };
            if sides < 3 {
                return err(node.span(), "a concentric board needs at least three sides");
            }
            let midpoints = a.flag("midpoints", true)?;
            let join_midpoints = a.flag("joinMidpoints", true)?;
            let join_corners = a.flag("joinCorners", false)?;
            GraphFn::shape(Shape::ConcentricRegular {
                sides,
                rings: rings.max(0) as u32,
                midpoints,
                join_midpoints,
                join_corners,
            })
        }
        "graph" => {
            let vertices = match a.named("vertices") {
                Some(v) => points(v)?,
                None => Vec::new(),
            };
            let edges = match a.named("edges") {
                Some(e) => index_lists(e)?
                    .into_iter()
                    .map(|l| match l.as_slice() {
                        [x, y] => Ok([*x, *y]),
                        _ => err(e.span(), "an edge is a pair of vertex numbers {a b}"),
                    })
                    .collect::<R<Vec<_>>>()?,
                None => Vec::new(),
            };
            for e in &edges {
                if e.iter().any(|&v| v >= vertices.len()) {
                    return err(
                        node.span(),
                        format!(
                            "edge {{{} {}}} names a vertex beyond the {} given",
                            e[0],
                            e[1],
                            vertices.len()
                        ),
                    );
                }
            }
            GraphFn::Explicit { vertices, edges }
        }
        "rotate" => {
            let degrees = number(need(&mut a, node, "an angle")?)?;
            GraphFn::Rotate { degrees, graph: Box::new(graph_fn(need(&mut a, node, "a graph")?)?) }
        }
        "shift" => {
            let dx = number(need(&mut a, node, "dx")?)?;
            let dy = number(need(&mut a, node, "dy")?)?;
            GraphFn::Shift { dx, dy, graph: Box::new(graph_fn(need(&mut a, node, "a graph")?)?) }
        }
        "scale" => {
            let sx = number(need(&mut a, node, "a scale")?)?;
            let second = need(&mut a, node, "a graph")?;
            let (sy, g) = if is_graph(second) {
                (sx, second)
            } else {
                (number(second)?, need(&mut a, node, "a graph")?)
            };
            if let Some(z) = a.positional() {
                return err(z.span(), "scaling along z is not supported");
            }
            GraphFn::Scale { sx, sy, graph: Box::new(graph_fn(g)?) }
        }
        "merge" | "union" => {
            let mut graphs = Vec::new();
            while let Some(n) = a.positional() {
                match n {
                    Node::List { items, .. } => {
                        for i in items {
                            graphs.push(graph_fn(i)?);
                        }
                    }
                    n => graphs.push(graph_fn(n)?),
                }
            }
            let connect = a.flag("connect", false)?;
            if head == "merge" {
                GraphFn::Merge { graphs, connect }
            } else {
                GraphFn::Union { graphs, connect }
            }
        }
        "add" => {
            let graph = match a.positional() {
                Some(g) => Some(Box::new(graph_fn(g)?)),
                None => None,
            };
            let vertices = match a.named("vertices") {
                Some(v) => points(v)?,
                None => Vec::new(),
            };
            let edges = a.named("edges").map(|e| element_refs(e, false)).transpose()?;
            let cells = a.named("cells").map(|c| element_refs(c, false)).transpose()?;
            if let Some(c) = a.named("edgesCurved") {
                return err(c.span(), "(add edgesCurved:..) is not supported yet");
            }
            let connect = a.flag("connect", false)?;
            GraphFn::Add { graph, vertices, edges, cells, connect }
        }
        "remove" => {
            let g = need(&mut a, node, "a graph")?;
            let graph = Box::new(graph_fn(g)?);
            if let Some(p) = a.positional() {
                return err(p.span(), "(remove <graph> <polygon>) is not supported yet");
            }
            let cells = a.named("cells").map(|c| element_refs(c, false)).transpose()?;
            let edges = a.named("edges").map(|e| element_refs(e, false)).transpose()?;
            let vertices = a.named("vertices").map(|v| element_refs(v, true)).transpose()?;
            let trim_edges = a.flag("trimEdges", true)?;
            GraphFn::Remove { graph, cells, edges, vertices, trim_edges }
        }
        "renumber" => {
            // Renumber.java: the element types named (Vertex, Edge, Cell), all when none is.
            let mut types = [a.word("Vertex"), a.word("Edge"), a.word("Cell")];
            if types == [false; 3] {
                types = [true; 3];
            }
            GraphFn::Renumber { types, graph: Box::new(graph_fn(need(&mut a, node, "a graph")?)?) }
        }
        "trim" => GraphFn::Trim(Box::new(graph_fn(need(&mut a, node, "a graph")?)?)),
        "splitCrossings" => {
            GraphFn::SplitCrossings(Box::new(graph_fn(need(&mut a, node, "a graph")?)?))
        }
        "regular" => {
            let star = a.word("Star");
            let n = positive(&mut a, node, "sides")?;
            if n < 3 {
                return err(node.span(), "a regular polygon needs at least 3 sides");
            }
            GraphFn::shape(Shape::Regular { n, star })
        }
        "dual" => GraphFn::Dual(Box::new(graph_fn(need(&mut a, node, "a graph")?)?)),
        "repeat" => {
            // Repeat.java: (repeat <rows> <columns> step:{{<col x> <col y>} {<row x> <row y>}}
            // (poly ..) | { (poly ..) ... }).
            let rows = dim(need(&mut a, node, "rows")?)?.max(0) as u32;
            let cols = dim(need(&mut a, node, "columns")?)?.max(0) as u32;
            let step = match a.named("step") {
                Some(s) => points(s)?,
                None => return err(node.span(), "`(repeat ..)` needs step:{{<x> <y>} {<x> <y>}}"),
            };
            let [step_column, step_row] = match step.as_slice() {
                [c, r] => [*c, *r],
                _ => {
                    return err(node.span(), "step: takes two vectors, to the next column and row")
                }
            };
            let p = need(&mut a, node, "a polygon, (poly { {<x> <y>} ... })")?;
            let polygons = match p {
                Node::List { items, .. } => items.iter().map(poly).collect::<R<Vec<_>>>()?,
                p => vec![poly(p)?],
            };
            GraphFn::Repeat { rows, cols, step_column, step_row, polygons }
        }
        "hole" => {
            let g = need(&mut a, node, "a graph")?;
            let graph = Box::new(graph_fn(g)?);
            let p = need(&mut a, node, "a polygon, (poly { {<x> <y>} ... })")?;
            GraphFn::Hole { graph, polygon: poly(p)? }
        }
        other => return unsupported(a.head_span, other),
    };
    a.finish()?;
    Ok(g)
}

/// `(poly { {<x> <y>} ... })`: the points of a polygon (Poly.java), as Java floats.
fn poly(p: &Node) -> R<Vec<[f64; 2]>> {
    let mut pa = Call::of(p)?;
    if pa.head != "poly" {
        return err(p.span(), "expected a polygon, (poly { {<x> <y>} ... })");
    }
    let pts = need(&mut pa, p, "its points")?;
    let polygon = points(pts)?;
    if pa.named("rotns").is_some() {
        return err(p.span(), "`(poly .. rotns:..)` is not supported yet");
    }
    pa.finish()?;
    Ok(polygon)
}

/// The shapes of the tiling generators ludemic does not build yet, named for `ludemic
/// coverage` (`hex Rectangle`, `tri Diamond`, `square {sides}`).
fn unsupported_shape(a: &Call<'_>) -> Option<String> {
    let (supported, sides): (&[&str], bool) = match a.head {
        "square" | "rectangle" => (&[], false),
        "hex" => (&["Diamond", "Hexagon", "Triangle", "Limping"], true),
        "tri" => (&["Hexagon", "Triangle", "Limping"], true),
        _ => return None,
    };
    a.positional.iter().find_map(|n| match n {
        Node::Word { value, .. } if !supported.contains(&value.as_str()) => {
            Some(format!("{} {value}", a.head))
        }
        Node::List { .. } if !sides => Some(format!("{} {{sides}}", a.head)),
        _ => None,
    })
}

/// The side lengths of a custom tiling shape (`(tri {4 5 4 5 4 5})`), if given: at least one
/// side, none zero (a zero side would make Ludii's walk turn without moving).
fn sides(a: &mut Call<'_>) -> R<Option<Vec<i32>>> {
    let Some(i) = a.positional.iter().position(|n| matches!(n, Node::List { .. })) else {
        return Ok(None);
    };
    let n = a.positional.remove(i);
    let sides = list(n)?.iter().map(|s| dim(s).map(|v| v as i32)).collect::<R<Vec<i32>>>()?;
    if sides.is_empty() || sides.contains(&0) {
        return err(n.span(), "expected side lengths {<n> ...}, none zero");
    }
    Ok(Some(sides))
}

fn is_graph(n: &Node) -> bool {
    matches!(n, Node::Call { head, .. } if GRAPH_FUNCTIONS.contains(&head.as_str()))
}

fn diagonals(a: &mut Call<'_>) -> R<Option<Diagonals>> {
    Ok(match a.named("diagonals") {
        None => None,
        Some(Node::Word { value, span }) => Some(match value.as_str() {
            "Alternating" => Diagonals::Alternating,
            "Solid" => Diagonals::Solid,
            "Concentric" => Diagonals::Concentric,
            "Radiating" => Diagonals::Radiating,
            "Implied" => Diagonals::Implied,
            _ => {
                return err(
                    *span,
                    format!("unknown diagonals `{value}`; expected Alternating, Solid..."),
                )
            }
        }),
        Some(n) => return err(n.span(), "expected a diagonals kind: Alternating, Solid..."),
    })
}

fn need<'n>(a: &mut Call<'n>, node: &Node, what: &str) -> R<&'n Node> {
    match a.positional() {
        Some(n) => Ok(n),
        None => err(node.span(), format!("`({} ...)` needs {what}", a.head)),
    }
}

fn positive(a: &mut Call<'_>, node: &Node, what: &str) -> R<u32> {
    let n = need(a, node, what)?;
    match dim(n)? {
        v if v > 0 => Ok(v as u32),
        _ => err(n.span(), format!("expected a positive number of {what}")),
    }
}

/// A constant real number: a literal or arithmetic on literals. Ludii's `FloatFunction`s
/// evaluate to Java `float`s, so the value is rounded to `f32` (this decides, e.g., whether two
/// vertices of a merge are within 0.01 and become one).
fn number(n: &Node) -> R<f64> {
    float(n).map(f64::from)
}

fn float(n: &Node) -> R<f32> {
    match n {
        Node::Int { value, .. } => Ok(*value as f32),
        Node::Float { value, .. } => Ok(*value as f32),
        Node::Call { head, args, span, .. } => {
            let vals = args.iter().map(float).collect::<R<Vec<f32>>>()?;
            match (head.as_str(), vals.as_slice()) {
                ("+", v) if !v.is_empty() => Ok(v.iter().sum()),
                ("*", v) if !v.is_empty() => Ok(v.iter().product()),
                ("-", [a, b]) => Ok(a - b),
                ("-", [a]) => Ok(-a),
                ("/", [a, b]) if *b != 0.0 => Ok(a / b),
                ("^", [a, b]) => Ok(a.powf(*b)),
                _ => err(*span, format!("expected a constant number, found `({head} ...)`")),
            }
        }
        _ => err(n.span(), format!("expected a number, found `{}`", n.describe())),
    }
}

/// A constant integer (Ludii's `DimFunction`: integer arithmetic).
/// The largest size or count a graph function takes. The board precomputes, for each site and
/// direction, the line of sites to the board's edge: their total grows with sites times the
/// longest side, so a long side is what makes a board slow and large ((rectangle 4096 7) took
/// 30 s and gigabytes), whatever its site count. The corpus's longest side is far below this.
/// (Sizes are kept as `u32`/`i32`: `(square 99999999999)` wrapped before.)
pub const MAX_DIMENSION: i64 = 256;

/// A constant integer of a graph function, within ±[`MAX_DIMENSION`].
fn dim(n: &Node) -> R<i64> {
    let v = dim_unbounded(n)?;
    if !(-MAX_DIMENSION..=MAX_DIMENSION).contains(&v) {
        return err(
            n.span(),
            format!("{v} is out of range: a board's sizes and counts are at most {MAX_DIMENSION}"),
        );
    }
    Ok(v)
}

fn dim_unbounded(n: &Node) -> R<i64> {
    match n {
        Node::Int { value, .. } => Ok(*value),
        Node::Call { head, args, span, .. } => {
            let vals = args.iter().map(dim_unbounded).collect::<R<Vec<i64>>>()?;
            // Checked: constant arithmetic must not overflow (a panic in debug builds).
            let value = match (head.as_str(), vals.as_slice()) {
                ("+", v) if !v.is_empty() => v.iter().try_fold(0i64, |a, &b| a.checked_add(b)),
                ("*", v) if !v.is_empty() => v.iter().try_fold(1i64, |a, &b| a.checked_mul(b)),
                ("-", [a, b]) => a.checked_sub(*b),
                ("/", [a, b]) if *b != 0 => a.checked_div(*b),
                ("^", [a, b]) if (0..63).contains(b) => a.checked_pow(*b as u32),
                _ => {
                    return err(*span, format!("expected a constant integer, found `({head} ...)`"))
                }
            };
            value.ok_or_else(|| BoardError {
                span: *span,
                message: format!("`({head} ...)` overflows a 64-bit integer"),
                unsupported: None,
            })
        }
        _ => err(n.span(), format!("expected an integer, found `{}`", n.describe())),
    }
}

fn list(n: &Node) -> R<&[Node]> {
    match n {
        Node::List { items, .. } => Ok(items),
        _ => err(n.span(), format!("expected a list {{...}}, found `{}`", n.describe())),
    }
}

fn point(n: &Node) -> R<[f64; 2]> {
    match list(n)? {
        [x, y] => Ok([number(x)?, number(y)?]),
        _ => err(n.span(), "expected a point {x y}"),
    }
}

fn points(n: &Node) -> R<Vec<[f64; 2]>> {
    list(n)?.iter().map(point).collect()
}

/// A vertex, edge or cell number: not a size, so not bounded by [`MAX_DIMENSION`] (a number
/// beyond the graph's elements names none, as in Ludii).
fn index(n: &Node) -> R<usize> {
    match dim_unbounded(n)? {
        v if (0..=i64::from(u32::MAX)).contains(&v) => Ok(v as usize),
        _ => err(n.span(), "expected a vertex or cell number"),
    }
}

/// `{ {a b} ... }` or `{ a b ... }` as lists of indices.
fn index_lists(n: &Node) -> R<Vec<Vec<usize>>> {
    list(n)?
        .iter()
        .map(|i| match i {
            Node::List { items, .. } => items.iter().map(index).collect(),
            i => Ok(vec![index(i)?]),
        })
        .collect()
}

/// Ludii tells indices from positions by nesting: `edges:{{0 1}}` are vertex numbers,
/// `edges:{{{0 0} {1 1}}}` positions; `vertices:{3 4}` numbers, `vertices:{{0 1}}` positions.
fn element_refs(n: &Node, of_vertices: bool) -> R<ElementRefs> {
    let items = list(n)?;
    let nested = |n: Option<&Node>| matches!(n, Some(Node::List { .. }));
    let first = items.first();
    let deep = match first {
        Some(Node::List { items, .. }) => nested(items.first()),
        _ => false,
    };
    if of_vertices && nested(first) {
        Ok(ElementRefs::Positions(vec![points(n)?]))
    } else if !of_vertices && deep {
        Ok(ElementRefs::Positions(items.iter().map(points).collect::<R<Vec<_>>>()?))
    } else {
        Ok(ElementRefs::Indices(index_lists(n)?))
    }
}

/// The arguments of one call, taken by name or position; leftovers are errors.
struct Call<'n> {
    head: &'n str,
    head_span: Span,
    positional: Vec<&'n Node>,
    named: Vec<(&'n str, &'n Node)>,
}

impl<'n> Call<'n> {
    fn of(node: &'n Node) -> R<Call<'n>> {
        let Node::Call { head, head_span, args, .. } = node else {
            return err(
                node.span(),
                format!("expected a graph such as (square 8), found `{}`", node.describe()),
            );
        };
        let mut c = Call { head, head_span: *head_span, positional: Vec::new(), named: Vec::new() };
        for a in args {
            match a {
                Node::Named { name, value, .. } => c.named.push((name, value)),
                a => c.positional.push(a),
            }
        }
        c.positional.reverse();
        Ok(c)
    }

    fn positional(&mut self) -> Option<&'n Node> {
        self.positional.pop()
    }

    fn named(&mut self, name: &str) -> Option<&'n Node> {
        let i = self.named.iter().position(|(n, _)| *n == name)?;
        Some(self.named.remove(i).1)
    }

    /// Takes the bare word `w` if present.
    fn word(&mut self, w: &str) -> bool {
        match self
            .positional
            .iter()
            .position(|n| matches!(n, Node::Word { value, .. } if value == w))
        {
            Some(i) => {
                self.positional.remove(i);
                true
            }
            None => false,
        }
    }

    fn flag(&mut self, name: &str, default: bool) -> R<bool> {
        match self.named(name) {
            None => Ok(default),
            Some(Node::Bool { value, .. }) => Ok(*value),
            Some(n) => err(n.span(), format!("`{name}:` takes True or False")),
        }
    }

    fn finish(self) -> R<()> {
        if let Some(n) = self.positional.last() {
            return err(
                n.span(),
                format!("unexpected `{}` in `({} ...)`", n.describe(), self.head),
            );
        }
        if let Some((name, v)) = self.named.first() {
            return err(v.span(), format!("`({} ...)` takes no `{name}:` here", self.head));
        }
        Ok(())
    }
}

/// The board of an expanded game's text (the first `(board ...)`), for tools and tests that
/// check geometry without lowering the rules: `None` when there is no board.
pub fn board_spec_of_expanded(text: &str) -> Option<Result<BoardSpec, String>> {
    let mut sources = crate::diag::SourceMap::new();
    let file = sources.add("expanded", text);
    let (nodes, _) = super::reader::read(&sources, file);
    fn find(n: &Node) -> Option<&Node> {
        match n {
            Node::Call { head, .. }
                if matches!(
                    head.as_str(),
                    "board" | "mancalaBoard" | "surakartaBoard" | "boardless"
                ) =>
            {
                Some(n)
            }
            Node::Call { args, .. } => args.iter().find_map(find),
            Node::List { items, .. } => items.iter().find_map(find),
            _ => None,
        }
    }
    let board = nodes.iter().find_map(find)?;
    Some(board_spec(board).map_err(|e| e.message))
}
