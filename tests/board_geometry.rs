//! Board geometry against Ludii's recorded boards: for each corpus game with a board shape we
//! support, the trace's `board` object (site count, cells/vertices/edges counts, coords, rc, xy)
//! must equal ours. Reads `../shared/ludii` (relative to the repo root); skips when absent.

use ludemic_compiler::front::ludii::board::board_spec_of_expanded;
use ludemic_compiler::game_ir::board::{
    Board, BoardSpec, Diagonals, DirSet, GraphFn, Shape, SiteType,
};
use std::io::Read;
use std::path::{Path, PathBuf};

fn ludii_dir() -> Option<PathBuf> {
    let p = ludemic_suite::shared_dir().join("ludii");
    if p.join("traces").is_dir() && p.join("expanded").is_dir() {
        Some(p)
    } else {
        None
    }
}

fn load_board(ludii: &Path, rel: &str) -> Option<serde_json::Value> {
    let path = ludii.join("traces").join(rel.replace(".lud", ".json.gz"));
    let f = std::fs::File::open(path).ok()?;
    let mut s = String::new();
    flate2::read::GzDecoder::new(f).read_to_string(&mut s).ok()?;
    let v: serde_json::Value = serde_json::from_str(&s).ok()?;
    v.get("board").cloned()
}

/// Compare; returns a description of the first mismatch.
fn check(spec: &BoardSpec, tb: &serde_json::Value) -> Result<(), String> {
    let b = Board::build(spec)?;
    let num = |k: &str| tb[k].as_u64().unwrap_or(u64::MAX) as usize;
    if b.num_sites() != num("sites") {
        return Err(format!("sites {} vs ludii {}", b.num_sites(), num("sites")));
    }
    if (b.num_cells, b.num_vertices, b.num_edges) != (num("cells"), num("vertices"), num("edges")) {
        return Err(format!(
            "cells/vertices/edges {:?} vs ludii {:?}",
            (b.num_cells, b.num_vertices, b.num_edges),
            (num("cells"), num("vertices"), num("edges"))
        ));
    }
    let want_type = match spec.use_type {
        SiteType::Cell => "Cell",
        SiteType::Vertex => "Vertex",
        SiteType::Edge => "Edge",
    };
    if tb["site_type"].as_str() != Some(want_type) {
        return Err(format!("site type {:?} vs {want_type}", tb["site_type"]));
    }
    for i in 0..b.num_sites() {
        let s = &b.sites[i];
        let label = tb["coords"][i].as_str().unwrap_or("?");
        let (r, c) = (tb["rc"][i][0].as_i64().unwrap_or(-1), tb["rc"][i][1].as_i64().unwrap_or(-1));
        let (x, y) = (
            tb["xy"][i][0].as_f64().unwrap_or(f64::NAN),
            tb["xy"][i][1].as_f64().unwrap_or(f64::NAN),
        );
        if s.label != label
            || (s.row as i64, s.col as i64) != (r, c)
            || (s.x - x).abs() > 1e-3
            || (s.y - y).abs() > 1e-3
        {
            return Err(format!(
                "site {i}: ours {} rc ({}, {}) xy ({:.4}, {:.4}); ludii {label} rc ({r}, {c}) xy ({x}, {y})",
                s.label, s.row, s.col, s.x, s.y
            ));
        }
    }
    Ok(())
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "lud") {
            out.push(p);
        }
    }
}

/// The twelve first games, with their boards written out by hand.
fn first_games() -> Vec<(&'static str, BoardSpec)> {
    let sq = |n| BoardSpec::new(Shape::Square { n });
    let mut gomoku = sq(15);
    gomoku.use_type = SiteType::Vertex;
    let yav = BoardSpec {
        graph: GraphFn::Rotate {
            degrees: 90.0,
            graph: Box::new(GraphFn::shape(Shape::Hex { n: 5 })),
        },
        use_type: SiteType::Cell,
    };
    let morris = BoardSpec {
        graph: GraphFn::Shape {
            shape: Shape::Rectangle { rows: 3, cols: 3 },
            diagonals: Some(Diagonals::Alternating),
        },
        use_type: SiteType::Vertex,
    };
    vec![
        ("board/space/line/Tic-Tac-Toe.lud", sq(3)),
        (
            "board/space/line/Connect Four.lud",
            BoardSpec::new(Shape::Rectangle { rows: 1, cols: 7 }),
        ),
        ("board/race/reach/Breakthrough.lud", sq(8)),
        ("board/race/reach/Knightthrough.lud", sq(8)),
        ("board/space/territory/Reversi.lud", sq(8)),
        ("board/war/leaping/diagonal/English Draughts.lud", sq(8)),
        ("board/space/blocking/Amazons.lud", sq(10)),
        ("board/space/blocking/Tron.lud", sq(10)),
        ("board/space/connection/Hex.lud", BoardSpec::new(Shape::HexDiamond { n: 11 })),
        ("board/space/line/Gomoku.lud", gomoku),
        ("board/space/line/Yavalath.lud", yav),
        ("board/space/line/Three Men's Morris.lud", morris),
    ]
}

#[test]
fn first_twelve_boards_match_ludii() {
    let Some(ludii) = ludii_dir() else {
        println!("skipped: ../shared/ludii not found");
        return;
    };
    let mut failures = Vec::new();
    for (rel, spec) in first_games() {
        let Some(tb) = load_board(&ludii, rel) else {
            println!("skipped {rel}: no trace");
            continue;
        };
        // The hand-written spec must also be what the expanded file says.
        if let Ok(text) = std::fs::read_to_string(ludii.join("expanded").join(rel)) {
            let parsed =
                board_spec_of_expanded(&text).expect("a board").expect("a supported board");
            assert_eq!(parsed, spec, "{rel}: spec differs from the expanded file");
        }
        if let Err(e) = check(&spec, &tb) {
            failures.push(format!("{rel}: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus_boards_match_ludii() {
    let Some(ludii) = ludii_dir() else {
        println!("skipped: ../shared/ludii not found");
        return;
    };
    let expanded = ludii.join("expanded");
    let mut files = Vec::new();
    walk(&expanded, &mut files);
    let (mut ok, mut failures) = (0, Vec::new());
    for f in files {
        let rel = f.strip_prefix(&expanded).unwrap().to_string_lossy().to_string();
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        // Every board the front end reads (the others are counted by `ludemic coverage`).
        let Some(Ok(spec)) = board_spec_of_expanded(&text) else { continue };
        // Boards the front end reads but cannot build yet (e.g. use:Edge) are reported by
        // `ludemic coverage`, not here.
        if Board::build(&spec).is_err() {
            continue;
        }
        let Some(tb) = load_board(&ludii, &rel) else { continue };
        match check(&spec, &tb) {
            Ok(()) => ok += 1,
            Err(e) => failures.push(format!("{rel} {spec:?}: {e}")),
        }
    }
    println!("{ok} corpus boards match Ludii; {} differ", failures.len());
    for f in &failures {
        println!("  {f}");
    }
    assert!(
        failures.is_empty(),
        "{} boards differ from Ludii:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The board of a description's text, built.
fn board_of(text: &str) -> Board {
    let spec = board_spec_of_expanded(text).expect("a board").expect("a supported board");
    Board::build(&spec).expect("a buildable board")
}

/// `(site, label, neighbours)` as Ludii numbers them: the labels and the sites one step
/// apart (the closest site pairs of Ludii's recorded `xy`) of the boards below.
fn assert_sites(b: &Board, sites: &[(usize, &str, &[usize])]) {
    for &(site, label, neighbours) in sites {
        assert_eq!(b.sites[site].label, label, "label of site {site}");
        let mut ours = b.neighbours(site, DirSet::Adjacent);
        ours.sort();
        assert_eq!(ours, neighbours, "neighbours of site {site} ({label})");
    }
}

/// `(hex Triangle 11)` (Y): 66 hexagons, numbered row by row from the bottom-left corner.
#[test]
fn hex_triangle_numbering() {
    let b = board_of("(board (hex Triangle 11))");
    assert_eq!((b.num_sites(), b.num_cells, b.num_vertices, b.num_edges), (66, 66, 166, 231));
    assert_sites(
        &b,
        &[(0, "A1", &[1, 11]), (33, "G4", &[24, 25, 32, 34, 40, 41]), (65, "K11", &[63, 64])],
    );
}

/// `(tri Limping 3)` (Claustro): the limping hexagon of sides 3 and 4 on the triangular
/// tiling, vertices scanned inside Ludii's inflated side-walk polygon.
#[test]
fn tri_limping_numbering() {
    let b = board_of("(board (tri Limping (- 4 1)) use:Vertex)");
    assert_eq!((b.num_sites(), b.num_cells, b.num_vertices, b.num_edges), (27, 37, 27, 63));
    assert_sites(
        &b,
        &[(0, "A1", &[1, 4, 5]), (13, "E3", &[7, 8, 12, 14, 18, 19]), (26, "F6", &[22, 23, 25])],
    );
}

/// `(tri {4 6 4 7 4})` (RootZone): an irregular hexagon walked from five side lengths (Ludii
/// closes the sixth side).
#[test]
fn tri_sides_numbering() {
    let b = board_of("(board (tri {4 6 4 7 4}) use:Vertex)");
    assert_eq!((b.num_sites(), b.num_cells, b.num_vertices, b.num_edges), (60, 94, 60, 153));
    assert_sites(
        &b,
        &[(0, "A1", &[1, 6, 7]), (30, "B5", &[21, 22, 31, 38]), (59, "I9", &[54, 55, 58])],
    );
}

/// `(hex Limping 2)` (Abrobad): hexagons of sides 2 and 3, numbered by Ludii's (y, x) sort.
#[test]
fn hex_limping_numbering() {
    let b = board_of("(board (hex Limping 2))");
    assert_eq!((b.num_sites(), b.num_cells, b.num_vertices, b.num_edges), (12, 12, 37, 48));
    assert_sites(&b, &[(0, "A1", &[1, 3, 4]), (6, "D2", &[2, 5, 9]), (11, "D4", &[8, 9, 10])]);
}

/// `(dual g)` (Dual.java): a vertex at the centre of each cell of `g`, an edge across each
/// edge between two cells, the faces found again, numbered by position. `(square 3)` is 3×3
/// cells, or with `use:Vertex` 3×3 points (2×2 cells), as Ludii builds the graph for the
/// site type: the duals are the 2×2 cells of the 3×3 centres, and one cell of 4 centres.
#[test]
fn dual_boards() {
    let b = board_of("(board (dual (square 3)))");
    assert_eq!((b.num_sites(), b.num_cells, b.num_vertices, b.num_edges), (4, 4, 9, 12));
    let b = board_of("(board (dual (square 3)) use:Vertex)");
    assert_eq!((b.num_sites(), b.num_cells, b.num_vertices, b.num_edges), (4, 1, 4, 4));
    let mut corner = b.neighbours(0, DirSet::Orthogonal);
    corner.sort();
    assert_eq!(corner, [1, 2]);
}
