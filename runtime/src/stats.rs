//! Aggregate statistics of a batch of playouts.
//!
//! Every result field is an integer, so merging partial statistics from several threads gives
//! exactly the same numbers whatever the split and the order (no floating-point sums whose
//! rounding depends on the order). Only the two timing fields are floats.

use std::fmt;

use crate::game::MAX_PLAYERS;
use crate::playout::PlayoutResult;

/// What a batch of playouts did. Plain public fields so front ends (the CLI's JSON output) can
/// read them directly; per-player arrays are indexed by `player - 1` and only the first
/// `num_players` entries are meaningful (the accessors return those slices).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayoutStats {
    pub num_players: usize,
    /// Playouts recorded.
    pub playouts: u64,
    /// Sum, least and most moves per playout (`min_moves` is `u32::MAX` while `playouts == 0`).
    pub total_moves: u64,
    pub min_moves: u32,
    pub max_moves: u32,
    /// Same for turns (a turn is a run of moves by one mover).
    pub total_turns: u64,
    pub min_turns: u32,
    pub max_turns: u32,
    /// Playouts player `p` won outright (rank 1, nobody else at rank 1).
    pub wins: [u64; MAX_PLAYERS],
    /// Sum of player `p`'s ranks over playouts that reached an outcome (1 is best; Ludii's
    /// convention here is that a draw puts everybody at rank 1).
    pub rank_sum: [u64; MAX_PLAYERS],
    /// Sum of player `p`'s utility times `utility_scale()` (utilities are multiples of
    /// 1/(n-1), so this is an exact integer). Use [`PlayoutStats::avg_utility`].
    pub utility_sum_scaled: [i64; MAX_PLAYERS],
    /// Playouts that ended with every player at the same rank, truncated ones included.
    pub draws: u64,
    /// Playouts cut by the turn or move limit (counted as draws, as Ludii does).
    pub truncated: u64,
    /// Playouts that stopped because an ongoing state had no legal move: a broken game
    /// (the `Game` contract says a stuck player gets a pass). Reported, not fatal.
    pub stuck: u64,
    /// CPU seconds spent by the threads that ran the playouts (summed over threads).
    pub cpu_seconds: f64,
    /// Elapsed seconds of the batch.
    pub wall_seconds: f64,
}

impl PlayoutStats {
    /// Empty statistics for a game of `num_players` players.
    pub fn new(num_players: usize) -> PlayoutStats {
        assert!(num_players <= MAX_PLAYERS, "at most {MAX_PLAYERS} players");
        PlayoutStats {
            num_players,
            playouts: 0,
            total_moves: 0,
            min_moves: u32::MAX,
            max_moves: 0,
            total_turns: 0,
            min_turns: u32::MAX,
            max_turns: 0,
            wins: [0; MAX_PLAYERS],
            rank_sum: [0; MAX_PLAYERS],
            utility_sum_scaled: [0; MAX_PLAYERS],
            draws: 0,
            truncated: 0,
            stuck: 0,
            cpu_seconds: 0.0,
            wall_seconds: 0.0,
        }
    }

    /// The integer that utilities are multiplied by in `utility_sum_scaled`: n - 1 players
    /// (1 for one-player games, whose utilities are ±1).
    pub fn utility_scale(&self) -> i64 {
        (self.num_players as i64 - 1).max(1)
    }

    /// Adds one playout. Never allocates.
    pub fn record(&mut self, r: &PlayoutResult) {
        self.playouts += 1;
        self.total_moves += r.moves as u64;
        self.min_moves = self.min_moves.min(r.moves);
        self.max_moves = self.max_moves.max(r.moves);
        self.total_turns += r.turns as u64;
        self.min_turns = self.min_turns.min(r.turns);
        self.max_turns = self.max_turns.max(r.turns);
        if r.truncated {
            self.truncated += 1;
        }
        let Some(outcome) = r.outcome else {
            self.stuck += 1;
            return;
        };
        let n = self.num_players.min(outcome.num_players());
        if let Some(w) = outcome.winner() {
            self.wins[w - 1] += 1;
        }
        if outcome.is_draw() && n > 1 {
            self.draws += 1;
        }
        let scale = self.utility_scale();
        let exact = outcome.num_players() == self.num_players;
        for p in 1..=n {
            self.rank_sum[p - 1] += outcome.rank(p) as u64;
            // utility * (n-1) is an integer for n >= 2, and ±1 for n == 1 (the outcome's own
            // scale when it has our number of players); round guards against the division
            // inside `utility` producing x.9999.
            self.utility_sum_scaled[p - 1] += if exact {
                outcome.scaled_utility(p)
            } else {
                (outcome.utility(p) * scale as f64).round() as i64
            };
        }
    }

    /// Adds `other`'s playouts to these. Counts and timings add up (for statistics of threads
    /// that ran side by side, the caller sets `wall_seconds` itself, as `par_playouts` does).
    pub fn merge(&mut self, other: &PlayoutStats) {
        assert_eq!(self.num_players, other.num_players, "merging stats of different games");
        self.playouts += other.playouts;
        self.total_moves += other.total_moves;
        self.min_moves = self.min_moves.min(other.min_moves);
        self.max_moves = self.max_moves.max(other.max_moves);
        self.total_turns += other.total_turns;
        self.min_turns = self.min_turns.min(other.min_turns);
        self.max_turns = self.max_turns.max(other.max_turns);
        for p in 0..MAX_PLAYERS {
            self.wins[p] += other.wins[p];
            self.rank_sum[p] += other.rank_sum[p];
            self.utility_sum_scaled[p] += other.utility_sum_scaled[p];
        }
        self.draws += other.draws;
        self.truncated += other.truncated;
        self.stuck += other.stuck;
        self.cpu_seconds += other.cpu_seconds;
        self.wall_seconds += other.wall_seconds;
    }

    /// True when both record the same playout results, whatever their timings.
    pub fn same_results(&self, other: &PlayoutStats) -> bool {
        let strip =
            |s: &PlayoutStats| PlayoutStats { cpu_seconds: 0.0, wall_seconds: 0.0, ..s.clone() };
        strip(self) == strip(other)
    }

    /// Wins of each player (index 0 is player 1).
    pub fn wins(&self) -> &[u64] {
        &self.wins[..self.num_players]
    }

    /// Playouts that reached an outcome (everything but stuck ones).
    pub fn decided(&self) -> u64 {
        self.playouts - self.stuck
    }

    pub fn avg_moves(&self) -> f64 {
        ratio(self.total_moves as f64, self.playouts)
    }

    pub fn avg_turns(&self) -> f64 {
        ratio(self.total_turns as f64, self.playouts)
    }

    /// Player `p`'s (1-based) average rank over playouts with an outcome.
    pub fn avg_rank(&self, p: usize) -> f64 {
        ratio(self.rank_sum[p - 1] as f64, self.decided())
    }

    /// Player `p`'s (1-based) average utility in [-1, 1] over playouts with an outcome.
    pub fn avg_utility(&self, p: usize) -> f64 {
        ratio(self.utility_sum_scaled[p - 1] as f64 / self.utility_scale() as f64, self.decided())
    }

    /// Fraction of playouts player `p` (1-based) won outright.
    pub fn win_rate(&self, p: usize) -> f64 {
        ratio(self.wins[p - 1] as f64, self.playouts)
    }

    pub fn draw_rate(&self) -> f64 {
        ratio(self.draws as f64, self.playouts)
    }

    /// Throughput: playouts per CPU second (0 when no CPU time was measured).
    pub fn playouts_per_cpu_second(&self) -> f64 {
        if self.cpu_seconds > 0.0 {
            self.playouts as f64 / self.cpu_seconds
        } else {
            0.0
        }
    }

    /// Playouts per elapsed second.
    pub fn playouts_per_wall_second(&self) -> f64 {
        if self.wall_seconds > 0.0 {
            self.playouts as f64 / self.wall_seconds
        } else {
            0.0
        }
    }
}

fn ratio(x: f64, n: u64) -> f64 {
    if n == 0 {
        0.0
    } else {
        x / n as f64
    }
}

impl fmt::Display for PlayoutStats {
    /// One compact line, e.g.
    /// `1000 playouts; moves 7.62 [5..9]; turns 7.62 [5..9]; wins P1 58.4% P2 28.8%; draws 12.8%; truncated 0; 250000 playouts/cpu-s (cpu 0.004s, wall 0.004s)`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} playouts", self.playouts)?;
        if self.playouts == 0 {
            return Ok(());
        }
        write!(
            f,
            "; moves {:.2} [{}..{}]; turns {:.2} [{}..{}]; wins",
            self.avg_moves(),
            self.min_moves,
            self.max_moves,
            self.avg_turns(),
            self.min_turns,
            self.max_turns
        )?;
        for p in 1..=self.num_players {
            write!(f, " P{p} {:.1}%", 100.0 * self.win_rate(p))?;
        }
        write!(f, "; draws {:.1}%; truncated {}", 100.0 * self.draw_rate(), self.truncated)?;
        if self.stuck > 0 {
            write!(f, "; STUCK {}", self.stuck)?;
        }
        write!(
            f,
            "; {:.0} playouts/cpu-s (cpu {:.3}s, wall {:.3}s)",
            self.playouts_per_cpu_second(),
            self.cpu_seconds,
            self.wall_seconds
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Outcome;

    fn result(moves: u32, outcome: Option<Outcome>, truncated: bool) -> PlayoutResult {
        PlayoutResult { moves, turns: moves, outcome, truncated }
    }

    #[test]
    fn record_counts_everything() {
        let mut s = PlayoutStats::new(2);
        s.record(&result(5, Some(Outcome::win(2, 1)), false));
        s.record(&result(9, Some(Outcome::draw(2)), false));
        s.record(&result(7, Some(Outcome::win(2, 2)), false));
        s.record(&result(100, Some(Outcome::draw(2)), true));
        assert_eq!(s.playouts, 4);
        assert_eq!((s.total_moves, s.min_moves, s.max_moves), (121, 5, 100));
        assert_eq!(s.wins(), &[1, 1]);
        assert_eq!((s.draws, s.truncated, s.stuck), (2, 1, 0));
        assert_eq!(s.avg_utility(1), 0.0);
        assert_eq!(s.avg_rank(1), 1.25);
        let text = s.to_string();
        assert!(text.starts_with("4 playouts; moves 30.25 [5..100]"), "{text}");
    }

    #[test]
    fn merge_equals_recording_everything_in_one() {
        let results: Vec<PlayoutResult> = (0..30u32)
            .map(|i| {
                let o = match i % 4 {
                    0 => Some(Outcome::win(3, 1)),
                    1 => Some(Outcome::from_ranks(&[2, 1, 3])),
                    2 => Some(Outcome::draw(3)),
                    _ => None,
                };
                result(i * 3 % 17, o, i % 5 == 0)
            })
            .collect();
        let mut all = PlayoutStats::new(3);
        results.iter().for_each(|r| all.record(r));
        for split in [0, 1, 13, 29, 30] {
            let (a, b) = results.split_at(split);
            let mut sa = PlayoutStats::new(3);
            let mut sb = PlayoutStats::new(3);
            a.iter().for_each(|r| sa.record(r));
            b.iter().for_each(|r| sb.record(r));
            // Merging in either order gives the same result as recording all in one.
            let mut ab = sa.clone();
            ab.merge(&sb);
            let mut ba = sb.clone();
            ba.merge(&sa);
            assert_eq!(ab, all, "split {split}");
            assert_eq!(ba, all, "split {split}");
        }
        assert_eq!(all.stuck, 7);
        assert_eq!(all.wins(), &[8, 8, 0]);
        // Player 1: 8 wins (utility 1), 8 seconds (0), 8 draws (0) over 23 decided playouts.
        assert!((all.avg_utility(1) - 8.0 / 23.0).abs() < 1e-12);
        // Player 3: second (utility 0) in the 8 wins of player 1, last (-1) 8 times.
        assert!((all.avg_utility(3) - (-8.0 / 23.0)).abs() < 1e-12);
    }

    #[test]
    fn empty_stats_are_harmless() {
        let s = PlayoutStats::new(2);
        assert_eq!(s.avg_moves(), 0.0);
        assert_eq!(s.playouts_per_cpu_second(), 0.0);
        assert_eq!(s.to_string(), "0 playouts");
        let mut t = PlayoutStats::new(2);
        t.merge(&s);
        assert_eq!(t, s);
    }
}
