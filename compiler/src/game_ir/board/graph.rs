//! A port of Ludii's planar graph (`game.util.graph.Graph`): vertices, edges and faces with
//! their positions, face finding, the (y, x) reordering, rotation and the measurements
//! (`MeasureGraph`) that give perimeter, corners, sides, phases, centre, rows, columns and labels.
//!
//! The code follows Ludii 1.3.13 closely (including its quirks) because site numbering, labels
//! and regions must equal Ludii's exactly.

use std::collections::{HashMap, HashSet};
use std::f64::consts::PI;

pub(crate) const EPSILON: f64 = 0.0000001;

pub(crate) type Pt = [f64; 2];

/// Element types in Ludii's `SiteType.values()` order (Vertex, Edge, Cell).
pub(crate) const VERTEX: usize = 0;
pub(crate) const EDGE: usize = 1;
pub(crate) const CELL: usize = 2;

// Properties (bit values are ours; only their meaning matters).
pub(crate) const P_INNER: u64 = 1 << 0;
pub(crate) const P_OUTER: u64 = 1 << 1;
pub(crate) const P_PERIMETER: u64 = 1 << 2;
pub(crate) const P_CORNER: u64 = 1 << 3;
pub(crate) const P_CORNER_CONCAVE: u64 = 1 << 4;
pub(crate) const P_CORNER_CONVEX: u64 = 1 << 5;
pub(crate) const P_CENTRE: u64 = 1 << 6;
pub(crate) const P_LEFT: u64 = 1 << 7;
pub(crate) const P_TOP: u64 = 1 << 8;
pub(crate) const P_RIGHT: u64 = 1 << 9;
pub(crate) const P_BOTTOM: u64 = 1 << 10;
pub(crate) const P_MAJOR: u64 = 1 << 11;
pub(crate) const P_MINOR: u64 = 1 << 12;
pub(crate) const P_PHASE0: u64 = 1 << 13; // PHASE_k = P_PHASE0 << k, k < 6
pub(crate) const P_SIDE_N: u64 = 1 << 40;
pub(crate) const P_SIDE_E: u64 = 1 << 41;
pub(crate) const P_SIDE_S: u64 = 1 << 42;
pub(crate) const P_SIDE_W: u64 = 1 << 43;
pub(crate) const P_SIDE_NE: u64 = 1 << 44;
pub(crate) const P_SIDE_SE: u64 = 1 << 45;
pub(crate) const P_SIDE_SW: u64 = 1 << 46;
pub(crate) const P_SIDE_NW: u64 = 1 << 47;
const SIDES_MASK: u64 =
    P_SIDE_N | P_SIDE_E | P_SIDE_S | P_SIDE_W | P_SIDE_NE | P_SIDE_SE | P_SIDE_SW | P_SIDE_NW;

#[derive(Clone, Debug, Default)]
pub(crate) struct Graph {
    pub vpt: Vec<Pt>,
    /// (vertexA, vertexB) as Ludii created them.
    pub edges: Vec<[usize; 2]>,
    pub ept: Vec<Pt>,
    pub e_left: Vec<Option<usize>>,
    pub e_right: Vec<Option<usize>>,
    /// Incident edges of each vertex, sorted by angle (Ludii's `sortEdges`).
    pub v_edges: Vec<Vec<usize>>,
    pub v_faces: Vec<Vec<usize>>,
    /// Vertices of each face in traversal order; `f_edges[f][i]` joins vertex i and i+1.
    pub faces: Vec<Vec<usize>>,
    pub f_edges: Vec<Vec<usize>>,
    pub fpt: Vec<Pt>,
    /// Per element type: properties, row, column, label.
    pub props: [Vec<u64>; 3],
    pub row: [Vec<i32>; 3],
    pub col: [Vec<i32>; 3],
    pub label: [Vec<String>; 3],
    pub perimeters: Vec<Vec<usize>>,
}

pub(crate) fn dist(a: Pt, b: Pt) -> f64 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt()
}

pub(crate) fn distance_to_line(pt: Pt, a: Pt, b: Pt) -> f64 {
    let dx = b[0] - a[0];
    let dy = b[1] - a[1];
    if dx.abs() + dy.abs() < EPSILON {
        return dist(pt, a);
    }
    let a2 = (pt[1] - a[1]) * dx - (pt[0] - a[0]) * dy;
    (a2 * a2 / (dx * dx + dy * dy)).sqrt()
}

pub(crate) fn abs_tan_angle_difference_pos_x(a: Pt, b: Pt, c: Pt) -> f64 {
    let vx = b[0] - a[0];
    let vy = b[1] - a[1];
    let ux = c[0] - b[0];
    let uy = c[1] - b[1];
    let x = ux * vx + uy * vy;
    if x <= 0.0 {
        return f64::INFINITY;
    }
    ((ux * -vy + uy * vx) / x).abs()
}

fn polygon_area(poly: &[Pt]) -> f64 {
    let mut area = 0.0;
    for n in 0..poly.len() {
        let p = poly[n];
        let o = poly[(n + 1) % poly.len()];
        area += p[0] * o[1] - o[0] * p[1];
    }
    area / 2.0
}

pub(crate) fn clockwise3(a: Pt, b: Pt, c: Pt) -> bool {
    let r = (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
    r < EPSILON
}

pub(crate) fn point_in_polygon(pt: Pt, poly: &[Pt]) -> bool {
    let sz = poly.len();
    if sz == 0 {
        return false;
    }
    let mut j = sz - 1;
    let mut odd = false;
    let (x, y) = (pt[0], pt[1]);
    for i in 0..sz {
        let (ix, iy) = (poly[i][0], poly[i][1]);
        let (jx, jy) = (poly[j][0], poly[j][1]);
        if (iy < y && jy >= y || jy < y && iy >= y) && (ix <= x || jx <= x) {
            odd ^= ix + (y - iy) / (jy - iy) * (jx - ix) < x;
        }
        j = i;
    }
    odd
}

/// Bounds as (x0, y0, width, height), Ludii's `Graph.bounds`.
pub(crate) fn bounds(pts: &[Pt]) -> [f64; 4] {
    let limit = 1000000.0;
    let (mut x0, mut y0, mut x1, mut y1) = (limit, limit, -limit, -limit);
    for p in pts {
        if p[0] < x0 {
            x0 = p[0];
        }
        if p[0] > x1 {
            x1 = p[0];
        }
        if p[1] < y0 {
            y0 = p[1];
        }
        if p[1] > y1 {
            y1 = p[1];
        }
    }
    if x0 == limit || y0 == limit {
        return [0.0; 4];
    }
    [x0, y0, x1 - x0, y1 - y0]
}

fn atan2_from(from: Pt, to: Pt) -> f64 {
    (to[1] - from[1]).atan2(to[0] - from[0])
}

/// Java's `Collections.sort` over `ItemScore` is a stable sort by score.
pub(crate) fn rank_by(scores: &[f64]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..scores.len()).collect();
    idx.sort_by(|&a, &b| scores[a].partial_cmp(&scores[b]).unwrap_or(std::cmp::Ordering::Equal));
    idx
}

/// The first edge joining each pair of vertices, either way round: what [`Graph::find_edge`]
/// finds, by hashing instead of a search of the edge list.
pub(crate) struct EdgeIndex(HashMap<[usize; 2], usize>);

impl EdgeIndex {
    pub(crate) fn of(edges: &[[usize; 2]]) -> EdgeIndex {
        let mut index = EdgeIndex(HashMap::with_capacity(edges.len()));
        for (e, &[a, b]) in edges.iter().enumerate() {
            index.insert(a, b, e);
        }
        index
    }

    fn key(a: usize, b: usize) -> [usize; 2] {
        [a.min(b), a.max(b)]
    }

    pub(crate) fn get(&self, a: usize, b: usize) -> Option<usize> {
        self.0.get(&Self::key(a, b)).copied()
    }

    /// Records edge `e` unless a lower-numbered edge joins the same vertices.
    pub(crate) fn insert(&mut self, a: usize, b: usize, e: usize) {
        self.0.entry(Self::key(a, b)).or_insert(e);
    }
}

impl Graph {
    pub fn add_vertex(&mut self, x: f64, y: f64) -> usize {
        self.vpt.push([x, y]);
        self.vpt.len() - 1
    }

    /// Ludii's `findVertex`: the first vertex with |dx| + |dy| < 0.001 (`Vertex.coincident` with
    /// `BaseGraphFunction.tolerance`).
    pub fn find_vertex(&self, x: f64, y: f64) -> Option<usize> {
        self.vpt.iter().position(|p| (p[0] - x).abs() + (p[1] - y).abs() < 0.001)
    }

    pub fn find_or_add_vertex(&mut self, x: f64, y: f64) -> usize {
        match self.find_vertex(x, y) {
            Some(v) => v,
            None => self.add_vertex(x, y),
        }
    }

    pub fn find_edge(&self, a: usize, b: usize) -> Option<usize> {
        self.edges.iter().position(|e| e[0] == a && e[1] == b || e[0] == b && e[1] == a)
    }

    /// [`Graph::find_or_add_edge`] for each pair in turn, with one hash index of the edges
    /// instead of a search of the edge list per pair (which made `(square 100)` take 15 s).
    pub fn find_or_add_edges(&mut self, pairs: &[[usize; 2]]) {
        let mut index = EdgeIndex::of(&self.edges);
        for &[a, b] in pairs {
            if index.get(a, b).is_none() {
                index.insert(a, b, self.edges.len());
                self.edges.push([a, b]);
            }
        }
    }

    pub fn find_or_add_edge(&mut self, a: usize, b: usize) -> usize {
        if let Some(e) = self.find_edge(a, b) {
            return e;
        }
        self.edges.push([a, b]);
        self.edges.len() - 1
    }

    /// Add an edge without checking for duplicates (Ludii's `addEdge`).
    pub fn add_edge(&mut self, a: usize, b: usize) {
        self.edges.push([a, b]);
    }

    fn other_vertex(&self, e: usize, v: usize) -> usize {
        let [a, b] = self.edges[e];
        if a == v {
            b
        } else {
            a
        }
    }

    pub fn link_edges_to_vertices(&mut self) {
        self.v_edges = vec![Vec::new(); self.vpt.len()];
        for (e, &[a, b]) in self.edges.iter().enumerate() {
            self.v_edges[a].push(e);
            self.v_edges[b].push(e);
        }
        for v in 0..self.vpt.len() {
            self.sort_vertex_edges(v);
        }
    }

    /// Ludii's `Vertex.sortEdges`: a stable sort of the vertex's edges by the angle to their
    /// other end.
    fn sort_vertex_edges(&mut self, v: usize) {
        let p = self.vpt[v];
        let mut ang: Vec<(usize, f64)> = self.v_edges[v]
            .iter()
            .map(|&e| (e, atan2_from(p, self.vpt[self.other_vertex(e, v)])))
            .collect();
        ang.sort_by(|a, b| a.1.partial_cmp(&b.1).unwrap_or(std::cmp::Ordering::Equal));
        self.v_edges[v] = ang.into_iter().map(|x| x.0).collect();
    }

    /// Ludii's `addEdge` on an assembled graph: the edge joins its vertices' edge lists (kept
    /// sorted) but no face is created.
    pub fn add_edge_linked(&mut self, a: usize, b: usize) {
        let e = self.edges.len();
        self.edges.push([a, b]);
        self.e_left.push(None);
        self.e_right.push(None);
        self.ept.push([
            (self.vpt[a][0] + self.vpt[b][0]) / 2.0,
            (self.vpt[a][1] + self.vpt[b][1]) / 2.0,
        ]);
        for v in [a, b] {
            self.v_edges[v].push(e);
            self.sort_vertex_edges(v);
        }
    }

    /// Ludii's `addVertex` on an assembled graph: a vertex on no edge or face yet.
    pub fn add_vertex_linked(&mut self, p: Pt) -> usize {
        self.v_edges.push(Vec::new());
        self.v_faces.push(Vec::new());
        self.add_vertex(p[0], p[1])
    }

    /// Ludii's `findOrAddEdge` on an assembled graph (see [`Graph::add_edge_linked`]).
    pub fn find_or_add_edge_linked(&mut self, a: usize, b: usize) {
        if self.find_edge(a, b).is_none() {
            self.add_edge_linked(a, b);
        }
    }

    pub fn sort_vertex_faces(&mut self) {
        for v in 0..self.vpt.len() {
            let p = self.vpt[v];
            let mut l: Vec<(usize, f64)> =
                self.v_faces[v].iter().map(|&f| (f, atan2_from(p, self.fpt[f]))).collect();
            l.sort_by(|a, b| a.1.partial_cmp(&b.1).unwrap_or(std::cmp::Ordering::Equal));
            self.v_faces[v] = l.into_iter().map(|x| x.0).collect();
        }
    }

    fn face_matches(&self, f: usize, vids: &[usize]) -> bool {
        let fv = &self.faces[f];
        if fv.len() != vids.len() {
            return false;
        }
        let mut a = fv.clone();
        let mut b = vids.to_vec();
        a.sort_unstable();
        b.sort_unstable();
        a == b
    }

    /// Ludii's `makeFaces(false)`: requires `link_edges_to_vertices` first.
    pub fn make_faces(&mut self) {
        const MAX_FACE_SIDES: usize = 32;
        self.clear_faces();
        // The edges do not change here: one index of them, and the faces made so far by their
        // sorted vertices, replace the searches of every edge and face per candidate face that
        // made building large boards quadratic.
        let index = EdgeIndex::of(&self.edges);
        let mut made: HashSet<Vec<usize>> = HashSet::new();
        for vs in 0..self.vpt.len() {
            let start_edges = self.v_edges[vs].clone();
            for &edge_start in &start_edges {
                let mut vert_ids = vec![vs];
                let mut vert = vs;
                let mut edge = edge_start;
                let mut closed = false;
                while vert_ids.len() <= MAX_FACE_SIDES {
                    let ve = &self.v_edges[vert];
                    let n = ve.iter().position(|&e| e == edge).map(|x| x as isize).unwrap_or(-1);
                    let num = ve.len();
                    if num < 2 {
                        break;
                    }
                    // Java: (n + m) % size with n possibly -1.
                    let idx = ((n + 1).rem_euclid(num as isize)) as usize;
                    edge = ve[idx];
                    vert = self.other_vertex(edge, vert);
                    if vert == vs {
                        closed = true;
                        break;
                    }
                    if vert_ids.contains(&vert) {
                        break;
                    }
                    vert_ids.push(vert);
                }
                if closed && vert_ids.len() >= 3 {
                    let poly: Vec<Pt> = vert_ids.iter().map(|&v| self.vpt[v]).collect();
                    if polygon_area(&poly) < 0.0 {
                        let mut key = vert_ids.clone();
                        key.sort_unstable();
                        // As `face_matches` against every face: the same vertices, any order.
                        if !made.contains(&key) {
                            let before = self.faces.len();
                            self.add_face(&vert_ids, Some(&index));
                            if self.faces.len() > before {
                                made.insert(key);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Ludii's `findOrAddFace(vertIds)`: nothing when the face exists (in either direction,
    /// from any vertex), names a vertex beyond the graph's, or misses an edge.
    pub fn find_or_add_face(&mut self, vids: &[usize]) {
        if vids.len() > self.vpt.len() || vids.iter().any(|&v| v >= self.vpt.len()) {
            return;
        }
        if !(0..self.faces.len()).any(|f| self.face_matches(f, vids)) {
            self.add_face(vids, None);
        }
    }

    /// Adds the face with these vertices if an edge joins each to the next; `index`, when
    /// given, must index the current edges.
    fn add_face(&mut self, vids: &[usize], index: Option<&EdgeIndex>) {
        let fid = self.faces.len();
        let mut fe = Vec::new();
        for v in 0..vids.len() {
            let m = vids[v];
            let n = vids[(v + 1) % vids.len()];
            let found = match index {
                Some(index) => index.get(m, n),
                None => self.find_edge(m, n),
            };
            let Some(e) = found else { return };
            fe.push(e);
        }
        for (i, &e) in fe.iter().enumerate() {
            if self.edges[e][0] == vids[i] {
                self.e_right[e] = Some(fid);
            } else {
                self.e_left[e] = Some(fid);
            }
        }
        let mut c = [0.0, 0.0];
        for &v in vids {
            c[0] += self.vpt[v][0];
            c[1] += self.vpt[v][1];
        }
        c[0] /= vids.len() as f64;
        c[1] /= vids.len() as f64;
        self.faces.push(vids.to_vec());
        self.f_edges.push(fe);
        self.fpt.push(c);
        for &v in vids {
            self.v_faces[v].push(fid);
        }
    }

    pub fn recalculate_edge_and_face_positions(&mut self) {
        self.ept = self
            .edges
            .iter()
            .map(|&[a, b]| {
                [(self.vpt[a][0] + self.vpt[b][0]) / 2.0, (self.vpt[a][1] + self.vpt[b][1]) / 2.0]
            })
            .collect();
        for f in 0..self.faces.len() {
            let n = self.faces[f].len() as f64;
            let mut c = [0.0, 0.0];
            for &v in &self.faces[f] {
                c[0] += self.vpt[v][0];
                c[1] += self.vpt[v][1];
            }
            self.fpt[f] = [c[0] / n, c[1] / n];
        }
    }

    /// Ludii's `new Graph()` followed by `addVertex`/`addEdge` calls: vertices and edges only (each
    /// vertex's edges sorted by angle, as `addEdge` keeps them), no faces.
    pub fn from_lists_without_faces(vpt: Vec<Pt>, edges: Vec<[usize; 2]>) -> Graph {
        let mut g = Graph { vpt, edges, ..Graph::default() };
        g.link_edges_to_vertices();
        g.clear_faces();
        g
    }

    /// Ludii's `Graph(vertices, edges)` constructors: the vertices, the edges without duplicates
    /// (`findOrAddEdge`), then `assemble(false)` (faces found from the planar embedding).
    pub fn from_lists(vpt: Vec<Pt>, edges: &[[usize; 2]]) -> Graph {
        let mut g = Graph { vpt, ..Graph::default() };
        g.find_or_add_edges(edges);
        g.assemble();
        g.recalculate_edge_and_face_positions();
        g
    }

    /// Ludii's `clearFaces`: no faces, no edge sides, no vertex faces.
    pub fn clear_faces(&mut self) {
        self.faces.clear();
        self.f_edges.clear();
        self.fpt.clear();
        self.e_left = vec![None; self.edges.len()];
        self.e_right = vec![None; self.edges.len()];
        self.v_faces = vec![Vec::new(); self.vpt.len()];
        self.recalculate_edge_and_face_positions();
    }

    /// Ludii's `Graph.translate`.
    pub fn translate(&mut self, dx: f64, dy: f64) {
        for p in &mut self.vpt {
            *p = [p[0] + dx, p[1] + dy];
        }
        self.recalculate_edge_and_face_positions();
    }

    /// Ludii's `Graph.scale`.
    pub fn scale(&mut self, sx: f64, sy: f64) {
        for p in &mut self.vpt {
            *p = [p[0] * sx, p[1] * sy];
        }
        self.recalculate_edge_and_face_positions();
    }

    /// Ludii's `removeVertex(vid)`: the faces around the vertex and its edges go with it.
    pub fn remove_vertex(&mut self, v: usize) {
        if v >= self.vpt.len() {
            return;
        }
        let keep_f: Vec<bool> = self.faces.iter().map(|f| !f.contains(&v)).collect();
        let keep_e: Vec<bool> = self.edges.iter().map(|e| !e.contains(&v)).collect();
        let keep_v: Vec<bool> = (0..self.vpt.len()).map(|i| i != v).collect();
        self.retain(&keep_v, &keep_e, &keep_f);
    }

    /// Ludii's `removeEdge(eid)`: the faces bordering the edge go with it; its vertices stay.
    pub fn remove_edge(&mut self, e: usize) {
        if e >= self.edges.len() {
            return;
        }
        let keep_f: Vec<bool> = self.f_edges.iter().map(|fe| !fe.contains(&e)).collect();
        let keep_e: Vec<bool> = (0..self.edges.len()).map(|i| i != e).collect();
        self.retain(&vec![true; self.vpt.len()], &keep_e, &keep_f);
    }

    /// Ludii's `removeFace(fid, removeOrphans)`: with `remove_orphans`, edges left with no face
    /// on either side are removed too.
    pub fn remove_face(&mut self, f: usize, remove_orphans: bool) {
        if f >= self.faces.len() {
            return;
        }
        let mut keep_e = vec![true; self.edges.len()];
        if remove_orphans {
            for &e in &self.f_edges[f] {
                let other =
                    if self.e_left[e] == Some(f) { self.e_right[e] } else { self.e_left[e] };
                if other.is_none() {
                    keep_e[e] = false;
                }
            }
        }
        let keep_f: Vec<bool> = (0..self.faces.len()).map(|i| i != f).collect();
        self.retain(&vec![true; self.vpt.len()], &vec![true; self.edges.len()], &keep_f);
        if keep_e.iter().any(|k| !k) {
            self.retain(&vec![true; self.vpt.len()], &keep_e, &vec![true; self.faces.len()]);
        }
    }

    /// Drops the elements not kept, preserving the order of the rest (Ludii removes from its
    /// lists and renumbers), and remaps every reference. A removed face leaves its edges'
    /// sides empty; kept edges must not use removed vertices, kept faces not removed edges.
    fn retain(&mut self, keep_v: &[bool], keep_e: &[bool], keep_f: &[bool]) {
        fn new_ids(keep: &[bool]) -> Vec<Option<usize>> {
            let mut next = 0;
            keep.iter()
                .map(|&k| {
                    k.then(|| {
                        next += 1;
                        next - 1
                    })
                })
                .collect()
        }
        fn filter<T: Clone>(v: &[T], keep: &[bool]) -> Vec<T> {
            v.iter().zip(keep).filter(|(_, &k)| k).map(|(x, _)| x.clone()).collect()
        }
        let (vmap, emap, fmap) = (new_ids(keep_v), new_ids(keep_e), new_ids(keep_f));
        let remap = |list: &[usize], map: &[Option<usize>]| {
            list.iter().filter_map(|&i| map[i]).collect::<Vec<usize>>()
        };
        self.vpt = filter(&self.vpt, keep_v);
        self.v_edges = filter(&self.v_edges, keep_v).iter().map(|l| remap(l, &emap)).collect();
        self.v_faces = filter(&self.v_faces, keep_v).iter().map(|l| remap(l, &fmap)).collect();
        self.edges = filter(&self.edges, keep_e)
            .iter()
            .map(|&[a, b]| [vmap[a].unwrap(), vmap[b].unwrap()])
            .collect();
        self.ept = filter(&self.ept, keep_e);
        self.e_left =
            filter(&self.e_left, keep_e).iter().map(|f| f.and_then(|f| fmap[f])).collect();
        self.e_right =
            filter(&self.e_right, keep_e).iter().map(|f| f.and_then(|f| fmap[f])).collect();
        self.faces = filter(&self.faces, keep_f).iter().map(|l| remap(l, &vmap)).collect();
        self.f_edges = filter(&self.f_edges, keep_f).iter().map(|l| remap(l, &emap)).collect();
        self.fpt = filter(&self.fpt, keep_f);
    }

    /// Ludii's `findFace(vertIds)`: the face with exactly these vertices, in any order.
    pub fn find_face(&self, vids: &[usize]) -> Option<usize> {
        (0..self.faces.len()).find(|&f| self.face_matches(f, vids))
    }

    /// Ludii's `assemble(false)` for graphs built from vertex/edge lists.
    pub fn assemble(&mut self) {
        self.link_edges_to_vertices();
        self.make_faces();
        self.sort_vertex_faces();
    }

    /// Ludii's `trim()`: from the last edge down, each edge with an end on no other edge is
    /// removed (a removal can leave the next one dangling), then, from the last vertex down,
    /// each vertex on no edge. Ludii spares the vertices that are some vertex's pivot, which only
    /// its circular concentric, spiral and layered graphs set; ludemic keeps no pivots, and
    /// the board tests compare every trimmed corpus board that builds with Ludii's.
    pub fn trim(&mut self) {
        for e in (0..self.edges.len()).rev() {
            let [a, b] = self.edges[e];
            if self.v_edges[a].len() == 1 || self.v_edges[b].len() == 1 {
                self.remove_edge(e);
            }
        }
        for v in (0..self.vpt.len()).rev() {
            if self.v_edges[v].is_empty() {
                self.remove_vertex(v);
            }
        }
    }

    /// Ludii's `reorder()`: each element type sorted (stably) by `y * 100 + x`.
    pub fn reorder(&mut self) {
        self.reorder_types([true; 3]);
    }

    /// Ludii's `reorder(type)` for the types chosen (vertices, edges, faces); the others keep
    /// their numbers.
    pub fn reorder_types(&mut self, [on_v, on_e, on_f]: [bool; 3]) {
        self.recalculate_edge_and_face_positions();
        // The new order of one type (old ids by new id) and its inverse.
        let order = |pts: &[Pt], on: bool| -> (Vec<usize>, Vec<usize>) {
            let ord = if on {
                rank_by(&pts.iter().map(|p| p[1] * 100.0 + p[0]).collect::<Vec<f64>>())
            } else {
                (0..pts.len()).collect()
            };
            let mut map = vec![0; ord.len()];
            for (new, &old) in ord.iter().enumerate() {
                map[old] = new;
            }
            (ord, map)
        };
        let (vord, vmap) = order(&self.vpt, on_v);
        let (eord, emap) = order(&self.ept, on_e);
        let (ford, fmap) = order(&self.fpt, on_f);
        let mf = |x: &Option<usize>| x.map(|f| fmap[f]);
        self.vpt = vord.iter().map(|&o| self.vpt[o]).collect();
        self.v_edges =
            vord.iter().map(|&o| self.v_edges[o].iter().map(|&e| emap[e]).collect()).collect();
        self.v_faces =
            vord.iter().map(|&o| self.v_faces[o].iter().map(|&f| fmap[f]).collect()).collect();
        self.edges =
            eord.iter().map(|&o| [vmap[self.edges[o][0]], vmap[self.edges[o][1]]]).collect();
        self.ept = eord.iter().map(|&o| self.ept[o]).collect();
        self.e_left = eord.iter().map(|&o| mf(&self.e_left[o])).collect();
        self.e_right = eord.iter().map(|&o| mf(&self.e_right[o])).collect();
        self.faces =
            ford.iter().map(|&o| self.faces[o].iter().map(|&v| vmap[v]).collect()).collect();
        self.f_edges =
            ford.iter().map(|&o| self.f_edges[o].iter().map(|&e| emap[e]).collect()).collect();
        self.fpt = ford.iter().map(|&o| self.fpt[o]).collect();
    }

    pub fn rotate(&mut self, degrees: f64) {
        let theta = degrees.to_radians();
        let b = bounds(&self.vpt);
        let px = b[0] + b[2] / 2.0;
        let py = b[1] + b[3] / 2.0;
        for p in &mut self.vpt {
            let dx = p[0] - px;
            let dy = p[1] - py;
            let xx = px + dx * theta.cos() - dy * theta.sin();
            let yy = py + dy * theta.cos() + dx * theta.sin();
            *p = [xx, yy];
        }
        self.recalculate_edge_and_face_positions();
    }

    pub fn pts(&self, t: usize) -> &[Pt] {
        match t {
            VERTEX => &self.vpt,
            EDGE => &self.ept,
            _ => &self.fpt,
        }
    }

    pub fn len(&self, t: usize) -> usize {
        self.pts(t).len()
    }

    /// Ludii's `GraphElement.nbors()`.
    pub fn nbors(&self, t: usize, id: usize) -> Vec<usize> {
        match t {
            VERTEX => self.v_edges[id].iter().map(|&e| self.other_vertex(e, id)).collect(),
            EDGE => {
                let [a, b] = self.edges[id];
                let mut n: Vec<usize> =
                    self.v_edges[a].iter().copied().filter(|&e| e != id).collect();
                n.extend(self.v_edges[b].iter().copied().filter(|&e| e != id));
                n
            }
            _ => self.f_edges[id].iter().filter_map(|&e| self.other_face(e, id)).collect(),
        }
    }

    pub fn other_face(&self, e: usize, f: usize) -> Option<usize> {
        if self.e_left[e] == Some(f) {
            return self.e_right[e];
        }
        if self.e_right[e] == Some(f) {
            return self.e_left[e];
        }
        None
    }

    // ------------------------------------------------------------------ measure

    pub fn measure(&mut self) {
        for t in 0..3 {
            let n = self.len(t);
            self.props[t] = vec![0; n];
            self.row[t] = vec![0; n];
            self.col[t] = vec![0; n];
            self.label[t] = vec![String::new(); n];
        }
        self.measure_perimeter();
        self.measure_inner_outer();
        self.measure_extremes();
        self.measure_major_minor();
        self.measure_corners();
        self.measure_sides();
        self.measure_phase();
        self.measure_situation();
        self.measure_centre();
    }

    fn measure_perimeter(&mut self) {
        let mut covered = vec![false; self.vpt.len()];
        let mut perims: Vec<Vec<usize>> = Vec::new();
        loop {
            let mut start = None;
            let mut min_x = 1000000.0;
            for v in 0..self.vpt.len() {
                if !covered[v] && self.vpt[v][0] < min_x {
                    start = Some(v);
                    min_x = self.vpt[v][0];
                }
            }
            let Some(start) = start else { break };
            let perim = self.follow_perimeter_clockwise(start);
            for &v in &perim {
                covered[v] = true;
            }
            let poly: Vec<Pt> = perim.iter().map(|&v| self.vpt[v]).collect();
            for v in 0..self.vpt.len() {
                if !covered[v] && point_in_polygon(self.vpt[v], &poly) {
                    covered[v] = true;
                }
            }
            perims.push(perim);
        }
        let mut pa = perims.len();
        while pa > 0 {
            pa -= 1;
            let pt_a = self.vpt[perims[pa][0]];
            let mut inside = false;
            for pb in 0..perims.len() {
                if pa == pb {
                    continue;
                }
                let poly: Vec<Pt> = perims[pb].iter().map(|&v| self.vpt[v]).collect();
                if point_in_polygon(pt_a, &poly) {
                    inside = true;
                    break;
                }
            }
            if inside {
                perims.remove(pa);
            }
        }
        for perim in &perims {
            let n = perim.len();
            for i in 0..n {
                let a = perim[i];
                let b = perim[(i + 1) % n];
                self.props[VERTEX][a] |= P_PERIMETER;
                self.props[VERTEX][b] |= P_PERIMETER;
                let Some(e) = self.v_edges[a].iter().copied().find(|&e| {
                    let [x, y] = self.edges[e];
                    x == a && y == b || x == b && y == a
                }) else {
                    continue;
                };
                self.props[EDGE][e] |= P_PERIMETER;
                if let Some(f) = self.e_left[e] {
                    self.props[CELL][f] |= P_PERIMETER;
                } else if let Some(f) = self.e_right[e] {
                    self.props[CELL][f] |= P_PERIMETER;
                }
            }
        }
        self.perimeters = perims;
    }

    fn follow_perimeter_clockwise(&self, from: usize) -> Vec<usize> {
        let mut perim = Vec::new();
        if self.v_edges[from].is_empty() {
            perim.push(from);
            return perim;
        }
        let mut best_edge = self.v_edges[from][0];
        let mut best_angle = 1000000.0;
        for &e in &self.v_edges[from] {
            let to = self.other_vertex(e, from);
            let dx = self.vpt[to][0] - self.vpt[from][0];
            let dy = self.vpt[to][1] - self.vpt[from][1];
            let angle = dx.atan2(-dy);
            if angle < best_angle {
                best_edge = e;
                best_angle = angle;
            }
        }
        let mut vertex = from;
        let mut edge = best_edge;
        let mut guard = 0;
        loop {
            perim.push(vertex);
            let prev = vertex;
            vertex = self.other_vertex(edge, vertex);
            let ve = &self.v_edges[vertex];
            let i = ve.iter().position(|&e| e == edge).unwrap_or(0);
            for n in 1..ve.len() {
                edge = ve[(i + n) % ve.len()];
                if self.other_vertex(edge, vertex) != prev {
                    break;
                }
            }
            if vertex == from {
                break;
            }
            guard += 1;
            if guard > 4 * self.edges.len() + 8 {
                break;
            }
        }
        perim
    }

    fn measure_inner_outer(&mut self) {
        for t in 0..3 {
            for p in &mut self.props[t] {
                if *p & P_PERIMETER != 0 {
                    *p |= P_OUTER;
                }
            }
        }
        for f in 0..self.faces.len() {
            if self.faces[f].iter().any(|&v| self.props[VERTEX][v] & P_PERIMETER != 0) {
                self.props[CELL][f] |= P_OUTER | P_PERIMETER;
            }
        }
        for e in 0..self.edges.len() {
            let [a, b] = self.edges[e];
            if self.props[VERTEX][a] & P_PERIMETER != 0
                && self.props[VERTEX][b] & P_PERIMETER != 0
                && (self.e_left[e].is_none() || self.e_right[e].is_none())
            {
                self.props[EDGE][e] |= P_OUTER | P_PERIMETER;
            }
        }
        for t in 0..3 {
            for p in &mut self.props[t] {
                if *p & P_OUTER == 0 {
                    *p |= P_INNER;
                }
            }
        }
    }

    fn measure_extremes(&mut self) {
        let tol = 0.01;
        for t in 0..3 {
            let pts = self.pts(t).to_vec();
            let (mut min_x, mut min_y, mut max_x, mut max_y) =
                (1000000.0, 1000000.0, -1000000.0, -1000000.0);
            for p in &pts {
                if p[0] < min_x {
                    min_x = p[0];
                }
                if p[1] < min_y {
                    min_y = p[1];
                }
                if p[0] > max_x {
                    max_x = p[0];
                }
                if p[1] > max_y {
                    max_y = p[1];
                }
            }
            for (i, p) in pts.iter().enumerate() {
                let pr = &mut self.props[t][i];
                if p[0] - min_x < tol {
                    *pr |= P_LEFT;
                }
                if p[1] - min_y < tol {
                    *pr |= P_BOTTOM;
                }
                if max_x - p[0] < tol {
                    *pr |= P_RIGHT;
                }
                if max_y - p[1] < tol {
                    *pr |= P_TOP;
                }
            }
        }
    }

    fn measure_major_minor(&mut self) {
        let max_sides = self.faces.iter().map(|f| f.len()).max().unwrap_or(0);
        for f in 0..self.faces.len() {
            self.props[CELL][f] |= if self.faces[f].len() == max_sides { P_MAJOR } else { P_MINOR };
        }
    }

    fn measure_corners(&mut self) {
        for pi in 0..self.perimeters.len() {
            let perim = self.perimeters[pi].clone();
            self.corners_from_perimeter(&perim);
        }
        for v in 0..self.vpt.len() {
            if self.props[VERTEX][v] & P_CORNER == 0 {
                continue;
            }
            let concave = self.props[VERTEX][v] & P_CORNER_CONCAVE != 0;
            let kind = if concave { P_CORNER_CONCAVE } else { P_CORNER_CONVEX };
            let mut single_edge = false;
            for &e in &self.v_edges[v].clone() {
                let other = self.other_vertex(e, v);
                if self.props[VERTEX][other] & P_CORNER != 0 {
                    self.props[EDGE][e] |= P_CORNER | kind;
                    if let Some(f) = self.e_left[e] {
                        self.props[CELL][f] |= P_CORNER | kind;
                    } else if let Some(f) = self.e_right[e] {
                        self.props[CELL][f] |= P_CORNER | kind;
                    }
                    single_edge = true;
                }
            }
            if single_edge {
                continue;
            }
            for &e in &self.v_edges[v].clone() {
                if self.props[EDGE][e] & P_PERIMETER == 0 {
                    continue;
                }
                self.props[EDGE][e] |= P_CORNER | kind;
                if concave {
                    for &f in &self.v_faces[v].clone() {
                        let n = self.faces[f]
                            .iter()
                            .filter(|&&x| self.props[VERTEX][x] & P_PERIMETER != 0)
                            .count();
                        if n == 1 {
                            self.props[CELL][f] |= P_CORNER | P_CORNER_CONCAVE;
                        }
                    }
                } else if let Some(f) = self.e_left[e] {
                    self.props[CELL][f] |= P_CORNER | P_CORNER_CONVEX;
                } else if let Some(f) = self.e_right[e] {
                    self.props[CELL][f] |= P_CORNER | P_CORNER_CONVEX;
                }
            }
        }
    }

    fn corners_from_perimeter(&mut self, perim: &[usize]) {
        let tol = 0.001;
        if perim.len() < 6 {
            for &v in perim {
                self.props[VERTEX][v] |= P_CORNER | P_CORNER_CONVEX;
            }
            return;
        }
        let num = perim.len();
        let poly: Vec<Pt> = perim.iter().map(|&v| self.vpt[v]).collect();
        let mut scores = vec![0.0; num];
        for n in 0..num {
            let pt = poly[n];
            let mut score = 0.0;
            for k in 1..4 {
                let a = poly[(n + num - k % num) % num];
                let b = poly[(n + k) % num];
                let mut d = distance_to_line(pt, a, b);
                if clockwise3(a, pt, b) {
                    d = -d;
                }
                score += d / k as f64;
            }
            scores[n] = score;
        }
        let mut temp = vec![0.0; num];
        for n in 0..num {
            temp[n] = (4.0 * scores[n] + scores[(n + 1) % num] + scores[(n + num - 1) % num]) / 6.0;
        }
        scores = temp;
        let mut keep = vec![true; num];
        for n in 0..num {
            if scores[n] < 0.320
                || scores[n] < scores[(n + num - 1) % num] - tol
                || scores[n] < scores[(n + 1) % num] - tol
            {
                keep[n] = false;
            }
        }
        let similar = 0.95;
        // Java iterates nextSetBit while setting bits: newly set bits ahead are visited too.
        let mut n = 0;
        while n < num {
            if keep[n] {
                if scores[(n + num - 1) % num] >= similar * scores[n] {
                    keep[(n + num - 1) % num] = true;
                }
                if scores[(n + 1) % num] >= similar * scores[n] {
                    keep[(n + 1) % num] = true;
                }
            }
            n += 1;
        }
        for n in 0..num {
            if keep[n] {
                self.props[VERTEX][perim[n]] |= P_CORNER | P_CORNER_CONVEX;
            }
        }
        let mut keep = vec![true; num];
        for n in 0..num {
            if scores[n] > -0.25
                || scores[n] > scores[(n + num - 1) % num] + tol
                || scores[n] > scores[(n + 1) % num] + tol
            {
                keep[n] = false;
            }
        }
        for n in 0..num {
            if keep[n] {
                self.props[VERTEX][perim[n]] |= P_CORNER | P_CORNER_CONCAVE;
            }
        }
    }

    fn centroid(&self) -> Pt {
        if self.vpt.is_empty() {
            return [0.0, 0.0];
        }
        let mut m = [0.0, 0.0];
        for p in &self.vpt {
            m[0] += p[0];
            m[1] += p[1];
        }
        [m[0] / self.vpt.len() as f64, m[1] / self.vpt.len() as f64]
    }

    fn measure_sides(&mut self) {
        let mid = self.centroid();
        for pi in 0..self.perimeters.len() {
            let perim = self.perimeters[pi].clone();
            let num = perim.len();
            for from in 0..num {
                if self.props[VERTEX][perim[from]] & P_CORNER != 0 {
                    let mut to = from;
                    loop {
                        to += 1;
                        if self.props[VERTEX][perim[to % num]] & P_CORNER != 0 {
                            break;
                        }
                    }
                    self.side_from_run(&perim, mid, from, to - from);
                }
            }
        }
        let sides =
            [P_SIDE_N, P_SIDE_E, P_SIDE_S, P_SIDE_W, P_SIDE_NE, P_SIDE_SE, P_SIDE_SW, P_SIDE_NW];
        for v in 0..self.vpt.len() {
            if self.props[VERTEX][v] & P_CORNER == 0 {
                continue;
            }
            for &code in &sides {
                if self.props[VERTEX][v] & code == 0 {
                    continue;
                }
                for &e in &self.v_edges[v].clone() {
                    let o = self.other_vertex(e, v);
                    if self.props[VERTEX][o] & code != 0 {
                        self.props[EDGE][e] |= code;
                    }
                }
                for &f in &self.v_faces[v].clone() {
                    self.props[CELL][f] |= code;
                }
            }
        }
        for v in 0..self.vpt.len() {
            let s = self.props[VERTEX][v] & SIDES_MASK;
            for &e in &self.v_edges[v].clone() {
                self.props[EDGE][e] |= s;
            }
            for &f in &self.v_faces[v].clone() {
                self.props[CELL][f] |= s;
            }
        }
    }

    fn side_from_run(&mut self, perim: &[usize], mid: Pt, from: usize, run: usize) {
        let num = perim.len();
        let mut avg = self.vpt[perim[from]];
        for r in 0..run {
            let p = self.vpt[perim[(from + 1 + r) % num]];
            avg[0] += p[0];
            avg[1] += p[1];
        }
        avg[0] /= (run + 1) as f64;
        avg[1] /= (run + 1) as f64;
        let d = discrete_direction(atan2_from(mid, avg), 16);
        let property = if d == 0 {
            P_SIDE_E
        } else if d == 4 {
            P_SIDE_N
        } else if d == 8 {
            P_SIDE_W
        } else if d == 12 {
            P_SIDE_S
        } else if d > 0 && d < 4 {
            P_SIDE_NE
        } else if d > d / 4 && d < 8 {
            P_SIDE_NW
        } else if d > d / 2 && d < 12 {
            P_SIDE_SW
        } else {
            P_SIDE_SE
        };
        for r in 0..run + 1 {
            self.props[VERTEX][perim[(from + r) % num]] |= property;
        }
    }

    fn measure_phase(&mut self) {
        for t in 0..3 {
            let n = self.len(t);
            if n == 0 {
                continue;
            }
            let phase_of = |props: &Vec<u64>, i: usize| -> Option<usize> {
                (0..6).find(|&k| props[i] & (P_PHASE0 << k) != 0)
            };
            let nbors: Vec<Vec<usize>> = (0..n).map(|i| self.nbors(t, i)).collect();
            loop {
                let Some(start) = (0..n).find(|&i| phase_of(&self.props[t], i).is_none()) else {
                    break;
                };
                let mut queue = std::collections::VecDeque::new();
                let mut visited = vec![false; n];
                self.props[t][start] |= P_PHASE0;
                queue.push_back(start);
                while let Some(ge) = queue.pop_front() {
                    if visited[ge] {
                        continue;
                    }
                    let nb_phases = nbor_phases(&self.props[t], &nbors[ge]);
                    let mut phase = 0;
                    while phase < 4 && nb_phases & (1 << phase) != 0 {
                        phase += 1;
                    }
                    if phase < 6 {
                        self.props[t][ge] |= P_PHASE0 << phase;
                    }
                    visited[ge] = true;
                    for &nb in &nbors[ge] {
                        if visited[nb] {
                            continue;
                        }
                        let c = nbor_phases(&self.props[t], &nbors[nb]).count_ones();
                        if c > 1 {
                            queue.push_front(nb);
                        } else {
                            queue.push_back(nb);
                        }
                    }
                }
            }
        }
    }

    fn measure_situation(&mut self) {
        let mut best = [0.0, 0.5];
        for t in [VERTEX, EDGE, CELL] {
            let pts = self.pts(t).to_vec();
            if pts.is_empty() {
                continue;
            }
            let b = bounds(&pts);
            let unit = (b[2] + b[3]) / 2.0 / (pts.len() as f64).sqrt();
            let mut rows = vec![0; pts.len()];
            let mut cols = vec![0; pts.len()];
            if t == EDGE {
                cluster_by_dimension(&pts, true, unit, best[0], &mut rows);
                cluster_by_dimension(&pts, false, unit, best[1], &mut cols);
            } else {
                let mut best_err = 1000.0;
                best[0] = 0.0;
                let mut angle = 0;
                while angle <= 60 {
                    let theta = angle as f64 / 180.0 * PI;
                    let err = cluster_by_dimension(&pts, true, unit, theta, &mut rows);
                    if err < best_err {
                        best_err = err;
                        best[0] = theta;
                        if err < 0.01 {
                            break;
                        }
                    }
                    angle += 15;
                }
                cluster_by_dimension(&pts, true, unit, best[0], &mut rows);
                best_err = 1000.0;
                best[1] = 0.0;
                let mut angle = 90;
                while angle <= 120 {
                    let theta = best[0] + angle as f64 / 180.0 * PI;
                    let err = cluster_by_dimension(&pts, false, unit, theta, &mut cols);
                    if err < best_err {
                        best_err = err;
                        best[1] = theta;
                        if err < 0.01 {
                            break;
                        }
                    }
                    angle += 15;
                }
                cluster_by_dimension(&pts, false, unit, best[1], &mut cols);
            }
            let labels: Vec<String> =
                rows.iter().zip(&cols).map(|(&r, &c)| coordinate_label(r, c)).collect();
            let mut seen = std::collections::HashSet::new();
            if labels.iter().all(|l| seen.insert(l.as_str())) {
                self.row[t] = rows;
                self.col[t] = cols;
                self.label[t] = labels;
            } else {
                // Duplicate labels (MeasureGraph.setCoordinateLabels flags them): Ludii's
                // Topology.computeRows/computeColumns/computeCoordinates then number rows and
                // columns by distinct y and x instead.
                let rows = rank_distinct(pts.iter().map(|p| p[1]));
                let cols = rank_distinct(pts.iter().map(|p| p[0]));
                self.label[t] =
                    rows.iter().zip(&cols).map(|(&r, &c)| topology_label(r, c)).collect();
                self.row[t] = rows;
                self.col[t] = cols;
            }
        }
    }

    fn measure_centre(&mut self) {
        let tol = 0.0001;
        for t in [VERTEX, EDGE, CELL] {
            let pts = self.pts(t).to_vec();
            let n = pts.len();
            let perim: Vec<usize> = if n < 100 {
                (0..n).filter(|&i| self.props[t][i] & P_PERIMETER != 0).collect()
            } else {
                Vec::new()
            };
            let corners: Vec<usize> =
                (0..n).filter(|&i| self.props[t][i] & P_CORNER != 0).collect();
            let d: Vec<f64> = (0..n)
                .map(|a| {
                    let mut acc = 0.0;
                    for &b in perim.iter().chain(corners.iter()) {
                        acc += (pts[a][0] - pts[b][0]).powi(2) + (pts[a][1] - pts[b][1]).powi(2);
                    }
                    acc
                })
                .collect();
            let mut min = 1000000.0;
            for &x in &d {
                if x < min {
                    min = x;
                }
            }
            for i in 0..n {
                if (d[i] - min).abs() < tol {
                    self.props[t][i] |= P_CENTRE;
                }
            }
        }
    }
}

fn nbor_phases(props: &[u64], nbors: &[usize]) -> u32 {
    let mut s = 0u32;
    for &nb in nbors {
        for k in 0..6 {
            if props[nb] & (P_PHASE0 << k) != 0 {
                s |= 1 << k;
                break;
            }
        }
    }
    s
}

pub(crate) fn discrete_direction(angle_in: f64, num: i32) -> i32 {
    let arc = 2.0 * PI / num as f64;
    let off = arc / 2.0;
    let mut angle = angle_in;
    while angle < 0.0 {
        angle += 2.0 * PI;
    }
    while angle > 2.0 * PI {
        angle -= 2.0 * PI;
    }
    (((angle + off) / arc) as i32 + num) % num
}

/// Ludii's `clusterByDimension` for rows (`is_row`) or columns; returns the error.
fn cluster_by_dimension(pts: &[Pt], is_row: bool, unit: f64, theta: f64, out: &mut [i32]) -> f64 {
    let b = bounds(pts);
    let (ref_a, ref_b);
    if is_row {
        ref_a = [b[0] + b[2] / 2.0, b[1] - b[3]];
    } else {
        ref_a = [b[0] - b[2], b[1] + b[3] / 2.0];
    }
    ref_b = [ref_a[0] + b[2] * theta.cos(), ref_a[1] + b[2] * theta.sin()];
    let scores: Vec<f64> = pts.iter().map(|&p| distance_to_line(p, ref_a, ref_b)).collect();
    let rank = rank_by(&scores);
    let margin = 0.6 * unit;
    // Buckets: (total, items)
    let mut buckets: Vec<(f64, Vec<usize>)> = Vec::new();
    for &i in &rank {
        let s = scores[i];
        let new = match buckets.last() {
            None => true,
            Some((tot, items)) => (s - tot / items.len() as f64).abs() > margin,
        };
        if new {
            buckets.push((0.0, Vec::new()));
        }
        let bk = buckets.last_mut().unwrap();
        bk.0 += s;
        bk.1.push(i);
    }
    for (bid, (_, items)) in buckets.iter().enumerate() {
        for &i in items {
            out[i] = bid as i32;
        }
    }
    let mut error = 0.0;
    for (tot, items) in &buckets {
        let mean = tot / items.len() as f64;
        let mut acc = 0.0;
        for &i in items {
            // Ludii assigns (not accumulates) here.
            acc = (mean - scores[i]) * (mean - scores[i]);
        }
        error += acc / items.len() as f64;
    }
    error + 0.01 * buckets.len() as f64
}

/// Topology.computeRows: the index of each value among the sorted distinct values (within
/// 0.001; when several match, the last one wins, as Ludii's loop overwrites).
fn rank_distinct(values: impl Iterator<Item = f64> + Clone) -> Vec<i32> {
    let mut centroids: Vec<f64> = Vec::new();
    for v in values.clone() {
        if !centroids.iter().any(|c| (v - c).abs() < 0.001) {
            centroids.push(v);
        }
    }
    centroids.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    values
        .map(|v| centroids.iter().rposition(|c| (v - c).abs() < 0.001).unwrap_or(0) as i32)
        .collect()
}

/// Topology.computeCoordinates' label (differs from MeasureGraph's beyond 26 columns).
fn topology_label(row: i32, col: i32) -> String {
    let mut label = String::new();
    if col >= 26 {
        label.push(java_char('A' as i64 + (col / 26 - 1) as i64));
    }
    label.push(java_char('A' as i64 + (col % 26) as i64));
    label.push_str(&(row + 1).to_string());
    label
}

/// Java's `(char)(x)`: the low 16 bits. Boards over 702 columns wide take letters beyond `Z`
/// (and `u8` arithmetic overflowed there); a surrogate, which Rust cannot hold, becomes U+FFFD.
fn java_char(x: i64) -> char {
    char::from_u32((x as u32) & 0xFFFF).unwrap_or(char::REPLACEMENT_CHARACTER)
}

pub(crate) fn coordinate_label(row: i32, column: i32) -> String {
    let mut column = column;
    let mut label = String::new();
    label.push(java_char('A' as i64 + (column % 26) as i64));
    while column >= 26 {
        column /= 26;
        let c = java_char('A' as i64 + (column % 26) as i64 - 1);
        label.insert(0, c);
    }
    label.push_str(&(row + 1).to_string());
    label
}
