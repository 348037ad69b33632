//! Kernel functions as Rust methods: statements, expressions (values and conditions), and
//! just the parentheses Rust's precedence needs.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use super::names::Scope;
use super::{elem_literal, fits, truncate, walk_stmts, Info, Names};
use crate::kernel_ir::copy::{self, FieldCopy};
use crate::kernel_ir::eval::binary;
use crate::kernel_ir::{
    BinOp, Elem, Expr, FieldId, Function, Kernel, Local, MoveField, Stmt, UnOp,
};

/// How tightly an expression binds, loosest first (Rust's operator precedence).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    /// `if`-expressions, ranges: always parenthesised as operands.
    Lowest,
    OrOr,
    AndAnd,
    Cmp,
    BitOr,
    BitXor,
    BitAnd,
    Shift,
    Add,
    Mul,
    Cast,
    Unary,
    Postfix,
}

/// A piece of Rust expression and how tightly it binds.
struct R {
    ts: TokenStream,
    prec: Prec,
}

impl R {
    fn new(ts: TokenStream, prec: Prec) -> R {
        R { ts, prec }
    }

    /// The tokens, parenthesised unless they bind at least as tightly as `min`.
    fn at(self, min: Prec) -> TokenStream {
        let ts = self.ts;
        if self.prec < min {
            quote!((#ts))
        } else {
            ts
        }
    }
}

/// An `i64` literal (suffixed when asked, or when it would not fit an `i32`, so that no
/// context can infer a narrower type for it).
pub(super) fn int_literal(v: i64, suffixed: bool) -> TokenStream {
    let suffixed = suffixed || v > i32::MAX as i64 || v < i32::MIN as i64;
    if v == i64::MIN {
        return quote!(i64::MIN);
    }
    let lit =
        if suffixed { Literal::i64_suffixed(v.abs()) } else { Literal::i64_unsuffixed(v.abs()) };
    if v < 0 {
        quote!(-#lit)
    } else {
        quote!(#lit)
    }
}

fn int(v: i64, suffixed: bool) -> R {
    let prec = if v < 0 && v != i64::MIN { Prec::Unary } else { Prec::Postfix };
    R::new(int_literal(v, suffixed), prec)
}

/// One kernel function as a method of the state.
pub(super) fn function(k: &Kernel, names: &Names, info: &[Info], fi: usize) -> TokenStream {
    let f = &k.functions[fi];
    let me = info[fi];
    let mut scope = Scope::with(&["self", "moves", "mv"]);
    let locals: Vec<Ident> = (0..f.num_locals().max(f.params as usize))
        .map(|i| {
            let name = f.local_names.get(i).map_or("", String::as_str);
            scope.fresh(name, &format!("l{i}"), false)
        })
        .collect();
    let (assigned, loop_only) = local_uses(f);
    let mut cx = Cx { k, names, info, me, locals, loop_only, scope, loops: 0 };

    let receiver = if me.mutates { quote!(&mut self) } else { quote!(&self) };
    let mut params = vec![receiver];
    if me.pushes {
        params.push(quote!(moves: &mut ::ludemic_runtime::MoveBuf<'_>));
    }
    if me.reads_move {
        params.push(quote!(mv: &RawMove));
    }
    for p in 0..f.params as usize {
        let name = &cx.locals[p];
        params.push(if assigned[p] { quote!(mut #name: i64) } else { quote!(#name: i64) });
    }
    let decls: Vec<TokenStream> = (f.params as usize..cx.locals.len())
        .filter(|&l| !cx.loop_only[l])
        .map(|l| {
            let name = &cx.locals[l];
            if assigned[l] {
                quote!(let mut #name: i64 = 0;)
            } else {
                quote!(let #name: i64 = 0;)
            }
        })
        .collect();

    // A final `return e` becomes the tail expression; an `i64` function falling off its end
    // returns 0, as the evaluator does.
    let (body, tail) = match f.body.split_last() {
        Some((Stmt::Return(Some(e)), rest)) if me.returns => (rest, Some(cx.value(e).ts)),
        Some((Stmt::Return(None), rest)) if !me.returns => (rest, None),
        Some((Stmt::Return(_), _)) => (&f.body[..], None),
        _ if me.returns => (&f.body[..], Some(quote!(0))),
        _ => (&f.body[..], None),
    };
    let stmts = cx.block(body);
    let name = &names.functions[fi];
    let ret = if me.returns { quote!(-> i64) } else { quote!() };
    let doc = format!(" Kernel function `{}` ({:?}).", f.name, f.kind);
    quote! {
        #[doc = #doc]
        #[inline]
        pub fn #name(#(#params),*) #ret {
            #(#decls)*
            #stmts
            #tail
        }
    }
}

/// For each local: is it ever assigned (so `mut`), and is it a loop variable used only
/// inside its own loops (so it becomes the `for` binding itself).
fn local_uses(f: &Function) -> (Vec<bool>, Vec<bool>) {
    let n = f.num_locals().max(f.params as usize);
    let mut assigned = vec![false; n];
    let mut is_range_var = vec![false; n];
    let mut outside = vec![false; n];
    fn go(
        body: &[Stmt],
        open: &mut Vec<Local>,
        assigned: &mut [bool],
        is_range_var: &mut [bool],
        outside: &mut [bool],
    ) {
        for s in body {
            let reads = |e: &Expr, open: &[Local], outside: &mut [bool]| {
                super::walk_expr(e, &mut |x| {
                    if let Expr::Local(l) = x {
                        if !open.contains(l) {
                            outside[l.0 as usize] = true;
                        }
                    }
                })
            };
            match s {
                Stmt::Set(l, e) => {
                    assigned[l.0 as usize] = true;
                    reads(e, open, outside);
                }
                Stmt::Range { var, start, end, body } => {
                    reads(start, open, outside);
                    reads(end, open, outside);
                    let v = var.0 as usize;
                    if open.contains(var) {
                        // Nested loops over one variable: the inner one's last value leaks out.
                        outside[v] = true;
                    }
                    is_range_var[v] = true;
                    open.push(*var);
                    go(body, open, assigned, is_range_var, outside);
                    open.pop();
                }
                Stmt::If { cond, then, otherwise } => {
                    reads(cond, open, outside);
                    go(then, open, assigned, is_range_var, outside);
                    go(otherwise, open, assigned, is_range_var, outside);
                }
                Stmt::While { cond, body } => {
                    reads(cond, open, outside);
                    go(body, open, assigned, is_range_var, outside);
                }
                other => walk_stmts(std::slice::from_ref(other), &mut |_| {}, &mut |x| {
                    if let Expr::Local(l) = x {
                        if !open.contains(l) {
                            outside[l.0 as usize] = true;
                        }
                    }
                }),
            }
        }
    }
    go(&f.body, &mut Vec::new(), &mut assigned, &mut is_range_var, &mut outside);
    let loop_only: Vec<bool> = (0..n)
        .map(|l| is_range_var[l] && !outside[l] && !assigned[l] && l >= f.params as usize)
        .collect();
    // A loop variable that is not loop-only is assigned by its loop.
    for l in 0..n {
        if is_range_var[l] && !loop_only[l] {
            assigned[l] = true;
        }
    }
    (assigned, loop_only)
}

struct Cx<'a> {
    k: &'a Kernel,
    names: &'a Names,
    info: &'a [Info],
    me: Info,
    locals: Vec<Ident>,
    loop_only: Vec<bool>,
    scope: Scope,
    /// Loops open around the statement being emitted.
    loops: usize,
}

impl Cx<'_> {
    fn block(&mut self, body: &[Stmt]) -> TokenStream {
        let stmts: Vec<TokenStream> = body.iter().map(|s| self.stmt(s)).collect();
        quote!(#(#stmts)*)
    }

    fn stmt(&mut self, s: &Stmt) -> TokenStream {
        match s {
            Stmt::Set(l, e) => {
                let v = self.value(e).ts;
                let name = &self.locals[l.0 as usize];
                quote!(#name = #v;)
            }
            Stmt::Store { field, index, value } => {
                let place = self.place(*field, index);
                let v = self.narrow(value, self.k.state.field(*field).ty);
                quote!(#place = #v;)
            }
            Stmt::If { cond, then, otherwise } => self.if_stmt(cond, then, otherwise),
            Stmt::Range { var, start, end, body } => {
                if let Some(c) = copy::field_copy(&self.k.state, *var, start, end, body) {
                    return self.field_copy(&c, *var);
                }
                let untyped = is_untyped(start) && is_untyped(end);
                let a = if untyped { self.typed(start) } else { self.value(start) }.at(Prec::OrOr);
                let b = self.value(end).at(Prec::OrOr);
                self.loops += 1;
                let body = self.block(body);
                self.loops -= 1;
                let v = var.0 as usize;
                let name = self.locals[v].clone();
                if self.loop_only[v] {
                    quote!(for #name in #a..#b { #body })
                } else {
                    let i = self.scope.fresh(&format!("{name}_next"), "i", false);
                    quote!(for #i in #a..#b { #name = #i; #body })
                }
            }
            Stmt::While { cond, body } => {
                self.loops += 1;
                let body = self.block(body);
                self.loops -= 1;
                match cond {
                    Expr::Int(v) if *v != 0 => quote!(loop { #body }),
                    _ => {
                        let c = self.cond(cond).ts;
                        quote!(while #c { #body })
                    }
                }
            }
            // Outside any loop, `break` and `continue` end the function as a fall-through does.
            Stmt::Break if self.loops > 0 => quote!(break;),
            Stmt::Continue if self.loops > 0 => quote!(continue;),
            Stmt::Break | Stmt::Continue => self.ret(None),
            Stmt::Return(e) => self.ret(e.as_ref()),
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                let from = self.cast(from, quote!(u32), |v| v as u32 as i64);
                let to = self.cast(to, quote!(u32), |v| v as u32 as i64);
                let level_from = self.cast(level_from, quote!(u16), |v| v as u16 as i64);
                let level_to = self.cast(level_to, quote!(u16), |v| v as u16 as i64);
                let kind = self.cast(kind, quote!(u8), |v| v as u8 as i64);
                let aux = self.cast(aux, quote!(u32), |v| v as u32 as i64);
                quote!(moves.push(RawMove { from: #from, to: #to, level_from: #level_from, level_to: #level_to, kind: #kind, aux: #aux });)
            }
            Stmt::Call { func, args } => {
                let call = self.call(func.0 as usize, args, true);
                quote!(#call;)
            }
            Stmt::ClearMoves => quote!(moves.clear();),
            Stmt::RemoveMove(i) => {
                let i = self.value(i).ts;
                quote!(moves.swap_remove((#i) as usize);)
            }
        }
    }

    fn if_stmt(&mut self, cond: &Expr, then: &[Stmt], otherwise: &[Stmt]) -> TokenStream {
        let c = self.cond(cond).ts;
        let then = self.block(then);
        match otherwise {
            [] => quote!(if #c { #then }),
            [Stmt::If { cond, then: t2, otherwise: o2 }] => {
                let nested = self.if_stmt(cond, t2, o2);
                quote!(if #c { #then } else #nested)
            }
            _ => {
                let o = self.block(otherwise);
                quote!(if #c { #then } else { #o })
            }
        }
    }

    fn ret(&mut self, e: Option<&Expr>) -> TokenStream {
        match (self.me.returns, e) {
            (true, Some(e)) => {
                let v = self.value(e).ts;
                quote!(return #v;)
            }
            (true, None) => quote!(return 0;),
            (false, _) => quote!(return;),
        }
    }

    /// `self.field[index]`.
    /// A [`FieldCopy`] loop as one slice copy (bounds checked once per side, then a `memcpy`;
    /// a run outside its field panics as the loop's first bad index would). The loop variable
    /// ends at its last value, as the loop leaves it.
    fn field_copy(&mut self, c: &FieldCopy<'_>, var: Local) -> TokenStream {
        let n = Literal::usize_unsuffixed(c.count());
        let mut run = |field: FieldId, base: Option<&Expr>| {
            let first = match base {
                Some(b) if c.start == 0 => b.clone(),
                Some(b) => b.clone().add(Expr::Int(c.start)),
                None => Expr::Int(c.start),
            };
            let path = self.names.paths[field.0 as usize].clone();
            let i = self.index(&first);
            (path, i)
        };
        let (dst, dst_at) = run(c.dst, c.dst_base);
        let (src, src_at) = run(c.src, c.src_base);
        let copy = quote! {
            {
                let (dst, src) = (#dst_at, #src_at);
                #dst[dst..dst + #n].copy_from_slice(&#src[src..src + #n]);
            }
        };
        let v = var.0 as usize;
        if self.loop_only[v] {
            return copy;
        }
        let name = &self.locals[v];
        let last = int(c.end - 1, false).ts;
        quote!(#copy #name = #last;)
    }

    fn place(&mut self, field: FieldId, index: &Expr) -> TokenStream {
        let path = &self.names.paths[field.0 as usize];
        let i = self.index(index);
        quote!(#path[#i])
    }

    fn index(&mut self, index: &Expr) -> TokenStream {
        match index {
            Expr::Int(v) if *v >= 0 => {
                let lit = Literal::u64_unsuffixed(*v as u64);
                quote!(#lit)
            }
            e => {
                let v = self.value(e).at(Prec::Cast);
                quote!(#v as usize)
            }
        }
    }

    /// `e` truncated to a field's element type (a store).
    fn narrow(&mut self, e: &Expr, ty: Elem) -> TokenStream {
        if let Some(v) = constant(e) {
            return elem_literal(v, ty);
        }
        match (e, ty) {
            (_, Elem::I64) => self.value(e).ts,
            _ => {
                let rust = super::elem_type(ty);
                self.cast(e, rust, |v| truncate(v, ty))
            }
        }
    }

    /// `e as ty`, folded for constants.
    fn cast(&mut self, e: &Expr, ty: TokenStream, fold: impl Fn(i64) -> i64) -> TokenStream {
        match constant(e).map(fold) {
            // Already truncated to the target type: no suffix, so it takes that type.
            Some(v) if v >= 0 => {
                let lit = Literal::i64_unsuffixed(v);
                quote!(#lit)
            }
            Some(v) => int(v, false).ts,
            None => {
                let v = self.value(e).at(Prec::Cast);
                quote!(#v as #ty)
            }
        }
    }

    fn call(&mut self, fi: usize, args: &[Expr], with_moves: bool) -> TokenStream {
        let callee = self.info[fi];
        let name = &self.names.functions[fi];
        let mut a = Vec::new();
        if callee.pushes {
            // An expression call runs without the move buffer, as in the evaluator.
            a.push(if with_moves && self.me.pushes {
                quote!(moves)
            } else {
                quote!(&mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()))
            });
        }
        if callee.reads_move {
            a.push(if self.me.reads_move { quote!(mv) } else { quote!(&RawMove::default()) });
        }
        let params = self.k.functions[fi].params as usize;
        for i in 0..params {
            a.push(match args.get(i) {
                Some(e) => self.value(e).ts,
                None => quote!(0),
            });
        }
        quote!(self.#name(#(#a),*))
    }

    /// An `i64` value whose type no context can change (a receiver, a shifted operand).
    fn typed(&mut self, e: &Expr) -> R {
        if let Some(v) = constant(e) {
            return int(v, true);
        }
        match e {
            e if is_untyped(e) => {
                let v = self.value(e).at(Prec::Cast);
                R::new(quote!(#v as i64), Prec::Cast)
            }
            e => self.value(e),
        }
    }

    /// `recv.method(args)`.
    fn method(&mut self, recv: &Expr, method: &str, args: &[&Expr]) -> R {
        let r = self.typed(recv).at(Prec::Postfix);
        let m = Ident::new(method, Span::call_site());
        let a: Vec<TokenStream> = args.iter().map(|e| self.value(e).ts).collect();
        R::new(quote!(#r.#m(#(#a),*)), Prec::Postfix)
    }

    /// An expression as an `i64` value.
    fn value(&mut self, e: &Expr) -> R {
        if let Some(v) = constant(e) {
            return int(v, false);
        }
        match e {
            Expr::Int(v) => int(*v, false),
            Expr::Local(l) => {
                let name = &self.locals[l.0 as usize];
                R::new(quote!(#name), Prec::Postfix)
            }
            Expr::Load { field, index } => {
                let place = self.place(*field, index);
                match self.k.state.field(*field).ty {
                    Elem::I64 => R::new(place, Prec::Postfix),
                    _ => R::new(quote!(#place as i64), Prec::Cast),
                }
            }
            Expr::Table { table, index } => {
                let t = table.0 as usize;
                let name = &self.names.tables[t];
                let i = self.index(index);
                match self.names.table_types[t] {
                    Elem::I64 => R::new(quote!(#name[#i]), Prec::Postfix),
                    _ => R::new(quote!(#name[#i] as i64), Prec::Cast),
                }
            }
            Expr::Bin(op, a, b) => {
                if let (Expr::Int(x), Expr::Int(y)) = (&**a, &**b) {
                    return int(binary(*op, *x, *y), false);
                }
                self.bin(*op, a, b)
            }
            Expr::Un(op, a) => {
                if let Expr::Int(x) = **a {
                    let v = match op {
                        UnOp::Neg => x.wrapping_neg(),
                        UnOp::Not => (x == 0) as i64,
                        UnOp::BitNot => !x,
                        UnOp::PopCount => x.count_ones() as i64,
                        UnOp::TrailingZeros => x.trailing_zeros() as i64,
                        UnOp::LeadingZeros => x.leading_zeros() as i64,
                    };
                    return int(v, false);
                }
                match op {
                    UnOp::Neg => self.method(a, "wrapping_neg", &[]),
                    UnOp::Not => self.bool_value(e),
                    UnOp::BitNot => {
                        let v = self.value(a).at(Prec::Unary);
                        R::new(quote!(!#v), Prec::Unary)
                    }
                    UnOp::PopCount => {
                        let v = self.method(a, "count_ones", &[]).ts;
                        R::new(quote!(#v as i64), Prec::Cast)
                    }
                    UnOp::TrailingZeros => {
                        let v = self.method(a, "trailing_zeros", &[]).ts;
                        R::new(quote!(#v as i64), Prec::Cast)
                    }
                    UnOp::LeadingZeros => {
                        let v = self.method(a, "leading_zeros", &[]).ts;
                        R::new(quote!(#v as i64), Prec::Cast)
                    }
                }
            }
            Expr::Select(c, a, b) => {
                let c = self.cond(c).ts;
                let (a, b) = (self.value(a).ts, self.value(b).ts);
                R::new(quote!(if #c { #a } else { #b }), Prec::Lowest)
            }
            Expr::Call { func, args } => {
                R::new(self.call(func.0 as usize, args, false), Prec::Postfix)
            }
            Expr::Move(f) => {
                if !self.me.reads_move {
                    return int(0, false);
                }
                let ts = match f {
                    MoveField::From => quote!(mv.from as i32 as i64),
                    MoveField::To => quote!(mv.to as i32 as i64),
                    MoveField::LevelFrom => quote!(mv.level_from as i64),
                    MoveField::LevelTo => quote!(mv.level_to as i64),
                    MoveField::Kind => quote!(mv.kind as i64),
                    MoveField::Aux => quote!(mv.aux as i64),
                };
                R::new(ts, Prec::Cast)
            }
            Expr::MovesLen if self.me.pushes => R::new(quote!(moves.len() as i64), Prec::Cast),
            Expr::MovesLen => int(0, false),
            Expr::MoveAt(i, f) => {
                let i = self.value(i).ts;
                let field = match f {
                    MoveField::From => quote!(from as i32 as i64),
                    MoveField::To => quote!(to as i32 as i64),
                    MoveField::LevelFrom => quote!(level_from as i64),
                    MoveField::LevelTo => quote!(level_to as i64),
                    MoveField::Kind => quote!(kind as i64),
                    MoveField::Aux => quote!(aux as i64),
                };
                R::new(quote!(moves[(#i) as usize].#field), Prec::Cast)
            }
        }
    }

    /// A condition turned into 0 or 1.
    fn bool_value(&mut self, e: &Expr) -> R {
        let c = self.cond(e).at(Prec::Cast);
        R::new(quote!(#c as i64), Prec::Cast)
    }

    fn bin(&mut self, op: BinOp, a: &Expr, b: &Expr) -> R {
        use BinOp::*;
        match op {
            Add => self.method(a, "wrapping_add", &[b]),
            Sub => self.method(a, "wrapping_sub", &[b]),
            Mul => self.method(a, "wrapping_mul", &[b]),
            // A nonzero constant divisor other than -1 can neither trap nor overflow.
            Div | Rem if matches!(b, Expr::Int(d) if *d != 0 && *d != -1) => {
                let (tok, prec) =
                    if op == Div { (quote!(/), Prec::Mul) } else { (quote!(%), Prec::Mul) };
                self.infix(a, b, tok, prec)
            }
            Div | Rem => {
                let m = if op == Div { "checked_div" } else { "checked_rem" };
                let v = self.method(a, m, &[b]).ts;
                R::new(quote!(#v.unwrap_or(0)), Prec::Postfix)
            }
            Eq | Ne | Lt | Le | Gt | Ge | And | Or => {
                self.bool_value(&Expr::bin(op, a.clone(), b.clone()))
            }
            BitAnd => self.infix(a, b, quote!(&), Prec::BitAnd),
            BitOr => self.infix(a, b, quote!(|), Prec::BitOr),
            BitXor => self.infix(a, b, quote!(^), Prec::BitXor),
            Shl => match b {
                Expr::Int(s) if (0..64).contains(s) => {
                    let l = self.typed(a).at(Prec::Unary);
                    let lit = Literal::i64_unsuffixed(*s);
                    R::new(quote!(#l << #lit), Prec::Shift)
                }
                _ => {
                    let r = self.typed(a).at(Prec::Postfix);
                    let s = self.value(b).at(Prec::Cast);
                    R::new(quote!(#r.wrapping_shl(#s as u32)), Prec::Postfix)
                }
            },
            Shr => {
                let l = self.value(a).at(Prec::Cast);
                match b {
                    Expr::Int(s) if (0..64).contains(s) => {
                        let lit = Literal::i64_unsuffixed(*s);
                        R::new(quote!(((#l as u64) >> #lit) as i64), Prec::Cast)
                    }
                    _ => {
                        let s = self.value(b).at(Prec::Cast);
                        R::new(quote!((#l as u64).wrapping_shr(#s as u32) as i64), Prec::Cast)
                    }
                }
            }
            Min => self.method(a, "min", &[b]),
            Max => self.method(a, "max", &[b]),
        }
    }

    /// `a op b` for a left-associative operator of precedence `prec`.
    fn infix(&mut self, a: &Expr, b: &Expr, op: TokenStream, prec: Prec) -> R {
        let l = self.value(a).at(prec);
        let r = self.value(b).at(next(prec));
        R::new(quote!(#l #op #r), prec)
    }

    /// An expression as a Rust `bool` (nonzero is true).
    fn cond(&mut self, e: &Expr) -> R {
        if let Some(v) = constant(e) {
            let b = v != 0;
            return R::new(quote!(#b), Prec::Postfix);
        }
        match e {
            Expr::Int(v) => {
                let b = *v != 0;
                R::new(quote!(#b), Prec::Postfix)
            }
            Expr::Bin(
                op @ (BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge),
                a,
                b,
            ) => self.compare(*op, a, b),
            Expr::Bin(BinOp::And, a, b) => {
                let l = self.cond(a).at(Prec::AndAnd);
                let r = self.cond(b).at(Prec::Cmp);
                R::new(quote!(#l && #r), Prec::AndAnd)
            }
            Expr::Bin(BinOp::Or, a, b) => {
                let l = self.cond(a).at(Prec::OrOr);
                let r = self.cond(b).at(Prec::AndAnd);
                R::new(quote!(#l || #r), Prec::OrOr)
            }
            Expr::Un(UnOp::Not, a) => self.negated(a),
            _ => self.compare(BinOp::Ne, e, &Expr::Int(0)),
        }
    }

    /// The negation of a condition, without `!` where an inverse comparison says it.
    fn negated(&mut self, e: &Expr) -> R {
        let inverse = |op| match op {
            BinOp::Eq => Some(BinOp::Ne),
            BinOp::Ne => Some(BinOp::Eq),
            BinOp::Lt => Some(BinOp::Ge),
            BinOp::Le => Some(BinOp::Gt),
            BinOp::Gt => Some(BinOp::Le),
            BinOp::Ge => Some(BinOp::Lt),
            _ => None,
        };
        match e {
            Expr::Un(UnOp::Not, a) => self.cond(a),
            Expr::Bin(op, a, b) if inverse(*op).is_some() => {
                self.compare(inverse(*op).unwrap(), a, b)
            }
            Expr::Bin(BinOp::And | BinOp::Or, ..) => {
                let c = self.cond(e).at(Prec::Unary);
                R::new(quote!(!#c), Prec::Unary)
            }
            Expr::Int(v) => self.cond(&Expr::Int((*v == 0) as i64)),
            _ => self.compare(BinOp::Eq, e, &Expr::Int(0)),
        }
    }

    fn compare(&mut self, op: BinOp, a: &Expr, b: &Expr) -> R {
        if let (Expr::Int(x), Expr::Int(y)) = (a, b) {
            return self.cond(&Expr::Int(binary(op, *x, *y)));
        }
        let tok = match op {
            BinOp::Eq => quote!(==),
            BinOp::Ne => quote!(!=),
            BinOp::Lt => quote!(<),
            BinOp::Le => quote!(<=),
            BinOp::Gt => quote!(>),
            BinOp::Ge => quote!(>=),
            _ => unreachable!("not a comparison"),
        };
        // A field element against a constant it can hold compares without widening.
        let k = self.k;
        let narrow = |x: &Expr, y: &Expr| match (x, y) {
            (Expr::Load { field, .. }, Expr::Int(c)) => {
                let ty = k.state.field(*field).ty;
                ty != Elem::Bits && fits(*c, ty)
            }
            _ => false,
        };
        let (l, r) = if narrow(a, b) {
            let Expr::Load { field, index } = a else { unreachable!() };
            (R::new(self.place(*field, index), Prec::Postfix), self.value(b))
        } else if narrow(b, a) {
            let Expr::Load { field, index } = b else { unreachable!() };
            (self.value(a), R::new(self.place(*field, index), Prec::Postfix))
        } else {
            (self.value(a), self.value(b))
        };
        // `x as i64 < y` would parse `<` as generics: casts on the left get parentheses.
        let left_min = if matches!(op, BinOp::Lt | BinOp::Le) { Prec::Unary } else { Prec::BitOr };
        let (l, r) = (l.at(left_min), r.at(Prec::BitOr));
        R::new(quote!(#l #tok #r), Prec::Cmp)
    }
}

fn next(p: Prec) -> Prec {
    match p {
        Prec::Lowest => Prec::OrOr,
        Prec::OrOr => Prec::AndAnd,
        Prec::AndAnd => Prec::Cmp,
        Prec::Cmp => Prec::BitOr,
        Prec::BitOr => Prec::BitXor,
        Prec::BitXor => Prec::BitAnd,
        Prec::BitAnd => Prec::Shift,
        Prec::Shift => Prec::Add,
        Prec::Add => Prec::Mul,
        Prec::Mul => Prec::Cast,
        Prec::Cast => Prec::Unary,
        Prec::Unary | Prec::Postfix => Prec::Postfix,
    }
}

/// The value of an expression made of constants only (folded as the evaluator computes it).
fn constant(e: &Expr) -> Option<i64> {
    match e {
        Expr::Int(v) => Some(*v),
        Expr::Bin(BinOp::And, a, b) => match constant(a)? {
            0 => Some(0),
            _ => Some((constant(b)? != 0) as i64),
        },
        Expr::Bin(BinOp::Or, a, b) => match constant(a)? {
            0 => Some((constant(b)? != 0) as i64),
            _ => Some(1),
        },
        Expr::Bin(op, a, b) => Some(binary(*op, constant(a)?, constant(b)?)),
        Expr::Un(op, a) => {
            let x = constant(a)?;
            Some(match op {
                UnOp::Neg => x.wrapping_neg(),
                UnOp::Not => (x == 0) as i64,
                UnOp::BitNot => !x,
                UnOp::PopCount => x.count_ones() as i64,
                UnOp::TrailingZeros => x.trailing_zeros() as i64,
                UnOp::LeadingZeros => x.leading_zeros() as i64,
            })
        }
        Expr::Select(c, a, b) => {
            if constant(c)? != 0 {
                constant(a)
            } else {
                constant(b)
            }
        }
        _ => None,
    }
}

/// An expression whose Rust type comes from its context (literals, and `if`s of them).
fn is_untyped(e: &Expr) -> bool {
    if constant(e).is_some() {
        return true;
    }
    match e {
        Expr::Int(_) => true,
        Expr::Select(_, a, b) => is_untyped(a) && is_untyped(b),
        Expr::Bin(BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor, a, b) => {
            is_untyped(a) && is_untyped(b)
        }
        Expr::Bin(BinOp::Div | BinOp::Rem, a, d) => {
            matches!(**d, Expr::Int(d) if d != 0 && d != -1) && is_untyped(a)
        }
        Expr::Un(UnOp::BitNot, a) => is_untyped(a),
        _ => false,
    }
}
