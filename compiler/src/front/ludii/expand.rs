//! Meta-language expansion: defines, options, rulesets, metadata. (Being written.)

/// Ludii's shared define library (`def/*.def`): file names and texts, given by the caller.
#[derive(Clone, Debug, Default)]
pub struct DefineLibrary {
    pub files: Vec<(String, String)>,
}
