//! The syntax tree of a `.lud` description, every node with the span it came from.
//!
//! Nodes produced by expanding a define keep the spans of the text they were copied from (the
//! define's body, possibly in the define library), so diagnostics always point at real text.

use crate::diag::Span;

/// One node of a description.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// `(head args...)`: a ludeme application. `head` is the first word (e.g. `move`, `board`).
    Call {
        head: String,
        head_span: Span,
        args: Vec<Node>,
        span: Span,
    },
    /// `{ a b c }`: a list (array) argument.
    List {
        items: Vec<Node>,
        span: Span,
    },
    /// `name:value`: a named argument.
    Named {
        name: String,
        value: Box<Node>,
        span: Span,
    },
    /// `"text"` (quotes removed, text as written).
    Str {
        value: String,
        span: Span,
    },
    Int {
        value: i64,
        span: Span,
    },
    Float {
        value: f64,
        span: Span,
    },
    /// `True` / `False`.
    Bool {
        value: bool,
        span: Span,
    },
    /// A bare word: an enum constant such as `Mover`, `P1`, `Orthogonal`, `Diamond`, `Add`.
    Word {
        value: String,
        span: Span,
    },
}

impl Node {
    pub fn span(&self) -> Span {
        match self {
            Node::Call { span, .. }
            | Node::List { span, .. }
            | Node::Named { span, .. }
            | Node::Str { span, .. }
            | Node::Int { span, .. }
            | Node::Float { span, .. }
            | Node::Bool { span, .. }
            | Node::Word { span, .. } => *span,
        }
    }

    /// The head of a call, if this is one.
    pub fn head(&self) -> Option<&str> {
        match self {
            Node::Call { head, .. } => Some(head),
            _ => None,
        }
    }

    /// Short description for messages: `(move ...)`, `{...}`, `"text"`, `3`, `Mover`.
    pub fn describe(&self) -> String {
        match self {
            Node::Call { head, args, .. } => {
                let first = args.first().and_then(|a| match a {
                    Node::Word { value, .. } => Some(value.as_str()),
                    _ => None,
                });
                match first {
                    Some(w) => format!("({head} {w} ...)"),
                    None => format!("({head} ...)"),
                }
            }
            Node::List { .. } => "{...}".to_string(),
            Node::Named { name, value, .. } => format!("{name}:{}", value.describe()),
            Node::Str { value, .. } => format!("{value:?}"),
            Node::Int { value, .. } => value.to_string(),
            Node::Float { value, .. } => value.to_string(),
            Node::Bool { value, .. } => if *value { "True" } else { "False" }.to_string(),
            Node::Word { value, .. } => value.clone(),
        }
    }
}

/// Prints a tree back as `.lud` text, one canonical form (single spaces, no comments), so two
/// trees can be compared as text and a reader can see what an expansion produced.
pub fn to_text(node: &Node) -> String {
    let mut out = String::new();
    write_node(node, &mut out);
    out
}

fn write_node(node: &Node, out: &mut String) {
    match node {
        Node::Call { head, args, .. } => {
            out.push('(');
            out.push_str(head);
            for a in args {
                out.push(' ');
                write_node(a, out);
            }
            out.push(')');
        }
        Node::List { items, .. } => {
            out.push('{');
            for (i, a) in items.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                write_node(a, out);
            }
            out.push('}');
        }
        Node::Named { name, value, .. } => {
            out.push_str(name);
            out.push(':');
            write_node(value, out);
        }
        Node::Str { value, .. } => {
            out.push('"');
            out.push_str(value);
            out.push('"');
        }
        Node::Int { value, .. } => out.push_str(&value.to_string()),
        Node::Float { value, .. } => {
            let mut s = value.to_string();
            if !s.contains('.') && !s.contains('e') {
                s.push_str(".0");
            }
            out.push_str(&s)
        }
        Node::Bool { value, .. } => out.push_str(if *value { "True" } else { "False" }),
        Node::Word { value, .. } => out.push_str(value),
    }
}
