//! The FDG card-game paper's evolutionary system (Font, Mahlmann, Manrique and Togelius 2013)
//! on any [`GrammarLanguage`]: genomes are derivation trees of the language's pest grammar
//! ([`PestGrammar`]); the population of I starts with the language's seeds plus random trees;
//! each candidate is compiled and judged by the cascade and fitness of
//! [`ludemic_runtime::fdg`]; roulette selection, Whigham crossover and subtree mutation breed the
//! next generation ([`GeneticProgramming`]); the run stops when a candidate that is not a seed
//! reaches the target fitness.
//!
//! The paper's letters, as read from its text: P players and T table locations are the card
//! language's axioms ([`Axioms`]); I the population; E the random playouts per candidate; M
//! the games of MCTS in seat 1; W, A, U the targets of wingap (in wins over E), turns to
//! finish and useless turns; R the weight of (1 − MCTS win).
//!
//! A candidate is judged with a seed drawn from its text and the run's seed, so judging the
//! same text again gives the same measures (the winner's report is reproducible).

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use ludemic_runtime::evolution::{Assessment, GeneticProgramming};
use ludemic_runtime::fdg::{judge, FdgMeasures, FdgParams, Guard, Rejected};
use ludemic_runtime::game::text_hash;

use super::language::{Axioms, GrammarLanguage};
use super::pest_gp::{PestGrammar, Tree};

#[derive(Clone, Debug)]
pub struct GpConfig {
    /// Population (I).
    pub population: usize,
    /// Generations before giving up without reaching the target.
    pub generations: u64,
    /// Fitness at or below which a non-seed candidate ends the run.
    pub target: f64,
    /// Members kept unchanged each generation.
    pub elites: usize,
    pub crossover_rate: f64,
    pub mutation_rate: f64,
    /// E, M, W, A, U, R and the cascade's thresholds.
    pub params: FdgParams,
    /// P and T.
    pub axioms: Axioms,
    pub seed: u64,
    /// Wall-clock time to compile and judge one candidate.
    pub time_limit: Duration,
    /// Moves after which a playout counts as unfinished, below the game's own limit.
    pub max_moves: u32,
    pub max_branching: usize,
    /// Depth bound of random derivation trees.
    pub max_depth: u32,
}

impl Default for GpConfig {
    /// The paper's set-up: I = 100, target 20, [`FdgParams::default`], P = 3, T = 2. The
    /// paper states no elitism, crossover or mutation rates: 2 elites, 0.7 and 0.3 here.
    fn default() -> Self {
        GpConfig {
            population: 100,
            generations: 100,
            target: 20.0,
            elites: 2,
            crossover_rate: 0.7,
            mutation_rate: 0.3,
            params: FdgParams::default(),
            axioms: Axioms::default(),
            seed: 0,
            time_limit: Duration::from_secs(10),
            max_moves: 5000,
            max_branching: 4096,
            max_depth: 12,
        }
    }
}

/// A judged game of the run.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub text: String,
    pub fitness: f64,
    pub stages: usize,
    pub measures: FdgMeasures,
}

#[derive(Clone, Debug)]
pub struct GpRun {
    pub generations: u64,
    pub candidates: u64,
    pub failures: u64,
    /// Best fitness after each generation.
    pub history: Vec<Option<f64>>,
    /// Why candidates were eliminated or failed, by reason, with counts.
    pub failure_reasons: BTreeMap<String, u64>,
    /// The first non-seed candidate that reached the target.
    pub found: Option<Judged>,
    /// The best candidate of the run (possibly a seed).
    pub best: Option<Judged>,
}

/// The grammar-guided GP of one language, ready to judge and run.
pub struct FdgGp<'l> {
    pub language: &'l GrammarLanguage,
    pub grammar: PestGrammar,
    pub config: GpConfig,
    stage_rule: Option<u32>,
}

impl<'l> FdgGp<'l> {
    pub fn new(language: &'l GrammarLanguage, config: GpConfig) -> Result<Self, String> {
        let mut grammar = PestGrammar::new(language.grammar, language.start)
            .map_err(|e| format!("the {} grammar: {e}", language.name))?;
        grammar.grow.max_depth = config.max_depth;
        let stage_rule = match language.stage_rule {
            Some(name) => Some(grammar.rule_id(name).ok_or_else(|| {
                format!("the {} grammar has no stage rule `{name}`", language.name)
            })?),
            None => None,
        };
        Ok(FdgGp { language, grammar, config, stage_rule })
    }

    /// The derivation trees of the language's seeds and of `extra` texts (name, text).
    pub fn seed_trees(&self, extra: &[(String, String)]) -> Result<Vec<Tree>, String> {
        let own = self.language.seeds.iter().map(|(n, t)| (n.to_string(), t.to_string()));
        own.chain(extra.iter().cloned())
            .map(|(name, text)| {
                self.grammar.parse(&text).map_err(|e| format!("seed `{name}`: {e}"))
            })
            .collect()
    }

    /// Compiles and judges one tree: the cascade's verdict or the fitness with its measures.
    pub fn judge(&self, tree: &Tree) -> Result<Judged, String> {
        let text = self.grammar.text(tree);
        let stages = self.stage_rule.map_or(0, |r| tree.count(r));
        let seed = text_hash(&text) ^ self.config.seed;
        let c = &self.config;
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let start = Instant::now();
            let game = (self.language.compile)(&text, &c.axioms)
                .map_err(|e| format!("does not compile: {}", e.lines().next().unwrap_or("")))?;
            let guard = Guard {
                max_moves: c.max_moves,
                max_branching: c.max_branching,
                deadline: Some(start + c.time_limit),
            };
            judge(&game, stages, &c.params, seed, &guard).map_err(|r| match r {
                Rejected::Eliminated(e) => e.to_string(),
                Rejected::Failed(why) => why,
            })
        }));
        let score = match outcome {
            Ok(r) => r?,
            Err(panic) => {
                let msg = panic
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| panic.downcast_ref::<&str>().copied())
                    .unwrap_or("a panic");
                return Err(format!("crashed while evaluating: {msg}"));
            }
        };
        Ok(Judged { text, fitness: score.fitness, stages, measures: score.measures })
    }

    /// Runs the GP from the seeds until the target or `config.generations`; `each` is called
    /// after every generation (progress).
    pub fn run(
        &self,
        seeds: Vec<Tree>,
        each: &mut dyn FnMut(&GeneticProgramming<'_, PestGrammar>),
    ) -> GpRun {
        let c = &self.config;
        let fitness = |g: &Tree, _seed: u64| {
            self.judge(g).map(|j| Assessment {
                quality: j.fitness,
                descriptors: Vec::new(),
                notes: Vec::new(),
            })
        };
        let mut gp = GeneticProgramming::new(&self.grammar, seeds, c.population, c.seed);
        gp.elites = c.elites;
        gp.crossover_rate = c.crossover_rate;
        gp.mutation_rate = c.mutation_rate;
        gp.target = Some(c.target);
        for _ in 0..c.generations {
            gp.step(&fitness);
            each(&gp);
            if gp.found.is_some() {
                break;
            }
        }
        // Judging is deterministic per text: the winners' measures are those the run saw.
        let rejudge = |g: &Option<(Tree, f64)>| g.as_ref().and_then(|(t, _)| self.judge(t).ok());
        GpRun {
            generations: gp.generations,
            candidates: gp.stats.candidates,
            failures: gp.stats.failures,
            history: gp.history.clone(),
            failure_reasons: gp.failure_reasons.clone(),
            found: rejudge(&gp.found),
            best: rejudge(&gp.best),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evolve::race;

    fn small() -> GpConfig {
        GpConfig {
            population: 24,
            generations: 30,
            params: FdgParams {
                playouts: 30,
                mcts_games: 3,
                agent: "mcts:30".parse().unwrap(),
                max_stages: 3,
                ..FdgParams::default()
            },
            seed: 1,
            max_depth: 7,
            ..GpConfig::default()
        }
    }

    #[test]
    fn the_cascade_and_fitness_judge_compiled_texts() {
        let lang = race::language();
        let gp = FdgGp::new(&lang, small()).unwrap();
        let tree = |t: &str| gp.grammar.parse(t).unwrap();
        // Too many stages (4 > 3), before any playout.
        let four = "stage if always then advance 1 ".repeat(4) + "first to 10 wins";
        assert_eq!(gp.judge(&tree(&four)).unwrap_err(), "too many stages: 4 (most 3)");
        // Nobody can ever score: every playout runs into the limits.
        let stuck = "stage if above 5 then advance 1 first to 10 wins";
        assert_eq!(gp.judge(&tree(stuck)).unwrap_err(), "did not finish 30 of 30 playouts");
        // Seat 1 wins every game in 10 of its turns; seats 2 and 3 pass a stage-2 round each
        // round: fitness |30 − 25| + |55 − 30| + |27 − 9| + (1 − 1)·25 = 48.
        let text =
            "stage if always then advance 1 stage if above 50 then advance 1 first to 10 wins";
        let j = gp.judge(&tree(text)).unwrap();
        assert_eq!((j.stages, j.measures.wins.as_slice()), (2, &[30, 0, 0][..]));
        assert_eq!((j.measures.avg_turns, j.measures.avg_useless), (55.0, 27.0));
        assert_eq!(j.measures.mcts_win, Some(1.0));
        assert!((j.fitness - (5.0 + 25.0 + 18.0)).abs() < 1e-9, "{j:?}");
        // Judging is a function of the text.
        assert_eq!(gp.judge(&tree(text)).unwrap(), j);
    }

    #[test]
    fn the_loop_finds_a_non_seed_game_at_the_target_and_prints_it() {
        let lang = race::language();
        let config = GpConfig { target: 20.0, ..small() };
        let gp = FdgGp::new(&lang, config).unwrap();
        let seeds = gp.seed_trees(&[]).unwrap();
        assert_eq!(seeds.len(), race::SEEDS.len());
        let mut sizes = Vec::new();
        let run = gp.run(seeds, &mut |g| sizes.push(g.population.len()));
        // Refilled to I after every generation but the last (which stops with the survivors).
        assert!(sizes[..sizes.len() - 1].iter().all(|&n| n == 24), "{sizes:?}");
        assert!(sizes.len() > 1, "the seeds and the first random games miss the target");
        let found = run.found.clone().unwrap_or_else(|| panic!("no game reached 20: {run:?}"));
        assert!(found.fitness <= 20.0, "{found:?}");
        assert!(!race::SEEDS
            .iter()
            .any(|(_, t)| gp.grammar.text(&gp.grammar.parse(t).unwrap()) == found.text));
        // The printed winner is a valid text that compiles and scores the same again.
        let again = gp.judge(&gp.grammar.parse(&found.text).unwrap()).unwrap();
        assert_eq!(again, found);
        // The cascade removed candidates on the way, and the best fitness is recorded per
        // generation.
        assert!(run.failures > 0 && !run.failure_reasons.is_empty(), "{run:?}");
        assert_eq!(run.history.len() as u64, run.generations);
        // Reproducible.
        let rerun = FdgGp::new(&lang, GpConfig { target: 20.0, ..small() }).unwrap();
        let r2 = rerun.run(rerun.seed_trees(&[]).unwrap(), &mut |_| {});
        assert_eq!((r2.generations, r2.found), (run.generations, run.found));
    }

    #[test]
    fn seeds_that_do_not_parse_are_named() {
        let lang = race::language();
        let gp = FdgGp::new(&lang, small()).unwrap();
        let e = gp.seed_trees(&[("mine".into(), "stage first to 3 wins".into())]).unwrap_err();
        assert!(e.starts_with("seed `mine`: "), "{e}");
    }
}
