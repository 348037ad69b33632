//! Diagnostics: every failure the user can cause is one of these, never a panic.
//!
//! A diagnostic points into a [`SourceMap`] by [`Span`] (file, byte range) and is rendered with
//! file:line:column, a snippet and what was expected.

use std::fmt;

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor};

/// A source file's index in its [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct FileId(pub u32);

/// A byte range of one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span { file, start: start as u32, end: end as u32 }
    }

    /// The smallest span covering both (same file assumed; `self`'s file wins).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// The texts diagnostics point into: the user's file first, then define libraries etc.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<(String, String)>,
    /// Per file, the byte offset where each line starts and whether the line is ASCII, so
    /// [`SourceMap::line_col`] costs a binary search instead of a scan of the text: the reader
    /// locates every unclosed bracket, and 100,000 of them made reading quadratic.
    lines: Vec<Vec<(u32, bool)>>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let text = text.into();
        let mut lines = Vec::new();
        let mut start = 0;
        for end in memchr::memchr_iter(b'\n', text.as_bytes()).chain([text.len()]) {
            lines.push((start as u32, text.as_bytes()[start..end].is_ascii()));
            start = end + 1;
        }
        self.lines.push(lines);
        self.files.push((name.into(), text));
        FileId(self.files.len() as u32 - 1)
    }

    pub fn name(&self, id: FileId) -> &str {
        &self.files[id.0 as usize].0
    }

    pub fn text(&self, id: FileId) -> &str {
        &self.files[id.0 as usize].1
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, id: FileId, offset: u32) -> (usize, usize) {
        let text = self.text(id);
        let offset = (offset as usize).min(text.len());
        let offset = floor_char_boundary(text, offset);
        let lines = &self.lines[id.0 as usize];
        // The last line starting at or before the offset.
        let line = lines.partition_point(|&(start, _)| start as usize <= offset).max(1) - 1;
        let (start, ascii) = lines[line];
        let start = start as usize;
        let col = if ascii { offset - start } else { text[start..offset].chars().count() };
        (line + 1, col + 1)
    }

    /// The source text a span covers.
    pub fn slice(&self, span: Span) -> &str {
        let text = self.text(span.file);
        let s = floor_char_boundary(text, span.start as usize);
        let e = floor_char_boundary(text, span.end as usize).max(s);
        &text[s..e]
    }
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// One problem found in a description.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// What went wrong, naming the construct (e.g. "unsupported ludeme `(sites Pending)`").
    pub message: String,
    /// Where; `None` only for problems with no location (e.g. an unreadable file).
    pub span: Option<Span>,
    /// Short text under the snippet: what was expected there.
    pub label: String,
    /// Extra lines: hints, the list of valid choices...
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(message: impl Into<String>, span: Option<Span>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
            label: String::new(),
            notes: Vec::new(),
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// `file:line:col` of the diagnostic, if it has a location.
    pub fn location(&self, sources: &SourceMap) -> Option<String> {
        let span = self.span?;
        let (line, col) = sources.line_col(span.file, span.start);
        Some(format!("{}:{}:{}", sources.name(span.file), line, col))
    }

    /// Renders as text: `error: message`, ` --> file:line:col`, the snippet, the label, notes.
    pub fn render(&self, sources: &SourceMap, color: bool) -> String {
        render_all(std::slice::from_ref(self), sources, color)
    }
}

/// Renders several diagnostics in order, as the CLI prints them.
pub fn render_all(diags: &[Diagnostic], sources: &SourceMap, color: bool) -> String {
    let mut files = SimpleFiles::new();
    for (name, text) in &sources.files {
        files.add(name.clone(), text.clone());
    }
    let mut buf: Vec<u8> = Vec::new();
    let config = term::Config::default();
    for d in diags {
        let mut cs = match d.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
        }
        .with_message(&d.message)
        .with_notes(d.notes.clone());
        if let Some(span) = d.span {
            cs = cs.with_labels(vec![Label::primary(
                span.file.0 as usize,
                span.start as usize..span.end as usize,
            )
            .with_message(&d.label)]);
        }
        if color {
            let mut w = termcolor::Ansi::new(&mut buf);
            let _ = term::emit(&mut w, &config, &files, &cs);
        } else {
            let mut w = termcolor::NoColor::new(&mut buf);
            let _ = term::emit(&mut w, &config, &files, &cs);
        }
    }
    String::from_utf8_lossy(&buf).into_owned()
}

/// A failed compilation: the diagnostics and the sources they point into.
#[derive(Clone, Debug)]
pub struct Failure {
    pub diagnostics: Vec<Diagnostic>,
    pub sources: SourceMap,
    /// Ludemes the description uses that ludemic does not support (yet), by name, e.g.
    /// `"sites Pending"`: what `coverage` ranks by the number of games each blocks.
    pub unsupported: Vec<String>,
}

impl Failure {
    pub fn render(&self, color: bool) -> String {
        render_all(&self.diagnostics, &self.sources, color)
    }

    /// The first error's message, for one-line summaries (coverage tables).
    pub fn headline(&self) -> String {
        self.diagnostics.first().map_or_else(|| "unknown error".to_string(), |d| d.message.clone())
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(false))
    }
}

impl std::error::Error for Failure {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_file_line_column_and_snippet() {
        let mut sm = SourceMap::new();
        let f = sm.add("games/x.lud", "(game \"X\"\n  (players 2)\n  (bogus 3))\n");
        let start = sm.text(f).find("(bogus").unwrap();
        let d = Diagnostic::error("unknown ludeme `bogus`", Some(Span::new(f, start, start + 10)))
            .with_label("expected a rule ludeme");
        assert_eq!(d.location(&sm).as_deref(), Some("games/x.lud:3:3"));
        let text = d.render(&sm, false);
        assert!(text.contains("error: unknown ludeme `bogus`"), "{text}");
        assert!(text.contains("games/x.lud:3:3"), "{text}");
        assert!(text.contains("(bogus 3)"), "{text}");
        assert!(text.contains("expected a rule ludeme"), "{text}");
    }
}
