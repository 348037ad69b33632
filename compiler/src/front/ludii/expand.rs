//! Meta-language expansion: defines, options, rulesets, metadata. (Being written.)
