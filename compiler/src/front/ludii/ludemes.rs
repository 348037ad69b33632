//! The one table of supported Ludii ludemes: name, kind, signature, and lowering function.
//!
//! The lowering (`lower.rs`) looks every ludeme up here, so a ludeme is supported exactly when
//! it has an entry; the signatures document the subset of Ludii's grammar ludemic accepts and
//! can be exported as a grammar. Structural ludemes (game, players, equipment...) are lowered by
//! the game skeleton and listed here too, so the table is the complete list.

use super::lower::{self as l, Args, Lowerer, R};
use crate::game_ir::{BoolExpr, IntExpr, Moves, RegionExpr, SiteExpr};

/// What a ludeme produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Part of the game's skeleton (game, players, equipment, rules...).
    Structure,
    Moves,
    Bool,
    Int,
    Site,
    Region,
}

/// How a ludeme is lowered.
#[derive(Clone, Copy)]
pub enum LowerFn {
    /// Lowered by the skeleton code in `lower.rs` (its position in the game fixes its meaning).
    Structural,
    Moves(fn(&mut Lowerer, &mut Args<'_>) -> R<Moves>),
    Bool(fn(&mut Lowerer, &mut Args<'_>) -> R<BoolExpr>),
    Int(fn(&mut Lowerer, &mut Args<'_>) -> R<IntExpr>),
    Site(fn(&mut Lowerer, &mut Args<'_>) -> R<SiteExpr>),
    Region(fn(&mut Lowerer, &mut Args<'_>) -> R<RegionExpr>),
}

/// One supported ludeme.
#[derive(Clone, Copy)]
pub struct Ludeme {
    /// Head, plus the selecting first word for families: `"move Step"`, `"sites Empty"`.
    pub name: &'static str,
    pub kind: Kind,
    /// The accepted form, in Ludii's notation (`[x]` optional, `<x>` a value).
    pub signature: &'static str,
    pub lower: LowerFn,
}

macro_rules! ludemes {
    ($( $name:literal, $kind:ident, $sig:literal, $lower:expr; )*) => {
        /// Every supported ludeme.
        pub static LUDEMES: &[Ludeme] = &[ $( Ludeme { name: $name, kind: Kind::$kind, signature: $sig, lower: $lower }, )* ];
    };
}

use LowerFn::{Bool as B, Int as I, Moves as M, Region as G, Site as S, Structural as X};

ludemes! {
    // Skeleton.
    "game", Structure, "(game <name> (players ..) (equipment ..) (rules ..))", X;
    "players", Structure, "(players <n> | { (player <dir>) ... })", X;
    "player", Structure, "(player [<dir>])", X;
    "equipment", Structure, "(equipment { <item> ... })", X;
    "board", Structure, "(board <graph> [<track> | { <track> ... }] [use:Cell|Vertex])", X;
    "boardless", Structure, "(boardless Square|Hexagonal|Triangular [<dim>] [largeStack:<bool>])", X;
    "surakartaBoard", Structure, "(surakartaBoard <graph> [loops:<n>] [from:<row>] [largeStack:<bool>])", X;
    "mancalaBoard", Structure, "(mancalaBoard <rows> <columns> [store:Outer|None] [numStores:2] [largeStack:<bool>] [<track> | { <track> ... }])", X;
    "track", Structure, "(track <name> \"<site>,<dir>[<n>],...\" | { <site> ... } [loop:<bool>] [P<n>] [directed:<bool>])", X;
    "square", Structure, "(square <n> [diagonals:<kind>])", X;
    "rectangle", Structure, "(rectangle <rows> <cols> [diagonals:<kind>])", X;
    "hex", Structure, "(hex [Diamond|Triangle|Limping] <n>) | (hex <n> <m>) | (hex { <side> ... })", X;
    "rotate", Structure, "(rotate <degrees> <graph>)", X;
    "tri", Structure, "(tri [Triangle|Hexagon|Limping] <n>) | (tri { <side> ... })", X;
    "wedge", Structure, "(wedge <rows> [<columns>])", X;
    "concentric", Structure, "(concentric Square|Triangle|Hexagon|sides:<n> rings:<n> [midpoints:<bool>] [joinMidpoints:<bool>] [joinCorners:<bool>]) | (concentric { <n> ... } [stagger:<bool>])", X;
    "graph", Structure, "(graph vertices:{ {<x> <y>} ... } [edges:{ {<a> <b>} ... }])", X;
    "shift", Structure, "(shift <dx> <dy> <graph>)", X;
    "scale", Structure, "(scale <sx> [<sy>] <graph>)", X;
    "merge", Structure, "(merge <graph> ... | { <graph> ... })", X;
    "union (graph)", Structure, "(union <graph> ... | { <graph> ... })", X;
    "add (graph)", Structure, "(add [<graph>] [vertices:{ {<x> <y>} ... }] [edges:{ {<a> <b>} ... } | { { {<x> <y>} {<x> <y>} } ... }])", X;
    "renumber", Structure, "(renumber [Vertex] [Edge] [Cell] <graph>)", X;
    "trim", Structure, "(trim <graph>)", X;
    "regular", Structure, "(regular [Star] <sides>)", X;
    "repeat", Structure, "(repeat <rows> <columns> step:{ {<x> <y>} {<x> <y>} } (poly ..) | { (poly ..) ... })", X;
    "splitCrossings", Structure, "(splitCrossings <graph>)", X;
    "remove (graph)", Structure, "(remove <graph> [cells:{..}] [edges:{..}] [vertices:{..}] [trimEdges:<bool>])", X;
    "piece", Structure, "(piece <name> [Each|P<n>|Neutral] [<dir>] [<moves>] [(flips <a> <b>)] [maxState:<n>] [maxValue:<n>])", X;
    "tile", Structure, "(tile <name> [Each|P<n>|Neutral|Shared] [numSides:<n>] [<moves>])", X;
    "flips", Structure, "(flips <a> <b>)", X;
    "hand", Structure, "(hand Each|P<n>)", X;
    "regions", Structure, "(regions [<name>] P<n> <region> | { <region> ... })", X;
    "rules", Structure, "(rules [(meta ..)] [(start ..)] (play ..) | phases:{..} (end ..))", X;
    "meta", Structure, "(meta (swap) | (no Repeat))", X;
    "swap", Structure, "(swap)", X;
    "no Repeat", Structure, "(meta (no Repeat [Positional]))", X;
    "start", Structure, "(start <place> | { <place> ... })", X;
    "place", Structure, "(place [Stack] <piece> <site> | <region> | <container> | coord:<label> [count:<n>] [state:<n>] [value:<n>])", X;
    "play", Structure, "(play <moves>)", X;
    "phase", Structure, "(phase <name> [Shared|P<n>] (play <moves>) [(nextPhase ..) ...])", X;
    "nextPhase", Structure, "(nextPhase [Mover|Next|Prev|All|P<n>] [<cond>] <name>)", X;
    "end", Structure, "(end <rule> | { <rule> ... })", X;
    "if (end)", Structure, "(if <cond> (result <who> Win|Loss|Draw) | (byScore) | { <end rule> ... })", X;
    "forEach (end)", Structure, "(forEach Player|NonMover if:<cond> (result Player Win|Loss|Draw))", X;
    "result", Structure, "(result Mover|Next|P<n>|All Win|Loss|Draw)", X;
    "byScore", Structure, "(byScore [{ (score <player> <int>) ... }])", X;
    "set Count", Structure, "(set Count <n> to:<region> | at:<site>)", X;
    "set Hidden (start)", Structure, "(set Hidden [What|Who|Count|State|Value|Rotation] [Cell|Vertex] <region> [<cond>] to:<who>) | (set Hidden [What|Who|Count|State|Value|Rotation] [Cell|Vertex] at:<site> [level:<int>] [<cond>] to:<who>) | (set Hidden { What|Who|Count|State|Value|Rotation ... } <region> [<cond>] to:<who>)", X;
    "set Score (start)", Structure, "(set Score Each|P<n> 0)", X;
    // Deduction puzzles (lower/puzzle.rs): constraints over the values of the board's sites.
    "satisfy", Structure, "(play (satisfy <constraint> | { <constraint> ... }))", X;
    "values (board)", Structure, "(values Cell|Vertex|Edge (range <min> <max>))", X;
    "set (puzzle start)", Structure, "(set { {<site> <value>} ... })", X;
    "hints", Structure, "(hints { (hint <site> | { <site> ... } [<value>]) ... })", X;
    "regions (puzzle)", Structure, "(regions [<name>] Columns|Rows|SubGrids|Diagonals|AllDirections|AllSites|HintRegions | { .. } | <sites>)", X;
    "all Different", Structure, "(all Different [<region>] [except:<value>])", X;
    "is Sum", Structure, "(is Sum [<region>] [<name>] <value> | (hint))", X;
    "is Count", Structure, "(is Count <region> [of:<value>] <value>)", X;
    "forAll Hint", Structure, "(forAll Hint (is Count (sites Around (from) [includeSelf:True]) of:<value> (hint)) | (= (what at:(from)) 0))", X;
    "is Solved", Structure, "(end (if (is Solved) (result P1 Win)))", X;
    "dice", Structure, "(dice [d:<faces>] [from:<n> | faces:{ <pips> ... } | facesByDie:{ { <pips> ... } ... }] num:<n>)", X;
    "roll", Structure, "(play (do (roll) next:<moves>))", X;
    // Moves: generators.
    "move Add", Moves, "(move Add [(piece <name>)] (to <region> [if:<cond>] [(apply <effect>)]) [stack:<bool>] [(then ..)])", M(l::move_add);
    "move", Moves, "(move (from [<region>] [level:<int>]) (to [<region>] [if:<cond>] [(apply <effect>)]) [count:<int> | copy:<bool>] [(then ..)])", M(l::move_from_to);
    "move Step", Moves, "(move Step [(from <site>)] [<dirs> | (if <cond> <dirs> <dirs>)] (to [if:<cond>] [(apply <effect>)]) [(then ..)])", M(l::move_step);
    "move Slide", Moves, "(move Slide [(from <site>)] [<track name> | \"AllTracks\" | <dirs>] [(between if:<cond>)] [(to if:<cond> [(apply ..)])] [(then ..)])", M(l::move_slide);
    "move Hop", Moves, "(move Hop [(from <site>)] [<dirs>] (between [before:<int>] [after:<int>] [if:<cond>] [(apply ..)]) (to [if:<cond>] [(apply [if:<cond>] ..)]) [(then ..)])", M(l::move_hop);
    "step", Moves, "(step [(from <site>)] [<dirs>] (to [if:<cond>] [(apply <effect>)]) [(then ..)])", M(l::move_step);
    "hop", Moves, "(hop [(from <site>)] [<dirs>] (between ..) (to ..))", M(l::move_hop);
    "slide", Moves, "(slide [(from <site>)] [<dirs>] [(between ..)] [(to ..)])", M(l::move_slide);
    "move Leap", Moves, "(move Leap { { F|B|L|R ... } ... } [forward:<bool>] (to [if:<cond>] [(apply ..)]) [(then ..)])", M(l::move_leap);
    "move Shoot", Moves, "(move Shoot (piece <name>) [<dirs>])", M(l::move_shoot);
    "move Pass", Moves, "(move Pass)", M(l::move_pass);
    "move Propose", Moves, "(move Propose <string> | { <string> ... })", M(l::move_propose);
    "move Vote", Moves, "(move Vote <string> | { <string> ... })", M(l::move_vote);
    "vote", Moves, "(vote <string> | { <string> ... })", M(l::move_vote);
    "forEach Piece", Moves, "(forEach Piece [<name> | { <name> ... }] [<moves>] [Mover|Next|P<n>] [top:True] [container:<hand>] [(then ..)])", M(l::for_each_piece);
    "forEach Die", Moves, "(forEach Die [replayDouble:<bool>] [if:<cond>] <moves> [(then ..)])", M(l::for_each_die);
    "forEach Direction", Moves, "(forEach Direction [(from <site>)] [<dirs> | (directions { <dir> ... } [of:<relation>])] [(between (exact <n>) | (range <a> <b>) [if:<cond>])] (to [if:<cond>] (apply <moves>)) | <moves> [(then ..)])", M(l::for_each_direction);
    "forEach Level", Moves, "(forEach Level <site> [FromTop|FromBottom] <moves> [(then ..)])", M(l::for_each_level);
    "forEach Value", Moves, "(forEach Value min:<int> max:<int> <moves> [(then ..)])", M(l::for_each_value);
    "forEach Site", Moves, "(forEach Site <region> <moves> [noMoveYet:<moves>] [(then ..)])", M(l::for_each_site);
    "firstMoveOnTrack", Moves, "(firstMoveOnTrack [<name>] [<player>] <moves>)", M(l::first_move_on_track);
    "max Distance", Moves, "(max Distance [<name>] [<player>] <moves>)", M(l::max_distance);
    "custodial", Moves, "(custodial (from <site>) [<dirs>] (between [(max <n>)] if:<cond> (apply <effect>)) (to if:<cond>) [(then ..)])", M(l::custodial);
    "enclose", Moves, "(enclose (from <site>) [<dirs>] (between if:<cond> (apply <effect>)))", M(l::enclose);
    "intervene", Moves, "(intervene [(from <site>)] [<dirs>] (to if:<cond> (apply <effect>)) [(then ..)])", M(l::intervene);
    "surround", Moves, "(surround (from <site>) [<dirs>] (between if:<cond> (apply <effect>)) (to if:<cond>) [except:<n>])", M(l::surround);
    "or", Moves, "(or { <moves> ... } [(then ..)]) | (or <moves> <moves>)", M(l::moves_or);
    "and", Moves, "(and { <moves> ... } [(then ..)]) | (and <moves> <moves>)", M(l::moves_and);
    "priority", Moves, "(priority { <moves> ... })", M(l::priority);
    "max Moves", Moves, "(max Moves <moves> [(then ..)])", M(l::max_moves);
    "if", Moves, "(if <cond> <moves> [<moves>])", M(l::moves_if);
    "do", Moves, "(do <moves> [next:<moves>] [ifAfterwards:<cond>] [(then ..)])", M(l::do_moves);
    "append", Moves, "(append <moves> [(then ..)])", M(l::append);
    "move Select", Moves, "(move Select (from <region> [if:<cond>]) [(to <region> [if:<cond>])] [(then ..)])", M(l::move_select);
    "directional", Moves, "(directional [(from <site>)] [(directions <type> from:<site> to:<site>)] [(to [if:<cond>] [(apply <effect>)])] )", M(l::directional);
    "sow", Moves, "(sow [<site>] [count:<int>] [numPerHole:<n>] [<track>] [if:<cond>] [apply:<effect>] [includeSelf:<bool>] [origin:<cond>] [skipIf:<cond>] [backtracking:<cond>] [owner:<player>] [(then ..)])", M(l::sow);
    "fromTo", Moves, "(fromTo (from <site> [level:<int>]) (to <site>) [count:<int>])", M(l::from_to_effect);
    "allCombinations", Moves, "(allCombinations <moves> <moves>)", M(l::all_combinations);
    // Moves: effects.
    "add", Moves, "(add [(piece <name>|<id> [state:<int>])] (to <site>))", M(l::add_effect);
    "remove", Moves, "(remove <site> [level:<int>] | <region> [count:<int>] [at:EndOfTurn])", M(l::remove);
    "move Remove", Moves, "(move Remove <region> [level:<int>] [count:<int>] [(then ..)])", M(l::move_remove);
    "flip", Moves, "(flip <site>)", M(l::flip);
    "moveAgain", Moves, "(moveAgain)", M(l::move_again);
    "promote", Moves, "(promote <site> (piece <name> | { <name> ... }) <who>)", M(l::promote);
    "move Promote", Moves, "(move Promote <site> (piece <name> | { <name> ... }) <who> [(then ..)])", M(l::promote);
    "trigger", Moves, "(trigger <event> <who>)", M(l::trigger);
    "set Score", Moves, "(set Score <who> <int>)", M(l::set_score);
    "addScore", Moves, "(addScore <who> <int> [(then ..)])", M(l::add_score);
    "set State", Moves, "(set State at:<site> <int>)", M(l::set_state);
    "set NextPlayer", Moves, "(set NextPlayer (player <int>) [(then ..)])", M(l::set_next_player);
    "set Var", Moves, "(set Var [<name>] [<int>])", M(l::set_var);
    "set Value", Moves, "(set Value <player> <int>) | (set Value at:<site> <int>)", M(l::set_player_value);
    "set Hidden", Moves, "(set Hidden [What|Who|Count|State|Value|Rotation] [Cell|Vertex] <region> [<cond>] to:<who>) | (set Hidden [What|Who|Count|State|Value|Rotation] [Cell|Vertex] at:<site> [level:<int>] [<cond>] to:<who>) | (set Hidden { What|Who|Count|State|Value|Rotation ... } <region> [<cond>] to:<who>)", M(l::set_hidden);
    "note", Moves, "(note [player:<who>] <label> [to:<who>])", M(l::note);
    "set Counter", Moves, "(set Counter [<int>])", M(l::set_counter);
    "remember Value", Moves, "(remember Value [<name>] <int> [unique:<bool>])", M(l::remember_value);
    "forget Value", Moves, "(forget Value [<name>] <int> | All)", M(l::forget_value);
    "set RememberValue", Structure, "(set RememberValue [<name>] <int> | <region> [unique:<bool>])", X;
    "set Pending", Moves, "(set Pending [<int>])", M(l::set_pending);
    // Conditions.
    "is Line", Bool, "(is Line <n> [<dirs> | N|NE|E|...] [exact:<bool>] [byLevel:<bool>] [through:<site>] [whats:{<what> ...}])", B(l::is_line);
    "is Connected", Bool, "(is Connected [<n>] [<dirs>] <who> | { <region> ... } | Sides | SidesNoCorners | Corners)", B(l::is_connected);
    "is Loop", Bool, "(is Loop)", B(l::is_loop);
    "is In", Bool, "(is In [<site>] <region>)", B(l::is_in);
    "is Within", Bool, "(is Within <piece> in:<region> | at:<site>)", B(l::is_within);
    "is Hidden", Bool, "(is Hidden [What|Who|Count|State|Value|Rotation] [Cell|Vertex] at:<site> [level:<int>] to:<who>)", B(l::is_hidden);
    "is Empty", Bool, "(is Empty <site>)", B(l::is_empty);
    "is Occupied", Bool, "(is Occupied <site>)", B(l::is_occupied);
    "is Enemy", Bool, "(is Enemy <player>)", B(l::is_enemy);
    "is Friend", Bool, "(is Friend <player>)", B(l::is_friend);
    "is Even", Bool, "(is Even <int>)", B(l::is_even);
    "is Active", Bool, "(is Active <player>)", B(l::is_active);
    "is Odd", Bool, "(is Odd <int>)", B(l::is_odd);
    "is Mover", Bool, "(is Mover <player>)", B(l::is_mover);
    "is Next", Bool, "(is Next <player>)", B(l::is_next);
    "is Prev", Bool, "(is Prev Mover|Next|P<n>|<int>)", B(l::is_prev);
    "is Threatened", Bool, "(is Threatened <what> [at:<site>] [<moves>])", B(l::is_threatened);
    "is Visited", Bool, "(is Visited <site>)", B(l::is_visited);
    "is Pending", Bool, "(is Pending)", B(l::is_pending);
    "is Full", Bool, "(is Full)", B(l::is_full);
    "is Target", Bool, "(is Target {<what> ...} [{<site> ...}])", B(l::is_target);
    "is Proposed", Bool, "(is Proposed <string>)", B(l::is_proposed);
    "is Decided", Bool, "(is Decided <string>)", B(l::is_decided);
    "is Cycle", Bool, "(is Cycle)", B(l::is_cycle);
    "is Triggered", Bool, "(is Triggered <event> <who>)", B(l::is_triggered);
    "no Moves", Bool, "(no Moves <who>)", B(l::no_moves);
    "no Pieces", Bool, "(no Pieces [<role>] [<name>] [of:<player>] [in:<region>])", B(l::no_pieces);
    "can Move", Bool, "(can Move <moves>)", B(l::can_move);
    "all Passed", Bool, "(all Passed)", B(l::all_passed);
    "was Pass", Bool, "(was Pass)", B(l::was_pass);
    "all DiceUsed", Bool, "(all DiceUsed)", B(l::all_dice_used);
    "all DiceEqual", Bool, "(all DiceEqual)", B(l::all_dice_equal);
    "is AnyDie", Bool, "(is AnyDie <int>)", B(l::is_any_die);
    "all Sites", Bool, "(all Sites <region> if:<cond>)", B(l::all_sites);
    "not", Bool, "(not <cond>)", B(l::not);
    "and (bool)", Bool, "(and <cond> ...)", X;
    "or (bool)", Bool, "(or <cond> ...)", X;
    "if (bool)", Bool, "(if <cond> <cond> [<cond>])", X;
    "=", Bool, "(= <int> <int>) | (= <region> <region>)", B(l::eq);
    "!=", Bool, "(!= <int> <int>) | (!= <region> <region>)", B(l::ne);
    "<", Bool, "(< <int> <int>)", B(l::lt);
    "<=", Bool, "(<= <int> <int>)", B(l::le);
    ">", Bool, "(> <int> <int>)", B(l::gt);
    ">=", Bool, "(>= <int> <int>)", B(l::ge);
    // Integers.
    "size Stack", Int, "(size Stack at:<site> | in:<region>)", I(l::size_stack);
    "level", Int, "(level)", I(l::level);
    "topLevel", Int, "(topLevel at:<site>)", I(l::top_level);
    "count Sites", Int, "(count Sites in:<region> | <container name>)", I(l::count_sites);
    "count Steps", Int, "(count Steps [<site type>] [Adjacent|All|Orthogonal|Diagonal|OffDiagonal] <site> <region>)", I(l::count_steps);
    "count Rows", Int, "(count Rows)", I(l::count_rows);
    "count Columns", Int, "(count Columns)", I(l::count_columns);
    "score", Int, "(score <player>)", I(l::score);
    "count Liberties", Int, "(count Liberties [at:<site>] [<dirs>])", I(l::count_liberties);
    "size Group", Int, "(size Group at:<site> [<dirs>])", I(l::size_group);
    "size Territory", Int, "(size Territory <player> [<dirs>])", I(l::size_territory);
    "count Groups", Int, "(count Groups [<dirs>] [if:<cond>] [min:<int>])", I(l::count_groups);
    "row", Int, "(row of:<site>)", I(l::row_of);
    "column", Int, "(column of:<site>)", I(l::column_of);
    "count Cell", Int, "(count [Cell] at:<site> | in:<region>)", I(l::count_at);
    "count Pieces", Int, "(count Pieces [<role>] [<name>] [of:<player>] [in:<region>])", I(l::count_pieces);
    "count Moves", Int, "(count Moves)", I(l::count_moves);
    "count Turns", Int, "(count Turns)", I(l::count_turns);
    "count Players", Int, "(count Players)", I(l::count_players);
    "count Active", Int, "(count Active)", I(l::count_active);
    "count MovesThisTurn", Int, "(count MovesThisTurn)", I(l::count_moves_this_turn);
    "count Pips", Int, "(count Pips)", I(l::count_pips);
    "pips", Int, "(pips)", I(l::pips);
    "face", Int, "(face <site of a die>)", I(l::face);
    "state", Int, "(state at:<site> [level:<int>])", I(l::state_at);
    "who", Int, "(who at:<site> [level:<int>])", I(l::who_at);
    "what", Int, "(what at:<site> [level:<int>])", I(l::what_at);
    "id", Int, "(id <name> [<who> | Shared]) | (id <who>)", I(l::id);
    "value Player", Int, "(value Player <player>)", I(l::value_player);
    "value Piece", Int, "(value Piece at:<site>)", I(l::value_piece);
    "value Pending", Int, "(value Pending)", I(l::value_pending);
    "var", Int, "(var [<name>])", I(l::var);
    "counter", Int, "(counter)", I(l::counter);
    "mover", Int, "(mover)", I(l::mover);
    "next", Int, "(next)", I(l::next);
    "prev", Int, "(prev)", I(l::prev);
    "+", Int, "(+ <int> <int>) | (+ {<int> ..})", I(l::add);
    "-", Int, "(- <int> <int>)", I(l::sub);
    "*", Int, "(* <int> <int>) | (* {<int> ..})", I(l::mul);
    "/", Int, "(/ <int> <int>)", I(l::div);
    "%", Int, "(% <int> <int>)", I(l::modulo);
    "min", Int, "(min <int> <int>)", I(l::min);
    "max", Int, "(max <int> <int>) | (max (results ..))", I(l::max);
    // Sites.
    "last To", Site, "(last To [afterConsequence:<bool>])", S(l::last_to);
    "last From", Site, "(last From)", S(l::last_from);
    "to", Site, "(to)", S(l::to);
    "from", Site, "(from)", S(l::from);
    "site", Site, "(site)", S(l::site);
    "value", Site, "(value)", S(l::value_iterator);
    "between", Site, "(between)", S(l::between);
    "ahead", Site, "(ahead <site> [steps:<n>] <dir>)", S(l::ahead);
    "mapEntry", Site, "(mapEntry [<name>] <key>)", S(l::map_entry);
    "map", Structure, "(map [<name>] { (pair <key> <value>) ... })", X;
    "pair", Structure, "(pair <key> <value>)", X;
    "where", Site, "(where <name> <player> | <what>)", S(l::where_site);
    "regionSite", Site, "(regionSite <region> index:<int>)", S(l::region_site);
    "handSite", Site, "(handSite <who>)", S(l::hand_site);
    "trackSite FirstSite", Site, "(trackSite FirstSite [<player>] [<name>] [from:<site>] [if:<cond>])", S(l::track_site_first);
    "trackSite Move", Site, "(trackSite Move [from:<site>] [<player>|<name>] steps:<n>)", S(l::track_site_move);
    "centrePoint", Site, "(centrePoint [Cell|Vertex])", S(l::centre_point);
    "coord", Site, "(coord <label> | row:<int> column:<int>)", S(l::coord);
    // Regions.
    "sites Hidden", Region, "(sites Hidden [What|Who|Count|State|Value|Rotation] [Cell|Vertex] to:<who>)", G(l::sites_hidden);
    "sites Empty", Region, "(sites Empty)", G(l::sites_empty);
    "sites Board", Region, "(sites Board)", G(l::sites_board);
    "sites Playable", Region, "(sites Playable)", G(l::sites_playable);
    "sites Top", Region, "(sites Top|Bottom|Left|Right|Centre|Corners|Perimeter|Outer|Inner)", G(l::sites_std);
    "sites Side", Region, "(sites Side <dir>)", G(l::sites_side);
    "sites Phase", Region, "(sites Phase <n>)", G(l::sites_phase);
    "sites Row", Region, "(sites Row <int>)", G(l::sites_row);
    "sites Column", Region, "(sites Column <int>)", G(l::sites_column);
    "sites Direction", Region, "(sites Direction from:<site> [<dirs>] [included:<bool>] [stop:<cond>] [stopIncluded:<bool>]) | (sites Direction from:<region> [<dirs>] [included:<bool>] [distance:<n>])", G(l::sites_direction);
    "sites LineOfSight", Region, "(sites LineOfSight [Piece|Empty] [at:<site>] [<dirs>])", G(l::sites_line_of_sight);
    "sites Mover", Region, "(sites Mover|Next|P<n> [<region name>])", G(l::sites_owned);
    "sites Hand", Region, "(sites Hand <who> | Shared)", G(l::sites_hand);
    "sites Occupied", Region, "(sites Occupied by:<role> [container:\"Board\" | \"Hand\" | (mover)] [component:<name> | components:{..}] [top:<bool>])", G(l::sites_occupied);
    "sites Track", Region, "(sites Track [<player>] [<name>] [from:<site>] [to:<site>])", G(l::sites_track);
    "sites Distance", Region, "(sites Distance [<relation>] from:<site> (exact <int>) | (range <int> <int>) | (min <int>))", G(l::sites_distance);
    "sites Around", Region, "(sites Around <site> [Empty|NotEmpty|Own|NotOwn|Enemy|NotEnemy] [<dirs>] [distance:<n>] [if:<cond>] [includeSelf:<bool>]) | (sites Around <region> [Empty|NotEmpty|Own|NotOwn|Enemy|NotEnemy] [<dirs>] [distance:<n>] [if:<cond>] [includeSelf:<bool>])", G(l::sites_around);
    "sites Start", Region, "(sites Start (piece <what>))", G(l::sites_start);
    "sites State", Region, "(sites State <int>)", G(l::sites_state);
    "sites ToClear", Region, "(sites ToClear)", G(l::sites_to_clear);
    "sites", Region, "(sites { <label> | <site> ... })", G(l::sites_list);
    "expand", Region, "(expand <region> [steps:<n>] [<dirs>]) | (expand origin:<site> [steps:<n>] [<dirs>])", G(l::expand);
    "difference", Region, "(difference <region> <region>)", G(l::difference);
    "union", Region, "(union <region> <region> ...)", G(l::union);
    "intersection", Region, "(intersection <region> <region> | { <region> ... })", G(l::intersection);
    "forEach", Region, "(forEach <region> if:<cond>)", G(l::region_filter);
    "results", Region, "(results from:<region> to:<region> <int>)", G(l::results_region);
    "values Remembered", Region, "(values Remembered [<name>])", G(l::values_remembered);
}

/// Families whose first word selects the ludeme (`(move Step ...)`, `(sites Top ...)`).
const FAMILIES: &[&str] = &[
    "move",
    "max",
    "forEach",
    "is",
    "no",
    "can",
    "all",
    "size",
    "count",
    "last",
    "sites",
    "set",
    "value",
    "values",
    "remember",
    "forget",
    "trackSite",
    "was",
];

/// The table entry for a call `(head first ...)`, if supported. For families, the first word
/// selects the entry (`sites Bottom` uses the `sites Top` entry for standard regions).
pub fn find(head: &str, first_word: Option<&str>) -> Option<&'static Ludeme> {
    if FAMILIES.contains(&head) {
        if let Some(w) = first_word {
            let w = match (head, w) {
                (
                    "sites",
                    "Bottom" | "Left" | "Right" | "Centre" | "Corners" | "Perimeter" | "Outer"
                    | "Inner",
                ) => "Top",
                ("sites", "Next") | ("sites", "P1" | "P2" | "P3" | "P4") => "Mover",
                ("last", w) => w,
                (_, w) => w,
            };
            let name = format!("{head} {w}");
            // A family's selecting word names the ludeme: `(sites Pending)` is the unsupported
            // `sites Pending`, not a malformed `(sites <region>)`.
            return LUDEMES.iter().find(|l| l.name == name);
        }
        if head == "count" && first_word.is_none() {
            return LUDEMES.iter().find(|l| l.name == "count Cell");
        }
    }
    LUDEMES.iter().find(|l| l.name == head)
}

/// The ludeme's display name for messages: `(move Step ...)` → "move Step".
pub fn display_name(head: &str, first_word: Option<&str>) -> String {
    match first_word {
        Some(w) if FAMILIES.contains(&head) => format!("{head} {w}"),
        _ => head.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_every_lowered_ludeme_is_found_by_its_name() {
        for (i, l) in LUDEMES.iter().enumerate() {
            assert!(LUDEMES[..i].iter().all(|o| o.name != l.name), "{} listed twice", l.name);
            if matches!(l.lower, LowerFn::Structural) {
                continue;
            }
            let mut words = l.name.splitn(2, ' ');
            let head = words.next().unwrap();
            let found = find(head, words.next()).map(|f| f.name);
            assert_eq!(found, Some(l.name), "`{}` is not reachable", l.name);
            assert!(l.signature.starts_with('('), "{}: signature {:?}", l.name, l.signature);
        }
    }

    #[test]
    fn family_words_select_their_ludeme() {
        assert_eq!(find("sites", Some("Bottom")).map(|l| l.name), Some("sites Top"));
        assert_eq!(find("sites", Some("Next")).map(|l| l.name), Some("sites Mover"));
        assert_eq!(find("move", Some("Step")).map(|l| l.name), Some("move Step"));
        assert_eq!(find("move", None).map(|l| l.name), Some("move"));
        assert!(find("sites", Some("Pending")).is_none());
        assert_eq!(display_name("sites", Some("Pending")), "sites Pending");
    }
}
