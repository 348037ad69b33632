//! Grammar-guided genetic programming over the derivation trees of any pest grammar.
//!
//! A [`PestGrammar`] reads a `.pest` grammar's text with `pest_meta` (so the grammar a front
//! end parses with is the grammar evolution derives from: they cannot drift apart) and a start
//! rule. Genomes are [`Tree`]s: one node per rule application (silent rules included, they are
//! nonterminals too), holding the terminals and sub-derivations the rule's body produced.
//!
//! - **Random trees** ([`PestGrammar::random`]): every rule's least derivation height is
//!   computed first (a fixpoint), and generation only takes an alternative or another
//!   repetition that still fits the depth bound, so it always terminates.
//! - **Whigham's crossover**: a random node of one parent is replaced by a subtree of the other
//!   parent rooted at the same nonterminal. **Mutation** regrows a random node from its rule.
//! - **Text**: terminals in order; inside non-atomic rules consecutive tokens are separated
//!   by a space (or a newline) when the grammar has implicit `WHITESPACE`, as pest skips it
//!   there; atomic rules (`@`, `$`) concatenate.
//!
//! pest grammars are PEGs, not context-free grammars: ordered choice, greedy repetition and
//! lookahead can reject a text that a naive derivation produces (`"a" | "ab"`, `!keyword`).
//! So every new tree's text is parsed again with this module's own PEG matcher, which follows
//! pest's semantics (implicit whitespace included), and only a text that parses whole is kept;
//! the tree kept is the parse, so seeds read from text and generated trees look alike. The
//! tests check the texts with pest's own interpreter (`pest_vm`) as well.
//!
//! Not supported (a grammar using them is refused by name): the stack (`PUSH`, `POP`, `PEEK`,
//! `DROP`), `#tag`s and Unicode property rules.

use std::collections::HashMap;

use ludemic_runtime::evolution::GenomeSpace;
use ludemic_runtime::Rng;
use pest_meta::ast::{Expr, RuleType};

/// A derivation tree: one application of `rule`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tree {
    pub rule: u32,
    pub children: Vec<Item>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// A terminal: a literal, or one character of a range or class.
    Text(String),
    Node(Tree),
}

impl Tree {
    /// Height in rule nodes (a node without sub-rules has height 1).
    pub fn depth(&self) -> u32 {
        1 + self.nodes_below().map(Tree::depth).max().unwrap_or(0)
    }

    fn nodes_below(&self) -> impl Iterator<Item = &Tree> {
        self.children.iter().filter_map(|c| match c {
            Item::Node(t) => Some(t),
            Item::Text(_) => None,
        })
    }

    /// Every node with its path (child indices from the root) and depth (root: 0).
    fn walk<'a>(
        &'a self,
        path: &mut Vec<usize>,
        depth: u32,
        out: &mut Vec<(Vec<usize>, &'a Tree, u32)>,
    ) {
        out.push((path.clone(), self, depth));
        for (i, c) in self.children.iter().enumerate() {
            if let Item::Node(t) = c {
                path.push(i);
                t.walk(path, depth + 1, out);
                path.pop();
            }
        }
    }

    fn nodes(&self) -> Vec<(Vec<usize>, &Tree, u32)> {
        let mut out = Vec::new();
        self.walk(&mut Vec::new(), 0, &mut out);
        out
    }

    fn at_mut(&mut self, path: &[usize]) -> &mut Tree {
        match path.split_first() {
            None => self,
            Some((&i, rest)) => match &mut self.children[i] {
                Item::Node(t) => t.at_mut(rest),
                Item::Text(_) => unreachable!("paths lead through nodes"),
            },
        }
    }

    /// Nodes of rule `rule` in the tree.
    pub fn count(&self, rule: u32) -> usize {
        usize::from(self.rule == rule) + self.nodes_below().map(|t| t.count(rule)).sum::<usize>()
    }
}

/// The matcher's and generator's form of a rule body.
#[derive(Clone, Debug)]
enum Ex {
    Str(String),
    Insens(String),
    /// Characters of any of these ranges (`'a'..'z'`, the ASCII classes, `ANY`).
    Chars(Vec<(char, char)>),
    Rule(u32),
    Soi,
    Eoi,
    Seq(Vec<Ex>),
    Choice(Vec<Ex>),
    Rep {
        e: Box<Ex>,
        min: u32,
        max: Option<u32>,
    },
    /// Lookahead: `&e` (true) or `!e` (false). Matches nothing; generates nothing.
    Look(Box<Ex>, bool),
}

#[derive(Clone, Debug)]
struct Rule {
    name: String,
    ty: RuleType,
    body: Ex,
}

/// How random trees grow.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GrowConfig {
    /// Most rule nodes on a path from the root (a rule that cannot finish within the bound is
    /// never started).
    pub max_depth: u32,
    /// Chance of one more repetition of `e*`, `e+`, `e?` each time.
    pub repeat: f64,
    /// Most repetitions beyond a repetition's minimum (`e*` is unbounded in the grammar).
    pub max_extra: u32,
    /// Attempts at a valid tree before an operator gives up (and returns its parent).
    pub attempts: u32,
}

impl Default for GrowConfig {
    fn default() -> Self {
        GrowConfig { max_depth: 12, repeat: 0.5, max_extra: 4, attempts: 50 }
    }
}

/// A pest grammar as a genome space.
#[derive(Clone, Debug)]
pub struct PestGrammar {
    rules: Vec<Rule>,
    by_name: HashMap<String, u32>,
    start: u32,
    /// Least height of a derivation of each rule (`u32::MAX`: none terminates).
    height: Vec<u32>,
    whitespace: Option<u32>,
    comment: Option<u32>,
    /// What separates tokens in non-atomic rules.
    separator: &'static str,
    /// WHITESPACE accepts a newline (which ends a rule that reads to the end of its line).
    newline_separates: bool,
    pub grow: GrowConfig,
}

const CLASSES: &[(&str, &[(char, char)])] = &[
    ("ASCII_DIGIT", &[('0', '9')]),
    ("ASCII_NONZERO_DIGIT", &[('1', '9')]),
    ("ASCII_BIN_DIGIT", &[('0', '1')]),
    ("ASCII_OCT_DIGIT", &[('0', '7')]),
    ("ASCII_HEX_DIGIT", &[('0', '9'), ('a', 'f'), ('A', 'F')]),
    ("ASCII_ALPHA_LOWER", &[('a', 'z')]),
    ("ASCII_ALPHA_UPPER", &[('A', 'Z')]),
    ("ASCII_ALPHA", &[('a', 'z'), ('A', 'Z')]),
    ("ASCII_ALPHANUMERIC", &[('a', 'z'), ('A', 'Z'), ('0', '9')]),
    ("ASCII", &[('\0', '\x7f')]),
    ("ANY", &[('\0', char::MAX)]),
];

impl PestGrammar {
    /// Reads `grammar` (pest syntax) with `start` as the rule of a whole text. Errors name the
    /// problem: pest's own diagnostics, an unknown start rule, an unsupported construct, a rule
    /// with no finite derivation, or a grammar whose least derivation does not parse.
    pub fn new(grammar: &str, start: &str) -> Result<PestGrammar, String> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, grammar)
            .map_err(|e| format!("the grammar does not parse:\n{e}"))?;
        fn invalid<E: std::fmt::Display>(errors: Vec<E>) -> String {
            let all: Vec<String> = errors.iter().map(ToString::to_string).collect();
            format!("the grammar is not valid:\n{}", all.join("\n"))
        }
        // Undefined rules and misused built-ins first, then left recursion and the rest.
        pest_meta::validator::validate_pairs(pairs.clone()).map_err(invalid)?;
        let ast = pest_meta::parser::consume_rules(pairs).map_err(invalid)?;
        let by_name: HashMap<String, u32> =
            ast.iter().enumerate().map(|(i, r)| (r.name.clone(), i as u32)).collect();
        let mut rules = Vec::with_capacity(ast.len());
        for r in &ast {
            let body = convert(&r.expr, &by_name).map_err(|e| format!("rule `{}`: {e}", r.name))?;
            rules.push(Rule { name: r.name.clone(), ty: r.ty, body });
        }
        let start_id = *by_name
            .get(start)
            .ok_or_else(|| format!("the grammar has no rule `{start}` to start from"))?;
        let mut g = PestGrammar {
            whitespace: by_name.get("WHITESPACE").copied(),
            comment: by_name.get("COMMENT").copied(),
            rules,
            by_name,
            start: start_id,
            height: Vec::new(),
            separator: "",
            newline_separates: false,
            grow: GrowConfig::default(),
        };
        g.height = g.heights();
        if let Some(r) =
            g.reachable(start_id).into_iter().find(|&r| g.height[r as usize] == u32::MAX)
        {
            return Err(format!("rule `{}` has no finite derivation", g.rules[r as usize].name));
        }
        if let Some(ws) = g.whitespace {
            // The first of these that the grammar's WHITESPACE accepts separates tokens.
            g.separator = [" ", "\n", "\t"]
                .into_iter()
                .find(|s| g.matches_whole(ws, s))
                .ok_or("WHITESPACE accepts none of a space, a newline or a tab")?;
            g.newline_separates = g.matches_whole(ws, "\n");
        }
        let least = g.least();
        let text = g.text(&least);
        if g.parse(&text).is_err() {
            return Err(format!(
                "the grammar's least derivation `{text}` does not parse as `{start}` (ordered choice or lookahead rejects it)"
            ));
        }
        Ok(g)
    }

    pub fn rule_id(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).copied()
    }

    pub fn rule_name(&self, id: u32) -> &str {
        &self.rules[id as usize].name
    }

    fn reachable(&self, from: u32) -> Vec<u32> {
        fn refs(e: &Ex, out: &mut Vec<u32>) {
            match e {
                Ex::Rule(r) => out.push(*r),
                Ex::Seq(v) | Ex::Choice(v) => v.iter().for_each(|e| refs(e, out)),
                Ex::Rep { e, .. } | Ex::Look(e, _) => refs(e, out),
                _ => {}
            }
        }
        let mut seen = vec![false; self.rules.len()];
        let mut todo = vec![from];
        let mut out = Vec::new();
        while let Some(r) = todo.pop() {
            if std::mem::replace(&mut seen[r as usize], true) {
                continue;
            }
            out.push(r);
            refs(&self.rules[r as usize].body, &mut todo);
        }
        out
    }

    /// Least derivation height of each rule: a fixpoint from "none".
    fn heights(&self) -> Vec<u32> {
        let mut h = vec![u32::MAX; self.rules.len()];
        loop {
            let mut changed = false;
            for (i, r) in self.rules.iter().enumerate() {
                let c = cost(&r.body, &h);
                if c < h[i] {
                    h[i] = c;
                    changed = true;
                }
            }
            if !changed {
                return h;
            }
        }
    }

    fn atomic_inside(&self, rule: u32, atomic: bool) -> bool {
        match self.rules[rule as usize].ty {
            RuleType::Atomic | RuleType::CompoundAtomic => true,
            RuleType::NonAtomic => false,
            _ => atomic,
        }
    }

    // ---- Text ----

    /// The tree's text.
    pub fn text(&self, t: &Tree) -> String {
        let mut out = String::new();
        self.write(t, false, &mut out);
        out
    }

    /// Writes `t`'s text; returns whether it ends with a rule that reads to the end of its
    /// line (`!"\n" ~ ANY`, a title or a line comment), after which the next token must start
    /// a new line or it would be read as part of that line.
    fn write(&self, t: &Tree, atomic: bool, out: &mut String) -> bool {
        let atomic = self.atomic_inside(t.rule, atomic);
        let mut ends_line = false;
        for c in &t.children {
            let (piece, piece_ends_line) = match c {
                Item::Text(s) => (s.clone(), false),
                Item::Node(n) => {
                    let mut s = String::new();
                    let nested = self.write(n, atomic, &mut s);
                    (s, nested || reads_to_line_end(&self.rules[n.rule as usize].body))
                }
            };
            if piece.is_empty() {
                continue;
            }
            if ends_line && self.newline_separates {
                out.push('\n');
            } else if !atomic && !out.is_empty() && !out.ends_with(self.separator) {
                out.push_str(self.separator);
            }
            out.push_str(&piece);
            ends_line = piece_ends_line;
        }
        ends_line
    }

    // ---- Parsing (pest's PEG semantics) ----

    /// The derivation tree of `text` as a whole, or where and why it does not parse.
    pub fn parse(&self, text: &str) -> Result<Tree, String> {
        let mut p = Parser { g: self, text, furthest: 0, depth: 0 };
        let mut items = Vec::new();
        match p.rule(self.start, 0, false, &mut items) {
            Some(end) if end == text.len() => match items.pop() {
                Some(Item::Node(t)) => Ok(t),
                _ => unreachable!("a rule yields one node"),
            },
            other => {
                let at = other.map_or(p.furthest, |e| e.max(p.furthest));
                let line = text[..at].matches('\n').count() + 1;
                let column = text[..at].rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                let rest: String = text[at..].chars().take(20).collect();
                Err(format!(
                    "not a `{}` text: stops at line {line}, column {column} (before `{rest}`)",
                    self.rule_name(self.start)
                ))
            }
        }
    }

    fn matches_whole(&self, rule: u32, text: &str) -> bool {
        let mut p = Parser { g: self, text, furthest: 0, depth: 0 };
        p.rule(rule, 0, true, &mut Vec::new()) == Some(text.len())
    }

    // ---- Growing ----

    /// The least derivation: every choice its cheapest alternative, every repetition its
    /// minimum.
    fn least(&self) -> Tree {
        let mut out = Vec::new();
        self.grow_expr(&Ex::Rule(self.start), u32::MAX, None, &mut out);
        match out.pop() {
            Some(Item::Node(t)) => t,
            _ => unreachable!("a rule yields one node"),
        }
    }

    /// A random derivation of `rule` within `budget` rule levels (the least one when `rng` is
    /// `None`).
    fn grow_rule(&self, rule: u32, budget: u32, rng: &mut Rng) -> Tree {
        let mut out = Vec::new();
        self.grow_expr(&Ex::Rule(rule), budget, Some(rng), &mut out);
        match out.pop() {
            Some(Item::Node(t)) => t,
            _ => unreachable!("a rule yields one node"),
        }
    }

    fn grow_expr(&self, e: &Ex, budget: u32, mut rng: Option<&mut Rng>, out: &mut Vec<Item>) {
        match e {
            Ex::Str(s) | Ex::Insens(s) => out.push(Item::Text(s.clone())),
            Ex::Chars(ranges) => {
                let c = match rng {
                    Some(rng) => random_char(ranges, rng),
                    None => printable_start(ranges),
                };
                out.push(Item::Text(c.to_string()));
            }
            Ex::Soi | Ex::Eoi | Ex::Look(..) => {}
            Ex::Rule(r) => {
                let mut children = Vec::new();
                self.grow_expr(
                    &self.rules[*r as usize].body,
                    budget.saturating_sub(1),
                    rng,
                    &mut children,
                );
                out.push(Item::Node(Tree { rule: *r, children }));
            }
            Ex::Seq(v) => {
                for e in v {
                    self.grow_expr(e, budget, rng.as_deref_mut(), out);
                }
            }
            Ex::Choice(v) => {
                let fits: Vec<&Ex> = v.iter().filter(|e| cost(e, &self.height) <= budget).collect();
                let pick = match (rng.as_deref_mut(), fits.is_empty()) {
                    (Some(rng), false) => fits[rng.below(fits.len())],
                    // The cheapest (also when nothing fits: a seed deeper than the bound).
                    _ => v
                        .iter()
                        .min_by_key(|e| cost(e, &self.height))
                        .expect("a choice has alternatives"),
                };
                self.grow_expr(pick, budget, rng, out);
            }
            Ex::Rep { e, min, max } => {
                let mut n = *min;
                if let Some(rng) = rng.as_deref_mut() {
                    let room =
                        max.map_or(self.grow.max_extra, |m| (m - min).min(self.grow.max_extra));
                    if cost(e, &self.height) <= budget {
                        let mut extra = 0;
                        while extra < room && rng.chance(self.grow.repeat) {
                            extra += 1;
                        }
                        n += extra;
                    }
                }
                for _ in 0..n {
                    self.grow_expr(e, budget, rng.as_deref_mut(), out);
                }
            }
        }
    }

    /// Parses `t`'s text again: the canonical tree if it is a whole valid text.
    fn validate(&self, t: &Tree) -> Option<Tree> {
        self.parse(&self.text(t)).ok()
    }

    /// A random valid tree within the depth bound (the least derivation if no attempt parses,
    /// which [`PestGrammar::new`] checked does).
    pub fn random(&self, rng: &mut Rng) -> Tree {
        for _ in 0..self.grow.attempts {
            let t = self.grow_rule(self.start, self.grow.max_depth, rng);
            if let Some(valid) = self.validate(&t) {
                return valid;
            }
        }
        self.parse(&self.text(&self.least())).expect("checked when the grammar was read")
    }

    /// Subtree mutation: a random node (not the root, when there are others) regrown from its
    /// rule within what is left of the depth bound.
    pub fn mutate(&self, t: &Tree, rng: &mut Rng) -> Tree {
        let nodes = t.nodes();
        let candidates: Vec<_> = if nodes.len() > 1 { nodes[1..].to_vec() } else { nodes };
        for _ in 0..self.grow.attempts {
            let (path, node, depth) = &candidates[rng.below(candidates.len())];
            let least = 1 + self.height[node.rule as usize];
            let budget = self.grow.max_depth.saturating_sub(*depth).max(least);
            let fresh = self.grow_rule(node.rule, budget, rng);
            let mut child = t.clone();
            *child.at_mut(path) = fresh;
            if let Some(valid) = self.validate(&child) {
                return valid;
            }
        }
        t.clone()
    }

    /// Whigham's crossover: a random node of `a` replaced by a random subtree of `b` rooted at
    /// the same nonterminal, keeping the child within the depth bound (or within `a`'s depth,
    /// for seeds deeper than it).
    pub fn crossover(&self, a: &Tree, b: &Tree, rng: &mut Rng) -> Tree {
        let in_a = a.nodes();
        let in_b = b.nodes();
        let limit = self.grow.max_depth.max(a.depth());
        for _ in 0..self.grow.attempts {
            let (path, node, depth) = &in_a[rng.below(in_a.len())];
            let same: Vec<&Tree> =
                in_b.iter().filter(|(_, n, _)| n.rule == node.rule).map(|(_, n, _)| *n).collect();
            if same.is_empty() {
                continue;
            }
            let donor = same[rng.below(same.len())];
            if depth + donor.depth() > limit {
                continue;
            }
            let mut child = a.clone();
            *child.at_mut(path) = donor.clone();
            if let Some(valid) = self.validate(&child) {
                return valid;
            }
        }
        a.clone()
    }
}

impl GenomeSpace for PestGrammar {
    type Genome = Tree;
    fn random(&self, rng: &mut Rng) -> Tree {
        PestGrammar::random(self, rng)
    }
    fn mutate(&self, g: &Tree, rng: &mut Rng) -> Tree {
        PestGrammar::mutate(self, g, rng)
    }
    fn crossover(&self, a: &Tree, b: &Tree, rng: &mut Rng) -> Tree {
        PestGrammar::crossover(self, a, b, rng)
    }
    fn text(&self, g: &Tree) -> String {
        PestGrammar::text(self, g)
    }
}

/// The expression reads up to a newline (`!"\n"` inside): a title or a line comment.
fn reads_to_line_end(e: &Ex) -> bool {
    match e {
        Ex::Look(inner, false) => matches!(&**inner, Ex::Str(s) if s == "\n"),
        Ex::Seq(v) | Ex::Choice(v) => v.iter().any(reads_to_line_end),
        Ex::Rep { e, .. } => reads_to_line_end(e),
        _ => false,
    }
}

/// Least derivation height of an expression, given the rules' (`u32::MAX`: none yet).
fn cost(e: &Ex, h: &[u32]) -> u32 {
    match e {
        Ex::Str(_) | Ex::Insens(_) | Ex::Chars(_) | Ex::Soi | Ex::Eoi | Ex::Look(..) => 0,
        Ex::Rule(r) => h[*r as usize].saturating_add(1),
        Ex::Seq(v) => v.iter().map(|e| cost(e, h)).max().unwrap_or(0),
        Ex::Choice(v) => v.iter().map(|e| cost(e, h)).min().unwrap_or(u32::MAX),
        Ex::Rep { e, min, .. } => {
            if *min == 0 {
                0
            } else {
                cost(e, h)
            }
        }
    }
}

fn random_char(ranges: &[(char, char)], rng: &mut Rng) -> char {
    // Generated texts stay printable: ANY and ASCII draw from the printable ASCII letters.
    let printable: Vec<(char, char)> = ranges
        .iter()
        .filter_map(|&(a, b)| {
            let (a, b) = (a.max(' '), b.min('~'));
            (a <= b).then_some((a, b))
        })
        .collect();
    let pool = if printable.is_empty() { ranges } else { &printable };
    let (a, b) = pool[rng.below(pool.len())];
    let span = b as u32 - a as u32 + 1;
    char::from_u32(a as u32 + rng.below(span as usize) as u32).unwrap_or(a)
}

fn printable_start(ranges: &[(char, char)]) -> char {
    ranges.iter().find_map(|&(a, b)| (a.max('!') <= b).then(|| a.max('!'))).unwrap_or(ranges[0].0)
}

fn single_char(s: &str) -> Result<char, String> {
    let mut it = s.chars();
    match (it.next(), it.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(format!("range bound `{s}` is not one character")),
    }
}

/// pest's AST into [`Ex`], refusing what this engine cannot grow.
#[allow(unreachable_patterns)] // pest_meta's `grammar-extras` adds variants.
fn convert(e: &Expr, rules: &HashMap<String, u32>) -> Result<Ex, String> {
    let rep = |e: &Expr, min: u32, max: Option<u32>| -> Result<Ex, String> {
        Ok(Ex::Rep { e: Box::new(convert(e, rules)?), min, max })
    };
    Ok(match e {
        Expr::Str(s) => Ex::Str(s.clone()),
        Expr::Insens(s) => Ex::Insens(s.clone()),
        Expr::Range(a, b) => Ex::Chars(vec![(single_char(a)?, single_char(b)?)]),
        Expr::Ident(name) => match (rules.get(name), name.as_str()) {
            (Some(&r), _) => Ex::Rule(r),
            (None, "SOI") => Ex::Soi,
            (None, "EOI") => Ex::Eoi,
            (None, "NEWLINE") => Ex::Str("\n".into()),
            (None, builtin) => match CLASSES.iter().find(|(n, _)| *n == builtin) {
                Some((_, ranges)) => Ex::Chars(ranges.to_vec()),
                None => return Err(format!("`{builtin}` is not supported by grammar-guided GP")),
            },
        },
        Expr::Seq(a, b) => {
            let mut v = Vec::new();
            for part in [a, b] {
                match convert(part, rules)? {
                    Ex::Seq(inner) => v.extend(inner),
                    other => v.push(other),
                }
            }
            Ex::Seq(v)
        }
        Expr::Choice(a, b) => {
            let mut v = Vec::new();
            for part in [a, b] {
                match convert(part, rules)? {
                    Ex::Choice(inner) => v.extend(inner),
                    other => v.push(other),
                }
            }
            Ex::Choice(v)
        }
        Expr::Opt(e) => rep(e, 0, Some(1))?,
        Expr::Rep(e) => rep(e, 0, None)?,
        Expr::RepOnce(e) => rep(e, 1, None)?,
        Expr::RepExact(e, n) => rep(e, *n, Some(*n))?,
        Expr::RepMin(e, n) => rep(e, *n, None)?,
        Expr::RepMax(e, n) => rep(e, 0, Some(*n))?,
        Expr::RepMinMax(e, a, b) => rep(e, *a, Some(*b))?,
        Expr::PosPred(e) => Ex::Look(Box::new(convert(e, rules)?), true),
        Expr::NegPred(e) => Ex::Look(Box::new(convert(e, rules)?), false),
        Expr::Skip(_) => {
            return Err("`(!a ~ ANY)*`-style skips are not supported by grammar-guided GP".into())
        }
        Expr::Push(_) | Expr::PeekSlice(..) => {
            return Err("the stack (PUSH, PEEK, POP) is not supported by grammar-guided GP".into())
        }
        _ => return Err("tags and pushed literals are not supported by grammar-guided GP".into()),
    })
}

/// A backtracking PEG matcher with pest's semantics that records the derivation.
struct Parser<'g, 't> {
    g: &'g PestGrammar,
    text: &'t str,
    /// Furthest position any terminal reached, for error messages.
    furthest: usize,
    /// Rule nesting, bounded so a hostile text cannot overflow the stack.
    depth: u32,
}

const MAX_PARSE_DEPTH: u32 = 2000;

impl Parser<'_, '_> {
    /// Implicit whitespace and comments between tokens of non-atomic rules.
    fn skip(&mut self, mut pos: usize) -> usize {
        loop {
            let before = pos;
            for r in [self.g.whitespace, self.g.comment].into_iter().flatten() {
                if let Some(end) = self.rule(r, pos, true, &mut Vec::new()) {
                    if end > pos {
                        pos = end;
                    }
                }
            }
            if pos == before {
                return pos;
            }
        }
    }

    fn rule(&mut self, r: u32, pos: usize, atomic: bool, out: &mut Vec<Item>) -> Option<usize> {
        if self.depth >= MAX_PARSE_DEPTH {
            return None;
        }
        self.depth += 1;
        let atomic = self.g.atomic_inside(r, atomic);
        let mut children = Vec::new();
        let end = self.expr(&self.g.rules[r as usize].body, pos, atomic, &mut children);
        self.depth -= 1;
        let end = end?;
        out.push(Item::Node(Tree { rule: r, children }));
        Some(end)
    }

    fn expr(&mut self, e: &Ex, pos: usize, atomic: bool, out: &mut Vec<Item>) -> Option<usize> {
        let rest = &self.text[pos..];
        let end = match e {
            Ex::Str(s) => rest.starts_with(s.as_str()).then(|| {
                out.push(Item::Text(s.clone()));
                pos + s.len()
            }),
            Ex::Insens(s) => {
                let n = s.len();
                (rest.len() >= n && rest.is_char_boundary(n) && rest[..n].eq_ignore_ascii_case(s))
                    .then(|| {
                        out.push(Item::Text(rest[..n].to_string()));
                        pos + n
                    })
            }
            Ex::Chars(ranges) => rest
                .chars()
                .next()
                .filter(|c| ranges.iter().any(|&(a, b)| (a..=b).contains(c)))
                .map(|c| {
                    out.push(Item::Text(c.to_string()));
                    pos + c.len_utf8()
                }),
            Ex::Soi => (pos == 0).then_some(pos),
            Ex::Eoi => (pos == self.text.len()).then_some(pos),
            Ex::Rule(r) => self.rule(*r, pos, atomic, out),
            Ex::Look(e, positive) => {
                let hit = self.expr(e, pos, atomic, &mut Vec::new()).is_some();
                (hit == *positive).then_some(pos)
            }
            Ex::Seq(v) => {
                let mark = out.len();
                let mut at = pos;
                for (i, e) in v.iter().enumerate() {
                    if i > 0 && !atomic {
                        at = self.skip(at);
                    }
                    match self.expr(e, at, atomic, out) {
                        Some(next) => at = next,
                        None => {
                            out.truncate(mark);
                            return None;
                        }
                    }
                }
                Some(at)
            }
            Ex::Choice(v) => v.iter().find_map(|e| self.expr(e, pos, atomic, out)),
            Ex::Rep { e, min, max } => {
                let mark = out.len();
                let (mut at, mut n) = (pos, 0u32);
                loop {
                    if max.is_some_and(|m| n >= m) {
                        break;
                    }
                    let from = if n > 0 && !atomic { self.skip(at) } else { at };
                    let before = out.len();
                    match self.expr(e, from, atomic, out) {
                        // A repetition that consumes nothing would repeat for ever (pest stops).
                        Some(next) if next > at || (next == from && from > at) => {
                            at = next;
                            n += 1;
                        }
                        Some(next) if next == at && n < *min => {
                            n += 1;
                        }
                        Some(_) => {
                            out.truncate(before);
                            break;
                        }
                        None => break,
                    }
                }
                if n < *min {
                    out.truncate(mark);
                    None
                } else {
                    Some(at)
                }
            }
        };
        if let Some(end) = end {
            self.furthest = self.furthest.max(end);
        }
        end
    }
}

#[cfg(test)]
mod tests;
