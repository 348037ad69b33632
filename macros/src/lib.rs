//! `game!`: a game description compiled, at build time, into a Rust type implementing
//! `ludemic_runtime::Game` (the crate using it depends on `ludemic-runtime`).
//!
//! ```ignore
//! ludemic_macros::game!(pub Hex = "games/hex.lud");
//! ludemic_macros::game!(pub SmallHex = "games/hex.lud", option = "Board Size/9x9");
//! ludemic_macros::game!(Ttt = inline "(game \"Tic-Tac-Toe\" ...)");
//! ```
//!
//! A path is relative to the calling crate's root (its `CARGO_MANIFEST_DIR`): a proc macro
//! cannot ask for the file it is called from on stable Rust. The build depends on the file
//! (the expansion `include_str!`s it), so editing the description rebuilds the game.
//! `option = "Category/Item"` (repeatable) selects option items, `ruleset = "Name"` a ruleset.
//! A description that does not compile is a `compile_error!` carrying the rendered diagnostic
//! (the description's file:line:col and a snippet).
//!
//! The expansion defines `<Name>` and `<Name>State` (see `ludemic_compiler::back::rust`) in a
//! module of their own, re-exported with the visibility given.

use std::path::PathBuf;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Ident, LitStr, Token, Visibility};

use ludemic_compiler::driver::{compile_ludii, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;

struct Input {
    vis: Visibility,
    name: Ident,
    source: Source,
    options: LudiiOptions,
}

enum Source {
    File(LitStr),
    Inline(LitStr),
}

impl Parse for Input {
    fn parse(input: ParseStream<'_>) -> syn::Result<Input> {
        let vis: Visibility = input.parse()?;
        let name: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let source = if input.peek(Ident) {
            let word: Ident = input.parse()?;
            if word != "inline" {
                return Err(syn::Error::new(
                    word.span(),
                    "expected a path string or `inline \"(game ...)\"`",
                ));
            }
            Source::Inline(input.parse()?)
        } else {
            Source::File(input.parse()?)
        };
        let mut options = LudiiOptions::default();
        while input.parse::<Option<Token![,]>>()?.is_some() {
            if input.is_empty() {
                break;
            }
            let key: Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            let value: LitStr = input.parse()?;
            match key.to_string().as_str() {
                "option" => options.options.push(value.value()),
                "ruleset" => options.ruleset = Some(value.value()),
                _ => {
                    return Err(syn::Error::new(
                        key.span(),
                        "expected `option = \"Category/Item\"` or `ruleset = \"Name\"`",
                    ))
                }
            }
        }
        Ok(Input { vis, name, source, options })
    }
}

/// `game!(Vis Name = "path.lud" [, option = "Category/Item"]* [, ruleset = "Name"])` or
/// `game!(Vis Name = inline "(game ...)" ...)`: see the crate documentation.
#[proc_macro]
pub fn game(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let input = syn::parse_macro_input!(input as Input);
    expand(input).unwrap_or_else(|e| e.to_compile_error()).into()
}

fn expand(input: Input) -> syn::Result<TokenStream> {
    let (file_name, text, dependency, span) = match &input.source {
        Source::Inline(lit) => {
            (format!("<inline {}>", input.name), lit.value(), quote!(), lit.span())
        }
        Source::File(lit) => {
            let root =
                std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from).unwrap_or_default();
            let path = root.join(lit.value());
            let text = std::fs::read_to_string(&path).map_err(|e| {
                syn::Error::new(lit.span(), format!("cannot read `{}`: {e}", path.display()))
            })?;
            let abs = path.to_string_lossy().to_string();
            (
                lit.value(),
                text,
                quote!(
                    const _: &str = include_str!(#abs);
                ),
                lit.span(),
            )
        }
    };
    let compiled = compile_ludii(&file_name, &text, &DefineLibrary::default(), &input.options)
        .map_err(|(_, failure)| error(span, &failure.render(false)))?;
    let kernel = ludemic_compiler::lower::lower(&compiled.game)
        .map_err(|e| error(span, &format!("{file_name}: {e}")))?;
    if let Some(problem) = ludemic_compiler::back::type_name_error(&input.name.to_string()) {
        return Err(syn::Error::new(input.name.span(), problem));
    }
    let items = ludemic_compiler::back::emit(&kernel, &input.name.to_string());
    let (vis, name) = (&input.vis, &input.name);
    let state = format_ident!("{}State", name);
    let module = format_ident!("__ludemic_game_{}", name);
    Ok(quote! {
        #[doc(hidden)]
        #[allow(non_snake_case)]
        mod #module {
            #dependency
            #items
        }
        #[allow(unused_imports)]
        #vis use #module::{#name, #state};
    })
}

/// A compile error at `span` whose message is a rendered diagnostic.
fn error(span: Span, rendered: &str) -> syn::Error {
    syn::Error::new(
        span,
        format!("the game description does not compile:\n{}", rendered.trim_end()),
    )
}
