//! Lowering of Ludii's `State.onTrackIndices` (`Game::on_track_indices`, the interpreter's
//! `on_track`): an i8 count per track, piece kind and track element in the state, kept up by
//! the piece actions and read by `(trackSite Move ..)`. A site lies on at most a few elements
//! of a track, so each track has a constant table of the elements on each site (the k-th one,
//! -1 past the last) and every search over them is unrolled.

use crate::kernel_ir::*;

use super::builder::*;
use super::Lowering;

impl<'g> Lowering<'g> {
    /// The counts' field, its elements per piece kind and its piece kinds per track.
    fn on_track_field(&self) -> Option<(FieldId, usize, usize)> {
        let field = self.f.on_track?;
        let elems = self.g.tracks.iter().map(|t| t.elems().len()).max().unwrap_or(0);
        Some((field, elems, self.g.components.len() + 1))
    }

    /// The elements of track `t` on `site` (an expression), in order: one expression each,
    /// -1 when the site has fewer (or is no site).
    fn elements_on(&mut self, t: usize, site: Expr) -> Vec<Expr> {
        let track = &self.g.tracks[t];
        let n = self.g.num_sites();
        let on: Vec<Vec<usize>> = (0..n).map(|s| track.indices_of(s as i64)).collect();
        let most = on.iter().map(Vec::len).max().unwrap_or(0);
        let data: Vec<i64> = (0..most)
            .flat_map(|k| on.iter().map(move |v| v.get(k).map_or(-1, |&i| i as i64)))
            .collect();
        let table = self.tables.add("track_elements_on", data);
        let inside = site.clone().ge(int(0)).and(site.clone().lt(int(n as i64)));
        let safe = Expr::select(inside.clone(), site, int(0));
        (0..most)
            .map(|k| {
                let at = Expr::table(table, safe.clone().add(int((k * n) as i64)));
                Expr::select(inside.clone(), at, int(-1))
            })
            .collect()
    }

    /// The count's index for track `t`, piece kind `what` and element `i`.
    fn on_track_index(&self, t: usize, what: Expr, i: Expr) -> Expr {
        let (_, elems, whats) = self.on_track_field().expect("a game with track counts");
        what.add(int((t * whats) as i64)).mul(int(elems as i64)).add(i)
    }

    /// `count[t][what][i] += delta` (`i` an element, not -1).
    fn on_track_add(&self, t: usize, what: Expr, i: Expr, delta: Expr) -> Stmt {
        let (field, _, _) = self.on_track_field().expect("a game with track counts");
        let at = self.on_track_index(t, what, i);
        store(field, at.clone(), Expr::load(field, at).add(delta))
    }

    /// The interpreter's `track_entered`: `count` pieces of `what` (nonzero) onto `site`.
    pub(super) fn track_entered(&mut self, site: Expr, what: Expr, count: Expr) -> Vec<Stmt> {
        if self.f.on_track.is_none() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for t in 0..self.g.tracks.len() {
            let Some(first) = self.elements_on(t, site.clone()).into_iter().next() else {
                continue;
            };
            let add = self.on_track_add(t, what.clone(), first.clone(), count.clone());
            out.push(when(first.ge(int(0)).and(what.clone().gt(int(0))), vec![add]));
        }
        out
    }

    /// The interpreter's `track_moved`: `count` pieces of `what` from `from` to `to`.
    pub(super) fn track_moved(
        &mut self,
        from: Expr,
        to: Expr,
        what: Expr,
        count: Expr,
    ) -> Vec<Stmt> {
        if self.f.on_track.is_none() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for t in 0..self.g.tracks.len() {
            let on_from = self.elements_on(t, from.clone());
            let on_to = self.elements_on(t, to.clone());
            let Some(first_to) = on_to.first().cloned() else {
                // `to` is on no element: a piece leaving `from` still leaves its count there.
                out.extend(self.leave_first_counted(t, &on_from, &what, &count, &[]));
                continue;
            };
            let enter = when(
                first_to.clone().ge(int(0)),
                vec![self.on_track_add(t, what.clone(), first_to, int(1))],
            );
            let Some(first_from) = on_from.first().cloned() else {
                out.push(when(what.clone().gt(int(0)), vec![enter]));
                continue;
            };
            let leave = self.leave_first_counted(t, &on_from, &what, &count, &on_to);
            out.push(when(
                what.clone().gt(int(0)),
                vec![if_else(first_from.lt(int(0)), vec![enter], leave)],
            ));
        }
        out
    }

    /// On track `t`, the first element of `on_from` counting a piece of `what` gives up
    /// `count` of them to the first of `on_to` after it, else the first of `on_to`.
    fn leave_first_counted(
        &mut self,
        t: usize,
        on_from: &[Expr],
        what: &Expr,
        count: &Expr,
        on_to: &[Expr],
    ) -> Vec<Stmt> {
        let (field, _, _) = self.on_track_field().expect("a game with track counts");
        let mut chain: Vec<Stmt> = Vec::new();
        for i in on_from.iter().rev() {
            let counted = i
                .clone()
                .ge(int(0))
                .and(Expr::load(field, self.on_track_index(t, what.clone(), i.clone())).gt(int(0)));
            let mut body =
                vec![self.on_track_add(t, what.clone(), i.clone(), int(0).sub(count.clone()))];
            if let Some(first) = on_to.first() {
                // The smallest element of `on_to` past `i` (they are in order), else the first.
                let mut j = first.clone();
                for later in on_to.iter().rev() {
                    j = Expr::select(later.clone().gt(i.clone()), later.clone(), j);
                }
                let add = self.on_track_add(t, what.clone(), j.clone(), count.clone());
                body.push(when(j.ge(int(0)), vec![add]));
            }
            chain = vec![if_else(counted, body, chain)];
        }
        chain
    }

    /// The interpreter's `track_removed`: a piece of `what` off `site`, off every element on it.
    pub(super) fn track_removed(&mut self, site: Expr, what: Expr) -> Vec<Stmt> {
        if self.f.on_track.is_none() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for t in 0..self.g.tracks.len() {
            for i in self.elements_on(t, site.clone()) {
                let sub = self.on_track_add(t, what.clone(), i.clone(), int(-1));
                out.push(when(i.ge(int(0)).and(what.clone().gt(int(0))), vec![sub]));
            }
        }
        out
    }

    /// The interpreter's `on_track_element` as an expression (`site` a site, not -1): the
    /// element of track `t` a piece on `site` is on for `player`, the track's length for none.
    pub(super) fn on_track_element(&mut self, t: usize, player: u8, site: Expr) -> Expr {
        let (field, _, _) = self.on_track_field().expect("a game with track counts");
        let f = self.f.clone();
        let levels = f.levels as i64;
        let len = int(self.g.tracks[t].elems().len() as i64);
        let height = Expr::load(f.height, site.clone());
        let cell = |l: Expr| site.clone().mul(int(levels)).add(l);
        let top = Expr::select(
            height.clone().gt(int(0)),
            Expr::load(f.what, cell(height.clone().sub(int(1)))),
            int(0),
        );
        // The lowest level `player` owns, else the top piece.
        let mut what = top;
        for l in (0..levels).rev() {
            let owned = int(l)
                .lt(height.clone())
                .and(Expr::load(f.who, cell(int(l))).eq(int(player as i64)));
            what = Expr::select(owned, Expr::load(f.what, cell(int(l))), what);
        }
        let on = self.elements_on(t, site);
        let first = on.first().cloned().unwrap_or(int(-1));
        let first = Expr::select(first.clone().ge(int(0)), first, len.clone());
        let mut counted = len;
        for i in on.iter().rev() {
            let has = i
                .clone()
                .ge(int(0))
                .and(Expr::load(field, self.on_track_index(t, what.clone(), i.clone())).gt(int(0)));
            counted = Expr::select(has, i.clone(), counted);
        }
        Expr::select(what.eq(int(0)), first, counted)
    }
}
