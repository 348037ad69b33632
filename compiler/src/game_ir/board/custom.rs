//! Ludii's polygon-bounded tilings: `CustomOnTri` (`(tri Limping n)`, `(tri {sides})`),
//! `CustomOnHex` (`(hex Limping n)`, `(hex n m)`, `(hex {sides})`) and `TriangleOnHex`
//! (`(hex Triangle n)`). A custom board is the set of tiling points inside a polygon walked
//! from the side lengths, inflated by 0.1 so that points on its outline count as inside; which
//! points fall inside, and the order they are listed in, decide the numbering, so the walk, the
//! inflation and the scan ranges are ported literally (including their `(int)` truncations).

use super::graph::{bounds, clockwise3, point_in_polygon, Graph, Pt};
use super::shapes::{from_vertex_list, hex_xy, tri_xy, HEX_REF};

/// The six steps of the side walk, as (row, col) increments (both tilings use the same).
const STEPS: [[i32; 2]; 6] = [[1, 0], [1, 1], [0, 1], [-1, 0], [-1, -1], [0, -1]];

/// `polygonFromSides` of `CustomOnTri`/`CustomOnHex`: walk from (0, 0), turning one step
/// clockwise before a positive side and anticlockwise before a negative one; a side of n sites
/// advances n - 1 rows/columns. At least five sides are walked (the list repeats), so
/// `{n n+1}` (limping) walks a hexagon's outline.
fn polygon_from_sides(sides: &[i32], xy: fn(i32, i32) -> Pt) -> Vec<Pt> {
    let (mut dirn, mut row, mut col) = (1i32, 0, 0);
    let mut polygon = vec![xy(row, col)];
    for n in 0..sides.len().max(5) {
        let mut next = sides[n % sides.len()];
        next += if next < 0 { 1 } else { -1 };
        dirn += if next < 0 { -1 } else { 1 };
        dirn = (dirn + 6) % 6;
        if next > 0 {
            let [dr, dc] = STEPS[dirn as usize];
            row += next * dr;
            col += next * dc;
            polygon.push(xy(row, col));
        }
    }
    polygon
}

/// `Polygon.inflate`: moves each corner outwards by the mean of its two unit edge vectors.
fn inflate(polygon: &mut [Pt], amount: f64) {
    let n = polygon.len();
    let unit = |v: Pt| {
        let mag = (v[0] * v[0] + v[1] * v[1]).sqrt();
        if mag < super::graph::EPSILON {
            v
        } else {
            [v[0] / mag, v[1] / mag]
        }
    };
    let sub = |a: Pt, b: Pt| [a[0] - b[0], a[1] - b[1]];
    let adjustments: Vec<Pt> = (0..n)
        .map(|i| {
            let (a, b, c) = (polygon[i], polygon[(i + 1) % n], polygon[(i + 2) % n]);
            let (vin, vout) =
                if clockwise3(a, b, c) { (sub(b, a), sub(b, c)) } else { (sub(a, b), sub(c, b)) };
            let (vin, vout) = (unit(vin), unit(vout));
            [(vin[0] * amount + vout[0] * amount) * 0.5, (vin[1] * amount + vout[1] * amount) * 0.5]
        })
        .collect();
    for i in 0..n {
        let adj = adjustments[(i + n - 1) % n];
        polygon[i] = [polygon[i][0] + adj[0], polygon[i][1] + adj[1]];
    }
}

/// The inflated polygon of `sides` and the (row, col) scan range around its bounds, `margin`
/// rows and columns wider on each side (bounds are in x/y, used as rows/columns as Ludii does).
fn outline(sides: &[i32], xy: fn(i32, i32) -> Pt, margin: i32) -> (Vec<Pt>, [i32; 4]) {
    let mut polygon = polygon_from_sides(sides, xy);
    inflate(&mut polygon, 0.1);
    let [x0, y0, w, h] = bounds(&polygon);
    let range = [
        y0 as i32 - margin,
        (y0 + h) as i32 + margin,
        x0 as i32 - margin,
        (x0 + w) as i32 + margin,
    ];
    (polygon, range)
}

/// `CustomOnTri` from side lengths: the tiling's vertices inside the polygon. Limping boards
/// (`{n n+1}`) scan `n` extra rows and columns, others 2 (Ludii's margins).
pub(crate) fn custom_on_tri(sides: &[i32]) -> Graph {
    let limping = matches!(sides, [a, b] if *a == b - 1);
    let margin = if limping { sides[0] } else { 2 };
    let (polygon, [r0, r1, c0, c1]) = outline(sides, tri_xy, margin);
    let mut list = Vec::new();
    for r in r0..=r1 {
        for c in c0..=c1 {
            let pt = tri_xy(r, c);
            if point_in_polygon(pt, &polygon) {
                list.push(pt);
            }
        }
    }
    from_vertex_list(&list, 1.0)
}

/// `CustomOnHex` from side lengths: the hexagons whose centres lie inside the polygon.
pub(crate) fn custom_on_hex(sides: &[i32]) -> Graph {
    let (polygon, [r0, r1, c0, c1]) = outline(sides, hex_xy, 3);
    let mut list = Vec::new();
    for r in r0..=r1 {
        for c in c0..=c1 {
            let centre = hex_xy(r, c);
            if point_in_polygon(centre, &polygon) {
                push_hex_corners(&mut list, centre);
            }
        }
    }
    from_vertex_list(&list, 1.0)
}

/// `TriangleOnHex` (`(hex Triangle n)`): the hexagons (r, c) with r ≤ c < n.
pub(crate) fn triangle_on_hex(n: u32) -> Graph {
    let n = n as i32;
    let mut list = Vec::new();
    for r in 0..n {
        for c in r..n {
            push_hex_corners(&mut list, hex_xy(r, c));
        }
    }
    from_vertex_list(&list, 1.0)
}

/// The corners of the hexagon centred at `centre` (`Hex.ref` order) not already listed.
fn push_hex_corners(list: &mut Vec<Pt>, centre: Pt) {
    for r in HEX_REF {
        let p = [centre[0] + r[0], centre[1] + r[1]];
        if !list.iter().any(|q| super::graph::dist(*q, p) < 0.1) {
            list.push(p);
        }
    }
}
