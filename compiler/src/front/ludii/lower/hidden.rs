//! Ludii's hidden information ludemes: `(set Hidden ..)` as a start rule and as an effect,
//! `(is Hidden ..)`, `(sites Hidden ..)`, and `(note ..)`, the messages such games send their
//! players. See `game_ir::hidden::SetHidden` for what they mean.

use ludemic_runtime::hidden::{COUNT, INVISIBLE, ROTATION, STATE, VALUE, WHAT, WHO};

use super::{need, player_word, Args, Lowerer, R};
use crate::front::ludii::ast::Node;
use crate::game_ir::board::SiteType;
use crate::game_ir::hidden::SetHidden;
use crate::game_ir::{BoolExpr, Moves, PlayerRef, RegionExpr, SiteExpr};

/// Ludii's `HiddenData` words and the aspects they name.
const ASPECTS: &[(&str, u8)] = &[
    ("What", WHAT),
    ("Who", WHO),
    ("Count", COUNT),
    ("State", STATE),
    ("Value", VALUE),
    ("Rotation", ROTATION),
];

fn aspect_of(word: &str) -> Option<u8> {
    ASPECTS.iter().find(|(w, _)| *w == word).map(|&(_, a)| a)
}

impl Lowerer {
    /// The optional aspect word(s) of a hidden ludeme: one word, or a list for `set Hidden`
    /// (`{What State Value}`); `INVISIBLE` (the whole location) without any.
    fn hidden_aspects(&mut self, a: &mut Args<'_>, list_allowed: bool) -> R<u8> {
        let words: Vec<&str> = ASPECTS.iter().map(|(w, _)| *w).collect();
        if let Some(w) = a.word(&words) {
            return Ok(aspect_of(&w).expect("an aspect word"));
        }
        if !list_allowed {
            return Ok(INVISIBLE);
        }
        let Some(list) = a.list() else { return Ok(INVISIBLE) };
        let Node::List { items, .. } = list else { unreachable!("a list") };
        let mut mask = 0;
        for item in items {
            match item {
                Node::Word { value, .. } if aspect_of(value).is_some() => {
                    mask |= aspect_of(value).unwrap()
                }
                n => {
                    return self.error(
                        n.span(),
                        format!("`{}` is no hidden aspect", n.describe()),
                        "expected What, Who, Count, State, Value or Rotation",
                    )
                }
            }
        }
        Ok(mask)
    }

    /// The site type word of a hidden ludeme: the board's own, or `Cell` (the hands' type in
    /// Ludii whatever the board's: Aime hides a hand site as `Cell`), or none. The flags are
    /// kept per global site, so `Cell` on a board of vertices is read as naming hand sites.
    fn hidden_site_type(&mut self, a: &mut Args<'_>) -> R<()> {
        let Some((w, span)) = a.any_word_of(&["Cell", "Vertex", "Edge"]) else { return Ok(()) };
        let ty = match w.as_str() {
            "Cell" => SiteType::Cell,
            "Vertex" => SiteType::Vertex,
            _ => SiteType::Edge,
        };
        if ty != self.board().site_type && ty != SiteType::Cell {
            return self.error(
                span,
                format!("hidden flags on {w} sites of a board of another site type"),
                "ludemic keeps hidden flags for the board's own sites",
            );
        }
        Ok(())
    }

    /// `to:<who>`: a player or a set of them (`All`).
    fn hidden_to(&mut self, a: &mut Args<'_>, all_allowed: bool) -> R<PlayerRef> {
        let Some(n) = a.named("to") else {
            return self.error(a.span, format!("`({} ..)` needs `to:`", a.head), "expected to:P1");
        };
        let who = match n {
            Node::Word { value, .. } => player_word(value),
            Node::Call { head, .. } if head == "mover" => Some(PlayerRef::Mover),
            Node::Call { head, .. } if head == "next" => Some(PlayerRef::Next),
            Node::Call { head, .. } if head == "prev" => Some(PlayerRef::Prev),
            _ => None,
        };
        match who {
            Some(PlayerRef::All) if !all_allowed => self.error(
                n.span(),
                "`to:All` names several players here",
                "expected one player (Mover, Next, P1..)",
            ),
            Some(p) => {
                self.hidden_flags = true;
                Ok(p)
            }
            None => self.error(
                n.span(),
                format!("expected a player, found `{}`", n.describe()),
                "expected Mover, Next, Prev, All, P1..",
            ),
        }
    }

    /// The common arguments of `(set Hidden ..)`, as a start rule or an effect.
    fn set_hidden_args(&mut self, a: &mut Args<'_>) -> R<SetHidden> {
        if self.stacking {
            return self.error(
                a.span,
                "`(set Hidden ..)` in a stacking game",
                "ludemic keeps hidden flags per site, not per level of a stack, yet",
            );
        }
        let aspects = self.hidden_aspects(a, true)?;
        self.hidden_site_type(a)?;
        let level = match a.named("level") {
            Some(n) => Some(self.int(n)?),
            None => None,
        };
        let sites = match a.named("at") {
            Some(n) => RegionExpr::Single(self.site(n)?),
            None => {
                let n = need(self, a, "a region or at:<site>")?;
                self.region(n)?
            }
        };
        let value = match a.positional() {
            Some(n) => self.cond(n)?,
            None => BoolExpr::Const(true),
        };
        let to = self.hidden_to(a, true)?;
        Ok(SetHidden { aspects, sites, level, value, to })
    }

    /// `(set Hidden ..)` in `(start ..)` (start/set/hidden/SetHidden.java). The game applies
    /// these once every piece is placed: one written before a placement must not read the
    /// position (only fixed regions: a hand, the board, named regions).
    pub(super) fn start_hidden(&mut self, mut a: Args<'_>, placements_so_far: usize) -> R<()> {
        let rule = self.set_hidden_args(&mut a)?;
        a.finish(self)?;
        self.start_hidden.push((placements_so_far, rule));
        Ok(())
    }

    /// Refuses a `(set Hidden ..)` start rule that reads the position when a placement follows
    /// it (the game applies them after every placement).
    pub(super) fn check_start_hidden_order(
        &mut self,
        placements: usize,
        span: crate::diag::Span,
    ) -> R<()> {
        let early = self
            .start_hidden
            .iter()
            .any(|(before, rule)| *before < placements && !fixed_region(&rule.sites));
        if early {
            return self.error(
                span,
                "a `(set Hidden ..)` start rule that reads the position comes before a placement",
                "ludemic applies hidden start rules once every piece is placed",
            );
        }
        Ok(())
    }
}

/// Regions that do not depend on the position.
fn fixed_region(r: &RegionExpr) -> bool {
    match r {
        RegionExpr::Const(_)
        | RegionExpr::Board
        | RegionExpr::Hand(_)
        | RegionExpr::Named(_)
        | RegionExpr::Owned(..) => true,
        RegionExpr::Single(SiteExpr::Const(_)) => true,
        RegionExpr::Union(v) => v.iter().all(fixed_region),
        RegionExpr::Difference(a, b) | RegionExpr::Intersection(a, b) => {
            fixed_region(a) && fixed_region(b)
        }
        _ => false,
    }
}

/// `(set Hidden [<aspects>] [<type>] <region> | at:<site> [level:<int>] [<bool>] to:<who>)`
/// as an effect (effect/set/hidden/SetHidden.java).
pub fn set_hidden(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let rule = lw.set_hidden_args(a)?;
    Ok(Moves::SetHidden(Box::new(rule)))
}

/// `(is Hidden [<aspect>] [<type>] at:<site> [level:<int>] to:<who>)` (IsHidden*.java).
pub fn is_hidden(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let aspect = lw.hidden_aspects(a, false)?;
    lw.hidden_site_type(a)?;
    let site = match a.named("at") {
        Some(n) => lw.site(n)?,
        None => return lw.error(a.span, "`(is Hidden ..)` needs `at:`", "expected at:<site>"),
    };
    let level = match a.named("level") {
        Some(n) => Some(lw.int(n)?),
        None => None,
    };
    let to = lw.hidden_to(a, false)?;
    Ok(BoolExpr::IsHidden { aspect, site, level, to })
}

/// `(sites Hidden [<aspect>] [<type>] to:<who>)` (SitesHidden*.java).
pub fn sites_hidden(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let aspect = lw.hidden_aspects(a, false)?;
    lw.hidden_site_type(a)?;
    let to = lw.hidden_to(a, true)?;
    Ok(RegionExpr::Hidden { aspect, to })
}

/// `(note [player:<who>] <message> [to:<who>])` (Note.java): a message, which changes nothing.
pub fn note(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    for name in ["player", "to"] {
        if let Some(n) = a.named(name) {
            // Checked as a player, then dropped: the state does not keep messages.
            if !matches!(n, Node::Word { value, .. } if player_word(value).is_some())
                && !matches!(n.head(), Some("mover" | "next" | "prev" | "player"))
            {
                return lw.error(n.span(), "expected a player", "expected Mover, Next, P1..");
            }
        }
    }
    // The message: a string, or an integer or string expression (`(note (var ..))`).
    let _message = need(lw, a, "a message")?;
    Ok(Moves::Note)
}
