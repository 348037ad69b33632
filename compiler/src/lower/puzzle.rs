//! Deduction puzzles (`game_ir::puzzle`) → Kernel IR.
//!
//! The state keeps each site's candidate values as a bitset (`cand`), and beside it what Ludii's
//! state strings show: the value a resolved site shows (`what`) and whether it shows one
//! (`present`). One query, `holds(site, bits, fill)`, evaluates every constraint over constant
//! tables of site groups, reading `bits` as the candidates of `site` (the state a `Set` leads
//! to) and, with `fill`, every unresolved constrained site as resolved to 0 (`is Solved`).

use super::builder::*;
use super::R;
use crate::game_ir::puzzle::{Constraint, Puzzle};
use crate::game_ir::Game;
use crate::kernel_ir::*;

/// Lowers a puzzle to a kernel.
pub fn lower(g: &Game, p: &Puzzle) -> R<Kernel> {
    let n = p.sites.max(1);
    let mut layout = StateLayout::default();
    let f = Fields {
        cand: layout.add("cand", Elem::I32, n),
        what: layout.add("what", Elem::U8, n),
        present: layout.add("present", Elem::U8, n),
        // Never written: puzzle sites keep no piece state.
        piece_state: layout.add("piece_state", Elem::U8, n),
        mover: layout.add("mover", Elem::U8, 1),
        over: layout.add("over", Elem::U8, 1),
        rank: layout.add("rank", Elem::U8, 1),
    };
    let mut tables = Tables::default();
    let mut functions = FunctionSlots::default();
    let init = functions.reserve();
    let legal = functions.reserve();
    let apply = functions.reserve();
    let holds = functions.reserve();
    functions.define(holds, holds_fn(p, &f, &mut tables));
    functions.define(init, init_fn(p, &f));
    functions.define(legal, legal_fn(p, &f, &mut tables, holds));
    functions.define(apply, apply_fn(&f, holds));
    let values = (p.max - p.min + 1) as usize;
    Ok(Kernel {
        name: g.name.clone(),
        num_players: 1,
        state: layout,
        tables: tables.tables,
        functions: functions.finish(),
        // `legal` only reads the state.
        entry: Entries { init, legal, apply, update: None, legal_in_place: true, sample: None },
        max_moves: (p.vars.len() * values * 2).max(1),
        meta: Meta {
            mover: f.mover,
            over: f.over,
            ranks: f.rank,
            sites: p.sites,
            levels: 1,
            what: f.what,
            who: f.present,
            count: f.present,
            piece_state: f.piece_state,
            piece_value: None,
            height: f.present,
            scores: None,
            phases: None,
            stacking: false,
            chance: None,
            deal: None,
            dice: None,
            puzzle_site_type: Some(p.site_type.name()),
            swapped: None,
            hidden: None,
        },
    })
}

struct Fields {
    cand: FieldId,
    what: FieldId,
    present: FieldId,
    piece_state: FieldId,
    mover: FieldId,
    over: FieldId,
    rank: FieldId,
}

fn popcount(e: Expr) -> Expr {
    Expr::Un(UnOp::PopCount, Box::new(e))
}

fn trailing_zeros(e: Expr) -> Expr {
    Expr::Un(UnOp::TrailingZeros, Box::new(e))
}

fn bit(v: Expr) -> Expr {
    Expr::bin(BinOp::Shl, int(1), v)
}

/// Whether candidates `c` (a local) are resolved.
fn is_resolved(c: Local) -> Expr {
    popcount(l(c)).eq(int(1))
}

/// Stores what site `site` shows once its candidates are `c`: its value when resolved, else 0.
fn show(f: &Fields, site: Expr, c: Local) -> Vec<Stmt> {
    let value = Expr::select(is_resolved(c), trailing_zeros(l(c)), int(0));
    vec![
        store(f.what, site.clone(), value),
        store(f.present, site.clone(), Expr::load(f.what, site).ne(int(0))),
    ]
}

fn init_fn(p: &Puzzle, f: &Fields) -> Function {
    let mut fb = FnBuilder::new("init", FuncKind::Init, &[]);
    let s = fb.local("s");
    let c = fb.local("c");
    let mut body = vec![
        store0(f.mover, 1),
        range(s, 0, p.sites as i64, vec![store(f.cand, l(s), p.all_candidates() as i64)]),
    ];
    // Ludii's start `(set ..)`: ActionSet on each site.
    for &(site, value) in &p.given {
        body.push(set(c, int(1 << value)));
        body.push(store(f.cand, site as i64, l(c)));
        body.extend(show(f, int(site as i64), c));
    }
    fb.finish(body)
}

/// `holds(site, bits, fill)`: 1 when every constraint holds.
fn holds_fn(p: &Puzzle, f: &Fields, tables: &mut Tables) -> Function {
    let mut fb = FnBuilder::new("holds", FuncKind::Query, &["site", "bits", "fill"]);
    let (site, bits, fill) = (fb.param(0), fb.param(1), fb.param(2));
    let constrained: Vec<i64> =
        (0..p.sites).map(|x| p.constrained.binary_search(&x).is_ok() as i64).collect();
    let constrained = tables.add("constrained", constrained);
    let (g, j, x, c, seen, sum, all) = (
        fb.local("g"),
        fb.local("j"),
        fb.local("x"),
        fb.local("c"),
        fb.local("seen"),
        fb.local("sum"),
        fb.local("all"),
    );
    // `c` = the candidates of site `x` as the query sees them.
    let read = |x: Local| {
        vec![
            set(c, Expr::select(l(x).eq(l(site)), l(bits), Expr::load(f.cand, l(x)))),
            when(
                l(fill)
                    .ne(int(0))
                    .and(Expr::table(constrained, l(x)).ne(int(0)))
                    .and(Expr::not(is_resolved(c))),
                vec![set(c, int(1))],
            ),
        ]
    };
    let fail = Stmt::Return(Some(int(0)));
    let mut body = Vec::new();
    for con in &p.constraints {
        let (lists, targets): (Vec<Vec<i64>>, Vec<i64>) = match con {
            Constraint::AllDifferent { groups, .. } => {
                (groups.iter().map(|g| sites(g)).collect(), Vec::new())
            }
            Constraint::Sum { groups } | Constraint::Count { groups, .. } => {
                groups.iter().map(|(g, t)| (sites(g), *t)).unzip()
            }
            Constraint::Blank { sites: v } => (vec![sites(v)], Vec::new()),
        };
        if lists.is_empty() {
            continue;
        }
        let (data, k) = padded(&lists);
        let table = tables.add("groups", data);
        let k = k as i64;
        let member = Expr::table(table, l(g).mul(int(k)).add(l(j)));
        // The group's sites, one by one in `x` (candidates in `c`), then `after`.
        let each = |visit: Vec<Stmt>, before: Vec<Stmt>, after: Vec<Stmt>| {
            let mut inner = vec![set(x, member.clone()), when(l(x).lt(int(0)), vec![Stmt::Break])];
            inner.extend(read(x));
            inner.extend(visit);
            let mut group = before;
            group.push(range(j, 0, k, inner));
            group.extend(after);
            range(g, 0, lists.len() as i64, group)
        };
        let value = trailing_zeros(l(c));
        match con {
            Constraint::AllDifferent { except, gated, .. } => {
                let except_mask: i64 = except.iter().map(|&v| 1i64 << v).sum();
                let mut before = Vec::new();
                if *gated {
                    // The group counts only when its first site shows a nonzero value.
                    let first = Expr::table(table, l(g).mul(int(k)));
                    before.push(set(x, first));
                    before.extend(read(x));
                    before.push(when(
                        Expr::not(is_resolved(c)).or(value.clone().eq(int(0))),
                        vec![Stmt::Continue],
                    ));
                }
                before.push(set(seen, 0));
                // The bit of value `v` in `mask`.
                let has = |mask: Expr| {
                    Expr::bin(BinOp::BitAnd, Expr::bin(BinOp::Shr, mask, value.clone()), int(1))
                        .ne(int(0))
                };
                let mut visit = vec![when(Expr::not(is_resolved(c)), vec![Stmt::Continue])];
                if except_mask != 0 {
                    visit.push(when(has(int(except_mask)), vec![Stmt::Continue]));
                }
                visit.extend([
                    when(value.clone().eq(int(0)), vec![fail.clone()]),
                    when(has(l(seen)), vec![fail.clone()]),
                    set(seen, Expr::bin(BinOp::BitOr, l(seen), bit(value.clone()))),
                ]);
                body.push(each(visit, before, Vec::new()));
            }
            Constraint::Blank { .. } => {
                let visit =
                    vec![when(is_resolved(c).and(value.clone().ne(int(0))), vec![fail.clone()])];
                body.push(each(visit, Vec::new(), Vec::new()));
            }
            Constraint::Sum { .. } | Constraint::Count { .. } => {
                let counted = match con {
                    Constraint::Count { value: v, .. } => {
                        Expr::select(value.clone().eq(int(*v as i64)), int(1), int(0))
                    }
                    _ => value.clone(),
                };
                let target = Expr::table(tables.add("targets", targets.clone()), l(g));
                let visit = vec![if_else(
                    is_resolved(c),
                    vec![set(sum, l(sum).add(counted))],
                    vec![set(all, 0)],
                )];
                let before = vec![set(sum, 0), set(all, 1)];
                let broken = l(all).ne(int(0)).and(l(sum).ne(target.clone())).or(l(sum).gt(target));
                body.push(each(visit, before, vec![when(broken, vec![fail.clone()])]));
            }
        }
    }
    body.push(Stmt::Return(Some(int(1))));
    fb.finish(body)
}

fn sites(g: &[usize]) -> Vec<i64> {
    g.iter().map(|&s| s as i64).collect()
}

/// For every variable and value: `Set` when the constraints hold after it, `Toggle` unless the
/// variable is resolved to that value.
fn legal_fn(p: &Puzzle, f: &Fields, tables: &mut Tables, holds: FuncId) -> Function {
    let mut fb = FnBuilder::new("legal", FuncKind::Legal, &[]);
    let (i, var, c, v) = (fb.local("i"), fb.local("var"), fb.local("c"), fb.local("v"));
    let vars = tables.add("vars", sites(&p.vars));
    let push = |aux: Expr| Stmt::Push {
        from: l(var),
        to: l(var),
        level_from: int(0),
        level_to: int(0),
        kind: int(0),
        aux,
    };
    let aux = Expr::bin(BinOp::Shl, l(v), int(1));
    let per_value = vec![
        when(
            Expr::Call { func: holds, args: vec![l(var), bit(l(v)), int(0)] }.ne(int(0)),
            vec![push(aux.clone())],
        ),
        when(
            Expr::not(is_resolved(c).and(trailing_zeros(l(c)).eq(l(v)))),
            vec![push(Expr::bin(BinOp::BitOr, aux, int(1)))],
        ),
    ];
    let body = vec![
        when(Expr::scalar(f.over).ne(int(0)), vec![Stmt::Return(None)]),
        range(
            i,
            0,
            p.vars.len() as i64,
            vec![
                set(var, Expr::table(vars, l(i))),
                set(c, Expr::load(f.cand, l(var))),
                range(v, p.min as i64, p.max as i64 + 1, per_value),
            ],
        ),
    ];
    fb.finish(body)
}

/// Sets or toggles the value, then ends the game once `(is Solved)`.
fn apply_fn(f: &Fields, holds: FuncId) -> Function {
    let mut fb = FnBuilder::new("apply", FuncKind::Mutate, &[]);
    let (site, aux, c) = (fb.local("site"), fb.local("aux"), fb.local("c"));
    let value_bit = bit(Expr::bin(BinOp::Shr, l(aux), int(1)));
    let mut body = vec![
        set(site, Expr::Move(MoveField::To)),
        set(aux, Expr::Move(MoveField::Aux)),
        set(c, Expr::load(f.cand, l(site))),
        if_else(
            Expr::bin(BinOp::BitAnd, l(aux), int(1)).ne(int(0)),
            vec![set(c, Expr::bin(BinOp::BitXor, l(c), value_bit.clone()))],
            vec![set(c, value_bit)],
        ),
        store(f.cand, l(site), l(c)),
    ];
    body.extend(show(f, l(site), c));
    body.push(when(
        Expr::Call { func: holds, args: vec![int(-1), int(0), int(1)] }.ne(int(0)),
        vec![store0(f.over, 1), store0(f.rank, 1)],
    ));
    fb.finish(body)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use ludemic_runtime::{DynHandle, Game, Outcome, Status};

    use crate::driver::{compile_ludii, LudiiOptions};
    use crate::front::ludii::expand::DefineLibrary;
    use crate::kernel_ir::eval::KernelEval;

    /// A 3×3 Latin square with two rows given, so one row is left to fill.
    const LATIN: &str = r#"(game "Latin" (players 1)
        (equipment { (board (square 3) (values Cell (range 1 3))) (regions {Columns Rows}) })
        (rules (start (set { {0 1} {1 2} {2 3} {3 2} {4 3} {5 1} }))
               (play (satisfy (all Different)))
               (end (if (is Solved) (result P1 Win)))))"#;

    /// The interpreter, the kernel evaluator and (with the feature) the JIT of a description.
    fn back_ends(text: &str) -> Vec<(&'static str, DynHandle)> {
        let c =
            compile_ludii("test.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let kernel = Arc::new(super::super::lower(&c.game).expect("a puzzle lowers"));
        let mut out = vec![
            ("interp", crate::interp::for_game(Arc::clone(&c.game))),
            ("kernel", DynHandle::new(KernelEval::new(Arc::clone(&kernel)))),
        ];
        #[cfg(feature = "jit")]
        out.push(("jit", DynHandle::new(crate::back::jit::compile(&kernel).expect("compiles"))));
        out
    }

    /// Plays the move whose action is `action` (`[Set:type=Cell,var=6,value=3`).
    fn play(g: &DynHandle, s: &mut Box<[u8]>, action: &str) {
        let mut moves = Vec::new();
        g.legal_moves(s, &mut moves);
        let m = moves.iter().find(|m| g.move_action(s, **m).as_deref() == Some(action));
        let m = *m.unwrap_or_else(|| panic!("no move {action}"));
        g.apply(s, m);
    }

    #[test]
    fn sets_toggles_and_the_solved_puzzle_on_every_back_end() {
        for (name, g) in back_ends(LATIN) {
            let mut s = g.initial_state();
            let mut moves = Vec::new();
            g.legal_moves(&s, &mut moves);
            // Each free site: a Set of its one consistent value, and three Toggles.
            assert_eq!(moves.len(), 3 * (1 + 3), "{name}");
            play(&g, &mut s, "[Set:type=Cell,var=6,value=3");
            play(&g, &mut s, "[Set:type=Cell,var=7,value=1");
            assert_eq!(g.status(&s), Status::Ongoing, "{name}");
            // Toggling 3 and 1 off leaves {0, 2}: unresolved, so the site shows nothing.
            play(&g, &mut s, "[Toggle:type=Cell,var=8,value=3");
            play(&g, &mut s, "[Toggle:type=Cell,var=8,value=1");
            assert_eq!(g.state_string(&s).matches(':').count(), 3 * 8, "{name}");
            // Toggling 2 off too resolves the site to 0, which breaks `all Different`
            // wherever else a value is set: the one Set left is the value that repairs it.
            play(&g, &mut s, "[Toggle:type=Cell,var=8,value=2");
            g.legal_moves(&s, &mut moves);
            let sets: Vec<_> = moves.iter().filter(|m| m.aux & 1 == 0).collect();
            assert_eq!(sets.len(), 1, "{name}");
            assert_eq!((sets[0].to, sets[0].aux >> 1), (8, 2), "{name}");
            play(&g, &mut s, "[Set:type=Cell,var=8,value=2");
            assert_eq!(g.status(&s), Status::Over(Outcome::win(1, 1)), "{name}");
            assert!(g.state_string(&s).ends_with("8:2:1:1 |mover=1"), "{name}");
            g.legal_moves(&s, &mut moves);
            assert!(moves.is_empty(), "{name}: the game is over");
        }
    }
}
