use super::*;

fn b(shape: Shape) -> Board {
    Board::build(&BoardSpec::new(shape)).unwrap()
}

#[test]
fn square3_counts_and_labels() {
    let bd = b(Shape::Square { n: 3 });
    assert_eq!((bd.num_sites(), bd.num_vertices, bd.num_edges), (9, 16, 24));
    let labels: Vec<&str> = bd.sites.iter().map(|s| s.label.as_str()).collect();
    assert_eq!(labels, ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"]);
    assert_eq!(bd.step(4, Dir::N), Some(7));
    assert_eq!(bd.step(4, Dir::NE), Some(8));
    assert_eq!(bd.step(0, Dir::S), None);
}

fn spec(shape: Shape, diagonals: Option<Diagonals>, rot: Option<f64>, use_type: SiteType) -> Board {
    let mut graph = GraphFn::Shape { shape, diagonals };
    if let Some(degrees) = rot {
        graph = GraphFn::Rotate { degrees, graph: Box::new(graph) };
    }
    Board::build(&BoardSpec { graph, use_type }).unwrap()
}

fn labels(bd: &Board, sites: &[usize]) -> Vec<String> {
    sites.iter().map(|&i| bd.sites[i].label.clone()).collect()
}

#[test]
fn square8_regions_directions_walks() {
    let bd = b(Shape::Square { n: 8 });
    assert_eq!(bd.num_sites(), 64);
    assert_eq!(bd.site_of_label("E5"), Some(36));
    assert_eq!(
        bd.supported_dirs(),
        &[Dir::N, Dir::NE, Dir::E, Dir::SE, Dir::S, Dir::SW, Dir::W, Dir::NW]
    );
    assert_eq!(bd.supported_dirs_of(DirSet::Orthogonal), &[Dir::N, Dir::E, Dir::S, Dir::W]);
    assert_eq!(bd.dirs_in(0, DirSet::Adjacent), vec![Dir::N, Dir::NE, Dir::E]);
    assert_eq!(bd.dirs_in(9, DirSet::Diagonal), vec![Dir::NE, Dir::SE, Dir::SW, Dir::NW]);
    assert_eq!(bd.ray(0, Dir::NE), &[9, 18, 27, 36, 45, 54, 63]);
    assert_eq!(bd.ray(3, Dir::W), &[2, 1, 0]);
    assert!(bd.ray(0, Dir::S).is_empty());
    assert_eq!(bd.links(9).iter().filter(|l| l.kind == LinkKind::Diagonal).count(), 4);
    assert_eq!(bd.region(&StdRegion::Top).unwrap(), (56..64).collect::<Vec<_>>());
    assert_eq!(bd.region(&StdRegion::Bottom).unwrap(), (0..8).collect::<Vec<_>>());
    assert_eq!(bd.region(&StdRegion::Centre).unwrap(), vec![27, 28, 35, 36]);
    assert_eq!(bd.region(&StdRegion::Corners).unwrap(), vec![0, 7, 56, 63]);
    // Reversi: (difference (sites Centre) (sites Phase 1)) = {27, 36} in Ludii's trace.
    let p1 = bd.region(&StdRegion::Phase(1)).unwrap();
    let centre_minus: Vec<usize> =
        bd.region(&StdRegion::Centre).unwrap().into_iter().filter(|s| !p1.contains(s)).collect();
    assert_eq!(centre_minus, vec![27, 36]);
    assert!(bd.region(&StdRegion::Phase(0)).unwrap().contains(&0));
    assert_eq!(
        bd.expand(&bd.region(&StdRegion::Bottom).unwrap(), 2, DirSet::Adjacent),
        (0..24).collect::<Vec<_>>()
    );
    assert_eq!(bd.expand(&[0], 1, DirSet::Adjacent), vec![0, 1, 8, 9]);
    assert_eq!(bd.expand(&[0], 1, DirSet::Orthogonal), vec![0, 1, 8]);
    assert_eq!(bd.region(&StdRegion::Row(1)).unwrap(), (8..16).collect::<Vec<_>>());
    assert_eq!(bd.region(&StdRegion::Column(0)).unwrap(), vec![0, 8, 16, 24, 32, 40, 48, 56]);
    // Relative directions (Breakthrough: P1 faces N, P2 faces S).
    assert_eq!(bd.resolve(0, Dir::N, RelDir::Forward), vec![Dir::N]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::FR), vec![Dir::NE]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::FL), vec![Dir::NW]);
    assert_eq!(bd.resolve(0, Dir::S, RelDir::Forward), vec![Dir::S]);
    assert_eq!(bd.resolve(0, Dir::S, RelDir::FR), vec![Dir::SW]);
    assert_eq!(bd.resolve(0, Dir::S, RelDir::FL), vec![Dir::SE]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::Backward), vec![Dir::S]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::Rightward), vec![Dir::E]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::Forwards), vec![Dir::NW, Dir::N, Dir::NE]);
    assert_eq!(bd.resolve(0, Dir::S, RelDir::Forwards), vec![Dir::SE, Dir::S, Dir::SW]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::Backwards), vec![Dir::SE, Dir::S, Dir::SW]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::Rightwards), vec![Dir::NE, Dir::E, Dir::SE]);
    assert_eq!(bd.resolve(0, Dir::N, RelDir::Leftwards), vec![Dir::NW, Dir::W, Dir::SW]);
    assert_eq!(bd.dirs_between(0, 27), vec![Dir::NE]);
    // Knightthrough from C2 (10) facing N: Ludii's legal leaps are 16, 20, 25, 27.
    let walks = [
        [WalkStep::F, WalkStep::F, WalkStep::R, WalkStep::F],
        [WalkStep::F, WalkStep::F, WalkStep::L, WalkStep::F],
    ];
    let mut dests = Vec::new();
    for &start in bd.supported_dirs_of(DirSet::Orthogonal) {
        for w in &walks {
            if let Some(to) = bd.walk(10, start, w) {
                if bd.is_forward(10, to, Dir::N) {
                    dests.push(to);
                }
            }
        }
    }
    dests.sort();
    assert_eq!(dests, vec![16, 20, 25, 27]);
    assert_eq!(bd.walk(10, Dir::S, &walks[0]), None);
}

#[test]
fn rectangle_1x7() {
    let bd = b(Shape::Rectangle { rows: 1, cols: 7 });
    assert_eq!((bd.num_sites(), bd.num_vertices, bd.num_edges), (7, 16, 22));
    assert_eq!(labels(&bd, &[0, 6]), ["A1", "G1"]);
    assert_eq!(bd.dirs_in(3, DirSet::All), vec![Dir::E, Dir::W]);
    assert_eq!(bd.region(&StdRegion::Top).unwrap(), (0..7).collect::<Vec<_>>());
}

#[test]
fn hex_diamond_11() {
    let bd = b(Shape::HexDiamond { n: 11 });
    assert_eq!((bd.num_sites(), bd.num_vertices, bd.num_edges), (121, 286, 406));
    assert_eq!(labels(&bd, &[0, 1, 2, 3]), ["A1", "A2", "B1", "A3"]);
    assert_eq!(
        bd.supported_dirs_of(DirSet::Adjacent),
        &[Dir::N, Dir::ENE, Dir::ESE, Dir::S, Dir::WSW, Dir::WNW]
    );
    // Six adjacent (orthogonal) neighbours; six non-adjacent diagonals.
    assert_eq!(bd.neighbours(60, DirSet::Adjacent).len(), 6);
    assert_eq!(bd.neighbours(60, DirSet::Diagonal).len(), 6);
    assert_eq!(bd.neighbours(0, DirSet::Adjacent), vec![4, 2, 1]);
    let side = |d| labels(&bd, &bd.region(&StdRegion::Side(d)).unwrap());
    assert_eq!(side(Dir::NE), (1..=11).map(|r| format!("K{r}")).collect::<Vec<_>>());
    assert_eq!(side(Dir::SW), (1..=11).map(|r| format!("A{r}")).collect::<Vec<_>>());
    assert_eq!(side(Dir::SE), "ABCDEFGHIJK".chars().map(|c| format!("{c}1")).collect::<Vec<_>>());
    assert_eq!(side(Dir::NW), "ABCDEFGHIJK".chars().map(|c| format!("{c}11")).collect::<Vec<_>>());
    assert_eq!(bd.region(&StdRegion::Centre).unwrap(), vec![60]);
    assert_eq!(bd.region(&StdRegion::Corners).unwrap(), vec![0, 55, 65, 120]);
}

#[test]
fn yavalath_rotated_hex5() {
    let bd = spec(Shape::Hex { n: 5 }, None, Some(90.0), SiteType::Cell);
    assert_eq!((bd.num_sites(), bd.num_vertices, bd.num_edges), (61, 150, 210));
    // Rotation does not renumber: site 0 is E1 on the right.
    assert_eq!(labels(&bd, &[0, 1, 2, 5]), ["E1", "F2", "G3", "D1"]);
    assert_eq!(
        bd.supported_dirs_of(DirSet::Adjacent),
        &[Dir::N, Dir::ENE, Dir::ESE, Dir::S, Dir::WSW, Dir::WNW]
    );
    assert_eq!(bd.neighbours(30, DirSet::Adjacent).len(), 6);
    assert_eq!(bd.region(&StdRegion::Centre).unwrap(), vec![30]);
    assert_eq!(bd.region(&StdRegion::Corners).unwrap().len(), 6);
    assert_eq!(bd.ray(30, Dir::N).len(), 4);
    // Unrotated (hex 5): rows are horizontal, E/W neighbours.
    let flat = spec(Shape::Hex { n: 5 }, None, None, SiteType::Cell);
    assert_eq!(labels(&flat, &[0, 4, 5]), ["A1", "E1", "A2"]);
    assert_eq!(flat.step(0, Dir::E), Some(1));
}

#[test]
fn gomoku_vertices() {
    let bd = spec(Shape::Square { n: 15 }, None, None, SiteType::Vertex);
    assert_eq!((bd.num_sites(), bd.num_cells, bd.num_edges), (225, 196, 420));
    assert_eq!(bd.site_type, SiteType::Vertex);
    assert_eq!(labels(&bd, &[0, 14, 15, 224]), ["A1", "O1", "A2", "O15"]);
    // On vertices, Adjacent = the graph's edges; diagonals (across faces) are not adjacent.
    assert_eq!(bd.supported_dirs_of(DirSet::Adjacent), &[Dir::N, Dir::E, Dir::S, Dir::W]);
    assert_eq!(bd.dirs_in(16, DirSet::Diagonal), vec![Dir::NE, Dir::SE, Dir::SW, Dir::NW]);
    assert_eq!(bd.ray(0, Dir::NE).len(), 14);
    assert_eq!(bd.region(&StdRegion::Centre).unwrap(), vec![112]);
}

#[test]
fn three_mens_morris_vertices() {
    let bd = spec(
        Shape::Rectangle { rows: 3, cols: 3 },
        Some(Diagonals::Alternating),
        None,
        SiteType::Vertex,
    );
    assert_eq!((bd.num_sites(), bd.num_cells, bd.num_edges), (9, 8, 16));
    // Drawn diagonals are edges, hence orthogonal/adjacent.
    assert_eq!(bd.neighbours(4, DirSet::Adjacent).len(), 8);
    assert_eq!(bd.neighbours(0, DirSet::Adjacent), vec![3, 4, 1]);
    assert_eq!(bd.neighbours(1, DirSet::Adjacent), vec![4, 2, 0]);
    assert!(bd.links(4).iter().all(|l| l.kind == LinkKind::Orthogonal));
    assert_eq!(bd.ray(0, Dir::NE), &[4, 8]);
    assert!(bd.ray(1, Dir::NE).is_empty());
}

#[test]
fn unsupported_is_an_error() {
    assert!(Board::build(&BoardSpec {
        use_type: SiteType::Edge,
        ..BoardSpec::new(Shape::Square { n: 3 })
    })
    .is_err());
    let bd = b(Shape::Square { n: 3 });
    assert!(bd.region(&StdRegion::Side(Dir::NNE)).is_err());
}

fn vertex_board(graph: GraphFn) -> Board {
    Board::build(&BoardSpec { graph, use_type: SiteType::Vertex }).unwrap()
}

/// Adugo's board: `(merge (shift 0 2 (square 5 diagonals:Alternating)) (wedge 3))`. The merge
/// keeps the parts' order (the square's vertices first), finds the faces again and joins the
/// wedge's apex with the square's bottom middle vertex (Ludii: 31 vertices, 66 edges, 36 cells).
#[test]
fn merged_square_and_wedge_keep_construction_order() {
    let square =
        GraphFn::Shape { shape: Shape::Square { n: 5 }, diagonals: Some(Diagonals::Alternating) };
    let graph = GraphFn::Merge {
        graphs: vec![
            GraphFn::Shift { dx: 0.0, dy: 2.0, graph: Box::new(square) },
            GraphFn::shape(Shape::Wedge { rows: 3, cols: 3 }),
        ],
        connect: false,
    };
    let bd = vertex_board(graph);
    assert_eq!((bd.num_sites(), bd.num_edges, bd.num_cells), (31, 66, 36));
    assert_eq!(labels(&bd, &[0, 1, 5]), ["A3", "B3", "A4"]);
    assert_eq!((bd.sites[0].x, bd.sites[0].y), (0.0, 2.0));
    // The wedge's apex merged into the square's vertex (2, 2): its rows hang below it.
    let apex = (0..31).find(|&i| (bd.sites[i].x, bd.sites[i].y) == (2.0, 2.0)).unwrap();
    let below = bd
        .neighbours(apex, DirSet::Orthogonal)
        .into_iter()
        .filter(|&n| bd.sites[n].y < 2.0)
        .count();
    assert_eq!(below, 3);
}

/// Nine Men's Morris: `(concentric Square rings:3)`, sorted by position, no faces; duplicate
/// labels from the row/column clustering make Ludii number rows and columns by distinct y and x.
#[test]
fn concentric_squares_are_the_morris_board() {
    let shape = Shape::ConcentricRegular {
        sides: 4,
        rings: 3,
        midpoints: true,
        join_midpoints: true,
        join_corners: false,
    };
    let bd = vertex_board(GraphFn::shape(shape));
    assert_eq!((bd.num_sites(), bd.num_edges, bd.num_cells), (24, 32, 0));
    assert_eq!(
        labels(&bd, &[0, 1, 2, 3, 4, 5, 6, 7]),
        ["A1", "D1", "G1", "B2", "D2", "F2", "C3", "D3"]
    );
}

/// `(remove g vertices:{..} edges:{..})` removes by index, highest first, and renumbers the rest
/// in order; `(add g edges:{..})` joins existing vertices without new faces.
#[test]
fn remove_and_add_edit_the_graph_in_place() {
    let square = || Box::new(GraphFn::shape(Shape::Square { n: 3 }));
    let removed = GraphFn::Remove {
        graph: square(),
        cells: None,
        edges: None,
        vertices: Some(ElementRefs::Indices(vec![vec![4], vec![0]])),
        trim_edges: true,
    };
    let bd = vertex_board(removed);
    assert_eq!((bd.num_sites(), bd.num_edges, bd.num_cells), (7, 6, 0));
    assert_eq!((bd.sites[0].x, bd.sites[0].y), (1.0, 0.0));
    let added = GraphFn::Add {
        graph: Some(square()),
        vertices: vec![],
        edges: Some(ElementRefs::Indices(vec![vec![0, 4]])),
        cells: None,
        connect: false,
    };
    let bd = vertex_board(added);
    assert_eq!(
        (bd.num_sites(), bd.num_edges, bd.num_cells),
        (9, 13, 4),
        "the new diagonal splits no face"
    );
    assert!(bd.neighbours(0, DirSet::Orthogonal).contains(&4));
}

/// `(concentric {1 8})`: a centre and a ring of 8, the ring joined around and to the centre,
/// numbered in construction order (the centre first, then clockwise from the top).
#[test]
fn concentric_circle_of_vertices() {
    let bd = vertex_board(GraphFn::shape(Shape::ConcentricCircle {
        cells_per_ring: vec![1, 8],
        stagger: false,
    }));
    assert_eq!((bd.num_sites(), bd.num_edges, bd.num_cells), (9, 16, 0));
    assert_eq!((bd.sites[0].x, bd.sites[0].y), (0.0, 0.0));
    assert_eq!(bd.neighbours(0, DirSet::Orthogonal).len(), 8);
}

/// `(union ..)` keeps its parts apart: coincident vertices are not merged (unlike `merge`).
#[test]
fn union_keeps_parts_apart() {
    let part = || GraphFn::shape(Shape::Square { n: 1 });
    let bd = Board::build(&BoardSpec {
        graph: GraphFn::Union {
            graphs: vec![part(), GraphFn::Shift { dx: 1.0, dy: 0.0, graph: Box::new(part()) }],
            connect: false,
        },
        use_type: SiteType::Cell,
    })
    .unwrap();
    assert_eq!((bd.num_cells, bd.num_vertices, bd.num_edges), (2, 8, 8));
    assert!(bd.neighbours(0, DirSet::Orthogonal).is_empty(), "the shared side is two edges");
}

/// `(tri Hexagon 2)` on vertices: 7 vertices, 12 edges, 6 triangles.
#[test]
fn tri_hexagon() {
    let bd = vertex_board(GraphFn::shape(Shape::TriHexagon { n: 2 }));
    assert_eq!((bd.num_sites(), bd.num_edges, bd.num_cells), (7, 12, 6));
    assert_eq!(bd.neighbours(3, DirSet::Orthogonal).len(), 6);
}

/// `(hole (rectangle 3 8) (poly ..))`, the Royal Game of Ur's board: the two cells whose centres
/// lie in the polygon go, with the edges only they used; the rest keep Ludii's (y, x) order.
#[test]
fn hole_removes_the_faces_inside_the_polygon() {
    let polygon = vec![[4.0, 0.0], [4.0, 1.0], [6.0, 1.0], [6.0, 0.0]];
    let holed = GraphFn::Hole {
        graph: Box::new(GraphFn::shape(Shape::Rectangle { rows: 3, cols: 8 })),
        polygon,
    };
    let bd = Board::build(&BoardSpec { graph: holed, use_type: SiteType::Cell }).unwrap();
    assert_eq!(
        (bd.num_cells, bd.num_edges),
        (22, 56),
        "the hole's bottom sides and the side between its cells go"
    );
    let bottom: Vec<(f64, f64)> = (0..6).map(|i| (bd.sites[i].x, bd.sites[i].y)).collect();
    assert_eq!(bottom, [(0.5, 0.5), (1.5, 0.5), (2.5, 0.5), (3.5, 0.5), (6.5, 0.5), (7.5, 0.5)]);
    let mut beside = bd.neighbours(3, DirSet::Orthogonal);
    beside.sort_unstable();
    assert_eq!(beside, [2, 9], "beside the hole: the cells left of and above it");
}

/// `(add g cells:{{..}})` adds a face over existing edges (Add.eval's findOrAddFace): a square
/// with its centre cut out gets one 8-sided cell back, numbered among the others by position.
#[test]
fn add_cells_adds_a_face() {
    let polygon = vec![[1.0, 1.0], [1.0, 3.0], [3.0, 3.0], [3.0, 1.0]];
    let holed = || {
        Box::new(GraphFn::Hole {
            graph: Box::new(GraphFn::shape(Shape::Square { n: 4 })),
            polygon: polygon.clone(),
        })
    };
    let before = Board::build(&BoardSpec { graph: *holed(), use_type: SiteType::Cell }).unwrap();
    assert_eq!(before.num_cells, 12);
    // Clockwise, as Ludii's own faces run.
    let ring = vec![vec![6, 11, 16, 17, 18, 13, 8, 7]];
    let added = GraphFn::Add {
        graph: Some(holed()),
        vertices: vec![],
        edges: None,
        cells: Some(ElementRefs::Indices(ring)),
        connect: false,
    };
    let bd = Board::build(&BoardSpec { graph: added, use_type: SiteType::Cell }).unwrap();
    assert_eq!(bd.num_cells, 13);
    let centre = (0..bd.num_sites())
        .find(|&i| (bd.sites[i].x, bd.sites[i].y) == (2.0, 2.0))
        .expect("a cell centred on the hole");
    assert!(
        !bd.neighbours(centre, DirSet::Orthogonal).is_empty(),
        "the new cell shares sides with the cells around it"
    );
}

/// Kaooa's board: `(splitCrossings (regular Star 5))`. The pentagram's corners are sorted by
/// position; each of its five lines crosses two others, and the five crossing points follow in
/// the order the splits found them (Ludii: 10 vertices, 15 edges, 6 cells; the inner pentagon's
/// first corner is its bottom one, at (0, -0.304)).
#[test]
fn a_split_pentagram_numbers_its_crossings_after_its_corners() {
    let star = GraphFn::shape(Shape::Regular { n: 5, star: true });
    let bd = vertex_board(GraphFn::SplitCrossings(Box::new(star)));
    assert_eq!((bd.num_sites(), bd.num_edges, bd.num_cells), (10, 15, 6));
    assert_eq!(labels(&bd, &[0, 4, 5, 9]), ["B1", "E5", "E2", "F4"]);
    assert!(bd.sites[5].x.abs() < 1e-3 && (bd.sites[5].y + 0.304).abs() < 1e-3);
    for site in 0..10 {
        let degree = bd.neighbours(site, DirSet::Adjacent).len();
        assert_eq!(degree, if site < 5 { 2 } else { 4 }, "neighbours of site {site}");
    }
}

/// `(repeat 2 3 step:{{1 0} {0 1}} (poly {{0 0} {0 1} {1 1} {1 0}}))`: six unit squares sharing
/// their sides (Repeat.java's findOrAddVertex/findOrAddEdge), faces found and numbered by
/// position: 12 vertices, 17 edges, 6 cells, as `(rectangle 2 3)`.
#[test]
fn repeated_squares_share_vertices_and_edges() {
    let square = vec![[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0]];
    let repeat = |use_type| {
        Board::build(&BoardSpec {
            graph: GraphFn::Repeat {
                rows: 2,
                cols: 3,
                step_column: [1.0, 0.0],
                step_row: [0.0, 1.0],
                polygons: vec![square.clone()],
            },
            use_type,
        })
        .unwrap()
    };
    let cells = repeat(SiteType::Cell);
    assert_eq!((cells.num_sites(), cells.num_edges, cells.num_cells), (6, 17, 6));
    let centres: Vec<(f64, f64)> = (0..6).map(|i| (cells.sites[i].x, cells.sites[i].y)).collect();
    assert_eq!(centres, [(0.5, 0.5), (1.5, 0.5), (2.5, 0.5), (0.5, 1.5), (1.5, 1.5), (2.5, 1.5)]);
    let vertices = repeat(SiteType::Vertex);
    assert_eq!(vertices.num_sites(), 12);
    assert_eq!((vertices.sites[4].x, vertices.sites[4].y), (0.0, 1.0), "numbered by position");
}
