//! JSON text → values that remember where they are (byte range and path), so every later
//! diagnostic points at the line and column of the offending value. serde_json's own `Value`
//! forgets positions; this reader is small and keeps them. Duplicate keys are errors.

use crate::diag::{Diagnostic, FileId, Span};

#[derive(Clone, Debug)]
pub struct Value {
    pub kind: Kind,
    pub span: Span,
    /// JSON path from the root (`interactions.move.conditions[0]`), for messages.
    pub path: String,
}

#[derive(Clone, Debug)]
pub enum Kind {
    Null,
    Bool(bool),
    Number(f64),
    Str(String),
    Array(Vec<Value>),
    /// Members in file order.
    Object(Vec<(String, Span, Value)>),
}

impl Value {
    pub fn type_name(&self) -> &'static str {
        match self.kind {
            Kind::Null => "null",
            Kind::Bool(_) => "a boolean",
            Kind::Number(_) => "a number",
            Kind::Str(_) => "a string",
            Kind::Array(_) => "an array",
            Kind::Object(_) => "an object",
        }
    }

    /// A diagnostic at this value, naming its path.
    pub fn error(&self, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(format!("{} (at `{}`)", message.into(), self.path), Some(self.span))
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        match &self.kind {
            Kind::Object(members) => members.iter().find(|(k, _, _)| k == key).map(|(_, _, v)| v),
            _ => None,
        }
    }
}

/// Deepest nesting of arrays and objects in a JSON document (a spec nests about 6 deep): the
/// reader and every later stage recurse on it, and must not run out of stack.
pub const MAX_JSON_DEPTH: usize = 128;

/// Parses a whole JSON document.
pub fn parse(file: FileId, text: &str) -> Result<Value, Diagnostic> {
    let mut p = Parser { file, text: text.as_bytes(), pos: 0, depth: 0 };
    p.skip_ws();
    let v = p.value(String::new())?;
    p.skip_ws();
    if p.pos < p.text.len() {
        return Err(p.err("unexpected text after the JSON value", "expected the end of the file"));
    }
    Ok(v)
}

struct Parser<'a> {
    file: FileId,
    text: &'a [u8],
    pos: usize,
    /// Arrays and objects open around `pos`.
    depth: usize,
}

impl Parser<'_> {
    fn err(&self, message: &str, label: &str) -> Diagnostic {
        let end = (self.pos + 1).min(self.text.len());
        Diagnostic::error(
            format!("invalid JSON: {message}"),
            Some(Span::new(self.file, self.pos, end)),
        )
        .with_label(label)
    }

    fn skip_ws(&mut self) {
        while self.pos < self.text.len()
            && matches!(self.text[self.pos], b' ' | b'\t' | b'\n' | b'\r')
        {
            self.pos += 1;
        }
    }

    fn value(&mut self, path: String) -> Result<Value, Diagnostic> {
        let start = self.pos;
        let kind = match self.text.get(self.pos) {
            None => {
                return Err(self.err("the file ends where a value was expected", "expected a value"))
            }
            Some(b'{' | b'[') if self.depth >= MAX_JSON_DEPTH => {
                return Err(self.err(
                    &format!("arrays and objects nested more than {MAX_JSON_DEPTH} deep"),
                    "nested too deep",
                ))
            }
            Some(b'{') => {
                self.depth += 1;
                let k = self.object(&path)?;
                self.depth -= 1;
                k
            }
            Some(b'[') => {
                self.depth += 1;
                let k = self.array(&path)?;
                self.depth -= 1;
                k
            }
            Some(b'"') => Kind::Str(self.string()?),
            Some(b't') => self.keyword("true", Kind::Bool(true))?,
            Some(b'f') => self.keyword("false", Kind::Bool(false))?,
            Some(b'n') => self.keyword("null", Kind::Null)?,
            Some(c) if *c == b'-' || c.is_ascii_digit() => self.number()?,
            Some(_) => return Err(self.err("unexpected character", "expected a value")),
        };
        Ok(Value { kind, span: Span::new(self.file, start, self.pos), path })
    }

    fn keyword(&mut self, word: &str, kind: Kind) -> Result<Kind, Diagnostic> {
        if self.text[self.pos..].starts_with(word.as_bytes()) {
            self.pos += word.len();
            Ok(kind)
        } else {
            Err(self.err("unexpected word", "expected a value"))
        }
    }

    fn number(&mut self) -> Result<Kind, Diagnostic> {
        let start = self.pos;
        while self.pos < self.text.len()
            && matches!(self.text[self.pos], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
        {
            self.pos += 1;
        }
        let s = std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("");
        s.parse::<f64>().map(Kind::Number).map_err(|_| {
            self.pos = start;
            self.err("malformed number", "expected a number")
        })
    }

    fn string(&mut self) -> Result<String, Diagnostic> {
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            match self.text.get(self.pos) {
                None | Some(b'\n') => {
                    return Err(self.err("unterminated string", "expected a closing `\"`"))
                }
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => {
                    let c = self.text.get(self.pos + 1).copied();
                    let ch = match c {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'n') => '\n',
                        Some(b't') => '\t',
                        Some(b'r') => '\r',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'u') => {
                            let hex = self
                                .text
                                .get(self.pos + 2..self.pos + 6)
                                .and_then(|h| std::str::from_utf8(h).ok());
                            let ch = hex
                                .and_then(|h| u32::from_str_radix(h, 16).ok())
                                .and_then(char::from_u32);
                            let Some(ch) = ch else {
                                return Err(self.err("bad \\u escape", "expected four hex digits"));
                            };
                            self.pos += 4;
                            ch
                        }
                        _ => {
                            return Err(self.err(
                                "unknown escape",
                                "expected one of \\\" \\\\ \\/ \\n \\t \\r \\b \\f \\u",
                            ))
                        }
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                    self.pos += 2;
                }
                Some(&c) => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
        String::from_utf8(out).map_err(|_| self.err("string is not UTF-8", "expected UTF-8 text"))
    }

    fn array(&mut self, path: &str) -> Result<Kind, Diagnostic> {
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_ws();
        if self.text.get(self.pos) == Some(&b']') {
            self.pos += 1;
            return Ok(Kind::Array(items));
        }
        loop {
            self.skip_ws();
            items.push(self.value(format!("{path}[{}]", items.len()))?);
            self.skip_ws();
            match self.text.get(self.pos) {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Kind::Array(items));
                }
                _ => return Err(self.err("expected `,` or `]` in an array", "expected `,` or `]`")),
            }
        }
    }

    fn object(&mut self, path: &str) -> Result<Kind, Diagnostic> {
        self.pos += 1;
        let mut members: Vec<(String, Span, Value)> = Vec::new();
        self.skip_ws();
        if self.text.get(self.pos) == Some(&b'}') {
            self.pos += 1;
            return Ok(Kind::Object(members));
        }
        loop {
            self.skip_ws();
            if self.text.get(self.pos) != Some(&b'"') {
                return Err(self.err("expected a member name in quotes", "expected `\"name\"`"));
            }
            let key_start = self.pos;
            let key = self.string()?;
            let key_span = Span::new(self.file, key_start, self.pos);
            if members.iter().any(|(k, _, _)| *k == key) {
                return Err(Diagnostic::error(format!("duplicate member `{key}`"), Some(key_span))
                    .with_label("already given in this object"));
            }
            self.skip_ws();
            if self.text.get(self.pos) != Some(&b':') {
                return Err(self.err("expected `:` after a member name", "expected `:`"));
            }
            self.pos += 1;
            self.skip_ws();
            let child = if path.is_empty() { key.clone() } else { format!("{path}.{key}") };
            let v = self.value(child)?;
            members.push((key, key_span, v));
            self.skip_ws();
            match self.text.get(self.pos) {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(Kind::Object(members));
                }
                _ => {
                    return Err(self.err("expected `,` or `}` in an object", "expected `,` or `}`"))
                }
            }
        }
    }
}
