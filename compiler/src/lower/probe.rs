//! `moves` with a probe: the move generator asked only whether it has a move.
//!
//! `has_moves` (a game ending on `(no Moves Next)`) calls the same generator as `legal`, with
//! `probe` set: it returns 1 where it would push its first move, 0 if it has none (see
//! `Lowering::moves_fn`).

use crate::kernel_ir::*;

use super::builder::*;

/// `body` with a return of 1 before each push while `probe` is set (see `moves_fn`).
pub(super) fn probe_pushes(body: Vec<Stmt>, probe: Local) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(body.len());
    for s in body {
        match s {
            Stmt::Push { .. } => {
                out.push(when(l(probe).ne(int(0)), vec![Stmt::Return(Some(int(1)))]));
                out.push(s);
            }
            Stmt::If { cond, then, otherwise } => out.push(Stmt::If {
                cond,
                then: probe_pushes(then, probe),
                otherwise: probe_pushes(otherwise, probe),
            }),
            Stmt::Range { var, start, end, body } => {
                out.push(Stmt::Range { var, start, end, body: probe_pushes(body, probe) })
            }
            Stmt::While { cond, body } => {
                out.push(probe_loop(cond, probe_pushes(body, probe), probe))
            }
            s => out.push(s),
        }
    }
    out
}

/// A loop of pushes, `while c { x = ..; y = ..; if probe != 0 { return 1 } push(..) ... }`,
/// unswitched on `probe`: `if probe != 0 { if c { return 1 } } else { while c { x = ..; ... } }`.
/// The probe test was loop-invariant but ran before every push, and kept `probe` live in a
/// register (or a spill) through the hottest loops of move generation (a bitboard's `to`
/// loop in Amazons). Equivalent when the statements before the test only set locals from
/// expressions that cannot fault (no state or table reads, no calls): on the probe path they
/// run once and are dropped by the return. Other loops are left as they are.
fn probe_loop(cond: Expr, body: Vec<Stmt>, probe: Local) -> Stmt {
    let test = when(l(probe).ne(int(0)), vec![Stmt::Return(Some(int(1)))]);
    let Some(at) = body.iter().position(|s| *s == test) else {
        return Stmt::While { cond, body };
    };
    let settles_locals = |s: &Stmt| matches!(s, Stmt::Set(_, e) if cannot_fault(e));
    if !body[..at].iter().all(settles_locals) || !cannot_fault(&cond) {
        return Stmt::While { cond, body };
    }
    let mut body = body;
    body.remove(at);
    if_else(
        l(probe).ne(int(0)),
        vec![when(cond.clone(), vec![Stmt::Return(Some(int(1)))])],
        vec![Stmt::While { cond, body }],
    )
}

/// Whether evaluating `e` is free of faults and effects: locals, constants and arithmetic only.
fn cannot_fault(e: &Expr) -> bool {
    match e {
        Expr::Int(_) | Expr::Local(_) => true,
        Expr::Bin(_, a, b) => cannot_fault(a) && cannot_fault(b),
        Expr::Un(_, a) => cannot_fault(a),
        Expr::Select(c, a, b) => cannot_fault(c) && cannot_fault(a) && cannot_fault(b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bitboard's `to` loop: `to = ctz(bits); bits = bits & (bits - 1); push(..)`.
    fn to_loop(prefix_value: Expr) -> Stmt {
        let (bits, to) = (Local(0), Local(1));
        Stmt::While {
            cond: l(bits).ne(int(0)),
            body: vec![
                set(to, prefix_value),
                set(bits, Expr::bin(BinOp::BitAnd, l(bits), l(bits).sub(int(1)))),
                Stmt::Push {
                    from: l(to),
                    to: l(to),
                    level_from: int(0),
                    level_to: int(0),
                    kind: int(0),
                    aux: int(0),
                },
            ],
        }
    }

    #[test]
    fn a_push_loop_tests_the_probe_once_before_it() {
        let probe = Local(2);
        let out = probe_pushes(
            vec![to_loop(Expr::Un(UnOp::TrailingZeros, Box::new(l(Local(0)))))],
            probe,
        );
        let [Stmt::If { cond, then, otherwise }] = &out[..] else { panic!("{out:?}") };
        assert_eq!(*cond, l(probe).ne(int(0)));
        assert_eq!(*then, vec![when(l(Local(0)).ne(int(0)), vec![Stmt::Return(Some(int(1)))])]);
        let [Stmt::While { body, .. }] = &otherwise[..] else { panic!("{otherwise:?}") };
        assert!(body.iter().all(|s| !matches!(s, Stmt::If { .. })), "{body:?}");
        assert_eq!(body.len(), 3);
    }

    #[test]
    fn a_loop_reading_the_state_before_its_push_keeps_the_test_inside() {
        let probe = Local(2);
        let read = Expr::load(FieldId(0), l(Local(0)));
        let out = probe_pushes(vec![to_loop(read)], probe);
        let [Stmt::While { body, .. }] = &out[..] else { panic!("{out:?}") };
        assert_eq!(body[2], when(l(probe).ne(int(0)), vec![Stmt::Return(Some(int(1)))]));
    }
}
