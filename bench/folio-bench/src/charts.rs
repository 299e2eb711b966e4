//! SVG charts of the suite's results files (`folio-bench charts`, run by `bench/run.sh`):
//! replay throughput per variant (both mixes), replay scaling per thread count, acknowledged
//! writes/s per fsync policy and writers, and JSON-RPC round trips/s per requests in flight.
//!
//! Each chart reads only what a run wrote (`results-<mix>-<N>.json` of `folio-bench table`,
//! `results-writes.json` of `folio-bench writes`, `results-rpc.json` of `bench/rpc/driver.js`)
//! and says in its footer which run it shows (entries, date, source); a row that failed has no
//! bar or point. Drawn with plotters' SVG backend and its built-in text layout: the SVG's text
//! is `<text>` elements, so no font is read from the system and the output is the same on any
//! machine.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use serde_json::Value;
use std::fmt;
use std::path::{Path, PathBuf};

/// Why a chart could not be made.
#[derive(Debug)]
pub enum ChartError {
    /// A results file could not be read, or a chart not written.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A results file is not JSON.
    Json {
        path: PathBuf,
        source: serde_json::Error,
    },
    /// A results file lacks a field every such file has.
    Shape {
        path: PathBuf,
        missing: &'static str,
    },
    /// plotters failed to draw (its errors carry text only).
    Draw(String),
}

impl fmt::Display for ChartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChartError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            ChartError::Json { path, source } => write!(f, "{}: {source}", path.display()),
            ChartError::Shape { path, missing } => {
                write!(f, "{}: no `{missing}`: not a results file", path.display())
            }
            ChartError::Draw(why) => write!(f, "drawing a chart: {why}"),
        }
    }
}

impl std::error::Error for ChartError {}

impl<E: std::error::Error + Send + Sync> From<DrawingAreaErrorKind<E>> for ChartError {
    fn from(e: DrawingAreaErrorKind<E>) -> ChartError {
        ChartError::Draw(e.to_string())
    }
}

/// One `results-<mix>-<N>.json`: the run's facts and each variant's entries/s.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayRun {
    pub mix: String,
    pub entries: u64,
    pub date: String,
    pub revision: String,
    pub rows: Vec<ReplayRow>,
}

/// One variant's row; `entries_per_s` is `None` when the row failed.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayRow {
    pub variant: String,
    pub entries_per_s: Option<f64>,
    /// Worker threads, for the rows that report them (`typed`: 1, `typed_all_cores`: the cores).
    pub threads: Option<u64>,
}

/// `results-writes.json`: one row per system, policy and writer count.
#[derive(Debug, Clone, PartialEq)]
pub struct WritesRun {
    /// The run's facts (`date: …`, `source: …`), as `folio-bench writes` recorded them.
    pub facts: Vec<String>,
    pub rows: Vec<WriteRow>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct WriteRow {
    pub system: String,
    pub policy: String,
    pub writers: u64,
    /// `None` when the row failed.
    pub writes_per_s: Option<f64>,
}

/// `results-rpc.json` of `bench/rpc/driver.js`.
#[derive(Debug, Clone, PartialEq)]
pub struct RpcRun {
    pub date: String,
    pub rows: Vec<RpcRow>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RpcRow {
    pub transport: String,
    pub server: String,
    /// The payload: `tiny`, `medium`, `3.5KB`.
    pub size: String,
    pub depth: u64,
    pub round_trips_per_s: f64,
}

fn read_json(path: &Path) -> Result<Value, ChartError> {
    let text = std::fs::read(path).map_err(|source| ChartError::Io {
        path: path.to_owned(),
        source,
    })?;
    serde_json::from_slice(&text).map_err(|source| ChartError::Json {
        path: path.to_owned(),
        source,
    })
}

fn field<'a>(v: &'a Value, path: &Path, name: &'static str) -> Result<&'a Value, ChartError> {
    v.get(name).ok_or(ChartError::Shape {
        path: path.to_owned(),
        missing: name,
    })
}

fn text(v: &Value, path: &Path, name: &'static str) -> Result<String, ChartError> {
    let value = field(v, path, name)?;
    Ok(value
        .as_str()
        .map_or_else(|| value.to_string(), str::to_owned))
}

/// Reads a `results-<mix>-<N>.json` (older ones, without the process times, too: only
/// `entries_per_s` and `threads` are read), without the [`crate::PROCESS_ONLY`] rows.
pub fn read_replay(path: &Path) -> Result<ReplayRun, ChartError> {
    let v = read_json(path)?;
    let rows = field(&v, path, "rows")?
        .as_array()
        .cloned()
        .unwrap_or_default();
    Ok(ReplayRun {
        mix: text(&v, path, "mix")?,
        entries: field(&v, path, "entries")?.as_u64().unwrap_or(0),
        date: text(&v, path, "date")?,
        revision: v["revision"].as_str().unwrap_or_default().to_owned(),
        rows: rows
            .iter()
            .map(|r| ReplayRow {
                variant: r["variant"].as_str().unwrap_or("?").to_owned(),
                entries_per_s: r["entries_per_s"].as_f64(),
                threads: r["threads"].as_u64(),
            })
            // The charts are of in-process entries/s, which a process-only row (`folio_cli`)
            // does not have: it is left out, not drawn as a failed row.
            .filter(|r| !crate::PROCESS_ONLY.contains(&r.variant.as_str()))
            .collect(),
    })
}

/// Reads `results-writes.json`.
pub fn read_writes(path: &Path) -> Result<WritesRun, ChartError> {
    let v = read_json(path)?;
    let facts = v["facts"].as_array().cloned().unwrap_or_default();
    let rows = field(&v, path, "rows")?
        .as_array()
        .cloned()
        .unwrap_or_default();
    Ok(WritesRun {
        facts: facts
            .iter()
            .filter_map(|f| f.as_str().map(str::to_owned))
            .collect(),
        rows: rows
            .iter()
            .map(|r| WriteRow {
                system: r["system"].as_str().unwrap_or("?").to_owned(),
                policy: r["policy"].as_str().unwrap_or("?").to_owned(),
                writers: r["writers"].as_u64().unwrap_or(0),
                writes_per_s: r["writes_per_s"].as_f64(),
            })
            .collect(),
    })
}

/// Reads `results-rpc.json`.
pub fn read_rpc(path: &Path) -> Result<RpcRun, ChartError> {
    let v = read_json(path)?;
    let rows = field(&v, path, "rows")?
        .as_array()
        .cloned()
        .unwrap_or_default();
    Ok(RpcRun {
        date: v["facts"]["date"].as_str().unwrap_or_default().to_owned(),
        rows: rows
            .iter()
            .filter_map(|r| {
                Some(RpcRow {
                    transport: r["transport"].as_str()?.to_owned(),
                    server: r["server"].as_str()?.to_owned(),
                    size: r["size"].as_str()?.to_owned(),
                    depth: r["depth"].as_u64()?,
                    round_trips_per_s: r["rate"].as_f64()?,
                })
            })
            .collect(),
    })
}

/// The charts' file names, in the order [`draw_all`] makes them.
pub const CHARTS: [&str; 4] = ["throughput.svg", "scaling.svg", "writes.svg", "rpc.svg"];

/// Draws every chart whose results are in `results` into `out` and returns the files written.
/// Per mix the latest `results-<mix>-<N>.json` is drawn (by its date, then the larger N); a
/// chart with no results file is left out and named on stderr.
pub fn draw_all(results: &Path, out: &Path) -> Result<Vec<PathBuf>, ChartError> {
    let io = |path: &Path| {
        let path = path.to_owned();
        move |source| ChartError::Io { path, source }
    };
    let mut runs: Vec<ReplayRun> = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(results)
        .map_err(io(results))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let is_replay = name.starts_with("results-create-") || name.starts_with("results-mixed-");
        if !(is_replay && name.ends_with(".json")) {
            continue;
        }
        let run = read_replay(&path)?;
        match runs.iter_mut().find(|r| r.mix == run.mix) {
            Some(kept) if (&run.date, run.entries) > (&kept.date, kept.entries) => *kept = run,
            Some(_) => {}
            None => runs.push(run),
        }
    }
    // create before mixed, as the tables are.
    runs.sort_by(|a, b| a.mix.cmp(&b.mix));
    std::fs::create_dir_all(out).map_err(io(out))?;
    let mut written = Vec::new();
    let mut put = |name: &str, svg: String| -> Result<(), ChartError> {
        let path = out.join(name);
        std::fs::write(&path, svg).map_err(io(&path))?;
        written.push(path);
        Ok(())
    };
    if runs.is_empty() {
        eprintln!(
            "folio-bench charts: no results-<mix>-<N>.json in {}: no throughput or scaling chart",
            results.display()
        );
    } else {
        put(CHARTS[0], throughput_svg(&runs)?)?;
        put(CHARTS[1], scaling_svg(&runs)?)?;
    }
    let writes = results.join("results-writes.json");
    if writes.exists() {
        put(CHARTS[2], writes_svg(&read_writes(&writes)?)?)?;
    } else {
        eprintln!(
            "folio-bench charts: no {}: no writes chart",
            writes.display()
        );
    }
    let rpc = results.join("results-rpc.json");
    if rpc.exists() {
        put(CHARTS[3], rpc_svg(&read_rpc(&rpc)?)?)?;
    } else {
        eprintln!("folio-bench charts: no {}: no RPC chart", rpc.display());
    }
    Ok(written)
}

const WIDTH: u32 = 960;
const TITLE: (&str, u32) = ("sans-serif", 22);
const LABEL: (&str, u32) = ("sans-serif", 15);
const FOOT: (&str, u32) = ("sans-serif", 12);
/// Series colours: folio's first, peers after; readable on white and for most colour vision.
const COLOURS: [RGBColor; 8] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(230, 159, 0),
    RGBColor(120, 120, 120),
    RGBColor(0, 0, 0),
];

/// 1234567 as `1,234,567`.
fn grouped(value: f64) -> String {
    let digits = format!("{:.0}", value.abs());
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if value < 0.0 {
        out.insert(0, '-');
    }
    out
}

/// Splits off a footer line under the chart and writes `facts` there.
fn footer<'a>(
    root: &DrawingArea<SVGBackend<'a>, Shift>,
    facts: &str,
) -> Result<DrawingArea<SVGBackend<'a>, Shift>, ChartError> {
    let (_, height) = root.dim_in_pixel();
    let (chart, foot) = root.split_vertically(height - 22);
    foot.draw(&Text::new(facts.to_owned(), (12, 4), FOOT))?;
    Ok(chart)
}

/// The facts of the replay runs drawn, for a footer.
fn replay_facts(runs: &[ReplayRun]) -> String {
    let each: Vec<String> = runs
        .iter()
        .map(|r| {
            format!(
                "{}: {} entries, {}, {}",
                r.mix,
                grouped(r.entries as f64),
                r.date,
                r.revision
            )
        })
        .collect();
    format!("bench/run.sh, one row per variant; {}", each.join("; "))
}

/// Horizontal bars: entries/s of each variant, one bar per mix.
pub fn throughput_svg(runs: &[ReplayRun]) -> Result<String, ChartError> {
    let mut variants: Vec<&str> = Vec::new();
    for run in runs {
        for row in &run.rows {
            if !variants.contains(&row.variant.as_str()) {
                variants.push(&row.variant);
            }
        }
    }
    let n = variants.len().max(1);
    let max = runs
        .iter()
        .flat_map(|r| &r.rows)
        .filter_map(|r| r.entries_per_s)
        .fold(1.0, f64::max);
    let height = 120 + 44 * n as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE)?;
        let area = footer(&root, &replay_facts(runs))?;
        // Variant i sits at y = n - 1 - i, so the table's first row is at the top.
        let y_of = |i: usize| (n - 1 - i) as f64;
        let names = variants.clone();
        let label = move |y: &f64| {
            let i = n as f64 - 1.0 - y.round();
            if (y - y.round()).abs() > 1e-6 || i < 0.0 {
                return String::new();
            }
            names
                .get(i as usize)
                .map_or_else(String::new, |s| (*s).to_owned())
        };
        let mut chart = ChartBuilder::on(&area)
            .caption("Replay throughput per variant", TITLE)
            .margin(12)
            .x_label_area_size(44)
            .y_label_area_size(170)
            .build_cartesian_2d(0.0..max * 1.18, -0.5..(n as f64 - 0.5))?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(n)
            .y_label_formatter(&label)
            .x_label_formatter(&|x| grouped(*x))
            .x_desc("entries per second (more is better)")
            .y_desc("variant")
            .label_style(LABEL)
            .axis_desc_style(LABEL)
            .draw()?;
        let band = 0.8 / runs.len().max(1) as f64;
        for (k, run) in runs.iter().enumerate() {
            let colour = COLOURS[k % COLOURS.len()];
            let bars: Vec<(f64, f64, f64)> = run
                .rows
                .iter()
                .filter_map(|row| {
                    let i = variants.iter().position(|v| *v == row.variant)?;
                    let top = y_of(i) + 0.4 - band * k as f64;
                    Some((row.entries_per_s?, top - band, top))
                })
                .collect();
            chart
                .draw_series(bars.iter().map(|&(v, y0, y1)| {
                    Rectangle::new([(0.0, y0 + 0.02), (v, y1 - 0.02)], colour.filled())
                }))?
                .label(format!(
                    "{} ({} entries)",
                    run.mix,
                    grouped(run.entries as f64)
                ))
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 6), (x + 14, y + 6)], colour.filled())
                });
            chart.draw_series(bars.iter().map(|&(v, y0, y1)| {
                Text::new(
                    format!(" {}", grouped(v)),
                    (v, (y0 + y1) / 2.0),
                    TextStyle::from(FOOT.into_font()).pos(Pos::new(HPos::Left, VPos::Center)),
                )
            }))?;
            // A row that failed has no bar: say so where its bar would be.
            let failed = run.rows.iter().filter(|r| r.entries_per_s.is_none());
            chart.draw_series(failed.filter_map(|row| {
                let i = variants.iter().position(|v| *v == row.variant)?;
                let top = y_of(i) + 0.4 - band * k as f64;
                Some(Text::new(
                    format!(" {}: no result (the run failed)", run.mix),
                    (0.0, top - band / 2.0),
                    FOOT,
                ))
            }))?;
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.4))
            .label_font(LABEL)
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

/// An axis over powers of two (writers, requests in flight) is drawn at log2 of the values,
/// so that its ticks fall on 1, 2, 4, … exactly.
fn log2(x: f64) -> f64 {
    x.log2()
}

/// A tick label of a log2 axis: the power of two at whole exponents, nothing between.
fn power_of_two(x: &f64) -> String {
    if (x - x.round()).abs() < 1e-6 && *x >= 0.0 {
        format!("{}", 1u64 << x.round() as u32)
    } else {
        String::new()
    }
}

/// Entries/s against worker threads: `typed` (1 thread) and `typed_all_cores` (every core),
/// one line per mix, with the line a perfect scaling from one thread would follow.
pub fn scaling_svg(runs: &[ReplayRun]) -> Result<String, ChartError> {
    let points = |run: &ReplayRun| -> Vec<(f64, f64)> {
        let mut p: Vec<(f64, f64)> = run
            .rows
            .iter()
            .filter(|r| matches!(r.variant.as_str(), "typed" | "typed_all_cores"))
            .filter_map(|r| Some((r.threads? as f64, r.entries_per_s?)))
            .collect();
        p.sort_by(|a, b| a.0.total_cmp(&b.0));
        p
    };
    let all: Vec<Vec<(f64, f64)>> = runs.iter().map(points).collect();
    let max_threads = all.iter().flatten().map(|p| p.0).fold(2.0, f64::max);
    let ideal_top = |p: &[(f64, f64)]| p.first().map_or(0.0, |&(t, v)| v / t * max_threads);
    let max = all
        .iter()
        .map(|p| p.iter().map(|q| q.1).fold(ideal_top(p), f64::max))
        .fold(1.0, f64::max);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, 520)).into_drawing_area();
        root.fill(&WHITE)?;
        let area = footer(&root, &replay_facts(runs))?;
        let mut chart = ChartBuilder::on(&area)
            .caption(
                "Replay scaling with worker threads (typed, typed_all_cores)",
                TITLE,
            )
            .margin(12)
            .x_label_area_size(44)
            .y_label_area_size(100)
            .build_cartesian_2d(0.5..max_threads + 0.5, 0.0..max * 1.12)?;
        chart
            .configure_mesh()
            .x_labels(max_threads as usize)
            .x_label_formatter(&|x| {
                if (x - x.round()).abs() < 1e-6 {
                    format!("{x:.0}")
                } else {
                    String::new()
                }
            })
            .y_label_formatter(&|y| grouped(*y))
            .x_desc("worker threads")
            .y_desc("entries per second")
            .label_style(LABEL)
            .axis_desc_style(LABEL)
            .draw()?;
        for (k, (run, p)) in runs.iter().zip(&all).enumerate() {
            let colour = COLOURS[k % COLOURS.len()];
            chart
                .draw_series(LineSeries::new(p.iter().copied(), colour.stroke_width(3)))?
                .label(format!(
                    "{} ({} entries)",
                    run.mix,
                    grouped(run.entries as f64)
                ))
                .legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 18, y)], colour.stroke_width(3))
                });
            chart.draw_series(p.iter().map(|&q| Circle::new(q, 5, colour.filled())))?;
            if let Some(&(t, v)) = p.first() {
                let faint = colour.mix(0.45);
                chart
                    .draw_series(LineSeries::new(
                        [(t, v), (max_threads, v / t * max_threads)],
                        faint.stroke_width(1),
                    ))?
                    .label(format!("{}: perfect scaling from 1 thread", run.mix))
                    .legend(move |(x, y)| {
                        PathElement::new([(x, y), (x + 18, y)], faint.stroke_width(1))
                    });
            }
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.4))
            .label_font(LABEL)
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

/// Writes/s against concurrent writers (both axes logarithmic), one line per system and
/// fsync policy.
pub fn writes_svg(run: &WritesRun) -> Result<String, ChartError> {
    let mut series: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for row in &run.rows {
        let name = format!("{}, {}", row.system, row.policy);
        let Some(rate) = row.writes_per_s.filter(|r| *r > 0.0) else {
            continue;
        };
        let point = (log2(row.writers as f64), rate);
        match series.iter_mut().find(|s| s.0 == name) {
            Some(s) => s.1.push(point),
            None => series.push((name, vec![point])),
        }
    }
    let rates = series.iter().flat_map(|s| s.1.iter().map(|p| p.1));
    let (lo, hi) = rates.fold((f64::MAX, 1.0f64), |(lo, hi), r| (lo.min(r), hi.max(r)));
    let lo = if lo == f64::MAX { 1.0 } else { lo };
    // (log2 of the most writers)
    let max_writers = series
        .iter()
        .flat_map(|s| &s.1)
        .map(|p| p.0)
        .fold(1.0, f64::max);
    let facts: Vec<&str> = run
        .facts
        .iter()
        .filter(|f| f.starts_with("date:") || f.starts_with("source:"))
        .map(String::as_str)
        .collect();
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, 600)).into_drawing_area();
        root.fill(&WHITE)?;
        let area = footer(
            &root,
            &format!("folio-bench writes, 1 s per row; {}", facts.join("; ")),
        )?;
        let mut chart = ChartBuilder::on(&area)
            .caption(
                "Acknowledged writes per second, by fsync policy and writers",
                TITLE,
            )
            .margin(12)
            .x_label_area_size(44)
            .y_label_area_size(100)
            .build_cartesian_2d(-0.3..max_writers + 0.3, (lo / 2.0..hi * 2.0).log_scale())?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(max_writers as usize + 1)
            .x_label_formatter(&power_of_two)
            .y_label_formatter(&|y| grouped(*y))
            .x_desc("concurrent writers (log scale)")
            .y_desc("acknowledged writes per second (log scale)")
            .label_style(LABEL)
            .axis_desc_style(LABEL)
            .draw()?;
        for (k, (name, points)) in series.iter().enumerate() {
            let colour = COLOURS[k % COLOURS.len()];
            chart
                .draw_series(LineSeries::new(
                    points.iter().copied(),
                    colour.stroke_width(2),
                ))?
                .label(name.clone())
                .legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 18, y)], colour.stroke_width(2))
                });
            chart.draw_series(points.iter().map(|&p| Circle::new(p, 4, colour.filled())))?;
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::LowerRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.4))
            .label_font(FOOT)
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

/// Round trips/s against requests in flight, one panel per payload, one line per server and
/// transport.
pub fn rpc_svg(run: &RpcRun) -> Result<String, ChartError> {
    let mut sizes: Vec<&str> = Vec::new();
    let mut lines: Vec<(String, String)> = Vec::new();
    for row in &run.rows {
        if !sizes.contains(&row.size.as_str()) {
            sizes.push(&row.size);
        }
        let line = (row.server.clone(), row.transport.clone());
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    let max = run
        .rows
        .iter()
        .map(|r| r.round_trips_per_s)
        .fold(1.0, f64::max);
    let max_depth = run.rows.iter().map(|r| r.depth as f64).fold(2.0, f64::max);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH + 240, 520)).into_drawing_area();
        root.fill(&WHITE)?;
        let area = footer(
            &root,
            &format!(
                "bench/rpc/driver.js, `find` through folio serve and a vscode-jsonrpc server, 1 s per row; {}",
                run.date
            ),
        )?;
        let area = area.titled(
            "JSON-RPC round trips per second, by requests in flight",
            TITLE,
        )?;
        let panels = area.split_evenly((1, sizes.len().max(1)));
        for (p, (panel, size)) in panels.iter().zip(&sizes).enumerate() {
            let mut chart = ChartBuilder::on(panel)
                .caption(format!("payload: {size}"), LABEL)
                .margin(10)
                .x_label_area_size(44)
                .y_label_area_size(if p == 0 { 90 } else { 60 })
                .build_cartesian_2d(-0.3..log2(max_depth) + 0.3, 0.0..max * 1.12)?;
            chart
                .configure_mesh()
                .disable_x_mesh()
                .x_labels(log2(max_depth) as usize + 1)
                .x_label_formatter(&power_of_two)
                .y_label_formatter(&|y| grouped(*y))
                .x_desc("requests in flight (log scale)")
                .y_desc(if p == 0 { "round trips per second" } else { "" })
                .label_style(FOOT)
                .axis_desc_style(FOOT)
                .draw()?;
            for (k, (server, transport)) in lines.iter().enumerate() {
                let colour = COLOURS[k % COLOURS.len()];
                let mut points: Vec<(f64, f64)> = run
                    .rows
                    .iter()
                    .filter(|r| &r.server == server && &r.transport == transport && r.size == *size)
                    .map(|r| (log2(r.depth as f64), r.round_trips_per_s))
                    .collect();
                points.sort_by(|a, b| a.0.total_cmp(&b.0));
                chart
                    .draw_series(LineSeries::new(
                        points.iter().copied(),
                        colour.stroke_width(2),
                    ))?
                    .label(format!("{server} over {transport}"))
                    .legend(move |(x, y)| {
                        PathElement::new([(x, y), (x + 18, y)], colour.stroke_width(2))
                    });
                chart.draw_series(points.iter().map(|&q| Circle::new(q, 4, colour.filled())))?;
            }
            if p == 0 {
                chart
                    .configure_series_labels()
                    .position(SeriesLabelPosition::UpperLeft)
                    .background_style(WHITE.mix(0.9))
                    .border_style(BLACK.mix(0.4))
                    .label_font(FOOT)
                    .draw()?;
            }
        }
        root.present()?;
    }
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn thousands_are_grouped() {
        for (value, want) in [
            (0.0, "0"),
            (999.4, "999"),
            (1000.0, "1,000"),
            (1234567.0, "1,234,567"),
            (-4200.0, "-4,200"),
        ] {
            assert_eq!(grouped(value), want);
        }
    }
}
