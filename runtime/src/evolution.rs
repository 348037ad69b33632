//! Evolving games: the algorithms, independent of the description language.
//!
//! A language plugs in through [`GenomeSpace`] (random genomes, Whigham's subtree mutation and
//! crossover, text) and the judge through a function from a genome to an [`Assessment`] or a
//! failure. Two algorithms use them:
//! - [`MapElites`] (Mouret & Clune; the structure of pyribs): a [`GridArchive`] over behaviour
//!   descriptors keeps the best genome of each cell; emitters propose batches (random genomes,
//!   mutations and crossovers of elites); a scheduler asks every emitter in turn, evaluates the
//!   batch in parallel and adds the results to the archive;
//! - [`GeneticProgramming`]: grammar-guided GP with a cascading fitness (lower is better),
//!   roulette-wheel selection, elitism, population seeded with known genomes plus random ones.
//!
//! Evaluations run in parallel on rayon; each candidate gets its own seed (from the run's seed
//! and its number), so a run is reproducible whatever the thread count (time limits aside).

use std::collections::BTreeMap;

use rayon::prelude::*;

use crate::rng::Rng;

/// What evolution needs of a description language.
pub trait GenomeSpace: Sync {
    type Genome: Clone + Send + Sync;
    fn random(&self, rng: &mut Rng) -> Self::Genome;
    fn mutate(&self, g: &Self::Genome, rng: &mut Rng) -> Self::Genome;
    fn crossover(&self, a: &Self::Genome, b: &Self::Genome, rng: &mut Rng) -> Self::Genome;
    /// The description text.
    fn text(&self, g: &Self::Genome) -> String;
}

/// How a candidate did.
#[derive(Clone, Debug, PartialEq)]
pub struct Assessment {
    /// Higher is better (MAP-Elites' objective; ≥ 0 so that the QD score is a sum of them).
    pub quality: f64,
    /// Behaviour descriptors, one per archive dimension.
    pub descriptors: Vec<f64>,
    /// Anything worth saving with the candidate (metrics), as `name, value` pairs.
    pub notes: Vec<(String, f64)>,
}

/// Judges a genome with a seed: an assessment, or why it failed.
pub type Judge<'a, G> = dyn Fn(&G, u64) -> Result<Assessment, String> + Sync + 'a;

/// One archive dimension: `bins` equal bins over `[low, high)` (values outside go to the ends).
#[derive(Clone, Debug, PartialEq)]
pub struct Dimension {
    pub name: String,
    pub low: f64,
    pub high: f64,
    pub bins: usize,
}

impl Dimension {
    pub fn bin(&self, x: f64) -> usize {
        if !x.is_finite() || x <= self.low {
            return 0;
        }
        (((x - self.low) / (self.high - self.low) * self.bins as f64) as usize).min(self.bins - 1)
    }
}

#[derive(Clone, Debug)]
pub struct Elite<G> {
    pub genome: G,
    pub assessment: Assessment,
    /// Which candidate of the run it was.
    pub candidate: u64,
}

/// MAP-Elites' grid archive: at most one elite per cell, the best found for it.
#[derive(Clone, Debug)]
pub struct GridArchive<G> {
    pub dims: Vec<Dimension>,
    pub cells: BTreeMap<Vec<usize>, Elite<G>>,
}

/// What adding a candidate did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    New,
    Improved,
    NotAdded,
}

impl<G: Clone> GridArchive<G> {
    pub fn new(dims: Vec<Dimension>) -> Self {
        GridArchive { dims, cells: BTreeMap::new() }
    }

    pub fn cell_of(&self, descriptors: &[f64]) -> Vec<usize> {
        self.dims.iter().zip(descriptors).map(|(d, &x)| d.bin(x)).collect()
    }

    pub fn add(&mut self, elite: Elite<G>) -> Added {
        let cell = self.cell_of(&elite.assessment.descriptors);
        match self.cells.get(&cell) {
            None => {
                self.cells.insert(cell, elite);
                Added::New
            }
            Some(old) if elite.assessment.quality > old.assessment.quality => {
                self.cells.insert(cell, elite);
                Added::Improved
            }
            Some(_) => Added::NotAdded,
        }
    }

    pub fn total_cells(&self) -> usize {
        self.dims.iter().map(|d| d.bins).product()
    }

    /// Filled cells over all cells.
    pub fn coverage(&self) -> f64 {
        self.cells.len() as f64 / self.total_cells().max(1) as f64
    }

    /// Sum of the elites' qualities (pyribs' QD score with offset 0).
    pub fn qd_score(&self) -> f64 {
        self.cells.values().map(|e| e.assessment.quality).sum()
    }

    pub fn best(&self) -> Option<&Elite<G>> {
        self.cells.values().max_by(|a, b| a.assessment.quality.total_cmp(&b.assessment.quality))
    }

    fn random_elite(&self, rng: &mut Rng) -> Option<&Elite<G>> {
        if self.cells.is_empty() {
            return None;
        }
        self.cells.values().nth(rng.below(self.cells.len()))
    }
}

/// Proposes candidates from the archive.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Emitter {
    /// Fresh random genomes (exploration; also what fills an empty archive).
    Random,
    /// Mutations of random elites.
    Mutation,
    /// Crossovers of two random elites, then a mutation with probability `mutation`.
    Crossover { mutation: f64 },
}

impl Emitter {
    fn ask<S: GenomeSpace>(
        &self,
        space: &S,
        archive: &GridArchive<S::Genome>,
        rng: &mut Rng,
    ) -> S::Genome {
        let elite = |rng: &mut Rng| archive.random_elite(rng).map(|e| e.genome.clone());
        match self {
            Emitter::Random => space.random(rng),
            Emitter::Mutation => match elite(rng) {
                Some(g) => space.mutate(&g, rng),
                None => space.random(rng),
            },
            Emitter::Crossover { mutation } => match (elite(rng), elite(rng)) {
                (Some(a), Some(b)) => {
                    let child = space.crossover(&a, &b, rng);
                    if rng.chance(*mutation) {
                        space.mutate(&child, rng)
                    } else {
                        child
                    }
                }
                _ => space.random(rng),
            },
        }
    }
}

/// Counts of one run (or of one generation).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RunStats {
    pub candidates: u64,
    pub failures: u64,
    pub added: u64,
}

/// MAP-Elites: archive, emitters, a round-robin scheduler.
pub struct MapElites<'a, S: GenomeSpace> {
    pub space: &'a S,
    pub archive: GridArchive<S::Genome>,
    pub emitters: Vec<Emitter>,
    pub seed: u64,
    /// Candidates evaluated so far (also numbers the next candidate, so a resumed run goes on
    /// with fresh seeds).
    pub candidates: u64,
    pub stats: RunStats,
    /// Why candidates failed, by reason (first line), with counts.
    pub failure_reasons: BTreeMap<String, u64>,
}

impl<'a, S: GenomeSpace> MapElites<'a, S> {
    pub fn new(space: &'a S, archive: GridArchive<S::Genome>, seed: u64) -> Self {
        MapElites {
            space,
            archive,
            emitters: vec![
                Emitter::Random,
                Emitter::Mutation,
                Emitter::Crossover { mutation: 0.5 },
            ],
            seed,
            candidates: 0,
            stats: RunStats::default(),
            failure_reasons: BTreeMap::new(),
        }
    }

    /// Evaluates `genomes` (as candidates numbered from `self.candidates`) and adds them.
    pub fn tell(&mut self, genomes: Vec<S::Genome>, judge: &Judge<'_, S::Genome>) -> RunStats {
        let first = self.candidates;
        let seed = self.seed;
        let results: Vec<(S::Genome, Result<Assessment, String>)> = genomes
            .into_par_iter()
            .enumerate()
            .map(|(i, g)| {
                let r = judge(&g, Rng::stream(seed ^ 0x5EED, first + i as u64).next_u64());
                (g, r)
            })
            .collect();
        let mut gen = RunStats::default();
        for (i, (genome, r)) in results.into_iter().enumerate() {
            gen.candidates += 1;
            match r {
                Ok(assessment) => {
                    let elite = Elite { genome, assessment, candidate: first + i as u64 };
                    if self.archive.add(elite) != Added::NotAdded {
                        gen.added += 1;
                    }
                }
                Err(why) => {
                    gen.failures += 1;
                    let reason = why.lines().next().unwrap_or_default().chars().take(120).collect();
                    *self.failure_reasons.entry(reason).or_default() += 1;
                }
            }
        }
        self.candidates += gen.candidates;
        self.stats.candidates += gen.candidates;
        self.stats.failures += gen.failures;
        self.stats.added += gen.added;
        gen
    }

    /// One generation: `batch` candidates, shared among the emitters in turn.
    pub fn step(&mut self, batch: usize, judge: &Judge<'_, S::Genome>) -> RunStats {
        let mut rng = Rng::stream(self.seed, self.candidates);
        let genomes: Vec<S::Genome> = (0..batch)
            .map(|i| {
                self.emitters[i % self.emitters.len()].ask(self.space, &self.archive, &mut rng)
            })
            .collect();
        self.tell(genomes, judge)
    }
}

/// One member of a GP population.
#[derive(Clone, Debug, PartialEq)]
pub struct Member<G> {
    pub genome: G,
    /// The cascading fitness once judged (lower is better).
    pub fitness: Option<f64>,
    /// A known game the run started from (or an unchanged copy of one): reaching the target
    /// with it does not end the run.
    pub seeded: bool,
}

/// Grammar-guided GP as the FDG card-game paper runs it (Font et al. 2013): a population of
/// `size` (I) seeded with known genomes plus random ones; each generation judges the new
/// members, removes those the cascade eliminated (failures), keeps the `elites` best,
/// breeds the rest by roulette-wheel selection (weights 1 / (1 + fitness)), Whigham crossover
/// and subtree mutation, and refills to `size` with random genomes; it stops once a member
/// that is not a seed reaches `target` (fitness ≤ target).
pub struct GeneticProgramming<'a, S: GenomeSpace> {
    pub space: &'a S,
    pub seed: u64,
    pub population: Vec<Member<S::Genome>>,
    /// Population size (I).
    pub size: usize,
    /// Members carried over unchanged each generation (elitism).
    pub elites: usize,
    pub crossover_rate: f64,
    pub mutation_rate: f64,
    /// Fitness at or below which a non-seed member ends the run.
    pub target: Option<f64>,
    pub candidates: u64,
    pub generations: u64,
    pub stats: RunStats,
    pub best: Option<(S::Genome, f64)>,
    /// The first non-seed member that reached the target, with its fitness.
    pub found: Option<(S::Genome, f64)>,
    /// Best fitness of the population after each generation (`None`: every member failed).
    pub history: Vec<Option<f64>>,
    /// Why members were removed, by reason, with counts.
    pub failure_reasons: BTreeMap<String, u64>,
    /// Texts of the seeds, to recognise unchanged copies of them.
    seed_texts: std::collections::HashSet<String>,
}

impl<'a, S: GenomeSpace> GeneticProgramming<'a, S> {
    /// A population of `size`: `seeds` first, random genomes for the rest.
    pub fn new(space: &'a S, seeds: Vec<S::Genome>, size: usize, seed: u64) -> Self {
        let mut rng = Rng::stream(seed, u64::MAX);
        let seed_texts = seeds.iter().map(|g| space.text(g)).collect();
        let mut population: Vec<Member<S::Genome>> = seeds
            .into_iter()
            .take(size)
            .map(|genome| Member { genome, fitness: None, seeded: true })
            .collect();
        while population.len() < size {
            population.push(Member {
                genome: space.random(&mut rng),
                fitness: None,
                seeded: false,
            });
        }
        GeneticProgramming {
            space,
            seed,
            population,
            size,
            elites: 2,
            crossover_rate: 0.7,
            mutation_rate: 0.3,
            target: None,
            candidates: 0,
            generations: 0,
            stats: RunStats::default(),
            best: None,
            found: None,
            history: Vec::new(),
            failure_reasons: BTreeMap::new(),
            seed_texts,
        }
    }

    /// Judges the unjudged members and removes those that failed; `fitness` is lower-is-better
    /// (failures: `Err`, with the reason).
    fn score(&mut self, fitness: &Judge<'_, S::Genome>) -> RunStats {
        let first = self.candidates;
        let seed = self.seed;
        let todo: Vec<usize> =
            (0..self.population.len()).filter(|&i| self.population[i].fitness.is_none()).collect();
        let pop = &self.population;
        let results: Vec<(usize, Result<Assessment, String>)> = todo
            .par_iter()
            .enumerate()
            .map(|(k, &i)| {
                let s = Rng::stream(seed ^ 0x5EED, first + k as u64).next_u64();
                (i, fitness(&pop[i].genome, s))
            })
            .collect();
        let mut gen = RunStats::default();
        let mut failed = vec![false; self.population.len()];
        for (i, r) in results {
            gen.candidates += 1;
            match r {
                Ok(a) => {
                    // The judge's quality is the fitness here.
                    let f = if a.quality.is_nan() { f64::INFINITY } else { a.quality };
                    let m = &mut self.population[i];
                    m.fitness = Some(f);
                    if self.best.as_ref().is_none_or(|b| f < b.1) {
                        self.best = Some((m.genome.clone(), f));
                    }
                    if !m.seeded && self.found.is_none() && self.target.is_some_and(|t| f <= t) {
                        self.found = Some((m.genome.clone(), f));
                    }
                }
                Err(why) => {
                    gen.failures += 1;
                    failed[i] = true;
                    let reason = why.lines().next().unwrap_or_default().to_string();
                    *self.failure_reasons.entry(reason).or_default() += 1;
                }
            }
        }
        // The cascade removes what it eliminated: they take no part in selection.
        let mut i = 0;
        self.population.retain(|_| {
            i += 1;
            !failed[i - 1]
        });
        self.candidates += gen.candidates;
        self.stats.candidates += gen.candidates;
        self.stats.failures += gen.failures;
        gen
    }

    /// Whether `g` is one of the seeds, unchanged.
    fn is_seed(&self, g: &S::Genome) -> bool {
        !self.seed_texts.is_empty() && self.seed_texts.contains(&self.space.text(g))
    }

    /// One generation: judge and eliminate; stop if a non-seed reached the target; otherwise
    /// keep the elites, breed offspring from the survivors, refill with random genomes.
    /// Returns this generation's counts.
    pub fn step(&mut self, fitness: &Judge<'_, S::Genome>) -> RunStats {
        let gen = self.score(fitness);
        self.generations += 1;
        let mut ranked = std::mem::take(&mut self.population);
        ranked.sort_by(|a, b| {
            a.fitness.unwrap_or(f64::INFINITY).total_cmp(&b.fitness.unwrap_or(f64::INFINITY))
        });
        self.history.push(ranked.first().and_then(|m| m.fitness));
        if self.found.is_some() {
            self.population = ranked;
            return gen;
        }
        let mut rng = Rng::stream(self.seed, self.candidates);
        // Roulette over 1 / (1 + fitness).
        let weights: Vec<f64> = ranked
            .iter()
            .map(|m| {
                let f = m.fitness.unwrap_or(f64::INFINITY);
                if f.is_finite() {
                    1.0 / (1.0 + f.max(0.0))
                } else {
                    0.0
                }
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let spin = |rng: &mut Rng| -> usize {
            if total <= 0.0 {
                return rng.below(ranked.len());
            }
            let mut x = rng.f64() * total;
            for (i, w) in weights.iter().enumerate() {
                if x < *w {
                    return i;
                }
                x -= w;
            }
            ranked.len() - 1
        };
        let survivors = ranked.len();
        let mut next: Vec<Member<S::Genome>> =
            ranked.iter().take(self.elites.min(self.size)).cloned().collect();
        // Offspring replace the survivors that are not elites; the places of the eliminated
        // are refilled with random genomes below.
        while survivors > 0 && next.len() < survivors.min(self.size) {
            let a = &ranked[spin(&mut rng)].genome;
            let mut child = if rng.chance(self.crossover_rate) {
                let b = &ranked[spin(&mut rng)].genome;
                self.space.crossover(a, b, &mut rng)
            } else {
                a.clone()
            };
            if rng.chance(self.mutation_rate) {
                child = self.space.mutate(&child, &mut rng);
            }
            let seeded = self.is_seed(&child);
            next.push(Member { genome: child, fitness: None, seeded });
        }
        while next.len() < self.size {
            next.push(Member { genome: self.space.random(&mut rng), fitness: None, seeded: false });
        }
        self.population = next;
        gen
    }

    /// Runs generations until a non-seed member reaches the target or `generations` have run.
    pub fn run(&mut self, generations: u64, fitness: &Judge<'_, S::Genome>) {
        for _ in 0..generations {
            if self.found.is_some() {
                return;
            }
            self.step(fitness);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Genomes are integers; mutation adds ±1..3, crossover averages.
    struct Ints;
    impl GenomeSpace for Ints {
        type Genome = i64;
        fn random(&self, rng: &mut Rng) -> i64 {
            rng.below(100) as i64
        }
        fn mutate(&self, g: &i64, rng: &mut Rng) -> i64 {
            g + rng.below(7) as i64 - 3
        }
        fn crossover(&self, a: &i64, b: &i64, _: &mut Rng) -> i64 {
            (a + b) / 2
        }
        fn text(&self, g: &i64) -> String {
            g.to_string()
        }
    }

    fn judge(g: &i64, _: u64) -> Result<Assessment, String> {
        if g % 10 == 7 {
            return Err("sevens fail".into());
        }
        Ok(Assessment {
            quality: (*g as f64).abs(),
            descriptors: vec![*g as f64],
            notes: Vec::new(),
        })
    }

    #[test]
    fn map_elites_fills_the_archive_and_survives_failures() {
        let dims = vec![Dimension { name: "value".into(), low: 0.0, high: 100.0, bins: 10 }];
        let mut me = MapElites::new(&Ints, GridArchive::new(dims), 1);
        for _ in 0..30 {
            me.step(20, &judge);
        }
        assert_eq!(me.stats.candidates, 600);
        assert!(me.stats.failures > 0 && me.failure_reasons["sevens fail"] == me.stats.failures);
        assert!(me.archive.coverage() >= 0.9, "{}", me.archive.coverage());
        // Each cell holds the best value seen in it: the top of its bin, but never a 7.
        let best = me.archive.best().unwrap();
        assert!(best.genome >= 98, "{}", best.genome);
        assert!(me.archive.cells.values().all(|e| e.genome % 10 != 7));
        assert!(
            (me.archive.qd_score()
                - me.archive.cells.values().map(|e| e.genome as f64).sum::<f64>())
            .abs()
                < 1e-9
        );
        // Reproducible.
        let mut again = MapElites::new(&Ints, GridArchive::new(me.archive.dims.clone()), 1);
        for _ in 0..30 {
            again.step(20, &judge);
        }
        let values = |m: &MapElites<'_, Ints>| {
            m.archive.cells.values().map(|e| e.genome).collect::<Vec<_>>()
        };
        assert_eq!(values(&again), values(&me));
    }

    #[test]
    fn gp_minimises_the_fitness() {
        // Fitness |g - 40|: the population converges near 40.
        let fit = |g: &i64, _: u64| -> Result<Assessment, String> {
            if *g < 0 {
                return Err("negative".into());
            }
            Ok(Assessment {
                quality: (*g - 40).abs() as f64,
                descriptors: Vec::new(),
                notes: Vec::new(),
            })
        };
        let mut gp = GeneticProgramming::new(&Ints, vec![90, 95], 30, 4);
        for _ in 0..40 {
            gp.step(&fit);
        }
        let (g, f) = gp.best.clone().unwrap();
        assert!(f <= 1.0, "best {g} with fitness {f}");
        assert_eq!(gp.population.len(), 30);
        assert_eq!(gp.history.len(), 40);
        // The best of each generation never gets worse: the elites are kept.
        let h: Vec<f64> = gp.history.iter().map(|b| b.unwrap()).collect();
        assert!(h.windows(2).all(|w| w[1] <= w[0]), "{h:?}");
    }

    #[test]
    fn gp_removes_the_eliminated_refills_and_stops_at_a_non_seed_reaching_the_target() {
        // Odd genomes are eliminated; fitness |g - 40|; target 0. The seed 40 is at the target
        // already but, being a seed, does not end the run.
        let fit = |g: &i64, _: u64| -> Result<Assessment, String> {
            if g.rem_euclid(2) == 1 {
                return Err("odd".into());
            }
            Ok(Assessment {
                quality: (*g - 40).abs() as f64,
                descriptors: Vec::new(),
                notes: Vec::new(),
            })
        };
        let mut gp = GeneticProgramming::new(&Ints, vec![40], 20, 6);
        gp.target = Some(0.0);
        gp.step(&fit);
        assert!(gp.population[0].seeded && gp.population[0].fitness == Some(0.0));
        let eliminated = gp.failure_reasons.get("odd").copied().unwrap_or(0);
        assert!(eliminated > 0, "some random genomes are odd");
        // Refilled to I after the generation.
        assert_eq!(gp.population.len(), 20);
        gp.run(200, &fit);
        let (g, f) = gp.found.clone().expect("a non-seed 40 is bred");
        assert_eq!((g, f), (40, 0.0));
        let generations = gp.generations;
        assert!(generations < 200, "stopped early");
        // Found members are never seeds; one more run call does nothing.
        gp.run(5, &fit);
        assert_eq!(gp.generations, generations);
        // Reproducible.
        let mut again = GeneticProgramming::new(&Ints, vec![40], 20, 6);
        again.target = Some(0.0);
        again.run(200, &fit);
        assert_eq!((again.generations, again.history.clone()), (generations, gp.history.clone()));
    }

    #[test]
    fn bins() {
        let d = Dimension { name: "x".into(), low: 0.0, high: 10.0, bins: 5 };
        assert_eq!(
            [
                d.bin(-1.0),
                d.bin(0.0),
                d.bin(1.9),
                d.bin(2.0),
                d.bin(9.99),
                d.bin(50.0),
                d.bin(f64::NAN)
            ],
            [0, 0, 0, 1, 4, 4, 0]
        );
    }
}
