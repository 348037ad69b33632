//! Helpers shared by games compiled from the Kernel IR (the code the Rust back end generates
//! calls these), so that what a kernel state means is written once: Ludii's move keys and
//! state strings. They mirror `ludemic_compiler::kernel_ir::eval`, the kernels' reference.

use std::fmt::Write;

use crate::dynamic::RawMove;
use crate::game::{MoveKey, MoveKind};

/// Ludii's key of a kernel move: `kind` 0 is a move between sites, 1 pass, 2 swap, 3 forfeit,
/// 5 propose, 6 vote.
pub fn move_key(mv: &RawMove, stacking: bool) -> MoveKey {
    let kind = match mv.kind {
        0 => MoveKind::Sites,
        1 => MoveKind::Pass,
        2 => MoveKind::Swap,
        3 => MoveKind::Forfeit,
        5 => MoveKind::Propose,
        6 => MoveKind::Vote,
        _ => MoveKind::Other,
    };
    if kind != MoveKind::Sites {
        return MoveKey::special(kind);
    }
    let mut key = MoveKey::sites(mv.from, mv.to);
    if stacking {
        key.levels = Some((mv.level_from, mv.level_to));
    }
    key
}

/// Ludii's action of a deduction puzzle's move (see [`crate::Game::move_action`]): its `aux`
/// is `value << 1`, plus 1 for a `Toggle` (else a `Set`), of the variable at its `to` site, a
/// site of type `site_type` (`Cell`, `Vertex` or `Edge`).
pub fn puzzle_action(mv: &RawMove, site_type: &str) -> String {
    let action = if mv.aux & 1 == 1 { "Toggle" } else { "Set" };
    format!("[{action}:type={site_type},var={},value={}", mv.to, mv.aux >> 1)
}

/// A fresh value for a game's 32-bit xorshift random source (dice, shuffles): one draw of the
/// playout's generator, never zero (xorshift's fixed point). Every back end seeds with this.
pub fn chance_seed(rng: &mut crate::rng::Rng) -> u32 {
    rng.next_u32().max(1)
}

/// What `state_string` reads of a kernel state: each accessor gives a field's element,
/// widened to i64 (the `Meta` fields of the kernel).
pub struct StateView<'a> {
    pub num_players: usize,
    pub sites: usize,
    pub levels: usize,
    pub stacking: bool,
    pub mover: i64,
    /// Stack height by site.
    pub height: &'a dyn Fn(usize) -> i64,
    /// By `site * levels + level`.
    pub what: &'a dyn Fn(usize) -> i64,
    pub who: &'a dyn Fn(usize) -> i64,
    pub piece_state: &'a dyn Fn(usize) -> i64,
    /// By site.
    pub count: &'a dyn Fn(usize) -> i64,
    /// By player (index p-1).
    pub scores: Option<&'a dyn Fn(usize) -> i64>,
    pub phases: Option<&'a dyn Fn(usize) -> i64>,
    /// The pips each die shows (`|dice=`), in games with dice; empty otherwise.
    pub dice: &'a [i64],
}

/// The state as Ludii's traces write it: `site:what:who:count[:state]` for each occupied site
/// (`site/level:...` per level when stacking), then `|mover=`, `|scores=`, `|dice=`, `|phase=`.
pub fn state_string(v: &StateView<'_>) -> String {
    write_state(v, None)
}

/// [`state_string`] of a game whose pieces carry values (Ludii's `GameType.Value`, no stacks):
/// `value` gives each site's, written as the sixth field of an entry when it is not 0
/// (`site:what:who:count:state:value`; an empty site with a value or a state is listed).
pub fn state_string_with_values(v: &StateView<'_>, value: &dyn Fn(usize) -> i64) -> String {
    write_state(v, Some(value))
}

fn write_state(v: &StateView<'_>, value: Option<&dyn Fn(usize) -> i64>) -> String {
    let value_at = |site: usize| value.map_or(0, |f| f(site));
    let mut parts = Vec::new();
    for site in 0..v.sites {
        let h = (v.height)(site) as usize;
        if h == 0 {
            // Without stacks Ludii's state lives on the site: an empty one may keep a state.
            let (st, val) = ((v.piece_state)(site * v.levels), value_at(site));
            if !v.stacking && val != 0 {
                parts.push(format!("{site}:0:0:0:{st}:{val}"));
            } else if !v.stacking && st != 0 {
                parts.push(format!("{site}:0:0:0:{st}"));
            }
            continue;
        }
        let entry = |label: String, l: usize, count: i64| {
            let i = site * v.levels + l;
            let (what, who, st) = ((v.what)(i), (v.who)(i), (v.piece_state)(i));
            let val = if v.stacking { 0 } else { value_at(site) };
            if val != 0 {
                format!("{label}:{what}:{who}:{count}:{st}:{val}")
            } else if st != 0 {
                format!("{label}:{what}:{who}:{count}:{st}")
            } else {
                format!("{label}:{what}:{who}:{count}")
            }
        };
        if v.stacking {
            for l in 0..h {
                parts.push(entry(format!("{site}/{l}"), l, 1));
            }
        } else {
            parts.push(entry(site.to_string(), h - 1, (v.count)(site)));
        }
    }
    let mut out = parts.join(" ");
    if !out.is_empty() {
        out.push(' ');
    }
    let _ = write!(out, "|mover={}", v.mover);
    if let Some(s) = v.scores {
        let all: Vec<String> = (0..v.num_players).map(|p| s(p).to_string()).collect();
        let _ = write!(out, " |scores={}", all.join(","));
    }
    if !v.dice.is_empty() {
        let all: Vec<String> = v.dice.iter().map(i64::to_string).collect();
        let _ = write!(out, " |dice={}", all.join(","));
    }
    if let Some(p) = v.phases {
        let _ = write!(out, " |phase={}", p((v.mover as usize).max(1) - 1));
    }
    out
}

/// A state with the Kernel IR's fixed byte layout, as generated games have: such a state can be
/// built from the bytes another back end of the same kernel holds (the kernel evaluator, the
/// JIT), e.g. to start a generated game from a position compiled separately.
pub trait KernelLayout: Sized {
    /// The layout, as the compiler's `StateLayout::signature` writes it: bytes convert only
    /// between layouts with equal signatures.
    const LAYOUT: &'static str;
    /// The state whose kernel bytes are `bytes` (exactly the layout's size).
    fn from_kernel_bytes(bytes: &[u8]) -> Self;
}

/// An element type of kernel fields, read from little-endian bytes.
pub trait KernelElem: Copy {
    const SIZE: usize;
    fn from_le(b: &[u8]) -> Self;
}

macro_rules! kernel_elems {
    ($($t:ty),*) => {$(
        impl KernelElem for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            #[inline]
            fn from_le(b: &[u8]) -> Self {
                <$t>::from_le_bytes(b[..Self::SIZE].try_into().expect("sliced to size"))
            }
        }
    )*};
}
kernel_elems!(u8, i8, u16, i16, i32, i64, u64);

/// Fills a field's elements from the little-endian bytes of the field at the start of `src`.
pub fn read_field<T: KernelElem>(dst: &mut [T], src: &[u8]) {
    for (i, d) in dst.iter_mut().enumerate() {
        *d = T::from_le(&src[i * T::SIZE..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_read_little_endian_elements() {
        let bytes = [0x01, 0x02, 0xff, 0xff, 0x10, 0, 0, 0];
        let mut words = [0i16; 2];
        read_field(&mut words, &bytes);
        assert_eq!(words, [0x0201, -1]);
        let mut wide = [0u64; 1];
        read_field(&mut wide, &bytes);
        assert_eq!(wide, [u64::from_le_bytes(bytes)]);
        let mut small = [0i8; 3];
        read_field(&mut small, &bytes[2..]);
        assert_eq!(small, [-1, -1, 0x10]);
    }
}
