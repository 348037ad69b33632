ludemic_macros::game!(pub Nowhere = "games/no-such-game.lud");

fn main() {}
