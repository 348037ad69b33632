//! Reader: `.lud` text → [`Node`]s with spans.
//!
//! Reading never fails: it returns every form it could make sense of, plus a diagnostic for each
//! unbalanced bracket, unterminated string or stray character. The whole surface syntax is read,
//! meta-language included, so a raw file reads too:
//!
//! - `(head args...)` calls, `{ ... }` lists, `name:value` named arguments (the value may be any
//!   node, and Ludii allows spaces after the colon), `"strings"` (`\"` escapes a quote, the text
//!   is kept as written), integers, floats, `True` / `False`, bare words;
//! - `// line comments` (Ludii has no other comment syntax);
//! - meta-language tokens survive as words: `#1` define parameters, `~` (an omitted define
//!   argument), `<Tag>` / `<Tag:arg>` option placeholders and `<(...)>` option item values
//!   (kept whole, as one word), the `*` marking a default option item or ruleset, `1..5` ranges;
//! - `("Name" args...)`, a call of a define, is a call whose head is `"Name"` (quotes kept).
//!
//! The expander reads its result with [`read_mapped`], which maps byte ranges of the expanded
//! text back to the real text they came from.

use super::ast::Node;
use crate::diag::{Diagnostic, FileId, SourceMap, Span};

/// The deepest nesting of brackets read (the corpus's deepest description, expanded, nests
/// about 40). The lowering and the tree's own drop recurse on depth, so this bounds their stack.
pub const MAX_NESTING: usize = 256;

/// Reads all top-level forms of a file.
pub fn read(sources: &SourceMap, file: FileId) -> (Vec<Node>, Vec<Diagnostic>) {
    let text = sources.text(file);
    read_mapped(text, &|a, b| Span::new(file, a, b), sources)
}

/// Reads `text`, whose byte range `a..b` comes from `span_of(a, b)` in `sources`.
pub fn read_mapped(
    text: &str,
    span_of: &dyn Fn(usize, usize) -> Span,
    sources: &SourceMap,
) -> (Vec<Node>, Vec<Diagnostic>) {
    let mut p = Parser { s: text.as_bytes(), text, i: 0, span_of, sources, diags: Vec::new() };
    let nodes = p.run();
    (nodes, p.diags)
}

enum Frame {
    Call { head: String, head_span: Span, args: Vec<Node>, start: usize },
    List { items: Vec<Node>, start: usize },
    Named { name: String, start: usize, colon: usize },
}

enum Tok {
    Open(u8),
    Close(u8),
    Str(String),
    Atom(String),
    /// `name:`: the name and the colon's offset.
    Name(String, usize),
    Stray,
}

struct Parser<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
    span_of: &'a dyn Fn(usize, usize) -> Span,
    sources: &'a SourceMap,
    diags: Vec<Diagnostic>,
}

fn is_delim(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b'(' | b')' | b'{' | b'}' | b'"' | b':')
}

fn closer_of(open: u8) -> u8 {
    if open == b'(' {
        b')'
    } else {
        b'}'
    }
}

impl Parser<'_> {
    fn span(&self, a: usize, b: usize) -> Span {
        (self.span_of)(a, b.max(a))
    }

    fn at(&self, a: usize) -> String {
        let sp = self.span(a, a + 1);
        let (l, c) = self.sources.line_col(sp.file, sp.start);
        format!("{l}:{c}")
    }

    fn error(&mut self, msg: String, a: usize, b: usize, label: &str) {
        let d = Diagnostic::error(msg, Some(self.span(a, b))).with_label(label);
        self.diags.push(d);
    }

    fn skip_space(&mut self) {
        while self.i < self.s.len() {
            let b = self.s[self.i];
            if b.is_ascii_whitespace() {
                self.i += 1;
            } else if b == b'/' && self.s.get(self.i + 1) == Some(&b'/') {
                while self.i < self.s.len() && self.s[self.i] != b'\n' {
                    self.i += 1;
                }
            } else {
                break;
            }
        }
    }

    /// The next token and its byte range; `head_pos` is true right after `(`, where `<` and
    /// `<=` are ludemes rather than option placeholders.
    fn token(&mut self, head_pos: bool) -> Option<(Tok, usize, usize)> {
        self.skip_space();
        let start = self.i;
        let b = *self.s.get(start)?;
        match b {
            b'(' | b'{' => {
                self.i += 1;
                Some((Tok::Open(b), start, self.i))
            }
            b')' | b'}' => {
                self.i += 1;
                Some((Tok::Close(b), start, self.i))
            }
            b'"' => {
                let mut j = start + 1;
                while j < self.s.len() && self.s[j] != b'"' {
                    if self.s[j] == b'\\' && self.s.get(j + 1) == Some(&b'"') {
                        j += 1;
                    }
                    j += 1;
                }
                if j >= self.s.len() {
                    let at = self.at(start);
                    self.error(
                        format!(
                            "unterminated string: expected `\"` to close the string opened at {at}"
                        ),
                        start,
                        start + 1,
                        "this string is never closed",
                    );
                    self.i = self.s.len();
                    return Some((Tok::Str(self.text[start + 1..].to_string()), start, self.i));
                }
                self.i = j + 1;
                Some((Tok::Str(self.text[start + 1..j].to_string()), start, self.i))
            }
            b':' => {
                self.i += 1;
                let at = self.at(start);
                self.error(
                    format!("stray `:` at {at}: expected a name before it (`name:value`)"),
                    start,
                    start + 1,
                    "expected `name:` here",
                );
                Some((Tok::Stray, start, self.i))
            }
            b'<' if !head_pos => {
                // `<Tag>`, `<Tag:arg>` or an option item value `<(square 5)>`, kept whole.
                if let Some(end) = placeholder_end(self.s, start) {
                    self.i = end;
                    return Some((Tok::Atom(self.text[start..end].to_string()), start, end));
                }
                Some(self.atom(start))
            }
            _ => Some(self.atom(start)),
        }
    }

    fn atom(&mut self, start: usize) -> (Tok, usize, usize) {
        let mut j = start;
        while j < self.s.len()
            && !is_delim(self.s[j])
            && !(self.s[j] == b'/' && self.s.get(j + 1) == Some(&b'/'))
        {
            j += 1;
        }
        if j == start {
            // A lone `/` of a `//` cannot get here (comments are skipped); any other byte is a
            // delimiter handled by the caller. Consume one character to make progress.
            j = start + self.text[start..].chars().next().map_or(1, char::len_utf8);
        }
        self.i = j;
        let word = self.text[start..j].to_string();
        if self.s.get(j) == Some(&b':') {
            self.i = j + 1;
            return (Tok::Name(word, j), start, j + 1);
        }
        (Tok::Atom(word), start, j)
    }

    fn run(&mut self) -> Vec<Node> {
        let mut top: Vec<Node> = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        while let Some((tok, a, b)) = self.token(false) {
            match tok {
                Tok::Open(_) if brackets(&stack) >= MAX_NESTING => self.too_deep(a),
                Tok::Open(b'(') => {
                    // The head: the first word (or `"Name"` of a define call) right after `(`.
                    let save = self.i;
                    let (head, head_span) = match self.token(true) {
                        Some((Tok::Atom(w), ha, hb)) => (w, self.span(ha, hb)),
                        Some((Tok::Str(s), ha, hb)) => (format!("\"{s}\""), self.span(ha, hb)),
                        // `(from: (value))` reads as `(from (value))`, as in Ludii.
                        Some((Tok::Name(w, colon), ha, _)) => (w, self.span(ha, colon)),
                        _ => {
                            self.i = save;
                            (String::new(), self.span(a, b))
                        }
                    };
                    stack.push(Frame::Call { head, head_span, args: Vec::new(), start: a });
                }
                Tok::Open(_) => stack.push(Frame::List { items: Vec::new(), start: a }),
                Tok::Close(c) => self.close(c, a, b, &mut stack, &mut top),
                Tok::Str(value) => {
                    let node = Node::Str { value, span: self.span(a, b) };
                    self.finish(node, &mut stack, &mut top);
                }
                Tok::Atom(w) => {
                    let node = atom_node(w, self.span(a, b));
                    self.finish(node, &mut stack, &mut top);
                }
                Tok::Name(name, colon) => {
                    if let Some(Frame::Named { .. }) = stack.last() {
                        // `a:b:c`: the value of a named argument cannot be another name.
                        self.missing_value(&mut stack, &mut top);
                    }
                    stack.push(Frame::Named { name, start: a, colon });
                }
                Tok::Stray => {}
            }
        }
        // Unclosed brackets at the end of the text.
        while let Some(frame) = stack.pop() {
            match frame {
                Frame::Named { .. } => {
                    stack.push(frame);
                    self.missing_value(&mut stack, &mut top);
                }
                Frame::Call { head, head_span, args, start } => {
                    let end = self.s.len();
                    let at = self.at(start);
                    let what = if head.is_empty() { "(".to_string() } else { format!("({head}") };
                    self.error(
                        format!("expected `)` to close `{what}` opened at {at}, found the end of the text"),
                        end.saturating_sub(1).max(start),
                        end,
                        "expected `)` here",
                    );
                    let node = Node::Call { head, head_span, args, span: self.span(start, end) };
                    self.finish(node, &mut stack, &mut top);
                }
                Frame::List { items, start } => {
                    let end = self.s.len();
                    let at = self.at(start);
                    self.error(
                        format!(
                            "expected `}}` to close `{{` opened at {at}, found the end of the text"
                        ),
                        end.saturating_sub(1).max(start),
                        end,
                        "expected `}` here",
                    );
                    let node = Node::List { items, span: self.span(start, end) };
                    self.finish(node, &mut stack, &mut top);
                }
            }
        }
        top
    }

    /// A bracket nested deeper than [`MAX_NESTING`]: reported, and its whole form skipped, so
    /// that nothing downstream (the lowering, and even dropping the tree, recurse on depth)
    /// sees a tree deep enough to overflow the stack.
    fn too_deep(&mut self, open: usize) {
        let at = self.at(open);
        self.error(
            format!(
                "brackets nested more than {MAX_NESTING} deep at {at}: ludemic reads at most \
                 {MAX_NESTING} nested `(` and `{{`"
            ),
            open,
            open + 1,
            "this bracket is nested too deep; its form is skipped",
        );
        // Skip to the bracket closing this one (strings and comments may hold brackets).
        let mut depth = 0usize;
        let mut j = open;
        while j < self.s.len() {
            match self.s[j] {
                b'(' | b'{' => depth += 1,
                b')' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        self.i = j + 1;
                        return;
                    }
                }
                b'"' => {
                    j += 1;
                    while j < self.s.len() && self.s[j] != b'"' {
                        if self.s[j] == b'\\' && self.s.get(j + 1) == Some(&b'"') {
                            j += 1;
                        }
                        j += 1;
                    }
                }
                b'/' if self.s.get(j + 1) == Some(&b'/') => {
                    while j < self.s.len() && self.s[j] != b'\n' {
                        j += 1;
                    }
                    continue;
                }
                _ => {}
            }
            j += 1;
        }
        self.i = self.s.len();
    }

    fn missing_value(&mut self, stack: &mut Vec<Frame>, top: &mut Vec<Node>) {
        if let Some(Frame::Named { name, start, colon }) = stack.pop() {
            self.error(
                format!("expected a value after `{name}:`"),
                start,
                colon + 1,
                "this named argument has no value",
            );
            // Keep it, with an empty word as value, so the tree still shows it.
            let node = Node::Named {
                name,
                value: Box::new(Node::Word {
                    value: String::new(),
                    span: self.span(colon, colon + 1),
                }),
                span: self.span(start, colon + 1),
            };
            self.finish(node, stack, top);
        }
    }

    fn close(&mut self, c: u8, a: usize, b: usize, stack: &mut Vec<Frame>, top: &mut Vec<Node>) {
        if let Some(Frame::Named { .. }) = stack.last() {
            self.missing_value(stack, top);
        }
        let open = match stack.last() {
            Some(Frame::Call { .. }) => b'(',
            Some(Frame::List { .. }) => b'{',
            _ => 0,
        };
        if open == 0 {
            let o = if c == b')' { '(' } else { '{' };
            self.error(
                format!("unexpected `{}`: there is no open `{o}` to close", c as char),
                a,
                b,
                "this closes nothing; remove it",
            );
            return;
        }
        if closer_of(open) != c {
            let (what, start) = match stack.last() {
                Some(Frame::Call { head, start, .. }) => (format!("({head}"), *start),
                Some(Frame::List { start, .. }) => ("{".to_string(), *start),
                _ => unreachable!(),
            };
            let at = self.at(start);
            let expected = closer_of(open) as char;
            self.error(
                format!(
                    "expected `{expected}` to close `{what}` opened at {at}, found `{}`",
                    c as char
                ),
                a,
                b,
                &format!("expected `{expected}`"),
            );
            // Most often a typo: let it close the innermost bracket anyway.
        }
        self.pop_frame(b, stack, top);
    }

    /// Closes the innermost frame with its text ending at `end`.
    fn pop_frame(&mut self, end: usize, stack: &mut Vec<Frame>, top: &mut Vec<Node>) {
        let node = match stack.pop() {
            Some(Frame::Call { head, head_span, args, start }) => {
                Node::Call { head, head_span, args, span: self.span(start, end) }
            }
            Some(Frame::List { items, start }) => Node::List { items, span: self.span(start, end) },
            _ => return,
        };
        self.finish(node, stack, top);
    }

    /// Adds a finished node to the enclosing frame (wrapping it if that is a `name:`).
    fn finish(&mut self, node: Node, stack: &mut Vec<Frame>, top: &mut Vec<Node>) {
        let mut node = node;
        loop {
            match stack.last_mut() {
                None => {
                    top.push(node);
                    return;
                }
                Some(Frame::Call { args, .. }) => {
                    args.push(node);
                    return;
                }
                Some(Frame::List { items, .. }) => {
                    items.push(node);
                    return;
                }
                Some(Frame::Named { .. }) => {
                    let Some(Frame::Named { name, start, .. }) = stack.pop() else {
                        unreachable!()
                    };
                    let span = join(self.span(start, start + 1), node.span());
                    node = Node::Named { name, value: Box::new(node), span };
                }
            }
        }
    }
}

/// How many brackets are open (`name:` frames are not brackets).
fn brackets(stack: &[Frame]) -> usize {
    stack.iter().filter(|f| !matches!(f, Frame::Named { .. })).count()
}

fn join(a: Span, b: Span) -> Span {
    if a.file == b.file && b.end >= a.start {
        Span { file: a.file, start: a.start, end: b.end.max(a.end) }
    } else {
        a
    }
}

/// End (exclusive) of an option placeholder or item value starting with `<` at `start`: up to
/// the first `>` on the same line (outside strings, not in `(>`), Ludii's rule for item values
/// such as `<(dual >` and `<)>`.
fn placeholder_end(s: &[u8], start: usize) -> Option<usize> {
    // `<` followed by a space or `=` is the comparison ludeme used as a word.
    match s.get(start + 1) {
        None | Some(b' ' | b'\t' | b'\n' | b'\r' | b'=') => return None,
        _ => {}
    }
    // Only the rest of the line can hold the `>`: searching no further keeps reading a long
    // text full of `<` linear in the length of its lines, not quadratic in the whole text.
    let line_end = memchr::memchr(b'\n', &s[start..]).map_or(s.len(), |k| start + k);
    let end = super::expand::text::matching_bracket(&s[..line_end], start, false)?;
    Some(end + 1)
}

fn atom_node(w: String, span: Span) -> Node {
    match w.as_str() {
        "True" => return Node::Bool { value: true, span },
        "False" => return Node::Bool { value: false, span },
        _ => {}
    }
    let digits = w.strip_prefix('-').unwrap_or(&w);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        if let Ok(value) = w.parse::<i64>() {
            return Node::Int { value, span };
        }
    }
    if let Some((int, frac)) = digits.split_once('.') {
        let ok = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
        if ok(int) && ok(frac) && !(int.is_empty() && frac.is_empty()) {
            if let Ok(value) = w.parse::<f64>() {
                return Node::Float { value, span };
            }
        }
    }
    Node::Word { value: w, span }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::front::ludii::ast::to_text;

    fn check(text: &str) -> (String, Vec<String>) {
        let mut sm = SourceMap::new();
        let f = sm.add("t.lud", text);
        let (nodes, diags) = read(&sm, f);
        let printed = nodes.iter().map(to_text).collect::<Vec<_>>().join("\n");
        let ds = diags
            .iter()
            .map(|d| format!("{}: {}", d.location(&sm).unwrap_or_default(), d.message))
            .collect();
        (printed, ds)
    }

    #[test]
    fn reads_every_syntax_element() {
        let (t, d) = check(
            "// a comment\n(game \"Hex\" (players 2) // trailing\n  {1 -2 3.5 -0.25 True False Mover}\n  (board (hex 11) use:Vertex) (x a: (b)))",
        );
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(
            t,
            "(game \"Hex\" (players 2) {1 -2 3.5 -0.25 True False Mover} (board (hex 11) use:Vertex) (x a:(b)))"
        );
    }

    #[test]
    fn node_kinds_and_spans() {
        let mut sm = SourceMap::new();
        let f = sm.add("t.lud", "(a 1 2.5 \"s\" W True n:3)");
        let (nodes, _) = read(&sm, f);
        let Node::Call { head, args, span, head_span } = &nodes[0] else { panic!() };
        assert_eq!(head, "a");
        assert_eq!(sm.slice(*head_span), "a");
        assert_eq!(sm.slice(*span), "(a 1 2.5 \"s\" W True n:3)");
        assert!(matches!(args[0], Node::Int { value: 1, .. }));
        assert!(matches!(args[1], Node::Float { value, .. } if value == 2.5));
        assert!(matches!(&args[2], Node::Str { value, .. } if value == "s"));
        assert!(matches!(&args[3], Node::Word { value, .. } if value == "W"));
        assert!(matches!(args[4], Node::Bool { value: true, .. }));
        let Node::Named { name, value, span } = &args[5] else { panic!() };
        assert_eq!(name, "n");
        assert!(matches!(**value, Node::Int { value: 3, .. }));
        assert_eq!(sm.slice(*span), "n:3");
    }

    #[test]
    fn meta_language_tokens_survive() {
        let (t, d) = check(
            "(define \"Step\" (move Step #1 (to if:(is Empty (to)))))\n(game \"X\" (\"Step\" ~) (board (square <Size>) <Board:use>) {1..5} (<= 1 2) (< 1 2))\n(option \"Size\" <Size> args:{<s>} {(item \"3\" <3> \"three\")* (item \"4\" <(square 4)> \"four\")})",
        );
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(
            t,
            "(define \"Step\" (move Step #1 (to if:(is Empty (to)))))\n(game \"X\" (\"Step\" ~) (board (square <Size>) <Board:use>) {1..5} (<= 1 2) (< 1 2))\n(option \"Size\" <Size> args:{<s>} {(item \"3\" <3> \"three\") * (item \"4\" <(square 4)> \"four\")})"
        );
    }

    #[test]
    fn a_head_with_a_colon_reads_as_ludii_does() {
        let (t, d) = check("(move (from: (value)) (to: 3))");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(t, "(move (from (value)) (to 3))");
    }

    #[test]
    fn option_item_values_follow_ludii_rule() {
        let (t, d) = check("(item \"Yes\" <(dual > <)> \"d\")");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(t, "(item \"Yes\" <(dual > <)> \"d\")");
    }

    #[test]
    fn escaped_quotes_stay_in_strings() {
        let (t, d) = check(r#"(a "say \"hi\"" b)"#);
        assert!(d.is_empty());
        assert_eq!(t, r#"(a "say \"hi\"" b)"#);
    }

    #[test]
    fn unclosed_paren_says_what_and_where() {
        let (t, d) = check("(game \"X\"\n  (players 2)\n");
        assert_eq!(t, "(game \"X\" (players 2))");
        assert_eq!(d, vec!["t.lud:2:14: expected `)` to close `(game` opened at 1:1, found the end of the text"]);
    }

    #[test]
    fn mismatched_and_stray_closers() {
        let (t, d) = check("(a {b c) d)\n)");
        assert_eq!(t, "(a {b c} d)");
        assert_eq!(
            d,
            vec![
                "t.lud:1:8: expected `}` to close `{` opened at 1:4, found `)`",
                "t.lud:2:1: unexpected `)`: there is no open `(` to close",
            ]
        );
    }

    #[test]
    fn unterminated_string() {
        let (_, d) = check("(game \"X)\n");
        assert_eq!(
            d,
            vec![
                "t.lud:1:7: unterminated string: expected `\"` to close the string opened at 1:7",
                "t.lud:1:10: expected `)` to close `(game` opened at 1:1, found the end of the text",
            ]
        );
    }

    #[test]
    fn stray_colon_and_missing_value() {
        let (t, d) = check("(a : b c:)");
        assert_eq!(t, "(a b c:)");
        assert_eq!(
            d,
            vec![
                "t.lud:1:4: stray `:` at 1:4: expected a name before it (`name:value`)",
                "t.lud:1:8: expected a value after `c:`"
            ]
        );
    }

    #[test]
    fn never_panics_on_junk() {
        for text in [
            "",
            ")",
            "}",
            "(",
            "{",
            "\"",
            ":",
            "(:",
            "((((",
            "a:",
            "<",
            "(<",
            "<<>",
            "é(ü \"ö",
            "// x",
            "a:b:c",
        ] {
            let _ = check(text);
        }
    }
}
