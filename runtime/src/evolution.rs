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

/// Grammar-guided GP: a population, roulette selection on the cascading fitness (lower is
/// better; failures are discarded), elitism, crossover and mutation.
pub struct GeneticProgramming<'a, S: GenomeSpace> {
    pub space: &'a S,
    pub seed: u64,
    pub population: Vec<(S::Genome, Option<f64>)>,
    /// Genomes carried over unchanged each generation.
    pub elites: usize,
    pub crossover_rate: f64,
    pub mutation_rate: f64,
    pub candidates: u64,
    pub stats: RunStats,
    pub best: Option<(S::Genome, f64)>,
}

impl<'a, S: GenomeSpace> GeneticProgramming<'a, S> {
    /// A population of `size`: `seeds` first, random genomes for the rest.
    pub fn new(space: &'a S, seeds: Vec<S::Genome>, size: usize, seed: u64) -> Self {
        let mut rng = Rng::stream(seed, u64::MAX);
        let mut population: Vec<(S::Genome, Option<f64>)> =
            seeds.into_iter().take(size).map(|g| (g, None)).collect();
        while population.len() < size {
            population.push((space.random(&mut rng), None));
        }
        GeneticProgramming {
            space,
            seed,
            population,
            elites: 2,
            crossover_rate: 0.7,
            mutation_rate: 0.3,
            candidates: 0,
            stats: RunStats::default(),
            best: None,
        }
    }

    /// Scores the unscored members; `fitness` is lower-is-better (failures: `Err`).
    fn score(&mut self, fitness: &Judge<'_, S::Genome>) -> RunStats {
        let first = self.candidates;
        let seed = self.seed;
        let todo: Vec<usize> =
            (0..self.population.len()).filter(|&i| self.population[i].1.is_none()).collect();
        let pop = &self.population;
        let results: Vec<(usize, Result<Assessment, String>)> = todo
            .par_iter()
            .enumerate()
            .map(|(k, &i)| {
                (i, fitness(&pop[i].0, Rng::stream(seed ^ 0x5EED, first + k as u64).next_u64()))
            })
            .collect();
        let mut gen = RunStats::default();
        for (i, r) in results {
            gen.candidates += 1;
            // The judge's quality is the fitness here; failures rank below everything.
            let f = match r {
                Ok(a) => a.quality,
                Err(_) => {
                    gen.failures += 1;
                    f64::INFINITY
                }
            };
            self.population[i].1 = Some(f);
            if f.is_finite() && self.best.as_ref().map_or(true, |b| f < b.1) {
                self.best = Some((self.population[i].0.clone(), f));
            }
        }
        self.candidates += gen.candidates;
        self.stats.candidates += gen.candidates;
        self.stats.failures += gen.failures;
        gen
    }

    /// Scores the population, then breeds the next one.
    pub fn step(&mut self, fitness: &Judge<'_, S::Genome>) -> RunStats {
        let gen = self.score(fitness);
        let mut rng = Rng::stream(self.seed, self.candidates);
        let mut ranked: Vec<(S::Genome, f64)> =
            self.population.iter().map(|(g, f)| (g.clone(), f.unwrap_or(f64::INFINITY))).collect();
        ranked.sort_by(|a, b| a.1.total_cmp(&b.1));
        // Roulette over 1 / (1 + fitness); failures get no share.
        let weights: Vec<f64> = ranked
            .iter()
            .map(|(_, f)| if f.is_finite() { 1.0 / (1.0 + f.max(0.0)) } else { 0.0 })
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
        let size = self.population.len();
        let mut next: Vec<(S::Genome, Option<f64>)> = ranked
            .iter()
            .take(self.elites.min(size))
            .filter(|(_, f)| f.is_finite())
            .map(|(g, f)| (g.clone(), Some(*f)))
            .collect();
        while next.len() < size {
            let a = &ranked[spin(&mut rng)].0;
            let mut child = if rng.chance(self.crossover_rate) {
                let b = &ranked[spin(&mut rng)].0;
                self.space.crossover(a, b, &mut rng)
            } else {
                a.clone()
            };
            if rng.chance(self.mutation_rate) {
                child = self.space.mutate(&child, &mut rng);
            }
            next.push((child, None));
        }
        self.population = next;
        gen
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
