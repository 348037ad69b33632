//! The expression language inside JSON strings: `eq(board[target].owner, state.current_player)`.
//! Grammar: `expr := atom postfix*`, `atom := number | 'string' | name | name(args)`,
//! `postfix := .name | [expr]`. Spans point into the JSON file so diagnostics land on the exact
//! sub-expression.

use crate::diag::{Diagnostic, Span};

#[derive(Clone, Debug)]
pub struct Syn {
    pub kind: SynKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum SynKind {
    Num(i64),
    Str(String),
    Name(String),
    Call(String, Vec<Syn>),
    Field(Box<Syn>, String),
    Index(Box<Syn>, Box<Syn>),
}

/// Deepest nesting of calls and indexing in one expression (chess's deepest is 5): the parser,
/// the type checker, the interpreter and the lowering all recurse on it.
pub const MAX_EXPR_DEPTH: usize = 64;

/// Parses `text`, which starts at `base` in the file (`whole` is used when the JSON string had
/// escapes, so offsets inside it are not file offsets).
pub fn parse(text: &str, base: Span, exact: bool) -> Result<Syn, Diagnostic> {
    let mut p = Parser { text: text.as_bytes(), pos: 0, base, exact, depth: 0 };
    p.ws();
    let e = p.expr()?;
    p.ws();
    if p.pos < p.text.len() {
        return Err(
            p.err("unexpected text after the expression", "expected the end of the expression")
        );
    }
    Ok(e)
}

struct Parser<'a> {
    text: &'a [u8],
    pos: usize,
    base: Span,
    exact: bool,
    /// Expressions open around `pos`.
    depth: usize,
}

impl Parser<'_> {
    fn span(&self, start: usize, end: usize) -> Span {
        if self.exact {
            Span {
                file: self.base.file,
                start: self.base.start + start as u32,
                end: self.base.start + end.max(start + 1) as u32,
            }
        } else {
            self.base
        }
    }

    fn err(&self, message: &str, label: &str) -> Diagnostic {
        Diagnostic::error(
            format!("invalid expression: {message}"),
            Some(self.span(self.pos, self.pos + 1)),
        )
        .with_label(label)
    }

    fn ws(&mut self) {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn expr(&mut self) -> Result<Syn, Diagnostic> {
        if self.depth >= MAX_EXPR_DEPTH {
            return Err(self.err(
                &format!("calls and indexing nested more than {MAX_EXPR_DEPTH} deep"),
                "nested too deep",
            ));
        }
        self.depth += 1;
        let e = self.expr_inner();
        self.depth -= 1;
        e
    }

    fn expr_inner(&mut self) -> Result<Syn, Diagnostic> {
        let start = self.pos;
        let mut e = self.atom()?;
        loop {
            match self.peek() {
                Some(b'.') => {
                    self.pos += 1;
                    let name = self.name().ok_or_else(|| {
                        self.err("expected a name after `.`", "expected an attribute name")
                    })?;
                    e = Syn {
                        kind: SynKind::Field(Box::new(e), name),
                        span: self.span(start, self.pos),
                    };
                }
                Some(b'[') => {
                    self.pos += 1;
                    self.ws();
                    let index = self.expr()?;
                    self.ws();
                    if self.peek() != Some(b']') {
                        return Err(self.err("expected `]`", "expected `]`"));
                    }
                    self.pos += 1;
                    e = Syn {
                        kind: SynKind::Index(Box::new(e), Box::new(index)),
                        span: self.span(start, self.pos),
                    };
                }
                _ => return Ok(e),
            }
        }
    }

    fn name(&mut self) -> Option<String> {
        let start = self.pos;
        while self.pos < self.text.len()
            && (self.text[self.pos].is_ascii_alphanumeric() || self.text[self.pos] == b'_')
        {
            self.pos += 1;
        }
        (self.pos > start && !self.text[start].is_ascii_digit())
            .then(|| String::from_utf8_lossy(&self.text[start..self.pos]).into_owned())
    }

    fn atom(&mut self) -> Result<Syn, Diagnostic> {
        let start = self.pos;
        match self.peek() {
            Some(b'\'') => {
                self.pos += 1;
                while self.peek().is_some_and(|c| c != b'\'') {
                    self.pos += 1;
                }
                if self.peek().is_none() {
                    return Err(self.err("unterminated string", "expected a closing `'`"));
                }
                let s = String::from_utf8_lossy(&self.text[start + 1..self.pos]).into_owned();
                self.pos += 1;
                Ok(Syn { kind: SynKind::Str(s), span: self.span(start, self.pos) })
            }
            Some(c) if c == b'-' || c.is_ascii_digit() => {
                self.pos += 1;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.pos += 1;
                }
                let s = std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("");
                let n = s.parse::<i64>().map_err(|_| {
                    Diagnostic::error(
                        format!("invalid expression: malformed integer `{s}`"),
                        Some(self.span(start, self.pos)),
                    )
                    .with_label("expected an integer")
                })?;
                Ok(Syn { kind: SynKind::Num(n), span: self.span(start, self.pos) })
            }
            _ => {
                let Some(name) = self.name() else {
                    return Err(self
                        .err("expected a name, a number or a 'string'", "expected an expression"));
                };
                let name_end = self.pos;
                self.ws();
                if self.peek() != Some(b'(') {
                    self.pos = name_end;
                    return Ok(Syn { kind: SynKind::Name(name), span: self.span(start, name_end) });
                }
                self.pos += 1;
                let mut args = Vec::new();
                self.ws();
                if self.peek() == Some(b')') {
                    self.pos += 1;
                } else {
                    loop {
                        self.ws();
                        args.push(self.expr()?);
                        self.ws();
                        match self.peek() {
                            Some(b',') => self.pos += 1,
                            Some(b')') => {
                                self.pos += 1;
                                break;
                            }
                            _ => {
                                return Err(self.err(
                                    &format!("expected `,` or `)` in the arguments of `{name}`"),
                                    "expected `,` or `)`",
                                ))
                            }
                        }
                    }
                }
                Ok(Syn { kind: SynKind::Call(name, args), span: self.span(start, self.pos) })
            }
        }
    }
}
