//! A running `folio serve DIR --models DIR/models.json --listen 127.0.0.1:0`, for the tests
//! that talk to a server, and one line-framed TCP connection to it.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The server, killed when dropped. Its stderr lines after "listening" arrive on `stderr`
/// (read by [`Server::wait_for`]), so it never blocks on a full pipe.
pub struct Server {
    pub child: Child,
    pub port: u16,
    /// `host:port` as the server said it listens.
    pub addr: String,
    /// `host:port` of the Prometheus endpoint, with `--metrics`.
    pub metrics: Option<String>,
    /// `grpc://host:port` of the Flight SQL endpoint, with `--flight`.
    pub flight: Option<String>,
    /// `host:port` of FOAM's box protocol endpoint, with `--foam`.
    pub foam: Option<String>,
    /// `host:port` followers connect to, with `--replicate`.
    pub replicate: Option<String>,
    stderr: mpsc::Receiver<String>,
}

impl Server {
    /// Starts `folio serve DIR --models DIR/models.json --listen 127.0.0.1:0 EXTRA...` and
    /// waits until it listens.
    pub fn start(dir: &Path, extra: &[&str]) -> Server {
        let mut cmd = Command::new(super::folio_bin());
        cmd.arg("serve")
            .arg(dir)
            .arg("--models")
            .arg(dir.join("models.json"))
            .args(["--listen", "127.0.0.1:0"])
            .args(extra);
        Server::start_command(cmd)
    }

    /// Starts `cmd` (a `folio serve ... --listen ...` as the caller made it, with its own
    /// arguments and environment) and waits until it listens.
    pub fn start_command(mut cmd: Command) -> Server {
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut reader = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        let mut metrics = None;
        let mut flight = None;
        let mut foam = None;
        let mut replicate = None;
        // Lines before "listening" (warnings) reach `wait_for` as well.
        let mut early = Vec::new();
        let addr = loop {
            line.clear();
            assert!(
                reader.read_line(&mut line).unwrap() > 0,
                "serve ended before listening"
            );
            if let Some(addr) = line.trim().strip_prefix("folio: listening on ") {
                break addr.to_owned();
            }
            if let Some(url) = line.trim().strip_prefix("folio: flight sql on ") {
                flight = Some(url.to_owned());
            }
            if let Some(url) = line.trim().strip_prefix("folio: foam box protocol on ") {
                let url = url.trim_end_matches("/service/<dao>");
                foam = Some(url.rsplit("//").next().unwrap_or(url).to_owned());
            }
            if let Some(url) = line
                .trim()
                .strip_prefix("folio: replicating to followers on ")
            {
                replicate = Some(url.rsplit("//").next().unwrap_or(url).to_owned());
            }
            if let Some(url) = line.trim().strip_prefix("folio: metrics on http://") {
                metrics = Some(url.trim_end_matches("/metrics").to_owned());
            }
            early.push(line.trim_end().to_owned());
        };
        let port = addr.rsplit(':').next().unwrap().parse().unwrap();
        let (lines, stderr) = mpsc::channel();
        for line in early {
            let _ = lines.send(line);
        }
        std::thread::spawn(move || {
            for line in reader.lines() {
                let Ok(line) = line else { return };
                // Nobody listens any more: keep draining all the same.
                let _ = lines.send(line);
            }
        });
        Server {
            child,
            port,
            addr,
            metrics,
            flight,
            foam,
            replicate,
            stderr,
        }
    }

    /// A new connection, with a read timeout of 60 s.
    pub fn connect(&self) -> Conn {
        let stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        Conn {
            reader: BufReader::new(stream.try_clone().unwrap()),
            stream,
        }
    }

    /// Waits for a stderr line containing `text`, and returns it.
    pub fn wait_for(&self, text: &str, limit: Duration) -> String {
        let start = Instant::now();
        loop {
            let left = limit.saturating_sub(start.elapsed());
            match self.stderr.recv_timeout(left) {
                Ok(line) if line.contains(text) => return line,
                Ok(_) => {}
                Err(_) => panic!("no stderr line with {text:?} in {limit:?}"),
            }
        }
    }

    /// SIGTERM, and the exit status (within 30 s).
    pub fn terminate(mut self) -> ExitStatus {
        // SAFETY: kill(2) on our own child's pid has no memory-safety preconditions.
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "serve did not exit"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One TCP connection speaking one message per line.
pub struct Conn {
    pub stream: TcpStream,
    reader: BufReader<TcpStream>,
}

impl Conn {
    pub fn send_raw(&mut self, bytes: &[u8]) {
        self.stream.write_all(bytes).unwrap();
    }

    /// Sends `message` as a line; false once the server closed the connection.
    pub fn try_send(&mut self, message: &Value) -> bool {
        let mut line = serde_json::to_vec(message).unwrap();
        line.push(b'\n');
        self.stream.write_all(&line).is_ok()
    }

    pub fn send(&mut self, message: &Value) {
        assert!(self.try_send(message), "the server closed the connection");
    }

    /// The next line, or `None` when the server closed the connection.
    pub fn receive(&mut self) -> Option<Value> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(serde_json::from_str(&line).unwrap()),
        }
    }

    /// Calls `method` with `params` and id `id`, and returns the answer (which must carry it).
    pub fn call(&mut self, method: &str, params: Value, id: u64) -> Value {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params, "id": id}));
        let response = self.receive().expect("an answer");
        assert_eq!(response["id"], json!(id), "{response}");
        response
    }
}
