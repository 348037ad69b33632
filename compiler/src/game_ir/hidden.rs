//! Hidden information in the Game IR: who sees which locations. Two sources, one meaning
//! (`ludemic_runtime::hidden` turns them into observations, keys and determinizations):
//!
//! - a container's or zone's [`Visibility`], fixed when the game is compiled (a hand seen by its
//!   owner, a face-down deck): it hides a location's contents (`ludemic_runtime::hidden::
//!   CONTENTS`) from the players it excludes, never whether something is there;
//! - flags a game sets during play, per player and location (Ludii's `(set Hidden ..)`), kept in
//!   the state: see the effects and conditions that name them.
//!
//! Chance (shuffles, deals, draws, dice) goes through the state's random source as dice do.

use super::{BoolExpr, IntExpr, PlayerRef, RegionExpr};

/// Ludii's `(set Hidden [<aspects>] <region> | at:<site> [level:<int>] [<bool>] to:<who>)`, a
/// start rule (start/set/hidden/SetHidden.java) or an effect (effect/set/hidden/SetHidden.java):
/// for each aspect (in `ludemic_runtime::hidden`'s bit order), each site of the region (in its
/// order) and each player `to` names (every player for `All`), one `ActionSetHidden*` sets that
/// player's flag of the aspect at the site and level to `value`. `aspects` is
/// `ludemic_runtime::hidden::INVISIBLE` for the plain form (the whole location). A player out
/// of range gets none.
///
/// In a container without stacks Ludii keeps the flags per site (ContainerFlatState's bit
/// sets; the level is ignored there). A piece moved by `ActionMoveTopPiece` (a move of one
/// piece) takes its flags along: the destination gets the origin's flags, for every player,
/// and the origin, once empty, has none. Every other action (adds, removals and captures,
/// promotions, moves of several pieces) leaves the flags where they are.
#[derive(Clone, Debug)]
pub struct SetHidden {
    pub aspects: u8,
    pub sites: RegionExpr,
    pub level: Option<IntExpr>,
    pub value: BoolExpr,
    pub to: PlayerRef,
}

/// Who sees a container's contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Visibility {
    #[default]
    All,
    /// The container's owner only (a hand).
    Owner,
    Nobody,
    /// The players whose bits are set (bit p-1 for player p).
    Players(u16),
}

impl Visibility {
    /// Player `viewer` (1-based) sees the contents of a container owned by `owner` (0: nobody).
    pub fn shows(self, owner: usize, viewer: usize) -> bool {
        match self {
            Visibility::All => true,
            Visibility::Owner => owner == viewer,
            Visibility::Nobody => false,
            Visibility::Players(bits) => {
                (1..=16).contains(&viewer) && bits >> (viewer - 1) & 1 == 1
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visibility_says_who_sees() {
        assert!(Visibility::All.shows(1, 2));
        assert!(Visibility::Owner.shows(2, 2) && !Visibility::Owner.shows(2, 1));
        assert!(!Visibility::Nobody.shows(1, 1));
        let two_and_three = Visibility::Players(0b110);
        assert!(
            !two_and_three.shows(0, 1) && two_and_three.shows(0, 2) && two_and_three.shows(0, 3)
        );
    }
}
