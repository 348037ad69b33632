//! Board geometry against Ludii's recorded boards: for each corpus game with a board shape we
//! support, the trace's `board` object (site count, cells/vertices/edges counts, coords, rc, xy)
//! must equal ours. Reads `../shared/ludii` (relative to the repo root); skips when absent.

use ludemic_compiler::game_ir::board::{Board, BoardSpec, Diagonals, Shape, SiteType};
use std::io::Read;
use std::path::{Path, PathBuf};

fn ludii_dir() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/ludii");
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
        let (x, y) = (tb["xy"][i][0].as_f64().unwrap_or(f64::NAN), tb["xy"][i][1].as_f64().unwrap_or(f64::NAN));
        if s.label != label || (s.row as i64, s.col as i64) != (r, c) || (s.x - x).abs() > 1e-3 || (s.y - y).abs() > 1e-3 {
            return Err(format!(
                "site {i}: ours {} rc ({}, {}) xy ({:.4}, {:.4}); ludii {label} rc ({r}, {c}) xy ({x}, {y})",
                s.label, s.row, s.col, s.x, s.y
            ));
        }
    }
    Ok(())
}

/// A tiny s-expression reader for the `(board ...)` ludeme of an expanded game.
#[derive(Debug, Clone)]
enum Sx {
    Atom(String),
    List(Vec<Sx>),
}

fn parse_sx(toks: &[String], i: &mut usize) -> Sx {
    if toks[*i] == "(" || toks[*i] == "{" {
        *i += 1;
        let mut v = Vec::new();
        while *i < toks.len() && toks[*i] != ")" && toks[*i] != "}" {
            v.push(parse_sx(toks, i));
        }
        *i += 1;
        Sx::List(v)
    } else {
        let a = toks[*i].clone();
        *i += 1;
        Sx::Atom(a)
    }
}

fn tokens(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in s.chars() {
        if "(){}".contains(ch) || ch.is_whitespace() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if !ch.is_whitespace() {
                out.push(ch.to_string());
            }
        } else {
            cur.push(ch);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn board_expr(text: &str) -> Option<Sx> {
    let start = text.find("(board ")?;
    let toks = tokens(&text[start..]);
    let mut i = 0;
    Some(parse_sx(&toks, &mut i))
}

fn graph_spec(g: &Sx, spec: &mut BoardSpec) -> Option<()> {
    let Sx::List(items) = g else { return None };
    let head = match items.first()? {
        Sx::Atom(a) => a.as_str(),
        _ => return None,
    };
    let mut nums = Vec::new();
    let mut words = Vec::new();
    for it in &items[1..] {
        match it {
            Sx::Atom(a) => {
                if let Ok(n) = a.parse::<u32>() {
                    nums.push(n);
                } else if let Some(d) = a.strip_prefix("diagonals:") {
                    spec.diagonals = Some(match d {
                        "Alternating" => Diagonals::Alternating,
                        "Solid" => Diagonals::Solid,
                        _ => return None,
                    });
                } else {
                    words.push(a.as_str());
                }
            }
            Sx::List(_) if head == "rotate" => graph_spec(it, spec)?,
            _ => return None,
        }
    }
    match (head, words.as_slice(), nums.as_slice()) {
        ("rotate", [], [d]) => spec.rotate_degrees = Some(*d as f64),
        ("square", [], [n]) | ("square", ["Square"], [n]) => spec.shape = Shape::Square { n: *n },
        ("rectangle", [], [r, c]) => spec.shape = Shape::Rectangle { rows: *r, cols: *c },
        ("rectangle", [], [n]) => spec.shape = Shape::Rectangle { rows: *n, cols: *n },
        ("hex", [], [n]) | ("hex", ["Hexagon"], [n]) => spec.shape = Shape::Hex { n: *n },
        ("hex", ["Diamond"], [n]) => spec.shape = Shape::HexDiamond { n: *n },
        _ => return None,
    }
    Some(())
}

/// The BoardSpec of a `(board ...)` expression we support, else None.
fn spec_of(board: &Sx) -> Option<BoardSpec> {
    let Sx::List(items) = board else { return None };
    if items.len() < 2 {
        return None;
    }
    let mut spec = BoardSpec::new(Shape::Square { n: 0 });
    graph_spec(&items[1], &mut spec)?;
    if matches!(spec.shape, Shape::Square { n: 0 }) {
        return None;
    }
    for it in &items[2..] {
        match it {
            Sx::Atom(a) if a == "use:Vertex" => spec.use_type = SiteType::Vertex,
            Sx::Atom(a) if a == "use:Cell" => spec.use_type = SiteType::Cell,
            _ => return None,
        }
    }
    Some(spec)
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
    let mut yav = BoardSpec::new(Shape::Hex { n: 5 });
    yav.rotate_degrees = Some(90.0);
    let mut morris = BoardSpec::new(Shape::Rectangle { rows: 3, cols: 3 });
    morris.diagonals = Some(Diagonals::Alternating);
    morris.use_type = SiteType::Vertex;
    vec![
        ("board/space/line/Tic-Tac-Toe.lud", sq(3)),
        ("board/space/line/Connect Four.lud", BoardSpec::new(Shape::Rectangle { rows: 1, cols: 7 })),
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
            if let Some(parsed) = board_expr(&text).and_then(|b| spec_of(&b)) {
                assert_eq!(parsed, spec, "{rel}: spec differs from the expanded file");
            }
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
        // Only games with a single board container and no other graph ludemes on the board line.
        let Some(spec) = board_expr(&text).and_then(|b| spec_of(&b)) else { continue };
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
    assert!(failures.is_empty(), "{} boards differ from Ludii:\n{}", failures.len(), failures.join("\n"));
}
