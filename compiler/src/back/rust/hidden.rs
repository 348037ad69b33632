//! Hidden information in generated Rust: for a kernel with `Meta.hidden`, the `Game` methods
//! `has_hidden_information`, `observation`, `observation_string`, `information_set_key` and
//! `determinize`, each calling `ludemic_runtime::hidden` with a `HiddenView` built from closures
//! over the generated state's fields (as `state_string` builds its `StateView`), from the
//! kernel's `HiddenMeta` alone. Kernels without it get nothing: the trait's
//! perfect-information defaults apply and their code does not change.

use proc_macro2::{Literal, TokenStream};
use quote::{quote, ToTokens};

use super::{elem_type, Names};
use crate::kernel_ir::hidden::HiddenMeta;
use crate::kernel_ir::{Elem, FieldId, Kernel};

/// The names the items of [`items`] take (kept from the tables' names).
pub(super) const RESERVED: [&str; 2] = ["HIDDEN_PARTS", "HIDDEN_MASKS"];

fn lit(n: usize) -> TokenStream {
    Literal::usize_unsuffixed(n).into_token_stream()
}

/// Element `index` of `field` of the state `s`, widened to i64 as a kernel load does.
fn load(k: &Kernel, names: &Names, field: FieldId, index: TokenStream) -> TokenStream {
    let f = &names.fields[field.0 as usize];
    match k.state.field(field).ty {
        Elem::I64 => quote!(s.#f[#index]),
        _ => quote!((s.#f[#index] as i64)),
    }
}

/// The element location `l`'s part lies in (`LocPart::index`), as an expression of `l`.
fn part_index(first: usize, group: usize, stride: usize) -> TokenStream {
    let stride = lit(stride);
    let l = if group == 1 {
        quote!(l)
    } else {
        let g = lit(group);
        quote!((l / #g))
    };
    if first == 0 {
        return quote!(#l * #stride);
    }
    let first = lit(first);
    quote!(#first + #l * #stride)
}

/// Items outside the `Game` impl: the parts, the static masks and `hidden_view`, which gives
/// the runtime's view of a state. Nothing for a kernel without hidden information.
pub(super) fn items(k: &Kernel, names: &Names) -> TokenStream {
    let Some(h) = &k.meta.hidden else { return TokenStream::new() };
    let (game, state) = (&names.game, &names.state);
    let m = &k.meta;
    let parts = h.parts.iter().map(|p| {
        let (aspect, empty, name) = (p.part.aspect, p.part.empty, p.part.name);
        quote!(::ludemic_runtime::hidden::Part { aspect: #aspect, empty: #empty, name: #name })
    });
    let num_parts = lit(h.parts.len());
    let values = h.parts.iter().enumerate().map(|(i, p)| {
        let at = part_index(p.first, p.group, p.stride);
        let v = load(k, names, p.field, at);
        let i = lit(i);
        quote!(#i => #v,)
    });
    let locations = lit(h.locations);
    let (masks_static, fixed) = if h.static_masks.is_empty() {
        (TokenStream::new(), quote!(0u8))
    } else {
        let len = lit(h.static_masks.len());
        let masks = &h.static_masks;
        (
            quote! {
                /// Per player and location, the aspects its static visibility hides.
                static HIDDEN_MASKS: [u8; #len] = [#(#masks),*];
            },
            quote!(HIDDEN_MASKS[(player - 1) * #locations + l]),
        )
    };
    let dynamic = match h.flags {
        Some(f) => {
            let v = load(k, names, f, quote!((player - 1) * #locations + l));
            quote!(| (#v as u8))
        }
        None => TokenStream::new(),
    };
    let history = load(k, names, h.history, quote!(p - 1));
    let mut public = vec![load(k, names, m.mover, quote!(0))];
    if let Some(sc) = m.scores {
        public.extend((0..k.num_players as usize).map(|p| load(k, names, sc, lit(p))));
    }
    if let Some(d) = &m.dice {
        public.extend((0..d.num).map(|i| load(k, names, d.values, lit(i))));
    }
    public.extend(h.public.iter().map(|&(f, i)| load(k, names, f, lit(i))));
    let players = lit(k.num_players as usize);
    let num_public = lit(public.len());
    let doc = format!(" What each player of `{}` sees (`ludemic_runtime::hidden`).", k.name);
    quote! {
        /// The parts of a location's record.
        static HIDDEN_PARTS: [::ludemic_runtime::hidden::Part; #num_parts] = [#(#parts),*];

        #masks_static

        #[doc = #doc]
        #[allow(unused, clippy::all)]
        impl #game {
            /// Calls `f` with the runtime's view of the state `s`.
            fn hidden_view<R>(
                s: &#state,
                f: impl FnOnce(&::ludemic_runtime::hidden::HiddenView<'_>) -> R,
            ) -> R {
                let value = |l: usize, p: usize| -> i64 {
                    match p {
                        #(#values)*
                        _ => unreachable!("a part of the record"),
                    }
                };
                let mask = |player: usize, l: usize| -> u8 { #fixed #dynamic };
                let history = |p: usize| -> u64 { #history as u64 };
                let public: [i64; #num_public] = [#(#public),*];
                f(&::ludemic_runtime::hidden::HiddenView {
                    num_players: #players,
                    locations: #locations,
                    parts: &HIDDEN_PARTS,
                    value: &value,
                    mask: &mask,
                    public: &public,
                    history: &history,
                })
            }
        }
    }
}

/// The `Game` methods of a kernel with hidden information (nothing for the others).
/// `resync` runs `HiddenMeta::resync` on the state `s`, when the kernel has one.
pub(super) fn methods(k: &Kernel, names: &Names, resync: Option<TokenStream>) -> TokenStream {
    let Some(h) = &k.meta.hidden else { return TokenStream::new() };
    let state = &names.state;
    let writes = part_writes(k, names, h);
    quote! {
        fn has_hidden_information(&self) -> bool {
            true
        }

        fn observation(&self, s: &#state, player: usize, out: &mut Vec<i32>) {
            Self::hidden_view(s, |v| ::ludemic_runtime::hidden::observe(v, player, out))
        }

        fn observation_string(&self, s: &#state, player: usize) -> String {
            Self::hidden_view(s, |v| ::ludemic_runtime::hidden::observation_string(v, player))
        }

        fn information_set_key(&self, s: &#state, player: usize) -> u64 {
            Self::hidden_view(s, |v| ::ludemic_runtime::hidden::information_set_key(v, player))
        }

        fn determinize(&self, s: &mut #state, player: usize, rng: &mut ::ludemic_runtime::Rng) {
            let changed = ::ludemic_runtime::hidden::with_writes(|writes| {
                Self::hidden_view(s, |v| {
                    ::ludemic_runtime::hidden::determinize(v, player, rng, &mut |l, p, x| {
                        writes.push((l, p, x))
                    })
                });
                for &(l, p, x) in writes.iter() {
                    match p {
                        #(#writes)*
                        _ => unreachable!("a part of the record"),
                    }
                }
                !writes.is_empty()
            });
            if changed {
                #resync
            }
        }
    }
}

/// `p => s.field[index(l)] = x` for each part (stores truncate, as a kernel's do).
fn part_writes(k: &Kernel, names: &Names, h: &HiddenMeta) -> Vec<TokenStream> {
    h.parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let f = &names.fields[p.field.0 as usize];
            let ty = elem_type(k.state.field(p.field).ty);
            let at = part_index(p.first, p.group, p.stride);
            let i = lit(i);
            quote!(#i => s.#f[#at] = x as #ty,)
        })
        .collect()
}
