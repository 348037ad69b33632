//! Board geometry. (Being written.)
