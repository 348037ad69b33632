//! The Kernel IR's text form: Rust-like, one statement per line, so a person can read what a
//! game compiled to (`ludemic kernel FILE`) and snapshot tests can compare it.

use std::fmt::Write;

use super::*;

pub fn to_text(k: &Kernel) -> String {
    let mut out = String::new();
    let _ =
        writeln!(out, "kernel {:?} players {} max_moves {}", k.name, k.num_players, k.max_moves);
    let _ = writeln!(out, "state {} bytes", k.state.size);
    if k.entry.legal_in_place {
        let _ = writeln!(out, "legal in place");
    }
    if let Some(s) = k.entry.sample {
        let name = |f: FuncId| &k.functions[f.0 as usize].name;
        let _ = writeln!(out, "sample {} {}", name(s.candidates), name(s.verdict));
    }
    if k.state.has_scratch() {
        let _ = writeln!(out, "scratch {} bytes", k.state.scratch);
    }
    if let Some((field, index)) = k.meta.chance {
        let _ = writeln!(out, "chance source {}[{index}]", k.state.field(field).name);
    }
    if let Some(f) = k.meta.deal {
        let _ = writeln!(out, "deal {}", k.functions[f.0 as usize].name);
    }
    for f in &k.state.fields {
        let scratch = match (f.scratch, f.working) {
            (true, _) => " scratch",
            (false, true) => " working",
            (false, false) => "",
        };
        let _ = writeln!(out, "  field {}: [{:?}; {}] @{}{scratch}", f.name, f.ty, f.len, f.offset);
    }
    for t in &k.tables {
        let shown: Vec<String> = t.data.iter().take(24).map(|v| v.to_string()).collect();
        let more = if t.data.len() > 24 {
            format!(" ... ({} entries)", t.data.len())
        } else {
            String::new()
        };
        let _ = writeln!(out, "table {}: [{:?}] = [{}{more}]", t.name, t.ty, shown.join(", "));
    }
    for (i, f) in k.functions.iter().enumerate() {
        let params: Vec<&str> =
            f.local_names[..f.params as usize].iter().map(|s| s.as_str()).collect();
        let _ = writeln!(out, "\nfn#{i} {}({}) {:?} {{", f.name, params.join(", "), f.kind);
        let p = Printer { k, f };
        p.block(&mut out, &f.body, 1);
        out.push_str("}\n");
    }
    out
}

struct Printer<'a> {
    k: &'a Kernel,
    f: &'a Function,
}

impl Printer<'_> {
    fn block(&self, out: &mut String, body: &[Stmt], d: usize) {
        for s in body {
            self.stmt(out, s, d);
        }
    }

    fn indent(out: &mut String, d: usize) {
        for _ in 0..d {
            out.push_str("    ");
        }
    }

    fn stmt(&self, out: &mut String, s: &Stmt, d: usize) {
        Self::indent(out, d);
        match s {
            Stmt::Set(l, e) => {
                let _ = writeln!(out, "{} = {};", self.local(*l), self.expr(e));
            }
            Stmt::Store { field, index, value } => {
                let _ = writeln!(out, "{} = {};", self.field(*field, index), self.expr(value));
            }
            Stmt::If { cond, then, otherwise } => {
                let _ = writeln!(out, "if {} {{", self.expr(cond));
                self.block(out, then, d + 1);
                if !otherwise.is_empty() {
                    Self::indent(out, d);
                    out.push_str("} else {\n");
                    self.block(out, otherwise, d + 1);
                }
                Self::indent(out, d);
                out.push_str("}\n");
            }
            Stmt::Range { var, start, end, body } => {
                let _ = writeln!(
                    out,
                    "for {} in {}..{} {{",
                    self.local(*var),
                    self.expr(start),
                    self.expr(end)
                );
                self.block(out, body, d + 1);
                Self::indent(out, d);
                out.push_str("}\n");
            }
            Stmt::While { cond, body } => {
                let _ = writeln!(out, "while {} {{", self.expr(cond));
                self.block(out, body, d + 1);
                Self::indent(out, d);
                out.push_str("}\n");
            }
            Stmt::Break => out.push_str("break;\n"),
            Stmt::Continue => out.push_str("continue;\n"),
            Stmt::Return(None) => out.push_str("return;\n"),
            Stmt::Return(Some(e)) => {
                let _ = writeln!(out, "return {};", self.expr(e));
            }
            Stmt::Push { from, to, level_from, level_to, kind, aux } => {
                let _ = writeln!(
                    out,
                    "push(from {}, to {}, levels {}..{}, kind {}, aux {});",
                    self.expr(from),
                    self.expr(to),
                    self.expr(level_from),
                    self.expr(level_to),
                    self.expr(kind),
                    self.expr(aux)
                );
            }
            Stmt::Call { func, args } => {
                let _ = writeln!(out, "{};", self.call(*func, args));
            }
            Stmt::ClearMoves => out.push_str("moves.clear();\n"),
            Stmt::RemoveMove(i) => {
                let _ = writeln!(out, "moves.swap_remove({});", self.expr(i));
            }
        }
    }

    fn local(&self, l: Local) -> String {
        match self.f.local_names.get(l.0 as usize) {
            Some(n) => n.clone(),
            None => format!("?{}", l.0),
        }
    }

    fn field(&self, f: FieldId, index: &Expr) -> String {
        let field = self.k.state.field(f);
        if field.len == 1 && *index == Expr::Int(0) {
            field.name.clone()
        } else {
            format!("{}[{}]", field.name, self.expr(index))
        }
    }

    fn call(&self, func: FuncId, args: &[Expr]) -> String {
        let a: Vec<String> = args.iter().map(|e| self.expr(e)).collect();
        format!("{}({})", self.k.functions[func.0 as usize].name, a.join(", "))
    }

    fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Int(v) => v.to_string(),
            Expr::Local(l) => self.local(*l),
            Expr::Load { field, index } => self.field(*field, index),
            Expr::Table { table, index } => {
                format!("{}[{}]", self.k.tables[table.0 as usize].name, self.expr(index))
            }
            Expr::Bin(op, a, b) => {
                let sym = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::Div => "/",
                    BinOp::Rem => "%",
                    BinOp::Eq => "==",
                    BinOp::Ne => "!=",
                    BinOp::Lt => "<",
                    BinOp::Le => "<=",
                    BinOp::Gt => ">",
                    BinOp::Ge => ">=",
                    BinOp::And => "&&",
                    BinOp::Or => "||",
                    BinOp::BitAnd => "&",
                    BinOp::BitOr => "|",
                    BinOp::BitXor => "^",
                    BinOp::Shl => "<<",
                    BinOp::Shr => ">>",
                    BinOp::Min => return format!("min({}, {})", self.expr(a), self.expr(b)),
                    BinOp::Max => return format!("max({}, {})", self.expr(a), self.expr(b)),
                };
                format!("({} {sym} {})", self.expr(a), self.expr(b))
            }
            Expr::Un(op, a) => match op {
                UnOp::Neg => format!("-{}", self.expr(a)),
                UnOp::Not => format!("!{}", self.expr(a)),
                UnOp::BitNot => format!("~{}", self.expr(a)),
                UnOp::PopCount => format!("popcount({})", self.expr(a)),
                UnOp::TrailingZeros => format!("ctz({})", self.expr(a)),
                UnOp::LeadingZeros => format!("clz({})", self.expr(a)),
            },
            Expr::Select(c, a, b) => {
                format!("(if {} {{ {} }} else {{ {} }})", self.expr(c), self.expr(a), self.expr(b))
            }
            Expr::Call { func, args } => self.call(*func, args),
            Expr::Move(f) => format!("move.{}", format!("{f:?}").to_lowercase()),
            Expr::MovesLen => "moves.len()".to_string(),
            Expr::MoveAt(i, f) => {
                format!("moves[{}].{}", self.expr(i), format!("{f:?}").to_lowercase())
            }
        }
    }
}
