//! Small hand-written games for tests of the runtime's algorithms (here and in other crates)
//! and as worked examples of implementing [`Game`] and [`DynGame`]. Not used in production.

use crate::dynamic::{DynGame, RawMove};
use crate::game::{Game, Limits, MoveKey, MoveKind, Outcome, Status};

/// The eight lines of a 3×3 board as bit masks over sites 0..9 (row-major from the bottom
/// left, Ludii's numbering of a square board).
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const FULL: u16 = 0b111_111_111;

/// Tic-tac-toe with a `Copy` bitboard state. Player 1 moves first; moves are site numbers and
/// are generated in ascending site order.
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe;

/// Tic-tac-toe position: one bitboard per player and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TttState {
    pub boards: [u16; 2],
    pub mover: u8,
}

fn ttt_status(boards: [u16; 2]) -> Status {
    for (p, &b) in boards.iter().enumerate() {
        if LINES.iter().any(|&l| l & !b == 0) {
            return Status::Over(Outcome::win(2, p + 1));
        }
    }
    if boards[0] | boards[1] == FULL {
        Status::Over(Outcome::draw(2))
    } else {
        Status::Ongoing
    }
}

fn ttt_string(boards: [u16; 2], mover: u8) -> String {
    let cells: String = (0..9)
        .map(|i| match (boards[0] >> i & 1, boards[1] >> i & 1) {
            (1, _) => 'X',
            (_, 1) => 'O',
            _ => '.',
        })
        .collect();
    format!("{cells} mover={mover}")
}

impl Game for TicTacToe {
    type State = TttState;
    type Move = u8;

    fn name(&self) -> &str {
        "Tic-Tac-Toe"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn initial_state(&self) -> TttState {
        TttState { boards: [0, 0], mover: 1 }
    }
    fn mover(&self, s: &TttState) -> usize {
        s.mover as usize
    }
    fn legal_moves(&self, s: &TttState, moves: &mut Vec<u8>) {
        moves.clear();
        if ttt_status(s.boards).is_over() {
            return;
        }
        let mut empty = !(s.boards[0] | s.boards[1]) & FULL;
        while empty != 0 {
            moves.push(empty.trailing_zeros() as u8);
            empty &= empty - 1;
        }
    }
    fn apply(&self, s: &mut TttState, mv: u8) {
        s.boards[s.mover as usize - 1] |= 1 << mv;
        s.mover = 3 - s.mover;
    }
    fn status(&self, s: &TttState) -> Status {
        ttt_status(s.boards)
    }
    fn move_key(&self, _: &TttState, mv: u8) -> MoveKey {
        MoveKey::sites(mv as u32, mv as u32)
    }
    fn state_string(&self, s: &TttState) -> String {
        ttt_string(s.boards, s.mover)
    }
}

/// The same tic-tac-toe as a [`DynGame`] over 5 state bytes (two little-endian u16 boards and
/// the mover), to exercise [`crate::DynHandle`]. Moves come in the same order as
/// [`TicTacToe`]'s, so seeded playouts of both agree exactly.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynTicTacToe;

fn dyn_boards(s: &[u8]) -> [u16; 2] {
    [u16::from_le_bytes([s[0], s[1]]), u16::from_le_bytes([s[2], s[3]])]
}

impl DynGame for DynTicTacToe {
    fn name(&self) -> &str {
        "Tic-Tac-Toe"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn state_len(&self) -> usize {
        5
    }
    fn init_state(&self, s: &mut [u8]) {
        s.copy_from_slice(&[0, 0, 0, 0, 1]);
    }
    fn mover(&self, s: &[u8]) -> usize {
        s[4] as usize
    }
    fn legal_moves(&self, s: &[u8], moves: &mut Vec<RawMove>) {
        moves.clear();
        let b = dyn_boards(s);
        if ttt_status(b).is_over() {
            return;
        }
        let mut empty = !(b[0] | b[1]) & FULL;
        while empty != 0 {
            let site = empty.trailing_zeros();
            moves.push(RawMove {
                from: site,
                to: site,
                aux: moves.len() as u32,
                ..RawMove::default()
            });
            empty &= empty - 1;
        }
    }
    fn apply(&self, s: &mut [u8], mv: &RawMove) {
        let p = s[4] as usize - 1;
        let mut b = dyn_boards(s);
        b[p] |= 1 << mv.to;
        s[2 * p..2 * p + 2].copy_from_slice(&b[p].to_le_bytes());
        s[4] = 3 - s[4];
    }
    fn status(&self, s: &[u8]) -> Status {
        ttt_status(dyn_boards(s))
    }
    fn move_key(&self, _: &[u8], mv: &RawMove) -> MoveKey {
        MoveKey::sites(mv.from, mv.to)
    }
    fn state_string(&self, s: &[u8]) -> String {
        ttt_string(dyn_boards(s), s[4])
    }
}

/// A two-player game that never ends: the only legal move is a pass, and each player makes
/// `moves_per_turn` moves in a row (like Ludii's `moveAgain`) before the other's turn.
/// Only the limits stop it.
#[derive(Clone, Copy, Debug)]
pub struct Passer {
    pub moves_per_turn: u32,
    pub limits: Limits,
}

/// `Passer`'s state: the mover and how many moves they have made this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PasserState {
    pub mover: u8,
    pub made: u32,
}

impl Game for Passer {
    type State = PasserState;
    type Move = ();

    fn name(&self) -> &str {
        "Passer"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn initial_state(&self) -> PasserState {
        PasserState { mover: 1, made: 0 }
    }
    fn mover(&self, s: &PasserState) -> usize {
        s.mover as usize
    }
    fn legal_moves(&self, _: &PasserState, moves: &mut Vec<()>) {
        moves.clear();
        moves.push(());
    }
    fn apply(&self, s: &mut PasserState, _: ()) {
        s.made += 1;
        if s.made == self.moves_per_turn {
            s.made = 0;
            s.mover = 3 - s.mover;
        }
    }
    fn status(&self, _: &PasserState) -> Status {
        Status::Ongoing
    }
    fn move_key(&self, _: &PasserState, _: ()) -> MoveKey {
        MoveKey::special(MoveKind::Pass)
    }
    fn state_string(&self, s: &PasserState) -> String {
        format!("mover={} made={}", s.mover, s.made)
    }
    fn limits(&self) -> Limits {
        self.limits
    }
}

/// Cards of [`HiddenCards`]: six cards, 1 to 6; 0 is an empty place.
pub const HC_CARDS: usize = 6;
/// Places of [`HiddenCards`]: four hand slots per player, two deck slots, the table.
pub const HC_HAND: usize = 4;
pub const HC_DECK: std::ops::Range<usize> = 8..10;
pub const HC_TABLE: usize = 10;
const HC_PLACES: usize = 11;
/// [`HiddenCards`]' moves besides playing hand slot `0..4`.
pub const HC_DRAW: u8 = 4;
pub const HC_PASS: u8 = 5;

/// A tiny card game with hidden information, to test searches that must not peek. Six cards
/// (1..6) are dealt two to each player's hand and two face down to a deck; each player sees
/// only its own hand, and both see the card on the table. On its turn a player plays a card
/// of its hand higher than the table's (it replaces it), or draws the deck's top card when
/// the deck holds one and its hand has room; a player that can do neither passes, which
/// clears the table. The first player to empty its hand wins.
///
/// [`Game::seed_chance`] shuffles the deal once, before the first move (so a match's games
/// differ); searches call it again on states already dealt, where it changes nothing.
/// Moves: a hand slot `0..4`, [`HC_DRAW`] or [`HC_PASS`], keyed as Ludii keys moves between
/// containers (from the hand slot's place to the table; the deck to the hand): a key says which
/// slot, not which card, as in a Ludii card game.
#[derive(Clone, Copy, Debug, Default)]
pub struct HiddenCards;

/// [`HiddenCards`]' state: the card at each place, the mover, each player's history hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HcState {
    pub cards: [u8; HC_PLACES],
    pub mover: u8,
    pub dealt: bool,
    pub history: [u64; 2],
}

impl HcState {
    /// The places of player `p`'s (1-based) hand.
    pub fn hand(p: usize) -> std::ops::Range<usize> {
        (p - 1) * HC_HAND..p * HC_HAND
    }

    /// A dealt position: `hands[p]` in the first slots of player `p + 1`'s hand, `deck` in the
    /// deck (drawn from its end), `table` on the table, `mover` to move, no moves made yet.
    pub fn deal(hands: [&[u8]; 2], deck: &[u8], table: u8, mover: u8) -> HcState {
        let mut cards = [0; HC_PLACES];
        for (p, hand) in hands.iter().enumerate() {
            cards[HcState::hand(p + 1)][..hand.len()].copy_from_slice(hand);
        }
        cards[HC_DECK][..deck.len()].copy_from_slice(deck);
        cards[HC_TABLE] = table;
        HcState { cards, mover, dealt: true, history: [0; 2] }
    }
}

const HC_PARTS: [crate::hidden::Part; 1] =
    [crate::hidden::Part { aspect: crate::hidden::WHAT, empty: 0, name: "card" }];

impl HiddenCards {
    /// The state as hidden information describes it: one part (the card) per place; a hand is
    /// seen by its owner only, the deck by nobody, the table by all; the mover is public.
    fn with_view<R>(&self, s: &HcState, f: impl FnOnce(&crate::hidden::HiddenView<'_>) -> R) -> R {
        let value = |l: usize, _: usize| s.cards[l] as i64;
        let mask = |p: usize, l: usize| {
            if l == HC_TABLE || HcState::hand(p).contains(&l) {
                0
            } else {
                crate::hidden::CONTENTS
            }
        };
        let history = |p: usize| s.history[p - 1];
        f(&crate::hidden::HiddenView {
            num_players: 2,
            locations: HC_PLACES,
            parts: &HC_PARTS,
            value: &value,
            mask: &mask,
            public: &[s.mover as i64],
            history: &history,
        })
    }

    fn room(s: &HcState) -> Option<usize> {
        HcState::hand(s.mover as usize).find(|&l| s.cards[l] == 0)
    }

    fn top_of_deck(s: &HcState) -> Option<usize> {
        HC_DECK.rev().find(|&l| s.cards[l] != 0)
    }
}

impl Game for HiddenCards {
    type State = HcState;
    type Move = u8;

    fn name(&self) -> &str {
        "Hidden Cards"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn initial_state(&self) -> HcState {
        // Not dealt yet: `seed_chance` shuffles it; without, this fixed deal is played.
        HcState { dealt: false, ..HcState::deal([&[1, 2], &[3, 4]], &[5, 6], 0, 1) }
    }
    fn seed_chance(&self, s: &mut HcState, rng: &mut crate::rng::Rng) {
        if !s.dealt {
            let mut deck: [u8; HC_CARDS] = std::array::from_fn(|i| i as u8 + 1);
            rng.shuffle(&mut deck);
            *s = HcState::deal([&deck[..2], &deck[2..4]], &deck[4..], 0, 1);
        }
        s.dealt = true;
    }
    fn mover(&self, s: &HcState) -> usize {
        s.mover as usize
    }
    fn legal_moves(&self, s: &HcState, moves: &mut Vec<u8>) {
        moves.clear();
        if self.status(s).is_over() {
            return;
        }
        let table = s.cards[HC_TABLE];
        for (slot, l) in HcState::hand(s.mover as usize).enumerate() {
            if s.cards[l] > table {
                moves.push(slot as u8);
            }
        }
        if Self::room(s).is_some() && Self::top_of_deck(s).is_some() {
            moves.push(HC_DRAW);
        }
        if moves.is_empty() {
            moves.push(HC_PASS);
        }
    }
    fn apply(&self, s: &mut HcState, mv: u8) {
        let key = self.move_key(s, mv);
        let p = s.mover as usize;
        s.history[p - 1] = crate::hidden::history_mix(s.history[p - 1], &key);
        match mv {
            HC_DRAW => {
                let (to, from) = (Self::room(s), Self::top_of_deck(s));
                let (to, from) = (to.expect("room to draw"), from.expect("a card to draw"));
                s.cards[to] = std::mem::take(&mut s.cards[from]);
            }
            HC_PASS => s.cards[HC_TABLE] = 0,
            slot => {
                let l = HcState::hand(p).start + slot as usize;
                s.cards[HC_TABLE] = std::mem::take(&mut s.cards[l]);
            }
        }
        s.mover = 3 - s.mover;
    }
    fn status(&self, s: &HcState) -> Status {
        for p in 1..=2 {
            if HcState::hand(p).all(|l| s.cards[l] == 0) {
                return Status::Over(Outcome::win(2, p));
            }
        }
        Status::Ongoing
    }
    fn move_key(&self, s: &HcState, mv: u8) -> MoveKey {
        let hand = HcState::hand(s.mover as usize);
        match mv {
            HC_DRAW => MoveKey::sites(
                Self::top_of_deck(s).unwrap_or(HC_DECK.start) as u32,
                Self::room(s).unwrap_or(hand.start) as u32,
            ),
            HC_PASS => MoveKey::special(MoveKind::Pass),
            slot => MoveKey::sites((hand.start + slot as usize) as u32, HC_TABLE as u32),
        }
    }
    fn state_string(&self, s: &HcState) -> String {
        let place = |r: std::ops::Range<usize>| -> String {
            r.map(|l| s.cards[l].to_string()).collect::<Vec<_>>().join(",")
        };
        format!(
            "p1={} p2={} deck={} table={} mover={}",
            place(HcState::hand(1)),
            place(HcState::hand(2)),
            place(HC_DECK),
            s.cards[HC_TABLE],
            s.mover
        )
    }
    fn has_hidden_information(&self) -> bool {
        true
    }
    fn observation(&self, s: &HcState, player: usize, out: &mut Vec<i32>) {
        self.with_view(s, |v| crate::hidden::observe(v, player, out))
    }
    fn observation_string(&self, s: &HcState, player: usize) -> String {
        self.with_view(s, |v| crate::hidden::observation_string(v, player))
    }
    fn information_set_key(&self, s: &HcState, player: usize) -> u64 {
        self.with_view(s, |v| crate::hidden::information_set_key(v, player))
    }
    fn determinize(&self, s: &mut HcState, player: usize, rng: &mut crate::rng::Rng) {
        let mut new = s.cards;
        self.with_view(s, |v| {
            crate::hidden::determinize(v, player, rng, &mut |l, _, x| new[l] = x as u8)
        });
        s.cards = new;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_cards_plays_by_its_rules() {
        let g = HiddenCards;
        // Player 1 holds 2 and 5 under a 3: it may play the 5 (slot 1) or draw the 4.
        let mut s = HcState::deal([&[2, 5], &[1, 6]], &[3, 4], 3, 1);
        let mut moves = Vec::new();
        g.legal_moves(&s, &mut moves);
        assert_eq!(moves, [1, HC_DRAW]);
        g.apply(&mut s, HC_DRAW);
        assert_eq!(&s.cards[HcState::hand(1)], &[2, 5, 4, 0], "the deck's top card is its last");
        assert_eq!(s.cards[HC_DECK], [3, 0]);
        // Player 2: only the 6 beats the 3.
        g.legal_moves(&s, &mut moves);
        assert_eq!(moves, [1, HC_DRAW]);
        g.apply(&mut s, 1);
        // Nothing beats the 6: player 1 may only draw; then player 2 must pass.
        g.legal_moves(&s, &mut moves);
        assert_eq!(moves, [HC_DRAW]);
        g.apply(&mut s, HC_DRAW);
        g.legal_moves(&s, &mut moves);
        assert_eq!(moves, [HC_PASS]);
        g.apply(&mut s, HC_PASS);
        assert_eq!(s.cards[HC_TABLE], 0, "a pass clears the table");
        g.legal_moves(&s, &mut moves);
        assert_eq!(moves, [0, 1, 2, 3], "any card beats an empty table; the deck is empty");
        // Player 1 plays 2, 5, 4 and 3 while player 2's 1 never beats them.
        for slot in 0..4 {
            assert_eq!(g.status(&s), Status::Ongoing);
            g.apply(&mut s, slot);
            if slot < 3 {
                g.legal_moves(&s, &mut moves);
                assert_eq!(moves, [HC_PASS]);
                g.apply(&mut s, HC_PASS);
            }
        }
        assert_eq!(g.status(&s), Status::Over(Outcome::win(2, 1)));
        g.legal_moves(&s, &mut moves);
        assert!(moves.is_empty());
    }

    #[test]
    fn hidden_cards_hides_the_other_hand_and_the_deck() {
        let g = HiddenCards;
        let a = HcState::deal([&[2, 5], &[1, 6]], &[3, 4], 0, 1);
        let b = HcState::deal([&[2, 5], &[4, 3]], &[6, 1], 0, 1);
        assert!(g.has_hidden_information());
        assert_eq!(g.information_set_key(&a, 1), g.information_set_key(&b, 1));
        assert_ne!(g.information_set_key(&a, 2), g.information_set_key(&b, 2));
        assert_eq!(g.observation_string(&a, 1), g.observation_string(&b, 1));
        assert!(g.observation_string(&a, 1).contains("0:card=2 1:card=5 4:card=? "));
        let mut rng = crate::rng::Rng::seed_from(1);
        let mut d = a;
        for _ in 0..20 {
            g.determinize(&mut d, 1, &mut rng);
            assert_eq!(g.information_set_key(&d, 1), g.information_set_key(&a, 1));
        }
        assert_ne!(d, a, "the deal changes");
        // A move each changes player 1's history: its own moves are part of what it knows.
        let (mut a1, mut a2) = (a, a);
        g.apply(&mut a1, 0);
        g.apply(&mut a2, 1);
        assert_ne!(g.information_set_key(&a1, 1), g.information_set_key(&a2, 1));
        // Dealing happens once, before the first move.
        let mut s = g.initial_state();
        g.seed_chance(&mut s, &mut rng);
        let dealt = s;
        g.seed_chance(&mut s, &mut rng);
        assert_eq!(s, dealt);
    }
}

/// How a [`Picks`] game ends once every round has been played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PicksResult {
    /// The player whose picks sum highest wins (ties between the best: a draw among them).
    Highest,
    /// This seat always wins, whatever was picked.
    Seat(u8),
    /// Every game is a draw.
    Draw,
    /// The game never ends: only the limits stop it.
    Endless,
}

/// A `P`-player game whose FDG measures are known exactly, for the tests of
/// [`crate::fdg`] and [`crate::metrics`]. Players take turns in seat order for `rounds` rounds;
/// on its turn a player picks one number of `1..=9` that nobody has picked yet (one move, one
/// turn), except the `stuck` player, whose only legal move is a pass. After the last round
/// [`PicksResult`] decides. So with `stuck: Some(s)` every finished game has exactly `rounds`
/// useless turns, and with `Highest` and one round the first player wins for sure by picking 9
/// (what MCTS finds) but only a third of the time at random against two others.
#[derive(Clone, Copy, Debug)]
pub struct Picks {
    pub players: u8,
    pub rounds: u8,
    pub stuck: Option<u8>,
    pub result: PicksResult,
}

/// [`Picks`]' state: numbers taken (bit `n`), each player's sum, turns played, the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PicksState {
    pub taken: u16,
    pub sums: [u8; 4],
    pub turns: u16,
    pub mover: u8,
}

/// [`Picks`]' pass move (picks are the numbers 1..=9).
pub const PICKS_PASS: u8 = 0;

impl Picks {
    fn done(&self, s: &PicksState) -> bool {
        self.result != PicksResult::Endless && s.turns >= self.rounds as u16 * self.players as u16
    }
}

impl Game for Picks {
    type State = PicksState;
    type Move = u8;

    fn name(&self) -> &str {
        "Picks"
    }
    fn num_players(&self) -> usize {
        self.players as usize
    }
    fn initial_state(&self) -> PicksState {
        assert!((1..=4).contains(&self.players), "1 to 4 players");
        PicksState { taken: 0, sums: [0; 4], turns: 0, mover: 1 }
    }
    fn mover(&self, s: &PicksState) -> usize {
        s.mover as usize
    }
    fn legal_moves(&self, s: &PicksState, moves: &mut Vec<u8>) {
        moves.clear();
        if self.done(s) {
            return;
        }
        if self.stuck != Some(s.mover) {
            moves.extend((1..=9u8).filter(|&n| s.taken >> n & 1 == 0));
        }
        if moves.is_empty() {
            moves.push(PICKS_PASS);
        }
    }
    fn apply(&self, s: &mut PicksState, mv: u8) {
        if mv != PICKS_PASS {
            s.taken |= 1 << mv;
            s.sums[s.mover as usize - 1] += mv;
        }
        s.turns = s.turns.wrapping_add(1);
        s.mover = s.mover % self.players + 1;
    }
    fn status(&self, s: &PicksState) -> Status {
        if !self.done(s) {
            return Status::Ongoing;
        }
        let n = self.players as usize;
        Status::Over(match self.result {
            PicksResult::Seat(w) => Outcome::win(n, w as usize),
            PicksResult::Draw | PicksResult::Endless => Outcome::draw(n),
            PicksResult::Highest => {
                let best = *s.sums[..n].iter().max().expect("a player");
                let ranks: Vec<u8> =
                    s.sums[..n].iter().map(|&x| if x == best { 1 } else { 2 }).collect();
                Outcome::from_ranks(&ranks)
            }
        })
    }
    fn move_key(&self, _: &PicksState, mv: u8) -> MoveKey {
        if mv == PICKS_PASS {
            MoveKey::special(MoveKind::Pass)
        } else {
            MoveKey::sites(mv as u32, mv as u32)
        }
    }
    fn state_string(&self, s: &PicksState) -> String {
        format!("taken={:b} sums={:?} turns={} mover={}", s.taken, s.sums, s.turns, s.mover)
    }
    fn limits(&self) -> Limits {
        Limits { max_turns: 200, max_moves: 200 }
    }
}
