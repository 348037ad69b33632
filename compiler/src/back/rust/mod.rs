//! The Rust back end: a kernel printed as Rust source that implements `ludemic_runtime::Game`.
//!
//! The output is a list of items meant to live in a module of their own (a file of the
//! `generated/` crate, the module the `game!` macro wraps it in, the source of `ludemic compile`):
//!
//! - `pub struct <Name>;` implementing `Game` with `State = <Name>State` and `Move = RawMove`;
//! - `pub struct <Name>State`: one array field per kernel field, of the field's integer type,
//!   `Copy`, with a `ZERO` constant;
//! - one method of `<Name>State` per kernel function (`&self` when it only reads the state,
//!   `&mut self` when it writes it; `moves` when it pushes, `mv` when it reads the applied move);
//! - in a kernel with scratch fields (`kernel_ir::StateLayout`), a `<Name>Work` holding a state
//!   (`st`) and the scratch fields: the functions are its methods instead, and the entry points
//!   run them on this thread's `WORK`, copying the state in (and back out when they write it),
//!   so that neither a state nor a `legal_moves` call copies the scratch;
//! - one `static` per constant table.
//!
//! Integer semantics are the Kernel IR's (see `kernel_ir`), exactly as `kernel_ir::eval` runs
//! them: every value is an `i64`, arithmetic wraps, division by zero gives 0, shifts are masked
//! to 0..63, loads widen and stores truncate. The code depends on `ludemic_runtime` only.

mod expr;
mod format;
mod hidden;
mod names;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::kernel_ir::{Elem, Expr, FuncKind, Kernel, Stmt};

/// The runtime items every generated file imports by name, so a game type cannot take one.
const RUNTIME_IMPORTS: [&str; 5] = ["Game", "MoveKey", "Outcome", "RawMove", "Status"];

/// Why `name` cannot name a generated game type (`None` when it can): for the CLI's
/// `--type-name` and the `game!` macro, before `emit` would produce code that does not compile.
pub fn type_name_error(name: &str) -> Option<String> {
    if syn::parse_str::<syn::Ident>(name).is_err() {
        return Some(format!("`{name}` is not a Rust type name"));
    }
    RUNTIME_IMPORTS.contains(&name).then(|| {
        format!("`{name}` cannot name a game: the generated code imports `ludemic_runtime::{name}`")
    })
}

use names::Scope;

/// The kernel as Rust items (see the module doc), for a macro to splice or a file to hold.
pub fn emit(kernel: &Kernel, type_name: &str) -> TokenStream {
    let names = Names::new(kernel, type_name);
    let info = analyse(kernel);
    let state = state_struct(kernel, &names);
    let game = game_impl(kernel, &names, &info);
    let functions: Vec<TokenStream> =
        (0..kernel.functions.len()).map(|i| expr::function(kernel, &names, &info, i)).collect();
    let tables = tables(kernel, &names);
    let hidden = hidden::items(kernel, &names);
    let owner = if kernel.state.has_scratch() { &names.work } else { &names.state };
    let imports = RUNTIME_IMPORTS.map(|item| Ident::new(item, Span::call_site()));
    quote! {
        use ::ludemic_runtime::{#(#imports),*};

        #state

        #game

        #[allow(unused, clippy::all)]
        impl #owner {
            #(#functions)*
        }

        #(#tables)*

        #hidden
    }
}

/// The kernel as a formatted Rust source file, with a header saying where it came from.
pub fn emit_file(kernel: &Kernel, type_name: &str) -> String {
    let tokens = emit(kernel, type_name);
    let body = format::format(tokens);
    format!(
        "//! `{}` compiled by ludemic's Rust back end from the Kernel IR. Generated: do not edit.\n\n{body}",
        kernel.name
    )
}

/// The identifiers of a kernel's parts.
pub(crate) struct Names {
    pub game: Ident,
    pub state: Ident,
    /// The work area's type, in kernels with scratch fields.
    pub work: Ident,
    pub fields: Vec<Ident>,
    /// How a function reaches each field: `self.st.name` for a state field of a kernel with
    /// scratch (the functions are methods of the work area), `self.name` otherwise.
    pub paths: Vec<TokenStream>,
    pub tables: Vec<Ident>,
    /// The Rust element type each table is emitted with (`I64` when a value does not fit).
    pub table_types: Vec<Elem>,
    pub functions: Vec<Ident>,
}

impl Names {
    fn new(k: &Kernel, type_name: &str) -> Names {
        let game = Ident::new(type_name, Span::call_site());
        let state = Ident::new(&format!("{type_name}State"), Span::call_site());
        let work = Ident::new(&format!("{type_name}Work"), Span::call_site());
        let mut fields = Scope::with(&["st"]);
        let fields: Vec<Ident> =
            k.state.fields.iter().map(|f| fields.fresh(&f.name, "field", false)).collect();
        let paths = k
            .state
            .fields
            .iter()
            .zip(&fields)
            .map(|(f, name)| {
                if k.state.has_scratch() && !f.scratch {
                    quote!(self.st.#name)
                } else {
                    quote!(self.#name)
                }
            })
            .collect();
        let mut tables = Scope::with(&["ZERO", "WORK", hidden::RESERVED[0], hidden::RESERVED[1]]);
        let tables = k.tables.iter().map(|t| tables.fresh(&t.name, "TABLE", true)).collect();
        let table_types = k
            .tables
            .iter()
            .map(|t| if t.data.iter().all(|&v| fits(v, t.ty)) { t.ty } else { Elem::I64 })
            .collect();
        // Methods of the state: avoid the derived traits' method names.
        let mut funcs = Scope::with(&["clone", "clone_from", "eq", "ne", "hash", "fmt"]);
        let functions =
            k.functions.iter().map(|f| funcs.fresh(&f.name, "function", false)).collect();
        Names { game, state, work, fields, paths, tables, table_types, functions }
    }
}

/// Whether `v` is stored exactly by an element of type `ty` (a load gives it back).
pub(crate) fn fits(v: i64, ty: Elem) -> bool {
    truncate(v, ty) == v
}

/// `v` stored into an element of type `ty` and loaded back (the kernel's store-then-load).
pub(crate) fn truncate(v: i64, ty: Elem) -> i64 {
    match ty {
        Elem::I8 => v as i8 as i64,
        Elem::U8 => v as u8 as i64,
        Elem::I16 => v as i16 as i64,
        Elem::U16 => v as u16 as i64,
        Elem::I32 => v as i32 as i64,
        Elem::I64 | Elem::Bits => v,
    }
}

pub(crate) fn elem_type(ty: Elem) -> TokenStream {
    match ty {
        Elem::I8 => quote!(i8),
        Elem::U8 => quote!(u8),
        Elem::I16 => quote!(i16),
        Elem::U16 => quote!(u16),
        Elem::I32 => quote!(i32),
        Elem::I64 => quote!(i64),
        Elem::Bits => quote!(u64),
    }
}

/// A constant of element type `ty` holding `v` truncated to it, as a literal.
pub(crate) fn elem_literal(v: i64, ty: Elem) -> TokenStream {
    match ty {
        Elem::Bits if v < 0 || v > 0xffff => {
            let lit: syn::LitInt = syn::LitInt::new(&format!("{:#x}", v as u64), Span::call_site());
            quote!(#lit)
        }
        Elem::Bits => {
            let lit = Literal::u64_unsuffixed(v as u64);
            quote!(#lit)
        }
        _ => expr::int_literal(truncate(v, ty), false),
    }
}

/// What each function needs, from its body and, transitively, from the functions it calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Info {
    /// Writes the state (so takes `&mut self`).
    pub mutates: bool,
    /// Reads the move being applied (so takes `mv`).
    pub reads_move: bool,
    /// Pushes moves or counts them (so takes `moves`).
    pub pushes: bool,
    /// Returns an `i64`.
    pub returns: bool,
}

fn analyse(k: &Kernel) -> Vec<Info> {
    let mut info: Vec<Info> = k
        .functions
        .iter()
        .map(|f| {
            let (mut stores, mut pushes, mut returns) = (false, false, false);
            let (mut reads_move, mut counts) = (false, false);
            walk_stmts(
                &f.body,
                &mut |s| match s {
                    Stmt::Store { .. } => stores = true,
                    Stmt::Push { .. } | Stmt::ClearMoves | Stmt::RemoveMove(_) => pushes = true,
                    Stmt::Return(Some(_)) => returns = true,
                    _ => {}
                },
                &mut |e| match e {
                    Expr::Move(_) => reads_move = true,
                    Expr::MovesLen | Expr::MoveAt(..) => counts = true,
                    _ => {}
                },
            );
            Info {
                mutates: stores || f.kind == FuncKind::Init,
                reads_move,
                pushes: pushes || counts,
                returns: returns || f.kind == FuncKind::Query,
            }
        })
        .collect();
    // Propagate through calls until nothing changes. A statement call passes the move buffer
    // on; an expression call does not (the evaluator runs it without one).
    loop {
        let mut changed = false;
        for (fi, f) in k.functions.iter().enumerate() {
            let mut stmt_calls = Vec::new();
            let mut expr_calls = Vec::new();
            walk_stmts(
                &f.body,
                &mut |s| {
                    if let Stmt::Call { func, .. } = s {
                        stmt_calls.push(func.0 as usize);
                    }
                },
                &mut |e| {
                    if let Expr::Call { func, .. } = e {
                        expr_calls.push(func.0 as usize);
                    }
                },
            );
            let mut next = info[fi];
            for c in stmt_calls.into_iter().chain(expr_calls.iter().copied()) {
                next.mutates |= info[c].mutates;
                next.reads_move |= info[c].reads_move;
            }
            let _ = expr_calls;
            walk_stmts(
                &f.body,
                &mut |s| {
                    if let Stmt::Call { func, .. } = s {
                        next.pushes |= info[func.0 as usize].pushes;
                    }
                },
                &mut |_| {},
            );
            if next != info[fi] {
                info[fi] = next;
                changed = true;
            }
        }
        if !changed {
            return info;
        }
    }
}

pub(crate) use crate::kernel_ir::{walk_expr, walk_stmts};

fn state_struct(k: &Kernel, names: &Names) -> TokenStream {
    let state = &names.state;
    let fields = |scratch: bool| {
        k.state.fields.iter().zip(&names.fields).filter(move |(f, _)| f.scratch == scratch)
    };
    let decls = |scratch| {
        fields(scratch).map(|(f, name)| {
            let ty = elem_type(f.ty);
            let len = Literal::usize_unsuffixed(f.len);
            quote!(pub #name: [#ty; #len],)
        })
    };
    let zeros = |scratch| {
        fields(scratch).map(|(f, name)| {
            let len = Literal::usize_unsuffixed(f.len);
            quote!(#name: [0; #len],)
        })
    };
    let work = k.state.has_scratch().then(|| {
        let work = &names.work;
        let (decls, zeros) = (decls(true), zeros(true));
        let doc = format!(
            " Where the functions of `{}` run: a state and {} bytes of scratch. The entry points use this thread's `WORK`, copying the state in (and back out when they change it).",
            k.name, k.state.scratch
        );
        quote! {
            #[doc = #doc]
            pub struct #work {
                pub st: #state,
                #(#decls)*
            }

            impl #work {
                const ZERO: #work = #work { st: #state::ZERO, #(#zeros)* };
            }

            thread_local! {
                static WORK: ::std::cell::RefCell<#work> = const { ::std::cell::RefCell::new(#work::ZERO) };
            }
        }
    });
    let (decls, zeros) = (decls(false), zeros(false));
    let reads = fields(false).map(|(f, name)| {
        let offset = Literal::usize_unsuffixed(f.offset);
        quote!(::ludemic_runtime::kernel::read_field(&mut s.#name, &bytes[#offset..]);)
    });
    let signature = k.state.signature();
    let size = Literal::usize_unsuffixed(k.state.size);
    let doc = format!(" A state of `{}`: {} bytes of fixed-layout fields.", k.name, k.state.size);
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub struct #state {
            #(#decls)*
        }

        impl #state {
            /// Every field zero (the state `init` starts from).
            pub const ZERO: #state = #state { #(#zeros)* };
        }

        impl ::ludemic_runtime::kernel::KernelLayout for #state {
            const LAYOUT: &'static str = #signature;

            fn from_kernel_bytes(bytes: &[u8]) -> #state {
                assert_eq!(bytes.len(), #size, "a state of this layout has {} bytes", #size);
                let mut s = #state::ZERO;
                #(#reads)*
                s
            }
        }

        #work
    }
}

/// Whether the sampler's functions can run on the state as the Rust back end emits them:
/// methods of the state (no work area), `candidates` pushing and taking no parameter, the
/// verdict taking its three and neither pushing nor reading a move.
fn in_place_sampling(k: &Kernel, info: &[Info]) -> bool {
    let Some(s) = k.entry.sample else { return false };
    let (c, v) = (s.candidates.0 as usize, s.verdict.0 as usize);
    k.entry.legal_in_place
        && !k.state.has_scratch()
        && k.functions[c].params == 0
        && !info[c].reads_move
        && k.functions[v].params == 3
        && !info[v].pushes
        && !info[v].reads_move
}

fn game_impl(k: &Kernel, names: &Names, info: &[Info]) -> TokenStream {
    let (game, state) = (&names.game, &names.state);
    let name = &k.name;
    let players = Literal::usize_unsuffixed(k.num_players as usize);
    let max_moves = Literal::usize_unsuffixed(k.max_moves);
    let m = &k.meta;
    // A field element of the state `s`, widened to i64 as a kernel load does.
    let load = |field: crate::kernel_ir::FieldId, index: TokenStream| -> TokenStream {
        let f = &names.fields[field.0 as usize];
        match k.state.field(field).ty {
            Elem::I64 => quote!(s.#f[#index]),
            _ => quote!(s.#f[#index] as i64),
        }
    };
    // Calls of an entry point with the arguments it wants (zeros for parameters).
    let call = |id: crate::kernel_ir::FuncId, moves: bool, mv: bool| -> TokenStream {
        let fi = id.0 as usize;
        let f = &names.functions[fi];
        let mut args = Vec::new();
        if info[fi].pushes {
            args.push(if moves {
                quote!(moves)
            } else {
                quote!(&mut ::ludemic_runtime::MoveBuf::new(&mut ::std::vec::Vec::new()))
            });
        }
        if info[fi].reads_move {
            args.push(if mv { quote!(&mv) } else { quote!(&RawMove::default()) });
        }
        for _ in 0..k.functions[fi].params {
            args.push(quote!(0));
        }
        quote!(#f(#(#args),*))
    };
    // An entry's call on the state `s`: in a kernel with scratch fields, on this thread's work
    // area, copying the state in and, when the entry writes it, back out.
    let on_state = |call: TokenStream, writes: bool| -> TokenStream {
        if !k.state.has_scratch() {
            return quote!(s.#call;);
        }
        let back = writes.then(|| quote!(*s = w.st;));
        quote!(WORK.with_borrow_mut(|w| {
            w.st = *s;
            w.#call;
            #back
        });)
    };
    let init = call(k.entry.init, false, false);
    let init = if k.state.has_scratch() {
        quote!(WORK.with_borrow_mut(|w| {
            w.st = #state::ZERO;
            w.#init;
            w.st
        }))
    } else {
        quote! {
            let mut s = #state::ZERO;
            s.#init;
            s
        }
    };
    let legal_call = call(k.entry.legal, true, false);
    let legal = legal_call.clone();
    let legal = if k.state.has_scratch() {
        on_state(legal, false)
    } else if info[k.entry.legal.0 as usize].mutates {
        // The evaluator runs `legal` on a copy: it may not change the state.
        quote!({
            let mut s = *s;
            s.#legal;
        })
    } else {
        quote!(s.#legal;)
    };
    let apply = on_state(call(k.entry.apply, false, true), true);
    // Placement games update the move list in place (see `Entries::update`).
    let apply_from_list = k.entry.update.map(|id| {
        let f = &names.functions[id.0 as usize];
        let mut args = Vec::new();
        if info[id.0 as usize].pushes {
            args.push(quote!(moves));
        }
        if info[id.0 as usize].reads_move {
            args.push(quote!(&RawMove::default()));
        }
        args.push(quote!(index as i64));
        let update = on_state(quote!(#f(#(#args),*)), info[id.0 as usize].mutates);
        quote! {
            #[inline]
            fn apply_from_list(&self, s: &mut #state, moves: &mut Vec<RawMove>, index: usize) {
                let mv = moves[index];
                self.apply(s, mv);
                let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
                #update
            }
        }
    });
    // A writing `legal` that changes only working fields (`Entries::legal_in_place`) runs
    // on the state itself after a move, not on a copy of it.
    let in_place = k.entry.update.is_none()
        && k.entry.legal_in_place
        && !k.state.has_scratch()
        && info[k.entry.legal.0 as usize].mutates;
    let apply_from_list = apply_from_list.or_else(|| {
        in_place.then(|| {
            quote! {
                #[inline]
                fn apply_from_list(&self, s: &mut #state, moves: &mut Vec<RawMove>, index: usize) {
                    let mv = moves[index];
                    self.apply(s, mv);
                    moves.clear();
                    moves.reserve(Self::MAX_MOVES);
                    let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
                    s.#legal_call;
                }
            }
        })
    });
    // Random moves drawn from the candidates (see `kernel_ir::Sampler`), on the state itself.
    let play_random = k.entry.sample.filter(|_| in_place_sampling(k, info)).map(|sampler| {
        let candidates = call(sampler.candidates, true, false);
        let verdict = &names.functions[sampler.verdict.0 as usize];
        quote! {
            #[inline]
            fn play_random(
                &self,
                s: &mut #state,
                moves: &mut Vec<RawMove>,
                rng: &mut ::ludemic_runtime::Rng,
            ) -> bool {
                use ::ludemic_runtime::sample::{draw_accepted, play_drawn};
                moves.clear();
                moves.reserve(Self::MAX_MOVES);
                {
                    let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
                    s.#candidates;
                }
                let drawn = draw_accepted(s, moves, rng, |s, mv| {
                    s.#verdict(mv.to as i64, mv.kind as i64, mv.aux as i64) != 0
                });
                play_drawn(s, drawn, moves, rng, |s, m| self.legal_moves(s, m), |s, mv| self.apply(s, mv))
            }
        }
    });
    let mover = load(m.mover, quote!(0));
    let over = load(m.over, quote!(0));
    let ranks = (0..k.num_players as usize).map(|p| {
        let r = load(m.ranks, Literal::usize_unsuffixed(p).into_token_stream());
        quote!(#r as u8)
    });
    let stacking = m.stacking;
    let (sites, levels) = (Literal::usize_unsuffixed(m.sites), Literal::usize_unsuffixed(m.levels));
    let view = |field: crate::kernel_ir::FieldId| {
        let l = load(field, quote!(i));
        quote!(&|i: usize| #l)
    };
    let (height, what, who, count, piece_state) =
        (view(m.height), view(m.what), view(m.who), view(m.count), view(m.piece_state));
    let opt = |field: Option<crate::kernel_ir::FieldId>| match field {
        Some(f) => {
            let v = view(f);
            quote!(Some(#v))
        }
        None => quote!(None),
    };
    let (scores, phases) = (opt(m.scores), opt(m.phases));
    // Games with piece values write them as each entry's sixth field.
    let (write_state, values) = match m.piece_value {
        Some(f) => {
            let v = view(f);
            (quote!(state_string_with_values), quote!(, #v))
        }
        None => (quote!(state_string), quote!()),
    };
    // Games with chance take a fresh random source per playout (`kernel_ir::eval::seed_chance`);
    // the others keep the trait's default, which draws nothing.
    // The value of each die, and the replays' forced roll (`kernel_ir::eval::force_roll`).
    let dice_pips: Vec<TokenStream> = m.dice.as_ref().map_or(Vec::new(), |d| {
        (0..d.num)
            .map(|i| load(d.values, Literal::usize_unsuffixed(i).into_token_stream()))
            .collect()
    });
    let force_roll = m.dice.as_ref().map(|d| {
        let f = &names.fields[d.forced.0 as usize];
        let ty = elem_type(k.state.field(d.forced).ty);
        let num = Literal::usize_unsuffixed(d.num);
        // One bound for dice alike, else each die's own.
        let beyond = if d.faces.iter().all(|&n| n == d.faces[0]) {
            let n = Literal::u32_unsuffixed(d.faces[0]);
            quote!(faces.iter().any(|&f| f >= #n))
        } else {
            let n = d.faces.iter().map(|&n| Literal::u32_unsuffixed(n));
            quote!(faces.iter().zip([#(#n),*]).any(|(&f, n)| f >= n))
        };
        quote! {
            fn force_roll(&self, s: &mut #state, faces: &[u32]) -> bool {
                if faces.len() != #num || #beyond {
                    return false;
                }
                s.#f[0] = 1;
                for (i, &face) in faces.iter().enumerate() {
                    s.#f[1 + i] = face as #ty;
                }
                true
            }
        }
    });
    // Games whose start draws chance deal it afresh (`Meta::deal`, once per game).
    let deal = m.deal.map(|d| on_state(call(d, false, false), true));
    let seed_chance = m.chance.map(|(field, index)| {
        let f = &names.fields[field.0 as usize];
        let ty = elem_type(k.state.field(field).ty);
        let index = Literal::usize_unsuffixed(index);
        quote! {
            fn seed_chance(&self, s: &mut #state, rng: &mut ::ludemic_runtime::Rng) {
                s.#f[#index] = ::ludemic_runtime::kernel::chance_seed(rng) as #ty;
                #deal
            }
        }
    });
    // The swap rule: once taken, the first two seats play each other's roles.
    let seat_of = m.swapped.map(|field| {
        let f = &names.fields[field.0 as usize];
        quote! {
            fn seat_of(&self, s: &#state, role: usize) -> usize {
                if role <= 2 && s.#f[0] != 0 { 3 - role } else { role }
            }
        }
    });
    // Deduction puzzles tell their moves apart by their actions only.
    let move_action = k.meta.puzzle_site_type.map(|site_type| {
        quote! {
            fn move_action(&self, _: &#state, mv: RawMove) -> Option<String> {
                Some(::ludemic_runtime::kernel::puzzle_action(&mv, #site_type))
            }
        }
    });
    // Hidden information (`Meta.hidden`), with the resync a determinization needs.
    let resync = k
        .meta
        .hidden
        .as_ref()
        .and_then(|h| h.resync)
        .map(|r| on_state(call(r, false, false), true));
    let hidden = hidden::methods(k, names, resync);
    let doc = format!(" The game `{name}`; its states are [`{state}`].");
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct #game;

        impl #game {
            /// Most moves `legal_moves` returns in any state.
            pub const MAX_MOVES: usize = #max_moves;
        }

        #[allow(unused, clippy::all)]
        impl Game for #game {
            type State = #state;
            type Move = RawMove;

            fn name(&self) -> &str {
                #name
            }

            fn num_players(&self) -> usize {
                #players
            }

            #[inline]
            fn initial_state(&self) -> #state {
                #init
            }

            #[inline]
            fn mover(&self, s: &#state) -> usize {
                #mover as usize
            }

            #[inline]
            fn legal_moves(&self, s: &#state, moves: &mut Vec<RawMove>) {
                moves.clear();
                moves.reserve(Self::MAX_MOVES);
                let moves = &mut ::ludemic_runtime::MoveBuf::new(moves);
                #legal
            }

            #[inline]
            fn apply(&self, s: &mut #state, mv: RawMove) {
                #apply
            }

            #apply_from_list

            #play_random

            #[inline]
            fn status(&self, s: &#state) -> Status {
                if #over == 0 {
                    return Status::Ongoing;
                }
                Status::Over(Outcome::from_ranks(&[#(#ranks),*]))
            }

            fn move_key(&self, _: &#state, mv: RawMove) -> MoveKey {
                ::ludemic_runtime::kernel::move_key(&mv, #stacking)
            }

            fn state_string(&self, s: &#state) -> String {
                ::ludemic_runtime::kernel::#write_state(&::ludemic_runtime::kernel::StateView {
                    num_players: #players,
                    sites: #sites,
                    levels: #levels,
                    stacking: #stacking,
                    mover: #mover,
                    height: #height,
                    what: #what,
                    who: #who,
                    count: #count,
                    piece_state: #piece_state,
                    scores: #scores,
                    phases: #phases,
                    dice: &[#(#dice_pips),*],
                } #values)
            }

            #seed_chance

            #force_roll

            #move_action
            #seat_of

            #hidden
        }
    }
}

use quote::ToTokens;

/// One `static` per table some function reads (the others are left out).
fn tables(k: &Kernel, names: &Names) -> Vec<TokenStream> {
    let mut used = vec![false; k.tables.len()];
    for f in &k.functions {
        walk_stmts(&f.body, &mut |_| {}, &mut |e| {
            if let Expr::Table { table, .. } = e {
                used[table.0 as usize] = true;
            }
        });
    }
    k.tables
        .iter()
        .zip(&names.tables)
        .zip(&names.table_types)
        .zip(used)
        .filter(|(_, used)| *used)
        .map(|(((t, name), &ty), _)| {
            let rust_ty = elem_type(ty);
            let len = Literal::usize_unsuffixed(t.data.len());
            let values = t.data.iter().map(|&v| elem_literal(v, ty));
            let doc = format!(" Table `{}`.", t.name);
            quote! {
                #[doc = #doc]
                static #name: [#rust_ty; #len] = [#(#values),*];
            }
        })
        .collect()
}
