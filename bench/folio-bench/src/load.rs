//! Acknowledged writes per second at the server: one client program, on one thread, drives
//! `folio serve --listen` (JSON-RPC `create` or `put`, one message per line) and `redis-server`
//! (RESP `SET` of the same JSON text) with the same connections, so that the two servers are
//! measured against the same client, as redis-benchmark measures Redis: a single-threaded
//! event loop (mio) keeping `depth` requests in flight on each of `clients` connections.
//!
//! Each row starts a fresh server on a fresh directory, warms up for a quarter second, then
//! counts for `seconds`: acknowledged writes, each one's latency from its request's send to
//! its answer's arrival, the server's context switches (voluntary and not, every thread it
//! has, from `/proc/PID/task/*/status` before and after the counted span), and the processor
//! time the server and this client each spent in that span (`/proc/PID/stat`), per write: on a
//! machine of two cores the two together bound what any server can reach.

use mio::net::TcpStream;
use mio::{Events, Interest, Poll, Token};
use std::io::{self, Read, Write as _};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The server a row drives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    Folio,
    Redis,
}

/// One row's results.
#[derive(Debug, Clone)]
pub struct Measured {
    pub writes_per_s: f64,
    pub p50_us: u64,
    pub p99_us: u64,
    /// The server's context switches per acknowledged write.
    pub switches_per_write: f64,
    /// Processor time (user and system, every thread) per acknowledged write, in µs: the
    /// server's, and this client's.
    pub server_cpu_us: f64,
    pub client_cpu_us: f64,
}

/// What each request writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Write {
    /// A new id each time: folio's `create`, an insert.
    Create,
    /// Each connection cycles over [`PUT_IDS`] ids of its own, changing one field: folio's
    /// `put`, a merge written as the difference (after each id's first, an insert).
    Put,
}

/// The ids each connection's puts cycle over.
pub const PUT_IDS: u64 = 64;

impl Write {
    pub fn name(self) -> &'static str {
        match self {
            Write::Create => "create",
            Write::Put => "put",
        }
    }
}

/// How a row runs.
#[derive(Debug, Clone)]
pub struct Row {
    pub system: System,
    /// `folio` or `redis-server`.
    pub program: PathBuf,
    /// `always`, `batch` or `never` (Redis: `always`, `everysec`, `no` for the same).
    pub fsync: String,
    pub write: Write,
    pub clients: usize,
    pub depth: usize,
    pub seconds: f64,
}

const MODELS: &str = r#"{"models":[{"class":"b.Row","ids":["id"],"properties":[
{"name":"id","type":"Long"},{"name":"name","type":"String"},{"name":"n","type":"Long"}]}],
"daos":{"rows":"b.Row"}}"#;

/// Runs one row: starts its server, drives it, stops it.
pub fn run(row: &Row, dir: &Path) -> io::Result<Measured> {
    let work = dir.join(format!(
        "load-{:?}-{}-{}-{}-{}",
        row.system,
        row.write.name(),
        row.fsync,
        row.clients,
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work)?;
    let mut server = Server::start(row, &work)?;
    let result = drive(row, server.addr, server.child.id());
    server.stop();
    let _ = std::fs::remove_dir_all(&work);
    result
}

struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    fn start(row: &Row, work: &Path) -> io::Result<Server> {
        let port = free_port()?;
        let addr: SocketAddr = ([127, 0, 0, 1], port).into();
        let child = match row.system {
            System::Folio => {
                let models = work.join("models.json");
                std::fs::write(&models, MODELS)?;
                let data = work.join("data");
                std::fs::create_dir_all(&data)?;
                Command::new(&row.program)
                    .arg("serve")
                    .arg(&data)
                    .arg("--models")
                    .arg(&models)
                    .arg("--listen")
                    .arg(addr.to_string())
                    .args(["--fsync", &row.fsync])
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()?
            }
            System::Redis => {
                let policy = match row.fsync.as_str() {
                    "always" => "always",
                    "batch" => "everysec",
                    _ => "no",
                };
                Command::new(&row.program)
                    .args([
                        "--port",
                        &port.to_string(),
                        "--bind",
                        "127.0.0.1",
                        "--save",
                        "",
                    ])
                    .args(["--appendonly", "yes", "--appendfsync", policy])
                    .args(["--auto-aof-rewrite-percentage", "0", "--daemonize", "no"])
                    .arg("--dir")
                    .arg(work)
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()?
            }
        };
        let mut server = Server { child, addr };
        let deadline = Instant::now() + Duration::from_secs(30);
        while std::net::TcpStream::connect(addr).is_err() {
            if Instant::now() > deadline || server.child.try_wait()?.is_some() {
                server.stop();
                return Err(io::Error::other(format!(
                    "{} did not listen on {addr}",
                    row.program.display()
                )));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok(server)
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> io::Result<u16> {
    let probe = std::net::TcpListener::bind("127.0.0.1:0")?;
    Ok(probe.local_addr()?.port())
}

/// Context switches of process `pid`'s threads alive now.
fn switches(pid: u32) -> u64 {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return 0;
    };
    let mut total = 0;
    for task in tasks.flatten() {
        let Ok(status) = std::fs::read_to_string(task.path().join("status")) else {
            continue;
        };
        for line in status.lines() {
            if let Some(n) = line
                .strip_prefix("voluntary_ctxt_switches:")
                .or_else(|| line.strip_prefix("nonvoluntary_ctxt_switches:"))
            {
                total += n.trim().parse::<u64>().unwrap_or(0);
            }
        }
    }
    total
}

/// Processor time, user and system, of process `pid` (or this one, `self`) so far, from
/// `/proc/PID/stat`: 0 when it cannot be read.
fn cpu_time(pid: &str) -> Duration {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return Duration::ZERO;
    };
    // SAFETY: sysconf reads a constant of the system and has no preconditions.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    Duration::from_micros(stat_ticks(&stat) * 1_000_000 / per_second)
}

/// utime plus stime, in clock ticks, of a `/proc/PID/stat` line: its 14th and 15th fields.
fn stat_ticks(stat: &str) -> u64 {
    // The command name, in parentheses, may hold spaces and parentheses: the fields are
    // counted after its last `)`, where utime and stime are the 12th and 13th.
    let Some((_, fields)) = stat.rsplit_once(')') else {
        return 0;
    };
    fields
        .split_whitespace()
        .skip(11)
        .take(2)
        .map(|f| f.parse::<u64>().unwrap_or(0))
        .sum()
}

struct Connection {
    stream: TcpStream,
    /// Requests to send; `out[sent..]` is left.
    out: Vec<u8>,
    sent: usize,
    input: Vec<u8>,
    /// When each request in flight was sent, oldest first.
    in_flight: std::collections::VecDeque<Instant>,
    /// The number of this connection's next request.
    next: u64,
    base: u64,
}

impl Connection {
    fn queue_request(&mut self, system: System, write: Write) {
        let k = self.next;
        self.next += 1;
        let id = match write {
            Write::Create => self.base + k,
            Write::Put => self.base + k % PUT_IDS,
        };
        let object = format!(r#"{{"id":{id},"name":"x","n":{k}}}"#);
        match system {
            System::Folio => {
                let method = write.name();
                let request = format!(
                    r#"{{"jsonrpc":"2.0","method":"{method}","params":{{"dao":"rows","object":{object}}},"id":{k}}}"#
                );
                self.out.extend_from_slice(request.as_bytes());
                self.out.push(b'\n');
            }
            System::Redis => {
                let key = id.to_string();
                self.out.extend_from_slice(b"*3\r\n$3\r\nSET\r\n");
                for value in [key.as_bytes(), object.as_bytes()] {
                    self.out
                        .extend_from_slice(format!("${}\r\n", value.len()).as_bytes());
                    self.out.extend_from_slice(value);
                    self.out.extend_from_slice(b"\r\n");
                }
            }
        }
        self.in_flight.push_back(Instant::now());
    }

    fn flush(&mut self) -> io::Result<()> {
        while self.sent < self.out.len() {
            match self.stream.write(&self.out[self.sent..]) {
                Ok(n) => self.sent += n,
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Ok(()),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        self.out.clear();
        self.sent = 0;
        Ok(())
    }
}

/// Drives the server at `addr` for the row; `pid` is the server's, for its switches.
fn drive(row: &Row, addr: SocketAddr, pid: u32) -> io::Result<Measured> {
    let mut poll = Poll::new()?;
    let mut connections = Vec::with_capacity(row.clients);
    for c in 0..row.clients {
        let stream = std::net::TcpStream::connect(addr)?;
        stream.set_nodelay(true)?;
        stream.set_nonblocking(true)?;
        let mut stream = TcpStream::from_std(stream);
        poll.registry().register(
            &mut stream,
            Token(c),
            Interest::READABLE | Interest::WRITABLE,
        )?;
        let mut connection = Connection {
            stream,
            out: Vec::new(),
            sent: 0,
            input: Vec::new(),
            in_flight: Default::default(),
            next: 0,
            base: (c as u64 + 1) * 100_000_000,
        };
        // A client speaks as it connects (folio closes the oldest of too many silent ones).
        for _ in 0..row.depth {
            connection.queue_request(row.system, row.write);
        }
        connection.flush()?;
        connections.push(connection);
    }
    let began = Instant::now();
    let warm = began + Duration::from_millis(250);
    let end = warm + Duration::from_secs_f64(row.seconds);
    let mut counting = false;
    let mut before = 0;
    let (mut server_before, mut client_before) = (Duration::ZERO, Duration::ZERO);
    let mut acked = 0u64;
    let mut latencies: Vec<u32> = Vec::new();
    let mut events = Events::with_capacity(1024);
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        let now = Instant::now();
        if !counting && now >= warm {
            counting = true;
            before = switches(pid);
            server_before = cpu_time(&pid.to_string());
            client_before = cpu_time("self");
        }
        if now >= end {
            break;
        }
        poll.poll(&mut events, Some(Duration::from_millis(100)))?;
        for event in &events {
            let c = &mut connections[event.token().0];
            if event.is_writable() {
                c.flush()?;
            }
            if !event.is_readable() {
                continue;
            }
            loop {
                match c.stream.read(&mut chunk) {
                    Ok(0) => return Err(io::Error::other("the server closed a connection")),
                    Ok(n) => c.input.extend_from_slice(&chunk[..n]),
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(e),
                }
            }
            let mut at = 0;
            let now = Instant::now();
            while let Some(i) = memchr::memchr(b'\n', &c.input[at..]) {
                let line = &c.input[at..at + i];
                at += i + 1;
                let ok = match row.system {
                    System::Folio => memchr::memmem::find(line, b"\"result\"").is_some(),
                    System::Redis => line.starts_with(b"+OK"),
                };
                if !ok {
                    return Err(io::Error::other(format!(
                        "a write was refused: {}",
                        String::from_utf8_lossy(line)
                    )));
                }
                let sent = c.in_flight.pop_front().unwrap_or(now);
                if counting {
                    acked += 1;
                    latencies.push(now.duration_since(sent).as_micros() as u32);
                }
                c.queue_request(row.system, row.write);
            }
            c.input.drain(..at);
            c.flush()?;
        }
    }
    let after = switches(pid);
    let server_cpu = cpu_time(&pid.to_string()).saturating_sub(server_before);
    let client_cpu = cpu_time("self").saturating_sub(client_before);
    let took = end.duration_since(warm).as_secs_f64();
    latencies.sort_unstable();
    let pick = |q: f64| -> u64 {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q).round() as usize)
            .map_or(0, |&v| u64::from(v))
    };
    Ok(Measured {
        writes_per_s: acked as f64 / took,
        p50_us: pick(0.50),
        p99_us: pick(0.99),
        switches_per_write: after.saturating_sub(before) as f64 / acked.max(1) as f64,
        server_cpu_us: server_cpu.as_secs_f64() * 1e6 / acked.max(1) as f64,
        client_cpu_us: client_cpu.as_secs_f64() * 1e6 / acked.max(1) as f64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_ticks_are_utime_and_stime_after_the_name() {
        let line = "42 (a b) c)) S 1 42 42 0 -1 4194560 100 0 0 0 7 5 0 0 20 0 1 0 9 0 0";
        assert_eq!(stat_ticks(line), 12);
        assert_eq!(stat_ticks("no name here"), 0);
    }

    #[test]
    fn this_process_is_seen_spending_time() {
        let before = cpu_time("self");
        let spin = Instant::now();
        let mut x = 0u64;
        while spin.elapsed() < Duration::from_millis(300) {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(1));
        }
        // At least a third of the spin, whatever else shares the cores.
        assert!(cpu_time("self") >= before + Duration::from_millis(100));
        assert_eq!(cpu_time("not-a-process"), Duration::ZERO);
    }
}
