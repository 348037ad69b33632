//! Ludii's board generators (`game.functions.graph.generators.basis.*`), producing the graph
//! before measurement. Each follows Ludii's construction order so that face discovery and the
//! stable (y, x) reordering give Ludii's numbering.

use super::graph::{Graph, Pt};
use super::{Diagonals, Shape, SiteType};
use std::f64::consts::PI;

/// The generator of a shape, evaluated for boards of `use_type` (Ludii passes the board's site
/// type to every generator: `(square 5)` counts cells, or vertices with `use:Vertex`).
pub(crate) fn generate(
    shape: &Shape,
    diagonals: Option<Diagonals>,
    use_type: SiteType,
) -> Result<Graph, String> {
    if diagonals.is_some() && !matches!(shape, Shape::Square { .. } | Shape::Rectangle { .. }) {
        return Err(format!("{shape:?} takes no diagonals"));
    }
    Ok(match *shape {
        Shape::Square { n } => rectangle_on_square(n, n, diagonals, use_type)?,
        Shape::Rectangle { rows, cols } => rectangle_on_square(rows, cols, diagonals, use_type)?,
        Shape::HexDiamond { n } => diamond_on_hex(n),
        Shape::Hex { n } => hexagon_on_hex(n),
        Shape::Wedge { rows, cols } => wedge(rows, cols),
        Shape::TriTriangle { n } => triangle_on_tri(n, use_type),
        Shape::ConcentricCircle { ref cells_per_ring, stagger } => {
            if use_type == SiteType::Cell {
                return Err("(concentric {..}) with cells is not supported yet".into());
            }
            concentric_circle_vertices(cells_per_ring, stagger)
        }
        Shape::TriHexagon { n } => hexagon_on_tri(n, use_type),
        Shape::HexTriangle { n } => super::custom::triangle_on_hex(n),
        Shape::TriCustom { ref sides } => super::custom::custom_on_tri(sides),
        Shape::HexCustom { ref sides } => super::custom::custom_on_hex(sides),
        Shape::Regular { n, star } => regular(n, star, use_type)?,
        Shape::ConcentricRegular { sides, rings, midpoints, join_midpoints, join_corners } => {
            if use_type == SiteType::Cell {
                return Err("(concentric <shape> rings:..) with cells is not supported yet".into());
            }
            concentric_regular(sides, rings, midpoints, join_midpoints, join_corners)
        }
    })
}

/// `Wedge` (`(wedge rows [columns])`, columns 3 by default): an apex joined to `columns` lines
/// of vertices fanning out below it. Ludii builds it with `addVertex`/`addEdge` only, so it has
/// no faces and keeps its construction order.
pub(crate) fn wedge(rows: u32, columns: u32) -> Graph {
    let (rows, columns) = (rows as usize, columns as usize);
    let mid = rows as f64 - 1.0;
    let mut vpt: Vec<Pt> = Vec::new();
    for r in 0..rows {
        if r == 0 {
            vpt.push([mid, mid]);
            continue;
        }
        let (left, right) = (mid - r as f64, mid + r as f64);
        for c in 0..columns {
            let t = c as f64 / (columns as f64 - 1.0);
            // MathRoutines.lerp
            vpt.push([left + t * (right - left), mid - r as f64]);
        }
    }
    let mut edges = Vec::new();
    for r in 0..rows {
        if r == 0 {
            for c in 0..columns {
                edges.push([0, c + 1]);
            }
            continue;
        }
        let from = r * columns - columns + 1;
        for c in 0..columns - 1 {
            edges.push([from + c, from + c + 1]);
        }
        if r < rows - 1 {
            for c in 0..columns {
                edges.push([from + c, from + columns + c]);
            }
        }
    }
    Graph::from_lists_without_faces(vpt, edges)
}

/// `Regular` (`(regular [Star] n)`, Regular.java): `n` corners on a circle of circumference
/// `n`, the first at the top (at 45° for a square), counter-clockwise; edges around the polygon,
/// or for a star from each corner to the one `(n - 1) / 2` further on (the pentagram joins
/// every second corner). Faces only on a cell board; then sorted by position (`reorder`).
fn regular(n: u32, star: bool, use_type: SiteType) -> Result<Graph, String> {
    let n = n as usize;
    if n < 3 {
        return Err("(regular ..) needs at least 3 sides".into());
    }
    if star && use_type == SiteType::Cell {
        // Its faces would come from makeFaces(true), which skips crossing edges; no corpus
        // board uses the star's cells.
        return Err("(regular Star ..) on cells is not supported yet".into());
    }
    let r = n as f64 / (2.0 * PI);
    let offset = if n == 4 { PI / 4.0 } else { PI / 2.0 };
    let vpt: Vec<Pt> = (0..n)
        .map(|i| {
            let theta = offset + i as f64 / n as f64 * 2.0 * PI;
            [r * theta.cos(), r * theta.sin()]
        })
        .collect();
    let step = if star { (n - 1) / 2 } else { 1 };
    let edges = (0..n).map(|i| [i, (i + step) % n]).collect();
    let mut g = Graph::from_lists_without_faces(vpt, edges);
    if use_type == SiteType::Cell {
        g.make_faces();
    }
    g.reorder();
    Ok(g)
}

/// `ConcentricRegular` (`(concentric Square rings:3 ...)`, the Morris boards): rings of
/// regular polygons with their side midpoints, joined at midpoints (default) and/or corners.
/// Sorted by position (`reorder`); no faces for vertex boards.
pub(crate) fn concentric_regular(
    sides: u32,
    rings: u32,
    midpoints: bool,
    join_midpoints: bool,
    join_corners: bool,
) -> Graph {
    let n = sides as usize;
    let arc = 2.0 * std::f64::consts::PI / n as f64;
    let reference = std::f64::consts::PI / 2.0 + if n % 2 == 0 { arc / 2.0 } else { 0.0 };
    let mut g = Graph::default();
    let mut edges = Vec::new();
    let mut base = 0;
    for ring in 0..rings as usize {
        let radius = 1.0 + ring as f64 * if n == 3 { 2.0 } else { 1.0 };
        for side in 0..n {
            let a = reference + arc * side as f64;
            let c = reference + arc * (side + 1) as f64;
            let (xa, ya) = (radius * a.cos(), radius * a.sin());
            let (xc, yc) = (radius * c.cos(), radius * c.sin());
            g.find_or_add_vertex(xa, ya);
            if midpoints {
                g.find_or_add_vertex((xa + xc) / 2.0, (ya + yc) / 2.0);
            }
        }
        let count = g.vpt.len();
        for v in base..count {
            edges.push([v, if v < count - 1 { v + 1 } else { base }]);
        }
        base = count;
    }
    if midpoints && join_midpoints || join_corners {
        let per_side = if midpoints { 2 } else { 1 };
        let per_ring = n * per_side;
        for ring in 0..(rings as usize).saturating_sub(1) {
            for side in 0..n {
                if join_corners {
                    let v = ring * per_ring + side * per_side;
                    edges.push([v, v + per_ring]);
                }
                // Ludii tests joinMidpoints alone here (its default is true).
                if join_midpoints {
                    let v = ring * per_ring + side * per_side + 1;
                    edges.push([v, v + per_ring]);
                }
            }
        }
    }
    // Ludii's addEdge refuses (with a warning) an end beyond the vertices.
    edges.retain(|e| e.iter().all(|&v| v < g.vpt.len()));
    let mut g = Graph::from_lists_without_faces(g.vpt, edges);
    g.reorder();
    g
}

/// `RectangleOnSquare` (`(square n)`, `(rectangle r c)`); `rows`/`cols` count the used element type.
pub(crate) fn rectangle_on_square(
    dim_rows: u32,
    dim_cols: u32,
    diagonals: Option<Diagonals>,
    use_type: SiteType,
) -> Result<Graph, String> {
    let mut g = Graph::default();
    let extra = if use_type == SiteType::Cell { 1 } else { 0 };
    let rows = dim_rows as i64 + extra;
    let cols = dim_cols as i64 + extra;
    for row in 0..rows {
        for col in 0..cols {
            g.add_vertex(col as f64, row as f64);
        }
    }
    let idx = |r: i64, c: i64| -> Option<usize> {
        if r < 0 || r >= rows || c < 0 || c >= cols {
            None
        } else {
            Some((r * cols + c) as usize)
        }
    };
    // The edges are collected and then added through one index (`find_or_add_edges`), in
    // the order Ludii adds them; vertices added on the way do not change edge lookups.
    let mut pairs = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            let a = idx(row, col).unwrap();
            for (dr, dc) in [(1, 0), (0, 1)] {
                if let Some(b) = idx(row + dr, col + dc) {
                    pairs.push([a, b]);
                }
            }
        }
    }
    match diagonals {
        None => {}
        Some(Diagonals::Alternating) => {
            for r in 0..=rows {
                for c in 0..=cols {
                    let (Some(a), Some(b), Some(cc), Some(d)) =
                        (idx(r, c), idx(r + 1, c), idx(r + 1, c + 1), idx(r, c + 1))
                    else {
                        continue;
                    };
                    if (r + c) % 2 == 0 {
                        pairs.push([a, cc]);
                    } else {
                        pairs.push([b, d]);
                    }
                }
            }
        }
        Some(Diagonals::Solid) => {
            for r in 0..=rows {
                for c in 0..=cols {
                    let (Some(a), Some(b), Some(cc), Some(d)) =
                        (idx(r, c), idx(r + 1, c), idx(r + 1, c + 1), idx(r, c + 1))
                    else {
                        continue;
                    };
                    let x = g.find_or_add_vertex(c as f64 + 0.5, r as f64 + 0.5);
                    for v in [a, b, cc, d] {
                        pairs.push([v, x]);
                    }
                }
            }
        }
        Some(other) => {
            return Err(format!("square board with diagonals:{other:?} is not supported yet"))
        }
    }
    g.find_or_add_edges(&pairs);
    g.link_edges_to_vertices();
    g.make_faces();
    g.reorder();
    Ok(g)
}

pub(crate) const SQRT3: f64 = 1.7320508075688772;
const UX: f64 = SQRT3 / 2.0;
pub(crate) const HEX_REF: [[f64; 2]; 6] =
    [[0.0, 1.0], [UX, 0.5], [UX, -0.5], [0.0, -1.0], [-UX, -0.5], [-UX, 0.5]];

/// `DiamondOnHex` (`(hex Diamond n)`).
pub(crate) fn diamond_on_hex(n: u32) -> Graph {
    let n = n as i32;
    let mut list: Vec<[f64; 2]> = Vec::new();
    for row in 0..n {
        for col in 0..n {
            let hx = SQRT3;
            let hy = 1.5;
            let pref = [hy * (col - row) as f64, hx * (row + col) as f64 * 0.5];
            for r in HEX_REF {
                let x = pref[0] + r[1];
                let y = pref[1] + r[0];
                if !list.iter().any(|p| super::graph::dist(*p, [x, y]) < 0.1) {
                    list.push([x, y]);
                }
            }
        }
    }
    from_vertex_list(&list, 1.0)
}

/// `BaseGraphFunction.createGraphFromVertexList` + `Graph(Float[][], Integer[][])`.
pub(crate) fn from_vertex_list(list: &[[f64; 2]], unit: f64) -> Graph {
    let mut g = Graph::default();
    for p in list {
        g.add_vertex(p[0] as f32 as f64, p[1] as f32 as f64);
    }
    let mut pairs = Vec::new();
    for a in 0..list.len() {
        for b in a + 1..list.len() {
            let d = super::graph::dist(list[a], list[b]);
            if (d - unit).abs() < 0.01 {
                pairs.push([a, b]);
            }
        }
    }
    g.find_or_add_edges(&pairs);
    g.assemble();
    g.reorder();
    g
}

/// `Hex.xy`: the centre of hexagon (row, col).
pub(crate) fn hex_xy(row: i32, col: i32) -> [f64; 2] {
    [SQRT3 * (col as f64 - 0.5 * row as f64), 1.5 * row as f64]
}

/// `HexagonOnHex` (`(hex n)`), ported literally.
pub(crate) fn hexagon_on_hex(n: u32) -> Graph {
    let mut g = Graph::default();
    let rows = 2 * n as i32 - 1;
    let cols = 2 * n as i32 - 1;
    let skip = |row: i32, col: i32| col > cols / 2 + row || row - col > cols / 2;
    let pts_of = |row: i32, col: i32| {
        let p = hex_xy(row, col);
        let mut pts = [[0.0; 2]; 6];
        for k in 0..6 {
            pts[k] = [p[0] + HEX_REF[k][0], p[1] + HEX_REF[k][1]];
        }
        pts
    };
    for row in 0..=rows / 2 {
        for col in 0..cols {
            if skip(row, col) {
                continue;
            }
            let pts = pts_of(row, col);
            g.add_vertex(pts[4][0], pts[4][1]);
            g.add_vertex(pts[3][0], pts[3][1]);
            if col + 1 > cols / 2 + row {
                g.add_vertex(pts[2][0], pts[2][1]);
            }
        }
    }
    for row in rows / 2..rows {
        for col in 0..cols {
            if skip(row, col) {
                continue;
            }
            let pts = pts_of(row, col);
            g.add_vertex(pts[5][0], pts[5][1]);
            g.add_vertex(pts[0][0], pts[0][1]);
            if col == cols - 1 {
                g.add_vertex(pts[1][0], pts[1][1]);
            }
        }
    }
    let nv = g.vpt.len();
    let mut vid: usize = 0;
    for row in 0..=rows / 2 {
        for _ in 0..(cols / 2 + 1 + row) {
            g.add_edge(vid, vid + 1);
            vid += 1;
            g.add_edge(vid, vid + 1);
            vid += 1;
        }
        vid += 1;
    }
    for row in rows / 2..rows {
        for _ in 0..(cols + rows / 2 - row) {
            g.add_edge(vid, vid + 1);
            vid += 1;
            g.add_edge(vid, vid + 1);
            vid += 1;
        }
        vid += 1;
    }
    vid = 0;
    for row in 0..rows / 2 {
        let off = (rows + 2 * row + 3) as usize;
        for _ in 0..=(cols / 2 + 1 + row) {
            g.add_edge(vid, vid + off);
            vid += 2;
        }
        vid -= 1;
    }
    let off_m = (2 * rows + 1) as usize;
    for _ in 0..cols + 1 {
        g.add_edge(vid, vid + off_m);
        vid += 2;
    }
    for row in rows / 2..rows {
        let off = (3 * rows - 1 - 2 * row) as usize;
        for _ in 0..(cols + rows / 2 - row) {
            if vid + off < nv {
                g.add_edge(vid, vid + off);
            }
            vid += 2;
        }
        vid += 1;
    }
    g.link_edges_to_vertices();
    g.make_faces();
    g.reorder();
    g
}

/// `Tri.xy`: the position of (row, col) on the triangular grid.
pub(crate) fn tri_xy(row: i32, col: i32) -> Pt {
    [col as f64 - 0.5 * row as f64, SQRT3 / 2.0 * row as f64]
}

/// `TriangleOnTri` (`(tri n)`, `(tri Triangle n)`): vertices of the triangle, edges between
/// vertices one unit apart, faces found, sorted by position.
pub(crate) fn triangle_on_tri(n: u32, use_type: SiteType) -> Graph {
    let size = n as i32 + if use_type == SiteType::Cell { 1 } else { 0 };
    let mut list = Vec::new();
    for r in 0..size {
        for c in 0..size {
            if r <= c {
                list.push(tri_xy(r, c));
            }
        }
    }
    from_vertex_list(&list, 1.0)
}

/// `HexagonOnTri` (`(tri Hexagon n)`), ported literally.
pub(crate) fn hexagon_on_tri(n: u32, use_type: SiteType) -> Graph {
    let d = n as i32 + if use_type == SiteType::Cell { 1 } else { 0 };
    let rows = 2 * d - 1;
    let cols = 2 * d - 1;
    let mut vpt = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            if col > cols / 2 + row || row - col > cols / 2 {
                continue;
            }
            vpt.push(tri_xy(row, col));
        }
    }
    let mut edges: Vec<[usize; 2]> = Vec::new();
    let mut vid: usize = 0;
    for k in 0..=rows / 2 {
        for _ in 0..cols / 2 + k {
            edges.push([vid, vid + 1]);
            vid += 1;
        }
        vid += 1;
    }
    for k in 0..rows / 2 {
        for _ in 0..cols - 2 - k {
            edges.push([vid, vid + 1]);
            vid += 1;
        }
        vid += 1;
    }
    vid = 0;
    for k in 0..rows / 2 {
        let off = (rows / 2 + 1 + k) as usize;
        for _ in 0..cols / 2 + 1 + k {
            edges.push([vid, vid + off]);
            edges.push([vid, vid + off + 1]);
            vid += 1;
        }
    }
    vid += cols as usize;
    for k in 0..rows / 2 {
        let off = (rows - k) as usize;
        for _ in 0..cols - 1 - k {
            edges.push([vid, vid - off]);
            edges.push([vid, vid - off + 1]);
            vid += 1;
        }
    }
    let mut g = Graph::from_lists_without_faces(vpt, edges);
    g.make_faces();
    g.reorder();
    g
}

/// `ConcentricCircle` for vertex boards (`(concentric {1 8 8})`: vertices per ring, the centre
/// first), ported literally: rings of evenly spaced vertices starting at the top and going
/// clockwise, each ring's vertices joined in angle order (rings given a negative count are not
/// joined), spokes joining each vertex to the one straight outward (the centre to every vertex
/// of the first ring). Neither sorted by position nor faced.
pub(crate) fn concentric_circle_vertices(cells_per_ring: &[i32], stagger: bool) -> Graph {
    let mut g = Graph::default();
    let mut edges: Vec<[usize; 2]> = Vec::new();
    if cells_per_ring.is_empty() {
        return g;
    }
    if cells_per_ring.len() == 1 {
        // ConcentricCircle.simplePolygon.
        let sides = cells_per_ring[0].max(0) as usize;
        let r = sides as f64 / (2.0 * PI);
        let offset = if sides == 4 { PI / 4.0 } else { PI / 2.0 };
        for n in 0..sides {
            let theta = offset + n as f64 / sides as f64 * 2.0 * PI;
            g.add_vertex(r * theta.cos(), r * theta.sin());
        }
        let edges = (0..sides).map(|n| [n, (n + 1) % sides]).collect();
        let mut g = Graph::from_lists_without_faces(g.vpt, edges);
        g.reorder();
        return g;
    }
    let verts_per_ring: Vec<i32> = if cells_per_ring[0].abs() > 1 {
        std::iter::once(0).chain(cells_per_ring.iter().copied()).collect()
    } else {
        cells_per_ring.to_vec()
    };
    let num_rings = verts_per_ring.len();
    // Samples (x, y, theta) per ring.
    let mut samples: Vec<Vec<[f64; 3]>> = Vec::new();
    for (ring, &count) in verts_per_ring.iter().enumerate() {
        let count = count.unsigned_abs() as usize;
        let r = ring as f64;
        let offset = if stagger && ring % 2 == 1 { 2.0 * PI / count as f64 / 2.0 } else { 0.0 };
        samples.push(
            (0..count)
                .map(|step| {
                    let theta = PI / 2.0 + offset - 2.0 * PI * step as f64 / count as f64;
                    [r * theta.cos(), r * theta.sin(), theta]
                })
                .collect(),
        );
    }
    for ring in samples.iter_mut().skip(1) {
        ring.sort_by(|a, b| a[2].partial_cmp(&b[2]).unwrap_or(std::cmp::Ordering::Equal));
        let mut n = ring.len().saturating_sub(1);
        while n > 0 {
            let prev = ring[(n + ring.len() - 1) % ring.len()];
            if super::graph::dist([ring[n][0], ring[n][1]], [prev[0], prev[1]]) < 0.1 {
                ring.remove(n);
            }
            n -= 1;
        }
    }
    for ring in &samples {
        for s in ring {
            g.find_or_add_vertex(s[0], s[1]);
        }
    }
    let find_or_add_edge = |edges: &mut Vec<[usize; 2]>, a: usize, b: usize| {
        if !edges.iter().any(|e| *e == [a, b] || *e == [b, a]) {
            edges.push([a, b]);
        }
    };
    for ring in 1..num_rings {
        if verts_per_ring[ring] < 2 || samples[ring].len() < 2 {
            continue;
        }
        let size = samples[ring].len();
        for n in 0..size {
            let (a, b) = (samples[ring][n], samples[ring][(n + 1) % size]);
            let va = g.find_or_add_vertex(a[0], a[1]);
            let vb = g.find_or_add_vertex(b[0], b[1]);
            if va != vb {
                find_or_add_edge(&mut edges, va, vb);
            }
        }
    }
    for ring in 0..num_rings - 1 {
        for s in &samples[ring] {
            let Some(va) = g.find_vertex(s[0], s[1]) else { continue };
            if ring == 0 {
                for t in &samples[1] {
                    if let Some(vb) = g.find_vertex(t[0], t[1]) {
                        find_or_add_edge(&mut edges, va, vb);
                    }
                }
            } else {
                let ratio = (ring + 1) as f64 / ring as f64;
                if let Some(vb) = g.find_vertex(s[0] * ratio, s[1] * ratio) {
                    find_or_add_edge(&mut edges, va, vb);
                }
            }
        }
    }
    Graph::from_lists_without_faces(g.vpt, edges)
}
