//! Faults: a game that cannot go on because of what its description says (a limit of the
//! language exceeded during play, an index outside a buffer), as opposed to a bug of ours.
//!
//! [`DynGame`](crate::DynGame) and [`Game`](crate::Game) return no `Result` (their methods are
//! the innermost loop of every playout), so a back end that faults *raises* a [`GameFault`]:
//! it unwinds with the fault as its payload, through `resume_unwind`, which runs no panic hook
//! (nothing is printed) and is not counted as a panic. Whoever runs games for a user —
//! the command line, evolution, the fuzz test — [`catch`]es it at its boundary and reports it as
//! an error naming the game and what went wrong. Any other panic passes through [`catch`]
//! unchanged: it is a bug, and stays one.

use std::fmt;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

/// Why a game faulted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// A limit of the language was exceeded in play (nesting of searches, a chain's length, a
    /// loop's fuel, a move that is not legal): the description is at fault.
    Limit,
    /// A read or write outside a buffer of the compiled game: the description reached a state
    /// the compiled code does not represent (or the back end has a bug).
    Bounds,
}

/// A game's fault: which game, in which entry (`legal`, `apply`, ...), and what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFault {
    pub game: String,
    pub entry: String,
    pub kind: FaultKind,
    pub what: String,
}

impl fmt::Display for GameFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game `{}` faulted in {}: {}", self.game, self.entry, self.what)
    }
}

impl std::error::Error for GameFault {}

/// Unwinds with `fault` as the payload (see the module's documentation).
#[cold]
#[inline(never)]
pub fn raise(fault: GameFault) -> ! {
    resume_unwind(Box::new(fault))
}

/// Runs `f`, returning the fault it raised, if any; other panics continue unwinding.
pub fn catch<R>(f: impl FnOnce() -> R) -> Result<R, GameFault> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => Ok(r),
        Err(payload) => match payload.downcast::<GameFault>() {
            Ok(fault) => Err(*fault),
            Err(other) => resume_unwind(other),
        },
    }
}

/// The fault a caught panic payload holds, if it is one.
pub fn of_payload(payload: &(dyn std::any::Any + Send)) -> Option<&GameFault> {
    payload.downcast_ref::<GameFault>()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fault() -> GameFault {
        GameFault {
            game: "G".into(),
            entry: "apply".into(),
            kind: FaultKind::Limit,
            what: "too deep".into(),
        }
    }

    #[test]
    fn a_raised_fault_is_caught_with_its_fields() {
        let r: Result<(), _> = catch(|| raise(fault()));
        assert_eq!(r.unwrap_err(), fault());
        assert_eq!(fault().to_string(), "game `G` faulted in apply: too deep");
    }

    #[test]
    fn other_panics_pass_through() {
        let r = catch_unwind(|| catch(|| panic!("a bug")));
        let payload = r.unwrap_err();
        assert_eq!(payload.downcast_ref::<&str>(), Some(&"a bug"));
    }

    #[test]
    fn a_fault_crosses_rayon_threads() {
        use rayon::prelude::*;
        let r = catch(|| {
            (0..64).into_par_iter().for_each(|i| {
                if i == 37 {
                    raise(fault())
                }
            })
        });
        assert_eq!(r.unwrap_err(), fault());
    }
}
