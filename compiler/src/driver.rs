//! The pipeline as one call per source language. (Being written.)
