//! Uniformly random moves without the whole legal list: rejection sampling over candidates.
//!
//! A random playout needs one uniformly random legal move per step, not the list of them. In
//! games where listing the *candidates* is cheap and the verdict on one candidate is what costs
//! (Go: every empty site is a candidate; whether a stone there is legal takes a flood fill and a
//! superko probe), [`draw_accepted`] picks a uniform candidate, asks for its verdict, and on a
//! refusal drops it from the pool (swap-remove) and picks again. Conditioned on being accepted,
//! every pick is uniform over the candidates still in the pool, all legal ones among them, so
//! the move returned is exactly uniform over the legal moves: the same distribution as a pick
//! from the whole list (what Ludii's playouts do), at the cost of the verdicts asked, about one
//! per move while most candidates are legal.

use crate::rng::Rng;

/// A uniformly random candidate of `candidates` that `accept` accepts, asking `accept` of
/// candidates drawn at random until one is (each refused one is removed from `candidates`);
/// `None` when every candidate is refused. `ctx` is handed to `accept` (the state it judges).
pub fn draw_accepted<C: ?Sized, M: Copy>(
    ctx: &mut C,
    candidates: &mut Vec<M>,
    rng: &mut Rng,
    mut accept: impl FnMut(&mut C, M) -> bool,
) -> Option<M> {
    while !candidates.is_empty() {
        let i = rng.below(candidates.len());
        let m = candidates[i];
        if accept(ctx, m) {
            return Some(m);
        }
        candidates.swap_remove(i);
    }
    None
}

/// Plays [`drawn_or_listed`]'s move with `apply`, leaving `moves` empty (what it holds no longer
/// matches the state); false when there is no legal move at all. The end of every back end's
/// `play_random`.
pub fn play_drawn<C: ?Sized, M: Copy>(
    state: &mut C,
    drawn: Option<M>,
    moves: &mut Vec<M>,
    rng: &mut Rng,
    legal: impl FnOnce(&mut C, &mut Vec<M>),
    apply: impl FnOnce(&mut C, M),
) -> bool {
    let played = drawn_or_listed(state, drawn, moves, rng, legal);
    moves.clear();
    played.is_some_and(|mv| {
        apply(state, mv);
        true
    })
}

/// The move a sampling game plays: the candidate [`draw_accepted`] drew, or, when every
/// candidate was refused, a uniform pick from the whole list `legal` fills into `moves` (the
/// moves a game offers only when nothing else is legal, such as a forced pass, are no
/// candidates). `None` when there is no legal move at all.
pub fn drawn_or_listed<C: ?Sized, M: Copy>(
    ctx: &mut C,
    drawn: Option<M>,
    moves: &mut Vec<M>,
    rng: &mut Rng,
    legal: impl FnOnce(&mut C, &mut Vec<M>),
) -> Option<M> {
    if drawn.is_some() {
        return drawn;
    }
    legal(ctx, moves);
    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
}

/// The default of `Game::play_random` (and `DynGame`'s): a uniform pick from the whole legal
/// list, which `moves` holds already unless it is empty, played by `apply_from_list` (which
/// leaves the new state's list there). False when there is no legal move.
pub fn play_from_list<S: ?Sized, M>(
    state: &mut S,
    moves: &mut Vec<M>,
    rng: &mut Rng,
    legal: impl FnOnce(&S, &mut Vec<M>),
    apply_from_list: impl FnOnce(&mut S, &mut Vec<M>, usize),
) -> bool {
    if moves.is_empty() {
        legal(state, moves);
        if moves.is_empty() {
            return false;
        }
    }
    let index = rng.below(moves.len());
    apply_from_list(state, moves, index);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Candidates 0..10, of which the odd ones are refused: the draw never returns a refused
    /// one, returns every accepted one, about equally often, and asks no candidate twice.
    #[test]
    fn draws_are_uniform_over_the_accepted_candidates() {
        let mut rng = Rng::seed_from(7);
        let mut counts = [0u32; 10];
        let draws = 50_000;
        for _ in 0..draws {
            let mut pool: Vec<u32> = (0..10).collect();
            let mut asked = Vec::new();
            let got = draw_accepted(&mut asked, &mut pool, &mut rng, |asked, m| {
                assert!(!asked.contains(&m), "{m} asked twice");
                asked.push(m);
                m % 2 == 0
            });
            counts[got.expect("five are accepted") as usize] += 1;
        }
        let expected = draws as f64 / 5.0;
        for (m, &n) in counts.iter().enumerate() {
            if m % 2 == 1 {
                assert_eq!(n, 0, "refused candidate {m} drawn");
            } else {
                // Five binomial standard deviations (~ 89) either side.
                assert!((n as f64 - expected).abs() < 450.0, "candidate {m}: {n} of {draws}");
            }
        }
    }

    #[test]
    fn all_refused_falls_back_to_the_legal_list() {
        let mut rng = Rng::seed_from(1);
        let mut pool = vec![1u32, 2, 3];
        let drawn = draw_accepted(&mut (), &mut pool, &mut rng, |_, _| false);
        assert_eq!((drawn, pool.len()), (None, 0));
        let pass = drawn_or_listed(&mut (), drawn, &mut pool, &mut rng, |_, m| m.push(99));
        assert_eq!(pass, Some(99));
        let none = drawn_or_listed(&mut (), None, &mut pool, &mut rng, |_, m| m.clear());
        assert_eq!(none, None);
    }
}
