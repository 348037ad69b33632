//! Deduction puzzles (Ludii's `(play (satisfy ..))` games: Sudoku, Latin squares, N Queens...).
//!
//! Ludii keeps such a game in a `ContainerDeductionPuzzleState`: each site of the board's
//! default type is a variable holding a set of candidate values, the bits `0..=max` of a chunk,
//! all set at the start (bit 0 too, whatever the range's minimum). A site is *resolved* when one
//! candidate is left, and then shows that value (`whatCell`), or nothing when it is 0. The one
//! player's moves (Satisfy.java), for every variable and every value `v` of the range:
//! - `Set v` (`ActionSet`: the variable's candidates become `{v}`) when the constraints hold in
//!   the state it leads to;
//! - `Toggle v` (`ActionToggle`: flips candidate `v`) unless the variable is resolved to `v`.
//!
//! Both are keyed `site-site`, so the traces tell them apart by their action text only
//! ([`ludemic_runtime::Game::move_action`]). The game is won once `(is Solved)`: the constraints
//! hold when every unresolved variable is taken as resolved to 0 (IsSolved.java).
//!
//! The front end resolves every constraint to constant groups of sites; a constraint fails when
//! one of its groups does (see [`Constraint`]).

use super::board::SiteType;

/// A deduction puzzle: it replaces the game's start, play and end rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// The sites the variables are (the board's default type).
    pub site_type: SiteType,
    /// Number of sites of that type.
    pub sites: usize,
    /// The values a move may set or toggle.
    pub min: u32,
    pub max: u32,
    /// The sites with moves, ascending (Game.constraintVariables without the start's sites).
    pub vars: Vec<usize>,
    /// Every site the constraints constrain, ascending (the start's sites too): those `is
    /// Solved` resolves to 0 when unresolved.
    pub constrained: Vec<usize>,
    /// `(start (set {{site value} ...}))`: sites resolved to a value at the start.
    pub given: Vec<(usize, u32)>,
    /// All must hold (`(satisfy {..})`).
    pub constraints: Vec<Constraint>,
}

/// A constraint over the resolved values of groups of sites (unresolved sites are skipped).
#[derive(Clone, Debug, PartialEq)]
pub enum Constraint {
    /// `(all Different [<region>] [except:<v>])` (AllDifferent.java): in each group, no two
    /// resolved sites show the same value, values in `except` aside, and none shows 0 unless 0
    /// is excepted. With `gated` a group counts only when its first site shows a nonzero value
    /// (Ludii's `AllDirections` regions: a site and the lines through it).
    AllDifferent { groups: Vec<Vec<usize>>, except: Vec<u32>, gated: bool },
    /// `(is Sum ..)` (IsSum.java): each group's resolved values sum to at most its target, and
    /// exactly to it once every site is resolved.
    Sum { groups: Vec<(Vec<usize>, i64)> },
    /// `(is Count ..)` (IsCount.java): in each group the resolved sites showing `value` are at
    /// most the target, and exactly that once every site is resolved.
    Count { value: u32, groups: Vec<(Vec<usize>, i64)> },
    /// `(= (what at:<site>) 0)`: none of these sites shows a value (what Ludii reads of an
    /// unresolved site, or of one resolved to 0, is 0).
    Blank { sites: Vec<usize> },
}

impl Puzzle {
    /// The candidates of a site at the start: every value `0..=max`.
    pub fn all_candidates(&self) -> u32 {
        ((1u64 << (self.max + 1)) - 1) as u32
    }

    /// Whether the constraints hold when site `x` has the candidates `cand(x)`.
    pub fn holds(&self, cand: impl Fn(usize) -> u32) -> bool {
        let shown = |x: usize| resolved(cand(x));
        self.constraints.iter().all(|c| match c {
            Constraint::AllDifferent { groups, except, gated } => groups.iter().all(|g| {
                if *gated && shown(g[0]).is_none_or(|v| v == 0) {
                    return true;
                }
                let mut seen = 0u64;
                for &x in g {
                    let Some(v) = shown(x) else { continue };
                    if except.contains(&v) {
                        continue;
                    }
                    if v == 0 || seen & (1 << v) != 0 {
                        return false;
                    }
                    seen |= 1 << v;
                }
                true
            }),
            Constraint::Sum { groups } => {
                groups.iter().all(|(g, target)| within(g, *target, &shown, |v| v as i64))
            }
            Constraint::Count { value, groups } => groups
                .iter()
                .all(|(g, target)| within(g, *target, &shown, |v| (v == *value) as i64)),
            Constraint::Blank { sites } => sites.iter().all(|&x| shown(x).unwrap_or(0) == 0),
        })
    }

    /// `(is Solved)`: the constraints hold once every unresolved constrained site is resolved
    /// to 0.
    pub fn solved(&self, cand: impl Fn(usize) -> u32) -> bool {
        self.holds(|x| {
            let c = cand(x);
            if resolved(c).is_none() && self.constrained.binary_search(&x).is_ok() {
                1
            } else {
                c
            }
        })
    }
}

/// Whether the total of `term` over the resolved sites of a group is at most `target`, and
/// exactly `target` once all are resolved (IsSum.java, IsCount.java).
fn within(
    group: &[usize],
    target: i64,
    shown: impl Fn(usize) -> Option<u32>,
    term: impl Fn(u32) -> i64,
) -> bool {
    let (mut total, mut all) = (0, true);
    for &x in group {
        match shown(x) {
            Some(v) => total += term(v),
            None => all = false,
        }
    }
    !(all && total != target || total > target)
}

/// The value a site with candidates `c` is resolved to: its one candidate.
pub fn resolved(c: u32) -> Option<u32> {
    (c.count_ones() == 1).then(|| c.trailing_zeros())
}
