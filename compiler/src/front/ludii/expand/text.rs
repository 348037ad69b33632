//! Text whose every byte remembers where it came from.
//!
//! Ludii expands its meta-language on text (string splicing), and the corner cases of the corpus
//! depend on that (a `#1` inside a string, a range made of two define results, `((` left by a
//! bracketed define call). So do we, but each byte carries its origin (file, offset): whatever
//! the splicing produces, the reader can still give every node a span into real text.

use crate::diag::{FileId, Span};

/// Where one byte of expanded text came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Loc {
    pub file: u32,
    pub off: u32,
}

impl Loc {
    pub fn span(self) -> Span {
        Span { file: FileId(self.file), start: self.off, end: self.off + 1 }
    }

    /// The span from `first` to `last` (both inclusive), or `first`'s byte if they are not in
    /// order in one file (text spliced from several places).
    pub fn span_to(first: Loc, last: Loc) -> Span {
        if first.file == last.file && last.off >= first.off {
            Span { file: FileId(first.file), start: first.off, end: last.off + 1 }
        } else {
            first.span()
        }
    }
}

/// Bytes (always valid UTF-8: we only cut next to ASCII characters) and their origins.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text {
    pub bytes: Vec<u8>,
    pub locs: Vec<Loc>,
}

impl Text {
    /// A whole source file.
    pub fn from_file(file: FileId, text: &str) -> Text {
        let locs = (0..text.len() as u32).map(|off| Loc { file: file.0, off }).collect();
        Text { bytes: text.as_bytes().to_vec(), locs }
    }

    /// Synthesised text (numbers of a range, separators), all pointing at `at`.
    pub fn synth(s: &str, at: Loc) -> Text {
        Text { bytes: s.as_bytes().to_vec(), locs: vec![at; s.len()] }
    }

    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The text as a string of the same length (any invalid UTF-8, which splicing next to
    /// ASCII characters cannot produce, would become `?`).
    pub fn to_str(&self) -> std::borrow::Cow<'_, str> {
        match std::str::from_utf8(&self.bytes) {
            Ok(s) => s.into(),
            Err(_) => self
                .bytes
                .iter()
                .map(|&b| if b.is_ascii() { b as char } else { '?' })
                .collect::<String>()
                .into(),
        }
    }

    /// Lossy string of a byte range (for names and messages).
    pub fn string(&self, from: usize, to: usize) -> String {
        String::from_utf8_lossy(&self.bytes[from.min(to)..to.min(self.len())]).into_owned()
    }

    pub fn slice(&self, from: usize, to: usize) -> Text {
        let to = to.min(self.len());
        let from = from.min(to);
        Text { bytes: self.bytes[from..to].to_vec(), locs: self.locs[from..to].to_vec() }
    }

    pub fn push_text(&mut self, other: &Text) {
        self.bytes.extend_from_slice(&other.bytes);
        self.locs.extend_from_slice(&other.locs);
    }

    pub fn push_range(&mut self, other: &Text, from: usize, to: usize) {
        self.bytes.extend_from_slice(&other.bytes[from..to]);
        self.locs.extend_from_slice(&other.locs[from..to]);
    }

    pub fn push(&mut self, b: u8, loc: Loc) {
        self.bytes.push(b);
        self.locs.push(loc);
    }

    /// Replaces `from..to` by `with`.
    pub fn splice(&mut self, from: usize, to: usize, with: &Text) {
        self.bytes.splice(from..to, with.bytes.iter().copied());
        self.locs.splice(from..to, with.locs.iter().copied());
    }

    pub fn remove_range(&mut self, from: usize, to: usize) {
        self.bytes.drain(from..to);
        self.locs.drain(from..to);
    }

    /// Origin of byte `i` (or of the last byte, for positions past the end).
    pub fn loc(&self, i: usize) -> Loc {
        self.locs.get(i).or(self.locs.last()).copied().unwrap_or_default()
    }

    pub fn span(&self, from: usize, to: usize) -> Span {
        if to <= from {
            return self.loc(from).span();
        }
        Loc::span_to(self.loc(from), self.loc(to - 1))
    }

    pub fn find(&self, pat: &str, from: usize) -> Option<usize> {
        find(&self.bytes, pat.as_bytes(), from)
    }

    pub fn contains(&self, pat: &str) -> bool {
        self.find(pat, 0).is_some()
    }

    pub fn at(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    /// `trim()`: the range without leading and trailing whitespace.
    pub fn trimmed(&self, from: usize, to: usize) -> (usize, usize) {
        let (mut a, mut b) = (from, to.min(self.len()));
        while a < b && self.bytes[a].is_ascii_whitespace() {
            a += 1;
        }
        while b > a && self.bytes[b - 1].is_ascii_whitespace() {
            b -= 1;
        }
        (a, b)
    }
}

pub fn find(hay: &[u8], pat: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    memchr::memmem::find(&hay[from..], pat).map(|i| i + from)
}

const OPEN: [u8; 4] = [b'(', b'{', b'[', b'<'];
const CLOSE: [u8; 4] = [b')', b'}', b']', b'>'];

pub fn is_open_bracket(b: u8) -> bool {
    OPEN.contains(&b)
}

/// Ludii's `StringRoutines.isTokenChar`.
pub fn is_token_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"_\"-.+*/%=!^~<>&|#".contains(&b)
}

/// Ludii's `StringRoutines.matchingBracketAt`: the index of the bracket closing the one at
/// `from`, skipping strings, not counting `(<` / `(>` (the comparison ludemes).
pub fn matching_bracket(s: &[u8], from: usize, nesting: bool) -> Option<usize> {
    let open = *s.get(from)?;
    let kind = OPEN.iter().position(|&b| b == open)?;
    let (o, c) = (OPEN[kind], CLOSE[kind]);
    let mut depth = 0i32;
    let mut in_string = false;
    let mut i = from;
    while i < s.len() {
        let ch = s[i];
        if ch == b'"' {
            in_string = !in_string;
        }
        if !in_string {
            let prev = if i == 0 { b'?' } else { s[i - 1] };
            if ch == o {
                if prev != b'(' || ch != b'<' {
                    depth += 1;
                }
            } else if ch == c && (prev != b'(' || ch != b'>') {
                if !nesting {
                    break;
                }
                depth -= 1;
            }
        }
        if depth == 0 {
            break;
        }
        i += 1;
    }
    (i < s.len()).then_some(i)
}

/// Ludii's `StringRoutines.matchingQuoteAt`: the closing quote of the string opening at `from`
/// (`\"` is an embedded quote).
pub fn matching_quote(s: &[u8], from: usize) -> Option<usize> {
    let mut i = from + 1;
    while i < s.len() {
        match s[i] {
            b'\\' if i + 1 < s.len() && s[i + 1] == b'"' => i += 1,
            b'"' => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}
