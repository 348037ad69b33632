//! A small, fast, seeded random number generator for playouts and search.
//!
//! xoshiro256++ (Blackman & Vigna): 32 bytes of state, a handful of instructions per number,
//! passes BigCrush. Seeds go through SplitMix64 so that nearby seeds (0, 1, 2, ...) give
//! unrelated states and the all-zero state (a fixed point of xoshiro) cannot occur.
//!
//! Reproducibility is part of the interface: the same seed gives the same numbers on every
//! platform and in every future version of this crate (tests pin the first outputs).

/// xoshiro256++ seeded through SplitMix64. `Clone` on purpose, not `Copy`: copying a generator
/// by accident silently repeats its numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    s: [u64; 4],
}

/// One step of SplitMix64: advances `state` and returns a well-mixed 64-bit value.
#[inline]
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    /// A generator whose whole state is derived from `seed`.
    pub fn seed_from(seed: u64) -> Rng {
        let mut sm = seed;
        let s =
            [splitmix64(&mut sm), splitmix64(&mut sm), splitmix64(&mut sm), splitmix64(&mut sm)];
        // SplitMix64 is a bijection per output, so four consecutive outputs are never all zero;
        // keep the guard anyway because xoshiro would be stuck at zero forever.
        debug_assert!(s != [0; 4]);
        Rng { s }
    }

    /// The generator of stream `index` of a batch seeded with `seed`.
    ///
    /// Playout `i` of a batch uses `Rng::stream(seed, i)`, so a batch gives the same results
    /// however its playouts are spread over threads. The pair is hashed into one 64-bit seed
    /// (two SplitMix64 rounds, so `(seed, i)` and `(seed + 1, i - 1)` are unrelated); with
    /// 2^256 states, distinct streams overlapping within any realistic length is negligible.
    pub fn stream(seed: u64, index: u64) -> Rng {
        let mut a = seed;
        let ha = splitmix64(&mut a);
        let mut b = index ^ ha;
        Rng::seed_from(splitmix64(&mut b))
    }

    /// The next 64 uniformly random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// The next 32 random bits (the high half, which is the better half of xoshiro's output).
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A uniformly random integer in `0..n`, without bias (Lemire's multiply-and-reject).
    ///
    /// Nearly always one multiplication; the slow path (a division) runs only when the low
    /// half of the product falls in the small biased zone. Panics if `n == 0`.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0): empty range");
        let n = n as u64;
        let mut m = (self.next_u64() as u128) * (n as u128);
        let mut low = m as u64;
        if low < n {
            // 2^64 mod n: products whose low half is below this would make some values likelier.
            let threshold = n.wrapping_neg() % n;
            while low < threshold {
                m = (self.next_u64() as u128) * (n as u128);
                low = m as u64;
            }
        }
        (m >> 64) as usize
    }

    /// A uniformly random `f64` in `[0, 1)` with 53 random bits.
    #[inline]
    pub fn f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// True with probability `p` (clamped to [0, 1]).
    #[inline]
    pub fn chance(&mut self, p: f64) -> bool {
        self.f64() < p
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    #[inline]
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference xoshiro256++ output for state [1, 2, 3, 4] (from the authors' C code),
    /// so the generator is the real one and never changes silently.
    #[test]
    fn matches_reference_xoshiro256pp() {
        let mut r = Rng { s: [1, 2, 3, 4] };
        let got: Vec<u64> = (0..4).map(|_| r.next_u64()).collect();
        assert_eq!(got, [41943041, 58720359, 3588806011781223, 3591011842654386]);
    }

    #[test]
    fn splitmix_matches_reference() {
        // SplitMix64 from seed 1234567 (reference values of the published C code).
        let mut s = 1234567u64;
        assert_eq!(splitmix64(&mut s), 6457827717110365317);
        assert_eq!(splitmix64(&mut s), 3203168211198807973);
    }

    #[test]
    fn seeds_are_deterministic_and_distinct() {
        let a: Vec<u64> = {
            let mut r = Rng::seed_from(7);
            (0..8).map(|_| r.next_u64()).collect()
        };
        let b: Vec<u64> = {
            let mut r = Rng::seed_from(7);
            (0..8).map(|_| r.next_u64()).collect()
        };
        let c: Vec<u64> = {
            let mut r = Rng::seed_from(8);
            (0..8).map(|_| r.next_u64()).collect()
        };
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(Rng::stream(1, 0), Rng::stream(1, 1));
        assert_ne!(Rng::stream(1, 0), Rng::stream(0, 1));
        assert_ne!(Rng::stream(0, 0), Rng::seed_from(0));
        assert_eq!(Rng::stream(5, 9), Rng::stream(5, 9));
    }

    #[test]
    fn below_in_range_and_roughly_uniform() {
        let mut r = Rng::seed_from(42);
        for n in [1usize, 2, 3, 7, 10, 1000, usize::MAX] {
            for _ in 0..1000 {
                assert!(r.below(n) < n);
            }
        }
        // Chi-square with n - 1 degrees of freedom. At a fixed seed the value is fixed, so the
        // test cannot flake; the bound 3 * df + 20 is far above the 99.99th percentile (33.7 for
        // df = 9) yet a real bias (e.g. a broken reduction) gives values in the thousands here.
        for n in [3usize, 10, 17] {
            let draws = 100_000;
            let mut counts = vec![0u64; n];
            for _ in 0..draws {
                counts[r.below(n)] += 1;
            }
            let expected = draws as f64 / n as f64;
            let chi2: f64 = counts.iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
            assert!(chi2 < 3.0 * (n as f64 - 1.0) + 20.0, "n={n} chi2={chi2} counts={counts:?}");
        }
    }

    #[test]
    fn below_is_unbiased_where_modulo_would_not_be() {
        // n = 3 * 2^62: plain `x % n` would pick values below 2^62 twice as often as others.
        // With Lemire's rejection each third of the range gets about a third of the draws.
        let n = 3usize << 62;
        let mut r = Rng::seed_from(3);
        let mut low = 0;
        let draws = 30_000;
        for _ in 0..draws {
            if r.below(n) < (1usize << 62) {
                low += 1;
            }
        }
        let frac = low as f64 / draws as f64;
        assert!((frac - 1.0 / 3.0).abs() < 0.03, "fraction in the low third: {frac}");
    }

    #[test]
    fn f64_in_unit_interval() {
        let mut r = Rng::seed_from(1);
        let mut sum = 0.0;
        for _ in 0..10_000 {
            let x = r.f64();
            assert!((0.0..1.0).contains(&x));
            sum += x;
        }
        assert!((sum / 10_000.0 - 0.5).abs() < 0.02);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::seed_from(9);
        let mut v: Vec<u32> = (0..50).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
