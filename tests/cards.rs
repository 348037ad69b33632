//! Card games (issue 30, docs/cards-spec.md) on every back end, and the language fuzzed.
//!
//! - Differential: along seeded random walks of the four bundled card games, the interpreter,
//!   the kernel evaluator, the JIT and the generated Rust agree on every state, status, legal
//!   move, and every player's observation, information-set key and determinization.
//! - Fuzz: 10,000 random games of the grammar (random syntax trees, printed as text) each parse
//!   and compile to a located diagnostic or a game; one in a hundred accepted games is also
//!   lowered to the Kernel IR and played for a few moves; corrupted texts of the bundled games
//!   never panic.
//!   Work is bounded by move counts, never by time.

use std::sync::Arc;

use ludemic_compiler::back::jit;
use ludemic_compiler::diag::{FileId, Span};
use ludemic_compiler::driver::{compile_cards, Compiled};
use ludemic_compiler::front::cards::ast::*;
use ludemic_compiler::interp::state_driven::StateInterpreter;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_compiler::lower::lower;
use ludemic_runtime::{DynGame, DynHandle, RawMove, Rng};
use ludemic_suite::hidden::{lockstep, with_native, Engine, SlotView};

const GAMES: [&str; 4] = ["ant-and-grasshopper", "texas-holdem", "blackjack", "uno"];

fn compile(name: &str) -> Compiled {
    let path = ludemic_suite::root().join("games").join(format!("{name}.cards"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    compile_cards(&path.display().to_string(), &text)
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)))
}

/// One lockstep walk of a bundled game on all four engines, `steps` moves in all.
fn back_ends_agree(name: &str, steps: usize, seed: u64) {
    let c = compile(name);
    let kernel = lower(&c.game).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(kernel.meta.hidden.is_some(), "{name}: hands and the deck are hidden");
    let interp = DynHandle::new(SlotView(StateInterpreter::new(c.game.clone())));
    let eval = DynHandle::new(KernelEval::new(Arc::new(kernel.clone())));
    let opts = jit::JitOptions {
        tier_up_after: Some(std::time::Duration::ZERO),
        ..jit::JitOptions::default()
    };
    let jit = DynHandle::new(jit::compile_with(&kernel, &opts).unwrap_or_else(|e| panic!("{e}")));
    let (mut a, mut b, mut j) = (
        Engine::new("interpreter", &interp),
        Engine::new("evaluator", &eval),
        Engine::new("jit", &jit),
    );
    let changed = with_native(&format!("{name}.cards"), |native| {
        lockstep(&mut [&mut a, &mut b, &mut j, native], steps, seed)
    })
    .unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(changed > 0, "{name}: no determinization rearranged a hidden card");
}

#[test]
fn back_ends_agree_on_the_ant_and_the_grasshopper() {
    back_ends_agree(GAMES[0], 300, 30);
}

#[test]
fn back_ends_agree_on_texas_holdem() {
    back_ends_agree(GAMES[1], 300, 31);
}

#[test]
fn back_ends_agree_on_blackjack() {
    back_ends_agree(GAMES[2], 300, 32);
}

#[test]
fn back_ends_agree_on_uno() {
    back_ends_agree(GAMES[3], 300, 33);
}

// ---- Fuzz --------------------------------------------------------------------------------------

struct Gen(Rng);

impl Gen {
    fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    /// A number: usually small, sometimes at the grammar's limit (to reach the clamps).
    fn number(&mut self) -> u32 {
        match self.below(10) {
            0 => 999_999_999,
            1 => self.below(2_000) as u32,
            _ => self.below(12) as u32,
        }
    }
    fn rank(&mut self) -> u8 {
        2 + self.below(13) as u8
    }
    fn location(&mut self) -> Location {
        match self.below(6) {
            0 => Location::Hand,
            1 => Location::Deck,
            2 if self.chance(10) => Location::Table(9),
            _ => Location::Table(self.below(3) as u32),
        }
    }
    fn order(&mut self) -> Order {
        [Order::Lt, Order::Le, Order::Gt, Order::Ge, Order::Eq, Order::Ne][self.below(6)]
    }
    fn comparison(&mut self) -> Comparison {
        match self.below(5) {
            0 => Comparison::SameRank,
            1 => Comparison::SameSuit,
            2 => Comparison::SameColour,
            _ => Comparison::Order(self.order()),
        }
    }
    fn combination(&mut self) -> Combination {
        match self.below(10) {
            0 => Combination::RoyalFlush,
            1 => Combination::StraightFlush,
            2 => Combination::FourOfAKind,
            3 => Combination::FullHouse,
            4 => Combination::Flush,
            5 => Combination::Straight,
            6 => Combination::ThreeOfAKind,
            7 => Combination::TwoPair,
            8 => Combination::Pair,
            _ => Combination::Cards((0..1 + self.below(3)).map(|_| self.rank()).collect()),
        }
    }
    fn antecedent(&mut self) -> Antecedent {
        let filter = |g: &mut Gen| g.chance(30).then(|| g.rank());
        match self.below(9) {
            0 => Antecedent::Always,
            1 | 2 => Antecedent::Show {
                filter: filter(self),
                cmp: self.comparison(),
                loc: self.location(),
            },
            3 => Antecedent::Play {
                amount: self.chance(30).then(|| self.number()),
                filter: filter(self),
                cmp: self.comparison(),
                loc: self.location(),
            },
            4 => Antecedent::Draw,
            5 => Antecedent::Tokens(self.order(), self.number()),
            6 => Antecedent::Sum(
                self.chance(50).then(|| self.location()),
                self.order(),
                self.number(),
            ),
            7 => Antecedent::Cards(
                self.chance(50).then(|| self.location()),
                self.order(),
                self.number(),
            ),
            _ => Antecedent::Have(self.combination()),
        }
    }
    fn recipient(&mut self, players: u32) -> Recipient {
        if self.chance(40) {
            Recipient::All
        } else {
            // Sometimes one past the last player: a diagnostic.
            Recipient::Player(self.below(players as usize + 1) as u32)
        }
    }
    fn consequent(&mut self, players: u32) -> Consequent {
        let opt = |g: &mut Gen| g.chance(50).then(|| g.number());
        match self.below(14) {
            0 => Consequent::PlayIt,
            1 => Consequent::Pass,
            2 => Consequent::Fold,
            3 => Consequent::Bet(opt(self)),
            4 => Consequent::Call,
            5 => Consequent::Raise(opt(self)),
            6 => Consequent::Give(self.recipient(players), self.number()),
            7 => Consequent::DealPlayer(self.recipient(players), self.number()),
            8 => Consequent::DealTable(self.below(3) as u32, self.number()),
            9 => Consequent::Draw(self.number()),
            10 => Consequent::Skip,
            11 => Consequent::Reverse,
            12 => Consequent::NextDraws(self.number()),
            _ => Consequent::Discard(self.location()),
        }
    }
    fn game(&mut self) -> Game {
        let zero = Span::new(FileId(0), 0, 0);
        let players = 2 + self.below(3) as u32;
        let stages = (0..1 + self.below(5))
            .map(|k| Stage {
                number: k as u32,
                rules: (0..self.below(6))
                    .map(|_| Rule {
                        once: self.chance(25),
                        mandatory: self.chance(15),
                        computer: self.chance(25),
                        antecedents: (0..self.below(3)).map(|_| self.antecedent()).collect(),
                        consequents: (0..1 + self.below(2))
                            .map(|_| (self.consequent(players), zero))
                            .collect(),
                        span: zero,
                    })
                    .collect(),
                span: zero,
            })
            .collect();
        let ranking = (0..self.below(4))
            .map(|_| RankEntry {
                combination: self.combination(),
                value: self.number(),
                alt: self.chance(20).then(|| self.number()),
                span: zero,
            })
            .collect();
        let winning = (0..self.below(4))
            .map(|_| match self.below(8) {
                0 => WinTerm::FirstEmpty,
                k => {
                    let n = self.below(21) as i64 - 10;
                    let what = match k {
                        1 => PointsFor::EachToken,
                        2 => PointsFor::Finishing,
                        3 => PointsFor::BestHand,
                        4 => PointsFor::EachCard,
                        5 => PointsFor::EmptyHand,
                        6 => PointsFor::TotalUpTo(self.number()),
                        _ => PointsFor::Beating(self.location(), self.number()),
                    };
                    WinTerm::Points(n, what)
                }
            })
            .collect();
        Game {
            title: self.chance(20).then(|| "Fuzzed".to_string()),
            players: self.chance(70).then_some((players, zero)),
            stages,
            ranking,
            winning,
        }
    }
}

/// Plays up to `moves` random moves of a game on the interpreter: it must always have a move
/// until it is over.
fn play_briefly(c: &Compiled, rng: &mut Rng, moves: usize) -> Result<(), String> {
    let g = StateInterpreter::new(c.game.clone());
    let mut s = vec![0; g.state_len()];
    g.init_state(&mut s);
    g.seed_chance(&mut s, rng);
    let mut list: Vec<RawMove> = Vec::new();
    for _ in 0..moves {
        if g.status(&s).is_over() {
            return Ok(());
        }
        g.legal_moves(&s, &mut list);
        if list.is_empty() {
            return Err("no legal move in a game that is not over".into());
        }
        g.apply(&mut s, &list[rng.below(list.len())]);
    }
    Ok(())
}

#[test]
fn ten_thousand_random_games_of_the_grammar() {
    let mut gen = Gen(Rng::seed_from(2013));
    let mut rng = Rng::seed_from(7);
    let (mut compiled, mut refused) = (0, 0);
    for i in 0..10_000 {
        let game = gen.game();
        let text = game.to_string();
        let c = match compile_cards("fuzz.cards", &text) {
            Ok(c) => c,
            Err((_, f)) => {
                let d = &f.diagnostics[0];
                assert!(
                    d.location(&f.sources).is_some(),
                    "#{i}: a diagnostic without a place\n{text}"
                );
                assert!(
                    !d.message.starts_with("unexpected"),
                    "#{i}: printed text does not parse: {}\n{text}",
                    f.render(false)
                );
                refused += 1;
                continue;
            }
        };
        compiled += 1;
        // One accepted game in a hundred also goes through the kernel lowering (which must
        // accept it) and is played for a few moves: the rest of the time is the front end's.
        if compiled % 100 == 1 {
            if let Err(e) = lower(&c.game) {
                panic!("#{i}: the kernel lowering refused an accepted game: {e}\n{text}");
            }
            play_briefly(&c, &mut rng, 12).unwrap_or_else(|e| panic!("#{i}: {e}\n{text}"));
        }
    }
    assert!(
        compiled > 5_000,
        "only {compiled} of 10,000 random games compiled ({refused} refused)"
    );
}

#[test]
fn corrupted_texts_give_diagnostics_not_panics() {
    let mut rng = Rng::seed_from(99);
    let noise =
        ["", " ", "\n", "if", "then", "T", "9", "≥", "<", "Stage", "#", ",", "AND", "\u{0}"];
    for name in GAMES {
        let path = ludemic_suite::root().join("games").join(format!("{name}.cards"));
        let text = std::fs::read_to_string(path).unwrap();
        let chars: Vec<char> = text.chars().collect();
        for _ in 0..200 {
            let (a, b) = (rng.below(chars.len()), rng.below(chars.len()));
            let (a, b) = (a.min(b), a.max(b).min(a + 8));
            let mut t: String = chars[..a].iter().collect();
            t.push_str(noise[rng.below(noise.len())]);
            t.extend(&chars[b..]);
            if let Ok(c) = compile_cards("bad.cards", &t) {
                let _ = lower(&c.game);
            }
        }
    }
}
