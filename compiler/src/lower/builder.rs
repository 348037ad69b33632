//! Building kernel functions: locals, tables, and the state fields every lowered game has.

use std::collections::HashMap;

use crate::kernel_ir::*;

/// A function being built.
/// A kernel's functions while it is being lowered: ids are handed out first (so functions can
/// call each other, recursively too) and each slot is filled when its function is finished.
#[derive(Default)]
pub struct FunctionSlots(Vec<Option<Function>>);

impl FunctionSlots {
    pub fn reserve(&mut self) -> FuncId {
        self.0.push(None);
        FuncId(self.0.len() as u32 - 1)
    }

    pub fn define(&mut self, id: FuncId, f: Function) {
        self.0[id.0 as usize] = Some(f);
    }

    /// The ids handed out so far.
    pub fn ids(&self) -> Vec<FuncId> {
        (0..self.0.len() as u32).map(FuncId).collect()
    }

    pub fn get_mut(&mut self, id: FuncId) -> Option<&mut Function> {
        self.0.get_mut(id.0 as usize)?.as_mut()
    }

    /// A function's definition, once defined.
    pub fn get(&self, id: FuncId) -> Option<&Function> {
        self.0.get(id.0 as usize)?.as_ref()
    }

    /// The finished functions, in id order.
    pub fn finish(&mut self) -> Vec<Function> {
        std::mem::take(&mut self.0)
            .into_iter()
            .map(|f| f.expect("every reserved function is defined"))
            .collect()
    }
}

pub struct FnBuilder {
    pub name: String,
    pub kind: FuncKind,
    pub params: u32,
    pub names: Vec<String>,
}

impl FnBuilder {
    pub fn new(name: impl Into<String>, kind: FuncKind, params: &[&str]) -> FnBuilder {
        FnBuilder {
            name: name.into(),
            kind,
            params: params.len() as u32,
            names: params.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// A fresh local (names are made unique for printing).
    pub fn local(&mut self, name: &str) -> Local {
        let n = self.names.iter().filter(|x| x.split('_').next() == Some(name)).count();
        let name = if n == 0 { name.to_string() } else { format!("{name}_{n}") };
        self.names.push(name);
        Local(self.names.len() as u32 - 1)
    }

    pub fn param(&self, i: u32) -> Local {
        assert!(i < self.params);
        Local(i)
    }

    pub fn finish(self, body: Vec<Stmt>) -> Function {
        Function {
            name: self.name,
            kind: self.kind,
            params: self.params,
            local_names: self.names,
            body,
        }
    }
}

/// Tables, deduplicated by content.
#[derive(Default)]
pub struct Tables {
    pub tables: Vec<Table>,
    by_content: HashMap<(String, Vec<i64>), TableId>,
}

impl Tables {
    pub fn add(&mut self, name: &str, data: Vec<i64>) -> TableId {
        let lo = data.iter().copied().min().unwrap_or(0);
        let hi = data.iter().copied().max().unwrap_or(0);
        let ty = Elem::fitting(lo, hi);
        let key = (format!("{ty:?}"), data);
        if let Some(&id) = self.by_content.get(&key) {
            return id;
        }
        let id = TableId(self.tables.len() as u32);
        self.tables.push(Table {
            name: format!("{}_{}", name, self.tables.len()),
            ty,
            data: key.1.clone(),
        });
        self.by_content.insert(key, id);
        id
    }
}

/// Lists of different lengths as one table of rows of equal width `k`, padded with -1 (at
/// least one entry, so the table is never empty). Returns the table data and `k`.
pub fn padded(lists: &[Vec<i64>]) -> (Vec<i64>, usize) {
    let k = lists.iter().map(|v| v.len()).max().unwrap_or(0).max(1);
    let mut flat = Vec::with_capacity(lists.len() * k);
    for v in lists {
        flat.extend(v.iter().copied());
        flat.extend(std::iter::repeat_n(-1, k - v.len()));
    }
    if flat.is_empty() {
        flat.push(-1);
    }
    (flat, k)
}

/// Statement helpers.
pub fn set(l: Local, e: impl Into<Expr>) -> Stmt {
    Stmt::Set(l, e.into())
}

pub fn store(field: FieldId, index: impl Into<Expr>, value: impl Into<Expr>) -> Stmt {
    Stmt::Store { field, index: index.into(), value: value.into() }
}

pub fn store0(field: FieldId, value: impl Into<Expr>) -> Stmt {
    store(field, 0, value)
}

pub fn when(cond: Expr, then: Vec<Stmt>) -> Stmt {
    Stmt::If { cond, then, otherwise: Vec::new() }
}

pub fn if_else(cond: Expr, then: Vec<Stmt>, otherwise: Vec<Stmt>) -> Stmt {
    Stmt::If { cond, then, otherwise }
}

pub fn range(var: Local, start: impl Into<Expr>, end: impl Into<Expr>, body: Vec<Stmt>) -> Stmt {
    Stmt::Range { var, start: start.into(), end: end.into(), body }
}

/// `body` for each set bit of `mask`, lowest first, with the bit's index in `var` (`bits`
/// holds the bits not visited yet).
pub fn each_bit(var: Local, bits: Local, mask: Expr, body: Vec<Stmt>) -> Vec<Stmt> {
    let mut each = vec![
        set(var, Expr::Un(UnOp::TrailingZeros, Box::new(l(bits)))),
        set(bits, Expr::bin(BinOp::BitAnd, l(bits), l(bits).sub(int(1)))),
    ];
    each.extend(body);
    vec![set(bits, mask), Stmt::While { cond: l(bits).ne(int(0)), body: each }]
}

pub fn l(x: Local) -> Expr {
    Expr::Local(x)
}

pub fn int(v: i64) -> Expr {
    Expr::Int(v)
}

/// A move's levels (`level_from`, `level_to`) when it leaves from and lands on the ground level:
/// every move of a game without stacks, and Ludii's key of most moves of a stacking game.
pub fn ground() -> (Expr, Expr) {
    (int(0), int(0))
}
