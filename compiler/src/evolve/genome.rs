//! `.lud` genomes: derivation trees of the grammar of the ludeme table ([`super::grammar`]).
//!
//! A genome is the game's syntax tree ([`Node`]), the phenotype printed back by
//! [`ast::to_text`]. Its derivation is recovered by matching the tree against the grammar's
//! templates ([`LudGrammar::slots`]): every subtree that derives from a nonterminal (a moves
//! ludeme, a condition, an integer, a site, a region, a board) is a *slot* with its symbol.
//! Whigham's operators work on slots: subtree mutation replaces one by a fresh random
//! derivation of the same symbol, subtree crossover by a subtree of the same symbol taken from
//! the other parent, so every child is grammatical. Known games (games/, expanded) become
//! genomes as they are, and slots are found in them the same way.
//!
//! The game's skeleton (players, equipment, the places of play, start and end rules) is fixed
//! by [`LudGrammar::random`]; evolution varies what fills it.

use ludemic_runtime::Rng;

use super::grammar::{generable, Grammar, Item, Sym};
use crate::diag::Span;
use crate::front::ludii::ast::{self, Node};

/// A position in a tree: child indices (a call's arguments, a list's items, a named argument's
/// value as index 0).
pub type Path = Vec<usize>;

/// Terminals of the short lists.
const DIRS: &[&str] = &["Orthogonal", "Diagonal", "Adjacent", "Forward", "Forwards", "Backwards"];
const WHO: &[&str] = &["Mover", "Next"];

#[derive(Clone, Debug)]
pub struct LudGrammar {
    pub grammar: Grammar,
    /// Deepest derivation generation makes (slots nested in slots).
    pub max_depth: u32,
    /// Deepest tree crossover may produce (call nesting).
    pub max_nesting: usize,
}

fn sp() -> Span {
    Span::default()
}
fn word(w: &str) -> Node {
    match w {
        "True" => Node::Bool { value: true, span: sp() },
        "False" => Node::Bool { value: false, span: sp() },
        _ => match w.parse::<i64>() {
            Ok(v) => Node::Int { value: v, span: sp() },
            Err(_) => Node::Word { value: w.to_string(), span: sp() },
        },
    }
}
fn call(head: &str, args: Vec<Node>) -> Node {
    Node::Call { head: head.to_string(), head_span: sp(), args, span: sp() }
}
fn list(items: Vec<Node>) -> Node {
    Node::List { items, span: sp() }
}
fn string(s: &str) -> Node {
    Node::Str { value: s.to_string(), span: sp() }
}

fn children(n: &Node) -> Vec<&Node> {
    match n {
        Node::Call { args, .. } => args.iter().collect(),
        Node::List { items, .. } => items.iter().collect(),
        Node::Named { value, .. } => vec![value],
        _ => Vec::new(),
    }
}

fn child_mut(n: &mut Node, i: usize) -> Option<&mut Node> {
    match n {
        Node::Call { args, .. } => args.get_mut(i),
        Node::List { items, .. } => items.get_mut(i),
        Node::Named { value, .. } if i == 0 => Some(value),
        _ => None,
    }
}

pub fn at<'a>(root: &'a Node, path: &[usize]) -> Option<&'a Node> {
    path.iter().try_fold(root, |n, &i| children(n).get(i).copied())
}

fn at_mut<'a>(root: &'a mut Node, path: &[usize]) -> Option<&'a mut Node> {
    path.iter().try_fold(root, |n, &i| child_mut(n, i))
}

/// Call nesting depth.
pub fn nesting(n: &Node) -> usize {
    1 + children(n).iter().map(|c| nesting(c)).max().unwrap_or(0)
}

/// Ludeme applications in a tree (the "rules" a cascading fitness may bound).
pub fn size(n: &Node) -> usize {
    usize::from(matches!(n, Node::Call { .. })) + children(n).iter().map(|c| size(c)).sum::<usize>()
}

/// A slot: a subtree deriving from `sym`, at `depth` slots below the skeleton.
#[derive(Clone, Debug, PartialEq)]
pub struct Slot {
    pub path: Path,
    pub sym: Sym,
    pub depth: u32,
}

impl LudGrammar {
    pub fn new() -> LudGrammar {
        LudGrammar { grammar: Grammar::from_table(), max_depth: 5, max_nesting: 24 }
    }

    // ---- generation ----

    /// A random game: the fixed skeleton, its slots derived at random.
    pub fn random(&self, rng: &mut Rng) -> Node {
        let board = self.derive(Sym::Board, 1, rng);
        let mut pieces = vec![string("Disc"), word("Each")];
        if rng.chance(0.3) {
            pieces.push(self.derive(Sym::Moves, 1, rng));
        }
        let equipment =
            call("equipment", vec![list(vec![call("board", vec![board]), call("piece", pieces)])]);
        let mut rules = Vec::new();
        if rng.chance(0.4) {
            let place = |who: &str, rng: &mut Rng| {
                call("place", vec![string(who), self.derive(Sym::Region, 1, rng)])
            };
            rules.push(call("start", vec![list(vec![place("Disc1", rng), place("Disc2", rng)])]));
        }
        rules.push(call("play", vec![self.derive(Sym::Moves, 1, rng)]));
        let mut ends = Vec::new();
        for result in ["Win", "Loss"] {
            if result == "Win" || rng.chance(0.3) {
                let r = call("result", vec![word("Mover"), word(result)]);
                ends.push(call("if", vec![self.derive(Sym::Bool, 1, rng), r]));
            }
        }
        rules.push(call("end", vec![list(ends)]));
        call(
            "game",
            vec![
                string("Evolved"),
                call("players", vec![word("2")]),
                equipment,
                call("rules", rules),
            ],
        )
    }

    /// A random derivation of `sym` at slot depth `depth`.
    pub fn derive(&self, sym: Sym, depth: u32, rng: &mut Rng) -> Node {
        let left = self.max_depth.saturating_sub(depth);
        match sym {
            Sym::Dirs => word(DIRS[rng.below(DIRS.len())]),
            Sym::Who => word(WHO[rng.below(WHO.len())]),
            Sym::BoolLit => word(if rng.chance(0.5) { "True" } else { "False" }),
            Sym::PieceName => string("Disc"),
            Sym::Label => string("A1"),
            Sym::Int if left == 0 || rng.chance(0.7) => word(&(1 + rng.below(4)).to_string()),
            _ => {
                let mut options: Vec<_> =
                    self.grammar.of(sym).filter(|p| p.min_depth <= left.max(1)).collect();
                if options.is_empty() {
                    options = self.grammar.of(sym).collect();
                }
                let p = options[rng.below(options.len())];
                let board = sym == Sym::Board;
                let mut out = Vec::new();
                self.expand(&p.template, depth, board, rng, &mut out);
                out.pop().expect("a template makes one node")
            }
        }
    }

    /// Whether the required holes of `items` fit in the depth left.
    fn fits(&self, items: &[Item], depth: u32) -> bool {
        let left = self.max_depth.saturating_sub(depth);
        items.iter().all(|i| match i {
            Item::Hole(s) => {
                self.grammar.min_depth(*s) < left.max(1) || !s.is_ludeme() || *s == Sym::Int
            }
            Item::Call(_, is) | Item::List(is) => self.fits(is, depth),
            Item::Named(_, i) => self.fits(std::slice::from_ref(i), depth),
            Item::Alt(bs) => bs.iter().any(|b| self.fits(b, depth)),
            _ => true,
        }) && items.iter().all(generable)
    }

    fn expand(&self, item: &Item, depth: u32, board: bool, rng: &mut Rng, out: &mut Vec<Node>) {
        match item {
            Item::Word(w) => out.push(word(w)),
            Item::Hole(Sym::Int) if board => out.push(word(&(3 + rng.below(6)).to_string())),
            Item::Hole(s) => out.push(self.derive(*s, depth + 1, rng)),
            Item::Prefixed(p, _) => out.push(word(&format!("{p}{}", 1 + rng.below(2)))),
            Item::Call(head, items) => {
                let mut args = Vec::new();
                for i in items {
                    self.expand(i, depth, board, rng, &mut args);
                }
                out.push(call(head, args));
            }
            Item::List(items) => {
                let mut v = Vec::new();
                for i in items {
                    self.expand(i, depth, board, rng, &mut v);
                }
                out.push(list(v));
            }
            Item::Named(name, value) => {
                let mut v = Vec::new();
                self.expand(value, depth, board, rng, &mut v);
                if let Some(value) = v.pop() {
                    out.push(Node::Named {
                        name: name.clone(),
                        value: Box::new(value),
                        span: sp(),
                    });
                }
            }
            Item::Optional(items) => {
                if depth < self.max_depth && self.fits(items, depth + 1) && rng.chance(0.4) {
                    for i in items {
                        self.expand(i, depth, board, rng, out);
                    }
                }
            }
            Item::Alt(branches) => {
                let ok: Vec<_> = branches.iter().filter(|b| self.fits(b, depth)).collect();
                if let Some(b) = rng.choose(&ok) {
                    for i in b.iter() {
                        self.expand(i, depth, board, rng, out);
                    }
                }
            }
            Item::Repeat(item) => {
                if depth < self.max_depth
                    && rng.chance(0.3)
                    && self.fits(std::slice::from_ref(item), depth + 1)
                {
                    self.expand(item, depth, board, rng, out);
                }
            }
        }
    }

    // ---- recovering the derivation ----

    /// Every slot of a game tree, in tree order.
    pub fn slots(&self, game: &Node) -> Vec<Slot> {
        let mut out = Vec::new();
        let Node::Call { head, args, .. } = game else { return out };
        if head != "game" {
            return out;
        }
        for (i, a) in args.iter().enumerate() {
            match a.head() {
                Some("equipment") => self.equipment_slots(a, &[i], &mut out),
                Some("rules") => self.rules_slots(a, &[i], &mut out),
                _ => {}
            }
        }
        out
    }

    fn equipment_slots(&self, eq: &Node, base: &[usize], out: &mut Vec<Slot>) {
        let items = match children(eq).first() {
            Some(Node::List { items, .. }) => {
                items.iter().enumerate().map(|(k, n)| (vec![0, k], n)).collect()
            }
            _ => {
                children(eq).into_iter().enumerate().map(|(k, n)| (vec![k], n)).collect::<Vec<_>>()
            }
        };
        for (rel, item) in items {
            let path: Path = base.iter().copied().chain(rel).collect();
            match item.head() {
                Some("board") => self.slot(item, &path, 0, Sym::Board, 1, out),
                Some("piece") => self.slot(item, &path, 2, Sym::Moves, 1, out),
                _ => {}
            }
        }
    }

    fn rules_slots(&self, rules: &Node, base: &[usize], out: &mut Vec<Slot>) {
        for (i, r) in children(rules).into_iter().enumerate() {
            let path: Path = base.iter().copied().chain([i]).collect();
            match r.head() {
                Some("play") => self.slot(r, &path, 0, Sym::Moves, 1, out),
                Some("start") | Some("end") => {
                    let (is_start, parts) = (r.head() == Some("start"), each(r, &path));
                    for (p, n) in parts {
                        match (is_start, n.head()) {
                            (true, Some("place")) => self.slot(n, &p, 1, Sym::Region, 1, out),
                            (false, Some("if")) => self.slot(n, &p, 0, Sym::Bool, 1, out),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Argument `arg` of `parent` (at `path`) as a slot of `sym`, with the slots inside it.
    fn slot(
        &self,
        parent: &Node,
        path: &[usize],
        arg: usize,
        sym: Sym,
        depth: u32,
        out: &mut Vec<Slot>,
    ) {
        let Some(node) = children(parent).get(arg).copied() else { return };
        let p: Path = path.iter().copied().chain([arg]).collect();
        if let Some(inner) = self.parse(node, sym) {
            out.push(Slot { path: p.clone(), sym, depth });
            for s in inner {
                let mut full = p.clone();
                full.extend(&s.path);
                out.push(Slot { path: full, sym: s.sym, depth: depth + s.depth });
            }
        }
    }

    /// The slots inside `node` if it derives from `sym` (paths relative to `node`).
    pub fn parse(&self, node: &Node, sym: Sym) -> Option<Vec<Slot>> {
        match (sym, node) {
            (Sym::Int, Node::Int { .. }) => return Some(Vec::new()),
            (s, _) if !s.is_ludeme() => return Some(Vec::new()),
            _ => {}
        }
        let Node::Call { head, args, .. } = node else { return None };
        for p in self.grammar.of(sym) {
            let Item::Call(h, items) = &p.template else { continue };
            if h != head {
                continue;
            }
            let mut slots = Vec::new();
            if self.seq(items, args, &[], &mut slots) {
                return Some(slots);
            }
        }
        None
    }

    /// Matches `items` against all of `args` (children of the node at `base`), collecting slots.
    fn seq(&self, items: &[Item], args: &[Node], base: &[usize], slots: &mut Vec<Slot>) -> bool {
        self.seq_from(items, args, 0, base, slots)
    }

    fn seq_from(
        &self,
        items: &[Item],
        args: &[Node],
        at: usize,
        base: &[usize],
        slots: &mut Vec<Slot>,
    ) -> bool {
        let Some((first, rest)) = items.split_first() else { return at == args.len() };
        let mark = slots.len();
        let with = |prefix: &[Item], slots: &mut Vec<Slot>| {
            let combined: Vec<Item> = prefix.iter().cloned().chain(rest.iter().cloned()).collect();
            let ok = self.seq_from(&combined, args, at, base, slots);
            if !ok {
                slots.truncate(mark);
            }
            ok
        };
        match first {
            Item::Optional(inner) => with(inner, slots) || with(&[], slots),
            Item::Alt(branches) => branches.iter().any(|b| with(b, slots)),
            Item::Repeat(inner) => {
                with(&[(**inner).clone(), first.clone()], slots) || with(&[], slots)
            }
            _ => {
                let Some(arg) = args.get(at) else { return false };
                let path: Path = base.iter().copied().chain([at]).collect();
                if self.one(first, arg, &path, slots)
                    && self.seq_from(rest, args, at + 1, base, slots)
                {
                    true
                } else {
                    slots.truncate(mark);
                    false
                }
            }
        }
    }

    /// Matches one item against one node at `path`.
    fn one(&self, item: &Item, node: &Node, path: &[usize], slots: &mut Vec<Slot>) -> bool {
        match (item, node) {
            (Item::Word(w), n) => ast::to_text(n) == *w,
            (Item::Prefixed(p, _), Node::Word { value, .. }) => value.starts_with(p.as_str()),
            (Item::Hole(s), n) => {
                if let Some(inner) = self.parse(n, *s) {
                    if s.is_ludeme() {
                        slots.push(Slot { path: path.to_vec(), sym: *s, depth: 1 });
                        for i in inner {
                            let mut full = path.to_vec();
                            full.extend(&i.path);
                            slots.push(Slot { path: full, sym: i.sym, depth: i.depth + 1 });
                        }
                    }
                    true
                } else {
                    false
                }
            }
            (Item::Call(h, items), Node::Call { head, args, .. }) => {
                h == head && self.seq(items, args, path, slots)
            }
            (Item::List(items), Node::List { items: nodes, .. }) => {
                self.seq(items, nodes, path, slots)
            }
            (Item::Named(name, value), Node::Named { name: n, value: v, .. }) => {
                let p: Path = path.iter().copied().chain([0]).collect();
                name == n && self.one(value, v, &p, slots)
            }
            _ => false,
        }
    }

    // ---- Whigham's operators ----

    /// Subtree mutation: one slot replaced by a fresh derivation of its symbol.
    pub fn mutate(&self, game: &Node, rng: &mut Rng) -> Node {
        let slots = self.slots(game);
        let mut child = game.clone();
        if let Some(s) = rng.choose(&slots) {
            let fresh = self.derive(s.sym, s.depth, rng);
            if let Some(n) = at_mut(&mut child, &s.path) {
                *n = fresh;
            }
        }
        child
    }

    /// Subtree crossover: a slot of `a` replaced by a subtree of the same symbol from `b`
    /// (a mutation of `a` when no slot of `b` fits within the depth limit).
    pub fn crossover(&self, a: &Node, b: &Node, rng: &mut Rng) -> Node {
        let (sa, sb) = (self.slots(a), self.slots(b));
        for _ in 0..8 {
            let Some(x) = rng.choose(&sa) else { break };
            let same: Vec<&Slot> = sb.iter().filter(|s| s.sym == x.sym).collect();
            let Some(y) = rng.choose(&same) else { continue };
            let Some(donor) = at(b, &y.path) else { continue };
            let mut child = a.clone();
            if let Some(n) = at_mut(&mut child, &x.path) {
                *n = donor.clone();
            }
            if nesting(&child) <= self.max_nesting {
                return child;
            }
        }
        self.mutate(a, rng)
    }
}

impl Default for LudGrammar {
    fn default() -> Self {
        LudGrammar::new()
    }
}

/// The parts of `(start ..)` / `(end ..)`: one rule or a list of them, with their paths.
fn each<'a>(n: &'a Node, path: &[usize]) -> Vec<(Path, &'a Node)> {
    match children(n).first() {
        Some(Node::List { items, .. }) => items
            .iter()
            .enumerate()
            .map(|(k, x)| (path.iter().copied().chain([0, k]).collect(), x))
            .collect(),
        Some(x) => vec![(path.iter().copied().chain([0]).collect(), *x)],
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::{expand_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;

    fn game(name: &str) -> Node {
        let path = format!("{}/../games/{name}.lud", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        expand_ludii(&path, &text, &DefineLibrary::default(), &LudiiOptions::default()).unwrap().0
    }

    #[test]
    fn known_games_parse_into_slots() {
        let g = LudGrammar::new();
        let ttt = game("tic-tac-toe");
        let slots = g.slots(&ttt);
        let texts: Vec<(Sym, String)> =
            slots.iter().map(|s| (s.sym, ast::to_text(at(&ttt, &s.path).unwrap()))).collect();
        for expected in [
            (Sym::Board, "(square 3)"),
            (Sym::Moves, "(move Add (to (sites Empty)))"),
            (Sym::Region, "(sites Empty)"),
            (Sym::Bool, "(is Line 3)"),
        ] {
            assert!(
                texts.contains(&(expected.0, expected.1.to_string())),
                "{expected:?} not in {texts:?}"
            );
        }
        for name in ["breakthrough", "connect-four", "hex", "reversi"] {
            let slots = g.slots(&game(name));
            assert!(slots.iter().any(|s| s.sym == Sym::Moves), "{name}: {slots:?}");
            assert!(slots.iter().any(|s| s.sym == Sym::Bool), "{name}: {slots:?}");
        }
    }

    #[test]
    fn operators_keep_children_grammatical() {
        let g = LudGrammar::new();
        let mut rng = Rng::seed_from(3);
        let seeds = [game("tic-tac-toe"), game("breakthrough"), game("connect-four")];
        for i in 0..300 {
            let a = if i % 2 == 0 { g.random(&mut rng) } else { seeds[i % 3].clone() };
            let b = g.random(&mut rng);
            for child in [g.mutate(&a, &mut rng), g.crossover(&a, &b, &mut rng), g.random(&mut rng)]
            {
                // Every slot the skeleton has still parses under its symbol.
                let slots = g.slots(&child);
                let text = ast::to_text(&child);
                assert!(slots.iter().any(|s| s.sym == Sym::Moves), "no play slot in {text}");
                assert!(slots.iter().any(|s| s.sym == Sym::Board), "no board in {text}");
                assert!(nesting(&child) <= g.max_nesting + 2, "{text}");
                // The text reads back as the same tree.
                let mut sources = crate::diag::SourceMap::new();
                let file = sources.add("child.lud", &text);
                let (nodes, errors) = crate::front::ludii::reader::read(&sources, file);
                assert!(errors.is_empty(), "{text}");
                assert_eq!(nodes.iter().map(ast::to_text).collect::<Vec<_>>(), vec![text.clone()]);
            }
        }
    }

    #[test]
    fn generation_is_seeded() {
        let g = LudGrammar::new();
        let a = ast::to_text(&g.random(&mut Rng::seed_from(5)));
        assert_eq!(a, ast::to_text(&g.random(&mut Rng::seed_from(5))));
        assert_ne!(a, ast::to_text(&g.random(&mut Rng::seed_from(6))));
    }
}
