//! Unit tests of the interpreter's semantics on small descriptions written for each rule.

use std::sync::Arc;

use ludemic_runtime::{DynHandle, Game, MoveKind, Status};

use super::Interpreter;
use crate::driver::{compile_ludii, LudiiOptions};
use crate::front::ludii::expand::DefineLibrary;

fn game(text: &str) -> DynHandle {
    match compile_ludii("test.lud", text, &DefineLibrary::default(), &LudiiOptions::default()) {
        Ok(c) => DynHandle::new(Interpreter::new(Arc::clone(&c.game))),
        Err((_, f)) => panic!("{}", f.render(false)),
    }
}

/// Plays the move with this key.
fn play(g: &DynHandle, s: &mut Box<[u8]>, key: &str) {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    let m = moves.iter().find(|m| g.move_key(s, **m).to_string() == key);
    let m = *m.unwrap_or_else(|| panic!("no move {key} in {:?}", keys(g, s)));
    g.apply(s, m);
}

fn keys(g: &DynHandle, s: &Box<[u8]>) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    moves.iter().map(|m| g.move_key(s, *m).to_string()).collect()
}

#[test]
fn nobody_can_move_so_both_pass_and_it_is_a_draw() {
    let g = game(
        r#"(game "Stuck" (players 2) (equipment { (board (square 2)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty) if:(= 1 0))))))"#,
    );
    let mut s = g.initial_state();
    assert_eq!(keys(&g, &s), [":pass"]);
    play(&g, &mut s, ":pass");
    assert_eq!(g.status(&s), Status::Ongoing);
    assert_eq!(g.mover(&s), 2);
    play(&g, &mut s, ":pass");
    match g.status(&s) {
        Status::Over(o) => assert!(o.is_draw()),
        s => panic!("expected a draw, got {s:?}"),
    }
    // As in Ludii, the mover does not change once the game is over.
    assert_eq!(g.state_string(&s), "|mover=2");
    assert!(keys(&g, &s).is_empty());
}

#[test]
fn move_again_keeps_the_mover() {
    let g = game(
        r#"(game "Twice" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty)) (then (if (is Odd (count Moves)) (moveAgain)))))))"#,
    );
    let mut s = g.initial_state();
    let mut movers = Vec::new();
    for site in 0..6 {
        movers.push(g.mover(&s));
        play(&g, &mut s, &format!("{site}-{site}"));
    }
    assert_eq!(movers, [1, 1, 2, 2, 1, 1]);
}

#[test]
fn hands_hold_counts_and_stacks_have_levels() {
    let g = game(
        r#"(game "Hands" (players 2)
             (equipment { (board (rectangle 1 2)) (hand Each) (piece "Disc" Each) })
             (rules (start (place "Disc" "Hand" count:2))
                    (play (move (from (handSite Mover)) (to (sites Board))))))"#,
    );
    let mut s = g.initial_state();
    assert_eq!(g.state_string(&s), "2:1:1:2 3:2:2:2 |mover=1");
    assert_eq!(keys(&g, &s), ["2-0", "2-1"]);
    play(&g, &mut s, "2-1");
    assert_eq!(g.state_string(&s), "1:1:1:1 2:1:1:1 3:2:2:2 |mover=2");

    let g = game(
        r#"(game "Stacks" (players 2) (equipment { (board (rectangle 1 2)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Board)) stack:True))))"#,
    );
    let mut s = g.initial_state();
    play(&g, &mut s, "0-0/0,0");
    assert_eq!(keys(&g, &s), ["0-0/1,1", "1-1/0,0"]);
    play(&g, &mut s, "0-0/1,1");
    assert_eq!(g.state_string(&s), "0/0:1:1:1 0/1:2:2:1 |mover=1");
}

#[test]
fn piece_state_flips_and_scores_count() {
    let g = game(
        r#"(game "Flip" (players 2) (equipment { (board (rectangle 1 3)) (piece "Disc" Neutral (flips 1 2)) })
           (rules (start (place "Disc0" (sites { 0 1 }) state:1))
                  (play (move Add (piece "Disc0" state:(mover)) (to (sites Empty))
                     (then (and (flip 0) (set Score Mover (count Sites in:(sites State 2)))))))
                  (end (if (no Moves Next) (byScore)))))"#,
    );
    let mut s = g.initial_state();
    assert_eq!(g.state_string(&s), "0:1:0:1:1 1:1:0:1:1 |mover=1 |scores=0,0");
    play(&g, &mut s, "2-2");
    // Site 2 got state 1 (the mover) and site 0 flipped to 2. As in Ludii, the effects of one
    // `(and ...)` are all evaluated in the same state, so the score was counted before the flip.
    assert_eq!(g.state_string(&s), "0:1:0:1:2 1:1:0:1:1 2:1:0:1:1 |mover=1 |scores=0,0");
    match g.status(&s) {
        Status::Over(o) => assert!(o.is_draw(), "equal scores: {o:?}"),
        s => panic!("expected the game to end on score, got {s:?}"),
    }
}

#[test]
fn piece_values_are_placed_moved_set_read_and_cleared() {
    // Ludii's piece values (`GameType.Value`): a start placement gives them, a moved piece
    // takes its value along (ActionMove), a capture leaves the capturer's, `(set Value ..)`
    // sets one, `(value Piece ..)` reads one, and the sixth field of an entry shows it.
    let text = r#"(game "Values" (players 2)
           (equipment { (board (rectangle 1 4))
                        (piece "Disc" Each (move Step Adjacent (to if:(not (is Friend (who at:(to)))) (apply (if (is Enemy (who at:(to))) (remove (to))))))) })
           (rules (start { (place "Disc1" 0 value:3) (place "Disc2" 3 value:5) })
                  (play (or (forEach Piece)
                            (move Select (from (sites Occupied by:Mover) if:(< (value Piece at:(from)) 5))
                               (then (set Value at:(last To) (+ 1 (value Piece at:(last To))))))))
                  (end (if (= 7 (value Piece at:3)) (result Mover Win)))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        assert_eq!(g.state_string(&s), "0:1:1:1:0:3 3:2:2:1:0:5 |mover=1");
        play(&g, &mut s, "0-1");
        assert_eq!(g.state_string(&s), "1:1:1:1:0:3 3:2:2:1:0:5 |mover=2");
        // P2's piece is worth 5: it may not be selected.
        assert_eq!(keys(&g, &s), ["3-2"]);
        play(&g, &mut s, "3-2");
        play(&g, &mut s, "1-1");
        assert_eq!(g.state_string(&s), "1:1:1:1:0:4 2:2:2:1:0:5 |mover=2");
        // The capture removes P1's value with its piece; the capturer keeps its own.
        play(&g, &mut s, "2-1");
        assert_eq!(g.state_string(&s), "1:2:2:1:0:5 |mover=1");
    }
}

#[test]
fn max_of_results_is_the_largest_value_or_minus_one() {
    // Max.java over a `(results ..)` array: Dablot Prejjesne's highest-valued piece.
    let text = r#"(game "Highest" (players 2) (equipment { (board (rectangle 1 4)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" 0 value:3) (place "Disc1" 1 value:7) (place "Disc2" 3 value:5) })
                  (play (move Pass (then (set Score Mover (max (results from:(sites Occupied by:Mover) to:(sites Occupied by:Mover) (value Piece at:(to))))))))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        play(&g, &mut s, ":pass");
        assert_eq!(g.state_string(&s), "0:1:1:1:0:3 1:1:1:1:0:7 3:2:2:1:0:5 |mover=2 |scores=7,0");
        play(&g, &mut s, ":pass");
        assert!(g.state_string(&s).ends_with("|scores=7,5"));
    }
}

#[test]
fn region_site_counts_from_the_lowest_site() {
    // RegionSite.java: a region is a bitset, so index 0 is its lowest site whatever the order
    // the region is built in; past the end it is Off (-1).
    let text = r#"(game "Nth" (players 2) (equipment { (board (rectangle 1 4)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites { 1 2 })) (place "Disc2" 3) })
                  (play (move Pass (then (and
                      (set Score P1 (regionSite (union (sites { 3 }) (sites Occupied by:P1)) index:0))
                      (set Score P2 (regionSite (sites Occupied by:P1) index:(+ 1 (count Pieces P1))))))))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        play(&g, &mut s, ":pass");
        assert!(g.state_string(&s).ends_with("|scores=1,-1"), "{}", g.state_string(&s));
    }
}

#[test]
fn state_strings_show_what_as_who_where_ludii_keeps_no_what() {
    // One neutral piece, no counts, states or hands: Ludii stores "what" in the who chunk,
    // so its states show the marker as who 1. The piece is still nobody's to the rules: a
    // second marker may not go next to it (`sites Occupied by:Neutral` finds it).
    let neutral = r#"(game "Marks" (players 2) (equipment { (board (rectangle 1 4)) (piece "Marker" Neutral) })
           (rules (play (move Add (piece "Marker0")
                     (to (sites Empty) if:(= 0 (count Sites in:(intersection (sites Around (to)) (sites Occupied by:Neutral)))))))
                  (end (if (no Moves Next) (result Mover Win)))))"#;
    // With a piece state Ludii keeps a what chunk and the owner shows.
    let with_state = neutral.replace("(piece \"Marker0\")", "(piece \"Marker0\" state:1)");
    for g in on_both(neutral) {
        let mut s = g.initial_state();
        play(&g, &mut s, "0-0");
        assert_eq!(g.state_string(&s), "0:1:1:1 |mover=2");
        assert_eq!(keys(&g, &s), ["2-2", "3-3"]);
    }
    for g in on_both(&with_state) {
        let mut s = g.initial_state();
        play(&g, &mut s, "0-0");
        assert_eq!(g.state_string(&s), "0:1:0:1:1 |mover=2");
    }
}

#[test]
fn the_swap_rule_offers_a_swap_on_the_second_move_only() {
    let g = game(
        r#"(game "Swap" (players 2) (equipment { (board (square 2)) (piece "Disc" Each) })
           (rules (meta (swap)) (play (move Add (to (sites Empty))))))"#,
    );
    let mut s = g.initial_state();
    assert!(!keys(&g, &s).contains(&":swap".to_string()));
    play(&g, &mut s, "0-0");
    let mut moves = Vec::new();
    g.legal_moves(&s, &mut moves);
    assert!(moves.iter().any(|m| g.move_key(&s, *m).kind == MoveKind::Swap));
    play(&g, &mut s, "1-1");
    assert!(!keys(&g, &s).contains(&":swap".to_string()));
}

#[test]
fn after_the_swap_the_seats_play_each_other_s_roles() {
    use ludemic_runtime::game::{seat_outcome, seat_to_move};
    use ludemic_runtime::Outcome;
    let text = r#"(game "Swap" (players 2) (equipment { (board (square 2)) (piece "Disc" Each) })
           (rules (meta (swap)) (play (move Add (to (sites Empty))))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        play(&g, &mut s, "0-0");
        assert_eq!((g.seat_of(&s, 1), g.seat_of(&s, 2)), (1, 2));
        let mut moves = Vec::new();
        g.legal_moves(&s, &mut moves);
        let swap = *moves.iter().find(|m| g.move_key(&s, **m).kind == MoveKind::Swap).unwrap();
        g.apply(&mut s, swap);
        // Role 2 moves again (Ludii's swap), now played by the first seat.
        assert_eq!(g.mover(&s), 2);
        assert_eq!(seat_to_move(&g, &s), 1);
        assert_eq!((g.seat_of(&s, 1), g.seat_of(&s, 2)), (2, 1));
        // Role 1 winning is the second seat winning.
        assert_eq!(seat_outcome(&g, &s, Outcome::win(2, 1)).winner(), Some(2));
    }
}

/// The interpreter and the Kernel IR's evaluator of a description, to check a rule on both.
fn on_both(text: &str) -> [DynHandle; 2] {
    let c = compile_ludii("test.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
    let kernel = crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
    [
        DynHandle::new(Interpreter::new(Arc::clone(&c.game))),
        DynHandle::new(crate::kernel_ir::eval::KernelEval::new(Arc::new(kernel))),
    ]
}

/// Plays `moves` on both back ends, checking the legal keys (sorted) before each and at the end.
fn check_keys(text: &str, steps: &[(&[&str], &str)], last: &[&str]) {
    for g in on_both(text) {
        let mut s = g.initial_state();
        for (expected, key) in steps {
            let mut k = keys(&g, &s);
            k.sort();
            assert_eq!(k, *expected, "before {key}");
            play(&g, &mut s, key);
        }
        let mut k = keys(&g, &s);
        k.sort();
        assert_eq!(k, last);
    }
}

#[test]
fn a_slide_with_a_range_of_distances_stops_at_a_capture() {
    // Ludii's Slide: sites 2..=3 away take moves; the enemy on site 3 ends the ray with a capture.
    check_keys(
        r#"(game "Slide" (players 2) (equipment { (board (rectangle 1 6)) (piece "Rook" Each
               (move Slide E (between (range 2 3)) (to if:(is Enemy (who at:(to))) (apply (remove (to)))))) })
           (rules (start { (place "Rook1" (sites {0})) (place "Rook2" (sites {3})) }) (play (forEach Piece))))"#,
        &[(&["0-2", "0-3"], "0-3")],
        &[":pass"],
    );
}

#[test]
fn start_sites_and_removals_of_a_region() {
    // `(sites Start ...)`: where the piece stood after the start rules, whoever stands there now.
    check_keys(
        r#"(game "Start" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" {0 1}) (place "Disc2" (sites {8})) })
             (play (or (move Remove (sites Start (piece (id "Disc" Mover)))) (move Add (to (sites Empty)))))))"#,
        &[(&["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "7-7"], "0-0")],
        &["0-0", "2-2", "3-3", "4-4", "5-5", "6-6", "7-7", "8-8"],
    );
}

#[test]
fn ahead_stays_on_its_site_at_the_board_s_edge_and_boolean_if_picks_a_branch() {
    // (ahead (to) N) is the site above, or (to) itself on the top row, which is then empty.
    check_keys(
        r#"(game "Ahead" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (start (place "Disc2" (sites {4})))
             (play (move Add (to (sites Empty) if:(if (is Empty (ahead (to) N)) (is Even (to)) (= (ahead (to) N) 4)))))))"#,
        &[],
        &["0-0", "1-1", "2-2", "6-6", "8-8"],
    );
}

#[test]
fn sites_around_occupied_sites_and_no_pieces() {
    let text = r#"(game "Around" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites {4})) (place "Disc2" (sites {0})) })
             (play (or (move Add (to (sites Around 4 Orthogonal Empty))) (move Remove (sites Occupied by:Enemy))))
             (end (if (no Pieces Next) (result Mover Win)))))"#;
    check_keys(
        text,
        &[(&["0-0", "1-1", "3-3", "5-5", "7-7"], "1-1")],
        &["1-1", "3-3", "4-4", "5-5", "7-7"],
    );
    for g in on_both(text) {
        let mut s = g.initial_state();
        assert_eq!(g.status(&s), Status::Ongoing);
        // P1 removes P2's only piece: P2 has no pieces left and P1 wins.
        play(&g, &mut s, "0-0");
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.winner(), Some(1), "{o:?}"),
            s => panic!("expected P1 to win, got {s:?}"),
        }
    }
}

#[test]
fn static_regions_fold_before_the_game_starts() {
    // Start regions Ludii precomputes: a filter on `(site)` against `(centrePoint)` (sites 0..3
    // of the 3x3 board), and one step West of `(coord row:2 column:2)` (site 8) with it.
    // `(id P1)` is the player's index: P1 may add, P2 must pass.
    check_keys(
        r#"(game "Static" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (forEach (sites Board) if:(< (site) (centrePoint))))
                           (place "Disc2" (expand origin:(coord row:2 column:2) steps:1 W)) })
             (play (move Add (to (sites Empty) if:(= (id P1) (mover)))))))"#,
        &[(&["4-4", "5-5", "6-6"], "4-4")],
        &[":pass"],
    );
}

#[test]
fn sites_around_a_region_leave_its_sites_out() {
    // Around P1's {0 1 3} on a row of 7: {2 4} (the centres 0 1 3 left out). Around the empty
    // sites: only occupied ones, so no move of the second kind (it would offer 4 and 5,
    // empty neighbours of empty sites, if the centres stayed in).
    check_keys(
        r#"(game "Around" (players 2) (equipment { (board (rectangle 1 7)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites {0 1 3})) (place "Disc2" (sites {6})) })
             (play (or (move Add (to (sites Around (sites Occupied by:Mover))))
                       (move Add (to (sites Empty) if:(is In (to) (sites Around (sites Empty)))))))))"#,
        &[(&["2-2", "4-4"], "4-4")],
        &["5-5"],
    );
}

#[test]
fn line_of_sight_and_regions_compared() {
    // From P1's disc on 0: the empty sites 1 2 before P2's disc on 3 (`Empty`), and 4, East of
    // that first piece (`Piece`). Once P1 holds exactly {0 4} (`=` on regions), P1 wins.
    let text = r#"(game "Sight" (players 2) (equipment { (board (rectangle 1 7)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites {0})) (place "Disc2" (sites {3 5})) })
             (play (or (move Add (to (sites LineOfSight Empty at:(where "Disc" Mover))))
                       (move Add (to (sites Around (sites LineOfSight Piece at:(where "Disc" Mover)) E)))))
             (end (if (= (sites Occupied by:P1) (sites {0 4})) (result P1 Win)))))"#;
    check_keys(text, &[], &["1-1", "2-2", "4-4"]);
    for g in on_both(text) {
        let mut s = g.initial_state();
        play(&g, &mut s, "4-4");
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.winner(), Some(1), "{o:?}"),
            s => panic!("expected P1 to win, got {s:?}"),
        }
    }
}

#[test]
fn a_slide_passes_a_stop_that_is_too_near() {
    // The pawn's double step: the empty site 1 away meets `to` but is too near, so the slide
    // goes on to the site 2 away (Ludii's Slide breaks only where it takes a move).
    check_keys(
        r#"(game "Double" (players 2) (equipment { (board (rectangle 1 6)) (piece "Pawn" Each
               (move Slide E (between (exact 2) if:(is Empty (between))) (to if:(is Empty (to))))) })
           (rules (start (place "Pawn1" (sites {0}))) (play (forEach Piece))))"#,
        &[],
        &["0-2"],
    );
}

#[test]
fn pending_values_last_one_move_and_ahead_follows_the_piece_s_facing() {
    // En passant's bookkeeping: a double step leaves the site it passed pending for one move.
    // P1 faces N and P2 S (`(player N)`), so Backward of a P1 piece is S.
    let text = r#"(game "Pending" (players { (player N) (player S) })
           (equipment { (board (square 4)) (piece "Pawn" Each
               (move Step Orthogonal (to if:(is Empty (to))) (then (set Pending (ahead (last To) Backward))))) })
           (rules (start { (place "Pawn1" (sites {0})) (place "Pawn2" (sites {15})) })
             (play (or (move Add (to (sites Empty) if:(and (is Pending) (= (to) (value Pending))))) (forEach Piece)))))"#;
    // P1 steps 0 -> 4: site 0 (behind it) is pending, so P2 may also add there.
    check_keys(text, &[(&["0-1", "0-4"], "0-4")], &["0-0", "15-11", "15-14"]);
    // The add clears the pending value: P1 only steps.
    check_keys(
        text,
        &[(&["0-1", "0-4"], "0-4"), (&["0-0", "15-11", "15-14"], "0-0")],
        &["4-5", "4-8"],
    );
}

#[test]
fn and_of_moves_offers_each_move_on_its_own() {
    // Ludii's `and` of moves is their union (operators/logical/And.java): a step or a pass.
    check_keys(
        r#"(game "And" (players 2) (equipment { (board (rectangle 1 3)) (piece "Disc" Each (move Step E (to if:(is Empty (to))))) })
           (rules (start (place "Disc1" (sites {0}))) (play (and (forEach Piece) (move Pass)))))"#,
        &[],
        &["0-1", ":pass"],
    );
}

/// A 2×3 mancala board without stores (sites 0-2 bottom, 3-5 top), its track counterclockwise
/// from site 0: 0 1 2 5 4 3.
fn mancala(start: &str, sow: &str) -> String {
    format!(
        r#"(game "Sow" (players 2)
             (equipment {{ (mancalaBoard 2 3 store:None (track "Track" "0,E,N,W" loop:True))
                           (piece "Seed" Shared) (hand Each) }})
             (rules (start {{ {start} }})
               (play (move Select (from (sites Board) if:(< 0 (count at:(from)))) (then {sow})))
               (end (if (no Moves Mover) (byScore {{ (score P1 (count at:(handSite P1))) (score P2 (count at:(handSite P2))) }})))))"#
    )
}

/// Plays `keys` on the interpreter and the Kernel IR's evaluator; the state strings must be `want`.
fn check_states(text: &str, steps: &[(&str, &str)]) {
    for g in on_both(text) {
        let mut s = g.initial_state();
        for (key, want) in steps {
            play(&g, &mut s, key);
            assert_eq!(g.state_string(&s), *want, "after {key}");
        }
    }
}

#[test]
fn sowing_drops_one_seed_per_site_along_the_track_and_skips_the_origin_when_asked() {
    // Three seeds from site 0 land on 1, 2 and 5; a seed moved into an emptied site belongs to
    // the piece's owner (Shared: 3), as Ludii's move actions record it, while `set Count` left
    // nobody (0).
    let start = r#"(set Count 1 to:(sites Track)) (set Count 3 to:(sites {0}))"#;
    check_states(
        &mancala(start, "(sow)"),
        &[
            ("0-0", "1:1:0:2 2:1:0:2 3:1:0:1 4:1:0:1 5:1:0:2 |mover=2 |scores=0,0"),
            ("4-4", "1:1:0:2 2:1:0:2 3:1:0:2 5:1:0:2 |mover=1 |scores=0,0"),
        ],
    );
    // Six seeds go round the five other sites and on to the first again, past the origin.
    let start = r#"(set Count 6 to:(sites {0}))"#;
    check_states(
        &mancala(start, "(sow includeSelf:False)"),
        &[("0-0", "1:1:3:2 2:1:3:1 3:1:3:1 4:1:3:1 5:1:3:1 |mover=2 |scores=0,0")],
    );
}

#[test]
fn sowing_drops_num_per_hole_seeds_into_each_site_and_the_rest_into_the_last() {
    // Five seeds from site 0, two a site: 1 and 2 get two each, 5 (the track turns north) the
    // last one.
    let start = r#"(set Count 5 to:(sites {0}))"#;
    check_states(
        &mancala(start, "(sow numPerHole:2)"),
        &[("0-0", "1:1:3:2 2:1:3:2 5:1:3:1 |mover=2 |scores=0,0")],
    );
}

#[test]
fn a_from_to_effect_reads_its_to_and_count_with_from_bound_to_its_own_site() {
    // FromTo.java binds `(from)` to the site it moves from: the seed on 4 goes to 4 + 1, not
    // to the sown site + 1; `Cell` before a hand site only restates the hand's site type.
    let start = r#"(set Count 1 to:(sites {0 4}))"#;
    let sow = r#"(and (sow) (fromTo (from 4) (to (+ (from) 1)) count:(count at:(from))))"#;
    check_states(&mancala(start, sow), &[("0-0", "1:1:3:1 5:1:3:1 |mover=2 |scores=0,0")]);
    let sow = r#"(fromTo (from (last To)) (to Cell (handSite Mover)) count:(count at:(last To)))"#;
    check_states(&mancala(start, sow), &[("4-4", "0:1:0:1 6:1:3:1 |mover=2 |scores=0,0")]);
}

#[test]
fn a_for_each_site_effect_reads_the_state_before_the_sowing_beside_it() {
    // Sowing site 0 (onto 1, 2 and 5) empties it while the `forEach Site` beside it reads the
    // counts before the sowing: site 0 (3 seeds then) keeps state 3 once empty, sites 1 and 2
    // get state 1.
    let start = r#"(set Count 3 to:(sites {0})) (set Count 1 to:(sites {1 2}))"#;
    let sow = r#"(and (sow) (forEach Site (sites Board)
                   (if (< 0 (count at:(site))) (set State at:(site) (count at:(site))))))"#;
    check_states(
        &mancala(start, sow),
        &[("0-0", "0:0:0:0:3 1:1:0:2:1 2:1:0:2:1 5:1:3:1 |mover=2 |scores=0,0")],
    );
}

#[test]
fn removing_needs_a_piece_and_any_count_empties_the_site() {
    // Remove.java yields no move at an empty site; without stacks one removal empties a site
    // whatever its count, so `count:` changes nothing.
    let text = r#"(game "Remove" (players 2)
         (equipment { (mancalaBoard 2 3 store:None (track "Track" "0,E,N,W" loop:True)) (piece "Seed" Shared) })
         (rules (start (set Count 2 to:(sites {1 4})))
           (play (move Remove (sites Board) count:2))
           (end (if (no Moves Mover) (result Mover Loss)))))"#;
    check_keys(text, &[(&["1-1", "4-4"], "1-1"), (&["4-4"], "4-4")], &[":pass"]);
}

#[test]
fn sowing_captures_backwards_while_the_condition_holds_and_ends_by_score() {
    // Two seeds from 0 make sites 1 and 2 hold two each: both are captured (the last sown
    // first), and backtracking stops at the origin.
    let start = r#"(set Count 1 to:(sites Track)) (set Count 2 to:(sites {0}))"#;
    let sow = r#"(sow if:(= (count at:(to)) 2) apply:(fromTo (from (to)) (to (handSite Mover)) count:(count at:(to)))
                   backtracking:(= (count at:(to)) 2))"#;
    check_states(
        &mancala(start, sow),
        &[("0-0", "3:1:0:1 4:1:0:1 5:1:0:1 6:1:3:4 |mover=2 |scores=0,0")],
    );
    // Without backtracking only the last site sown is captured.
    let sow = r#"(sow if:(= (count at:(to)) 2) apply:(fromTo (from (to)) (to (handSite Mover)) count:(count at:(to))))"#;
    check_states(
        &mancala(start, sow),
        &[("0-0", "1:1:0:2 3:1:0:1 4:1:0:1 5:1:0:1 6:1:3:2 |mover=2 |scores=0,0")],
    );
}

#[test]
fn no_moves_mover_ends_the_game_on_the_mover_s_forced_pass() {
    // P1 sows its only seed into site 1; P2 sows it on into site 2, where it is captured; P1 has
    // no seed left, passes, and `(no Moves Mover)` then ends the game with the final scores.
    let start = r#"(set Count 1 to:(sites {0}))"#;
    let sow = r#"(sow if:(= (to) 2) apply:(fromTo (from (to)) (to (handSite Mover)) count:(count at:(to))))"#;
    check_states(
        &mancala(start, sow),
        &[
            ("0-0", "1:1:3:1 |mover=2 |scores=0,0"),
            ("1-1", "7:1:3:1 |mover=1 |scores=0,0"),
            (":pass", "7:1:3:1 |mover=1 |scores=0,1"),
        ],
    );
    for g in on_both(&mancala(start, sow)) {
        let mut s = g.initial_state();
        for key in ["0-0", "1-1", ":pass"] {
            assert_eq!(g.status(&s), Status::Ongoing, "before {key}");
            play(&g, &mut s, key);
        }
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.ranks(), [2, 1]),
            s => panic!("expected P2 to win, got {s:?}"),
        }
    }
}

#[test]
fn a_named_region_of_the_mover_joins_the_regions_whose_name_contains_it() {
    // Ludii's SitesEquipmentRegion matches names with `contains` once a player is given: "Goal"
    // selects P1's "Goal" and "GoalLine", not its "Home" nor P2's "Goal".
    let text = r#"(game "Goals" (players 2)
           (equipment { (board (rectangle 1 5)) (piece "Disc" Each)
               (regions "Goal" P1 (sites {3})) (regions "GoalLine" P1 (sites {4}))
               (regions "Home" P1 (sites {1})) (regions "Goal" P2 (sites {0})) })
           (rules (play (move Add (to (intersection (sites Empty) (sites Mover "Goal")))))))"#;
    check_keys(text, &[(&["3-3", "4-4"], "3-3"), (&["0-0"], "0-0")], &["4-4"]);
}

#[test]
fn next_phase_for_the_mover_changes_only_the_movers_phase() {
    // P1's move sends P1 alone to "Even": P2 still places anywhere, then follows.
    let text = r#"(game "Phases" (players 2)
           (equipment { (board (rectangle 1 6)) (piece "Disc" Each) })
           (rules phases:{
               (phase "Any" (play (move Add (to (sites Empty)))) (nextPhase Mover "Even"))
               (phase "Even" (play (move Add (to (sites Empty) if:(is Even (to))))))
             }
             (end (if (no Moves Next) (result Mover Win)))))"#;
    check_keys(
        text,
        &[
            (&["0-0", "1-1", "2-2", "3-3", "4-4", "5-5"], "1-1"),
            (&["0-0", "2-2", "3-3", "4-4", "5-5"], "3-3"),
        ],
        &["0-0", "2-2", "4-4"],
    );
}

#[test]
fn count_pieces_counts_hands_and_regions() {
    // Hand sites follow the board's six: P1's hand is 6, P2's 7. Each move goes to the site
    // numbered by the mover's pieces (hand included) plus the opponent's on the board.
    let text = r#"(game "Counting" (players 2)
           (equipment { (board (rectangle 1 6)) (hand Each) (piece "Disc" Each) })
           (rules (start (place "Disc" "Hand" count:2))
             (play (move (from (handSite Mover))
                 (to (sites Empty) if:(= (to) (+ (count Pieces Mover) (count Pieces Next in:(sites Board)))))))
             (end (if (no Moves Next) (result Mover Win)))))"#;
    check_keys(text, &[(&["6-2"], "6-2"), (&["7-3"], "7-3")], &[]);
}

#[test]
fn a_line_through_a_given_site() {
    // P2's pieces on 0 and 1 make a line of two, the one on 3 does not.
    let text = r#"(game "Lines" (players 2)
           (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
           (rules (start (place "Disc2" (sites {0 1 3})))
             (play (move Remove (forEach (sites Occupied by:Enemy) if:(is Line 2 through:(site)))))))"#;
    check_keys(text, &[], &["0-0", "1-1"]);
}

#[test]
fn variables_start_undefined_and_keep_what_was_set() {
    // `(var "Next")` is -1 until set; each move then forbids the site after it.
    let text = r#"(game "Vars" (players 2)
           (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty) if:(!= (to) (var "Next"))) (then (set Var "Next" (+ (last To) 1)))))))"#;
    check_keys(
        text,
        &[(&["0-0", "1-1", "2-2", "3-3", "4-4"], "0-0"), (&["2-2", "3-3", "4-4"], "2-2")],
        &["1-1", "4-4"],
    );
}

#[test]
fn each_player_keeps_its_own_value_undefined_until_set() {
    // `(value Player Mover)` is -1 until the mover sets it; each move forbids the mover's next
    // move the site after it, the other player's value staying apart.
    let text = r#"(game "Values" (players 2)
           (equipment { (board (rectangle 1 6)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty) if:(!= (to) (value Player Mover))) (then (set Value Mover (+ (last To) 1)))))))"#;
    let all = ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5"];
    check_keys(
        text,
        &[
            (&all, "0-0"),
            (&all[1..], "3-3"),
            (&["2-2", "4-4", "5-5"], "4-4"),
            (&["1-1", "2-2", "5-5"], "1-1"),
        ],
        &["2-2"],
    );
}

/// Plays `moves` on both back ends, then checks the status.
fn check_status(text: &str, moves: &[&str], expected: Status) {
    for g in on_both(text) {
        let mut s = g.initial_state();
        for key in moves {
            assert_eq!(g.status(&s), Status::Ongoing, "before {key}");
            play(&g, &mut s, key);
        }
        assert_eq!(g.status(&s), expected);
    }
}

#[test]
fn a_phase_s_own_end_rules_and_a_nameless_next_phase_count_turns() {
    // `(count Turns)` is 1 on the first move and grows as the mover changes; the nameless
    // `nextPhase` moves everyone on to the next phase, whose end rule then decides.
    let text = r#"(game "Turns" (players 2)
           (equipment { (board (rectangle 1 6)) (piece "Disc" Each) })
           (rules phases:{
               (phase "One" (play (move Add (to (sites Empty)))) (nextPhase (= (count Turns) 2)))
               (phase "Two" (play (move Add (to (sites Empty)))) (end (if (= (count Turns) 3) (result Mover Win))))
           }))"#;
    check_status(text, &["0-0", "1-1"], Status::Ongoing);
    check_status(
        text,
        &["0-0", "1-1", "2-2"],
        Status::Over(ludemic_runtime::Outcome::from_ranks(&[1, 2])),
    );
}

#[test]
fn passing_ends_the_game_only_in_phases_that_check_end_rules() {
    // Ludii tests "everyone passed" inside `End.eval`: in a phase without end rules (and no
    // game-wide ones) the players pass on and on.
    let stuck = r#"(phase "Stuck" (play (move Add (to (sites Empty) if:(= 1 0)))))"#;
    let ending = r#"(phase "Stuck" (play (move Add (to (sites Empty) if:(= 1 0)))) (end (if (is Full) (result Mover Win))))"#;
    for (phase, over) in [(stuck, false), (ending, true)] {
        let text = format!(
            r#"(game "Pass" (players 2) (equipment {{ (board (rectangle 1 3)) (piece "Disc" Each) }}) (rules phases:{{ {phase} }}))"#
        );
        for g in on_both(&text) {
            let mut s = g.initial_state();
            play(&g, &mut s, ":pass");
            play(&g, &mut s, ":pass");
            assert_eq!(g.status(&s) != Status::Ongoing, over, "{phase}");
        }
    }
}

#[test]
fn a_from_condition_skips_its_sites() {
    let text = r#"(game "FromIf" (players 2) (equipment { (board (rectangle 1 4)) (piece "Disc" Each) })
           (rules (start (place "Disc1" (sites {0 1})))
                  (play (move (from (sites Occupied by:Mover) if:(!= (from) 0)) (to (sites Empty))))
                  (end (if (no Moves Next) (result Mover Win)))))"#;
    check_keys(text, &[], &["1-2", "1-3"]);
}

#[test]
fn players_start_in_their_own_phases_and_is_mover_names_the_mover() {
    // Ludii's State.initPhase: P2 starts in "High", the first phase that is its own.
    let text = r#"(game "Owners" (players 2)
           (equipment { (board (rectangle 1 4)) (piece "Disc" Each) })
           (rules phases:{
               (phase "Low" P1 (play (move Add (to (sites Empty) if:(or (is Mover P2) (< (to) 2))))))
               (phase "High" P2 (play (move Add (to (sites Empty) if:(or (is Mover P1) (>= (to) 2))))))
             }
             (end (if (no Moves Next) (result Mover Win)))))"#;
    check_keys(text, &[(&["0-0", "1-1"], "0-0"), (&["2-2", "3-3"], "2-2")], &["1-1"]);
}

#[test]
fn a_bare_from_is_the_moving_piece_s_site() {
    let text = r#"(game "Jump" (players 2)
           (equipment { (board (rectangle 1 4)) (piece "Disc" Each (move (from) (to (sites Empty)))) })
           (rules (start { (place "Disc1" (sites {0})) (place "Disc2" (sites {3})) }) (play (forEach Piece))))"#;
    check_keys(text, &[(&["0-1", "0-2"], "0-2"), (&["3-0", "3-1"], "3-1")], &["2-0", "2-3"]);
}

#[test]
fn do_if_afterwards_tests_the_move_with_its_own_consequences_but_not_the_do_s() {
    // Adding at 0 removes the disc on 2 (a consequence inside the `do`): refused. Adding at 4
    // is tested without the `do`'s own `then`, which removes it once the move is played; then
    // only a move that fills 2 again passes.
    check_keys(
        r#"(game "After" (players 2) (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
           (rules (start (place "Disc2" (sites {2})))
             (play (do (move Add (to (sites Empty)) (then (if (= (last To) 0) (remove 2))))
                       ifAfterwards:(is Occupied 2)
                       (then (if (= (last To) 4) (remove 2)))))))"#,
        &[(&["1-1", "3-3", "4-4"], "4-4")],
        &["2-2"],
    );
}

#[test]
fn do_next_generates_the_next_moves_once_the_prior_ones_are_played() {
    // The consequence sets the variable to (last To) + 1, then scores ten times it: the score
    // is read after the variable changed (before, it was undefined: -1).
    for g in on_both(
        r#"(game "Prior" (players 2) (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty))
                          (then (do (set Var (+ (last To) 1)) next:(set Score Mover (* (var) 10))))))
                  (end (if (is Full) (byScore)))))"#,
    ) {
        let mut s = g.initial_state();
        play(&g, &mut s, "2-2");
        assert_eq!(g.state_string(&s), "2:1:1:1 |mover=2 |scores=30,0");
        play(&g, &mut s, "0-0");
        assert_eq!(g.state_string(&s), "0:2:2:1 2:1:1:1 |mover=1 |scores=30,10");
    }
}

#[test]
fn a_decision_s_do_next_moves_carry_the_prior_actions() {
    // The prior empties site 0 for P1, so P1 may add there (and the removal is part of each
    // move); P2's prior removes nothing and finds no empty site but 1 and 0's neighbours.
    // `no Moves` asks the same moves: after 0-0 fills the board, P1 still has one (its prior
    // empties 0), so the game goes on.
    for g in on_both(
        r#"(game "Prior" (players 2) (equipment { (board (rectangle 1 3)) (piece "Disc" Each) })
           (rules (start { (place "Disc2" (sites {0})) (place "Disc1" (sites {2})) })
             (play (do (if (is Mover P1) (remove 0) (set Var 1)) next:(move Add (to (sites Empty)))))
             (end (if (no Moves Next) (result Mover Win)))))"#,
    ) {
        let mut s = g.initial_state();
        let mut k = keys(&g, &s);
        k.sort();
        assert_eq!(k, ["0-0", "1-1"]);
        play(&g, &mut s, "1-1");
        assert_eq!(g.state_string(&s), "1:1:1:1 2:1:1:1 |mover=2");
        assert_eq!(keys(&g, &s), ["0-0"]);
        play(&g, &mut s, "0-0");
        assert_eq!(g.state_string(&s), "0:2:2:1 1:1:1:1 2:1:1:1 |mover=1");
        assert_eq!(g.status(&s), Status::Ongoing);
    }
}

#[test]
fn a_track_span_goes_round_from_its_first_site_to_its_last() {
    // From 3 to 1 on the looped track 0..4: 3, 4, 0 and 1, in any use of the region.
    let game = |region: &str| {
        format!(
            r#"(game "Span" (players 2)
                 (equipment {{ (board (rectangle 1 5) (track "T" "0,E" loop:True)) (piece "Disc" Each) }})
                 (rules (play {region})))"#
        )
    };
    check_keys(
        &game("(move Add (to (sites Track from:3 to:1)))"),
        &[(&["0-0", "1-1", "3-3", "4-4"], "3-3")],
        &["0-0", "1-1", "4-4"],
    );
    // Membership, from the last move's site (at first undefined: from the track's start) to 1.
    check_keys(
        &game("(move Add (to (sites Empty) if:(is In (to) (sites Track from:(last To) to:1))))"),
        &[(&["0-0", "1-1"], "0-0"), (&["1-1"], "1-1")],
        &[":pass"],
    );
}

#[test]
fn set_state_changes_the_state_of_the_piece_on_a_site() {
    // A disc may be selected while its state is 0; selecting it sets its state to 1.
    check_keys(
        r#"(game "States" (players 2) (equipment { (board (rectangle 1 3)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites {0 1})) (place "Disc2" (sites {2})) })
             (play (move Select (from (sites Occupied by:Mover) if:(= (state at:(from)) 0))
                     (then (set State at:(last To) 1))))))"#,
        &[(&["0-0", "1-1"], "0-0"), (&["2-2"], "2-2")],
        &["1-1"],
    );
}

#[test]
fn a_custodial_capture_with_a_maximum_flanks_at_most_that_many_sites() {
    // (between (max 1) ...): P1 at 3 does not take the two discs on 1 and 2; P2 at 4 takes 3,
    // flanked alone between 4 and 2.
    check_keys(
        r#"(game "Flank" (players 2) (equipment { (board (rectangle 1 7)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites {0 6})) (place "Disc2" (sites {1 2 5})) })
             (play (move Add (to (sites Empty))
                     (then (custodial (from (last To)) (between (max 1) if:(is Enemy (who at:(between))) (apply (remove (between))))
                                      (to if:(is Friend (who at:(to))))))))))"#,
        &[(&["3-3", "4-4"], "3-3"), (&["4-4"], "4-4")],
        &["3-3"],
    );
}

#[test]
fn a_king_may_not_move_where_an_enemy_threatens_it() {
    // (Orthogonal: Adjacent includes the diagonals on a square board.) The rook on 5 reaches 4,
    // 3 and 2: the king on 0 may go to 1 only. Once the rook is on 2
    // the king escapes by taking it or to 4, not to 0; the end rule (checkmate) does not hold.
    check_keys(
        r#"(game "Check" (players 2)
             (equipment { (board (rectangle 2 3))
               (piece "King" Each (or (move Step Orthogonal (to if:(is Empty (to))))
                                      (move Step Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to)))))))
               (piece "Rook" Each (move Slide Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to)))))) })
             (rules (start { (place "King1" (sites {0})) (place "Rook2" (sites {5})) })
               (play (do (forEach Piece) ifAfterwards:(not (is Threatened (id "King" Mover)))))
               (end (if (and (is Threatened (id "King" Next))
                             (not (can Move (do (forEach Piece Next) ifAfterwards:(not (is Threatened (id "King" Next)))))))
                        (result Mover Win)))))"#,
        &[(&["0-1"], "0-1"), (&["5-2", "5-3", "5-4"], "5-2")],
        &["1-2", "1-4"],
    );
}

#[test]
fn the_counter_starts_undefined_and_counts_moves_after_the_end_rules() {
    // Ludii's counter: -1 at the start; `(set Counter)` makes it -1 again; each move adds 1 once
    // the end rules have seen it. Reset on move 2, it reads 2 at the end of move 5 (P1's), not 4.
    let text = r#"(game "Counter" (players 2) (equipment { (board (rectangle 1 6)) (piece "Disc" Each) })
        (rules (play (move Add (to (sites Empty)) (then (if (= (count Moves) 2) (set Counter)))))
               (end (if (= (counter) 2) (result Mover Win)))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        for key in ["0-0", "1-1", "2-2", "3-3"] {
            play(&g, &mut s, key);
            assert_eq!(g.status(&s), Status::Ongoing, "after {key}");
        }
        play(&g, &mut s, "4-4");
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.ranks(), [1, 2]),
            s => panic!("expected P1's win, got {s:?}"),
        }
    }
}

#[test]
fn a_promotion_offers_one_move_per_piece_named() {
    // `(move Promote <site> (piece {..}) Mover)`: one move per piece, all with the same key.
    let text = r#"(game "Promote" (players 2)
        (equipment { (board (rectangle 1 3)) (piece "Pawn" Each) (piece "Queen" Each) (piece "Rook" Each) })
        (rules (play (if (is Prev Mover)
            (move Promote (last To) (piece {"Queen" "Rook"}) Mover)
            (move Add (piece "Pawn") (to (sites Empty)) (then (moveAgain)))))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        play(&g, &mut s, "0-0");
        assert_eq!(keys(&g, &s), ["0-0", "0-0"]);
        let mut moves = Vec::new();
        g.legal_moves(&s, &mut moves);
        let states: Vec<String> = moves
            .iter()
            .map(|&m| {
                let mut t = s.clone();
                g.apply(&mut t, m);
                g.state_string(&t)
            })
            .collect();
        // Pawn1 Pawn2 Queen1 Queen2 Rook1 Rook2: the queen is "what" 3, the rook 5.
        assert_eq!(states, ["0:3:1:1 |mover=2", "0:5:1:1 |mover=2"]);
    }
}

#[test]
fn a_promotion_to_a_mapped_piece_uses_maps_keyed_by_piece_ids_and_hand_sites() {
    // Shogi's maps: keys and values given by `(id <name> P<n>)` and `(handSite P<n> <index>)`,
    // and `(move Promote (last To) (piece (mapEntry ..)))` promoting to the piece the map gives.
    // Components: Pawn1 Pawn2 Queen1 Queen2 (what 1..4); sites: board 0..2, P1's hand 3 4,
    // P2's hand 5 6. A piece the map lacks maps to itself (MapEntry.eval returns the key).
    let text = r#"(game "PromoteMapped" (players 2)
        (equipment { (board (rectangle 1 3)) (piece "Pawn" Each) (piece "Queen" Each) (hand Each size:2)
                     (map "Promoted" { (pair (id "Pawn" P1) (id "Queen" P1)) (pair (id "Pawn" P2) (id "Queen" P2)) })
                     (map "Where" { (pair (id "Pawn" P1) (handSite P2 1)) }) })
        (rules (play (if (is Prev Mover)
            (or (move Promote (last To) (piece (mapEntry "Promoted" (what at:(last To)))))
                (move Add (piece "Pawn") (to (mapEntry "Where" (what at:(last To))))))
            (or (move Add (piece "Pawn") (to (sites {0 1}) if:(is Empty (to))) (then (moveAgain)))
                (move Add (piece "Queen") (to (sites {2}) if:(is Empty (to))) (then (moveAgain))))))))"#;
    check_states(text, &[("0-0", "0:1:1:1 |mover=1"), ("0-0", "0:3:1:1 |mover=2")]);
    check_states(text, &[("1-1", "1:1:1:1 |mover=1"), ("6-6", "1:1:1:1 6:1:1:1 |mover=2")]);
    check_keys(text, &[(&["0-0", "1-1", "2-2"], "0-0")], &["0-0", "6-6"]);
    // Queen1 has no entry, so each map gives its key, 3: it is "promoted" to itself, and the
    // pawn goes to site 3, P1's first hand site.
    check_keys(text, &[(&["0-0", "1-1", "2-2"], "2-2")], &["2-2", "3-3"]);
    check_states(text, &[("2-2", "2:3:1:1 |mover=1"), ("2-2", "2:3:1:1 |mover=2")]);
}

#[test]
fn a_promotion_to_a_computed_piece_below_1_is_no_move() {
    // Promote.eval with `toWhat`: no move when the component number is below 1.
    let text = r#"(game "PromoteComputed" (players 2)
        (equipment { (board (rectangle 1 3)) (piece "Pawn" Each) (piece "Queen" Each) })
        (rules (play (if (is Prev Mover)
            (or (move Promote (last To) (piece (- (what at:(last To)) 2))) (move Pass))
            (or (move Add (piece "Pawn") (to (sites {0 1}) if:(is Empty (to))) (then (moveAgain)))
                (move Add (piece "Queen") (to (sites {2}) if:(is Empty (to))) (then (moveAgain))))))))"#;
    check_keys(text, &[(&["0-0", "1-1", "2-2"], "0-0")], &[":pass"]);
    check_keys(text, &[(&["0-0", "1-1", "2-2"], "2-2")], &["2-2", ":pass"]);
    check_states(text, &[("2-2", "2:3:1:1 |mover=1"), ("2-2", "2:1:1:1 |mover=2")]);
}

#[test]
fn a_slide_as_a_consequence_moves_its_piece_and_pieces_move_to_regions_declared_after_them() {
    // Castling's rook: `(slide (from ..) W (between (exact 2)) (to if:True))` as a consequence.
    // The king's moves name the region "Goal", which the equipment declares after the piece.
    let text = r#"(game "Castle" (players 2)
        (equipment { (board (rectangle 1 5)) (piece "King" Each (move Step E (to if:(is In (to) (sites "Goal")))
                         (then (slide (from 4) W (between (exact 2)) (to if:True)))))
                     (piece "Rook" Each) (regions "Goal" (sites {1})) })
        (rules (start { (place "King1" (sites {0})) (place "Rook1" (sites {4})) }) (play (forEach Piece))))"#;
    check_states(text, &[("0-1", "1:1:1:1 2:3:1:1 |mover=2")]);
}

#[test]
fn remembered_sites_are_forgotten_one_at_a_time_or_all_at_once() {
    // "Mine" starts as {0 1}. Selecting a site forgets it and remembers (min 4 (+ site 2));
    // selecting 4 then forgets everything, so the next player can only pass.
    let text = r#"(game "Memory" (players 2)
        (equipment { (mancalaBoard 2 3 store:None (track "Track" "0,E,N,W" loop:True)) (piece "Seed" Shared) })
        (rules (start { (set Count 1 to:(sites Track)) (set RememberValue "Mine" (sites {0 1})) })
          (play (move Select (from (sites (values Remembered "Mine")))
                  (then (and { (forget Value "Mine" (last To)) (remember Value "Mine" (min 4 (+ (last To) 2)))
                               (if (= (last To) 4) (forget Value "Mine" All)) }))))
          (end (if (no Moves Mover) (result Mover Loss)))))"#;
    check_keys(
        text,
        &[(&["0-0", "1-1"], "0-0"), (&["1-1", "2-2"], "2-2"), (&["1-1", "4-4"], "4-4")],
        &[":pass"],
    );
    // `unique:True` remembers a site held already no more: 1 stays once, so forgetting it once
    // leaves nothing.
    let text = r#"(game "Once" (players 2)
        (equipment { (mancalaBoard 2 3 store:None (track "Track" "0,E,N,W" loop:True)) (piece "Seed" Shared) })
        (rules (start { (set Count 1 to:(sites Track)) (set RememberValue (sites {1})) })
          (play (or (move Select (from (sites (values Remembered))) (then (forget Value (last To))))
                    (move Select (from (sites {0})) (then (remember Value 1 unique:True)))))
          (end (if (no Moves Mover) (result Mover Loss)))))"#;
    check_keys(text, &[(&["0-0", "1-1"], "0-0"), (&["0-0", "1-1"], "1-1")], &["0-0"]);
}

#[test]
fn track_site_first_site_goes_round_the_track_from_a_site() {
    // Track order 0 1 2 5 4 3; seeds on 0 and 4. From 2 the first occupied site is 4 (past 5);
    // from the track's start it is 0; from 3 it goes round to 0.
    let text = r#"(game "First" (players 2)
        (equipment { (mancalaBoard 2 3 store:None (track "Track" "0,E,N,W" loop:True)) (piece "Seed" Shared) })
        (rules (start (set Count 1 to:(sites {0 4})))
          (play (move Select (from (sites { (trackSite FirstSite from:2 if:(is Occupied (to)))
                                            (trackSite FirstSite if:(is Occupied (to))) }))
                  (then (remove (last To)))))
          (end (if (no Moves Mover) (result Mover Loss)))))"#;
    check_keys(text, &[(&["0-0", "4-4"], "4-4")], &["0-0"]);
}

#[test]
fn track_site_move_counts_steps_along_the_track() {
    // "Track" (looped) is 0 1 2 5 4 3, "Line" (not looped) is 0 1 2. Two steps from 2 reach 4;
    // three from 4 go round to 1; past the end of "Line" there is no site (Ludii's Off), and
    // negative steps count as none (2 - 3 seeds on site 0: from 0, site 0).
    let text = r#"(game "Move" (players 2)
        (equipment { (mancalaBoard 2 3 store:None { (track "Track" "0,E,N,W" loop:True) (track "Line" "0,E") })
                     (piece "Seed" Shared) })
        (rules (start (set Count 2 to:(sites Track)))
          (play (move Select (from (sites { (trackSite Move from:2 "Track" steps:2) (trackSite Move from:4 "Track" steps:3)
                                            (trackSite Move from:1 "Line" steps:5) (trackSite Move from:0 "Line" steps:(- (count at:0) 3)) }))))
          (end (if (no Moves Mover) (result Mover Loss)))))"#;
    check_keys(text, &[(&["0-0", "1-1", "4-4"], "0-0")], &["0-0", "1-1", "4-4"]);
    // Without a name the track is the mover's: one step from 1 is 2 for P1 (track 0 1 2) and no
    // site for P2 (track 3 4 5); one step from 4 is no site for P1, 5 for P2.
    let text = r#"(game "Owned" (players 2)
        (equipment { (mancalaBoard 2 3 store:None { (track "Track1" "0,E" P1) (track "Track2" "3,E" P2) })
                     (piece "Seed" Shared) })
        (rules (play (move Select (from (sites { (trackSite Move from:1 steps:1) (trackSite Move from:4 steps:1) }))))
          (end (if (no Moves Mover) (result Mover Loss)))))"#;
    check_keys(text, &[(&["2-2"], "2-2")], &["5-5"]);
}

#[test]
fn track_site_move_knows_which_pass_of_a_site_a_piece_is_on() {
    // The track 0 1 2 3 1 2 End passes sites 1 and 2 twice. The piece steps along it, or
    // selects the site two steps on. Back on site 1 (element 4), two steps reach End (no
    // site): the pieces' track counts know the second pass, where the first element of site 1
    // would give site 3.
    let text = r#"(game "Twice" (players 1)
        (equipment { (board (rectangle 1 4) { (track "Track" {0 1 2 3 1 2 End} P1 directed:True) })
                     (piece "Disc" P1 (or (move (from) (to (trackSite Move steps:1)))
                                          (move Select (from (sites { (trackSite Move steps:2) }))))) })
        (rules (start (place "Disc1" 0)) (play (forEach Piece))
          (end (if (no Moves Mover) (result Mover Loss)))))"#;
    check_keys(
        text,
        &[
            (&["0-1", "2-2"], "0-1"),
            (&["1-2", "3-3"], "1-2"),
            (&["1-1", "2-3"], "2-3"),
            (&["2-2", "3-1"], "3-1"),
        ],
        &["1-2"],
    );
}

#[test]
fn a_race_track_starts_in_a_hand_and_ends_with_end() {
    // P1's piece goes along its track to `End`, where it is borne off. P2's track starts in its
    // hand (site 4): one step from there is site 2, which P2 selects.
    let text = r#"(game "Race" (players 2)
        (equipment { (board (rectangle 1 3) { (track "Track1" {3 0 1 2 End} P1 directed:True) (track "Track2" {4 2 1 0 End} P2 directed:True) })
                     (hand Each)
                     (piece "Disc" Each (if (= (trackSite Move steps:1) End) (move Remove (from)) (move (from) (to (trackSite Move steps:1))))) })
        (rules (start (place "Disc1" (sites {0})))
          (play (if (is Mover P1) (forEach Piece) (move Select (from (sites { (trackSite Move from:4 steps:1) })))))
          (end (if (no Pieces P1) (result P1 Win)))))"#;
    check_keys(
        text,
        &[
            (&["0-1"], "0-1"),
            (&["2-2"], "2-2"),
            (&["1-2"], "1-2"),
            (&["2-2"], "2-2"),
            (&["2-2"], "2-2"),
        ],
        &[],
    );
}

#[test]
fn place_stack_puts_one_piece_per_level_and_from_to_stacks_in_a_stacking_game() {
    // Two Disc1 stacked on site 0 and two Disc2 in P2's hand (site 4), one per level. A site
    // number is a region (`(difference (sites Board) 2)`: sites 0 and 1). Each fromTo takes
    // the top piece of 0 onto the top of 2. A selection names the top level (Select.java).
    let text = r#"(game "Stacks" (players 2)
        (equipment { (board (rectangle 1 3)) (hand Each) (piece "Disc" Each) })
        (rules (start { (place Stack "Disc1" 0 count:2) (place Stack "Disc2" (handSite P2) count:2) })
          (play (move Select (from (difference (sites Board) 2)) (then (fromTo (from (last To)) (to 2)))))))"#;
    check_states(
        text,
        &[
            ("0-0/1,1", "0/0:1:1:1 2/0:1:1:1 4/0:2:2:1 4/1:2:2:1 |mover=2"),
            ("0-0/0,0", "2/0:1:1:1 2/1:1:1:1 4/0:2:2:1 4/1:2:2:1 |mover=1"),
        ],
    );
}

/// A race on a line with two dice, each move using one die (`forEach Die`), a double played
/// twice over (`replayDouble`), the roll only at a new turn (not after `moveAgain`).
const DICE_RACE: &str = r#"(game "Dice Race" (players 2)
    (equipment { (board (rectangle 1 16) { (track "Track1" {0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15} P1 directed:True)
                                             (track "Track2" {15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0} P2 directed:True) })
                 (dice d:6 num:2)
                 (piece "Disc" Each (forEach Die replayDouble:True if:(!= (pips) 0)
                     (if (!= (trackSite Move steps:(pips)) Off) (move (from) (to (trackSite Move steps:(pips)))))
                     (then (if (not (all DiceUsed)) (moveAgain))))) })
    (rules (start { (place "Disc1" 0) (place "Disc2" 15) })
      (play (do (if (not (is Prev Mover)) (roll)) next:(forEach Piece)))
      (end (if (no Pieces Mover) (result Mover Win)))))"#;

#[test]
fn each_die_moves_once_and_a_double_is_played_twice() {
    for g in on_both(DICE_RACE) {
        let mut s = g.initial_state();
        let tail = |g: &DynHandle, s: &Box<[u8]>| {
            let full = g.state_string(s);
            full[full.find(" |mover").unwrap()..].to_string()
        };
        assert_eq!(tail(&g, &s), " |mover=1 |dice=1,1", "every die starts on its first face");
        // A double 3: four moves of 3, the dice shown again once both are used.
        assert!(g.force_roll(&mut s, &[2, 2]));
        let mut k = keys(&g, &s);
        k.dedup();
        assert_eq!(k, ["0-3"], "both dice show 3: one key for two moves");
        for (key, after) in [
            ("0-3", " |mover=1 |dice=0,3"),
            ("3-6", " |mover=1 |dice=3,3"),
            ("6-9", " |mover=1 |dice=0,3"),
            ("9-12", " |mover=2 |dice=0,0"),
        ] {
            play(&g, &mut s, key);
            assert_eq!(tail(&g, &s), after, "after {key}");
        }
        // P2 rolls 1 and 5: one move per die, no replay; a die too big for the track is lost.
        assert!(g.force_roll(&mut s, &[0, 4]));
        let mut k = keys(&g, &s);
        k.sort();
        assert_eq!(k, ["15-10", "15-14"]);
        play(&g, &mut s, "15-10");
        assert_eq!(tail(&g, &s), " |mover=2 |dice=1,0");
        assert_eq!(keys(&g, &s), ["10-9"], "the roll is not made again after moveAgain");
        play(&g, &mut s, "10-9");
        assert_eq!(tail(&g, &s), " |mover=1 |dice=0,0");
        assert!(g.force_roll(&mut s, &[5, 5]));
        assert_eq!(keys(&g, &s), [":pass"], "a double 6 takes P1 off the track: a forced pass");
    }
}

#[test]
fn is_in_an_int_array_asks_whether_the_value_is_listed() {
    // Only player 1 (listed with 5, which is no site of the board) may place.
    let text = r#"(game "Listed" (players 2)
        (equipment { (board (rectangle 1 3)) (piece "Disc" Each) })
        (rules (play (if (is In (mover) (array {1 5})) (move Add (to (sites Empty))) (move Pass)))
          (end (if (is Full) (result Mover Win)))))"#;
    check_keys(text, &[(&["0-0", "1-1", "2-2"], "0-0")], &[":pass"]);
}

#[test]
fn a_forced_pass_after_a_roll_carries_the_consequences_of_do() {
    // Nobody can move (the only piece may step on a die of 9 only). Do.java gives the forced
    // pass its consequences: the mover throws again when the last move was another player's
    // (`(prev)`, nobody's at the start), so each player passes twice.
    let text = r#"(game "Throw Again" (players 2)
        (equipment { (board (rectangle 1 3)) (dice d:2 from:1 num:1)
                     (piece "Disc" Each (if (= (count Pips) 9) (move Step E (to if:(is Empty (to)))))) })
        (rules (start (place "Disc1" 0))
          (play (do (roll) next:(forEach Piece) (then (if (!= (mover) (prev)) (moveAgain)))))
          (end (if (= (count Pips) 9) (result Mover Win)))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        for mover in [1, 1, 2, 2, 1] {
            assert_eq!(keys(&g, &s), [":pass"]);
            let full = g.state_string(&s);
            assert!(full.contains(&format!("|mover={mover} ")), "{full}");
            play(&g, &mut s, ":pass");
        }
    }
}

/// Only P1 rolls: its roll sits below an `(if ..)` inside a `(do .. ifAfterwards:..)`
/// (Sarvatobhadra's, Dice Shogi's), so the dice roll when the branch's condition holds.
const P1_ROLLS: &str = r#"(game "P1 Rolls" (players 2)
    (equipment { (board (rectangle 1 16) { (track "Track1" {0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15} P1 directed:True)
                                             (track "Track2" {15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0} P2 directed:True) })
                 (dice d:4 from:1 num:1)
                 (piece "Disc" Each (if (!= (trackSite Move steps:(count Pips)) Off) (move (from) (to (trackSite Move steps:(count Pips)))))) })
    (rules (start { (place "Disc1" 0) (place "Disc2" 15) })
      (play (do (if (is Mover P1) (do (roll) next:(forEach Piece)) (forEach Piece)) ifAfterwards:(is Empty 3)))
      (end (if (no Pieces Mover) (result Mover Win)))))"#;

#[test]
fn a_roll_below_a_condition_rolls_when_the_condition_holds() {
    let tail = |g: &DynHandle, s: &Box<[u8]>| {
        let full = g.state_string(s);
        full[full.find(" |mover").unwrap()..].to_string()
    };
    for g in on_both(P1_ROLLS) {
        let mut s = g.initial_state();
        assert!(g.force_roll(&mut s, &[2]));
        assert_eq!(keys(&g, &s), [":pass"], "3 pips would land on 3, which ifAfterwards forbids");
        play(&g, &mut s, ":pass");
        // P2 does not roll: it moves by the pips P1 rolled.
        assert_eq!(keys(&g, &s), ["15-12"]);
        play(&g, &mut s, "15-12");
        assert_eq!(tail(&g, &s), " |mover=1 |dice=3");
        assert!(g.force_roll(&mut s, &[1]));
        assert_eq!(keys(&g, &s), ["0-2"]);
        play(&g, &mut s, "0-2");
        assert_eq!(keys(&g, &s), ["12-10"], "P2 moves by P1's 2 pips");
    }
    // A condition on the dice would be read before the roll by Ludii, after it by the phase.
    let on_dice = P1_ROLLS.replace("(is Mover P1)", "(= (count Pips) 2)");
    let Err((_, f)) =
        compile_ludii("test.lud", &on_dice, &DefineLibrary::default(), &LudiiOptions::default())
    else {
        panic!("a roll below a condition on the dice lowered");
    };
    assert!(f.render(false).contains("roll below a dice condition"), "{}", f.render(false));
}

#[test]
fn a_roll_may_depend_on_conditions_read_before_it() {
    // P1 always rolls; P2 rolls only when a die shows 3 before its turn (Ad elta stelpur's
    // `(if NewTurn (roll) (if <c> (roll)))`, `is AnyDie`).
    let text = P1_ROLLS.replace(
        "(do (if (is Mover P1) (do (roll) next:(forEach Piece)) (forEach Piece)) ifAfterwards:(is Empty 3))",
        "(do (if (is Mover P1) (roll) (if (is AnyDie 3) (roll))) next:(forEach Piece))",
    );
    for g in on_both(&text) {
        let mut s = g.initial_state();
        assert!(g.force_roll(&mut s, &[2]));
        play(&g, &mut s, "0-3");
        assert!(g.force_roll(&mut s, &[0]));
        assert_eq!(keys(&g, &s), ["15-14"], "a die showed 3: P2 rolls a 1");
        play(&g, &mut s, "15-14");
        assert!(g.force_roll(&mut s, &[1]));
        play(&g, &mut s, "3-5");
        assert_eq!(keys(&g, &s), ["14-12"], "no die shows 3: P2 moves by P1's 2");
    }
}

#[test]
fn a_roll_s_consequences_come_before_the_moves() {
    // Pasa's `(roll (then (addScore ..)))`: the score grows by the pips as soon as the dice
    // roll, and the moves (a pass, or a placement once the score reaches 4) see it.
    let text = r#"(game "Roll Then" (players 2)
        (equipment { (board (rectangle 1 4)) (piece "Disc" Each) (dice d:4 from:1 num:1) })
        (rules (play (do (roll (then (addScore Mover (count Pips))))
                         next:(if (<= 4 (score Mover)) (move Add (to (sites Empty))) (move Pass))))
          (end (if (is Full) (result Mover Win)))))"#;
    for g in on_both(text) {
        let tail = |s: &Box<[u8]>| {
            let full = g.state_string(s);
            full[full.find(" |mover").unwrap()..].to_string()
        };
        let mut s = g.initial_state();
        assert!(g.force_roll(&mut s, &[2]));
        assert_eq!(keys(&g, &s), [":pass"], "3 points are not enough");
        play(&g, &mut s, ":pass");
        assert_eq!(tail(&s), " |mover=2 |scores=3,0 |dice=3");
        assert!(g.force_roll(&mut s, &[3]));
        assert_eq!(keys(&g, &s).len(), 4, "4 points: P2 places");
        play(&g, &mut s, "0-0");
        assert_eq!(tail(&s), " |mover=1 |scores=3,4 |dice=4");
    }
}

#[test]
fn the_size_of_the_stacks_of_a_region_is_their_sum() {
    // P1's two stacks hold three pieces: it passes; P2, with none, places.
    check_keys(
        r#"(game "Stacks" (players 2) (equipment { (board (rectangle 1 4)) (piece "Disc" Each) })
           (rules (start { (place Stack "Disc1" 0 count:2) (place Stack "Disc1" 1) })
             (play (if (= 3 (size Stack in:(sites Occupied by:Mover))) (move Pass) (move Add (to (sites Empty)) stack:True)))))"#,
        &[(&[":pass"], ":pass")],
        &["2-2/0,0", "3-3/0,0"],
    );
}

#[test]
fn a_threat_test_may_name_the_enemy_s_moves() {
    // P2's disc slides onto P1's: threatened by P2's play, not by placements (which go to
    // empty sites only), so P1 passes in the first game and slides in the second.
    let game = |asked: &str| {
        format!(
            r#"(game "Threat" (players 2)
            (equipment {{ (board (rectangle 1 6))
              (piece "Disc" Each (move Slide (between if:(is Empty (between))) (to if:(is Enemy (who at:(to))) (apply (remove (to)))))) }})
            (rules (start {{ (place "Disc1" 0) (place "Disc2" 5) }})
              (play (if (is Threatened (id "Disc" P1) {asked}) (move Pass) (forEach Piece)))
              (end (if (no Pieces Next) (result Mover Win)))))"#
        )
    };
    check_keys(&game(""), &[], &[":pass"]);
    check_keys(&game("(move Add (to (sites Empty)))"), &[], &["0-1", "0-2", "0-3", "0-4", "0-5"]);
}

/// A race whose dice list their faces: every die the same (`faces:`), or each its own
/// (`facesByDie:`, dice with different numbers of faces), moved by the pips they show.
fn listed_faces_race(dice: &str) -> String {
    format!(
        r#"(game "Listed Faces" (players 2)
    (equipment {{ (board (rectangle 1 16) {{ (track "Track1" {{0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15}} P1 directed:True)
                                             (track "Track2" {{15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0}} P2 directed:True) }})
                 {dice}
                 (piece "Disc" Each (if (!= (trackSite Move steps:(count Pips)) Off) (move (from) (to (trackSite Move steps:(count Pips)))))) }})
    (rules (start {{ (place "Disc1" 0) (place "Disc2" 15) }})
      (play (do (roll) next:(forEach Piece)))
      (end (if (no Pieces Mover) (result Mover Win)))))"#
    )
}

#[test]
fn listed_faces_are_worth_their_pips_and_each_die_rolls_its_own_faces() {
    let tail = |g: &DynHandle, s: &Box<[u8]>| {
        let full = g.state_string(s);
        full[full.find(" |mover").unwrap()..].to_string()
    };
    for g in on_both(&listed_faces_race("(dice d:4 faces:{0 1 2 4} num:2)")) {
        let mut s = g.initial_state();
        assert_eq!(
            tail(&g, &s),
            " |mover=1 |dice=0,0",
            "every die starts on its first face, worth 0"
        );
        assert!(!g.force_roll(&mut s, &[4, 0]), "a die of four faces has no fifth");
        // Faces 3 and 2: worth 4 and 2, six steps.
        assert!(g.force_roll(&mut s, &[3, 2]));
        assert_eq!(keys(&g, &s), ["0-6"]);
        play(&g, &mut s, "0-6");
        assert!(g.force_roll(&mut s, &[1, 0]));
        assert_eq!(keys(&g, &s), ["15-14"], "faces 1 and 0 are worth 1 and 0");
    }
    for g in on_both(&listed_faces_race("(dice facesByDie:{{1 2 3 4} {0 10}} num:2)")) {
        let mut s = g.initial_state();
        assert_eq!(tail(&g, &s), " |mover=1 |dice=1,0");
        assert!(!g.force_roll(&mut s, &[3, 2]), "the second die has two faces only");
        assert!(g.force_roll(&mut s, &[3, 1]));
        assert_eq!(keys(&g, &s), ["0-14"], "4 and 10");
        play(&g, &mut s, "0-14");
        // Random rolls stay within each die's own faces.
        let mut moves = Vec::new();
        for _ in 0..50 {
            moves.clear();
            g.legal_moves(&s, &mut moves);
            let Some(&m) = moves.first() else { break };
            g.apply(&mut s, m);
            let dice = tail(&g, &s);
            let (a, b) = dice.rsplit_once('=').unwrap().1.split_once(',').unwrap();
            assert!(
                (1..=4).contains(&a.parse::<i64>().unwrap()) && ["0", "10"].contains(&b),
                "{dice}"
            );
        }
    }
}

/// Tic-tac-toe-sized placement game with the given end rules.
fn placing_with_end(end: &str) -> String {
    format!(
        r#"(game "End" (players 2) (equipment {{ (board (square 2)) (piece "Disc" Each) }})
       (rules (play (move Add (to (sites Empty)))) (end {end})))"#
    )
}

#[test]
fn an_end_rule_for_each_player_binds_player_and_skips_the_mover_with_non_mover() {
    // forEach Player: P1's own first piece makes P1 lose at once.
    let every =
        placing_with_end("(forEach Player if:(>= (count Pieces Player) 1) (result Player Loss))");
    check_status(&every, &["0-0"], Status::Over(ludemic_runtime::Outcome::from_ranks(&[2, 1])));
    // forEach NonMover: only the player who did not just move is judged, so P2's reply ends it.
    let others =
        placing_with_end("(forEach NonMover if:(>= (count Pieces Player) 1) (result Player Loss))");
    check_status(
        &others,
        &["0-0", "1-1"],
        Status::Over(ludemic_runtime::Outcome::from_ranks(&[2, 1])),
    );
}

#[test]
fn nested_end_rules_apply_the_first_sub_rule_that_holds_under_the_outer_condition() {
    let text = placing_with_end(
        "(if (is Full) { (if (= (who at:0) 2) (result P2 Win)) (if (= 1 1) (result P1 Win)) })",
    );
    check_status(
        &text,
        &["0-0", "1-1", "2-2", "3-3"],
        Status::Over(ludemic_runtime::Outcome::from_ranks(&[1, 2])),
    );
    check_status(
        &text,
        &["1-1", "0-0", "2-2", "3-3"],
        Status::Over(ludemic_runtime::Outcome::from_ranks(&[2, 1])),
    );
}

/// Plays the `n`th move with this key (in the order the moves were generated).
fn play_nth(g: &DynHandle, s: &mut Box<[u8]>, key: &str, n: usize) {
    let mut moves = Vec::new();
    g.legal_moves(s, &mut moves);
    let m = moves.iter().filter(|m| g.move_key(s, **m).to_string() == key).nth(n);
    let m = *m.unwrap_or_else(|| panic!("no move {key} number {n} in {:?}", keys(g, s)));
    g.apply(s, m);
}

/// The interpreter, the kernel evaluator and (with the `jit` feature) the JIT.
fn on_all(text: &str) -> Vec<DynHandle> {
    #[allow(unused_mut)]
    let mut all = on_both(text).to_vec();
    #[cfg(feature = "jit")]
    {
        let c =
            compile_ludii("test.lud", text, &DefineLibrary::default(), &LudiiOptions::default())
                .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let kernel = crate::lower::lower(&c.game).unwrap_or_else(|e| panic!("{e}"));
        all.push(DynHandle(Arc::new(
            crate::back::jit::compile(&kernel).unwrap_or_else(|e| panic!("{e}")),
        )));
    }
    all
}

/// Oware's rules of the end by agreement: once the position repeats (`is Cycle`), the mover
/// may propose to end; then each player votes, and a majority decides.
const VOTE_TO_END: &str = r#"(game "Cycle" (players 2) (equipment { (board (rectangle 1 2)) (piece "Disc" Each) })
    (rules (start (place "Disc1" 0))
      (play (if (is Proposed "End")
                (or (move Vote "End") (move Vote "No"))
                (or { (if (is Cycle) (move Propose "End"))
                      (move Select (from (sites {0})))
                      (move Add (to (sites {1}) if:(is Empty (to)))) })))
      (end (if (is Decided "End") (result Mover Win)))))"#;

#[test]
fn a_cycle_is_three_runs_of_the_same_n_squared_positions() {
    // Two players: the last 4 positions equal the 4 before and the 4 before those (IsCycle).
    // Selecting changes nothing; adding the disc on 1 changes the position once, after which
    // 12 more positions (the add's own included) are needed.
    for g in on_all(VOTE_TO_END) {
        let mut s = g.initial_state();
        for i in 0..5 {
            assert_eq!(keys(&g, &s), ["0-0", "1-1"], "before select {i}");
            play(&g, &mut s, "0-0");
        }
        play(&g, &mut s, "1-1");
        for i in 0..11 {
            assert_eq!(keys(&g, &s), ["0-0"], "{} positions after the add", i + 1);
            play(&g, &mut s, "0-0");
        }
        assert_eq!(keys(&g, &s), [":propose", "0-0"]);
    }
}

#[test]
fn a_proposal_is_decided_by_a_majority_of_votes_and_each_round_clears_it() {
    for g in on_all(VOTE_TO_END) {
        let mut s = g.initial_state();
        play(&g, &mut s, "1-1");
        for _ in 0..11 {
            play(&g, &mut s, "0-0");
        }
        // P1 proposes; the votes (P2's End, P1's No) split: nothing is decided.
        play(&g, &mut s, ":propose");
        assert_eq!(keys(&g, &s), [":vote", ":vote"]);
        play_nth(&g, &mut s, ":vote", 0);
        assert_eq!(keys(&g, &s), [":vote", ":vote"]);
        play_nth(&g, &mut s, ":vote", 1);
        assert_eq!(g.status(&s), Status::Ongoing);
        // The round is over, the position still repeats: P2 may propose. Both vote No.
        assert_eq!(keys(&g, &s), [":propose", "0-0"]);
        play(&g, &mut s, ":propose");
        play_nth(&g, &mut s, ":vote", 1);
        play_nth(&g, &mut s, ":vote", 1);
        assert_eq!(g.status(&s), Status::Ongoing);
        // P1 proposes, both vote End: decided, and the end rule gives the last voter, P1, the win.
        assert_eq!(keys(&g, &s), [":propose", "0-0"]);
        play(&g, &mut s, ":propose");
        play_nth(&g, &mut s, ":vote", 0);
        play_nth(&g, &mut s, ":vote", 0);
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.ranks(), [1, 2]),
            s => panic!("expected P1's win, got {s:?}"),
        }
    }
}

/// Surakarta's proposal, `(move Propose "End" (then (vote "End")))`: the proposer's own vote is
/// a consequence, so the other player's vote alone makes the majority.
#[test]
fn a_proposal_with_a_vote_as_its_consequence_needs_one_more_vote() {
    let text = r#"(game "Vote" (players 2) (equipment { (board (rectangle 1 2)) (piece "Disc" Each) })
        (rules (play (if (is Proposed "End") (move Vote "End") (move Propose "End" (then (vote "End")))))
          (end (if (is Decided "End") (result Mover Win)))))"#;
    for g in on_all(text) {
        let mut s = g.initial_state();
        assert_eq!(keys(&g, &s), [":propose"]);
        play(&g, &mut s, ":propose");
        assert_eq!(keys(&g, &s), [":vote"]);
        play(&g, &mut s, ":vote");
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.ranks(), [2, 1]),
            s => panic!("expected P2's win, got {s:?}"),
        }
    }
}

/// Surakarta's capture (Slide.java's slideByTrack along "AllTracks"): on a 4x4 board the one
/// loop runs along row 1 and column 1; from site 4 the piece slides backwards round the corner
/// loop onto site 1, capturing there (and forwards all the way round to it), while the plain slides (`apply if:False`) give no move.
#[test]
fn a_slide_along_the_loops_captures_only_after_going_round_one() {
    let text = r#"(game "Loops" (players 2) (equipment { (surakartaBoard (square 4))
          (piece "Marker" Each (move Slide "AllTracks" (between if:(or (= (between) (from)) (is Empty (between))))
             (to if:(is Enemy (who at:(to))) (apply if:False (remove (to)))))) })
        (rules (start { (place "Marker1" 4) (place "Marker2" 1) }) (play (forEach Piece)) (end (if (no Moves Next) (result Mover Win)))))"#;
    for g in on_all(text) {
        let mut s = g.initial_state();
        // Once along each track (forwards it goes all the way round), as Ludii lists it.
        assert_eq!(keys(&g, &s), ["4-1", "4-1"]);
        play(&g, &mut s, "4-1");
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.ranks(), [1, 2], "P2's only piece is taken"),
            s => panic!("expected P1's win, got {s:?}"),
        }
    }
}

/// `(no Repeat)`: a move back to a position seen at the start of a turn is not legal; a pass,
/// which repeats the position by definition, is (NoRepeat.java lets passes through).
fn no_repeat_game(meta: &str) -> String {
    format!(
        r#"(game "NoRepeat" (players 2) (equipment {{ (board (rectangle 1 2)) (piece "Disc" Each) }})
    (rules {meta}
      (play (or {{ (move Add (to (sites Empty)))
                  (move Select (from (sites Occupied by:All)) (then (remove (last To))))
                  (move Pass) }}))
      (end (if (is Full) (result Mover Win)))))"#
    )
}

#[test]
fn no_repeat_forbids_a_move_back_to_a_recorded_position_but_not_a_pass() {
    for g in on_all(&no_repeat_game("")) {
        let mut s = g.initial_state();
        play(&g, &mut s, "0-0");
        assert_eq!(
            keys(&g, &s),
            ["1-1", "0-0", ":pass"],
            "without the rule, emptying the board is legal"
        );
    }
    for g in on_all(&no_repeat_game("(meta (no Repeat))")) {
        let mut s = g.initial_state();
        assert_eq!(keys(&g, &s), ["0-0", "1-1", ":pass"]);
        play(&g, &mut s, "0-0");
        // Removing the disc would bring back the empty starting position.
        assert_eq!(keys(&g, &s), ["1-1", ":pass"]);
        play(&g, &mut s, ":pass");
        assert_eq!(keys(&g, &s), ["1-1", ":pass"]);
    }
}

#[test]
fn a_loop_rings_an_empty_or_occupied_site_off_the_rim() {
    // IsLoop.java: the flood from a neighbour of the last piece over the sites without the
    // mover's kind of piece must not reach the outer rim, and every site around it must be the
    // mover's, two of them adjacent (diagonally on a square board).
    let text = r#"(game "Rings" (players 2)
           (equipment { (board (square 5)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty)))) (end (if (is Loop) (result Mover Win)))))"#;
    let p1_wins = Status::Over(ludemic_runtime::Outcome::from_ranks(&[1, 2]));
    // Around the empty centre.
    check_status(text, &["7-7", "0-0", "11-11", "4-4", "13-13", "20-20", "17-17"], p1_wins);
    // Around the mover's own piece, and around an enemy piece.
    check_status(
        text,
        &["12-12", "0-0", "7-7", "4-4", "11-11", "20-20", "13-13", "24-24", "17-17"],
        p1_wins,
    );
    check_status(text, &["7-7", "12-12", "11-11", "0-0", "13-13", "4-4", "17-17"], p1_wins);
    // A site of the rim is never inside.
    check_status(text, &["1-1", "24-24", "3-3", "20-20", "7-7"], Status::Ongoing);
    // A ring with a gap is no loop.
    check_status(text, &["7-7", "0-0", "11-11", "4-4", "13-13"], Status::Ongoing);
}

#[test]
fn a_group_connects_a_number_of_fixed_regions_whoever_owns_it() {
    // IsConnected.java with a RegionTypeStatic: each corner is a region, and the group of the
    // last piece placed (either player's) must touch two of them.
    let text = r#"(game "Corners" (players 2)
           (equipment { (board (square 4)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty)))) (end (if (is Connected 2 Orthogonal Corners) (result Mover Win)))))"#;
    check_status(
        text,
        &["0-0", "5-5", "1-1", "6-6", "2-2", "9-9", "3-3"],
        Status::Over(ludemic_runtime::Outcome::from_ranks(&[1, 2])),
    );
    check_status(
        text,
        &["5-5", "0-0", "6-6", "1-1", "9-9", "2-2", "10-10", "3-3"],
        Status::Over(ludemic_runtime::Outcome::from_ranks(&[2, 1])),
    );
    // Diagonal steps do not join an orthogonal group.
    check_status(text, &["0-0", "1-1", "5-5", "4-4", "10-10", "2-2", "15-15"], Status::Ongoing);
}

#[test]
fn a_cannon_hops_a_distant_screen_and_captures_only_the_first_piece_past_it() {
    // Hop.java with before:/after: and an (apply if:..) rule: past empty sites to the screen
    // on site 2, over the empty site 3 (no move: the rule asks for an enemy) to the enemy on 4.
    // after:(count Rows) is 1 on a single row: landings at most 2 sites past the screen.
    let cannon = r#"(game "Cannon" (players 2) (equipment { (board (rectangle 1 7)) (piece "Disc" Each)
               (piece "Cannon" Each (move Hop E (between before:(count Columns) after:(count Rows) if:(is Occupied (between)))
                   (to if:(is Empty (to)) (apply if:(is Enemy (who at:(to))) (remove (to)))))) })
           (rules (start { (place "Cannon1" (sites {0})) (place "Disc1" (sites {2})) (place "Disc2" (sites {PREY})) })
             (play (forEach Piece))))"#;
    check_keys(&cannon.replace("PREY", "4"), &[(&["0-4"], "0-4")], &[":pass"]);
    // The enemy 3 sites past the screen is out of reach.
    check_keys(&cannon.replace("PREY", "5"), &[], &[":pass"]);
}

#[test]
fn a_flying_king_lands_anywhere_past_the_piece_it_captures() {
    // Without a rule on (apply ..), every empty site past the hurdle takes a move, which
    // removes the hurdle: from 5 the king then has no piece to hop back over.
    check_keys(
        r#"(game "King" (players 2) (equipment { (board (rectangle 1 7)) (piece "Disc" Each)
               (piece "King" Each (move Hop Orthogonal (between before:7 after:7 if:(is Enemy (who at:(between))) (apply (remove (between))))
                   (to if:(is Empty (to))))) })
           (rules (start { (place "King1" (sites {0})) (place "Disc2" (sites {2})) }) (play (forEach Piece))))"#,
        &[(&["0-3", "0-4", "0-5", "0-6"], "0-5"), (&[":pass"], ":pass")],
        &[":pass"],
    );
}

#[test]
fn step_directions_chosen_by_a_condition_on_the_piece_s_site() {
    // (if (is In (from) (sites Bottom)) N Orthogonal): the pawn on the bottom row steps N only.
    check_keys(
        r#"(game "Soldier" (players 2) (equipment { (board (square 3)) (piece "Pawn" Each
               (move Step (if (is In (from) (sites Bottom)) (directions {N}) Orthogonal) (to if:(is Empty (to))))) })
           (rules (start (place "Pawn1" (sites {0 4}))) (play (forEach Piece))))"#,
        &[],
        &["0-3", "4-1", "4-3", "4-5", "4-7"],
    );
}

#[test]
fn sites_direction_stops_before_the_stop_site_and_count_steps_measures_the_board() {
    check_keys(
        r#"(game "Ray" (players 2) (equipment { (board (rectangle 1 6)) (piece "Disc" Each) })
           (rules (start (place "Disc2" (sites {3}))) (play (move Add (to (sites Direction from:0 E stop:(is Occupied (to))))))))"#,
        &[],
        &["1-1", "2-2"],
    );
    // Orthogonal steps from the corner: 2 to the opposite corner of the row, the centre and
    // the far corner of the column.
    check_keys(
        r#"(game "Steps" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (play (move Add (to (sites Empty) if:(= 2 (count Steps Orthogonal (to) 0)))))))"#,
        &[],
        &["2-2", "4-4", "6-6"],
    );
}

#[test]
fn a_hop_over_a_run_of_enemies_removes_every_hopped_piece() {
    // Hop.java with (range 1 9) and (apply (remove (between))): from 0 over the enemies on 1
    // and 2 to the empty 3 (landing on 2 is refused: occupied), then over 4 to 5. The enemies
    // on 1 and 2 are gone: from 3 the tiger has no hop back west, and after the second hop P2
    // has no piece left.
    let text = r#"(game "Tiger" (players 2) (equipment { (board (rectangle 1 7)) (piece "Disc" Each)
               (piece "Tiger" Each (move Hop Orthogonal (between (range 1 9) if:(is Enemy (who at:(between))) (apply (remove (between))))
                   (to if:(is Empty (to))))) })
           (rules (start { (place "Tiger1" (sites {0})) (place "Disc2" (sites {1 2 4})) })
             (play (forEach Piece)) (end (if (no Pieces Next) (result Mover Win)))))"#;
    check_keys(text, &[(&["0-3"], "0-3"), (&[":pass"], ":pass")], &["3-5"]);
    check_status(
        text,
        &["0-3", ":pass", "3-5"],
        Status::Over(ludemic_runtime::Outcome::from_ranks(&[1, 2])),
    );
}

#[test]
fn an_intervening_placement_takes_the_enemies_on_both_sides_only() {
    // Intervene.java's one-site sandwich: the disc placed on 2 between the enemies on 1 and 3
    // takes both; on 0 or 4 it has an enemy on one side only and takes nothing.
    let text = r#"(game "Intervene" (players 2) (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
           (rules (start (place "Disc2" (sites {1 3})))
             (play (move Add (to (sites Empty))
                 (then (intervene (from (last To)) (to if:(is Enemy (who at:(to))) (apply (remove (to))))))))
             (end (if (no Pieces Next) (result Mover Win)))))"#;
    check_keys(text, &[(&["0-0", "2-2", "4-4"], "2-2")], &[]);
    check_status(text, &["2-2"], Status::Over(ludemic_runtime::Outcome::from_ranks(&[1, 2])));
    check_keys(text, &[(&["0-0", "2-2", "4-4"], "0-0")], &["2-2", "4-4"]);
}

#[test]
fn a_copy_from_a_shared_hand_leaves_the_hand_as_it_was() {
    // FromTo.java's copy:True (ActionCopy): the shared hand (player 3's, after the two
    // players) keeps its one piece per colour while copies fill the board.
    let g = game(
        r#"(game "Copies" (players 2)
           (equipment { (board (square 2)) (piece "Disc" Shared) (piece "Cross" Shared) (hand Shared size:2) })
           (rules (start { (place "Disc" (handSite Shared)) (place "Cross" (handSite Shared 1)) })
                  (play (move (from (sites Hand Shared)) (to (sites Empty)) copy:True))
                  (end (if (is Full) (if (= (what at:0) (what at:3)) (result P1 Win)) (result P2 Win)))))"#,
    );
    let mut s = g.initial_state();
    assert_eq!(g.state_string(&s), "4:1:3:1 5:2:3:1 |mover=1");
    assert_eq!(keys(&g, &s).len(), 8);
    play(&g, &mut s, "4-0");
    play(&g, &mut s, "5-1");
    assert_eq!(g.state_string(&s), "0:1:3:1 1:2:3:1 4:1:3:1 5:2:3:1 |mover=1");
    play(&g, &mut s, "5-2");
    assert_eq!(g.status(&s), Status::Ongoing);
    // Full, and the first and last sites differ: not the sub-rule but the `if`'s own result.
    let mut same = s.clone();
    play(&g, &mut same, "4-3");
    match g.status(&same) {
        Status::Over(o) => assert_eq!(o.winner(), Some(1)),
        s => panic!("expected a win of P1, got {s:?}"),
    }
    play(&g, &mut s, "5-3");
    match g.status(&s) {
        Status::Over(o) => assert_eq!(o.winner(), Some(2)),
        s => panic!("expected a win of P2, got {s:?}"),
    }
}

#[test]
fn pieces_removed_at_end_of_turn_stay_on_the_board_until_the_turn_passes_on() {
    // Ludii's sequence capture: each hop of the chain marks the piece it jumps (sitesToRemove,
    // read by (sites ToClear)), which stays on its site while the mover hops on, so the chain
    // cannot jump it twice; the marked pieces go once a move leaves the turn to the opponent.
    let text = r#"(game "Sequence" (players 2)
           (equipment { (board (rectangle 1 7)) (piece "Man" Each (move Hop (from) Orthogonal "Capture")) })
           (rules (start { (place "Man1" (sites {0})) (place "Man2" (sites {1 3 6})) })
             (play (if (is Prev Mover) (move Hop (from (last To)) Orthogonal "Capture") (forEach Piece)))))"#
        .replace(
            r#""Capture""#,
            r#"(between if:(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between))))
                      (apply (remove (between) at:EndOfTurn)))
               (to if:(is Empty (to)))
               (then (if (can Move (hop (from (last To)) Orthogonal
                        (between if:(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between)))))
                        (to if:(is Empty (to)))))
                   (moveAgain)))"#,
        );
    for g in on_both(&text) {
        let mut s = g.initial_state();
        assert_eq!(keys(&g, &s), ["0-2"]);
        play(&g, &mut s, "0-2");
        // Still the mover's turn; the jumped piece is still on site 1, and (sites ToClear)
        // keeps the chain from jumping it back.
        assert_eq!(g.mover(&s), 1);
        assert!(
            g.state_string(&s).starts_with("1:2:2:1 2:1:1:1 3:2:2:1 "),
            "{}",
            g.state_string(&s)
        );
        assert_eq!(keys(&g, &s), ["2-4"]);
        play(&g, &mut s, "2-4");
        // No hop from 4 (site 5 is empty, site 3 marked): the turn ends and both jumped
        // pieces go.
        assert_eq!(g.mover(&s), 2);
        assert!(g.state_string(&s).starts_with("4:1:1:1 6:2:2:1 "), "{}", g.state_string(&s));
    }
}

#[test]
fn add_without_a_piece_adds_the_movers_numbered_component() {
    // Add.java without `(piece ..)` adds component `(mover)`: here P1's Knight, what 1.
    let g = game(
        r#"(game "Trail" (players 1) (equipment { (board (square 3)) (piece "Knight" P1) })
           (rules (play (move Select (from (sites Empty)) (then (add (to (last To))))))
                  (end (if (>= (count Moves) (count Sites "Board")) (result P1 Win)))))"#,
    );
    let mut s = g.initial_state();
    play(&g, &mut s, "4-4");
    assert_eq!(g.state_string(&s), "4:1:1:1 |mover=1");
}

#[test]
fn size_group_counts_the_sites_joined_to_the_piece() {
    // SizeGroup.java: the sites joined to `at` holding its piece, here refusing a placement
    // that would make an orthogonal group of 3.
    let g = game(
        r#"(game "Pairs" (players 2) (equipment { (board (square 3)) (piece "Disc" Each) })
           (rules (play (do (move Add (to (sites Empty))) ifAfterwards:(< (size Group at:(last To) Orthogonal) 3)))))"#,
    );
    let mut s = g.initial_state();
    play(&g, &mut s, "0-0");
    play(&g, &mut s, "8-8");
    play(&g, &mut s, "1-1");
    play(&g, &mut s, "7-7");
    // P1's pair on 0 and 1: 2, 3 and 4 would join it; 5 and 6 touch only P2's 8 and 7.
    let k = keys(&g, &s);
    assert_eq!(k, ["5-5", "6-6"]);
}

#[test]
fn max_moves_keeps_the_moves_whose_turn_goes_on_longest() {
    // Hopping W captures one disc; hopping E captures two in a row (the hop's `then` gives
    // another turn while it can hop on). (max Moves ..) keeps the longer sequence only, on
    // the interpreter and on the kernel (whose search plays the moves on a stack of copies).
    let text = r#"(game "Majority" (players 2)
           (equipment { (board (rectangle 1 9)) (piece "Disc" Each)
               (piece "Man" Each (move Hop Orthogonal (between if:(is Enemy (who at:(between))) (apply (remove (between))))
                   (to if:(is Empty (to)))
                   (then (if (can Move (hop (from (last To)) Orthogonal (between if:(is Enemy (who at:(between)))) (to if:(is Empty (to)))))
                       (moveAgain))))) })
           (rules (start { (place "Man1" (sites {SITES})) (place "Disc2" (sites {3 5 7})) }) (play (max Moves (forEach Piece)))))"#;
    for g in on_both(&text.replace("SITES", "4")) {
        let mut s = g.initial_state();
        assert_eq!(keys(&g, &s), ["4-6"]);
        play(&g, &mut s, "4-6");
        assert_eq!(g.mover(&s), 1);
        assert_eq!(keys(&g, &s), ["6-8"]);
        play(&g, &mut s, "6-8");
        assert_eq!(keys(&g, &s), [":pass"]);
    }
    // With a man on 8 too, no sequence is longer than one capture (the other man stands where
    // a second hop would land): every capture is kept.
    for g in on_both(&text.replace("SITES", "4 8")) {
        let s = g.initial_state();
        let mut k = keys(&g, &s);
        k.sort();
        assert_eq!(k, ["4-2", "4-6", "8-6"]);
    }
}

#[test]
fn max_moves_follows_an_endless_turn_to_a_bound() {
    // The man steps back and forth and always moves again: the turn never ends. (max Moves ..)
    // follows it MAX_TURN_SEARCHED moves deep and keeps the move, on the interpreter (which
    // recursed without end) and on the kernel (whose per-depth fields overflowed).
    let text = r#"(game "Endless" (players 2)
           (equipment { (board (rectangle 1 2)) (piece "Man" Each (move Step Orthogonal (to if:(is Empty (to))) (then (moveAgain)))) })
           (rules (start (place "Man1" 0)) (play (max Moves (forEach Piece)))))"#;
    for g in on_both(text) {
        let mut s = g.initial_state();
        assert_eq!(keys(&g, &s), ["0-1"]);
        play(&g, &mut s, "0-1");
        assert_eq!((g.mover(&s), keys(&g, &s)), (1, vec!["1-0".to_string()]));
    }
}

/// A capture of Fanorona's kind: a `(move Select (from ..) (to ..))` whose consequences move
/// the piece and take, with `(directional ..)`, the enemies in an unbroken line along a
/// direction between two sites; `(ahead .. SameDirection|OppositeDirection)` finds them.
fn line_capture(start: &str, ahead: &str, line: &str) -> String {
    format!(
        r#"(game "Line" (players 2) (equipment {{ (board (rectangle 1 7)) (piece "Disc" Each) }})
           (rules (start {start})
             (play (move Select (from (sites Occupied by:Mover))
                 (to (sites Around (from)) if:(and (is Empty (to)) (is Enemy (who at:{ahead}))))
                 (then (and (fromTo (from (last From)) (to (last To)))
                     (directional {line} (to if:(is Enemy (who at:(to))) (apply (remove (to)))))))))
             (end (if (no Pieces Next) (result Mover Win)))))"#
    )
}

#[test]
fn an_approach_takes_the_unbroken_line_of_enemies_ahead() {
    // 0 steps to 1 towards the enemies on 2 and 3 and takes both; 4 is empty, so 5 stays.
    // P2 on 5 then approaches nothing (4 leads to the empty 3, 6 to the board's end).
    let text = line_capture(
        r#"{ (place "Disc1" (sites {0})) (place "Disc2" (sites {2 3 5})) }"#,
        "(ahead (to) SameDirection)",
        "(from (last To)) (directions Cell from:(last From) to:(last To))",
    );
    check_keys(&text, &[(&["0-1"], "0-1")], &[":pass"]);
}

#[test]
fn a_withdrawal_takes_the_line_of_enemies_left_behind() {
    // 2 steps away from the enemies on 1 and 0 (to 3) and takes both: no P2 piece is left.
    let text = line_capture(
        r#"{ (place "Disc1" (sites {2})) (place "Disc2" (sites {0 1})) }"#,
        "(ahead (from) OppositeDirection)",
        "(from (last From)) (directions Cell from:(last To) to:(last From))",
    );
    check_keys(&text, &[], &["2-3"]);
    check_status(&text, &["2-3"], Status::Over(ludemic_runtime::Outcome::from_ranks(&[1, 2])));
}

#[test]
fn a_turn_does_not_return_to_a_site_it_visited() {
    // Each move's `from` and `to` are visited while the mover moves again; the turn's end
    // clears them. Inside `(can Move ..)`, the last move's sites count as visited too
    // (CanMove.java): from 3, back to the visited 2 is the only step, so no fourth move.
    let step = |from: &str, around: &str, then: &str| {
        format!(
            "(move Select (from {from}) (to (sites Around {around}) if:(and (is Empty (to)) (not (is Visited (to))))) (then (fromTo (from (last From)) (to (last To)) {then})))"
        )
    };
    // Asked once the piece moved (a consequence of the consequence), so only the visited
    // sites keep it from stepping back.
    let go_on =
        format!("(then (if (can Move {}) (moveAgain)))", step("(last To)", "(last To)", ""));
    let walk = |columns: usize| {
        format!(
            r#"(game "Walk" (players 2) (equipment {{ (board (rectangle 1 {columns})) (piece "Disc" P1) }})
               (rules (start (place "Disc1" (sites {{0}})))
                 (play (if (is Prev Mover)
                     (or {} (move Pass))
                     {}))))"#,
            step("(last To)", "(last To)", &go_on),
            step("(sites Occupied by:Mover)", "(from)", &go_on),
        )
    };
    // On two sites, the first step's `can Move` sees its own `from` visited: the turn ends.
    for g in on_both(&walk(2)) {
        let mut s = g.initial_state();
        play(&g, &mut s, "0-1");
        assert_eq!(g.mover(&s), 2);
    }
    let text = walk(4);
    check_keys(
        &text,
        &[(&["0-1"], "0-1"), (&["1-2", ":pass"], "1-2"), (&["2-3", ":pass"], "2-3")],
        // 2-3's `can Move` saw 2 visited: the turn passed to P2, who has no piece.
        &[":pass"],
    );
    // Back to P1, with nothing visited: 3 may step back to 2.
    check_keys(
        &text,
        &[
            (&["0-1"], "0-1"),
            (&["1-2", ":pass"], "1-2"),
            (&["2-3", ":pass"], "2-3"),
            (&[":pass"], ":pass"),
        ],
        &["3-2"],
    );
}

#[test]
fn with_three_players_a_winner_leaves_and_the_others_play_on() {
    // Taking site 0, 1 or 2 wins; taking site 8 while two players are left loses. Whoever
    // wins or loses leaves, the turn order skips it, and the last one left takes the place
    // after the winners.
    let text = r#"(game "Leave" (players 3) (equipment { (board (rectangle 1 9)) (piece "Disc" Each) })
        (rules (play (move Add (to (sites Empty))))
               (end { (if (and (is Active Mover) (is In (last To) (sites {0 1 2}))) (result Mover Win))
                      (if (and (= (count Active) 2) (is In (last To) (sites {8}))) (result Mover Loss)) })))"#;
    let scenarios: [(&[&str], &[usize], [u8; 3]); 2] = [
        // P1's 8 is harmless with three players in; P2 wins, P3 and P1 go on, P3 wins.
        (&["8-8", "0-0", "5-5", "6-6", "1-1"], &[1, 2, 3, 1, 3], [3, 1, 2]),
        // P1 wins, P3 loses: P2 is left alone, second.
        (&["0-0", "5-5", "8-8"], &[1, 2, 3], [1, 2, 3]),
    ];
    for g in on_both(text) {
        for (keys, expected_movers, ranks) in scenarios {
            let mut s = g.initial_state();
            let mut movers = Vec::new();
            for (i, key) in keys.iter().enumerate() {
                assert_eq!(g.status(&s), Status::Ongoing, "before move {i}");
                movers.push(g.mover(&s));
                play(&g, &mut s, key);
            }
            assert_eq!(movers, expected_movers);
            match g.status(&s) {
                Status::Over(o) => assert_eq!(o.ranks(), ranks),
                s => panic!("expected the game over, got {s:?}"),
            }
        }
    }
}

#[test]
fn is_within_a_piece_named_for_the_mover() {
    // `(is Within (id "Disc" Mover) ..)`: the mover's own disc, whichever player moves; a
    // placement next to one's own disc is refused, next to the opponent's allowed.
    check_keys(
        r#"(game "Within" (players 2) (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites {0})) (place "Disc2" (sites {4})) })
             (play (move Add (to (sites Empty)
                 if:(not (is Within (id "Disc" Mover) in:(sites Around (to)))))))))"#,
        &[(&["2-2", "3-3"], "2-2"), (&["1-1"], "1-1")],
        &[":pass"],
    );
}

#[test]
fn directions_of_the_last_move_and_their_difference() {
    // Directions.java: OppositeDirection points from the last move's `to` back to its `from`,
    // SameDirection from its `from` on through its `to`; Difference.java takes directions away.
    // After an add (from = to) neither exists, so nothing is taken away.
    let game = |dirs: &str| {
        format!(
            r#"(game "Last" (players 1) (equipment {{ (board (rectangle 1 5)) (piece "Disc" P1) }})
               (rules (play (or (move Add (to (sites Empty)))
                   (move Step (from (last To)) {dirs} (to if:(is Empty (to))))))))"#
        )
    };
    check_keys(
        &game("(difference Orthogonal OppositeDirection)"),
        &[
            (&["0-0", "1-1", "2-2", "3-3", "4-4"], "2-2"),
            (&["0-0", "1-1", "2-1", "2-3", "3-3", "4-4"], "2-3"),
        ],
        &["0-0", "1-1", "2-2", "3-4", "4-4"],
    );
    check_keys(
        &game("SameDirection"),
        &[(&["0-0", "1-1", "2-2", "3-3", "4-4"], "1-1"), (&["0-0", "2-2", "3-3", "4-4"], "3-3")],
        &["0-0", "2-2", "4-4"],
    );
}

#[test]
fn relative_directions_of_another_relation() {
    // `(directions Forwards of:All)` on a square board, whose Adjacent relation is orthogonal:
    // the half-plane ahead among all eight directions (NW, N, NE for a piece facing north).
    check_keys(
        r#"(game "Of" (players {(player N) (player S)})
             (equipment { (board (square 3)) (piece "Ball" Each (move Step (directions Forwards of:All) (to if:(is Empty (to))))) })
             (rules (start (place "Ball1" (sites {4}))) (play (forEach Piece))))"#,
        &[(&["4-6", "4-7", "4-8"], "4-7")],
        &[":pass"],
    );
}

#[test]
fn sites_at_a_distance_in_steps() {
    // SitesDistance.java: the sites whose step distance from the site lies in the range,
    // which may be computed (here it narrows as the game goes on).
    check_keys(
        r#"(game "Distance" (players 2) (equipment { (board (rectangle 1 5)) (piece "Disc" Each) })
           (rules (play (move Add (to (intersection (sites Empty)
               (sites Distance from:2 (range (+ 1 (count Moves)) 2))))))))"#,
        &[(&["0-0", "1-1", "3-3", "4-4"], "4-4"), (&["0-0"], "0-0")],
        &[":pass"],
    );
}

#[test]
fn step_moves_walked_breadth_first() {
    // SitesDistance.java with a step move: the layers of steps onto empty sites from site 0,
    // here those 2 to 3 steps away; a blocked layer ends the walk.
    let distance = r#"(game "Walk" (players 2) (equipment { (board (rectangle 1 6)) (piece "Disc" Each) })
           (rules (start (place "Disc1" (sites {0})))
             (play (move Add (to (sites Distance (step Orthogonal (to if:(is Empty (to)))) from:0 (range 2 3)))))))"#;
    check_keys(distance, &[(&["2-2", "3-3"], "3-3"), (&["2-2"], "2-2")], &[":pass"]);
    // CountSteps.java with a step move: Infinity for a site no layer reaches.
    let count = r#"(game "Count" (players 2) (equipment { (board (rectangle 1 6)) (piece "Disc" Each) })
           (rules (start { (place "Disc1" (sites {0})) (place "Disc2" (sites {3})) })
             (play (move Add (to (sites Empty)
                 if:(> Infinity (count Steps (step Orthogonal (to if:(is Empty (to)))) 0 (to))))))))"#;
    check_keys(count, &[(&["1-1", "2-2"], "2-2"), (&["1-1"], "1-1")], &[":pass"]);
}
