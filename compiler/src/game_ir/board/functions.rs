//! Ludii's graph functions (`game.functions.graph`): the generators of `shapes.rs` combined by
//! the operators (`operators/*.java`) into the graph a board is built on.
//!
//! Every operator follows its Java class: which Ludii `Graph` methods it calls, in which order,
//! and whether faces are recomputed, because site numbering depends on all of that. In
//! particular no operator but `renumber` re-sorts by position (`reorder`): a merged graph numbers its vertices
//! in the order of its parts, which is why many corpus boards do not follow the (y, x) order.

use super::graph::{clockwise3, dist, point_in_polygon, Graph, Pt, EPSILON};
use super::{shapes, Diagonals, Shape, SiteType};

/// Elements of a graph named by index or by position (Ludii accepts both for `add`/`remove`).
#[derive(Clone, Debug, PartialEq)]
pub enum ElementRefs {
    /// Vertex ids of edges (`edges:{{0 1} ...}`), of faces (`cells:{{0 1 5 4} ...}`)...
    Indices(Vec<Vec<usize>>),
    /// Vertex positions (`edges:{{{0 0} {1 1}} ...}`).
    Positions(Vec<Vec<Pt>>),
}

/// A graph function: a generator or an operator applied to graph functions.
#[derive(Clone, Debug, PartialEq)]
pub enum GraphFn {
    /// A generator (`(square 5 diagonals:Alternating)`, `(wedge 3)`...).
    Shape { shape: Shape, diagonals: Option<Diagonals> },
    /// `(graph vertices:{..} edges:{..})`: Ludii's `Graph(Float[][], Integer[][])`.
    Explicit { vertices: Vec<Pt>, edges: Vec<[usize; 2]> },
    /// `(rotate degrees g)` about the centre of the graph's bounds, without renumbering.
    Rotate { degrees: f64, graph: Box<GraphFn> },
    /// `(shift dx dy g)`.
    Shift { dx: f64, dy: f64, graph: Box<GraphFn> },
    /// `(scale sx [sy] g)`.
    Scale { sx: f64, sy: f64, graph: Box<GraphFn> },
    /// `(merge g ... [connect:True])`: parts concatenated, coincident vertices merged, faces found
    /// again.
    Merge { graphs: Vec<GraphFn>, connect: bool },
    /// `(union g ... [connect:True])`: the parts side by side, nothing merged.
    Union { graphs: Vec<GraphFn>, connect: bool },
    /// `(add [g] [vertices:{..}] [edges:{..}] [cells:{..}] [connect:True])`: no faces are recomputed.
    Add {
        graph: Option<Box<GraphFn>>,
        vertices: Vec<Pt>,
        edges: Option<ElementRefs>,
        cells: Option<ElementRefs>,
        connect: bool,
    },
    /// `(remove g [cells:{..}] [edges:{..}] [vertices:{..}] [trimEdges:False])`: cells first, then
    /// edges, then vertices, as Ludii does.
    Remove {
        graph: Box<GraphFn>,
        cells: Option<ElementRefs>,
        edges: Option<ElementRefs>,
        vertices: Option<ElementRefs>,
        trim_edges: bool,
    },
    /// `(hole g (poly { {x y} ... }))`: the faces whose centres lie inside the polygon
    /// (inflated by 0.1) removed, with the edges only they used (Hole.java).
    Hole { graph: Box<GraphFn>, polygon: Vec<Pt> },
    /// `(renumber [Vertex] [Edge] [Cell] g)`: the element types named (all when none is)
    /// numbered again by position, Ludii's `Graph.reorder(type)` (Renumber.java).
    Renumber { types: [bool; 3], graph: Box<GraphFn> },
    /// `(trim g)`: dangling edges and then lone vertices removed (Trim.java, `Graph.trim`).
    Trim(Box<GraphFn>),
    /// `(splitCrossings g)`: a vertex added where two edges cross, each split there, and edges
    /// passing through a vertex split at it; faces found again (SplitCrossings.java).
    SplitCrossings(Box<GraphFn>),
    /// `(dual g)`: a vertex at the centre of each face, an edge between the two faces of each
    /// edge that has one on either side, faces found again, then everything numbered again by
    /// position (Dual.java).
    Dual(Box<GraphFn>),
    /// `(repeat rows cols step:{{..} {..}} (poly ..) | { (poly ..) ... })`: each polygon copied to
    /// `col * step_column + row * step_row`, row by row, coincident vertices and edges shared;
    /// faces found, then everything numbered by position (Repeat.java).
    Repeat { rows: u32, cols: u32, step_column: Pt, step_row: Pt, polygons: Vec<Vec<Pt>> },
}

impl GraphFn {
    pub fn shape(shape: Shape) -> GraphFn {
        GraphFn::Shape { shape, diagonals: None }
    }

    /// A bound on the vertices this graph will have, computed from the generators' sizes
    /// without building anything, so that `(square 100000)` is refused before it allocates
    /// gigabytes. Generous (a few times the true count) but never below it for generators and
    /// their combinations; `splitCrossings` and `dual` count as their graph (their growth is
    /// checked on the built board by the validator).
    pub fn vertex_bound(&self) -> u64 {
        let n = |x: u32| u64::from(x);
        let sum_abs =
            |v: &[i32]| v.iter().map(|x| u64::from(x.unsigned_abs())).fold(0, u64::saturating_add);
        let m = |factors: &[u64]| factors.iter().fold(1, |p: u64, &f| p.saturating_mul(f));
        match self {
            GraphFn::Shape { shape, .. } => match shape {
                Shape::Square { n: k } => m(&[2, n(*k) + 1, n(*k) + 1]),
                Shape::Rectangle { rows, cols } => m(&[2, n(*rows) + 1, n(*cols) + 1]),
                Shape::HexDiamond { n: k } | Shape::HexTriangle { n: k } => {
                    m(&[6, n(*k) + 1, n(*k) + 1])
                }
                Shape::Hex { n: k } => m(&[18, n(*k) + 1, n(*k) + 1]),
                Shape::TriTriangle { n: k } | Shape::TriHexagon { n: k } => {
                    m(&[6, n(*k) + 1, n(*k) + 1])
                }
                Shape::TriCustom { sides } | Shape::HexCustom { sides } => {
                    let s = sum_abs(sides) + 1;
                    m(&[6, s, s])
                }
                Shape::ConcentricCircle { cells_per_ring, .. } => {
                    m(&[4, sum_abs(cells_per_ring) + 1])
                }
                Shape::Wedge { rows, cols } => m(&[n(*rows) + 1, n(*cols) + 1]),
                Shape::Regular { n: k, .. } => n(*k),
                Shape::ConcentricRegular { sides, rings, .. } => m(&[2, n(*sides), n(*rings)]),
            },
            GraphFn::Explicit { vertices, .. } => vertices.len() as u64,
            // Every copy of every polygon's corners, before shared corners merge.
            GraphFn::Repeat { rows, cols, polygons, .. } => {
                let corners = polygons.iter().map(|p| p.len() as u64).fold(0, u64::saturating_add);
                m(&[n(*rows), n(*cols), corners])
            }
            GraphFn::Rotate { graph, .. }
            | GraphFn::Shift { graph, .. }
            | GraphFn::Scale { graph, .. }
            | GraphFn::Remove { graph, .. }
            | GraphFn::Hole { graph, .. }
            | GraphFn::Renumber { graph, .. }
            | GraphFn::Trim(graph)
            | GraphFn::SplitCrossings(graph) => graph.vertex_bound(),
            // A dual has a vertex per face: at most two per vertex of a planar graph.
            GraphFn::Dual(graph) => m(&[2, graph.vertex_bound()]),
            GraphFn::Merge { graphs, .. } | GraphFn::Union { graphs, .. } => {
                graphs.iter().map(GraphFn::vertex_bound).fold(0, u64::saturating_add)
            }
            GraphFn::Add { graph, vertices, edges, cells, .. } => {
                let refs = |r: &Option<ElementRefs>| match r {
                    Some(ElementRefs::Positions(l)) => l.iter().map(|p| p.len() as u64).sum(),
                    _ => 0,
                };
                graph
                    .as_ref()
                    .map_or(0, |g| g.vertex_bound())
                    .saturating_add(vertices.len() as u64)
                    .saturating_add(refs(edges))
                    .saturating_add(refs(cells))
            }
        }
    }

    /// Ludii's `eval(context, siteType)`; `Err` names what is unsupported.
    pub(crate) fn eval(&self, use_type: SiteType) -> Result<Graph, String> {
        Ok(match self {
            GraphFn::Shape { shape, diagonals } => shapes::generate(shape, *diagonals, use_type)?,
            GraphFn::Explicit { vertices, edges } => {
                // Ludii stores the given coordinates as floats.
                let pts =
                    vertices.iter().map(|p| [p[0] as f32 as f64, p[1] as f32 as f64]).collect();
                for e in edges {
                    if e.iter().any(|&v| v >= vertices.len()) {
                        return Err(format!(
                            "(graph ...): edge {e:?} names a vertex beyond the {} given",
                            vertices.len()
                        ));
                    }
                }
                Graph::from_lists(pts, edges)
            }
            GraphFn::Rotate { degrees, graph } => {
                let mut g = graph.eval(use_type)?;
                if !g.vpt.is_empty() {
                    g.rotate(*degrees);
                }
                g
            }
            GraphFn::Shift { dx, dy, graph } => {
                let mut g = graph.eval(use_type)?;
                g.translate(*dx, *dy);
                g
            }
            GraphFn::Scale { sx, sy, graph } => {
                let mut g = graph.eval(use_type)?;
                g.scale(*sx, *sy);
                g
            }
            GraphFn::Merge { graphs, connect } => {
                let parts =
                    graphs.iter().map(|g| g.eval(use_type)).collect::<Result<Vec<_>, _>>()?;
                merge(&parts, *connect)?
            }
            GraphFn::Union { graphs, connect } => {
                let parts =
                    graphs.iter().map(|g| g.eval(use_type)).collect::<Result<Vec<_>, _>>()?;
                union(parts, *connect)?
            }
            GraphFn::Add { graph, vertices, edges, cells, connect } => {
                let g = match graph {
                    Some(g) => g.eval(use_type)?,
                    None => Graph::default(),
                };
                add(g, vertices, edges.as_ref(), cells.as_ref(), *connect)?
            }
            GraphFn::Remove { graph, cells, edges, vertices, trim_edges } => remove(
                graph.eval(use_type)?,
                cells.as_ref(),
                edges.as_ref(),
                vertices.as_ref(),
                *trim_edges,
            )?,
            GraphFn::Renumber { types, graph } => {
                let mut g = graph.eval(use_type)?;
                // Renumber.java leaves a graph without vertices as it is.
                if !g.vpt.is_empty() {
                    g.reorder_types(*types);
                }
                g
            }
            GraphFn::Trim(graph) => {
                let mut g = graph.eval(use_type)?;
                g.trim();
                g
            }
            GraphFn::SplitCrossings(graph) => {
                let mut g = graph.eval(use_type)?;
                split_crossings(&mut g);
                g
            }
            GraphFn::Dual(graph) => dual(graph.eval(use_type)?),
            GraphFn::Repeat { rows, cols, step_column, step_row, polygons } => {
                repeat(*rows, *cols, *step_column, *step_row, polygons)
            }
            GraphFn::Hole { graph, polygon } => {
                let mut g = graph.eval(use_type)?;
                // Hole.java leaves the graph alone when the polygon has fewer than 3 points.
                if polygon.len() >= 3 {
                    let inflated = inflate(polygon, 0.1);
                    for f in (0..g.faces.len()).rev() {
                        if point_in_polygon(g.fpt[f], &inflated) {
                            g.remove_face(f, true);
                        }
                    }
                }
                g
            }
        })
    }
}

/// `Repeat.eval`: `findOrAddVertex`/`findOrAddEdge` for each side of each polygon copy, then
/// `makeFaces(false)` and `reorder()`.
fn repeat(rows: u32, cols: u32, step_column: Pt, step_row: Pt, polygons: &[Vec<Pt>]) -> Graph {
    let mut g = Graph::default();
    for row in 0..rows {
        for col in 0..cols {
            let (c, r) = (col as f64, row as f64);
            let x0 = c * step_column[0] + r * step_row[0];
            let y0 = c * step_column[1] + r * step_row[1];
            for polygon in polygons {
                for n in 0..polygon.len() {
                    let pa = polygon[n];
                    let pb = polygon[(n + 1) % polygon.len()];
                    let a = g.find_or_add_vertex(x0 + pa[0], y0 + pa[1]);
                    let b = g.find_or_add_vertex(x0 + pb[0], y0 + pb[1]);
                    g.find_or_add_edge(a, b);
                }
            }
        }
    }
    g.assemble();
    g.recalculate_edge_and_face_positions();
    g.reorder();
    g
}

/// `Dual.eval`: a graph without vertices, edges or faces is its own dual.
fn dual(source: Graph) -> Graph {
    if source.vpt.is_empty() || source.edges.is_empty() || source.faces.is_empty() {
        return source;
    }
    let edges = (0..source.edges.len())
        .filter_map(|e| Some([source.e_left[e]?, source.e_right[e]?]))
        .collect();
    let mut g = Graph::from_lists_without_faces(source.fpt.clone(), edges);
    g.make_faces();
    g.reorder();
    g
}

/// `Merge.eval`: concatenate, merge vertices closer than 0.01 (Manhattan), drop duplicate edges,
/// then `new Graph(vertices, edges)` (faces found again).
fn merge(parts: &[Graph], connect: bool) -> Result<Graph, String> {
    if connect {
        return Err("(merge ... connect:True) is not supported yet".into());
    }
    let mut pts: Vec<Pt> = Vec::new();
    let mut edges: Vec<[usize; 2]> = Vec::new();
    for g in parts {
        let offset = pts.len();
        pts.extend(g.vpt.iter().copied());
        edges.extend(g.edges.iter().map(|&[a, b]| [a + offset, b + offset]));
    }
    // Merge.mergeVertices: for each vertex, later coincident ones (scanned from the end) are
    // folded into it; the vertices above a removed one shift down by one.
    let mut v = 0;
    while v < pts.len() {
        let mut vv = pts.len() - 1;
        while vv > v {
            let (a, b) = (pts[v], pts[vv]);
            if (a[0] - b[0]).abs() + (a[1] - b[1]).abs() < 0.01 {
                for e in &mut edges {
                    for end in e.iter_mut() {
                        if *end == vv {
                            *end = v;
                        } else if *end > vv {
                            *end -= 1;
                        }
                    }
                }
                pts.remove(vv);
            }
            vv -= 1;
        }
        v += 1;
    }
    // Graph.removeDuplicateEdges (either orientation), keeping the first.
    let mut unique: Vec<[usize; 2]> = Vec::new();
    for e in edges {
        if !unique.iter().any(|u| *u == e || *u == [e[1], e[0]]) {
            unique.push(e);
        }
    }
    Ok(Graph::from_lists(pts, &unique))
}

/// `SplitCrossings.eval` on a graph: first every crossing of two edges, then every edge that
/// passes through a vertex, is split, one at a time and scanning again from the first edge after
/// each split, as Ludii does (the new vertices and edges come last, in that order); then the
/// faces are found again. Ludii finds them with `makeFaces(true)`, which stops a face at an edge
/// crossing another: none is left once the crossings are split.
fn split_crossings(g: &mut Graph) {
    // splitAtCrossingPoints.
    'crossings: loop {
        for ea in 0..g.edges.len() {
            for eb in ea + 1..g.edges.len() {
                let ([a0, a1], [b0, b1]) = (g.edges[ea], g.edges[eb]);
                let Some(x) = crossing_point(g.vpt[a0], g.vpt[a1], g.vpt[b0], g.vpt[b1]) else {
                    continue;
                };
                let v = g.add_vertex_linked(x);
                g.remove_edge(eb);
                g.remove_edge(ea);
                for e in [[a0, v], [v, a1], [b0, v], [v, b1]] {
                    g.find_or_add_edge_linked(e[0], e[1]);
                }
                continue 'crossings;
            }
        }
        break;
    }
    // splitAtTouchingPoints. Ludii goes on through the vertices after a split with the edge it
    // split: a second vertex on that edge removes whatever edge then has its index, and joins
    // the split edge's ends to itself.
    'touching: loop {
        for ea in 0..g.edges.len() {
            let [a, b] = g.edges[ea];
            let (pa, pb) = (g.vpt[a], g.vpt[b]);
            let mut split = false;
            for v in 0..g.vpt.len() {
                if v == a || v == b || !touches(g.vpt[v], pa, pb) {
                    continue;
                }
                g.remove_edge(ea);
                g.find_or_add_edge_linked(a, v);
                g.find_or_add_edge_linked(v, b);
                split = true;
            }
            if split {
                continue 'touching;
            }
        }
        break;
    }
    g.make_faces();
}

/// `MathRoutines.crossingPoint`: where segments a0-a1 and b0-b1 cross, more than 1% of each
/// one's length from its ends; none for parallel segments.
fn crossing_point(a0: Pt, a1: Pt, b0: Pt, b1: Pt) -> Option<Pt> {
    const MARGIN: f64 = 0.01;
    let (xlk, ylk) = (a1[0] - a0[0], a1[1] - a0[1]);
    let (xnm, ynm) = (b1[0] - b0[0], b1[1] - b0[1]);
    let (xmk, ymk) = (b0[0] - a0[0], b0[1] - a0[1]);
    let det = xnm * ylk - ynm * xlk;
    if det.abs() < EPSILON {
        return None;
    }
    let detinv = 1.0 / det;
    let s = (xnm * ymk - ynm * xmk) * detinv;
    let t = (xlk * ymk - ylk * xmk) * detinv;
    let inside = |u: f64| u > MARGIN && u < 1.0 - MARGIN;
    (inside(s) && inside(t)).then(|| [a0[0] + s * xlk, a0[1] + s * ylk])
}

/// `MathRoutines.touchingPoint` as a test: `pt` lies on segment a-b (within 0.001) away from
/// both of its ends.
fn touches(pt: Pt, a: Pt, b: Pt) -> bool {
    const MARGIN: f64 = 0.001;
    dist(pt, a) >= MARGIN && dist(pt, b) >= MARGIN && distance_to_segment(pt, a, b) <= MARGIN
}

/// `MathRoutines.distanceToLineSegment`.
fn distance_to_segment(pt: Pt, a: Pt, b: Pt) -> f64 {
    if (a[0] - b[0]).abs() + (a[1] - b[1]).abs() < EPSILON {
        return dist(pt, a);
    }
    let (xkj, ykj) = (a[0] - pt[0], a[1] - pt[1]);
    let (xlk, ylk) = (b[0] - a[0], b[1] - a[1]);
    let denom = xlk * xlk + ylk * ylk;
    let t = -(xkj * xlk + ykj * ylk) / denom;
    if t <= 0.0 {
        (xkj * xkj + ykj * ykj).sqrt()
    } else if t >= 1.0 {
        dist(pt, b)
    } else {
        let (xf, yf) = (xkj + t * xlk, ykj + t * ylk);
        (xf * xf + yf * yf).sqrt()
    }
}

/// Vertex ids of positions (Ludii's `findVertex`); `None` when one is missing.
fn find_all(g: &Graph, pts: &[Pt]) -> Option<Vec<usize>> {
    pts.iter().map(|p| g.find_vertex(p[0], p[1])).collect()
}

/// `Add.eval`: new vertices (a duplicate position is not added), edges by position (creating
/// missing vertices) or by index, faces by index; faces are not recomputed.
fn add(
    mut g: Graph,
    vertices: &[Pt],
    edges: Option<&ElementRefs>,
    cells: Option<&ElementRefs>,
    connect: bool,
) -> Result<Graph, String> {
    if connect {
        return Err("(add ... connect:True) is not supported yet".into());
    }
    for &p in vertices {
        if g.find_vertex(p[0], p[1]).is_none() {
            g.add_vertex_linked(p);
        }
    }
    let vertex_at = |g: &mut Graph, p: Pt| match g.find_vertex(p[0], p[1]) {
        Some(v) => v,
        None => g.add_vertex_linked(p),
    };
    // Add.eval's order: edges, then faces, given by position; then edges, then faces, by index.
    if let Some(ElementRefs::Positions(list)) = edges {
        for e in list {
            let [a, b] = e.as_slice() else {
                return Err("(add edges:..): an edge needs two end points".into());
            };
            let (a, b) = (vertex_at(&mut g, *a), vertex_at(&mut g, *b));
            g.find_or_add_edge_linked(a, b);
        }
    }
    if let Some(ElementRefs::Positions(list)) = cells {
        for face in list {
            let vids: Vec<usize> = face.iter().map(|&p| vertex_at(&mut g, p)).collect();
            for (n, &a) in vids.iter().enumerate() {
                g.find_or_add_edge_linked(a, vids[(n + 1) % vids.len()]);
            }
            g.find_or_add_face(&vids);
        }
    }
    if let Some(ElementRefs::Indices(list)) = edges {
        for e in list {
            let [a, b] = e.as_slice() else {
                return Err("(add edges:..): an edge needs two vertex numbers".into());
            };
            // Ludii prints a warning and skips an edge to a vertex it does not have.
            if *a < g.vpt.len() && *b < g.vpt.len() {
                g.find_or_add_edge_linked(*a, *b);
            }
        }
    }
    if let Some(ElementRefs::Indices(list)) = cells {
        // Ludii skips (with a warning) a face of fewer than 3 vertices or naming one it lacks.
        for face in list {
            if face.len() >= 3 && face.iter().all(|&v| v < g.vpt.len()) {
                g.find_or_add_face(face);
            }
        }
    }
    g.recalculate_edge_and_face_positions();
    Ok(g)
}

/// Indices to remove, highest first so that each removal leaves the others' numbers alone
/// (Ludii sorts and reverses them).
fn highest_first(list: &[Vec<usize>]) -> Vec<usize> {
    let mut ids: Vec<usize> = list.iter().flatten().copied().collect();
    ids.sort_unstable_by(|a, b| b.cmp(a));
    ids
}

/// `Remove.eval`: cells, then edges, then vertices; indices are removed from the highest down.
fn remove(
    mut g: Graph,
    cells: Option<&ElementRefs>,
    edges: Option<&ElementRefs>,
    vertices: Option<&ElementRefs>,
    trim_edges: bool,
) -> Result<Graph, String> {
    match cells {
        None => {}
        Some(ElementRefs::Indices(list)) => {
            for f in highest_first(list) {
                g.remove_face(f, trim_edges);
            }
        }
        Some(ElementRefs::Positions(list)) => {
            for pts in list {
                let face = find_all(&g, pts).and_then(|vids| g.find_face(&vids));
                if let Some(f) = face {
                    g.remove_face(f, trim_edges);
                }
            }
        }
    }
    match edges {
        None => {}
        Some(ElementRefs::Indices(list)) => {
            for e in list {
                if let [a, b] = e.as_slice() {
                    if let Some(e) = g.find_edge(*a, *b) {
                        g.remove_edge(e);
                    }
                }
            }
        }
        Some(ElementRefs::Positions(list)) => {
            for pts in list {
                if let Some(&[a, b]) = find_all(&g, pts).as_deref() {
                    if let Some(e) = g.find_edge(a, b) {
                        g.remove_edge(e);
                    }
                }
            }
        }
    }
    match vertices {
        None => {}
        Some(ElementRefs::Indices(list)) => {
            for v in highest_first(list) {
                g.remove_vertex(v);
            }
        }
        Some(ElementRefs::Positions(list)) => {
            for p in list.iter().flatten() {
                if let Some(v) = g.find_vertex(p[0], p[1]) {
                    g.remove_vertex(v);
                }
            }
        }
    }
    Ok(g)
}

/// `Union.eval`: the parts side by side, nothing merged (coincident vertices stay distinct),
/// each keeping its own edges and faces.
fn union(parts: Vec<Graph>, connect: bool) -> Result<Graph, String> {
    let mut g = union_parts(parts);
    if connect {
        // Union.eval: join every pair of vertices closer than 1.1 × the average edge length,
        // then find the faces again (never re-sorted: "this breaks some graphs e.g. Mancala").
        // Ludii calls `makeFaces(true)`; its crossing check changes nothing on the corpus's
        // connected unions (mancala boards), whose new edges cross none.
        let lengths: Vec<f64> =
            g.edges.iter().map(|&[a, b]| super::graph::dist(g.vpt[a], g.vpt[b])).collect();
        let average = if lengths.is_empty() {
            0.0
        } else {
            lengths.iter().sum::<f64>() / lengths.len() as f64
        };
        let threshold = 1.1 * average;
        for a in 0..g.vpt.len() {
            for b in 0..g.vpt.len() {
                if a != b && super::graph::dist(g.vpt[a], g.vpt[b]) < threshold {
                    g.find_or_add_edge(a, b);
                }
            }
        }
        g.link_edges_to_vertices();
        g.make_faces();
    }
    Ok(g)
}

/// The parts side by side, ids shifted (Ludii's `addVertex`/`addEdge`/`addFace` + `synchroniseIds`).
fn union_parts(parts: Vec<Graph>) -> Graph {
    let mut parts = parts.into_iter();
    let mut g = parts.next().unwrap_or_default();
    for p in parts {
        let (nv, ne, nf) = (g.vpt.len(), g.edges.len(), g.faces.len());
        let shift = |l: &[usize], by: usize| l.iter().map(|&i| i + by).collect::<Vec<usize>>();
        g.vpt.extend(p.vpt.iter().copied());
        g.v_edges.extend(p.v_edges.iter().map(|l| shift(l, ne)));
        g.v_faces.extend(p.v_faces.iter().map(|l| shift(l, nf)));
        g.edges.extend(p.edges.iter().map(|&[a, b]| [a + nv, b + nv]));
        g.ept.extend(p.ept.iter().copied());
        g.e_left.extend(p.e_left.iter().map(|f| f.map(|f| f + nf)));
        g.e_right.extend(p.e_right.iter().map(|f| f.map(|f| f + nf)));
        g.faces.extend(p.faces.iter().map(|l| shift(l, nv)));
        g.f_edges.extend(p.f_edges.iter().map(|l| shift(l, ne)));
        g.fpt.extend(p.fpt.iter().copied());
    }
    g
}

/// Ludii's `Polygon.inflate(amount)`: each corner moves by half the sum of its two sides'
/// unit vectors (pointing outwards for a clockwise turn, inwards otherwise), scaled by `amount`.
fn inflate(poly: &[Pt], amount: f64) -> Vec<Pt> {
    let n = poly.len();
    let unit = |from: Pt, to: Pt| {
        let (x, y) = (to[0] - from[0], to[1] - from[1]);
        let mag = (x * x + y * y).sqrt();
        if mag < EPSILON {
            [x, y]
        } else {
            [x / mag, y / mag]
        }
    };
    // The adjustment of corner `k + 1`, computed from the corners k, k + 1, k + 2.
    let adjust: Vec<Pt> = (0..n)
        .map(|k| {
            let (a, b, c) = (poly[k], poly[(k + 1) % n], poly[(k + 2) % n]);
            let (vin, vout) = if clockwise3(a, b, c) {
                (unit(a, b), unit(c, b))
            } else {
                (unit(b, a), unit(b, c))
            };
            [(vin[0] * amount + vout[0] * amount) * 0.5, (vin[1] * amount + vout[1] * amount) * 0.5]
        })
        .collect();
    (0..n)
        .map(|k| {
            let d = adjust[(k + n - 1) % n];
            [poly[k][0] + d[0], poly[k][1] + d[1]]
        })
        .collect()
}
