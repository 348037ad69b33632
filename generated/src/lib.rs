//! Generated games (being written).
