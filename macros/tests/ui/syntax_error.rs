ludemic_macros::game!(pub Broken = inline "(game \"Broken\" (players 2) (equipment { (board (square 3)) }");

fn main() {}
