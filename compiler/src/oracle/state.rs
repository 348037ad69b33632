//! Comparing two state strings entry by entry, so a divergence names the sites that differ
//! instead of printing two long lines.
//!
//! A state string (shared/ludii/README.md) is a list of location entries
//! `site:what:who:count[:state[:value[:rotation]]]` (or `site/level:...` when stacking), then
//! ` |key=value` parts: `|mover=p`, `|scores=...`, `|dice=...`, `|amount=...`, `|pot=k`, `|phase=k`.

use std::collections::BTreeMap;
use std::fmt;

use serde::Serialize;

/// One location (or one `|key`) whose entry differs; `None` means absent (an empty site).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EntryDiff {
    /// `6`, `4/1` (site/level), `c12` (a site of a non-default type) or `|mover`.
    pub location: String,
    /// The board coordinate Ludii gives the site (`A3`), when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coord: Option<String>,
    /// Ludii's entry (the fields after the location).
    pub expected: Option<String>,
    /// Ours.
    pub actual: Option<String>,
}

/// Two states and the entries that differ.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StateDiff {
    pub expected: String,
    pub actual: String,
    pub entries: Vec<EntryDiff>,
}

/// What the trace file tells us about sites and pieces, to make diffs readable.
#[derive(Clone, Debug, Default)]
pub struct Legend {
    /// Coordinate label per board site (`board.coords`).
    pub coords: Vec<String>,
    /// `what` → component name.
    pub components: BTreeMap<i64, String>,
}

impl Legend {
    /// The legend a trace file gives.
    pub fn of(trace_file: &super::TraceFile) -> Legend {
        Legend {
            coords: trace_file.board.as_ref().map(|b| b.coords.clone()).unwrap_or_default(),
            components: trace_file
                .components
                .iter()
                .map(|(what, name, _)| (*what, name.clone()))
                .collect(),
        }
    }

    fn coord(&self, location: &str) -> Option<String> {
        let site: usize = location.split('/').next()?.parse().ok()?;
        self.coords.get(site).cloned()
    }

    /// `1:1:1` → `1:1:1 (Disc1)`: the entry with its component's name.
    pub fn describe_entry(&self, fields: &str) -> String {
        let what = fields.split(':').next().and_then(|w| w.parse::<i64>().ok());
        match what.and_then(|w| self.components.get(&w)) {
            Some(name) => format!("{fields} ({name})"),
            None => fields.to_string(),
        }
    }
}

/// Splits a state into `location → fields` (ordered as written).
fn entries(state: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for tok in state.split_whitespace() {
        if let Some(extra) = tok.strip_prefix('|') {
            let (k, v) = extra.split_once('=').unwrap_or((extra, ""));
            out.push((format!("|{k}"), v.to_string()));
        } else {
            let (loc, rest) = tok.split_once(':').unwrap_or((tok, ""));
            out.push((loc.to_string(), rest.to_string()));
        }
    }
    out
}

/// Ordering of locations: sites numerically (then level), other names after, `|keys` last.
fn location_order(loc: &str) -> (u8, u64, u64, String) {
    if loc.starts_with('|') {
        return (2, 0, 0, loc.to_string());
    }
    let (site, level) = loc.split_once('/').unwrap_or((loc, "0"));
    match (site.parse::<u64>(), level.parse::<u64>()) {
        (Ok(s), Ok(l)) => (0, s, l, String::new()),
        _ => (1, 0, 0, loc.to_string()),
    }
}

/// Compares Ludii's state (`expected`) with ours, entry by entry.
pub fn diff(expected: &str, actual: &str, legend: &Legend) -> StateDiff {
    let exp: BTreeMap<String, String> = entries(expected).into_iter().collect();
    let act: BTreeMap<String, String> = entries(actual).into_iter().collect();
    let mut locations: Vec<&String> = exp.keys().chain(act.keys()).collect();
    locations.sort_by_key(|l| location_order(l));
    locations.dedup();
    let mut diffs = Vec::new();
    for loc in locations {
        let (e, a) = (exp.get(loc), act.get(loc));
        if e != a {
            diffs.push(EntryDiff {
                location: loc.clone(),
                coord: legend.coord(loc),
                expected: e.cloned(),
                actual: a.cloned(),
            });
        }
    }
    // A state can also differ in the order or repetition of its entries only.
    if diffs.is_empty() && expected != actual {
        diffs.push(EntryDiff {
            location: "(layout)".to_string(),
            coord: None,
            expected: Some("same entries, written differently".to_string()),
            actual: None,
        });
    }
    StateDiff { expected: expected.to_string(), actual: actual.to_string(), entries: diffs }
}

impl StateDiff {
    /// Writes the differing entries, one per line, with `indent` before each.
    pub fn write_entries(
        &self,
        f: &mut dyn fmt::Write,
        indent: &str,
        legend: Option<&Legend>,
    ) -> fmt::Result {
        for d in &self.entries {
            let site = !d.location.starts_with('|');
            let show = |v: &Option<String>| match (v, legend) {
                (None, _) => "empty".to_string(),
                (Some(v), Some(l)) if site && !v.is_empty() => l.describe_entry(v),
                (Some(v), _) => v.clone(),
            };
            let place = if !site {
                d.location.clone()
            } else {
                match &d.coord {
                    Some(c) => format!("site {} ({c})", d.location),
                    None => format!("site {}", d.location),
                }
            };
            writeln!(f, "{indent}{place}: Ludii {}, ours {}", show(&d.expected), show(&d.actual))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_sites_that_differ() {
        let legend = Legend {
            coords: vec!["A1".into(), "B1".into(), "C1".into()],
            components: [(1, "Disc1".to_string())].into_iter().collect(),
        };
        let d = diff("0:2:2:1 2:1:1:1 |mover=2", "0:2:2:1 1:1:1:1 |mover=1", &legend);
        let locs: Vec<&str> = d.entries.iter().map(|e| e.location.as_str()).collect();
        assert_eq!(locs, ["1", "2", "|mover"]);
        let mut text = String::new();
        d.write_entries(&mut text, "- ", Some(&legend)).unwrap();
        expect_test::expect![[r#"
            - site 1 (B1): Ludii empty, ours 1:1:1 (Disc1)
            - site 2 (C1): Ludii 1:1:1 (Disc1), ours empty
            - |mover: Ludii 2, ours 1
        "#]]
        .assert_eq(&text);
    }

    #[test]
    fn stacks_and_empty_boards() {
        let d = diff("|mover=1", "4/0:1:1:1 4/1:2:2:1 |mover=1", &Legend::default());
        let locs: Vec<&str> = d.entries.iter().map(|e| e.location.as_str()).collect();
        assert_eq!(locs, ["4/0", "4/1"]);
        assert!(diff("1:1:1:1 |mover=1", "1:1:1:1 |mover=1", &Legend::default())
            .entries
            .is_empty());
    }
}
