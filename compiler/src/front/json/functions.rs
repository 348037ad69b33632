//! THE table of the spec language's built-in functions: name, signature, IR function. The
//! front end checks calls against it and docs/json-spec.md lists the same names. `player(...)`
//! and `after(...)` are special forms handled by the lowering; effects are listed in `EFFECTS`.

use crate::game_ir::state_rules::{Func, Ty};

#[derive(Clone, Copy, Debug)]
pub enum Sig {
    /// Fixed argument types and result type.
    Fixed(&'static [Ty], Ty),
    /// Two or more arguments of one type, returning it.
    Variadic(Ty),
    /// `eq`/`ne`: two arguments of the same (any) type, returning bool.
    Equality,
    /// `if(cond, a, b)`: a and b of one type, returning it.
    Conditional,
}

pub struct Builtin {
    pub name: &'static str,
    pub func: Func,
    pub sig: Sig,
}

const II_B: Sig = Sig::Fixed(&[Ty::Int, Ty::Int], Ty::Bool);
const II_I: Sig = Sig::Fixed(&[Ty::Int, Ty::Int], Ty::Int);
const I_I: Sig = Sig::Fixed(&[Ty::Int], Ty::Int);

pub const TABLE: &[Builtin] = &[
    Builtin { name: "eq", func: Func::Eq, sig: Sig::Equality },
    Builtin { name: "ne", func: Func::Ne, sig: Sig::Equality },
    Builtin { name: "lt", func: Func::Lt, sig: II_B },
    Builtin { name: "le", func: Func::Le, sig: II_B },
    Builtin { name: "gt", func: Func::Gt, sig: II_B },
    Builtin { name: "ge", func: Func::Ge, sig: II_B },
    Builtin { name: "and", func: Func::And, sig: Sig::Variadic(Ty::Bool) },
    Builtin { name: "or", func: Func::Or, sig: Sig::Variadic(Ty::Bool) },
    Builtin { name: "not", func: Func::Not, sig: Sig::Fixed(&[Ty::Bool], Ty::Bool) },
    Builtin { name: "add", func: Func::Add, sig: Sig::Variadic(Ty::Int) },
    Builtin { name: "sub", func: Func::Sub, sig: II_I },
    Builtin { name: "mul", func: Func::Mul, sig: Sig::Variadic(Ty::Int) },
    Builtin { name: "div", func: Func::Div, sig: II_I },
    Builtin { name: "mod", func: Func::Mod, sig: II_I },
    Builtin { name: "neg", func: Func::Neg, sig: I_I },
    Builtin { name: "abs", func: Func::Abs, sig: I_I },
    Builtin { name: "min", func: Func::Min, sig: II_I },
    Builtin { name: "max", func: Func::Max, sig: II_I },
    Builtin { name: "if", func: Func::If, sig: Sig::Conditional },
    Builtin { name: "pos", func: Func::Pos, sig: Sig::Fixed(&[Ty::Int, Ty::Int], Ty::Pos) },
    Builtin { name: "mid_pos", func: Func::MidPos, sig: Sig::Fixed(&[Ty::Pos, Ty::Pos], Ty::Pos) },
    Builtin {
        name: "path_clear",
        func: Func::PathClear,
        sig: Sig::Fixed(&[Ty::Pos, Ty::Pos], Ty::Bool),
    },
    Builtin {
        name: "other_player",
        func: Func::OtherPlayer,
        sig: Sig::Fixed(&[Ty::Player], Ty::Player),
    },
    Builtin {
        name: "next_player",
        func: Func::NextPlayer,
        sig: Sig::Fixed(&[Ty::Player], Ty::Player),
    },
    Builtin { name: "find", func: Func::Find, sig: Sig::Fixed(&[Ty::Kind, Ty::Player], Ty::Pos) },
    Builtin { name: "count", func: Func::Count, sig: Sig::Fixed(&[Ty::Kind, Ty::Player], Ty::Int) },
    Builtin {
        name: "can_target",
        func: Func::CanTarget,
        sig: Sig::Fixed(&[Ty::Player, Ty::Pos], Ty::Bool),
    },
    Builtin {
        name: "no_legal_actions",
        func: Func::NoLegalActions,
        sig: Sig::Fixed(&[], Ty::Bool),
    },
    Builtin {
        name: "line_through",
        func: Func::LineThrough,
        sig: Sig::Fixed(&[Ty::Pos, Ty::Int], Ty::Bool),
    },
    Builtin { name: "last_target", func: Func::LastTarget, sig: Sig::Fixed(&[], Ty::Pos) },
    Builtin { name: "last_mover", func: Func::LastMover, sig: Sig::Fixed(&[], Ty::Player) },
    Builtin { name: "random_int", func: Func::RandomInt, sig: II_I },
    Builtin {
        name: "zone_size",
        func: Func::ZoneSize,
        sig: Sig::Fixed(&[Ty::Zone, Ty::Player], Ty::Int),
    },
    Builtin {
        name: "zone_top",
        func: Func::ZoneTop,
        sig: Sig::Fixed(&[Ty::Zone, Ty::Player], Ty::Pos),
    },
    Builtin {
        name: "zone_end",
        func: Func::ZoneEnd,
        sig: Sig::Fixed(&[Ty::Zone, Ty::Player], Ty::Pos),
    },
    Builtin {
        name: "in_zone",
        func: Func::InZone,
        sig: Sig::Fixed(&[Ty::Pos, Ty::Zone, Ty::Player], Ty::Bool),
    },
];

/// Effect names (lowered by `lower::effect`).
pub const EFFECTS: &[&str] = &[
    "set",
    "if",
    "do",
    "repeat",
    "remove_entity",
    "create_entity",
    "end_chain",
    "move_to_zone",
    "shuffle",
];

pub fn find(name: &str) -> Option<&'static Builtin> {
    TABLE.iter().find(|b| b.name == name)
}

pub fn name(f: Func) -> &'static str {
    TABLE.iter().find(|b| b.func == f).map_or("?", |b| b.name)
}
