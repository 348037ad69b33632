//! A port of Ludii's `Trajectories`: steps from each element (with their direction sets and
//! compass direction) and radials, for one element type.

use super::graph::{
    abs_tan_angle_difference_pos_x, dist, distance_to_line, Graph, Pt, CELL, EDGE, VERTEX,
};
use super::Dir;
use std::f64::consts::PI;

pub(crate) const B_ORTH: u8 = 1;
pub(crate) const B_DIAG: u8 = 2;
pub(crate) const B_OFF: u8 = 4;
pub(crate) const B_ADJ: u8 = 8;
pub(crate) const B_ALL: u8 = 16;

#[derive(Clone, Copy, Debug)]
pub(crate) struct StepRec {
    pub to_type: usize,
    pub to: usize,
    pub bits: u8,
    pub dir: Dir,
}

fn pt_of(g: &Graph, t: usize, id: usize) -> Pt {
    g.pts(t)[id]
}

/// Ludii's `GraphElement.stepsTo` (without compass directions), steps deduplicated as `Steps.add`.
fn steps_to(g: &Graph, t: usize, id: usize) -> Vec<(usize, usize, u8)> {
    let mut out: Vec<(usize, usize, u8)> = Vec::new();
    let mut add = |tt: usize, to: usize, bits: u8| {
        if let Some(s) = out.iter_mut().find(|s| s.0 == tt && s.1 == to) {
            s.2 |= bits;
        } else {
            out.push((tt, to, bits));
        }
    };
    let oaa = B_ORTH | B_ADJ | B_ALL;
    match t {
        VERTEX => {
            for &e in &g.v_edges[id] {
                let [a, b] = g.edges[e];
                add(VERTEX, if a == id { b } else { a }, oaa);
            }
            for &f in &g.v_faces[id] {
                if g.faces[f].len() < 4 {
                    continue;
                }
                let mut best = 1000000.0;
                let mut best_to = None;
                for &to in &g.faces[f] {
                    if to == id {
                        continue;
                    }
                    let d = distance_to_line(g.fpt[f], g.vpt[id], g.vpt[to]);
                    if d < best {
                        best = d;
                        best_to = Some(to);
                    }
                }
                if let Some(to) = best_to {
                    add(VERTEX, to, B_DIAG | B_ALL);
                }
            }
            for &e in &g.v_edges[id] {
                add(EDGE, e, oaa);
            }
            for &f in &g.v_faces[id] {
                add(CELL, f, oaa);
            }
        }
        CELL => {
            let mut used = vec![false; g.faces.len()];
            used[id] = true;
            let me = g.fpt[id];
            for &e in &g.f_edges[id] {
                if let Some(o) = g.other_face(e, id) {
                    used[o] = true;
                    add(CELL, o, oaa);
                }
            }
            for &v in &g.faces[id] {
                let mut best = 1000000.0;
                let mut diag = None;
                for &o in &g.v_faces[v] {
                    if used[o] {
                        continue;
                    }
                    let d = distance_to_line(g.vpt[v], me, g.fpt[o]);
                    if d < best {
                        best = d;
                        diag = Some(o);
                    }
                }
                if let Some(o) = diag {
                    used[o] = true;
                    add(CELL, o, B_DIAG | B_ADJ | B_ALL);
                }
            }
            for &v in &g.faces[id] {
                for &o in &g.v_faces[v] {
                    if used[o] {
                        continue;
                    }
                    used[o] = true;
                    add(CELL, o, B_OFF | B_ADJ | B_ALL);
                }
            }
            for &v in &g.faces[id] {
                if g.v_edges[v].len() != 3 {
                    continue;
                }
                let Some(&e) = g.v_edges[v].iter().find(|&&e| !g.f_edges[id].contains(&e)) else {
                    continue;
                };
                let [a, b] = g.edges[e];
                let ov = if a == v { b } else { a };
                for &of in &g.v_faces[ov] {
                    if used[of] {
                        continue;
                    }
                    let dv = distance_to_line(g.vpt[v], me, g.fpt[of]);
                    let dov = distance_to_line(g.vpt[ov], me, g.fpt[of]);
                    let dab = dist(me, g.fpt[of]);
                    if (dv + dov) / dab > 0.1 {
                        continue;
                    }
                    used[of] = true;
                    add(CELL, of, B_DIAG | B_ALL);
                }
            }
            for &v in &g.faces[id] {
                add(VERTEX, v, oaa);
            }
            for &e in &g.f_edges[id] {
                add(EDGE, e, oaa);
            }
        }
        _ => {
            let [a, b] = g.edges[id];
            for v in [a, b] {
                for &o in &g.v_edges[v] {
                    if o != id {
                        add(EDGE, o, oaa);
                    }
                }
            }
            // Ludii's Edge.stepsTo continues with other relations; edge tables are not supported yet.
        }
    }
    out
}

const DIRS16: [Dir; 16] = [
    Dir::E,
    Dir::ENE,
    Dir::NE,
    Dir::NNE,
    Dir::N,
    Dir::NNW,
    Dir::NW,
    Dir::WNW,
    Dir::W,
    Dir::WSW,
    Dir::SW,
    Dir::SSW,
    Dir::S,
    Dir::SSE,
    Dir::SE,
    Dir::ESE,
];

/// Ludii's `mapAngleToAbsoluteDirection` (planar case).
fn map_angle(a: Pt, b: Pt, intercardinal: bool) -> Dir {
    let mut angle = (b[1] - a[1]).atan2(b[0] - a[0]);
    while angle < 0.0 {
        angle += 2.0 * PI;
    }
    while angle > 2.0 * PI {
        angle -= 2.0 * PI;
    }
    if !intercardinal {
        let off = 2.0 * PI / 16.0;
        let eight = [Dir::E, Dir::NE, Dir::N, Dir::NW, Dir::W, Dir::SW, Dir::S, Dir::SE];
        for (k, d) in eight.iter().enumerate() {
            if angle < off + (2 * k) as f64 * PI / 8.0 {
                return *d;
            }
        }
        Dir::E
    } else {
        let off = 2.0 * PI / 32.0;
        for (k, d) in DIRS16.iter().enumerate() {
            if angle < off + (2 * k) as f64 * PI / 16.0 {
                return *d;
            }
        }
        Dir::E
    }
}

/// Ludii's step/radial ordering score: clockwise from north.
pub(crate) fn angle_score(from: Pt, to: Pt) -> f64 {
    let theta = (to[1] - from[1]).atan2(to[0] - from[0]);
    let mut score = PI / 2.0 - theta + 0.0001;
    while score < 0.0 {
        score += 2.0 * PI;
    }
    score
}

/// All steps from every element of type `t`, sorted as Ludii sorts them.
pub(crate) fn steps_for_type(g: &Graph, t: usize) -> Vec<Vec<StepRec>> {
    let n = g.len(t);
    let mut all = Vec::with_capacity(n);
    for id in 0..n {
        let raw = steps_to(g, t, id);
        let from = pt_of(g, t, id);
        let mut used = [false; 16];
        let mut collision = false;
        for s in &raw {
            let d = map_angle(from, pt_of(g, s.0, s.1), false) as usize;
            if used[d] {
                collision = true;
                break;
            }
            used[d] = true;
        }
        let mut recs: Vec<StepRec> = raw
            .iter()
            .map(|s| StepRec {
                to_type: s.0,
                to: s.1,
                bits: s.2,
                dir: map_angle(from, pt_of(g, s.0, s.1), collision),
            })
            .collect();
        let scores: Vec<f64> =
            recs.iter().map(|r| angle_score(from, pt_of(g, r.to_type, r.to))).collect();
        let ord = super::graph::rank_by(&scores);
        recs = ord.into_iter().map(|i| recs[i]).collect();
        all.push(recs);
    }
    all
}

/// A direction key: a compass direction or a set (as Ludii's `AbsoluteDirection`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(dead_code)] // Set radials (Ludii's radials in Orthogonal etc.) are not tabulated yet.
pub(crate) enum Key {
    Compass(Dir),
    Set(u8),
}

impl Key {
    pub fn matches(self, s: &StepRec) -> bool {
        match self {
            Key::Compass(d) => s.dir == d,
            Key::Set(b) => s.bits & b != 0,
        }
    }
}

/// Ludii's `followRadial` for same-type steps in direction `key` from `site`, first step `first`.
pub(crate) fn follow_radial(
    g: &Graph,
    t: usize,
    steps: &[Vec<StepRec>],
    key: Key,
    site: usize,
    first: usize,
) -> Vec<u32> {
    let tan_threshold = 0.25f64.tan();
    let mut radial = vec![site];
    // The sites on the radial, for the loop check once it is long: searching the radial for each
    // step made a long radial quadratic ((rectangle 4096 7) took minutes).
    let mut on_radial: std::collections::HashSet<usize> = std::collections::HashSet::new();
    let mut current = first;
    loop {
        let previous = *radial.last().unwrap();
        radial.push(current);
        let mut best = tan_threshold;
        let mut best_next = None;
        for s in &steps[current] {
            if s.to_type != t || !key.matches(s) {
                continue;
            }
            let d = abs_tan_angle_difference_pos_x(
                pt_of(g, t, previous),
                pt_of(g, t, current),
                pt_of(g, t, s.to),
            );
            if d < best {
                best = d;
                best_next = Some(s.to);
                if best == 0.0 {
                    break;
                }
            }
        }
        const SHORT: usize = 32;
        if radial.len() == SHORT {
            on_radial.extend(radial.iter().copied());
        } else if radial.len() > SHORT {
            on_radial.insert(current);
        }
        let seen = |nx: usize| {
            if radial.len() >= SHORT {
                on_radial.contains(&nx)
            } else {
                radial.contains(&nx)
            }
        };
        match best_next {
            Some(nx) if !seen(nx) => current = nx,
            _ => break,
        }
    }
    // Building a board costs sites × side in these lines (see `MAX_BOARD_VERTICES`).
    crate::work::charge(radial.len() as u64);
    radial[1..].iter().map(|&x| x as u32).collect()
}
