//! The grammar of the supported `.lud` language, derived from the one ludeme table
//! (`front::ludii::ludemes`): every entry's signature is read as a production of its kind, so
//! the language evolution explores is exactly what the front end accepts, and a new ludeme
//! joins evolution by being added to the table.
//!
//! A signature such as `(move Step [(from <site>)] [<dirs>] (to [if:<cond>]) [(then ..)])` is
//! read into a [`Template`]: calls, lists `{..}`, optional parts `[..]`, alternatives `|`
//! (also inside a word: `Win|Loss|Draw`), repetition `...`, named arguments `if:<cond>`, and
//! holes `<x>`. A hole is a nonterminal ([`Sym`]) when its name says what it holds (`<moves>`,
//! `<cond>`, `<int>`, `<site>`, `<region>`...), else the production is left out of generation
//! (or, in an optional part, that part is). `..` (unspecified arguments, as in `(then ..)`)
//! stands for moves.

use crate::front::ludii::ludemes::{Kind, LUDEMES};

/// The nonterminals of the grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sym {
    Moves,
    Bool,
    Int,
    Site,
    Region,
    /// A board graph: `(square <n>)`, `(rectangle ..)`, `(hex ..)`.
    Board,
    /// Terminals chosen from a short list.
    Dirs,
    Who,
    BoolLit,
    PieceName,
    Label,
}

impl Sym {
    /// Whether a subtree of this symbol is a ludeme application that evolution may replace.
    pub fn is_ludeme(self) -> bool {
        matches!(self, Sym::Moves | Sym::Bool | Sym::Int | Sym::Site | Sym::Region | Sym::Board)
    }

    fn of_kind(kind: Kind) -> Option<Sym> {
        Some(match kind {
            Kind::Moves => Sym::Moves,
            Kind::Bool => Sym::Bool,
            Kind::Int => Sym::Int,
            Kind::Site => Sym::Site,
            Kind::Region => Sym::Region,
            Kind::Structure => return None,
        })
    }

    /// What a hole's name holds (`None`: not generated).
    fn of_hole(name: &str) -> Option<Sym> {
        Some(match name {
            "moves" | "effect" => Sym::Moves,
            "cond" => Sym::Bool,
            "int" | "n" | "rows" | "cols" => Sym::Int,
            "site" => Sym::Site,
            "region" => Sym::Region,
            "dirs" | "dir" => Sym::Dirs,
            "who" | "player" => Sym::Who,
            "bool" => Sym::BoolLit,
            "name" => Sym::PieceName,
            "label" => Sym::Label,
            _ => return None,
        })
    }
}

/// One part of a production.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A literal word (`Step`, `Mover`, `True`).
    Word(String),
    Hole(Sym),
    /// `(head items...)`.
    Call(String, Vec<Item>),
    /// `{ items... }`.
    List(Vec<Item>),
    /// `name:item`.
    Named(String, Box<Item>),
    /// A word with a hole inside, `P<n>`: the prefix and the hole (an integer).
    Prefixed(String, Sym),
    Optional(Vec<Item>),
    Alt(Vec<Vec<Item>>),
    /// The previous item, again zero or more times.
    Repeat(Box<Item>),
}

/// One production: a ludeme's signature as a template.
#[derive(Clone, Debug)]
pub struct Production {
    /// The ludeme's name in the table.
    pub ludeme: &'static str,
    pub sym: Sym,
    pub template: Item,
    /// Smallest derivation depth below this production (its required holes' depths + 1).
    pub min_depth: u32,
}

/// Every production, by symbol.
#[derive(Clone, Debug)]
pub struct Grammar {
    pub productions: Vec<Production>,
}

/// Board ludemes of the table (structural entries) that generation uses for `Sym::Board`.
const BOARDS: &[&str] = &["square", "rectangle", "hex"];

impl Grammar {
    /// The grammar of the ludeme table.
    pub fn from_table() -> Grammar {
        let mut productions = Vec::new();
        for l in LUDEMES {
            let sym =
                if BOARDS.contains(&l.name) { Some(Sym::Board) } else { Sym::of_kind(l.kind) };
            let Some(sym) = sym else { continue };
            // Top-level alternatives (`(and { <moves> ... }) | (and <moves> <moves>)`) are
            // productions of their own.
            for form in top_level_forms(l.signature) {
                let Some(template) = parse_signature(form) else { continue };
                if generable(&template) {
                    productions.push(Production {
                        ludeme: l.name,
                        sym,
                        template,
                        min_depth: u32::MAX,
                    });
                }
            }
        }
        // Fixpoint: a production's depth is 1 + the deepest required hole's shallowest depth.
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..productions.len() {
                let d = required_depth(&productions[i].template, &productions);
                if let Some(d) = d.map(|d| d + 1) {
                    if d < productions[i].min_depth {
                        productions[i].min_depth = d;
                        changed = true;
                    }
                }
            }
        }
        productions.retain(|p| p.min_depth != u32::MAX);
        Grammar { productions }
    }

    pub fn of(&self, sym: Sym) -> impl Iterator<Item = &Production> {
        self.productions.iter().filter(move |p| p.sym == sym)
    }

    /// Smallest depth of a derivation of `sym` (terminals: 0).
    pub fn min_depth(&self, sym: Sym) -> u32 {
        if !sym.is_ludeme() || sym == Sym::Int {
            // Integers can always be a literal.
            return 0;
        }
        self.of(sym).map(|p| p.min_depth).min().unwrap_or(u32::MAX)
    }
}

/// Depth needed by the required holes of `item` (`None`: some hole cannot be derived yet).
fn required_depth(item: &Item, ps: &[Production]) -> Option<u32> {
    let sym_depth = |s: Sym| -> Option<u32> {
        if !s.is_ludeme() || s == Sym::Int {
            return Some(0);
        }
        ps.iter().filter(|p| p.sym == s).map(|p| p.min_depth).min().filter(|&d| d != u32::MAX)
    };
    match item {
        Item::Word(_) | Item::Prefixed(..) | Item::Optional(_) | Item::Repeat(_) => Some(0),
        Item::Hole(s) => sym_depth(*s),
        Item::Named(_, i) => required_depth(i, ps),
        Item::Call(_, items) | Item::List(items) => {
            items.iter().map(|i| required_depth(i, ps)).try_fold(0, |a, d| d.map(|d| a.max(d)))
        }
        Item::Alt(branches) => branches
            .iter()
            .filter_map(|b| {
                b.iter().map(|i| required_depth(i, ps)).try_fold(0, |a, d| d.map(|d| a.max(d)))
            })
            .min(),
    }
}

/// False when a required part has a hole generation cannot fill.
pub fn generable(item: &Item) -> bool {
    match item {
        Item::Word(_) | Item::Hole(_) | Item::Prefixed(..) | Item::Optional(_) => true,
        Item::Named(_, i) | Item::Repeat(i) => generable(i),
        Item::Call(_, items) | Item::List(items) => items.iter().all(generable),
        Item::Alt(bs) => bs.iter().any(|b| b.iter().all(generable)),
    }
}

// ---- reading signatures ----

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Open(char),
    Close(char),
    Bar,
    Ellipsis,
    Dots,
    Word(String),
}

fn tokens(sig: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<Tok>| {
        if !word.is_empty() {
            out.push(match word.as_str() {
                "..." => Tok::Ellipsis,
                ".." => Tok::Dots,
                "|" => Tok::Bar,
                _ => Tok::Word(std::mem::take(word)),
            });
            word.clear();
        }
    };
    for c in sig.chars() {
        match c {
            '(' | '{' | '[' => {
                flush(&mut word, &mut out);
                out.push(Tok::Open(c));
            }
            ')' | '}' | ']' => {
                flush(&mut word, &mut out);
                out.push(Tok::Close(c));
            }
            c if c.is_whitespace() => flush(&mut word, &mut out),
            _ => word.push(c),
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The forms of a signature with top-level alternatives, `(a ..) | (b ..)`.
fn top_level_forms(sig: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0i32, 0, Vec::new());
    for (i, c) in sig.char_indices() {
        match c {
            '(' | '{' | '[' => depth += 1,
            ')' | '}' | ']' => depth -= 1,
            '|' if depth == 0 => {
                out.push(sig[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(sig[start..].trim());
    out
}

/// A signature (one form) as a template; `None` when it is not of the expected shape.
pub fn parse_signature(sig: &str) -> Option<Item> {
    let toks = tokens(sig);
    let mut pos = 0;
    let item = group(&toks, &mut pos)?;
    matches!(item, Item::Call(..)).then_some(item)
}

/// A group starting at `toks[*pos]` (an opening bracket).
fn group(toks: &[Tok], pos: &mut usize) -> Option<Item> {
    let Tok::Open(open) = toks.get(*pos)? else { return None };
    let close = match open {
        '(' => ')',
        '{' => '}',
        _ => ']',
    };
    *pos += 1;
    let mut branches: Vec<Vec<Item>> = vec![Vec::new()];
    loop {
        let t = toks.get(*pos)?;
        match t {
            Tok::Close(c) if *c == close => {
                *pos += 1;
                break;
            }
            Tok::Close(_) => return None,
            Tok::Open(_) => {
                let g = group(toks, pos)?;
                branches.last_mut()?.push(g);
            }
            Tok::Bar => {
                *pos += 1;
                branches.push(Vec::new());
            }
            Tok::Ellipsis => {
                *pos += 1;
                let last = branches.last_mut()?;
                let prev = last.pop()?;
                last.push(prev.clone());
                last.push(Item::Repeat(Box::new(prev)));
            }
            Tok::Dots => {
                *pos += 1;
                branches.last_mut()?.push(Item::Hole(Sym::Moves));
            }
            Tok::Word(w) => {
                *pos += 1;
                branches.last_mut()?.push(word(w));
            }
        }
    }
    let items = if branches.len() == 1 { branches.pop()? } else { vec![Item::Alt(branches)] };
    Some(match open {
        '(' => {
            // The head is the first word; alternatives at the top of a call (`(players <n> | {..})`)
            // keep the head in the first branch only, so split it off.
            let mut items = items;
            match items.first() {
                Some(Item::Word(h)) => {
                    let h = h.clone();
                    items.remove(0);
                    Item::Call(h, items)
                }
                Some(Item::Alt(bs)) => match bs.first().and_then(|b| b.first()) {
                    Some(Item::Word(h)) => {
                        let h = h.clone();
                        let mut bs = bs.clone();
                        bs[0].remove(0);
                        Item::Call(h, vec![Item::Alt(bs)])
                    }
                    _ => return None,
                },
                _ => return None,
            }
        }
        '{' => Item::List(items),
        _ => Item::Optional(items),
    })
}

/// One word of a signature: a hole, a named argument, a word with alternatives or a prefix.
fn word(w: &str) -> Item {
    if let Some((name, value)) = w.split_once(':') {
        if !name.is_empty() && !name.contains('<') && !value.is_empty() {
            return Item::Named(name.to_string(), Box::new(word(value)));
        }
    }
    if w.contains('|') {
        return Item::Alt(w.split('|').filter(|p| !p.is_empty()).map(|p| vec![word(p)]).collect());
    }
    if let (Some(open), true) = (w.find('<'), w.ends_with('>')) {
        let name = &w[open + 1..w.len() - 1];
        let hole = Sym::of_hole(name);
        return match (open, hole) {
            (0, Some(s)) => Item::Hole(s),
            (_, Some(s)) => Item::Prefixed(w[..open].to_string(), s),
            // A hole generation cannot fill: only an optional part may contain it.
            _ => Item::Call(String::new(), vec![Item::Alt(Vec::new())]),
        };
    }
    Item::Word(w.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_read_as_templates() {
        let t =
            parse_signature("(move Step [(from <site>)] [<dirs>] (to [if:<cond>]) [(then ..)])")
                .unwrap();
        let Item::Call(head, items) = &t else { panic!("{t:?}") };
        assert_eq!(head, "move");
        assert_eq!(items[0], Item::Word("Step".into()));
        assert_eq!(
            items[1],
            Item::Optional(vec![Item::Call("from".into(), vec![Item::Hole(Sym::Site)])])
        );
        assert_eq!(
            items[3],
            Item::Call(
                "to".into(),
                vec![Item::Optional(vec![Item::Named(
                    "if".into(),
                    Box::new(Item::Hole(Sym::Bool))
                )])]
            )
        );
        let t = parse_signature("(result Mover|Next|P<n>|All Win|Loss|Draw)").unwrap();
        let Item::Call(_, items) = &t else { panic!() };
        assert_eq!(
            items[0],
            Item::Alt(vec![
                vec![Item::Word("Mover".into())],
                vec![Item::Word("Next".into())],
                vec![Item::Prefixed("P".into(), Sym::Int)],
                vec![Item::Word("All".into())]
            ])
        );
        assert_eq!(
            top_level_forms("(or { <moves> ... } [(then ..)]) | (or <moves> <moves>)"),
            ["(or { <moves> ... } [(then ..)])", "(or <moves> <moves>)"]
        );
        let t = parse_signature("(and <cond> ...)").unwrap();
        assert_eq!(
            t,
            Item::Call(
                "and".into(),
                vec![Item::Hole(Sym::Bool), Item::Repeat(Box::new(Item::Hole(Sym::Bool)))]
            )
        );
    }

    #[test]
    fn the_grammar_covers_every_kind_and_can_end_every_derivation() {
        let g = Grammar::from_table();
        for sym in [Sym::Moves, Sym::Bool, Sym::Int, Sym::Site, Sym::Region, Sym::Board] {
            assert!(
                g.of(sym).count() >= 3,
                "{sym:?}: {:?}",
                g.of(sym).map(|p| p.ludeme).collect::<Vec<_>>()
            );
            assert!(g.min_depth(sym) <= 2, "{sym:?}");
        }
        // Most of the table is in the grammar (everything but structure and unfillable holes).
        let typed = LUDEMES.iter().filter(|l| l.kind != Kind::Structure).count();
        assert!(g.productions.len() * 10 >= typed * 8, "{} of {typed}", g.productions.len());
    }
}
