//! The syntax of a card game (docs/cards-spec.md), as parsed from `cards.pest`: what the text
//! says, with spans, before any meaning is given to it (that is `lower`'s job). `Display`
//! prints a game back as `.cards` text that parses to the same tree, so evolution can print the
//! games it finds and tests can check the round trip.

use std::fmt;

use crate::diag::Span;

#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub title: Option<String>,
    /// `Players: n`; the papers' default, 3, when absent.
    pub players: Option<(u32, Span)>,
    pub stages: Vec<Stage>,
    pub ranking: Vec<RankEntry>,
    pub winning: Vec<WinTerm>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stage {
    pub number: u32,
    pub rules: Vec<Rule>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    pub once: bool,
    pub mandatory: bool,
    pub computer: bool,
    /// Empty for `<Unconditional>`.
    pub antecedents: Vec<Antecedent>,
    pub consequents: Vec<(Consequent, Span)>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    SameRank,
    SameSuit,
    SameColour,
    /// The card's value against the location's top card's value (the ranking's values).
    Order(Order),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// The player's own hand.
    Hand,
    Deck,
    Table(u32),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Antecedent {
    Always,
    /// A card of the hand (of rank `filter`, if given) compares with the location's top card.
    Show {
        filter: Option<u8>,
        cmp: Comparison,
        loc: Location,
    },
    /// As `Show`, and the card is played onto the location; `amount` is the rule's stake for
    /// its token consequents.
    Play {
        amount: Option<u32>,
        filter: Option<u8>,
        cmp: Comparison,
        loc: Location,
    },
    /// The deck has a card; the player draws it.
    Draw,
    Tokens(Order, u32),
    /// The total of the hand's (or a location's) card values.
    Sum(Option<Location>, Order, u32),
    /// The number of cards in the hand (or a location).
    Cards(Option<Location>, Order, u32),
    Have(Combination),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recipient {
    All,
    /// 0-based, as the papers number players.
    Player(u32),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Consequent {
    PlayIt,
    Pass,
    Fold,
    Bet(Option<u32>),
    Call,
    Raise(Option<u32>),
    Give(Recipient, u32),
    DealPlayer(Recipient, u32),
    DealTable(u32, u32),
    Draw(u32),
    Skip,
    Reverse,
    NextDraws(u32),
    Discard(Location),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Combination {
    RoyalFlush,
    StraightFlush,
    FourOfAKind,
    FullHouse,
    Flush,
    Straight,
    ThreeOfAKind,
    TwoPair,
    Pair,
    /// Specific ranks (2..=14, ace high), all present (with repeats counted).
    Cards(Vec<u8>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct RankEntry {
    pub combination: Combination,
    pub value: u32,
    /// `or v`: a second value a single card may count as in totals (the ace's 1 or 11).
    pub alt: Option<u32>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointsFor {
    EachToken,
    Finishing,
    BestHand,
    EachCard,
    EmptyHand,
    TotalUpTo(u32),
    Beating(Location, u32),
}

#[derive(Clone, Debug, PartialEq)]
pub enum WinTerm {
    FirstEmpty,
    Points(i64, PointsFor),
}

// ---- Text ------------------------------------------------------------------------------------

/// The card names, by rank.
pub fn rank_name(rank: u8) -> String {
    match rank {
        14 => "Ace".into(),
        13 => "King".into(),
        12 => "Queen".into(),
        11 => "Jack".into(),
        r => r.to_string(),
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Order::Lt => "<",
            Order::Le => "<=",
            Order::Gt => ">",
            Order::Ge => ">=",
            Order::Eq => "=",
            Order::Ne => "!=",
        })
    }
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Comparison::SameRank => f.write_str("SAME_RANK"),
            Comparison::SameSuit => f.write_str("SAME_SUIT"),
            Comparison::SameColour => f.write_str("SAME_COLOUR"),
            Comparison::Order(o) => o.fmt(f),
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Hand => f.write_str("H"),
            Location::Deck => f.write_str("D"),
            Location::Table(i) => write!(f, "T{i}"),
        }
    }
}

impl fmt::Display for Recipient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Recipient::All => f.write_str("<all>"),
            Recipient::Player(p) => write!(f, "{p}"),
        }
    }
}

impl fmt::Display for Antecedent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // No comma after a card: `PLAY 7, > T0` would read 7 as the rule's amount.
        let filter = |r: &Option<u8>| r.map(|r| format!("{} ", rank_name(r))).unwrap_or_default();
        let at = |l: &Option<Location>| l.map(|l| format!("{l} ")).unwrap_or_default();
        match self {
            Antecedent::Always => f.write_str("ALWAYS"),
            Antecedent::Show { filter: r, cmp, loc } => write!(f, "SHOW {}{cmp} {loc}", filter(r)),
            Antecedent::Play { amount, filter: r, cmp, loc } => {
                let a = amount.map(|a| format!("{a}, ")).unwrap_or_default();
                write!(f, "PLAY {a}{}{cmp} {loc}", filter(r))
            }
            Antecedent::Draw => f.write_str("DRAW"),
            Antecedent::Tokens(o, n) => write!(f, "TOKENS {o} {n}"),
            Antecedent::Sum(l, o, n) => write!(f, "SUM {}{o} {n}", at(l)),
            Antecedent::Cards(l, o, n) => write!(f, "CARDS {}{o} {n}", at(l)),
            Antecedent::Have(c) => write!(f, "HAVE {c}"),
        }
    }
}

impl fmt::Display for Consequent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opt = |n: &Option<u32>| n.map(|n| format!(" {n}")).unwrap_or_default();
        match self {
            Consequent::PlayIt => f.write_str("PLAY_IT"),
            Consequent::Pass => f.write_str("PASS"),
            Consequent::Fold => f.write_str("FOLD"),
            Consequent::Bet(n) => write!(f, "BET{}", opt(n)),
            Consequent::Call => f.write_str("CALL"),
            Consequent::Raise(n) => write!(f, "RAISE{}", opt(n)),
            Consequent::Give(r, n) => write!(f, "GIVE Player: {r} Amount: {n} tokens"),
            Consequent::DealPlayer(r, n) => write!(f, "DEAL Player: {r} Amount: {n} cards"),
            Consequent::DealTable(t, n) => write!(f, "DEAL Table: {t} Amount: {n} cards"),
            Consequent::Draw(n) => write!(f, "DRAW {n}"),
            Consequent::Skip => f.write_str("SKIP"),
            Consequent::Reverse => f.write_str("REVERSE"),
            Consequent::NextDraws(n) => write!(f, "NEXT_DRAWS {n}"),
            Consequent::Discard(l) => write!(f, "DISCARD {l}"),
        }
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Combination::RoyalFlush => f.write_str("Royal flush"),
            Combination::StraightFlush => f.write_str("Straight flush"),
            Combination::FourOfAKind => f.write_str("Four of a kind"),
            Combination::FullHouse => f.write_str("Full house"),
            Combination::Flush => f.write_str("Flush"),
            Combination::Straight => f.write_str("Straight"),
            Combination::ThreeOfAKind => f.write_str("Three of a kind"),
            Combination::TwoPair => f.write_str("Two pair"),
            Combination::Pair => f.write_str("Pair"),
            Combination::Cards(ranks) => {
                f.write_str(&ranks.iter().map(|&r| rank_name(r)).collect::<Vec<_>>().join(" + "))
            }
        }
    }
}

impl fmt::Display for WinTerm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WinTerm::FirstEmpty => f.write_str("The first player with an empty hand wins"),
            WinTerm::Points(n, what) => {
                write!(f, "{n} points for ")?;
                match what {
                    PointsFor::EachToken => f.write_str("each token"),
                    PointsFor::Finishing => f.write_str("finishing the game"),
                    PointsFor::BestHand => f.write_str("the best hand"),
                    PointsFor::EachCard => f.write_str("each card in hand"),
                    PointsFor::EmptyHand => f.write_str("an empty hand"),
                    PointsFor::TotalUpTo(t) => write!(f, "a total up to {t}"),
                    PointsFor::Beating(l, t) => write!(f, "beating {l} up to {t}"),
                }
            }
        }
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(t) = &self.title {
            writeln!(f, "Game: {t}")?;
        }
        if let Some((p, _)) = self.players {
            writeln!(f, "Players: {p}")?;
        }
        for s in &self.stages {
            writeln!(f, "Stage {}", s.number)?;
            for r in &s.rules {
                if r.once {
                    f.write_str("PLAY ONLY ONCE ")?;
                }
                if r.mandatory {
                    f.write_str("MANDATORY ")?;
                }
                if r.computer {
                    f.write_str("COMPUTER COMMAND ")?;
                }
                if r.antecedents.is_empty() {
                    f.write_str("<Unconditional> ")?;
                } else {
                    let a: Vec<String> = r.antecedents.iter().map(|a| a.to_string()).collect();
                    write!(f, "if {} then ", a.join(" AND "))?;
                }
                let c: Vec<String> = r.consequents.iter().map(|(c, _)| c.to_string()).collect();
                writeln!(f, "{}", c.join(" AND "))?;
            }
        }
        writeln!(f, "Ranking")?;
        for e in &self.ranking {
            write!(f, "{} {}", e.combination, e.value)?;
            if let Some(a) = e.alt {
                write!(f, " or {a}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "Winning conditions")?;
        for w in &self.winning {
            writeln!(f, "{w}.")?;
        }
        Ok(())
    }
}
