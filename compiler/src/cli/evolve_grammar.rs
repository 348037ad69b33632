//! `ludemic evolve --algo gp --language NAME`: the FDG card-game paper's grammar-guided GP on a
//! language written as a pest grammar (`crate::evolve::fdg_gp`). Prints the first game that is
//! not a seed and reaches the target fitness; writes OUT/report.json (set-up, best fitness per
//! generation, elimination reasons, the winner's measures) and OUT/best.EXT.

use std::path::PathBuf;
use std::time::Instant;

use ludemic_runtime::playout::process_cpu_seconds;
use serde_json::{json, Value};

use super::input::{read_source, Exit};
use super::print_json;
use crate::evolve::fdg_gp::{FdgGp, GpConfig, Judged};
use crate::evolve::language;

pub struct Config {
    pub language: String,
    pub gp: GpConfig,
    pub seeds: Vec<PathBuf>,
    pub out: PathBuf,
    pub threads: usize,
    pub json: bool,
    pub progress: bool,
}

fn judged(j: &Judged) -> Value {
    let m = &j.measures;
    json!({
        "text": j.text,
        "fitness": j.fitness,
        "stages": j.stages,
        "wingap": m.wingap,
        "wins": m.wins,
        "draws": m.draws,
        "avg_turns": m.avg_turns,
        "avg_useless": m.avg_useless,
        "mcts_win": m.mcts_win,
        "mcts_agent": m.mcts_agent,
    })
}

pub fn evolve(c: Config) -> Result<(), Exit> {
    let lang = language::by_name(&c.language).ok_or_else(|| {
        let known = language::NAMES.join(", ");
        if c.language == "cards" {
            Exit::usage(format!(
                "the card language's front end is not in this build; grammar languages: lud, {known}"
            ))
        } else {
            Exit::usage(format!("unknown language `{}`; languages: lud, {known}", c.language))
        }
    })?;
    let gp = FdgGp::new(&lang, c.gp.clone()).map_err(Exit::usage)?;
    let mut extra = Vec::new();
    for path in &c.seeds {
        extra.push((path.display().to_string(), read_source(path)?));
    }
    let seeds = gp.seed_trees(&extra).map_err(Exit::failure)?;
    std::fs::create_dir_all(&c.out)
        .map_err(|e| Exit::usage(format!("cannot create `{}`: {e}", c.out.display())))?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(c.threads)
        .build()
        .map_err(|e| Exit::usage(format!("cannot start the thread pool: {e}")))?;
    // Panics inside a candidate are caught and counted; keep the default hook quiet.
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let (start, cpu_start) = (Instant::now(), process_cpu_seconds());
    let show = c.progress && !c.json;
    let run = pool.install(|| {
        gp.run(seeds, &mut |g| {
            if show {
                let best = g.history.last().copied().flatten();
                eprintln!(
                    "generation {}: best fitness {} · {} candidates · {} eliminated",
                    g.generations,
                    best.map_or("-".into(), |b| format!("{b:.2}")),
                    g.stats.candidates,
                    g.stats.failures
                );
            }
        })
    });
    std::panic::set_hook(previous_hook);
    let (seconds, cpu_seconds) = (start.elapsed().as_secs_f64(), process_cpu_seconds() - cpu_start);
    let p = &c.gp.params;
    let report = json!({
        "algo": "gp",
        "language": lang.name,
        "seed": c.gp.seed,
        "setup": {
            "P": c.gp.axioms.players, "T": c.gp.axioms.tables, "I": c.gp.population,
            "E": p.playouts, "M": p.mcts_games, "W": p.wingap, "A": p.turns, "U": p.useless,
            "R": p.skill_weight, "target": c.gp.target, "max_draws": p.max_draw_share,
            "max_stages": p.max_stages, "agent": p.agent.to_string(),
        },
        "generations": run.generations,
        "candidates": run.candidates,
        "eliminated": run.failures,
        "seconds": seconds,
        "cpu_seconds": cpu_seconds,
        "best_fitness_per_generation": run.history,
        "elimination_reasons": run.failure_reasons,
        "found": run.found.as_ref().map(judged),
        "best": run.best.as_ref().map(judged),
    });
    std::fs::write(c.out.join("report.json"), serde_json::to_string_pretty(&report).expect("json"))
        .map_err(|e| Exit::usage(format!("cannot write the report: {e}")))?;
    let winner = run.found.as_ref().or(run.best.as_ref());
    if let Some(w) = winner {
        std::fs::write(c.out.join(format!("best.{}", lang.extension)), format!("{}\n", w.text))
            .map_err(|e| Exit::usage(format!("cannot write the winner: {e}")))?;
    }
    if c.json {
        print_json(&report);
        return Ok(());
    }
    match (&run.found, &run.best) {
        (Some(f), _) => println!(
            "a game reached the target after {} generations ({} candidates, {:.1} CPU-s), fitness {:.2}:\n{}",
            run.generations, run.candidates, cpu_seconds, f.fitness, f.text
        ),
        (None, Some(b)) => println!(
            "no game reached the target {} in {} generations ({} candidates, {:.1} CPU-s); the best, fitness {:.2}:\n{}",
            c.gp.target, run.generations, run.candidates, cpu_seconds, b.fitness, b.text
        ),
        (None, None) => println!(
            "every one of {} candidates was eliminated in {} generations",
            run.candidates, run.generations
        ),
    }
    println!("written to {}", c.out.display());
    Ok(())
}
