//! A blocking client for folio's two transports, one request at a time: what `folio shell`
//! speaks through, and what a Rust program embedding folio's protocol can use.
//!
//! The client frames requests as the server reads them (Content-Length over a child's pipes,
//! one line per message over TCP), reads answers with the same readers the server uses
//! ([`read_content_length`], [`LineReader`]), and checks that each answer carries the id of
//! its request. It keeps nothing in flight: a shell waits for each answer before it reads the
//! next command, so pipelining would buy nothing and cost the bookkeeping of matching ids.

use crate::error::Kind;
use crate::frame::{read_content_length, Frame, LineFrame, LineReader};
use serde_json::Value;
use std::fmt;
use std::io::{self, BufReader, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};

/// The largest answer a client reads (256 MiB): a `select` of a whole large DAO fits, a
/// stream that is not folio's is refused before it fills the memory.
pub const MAX_ANSWER: usize = 256 << 20;

/// A connection to a folio server.
pub struct Client {
    answers: Answers,
    requests: Box<dyn Write + Send>,
    /// Content-Length headers on requests (stdio), or one request per line (TCP).
    content_length: bool,
    next_id: u64,
}

/// Where answers come from: the two framings' readers.
enum Answers {
    ContentLength(BufReader<Box<dyn Read + Send>>),
    Lines(LineReader<Box<dyn Read + Send>>),
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client")
            .field("content_length", &self.content_length)
            .field("next_id", &self.next_id)
            .finish_non_exhaustive()
    }
}

impl Client {
    /// Connects to `folio serve --listen ADDR` (one message per line). Nagle's delay is off, as
    /// on the server's side, so that a small request is not held back for 40 ms.
    pub fn connect(addr: impl ToSocketAddrs) -> io::Result<Client> {
        let stream = TcpStream::connect(addr)?;
        stream.set_nodelay(true)?;
        let reader = stream.try_clone()?;
        Ok(Client {
            answers: Answers::Lines(LineReader::new(Box::new(reader), MAX_ANSWER)),
            requests: Box::new(stream),
            content_length: false,
            next_id: 1,
        })
    }

    /// Speaks Content-Length framing over a pair of streams: the standard output and input of
    /// a `folio serve --stdio` child, in that order.
    pub fn over_pipes(
        answers: impl Read + Send + 'static,
        requests: impl Write + Send + 'static,
    ) -> Client {
        let answers: Box<dyn Read + Send> = Box::new(answers);
        Client {
            answers: Answers::ContentLength(BufReader::new(answers)),
            requests: Box::new(requests),
            content_length: true,
            next_id: 1,
        }
    }

    /// Calls `method` with `params` (an array, an object, or none) and waits for its answer:
    /// the `result`, or the server's `error` as [`CallError::Answered`].
    pub fn call(&mut self, method: &str, params: Option<&Value>) -> Result<Value, CallError> {
        let id = self.next_id;
        self.next_id += 1;
        let mut request = serde_json::json!({"jsonrpc": "2.0", "method": method, "id": id});
        if let Some(params) = params {
            request["params"] = params.clone();
        }
        self.send(&serde_json::to_vec(&request).expect("a Value always serializes"))?;
        let answer = self.receive()?;
        let mut answer: serde_json::Map<String, Value> = match serde_json::from_slice(&answer) {
            Ok(Value::Object(map)) => map,
            _ => return Err(CallError::Malformed("an answer that is not a JSON object")),
        };
        if answer.get("id") != Some(&Value::from(id)) {
            return Err(CallError::Malformed("an answer to another request"));
        }
        if let Some(result) = answer.remove("result") {
            return Ok(result);
        }
        match answer.remove("error") {
            Some(error) => Err(CallError::Answered(ErrorAnswer::from_value(&error)?)),
            None => Err(CallError::Malformed("an answer with no result or error")),
        }
    }

    /// Authenticates a TCP connection to a server started with `--token` (docs/rpc.md): the
    /// server answers `true`, or refuses with `unauthorized` and a message that says which
    /// mistake it was. Over stdio every token is accepted.
    pub fn authenticate(&mut self, token: &str) -> Result<(), CallError> {
        match self.call("auth", Some(&serde_json::json!({"token": token})))? {
            Value::Bool(true) => Ok(()),
            _ => Err(CallError::Malformed("an auth answer that is not true")),
        }
    }

    fn send(&mut self, body: &[u8]) -> Result<(), CallError> {
        let mut framed = Vec::with_capacity(body.len() + 32);
        if self.content_length {
            framed.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
            framed.extend_from_slice(body);
        } else {
            framed.extend_from_slice(body);
            framed.push(b'\n');
        }
        let sent = self
            .requests
            .write_all(&framed)
            .and_then(|()| self.requests.flush());
        match sent {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(CallError::Closed),
            Err(e) => Err(CallError::Io(e)),
        }
    }

    fn receive(&mut self) -> Result<Vec<u8>, CallError> {
        let frame = match &mut self.answers {
            Answers::ContentLength(r) => read_content_length(r, MAX_ANSWER)?,
            Answers::Lines(r) => loop {
                // The socket has no read timeout, so `Idle` only follows a spurious wake-up.
                match r.read_line()? {
                    LineFrame::Frame(frame) => break frame,
                    LineFrame::Idle => continue,
                }
            },
        };
        match frame {
            Frame::Message(bytes) => Ok(bytes),
            Frame::TooLarge { .. } => Err(CallError::Malformed("an answer over 256 MiB")),
            Frame::Eof => Err(CallError::Closed),
        }
    }
}

/// Why a call gave no result.
#[derive(Debug)]
pub enum CallError {
    /// The server answered with an error.
    Answered(ErrorAnswer),
    /// The server closed the connection (or ended) before answering.
    Closed,
    /// Reading or writing the connection failed.
    Io(io::Error),
    /// What came back is not a JSON-RPC answer to the request sent.
    Malformed(&'static str),
}

impl From<io::Error> for CallError {
    fn from(e: io::Error) -> CallError {
        CallError::Io(e)
    }
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallError::Answered(e) => e.fmt(f),
            CallError::Closed => f.write_str("the server closed the connection"),
            CallError::Io(e) => e.fmt(f),
            CallError::Malformed(what) => write!(f, "the server sent {what}"),
        }
    }
}

impl std::error::Error for CallError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CallError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// An error answer: its code, its message, and folio's kind when it is one of folio's codes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorAnswer {
    pub code: i32,
    pub message: String,
    /// From `data.kind`; `None` for the standard codes (and for kinds this client does not
    /// know, from a newer server).
    pub kind: Option<Kind>,
}

impl ErrorAnswer {
    fn from_value(error: &Value) -> Result<ErrorAnswer, CallError> {
        let code = error.get("code").and_then(Value::as_i64);
        let message = error.get("message").and_then(Value::as_str);
        let (Some(code), Some(message)) = (code, message) else {
            return Err(CallError::Malformed(
                "an error without a code and a message",
            ));
        };
        let kind = error
            .pointer("/data/kind")
            .and_then(Value::as_str)
            .and_then(Kind::from_name);
        Ok(ErrorAnswer {
            code: i32::try_from(code).unwrap_or(i32::MIN),
            message: message.to_owned(),
            kind,
        })
    }
}

/// `MESSAGE (KIND)` for folio's codes, `MESSAGE (CODE)` for the standard ones.
impl fmt::Display for ErrorAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Some(kind) => write!(f, "{} ({})", self.message, kind.name()),
            None => write!(f, "{} ({})", self.message, self.code),
        }
    }
}
