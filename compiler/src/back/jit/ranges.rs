//! Value ranges of kernel expressions, so that bounds checks which cannot fail are not emitted.
//!
//! Most indexed accesses of a lowered kernel are provably in bounds: a loop variable over the
//! sites indexing a per-site field, a neighbour read from a table whose entries are all sites.
//! Leaving their checks out keeps the guarantee (every access is in bounds, now by proof rather
//! than by test) and gives Cranelift fewer instructions and blocks, which is most of its
//! compile time, and the code fewer branches.
//!
//! The analysis is flow-insensitive, hence simple and sound: a local's range covers every value
//! any assignment in its function can give it (plus its initial 0, or anything for a parameter).
//! Interval arithmetic that could overflow `i64` gives up (the full range).
//!
//! On top of that, the translation narrows the ranges where a condition is known to hold
//! ([`narrowings`]): in the arm of an `if`/select taken when `0 <= to` holds, or after a guard
//! `if !(to < 64) { return }`, so `field[to]` there needs no check of its own either, and a
//! condition the ranges decide ([`Cx::decided`]) gets no branch at all.

use super::{visit, Node, TableInfo};
use crate::kernel_ir::{BinOp, Elem, Expr, Function, Kernel, MoveField, Stmt, UnOp};

/// The inclusive interval `lo..=hi` of the values an expression can take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Range {
    pub lo: i64,
    pub hi: i64,
}

impl Range {
    pub const FULL: Range = Range { lo: i64::MIN, hi: i64::MAX };

    fn new(lo: i64, hi: i64) -> Range {
        Range { lo, hi }
    }

    fn union(self, o: Range) -> Range {
        Range::new(self.lo.min(o.lo), self.hi.max(o.hi))
    }

    /// The values in both, `None` when there are none.
    pub fn intersect(self, o: Range) -> Option<Range> {
        let r = Range::new(self.lo.max(o.lo), self.hi.min(o.hi));
        (r.lo <= r.hi).then_some(r)
    }

    /// Whether the values are all true (nonzero), all false (0), or either.
    fn truth(self) -> Option<bool> {
        if self == Range::new(0, 0) {
            Some(false)
        } else if self.lo > 0 || self.hi < 0 {
            Some(true)
        } else {
            None
        }
    }

    /// From bounds that may have overflowed (`None`): the full range then.
    fn checked(lo: Option<i64>, hi: Option<i64>) -> Range {
        match (lo, hi) {
            (Some(lo), Some(hi)) => Range::new(lo, hi),
            _ => Range::FULL,
        }
    }

    /// Whether every value is a valid index of a sequence of `len` elements.
    pub fn within(self, len: usize) -> bool {
        self.lo >= 0 && (self.hi as u64) < len as u64
    }

    pub fn of_elem(e: Elem) -> Range {
        match e {
            Elem::I8 => Range::new(i8::MIN.into(), i8::MAX.into()),
            Elem::U8 => Range::new(0, u8::MAX.into()),
            Elem::I16 => Range::new(i16::MIN.into(), i16::MAX.into()),
            Elem::U16 => Range::new(0, u16::MAX.into()),
            Elem::I32 => Range::new(i32::MIN.into(), i32::MAX.into()),
            Elem::I64 | Elem::Bits => Range::FULL,
        }
    }
}

/// The ranges of one function's locals (parameters first).
pub(crate) fn local_ranges(
    k: &Kernel,
    tables: &[TableInfo],
    f: &Function,
    locals: usize,
    arity: usize,
) -> Vec<Range> {
    let mut ranges: Vec<Range> =
        (0..locals).map(|i| if i < arity { Range::FULL } else { Range::new(0, 0) }).collect();
    // Rounds of widening before a local still growing (a counter `i = i + 1`) is given up on.
    const ROUNDS: usize = 4;
    for round in 0.. {
        let before = ranges.clone();
        let mut grown = before.clone();
        visit(&f.body, &mut |n| {
            let Node::Stmt(s) = n else { return };
            let cx = Cx { k, tables, locals: &before };
            match s {
                Stmt::Set(l, e) => {
                    let r = &mut grown[l.0 as usize];
                    *r = r.union(cx.expr(e));
                }
                Stmt::Range { var, start, end, .. } => {
                    let (s, e) = (cx.expr(start), cx.expr(end));
                    // The variable takes each `i` with `start <= i < end`, when the loop runs.
                    if e.hi > s.lo {
                        let r = &mut grown[var.0 as usize];
                        *r = r.union(Range::new(s.lo, e.hi - 1));
                    }
                }
                _ => {}
            }
        });
        if grown == before {
            return ranges;
        }
        for (r, g) in ranges.iter_mut().zip(&grown) {
            *r = if round >= ROUNDS && *r != *g { Range::FULL } else { *g };
        }
    }
    unreachable!("the loop returns once no range grows")
}

/// Whether `index` is always within `0..len`, given the ranges of the locals in scope.
pub(crate) fn in_bounds(
    k: &Kernel,
    tables: &[TableInfo],
    locals: &[Range],
    index: &Expr,
    len: usize,
) -> bool {
    Cx { k, tables, locals }.expr(index).within(len)
}

/// The values `e` can take, given the ranges of the locals in scope.
pub(crate) fn of(k: &Kernel, tables: &[TableInfo], locals: &[Range], e: &Expr) -> Range {
    Cx { k, tables, locals }.expr(e)
}

/// Whether `cond` is true (or false) whatever values the locals in scope take.
pub(crate) fn decided(
    k: &Kernel,
    tables: &[TableInfo],
    locals: &[Range],
    cond: &Expr,
) -> Option<bool> {
    Cx { k, tables, locals }.expr(cond).truth()
}

/// The narrower ranges locals are known to have where `cond` evaluated to `holds` (locals that
/// a comparison with something of known range bounds): `(local, range)` pairs, each already
/// intersected with the local's range in scope. Only locals compared directly are narrowed;
/// `&&` (when true), `||` (when false) and `!` combine their operands' facts.
pub(crate) fn narrowings(
    k: &Kernel,
    tables: &[TableInfo],
    locals: &[Range],
    cond: &Expr,
    holds: bool,
) -> Vec<(usize, Range)> {
    let mut out = Vec::new();
    Cx { k, tables, locals }.narrow(cond, holds, &mut out);
    out
}

/// Ranges of expressions, given the ranges of the locals in scope.
struct Cx<'a> {
    k: &'a Kernel,
    tables: &'a [TableInfo],
    locals: &'a [Range],
}

impl Cx<'_> {
    fn narrow(&self, cond: &Expr, holds: bool, out: &mut Vec<(usize, Range)>) {
        match cond {
            Expr::Un(UnOp::Not, a) => self.narrow(a, !holds, out),
            Expr::Bin(BinOp::And, a, b) if holds => {
                self.narrow(a, true, out);
                self.narrow(b, true, out);
            }
            Expr::Bin(BinOp::Or, a, b) if !holds => {
                self.narrow(a, false, out);
                self.narrow(b, false, out);
            }
            Expr::Bin(op, a, b) => {
                let Some(op) = (if holds { Some(*op) } else { negated(*op) }) else { return };
                if let Expr::Local(l) = **a {
                    self.bound(l.0 as usize, op, self.expr(b), out);
                }
                if let Expr::Local(l) = **b {
                    if let Some(op) = mirrored(op) {
                        self.bound(l.0 as usize, op, self.expr(a), out);
                    }
                }
            }
            _ => {}
        }
    }

    /// Records that local `l` satisfies `l op other` for some value of `other`'s range.
    fn bound(&self, l: usize, op: BinOp, other: Range, out: &mut Vec<(usize, Range)>) {
        let Some(&current) = self.locals.get(l) else { return };
        let known = match op {
            BinOp::Lt => other.hi.checked_sub(1).map(|hi| Range::new(i64::MIN, hi)),
            BinOp::Le => Some(Range::new(i64::MIN, other.hi)),
            BinOp::Gt => other.lo.checked_add(1).map(|lo| Range::new(lo, i64::MAX)),
            BinOp::Ge => Some(Range::new(other.lo, i64::MAX)),
            BinOp::Eq => Some(other),
            _ => None,
        };
        // An empty intersection means the arm never runs: nothing to gain there.
        if let Some(r) = known.and_then(|k| k.intersect(current)) {
            if r != current {
                out.push((l, r));
            }
        }
    }

    fn expr(&self, e: &Expr) -> Range {
        let bool_ = Range::new(0, 1);
        match e {
            Expr::Int(v) => Range::new(*v, *v),
            Expr::Local(l) => self.locals.get(l.0 as usize).copied().unwrap_or(Range::FULL),
            Expr::Load { field, .. } => Range::of_elem(self.k.state.field(*field).ty),
            Expr::Table { table, .. } => {
                let t = &self.tables[table.0 as usize];
                Range::new(t.lo, t.hi)
            }
            Expr::Move(f) => match f {
                MoveField::From | MoveField::To => Range::of_elem(Elem::I32),
                MoveField::LevelFrom | MoveField::LevelTo => Range::of_elem(Elem::U16),
                MoveField::Kind => Range::of_elem(Elem::U8),
                MoveField::Aux => Range::new(0, u32::MAX.into()),
            },
            Expr::MovesLen => Range::new(0, i64::MAX),
            Expr::MoveAt(_, f) => match f {
                MoveField::From | MoveField::To => Range::of_elem(Elem::I32),
                MoveField::LevelFrom | MoveField::LevelTo => Range::of_elem(Elem::U16),
                MoveField::Kind => Range::of_elem(Elem::U8),
                MoveField::Aux => Range::new(0, u32::MAX.into()),
            },
            Expr::Call { .. } => Range::FULL,
            Expr::Select(c, a, b) => match self.expr(c).truth() {
                Some(true) => self.expr(a),
                Some(false) => self.expr(b),
                None => self.narrowed(c, true).expr(a).union(self.narrowed(c, false).expr(b)),
            },
            Expr::Un(op, a) => {
                let a = self.expr(a);
                match op {
                    UnOp::Not => bool_,
                    UnOp::Neg => Range::checked(a.hi.checked_neg(), a.lo.checked_neg()),
                    // !x = -x - 1: decreasing, never overflows.
                    UnOp::BitNot => Range::new(!a.hi, !a.lo),
                    UnOp::PopCount | UnOp::TrailingZeros | UnOp::LeadingZeros => Range::new(0, 64),
                }
            }
            Expr::Bin(op, a, b) => self.bin(*op, a, b),
        }
    }

    /// The locals' ranges where `cond` evaluated to `holds`.
    fn narrowed(&self, cond: &Expr, holds: bool) -> Owned<'_> {
        let mut locals = self.locals.to_vec();
        for (l, r) in narrowings(self.k, self.tables, self.locals, cond, holds) {
            locals[l] = r;
        }
        Owned { k: self.k, tables: self.tables, locals }
    }

    fn bin(&self, op: BinOp, ea: &Expr, eb: &Expr) -> Range {
        let bool_ = Range::new(0, 1);
        let (a, b) = (self.expr(ea), self.expr(eb));
        let constant = match *eb {
            Expr::Int(c) => Some(c),
            _ => None,
        };
        match op {
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                match compare(op, a, b) {
                    Some(v) => Range::new(v as i64, v as i64),
                    None => bool_,
                }
            }
            BinOp::And | BinOp::Or => {
                let (x, y) = (a.truth(), b.truth());
                let v = match op {
                    BinOp::And if x == Some(false) || y == Some(false) => Some(false),
                    BinOp::And if x == Some(true) && y == Some(true) => Some(true),
                    BinOp::Or if x == Some(true) || y == Some(true) => Some(true),
                    BinOp::Or if x == Some(false) && y == Some(false) => Some(false),
                    _ => None,
                };
                v.map_or(bool_, |v| Range::new(v as i64, v as i64))
            }
            BinOp::Add => Range::checked(a.lo.checked_add(b.lo), a.hi.checked_add(b.hi)),
            BinOp::Sub => Range::checked(a.lo.checked_sub(b.hi), a.hi.checked_sub(b.lo)),
            BinOp::Mul => {
                let p = [
                    a.lo.checked_mul(b.lo),
                    a.lo.checked_mul(b.hi),
                    a.hi.checked_mul(b.lo),
                    a.hi.checked_mul(b.hi),
                ];
                match p.iter().copied().collect::<Option<Vec<i64>>>() {
                    Some(p) => Range::new(*p.iter().min().unwrap(), *p.iter().max().unwrap()),
                    None => Range::FULL,
                }
            }
            // Truncating division by a positive constant is monotonic.
            BinOp::Div => match constant {
                Some(c) if c > 0 => Range::new(a.lo / c, a.hi / c),
                _ => Range::FULL,
            },
            // The remainder has the dividend's sign and is smaller than the divisor.
            BinOp::Rem => match constant {
                Some(c) if c > 0 && a.lo >= 0 => Range::new(0, a.hi.min(c - 1)),
                Some(c) if c > 0 => Range::new(-(c - 1), c - 1),
                _ => Range::FULL,
            },
            BinOp::BitAnd => match (a.lo >= 0, b.lo >= 0) {
                (true, true) => Range::new(0, a.hi.min(b.hi)),
                (true, false) => Range::new(0, a.hi),
                (false, true) => Range::new(0, b.hi),
                (false, false) => Range::FULL,
            },
            BinOp::BitOr | BinOp::BitXor if a.lo >= 0 && b.lo >= 0 => {
                // No bit above the highest of either operand.
                let hi = a.hi.max(b.hi) as u64;
                Range::new(0, (u64::MAX >> hi.leading_zeros().min(63)) as i64)
            }
            // A logical shift right of a non-negative value (by any amount) stays within it.
            BinOp::Shr if a.lo >= 0 => match constant {
                Some(c) if (0..64).contains(&c) => Range::new(a.lo >> c, a.hi >> c),
                _ => Range::new(0, a.hi),
            },
            BinOp::Min => Range::new(a.lo.min(b.lo), a.hi.min(b.hi)),
            BinOp::Max => Range::new(a.lo.max(b.lo), a.hi.max(b.hi)),
            BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr => Range::FULL,
        }
    }
}

/// A [`Cx`] over ranges of its own (narrowed ones).
struct Owned<'a> {
    k: &'a Kernel,
    tables: &'a [TableInfo],
    locals: Vec<Range>,
}

impl Owned<'_> {
    fn expr(&self, e: &Expr) -> Range {
        Cx { k: self.k, tables: self.tables, locals: &self.locals }.expr(e)
    }
}

/// `a op b` for every pair of values of the two ranges, when that is one answer.
fn compare(op: BinOp, a: Range, b: Range) -> Option<bool> {
    let (lt, ge) = (a.hi < b.lo, a.lo >= b.hi);
    let (le, gt) = (a.hi <= b.lo, a.lo > b.hi);
    let disjoint = a.hi < b.lo || b.hi < a.lo;
    let same_point = a.lo == a.hi && a == b;
    match op {
        BinOp::Lt if lt => Some(true),
        BinOp::Lt if ge => Some(false),
        BinOp::Le if le => Some(true),
        BinOp::Le if gt => Some(false),
        BinOp::Gt if gt => Some(true),
        BinOp::Gt if le => Some(false),
        BinOp::Ge if ge => Some(true),
        BinOp::Ge if lt => Some(false),
        BinOp::Eq if same_point => Some(true),
        BinOp::Eq if disjoint => Some(false),
        BinOp::Ne if same_point => Some(false),
        BinOp::Ne if disjoint => Some(true),
        _ => None,
    }
}

/// The comparison that holds when `op` does not.
fn negated(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Ge,
        BinOp::Le => BinOp::Gt,
        BinOp::Gt => BinOp::Le,
        BinOp::Ge => BinOp::Lt,
        BinOp::Eq => BinOp::Ne,
        BinOp::Ne => BinOp::Eq,
        _ => return None,
    })
}

/// `b op' a` for `a op b`.
fn mirrored(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Gt,
        BinOp::Le => BinOp::Ge,
        BinOp::Gt => BinOp::Lt,
        BinOp::Ge => BinOp::Le,
        BinOp::Eq | BinOp::Ne => op,
        _ => return None,
    })
}
