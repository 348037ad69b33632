//! Meta-language expansion: defines, options, rulesets, ranges, metadata.
//!
//! Ludii 1.3.13's `Expander` works on text, and the corpus depends on its exact behaviour, so
//! this is a faithful port of it on [`Text`](text::Text), whose bytes remember their origin.
//! The passes, in Ludii's order:
//!
//! 1. remove `//` comments (outside strings);
//! 2. options: each `(option "Heading" <Tag> args:{<a> <b>} { (item "Name" <va> <vb> "descr")* ... })`
//!    is removed; the selected item of each category (the user's, else the first with the most
//!    `*`) replaces `<Tag:a>` by `va` and `<Tag>` by the first value (quirk kept: an item with no
//!    values stops option expansion for the following categories);
//! 3. `(rulesets { (ruleset "Name" { "Heading/Item" ... })* ... })` is removed (a chosen ruleset
//!    selects its option items before step 2);
//! 4. defines, repeated until nothing changes: each `(define "Name" body)` is removed from the
//!    text; then every `"Name"` (bare) or `("Name" args...)` (with arguments) is replaced by its
//!    body with `#1`..`#n` replaced by the arguments (text substitution: inside strings too; a
//!    missing argument or `~` becomes nothing); `"Name"` right after `(game`, `(match` or
//!    `(instance` is protected; in-file defines first, then the define library's;
//! 5. comments again (library defines may have some), then ranges `1..5` → `1 2 3 4 5` and site
//!    ranges `"A1".."B2"` → `"A1" "A2" "B1" "B2"`;
//! 6. `(metadata ...)` is dropped;
//! 7. whitespace is normalised and doubled brackets `((x))` become `(x)`, then the text is read.

mod passes;
pub mod text;

use std::collections::HashMap;
use std::path::Path;

use self::text::{matching_bracket, matching_quote, Loc, Text};
use super::ast::Node;
use super::reader;
use crate::diag::{Diagnostic, FileId, Severity, SourceMap, Span};

/// Ludii's shared define library (`def/*.def`): file names and texts, given by the caller.
#[derive(Clone, Debug, Default)]
pub struct DefineLibrary {
    pub files: Vec<(String, String)>,
}

impl DefineLibrary {
    /// Loads every `*.def` file under `dir` (recursively), named by their path relative to
    /// `dir`'s parent (e.g. `def/rules/play/StepToEmpty.def`), in sorted order.
    pub fn from_dir(dir: &Path) -> std::io::Result<DefineLibrary> {
        fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> std::io::Result<()> {
            for entry in std::fs::read_dir(dir)? {
                let path = entry?.path();
                if path.is_dir() {
                    walk(&path, out)?;
                } else if path.extension().is_some_and(|e| e == "def") {
                    out.push(path);
                }
            }
            Ok(())
        }
        let mut paths = Vec::new();
        walk(dir, &mut paths)?;
        paths.sort();
        let base = dir.parent().unwrap_or(dir);
        let mut files = Vec::new();
        for p in paths {
            let text = std::fs::read_to_string(&p)?;
            let name = p.strip_prefix(base).unwrap_or(&p).to_string_lossy().replace('\\', "/");
            files.push((name, text));
        }
        Ok(DefineLibrary { files })
    }
}

/// The user's choices.
#[derive(Clone, Debug, Default)]
pub struct ExpandOptions {
    /// Option items, `"Heading/Item"` (e.g. `"Board Size/9x9"`); they override the ruleset's.
    pub options: Vec<String>,
    /// A ruleset by name; its option items are selected first.
    pub ruleset: Option<String>,
}

/// The result of expansion.
#[derive(Clone, Debug)]
pub struct Expansion {
    /// The `(game ...)` (or `(match ...)`) call after expansion.
    pub game: Node,
    /// `"Heading/Item"` of the item in force in each option category, in the file's order.
    pub options_chosen: Vec<String>,
    /// Non-fatal findings (e.g. a define given more arguments than its body uses).
    pub warnings: Vec<Diagnostic>,
}

/// The options and rulesets a file offers, for `ludemic options FILE` and the like.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OptionsInfo {
    pub categories: Vec<CategoryInfo>,
    pub rulesets: Vec<RulesetInfo>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CategoryInfo {
    pub heading: String,
    /// The `<Tag>` its placeholders use.
    pub tag: String,
    /// Item names and descriptions, in the file's order.
    pub items: Vec<(String, String)>,
    /// Index of the default item.
    pub default: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RulesetInfo {
    pub name: String,
    /// `"Heading/Item"` settings it selects.
    pub options: Vec<String>,
    /// Number of `*` after it (Ludii's preference among rulesets).
    pub priority: u32,
}

impl OptionsInfo {
    /// One line per category and ruleset, as the CLI prints them (`*` marks defaults).
    pub fn render(&self) -> String {
        let mut s = String::new();
        for c in &self.categories {
            s.push_str(&format!("option \"{}\":\n", c.heading));
            for (i, (name, descr)) in c.items.iter().enumerate() {
                let mark = if i == c.default { "*" } else { " " };
                s.push_str(&format!("  {mark} \"{}/{}\"  {}\n", c.heading, name, descr));
            }
        }
        for r in &self.rulesets {
            s.push_str(&format!(
                "ruleset \"{}\"{}: {:?}\n",
                r.name,
                "*".repeat(r.priority as usize),
                r.options
            ));
        }
        s
    }
}

/// Lists the options and rulesets of a file.
pub fn list_options(sources: &SourceMap, file: FileId) -> Result<OptionsInfo, Vec<Diagnostic>> {
    let text = passes::remove_comments(Text::from_file(file, sources.text(file)));
    passes::check_nesting(&text).map_err(|d| vec![d])?;
    let (text, cats) = extract_options(text).map_err(|d| vec![d])?;
    let (_, rulesets) = extract_rulesets(text).map_err(|d| vec![d])?;
    Ok(OptionsInfo {
        categories: cats
            .iter()
            .map(|c| CategoryInfo {
                heading: c.heading.clone(),
                tag: c.tag.clone(),
                items: c.items.iter().map(|i| (i.name.clone(), i.description.clone())).collect(),
                default: c.default(),
            })
            .collect(),
        rulesets: rulesets
            .iter()
            .map(|r| RulesetInfo {
                name: r.name.clone(),
                options: r.options.clone(),
                priority: r.priority,
            })
            .collect(),
    })
}

/// Expands a `.lud` file: options, rulesets, defines (the file's, then `library`'s), ranges,
/// metadata. Library files whose text the result points into are added to `sources`.
pub fn expand(
    sources: &mut SourceMap,
    file: FileId,
    library: &DefineLibrary,
    opts: &ExpandOptions,
) -> Result<Expansion, Vec<Diagnostic>> {
    // Problems reading the raw file explain a failure best; if expansion still succeeds (Ludii
    // reads only the first form and options are text: `<(dual >` is a valid item value), they
    // are only warnings.
    let (_, raw_diags) = reader::read(sources, file);
    match expand_text(sources, file, library, opts) {
        Ok(mut e) => {
            let mut warnings: Vec<Diagnostic> = raw_diags
                .into_iter()
                .map(|d| Diagnostic { severity: Severity::Warning, ..d })
                .collect();
            warnings.append(&mut e.warnings);
            e.warnings = warnings;
            Ok(e)
        }
        Err(errors) if raw_diags.iter().any(|d| d.severity == Severity::Error) => {
            let _ = errors;
            Err(raw_diags)
        }
        Err(errors) => Err(errors),
    }
}

fn expand_text(
    sources: &mut SourceMap,
    file: FileId,
    library: &DefineLibrary,
    opts: &ExpandOptions,
) -> Result<Expansion, Vec<Diagnostic>> {
    let mut warnings = Vec::new();
    let text = passes::remove_comments(Text::from_file(file, sources.text(file)));
    passes::check_nesting(&text).map_err(|d| vec![d])?;

    // Options and rulesets.
    let (text, cats) = extract_options(text).map_err(|d| vec![d])?;
    let (text, rulesets) = extract_rulesets(text).map_err(|d| vec![d])?;
    let selected = select_options(&cats, &rulesets, opts, sources, file)?;
    let mut options_chosen = Vec::new();
    let mut text = text;
    let mut stop = false;
    for (cat, &sel) in cats.iter().zip(&selected) {
        let Some(item) = cat.items.get(sel) else {
            continue;
        };
        options_chosen.push(format!("{}/{}", cat.heading, item.name));
        if stop {
            continue;
        }
        if item.args.is_empty() {
            // Ludii returns here: later categories are not expanded (their placeholders stay).
            stop = true;
            continue;
        }
        text = expand_option(text, cat, item).map_err(|d| vec![d])?;
    }

    // Metadata plays no part in the game; drop it before expanding defines.
    let text = passes::drop_metadata(text).map_err(|d| vec![d])?;

    // Defines.
    let lib = Library::new(library);
    let text = expand_defines(text, &lib, &mut warnings).map_err(|d| vec![d])?;
    passes::check_nesting(&text).map_err(|d| vec![d])?;

    let text = passes::remove_comments(text);
    let text = passes::expand_ranges(text).map_err(|d| vec![d])?;
    let text = passes::expand_site_ranges(text).map_err(|d| vec![d])?;
    let text = passes::drop_metadata(text).map_err(|d| vec![d])?;
    let text = passes::clean_up(text);
    let mut text = passes::double_brackets(text).map_err(|d| vec![d])?;

    // Library files the text points into join the source map.
    let mut lib_ids: HashMap<u32, u32> = HashMap::new();
    for loc in &mut text.locs {
        if loc.file >= LIB_BASE {
            let idx = loc.file - LIB_BASE;
            let id = *lib_ids.entry(idx).or_insert_with(|| {
                let (name, body) = &library.files[idx as usize];
                sources.add(name.clone(), body.clone()).0
            });
            loc.file = id;
        }
    }

    let locs = &text.locs;
    let span_of = |a: usize, b: usize| -> Span {
        if b <= a {
            return locs.get(a).or(locs.last()).copied().unwrap_or_default().span();
        }
        let first = locs.get(a).copied().unwrap_or_default();
        let last = locs.get(b - 1).copied().unwrap_or(first);
        Loc::span_to(first, last)
    };
    // Like Ludii's tokeniser, read only the first form (trailing text is ignored).
    let (a, b) = text.trimmed(0, text.len());
    let b = if text.at(a) == b'(' {
        matching_bracket(&text.bytes, a, true).map_or(b, |cc| cc + 1)
    } else {
        b
    };
    let whole = text.to_str();
    let first = whole.get(a..b).unwrap_or("");
    let span_of = |x: usize, y: usize| span_of(x + a, y + a);
    let (nodes, diags) = reader::read_mapped(first, &span_of, sources);
    if diags.iter().any(|d| d.severity == Severity::Error) {
        return Err(diags);
    }
    let Some(game) = nodes.into_iter().find(|n| matches!(n.head(), Some("game" | "match"))) else {
        let end = sources.text(file).len();
        return Err(vec![Diagnostic::error(
            "missing `(game ...)`: this file describes no game",
            Some(Span::new(file, end.saturating_sub(1), end)),
        )
        .with_label("expected a `(game \"Name\" ...)` form in this file")]);
    };
    let mut errors = Vec::new();
    unknown_defines(&game, &mut errors);
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Expansion { game, options_chosen, warnings })
}

/// `("Name" ...)` left after expansion: a define that exists nowhere.
fn unknown_defines(node: &Node, errors: &mut Vec<Diagnostic>) {
    match node {
        Node::Call { head, head_span, args, .. } => {
            if let Some(name) = head.strip_prefix('"') {
                let name = name.trim_end_matches('"');
                errors.push(
                    Diagnostic::error(format!("unknown define `{name}`"), Some(*head_span))
                        .with_label(format!("expected a `(define \"{name}\" ...)` in this file or in the define library")),
                );
            }
            for a in args {
                unknown_defines(a, errors);
            }
        }
        Node::List { items, .. } => items.iter().for_each(|a| unknown_defines(a, errors)),
        Node::Named { value, .. } => unknown_defines(value, errors),
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------------
// Options and rulesets.

struct Category {
    heading: String,
    tag: String,
    items: Vec<Item>,
    span: Span,
}

struct Item {
    name: String,
    description: String,
    /// (argument name, value).
    args: Vec<(String, Text)>,
    priority: u32,
}

impl Category {
    /// Ludii's default: the first item with the most `*`.
    fn default(&self) -> usize {
        let mut best = 0;
        let mut max = -1i64;
        for (i, item) in self.items.iter().enumerate() {
            if item.priority as i64 > max {
                max = item.priority as i64;
                best = i;
            }
        }
        best
    }
}

struct Ruleset {
    name: String,
    options: Vec<String>,
    priority: u32,
    span: Span,
}

fn err(msg: impl Into<String>, span: Span, label: impl Into<String>) -> Diagnostic {
    Diagnostic::error(msg, Some(span)).with_label(label)
}

/// The index of the next `"` at or after `from`.
fn quote_at(t: &Text, from: usize) -> Option<usize> {
    t.find("\"", from)
}

fn extract_options(mut text: Text) -> Result<(Text, Vec<Category>), Diagnostic> {
    let mut cats = Vec::new();
    while let Some(c) = text.find("(option \"", 0) {
        let Some(cc) = matching_bracket(&text.bytes, c, true) else {
            return Err(err(
                "unclosed `(option ...`",
                text.span(c, c + 7),
                "expected `)` to close this option",
            ));
        };
        let sub = text.slice(c, cc + 1);
        let cat = parse_category(&sub)
            .map_err(|(m, at)| err(m, sub.span(at, at + 1), "in this option"))?;
        for item in &cat.items {
            if item.name.contains('/') || cat.heading.contains('/') {
                return Err(err(
                    format!("bad `/` in option heading \"{}/{}\"", cat.heading, item.name),
                    cat.span,
                    "option headings and item names cannot contain `/`",
                ));
            }
        }
        cats.push(cat);
        text.remove_range(c, cc + 1);
    }
    Ok((text, cats))
}

/// Ludii's `OptionCategory`: heading, `<Tag>`, `args:{<a> <b>}`, `{ (item ...)* ... }`.
/// Errors carry a message and an offset into `t`.
fn parse_category(t: &Text) -> Result<Category, (String, usize)> {
    let s = &t.bytes;
    let span = t.span(0, t.len());
    let q1 = quote_at(t, 0).ok_or(("option has no \"heading\"".to_string(), 0))?;
    let q2 = quote_at(t, q1 + 1).ok_or(("option heading is not closed".to_string(), q1))?;
    let heading = t.string(q1 + 1, q2);
    let mut pos = q2 + 1;
    let lt = t.find("<", pos).ok_or(("option has no `<Tag>`".to_string(), pos))?;
    let gt =
        matching_bracket(s, lt, true).ok_or(("option `<Tag>` is not closed".to_string(), lt))?;
    let tag = t.string(lt + 1, gt);
    pos = gt + 2;
    if t.find("args:", pos).is_none() {
        return Err(("option has no `args:{...}`".to_string(), pos.min(t.len())));
    }
    let ob =
        t.find("{", pos).ok_or(("option has no `args:{...}`".to_string(), pos.min(t.len())))?;
    let cb =
        matching_bracket(s, ob, true).ok_or(("option `args:{` is not closed".to_string(), ob))?;
    let mut arg_tags = Vec::new();
    let mut a = ob;
    while let Some(l) = find_in(s, b"<", a, cb) {
        let Some(r) = matching_bracket(s, l, true) else {
            break;
        };
        arg_tags.push(t.string(l + 1, r));
        a = r + 1;
    }
    pos = cb + 1;
    let lb = t
        .find("{", pos)
        .ok_or(("option has no `{ (item ...) }` list".to_string(), pos.min(t.len())))?;
    let rb =
        matching_bracket(s, lb, true).ok_or(("option item list is not closed".to_string(), lb))?;
    let mut items = Vec::new();
    let mut from = lb + 1;
    while let Some(c) = find_in(s, b"(item ", from, rb) {
        let Some(mut cc) = matching_bracket(s, c, true) else {
            return Err(("option item is not closed".to_string(), c));
        };
        cc += 1;
        while cc < rb && s[cc] == b'*' {
            cc += 1;
        }
        items.push(parse_item(t, c, cc, &arg_tags)?);
        from = c + 1;
    }
    Ok(Category { heading, tag, items, span })
}

fn find_in(s: &[u8], pat: &[u8], from: usize, to: usize) -> Option<usize> {
    text::find(&s[..to.min(s.len())], pat, from)
}

/// Ludii's `Option.interpret` on `t[from..to]`: `(item "Name" <a> <b> "description")**`.
fn parse_item(
    t: &Text,
    from: usize,
    to: usize,
    arg_tags: &[String],
) -> Result<Item, (String, usize)> {
    let s = &t.bytes;
    let (mut a, mut b) = t.trimmed(from, to);
    let mut priority = 0;
    while b > a && s[b - 1] == b'*' {
        priority += 1;
        b -= 1;
    }
    // Strip the brackets.
    (a, b) = t.trimmed(a + 1, b.saturating_sub(1).max(a + 1));
    let q1 = find_in(s, b"\"", a, b).ok_or(("option item has no \"name\"".to_string(), a))?;
    let q2 =
        find_in(s, b"\"", q1 + 1, b).ok_or(("option item name is not closed".to_string(), q1))?;
    let name = t.string(q1 + 1, q2);
    (a, b) = t.trimmed(q2 + 1, b);
    // The description is the last string.
    let d2 = (a..b)
        .rev()
        .find(|&i| s[i] == b'"')
        .ok_or(("option item has no \"description\"".to_string(), a))?;
    let d1 = (a..d2)
        .rev()
        .find(|&i| s[i] == b'"')
        .ok_or(("option item has no \"description\"".to_string(), a))?;
    let description = t.string(d1 + 1, d2);
    (a, b) = t.trimmed(a, d1);
    let mut args = Vec::new();
    // The values `<...>`, on a copy of the remaining text (Ludii cuts it as it goes).
    let mut rest = t.slice(a, b);
    while let Some(c) = rest.find("<", 0) {
        if c > 0 && rest.bytes[c - 1] == b'(' {
            let (x, y) = rest.trimmed(c + 1, rest.len());
            rest = rest.slice(x, y);
            continue;
        }
        let Some(cc) = matching_bracket(&rest.bytes, c, false) else {
            return Err(("option item value `<...` is not closed".to_string(), a));
        };
        let value = if c + 1 >= cc { Text::default() } else { rest.slice(c + 1, cc) };
        let Some(arg_name) = arg_tags.get(args.len()) else {
            // Ludii reports this and keeps the values read so far.
            break;
        };
        args.push((arg_name.clone(), value));
        let (x, y) = rest.trimmed(cc + 1, rest.len());
        rest = rest.slice(x, y);
    }
    Ok(Item { name, description, args, priority })
}

fn expand_option(mut text: Text, cat: &Category, item: &Item) -> Result<Text, Diagnostic> {
    let limit = |text: &Text| -> Result<(), Diagnostic> {
        if text.len() > MAX_CHARACTERS {
            return Err(err(
                format!(
                    "option \"{}\" expands to more than {MAX_CHARACTERS} characters",
                    cat.heading
                ),
                cat.span,
                "this option",
            ));
        }
        Ok(())
    };
    for (name, value) in &item.args {
        let marker = format!("<{}:{}>", cat.tag, name);
        let mut n = 0;
        while let Some(c) = text.find(&marker, 0) {
            n += 1;
            if n > MAX_EXPANSIONS {
                return Err(err(
                    format!("option \"{}\" has more than {MAX_EXPANSIONS} expansions", cat.heading),
                    cat.span,
                    "this option",
                ));
            }
            limit(&text)?;
            text.splice(c, c + marker.len(), value);
        }
    }
    let marker = format!("<{}>", cat.tag);
    let value = &item.args[0].1;
    let mut n = 0;
    while let Some(c) = text.find(&marker, 0) {
        n += 1;
        if n > MAX_EXPANSIONS {
            return Err(err(
                format!("option \"{}\" has more than {MAX_EXPANSIONS} expansions", cat.heading),
                cat.span,
                "this option",
            ));
        }
        limit(&text)?;
        text.splice(c, c + marker.len(), value);
    }
    Ok(text)
}

fn extract_rulesets(mut text: Text) -> Result<(Text, Vec<Ruleset>), Diagnostic> {
    let Some(c) = text.find("(rulesets", 0) else {
        return Ok((text, Vec::new()));
    };
    let Some(cc) = matching_bracket(&text.bytes, c, true) else {
        return Err(err(
            "unclosed `(rulesets ...`",
            text.span(c, c + 9),
            "expected `)` to close the rulesets",
        ));
    };
    let (a, b) = text.trimmed(c + 9, cc);
    let mut list = text.slice(a, b);
    text.remove_range(c, cc + 1);
    let mut rulesets = Vec::new();
    while let Some(c) = list.find("(ruleset ", 0) {
        let Some(cc) = matching_bracket(&list.bytes, c, true) else {
            return Err(err(
                "unclosed `(ruleset ...`",
                list.span(c, c + 8),
                "expected `)` to close this ruleset",
            ));
        };
        let mut priority = 0;
        let mut p = cc + 1;
        while p < list.len() && list.bytes[p] == b'*' {
            priority += 1;
            p += 1;
        }
        let r = list.slice(c, cc + 1);
        rulesets.push(parse_ruleset(&r, priority));
        list = list.slice(cc + 1, list.len());
    }
    // Ludii deletes any further `(rulesets` (keeping their closing bracket: a bug kept).
    while let Some(c) = text.find("(rulesets", 0) {
        let Some(cc) = matching_bracket(&text.bytes, c, true) else {
            return Err(err(
                "unclosed `(rulesets ...`",
                text.span(c, c + 9),
                "expected `)` to close the rulesets",
            ));
        };
        text.remove_range(c, cc);
    }
    Ok((text, rulesets))
}

/// Ludii's `Ruleset.interpret`: the first string is the name, the others the option settings
/// (`variations:{...}` removed).
fn parse_ruleset(r: &Text, priority: u32) -> Ruleset {
    let span = r.span(0, r.len());
    let mut r = r.clone();
    if let Some(v) = r.find("variations:", 0) {
        if let Some(o) = r.find("{", v) {
            if let Some(cl) = matching_bracket(&r.bytes, o, true) {
                r.remove_range(v, cl + 1);
            }
        }
    }
    let s = &r.bytes;
    let mut strings = Vec::new();
    let mut i = 0;
    while let Some(q) = text::find(s, b"\"", i) {
        let mut e = q + 1;
        if strings.is_empty() {
            while e < s.len() && (s[e] != b'"' || s[e - 1] == b'\\') {
                e += 1;
            }
        } else {
            while e < s.len() && s[e] != b'"' {
                e += 1;
            }
        }
        strings.push(r.string(q + 1, e));
        i = e + 1;
    }
    let mut it = strings.into_iter();
    let name = it.next().unwrap_or_default();
    Ruleset { name, options: it.collect(), priority, span }
}

/// Ludii's `computeOptionSelections`, from the ruleset's settings and the user's.
fn select_options(
    cats: &[Category],
    rulesets: &[Ruleset],
    opts: &ExpandOptions,
    sources: &SourceMap,
    file: FileId,
) -> Result<Vec<usize>, Vec<Diagnostic>> {
    let file_span = Span::new(file, 0, sources.text(file).len().min(1));
    let mut wanted: Vec<String> = Vec::new();
    let mut errors = Vec::new();
    if let Some(name) = &opts.ruleset {
        match rulesets.iter().find(|r| &r.name == name) {
            Some(r) => wanted.extend(r.options.iter().cloned()),
            None => {
                let mut d = Diagnostic::error(
                    format!("unknown ruleset \"{name}\""),
                    rulesets.first().map(|r| r.span).or(Some(file_span)),
                )
                .with_label("expected one of this file's rulesets");
                d = d.with_note(if rulesets.is_empty() {
                    "this file has no rulesets".to_string()
                } else {
                    format!(
                        "valid rulesets: {}",
                        rulesets
                            .iter()
                            .map(|r| format!("\"{}\"", r.name))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                });
                errors.push(d);
            }
        }
    }
    for o in &opts.options {
        let heading = o.split('/').next().unwrap_or("");
        // The user's choice replaces the ruleset's in the same category.
        wanted.retain(|w| w.split('/').next() != Some(heading));
        wanted.push(o.clone());
    }
    let mut used = vec![false; wanted.len()];
    let mut sel = Vec::new();
    for cat in cats {
        let mut chosen = cat.default();
        for (i, item) in cat.items.iter().enumerate() {
            let full = format!("{}/{}", cat.heading, item.name);
            if let Some(k) = wanted.iter().position(|w| *w == full) {
                used[k] = true;
                chosen = i;
                break;
            }
        }
        sel.push(chosen);
    }
    for (k, w) in wanted.iter().enumerate() {
        if used[k] {
            continue;
        }
        let (heading, item) = w.split_once('/').unwrap_or((w.as_str(), ""));
        match cats.iter().find(|c| c.heading == heading) {
            Some(c) => errors.push(
                err(
                    format!("unknown option item \"{w}\""),
                    c.span,
                    format!("option \"{heading}\" has no item \"{item}\""),
                )
                .with_note(format!(
                    "valid items: {}",
                    c.items
                        .iter()
                        .map(|i| format!("\"{}/{}\"", heading, i.name))
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            ),
            None => {
                let at = cats.first().map(|c| c.span).unwrap_or(file_span);
                errors.push(
                    err(
                        format!("unknown option category \"{heading}\" (in \"{w}\")"),
                        at,
                        "expected one of this file's options",
                    )
                    .with_note(if cats.is_empty() {
                        "this file has no options".to_string()
                    } else {
                        format!(
                            "valid categories: {}",
                            cats.iter()
                                .map(|c| format!("\"{}\"", c.heading))
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    }),
                )
            }
        }
    }
    if errors.is_empty() {
        Ok(sel)
    } else {
        Err(errors)
    }
}

// ---------------------------------------------------------------------------------------------
// Defines.

const MAX_EXPANSIONS: usize = 1000;
const MAX_CHARACTERS: usize = 1_000_000;
const MAX_DEFINE_ARGS: usize = 20;
/// Most expansions of defines (each of every use of one define) in one pass over the text.
const MAX_DEFINE_EXPANSIONS: usize = 10_000;
/// Library files are numbered from here in [`Loc`]s until they join the source map.
const LIB_BASE: u32 = 1 << 30;

struct Define {
    /// `"Name"`, quotes included (what Ludii searches the text for).
    tag: Vec<u8>,
    body: Text,
}

/// The library's defines by tag, parsed once per expansion.
struct Library {
    defines: Vec<Define>,
    by_name: HashMap<Vec<u8>, usize>,
}

impl Library {
    fn new(lib: &DefineLibrary) -> Library {
        let mut defines = Vec::new();
        let mut by_name = HashMap::new();
        for (i, (_, body)) in lib.files.iter().enumerate() {
            let t = Text::from_file(FileId(LIB_BASE + i as u32), body);
            if let Ok(Some((d, _, _))) = interpret_define(&t) {
                let name = d.tag[1..d.tag.len() - 1].to_vec();
                // Later files win, as in Ludii's map.
                if let Some(&k) = by_name.get(&name) {
                    defines[k] = d;
                } else {
                    by_name.insert(name, defines.len());
                    defines.push(d);
                }
            }
        }
        Library { defines, by_name }
    }

    /// Indices of the library defines whose tag occurs in `s`, in library order. A tag
    /// `"Name"` occurs iff two consecutive quotes enclose `Name`.
    fn present(&self, s: &[u8]) -> Vec<usize> {
        let mut found = Vec::new();
        let mut prev: Option<usize> = None;
        for q in memchr::memchr_iter(b'"', s) {
            if let Some(p) = prev {
                if let Some(&k) = self.by_name.get(&s[p + 1..q]) {
                    found.push(k);
                }
            }
            prev = Some(q);
        }
        found.sort_unstable();
        found.dedup();
        found
    }
}

/// Ludii's `interpretDefine`: the first `(define "Name" body)` of `t`, and its extent.
fn interpret_define(t: &Text) -> Result<Option<(Define, usize, usize)>, Diagnostic> {
    let Some(c) = t.find("(define ", 0) else {
        return Ok(None);
    };
    let Some(cc) = matching_bracket(&t.bytes, c, true) else {
        return Err(err(
            "unclosed `(define ...`",
            t.span(c, c + 7),
            "expected `)` to close this define",
        ));
    };
    let (a, b) = t.trimmed(c + 1, cc);
    let s = &t.bytes;
    let Some(q1) = find_in(s, b"\"", a, b) else {
        return Err(err(
            "badly formed define",
            t.span(c, c + 7),
            "expected `(define \"Name\" ...)`",
        ));
    };
    let Some(q2) = find_in(s, b"\"", q1 + 1, b) else {
        return Err(err(
            "badly formed define",
            t.span(c, c + 7),
            "expected `(define \"Name\" ...)`",
        ));
    };
    let (ba, bb) = t.trimmed(q2 + 1, b);
    Ok(Some((Define { tag: s[q1..=q2].to_vec(), body: t.slice(ba, bb) }, c, cc)))
}

fn extract_defines(mut text: Text) -> Result<(Text, Vec<Define>), Diagnostic> {
    let mut defines = Vec::new();
    while let Some((d, c, cc)) = interpret_define(&text)? {
        defines.push(d);
        text.remove_range(c, cc + 1);
    }
    Ok((text, defines))
}

fn expand_defines(
    mut text: Text,
    lib: &Library,
    warnings: &mut Vec<Diagnostic>,
) -> Result<Text, Diagnostic> {
    let start = text.loc(0).span();
    let mut iterations = 0;
    loop {
        let next = expand_defines_pass(text.clone(), lib, warnings)?;
        if next.bytes == text.bytes {
            return Ok(next);
        }
        text = next;
        iterations += 1;
        if iterations > MAX_EXPANSIONS || text.len() > MAX_CHARACTERS {
            return Err(err(
                "suspected infinitely recursive define",
                start,
                "expanding the defines of this file never ends",
            ));
        }
    }
}

fn expand_defines_pass(
    text: Text,
    lib: &Library,
    warnings: &mut Vec<Diagnostic>,
) -> Result<Text, Diagnostic> {
    let (mut text, defines) = extract_defines(text)?;
    // The defines expanded, in order: defines that call each other (`"A"` → `("B")` → `("A")`)
    // keep the text the same length forever, so the rounds are counted and the cycle named.
    let mut expanded: Vec<Vec<u8>> = Vec::new();
    let mut expand = |text: Text, d: &Define, did: &mut bool| -> Result<Text, Diagnostic> {
        let mut this = false;
        let text = expand_define(text, d, &mut this, warnings)?;
        if this {
            *did = true;
            expanded.push(d.tag.clone());
            if expanded.len() > MAX_DEFINE_EXPANSIONS {
                return Err(define_cycle(&expanded, &text));
            }
        }
        Ok(text)
    };
    loop {
        let mut any = false;
        loop {
            let mut did = false;
            for d in &defines {
                if text::find(&text.bytes, &d.tag, 0).is_some() {
                    text = expand(text, d, &mut did)?;
                }
            }
            if !did {
                break;
            }
            any = true;
        }
        loop {
            let mut did = false;
            for k in lib.present(&text.bytes) {
                let d = &lib.defines[k];
                if text::find(&text.bytes, &d.tag, 0).is_some() {
                    text = expand(text, d, &mut did)?;
                }
            }
            if !did {
                break;
            }
            any = true;
        }
        if !any {
            return Ok(text);
        }
    }
}

/// The error for defines expanded more than [`MAX_DEFINE_EXPANSIONS`] times in one pass: the cycle
/// they form (the defines expanded since the last one's previous expansion), at a use of the
/// last one.
fn define_cycle(expanded: &[Vec<u8>], text: &Text) -> Diagnostic {
    let name = |tag: &[u8]| String::from_utf8_lossy(&tag[1..tag.len() - 1]).into_owned();
    let last = &expanded[expanded.len() - 1];
    let start =
        expanded[..expanded.len() - 1].iter().rposition(|t| t == last).map_or(0, |i| i + 1);
    let cycle: Vec<String> = expanded[start..].iter().map(|t| format!("`{}`", name(t))).collect();
    let at = text::find(&text.bytes, last, 0)
        .map_or_else(|| text.loc(0).span(), |i| text.span(i, i + last.len()));
    let message = if cycle.len() == 1 {
        format!("define {} expands to itself forever", cycle[0])
    } else {
        format!(
            "defines expand each other forever: {} → {}",
            cycle.join(" → "),
            cycle[0]
        )
    };
    err(message, at, "expanding the defines never ends")
}

/// The not-yet-scanned part of a text, with cheap insertion at the front.
struct Rest {
    bytes: Vec<u8>,
    locs: Vec<Loc>,
    head: usize,
}

impl Rest {
    fn live(&self) -> &[u8] {
        &self.bytes[self.head..]
    }

    fn len(&self) -> usize {
        self.bytes.len() - self.head
    }

    /// Moves the first `n` bytes to `out`.
    fn transfer(&mut self, n: usize, out: &mut Text) {
        let n = n.min(self.len());
        out.bytes.extend_from_slice(&self.bytes[self.head..self.head + n]);
        out.locs.extend_from_slice(&self.locs[self.head..self.head + n]);
        self.head += n;
    }

    fn prepend(&mut self, bytes: &[u8], locs: &[Loc]) {
        let k = bytes.len();
        if self.head < k {
            let room = k + self.len().max(1024);
            let mut nb = Vec::with_capacity(room + self.len());
            nb.resize(room, 0);
            nb.extend_from_slice(self.live());
            let mut nl = Vec::with_capacity(room + self.len());
            nl.resize(room, Loc::default());
            nl.extend_from_slice(&self.locs[self.head..]);
            self.bytes = nb;
            self.locs = nl;
            self.head = room;
        }
        self.head -= k;
        self.bytes[self.head..self.head + k].copy_from_slice(bytes);
        self.locs[self.head..self.head + k].copy_from_slice(locs);
    }
}

const DELETE_ME: &str = "<DELETE_ME>";

/// Ludii's `expandDefine`: every use of one define, scanning left to right, re-scanning each
/// expansion (so a define may use itself, up to the limits).
fn expand_define(
    text: Text,
    d: &Define,
    did: &mut bool,
    warnings: &mut Vec<Diagnostic>,
) -> Result<Text, Diagnostic> {
    let mut out =
        Text { bytes: Vec::with_capacity(text.len()), locs: Vec::with_capacity(text.len()) };
    let total = text.len();
    let mut rest = Rest { bytes: text.bytes, locs: text.locs, head: 0 };
    let name = String::from_utf8_lossy(&d.tag[1..d.tag.len() - 1]).into_owned();
    let mut iterations = 0;
    let mut len = total;
    // The search starts after the first character.
    rest.transfer(1, &mut out);
    loop {
        iterations += 1;
        if iterations > MAX_EXPANSIONS || len > MAX_CHARACTERS {
            let at = out.loc(out.len().saturating_sub(1)).span();
            return Err(err(
                format!("define `{name}` has more than {MAX_EXPANSIONS} expansions or makes the text too long"),
                at,
                "expanding this define never ends",
            ));
        }
        let Some(k) = text::find(rest.live(), &d.tag, 0) else {
            break;
        };
        rest.transfer(k, &mut out);
        if protected(&out.bytes) {
            rest.transfer(1, &mut out);
            continue;
        }
        let call_span;
        let arg_text = if out.bytes.last() == Some(&b'(') {
            let (b, l) = (out.bytes.pop().unwrap_or(b'('), out.locs.pop().unwrap_or_default());
            rest.prepend(&[b], &[l]);
            let Some(cc) = matching_bracket(rest.live(), 0, true) else {
                return Err(err(
                    format!("unclosed call of define `{name}`"),
                    l.span(),
                    "expected `)` to close this call",
                ));
            };
            let t = Text {
                bytes: rest.live()[..=cc].to_vec(),
                locs: rest.locs[rest.head..rest.head + cc + 1].to_vec(),
            };
            call_span = t.span(0, t.len());
            t
        } else {
            let n = d.tag.len().min(rest.len());
            let t = Text {
                bytes: rest.live()[..n].to_vec(),
                locs: rest.locs[rest.head..rest.head + n].to_vec(),
            };
            call_span = t.span(0, t.len());
            t
        };
        let args = extract_define_args(&arg_text)
            .map_err(|m| err(m, call_span, format!("in this call of define `{name}`")))?;
        let exprn = expand_define_args(d, &args, call_span, &name, warnings)?;
        rest.head += arg_text.len();
        rest.prepend(&exprn.bytes, &exprn.locs);
        len = len - arg_text.len() + exprn.len();
        *did = true;
        rest.transfer(1, &mut out);
    }
    let n = rest.len();
    rest.transfer(n, &mut out);
    // Remove the placeholders of missing arguments.
    if out.contains(DELETE_ME) {
        let mut clean =
            Text { bytes: Vec::with_capacity(out.len()), locs: Vec::with_capacity(out.len()) };
        let mut i = 0;
        while let Some(c) = out.find(DELETE_ME, i) {
            clean.push_range(&out, i, c);
            i = c + DELETE_ME.len();
        }
        clean.push_range(&out, i, out.len());
        out = clean;
    }
    Ok(out)
}

/// Ludii's `protectedSubstring`: is the define tag ending `before` the name of a game
/// (`(game "Name"`, `(match "Name"`, `(instance "Name"`)?
fn protected(before: &[u8]) -> bool {
    let mut c = before.len() as isize - 1;
    while c >= 0 && !text::is_token_char(before[c as usize]) {
        c -= 1;
    }
    if c < 0 {
        return false;
    }
    let end = c as usize + 1;
    while c >= 0 && text::is_token_char(before[c as usize]) {
        c -= 1;
    }
    if c < 0 {
        return false;
    }
    matches!(&before[c as usize + 1..end], b"game" | b"match" | b"instance")
}

/// Ludii's `extractDefineArgs`: the arguments of `("Name" a b ...)` as texts.
fn extract_define_args(t: &Text) -> Result<Vec<Text>, String> {
    let (mut a, mut b) = t.trimmed(0, t.len());
    let s = &t.bytes;
    if a < b && s[a] == b'(' {
        let cc = matching_bracket(&s[..b], a, true).ok_or("unclosed `(`")?;
        b = cc;
        a += 1;
    }
    // Skip the name.
    while a < b && !s[a].is_ascii_whitespace() {
        a += 1;
    }
    let mut args = Vec::new();
    (a, b) = t.trimmed(a, b);
    while a < b {
        let rel = &s[..b];
        let to = if text::is_open_bracket(s[a]) {
            matching_bracket(rel, a, true)
                .ok_or_else(|| format!("unclosed `{}` in an argument", s[a] as char))?
                + 1
        } else if s[a] == b'"' {
            matching_quote(rel, a).ok_or("unclosed string in an argument")? + 1
        } else {
            let mut e = a;
            while e < b && !s[e].is_ascii_whitespace() {
                if s[e] == b':' && e + 1 < b && text::is_open_bracket(s[e + 1]) {
                    e = matching_bracket(rel, e + 1, true)
                        .ok_or("unclosed bracket in a named argument")?;
                    e += 1;
                    break;
                }
                e += 1;
            }
            e
        };
        let to = to.min(b);
        args.push(t.slice(a, to));
        (a, b) = t.trimmed(to, b);
    }
    Ok(args)
}

/// Ludii's `expandDefineArgs`: the body with `#1`.. replaced by the arguments.
fn expand_define_args(
    d: &Define,
    args: &[Text],
    call: Span,
    name: &str,
    warnings: &mut Vec<Diagnostic>,
) -> Result<Text, Diagnostic> {
    let mut exprn = d.body.clone();
    let mut params = 0;
    for n in 0..MAX_DEFINE_ARGS {
        let marker = format!("#{}", n + 1);
        if !exprn.contains(&marker) {
            break;
        }
        params = n + 1;
        let arg = match args.get(n) {
            Some(a) if a.bytes != b"~" => a.clone(),
            _ => Text::synth(DELETE_ME, Loc { file: call.file.0, off: call.start }),
        };
        let mut inner = 0;
        while let Some(m) = exprn.find(&marker, 0) {
            inner += 1;
            if inner > MAX_EXPANSIONS || exprn.len() > MAX_CHARACTERS {
                return Err(err(format!("define `{name}` expands forever"), call, "in this call"));
            }
            exprn.splice(m, m + 2, &arg);
            if arg.bytes.first() == Some(&b'#') {
                break;
            }
        }
    }
    if args.len() > params && !warnings.iter().any(|w| w.span == Some(call)) {
        warnings.push(
            Diagnostic {
                severity: Severity::Warning,
                ..Diagnostic::error(
                    format!(
                        "define `{name}` uses {params} argument(s) but is given {}",
                        args.len()
                    ),
                    Some(call),
                )
            }
            .with_label("the extra arguments are ignored"),
        );
    }
    Ok(exprn)
}

#[cfg(test)]
mod tests;
