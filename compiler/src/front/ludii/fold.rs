//! Constant folding of region, site, integer and condition expressions over the built board.
//!
//! Ludii precomputes every region whose ludemes are static (`isStatic()`, evaluated once in
//! `preprocess` with an empty context): equipment regions, start rules, `expand`. ludemic does
//! the same at compile time, so `(forEach (sites Board) if:(< (site) (centrePoint)))`,
//! `(sites Row (row of:(centrePoint)))` or `(sites {0 (- (* 4 5) 1)})` become constant site
//! lists. Folding gives up (`None`) on anything that reads the state; the caller then keeps the
//! expression or reports that the region must be known before the game starts.

use crate::game_ir::board::{Board, Dir};
use crate::game_ir::*;

/// What folding can read: the board, the regions declared so far, the containers, and the site
/// `(site)` stands for inside a `(forEach <region> if:..)` being folded.
pub(super) struct Folder<'a> {
    pub board: Option<&'a Board>,
    pub regions: &'a [Region],
    pub containers: &'a [Container],
    /// A fixed player's regions (`(sites P1 "Home")`) fold only when set (regions the game
    /// needs before it starts, such as start rules'): elsewhere the IR keeps them by name.
    pub owned: bool,
    pub site: Option<usize>,
}

/// Ludii's "no site" (`Constants.OFF`), as the interpreter reads it.
const NONE: i64 = -1;

impl Folder<'_> {
    pub fn region(&self, r: &RegionExpr) -> Option<Vec<usize>> {
        Some(match r {
            RegionExpr::Const(v) => v.clone(),
            RegionExpr::Board => (0..self.board?.num_sites()).collect(),
            RegionExpr::Named(i) => self.regions[*i].sites(),
            RegionExpr::Difference(a, b) => {
                let b = self.region(b)?;
                self.region(a)?.into_iter().filter(|x| !b.contains(x)).collect()
            }
            RegionExpr::Intersection(a, b) => {
                let b = self.region(b)?;
                self.region(a)?.into_iter().filter(|x| b.contains(x)).collect()
            }
            RegionExpr::Union(parts) => {
                let mut v: Vec<usize> = Vec::new();
                for p in parts {
                    v.extend(self.region(p)?);
                }
                v.sort_unstable();
                v.dedup();
                v
            }
            RegionExpr::Single(s) => usize::try_from(self.site(s)?).into_iter().collect(),
            RegionExpr::Direction { from, dirs, included, stop: None, .. } => {
                let from: Vec<usize> = usize::try_from(self.site(from)?).into_iter().collect();
                self.along(&from, dirs, *included, usize::MAX)?
            }
            RegionExpr::Owned(PlayerRef::Id(p), name) if self.owned => {
                owned_sites(self.regions, *p as usize, name.as_deref())
            }
            // `(forEach <region> if:<cond>)`: the condition folded with `(site)` bound to
            // each site in turn.
            RegionExpr::Filter(r, c) => {
                let mut out = Vec::new();
                for s in self.region(r)? {
                    let at = Folder { site: Some(s), ..*self };
                    if at.cond(c)? {
                        out.push(s);
                    }
                }
                out
            }
            RegionExpr::If(c, a, b) => self.region(if self.cond(c)? { a } else { b })?,
            // SitesAround.java without a condition: the geometry alone.
            RegionExpr::Around { centre, dirs, distance, cond: None, include_self } => {
                let board = self.board?;
                let centres: Vec<usize> =
                    self.region(centre)?.into_iter().filter(|&c| c < board.num_sites()).collect();
                let mut v = Vec::new();
                for &c in &centres {
                    for d in self.dirs(c, dirs)? {
                        v.extend(board.ray(c, d).get(distance - 1).map(|&t| t as usize));
                    }
                }
                v.retain(|t| !centres.contains(t));
                if *include_self {
                    v.extend(&centres);
                }
                v.sort_unstable();
                v.dedup();
                v
            }
            _ => return None,
        })
    }

    /// The absolute directions at a site; relative ones depend on the piece there.
    fn dirs(&self, site: usize, dirs: &Dirs) -> Option<Vec<Dir>> {
        match dirs {
            Dirs::Set(set) => Some(self.board?.dirs_in(site, *set)),
            Dirs::Absolute(v) => Some(v.clone()),
            Dirs::Relative(..) | Dirs::Difference(..) => None,
        }
    }

    /// Ludii's `(sites Direction from:<sites> <dirs> [included:..] [distance:<n>])` without a
    /// stop condition (SitesDirection.java): up to `distance` sites along each direction from
    /// each origin, and the origins when `included`.
    pub fn along(
        &self,
        from: &[usize],
        dirs: &Dirs,
        included: bool,
        distance: usize,
    ) -> Option<Vec<usize>> {
        let board = self.board?;
        let mut v = Vec::new();
        for &f in from.iter().filter(|&&f| f < board.num_sites()) {
            if included {
                v.push(f);
            }
            for d in self.dirs(f, dirs)? {
                v.extend(board.ray(f, d).iter().take(distance).map(|&t| t as usize));
            }
        }
        v.sort_unstable();
        v.dedup();
        Some(v)
    }

    /// A site, `NONE` (-1) when it is no site (an integer off the board, a hand that is not
    /// there); `None` when it depends on the state.
    pub fn site(&self, s: &SiteExpr) -> Option<i64> {
        match s {
            SiteExpr::Const(s) => Some(*s as i64),
            SiteExpr::Site => self.site.map(|s| s as i64),
            // A fixed player's hand is a fixed container: `(place "Fox1" (handSite P1))`.
            SiteExpr::HandSite(PlayerRef::Id(p)) => Some(
                self.containers
                    .iter()
                    .find(|c| c.kind == ContainerKind::Hand { owner: *p })?
                    .first_site as i64,
            ),
            SiteExpr::MapEntry { entries, key } => {
                let k = match key {
                    MapKey::Player(PlayerRef::Id(p)) => *p as i64,
                    MapKey::Site(s) => self.site(s)?,
                    MapKey::Player(_) => return None,
                };
                Some(entries.iter().find(|(e, _)| *e == k).map_or(k, |&(_, v)| v))
            }
            // Ahead.java: the site `steps` along the first direction, else the site itself.
            // Relative directions depend on the piece there, so they do not fold.
            SiteExpr::Ahead { site, dirs, steps } => {
                let board = self.board?;
                let from = self.site(site)?;
                let Some(f) = usize::try_from(from).ok().filter(|&f| f < board.num_sites()) else {
                    return Some(from);
                };
                let dir = match dirs {
                    Dirs::Absolute(v) => v.first().copied(),
                    Dirs::Set(set) => board.dirs_in(f, *set).first().copied(),
                    Dirs::Relative(..) | Dirs::Difference(..) => return None,
                };
                let Some(dir) = dir else { return Some(from) };
                Some(board.ray(f, dir).get(steps - 1).map_or(from, |&t| t as i64))
            }
            SiteExpr::Int(v) => {
                let v = self.int(v)?;
                let sites = self.containers.iter().map(|c| c.first_site + c.num_sites).max();
                let sites = sites.or(self.board.map(Board::num_sites)).unwrap_or(0);
                Some(if (0..sites as i64).contains(&v) { v } else { NONE })
            }
            _ => None,
        }
    }

    pub fn int(&self, e: &IntExpr) -> Option<i64> {
        let two = |a: &IntExpr, b: &IntExpr| Some((self.int(a)?, self.int(b)?));
        Some(match e {
            IntExpr::Const(c) => *c,
            IntExpr::Site(s) => self.site(s)?,
            IntExpr::Player(PlayerRef::Id(p)) => *p as i64,
            IntExpr::Row(s) | IntExpr::Column(s) => {
                let site = self.site(s)?;
                match usize::try_from(site).ok().and_then(|i| self.board?.sites.get(i)) {
                    Some(info) if matches!(e, IntExpr::Row(_)) => info.row as i64,
                    Some(info) => info.col as i64,
                    None => NONE,
                }
            }
            IntExpr::Add(a, b) => two(a, b).map(|(a, b)| a.wrapping_add(b))?,
            IntExpr::Sub(a, b) => two(a, b).map(|(a, b)| a.wrapping_sub(b))?,
            IntExpr::Mul(a, b) => two(a, b).map(|(a, b)| a.wrapping_mul(b))?,
            IntExpr::Div(a, b) => two(a, b).map(|(a, b)| a.checked_div(b).unwrap_or(0))?,
            IntExpr::Mod(a, b) => two(a, b).map(|(a, b)| a.checked_rem(b).unwrap_or(0))?,
            IntExpr::If(c, a, b) => self.int(if self.cond(c)? { a } else { b })?,
            _ => return None,
        })
    }

    pub fn cond(&self, c: &BoolExpr) -> Option<bool> {
        let two = |a: &IntExpr, b: &IntExpr| Some((self.int(a)?, self.int(b)?));
        Some(match c {
            BoolExpr::Const(b) => *b,
            BoolExpr::Not(c) => !self.cond(c)?,
            BoolExpr::And(cs) => {
                let mut all = true;
                for c in cs {
                    all &= self.cond(c)?;
                }
                all
            }
            BoolExpr::Or(cs) => {
                let mut any = false;
                for c in cs {
                    any |= self.cond(c)?;
                }
                any
            }
            BoolExpr::Eq(a, b) => two(a, b).map(|(a, b)| a == b)?,
            BoolExpr::Ne(a, b) => two(a, b).map(|(a, b)| a != b)?,
            BoolExpr::Lt(a, b) => two(a, b).map(|(a, b)| a < b)?,
            BoolExpr::Le(a, b) => two(a, b).map(|(a, b)| a <= b)?,
            BoolExpr::Gt(a, b) => two(a, b).map(|(a, b)| a > b)?,
            BoolExpr::Ge(a, b) => two(a, b).map(|(a, b)| a >= b)?,
            BoolExpr::IsEven(v) => self.int(v)? % 2 == 0,
            BoolExpr::IsOdd(v) => self.int(v)? % 2 != 0,
            BoolExpr::SameSites(a, b) => self.region(a)? == self.region(b)?,
            BoolExpr::IsIn(s, r) => {
                let (s, r) = (self.site(s)?, self.region(r)?);
                usize::try_from(s).is_ok_and(|s| r.contains(&s))
            }
            _ => return None,
        })
    }
}
