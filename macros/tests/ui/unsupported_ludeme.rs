ludemic_macros::game!(pub Cards = inline "(game \"Cards\" (players 2) (equipment { (board (square 3)) (piece \"Disc\" Each) (deck) }) (rules (play (add (piece (id \"Disc\" Mover)) (to (sites Empty)))) (end (if (is Full) (result Mover Win)))))");

fn main() {}
