//! Hidden information of state-driven rules (JSON specs): what each player sees of a state, as
//! `ludemic_runtime::hidden` describes states (docs/hidden-information.md, docs/json-spec.md).
//! The interpreter (the reference) answers the `DynGame` hidden-information methods through it,
//! and the Kernel IR lowering (`lower::state_hidden`) turns the same description into the
//! kernel's `HiddenMeta`, so every back end sees a state alike.
//!
//! - **Locations** are the positions (the board's, then the zones' slots); **parts** are a
//!   position's record slots: the entity's type (part 0, `NULL` when empty), its owner and its
//!   attributes.
//! - **Masks** are static: a zone instance its `visible_to` does not show to a player hides the
//!   contents of its slots from that player (`hidden::CONTENTS`: type, owner, attributes), never
//!   whether a slot is occupied, so hand and deck sizes are known to all.
//! - **Public values**: the mover, then every global variable, every mutable per-player
//!   attribute (player by player), the last move's target and mover: the language has no hidden
//!   variables. The state's random source is not shown.
//! - **History**: each player's move-history hash (`hidden::history_mix` of its moves' keys),
//!   two i32 slots per player (low, then high half) after the ranks.
//!
//! A spec whose zones hide nothing has no description: its state has no history slots and the
//! hidden-information methods keep their perfect-information defaults.

use std::collections::HashSet;
use std::sync::Mutex;

use ludemic_runtime::hidden::{self, HiddenView, Part};
use ludemic_runtime::{MoveKey, Rng};

use crate::game_ir::state_rules::{StateRules, NULL};

/// Where the values the description needs lie among a JSON state's i32 slots (the
/// interpreter's layout, which the kernel's `slots` field mirrors).
#[derive(Clone, Copy, Debug)]
pub struct SlotOffsets {
    /// Slots per position: type, owner, attributes.
    pub stride: usize,
    pub vars: usize,
    pub players: usize,
    pub last_target: usize,
    pub last_mover: usize,
    /// The first history slot (player 1's low half).
    pub history: usize,
}

/// A JSON state as hidden information sees it (see the module's documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct StateHidden {
    pub num_players: usize,
    pub positions: usize,
    /// Slots per position (= `parts.len()`).
    pub stride: usize,
    pub parts: Vec<Part>,
    /// `masks[(player - 1) * positions + position]`.
    pub masks: Vec<u8>,
    /// The slots of the public values after the mover.
    pub public: Vec<usize>,
    /// The first history slot: player p's history is slots `history + 2(p-1)` (low half) and
    /// `history + 2(p-1) + 1` (high half).
    pub history: usize,
}

/// History slots a state needs: two per player when the spec hides something, else none.
pub fn history_slots(r: &StateRules, num_players: usize) -> usize {
    if hides_something(r, num_players) {
        2 * num_players
    } else {
        0
    }
}

/// Whether some zone instance keeps its contents from some player.
pub fn hides_something(r: &StateRules, num_players: usize) -> bool {
    r.zones.iter().any(|z| {
        (0..z.instances).any(|i| {
            let owner = if z.per_player { i + 1 } else { 0 };
            (1..=num_players).any(|p| !z.visible_to.shows(owner, p))
        })
    })
}

/// The description of a spec's states, `None` when every player sees everything.
pub fn describe(r: &StateRules, num_players: usize, o: SlotOffsets) -> Option<StateHidden> {
    if !hides_something(r, num_players) {
        return None;
    }
    let positions = r.num_positions();
    let mut parts = vec![
        Part { aspect: hidden::WHAT, empty: NULL, name: "type" },
        Part { aspect: hidden::WHO, empty: NULL, name: "owner" },
    ];
    parts.extend(r.entity_attrs.iter().map(|a| Part {
        aspect: hidden::STATE,
        empty: 0,
        name: intern(&a.name),
    }));
    assert_eq!(parts.len(), o.stride, "a position's slots are its parts");
    let mut masks = vec![0u8; num_players * positions];
    for z in &r.zones {
        for i in 0..z.instances {
            let owner = if z.per_player { i + 1 } else { 0 };
            for p in 1..=num_players {
                if z.visible_to.shows(owner, p) {
                    continue;
                }
                let first = z.first + i * z.capacity;
                masks[(p - 1) * positions + first..(p - 1) * positions + first + z.capacity]
                    .fill(hidden::CONTENTS);
            }
        }
    }
    let mut public: Vec<usize> = (0..r.vars.len()).map(|v| o.vars + v).collect();
    let k = r.player_attrs.len();
    for (i, a) in r.player_attrs.iter().enumerate() {
        if a.mutable {
            public.extend((0..num_players).map(|q| o.players + q * k + i));
        }
    }
    public.extend([o.last_target, o.last_mover]);
    Some(StateHidden {
        num_players,
        positions,
        stride: o.stride,
        parts,
        masks,
        public,
        history: o.history,
    })
}

/// A name as `&'static str` (a `Part` names itself so): each distinct attribute name is leaked
/// once per process, however many games are compiled.
fn intern(name: &str) -> &'static str {
    static NAMES: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let names = names.get_or_insert_with(HashSet::new);
    if let Some(&n) = names.get(name) {
        return n;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.insert(leaked);
    leaked
}

/// An i32 slot of a state's bytes.
fn slot(bytes: &[u8], i: usize) -> i64 {
    i32::from_le_bytes(bytes[i * 4..i * 4 + 4].try_into().expect("4 bytes")) as i64
}

fn set_slot(bytes: &mut [u8], i: usize, v: i64) {
    bytes[i * 4..i * 4 + 4].copy_from_slice(&(v as i32).to_le_bytes());
}

impl StateHidden {
    /// Player `p`'s history hash in a state.
    pub fn history(&self, bytes: &[u8], p: usize) -> u64 {
        let at = self.history + 2 * (p - 1);
        (slot(bytes, at) as u32 as u64) | (slot(bytes, at + 1) as u32 as u64) << 32
    }

    /// Records that `mover` made the move of key `key` (the mover's history slots).
    pub fn record(&self, bytes: &mut [u8], mover: usize, key: &MoveKey) {
        if !(1..=self.num_players).contains(&mover) {
            return;
        }
        let h = hidden::history_mix(self.history(bytes, mover), key);
        let at = self.history + 2 * (mover - 1);
        set_slot(bytes, at, h as u32 as i32 as i64);
        set_slot(bytes, at + 1, (h >> 32) as u32 as i32 as i64);
    }

    /// Calls `f` with the runtime's view of a state whose mover is `mover`.
    pub fn with_view<R>(
        &self,
        bytes: &[u8],
        mover: i64,
        f: impl FnOnce(&HiddenView<'_>) -> R,
    ) -> R {
        let value = |l: usize, p: usize| slot(bytes, l * self.stride + p);
        let mask = |player: usize, l: usize| self.masks[(player - 1) * self.positions + l];
        let history = |p: usize| self.history(bytes, p);
        let mut public = vec![mover];
        public.extend(self.public.iter().map(|&s| slot(bytes, s)));
        f(&HiddenView {
            num_players: self.num_players,
            locations: self.positions,
            parts: &self.parts,
            value: &value,
            mask: &mask,
            public: &public,
            history: &history,
        })
    }

    /// `hidden::determinize` on a state's bytes (nothing else derives from the slots).
    pub fn determinize(&self, bytes: &mut [u8], mover: i64, player: usize, rng: &mut Rng) {
        let mut writes: Vec<(usize, usize, i64)> = Vec::new();
        self.with_view(bytes, mover, |v| {
            hidden::determinize(v, player, rng, &mut |l, p, x| writes.push((l, p, x)))
        });
        for (l, p, x) in writes {
            set_slot(bytes, l * self.stride + p, x);
        }
    }
}
