//! The text passes around define expansion: comments, ranges, metadata, final clean-up.
//! Each is Ludii's, rewritten to run in one sweep where Ludii splices repeatedly.

use super::text::{matching_bracket, matching_quote, Text};
use super::{err, MAX_CHARACTERS};
use crate::diag::Diagnostic;
use crate::front::ludii::reader::MAX_NESTING;

/// Ludii's `removeComments`: `//` to the end of the line, outside strings. An unterminated
/// string stops the pass (Ludii's rule).
pub(super) fn remove_comments(text: Text) -> Text {
    if text.find("//", 0).is_none() {
        return text;
    }
    let s = &text.bytes;
    let mut out = Text { bytes: Vec::with_capacity(s.len()), locs: Vec::with_capacity(s.len()) };
    let mut c = 0;
    while c + 1 < s.len() {
        if s[c] == b'"' {
            match matching_quote(s, c) {
                Some(q) => {
                    out.push_range(&text, c, q + 1);
                    c = q + 1;
                }
                None => break,
            }
        } else if s[c] == b'/' && s[c + 1] == b'/' {
            let mut e = c + 2;
            while e < s.len() && s[e] != b'\n' {
                e += 1;
            }
            c = e;
        } else {
            out.push(s[c], text.locs[c]);
            c += 1;
        }
    }
    out.push_range(&text, c.min(s.len()), s.len());
    out
}

/// Removes the first `(metadata ...)` (Ludii keeps it aside for the metadata compiler).
pub(super) fn drop_metadata(mut text: Text) -> Result<Text, Diagnostic> {
    let Some(c) = text.find("(metadata", 0) else {
        return Ok(text);
    };
    let Some(cc) = matching_bracket(&text.bytes, c, true) else {
        return Err(err(
            "unclosed `(metadata ...`",
            text.span(c, c + 9),
            "expected `)` to close the metadata",
        ));
    };
    text.remove_range(c, cc + 1);
    Ok(text)
}

const MAX_RANGE: i64 = 1000;

/// Ludii's `expandRanges`: `m..n` between digits becomes the numbers strictly between them
/// (`1..4` → `1 2 3 4`), except inside `[...]`.
pub(super) fn expand_ranges(text: Text) -> Result<Text, Diagnostic> {
    if text.find("..", 0).is_none() {
        return Ok(text);
    }
    let s = &text.bytes;
    let n = s.len();
    let mut out = Text { bytes: Vec::with_capacity(n), locs: Vec::with_capacity(n) };
    let mut in_completion = false;
    out.push_range(&text, 0, 1.min(n));
    let mut i = 1;
    while i + 2 < n {
        match s[i] {
            b'[' => in_completion = true,
            b']' => in_completion = false,
            _ => {}
        }
        if !in_completion
            && s[i] == b'.'
            && s[i + 1] == b'.'
            && s[i - 1].is_ascii_digit()
            && s[i + 2].is_ascii_digit()
        {
            let mut a = i;
            while a > 0 && s[a - 1].is_ascii_digit() {
                a -= 1;
            }
            let mut e = i + 2;
            while e < n && s[e].is_ascii_digit() {
                e += 1;
            }
            let parse = |x: &[u8]| std::str::from_utf8(x).ok().and_then(|t| t.parse::<i64>().ok());
            let (Some(m), Some(to)) = (parse(&s[a..i]), parse(&s[i + 2..e])) else {
                return Err(err(
                    "bad number in range",
                    text.span(a, e),
                    "expected `m..n` with small numbers",
                ));
            };
            if (to - m).abs() > MAX_RANGE {
                return Err(err(
                    format!("range {m}..{to} exceeds the maximum of {MAX_RANGE} numbers"),
                    text.span(a, e),
                    "this range is too long",
                ));
            }
            let inc = if m <= to { 1 } else { -1 };
            let mut sub = String::from(" ");
            let mut step = m;
            while step != to {
                if step != m {
                    sub.push_str(&step.to_string());
                    sub.push(' ');
                }
                step += inc;
            }
            out.push_text(&Text::synth(&sub, text.locs[i]));
            // Ludii resumes after the first character following `..`.
            out.push(s[i + 2], text.locs[i + 2]);
            i += 3;
            if out.len() > MAX_CHARACTERS {
                return Err(err(
                    "ranges make the description too long",
                    text.span(a, e),
                    "in this range",
                ));
            }
            continue;
        }
        out.push(s[i], text.locs[i]);
        i += 1;
    }
    out.push_range(&text, i.min(n), n);
    Ok(out)
}

/// Ludii's `expandSiteRanges`: `"A1".."C3"` becomes every coordinate from column A to C and
/// row 1 to 3, column by column.
pub(super) fn expand_site_ranges(text: Text) -> Result<Text, Diagnostic> {
    if text.find("..", 0).is_none() {
        return Ok(text);
    }
    let s = &text.bytes;
    let n = s.len();
    let mut out = Text { bytes: Vec::with_capacity(n), locs: Vec::with_capacity(n) };
    let mut in_completion = false;
    out.push_range(&text, 0, 1.min(n));
    let mut i = 1;
    // Ludii skips some characters after each site range (its index moves by the length of the
    // expansion from the `..`, not from the range's start); `skip` reproduces that.
    while i + 2 < n {
        match s[i] {
            b'[' => in_completion = true,
            b']' => in_completion = false,
            _ => {}
        }
        if !in_completion
            && s[i] == b'.'
            && s[i + 1] == b'.'
            && s[i - 1] == b'"'
            && s[i + 2] == b'"'
        {
            let mut c = i as isize - 2;
            while c >= 0 && s[c as usize] != b'"' {
                c -= 1;
            }
            let c = c.max(0) as usize;
            let mut d = i + 3;
            while d < n && s[d] != b'"' {
                d += 1;
            }
            d += 1;
            let from = String::from_utf8_lossy(&s[c + 1..i - 1]).into_owned();
            let to = String::from_utf8_lossy(&s[i + 3..(d - 1).min(n)]).into_owned();
            let coord = |x: &str| -> Option<(u8, i64)> {
                let b = x.as_bytes();
                if b.len() < 2 || !b[0].is_ascii_alphabetic() {
                    return None;
                }
                Some((b[0].to_ascii_uppercase() - b'A', x[1..].parse().ok()?))
            };
            let (Some((fc, fnum)), Some((tc, tnum))) = (coord(&from), coord(&to)) else {
                return Err(err(
                    format!("bad coordinate in site range \"{from}\"..\"{to}\""),
                    text.span(c, d.min(n)),
                    "expected a range of coordinates like \"A1\"..\"C3\"",
                ));
            };
            let mut sub = String::new();
            for m in fc..=tc {
                for k in fnum..=tnum {
                    sub.push_str(&format!("\"{}{}\" ", (b'A' + m) as char, k));
                }
                if sub.len() > MAX_CHARACTERS {
                    return Err(err(
                        "site range too long",
                        text.span(c, d.min(n)),
                        "in this range",
                    ));
                }
            }
            // Retract what was copied from the range's start.
            out.bytes.truncate(out.len() - (i - c));
            out.locs.truncate(out.bytes.len());
            out.push_text(&Text::synth(sub.trim(), text.locs[c]));
            // Ludii's next index, in original coordinates.
            let next = d + (i - c) + 2;
            let next = next.min(n);
            out.push_range(&text, d.min(n), next);
            // Completion brackets in skipped text are not seen by Ludii either.
            i = next;
            continue;
        }
        out.push(s[i], text.locs[i]);
        i += 1;
    }
    out.push_range(&text, i.min(n), n);
    Ok(out)
}

/// Ludii's `cleanUp` (whitespace): line breaks and tabs become spaces, runs of spaces one
/// space, and no space after `(`, `{`, `:` or before `)`, `}`.
pub(super) fn clean_up(text: Text) -> Text {
    let s = &text.bytes;
    let mut out = Text { bytes: Vec::with_capacity(s.len()), locs: Vec::with_capacity(s.len()) };
    let mut i = 0;
    while i < s.len() {
        let b = s[i];
        if matches!(b, b' ' | b'\n' | b'\r' | b'\t') {
            let start = i;
            while i < s.len() && matches!(s[i], b' ' | b'\n' | b'\r' | b'\t') {
                i += 1;
            }
            let prev = out.bytes.last().copied();
            let next = s.get(i).copied();
            if matches!(prev, Some(b'(' | b'{' | b':')) || matches!(next, Some(b')' | b'}')) {
                continue;
            }
            out.push(b' ', text.locs[start]);
            continue;
        }
        out.push(b, text.locs[i]);
        i += 1;
    }
    out
}

/// Refuses text whose brackets nest deeper than the reader's [`MAX_NESTING`], before the passes
/// that rescan the text per bracket pair (`double_brackets`) make such text quadratic: 100,000
/// nested `(` would take minutes to be refused by the reader.
pub(super) fn check_nesting(text: &Text) -> Result<(), Diagnostic> {
    let mut depth = 0usize;
    let mut in_string = false;
    for (i, &b) in text.bytes.iter().enumerate() {
        match b {
            b'"' => in_string = !in_string,
            b'(' | b'{' if !in_string => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(err(
                        format!(
                            "brackets nested more than {MAX_NESTING} deep: ludemic reads at most \
                             {MAX_NESTING} nested `(` and `{{`"
                        ),
                        text.span(i, i + 1),
                        "this bracket is nested too deep",
                    ));
                }
            }
            b')' | b'}' if !in_string => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// Ludii's `handleDoubleBrackets`: `((x ...))` → `(x ...)`, as left by bracketed define calls.
pub(super) fn double_brackets(mut text: Text) -> Result<Text, Diagnostic> {
    let mut from = 0;
    while let Some(c) = text.find("((", from) {
        let Some(cc) = matching_bracket(&text.bytes, c, true) else {
            return Err(err(
                "unclosed `((`",
                text.span(c, c + 2),
                "expected `)` to close this bracket",
            ));
        };
        if text.bytes[cc] == b')' && text.bytes[cc - 1] == b')' {
            text.remove_range(cc, cc + 1);
            text.remove_range(c, c + 1);
            from = c.saturating_sub(1);
        } else {
            return Err(err(
                "opening `((` has no closing `))`",
                text.span(c, c + 2),
                "Ludii removes doubled brackets only when they close together",
            ));
        }
    }
    Ok(text)
}
