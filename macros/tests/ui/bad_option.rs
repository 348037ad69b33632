ludemic_macros::game!(
    pub Ttt = inline "(game \"Tic-Tac-Toe\" (players 2)
        (equipment { (board (square <Size>)) (piece \"Disc\" P1) (piece \"Cross\" P2) })
        (rules (play (move Add (to (sites Empty)))) (end (if (is Line 3) (result Mover Win)))))
    (option \"Board Size\" <Size> args:{ <n> } { (item \"3x3\" <3> \"Small.\") (item \"4x4\" <4> \"Larger.\") })",
    option = "Board Size/5x5"
);

fn main() {}
