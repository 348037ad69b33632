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
