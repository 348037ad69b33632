//! Evolving `.lud` games: genomes from the grammar of the ludeme table, judged by compiling
//! each candidate with the JIT and playing it. The algorithms (MAP-Elites, GP) are the
//! runtime's (`ludemic_runtime::evolution`), generic over [`GenomeSpace`]; this module is the
//! `.lud` side: [`genome::LudGrammar`] implements the space and [`evaluate`] the judge. A JSON
//! front end adds its own space and reuses the rest.

pub mod cards;
pub mod evaluate;
pub mod fdg_gp;
pub mod features;
pub mod genome;
pub mod grammar;
pub mod language;
pub mod pest_gp;
pub mod race;

use ludemic_runtime::evolution::GenomeSpace;
use ludemic_runtime::Rng;

use crate::front::ludii::ast::{self, Node};

pub use evaluate::{evaluate, EvalConfig, Evaluation, FitnessParams};
pub use features::Features;
pub use genome::LudGrammar;

impl GenomeSpace for LudGrammar {
    type Genome = Node;
    fn random(&self, rng: &mut Rng) -> Node {
        LudGrammar::random(self, rng)
    }
    fn mutate(&self, g: &Node, rng: &mut Rng) -> Node {
        LudGrammar::mutate(self, g, rng)
    }
    fn crossover(&self, a: &Node, b: &Node, rng: &mut Rng) -> Node {
        LudGrammar::crossover(self, a, b, rng)
    }
    fn text(&self, g: &Node) -> String {
        ast::to_text(g)
    }
}
