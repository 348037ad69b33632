//! The Ludii front end: `.lud` text → syntax tree (`reader`) → meta-language expansion
//! (`expand`: defines, options, rulesets, metadata) → Game IR (`lower`, driven by the one table of
//! supported ludemes in `ludemes`).

pub mod ast;
pub mod board;
pub mod expand;
mod fold;
pub mod lower;
pub mod ludemes;
pub mod reader;
