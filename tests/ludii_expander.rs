//! Agreement with Ludii's own expander: every game of the Ludii 1.3.13 corpus is read and
//! expanded with default options, and compared (as a tree, spans ignored) with the expansion
//! Ludii wrote for it (`../shared/ludii/expanded/`, same relative path).
//!
//! The corpus is not part of the repository (its licence forbids derivatives); the test skips,
//! saying why, when `../shared/ludii` is absent.

use std::path::{Path, PathBuf};

use ludemic_compiler::diag::SourceMap;
use ludemic_compiler::front::ludii::ast::Node;
use ludemic_compiler::front::ludii::expand::{expand, DefineLibrary, ExpandOptions};
use ludemic_compiler::front::ludii::reader;
use rayon::prelude::*;

/// Fraction of the corpus that must agree (set just below what the expander achieves).
const MIN_AGREEMENT: f64 = 0.997;

fn corpus() -> Option<PathBuf> {
    let dir = ludemic_suite::shared_dir().join("ludii");
    dir.join("lud").is_dir().then_some(dir)
}

fn lud_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            lud_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "lud") {
            out.push(p);
        }
    }
}

/// Canonical text of a tree, as Ludii's tokeniser would print it: spans ignored, `\"` inside
/// strings turned into `'` (Ludii's token reader does that).
fn canon(node: &Node, out: &mut String) {
    match node {
        Node::Call { head, args, .. } => {
            out.push('(');
            out.push_str(head);
            for a in args {
                out.push(' ');
                canon(a, out);
            }
            out.push(')');
        }
        Node::List { items, .. } => {
            out.push('{');
            for (i, a) in items.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                canon(a, out);
            }
            out.push('}');
        }
        Node::Named { name, value, .. } => {
            out.push_str(name);
            out.push(':');
            canon(value, out);
        }
        Node::Str { value, .. } => {
            out.push('"');
            out.push_str(&value.replace("\\\"", "'"));
            out.push('"');
        }
        other => out.push_str(&ludemic_compiler::front::ludii::ast::to_text(other)),
    }
}

enum Outcome {
    Agree,
    Disagree(String),
    Fail(String),
}

fn first_difference(a: &str, b: &str) -> String {
    let i = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let from = i.saturating_sub(80);
    let clip = |s: &str| {
        let mut e = (i + 80).min(s.len());
        while !s.is_char_boundary(e) {
            e -= 1;
        }
        let mut f = from.min(e);
        while !s.is_char_boundary(f) {
            f -= 1;
        }
        s[f..e].to_string()
    };
    format!("  ours:  …{}…\n  ludii: …{}…", clip(a), clip(b))
}

fn check(root: &Path, lib: &DefineLibrary, lud: &Path) -> Outcome {
    let rel = lud.strip_prefix(root.join("lud")).unwrap_or(lud);
    let Ok(text) = std::fs::read_to_string(lud) else {
        return Outcome::Fail("unreadable".into());
    };
    let Ok(expected) = std::fs::read_to_string(root.join("expanded").join(rel)) else {
        return Outcome::Fail("no expanded file".into());
    };
    let mut sm = SourceMap::new();
    let f = sm.add(rel.to_string_lossy(), text);
    let ours = match expand(&mut sm, f, lib, &ExpandOptions::default()) {
        Ok(e) => e.game,
        Err(ds) => {
            let first = ds
                .first()
                .map(|d| format!("{} {}", d.location(&sm).unwrap_or_default(), d.message));
            return Outcome::Fail(first.unwrap_or_default());
        }
    };
    let mut esm = SourceMap::new();
    let ef = esm.add("expanded", expected);
    let (nodes, diags) = reader::read(&esm, ef);
    if !diags.is_empty() {
        return Outcome::Fail(format!("Ludii's expansion does not read: {}", diags[0].message));
    }
    let (mut a, mut b) = (String::new(), String::new());
    canon(&ours, &mut a);
    match nodes.first() {
        Some(n) => canon(n, &mut b),
        None => return Outcome::Fail("Ludii's expansion is empty".into()),
    }
    if a == b {
        Outcome::Agree
    } else {
        Outcome::Disagree(first_difference(&a, &b))
    }
}

#[test]
fn agrees_with_ludii_expansions() {
    let Some(root) = corpus() else {
        eprintln!("skipped: ../shared/ludii (Ludii's corpus) is not present");
        return;
    };
    let lib = DefineLibrary::from_dir(&root.join("def")).expect("the define library reads");
    let mut files = Vec::new();
    lud_files(&root.join("lud"), &mut files);
    files.sort();
    let outcomes: Vec<(PathBuf, Outcome)> =
        files.par_iter().map(|f| (f.clone(), check(&root, &lib, f))).collect();
    let (mut agree, mut disagree, mut fail) = (0, 0, 0);
    let mut shown = 0;
    for (f, o) in &outcomes {
        let name = f.strip_prefix(root.join("lud")).unwrap_or(f).display();
        match o {
            Outcome::Agree => agree += 1,
            Outcome::Disagree(d) => {
                disagree += 1;
                if shown < 12 {
                    shown += 1;
                    eprintln!("DISAGREE {name}\n{d}");
                }
            }
            Outcome::Fail(m) => {
                fail += 1;
                if shown < 12 {
                    shown += 1;
                    eprintln!("FAIL {name}: {m}");
                }
            }
        }
    }
    let total = outcomes.len();
    eprintln!(
        "ludii expander agreement: {agree} agree, {disagree} disagree, {fail} fail, of {total}"
    );
    assert!(total > 0);
    let ratio = agree as f64 / total as f64;
    assert!(ratio >= MIN_AGREEMENT, "agreement {ratio:.4} below {MIN_AGREEMENT}");
}

/// Every ruleset and, in each option category, the last item of every corpus game expand
/// (there is no Ludii output to compare with here; this checks that no choice fails or panics).
/// Set `LUDEMIC_ALL_OPTIONS=1` to try every item (about 7,500 expansions, slower).
#[test]
fn every_ruleset_and_option_item_expands() {
    use ludemic_compiler::front::ludii::expand::list_options;
    let Some(root) = corpus() else {
        eprintln!("skipped: ../shared/ludii (Ludii's corpus) is not present");
        return;
    };
    let lib = DefineLibrary::from_dir(&root.join("def")).expect("the define library reads");
    let mut files = Vec::new();
    lud_files(&root.join("lud"), &mut files);
    files.sort();
    let results: Vec<(usize, Vec<String>)> = files
        .par_iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            let mut sm = SourceMap::new();
            let id = sm.add(f.display().to_string(), text);
            let Ok(info) = list_options(&sm, id) else {
                return (0, vec![format!("{}: options unreadable", f.display())]);
            };
            let mut choices: Vec<ExpandOptions> = info
                .rulesets
                .iter()
                .map(|r| ExpandOptions { options: Vec::new(), ruleset: Some(r.name.clone()) })
                .collect();
            let all = std::env::var_os("LUDEMIC_ALL_OPTIONS").is_some();
            for c in &info.categories {
                let skip = if all { 0 } else { c.items.len().saturating_sub(1) };
                for (item, _) in c.items.iter().skip(skip) {
                    choices.push(ExpandOptions {
                        options: vec![format!("{}/{}", c.heading, item)],
                        ruleset: None,
                    });
                }
            }
            let mut failures = Vec::new();
            for o in &choices {
                let mut sm2 = sm.clone();
                if let Err(ds) = expand(&mut sm2, id, &lib, o) {
                    failures.push(format!(
                        "{} {:?}/{:?}: {}",
                        f.display(),
                        o.ruleset,
                        o.options,
                        ds[0].message
                    ));
                }
            }
            (choices.len(), failures)
        })
        .collect();
    let total: usize = results.iter().map(|r| r.0).sum();
    let failures: Vec<&String> = results.iter().flat_map(|r| &r.1).collect();
    for f in failures.iter().take(10) {
        eprintln!("FAIL {f}");
    }
    eprintln!("rulesets and option items: {} of {total} expand", total - failures.len());
    assert!(failures.len() * 100 <= total, "{} of {total} choices fail", failures.len());
}

/// Every node of an expansion points at real text: a non-empty range inside its file.
fn spans_ok(sm: &SourceMap, node: &Node) -> bool {
    let sp = node.span();
    let ok = sp.end > sp.start && (sp.end as usize) <= sm.text(sp.file).len();
    ok && match node {
        Node::Call { args, .. } => args.iter().all(|a| spans_ok(sm, a)),
        Node::List { items, .. } => items.iter().all(|a| spans_ok(sm, a)),
        Node::Named { value, .. } => spans_ok(sm, value),
        _ => true,
    }
}

/// Spans of expanded games point into real text, and cut-off or damaged files give
/// diagnostics, never a panic.
#[test]
fn spans_are_real_and_damaged_files_do_not_panic() {
    let Some(root) = corpus() else {
        eprintln!("skipped: ../shared/ludii (Ludii's corpus) is not present");
        return;
    };
    let lib = DefineLibrary::from_dir(&root.join("def")).expect("the define library reads");
    let mut files = Vec::new();
    lud_files(&root.join("lud"), &mut files);
    files.sort();
    let bad_spans: Vec<String> = files
        .par_iter()
        .step_by(7)
        .filter_map(|f| {
            let text = std::fs::read_to_string(f).ok()?;
            let mut sm = SourceMap::new();
            let id = sm.add(f.display().to_string(), text.clone());
            let e = expand(&mut sm, id, &lib, &ExpandOptions::default()).ok()?;
            // Damaged versions: cut at a few places, a bracket dropped.
            for k in 1..6 {
                let mut cut = text.len() * k / 6;
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                let next = cut + text[cut..].chars().next().map_or(0, char::len_utf8);
                for damaged in [text[..cut].to_string(), text[..cut].to_string() + &text[next..]] {
                    let mut sm2 = SourceMap::new();
                    let id2 = sm2.add("damaged.lud", damaged);
                    if let Err(ds) = expand(&mut sm2, id2, &lib, &ExpandOptions::default()) {
                        assert!(
                            ds.iter().all(|d| d.span.is_some()),
                            "{}: a diagnostic without span",
                            f.display()
                        );
                    }
                }
            }
            (!spans_ok(&sm, &e.game)).then(|| f.display().to_string())
        })
        .collect();
    assert!(bad_spans.is_empty(), "spans outside real text in {bad_spans:?}");
}
