ludemic_macros::game!(pub Dice = inline "(game \"Dice\" (players 2) (equipment { (board (square 3)) (piece \"Disc\" Each) (dice num:2) }) (rules (play (add (piece (id \"Disc\" Mover)) (to (sites Empty)))) (end (if (is Full) (result Mover Win)))))");

fn main() {}
