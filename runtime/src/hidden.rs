//! Hidden information, written once for every back end: what a player sees of a state (its
//! observation), the key of its information set, and determinizations (full states consistent
//! with what it has seen). See docs/hidden-information.md.
//!
//! A back end describes a state as *locations* (board sites and levels, hand and deck slots,
//! a JSON spec's positions), each a record of *parts* (what, who, count, state, value, or a
//! JSON entity's type, owner and attributes), plus *public* values everybody sees (the mover,
//! scores, dice) and each player's *masks*: per location, the aspects ([`WHAT`], [`WHO`], ...)
//! hidden from that player, or [`INVISIBLE`] for the whole location. The masks come from the IR:
//! a container's static visibility (a hand seen by its owner only) and the state's dynamic
//! flags (Ludii's `set Hidden`). Everything below is a function of that description
//! ([`HiddenView`]), so the interpreter, the Kernel IR evaluator, the JIT and the generated
//! Rust agree by construction once their views agree.

use std::cell::RefCell;
use std::fmt::Write;

use crate::game::MoveKey;
use crate::rng::Rng;

/// The kind of piece on a location (Ludii's `HiddenData.What`; a JSON entity's type).
pub const WHAT: u8 = 1;
/// Its owner (`HiddenData.Who`).
pub const WHO: u8 = 1 << 1;
/// How many pieces stand there (`HiddenData.Count`).
pub const COUNT: u8 = 1 << 2;
/// The piece's state (`HiddenData.State`; a JSON entity's attributes).
pub const STATE: u8 = 1 << 3;
/// The piece's value (`HiddenData.Value`).
pub const VALUE: u8 = 1 << 4;
/// Its rotation (`HiddenData.Rotation`).
pub const ROTATION: u8 = 1 << 5;
/// The whole location, even whether anything is there (Ludii's plain `(set Hidden ..)`).
pub const INVISIBLE: u8 = 1 << 6;
/// Every aspect but occupancy: what a hand the player may not look into hides.
pub const CONTENTS: u8 = WHAT | WHO | STATE | VALUE | ROTATION;

/// An observation's value for a part the player does not see.
pub const UNSEEN: i32 = i32::MIN;

/// One part of a location's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// The aspect that hides it (one of [`WHAT`], [`WHO`], ...).
    pub aspect: u8,
    /// Its value on an empty location. Part 0 tells occupancy: a location is empty when its
    /// part 0 holds part 0's `empty`; an empty location shows its parts whatever its mask
    /// (there is nothing to hide), unless it is [`INVISIBLE`].
    pub empty: i64,
    /// Its name in observation strings (`what`, `who`, `type`, ...).
    pub name: &'static str,
}

/// A state as hidden information sees it (see the module's documentation).
pub struct HiddenView<'a> {
    pub num_players: usize,
    pub locations: usize,
    pub parts: &'a [Part],
    /// `value(location, part)`.
    pub value: &'a dyn Fn(usize, usize) -> i64,
    /// `mask(player, location)`: the aspects hidden from `player` (1-based) there.
    pub mask: &'a dyn Fn(usize, usize) -> u8,
    /// Values every player sees (the mover first, then scores, dice, ...).
    pub public: &'a [i64],
    /// `history(player)`: the hash of the moves `player` made so far ([`history_mix`]).
    pub history: &'a dyn Fn(usize) -> u64,
}

/// Part `part` of `location` as `mask` lets it be seen.
#[inline]
fn seen(v: &HiddenView<'_>, mask: u8, location: usize, part: usize) -> i32 {
    if mask == 0 {
        return (v.value)(location, part) as i32;
    }
    if mask & INVISIBLE != 0 {
        return UNSEEN;
    }
    let empty = (v.value)(location, 0) == v.parts[0].empty;
    if !empty && mask & v.parts[part].aspect != 0 {
        return UNSEEN;
    }
    (v.value)(location, part) as i32
}

/// The length of [`observe`]'s value: a part per location, and the public values.
pub fn observation_len(v: &HiddenView<'_>) -> usize {
    v.locations * v.parts.len() + v.public.len()
}

/// What `player` sees: every part of every location (location-major), [`UNSEEN`] where hidden
/// from it, then the public values. `out` is cleared and left [`observation_len`] long.
pub fn observe(v: &HiddenView<'_>, player: usize, out: &mut Vec<i32>) {
    out.clear();
    out.reserve(observation_len(v));
    for loc in 0..v.locations {
        let mask = (v.mask)(player, loc);
        for part in 0..v.parts.len() {
            out.push(seen(v, mask, loc, part));
        }
    }
    out.extend(v.public.iter().map(|&x| x as i32));
}

/// [`observe`] as text: each location that is occupied or hidden, `loc:part=value ...` with `?`
/// for what `player` does not see (`loc:?` for an invisible one), then `|public=...`.
pub fn observation_string(v: &HiddenView<'_>, player: usize) -> String {
    let mut out = String::new();
    for loc in 0..v.locations {
        let mask = (v.mask)(player, loc);
        if mask & INVISIBLE != 0 {
            let _ = write!(out, "{loc}:? ");
            continue;
        }
        if (v.value)(loc, 0) == v.parts[0].empty {
            continue;
        }
        let _ = write!(out, "{loc}");
        for (i, part) in v.parts.iter().enumerate() {
            match seen(v, mask, loc, i) {
                UNSEEN => {
                    let _ = write!(out, ":{}=?", part.name);
                }
                x if i > 0 && x as i64 == part.empty => {}
                x => {
                    let _ = write!(out, ":{}={x}", part.name);
                }
            }
        }
        out.push(' ');
    }
    let public: Vec<String> = v.public.iter().map(i64::to_string).collect();
    let _ = write!(out, "|public={}", public.join(","));
    out
}

/// A 64-bit mix (splitmix64's finaliser): the one hash every back end uses.
#[inline]
pub fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The history hash of a player after it made one more move, `key`. Every back end keeps
/// each player's history this way, in its state, updated by `apply` for the mover: the
/// Kernel IR's apply computes the same arithmetic (`kernel_ir::hidden`). Moves are told apart
/// by their keys (what the player chose as Ludii names it).
#[inline]
pub fn history_mix(history: u64, key: &MoveKey) -> u64 {
    let (lf, lt) = key.levels.unwrap_or((0, 0));
    history_mix_raw(history, key.from, key.to, key.kind as u8, lf, lt)
}

/// [`history_mix`] on a move's fields.
#[inline]
pub fn history_mix_raw(history: u64, from: u32, to: u32, kind: u8, lf: u16, lt: u16) -> u64 {
    let sites = from as u64 | (to as u64) << 32;
    let rest = kind as u64 | (lf as u64) << 8 | (lt as u64) << 24;
    mix(history ^ mix(sites.wrapping_add(0x9e37_79b9_7f4a_7c15)) ^ mix(rest).rotate_left(17))
}

/// The key of `player`'s information set: equal for two states exactly when the player sees
/// the same observation and made the same moves (up to 64-bit hash collisions).
pub fn information_set_key(v: &HiddenView<'_>, player: usize) -> u64 {
    let mut h = mix((v.history)(player) ^ (player as u64) << 56);
    for loc in 0..v.locations {
        let mask = (v.mask)(player, loc);
        for part in 0..v.parts.len() {
            h = mix(h ^ (seen(v, mask, loc, part) as u32 as u64));
        }
    }
    for &x in v.public {
        h = mix(h ^ x as u64);
    }
    h
}

/// A location's observation as one number: locations whose contents may be exchanged without
/// `player` noticing have the same.
fn observed_hash(v: &HiddenView<'_>, player: usize, loc: usize) -> u64 {
    let mask = (v.mask)(player, loc);
    let mut h = mix(mask as u64);
    for part in 0..v.parts.len() {
        h = mix(h ^ seen(v, mask, loc, part) as u32 as u64);
    }
    h
}

thread_local! {
    /// Scratch of [`determinize`]: (observed hash, location) pairs and the contents moved.
    static SCRATCH: RefCell<(Vec<(u64, u32)>, Vec<i64>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

thread_local! {
    /// The buffer of [`with_writes`].
    static WRITES: RefCell<Vec<(usize, usize, i64)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with this thread's buffer for [`determinize`]'s writes, cleared: a view borrows the
/// state its writes change, so back ends collect them and store them after the view is gone,
/// without allocating once the buffer has grown. The buffer is taken out for the call (a
/// nested call gets a fresh one).
pub fn with_writes<R>(f: impl FnOnce(&mut Vec<(usize, usize, i64)>) -> R) -> R {
    let mut writes = WRITES.with(|w| std::mem::take(&mut *w.borrow_mut()));
    writes.clear();
    let r = f(&mut writes);
    WRITES.with(|w| *w.borrow_mut() = writes);
    r
}

/// A state consistent with what `player` sees: the contents of the locations hidden from it
/// are dealt again, uniformly at random, among the hidden locations that look the same to it
/// (the same mask and the same visible parts: the cards of the opponent's hand and of the deck,
/// the squares of an invisible board). Every such exchange keeps the player's observation, so
/// the result is uniform over the arrangements of the hidden contents it cannot tell apart,
/// and the multiset of hidden contents (every known count) is kept. It does not depend on how
/// the hidden contents are arranged in `v`: states that differ only by such an arrangement
/// give the same result from the same `rng`. `write(location, part,
/// value)` stores a part; the back end brings derived data (bitboards) up to date afterwards.
///
/// It is consistent with the current observation; a game whose history tells more (Kriegspiel's
/// referee answers) is not filtered by it (docs/hidden-information.md). Allocation-free once
/// its thread's scratch has grown to the game's size.
pub fn determinize(
    v: &HiddenView<'_>,
    player: usize,
    rng: &mut Rng,
    write: &mut dyn FnMut(usize, usize, i64),
) {
    SCRATCH.with(|scratch| {
        let (keys, contents) = &mut *scratch.borrow_mut();
        keys.clear();
        for loc in 0..v.locations {
            if (v.mask)(player, loc) != 0 {
                keys.push((observed_hash(v, player, loc), loc as u32));
            }
        }
        keys.sort_unstable();
        let parts = v.parts.len();
        let mut start = 0;
        while start < keys.len() {
            let mut end = start + 1;
            while end < keys.len() && keys[end].0 == keys[start].0 {
                end += 1;
            }
            let n = end - start;
            if n > 1 {
                // The contents are taken in a canonical order (sorted), not in the order the
                // state holds them: the result is then a function of what the player sees, the
                // hidden multiset and `rng` only, so two states the player cannot tell apart
                // give the same determinizations from the same seed, and a search cannot learn
                // the true arrangement through them (search::ismcts's no-peeking test).
                let record = |loc: u32| (0..parts).map(move |p| (v.value)(loc as usize, p));
                keys[start..end].sort_unstable_by(|a, b| record(a.1).cmp(record(b.1)));
                contents.clear();
                for &(_, loc) in &keys[start..end] {
                    contents.extend(record(loc));
                }
                // Back to location order, in which the shuffled contents are dealt.
                keys[start..end].sort_unstable();
                // Fisher-Yates over the bucket's contents, then each location takes its new one.
                for i in (1..n).rev() {
                    let j = rng.below(i + 1);
                    if i != j {
                        for p in 0..parts {
                            contents.swap(i * parts + p, j * parts + p);
                        }
                    }
                }
                for (i, &(_, loc)) in keys[start..end].iter().enumerate() {
                    for p in 0..parts {
                        let new = contents[i * parts + p];
                        if new != (v.value)(loc as usize, p) {
                            write(loc as usize, p, new);
                        }
                    }
                }
            }
            start = end;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

    const PARTS: [Part; 2] = [
        Part { aspect: WHAT, empty: 0, name: "what" },
        Part { aspect: WHO, empty: 0, name: "who" },
    ];

    /// Six locations: player 1's hand (0, 1), player 2's hand (2, 3), a face-down deck (4, 5).
    struct Table {
        cards: RefCell<[i64; 6]>,
    }

    impl Table {
        fn view<'a>(
            &'a self,
            value: &'a dyn Fn(usize, usize) -> i64,
            mask: &'a dyn Fn(usize, usize) -> u8,
        ) -> HiddenView<'a> {
            HiddenView {
                num_players: 2,
                locations: 6,
                parts: &PARTS,
                value,
                mask,
                public: &[1],
                history: &|_| 0,
            }
        }
    }

    fn hand_mask(player: usize, loc: usize) -> u8 {
        let own = if player == 1 { 0..2 } else { 2..4 };
        if own.contains(&loc) {
            0
        } else {
            CONTENTS
        }
    }

    #[test]
    fn observations_mask_what_is_hidden_and_show_occupancy() {
        let t = Table { cards: RefCell::new([1, 2, 3, 4, 5, 0]) };
        let value = |l: usize, p: usize| if p == 0 { t.cards.borrow()[l] } else { 0 };
        let v = t.view(&value, &hand_mask);
        let mut obs = Vec::new();
        observe(&v, 1, &mut obs);
        assert_eq!(obs.len(), observation_len(&v));
        assert_eq!(&obs[..12], &[1, 0, 2, 0, UNSEEN, UNSEEN, UNSEEN, UNSEEN, UNSEEN, UNSEEN, 0, 0]);
        assert_eq!(
            observation_string(&v, 2),
            "0:what=?:who=? 1:what=?:who=? 2:what=3 3:what=4 4:what=?:who=? |public=1"
        );
        let invisible = |_: usize, l: usize| if l == 5 { INVISIBLE } else { 0 };
        let v = t.view(&value, &invisible);
        assert!(observation_string(&v, 1).contains("5:? "));
    }

    #[test]
    fn information_set_keys_ignore_what_is_hidden() {
        let a = Table { cards: RefCell::new([1, 2, 3, 4, 5, 6]) };
        let b = Table { cards: RefCell::new([1, 2, 6, 5, 4, 3]) };
        let va = |l: usize, p: usize| if p == 0 { a.cards.borrow()[l] } else { 0 };
        let vb = |l: usize, p: usize| if p == 0 { b.cards.borrow()[l] } else { 0 };
        let (x, y) = (a.view(&va, &hand_mask), b.view(&vb, &hand_mask));
        assert_eq!(information_set_key(&x, 1), information_set_key(&y, 1));
        assert_ne!(information_set_key(&x, 2), information_set_key(&y, 2));
        let moved =
            HiddenView { history: &|p| if p == 1 { 7 } else { 0 }, ..a.view(&va, &hand_mask) };
        assert_ne!(information_set_key(&x, 1), information_set_key(&moved, 1));
    }

    #[test]
    fn determinize_keeps_the_observation_and_the_hidden_multiset() {
        let t = Table { cards: RefCell::new([1, 2, 3, 4, 5, 6]) };
        let mut rng = Rng::seed_from(3);
        let mut seen_deals = std::collections::HashSet::new();
        for _ in 0..200 {
            let value = |l: usize, p: usize| if p == 0 { t.cards.borrow()[l] } else { 0 };
            let v = t.view(&value, &hand_mask);
            let before = information_set_key(&v, 1);
            let mut writes = Vec::new();
            determinize(&v, 1, &mut rng, &mut |l, p, x| writes.push((l, p, x)));
            for (l, p, x) in writes {
                assert_eq!(p, 0);
                t.cards.borrow_mut()[l] = x;
            }
            let cards = *t.cards.borrow();
            assert_eq!(&cards[..2], &[1, 2]);
            let mut rest = cards[2..].to_vec();
            rest.sort();
            assert_eq!(rest, [3, 4, 5, 6]);
            let v = t.view(&value, &hand_mask);
            assert_eq!(information_set_key(&v, 1), before);
            seen_deals.insert(cards);
        }
        assert_eq!(seen_deals.len(), 24, "every arrangement of the 4 unseen cards");
    }

    #[test]
    fn determinize_does_not_depend_on_the_hidden_arrangement() {
        // Player 1 holds 1 and 2 in both; the four cards it cannot see lie differently.
        let deal = |cards: [i64; 6], seed: u64| {
            let t = Table { cards: RefCell::new(cards) };
            let value = |l: usize, p: usize| if p == 0 { t.cards.borrow()[l] } else { 0 };
            let v = t.view(&value, &hand_mask);
            let mut out = cards;
            determinize(&v, 1, &mut Rng::seed_from(seed), &mut |l, _, x| out[l] = x);
            out
        };
        let mut differ = false;
        for seed in 0..20 {
            let a = deal([1, 2, 3, 4, 5, 6], seed);
            assert_eq!(a, deal([1, 2, 6, 5, 4, 3], seed), "seed {seed}");
            assert_eq!(a, deal([1, 2, 4, 6, 3, 5], seed), "seed {seed}");
            differ |= a != deal([1, 2, 3, 4, 5, 6], seed + 100);
        }
        assert!(differ, "the seed still decides the deal");
    }

    #[test]
    fn histories_differ_by_move() {
        let a = history_mix(0, &MoveKey::sites(1, 2));
        assert_ne!(a, history_mix(0, &MoveKey::sites(2, 1)));
        assert_ne!(a, history_mix(a, &MoveKey::sites(1, 2)));
        let mut k = MoveKey::sites(1, 2);
        k.levels = Some((0, 1));
        assert_ne!(a, history_mix(0, &k));
    }
}
