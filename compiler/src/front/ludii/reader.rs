//! Reader: `.lud` text → [`Node`](super::ast::Node)s with spans. (Being written.)
