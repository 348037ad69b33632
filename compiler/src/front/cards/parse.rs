//! `.cards` text → [`ast::Game`](super::ast::Game), through the pest grammar `cards.pest`.
//! A syntax error becomes one diagnostic at the furthest point the parser reached, naming the
//! words it expected there (from [`expected_words`], one entry per grammar rule).

use pest::iterators::Pair;
use pest::Parser;

use super::ast::*;
use crate::diag::{Diagnostic, FileId, Span};

#[derive(pest_derive::Parser)]
#[grammar = "front/cards/cards.pest"]
pub struct CardsParser;

type R<T> = Result<T, Diagnostic>;

/// How each grammar rule is named to a person when it was expected and not found.
fn expected_words(which: Rule) -> &'static str {
    match which {
        Rule::EOI => "the end of the text",
        Rule::title => "`Game:`",
        Rule::players => "`Players:`",
        Rule::stages | Rule::stage => "`Stage`",
        Rule::stages_heading => "`Stages and rules`",
        Rule::rule | Rule::modifier => "a rule (`if`, `<Unconditional>`, `PLAY ONLY ONCE`, `MANDATORY`, `COMPUTER COMMAND`)",
        Rule::play_only_once => "`PLAY ONLY ONCE`",
        Rule::mandatory => "`MANDATORY`",
        Rule::computer_command => "`COMPUTER COMMAND`",
        Rule::condition | Rule::unconditional => "`if` or `<Unconditional>`",
        Rule::antecedents | Rule::antecedent => {
            "an antecedent (`SHOW`, `PLAY`, `DRAW`, `TOKENS`, `SUM`, `CARDS`, `HAVE`, `ALWAYS`)"
        }
        Rule::consequents | Rule::consequent => "a consequent (`PLAY_IT`, `PASS`, `FOLD`, `BET`, `CALL`, `RAISE`, `GIVE`, `DEAL`, `DRAW`, `SKIP`, `REVERSE`, `NEXT_DRAWS`, `DISCARD`)",
        Rule::comparison => "a comparison (`<`, `<=`, `>`, `>=`, `=`, `!=`, `SAME_RANK`, `SAME_SUIT`, `SAME_COLOUR`)",
        Rule::order | Rule::ge | Rule::le | Rule::ne | Rule::lt | Rule::gt | Rule::eq => {
            "an order (`<`, `<=`, `>`, `>=`, `=`, `!=`)"
        }
        Rule::location | Rule::table | Rule::hand | Rule::deck => "a location (`H`, `D`, `T0`, `T1`, ...)",
        Rule::ranking => "`Ranking`",
        Rule::ranking_entry | Rule::combination | Rule::cards | Rule::card_name => {
            "a combination (`Pair`, `Flush`, ..., or cards such as `6 + 8 + Jack`)"
        }
        Rule::winning => "`Winning conditions`",
        Rule::win_term | Rule::points | Rule::first_empty => {
            "a winning condition (`N points for ...`, `The first player with an empty hand wins`)"
        }
        Rule::points_for => "what the points are for (`each token`, `finishing the game`, `the best hand`, `each card in hand`, `an empty hand`, `a total up to N`, `beating T0 up to N`)",
        Rule::recipient | Rule::all_players => "a player number or `<all>`",
        Rule::int | Rule::amount | Rule::signed_int => "a number",
        _ => "",
    }
}

/// Parses a whole game.
pub fn parse(file: FileId, text: &str) -> R<Game> {
    let mut pairs =
        CardsParser::parse(Rule::game, text).map_err(|e| syntax_error(file, text, e))?;
    let game = pairs.next().expect("the game rule matched");
    let b = Builder { file };
    b.game(game)
}

fn syntax_error(file: FileId, text: &str, e: pest::error::Error<Rule>) -> Diagnostic {
    let at = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let mut words: Vec<&str> = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            positives.iter().map(|&r| expected_words(r)).filter(|w| !w.is_empty()).collect()
        }
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    words.sort_unstable();
    words.dedup();
    let end = text[at..].char_indices().nth(1).map_or(text.len(), |(i, _)| at + i);
    let found = text[at..].split_whitespace().next().unwrap_or("");
    let message = if found.is_empty() {
        "unexpected end of the card game".to_string()
    } else {
        format!("unexpected `{}` in the card game", found.chars().take(30).collect::<String>())
    };
    let expected = if words.is_empty() { "something else".to_string() } else { words.join(" or ") };
    Diagnostic::error(message, Some(Span::new(file, at, end)))
        .with_label(format!("expected {expected}"))
}

struct Builder {
    file: FileId,
}

fn int(p: Pair<'_, Rule>) -> u32 {
    // The grammar allows at most 9 digits, so this always fits.
    p.as_str().parse().unwrap_or(u32::MAX)
}

impl Builder {
    fn span(&self, p: &Pair<'_, Rule>) -> Span {
        let s = p.as_span();
        Span::new(self.file, s.start(), s.end())
    }

    fn game(&self, p: Pair<'_, Rule>) -> R<Game> {
        let mut g = Game {
            title: None,
            players: None,
            stages: Vec::new(),
            ranking: Vec::new(),
            winning: Vec::new(),
        };
        for item in p.into_inner() {
            match item.as_rule() {
                Rule::title => {
                    g.title = item.into_inner().next().map(|t| t.as_str().trim().to_string())
                }
                Rule::players => {
                    let span = self.span(&item);
                    g.players = Some((int(item.into_inner().next().expect("a count")), span));
                }
                Rule::stages => {
                    for s in item.into_inner().filter(|s| s.as_rule() == Rule::stage) {
                        g.stages.push(self.stage(s)?);
                    }
                }
                Rule::ranking => {
                    for e in item.into_inner().filter(|e| e.as_rule() == Rule::ranking_entry) {
                        g.ranking.push(self.rank_entry(e));
                    }
                }
                Rule::winning => {
                    for t in item.into_inner() {
                        g.winning.push(self.win_term(t));
                    }
                }
                _ => {}
            }
        }
        Ok(g)
    }

    fn stage(&self, p: Pair<'_, Rule>) -> R<Stage> {
        let span = self.span(&p);
        let mut inner = p.into_inner();
        let number = int(inner.next().expect("a stage number"));
        let rules = inner.map(|r| self.rule(r)).collect::<R<Vec<_>>>()?;
        Ok(Stage { number, rules, span })
    }

    fn rule(&self, p: Pair<'_, Rule>) -> R<super::ast::Rule> {
        let span = self.span(&p);
        let mut rule = super::ast::Rule {
            once: false,
            mandatory: false,
            computer: false,
            antecedents: Vec::new(),
            consequents: Vec::new(),
            span,
        };
        for item in p.into_inner() {
            match item.as_rule() {
                Rule::modifier => match item.into_inner().next().expect("a modifier").as_rule() {
                    Rule::play_only_once => rule.once = true,
                    Rule::mandatory => rule.mandatory = true,
                    _ => rule.computer = true,
                },
                Rule::condition => {
                    if let Some(ants) = item.into_inner().find(|a| a.as_rule() == Rule::antecedents)
                    {
                        rule.antecedents = ants.into_inner().map(|a| self.antecedent(a)).collect();
                    }
                }
                Rule::consequents => {
                    for c in item.into_inner() {
                        let span = self.span(&c);
                        rule.consequents.push((self.consequent(c), span));
                    }
                }
                _ => {}
            }
        }
        Ok(rule)
    }

    fn antecedent(&self, p: Pair<'_, Rule>) -> Antecedent {
        let a = p.into_inner().next().expect("an antecedent");
        let which = a.as_rule();
        let mut amount = None;
        let mut filter = None;
        let mut cmp = None;
        let mut loc = None;
        let mut order = None;
        let mut number = 0;
        let mut combination = None;
        for x in a.into_inner() {
            match x.as_rule() {
                Rule::amount => amount = Some(int(x.into_inner().next().expect("a number"))),
                Rule::card_filter => filter = Some(card(x.into_inner().next().expect("a card"))),
                Rule::comparison => cmp = Some(comparison(x)),
                Rule::location => loc = Some(location(x)),
                Rule::order => order = Some(order_of(x)),
                Rule::int => number = int(x),
                Rule::combination => combination = Some(combination_of(x)),
                _ => {}
            }
        }
        let cmp = cmp.unwrap_or(Comparison::SameRank);
        let order = order.unwrap_or(Order::Eq);
        match which {
            Rule::show => Antecedent::Show { filter, cmp, loc: loc.unwrap_or(Location::Table(0)) },
            Rule::play => {
                Antecedent::Play { amount, filter, cmp, loc: loc.unwrap_or(Location::Table(0)) }
            }
            Rule::draw_card => Antecedent::Draw,
            Rule::tokens_test => Antecedent::Tokens(order, number),
            Rule::sum_test => Antecedent::Sum(loc, order, number),
            Rule::cards_test => Antecedent::Cards(loc, order, number),
            Rule::have => Antecedent::Have(combination.unwrap_or(Combination::Pair)),
            _ => Antecedent::Always,
        }
    }

    fn consequent(&self, p: Pair<'_, Rule>) -> Consequent {
        let c = p.into_inner().next().expect("a consequent");
        let which = c.as_rule();
        let mut ints = Vec::new();
        let mut recipient = None;
        let mut table = None;
        let mut loc = None;
        for x in c.into_inner() {
            match x.as_rule() {
                Rule::int => ints.push(int(x)),
                Rule::recipient => recipient = Some(recipient_of(x)),
                Rule::deal_player => {
                    recipient = Some(recipient_of(x.into_inner().next().expect("a recipient")))
                }
                Rule::deal_table => table = Some(int(x.into_inner().next().expect("a table"))),
                Rule::location => loc = Some(location(x)),
                _ => {}
            }
        }
        let first = ints.first().copied();
        match which {
            Rule::play_it => Consequent::PlayIt,
            Rule::pass => Consequent::Pass,
            Rule::fold => Consequent::Fold,
            Rule::bet => Consequent::Bet(first),
            Rule::call => Consequent::Call,
            Rule::raise => Consequent::Raise(first),
            Rule::give => Consequent::Give(recipient.unwrap_or(Recipient::All), first.unwrap_or(0)),
            Rule::deal => match table {
                Some(t) => Consequent::DealTable(t, first.unwrap_or(0)),
                None => {
                    Consequent::DealPlayer(recipient.unwrap_or(Recipient::All), first.unwrap_or(0))
                }
            },
            Rule::draw_cards => Consequent::Draw(first.unwrap_or(1)),
            Rule::skip => Consequent::Skip,
            Rule::reverse => Consequent::Reverse,
            Rule::next_draws => Consequent::NextDraws(first.unwrap_or(0)),
            _ => Consequent::Discard(loc.unwrap_or(Location::Table(0))),
        }
    }

    fn rank_entry(&self, p: Pair<'_, Rule>) -> RankEntry {
        let span = self.span(&p);
        let mut inner = p.into_inner();
        let combination = combination_of(inner.next().expect("a combination"));
        let value = int(inner.next().expect("a value"));
        let alt = inner.next().map(int);
        RankEntry { combination, value, alt, span }
    }

    fn win_term(&self, p: Pair<'_, Rule>) -> WinTerm {
        let t = p.into_inner().next().expect("a winning condition");
        if t.as_rule() == Rule::first_empty {
            return WinTerm::FirstEmpty;
        }
        let mut inner = t.into_inner();
        let n: i64 = inner.next().expect("points").as_str().parse().unwrap_or(0);
        let what = inner.next().expect("points for").into_inner().next().expect("a subject");
        let which = what.as_rule();
        let mut loc = Location::Table(0);
        let mut bound = 0;
        for x in what.into_inner() {
            match x.as_rule() {
                Rule::location => loc = location(x),
                Rule::int => bound = int(x),
                _ => {}
            }
        }
        WinTerm::Points(
            n,
            match which {
                Rule::each_token => PointsFor::EachToken,
                Rule::finishing => PointsFor::Finishing,
                Rule::best_hand => PointsFor::BestHand,
                Rule::each_card => PointsFor::EachCard,
                Rule::empty_hand => PointsFor::EmptyHand,
                Rule::total_up_to => PointsFor::TotalUpTo(bound),
                _ => PointsFor::Beating(loc, bound),
            },
        )
    }
}

fn card(p: Pair<'_, Rule>) -> u8 {
    match p.as_str() {
        "Ace" => 14,
        "King" => 13,
        "Queen" => 12,
        "Jack" => 11,
        n => n.parse().unwrap_or(2),
    }
}

fn comparison(p: Pair<'_, Rule>) -> Comparison {
    let c = p.into_inner().next().expect("a comparison");
    match c.as_rule() {
        Rule::same_rank => Comparison::SameRank,
        Rule::same_suit => Comparison::SameSuit,
        Rule::same_colour => Comparison::SameColour,
        _ => Comparison::Order(order_of(c)),
    }
}

fn order_of(p: Pair<'_, Rule>) -> Order {
    match p.into_inner().next().expect("an order").as_rule() {
        Rule::ge => Order::Ge,
        Rule::le => Order::Le,
        Rule::ne => Order::Ne,
        Rule::lt => Order::Lt,
        Rule::gt => Order::Gt,
        _ => Order::Eq,
    }
}

fn location(p: Pair<'_, Rule>) -> Location {
    let l = p.into_inner().next().expect("a location");
    match l.as_rule() {
        Rule::hand => Location::Hand,
        Rule::deck => Location::Deck,
        _ => Location::Table(l.into_inner().next().map_or(0, int)),
    }
}

fn recipient_of(p: Pair<'_, Rule>) -> Recipient {
    match p.into_inner().next() {
        Some(x) if x.as_rule() == Rule::int => Recipient::Player(int(x)),
        _ => Recipient::All,
    }
}

fn combination_of(p: Pair<'_, Rule>) -> Combination {
    let c = p.into_inner().next().expect("a combination");
    match c.as_rule() {
        Rule::royal_flush => Combination::RoyalFlush,
        Rule::straight_flush => Combination::StraightFlush,
        Rule::four_of_a_kind => Combination::FourOfAKind,
        Rule::full_house => Combination::FullHouse,
        Rule::flush => Combination::Flush,
        Rule::straight => Combination::Straight,
        Rule::three_of_a_kind => Combination::ThreeOfAKind,
        Rule::two_pair => Combination::TwoPair,
        Rule::pair => Combination::Pair,
        _ => Combination::Cards(c.into_inner().map(card).collect()),
    }
}
