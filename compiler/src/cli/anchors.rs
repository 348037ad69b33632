//! The speed anchors of `../shared/anchors.md`: Ludii's, RBG's and hand-written engines'
//! random playouts per CPU-second per game, for `ludemic bench` to compare against.

/// One game's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Anchor {
    pub game: String,
    pub ludii: Option<f64>,
    pub rbg: Option<f64>,
    pub hand_written: Option<f64>,
}

/// Parses the first markdown table of the anchors file: `| game | Ludii | RBG | hand-written | ...`.
pub fn parse(text: &str) -> Vec<Anchor> {
    let mut rows = Vec::new();
    let mut header: Option<Vec<String>> = None;
    for line in text.lines() {
        let line = line.trim();
        if !line.starts_with('|') {
            if header.is_some() && !rows.is_empty() {
                break;
            }
            continue;
        }
        let cells: Vec<String> =
            line.trim_matches('|').split('|').map(|c| c.trim().to_string()).collect();
        if cells.iter().all(|c| c.chars().all(|ch| ch == '-' || ch == ':' || ch == ' ')) {
            continue;
        }
        let Some(h) = &header else {
            header = Some(cells.iter().map(|c| c.to_lowercase()).collect());
            continue;
        };
        let col = |name: &str| {
            h.iter().position(|c| c.contains(name)).and_then(|i| number(cells.get(i)?))
        };
        rows.push(Anchor {
            game: cells[0].clone(),
            ludii: col("ludii"),
            rbg: col("rbg"),
            hand_written: col("hand"),
        });
    }
    rows
}

/// `168,000` → 168000; `–` or text → None.
fn number(cell: &str) -> Option<f64> {
    let digits: String = cell
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',' || *c == '.')
        .filter(|c| *c != ',')
        .collect();
    digits.parse().ok()
}

/// The anchor of a game by name, ignoring case and punctuation ("Tic-Tac-Toe" = "tic-tac-toe",
/// "Hex" matches "Hex (Ludii default 11×11)", "Reversi" matches "Reversi 8×8").
pub fn find<'a>(anchors: &'a [Anchor], game: &str) -> Option<&'a Anchor> {
    let norm =
        |s: &str| s.to_lowercase().chars().filter(|c| c.is_alphanumeric()).collect::<String>();
    // "Chess (JSON)" is measured against the row of "Chess".
    let game = game.strip_suffix(" (JSON)").unwrap_or(game);
    let g = norm(game);
    anchors.iter().find(|a| norm(&a.game) == g).or_else(|| {
        anchors.iter().find(|a| {
            let first = a.game.split(['(', '×']).next().unwrap_or("");
            let first = first.trim_end_matches(|c: char| c.is_ascii_digit() || c == ' ');
            !first.is_empty() && norm(first) == g
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "# title\n\n| game | Ludii 1.3.13 | RBG compiled (best variant) | hand-written | OpenSpiel C++ | avg |\n|---|---:|---:|---:|---:|---|\n| Tic-Tac-Toe | 168,000 | 2,430,000 | – | 227,000 | 7.9 / 7.6 |\n| Hex (Ludii default 11×11) | 7,570 | 43,900 | – | 11,300 | 108 |\n| Reversi 8×8 | 987 | 15,960 | 202,000 | 2,700 | 66 |\n\nNotes\n";

    #[test]
    fn reads_the_table() {
        let a = parse(TEXT);
        assert_eq!(a.len(), 3);
        assert_eq!(
            a[0],
            Anchor {
                game: "Tic-Tac-Toe".into(),
                ludii: Some(168000.0),
                rbg: Some(2430000.0),
                hand_written: None
            }
        );
        assert_eq!(find(&a, "tic-tac-toe").unwrap().rbg, Some(2430000.0));
        assert_eq!(find(&a, "Hex").unwrap().ludii, Some(7570.0));
        assert_eq!(find(&a, "Reversi").unwrap().hand_written, Some(202000.0));
        assert!(find(&a, "Chess").is_none());
    }
}
