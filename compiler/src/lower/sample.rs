//! Random moves without `legal`'s whole list (`kernel_ir::Sampler`): Go's placements.
//!
//! A random playout wants one uniformly random legal move per step. Go's `legal` asks the
//! verdict of `quiet` (a flood fill, a superko probe) of each of some 200 empty sites, yet
//! while most of them are legal the first candidate drawn at random usually is one. So where
//! `legal` pushes a move only when a placement verdict accepts it, `candidates` is `legal`
//! with those verdicts left out (every such move is pushed), and `verdict(to, kind, aux)` asks
//! the verdict of one candidate; the runtime draws candidates until one is accepted
//! (`ludemic_runtime::sample`), which is exactly uniform over the legal moves.
//!
//! Derived from the kernel `legal` the lowering built, so both functions are that code: each
//! `if verdict(args) { push }` whose move has a constant kind and aux (which name the verdict
//! to ask) and a local `to` becomes the push, and the verdict's arguments become the
//! candidate's `to` and `aux` or what `legal` computed before from the state alone (the
//! mover, the players around it). The forced pass `legal` adds when it has no other move is
//! no candidate: when every candidate is refused, the runtime takes `legal`'s list. Made only
//! where that is the whole difference: `legal` runs on the state itself (the verdicts write
//! working fields only), pushes nothing through calls, reads its move list only for the
//! forced pass, and no other push shares a deferred move's kind and aux.

use std::collections::HashMap;

use crate::kernel_ir::*;

/// `if kind == .0 && aux == .1 { return verdict }`, one for each deferred verdict.
type Arm = ((i64, i64), Expr);

/// The sampler of `legal` (`functions[legal]`), deferring the calls of `verdicts`; its two
/// functions are appended to `functions`. None where `legal` has another shape (see the
/// module comment).
pub(super) fn sampler(
    functions: &mut Vec<Function>,
    layout: &StateLayout,
    legal: FuncId,
    verdicts: &[FuncId],
) -> Option<Sampler> {
    if verdicts.is_empty() || layout.has_scratch() {
        return None;
    }
    let f = &functions[legal.0 as usize];
    let mut body = f.body.clone();
    // The forced pass: `if moves == 0 { pass }`, last.
    if let Some(Stmt::If { cond, otherwise, .. }) = body.last() {
        if *cond == Expr::MovesLen.eq(Expr::Int(0)) && otherwise.is_empty() {
            body.pop();
        }
    }
    let mut assigned = HashMap::new();
    walk_stmts(
        &body,
        &mut |s| {
            if let Stmt::Set(l, _) | Stmt::Range { var: l, .. } = s {
                *assigned.entry(*l).or_insert(0) += 1;
            }
        },
        &mut |_| {},
    );
    let mut cx = Deferral { layout, verdicts, assigned, known: HashMap::new(), arms: Vec::new() };
    let mut others = Vec::new();
    for s in &mut body {
        cx.stmt(s, &mut others)?;
        // A local set once, at the top, from the state alone: verdicts may ask it again.
        if let Stmt::Set(l, e) = s {
            if cx.assigned[l] == 1 && cx.state_only(e) {
                cx.known.insert(*l, e.clone());
            }
        }
    }
    let keys: Vec<(i64, i64)> = cx.arms.iter().map(|(k, _)| *k).collect();
    if keys.is_empty() || others.iter().any(|k| k.is_none_or(|k| keys.contains(&k))) {
        return None;
    }
    let candidates = Function {
        name: "sample_candidates".into(),
        kind: FuncKind::Legal,
        params: 0,
        local_names: f.local_names.clone(),
        body,
    };
    let (kind, aux) = (Expr::Local(VERDICT_KIND), Expr::Local(VERDICT_AUX));
    let mut verdict_body: Vec<Stmt> = cx
        .arms
        .into_iter()
        .map(|((k, a), verdict)| Stmt::If {
            cond: kind.clone().eq(Expr::Int(k)).and(aux.clone().eq(Expr::Int(a))),
            then: vec![Stmt::Return(Some(verdict.ne(Expr::Int(0))))],
            otherwise: Vec::new(),
        })
        .collect();
    verdict_body.push(Stmt::Return(Some(Expr::Int(1))));
    let verdict = Function {
        name: "sample_verdict".into(),
        kind: FuncKind::Mutate,
        params: 3,
        local_names: ["to", "kind", "aux"].map(String::from).to_vec(),
        body: verdict_body,
    };
    functions.extend([candidates, verdict]);
    let n = functions.len() as u32;
    Some(Sampler { candidates: FuncId(n - 2), verdict: FuncId(n - 1) })
}

/// The value of `e` when it is a constant (the lowering leaves an aux's parts unfolded).
fn constant(e: &Expr) -> Option<i64> {
    match e {
        Expr::Int(v) => Some(*v),
        Expr::Bin(op, a, b) => {
            Some(crate::kernel_ir::eval::binary(*op, constant(a)?, constant(b)?))
        }
        _ => None,
    }
}

/// The parameters of `sample_verdict`.
const VERDICT_TO: Local = Local(0);
const VERDICT_KIND: Local = Local(1);
const VERDICT_AUX: Local = Local(2);

struct Deferral<'a> {
    layout: &'a StateLayout,
    verdicts: &'a [FuncId],
    /// How many statements of `legal` assign each local.
    assigned: HashMap<Local, usize>,
    /// Locals `legal` set, once, from the state alone, before the statement at hand.
    known: HashMap<Local, Expr>,
    arms: Vec<Arm>,
}

impl Deferral<'_> {
    /// Defers the verdicts in `s`; `others` collects the (kind, aux) of every other push
    /// (None where not constant). None where `legal` has a shape the sampler cannot take.
    fn stmt(&mut self, s: &mut Stmt, others: &mut Vec<Option<(i64, i64)>>) -> Option<()> {
        match s {
            Stmt::If { cond: Expr::Call { func, args }, then, otherwise }
                if self.verdicts.contains(func) && otherwise.is_empty() =>
            {
                let [push @ Stmt::Push { to: Expr::Local(to), kind, aux, .. }] = &then[..] else {
                    return None;
                };
                let (kind, aux) = (constant(kind)?, constant(aux)?);
                let args = args
                    .iter()
                    .map(|a| match a {
                        Expr::Local(l) if l == to => Some(Expr::Local(VERDICT_TO)),
                        Expr::Int(_) => Some(a.clone()),
                        a => self.known_value(a),
                    })
                    .collect::<Option<Vec<Expr>>>()?;
                let call = Expr::Call { func: *func, args };
                let key = (kind, aux);
                match self.arms.iter().find(|(k, _)| *k == key) {
                    Some((_, c)) if *c != call => return None,
                    Some(_) => {}
                    None => self.arms.push((key, call)),
                }
                *s = push.clone();
            }
            Stmt::If { cond, then, otherwise } => {
                self.expr(cond)?;
                for s in then.iter_mut().chain(otherwise) {
                    self.stmt(s, others)?;
                }
            }
            Stmt::Range { start, end, body, .. } => {
                self.expr(start)?;
                self.expr(end)?;
                for s in body {
                    self.stmt(s, others)?;
                }
            }
            Stmt::While { cond, body } => {
                self.expr(cond)?;
                for s in body {
                    self.stmt(s, others)?;
                }
            }
            Stmt::Push { kind, aux, .. } => others.push(constant(kind).zip(constant(aux))),
            // Moves pushed, or the list read, elsewhere than the sampler sees.
            Stmt::Call { .. } | Stmt::ClearMoves | Stmt::RemoveMove(_) => return None,
            Stmt::Set(_, e) | Stmt::Return(Some(e)) => self.expr(e)?,
            Stmt::Store { index, value, .. } => {
                self.expr(index)?;
                self.expr(value)?;
            }
            Stmt::Break | Stmt::Continue | Stmt::Return(None) => {}
        }
        Some(())
    }

    /// Refuses an expression reading the move list (its length differs without the verdicts).
    fn expr(&self, e: &Expr) -> Option<()> {
        let mut reads_list = false;
        walk_expr(e, &mut |x| reads_list |= matches!(x, Expr::MovesLen | Expr::MoveAt(..)));
        (!reads_list).then_some(())
    }

    /// What `a`, an argument of a verdict in `legal`, is outside `legal`: the same expression
    /// of the state, its locals replaced by what they were set to.
    fn known_value(&self, a: &Expr) -> Option<Expr> {
        let mut out = a.clone();
        if let Expr::Local(l) = a {
            out = self.known.get(l)?.clone();
        }
        self.state_only(&out).then_some(out)
    }

    /// Whether `e` is a function of the game state only: no local, no move, no call, and no
    /// working field (what `legal` and the verdicts leave there differs).
    fn state_only(&self, e: &Expr) -> bool {
        let mut ok = true;
        walk_expr(e, &mut |x| match x {
            Expr::Local(_)
            | Expr::Call { .. }
            | Expr::Move(_)
            | Expr::MovesLen
            | Expr::MoveAt(..) => ok = false,
            Expr::Load { field, .. } => ok &= !self.layout.field(*field).working,
            _ => {}
        });
        ok
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::sync::Arc;

    use ludemic_runtime::{DynGame, DynHandle, Game, RawMove, Rng};

    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;
    use crate::kernel_ir::eval::KernelEval;
    use crate::kernel_ir::Kernel;
    use crate::lower::walks::go_with_superko;

    fn kernel(text: &str) -> Kernel {
        let c = compile_ludii("go.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
            .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The state after the placements on `sites`, the movers alternating.
    fn position(g: &impl Game<State = Box<[u8]>, Move = RawMove>, sites: &[u32]) -> Box<[u8]> {
        let mut s = g.initial_state();
        let mut moves = Vec::new();
        for &site in sites {
            g.legal_moves(&s, &mut moves);
            let mv = *moves.iter().find(|m| m.kind == 0 && m.to == site).expect("legal");
            g.apply(&mut s, mv);
        }
        s
    }

    /// Random walks on Go's variants (see `quiet`'s tests): at every step the candidates the
    /// verdicts accept are the moves of `legal` (less its forced pass, offered only when
    /// nothing else is legal), and the JIT's sampled playouts play the evaluator's moves.
    #[test]
    fn accepted_candidates_are_the_legal_moves() {
        use crate::lower::walks::{go_text, GO_CAPTURES};
        let superko_only = format!("(move Add (to (sites Empty)) (then {GO_CAPTURES}))");
        let one_eyed = format!(
            "(do (move Add (to (sites Empty))) ifAfterwards:(> (count Liberties Orthogonal) 0) (then {GO_CAPTURES}))"
        );
        let games = [
            go_with_superko(5),
            go_text(5, "(meta (no Repeat))", &superko_only),
            go_text(5, "", &one_eyed),
        ];
        for text in games {
            let k = Arc::new(kernel(&text));
            assert!(k.entry.sample.is_some(), "sampled:\n{k}");
            let eval = KernelEval::new(k.clone());
            let jit = crate::back::jit::compile(&k).expect("compiles");
            let (eval_h, jit_h) = (DynHandle::new(KernelEval::new(k.clone())), DynHandle::new(jit));
            let mut steps = 0;
            for walk in 0..10 {
                let (mut a, mut b) = (eval_h.initial_state(), jit_h.initial_state());
                let (mut ra, mut rb) = (Rng::stream(5, walk), Rng::stream(5, walk));
                let (mut ma, mut mb, mut legal, mut accepted) =
                    (Vec::new(), Vec::new(), Vec::new(), Vec::new());
                while !eval_h.status(&a).is_over() {
                    eval.legal_moves(&a, &mut legal);
                    eval.accepted_candidates(&mut a, &mut accepted);
                    if accepted.is_empty() {
                        assert!(legal.iter().all(|m| m.kind == 1), "{legal:?}");
                    } else {
                        assert_eq!(accepted, legal, "at {}", eval.state_string(&a));
                    }
                    assert!(eval_h.play_random(&mut a, &mut ma, &mut ra));
                    assert!(jit_h.play_random(&mut b, &mut mb, &mut rb));
                    // Working fields aside (the evaluator ran the verdicts once more).
                    let differs = k.state.first_difference(&a, &b);
                    assert!(differs.is_none(), "the JIT samples otherwise: {differs:?}");
                    steps += 1;
                }
            }
            assert!(steps > 300, "steps {steps}");
        }
    }

    /// A ko on a 4×4 board (see `quiet`'s test): White's retake at (1,1) is a repeated
    /// position, and the corner (0,0), surrounded by Black, is suicide. The sampler plays
    /// only legal moves, each of them, about equally often, on the evaluator and the JIT.
    #[test]
    fn sampled_moves_are_uniform_over_the_legal_ones() {
        let k = kernel(&go_with_superko(4));
        assert!(k.entry.sample.is_some(), "Go's placements are sampled:\n{k}");
        let at = |col: u32, row: u32| row * 4 + col;
        let line = [at(1, 2), at(2, 2), at(0, 1), at(1, 1), at(1, 0), at(3, 1), at(3, 3)];
        let line = [&line[..], &[at(2, 0), at(2, 1)]].concat();
        let eval = DynHandle::new(KernelEval::new(Arc::new(k.clone())));
        let jit = crate::back::jit::compile(&k).expect("compiles");
        assert!(jit.samples(), "the JIT draws Go's candidates");
        let jit = DynHandle::new(jit);
        for g in [eval, jit] {
            let start = position(&g, &line);
            let mut legal = Vec::new();
            g.legal_moves(&start, &mut legal);
            let tos: Vec<u32> = legal.iter().filter(|m| m.kind == 0).map(|m| m.to).collect();
            assert!(!tos.contains(&at(1, 1)) && !tos.contains(&at(0, 0)), "{tos:?}");
            // Each legal move's state afterwards names it.
            let after: HashMap<String, usize> = (legal.iter().enumerate())
                .map(|(i, &mv)| {
                    let mut s = start.clone();
                    g.apply(&mut s, mv);
                    (g.state_string(&s), i)
                })
                .collect();
            let (mut counts, mut rng, mut moves) =
                (vec![0u32; legal.len()], Rng::seed_from(3), Vec::new());
            let draws = 200 * legal.len() as u32;
            for _ in 0..draws {
                let mut s = start.clone();
                moves.clear();
                assert!(g.play_random(&mut s, &mut moves, &mut rng));
                counts[after[&g.state_string(&s)]] += 1;
            }
            // 200 expected each: five binomial standard deviations (~ 70) either side.
            for (mv, &n) in legal.iter().zip(&counts) {
                assert!(n.abs_diff(200) < 70, "{mv:?}: {n} of {draws} ({counts:?})");
            }
        }
    }
}
