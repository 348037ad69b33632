//! A card game's syntax → the Game IR's state-driven rules (`game_ir::state_rules`), the model
//! the JSON front end lowers to, so the interpreter, the kernel lowering and hence the JIT and
//! the generated Rust run card games with no card-specific code. docs/cards-spec.md gives the
//! semantics this file implements; the comments here say how each is encoded.
//!
//! The encoding:
//! - 52 entities of one kind `Card` with attributes rank (2..=14, ace high), suit (0..=3:
//!   clubs, diamonds, hearts, spades), value (the ranking's value of the single card, its rank
//!   by default), alt (what an `or` value adds in totals, the ace's 11 - 1) and id (suit * 16 +
//!   rank, for straight flushes).
//! - Zones: the deck (seen by nobody), a hand per player (seen by its owner), tables T0..Tn
//!   (seen by all). A 1x1 board that nothing uses.
//! - Variables for the flow: the stage (-1 before the deal), consecutive useless turns, turn
//!   counts, the pot, the highest stake of the stage, a pending skip; per player: tokens, stake
//!   in the stage, folded, stood (out of the stage), the PLAY ONLY ONCE rules used in the stage
//!   (bits), score and hand value.
//! - Each rule a player may choose is one action; a shared `pass` action is the useless turn,
//!   legal only when nothing else is (a last mandatory group). The first move, `deal`, shuffles
//!   the deck through the state's random source (so each playout deals afresh) and enters
//!   stage 0. Every player action ends with the same bookkeeping: the turn passes to the next
//!   player still in the stage, the stage ends when everyone still in it has had a useless turn
//!   in a row (or nobody is left in it), and the game ends after the last stage.

use super::ast::{self, Antecedent, Combination, Comparison, Consequent, Location, Order};
use super::ast::{PointsFor, Recipient, WinTerm};
use crate::diag::{Diagnostic, Span};
use crate::game_ir::board::{Board, BoardSpec, Shape};
use crate::game_ir::state_rules::{Expr as E, *};
use crate::game_ir::Game;

type R<T> = Result<T, Diagnostic>;

// Entity attributes.
const RANK: usize = 0;
const SUIT: usize = 1;
const VALUE: usize = 2;
const ALT: usize = 3;
const ID: usize = 4;

// Zones.
const DECK: usize = 0;
const HAND: usize = 1;
const FIRST_TABLE: usize = 2;

// Variables.
const CURRENT: usize = 0;
const DIRECTION: usize = 1;
const STAGE: usize = 2;
const PASSES: usize = 3;
const TURNS: usize = 4;
const STAGE_TURNS: usize = 5;
const POT: usize = 6;
const HIGH_BET: usize = 7;
const SKIP_NEXT: usize = 8;
const SCORED: usize = 9;
const STAKE: usize = 10;

// Player attributes.
const TOKENS: usize = 0;
const BET: usize = 1;
const FOLDED: usize = 2;
const STOOD: usize = 3;
const USED: usize = 4;
const SCORE: usize = 5;
const HAND_VALUE: usize = 6;

/// Bounds that keep every game finite and every value in an i32 slot (docs/cards-spec.md).
pub const MAX_TURNS: i64 = 200;
pub const MAX_STAGE_TURNS: i64 = 60;
pub const MAX_PLAYERS: u32 = 8;
pub const MAX_TABLES: u32 = 8;
pub const MAX_STAGES: usize = 30;
pub const MAX_RULES_PER_STAGE: usize = 30;
/// The kernel tables at most 62 actions; three are the deal, the useless turn and the score.
pub const MAX_PLAYER_RULES: usize = 59;
const MAX_TOKENS: i64 = 1_000_000;
const MAX_AMOUNT: u32 = 10_000;
const MAX_POINTS: i64 = 100;
const CARDS_IN_DECK: usize = 52;

fn c(v: i64) -> E {
    E::Const(v)
}
fn f(func: Func, args: Vec<E>) -> E {
    E::Call(func, args)
}
fn var(i: usize) -> E {
    E::Var(i)
}
fn cur() -> E {
    var(CURRENT)
}
fn pattr(p: E, i: usize) -> E {
    E::PlayerAttr(Box::new(p), i)
}
fn attr(entity: E, i: usize) -> E {
    E::EntityAttr(Box::new(entity), i)
}
fn set_var(i: usize, e: E) -> Effect {
    Effect::Set(Place::Var(i), e)
}
fn set_pattr(p: E, i: usize, e: E) -> Effect {
    Effect::Set(Place::PlayerAttr(p, i), e)
}
fn add(a: E, b: E) -> E {
    f(Func::Add, vec![a, b])
}
fn eq(a: E, b: E) -> E {
    f(Func::Eq, vec![a, b])
}
fn and(v: Vec<E>) -> E {
    if v.len() == 1 {
        return v.into_iter().next().expect("one");
    }
    f(Func::And, v)
}
fn or(v: Vec<E>) -> E {
    if v.len() == 1 {
        return v.into_iter().next().expect("one");
    }
    f(Func::Or, v)
}
fn if_e(cond: E, a: E, b: E) -> E {
    f(Func::If, vec![cond, a, b])
}
fn sum(v: Vec<E>) -> E {
    if v.is_empty() {
        return c(0);
    }
    f(Func::Add, v)
}
fn order(o: Order, a: E, b: E) -> E {
    let func = match o {
        Order::Lt => Func::Lt,
        Order::Le => Func::Le,
        Order::Gt => Func::Gt,
        Order::Ge => Func::Ge,
        Order::Eq => Func::Eq,
        Order::Ne => Func::Ne,
    };
    f(func, vec![a, b])
}

/// Lowers a parsed game.
pub fn lower(g: &ast::Game, whole: Span) -> R<Game> {
    let mut lw = Lowering::new(g, whole)?;
    lw.build()?;
    lw.finish()
}

struct Lowering<'a> {
    g: &'a ast::Game,
    n: usize,
    tables: usize,
    /// The total the ranking's `or` values aim at (blackjack's 21).
    target: i64,
    actions: Vec<Action>,
    phases: Vec<Phase>,
    end: Vec<EndCondition>,
}

/// The one card a rule is about, when it has a card antecedent.
#[derive(Clone, Copy)]
struct CardChoice {
    /// Where the card goes at the end of the rule (PLAY, PLAY_IT, DISCARD), if anywhere.
    dest: Option<Location>,
    /// The location the antecedent compared with (PLAY_IT's destination).
    against: Location,
}

impl<'a> Lowering<'a> {
    fn new(g: &'a ast::Game, whole: Span) -> R<Self> {
        let n = match g.players {
            None => 3,
            Some((p, span)) if (2..=MAX_PLAYERS).contains(&p) => {
                let _ = span;
                p as usize
            }
            Some((p, span)) => {
                return Err(Diagnostic::error(format!("a card game for {p} players"), Some(span))
                    .with_label(format!("expected 2 to {MAX_PLAYERS} players")))
            }
        };
        if g.stages.len() > MAX_STAGES {
            return Err(Diagnostic::error(
                format!(
                    "{} stages, more than the {MAX_STAGES} a card game may have",
                    g.stages.len()
                ),
                Some(g.stages[MAX_STAGES].span),
            )
            .with_label("this stage is one too many"));
        }
        let mut tables = 1;
        let mut player_rules = 0;
        for s in &g.stages {
            if s.rules.len() > MAX_RULES_PER_STAGE {
                return Err(Diagnostic::error(
                    format!(
                        "stage {} has {} rules, more than {MAX_RULES_PER_STAGE}",
                        s.number,
                        s.rules.len()
                    ),
                    Some(s.rules[MAX_RULES_PER_STAGE].span),
                )
                .with_label("this rule is one too many"));
            }
            for r in &s.rules {
                if !r.computer {
                    player_rules += 1;
                    if player_rules > MAX_PLAYER_RULES {
                        return Err(Diagnostic::error(
                            format!("more than {MAX_PLAYER_RULES} rules that players choose"),
                            Some(r.span),
                        )
                        .with_label("this rule is one too many"));
                    }
                }
                let mut locs: Vec<Location> = Vec::new();
                for a in &r.antecedents {
                    match a {
                        Antecedent::Show { loc, .. } | Antecedent::Play { loc, .. } => {
                            locs.push(*loc)
                        }
                        Antecedent::Sum(Some(l), ..) | Antecedent::Cards(Some(l), ..) => {
                            locs.push(*l)
                        }
                        _ => {}
                    }
                }
                for (cq, span) in &r.consequents {
                    match cq {
                        Consequent::DealTable(t, _) => locs.push(Location::Table(*t)),
                        Consequent::Discard(l) => locs.push(*l),
                        Consequent::Give(Recipient::Player(p), _)
                        | Consequent::DealPlayer(Recipient::Player(p), _)
                            if *p as usize >= n =>
                        {
                            return Err(Diagnostic::error(
                                format!("player {p} in a game of {n} players"),
                                Some(*span),
                            )
                            .with_label(format!(
                                "expected a player from 0 to {} or `<all>`",
                                n - 1
                            )));
                        }
                        _ => {}
                    }
                }
                for l in locs {
                    if let Location::Table(t) = l {
                        if t >= MAX_TABLES {
                            return Err(Diagnostic::error(
                                format!("table location T{t}"),
                                Some(r.span),
                            )
                            .with_label(format!("expected T0 to T{}", MAX_TABLES - 1)));
                        }
                        tables = tables.max(t as usize + 1);
                    }
                }
            }
        }
        for w in &g.winning {
            if let WinTerm::Points(_, PointsFor::Beating(Location::Table(t), _)) = w {
                if *t >= MAX_TABLES {
                    return Err(Diagnostic::error(format!("table location T{t}"), Some(whole))
                        .with_label(format!("expected T0 to T{}", MAX_TABLES - 1)));
                }
                tables = tables.max(*t as usize + 1);
            }
        }
        let target = g
            .winning
            .iter()
            .find_map(|w| match w {
                WinTerm::Points(_, PointsFor::TotalUpTo(t) | PointsFor::Beating(_, t)) => {
                    Some(*t as i64)
                }
                _ => None,
            })
            .unwrap_or(21);
        Ok(Lowering {
            g,
            n,
            tables,
            target,
            actions: Vec::new(),
            phases: Vec::new(),
            end: Vec::new(),
        })
    }

    fn players(&self) -> std::ops::RangeInclusive<i64> {
        1..=self.n as i64
    }

    // ---- Locations and cards ----------------------------------------------------------------

    fn zone(&self, l: Location) -> usize {
        match l {
            Location::Hand => HAND,
            Location::Deck => DECK,
            Location::Table(t) => FIRST_TABLE + t as usize,
        }
    }

    /// The owner argument of a location's zone, seen by player `p`.
    fn owner(&self, l: Location, p: E) -> E {
        match l {
            Location::Hand => p,
            _ => c(NULL),
        }
    }

    /// The first position of a shared location's zone (the layout `finish` builds: the board's
    /// one cell, the deck, the hands, the tables).
    fn shared_first(&self, l: Location) -> usize {
        match l {
            Location::Deck => 1,
            Location::Table(t) => 1 + CARDS_IN_DECK * (1 + self.n + t as usize),
            Location::Hand => unreachable!("hands are per player"),
        }
    }

    fn top(&self, l: Location, p: E) -> E {
        f(Func::ZoneTop, vec![c(self.zone(l) as i64), self.owner(l, p)])
    }

    fn size(&self, l: Location, p: E) -> E {
        f(Func::ZoneSize, vec![c(self.zone(l) as i64), self.owner(l, p)])
    }

    /// The card on top of the deck (null when it is empty).
    fn deck_top(&self) -> E {
        E::At(Box::new(self.top(Location::Deck, c(NULL))))
    }

    /// Moves the deck's top card to a location (nothing when the deck is empty).
    fn deal_to(&self, l: Location, p: E) -> Effect {
        Effect::MoveToZone { entity: self.deck_top(), zone: self.zone(l), owner: self.owner(l, p) }
    }

    /// Whether card `card` compares with the top card of `l` (false when `l` is empty).
    fn compare(&self, card: &E, cmp: Comparison, l: Location, p: E) -> E {
        let top = E::At(Box::new(self.top(l, p.clone())));
        let there = f(Func::Gt, vec![self.size(l, p), c(0)]);
        let red = |e: E| {
            let s = attr(e, SUIT);
            or(vec![eq(s.clone(), c(1)), eq(s, c(2))])
        };
        let test = match cmp {
            Comparison::SameRank => eq(attr(card.clone(), RANK), attr(top, RANK)),
            Comparison::SameSuit => eq(attr(card.clone(), SUIT), attr(top, SUIT)),
            Comparison::SameColour => eq(red(card.clone()), red(top)),
            Comparison::Order(o) => order(o, attr(card.clone(), VALUE), attr(top, VALUE)),
        };
        and(vec![there, test])
    }

    /// Cards with attribute `a` = `v` among player `p`'s hand and the tables (whose face-up
    /// cards every hand may use, as hold 'em's community cards).
    fn count(&self, p: &E, a: usize, v: i64) -> E {
        let mut parts =
            vec![f(Func::ZoneCount, vec![c(HAND as i64), p.clone(), c(a as i64), c(v)])];
        for t in 0..self.tables {
            parts.push(f(
                Func::ZoneCount,
                vec![c((FIRST_TABLE + t) as i64), c(NULL), c(a as i64), c(v)],
            ));
        }
        sum(parts)
    }

    /// Whether player `p`'s cards (hand and tables) hold a combination.
    fn has(&self, p: &E, comb: &Combination) -> E {
        let ranks = 2..=14i64;
        let at_least = |r: i64, k: i64| f(Func::Ge, vec![self.count(p, RANK, r), c(k)]);
        let groups = |k: i64| sum(ranks.clone().map(|r| at_least(r, k)).collect());
        let run = |low: i64, suit: Option<i64>| {
            and((low..low + 5)
                .map(|r| {
                    let r = if r == 1 { 14 } else { r };
                    match suit {
                        Some(s) => f(Func::Ge, vec![self.count(p, ID, s * 16 + r), c(1)]),
                        None => at_least(r, 1),
                    }
                })
                .collect())
        };
        match comb {
            Combination::Pair => f(Func::Ge, vec![groups(2), c(1)]),
            Combination::TwoPair => f(Func::Ge, vec![groups(2), c(2)]),
            Combination::ThreeOfAKind => f(Func::Ge, vec![groups(3), c(1)]),
            Combination::FourOfAKind => f(Func::Ge, vec![groups(4), c(1)]),
            Combination::FullHouse => {
                and(vec![f(Func::Ge, vec![groups(3), c(1)]), f(Func::Ge, vec![groups(2), c(2)])])
            }
            Combination::Flush => {
                or((0..4).map(|s| f(Func::Ge, vec![self.count(p, SUIT, s), c(5)])).collect())
            }
            Combination::Straight => or((1..=10).map(|low| run(low, None)).collect()),
            Combination::StraightFlush => or((0..4)
                .flat_map(|s| (1..=10).map(move |low| (s, low)))
                .map(|(s, low)| run(low, Some(s)))
                .collect()),
            Combination::RoyalFlush => or((0..4).map(|s| run(10, Some(s))).collect()),
            Combination::Cards(cards) => {
                let mut need: Vec<(u8, i64)> = Vec::new();
                for &r in cards {
                    match need.iter_mut().find(|(x, _)| *x == r) {
                        Some((_, k)) => *k += 1,
                        None => need.push((r, 1)),
                    }
                }
                and(need.into_iter().map(|(r, k)| at_least(r as i64, k)).collect())
            }
        }
    }

    /// A hand's value for `the best hand`: the best ranked combination it holds, then the rank
    /// of its highest group of two or more, then its own highest card (docs/cards-spec.md).
    fn hand_value(&self, p: &E) -> E {
        let combos: Vec<E> = self
            .g
            .ranking
            .iter()
            .filter(|e| !matches!(&e.combination, Combination::Cards(c) if c.len() == 1))
            .map(|e| if_e(self.has(p, &e.combination), c(e.value.min(1_000) as i64), c(0)))
            .collect();
        let best = if combos.is_empty() { c(0) } else { f(Func::Max, vec![c(0), sum_max(combos)]) };
        let group = sum_max(
            (2..=14)
                .map(|r| if_e(f(Func::Ge, vec![self.count(p, RANK, r), c(2)]), c(r), c(0)))
                .collect(),
        );
        let high = f(Func::ZoneMax, vec![c(HAND as i64), p.clone(), c(RANK as i64)]);
        sum(vec![f(Func::Mul, vec![best, c(256)]), f(Func::Mul, vec![group, c(16)]), high])
    }

    /// The total of a location's card values, an `or` value counted for one card when it keeps
    /// the total within the target (the ace's 1 or 11).
    fn total(&self, l: Location, p: E) -> E {
        let (z, o) = (c(self.zone(l) as i64), self.owner(l, p));
        let base = f(Func::ZoneSum, vec![z.clone(), o.clone(), c(VALUE as i64)]);
        let bonus = f(Func::ZoneMax, vec![z, o, c(ALT as i64)]);
        let with = add(base.clone(), bonus.clone());
        if_e(
            and(vec![
                f(Func::Gt, vec![bonus.clone(), c(0)]),
                f(Func::Le, vec![with.clone(), c(self.target)]),
            ]),
            with,
            base,
        )
    }

    // ---- Turn order ------------------------------------------------------------------------

    /// Player `p` still takes turns in this stage.
    fn in_stage(&self, p: E) -> E {
        and(vec![eq(pattr(p.clone(), FOLDED), c(0)), eq(pattr(p, STOOD), c(0))])
    }

    fn in_stage_count(&self) -> E {
        sum(self.players().map(|p| self.in_stage(c(p))).collect())
    }

    /// The next player after `p` along the direction of play who is still in the stage; `p`
    /// itself when nobody else is (the stage then ends).
    fn next_in_stage(&self, p: E) -> E {
        let mut nexts = Vec::new();
        let mut q = p.clone();
        for _ in 1..self.n {
            q = f(Func::NextPlayer, vec![q]);
            nexts.push(q.clone());
        }
        nexts.into_iter().rev().fold(p, |rest, q| if_e(self.in_stage(q.clone()), q, rest))
    }

    /// The first player, from player 1 (0 in the papers' numbering), who has not folded.
    fn first_unfolded(&self) -> E {
        (1..=self.n as i64)
            .rev()
            .fold(c(1), |rest, p| if_e(eq(pattr(c(p), FOLDED), c(0)), c(p), rest))
    }

    // ---- Rules -----------------------------------------------------------------------------

    /// The effects that start stage `k` (index in `g.stages`): its bookkeeping and its computer
    /// commands; a stage without rules for players passes straight on to the next. `k` equal
    /// to the number of stages ends the game.
    fn enter(&self, k: usize) -> Vec<Effect> {
        let mut out = vec![set_var(STAGE, c(k as i64))];
        if k >= self.g.stages.len() {
            return out;
        }
        out.extend([
            set_var(PASSES, c(0)),
            set_var(STAGE_TURNS, c(0)),
            set_var(HIGH_BET, c(0)),
            set_var(SKIP_NEXT, c(0)),
        ]);
        for p in self.players() {
            out.push(set_pattr(c(p), STOOD, c(0)));
            out.push(set_pattr(c(p), USED, c(0)));
            out.push(set_pattr(c(p), BET, c(0)));
        }
        out.push(set_var(CURRENT, self.first_unfolded()));
        let stage = &self.g.stages[k];
        for r in stage.rules.iter().filter(|r| r.computer) {
            out.extend(self.computer_command(r));
        }
        if stage.rules.iter().all(|r| r.computer) {
            out.extend(self.enter(k + 1));
        }
        out
    }

    /// A computer command: its consequents, done for the player to move; one with an
    /// antecedent repeats while it holds (at most a deck's worth of times: the dealer drawing
    /// to 17). Card antecedents look at the deck's top card.
    fn computer_command(&self, r: &ast::Rule) -> Vec<Effect> {
        let card = self.deck_top();
        let mut conds = Vec::new();
        let mut choice = None;
        for a in &r.antecedents {
            let (more, ch) = self.antecedent(a, Some(&card));
            conds.extend(more);
            choice = merge(choice, ch);
        }
        let choice = resolve(choice, r);
        // The turned-up card moves first: the consequents' deals would change the deck's top.
        let mut body = Vec::new();
        if let Some(dest) = choice.and_then(|ch| ch.dest) {
            body.push(Effect::MoveToZone {
                entity: card,
                zone: self.zone(dest),
                owner: self.owner(dest, cur()),
            });
        }
        body.extend(self.consequents(r, choice));
        if conds.is_empty() {
            return body;
        }
        vec![Effect::Repeat(
            c(CARDS_IN_DECK as i64),
            vec![Effect::If(and(conds), body, Vec::new())],
        )]
    }

    /// An antecedent's conditions on `card` (the chosen card, if the rule has one) and, for a
    /// card antecedent, where it sends the card.
    fn antecedent(&self, a: &Antecedent, card: Option<&E>) -> (Vec<E>, Option<CardChoice>) {
        let card_tests = |filter: &Option<u8>, cmp: Comparison, loc: Location| {
            let card = card.cloned().unwrap_or(E::Bound(Binding::Entity));
            let mut v = vec![self.compare(&card, cmp, loc, cur())];
            if let Some(r) = filter {
                v.insert(0, eq(attr(card, RANK), c(*r as i64)));
            }
            v
        };
        match a {
            Antecedent::Always => (Vec::new(), None),
            Antecedent::Show { filter, cmp, loc } => {
                (card_tests(filter, *cmp, *loc), Some(CardChoice { dest: None, against: *loc }))
            }
            Antecedent::Play { filter, cmp, loc, .. } => (
                card_tests(filter, *cmp, *loc),
                Some(CardChoice { dest: Some(*loc), against: *loc }),
            ),
            Antecedent::Draw => {
                (vec![f(Func::Gt, vec![self.size(Location::Deck, c(NULL)), c(0)])], None)
            }
            Antecedent::Tokens(o, n) => (vec![order(*o, pattr(cur(), TOKENS), c(*n as i64))], None),
            Antecedent::Sum(l, o, n) => (
                vec![order(*o, self.total(l.unwrap_or(Location::Hand), cur()), c(*n as i64))],
                None,
            ),
            Antecedent::Cards(l, o, n) => {
                (vec![order(*o, self.size(l.unwrap_or(Location::Hand), cur()), c(*n as i64))], None)
            }
            Antecedent::Have(comb) => (vec![self.has(&cur(), comb)], None),
        }
    }

    /// A rule's consequents as effects (the chosen card's own move comes last, by the caller).
    fn consequents(&self, r: &ast::Rule, choice: Option<CardChoice>) -> Vec<Effect> {
        let amount = r.antecedents.iter().find_map(|a| match a {
            Antecedent::Play { amount: Some(n), .. } => Some(*n),
            _ => None,
        });
        let clamp = |n: u32| n.min(MAX_AMOUNT) as i64;
        let cards = |n: u32| c(n.min(CARDS_IN_DECK as u32) as i64);
        let mut out = Vec::new();
        // Stakes go from the mover's tokens to the pot (never more than the mover has).
        let stake = |out: &mut Vec<Effect>, wanted: E| {
            out.push(set_var(
                STAKE,
                f(Func::Min, vec![f(Func::Max, vec![wanted, c(0)]), pattr(cur(), TOKENS)]),
            ));
            out.push(set_pattr(
                cur(),
                TOKENS,
                f(Func::Sub, vec![pattr(cur(), TOKENS), var(STAKE)]),
            ));
            out.push(set_pattr(cur(), BET, add(pattr(cur(), BET), var(STAKE))));
            out.push(set_var(
                POT,
                f(Func::Min, vec![add(var(POT), var(STAKE)), c(MAX_TOKENS * MAX_PLAYERS as i64)]),
            ));
            out.push(set_var(HIGH_BET, f(Func::Max, vec![var(HIGH_BET), pattr(cur(), BET)])));
        };
        let to_call = f(Func::Sub, vec![var(HIGH_BET), pattr(cur(), BET)]);
        for (cq, _) in &r.consequents {
            match cq {
                // The card's move is the caller's (see `CardChoice`); without a chosen card,
                // PLAY_IT plays the hand's last card onto T0.
                Consequent::PlayIt | Consequent::Discard(_) if choice.is_some() => {}
                Consequent::PlayIt | Consequent::Discard(_) => {
                    let dest = match cq {
                        Consequent::Discard(l) => *l,
                        _ => Location::Table(0),
                    };
                    out.push(Effect::MoveToZone {
                        entity: E::At(Box::new(self.top(Location::Hand, cur()))),
                        zone: self.zone(dest),
                        owner: self.owner(dest, cur()),
                    });
                }
                Consequent::Pass => out.push(set_pattr(cur(), STOOD, c(1))),
                Consequent::Fold => out.push(set_pattr(cur(), FOLDED, c(1))),
                Consequent::Bet(n) => stake(&mut out, c(clamp(n.or(amount).unwrap_or(1)))),
                Consequent::Call => stake(&mut out, to_call.clone()),
                Consequent::Raise(n) => {
                    stake(&mut out, add(to_call.clone(), c(clamp(n.or(amount).unwrap_or(1)))))
                }
                Consequent::Give(who, n) => {
                    for p in self.recipients(*who) {
                        out.push(set_pattr(
                            c(p),
                            TOKENS,
                            f(
                                Func::Min,
                                vec![add(pattr(c(p), TOKENS), c(clamp(*n))), c(MAX_TOKENS)],
                            ),
                        ));
                    }
                }
                Consequent::DealPlayer(who, n) => {
                    let round = self
                        .recipients(*who)
                        .into_iter()
                        .map(|p| self.deal_to(Location::Hand, c(p)))
                        .collect();
                    out.push(Effect::Repeat(cards(*n), round));
                }
                Consequent::DealTable(t, n) => out.push(Effect::Repeat(
                    cards(*n),
                    vec![self.deal_to(Location::Table(*t), c(NULL))],
                )),
                Consequent::Draw(n) => {
                    out.push(Effect::Repeat(cards(*n), vec![self.deal_to(Location::Hand, cur())]))
                }
                Consequent::Skip => out.push(set_var(SKIP_NEXT, c(1))),
                Consequent::Reverse => {
                    out.push(set_var(DIRECTION, f(Func::Neg, vec![var(DIRECTION)])))
                }
                Consequent::NextDraws(n) => out.push(Effect::Repeat(
                    cards(*n),
                    vec![self.deal_to(Location::Hand, self.next_in_stage(cur()))],
                )),
            }
        }
        out
    }

    fn recipients(&self, who: Recipient) -> Vec<i64> {
        match who {
            Recipient::All => self.players().collect(),
            Recipient::Player(p) => vec![p as i64 + 1],
        }
    }

    /// The bookkeeping every player action ends with; `useless` for the useless turn.
    fn end_of_turn(&self, useless: bool) -> Vec<Effect> {
        let s = self.g.stages.len();
        let mut out = vec![
            set_var(TURNS, add(var(TURNS), c(1))),
            set_var(STAGE_TURNS, add(var(STAGE_TURNS), c(1))),
            set_var(PASSES, if useless { add(var(PASSES), c(1)) } else { c(0) }),
            set_var(CURRENT, self.next_in_stage(cur())),
            Effect::If(
                eq(var(SKIP_NEXT), c(1)),
                vec![set_var(CURRENT, self.next_in_stage(cur())), set_var(SKIP_NEXT, c(0))],
                Vec::new(),
            ),
        ];
        let stage_over = or(vec![
            f(Func::Ge, vec![var(PASSES), self.in_stage_count()]),
            f(Func::Ge, vec![var(STAGE_TURNS), c(MAX_STAGE_TURNS)]),
        ]);
        // An else-chain, not a sequence of tests: entering stage k + 1 must not then match the
        // test for k + 1 and enter k + 2 in the same move.
        let advance = (0..s).rev().fold(Vec::new(), |rest, k| {
            vec![Effect::If(eq(var(STAGE), c(k as i64)), self.enter(k + 1), rest)]
        });
        out.push(Effect::If(stage_over, advance, Vec::new()));
        out.push(Effect::If(
            f(Func::Ge, vec![var(TURNS), c(MAX_TURNS)]),
            self.enter(s),
            Vec::new(),
        ));
        out
    }

    /// The score move's effects, once the last stage is over: each player's hand value, then
    /// score (the winning conditions' points). One move of its own, so that these large
    /// expressions appear once in the rules rather than in every action.
    fn scoring(&self) -> Vec<Effect> {
        let mut out = Vec::new();
        let wants_hands =
            self.g.winning.iter().any(|w| matches!(w, WinTerm::Points(_, PointsFor::BestHand)));
        if wants_hands {
            for p in self.players() {
                out.push(set_pattr(c(p), HAND_VALUE, self.hand_value(&c(p))));
            }
        }
        for p in self.players() {
            out.push(set_pattr(c(p), SCORE, self.score(p)));
        }
        out.push(set_var(SCORED, c(1)));
        out
    }

    fn score(&self, p: i64) -> E {
        let me = c(p);
        let playing = eq(pattr(me.clone(), FOLDED), c(0));
        let terms = self.g.winning.iter().filter_map(|w| {
            let WinTerm::Points(n, what) = w else { return None };
            let n = (*n).clamp(-MAX_POINTS, MAX_POINTS);
            let x = match what {
                PointsFor::EachToken => pattr(me.clone(), TOKENS),
                PointsFor::Finishing => playing.clone(),
                PointsFor::BestHand => {
                    let mut v = vec![playing.clone()];
                    for q in self.players().filter(|&q| q != p) {
                        v.push(or(vec![
                            f(Func::Ne, vec![pattr(c(q), FOLDED), c(0)]),
                            f(
                                Func::Ge,
                                vec![pattr(me.clone(), HAND_VALUE), pattr(c(q), HAND_VALUE)],
                            ),
                        ]));
                    }
                    and(v)
                }
                PointsFor::EachCard => self.size(Location::Hand, me.clone()),
                PointsFor::EmptyHand => eq(self.size(Location::Hand, me.clone()), c(0)),
                PointsFor::TotalUpTo(t) => {
                    let total = self.total(Location::Hand, me.clone());
                    if_e(f(Func::Le, vec![total.clone(), c(*t as i64)]), total, c(0))
                }
                PointsFor::Beating(l, t) => {
                    let mine = self.total(Location::Hand, me.clone());
                    let theirs = self.total(*l, me.clone());
                    and(vec![
                        playing.clone(),
                        f(Func::Le, vec![mine.clone(), c(*t as i64)]),
                        or(vec![
                            f(Func::Gt, vec![theirs.clone(), c(*t as i64)]),
                            f(Func::Gt, vec![mine, theirs]),
                        ]),
                    ])
                }
            };
            Some(f(Func::Mul, vec![c(n), x]))
        });
        sum(terms.collect())
    }

    fn build(&mut self) -> R<()> {
        // Action 0: the deal. Action 1: the useless turn. Action 2: the score. Then one per
        // player rule.
        let s = self.g.stages.len();
        let mut deal_effects = vec![Effect::Shuffle { zone: DECK, owner: c(NULL) }];
        deal_effects.extend(self.enter(0));
        self.actions.push(Action {
            name: "deal".into(),
            params: Vec::new(),
            uses_start: false,
            uses_target: true,
            conditions: vec![eq(E::Bound(Binding::Target), c(0))],
            effects: deal_effects,
            chainable: false,
            span: None,
        });
        self.actions.push(Action {
            name: "useless_turn".into(),
            params: Vec::new(),
            uses_start: false,
            uses_target: true,
            conditions: vec![eq(E::Bound(Binding::Target), c(0))],
            effects: self.end_of_turn(true),
            chainable: false,
            span: None,
        });
        self.actions.push(Action {
            name: "score".into(),
            params: Vec::new(),
            uses_start: false,
            uses_target: true,
            conditions: vec![eq(E::Bound(Binding::Target), c(0))],
            effects: self.scoring(),
            chainable: false,
            span: None,
        });
        self.phases.push(Phase {
            name: "score".into(),
            actors: (1..=self.n as u8).collect(),
            active: Some(f(Func::Ge, vec![var(STAGE), c(s as i64)])),
            actions: vec![2],
            mandatory: Vec::new(),
            before_effects: Vec::new(),
            post_conditions: Vec::new(),
        });
        self.phases.push(Phase {
            name: "deal".into(),
            actors: (1..=self.n as u8).collect(),
            active: Some(eq(var(STAGE), c(-1))),
            actions: vec![0],
            mandatory: Vec::new(),
            before_effects: Vec::new(),
            post_conditions: Vec::new(),
        });
        for (k, stage) in self.g.stages.iter().enumerate() {
            let mut actions = Vec::new();
            let mut mandatory = Vec::new();
            for (i, r) in stage.rules.iter().enumerate() {
                if r.computer {
                    continue;
                }
                let id = self.actions.len();
                let action = self.player_rule(k, i, r);
                self.actions.push(action);
                actions.push(id);
                if r.mandatory {
                    mandatory.push(id);
                }
            }
            let mut groups = Vec::new();
            if !mandatory.is_empty() {
                groups.push(mandatory);
            }
            if !actions.is_empty() {
                groups.push(actions.clone());
            }
            actions.push(1);
            self.phases.push(Phase {
                name: format!("stage {}", stage.number),
                actors: (1..=self.n as u8).collect(),
                active: Some(eq(var(STAGE), c(k as i64))),
                actions,
                mandatory: groups,
                before_effects: Vec::new(),
                post_conditions: Vec::new(),
            });
        }
        // Ends: the first empty hand, the last player who has not folded, the last stage.
        let over = eq(var(SCORED), c(1));
        if self.g.winning.iter().any(|w| matches!(w, WinTerm::FirstEmpty)) {
            let last = f(Func::LastMover, Vec::new());
            self.end.push(EndCondition {
                condition: and(vec![
                    f(Func::Ge, vec![var(STAGE), c(0)]),
                    eq(self.size(Location::Hand, last.clone()), c(0)),
                ]),
                result: Outcome::Winner(last),
            });
        }
        let unfolded: Vec<E> = self.players().map(|p| eq(pattr(c(p), FOLDED), c(0))).collect();
        self.end.push(EndCondition {
            condition: eq(sum(unfolded), c(1)),
            result: Outcome::Winner(sum(self
                .players()
                .map(|p| if_e(eq(pattr(c(p), FOLDED), c(0)), c(p), c(0)))
                .collect())),
        });
        let best = self.players().rev().fold(c(NULL), |rest, p| {
            let beats: Vec<E> = self
                .players()
                .filter(|&q| q != p)
                .map(|q| f(Func::Gt, vec![pattr(c(p), SCORE), pattr(c(q), SCORE)]))
                .collect();
            if_e(and(beats), c(p), rest)
        });
        self.end.push(EndCondition {
            condition: and(vec![over.clone(), f(Func::Ne, vec![best.clone(), c(NULL)])]),
            result: Outcome::Winner(best),
        });
        self.end.push(EndCondition { condition: over, result: Outcome::Draw });
        Ok(())
    }

    /// The action of rule `i` of stage `k`.
    fn player_rule(&self, k: usize, i: usize, r: &ast::Rule) -> Action {
        let mut conditions = Vec::new();
        let mut choice: Option<CardChoice> = None;
        let card = E::Bound(Binding::Entity);
        for a in &r.antecedents {
            let (conds, ch) = self.antecedent(a, Some(&card));
            conditions.extend(conds);
            choice = merge(choice, ch);
        }
        let choice = resolve(choice, r);
        let bit = 1i64 << i;
        if r.once {
            let used = f(Func::Div, vec![pattr(cur(), USED), c(bit)]);
            conditions.push(eq(f(Func::Mod, vec![used, c(2)]), c(0)));
        }
        let mut effects = Vec::new();
        if r.antecedents.iter().any(|a| matches!(a, Antecedent::Draw)) {
            effects.push(self.deal_to(Location::Hand, cur()));
        }
        effects.extend(self.consequents(r, choice));
        if r.once {
            effects.push(set_pattr(cur(), USED, add(pattr(cur(), USED), c(bit))));
        }
        let (uses_start, target) = match choice {
            Some(ch) => {
                // The card comes from the mover's hand; the move goes to where it is played,
                // or stays on the card when it is only shown.
                conditions.insert(
                    0,
                    f(Func::InZone, vec![E::Bound(Binding::Start), c(HAND as i64), cur()]),
                );
                if let Some(dest) = ch.dest {
                    effects.push(Effect::MoveToZone {
                        entity: card.clone(),
                        zone: self.zone(dest),
                        owner: self.owner(dest, cur()),
                    });
                    // The move's target is the destination's first slot, a constant: the
                    // searches try every target, and comparing each with `zone_end` (a walk
                    // along the zone) made them slow.
                    let target = match dest {
                        Location::Hand => E::Bound(Binding::Start),
                        _ => c(self.shared_first(dest) as i64),
                    };
                    (true, target)
                } else {
                    (true, E::Bound(Binding::Start))
                }
            }
            // A rule without a card is a move to a position of its own (one per rule), so
            // that its moves never share a key with another rule's.
            None => (false, c(2 + self.actions.len() as i64)),
        };
        conditions.push(eq(E::Bound(Binding::Target), target));
        effects.extend(self.end_of_turn(false));
        Action {
            name: format!("stage{}_rule{}", k, i),
            params: Vec::new(),
            uses_start,
            uses_target: true,
            conditions,
            effects,
            chainable: false,
            span: Some(r.span),
        }
    }

    fn finish(self) -> R<Game> {
        let n = self.n;
        let cap = CARDS_IN_DECK;
        let mut zones = Vec::new();
        let mut first = 1;
        let mut zone = |name: String, per_player: bool, visible_to: Visibility| {
            let instances = if per_player { n } else { 1 };
            zones.push(Zone { name, per_player, instances, capacity: cap, visible_to, first });
            first += instances * cap;
        };
        zone("deck".into(), false, Visibility::Nobody);
        zone("hand".into(), true, Visibility::Owner);
        for t in 0..self.tables {
            zone(format!("T{t}"), false, Visibility::All);
        }
        debug_assert_eq!(zones[FIRST_TABLE].first, self.shared_first(Location::Table(0)));
        // The deck in order (shuffled by the first move): suits in turn, ranks 2 to ace.
        let single = |rank: u8| {
            self.g
                .ranking
                .iter()
                .find(|e| matches!(&e.combination, Combination::Cards(c) if c.as_slice() == [rank]))
        };
        let setup = (0..CARDS_IN_DECK)
            .map(|i| {
                let (suit, rank) = ((i / 13) as i64, (i % 13) as u8 + 2);
                let (value, alt) = match single(rank) {
                    Some(e) => {
                        let v = e.value.min(1_000) as i64;
                        (v, e.alt.map_or(0, |a| (a.min(1_000) as i64 - v).max(0)))
                    }
                    None => (rank as i64, 0),
                };
                Placement {
                    kind: 0,
                    owner: NULL,
                    positions: vec![1 + i],
                    attrs: vec![
                        (RANK, rank as i64),
                        (SUIT, suit),
                        (VALUE, value),
                        (ALT, alt),
                        (ID, suit * 16 + rank as i64),
                    ],
                }
            })
            .collect();
        let int_attr =
            |name: &str| EntityAttr { name: name.into(), ty: Ty::Int, defaults: vec![0] };
        let pvar = |name: &str, values: Vec<i64>| PlayerAttr {
            name: name.into(),
            ty: Ty::Int,
            values,
            mutable: true,
        };
        let v = |name: &str, ty: Ty, initial: i64| Var { name: name.into(), ty, initial };
        let rules = StateRules {
            width: 1,
            height: 1,
            kinds: vec!["Card".into()],
            entity_attrs: ["rank", "suit", "value", "alt", "id"]
                .iter()
                .map(|a| int_attr(a))
                .collect(),
            player_attrs: ["tokens", "bet", "folded", "stood", "used", "score", "hand_value"]
                .iter()
                .map(|a| pvar(a, vec![0; n]))
                .collect(),
            vars: vec![
                v("current_player", Ty::Player, 1),
                v("turn_direction", Ty::Int, 1),
                v("stage", Ty::Int, -1),
                v("passes", Ty::Int, 0),
                v("turns", Ty::Int, 0),
                v("stage_turns", Ty::Int, 0),
                v("pot", Ty::Int, 0),
                v("high_bet", Ty::Int, 0),
                v("skip_next", Ty::Int, 0),
                v("scored", Ty::Int, 0),
                v("stake", Ty::Int, 0),
            ],
            current_player: CURRENT,
            turn_direction: Some(DIRECTION),
            actions: self.actions,
            phases: self.phases,
            setup,
            setup_effects: Vec::new(),
            end: self.end,
            zones,
            seed: 0,
            chance: true,
        };
        let board = Board::build(&BoardSpec::new(Shape::Rectangle { rows: 1, cols: 1 }))
            .map_err(|e| Diagnostic::error(format!("cannot build the board: {e}"), None))?;
        let name = self.g.title.clone().unwrap_or_else(|| "card game".into());
        let roles: Vec<String> = (0..n).map(|p| format!("Player {p}")).collect();
        Ok(crate::front::json::lower::state_driven_game(name, &roles, board, rules))
    }
}

/// The largest of some values (their first when there is one).
fn sum_max(v: Vec<E>) -> E {
    v.into_iter().reduce(|a, b| f(Func::Max, vec![a, b])).unwrap_or(c(0))
}

/// Two card antecedents of one rule are about the same card; the first PLAY says where it goes.
fn merge(old: Option<CardChoice>, new: Option<CardChoice>) -> Option<CardChoice> {
    match (old, new) {
        (None, x) | (x, None) => x,
        (Some(o), Some(n)) => Some(CardChoice { dest: o.dest.or(n.dest), against: o.against }),
    }
}

/// PLAY_IT plays the chosen card onto the location its antecedent compared with; DISCARD onto
/// the one it names (unless a PLAY antecedent already sent it somewhere).
fn resolve(choice: Option<CardChoice>, r: &ast::Rule) -> Option<CardChoice> {
    let mut ch = choice?;
    for (cq, _) in &r.consequents {
        match cq {
            Consequent::PlayIt => ch.dest = ch.dest.or(Some(ch.against)),
            Consequent::Discard(l) => ch.dest = ch.dest.or(Some(*l)),
            _ => {}
        }
    }
    Some(ch)
}
