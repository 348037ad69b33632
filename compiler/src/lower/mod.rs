//! Game IR → Kernel IR. (Being written.)
