//! The card language: parsing (every construct, the papers' printed games, the round trip
//! through `Display`), diagnostics (line, column, expected words), lowering (the IR's text),
//! and scenarios a player would check, played on the reference interpreter from stacked
//! states: poker's hand categories and tie-breaks, blackjack's ace and dealer, UNO's action
//! cards and its empty-hand win.

use std::sync::Arc;

use expect_test::expect;
use ludemic_runtime::{DynGame, RawMove, Status};

use ludemic_compiler::diag::{FileId, SourceMap};
use ludemic_compiler::driver::compile_cards;
use ludemic_compiler::front::cards::ast::*;
use ludemic_compiler::interp::state_driven::StateInterpreter;

fn parse(text: &str) -> Game {
    ludemic_compiler::front::cards::parse::parse(FileId(0), text).unwrap_or_else(|d| {
        let mut s = SourceMap::new();
        s.add("t.cards", text);
        panic!("{}", d.render(&s, false))
    })
}

/// The diagnostic of a bad text: its `file:line:col`, message and label.
fn error(text: &str) -> (String, String, String) {
    match compile_cards("bad.cards", text) {
        Ok(_) => panic!("compiled, but should not have:\n{text}"),
        Err((_, f)) => {
            let d = &f.diagnostics[0];
            (d.location(&f.sources).unwrap_or_default(), d.message.clone(), d.label.clone())
        }
    }
}

/// Table 1 of the FDG paper as the paper prints it (the issue quotes part of it; that part is
/// games/ant-and-grasshopper.cards).
const TABLE_1: &str = "\
Stages and rules
Stage 0
COMPUTER COMMAND <Unconditional> GIVE Player: 0 Amount: 89 tokens
COMPUTER COMMAND <Unconditional> DEAL Table: 0 Amount: 1 cards
COMPUTER COMMAND <Unconditional> GIVE Player: 2 Amount: 39 tokens
COMPUTER COMMAND <Unconditional> GIVE Player: <all> Amount: 87 tokens
Stage 1
if SHOW ≥ T0 then PLAY_IT
COMPUTER COMMAND <Unconditional> DEAL Player: <all> Amount: 6 cards
COMPUTER COMMAND <Unconditional> GIVE Player: <all> Amount: 58 tokens
PLAY ONLY ONCE if SHOW SAME_RANK T1 then PLAY_IT
Stage 2
if SHOW < T1 then PLAY_IT
PLAY ONLY ONCE if SHOW ≥ T0 then PLAY_IT
PLAY ONLY ONCE if SHOW > T0 then PLAY_IT
Stage 3
COMPUTER COMMAND <Unconditional> GIVE Player: 0 Amount: 77 tokens
Stage 4
COMPUTER COMMAND <Unconditional> GIVE Player: 0 Amount: 44 tokens
MANDATORY if PLAY 994, > T0 then BET
Stage 5
PLAY ONLY ONCE if DRAW then BET
if SHOW ≥ T0 then PLAY_IT
COMPUTER COMMAND <Unconditional> GIVE Player: <all> Amount: 63 tokens
PLAY ONLY ONCE if DRAW then BET
Ranking
Card(s)\tValue
Four of a kind\t190
6 + 8 + Jack\t212
Winning conditions
5 points for each token. 3 points for finishing the game.
";

fn games_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../games")
}

fn game_text(name: &str) -> String {
    std::fs::read_to_string(games_dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn the_fdg_papers_table_1_parses_as_printed() {
    let g = parse(TABLE_1);
    assert_eq!(g.stages.len(), 6);
    assert_eq!(g.stages.iter().map(|s| s.rules.len()).collect::<Vec<_>>(), [4, 4, 3, 1, 2, 4]);
    let stage4 = &g.stages[4].rules[1];
    assert!(stage4.mandatory && !stage4.once && !stage4.computer);
    assert_eq!(
        stage4.antecedents,
        vec![Antecedent::Play {
            amount: Some(994),
            filter: None,
            cmp: Comparison::Order(Order::Gt),
            loc: Location::Table(0)
        }]
    );
    assert_eq!(stage4.consequents[0].0, Consequent::Bet(None));
    assert_eq!(g.ranking[1].combination, Combination::Cards(vec![6, 8, 11]));
    assert_eq!(g.ranking[1].value, 212);
    assert_eq!(
        g.winning,
        vec![WinTerm::Points(5, PointsFor::EachToken), WinTerm::Points(3, PointsFor::Finishing)]
    );
    // And the issue's excerpt, the bundled game, compiles.
    compile_cards("a.cards", &game_text("ant-and-grasshopper.cards"))
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
}

/// Every construct of the grammar once, in ASCII and Unicode spellings; printing the tree and
/// parsing it again gives the same tree.
const EVERY_CONSTRUCT: &str = "\
Game: Every construct
Players: 4
Stage 0
COMPUTER COMMAND <Unconditional> GIVE Player: <all> Amount: 50 tokens
COMPUTER COMMAND <Unconditional> DEAL Player: 3 Amount: 2 cards
COMPUTER COMMAND if SUM T1 <= 16 then DEAL Table: 1 Amount: 1 cards
Stage 1
if SHOW >= T0 then PLAY_IT
if SHOW ≤ T0 AND TOKENS > 3 then BET 5
PLAY ONLY ONCE if SHOW != T0 then CALL
MANDATORY if SHOW ≠ T1 then RAISE 2
if SHOW = H then FOLD
if SHOW SAME_SUIT D then PASS
if PLAY Queen, SAME_COLOUR T0 then REVERSE
if PLAY 7 SAME_COLOR T0 then SKIP
if PLAY 3, < T0 then NEXT_DRAWS 2 , DRAW 1
if DRAW then DISCARD T1
if CARDS >= 2 AND CARDS D > 0 then GIVE Player: 1 Amount: 3 tokens
if SUM < 21 AND HAVE Pair then DEAL Player: <all> Amount: 1 cards
if ALWAYS then DEAL Table: 0 Amount: 1 cards
<Unconditional> PASS
Ranking
Royal flush 10
Straight flush 9
Four of a kind 8
Full house 7
Flush 6
Straight 5
Three of a kind 4
Two pair 3
Pair 2
Ace 1 or 11
10 + King 1
Winning conditions
The first player with an empty hand wins.
2 points for each token.
3 points for finishing the game.
4 points for the best hand.
-1 points for each card in hand.
5 points for an empty hand.
1 points for a total up to 21.
100 points for beating T1 up to 21.
";

#[test]
fn every_construct_parses_and_prints_back() {
    let g = parse(EVERY_CONSTRUCT);
    assert_eq!(g.players.map(|p| p.0), Some(4));
    let printed = g.to_string();
    let again = parse(&printed);
    // Spans differ; everything else is the same.
    assert_eq!(format!("{:?}", strip(&g)), format!("{:?}", strip(&again)), "{printed}");
    compile_cards("every.cards", EVERY_CONSTRUCT)
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
}

/// A game without its spans, to compare trees parsed from different texts.
fn strip(g: &Game) -> Game {
    let zero = ludemic_compiler::diag::Span::new(FileId(0), 0, 0);
    let mut g = g.clone();
    g.players = g.players.map(|(p, _)| (p, zero));
    for s in &mut g.stages {
        s.span = zero;
        for r in &mut s.rules {
            r.span = zero;
            for c in &mut r.consequents {
                c.1 = zero;
            }
        }
    }
    for e in &mut g.ranking {
        e.span = zero;
    }
    g
}

#[test]
fn the_bundled_games_parse_and_print_back() {
    for name in ["ant-and-grasshopper.cards", "texas-holdem.cards", "blackjack.cards", "uno.cards"]
    {
        let g = parse(&game_text(name));
        let again = parse(&g.to_string());
        assert_eq!(format!("{:?}", strip(&g)), format!("{:?}", strip(&again)), "{name}");
    }
}

#[test]
fn syntax_errors_say_where_and_what_was_expected() {
    let (at, msg, label) =
        error("Stage 0\nif SHOW => T0 then PLAY_IT\nRanking\nWinning conditions\n");
    assert_eq!(at, "bad.cards:2:10", "{msg} / {label}");
    assert!(msg.contains("unexpected `>`"), "{msg}");
    assert!(label.contains("a location"), "{label}");

    // A missing `then`: pest reports the furthest point it tried alternatives at, which is
    // within the antecedent; the line and the label still say what is wrong.
    let (at, msg, label) = error("Stage 0\nif SHOW > T0 PLAY_IT\nRanking\nWinning conditions\n");
    assert!(at.starts_with("bad.cards:2:"), "{at}: {msg} / {label}");
    assert!(label.starts_with("expected "), "{label}");

    let (at, _, label) = error("Stage 0\n<Unconditional> JUMP\n");
    assert_eq!(at, "bad.cards:2:17");
    assert!(label.contains("a consequent") && label.contains("`PLAY_IT`"), "{label}");

    let (at, msg, label) = error("Stage 0\n<Unconditional> PASS\nRanking\n");
    assert_eq!(at, "bad.cards:4:1");
    assert!(msg.contains("unexpected end"), "{msg}");
    assert!(label.contains("`Winning conditions`"), "{label}");
}

#[test]
fn meaning_errors_point_at_the_construct() {
    let (at, msg, label) =
        error("Players: 9\nStage 0\n<Unconditional> PASS\nRanking\nWinning conditions\n");
    assert_eq!(at, "bad.cards:1:1");
    assert!(msg.contains("9 players"), "{msg}");
    assert!(label.contains("2 to 8"), "{label}");
    let (at, msg, _) = error(
        "Stage 0\nCOMPUTER COMMAND <Unconditional> GIVE Player: 3 Amount: 1 tokens\nRanking\nWinning conditions\n",
    );
    assert_eq!(at, "bad.cards:2:34");
    assert!(msg.contains("player 3 in a game of 3"), "{msg}");
    let (at, msg, _) = error("Stage 0\nif SHOW > T8 then PLAY_IT\nRanking\nWinning conditions\n");
    assert_eq!(at, "bad.cards:2:1");
    assert!(msg.contains("T8"), "{msg}");
}

#[test]
fn lowering_of_a_small_game() {
    let c = compile_cards(
        "small.cards",
        "Players: 2\nStage 0\nCOMPUTER COMMAND <Unconditional> DEAL Player: <all> Amount: 1 cards\n\
         PLAY ONLY ONCE if SHOW > T0 then PLAY_IT\nRanking\nWinning conditions\n1 points for each card in hand.\n",
    )
    .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let mut text = String::new();
    c.game.state_rules.as_ref().unwrap().to_text(&mut text);
    let actions: String = text
        .lines()
        .filter(|l| l.starts_with("zone#") || l.starts_with("action#3") || l.starts_with("phase"))
        .map(|l| format!("{l}\n"))
        .collect();
    expect![[r#"
        zone#0 deck x1 capacity 52 positions 1.. visible to Nobody
        zone#1 hand x2 capacity 52 positions 53.. visible to Owner
        zone#2 T0 x1 capacity 52 positions 157.. visible to All
        action#3 stage0_rule1
        phase score actors [1, 2] actions [2] mandatory []
        phase deal actors [1, 2] actions [0] mandatory []
        phase stage 0 actors [1, 2] actions [3, 1] mandatory [[3]]
    "#]]
    .assert_eq(&actions);
    let rule: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("action#3"))
        .skip(1)
        .take_while(|l| l.starts_with("  if"))
        .collect();
    expect![[r#"
        [
            "  if in_zone(start, 1, var#0)",
            "  if and(gt(zone_size(2, -1), 0), gt(entity.attr#2, board[zone_top(2, -1)].attr#2))",
            "  if eq(mod(div(var#0.player_attr#4, 2), 2), 0)",
            "  if eq(target, 157)",
        ]
    "#]]
    .assert_debug_eq(&rule);
}

// ---- Scenarios --------------------------------------------------------------------------------

/// A card: rank 2..=14, suit 0..=3 (clubs, diamonds, hearts, spades).
type Card = (u8, u8);

/// A state of a game stacked by hand: the interpreter, its state bytes, and where things are.
struct Table {
    g: StateInterpreter,
    s: Vec<u8>,
    stride: usize,
    vars: usize,
    players: usize,
    attrs: usize,
    zones: Vec<(usize, usize)>,
    /// Each card's entity slots as the deal made them (values from the ranking).
    cards: Vec<Vec<i32>>,
}

impl Table {
    fn new(text: &str) -> Table {
        let c =
            compile_cards("t.cards", text).unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let r = c.game.state_rules.as_ref().unwrap().clone();
        let g = StateInterpreter::new(Arc::clone(&c.game));
        let mut s = vec![0; g.state_len()];
        g.init_state(&mut s);
        let stride = 2 + r.entity_attrs.len();
        let vars = r.num_positions() * stride;
        let players = vars + r.vars.len();
        let zones = r.zones.iter().map(|z| (z.first, z.capacity)).collect();
        let mut t = Table {
            g,
            s,
            stride,
            vars,
            players,
            attrs: r.player_attrs.len(),
            zones,
            cards: Vec::new(),
        };
        // The deck starts in order: position 1 + suit * 13 + rank - 2.
        t.cards =
            (0..52).map(|p| (0..stride).map(|i| t.slot((1 + p) * stride + i)).collect()).collect();
        t
    }

    fn slot(&self, i: usize) -> i32 {
        i32::from_le_bytes(self.s[i * 4..i * 4 + 4].try_into().unwrap())
    }

    fn set(&mut self, i: usize, v: i32) {
        self.s[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
    }

    fn var(&self, name: usize) -> i32 {
        self.slot(self.vars + name)
    }

    fn set_var(&mut self, name: usize, v: i32) {
        self.set(self.vars + name, v)
    }

    fn set_player(&mut self, player: usize, attr: usize, v: i32) {
        self.set(self.players + (player - 1) * self.attrs + attr, v)
    }

    /// Zone `z` instance `i`'s first position.
    fn first(&self, z: usize, i: usize) -> usize {
        self.zones[z].0 + i * self.zones[z].1
    }

    /// Empties every zone, then lays cards: the deck (bottom first), each player's hand, T0.
    fn stack(&mut self, deck: &[Card], hands: &[&[Card]], t0: &[Card]) {
        let end = self.zones.last().map_or(0, |&(f, c)| f + c);
        for p in 1..end {
            self.set(p * self.stride, -1);
            self.set(p * self.stride + 1, -1);
            for i in 2..self.stride {
                self.set(p * self.stride + i, 0);
            }
        }
        let lay = |t: &mut Table, first: usize, cards: &[Card]| {
            for (k, &(rank, suit)) in cards.iter().enumerate() {
                let e = t.cards[suit as usize * 13 + rank as usize - 2].clone();
                for (i, v) in e.into_iter().enumerate() {
                    t.set((first + k) * t.stride + i, v);
                }
            }
        };
        let first = self.first(0, 0);
        lay(self, first, deck);
        for (i, h) in hands.iter().enumerate() {
            let first = self.first(1, i);
            lay(self, first, h);
        }
        let first = self.first(2, 0);
        lay(self, first, t0);
    }

    fn zone_len(&self, z: usize, i: usize) -> usize {
        let first = self.first(z, i);
        (first..first + self.zones[z].1).take_while(|p| self.slot(p * self.stride) != -1).count()
    }

    fn moves(&self) -> Vec<RawMove> {
        let mut m = Vec::new();
        self.g.legal_moves(&self.s, &mut m);
        m
    }

    fn play(&mut self, mv: RawMove) {
        self.g.apply(&mut self.s, &mv);
    }

    /// Plays the only legal move.
    fn forced(&mut self) {
        let m = self.moves();
        assert_eq!(m.len(), 1, "{m:?}");
        self.play(m[0]);
    }

    fn status(&self) -> Status {
        self.g.status(&self.s)
    }

    fn mover(&self) -> usize {
        DynGame::mover(&self.g, &self.s)
    }
}

// Variable and player-attribute indices (see `lower`).
const CURRENT: usize = 0;
const DIRECTION: usize = 1;
const STAGE: usize = 2;
const STOOD: usize = 3;

fn winner(st: Status) -> Option<usize> {
    match st {
        Status::Over(o) => {
            let ranks = o.ranks();
            let best: Vec<usize> = (0..ranks.len()).filter(|&i| ranks[i] == 1).collect();
            (best.len() == 1).then(|| best[0] + 1)
        }
        Status::Ongoing => panic!("the game goes on"),
    }
}

/// Poker showdown: hold 'em's rules, stage set past the last one, each player's two cards and
/// the five on the table; returns the winner (None for a draw).
fn showdown(holes: [[Card; 2]; 3], board: [Card; 5]) -> Option<usize> {
    let mut t = Table::new(&game_text("texas-holdem.cards"));
    t.stack(&[], &[&holes[0], &holes[1], &holes[2]], &board);
    t.set_var(STAGE, 5);
    t.forced();
    winner(t.status())
}

const C: u8 = 0;
const D: u8 = 1;
const H: u8 = 2;
const S: u8 = 3;

#[test]
fn every_poker_category_beats_the_one_below() {
    // One board (with a pair of kings everyone shares), hole cards making each category.
    let board = [(5, H), (7, H), (9, H), (13, C), (13, D)];
    let junk = [(3, C), (4, D)];
    let hands: [(&str, [Card; 2]); 7] = [
        ("a pair", [(2, S), (11, D)]),
        ("two pair", [(9, C), (4, S)]),
        ("three of a kind", [(13, H), (4, S)]),
        ("a straight", [(6, C), (8, C)]),
        ("a flush", [(3, H), (2, H)]),
        ("a full house", [(9, C), (9, D)]),
        ("four of a kind", [(13, H), (13, S)]),
    ];
    for w in hands[1..].windows(2) {
        let (lower, upper) = (w[0], w[1]);
        assert_eq!(
            showdown([upper.1, lower.1, junk], board),
            Some(1),
            "{} beats {}",
            upper.0,
            lower.0
        );
        assert_eq!(
            showdown([lower.1, upper.1, junk], board),
            Some(2),
            "{} beats {}",
            upper.0,
            lower.0
        );
    }
    assert_eq!(showdown([hands[1].1, hands[0].1, junk], board), Some(1), "two pair beats a pair");
    // With only the board's pair, the hole cards' high card decides.
    assert_eq!(showdown([[(14, S), (2, D)], [(12, S), (3, S)], [(11, C), (4, D)]], board), Some(1));
    // A straight flush beats four of a kind.
    let board = [(9, H), (10, H), (11, H), (5, C), (5, D)];
    let quads = [(5, H), (5, S)];
    assert_eq!(showdown([[(8, H), (7, H)], quads, [(2, C), (3, D)]], board), Some(1));
    // A royal flush beats a straight flush and four of a kind.
    let board = [(10, H), (11, H), (12, H), (5, C), (5, D)];
    assert_eq!(showdown([[(9, H), (8, H)], [(13, H), (14, H)], quads], board), Some(2));
    // The ace is low in the wheel, A-2-3-4-5, which beats three of a kind.
    let board = [(2, C), (3, D), (4, H), (9, S), (13, C)];
    assert_eq!(showdown([[(14, D), (5, C)], [(13, D), (13, H)], [(6, C), (8, D)]], board), Some(1));
}

#[test]
fn poker_ties_break_on_the_group_then_the_high_card() {
    let board = [(2, H), (6, D), (9, C), (11, S), (4, C)];
    // Pair of aces beats pair of kings.
    assert_eq!(
        showdown([[(13, C), (13, D)], [(14, C), (14, D)], [(3, S), (8, S)]], board),
        Some(2)
    );
    // Same pair (nines, one from the board): the higher own card wins.
    assert_eq!(showdown([[(9, D), (12, C)], [(9, H), (14, C)], [(3, S), (8, S)]], board), Some(2));
    // The same ranks in every way: a draw.
    assert_eq!(showdown([[(9, D), (14, H)], [(9, H), (14, C)], [(3, S), (8, S)]], board), None);
    // A player who folded cannot win the showdown.
    let mut t = Table::new(&game_text("texas-holdem.cards"));
    t.stack(&[], &[&[(14, C), (14, D)], &[(3, S), (5, S)], &[(7, S), (8, C)]], &board);
    t.set_player(1, 2, 1); // folded
    t.set_var(STAGE, 5);
    t.forced();
    assert_ne!(winner(t.status()), Some(1));
}

/// Blackjack's showdown: dealer cards on T0, players' hands.
fn blackjack(hands: [&[Card]; 3], dealer: &[Card]) -> Option<usize> {
    let mut t = Table::new(&game_text("blackjack.cards"));
    t.stack(&[], &hands, dealer);
    t.set_var(STAGE, 4);
    t.forced();
    winner(t.status())
}

#[test]
fn blackjack_counts_the_ace_as_1_or_11() {
    // Ace + king = 21 beats the dealer's 20; the others bust or stay below.
    let dealer: &[Card] = &[(10, C), (12, C)];
    assert_eq!(
        blackjack([&[(14, S), (13, S)], &[(10, D), (9, D)], &[(10, H), (8, H), (5, H)]], dealer),
        Some(1)
    );
    // Nobody beats 20: the best total within 21 wins. Ace + 9 + 5 counts the ace as 1 (11
    // would bust): 15 beats 14.
    assert_eq!(
        blackjack([&[(14, S), (9, S), (5, S)], &[(10, D), (4, D)], &[(2, H), (3, H)]], dealer),
        Some(1)
    );
    // Against a dealer who busted (26), 15 wins; the ace as 11 would have made it 25.
    let bust: &[Card] = &[(10, C), (12, C), (6, D)];
    assert_eq!(
        blackjack(
            [&[(14, S), (9, S), (5, S)], &[(10, D), (9, D), (8, C)], &[(10, H), (12, H), (3, H)]],
            bust
        ),
        Some(1)
    );
}

#[test]
fn the_dealer_draws_to_17() {
    let mut t = Table::new(&game_text("blackjack.cards"));
    // Stage 2 (hit or stand): players 2 and 3 stood; player 1 holds 21 and can only stand.
    // Then the dealer, on 6, draws 5 (11), 4 (15), 10 (25) and stops.
    t.stack(
        &[(3, C), (10, S), (4, D), (5, H)],
        &[&[(14, S), (13, S)], &[(2, C)], &[(3, D)]],
        &[(6, C)],
    );
    t.set_var(STAGE, 2);
    t.set_var(CURRENT, 1);
    t.set_player(2, STOOD, 1);
    t.set_player(3, STOOD, 1);
    t.forced();
    assert_eq!(t.zone_len(2, 0), 4, "the dealer drew three cards");
    assert_eq!(t.zone_len(0, 0), 1, "and left one");
    // Then the score: player 1's 21 beats 25 (the dealer busted); so do the others' 2 and 3,
    // so the tie-break is the total: player 1 wins.
    t.forced();
    assert_eq!(winner(t.status()), Some(1));
}

fn uno(hands: [&[Card]; 3], top: Card, current: usize) -> Table {
    let mut t = Table::new(&game_text("uno.cards"));
    t.stack(&[(2, C), (3, C), (4, C), (5, C)], &hands, &[top]);
    t.set_var(STAGE, 1);
    t.set_var(CURRENT, current as i32);
    t
}

#[test]
fn uno_action_cards() {
    // A jack skips: from player 1, player 3 moves next; the direction stays.
    let mut t = uno([&[(11, C), (9, H)], &[(2, D), (3, D)], &[(4, D), (5, D)]], (6, C), 1);
    t.forced(); // only the jack matches, and matching cards must be played
    assert_eq!((t.mover(), t.var(DIRECTION)), (3, 1));
    // A queen reverses: from player 2, player 1 is next, and then player 3.
    let mut t = uno([&[(7, S), (9, H)], &[(12, C), (3, D)], &[(4, D), (5, D)]], (6, C), 2);
    t.forced();
    assert_eq!((t.mover(), t.var(DIRECTION)), (1, -1));
    t.forced(); // player 1 cannot play: draws
    assert_eq!(t.mover(), 3);
    // A king makes the next player draw two and skips them.
    let mut t = uno([&[(13, C), (9, H)], &[(2, D), (3, D)], &[(4, D), (5, D)]], (6, C), 1);
    t.forced();
    assert_eq!(t.zone_len(1, 1), 4, "player 2 drew two");
    assert_eq!(t.mover(), 3);
    // A card matches by suit or by rank; with none, the player draws.
    let t = uno([&[(6, D), (9, C), (10, H)], &[(2, D)], &[(4, D)]], (6, C), 1);
    assert_eq!(t.moves().len(), 2, "the six by rank and the nine by suit");
    let mut t = uno([&[(10, H)], &[(2, D)], &[(4, D)]], (6, C), 1);
    t.forced();
    assert_eq!(t.zone_len(1, 0), 2, "drew a card");
}

#[test]
fn uno_is_won_by_emptying_the_hand() {
    let mut t = uno([&[(9, C)], &[(2, D), (3, D)], &[(4, D), (5, D)]], (6, C), 1);
    t.forced();
    assert_eq!(winner(t.status()), Some(1));
}

#[test]
fn random_games_of_the_bundled_games_end() {
    use ludemic_runtime::Rng;
    for name in ["ant-and-grasshopper.cards", "texas-holdem.cards", "blackjack.cards", "uno.cards"]
    {
        let mut t = Table::new(&game_text(name));
        let mut rng = Rng::seed_from(7);
        t.g.seed_chance(&mut t.s, &mut rng);
        for _ in 0..1_000 {
            if t.status().is_over() {
                break;
            }
            let m = t.moves();
            assert!(!m.is_empty(), "{name}: no move in an unfinished game");
            t.play(m[rng.below(m.len())]);
        }
        assert!(t.status().is_over(), "{name} did not end in 1000 moves");
    }
}
