//! The table of supported ludemes. (Being written.)
