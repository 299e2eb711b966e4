//! `folio-bench`: runs one variant of the benchmark suite, wraps a JVM peer, or makes the table.
//! `bench/run.sh` is the one command that uses all of it; see `bench/README.md`.

use clap::{Parser, Subcommand, ValueEnum};
use folio_bench::table::{load_row, Machine, RunInfo, Table};
use folio_bench::{expect, generic, line_scan, markdown, peers, typed, writes, VARIANTS};
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, ExitCode, Stdio};

#[derive(Debug, Parser)]
#[command(
    name = "folio-bench",
    about = "folio's benchmark suite (bench/README.md)"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
#[value(rename_all = "snake_case")]
enum Variant {
    /// Frame, parse into the generic value tree, store the tree (the naive design).
    Generic,
    /// folio's replay on one thread.
    Typed,
    /// folio's replay on all cores.
    TypedAllCores,
    /// folio's replay on one thread with phase timing off: what timing costs.
    TypedUntimed,
    /// Read the file and split it into lines: the floor.
    LineScan,
    /// serde_json into a derived struct, on the journal's strict-JSON twin.
    SerdeJsonTyped,
    /// sonic-rs into a derived struct, on the journal's strict-JSON twin.
    SonicRsTyped,
}

// Parsed once per process: the size of the largest variant does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
enum Cmd {
    /// Runs one folio variant on a journal and prints its JSON line.
    Run {
        #[arg(value_enum)]
        variant: Variant,
        /// The journal (named benchmark.jrl); for the Rust peers, its strict-JSON twin.
        file: PathBuf,
    },
    /// Prints what the generator writes for these options (entries, live objects, bytes).
    Expect {
        #[arg(long)]
        entries: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value = "create")]
        mix: String,
    },
    /// The write benchmark: folio's journal writer per fsync policy and concurrent writers,
    /// and Redis (when its programs are given) next to it; prints the table and writes its
    /// JSON results and its section of BENCHMARKS.md. Exits 1 if any row failed its check.
    Writes {
        /// Rows write their journals under this directory (on the disk measured).
        #[arg(long)]
        dir: PathBuf,
        /// How long each folio row writes.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
        #[arg(long, value_delimiter = ',', default_value = "1,4,16,64")]
        writers: Vec<usize>,
        #[arg(long, value_delimiter = ',', default_value = "always,batch,never")]
        policies: Vec<folio_journal::FsyncPolicy>,
        /// `redis-server`; with `--redis-benchmark` and `--redis-cli`, adds the Redis rows.
        #[arg(long, requires_all = ["redis_benchmark", "redis_cli"])]
        redis_server: Option<PathBuf>,
        #[arg(long)]
        redis_benchmark: Option<PathBuf>,
        #[arg(long)]
        redis_cli: Option<PathBuf>,
        /// Facts for the record (command, date, machine, load...), one per flag.
        #[arg(long)]
        fact: Vec<String>,
        #[arg(long)]
        json_out: Option<PathBuf>,
        #[arg(long)]
        markdown: Option<PathBuf>,
    },
    /// Writes at the server: the same single-threaded client drives `folio serve --listen`
    /// (JSON-RPC `create`) and, when given, `redis-server` (RESP `SET` of the same JSON),
    /// `clients` connections with `depth` writes in flight each; prints a Markdown table of
    /// writes/s, p50/p99 acknowledgement latency and the server's context switches per write.
    Load {
        #[arg(long)]
        folio: PathBuf,
        #[arg(long)]
        redis_server: Option<PathBuf>,
        /// Servers keep their files under this directory (on the disk measured).
        #[arg(long)]
        dir: PathBuf,
        #[arg(long, default_value_t = 5.0)]
        seconds: f64,
        #[arg(long, value_delimiter = ',', default_value = "1,16,64,256")]
        clients: Vec<usize>,
        #[arg(long, default_value_t = 1)]
        depth: usize,
        /// folio's policies; Redis runs `always` as `always` and `batch` as `everysec`.
        #[arg(long, value_delimiter = ',', default_value = "always")]
        policies: Vec<String>,
        /// `create`: each request a new id. `put`: each connection's requests cycle over 64
        /// ids of its own, each a change of one field (a merge; Redis: `SET` of the same key).
        #[arg(long, value_delimiter = ',', default_value = "create")]
        ops: Vec<String>,
    },
    /// Runs a command (a variant: `folio-bench run …`, a JVM peer, `folio replay …`), passes
    /// its stderr through, and prints its last JSON line with `process_wall_s` (from spawning
    /// the process to its exit) added, and unless the child reports its own, `peak_rss_kb` (the
    /// child's peak resident set, from getrusage) and `others_cpu_s` (CPU time everything else
    /// used while it ran) over `others_span_s`. Exits with the child's code.
    Exec {
        /// The command prints no JSON line of its own (its stdout goes to stderr): print one
        /// for this variant with only what is measured from outside.
        #[arg(long, value_name = "VARIANT")]
        process_only: Option<String>,
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
        command: Vec<String>,
    },
    /// Draws the SVG charts (replay throughput per variant, scaling per thread count, writes/s
    /// per fsync policy and writers, RPC round trips per requests in flight) from the results
    /// files in a directory: the latest results-<mix>-<N>.json per mix, results-writes.json,
    /// results-rpc.json. A chart without its results file is left out.
    Charts {
        /// Holds the results files.
        #[arg(long)]
        results: PathBuf,
        /// Where the charts go (throughput.svg, scaling.svg, writes.svg, rpc.svg).
        #[arg(long)]
        out: PathBuf,
    },
    /// Reads every variant's output from a run directory, prints the table, and writes the
    /// JSON results and the run's section of BENCHMARKS.md. Exits 1 if any row failed.
    Table {
        /// Holds VARIANT.I.out, VARIANT.I.err and VARIANT.I.rc for each variant and run I.
        #[arg(long)]
        run_dir: PathBuf,
        #[arg(long)]
        journal: PathBuf,
        #[arg(long)]
        entries: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        mix: String,
        /// The command as the user typed it, for the record.
        #[arg(long)]
        command: String,
        #[arg(long)]
        date: String,
        #[arg(long, default_value = "")]
        toolchain: String,
        /// How busy the machine was (load average, CPU pressure), for the record.
        #[arg(long, default_value = "")]
        conditions: String,
        /// The source measured (e.g. `commit 1a2b3c4`), for the record.
        #[arg(long, default_value = "")]
        revision: String,
        #[arg(long)]
        json_out: PathBuf,
        #[arg(long)]
        markdown: PathBuf,
    },
}

/// The system allocator; with `FOLIO_HUGE_PAGES=on` it advises the heaps a store grows in to
/// use huge pages (`crates/replay/src/huge_pages.rs`).
#[global_allocator]
static ALLOCATOR: folio_replay::HugePageHeaps = folio_replay::HugePageHeaps;

fn main() -> ExitCode {
    folio_replay::set_up_heap();
    match Cli::parse().command {
        Cmd::Run { variant, file } => {
            // Huge pages, when asked for, are folio's (docs/cli.md, "Memory"): the Rust peers,
            // the naive design and the floor run on the plain system allocator, as their users
            // would write them.
            if !matches!(
                variant,
                Variant::Typed | Variant::TypedAllCores | Variant::TypedUntimed
            ) {
                folio_replay::HugePageHeaps::turn_off();
            }
            let result = match variant {
                Variant::Generic => generic::run(&file),
                Variant::Typed => typed::run(&file, 1, "typed"),
                Variant::TypedAllCores => typed::run(&file, 0, "typed_all_cores"),
                Variant::TypedUntimed => typed::run_untimed(&file),
                Variant::LineScan => line_scan::run(&file),
                Variant::SerdeJsonTyped => peers::run(&file, peers::Peer::SerdeJson),
                Variant::SonicRsTyped => peers::run(&file, peers::Peer::SonicRs),
            };
            match result {
                Ok(m) => {
                    println!("{}", m.to_json_line());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("folio-bench: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Cmd::Expect { entries, seed, mix } => {
            let Some(mix) = expect::parse_mix(&mix) else {
                eprintln!("folio-bench: --mix must be create or mixed, not {mix:?}");
                return ExitCode::from(2);
            };
            let e = expect::expect(entries, seed, mix);
            println!("{}", serde_json::to_string(&e).expect("plain data"));
            ExitCode::SUCCESS
        }
        Cmd::Exec {
            process_only,
            command,
        } => exec(&command, process_only.as_deref()),
        Cmd::Charts { results, out } => match folio_bench::charts::draw_all(&results, &out) {
            Ok(written) => {
                for path in written {
                    eprintln!("folio-bench: wrote {}", path.display());
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("folio-bench: {e}");
                ExitCode::from(2)
            }
        },
        Cmd::Load {
            folio,
            redis_server,
            dir,
            seconds,
            clients,
            depth,
            policies,
            ops,
        } => load_table(
            &folio,
            redis_server.as_deref(),
            &dir,
            seconds,
            &clients,
            depth,
            &policies,
            &ops,
        ),
        Cmd::Writes {
            dir,
            seconds,
            writers,
            policies,
            redis_server,
            redis_benchmark,
            redis_cli,
            fact,
            json_out,
            markdown,
        } => {
            let redis = match (redis_server, redis_benchmark, redis_cli) {
                (Some(server), Some(benchmark), Some(cli)) => Some(writes::RedisTools {
                    server,
                    benchmark,
                    cli,
                }),
                _ => None,
            };
            let options = writes::WritesOptions {
                dir,
                seconds,
                writers,
                policies,
                redis,
            };
            let rows = match writes::run_all(&options, &mut |line| eprintln!("{line}")) {
                Ok(rows) => rows,
                Err(e) => {
                    eprintln!("folio-bench: {e}");
                    return ExitCode::from(2);
                }
            };
            print!("{}", writes::text(&rows));
            let mut facts = fact;
            facts.push(format!("machine: {}", Machine::this().describe()));
            for f in &facts {
                println!("{f}");
            }
            if let Some(path) = json_out {
                let rows: Vec<_> = rows.iter().map(writes::row_json).collect();
                let json = serde_json::json!({"facts": facts, "rows": rows});
                let text = serde_json::to_string_pretty(&json).expect("plain data") + "\n";
                if let Err(e) = std::fs::write(&path, text) {
                    eprintln!("folio-bench: {}: {e}", path.display());
                    return ExitCode::from(2);
                }
            }
            if let Some(path) = markdown {
                let doc = match std::fs::read_to_string(&path) {
                    Ok(doc) => doc,
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => markdown::TEMPLATE.into(),
                    Err(e) => {
                        eprintln!("folio-bench: {}: {e}", path.display());
                        return ExitCode::from(2);
                    }
                };
                let doc = markdown::replace_section(
                    &doc,
                    writes::SECTION,
                    &writes::markdown(&rows, &facts),
                );
                if let Err(e) = std::fs::write(&path, doc) {
                    eprintln!("folio-bench: {}: {e}", path.display());
                    return ExitCode::from(2);
                }
            }
            if rows.iter().all(writes::WriteRow::ok) {
                ExitCode::SUCCESS
            } else {
                eprintln!("folio-bench: some write rows failed their check");
                ExitCode::FAILURE
            }
        }
        Cmd::Table {
            run_dir,
            journal,
            entries,
            seed,
            mix,
            command,
            date,
            toolchain,
            conditions,
            revision,
            json_out,
            markdown,
        } => {
            let Some(gen_mix) = expect::parse_mix(&mix) else {
                eprintln!("folio-bench: --mix must be create or mixed, not {mix:?}");
                return ExitCode::from(2);
            };
            let bytes = match std::fs::metadata(&journal) {
                Ok(meta) => meta.len(),
                Err(e) => {
                    eprintln!("folio-bench: {}: {e}", journal.display());
                    return ExitCode::from(2);
                }
            };
            let table = Table {
                info: RunInfo {
                    mix: mix.clone(),
                    entries,
                    seed,
                    bytes,
                    journal: journal.display().to_string(),
                    command,
                    date,
                    machine: Machine::this(),
                    toolchain,
                    conditions,
                    revision,
                },
                expect: expect::expect(entries, seed, gen_mix),
                rows: VARIANTS.iter().map(|v| load_row(&run_dir, v)).collect(),
            };
            print!("{}", table.text());
            let json = serde_json::to_string_pretty(&table.json()).expect("plain data") + "\n";
            if let Err(e) = std::fs::write(&json_out, json) {
                eprintln!("folio-bench: {}: {e}", json_out.display());
                return ExitCode::from(2);
            }
            let doc = match std::fs::read_to_string(&markdown) {
                Ok(doc) => doc,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => markdown::TEMPLATE.into(),
                Err(e) => {
                    eprintln!("folio-bench: {}: {e}", markdown.display());
                    return ExitCode::from(2);
                }
            };
            let doc =
                markdown::replace_section(&doc, &markdown::key(&mix, entries), &table.markdown());
            if let Err(e) = std::fs::write(&markdown, doc) {
                eprintln!("folio-bench: {}: {e}", markdown.display());
                return ExitCode::from(2);
            }
            println!(
                "wrote {} and the {} section of {}",
                json_out.display(),
                markdown::key(&mix, entries),
                markdown.display()
            );
            if table.ok() {
                ExitCode::SUCCESS
            } else {
                eprintln!("folio-bench: some rows failed or did other work than the journal holds");
                ExitCode::FAILURE
            }
        }
    }
}

/// Runs `command`, keeps its stdout, and prints its last JSON object line with the time from
/// spawning it to its exit (`process_wall_s`) and, unless it reports its own, the child's peak
/// RSS and the CPU time everything else used meanwhile added. With `process_only`, the child's
/// stdout is passed to stderr and the line printed is `{"variant": process_only, …}` with only
/// those. Nothing is printed as a measurement when the child fails. Exits with the child's code.
fn exec(command: &[String], process_only: Option<&str>) -> ExitCode {
    let busy_before = folio_bench::usage::machine_busy();
    // From here to the child's exit is the whole process: its start (for the JVM: the JVM's
    // start and its heap's pre-touch), its work and its exit.
    let started = std::time::Instant::now();
    let mut child = match Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => {
            eprintln!("folio-bench: cannot run {}: {e}", command[0]);
            return ExitCode::from(2);
        }
    };
    let mut stdout = String::new();
    let read = child
        .stdout
        .take()
        .expect("piped")
        .read_to_string(&mut stdout);
    let status = match child.wait() {
        Ok(status) => status,
        Err(e) => {
            eprintln!("folio-bench: waiting for {}: {e}", command[0]);
            return ExitCode::from(2);
        }
    };
    let span = started.elapsed();
    if let Err(e) = read {
        eprintln!("folio-bench: reading the output of {}: {e}", command[0]);
        return ExitCode::from(2);
    }
    let peak = folio_bench::usage::children_peak_rss_kb();
    // What everything else used while the child ran (for the JVM, its warm-up included): the
    // machine's busy time minus the child's own CPU time.
    let others = folio_bench::usage::machine_busy()
        .zip(busy_before)
        .map(|(now, then)| now.saturating_sub(then))
        .zip(folio_bench::usage::children_cpu_time())
        .map(|(busy, child)| busy.saturating_sub(child));
    let mut printed = false;
    if status.success() {
        let last = match process_only {
            Some(variant) => {
                eprint!("{stdout}");
                Some(serde_json::json!({ "variant": variant }))
            }
            None => stdout.lines().rev().find_map(|l| {
                serde_json::from_str::<serde_json::Value>(l.trim())
                    .ok()
                    .filter(serde_json::Value::is_object)
            }),
        };
        if let Some(mut line) = last {
            let round = |d: std::time::Duration, digits: i32| {
                let scale = 10f64.powi(digits);
                (d.as_secs_f64() * scale).round() / scale
            };
            let map = line.as_object_mut().expect("an object");
            map.insert("process_wall_s".into(), serde_json::json!(round(span, 6)));
            if !map.contains_key("peak_rss_kb") {
                map.insert("peak_rss_kb".into(), serde_json::json!(peak));
            }
            // A folio row reports what others used over its own timed span; keep that.
            if let Some(others) = others.filter(|_| !map.contains_key("others_cpu_s")) {
                map.insert("others_cpu_s".into(), serde_json::json!(round(others, 3)));
                map.insert("others_span_s".into(), serde_json::json!(round(span, 3)));
            }
            println!("{line}");
            printed = true;
        }
    }
    if !printed {
        print!("{stdout}");
    }
    match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        None => {
            eprintln!("folio-bench: {} was killed by a signal", command[0]);
            ExitCode::FAILURE
        }
    }
}

/// `folio-bench load`: each row for folio, then for Redis beside it.
#[allow(clippy::too_many_arguments)]
fn load_table(
    folio: &std::path::Path,
    redis: Option<&std::path::Path>,
    dir: &std::path::Path,
    seconds: f64,
    clients: &[usize],
    depth: usize,
    policies: &[String],
    ops: &[String],
) -> ExitCode {
    use folio_bench::load::{run, Row, System, Write};
    let mut writes = Vec::new();
    for op in ops {
        match op.as_str() {
            "create" => writes.push(Write::Create),
            "put" => writes.push(Write::Put),
            _ => {
                eprintln!("folio-bench load: --ops takes create and put, not {op:?}");
                return ExitCode::from(2);
            }
        }
    }
    println!(
        "| op | policy | clients | folio writes/s | Redis writes/s | folio / Redis | p50 µs folio / Redis | p99 µs folio / Redis | switches/write folio / Redis | server CPU µs/write folio / Redis | client CPU µs/write folio / Redis |"
    );
    println!("|---|---|---:|---:|---:|---:|---|---|---|---|---|");
    let mut failed = false;
    for &write in &writes {
        for policy in policies {
            for &n in clients {
                let row = |system, program: &std::path::Path| Row {
                    system,
                    program: program.to_path_buf(),
                    fsync: policy.clone(),
                    write,
                    clients: n,
                    depth,
                    seconds,
                };
                let op = write.name();
                let ours = run(&row(System::Folio, folio), dir);
                let theirs = redis.map(|r| run(&row(System::Redis, r), dir));
                match (ours, theirs) {
                    (Ok(f), Some(Ok(r))) => println!(
                        "| {op} | {policy} | {n} | {:.0} | {:.0} | {:.2}x | {} / {} | {} / {} | {:.2} / {:.2} | {:.1} / {:.1} | {:.1} / {:.1} |",
                        f.writes_per_s,
                        r.writes_per_s,
                        f.writes_per_s / r.writes_per_s,
                        f.p50_us,
                        r.p50_us,
                        f.p99_us,
                        r.p99_us,
                        f.switches_per_write,
                        r.switches_per_write,
                        f.server_cpu_us,
                        r.server_cpu_us,
                        f.client_cpu_us,
                        r.client_cpu_us
                    ),
                    (Ok(f), None) => println!(
                        "| {op} | {policy} | {n} | {:.0} | | | {} | {} | {:.2} | {:.1} | {:.1} |",
                        f.writes_per_s,
                        f.p50_us,
                        f.p99_us,
                        f.switches_per_write,
                        f.server_cpu_us,
                        f.client_cpu_us
                    ),
                    (Err(e), _) | (_, Some(Err(e))) => {
                        eprintln!("folio-bench load: {op}, {policy} with {n} clients: {e}");
                        failed = true;
                    }
                }
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
