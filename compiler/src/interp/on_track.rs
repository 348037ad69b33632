//! Ludii's `State.onTrackIndices` (other/state/track/OnTrackIndices.java), kept in games where a
//! track passes a site twice (`Game::on_track_indices`): per track, piece kind and track
//! element, how many such pieces stand there, so `(trackSite Move ..)` knows which pass of a
//! site a piece is on. The updates follow the actions that make them, quirks included: a
//! removal takes one from every element of the site, so a count may drop below 0.

use super::state::{Read, ViewMut};
use super::Interpreter;

impl Interpreter {
    /// ActionAdd.updateTrackIndices: `count` pieces of `what` enter each track on its first
    /// element on `site`.
    pub(super) fn track_entered(&self, w: &mut ViewMut<'_>, site: usize, what: u8, count: i8) {
        if !self.game.on_track_indices || what == 0 {
            return;
        }
        for (t, track) in self.game.tracks.iter().enumerate() {
            if let Some(&i) = track.indices_of(site as i64).first() {
                w.add_on_track(t, what, i, count);
            }
        }
    }

    /// ActionMoveTopPiece/ActionMoveN.updateOnTrackIndices: on each track, `count` pieces of
    /// `what` leave the first element on `from` that counts one for the first element on `to`
    /// after it, else the first on `to`; a piece from off the track enters it on the first
    /// element on `to` (one piece, whatever the count).
    pub(super) fn track_moved(
        &self,
        w: &mut ViewMut<'_>,
        from: usize,
        to: usize,
        what: u8,
        count: i8,
    ) {
        if !self.game.on_track_indices || what == 0 {
            return;
        }
        for (t, track) in self.game.tracks.iter().enumerate() {
            let on_from = track.indices_of(from as i64);
            let on_to = track.indices_of(to as i64);
            if on_from.is_empty() {
                if let Some(&j) = on_to.first() {
                    w.add_on_track(t, what, j, 1);
                }
                continue;
            }
            if let Some(&i) = on_from.iter().find(|&&i| w.on_track(t, what, i) > 0) {
                w.add_on_track(t, what, i, -count);
                if let Some(&j) = on_to.iter().find(|&&j| j > i).or(on_to.first()) {
                    w.add_on_track(t, what, j, count);
                }
            }
        }
    }

    /// ActionRemoveTopPiece: a piece of `what` removed from `site` is taken off every element
    /// on `site`, on every track.
    pub(super) fn track_removed(&self, w: &mut ViewMut<'_>, site: usize, what: u8) {
        if !self.game.on_track_indices || what == 0 {
            return;
        }
        for (t, track) in self.game.tracks.iter().enumerate() {
            for i in track.indices_of(site as i64) {
                w.add_on_track(t, what, i, -1);
            }
        }
    }

    /// TrackSiteMove.java's element of occupied site `site` on track `track` for `player`: the
    /// kind is the lowest piece of the stack `player` owns, else the top piece; its first
    /// element on `site` that counts one (none: the count starts past the end). An empty site
    /// is on its first element.
    pub(super) fn on_track_element(
        &self,
        s: &impl Read,
        track: usize,
        player: u8,
        site: usize,
    ) -> Option<usize> {
        let t = &self.game.tracks[track];
        let on_site = t.indices_of(site as i64);
        let owned = (0..s.height(site)).find(|&l| s.who_at(site, l) == player);
        let what = owned.map_or(s.what(site), |l| s.what_at(site, l));
        if what == 0 {
            return on_site.first().copied();
        }
        on_site.into_iter().find(|&i| s.on_track(track, what, i) > 0)
    }
}
