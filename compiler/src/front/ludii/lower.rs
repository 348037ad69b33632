//! Lowering of an expanded Ludii game tree into the Game IR.
//!
//! Ludii matches arguments by type, not position, so each ludeme's lowering takes what it needs
//! from an [`Args`] bag (words, named arguments, calls by head) and anything left over is an
//! error naming it. Every ludeme goes through the table in `ludemes.rs`.

use super::ast::Node;
use super::fold::Folder;
use super::ludemes::{self, Kind, LowerFn};
use crate::diag::{Diagnostic, Span};
use crate::game_ir::board::{Board, Dir, DirSet, RelDir, SiteInfo, SiteType, StdRegion, WalkStep};
use crate::game_ir::*;

mod coord;
mod for_each_value;
mod hidden;
mod puzzle;

use coord::coord_in_play;
pub use for_each_value::{for_each_value, value_iterator};
pub use hidden::{is_hidden, note, set_hidden, sites_hidden};

/// Result of lowering one construct; the error has been recorded in the `Lowerer` already.
pub type R<T> = Result<T, Stop>;

/// Lowering of this construct failed (diagnostic recorded).
#[derive(Debug)]
pub struct Stop;

/// Lowering state: what has been declared so far, and the problems found.
pub struct Lowerer {
    pub diagnostics: Vec<Diagnostic>,
    /// Names of unsupported ludemes met.
    pub unsupported: Vec<String>,
    players: Vec<Player>,
    board: Option<Board>,
    containers: Vec<Container>,
    components: Vec<Component>,
    regions: Vec<Region>,
    tracks: Vec<Track>,
    /// Ludii's `Game.hasInternalLoopInTrack`: some track passes a site twice.
    tracks_loop_internally: bool,
    /// A `(trackSite Move ..)` reads `Game::on_track_indices`.
    on_track_indices: bool,
    /// `(map [<name>] { (pair <key> <value>) ... })`, in declaration order.
    maps: Vec<(Option<String>, Vec<(i64, i64)>)>,
    vars: Vec<String>,
    memories: Vec<Memory>,
    /// The memory of `State.sitesToRemove` when the game has `(remove .. at:EndOfTurn)`
    /// (see `Game::sequence_capture`; found before lowering, as `(sites ToClear)` may come first).
    sequence_capture: Option<usize>,
    /// The memory of `State.visited` when the game reads `(is Visited ..)` (see
    /// `Game::visited`), and the `(can Move ..)` calls it cannot lower (see `can_move`).
    visited: Option<usize>,
    can_moves_outside_then: Vec<Span>,
    /// How many `(can Move ..)` enclose the ludeme being lowered.
    in_can_move: usize,
    /// Ludii's vote strings, by id (see `Game::votes`).
    votes: Vec<String>,
    /// `(is Cycle)` is asked (see `Game::cycle_detection`).
    cycle_detection: bool,
    /// `(meta (no Repeat))` (see `Game::no_repeat`).
    no_repeat: bool,
    /// The relations of the `(count Steps ..)` met (see `Game::step_relation`).
    step_relations: Vec<DirSet>,
    /// Something sets Ludii's `GameType.NotAllPass` (see `Game::all_pass_draws`).
    not_all_pass: bool,
    /// Something sets Ludii's `GameType.Count` (see `Game::counts_pieces`).
    counts_pieces: bool,
    events: Vec<String>,
    stacking: bool,
    /// Something reads `(level)`: `(forEach Piece)` then goes through every level of the
    /// stacks (see `Moves::ForEachPiece::levels`).
    reads_level: bool,
    /// The board is Ludii's `(boardless ..)` (GameType.Boardless), which decides what
    /// `(sites Playable)` means.
    boardless: bool,
    /// The team of each player (see `Game::teams`), read before anything else is lowered.
    teams: Vec<u8>,
    uses_scores: bool,
    uses_piece_state: bool,
    /// Something gives or reads piece values (see `Game::uses_piece_value`).
    uses_piece_value: bool,
    phase_names: Vec<String>,
    dice: Option<Dice>,
    /// What `(pips)` reads: the value of the die `(forEach Die ..)` is at, while lowering its
    /// moves for that die (see `for_each_die`).
    pips: Option<IntExpr>,
    /// The game is a deduction puzzle: its regions and hints are read with its constraints
    /// (`puzzle.rs`).
    deduction_puzzle: bool,
    /// The `(do (roll) next:..)` below the play's top whose roll the phase makes
    /// (`nested_roll_play`), while the play is lowered.
    hoisted_roll: Option<Span>,
    /// Something sets or reads hidden flags (see `Game::hidden_flags`).
    hidden_flags: bool,
    /// The `(set Hidden ..)` start rules, each with the number of start rules read before it
    /// (see `hidden.rs`).
    start_hidden: Vec<(usize, crate::game_ir::hidden::SetHidden)>,
    /// How many `(forEach Value ..)` enclose the ludeme being lowered (see
    /// `for_each_value.rs`).
    in_for_each_value: usize,
}

/// A phase's play as [`Phase`] keeps it (see `Lowerer::play_moves`).
struct PlayRules {
    roll: Option<BoolExpr>,
    roll_then: Option<Moves>,
    moves: Moves,
    forced_pass: Option<Moves>,
}

impl PlayRules {
    fn plain(moves: Moves) -> PlayRules {
        PlayRules { roll: None, roll_then: None, moves, forced_pass: None }
    }
}

/// The arguments of one call, taken one by one.
pub struct Args<'n> {
    pub head: String,
    pub span: Span,
    items: Vec<Option<&'n Node>>,
}

impl<'n> Args<'n> {
    fn new(head: &str, span: Span, args: &'n [Node]) -> Args<'n> {
        let mut items: Vec<Option<&'n Node>> = args.iter().map(Some).collect();
        // `Cell (handSite ..)` (`(to Cell (handSite Mover))`, `(is Occupied Cell ..)`) and
        // `Cell (sites Hand ..)` (`(to Cell (sites Hand Mover))`): hands are containers of cells
        // in Ludii whatever the board's site type, so the word only restates the type of the
        // hand sites that follow.
        for k in 1..items.len() {
            if let (Some(Node::Word { value, .. }), Some(Node::Call { head, args, .. })) =
                (items[k - 1], items[k])
            {
                let hand_sites = head == "sites" && first_word(args) == Some("Hand");
                if value == "Cell" && (head == "handSite" || hand_sites) {
                    items[k - 1] = None;
                }
            }
        }
        Args { head: head.to_string(), span, items }
    }

    /// Takes the first bare word among `options`.
    pub fn word(&mut self, options: &[&str]) -> Option<String> {
        for slot in &mut self.items {
            if let Some(Node::Word { value, .. }) = slot {
                if options.contains(&value.as_str()) {
                    let v = value.clone();
                    *slot = None;
                    return Some(v);
                }
            }
        }
        None
    }

    /// Takes the first bare word among `options`, with its span.
    pub fn any_word_of(&mut self, options: &[&str]) -> Option<(String, Span)> {
        for slot in &mut self.items {
            if let Some(Node::Word { value, span }) = slot {
                if options.contains(&value.as_str()) {
                    let v = (value.clone(), *span);
                    *slot = None;
                    return Some(v);
                }
            }
        }
        None
    }

    /// Takes the first bare word, whatever it is.
    pub fn any_word(&mut self) -> Option<(String, Span)> {
        for slot in &mut self.items {
            if let Some(Node::Word { value, span }) = slot {
                let v = (value.clone(), *span);
                *slot = None;
                return Some(v);
            }
        }
        None
    }

    pub fn named(&mut self, name: &str) -> Option<&'n Node> {
        for slot in &mut self.items {
            if let Some(Node::Named { name: n, value, .. }) = slot {
                if n == name {
                    let v: &'n Node = value;
                    *slot = None;
                    return Some(v);
                }
            }
        }
        None
    }

    /// Takes the first call with this head.
    pub fn call(&mut self, head: &str) -> Option<&'n Node> {
        for slot in &mut self.items {
            if let Some(n) = *slot {
                if n.head() == Some(head) {
                    *slot = None;
                    return Some(n);
                }
            }
        }
        None
    }

    /// Takes the first call whose head is none of `heads`.
    pub fn call_except(&mut self, heads: &[&str]) -> Option<&'n Node> {
        for slot in &mut self.items {
            if let Some(n @ Node::Call { head, .. }) = *slot {
                if !heads.contains(&head.as_str()) {
                    *slot = None;
                    return Some(n);
                }
            }
        }
        None
    }

    /// Takes the next argument that is not named.
    pub fn positional(&mut self) -> Option<&'n Node> {
        for slot in &mut self.items {
            if let Some(n) = slot {
                if !matches!(n, Node::Named { .. }) {
                    let v: &'n Node = n;
                    *slot = None;
                    return Some(v);
                }
            }
        }
        None
    }

    /// Takes the first list argument (`{ .. }`).
    pub fn list(&mut self) -> Option<&'n Node> {
        for slot in &mut self.items {
            if let Some(n @ Node::List { .. }) = *slot {
                *slot = None;
                return Some(n);
            }
        }
        None
    }

    /// Takes the first integer argument.
    pub fn int(&mut self) -> Option<i64> {
        for slot in &mut self.items {
            if let Some(Node::Int { value, .. }) = slot {
                let v = *value;
                *slot = None;
                return Some(v);
            }
        }
        None
    }

    /// Takes the first string argument.
    pub fn string(&mut self) -> Option<String> {
        for slot in &mut self.items {
            if let Some(Node::Str { value, .. }) = slot {
                let v = value.clone();
                *slot = None;
                return Some(v);
            }
        }
        None
    }

    /// Whether a call with this head is among the arguments not taken yet.
    pub fn has_named(&self, name: &str) -> bool {
        self.items.iter().flatten().any(|n| matches!(n, Node::Named { name: n, .. } if n == name))
    }

    /// The first call with this head, left for a later `call`.
    pub fn peek_call(&self, head: &str) -> Option<&'n Node> {
        self.items.iter().flatten().copied().find(|n| n.head() == Some(head))
    }

    pub fn has_call(&self, head: &str) -> bool {
        self.items.iter().flatten().any(|n| n.head() == Some(head))
    }

    pub fn has_more(&self) -> bool {
        self.items.iter().any(|s| s.is_some())
    }

    /// Errors for every argument nobody took.
    pub fn finish(self, lw: &mut Lowerer) -> R<()> {
        let mut ok = true;
        for n in self.items.into_iter().flatten() {
            ok = false;
            lw.diagnostics.push(
                Diagnostic::error(
                    format!("unexpected argument `{}` in `({} ...)`", n.describe(), self.head),
                    Some(n.span()),
                )
                .with_label("not an argument this ludeme takes (or not supported by ludemic yet)"),
            );
        }
        if ok {
            Ok(())
        } else {
            Err(Stop)
        }
    }
}

/// The condition and the two values of a call `(if <cond> <a> <b>)` (no named argument).
fn if_args(node: &Node) -> Option<&[Node; 3]> {
    match node {
        Node::Call { head, args, .. }
            if head == "if" && args.iter().all(|a| !matches!(a, Node::Named { .. })) =>
        {
            args.as_slice().try_into().ok()
        }
        _ => None,
    }
}

/// Whether a `(to ..)` names a region (its first argument is a region ludeme) or filters one
/// (`if:`), rather than naming one site.
fn names_region(to: &Node) -> bool {
    let Node::Call { args, .. } = to else { return false };
    args.iter().any(|n| match n {
        Node::Named { name, .. } => name == "if",
        Node::Call { head, args, .. } => {
            ludemes::find(head, first_word(args)).is_some_and(|l| l.kind == Kind::Region)
        }
        _ => false,
    })
}

fn first_word(args: &[Node]) -> Option<&str> {
    match args.first() {
        Some(Node::Word { value, .. }) => Some(value),
        _ => None,
    }
}

/// The name of the memory kept for `State.sitesToRemove` (no `(values Remembered ..)` can name it).
const TO_CLEAR_MEMORY: &str = "(sites ToClear)";

/// The name of the memory kept for `State.visited` (see `Game::visited`).
const VISITED_MEMORY: &str = "(is Visited)";

/// Whether some call in the tree satisfies `is` (given its head and arguments): for Ludii's
/// game flags, which a ludeme anywhere sets for the whole game.
fn any_call(n: &Node, is: &dyn Fn(&str, &[Node]) -> bool) -> bool {
    match n {
        Node::Call { head, args, .. } => is(head, args) || args.iter().any(|a| any_call(a, is)),
        Node::List { items, .. } => items.iter().any(|a| any_call(a, is)),
        Node::Named { value, .. } => any_call(value, is),
        _ => false,
    }
}

/// Whether a `(remove .. at:EndOfTurn)` appears anywhere (Remove.java's `gameFlags`: Ludii's
/// `GameType.SequenceCapture` is a flag of the whole game).
fn removes_at_end_of_turn(n: &Node) -> bool {
    any_call(n, &|head, args| {
        head == "remove"
            && args.iter().any(|a| {
                matches!(a, Node::Named { name, value, .. }
                    if name == "at" && matches!(&**value, Node::Word { value, .. } if value == "EndOfTurn"))
            })
    })
}

/// `(do (roll) next:..)` or `(do (if <cond> (roll)) next:..)`: moves generated after rolling the
/// dice (always, or when the condition holds).
fn is_roll_do(n: &Node) -> bool {
    let Node::Call { head, args, .. } = n else { return false };
    let is_roll = |x: &Node| x.head() == Some("roll");
    let rolls_if = |x: &Node| match x {
        Node::Call { head, args, .. } if head == "if" => args.get(1).is_some_and(is_roll),
        _ => false,
    };
    head == "do" && args.first().is_some_and(|x| is_roll(x) || rolls_if(x))
}

/// The roll `do`s ([`is_roll_do`]) below `n` through `(if ..)` branches and the moves of
/// `(do <moves> ifAfterwards:..)`, each with the conditions on its path and whether each holds
/// there (false in an `if`'s otherwise branch).
fn nested_rolls<'n>(
    n: &'n Node,
    path: &mut Vec<(&'n Node, bool)>,
    found: &mut Vec<(&'n Node, Vec<(&'n Node, bool)>)>,
) {
    if is_roll_do(n) {
        found.push((n, path.clone()));
        return;
    }
    let Node::Call { head, args, .. } = n else { return };
    let positional: Vec<&Node> = args
        .iter()
        .filter(|a| !matches!(a, Node::Named { .. }) && a.head() != Some("then"))
        .collect();
    match (head.as_str(), positional.as_slice()) {
        ("if", [c, branches @ ..]) => {
            for (i, b) in branches.iter().enumerate() {
                path.push((c, i == 0));
                nested_rolls(b, path, found);
                path.pop();
            }
        }
        // With `next:`, the roll would come after the prior moves are played.
        ("do", [prior])
            if !args.iter().any(|a| matches!(a, Node::Named { name, .. } if name == "next")) =>
        {
            nested_rolls(prior, path, found)
        }
        _ => {}
    }
}

/// Whether a condition reads the dice (their values, pips, faces).
fn reads_dice(n: &Node) -> bool {
    any_call(n, &|head, args| {
        let first = first_word(args);
        matches!(head, "pips" | "face" | "roll")
            || (head == "count" && first == Some("Pips"))
            || (head == "all" && matches!(first, Some("DiceEqual" | "DiceUsed")))
            || (head == "is" && first == Some("AnyDie"))
    })
}

/// Whether `(is Visited ..)` appears anywhere (IsVisited.java's `GameType.Visited`).
fn reads_visited(n: &Node) -> bool {
    any_call(n, &|head, args| {
        head == "is" && matches!(args.first(), Some(Node::Word { value, .. }) if value == "Visited")
    })
}

/// The spans of the `(can Move ..)` calls outside every `(then ..)`: in a game that reads
/// `(is Visited ..)`, CanMove.java marks the last move's sites while it looks and unmarks them
/// after, which changes the state where legal moves are generated (see `can_move`).
fn can_moves_outside_then(n: &Node, in_then: bool, out: &mut Vec<Span>) {
    match n {
        Node::Call { head, args, span, .. } => {
            let is_can_move = head == "can"
                && matches!(args.first(), Some(Node::Word { value, .. }) if value == "Move");
            if is_can_move && !in_then {
                out.push(*span);
            }
            let in_then = in_then || head == "then";
            args.iter().for_each(|a| can_moves_outside_then(a, in_then, out));
        }
        Node::List { items, .. } => {
            items.iter().for_each(|a| can_moves_outside_then(a, in_then, out))
        }
        Node::Named { value, .. } => can_moves_outside_then(value, in_then, out),
        _ => {}
    }
}

/// Whether a `(from <site> level:<int>)` appears anywhere: FromTo.java flags the whole game
/// `GameType.Stacking` for a move from a level (so its sites keep stacks, Petol's too).
fn moves_from_a_level(n: &Node) -> bool {
    match n {
        Node::Call { head, args, .. } => {
            (head == "from"
                && args.iter().any(|a| matches!(a, Node::Named { name, .. } if name == "level")))
                || args.iter().any(moves_from_a_level)
        }
        Node::List { items, .. } => items.iter().any(moves_from_a_level),
        Node::Named { value, .. } => moves_from_a_level(value),
        _ => false,
    }
}

/// Lowers the `(game ...)` tree.
pub fn lower_game(game: &Node) -> Result<Game, Lowerer> {
    let mut lw = Lowerer {
        diagnostics: Vec::new(),
        unsupported: Vec::new(),
        players: Vec::new(),
        board: None,
        containers: Vec::new(),
        components: Vec::new(),
        regions: Vec::new(),
        tracks: Vec::new(),
        tracks_loop_internally: false,
        on_track_indices: false,
        maps: Vec::new(),
        vars: Vec::new(),
        memories: Vec::new(),
        sequence_capture: None,
        visited: None,
        can_moves_outside_then: Vec::new(),
        in_can_move: 0,
        votes: Vec::new(),
        cycle_detection: false,
        no_repeat: false,
        step_relations: Vec::new(),
        not_all_pass: false,
        counts_pieces: false,
        events: Vec::new(),
        stacking: false,
        reads_level: false,
        boardless: false,
        teams: Vec::new(),
        uses_scores: false,
        uses_piece_state: false,
        uses_piece_value: false,
        phase_names: Vec::new(),
        dice: None,
        pips: None,
        deduction_puzzle: false,
        hoisted_roll: None,
        hidden_flags: false,
        start_hidden: Vec::new(),
        in_for_each_value: 0,
    };
    lw.stacking = moves_from_a_level(game);
    if removes_at_end_of_turn(game) {
        lw.sequence_capture = Some(lw.memory_slot(TO_CLEAR_MEMORY));
    }
    if reads_visited(game) {
        lw.visited = Some(lw.memory_slot(VISITED_MEMORY));
        can_moves_outside_then(game, false, &mut lw.can_moves_outside_then);
    }
    match lw.game(game) {
        Ok(g) if lw.diagnostics.is_empty() => Ok(g),
        _ => {
            if lw.diagnostics.is_empty() {
                lw.diagnostics
                    .push(Diagnostic::error("could not lower the game", Some(game.span())));
            }
            Err(lw)
        }
    }
}

impl Lowerer {
    pub fn error<T>(
        &mut self,
        span: Span,
        message: impl Into<String>,
        label: impl Into<String>,
    ) -> R<T> {
        self.diagnostics.push(Diagnostic::error(message, Some(span)).with_label(label));
        Err(Stop)
    }

    fn unsupported<T>(&mut self, node: &Node, name: &str) -> R<T> {
        self.unsupported_at(node.span(), name)
    }

    fn unsupported_at<T>(&mut self, span: Span, name: &str) -> R<T> {
        if !self.unsupported.iter().any(|u| u == name) {
            self.unsupported.push(name.to_string());
        }
        self.error(
            span,
            format!("unsupported ludeme `({name} ...)`"),
            format!("ludemic does not support `{name}` yet"),
        )
    }

    fn split<'n>(&mut self, node: &'n Node, what: &str) -> R<(&'n str, Args<'n>)> {
        match node {
            Node::Call { head, args, span, .. } => {
                Ok((head.as_str(), Args::new(head, *span, args)))
            }
            _ => self.error(
                node.span(),
                format!("expected {what}, found `{}`", node.describe()),
                format!("expected {what}"),
            ),
        }
    }

    /// Looks a call up in the ludeme table, checking it is of the expected kind. `None`: the
    /// ludeme is unsupported (reported); moves, conditions and regions go on with a placeholder,
    /// so one pass names most unsupported ludemes of a game (the game still fails to lower).
    /// Integers and sites stop: a made-up number could steer compile-time work (a region
    /// expanded by `-1` steps).
    fn lookup(&mut self, node: &Node, kind: Kind, what: &str) -> R<Option<LowerFn>> {
        let Node::Call { head, args, .. } = node else {
            return self.error(
                node.span(),
                format!("expected {what}, found `{}`", node.describe()),
                format!("expected {what}"),
            );
        };
        let fw = first_word(args);
        let name = ludemes::display_name(head, fw);
        match ludemes::find(head, fw) {
            Some(l) if l.kind == kind => Ok(Some(l.lower)),
            Some(_) if head == "and" || head == "or" || head == "if" => {
                Ok(Some(LowerFn::Structural))
            }
            Some(l) => self.error(
                node.span(),
                format!("expected {what}, found `({name} ...)`, which is {}", kind_name(l.kind)),
                format!("expected {what}"),
            ),
            None => {
                let _ = self.unsupported::<()>(node, &name);
                Ok(None)
            }
        }
    }

    fn args_after_word<'n>(node: &'n Node) -> Args<'n> {
        let Node::Call { head, args, span, .. } = node else { unreachable!() };
        let mut a = Args::new(head, *span, args);
        if ludemes::find(head, first_word(args)).is_some_and(|l| l.name.contains(' ')) {
            // The family word selected the ludeme; keep it in the head ("sites Top").
            if let Some((w, _)) = a.any_word() {
                a.head = format!("{head} {w}");
            }
        }
        a
    }

    // ---- expressions ----

    pub fn moves(&mut self, node: &Node) -> R<Moves> {
        let Some(f) = self.lookup(node, Kind::Moves, "a moves ludeme")? else {
            return Ok(Moves::Pass);
        };
        let mut a = Self::args_after_word(node);
        let m = match f {
            LowerFn::Moves(f) => f(self, &mut a)?,
            _ => {
                return self.error(
                    node.span(),
                    format!("expected a moves ludeme, found `{}`", node.describe()),
                    "expected moves",
                )
            }
        };
        let m = self.with_then(m, &mut a)?;
        a.finish(self)?;
        Ok(m)
    }

    /// Wraps `m` with the `(then ...)` argument if there is one.
    fn with_then(&mut self, m: Moves, a: &mut Args<'_>) -> R<Moves> {
        match a.call("then") {
            Some(t) => {
                let (_, mut ta) = self.split(t, "(then ...)")?;
                let inner = match ta.positional() {
                    Some(n) => self.moves(n)?,
                    None => return self.error(t.span(), "empty `(then)`", "expected consequences"),
                };
                ta.finish(self)?;
                Ok(Moves::Then { moves: Box::new(m), then: Box::new(inner) })
            }
            None => Ok(m),
        }
    }

    pub fn cond(&mut self, node: &Node) -> R<BoolExpr> {
        if let Node::Bool { value, .. } = node {
            return Ok(BoolExpr::Const(*value));
        }
        if let Node::Call { head, args, span, .. } = node {
            if head == "and" || head == "or" {
                let mut parts = Vec::new();
                for a in args {
                    match a {
                        Node::List { items, .. } => {
                            for i in items {
                                parts.push(self.cond(i)?);
                            }
                        }
                        n => parts.push(self.cond(n)?),
                    }
                }
                let _ = span;
                return Ok(if head == "and" { BoolExpr::And(parts) } else { BoolExpr::Or(parts) });
            }
            if head == "if"
                && (2..=3).contains(&args.len())
                && args.iter().all(|a| !matches!(a, Node::Named { .. }))
            {
                // Ludii's boolean `If` (functions/booleans/math/If.java): `ok` when the condition
                // holds, else `notOk`, else false.
                let c = self.cond(&args[0])?;
                let ok = self.cond(&args[1])?;
                let not_ok = match args.get(2) {
                    Some(n) => self.cond(n)?,
                    None => BoolExpr::Const(false),
                };
                return Ok(BoolExpr::Or(vec![
                    BoolExpr::And(vec![c.clone(), ok]),
                    BoolExpr::And(vec![BoolExpr::Not(Box::new(c)), not_ok]),
                ]));
            }
        }
        let Some(f) = self.lookup(node, Kind::Bool, "a condition")? else {
            return Ok(BoolExpr::Const(false));
        };
        let mut a = Self::args_after_word(node);
        let c = match f {
            LowerFn::Bool(f) => f(self, &mut a)?,
            _ => {
                return self.error(
                    node.span(),
                    format!("expected a condition, found `{}`", node.describe()),
                    "expected a condition",
                )
            }
        };
        a.finish(self)?;
        Ok(c)
    }

    pub fn int(&mut self, node: &Node) -> R<IntExpr> {
        if let Some([c, a, b]) = if_args(node) {
            let c = self.cond(c)?;
            return Ok(IntExpr::If(Box::new(c), Box::new(self.int(a)?), Box::new(self.int(b)?)));
        }
        match node {
            Node::Int { value, .. } => return Ok(IntExpr::Const(*value)),
            // Ludii's constants for no site (Constants.OFF), no value (Constants.UNDEFINED, what
            // an unset variable holds) and a track's `End` element.
            Node::Word { value, .. } if value == "Off" || value == "Undefined" => {
                return Ok(IntExpr::Const(-1))
            }
            Node::Word { value, .. } if value == "End" => {
                return Ok(IntExpr::Const(crate::game_ir::TRACK_END))
            }
            Node::Word { value, .. } if value == "Infinity" => {
                return Ok(IntExpr::Const(crate::game_ir::INFINITY))
            }
            Node::Word { value, span } => {
                return match player_word(value) {
                    Some(p) => Ok(IntExpr::Player(p)),
                    None => self.error(
                        *span,
                        format!("expected an integer, found `{value}`"),
                        "expected an integer",
                    ),
                }
            }
            Node::Call { head, args, .. } => {
                if let Some(l) = ludemes::find(head, first_word(args)) {
                    if l.kind == Kind::Site {
                        return Ok(IntExpr::Site(self.site(node)?));
                    }
                }
            }
            _ => {}
        }
        let Some(f) = self.lookup(node, Kind::Int, "an integer")? else { return Err(Stop) };
        let mut a = Self::args_after_word(node);
        let v = match f {
            LowerFn::Int(f) => f(self, &mut a)?,
            _ => {
                return self.error(
                    node.span(),
                    format!("expected an integer, found `{}`", node.describe()),
                    "expected an integer",
                )
            }
        };
        a.finish(self)?;
        Ok(v)
    }

    pub fn site(&mut self, node: &Node) -> R<SiteExpr> {
        match node {
            Node::Int { value, .. } if *value >= 0 => return Ok(SiteExpr::Const(*value as usize)),
            Node::Str { value, span } => return self.label(value, *span).map(SiteExpr::Const),
            Node::Call { head, args, .. }
                if head == "count" && first_word(args) == Some("Pips") =>
            {
                // Ludii's sites are ints; the pips are the one int ludemic takes as a site.
                count_pips(self, &mut Self::args_after_word(node))?;
                return Ok(SiteExpr::Pips);
            }
            Node::Call { head, args, .. }
                if ludemes::find(head, first_word(args)).is_some_and(|l| l.kind == Kind::Int)
                    || if_args(node).is_some() =>
            {
                // Ludii's sites are ints: `(var "Replay")`, `(+ (to) 1)` name sites too.
                return Ok(SiteExpr::Int(Box::new(self.int(node)?)));
            }
            _ => {}
        }
        let Some(f) = self.lookup(node, Kind::Site, "a site")? else { return Err(Stop) };
        let mut a = Self::args_after_word(node);
        let v = match f {
            LowerFn::Site(f) => f(self, &mut a)?,
            _ => {
                return self.error(
                    node.span(),
                    format!("expected a site, found `{}`", node.describe()),
                    "expected a site",
                )
            }
        };
        a.finish(self)?;
        Ok(v)
    }

    pub fn region(&mut self, node: &Node) -> R<RegionExpr> {
        match node {
            Node::List { items, .. } => {
                // Ludii's `SitesCustom`: constant sites, or sites computed in the state.
                let mut sites = Vec::new();
                let mut computed = Vec::new();
                for i in items {
                    match i {
                        Node::Str { value, span } => sites.push(self.label(value, *span)?),
                        Node::Int { value, .. } if *value >= 0 => sites.push(*value as usize),
                        n @ Node::Call { .. } => computed.push(RegionExpr::Single(self.site(n)?)),
                        n => {
                            return self.error(
                                n.span(),
                                format!("expected a site label, found `{}`", n.describe()),
                                "expected \"A1\" or a site number",
                            )
                        }
                    }
                }
                sites.sort_unstable();
                if computed.is_empty() {
                    return Ok(RegionExpr::Const(sites));
                }
                if !sites.is_empty() {
                    computed.push(RegionExpr::Const(sites));
                }
                return Ok(if computed.len() == 1 {
                    computed.pop().unwrap()
                } else {
                    RegionExpr::Union(computed)
                });
            }
            Node::Str { value, span } => {
                // SitesEquipmentRegion.java without a player: every region of that name,
                // whoever owns it (Lobudok's side holes, one region per player).
                let mut named: Vec<RegionExpr> = (0..self.regions.len())
                    .filter(|&i| self.regions[i].name.as_deref() == Some(value))
                    .map(RegionExpr::Named)
                    .collect();
                if named.len() > 1 {
                    return Ok(RegionExpr::Union(named));
                }
                if let Some(r) = named.pop() {
                    return Ok(r);
                }
                return Ok(RegionExpr::Const(vec![self.label(value, *span)?]));
            }
            Node::Call { head, args, .. } => {
                if head == "count" && first_word(args) == Some("Pips") {
                    return Ok(RegionExpr::Single(self.site(node)?));
                }
                if head == "if"
                    && (2..=3).contains(&args.len())
                    && args.iter().all(|a| !matches!(a, Node::Named { .. }))
                {
                    // Ludii's region `If` (functions/region/math/If.java): no else is the empty region.
                    let c = self.cond(&args[0])?;
                    let ok = self.region(&args[1])?;
                    let not_ok = match args.get(2) {
                        Some(n) => self.region(n)?,
                        None => RegionExpr::Const(Vec::new()),
                    };
                    return Ok(RegionExpr::If(Box::new(c), Box::new(ok), Box::new(not_ok)));
                }
                if let Some(l) = ludemes::find(head, first_word(args)) {
                    // Ludii's sites are ints: `(difference (sites Board) (var "Store"))`.
                    if l.kind == Kind::Site || l.kind == Kind::Int {
                        return Ok(RegionExpr::Single(self.site(node)?));
                    }
                }
            }
            // A site number is the region of that one site: `(from 2)`, `(difference .. 12)`.
            Node::Int { value, .. } if *value >= 0 => {
                return Ok(RegionExpr::Const(vec![*value as usize]))
            }
            _ => {}
        }
        let Some(f) = self.lookup(node, Kind::Region, "a region")? else {
            return Ok(RegionExpr::Const(Vec::new()));
        };
        let mut a = Self::args_after_word(node);
        let v = match f {
            LowerFn::Region(f) => f(self, &mut a)?,
            _ => {
                return self.error(
                    node.span(),
                    format!("expected a region, found `{}`", node.describe()),
                    "expected a region",
                )
            }
        };
        a.finish(self)?;
        Ok(v)
    }

    fn board(&self) -> &Board {
        self.board.as_ref().expect("the board is lowered before rules")
    }

    fn label(&mut self, label: &str, span: Span) -> R<usize> {
        match self.board.as_ref().and_then(|b| b.site_of_label(label)) {
            Some(s) => Ok(s),
            None => self.error(
                span,
                format!("unknown site `{label}`"),
                "expected a coordinate of the board, like \"A1\"",
            ),
        }
    }

    /// A constant region evaluated at compile time (board regions in equipment and start rules).
    fn const_region(&mut self, node: &Node) -> R<Vec<usize>> {
        let r = self.region(node)?;
        match self.fold_region_with(&r, true) {
            Some(v) => Ok(v),
            None => self.error(
                node.span(),
                "expected a region known before the game starts",
                "this region depends on the state",
            ),
        }
    }

    /// A constant site evaluated at compile time (`(set Count at:..)`, `(expand origin:..)`).
    fn const_site(&mut self, node: &Node) -> R<usize> {
        let site = self.site(node)?;
        match self.fold_site(&site) {
            Some(s) => Ok(s),
            None => self.error(
                node.span(),
                "expected a site known before the game starts",
                "this site depends on the state",
            ),
        }
    }

    fn fold_region(&self, r: &RegionExpr) -> Option<Vec<usize>> {
        self.fold_region_with(r, false)
    }

    /// Folds a region to its sites when it does not depend on the state (see `fold`). A fixed
    /// player's regions (`(sites P1 "Home")`) fold only when `owned` (regions the game needs
    /// before it starts, such as start rules'): elsewhere the IR keeps them by name, as printed.
    fn fold_region_with(&self, r: &RegionExpr, owned: bool) -> Option<Vec<usize>> {
        self.folder(owned).region(r)
    }

    /// Folds a site that does not depend on the state; `None` also when it is no site.
    fn fold_site(&self, s: &SiteExpr) -> Option<usize> {
        usize::try_from(self.folder(false).site(s)?).ok()
    }

    fn folder(&self, owned: bool) -> Folder<'_> {
        Folder {
            board: self.board.as_ref(),
            regions: &self.regions,
            containers: &self.containers,
            owned,
            site: None,
        }
    }

    fn player_ref(&mut self, node: &Node) -> R<PlayerRef> {
        match node {
            Node::Word { value, span } => match player_word(value) {
                Some(p) => Ok(p),
                None => self.error(
                    *span,
                    format!("expected a player, found `{value}`"),
                    "expected Mover, Next, P1...",
                ),
            },
            Node::Call { head, .. } if head == "mover" => Ok(PlayerRef::Mover),
            Node::Call { head, .. } if head == "next" => Ok(PlayerRef::Next),
            Node::Int { value, .. } => Ok(PlayerRef::Id(*value as u8)),
            n => self.error(
                n.span(),
                format!("expected a player, found `{}`", n.describe()),
                "expected Mover, Next, P1...",
            ),
        }
    }

    fn take_player(&mut self, a: &mut Args<'_>, default: Option<PlayerRef>) -> R<PlayerRef> {
        if let Some(w) = a.word(PLAYER_WORDS) {
            return Ok(player_word(&w).unwrap());
        }
        if let Some(n) = a.call("mover").or_else(|| a.call("next")) {
            return self.player_ref(n);
        }
        match default {
            Some(d) => Ok(d),
            None => self.error(
                a.span,
                format!("`({} ...)` needs a player", a.head),
                "expected Mover, Next, P1...",
            ),
        }
    }

    /// Takes a role word (`Mover`, `Enemy`, `All`, `P2`...), if there is one.
    fn take_owners(&mut self, a: &mut Args<'_>) -> R<Option<Owners>> {
        if let Some(w) = a.word(OWNERS_WORDS) {
            return Ok(owners_word(&w));
        }
        if let Some(w) = a.word(PLAYER_WORDS) {
            return Ok(owners_word(&w));
        }
        match a.call("mover").or_else(|| a.call("next")) {
            Some(n) => Ok(Some(Owners::Player(self.player_ref(n)?))),
            None => Ok(None),
        }
    }

    fn take_dirs(&mut self, a: &mut Args<'_>) -> R<Option<Dirs>> {
        if let Some(d) = a.call("difference") {
            // Difference.java: `(difference <dirs> <dirs>)`, each a direction word or
            // `(directions ..)`, read in that order.
            let (_, mut da) = self.split(d, "(difference ...)")?;
            let (Some(kept), Some(removed)) = (da.positional(), da.positional()) else {
                return self.error(
                    d.span(),
                    "expected two directions",
                    "(difference <dirs> <dirs>)",
                );
            };
            da.finish(self)?;
            let one = |lw: &mut Self, n: &Node| -> R<Option<Dirs>> {
                let mut a = Args::new("difference", n.span(), std::slice::from_ref(n));
                let dirs = lw.take_dirs(&mut a)?;
                a.finish(lw)?;
                Ok(dirs)
            };
            let (Some(kept), Some(removed)) = (one(self, kept)?, one(self, removed)?) else {
                return self.error(
                    d.span(),
                    "expected two directions",
                    "(difference <dirs> <dirs>)",
                );
            };
            return Ok(Some(Dirs::Difference(Box::new(kept), Box::new(removed))));
        }
        Ok(self.take_dirs_of(a)?.map(|(dirs, _)| dirs))
    }

    /// The directions, with the relation relative ones resolve against (`of:`, Adjacent by
    /// default).
    fn take_dirs_of(&mut self, a: &mut Args<'_>) -> R<Option<(Dirs, DirSet)>> {
        if let Some(d) = a.call("directions") {
            let (_, mut da) = self.split(d, "(directions ...)")?;
            let of = match da.named("of") {
                None => DirSet::Adjacent,
                Some(n) => match n {
                    Node::Word { value, .. } => match word_dirs(value) {
                        Some(Dirs::Set(set)) => set,
                        _ => {
                            return self.error(
                                n.span(),
                                format!("unknown relation `{value}`"),
                                "expected Adjacent, All, Orthogonal...",
                            )
                        }
                    },
                    n => {
                        return self.error(
                            n.span(),
                            "expected a relation",
                            "expected Adjacent, All, Orthogonal...",
                        )
                    }
                },
            };
            let dirs = match da.positional() {
                Some(Node::List { items, .. }) => {
                    let mut rel = Vec::new();
                    let mut abs = Vec::new();
                    for i in items {
                        match i {
                            Node::Word { value, span } => {
                                if let Some(r) = rel_dir(value) {
                                    rel.push(r)
                                } else if let Some(d) = abs_dir(value) {
                                    abs.push(d)
                                } else {
                                    return self.error(
                                        *span,
                                        format!("unknown direction `{value}`"),
                                        "expected a direction",
                                    );
                                }
                            }
                            n => {
                                return self.error(
                                    n.span(),
                                    "expected a direction",
                                    "expected a direction",
                                )
                            }
                        }
                    }
                    if !rel.is_empty() && !abs.is_empty() {
                        return self.error(
                            d.span(),
                            "mixing relative and absolute directions is not supported",
                            "one kind of direction",
                        );
                    }
                    if rel.is_empty() {
                        Dirs::Absolute(abs)
                    } else {
                        Dirs::Relative(rel, of)
                    }
                }
                Some(Node::Word { value, span }) => match word_dirs(value) {
                    Some(Dirs::Relative(rel, _)) => Dirs::Relative(rel, of),
                    Some(d) => d,
                    None => {
                        return self.error(
                            *span,
                            format!("unknown direction `{value}`"),
                            "expected a direction",
                        )
                    }
                },
                _ => return self.error(d.span(), "expected directions", "expected { <dir> ... }"),
            };
            da.finish(self)?;
            return Ok(Some((dirs, of)));
        }
        for slot_word in DIR_WORDS {
            if let Some(w) = a.word(&[slot_word]) {
                return Ok(word_dirs(&w).map(|d| (d, DirSet::Adjacent)));
            }
        }
        Ok(None)
    }

    fn take_dir_set(&mut self, a: &mut Args<'_>, default: DirSet) -> R<DirSet> {
        match self.take_dirs(a)? {
            None => Ok(default),
            Some(Dirs::Set(s)) => Ok(s),
            Some(_) => self.error(
                a.span,
                format!("`({} ...)` takes a direction set (Orthogonal, Adjacent...)", a.head),
                "expected a direction set",
            ),
        }
    }

    /// `(to [<region>] [if:<cond>] [(apply <effect>)])` and the like.
    fn target(
        &mut self,
        node: Option<&Node>,
    ) -> R<(Option<&'static str>, Target, Option<RegionExpr>)> {
        let Some(node) = node else { return Ok((None, Target { cond: None, effect: None }, None)) };
        let (_, mut a) = self.split(node, "(to ...)")?;
        let cond = match a.named("if") {
            Some(c) => Some(self.cond(c)?),
            None => None,
        };
        let effect = self.apply_arg(&mut a)?;
        let region = match a.positional() {
            Some(r) => Some(self.region(r)?),
            None => None,
        };
        a.finish(self)?;
        Ok((None, Target { cond, effect }, region))
    }

    /// A custodial capture's `(between [(max <n>)] [if:<cond>] [(apply <effect>)])`.
    fn custodial_between(&mut self, node: &Node) -> R<(Target, Option<usize>)> {
        let (_, mut a) = self.split(node, "(between ...)")?;
        let max = match a.call("max") {
            Some(m) => {
                let (_, mut ma) = self.split(m, "(max <n>)")?;
                let n = need(self, &mut ma, "a number of sites")?;
                let IntExpr::Const(k @ 1..) = self.int(n)? else {
                    return self.error(
                        n.span(),
                        "`(max <n>)` of a custodial capture must be a positive constant",
                        "expected a positive number",
                    );
                };
                ma.finish(self)?;
                Some(k as usize)
            }
            None => None,
        };
        let cond = match a.named("if") {
            Some(c) => Some(self.cond(c)?),
            None => None,
        };
        let effect = self.apply_arg(&mut a)?;
        a.finish(self)?;
        Ok((Target { cond, effect }, max))
    }

    /// `(apply [if:<cond>] <effect>)` among a call's arguments: with a condition, the effect
    /// only when it holds (Apply.java; the move is made either way).
    fn apply_arg(&mut self, a: &mut Args<'_>) -> R<Option<Box<Moves>>> {
        let Some(ap) = a.call("apply") else { return Ok(None) };
        let (_, mut aa) = self.split(ap, "(apply ...)")?;
        let cond = match aa.named("if") {
            Some(c) => Some(self.cond(c)?),
            None => None,
        };
        let e = match aa.positional() {
            Some(n) => self.moves(n)?,
            None => return self.error(ap.span(), "empty `(apply)`", "expected an effect"),
        };
        aa.finish(self)?;
        Ok(Some(Box::new(match cond {
            Some(cond) => Moves::If { cond, then: Box::new(e), otherwise: None },
            None => e,
        })))
    }

    fn piece_expr(&mut self, node: &Node) -> R<(PieceExpr, Option<IntExpr>)> {
        let (_, mut a) = self.split(node, "(piece ...)")?;
        let state = match a.named("state") {
            // Add.java sets `GameType.SiteState` for a piece given a state.
            Some(s) => {
                self.uses_piece_state = true;
                Some(self.int(s)?)
            }
            None => None,
        };
        let p = match a.positional() {
            Some(Node::Str { value, span }) => self.piece_name(value, *span, &mut a)?,
            Some(n) => PieceExpr::What(self.int(n)?),
            None => {
                return self.error(node.span(), "`(piece)` needs a name", "expected a piece name")
            }
        };
        a.finish(self)?;
        Ok((p, state))
    }

    /// Whether a region holds board sites only, whatever the state.
    fn board_only(&self, r: &RegionExpr) -> bool {
        let n = self.board().num_sites();
        match r {
            RegionExpr::Const(v) => v.iter().all(|&s| s < n),
            RegionExpr::Board | RegionExpr::Empty => true,
            RegionExpr::Owned(..) => {
                self.regions.iter().flat_map(|r| r.parts.iter().flatten()).all(|&s| s < n)
            }
            RegionExpr::Union(v) => v.iter().all(|r| self.board_only(r)),
            RegionExpr::Intersection(a, b) => self.board_only(a) || self.board_only(b),
            RegionExpr::Difference(a, _) | RegionExpr::Filter(a, _) => self.board_only(a),
            _ => false,
        }
    }

    /// The component a full name names: "Pawn1", "Disc0", or a shared piece by its bare name
    /// ("Seed"), as Ludii names the pieces of role Shared (Equipment.java numbers only the
    /// copies it makes for each player).
    fn component_named(&self, name: &str) -> Option<usize> {
        let shared = self.players.len() as u8 + 1;
        self.components
            .iter()
            .position(|c| c.name == name)
            .or_else(|| self.components.iter().position(|c| c.owner == shared && c.base == name))
    }

    /// A piece named by its full name ("Disc0", "Pawn1") or by base name + owner.
    fn piece_name(&mut self, name: &str, span: Span, a: &mut Args<'_>) -> R<PieceExpr> {
        if let Some(i) = self.component_named(name) {
            return Ok(PieceExpr::Component(i));
        }
        if self.components.iter().any(|c| c.base == name) {
            let owner = self.take_player(a, Some(PlayerRef::Mover))?;
            return Ok(PieceExpr::Named { base: name.to_string(), owner });
        }
        self.error(
            span,
            format!("unknown piece `{name}`"),
            "expected a piece declared in the equipment",
        )
    }

    /// The slot of a variable, made on first use.
    fn var_slot(&mut self, name: &str) -> usize {
        slot(&mut self.vars, name)
    }

    /// The first of the variable slots holding the players' values (`(value Player ..)`), one
    /// per player in order, allocated together on first use.
    fn player_values(&mut self) -> usize {
        let first = self.var_slot("(value P1)");
        for p in 2..=self.players.len() {
            self.var_slot(&format!("(value P{p})"));
        }
        first
    }

    fn memory_slot(&mut self, name: &str) -> usize {
        match self.memories.iter().position(|m| m.name == name) {
            Some(i) => i,
            None => {
                self.memories.push(Memory { name: name.to_string(), start: Vec::new() });
                self.memories.len() - 1
            }
        }
    }

    /// The id of a vote string, registered on first use (Ludii's `Game.registerVoteString`).
    fn vote_string(&mut self, name: &str) -> usize {
        slot(&mut self.votes, name)
    }

    fn event(&mut self, name: &str) -> usize {
        slot(&mut self.events, name)
    }

    // ---- the game skeleton ----

    fn game(&mut self, node: &Node) -> R<Game> {
        let (head, mut a) = self.split(node, "(game ...)")?;
        if head != "game" {
            return self.error(
                node.span(),
                format!("expected `(game ...)`, found `({head} ...)`"),
                "expected the game",
            );
        }
        let name = match a.positional() {
            Some(Node::Str { value, .. }) => value.clone(),
            _ => {
                return self.error(
                    node.span(),
                    "the game needs a name",
                    "expected (game \"Name\" ...)",
                )
            }
        };
        let Some(players) = a.call("players") else {
            return self.error(
                node.span(),
                "the game has no `(players ...)`",
                "expected (players ...)",
            );
        };
        self.players(players)?;
        // Pieces' moves ask `is Enemy` before the start rules are read: teams come first.
        self.read_teams(node)?;
        self.deduction_puzzle = a.peek_call("rules").is_some_and(puzzle::is_puzzle);
        let Some(equipment) = a.call("equipment") else {
            return self.error(
                node.span(),
                "the game has no `(equipment ...)`",
                "expected (equipment ...)",
            );
        };
        self.equipment(equipment)?;
        let Some(rules) = a.call("rules") else {
            return self.error(
                node.span(),
                "the game has no `(rules ...)`",
                "expected (rules ...)",
            );
        };
        let (mut start, phases, end, swap_rule, puzzle) = if self.deduction_puzzle {
            let p = self.puzzle(equipment, rules)?;
            (Vec::new(), Vec::new(), Vec::new(), false, Some(Box::new(p)))
        } else {
            let (start, phases, end, swap) = self.rules(rules)?;
            (start, phases, end, swap, None)
        };
        if let Some(d) = &self.dice {
            // Each die starts on its site showing face 0 (Ludii's start of a dice container);
            // the dice components are the first ones.
            let dice = (0..d.num).map(|k| StartRule {
                component: k,
                sites: vec![d.first_site + k],
                count: 1,
                state: 0,
                value: 0,
                who: None,
                stack: false,
            });
            start.splice(0..0, dice);
        }
        let counts_pieces =
            self.counts_pieces || start.iter().any(|r| r.count > 1 || r.who.is_some());
        if !self.stacking {
            let components = &self.components;
            keep_first_placements(&mut start, self.board().num_sites(), counts_pieces, |c| {
                components[c].owner
            });
        }
        if let Some(m) = a.call("mode") {
            return self.unsupported(m, "mode");
        }
        // The two keep their positions differently (see `Game::position_history_len`).
        if self.no_repeat && self.cycle_detection {
            return self.unsupported(rules, "is Cycle (with no Repeat)");
        }
        // A stack keeps a value per level (ContainerStateStacking), which ludemic does not.
        if self.uses_piece_value && self.stacking {
            return self
                .unsupported(rules, "piece values (value:, set Value, value Piece) on stacks");
        }
        a.finish(self)?;
        let max_levels = if self.stacking { 32 } else { 1 };
        Ok(Game {
            name,
            players: std::mem::take(&mut self.players),
            board: self.board.take().expect("board"),
            containers: std::mem::take(&mut self.containers),
            components: std::mem::take(&mut self.components),
            regions: std::mem::take(&mut self.regions),
            tracks: std::mem::take(&mut self.tracks),
            counter: self.vars.iter().position(|v| v == COUNTER_VAR),
            vars: std::mem::take(&mut self.vars),
            memories: std::mem::take(&mut self.memories),
            sequence_capture: self.sequence_capture,
            visited: self.visited,
            votes: std::mem::take(&mut self.votes),
            cycle_detection: self.cycle_detection,
            no_repeat: self.no_repeat,
            // Ludii keeps one table of step distances per site type, of the first relation in
            // this order that some `count Steps` asks (Equipment.java, `GameType.Step*Distance`).
            step_relation: [
                DirSet::Adjacent,
                DirSet::All,
                DirSet::OffDiagonal,
                DirSet::Diagonal,
                DirSet::Orthogonal,
            ]
            .into_iter()
            .find(|r| self.step_relations.contains(r))
            .unwrap_or(DirSet::Adjacent),
            all_pass_draws: self.dice.is_none() && !self.not_all_pass,
            // PlaceItem.java flags a start with several pieces on a site, SetCount.java any
            // `(set Count ..)` start (the rules that place pieces of nobody, `StartRule::who`).
            counts_pieces,
            on_track_indices: self.on_track_indices,
            teams: std::mem::take(&mut self.teams),
            hidden_flags: self.hidden_flags,
            start_hidden: std::mem::take(&mut self.start_hidden)
                .into_iter()
                .map(|(_, r)| r)
                .collect(),
            stacking: self.stacking,
            max_levels,
            start,
            phases,
            end,
            swap_rule,
            events: std::mem::take(&mut self.events),
            uses_scores: self.uses_scores,
            uses_piece_state: self.uses_piece_state || self.dice.is_some(),
            uses_piece_value: self.uses_piece_value,
            state_rules: None,
            puzzle,
            dice: self.dice.take(),
        })
    }

    fn players(&mut self, node: &Node) -> R<()> {
        let (_, mut a) = self.split(node, "(players ...)")?;
        match a.positional() {
            Some(Node::Int { value, span }) => {
                if !(1..=16).contains(value) {
                    return self.error(*span, "a game has 1 to 16 players", "expected 1..16");
                }
                for i in 1..=*value {
                    self.players.push(Player { name: format!("P{i}"), facing: None });
                }
            }
            Some(Node::List { items, .. }) => {
                for (i, p) in items.iter().enumerate() {
                    let (_, mut pa) = self.split(p, "(player ...)")?;
                    let facing = pa.any_word().and_then(|(w, _)| abs_dir(&w));
                    pa.finish(self)?;
                    self.players.push(Player { name: format!("P{}", i + 1), facing });
                }
            }
            _ => {
                return self.error(
                    node.span(),
                    "expected a number of players or a list of players",
                    "expected (players 2)",
                )
            }
        }
        a.finish(self)
    }

    fn equipment(&mut self, node: &Node) -> R<()> {
        let (_, mut a) = self.split(node, "(equipment ...)")?;
        let items: Vec<&Node> = one_or_list(a.positional());
        a.finish(self)?;
        // The board first: everything else refers to its sites.
        let is_board = |i: &&&Node| {
            matches!(i.head(), Some("board" | "mancalaBoard" | "surakartaBoard" | "boardless"))
        };
        let Some(board) = items.iter().find(is_board) else {
            return self.error(
                node.span(),
                "the equipment has no board",
                "expected (board ...), (mancalaBoard ...) or (boardless ...)",
            );
        };
        self.board_item(board)?;
        let board_sites = self.board().num_sites();
        self.containers.push(Container {
            name: "Board".into(),
            kind: ContainerKind::Board,
            first_site: 0,
            num_sites: board_sites,
        });
        // Ludii lists the dice components before the pieces, wherever the dice are declared.
        let dice_items: Vec<&Node> =
            items.iter().copied().filter(|i| i.head() == Some("dice")).collect();
        if dice_items.len() > 1 {
            return self.unsupported(dice_items[1], "dice");
        }
        let dice = match dice_items.first() {
            Some(d) => Some(self.dice_item(d)?),
            None => None,
        };
        let mut hands = Vec::new();
        let mut piece_moves = Vec::new();
        for item in &items {
            match item.head() {
                Some("board" | "mancalaBoard" | "surakartaBoard" | "boardless" | "dice") => {}
                Some("piece" | "tile") => piece_moves.extend(self.piece_item(item)?),
                Some("hand") => hands.push(*item),
                Some("regions" | "map") => {}
                // Read with the puzzle's constraints.
                Some("hints") if self.deduction_puzzle => {}
                _ => {
                    let name = item.head().map_or_else(|| item.describe(), |h| h.to_string());
                    return self.unsupported(item, &name);
                }
            }
        }
        for h in hands {
            self.hand_item(h)?;
        }
        if let Some(mut d) = dice {
            // The dice container comes after the hands (Ludii's container order).
            d.first_site = self.next_container_site();
            self.containers.push(Container {
                name: "Dice0".into(),
                kind: ContainerKind::Dice,
                first_site: d.first_site,
                num_sites: d.num,
            });
            self.dice = Some(d);
        }
        // Tracks once all containers are known: a race track may start in a hand.
        for t in super::board::board_tracks(board) {
            let track = self.track(t)?;
            self.tracks.push(track);
        }
        if board.head() == Some("surakartaBoard") {
            self.surakarta_tracks(board)?;
        }
        for item in &items {
            match item.head() {
                Some("regions") if self.deduction_puzzle => {}
                Some("regions") => self.regions_item(item)?,
                Some("map") => self.map_item(item)?,
                _ => {}
            }
        }
        // Pieces' moves last: they may name any region, map, hand or piece of the equipment
        // (Hnefatafl's pieces move around the "Fortresses" declared after them).
        for (components, m) in piece_moves {
            let moves = self.moves(m)?;
            for c in &mut self.components[components] {
                c.moves = Some(moves.clone());
            }
        }
        Ok(())
    }

    /// The loop tracks SurakartaBoard.java builds once its topology is known.
    fn surakarta_tracks(&mut self, node: &Node) -> R<()> {
        let loops = match super::board::surakarta_board(node) {
            Ok((_, loops)) => loops,
            Err(e) => return self.error(e.span, e.message, "ludemic cannot build this board yet"),
        };
        match crate::game_ir::board::surakarta_tracks(
            self.board(),
            loops.basis,
            loops.loops,
            loops.from,
        ) {
            Ok(tracks) => {
                self.tracks.extend(tracks);
                Ok(())
            }
            Err(e) => self.error(
                node.span(),
                format!("unsupported Surakarta board: {e}"),
                "ludemic cannot build this board yet",
            ),
        }
    }

    fn board_item(&mut self, node: &Node) -> R<()> {
        self.boardless = node.head() == Some("boardless");
        let spec = match super::board::board_spec(node) {
            Ok(spec) => spec,
            Err(e) => {
                if let Some(name) = e.unsupported {
                    if !self.unsupported.contains(&name) {
                        self.unsupported.push(name);
                    }
                }
                return self.error(e.span, e.message, "ludemic cannot build this board yet");
            }
        };
        match Board::build(&spec) {
            Ok(b) => {
                self.board = Some(b);
                Ok(())
            }
            Err(e) => {
                let graph = match node {
                    Node::Call { args, .. } => {
                        args.iter().find(|a| !matches!(a, Node::Named { .. })).unwrap_or(node)
                    }
                    _ => node,
                };
                let name = graph.head().unwrap_or("board").to_string();
                if !self.unsupported.contains(&name) {
                    self.unsupported.push(name);
                }
                self.error(
                    graph.span(),
                    format!("unsupported board: {e}"),
                    "ludemic cannot build this board yet",
                )
            }
        }
    }

    /// The owners a role word gives a piece or a hand; `default` when there is none (a
    /// piece's role defaults to `Each`, Piece.java), else an error.
    fn owners(&mut self, a: &mut Args<'_>, default: Option<&str>) -> R<Vec<u8>> {
        let n = self.players.len() as u8;
        let word =
            a.word(&["Each", "Neutral", "Shared", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"]);
        match word.as_deref().or(default) {
            Some("Each") => Ok((1..=n).collect()),
            Some("Neutral") => Ok(vec![0]),
            Some("Shared") => Ok(vec![n + 1]),
            Some(w) => Ok(vec![w[1..].parse().unwrap()]),
            None => self.error(
                a.span,
                format!("`({} ...)` needs an owner", a.head),
                "expected Each, Neutral or P1...",
            ),
        }
    }

    /// Declares a piece's components; returns them with the piece's moves, which the caller
    /// lowers once the whole equipment is known.
    ///
    /// A `(tile ..)` without a walk is a piece in play (Ludii's `Tile` only adds drawing
    /// information: its sides, paths and slots), owned by `Shared` unless told.
    fn piece_item<'n>(&mut self, node: &'n Node) -> R<Option<(std::ops::Range<usize>, &'n Node)>> {
        let (head, mut a) = self.split(node, "(piece ...)")?;
        let base = match a.positional() {
            Some(Node::Str { value, .. }) => value.clone(),
            _ => {
                return self.error(
                    node.span(),
                    format!("a {head} needs a name"),
                    format!("expected ({head} \"Name\" ...)"),
                )
            }
        };
        let is_tile = head == "tile";
        let owners = self.owners(&mut a, Some(if is_tile { "Shared" } else { "Each" }))?;
        if is_tile {
            // A walk makes the tile one of Ludii's large pieces, covering several sites.
            if let Some(walk) = a.list() {
                return self.error(
                    walk.span(),
                    "a `(tile ..)` with a walk (Ludii's large pieces) is not supported yet",
                    "ludemic supports tiles that cover one site",
                );
            }
            // `numSides:` is the tile's drawn shape and the number of its rotations, which
            // only `rotations:` moves read; ludemic supports none of those.
            if let Some(n) = a.named("numSides") {
                if !matches!(n, Node::Int { .. }) {
                    return self.error(n.span(), "expected a number of sides", "numSides:<n>");
                }
            }
        }
        let facing =
            a.word(&["N", "S", "E", "W", "NE", "NW", "SE", "SW"]).and_then(|w| abs_dir(&w));
        let flips = match a.call("flips") {
            Some(f) => {
                let (_, mut fa) = self.split(f, "(flips ...)")?;
                let x = fa.positional().cloned();
                let y = fa.positional().cloned();
                fa.finish(self)?;
                match (x, y) {
                    (Some(Node::Int { value: x, .. }), Some(Node::Int { value: y, .. })) => {
                        Some((x as u8, y as u8))
                    }
                    _ => {
                        return self.error(
                            f.span(),
                            "`(flips a b)` needs two numbers",
                            "expected two state values",
                        )
                    }
                }
            }
            None => None,
        };
        // `maxState:` only sizes Ludii's state storage (Component.maxState feeds
        // Game.maximalLocalStates); ludemic stores a site's state in a byte whatever the bound.
        if let Some(m) = a.named("maxState") {
            match m {
                Node::Int { value: 0..=255, .. } => {}
                n => {
                    return self.error(
                        n.span(),
                        "`maxState:` is supported up to 255",
                        "a piece state fits in a byte",
                    )
                }
            }
        }
        // `maxValue:` likewise sizes Ludii's storage of piece values; ludemic's are i32.
        if let Some(m) = a.named("maxValue") {
            if !matches!(m, Node::Int { value: 0.., .. }) {
                return self.error(
                    m.span(),
                    "expected a bound on piece values",
                    "expected a number",
                );
            }
        }
        let moves_node = a.positional();
        a.finish(self)?;
        let first = self.components.len();
        for &o in &owners {
            self.components.push(Component {
                name: format!("{base}{o}"),
                base: base.clone(),
                owner: o,
                facing,
                moves: None,
                flips,
            });
        }
        if flips.is_some() {
            self.uses_piece_state = true;
        }
        Ok(moves_node.map(|m| (first..self.components.len(), m)))
    }

    fn hand_item(&mut self, node: &Node) -> R<()> {
        let (_, mut a) = self.split(node, "(hand ...)")?;
        let owners = self.owners(&mut a, None)?;
        let size = match a.named("size") {
            Some(Node::Int { value, .. }) => *value as usize,
            Some(n) => return self.error(n.span(), "expected a hand size", "expected a number"),
            None => 1,
        };
        a.finish(self)?;
        for o in owners {
            let first_site = self.next_container_site();
            self.containers.push(Container {
                name: format!("Hand{o}"),
                kind: ContainerKind::Hand { owner: o },
                first_site,
                num_sites: size,
            });
        }
        Ok(())
    }

    /// The first site of a container added now. Ludii's `Equipment` numbers the other
    /// containers' sites from the board's largest count of cells or default-type sites, so on a
    /// vertex board with more cells than vertices, hands start past a gap of unused sites.
    fn next_container_site(&self) -> usize {
        let board = self.board();
        self.containers
            .iter()
            .map(|c| match c.kind {
                ContainerKind::Board => board.num_cells.max(c.num_sites),
                _ => c.first_site + c.num_sites,
            })
            .max()
            .unwrap_or(0)
    }

    /// `(dice [d:<faces>] [from:<n>] [faces:{<pips> ...}] [facesByDie:{{<pips> ...} ...}]
    /// num:<n>)`: the dice and their components (one per die, "Die1", "Die2"..., shared). Its
    /// site is set once the hands are placed. As in Dice.java, `faces:` gives every die the same
    /// faces, `facesByDie:` each die its own (die `i` takes the `i`th list), and without either
    /// the `d` faces are worth `from`, `from + 1`, ...
    fn dice_item(&mut self, node: &Node) -> R<Dice> {
        let (_, mut a) = self.split(node, "(dice ...)")?;
        let int_arg = |lw: &mut Lowerer, a: &mut Args<'_>, name: &str| -> R<Option<i64>> {
            match a.named(name) {
                Some(Node::Int { value, .. }) => Ok(Some(*value)),
                Some(n) => lw.error(
                    n.span(),
                    format!("`{name}:` of `(dice ...)` must be a number"),
                    "expected a number",
                ),
                None => Ok(None),
            }
        };
        let d = int_arg(self, &mut a, "d")?;
        let faces = d.unwrap_or(6);
        let from = int_arg(self, &mut a, "from")?.unwrap_or(1);
        let Some(num) = int_arg(self, &mut a, "num")? else {
            return self.error(node.span(), "`(dice ...)` needs `num:`", "expected num:<n>");
        };
        let same_faces = a.named("faces");
        let by_die = a.named("facesByDie");
        if let Some(n) = a.named("biased") {
            return self.unsupported(n, "dice biased");
        }
        if a.word(&["Shared"]).is_none() && a.has_more() {
            // Dice owned by one player (`(dice P1 ...)`) are not supported yet.
            return self.unsupported(node, "dice of a player");
        }
        a.finish(self)?;
        if !(1..=16).contains(&num) {
            return self.error(node.span(), "dice need 1 to 16 dice", "expected num:1..16");
        }
        let pips: Vec<Vec<i64>> = match (same_faces, by_die) {
            (Some(f), None) => vec![self.pip_list(f, "faces")?; num as usize],
            (None, Some(lists)) => {
                let Node::List { items, .. } = lists else {
                    return self.error(
                        lists.span(),
                        "`facesByDie:` takes a list of lists of pips",
                        "expected facesByDie:{{<n> ...} ...}",
                    );
                };
                if items.len() < num as usize {
                    return self.error(
                        lists.span(),
                        format!(
                            "`facesByDie:` gives {} dice their faces, `num:` asks for {num}",
                            items.len()
                        ),
                        "expected a list per die",
                    );
                }
                items[..num as usize]
                    .iter()
                    .map(|l| self.pip_list(l, "facesByDie"))
                    .collect::<R<_>>()?
            }
            (None, None) => vec![(from..from + faces).collect(); num as usize],
            (Some(n), Some(_)) => {
                return self.error(
                    n.span(),
                    "`(dice ...)` takes `faces:` or `facesByDie:`, not both",
                    "expected one of them",
                )
            }
        };
        // Dice.java counts `d` faces when it is given, whatever the lists hold; a die rolls
        // through all of its own list (Die.roll), so the two must agree for a roll to be exact.
        if d.is_some() && pips.iter().any(|p| p.len() as i64 != faces) {
            return self.error(
                node.span(),
                format!("`d:{faces}` disagrees with the faces listed"),
                "expected as many faces as d:",
            );
        }
        if pips.iter().any(|p| !(1..=64).contains(&p.len())) {
            return self.error(node.span(), "a die needs 1 to 64 faces", "expected d:1..64");
        }
        let shared = self.players.len() as u8 + 1;
        for k in 0..num {
            let name = format!("Die{}", k + 1);
            self.components.push(Component {
                name,
                base: "Die".into(),
                owner: shared,
                facing: None,
                moves: None,
                flips: None,
            });
        }
        Ok(Dice { first_site: 0, num: num as usize, pips })
    }

    /// A die's faces, `{<pips> ...}`: the value of each face in order.
    fn pip_list(&mut self, n: &Node, name: &str) -> R<Vec<i64>> {
        let Node::List { items, .. } = n else {
            return self.error(
                n.span(),
                format!("`{name}:` of `(dice ...)` takes a list of pips"),
                "expected {<n> ...}",
            );
        };
        items
            .iter()
            .map(|i| match i {
                Node::Int { value, .. } => Ok(*value),
                other => self.error(
                    other.span(),
                    format!("`{name}:` of `(dice ...)` lists numbers"),
                    "expected a number",
                ),
            })
            .collect()
    }

    /// `(track <name> "<start>,<dir>[<n>],<site>,..." | { <site> ... } [loop:<bool>] [<owner>]
    /// [directed:<bool>])`, built as `Track.buildTrack` does: from the start site, each direction
    /// step follows the radial from the current site that way (all of it, or `n` steps).
    fn track(&mut self, node: &Node) -> R<Track> {
        let (_, mut a) = self.split(node, "(track ...)")?;
        let name = match a.positional() {
            Some(Node::Str { value, .. }) => value.clone(),
            _ => {
                return self.error(
                    node.span(),
                    "a track needs a name",
                    "expected (track \"Track\" ...)",
                )
            }
        };
        let looped = bool_arg(self, a.named("loop"))?;
        let directed = bool_arg(self, a.named("directed"))?;
        let owner = match a.word(&[
            "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "Mover", "Shared", "Neutral", "Each",
        ]) {
            Some(w) if w.starts_with('P') => w[1..].parse().unwrap(),
            Some(w) if w == "Shared" || w == "Neutral" => 0,
            Some(w) => {
                return self.error(
                    node.span(),
                    format!("a track owned by `{w}` is not supported yet"),
                    "expected P1, P2...",
                )
            }
            None => 0,
        };
        let board_sites = self.board().num_sites();
        // Whether the last step was `End`.
        let mut ends = false;
        let steps = match a.positional() {
            Some(Node::Str { value, span }) => {
                let mut sites: Vec<usize> = Vec::new();
                for (k, step) in value.split(',').map(str::trim).enumerate() {
                    if ends {
                        return self.error(
                            *span,
                            "`End` must be the last step of a track",
                            "expected End last",
                        );
                    }
                    if step == "End" {
                        ends = true;
                        continue;
                    }
                    if let Ok(site) = step.parse::<usize>() {
                        sites.push(site);
                        continue;
                    }
                    let Some(&current) = sites.last().filter(|&&c| c < board_sites && k > 0) else {
                        return self.error(
                            *span,
                            format!("track step `{step}` needs a board site before it"),
                            "expected \"<site>,<dir>,...\"",
                        );
                    };
                    let letters: String =
                        step.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
                    let size: Option<usize> = step[letters.len()..].parse().ok();
                    let Some(dir) =
                        abs_dir(&letters).filter(|d| self.board().supported_dirs().contains(d))
                    else {
                        return self.error(
                            *span,
                            format!(
                                "track step `{step}`: `{letters}` is not a direction of this board"
                            ),
                            "expected a direction such as N, E, S or W",
                        );
                    };
                    let ray = self.board().ray(current, dir);
                    sites.extend(ray.iter().take(size.unwrap_or(usize::MAX)).map(|&x| x as usize));
                }
                sites
            }
            Some(Node::List { items, .. }) => {
                let mut sites = Vec::new();
                for i in items {
                    if ends {
                        return self.error(
                            i.span(),
                            "`End` must be the last step of a track",
                            "expected End last",
                        );
                    }
                    match i {
                        Node::Int { value, .. } if *value >= 0 => sites.push(*value as usize),
                        Node::Word { value, .. } if value == "End" => ends = true,
                        n => {
                            return self.error(
                                n.span(),
                                "expected a site number or End",
                                "expected a site number",
                            )
                        }
                    }
                }
                sites
            }
            _ => {
                return self.error(
                    node.span(),
                    "a track needs its steps",
                    "expected \"<site>,<dir>,...\" or { <site> ... }",
                )
            }
        };
        a.finish(self)?;
        // Track.buildTrack: repeated sites ("bumps") fold into one element; without bumps, a
        // site met twice is an internal loop.
        let track = Track::folding_bumps(name, owner, &steps, looped, directed, ends);
        let mut seen = std::collections::HashSet::new();
        self.tracks_loop_internally |=
            track.bumps.iter().all(|&b| b == 0) && !track.sites.iter().all(|s| seen.insert(*s));
        let num_sites = self.next_container_site();
        if track.sites.len() < 2 || track.sites.iter().any(|&s| s >= num_sites) {
            return self.error(
                node.span(),
                format!("a track needs at least two sites, all below {num_sites}"),
                "a track of the game's sites",
            );
        }
        Ok(track)
    }

    /// The track named `name` (the first track when none is named), as Ludii looks it up.
    pub fn track_index(&mut self, name: Option<&str>, span: Span) -> R<usize> {
        let found = match name {
            None => (!self.tracks.is_empty()).then_some(0),
            Some(n) => self.tracks.iter().position(|t| t.name == n),
        };
        match found {
            Some(i) => Ok(i),
            None => self.error(
                span,
                format!("no track named `{}`", name.unwrap_or("Track")),
                "expected the name of a track of the board",
            ),
        }
    }

    /// `(sow "<name>" owner:<player> ...)`: Sow.java sows along the first track whose name
    /// contains the given one and that the player owns, and makes no move when none does. The
    /// owner is known only in the state, so the sowing becomes a choice by owner.
    fn sow_by_owner(&self, sow: Sow, owner: IntExpr, name: &str) -> Moves {
        let build = |t: usize| Moves::Sow(Box::new(Sow { track: t, ..sow.clone() }));
        // No player owns such a track: no move, as a sowing that finds no track.
        self.by_owned_track(owner, name, build).unwrap_or(Moves::If {
            cond: BoolExpr::Const(false),
            then: Box::new(Moves::Sow(Box::new(sow.clone()))),
            otherwise: None,
        })
    }

    /// Ludii's lookup of "the first track the player owns whose name contains `name`" (Sow,
    /// FirstMoveOnTrack, MaxDistance) when the player is known only in the state: a choice by
    /// owner among `build(track)`, no move for an owner with no such track; `None` when no
    /// player has one.
    fn by_owned_track(
        &self,
        owner: IntExpr,
        name: &str,
        build: impl Fn(usize) -> Moves,
    ) -> Option<Moves> {
        let mut choice: Option<Moves> = None;
        for p in (1..=self.players.len()).rev() {
            let Some(t) =
                self.tracks.iter().position(|t| t.owner as usize == p && t.name.contains(name))
            else {
                continue;
            };
            choice = Some(Moves::If {
                cond: BoolExpr::Eq(owner.clone(), IntExpr::Const(p as i64)),
                then: Box::new(build(t)),
                otherwise: choice.map(Box::new),
            });
        }
        choice
    }

    pub fn track_sites(&self, i: usize) -> Vec<usize> {
        self.tracks[i].sites.clone()
    }

    /// `(map [<name>] { (pair <key> <value>) ... })` as `Map.computeMap` reads it: keys are
    /// players or site numbers or coordinates, values site numbers, coordinates, landmarks
    /// (`FirstSite`, `LastSite`) or piece names.
    fn map_item(&mut self, node: &Node) -> R<()> {
        let (_, mut a) = self.split(node, "(map ...)")?;
        let name = a.items_first_str();
        let Some(given) = a.positional() else {
            return self.error(
                node.span(),
                "`(map ...)` needs its pairs",
                "expected { (pair <key> <value>) ... }",
            );
        };
        let pairs = one_or_list(Some(given));
        a.finish(self)?;
        let mut entries = Vec::new();
        for p in pairs {
            let (head, mut pa) = self.split(p, "(pair <key> <value>)")?;
            if head != "pair" {
                return self.error(
                    p.span(),
                    format!("expected `(pair <key> <value>)`, found `({head} ...)`"),
                    "expected (pair ...)",
                );
            }
            let key = match pa.positional() {
                Some(Node::Int { value, .. }) => *value,
                Some(Node::Word { value, span }) => match player_word(value) {
                    Some(PlayerRef::Id(i)) => i as i64,
                    _ => {
                        return self.error(
                            *span,
                            format!("a map key `{value}` is not supported"),
                            "expected P1, P2... or a number",
                        )
                    }
                },
                Some(Node::Str { value, span }) => self.label(value, *span)? as i64,
                Some(n @ Node::Call { .. }) => self.map_constant(n)?,
                _ => {
                    return self.error(
                        p.span(),
                        "`(pair ...)` needs a key",
                        "expected a player or a site",
                    )
                }
            };
            let value = match pa.positional() {
                Some(Node::Int { value, .. }) => *value,
                Some(Node::Word { value, .. }) if value == "FirstSite" => 0,
                Some(Node::Word { value, .. }) if value == "LastSite" => {
                    self.board().num_sites() as i64 - 1
                }
                Some(Node::Str { value, span }) => {
                    match self.components.iter().position(|c| c.name == *value) {
                        Some(i) => i as i64 + 1,
                        None => self.label(value, *span)? as i64,
                    }
                }
                Some(n @ Node::Call { .. }) => self.map_constant(n)?,
                Some(n) => {
                    return self.error(
                        n.span(),
                        format!("a map value `{}` is not supported yet", n.describe()),
                        "expected a number, a coordinate, FirstSite or LastSite",
                    )
                }
                None => {
                    return self.error(p.span(), "`(pair ...)` needs a value", "expected a value")
                }
            };
            pa.finish(self)?;
            entries.push((key, value));
        }
        self.maps.push((name, entries));
        Ok(())
    }

    /// A map key or value given by a ludeme, evaluated once as Map.computeMap does: `(id
    /// <name> [P<n>])` (the piece's component number) or `(handSite P<n> [<index>])` (a site of
    /// the player's hand).
    fn map_constant(&mut self, node: &Node) -> R<i64> {
        let (head, mut a) = self.split(node, "a map key or value")?;
        let value = match head {
            "id" => {
                let Some(name) = a.string() else {
                    return self.error(
                        node.span(),
                        "`(id ...)` needs a piece name",
                        "expected a string",
                    );
                };
                let owner = match a.word(PLAYER_WORDS).and_then(|w| player_word(&w)) {
                    Some(PlayerRef::Id(p)) => Some(p),
                    Some(_) => {
                        return self.error(
                            node.span(),
                            "a map's `(id ...)` needs a fixed player",
                            "expected P1, P2...",
                        )
                    }
                    None => None,
                };
                let found = self.components.iter().position(|c| match owner {
                    Some(p) => c.base == name && c.owner == p,
                    None => c.name == name,
                });
                match found {
                    Some(i) => i as i64 + 1,
                    None => {
                        return self.error(
                            node.span(),
                            format!("no piece `{name}` for this player"),
                            "expected a declared piece",
                        )
                    }
                }
            }
            "handSite" => {
                let Some(PlayerRef::Id(p)) = a.word(PLAYER_WORDS).and_then(|w| player_word(&w))
                else {
                    return self.error(
                        node.span(),
                        "a map's `(handSite ...)` needs a fixed player",
                        "expected P1, P2...",
                    );
                };
                let index = match a.positional() {
                    Some(Node::Int { value, .. }) => *value,
                    Some(n) => {
                        return self.error(n.span(), "expected a hand index", "expected a number")
                    }
                    None => 0,
                };
                let hand = self
                    .containers
                    .iter()
                    .find(|c| matches!(c.kind, ContainerKind::Hand { owner } if owner == p));
                match hand {
                    Some(h) if (0..h.num_sites as i64).contains(&index) => {
                        h.first_site as i64 + index
                    }
                    _ => {
                        return self.error(
                            node.span(),
                            format!("P{p} has no hand site {index}"),
                            "expected a site of a declared hand",
                        )
                    }
                }
            }
            _ => {
                return self.error(
                    node.span(),
                    format!("a map entry `({head} ...)` is not supported"),
                    "expected a number, a coordinate, (id ..) or (handSite ..)",
                )
            }
        };
        a.finish(self)?;
        Ok(value)
    }

    /// The entries `(mapEntry [name] ..)` can find: per key, the first (named) map holding it.
    pub fn map_entries(&self, name: Option<&str>) -> Vec<(i64, i64)> {
        let mut out: Vec<(i64, i64)> = Vec::new();
        for (n, entries) in &self.maps {
            if name.is_none() || n.as_deref() == name {
                for &(k, v) in entries {
                    if !out.iter().any(|(e, _)| *e == k) {
                        out.push((k, v));
                    }
                }
            }
        }
        out
    }

    fn regions_item(&mut self, node: &Node) -> R<()> {
        let (_, mut a) = self.split(node, "(regions ...)")?;
        let name = match a.items_first_str() {
            Some(n) => Some(n),
            None => None,
        };
        let owner =
            match a.word(&["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "Neutral", "Shared"]) {
                Some(w) if w.starts_with('P') => w[1..].parse().unwrap(),
                _ => 0,
            };
        let Some(r) = a.positional() else {
            return self.error(node.span(), "`(regions ...)` needs sites", "expected a region");
        };
        let parts = match r {
            Node::List { items, .. } if items.iter().all(|i| matches!(i, Node::Call { .. })) => {
                let mut parts = Vec::new();
                for i in items {
                    parts.push(self.const_region(i)?);
                }
                parts
            }
            r => vec![self.const_region(r)?],
        };
        a.finish(self)?;
        self.regions.push(Region { name, owner, parts });
        Ok(())
    }

    #[allow(clippy::type_complexity)]
    fn rules(&mut self, node: &Node) -> R<(Vec<StartRule>, Vec<Phase>, Vec<EndRule>, bool)> {
        let (_, mut a) = self.split(node, "(rules ...)")?;
        let mut swap_rule = false;
        if let Some(meta) = a.call("meta") {
            let (_, mut ma) = self.split(meta, "(meta ...)")?;
            while let Some(m) = ma.positional() {
                match m.head() {
                    Some("swap") => swap_rule = true,
                    Some("no") => self.meta_no(m)?,
                    _ => return self.unsupported(m, m.head().unwrap_or("meta")),
                }
            }
            ma.finish(self)?;
        }
        let mut start = Vec::new();
        if let Some(s) = a.call("start") {
            let (_, mut sa) = self.split(s, "(start ...)")?;
            let items: Vec<&Node> = one_or_list(sa.positional());
            sa.finish(self)?;
            for i in items {
                self.start_item(i, &mut start)?;
                self.check_start_hidden_order(start.len(), i.span())?;
            }
        }
        // Phase names first: nextPhase refers to later phases.
        let phase_nodes: Vec<&Node> = one_or_list(a.named("phases"));
        for p in &phase_nodes {
            if let Some(Node::Call { args, .. }) = Some(*p) {
                if let Some(Node::Str { value, .. }) = args.first() {
                    self.phase_names.push(value.clone());
                }
            }
        }
        let mut phases = Vec::new();
        let play = a.call("play");
        // Ludii evaluates the end rules of the mover's phase before the game's (`Game.applyInternal`):
        // each phase's rules come first, for the mover in that phase.
        let mut end = Vec::new();
        let game_ends = a.has_call("end");
        for p in &phase_nodes {
            let (mut phase, phase_end) = self.phase(p)?;
            phase.ends = game_ends || !phase_end.is_empty();
            let in_phase =
                BoolExpr::Eq(IntExpr::Phase(PlayerRef::Mover), IntExpr::Const(phases.len() as i64));
            end.extend(phase_end.into_iter().map(|r| EndRule {
                condition: BoolExpr::And(vec![in_phase.clone(), r.condition]),
                ..r
            }));
            phases.push(phase);
        }
        if let Some(p) = play {
            if !phases.is_empty() {
                return self.error(
                    p.span(),
                    "a game has either `(play ...)` or phases, not both",
                    "remove one",
                );
            }
            let (_, mut pa) = self.split(p, "(play ...)")?;
            let Some(m) = pa.positional() else {
                return self.error(p.span(), "empty `(play)`", "expected moves");
            };
            let rules = self.play_moves(m)?;
            pa.finish(self)?;
            // Ludii requires `(end ...)` with `(play ...)`; a description without one keeps the
            // draw on passing.
            phases.push(Phase {
                name: "Default".into(),
                play: rules.moves,
                next: Vec::new(),
                owner: None,
                roll: rules.roll,
                roll_then: rules.roll_then,
                forced_pass: rules.forced_pass,
                ends: true,
            });
        }
        if phases.is_empty() {
            return self.error(
                node.span(),
                "the rules have no `(play ...)`",
                "expected (play <moves>)",
            );
        }
        if let Some(e) = a.call("end") {
            end.extend(self.end_rules(e)?);
        }
        a.finish(self)?;
        if self.no_repeat {
            for phase in &mut phases {
                let play = std::mem::replace(&mut phase.play, Moves::Pass);
                phase.play = self.no_repeat_filter(node, play)?;
            }
        }
        Ok((start, phases, end, swap_rule))
    }

    /// `(no Repeat [Positional])`. Ludii's other kinds compare the positions within a turn
    /// (`PositionalInTurn`) or the whole state, mover and scores included (`Situational`).
    fn meta_no(&mut self, m: &Node) -> R<()> {
        let (_, mut a) = self.split(m, "(no Repeat ...)")?;
        if a.word(&["Repeat"]).is_none() {
            return self.unsupported(m, "no");
        }
        if let Some(kind) = a.word(&["PositionalInTurn", "Situational", "SituationalInTurn"]) {
            return self.unsupported(m, &format!("no Repeat {kind}"));
        }
        a.word(&["Positional"]);
        a.finish(self)?;
        self.no_repeat = true;
        Ok(())
    }

    /// Ludii filters the legal moves (`Trial.setLegalMoves`, `NoRepeat.apply`): a move other
    /// than a pass whose position (consequences played) was seen before is not legal. That is
    /// a `do` asking `PositionRepeated` around every part of the play but its passes; the
    /// parts of an `or` are filtered one by one, which keeps the passes out of the test. A pass
    /// deeper inside (under a `priority`, `if`, `then` ...) would be tested too: not supported.
    fn no_repeat_filter(&mut self, rules: &Node, m: Moves) -> R<Moves> {
        match m {
            Moves::Pass => Ok(Moves::Pass),
            Moves::Or(parts) => Ok(Moves::Or(
                parts.into_iter().map(|p| self.no_repeat_filter(rules, p)).collect::<R<_>>()?,
            )),
            m if format!("{m:?}")
                .split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| w == "Pass") =>
            {
                self.unsupported(rules, "no Repeat (over a pass inside a move)")
            }
            m => Ok(Moves::Do {
                prior: Box::new(m),
                after: BoolExpr::Not(Box::new(BoolExpr::PositionRepeated)),
            }),
        }
    }

    /// `(end <rule> | { <rule> ... })`.
    fn end_rules(&mut self, e: &Node) -> R<Vec<EndRule>> {
        let (_, mut ea) = self.split(e, "(end ...)")?;
        let items: Vec<&Node> = one_or_list(ea.positional());
        ea.finish(self)?;
        let mut rules = Vec::new();
        for i in items {
            rules.extend(self.end_rules_of(i)?);
        }
        Ok(rules)
    }

    /// The rules one item of `(end ...)` stands for: `(forEach ..)` one per player; `(if <cond>
    /// { <rule> ... } [<result>])` or `(if <cond> (if ..) [<result>])` its sub-rules, each under
    /// `cond`, then its own result under `cond` alone (rules/end/If.java: when `cond` holds, the
    /// first sub-rule that holds gives the result, else the default result, if any), which the
    /// end check, taking the first rule that holds, reads in order the same way.
    fn end_rules_of(&mut self, node: &Node) -> R<Vec<EndRule>> {
        if node.head() == Some("forEach") {
            return self.end_for_each_player(node);
        }
        let Node::Call { head, args, .. } = node else { return Ok(vec![self.end_rule(node)?]) };
        let subs: Vec<&Node> = match args.get(1) {
            Some(Node::List { items, .. }) if head == "if" => items.iter().collect(),
            Some(sub) if head == "if" && sub.head() == Some("if") => vec![sub],
            _ => return Ok(vec![self.end_rule(node)?]),
        };
        let (_, mut a) = self.split(node, "an end rule")?;
        let c = need(self, &mut a, "a condition")?;
        let condition = self.cond(c)?;
        a.positional();
        let mut rules = Vec::new();
        for sub in subs {
            for mut r in self.end_rules_of(sub)? {
                r.condition = BoolExpr::And(vec![condition.clone(), r.condition]);
                rules.push(r);
            }
        }
        if a.has_more() {
            let (result, final_scores) = self.end_result(node, &mut a)?;
            rules.push(EndRule { condition, result, final_scores });
        }
        a.finish(self)?;
        Ok(rules)
    }

    /// Ludii's end rule `(forEach Player|NonMover if:<cond> (result Player <outcome>))`
    /// (rules/end/ForEach.java): for each player in turn (the mover skipped with `NonMover`),
    /// the condition with `Player` naming that player, and its result when it holds. It is
    /// lowered as one `(if ..)` rule per player, `Player` replaced by `P1`, `P2`...: with two
    /// players the first result ends the game, as Ludii's loop finds the game over after it.
    /// With more, a result only makes that player leave and the next rules are asked (see the
    /// interpreter's `leaves`), as Ludii's loop goes on to the next player.
    fn end_for_each_player(&mut self, node: &Node) -> R<Vec<EndRule>> {
        let (_, mut a) = self.split(node, "an end rule")?;
        let Some(kind) = a.word(&["Player", "NonMover"]) else {
            return self.unsupported(node, "forEach (end rule)");
        };
        let Some(cond) = a.named("if") else {
            return self.error(
                node.span(),
                format!("`(forEach {kind} ...)` needs if:<cond>"),
                "expected if:",
            );
        };
        let Some(result) = a.call("result") else {
            return self.error(
                node.span(),
                format!("`(forEach {kind} ...)` needs `(result Player ...)`"),
                "expected a result",
            );
        };
        a.finish(self)?;
        let n = self.players.len();
        let mut rules = Vec::new();
        for p in 1..=n as u8 {
            let role = format!("P{p}");
            let rule = Node::Call {
                head: "if".into(),
                head_span: node.span(),
                args: vec![with_player_as(cond, &role), with_player_as(result, &role)],
                span: node.span(),
            };
            let mut r = self.end_rule(&rule)?;
            if kind == "NonMover" {
                let not_mover =
                    BoolExpr::Ne(IntExpr::Player(PlayerRef::Mover), IntExpr::Const(p as i64));
                r.condition = BoolExpr::And(vec![not_mover, r.condition]);
            }
            rules.push(r);
        }
        Ok(rules)
    }

    /// A phase's play: `(do (roll) next:<moves>)` rolls the dice before each decision, `(do (if
    /// <cond> (roll)) next:<moves>)` when the condition holds ([`Phase::roll`]); other moves are
    /// lowered as they are. Then the forced pass, when Do's consequences go with it
    /// ([`Phase::forced_pass`]).
    fn play_moves(&mut self, m: &Node) -> R<PlayRules> {
        if !is_roll_do(m) {
            return self.nested_roll_play(m);
        }
        let Node::Call { head, args, .. } = m else { return Ok(PlayRules::plain(self.moves(m)?)) };
        let rolls_if = |x: &Node| match if_args(x) {
            Some([_, r, _]) => r.head() == Some("roll"),
            None => {
                matches!(x, Node::Call { head, args, .. } if head == "if" && args.len() == 2 && args[1].head() == Some("roll"))
            }
        };
        let conditional = args.iter().find(|x| rolls_if(x));
        if head != "do" || !(args.iter().any(|x| x.head() == Some("roll")) || conditional.is_some())
        {
            return Ok(PlayRules::plain(self.moves(m)?));
        }
        let (_, mut a) = self.split(m, "(do ...)")?;
        let roll = match conditional {
            Some(_) => a.call("if").expect("checked above"),
            None => a.call("roll").expect("checked above"),
        };
        // `(roll (then <effects>))` (Pasa's score): the roll's consequences, played after it
        // before the moves are generated.
        let (roll, roll_then) = match roll {
            Node::Call { head, args, span, .. } if head == "roll" && !args.is_empty() => {
                let Some(then) = Args::new(head, *span, args).call("then") else {
                    return self.unsupported(roll, "roll then");
                };
                let effects = reattach_then(self, Moves::Pass, Some(then))?;
                let Moves::Then { then, .. } = effects else { unreachable!("reattached") };
                (
                    &Node::Call {
                        head: head.clone(),
                        head_span: *span,
                        args: Vec::new(),
                        span: *span,
                    },
                    Some(*then),
                )
            }
            _ => (roll, None),
        };
        let when = self.roll_when(roll)?;
        if self.dice.is_none() {
            return self.error(
                roll.span(),
                "`(roll)` without dice",
                "declare (dice ...) in the equipment",
            );
        }
        let Some(next) = a.named("next") else {
            return self.unsupported(m, "do (roll) without next");
        };
        // Do.java adds its own consequences to every move it yields, after the move's own.
        let moves = self.moves(next)?;
        let then = a.call("then");
        let moves = reattach_then(self, moves, then)?;
        a.finish(self)?;
        // Do's own consequences only (`next` may have some of its own, which a pass has not).
        let forced_pass = match (&moves, then) {
            (Moves::Then { then, .. }, Some(_)) => {
                Some(Moves::Then { moves: Box::new(Moves::Pass), then: then.clone() })
            }
            _ => None,
        };
        Ok(PlayRules { roll: Some(when), roll_then, moves, forced_pass })
    }

    /// When a `do`'s prior rolls: `(roll)` always, `(if <c> <roll> [<roll>])` when the
    /// condition chooses a branch that rolls (Ad elta stelpur's `(if NewTurn (roll) (if <c>
    /// (roll)))`), each branch a roll or another such `if`. The conditions are read before the
    /// roll, as Ludii reads them.
    fn roll_when(&mut self, n: &Node) -> R<BoolExpr> {
        let and = |c: BoolExpr, w: BoolExpr| match w {
            BoolExpr::Const(true) => c,
            w => BoolExpr::And(vec![c, w]),
        };
        match n {
            Node::Call { head, args, .. } if head == "roll" => match args.is_empty() {
                true => Ok(BoolExpr::Const(true)),
                false => self.unsupported(n, "roll then"),
            },
            Node::Call { head, args, .. } if head == "if" && (2..=3).contains(&args.len()) => {
                let c = self.cond(&args[0])?;
                let then = self.roll_when(&args[1])?;
                let Some(otherwise) = args.get(2) else { return Ok(and(c, then)) };
                let otherwise = self.roll_when(otherwise)?;
                let not_c = BoolExpr::Not(Box::new(c.clone()));
                Ok(BoolExpr::Or(vec![and(c, then), and(not_c, otherwise)]))
            }
            _ => self.unsupported(n, "roll otherwise"),
        }
    }

    /// A play whose roll sits below its top: `(do (roll) next:<moves>)` (or `(do (if <c> (roll))
    /// next:..)`) reached through the branches of `(if ..)` and the moves of `(do <moves>
    /// ifAfterwards:..)` (Sarvatobhadra, Dice Shogi, Jacquet de Versailles). Ludii rolls while it
    /// generates that branch's moves, so the dice roll exactly when the conditions leading to it
    /// hold; those conditions, read before the roll, are read again after it when the moves are
    /// generated, so none may read the dice (refused otherwise). The phase then rolls when they
    /// hold ([`Phase::roll`]) and the roll's `do` stands for its next moves (`do_moves`). Moves
    /// without any roll are lowered as they are.
    fn nested_roll_play(&mut self, m: &Node) -> R<PlayRules> {
        let mut found = Vec::new();
        nested_rolls(m, &mut Vec::new(), &mut found);
        let Some((roll_do, path)) = found.first() else {
            return Ok(PlayRules::plain(self.moves(m)?));
        };
        if found.len() > 1 {
            return self.unsupported(found[1].0, "do (roll) twice");
        }
        let mut when = Vec::new();
        for &(c, holds) in path {
            if reads_dice(c) {
                return self.unsupported(c, "roll below a dice condition");
            }
            let c = self.cond(c)?;
            when.push(if holds { c } else { BoolExpr::Not(Box::new(c)) });
        }
        let Node::Call { args, span, .. } = roll_do else { unreachable!("a roll's do is a call") };
        when.push(self.roll_when(&args[0])?);
        if self.dice.is_none() {
            return self.error(
                *span,
                "`(roll)` without dice",
                "declare (dice ...) in the equipment",
            );
        }
        self.hoisted_roll = Some(*span);
        let moves = self.moves(m);
        self.hoisted_roll = None;
        let roll = Some(BoolExpr::And(when));
        Ok(PlayRules { roll, roll_then: None, moves: moves?, forced_pass: None })
    }

    /// A phase and its own end rules.
    fn phase(&mut self, node: &Node) -> R<(Phase, Vec<EndRule>)> {
        let (_, mut a) = self.split(node, "(phase ...)")?;
        let name = match a.positional() {
            Some(Node::Str { value, .. }) => value.clone(),
            _ => {
                return self.error(
                    node.span(),
                    "a phase needs a name",
                    "expected (phase \"Name\" ...)",
                )
            }
        };
        let owner = match a.word(&["Shared", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"]) {
            Some(w) if w.starts_with('P') => Some(w[1..].parse().expect("a player number")),
            _ => None,
        };
        let Some(p) = a.call("play") else {
            return self.error(node.span(), "a phase needs `(play ...)`", "expected (play ...)");
        };
        let (_, mut pa) = self.split(p, "(play ...)")?;
        let Some(m) = pa.positional() else {
            return self.error(p.span(), "empty `(play)`", "expected moves");
        };
        let rules = self.play_moves(m)?;
        pa.finish(self)?;
        let mut next = Vec::new();
        while let Some(np) = a.call("nextPhase") {
            let (_, mut na) = self.split(np, "(nextPhase ...)")?;
            let who = match na.word(&[
                "Mover", "Next", "Prev", "All", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8",
            ]) {
                Some(w) => player_word(&w).expect("a player word"),
                None => PlayerRef::All,
            };
            let phase = match na.string() {
                Some(value) => match self.phase_names.iter().position(|n| *n == value) {
                    Some(i) => i,
                    None => {
                        return self.error(
                            np.span(),
                            format!("unknown phase `{value}`"),
                            "expected the name of a phase",
                        )
                    }
                },
                // NextPhase.java without a name: the phase after the player's current one (this
                // phase's, for the players it applies to), the first after the last.
                None => {
                    (self
                        .phase_names
                        .iter()
                        .position(|n| *n == name)
                        .expect("phase names are collected first")
                        + 1)
                        % self.phase_names.len()
                }
            };
            let cond = match na.positional() {
                Some(c) => self.cond(c)?,
                None => BoolExpr::Const(true),
            };
            na.finish(self)?;
            next.push(NextPhase { who, cond, phase });
        }
        let end = match a.call("end") {
            Some(e) => self.end_rules(e)?,
            None => Vec::new(),
        };
        a.finish(self)?;
        let PlayRules { roll, roll_then, moves: play, forced_pass } = rules;
        Ok((Phase { name, play, next, owner, roll, roll_then, forced_pass, ends: false }, end))
    }

    /// `(set Score Each|P<n> 0)` in the start rules (SetScore.java run as a start rule): every
    /// score already starts at 0, so this only says the game keeps scores. Another start
    /// score is not supported yet.
    fn start_score(&mut self, node: &Node, mut a: Args<'_>) -> R<()> {
        let who = a.word(&["Each", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"]);
        let value = a.positional();
        a.finish(self)?;
        match (who, value) {
            (Some(_), Some(Node::Int { value: 0, .. })) => {
                self.uses_scores = true;
                Ok(())
            }
            _ => self.unsupported(node, "set Score (a start score other than 0)"),
        }
    }

    /// Reads the game's `(set Team <k> { <player> ... })` start rules (SetTeam.java: each
    /// player listed joins team `k`) into `teams`.
    fn read_teams(&mut self, game: &Node) -> R<()> {
        let call = |n: &'_ Node, name: &str| -> Option<Node> {
            let Node::Call { args, .. } = n else { return None };
            args.iter().find(|a| a.head() == Some(name)).cloned()
        };
        let Some(start) = call(game, "rules").and_then(|r| call(&r, "start")) else {
            return Ok(());
        };
        let Node::Call { args, .. } = &start else { return Ok(()) };
        let items: Vec<&Node> = args
            .iter()
            .flat_map(|a| match a {
                Node::List { items, .. } => items.iter().collect(),
                n => vec![n],
            })
            .collect();
        for item in items {
            let Node::Call { head, args, span, .. } = item else { continue };
            if head != "set" || first_word(args) != Some("Team") {
                continue;
            }
            let mut a = Args::new(head, *span, args);
            a.word(&["Team"]);
            let team = match a.positional() {
                Some(Node::Int { value, .. }) if (1..=16).contains(value) => *value as u8,
                _ => {
                    return self.error(
                        *span,
                        "`(set Team ..)` needs a team number from 1 to 16",
                        "expected (set Team 1 { P1 P3 })",
                    )
                }
            };
            let members: Vec<&Node> = one_or_list(a.positional());
            a.finish(self)?;
            let n = self.players.len();
            for m in members {
                let p = match m {
                    Node::Word { value, .. } => match player_word(value) {
                        Some(PlayerRef::Id(p)) if (1..=n).contains(&(p as usize)) => p as usize,
                        _ => {
                            return self.error(
                                m.span(),
                                format!("`{value}` is no player of the game"),
                                "expected P1, P2...",
                            )
                        }
                    },
                    _ => return self.error(m.span(), "expected a player", "expected P1, P2..."),
                };
                self.teams.resize(n, 0);
                self.teams[p - 1] = team;
            }
        }
        Ok(())
    }

    /// Ludii's `(is Enemy <who>)` (IsEnemy.java): a player other than the mover, with teams
    /// one outside the mover's team; never nobody (0).
    fn is_enemy(&self, who: IntExpr) -> BoolExpr {
        if self.teams.is_empty() {
            return BoolExpr::IsEnemy(who);
        }
        BoolExpr::And(vec![
            BoolExpr::Ne(who.clone(), IntExpr::Const(0)),
            BoolExpr::Ne(
                IntExpr::Team(Box::new(who)),
                IntExpr::Team(Box::new(IntExpr::Player(PlayerRef::Mover))),
            ),
        ])
    }

    /// Ludii's `(is Friend <who>)` (IsFriend.java): the mover, with teams a player of the
    /// mover's team.
    fn is_friend(&self, who: IntExpr) -> BoolExpr {
        if self.teams.is_empty() {
            return BoolExpr::IsFriend(who);
        }
        BoolExpr::Eq(
            IntExpr::Team(Box::new(who)),
            IntExpr::Team(Box::new(IntExpr::Player(PlayerRef::Mover))),
        )
    }

    fn start_item(&mut self, node: &Node, out: &mut Vec<StartRule>) -> R<()> {
        let (head, mut a) = self.split(node, "a start rule")?;
        if head == "set" && a.word(&["Count"]).is_some() {
            return self.start_count(node, a, out);
        }
        if head == "set" && a.word(&["RememberValue"]).is_some() {
            return self.start_remember(a);
        }
        if head == "set" && a.word(&["Score"]).is_some() {
            return self.start_score(node, a);
        }
        if head == "set" && a.word(&["Team"]).is_some() {
            return Ok(()); // read first, by `read_teams`
        }
        if head == "set" && a.word(&["Hidden"]).is_some() {
            return self.start_hidden(a, out.len());
        }
        if head != "place" {
            return self.unsupported(node, head);
        }
        // `(place Stack ..)` (PlaceCustomStack / PlaceMonotonousStack.java): `count` pieces
        // stacked one per level on each site, and the game stacks (its flags say Stacking).
        let stack = a.word(&["Stack"]).is_some();
        self.stacking |= stack;
        // `(place Stack items:{"A" "B" ..} ..)` (PlaceCustomStack.java): each item in turn,
        // stacked on the site, the first at the bottom.
        if let (true, Some(items)) = (stack, a.named("items")) {
            let Node::List { items, .. } = items else {
                return self.error(items.span(), "expected a list of piece names", "expected {..}");
            };
            for item in items {
                let mut one = node.clone();
                let Node::Call { args, .. } = &mut one else { unreachable!("a call") };
                args.retain(|x| !matches!(x, Node::Named { name, .. } if name == "items"));
                args.insert(1, item.clone());
                self.start_item(&one, out)?;
            }
            return Ok(());
        }
        let name = match a.positional() {
            Some(Node::Str { value, span }) => (value.clone(), *span),
            _ => {
                return self.error(
                    node.span(),
                    "`(place ...)` needs a piece name",
                    "expected (place \"Name1\" ...)",
                )
            }
        };
        let mut count = match a.named("count") {
            Some(Node::Int { value, .. }) => *value as u32,
            Some(n) => return self.error(n.span(), "expected a count", "expected a number"),
            None => 1,
        };
        // `counts:{..}` (Place.java): PlaceItem places `counts[0]` on every site, while a
        // stack (PlaceMonotonousStack) gets `counts[k]` pieces on its k-th site, which is one
        // count when they are all equal and as many as the sites (checked below).
        let counts = match a.named("counts") {
            Some(n) => Some((self.const_counts(n)?, n.span())),
            None => None,
        };
        if let Some((c, _)) = &counts {
            count = c[0];
        }
        let state = match a.named("state") {
            Some(Node::Int { value, .. }) => {
                self.uses_piece_state = true;
                *value as u8
            }
            Some(n) => return self.error(n.span(), "expected a state value", "expected a number"),
            None => 0,
        };
        // PlaceItem's `value:` (a constant here; Shogun's random ones are not supported).
        let value = match a.named("value") {
            Some(Node::Int { value, .. }) => {
                self.uses_piece_value = true;
                *value as i32
            }
            Some(n) => {
                return self.error(n.span(), "expected a constant piece value", "expected a number")
            }
            None => 0,
        };
        let coord = a.named("coord");
        let target = a.positional();
        a.finish(self)?;
        // "Marker" + a container name ("Hand"): each player's piece into their own container.
        if let (Some(Node::Str { value: cont, .. }), false) =
            (target, self.component_named(&name.0).is_some())
        {
            let mut placed = false;
            for p in 1..=self.players.len() as u8 {
                let comp = self.components.iter().position(|c| c.base == name.0 && c.owner == p);
                let container = self.containers.iter().find(|c| c.name == format!("{cont}{p}"));
                if let (Some(comp), Some(container)) = (comp, container) {
                    out.push(StartRule {
                        component: comp,
                        sites: vec![container.first_site],
                        count,
                        state,
                        value,
                        who: None,
                        stack,
                    });
                    placed = true;
                }
            }
            if placed {
                return Ok(());
            }
        }
        // Ludii keeps the declared name of a piece given to one player (Equipment.java numbers
        // only `Each`'s copies), and a start placement may name it so (Peg Solitaire's
        // "Marker"): the one piece of that base name.
        let declared_once = || {
            let mut same_base =
                self.components.iter().enumerate().filter(|(_, c)| c.base == name.0);
            same_base.next().filter(|_| same_base.next().is_none()).map(|(i, _)| i)
        };
        let Some(component) = self.component_named(&name.0).or_else(declared_once) else {
            return self.error(
                name.1,
                format!("unknown piece `{}`", name.0),
                "expected a piece declared in the equipment, with its owner number (\"Pawn1\")",
            );
        };
        let sites = match (coord, target) {
            (Some(Node::Str { value, span }), None) => vec![self.label(value, *span)?],
            (None, Some(Node::Int { value, span })) => match usize::try_from(*value) {
                Ok(site) if site < self.next_container_site() => vec![site],
                _ => {
                    return self.error(
                        *span,
                        format!("`{value}` is no site of the game"),
                        "expected a site",
                    )
                }
            },
            (None, Some(t)) => self.const_region(t)?,
            _ => {
                return self.error(
                    node.span(),
                    "`(place ...)` needs sites",
                    "expected a region or coord:\"A1\"",
                )
            }
        };
        if let (true, Some((c, span))) = (stack, &counts) {
            if c.len() != sites.len() || c.iter().any(|&x| x != count) {
                return self.error(
                    *span,
                    "`(place Stack .. counts:{..})` with different counts per site is not supported yet",
                    "one count per site, all equal",
                );
            }
        }
        out.push(StartRule { component, sites, count, state, value, who: None, stack });
        Ok(())
    }

    /// The constant counts of `counts:{<int> ..}`, at least one.
    fn const_counts(&mut self, n: &Node) -> R<Vec<u32>> {
        let items = match n {
            Node::List { items, .. } => items.as_slice(),
            n => std::slice::from_ref(n),
        };
        let mut out = Vec::new();
        for i in items {
            match i {
                Node::Int { value, .. } if *value >= 0 => out.push(*value as u32),
                n => return self.error(n.span(), "expected a count", "expected a number"),
            }
        }
        if out.is_empty() {
            return self.error(n.span(), "`counts:{}` is empty", "expected a count per site");
        }
        Ok(out)
    }

    /// `(set Count <n> to:<region>)`: `SetCount.eval` puts `n` of the last declared component
    /// on each site (owned by nobody, as `ActionSetCount` leaves it).
    /// `(set RememberValue [<name>] <int> | <region> [unique:<bool>])` (start/set/remember/
    /// SetRememberValue.java): values remembered before the game starts, each site of a region
    /// once (a region holds each site once, so `unique` changes nothing then).
    fn start_remember(&mut self, mut a: Args<'_>) -> R<()> {
        let name = a.string().unwrap_or_default();
        let unique = bool_arg(self, a.named("unique"))?;
        let target = need(self, &mut a, "values to remember")?;
        let sites = match target {
            Node::Int { value, span } => match usize::try_from(*value) {
                Ok(v) if v < self.next_container_site() => vec![v],
                _ => {
                    return self.error(
                        *span,
                        format!("`{value}` is no site: ludemic remembers sites"),
                        "expected a site",
                    )
                }
            },
            n => self.const_region(n)?,
        };
        a.finish(self)?;
        let m = self.memory_slot(&name);
        for s in sites {
            if !(unique && self.memories[m].start.contains(&s)) {
                self.memories[m].start.push(s);
            }
        }
        Ok(())
    }

    fn start_count(&mut self, node: &Node, mut a: Args<'_>, out: &mut Vec<StartRule>) -> R<()> {
        let count = match a.positional().map(|n| self.int(n)).transpose()? {
            Some(IntExpr::Const(value)) if value >= 0 => value as u32,
            _ => {
                return self.error(
                    node.span(),
                    "`(set Count ...)` needs a constant count",
                    "expected a number",
                )
            }
        };
        // SetCount.java: a region (`to:`) or one site (`at:`).
        let sites = match (a.named("to"), a.named("at")) {
            (Some(to), _) => self.const_region(to)?,
            (None, Some(at)) => vec![self.const_site(at)?],
            (None, None) => {
                return self.error(
                    node.span(),
                    "`(set Count ...)` needs `to:<region>` or `at:<site>`",
                    "expected to:(sites ...) or at:<site>",
                )
            }
        };
        a.finish(self)?;
        if self.components.is_empty() {
            return self.error(
                node.span(),
                "`(set Count ...)` needs a piece in the equipment",
                "declare a piece first",
            );
        }
        let component = self.components.len() - 1;
        out.push(StartRule {
            component,
            sites,
            count,
            state: 0,
            value: 0,
            who: Some(0),
            stack: false,
        });
        Ok(())
    }

    fn end_rule(&mut self, node: &Node) -> R<EndRule> {
        let (head, mut a) = self.split(node, "an end rule")?;
        if head != "if" {
            return self.unsupported(node, head);
        }
        let Some(c) = a.positional() else {
            return self.error(node.span(), "`(if ...)` needs a condition", "expected a condition");
        };
        let condition = self.cond(c)?;
        let (result, final_scores) = self.end_result(node, &mut a)?;
        a.finish(self)?;
        Ok(EndRule { condition, result, final_scores })
    }

    /// The `(result ..)` or `(byScore ..)` of an end rule, with the final scores it sets.
    /// `(result Team<k>|TeamMover Win)`. End.applyTeamResult ranks the winning team first and,
    /// when one other team is left, that team next (the game is then over); its losses are
    /// not written yet ("TO DO"). Two teams only, so that a win ends the game.
    fn team_result(&mut self, node: &Node, team: &str, mut a: Args<'_>) -> R<EndResult> {
        let win = a.word(&["Win"]).is_some();
        a.finish(self)?;
        let mut teams = self.teams.clone();
        teams.sort_unstable();
        teams.dedup();
        if !win || teams.len() != 2 || teams.contains(&0) {
            return self.unsupported(node, "result of a team (other than a win between two teams)");
        }
        match team_word(team) {
            Some(TeamRef::Id(k)) if !teams.contains(&k) => self.error(
                node.span(),
                format!("no player is in team {k}"),
                "expected a team of the game",
            ),
            Some(t) => Ok(EndResult::TeamWin(t)),
            None => self.error(
                node.span(),
                format!("`{team}` is no team"),
                "expected Team1, TeamMover...",
            ),
        }
    }

    fn end_result(
        &mut self,
        node: &Node,
        a: &mut Args<'_>,
    ) -> R<(EndResult, Vec<(PlayerRef, IntExpr)>)> {
        let mut final_scores = Vec::new();
        let result = if let Some(r) = a.call("result") {
            let (_, mut ra) = self.split(r, "(result ...)")?;
            if let Some(team) = ra.word(&OWNERS_WORDS[1..]) {
                return self.team_result(r, &team, ra).map(|res| (res, final_scores));
            }
            let who = self.take_player(&mut ra, None)?;
            let outcome = match ra.word(&["Win", "Loss", "Draw"]).as_deref() {
                Some("Win") => ResultKind::Win,
                Some("Loss") => ResultKind::Loss,
                Some(_) => ResultKind::Draw,
                None => {
                    return self.error(
                        r.span(),
                        "`(result ...)` needs Win, Loss or Draw",
                        "expected an outcome",
                    )
                }
            };
            ra.finish(self)?;
            EndResult::Result { who, outcome }
        } else if let Some(b) = a.call("byScore") {
            let (_, mut ba) = self.split(b, "(byScore)")?;
            if let Some(list) = ba.positional() {
                let items: Vec<&Node> = match list {
                    Node::List { items, .. } => items.iter().collect(),
                    n => vec![n],
                };
                for i in items {
                    let (head, mut sa) = self.split(i, "(score <player> <int>)")?;
                    if head != "score" {
                        return self.error(
                            i.span(),
                            format!("expected `(score <player> <int>)`, found `({head} ...)`"),
                            "expected (score P1 ...)",
                        );
                    }
                    let who = self.take_player(&mut sa, None)?;
                    let v = need(self, &mut sa, "a score")?;
                    let value = self.int(v)?;
                    sa.finish(self)?;
                    final_scores.push((who, value));
                }
            }
            ba.finish(self)?;
            self.uses_scores = true;
            EndResult::ByScore
        } else {
            return self.error(
                node.span(),
                "an end rule needs `(result ...)` or `(byScore)`",
                "expected a result",
            );
        };
        Ok((result, final_scores))
    }
}

impl Args<'_> {
    /// Takes a leading string argument (a region's name).
    fn items_first_str(&mut self) -> Option<String> {
        if let Some(slot) = self.items.first_mut() {
            if let Some(Node::Str { value, .. }) = slot {
                let v = value.clone();
                *slot = None;
                return Some(v);
            }
        }
        None
    }
}

fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::Structure => "part of the game's structure",
        Kind::Moves => "a moves ludeme",
        Kind::Bool => "a condition",
        Kind::Int => "an integer",
        Kind::Site => "a site",
        Kind::Region => "a region",
    }
}

/// `node` with the role word `Player` (the player a `forEach Player` iterates over) replaced
/// by `role`, except where it selects a ludeme (`(value Player ..)`, `(set Value ..)`).
fn with_player_as(node: &Node, role: &str) -> Node {
    match node {
        Node::Word { value, span } if value == "Player" => {
            Node::Word { value: role.to_string(), span: *span }
        }
        Node::Call { head, head_span, args, span } => {
            let selects = matches!(head.as_str(), "value" | "set" | "forEach");
            let args = args
                .iter()
                .enumerate()
                .map(|(i, x)| if i == 0 && selects { x.clone() } else { with_player_as(x, role) })
                .collect();
            Node::Call { head: head.clone(), head_span: *head_span, args, span: *span }
        }
        Node::List { items, span } => Node::List {
            items: items.iter().map(|x| with_player_as(x, role)).collect(),
            span: *span,
        },
        Node::Named { name, value, span } => Node::Named {
            name: name.clone(),
            value: Box::new(with_player_as(value, role)),
            span: *span,
        },
        other => other.clone(),
    }
}

const PLAYER_WORDS: &[&str] =
    &["Mover", "Next", "Prev", "All", "Neutral", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"];

/// The role words naming a set of owners that are no single player.
const OWNERS_WORDS: &[&str] =
    &["Enemy", "TeamMover", "Team1", "Team2", "Team3", "Team4", "Team5", "Team6", "Team7", "Team8"];

/// A role word naming a set of owners (`Enemy`, `All`, `Team1`, `TeamMover`) or one player.
fn owners_word(w: &str) -> Option<Owners> {
    match w {
        "Enemy" => Some(Owners::Enemy),
        "All" => Some(Owners::Any),
        _ => match team_word(w) {
            Some(t) => Some(Owners::Team(t)),
            None => player_word(w).map(Owners::Player),
        },
    }
}

/// `Team<k>` or `TeamMover`.
fn team_word(w: &str) -> Option<TeamRef> {
    match w {
        "TeamMover" => Some(TeamRef::Of(PlayerRef::Mover)),
        _ => Some(TeamRef::Id(w.strip_prefix("Team")?.parse().ok()?)),
    }
}

fn player_word(w: &str) -> Option<PlayerRef> {
    Some(match w {
        "Mover" => PlayerRef::Mover,
        "Next" => PlayerRef::Next,
        "Prev" => PlayerRef::Prev,
        "All" => PlayerRef::All,
        "Neutral" => PlayerRef::Id(0),
        _ if w.starts_with('P') => PlayerRef::Id(w[1..].parse().ok()?),
        _ => return None,
    })
}

/// Every word a move may take as its directions, as `word_dirs` reads them (Ludii's
/// `DirectionFacing` words, absolute and relative, and the direction sets).
const DIR_WORDS: &[&str] = &[
    "Orthogonal",
    "Diagonal",
    "Adjacent",
    "All",
    "OffDiagonal",
    "Forward",
    "Backward",
    "Leftward",
    "Rightward",
    "FR",
    "FL",
    "BR",
    "BL",
    "Forwards",
    "Backwards",
    "Leftwards",
    "Rightwards",
    "SameDirection",
    "OppositeDirection",
    "N",
    "S",
    "E",
    "W",
    "NE",
    "NW",
    "SE",
    "SW",
    "NNE",
    "ENE",
    "ESE",
    "SSE",
    "SSW",
    "WSW",
    "WNW",
    "NNW",
];

fn word_dirs(w: &str) -> Option<Dirs> {
    Some(match w {
        "Orthogonal" => Dirs::Set(DirSet::Orthogonal),
        "Diagonal" => Dirs::Set(DirSet::Diagonal),
        "Adjacent" => Dirs::Set(DirSet::Adjacent),
        "All" => Dirs::Set(DirSet::All),
        "OffDiagonal" => Dirs::Set(DirSet::OffDiagonal),
        _ => {
            if let Some(r) = rel_dir(w) {
                Dirs::Relative(vec![r], DirSet::Adjacent)
            } else {
                Dirs::Absolute(vec![abs_dir(w)?])
            }
        }
    })
}

fn rel_dir(w: &str) -> Option<RelDir> {
    Some(match w {
        "Forward" => RelDir::Forward,
        "Backward" => RelDir::Backward,
        "Leftward" => RelDir::Leftward,
        "Rightward" => RelDir::Rightward,
        "FR" => RelDir::FR,
        "FL" => RelDir::FL,
        "BR" => RelDir::BR,
        "BL" => RelDir::BL,
        "Forwards" => RelDir::Forwards,
        "Backwards" => RelDir::Backwards,
        "Rightwards" => RelDir::Rightwards,
        "Leftwards" => RelDir::Leftwards,
        "SameDirection" => RelDir::SameDirection,
        "OppositeDirection" => RelDir::OppositeDirection,
        _ => return None,
    })
}

/// The words of Ludii's absolute directions that name one direction, as `abs_dir` reads them.
const ABS_DIR_WORDS: [&str; 16] = [
    "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW",
    "NNW",
];

fn abs_dir(w: &str) -> Option<Dir> {
    use Dir::*;
    Some(match w {
        "N" => N,
        "NNE" => NNE,
        "NE" => NE,
        "ENE" => ENE,
        "E" => E,
        "ESE" => ESE,
        "SE" => SE,
        "SSE" => SSE,
        "S" => S,
        "SSW" => SSW,
        "SW" => SW,
        "WSW" => WSW,
        "W" => W,
        "WNW" => WNW,
        "NW" => NW,
        "NNW" => NNW,
        _ => return None,
    })
}

fn bool_arg(lw: &mut Lowerer, n: Option<&Node>) -> R<bool> {
    match n {
        None => Ok(false),
        Some(Node::Bool { value, .. }) => Ok(*value),
        Some(n) => lw.error(n.span(), "expected True or False", "expected a boolean"),
    }
}

/// Whether a node is a region rather than a site, where a ludeme takes either (Ludii's `Or`
/// of an IntFunction and a RegionFunction): a list of sites or a region ludeme.
fn is_region(node: &Node) -> bool {
    match node {
        Node::List { .. } => true,
        Node::Call { head, args, .. } => {
            ludemes::find(head, first_word(args)).is_some_and(|l| l.kind == Kind::Region)
        }
        _ => false,
    }
}

fn need<'n>(lw: &mut Lowerer, a: &mut Args<'n>, what: &str) -> R<&'n Node> {
    match a.positional() {
        Some(n) => Ok(n),
        None => {
            lw.error(a.span, format!("`({} ...)` needs {what}", a.head), format!("expected {what}"))
        }
    }
}

fn site_arg(lw: &mut Lowerer, a: &mut Args<'_>, named: &str) -> R<SiteExpr> {
    let n = match a.named(named) {
        Some(n) => n,
        None => need(lw, a, "a site")?,
    };
    lw.site(n)
}

fn from_site(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    match a.call("from") {
        Some(f) => {
            let (_, mut fa) = lw.split(f, "(from ...)")?;
            let s = match fa.positional() {
                Some(n) => lw.site(n)?,
                None => SiteExpr::From,
            };
            fa.finish(lw)?;
            Ok(s)
        }
        None => Ok(SiteExpr::From),
    }
}

/// Ludii's start places a piece on an occupied site without replacing what is there:
/// ActionAdd.java only adds to the site's count, which stays 1 in a game without counts.
/// Shataranja places its queens on two sites its pawns hold, and the pawns stay; Ijil Buga
/// places dogs on sites its deer hold, and each such deer counts 2. So without stacks a board
/// site keeps the piece of the first rule that places one there; with counts (`counts`), a
/// later rule's pieces go to that piece's count (a rule setting the site's count, put right
/// after the later rule).
fn keep_first_placements(
    start: &mut Vec<StartRule>,
    board_sites: usize,
    counts: bool,
    owner: impl Fn(usize) -> u8,
) {
    // The component, state and count of the piece on each board site so far.
    let mut on: Vec<Option<(usize, u8, u32)>> = vec![None; board_sites];
    let mut out = Vec::with_capacity(start.len());
    for mut rule in std::mem::take(start) {
        let (component, state, count) = (rule.component, rule.state, rule.count);
        if rule.stack || count == 0 {
            out.push(rule);
            continue;
        }
        if rule.who.is_some() {
            // `(set Count ..)` sets the site whatever was there.
            for &s in rule.sites.iter().filter(|&&s| s < board_sites) {
                on[s] = Some((component, state, count));
            }
            out.push(rule);
            continue;
        }
        let mut added = Vec::new();
        rule.sites.retain(|&s| {
            let Some(site) = on.get_mut(s) else { return true };
            let Some((c, st, n)) = site else {
                *site = Some((component, state, count));
                return true;
            };
            if counts {
                *n += count;
                added.push(StartRule {
                    component: *c,
                    sites: vec![s],
                    count: *n,
                    state: *st,
                    value: 0,
                    who: Some(owner(*c)),
                    stack: false,
                });
            }
            false
        });
        out.push(rule);
        out.extend(added);
    }
    *start = out;
}

// ---- Moves ----

pub fn move_add(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let (piece, state) = match a.call("piece") {
        Some(p) => {
            let (p, s) = lw.piece_expr(p)?;
            (Some(p), s)
        }
        None => (None, None),
    };
    let stack = bool_arg(lw, a.named("stack"))?;
    if stack {
        lw.stacking = true;
    }
    let (_, target, region) = lw.target(a.call("to"))?;
    let Some(to) = region else {
        return lw.error(a.span, "`(move Add ...)` needs `(to <region>)`", "expected (to ...)");
    };
    Ok(Moves::Add { piece, to, target, stack, state })
}

pub fn move_from_to(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let Some(f) = a.call("from") else {
        return lw.error(a.span, "`(move ...)` needs `(from ...)`", "expected (from ...)");
    };
    let (_, mut fa) = lw.split(f, "(from ...)")?;
    let from = match fa.positional() {
        Some(n) => lw.region(n)?,
        // A bare `(from)`: the site of the piece whose moves these are (Ludii's `From`).
        None => RegionExpr::Single(SiteExpr::From),
    };
    let from_cond = match fa.named("if") {
        Some(c) => Some(lw.cond(c)?),
        None => None,
    };
    let level = fa.named("level").map(|n| lw.int(n)).transpose()?;
    fa.finish(lw)?;
    let Some(to_node) = a.call("to") else {
        return lw.error(a.span, "`(move ...)` needs `(to ...)`", "expected (to ...)");
    };
    let (_, mut target, region) = lw.target(Some(to_node))?;
    // To.java: a `(to ..)` without a site is `(to)`, the site bound around the move
    // (`(forEach Direction .. (move (from) (to (apply ..))))`).
    let to = region.unwrap_or(RegionExpr::Single(SiteExpr::To));
    // FromTo.java skips a `from` site where `(from ... if:<cond>)` fails, before its `to` sites;
    // it reads `(from)` only, so it can join the `to` condition, which sees the same `(from)`.
    if let Some(fc) = from_cond {
        target.cond = Some(match target.cond.take() {
            Some(tc) => BoolExpr::And(vec![fc, tc]),
            None => fc,
        });
    }
    let count = a.named("count").map(|n| lw.int(n)).transpose()?;
    let copy = bool_arg(lw, a.named("copy"))?;
    if copy && count.is_some() {
        return lw.error(
            a.span,
            "`(move ... copy:True)` with `count:` is not supported",
            "expected copy:True or count:, not both",
        );
    }
    if level.is_some() && (count.is_some() || copy) {
        return lw.error(
            a.span,
            "`count:` or `copy:` with `(from .. level:..)` is not supported yet",
            "one of the two",
        );
    }
    Ok(Moves::FromTo { from, to, target, count, copy, level })
}

pub fn move_step(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    // Directions chosen by a condition (Ludii's directions `If`, evaluated with `(from)` bound,
    // as Step.java does before it steps): the same step in either set of directions, under
    // the moves' own `if`.
    let chosen = match a.call("if") {
        Some(node) => Some(if_dirs(lw, node)?),
        None => None,
    };
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    let (_, target, _) = lw.target(a.call("to"))?;
    Ok(match chosen {
        Some((cond, yes, no)) => Moves::If {
            cond,
            then: Box::new(Moves::Step { from: from.clone(), dirs: yes, target: target.clone() }),
            otherwise: Some(Box::new(Moves::Step { from, dirs: no, target })),
        },
        None => Moves::Step { from, dirs, target },
    })
}

/// `(if <cond> <dirs> <dirs>)` in place of a move's directions.
fn if_dirs(lw: &mut Lowerer, node: &Node) -> R<(BoolExpr, Dirs, Dirs)> {
    let Node::Call { args, span, .. } = node else {
        return lw.error(
            node.span(),
            "expected `(if <cond> <dirs> <dirs>)`",
            "expected directions",
        );
    };
    let [c, yes, no] = args.as_slice() else {
        return lw.error(
            *span,
            "`(if ..)` as directions needs a condition and two directions",
            "expected (if <cond> <dirs> <dirs>)",
        );
    };
    let cond = lw.cond(c)?;
    let one = |lw: &mut Lowerer, n: &Node| -> R<Dirs> {
        let mut da = Args::new("if", n.span(), std::slice::from_ref(n));
        match lw.take_dirs(&mut da)? {
            Some(d) => {
                da.finish(lw)?;
                Ok(d)
            }
            None => {
                lw.error(n.span(), "expected directions", "expected a direction or (directions ..)")
            }
        }
    };
    let yes = one(lw, yes)?;
    let no = one(lw, no)?;
    Ok((cond, yes, no))
}

pub fn move_slide(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    if let Some(track) = a.string() {
        return slide_by_track(lw, a, from, &track);
    }
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    let (mut min_steps, mut max_steps) = (1, usize::MAX);
    let between = match a.call("between") {
        Some(b) => {
            let (_, mut ba) = lw.split(b, "(between ...)")?;
            if let Some((lo, hi)) = take_range(lw, &mut ba)? {
                (min_steps, max_steps) = (lo, hi);
            }
            let c = match ba.named("if") {
                Some(c) => Some(lw.cond(c)?),
                None => None,
            };
            ba.finish(lw)?;
            c
        }
        None => None,
    };
    let (_, target, _) = lw.target(a.call("to"))?;
    Ok(Moves::Slide { from, dirs, between, target, min_steps, max_steps })
}

/// `(move Slide "<track>"|"AllTracks" [(between if:<cond>)] [(to if:<cond> [(apply [if:<cond>]
/// <effect>)])])` (Slide.java's `slideByTrack`): the `to` condition stops the slide with a
/// move carrying the effect; the apply's own condition (its `toRule`) admits the other moves.
fn slide_by_track(lw: &mut Lowerer, a: &mut Args<'_>, from: SiteExpr, track: &str) -> R<Moves> {
    let after_bump = track == "AllTracks";
    let tracks: Vec<usize> = if after_bump {
        (0..lw.tracks.len()).collect()
    } else {
        lw.tracks.iter().enumerate().filter(|(_, t)| t.name == track).map(|(i, _)| i).collect()
    };
    if tracks.iter().any(|&t| lw.tracks[t].ends) {
        return lw.error(
            a.span,
            "`(move Slide ..)` along a track that ends with `End` is not supported yet",
            "a track without End",
        );
    }
    let between = match a.call("between") {
        Some(b) => {
            let (_, mut ba) = lw.split(b, "(between ...)")?;
            let c = match ba.named("if") {
                Some(c) => Some(lw.cond(c)?),
                None => None,
            };
            ba.finish(lw)?;
            c
        }
        None => None,
    };
    let (target, to_rule) = target_with_rule(lw, a.call("to"))?;
    Ok(Moves::SlideTrack { from, tracks, after_bump, between, target, to_rule })
}

/// `(to [if:<cond>] [(apply [if:<rule>] <effect>)])` where the apply's own condition is a rule
/// of its own (Slide.java's and Hop.java's `toRule`/`stopRule`), not a guard on the effect.
fn target_with_rule(lw: &mut Lowerer, to: Option<&Node>) -> R<(Target, Option<BoolExpr>)> {
    let (mut cond, mut effect, mut rule) = (None, None, None);
    if let Some(to) = to {
        let (_, mut ta) = lw.split(to, "(to ...)")?;
        if let Some(c) = ta.named("if") {
            cond = Some(lw.cond(c)?);
        }
        if let Some(ap) = ta.call("apply") {
            let (_, mut aa) = lw.split(ap, "(apply ...)")?;
            if let Some(c) = aa.named("if") {
                rule = Some(lw.cond(c)?);
            }
            match aa.positional() {
                Some(n) => effect = Some(Box::new(lw.moves(n)?)),
                None => return lw.error(ap.span(), "empty `(apply)`", "expected an effect"),
            }
            aa.finish(lw)?;
        }
        ta.finish(lw)?;
    }
    Ok((Target { cond, effect }, rule))
}

/// A constant range of distances, `(exact n)`, `(min n)`, `(max n)` or `(range a b)` (Ludii's
/// `RangeFunction`s; `max` leaves the minimum undefined, which admits 1).
fn take_range(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Option<(usize, usize)>> {
    for head in ["exact", "min", "max", "range"] {
        let Some(node) = a.call(head) else { continue };
        let (_, mut ra) = lw.split(node, "a range")?;
        let mut bound = |lw: &mut Lowerer| match ra.positional() {
            Some(Node::Int { value, .. }) if *value >= 0 => Ok(*value as usize),
            Some(n) => lw.error(
                n.span(),
                format!("`({head} ...)` is supported with constant numbers"),
                "expected a number",
            ),
            None => {
                lw.error(node.span(), format!("`({head} ...)` needs a number"), "expected a number")
            }
        };
        let first = bound(lw)?;
        let range = match head {
            "exact" => (first, first),
            "min" => (first, usize::MAX),
            "max" => (1, first),
            _ => (first, bound(lw)?),
        };
        ra.finish(lw)?;
        return Ok(Some(range));
    }
    Ok(None)
}

pub fn move_hop(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    let (mut between, mut between_effect, mut range) = (None, None, None);
    let hurdle = a.call("between");
    if let Some(b) = hurdle {
        let (_, mut ba) = lw.split(b, "(between ...)")?;
        if ba.has_named("before") || ba.has_named("after") {
            return hop_far(lw, a, &mut ba, from, dirs, b.span());
        }
        range = hurdle_range(lw, &mut ba)?;
        if let Some(c) = ba.named("if") {
            between = Some(lw.cond(c)?);
        }
        between_effect = lw.apply_arg(&mut ba)?;
        ba.finish(lw)?;
    }
    let (_, target, _) = lw.target(a.call("to"))?;
    if let (Some(b), Some(_), Some(_), Some(_)) = (hurdle, &range, &between_effect, &target.effect)
    {
        // Hop.java evaluates the hurdles' and the target's effects on the state before the
        // move; the kernel plays a loop of hurdle effects as it walks them.
        return lw.error(
            b.span(),
            "`(move Hop (between (range ..) (apply ..)) (to (apply ..)))` is not supported yet",
            "a hop over several sites with effects on both the hurdles and the target",
        );
    }
    Ok(Moves::Hop { from, dirs, between, between_effect, target, range })
}

/// A hop whose `(between before:<int> after:<int> ..)` lets it start up to `before` sites
/// from its hurdle (a single site) and land up to `after` sites past it (Xiangqi's cannon,
/// the flying kings of draughts).
fn hop_far(
    lw: &mut Lowerer,
    a: &mut Args<'_>,
    ba: &mut Args<'_>,
    from: SiteExpr,
    dirs: Dirs,
    span: Span,
) -> R<Moves> {
    let mut reach = |lw: &mut Lowerer, name: &str| match ba.named(name) {
        Some(n) => lw.int(n),
        None => Ok(IntExpr::Const(0)),
    };
    let before = reach(lw, "before")?;
    let after = reach(lw, "after")?;
    if ba.has_call("exact") || ba.has_call("range") {
        return lw.error(span, "`(between before:.. after:..)` in `(move Hop ..)` is supported with a hurdle of one site", "a one-site hurdle");
    }
    let between = match ba.named("if") {
        Some(c) => Some(lw.cond(c)?),
        None => None,
    };
    let between_effect = lw.apply_arg(ba)?;
    let (target, stop) = target_with_rule(lw, a.call("to"))?;
    Ok(Moves::HopFar { from, dirs, between, between_effect, target, stop, before, after })
}

/// The hurdle length of a hop, `(exact <int>)` or `(range <int> <int>)` (Ludii's
/// `RangeFunction`s, whose bounds Hop.java evaluates per move); none for the default of one site.
fn hurdle_range(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Option<Box<(IntExpr, IntExpr)>>> {
    if let Some(node) = a.call("exact") {
        let (_, mut ra) = lw.split(node, "(exact ...)")?;
        let n = need(lw, &mut ra, "a number")?;
        let n = lw.int(n)?;
        ra.finish(lw)?;
        return Ok(Some(Box::new((n.clone(), n))));
    }
    if let Some(node) = a.call("range") {
        let (_, mut ra) = lw.split(node, "(range ...)")?;
        let lo = need(lw, &mut ra, "a minimum")?;
        let lo = lw.int(lo)?;
        let hi = need(lw, &mut ra, "a maximum")?;
        let hi = lw.int(hi)?;
        ra.finish(lw)?;
        return Ok(Some(Box::new((lo, hi))));
    }
    Ok(None)
}

pub fn move_leap(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    let forward_only = bool_arg(lw, a.named("forward"))?;
    let walks_node = need(lw, a, "walks")?;
    let Node::List { items, .. } = walks_node else {
        return lw.error(
            walks_node.span(),
            "expected a list of walks",
            "expected { { F F R F } ... }",
        );
    };
    let mut walks = Vec::new();
    for w in items {
        let Node::List { items: steps, .. } = w else {
            return lw.error(w.span(), "expected a walk", "expected { F F R F }");
        };
        let mut walk = Vec::new();
        for s in steps {
            walk.push(match s {
                Node::Word { value, .. } if value == "F" => WalkStep::F,
                Node::Word { value, .. } if value == "B" => WalkStep::B,
                Node::Word { value, .. } if value == "L" => WalkStep::L,
                Node::Word { value, .. } if value == "R" => WalkStep::R,
                n => return lw.error(n.span(), "expected a walk step", "expected F, B, L or R"),
            });
        }
        walks.push(walk);
    }
    let (_, target, _) = lw.target(a.call("to"))?;
    Ok(Moves::Leap { from, walks, forward_only, target })
}

pub fn move_shoot(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let Some(p) = a.call("piece") else {
        return lw.error(a.span, "`(move Shoot ...)` needs `(piece ...)`", "expected (piece ...)");
    };
    let (piece, _) = lw.piece_expr(p)?;
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    Ok(Moves::Shoot { piece, dirs })
}

pub fn move_pass(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<Moves> {
    if lw.players.len() == 1 {
        lw.not_all_pass = true;
    }
    Ok(Moves::Pass)
}

pub fn for_each_piece(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    // `top:True`: only the piece on top of each stack moves (ForEachPiece.java).
    let top = match a.named("top") {
        None => false,
        Some(Node::Bool { value, .. }) => *value,
        Some(n) => return lw.error(n.span(), "`top:` takes True or False", "expected a boolean"),
    };
    let owner = lw.take_player(a, Some(PlayerRef::Mover))?;
    // `container:(mover)`: Ludii numbers containers board first, then the hands, so the mover's
    // index is its hand's when every player has one, in order.
    let in_hand = match a.named("container") {
        None => false,
        Some(c) if c.head() == Some("mover") && owner == PlayerRef::Mover => {
            let hands_in_order = (1..=lw.players.len()).all(|p| matches!(lw.containers.get(p).map(|c| c.kind), Some(ContainerKind::Hand { owner }) if owner as usize == p));
            if !hands_in_order {
                return lw.error(
                    c.span(),
                    "`container:(mover)` needs one hand per player, in player order",
                    "declare (hand Each)",
                );
            }
            true
        }
        Some(c) => return lw.unsupported(c, "forEach Piece container"),
    };
    let mut components = None;
    let mut moves = None;
    while let Some(n) = a.positional() {
        match n {
            Node::Str { value, .. } => components = Some(vec![value.clone()]),
            Node::List { items, .. } if items.iter().all(|i| matches!(i, Node::Str { .. })) => {
                components = Some(
                    items
                        .iter()
                        .filter_map(|i| {
                            if let Node::Str { value, .. } = i {
                                Some(value.clone())
                            } else {
                                None
                            }
                        })
                        .collect(),
                )
            }
            n => moves = Some(Box::new(lw.moves(n)?)),
        }
    }
    // Every level moves as ForEachPiece.java's owned locations make them, when the moves can
    // tell the levels apart: the pieces' moves (lowered with the equipment, before the rules)
    // or these moves read `(level)`. Otherwise the top pieces give the same moves.
    let levels = !top && lw.reads_level;
    reattach_then(lw, Moves::ForEachPiece { components, moves, owner, in_hand, levels }, then)
}

/// `(forEach Site <region> <moves> [noMoveYet:<moves>] [(then ..)])` (operators/foreach/site/
/// ForEachSite.java): with `noMoveYet`, when no site gives a move, those moves instead, without
/// the consequences (Ludii returns them before it attaches `then`).
pub fn for_each_site(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let r = need(lw, a, "a region")?;
    let region = lw.region(r)?;
    let m = need(lw, a, "moves")?;
    let moves = Box::new(lw.moves(m)?);
    let each = Moves::ForEachSite { region, moves };
    let Some(e) = a.named("noMoveYet") else { return Ok(each) };
    let otherwise = lw.moves(e)?;
    let then = a.call("then");
    Ok(Moves::Priority(vec![reattach_then(lw, each, then)?, otherwise]))
}

/// `(forEach Direction [(from <site>)] [<dirs>] [(between <range> [if:<cond>])] (to [if:<cond>]
/// (apply <moves>)) | <moves> [(then ..)])` (operators/foreach/direction/ForEachDirection.java):
/// see `Moves::ForEachDirection`. Ludii's defaults: the piece's site, Adjacent, one site away.
pub fn for_each_direction(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    let (dirs, of) = lw.take_dirs_of(a)?.unwrap_or((Dirs::Set(DirSet::Adjacent), DirSet::Adjacent));
    let (mut min, mut max, mut between) = (1, 1, None);
    if let Some(b) = a.call("between") {
        let (_, mut ba) = lw.split(b, "(between ...)")?;
        if let Some((lo, hi)) = take_range(lw, &mut ba)? {
            (min, max) = (lo, hi);
        }
        if let Some(c) = ba.named("if") {
            between = Some(lw.cond(c)?);
        }
        ba.finish(lw)?;
    }
    let (cond, moves) = match a.call("to") {
        Some(t) => {
            let (_, target, region) = lw.target(Some(t))?;
            let Target { cond, effect: Some(moves) } = target else {
                return lw.error(
                    t.span(),
                    "`(forEach Direction ..)` needs `(to .. (apply <moves>))`",
                    "expected (apply <moves>)",
                );
            };
            if region.is_some() {
                return lw.error(
                    t.span(),
                    "`(to ..)` of `(forEach Direction ..)` takes no region",
                    "expected (to if:<cond> (apply <moves>))",
                );
            }
            (cond, moves)
        }
        None => {
            let m = need(lw, a, "moves")?;
            (None, Box::new(lw.moves(m)?))
        }
    };
    Ok(Moves::ForEachDirection { from, dirs, of, min, max, between, cond, moves })
}

/// `(firstMoveOnTrack [<name>] [<player>] <moves>)` (requirement/FirstMoveOnTrack.java): the
/// moves of the first site along the track, in track order with `(site)` bound, that has any.
/// The track is the player's first whose name contains `name` (the first track without a
/// player). Unrolled into the first non-empty of one alternative per track site.
pub fn first_move_on_track(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let name = a.string();
    let owner = match a.word(PLAYER_WORDS) {
        Some(w) => Some(player_word(&w).expect("a player word")),
        None => a.call("mover").or_else(|| a.call("next")).map(|n| lw.player_ref(n)).transpose()?,
    };
    let m = need(lw, a, "moves")?;
    let moves = lw.moves(m)?;
    let along = |lw: &Lowerer, t: usize| {
        let per_site = lw.track_sites(t).into_iter().map(|s| Moves::ForEachSite {
            region: RegionExpr::Const(vec![s]),
            moves: Box::new(moves.clone()),
        });
        Moves::Priority(per_site.collect())
    };
    match (owner, name) {
        (Some(p), Some(name)) => {
            match lw.by_owned_track(IntExpr::Player(p), &name, |t| along(lw, t)) {
                Some(choice) => Ok(choice),
                None => lw.error(
                    a.span,
                    format!("no track named like `{name}` belongs to a player"),
                    "expected the name of a players' track",
                ),
            }
        }
        (None, name) => {
            let t = lw.track_index(name.as_deref(), a.span)?;
            Ok(along(lw, t))
        }
        (Some(_), None) => lw.error(
            a.span,
            "`(firstMoveOnTrack <player> ..)` without a track name is not supported",
            "expected a track name",
        ),
    }
}

/// `(max Distance [<name>] [<player>] <moves>)` (requirement/max/distance/MaxDistance.java).
/// Ludii 1.3.13 computes each move's longest distance along the track but then returns the
/// moves unfiltered (`toReturn = moves.eval(context)`), so the moves are the inner ones; the
/// track must exist, as Ludii returns no moves otherwise.
pub fn max_distance(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let name = a.string();
    let owned =
        a.word(PLAYER_WORDS).is_some() || a.call("mover").or_else(|| a.call("next")).is_some();
    let found = match &name {
        Some(n) if owned => lw.tracks.iter().any(|t| t.owner > 0 && t.name.contains(n.as_str())),
        Some(n) => lw.tracks.iter().any(|t| t.name == *n),
        None => !lw.tracks.is_empty(),
    };
    if !found {
        return lw.error(
            a.span,
            "`(max Distance ..)` names no track of the board",
            "expected the name of a track",
        );
    }
    let m = need(lw, a, "moves")?;
    lw.moves(m)
}

pub fn custodial(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    let (bt, max) = match a.call("between") {
        Some(b) => lw.custodial_between(b)?,
        None => (Target { cond: None, effect: None }, None),
    };
    let (_, tt, _) = lw.target(a.call("to"))?;
    let Some(effect) = bt.effect else {
        return lw.error(
            a.span,
            "`(custodial ...)` needs `(between ... (apply <effect>))`",
            "expected an effect",
        );
    };
    Ok(Moves::Custodial {
        from,
        dirs,
        between: bt.cond.unwrap_or(BoolExpr::Const(true)),
        effect,
        to: tt.cond.unwrap_or(BoolExpr::Const(true)),
        max,
    })
}

/// Ludii's `(enclose ...)` (effect/Enclose.java). With `numException:` some empty sites may
/// belong to the enclosed group, and a condition that asks for empty sites changes what counts
/// as a liberty: neither is supported.
pub fn enclose(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    if let Some(n) = a.named("numException") {
        return lw.unsupported(n, "enclose numException");
    }
    let bt = lw.target(a.call("between"))?.1;
    let Some(effect) = bt.effect else {
        return lw.error(
            a.span,
            "`(enclose ...)` needs `(between ... (apply <effect>))`",
            "expected an effect",
        );
    };
    let between = bt.cond.unwrap_or(BoolExpr::Const(true));
    if format!("{between:?}").contains("Empty") {
        return lw.unsupported_at(a.span, "enclose (a condition on empty sites)");
    }
    Ok(Moves::Enclose { from, dirs, between, effect })
}

/// Ludii's `(intervene ...)` (effect/Intervene.java) with its default one-site sandwich; its
/// `from` defaults to `(last To)`.
pub fn intervene(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = if a.has_call("from") { from_site(lw, a)? } else { SiteExpr::LastTo };
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    if let Some(b) = a.call("between") {
        return lw.error(
            b.span(),
            "`(intervene (between ..))` is not supported yet",
            "one site on each side",
        );
    }
    let (_, tt, _) = lw.target(a.call("to"))?;
    let (Some(to), Some(effect)) = (tt.cond, tt.effect) else {
        return lw.error(
            a.span,
            "`(intervene ...)` needs `(to if:<cond> (apply <effect>))`",
            "expected a condition and an effect",
        );
    };
    Ok(Moves::Intervene { from, dirs, to, effect })
}

/// Ludii's `(surround ...)` (effect/Surround.java), `except:` a constant.
pub fn surround(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = from_site(lw, a)?;
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    let (bt, tt) = (lw.target(a.call("between"))?.1, lw.target(a.call("to"))?.1);
    let except = match a.named("except") {
        Some(Node::Int { value, .. }) if *value >= 0 => *value as usize,
        Some(n) => {
            return lw.error(
                n.span(),
                "`except:` is supported with a constant number",
                "expected a number",
            )
        }
        None => 0,
    };
    let Some(effect) = bt.effect else {
        return lw.error(
            a.span,
            "`(surround ...)` needs `(between ... (apply <effect>))`",
            "expected an effect",
        );
    };
    Ok(Moves::Surround {
        from,
        dirs,
        between: bt.cond.unwrap_or(BoolExpr::Const(true)),
        effect,
        to: tt.cond.unwrap_or(BoolExpr::Const(true)),
        except,
    })
}

fn moves_list(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Vec<Moves>> {
    let mut out = Vec::new();
    while let Some(n) = a.positional() {
        match n {
            Node::List { items, .. } => {
                for i in items {
                    out.push(lw.moves(i)?);
                }
            }
            n => out.push(lw.moves(n)?),
        }
    }
    Ok(out)
}

pub fn moves_or(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let list = moves_list(lw, a)?;
    let m = Moves::Or(list);
    reattach_then(lw, m, then)
}

/// Ludii's `(and ...)` of moves is the union of their moves (operators/logical/And.java), like
/// `or`: as a decision each stays a move of its own, and as consequences all are applied.
pub fn moves_and(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let list = moves_list(lw, a)?;
    reattach_then(lw, Moves::Or(list), then)
}

/// `moves_list` consumes every positional argument, so `(then ...)` is taken out first and
/// attached here.
fn reattach_then(lw: &mut Lowerer, m: Moves, then: Option<&Node>) -> R<Moves> {
    match then {
        None => Ok(m),
        Some(t) => {
            let (_, mut ta) = lw.split(t, "(then ...)")?;
            let inner = need(lw, &mut ta, "consequences")?;
            let inner = lw.moves(inner)?;
            ta.finish(lw)?;
            Ok(Moves::Then { moves: Box::new(m), then: Box::new(inner) })
        }
    }
}

/// `(max Moves <moves>)` (MaxMoves.java): see `Moves::MaxMoves`. `withValue:True` (counting
/// the captured pieces' values) is not supported yet.
pub fn max_moves(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    if let Some(v) = a.named("withValue") {
        if !matches!(v, Node::Bool { value: false, .. }) {
            return lw.error(
                v.span(),
                "`(max Moves withValue:..)` is not supported yet",
                "the longest sequences by their number of moves",
            );
        }
    }
    let then = a.call("then");
    let m = need(lw, a, "moves")?;
    let m = lw.moves(m)?;
    reattach_then(lw, Moves::MaxMoves(Box::new(m)), then)
}

pub fn priority(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let list = moves_list(lw, a)?;
    reattach_then(lw, Moves::Priority(list), then)
}

pub fn moves_if(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then_arg = a.call("then");
    let c = need(lw, a, "a condition")?;
    let cond = lw.cond(c)?;
    let t = need(lw, a, "moves")?;
    let then = Box::new(lw.moves(t)?);
    let otherwise = match a.positional() {
        Some(o) => Some(Box::new(lw.moves(o)?)),
        None => None,
    };
    reattach_then(lw, Moves::If { cond, then, otherwise }, then_arg)
}

/// `(do <moves> [next:<moves>] [ifAfterwards:<cond>] [(then ..)])` (Do.java): with `next:`, the
/// moves `next` generates once `prior` is played, each carrying `prior`'s actions; with
/// `ifAfterwards:`, those after which the condition holds (with both, the compound moves).
pub fn do_moves(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    if lw.hoisted_roll == Some(a.span) {
        // The phase rolls the dice before the moves are generated (`nested_roll_play`).
        need(lw, a, "(roll)")?;
        let Some(next) = a.named("next") else {
            return lw.error(a.span, "`(do (roll))` needs next:<moves>", "expected next:");
        };
        let moves = lw.moves(next)?;
        return reattach_then(lw, moves, then);
    }
    let m = need(lw, a, "moves")?;
    let mut moves = lw.moves(m)?;
    if let Some(n) = a.named("next") {
        moves = Moves::DoNext { prior: Box::new(moves), next: Box::new(lw.moves(n)?) };
    }
    if let Some(c) = a.named("ifAfterwards") {
        moves = Moves::Do { prior: Box::new(moves), after: lw.cond(c)? };
    } else if !matches!(moves, Moves::DoNext { .. }) {
        return lw.error(
            a.span,
            "`(do ...)` needs next:<moves> or ifAfterwards:<cond>",
            "expected next: or ifAfterwards:",
        );
    }
    reattach_then(lw, moves, then)
}

pub fn append(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let m = need(lw, a, "moves")?;
    Ok(Moves::Append(Box::new(lw.moves(m)?)))
}

pub fn all_combinations(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let x = need(lw, a, "moves")?;
    let x = lw.moves(x)?;
    let y = need(lw, a, "moves")?;
    let y = lw.moves(y)?;
    Ok(Moves::AllCombinations(Box::new(x), Box::new(y)))
}

pub fn add_effect(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    // `(add ..)` and `(move Add ..)` are one ludeme (Add.java, only its decision flag differs):
    // an `(add (to <region> if:..))` makes one move per site of the region, as `move Add` does
    // (Infuse asks `(can Move (add (to (sites Empty) if:..)))`).
    if a.peek_call("to").is_some_and(names_region) {
        return move_add(lw, a);
    }
    // Add.java without a piece adds component number `(mover)` (`components = {new Mover()}`).
    let (piece, state) = match a.call("piece") {
        Some(p) => lw.piece_expr(p)?,
        None => (PieceExpr::What(IntExpr::Player(PlayerRef::Mover)), None),
    };
    let Some(t) = a.call("to") else {
        return lw.error(a.span, "`(add ...)` needs `(to <site>)`", "expected (to ...)");
    };
    let (_, mut ta) = lw.split(t, "(to ...)")?;
    let to = need(lw, &mut ta, "a site")?;
    // Add.java's effect adds one piece to each site of a region (Pasa's marker).
    if is_region(to) {
        let region = lw.region(to)?;
        ta.finish(lw)?;
        let add = Moves::AddAt { piece, to: SiteExpr::Site, state };
        return Ok(Moves::ForEachSite { region, moves: Box::new(add) });
    }
    let to = lw.site(to)?;
    ta.finish(lw)?;
    Ok(Moves::AddAt { piece, to, state })
}

/// `(move Remove <region>)`: Ludii's `Remove` move, one removal per site of the region (the
/// move's from and to are that site), as `(forEach Site <region> (remove (site)))`.
pub fn move_remove(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    remove_count(lw, a)?;
    let r = need(lw, a, "a region")?;
    let region = lw.region(r)?;
    let remove = match a.named("level") {
        Some(n) => Moves::RemoveLevel { site: SiteExpr::Site, level: lw.int(n)? },
        None => Moves::Remove(SiteExpr::Site),
    };
    Ok(Moves::ForEachSite { region, moves: Box::new(remove) })
}

/// `(set Pending [<int>])`.
pub fn set_pending(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    match a.positional() {
        Some(n) => Ok(Moves::SetPending(Some(lw.int(n)?))),
        None => Ok(Moves::SetPending(None)),
    }
}

pub fn count_pips(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if lw.dice.is_none() {
        return lw.error(
            a.span,
            "`(count Pips)` without dice",
            "declare (dice ...) in the equipment",
        );
    }
    Ok(IntExpr::Pips)
}

/// `(is Target {<what> ...} [{<site> ...}])` (IsTarget.java): every site of the board, or each
/// listed site, holds the listed piece (0: empty), as a conjunction of piece tests; a board
/// whose size is not the list's never matches.
pub fn is_target(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    if lw.stacking {
        return lw.error(a.span, "`(is Target ..)` on stacks is not supported", "a flat board");
    }
    let span = a.span;
    let ints = |lw: &mut Lowerer, node: Option<&Node>, what: &str| -> R<Vec<i64>> {
        match node {
            Some(Node::List { items, .. }) => items
                .iter()
                .map(|n| match n {
                    Node::Int { value, .. } => Ok(*value),
                    n => lw.error(n.span(), format!("expected {what}"), "an integer"),
                })
                .collect(),
            Some(n) => lw.error(n.span(), format!("expected a list of {what}s"), "{ <int> ... }"),
            None => lw.error(span, format!("expected a list of {what}s"), "{ <int> ... }"),
        }
    };
    let configuration = ints(lw, a.list(), "piece")?;
    let sites: Vec<i64> = match a.list() {
        Some(n) => ints(lw, Some(n), "site")?,
        None => {
            let n = lw.board().num_sites();
            if n != configuration.len() {
                return Ok(BoolExpr::Const(false));
            }
            (0..n as i64).collect()
        }
    };
    if sites.len() != configuration.len() {
        return Ok(BoolExpr::Const(false));
    }
    let tests = sites
        .iter()
        .zip(&configuration)
        .map(|(&site, &what)| {
            if site < 0 {
                return lw.error(span, format!("site {site} is off the board"), "a site");
            }
            Ok(BoolExpr::Eq(IntExpr::What(SiteExpr::Const(site as usize)), IntExpr::Const(what)))
        })
        .collect::<R<Vec<_>>>()?;
    Ok(BoolExpr::And(tests))
}

pub fn is_full(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<BoolExpr> {
    Ok(BoolExpr::IsFull)
}

pub fn is_pending(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<BoolExpr> {
    Ok(BoolExpr::IsPending)
}

pub fn value_pending(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::PendingValue)
}

/// `count:<int>` of `(remove ..)` / `(move Remove ..)`: Remove.java makes `count` removals
/// of the site (at least one), but outside stacks the first empties the site whatever its count
/// (ContainerFlatState.remove) and the others find nothing, so the count changes nothing there.
fn remove_count(lw: &mut Lowerer, a: &mut Args<'_>) -> R<()> {
    let Some(n) = a.named("count") else { return Ok(()) };
    lw.int(n)?;
    if lw.stacking {
        return lw.error(
            n.span(),
            "`(remove .. count:..)` on stacks is not supported yet",
            "a game without stacks",
        );
    }
    Ok(())
}

pub fn remove(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    remove_count(lw, a)?;
    let later = match a.named("at") {
        None => false,
        Some(Node::Word { value, .. }) if value == "EndOfTurn" && lw.players.len() >= 2 => true,
        Some(n) => {
            return lw.error(
                n.span(),
                "`(remove .. at:..)`: only `at:EndOfTurn`, in games of 2 players or more",
                "at:EndOfTurn (the removal when the mover's turn ends)",
            )
        }
    };
    let s = need(lw, a, "a site")?;
    if let Some(n) = a.named("level") {
        let level = lw.int(n)?;
        return Ok(Moves::RemoveLevel { site: lw.site(s)?, level });
    }
    if later {
        // ActionRemoveNonApplied: the site joins `State.sitesToRemove` (a piece must be there,
        // as for any removal); `Game::sequence_capture` removes the pieces when the turn ends.
        let memory = lw.sequence_capture.expect("found before lowering");
        let mark = |site: SiteExpr| Moves::If {
            cond: BoolExpr::IsOccupied(site.clone()),
            then: Box::new(Moves::Remember { memory, value: IntExpr::Site(site), unique: false }),
            otherwise: None,
        };
        if is_region(s) {
            let region = lw.region(s)?;
            return Ok(Moves::ForEachSite { region, moves: Box::new(mark(SiteExpr::Site)) });
        }
        return Ok(mark(lw.site(s)?));
    }
    if is_region(s) {
        // Remove.java with a region: one removal per site holding a piece, as `(forEach Site
        // <region> (if (is Occupied (site)) (remove (site))))` makes them.
        let region = lw.region(s)?;
        let each = Moves::If {
            cond: BoolExpr::IsOccupied(SiteExpr::Site),
            then: Box::new(Moves::Remove(SiteExpr::Site)),
            otherwise: None,
        };
        return Ok(Moves::ForEachSite { region, moves: Box::new(each) });
    }
    Ok(Moves::Remove(lw.site(s)?))
}

pub fn flip(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let s = need(lw, a, "a site")?;
    Ok(Moves::Flip(lw.site(s)?))
}

pub fn move_again(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<Moves> {
    Ok(Moves::MoveAgain)
}

/// Ludii's `Promote` (rules/play/moves/nonDecision/effect/Promote.java), as an effect
/// `(promote ..)` or a decision `(move Promote ..)`: one move per piece named, each replacing
/// the piece on the site. A base name with an owner picks the first component whose name
/// contains it and that the owner owns (as Promote.eval searches them). A piece computed in the
/// state, `(piece (mapEntry "Promoted" (what at:(last To))))`, is Promote's `toWhat`: the
/// component of that number, and no move when it is below 1 (no map entry).
pub fn promote(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let s = need(lw, a, "a site")?;
    let site = lw.site(s)?;
    let Some(p) = a.call("piece") else {
        return lw.error(a.span, "`(promote ...)` needs `(piece ...)`", "expected (piece ...)");
    };
    let Node::Call { args, .. } = p else { unreachable!() };
    if let Some(n @ Node::Call { .. }) = args.first() {
        // Promote.eval searches by name and owner only for named pieces: with `toWhat` and an
        // owner it would look the computed component's name up among the owner's pieces.
        if a.word(PLAYER_WORDS).is_some() {
            return lw.error(
                a.span,
                "`(promote ...)` of a computed piece takes no owner",
                "expected (piece <what>) alone",
            );
        }
        let what = lw.int(n)?;
        let promote = Moves::Promote { site, piece: PieceExpr::What(what.clone()) };
        return Ok(Moves::If {
            cond: BoolExpr::Gt(what, IntExpr::Const(0)),
            then: Box::new(promote),
            otherwise: None,
        });
    }
    let names: Vec<&Node> = one_or_list(args.first());
    if names.is_empty() {
        return lw.error(
            p.span(),
            "`(piece ...)` needs a name",
            "expected a piece name or a list of them",
        );
    }
    let owner = lw.take_player(a, Some(PlayerRef::Mover))?;
    let mut choices = Vec::new();
    for n in names {
        let Node::Str { value, span } = n else {
            return lw.error(n.span(), "`(piece ...)` needs a name", "expected a piece name");
        };
        let piece = if lw.component_named(value).is_some() {
            lw.piece_name(value, *span, &mut Args::new("piece", *span, &[]))?
        } else if lw.components.iter().any(|c| c.base == *value) {
            PieceExpr::Named { base: value.clone(), owner }
        } else {
            return lw.error(
                *span,
                format!("unknown piece `{value}`"),
                "expected a declared piece",
            );
        };
        choices.push(Moves::Promote { site: site.clone(), piece });
    }
    Ok(if choices.len() == 1 { choices.pop().unwrap() } else { Moves::Or(choices) })
}

pub fn trigger(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let name = match a.positional() {
        Some(Node::Str { value, .. }) => value.clone(),
        _ => return lw.error(a.span, "`(trigger ...)` needs an event name", "expected a string"),
    };
    let who = match a.positional() {
        Some(n) => lw.player_ref(n)?,
        None => PlayerRef::Mover,
    };
    let event = lw.event(&name);
    Ok(Moves::Trigger { event, who })
}

pub fn set_score(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    score_action(lw, a, false)
}

/// `(addScore <who> <int>)` (AddScore.java with one player).
pub fn add_score(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    score_action(lw, a, true)
}

fn score_action(lw: &mut Lowerer, a: &mut Args<'_>, add: bool) -> R<Moves> {
    lw.uses_scores = true;
    let who = lw.take_player(a, None)?;
    let v = need(lw, a, "a score")?;
    let value = lw.int(v)?;
    Ok(Moves::SetScore { who, value, add })
}

// ---- Conditions ----

pub fn is_line(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let n = need(lw, a, "a length")?;
    let length = lw.int(n)?;
    // IsLine.java takes one AbsoluteDirection: a set, or a single direction whose radials
    // (with their opposites) are the only lines looked at.
    let axis = a.word(&ABS_DIR_WORDS).and_then(|w| abs_dir(&w));
    let dirs = match axis {
        Some(_) => DirSet::All,
        None => lw.take_dir_set(a, DirSet::Adjacent)?,
    };
    let exact = bool_arg(lw, a.named("exact"))?;
    let by_level = bool_arg(lw, a.named("byLevel"))?;
    let through = match a.named("through") {
        Some(n) => Some(lw.site(n)?),
        None => None,
    };
    let whats = match a.named("whats") {
        None => Vec::new(),
        Some(Node::List { items, .. }) if !items.is_empty() => {
            items.iter().map(|w| lw.int(w)).collect::<R<Vec<_>>>()?
        }
        Some(n) => return lw.error(n.span(), "expected a list of pieces", "whats:{<what> ...}"),
    };
    if by_level && !whats.is_empty() {
        return lw.error(
            a.span,
            "`(is Line .. byLevel:True whats:..)` is not supported",
            "one of them",
        );
    }
    Ok(BoolExpr::IsLine(LineQuery { length, dirs, axis, exact, by_level, through, whats }))
}

/// `(is Connected [<n>] [<dirs>] <who> | { <region> ... } | Sides | SidesNoCorners | Corners)`
/// (IsConnected.java). The fixed sets are known before the game starts, as Ludii precomputes
/// them; a static region type drops its empty sets, a list keeps them.
pub fn is_connected(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let number = a.int();
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    let fixed = if let Some((name, span)) = a.any_word_of(&["Sides", "SidesNoCorners", "Corners"]) {
        let b = lw.board();
        let corners = b.region(&StdRegion::Corners).unwrap_or_default();
        let sets: Vec<Vec<usize>> = if name == "Corners" {
            corners.iter().map(|&c| vec![c]).collect()
        } else {
            let sides = [Dir::N, Dir::NE, Dir::E, Dir::SE, Dir::S, Dir::SW, Dir::W, Dir::NW]
                .map(|d| b.region(&StdRegion::Side(d)).unwrap_or_default());
            sides
                .into_iter()
                .map(|side| {
                    side.into_iter().filter(|s| name == "Sides" || !corners.contains(s)).collect()
                })
                .collect()
        };
        let sets: Vec<Vec<usize>> =
            sets.into_iter().filter(|s: &Vec<usize>| !s.is_empty()).collect();
        Some((name, sets, span))
    } else if let Some(Node::List { items, span }) = a.list() {
        let sets = items.iter().map(|r| lw.const_region(r)).collect::<R<Vec<_>>>()?;
        Some(("regions".to_string(), sets, *span))
    } else {
        None
    };
    let joins = match fixed {
        Some((name, sets, span)) => {
            let number = match number {
                None => sets.len(),
                Some(n) if n >= 1 => n as usize,
                Some(n) => {
                    return lw.error(
                        span,
                        format!("`(is Connected {n} ..)` asks for no region"),
                        "expected at least 1",
                    )
                }
            };
            Connects::Fixed { name, sets, number }
        }
        None if number.is_some() => {
            return lw.error(
                a.span,
                "`(is Connected <n> ..)` counts fixed regions",
                "expected Sides, SidesNoCorners, Corners or { <region> ... }",
            )
        }
        None => Connects::Owned(lw.take_player(a, None)?),
    };
    Ok(BoolExpr::IsConnected { joins, dirs })
}

/// `(is Loop)` (IsLoop.java) in its plain form: the mover's pieces at the last `to` ring a site.
pub fn is_loop(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    if lw.stacking {
        return lw.error(a.span, "`(is Loop)` on stacks is not supported", "a game without stacks");
    }
    Ok(BoolExpr::IsLoop)
}

pub fn is_in(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let s = need(lw, a, "a site")?;
    // IsIn.construct: without a site, `(to)`'s.
    let Some(r) = a.positional() else {
        return Ok(BoolExpr::IsIn(SiteExpr::To, lw.region(s)?));
    };
    // `(is In <int> (array {<int> ..}))` (IsIn.java on an int array): the value is one of
    // those listed, a site or not (Barjis's special throws, 10 and 25).
    if let Node::Call { head, args, .. } = r {
        if let (true, [Node::List { items, .. }]) = (head == "array", &args[..]) {
            let value = lw.int(s)?;
            let listed = items.iter().map(|i| lw.int(i)).collect::<R<Vec<_>>>()?;
            return Ok(BoolExpr::Or(
                listed.into_iter().map(|x| BoolExpr::Eq(value.clone(), x)).collect(),
            ));
        }
    }
    let site = lw.site(s)?;
    Ok(BoolExpr::IsIn(site, lw.region(r)?))
}

/// `(is Within <piece> in:<region> | at:<site>)` (IsWithin.java): some site of the region (or
/// the site) holds a piece of that component, at any level (Ludii scans the positions its
/// owner's pieces of that component hold, stacks and hands included). A piece named for a
/// player the state decides (`(id "Disc" Mover)`) becomes one test per component it can be.
pub fn is_within(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let p = need(lw, a, "a piece, e.g. (id \"King2\")")?;
    let piece = lw.int(p)?;
    let region = if let Some(r) = a.named("in") {
        lw.region(r)?
    } else if let Some(s) = a.named("at") {
        RegionExpr::Single(lw.site(s)?)
    } else if let Some(r) = a.positional() {
        lw.region(r)?
    } else {
        return lw.error(
            a.span,
            "`(is Within ...)` without a region is not supported",
            "expected in:<region> or at:<site>",
        );
    };
    let within = |component: usize| {
        let of = Occupied {
            owners: Owners::Any,
            components: Some(vec![component]),
            board_only: false,
            any_level: true,
        };
        let found =
            RegionExpr::Intersection(Box::new(RegionExpr::Occupied(of)), Box::new(region.clone()));
        BoolExpr::Ne(IntExpr::CountSites(Box::new(found)), IntExpr::Const(0))
    };
    let candidates: Vec<usize> = match &piece {
        IntExpr::Const(id) if *id >= 1 && (*id as usize) <= lw.components.len() => {
            return Ok(within(*id as usize - 1))
        }
        IntExpr::PieceId { base, .. } => {
            (0..lw.components.len()).filter(|&c| &lw.components[c].base == base).collect()
        }
        IntExpr::OwnedPiece { component, .. } => vec![*component],
        _ => (0..lw.components.len()).collect(),
    };
    Ok(BoolExpr::Or(
        candidates
            .into_iter()
            .map(|c| {
                let is_it = BoolExpr::Eq(piece.clone(), IntExpr::Const(c as i64 + 1));
                BoolExpr::And(vec![is_it, within(c)])
            })
            .collect(),
    ))
}

pub fn is_empty(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let s = need(lw, a, "a site")?;
    Ok(BoolExpr::IsEmpty(lw.site(s)?))
}

pub fn is_occupied(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let s = need(lw, a, "a site")?;
    Ok(BoolExpr::IsOccupied(lw.site(s)?))
}

pub fn is_enemy(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let p = need(lw, a, "a player")?;
    let who = lw.int(p)?;
    Ok(lw.is_enemy(who))
}

pub fn is_friend(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let p = need(lw, a, "a player")?;
    let who = lw.int(p)?;
    Ok(lw.is_friend(who))
}

pub fn is_even(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let n = need(lw, a, "an integer")?;
    Ok(BoolExpr::IsEven(lw.int(n)?))
}

/// `(is Active <who>)` (IsActive.java): the player has not left the game.
pub fn is_active(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    Ok(BoolExpr::IsActive(player_arg(lw, a)?))
}

pub fn is_odd(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let n = need(lw, a, "an integer")?;
    Ok(BoolExpr::IsOdd(lw.int(n)?))
}

/// `(is Mover <who>)`: Ludii's `IsMover`, `who` is the mover.
pub fn is_mover(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    is_player(lw, a, PlayerRef::Mover)
}

/// `(is Next <player>)` (IsNext.java): the player is the state's next one.
pub fn is_next(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    is_player(lw, a, PlayerRef::Next)
}

/// Whether a player, given as a role or a number, is `role`.
fn is_player(lw: &mut Lowerer, a: &mut Args<'_>, role: PlayerRef) -> R<BoolExpr> {
    Ok(BoolExpr::Eq(player_arg(lw, a)?, IntExpr::Player(role)))
}

/// A player argument: a role (`P1`, `Mover`, a number) or an expression.
fn player_arg(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    Ok(match need(lw, a, "a player")? {
        n @ (Node::Word { .. } | Node::Int { .. }) => IntExpr::Player(lw.player_ref(n)?),
        n => lw.int(n)?,
    })
}

/// `(set NextPlayer (player <int>))` (SetNextPlayer.java).
pub fn set_next_player(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let Some(p) = a.call("player") else {
        return lw.error(
            a.span,
            "`(set NextPlayer ...)` needs `(player <int>)`",
            "expected (player ...)",
        );
    };
    let (_, mut pa) = lw.split(p, "(player <int>)")?;
    let n = need(lw, &mut pa, "a player number")?;
    let who = lw.int(n)?;
    pa.finish(lw)?;
    Ok(Moves::SetNextPlayer(who))
}

/// `(is Prev <who>)` (IsPrev.java): the player is the previous mover (`State.prev`).
pub fn is_prev(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    if a.word(&["Mover"]).is_some() {
        return Ok(BoolExpr::IsPrevMover);
    }
    let who = match need(lw, a, "a player")? {
        n @ (Node::Word { .. } | Node::Int { .. }) => IntExpr::Player(lw.player_ref(n)?),
        n => lw.int(n)?,
    };
    Ok(BoolExpr::Eq(who, IntExpr::Player(PlayerRef::Prev)))
}

pub fn is_triggered(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let name = match a.positional() {
        Some(Node::Str { value, .. }) => value.clone(),
        _ => {
            return lw.error(
                a.span,
                "`(is Triggered ...)` needs an event name",
                "expected a string",
            )
        }
    };
    let who = lw.take_player(a, Some(PlayerRef::Mover))?;
    let event = lw.event(&name);
    Ok(BoolExpr::IsTriggered { event, who })
}

pub fn no_moves(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let who = lw.take_player(a, None)?;
    Ok(BoolExpr::NoMoves(who))
}

/// `(no Pieces [<role>] [<name>] [in:<region>])`: Ludii's `NoPieces` — true when no site (board or
/// hand) holds, at any level, a piece of the role's players whose name contains `<name>` (a
/// substring test, as Ludii's `component.name().contains(name)`). The role defaults to All.
pub fn no_pieces(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let owners = match a.named("of") {
        Some(n) => Owners::Player(lw.player_ref(n)?),
        None => lw.take_owners(a)?.unwrap_or(Owners::Any),
    };
    let components = match a.positional() {
        Some(Node::Str { value, .. }) => {
            let value = value.clone();
            Some(
                lw.components
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.name.contains(&value))
                    .map(|(i, _)| i)
                    .collect(),
            )
        }
        Some(Node::Word { value, span }) => {
            return lw.error(
                *span,
                format!("unsupported role `{value}` in `(no Pieces ...)`"),
                "expected Mover, Next, Enemy, All, P1...",
            )
        }
        Some(n) => {
            return lw.error(
                n.span(),
                format!("expected a piece name, found `{}`", n.describe()),
                "expected a string",
            )
        }
        None => None,
    };
    let mut region =
        RegionExpr::Occupied(Occupied { owners, components, board_only: false, any_level: true });
    if let Some(r) = a.named("in") {
        region = RegionExpr::Intersection(Box::new(region), Box::new(lw.region(r)?));
    }
    Ok(BoolExpr::Eq(IntExpr::CountSites(Box::new(region)), IntExpr::Const(0)))
}

/// `(can Move <moves>)`. In a game that reads `(is Visited ..)`, CanMove.java marks the last
/// move's `from` and `to` visited while it looks, then unmarks them: the moves inside see them
/// visited (see `is_visited`). Unmarking sites the turn had visited is undone when the move is
/// done (`Game.apply` marks them again, or the turn ends), so only a `can Move` among the
/// consequences can be lowered: one where legal moves are generated would change the state
/// they are generated on.
pub fn can_move(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let m = need(lw, a, "moves")?;
    if lw.visited.is_some() && lw.can_moves_outside_then.contains(&a.span) {
        return lw.error(
            a.span,
            "`(can Move ..)` outside consequences in a game that reads `(is Visited ..)` is not supported",
            "Ludii's CanMove unmarks the last move's visited sites here",
        );
    }
    lw.in_can_move += 1;
    let moves = lw.moves(m);
    lw.in_can_move -= 1;
    Ok(BoolExpr::CanMove(Box::new(moves?)))
}

/// `(is Visited <site>)` (IsVisited.java): the site is one the mover's turn went through, read
/// from `Game::visited`'s memory; inside `(can Move ..)` the last move's sites too.
pub fn is_visited(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let s = need(lw, a, "a site")?;
    let site = lw.site(s)?;
    let memory = lw.visited.expect("found before lowering");
    let marked = BoolExpr::IsIn(site.clone(), RegionExpr::Remembered(memory));
    if lw.in_can_move == 0 {
        return Ok(marked);
    }
    let at = |last| BoolExpr::Eq(IntExpr::Site(site.clone()), IntExpr::Site(last));
    Ok(BoolExpr::Or(vec![marked, at(SiteExpr::LastFrom), at(SiteExpr::LastTo)]))
}

/// The vote strings of `(move Propose ..)` / `(move Vote ..)`: one, or a list of them (one move
/// each, in order).
fn vote_strings(lw: &mut Lowerer, a: &mut Args<'_>, what: &str) -> R<Vec<usize>> {
    let names: Vec<String> = match a.positional() {
        Some(Node::Str { value, .. }) => vec![value.clone()],
        Some(Node::List { items, .. })
            if items.iter().all(|n| matches!(n, Node::Str { .. })) && !items.is_empty() =>
        {
            items
                .iter()
                .filter_map(|n| {
                    if let Node::Str { value, .. } = n {
                        Some(value.clone())
                    } else {
                        None
                    }
                })
                .collect()
        }
        _ => {
            return lw.error(
                a.span,
                format!("`(move {what} ...)` needs a string"),
                "expected a string or a list of strings",
            )
        }
    };
    Ok(names.iter().map(|n| lw.vote_string(n)).collect())
}

fn one_or_or(mut moves: Vec<Moves>) -> Moves {
    if moves.len() == 1 {
        moves.pop().unwrap()
    } else {
        Moves::Or(moves)
    }
}

/// Ludii's `(move Propose <string> | { <string> ... })` (Propose.java).
pub fn move_propose(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    Ok(one_or_or(vote_strings(lw, a, "Propose")?.into_iter().map(Moves::Propose).collect()))
}

/// Ludii's `(move Vote <string> | { <string> ... })` (Vote.java).
pub fn move_vote(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    Ok(one_or_or(vote_strings(lw, a, "Vote")?.into_iter().map(Moves::Vote).collect()))
}

/// Ludii's `(is Proposed <string>)` and `(is Decided <string>)`.
fn vote_string_arg(lw: &mut Lowerer, a: &mut Args<'_>, what: &str) -> R<usize> {
    match a.string() {
        Some(name) => Ok(lw.vote_string(&name)),
        None => lw.error(a.span, format!("`(is {what} ...)` needs a string"), "expected a string"),
    }
}

pub fn is_proposed(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    Ok(BoolExpr::IsProposed(vote_string_arg(lw, a, "Proposed")?))
}

pub fn is_decided(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    Ok(BoolExpr::IsDecided(vote_string_arg(lw, a, "Decided")?))
}

pub fn is_cycle(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<BoolExpr> {
    lw.cycle_detection = true;
    Ok(BoolExpr::IsCycle)
}

pub fn was_pass(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<BoolExpr> {
    Ok(BoolExpr::WasPass)
}

pub fn all_passed(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<BoolExpr> {
    lw.not_all_pass = true;
    Ok(BoolExpr::AllPassed)
}

pub fn all_dice_used(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    if lw.dice.is_none() {
        return lw.error(
            a.span,
            "`(all DiceUsed)` without dice",
            "declare (dice ...) in the equipment",
        );
    }
    Ok(BoolExpr::AllDiceUsed)
}

/// `(is AnyDie <int>)` (IsAnyDie.java): some die's current value (`State.currentDice`, 0 once
/// used) is the number.
pub fn is_any_die(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let Some(num) = lw.dice.as_ref().map(|d| d.num) else {
        return lw.error(
            a.span,
            "`(is AnyDie ..)` without dice",
            "declare (dice ...) in the equipment",
        );
    };
    let v = need(lw, a, "a number")?;
    let v = lw.int(v)?;
    Ok(BoolExpr::Or((0..num).map(|i| BoolExpr::Eq(IntExpr::DieValue(i), v.clone())).collect()))
}

pub fn all_dice_equal(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    if lw.dice.is_none() {
        return lw.error(
            a.span,
            "`(all DiceEqual)` without dice",
            "declare (dice ...) in the equipment",
        );
    }
    Ok(BoolExpr::AllDiceEqual)
}

/// Ludii's `(face <site>)` (Face.java): what the die on that site shows is worth; Off at a
/// site without a die. The corpus names the dice's sites by number.
pub fn face(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let site = need(lw, a, "the site of a die")?;
    let Some((first, num)) = lw.dice.as_ref().map(|d| (d.first_site, d.num)) else {
        return lw.error(a.span, "`(face ..)` without dice", "declare (dice ...) in the equipment");
    };
    match lw.site(site)? {
        SiteExpr::Const(s) if (first..first + num).contains(&s) => Ok(IntExpr::DieFace(s - first)),
        SiteExpr::Const(_) => Ok(IntExpr::Const(-1)),
        _ => lw.error(
            site.span(),
            "`(face ..)` of a site computed in play is not supported yet",
            "expected a site number",
        ),
    }
}

/// Ludii's `(pips)`: the value of the die `(forEach Die ..)` is at.
/// In a piece's moves, lowered once with the equipment, the die is the one of the `(forEach
/// Die ..)` generating them, known only then ([`IntExpr::CurrentDie`]).
pub fn pips(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    match &lw.pips {
        Some(v) => Ok(v.clone()),
        None if lw.dice.is_some() => Ok(IntExpr::CurrentDie),
        None => lw.error(a.span, "`(pips)` without dice", "declare (dice ...) in the equipment"),
    }
}

/// Ludii's `(forEach Die [replayDouble:<bool>] [if:<cond>] <moves>)` (ForEachDie.java): for each
/// die in order, with `(pips)` its value, the moves when the condition holds, each using the
/// die. Unrolled here, one [`Moves::ForDie`] per die (the number of dice is fixed).
pub fn for_each_die(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let Some(num) = lw.dice.as_ref().map(|d| d.num) else {
        return lw.error(
            a.span,
            "`(forEach Die ..)` without dice",
            "declare (dice ...) in the equipment",
        );
    };
    let replay_double = match a.named("replayDouble") {
        None => false,
        Some(Node::Bool { value, .. }) => *value,
        Some(n) => {
            return lw.error(
                n.span(),
                "`replayDouble:` takes True or False here",
                "expected a boolean constant",
            )
        }
    };
    if let Some(n) = a.named("combined") {
        if !matches!(n, Node::Bool { value: false, .. }) {
            return lw.unsupported(n, "forEach Die combined");
        }
    }
    let cond = a.named("if");
    let body = need(lw, a, "moves")?;
    // State.temp, the unnamed variable `(var)` reads, remembers a double being replayed.
    let temp = lw.var_slot("");
    let outer = lw.pips.take();
    let mut per_die = Vec::with_capacity(num);
    let mut lowered = Ok(());
    for die in 0..num {
        lw.pips = Some(IntExpr::DieValue(die));
        let step = (|| {
            let moves =
                Moves::ForDie { die, replay_double, temp, moves: Box::new(lw.moves(body)?) };
            Ok(match cond {
                Some(c) => Moves::If { cond: lw.cond(c)?, then: Box::new(moves), otherwise: None },
                None => moves,
            })
        })();
        match step {
            Ok(m) => per_die.push(m),
            Err(e) => {
                lowered = Err(e);
                break;
            }
        }
    }
    lw.pips = outer;
    lowered?;
    Ok(Moves::Or(per_die))
}

pub fn all_sites(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let r = need(lw, a, "a region")?;
    let region = lw.region(r)?;
    let Some(c) = a.named("if") else {
        return lw.error(a.span, "`(all Sites ...)` needs if:<cond>", "expected if:");
    };
    Ok(BoolExpr::AllSites(region, Box::new(lw.cond(c)?)))
}

/// `(is Threatened <what> [at:<site>])` (IsThreatened.java); the forms without a piece (any
/// piece, a region) are not supported yet.
pub fn is_threatened(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let at = match a.named("at") {
        Some(n) => Some(lw.site(n)?),
        None => None,
    };
    let Some(w) = a.positional() else {
        return lw.error(
            a.span,
            "`(is Threatened ...)` without a piece is not supported yet",
            "expected a piece, e.g. (id \"King\" Mover)",
        );
    };
    let what = lw.int(w)?;
    // IsThreatened.java's `specificMoves`: the enemy's moves asked, instead of its play's.
    let moves = match a.positional() {
        Some(m) => Some(Box::new(lw.moves(m)?)),
        None => None,
    };
    Ok(BoolExpr::IsThreatened { what, at, moves })
}

pub fn not(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    let c = need(lw, a, "a condition")?;
    Ok(BoolExpr::Not(Box::new(lw.cond(c)?)))
}

/// Ludii's `(min <int> <int>)` (functions/ints/math/Min.java), as the smaller of the two.
pub fn min(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if let Some(r) = a.call("results") {
        return Ok(IntExpr::Fold(Fold::Min, Box::new(results(lw, r)?)));
    }
    let (x, y) = two_ints(lw, a)?;
    Ok(IntExpr::If(Box::new(BoolExpr::Le(x.clone(), y.clone())), Box::new(x), Box::new(y)))
}

/// `(max <int> <int>)` (functions/ints/math/Max.java over two values), or the largest of a
/// `(results ..)` array.
pub fn max(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if let Some(r) = a.call("results") {
        return Ok(IntExpr::Fold(Fold::Max, Box::new(results(lw, r)?)));
    }
    let (x, y) = two_ints(lw, a)?;
    Ok(IntExpr::If(Box::new(BoolExpr::Ge(x.clone(), y.clone())), Box::new(x), Box::new(y)))
}

fn two_ints(lw: &mut Lowerer, a: &mut Args<'_>) -> R<(IntExpr, IntExpr)> {
    let x = need(lw, a, "two integers")?;
    let x = lw.int(x)?;
    let y = need(lw, a, "two integers")?;
    let y = lw.int(y)?;
    Ok((x, y))
}

/// The comparison ludemes: `(= a b)`, `(< a b)`...
macro_rules! comparisons {
    ($($name:ident => $variant:ident),*) => {$(
        pub fn $name(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
            let (x, y) = two_ints(lw, a)?;
            Ok(BoolExpr::$variant(x, y))
        }
    )*};
}

comparisons!(lt => Lt, le => Le, gt => Gt, ge => Ge);

/// `(= a b)`: two integers, or two regions holding the same sites (Equals.java).
pub fn eq(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    if let Some((x, y)) = two_regions(lw, a)? {
        return Ok(BoolExpr::SameSites(Box::new(x), Box::new(y)));
    }
    let (x, y) = two_ints(lw, a)?;
    Ok(BoolExpr::Eq(x, y))
}

/// `(!= a b)`: two integers, or two regions not holding the same sites (NotEqual.java).
pub fn ne(lw: &mut Lowerer, a: &mut Args<'_>) -> R<BoolExpr> {
    if let Some((x, y)) = two_regions(lw, a)? {
        return Ok(BoolExpr::Not(Box::new(BoolExpr::SameSites(Box::new(x), Box::new(y)))));
    }
    let (x, y) = two_ints(lw, a)?;
    Ok(BoolExpr::Ne(x, y))
}

/// The two arguments of a comparison when they are regions (Ludii's Equals takes two
/// IntFunctions or two RegionFunctions).
fn two_regions(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Option<(RegionExpr, RegionExpr)>> {
    let mut args = a.items.iter().flatten().filter(|n| !matches!(n, Node::Named { .. }));
    if !args.next().is_some_and(|n| is_region(n)) {
        return Ok(None);
    }
    let x = need(lw, a, "two regions")?;
    let x = lw.region(x)?;
    let y = need(lw, a, "two regions")?;
    let y = lw.region(y)?;
    Ok(Some((x, y)))
}

// ---- Integers ----

/// Ludii's `(level)`: the level of the piece `(forEach Piece)` is at.
pub fn level(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    lw.reads_level = true;
    Ok(IntExpr::Level)
}

/// `(size Stack at:<site>)`, or `(size Stack in:<region>)` (SizeStack.java): the height of the
/// site's stack, or the sum of the heights over the region's sites (a [`Results`] array over
/// the region, each value read with `(from)` on its site).
pub fn size_stack(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if let Some(r) = a.named("in") {
        let from = lw.region(r)?;
        let value = IntExpr::StackSize(SiteExpr::From);
        let to = RegionExpr::Single(SiteExpr::Const(0));
        return Ok(IntExpr::Fold(Fold::Sum, Box::new(Results { from, to, value })));
    }
    Ok(IntExpr::StackSize(site_arg(lw, a, "at")?))
}
/// Ludii's `(topLevel at:<site>)` (functions/ints/stacking/TopLevel.java): the level of the
/// top piece of the site's stack, 0 when it is empty (and always in a game without stacks,
/// where a site holds one piece at most). Ludii gives Off (-1) for a number past the last
/// site; a site expression here is either a site or none, which gives 0 as Ludii's undefined.
pub fn top_level(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let height = IntExpr::StackSize(site_arg(lw, a, "at")?);
    Ok(IntExpr::If(
        Box::new(BoolExpr::Gt(height.clone(), IntExpr::Const(0))),
        Box::new(IntExpr::Sub(Box::new(height), Box::new(IntExpr::Const(1)))),
        Box::new(IntExpr::Const(0)),
    ))
}
/// `(count Liberties [at:<site>] [<dirs>])`; Ludii's `if:` (which sites join the group) is
/// not supported.
pub fn count_liberties(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if lw.stacking {
        return lw.unsupported_at(a.span, "count Liberties (in a stacking game)");
    }
    let at = match a.named("at") {
        Some(n) => lw.site(n)?,
        None => SiteExpr::LastTo,
    };
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    if let Some(n) = a.named("if") {
        return lw.unsupported(n, "count Liberties if");
    }
    Ok(IntExpr::CountLiberties { at, dirs })
}

/// `(size Group at:<site> [<dirs>])`; Ludii's `if:` (which sites join the group) is not
/// supported.
pub fn size_group(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if lw.stacking {
        return lw.unsupported_at(a.span, "size Group (in a stacking game)");
    }
    let at = site_arg(lw, a, "at")?;
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    if let Some(n) = a.named("if") {
        return lw.unsupported(n, "size Group if");
    }
    Ok(IntExpr::SizeGroup { at, dirs })
}

/// `(score <player>)`.
pub fn score(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let who = need(lw, a, "a player")?;
    let who = lw.player_ref(who)?;
    lw.uses_scores = true;
    Ok(IntExpr::Score(who))
}

/// `(size Territory <player> [<dirs>])`.
pub fn size_territory(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if lw.stacking {
        return lw.unsupported_at(a.span, "size Territory (in a stacking game)");
    }
    let who = need(lw, a, "a player")?;
    let who = lw.player_ref(who)?;
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    Ok(IntExpr::SizeTerritory { who, dirs })
}

/// `(count Groups [<dirs>] [if:<cond>] [min:<int>])`: by default, groups of occupied sites
/// joined along `Adjacent`.
pub fn count_groups(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let dirs = lw.take_dir_set(a, DirSet::Adjacent)?;
    let cond = match a.named("if") {
        Some(c) => lw.cond(c)?,
        None => BoolExpr::IsOccupied(SiteExpr::To),
    };
    let min = match a.named("min") {
        Some(m) => lw.int(m)?,
        None => IntExpr::Const(0),
    };
    Ok(IntExpr::CountGroups { dirs, cond: Box::new(cond), min: Box::new(min) })
}
/// `(count Steps [<site type>] [<relation>] <site> <site | region>)` (CountSteps.java without a
/// step move): the fewest steps from the site to one of the region's, in the game's shared
/// table of step distances (see `Game::step_relation`).
pub fn count_steps(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if let Some((w, span)) = a.any_word_of(&["Cell", "Vertex", "Edge"]) {
        let asked = match w.as_str() {
            "Cell" => SiteType::Cell,
            "Vertex" => SiteType::Vertex,
            _ => SiteType::Edge,
        };
        if lw.board.as_ref().is_none_or(|b| b.site_type != asked) {
            return lw.error(
                span,
                format!("`(count Steps {w} ..)` on a board of other sites is not supported yet"),
                "the board's own site type",
            );
        }
    }
    let relation =
        match a.any_word_of(&["Adjacent", "All", "Orthogonal", "Diagonal", "OffDiagonal"]) {
            Some((w, span)) => match word_dirs(&w) {
                Some(Dirs::Set(set)) => set,
                _ => {
                    return lw.error(
                        span,
                        format!("unknown relation `{w}`"),
                        "expected Adjacent, All, Orthogonal...",
                    )
                }
            },
            None => DirSet::Adjacent,
        };
    let step = step_walk(lw, a)?;
    let from = need(lw, a, "a site")?;
    let from = lw.site(from)?;
    let to = need(lw, a, "a site or a region")?;
    let to = lw.region(to)?;
    if step.is_none() {
        lw.step_relations.push(relation);
    }
    Ok(IntExpr::CountSteps { from, to: Box::new(to), step })
}

/// `(sites Distance [<relation>] from:<site> <range>)` (SitesDistance.java without a step
/// move): see [`RegionExpr::Distance`]. The range may be computed: `(exact <int>)`,
/// `(range <int> <int>)` or `(min <int>)`.
pub fn sites_distance(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let relation =
        match a.any_word_of(&["Adjacent", "All", "Orthogonal", "Diagonal", "OffDiagonal"]) {
            Some((w, _)) => match word_dirs(&w) {
                Some(Dirs::Set(set)) => set,
                _ => unreachable!("a relation word"),
            },
            None => DirSet::Adjacent,
        };
    let step = step_walk(lw, a)?;
    let from = site_arg(lw, a, "from")?;
    let (min, max) = if let Some(n) = a.call("exact") {
        let (_, mut ra) = lw.split(n, "(exact ...)")?;
        let v = need(lw, &mut ra, "a distance")?;
        let v = lw.int(v)?;
        ra.finish(lw)?;
        (v.clone(), v)
    } else if let Some(n) = a.call("range") {
        let (_, mut ra) = lw.split(n, "(range ...)")?;
        let (lo, hi) = (need(lw, &mut ra, "a distance")?, need(lw, &mut ra, "a distance")?);
        let (lo, hi) = (lw.int(lo)?, lw.int(hi)?);
        ra.finish(lw)?;
        (lo, hi)
    } else if let Some(n) = a.call("min") {
        let (_, mut ra) = lw.split(n, "(min ...)")?;
        let v = need(lw, &mut ra, "a distance")?;
        let v = lw.int(v)?;
        ra.finish(lw)?;
        (v, IntExpr::Const(i64::from(i32::MAX)))
    } else {
        return lw.error(
            a.span,
            "`(sites Distance ...)` needs a range",
            "(exact <int>), (range <int> <int>) or (min <int>)",
        );
    };
    if step.is_none() {
        lw.step_relations.push(relation);
    }
    Ok(RegionExpr::Distance { from: Box::new(from), min: Box::new(min), max: Box::new(max), step })
}

/// The `(step [<dirs>] (to if:<cond>))` whose layers `(sites Distance ..)` and `(count Steps
/// ..)` walk (see [`StepWalk`]): its directions and its `to` condition (its effect is no part
/// of the walk).
fn step_walk(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Option<Box<StepWalk>>> {
    if let Some(n) = a.named("newRotation") {
        return lw.unsupported(n, "newRotation");
    }
    let Some(node) = a.call("step") else { return Ok(None) };
    match lw.moves(node)? {
        Moves::Step { from: SiteExpr::From, dirs, target } => {
            Ok(Some(Box::new(StepWalk { dirs, cond: target.cond })))
        }
        _ => lw.error(
            node.span(),
            "a step move walked by `sites Distance` or `count Steps` takes directions and a `to` condition only",
            "(step [<dirs>] (to if:<cond>))",
        ),
    }
}

/// `(count Rows)` / `(count Columns)`: CountRows.java's `topology.rows(type).size()`, the
/// board's distinct rows (columns), a constant of the board.
pub fn count_rows(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    count_lines(lw, a, |s| s.row)
}
pub fn count_columns(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    count_lines(lw, a, |s| s.col)
}
fn count_lines(lw: &mut Lowerer, a: &mut Args<'_>, line: fn(&SiteInfo) -> i32) -> R<IntExpr> {
    let Some(board) = lw.board.as_ref() else {
        return lw.error(a.span, format!("`({} ..)` needs a board", a.head), "a board");
    };
    let lines: std::collections::BTreeSet<i32> = board.sites.iter().map(line).collect();
    Ok(IntExpr::Const(lines.len() as i64))
}
pub fn count_sites(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    // CountSites.java with a container's name: that container's number of sites.
    if let Some(name) = a.string() {
        return match lw.containers.iter().find(|c| c.name == name) {
            Some(c) => Ok(IntExpr::Const(c.num_sites as i64)),
            None => lw.error(
                a.span,
                format!("`(count Sites \"{name}\")`: no container named `{name}`"),
                "expected the name of a container (\"Board\", \"Hand1\"...)",
            ),
        };
    }
    let r = match a.named("in") {
        Some(r) => r,
        None => need(lw, a, "a region")?,
    };
    Ok(IntExpr::CountSites(Box::new(lw.region(r)?)))
}
/// `(count [Cell] at:<site>)`, or `(count in:<region>)`: Ludii's `CountNumber`, the pieces on
/// the region's sites (a stack's height in stacking games), as `count Pieces` of everyone there.
pub fn count_at(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    lw.counts_pieces = true;
    if let Some(r) = a.named("in") {
        let within = Some(Box::new(lw.region(r)?));
        let of =
            Occupied { owners: Owners::Any, components: None, board_only: false, any_level: true };
        return Ok(IntExpr::CountPieces { of, within });
    }
    Ok(IntExpr::CountAt(site_arg(lw, a, "at")?))
}
/// `(count Pieces [<role>] [<name>] [of:<player>] [in:<region>])`: Ludii's `CountPieces`, over
/// the board and the hands; every player (`All`) without a role, names matched with `contains`.
pub fn count_pieces(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let owners = match a.named("of") {
        Some(n) => Owners::Player(lw.player_ref(n)?),
        None => lw.take_owners(a)?.unwrap_or(Owners::Any),
    };
    let components = match a.string() {
        Some(name) => Some(
            lw.components
                .iter()
                .enumerate()
                .filter(|(_, c)| c.name.contains(&name))
                .map(|(i, _)| i)
                .collect(),
        ),
        None => None,
    };
    let of = Occupied { owners, components, board_only: false, any_level: true };
    let within = match a.named("in") {
        Some(r) => Some(Box::new(lw.region(r)?)),
        None => None,
    };
    Ok(IntExpr::CountPieces { of, within })
}
pub fn count_moves(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::CountMoves)
}
pub fn count_turns(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::CountTurns)
}
/// `(count Active)` (CountActive.java): the players still in the game, one `(is Active Pk)`
/// per player.
/// `(count Players)` (CountPlayers.java): the number of players, fixed by the game.
pub fn count_players(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::Const(lw.players.len() as i64))
}

pub fn count_active(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    let one_if_active = |p: usize| {
        let active = BoolExpr::IsActive(IntExpr::Const(p as i64));
        IntExpr::If(Box::new(active), Box::new(IntExpr::Const(1)), Box::new(IntExpr::Const(0)))
    };
    Ok((1..=lw.players.len())
        .map(one_if_active)
        .reduce(|a, b| IntExpr::Add(Box::new(a), Box::new(b)))
        .unwrap_or(IntExpr::Const(0)))
}
pub fn count_moves_this_turn(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::MovesThisTurn)
}
pub fn state_at(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    // State.java sets `GameType.SiteState`.
    lw.uses_piece_state = true;
    piece_at(lw, a, PieceField::State, IntExpr::State)
}
/// `(value Piece at:<site>)` (ValuePiece.java; `GameType.Value`).
pub fn value_piece(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    lw.uses_piece_value = true;
    let site = site_arg(lw, a, "at")?;
    Ok(IntExpr::PieceValue(site))
}
pub fn who_at(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    piece_at(lw, a, PieceField::Who, IntExpr::Who)
}
pub fn what_at(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    piece_at(lw, a, PieceField::What, IntExpr::What)
}
/// `(what|who|state at:<site> [level:<int>])`: the top piece's, or the one at the level.
fn piece_at(
    lw: &mut Lowerer,
    a: &mut Args<'_>,
    field: PieceField,
    top: fn(SiteExpr) -> IntExpr,
) -> R<IntExpr> {
    let level = a.named("level").map(|n| lw.int(n)).transpose()?;
    let site = site_arg(lw, a, "at")?;
    Ok(match level {
        Some(level) => IntExpr::AtLevel { site, level: Box::new(level), field },
        None => top(site),
    })
}

/// `(forEach Level <site> [FromTop|FromBottom] <moves> [(then ..)])` (ForEachLevel.java; from
/// the bottom by default).
pub fn for_each_level(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let s = need(lw, a, "a site")?;
    let site = lw.site(s)?;
    let from_top = a.word(&["FromTop", "FromBottom"]).as_deref() == Some("FromTop");
    let m = need(lw, a, "moves")?;
    let moves = Box::new(lw.moves(m)?);
    reattach_then(lw, Moves::ForEachLevel { site, from_top, moves }, then)
}
pub fn id(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let name = match a.positional() {
        Some(Node::Str { value, .. }) => value.clone(),
        // Id.java without a name: the player's index (`(id P1)` is 1, `(id Mover)` the mover),
        // 0 for Neutral and one past the last player for All (Ludii's shared owner).
        Some(n) => {
            return Ok(match lw.player_ref(n)? {
                PlayerRef::Id(p) => IntExpr::Const(p as i64),
                PlayerRef::All => IntExpr::Const(lw.players.len() as i64 + 1),
                p => IntExpr::Player(p),
            })
        }
        None => return lw.error(a.span, "`(id ...)` needs a piece name", "expected a string"),
    };
    // `(id <name> Shared)` (Id.java): the first component of the shared role whose name
    // contains `name`.
    if a.word(&["Shared"]).is_some() {
        let shared = lw.players.len() as u8 + 1;
        return match lw.components.iter().position(|c| c.owner == shared && c.base.contains(&name))
        {
            Some(i) => Ok(IntExpr::Const(i as i64 + 1)),
            None => lw.error(
                a.span,
                format!("no shared piece `{name}`"),
                "expected a piece declared Shared",
            ),
        };
    }
    // With an owner, Id.java looks for that owner's piece by name: a shared piece of the same
    // base name (which `component_named` falls back to) is not it (Yavalanchor's Markers).
    let full_name = lw.components.iter().position(|c| c.name == name);
    match (a.has_more(), full_name) {
        (true, Some(i)) => {
            return Ok(IntExpr::OwnedPiece { component: i, owner: lw.take_player(a, None)? })
        }
        (false, _) => {
            if let Some(i) = lw.component_named(&name) {
                return Ok(IntExpr::Const(i as i64 + 1));
            }
        }
        (true, None) => {}
    }
    let owner = lw.take_player(a, Some(PlayerRef::Mover))?;
    Ok(IntExpr::PieceId { base: name, owner })
}
pub fn mover(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::Player(PlayerRef::Mover))
}
pub fn next(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::Player(PlayerRef::Next))
}
/// Ludii's `(prev)` (Prev.java): the player who moved before the mover (`State.prev`).
pub fn prev(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::Player(PlayerRef::Prev))
}
pub fn add(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if let Some(r) = a.call("results") {
        return Ok(IntExpr::Fold(Fold::Sum, Box::new(results(lw, r)?)));
    }
    if let Some(list) = a.list() {
        return int_list(lw, list, IntExpr::Const(0), IntExpr::Add);
    }
    let (x, y) = two_ints(lw, a)?;
    Ok(IntExpr::Add(Box::new(x), Box::new(y)))
}
pub fn sub(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    arithmetic(lw, a, IntExpr::Sub)
}
pub fn mul(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    if let Some(list) = a.list() {
        return int_list(lw, list, IntExpr::Const(1), IntExpr::Mul);
    }
    arithmetic(lw, a, IntExpr::Mul)
}

/// `(+ {<int> ..})`, `(* {<int> ..})` (Add.java, Mul.java with a list): the operation folded
/// over the list from the left, `empty` for no terms.
fn int_list(
    lw: &mut Lowerer,
    list: &Node,
    empty: IntExpr,
    op: fn(Box<IntExpr>, Box<IntExpr>) -> IntExpr,
) -> R<IntExpr> {
    let Node::List { items, .. } = list else { unreachable!("Args::list takes lists") };
    let mut acc: Option<IntExpr> = None;
    for i in items {
        let x = lw.int(i)?;
        acc = Some(match acc {
            None => x,
            Some(y) => fold(op(Box::new(y), Box::new(x))),
        });
    }
    Ok(acc.unwrap_or(empty))
}
pub fn div(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    arithmetic(lw, a, IntExpr::Div)
}
pub fn modulo(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    arithmetic(lw, a, IntExpr::Mod)
}

/// `(<op> <int> <int>)`, folded when both are constants.
fn arithmetic(
    lw: &mut Lowerer,
    a: &mut Args<'_>,
    op: fn(Box<IntExpr>, Box<IntExpr>) -> IntExpr,
) -> R<IntExpr> {
    let (x, y) = two_ints(lw, a)?;
    Ok(fold(op(Box::new(x), Box::new(y))))
}

/// Folds arithmetic on constants.
fn fold(e: IntExpr) -> IntExpr {
    match &e {
        IntExpr::Sub(x, y)
        | IntExpr::Mul(x, y)
        | IntExpr::Add(x, y)
        | IntExpr::Div(x, y)
        | IntExpr::Mod(x, y) => match (&**x, &**y) {
            (IntExpr::Const(x), IntExpr::Const(y)) => IntExpr::Const(match e {
                IntExpr::Sub(..) => x - y,
                IntExpr::Mul(..) => x * y,
                IntExpr::Div(..) => x.checked_div(*y).unwrap_or(0),
                IntExpr::Mod(..) => x.checked_rem(*y).unwrap_or(0),
                _ => x + y,
            }),
            _ => e,
        },
        _ => e,
    }
}

// ---- Sites ----

/// `(last To [afterConsequence:<bool>])` (functions/ints/last/LastTo.java).
pub fn last_to(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let after = a.named("afterConsequence");
    Ok(if bool_arg(lw, after)? { SiteExpr::LastToAfterConsequences } else { SiteExpr::LastTo })
}
/// `(centrePoint [Cell|Vertex])`: Ludii's CentrePoint is the first site of `(sites Centre)`
/// (`Topology.centre(type).get(0)`), a constant of the board's geometry.
pub fn centre_point(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let span = a.span;
    if let Some(w) = a.word(&["Cell", "Vertex", "Edge"]) {
        let board_type = format!("{:?}", lw.board().site_type);
        if w != board_type {
            return lw.error(
                span,
                format!("(centrePoint {w}) on a board of {board_type} sites is not supported yet"),
                "expected the board's site type",
            );
        }
    }
    match lw.board().region(&StdRegion::Centre) {
        Ok(v) if !v.is_empty() => Ok(SiteExpr::Const(v[0])),
        _ => lw.error(span, "the board has no centre site", "Ludii's (sites Centre) is empty here"),
    }
}
/// `(coord "<label>")` or `(coord row:<int> column:<int>)` (Coord.java): the site with that
/// label, or the first with that row and column (no site when there is none). Ludii computes
/// both once when they are static; a row or column read from the state is not supported yet.
pub fn coord(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let span = a.span;
    if let Some(label) = a.string() {
        return Ok(SiteExpr::Const(lw.label(&label, span)?));
    }
    let (Some(row), Some(column)) = (a.named("row"), a.named("column")) else {
        return lw.error(
            span,
            "`(coord ...)` needs a label or row: and column:",
            "expected \"A1\"",
        );
    };
    let (row, column) = (lw.int(row)?, lw.int(column)?);
    let folder = lw.folder(false);
    let (Some(row), Some(column)) = (folder.int(&row), folder.int(&column)) else {
        return Ok(coord_in_play(lw, row, column));
    };
    let sites = &lw.board().sites;
    Ok(match sites.iter().position(|s| s.row as i64 == row && s.col as i64 == column) {
        Some(s) => SiteExpr::Const(s),
        None => SiteExpr::Int(Box::new(IntExpr::Const(-1))),
    })
}
pub fn last_from(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<SiteExpr> {
    Ok(SiteExpr::LastFrom)
}
pub fn to(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<SiteExpr> {
    Ok(SiteExpr::To)
}
pub fn from(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<SiteExpr> {
    Ok(SiteExpr::From)
}
pub fn site(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<SiteExpr> {
    Ok(SiteExpr::Site)
}
pub fn between(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<SiteExpr> {
    Ok(SiteExpr::Between)
}
/// `(ahead <site> [steps:<n>] [<dirs>])`, Forward by default.
pub fn ahead(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let steps = match a.named("steps") {
        Some(Node::Int { value, .. }) if *value >= 1 => *value as usize,
        Some(n) => {
            return lw.error(
                n.span(),
                "expected a constant number of steps, 1 or more",
                "expected a number",
            )
        }
        None => 1,
    };
    // Ahead.java's own reading of SameDirection and OppositeDirection: the direction between
    // the context's `(from)` and `(to)` (see `SiteExpr::Ahead`), which no other ludeme has.
    let between = match a.word(&["SameDirection", "OppositeDirection"]).as_deref() {
        Some("SameDirection") => {
            Some(Dirs::Relative(vec![RelDir::SameDirection], DirSet::Adjacent))
        }
        Some(_) => Some(Dirs::Relative(vec![RelDir::OppositeDirection], DirSet::Adjacent)),
        None => None,
    };
    let dirs = match between {
        Some(d) => Some(d),
        None => lw.take_dirs(a)?,
    };
    let dirs = match dirs {
        None => Dirs::Relative(vec![RelDir::Forward], DirSet::Adjacent),
        Some(Dirs::Set(_)) => {
            return lw.error(
                a.span,
                "`(ahead ...)` takes directions (N, Forward...), not a set of them",
                "expected a direction",
            )
        }
        Some(d) => d,
    };
    let s = need(lw, a, "a site")?;
    let site = Box::new(lw.site(s)?);
    Ok(SiteExpr::Ahead { site, dirs, steps })
}

/// `(mapEntry [<name>] <key>)`: the key a player (`Mover`, `(mover)`, `P1`) or a site.
pub fn map_entry(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let name = a.items_first_str();
    let k = need(lw, a, "a key")?;
    let key = match k {
        Node::Word { value, span } => match player_word(value) {
            Some(p) => MapKey::Player(p),
            None => {
                return lw.error(
                    *span,
                    format!("unknown player `{value}`"),
                    "expected Mover, Next, P1...",
                )
            }
        },
        Node::Call { head, .. } if head == "mover" => MapKey::Player(PlayerRef::Mover),
        Node::Call { head, .. } if head == "next" => MapKey::Player(PlayerRef::Next),
        n => MapKey::Site(Box::new(lw.site(n)?)),
    };
    if name.is_some() && !lw.maps.iter().any(|(n, _)| *n == name) {
        return lw.error(
            a.span,
            format!("no map named `{}`", name.unwrap_or_default()),
            "expected the name of a map of the equipment",
        );
    }
    Ok(SiteExpr::MapEntry { entries: lw.map_entries(name.as_deref()), key })
}

/// Ludii's `(where <name> <player>)` and `(where <what>)` (functions/ints/board/where/
/// WhereSite.java): the first board site holding the piece, none (Ludii's Off) without one.
/// The piece of the name form is the first component whose name contains `<name>` and that
/// the player owns. Ludii visits that player's pieces in the order of its owned-sites list,
/// which history shuffles; with one such piece on the board, the case of every corpus game
/// (kings, a hunt's lone hunter), the first is the lowest site, which ludemic takes. In a
/// stacking game Ludii looks below the top of stacks too, which ludemic does not yet.
/// `(regionSite <region> index:<int>)` (functions/ints/site/RegionSite.java): see
/// `SiteExpr::RegionSite`.
pub fn region_site(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let r = need(lw, a, "a region")?;
    let region = Box::new(lw.region(r)?);
    let i = match a.named("index") {
        Some(i) => i,
        None => return lw.error(a.span, "`(regionSite ..)` needs index:<int>", "expected index:0"),
    };
    let index = Box::new(lw.int(i)?);
    Ok(SiteExpr::RegionSite { region, index })
}

pub fn where_site(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    if let Some((w, span)) = a.any_word_of(&["Level"]) {
        return lw.unsupported_at(span, &format!("where {w}"));
    }
    if lw.stacking {
        return lw.unsupported_at(a.span, "where (stacking)");
    }
    let what = match a.string() {
        Some(name) => {
            let who = lw.take_player(a, None)?;
            let what_of = |owner: u8| {
                lw.components
                    .iter()
                    .position(|c| c.name.contains(&name) && c.owner == owner)
                    .map_or(0, |i| i as i64 + 1)
            };
            match who {
                PlayerRef::Id(p) => IntExpr::Const(what_of(p)),
                who => (0..=lw.players.len() as u8 + 1).rev().fold(IntExpr::Const(0), |rest, p| {
                    let is_p = BoolExpr::Eq(IntExpr::Player(who), IntExpr::Const(p as i64));
                    IntExpr::If(
                        Box::new(is_p),
                        Box::new(IntExpr::Const(what_of(p))),
                        Box::new(rest),
                    )
                }),
            }
        }
        None => {
            let w = need(lw, a, "a piece name and a player, or a piece")?;
            lw.int(w)?
        }
    };
    Ok(SiteExpr::Where(Box::new(what)))
}

/// Ludii's `(handSite <who> [<index>])` (HandSite.java): the first site of the player's hand
/// plus `index` (not checked against the hand's size, as in Ludii).
pub fn hand_site(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    lw.counts_pieces = true;
    if let Some(n) = a.call_except(&["mover", "next"]) {
        let index =
            match a.positional() {
                None => 0,
                Some(i) => match lw.int(i)? {
                    IntExpr::Const(i) => i,
                    _ => return lw.error(
                        i.span(),
                        "the hand index of a computed player's `(handSite ..)` must be a number",
                        "expected a number",
                    ),
                },
            };
        return computed_hand_site(lw, n, index);
    }
    // Ludii's Shared owner is the player after the last (`(hand Shared)`).
    let owner = match a.word(&["Shared"]) {
        Some(_) => PlayerRef::Id(lw.players.len() as u8 + 1),
        None => lw.take_player(a, None)?,
    };
    let first = SiteExpr::HandSite(owner);
    let Some(index) = a.positional() else { return Ok(first) };
    Ok(match (lw.fold_site(&first), lw.int(index)?) {
        (_, IntExpr::Const(0)) => first,
        (Some(site), IntExpr::Const(i)) => hand_offset(site, i),
        (_, i) => {
            SiteExpr::Int(Box::new(IntExpr::Add(Box::new(IntExpr::Site(first)), Box::new(i))))
        }
    })
}

/// Site `index` after a hand's first site `site` (a negative index gives the first site, as
/// before); an index past any site a board could have is Off (-1), which no move reaches,
/// rather than an overflow (`(handSite P1 9223372036854775807)`).
fn hand_offset(site: usize, index: i64) -> SiteExpr {
    match (site as i64).checked_add(index) {
        Some(s) if s <= i32::MAX as i64 => SiteExpr::Const(s.max(0) as usize),
        _ => SiteExpr::Int(Box::new(IntExpr::Const(-1))),
    }
}

/// Site `index` of the hand of a player computed in play (`(handSite (who at:(to)))`), Off for
/// a player without a hand.
fn computed_hand_site(lw: &mut Lowerer, n: &Node, index: i64) -> R<SiteExpr> {
    let who = lw.int(n)?;
    let hands: Vec<(u8, usize)> = lw
        .containers
        .iter()
        .filter_map(|c| match c.kind {
            ContainerKind::Hand { owner } => Some((owner, c.first_site)),
            _ => None,
        })
        .collect();
    Ok(hands.into_iter().rev().fold(
        SiteExpr::Int(Box::new(IntExpr::Const(-1))),
        |rest, (owner, site)| {
            let is_owner = BoolExpr::Eq(who.clone(), IntExpr::Const(owner as i64));
            SiteExpr::If(Box::new(is_owner), Box::new(hand_offset(site, index)), Box::new(rest))
        },
    ))
}

// ---- Variables ----

/// `(set State at:<site> [level:<int>] <int>)` (effect/set/site/SetState.java).
pub fn set_state(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let level = match a.named("level") {
        Some(n) => Some(lw.int(n)?),
        None => None,
    };
    let site = site_arg(lw, a, "at")?;
    let v = need(lw, a, "a state")?;
    let value = lw.int(v)?;
    lw.uses_piece_state = true;
    reattach_then(lw, Moves::SetState { site, level, value }, then)
}

/// `(set Value at:<site> <int>)` (effect/set/site/SetValue.java).
pub fn set_value(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let site = site_arg(lw, a, "at")?;
    let v = need(lw, a, "a value")?;
    let value = lw.int(v)?;
    lw.uses_piece_value = true;
    reattach_then(lw, Moves::SetValue { site, value }, then)
}

/// `(set Var [<name>] [<int>])` (game/rules/play/moves/nonDecision/effect/set/var/SetVar.java).
pub fn set_var(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let (mut name, mut value) = (String::new(), IntExpr::Const(-1));
    while let Some(n) = a.positional() {
        match n {
            Node::Str { value: v, .. } => name = v.clone(),
            n => value = lw.int(n)?,
        }
    }
    let var = lw.var_slot(&name);
    reattach_then(lw, Moves::SetVar { var, value }, then)
}

/// Ludii's `(set Counter [<int>])` (effect/set/value/SetCounter.java): the counter set to the
/// value, -1 without one (see `Game::counter`).
pub fn set_counter(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let value = match a.positional() {
        Some(n) => lw.int(n)?,
        None => IntExpr::Const(-1),
    };
    let var = lw.var_slot(COUNTER_VAR);
    reattach_then(lw, Moves::SetVar { var, value }, then)
}

/// `(set Value <player> <int>)` (effect/set/player/SetValuePlayer.java): the player's value
/// (see [`IntExpr::PlayerVar`]). The site form `(set Value at:<site> ..)` sets a piece's value,
/// which ludemic does not keep yet.
pub fn set_player_value(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    if a.has_named("at") {
        return set_value(lw, a);
    }
    let then = a.call("then");
    let who = lw.take_player(a, None)?;
    let v = need(lw, a, "a value")?;
    let value = lw.int(v)?;
    let first = lw.player_values();
    reattach_then(lw, Moves::SetPlayerVar { first, who, value }, then)
}

/// `(value Player <player>)` (functions/ints/value/player/ValuePlayer.java).
pub fn value_player(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let who = lw.take_player(a, None)?;
    Ok(IntExpr::PlayerVar { first: lw.player_values(), who })
}

/// Ludii's `(counter)` (functions/ints/state/Counter.java): see `Game::counter`.
pub fn counter(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::Var(lw.var_slot(COUNTER_VAR)))
}

/// `(var [<name>])` (functions/ints/state/Var.java).
pub fn var(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    let name = match a.positional() {
        Some(Node::Str { value, .. }) => value.clone(),
        Some(n) => return lw.error(n.span(), "expected a variable's name", "expected a string"),
        None => String::new(),
    };
    Ok(IntExpr::Var(lw.var_slot(&name)))
}

// ---- Sowing ----

/// `(move Select (from <region> [if:<cond>]) [(then ..)])` (game/rules/play/moves/decision/MoveSelect.java).
pub fn move_select(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let Some(f) = a.call("from") else {
        return lw.error(
            a.span,
            "`(move Select ...)` needs `(from ...)`",
            "expected (from <region>)",
        );
    };
    let (_, mut fa) = lw.split(f, "(from ...)")?;
    // A bare `(from)` is the context's `(from)` site (From.java's default location).
    let from = match fa.positional() {
        Some(r) => lw.region(r)?,
        None => RegionExpr::Single(SiteExpr::From),
    };
    let cond = match fa.named("if") {
        Some(c) => Some(lw.cond(c)?),
        None => None,
    };
    fa.finish(lw)?;
    let (to, to_cond) = match a.call("to") {
        Some(t) => {
            let (_, mut ta) = lw.split(t, "(to ...)")?;
            let r = need(lw, &mut ta, "sites")?;
            let to = lw.region(r)?;
            let to_cond = ta.named("if").map(|c| lw.cond(c)).transpose()?;
            ta.finish(lw)?;
            // As for `from`: a `to` past the board's elements is skipped unless they are cells.
            let to_cond = match lw.board().site_type {
                SiteType::Cell => to_cond,
                _ if lw.board_only(&to) => to_cond,
                _ => {
                    let n = lw.board().num_sites() as i64;
                    let inside = BoolExpr::Lt(IntExpr::Site(SiteExpr::To), IntExpr::Const(n));
                    Some(match to_cond {
                        Some(c) => BoolExpr::And(vec![inside, c]),
                        None => inside,
                    })
                }
            };
            (Some(to), to_cond)
        }
        None => (None, None),
    };
    // Select.eval skips a site past the board's elements of its type, the board's own when
    // none is given: hand sites are selectable on a board of cells or as `(from Cell ..)` only
    // (Gabata selects the last site sown, its hand after a capture, and passes).
    let cells = matches!(f, Node::Call { args, .. }
        if args.iter().any(|x| matches!(x, Node::Word { value, .. } if value == "Cell")));
    let cond = match lw.board().site_type {
        SiteType::Cell => cond,
        _ if cells || lw.board_only(&from) => cond,
        _ => {
            let n = lw.board().num_sites() as i64;
            let inside = BoolExpr::Lt(IntExpr::Site(SiteExpr::From), IntExpr::Const(n));
            Some(match cond {
                Some(c) => BoolExpr::And(vec![inside, c]),
                None => inside,
            })
        }
    };
    Ok(Moves::Select { from, cond, to, to_cond })
}

/// Ludii's `(directional [(from <site>)] [(directions <type> from:<a> to:<b>)] [(to if:<cond>
/// (apply <effect>))])` (effect/Directional.java): see `Moves::Directional`. By default it
/// starts at `(last To)`, goes the way of the last move, takes enemies and removes them.
pub fn directional(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let from = match a.call("from") {
        Some(f) => {
            let (_, mut fa) = lw.split(f, "(from ...)")?;
            let s = need(lw, &mut fa, "a site")?;
            let site = lw.site(s)?;
            fa.finish(lw)?;
            site
        }
        None => SiteExpr::LastTo,
    };
    let toward = match a.call("directions") {
        Some(d) => {
            let (_, mut da) = lw.split(d, "(directions ...)")?;
            // The site type must be the board's own: the only one ludemic's boards have.
            if let Some(ty) = da.word(&["Cell", "Vertex", "Edge"]) {
                if ty != format!("{:?}", lw.board().site_type) {
                    return lw.error(
                        d.span(),
                        format!("`(directions {ty} ..)` on a board of another site type"),
                        "expected the board's site type",
                    );
                }
            }
            let (Some(x), Some(y)) = (da.named("from"), da.named("to")) else {
                return lw.error(
                    d.span(),
                    "`(directional ..)` takes `(directions <type> from:<site> to:<site>)`",
                    "expected from: and to:",
                );
            };
            let toward = (lw.site(x)?, lw.site(y)?);
            da.finish(lw)?;
            toward
        }
        None => (SiteExpr::LastFrom, SiteExpr::LastTo),
    };
    let (cond, effect) = match a.call("to") {
        Some(t) => {
            let (_, mut ta) = lw.split(t, "(to ...)")?;
            let cond = ta.named("if").map(|c| lw.cond(c)).transpose()?;
            let effect = match ta.call("apply") {
                Some(ap) => {
                    let (_, mut aa) = lw.split(ap, "(apply ...)")?;
                    let e = need(lw, &mut aa, "an effect")?;
                    let e = lw.moves(e)?;
                    aa.finish(lw)?;
                    Some(e)
                }
                None => None,
            };
            ta.finish(lw)?;
            (cond, effect)
        }
        None => (None, None),
    };
    // Directional.java's defaults: an enemy piece at `(to)`, removed (its `(remove (from))`
    // names the site it binds `(to)` to).
    let enemy = BoolExpr::IsEnemy(IntExpr::Who(SiteExpr::To));
    Ok(Moves::Directional {
        from,
        toward: Box::new(toward),
        cond: cond.unwrap_or(enemy),
        effect: Box::new(effect.unwrap_or(Moves::Remove(SiteExpr::To))),
    })
}

/// Ludii's `(trackSite FirstSite [<player>] [<name>] [from:<site>] [if:<cond>])`
/// (TrackSiteFirstTrack.java): see `SiteExpr::TrackFirst`. The track: with a name, the first
/// whose name contains it (and that the player owns, with a player); without, the first the
/// player owns or nobody owns; else the board's first. A player known only in the state makes
/// a choice by player.
pub fn track_site_first(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let mut player = None;
    let mut name = None;
    while let Some(n) = a.positional() {
        match n {
            Node::Str { value, .. } => name = Some(value.clone()),
            n => player = Some(lw.player_ref(n)?),
        }
    }
    let from = a.named("from").map(|n| lw.site(n)).transpose()?.map(Box::new);
    let cond = match a.named("if") {
        Some(n) => lw.cond(n)?,
        None => BoolExpr::Const(true),
    };
    if lw.tracks.is_empty() {
        return lw.error(
            a.span,
            "`(trackSite FirstSite ..)` needs a track",
            "the board has no track",
        );
    }
    let track_of = |lw: &Lowerer, p: usize| {
        lw.tracks
            .iter()
            .position(|t| match &name {
                Some(n) if p == 0 => t.name.contains(n.as_str()),
                Some(n) => t.name.contains(n.as_str()) && t.owner as usize == p,
                None => t.owner as usize == p || t.owner == 0,
            })
            .unwrap_or(0)
    };
    let first = |track: usize| SiteExpr::TrackFirst {
        track,
        from: from.clone(),
        cond: Box::new(cond.clone()),
    };
    Ok(per_player(lw, player, |lw, p| first(track_of(lw, p))))
}

/// The site `site_of(p)` for player `p`: fixed when the player is (None: nobody), else chosen
/// in the state among the players.
fn per_player(
    lw: &Lowerer,
    player: Option<PlayerRef>,
    site_of: impl Fn(&Lowerer, usize) -> SiteExpr,
) -> SiteExpr {
    match player {
        None => site_of(lw, 0),
        Some(PlayerRef::Id(p)) => site_of(lw, p as usize),
        Some(p) => {
            let n = lw.players.len();
            let mut choice = site_of(lw, n);
            for q in (1..n).rev() {
                let is_q = BoolExpr::Eq(IntExpr::Player(p), IntExpr::Const(q as i64));
                choice = SiteExpr::If(Box::new(is_q), Box::new(site_of(lw, q)), Box::new(choice));
            }
            choice
        }
    }
}

/// Ludii's `(trackSite Move [from:<site>] [<player>|<name>] steps:<n>)` (TrackSiteMove.java):
/// see `SiteExpr::TrackMove`. The track of the player (the mover by default): with a name, the
/// first whose name contains it that the player owns, else the first whose name contains it;
/// else the player's first track, else the first nobody owns; with none, Ludii's Off.
pub fn track_site_move(lw: &mut Lowerer, a: &mut Args<'_>) -> R<SiteExpr> {
    let mut player = PlayerRef::Mover;
    let mut name = None;
    while let Some(n) = a.positional() {
        match n {
            Node::Str { value, .. } => name = Some(value.clone()),
            n => player = lw.player_ref(n)?,
        }
    }
    let from = match a.named("from") {
        Some(n) => lw.site(n)?,
        None => SiteExpr::From,
    };
    let Some(steps) = a.named("steps") else {
        return lw.error(a.span, "`(trackSite Move ..)` needs `steps:`", "expected steps:<n>");
    };
    let steps = Box::new(lw.int(steps)?);
    // TrackSiteMove.java: on a track that does not loop, in a game where a track passes a
    // site twice, `from`'s element is known by the pieces' recorded track positions.
    lw.on_track_indices |= lw.tracks_loop_internally && lw.tracks.iter().any(|t| !t.looped);
    let track_of = |lw: &Lowerer, p: usize| {
        let named = |owned: bool| {
            lw.tracks.iter().position(|t| {
                name.as_ref().is_some_and(|n| t.name.contains(n.as_str()))
                    && (!owned || t.owner as usize == p)
            })
        };
        let owned_by = |q: usize| lw.tracks.iter().position(|t| t.owner as usize == q);
        named(true).or_else(|| named(false)).or_else(|| owned_by(p)).or_else(|| owned_by(0))
    };
    let from = Box::new(from);
    Ok(per_player(lw, Some(player), |lw, p| match track_of(lw, p) {
        Some(track) => {
            SiteExpr::TrackMove { track, player: p as u8, from: from.clone(), steps: steps.clone() }
        }
        None => SiteExpr::Int(Box::new(IntExpr::Const(-1))),
    }))
}

/// Ludii's `(remember Value [<name>] <int> [unique:<bool>])`: see `Moves::Remember`.
pub fn remember_value(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let name = a.string().unwrap_or_default();
    let unique = bool_arg(lw, a.named("unique"))?;
    let v = need(lw, a, "a value to remember")?;
    let value = lw.int(v)?;
    let memory = lw.memory_slot(&name);
    reattach_then(lw, Moves::Remember { memory, value, unique }, then)
}

/// Ludii's `(forget Value [<name>] <int> | All)`: see `Moves::Forget`.
pub fn forget_value(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let then = a.call("then");
    let name = a.string();
    let value = match a.word(&["All"]) {
        Some(_) => None,
        None => {
            let v = need(lw, a, "a value to forget, or All")?;
            Some(lw.int(v)?)
        }
    };
    let memory = match (&name, &value) {
        (None, None) => None,
        (name, _) => Some(lw.memory_slot(name.as_deref().unwrap_or(""))),
    };
    reattach_then(lw, Moves::Forget { memory, value }, then)
}

/// Ludii's `(values Remembered [<name>])` (functions/intArray/values/ValuesRemembered.java),
/// read as the sites it holds (`(sites (values Remembered "Name"))`).
pub fn values_remembered(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let name = a.string().unwrap_or_default();
    Ok(RegionExpr::Remembered(lw.memory_slot(&name)))
}

/// `(sow [<site>] [count:<int>] [numPerHole:<int>] [<track name>] [if:<cond>] [apply:<effect>]
/// [includeSelf:<bool>] [origin:<cond>] [skipIf:<cond>] [backtracking:<cond>] [(then ..)])`
/// (Sow.java).
pub fn sow(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    lw.counts_pieces = true;
    // Sow.java evaluates `numPerHole` again at each site, with `(to)` and `(value)` bound;
    // ludemic takes a constant, the only form the corpus uses.
    let per_hole = match a.named("numPerHole") {
        None => 1,
        Some(n) => match lw.int(n)? {
            IntExpr::Const(k @ 1..=255) => k as u32,
            _ => {
                return lw.error(
                    n.span(),
                    "`(sow ... numPerHole:..)` must be a constant from 1 to 255",
                    "expected a number of seeds",
                )
            }
        },
    };
    for unsupported in ["sowEffect", "forward"] {
        if let Some(n) = a.named(unsupported) {
            return lw.error(
                n.span(),
                format!("`(sow ... {unsupported}:..)` is not supported yet"),
                "not supported yet",
            );
        }
    }
    let then = a.call("then");
    let mut start = SiteExpr::LastTo;
    let mut track_name = None;
    let mut name_span = a.span;
    while let Some(n) = a.positional() {
        match n {
            Node::Str { value, span } => {
                track_name = Some(value.clone());
                name_span = *span;
            }
            n => start = lw.site(n)?,
        }
    }
    let owner = a.named("owner").map(|n| lw.int(n)).transpose()?;
    let track = match (&owner, &track_name) {
        // Chosen by owner below.
        (Some(_), Some(_)) => 0,
        _ => lw.track_index(track_name.as_deref(), name_span)?,
    };
    let opt_cond = |lw: &mut Lowerer, n: Option<&Node>| n.map(|c| lw.cond(c)).transpose();
    let count = a.named("count").map(|n| lw.int(n)).transpose()?;
    let capture = opt_cond(lw, a.named("if"))?;
    let apply = match a.named("apply") {
        Some(n) => Some(Box::new(lw.moves(n)?)),
        None => None,
    };
    let include_self = match a.named("includeSelf") {
        None => true,
        n => bool_arg(lw, n)?,
    };
    let origin = opt_cond(lw, a.named("origin"))?.unwrap_or(BoolExpr::Const(false));
    let skip_if = opt_cond(lw, a.named("skipIf"))?;
    let backtracking = opt_cond(lw, a.named("backtracking"))?;
    let sow = Sow {
        start,
        count,
        per_hole,
        track,
        capture,
        apply,
        include_self,
        origin,
        skip_if,
        backtracking,
    };
    let sowing = match (owner, track_name) {
        (Some(owner), Some(name)) => lw.sow_by_owner(sow, owner, &name),
        _ => Moves::Sow(Box::new(sow)),
    };
    reattach_then(lw, sowing, then)
}

/// `(fromTo (from <site>) (to <site>) [count:<int>])` as an effect (game/rules/play/moves/
/// nonDecision/effect/FromTo.java with sites).
pub fn from_to_effect(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Moves> {
    let mut site_in = |lw: &mut Lowerer, head: &str| -> R<(SiteExpr, Option<IntExpr>)> {
        let Some(n) = a.call(head) else {
            return lw.error(
                a.span,
                format!("`(fromTo ...)` needs `({head} <site>)`"),
                format!("expected ({head} ...)"),
            );
        };
        let (_, mut xa) = lw.split(n, "a site")?;
        // A bare `(from)` is `(from (from))`, a bare `(to)` `(to (to))` (the default locations
        // of From.java and To.java).
        let site = match (head, xa.positional()) {
            (_, Some(s)) => lw.site(s)?,
            ("from", None) => SiteExpr::From,
            (_, None) => SiteExpr::To,
        };
        // `(from <site> level:<int>)`: the piece at that level (see `Moves::FromTo::level`).
        let level = match head {
            "from" => xa.named("level").map(|n| lw.int(n)).transpose()?,
            _ => None,
        };
        xa.finish(lw)?;
        Ok((site, level))
    };
    let (from, level) = site_in(lw, "from")?;
    let (to, _) = site_in(lw, "to")?;
    if let Some(level) = level {
        if let Some(n) = a.named("count") {
            return lw.error(
                n.span(),
                "`count:` with `(from .. level:..)` is not supported yet",
                "one of the two",
            );
        }
        return Ok(Moves::FromTo {
            from: RegionExpr::Single(from),
            to: RegionExpr::Single(to),
            target: Target { cond: None, effect: None },
            count: None,
            copy: false,
            level: Some(level),
        });
    }
    let count = match a.named("count") {
        Some(n) => lw.int(n)?,
        None => IntExpr::Const(1),
    };
    Ok(Moves::MoveCount { from, to, count })
}

/// `(sites Track [<player>] [<name>] [from:<site>] [to:<site>])` (SitesTrack.java): the
/// sites of the track named `name` (the first track without one), or with a player the first
/// track named so or whose name contains it and that the player or nobody owns; with `from`
/// or `to`, the part of it between them ([`RegionExpr::TrackSpan`]). A player known only in
/// the state makes a choice by player, empty for a player with no such track.
pub fn sites_track(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let owner = match a.word(PLAYER_WORDS) {
        Some(w) => player_word(&w),
        None => a.call("mover").or_else(|| a.call("next")).map(|n| lw.player_ref(n)).transpose()?,
    };
    let (name, span) = match a.positional() {
        Some(Node::Str { value, span }) => (Some(value.clone()), *span),
        Some(n) => return lw.error(n.span(), "expected a track name", "expected a string"),
        None => (None, a.span),
    };
    let mut ends = [None, None];
    for (end, key) in ends.iter_mut().zip(["from", "to"]) {
        if let Some(n) = a.named(key) {
            *end = Some(Box::new(lw.site(n)?));
        }
    }
    let region = |lw: &Lowerer, track: Option<usize>| {
        let Some(i) = track else { return RegionExpr::Const(Vec::new()) };
        if ends.iter().any(Option::is_some) {
            let [from, to] = ends.clone();
            return RegionExpr::TrackSpan { track: i, from, to };
        }
        let mut sites = lw.track_sites(i);
        sites.sort_unstable();
        sites.dedup();
        RegionExpr::Const(sites)
    };
    let Some(owner) = owner else {
        let i = lw.track_index(name.as_deref(), span)?;
        return Ok(region(lw, Some(i)));
    };
    let name = name.unwrap_or_default();
    let track_of = |p: usize| {
        lw.tracks.iter().position(|t| {
            t.name == name || t.name.contains(&name) && (t.owner as usize == p || t.owner == 0)
        })
    };
    if let PlayerRef::Id(p) = owner {
        return Ok(region(lw, track_of(p as usize)));
    }
    let players = lw.players.len();
    let mut choice = region(lw, track_of(players));
    for p in (1..players).rev() {
        choice = RegionExpr::If(
            Box::new(BoolExpr::Eq(IntExpr::Player(owner), IntExpr::Const(p as i64))),
            Box::new(region(lw, track_of(p))),
            Box::new(choice),
        );
    }
    Ok(choice)
}

// ---- Regions ----

pub fn sites_empty(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<RegionExpr> {
    Ok(RegionExpr::Empty)
}
pub fn sites_board(_lw: &mut Lowerer, _a: &mut Args<'_>) -> R<RegionExpr> {
    Ok(RegionExpr::Board)
}

/// Ludii's `(sites Playable)` (SitesPlayable.java): the empty board sites next to (Adjacent) an
/// occupied one. A boardless game keeps them in its container state (ContainerFlatState's
/// `playable`, updated whenever a site fills or empties, so it always holds exactly those); on
/// a board, before the first move (`moveNumber`, our `count Moves`) it is the centre instead.
pub fn sites_playable(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let occupied =
        Occupied { owners: Owners::Any, components: None, board_only: true, any_level: false };
    let around = RegionExpr::Around {
        centre: Box::new(RegionExpr::Occupied(occupied)),
        dirs: Dirs::Set(DirSet::Adjacent),
        distance: 1,
        cond: Some(Box::new(BoolExpr::IsEmpty(SiteExpr::To))),
        include_self: false,
    };
    if lw.boardless {
        return Ok(around);
    }
    let centre = std_region(lw, a.span, StdRegion::Centre)?;
    let first_move = BoolExpr::Eq(IntExpr::CountMoves, IntExpr::Const(0));
    Ok(RegionExpr::If(Box::new(first_move), Box::new(centre), Box::new(around)))
}

fn std_region(lw: &mut Lowerer, span: Span, r: StdRegion) -> R<RegionExpr> {
    match lw.board().region(&r) {
        Ok(v) => Ok(RegionExpr::Const(v)),
        Err(e) => lw.error(
            span,
            format!("unsupported region: {e}"),
            "ludemic cannot compute this region yet",
        ),
    }
}

pub fn sites_std(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    // The selecting word was consumed by the table lookup; recover it from the source.
    let span = a.span;
    let word = lw_word(a);
    let r = match word.as_deref() {
        Some("Top") => StdRegion::Top,
        Some("Bottom") => StdRegion::Bottom,
        Some("Left") => StdRegion::Left,
        Some("Right") => StdRegion::Right,
        Some("Centre") => StdRegion::Centre,
        Some("Corners") => StdRegion::Corners,
        Some("Perimeter") => StdRegion::Perimeter,
        Some("Outer") => StdRegion::Outer,
        Some("Inner") => StdRegion::Inner,
        _ => return lw.error(span, "unknown standard region", "expected Top, Bottom..."),
    };
    std_region(lw, span, r)
}

/// The family word a table lookup selected, kept in `Args::head` as "sites Top".
fn lw_word(a: &Args<'_>) -> Option<String> {
    a.head.split_once(' ').map(|(_, w)| w.to_string())
}

pub fn sites_side(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let span = a.span;
    let d = match a.any_word() {
        Some((w, s)) => match abs_dir(&w) {
            Some(d) => d,
            None => return lw.error(s, format!("unknown direction `{w}`"), "expected N, NE, ..."),
        },
        None => {
            return lw.error(span, "`(sites Side ...)` needs a direction", "expected N, NE, ...")
        }
    };
    std_region(lw, span, StdRegion::Side(d))
}

fn const_int(lw: &mut Lowerer, a: &mut Args<'_>) -> R<i64> {
    match a.positional() {
        Some(Node::Int { value, .. }) => Ok(*value),
        Some(n) => lw.error(n.span(), "expected a number", "expected a constant number"),
        None => lw.error(a.span, format!("`({} ...)` needs a number", a.head), "expected a number"),
    }
}

pub fn sites_phase(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let span = a.span;
    let n = const_int(lw, a)?;
    std_region(lw, span, StdRegion::Phase(n as u8))
}
pub fn sites_row(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    sites_line(lw, a, StdRegion::Row, IntExpr::Row)
}
pub fn sites_column(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    sites_line(lw, a, StdRegion::Column, IntExpr::Column)
}

/// `(sites Row <int>)` / `(sites Column <int>)`: a constant region for a constant index; else
/// the board sites whose row (column) is the index's value, a filter that binds `(site)`, so
/// an index reading `(site)` itself is refused rather than captured.
fn sites_line(
    lw: &mut Lowerer,
    a: &mut Args<'_>,
    fixed: fn(u32) -> StdRegion,
    line_of: fn(SiteExpr) -> IntExpr,
) -> R<RegionExpr> {
    let span = a.span;
    let n = need(lw, a, "a row or column number")?;
    match lw.int(n)? {
        IntExpr::Const(k) if k >= 0 => std_region(lw, span, fixed(k as u32)),
        IntExpr::Const(_) => Ok(RegionExpr::Const(Vec::new())),
        k if format!("{k:?}").split(|c: char| !c.is_alphanumeric()).any(|w| w == "Site") => lw
            .error(
                n.span(),
                format!("`({} ...)` with an index that reads `(site)` is not supported", a.head),
                "expected a number or an int of (from), (to)...",
            ),
        k => {
            let at = BoolExpr::Eq(line_of(SiteExpr::Site), k);
            Ok(RegionExpr::Filter(Box::new(RegionExpr::Board), Box::new(at)))
        }
    }
}

/// `(sites Direction from:<site> [<dirs>] [included:<bool>])` (SitesDirection.java).
pub fn sites_direction(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let span = a.span;
    let from_node = a.named("from");
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    let included = bool_arg(lw, a.named("included"))?;
    let stop = match a.named("stop") {
        Some(c) => Some(Box::new(lw.cond(c)?)),
        None => None,
    };
    let stop_included = bool_arg(lw, a.named("stopIncluded"))?;
    let distance = match a.named("distance") {
        None => None,
        Some(Node::Int { value, .. }) if *value >= 0 => Some(*value as usize),
        Some(n) => {
            return lw.error(
                n.span(),
                "expected a constant distance, 0 or more",
                "expected a number",
            )
        }
    };
    // From a region (`from:(sites Centre)`) or up to a distance: computed before the game
    // starts when the origins are, and no stop condition reads the state.
    if let Some(f) = from_node.filter(|f| is_region(f)).or(from_node.filter(|_| distance.is_some()))
    {
        let origins = match is_region(f) {
            true => lw.region(f)?,
            false => RegionExpr::Single(lw.site(f)?),
        };
        let folded = match (stop, lw.fold_region(&origins)) {
            (None, Some(origins)) => {
                lw.folder(false).along(&origins, &dirs, included, distance.unwrap_or(usize::MAX))
            }
            _ => None,
        };
        return match folded {
            Some(v) => Ok(RegionExpr::Const(v)),
            None => lw.error(
                span,
                "`(sites Direction ..)` from a region or with distance: is supported before the game starts only",
                "expected origins known before the game starts, and no stop:",
            ),
        };
    }
    let from = Box::new(match from_node {
        Some(n) => lw.site(n)?,
        None => site_arg(lw, a, "from")?,
    });
    Ok(RegionExpr::Direction { from, dirs, included, stop, stop_included })
}

/// `(sites LineOfSight [Piece|Empty] [at:<site>] [<dirs>])` (SitesLineOfSight.java): along
/// each direction from the site (the last `to` by default), the empty sites before the first
/// piece (`Empty`), or that first piece's site (`Piece`, the default). That is `(sites
/// Direction ..)` stopping at the first occupied site, left out or kept and the empty ones
/// dropped.
pub fn sites_line_of_sight(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let kind = a.word(&["Piece", "Empty", "Farthest"]);
    if kind.as_deref() == Some("Farthest") {
        return lw.unsupported_at(a.span, "sites LineOfSight Farthest");
    }
    let from = Box::new(match a.named("at") {
        Some(n) => lw.site(n)?,
        None => SiteExpr::LastTo,
    });
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    let stop = Some(Box::new(BoolExpr::IsOccupied(SiteExpr::To)));
    let piece = kind.as_deref() != Some("Empty");
    let along = RegionExpr::Direction { from, dirs, included: false, stop, stop_included: piece };
    Ok(match piece {
        true => RegionExpr::Filter(Box::new(along), Box::new(BoolExpr::IsOccupied(SiteExpr::Site))),
        false => along,
    })
}

/// `(row of:<site>)`.
pub fn row_of(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::Row(site_arg(lw, a, "of")?))
}
/// `(column of:<site>)`.
pub fn column_of(lw: &mut Lowerer, a: &mut Args<'_>) -> R<IntExpr> {
    Ok(IntExpr::Column(site_arg(lw, a, "of")?))
}
pub fn sites_owned(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let w = lw_word(a).unwrap_or_default();
    match player_word(&w) {
        Some(p) => Ok(RegionExpr::Owned(p, a.string())),
        None => lw.error(a.span, format!("unknown player `{w}`"), "expected Mover, Next, P1..."),
    }
}
/// `(sites Occupied by:<role> [container:"Board"|"Hand"|(mover)] [component:<name> | components:{..}] [top:<bool>])`:
/// Ludii's `SitesOccupied`. Without a container it looks at the board's default site type only
/// (`SiteType.use` in its `preprocess`), so hands (cells) count on cell boards only.
pub fn sites_occupied(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let owners = match a.named("by") {
        Some(Node::Word { value, .. }) if value == "Shared" => {
            Owners::Player(PlayerRef::Id(lw.players.len() as u8 + 1))
        }
        Some(Node::Word { value, span }) => match owners_word(value) {
            Some(o) => o,
            None => {
                return lw.error(
                    *span,
                    format!("unsupported owner `{value}` in `(sites Occupied ...)`"),
                    "expected Mover, Next, Enemy, All, P1...",
                )
            }
        },
        Some(n) => Owners::Player(lw.player_ref(n)?),
        None => {
            return lw.error(a.span, "`(sites Occupied ...)` needs by:<player>", "expected by:")
        }
    };
    // SitesOccupied.java: a container named like "Hand" is the hand of the `by` player
    // (ContainerId with `By`), so only that hand's sites count.
    let mut in_hand = None;
    let board_only = match a.named("container") {
        Some(Node::Str { value, .. }) if value == "Board" => true,
        Some(Node::Str { value, span }) if value.contains("Hand") => match owners {
            Owners::Player(p) => {
                in_hand = Some(p);
                false
            }
            _ => {
                return lw.error(
                    *span,
                    "`container:\"Hand\"` needs `by:` a single player",
                    "by:Mover, by:Next, by:P1...",
                )
            }
        },
        // `container:(mover)`: the container whose index is the player's (ContainerId with an
        // int function), which is that player's hand when hands 1..n follow the board in
        // player order; by:<the same player> keeps the sites of that hand the player occupies.
        Some(n @ Node::Call { head, .. })
            if matches!(head.as_str(), "mover" | "next")
                && owners == Owners::Player(lw.player_ref(n)?)
                && (1..=lw.players.len()).all(|p| {
                    lw.containers.get(p).map(|c| &c.kind)
                        == Some(&ContainerKind::Hand { owner: p as u8 })
                }) =>
        {
            in_hand = Some(lw.player_ref(n)?);
            false
        }
        Some(n) => {
            return lw.error(
                n.span(),
                "only container:\"Board\", \"Hand\" or the by: player's hand is supported in `(sites Occupied ...)`",
                "expected \"Board\", \"Hand\" or (mover) with by:Mover",
            )
        }
        None => lw.board().site_type != SiteType::Cell,
    };
    let mut names = Vec::new();
    if let Some(n) = a.named("component") {
        names.push(n);
    }
    if let Some(n) = a.named("components") {
        match n {
            Node::List { items, .. } => names.extend(items.iter()),
            n => names.push(n),
        }
    }
    let components = if names.is_empty() {
        None
    } else {
        let mut out = Vec::new();
        for n in names {
            let Node::Str { value, .. } = n else {
                return lw.error(
                    n.span(),
                    format!("expected a piece name, found `{}`", n.describe()),
                    "expected a string",
                );
            };
            out.extend(
                lw.components.iter().enumerate().filter(|(_, c)| c.base == *value).map(|(i, _)| i),
            );
        }
        Some(out)
    };
    // `top:False`: a piece anywhere in the stack counts.
    let any_level = match a.named("top") {
        Some(n) => !bool_arg(lw, Some(n))?,
        None => false,
    };
    let occupied = RegionExpr::Occupied(Occupied { owners, components, board_only, any_level });
    Ok(match in_hand {
        Some(p) => RegionExpr::Intersection(Box::new(occupied), Box::new(RegionExpr::Hand(p))),
        None => occupied,
    })
}

/// `(sites Around <site> [<type>] [<dirs>] [distance:<n>] [if:<cond>] [includeSelf:<bool>])`:
/// Ludii's `SitesAround`. `<type>` (Ludii's `RegionTypeDynamic`) keeps sites whose piece is of
/// that kind, as the condition it amounts to.
pub fn sites_around(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let kind = a.word(&["Empty", "NotEmpty", "Own", "NotOwn", "Enemy", "NotEnemy"]);
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    if let Dirs::Relative(..) | Dirs::Difference(..) = dirs {
        return lw.error(
            a.span,
            "`(sites Around ...)` takes absolute directions",
            "expected Orthogonal, N, ...",
        );
    }
    let distance = match a.named("distance") {
        Some(Node::Int { value, .. }) if *value >= 1 => *value as usize,
        Some(n) => {
            return lw.error(
                n.span(),
                "expected a constant distance of 1 or more",
                "expected a number",
            )
        }
        None => 1,
    };
    let mut conds = Vec::new();
    if let Some(c) = a.named("if") {
        conds.push(lw.cond(c)?);
    }
    let to = || SiteExpr::To;
    let who = || IntExpr::Who(to());
    let own = || {
        BoolExpr::And(vec![
            BoolExpr::IsOccupied(to()),
            BoolExpr::Eq(who(), IntExpr::Player(PlayerRef::Mover)),
        ])
    };
    match kind.as_deref() {
        Some("Empty") => conds.push(BoolExpr::IsEmpty(to())),
        Some("NotEmpty") => conds.push(BoolExpr::IsOccupied(to())),
        Some("Own") => conds.push(own()),
        Some("NotOwn") => conds.push(BoolExpr::Not(Box::new(own()))),
        Some("Enemy") => conds.push(lw.is_enemy(who())),
        Some("NotEnemy") => conds.push(BoolExpr::Not(Box::new(lw.is_enemy(who())))),
        _ => {}
    }
    let include_self = bool_arg(lw, a.named("includeSelf"))?;
    let c = need(lw, a, "a site")?;
    // SitesAround.java takes a site or a region (`(sites Around (sites Occupied by:Mover))`).
    let centre = Box::new(match is_region(c) {
        true => lw.region(c)?,
        false => RegionExpr::Single(lw.site(c)?),
    });
    let cond = match conds.len() {
        0 => None,
        1 => conds.pop().map(Box::new),
        _ => Some(Box::new(BoolExpr::And(conds))),
    };
    Ok(RegionExpr::Around { centre, dirs, distance, cond, include_self })
}

/// `(sites Start (piece <what>))`: where that piece stood once the start rules ran.
pub fn sites_start(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let Some(p) = a.call("piece") else {
        return lw.error(a.span, "`(sites Start ...)` needs `(piece ...)`", "expected (piece ...)");
    };
    let what = match lw.piece_expr(p)? {
        (PieceExpr::Component(c), None) => IntExpr::Const(c as i64 + 1),
        (PieceExpr::Named { base, owner }, None) => IntExpr::PieceId { base, owner },
        (PieceExpr::What(e), None) => e,
        (_, Some(_)) => {
            return lw.error(
                p.span(),
                "`(sites Start ...)` takes a piece without a state",
                "expected (piece <what>)",
            )
        }
    };
    Ok(RegionExpr::Start(Box::new(what)))
}

pub fn sites_hand(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    // Ludii's Shared owner is the player after the last (`(hand Shared)`), as in `handSite`.
    let who = match a.word(&["Shared"]) {
        Some(_) => PlayerRef::Id(lw.players.len() as u8 + 1),
        None => lw.take_player(a, None)?,
    };
    Ok(RegionExpr::Hand(who))
}
pub fn sites_state(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let n = need(lw, a, "a state value")?;
    Ok(RegionExpr::State(Box::new(lw.int(n)?)))
}
/// Ludii's pending removals at the end of a turn: ludemic removes captured pieces at once, so
/// nothing is ever pending.
/// `(sites ToClear)` (SitesToClear.java, `State.sitesToRemove`): the sites `(remove ..
/// at:EndOfTurn)` marked this turn; always empty in a game without one.
pub fn sites_to_clear(lw: &mut Lowerer, _a: &mut Args<'_>) -> R<RegionExpr> {
    Ok(match lw.sequence_capture {
        Some(memory) => RegionExpr::Remembered(memory),
        None => RegionExpr::Const(Vec::new()),
    })
}
/// Ludii's `(results from:<site>|<region> to:<site>|<region> <int>)` (Results.java), an
/// array of ints read by `(+ ..)`, `(min ..)` and `(sites ..)`.
fn results(lw: &mut Lowerer, node: &Node) -> R<Results> {
    let (_, mut a) = lw.split(node, "(results ...)")?;
    let r = results_of(lw, &mut a)?;
    a.finish(lw)?;
    Ok(r)
}

fn results_of(lw: &mut Lowerer, a: &mut Args<'_>) -> R<Results> {
    // IntArrayFromRegion: a site is the array of that one value.
    let mut ends = Vec::with_capacity(2);
    for key in ["from", "to"] {
        let Some(n) = a.named(key) else {
            return lw.error(
                a.span,
                format!("`(results ...)` needs {key}:"),
                "expected a site or a region",
            );
        };
        ends.push(match is_region(n) {
            true => lw.region(n)?,
            false => RegionExpr::Single(lw.site(n)?),
        });
    }
    let v = need(lw, a, "a value")?;
    let value = lw.int(v)?;
    let to = ends.pop().expect("two ends");
    let from = ends.pop().expect("two ends");
    Ok(Results { from, to, value })
}

/// `(sites (results ..))`: see [`RegionExpr::Results`].
pub fn results_region(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    Ok(RegionExpr::Results(Box::new(results_of(lw, a)?)))
}

pub fn sites_list(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let n = need(lw, a, "sites")?;
    lw.region(n)
}
pub fn expand(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let steps = match a.named("steps") {
        Some(n) => match lw.int(n)? {
            IntExpr::Const(c) if c >= 0 => c.min(u32::MAX as i64) as u32,
            IntExpr::Const(c) => {
                return lw.error(
                    n.span(),
                    format!("`steps:{c}`: a region expands by 0 or more steps"),
                    "expected a number of steps, 0 or more",
                )
            }
            _ => {
                return lw.error(
                    n.span(),
                    "expected a constant number of steps",
                    "expected a number",
                )
            }
        },
        None => 1,
    };
    let span = a.span;
    let dirs = lw.take_dirs(a)?.unwrap_or(Dirs::Set(DirSet::Adjacent));
    // Expand.java: a region, or one site `origin:`; both computed before the game starts.
    let sites = match a.named("origin") {
        Some(o) => vec![lw.const_site(o)?],
        None => {
            let r = need(lw, a, "a region")?;
            lw.const_region(r)?
        }
    };
    let board = lw.board();
    Ok(RegionExpr::Const(match dirs {
        Dirs::Set(set) => board.expand(&sites, steps, set),
        Dirs::Absolute(d) if d.len() == 1 => board.expand_towards(&sites, steps, d[0]),
        _ => {
            return lw.error(
                span,
                "`(expand ...)` takes a direction set (Orthogonal, Adjacent...) or one compass direction",
                "expected Orthogonal, N, ...",
            )
        }
    }))
}
pub fn difference(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let x = need(lw, a, "two regions")?;
    let x = lw.region(x)?;
    let y = need(lw, a, "two regions")?;
    let y = lw.region(y)?;
    Ok(fold_region(lw, RegionExpr::Difference(Box::new(x), Box::new(y))))
}
pub fn intersection(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let x = need(lw, a, "two regions")?;
    // Intersection.java also takes a list of regions: `(intersection {a b c})`.
    if let Node::List { items, .. } = x {
        if items.len() >= 2 && items.iter().all(|i| matches!(i, Node::Call { .. })) {
            let mut parts = Vec::new();
            for i in items {
                parts.push(lw.region(i)?);
            }
            let first = parts.remove(0);
            let r = parts
                .into_iter()
                .fold(first, |acc, p| RegionExpr::Intersection(Box::new(acc), Box::new(p)));
            return Ok(fold_region(lw, r));
        }
    }
    let x = lw.region(x)?;
    let y = need(lw, a, "two regions")?;
    let y = lw.region(y)?;
    Ok(fold_region(lw, RegionExpr::Intersection(Box::new(x), Box::new(y))))
}
pub fn union(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let mut parts = Vec::new();
    while let Some(n) = a.positional() {
        match n {
            Node::List { items, .. } if items.iter().all(|i| matches!(i, Node::Call { .. })) => {
                for i in items {
                    parts.push(lw.region(i)?);
                }
            }
            n => parts.push(lw.region(n)?),
        }
    }
    Ok(fold_region(lw, RegionExpr::Union(parts)))
}
pub fn region_filter(lw: &mut Lowerer, a: &mut Args<'_>) -> R<RegionExpr> {
    let r = need(lw, a, "a region")?;
    let region = lw.region(r)?;
    let Some(c) = a.named("if") else {
        return lw.error(a.span, "`(forEach <region> ...)` needs if:<cond>", "expected if:");
    };
    Ok(RegionExpr::Filter(Box::new(region), Box::new(lw.cond(c)?)))
}

fn fold_region(lw: &Lowerer, r: RegionExpr) -> RegionExpr {
    match lw.fold_region(&r) {
        Some(v) => RegionExpr::Const(v),
        None => r,
    }
}

/// The items of `{ a b ... }`, or the one node given in its place (Ludii accepts either), or
/// none when the argument is absent.
/// The index of a name in a list of names (variables, events, vote strings), added on first use.
fn slot(names: &mut Vec<String>, name: &str) -> usize {
    match names.iter().position(|n| n == name) {
        Some(i) => i,
        None => {
            names.push(name.to_string());
            names.len() - 1
        }
    }
}

fn one_or_list(node: Option<&Node>) -> Vec<&Node> {
    match node {
        Some(Node::List { items, .. }) => items.iter().collect(),
        Some(n) => vec![n],
        None => Vec::new(),
    }
}
