//! Deduction puzzles: `(play (satisfy ..))` games (see `game_ir::puzzle`). Every constraint is
//! resolved here to constant groups of sites, as Ludii's constraint classes walk them.

use super::*;
use crate::game_ir::board::SiteType;
use crate::game_ir::puzzle::{Constraint, Puzzle};

/// Whether `(rules ..)` plays a deduction puzzle: its play is `(satisfy ..)`.
pub(super) fn is_puzzle(rules: &Node) -> bool {
    let Node::Call { args, .. } = rules else { return false };
    args.iter().any(|r| match r {
        Node::Call { head, args, .. } if head == "play" => {
            args.first().and_then(Node::head) == Some("satisfy")
        }
        _ => false,
    })
}

/// One `(regions ..)` of the equipment, as Ludii's constraints see it (Regions.java).
struct PuzzleRegion {
    name: String,
    /// Groups of the static region types (`Columns`, `Rows`, `SubGrids`...), by type.
    statics: Vec<(String, Vec<Vec<usize>>)>,
    /// The sites or region functions: a group each.
    groups: Vec<Vec<usize>>,
}

/// `(hints { (hint <sites> [<value>]) .. })`: Ludii's `cellsWithHints` and their hints.
#[derive(Default)]
struct Hints {
    regions: Vec<Vec<usize>>,
    values: Vec<Option<i64>>,
}

impl Lowerer {
    /// The puzzle of a game whose play is `(satisfy ..)`: its equipment's board, regions and
    /// hints, and its rules (`start`, `play`, `end`).
    pub(super) fn puzzle(&mut self, equipment: &Node, rules: &Node) -> R<Puzzle> {
        let (_, mut ea) = self.split(equipment, "(equipment ...)")?;
        let items: Vec<&Node> = one_or_list(ea.positional());
        let board_node = items.iter().copied().find(|i| i.head() == Some("board"));
        let Some(board_node) = board_node else {
            return self.error(
                equipment.span(),
                "a puzzle needs a (board ...)",
                "expected a board",
            );
        };
        let site_type = self.board().site_type;
        let sites = self.board().num_sites();
        let (min, max) = self.puzzle_values(board_node, site_type)?;
        let mut hints = Hints::default();
        for h in items.iter().filter(|i| i.head() == Some("hints")) {
            self.puzzle_hints(h, &mut hints)?;
        }
        let mut regions = Vec::new();
        for r in items.iter().filter(|i| i.head() == Some("regions")) {
            regions.push(self.puzzle_region(r, &hints)?);
        }

        let (_, mut ra) = self.split(rules, "(rules ...)")?;
        let mut given = Vec::new();
        if let Some(s) = ra.call("start") {
            let (_, mut sa) = self.split(s, "(start ...)")?;
            let Some(set) = sa.call("set") else {
                return self.unsupported(s, "start (in a deduction puzzle)");
            };
            sa.finish(self)?;
            given = self.puzzle_start(set, sites, min, max)?;
        }
        let play = ra.call("play").expect("is_puzzle saw the play");
        let (_, mut pa) = self.split(play, "(play ...)")?;
        let satisfy = pa.positional().expect("is_puzzle saw (satisfy ..)");
        pa.finish(self)?;
        let (_, mut sa) = self.split(satisfy, "(satisfy ...)")?;
        let nodes: Vec<&Node> = one_or_list(sa.positional());
        sa.finish(self)?;
        let mut constraints = Vec::new();
        let mut constrained = Vec::new();
        for n in nodes {
            self.puzzle_constraint(n, &regions, &hints, &mut constraints, &mut constrained)?;
        }
        match ra.call("end") {
            Some(e) if is_solved_win(e) => {}
            Some(e) => {
                return self.unsupported(
                    e,
                    "end (in a deduction puzzle, other than (if (is Solved) (result P1 Win)))",
                )
            }
            None => {
                return self.error(
                    rules.span(),
                    "a puzzle needs an end rule",
                    "expected (end (if (is Solved) (result P1 Win)))",
                )
            }
        }
        ra.finish(self)?;
        constrained.sort_unstable();
        constrained.dedup();
        let vars =
            constrained.iter().copied().filter(|x| !given.iter().any(|&(g, _)| g == *x)).collect();
        Ok(Puzzle { site_type, sites, min, max, vars, constrained, given, constraints })
    }

    /// `(values <type> (range <min> <max>))` in the board.
    fn puzzle_values(&mut self, board: &Node, site_type: SiteType) -> R<(u32, u32)> {
        let Node::Call { args, .. } = board else { unreachable!("a board call") };
        let Some(values) = args.iter().find(|a| a.head() == Some("values")) else {
            return self.error(
                board.span(),
                "a puzzle's board needs `(values ..)`",
                "expected (values Cell (range 1 9))",
            );
        };
        let (_, mut a) = self.split(values, "(values ...)")?;
        let ty = a.word(&["Cell", "Vertex", "Edge"]);
        let range = a.call("range");
        a.finish(self)?;
        if ty.as_deref() != Some(site_type.name()) {
            return self.unsupported(values, "values (of a type other than the board's)");
        }
        let Some(range) = range else {
            return self.error(
                values.span(),
                "`(values ..)` needs a range",
                "expected (range <min> <max>)",
            );
        };
        let (_, mut ra) = self.split(range, "(range ...)")?;
        let (lo, hi) = (ra.int(), ra.int());
        ra.finish(self)?;
        match (lo, hi) {
            // Ludii keeps a site's candidates in one int chunk of max + 1 bits (up to 31).
            (Some(lo), Some(hi)) if 0 <= lo && lo <= hi && hi <= 30 => Ok((lo as u32, hi as u32)),
            _ => self.unsupported(range, "range (of puzzle values other than 0..30)"),
        }
    }

    /// `(hints { (hint <site> | <sites> [<value>]) .. } [<type>])`.
    fn puzzle_hints(&mut self, node: &Node, hints: &mut Hints) -> R<()> {
        let (_, mut a) = self.split(node, "(hints ...)")?;
        let list = one_or_list(a.positional());
        if a.word(&["Cell", "Vertex", "Edge"]).is_some() {
            return self.unsupported(node, "hints (of a given site type)");
        }
        a.finish(self)?;
        for h in list {
            let (_, mut ha) = self.split(h, "(hint ...)")?;
            let sites = match ha.positional() {
                Some(Node::Int { value, .. }) if *value >= 0 => vec![*value as usize],
                Some(n @ Node::List { .. }) => self.const_region(n)?,
                _ => {
                    return self.error(
                        h.span(),
                        "expected the sites of a hint",
                        "expected (hint {<site> ..} <value>)",
                    )
                }
            };
            let value = ha.int();
            ha.finish(self)?;
            hints.regions.push(sites);
            hints.values.push(value);
        }
        Ok(())
    }

    /// A `(regions [<name>] <sites> | <static type> | { .. })` of a puzzle's equipment.
    fn puzzle_region(&mut self, node: &Node, hints: &Hints) -> R<PuzzleRegion> {
        let (_, mut a) = self.split(node, "(regions ...)")?;
        let name = a.string().unwrap_or_default();
        let Some(r) = a.positional() else {
            return self.error(node.span(), "`(regions ...)` needs sites", "expected a region");
        };
        a.finish(self)?;
        let words: Vec<&Node> = match r {
            Node::Word { .. } => vec![r],
            Node::List { items, .. } if items.iter().all(|i| matches!(i, Node::Word { .. })) => {
                items.iter().collect()
            }
            _ => Vec::new(),
        };
        let mut region = PuzzleRegion { name, statics: Vec::new(), groups: Vec::new() };
        if words.is_empty() {
            region.groups = match r {
                Node::List { items, .. }
                    if items.iter().all(|i| matches!(i, Node::Call { .. })) =>
                {
                    items.iter().map(|i| self.const_region(i)).collect::<R<_>>()?
                }
                r => vec![self.const_region(r)?],
            };
            return Ok(region);
        }
        for w in words {
            let Node::Word { value, .. } = w else { unreachable!("words") };
            let groups = match self.static_groups(value, hints) {
                Some(g) => g,
                None => {
                    return self.unsupported(w, &format!("regions {value} (in a deduction puzzle)"))
                }
            };
            region.statics.push((value.clone(), groups));
        }
        Ok(region)
    }

    /// The groups of a static region type (Regions.convertStaticRegionOnLocs).
    fn static_groups(&self, kind: &str, hints: &Hints) -> Option<Vec<Vec<usize>>> {
        let b = self.board();
        let n = b.num_sites();
        let lines = |key: &dyn Fn(usize) -> i32| {
            let count = (0..n).map(key).max().map_or(0, |m| m + 1);
            (0..count).map(|k| (0..n).filter(|&i| key(i) == k).collect()).collect()
        };
        Some(match kind {
            "Rows" => lines(&|i| b.sites[i].row),
            "Columns" => lines(&|i| b.sites[i].col),
            // Ludii never fills its topology's diagonals: the type adds no group.
            "Diagonals" => Vec::new(),
            "AllSites" => vec![(0..n).collect()],
            "HintRegions" => hints.regions.clone(),
            "SubGrids" if b.site_type == SiteType::Cell => {
                let k = (n as f64).sqrt().sqrt() as i32;
                let mut groups = Vec::new();
                for r in 0..k {
                    for c in 0..k {
                        let inside = |i: usize| {
                            let (row, col) = (b.sites[i].row, b.sites[i].col);
                            row >= r * k && row < (r + 1) * k && col >= c * k && col < (c + 1) * k
                        };
                        groups.push((0..n).filter(|&i| inside(i)).collect());
                    }
                }
                groups
            }
            // A site, then the sites of its radials in every direction (the site comes first:
            // the group counts only when it shows a value).
            "AllDirections" => (0..n)
                .map(|s| {
                    let mut g = vec![s];
                    for &d in b.supported_dirs() {
                        for &x in b.ray(s, d) {
                            if !g.contains(&(x as usize)) {
                                g.push(x as usize);
                            }
                        }
                    }
                    g
                })
                .collect(),
            _ => return None,
        })
    }

    /// `(set { {<site> <value>} .. })`, the start of a puzzle.
    fn puzzle_start(
        &mut self,
        set: &Node,
        sites: usize,
        min: u32,
        max: u32,
    ) -> R<Vec<(usize, u32)>> {
        let (_, mut a) = self.split(set, "(set ...)")?;
        let list = a.list();
        a.finish(self)?;
        let Some(Node::List { items, .. }) = list else {
            return self.error(
                set.span(),
                "expected the sites set at the start",
                "expected (set { {<site> <value>} .. })",
            );
        };
        let mut given = Vec::new();
        for i in items {
            match i {
                Node::List { items: pair, .. } => match pair.as_slice() {
                    [Node::Int { value: s, .. }, Node::Int { value: v, .. }]
                        if (0..sites as i64).contains(s)
                            && (min as i64..=max as i64).contains(v) =>
                    {
                        given.push((*s as usize, *v as u32))
                    }
                    _ => {
                        return self.error(
                            i.span(),
                            "expected a site and a value of the puzzle",
                            "expected {<site> <value>}",
                        )
                    }
                },
                _ => {
                    return self.error(
                        i.span(),
                        "expected a site and a value",
                        "expected {<site> <value>}",
                    )
                }
            }
        }
        Ok(given)
    }

    /// One constraint of `(satisfy ..)`, with the sites it makes variables
    /// (Game.initConstraintVariables).
    fn puzzle_constraint(
        &mut self,
        node: &Node,
        regions: &[PuzzleRegion],
        hints: &Hints,
        out: &mut Vec<Constraint>,
        constrained: &mut Vec<usize>,
    ) -> R<()> {
        let Node::Call { head, args, .. } = node else {
            return self.error(node.span(), "expected a constraint", "expected (all Different) ..");
        };
        let family = format!("{head} {}", first_word(args).unwrap_or(""));
        if family == "forAll Hint" {
            return self.for_all_hints(node, hints, out, constrained);
        }
        let mut a = Self::args_after_word(node);
        if a.word(&["Cell", "Vertex", "Edge"]).is_some() {
            return self.unsupported(node, &format!("{family} (with a site type)"));
        }
        // The region argument: the first call that is a region (not `(hint)`, not a number).
        let region_head = args.iter().find_map(|n| match n {
            Node::Call { head, args, .. }
                if ludemes::find(head, first_word(args))
                    .is_some_and(|l| l.kind == Kind::Region) =>
            {
                Some(head.as_str())
            }
            _ => None,
        });
        let region = match region_head.and_then(|h| a.call(h)) {
            Some(r) => Some(self.const_region(r)?),
            None => None,
        };
        match family.as_str() {
            "all Different" => {
                let except = match a.named("except") {
                    Some(Node::Int { value, .. }) if *value >= 0 => vec![*value as u32],
                    Some(n) => {
                        return self.unsupported(n, "all Different (except: other than a number)")
                    }
                    None => Vec::new(),
                };
                a.finish(self)?;
                match region {
                    Some(r) => {
                        constrained.extend(&r);
                        out.push(Constraint::AllDifferent {
                            groups: vec![r],
                            except,
                            gated: false,
                        });
                    }
                    None => {
                        // Every region of the equipment (RegionTypeStatic.Regions).
                        let mut groups = Vec::new();
                        let mut gated = Vec::new();
                        for r in regions {
                            for (kind, g) in &r.statics {
                                if kind == "AllDirections" {
                                    gated.extend(g.iter().cloned());
                                } else {
                                    groups.extend(g.iter().cloned());
                                }
                            }
                            groups.extend(r.groups.iter().cloned());
                        }
                        constrained.extend(groups.iter().chain(&gated).flatten());
                        out.push(Constraint::AllDifferent {
                            groups,
                            except: except.clone(),
                            gated: false,
                        });
                        if !gated.is_empty() {
                            out.push(Constraint::AllDifferent {
                                groups: gated,
                                except,
                                gated: true,
                            });
                        }
                    }
                }
            }
            "is Sum" => {
                let name = a.string().unwrap_or_default();
                let result = a.positional();
                a.finish(self)?;
                let hint = result.is_some_and(|r| r.head() == Some("hint"));
                let target = match result {
                    Some(Node::Int { value, .. }) => Some(*value),
                    Some(r) if r.head() == Some("hint") => None,
                    Some(r) => {
                        return self
                            .unsupported(r, "is Sum (of a result other than a number or (hint))")
                    }
                    None => {
                        return self.error(
                            node.span(),
                            "`(is Sum ..)` needs a result",
                            "expected a number",
                        )
                    }
                };
                let mut groups = Vec::new();
                match region {
                    Some(r) if !hint => {
                        constrained.extend(&r);
                        groups.push((r, target.expect("a number")));
                    }
                    Some(_) => return self.unsupported(node, "is Sum (of a region, to a hint)"),
                    None => {
                        // IsSum.java: the static region types of the regions so named; every
                        // region's sites are variables (RegionTypeStatic.Regions).
                        for r in regions {
                            constrained.extend(r.groups.iter().flatten());
                            constrained.extend(r.statics.iter().flat_map(|(_, g)| g).flatten());
                            if !r.name.contains(&name) {
                                continue;
                            }
                            for (kind, g) in &r.statics {
                                for (k, sites) in g.iter().enumerate() {
                                    let t = match target {
                                        Some(t) => t,
                                        // The hint of the k-th region (the hint regions).
                                        None if kind == "HintRegions" => {
                                            match hints.values.get(k) {
                                                Some(Some(v)) => *v,
                                                _ => {
                                                    return self.error(
                                                        node.span(),
                                                        "a hint region has no value",
                                                        "expected (hint <sites> <value>)",
                                                    )
                                                }
                                            }
                                        }
                                        None => {
                                            return self.unsupported(
                                                node,
                                                &format!("is Sum (hint) over regions {kind}"),
                                            )
                                        }
                                    };
                                    groups.push((sites.clone(), t));
                                }
                            }
                        }
                    }
                }
                out.push(Constraint::Sum { groups });
            }
            "is Count" => {
                let value = match a.named("of") {
                    Some(Node::Int { value, .. }) if *value >= 0 => *value as u32,
                    Some(n) => return self.unsupported(n, "is Count (of: other than a number)"),
                    None => 1,
                };
                let target = match a.positional() {
                    Some(Node::Int { value, .. }) => *value,
                    Some(r) => {
                        return self.unsupported(r, "is Count (of a result other than a number)")
                    }
                    None => {
                        return self.error(
                            node.span(),
                            "`(is Count ..)` needs a result",
                            "expected a number",
                        )
                    }
                };
                a.finish(self)?;
                // IsCount.java: no region is a constraint that never holds; its region makes
                // no site a variable.
                let Some(r) = region else {
                    return self.unsupported(node, "is Count (without a region)");
                };
                out.push(Constraint::Count { value, groups: vec![(r, target)] });
            }
            _ => {
                return self
                    .unsupported(node, &format!("{} (as a puzzle constraint)", family.trim()))
            }
        }
        Ok(())
    }
}

impl Lowerer {
    /// `(forAll Hint <constraint>)` (ForAll.java): the constraint for each hint, with `(from)`
    /// its first site and `(hint)` its value. Every site is a variable.
    fn for_all_hints(
        &mut self,
        node: &Node,
        hints: &Hints,
        out: &mut Vec<Constraint>,
        constrained: &mut Vec<usize>,
    ) -> R<()> {
        let mut a = Self::args_after_word(node);
        a.word(&["Hint"]);
        let Some(inner) = a.positional() else {
            return self.error(
                node.span(),
                "`(forAll Hint ..)` needs a constraint",
                "expected a constraint",
            );
        };
        a.finish(self)?;
        constrained.extend(0..self.board().num_sites());
        let text = crate::front::ludii::ast::to_text(inner);
        let hinted =
            hints.regions.iter().zip(&hints.values).filter_map(|(r, v)| Some((*r.first()?, *v)));
        match text.as_str() {
            "(= (what at:(from)) 0)" => {
                out.push(Constraint::Blank { sites: hinted.map(|(from, _)| from).collect() });
            }
            _ => {
                // `(is Count (sites Around (from) [includeSelf:True]) of:<v> (hint))`.
                let around = [
                    "(is Count (sites Around (from)) of:",
                    "(is Count (sites Around (from) includeSelf:True) of:",
                ];
                let Some((self_too, rest)) = around
                    .iter()
                    .enumerate()
                    .find_map(|(i, p)| text.strip_prefix(p).map(|r| (i == 1, r)))
                else {
                    return self.unsupported(inner, "forAll Hint (of a constraint other than a count around the hint or a blank hint site)");
                };
                let Some(value) = rest.strip_suffix(" (hint))").and_then(|v| v.parse::<u32>().ok())
                else {
                    return self.unsupported(
                        inner,
                        "forAll Hint (of a count other than of a value to the hint)",
                    );
                };
                let mut groups = Vec::new();
                for (from, hint) in hinted {
                    let Some(target) = hint else {
                        return self.error(
                            node.span(),
                            "a hint has no value",
                            "expected (hint <site> <value>)",
                        );
                    };
                    // Ludii's `(sites Around ..)`: the adjacent sites (SitesAround.java).
                    let mut g = self.board().neighbours(from, DirSet::Adjacent);
                    if self_too {
                        g.push(from);
                    }
                    groups.push((g, target));
                }
                out.push(Constraint::Count { value, groups });
            }
        }
        Ok(())
    }
}

/// `(end (if (is Solved) (result P1 Win)))`, written as Ludii's expander leaves it.
fn is_solved_win(end: &Node) -> bool {
    crate::front::ludii::ast::to_text(end) == "(end (if (is Solved) (result P1 Win)))"
}
