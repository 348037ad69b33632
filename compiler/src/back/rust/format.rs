//! Generated tokens as a formatted source file: `prettyplease`, then long constant tables packed
//! several values to a line (prettyplease puts one element per line once an array is too long).

use proc_macro2::TokenStream;

const WIDTH: usize = 100;

pub fn format(tokens: TokenStream) -> String {
    let file: syn::File = match syn::parse2(tokens.clone()) {
        Ok(f) => f,
        // The back end emits only what it can parse back; say what went wrong if it did not.
        Err(e) => panic!("the Rust back end emitted unparsable code ({e}):\n{tokens}"),
    };
    space_items(&pack_arrays(&prettyplease::unparse(&file)))
}

/// Rewraps runs of lines that hold one literal element each (`    12,`) to fill the width.
fn pack_arrays(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run: Vec<&str> = Vec::new();
    let mut indent = "";
    let flush = |run: &mut Vec<&str>, indent: &str, out: &mut String| {
        let mut line = String::new();
        for item in run.drain(..) {
            if !line.is_empty() && indent.len() + line.len() + 1 + item.len() > WIDTH {
                out.push_str(indent);
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(item);
        }
        if !line.is_empty() {
            out.push_str(indent);
            out.push_str(&line);
            out.push('\n');
        }
    };
    for l in text.lines() {
        let t = l.trim_start();
        let is_elem = t.ends_with(',')
            && t[..t.len() - 1]
                .trim_start_matches('-')
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
            && t.starts_with(|c: char| c.is_ascii_digit() || c == '-');
        if is_elem {
            let ind = &l[..l.len() - t.len()];
            if !run.is_empty() && ind != indent {
                flush(&mut run, indent, &mut out);
            }
            indent = ind;
            run.push(t);
            continue;
        }
        flush(&mut run, indent, &mut out);
        out.push_str(l);
        out.push('\n');
    }
    flush(&mut run, indent, &mut out);
    out
}

/// A blank line before each item (prettyplease leaves none), as a person writes them.
fn space_items(text: &str) -> String {
    const STARTS: &[&str] = &[
        "///",
        "#[",
        "fn ",
        "pub fn ",
        "impl ",
        "impl<",
        "static ",
        "pub struct ",
        "struct ",
        "pub const ",
        "const ",
        "use ",
    ];
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut prev = "";
    for l in text.lines() {
        let t = l.trim_start();
        let p = prev.trim_start();
        let item = STARTS.iter().any(|s| t.starts_with(s));
        let after_item_start = p.starts_with("///") || p.starts_with("#[") || p.ends_with('{');
        if item
            && !prev.is_empty()
            && !after_item_start
            && !(t.starts_with("use ") && p.starts_with("use "))
        {
            out.push('\n');
        }
        out.push_str(l);
        out.push('\n');
        prev = l;
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn packs_one_element_lines() {
        let text = "static T: [u8; 3] = [\n    1,\n    -2,\n    0x3f,\n];\nfn f() {}\n";
        assert_eq!(
            super::pack_arrays(text),
            "static T: [u8; 3] = [\n    1, -2, 0x3f,\n];\nfn f() {}\n"
        );
    }
}
