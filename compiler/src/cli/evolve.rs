//! `ludemic evolve`: evolve `.lud` games with MAP-Elites or grammar-guided GP, every candidate
//! JIT-compiled and played (see `crate::evolve`). Writes the archive as description files, a
//! JSON report and an SVG heatmap; `--resume` goes on from the saved archive.

use std::path::{Path, PathBuf};
use std::time::Instant;

use ludemic_runtime::evolution::{
    Assessment, Dimension, Elite, GeneticProgramming, GridArchive, MapElites,
};
use ludemic_runtime::playout::process_cpu_seconds;
use serde::Serialize;
use serde_json::{json, Value};

use super::input::{read_source, Exit};
use super::print_json;
use crate::driver::{expand_ludii, LudiiOptions};
use crate::evolve::{evaluate, EvalConfig, LudGrammar};
use crate::front::ludii::ast::{self, Node};
use crate::front::ludii::expand::DefineLibrary;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Algo {
    Gp,
    MapElites,
}

pub struct Config {
    pub algo: Algo,
    pub generations: u64,
    pub batch: usize,
    pub seed: u64,
    pub out: PathBuf,
    pub resume: bool,
    pub threads: usize,
    pub json: bool,
    /// Known games that seed the population (GP) or the archive (MAP-Elites).
    pub seeds: Vec<PathBuf>,
    pub eval: EvalConfig,
    pub progress: bool,
}

#[derive(Serialize)]
struct Summary {
    algo: &'static str,
    candidates: u64,
    seconds: f64,
    candidates_per_second: f64,
    /// CPU seconds of all the run's threads: on a shared machine, wall time depends on the
    /// other load and this does not.
    cpu_seconds: f64,
    candidates_per_cpu_second: f64,
    archive_size: usize,
    coverage: f64,
    qd_score: f64,
    failures: u64,
    best_quality: Option<f64>,
    out: String,
}

/// The archive's behaviour descriptors: two from the game's IR (board size; captures and
/// lines, `crate::evolve::Features`) and one from play (length in turns). The heatmap shows
/// board size × length.
fn dimensions() -> Vec<Dimension> {
    let d = |name: &str, low: f64, high: f64, bins: usize| Dimension {
        name: name.into(),
        low,
        high,
        bins,
    };
    vec![
        d("board_sites", 0.0, 128.0, 8),
        d("avg_turns", 0.0, 160.0, 8),
        d("captures_lines", 0.0, 4.0, 4),
    ]
}

fn assessment(e: &crate::evolve::Evaluation) -> Assessment {
    let f = &e.features;
    let kind = f64::from(u8::from(f.uses_captures) + 2 * u8::from(f.uses_lines));
    let mut notes: Vec<(String, f64)> = vec![
        ("fitness".into(), e.fitness),
        ("players".into(), e.players as f64),
        ("wingap".into(), e.wingap),
        ("avg_turns".into(), e.avg_turns),
        ("avg_useless".into(), e.avg_useless),
        ("draws".into(), e.draws),
        ("piece_kinds".into(), f.piece_kinds as f64),
        ("uses_hands".into(), f64::from(u8::from(f.uses_hands))),
        ("compile_ms".into(), e.compile_ms),
    ];
    // One win rate per seat, however many players the candidate has.
    notes.extend(e.win_rates.iter().enumerate().map(|(i, w)| (format!("win_rate_p{}", i + 1), *w)));
    Assessment {
        quality: e.quality,
        descriptors: vec![f.board_sites as f64, e.avg_turns, kind],
        notes,
    }
}

fn read_game(path: &Path) -> Result<Node, Exit> {
    let text = read_source(path)?;
    expand_ludii(
        &path.display().to_string(),
        &text,
        &DefineLibrary::default(),
        &LudiiOptions::default(),
    )
    .map(|(n, _, _)| n)
    .map_err(|(_, f)| Exit::failure(f.render(super::input::color())))
}

pub fn evolve(c: Config) -> Result<(), Exit> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(c.threads)
        .build()
        .map_err(|e| Exit::usage(format!("cannot start the thread pool: {e}")))?;
    std::fs::create_dir_all(c.out.join("archive"))
        .map_err(|e| Exit::usage(format!("cannot create `{}`: {e}", c.out.display())))?;
    let seeds = c.seeds.iter().map(|p| read_game(p)).collect::<Result<Vec<_>, _>>()?;
    let space = LudGrammar::new();
    let eval = c.eval.clone();
    // JIT faults and other panics inside a candidate are caught and counted as failures; keep
    // the default hook from printing each of them.
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let start = Instant::now();
    let cpu_start = process_cpu_seconds();
    let result = pool.install(|| match c.algo {
        Algo::MapElites => run_map_elites(&c, &space, &eval, seeds),
        Algo::Gp => run_gp(&c, &space, &eval, seeds),
    });
    std::panic::set_hook(previous_hook);
    let (summary, report) = result?;
    let seconds = start.elapsed().as_secs_f64();
    let cpu_seconds = process_cpu_seconds() - cpu_start;
    let summary = Summary {
        seconds,
        candidates_per_second: summary.candidates as f64 / seconds.max(1e-9),
        cpu_seconds,
        candidates_per_cpu_second: summary.candidates as f64 / cpu_seconds.max(1e-9),
        ..summary
    };
    let mut report = report;
    report["summary"] = serde_json::to_value(&summary).expect("serialisable");
    std::fs::write(
        c.out.join("report.json"),
        serde_json::to_string_pretty(&report).expect("serialisable"),
    )
    .map_err(|e| Exit::usage(format!("cannot write the report: {e}")))?;
    if c.json {
        print_json(&summary);
    } else {
        println!(
            "{} candidates in {:.1} s ({:.0}/s; {:.1} CPU-s, {:.0}/CPU-s), {} failures; archive {} elites, coverage {:.3}, QD score {:.3}, best {}",
            summary.candidates,
            summary.seconds,
            summary.candidates_per_second,
            summary.cpu_seconds,
            summary.candidates_per_cpu_second,
            summary.failures,
            summary.archive_size,
            summary.coverage,
            summary.qd_score,
            summary.best_quality.map_or("-".into(), |q| format!("{q:.3}")),
        );
        println!("written to {}", c.out.display());
    }
    Ok(())
}

type Run = Result<(Summary, Value), Exit>;

/// The progress line of a long run (on a terminal only): generations done, candidates per
/// second so far and the time left at that rate.
fn progress(
    c: &Config,
    start: Instant,
    generation: u64,
    candidates: u64,
    failures: u64,
    extra: &str,
) {
    if c.progress && !c.json {
        use std::io::Write;
        let width = 30;
        let done = ((generation * width) / c.generations.max(1)) as usize;
        let seconds = start.elapsed().as_secs_f64();
        let left =
            seconds / generation.max(1) as f64 * c.generations.saturating_sub(generation) as f64;
        eprint!(
            "\r[{}{}] generation {generation}/{} · {candidates} candidates ({:.0}/s) · {failures} failures · {extra} · {:.0} s left   ",
            "#".repeat(done),
            "-".repeat(width as usize - done),
            c.generations,
            candidates as f64 / seconds.max(1e-9),
            left,
        );
        let _ = std::io::stderr().flush();
        if generation == c.generations {
            eprintln!();
        }
    }
}

fn run_map_elites(c: &Config, space: &LudGrammar, eval: &EvalConfig, seeds: Vec<Node>) -> Run {
    let judge = |g: &Node, seed: u64| evaluate(g, eval, seed).map(|e| assessment(&e));
    let mut me = MapElites::new(space, GridArchive::new(dimensions()), c.seed);
    if c.resume {
        resume(&c.out, &mut me)?;
    }
    if !seeds.is_empty() {
        me.tell(seeds, &judge);
    }
    let start = Instant::now();
    for g in 1..=c.generations {
        me.step(c.batch, &judge);
        progress(
            c,
            start,
            g,
            me.stats.candidates,
            me.stats.failures,
            &format!("coverage {:.3}", me.archive.coverage()),
        );
    }
    save_archive(&c.out, space, &me.archive)?;
    write_heatmap(&c.out.join("heatmap.svg"), &me.archive)?;
    let elites: Vec<Value> = me
        .archive
        .cells
        .iter()
        .map(|(cell, e)| {
            json!({
                "cell": cell,
                "file": format!("archive/{}.lud", cell_name(cell)),
                "quality": e.assessment.quality,
                "descriptors": e.assessment.descriptors,
                "notes": e.assessment.notes.iter().map(|(k, v)| (k.clone(), json!(v))).collect::<serde_json::Map<_, _>>(),
                "candidate": e.candidate,
            })
        })
        .collect();
    let summary = Summary {
        algo: "map-elites",
        candidates: me.stats.candidates,
        seconds: 0.0,
        candidates_per_second: 0.0,
        cpu_seconds: 0.0,
        candidates_per_cpu_second: 0.0,
        archive_size: me.archive.cells.len(),
        coverage: me.archive.coverage(),
        qd_score: me.archive.qd_score(),
        failures: me.stats.failures,
        best_quality: me.archive.best().map(|e| e.assessment.quality),
        out: c.out.display().to_string(),
    };
    let report = json!({
        "algo": "map-elites",
        "seed": c.seed,
        "total_candidates": me.candidates,
        "dimensions": me.archive.dims.iter().map(|d| json!({"name": d.name, "low": d.low, "high": d.high, "bins": d.bins})).collect::<Vec<_>>(),
        "elites": elites,
        "failure_reasons": me.failure_reasons,
    });
    Ok((summary, report))
}

fn run_gp(c: &Config, space: &LudGrammar, eval: &EvalConfig, seeds: Vec<Node>) -> Run {
    // GP minimises the cascading fitness itself.
    let judge = |g: &Node, seed: u64| {
        evaluate(g, eval, seed).map(|e| Assessment { quality: e.fitness, ..assessment(&e) })
    };
    let mut gp = GeneticProgramming::new(space, seeds, c.batch, c.seed);
    if c.resume {
        let saved = c.out.join("archive").join("best.lud");
        if saved.is_file() {
            gp.population[0] = ludemic_runtime::evolution::Member {
                genome: read_game(&saved)?,
                fitness: None,
                seeded: true,
            };
        }
    }
    let start = Instant::now();
    for g in 1..=c.generations {
        gp.step(&judge);
        let best = gp.best.as_ref().map_or("-".into(), |b| format!("best fitness {:.3}", b.1));
        progress(c, start, g, gp.stats.candidates, gp.stats.failures, &best);
    }
    let mut archive =
        GridArchive::new(vec![Dimension { name: "all".into(), low: 0.0, high: 1.0, bins: 1 }]);
    if let Some((g, f)) = &gp.best {
        std::fs::write(
            c.out.join("archive").join("best.lud"),
            format!("// fitness {f:.4}\n{}\n", ast::to_text(g)),
        )
        .map_err(|e| Exit::usage(format!("cannot write the archive: {e}")))?;
        archive.add(Elite {
            genome: g.clone(),
            assessment: Assessment {
                quality: 1.0 / (1.0 + f),
                descriptors: vec![0.0],
                notes: Vec::new(),
            },
            candidate: 0,
        });
    }
    let summary = Summary {
        algo: "gp",
        candidates: gp.stats.candidates,
        seconds: 0.0,
        candidates_per_second: 0.0,
        cpu_seconds: 0.0,
        candidates_per_cpu_second: 0.0,
        archive_size: archive.cells.len(),
        coverage: archive.coverage(),
        qd_score: archive.qd_score(),
        failures: gp.stats.failures,
        best_quality: archive.best().map(|e| e.assessment.quality),
        out: c.out.display().to_string(),
    };
    let report = json!({
        "algo": "gp",
        "seed": c.seed,
        "best_fitness": gp.best.as_ref().map(|b| b.1),
        "best_file": gp.best.as_ref().map(|_| "archive/best.lud"),
    });
    Ok((summary, report))
}

fn cell_name(cell: &[usize]) -> String {
    cell.iter().map(|i| i.to_string()).collect::<Vec<_>>().join("-")
}

fn save_archive(out: &Path, space: &LudGrammar, archive: &GridArchive<Node>) -> Result<(), Exit> {
    let dir = out.join("archive");
    // Old files of cells that are no longer elites' go; the archive is the truth.
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for e in entries.flatten() {
            if e.path().extension().is_some_and(|x| x == "lud") {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
    for (cell, e) in &archive.cells {
        let notes: Vec<String> =
            e.assessment.notes.iter().map(|(k, v)| format!("{k} {v:.3}")).collect();
        let text = format!(
            "// Evolved by ludemic (candidate {}): quality {:.4}; {}\n{}\n",
            e.candidate,
            e.assessment.quality,
            notes.join(", "),
            ludemic_runtime::evolution::GenomeSpace::text(space, &e.genome)
        );
        std::fs::write(dir.join(format!("{}.lud", cell_name(cell))), text)
            .map_err(|err| Exit::usage(format!("cannot write the archive: {err}")))?;
    }
    Ok(())
}

/// Loads a saved archive: its elites (descriptions and assessments) and the candidate count.
/// Everything is checked before the archive takes it (an elite with the wrong number of
/// descriptors made the archive index out of bounds): what is wrong is reported, naming the
/// file and the elite.
fn resume(out: &Path, me: &mut MapElites<'_, LudGrammar>) -> Result<(), Exit> {
    let path = out.join("report.json");
    let text = read_source(&path)?;
    let bad =
        |what: String| Exit::usage(format!("cannot resume from `{}`: {what}", path.display()));
    let report: Value = serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
    me.candidates = report["total_candidates"]
        .as_u64()
        .ok_or_else(|| bad("`total_candidates` is not a count".into()))?;
    let elites = report["elites"].as_array().ok_or_else(|| bad("`elites` is not a list".into()))?;
    let dims = me.archive.dims.len();
    for (i, e) in elites.iter().enumerate() {
        let bad = |what: String| bad(format!("elite {i}: {what}"));
        let file = e["file"]
            .as_str()
            .filter(|f| !f.is_empty())
            .ok_or_else(|| bad("`file` is not a file name".into()))?;
        let descriptors = e["descriptors"]
            .as_array()
            .ok_or_else(|| bad("`descriptors` is not a list".into()))?
            .iter()
            .map(|v| v.as_f64().filter(|x| x.is_finite()))
            .collect::<Option<Vec<f64>>>()
            .ok_or_else(|| bad("`descriptors` holds something other than finite numbers".into()))?;
        if descriptors.len() != dims {
            return Err(bad(format!(
                "{} descriptors, but the archive has {dims} dimensions",
                descriptors.len()
            )));
        }
        let quality = e["quality"]
            .as_f64()
            .filter(|q| q.is_finite())
            .ok_or_else(|| bad("`quality` is not a finite number".into()))?;
        let candidate = e["candidate"]
            .as_u64()
            .ok_or_else(|| bad("`candidate` is not a candidate number".into()))?;
        let notes = e["notes"]
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(k, v)| Some((k.clone(), v.as_f64()?)))
            .collect();
        let genome = read_game(&out.join(file)).map_err(|mut exit| {
            exit.message =
                format!("cannot resume from `{}`: elite {i}:\n{}", path.display(), exit.message);
            exit
        })?;
        me.archive.add(Elite {
            genome,
            assessment: Assessment { quality, descriptors, notes },
            candidate,
        });
    }
    Ok(())
}

/// Board size × length, each square coloured by the best quality over the other dimensions.
fn write_heatmap(path: &Path, archive: &GridArchive<Node>) -> Result<(), Exit> {
    let (dx, dy) = (&archive.dims[0], &archive.dims[1]);
    let mut best = vec![vec![None::<f64>; dy.bins]; dx.bins];
    for (cell, e) in &archive.cells {
        let q = &mut best[cell[0]][cell[1]];
        *q = Some(q.map_or(e.assessment.quality, |v: f64| v.max(e.assessment.quality)));
    }
    let size = 40;
    let (w, h) = (dx.bins * size + 120, dy.bins * size + 80);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"11\">\n"
    );
    for (x, col) in best.iter().enumerate() {
        for (y, q) in col.iter().enumerate() {
            let fill = match q {
                // White (0) to dark blue (1).
                Some(q) => {
                    let t = q.clamp(0.0, 1.0);
                    let c = |a: f64, b: f64| (a + (b - a) * t) as u8;
                    format!("rgb({},{},{})", c(235.0, 8.0), c(242.0, 48.0), c(255.0, 107.0))
                }
                None => "#dddddd".into(),
            };
            let title = q.map_or("empty".into(), |q| format!("quality {q:.3}"));
            svg.push_str(&format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{size}\" height=\"{size}\" fill=\"{fill}\" stroke=\"white\"><title>{title}</title></rect>\n",
                80 + x * size,
                20 + (dy.bins - 1 - y) * size
            ));
        }
    }
    svg.push_str(&format!(
        "<text x=\"80\" y=\"{}\">{} ({}..{}) →</text>\n<text x=\"10\" y=\"14\">↑ {} ({}..{})</text>\n</svg>\n",
        h - 20,
        dx.name,
        dx.low,
        dx.high,
        dy.name,
        dy.low,
        dy.high
    ));
    std::fs::write(path, svg)
        .map_err(|e| Exit::usage(format!("cannot write `{}`: {e}", path.display())))
}
