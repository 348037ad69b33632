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

    fn of_elem(e: Elem) -> Range {
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

/// Ranges of expressions, given the ranges of the locals in scope.
struct Cx<'a> {
    k: &'a Kernel,
    tables: &'a [TableInfo],
    locals: &'a [Range],
}

impl Cx<'_> {
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
            Expr::Call { .. } => Range::FULL,
            Expr::Select(_, a, b) => self.expr(a).union(self.expr(b)),
            Expr::Un(op, a) => {
                let a = self.expr(a);
                match op {
                    UnOp::Not => bool_,
                    UnOp::Neg => Range::checked(a.hi.checked_neg(), a.lo.checked_neg()),
                    // !x = -x - 1: decreasing, never overflows.
                    UnOp::BitNot => Range::new(!a.hi, !a.lo),
                    UnOp::PopCount | UnOp::TrailingZeros => Range::new(0, 64),
                }
            }
            Expr::Bin(op, a, b) => self.bin(*op, a, b),
        }
    }

    fn bin(&self, op: BinOp, ea: &Expr, eb: &Expr) -> Range {
        let bool_ = Range::new(0, 1);
        let (a, b) = (self.expr(ea), self.expr(eb));
        let constant = match *eb {
            Expr::Int(c) => Some(c),
            _ => None,
        };
        match op {
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => bool_,
            BinOp::And | BinOp::Or => bool_,
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
