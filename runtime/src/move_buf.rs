//! The move list generated `legal` functions write into.
//!
//! A generated game pushes each legal move as it finds it, often hundreds per call. Pushed
//! straight onto a `Vec<RawMove>`, every push reloads the vector's pointer, length and
//! capacity from memory and stores the length back: the optimiser cannot keep them in
//! registers, since the move itself is stored through the vector's pointer. `MoveBuf` copies
//! the three into its own fields for the duration of one `legal` call, so a push is a compare
//! of two registers and a store; the vector's length is written back when the `MoveBuf` is
//! dropped. The caller reserves the game's bound on moves up front, so the compare never
//! fails in practice; when it does (a bound that was too small), the vector grows as a
//! `Vec::push` would: a slow push, never a lost move or a write out of bounds.

use crate::dynamic::RawMove;

pub struct MoveBuf<'a> {
    vec: &'a mut Vec<RawMove>,
    ptr: *mut RawMove,
    len: usize,
    cap: usize,
}

impl<'a> MoveBuf<'a> {
    /// Appends to `vec` (keeping the moves it already holds).
    #[inline(always)]
    pub fn new(vec: &'a mut Vec<RawMove>) -> MoveBuf<'a> {
        let (ptr, len, cap) = (vec.as_mut_ptr(), vec.len(), vec.capacity());
        MoveBuf { vec, ptr, len, cap }
    }

    #[inline(always)]
    pub fn push(&mut self, mv: RawMove) {
        if self.len == self.cap {
            // `grow` sees the vector, not `self`: were `self` to escape into a call, its fields
            // would be reloaded from memory after every push, which is what `MoveBuf` avoids.
            (self.ptr, self.cap) = grow(self.vec, self.len);
        }
        // SAFETY: `len < cap` here, and `ptr`/`cap` describe the vector's current allocation
        // (`grow` is the only place it changes while `self` lives).
        unsafe { self.ptr.add(self.len).write(mv) };
        self.len += 1;
    }

    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Removes move `i`, putting the last move in its place (as `Vec::swap_remove`).
    pub fn swap_remove(&mut self, i: usize) -> RawMove {
        let last = self.len - 1;
        let moves = self.as_mut_slice();
        moves.swap(i, last);
        let removed = moves[last];
        self.len = last;
        removed
    }

    /// The moves pushed so far (with those the vector held before).
    pub fn as_mut_slice(&mut self) -> &mut [RawMove] {
        // SAFETY: the first `len` elements are initialised (see `grow`).
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

/// Makes room past the first `len` moves of `vec` (pushed through its pointer, not yet counted
/// in its length); returns its new pointer and capacity.
#[cold]
#[inline(never)]
fn grow(vec: &mut Vec<RawMove>, len: usize) -> (*mut RawMove, usize) {
    // SAFETY: the first `len` elements are initialised: pushed through the pointer or already
    // in the vector when `MoveBuf::new` took it.
    unsafe { vec.set_len(len) };
    vec.reserve(len.max(16));
    (vec.as_mut_ptr(), vec.capacity())
}

impl Drop for MoveBuf<'_> {
    #[inline(always)]
    fn drop(&mut self) {
        // SAFETY: as in `grow`.
        unsafe { self.vec.set_len(self.len) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(i: u32) -> RawMove {
        RawMove { from: i, to: i + 1, ..RawMove::default() }
    }

    #[test]
    fn pushes_land_in_the_vector_when_dropped() {
        let mut v = vec![mv(0)];
        v.reserve(4);
        {
            let mut buf = MoveBuf::new(&mut v);
            buf.push(mv(1));
            buf.push(mv(2));
            assert_eq!(buf.len(), 3);
        }
        assert_eq!(v, vec![mv(0), mv(1), mv(2)]);
    }

    #[test]
    fn pushing_past_the_reserved_capacity_grows_the_vector() {
        let mut v = Vec::new();
        {
            let mut buf = MoveBuf::new(&mut v);
            for i in 0..1000 {
                buf.push(mv(i));
            }
        }
        assert_eq!(v.len(), 1000);
        assert!(v.iter().enumerate().all(|(i, m)| *m == mv(i as u32)));
    }

    #[test]
    fn clear_and_swap_remove_act_as_on_a_vec() {
        let mut v = Vec::with_capacity(8);
        {
            let mut buf = MoveBuf::new(&mut v);
            for i in 0..4 {
                buf.push(mv(i));
            }
            assert_eq!(buf.swap_remove(1), mv(1));
            assert_eq!(buf.as_mut_slice(), &[mv(0), mv(3), mv(2)]);
            buf.clear();
            assert!(buf.is_empty());
            buf.push(mv(7));
        }
        assert_eq!(v, vec![mv(7)]);
    }
}
