//! Back ends: translations of the Kernel IR into runnable code. None of them knows what a
//! ludeme is.

#[cfg(feature = "jit")]
pub mod jit;
