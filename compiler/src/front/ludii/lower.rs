//! Lowering of expanded Ludii trees into the Game IR. (Being written.)
