//! The loop tracks of Ludii's `(surakartaBoard <graph> [loops:<n>] [from:<row>])`
//! (equipment/container/board/custom/SurakartaBoard.java): a board played on the vertices of a
//! square or triangular grid whose corners carry loops joining the lines through the board.
//!
//! Each loop is one closed circuit through the board: along the line `from + k` rows in from
//! each side, round a corner loop onto the next side's line, and so on. SurakartaBoard writes
//! the circuit with the line ends negated; where two ends meet (a corner loop) the first site is
//! written twice, which the track folds into a bump on that element. Each circuit is two
//! tracks, forwards (`Track<row>F`) and backwards (`Track<row>B`), looped and directed.

use super::Board;
use crate::game_ir::Track;

/// The grid a Surakarta board is drawn on (Ludii's `graph().basis()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Basis {
    Square,
    Triangular,
}

/// The board's tracks, in SurakartaBoard's order: for each loop, forwards then backwards.
/// `loops`: Ludii's `loops:` (by default as many as the grid holds); `from`: the row of the
/// first loop (`from:`, default 1).
pub fn surakarta_tracks(
    board: &Board,
    basis: Basis,
    loops: Option<usize>,
    from: usize,
) -> Result<Vec<Track>, String> {
    // Topology.computeRows/Columns on the vertices: the distinct rows and columns.
    let count = |key: fn(&super::SiteInfo) -> i32| {
        board.sites.iter().map(key).max().map_or(0, |m| m as usize + 1)
    };
    let (rows, cols) = (count(|s| s.row), count(|s| s.col));
    if rows < 2 || cols < 2 {
        return Err("a Surakarta board needs at least two rows and two columns".into());
    }
    let (dim0, dim1) = (rows - 1, cols - 1);
    let loops = loops.unwrap_or(match basis {
        Basis::Square => (dim0.min(dim1).saturating_sub(1)) / 2,
        Basis::Triangular => dim0 / 2,
    });
    let mut tracks = Vec::new();
    for loop_row in from..from + loops {
        let circuit = match basis {
            Basis::Square => square_circuit(rows as i64, cols as i64, loop_row as i64),
            Basis::Triangular => triangular_circuit(rows as i64, loop_row as i64),
        };
        if circuit.iter().any(|&s| s.unsigned_abs() as usize >= board.num_sites()) {
            return Err(format!("loop {loop_row} of the Surakarta board leaves the board"));
        }
        let forward = with_bumps(&circuit);
        let backward = with_bumps(&circuit.iter().rev().copied().collect::<Vec<_>>());
        for (suffix, sites) in [("F", forward), ("B", backward)] {
            tracks.push(Track::folding_bumps(
                format!("Track{loop_row}{suffix}"),
                0,
                &sites,
                true,
                true,
                false,
            ));
        }
    }
    Ok(tracks)
}

/// `createTracksSquare`'s circuit for one loop: the row, the column, the row and the column
/// `lp` in from each side in turn, each line's ends negated (site 0 stays 0, as in Java).
fn square_circuit(rows: i64, cols: i64, lp: i64) -> Vec<i64> {
    let end = |site: i64, k: i64, n: i64| if k == 0 || k == n - 1 { -site } else { site };
    let mut t = Vec::new();
    t.extend((0..cols).map(|c| end(lp * cols + c, c, cols)));
    t.extend((0..rows).map(|r| end(cols - 1 - lp + r * cols, r, rows)));
    t.extend((0..cols).map(|c| end(rows * cols - 1 - lp * cols - c, c, cols)));
    t.extend((0..rows).map(|r| end(rows * cols - cols + lp - r * cols, r, rows)));
    t
}

/// `createTracksTriangular`'s circuit for one loop: the three lines `lp` in from each side.
fn triangular_circuit(rows: i64, lp: i64) -> Vec<i64> {
    let cols = rows;
    let n = rows - lp;
    let end = |site: i64, step: i64| if step == 0 || step >= n - 1 { -site } else { site };
    let mut t = Vec::new();
    let (mut v, mut dec) = (0, cols);
    for _ in 0..lp {
        v += dec;
        dec -= 1;
    }
    for step in 0..n {
        t.push(end(v, step));
        v += 1;
    }
    v = cols - 1 - lp;
    dec = rows - 1;
    for step in 0..n {
        t.push(end(v, step));
        v += dec;
        dec -= 1;
    }
    dec += 3;
    for step in 0..n {
        t.push(end(v, step));
        v -= dec;
        dec += 1;
    }
    t
}

/// The circuit's sites with each loop's entry written twice (both ends of a loop negated).
fn with_bumps(circuit: &[i64]) -> Vec<usize> {
    let mut out = Vec::new();
    for (n, &a) in circuit.iter().enumerate() {
        let b = circuit[(n + 1) % circuit.len()];
        out.push(a.unsigned_abs() as usize);
        if a < 0 && b < 0 {
            out.push(a.unsigned_abs() as usize);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_ir::board::{BoardSpec, Shape, SiteType};

    fn board(shape: Shape) -> Board {
        Board::build(&BoardSpec { use_type: SiteType::Vertex, ..BoardSpec::new(shape) }).unwrap()
    }

    #[test]
    fn the_six_by_six_board_has_two_loops_each_way_with_a_bump_before_each_corner_loop() {
        let tracks =
            surakarta_tracks(&board(Shape::Square { n: 6 }), Basis::Square, None, 1).unwrap();
        let names: Vec<&str> = tracks.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["Track1F", "Track1B", "Track2F", "Track2B"]);
        let inner = &tracks[0];
        // Row 1 left to right, column 4 bottom up, row 4 right to left, column 1 top down.
        assert_eq!(
            inner.sites,
            [
                6, 7, 8, 9, 10, 11, 4, 10, 16, 22, 28, 34, 29, 28, 27, 26, 25, 24, 31, 25, 19, 13,
                7, 1
            ]
        );
        let bumped: Vec<usize> =
            (0..inner.sites.len()).filter(|&i| inner.bump(i) > 0).map(|i| inner.sites[i]).collect();
        assert_eq!(bumped, [11, 34, 24, 1]);
        assert!(inner.looped && inner.directed);
        let back = &tracks[1];
        let mut reversed = inner.sites.clone();
        reversed.reverse();
        assert_eq!(back.sites, reversed);
        let bumped: Vec<usize> =
            (0..back.sites.len()).filter(|&i| back.bump(i) > 0).map(|i| back.sites[i]).collect();
        assert_eq!(bumped, [31, 29, 4, 6]);
        assert_eq!(tracks[2].sites[..6], [12, 13, 14, 15, 16, 17]);
    }

    #[test]
    fn loops_and_from_choose_the_rows() {
        let tracks = surakarta_tracks(
            &board(Shape::Rectangle { rows: 8, cols: 12 }),
            Basis::Square,
            Some(3),
            1,
        )
        .unwrap();
        assert_eq!(tracks.len(), 6);
        assert_eq!(tracks[4].name, "Track3F");
        assert!(
            surakarta_tracks(&board(Shape::Square { n: 4 }), Basis::Square, Some(9), 1).is_err()
        );
    }
}
