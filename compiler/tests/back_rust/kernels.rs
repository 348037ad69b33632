//! Hand-written kernels for the Rust back end's tests (shared by `back_rust` and
//! `back_rust_fresh`).
#![allow(dead_code)]

use ludemic_compiler::kernel_ir::*;

use BinOp::*;
use Expr::{Int, Move as Mv};

fn l(i: u32) -> Local {
    Local(i)
}
fn var(i: u32) -> Expr {
    Expr::Local(Local(i))
}
fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    Expr::bin(op, a, b)
}
fn un(op: UnOp, a: Expr) -> Expr {
    Expr::Un(op, Box::new(a))
}
fn store(field: FieldId, index: Expr, value: Expr) -> Stmt {
    Stmt::Store { field, index, value }
}
fn push(from: Expr, kind: i64, aux: Expr) -> Stmt {
    Stmt::Push { from: from.clone(), to: from, level_from: Int(0), level_to: Int(0), kind: Int(kind), aux }
}
fn func(name: &str, kind: FuncKind, params: u32, locals: &[&str], body: Vec<Stmt>) -> Function {
    Function {
        name: name.into(),
        kind,
        params,
        local_names: locals.iter().map(|s| s.to_string()).collect(),
        body,
    }
}

struct Pieces {
    what: FieldId,
    who: FieldId,
    count: FieldId,
    piece_state: FieldId,
    height: FieldId,
    mover: FieldId,
    over: FieldId,
    ranks: FieldId,
}

fn meta(p: &Pieces, sites: usize) -> Meta {
    Meta {
        mover: p.mover,
        over: p.over,
        ranks: p.ranks,
        sites,
        levels: 1,
        what: p.what,
        who: p.who,
        count: p.count,
        piece_state: p.piece_state,
        height: p.height,
        scores: None,
        phases: None,
        stacking: false,
        chance: None,
        deal: None,
        dice: None,
        puzzle_site_type: None,
        swapped: None,
        hidden: None,
        piece_value: None,
    }
}

/// Tic-tac-toe with bitboards and a table of line masks.
pub fn ttt_kernel() -> Kernel {
    let mut s = StateLayout::default();
    let p = Pieces {
        what: s.add("what", Elem::U8, 9),
        who: s.add("who", Elem::U8, 9),
        count: s.add("count", Elem::U8, 9),
        piece_state: s.add("state", Elem::U8, 9),
        height: s.add("height", Elem::U8, 9),
        mover: s.add("mover", Elem::U8, 1),
        over: s.add("over", Elem::U8, 1),
        ranks: s.add("ranks", Elem::U8, 2),
    };
    let bb = s.add("boards", Elem::Bits, 2);
    let made = s.add("made", Elem::I16, 1);
    let lines = [0b111, 0b111000, 0b111000000, 0b1001001, 0b10010010, 0b100100100, 0b100010001, 0b1010100];
    let tables = vec![Table { name: "lines".into(), ty: Elem::Bits, data: lines.to_vec() }];
    let won = FuncId(3);
    let functions = vec![
        func("init", FuncKind::Init, 0, &[], vec![store(p.mover, Int(0), Int(1))]),
        func(
            "legal",
            FuncKind::Legal,
            0,
            &["site"],
            vec![
                Stmt::If { cond: Expr::scalar(p.over), then: vec![Stmt::Return(None)], otherwise: vec![] },
                Stmt::Range {
                    var: l(0),
                    start: Int(0),
                    end: Int(9),
                    body: vec![Stmt::If {
                        cond: Expr::load(p.height, var(0)).eq(Int(0)),
                        then: vec![push(var(0), 0, Expr::MovesLen)],
                        otherwise: vec![],
                    }],
                },
            ],
        ),
        func(
            "apply",
            FuncKind::Mutate,
            0,
            &["site", "p"],
            vec![
                Stmt::Set(l(0), Mv(MoveField::To)),
                Stmt::Set(l(1), Expr::scalar(p.mover)),
                store(p.height, var(0), Int(1)),
                store(p.what, var(0), var(1)),
                store(p.who, var(0), var(1)),
                store(p.count, var(0), Int(1)),
                store(
                    bb,
                    var(1).sub(Int(1)),
                    bin(BitOr, Expr::load(bb, var(1).sub(Int(1))), bin(Shl, Int(1), var(0))),
                ),
                store(made, Int(0), Expr::scalar(made).add(Int(1))),
                Stmt::If {
                    cond: Expr::Call { func: won, args: vec![var(1).sub(Int(1))] },
                    then: vec![
                        store(p.over, Int(0), Int(1)),
                        store(p.ranks, var(1).sub(Int(1)), Int(1)),
                        store(p.ranks, Int(2).sub(var(1)), Int(2)),
                    ],
                    otherwise: vec![Stmt::If {
                        cond: Expr::scalar(made).eq(Int(9)),
                        then: vec![
                            store(p.over, Int(0), Int(1)),
                            store(p.ranks, Int(0), Int(1)),
                            store(p.ranks, Int(1), Int(1)),
                        ],
                        otherwise: vec![],
                    }],
                },
                store(p.mover, Int(0), Int(3).sub(var(1))),
            ],
        ),
        func(
            "won",
            FuncKind::Query,
            1,
            &["q", "i", "m"],
            vec![
                Stmt::Range {
                    var: l(1),
                    start: Int(0),
                    end: Int(8),
                    body: vec![
                        Stmt::Set(l(2), Expr::table(TableId(0), var(1))),
                        Stmt::If {
                            cond: bin(BitAnd, Expr::load(bb, var(0)), var(2)).eq(var(2)),
                            then: vec![Stmt::Return(Some(Int(1)))],
                            otherwise: vec![],
                        },
                    ],
                },
                Stmt::Return(Some(Int(0))),
            ],
        ),
    ];
    Kernel {
        name: "Tic-Tac-Toe".into(),
        num_players: 2,
        meta: meta(&p, 9),
        state: s,
        tables,
        functions,
        entry: Entries { init: FuncId(0), legal: FuncId(1), apply: FuncId(2), update: None, legal_in_place: false, sample: None },
        max_moves: 9,
    }
}

/// A counting game whose moves run every operator on awkward values (division by zero,
/// `i64::MIN / -1`, shifts past 63, truncating stores into every element type), with loops
/// that break, continue, and leave their variable behind.
pub fn ops_kernel() -> Kernel {
    let mut s = StateLayout::default();
    let p = Pieces {
        what: s.add("what", Elem::I8, 4),
        who: s.add("who", Elem::U16, 4),
        count: s.add("count", Elem::I32, 4),
        piece_state: s.add("piece state", Elem::I64, 4),
        height: s.add("height", Elem::U8, 4),
        mover: s.add("mover", Elem::U8, 1),
        over: s.add("over", Elem::U8, 1),
        ranks: s.add("ranks", Elem::U8, 2),
    };
    let step = s.add("step", Elem::I32, 1);
    let acc = s.add("acc", Elem::I64, 1);
    let bits = s.add("bits", Elem::Bits, 1);
    let tables = vec![
        Table { name: "odd values".into(), ty: Elem::I16, data: vec![-5, 300, 70000, -1] },
        Table { name: "masks".into(), ty: Elem::Bits, data: vec![-1, 0x00ff_00ff_00ff_00ff, 1 << 63] },
    ];
    let (x, y, i, j) = (var(0), var(1), var(2), var(3));
    let tail = FuncId(3);
    let leftover = FuncId(4);
    let helper = FuncId(5);
    let functions = vec![
        func(
            "init",
            FuncKind::Init,
            0,
            &["i"],
            vec![
                store(p.mover, Int(0), Int(1)),
                store(acc, Int(0), Int(12345)),
                Stmt::Range { var: l(0), start: Int(0), end: Int(4), body: vec![store(p.height, var(0), Int(1))] },
            ],
        ),
        func(
            "legal",
            FuncKind::Legal,
            0,
            &["i", "j", "k"],
            vec![
                Stmt::If { cond: Expr::scalar(p.over), then: vec![Stmt::Return(None)], otherwise: vec![] },
                Stmt::Range {
                    var: l(0),
                    start: Int(0),
                    end: Int(3),
                    body: vec![push(
                        bin(BitAnd, bin(Shr, Expr::scalar(acc), var(0).mul(Int(7))), Int(15)),
                        0,
                        var(0).mul(Int(31)).add(Expr::scalar(step)),
                    )],
                },
                Stmt::While {
                    cond: var(1).lt(Int(10)),
                    body: vec![
                        Stmt::Set(l(1), var(1).add(Int(1))),
                        Stmt::If { cond: var(1).eq(Int(2)), then: vec![Stmt::Continue], otherwise: vec![] },
                        Stmt::If { cond: var(1).eq(Int(5)), then: vec![Stmt::Break], otherwise: vec![] },
                        Stmt::Set(l(2), var(2).add(var(1))),
                    ],
                },
                Stmt::Call { func: tail, args: vec![var(2)] },
            ],
        ),
        func(
            "apply",
            FuncKind::Mutate,
            0,
            &["x", "y", "i", "j"],
            vec![
                Stmt::Set(l(0), Mv(MoveField::To).sub(Int(7))),
                Stmt::Set(l(1), Expr::scalar(acc)),
                store(p.what, Int(0), y.clone().mul(Int(31)).add(x.clone())),
                store(p.who, Int(1), bin(Div, y.clone(), x.clone())),
                store(p.who, Int(0), bin(Rem, y.clone(), x.clone())),
                store(p.who, Int(2), bin(Div, y.clone(), Int(-3))),
                store(p.who, Int(3), bin(Rem, y.clone(), Int(-1))),
                store(p.count, Int(2), bin(Shl, y.clone(), x.clone())),
                store(p.count, Int(3), bin(Shr, y.clone(), x.clone().add(Int(70)))),
                store(p.count, Int(0), bin(Shl, Int(1), x.clone().add(Int(64)))),
                store(p.count, Int(1), bin(Shr, Int(-1), Int(60)).add(bin(Shl, Int(3), Int(62)))),
                store(p.piece_state, Int(0), bin(Div, Int(i64::MIN), x.clone().sub(x.clone()).sub(Int(1)))),
                store(p.piece_state, Int(1), un(UnOp::Neg, y.clone())),
                store(
                    p.piece_state,
                    Int(2),
                    bin(BitXor, un(UnOp::BitNot, y.clone()), un(UnOp::PopCount, y.clone())),
                ),
                store(
                    p.piece_state,
                    Int(3),
                    un(UnOp::TrailingZeros, y.clone())
                        .add(un(UnOp::LeadingZeros, y.clone()).mul(Int(3)))
                        .add(bin(Min, x.clone(), y.clone()))
                        .sub(bin(Max, x.clone(), Int(3))),
                ),
                store(
                    p.what,
                    Int(1),
                    Expr::select(
                        x.clone().gt(Int(2)).and(y.clone().lt(Int(0))).or(Expr::not(x.clone().eq(Int(1)))),
                        x.clone(),
                        un(UnOp::Neg, x.clone()),
                    ),
                ),
                store(
                    p.what,
                    Int(2),
                    x.clone()
                        .le(Int(3))
                        .add(x.clone().ge(Int(3)).mul(Int(2)))
                        .add(x.clone().ne(Int(3)).mul(Int(4)))
                        .add(Expr::not(x.clone()).mul(Int(8))),
                ),
                store(
                    p.what,
                    Int(3),
                    Expr::table(TableId(0), bin(Rem, Expr::scalar(step), Int(4)))
                        .add(Expr::select(Int(1), Int(5), Int(6))),
                ),
                store(
                    bits,
                    Int(0),
                    bin(
                        BitXor,
                        Expr::scalar(bits),
                        bin(BitAnd, Expr::table(TableId(1), bin(Rem, y.clone(), Int(3)).mul(Expr::select(y.clone().lt(Int(0)), Int(-1), Int(1)))), bin(Shl, Int(1), bin(BitAnd, x.clone(), Int(63)))),
                    ),
                ),
                Stmt::Set(
                    l(1),
                    y.clone().mul(Int(6364136223846793005)).add(Int(1442695040888963407)).add(Mv(MoveField::Aux)),
                ),
                store(acc, Int(0), bin(BitXor, y.clone(), Expr::Call { func: leftover, args: vec![bin(BitAnd, x.clone(), Int(7))] })),
                Stmt::Call { func: helper, args: vec![] },
                store(step, Int(0), Expr::scalar(step).add(Int(1))),
                Stmt::If {
                    cond: Expr::scalar(step).ge(Int(40)).or(Expr::scalar(bits).eq(Int(0)).and(Expr::scalar(step).gt(Int(3)))),
                    then: vec![
                        store(p.over, Int(0), Int(1)),
                        store(p.ranks, Int(0), Int(1).add(bin(BitAnd, Expr::scalar(acc), Int(1)))),
                        store(p.ranks, Int(1), Int(2).sub(bin(BitAnd, Expr::scalar(acc), Int(1)))),
                    ],
                    otherwise: vec![],
                },
                store(p.mover, Int(0), Int(3).sub(Expr::scalar(p.mover))),
                Stmt::Set(l(2), i.clone()),
                Stmt::Set(l(3), j.clone()),
            ],
        ),
        // Pushes a pass when nothing else was pushed... and one more move from a parameter.
        func(
            "tail",
            FuncKind::Legal,
            1,
            &["n"],
            vec![Stmt::If {
                cond: Expr::MovesLen.lt(Int(100)),
                then: vec![push(bin(Rem, var(0), Int(16)), 0, Expr::MovesLen)],
                otherwise: vec![push(Int(0), 1, Int(0))],
            }],
        ),
        // Returns its loop variable after the loop (the last value it took), via nested loops.
        func(
            "leftover",
            FuncKind::Query,
            1,
            &["n", "i", "s"],
            vec![
                Stmt::Range {
                    var: l(1),
                    start: Int(0),
                    end: var(0),
                    body: vec![
                        Stmt::Set(l(2), var(2).add(var(1))),
                        Stmt::Range { var: l(1), start: Int(0), end: Int(2), body: vec![Stmt::Set(l(2), var(2).add(Int(1)))] },
                    ],
                },
                Stmt::Return(Some(var(1).mul(Int(1000)).add(var(2)))),
            ],
        ),
        // A top-level break ends the function.
        func(
            "helper",
            FuncKind::Mutate,
            0,
            &[],
            vec![
                Stmt::If { cond: Mv(MoveField::From).gt(Int(8)), then: vec![Stmt::Break], otherwise: vec![] },
                store(p.count, Int(1), Expr::load(p.count, Int(1)).add(Mv(MoveField::From))),
            ],
        ),
    ];
    Kernel {
        name: "Ops".into(),
        num_players: 2,
        meta: meta(&p, 4),
        state: s,
        tables,
        functions,
        entry: Entries { init: FuncId(0), legal: FuncId(1), apply: FuncId(2), update: None, legal_in_place: false, sample: None },
        max_moves: 4,
    }
}

pub fn kernels() -> Vec<(&'static str, &'static str, Kernel)> {
    vec![("ttt", "TicTacToe", ttt_kernel()), ("ops", "Ops", ops_kernel())]
}

