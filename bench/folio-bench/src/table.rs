//! The results table of one suite run: every variant's JSON line (or its failure), checked
//! against what the generator promised, as a terminal table, a JSON file and a Markdown
//! section for `BENCHMARKS.md`.
//!
//! `bench/run.sh` leaves, for each variant `V` and run `I`, `V.I.out` (its stdout: one JSON
//! line), `V.I.err` (its stderr) and `V.I.rc` (its exit code) in one directory; [`load_row`]
//! reads them and keeps the median run.
//!
//! Each row has two times, answering two questions: `wall s`, the span the row timed itself
//! (from opening the file to the last entry applied: how fast the replay is once running), and
//! `process s`, from spawning the row's process to its exit as `folio-bench exec` measured it
//! (how long a user waits: start-up, for the JVM its start and heap pre-touch, included). The
//! [`crate::PROCESS_ONLY`] rows have only the second. A
//! variant that exited non-zero, printed no JSON line, or reported other work than the journal
//! holds is shown as such in its row, and [`Table::ok`] is false: no number is ever made up.

use crate::expect::Expect;
use crate::PROCESS_ONLY;
use serde_json::{json, Value as Json};
use std::fmt::Write as _;
use std::path::Path;

/// What one variant measured, read from its JSON line. The JVM peers print more fields; only
/// these are used.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    /// Data entries applied; `None` only for the [`PROCESS_ONLY`] rows, which report none.
    pub entries: Option<u64>,
    pub objects: Option<u64>,
    pub failed: Option<u64>,
    /// The span the row timed itself (in-process: from opening the file to the last entry
    /// applied); `None` only for the [`PROCESS_ONLY`] rows.
    pub wall_s: Option<f64>,
    /// From spawning the row's process to its exit, measured by the process that spawned it
    /// (`folio-bench exec`): start-up (for the JVM rows the JVM's start and heap pre-touch),
    /// everything the process did, and its exit. `None` in output not made by `exec`.
    pub process_wall_s: Option<f64>,
    /// CPU time over the timed span, all threads (folio rows: this process; JVM rows: the
    /// whole JVM, GC and JIT threads included).
    pub cpu_s: Option<f64>,
    /// The system (kernel) part of `cpu_s`, for folio's rows.
    pub sys_s: Option<f64>,
    /// CPU time everything else on the machine used meanwhile, over `others_span_s` (JVM
    /// rows: the whole JVM run, warm-up included) or else over `wall_s`.
    pub others_cpu_s: Option<f64>,
    pub others_span_s: Option<f64>,
    pub peak_rss_kb: Option<u64>,
    /// read, parse, find_merge, store_write, in ms.
    pub phases_ms: Option<[f64; 4]>,
    pub threads: Option<u64>,
    /// The Java version a JVM peer ran on.
    pub java: Option<String>,
    /// Every run's wall time, ascending, when the variant ran more than once (this row is
    /// the median run); empty otherwise.
    pub wall_runs: Vec<f64>,
    /// The same for `process_wall_s`.
    pub process_runs: Vec<f64>,
    /// The digest of the row's final state (`crate::digest`), 16 hex digits.
    pub digest: Option<String>,
    /// The bytes the row read, when it read another file than the journal (the Rust peers
    /// read its strict-JSON twin); its MB/s are of that file.
    pub input_bytes: Option<u64>,
}

/// The shortest span over which [`Measurement::others_cores`] is shown.
pub const MIN_OTHERS_SPAN_S: f64 = 0.25;

impl Measurement {
    /// How many cores everything else kept busy, on average, while this row ran. `None` for
    /// spans under [`MIN_OTHERS_SPAN_S`]: the kernel counts busy time in 10 ms ticks per core,
    /// too coarse for shorter runs.
    pub fn others_cores(&self) -> Option<f64> {
        let span = self.others_span_s.or(self.wall_s)?;
        Some(self.others_cpu_s? / span).filter(|_| span >= MIN_OTHERS_SPAN_S)
    }
}

/// One row: a variant and what became of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub variant: String,
    /// The measurement, or why there is none.
    pub result: Result<Measurement, String>,
}

/// The rows that must report the digest of their final state, equal to the `typed` row's.
pub const DIGEST_ROWS: [&str; 9] = [
    "typed",
    "typed_all_cores",
    "typed_untimed",
    "serde_json_typed",
    "sonic_rs_typed",
    "jackson_seed",
    "jackson_tuned",
    "jackson_tuned_bytes",
    "jackson_tuned_cold",
];

/// The row whose digest the others must equal: folio's own replay on one thread.
pub const DIGEST_REFERENCE: &str = "typed";

impl Row {
    /// `Ok` when the row did exactly the journal's work: all its data entries, none failed,
    /// (where the variant builds objects) the promised number of live objects, and (for the
    /// [`DIGEST_ROWS`]) the same final state as folio's: its digest equals `reference`.
    pub fn check(&self, expect: &Expect, reference: Option<&str>) -> Result<(), String> {
        let m = self.result.as_ref().map_err(|_| "no result".to_owned())?;
        let mut wrong = Vec::new();
        if let Some(entries) = m.entries.filter(|&n| n != expect.entries) {
            wrong.push(format!("entries {entries} != {}", expect.entries));
        }
        if let Some(objects) = m.objects {
            if objects != expect.live_objects {
                wrong.push(format!("objects {objects} != {}", expect.live_objects));
            }
        }
        if let Some(failed) = m.failed.filter(|&f| f > 0) {
            wrong.push(format!("{failed} entries failed"));
        }
        if DIGEST_ROWS.contains(&self.variant.as_str()) {
            match (m.digest.as_deref(), reference) {
                (None, _) => wrong.push("no digest".to_owned()),
                (Some(_), None) => {
                    wrong.push(format!("no digest of `{DIGEST_REFERENCE}` to compare with"))
                }
                (Some(own), Some(want)) if own != want => {
                    wrong.push(format!("digest {own} != {want}"))
                }
                _ => {}
            }
        }
        if wrong.is_empty() {
            Ok(())
        } else {
            Err(wrong.join("; "))
        }
    }
}

/// Reads the row of `variant` from `dir`: its runs `V.1.out`, `V.1.err`, `V.1.rc`, then
/// `V.2.*`, ... (`run.sh --repeat`). The row is the median run by wall time (process time for
/// the [`PROCESS_ONLY`] rows; the lower one of the middle two for an even count, so every
/// number in the row comes from one real run), and keeps every run's wall and process times.
/// If any run failed, the row is that failure.
pub fn load_row(dir: &Path, variant: &str) -> Row {
    let mut runs = Vec::new();
    for i in 1.. {
        let read =
            |ext: &str| std::fs::read_to_string(dir.join(format!("{variant}.{i}.{ext}"))).ok();
        let (out, rc) = (read("out"), read("rc"));
        if out.is_none() && rc.is_none() {
            break;
        }
        let rc = rc.and_then(|s| s.trim().parse::<i32>().ok());
        runs.push(parse_row(
            variant,
            out.as_deref().unwrap_or(""),
            read("err").as_deref().unwrap_or(""),
            rc,
        ));
    }
    Row {
        variant: variant.to_owned(),
        result: median_run(runs),
    }
}

/// The median run of a variant's runs by wall time (by process time where a run has no wall
/// time), carrying every run's wall and process times; the first failure if any run failed.
pub fn median_run(runs: Vec<Result<Measurement, String>>) -> Result<Measurement, String> {
    let n = runs.len();
    if n == 0 {
        return Err("did not run".to_owned());
    }
    let mut ok = Vec::with_capacity(n);
    for (i, run) in runs.into_iter().enumerate() {
        match run {
            Ok(m) => ok.push(m),
            Err(why) if n == 1 => return Err(why),
            Err(why) => return Err(format!("run {} of {n}: {why}", i + 1)),
        }
    }
    let key = |m: &Measurement| m.wall_s.or(m.process_wall_s).unwrap_or(0.0);
    ok.sort_by(|a, b| key(a).total_cmp(&key(b)));
    let walls: Vec<f64> = ok.iter().filter_map(|m| m.wall_s).collect();
    let mut processes: Vec<f64> = ok.iter().filter_map(|m| m.process_wall_s).collect();
    processes.sort_by(f64::total_cmp);
    let mut median = ok.swap_remove((n - 1) / 2);
    median.wall_runs = walls;
    median.process_runs = processes;
    Ok(median)
}

/// A variant's measurement from its output, or why it has none: a non-zero exit code
/// (with the last line it wrote to stderr), or no JSON line with `entries` and `wall_s` (for
/// the [`PROCESS_ONLY`] rows: with `process_wall_s`).
pub fn parse_row(
    variant: &str,
    stdout: &str,
    stderr: &str,
    rc: Option<i32>,
) -> Result<Measurement, String> {
    let last_err = stderr
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("");
    match rc {
        Some(0) => {}
        Some(code) => {
            return Err(format!("exit {code}: {last_err}")
                .trim_end_matches(": ")
                .to_owned())
        }
        None => {
            return Err(format!("no exit code: {last_err}")
                .trim_end_matches(": ")
                .to_owned())
        }
    }
    let line = stdout
        .lines()
        .rev()
        .find_map(|l| {
            serde_json::from_str::<Json>(l.trim())
                .ok()
                .filter(Json::is_object)
        })
        .ok_or_else(|| {
            format!("printed no JSON line {last_err}")
                .trim_end()
                .to_owned()
        })?;
    if let Some(name) = line.get("variant").and_then(Json::as_str) {
        if name != variant {
            return Err(format!("reported variant {name:?}"));
        }
    }
    let u = |k: &str| line.get(k).and_then(Json::as_u64);
    let positive = |k: &str| line.get(k).and_then(Json::as_f64).filter(|w| *w > 0.0);
    let process_only = PROCESS_ONLY.contains(&variant);
    let entries = u("entries");
    let wall_s = positive("wall_s");
    let process_wall_s = positive("process_wall_s");
    if process_only {
        if process_wall_s.is_none() {
            return Err("its JSON line has no positive `process_wall_s`".to_owned());
        }
    } else {
        if entries.is_none() {
            return Err("its JSON line has no `entries`".to_owned());
        }
        if wall_s.is_none() {
            return Err("its JSON line has no positive `wall_s`".to_owned());
        }
    }
    let phases_ms = line.get("phases_ms").and_then(|p| {
        let f = |k: &str| p.get(k).and_then(Json::as_f64);
        Some([f("read")?, f("parse")?, f("find_merge")?, f("store_write")?])
    });
    Ok(Measurement {
        entries,
        objects: u("objects"),
        failed: u("failed"),
        wall_s,
        process_wall_s,
        cpu_s: line.get("cpu_s").and_then(Json::as_f64),
        sys_s: line.get("sys_s").and_then(Json::as_f64),
        others_cpu_s: line.get("others_cpu_s").and_then(Json::as_f64),
        others_span_s: line.get("others_span_s").and_then(Json::as_f64),
        peak_rss_kb: u("peak_rss_kb"),
        phases_ms,
        threads: u("threads"),
        java: line.get("java").and_then(Json::as_str).map(str::to_owned),
        wall_runs: Vec::new(),
        process_runs: Vec::new(),
        digest: line.get("digest").and_then(Json::as_str).map(str::to_owned),
        input_bytes: u("input_bytes"),
    })
}

/// The machine a run was measured on.
#[derive(Debug, Clone, PartialEq)]
pub struct Machine {
    /// Online cores (what `nproc` prints).
    pub cores: usize,
    /// The first `model name` of `/proc/cpuinfo`.
    pub cpu: String,
    /// `MemTotal` of `/proc/meminfo`, in KiB.
    pub memory_kb: u64,
}

impl Machine {
    /// This machine.
    pub fn this() -> Machine {
        let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let meminfo = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
        let field = |text: &str, name: &str| -> Option<String> {
            text.lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_owned())
        };
        Machine {
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            cpu: field(&cpuinfo, "model name").unwrap_or_else(|| "unknown CPU".into()),
            memory_kb: field(&meminfo, "MemTotal")
                .and_then(|v| v.trim_end_matches("kB").trim().parse().ok())
                .unwrap_or(0),
        }
    }

    /// `2 cores (`nproc`), CPU, memory`, as the tables' facts say it.
    pub fn describe(&self) -> String {
        format!(
            "{} cores (`nproc`), {}, {:.1} GiB memory",
            self.cores,
            self.cpu,
            self.memory_kb as f64 / (1024.0 * 1024.0)
        )
    }
}

/// How and where a run was made.
#[derive(Debug, Clone, PartialEq)]
pub struct RunInfo {
    pub mix: String,
    pub entries: u64,
    pub seed: u64,
    /// Size of the journal file.
    pub bytes: u64,
    pub journal: String,
    /// The command as typed.
    pub command: String,
    pub date: String,
    pub machine: Machine,
    /// e.g. the output of `rustc -V`.
    pub toolchain: String,
    /// The source measured, e.g. the commit (empty: unknown).
    pub revision: String,
    /// How busy the machine was (load average, CPU pressure), as `run.sh` saw it (empty:
    /// unknown), so a reader can tell a quiet machine from a busy one.
    pub conditions: String,
}

/// A whole run: its rows in [`crate::VARIANTS`] order.
#[derive(Debug, Clone)]
pub struct Table {
    pub info: RunInfo,
    pub expect: Expect,
    pub rows: Vec<Row>,
}

/// The table's columns; the last one is the check.
const COLUMNS: usize = 17;
/// The index of the check column.
const CHECK: usize = COLUMNS - 1;

const HEADERS: [&str; COLUMNS] = [
    "variant",
    "wall s",
    "process s",
    "CPU s (sys)",
    "others' cores",
    "entries/s",
    "MB/s",
    "vs generic",
    "vs generic (process)",
    "objects",
    "peak RSS MiB",
    "RSS B/object",
    "read ms",
    "parse ms",
    "find_merge ms",
    "store_write ms",
    "check",
];

/// Columns that hold text (left-aligned); the rest are numbers.
const TEXT_COLUMNS: [usize; 2] = [0, CHECK];

impl Table {
    /// Every row ran and did the journal's work, and the file is the one promised.
    pub fn ok(&self) -> bool {
        self.file_problem().is_none() && self.rows.iter().all(|r| self.check(r).is_ok())
    }

    /// The digest every [`DIGEST_ROWS`] row must match: the `typed` row's.
    pub fn reference_digest(&self) -> Option<&str> {
        self.rows
            .iter()
            .find(|r| r.variant == DIGEST_REFERENCE)?
            .result
            .as_ref()
            .ok()?
            .digest
            .as_deref()
    }

    fn check(&self, row: &Row) -> Result<(), String> {
        row.check(&self.expect, self.reference_digest())
    }

    fn file_problem(&self) -> Option<String> {
        (self.info.bytes != self.expect.bytes).then(|| {
            format!(
                "the journal has {} bytes, the generator writes {} for these options: \
                 delete it and rerun",
                self.info.bytes, self.expect.bytes
            )
        })
    }

    /// Entries/s over the in-process wall time.
    fn entries_per_s(&self, m: &Measurement) -> Option<f64> {
        Some(m.entries? as f64 / m.wall_s?)
    }

    fn mb_per_s(&self, m: &Measurement) -> Option<f64> {
        Some(m.input_bytes.unwrap_or(self.info.bytes) as f64 / 1e6 / m.wall_s?)
    }

    /// The `generic` row's measurement, when it has one: the base of the ratio columns.
    fn generic(&self) -> Option<&Measurement> {
        let base = self.rows.iter().find(|r| r.variant == "generic")?;
        base.result.as_ref().ok()
    }

    /// Entries/s relative to the `generic` row's (both in-process), when that row measured
    /// something.
    fn ratio(&self, m: &Measurement) -> Option<f64> {
        Some(self.entries_per_s(m)? / self.entries_per_s(self.generic()?)?)
    }

    /// The `generic` row's process time over this row's: how many times shorter the whole
    /// process is. Every row that passes its check replays the same entries, so this is also
    /// the ratio of whole-process entries/s.
    fn process_ratio(&self, m: &Measurement) -> Option<f64> {
        Some(self.generic()?.process_wall_s? / m.process_wall_s?)
    }

    /// The cells of every row, as text.
    fn cells(&self) -> Vec<[String; COLUMNS]> {
        let dash = || "—".to_owned();
        self.rows
            .iter()
            .map(|row| {
                let check = match self.check(row) {
                    Ok(()) if PROCESS_ONLY.contains(&row.variant.as_str()) => {
                        "ok (exit status only)".to_owned()
                    }
                    Ok(()) if row.result.as_ref().is_ok_and(|m| m.digest.is_some()) => {
                        "ok, same state".to_owned()
                    }
                    Ok(()) => "ok".to_owned(),
                    Err(_) if row.result.is_err() => {
                        format!("FAILED: {}", row.result.as_ref().unwrap_err())
                    }
                    Err(why) => format!("MISMATCH: {why}"),
                };
                let Ok(m) = &row.result else {
                    let mut cells: [String; COLUMNS] = std::array::from_fn(|_| dash());
                    cells[0] = row.variant.clone();
                    cells[CHECK] = check;
                    return cells;
                };
                let phase = |i: usize| match (m.phases_ms, m.wall_s) {
                    (Some(p), Some(wall)) => format!(
                        "{} ({:.0}%)",
                        thousands(p[i].round() as u64),
                        p[i] / (wall * 1e3) * 100.0
                    ),
                    _ => dash(),
                };
                // A time, with the range over the runs when there were several.
                let time = |t: Option<f64>, runs: &[f64]| match (t, runs) {
                    (None, _) => dash(),
                    (Some(t), [min, .., max]) => format!("{t:.3} ({min:.3}–{max:.3})"),
                    (Some(t), _) => format!("{t:.3}"),
                };
                [
                    row.variant.clone(),
                    time(m.wall_s, &m.wall_runs),
                    time(m.process_wall_s, &m.process_runs),
                    match (m.cpu_s, m.sys_s) {
                        (Some(c), Some(s)) => format!("{c:.3} ({s:.3})"),
                        (Some(c), None) => format!("{c:.3}"),
                        (None, _) => dash(),
                    },
                    m.others_cores().map_or_else(dash, |c| format!("{c:.2}")),
                    self.entries_per_s(m)
                        .map_or_else(dash, |e| thousands(e.round() as u64)),
                    self.mb_per_s(m).map_or_else(dash, |mb| format!("{mb:.1}")),
                    self.ratio(m).map_or_else(dash, ratio_text),
                    self.process_ratio(m).map_or_else(dash, ratio_text),
                    m.objects.map_or_else(dash, thousands),
                    m.peak_rss_kb
                        .map_or_else(dash, |kb| thousands((kb as f64 / 1024.0).round() as u64)),
                    rss_per_object(m).map_or_else(dash, |b| thousands(b.round() as u64)),
                    phase(0),
                    phase(1),
                    phase(2),
                    phase(3),
                    check,
                ]
            })
            .collect()
    }

    /// The table for a terminal: aligned columns, then the run's facts.
    pub fn text(&self) -> String {
        let cells = self.cells();
        let mut widths = HEADERS.map(|h| h.chars().count());
        for row in &cells {
            for (w, c) in widths.iter_mut().zip(row) {
                *w = (*w).max(c.chars().count());
            }
        }
        let mut out = String::new();
        let mut line = |row: &[String]| {
            let mut text = String::new();
            for (i, (cell, w)) in row.iter().zip(widths).enumerate() {
                let pad = w - cell.chars().count();
                if i > 0 {
                    text.push_str("  ");
                }
                if TEXT_COLUMNS.contains(&i) {
                    text.push_str(cell);
                    text.extend(std::iter::repeat_n(' ', pad));
                } else {
                    text.extend(std::iter::repeat_n(' ', pad));
                    text.push_str(cell);
                }
            }
            out.push_str(text.trim_end());
            out.push('\n');
        };
        line(&HEADERS.map(str::to_owned));
        for row in &cells {
            line(row);
        }
        out.push('\n');
        for fact in self.facts() {
            let _ = writeln!(out, "{fact}");
        }
        out
    }

    /// The run's facts: journal, machine, toolchain, date, command, and any file problem.
    fn facts(&self) -> Vec<String> {
        let i = &self.info;
        let e = &self.expect;
        let mut facts = vec![
            format!(
                "journal: `{}`, {} bytes ({:.1} MB), {} data entries ({} c, {} p, {} r), \
                 {} live objects at the end; mix {}, seed {}",
                i.journal,
                thousands(i.bytes),
                i.bytes as f64 / 1e6,
                thousands(e.entries),
                thousands(e.creates),
                thousands(e.puts),
                thousands(e.removes),
                thousands(e.live_objects),
                i.mix,
                i.seed
            ),
            match i.conditions.trim() {
                "" => format!("machine: {}", i.machine.describe()),
                busy => format!("machine: {}; {busy}", i.machine.describe()),
            },
            format!("toolchain: {}", self.toolchain()),
            match i.revision.trim() {
                "" => "source: unknown revision".to_owned(),
                rev => format!("source: {rev}"),
            },
            format!("date: {}", i.date),
            format!("command: `{}`", i.command),
        ];
        let runs = self
            .rows
            .iter()
            .filter_map(|r| r.result.as_ref().ok())
            .map(|m| m.wall_runs.len().max(m.process_runs.len()))
            .max()
            .unwrap_or(0);
        if runs > 1 {
            facts.push(format!(
                "runs: every variant ran {runs} times, the variants taking turns; each row is \
                 its median run by wall time (a row without one: by process time), with the \
                 range of its wall and process times"
            ));
        }
        if self
            .rows
            .iter()
            .any(|r| r.result.as_ref().is_ok_and(|m| m.process_wall_s.is_some()))
        {
            facts.push(
                "`wall s`: the span each row timed itself (how fast the replay runs once \
                 started); `process s`: from spawning the row's process to its exit (how long \
                 a user waits), start-up included (JVM rows: the JVM's start, heap pre-touch \
                 and warm-up pass), and the digest a row computes after its clock; \
                 `folio_cli` is the real `folio replay`, whole process only (bench/README.md)"
                    .to_owned(),
            );
        }
        if let Some(digest) = self.reference_digest() {
            facts.push(format!(
                "state digest: `{digest}`, FNV-1a 64 of the `folio export` lines of `{DIGEST_REFERENCE}`'s \
                 final state; `ok, same state` marks the rows whose own state gave the same \
                 digest"
            ));
        }
        let twin: Vec<(&str, u64)> = self
            .rows
            .iter()
            .filter_map(|r| Some((r.variant.as_str(), r.result.as_ref().ok()?.input_bytes?)))
            .collect();
        if let Some(&(_, bytes)) = twin.first() {
            let names: Vec<String> = twin.iter().map(|(v, _)| format!("`{v}`")).collect();
            facts.push(format!(
                "{} read the journal's strict-JSON twin (`folio gen --twin`), {} bytes \
                 ({:.2}x the journal); their MB/s are of the twin",
                names.join(", "),
                thousands(bytes),
                bytes as f64 / self.info.bytes.max(1) as f64
            ));
        }
        if let Some(problem) = self.file_problem() {
            facts.push(format!("PROBLEM: {problem}"));
        }
        facts
    }

    fn toolchain(&self) -> String {
        let java = self
            .rows
            .iter()
            .find_map(|r| r.result.as_ref().ok().and_then(|m| m.java.clone()));
        match java {
            Some(java) => format!("{}; Java {java}", self.info.toolchain),
            None => self.info.toolchain.clone(),
        }
    }

    /// The section of `BENCHMARKS.md` for this run (without its markers).
    pub fn markdown(&self) -> String {
        let mut out = format!(
            "### `--mix {}`, {} entries\n\n",
            self.info.mix,
            thousands(self.info.entries)
        );
        for fact in self.facts() {
            let _ = writeln!(out, "- {fact}");
        }
        out.push('\n');
        let row = |cells: &[String]| format!("| {} |\n", cells.join(" | "));
        out.push_str(&row(&HEADERS.map(str::to_owned)));
        let align: Vec<String> = (0..HEADERS.len())
            .map(|i| {
                if TEXT_COLUMNS.contains(&i) {
                    "---"
                } else {
                    "---:"
                }
                .to_owned()
            })
            .collect();
        out.push_str(&row(&align));
        for cells in self.cells() {
            out.push_str(&row(&cells.map(|c| c.replace('|', "\\|"))));
        }
        out
    }

    /// The JSON results file: `{"entries":N,"bytes":B,"mix":…,"rows":[…]}` plus the run's facts.
    pub fn json(&self) -> Json {
        let rows: Vec<Json> = self
            .rows
            .iter()
            .map(|row| match &row.result {
                Err(why) => json!({"variant": row.variant, "error": why}),
                Ok(m) => {
                    let thousandths = |r: f64| (r * 1000.0).round() / 1000.0;
                    let mut r = json!({
                        "variant": row.variant,
                        "wall_s": m.wall_s,
                        "process_wall_s": m.process_wall_s,
                        "cpu_s": m.cpu_s,
                        "sys_s": m.sys_s,
                        "others_cores": m.others_cores().map(|c| (c * 100.0).round() / 100.0),
                        "entries_per_s": self.entries_per_s(m).map(f64::round),
                        "mb_per_s": self.mb_per_s(m).map(|mb| (mb * 10.0).round() / 10.0),
                        "objects": m.objects,
                        "peak_rss_kb": m.peak_rss_kb,
                        "entries": m.entries,
                        "ratio_to_generic": self.ratio(m).map(thousandths),
                        "ratio_to_generic_process": self.process_ratio(m).map(thousandths),
                    });
                    let map = r.as_object_mut().expect("an object");
                    if let Some(p) = m.phases_ms {
                        map.insert(
                            "phases_ms".into(),
                            json!({"read": p[0], "parse": p[1], "find_merge": p[2],
                                   "store_write": p[3]}),
                        );
                    }
                    if let Some(t) = m.threads {
                        map.insert("threads".into(), json!(t));
                    }
                    if m.wall_runs.len() > 1 {
                        map.insert("wall_s_runs".into(), json!(m.wall_runs));
                    }
                    if m.process_runs.len() > 1 {
                        map.insert("process_wall_s_runs".into(), json!(m.process_runs));
                    }
                    if let Some(digest) = &m.digest {
                        map.insert("digest".into(), json!(digest));
                    }
                    if let Some(bytes) = m.input_bytes {
                        map.insert("input_bytes".into(), json!(bytes));
                    }
                    map.insert(
                        "check".into(),
                        json!(match self.check(row) {
                            Ok(()) if PROCESS_ONLY.contains(&row.variant.as_str()) => {
                                "ok (exit status only)".to_owned()
                            }
                            Ok(()) => "ok".to_owned(),
                            Err(why) => why,
                        }),
                    );
                    r
                }
            })
            .collect();
        let i = &self.info;
        json!({
            "entries": i.entries,
            "bytes": i.bytes,
            "mix": i.mix,
            "seed": i.seed,
            "live_objects": self.expect.live_objects,
            "date": i.date,
            "machine": {"cores": i.machine.cores, "cpu": i.machine.cpu,
                        "memory_kb": i.machine.memory_kb, "conditions": i.conditions},
            "toolchain": self.toolchain(),
            "revision": i.revision,
            "command": i.command,
            "ok": self.ok(),
            "rows": rows,
        })
    }
}

/// Memory per live object: the row's peak resident set divided by the objects it holds at the
/// end. It includes everything the process held at its peak (the binary, read buffers, the
/// table, and for the JVM rows the whole pre-touched heap), so it is an upper bound on what
/// one object costs, comparable across rows of one run.
fn rss_per_object(m: &Measurement) -> Option<f64> {
    let objects = m.objects.filter(|&n| n > 0)?;
    Some(m.peak_rss_kb? as f64 * 1024.0 / objects as f64)
}

/// A ratio as the table shows it: `4.15x`, and below 0.1 with three decimals (`0.006x`), so
/// that the JVM rows' whole-process ratios, which start-up and heap pre-touch make small, do
/// not all round to `0.01x`.
fn ratio_text(r: f64) -> String {
    if r < 0.1 {
        format!("{r:.3}x")
    } else {
        format!("{r:.2}x")
    }
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expect() -> Expect {
        Expect {
            entries: 1000,
            creates: 800,
            puts: 150,
            removes: 50,
            bytes: 2_000_000,
            live_objects: 750,
        }
    }

    fn info() -> RunInfo {
        RunInfo {
            mix: "mixed".into(),
            entries: 1000,
            seed: 1,
            bytes: 2_000_000,
            journal: "target/bench/mixed-1000-1/benchmark.jrl".into(),
            command: "bench/run.sh --entries 1000 --mix mixed".into(),
            date: "2026-01-01 00:00 UTC".into(),
            machine: Machine {
                cores: 2,
                cpu: "Test CPU".into(),
                memory_kb: 24 * 1024 * 1024,
            },
            toolchain: "rustc 1.95.0".into(),
            conditions: "load average 0.10 0.20 0.30".into(),
            revision: "commit abc1234".into(),
        }
    }

    fn row(variant: &str, out: &str, err: &str, rc: Option<i32>) -> Row {
        Row {
            variant: variant.into(),
            result: parse_row(variant, out, err, rc),
        }
    }

    #[test]
    fn rows_are_parsed_checked_and_failures_kept() {
        let rows = vec![
            row(
                "generic",
                r#"{"variant":"generic","entries":1000,"objects":750,"wall_s":2.0,"cpu_s":1.9,"others_cpu_s":0.5,"phases_ms":{"read":100.0,"parse":1500.0,"find_merge":100.0,"store_write":250.0},"peak_rss_kb":102400,"failed":0,"process_wall_s":2.5}"#,
                "",
                Some(0),
            ),
            row(
                "typed",
                "noise\n{\"variant\":\"typed\",\"entries\":1000,\"objects\":750,\"wall_s\":1.0,\"cpu_s\":0.95,\"sys_s\":0.25,\"peak_rss_kb\":51200,\"digest\":\"00000000000000aa\",\"process_wall_s\":1.25}\n",
                "",
                Some(0),
            ),
            row(
                "typed_all_cores",
                r#"{"variant":"typed_all_cores","entries":1000,"objects":749,"wall_s":1.0,"digest":"00000000000000aa"}"#,
                "",
                Some(0),
            ),
            row("jackson_seed", "", "building\nbench/jvm/run.sh: java (17+) is not installed\n", Some(2)),
            row("jackson_tuned", "not json", "", Some(0)),
            row("jackson_tuned_bytes", "", "", None),
            row("line_scan", r#"{"variant":"line_scan","entries":1000,"objects":null,"wall_s":0.01}"#, "", Some(0)),
        ];
        let table = Table {
            info: info(),
            expect: expect(),
            rows,
        };
        assert!(!table.ok());
        let cells = table.cells();
        assert_eq!(
            cells[0][1..12],
            [
                "2.000", "2.500", "1.900", "0.25", "500", "1.0", "1.00x", "1.00x", "750", "100",
                "139,810"
            ]
            .map(String::from)
        );
        assert_eq!(cells[0][13], "1,500 (75%)");
        assert_eq!(cells[0][CHECK], "ok");
        assert_eq!(cells[1][2], "1.250");
        assert_eq!(cells[1][3], "0.950 (0.250)");
        assert_eq!(cells[2][3], "—");
        assert_eq!(cells[1][7], "2.00x");
        assert_eq!(cells[1][8], "2.00x", "generic's process time over typed's");
        assert_eq!(cells[2][2], "—", "no process time: not run through exec");
        assert_eq!(cells[2][8], "—");
        assert_eq!(cells[1][12], "—");
        assert_eq!(cells[2][CHECK], "MISMATCH: objects 749 != 750");
        assert_eq!(
            cells[3][CHECK],
            "FAILED: exit 2: bench/jvm/run.sh: java (17+) is not installed"
        );
        assert_eq!(cells[3][1], "—");
        assert_eq!(cells[4][CHECK], "FAILED: printed no JSON line");
        assert_eq!(cells[5][CHECK], "FAILED: no exit code");
        assert_eq!(cells[6][9], "—");
        assert_eq!(cells[6][CHECK], "ok");

        let md = table.markdown();
        assert!(md.starts_with("### `--mix mixed`, 1,000 entries\n\n- journal: "));
        assert!(md.contains("| variant | wall s |"));
        assert!(md.contains("\n- source: commit abc1234\n"));
        assert!(md.contains(" memory; load average 0.10 0.20 0.30\n"));
        assert!(md.contains(
            "| generic | 2.000 | 2.500 | 1.900 | 0.25 | 500 | 1.0 | 1.00x | 1.00x | 750 | 100 | 139,810 | 100 (5%) |"
        ));
        assert!(md.contains("| variant | wall s | process s | CPU s (sys) |"));
        assert!(md.contains("\n- `wall s`: the span each row timed itself"));
        let text = table.text();
        let header = text.lines().next().unwrap();
        assert!(
            header.starts_with("variant ")
                && header.contains("wall s  process s    CPU s (sys)  others' cores"),
            "{header}"
        );

        let json = table.json();
        assert_eq!(json["entries"], 1000);
        assert_eq!(json["bytes"], 2_000_000);
        assert_eq!(json["ok"], false);
        assert_eq!(json["rows"][0]["entries_per_s"], 500.0);
        assert_eq!(json["rows"][0]["mb_per_s"], 1.0);
        assert_eq!(json["rows"][0]["phases_ms"]["parse"], 1500.0);
        assert_eq!(
            json["rows"][3]["error"],
            "exit 2: bench/jvm/run.sh: java (17+) is not installed"
        );
        assert_eq!(json["rows"][6]["objects"], Json::Null);
        assert_eq!(json["rows"][0]["cpu_s"], 1.9);
        assert_eq!(json["rows"][0]["sys_s"], Json::Null);
        assert_eq!(json["rows"][1]["sys_s"], 0.25);
        assert_eq!(json["rows"][0]["others_cores"], 0.25);
        assert_eq!(json["rows"][0]["process_wall_s"], 2.5);
        assert_eq!(json["rows"][1]["ratio_to_generic_process"], 2.0);
        assert_eq!(json["rows"][2]["process_wall_s"], Json::Null);
    }

    #[test]
    fn digests_are_checked_against_typed() {
        let line = |variant: &str, extra: &str| {
            row(
                variant,
                &format!(
                    r#"{{"variant":"{variant}","entries":1000,"objects":750,"wall_s":1.0{extra}}}"#
                ),
                "",
                Some(0),
            )
        };
        let rows = vec![
            line("generic", ""),
            line("typed", r#","digest":"00000000000000aa""#),
            line(
                "serde_json_typed",
                r#","digest":"00000000000000aa","input_bytes":4000000"#,
            ),
            line("sonic_rs_typed", r#","digest":"00000000000000ab""#),
            line("jackson_seed", ""),
        ];
        let table = Table {
            info: info(),
            expect: expect(),
            rows,
        };
        assert_eq!(table.reference_digest(), Some("00000000000000aa"));
        let cells = table.cells();
        assert_eq!(cells[0][CHECK], "ok", "generic has no digest to check");
        assert_eq!(cells[1][CHECK], "ok, same state");
        assert_eq!(cells[2][CHECK], "ok, same state");
        assert_eq!(cells[2][6], "4.0", "MB/s of the twin it read");
        assert_eq!(
            cells[3][CHECK],
            "MISMATCH: digest 00000000000000ab != 00000000000000aa"
        );
        assert_eq!(cells[4][CHECK], "MISMATCH: no digest");
        assert!(!table.ok());
        let text = table.text();
        assert!(text.contains("state digest: `00000000000000aa`"), "{text}");
        assert!(text.contains("`serde_json_typed` read the journal's strict-JSON twin"));

        // Without the reference row, no peer can be checked.
        let table = Table {
            info: info(),
            expect: expect(),
            rows: vec![line("sonic_rs_typed", r#","digest":"00000000000000aa""#)],
        };
        assert_eq!(
            table.cells()[0][CHECK],
            "MISMATCH: no digest of `typed` to compare with"
        );
    }

    #[test]
    fn a_wrong_sized_journal_is_a_problem() {
        let mut info = info();
        info.bytes = 5;
        let table = Table {
            info,
            expect: expect(),
            rows: vec![],
        };
        assert!(!table.ok());
        assert!(table.text().contains("PROBLEM: the journal has 5 bytes"));
    }

    #[test]
    fn median_of_runs() {
        let run = |wall: f64, cpu: f64| {
            parse_row(
                "typed",
                &format!(
                    r#"{{"variant":"typed","entries":1000,"objects":750,"wall_s":{wall},"cpu_s":{cpu}}}"#
                ),
                "",
                Some(0),
            )
        };
        let m = median_run(vec![run(3.0, 0.3), run(1.0, 0.1), run(2.0, 0.2)]).unwrap();
        assert_eq!(
            (m.wall_s, m.cpu_s),
            (Some(2.0), Some(0.2)),
            "all numbers from the median run"
        );
        assert_eq!(m.wall_runs, [1.0, 2.0, 3.0]);
        let m = median_run(vec![run(4.0, 0.4), run(1.0, 0.1)]).unwrap();
        assert_eq!(m.wall_s, Some(1.0), "the lower middle run");
        assert_eq!(median_run(vec![run(1.0, 0.1)]).unwrap().wall_runs, [1.0]);
        let failed = run(0.0, 0.0);
        assert_eq!(
            median_run(vec![run(1.0, 0.1), failed]).unwrap_err(),
            "run 2 of 2: its JSON line has no positive `wall_s`"
        );
        assert_eq!(median_run(vec![]).unwrap_err(), "did not run");

        let table = Table {
            info: info(),
            expect: expect(),
            rows: vec![Row {
                variant: "typed".into(),
                result: median_run(vec![run(3.0, 0.3), run(1.0, 0.1), run(2.0, 0.2)]),
            }],
        };
        assert_eq!(table.cells()[0][1], "2.000 (1.000–3.000)");
        assert!(table.text().contains("runs: every variant ran 3 times"));
        assert_eq!(
            table.json()["rows"][0]["wall_s_runs"],
            json!([1.0, 2.0, 3.0])
        );
    }

    /// A run directory as `bench/run.sh --repeat 2` leaves it, with a folio row, the
    /// process-only `folio_cli` row and a JVM row: the table's rows, exactly.
    #[test]
    fn golden_rows_from_a_run_directory() {
        let dir = tempfile::tempdir().unwrap();
        let put = |variant: &str, run: u32, out: &str, rc: &str| {
            let path = |ext: &str| dir.path().join(format!("{variant}.{run}.{ext}"));
            std::fs::write(path("out"), format!("{out}\n")).unwrap();
            std::fs::write(path("err"), "").unwrap();
            std::fs::write(path("rc"), format!("{rc}\n")).unwrap();
        };
        let folio = |variant: &str, wall: f64, process: f64, rss: u64, digest: &str| {
            format!(
                r#"{{"variant":"{variant}","entries":1000,"objects":750,"wall_s":{wall},"peak_rss_kb":{rss},"failed":0{digest},"process_wall_s":{process}}}"#
            )
        };
        put("generic", 1, &folio("generic", 2.2, 2.6, 102400, ""), "0");
        put("generic", 2, &folio("generic", 2.0, 2.4, 102400, ""), "0");
        let digest = r#","digest":"00000000000000aa""#;
        put("typed", 1, &folio("typed", 0.5, 0.6, 51200, digest), "0");
        put("typed", 2, &folio("typed", 0.4, 0.7, 51200, digest), "0");
        // What `folio-bench exec --process-only folio_cli` prints.
        let cli = |process: f64| {
            format!(
                r#"{{"variant":"folio_cli","process_wall_s":{process},"peak_rss_kb":20480,"others_cpu_s":0.0,"others_span_s":{process}}}"#
            )
        };
        put("folio_cli", 1, &cli(0.55), "0");
        put("folio_cli", 2, &cli(0.5), "0");
        let jvm = |wall: f64, process: f64| {
            format!(
                r#"{{"variant":"jackson_tuned","entries":1000,"objects":750,"wall_s":{wall},"warmup_s":1.5,"cpu_s":1.1,"digest":"00000000000000aa","java":"17.0.15","peak_rss_kb":1048576,"others_cpu_s":0.0,"others_span_s":{process},"process_wall_s":{process}}}"#
            )
        };
        put("jackson_tuned", 1, &jvm(1.2, 4.2), "0");
        put("jackson_tuned", 2, &jvm(1.0, 4.0), "0");
        let table = Table {
            info: info(),
            expect: expect(),
            rows: ["generic", "typed", "folio_cli", "jackson_tuned"]
                .iter()
                .map(|v| load_row(dir.path(), v))
                .collect(),
        };
        assert!(table.ok(), "{}", table.text());
        let md = table.markdown();
        let rows: Vec<&str> = md.lines().filter(|l| l.starts_with("| ")).collect();
        assert_eq!(
            rows,
            [
                "| variant | wall s | process s | CPU s (sys) | others' cores | entries/s | MB/s | vs generic | vs generic (process) | objects | peak RSS MiB | RSS B/object | read ms | parse ms | find_merge ms | store_write ms | check |",
                "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
                "| generic | 2.000 (2.000–2.200) | 2.400 (2.400–2.600) | — | — | 500 | 1.0 | 1.00x | 1.00x | 750 | 100 | 139,810 | — | — | — | — | ok |",
                "| typed | 0.400 (0.400–0.500) | 0.700 (0.600–0.700) | — | — | 2,500 | 5.0 | 5.00x | 3.43x | 750 | 50 | 69,905 | — | — | — | — | ok, same state |",
                "| folio_cli | — | 0.500 (0.500–0.550) | — | 0.00 | — | — | — | 4.80x | — | 20 | — | — | — | — | — | ok (exit status only) |",
                "| jackson_tuned | 1.000 (1.000–1.200) | 4.000 (4.000–4.200) | 1.100 | 0.00 | 1,000 | 2.0 | 2.00x | 0.60x | 750 | 1,024 | 1,431,656 | — | — | — | — | ok, same state |",
            ]
        );
        assert!(md.contains("\n- runs: every variant ran 2 times,"), "{md}");

        let json = table.json();
        assert_eq!(json["ok"], true);
        let cli = &json["rows"][2];
        assert_eq!(cli["variant"], "folio_cli");
        assert_eq!(cli["wall_s"], Json::Null);
        assert_eq!(cli["entries_per_s"], Json::Null);
        assert_eq!(cli["entries"], Json::Null);
        assert_eq!(cli["process_wall_s"], 0.5);
        assert_eq!(cli["process_wall_s_runs"], json!([0.5, 0.55]));
        assert_eq!(cli["ratio_to_generic_process"], 4.8);
        assert_eq!(cli["check"], "ok (exit status only)");
        let typed = &json["rows"][1];
        assert_eq!(typed["wall_s"], 0.4);
        assert_eq!(
            typed["process_wall_s"], 0.7,
            "the median run's own process time"
        );
        assert_eq!(typed["wall_s_runs"], json!([0.4, 0.5]));
        assert_eq!(typed["process_wall_s_runs"], json!([0.6, 0.7]));
        assert_eq!(typed["ratio_to_generic"], 5.0);
        assert_eq!(typed["ratio_to_generic_process"], 3.429);
        assert_eq!(json["rows"][3]["ratio_to_generic_process"], 0.6);
    }

    #[test]
    fn a_process_only_row_needs_its_process_time_and_a_zero_exit() {
        let ok = parse_row(
            "folio_cli",
            r#"{"variant":"folio_cli","process_wall_s":0.25}"#,
            "",
            Some(0),
        )
        .unwrap();
        assert_eq!((ok.entries, ok.wall_s), (None, None));
        assert_eq!(ok.process_wall_s, Some(0.25));
        assert_eq!(
            parse_row("folio_cli", r#"{"variant":"folio_cli"}"#, "", Some(0)),
            Err("its JSON line has no positive `process_wall_s`".to_owned())
        );
        assert_eq!(
            parse_row("folio_cli", "", "folio: cannot read x.jrl\n", Some(1)),
            Err("exit 1: folio: cannot read x.jrl".to_owned())
        );
        // Every other row still needs its own entries and wall time.
        assert_eq!(
            parse_row(
                "typed",
                r#"{"variant":"typed","entries":5,"process_wall_s":0.25}"#,
                "",
                Some(0)
            ),
            Err("its JSON line has no positive `wall_s`".to_owned())
        );
    }

    #[test]
    fn small_ratios_keep_three_decimals() {
        assert_eq!(ratio_text(4.154), "4.15x");
        assert_eq!(ratio_text(0.42), "0.42x");
        assert_eq!(ratio_text(0.0061), "0.006x");
        assert_eq!(ratio_text(0.012), "0.012x");
    }

    #[test]
    fn thousands_separators() {
        for (n, s) in [
            (0, "0"),
            (999, "999"),
            (1000, "1,000"),
            (1234567, "1,234,567"),
        ] {
            assert_eq!(thousands(n), s);
        }
    }
}
