//! Rust identifiers for the kernel's names: sanitised, never keywords, unique in their scope.

use std::collections::HashSet;

use proc_macro2::{Ident, Span};

const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "gen", "macro",
    "override", "priv", "try", "typeof", "unsized", "virtual", "yield", "union",
];

/// Hands out unique identifiers in one scope.
#[derive(Default)]
pub struct Scope {
    taken: HashSet<String>,
}

impl Scope {
    /// A scope where `reserved` names are already taken.
    pub fn with(reserved: &[&str]) -> Scope {
        Scope { taken: reserved.iter().map(|s| s.to_string()).collect() }
    }

    /// A fresh identifier close to `name` (`fallback` when `name` has nothing usable).
    pub fn fresh(&mut self, name: &str, fallback: &str, upper: bool) -> Ident {
        let mut base = sanitize(name, upper);
        if base.is_empty() {
            base = fallback.to_string();
        }
        if KEYWORDS.contains(&base.as_str()) {
            base.push('_');
        }
        let mut candidate = base.clone();
        let mut n = 2;
        while self.taken.contains(&candidate) {
            candidate = format!("{base}_{n}");
            n += 1;
        }
        self.taken.insert(candidate.clone());
        Ident::new(&candidate, Span::call_site())
    }
}

/// `name` as a snake_case (or SCREAMING_SNAKE_CASE) identifier: other characters become `_`.
fn sanitize(name: &str, upper: bool) -> String {
    let mut out = String::new();
    for c in name.chars() {
        let c = if c.is_ascii_alphanumeric() { c } else { '_' };
        if c == '_' && (out.is_empty() || out.ends_with('_')) {
            continue;
        }
        out.push(if upper { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() });
    }
    while out.ends_with('_') {
        out.pop();
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, if upper { 'T' } else { 'v' });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers() {
        let mut s = Scope::with(&["moves"]);
        assert_eq!(s.fresh("moves", "x", false).to_string(), "moves_2");
        assert_eq!(s.fresh("type", "x", false).to_string(), "type_");
        assert_eq!(s.fresh("Site Count", "x", false).to_string(), "site_count");
        assert_eq!(s.fresh("#3", "x", false).to_string(), "v3");
        assert_eq!(s.fresh("", "local", false).to_string(), "local");
        assert_eq!(s.fresh("lines-through", "t", true).to_string(), "LINES_THROUGH");
    }
}
