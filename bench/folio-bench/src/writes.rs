//! The write benchmark: acknowledged writes per second of folio's journal writer, per fsync
//! policy and number of concurrent writers, next to Redis with an append-only file.
//!
//! Every folio row opens a fresh writable engine (`folio_engine::Engine`, its `benchmark`
//! journal on the disk under the run's directory), starts `writers` threads together, and lets
//! each write BenchmarkModel records for a fixed time: build the object (a clone of one of a
//! pool of generated records, given an id of its own) and `Engine::create` it, which
//! validates it, renders it as a `c(` entry, reads that back, appends it, applies it to the
//! store and waits until it is durable under the policy. A write counts once `create`
//! returned. The put rows first create the pool's records (ids 1 to `POOL`, before the clock),
//! then `Engine::put` other records' fields onto those ids: merges, rendered as deltas. After
//! the clock, the journal is closed and replayed, and the row is `ok` only if the replay holds
//! exactly the acknowledged writes (and the put rows' creates) as entries, as many objects as
//! there are distinct ids, and no failed entry.
//!
//! Every Redis row starts its own `redis-server --appendonly yes --appendfsync always|everysec`
//! (no RDB snapshots) and runs `redis-benchmark -t set -d <folio's mean entry size> -c <writers>
//! -n <count>` against it over TCP on localhost, then shuts the server down and counts the SET
//! commands in its append-only file: the row is `ok` only if they equal the requests made.
//! Redis is measured over its network protocol, with the benchmark client on the same two
//! cores; folio's rows are in-process.
//!
//! Each row also counts context switches per acknowledged write, the measure a design that
//! wakes no one per write must bring down: for folio, of the whole benchmark process while
//! the row writes (`getrusage`: the engine's threads and the writer threads calling it); for
//! Redis, of its server process (`/proc/PID/task/*/status`), not of redis-benchmark.

use crate::table::thousands;
use crate::BenchError;
use folio_engine::{Engine, EngineOptions};
use folio_journal::{discover, FsyncPolicy, JournalWriter};
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use folio_store::{Fields, Object, Value};
use serde_json::{json, Value as Json};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Barrier;
use std::time::{Duration, Instant};

/// The key of the write table's section in `BENCHMARKS.md`.
pub const SECTION: &str = "writes";

/// Records in the pool every folio row's writes are cloned from.
pub const POOL: u64 = 2_000;

/// What is written and how long each row runs.
#[derive(Debug, Clone)]
pub struct WritesOptions {
    /// Rows run in subdirectories of this one (on the disk measured; not a tmpfs).
    pub dir: PathBuf,
    /// How long each folio row writes.
    pub seconds: f64,
    /// Concurrent writers of each row.
    pub writers: Vec<usize>,
    /// folio's policies, one row per policy and writer count.
    pub policies: Vec<FsyncPolicy>,
    /// `redis-server` and `redis-benchmark`, when Redis rows are wanted.
    pub redis: Option<RedisTools>,
}

/// The Redis programs the peer rows run.
#[derive(Debug, Clone)]
pub struct RedisTools {
    pub server: PathBuf,
    pub benchmark: PathBuf,
    pub cli: PathBuf,
}

/// What one row measured.
#[derive(Debug, Clone, PartialEq)]
pub struct WriteMeasure {
    /// Acknowledged writes.
    pub writes: u64,
    pub wall_s: f64,
    /// fsyncs (`fdatasync`) made while the row wrote (folio only: Redis does not count them).
    pub fsyncs: Option<u64>,
    /// Context switches (voluntary and not) while the row wrote: of the whole benchmark
    /// process for folio (the engine's threads and the writers calling it), of the server's
    /// process for Redis (its clients, redis-benchmark, not counted).
    pub switches: Option<u64>,
    /// Latency of one write, from building it to its acknowledgement, in microseconds.
    pub p50_us: f64,
    pub p99_us: f64,
    /// Mean bytes per write: the journal entry (folio), the value (Redis `-d`).
    pub bytes_per_write: f64,
    /// What the check found: `Ok(())` when the journal / append-only file holds exactly the
    /// acknowledged writes.
    pub check: Result<(), String>,
}

/// One row of the write table.
#[derive(Debug, Clone, PartialEq)]
pub struct WriteRow {
    /// `folio (render + JournalWriter)` or `redis (AOF, TCP)`.
    pub system: String,
    /// The fsync policy (folio's name, or Redis's `appendfsync` value).
    pub policy: String,
    pub writers: usize,
    pub result: Result<WriteMeasure, String>,
}

impl WriteRow {
    pub fn ok(&self) -> bool {
        matches!(&self.result, Ok(m) if m.check.is_ok())
    }
}

/// Records for the rows: `POOL` generated BenchmarkModel creates, replayed by folio.
pub fn pool(dir: &Path, registry: &Registry) -> Result<Vec<Object>, BenchError> {
    let pool_dir = dir.join("pool");
    std::fs::create_dir_all(&pool_dir).map_err(|source| BenchError::Io {
        path: pool_dir.clone(),
        source,
    })?;
    let path = pool_dir.join(format!("{}.jrl", folio_gen::BENCHMARK_DAO));
    let file = std::fs::File::create(&path).map_err(|source| BenchError::Io {
        path: path.clone(),
        source,
    })?;
    let opts = folio_gen::GenOptions {
        entries: POOL,
        seed: 7,
        mix: folio_gen::Mix::Create,
    };
    folio_gen::generate(&opts, std::io::BufWriter::new(file)).map_err(|source| BenchError::Io {
        path: path.clone(),
        source,
    })?;
    let found = discover(&[path]).map_err(|e| BenchError::Folio(e.to_string()))?;
    let result = replay(&found, registry, &ReplayOptions::default())
        .map_err(|e| BenchError::Folio(e.to_string()))?;
    let dao = &result.daos[0].dao;
    Ok(dao.sorted().into_iter().map(|(_, o)| o.clone()).collect())
}

/// The slot of `seq` in BenchmarkModel.
fn seq_slot(registry: &Registry) -> usize {
    registry
        .model_by_class(folio_gen::BENCHMARK_CLASS)
        .and_then(|m| m.property("seq"))
        .expect("the benchmark registry has BenchmarkModel.seq")
}

/// How folio's rows write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WritePath {
    /// `Engine::create` on a writable engine: validate, render, read back, append, apply,
    /// wait until durable. What a server does.
    Engine,
    /// `folio_render::write_create`, `JournalWriter::append`, `wait_durable`: the journal
    /// writer alone, without the engine's checks and store (and its one-write-at-a-time lock).
    Journal,
    /// `Engine::put` of another record's fields onto an id the DAO holds (the `POOL` ids,
    /// created before the clock): a merge, whose `p(` entry is the delta from the stored
    /// object, so it is rendered under the DAO's write lock. FOAM's commonest write.
    EnginePut,
}

impl WritePath {
    /// The label of its rows.
    pub fn label(self) -> &'static str {
        match self {
            WritePath::Engine => "folio: Engine::create",
            WritePath::Journal => "folio: render + JournalWriter",
            WritePath::EnginePut => "folio: Engine::put (merge)",
        }
    }
}

/// One folio row on a fresh journal in `dir/folio-PATH-POLICY-WRITERS` (`benchmark`, created by
/// the first write): `writers` threads, started together, write for `seconds` through `path`;
/// then the journal is replayed and checked.
pub fn folio_row(
    path: WritePath,
    policy: FsyncPolicy,
    writers: usize,
    seconds: f64,
    dir: &Path,
) -> Result<WriteMeasure, String> {
    let tag = match path {
        WritePath::Engine => "engine",
        WritePath::Journal => "journal",
        WritePath::EnginePut => "engine-put",
    };
    let row_dir = dir.join(format!("folio-{tag}-{policy}-{writers}"));
    let _ = std::fs::remove_dir_all(&row_dir);
    std::fs::create_dir_all(&row_dir).map_err(|e| format!("{}: {e}", row_dir.display()))?;
    let dao = folio_gen::BENCHMARK_DAO;
    let run_for = Duration::from_secs_f64(seconds);
    // What the journal must hold afterwards besides the acknowledged writes: the put row's
    // creates, made before the clock.
    let mut created = 0;
    let (run, journal) = match path {
        WritePath::Engine | WritePath::EnginePut => {
            let options = EngineOptions {
                replay: ReplayOptions::default(),
                writable: true,
                fsync: policy,
                ..EngineOptions::default()
            };
            let engine = Engine::open(
                std::slice::from_ref(&row_dir),
                benchmark_registry()?,
                options,
            )
            .map_err(|e| e.to_string())?;
            let registry = engine.registry();
            let pool = pool(dir, registry).map_err(|e| e.to_string())?;
            let seq = seq_slot(registry);
            let held = pool.len() as u64;
            if path == WritePath::EnginePut {
                for id in 1..=held {
                    let object = with_id(&pool[(id - 1) as usize], seq, id);
                    engine.create(dao, object).map_err(|e| e.to_string())?;
                }
                created = held;
            }
            let before = engine.write_stats(dao).unwrap_or_default();
            let run = drive(writers, run_for, |n| {
                let result = if path == WritePath::EnginePut {
                    // A record's fields onto a held id that holds another record's, so that no
                    // put is a delta of nothing however many there are. Put n goes to id
                    // 7n + 1 (mod 2,000), so each id takes one put per 2,000 (7 is prime to
                    // 2,000), and the record put moves on by one each round: the first round
                    // puts record n where record 7n + 1 lies (6n + 1 is odd, never a multiple
                    // of 2,000), each later round a record after the one the round before put.
                    let template = &pool[((n + n / held) % held) as usize];
                    engine.put(dao, with_id(template, seq, (n * 7 + 1) % held + 1))
                } else {
                    engine.create(dao, with_id(&pool[(n % held) as usize], seq, n))
                };
                result.map(drop).map_err(|e| e.to_string())
            });
            let after = engine.write_stats(dao).unwrap_or_default();
            let journal = engine
                .live_dao(dao)
                .and_then(|live| live.journal().map(Path::to_path_buf));
            engine.close().map_err(|e| e.to_string())?;
            let journal = journal.ok_or("the engine has no journal for the benchmark DAO")?;
            let stats = (after.fsyncs - before.fsyncs, after.bytes - before.bytes);
            ((run, stats), journal)
        }
        WritePath::Journal => {
            let registry = benchmark_registry()?;
            let pool = pool(dir, &registry).map_err(|e| e.to_string())?;
            let seq = seq_slot(&registry);
            let journal = row_dir.join(dao);
            let (writer, _) = JournalWriter::open(&journal, policy).map_err(|e| e.to_string())?;
            let before = writer.stats();
            let run = drive(writers, run_for, |id| {
                let object = with_id(&pool[(id % pool.len() as u64) as usize], seq, id);
                let mut entry = Vec::with_capacity(1024);
                folio_render::write_create(
                    &object,
                    Some(folio_gen::BENCHMARK_CLASS),
                    &registry,
                    &mut entry,
                );
                writer
                    .append(&entry)
                    .and_then(|ticket| writer.wait_durable(ticket))
                    .map_err(|e| e.to_string())
            });
            let after = writer.stats();
            writer.close().map_err(|e| e.to_string())?;
            let stats = (after.fsyncs - before.fsyncs, after.bytes - before.bytes);
            ((run, stats), journal)
        }
    };
    let ((latencies, errors, wall, switches), (fsyncs, bytes)) = run;
    if let Some(e) = errors.first() {
        return Err(format!("a write failed: {e}"));
    }
    let writes = latencies.len() as u64;
    // Every create is an object of its own; every put lands on one of the created ids.
    let objects = if created > 0 { created } else { writes };
    let check = verify_journal_holding(&journal, &benchmark_registry()?, created + writes, objects);
    let (p50_us, p99_us) = percentiles(latencies);
    Ok(WriteMeasure {
        writes,
        wall_s: wall.as_secs_f64(),
        fsyncs: Some(fsyncs),
        switches: Some(switches),
        p50_us,
        p99_us,
        bytes_per_write: bytes as f64 / writes.max(1) as f64,
        check,
    })
}

/// Runs `writers` threads, started together, each calling `write` with fresh ids (1, 2, ...
/// over all threads) until `run_for` has passed since the start; a thread stops at its first
/// error. Returns every acknowledged write's latency in microseconds, the errors, the wall
/// time from the start to the last thread's end, and the process's context switches meanwhile.
fn drive(
    writers: usize,
    run_for: Duration,
    write: impl Fn(u64) -> Result<(), String> + Sync,
) -> (Vec<u32>, Vec<String>, Duration, u64) {
    let next_id = AtomicU64::new(1);
    let start_line = Barrier::new(writers + 1);
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..writers)
            .map(|_| {
                let (write, next_id, start_line) = (&write, &next_id, &start_line);
                scope.spawn(move || {
                    let mut latencies: Vec<u32> = Vec::with_capacity(1 << 16);
                    let mut error = None;
                    start_line.wait();
                    let deadline = Instant::now() + run_for;
                    loop {
                        let began = Instant::now();
                        if began >= deadline {
                            break;
                        }
                        let id = next_id.fetch_add(1, Ordering::Relaxed);
                        if let Err(e) = write(id) {
                            error = Some(e);
                            break;
                        }
                        let took = began.elapsed().as_micros();
                        latencies.push(u32::try_from(took).unwrap_or(u32::MAX));
                    }
                    (latencies, error)
                })
            })
            .collect();
        let before = process_switches();
        start_line.wait();
        let started = Instant::now();
        let mut all = Vec::new();
        let mut errors = Vec::new();
        for t in threads {
            let (latencies, error) = t.join().expect("a writer thread panicked");
            all.extend(latencies);
            errors.extend(error);
        }
        let wall = started.elapsed();
        (all, errors, wall, process_switches().saturating_sub(before))
    })
}

/// This process's context switches so far, voluntary and not, over all its threads (those
/// that ended included: `getrusage(RUSAGE_SELF)`).
fn process_switches() -> u64 {
    // SAFETY: `getrusage` fills the struct it is given and reads nothing else; a zeroed
    // `rusage` is a valid value of it.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: as above; the pointer is to a live, writable `rusage`.
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return 0;
    }
    (usage.ru_nvcsw + usage.ru_nivcsw) as u64
}

/// The context switches of process `pid` so far, summed over its threads now alive (a
/// server's threads live as long as it does), from `/proc/PID/task/*/status`.
fn switches_of(pid: u32) -> Option<u64> {
    let mut total = 0;
    for task in std::fs::read_dir(format!("/proc/{pid}/task")).ok()? {
        let status = std::fs::read_to_string(task.ok()?.path().join("status")).ok()?;
        for line in status.lines() {
            if let Some(n) = line
                .strip_prefix("voluntary_ctxt_switches:")
                .or_else(|| line.strip_prefix("nonvoluntary_ctxt_switches:"))
            {
                total += n.trim().parse::<u64>().ok()?;
            }
        }
    }
    Some(total)
}

fn benchmark_registry() -> Result<Registry, String> {
    Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes())
        .map_err(|e| format!("benchmark registry: {e}"))
}

/// A copy of `template` with id `id`: the object a caller builds for one write.
fn with_id(template: &Object, seq: usize, id: u64) -> Object {
    let mut object = template.clone();
    if let Fields::Typed(record) = &mut object.fields {
        record.set(seq, Some(Value::Int(id as i64)));
    }
    object
}

/// `Ok` when replaying the journal at `path` gives exactly `writes` entries and objects, none
/// failed.
pub fn verify_journal(path: &Path, registry: &Registry, writes: u64) -> Result<(), String> {
    verify_journal_holding(path, registry, writes, writes)
}

/// `Ok` when replaying the journal at `path` gives exactly `writes` entries (every write
/// acknowledged, the put row's creates included) and `objects` objects, none failed.
pub fn verify_journal_holding(
    path: &Path,
    registry: &Registry,
    writes: u64,
    objects: u64,
) -> Result<(), String> {
    let found = discover(&[path.to_path_buf()]).map_err(|e| e.to_string())?;
    let result = replay(&found, registry, &ReplayOptions::default()).map_err(|e| e.to_string())?;
    let total = result.total();
    let entries = total.create + total.put + total.remove;
    let mut wrong = Vec::new();
    if entries != writes {
        wrong.push(format!(
            "journal holds {entries} entries, {writes} acknowledged"
        ));
    }
    if total.objects != objects {
        wrong.push(format!("replay gives {} objects", total.objects));
    }
    if total.failed > 0 {
        wrong.push(format!("{} entries failed", total.failed));
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("; "))
    }
}

/// (p50, p99) of latencies in microseconds.
fn percentiles(mut us: Vec<u32>) -> (f64, f64) {
    if us.is_empty() {
        return (0.0, 0.0);
    }
    us.sort_unstable();
    let at = |q: f64| f64::from(us[((us.len() - 1) as f64 * q).round() as usize]);
    (at(0.50), at(0.99))
}

/// Redis's `appendfsync` value next to folio's policy.
pub fn redis_fsync(policy: FsyncPolicy) -> Option<&'static str> {
    match policy {
        FsyncPolicy::Always => Some("always"),
        FsyncPolicy::Batch => Some("everysec"),
        FsyncPolicy::Never => None,
    }
}

/// One Redis row: a fresh server with `appendfsync`, `redis-benchmark -t set` with `clients`
/// connections and `requests` SETs of `value_bytes`, then the SETs in its append-only file
/// counted.
pub fn redis_row(
    tools: &RedisTools,
    appendfsync: &str,
    clients: usize,
    requests: u64,
    value_bytes: usize,
    dir: &Path,
) -> Result<WriteMeasure, String> {
    let row_dir = dir.join(format!("redis-{appendfsync}-{clients}"));
    let _ = std::fs::remove_dir_all(&row_dir);
    std::fs::create_dir_all(&row_dir).map_err(|e| format!("{}: {e}", row_dir.display()))?;
    let port = free_port()?;
    let port_s = port.to_string();
    let mut server = Command::new(&tools.server)
        .args(["--port", &port_s, "--bind", "127.0.0.1", "--save", ""])
        .args(["--appendonly", "yes", "--appendfsync", appendfsync])
        // No rewrite of the append-only file while the row writes: a rewrite folds the SETs
        // into a binary base file, and the check counts them in the text.
        .args(["--auto-aof-rewrite-percentage", "0"])
        .args(["--appenddirname", "aof", "--daemonize", "no"])
        .arg("--dir")
        .arg(&row_dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tools.server.display()))?;
    let result = (|| {
        wait_for_ping(tools, &port_s)?;
        let before = switches_of(server.id());
        let output = Command::new(&tools.benchmark)
            .args(["-p", &port_s, "-t", "set", "--csv"])
            .args(["-d", &value_bytes.to_string()])
            .args(["-c", &clients.to_string()])
            .args(["-n", &requests.to_string()])
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", tools.benchmark.display()))?;
        if !output.status.success() {
            return Err(format!(
                "redis-benchmark failed: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        let switches = before
            .zip(switches_of(server.id()))
            .map(|(b, a)| a.saturating_sub(b));
        parse_redis_csv(&String::from_utf8_lossy(&output.stdout)).map(|m| (m, switches))
    })();
    // SHUTDOWN fsyncs the append-only file and exits; kill the server if it does not.
    let _ = Command::new(&tools.cli)
        .args(["-p", &port_s, "shutdown"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let deadline = Instant::now() + Duration::from_secs(10);
    while server.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    if server.try_wait().ok().flatten().is_none() {
        let _ = server.kill();
        let _ = server.wait();
    }
    let ((rps, p50_ms, p99_ms), switches) = result?;
    let sets = count_aof_sets(&row_dir.join("aof"))?;
    let check = if sets == requests {
        Ok(())
    } else {
        Err(format!(
            "append-only file holds {sets} SETs, {requests} acknowledged"
        ))
    };
    Ok(WriteMeasure {
        writes: requests,
        wall_s: requests as f64 / rps,
        fsyncs: None,
        switches,
        p50_us: p50_ms * 1e3,
        p99_us: p99_ms * 1e3,
        bytes_per_write: value_bytes as f64,
        check,
    })
}

fn free_port() -> Result<u16, String> {
    let listener =
        std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| format!("no free port: {e}"))
}

fn wait_for_ping(tools: &RedisTools, port: &str) -> Result<(), String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let pong = Command::new(&tools.cli)
            .args(["-p", port, "ping"])
            .stderr(Stdio::null())
            .output()
            .is_ok_and(|o| o.stdout.starts_with(b"PONG"));
        if pong {
            return Ok(());
        }
        if Instant::now() >= deadline {
            return Err("redis-server did not answer PING within 10 s".into());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// (requests/s, p50 ms, p99 ms) of the `SET` line of `redis-benchmark --csv`.
pub fn parse_redis_csv(csv: &str) -> Result<(f64, f64, f64), String> {
    let mut lines = csv.lines().map(|l| {
        l.split(',')
            .map(|c| c.trim().trim_matches('"').to_owned())
            .collect::<Vec<_>>()
    });
    let header = lines
        .next()
        .ok_or("redis-benchmark printed nothing".to_owned())?;
    let column = |name: &str| {
        header
            .iter()
            .position(|h| h == name)
            .ok_or(format!("redis-benchmark's CSV has no {name} column"))
    };
    let (rps, p50, p99) = (
        column("rps")?,
        column("p50_latency_ms")?,
        column("p99_latency_ms")?,
    );
    let set = lines
        .find(|l| l.first().is_some_and(|t| t == "SET"))
        .ok_or("redis-benchmark printed no SET line".to_owned())?;
    let number = |i: usize| {
        set.get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .ok_or(format!("redis-benchmark's SET line: {set:?}"))
    };
    Ok((number(rps)?, number(p50)?, number(p99)?))
}

/// SET commands in the append-only files (`*.aof`) of `dir`: each is `*3\r\n$3\r\nSET\r\n…`.
pub fn count_aof_sets(dir: &Path) -> Result<u64, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut sets = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "aof") {
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            sets += memchr::memmem::find_iter(&bytes, b"*3\r\n$3\r\nSET\r\n").count() as u64;
        }
    }
    Ok(sets)
}

/// Runs every row: folio's for each policy and writer count, then Redis's next to each
/// `always` / `batch` row, with about as many requests as folio's row acknowledged (at least
/// 1,000, at most 200,000), so that each runs about as long.
pub fn run_all(
    options: &WritesOptions,
    log: &mut dyn FnMut(&str),
) -> Result<Vec<WriteRow>, BenchError> {
    std::fs::create_dir_all(&options.dir).map_err(|source| BenchError::Io {
        path: options.dir.clone(),
        source,
    })?;
    let mut rows = Vec::new();
    let mut value_bytes = 0.0f64;
    let mut runs: Vec<(WritePath, FsyncPolicy)> = options
        .policies
        .iter()
        .map(|&policy| (WritePath::Engine, policy))
        .collect();
    // The writer alone, where group commit matters.
    if options.policies.contains(&FsyncPolicy::Always) {
        runs.push((WritePath::Journal, FsyncPolicy::Always));
    }
    runs.extend(
        options
            .policies
            .iter()
            .map(|&policy| (WritePath::EnginePut, policy)),
    );
    for (path, policy) in runs {
        for &writers in &options.writers {
            let result = folio_row(path, policy, writers, options.seconds, &options.dir);
            if let Ok(m) = &result {
                value_bytes = m.bytes_per_write;
            }
            let row = WriteRow {
                system: path.label().into(),
                policy: policy.to_string(),
                writers,
                result,
            };
            log(&row_json(&row).to_string());
            rows.push(row);
        }
    }
    let Some(tools) = &options.redis else {
        return Ok(rows);
    };
    let value_bytes = if value_bytes > 0.0 {
        value_bytes.round() as usize
    } else {
        900
    };
    for &policy in &options.policies {
        let Some(appendfsync) = redis_fsync(policy) else {
            continue;
        };
        for &writers in &options.writers {
            let folio_rate = rows
                .iter()
                .find(|r| {
                    r.system == WritePath::Engine.label()
                        && r.policy == policy.as_str()
                        && r.writers == writers
                })
                .and_then(|r| r.result.as_ref().ok())
                .map_or(1000.0, |m| m.writes as f64 / m.wall_s);
            let requests = ((folio_rate * options.seconds) as u64).clamp(1_000, 200_000);
            let result = redis_row(
                tools,
                appendfsync,
                writers,
                requests,
                value_bytes,
                &options.dir,
            );
            let row = WriteRow {
                system: "redis: SET over TCP".into(),
                policy: format!("appendfsync {appendfsync}"),
                writers,
                result,
            };
            log(&row_json(&row).to_string());
            rows.push(row);
        }
    }
    Ok(rows)
}

/// One row as JSON, for the log and the results file.
pub fn row_json(row: &WriteRow) -> Json {
    match &row.result {
        Err(why) => json!({"system": row.system, "policy": row.policy, "writers": row.writers,
                           "error": why}),
        Ok(m) => json!({
            "system": row.system,
            "policy": row.policy,
            "writers": row.writers,
            "writes": m.writes,
            "wall_s": m.wall_s,
            "writes_per_s": (m.writes as f64 / m.wall_s).round(),
            "fsyncs": m.fsyncs,
            "switches": m.switches,
            "p50_us": m.p50_us,
            "p99_us": m.p99_us,
            "bytes_per_write": (m.bytes_per_write * 10.0).round() / 10.0,
            "check": match &m.check { Ok(()) => "ok".to_owned(), Err(why) => why.clone() },
        }),
    }
}

const HEADERS: [&str; 11] = [
    "system",
    "policy",
    "writers",
    "writes",
    "writes/s",
    "vs 1 writer",
    "fsyncs/write",
    "switches/write",
    "p50 µs",
    "p99 µs",
    "check",
];

/// The rows' cells: writes/s relative to the same system and policy with one writer.
pub fn cells(rows: &[WriteRow]) -> Vec<[String; 11]> {
    let rate = |m: &WriteMeasure| m.writes as f64 / m.wall_s;
    rows.iter()
        .map(|row| {
            let mut cells: [String; 11] = std::array::from_fn(|_| "—".to_owned());
            cells[0] = row.system.clone();
            cells[1] = row.policy.clone();
            cells[2] = row.writers.to_string();
            match &row.result {
                Err(why) => cells[10] = format!("FAILED: {why}"),
                Ok(m) => {
                    cells[3] = thousands(m.writes);
                    cells[4] = thousands(rate(m).round() as u64);
                    let single = rows
                        .iter()
                        .find(|r| {
                            r.system == row.system && r.policy == row.policy && r.writers == 1
                        })
                        .and_then(|r| r.result.as_ref().ok());
                    if let Some(single) = single {
                        cells[5] = format!("{:.1}x", rate(m) / rate(single));
                    }
                    if let Some(f) = m.fsyncs {
                        cells[6] = format!("{:.3}", f as f64 / m.writes.max(1) as f64);
                    }
                    if let Some(n) = m.switches {
                        cells[7] = format!("{:.2}", n as f64 / m.writes.max(1) as f64);
                    }
                    cells[8] = format!("{:.0}", m.p50_us);
                    cells[9] = format!("{:.0}", m.p99_us);
                    cells[10] = match &m.check {
                        Ok(()) => "ok".to_owned(),
                        Err(why) => format!("MISMATCH: {why}"),
                    };
                }
            }
            cells
        })
        .collect()
}

/// Said under every write table: the rows do not cross the same boundary.
pub const TRANSPORT_NOTE: &str = "folio's rows call the engine (or the writer) in-process from \
     their threads; Redis's rows go over its network protocol (localhost TCP) with \
     redis-benchmark on the same two cores (bench/README.md, \"Writes\")";

/// The `BENCHMARKS.md` section (without its markers): facts, then the table.
pub fn markdown(rows: &[WriteRow], facts: &[String]) -> String {
    let mut out =
        String::from("### Writes: acknowledged writes/s per fsync policy and writers\n\n");
    for fact in facts {
        let _ = writeln!(out, "- {fact}");
    }
    let _ = writeln!(out, "- {TRANSPORT_NOTE}");
    out.push('\n');
    let line = |cells: &[String]| format!("| {} |\n", cells.join(" | "));
    out.push_str(&line(&HEADERS.map(str::to_owned)));
    out.push_str("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
    for cells in cells(rows) {
        out.push_str(&line(&cells.map(|c| c.replace('|', "\\|"))));
    }
    out
}

/// The table for a terminal.
pub fn text(rows: &[WriteRow]) -> String {
    let cells = cells(rows);
    let mut widths = HEADERS.map(|h| h.chars().count());
    for row in &cells {
        for (w, c) in widths.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(HEADERS.map(str::to_owned)).chain(cells) {
        let mut line = String::new();
        for (i, (cell, w)) in row.iter().zip(widths).enumerate() {
            let pad = " ".repeat(w - cell.chars().count());
            if i > 0 {
                line.push_str("  ");
            }
            if i <= 1 || i == 10 {
                line.push_str(cell);
                line.push_str(&pad);
            } else {
                line.push_str(&pad);
                line.push_str(cell);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_redis_benchmark_csv() {
        let csv = "\"test\",\"rps\",\"avg_latency_ms\",\"min_latency_ms\",\"p50_latency_ms\",\"p95_latency_ms\",\"p99_latency_ms\",\"max_latency_ms\"\n\"SET\",\"1041.67\",\"3.774\",\"0.296\",\"2.207\",\"11.959\",\"15.991\",\"23.055\"\n";
        assert_eq!(parse_redis_csv(csv), Ok((1041.67, 2.207, 15.991)));
        assert!(parse_redis_csv("").is_err());
        assert!(parse_redis_csv("\"test\",\"rps\"\n\"GET\",\"1\"\n").is_err());
    }

    #[test]
    fn counts_sets_in_an_aof() {
        let dir = tempfile::tempdir().unwrap();
        let set = b"*3\r\n$3\r\nSET\r\n$3\r\nkey\r\n$1\r\nx\r\n";
        let mut aof = b"*2\r\n$6\r\nSELECT\r\n$1\r\n0\r\n".to_vec();
        for _ in 0..3 {
            aof.extend_from_slice(set);
        }
        std::fs::write(dir.path().join("a.incr.aof"), &aof).unwrap();
        std::fs::write(dir.path().join("a.manifest"), set).unwrap();
        assert_eq!(count_aof_sets(dir.path()), Ok(3));
    }

    #[test]
    fn percentiles_of_latencies() {
        assert_eq!(percentiles(vec![]), (0.0, 0.0));
        assert_eq!(percentiles((1..=100).rev().collect()), (51.0, 99.0));
    }
}
